def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51):
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
    # t10: cpu f32[64, 64]  saved 10
    # t11: cpu f32[32, 64]  saved 11
    # t12: cpu f32[32, 64]  saved 12
    # t13: cpu f32[64, 64]  saved 13
    # t14: cpu f32[64]  saved 14
    # t15: cpu f32[172, 64]  saved 15
    # t16: cpu f32[172, 64]  saved 16
    # t17: cpu f32[64, 172]  saved 17
    # t18: cpu f32[64]  saved 18
    # t19: cpu f32[256, 64]  saved 19
    # t20: cpu f32[256, 8]  saved 20
    # t21: cpu f32[256, 8]  saved 21
    # t22: cpu i64[2, 32]  saved 22
    # t23: cpu i64[2, 32]  saved 23
    # t24: cpu i64[2, 32]  saved 24
    # t25: cpu f32[2, 32, 64]  saved 25
    # t26: cpu f32[2, 32, 1]  saved 26
    # t27: cpu f32[2, 32, 4, 8, 2]  saved 27
    # t28: cpu f32[2, 32, 2, 8, 2]  saved 28
    # t29: cpu f32[64, 32]  saved 29
    # t30: cpu f32[2, 4, 32, 16]  saved 30
    # t31: cpu f32[2, 4, 32]  saved 31
    # t32: cpu f32[2, 32, 64]  saved 32
    # t33: cpu f32[2, 32, 1]  saved 33
    # t34: cpu f32[2, 32, 172]  saved 34
    # t35: cpu f32[2, 32, 172]  saved 35
    # t36: cpu f32[2, 32, 172]  saved 36
    # t37: cpu f32[2, 32, 64]  saved 37
    # t38: cpu f32[2, 32, 1]  saved 38
    # t39: cpu f32[2, 32, 4, 8, 2]  saved 39
    # t40: cpu f32[2, 32, 2, 8, 2]  saved 40
    # t41: cpu f32[64, 32]  saved 41
    # t42: cpu f32[2, 4, 32, 16]  saved 42
    # t43: cpu f32[2, 4, 32]  saved 43
    # t44: cpu f32[2, 32, 64]  saved 44
    # t45: cpu f32[2, 32, 1]  saved 45
    # t46: cpu f32[2, 32, 172]  saved 46
    # t47: cpu f32[2, 32, 172]  saved 47
    # t48: cpu f32[2, 32, 172]  saved 48
    # t49: cpu f32[2, 32, 64]  saved 49
    # t50: cpu f32[2, 32, 1]  saved 50
    # t51: cpu f32[2, 32, 256]  tangent 0
    # output (Linear), llama_packed.py:94
    t52 = aten.view.default(t51, [64, 256])  # t52: cpu f32[64, 256]
    t53 = aten.t.default(t52)  # t53: cpu f32[256, 64]
    # region 0: inductor cf8eb280da956ebc, 3 ops
    # norm (RMSNorm), llama.py:161, 162
    t54 = aten.mul.Tensor(t49, t50)  # t54: cpu f32[2, 32, 64]
    t55 = aten.mul.Tensor(t54, t18)  # t55: cpu f32[2, 32, 64]
    # output (Linear), llama_packed.py:94
    t56 = aten.view.default(t55, [64, 64])  # t56: cpu f32[64, 64]
    # end region 0 -> t54, t56
    t57 = aten.mm.default(t53, t56)  # t57: cpu f32[256, 64]
    t58 = aten.mm.default(t52, t19)  # t58: cpu f32[64, 64]
    # region 1: inductor 73305a366d9952d3, 19 ops
    t59 = aten.view.default(t58, [2, 32, 64])  # t59: cpu f32[2, 32, 64]
    # norm (RMSNorm), llama.py:162, 161
    t60 = aten.mul.Tensor(t59, t54)  # t60: cpu f32[2, 32, 64]
    t61 = aten.mul.Tensor(t59, t18)  # t61: cpu f32[2, 32, 64]
    t62 = aten.sum.dim_IntList(t60, [0, 1], True)  # t62: cpu f32[1, 1, 64]
    t63 = aten.view.default(t62, [64])  # t63: cpu f32[64]
    t64 = aten.mul.Tensor(t61, t49)  # t64: cpu f32[2, 32, 64]
    t65 = aten.mul.Tensor(t61, t50)  # t65: cpu f32[2, 32, 64]
    t66 = aten.sum.dim_IntList(t64, [2], True)  # t66: cpu f32[2, 32, 1]
    t67 = aten.pow.Tensor_Scalar(t50, 3)  # t67: cpu f32[2, 32, 1]
    t68 = aten.mul.Scalar(t66, -0.5)  # t68: cpu f32[2, 32, 1]
    t69 = aten.mul.Tensor(t68, t67)  # t69: cpu f32[2, 32, 1]
    t70 = aten.expand.default(t69, [2, 32, 64])  # t70: cpu f32[2, 32, 64]
    t71 = aten.div.Scalar(t70, 64)  # t71: cpu f32[2, 32, 64]
    t72 = aten.pow.Tensor_Scalar(t49, 1.0)  # t72: cpu f32[2, 32, 64]
    t73 = aten.mul.Scalar(t72, 2.0)  # t73: cpu f32[2, 32, 64]
    t74 = aten.mul.Tensor(t71, t73)  # t74: cpu f32[2, 32, 64]
    t75 = aten.add.Tensor(t65, t74)  # t75: cpu f32[2, 32, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t76 = aten.view.default(t75, [64, 64])  # t76: cpu f32[64, 64]
    t77 = aten.t.default(t76)  # t77: cpu f32[64, 64]
    # end region 1 -> t63, t75, t76, t77
    t78 = aten.view.default(t48, [64, 172])  # t78: cpu f32[64, 172]
    t79 = aten.mm.default(t77, t78)  # t79: cpu f32[64, 172]
    t80 = aten.mm.default(t76, t17)  # t80: cpu f32[64, 172]
    # region 2: inductor a8e1a6ca92b32e91, 9 ops
    t81 = aten.view.default(t80, [2, 32, 172])  # t81: cpu f32[2, 32, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t82 = aten.silu.default(t46)  # t82: cpu f32[2, 32, 172]
    t83 = aten.mul.Tensor(t81, t82)  # t83: cpu f32[2, 32, 172]
    t84 = aten.mul.Tensor(t81, t47)  # t84: cpu f32[2, 32, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t85 = aten.view.default(t83, [64, 172])  # t85: cpu f32[64, 172]
    t86 = aten.t.default(t85)  # t86: cpu f32[172, 64]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t87 = aten.silu_backward.default(t84, t46)  # t87: cpu f32[2, 32, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t88 = aten.view.default(t87, [64, 172])  # t88: cpu f32[64, 172]
    t89 = aten.t.default(t88)  # t89: cpu f32[172, 64]
    # end region 2 -> t85, t86, t88, t89
    # region 3: inductor cf8eb280da956ebc, 3 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t90 = aten.mul.Tensor(t44, t45)  # t90: cpu f32[2, 32, 64]
    t91 = aten.mul.Tensor(t90, t14)  # t91: cpu f32[2, 32, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t92 = aten.view.default(t91, [64, 64])  # t92: cpu f32[64, 64]
    # end region 3 -> t90, t92
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t93 = aten.mm.default(t86, t92)  # t93: cpu f32[172, 64]
    t94 = aten.mm.default(t85, t16)  # t94: cpu f32[64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t95 = aten.mm.default(t89, t92)  # t95: cpu f32[172, 64]
    t96 = aten.mm.default(t88, t15)  # t96: cpu f32[64, 64]
    # region 4: inductor ee1f84c6343239e4, 22 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t97 = aten.view.default(t94, [2, 32, 64])  # t97: cpu f32[2, 32, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t98 = aten.view.default(t96, [2, 32, 64])  # t98: cpu f32[2, 32, 64]
    t99 = aten.add.Tensor(t97, t98)  # t99: cpu f32[2, 32, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t100 = aten.mul.Tensor(t99, t90)  # t100: cpu f32[2, 32, 64]
    t101 = aten.mul.Tensor(t99, t14)  # t101: cpu f32[2, 32, 64]
    t102 = aten.sum.dim_IntList(t100, [0, 1], True)  # t102: cpu f32[1, 1, 64]
    t103 = aten.view.default(t102, [64])  # t103: cpu f32[64]
    t104 = aten.mul.Tensor(t101, t44)  # t104: cpu f32[2, 32, 64]
    t105 = aten.mul.Tensor(t101, t45)  # t105: cpu f32[2, 32, 64]
    t106 = aten.sum.dim_IntList(t104, [2], True)  # t106: cpu f32[2, 32, 1]
    t107 = aten.add.Tensor(t75, t105)  # t107: cpu f32[2, 32, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t108 = aten.pow.Tensor_Scalar(t45, 3)  # t108: cpu f32[2, 32, 1]
    t109 = aten.mul.Scalar(t106, -0.5)  # t109: cpu f32[2, 32, 1]
    t110 = aten.mul.Tensor(t109, t108)  # t110: cpu f32[2, 32, 1]
    t111 = aten.expand.default(t110, [2, 32, 64])  # t111: cpu f32[2, 32, 64]
    t112 = aten.div.Scalar(t111, 64)  # t112: cpu f32[2, 32, 64]
    t113 = aten.pow.Tensor_Scalar(t44, 1.0)  # t113: cpu f32[2, 32, 64]
    t114 = aten.mul.Scalar(t113, 2.0)  # t114: cpu f32[2, 32, 64]
    t115 = aten.mul.Tensor(t112, t114)  # t115: cpu f32[2, 32, 64]
    t116 = aten.add.Tensor(t107, t115)  # t116: cpu f32[2, 32, 64]
    # layers.1.attention.wo (Linear), llama_packed.py:53
    t117 = aten.view.default(t116, [64, 64])  # t117: cpu f32[64, 64]
    t118 = aten.t.default(t117)  # t118: cpu f32[64, 64]
    # end region 4 -> t103, t116, t117, t118
    # layers.1.attention (DocumentAttention), llama_packed.py:53
    t119 = aten.transpose.int(t42, 1, 2)  # t119: cpu f32[2, 32, 4, 16]
    # layers.1.attention.wo (Linear), llama_packed.py:53
    t120 = aten.view.default(t119, [64, 64])  # t120: cpu f32[64, 64]
    t121 = aten.mm.default(t118, t120)  # t121: cpu f32[64, 64]
    t122 = aten.mm.default(t117, t13)  # t122: cpu f32[64, 64]
    # layers.1.attention (DocumentAttention), llama_packed.py:53, 38, 44, 45, 46, 52
    t123 = aten.view.default(t122, [2, 32, 4, 16])  # t123: cpu f32[2, 32, 4, 16]
    t124 = aten.transpose.int(t123, 1, 2)  # t124: cpu f32[2, 4, 32, 16]
    t125 = aten.view.default(t39, [2, 32, 4, 16])  # t125: cpu f32[2, 32, 4, 16]
    t126 = aten.transpose.int(t125, 1, 2)  # t126: cpu f32[2, 4, 32, 16]
    t127 = aten.view.default(t40, [2, 32, 2, 16])  # t127: cpu f32[2, 32, 2, 16]
    t128 = aten.transpose.int(t127, 1, 2)  # t128: cpu f32[2, 2, 32, 16]
    t129 = aten.view.default(t41, [2, 32, 2, 16])  # t129: cpu f32[2, 32, 2, 16]
    t130 = aten.transpose.int(t129, 1, 2)  # t130: cpu f32[2, 2, 32, 16]
    t131, t132, t133 = aotc.document_attention_backward.default(t124, t126, t128, t130, t42, t43, t24, None, True, 0.25)  # t131: cpu f32[2, 4, 32, 16], t132: cpu f32[2, 2, 32, 16], t133: cpu f32[2, 2, 32, 16]
    t134 = aten.transpose.int(t133, 1, 2)  # t134: cpu f32[2, 32, 2, 16]
    # layers.1.attention.wv (Linear), llama_packed.py:46
    t135 = aten.view.default(t134, [64, 32])  # t135: cpu f32[64, 32]
    t136 = aten.t.default(t135)  # t136: cpu f32[32, 64]
    # region 5: inductor cf8eb280da956ebc, 3 ops
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t137 = aten.mul.Tensor(t37, t38)  # t137: cpu f32[2, 32, 64]
    t138 = aten.mul.Tensor(t137, t9)  # t138: cpu f32[2, 32, 64]
    # layers.1.attention.wq (Linear), llama_packed.py:44
    t139 = aten.view.default(t138, [64, 64])  # t139: cpu f32[64, 64]
    # end region 5 -> t137, t139
    # layers.1.attention.wv (Linear), llama_packed.py:46
    t140 = aten.mm.default(t136, t139)  # t140: cpu f32[32, 64]
    t141 = aten.mm.default(t135, t12)  # t141: cpu f32[64, 64]
    # region 6: inductor 0490eb9fceeaf64c, 2 ops
    # (PackedLlama), llama_packed.py:83
    t142 = aten.index.Tensor(t20, [t23])  # t142: cpu f32[2, 32, 8]
    # layers.0.attention (DocumentAttention), llama_packed.py:36
    t143 = aten.unsqueeze.default(t142, 2)  # t143: cpu f32[2, 32, 1, 8]
    # end region 6 -> t142
    # region 7: inductor 0490eb9fceeaf64c, 2 ops
    # (PackedLlama), llama_packed.py:83
    t144 = aten.index.Tensor(t21, [t23])  # t144: cpu f32[2, 32, 8]
    # layers.0.attention (DocumentAttention), llama_packed.py:36
    t145 = aten.unsqueeze.default(t144, 2)  # t145: cpu f32[2, 32, 1, 8]
    # end region 7 -> t144
    # region 8: inductor 78a25734ad068621, 18 ops
    # layers.1.attention (DocumentAttention), llama_packed.py:45, 38, 37
    t146 = aten.transpose.int(t132, 1, 2)  # t146: cpu f32[2, 32, 2, 16]
    t147 = aten.view.default(t146, [2, 32, 2, 8, 2])  # t147: cpu f32[2, 32, 2, 8, 2]
    t148 = aten.select.int(t147, -1, 0)  # t148: cpu f32[2, 32, 2, 8]
    t149 = aten.select.int(t147, -1, 1)  # t149: cpu f32[2, 32, 2, 8]
    # layers.0.attention (DocumentAttention), llama_packed.py:36
    t150 = aten.unsqueeze.default(t142, 2)  # t150: cpu f32[2, 32, 1, 8]
    # layers.1.attention (DocumentAttention), llama_packed.py:37
    t151 = aten.mul.Tensor(t149, t150)  # t151: cpu f32[2, 32, 2, 8]
    # layers.0.attention (DocumentAttention), llama_packed.py:36
    t152 = aten.unsqueeze.default(t144, 2)  # t152: cpu f32[2, 32, 1, 8]
    # layers.1.attention (DocumentAttention), llama_packed.py:37
    t153 = aten.mul.Tensor(t149, t152)  # t153: cpu f32[2, 32, 2, 8]
    t154 = aten.neg.default(t148)  # t154: cpu f32[2, 32, 2, 8]
    t155 = aten.mul.Tensor(t154, t152)  # t155: cpu f32[2, 32, 2, 8]
    t156 = aten.add.Tensor(t151, t155)  # t156: cpu f32[2, 32, 2, 8]
    # layers.1.attention (DocumentAttention), llama_packed.py:37
    t157 = aten.mul.Tensor(t148, t150)  # t157: cpu f32[2, 32, 2, 8]
    t158 = aten.add.Tensor(t153, t157)  # t158: cpu f32[2, 32, 2, 8]
    # layers.1.attention (DocumentAttention), llama_packed.py:35
    t159 = aten.select_backward.default(t156, [2, 32, 2, 8, 2], 4, 1)  # t159: cpu f32[2, 32, 2, 8, 2]
    t160 = aten.select_backward.default(t158, [2, 32, 2, 8, 2], 4, 0)  # t160: cpu f32[2, 32, 2, 8, 2]
    t161 = aten.add.Tensor(t159, t160)  # t161: cpu f32[2, 32, 2, 8, 2]
    # layers.1.attention.wk (Linear), llama_packed.py:45
    t162 = aten.view.default(t161, [64, 32])  # t162: cpu f32[64, 32]
    t163 = aten.t.default(t162)  # t163: cpu f32[32, 64]
    # end region 8 -> t162, t163
    t164 = aten.mm.default(t163, t139)  # t164: cpu f32[32, 64]
    t165 = aten.mm.default(t162, t11)  # t165: cpu f32[64, 64]
    # region 9: inductor 49cff76f81bfc766, 18 ops
    # layers.0.attention (DocumentAttention), llama_packed.py:36
    t166 = aten.unsqueeze.default(t142, 2)  # t166: cpu f32[2, 32, 1, 8]
    t167 = aten.unsqueeze.default(t144, 2)  # t167: cpu f32[2, 32, 1, 8]
    # layers.1.attention (DocumentAttention), llama_packed.py:44, 38, 37
    t168 = aten.transpose.int(t131, 1, 2)  # t168: cpu f32[2, 32, 4, 16]
    t169 = aten.view.default(t168, [2, 32, 4, 8, 2])  # t169: cpu f32[2, 32, 4, 8, 2]
    t170 = aten.select.int(t169, -1, 0)  # t170: cpu f32[2, 32, 4, 8]
    t171 = aten.select.int(t169, -1, 1)  # t171: cpu f32[2, 32, 4, 8]
    t172 = aten.mul.Tensor(t171, t166)  # t172: cpu f32[2, 32, 4, 8]
    t173 = aten.mul.Tensor(t171, t167)  # t173: cpu f32[2, 32, 4, 8]
    t174 = aten.neg.default(t170)  # t174: cpu f32[2, 32, 4, 8]
    t175 = aten.mul.Tensor(t174, t167)  # t175: cpu f32[2, 32, 4, 8]
    t176 = aten.add.Tensor(t172, t175)  # t176: cpu f32[2, 32, 4, 8]
    # layers.1.attention (DocumentAttention), llama_packed.py:37
    t177 = aten.mul.Tensor(t170, t166)  # t177: cpu f32[2, 32, 4, 8]
    t178 = aten.add.Tensor(t173, t177)  # t178: cpu f32[2, 32, 4, 8]
    # layers.1.attention (DocumentAttention), llama_packed.py:35
    t179 = aten.select_backward.default(t176, [2, 32, 4, 8, 2], 4, 1)  # t179: cpu f32[2, 32, 4, 8, 2]
    t180 = aten.select_backward.default(t178, [2, 32, 4, 8, 2], 4, 0)  # t180: cpu f32[2, 32, 4, 8, 2]
    t181 = aten.add.Tensor(t179, t180)  # t181: cpu f32[2, 32, 4, 8, 2]
    # layers.1.attention.wq (Linear), llama_packed.py:44
    t182 = aten.view.default(t181, [64, 64])  # t182: cpu f32[64, 64]
    t183 = aten.t.default(t182)  # t183: cpu f32[64, 64]
    # end region 9 -> t182, t183
    t184 = aten.mm.default(t183, t139)  # t184: cpu f32[64, 64]
    t185 = aten.mm.default(t182, t10)  # t185: cpu f32[64, 64]
    # region 10: inductor 1fc00bea2d9155eb, 24 ops
    # layers.1.attention.wv (Linear), llama_packed.py:46
    t186 = aten.view.default(t141, [2, 32, 64])  # t186: cpu f32[2, 32, 64]
    # layers.1.attention.wk (Linear), llama_packed.py:45
    t187 = aten.view.default(t165, [2, 32, 64])  # t187: cpu f32[2, 32, 64]
    t188 = aten.add.Tensor(t186, t187)  # t188: cpu f32[2, 32, 64]
    # layers.1.attention.wq (Linear), llama_packed.py:44
    t189 = aten.view.default(t185, [2, 32, 64])  # t189: cpu f32[2, 32, 64]
    t190 = aten.add.Tensor(t188, t189)  # t190: cpu f32[2, 32, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t191 = aten.mul.Tensor(t190, t137)  # t191: cpu f32[2, 32, 64]
    t192 = aten.mul.Tensor(t190, t9)  # t192: cpu f32[2, 32, 64]
    t193 = aten.sum.dim_IntList(t191, [0, 1], True)  # t193: cpu f32[1, 1, 64]
    t194 = aten.view.default(t193, [64])  # t194: cpu f32[64]
    t195 = aten.mul.Tensor(t192, t37)  # t195: cpu f32[2, 32, 64]
    t196 = aten.mul.Tensor(t192, t38)  # t196: cpu f32[2, 32, 64]
    t197 = aten.sum.dim_IntList(t195, [2], True)  # t197: cpu f32[2, 32, 1]
    t198 = aten.add.Tensor(t116, t196)  # t198: cpu f32[2, 32, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t199 = aten.pow.Tensor_Scalar(t38, 3)  # t199: cpu f32[2, 32, 1]
    t200 = aten.mul.Scalar(t197, -0.5)  # t200: cpu f32[2, 32, 1]
    t201 = aten.mul.Tensor(t200, t199)  # t201: cpu f32[2, 32, 1]
    t202 = aten.expand.default(t201, [2, 32, 64])  # t202: cpu f32[2, 32, 64]
    t203 = aten.div.Scalar(t202, 64)  # t203: cpu f32[2, 32, 64]
    t204 = aten.pow.Tensor_Scalar(t37, 1.0)  # t204: cpu f32[2, 32, 64]
    t205 = aten.mul.Scalar(t204, 2.0)  # t205: cpu f32[2, 32, 64]
    t206 = aten.mul.Tensor(t203, t205)  # t206: cpu f32[2, 32, 64]
    t207 = aten.add.Tensor(t198, t206)  # t207: cpu f32[2, 32, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t208 = aten.view.default(t207, [64, 64])  # t208: cpu f32[64, 64]
    t209 = aten.t.default(t208)  # t209: cpu f32[64, 64]
    # end region 10 -> t194, t207, t208, t209
    t210 = aten.view.default(t36, [64, 172])  # t210: cpu f32[64, 172]
    t211 = aten.mm.default(t209, t210)  # t211: cpu f32[64, 172]
    t212 = aten.mm.default(t208, t8)  # t212: cpu f32[64, 172]
    # region 11: inductor a8e1a6ca92b32e91, 9 ops
    t213 = aten.view.default(t212, [2, 32, 172])  # t213: cpu f32[2, 32, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t214 = aten.silu.default(t34)  # t214: cpu f32[2, 32, 172]
    t215 = aten.mul.Tensor(t213, t214)  # t215: cpu f32[2, 32, 172]
    t216 = aten.mul.Tensor(t213, t35)  # t216: cpu f32[2, 32, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t217 = aten.view.default(t215, [64, 172])  # t217: cpu f32[64, 172]
    t218 = aten.t.default(t217)  # t218: cpu f32[172, 64]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t219 = aten.silu_backward.default(t216, t34)  # t219: cpu f32[2, 32, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t220 = aten.view.default(t219, [64, 172])  # t220: cpu f32[64, 172]
    t221 = aten.t.default(t220)  # t221: cpu f32[172, 64]
    # end region 11 -> t217, t218, t220, t221
    # region 12: inductor cf8eb280da956ebc, 3 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t222 = aten.mul.Tensor(t32, t33)  # t222: cpu f32[2, 32, 64]
    t223 = aten.mul.Tensor(t222, t5)  # t223: cpu f32[2, 32, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t224 = aten.view.default(t223, [64, 64])  # t224: cpu f32[64, 64]
    # end region 12 -> t222, t224
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t225 = aten.mm.default(t218, t224)  # t225: cpu f32[172, 64]
    t226 = aten.mm.default(t217, t7)  # t226: cpu f32[64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t227 = aten.mm.default(t221, t224)  # t227: cpu f32[172, 64]
    t228 = aten.mm.default(t220, t6)  # t228: cpu f32[64, 64]
    # region 13: inductor ee1f84c6343239e4, 22 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t229 = aten.view.default(t226, [2, 32, 64])  # t229: cpu f32[2, 32, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t230 = aten.view.default(t228, [2, 32, 64])  # t230: cpu f32[2, 32, 64]
    t231 = aten.add.Tensor(t229, t230)  # t231: cpu f32[2, 32, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t232 = aten.mul.Tensor(t231, t222)  # t232: cpu f32[2, 32, 64]
    t233 = aten.mul.Tensor(t231, t5)  # t233: cpu f32[2, 32, 64]
    t234 = aten.sum.dim_IntList(t232, [0, 1], True)  # t234: cpu f32[1, 1, 64]
    t235 = aten.view.default(t234, [64])  # t235: cpu f32[64]
    t236 = aten.mul.Tensor(t233, t32)  # t236: cpu f32[2, 32, 64]
    t237 = aten.mul.Tensor(t233, t33)  # t237: cpu f32[2, 32, 64]
    t238 = aten.sum.dim_IntList(t236, [2], True)  # t238: cpu f32[2, 32, 1]
    t239 = aten.add.Tensor(t207, t237)  # t239: cpu f32[2, 32, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t240 = aten.pow.Tensor_Scalar(t33, 3)  # t240: cpu f32[2, 32, 1]
    t241 = aten.mul.Scalar(t238, -0.5)  # t241: cpu f32[2, 32, 1]
    t242 = aten.mul.Tensor(t241, t240)  # t242: cpu f32[2, 32, 1]
    t243 = aten.expand.default(t242, [2, 32, 64])  # t243: cpu f32[2, 32, 64]
    t244 = aten.div.Scalar(t243, 64)  # t244: cpu f32[2, 32, 64]
    t245 = aten.pow.Tensor_Scalar(t32, 1.0)  # t245: cpu f32[2, 32, 64]
    t246 = aten.mul.Scalar(t245, 2.0)  # t246: cpu f32[2, 32, 64]
    t247 = aten.mul.Tensor(t244, t246)  # t247: cpu f32[2, 32, 64]
    t248 = aten.add.Tensor(t239, t247)  # t248: cpu f32[2, 32, 64]
    # layers.0.attention.wo (Linear), llama_packed.py:53
    t249 = aten.view.default(t248, [64, 64])  # t249: cpu f32[64, 64]
    t250 = aten.t.default(t249)  # t250: cpu f32[64, 64]
    # end region 13 -> t235, t248, t249, t250
    # layers.0.attention (DocumentAttention), llama_packed.py:53
    t251 = aten.transpose.int(t30, 1, 2)  # t251: cpu f32[2, 32, 4, 16]
    # layers.0.attention.wo (Linear), llama_packed.py:53
    t252 = aten.view.default(t251, [64, 64])  # t252: cpu f32[64, 64]
    t253 = aten.mm.default(t250, t252)  # t253: cpu f32[64, 64]
    t254 = aten.mm.default(t249, t4)  # t254: cpu f32[64, 64]
    # layers.0.attention (DocumentAttention), llama_packed.py:53, 38, 44, 45, 46, 52
    t255 = aten.view.default(t254, [2, 32, 4, 16])  # t255: cpu f32[2, 32, 4, 16]
    t256 = aten.transpose.int(t255, 1, 2)  # t256: cpu f32[2, 4, 32, 16]
    t257 = aten.view.default(t27, [2, 32, 4, 16])  # t257: cpu f32[2, 32, 4, 16]
    t258 = aten.transpose.int(t257, 1, 2)  # t258: cpu f32[2, 4, 32, 16]
    t259 = aten.view.default(t28, [2, 32, 2, 16])  # t259: cpu f32[2, 32, 2, 16]
    t260 = aten.transpose.int(t259, 1, 2)  # t260: cpu f32[2, 2, 32, 16]
    t261 = aten.view.default(t29, [2, 32, 2, 16])  # t261: cpu f32[2, 32, 2, 16]
    t262 = aten.transpose.int(t261, 1, 2)  # t262: cpu f32[2, 2, 32, 16]
    t263, t264, t265 = aotc.document_attention_backward.default(t256, t258, t260, t262, t30, t31, t24, None, True, 0.25)  # t263: cpu f32[2, 4, 32, 16], t264: cpu f32[2, 2, 32, 16], t265: cpu f32[2, 2, 32, 16]
    t266 = aten.transpose.int(t265, 1, 2)  # t266: cpu f32[2, 32, 2, 16]
    # layers.0.attention.wv (Linear), llama_packed.py:46
    t267 = aten.view.default(t266, [64, 32])  # t267: cpu f32[64, 32]
    t268 = aten.t.default(t267)  # t268: cpu f32[32, 64]
    # region 14: inductor cf8eb280da956ebc, 3 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161, 162
    t269 = aten.mul.Tensor(t25, t26)  # t269: cpu f32[2, 32, 64]
    t270 = aten.mul.Tensor(t269, t0)  # t270: cpu f32[2, 32, 64]
    # layers.0.attention.wq (Linear), llama_packed.py:44
    t271 = aten.view.default(t270, [64, 64])  # t271: cpu f32[64, 64]
    # end region 14 -> t269, t271
    # layers.0.attention.wv (Linear), llama_packed.py:46
    t272 = aten.mm.default(t268, t271)  # t272: cpu f32[32, 64]
    t273 = aten.mm.default(t267, t3)  # t273: cpu f32[64, 64]
    # region 15: inductor 949a6df91612271c, 18 ops
    # layers.0.attention (DocumentAttention), llama_packed.py:36, 45, 38, 37
    t274 = aten.unsqueeze.default(t142, 2)  # t274: cpu f32[2, 32, 1, 8]
    t275 = aten.unsqueeze.default(t144, 2)  # t275: cpu f32[2, 32, 1, 8]
    t276 = aten.transpose.int(t264, 1, 2)  # t276: cpu f32[2, 32, 2, 16]
    t277 = aten.view.default(t276, [2, 32, 2, 8, 2])  # t277: cpu f32[2, 32, 2, 8, 2]
    t278 = aten.select.int(t277, -1, 0)  # t278: cpu f32[2, 32, 2, 8]
    t279 = aten.select.int(t277, -1, 1)  # t279: cpu f32[2, 32, 2, 8]
    t280 = aten.mul.Tensor(t279, t274)  # t280: cpu f32[2, 32, 2, 8]
    t281 = aten.mul.Tensor(t279, t275)  # t281: cpu f32[2, 32, 2, 8]
    t282 = aten.neg.default(t278)  # t282: cpu f32[2, 32, 2, 8]
    t283 = aten.mul.Tensor(t282, t275)  # t283: cpu f32[2, 32, 2, 8]
    t284 = aten.add.Tensor(t280, t283)  # t284: cpu f32[2, 32, 2, 8]
    # layers.0.attention (DocumentAttention), llama_packed.py:37
    t285 = aten.mul.Tensor(t278, t274)  # t285: cpu f32[2, 32, 2, 8]
    t286 = aten.add.Tensor(t281, t285)  # t286: cpu f32[2, 32, 2, 8]
    # layers.0.attention (DocumentAttention), llama_packed.py:35
    t287 = aten.select_backward.default(t284, [2, 32, 2, 8, 2], 4, 1)  # t287: cpu f32[2, 32, 2, 8, 2]
    t288 = aten.select_backward.default(t286, [2, 32, 2, 8, 2], 4, 0)  # t288: cpu f32[2, 32, 2, 8, 2]
    t289 = aten.add.Tensor(t287, t288)  # t289: cpu f32[2, 32, 2, 8, 2]
    # layers.0.attention.wk (Linear), llama_packed.py:45
    t290 = aten.view.default(t289, [64, 32])  # t290: cpu f32[64, 32]
    t291 = aten.t.default(t290)  # t291: cpu f32[32, 64]
    # end region 15 -> t290, t291
    t292 = aten.mm.default(t291, t271)  # t292: cpu f32[32, 64]
    t293 = aten.mm.default(t290, t2)  # t293: cpu f32[64, 64]
    # region 16: inductor 49cff76f81bfc766, 18 ops
    # layers.0.attention (DocumentAttention), llama_packed.py:36, 44, 38, 37
    t294 = aten.unsqueeze.default(t142, 2)  # t294: cpu f32[2, 32, 1, 8]
    t295 = aten.unsqueeze.default(t144, 2)  # t295: cpu f32[2, 32, 1, 8]
    t296 = aten.transpose.int(t263, 1, 2)  # t296: cpu f32[2, 32, 4, 16]
    t297 = aten.view.default(t296, [2, 32, 4, 8, 2])  # t297: cpu f32[2, 32, 4, 8, 2]
    t298 = aten.select.int(t297, -1, 0)  # t298: cpu f32[2, 32, 4, 8]
    t299 = aten.select.int(t297, -1, 1)  # t299: cpu f32[2, 32, 4, 8]
    t300 = aten.mul.Tensor(t299, t294)  # t300: cpu f32[2, 32, 4, 8]
    t301 = aten.mul.Tensor(t299, t295)  # t301: cpu f32[2, 32, 4, 8]
    t302 = aten.neg.default(t298)  # t302: cpu f32[2, 32, 4, 8]
    t303 = aten.mul.Tensor(t302, t295)  # t303: cpu f32[2, 32, 4, 8]
    t304 = aten.add.Tensor(t300, t303)  # t304: cpu f32[2, 32, 4, 8]
    # layers.0.attention (DocumentAttention), llama_packed.py:37
    t305 = aten.mul.Tensor(t298, t294)  # t305: cpu f32[2, 32, 4, 8]
    t306 = aten.add.Tensor(t301, t305)  # t306: cpu f32[2, 32, 4, 8]
    # layers.0.attention (DocumentAttention), llama_packed.py:35
    t307 = aten.select_backward.default(t304, [2, 32, 4, 8, 2], 4, 1)  # t307: cpu f32[2, 32, 4, 8, 2]
    t308 = aten.select_backward.default(t306, [2, 32, 4, 8, 2], 4, 0)  # t308: cpu f32[2, 32, 4, 8, 2]
    t309 = aten.add.Tensor(t307, t308)  # t309: cpu f32[2, 32, 4, 8, 2]
    # layers.0.attention.wq (Linear), llama_packed.py:44
    t310 = aten.view.default(t309, [64, 64])  # t310: cpu f32[64, 64]
    t311 = aten.t.default(t310)  # t311: cpu f32[64, 64]
    # end region 16 -> t310, t311
    t312 = aten.mm.default(t311, t271)  # t312: cpu f32[64, 64]
    t313 = aten.mm.default(t310, t1)  # t313: cpu f32[64, 64]
    # region 17: inductor 2bdd8b94ca403b9a, 22 ops
    # layers.0.attention.wv (Linear), llama_packed.py:46
    t314 = aten.view.default(t273, [2, 32, 64])  # t314: cpu f32[2, 32, 64]
    # layers.0.attention.wk (Linear), llama_packed.py:45
    t315 = aten.view.default(t293, [2, 32, 64])  # t315: cpu f32[2, 32, 64]
    t316 = aten.add.Tensor(t314, t315)  # t316: cpu f32[2, 32, 64]
    # layers.0.attention.wq (Linear), llama_packed.py:44
    t317 = aten.view.default(t313, [2, 32, 64])  # t317: cpu f32[2, 32, 64]
    t318 = aten.add.Tensor(t316, t317)  # t318: cpu f32[2, 32, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t319 = aten.mul.Tensor(t318, t269)  # t319: cpu f32[2, 32, 64]
    t320 = aten.mul.Tensor(t318, t0)  # t320: cpu f32[2, 32, 64]
    t321 = aten.sum.dim_IntList(t319, [0, 1], True)  # t321: cpu f32[1, 1, 64]
    t322 = aten.view.default(t321, [64])  # t322: cpu f32[64]
    t323 = aten.mul.Tensor(t320, t25)  # t323: cpu f32[2, 32, 64]
    t324 = aten.mul.Tensor(t320, t26)  # t324: cpu f32[2, 32, 64]
    t325 = aten.sum.dim_IntList(t323, [2], True)  # t325: cpu f32[2, 32, 1]
    t326 = aten.add.Tensor(t248, t324)  # t326: cpu f32[2, 32, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t327 = aten.pow.Tensor_Scalar(t26, 3)  # t327: cpu f32[2, 32, 1]
    t328 = aten.mul.Scalar(t325, -0.5)  # t328: cpu f32[2, 32, 1]
    t329 = aten.mul.Tensor(t328, t327)  # t329: cpu f32[2, 32, 1]
    t330 = aten.expand.default(t329, [2, 32, 64])  # t330: cpu f32[2, 32, 64]
    t331 = aten.div.Scalar(t330, 64)  # t331: cpu f32[2, 32, 64]
    t332 = aten.pow.Tensor_Scalar(t25, 1.0)  # t332: cpu f32[2, 32, 64]
    t333 = aten.mul.Scalar(t332, 2.0)  # t333: cpu f32[2, 32, 64]
    t334 = aten.mul.Tensor(t331, t333)  # t334: cpu f32[2, 32, 64]
    t335 = aten.add.Tensor(t326, t334)  # t335: cpu f32[2, 32, 64]
    # end region 17 -> t322, t335
    # tok_embeddings (Embedding), llama_packed.py:91
    t336 = aten.embedding_dense_backward.default(t335, t22, 256, -1, False)  # t336: cpu f32[256, 64]
    return (t336, t322, t312, t292, t272, t253, t235, t227, t225, t211, t194, t184, t164, t140, t121, t103, t95, t93, t79, t63, t57)
    # t336: grad tok_embeddings.weight
    # t322: grad layers.0.attention_norm.weight
    # t312: grad layers.0.attention.wq.weight
    # t292: grad layers.0.attention.wk.weight
    # t272: grad layers.0.attention.wv.weight
    # t253: grad layers.0.attention.wo.weight
    # t235: grad layers.0.ffn_norm.weight
    # t227: grad layers.0.feed_forward.w1.weight
    # t225: grad layers.0.feed_forward.w3.weight
    # t211: grad layers.0.feed_forward.w2.weight
    # t194: grad layers.1.attention_norm.weight
    # t184: grad layers.1.attention.wq.weight
    # t164: grad layers.1.attention.wk.weight
    # t140: grad layers.1.attention.wv.weight
    # t121: grad layers.1.attention.wo.weight
    # t103: grad layers.1.ffn_norm.weight
    # t95: grad layers.1.feed_forward.w1.weight
    # t93: grad layers.1.feed_forward.w3.weight
    # t79: grad layers.1.feed_forward.w2.weight
    # t63: grad norm.weight
    # t57: grad output.weight
