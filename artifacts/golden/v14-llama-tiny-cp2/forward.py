def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24):
    # t0: cpu f32[256, 64]  param tok_embeddings.weight
    # t1: cpu f32[64]  param layers.0.attention_norm.weight
    # t2: cpu f32[64, 64]  param layers.0.attention.wq.weight
    # t3: cpu f32[32, 64]  param layers.0.attention.wk.weight
    # t4: cpu f32[32, 64]  param layers.0.attention.wv.weight
    # t5: cpu f32[64, 64]  param layers.0.attention.wo.weight
    # t6: cpu f32[64]  param layers.0.ffn_norm.weight
    # t7: cpu f32[172, 64]  param layers.0.feed_forward.w1.weight
    # t8: cpu f32[172, 64]  param layers.0.feed_forward.w3.weight
    # t9: cpu f32[64, 172]  param layers.0.feed_forward.w2.weight
    # t10: cpu f32[64]  param layers.1.attention_norm.weight
    # t11: cpu f32[64, 64]  param layers.1.attention.wq.weight
    # t12: cpu f32[32, 64]  param layers.1.attention.wk.weight
    # t13: cpu f32[32, 64]  param layers.1.attention.wv.weight
    # t14: cpu f32[64, 64]  param layers.1.attention.wo.weight
    # t15: cpu f32[64]  param layers.1.ffn_norm.weight
    # t16: cpu f32[172, 64]  param layers.1.feed_forward.w1.weight
    # t17: cpu f32[172, 64]  param layers.1.feed_forward.w3.weight
    # t18: cpu f32[64, 172]  param layers.1.feed_forward.w2.weight
    # t19: cpu f32[64]  param norm.weight
    # t20: cpu f32[256, 64]  param output.weight
    # t21: cpu f32[256, 8]  buffer rope.cos
    # t22: cpu f32[256, 8]  buffer rope.sin
    # t23: cpu i64[2, 16]  input 0
    # t24: cpu i64[]  coord cp
    # region 0: inductor 560932277a8cb12c, 5 ops
    t25 = aten.rsub.Scalar(t24, 3)  # t25: cpu i64[]
    t26 = aten.stack.default([t24, t25])  # t26: cpu i64[2]
    t27 = aten.view.default(t23, [2, 1, 4, 4])  # t27: cpu i64[2, 1, 4, 4]
    t28 = aten.index_select.default(t27, 2, t26)  # t28: cpu i64[2, 1, 2, 4]
    t29 = aten.view.default(t28, [2, 8])  # t29: cpu i64[2, 8]
    # end region 0 -> t28, t29
    # tok_embeddings (Embedding), llama.py:305
    t30 = aten.embedding.default(t0, t29)  # t30: cpu f32[2, 8, 64]
    # region 1: inductor d11d7eae6fbdc97a, 7 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161, 162
    t31 = aten.pow.Tensor_Scalar(t30, 2)  # t31: cpu f32[2, 8, 64]
    t32 = aten.mean.dim(t31, [-1], True)  # t32: cpu f32[2, 8, 1]
    t33 = aten.add.Tensor(t32, 1e-05)  # t33: cpu f32[2, 8, 1]
    t34 = aten.rsqrt.default(t33)  # t34: cpu f32[2, 8, 1]
    t35 = aten.mul.Tensor(t30, t34)  # t35: cpu f32[2, 8, 64]
    t36 = aten.mul.Tensor(t35, t1)  # t36: cpu f32[2, 8, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t37 = aten.view.default(t36, [16, 64])  # t37: cpu f32[16, 64]
    # end region 1 -> t34, t37
    # layers.0.attention.wv (Linear), llama.py:240
    t38 = aten.t.default(t4)  # t38: cpu f32[64, 32]
    t39 = aten.mm.default(t37, t38)  # t39: cpu f32[16, 32]
    # layers.0.attention (Attention), llama.py:249
    t40 = _c10d_functional.all_gather_into_tensor.default(t39, 2, 'cp')  # t40: cpu f32[32, 32]
    # region 2: inductor 54b564a83cd81e6a, 7 ops
    # rope (RotaryEmbedding), llama.py:195
    t41 = aten.slice.Tensor(t21, 0, 0, 16)  # t41: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207, 209
    t42 = aten.view.default(t41, [1, 16, 1, 8])  # t42: cpu f32[1, 16, 1, 8]
    t43 = aten.rsub.Scalar(t24, 3)  # t43: cpu i64[]
    t44 = aten.stack.default([t24, t43])  # t44: cpu i64[2]
    t45 = aten.view.default(t42, [1, 1, 4, 4, 1, 8])  # t45: cpu f32[1, 1, 4, 4, 1, 8]
    t46 = aten.index_select.default(t45, 2, t44)  # t46: cpu f32[1, 1, 2, 4, 1, 8]
    t47 = aten.view.default(t46, [1, 8, 1, 8])  # t47: cpu f32[1, 8, 1, 8]
    # end region 2 -> t46
    # region 3: inductor 54b564a83cd81e6a, 7 ops
    # rope (RotaryEmbedding), llama.py:195
    t48 = aten.slice.Tensor(t22, 0, 0, 16)  # t48: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:208, 209
    t49 = aten.view.default(t48, [1, 16, 1, 8])  # t49: cpu f32[1, 16, 1, 8]
    t50 = aten.rsub.Scalar(t24, 3)  # t50: cpu i64[]
    t51 = aten.stack.default([t24, t50])  # t51: cpu i64[2]
    t52 = aten.view.default(t49, [1, 1, 4, 4, 1, 8])  # t52: cpu f32[1, 1, 4, 4, 1, 8]
    t53 = aten.index_select.default(t52, 2, t51)  # t53: cpu f32[1, 1, 2, 4, 1, 8]
    t54 = aten.view.default(t53, [1, 8, 1, 8])  # t54: cpu f32[1, 8, 1, 8]
    # end region 3 -> t53
    # layers.0.attention.wq (Linear), llama.py:238
    t55 = aten.t.default(t2)  # t55: cpu f32[64, 64]
    t56 = aten.mm.default(t37, t55)  # t56: cpu f32[16, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t57 = aten.t.default(t3)  # t57: cpu f32[64, 32]
    t58 = aten.mm.default(t37, t57)  # t58: cpu f32[16, 32]
    # region 4: inductor 19e962fc22e238d6, 14 ops
    # layers.0.attention (Attention), llama.py:209, 205, 206, 210, 211, 249
    t59 = aten.view.default(t46, [1, 8, 1, 8])  # t59: cpu f32[1, 8, 1, 8]
    t60 = aten.view.default(t53, [1, 8, 1, 8])  # t60: cpu f32[1, 8, 1, 8]
    t61 = aten.view.default(t58, [2, 8, 2, 8, 2])  # t61: cpu f32[2, 8, 2, 8, 2]
    t62 = aten.select.int(t61, 4, 0)  # t62: cpu f32[2, 8, 2, 8]
    t63 = aten.select.int(t61, 4, 1)  # t63: cpu f32[2, 8, 2, 8]
    t64 = aten.mul.Tensor(t62, t59)  # t64: cpu f32[2, 8, 2, 8]
    t65 = aten.mul.Tensor(t63, t60)  # t65: cpu f32[2, 8, 2, 8]
    t66 = aten.sub.Tensor(t64, t65)  # t66: cpu f32[2, 8, 2, 8]
    t67 = aten.mul.Tensor(t62, t60)  # t67: cpu f32[2, 8, 2, 8]
    t68 = aten.mul.Tensor(t63, t59)  # t68: cpu f32[2, 8, 2, 8]
    t69 = aten.add.Tensor(t67, t68)  # t69: cpu f32[2, 8, 2, 8]
    t70 = aten.stack.default([t66, t69], -1)  # t70: cpu f32[2, 8, 2, 8, 2]
    t71 = aten.permute.default(t70, [1, 0, 2, 3, 4])  # t71: cpu f32[8, 2, 2, 8, 2]
    t72 = aten.clone.default(t71, memory_format=torch.contiguous_format)  # t72: cpu f32[8, 2, 2, 8, 2]
    # end region 4 -> t70, t72
    t73 = _c10d_functional.all_gather_into_tensor.default(t72, 2, 'cp')  # t73: cpu f32[16, 2, 2, 8, 2]
    # region 5: inductor c4eb0cb3d5fe48a2, 14 ops
    t74 = aten.view.default(t56, [2, 8, 4, 8, 2])  # t74: cpu f32[2, 8, 4, 8, 2]
    t75 = aten.select.int(t74, 4, 0)  # t75: cpu f32[2, 8, 4, 8]
    t76 = aten.select.int(t74, 4, 1)  # t76: cpu f32[2, 8, 4, 8]
    t77 = aten.view.default(t46, [1, 8, 1, 8])  # t77: cpu f32[1, 8, 1, 8]
    t78 = aten.mul.Tensor(t75, t77)  # t78: cpu f32[2, 8, 4, 8]
    t79 = aten.view.default(t53, [1, 8, 1, 8])  # t79: cpu f32[1, 8, 1, 8]
    t80 = aten.mul.Tensor(t76, t79)  # t80: cpu f32[2, 8, 4, 8]
    t81 = aten.sub.Tensor(t78, t80)  # t81: cpu f32[2, 8, 4, 8]
    t82 = aten.mul.Tensor(t75, t79)  # t82: cpu f32[2, 8, 4, 8]
    t83 = aten.mul.Tensor(t76, t77)  # t83: cpu f32[2, 8, 4, 8]
    t84 = aten.add.Tensor(t82, t83)  # t84: cpu f32[2, 8, 4, 8]
    t85 = aten.stack.default([t81, t84], -1)  # t85: cpu f32[2, 8, 4, 8, 2]
    t86 = aten.view.default(t85, [2, 8, 4, 16])  # t86: cpu f32[2, 8, 4, 16]
    t87 = aten.transpose.int(t86, 1, 2)  # t87: cpu f32[2, 4, 8, 16]
    # end region 5 -> t85, t87
    # layers.0.attention.wo (Linear), llama.py:250
    t88 = aten.t.default(t5)  # t88: cpu f32[64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t89 = aten.t.default(t7)  # t89: cpu f32[64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t90 = aten.t.default(t8)  # t90: cpu f32[64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t91 = aten.t.default(t9)  # t91: cpu f32[172, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t92 = aten.t.default(t13)  # t92: cpu f32[64, 32]
    # layers.0.attention (Attention), llama.py:249
    t93 = _c10d_functional.wait_tensor.default(t73)  # t93: cpu f32[16, 2, 2, 8, 2]
    # region 6: inductor 05e8f09fee4d9abb, 5 ops
    t94 = aten.view.default(t93, [2, 1, 2, 4, 2, 2, 8, 2])  # t94: cpu f32[2, 1, 2, 4, 2, 2, 8, 2]
    t95 = aten.select.int(t94, 2, 0)  # t95: cpu f32[2, 1, 4, 2, 2, 8, 2]
    t96 = aten.select.int(t94, 2, 1)  # t96: cpu f32[2, 1, 4, 2, 2, 8, 2]
    t97 = aten.permute.default(t95, [1, 0, 2, 3, 4, 5, 6])  # t97: cpu f32[1, 2, 4, 2, 2, 8, 2]
    t98 = aten.clone.default(t97, memory_format=torch.contiguous_format)  # t98: cpu f32[1, 2, 4, 2, 2, 8, 2]
    # end region 6 -> t96, t98
    t99 = aten.flip.default(t96, [0])  # t99: cpu f32[2, 1, 4, 2, 2, 8, 2]
    # region 7: inductor bee7a1637311651b, 7 ops
    t100 = aten.permute.default(t99, [1, 0, 2, 3, 4, 5, 6])  # t100: cpu f32[1, 2, 4, 2, 2, 8, 2]
    t101 = aten.cat.default([t98, t100], 1)  # t101: cpu f32[1, 4, 4, 2, 2, 8, 2]
    t102 = aten.view.default(t101, [16, 2, 2, 8, 2])  # t102: cpu f32[16, 2, 2, 8, 2]
    t103 = aten.permute.default(t102, [1, 0, 2, 3, 4])  # t103: cpu f32[2, 16, 2, 8, 2]
    t104 = aten.clone.default(t103, memory_format=torch.contiguous_format)  # t104: cpu f32[2, 16, 2, 8, 2]
    t105 = aten.view.default(t104, [2, 16, 2, 16])  # t105: cpu f32[2, 16, 2, 16]
    t106 = aten.transpose.int(t105, 1, 2)  # t106: cpu f32[2, 2, 16, 16]
    # end region 7 -> t101, t106
    t107 = _c10d_functional.wait_tensor.default(t40)  # t107: cpu f32[32, 32]
    # region 8: inductor c207aa02d839c328, 5 ops
    t108 = aten.view.default(t107, [2, 2, 2, 4, 32])  # t108: cpu f32[2, 2, 2, 4, 32]
    t109 = aten.select.int(t108, 2, 0)  # t109: cpu f32[2, 2, 4, 32]
    t110 = aten.select.int(t108, 2, 1)  # t110: cpu f32[2, 2, 4, 32]
    t111 = aten.permute.default(t109, [1, 0, 2, 3])  # t111: cpu f32[2, 2, 4, 32]
    t112 = aten.clone.default(t111, memory_format=torch.contiguous_format)  # t112: cpu f32[2, 2, 4, 32]
    # end region 8 -> t110, t112
    t113 = aten.flip.default(t110, [0])  # t113: cpu f32[2, 2, 4, 32]
    # region 9: inductor 6b09c27a537a3930, 6 ops
    t114 = aten.permute.default(t113, [1, 0, 2, 3])  # t114: cpu f32[2, 2, 4, 32]
    t115 = aten.clone.default(t114, memory_format=torch.contiguous_format)  # t115: cpu f32[2, 2, 4, 32]
    t116 = aten.cat.default([t112, t115], 1)  # t116: cpu f32[2, 4, 4, 32]
    t117 = aten.view.default(t116, [32, 32])  # t117: cpu f32[32, 32]
    t118 = aten.view.default(t117, [2, 16, 2, 16])  # t118: cpu f32[2, 16, 2, 16]
    t119 = aten.transpose.int(t118, 1, 2)  # t119: cpu f32[2, 2, 16, 16]
    # end region 9 -> t116, t119
    t120, t121 = aotc.cp_attention.default(t87, t106, t119, None, 2, 'cp')  # t120: cpu f32[2, 4, 8, 16], t121: cpu f32[2, 4, 8]
    t122 = aten.transpose.int(t120, 1, 2)  # t122: cpu f32[2, 8, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t123 = aten.view.default(t122, [16, 64])  # t123: cpu f32[16, 64]
    t124 = aten.mm.default(t123, t88)  # t124: cpu f32[16, 64]
    # region 10: inductor 620011968991b47d, 9 ops
    t125 = aten._unsafe_view.default(t124, [2, 8, 64])  # t125: cpu f32[2, 8, 64]
    # layers.0 (TransformerBlock), llama.py:281
    t126 = aten.add.Tensor(t30, t125)  # t126: cpu f32[2, 8, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t127 = aten.pow.Tensor_Scalar(t126, 2)  # t127: cpu f32[2, 8, 64]
    t128 = aten.mean.dim(t127, [-1], True)  # t128: cpu f32[2, 8, 1]
    t129 = aten.add.Tensor(t128, 1e-05)  # t129: cpu f32[2, 8, 1]
    t130 = aten.rsqrt.default(t129)  # t130: cpu f32[2, 8, 1]
    t131 = aten.mul.Tensor(t126, t130)  # t131: cpu f32[2, 8, 64]
    t132 = aten.mul.Tensor(t131, t6)  # t132: cpu f32[2, 8, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t133 = aten.view.default(t132, [16, 64])  # t133: cpu f32[16, 64]
    # end region 10 -> t126, t130, t133
    t134 = aten.mm.default(t133, t89)  # t134: cpu f32[16, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t135 = aten.mm.default(t133, t90)  # t135: cpu f32[16, 172]
    # region 11: inductor 745cd1077004dbb7, 5 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t136 = aten._unsafe_view.default(t134, [2, 8, 172])  # t136: cpu f32[2, 8, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t137 = aten.silu.default(t136)  # t137: cpu f32[2, 8, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t138 = aten._unsafe_view.default(t135, [2, 8, 172])  # t138: cpu f32[2, 8, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t139 = aten.mul.Tensor(t137, t138)  # t139: cpu f32[2, 8, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t140 = aten.view.default(t139, [16, 172])  # t140: cpu f32[16, 172]
    # end region 11 -> t136, t138, t139, t140
    t141 = aten.mm.default(t140, t91)  # t141: cpu f32[16, 64]
    # region 12: inductor 620011968991b47d, 9 ops
    t142 = aten._unsafe_view.default(t141, [2, 8, 64])  # t142: cpu f32[2, 8, 64]
    # layers.0 (TransformerBlock), llama.py:282
    t143 = aten.add.Tensor(t126, t142)  # t143: cpu f32[2, 8, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t144 = aten.pow.Tensor_Scalar(t143, 2)  # t144: cpu f32[2, 8, 64]
    t145 = aten.mean.dim(t144, [-1], True)  # t145: cpu f32[2, 8, 1]
    t146 = aten.add.Tensor(t145, 1e-05)  # t146: cpu f32[2, 8, 1]
    t147 = aten.rsqrt.default(t146)  # t147: cpu f32[2, 8, 1]
    t148 = aten.mul.Tensor(t143, t147)  # t148: cpu f32[2, 8, 64]
    t149 = aten.mul.Tensor(t148, t10)  # t149: cpu f32[2, 8, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t150 = aten.view.default(t149, [16, 64])  # t150: cpu f32[16, 64]
    # end region 12 -> t143, t147, t150
    # layers.1.attention.wv (Linear), llama.py:240
    t151 = aten.mm.default(t150, t92)  # t151: cpu f32[16, 32]
    # layers.1.attention (Attention), llama.py:249
    t152 = _c10d_functional.all_gather_into_tensor.default(t151, 2, 'cp')  # t152: cpu f32[32, 32]
    # layers.1.attention.wq (Linear), llama.py:238
    t153 = aten.t.default(t11)  # t153: cpu f32[64, 64]
    t154 = aten.mm.default(t150, t153)  # t154: cpu f32[16, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t155 = aten.t.default(t12)  # t155: cpu f32[64, 32]
    t156 = aten.mm.default(t150, t155)  # t156: cpu f32[16, 32]
    # region 13: inductor 19e962fc22e238d6, 14 ops
    # layers.0.attention (Attention), llama.py:209
    t157 = aten.view.default(t46, [1, 8, 1, 8])  # t157: cpu f32[1, 8, 1, 8]
    t158 = aten.view.default(t53, [1, 8, 1, 8])  # t158: cpu f32[1, 8, 1, 8]
    # layers.1.attention (Attention), llama.py:205, 206, 209, 210, 211, 249
    t159 = aten.view.default(t156, [2, 8, 2, 8, 2])  # t159: cpu f32[2, 8, 2, 8, 2]
    t160 = aten.select.int(t159, 4, 0)  # t160: cpu f32[2, 8, 2, 8]
    t161 = aten.select.int(t159, 4, 1)  # t161: cpu f32[2, 8, 2, 8]
    t162 = aten.mul.Tensor(t160, t157)  # t162: cpu f32[2, 8, 2, 8]
    t163 = aten.mul.Tensor(t161, t158)  # t163: cpu f32[2, 8, 2, 8]
    t164 = aten.sub.Tensor(t162, t163)  # t164: cpu f32[2, 8, 2, 8]
    t165 = aten.mul.Tensor(t160, t158)  # t165: cpu f32[2, 8, 2, 8]
    t166 = aten.mul.Tensor(t161, t157)  # t166: cpu f32[2, 8, 2, 8]
    t167 = aten.add.Tensor(t165, t166)  # t167: cpu f32[2, 8, 2, 8]
    t168 = aten.stack.default([t164, t167], -1)  # t168: cpu f32[2, 8, 2, 8, 2]
    t169 = aten.permute.default(t168, [1, 0, 2, 3, 4])  # t169: cpu f32[8, 2, 2, 8, 2]
    t170 = aten.clone.default(t169, memory_format=torch.contiguous_format)  # t170: cpu f32[8, 2, 2, 8, 2]
    # end region 13 -> t168, t170
    t171 = _c10d_functional.all_gather_into_tensor.default(t170, 2, 'cp')  # t171: cpu f32[16, 2, 2, 8, 2]
    # region 14: inductor ab3b8615790fc2dc, 14 ops
    # layers.0.attention (Attention), llama.py:209
    t172 = aten.view.default(t46, [1, 8, 1, 8])  # t172: cpu f32[1, 8, 1, 8]
    t173 = aten.view.default(t53, [1, 8, 1, 8])  # t173: cpu f32[1, 8, 1, 8]
    # layers.1.attention (Attention), llama.py:205, 206, 209, 210, 211, 241
    t174 = aten.view.default(t154, [2, 8, 4, 8, 2])  # t174: cpu f32[2, 8, 4, 8, 2]
    t175 = aten.select.int(t174, 4, 0)  # t175: cpu f32[2, 8, 4, 8]
    t176 = aten.select.int(t174, 4, 1)  # t176: cpu f32[2, 8, 4, 8]
    t177 = aten.mul.Tensor(t175, t172)  # t177: cpu f32[2, 8, 4, 8]
    t178 = aten.mul.Tensor(t176, t173)  # t178: cpu f32[2, 8, 4, 8]
    t179 = aten.sub.Tensor(t177, t178)  # t179: cpu f32[2, 8, 4, 8]
    t180 = aten.mul.Tensor(t175, t173)  # t180: cpu f32[2, 8, 4, 8]
    t181 = aten.mul.Tensor(t176, t172)  # t181: cpu f32[2, 8, 4, 8]
    t182 = aten.add.Tensor(t180, t181)  # t182: cpu f32[2, 8, 4, 8]
    t183 = aten.stack.default([t179, t182], -1)  # t183: cpu f32[2, 8, 4, 8, 2]
    t184 = aten.view.default(t183, [2, 8, 4, 16])  # t184: cpu f32[2, 8, 4, 16]
    t185 = aten.transpose.int(t184, 1, 2)  # t185: cpu f32[2, 4, 8, 16]
    # end region 14 -> t183, t185
    # layers.1.attention.wo (Linear), llama.py:250
    t186 = aten.t.default(t14)  # t186: cpu f32[64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t187 = aten.t.default(t16)  # t187: cpu f32[64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t188 = aten.t.default(t17)  # t188: cpu f32[64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t189 = aten.t.default(t18)  # t189: cpu f32[172, 64]
    # output (Linear), llama.py:308
    t190 = aten.t.default(t20)  # t190: cpu f32[64, 256]
    # layers.1.attention (Attention), llama.py:249
    t191 = _c10d_functional.wait_tensor.default(t171)  # t191: cpu f32[16, 2, 2, 8, 2]
    # region 15: inductor 05e8f09fee4d9abb, 5 ops
    t192 = aten.view.default(t191, [2, 1, 2, 4, 2, 2, 8, 2])  # t192: cpu f32[2, 1, 2, 4, 2, 2, 8, 2]
    t193 = aten.select.int(t192, 2, 0)  # t193: cpu f32[2, 1, 4, 2, 2, 8, 2]
    t194 = aten.select.int(t192, 2, 1)  # t194: cpu f32[2, 1, 4, 2, 2, 8, 2]
    t195 = aten.permute.default(t193, [1, 0, 2, 3, 4, 5, 6])  # t195: cpu f32[1, 2, 4, 2, 2, 8, 2]
    t196 = aten.clone.default(t195, memory_format=torch.contiguous_format)  # t196: cpu f32[1, 2, 4, 2, 2, 8, 2]
    # end region 15 -> t194, t196
    t197 = aten.flip.default(t194, [0])  # t197: cpu f32[2, 1, 4, 2, 2, 8, 2]
    # region 16: inductor bee7a1637311651b, 7 ops
    t198 = aten.permute.default(t197, [1, 0, 2, 3, 4, 5, 6])  # t198: cpu f32[1, 2, 4, 2, 2, 8, 2]
    t199 = aten.cat.default([t196, t198], 1)  # t199: cpu f32[1, 4, 4, 2, 2, 8, 2]
    t200 = aten.view.default(t199, [16, 2, 2, 8, 2])  # t200: cpu f32[16, 2, 2, 8, 2]
    t201 = aten.permute.default(t200, [1, 0, 2, 3, 4])  # t201: cpu f32[2, 16, 2, 8, 2]
    t202 = aten.clone.default(t201, memory_format=torch.contiguous_format)  # t202: cpu f32[2, 16, 2, 8, 2]
    t203 = aten.view.default(t202, [2, 16, 2, 16])  # t203: cpu f32[2, 16, 2, 16]
    t204 = aten.transpose.int(t203, 1, 2)  # t204: cpu f32[2, 2, 16, 16]
    # end region 16 -> t199, t204
    t205 = _c10d_functional.wait_tensor.default(t152)  # t205: cpu f32[32, 32]
    # region 17: inductor c207aa02d839c328, 5 ops
    t206 = aten.view.default(t205, [2, 2, 2, 4, 32])  # t206: cpu f32[2, 2, 2, 4, 32]
    t207 = aten.select.int(t206, 2, 0)  # t207: cpu f32[2, 2, 4, 32]
    t208 = aten.select.int(t206, 2, 1)  # t208: cpu f32[2, 2, 4, 32]
    t209 = aten.permute.default(t207, [1, 0, 2, 3])  # t209: cpu f32[2, 2, 4, 32]
    t210 = aten.clone.default(t209, memory_format=torch.contiguous_format)  # t210: cpu f32[2, 2, 4, 32]
    # end region 17 -> t208, t210
    t211 = aten.flip.default(t208, [0])  # t211: cpu f32[2, 2, 4, 32]
    # region 18: inductor 6b09c27a537a3930, 6 ops
    t212 = aten.permute.default(t211, [1, 0, 2, 3])  # t212: cpu f32[2, 2, 4, 32]
    t213 = aten.clone.default(t212, memory_format=torch.contiguous_format)  # t213: cpu f32[2, 2, 4, 32]
    t214 = aten.cat.default([t210, t213], 1)  # t214: cpu f32[2, 4, 4, 32]
    t215 = aten.view.default(t214, [32, 32])  # t215: cpu f32[32, 32]
    t216 = aten.view.default(t215, [2, 16, 2, 16])  # t216: cpu f32[2, 16, 2, 16]
    t217 = aten.transpose.int(t216, 1, 2)  # t217: cpu f32[2, 2, 16, 16]
    # end region 18 -> t214, t217
    t218, t219 = aotc.cp_attention.default(t185, t204, t217, None, 2, 'cp')  # t218: cpu f32[2, 4, 8, 16], t219: cpu f32[2, 4, 8]
    t220 = aten.transpose.int(t218, 1, 2)  # t220: cpu f32[2, 8, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t221 = aten.view.default(t220, [16, 64])  # t221: cpu f32[16, 64]
    t222 = aten.mm.default(t221, t186)  # t222: cpu f32[16, 64]
    # region 19: inductor 620011968991b47d, 9 ops
    t223 = aten._unsafe_view.default(t222, [2, 8, 64])  # t223: cpu f32[2, 8, 64]
    # layers.1 (TransformerBlock), llama.py:281
    t224 = aten.add.Tensor(t143, t223)  # t224: cpu f32[2, 8, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t225 = aten.pow.Tensor_Scalar(t224, 2)  # t225: cpu f32[2, 8, 64]
    t226 = aten.mean.dim(t225, [-1], True)  # t226: cpu f32[2, 8, 1]
    t227 = aten.add.Tensor(t226, 1e-05)  # t227: cpu f32[2, 8, 1]
    t228 = aten.rsqrt.default(t227)  # t228: cpu f32[2, 8, 1]
    t229 = aten.mul.Tensor(t224, t228)  # t229: cpu f32[2, 8, 64]
    t230 = aten.mul.Tensor(t229, t15)  # t230: cpu f32[2, 8, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t231 = aten.view.default(t230, [16, 64])  # t231: cpu f32[16, 64]
    # end region 19 -> t224, t228, t231
    t232 = aten.mm.default(t231, t187)  # t232: cpu f32[16, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t233 = aten.mm.default(t231, t188)  # t233: cpu f32[16, 172]
    # region 20: inductor 745cd1077004dbb7, 5 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t234 = aten._unsafe_view.default(t232, [2, 8, 172])  # t234: cpu f32[2, 8, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t235 = aten.silu.default(t234)  # t235: cpu f32[2, 8, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t236 = aten._unsafe_view.default(t233, [2, 8, 172])  # t236: cpu f32[2, 8, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t237 = aten.mul.Tensor(t235, t236)  # t237: cpu f32[2, 8, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t238 = aten.view.default(t237, [16, 172])  # t238: cpu f32[16, 172]
    # end region 20 -> t234, t236, t237, t238
    t239 = aten.mm.default(t238, t189)  # t239: cpu f32[16, 64]
    # region 21: inductor 620011968991b47d, 9 ops
    t240 = aten._unsafe_view.default(t239, [2, 8, 64])  # t240: cpu f32[2, 8, 64]
    # layers.1 (TransformerBlock), llama.py:282
    t241 = aten.add.Tensor(t224, t240)  # t241: cpu f32[2, 8, 64]
    # norm (RMSNorm), llama.py:161, 162
    t242 = aten.pow.Tensor_Scalar(t241, 2)  # t242: cpu f32[2, 8, 64]
    t243 = aten.mean.dim(t242, [-1], True)  # t243: cpu f32[2, 8, 1]
    t244 = aten.add.Tensor(t243, 1e-05)  # t244: cpu f32[2, 8, 1]
    t245 = aten.rsqrt.default(t244)  # t245: cpu f32[2, 8, 1]
    t246 = aten.mul.Tensor(t241, t245)  # t246: cpu f32[2, 8, 64]
    t247 = aten.mul.Tensor(t246, t19)  # t247: cpu f32[2, 8, 64]
    # output (Linear), llama.py:308
    t248 = aten.view.default(t247, [16, 64])  # t248: cpu f32[16, 64]
    # end region 21 -> t241, t245, t248
    t249 = aten.mm.default(t248, t190)  # t249: cpu f32[16, 256]
    t250 = _c10d_functional.all_gather_into_tensor.default(t249, 2, 'cp')  # t250: cpu f32[32, 256]
    t251 = _c10d_functional.wait_tensor.default(t250)  # t251: cpu f32[32, 256]
    # region 22: inductor 215358364bd4c837, 5 ops
    t252 = aten.view.default(t251, [2, 2, 2, 4, 256])  # t252: cpu f32[2, 2, 2, 4, 256]
    t253 = aten.select.int(t252, 2, 0)  # t253: cpu f32[2, 2, 4, 256]
    t254 = aten.select.int(t252, 2, 1)  # t254: cpu f32[2, 2, 4, 256]
    t255 = aten.permute.default(t253, [1, 0, 2, 3])  # t255: cpu f32[2, 2, 4, 256]
    t256 = aten.clone.default(t255, memory_format=torch.contiguous_format)  # t256: cpu f32[2, 2, 4, 256]
    # end region 22 -> t254, t256
    t257 = aten.flip.default(t254, [0])  # t257: cpu f32[2, 2, 4, 256]
    # region 23: inductor bb0cb2eb090e055a, 5 ops
    t258 = aten.permute.default(t257, [1, 0, 2, 3])  # t258: cpu f32[2, 2, 4, 256]
    t259 = aten.clone.default(t258, memory_format=torch.contiguous_format)  # t259: cpu f32[2, 2, 4, 256]
    t260 = aten.cat.default([t256, t259], 1)  # t260: cpu f32[2, 4, 4, 256]
    t261 = aten.view.default(t260, [32, 256])  # t261: cpu f32[32, 256]
    t262 = aten._unsafe_view.default(t261, [2, 16, 256])  # t262: cpu f32[2, 16, 256]
    # end region 23 -> t262
    return (t262, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t24, t28, t30, t34, t39, t85, t70, t101, t116, t120, t121, t126, t130, t136, t138, t139, t143, t147, t151, t183, t168, t199, t214, t218, t219, t224, t228, t234, t236, t237, t241, t245, t249)
    # t262: output 0
    # t1: saved 0
    # t2: saved 1
    # t3: saved 2
    # t4: saved 3
    # t5: saved 4
    # t6: saved 5
    # t7: saved 6
    # t8: saved 7
    # t9: saved 8
    # t10: saved 9
    # t11: saved 10
    # t12: saved 11
    # t13: saved 12
    # t14: saved 13
    # t15: saved 14
    # t16: saved 15
    # t17: saved 16
    # t18: saved 17
    # t19: saved 18
    # t20: saved 19
    # t21: saved 20
    # t22: saved 21
    # t24: saved 22
    # t28: saved 23
    # t30: saved 24
    # t34: saved 25
    # t39: saved 26
    # t85: saved 27
    # t70: saved 28
    # t101: saved 29
    # t116: saved 30
    # t120: saved 31
    # t121: saved 32
    # t126: saved 33
    # t130: saved 34
    # t136: saved 35
    # t138: saved 36
    # t139: saved 37
    # t143: saved 38
    # t147: saved 39
    # t151: saved 40
    # t183: saved 41
    # t168: saved 42
    # t199: saved 43
    # t214: saved 44
    # t218: saved 45
    # t219: saved 46
    # t224: saved 47
    # t228: saved 48
    # t234: saved 49
    # t236: saved 50
    # t237: saved 51
    # t241: saved 52
    # t245: saved 53
    # t249: saved 54
