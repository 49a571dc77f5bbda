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
    # t23: cpu i64[2, 32]  input 0
    # t24: cpu i64[2, 32]  input 1
    # region 0: inductor 3fb46ecb9971c607, 2 ops
    # (PackedLlama), llama_packed.py:28
    t25 = aten.eq.Scalar(t24, 0)  # t25: cpu b8[2, 32]
    t26 = aten._to_copy.default(t25, dtype=torch.int32)  # t26: cpu i32[2, 32]
    # end region 0 -> t26
    t27 = aten.cumsum.default(t26, 1)  # t27: cpu i64[2, 32]
    # region 1: inductor 3b4ca63a2da43e93, 1 ops
    t28 = aten.sub.Tensor(t27, 1)  # t28: cpu i64[2, 32]
    # end region 1 -> t28
    # region 2: inductor 0490eb9fceeaf64c, 2 ops
    t29 = aten.index.Tensor(t21, [t24])  # t29: cpu f32[2, 32, 8]
    # layers.0.attention (DocumentAttention), llama_packed.py:36
    t30 = aten.unsqueeze.default(t29, 2)  # t30: cpu f32[2, 32, 1, 8]
    # end region 2 -> t29
    # region 3: inductor 0490eb9fceeaf64c, 2 ops
    # (PackedLlama), llama_packed.py:83
    t31 = aten.index.Tensor(t22, [t24])  # t31: cpu f32[2, 32, 8]
    # layers.0.attention (DocumentAttention), llama_packed.py:36
    t32 = aten.unsqueeze.default(t31, 2)  # t32: cpu f32[2, 32, 1, 8]
    # end region 3 -> t31
    # tok_embeddings (Embedding), llama_packed.py:91
    t33 = aten.embedding.default(t0, t23)  # t33: cpu f32[2, 32, 64]
    # region 4: inductor d11db9afd4deb4be, 7 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161, 162
    t34 = aten.pow.Tensor_Scalar(t33, 2)  # t34: cpu f32[2, 32, 64]
    t35 = aten.mean.dim(t34, [-1], True)  # t35: cpu f32[2, 32, 1]
    t36 = aten.add.Tensor(t35, 1e-05)  # t36: cpu f32[2, 32, 1]
    t37 = aten.rsqrt.default(t36)  # t37: cpu f32[2, 32, 1]
    t38 = aten.mul.Tensor(t33, t37)  # t38: cpu f32[2, 32, 64]
    t39 = aten.mul.Tensor(t38, t1)  # t39: cpu f32[2, 32, 64]
    # layers.0.attention.wq (Linear), llama_packed.py:44
    t40 = aten.view.default(t39, [64, 64])  # t40: cpu f32[64, 64]
    # end region 4 -> t37, t40
    t41 = aten.t.default(t2)  # t41: cpu f32[64, 64]
    t42 = aten.mm.default(t40, t41)  # t42: cpu f32[64, 64]
    # region 5: inductor 81194b8bf20e85fe, 14 ops
    # layers.0.attention (DocumentAttention), llama_packed.py:34, 35, 36, 37, 38, 44
    t43 = aten.view.default(t42, [2, 32, 4, 8, 2])  # t43: cpu f32[2, 32, 4, 8, 2]
    t44 = aten.select.int(t43, 4, 0)  # t44: cpu f32[2, 32, 4, 8]
    t45 = aten.select.int(t43, 4, 1)  # t45: cpu f32[2, 32, 4, 8]
    t46 = aten.unsqueeze.default(t29, 2)  # t46: cpu f32[2, 32, 1, 8]
    t47 = aten.unsqueeze.default(t31, 2)  # t47: cpu f32[2, 32, 1, 8]
    t48 = aten.mul.Tensor(t44, t46)  # t48: cpu f32[2, 32, 4, 8]
    t49 = aten.mul.Tensor(t45, t47)  # t49: cpu f32[2, 32, 4, 8]
    t50 = aten.sub.Tensor(t48, t49)  # t50: cpu f32[2, 32, 4, 8]
    t51 = aten.mul.Tensor(t44, t47)  # t51: cpu f32[2, 32, 4, 8]
    t52 = aten.mul.Tensor(t45, t46)  # t52: cpu f32[2, 32, 4, 8]
    t53 = aten.add.Tensor(t51, t52)  # t53: cpu f32[2, 32, 4, 8]
    t54 = aten.stack.default([t50, t53], -1)  # t54: cpu f32[2, 32, 4, 8, 2]
    t55 = aten.view.default(t54, [2, 32, 4, 16])  # t55: cpu f32[2, 32, 4, 16]
    t56 = aten.transpose.int(t55, 1, 2)  # t56: cpu f32[2, 4, 32, 16]
    # end region 5 -> t54, t56
    # layers.0.attention.wk (Linear), llama_packed.py:45
    t57 = aten.t.default(t3)  # t57: cpu f32[64, 32]
    t58 = aten.mm.default(t40, t57)  # t58: cpu f32[64, 32]
    # region 6: inductor 91f52106f911e1b3, 14 ops
    # layers.0.attention (DocumentAttention), llama_packed.py:36, 34, 35, 37, 38, 45
    t59 = aten.unsqueeze.default(t29, 2)  # t59: cpu f32[2, 32, 1, 8]
    t60 = aten.unsqueeze.default(t31, 2)  # t60: cpu f32[2, 32, 1, 8]
    t61 = aten.view.default(t58, [2, 32, 2, 8, 2])  # t61: cpu f32[2, 32, 2, 8, 2]
    t62 = aten.select.int(t61, 4, 0)  # t62: cpu f32[2, 32, 2, 8]
    t63 = aten.select.int(t61, 4, 1)  # t63: cpu f32[2, 32, 2, 8]
    t64 = aten.mul.Tensor(t62, t59)  # t64: cpu f32[2, 32, 2, 8]
    t65 = aten.mul.Tensor(t63, t60)  # t65: cpu f32[2, 32, 2, 8]
    t66 = aten.sub.Tensor(t64, t65)  # t66: cpu f32[2, 32, 2, 8]
    t67 = aten.mul.Tensor(t62, t60)  # t67: cpu f32[2, 32, 2, 8]
    t68 = aten.mul.Tensor(t63, t59)  # t68: cpu f32[2, 32, 2, 8]
    t69 = aten.add.Tensor(t67, t68)  # t69: cpu f32[2, 32, 2, 8]
    t70 = aten.stack.default([t66, t69], -1)  # t70: cpu f32[2, 32, 2, 8, 2]
    t71 = aten.view.default(t70, [2, 32, 2, 16])  # t71: cpu f32[2, 32, 2, 16]
    t72 = aten.transpose.int(t71, 1, 2)  # t72: cpu f32[2, 2, 32, 16]
    # end region 6 -> t70, t72
    # layers.0.attention.wv (Linear), llama_packed.py:46
    t73 = aten.t.default(t4)  # t73: cpu f32[64, 32]
    t74 = aten.mm.default(t40, t73)  # t74: cpu f32[64, 32]
    # layers.0.attention (DocumentAttention), llama_packed.py:46, 52, 53
    t75 = aten.view.default(t74, [2, 32, 2, 16])  # t75: cpu f32[2, 32, 2, 16]
    t76 = aten.transpose.int(t75, 1, 2)  # t76: cpu f32[2, 2, 32, 16]
    t77, t78 = aotc.document_attention.default(t56, t72, t76, t28, None, True, 0.25)  # t77: cpu f32[2, 4, 32, 16], t78: cpu f32[2, 4, 32]
    t79 = aten.transpose.int(t77, 1, 2)  # t79: cpu f32[2, 32, 4, 16]
    # layers.0.attention.wo (Linear), llama_packed.py:53
    t80 = aten.t.default(t5)  # t80: cpu f32[64, 64]
    t81 = aten.view.default(t79, [64, 64])  # t81: cpu f32[64, 64]
    t82 = aten.mm.default(t81, t80)  # t82: cpu f32[64, 64]
    # region 7: inductor 068832afcf9094e2, 9 ops
    t83 = aten._unsafe_view.default(t82, [2, 32, 64])  # t83: cpu f32[2, 32, 64]
    # layers.0 (DocumentBlock), llama_packed.py:65
    t84 = aten.add.Tensor(t33, t83)  # t84: cpu f32[2, 32, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t85 = aten.pow.Tensor_Scalar(t84, 2)  # t85: cpu f32[2, 32, 64]
    t86 = aten.mean.dim(t85, [-1], True)  # t86: cpu f32[2, 32, 1]
    t87 = aten.add.Tensor(t86, 1e-05)  # t87: cpu f32[2, 32, 1]
    t88 = aten.rsqrt.default(t87)  # t88: cpu f32[2, 32, 1]
    t89 = aten.mul.Tensor(t84, t88)  # t89: cpu f32[2, 32, 64]
    t90 = aten.mul.Tensor(t89, t6)  # t90: cpu f32[2, 32, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t91 = aten.view.default(t90, [64, 64])  # t91: cpu f32[64, 64]
    # end region 7 -> t84, t88, t91
    t92 = aten.t.default(t7)  # t92: cpu f32[64, 172]
    t93 = aten.mm.default(t91, t92)  # t93: cpu f32[64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t94 = aten.t.default(t8)  # t94: cpu f32[64, 172]
    t95 = aten.mm.default(t91, t94)  # t95: cpu f32[64, 172]
    # region 8: inductor 8d26c8a8268efe6c, 5 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t96 = aten._unsafe_view.default(t93, [2, 32, 172])  # t96: cpu f32[2, 32, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t97 = aten.silu.default(t96)  # t97: cpu f32[2, 32, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t98 = aten._unsafe_view.default(t95, [2, 32, 172])  # t98: cpu f32[2, 32, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t99 = aten.mul.Tensor(t97, t98)  # t99: cpu f32[2, 32, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t100 = aten.view.default(t99, [64, 172])  # t100: cpu f32[64, 172]
    # end region 8 -> t96, t98, t99, t100
    t101 = aten.t.default(t9)  # t101: cpu f32[172, 64]
    t102 = aten.mm.default(t100, t101)  # t102: cpu f32[64, 64]
    # region 9: inductor 068832afcf9094e2, 9 ops
    t103 = aten._unsafe_view.default(t102, [2, 32, 64])  # t103: cpu f32[2, 32, 64]
    # layers.0 (DocumentBlock), llama_packed.py:66
    t104 = aten.add.Tensor(t84, t103)  # t104: cpu f32[2, 32, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t105 = aten.pow.Tensor_Scalar(t104, 2)  # t105: cpu f32[2, 32, 64]
    t106 = aten.mean.dim(t105, [-1], True)  # t106: cpu f32[2, 32, 1]
    t107 = aten.add.Tensor(t106, 1e-05)  # t107: cpu f32[2, 32, 1]
    t108 = aten.rsqrt.default(t107)  # t108: cpu f32[2, 32, 1]
    t109 = aten.mul.Tensor(t104, t108)  # t109: cpu f32[2, 32, 64]
    t110 = aten.mul.Tensor(t109, t10)  # t110: cpu f32[2, 32, 64]
    # layers.1.attention.wq (Linear), llama_packed.py:44
    t111 = aten.view.default(t110, [64, 64])  # t111: cpu f32[64, 64]
    # end region 9 -> t104, t108, t111
    t112 = aten.t.default(t11)  # t112: cpu f32[64, 64]
    t113 = aten.mm.default(t111, t112)  # t113: cpu f32[64, 64]
    # region 10: inductor 5ca352c8eec7a2d6, 14 ops
    # layers.0.attention (DocumentAttention), llama_packed.py:36
    t114 = aten.unsqueeze.default(t29, 2)  # t114: cpu f32[2, 32, 1, 8]
    t115 = aten.unsqueeze.default(t31, 2)  # t115: cpu f32[2, 32, 1, 8]
    # layers.1.attention (DocumentAttention), llama_packed.py:34, 35, 37, 38, 44
    t116 = aten.view.default(t113, [2, 32, 4, 8, 2])  # t116: cpu f32[2, 32, 4, 8, 2]
    t117 = aten.select.int(t116, 4, 0)  # t117: cpu f32[2, 32, 4, 8]
    t118 = aten.select.int(t116, 4, 1)  # t118: cpu f32[2, 32, 4, 8]
    t119 = aten.mul.Tensor(t117, t114)  # t119: cpu f32[2, 32, 4, 8]
    t120 = aten.mul.Tensor(t118, t115)  # t120: cpu f32[2, 32, 4, 8]
    t121 = aten.sub.Tensor(t119, t120)  # t121: cpu f32[2, 32, 4, 8]
    t122 = aten.mul.Tensor(t117, t115)  # t122: cpu f32[2, 32, 4, 8]
    t123 = aten.mul.Tensor(t118, t114)  # t123: cpu f32[2, 32, 4, 8]
    t124 = aten.add.Tensor(t122, t123)  # t124: cpu f32[2, 32, 4, 8]
    t125 = aten.stack.default([t121, t124], -1)  # t125: cpu f32[2, 32, 4, 8, 2]
    t126 = aten.view.default(t125, [2, 32, 4, 16])  # t126: cpu f32[2, 32, 4, 16]
    t127 = aten.transpose.int(t126, 1, 2)  # t127: cpu f32[2, 4, 32, 16]
    # end region 10 -> t125, t127
    # layers.1.attention.wk (Linear), llama_packed.py:45
    t128 = aten.t.default(t12)  # t128: cpu f32[64, 32]
    t129 = aten.mm.default(t111, t128)  # t129: cpu f32[64, 32]
    # region 11: inductor 91f52106f911e1b3, 14 ops
    # layers.0.attention (DocumentAttention), llama_packed.py:36
    t130 = aten.unsqueeze.default(t29, 2)  # t130: cpu f32[2, 32, 1, 8]
    t131 = aten.unsqueeze.default(t31, 2)  # t131: cpu f32[2, 32, 1, 8]
    # layers.1.attention (DocumentAttention), llama_packed.py:34, 35, 37, 38, 45
    t132 = aten.view.default(t129, [2, 32, 2, 8, 2])  # t132: cpu f32[2, 32, 2, 8, 2]
    t133 = aten.select.int(t132, 4, 0)  # t133: cpu f32[2, 32, 2, 8]
    t134 = aten.select.int(t132, 4, 1)  # t134: cpu f32[2, 32, 2, 8]
    t135 = aten.mul.Tensor(t133, t130)  # t135: cpu f32[2, 32, 2, 8]
    t136 = aten.mul.Tensor(t134, t131)  # t136: cpu f32[2, 32, 2, 8]
    t137 = aten.sub.Tensor(t135, t136)  # t137: cpu f32[2, 32, 2, 8]
    t138 = aten.mul.Tensor(t133, t131)  # t138: cpu f32[2, 32, 2, 8]
    t139 = aten.mul.Tensor(t134, t130)  # t139: cpu f32[2, 32, 2, 8]
    t140 = aten.add.Tensor(t138, t139)  # t140: cpu f32[2, 32, 2, 8]
    t141 = aten.stack.default([t137, t140], -1)  # t141: cpu f32[2, 32, 2, 8, 2]
    t142 = aten.view.default(t141, [2, 32, 2, 16])  # t142: cpu f32[2, 32, 2, 16]
    t143 = aten.transpose.int(t142, 1, 2)  # t143: cpu f32[2, 2, 32, 16]
    # end region 11 -> t141, t143
    # layers.1.attention.wv (Linear), llama_packed.py:46
    t144 = aten.t.default(t13)  # t144: cpu f32[64, 32]
    t145 = aten.mm.default(t111, t144)  # t145: cpu f32[64, 32]
    # layers.1.attention (DocumentAttention), llama_packed.py:46, 52, 53
    t146 = aten.view.default(t145, [2, 32, 2, 16])  # t146: cpu f32[2, 32, 2, 16]
    t147 = aten.transpose.int(t146, 1, 2)  # t147: cpu f32[2, 2, 32, 16]
    t148, t149 = aotc.document_attention.default(t127, t143, t147, t28, None, True, 0.25)  # t148: cpu f32[2, 4, 32, 16], t149: cpu f32[2, 4, 32]
    t150 = aten.transpose.int(t148, 1, 2)  # t150: cpu f32[2, 32, 4, 16]
    # layers.1.attention.wo (Linear), llama_packed.py:53
    t151 = aten.t.default(t14)  # t151: cpu f32[64, 64]
    t152 = aten.view.default(t150, [64, 64])  # t152: cpu f32[64, 64]
    t153 = aten.mm.default(t152, t151)  # t153: cpu f32[64, 64]
    # region 12: inductor 068832afcf9094e2, 9 ops
    t154 = aten._unsafe_view.default(t153, [2, 32, 64])  # t154: cpu f32[2, 32, 64]
    # layers.1 (DocumentBlock), llama_packed.py:65
    t155 = aten.add.Tensor(t104, t154)  # t155: cpu f32[2, 32, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t156 = aten.pow.Tensor_Scalar(t155, 2)  # t156: cpu f32[2, 32, 64]
    t157 = aten.mean.dim(t156, [-1], True)  # t157: cpu f32[2, 32, 1]
    t158 = aten.add.Tensor(t157, 1e-05)  # t158: cpu f32[2, 32, 1]
    t159 = aten.rsqrt.default(t158)  # t159: cpu f32[2, 32, 1]
    t160 = aten.mul.Tensor(t155, t159)  # t160: cpu f32[2, 32, 64]
    t161 = aten.mul.Tensor(t160, t15)  # t161: cpu f32[2, 32, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t162 = aten.view.default(t161, [64, 64])  # t162: cpu f32[64, 64]
    # end region 12 -> t155, t159, t162
    t163 = aten.t.default(t16)  # t163: cpu f32[64, 172]
    t164 = aten.mm.default(t162, t163)  # t164: cpu f32[64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t165 = aten.t.default(t17)  # t165: cpu f32[64, 172]
    t166 = aten.mm.default(t162, t165)  # t166: cpu f32[64, 172]
    # region 13: inductor 8d26c8a8268efe6c, 5 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t167 = aten._unsafe_view.default(t164, [2, 32, 172])  # t167: cpu f32[2, 32, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t168 = aten.silu.default(t167)  # t168: cpu f32[2, 32, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t169 = aten._unsafe_view.default(t166, [2, 32, 172])  # t169: cpu f32[2, 32, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t170 = aten.mul.Tensor(t168, t169)  # t170: cpu f32[2, 32, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t171 = aten.view.default(t170, [64, 172])  # t171: cpu f32[64, 172]
    # end region 13 -> t167, t169, t170, t171
    t172 = aten.t.default(t18)  # t172: cpu f32[172, 64]
    t173 = aten.mm.default(t171, t172)  # t173: cpu f32[64, 64]
    # region 14: inductor 068832afcf9094e2, 9 ops
    t174 = aten._unsafe_view.default(t173, [2, 32, 64])  # t174: cpu f32[2, 32, 64]
    # layers.1 (DocumentBlock), llama_packed.py:66
    t175 = aten.add.Tensor(t155, t174)  # t175: cpu f32[2, 32, 64]
    # norm (RMSNorm), llama.py:161, 162
    t176 = aten.pow.Tensor_Scalar(t175, 2)  # t176: cpu f32[2, 32, 64]
    t177 = aten.mean.dim(t176, [-1], True)  # t177: cpu f32[2, 32, 1]
    t178 = aten.add.Tensor(t177, 1e-05)  # t178: cpu f32[2, 32, 1]
    t179 = aten.rsqrt.default(t178)  # t179: cpu f32[2, 32, 1]
    t180 = aten.mul.Tensor(t175, t179)  # t180: cpu f32[2, 32, 64]
    t181 = aten.mul.Tensor(t180, t19)  # t181: cpu f32[2, 32, 64]
    # output (Linear), llama_packed.py:94
    t182 = aten.view.default(t181, [64, 64])  # t182: cpu f32[64, 64]
    # end region 14 -> t175, t179, t182
    t183 = aten.t.default(t20)  # t183: cpu f32[64, 256]
    t184 = aten.mm.default(t182, t183)  # t184: cpu f32[64, 256]
    t185 = aten._unsafe_view.default(t184, [2, 32, 256])  # t185: cpu f32[2, 32, 256]
    return (t185, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t28, t33, t37, t54, t70, t74, t77, t78, t84, t88, t96, t98, t99, t104, t108, t125, t141, t145, t148, t149, t155, t159, t167, t169, t170, t175, t179)
    # t185: output 0
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
    # t23: saved 22
    # t24: saved 23
    # t28: saved 24
    # t33: saved 25
    # t37: saved 26
    # t54: saved 27
    # t70: saved 28
    # t74: saved 29
    # t77: saved 30
    # t78: saved 31
    # t84: saved 32
    # t88: saved 33
    # t96: saved 34
    # t98: saved 35
    # t99: saved 36
    # t104: saved 37
    # t108: saved 38
    # t125: saved 39
    # t141: saved 40
    # t145: saved 41
    # t148: saved 42
    # t149: saved 43
    # t155: saved 44
    # t159: saved 45
    # t167: saved 46
    # t169: saved 47
    # t170: saved 48
    # t175: saved 49
    # t179: saved 50
