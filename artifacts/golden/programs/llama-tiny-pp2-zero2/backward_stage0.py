def backward_stage0(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24):
    # t0: cpu f32[256, 8]  saved 0
    # t1: cpu f32[256, 8]  saved 1
    # t2: cpu i64[1, 64]  saved 2
    # t3: cpu f32[2, 32]  saved 3
    # t4: cpu f32[2, 2048]  saved 4
    # t5: cpu f32[2, 1024]  saved 5
    # t6: cpu f32[2, 1024]  saved 6
    # t7: cpu f32[2, 2048]  saved 7
    # t8: cpu f32[2, 32]  saved 8
    # t9: cpu f32[2, 5504]  saved 9
    # t10: cpu f32[2, 5504]  saved 10
    # t11: cpu f32[2, 5504]  saved 11
    # t12: cpu f32[1, 64, 64]  saved 12
    # t13: cpu f32[1, 64, 1]  saved 13
    # t14: cpu f32[64, 32]  saved 14
    # t15: cpu f32[1, 64, 4, 8, 2]  saved 15
    # t16: cpu f32[1, 64, 2, 8, 2]  saved 16
    # t17: cpu f32[1, 4, 64, 16]  saved 17
    # t18: cpu f32[1, 4, 64]  saved 18
    # t19: cpu f32[1, 64, 64]  saved 19
    # t20: cpu f32[1, 64, 1]  saved 20
    # t21: cpu f32[1, 64, 172]  saved 21
    # t22: cpu f32[1, 64, 172]  saved 22
    # t23: cpu f32[1, 64, 172]  saved 23
    # t24: cpu f32[1, 64, 64]  tangent 0
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t25 = aten.view.default(t24, [64, 64])  # t25: cpu f32[64, 64]
    t26 = aten.t.default(t25)  # t26: cpu f32[64, 64]
    t27 = aten.view.default(t23, [64, 172])  # t27: cpu f32[64, 172]
    t28 = aten.mm.default(t26, t27)  # t28: cpu f32[64, 172]
    t29 = aten.view.default(t11, [64, 172])  # t29: cpu f32[64, 172]
    t30 = aten.mm.default(t25, t29)  # t30: cpu f32[64, 172]
    # region 0: inductor 38872030a2665b2e, 9 ops
    t31 = aten.view.default(t30, [1, 64, 172])  # t31: cpu f32[1, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t32 = aten.silu.default(t21)  # t32: cpu f32[1, 64, 172]
    t33 = aten.mul.Tensor(t31, t32)  # t33: cpu f32[1, 64, 172]
    t34 = aten.mul.Tensor(t31, t22)  # t34: cpu f32[1, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t35 = aten.view.default(t33, [64, 172])  # t35: cpu f32[64, 172]
    t36 = aten.t.default(t35)  # t36: cpu f32[172, 64]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t37 = aten.silu_backward.default(t34, t21)  # t37: cpu f32[1, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t38 = aten.view.default(t37, [64, 172])  # t38: cpu f32[64, 172]
    t39 = aten.t.default(t38)  # t39: cpu f32[172, 64]
    # end region 0 -> t35, t36, t38, t39
    # region 1: inductor 63d342e5270635d0, 4 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t40 = aten.view.default(t8, [64])  # t40: cpu f32[64]
    t41 = aten.mul.Tensor(t19, t20)  # t41: cpu f32[1, 64, 64]
    t42 = aten.mul.Tensor(t41, t40)  # t42: cpu f32[1, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t43 = aten.view.default(t42, [64, 64])  # t43: cpu f32[64, 64]
    # end region 1 -> t41, t43
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t44 = aten.mm.default(t36, t43)  # t44: cpu f32[172, 64]
    t45 = aten.view.default(t10, [172, 64])  # t45: cpu f32[172, 64]
    t46 = aten.mm.default(t35, t45)  # t46: cpu f32[64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t47 = aten.mm.default(t39, t43)  # t47: cpu f32[172, 64]
    t48 = aten.view.default(t9, [172, 64])  # t48: cpu f32[172, 64]
    t49 = aten.mm.default(t38, t48)  # t49: cpu f32[64, 64]
    # region 2: inductor 7fdfe03d5f332d9c, 24 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t50 = aten.view.default(t8, [64])  # t50: cpu f32[64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t51 = aten.view.default(t46, [1, 64, 64])  # t51: cpu f32[1, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t52 = aten.view.default(t49, [1, 64, 64])  # t52: cpu f32[1, 64, 64]
    t53 = aten.add.Tensor(t51, t52)  # t53: cpu f32[1, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t54 = aten.mul.Tensor(t53, t41)  # t54: cpu f32[1, 64, 64]
    t55 = aten.mul.Tensor(t53, t50)  # t55: cpu f32[1, 64, 64]
    t56 = aten.sum.dim_IntList(t54, [0, 1], True)  # t56: cpu f32[1, 1, 64]
    t57 = aten.view.default(t56, [64])  # t57: cpu f32[64]
    t58 = aten.mul.Tensor(t55, t19)  # t58: cpu f32[1, 64, 64]
    t59 = aten.mul.Tensor(t55, t20)  # t59: cpu f32[1, 64, 64]
    t60 = aten.sum.dim_IntList(t58, [2], True)  # t60: cpu f32[1, 64, 1]
    t61 = aten.add.Tensor(t24, t59)  # t61: cpu f32[1, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t62 = aten.pow.Tensor_Scalar(t20, 3)  # t62: cpu f32[1, 64, 1]
    t63 = aten.mul.Scalar(t60, -0.5)  # t63: cpu f32[1, 64, 1]
    t64 = aten.mul.Tensor(t63, t62)  # t64: cpu f32[1, 64, 1]
    t65 = aten.expand.default(t64, [1, 64, 64])  # t65: cpu f32[1, 64, 64]
    t66 = aten.div.Scalar(t65, 64)  # t66: cpu f32[1, 64, 64]
    t67 = aten.pow.Tensor_Scalar(t19, 1.0)  # t67: cpu f32[1, 64, 64]
    t68 = aten.mul.Scalar(t67, 2.0)  # t68: cpu f32[1, 64, 64]
    t69 = aten.mul.Tensor(t66, t68)  # t69: cpu f32[1, 64, 64]
    t70 = aten.add.Tensor(t61, t69)  # t70: cpu f32[1, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t71 = aten.view.default(t70, [64, 64])  # t71: cpu f32[64, 64]
    t72 = aten.t.default(t71)  # t72: cpu f32[64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t73 = aten.view.default(t57, [2, 32])  # t73: cpu f32[2, 32]
    # end region 2 -> t56, t70, t71, t72
    # layers.0.attention (Attention), llama.py:250
    t74 = aten.transpose.int(t17, 1, 2)  # t74: cpu f32[1, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t75 = aten.view.default(t74, [64, 64])  # t75: cpu f32[64, 64]
    t76 = aten.mm.default(t72, t75)  # t76: cpu f32[64, 64]
    t77 = aten.view.default(t7, [64, 64])  # t77: cpu f32[64, 64]
    t78 = aten.mm.default(t71, t77)  # t78: cpu f32[64, 64]
    # layers.0.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t79 = aten.view.default(t78, [1, 64, 4, 16])  # t79: cpu f32[1, 64, 4, 16]
    t80 = aten.transpose.int(t79, 1, 2)  # t80: cpu f32[1, 4, 64, 16]
    t81 = aten.view.default(t15, [1, 64, 4, 16])  # t81: cpu f32[1, 64, 4, 16]
    t82 = aten.transpose.int(t81, 1, 2)  # t82: cpu f32[1, 4, 64, 16]
    t83 = aten.view.default(t16, [1, 64, 2, 16])  # t83: cpu f32[1, 64, 2, 16]
    t84 = aten.transpose.int(t83, 1, 2)  # t84: cpu f32[1, 2, 64, 16]
    t85 = aten.view.default(t14, [1, 64, 2, 16])  # t85: cpu f32[1, 64, 2, 16]
    t86 = aten.transpose.int(t85, 1, 2)  # t86: cpu f32[1, 2, 64, 16]
    t87, t88, t89 = aotc.sdpa_backward.default(t80, t82, t84, t86, None, t17, t18, True, None)  # t87: cpu f32[1, 4, 64, 16], t88: cpu f32[1, 2, 64, 16], t89: cpu f32[1, 2, 64, 16]
    # region 3: inductor e3efe60d4b020729, 21 ops
    t90 = aten.clone.default(t88, memory_format=torch.contiguous_format)  # t90: cpu f32[1, 2, 64, 16]
    t91 = aten.transpose.int(t90, 1, 2)  # t91: cpu f32[1, 64, 2, 16]
    t92 = aten.view.default(t91, [1, 64, 2, 8, 2])  # t92: cpu f32[1, 64, 2, 8, 2]
    t93 = aten.select.int(t92, -1, 0)  # t93: cpu f32[1, 64, 2, 8]
    t94 = aten.select.int(t92, -1, 1)  # t94: cpu f32[1, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t95 = aten.slice.Tensor(t0, 0, 0, 64)  # t95: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207, 210
    t96 = aten.view.default(t95, [1, 64, 1, 8])  # t96: cpu f32[1, 64, 1, 8]
    t97 = aten.mul.Tensor(t94, t96)  # t97: cpu f32[1, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t98 = aten.slice.Tensor(t1, 0, 0, 64)  # t98: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 210, 209
    t99 = aten.view.default(t98, [1, 64, 1, 8])  # t99: cpu f32[1, 64, 1, 8]
    t100 = aten.mul.Tensor(t94, t99)  # t100: cpu f32[1, 64, 2, 8]
    t101 = aten.neg.default(t93)  # t101: cpu f32[1, 64, 2, 8]
    t102 = aten.mul.Tensor(t101, t99)  # t102: cpu f32[1, 64, 2, 8]
    t103 = aten.add.Tensor(t97, t102)  # t103: cpu f32[1, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t104 = aten.mul.Tensor(t93, t96)  # t104: cpu f32[1, 64, 2, 8]
    t105 = aten.add.Tensor(t100, t104)  # t105: cpu f32[1, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t106 = aten.select_backward.default(t103, [1, 64, 2, 8, 2], 4, 1)  # t106: cpu f32[1, 64, 2, 8, 2]
    t107 = aten.select_backward.default(t105, [1, 64, 2, 8, 2], 4, 0)  # t107: cpu f32[1, 64, 2, 8, 2]
    t108 = aten.add.Tensor(t106, t107)  # t108: cpu f32[1, 64, 2, 8, 2]
    # layers.0.attention.wk (Linear), llama.py:239
    t109 = aten.view.default(t108, [64, 32])  # t109: cpu f32[64, 32]
    t110 = aten.t.default(t109)  # t110: cpu f32[32, 64]
    # end region 3 -> t109, t110
    # region 4: inductor 931c465969dc9fff, 5 ops
    # layers.0.attention (Attention), llama.py:249, 243, 240
    t111 = aten.clone.default(t89, memory_format=torch.contiguous_format)  # t111: cpu f32[1, 2, 64, 16]
    t112 = aten.transpose.int(t111, 1, 2)  # t112: cpu f32[1, 64, 2, 16]
    t113 = aten.clone.default(t112, memory_format=torch.contiguous_format)  # t113: cpu f32[1, 64, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t114 = aten.view.default(t113, [64, 32])  # t114: cpu f32[64, 32]
    t115 = aten.t.default(t114)  # t115: cpu f32[32, 64]
    # end region 4 -> t114, t115
    # region 5: inductor 0f03a6b6ac545641, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t116 = aten.slice.Tensor(t0, 0, 0, 64)  # t116: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t117 = aten.view.default(t116, [1, 64, 1, 8])  # t117: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t118 = aten.slice.Tensor(t1, 0, 0, 64)  # t118: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 241, 211, 210, 209
    t119 = aten.view.default(t118, [1, 64, 1, 8])  # t119: cpu f32[1, 64, 1, 8]
    t120 = aten.transpose.int(t87, 1, 2)  # t120: cpu f32[1, 64, 4, 16]
    t121 = aten.view.default(t120, [1, 64, 4, 8, 2])  # t121: cpu f32[1, 64, 4, 8, 2]
    t122 = aten.select.int(t121, -1, 0)  # t122: cpu f32[1, 64, 4, 8]
    t123 = aten.select.int(t121, -1, 1)  # t123: cpu f32[1, 64, 4, 8]
    t124 = aten.mul.Tensor(t123, t117)  # t124: cpu f32[1, 64, 4, 8]
    t125 = aten.mul.Tensor(t123, t119)  # t125: cpu f32[1, 64, 4, 8]
    t126 = aten.neg.default(t122)  # t126: cpu f32[1, 64, 4, 8]
    t127 = aten.mul.Tensor(t126, t119)  # t127: cpu f32[1, 64, 4, 8]
    t128 = aten.add.Tensor(t124, t127)  # t128: cpu f32[1, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:209
    t129 = aten.mul.Tensor(t122, t117)  # t129: cpu f32[1, 64, 4, 8]
    t130 = aten.add.Tensor(t125, t129)  # t130: cpu f32[1, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:206
    t131 = aten.select_backward.default(t128, [1, 64, 4, 8, 2], 4, 1)  # t131: cpu f32[1, 64, 4, 8, 2]
    t132 = aten.select_backward.default(t130, [1, 64, 4, 8, 2], 4, 0)  # t132: cpu f32[1, 64, 4, 8, 2]
    t133 = aten.add.Tensor(t131, t132)  # t133: cpu f32[1, 64, 4, 8, 2]
    # layers.0.attention.wq (Linear), llama.py:238
    t134 = aten.view.default(t133, [64, 64])  # t134: cpu f32[64, 64]
    t135 = aten.t.default(t134)  # t135: cpu f32[64, 64]
    # end region 5 -> t134, t135
    # region 6: inductor 63d342e5270635d0, 4 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t136 = aten.view.default(t3, [64])  # t136: cpu f32[64]
    t137 = aten.mul.Tensor(t12, t13)  # t137: cpu f32[1, 64, 64]
    t138 = aten.mul.Tensor(t137, t136)  # t138: cpu f32[1, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t139 = aten.view.default(t138, [64, 64])  # t139: cpu f32[64, 64]
    # end region 6 -> t137, t139
    # layers.0.attention.wv (Linear), llama.py:240
    t140 = aten.mm.default(t115, t139)  # t140: cpu f32[32, 64]
    t141 = aten.view.default(t6, [32, 64])  # t141: cpu f32[32, 64]
    t142 = aten.mm.default(t114, t141)  # t142: cpu f32[64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t143 = aten.mm.default(t110, t139)  # t143: cpu f32[32, 64]
    t144 = aten.view.default(t5, [32, 64])  # t144: cpu f32[32, 64]
    t145 = aten.mm.default(t109, t144)  # t145: cpu f32[64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t146 = aten.mm.default(t135, t139)  # t146: cpu f32[64, 64]
    t147 = aten.view.default(t4, [64, 64])  # t147: cpu f32[64, 64]
    t148 = aten.mm.default(t134, t147)  # t148: cpu f32[64, 64]
    # region 7: inductor 9d2ce178d5477375, 35 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t149 = aten.view.default(t56, [64])  # t149: cpu f32[64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t150 = aten.view.default(t3, [64])  # t150: cpu f32[64]
    # layers.0.attention.wv (Linear), llama.py:240
    t151 = aten.view.default(t142, [1, 64, 64])  # t151: cpu f32[1, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t152 = aten.view.default(t145, [1, 64, 64])  # t152: cpu f32[1, 64, 64]
    t153 = aten.add.Tensor(t151, t152)  # t153: cpu f32[1, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t154 = aten.view.default(t148, [1, 64, 64])  # t154: cpu f32[1, 64, 64]
    t155 = aten.add.Tensor(t153, t154)  # t155: cpu f32[1, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t156 = aten.mul.Tensor(t155, t137)  # t156: cpu f32[1, 64, 64]
    t157 = aten.mul.Tensor(t155, t150)  # t157: cpu f32[1, 64, 64]
    t158 = aten.sum.dim_IntList(t156, [0, 1], True)  # t158: cpu f32[1, 1, 64]
    t159 = aten.view.default(t158, [64])  # t159: cpu f32[64]
    t160 = aten.mul.Tensor(t157, t12)  # t160: cpu f32[1, 64, 64]
    t161 = aten.mul.Tensor(t157, t13)  # t161: cpu f32[1, 64, 64]
    t162 = aten.sum.dim_IntList(t160, [2], True)  # t162: cpu f32[1, 64, 1]
    t163 = aten.add.Tensor(t70, t161)  # t163: cpu f32[1, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t164 = aten.pow.Tensor_Scalar(t13, 3)  # t164: cpu f32[1, 64, 1]
    t165 = aten.mul.Scalar(t162, -0.5)  # t165: cpu f32[1, 64, 1]
    t166 = aten.mul.Tensor(t165, t164)  # t166: cpu f32[1, 64, 1]
    t167 = aten.expand.default(t166, [1, 64, 64])  # t167: cpu f32[1, 64, 64]
    t168 = aten.div.Scalar(t167, 64)  # t168: cpu f32[1, 64, 64]
    t169 = aten.pow.Tensor_Scalar(t12, 1.0)  # t169: cpu f32[1, 64, 64]
    t170 = aten.mul.Scalar(t169, 2.0)  # t170: cpu f32[1, 64, 64]
    t171 = aten.mul.Tensor(t168, t170)  # t171: cpu f32[1, 64, 64]
    t172 = aten.add.Tensor(t163, t171)  # t172: cpu f32[1, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t173 = aten.view.default(t159, [2, 32])  # t173: cpu f32[2, 32]
    t174 = aten.view.default(t146, [2, 2048])  # t174: cpu f32[2, 2048]
    t175 = aten.view.default(t143, [2, 1024])  # t175: cpu f32[2, 1024]
    t176 = aten.view.default(t140, [2, 1024])  # t176: cpu f32[2, 1024]
    t177 = aten.view.default(t76, [2, 2048])  # t177: cpu f32[2, 2048]
    t178 = aten.view.default(t149, [2, 32])  # t178: cpu f32[2, 32]
    t179 = aten.view.default(t47, [2, 5504])  # t179: cpu f32[2, 5504]
    t180 = aten.view.default(t44, [2, 5504])  # t180: cpu f32[2, 5504]
    t181 = aten.view.default(t28, [2, 5504])  # t181: cpu f32[2, 5504]
    t182 = aten.cat.default([t173, t174, t175, t176, t177, t178, t179, t180, t181], 1)  # t182: cpu f32[2, 22720]
    t183 = aten.view.default(t182, [45440])  # t183: cpu f32[45440]
    # end region 7 -> t172, t183
    t184 = _c10d_functional.reduce_scatter_tensor.default(t183, 'sum', 2, 'dp')  # t184: cpu f32[22720]
    # tok_embeddings (Embedding), llama.py:305
    t185 = aten.embedding_dense_backward.default(t172, t2, 256, -1, False)  # t185: cpu f32[256, 64]
    t186 = _c10d_functional.reduce_scatter_tensor.default(t185, 'sum', 2, 'dp')  # t186: cpu f32[128, 64]
    t187 = _c10d_functional.wait_tensor.default(t186)  # t187: cpu f32[128, 64]
    # region 8: inductor d54805b564e885df, 1 ops
    t188 = aten.div.Tensor(t187, 2)  # t188: cpu f32[128, 64]
    # end region 8 -> t188
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t189 = _c10d_functional.wait_tensor.default(t184)  # t189: cpu f32[22720]
    # region 9: inductor 9e981929713bc829, 17 ops
    t190 = aten.div.Tensor(t189, 2)  # t190: cpu f32[22720]
    t191 = aten.slice.Tensor(t190, 0, 0, 32)  # t191: cpu f32[32]
    t192 = aten.slice.Tensor(t190, 0, 32, 2080)  # t192: cpu f32[2048]
    t193 = aten.view.default(t192, [32, 64])  # t193: cpu f32[32, 64]
    t194 = aten.slice.Tensor(t190, 0, 2080, 3104)  # t194: cpu f32[1024]
    t195 = aten.view.default(t194, [16, 64])  # t195: cpu f32[16, 64]
    t196 = aten.slice.Tensor(t190, 0, 3104, 4128)  # t196: cpu f32[1024]
    t197 = aten.view.default(t196, [16, 64])  # t197: cpu f32[16, 64]
    t198 = aten.slice.Tensor(t190, 0, 4128, 6176)  # t198: cpu f32[2048]
    t199 = aten.view.default(t198, [32, 64])  # t199: cpu f32[32, 64]
    t200 = aten.slice.Tensor(t190, 0, 6176, 6208)  # t200: cpu f32[32]
    t201 = aten.slice.Tensor(t190, 0, 6208, 11712)  # t201: cpu f32[5504]
    t202 = aten.view.default(t201, [86, 64])  # t202: cpu f32[86, 64]
    t203 = aten.slice.Tensor(t190, 0, 11712, 17216)  # t203: cpu f32[5504]
    t204 = aten.view.default(t203, [86, 64])  # t204: cpu f32[86, 64]
    t205 = aten.slice.Tensor(t190, 0, 17216, 22720)  # t205: cpu f32[5504]
    t206 = aten.view.default(t205, [32, 172])  # t206: cpu f32[32, 172]
    # end region 9 -> t191, t193, t195, t197, t199, t200, t202, t204, t206
    return (t188, t191, t193, t195, t197, t199, t200, t202, t204, t206)
    # t188: grad tok_embeddings.weight
    # t191: grad layers.0.attention_norm.weight
    # t193: grad layers.0.attention.wq.weight
    # t195: grad layers.0.attention.wk.weight
    # t197: grad layers.0.attention.wv.weight
    # t199: grad layers.0.attention.wo.weight
    # t200: grad layers.0.ffn_norm.weight
    # t202: grad layers.0.feed_forward.w1.weight
    # t204: grad layers.0.feed_forward.w3.weight
    # t206: grad layers.0.feed_forward.w2.weight
