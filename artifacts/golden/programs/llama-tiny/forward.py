def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23):
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
    # t23: cpu i64[2, 64]  input 0
    # tok_embeddings (Embedding), llama.py:247
    t24 = aten.embedding.default(t0, t23)  # t24: cpu f32[2, 64, 64]
    # region 0: inductor 563f13fc38863bc4, 7 ops
    # layers.0.attention_norm (RMSNorm), llama.py:122, 123
    t25 = aten.pow.Tensor_Scalar(t24, 2)  # t25: cpu f32[2, 64, 64]
    t26 = aten.mean.dim(t25, [-1], True)  # t26: cpu f32[2, 64, 1]
    t27 = aten.add.Tensor(t26, 1e-05)  # t27: cpu f32[2, 64, 1]
    t28 = aten.rsqrt.default(t27)  # t28: cpu f32[2, 64, 1]
    t29 = aten.mul.Tensor(t24, t28)  # t29: cpu f32[2, 64, 64]
    t30 = aten.mul.Tensor(t29, t1)  # t30: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t31 = aten.view.default(t30, [128, 64])  # t31: cpu f32[128, 64]
    # end region 0 -> t26, t31
    t32 = aten.t.default(t2)  # t32: cpu f32[64, 64]
    t33 = aten.mm.default(t31, t32)  # t33: cpu f32[128, 64]
    # layers.0.attention.wk (Linear), llama.py:190
    t34 = aten.t.default(t3)  # t34: cpu f32[64, 32]
    t35 = aten.mm.default(t31, t34)  # t35: cpu f32[128, 32]
    # layers.0.attention.wv (Linear), llama.py:191
    t36 = aten.t.default(t4)  # t36: cpu f32[64, 32]
    t37 = aten.mm.default(t31, t36)  # t37: cpu f32[128, 32]
    # region 1: inductor ea1f11eeb5e881b3, 6 ops
    t38 = aten.view.default(t37, [2, 64, 2, 16])  # t38: cpu f32[2, 64, 2, 16]
    # layers.0.attention (Attention), llama.py:194, 199
    t39 = aten.transpose.int(t38, 1, 2)  # t39: cpu f32[2, 2, 64, 16]
    t40 = aten.unsqueeze.default(t39, 2)  # t40: cpu f32[2, 2, 1, 64, 16]
    t41 = aten.expand.default(t40, [2, 2, 2, 64, 16])  # t41: cpu f32[2, 2, 2, 64, 16]
    t42 = aten.clone.default(t41, memory_format=torch.contiguous_format)  # t42: cpu f32[2, 2, 2, 64, 16]
    t43 = aten.view.default(t42, [2, 4, 64, 16])  # t43: cpu f32[2, 4, 64, 16]
    # end region 1 -> t43
    # region 2: inductor 8f1afb24a16c03ab, 16 ops
    # rope (RotaryEmbedding), llama.py:156
    t44 = aten.slice.Tensor(t21, 0, 0, 64)  # t44: cpu f32[64, 8]
    t45 = aten.slice.Tensor(t22, 0, 0, 64)  # t45: cpu f32[64, 8]
    t46 = aten.view.default(t33, [2, 64, 4, 8, 2])  # t46: cpu f32[2, 64, 4, 8, 2]
    # layers.0.attention (Attention), llama.py:167, 168, 169, 170, 171, 172, ...
    t47 = aten.select.int(t46, 4, 0)  # t47: cpu f32[2, 64, 4, 8]
    t48 = aten.select.int(t46, 4, 1)  # t48: cpu f32[2, 64, 4, 8]
    t49 = aten.view.default(t44, [1, 64, 1, 8])  # t49: cpu f32[1, 64, 1, 8]
    t50 = aten.view.default(t45, [1, 64, 1, 8])  # t50: cpu f32[1, 64, 1, 8]
    t51 = aten.mul.Tensor(t47, t49)  # t51: cpu f32[2, 64, 4, 8]
    t52 = aten.mul.Tensor(t48, t50)  # t52: cpu f32[2, 64, 4, 8]
    t53 = aten.sub.Tensor(t51, t52)  # t53: cpu f32[2, 64, 4, 8]
    t54 = aten.mul.Tensor(t47, t50)  # t54: cpu f32[2, 64, 4, 8]
    t55 = aten.mul.Tensor(t48, t49)  # t55: cpu f32[2, 64, 4, 8]
    t56 = aten.add.Tensor(t54, t55)  # t56: cpu f32[2, 64, 4, 8]
    t57 = aten.stack.default([t53, t56], -1)  # t57: cpu f32[2, 64, 4, 8, 2]
    t58 = aten.view.default(t57, [2, 64, 4, 16])  # t58: cpu f32[2, 64, 4, 16]
    t59 = aten.transpose.int(t58, 1, 2)  # t59: cpu f32[2, 4, 64, 16]
    # end region 2 -> t57, t59
    # region 3: inductor 570bc112dc270f8f, 20 ops
    # rope (RotaryEmbedding), llama.py:156
    t60 = aten.slice.Tensor(t21, 0, 0, 64)  # t60: cpu f32[64, 8]
    t61 = aten.slice.Tensor(t22, 0, 0, 64)  # t61: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168, 169
    t62 = aten.view.default(t60, [1, 64, 1, 8])  # t62: cpu f32[1, 64, 1, 8]
    t63 = aten.view.default(t61, [1, 64, 1, 8])  # t63: cpu f32[1, 64, 1, 8]
    t64 = aten.view.default(t35, [2, 64, 2, 8, 2])  # t64: cpu f32[2, 64, 2, 8, 2]
    # layers.0.attention (Attention), llama.py:167, 170, 171, 172, 193, 198
    t65 = aten.select.int(t64, 4, 0)  # t65: cpu f32[2, 64, 2, 8]
    t66 = aten.select.int(t64, 4, 1)  # t66: cpu f32[2, 64, 2, 8]
    t67 = aten.mul.Tensor(t65, t62)  # t67: cpu f32[2, 64, 2, 8]
    t68 = aten.mul.Tensor(t66, t63)  # t68: cpu f32[2, 64, 2, 8]
    t69 = aten.sub.Tensor(t67, t68)  # t69: cpu f32[2, 64, 2, 8]
    t70 = aten.mul.Tensor(t65, t63)  # t70: cpu f32[2, 64, 2, 8]
    t71 = aten.mul.Tensor(t66, t62)  # t71: cpu f32[2, 64, 2, 8]
    t72 = aten.add.Tensor(t70, t71)  # t72: cpu f32[2, 64, 2, 8]
    t73 = aten.stack.default([t69, t72], -1)  # t73: cpu f32[2, 64, 2, 8, 2]
    t74 = aten.view.default(t73, [2, 64, 2, 16])  # t74: cpu f32[2, 64, 2, 16]
    t75 = aten.transpose.int(t74, 1, 2)  # t75: cpu f32[2, 2, 64, 16]
    t76 = aten.unsqueeze.default(t75, 2)  # t76: cpu f32[2, 2, 1, 64, 16]
    t77 = aten.expand.default(t76, [2, 2, 2, 64, 16])  # t77: cpu f32[2, 2, 2, 64, 16]
    t78 = aten.clone.default(t77, memory_format=torch.contiguous_format)  # t78: cpu f32[2, 2, 2, 64, 16]
    t79 = aten.view.default(t78, [2, 4, 64, 16])  # t79: cpu f32[2, 4, 64, 16]
    # end region 3 -> t73, t79
    t80, t81 = aotc.sdpa.default(t59, t79, t43, None, True, None)  # t80: cpu f32[2, 4, 64, 16], t81: cpu f32[2, 4, 64]
    t82 = aten.transpose.int(t80, 1, 2)  # t82: cpu f32[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:201
    t83 = aten.t.default(t5)  # t83: cpu f32[64, 64]
    t84 = aten.view.default(t82, [128, 64])  # t84: cpu f32[128, 64]
    # layers.0.attention.wo (Linear), llama.py:201
    t85 = aten.mm.default(t84, t83)  # t85: cpu f32[128, 64]
    # region 4: inductor a8199116c61e95fc, 9 ops
    t86 = aten._unsafe_view.default(t85, [2, 64, 64])  # t86: cpu f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:226
    t87 = aten.add.Tensor(t24, t86)  # t87: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:122, 123
    t88 = aten.pow.Tensor_Scalar(t87, 2)  # t88: cpu f32[2, 64, 64]
    t89 = aten.mean.dim(t88, [-1], True)  # t89: cpu f32[2, 64, 1]
    t90 = aten.add.Tensor(t89, 1e-05)  # t90: cpu f32[2, 64, 1]
    t91 = aten.rsqrt.default(t90)  # t91: cpu f32[2, 64, 1]
    t92 = aten.mul.Tensor(t87, t91)  # t92: cpu f32[2, 64, 64]
    t93 = aten.mul.Tensor(t92, t6)  # t93: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t94 = aten.view.default(t93, [128, 64])  # t94: cpu f32[128, 64]
    # end region 4 -> t87, t89, t94
    t95 = aten.t.default(t7)  # t95: cpu f32[64, 172]
    t96 = aten.mm.default(t94, t95)  # t96: cpu f32[128, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t97 = aten.t.default(t8)  # t97: cpu f32[64, 172]
    t98 = aten.mm.default(t94, t97)  # t98: cpu f32[128, 172]
    # region 5: inductor b436e43f34758d7a, 5 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t99 = aten._unsafe_view.default(t96, [2, 64, 172])  # t99: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:214
    t100 = aten.silu.default(t99)  # t100: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t101 = aten._unsafe_view.default(t98, [2, 64, 172])  # t101: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:214
    t102 = aten.mul.Tensor(t100, t101)  # t102: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:214
    t103 = aten.view.default(t102, [128, 172])  # t103: cpu f32[128, 172]
    # end region 5 -> t102, t103
    t104 = aten.t.default(t9)  # t104: cpu f32[172, 64]
    t105 = aten.mm.default(t103, t104)  # t105: cpu f32[128, 64]
    # region 6: inductor a8199116c61e95fc, 9 ops
    t106 = aten._unsafe_view.default(t105, [2, 64, 64])  # t106: cpu f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:227
    t107 = aten.add.Tensor(t87, t106)  # t107: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:122, 123
    t108 = aten.pow.Tensor_Scalar(t107, 2)  # t108: cpu f32[2, 64, 64]
    t109 = aten.mean.dim(t108, [-1], True)  # t109: cpu f32[2, 64, 1]
    t110 = aten.add.Tensor(t109, 1e-05)  # t110: cpu f32[2, 64, 1]
    t111 = aten.rsqrt.default(t110)  # t111: cpu f32[2, 64, 1]
    t112 = aten.mul.Tensor(t107, t111)  # t112: cpu f32[2, 64, 64]
    t113 = aten.mul.Tensor(t112, t10)  # t113: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t114 = aten.view.default(t113, [128, 64])  # t114: cpu f32[128, 64]
    # end region 6 -> t107, t109, t114
    t115 = aten.t.default(t11)  # t115: cpu f32[64, 64]
    t116 = aten.mm.default(t114, t115)  # t116: cpu f32[128, 64]
    # layers.1.attention.wk (Linear), llama.py:190
    t117 = aten.t.default(t12)  # t117: cpu f32[64, 32]
    t118 = aten.mm.default(t114, t117)  # t118: cpu f32[128, 32]
    # layers.1.attention.wv (Linear), llama.py:191
    t119 = aten.t.default(t13)  # t119: cpu f32[64, 32]
    t120 = aten.mm.default(t114, t119)  # t120: cpu f32[128, 32]
    # region 7: inductor ea1f11eeb5e881b3, 6 ops
    t121 = aten.view.default(t120, [2, 64, 2, 16])  # t121: cpu f32[2, 64, 2, 16]
    # layers.1.attention (Attention), llama.py:194, 199
    t122 = aten.transpose.int(t121, 1, 2)  # t122: cpu f32[2, 2, 64, 16]
    t123 = aten.unsqueeze.default(t122, 2)  # t123: cpu f32[2, 2, 1, 64, 16]
    t124 = aten.expand.default(t123, [2, 2, 2, 64, 16])  # t124: cpu f32[2, 2, 2, 64, 16]
    t125 = aten.clone.default(t124, memory_format=torch.contiguous_format)  # t125: cpu f32[2, 2, 2, 64, 16]
    t126 = aten.view.default(t125, [2, 4, 64, 16])  # t126: cpu f32[2, 4, 64, 16]
    # end region 7 -> t126
    # region 8: inductor 3a3cb4b206c9c6a5, 16 ops
    # rope (RotaryEmbedding), llama.py:156
    t127 = aten.slice.Tensor(t21, 0, 0, 64)  # t127: cpu f32[64, 8]
    t128 = aten.slice.Tensor(t22, 0, 0, 64)  # t128: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168, 169
    t129 = aten.view.default(t127, [1, 64, 1, 8])  # t129: cpu f32[1, 64, 1, 8]
    t130 = aten.view.default(t128, [1, 64, 1, 8])  # t130: cpu f32[1, 64, 1, 8]
    t131 = aten.view.default(t116, [2, 64, 4, 8, 2])  # t131: cpu f32[2, 64, 4, 8, 2]
    # layers.1.attention (Attention), llama.py:167, 170, 171, 172, 192
    t132 = aten.select.int(t131, 4, 0)  # t132: cpu f32[2, 64, 4, 8]
    t133 = aten.select.int(t131, 4, 1)  # t133: cpu f32[2, 64, 4, 8]
    t134 = aten.mul.Tensor(t132, t129)  # t134: cpu f32[2, 64, 4, 8]
    t135 = aten.mul.Tensor(t133, t130)  # t135: cpu f32[2, 64, 4, 8]
    t136 = aten.sub.Tensor(t134, t135)  # t136: cpu f32[2, 64, 4, 8]
    t137 = aten.mul.Tensor(t132, t130)  # t137: cpu f32[2, 64, 4, 8]
    t138 = aten.mul.Tensor(t133, t129)  # t138: cpu f32[2, 64, 4, 8]
    t139 = aten.add.Tensor(t137, t138)  # t139: cpu f32[2, 64, 4, 8]
    t140 = aten.stack.default([t136, t139], -1)  # t140: cpu f32[2, 64, 4, 8, 2]
    t141 = aten.view.default(t140, [2, 64, 4, 16])  # t141: cpu f32[2, 64, 4, 16]
    t142 = aten.transpose.int(t141, 1, 2)  # t142: cpu f32[2, 4, 64, 16]
    # end region 8 -> t140, t142
    # region 9: inductor 570bc112dc270f8f, 20 ops
    # rope (RotaryEmbedding), llama.py:156
    t143 = aten.slice.Tensor(t21, 0, 0, 64)  # t143: cpu f32[64, 8]
    t144 = aten.slice.Tensor(t22, 0, 0, 64)  # t144: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168, 169
    t145 = aten.view.default(t143, [1, 64, 1, 8])  # t145: cpu f32[1, 64, 1, 8]
    t146 = aten.view.default(t144, [1, 64, 1, 8])  # t146: cpu f32[1, 64, 1, 8]
    t147 = aten.view.default(t118, [2, 64, 2, 8, 2])  # t147: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention (Attention), llama.py:167, 170, 171, 172, 193, 198
    t148 = aten.select.int(t147, 4, 0)  # t148: cpu f32[2, 64, 2, 8]
    t149 = aten.select.int(t147, 4, 1)  # t149: cpu f32[2, 64, 2, 8]
    t150 = aten.mul.Tensor(t148, t145)  # t150: cpu f32[2, 64, 2, 8]
    t151 = aten.mul.Tensor(t149, t146)  # t151: cpu f32[2, 64, 2, 8]
    t152 = aten.sub.Tensor(t150, t151)  # t152: cpu f32[2, 64, 2, 8]
    t153 = aten.mul.Tensor(t148, t146)  # t153: cpu f32[2, 64, 2, 8]
    t154 = aten.mul.Tensor(t149, t145)  # t154: cpu f32[2, 64, 2, 8]
    t155 = aten.add.Tensor(t153, t154)  # t155: cpu f32[2, 64, 2, 8]
    t156 = aten.stack.default([t152, t155], -1)  # t156: cpu f32[2, 64, 2, 8, 2]
    t157 = aten.view.default(t156, [2, 64, 2, 16])  # t157: cpu f32[2, 64, 2, 16]
    t158 = aten.transpose.int(t157, 1, 2)  # t158: cpu f32[2, 2, 64, 16]
    t159 = aten.unsqueeze.default(t158, 2)  # t159: cpu f32[2, 2, 1, 64, 16]
    t160 = aten.expand.default(t159, [2, 2, 2, 64, 16])  # t160: cpu f32[2, 2, 2, 64, 16]
    t161 = aten.clone.default(t160, memory_format=torch.contiguous_format)  # t161: cpu f32[2, 2, 2, 64, 16]
    t162 = aten.view.default(t161, [2, 4, 64, 16])  # t162: cpu f32[2, 4, 64, 16]
    # end region 9 -> t156, t162
    t163, t164 = aotc.sdpa.default(t142, t162, t126, None, True, None)  # t163: cpu f32[2, 4, 64, 16], t164: cpu f32[2, 4, 64]
    t165 = aten.transpose.int(t163, 1, 2)  # t165: cpu f32[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:201
    t166 = aten.t.default(t14)  # t166: cpu f32[64, 64]
    t167 = aten.view.default(t165, [128, 64])  # t167: cpu f32[128, 64]
    # layers.1.attention.wo (Linear), llama.py:201
    t168 = aten.mm.default(t167, t166)  # t168: cpu f32[128, 64]
    # region 10: inductor a8199116c61e95fc, 9 ops
    t169 = aten._unsafe_view.default(t168, [2, 64, 64])  # t169: cpu f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:226
    t170 = aten.add.Tensor(t107, t169)  # t170: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:122, 123
    t171 = aten.pow.Tensor_Scalar(t170, 2)  # t171: cpu f32[2, 64, 64]
    t172 = aten.mean.dim(t171, [-1], True)  # t172: cpu f32[2, 64, 1]
    t173 = aten.add.Tensor(t172, 1e-05)  # t173: cpu f32[2, 64, 1]
    t174 = aten.rsqrt.default(t173)  # t174: cpu f32[2, 64, 1]
    t175 = aten.mul.Tensor(t170, t174)  # t175: cpu f32[2, 64, 64]
    t176 = aten.mul.Tensor(t175, t15)  # t176: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t177 = aten.view.default(t176, [128, 64])  # t177: cpu f32[128, 64]
    # end region 10 -> t170, t172, t177
    t178 = aten.t.default(t16)  # t178: cpu f32[64, 172]
    t179 = aten.mm.default(t177, t178)  # t179: cpu f32[128, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t180 = aten.t.default(t17)  # t180: cpu f32[64, 172]
    t181 = aten.mm.default(t177, t180)  # t181: cpu f32[128, 172]
    # region 11: inductor b436e43f34758d7a, 5 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t182 = aten._unsafe_view.default(t179, [2, 64, 172])  # t182: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:214
    t183 = aten.silu.default(t182)  # t183: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t184 = aten._unsafe_view.default(t181, [2, 64, 172])  # t184: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:214
    t185 = aten.mul.Tensor(t183, t184)  # t185: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:214
    t186 = aten.view.default(t185, [128, 172])  # t186: cpu f32[128, 172]
    # end region 11 -> t185, t186
    t187 = aten.t.default(t18)  # t187: cpu f32[172, 64]
    t188 = aten.mm.default(t186, t187)  # t188: cpu f32[128, 64]
    # region 12: inductor a8199116c61e95fc, 9 ops
    t189 = aten._unsafe_view.default(t188, [2, 64, 64])  # t189: cpu f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:227
    t190 = aten.add.Tensor(t170, t189)  # t190: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:122, 123
    t191 = aten.pow.Tensor_Scalar(t190, 2)  # t191: cpu f32[2, 64, 64]
    t192 = aten.mean.dim(t191, [-1], True)  # t192: cpu f32[2, 64, 1]
    t193 = aten.add.Tensor(t192, 1e-05)  # t193: cpu f32[2, 64, 1]
    t194 = aten.rsqrt.default(t193)  # t194: cpu f32[2, 64, 1]
    t195 = aten.mul.Tensor(t190, t194)  # t195: cpu f32[2, 64, 64]
    t196 = aten.mul.Tensor(t195, t19)  # t196: cpu f32[2, 64, 64]
    # output (Linear), llama.py:250
    t197 = aten.view.default(t196, [128, 64])  # t197: cpu f32[128, 64]
    # end region 12 -> t190, t192, t197
    t198 = aten.t.default(t20)  # t198: cpu f32[64, 256]
    t199 = aten.mm.default(t197, t198)  # t199: cpu f32[128, 256]
    t200 = aten._unsafe_view.default(t199, [2, 64, 256])  # t200: cpu f32[2, 64, 256]
    return (t200, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t26, t37, t57, t73, t80, t81, t87, t89, t96, t98, t102, t107, t109, t120, t140, t156, t163, t164, t170, t172, t179, t181, t185, t190, t192)
    # t200: output 0
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
    # t26: saved 24
    # t37: saved 25
    # t57: saved 26
    # t73: saved 27
    # t80: saved 28
    # t81: saved 29
    # t87: saved 30
    # t89: saved 31
    # t96: saved 32
    # t98: saved 33
    # t102: saved 34
    # t107: saved 35
    # t109: saved 36
    # t120: saved 37
    # t140: saved 38
    # t156: saved 39
    # t163: saved 40
    # t164: saved 41
    # t170: saved 42
    # t172: saved 43
    # t179: saved 44
    # t181: saved 45
    # t185: saved 46
    # t190: saved 47
    # t192: saved 48
