def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
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
    # t20: cpu f32[256, 8]  buffer rope.cos
    # t21: cpu f32[256, 8]  buffer rope.sin
    # t22: cpu i64[2, 16]  input 0
    # tok_embeddings (Embedding), llama.py:279
    t23 = aten.embedding.default(t0, t22)  # t23: cpu f32[2, 16, 64]
    # region 0: inductor 15023c12d18c7e39, 7 ops
    # layers.0.attention_norm (RMSNorm), llama.py:151, 152
    t24 = aten.pow.Tensor_Scalar(t23, 2)  # t24: cpu f32[2, 16, 64]
    t25 = aten.mean.dim(t24, [-1], True)  # t25: cpu f32[2, 16, 1]
    t26 = aten.add.Tensor(t25, 1e-05)  # t26: cpu f32[2, 16, 1]
    t27 = aten.rsqrt.default(t26)  # t27: cpu f32[2, 16, 1]
    t28 = aten.mul.Tensor(t23, t27)  # t28: cpu f32[2, 16, 64]
    t29 = aten.mul.Tensor(t28, t1)  # t29: cpu f32[2, 16, 64]
    # layers.0.attention.wq (Linear), llama.py:218
    t30 = aten.view.default(t29, [32, 64])  # t30: cpu f32[32, 64]
    # end region 0 -> t25, t30
    t31 = aten.t.default(t2)  # t31: cpu f32[64, 64]
    t32 = aten.mm.default(t30, t31)  # t32: cpu f32[32, 64]
    # layers.0.attention.wk (Linear), llama.py:219
    t33 = aten.t.default(t3)  # t33: cpu f32[64, 32]
    t34 = aten.mm.default(t30, t33)  # t34: cpu f32[32, 32]
    # layers.0.attention.wv (Linear), llama.py:220
    t35 = aten.t.default(t4)  # t35: cpu f32[64, 32]
    t36 = aten.mm.default(t30, t35)  # t36: cpu f32[32, 32]
    # layers.0.attention (Attention), llama.py:220
    t37 = aten.view.default(t36, [2, 16, 2, 16])  # t37: cpu f32[2, 16, 2, 16]
    # region 1: inductor 37b5dabb86b47835, 16 ops
    # rope (RotaryEmbedding), llama.py:185
    t38 = aten.slice.Tensor(t20, 0, 0, 16)  # t38: cpu f32[16, 8]
    t39 = aten.slice.Tensor(t21, 0, 0, 16)  # t39: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:195, 196, 197, 198, 199, 200, ...
    t40 = aten.view.default(t32, [2, 16, 4, 8, 2])  # t40: cpu f32[2, 16, 4, 8, 2]
    t41 = aten.select.int(t40, 4, 0)  # t41: cpu f32[2, 16, 4, 8]
    t42 = aten.select.int(t40, 4, 1)  # t42: cpu f32[2, 16, 4, 8]
    t43 = aten.view.default(t38, [1, 16, 1, 8])  # t43: cpu f32[1, 16, 1, 8]
    t44 = aten.view.default(t39, [1, 16, 1, 8])  # t44: cpu f32[1, 16, 1, 8]
    t45 = aten.mul.Tensor(t41, t43)  # t45: cpu f32[2, 16, 4, 8]
    t46 = aten.mul.Tensor(t42, t44)  # t46: cpu f32[2, 16, 4, 8]
    t47 = aten.sub.Tensor(t45, t46)  # t47: cpu f32[2, 16, 4, 8]
    t48 = aten.mul.Tensor(t41, t44)  # t48: cpu f32[2, 16, 4, 8]
    t49 = aten.mul.Tensor(t42, t43)  # t49: cpu f32[2, 16, 4, 8]
    t50 = aten.add.Tensor(t48, t49)  # t50: cpu f32[2, 16, 4, 8]
    t51 = aten.stack.default([t47, t50], -1)  # t51: cpu f32[2, 16, 4, 8, 2]
    t52 = aten.view.default(t51, [2, 16, 4, 16])  # t52: cpu f32[2, 16, 4, 16]
    t53 = aten.transpose.int(t52, 1, 2)  # t53: cpu f32[2, 4, 16, 16]
    # end region 1 -> t51, t53
    # region 2: inductor dedd21a230c15c17, 16 ops
    # rope (RotaryEmbedding), llama.py:185
    t54 = aten.slice.Tensor(t20, 0, 0, 16)  # t54: cpu f32[16, 8]
    t55 = aten.slice.Tensor(t21, 0, 0, 16)  # t55: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:197, 198, 195, 196, 199, 200, ...
    t56 = aten.view.default(t54, [1, 16, 1, 8])  # t56: cpu f32[1, 16, 1, 8]
    t57 = aten.view.default(t55, [1, 16, 1, 8])  # t57: cpu f32[1, 16, 1, 8]
    t58 = aten.view.default(t34, [2, 16, 2, 8, 2])  # t58: cpu f32[2, 16, 2, 8, 2]
    t59 = aten.select.int(t58, 4, 0)  # t59: cpu f32[2, 16, 2, 8]
    t60 = aten.select.int(t58, 4, 1)  # t60: cpu f32[2, 16, 2, 8]
    t61 = aten.mul.Tensor(t59, t56)  # t61: cpu f32[2, 16, 2, 8]
    t62 = aten.mul.Tensor(t60, t57)  # t62: cpu f32[2, 16, 2, 8]
    t63 = aten.sub.Tensor(t61, t62)  # t63: cpu f32[2, 16, 2, 8]
    t64 = aten.mul.Tensor(t59, t57)  # t64: cpu f32[2, 16, 2, 8]
    t65 = aten.mul.Tensor(t60, t56)  # t65: cpu f32[2, 16, 2, 8]
    t66 = aten.add.Tensor(t64, t65)  # t66: cpu f32[2, 16, 2, 8]
    t67 = aten.stack.default([t63, t66], -1)  # t67: cpu f32[2, 16, 2, 8, 2]
    t68 = aten.view.default(t67, [2, 16, 2, 16])  # t68: cpu f32[2, 16, 2, 16]
    t69 = aten.transpose.int(t68, 1, 2)  # t69: cpu f32[2, 2, 16, 16]
    # end region 2 -> t67, t69
    t70 = aten.transpose.int(t37, 1, 2)  # t70: cpu f32[2, 2, 16, 16]
    t71, t72 = aotc.sdpa.default(t53, t69, t70, None, True, None)  # t71: cpu f32[2, 4, 16, 16], t72: cpu f32[2, 4, 16]
    t73 = aten.transpose.int(t71, 1, 2)  # t73: cpu f32[2, 16, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:230
    t74 = aten.t.default(t5)  # t74: cpu f32[64, 64]
    t75 = aten.view.default(t73, [32, 64])  # t75: cpu f32[32, 64]
    t76 = aten.mm.default(t75, t74)  # t76: cpu f32[32, 64]
    # region 3: inductor 8f9948ea9a02d2c4, 9 ops
    t77 = aten._unsafe_view.default(t76, [2, 16, 64])  # t77: cpu f32[2, 16, 64]
    # layers.0 (TransformerBlock), llama.py:255
    t78 = aten.add.Tensor(t23, t77)  # t78: cpu f32[2, 16, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:151, 152
    t79 = aten.pow.Tensor_Scalar(t78, 2)  # t79: cpu f32[2, 16, 64]
    t80 = aten.mean.dim(t79, [-1], True)  # t80: cpu f32[2, 16, 1]
    t81 = aten.add.Tensor(t80, 1e-05)  # t81: cpu f32[2, 16, 1]
    t82 = aten.rsqrt.default(t81)  # t82: cpu f32[2, 16, 1]
    t83 = aten.mul.Tensor(t78, t82)  # t83: cpu f32[2, 16, 64]
    t84 = aten.mul.Tensor(t83, t6)  # t84: cpu f32[2, 16, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:243
    t85 = aten.view.default(t84, [32, 64])  # t85: cpu f32[32, 64]
    # end region 3 -> t78, t80, t85
    t86 = aten.t.default(t7)  # t86: cpu f32[64, 172]
    t87 = aten.mm.default(t85, t86)  # t87: cpu f32[32, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:243
    t88 = aten.t.default(t8)  # t88: cpu f32[64, 172]
    t89 = aten.mm.default(t85, t88)  # t89: cpu f32[32, 172]
    # region 4: inductor 396cde79e3b9ce32, 5 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:243
    t90 = aten._unsafe_view.default(t87, [2, 16, 172])  # t90: cpu f32[2, 16, 172]
    # layers.0.feed_forward (FeedForward), llama.py:243
    t91 = aten.silu.default(t90)  # t91: cpu f32[2, 16, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:243
    t92 = aten._unsafe_view.default(t89, [2, 16, 172])  # t92: cpu f32[2, 16, 172]
    # layers.0.feed_forward (FeedForward), llama.py:243
    t93 = aten.mul.Tensor(t91, t92)  # t93: cpu f32[2, 16, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:243
    t94 = aten.view.default(t93, [32, 172])  # t94: cpu f32[32, 172]
    # end region 4 -> t93, t94
    t95 = aten.t.default(t9)  # t95: cpu f32[172, 64]
    t96 = aten.mm.default(t94, t95)  # t96: cpu f32[32, 64]
    # region 5: inductor 8f9948ea9a02d2c4, 9 ops
    t97 = aten._unsafe_view.default(t96, [2, 16, 64])  # t97: cpu f32[2, 16, 64]
    # layers.0 (TransformerBlock), llama.py:256
    t98 = aten.add.Tensor(t78, t97)  # t98: cpu f32[2, 16, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:151, 152
    t99 = aten.pow.Tensor_Scalar(t98, 2)  # t99: cpu f32[2, 16, 64]
    t100 = aten.mean.dim(t99, [-1], True)  # t100: cpu f32[2, 16, 1]
    t101 = aten.add.Tensor(t100, 1e-05)  # t101: cpu f32[2, 16, 1]
    t102 = aten.rsqrt.default(t101)  # t102: cpu f32[2, 16, 1]
    t103 = aten.mul.Tensor(t98, t102)  # t103: cpu f32[2, 16, 64]
    t104 = aten.mul.Tensor(t103, t10)  # t104: cpu f32[2, 16, 64]
    # layers.1.attention.wq (Linear), llama.py:218
    t105 = aten.view.default(t104, [32, 64])  # t105: cpu f32[32, 64]
    # end region 5 -> t98, t100, t105
    t106 = aten.t.default(t11)  # t106: cpu f32[64, 64]
    t107 = aten.mm.default(t105, t106)  # t107: cpu f32[32, 64]
    # layers.1.attention.wk (Linear), llama.py:219
    t108 = aten.t.default(t12)  # t108: cpu f32[64, 32]
    t109 = aten.mm.default(t105, t108)  # t109: cpu f32[32, 32]
    # layers.1.attention.wv (Linear), llama.py:220
    t110 = aten.t.default(t13)  # t110: cpu f32[64, 32]
    t111 = aten.mm.default(t105, t110)  # t111: cpu f32[32, 32]
    # layers.1.attention (Attention), llama.py:220
    t112 = aten.view.default(t111, [2, 16, 2, 16])  # t112: cpu f32[2, 16, 2, 16]
    # region 6: inductor cf50058c090c4a99, 16 ops
    # rope (RotaryEmbedding), llama.py:185
    t113 = aten.slice.Tensor(t20, 0, 0, 16)  # t113: cpu f32[16, 8]
    t114 = aten.slice.Tensor(t21, 0, 0, 16)  # t114: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:197, 198
    t115 = aten.view.default(t113, [1, 16, 1, 8])  # t115: cpu f32[1, 16, 1, 8]
    t116 = aten.view.default(t114, [1, 16, 1, 8])  # t116: cpu f32[1, 16, 1, 8]
    # layers.1.attention (Attention), llama.py:195, 196, 199, 200, 201, 221
    t117 = aten.view.default(t107, [2, 16, 4, 8, 2])  # t117: cpu f32[2, 16, 4, 8, 2]
    t118 = aten.select.int(t117, 4, 0)  # t118: cpu f32[2, 16, 4, 8]
    t119 = aten.select.int(t117, 4, 1)  # t119: cpu f32[2, 16, 4, 8]
    t120 = aten.mul.Tensor(t118, t115)  # t120: cpu f32[2, 16, 4, 8]
    t121 = aten.mul.Tensor(t119, t116)  # t121: cpu f32[2, 16, 4, 8]
    t122 = aten.sub.Tensor(t120, t121)  # t122: cpu f32[2, 16, 4, 8]
    t123 = aten.mul.Tensor(t118, t116)  # t123: cpu f32[2, 16, 4, 8]
    t124 = aten.mul.Tensor(t119, t115)  # t124: cpu f32[2, 16, 4, 8]
    t125 = aten.add.Tensor(t123, t124)  # t125: cpu f32[2, 16, 4, 8]
    t126 = aten.stack.default([t122, t125], -1)  # t126: cpu f32[2, 16, 4, 8, 2]
    t127 = aten.view.default(t126, [2, 16, 4, 16])  # t127: cpu f32[2, 16, 4, 16]
    t128 = aten.transpose.int(t127, 1, 2)  # t128: cpu f32[2, 4, 16, 16]
    # end region 6 -> t126, t128
    # region 7: inductor dedd21a230c15c17, 16 ops
    # rope (RotaryEmbedding), llama.py:185
    t129 = aten.slice.Tensor(t20, 0, 0, 16)  # t129: cpu f32[16, 8]
    t130 = aten.slice.Tensor(t21, 0, 0, 16)  # t130: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:197, 198
    t131 = aten.view.default(t129, [1, 16, 1, 8])  # t131: cpu f32[1, 16, 1, 8]
    t132 = aten.view.default(t130, [1, 16, 1, 8])  # t132: cpu f32[1, 16, 1, 8]
    # layers.1.attention (Attention), llama.py:195, 196, 199, 200, 201, 222
    t133 = aten.view.default(t109, [2, 16, 2, 8, 2])  # t133: cpu f32[2, 16, 2, 8, 2]
    t134 = aten.select.int(t133, 4, 0)  # t134: cpu f32[2, 16, 2, 8]
    t135 = aten.select.int(t133, 4, 1)  # t135: cpu f32[2, 16, 2, 8]
    t136 = aten.mul.Tensor(t134, t131)  # t136: cpu f32[2, 16, 2, 8]
    t137 = aten.mul.Tensor(t135, t132)  # t137: cpu f32[2, 16, 2, 8]
    t138 = aten.sub.Tensor(t136, t137)  # t138: cpu f32[2, 16, 2, 8]
    t139 = aten.mul.Tensor(t134, t132)  # t139: cpu f32[2, 16, 2, 8]
    t140 = aten.mul.Tensor(t135, t131)  # t140: cpu f32[2, 16, 2, 8]
    t141 = aten.add.Tensor(t139, t140)  # t141: cpu f32[2, 16, 2, 8]
    t142 = aten.stack.default([t138, t141], -1)  # t142: cpu f32[2, 16, 2, 8, 2]
    t143 = aten.view.default(t142, [2, 16, 2, 16])  # t143: cpu f32[2, 16, 2, 16]
    t144 = aten.transpose.int(t143, 1, 2)  # t144: cpu f32[2, 2, 16, 16]
    # end region 7 -> t142, t144
    t145 = aten.transpose.int(t112, 1, 2)  # t145: cpu f32[2, 2, 16, 16]
    t146, t147 = aotc.sdpa.default(t128, t144, t145, None, True, None)  # t146: cpu f32[2, 4, 16, 16], t147: cpu f32[2, 4, 16]
    t148 = aten.transpose.int(t146, 1, 2)  # t148: cpu f32[2, 16, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:230
    t149 = aten.t.default(t14)  # t149: cpu f32[64, 64]
    t150 = aten.view.default(t148, [32, 64])  # t150: cpu f32[32, 64]
    t151 = aten.mm.default(t150, t149)  # t151: cpu f32[32, 64]
    # region 8: inductor 8f9948ea9a02d2c4, 9 ops
    t152 = aten._unsafe_view.default(t151, [2, 16, 64])  # t152: cpu f32[2, 16, 64]
    # layers.1 (TransformerBlock), llama.py:255
    t153 = aten.add.Tensor(t98, t152)  # t153: cpu f32[2, 16, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:151, 152
    t154 = aten.pow.Tensor_Scalar(t153, 2)  # t154: cpu f32[2, 16, 64]
    t155 = aten.mean.dim(t154, [-1], True)  # t155: cpu f32[2, 16, 1]
    t156 = aten.add.Tensor(t155, 1e-05)  # t156: cpu f32[2, 16, 1]
    t157 = aten.rsqrt.default(t156)  # t157: cpu f32[2, 16, 1]
    t158 = aten.mul.Tensor(t153, t157)  # t158: cpu f32[2, 16, 64]
    t159 = aten.mul.Tensor(t158, t15)  # t159: cpu f32[2, 16, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:243
    t160 = aten.view.default(t159, [32, 64])  # t160: cpu f32[32, 64]
    # end region 8 -> t153, t155, t160
    t161 = aten.t.default(t16)  # t161: cpu f32[64, 172]
    t162 = aten.mm.default(t160, t161)  # t162: cpu f32[32, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:243
    t163 = aten.t.default(t17)  # t163: cpu f32[64, 172]
    t164 = aten.mm.default(t160, t163)  # t164: cpu f32[32, 172]
    # region 9: inductor 396cde79e3b9ce32, 5 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:243
    t165 = aten._unsafe_view.default(t162, [2, 16, 172])  # t165: cpu f32[2, 16, 172]
    # layers.1.feed_forward (FeedForward), llama.py:243
    t166 = aten.silu.default(t165)  # t166: cpu f32[2, 16, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:243
    t167 = aten._unsafe_view.default(t164, [2, 16, 172])  # t167: cpu f32[2, 16, 172]
    # layers.1.feed_forward (FeedForward), llama.py:243
    t168 = aten.mul.Tensor(t166, t167)  # t168: cpu f32[2, 16, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:243
    t169 = aten.view.default(t168, [32, 172])  # t169: cpu f32[32, 172]
    # end region 9 -> t168, t169
    t170 = aten.t.default(t18)  # t170: cpu f32[172, 64]
    t171 = aten.mm.default(t169, t170)  # t171: cpu f32[32, 64]
    # region 10: inductor 8f9948ea9a02d2c4, 9 ops
    t172 = aten._unsafe_view.default(t171, [2, 16, 64])  # t172: cpu f32[2, 16, 64]
    # layers.1 (TransformerBlock), llama.py:256
    t173 = aten.add.Tensor(t153, t172)  # t173: cpu f32[2, 16, 64]
    # norm (RMSNorm), llama.py:151, 152
    t174 = aten.pow.Tensor_Scalar(t173, 2)  # t174: cpu f32[2, 16, 64]
    t175 = aten.mean.dim(t174, [-1], True)  # t175: cpu f32[2, 16, 1]
    t176 = aten.add.Tensor(t175, 1e-05)  # t176: cpu f32[2, 16, 1]
    t177 = aten.rsqrt.default(t176)  # t177: cpu f32[2, 16, 1]
    t178 = aten.mul.Tensor(t173, t177)  # t178: cpu f32[2, 16, 64]
    t179 = aten.mul.Tensor(t178, t19)  # t179: cpu f32[2, 16, 64]
    # output (Linear), llama.py:282
    t180 = aten.view.default(t179, [32, 64])  # t180: cpu f32[32, 64]
    # end region 10 -> t173, t175, t180
    t181 = aten.t.default(t0)  # t181: cpu f32[64, 256]
    t182 = aten.mm.default(t180, t181)  # t182: cpu f32[32, 256]
    t183 = aten._unsafe_view.default(t182, [2, 16, 256])  # t183: cpu f32[2, 16, 256]
    return (t183, t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t25, t36, t51, t67, t71, t72, t78, t80, t87, t89, t93, t98, t100, t111, t126, t142, t146, t147, t153, t155, t162, t164, t168, t173, t175)
    # t183: output 0
    # t0: saved 0
    # t1: saved 1
    # t2: saved 2
    # t3: saved 3
    # t4: saved 4
    # t5: saved 5
    # t6: saved 6
    # t7: saved 7
    # t8: saved 8
    # t9: saved 9
    # t10: saved 10
    # t11: saved 11
    # t12: saved 12
    # t13: saved 13
    # t14: saved 14
    # t15: saved 15
    # t16: saved 16
    # t17: saved 17
    # t18: saved 18
    # t19: saved 19
    # t20: saved 20
    # t21: saved 21
    # t22: saved 22
    # t23: saved 23
    # t25: saved 24
    # t36: saved 25
    # t51: saved 26
    # t67: saved 27
    # t71: saved 28
    # t72: saved 29
    # t78: saved 30
    # t80: saved 31
    # t87: saved 32
    # t89: saved 33
    # t93: saved 34
    # t98: saved 35
    # t100: saved 36
    # t111: saved 37
    # t126: saved 38
    # t142: saved 39
    # t146: saved 40
    # t147: saved 41
    # t153: saved 42
    # t155: saved 43
    # t162: saved 44
    # t164: saved 45
    # t168: saved 46
    # t173: saved 47
    # t175: saved 48
