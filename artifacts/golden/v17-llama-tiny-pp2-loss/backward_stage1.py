def backward_stage1(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28):
    # t0: cpu f32[64]  saved 0
    # t1: cpu f32[64, 64]  saved 1
    # t2: cpu f32[32, 64]  saved 2
    # t3: cpu f32[32, 64]  saved 3
    # t4: cpu f32[64, 64]  saved 4
    # t5: cpu f32[64]  saved 5
    # t6: cpu f32[172, 64]  saved 6
    # t7: cpu f32[172, 64]  saved 7
    # t8: cpu f32[64, 172]  saved 8
    # t9: cpu f32[64]  saved 9
    # t10: cpu f32[256, 8]  saved 10
    # t11: cpu f32[256, 8]  saved 11
    # t12: cpu f32[2, 16, 64]  saved 12
    # t13: cpu f32[2, 16, 1]  saved 13
    # t14: cpu f32[32, 32]  saved 14
    # t15: cpu f32[2, 16, 4, 8, 2]  saved 15
    # t16: cpu f32[2, 16, 2, 8, 2]  saved 16
    # t17: cpu f32[2, 4, 16, 16]  saved 17
    # t18: cpu f32[2, 4, 16]  saved 18
    # t19: cpu f32[2, 16, 64]  saved 19
    # t20: cpu f32[2, 16, 1]  saved 20
    # t21: cpu f32[2, 16, 172]  saved 21
    # t22: cpu f32[2, 16, 172]  saved 22
    # t23: cpu f32[2, 16, 172]  saved 23
    # t24: cpu f32[2, 16, 64]  saved 24
    # t25: cpu f32[2, 16, 1]  saved 25
    # t26: cpu f32[32, 64]  saved 26
    # t27: cpu f32[256, 64]  saved 27
    # t28: cpu f32[]  tangent 0
    # region 0: inductor bd572f5022fa7f0a, 21 ops
    # (Llama), llama.py:311
    t29 = aten.mul.Tensor(t26, t28)  # t29: cpu f32[32, 64]
    # output (Linear), llama.py:308
    t30 = aten.view.default(t29, [2, 16, 64])  # t30: cpu f32[2, 16, 64]
    # norm (RMSNorm), llama.py:161, 162
    t31 = aten.mul.Tensor(t24, t25)  # t31: cpu f32[2, 16, 64]
    t32 = aten.mul.Tensor(t30, t31)  # t32: cpu f32[2, 16, 64]
    t33 = aten.mul.Tensor(t30, t9)  # t33: cpu f32[2, 16, 64]
    t34 = aten.sum.dim_IntList(t32, [0, 1], True)  # t34: cpu f32[1, 1, 64]
    t35 = aten.view.default(t34, [64])  # t35: cpu f32[64]
    t36 = aten.mul.Tensor(t33, t24)  # t36: cpu f32[2, 16, 64]
    t37 = aten.mul.Tensor(t33, t25)  # t37: cpu f32[2, 16, 64]
    t38 = aten.sum.dim_IntList(t36, [2], True)  # t38: cpu f32[2, 16, 1]
    t39 = aten.pow.Tensor_Scalar(t25, 3)  # t39: cpu f32[2, 16, 1]
    t40 = aten.mul.Scalar(t38, -0.5)  # t40: cpu f32[2, 16, 1]
    t41 = aten.mul.Tensor(t40, t39)  # t41: cpu f32[2, 16, 1]
    t42 = aten.expand.default(t41, [2, 16, 64])  # t42: cpu f32[2, 16, 64]
    t43 = aten.div.Scalar(t42, 64)  # t43: cpu f32[2, 16, 64]
    t44 = aten.pow.Tensor_Scalar(t24, 1.0)  # t44: cpu f32[2, 16, 64]
    t45 = aten.mul.Scalar(t44, 2.0)  # t45: cpu f32[2, 16, 64]
    t46 = aten.mul.Tensor(t43, t45)  # t46: cpu f32[2, 16, 64]
    t47 = aten.add.Tensor(t37, t46)  # t47: cpu f32[2, 16, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t48 = aten.view.default(t47, [32, 64])  # t48: cpu f32[32, 64]
    t49 = aten.t.default(t48)  # t49: cpu f32[64, 32]
    # end region 0 -> t35, t47, t48, t49
    # region 1: inductor ed3d72276d50a3af, 1 ops
    # (Llama), llama.py:311
    t50 = aten.mul.Tensor(t27, t28)  # t50: cpu f32[256, 64]
    # end region 1 -> t50
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t51 = aten.view.default(t23, [32, 172])  # t51: cpu f32[32, 172]
    t52 = aten.mm.default(t49, t51)  # t52: cpu f32[64, 172]
    t53 = aten.mm.default(t48, t8)  # t53: cpu f32[32, 172]
    # region 2: inductor 58abc7ceb9b2b02b, 9 ops
    t54 = aten.view.default(t53, [2, 16, 172])  # t54: cpu f32[2, 16, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t55 = aten.silu.default(t21)  # t55: cpu f32[2, 16, 172]
    t56 = aten.mul.Tensor(t54, t55)  # t56: cpu f32[2, 16, 172]
    t57 = aten.mul.Tensor(t54, t22)  # t57: cpu f32[2, 16, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t58 = aten.view.default(t56, [32, 172])  # t58: cpu f32[32, 172]
    t59 = aten.t.default(t58)  # t59: cpu f32[172, 32]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t60 = aten.silu_backward.default(t57, t21)  # t60: cpu f32[2, 16, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t61 = aten.view.default(t60, [32, 172])  # t61: cpu f32[32, 172]
    t62 = aten.t.default(t61)  # t62: cpu f32[172, 32]
    # end region 2 -> t58, t59, t61, t62
    # region 3: inductor e607a8227574a08c, 3 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t63 = aten.mul.Tensor(t19, t20)  # t63: cpu f32[2, 16, 64]
    t64 = aten.mul.Tensor(t63, t5)  # t64: cpu f32[2, 16, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t65 = aten.view.default(t64, [32, 64])  # t65: cpu f32[32, 64]
    # end region 3 -> t63, t65
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t66 = aten.mm.default(t59, t65)  # t66: cpu f32[172, 64]
    t67 = aten.mm.default(t58, t7)  # t67: cpu f32[32, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t68 = aten.mm.default(t62, t65)  # t68: cpu f32[172, 64]
    t69 = aten.mm.default(t61, t6)  # t69: cpu f32[32, 64]
    # region 4: inductor c33a3a69e0e2d38b, 22 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t70 = aten.view.default(t67, [2, 16, 64])  # t70: cpu f32[2, 16, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t71 = aten.view.default(t69, [2, 16, 64])  # t71: cpu f32[2, 16, 64]
    t72 = aten.add.Tensor(t70, t71)  # t72: cpu f32[2, 16, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t73 = aten.mul.Tensor(t72, t63)  # t73: cpu f32[2, 16, 64]
    t74 = aten.mul.Tensor(t72, t5)  # t74: cpu f32[2, 16, 64]
    t75 = aten.sum.dim_IntList(t73, [0, 1], True)  # t75: cpu f32[1, 1, 64]
    t76 = aten.view.default(t75, [64])  # t76: cpu f32[64]
    t77 = aten.mul.Tensor(t74, t19)  # t77: cpu f32[2, 16, 64]
    t78 = aten.mul.Tensor(t74, t20)  # t78: cpu f32[2, 16, 64]
    t79 = aten.sum.dim_IntList(t77, [2], True)  # t79: cpu f32[2, 16, 1]
    t80 = aten.add.Tensor(t47, t78)  # t80: cpu f32[2, 16, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t81 = aten.pow.Tensor_Scalar(t20, 3)  # t81: cpu f32[2, 16, 1]
    t82 = aten.mul.Scalar(t79, -0.5)  # t82: cpu f32[2, 16, 1]
    t83 = aten.mul.Tensor(t82, t81)  # t83: cpu f32[2, 16, 1]
    t84 = aten.expand.default(t83, [2, 16, 64])  # t84: cpu f32[2, 16, 64]
    t85 = aten.div.Scalar(t84, 64)  # t85: cpu f32[2, 16, 64]
    t86 = aten.pow.Tensor_Scalar(t19, 1.0)  # t86: cpu f32[2, 16, 64]
    t87 = aten.mul.Scalar(t86, 2.0)  # t87: cpu f32[2, 16, 64]
    t88 = aten.mul.Tensor(t85, t87)  # t88: cpu f32[2, 16, 64]
    t89 = aten.add.Tensor(t80, t88)  # t89: cpu f32[2, 16, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t90 = aten.view.default(t89, [32, 64])  # t90: cpu f32[32, 64]
    t91 = aten.t.default(t90)  # t91: cpu f32[64, 32]
    # end region 4 -> t76, t89, t90, t91
    # layers.1.attention (Attention), llama.py:250
    t92 = aten.transpose.int(t17, 1, 2)  # t92: cpu f32[2, 16, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t93 = aten.view.default(t92, [32, 64])  # t93: cpu f32[32, 64]
    t94 = aten.mm.default(t91, t93)  # t94: cpu f32[64, 64]
    t95 = aten.mm.default(t90, t4)  # t95: cpu f32[32, 64]
    # layers.1.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t96 = aten.view.default(t95, [2, 16, 4, 16])  # t96: cpu f32[2, 16, 4, 16]
    t97 = aten.transpose.int(t96, 1, 2)  # t97: cpu f32[2, 4, 16, 16]
    t98 = aten.view.default(t15, [2, 16, 4, 16])  # t98: cpu f32[2, 16, 4, 16]
    t99 = aten.transpose.int(t98, 1, 2)  # t99: cpu f32[2, 4, 16, 16]
    t100 = aten.view.default(t16, [2, 16, 2, 16])  # t100: cpu f32[2, 16, 2, 16]
    t101 = aten.transpose.int(t100, 1, 2)  # t101: cpu f32[2, 2, 16, 16]
    t102 = aten.view.default(t14, [2, 16, 2, 16])  # t102: cpu f32[2, 16, 2, 16]
    t103 = aten.transpose.int(t102, 1, 2)  # t103: cpu f32[2, 2, 16, 16]
    t104, t105, t106 = aotc.sdpa_backward.default(t97, t99, t101, t103, None, t17, t18, True, None)  # t104: cpu f32[2, 4, 16, 16], t105: cpu f32[2, 2, 16, 16], t106: cpu f32[2, 2, 16, 16]
    # region 5: inductor 9262c6f8d5d4fedc, 21 ops
    t107 = aten.clone.default(t105, memory_format=torch.contiguous_format)  # t107: cpu f32[2, 2, 16, 16]
    t108 = aten.transpose.int(t107, 1, 2)  # t108: cpu f32[2, 16, 2, 16]
    t109 = aten.view.default(t108, [2, 16, 2, 8, 2])  # t109: cpu f32[2, 16, 2, 8, 2]
    t110 = aten.select.int(t109, -1, 0)  # t110: cpu f32[2, 16, 2, 8]
    t111 = aten.select.int(t109, -1, 1)  # t111: cpu f32[2, 16, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t112 = aten.slice.Tensor(t10, 0, 0, 16)  # t112: cpu f32[16, 8]
    # layers.1.attention (Attention), llama.py:207, 210
    t113 = aten.view.default(t112, [1, 16, 1, 8])  # t113: cpu f32[1, 16, 1, 8]
    t114 = aten.mul.Tensor(t111, t113)  # t114: cpu f32[2, 16, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t115 = aten.slice.Tensor(t11, 0, 0, 16)  # t115: cpu f32[16, 8]
    # layers.1.attention (Attention), llama.py:208, 210, 209
    t116 = aten.view.default(t115, [1, 16, 1, 8])  # t116: cpu f32[1, 16, 1, 8]
    t117 = aten.mul.Tensor(t111, t116)  # t117: cpu f32[2, 16, 2, 8]
    t118 = aten.neg.default(t110)  # t118: cpu f32[2, 16, 2, 8]
    t119 = aten.mul.Tensor(t118, t116)  # t119: cpu f32[2, 16, 2, 8]
    t120 = aten.add.Tensor(t114, t119)  # t120: cpu f32[2, 16, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t121 = aten.mul.Tensor(t110, t113)  # t121: cpu f32[2, 16, 2, 8]
    t122 = aten.add.Tensor(t117, t121)  # t122: cpu f32[2, 16, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t123 = aten.select_backward.default(t120, [2, 16, 2, 8, 2], 4, 1)  # t123: cpu f32[2, 16, 2, 8, 2]
    t124 = aten.select_backward.default(t122, [2, 16, 2, 8, 2], 4, 0)  # t124: cpu f32[2, 16, 2, 8, 2]
    t125 = aten.add.Tensor(t123, t124)  # t125: cpu f32[2, 16, 2, 8, 2]
    # layers.1.attention.wk (Linear), llama.py:239
    t126 = aten.view.default(t125, [32, 32])  # t126: cpu f32[32, 32]
    t127 = aten.t.default(t126)  # t127: cpu f32[32, 32]
    # end region 5 -> t126, t127
    # region 6: inductor d0c2cc91fcb6d95a, 5 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t128 = aten.clone.default(t106, memory_format=torch.contiguous_format)  # t128: cpu f32[2, 2, 16, 16]
    t129 = aten.transpose.int(t128, 1, 2)  # t129: cpu f32[2, 16, 2, 16]
    t130 = aten.clone.default(t129, memory_format=torch.contiguous_format)  # t130: cpu f32[2, 16, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t131 = aten.view.default(t130, [32, 32])  # t131: cpu f32[32, 32]
    t132 = aten.t.default(t131)  # t132: cpu f32[32, 32]
    # end region 6 -> t131, t132
    # region 7: inductor a6fe1d0be28866ff, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t133 = aten.slice.Tensor(t10, 0, 0, 16)  # t133: cpu f32[16, 8]
    # layers.1.attention (Attention), llama.py:207
    t134 = aten.view.default(t133, [1, 16, 1, 8])  # t134: cpu f32[1, 16, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t135 = aten.slice.Tensor(t11, 0, 0, 16)  # t135: cpu f32[16, 8]
    # layers.1.attention (Attention), llama.py:208, 241, 211, 210, 209
    t136 = aten.view.default(t135, [1, 16, 1, 8])  # t136: cpu f32[1, 16, 1, 8]
    t137 = aten.transpose.int(t104, 1, 2)  # t137: cpu f32[2, 16, 4, 16]
    t138 = aten.view.default(t137, [2, 16, 4, 8, 2])  # t138: cpu f32[2, 16, 4, 8, 2]
    t139 = aten.select.int(t138, -1, 0)  # t139: cpu f32[2, 16, 4, 8]
    t140 = aten.select.int(t138, -1, 1)  # t140: cpu f32[2, 16, 4, 8]
    t141 = aten.mul.Tensor(t140, t134)  # t141: cpu f32[2, 16, 4, 8]
    t142 = aten.mul.Tensor(t140, t136)  # t142: cpu f32[2, 16, 4, 8]
    t143 = aten.neg.default(t139)  # t143: cpu f32[2, 16, 4, 8]
    t144 = aten.mul.Tensor(t143, t136)  # t144: cpu f32[2, 16, 4, 8]
    t145 = aten.add.Tensor(t141, t144)  # t145: cpu f32[2, 16, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t146 = aten.mul.Tensor(t139, t134)  # t146: cpu f32[2, 16, 4, 8]
    t147 = aten.add.Tensor(t142, t146)  # t147: cpu f32[2, 16, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t148 = aten.select_backward.default(t145, [2, 16, 4, 8, 2], 4, 1)  # t148: cpu f32[2, 16, 4, 8, 2]
    t149 = aten.select_backward.default(t147, [2, 16, 4, 8, 2], 4, 0)  # t149: cpu f32[2, 16, 4, 8, 2]
    t150 = aten.add.Tensor(t148, t149)  # t150: cpu f32[2, 16, 4, 8, 2]
    # layers.1.attention.wq (Linear), llama.py:238
    t151 = aten.view.default(t150, [32, 64])  # t151: cpu f32[32, 64]
    t152 = aten.t.default(t151)  # t152: cpu f32[64, 32]
    # end region 7 -> t151, t152
    # region 8: inductor e607a8227574a08c, 3 ops
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t153 = aten.mul.Tensor(t12, t13)  # t153: cpu f32[2, 16, 64]
    t154 = aten.mul.Tensor(t153, t0)  # t154: cpu f32[2, 16, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t155 = aten.view.default(t154, [32, 64])  # t155: cpu f32[32, 64]
    # end region 8 -> t153, t155
    # layers.1.attention.wv (Linear), llama.py:240
    t156 = aten.mm.default(t132, t155)  # t156: cpu f32[32, 64]
    t157 = aten.mm.default(t131, t3)  # t157: cpu f32[32, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t158 = aten.mm.default(t127, t155)  # t158: cpu f32[32, 64]
    t159 = aten.mm.default(t126, t2)  # t159: cpu f32[32, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t160 = aten.mm.default(t152, t155)  # t160: cpu f32[64, 64]
    t161 = aten.mm.default(t151, t1)  # t161: cpu f32[32, 64]
    # region 9: inductor 0eb7f449e8aea480, 22 ops
    # layers.1.attention.wv (Linear), llama.py:240
    t162 = aten.view.default(t157, [2, 16, 64])  # t162: cpu f32[2, 16, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t163 = aten.view.default(t159, [2, 16, 64])  # t163: cpu f32[2, 16, 64]
    t164 = aten.add.Tensor(t162, t163)  # t164: cpu f32[2, 16, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t165 = aten.view.default(t161, [2, 16, 64])  # t165: cpu f32[2, 16, 64]
    t166 = aten.add.Tensor(t164, t165)  # t166: cpu f32[2, 16, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t167 = aten.mul.Tensor(t166, t153)  # t167: cpu f32[2, 16, 64]
    t168 = aten.mul.Tensor(t166, t0)  # t168: cpu f32[2, 16, 64]
    t169 = aten.sum.dim_IntList(t167, [0, 1], True)  # t169: cpu f32[1, 1, 64]
    t170 = aten.view.default(t169, [64])  # t170: cpu f32[64]
    t171 = aten.mul.Tensor(t168, t12)  # t171: cpu f32[2, 16, 64]
    t172 = aten.mul.Tensor(t168, t13)  # t172: cpu f32[2, 16, 64]
    t173 = aten.sum.dim_IntList(t171, [2], True)  # t173: cpu f32[2, 16, 1]
    t174 = aten.add.Tensor(t89, t172)  # t174: cpu f32[2, 16, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t175 = aten.pow.Tensor_Scalar(t13, 3)  # t175: cpu f32[2, 16, 1]
    t176 = aten.mul.Scalar(t173, -0.5)  # t176: cpu f32[2, 16, 1]
    t177 = aten.mul.Tensor(t176, t175)  # t177: cpu f32[2, 16, 1]
    t178 = aten.expand.default(t177, [2, 16, 64])  # t178: cpu f32[2, 16, 64]
    t179 = aten.div.Scalar(t178, 64)  # t179: cpu f32[2, 16, 64]
    t180 = aten.pow.Tensor_Scalar(t12, 1.0)  # t180: cpu f32[2, 16, 64]
    t181 = aten.mul.Scalar(t180, 2.0)  # t181: cpu f32[2, 16, 64]
    t182 = aten.mul.Tensor(t179, t181)  # t182: cpu f32[2, 16, 64]
    t183 = aten.add.Tensor(t174, t182)  # t183: cpu f32[2, 16, 64]
    # end region 9 -> t170, t183
    return (t170, t160, t158, t156, t94, t76, t68, t66, t52, t35, t50, t183)
    # t170: grad layers.1.attention_norm.weight
    # t160: grad layers.1.attention.wq.weight
    # t158: grad layers.1.attention.wk.weight
    # t156: grad layers.1.attention.wv.weight
    # t94: grad layers.1.attention.wo.weight
    # t76: grad layers.1.ffn_norm.weight
    # t68: grad layers.1.feed_forward.w1.weight
    # t66: grad layers.1.feed_forward.w3.weight
    # t52: grad layers.1.feed_forward.w2.weight
    # t35: grad norm.weight
    # t50: grad output.weight
    # t183: input_grad 0
