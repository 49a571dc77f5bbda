def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49):
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
    # t22: cpu i64[2, 64]  saved 22
    # t23: cpu f32[2, 64, 64]  saved 23
    # t24: cpu f32[2, 64, 1]  saved 24
    # t25: cpu f32[128, 32]  saved 25
    # t26: cpu f32[2, 64, 4, 8, 2]  saved 26
    # t27: cpu f32[2, 64, 2, 8, 2]  saved 27
    # t28: cpu f32[2, 4, 64, 16]  saved 28
    # t29: cpu f32[2, 4, 64]  saved 29
    # t30: cpu f32[2, 64, 64]  saved 30
    # t31: cpu f32[2, 64, 1]  saved 31
    # t32: cpu f32[128, 172]  saved 32
    # t33: cpu f32[128, 172]  saved 33
    # t34: cpu f32[2, 64, 172]  saved 34
    # t35: cpu f32[2, 64, 64]  saved 35
    # t36: cpu f32[2, 64, 1]  saved 36
    # t37: cpu f32[128, 32]  saved 37
    # t38: cpu f32[2, 64, 4, 8, 2]  saved 38
    # t39: cpu f32[2, 64, 2, 8, 2]  saved 39
    # t40: cpu f32[2, 4, 64, 16]  saved 40
    # t41: cpu f32[2, 4, 64]  saved 41
    # t42: cpu f32[2, 64, 64]  saved 42
    # t43: cpu f32[2, 64, 1]  saved 43
    # t44: cpu f32[128, 172]  saved 44
    # t45: cpu f32[128, 172]  saved 45
    # t46: cpu f32[2, 64, 172]  saved 46
    # t47: cpu f32[2, 64, 64]  saved 47
    # t48: cpu f32[2, 64, 1]  saved 48
    # t49: cpu f32[2, 64, 256]  tangent 0
    # output (Linear), llama.py:250
    t50 = aten.view.default(t49, [128, 256])  # t50: cpu f32[128, 256]
    t51 = aten.t.default(t50)  # t51: cpu f32[256, 128]
    # region 0: inductor 3dc32b3ffdb6b175, 5 ops
    # norm (RMSNorm), llama.py:122, 123
    t52 = aten.add.Tensor(t48, 1e-05)  # t52: cpu f32[2, 64, 1]
    t53 = aten.rsqrt.default(t52)  # t53: cpu f32[2, 64, 1]
    t54 = aten.mul.Tensor(t47, t53)  # t54: cpu f32[2, 64, 64]
    t55 = aten.mul.Tensor(t54, t18)  # t55: cpu f32[2, 64, 64]
    # output (Linear), llama.py:250
    t56 = aten.view.default(t55, [128, 64])  # t56: cpu f32[128, 64]
    # end region 0 -> t56
    t57 = aten.mm.default(t51, t56)  # t57: cpu f32[256, 64]
    t58 = aten.mm.default(t50, t19)  # t58: cpu f32[128, 64]
    # region 1: inductor 8c8dc37c83120e7c, 22 ops
    # norm (RMSNorm), llama.py:122
    t59 = aten.add.Tensor(t48, 1e-05)  # t59: cpu f32[2, 64, 1]
    t60 = aten.rsqrt.default(t59)  # t60: cpu f32[2, 64, 1]
    t61 = aten.mul.Tensor(t47, t60)  # t61: cpu f32[2, 64, 64]
    # output (Linear), llama.py:250
    t62 = aten.view.default(t58, [2, 64, 64])  # t62: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:123, 122
    t63 = aten.mul.Tensor(t62, t61)  # t63: cpu f32[2, 64, 64]
    t64 = aten.mul.Tensor(t62, t18)  # t64: cpu f32[2, 64, 64]
    t65 = aten.sum.dim_IntList(t63, [0, 1], True)  # t65: cpu f32[1, 1, 64]
    t66 = aten.view.default(t65, [64])  # t66: cpu f32[64]
    t67 = aten.mul.Tensor(t64, t47)  # t67: cpu f32[2, 64, 64]
    t68 = aten.mul.Tensor(t64, t60)  # t68: cpu f32[2, 64, 64]
    t69 = aten.sum.dim_IntList(t67, [2], True)  # t69: cpu f32[2, 64, 1]
    t70 = aten.pow.Tensor_Scalar(t60, 3)  # t70: cpu f32[2, 64, 1]
    t71 = aten.mul.Scalar(t69, -0.5)  # t71: cpu f32[2, 64, 1]
    t72 = aten.mul.Tensor(t71, t70)  # t72: cpu f32[2, 64, 1]
    t73 = aten.expand.default(t72, [2, 64, 64])  # t73: cpu f32[2, 64, 64]
    t74 = aten.div.Scalar(t73, 64)  # t74: cpu f32[2, 64, 64]
    t75 = aten.pow.Tensor_Scalar(t47, 1.0)  # t75: cpu f32[2, 64, 64]
    t76 = aten.mul.Scalar(t75, 2.0)  # t76: cpu f32[2, 64, 64]
    t77 = aten.mul.Tensor(t74, t76)  # t77: cpu f32[2, 64, 64]
    t78 = aten.add.Tensor(t68, t77)  # t78: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:214
    t79 = aten.view.default(t78, [128, 64])  # t79: cpu f32[128, 64]
    t80 = aten.t.default(t79)  # t80: cpu f32[64, 128]
    # end region 1 -> t66, t78, t79, t80
    t81 = aten.view.default(t46, [128, 172])  # t81: cpu f32[128, 172]
    t82 = aten.mm.default(t80, t81)  # t82: cpu f32[64, 172]
    t83 = aten.mm.default(t79, t17)  # t83: cpu f32[128, 172]
    # region 2: inductor 5ea819d894b77c52, 11 ops
    t84 = aten.view.default(t83, [2, 64, 172])  # t84: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t85 = aten._unsafe_view.default(t44, [2, 64, 172])  # t85: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:214
    t86 = aten.silu.default(t85)  # t86: cpu f32[2, 64, 172]
    t87 = aten.mul.Tensor(t84, t86)  # t87: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t88 = aten._unsafe_view.default(t45, [2, 64, 172])  # t88: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:214
    t89 = aten.mul.Tensor(t84, t88)  # t89: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t90 = aten.view.default(t87, [128, 172])  # t90: cpu f32[128, 172]
    t91 = aten.t.default(t90)  # t91: cpu f32[172, 128]
    # layers.1.feed_forward (FeedForward), llama.py:214
    t92 = aten.silu_backward.default(t89, t85)  # t92: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t93 = aten.view.default(t92, [128, 172])  # t93: cpu f32[128, 172]
    t94 = aten.t.default(t93)  # t94: cpu f32[172, 128]
    # end region 2 -> t90, t91, t93, t94
    # region 3: inductor 3dc32b3ffdb6b175, 5 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:122, 123
    t95 = aten.add.Tensor(t43, 1e-05)  # t95: cpu f32[2, 64, 1]
    t96 = aten.rsqrt.default(t95)  # t96: cpu f32[2, 64, 1]
    t97 = aten.mul.Tensor(t42, t96)  # t97: cpu f32[2, 64, 64]
    t98 = aten.mul.Tensor(t97, t14)  # t98: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t99 = aten.view.default(t98, [128, 64])  # t99: cpu f32[128, 64]
    # end region 3 -> t99
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t100 = aten.mm.default(t91, t99)  # t100: cpu f32[172, 64]
    t101 = aten.mm.default(t90, t16)  # t101: cpu f32[128, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t102 = aten.mm.default(t94, t99)  # t102: cpu f32[172, 64]
    t103 = aten.mm.default(t93, t15)  # t103: cpu f32[128, 64]
    # region 4: inductor 7b244e5096f08b2b, 25 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:122
    t104 = aten.add.Tensor(t43, 1e-05)  # t104: cpu f32[2, 64, 1]
    t105 = aten.rsqrt.default(t104)  # t105: cpu f32[2, 64, 1]
    t106 = aten.mul.Tensor(t42, t105)  # t106: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t107 = aten.view.default(t101, [2, 64, 64])  # t107: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t108 = aten.view.default(t103, [2, 64, 64])  # t108: cpu f32[2, 64, 64]
    t109 = aten.add.Tensor(t107, t108)  # t109: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:123, 122
    t110 = aten.mul.Tensor(t109, t106)  # t110: cpu f32[2, 64, 64]
    t111 = aten.mul.Tensor(t109, t14)  # t111: cpu f32[2, 64, 64]
    t112 = aten.sum.dim_IntList(t110, [0, 1], True)  # t112: cpu f32[1, 1, 64]
    t113 = aten.view.default(t112, [64])  # t113: cpu f32[64]
    t114 = aten.mul.Tensor(t111, t42)  # t114: cpu f32[2, 64, 64]
    t115 = aten.mul.Tensor(t111, t105)  # t115: cpu f32[2, 64, 64]
    t116 = aten.sum.dim_IntList(t114, [2], True)  # t116: cpu f32[2, 64, 1]
    t117 = aten.add.Tensor(t78, t115)  # t117: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:122
    t118 = aten.pow.Tensor_Scalar(t105, 3)  # t118: cpu f32[2, 64, 1]
    t119 = aten.mul.Scalar(t116, -0.5)  # t119: cpu f32[2, 64, 1]
    t120 = aten.mul.Tensor(t119, t118)  # t120: cpu f32[2, 64, 1]
    t121 = aten.expand.default(t120, [2, 64, 64])  # t121: cpu f32[2, 64, 64]
    t122 = aten.div.Scalar(t121, 64)  # t122: cpu f32[2, 64, 64]
    t123 = aten.pow.Tensor_Scalar(t42, 1.0)  # t123: cpu f32[2, 64, 64]
    t124 = aten.mul.Scalar(t123, 2.0)  # t124: cpu f32[2, 64, 64]
    t125 = aten.mul.Tensor(t122, t124)  # t125: cpu f32[2, 64, 64]
    t126 = aten.add.Tensor(t117, t125)  # t126: cpu f32[2, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:201
    t127 = aten.view.default(t126, [128, 64])  # t127: cpu f32[128, 64]
    t128 = aten.t.default(t127)  # t128: cpu f32[64, 128]
    # end region 4 -> t113, t126, t127, t128
    # layers.1.attention (Attention), llama.py:201
    t129 = aten.transpose.int(t40, 1, 2)  # t129: cpu f32[2, 64, 4, 16]
    t130 = aten.view.default(t129, [128, 64])  # t130: cpu f32[128, 64]
    # layers.1.attention.wo (Linear), llama.py:201
    t131 = aten.mm.default(t128, t130)  # t131: cpu f32[64, 64]
    t132 = aten.mm.default(t127, t13)  # t132: cpu f32[128, 64]
    t133 = aten.view.default(t132, [2, 64, 4, 16])  # t133: cpu f32[2, 64, 4, 16]
    # layers.1.attention (Attention), llama.py:201, 172, 192
    t134 = aten.transpose.int(t133, 1, 2)  # t134: cpu f32[2, 4, 64, 16]
    t135 = aten.view.default(t38, [2, 64, 4, 16])  # t135: cpu f32[2, 64, 4, 16]
    t136 = aten.transpose.int(t135, 1, 2)  # t136: cpu f32[2, 4, 64, 16]
    # region 5: inductor af3748c23d48341d, 6 ops
    t137 = aten.view.default(t39, [2, 64, 2, 16])  # t137: cpu f32[2, 64, 2, 16]
    t138 = aten.transpose.int(t137, 1, 2)  # t138: cpu f32[2, 2, 64, 16]
    t139 = aten.unsqueeze.default(t138, 2)  # t139: cpu f32[2, 2, 1, 64, 16]
    t140 = aten.expand.default(t139, [2, 2, 2, 64, 16])  # t140: cpu f32[2, 2, 2, 64, 16]
    t141 = aten.clone.default(t140, memory_format=torch.contiguous_format)  # t141: cpu f32[2, 2, 2, 64, 16]
    t142 = aten.view.default(t141, [2, 4, 64, 16])  # t142: cpu f32[2, 4, 64, 16]
    # end region 5 -> t142
    # region 6: inductor ea1f11eeb5e881b3, 6 ops
    t143 = aten.view.default(t37, [2, 64, 2, 16])  # t143: cpu f32[2, 64, 2, 16]
    # layers.1.attention (Attention), llama.py:194, 199
    t144 = aten.transpose.int(t143, 1, 2)  # t144: cpu f32[2, 2, 64, 16]
    t145 = aten.unsqueeze.default(t144, 2)  # t145: cpu f32[2, 2, 1, 64, 16]
    t146 = aten.expand.default(t145, [2, 2, 2, 64, 16])  # t146: cpu f32[2, 2, 2, 64, 16]
    t147 = aten.clone.default(t146, memory_format=torch.contiguous_format)  # t147: cpu f32[2, 2, 2, 64, 16]
    t148 = aten.view.default(t147, [2, 4, 64, 16])  # t148: cpu f32[2, 4, 64, 16]
    # end region 6 -> t148
    t149, t150, t151 = aotc.sdpa_backward.default(t134, t136, t142, t148, None, t40, t41, True, None)  # t149: cpu f32[2, 4, 64, 16], t150: cpu f32[2, 4, 64, 16], t151: cpu f32[2, 4, 64, 16]
    # region 7: inductor dfaa1a7a18a31453, 7 ops
    t152 = aten.view.default(t151, [2, 2, 2, 64, 16])  # t152: cpu f32[2, 2, 2, 64, 16]
    t153 = aten.sum.dim_IntList(t152, [2], True)  # t153: cpu f32[2, 2, 1, 64, 16]
    t154 = aten.squeeze.dim(t153, 2)  # t154: cpu f32[2, 2, 64, 16]
    t155 = aten.transpose.int(t154, 1, 2)  # t155: cpu f32[2, 64, 2, 16]
    t156 = aten.clone.default(t155, memory_format=torch.contiguous_format)  # t156: cpu f32[2, 64, 2, 16]
    t157 = aten.view.default(t156, [128, 32])  # t157: cpu f32[128, 32]
    # layers.1.attention.wv (Linear), llama.py:191
    t158 = aten.t.default(t157)  # t158: cpu f32[32, 128]
    # end region 7 -> t157, t158
    # region 8: inductor 0face6384e3cda4e, 23 ops
    # layers.1.attention (Attention), llama.py:198, 193, 172
    t159 = aten.view.default(t150, [2, 2, 2, 64, 16])  # t159: cpu f32[2, 2, 2, 64, 16]
    t160 = aten.sum.dim_IntList(t159, [2], True)  # t160: cpu f32[2, 2, 1, 64, 16]
    t161 = aten.squeeze.dim(t160, 2)  # t161: cpu f32[2, 2, 64, 16]
    t162 = aten.transpose.int(t161, 1, 2)  # t162: cpu f32[2, 64, 2, 16]
    t163 = aten.view.default(t162, [2, 64, 2, 8, 2])  # t163: cpu f32[2, 64, 2, 8, 2]
    t164 = aten.select.int(t163, -1, 0)  # t164: cpu f32[2, 64, 2, 8]
    t165 = aten.select.int(t163, -1, 1)  # t165: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:156
    t166 = aten.slice.Tensor(t20, 0, 0, 64)  # t166: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168
    t167 = aten.view.default(t166, [1, 64, 1, 8])  # t167: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:171
    t168 = aten.mul.Tensor(t165, t167)  # t168: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:156
    t169 = aten.slice.Tensor(t21, 0, 0, 64)  # t169: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:169
    t170 = aten.view.default(t169, [1, 64, 1, 8])  # t170: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:171, 170
    t171 = aten.mul.Tensor(t165, t170)  # t171: cpu f32[2, 64, 2, 8]
    t172 = aten.neg.default(t164)  # t172: cpu f32[2, 64, 2, 8]
    t173 = aten.mul.Tensor(t172, t170)  # t173: cpu f32[2, 64, 2, 8]
    t174 = aten.add.Tensor(t168, t173)  # t174: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:170
    t175 = aten.mul.Tensor(t164, t167)  # t175: cpu f32[2, 64, 2, 8]
    t176 = aten.add.Tensor(t171, t175)  # t176: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:167
    t177 = aten.select_backward.default(t174, [2, 64, 2, 8, 2], 4, 1)  # t177: cpu f32[2, 64, 2, 8, 2]
    t178 = aten.select_backward.default(t176, [2, 64, 2, 8, 2], 4, 0)  # t178: cpu f32[2, 64, 2, 8, 2]
    t179 = aten.add.Tensor(t177, t178)  # t179: cpu f32[2, 64, 2, 8, 2]
    t180 = aten.view.default(t179, [128, 32])  # t180: cpu f32[128, 32]
    # layers.1.attention.wk (Linear), llama.py:190
    t181 = aten.t.default(t180)  # t181: cpu f32[32, 128]
    # end region 8 -> t180, t181
    # region 9: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding), llama.py:156
    t182 = aten.slice.Tensor(t20, 0, 0, 64)  # t182: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168
    t183 = aten.view.default(t182, [1, 64, 1, 8])  # t183: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:156
    t184 = aten.slice.Tensor(t21, 0, 0, 64)  # t184: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:169
    t185 = aten.view.default(t184, [1, 64, 1, 8])  # t185: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:192, 172, 171, 170
    t186 = aten.transpose.int(t149, 1, 2)  # t186: cpu f32[2, 64, 4, 16]
    t187 = aten.view.default(t186, [2, 64, 4, 8, 2])  # t187: cpu f32[2, 64, 4, 8, 2]
    t188 = aten.select.int(t187, -1, 0)  # t188: cpu f32[2, 64, 4, 8]
    t189 = aten.select.int(t187, -1, 1)  # t189: cpu f32[2, 64, 4, 8]
    t190 = aten.mul.Tensor(t189, t183)  # t190: cpu f32[2, 64, 4, 8]
    t191 = aten.mul.Tensor(t189, t185)  # t191: cpu f32[2, 64, 4, 8]
    t192 = aten.neg.default(t188)  # t192: cpu f32[2, 64, 4, 8]
    t193 = aten.mul.Tensor(t192, t185)  # t193: cpu f32[2, 64, 4, 8]
    t194 = aten.add.Tensor(t190, t193)  # t194: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:170
    t195 = aten.mul.Tensor(t188, t183)  # t195: cpu f32[2, 64, 4, 8]
    t196 = aten.add.Tensor(t191, t195)  # t196: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:167
    t197 = aten.select_backward.default(t194, [2, 64, 4, 8, 2], 4, 1)  # t197: cpu f32[2, 64, 4, 8, 2]
    t198 = aten.select_backward.default(t196, [2, 64, 4, 8, 2], 4, 0)  # t198: cpu f32[2, 64, 4, 8, 2]
    t199 = aten.add.Tensor(t197, t198)  # t199: cpu f32[2, 64, 4, 8, 2]
    t200 = aten.view.default(t199, [128, 64])  # t200: cpu f32[128, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t201 = aten.t.default(t200)  # t201: cpu f32[64, 128]
    # end region 9 -> t200, t201
    # region 10: inductor 3dc32b3ffdb6b175, 5 ops
    # layers.1.attention_norm (RMSNorm), llama.py:122, 123
    t202 = aten.add.Tensor(t36, 1e-05)  # t202: cpu f32[2, 64, 1]
    t203 = aten.rsqrt.default(t202)  # t203: cpu f32[2, 64, 1]
    t204 = aten.mul.Tensor(t35, t203)  # t204: cpu f32[2, 64, 64]
    t205 = aten.mul.Tensor(t204, t9)  # t205: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t206 = aten.view.default(t205, [128, 64])  # t206: cpu f32[128, 64]
    # end region 10 -> t206
    # layers.1.attention.wv (Linear), llama.py:191
    t207 = aten.mm.default(t158, t206)  # t207: cpu f32[32, 64]
    t208 = aten.mm.default(t157, t12)  # t208: cpu f32[128, 64]
    # layers.1.attention.wk (Linear), llama.py:190
    t209 = aten.mm.default(t181, t206)  # t209: cpu f32[32, 64]
    t210 = aten.mm.default(t180, t11)  # t210: cpu f32[128, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t211 = aten.mm.default(t201, t206)  # t211: cpu f32[64, 64]
    t212 = aten.mm.default(t200, t10)  # t212: cpu f32[128, 64]
    # region 11: inductor d2b678a683f0f9fa, 27 ops
    # layers.1.attention_norm (RMSNorm), llama.py:122
    t213 = aten.add.Tensor(t36, 1e-05)  # t213: cpu f32[2, 64, 1]
    t214 = aten.rsqrt.default(t213)  # t214: cpu f32[2, 64, 1]
    t215 = aten.mul.Tensor(t35, t214)  # t215: cpu f32[2, 64, 64]
    # layers.1.attention.wv (Linear), llama.py:191
    t216 = aten.view.default(t208, [2, 64, 64])  # t216: cpu f32[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:190
    t217 = aten.view.default(t210, [2, 64, 64])  # t217: cpu f32[2, 64, 64]
    t218 = aten.add.Tensor(t216, t217)  # t218: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t219 = aten.view.default(t212, [2, 64, 64])  # t219: cpu f32[2, 64, 64]
    t220 = aten.add.Tensor(t218, t219)  # t220: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:123, 122
    t221 = aten.mul.Tensor(t220, t215)  # t221: cpu f32[2, 64, 64]
    t222 = aten.mul.Tensor(t220, t9)  # t222: cpu f32[2, 64, 64]
    t223 = aten.sum.dim_IntList(t221, [0, 1], True)  # t223: cpu f32[1, 1, 64]
    t224 = aten.view.default(t223, [64])  # t224: cpu f32[64]
    t225 = aten.mul.Tensor(t222, t35)  # t225: cpu f32[2, 64, 64]
    t226 = aten.mul.Tensor(t222, t214)  # t226: cpu f32[2, 64, 64]
    t227 = aten.sum.dim_IntList(t225, [2], True)  # t227: cpu f32[2, 64, 1]
    t228 = aten.add.Tensor(t126, t226)  # t228: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:122
    t229 = aten.pow.Tensor_Scalar(t214, 3)  # t229: cpu f32[2, 64, 1]
    t230 = aten.mul.Scalar(t227, -0.5)  # t230: cpu f32[2, 64, 1]
    t231 = aten.mul.Tensor(t230, t229)  # t231: cpu f32[2, 64, 1]
    t232 = aten.expand.default(t231, [2, 64, 64])  # t232: cpu f32[2, 64, 64]
    t233 = aten.div.Scalar(t232, 64)  # t233: cpu f32[2, 64, 64]
    t234 = aten.pow.Tensor_Scalar(t35, 1.0)  # t234: cpu f32[2, 64, 64]
    t235 = aten.mul.Scalar(t234, 2.0)  # t235: cpu f32[2, 64, 64]
    t236 = aten.mul.Tensor(t233, t235)  # t236: cpu f32[2, 64, 64]
    t237 = aten.add.Tensor(t228, t236)  # t237: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:214
    t238 = aten.view.default(t237, [128, 64])  # t238: cpu f32[128, 64]
    t239 = aten.t.default(t238)  # t239: cpu f32[64, 128]
    # end region 11 -> t224, t237, t238, t239
    t240 = aten.view.default(t34, [128, 172])  # t240: cpu f32[128, 172]
    t241 = aten.mm.default(t239, t240)  # t241: cpu f32[64, 172]
    t242 = aten.mm.default(t238, t8)  # t242: cpu f32[128, 172]
    # region 12: inductor 5ea819d894b77c52, 11 ops
    t243 = aten.view.default(t242, [2, 64, 172])  # t243: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t244 = aten._unsafe_view.default(t32, [2, 64, 172])  # t244: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:214
    t245 = aten.silu.default(t244)  # t245: cpu f32[2, 64, 172]
    t246 = aten.mul.Tensor(t243, t245)  # t246: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t247 = aten._unsafe_view.default(t33, [2, 64, 172])  # t247: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:214
    t248 = aten.mul.Tensor(t243, t247)  # t248: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t249 = aten.view.default(t246, [128, 172])  # t249: cpu f32[128, 172]
    t250 = aten.t.default(t249)  # t250: cpu f32[172, 128]
    # layers.0.feed_forward (FeedForward), llama.py:214
    t251 = aten.silu_backward.default(t248, t244)  # t251: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t252 = aten.view.default(t251, [128, 172])  # t252: cpu f32[128, 172]
    t253 = aten.t.default(t252)  # t253: cpu f32[172, 128]
    # end region 12 -> t249, t250, t252, t253
    # region 13: inductor 3dc32b3ffdb6b175, 5 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:122, 123
    t254 = aten.add.Tensor(t31, 1e-05)  # t254: cpu f32[2, 64, 1]
    t255 = aten.rsqrt.default(t254)  # t255: cpu f32[2, 64, 1]
    t256 = aten.mul.Tensor(t30, t255)  # t256: cpu f32[2, 64, 64]
    t257 = aten.mul.Tensor(t256, t5)  # t257: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t258 = aten.view.default(t257, [128, 64])  # t258: cpu f32[128, 64]
    # end region 13 -> t258
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t259 = aten.mm.default(t250, t258)  # t259: cpu f32[172, 64]
    t260 = aten.mm.default(t249, t7)  # t260: cpu f32[128, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t261 = aten.mm.default(t253, t258)  # t261: cpu f32[172, 64]
    t262 = aten.mm.default(t252, t6)  # t262: cpu f32[128, 64]
    # region 14: inductor 7b244e5096f08b2b, 25 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:122
    t263 = aten.add.Tensor(t31, 1e-05)  # t263: cpu f32[2, 64, 1]
    t264 = aten.rsqrt.default(t263)  # t264: cpu f32[2, 64, 1]
    t265 = aten.mul.Tensor(t30, t264)  # t265: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t266 = aten.view.default(t260, [2, 64, 64])  # t266: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t267 = aten.view.default(t262, [2, 64, 64])  # t267: cpu f32[2, 64, 64]
    t268 = aten.add.Tensor(t266, t267)  # t268: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:123, 122
    t269 = aten.mul.Tensor(t268, t265)  # t269: cpu f32[2, 64, 64]
    t270 = aten.mul.Tensor(t268, t5)  # t270: cpu f32[2, 64, 64]
    t271 = aten.sum.dim_IntList(t269, [0, 1], True)  # t271: cpu f32[1, 1, 64]
    t272 = aten.view.default(t271, [64])  # t272: cpu f32[64]
    t273 = aten.mul.Tensor(t270, t30)  # t273: cpu f32[2, 64, 64]
    t274 = aten.mul.Tensor(t270, t264)  # t274: cpu f32[2, 64, 64]
    t275 = aten.sum.dim_IntList(t273, [2], True)  # t275: cpu f32[2, 64, 1]
    t276 = aten.add.Tensor(t237, t274)  # t276: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:122
    t277 = aten.pow.Tensor_Scalar(t264, 3)  # t277: cpu f32[2, 64, 1]
    t278 = aten.mul.Scalar(t275, -0.5)  # t278: cpu f32[2, 64, 1]
    t279 = aten.mul.Tensor(t278, t277)  # t279: cpu f32[2, 64, 1]
    t280 = aten.expand.default(t279, [2, 64, 64])  # t280: cpu f32[2, 64, 64]
    t281 = aten.div.Scalar(t280, 64)  # t281: cpu f32[2, 64, 64]
    t282 = aten.pow.Tensor_Scalar(t30, 1.0)  # t282: cpu f32[2, 64, 64]
    t283 = aten.mul.Scalar(t282, 2.0)  # t283: cpu f32[2, 64, 64]
    t284 = aten.mul.Tensor(t281, t283)  # t284: cpu f32[2, 64, 64]
    t285 = aten.add.Tensor(t276, t284)  # t285: cpu f32[2, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:201
    t286 = aten.view.default(t285, [128, 64])  # t286: cpu f32[128, 64]
    t287 = aten.t.default(t286)  # t287: cpu f32[64, 128]
    # end region 14 -> t272, t285, t286, t287
    # layers.0.attention (Attention), llama.py:201
    t288 = aten.transpose.int(t28, 1, 2)  # t288: cpu f32[2, 64, 4, 16]
    t289 = aten.view.default(t288, [128, 64])  # t289: cpu f32[128, 64]
    # layers.0.attention.wo (Linear), llama.py:201
    t290 = aten.mm.default(t287, t289)  # t290: cpu f32[64, 64]
    t291 = aten.mm.default(t286, t4)  # t291: cpu f32[128, 64]
    t292 = aten.view.default(t291, [2, 64, 4, 16])  # t292: cpu f32[2, 64, 4, 16]
    # layers.0.attention (Attention), llama.py:201, 172, 192
    t293 = aten.transpose.int(t292, 1, 2)  # t293: cpu f32[2, 4, 64, 16]
    t294 = aten.view.default(t26, [2, 64, 4, 16])  # t294: cpu f32[2, 64, 4, 16]
    t295 = aten.transpose.int(t294, 1, 2)  # t295: cpu f32[2, 4, 64, 16]
    # region 15: inductor af3748c23d48341d, 6 ops
    t296 = aten.view.default(t27, [2, 64, 2, 16])  # t296: cpu f32[2, 64, 2, 16]
    t297 = aten.transpose.int(t296, 1, 2)  # t297: cpu f32[2, 2, 64, 16]
    t298 = aten.unsqueeze.default(t297, 2)  # t298: cpu f32[2, 2, 1, 64, 16]
    t299 = aten.expand.default(t298, [2, 2, 2, 64, 16])  # t299: cpu f32[2, 2, 2, 64, 16]
    t300 = aten.clone.default(t299, memory_format=torch.contiguous_format)  # t300: cpu f32[2, 2, 2, 64, 16]
    t301 = aten.view.default(t300, [2, 4, 64, 16])  # t301: cpu f32[2, 4, 64, 16]
    # end region 15 -> t301
    # region 16: inductor ea1f11eeb5e881b3, 6 ops
    t302 = aten.view.default(t25, [2, 64, 2, 16])  # t302: cpu f32[2, 64, 2, 16]
    # layers.0.attention (Attention), llama.py:194, 199
    t303 = aten.transpose.int(t302, 1, 2)  # t303: cpu f32[2, 2, 64, 16]
    t304 = aten.unsqueeze.default(t303, 2)  # t304: cpu f32[2, 2, 1, 64, 16]
    t305 = aten.expand.default(t304, [2, 2, 2, 64, 16])  # t305: cpu f32[2, 2, 2, 64, 16]
    t306 = aten.clone.default(t305, memory_format=torch.contiguous_format)  # t306: cpu f32[2, 2, 2, 64, 16]
    t307 = aten.view.default(t306, [2, 4, 64, 16])  # t307: cpu f32[2, 4, 64, 16]
    # end region 16 -> t307
    t308, t309, t310 = aotc.sdpa_backward.default(t293, t295, t301, t307, None, t28, t29, True, None)  # t308: cpu f32[2, 4, 64, 16], t309: cpu f32[2, 4, 64, 16], t310: cpu f32[2, 4, 64, 16]
    # region 17: inductor dfaa1a7a18a31453, 7 ops
    t311 = aten.view.default(t310, [2, 2, 2, 64, 16])  # t311: cpu f32[2, 2, 2, 64, 16]
    t312 = aten.sum.dim_IntList(t311, [2], True)  # t312: cpu f32[2, 2, 1, 64, 16]
    t313 = aten.squeeze.dim(t312, 2)  # t313: cpu f32[2, 2, 64, 16]
    t314 = aten.transpose.int(t313, 1, 2)  # t314: cpu f32[2, 64, 2, 16]
    t315 = aten.clone.default(t314, memory_format=torch.contiguous_format)  # t315: cpu f32[2, 64, 2, 16]
    t316 = aten.view.default(t315, [128, 32])  # t316: cpu f32[128, 32]
    # layers.0.attention.wv (Linear), llama.py:191
    t317 = aten.t.default(t316)  # t317: cpu f32[32, 128]
    # end region 17 -> t316, t317
    # region 18: inductor bcbaef622d3c92ff, 23 ops
    # rope (RotaryEmbedding), llama.py:156
    t318 = aten.slice.Tensor(t20, 0, 0, 64)  # t318: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168
    t319 = aten.view.default(t318, [1, 64, 1, 8])  # t319: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:156
    t320 = aten.slice.Tensor(t21, 0, 0, 64)  # t320: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:169, 198, 193, 172, 171, 170
    t321 = aten.view.default(t320, [1, 64, 1, 8])  # t321: cpu f32[1, 64, 1, 8]
    t322 = aten.view.default(t309, [2, 2, 2, 64, 16])  # t322: cpu f32[2, 2, 2, 64, 16]
    t323 = aten.sum.dim_IntList(t322, [2], True)  # t323: cpu f32[2, 2, 1, 64, 16]
    t324 = aten.squeeze.dim(t323, 2)  # t324: cpu f32[2, 2, 64, 16]
    t325 = aten.transpose.int(t324, 1, 2)  # t325: cpu f32[2, 64, 2, 16]
    t326 = aten.view.default(t325, [2, 64, 2, 8, 2])  # t326: cpu f32[2, 64, 2, 8, 2]
    t327 = aten.select.int(t326, -1, 0)  # t327: cpu f32[2, 64, 2, 8]
    t328 = aten.select.int(t326, -1, 1)  # t328: cpu f32[2, 64, 2, 8]
    t329 = aten.mul.Tensor(t328, t319)  # t329: cpu f32[2, 64, 2, 8]
    t330 = aten.mul.Tensor(t328, t321)  # t330: cpu f32[2, 64, 2, 8]
    t331 = aten.neg.default(t327)  # t331: cpu f32[2, 64, 2, 8]
    t332 = aten.mul.Tensor(t331, t321)  # t332: cpu f32[2, 64, 2, 8]
    t333 = aten.add.Tensor(t329, t332)  # t333: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:170
    t334 = aten.mul.Tensor(t327, t319)  # t334: cpu f32[2, 64, 2, 8]
    t335 = aten.add.Tensor(t330, t334)  # t335: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:167
    t336 = aten.select_backward.default(t333, [2, 64, 2, 8, 2], 4, 1)  # t336: cpu f32[2, 64, 2, 8, 2]
    t337 = aten.select_backward.default(t335, [2, 64, 2, 8, 2], 4, 0)  # t337: cpu f32[2, 64, 2, 8, 2]
    t338 = aten.add.Tensor(t336, t337)  # t338: cpu f32[2, 64, 2, 8, 2]
    t339 = aten.view.default(t338, [128, 32])  # t339: cpu f32[128, 32]
    # layers.0.attention.wk (Linear), llama.py:190
    t340 = aten.t.default(t339)  # t340: cpu f32[32, 128]
    # end region 18 -> t339, t340
    # region 19: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding), llama.py:156
    t341 = aten.slice.Tensor(t20, 0, 0, 64)  # t341: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168
    t342 = aten.view.default(t341, [1, 64, 1, 8])  # t342: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:156
    t343 = aten.slice.Tensor(t21, 0, 0, 64)  # t343: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:169, 192, 172, 171, 170
    t344 = aten.view.default(t343, [1, 64, 1, 8])  # t344: cpu f32[1, 64, 1, 8]
    t345 = aten.transpose.int(t308, 1, 2)  # t345: cpu f32[2, 64, 4, 16]
    t346 = aten.view.default(t345, [2, 64, 4, 8, 2])  # t346: cpu f32[2, 64, 4, 8, 2]
    t347 = aten.select.int(t346, -1, 0)  # t347: cpu f32[2, 64, 4, 8]
    t348 = aten.select.int(t346, -1, 1)  # t348: cpu f32[2, 64, 4, 8]
    t349 = aten.mul.Tensor(t348, t342)  # t349: cpu f32[2, 64, 4, 8]
    t350 = aten.mul.Tensor(t348, t344)  # t350: cpu f32[2, 64, 4, 8]
    t351 = aten.neg.default(t347)  # t351: cpu f32[2, 64, 4, 8]
    t352 = aten.mul.Tensor(t351, t344)  # t352: cpu f32[2, 64, 4, 8]
    t353 = aten.add.Tensor(t349, t352)  # t353: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:170
    t354 = aten.mul.Tensor(t347, t342)  # t354: cpu f32[2, 64, 4, 8]
    t355 = aten.add.Tensor(t350, t354)  # t355: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:167
    t356 = aten.select_backward.default(t353, [2, 64, 4, 8, 2], 4, 1)  # t356: cpu f32[2, 64, 4, 8, 2]
    t357 = aten.select_backward.default(t355, [2, 64, 4, 8, 2], 4, 0)  # t357: cpu f32[2, 64, 4, 8, 2]
    t358 = aten.add.Tensor(t356, t357)  # t358: cpu f32[2, 64, 4, 8, 2]
    t359 = aten.view.default(t358, [128, 64])  # t359: cpu f32[128, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t360 = aten.t.default(t359)  # t360: cpu f32[64, 128]
    # end region 19 -> t359, t360
    # region 20: inductor 3dc32b3ffdb6b175, 5 ops
    # layers.0.attention_norm (RMSNorm), llama.py:122, 123
    t361 = aten.add.Tensor(t24, 1e-05)  # t361: cpu f32[2, 64, 1]
    t362 = aten.rsqrt.default(t361)  # t362: cpu f32[2, 64, 1]
    t363 = aten.mul.Tensor(t23, t362)  # t363: cpu f32[2, 64, 64]
    t364 = aten.mul.Tensor(t363, t0)  # t364: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t365 = aten.view.default(t364, [128, 64])  # t365: cpu f32[128, 64]
    # end region 20 -> t365
    # layers.0.attention.wv (Linear), llama.py:191
    t366 = aten.mm.default(t317, t365)  # t366: cpu f32[32, 64]
    t367 = aten.mm.default(t316, t3)  # t367: cpu f32[128, 64]
    # layers.0.attention.wk (Linear), llama.py:190
    t368 = aten.mm.default(t340, t365)  # t368: cpu f32[32, 64]
    t369 = aten.mm.default(t339, t2)  # t369: cpu f32[128, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t370 = aten.mm.default(t360, t365)  # t370: cpu f32[64, 64]
    t371 = aten.mm.default(t359, t1)  # t371: cpu f32[128, 64]
    # region 21: inductor 4bb33c20a1cdaca9, 25 ops
    # layers.0.attention_norm (RMSNorm), llama.py:122
    t372 = aten.add.Tensor(t24, 1e-05)  # t372: cpu f32[2, 64, 1]
    t373 = aten.rsqrt.default(t372)  # t373: cpu f32[2, 64, 1]
    t374 = aten.mul.Tensor(t23, t373)  # t374: cpu f32[2, 64, 64]
    # layers.0.attention.wv (Linear), llama.py:191
    t375 = aten.view.default(t367, [2, 64, 64])  # t375: cpu f32[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:190
    t376 = aten.view.default(t369, [2, 64, 64])  # t376: cpu f32[2, 64, 64]
    t377 = aten.add.Tensor(t375, t376)  # t377: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t378 = aten.view.default(t371, [2, 64, 64])  # t378: cpu f32[2, 64, 64]
    t379 = aten.add.Tensor(t377, t378)  # t379: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:123, 122
    t380 = aten.mul.Tensor(t379, t374)  # t380: cpu f32[2, 64, 64]
    t381 = aten.mul.Tensor(t379, t0)  # t381: cpu f32[2, 64, 64]
    t382 = aten.sum.dim_IntList(t380, [0, 1], True)  # t382: cpu f32[1, 1, 64]
    t383 = aten.view.default(t382, [64])  # t383: cpu f32[64]
    t384 = aten.mul.Tensor(t381, t23)  # t384: cpu f32[2, 64, 64]
    t385 = aten.mul.Tensor(t381, t373)  # t385: cpu f32[2, 64, 64]
    t386 = aten.sum.dim_IntList(t384, [2], True)  # t386: cpu f32[2, 64, 1]
    t387 = aten.add.Tensor(t285, t385)  # t387: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:122
    t388 = aten.pow.Tensor_Scalar(t373, 3)  # t388: cpu f32[2, 64, 1]
    t389 = aten.mul.Scalar(t386, -0.5)  # t389: cpu f32[2, 64, 1]
    t390 = aten.mul.Tensor(t389, t388)  # t390: cpu f32[2, 64, 1]
    t391 = aten.expand.default(t390, [2, 64, 64])  # t391: cpu f32[2, 64, 64]
    t392 = aten.div.Scalar(t391, 64)  # t392: cpu f32[2, 64, 64]
    t393 = aten.pow.Tensor_Scalar(t23, 1.0)  # t393: cpu f32[2, 64, 64]
    t394 = aten.mul.Scalar(t393, 2.0)  # t394: cpu f32[2, 64, 64]
    t395 = aten.mul.Tensor(t392, t394)  # t395: cpu f32[2, 64, 64]
    t396 = aten.add.Tensor(t387, t395)  # t396: cpu f32[2, 64, 64]
    # end region 21 -> t383, t396
    # tok_embeddings (Embedding), llama.py:247
    t397 = aten.embedding_dense_backward.default(t396, t22, 256, -1, False)  # t397: cpu f32[256, 64]
    return (t397, t383, t370, t368, t366, t290, t272, t261, t259, t241, t224, t211, t209, t207, t131, t113, t102, t100, t82, t66, t57)
    # t397: grad tok_embeddings.weight
    # t383: grad layers.0.attention_norm.weight
    # t370: grad layers.0.attention.wq.weight
    # t368: grad layers.0.attention.wk.weight
    # t366: grad layers.0.attention.wv.weight
    # t290: grad layers.0.attention.wo.weight
    # t272: grad layers.0.ffn_norm.weight
    # t261: grad layers.0.feed_forward.w1.weight
    # t259: grad layers.0.feed_forward.w3.weight
    # t241: grad layers.0.feed_forward.w2.weight
    # t224: grad layers.1.attention_norm.weight
    # t211: grad layers.1.attention.wq.weight
    # t209: grad layers.1.attention.wk.weight
    # t207: grad layers.1.attention.wv.weight
    # t131: grad layers.1.attention.wo.weight
    # t113: grad layers.1.ffn_norm.weight
    # t102: grad layers.1.feed_forward.w1.weight
    # t100: grad layers.1.feed_forward.w3.weight
    # t82: grad layers.1.feed_forward.w2.weight
    # t66: grad norm.weight
    # t57: grad output.weight
