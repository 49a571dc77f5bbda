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
    # t22: cpu f32[64, 172]  saved 22
    # t23: cpu f32[64, 172]  saved 23
    # t24: cpu f32[1, 64, 172]  saved 24
    # t25: cpu f32[1, 64, 64]  saved 25
    # t26: cpu f32[1, 64, 1]  saved 26
    # t27: cpu f32[1, 64, 256]  tangent 0
    # output (Linear), llama.py:308
    t28 = aten.view.default(t27, [64, 256])  # t28: cpu f32[64, 256]
    t29 = aten.t.default(t28)  # t29: cpu f32[256, 64]
    # region 0: inductor 591de51d45b6a9e9, 5 ops
    # norm (RMSNorm), llama.py:161, 162
    t30 = aten.add.Tensor(t26, 1e-05)  # t30: cpu f32[1, 64, 1]
    t31 = aten.rsqrt.default(t30)  # t31: cpu f32[1, 64, 1]
    t32 = aten.mul.Tensor(t25, t31)  # t32: cpu f32[1, 64, 64]
    t33 = aten.mul.Tensor(t32, t3)  # t33: cpu f32[1, 64, 64]
    # output (Linear), llama.py:308
    t34 = aten.view.default(t33, [64, 64])  # t34: cpu f32[64, 64]
    # end region 0 -> t34
    t35 = aten.mm.default(t29, t34)  # t35: cpu f32[256, 64]
    t36 = _c10d_functional.reduce_scatter_tensor.default(t35, 'sum', 2, 'dp')  # t36: cpu f32[128, 64]
    t37 = aten.mm.default(t28, t4)  # t37: cpu f32[64, 64]
    # region 1: inductor 3b90bdd9e9078394, 22 ops
    # norm (RMSNorm), llama.py:161
    t38 = aten.add.Tensor(t26, 1e-05)  # t38: cpu f32[1, 64, 1]
    t39 = aten.rsqrt.default(t38)  # t39: cpu f32[1, 64, 1]
    t40 = aten.mul.Tensor(t25, t39)  # t40: cpu f32[1, 64, 64]
    # output (Linear), llama.py:308
    t41 = aten.view.default(t37, [1, 64, 64])  # t41: cpu f32[1, 64, 64]
    # norm (RMSNorm), llama.py:162, 161
    t42 = aten.mul.Tensor(t41, t40)  # t42: cpu f32[1, 64, 64]
    t43 = aten.mul.Tensor(t41, t3)  # t43: cpu f32[1, 64, 64]
    t44 = aten.sum.dim_IntList(t42, [0, 1], True)  # t44: cpu f32[1, 1, 64]
    t45 = aten.view.default(t44, [64])  # t45: cpu f32[64]
    t46 = aten.mul.Tensor(t43, t25)  # t46: cpu f32[1, 64, 64]
    t47 = aten.mul.Tensor(t43, t39)  # t47: cpu f32[1, 64, 64]
    t48 = aten.sum.dim_IntList(t46, [2], True)  # t48: cpu f32[1, 64, 1]
    t49 = aten.pow.Tensor_Scalar(t39, 3)  # t49: cpu f32[1, 64, 1]
    t50 = aten.mul.Scalar(t48, -0.5)  # t50: cpu f32[1, 64, 1]
    t51 = aten.mul.Tensor(t50, t49)  # t51: cpu f32[1, 64, 1]
    t52 = aten.expand.default(t51, [1, 64, 64])  # t52: cpu f32[1, 64, 64]
    t53 = aten.div.Scalar(t52, 64)  # t53: cpu f32[1, 64, 64]
    t54 = aten.pow.Tensor_Scalar(t25, 1.0)  # t54: cpu f32[1, 64, 64]
    t55 = aten.mul.Scalar(t54, 2.0)  # t55: cpu f32[1, 64, 64]
    t56 = aten.mul.Tensor(t53, t55)  # t56: cpu f32[1, 64, 64]
    t57 = aten.add.Tensor(t47, t56)  # t57: cpu f32[1, 64, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t58 = aten.view.default(t57, [64, 64])  # t58: cpu f32[64, 64]
    t59 = aten.t.default(t58)  # t59: cpu f32[64, 64]
    # end region 1 -> t45, t57, t58, t59
    # norm (RMSNorm), llama.py:162
    t60 = _c10d_functional.reduce_scatter_tensor.default(t45, 'sum', 2, 'dp')  # t60: cpu f32[32]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t61 = aten.view.default(t24, [64, 172])  # t61: cpu f32[64, 172]
    t62 = aten.mm.default(t59, t61)  # t62: cpu f32[64, 172]
    t63 = aten.view.default(t13, [64, 172])  # t63: cpu f32[64, 172]
    t64 = aten.mm.default(t58, t63)  # t64: cpu f32[64, 172]
    # region 2: inductor 5732be054b084a09, 11 ops
    t65 = aten.view.default(t64, [1, 64, 172])  # t65: cpu f32[1, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t66 = aten._unsafe_view.default(t22, [1, 64, 172])  # t66: cpu f32[1, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t67 = aten.silu.default(t66)  # t67: cpu f32[1, 64, 172]
    t68 = aten.mul.Tensor(t65, t67)  # t68: cpu f32[1, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t69 = aten._unsafe_view.default(t23, [1, 64, 172])  # t69: cpu f32[1, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t70 = aten.mul.Tensor(t65, t69)  # t70: cpu f32[1, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t71 = aten.view.default(t68, [64, 172])  # t71: cpu f32[64, 172]
    t72 = aten.t.default(t71)  # t72: cpu f32[172, 64]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t73 = aten.silu_backward.default(t70, t66)  # t73: cpu f32[1, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t74 = aten.view.default(t73, [64, 172])  # t74: cpu f32[64, 172]
    t75 = aten.t.default(t74)  # t75: cpu f32[172, 64]
    # end region 2 -> t71, t72, t74, t75
    # region 3: inductor fb1e3fcc5b3dc069, 6 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t76 = aten.view.default(t10, [64])  # t76: cpu f32[64]
    t77 = aten.add.Tensor(t21, 1e-05)  # t77: cpu f32[1, 64, 1]
    t78 = aten.rsqrt.default(t77)  # t78: cpu f32[1, 64, 1]
    t79 = aten.mul.Tensor(t20, t78)  # t79: cpu f32[1, 64, 64]
    t80 = aten.mul.Tensor(t79, t76)  # t80: cpu f32[1, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t81 = aten.view.default(t80, [64, 64])  # t81: cpu f32[64, 64]
    # end region 3 -> t81
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t82 = aten.mm.default(t72, t81)  # t82: cpu f32[172, 64]
    t83 = aten.view.default(t12, [172, 64])  # t83: cpu f32[172, 64]
    t84 = aten.mm.default(t71, t83)  # t84: cpu f32[64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t85 = aten.mm.default(t75, t81)  # t85: cpu f32[172, 64]
    t86 = aten.view.default(t11, [172, 64])  # t86: cpu f32[172, 64]
    t87 = aten.mm.default(t74, t86)  # t87: cpu f32[64, 64]
    # region 4: inductor 03b4c86908ebc834, 27 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t88 = aten.view.default(t10, [64])  # t88: cpu f32[64]
    t89 = aten.add.Tensor(t21, 1e-05)  # t89: cpu f32[1, 64, 1]
    t90 = aten.rsqrt.default(t89)  # t90: cpu f32[1, 64, 1]
    t91 = aten.mul.Tensor(t20, t90)  # t91: cpu f32[1, 64, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t92 = aten.view.default(t84, [1, 64, 64])  # t92: cpu f32[1, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t93 = aten.view.default(t87, [1, 64, 64])  # t93: cpu f32[1, 64, 64]
    t94 = aten.add.Tensor(t92, t93)  # t94: cpu f32[1, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t95 = aten.mul.Tensor(t94, t91)  # t95: cpu f32[1, 64, 64]
    t96 = aten.mul.Tensor(t94, t88)  # t96: cpu f32[1, 64, 64]
    t97 = aten.sum.dim_IntList(t95, [0, 1], True)  # t97: cpu f32[1, 1, 64]
    t98 = aten.view.default(t97, [64])  # t98: cpu f32[64]
    t99 = aten.mul.Tensor(t96, t20)  # t99: cpu f32[1, 64, 64]
    t100 = aten.mul.Tensor(t96, t90)  # t100: cpu f32[1, 64, 64]
    t101 = aten.sum.dim_IntList(t99, [2], True)  # t101: cpu f32[1, 64, 1]
    t102 = aten.add.Tensor(t57, t100)  # t102: cpu f32[1, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t103 = aten.pow.Tensor_Scalar(t90, 3)  # t103: cpu f32[1, 64, 1]
    t104 = aten.mul.Scalar(t101, -0.5)  # t104: cpu f32[1, 64, 1]
    t105 = aten.mul.Tensor(t104, t103)  # t105: cpu f32[1, 64, 1]
    t106 = aten.expand.default(t105, [1, 64, 64])  # t106: cpu f32[1, 64, 64]
    t107 = aten.div.Scalar(t106, 64)  # t107: cpu f32[1, 64, 64]
    t108 = aten.pow.Tensor_Scalar(t20, 1.0)  # t108: cpu f32[1, 64, 64]
    t109 = aten.mul.Scalar(t108, 2.0)  # t109: cpu f32[1, 64, 64]
    t110 = aten.mul.Tensor(t107, t109)  # t110: cpu f32[1, 64, 64]
    t111 = aten.add.Tensor(t102, t110)  # t111: cpu f32[1, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t112 = aten.view.default(t111, [64, 64])  # t112: cpu f32[64, 64]
    t113 = aten.t.default(t112)  # t113: cpu f32[64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t114 = aten.view.default(t98, [2, 32])  # t114: cpu f32[2, 32]
    # end region 4 -> t97, t111, t112, t113
    # layers.1.attention (Attention), llama.py:250
    t115 = aten.transpose.int(t18, 1, 2)  # t115: cpu f32[1, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t116 = aten.view.default(t115, [64, 64])  # t116: cpu f32[64, 64]
    t117 = aten.mm.default(t113, t116)  # t117: cpu f32[64, 64]
    t118 = aten.view.default(t9, [64, 64])  # t118: cpu f32[64, 64]
    t119 = aten.mm.default(t112, t118)  # t119: cpu f32[64, 64]
    # layers.1.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t120 = aten.view.default(t119, [1, 64, 4, 16])  # t120: cpu f32[1, 64, 4, 16]
    t121 = aten.transpose.int(t120, 1, 2)  # t121: cpu f32[1, 4, 64, 16]
    t122 = aten.view.default(t16, [1, 64, 4, 16])  # t122: cpu f32[1, 64, 4, 16]
    t123 = aten.transpose.int(t122, 1, 2)  # t123: cpu f32[1, 4, 64, 16]
    t124 = aten.view.default(t17, [1, 64, 2, 16])  # t124: cpu f32[1, 64, 2, 16]
    t125 = aten.transpose.int(t124, 1, 2)  # t125: cpu f32[1, 2, 64, 16]
    t126 = aten.view.default(t15, [1, 64, 2, 16])  # t126: cpu f32[1, 64, 2, 16]
    t127 = aten.transpose.int(t126, 1, 2)  # t127: cpu f32[1, 2, 64, 16]
    t128, t129, t130 = aotc.sdpa_backward.default(t121, t123, t125, t127, None, t18, t19, True, None)  # t128: cpu f32[1, 4, 64, 16], t129: cpu f32[1, 2, 64, 16], t130: cpu f32[1, 2, 64, 16]
    # region 5: inductor e3efe60d4b020729, 21 ops
    t131 = aten.clone.default(t129, memory_format=torch.contiguous_format)  # t131: cpu f32[1, 2, 64, 16]
    t132 = aten.transpose.int(t131, 1, 2)  # t132: cpu f32[1, 64, 2, 16]
    t133 = aten.view.default(t132, [1, 64, 2, 8, 2])  # t133: cpu f32[1, 64, 2, 8, 2]
    t134 = aten.select.int(t133, -1, 0)  # t134: cpu f32[1, 64, 2, 8]
    t135 = aten.select.int(t133, -1, 1)  # t135: cpu f32[1, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t136 = aten.slice.Tensor(t0, 0, 0, 64)  # t136: cpu f32[64, 8]
    # layers.1.attention (Attention), llama.py:207, 210
    t137 = aten.view.default(t136, [1, 64, 1, 8])  # t137: cpu f32[1, 64, 1, 8]
    t138 = aten.mul.Tensor(t135, t137)  # t138: cpu f32[1, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t139 = aten.slice.Tensor(t1, 0, 0, 64)  # t139: cpu f32[64, 8]
    # layers.1.attention (Attention), llama.py:208, 210, 209
    t140 = aten.view.default(t139, [1, 64, 1, 8])  # t140: cpu f32[1, 64, 1, 8]
    t141 = aten.mul.Tensor(t135, t140)  # t141: cpu f32[1, 64, 2, 8]
    t142 = aten.neg.default(t134)  # t142: cpu f32[1, 64, 2, 8]
    t143 = aten.mul.Tensor(t142, t140)  # t143: cpu f32[1, 64, 2, 8]
    t144 = aten.add.Tensor(t138, t143)  # t144: cpu f32[1, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t145 = aten.mul.Tensor(t134, t137)  # t145: cpu f32[1, 64, 2, 8]
    t146 = aten.add.Tensor(t141, t145)  # t146: cpu f32[1, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t147 = aten.select_backward.default(t144, [1, 64, 2, 8, 2], 4, 1)  # t147: cpu f32[1, 64, 2, 8, 2]
    t148 = aten.select_backward.default(t146, [1, 64, 2, 8, 2], 4, 0)  # t148: cpu f32[1, 64, 2, 8, 2]
    t149 = aten.add.Tensor(t147, t148)  # t149: cpu f32[1, 64, 2, 8, 2]
    # layers.1.attention.wk (Linear), llama.py:239
    t150 = aten.view.default(t149, [64, 32])  # t150: cpu f32[64, 32]
    t151 = aten.t.default(t150)  # t151: cpu f32[32, 64]
    # end region 5 -> t150, t151
    # region 6: inductor 931c465969dc9fff, 5 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t152 = aten.clone.default(t130, memory_format=torch.contiguous_format)  # t152: cpu f32[1, 2, 64, 16]
    t153 = aten.transpose.int(t152, 1, 2)  # t153: cpu f32[1, 64, 2, 16]
    t154 = aten.clone.default(t153, memory_format=torch.contiguous_format)  # t154: cpu f32[1, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t155 = aten.view.default(t154, [64, 32])  # t155: cpu f32[64, 32]
    t156 = aten.t.default(t155)  # t156: cpu f32[32, 64]
    # end region 6 -> t155, t156
    # region 7: inductor 0f03a6b6ac545641, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t157 = aten.slice.Tensor(t0, 0, 0, 64)  # t157: cpu f32[64, 8]
    # layers.1.attention (Attention), llama.py:207
    t158 = aten.view.default(t157, [1, 64, 1, 8])  # t158: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t159 = aten.slice.Tensor(t1, 0, 0, 64)  # t159: cpu f32[64, 8]
    # layers.1.attention (Attention), llama.py:208, 241, 211, 210, 209
    t160 = aten.view.default(t159, [1, 64, 1, 8])  # t160: cpu f32[1, 64, 1, 8]
    t161 = aten.transpose.int(t128, 1, 2)  # t161: cpu f32[1, 64, 4, 16]
    t162 = aten.view.default(t161, [1, 64, 4, 8, 2])  # t162: cpu f32[1, 64, 4, 8, 2]
    t163 = aten.select.int(t162, -1, 0)  # t163: cpu f32[1, 64, 4, 8]
    t164 = aten.select.int(t162, -1, 1)  # t164: cpu f32[1, 64, 4, 8]
    t165 = aten.mul.Tensor(t164, t158)  # t165: cpu f32[1, 64, 4, 8]
    t166 = aten.mul.Tensor(t164, t160)  # t166: cpu f32[1, 64, 4, 8]
    t167 = aten.neg.default(t163)  # t167: cpu f32[1, 64, 4, 8]
    t168 = aten.mul.Tensor(t167, t160)  # t168: cpu f32[1, 64, 4, 8]
    t169 = aten.add.Tensor(t165, t168)  # t169: cpu f32[1, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t170 = aten.mul.Tensor(t163, t158)  # t170: cpu f32[1, 64, 4, 8]
    t171 = aten.add.Tensor(t166, t170)  # t171: cpu f32[1, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t172 = aten.select_backward.default(t169, [1, 64, 4, 8, 2], 4, 1)  # t172: cpu f32[1, 64, 4, 8, 2]
    t173 = aten.select_backward.default(t171, [1, 64, 4, 8, 2], 4, 0)  # t173: cpu f32[1, 64, 4, 8, 2]
    t174 = aten.add.Tensor(t172, t173)  # t174: cpu f32[1, 64, 4, 8, 2]
    # layers.1.attention.wq (Linear), llama.py:238
    t175 = aten.view.default(t174, [64, 64])  # t175: cpu f32[64, 64]
    t176 = aten.t.default(t175)  # t176: cpu f32[64, 64]
    # end region 7 -> t175, t176
    # region 8: inductor fb1e3fcc5b3dc069, 6 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t177 = aten.view.default(t5, [64])  # t177: cpu f32[64]
    t178 = aten.add.Tensor(t14, 1e-05)  # t178: cpu f32[1, 64, 1]
    t179 = aten.rsqrt.default(t178)  # t179: cpu f32[1, 64, 1]
    t180 = aten.mul.Tensor(t2, t179)  # t180: cpu f32[1, 64, 64]
    t181 = aten.mul.Tensor(t180, t177)  # t181: cpu f32[1, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t182 = aten.view.default(t181, [64, 64])  # t182: cpu f32[64, 64]
    # end region 8 -> t182
    # layers.1.attention.wv (Linear), llama.py:240
    t183 = aten.mm.default(t156, t182)  # t183: cpu f32[32, 64]
    t184 = aten.view.default(t8, [32, 64])  # t184: cpu f32[32, 64]
    t185 = aten.mm.default(t155, t184)  # t185: cpu f32[64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t186 = aten.mm.default(t151, t182)  # t186: cpu f32[32, 64]
    t187 = aten.view.default(t7, [32, 64])  # t187: cpu f32[32, 64]
    t188 = aten.mm.default(t150, t187)  # t188: cpu f32[64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t189 = aten.mm.default(t176, t182)  # t189: cpu f32[64, 64]
    t190 = aten.view.default(t6, [64, 64])  # t190: cpu f32[64, 64]
    t191 = aten.mm.default(t175, t190)  # t191: cpu f32[64, 64]
    # region 9: inductor 7717fa45f3e71906, 38 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t192 = aten.view.default(t97, [64])  # t192: cpu f32[64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t193 = aten.view.default(t5, [64])  # t193: cpu f32[64]
    t194 = aten.add.Tensor(t14, 1e-05)  # t194: cpu f32[1, 64, 1]
    t195 = aten.rsqrt.default(t194)  # t195: cpu f32[1, 64, 1]
    t196 = aten.mul.Tensor(t2, t195)  # t196: cpu f32[1, 64, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t197 = aten.view.default(t185, [1, 64, 64])  # t197: cpu f32[1, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t198 = aten.view.default(t188, [1, 64, 64])  # t198: cpu f32[1, 64, 64]
    t199 = aten.add.Tensor(t197, t198)  # t199: cpu f32[1, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t200 = aten.view.default(t191, [1, 64, 64])  # t200: cpu f32[1, 64, 64]
    t201 = aten.add.Tensor(t199, t200)  # t201: cpu f32[1, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t202 = aten.mul.Tensor(t201, t196)  # t202: cpu f32[1, 64, 64]
    t203 = aten.mul.Tensor(t201, t193)  # t203: cpu f32[1, 64, 64]
    t204 = aten.sum.dim_IntList(t202, [0, 1], True)  # t204: cpu f32[1, 1, 64]
    t205 = aten.view.default(t204, [64])  # t205: cpu f32[64]
    t206 = aten.mul.Tensor(t203, t2)  # t206: cpu f32[1, 64, 64]
    t207 = aten.mul.Tensor(t203, t195)  # t207: cpu f32[1, 64, 64]
    t208 = aten.sum.dim_IntList(t206, [2], True)  # t208: cpu f32[1, 64, 1]
    t209 = aten.add.Tensor(t111, t207)  # t209: cpu f32[1, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t210 = aten.pow.Tensor_Scalar(t195, 3)  # t210: cpu f32[1, 64, 1]
    t211 = aten.mul.Scalar(t208, -0.5)  # t211: cpu f32[1, 64, 1]
    t212 = aten.mul.Tensor(t211, t210)  # t212: cpu f32[1, 64, 1]
    t213 = aten.expand.default(t212, [1, 64, 64])  # t213: cpu f32[1, 64, 64]
    t214 = aten.div.Scalar(t213, 64)  # t214: cpu f32[1, 64, 64]
    t215 = aten.pow.Tensor_Scalar(t2, 1.0)  # t215: cpu f32[1, 64, 64]
    t216 = aten.mul.Scalar(t215, 2.0)  # t216: cpu f32[1, 64, 64]
    t217 = aten.mul.Tensor(t214, t216)  # t217: cpu f32[1, 64, 64]
    t218 = aten.add.Tensor(t209, t217)  # t218: cpu f32[1, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t219 = aten.view.default(t205, [2, 32])  # t219: cpu f32[2, 32]
    t220 = aten.view.default(t189, [2, 2048])  # t220: cpu f32[2, 2048]
    t221 = aten.view.default(t186, [2, 1024])  # t221: cpu f32[2, 1024]
    t222 = aten.view.default(t183, [2, 1024])  # t222: cpu f32[2, 1024]
    t223 = aten.view.default(t117, [2, 2048])  # t223: cpu f32[2, 2048]
    t224 = aten.view.default(t192, [2, 32])  # t224: cpu f32[2, 32]
    t225 = aten.view.default(t85, [2, 5504])  # t225: cpu f32[2, 5504]
    t226 = aten.view.default(t82, [2, 5504])  # t226: cpu f32[2, 5504]
    t227 = aten.view.default(t62, [2, 5504])  # t227: cpu f32[2, 5504]
    t228 = aten.cat.default([t219, t220, t221, t222, t223, t224, t225, t226, t227], 1)  # t228: cpu f32[2, 22720]
    t229 = aten.view.default(t228, [45440])  # t229: cpu f32[45440]
    # end region 9 -> t218, t229
    t230 = _c10d_functional.reduce_scatter_tensor.default(t229, 'sum', 2, 'dp')  # t230: cpu f32[22720]
    # norm (RMSNorm), llama.py:162
    t231 = _c10d_functional.wait_tensor.default(t60)  # t231: cpu f32[32]
    # region 10: inductor b93be3adc5486c12, 1 ops
    t232 = aten.div.Tensor(t231, 2)  # t232: cpu f32[32]
    # end region 10 -> t232
    # output (Linear), llama.py:308
    t233 = _c10d_functional.wait_tensor.default(t36)  # t233: cpu f32[128, 64]
    # region 11: inductor d54805b564e885df, 1 ops
    t234 = aten.div.Tensor(t233, 2)  # t234: cpu f32[128, 64]
    # end region 11 -> t234
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t235 = _c10d_functional.wait_tensor.default(t230)  # t235: cpu f32[22720]
    # region 12: inductor 9e981929713bc829, 17 ops
    t236 = aten.div.Tensor(t235, 2)  # t236: cpu f32[22720]
    t237 = aten.slice.Tensor(t236, 0, 0, 32)  # t237: cpu f32[32]
    t238 = aten.slice.Tensor(t236, 0, 32, 2080)  # t238: cpu f32[2048]
    t239 = aten.view.default(t238, [32, 64])  # t239: cpu f32[32, 64]
    t240 = aten.slice.Tensor(t236, 0, 2080, 3104)  # t240: cpu f32[1024]
    t241 = aten.view.default(t240, [16, 64])  # t241: cpu f32[16, 64]
    t242 = aten.slice.Tensor(t236, 0, 3104, 4128)  # t242: cpu f32[1024]
    t243 = aten.view.default(t242, [16, 64])  # t243: cpu f32[16, 64]
    t244 = aten.slice.Tensor(t236, 0, 4128, 6176)  # t244: cpu f32[2048]
    t245 = aten.view.default(t244, [32, 64])  # t245: cpu f32[32, 64]
    t246 = aten.slice.Tensor(t236, 0, 6176, 6208)  # t246: cpu f32[32]
    t247 = aten.slice.Tensor(t236, 0, 6208, 11712)  # t247: cpu f32[5504]
    t248 = aten.view.default(t247, [86, 64])  # t248: cpu f32[86, 64]
    t249 = aten.slice.Tensor(t236, 0, 11712, 17216)  # t249: cpu f32[5504]
    t250 = aten.view.default(t249, [86, 64])  # t250: cpu f32[86, 64]
    t251 = aten.slice.Tensor(t236, 0, 17216, 22720)  # t251: cpu f32[5504]
    t252 = aten.view.default(t251, [32, 172])  # t252: cpu f32[32, 172]
    # end region 12 -> t237, t239, t241, t243, t245, t246, t248, t250, t252
    return (t237, t239, t241, t243, t245, t246, t248, t250, t252, t232, t234, t218)
    # t237: grad layers.1.attention_norm.weight
    # t239: grad layers.1.attention.wq.weight
    # t241: grad layers.1.attention.wk.weight
    # t243: grad layers.1.attention.wv.weight
    # t245: grad layers.1.attention.wo.weight
    # t246: grad layers.1.ffn_norm.weight
    # t248: grad layers.1.feed_forward.w1.weight
    # t250: grad layers.1.feed_forward.w3.weight
    # t252: grad layers.1.feed_forward.w2.weight
    # t232: grad norm.weight
    # t234: grad output.weight
    # t218: input_grad 0
