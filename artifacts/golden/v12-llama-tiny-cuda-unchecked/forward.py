def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23):
    # t0: cuda f32[256, 64]  param tok_embeddings.weight
    # t1: cuda f32[64]  param layers.0.attention_norm.weight
    # t2: cuda f32[64, 64]  param layers.0.attention.wq.weight
    # t3: cuda f32[32, 64]  param layers.0.attention.wk.weight
    # t4: cuda f32[32, 64]  param layers.0.attention.wv.weight
    # t5: cuda f32[64, 64]  param layers.0.attention.wo.weight
    # t6: cuda f32[64]  param layers.0.ffn_norm.weight
    # t7: cuda f32[172, 64]  param layers.0.feed_forward.w1.weight
    # t8: cuda f32[172, 64]  param layers.0.feed_forward.w3.weight
    # t9: cuda f32[64, 172]  param layers.0.feed_forward.w2.weight
    # t10: cuda f32[64]  param layers.1.attention_norm.weight
    # t11: cuda f32[64, 64]  param layers.1.attention.wq.weight
    # t12: cuda f32[32, 64]  param layers.1.attention.wk.weight
    # t13: cuda f32[32, 64]  param layers.1.attention.wv.weight
    # t14: cuda f32[64, 64]  param layers.1.attention.wo.weight
    # t15: cuda f32[64]  param layers.1.ffn_norm.weight
    # t16: cuda f32[172, 64]  param layers.1.feed_forward.w1.weight
    # t17: cuda f32[172, 64]  param layers.1.feed_forward.w3.weight
    # t18: cuda f32[64, 172]  param layers.1.feed_forward.w2.weight
    # t19: cuda f32[64]  param norm.weight
    # t20: cuda f32[256, 64]  param output.weight
    # t21: cuda f32[256, 8]  buffer rope.cos
    # t22: cuda f32[256, 8]  buffer rope.sin
    # t23: cuda i64[2, 64]  input 0
    # tok_embeddings (Embedding), llama.py:305
    t24 = aten.embedding.default(t0, t23)  # t24: cuda f32[2, 64, 64]
    # region 0: inductor fd0d7082e650d5e7, 7 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161, 162
    t25 = aten.pow.Tensor_Scalar(t24, 2)  # t25: cuda f32[2, 64, 64]
    t26 = aten.mean.dim(t25, [-1], True)  # t26: cuda f32[2, 64, 1]
    t27 = aten.add.Tensor(t26, 1e-05)  # t27: cuda f32[2, 64, 1]
    t28 = aten.rsqrt.default(t27)  # t28: cuda f32[2, 64, 1]
    t29 = aten.mul.Tensor(t24, t28)  # t29: cuda f32[2, 64, 64]
    t30 = aten.mul.Tensor(t29, t1)  # t30: cuda f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t31 = aten.view.default(t30, [128, 64])  # t31: cuda f32[128, 64]
    # end region 0 -> t28, t31
    t32 = aten.t.default(t2)  # t32: cuda f32[64, 64]
    t33 = aten.mm.default(t31, t32)  # t33: cuda f32[128, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t34 = aten.t.default(t3)  # t34: cuda f32[64, 32]
    t35 = aten.mm.default(t31, t34)  # t35: cuda f32[128, 32]
    # layers.0.attention.wv (Linear), llama.py:240
    t36 = aten.t.default(t4)  # t36: cuda f32[64, 32]
    t37 = aten.mm.default(t31, t36)  # t37: cuda f32[128, 32]
    # layers.0.attention (Attention), llama.py:240
    t38 = aten.view.default(t37, [2, 64, 2, 16])  # t38: cuda f32[2, 64, 2, 16]
    # region 1: inductor c7cc0d93d78dcc54, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t39 = aten.slice.Tensor(t21, 0, 0, 64)  # t39: cuda f32[64, 8]
    t40 = aten.slice.Tensor(t22, 0, 0, 64)  # t40: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:205, 206, 207, 208, 209, 210, ...
    t41 = aten.view.default(t33, [2, 64, 4, 8, 2])  # t41: cuda f32[2, 64, 4, 8, 2]
    t42 = aten.select.int(t41, 4, 0)  # t42: cuda f32[2, 64, 4, 8]
    t43 = aten.select.int(t41, 4, 1)  # t43: cuda f32[2, 64, 4, 8]
    t44 = aten.view.default(t39, [1, 64, 1, 8])  # t44: cuda f32[1, 64, 1, 8]
    t45 = aten.view.default(t40, [1, 64, 1, 8])  # t45: cuda f32[1, 64, 1, 8]
    t46 = aten.mul.Tensor(t42, t44)  # t46: cuda f32[2, 64, 4, 8]
    t47 = aten.mul.Tensor(t43, t45)  # t47: cuda f32[2, 64, 4, 8]
    t48 = aten.sub.Tensor(t46, t47)  # t48: cuda f32[2, 64, 4, 8]
    t49 = aten.mul.Tensor(t42, t45)  # t49: cuda f32[2, 64, 4, 8]
    t50 = aten.mul.Tensor(t43, t44)  # t50: cuda f32[2, 64, 4, 8]
    t51 = aten.add.Tensor(t49, t50)  # t51: cuda f32[2, 64, 4, 8]
    t52 = aten.stack.default([t48, t51], -1)  # t52: cuda f32[2, 64, 4, 8, 2]
    t53 = aten.view.default(t52, [2, 64, 4, 16])  # t53: cuda f32[2, 64, 4, 16]
    t54 = aten.transpose.int(t53, 1, 2)  # t54: cuda f32[2, 4, 64, 16]
    # end region 1 -> t52, t54
    # region 2: inductor 74dad355baec4ac9, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t55 = aten.slice.Tensor(t21, 0, 0, 64)  # t55: cuda f32[64, 8]
    t56 = aten.slice.Tensor(t22, 0, 0, 64)  # t56: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208, 205, 206, 209, 210, ...
    t57 = aten.view.default(t55, [1, 64, 1, 8])  # t57: cuda f32[1, 64, 1, 8]
    t58 = aten.view.default(t56, [1, 64, 1, 8])  # t58: cuda f32[1, 64, 1, 8]
    t59 = aten.view.default(t35, [2, 64, 2, 8, 2])  # t59: cuda f32[2, 64, 2, 8, 2]
    t60 = aten.select.int(t59, 4, 0)  # t60: cuda f32[2, 64, 2, 8]
    t61 = aten.select.int(t59, 4, 1)  # t61: cuda f32[2, 64, 2, 8]
    t62 = aten.mul.Tensor(t60, t57)  # t62: cuda f32[2, 64, 2, 8]
    t63 = aten.mul.Tensor(t61, t58)  # t63: cuda f32[2, 64, 2, 8]
    t64 = aten.sub.Tensor(t62, t63)  # t64: cuda f32[2, 64, 2, 8]
    t65 = aten.mul.Tensor(t60, t58)  # t65: cuda f32[2, 64, 2, 8]
    t66 = aten.mul.Tensor(t61, t57)  # t66: cuda f32[2, 64, 2, 8]
    t67 = aten.add.Tensor(t65, t66)  # t67: cuda f32[2, 64, 2, 8]
    t68 = aten.stack.default([t64, t67], -1)  # t68: cuda f32[2, 64, 2, 8, 2]
    t69 = aten.view.default(t68, [2, 64, 2, 16])  # t69: cuda f32[2, 64, 2, 16]
    t70 = aten.transpose.int(t69, 1, 2)  # t70: cuda f32[2, 2, 64, 16]
    # end region 2 -> t68, t70
    t71 = aten.transpose.int(t38, 1, 2)  # t71: cuda f32[2, 2, 64, 16]
    t72, t73 = aotc.sdpa.default(t54, t70, t71, None, True, None)  # t72: cuda f32[2, 4, 64, 16], t73: cuda f32[2, 4, 64]
    t74 = aten.transpose.int(t72, 1, 2)  # t74: cuda f32[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t75 = aten.t.default(t5)  # t75: cuda f32[64, 64]
    t76 = aten.view.default(t74, [128, 64])  # t76: cuda f32[128, 64]
    t77 = aten.mm.default(t76, t75)  # t77: cuda f32[128, 64]
    # region 3: inductor 0bb082b87ebcca5c, 9 ops
    t78 = aten._unsafe_view.default(t77, [2, 64, 64])  # t78: cuda f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:281
    t79 = aten.add.Tensor(t24, t78)  # t79: cuda f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t80 = aten.pow.Tensor_Scalar(t79, 2)  # t80: cuda f32[2, 64, 64]
    t81 = aten.mean.dim(t80, [-1], True)  # t81: cuda f32[2, 64, 1]
    t82 = aten.add.Tensor(t81, 1e-05)  # t82: cuda f32[2, 64, 1]
    t83 = aten.rsqrt.default(t82)  # t83: cuda f32[2, 64, 1]
    t84 = aten.mul.Tensor(t79, t83)  # t84: cuda f32[2, 64, 64]
    t85 = aten.mul.Tensor(t84, t6)  # t85: cuda f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t86 = aten.view.default(t85, [128, 64])  # t86: cuda f32[128, 64]
    # end region 3 -> t79, t83, t86
    t87 = aten.t.default(t7)  # t87: cuda f32[64, 172]
    t88 = aten.mm.default(t86, t87)  # t88: cuda f32[128, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t89 = aten.t.default(t8)  # t89: cuda f32[64, 172]
    t90 = aten.mm.default(t86, t89)  # t90: cuda f32[128, 172]
    # region 4: inductor 3f190fa48134ac63, 5 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t91 = aten._unsafe_view.default(t88, [2, 64, 172])  # t91: cuda f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t92 = aten.silu.default(t91)  # t92: cuda f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t93 = aten._unsafe_view.default(t90, [2, 64, 172])  # t93: cuda f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t94 = aten.mul.Tensor(t92, t93)  # t94: cuda f32[2, 64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t95 = aten.view.default(t94, [128, 172])  # t95: cuda f32[128, 172]
    # end region 4 -> t91, t93, t94, t95
    t96 = aten.t.default(t9)  # t96: cuda f32[172, 64]
    t97 = aten.mm.default(t95, t96)  # t97: cuda f32[128, 64]
    # region 5: inductor 0bb082b87ebcca5c, 9 ops
    t98 = aten._unsafe_view.default(t97, [2, 64, 64])  # t98: cuda f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:282
    t99 = aten.add.Tensor(t79, t98)  # t99: cuda f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t100 = aten.pow.Tensor_Scalar(t99, 2)  # t100: cuda f32[2, 64, 64]
    t101 = aten.mean.dim(t100, [-1], True)  # t101: cuda f32[2, 64, 1]
    t102 = aten.add.Tensor(t101, 1e-05)  # t102: cuda f32[2, 64, 1]
    t103 = aten.rsqrt.default(t102)  # t103: cuda f32[2, 64, 1]
    t104 = aten.mul.Tensor(t99, t103)  # t104: cuda f32[2, 64, 64]
    t105 = aten.mul.Tensor(t104, t10)  # t105: cuda f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t106 = aten.view.default(t105, [128, 64])  # t106: cuda f32[128, 64]
    # end region 5 -> t99, t103, t106
    t107 = aten.t.default(t11)  # t107: cuda f32[64, 64]
    t108 = aten.mm.default(t106, t107)  # t108: cuda f32[128, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t109 = aten.t.default(t12)  # t109: cuda f32[64, 32]
    t110 = aten.mm.default(t106, t109)  # t110: cuda f32[128, 32]
    # layers.1.attention.wv (Linear), llama.py:240
    t111 = aten.t.default(t13)  # t111: cuda f32[64, 32]
    t112 = aten.mm.default(t106, t111)  # t112: cuda f32[128, 32]
    # layers.1.attention (Attention), llama.py:240
    t113 = aten.view.default(t112, [2, 64, 2, 16])  # t113: cuda f32[2, 64, 2, 16]
    # region 6: inductor d6a2780c2b56fa3c, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t114 = aten.slice.Tensor(t21, 0, 0, 64)  # t114: cuda f32[64, 8]
    t115 = aten.slice.Tensor(t22, 0, 0, 64)  # t115: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t116 = aten.view.default(t114, [1, 64, 1, 8])  # t116: cuda f32[1, 64, 1, 8]
    t117 = aten.view.default(t115, [1, 64, 1, 8])  # t117: cuda f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:205, 206, 209, 210, 211, 241
    t118 = aten.view.default(t108, [2, 64, 4, 8, 2])  # t118: cuda f32[2, 64, 4, 8, 2]
    t119 = aten.select.int(t118, 4, 0)  # t119: cuda f32[2, 64, 4, 8]
    t120 = aten.select.int(t118, 4, 1)  # t120: cuda f32[2, 64, 4, 8]
    t121 = aten.mul.Tensor(t119, t116)  # t121: cuda f32[2, 64, 4, 8]
    t122 = aten.mul.Tensor(t120, t117)  # t122: cuda f32[2, 64, 4, 8]
    t123 = aten.sub.Tensor(t121, t122)  # t123: cuda f32[2, 64, 4, 8]
    t124 = aten.mul.Tensor(t119, t117)  # t124: cuda f32[2, 64, 4, 8]
    t125 = aten.mul.Tensor(t120, t116)  # t125: cuda f32[2, 64, 4, 8]
    t126 = aten.add.Tensor(t124, t125)  # t126: cuda f32[2, 64, 4, 8]
    t127 = aten.stack.default([t123, t126], -1)  # t127: cuda f32[2, 64, 4, 8, 2]
    t128 = aten.view.default(t127, [2, 64, 4, 16])  # t128: cuda f32[2, 64, 4, 16]
    t129 = aten.transpose.int(t128, 1, 2)  # t129: cuda f32[2, 4, 64, 16]
    # end region 6 -> t127, t129
    # region 7: inductor 74dad355baec4ac9, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t130 = aten.slice.Tensor(t21, 0, 0, 64)  # t130: cuda f32[64, 8]
    t131 = aten.slice.Tensor(t22, 0, 0, 64)  # t131: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t132 = aten.view.default(t130, [1, 64, 1, 8])  # t132: cuda f32[1, 64, 1, 8]
    t133 = aten.view.default(t131, [1, 64, 1, 8])  # t133: cuda f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:205, 206, 209, 210, 211, 242
    t134 = aten.view.default(t110, [2, 64, 2, 8, 2])  # t134: cuda f32[2, 64, 2, 8, 2]
    t135 = aten.select.int(t134, 4, 0)  # t135: cuda f32[2, 64, 2, 8]
    t136 = aten.select.int(t134, 4, 1)  # t136: cuda f32[2, 64, 2, 8]
    t137 = aten.mul.Tensor(t135, t132)  # t137: cuda f32[2, 64, 2, 8]
    t138 = aten.mul.Tensor(t136, t133)  # t138: cuda f32[2, 64, 2, 8]
    t139 = aten.sub.Tensor(t137, t138)  # t139: cuda f32[2, 64, 2, 8]
    t140 = aten.mul.Tensor(t135, t133)  # t140: cuda f32[2, 64, 2, 8]
    t141 = aten.mul.Tensor(t136, t132)  # t141: cuda f32[2, 64, 2, 8]
    t142 = aten.add.Tensor(t140, t141)  # t142: cuda f32[2, 64, 2, 8]
    t143 = aten.stack.default([t139, t142], -1)  # t143: cuda f32[2, 64, 2, 8, 2]
    t144 = aten.view.default(t143, [2, 64, 2, 16])  # t144: cuda f32[2, 64, 2, 16]
    t145 = aten.transpose.int(t144, 1, 2)  # t145: cuda f32[2, 2, 64, 16]
    # end region 7 -> t143, t145
    t146 = aten.transpose.int(t113, 1, 2)  # t146: cuda f32[2, 2, 64, 16]
    t147, t148 = aotc.sdpa.default(t129, t145, t146, None, True, None)  # t147: cuda f32[2, 4, 64, 16], t148: cuda f32[2, 4, 64]
    t149 = aten.transpose.int(t147, 1, 2)  # t149: cuda f32[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t150 = aten.t.default(t14)  # t150: cuda f32[64, 64]
    t151 = aten.view.default(t149, [128, 64])  # t151: cuda f32[128, 64]
    t152 = aten.mm.default(t151, t150)  # t152: cuda f32[128, 64]
    # region 8: inductor 0bb082b87ebcca5c, 9 ops
    t153 = aten._unsafe_view.default(t152, [2, 64, 64])  # t153: cuda f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:281
    t154 = aten.add.Tensor(t99, t153)  # t154: cuda f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t155 = aten.pow.Tensor_Scalar(t154, 2)  # t155: cuda f32[2, 64, 64]
    t156 = aten.mean.dim(t155, [-1], True)  # t156: cuda f32[2, 64, 1]
    t157 = aten.add.Tensor(t156, 1e-05)  # t157: cuda f32[2, 64, 1]
    t158 = aten.rsqrt.default(t157)  # t158: cuda f32[2, 64, 1]
    t159 = aten.mul.Tensor(t154, t158)  # t159: cuda f32[2, 64, 64]
    t160 = aten.mul.Tensor(t159, t15)  # t160: cuda f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t161 = aten.view.default(t160, [128, 64])  # t161: cuda f32[128, 64]
    # end region 8 -> t154, t158, t161
    t162 = aten.t.default(t16)  # t162: cuda f32[64, 172]
    t163 = aten.mm.default(t161, t162)  # t163: cuda f32[128, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t164 = aten.t.default(t17)  # t164: cuda f32[64, 172]
    t165 = aten.mm.default(t161, t164)  # t165: cuda f32[128, 172]
    # region 9: inductor 3f190fa48134ac63, 5 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t166 = aten._unsafe_view.default(t163, [2, 64, 172])  # t166: cuda f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t167 = aten.silu.default(t166)  # t167: cuda f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t168 = aten._unsafe_view.default(t165, [2, 64, 172])  # t168: cuda f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t169 = aten.mul.Tensor(t167, t168)  # t169: cuda f32[2, 64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t170 = aten.view.default(t169, [128, 172])  # t170: cuda f32[128, 172]
    # end region 9 -> t166, t168, t169, t170
    t171 = aten.t.default(t18)  # t171: cuda f32[172, 64]
    t172 = aten.mm.default(t170, t171)  # t172: cuda f32[128, 64]
    # region 10: inductor 0bb082b87ebcca5c, 9 ops
    t173 = aten._unsafe_view.default(t172, [2, 64, 64])  # t173: cuda f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:282
    t174 = aten.add.Tensor(t154, t173)  # t174: cuda f32[2, 64, 64]
    # norm (RMSNorm), llama.py:161, 162
    t175 = aten.pow.Tensor_Scalar(t174, 2)  # t175: cuda f32[2, 64, 64]
    t176 = aten.mean.dim(t175, [-1], True)  # t176: cuda f32[2, 64, 1]
    t177 = aten.add.Tensor(t176, 1e-05)  # t177: cuda f32[2, 64, 1]
    t178 = aten.rsqrt.default(t177)  # t178: cuda f32[2, 64, 1]
    t179 = aten.mul.Tensor(t174, t178)  # t179: cuda f32[2, 64, 64]
    t180 = aten.mul.Tensor(t179, t19)  # t180: cuda f32[2, 64, 64]
    # output (Linear), llama.py:308
    t181 = aten.view.default(t180, [128, 64])  # t181: cuda f32[128, 64]
    # end region 10 -> t174, t178, t181
    t182 = aten.t.default(t20)  # t182: cuda f32[64, 256]
    t183 = aten.mm.default(t181, t182)  # t183: cuda f32[128, 256]
    t184 = aten._unsafe_view.default(t183, [2, 64, 256])  # t184: cuda f32[2, 64, 256]
    return (t184, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t28, t37, t52, t68, t72, t73, t79, t83, t91, t93, t94, t99, t103, t112, t127, t143, t147, t148, t154, t158, t166, t168, t169, t174, t178)
    # t184: output 0
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
    # t37: saved 25
    # t52: saved 26
    # t68: saved 27
    # t72: saved 28
    # t73: saved 29
    # t79: saved 30
    # t83: saved 31
    # t91: saved 32
    # t93: saved 33
    # t94: saved 34
    # t99: saved 35
    # t103: saved 36
    # t112: saved 37
    # t127: saved 38
    # t143: saved 39
    # t147: saved 40
    # t148: saved 41
    # t154: saved 42
    # t158: saved 43
    # t166: saved 44
    # t168: saved 45
    # t169: saved 46
    # t174: saved 47
    # t178: saved 48
