def backward_stage1(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27):
    # t0: cpu f32[256, 8]  saved 0
    # t1: cpu f32[256, 8]  saved 1
    # t2: cpu f32[1, 64, 64]  saved 2
    # t3: cpu f32[64]  saved 3
    # t4: cpu f32[256, 64]  saved 4
    # t5: cpu f32[2, 32]  saved 5
    # t6: cpu f32[2, 2048]  saved 6
    # t7: cpu f32[2, 1024]  saved 7
    # t8: cpu f32[2, 1024]  saved 8
    # t9: cpu f32[2, 2048]  saved 9
    # t10: cpu f32[2, 32]  saved 10
    # t11: cpu f32[2, 5504]  saved 11
    # t12: cpu f32[2, 5504]  saved 12
    # t13: cpu f32[2, 5504]  saved 13
    # t14: cpu f32[1, 64, 1]  saved 14
    # t15: cpu f32[64, 32]  saved 15
    # t16: cpu f32[1, 64, 4, 8, 2]  saved 16
    # t17: cpu f32[1, 64, 2, 8, 2]  saved 17
    # t18: cpu f32[1, 4, 64, 16]  saved 18
    # t19: cpu f32[1, 4, 64]  saved 19
    # t20: cpu f32[1, 64, 64]  saved 20
    # t21: cpu f32[1, 64, 1]  saved 21
    # t22: cpu f32[1, 64, 172]  saved 22
    # t23: cpu f32[1, 64, 172]  saved 23
    # t24: cpu f32[1, 64, 172]  saved 24
    # t25: cpu f32[1, 64, 64]  saved 25
    # t26: cpu f32[1, 64, 1]  saved 26
    # t27: cpu f32[1, 64, 256]  tangent 0
    # output (Linear), llama.py:308
    t28 = aten.view.default(t27, [64, 256])  # t28: cpu f32[64, 256]
    t29 = aten.t.default(t28)  # t29: cpu f32[256, 64]
    # region 0: inductor 02e63a9584f5d7c8, 3 ops
    # norm (RMSNorm), llama.py:161, 162
    t30 = aten.mul.Tensor(t25, t26)  # t30: cpu f32[1, 64, 64]
    t31 = aten.mul.Tensor(t30, t3)  # t31: cpu f32[1, 64, 64]
    # output (Linear), llama.py:308
    t32 = aten.view.default(t31, [64, 64])  # t32: cpu f32[64, 64]
    # end region 0 -> t30, t32
    t33 = aten.mm.default(t29, t32)  # t33: cpu f32[256, 64]
    t34 = _c10d_functional.reduce_scatter_tensor.default(t33, 'sum', 2, 'dp')  # t34: cpu f32[128, 64]
    t35 = aten.mm.default(t28, t4)  # t35: cpu f32[64, 64]
    # region 1: inductor b450c7667e6fb6be, 19 ops
    t36 = aten.view.default(t35, [1, 64, 64])  # t36: cpu f32[1, 64, 64]
    # norm (RMSNorm), llama.py:162, 161
    t37 = aten.mul.Tensor(t36, t30)  # t37: cpu f32[1, 64, 64]
    t38 = aten.mul.Tensor(t36, t3)  # t38: cpu f32[1, 64, 64]
    t39 = aten.sum.dim_IntList(t37, [0, 1], True)  # t39: cpu f32[1, 1, 64]
    t40 = aten.view.default(t39, [64])  # t40: cpu f32[64]
    t41 = aten.mul.Tensor(t38, t25)  # t41: cpu f32[1, 64, 64]
    t42 = aten.mul.Tensor(t38, t26)  # t42: cpu f32[1, 64, 64]
    t43 = aten.sum.dim_IntList(t41, [2], True)  # t43: cpu f32[1, 64, 1]
    t44 = aten.pow.Tensor_Scalar(t26, 3)  # t44: cpu f32[1, 64, 1]
    t45 = aten.mul.Scalar(t43, -0.5)  # t45: cpu f32[1, 64, 1]
    t46 = aten.mul.Tensor(t45, t44)  # t46: cpu f32[1, 64, 1]
    t47 = aten.expand.default(t46, [1, 64, 64])  # t47: cpu f32[1, 64, 64]
    t48 = aten.div.Scalar(t47, 64)  # t48: cpu f32[1, 64, 64]
    t49 = aten.pow.Tensor_Scalar(t25, 1.0)  # t49: cpu f32[1, 64, 64]
    t50 = aten.mul.Scalar(t49, 2.0)  # t50: cpu f32[1, 64, 64]
    t51 = aten.mul.Tensor(t48, t50)  # t51: cpu f32[1, 64, 64]
    t52 = aten.add.Tensor(t42, t51)  # t52: cpu f32[1, 64, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t53 = aten.view.default(t52, [64, 64])  # t53: cpu f32[64, 64]
    t54 = aten.t.default(t53)  # t54: cpu f32[64, 64]
    # end region 1 -> t40, t52, t53, t54
    # norm (RMSNorm), llama.py:162
    t55 = _c10d_functional.reduce_scatter_tensor.default(t40, 'sum', 2, 'dp')  # t55: cpu f32[32]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t56 = aten.view.default(t24, [64, 172])  # t56: cpu f32[64, 172]
    t57 = aten.mm.default(t54, t56)  # t57: cpu f32[64, 172]
    t58 = aten.view.default(t13, [64, 172])  # t58: cpu f32[64, 172]
    t59 = aten.mm.default(t53, t58)  # t59: cpu f32[64, 172]
    # region 2: inductor 38872030a2665b2e, 9 ops
    t60 = aten.view.default(t59, [1, 64, 172])  # t60: cpu f32[1, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t61 = aten.silu.default(t22)  # t61: cpu f32[1, 64, 172]
    t62 = aten.mul.Tensor(t60, t61)  # t62: cpu f32[1, 64, 172]
    t63 = aten.mul.Tensor(t60, t23)  # t63: cpu f32[1, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t64 = aten.view.default(t62, [64, 172])  # t64: cpu f32[64, 172]
    t65 = aten.t.default(t64)  # t65: cpu f32[172, 64]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t66 = aten.silu_backward.default(t63, t22)  # t66: cpu f32[1, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t67 = aten.view.default(t66, [64, 172])  # t67: cpu f32[64, 172]
    t68 = aten.t.default(t67)  # t68: cpu f32[172, 64]
    # end region 2 -> t64, t65, t67, t68
    # region 3: inductor 63d342e5270635d0, 4 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t69 = aten.view.default(t10, [64])  # t69: cpu f32[64]
    t70 = aten.mul.Tensor(t20, t21)  # t70: cpu f32[1, 64, 64]
    t71 = aten.mul.Tensor(t70, t69)  # t71: cpu f32[1, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t72 = aten.view.default(t71, [64, 64])  # t72: cpu f32[64, 64]
    # end region 3 -> t70, t72
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t73 = aten.mm.default(t65, t72)  # t73: cpu f32[172, 64]
    t74 = aten.view.default(t12, [172, 64])  # t74: cpu f32[172, 64]
    t75 = aten.mm.default(t64, t74)  # t75: cpu f32[64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t76 = aten.mm.default(t68, t72)  # t76: cpu f32[172, 64]
    t77 = aten.view.default(t11, [172, 64])  # t77: cpu f32[172, 64]
    t78 = aten.mm.default(t67, t77)  # t78: cpu f32[64, 64]
    # region 4: inductor 7fdfe03d5f332d9c, 24 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t79 = aten.view.default(t10, [64])  # t79: cpu f32[64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t80 = aten.view.default(t75, [1, 64, 64])  # t80: cpu f32[1, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t81 = aten.view.default(t78, [1, 64, 64])  # t81: cpu f32[1, 64, 64]
    t82 = aten.add.Tensor(t80, t81)  # t82: cpu f32[1, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t83 = aten.mul.Tensor(t82, t70)  # t83: cpu f32[1, 64, 64]
    t84 = aten.mul.Tensor(t82, t79)  # t84: cpu f32[1, 64, 64]
    t85 = aten.sum.dim_IntList(t83, [0, 1], True)  # t85: cpu f32[1, 1, 64]
    t86 = aten.view.default(t85, [64])  # t86: cpu f32[64]
    t87 = aten.mul.Tensor(t84, t20)  # t87: cpu f32[1, 64, 64]
    t88 = aten.mul.Tensor(t84, t21)  # t88: cpu f32[1, 64, 64]
    t89 = aten.sum.dim_IntList(t87, [2], True)  # t89: cpu f32[1, 64, 1]
    t90 = aten.add.Tensor(t52, t88)  # t90: cpu f32[1, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t91 = aten.pow.Tensor_Scalar(t21, 3)  # t91: cpu f32[1, 64, 1]
    t92 = aten.mul.Scalar(t89, -0.5)  # t92: cpu f32[1, 64, 1]
    t93 = aten.mul.Tensor(t92, t91)  # t93: cpu f32[1, 64, 1]
    t94 = aten.expand.default(t93, [1, 64, 64])  # t94: cpu f32[1, 64, 64]
    t95 = aten.div.Scalar(t94, 64)  # t95: cpu f32[1, 64, 64]
    t96 = aten.pow.Tensor_Scalar(t20, 1.0)  # t96: cpu f32[1, 64, 64]
    t97 = aten.mul.Scalar(t96, 2.0)  # t97: cpu f32[1, 64, 64]
    t98 = aten.mul.Tensor(t95, t97)  # t98: cpu f32[1, 64, 64]
    t99 = aten.add.Tensor(t90, t98)  # t99: cpu f32[1, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t100 = aten.view.default(t99, [64, 64])  # t100: cpu f32[64, 64]
    t101 = aten.t.default(t100)  # t101: cpu f32[64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t102 = aten.view.default(t86, [2, 32])  # t102: cpu f32[2, 32]
    # end region 4 -> t85, t99, t100, t101
    # layers.1.attention (Attention), llama.py:250
    t103 = aten.transpose.int(t18, 1, 2)  # t103: cpu f32[1, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t104 = aten.view.default(t103, [64, 64])  # t104: cpu f32[64, 64]
    t105 = aten.mm.default(t101, t104)  # t105: cpu f32[64, 64]
    t106 = aten.view.default(t9, [64, 64])  # t106: cpu f32[64, 64]
    t107 = aten.mm.default(t100, t106)  # t107: cpu f32[64, 64]
    # layers.1.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t108 = aten.view.default(t107, [1, 64, 4, 16])  # t108: cpu f32[1, 64, 4, 16]
    t109 = aten.transpose.int(t108, 1, 2)  # t109: cpu f32[1, 4, 64, 16]
    t110 = aten.view.default(t16, [1, 64, 4, 16])  # t110: cpu f32[1, 64, 4, 16]
    t111 = aten.transpose.int(t110, 1, 2)  # t111: cpu f32[1, 4, 64, 16]
    t112 = aten.view.default(t17, [1, 64, 2, 16])  # t112: cpu f32[1, 64, 2, 16]
    t113 = aten.transpose.int(t112, 1, 2)  # t113: cpu f32[1, 2, 64, 16]
    t114 = aten.view.default(t15, [1, 64, 2, 16])  # t114: cpu f32[1, 64, 2, 16]
    t115 = aten.transpose.int(t114, 1, 2)  # t115: cpu f32[1, 2, 64, 16]
    t116, t117, t118 = aotc.sdpa_backward.default(t109, t111, t113, t115, None, t18, t19, True, None)  # t116: cpu f32[1, 4, 64, 16], t117: cpu f32[1, 2, 64, 16], t118: cpu f32[1, 2, 64, 16]
    # region 5: inductor e3efe60d4b020729, 21 ops
    t119 = aten.clone.default(t117, memory_format=torch.contiguous_format)  # t119: cpu f32[1, 2, 64, 16]
    t120 = aten.transpose.int(t119, 1, 2)  # t120: cpu f32[1, 64, 2, 16]
    t121 = aten.view.default(t120, [1, 64, 2, 8, 2])  # t121: cpu f32[1, 64, 2, 8, 2]
    t122 = aten.select.int(t121, -1, 0)  # t122: cpu f32[1, 64, 2, 8]
    t123 = aten.select.int(t121, -1, 1)  # t123: cpu f32[1, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t124 = aten.slice.Tensor(t0, 0, 0, 64)  # t124: cpu f32[64, 8]
    # layers.1.attention (Attention), llama.py:207, 210
    t125 = aten.view.default(t124, [1, 64, 1, 8])  # t125: cpu f32[1, 64, 1, 8]
    t126 = aten.mul.Tensor(t123, t125)  # t126: cpu f32[1, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t127 = aten.slice.Tensor(t1, 0, 0, 64)  # t127: cpu f32[64, 8]
    # layers.1.attention (Attention), llama.py:208, 210, 209
    t128 = aten.view.default(t127, [1, 64, 1, 8])  # t128: cpu f32[1, 64, 1, 8]
    t129 = aten.mul.Tensor(t123, t128)  # t129: cpu f32[1, 64, 2, 8]
    t130 = aten.neg.default(t122)  # t130: cpu f32[1, 64, 2, 8]
    t131 = aten.mul.Tensor(t130, t128)  # t131: cpu f32[1, 64, 2, 8]
    t132 = aten.add.Tensor(t126, t131)  # t132: cpu f32[1, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t133 = aten.mul.Tensor(t122, t125)  # t133: cpu f32[1, 64, 2, 8]
    t134 = aten.add.Tensor(t129, t133)  # t134: cpu f32[1, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t135 = aten.select_backward.default(t132, [1, 64, 2, 8, 2], 4, 1)  # t135: cpu f32[1, 64, 2, 8, 2]
    t136 = aten.select_backward.default(t134, [1, 64, 2, 8, 2], 4, 0)  # t136: cpu f32[1, 64, 2, 8, 2]
    t137 = aten.add.Tensor(t135, t136)  # t137: cpu f32[1, 64, 2, 8, 2]
    # layers.1.attention.wk (Linear), llama.py:239
    t138 = aten.view.default(t137, [64, 32])  # t138: cpu f32[64, 32]
    t139 = aten.t.default(t138)  # t139: cpu f32[32, 64]
    # end region 5 -> t138, t139
    # region 6: inductor 931c465969dc9fff, 5 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t140 = aten.clone.default(t118, memory_format=torch.contiguous_format)  # t140: cpu f32[1, 2, 64, 16]
    t141 = aten.transpose.int(t140, 1, 2)  # t141: cpu f32[1, 64, 2, 16]
    t142 = aten.clone.default(t141, memory_format=torch.contiguous_format)  # t142: cpu f32[1, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t143 = aten.view.default(t142, [64, 32])  # t143: cpu f32[64, 32]
    t144 = aten.t.default(t143)  # t144: cpu f32[32, 64]
    # end region 6 -> t143, t144
    # region 7: inductor 0f03a6b6ac545641, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t145 = aten.slice.Tensor(t0, 0, 0, 64)  # t145: cpu f32[64, 8]
    # layers.1.attention (Attention), llama.py:207
    t146 = aten.view.default(t145, [1, 64, 1, 8])  # t146: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t147 = aten.slice.Tensor(t1, 0, 0, 64)  # t147: cpu f32[64, 8]
    # layers.1.attention (Attention), llama.py:208, 241, 211, 210, 209
    t148 = aten.view.default(t147, [1, 64, 1, 8])  # t148: cpu f32[1, 64, 1, 8]
    t149 = aten.transpose.int(t116, 1, 2)  # t149: cpu f32[1, 64, 4, 16]
    t150 = aten.view.default(t149, [1, 64, 4, 8, 2])  # t150: cpu f32[1, 64, 4, 8, 2]
    t151 = aten.select.int(t150, -1, 0)  # t151: cpu f32[1, 64, 4, 8]
    t152 = aten.select.int(t150, -1, 1)  # t152: cpu f32[1, 64, 4, 8]
    t153 = aten.mul.Tensor(t152, t146)  # t153: cpu f32[1, 64, 4, 8]
    t154 = aten.mul.Tensor(t152, t148)  # t154: cpu f32[1, 64, 4, 8]
    t155 = aten.neg.default(t151)  # t155: cpu f32[1, 64, 4, 8]
    t156 = aten.mul.Tensor(t155, t148)  # t156: cpu f32[1, 64, 4, 8]
    t157 = aten.add.Tensor(t153, t156)  # t157: cpu f32[1, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t158 = aten.mul.Tensor(t151, t146)  # t158: cpu f32[1, 64, 4, 8]
    t159 = aten.add.Tensor(t154, t158)  # t159: cpu f32[1, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t160 = aten.select_backward.default(t157, [1, 64, 4, 8, 2], 4, 1)  # t160: cpu f32[1, 64, 4, 8, 2]
    t161 = aten.select_backward.default(t159, [1, 64, 4, 8, 2], 4, 0)  # t161: cpu f32[1, 64, 4, 8, 2]
    t162 = aten.add.Tensor(t160, t161)  # t162: cpu f32[1, 64, 4, 8, 2]
    # layers.1.attention.wq (Linear), llama.py:238
    t163 = aten.view.default(t162, [64, 64])  # t163: cpu f32[64, 64]
    t164 = aten.t.default(t163)  # t164: cpu f32[64, 64]
    # end region 7 -> t163, t164
    # region 8: inductor 63d342e5270635d0, 4 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t165 = aten.view.default(t5, [64])  # t165: cpu f32[64]
    t166 = aten.mul.Tensor(t2, t14)  # t166: cpu f32[1, 64, 64]
    t167 = aten.mul.Tensor(t166, t165)  # t167: cpu f32[1, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t168 = aten.view.default(t167, [64, 64])  # t168: cpu f32[64, 64]
    # end region 8 -> t166, t168
    # layers.1.attention.wv (Linear), llama.py:240
    t169 = aten.mm.default(t144, t168)  # t169: cpu f32[32, 64]
    t170 = aten.view.default(t8, [32, 64])  # t170: cpu f32[32, 64]
    t171 = aten.mm.default(t143, t170)  # t171: cpu f32[64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t172 = aten.mm.default(t139, t168)  # t172: cpu f32[32, 64]
    t173 = aten.view.default(t7, [32, 64])  # t173: cpu f32[32, 64]
    t174 = aten.mm.default(t138, t173)  # t174: cpu f32[64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t175 = aten.mm.default(t164, t168)  # t175: cpu f32[64, 64]
    t176 = aten.view.default(t6, [64, 64])  # t176: cpu f32[64, 64]
    t177 = aten.mm.default(t163, t176)  # t177: cpu f32[64, 64]
    # region 9: inductor 9d2ce178d5477375, 35 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t178 = aten.view.default(t85, [64])  # t178: cpu f32[64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t179 = aten.view.default(t5, [64])  # t179: cpu f32[64]
    # layers.1.attention.wv (Linear), llama.py:240
    t180 = aten.view.default(t171, [1, 64, 64])  # t180: cpu f32[1, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t181 = aten.view.default(t174, [1, 64, 64])  # t181: cpu f32[1, 64, 64]
    t182 = aten.add.Tensor(t180, t181)  # t182: cpu f32[1, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t183 = aten.view.default(t177, [1, 64, 64])  # t183: cpu f32[1, 64, 64]
    t184 = aten.add.Tensor(t182, t183)  # t184: cpu f32[1, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t185 = aten.mul.Tensor(t184, t166)  # t185: cpu f32[1, 64, 64]
    t186 = aten.mul.Tensor(t184, t179)  # t186: cpu f32[1, 64, 64]
    t187 = aten.sum.dim_IntList(t185, [0, 1], True)  # t187: cpu f32[1, 1, 64]
    t188 = aten.view.default(t187, [64])  # t188: cpu f32[64]
    t189 = aten.mul.Tensor(t186, t2)  # t189: cpu f32[1, 64, 64]
    t190 = aten.mul.Tensor(t186, t14)  # t190: cpu f32[1, 64, 64]
    t191 = aten.sum.dim_IntList(t189, [2], True)  # t191: cpu f32[1, 64, 1]
    t192 = aten.add.Tensor(t99, t190)  # t192: cpu f32[1, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t193 = aten.pow.Tensor_Scalar(t14, 3)  # t193: cpu f32[1, 64, 1]
    t194 = aten.mul.Scalar(t191, -0.5)  # t194: cpu f32[1, 64, 1]
    t195 = aten.mul.Tensor(t194, t193)  # t195: cpu f32[1, 64, 1]
    t196 = aten.expand.default(t195, [1, 64, 64])  # t196: cpu f32[1, 64, 64]
    t197 = aten.div.Scalar(t196, 64)  # t197: cpu f32[1, 64, 64]
    t198 = aten.pow.Tensor_Scalar(t2, 1.0)  # t198: cpu f32[1, 64, 64]
    t199 = aten.mul.Scalar(t198, 2.0)  # t199: cpu f32[1, 64, 64]
    t200 = aten.mul.Tensor(t197, t199)  # t200: cpu f32[1, 64, 64]
    t201 = aten.add.Tensor(t192, t200)  # t201: cpu f32[1, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t202 = aten.view.default(t188, [2, 32])  # t202: cpu f32[2, 32]
    t203 = aten.view.default(t175, [2, 2048])  # t203: cpu f32[2, 2048]
    t204 = aten.view.default(t172, [2, 1024])  # t204: cpu f32[2, 1024]
    t205 = aten.view.default(t169, [2, 1024])  # t205: cpu f32[2, 1024]
    t206 = aten.view.default(t105, [2, 2048])  # t206: cpu f32[2, 2048]
    t207 = aten.view.default(t178, [2, 32])  # t207: cpu f32[2, 32]
    t208 = aten.view.default(t76, [2, 5504])  # t208: cpu f32[2, 5504]
    t209 = aten.view.default(t73, [2, 5504])  # t209: cpu f32[2, 5504]
    t210 = aten.view.default(t57, [2, 5504])  # t210: cpu f32[2, 5504]
    t211 = aten.cat.default([t202, t203, t204, t205, t206, t207, t208, t209, t210], 1)  # t211: cpu f32[2, 22720]
    t212 = aten.view.default(t211, [45440])  # t212: cpu f32[45440]
    # end region 9 -> t201, t212
    t213 = _c10d_functional.reduce_scatter_tensor.default(t212, 'sum', 2, 'dp')  # t213: cpu f32[22720]
    # norm (RMSNorm), llama.py:162
    t214 = _c10d_functional.wait_tensor.default(t55)  # t214: cpu f32[32]
    # region 10: inductor b93be3adc5486c12, 1 ops
    t215 = aten.div.Tensor(t214, 2)  # t215: cpu f32[32]
    # end region 10 -> t215
    # output (Linear), llama.py:308
    t216 = _c10d_functional.wait_tensor.default(t34)  # t216: cpu f32[128, 64]
    # region 11: inductor d54805b564e885df, 1 ops
    t217 = aten.div.Tensor(t216, 2)  # t217: cpu f32[128, 64]
    # end region 11 -> t217
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t218 = _c10d_functional.wait_tensor.default(t213)  # t218: cpu f32[22720]
    # region 12: inductor 9e981929713bc829, 17 ops
    t219 = aten.div.Tensor(t218, 2)  # t219: cpu f32[22720]
    t220 = aten.slice.Tensor(t219, 0, 0, 32)  # t220: cpu f32[32]
    t221 = aten.slice.Tensor(t219, 0, 32, 2080)  # t221: cpu f32[2048]
    t222 = aten.view.default(t221, [32, 64])  # t222: cpu f32[32, 64]
    t223 = aten.slice.Tensor(t219, 0, 2080, 3104)  # t223: cpu f32[1024]
    t224 = aten.view.default(t223, [16, 64])  # t224: cpu f32[16, 64]
    t225 = aten.slice.Tensor(t219, 0, 3104, 4128)  # t225: cpu f32[1024]
    t226 = aten.view.default(t225, [16, 64])  # t226: cpu f32[16, 64]
    t227 = aten.slice.Tensor(t219, 0, 4128, 6176)  # t227: cpu f32[2048]
    t228 = aten.view.default(t227, [32, 64])  # t228: cpu f32[32, 64]
    t229 = aten.slice.Tensor(t219, 0, 6176, 6208)  # t229: cpu f32[32]
    t230 = aten.slice.Tensor(t219, 0, 6208, 11712)  # t230: cpu f32[5504]
    t231 = aten.view.default(t230, [86, 64])  # t231: cpu f32[86, 64]
    t232 = aten.slice.Tensor(t219, 0, 11712, 17216)  # t232: cpu f32[5504]
    t233 = aten.view.default(t232, [86, 64])  # t233: cpu f32[86, 64]
    t234 = aten.slice.Tensor(t219, 0, 17216, 22720)  # t234: cpu f32[5504]
    t235 = aten.view.default(t234, [32, 172])  # t235: cpu f32[32, 172]
    # end region 12 -> t220, t222, t224, t226, t228, t229, t231, t233, t235
    return (t220, t222, t224, t226, t228, t229, t231, t233, t235, t215, t217, t201)
    # t220: grad layers.1.attention_norm.weight
    # t222: grad layers.1.attention.wq.weight
    # t224: grad layers.1.attention.wk.weight
    # t226: grad layers.1.attention.wv.weight
    # t228: grad layers.1.attention.wo.weight
    # t229: grad layers.1.ffn_norm.weight
    # t231: grad layers.1.feed_forward.w1.weight
    # t233: grad layers.1.feed_forward.w3.weight
    # t235: grad layers.1.feed_forward.w2.weight
    # t215: grad norm.weight
    # t217: grad output.weight
    # t201: input_grad 0
