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
    # t21: cpu f32[64, 172]  saved 21
    # t22: cpu f32[64, 172]  saved 22
    # t23: cpu f32[1, 64, 172]  saved 23
    # t24: cpu f32[1, 64, 64]  tangent 0
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t25 = aten.view.default(t24, [64, 64])  # t25: cpu f32[64, 64]
    t26 = aten.t.default(t25)  # t26: cpu f32[64, 64]
    t27 = aten.view.default(t23, [64, 172])  # t27: cpu f32[64, 172]
    t28 = aten.mm.default(t26, t27)  # t28: cpu f32[64, 172]
    t29 = aten.view.default(t11, [64, 172])  # t29: cpu f32[64, 172]
    t30 = aten.mm.default(t25, t29)  # t30: cpu f32[64, 172]
    # region 0: inductor 5732be054b084a09, 11 ops
    t31 = aten.view.default(t30, [1, 64, 172])  # t31: cpu f32[1, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t32 = aten._unsafe_view.default(t21, [1, 64, 172])  # t32: cpu f32[1, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t33 = aten.silu.default(t32)  # t33: cpu f32[1, 64, 172]
    t34 = aten.mul.Tensor(t31, t33)  # t34: cpu f32[1, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t35 = aten._unsafe_view.default(t22, [1, 64, 172])  # t35: cpu f32[1, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t36 = aten.mul.Tensor(t31, t35)  # t36: cpu f32[1, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t37 = aten.view.default(t34, [64, 172])  # t37: cpu f32[64, 172]
    t38 = aten.t.default(t37)  # t38: cpu f32[172, 64]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t39 = aten.silu_backward.default(t36, t32)  # t39: cpu f32[1, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t40 = aten.view.default(t39, [64, 172])  # t40: cpu f32[64, 172]
    t41 = aten.t.default(t40)  # t41: cpu f32[172, 64]
    # end region 0 -> t37, t38, t40, t41
    # region 1: inductor fb1e3fcc5b3dc069, 6 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t42 = aten.view.default(t8, [64])  # t42: cpu f32[64]
    t43 = aten.add.Tensor(t20, 1e-05)  # t43: cpu f32[1, 64, 1]
    t44 = aten.rsqrt.default(t43)  # t44: cpu f32[1, 64, 1]
    t45 = aten.mul.Tensor(t19, t44)  # t45: cpu f32[1, 64, 64]
    t46 = aten.mul.Tensor(t45, t42)  # t46: cpu f32[1, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t47 = aten.view.default(t46, [64, 64])  # t47: cpu f32[64, 64]
    # end region 1 -> t47
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t48 = aten.mm.default(t38, t47)  # t48: cpu f32[172, 64]
    t49 = aten.view.default(t10, [172, 64])  # t49: cpu f32[172, 64]
    t50 = aten.mm.default(t37, t49)  # t50: cpu f32[64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t51 = aten.mm.default(t41, t47)  # t51: cpu f32[172, 64]
    t52 = aten.view.default(t9, [172, 64])  # t52: cpu f32[172, 64]
    t53 = aten.mm.default(t40, t52)  # t53: cpu f32[64, 64]
    # region 2: inductor 03b4c86908ebc834, 27 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t54 = aten.view.default(t8, [64])  # t54: cpu f32[64]
    t55 = aten.add.Tensor(t20, 1e-05)  # t55: cpu f32[1, 64, 1]
    t56 = aten.rsqrt.default(t55)  # t56: cpu f32[1, 64, 1]
    t57 = aten.mul.Tensor(t19, t56)  # t57: cpu f32[1, 64, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t58 = aten.view.default(t50, [1, 64, 64])  # t58: cpu f32[1, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t59 = aten.view.default(t53, [1, 64, 64])  # t59: cpu f32[1, 64, 64]
    t60 = aten.add.Tensor(t58, t59)  # t60: cpu f32[1, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t61 = aten.mul.Tensor(t60, t57)  # t61: cpu f32[1, 64, 64]
    t62 = aten.mul.Tensor(t60, t54)  # t62: cpu f32[1, 64, 64]
    t63 = aten.sum.dim_IntList(t61, [0, 1], True)  # t63: cpu f32[1, 1, 64]
    t64 = aten.view.default(t63, [64])  # t64: cpu f32[64]
    t65 = aten.mul.Tensor(t62, t19)  # t65: cpu f32[1, 64, 64]
    t66 = aten.mul.Tensor(t62, t56)  # t66: cpu f32[1, 64, 64]
    t67 = aten.sum.dim_IntList(t65, [2], True)  # t67: cpu f32[1, 64, 1]
    t68 = aten.add.Tensor(t24, t66)  # t68: cpu f32[1, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t69 = aten.pow.Tensor_Scalar(t56, 3)  # t69: cpu f32[1, 64, 1]
    t70 = aten.mul.Scalar(t67, -0.5)  # t70: cpu f32[1, 64, 1]
    t71 = aten.mul.Tensor(t70, t69)  # t71: cpu f32[1, 64, 1]
    t72 = aten.expand.default(t71, [1, 64, 64])  # t72: cpu f32[1, 64, 64]
    t73 = aten.div.Scalar(t72, 64)  # t73: cpu f32[1, 64, 64]
    t74 = aten.pow.Tensor_Scalar(t19, 1.0)  # t74: cpu f32[1, 64, 64]
    t75 = aten.mul.Scalar(t74, 2.0)  # t75: cpu f32[1, 64, 64]
    t76 = aten.mul.Tensor(t73, t75)  # t76: cpu f32[1, 64, 64]
    t77 = aten.add.Tensor(t68, t76)  # t77: cpu f32[1, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t78 = aten.view.default(t77, [64, 64])  # t78: cpu f32[64, 64]
    t79 = aten.t.default(t78)  # t79: cpu f32[64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t80 = aten.view.default(t64, [2, 32])  # t80: cpu f32[2, 32]
    # end region 2 -> t63, t77, t78, t79
    # layers.0.attention (Attention), llama.py:250
    t81 = aten.transpose.int(t17, 1, 2)  # t81: cpu f32[1, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t82 = aten.view.default(t81, [64, 64])  # t82: cpu f32[64, 64]
    t83 = aten.mm.default(t79, t82)  # t83: cpu f32[64, 64]
    t84 = aten.view.default(t7, [64, 64])  # t84: cpu f32[64, 64]
    t85 = aten.mm.default(t78, t84)  # t85: cpu f32[64, 64]
    # layers.0.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t86 = aten.view.default(t85, [1, 64, 4, 16])  # t86: cpu f32[1, 64, 4, 16]
    t87 = aten.transpose.int(t86, 1, 2)  # t87: cpu f32[1, 4, 64, 16]
    t88 = aten.view.default(t15, [1, 64, 4, 16])  # t88: cpu f32[1, 64, 4, 16]
    t89 = aten.transpose.int(t88, 1, 2)  # t89: cpu f32[1, 4, 64, 16]
    t90 = aten.view.default(t16, [1, 64, 2, 16])  # t90: cpu f32[1, 64, 2, 16]
    t91 = aten.transpose.int(t90, 1, 2)  # t91: cpu f32[1, 2, 64, 16]
    t92 = aten.view.default(t14, [1, 64, 2, 16])  # t92: cpu f32[1, 64, 2, 16]
    t93 = aten.transpose.int(t92, 1, 2)  # t93: cpu f32[1, 2, 64, 16]
    t94, t95, t96 = aotc.sdpa_backward.default(t87, t89, t91, t93, None, t17, t18, True, None)  # t94: cpu f32[1, 4, 64, 16], t95: cpu f32[1, 2, 64, 16], t96: cpu f32[1, 2, 64, 16]
    # region 3: inductor e3efe60d4b020729, 21 ops
    t97 = aten.clone.default(t95, memory_format=torch.contiguous_format)  # t97: cpu f32[1, 2, 64, 16]
    t98 = aten.transpose.int(t97, 1, 2)  # t98: cpu f32[1, 64, 2, 16]
    t99 = aten.view.default(t98, [1, 64, 2, 8, 2])  # t99: cpu f32[1, 64, 2, 8, 2]
    t100 = aten.select.int(t99, -1, 0)  # t100: cpu f32[1, 64, 2, 8]
    t101 = aten.select.int(t99, -1, 1)  # t101: cpu f32[1, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t102 = aten.slice.Tensor(t0, 0, 0, 64)  # t102: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207, 210
    t103 = aten.view.default(t102, [1, 64, 1, 8])  # t103: cpu f32[1, 64, 1, 8]
    t104 = aten.mul.Tensor(t101, t103)  # t104: cpu f32[1, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t105 = aten.slice.Tensor(t1, 0, 0, 64)  # t105: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 210, 209
    t106 = aten.view.default(t105, [1, 64, 1, 8])  # t106: cpu f32[1, 64, 1, 8]
    t107 = aten.mul.Tensor(t101, t106)  # t107: cpu f32[1, 64, 2, 8]
    t108 = aten.neg.default(t100)  # t108: cpu f32[1, 64, 2, 8]
    t109 = aten.mul.Tensor(t108, t106)  # t109: cpu f32[1, 64, 2, 8]
    t110 = aten.add.Tensor(t104, t109)  # t110: cpu f32[1, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t111 = aten.mul.Tensor(t100, t103)  # t111: cpu f32[1, 64, 2, 8]
    t112 = aten.add.Tensor(t107, t111)  # t112: cpu f32[1, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t113 = aten.select_backward.default(t110, [1, 64, 2, 8, 2], 4, 1)  # t113: cpu f32[1, 64, 2, 8, 2]
    t114 = aten.select_backward.default(t112, [1, 64, 2, 8, 2], 4, 0)  # t114: cpu f32[1, 64, 2, 8, 2]
    t115 = aten.add.Tensor(t113, t114)  # t115: cpu f32[1, 64, 2, 8, 2]
    # layers.0.attention.wk (Linear), llama.py:239
    t116 = aten.view.default(t115, [64, 32])  # t116: cpu f32[64, 32]
    t117 = aten.t.default(t116)  # t117: cpu f32[32, 64]
    # end region 3 -> t116, t117
    # region 4: inductor 931c465969dc9fff, 5 ops
    # layers.0.attention (Attention), llama.py:249, 243, 240
    t118 = aten.clone.default(t96, memory_format=torch.contiguous_format)  # t118: cpu f32[1, 2, 64, 16]
    t119 = aten.transpose.int(t118, 1, 2)  # t119: cpu f32[1, 64, 2, 16]
    t120 = aten.clone.default(t119, memory_format=torch.contiguous_format)  # t120: cpu f32[1, 64, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t121 = aten.view.default(t120, [64, 32])  # t121: cpu f32[64, 32]
    t122 = aten.t.default(t121)  # t122: cpu f32[32, 64]
    # end region 4 -> t121, t122
    # region 5: inductor 0f03a6b6ac545641, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t123 = aten.slice.Tensor(t0, 0, 0, 64)  # t123: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t124 = aten.view.default(t123, [1, 64, 1, 8])  # t124: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t125 = aten.slice.Tensor(t1, 0, 0, 64)  # t125: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 241, 211, 210, 209
    t126 = aten.view.default(t125, [1, 64, 1, 8])  # t126: cpu f32[1, 64, 1, 8]
    t127 = aten.transpose.int(t94, 1, 2)  # t127: cpu f32[1, 64, 4, 16]
    t128 = aten.view.default(t127, [1, 64, 4, 8, 2])  # t128: cpu f32[1, 64, 4, 8, 2]
    t129 = aten.select.int(t128, -1, 0)  # t129: cpu f32[1, 64, 4, 8]
    t130 = aten.select.int(t128, -1, 1)  # t130: cpu f32[1, 64, 4, 8]
    t131 = aten.mul.Tensor(t130, t124)  # t131: cpu f32[1, 64, 4, 8]
    t132 = aten.mul.Tensor(t130, t126)  # t132: cpu f32[1, 64, 4, 8]
    t133 = aten.neg.default(t129)  # t133: cpu f32[1, 64, 4, 8]
    t134 = aten.mul.Tensor(t133, t126)  # t134: cpu f32[1, 64, 4, 8]
    t135 = aten.add.Tensor(t131, t134)  # t135: cpu f32[1, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:209
    t136 = aten.mul.Tensor(t129, t124)  # t136: cpu f32[1, 64, 4, 8]
    t137 = aten.add.Tensor(t132, t136)  # t137: cpu f32[1, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:206
    t138 = aten.select_backward.default(t135, [1, 64, 4, 8, 2], 4, 1)  # t138: cpu f32[1, 64, 4, 8, 2]
    t139 = aten.select_backward.default(t137, [1, 64, 4, 8, 2], 4, 0)  # t139: cpu f32[1, 64, 4, 8, 2]
    t140 = aten.add.Tensor(t138, t139)  # t140: cpu f32[1, 64, 4, 8, 2]
    # layers.0.attention.wq (Linear), llama.py:238
    t141 = aten.view.default(t140, [64, 64])  # t141: cpu f32[64, 64]
    t142 = aten.t.default(t141)  # t142: cpu f32[64, 64]
    # end region 5 -> t141, t142
    # region 6: inductor fb1e3fcc5b3dc069, 6 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t143 = aten.view.default(t3, [64])  # t143: cpu f32[64]
    t144 = aten.add.Tensor(t13, 1e-05)  # t144: cpu f32[1, 64, 1]
    t145 = aten.rsqrt.default(t144)  # t145: cpu f32[1, 64, 1]
    t146 = aten.mul.Tensor(t12, t145)  # t146: cpu f32[1, 64, 64]
    t147 = aten.mul.Tensor(t146, t143)  # t147: cpu f32[1, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t148 = aten.view.default(t147, [64, 64])  # t148: cpu f32[64, 64]
    # end region 6 -> t148
    # layers.0.attention.wv (Linear), llama.py:240
    t149 = aten.mm.default(t122, t148)  # t149: cpu f32[32, 64]
    t150 = aten.view.default(t6, [32, 64])  # t150: cpu f32[32, 64]
    t151 = aten.mm.default(t121, t150)  # t151: cpu f32[64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t152 = aten.mm.default(t117, t148)  # t152: cpu f32[32, 64]
    t153 = aten.view.default(t5, [32, 64])  # t153: cpu f32[32, 64]
    t154 = aten.mm.default(t116, t153)  # t154: cpu f32[64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t155 = aten.mm.default(t142, t148)  # t155: cpu f32[64, 64]
    t156 = aten.view.default(t4, [64, 64])  # t156: cpu f32[64, 64]
    t157 = aten.mm.default(t141, t156)  # t157: cpu f32[64, 64]
    # region 7: inductor 7717fa45f3e71906, 38 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t158 = aten.view.default(t63, [64])  # t158: cpu f32[64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t159 = aten.view.default(t3, [64])  # t159: cpu f32[64]
    t160 = aten.add.Tensor(t13, 1e-05)  # t160: cpu f32[1, 64, 1]
    t161 = aten.rsqrt.default(t160)  # t161: cpu f32[1, 64, 1]
    t162 = aten.mul.Tensor(t12, t161)  # t162: cpu f32[1, 64, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t163 = aten.view.default(t151, [1, 64, 64])  # t163: cpu f32[1, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t164 = aten.view.default(t154, [1, 64, 64])  # t164: cpu f32[1, 64, 64]
    t165 = aten.add.Tensor(t163, t164)  # t165: cpu f32[1, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t166 = aten.view.default(t157, [1, 64, 64])  # t166: cpu f32[1, 64, 64]
    t167 = aten.add.Tensor(t165, t166)  # t167: cpu f32[1, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t168 = aten.mul.Tensor(t167, t162)  # t168: cpu f32[1, 64, 64]
    t169 = aten.mul.Tensor(t167, t159)  # t169: cpu f32[1, 64, 64]
    t170 = aten.sum.dim_IntList(t168, [0, 1], True)  # t170: cpu f32[1, 1, 64]
    t171 = aten.view.default(t170, [64])  # t171: cpu f32[64]
    t172 = aten.mul.Tensor(t169, t12)  # t172: cpu f32[1, 64, 64]
    t173 = aten.mul.Tensor(t169, t161)  # t173: cpu f32[1, 64, 64]
    t174 = aten.sum.dim_IntList(t172, [2], True)  # t174: cpu f32[1, 64, 1]
    t175 = aten.add.Tensor(t77, t173)  # t175: cpu f32[1, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t176 = aten.pow.Tensor_Scalar(t161, 3)  # t176: cpu f32[1, 64, 1]
    t177 = aten.mul.Scalar(t174, -0.5)  # t177: cpu f32[1, 64, 1]
    t178 = aten.mul.Tensor(t177, t176)  # t178: cpu f32[1, 64, 1]
    t179 = aten.expand.default(t178, [1, 64, 64])  # t179: cpu f32[1, 64, 64]
    t180 = aten.div.Scalar(t179, 64)  # t180: cpu f32[1, 64, 64]
    t181 = aten.pow.Tensor_Scalar(t12, 1.0)  # t181: cpu f32[1, 64, 64]
    t182 = aten.mul.Scalar(t181, 2.0)  # t182: cpu f32[1, 64, 64]
    t183 = aten.mul.Tensor(t180, t182)  # t183: cpu f32[1, 64, 64]
    t184 = aten.add.Tensor(t175, t183)  # t184: cpu f32[1, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t185 = aten.view.default(t171, [2, 32])  # t185: cpu f32[2, 32]
    t186 = aten.view.default(t155, [2, 2048])  # t186: cpu f32[2, 2048]
    t187 = aten.view.default(t152, [2, 1024])  # t187: cpu f32[2, 1024]
    t188 = aten.view.default(t149, [2, 1024])  # t188: cpu f32[2, 1024]
    t189 = aten.view.default(t83, [2, 2048])  # t189: cpu f32[2, 2048]
    t190 = aten.view.default(t158, [2, 32])  # t190: cpu f32[2, 32]
    t191 = aten.view.default(t51, [2, 5504])  # t191: cpu f32[2, 5504]
    t192 = aten.view.default(t48, [2, 5504])  # t192: cpu f32[2, 5504]
    t193 = aten.view.default(t28, [2, 5504])  # t193: cpu f32[2, 5504]
    t194 = aten.cat.default([t185, t186, t187, t188, t189, t190, t191, t192, t193], 1)  # t194: cpu f32[2, 22720]
    t195 = aten.view.default(t194, [45440])  # t195: cpu f32[45440]
    # end region 7 -> t184, t195
    t196 = _c10d_functional.reduce_scatter_tensor.default(t195, 'sum', 2, 'dp')  # t196: cpu f32[22720]
    # tok_embeddings (Embedding), llama.py:305
    t197 = aten.embedding_dense_backward.default(t184, t2, 256, -1, False)  # t197: cpu f32[256, 64]
    t198 = _c10d_functional.reduce_scatter_tensor.default(t197, 'sum', 2, 'dp')  # t198: cpu f32[128, 64]
    t199 = _c10d_functional.wait_tensor.default(t198)  # t199: cpu f32[128, 64]
    # region 8: inductor d54805b564e885df, 1 ops
    t200 = aten.div.Tensor(t199, 2)  # t200: cpu f32[128, 64]
    # end region 8 -> t200
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t201 = _c10d_functional.wait_tensor.default(t196)  # t201: cpu f32[22720]
    # region 9: inductor 9e981929713bc829, 17 ops
    t202 = aten.div.Tensor(t201, 2)  # t202: cpu f32[22720]
    t203 = aten.slice.Tensor(t202, 0, 0, 32)  # t203: cpu f32[32]
    t204 = aten.slice.Tensor(t202, 0, 32, 2080)  # t204: cpu f32[2048]
    t205 = aten.view.default(t204, [32, 64])  # t205: cpu f32[32, 64]
    t206 = aten.slice.Tensor(t202, 0, 2080, 3104)  # t206: cpu f32[1024]
    t207 = aten.view.default(t206, [16, 64])  # t207: cpu f32[16, 64]
    t208 = aten.slice.Tensor(t202, 0, 3104, 4128)  # t208: cpu f32[1024]
    t209 = aten.view.default(t208, [16, 64])  # t209: cpu f32[16, 64]
    t210 = aten.slice.Tensor(t202, 0, 4128, 6176)  # t210: cpu f32[2048]
    t211 = aten.view.default(t210, [32, 64])  # t211: cpu f32[32, 64]
    t212 = aten.slice.Tensor(t202, 0, 6176, 6208)  # t212: cpu f32[32]
    t213 = aten.slice.Tensor(t202, 0, 6208, 11712)  # t213: cpu f32[5504]
    t214 = aten.view.default(t213, [86, 64])  # t214: cpu f32[86, 64]
    t215 = aten.slice.Tensor(t202, 0, 11712, 17216)  # t215: cpu f32[5504]
    t216 = aten.view.default(t215, [86, 64])  # t216: cpu f32[86, 64]
    t217 = aten.slice.Tensor(t202, 0, 17216, 22720)  # t217: cpu f32[5504]
    t218 = aten.view.default(t217, [32, 172])  # t218: cpu f32[32, 172]
    # end region 9 -> t203, t205, t207, t209, t211, t212, t214, t216, t218
    return (t200, t203, t205, t207, t209, t211, t212, t214, t216, t218)
    # t200: grad tok_embeddings.weight
    # t203: grad layers.0.attention_norm.weight
    # t205: grad layers.0.attention.wq.weight
    # t207: grad layers.0.attention.wk.weight
    # t209: grad layers.0.attention.wv.weight
    # t211: grad layers.0.attention.wo.weight
    # t212: grad layers.0.ffn_norm.weight
    # t214: grad layers.0.feed_forward.w1.weight
    # t216: grad layers.0.feed_forward.w3.weight
    # t218: grad layers.0.feed_forward.w2.weight
