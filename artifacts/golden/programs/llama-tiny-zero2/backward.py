def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49):
    # t0: cpu f32[256, 8]  saved 0
    # t1: cpu f32[256, 8]  saved 1
    # t2: cpu i64[2, 64]  saved 2
    # t3: cpu f32[2, 32]  saved 3
    # t4: cpu f32[2, 2048]  saved 4
    # t5: cpu f32[2, 1024]  saved 5
    # t6: cpu f32[2, 1024]  saved 6
    # t7: cpu f32[2, 2048]  saved 7
    # t8: cpu f32[2, 32]  saved 8
    # t9: cpu f32[2, 5504]  saved 9
    # t10: cpu f32[2, 5504]  saved 10
    # t11: cpu f32[2, 5504]  saved 11
    # t12: cpu f32[2, 32]  saved 12
    # t13: cpu f32[2, 2048]  saved 13
    # t14: cpu f32[2, 1024]  saved 14
    # t15: cpu f32[2, 1024]  saved 15
    # t16: cpu f32[2, 2048]  saved 16
    # t17: cpu f32[2, 32]  saved 17
    # t18: cpu f32[2, 5504]  saved 18
    # t19: cpu f32[2, 5504]  saved 19
    # t20: cpu f32[2, 5504]  saved 20
    # t21: cpu f32[2, 32]  saved 21
    # t22: cpu f32[2, 8192]  saved 22
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
    # region 0: inductor 573c8ac1f8377f67, 6 ops
    t52 = aten.view.default(t21, [64])  # t52: cpu f32[64]
    # norm (RMSNorm), llama.py:122, 123
    t53 = aten.add.Tensor(t48, 1e-05)  # t53: cpu f32[2, 64, 1]
    t54 = aten.rsqrt.default(t53)  # t54: cpu f32[2, 64, 1]
    t55 = aten.mul.Tensor(t47, t54)  # t55: cpu f32[2, 64, 64]
    t56 = aten.mul.Tensor(t55, t52)  # t56: cpu f32[2, 64, 64]
    # output (Linear), llama.py:250
    t57 = aten.view.default(t56, [128, 64])  # t57: cpu f32[128, 64]
    # end region 0 -> t57
    t58 = aten.mm.default(t51, t57)  # t58: cpu f32[256, 64]
    t59 = aten.view.default(t22, [256, 64])  # t59: cpu f32[256, 64]
    # output (Linear), llama.py:250
    t60 = aten.mm.default(t50, t59)  # t60: cpu f32[128, 64]
    # region 1: inductor 38fca28c0c4570e2, 24 ops
    t61 = aten.view.default(t21, [64])  # t61: cpu f32[64]
    # norm (RMSNorm), llama.py:122
    t62 = aten.add.Tensor(t48, 1e-05)  # t62: cpu f32[2, 64, 1]
    t63 = aten.rsqrt.default(t62)  # t63: cpu f32[2, 64, 1]
    t64 = aten.mul.Tensor(t47, t63)  # t64: cpu f32[2, 64, 64]
    # output (Linear), llama.py:250
    t65 = aten.view.default(t60, [2, 64, 64])  # t65: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:123, 122
    t66 = aten.mul.Tensor(t65, t64)  # t66: cpu f32[2, 64, 64]
    t67 = aten.mul.Tensor(t65, t61)  # t67: cpu f32[2, 64, 64]
    t68 = aten.sum.dim_IntList(t66, [0, 1], True)  # t68: cpu f32[1, 1, 64]
    t69 = aten.view.default(t68, [64])  # t69: cpu f32[64]
    t70 = aten.mul.Tensor(t67, t47)  # t70: cpu f32[2, 64, 64]
    t71 = aten.mul.Tensor(t67, t63)  # t71: cpu f32[2, 64, 64]
    t72 = aten.sum.dim_IntList(t70, [2], True)  # t72: cpu f32[2, 64, 1]
    t73 = aten.pow.Tensor_Scalar(t63, 3)  # t73: cpu f32[2, 64, 1]
    t74 = aten.mul.Scalar(t72, -0.5)  # t74: cpu f32[2, 64, 1]
    t75 = aten.mul.Tensor(t74, t73)  # t75: cpu f32[2, 64, 1]
    t76 = aten.expand.default(t75, [2, 64, 64])  # t76: cpu f32[2, 64, 64]
    t77 = aten.div.Scalar(t76, 64)  # t77: cpu f32[2, 64, 64]
    t78 = aten.pow.Tensor_Scalar(t47, 1.0)  # t78: cpu f32[2, 64, 64]
    t79 = aten.mul.Scalar(t78, 2.0)  # t79: cpu f32[2, 64, 64]
    t80 = aten.mul.Tensor(t77, t79)  # t80: cpu f32[2, 64, 64]
    t81 = aten.add.Tensor(t71, t80)  # t81: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:214
    t82 = aten.view.default(t81, [128, 64])  # t82: cpu f32[128, 64]
    t83 = aten.t.default(t82)  # t83: cpu f32[64, 128]
    t84 = aten.view.default(t69, [2, 32])  # t84: cpu f32[2, 32]
    # end region 1 -> t68, t81, t82, t83
    # layers.1.feed_forward.w2 (Linear), llama.py:214
    t85 = aten.view.default(t46, [128, 172])  # t85: cpu f32[128, 172]
    t86 = aten.mm.default(t83, t85)  # t86: cpu f32[64, 172]
    t87 = aten.view.default(t20, [64, 172])  # t87: cpu f32[64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:214
    t88 = aten.mm.default(t82, t87)  # t88: cpu f32[128, 172]
    # region 2: inductor 5ea819d894b77c52, 11 ops
    t89 = aten.view.default(t88, [2, 64, 172])  # t89: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t90 = aten._unsafe_view.default(t44, [2, 64, 172])  # t90: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:214
    t91 = aten.silu.default(t90)  # t91: cpu f32[2, 64, 172]
    t92 = aten.mul.Tensor(t89, t91)  # t92: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t93 = aten._unsafe_view.default(t45, [2, 64, 172])  # t93: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:214
    t94 = aten.mul.Tensor(t89, t93)  # t94: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t95 = aten.view.default(t92, [128, 172])  # t95: cpu f32[128, 172]
    t96 = aten.t.default(t95)  # t96: cpu f32[172, 128]
    # layers.1.feed_forward (FeedForward), llama.py:214
    t97 = aten.silu_backward.default(t94, t90)  # t97: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t98 = aten.view.default(t97, [128, 172])  # t98: cpu f32[128, 172]
    t99 = aten.t.default(t98)  # t99: cpu f32[172, 128]
    # end region 2 -> t95, t96, t98, t99
    # region 3: inductor 573c8ac1f8377f67, 6 ops
    t100 = aten.view.default(t17, [64])  # t100: cpu f32[64]
    # layers.1.ffn_norm (RMSNorm), llama.py:122, 123
    t101 = aten.add.Tensor(t43, 1e-05)  # t101: cpu f32[2, 64, 1]
    t102 = aten.rsqrt.default(t101)  # t102: cpu f32[2, 64, 1]
    t103 = aten.mul.Tensor(t42, t102)  # t103: cpu f32[2, 64, 64]
    t104 = aten.mul.Tensor(t103, t100)  # t104: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t105 = aten.view.default(t104, [128, 64])  # t105: cpu f32[128, 64]
    # end region 3 -> t105
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t106 = aten.mm.default(t96, t105)  # t106: cpu f32[172, 64]
    t107 = aten.view.default(t19, [172, 64])  # t107: cpu f32[172, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t108 = aten.mm.default(t95, t107)  # t108: cpu f32[128, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t109 = aten.mm.default(t99, t105)  # t109: cpu f32[172, 64]
    t110 = aten.view.default(t18, [172, 64])  # t110: cpu f32[172, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t111 = aten.mm.default(t98, t110)  # t111: cpu f32[128, 64]
    # region 4: inductor ea7641786d20540e, 27 ops
    t112 = aten.view.default(t17, [64])  # t112: cpu f32[64]
    # layers.1.ffn_norm (RMSNorm), llama.py:122
    t113 = aten.add.Tensor(t43, 1e-05)  # t113: cpu f32[2, 64, 1]
    t114 = aten.rsqrt.default(t113)  # t114: cpu f32[2, 64, 1]
    t115 = aten.mul.Tensor(t42, t114)  # t115: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t116 = aten.view.default(t108, [2, 64, 64])  # t116: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t117 = aten.view.default(t111, [2, 64, 64])  # t117: cpu f32[2, 64, 64]
    t118 = aten.add.Tensor(t116, t117)  # t118: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:123, 122
    t119 = aten.mul.Tensor(t118, t115)  # t119: cpu f32[2, 64, 64]
    t120 = aten.mul.Tensor(t118, t112)  # t120: cpu f32[2, 64, 64]
    t121 = aten.sum.dim_IntList(t119, [0, 1], True)  # t121: cpu f32[1, 1, 64]
    t122 = aten.view.default(t121, [64])  # t122: cpu f32[64]
    t123 = aten.mul.Tensor(t120, t42)  # t123: cpu f32[2, 64, 64]
    t124 = aten.mul.Tensor(t120, t114)  # t124: cpu f32[2, 64, 64]
    t125 = aten.sum.dim_IntList(t123, [2], True)  # t125: cpu f32[2, 64, 1]
    t126 = aten.add.Tensor(t81, t124)  # t126: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:122
    t127 = aten.pow.Tensor_Scalar(t114, 3)  # t127: cpu f32[2, 64, 1]
    t128 = aten.mul.Scalar(t125, -0.5)  # t128: cpu f32[2, 64, 1]
    t129 = aten.mul.Tensor(t128, t127)  # t129: cpu f32[2, 64, 1]
    t130 = aten.expand.default(t129, [2, 64, 64])  # t130: cpu f32[2, 64, 64]
    t131 = aten.div.Scalar(t130, 64)  # t131: cpu f32[2, 64, 64]
    t132 = aten.pow.Tensor_Scalar(t42, 1.0)  # t132: cpu f32[2, 64, 64]
    t133 = aten.mul.Scalar(t132, 2.0)  # t133: cpu f32[2, 64, 64]
    t134 = aten.mul.Tensor(t131, t133)  # t134: cpu f32[2, 64, 64]
    t135 = aten.add.Tensor(t126, t134)  # t135: cpu f32[2, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:201
    t136 = aten.view.default(t135, [128, 64])  # t136: cpu f32[128, 64]
    t137 = aten.t.default(t136)  # t137: cpu f32[64, 128]
    t138 = aten.view.default(t122, [2, 32])  # t138: cpu f32[2, 32]
    # end region 4 -> t121, t135, t136, t137
    # layers.1.attention (Attention), llama.py:201
    t139 = aten.transpose.int(t40, 1, 2)  # t139: cpu f32[2, 64, 4, 16]
    t140 = aten.view.default(t139, [128, 64])  # t140: cpu f32[128, 64]
    # layers.1.attention.wo (Linear), llama.py:201
    t141 = aten.mm.default(t137, t140)  # t141: cpu f32[64, 64]
    t142 = aten.view.default(t16, [64, 64])  # t142: cpu f32[64, 64]
    # layers.1.attention.wo (Linear), llama.py:201
    t143 = aten.mm.default(t136, t142)  # t143: cpu f32[128, 64]
    t144 = aten.view.default(t143, [2, 64, 4, 16])  # t144: cpu f32[2, 64, 4, 16]
    # layers.1.attention (Attention), llama.py:201, 172, 192
    t145 = aten.transpose.int(t144, 1, 2)  # t145: cpu f32[2, 4, 64, 16]
    t146 = aten.view.default(t38, [2, 64, 4, 16])  # t146: cpu f32[2, 64, 4, 16]
    t147 = aten.transpose.int(t146, 1, 2)  # t147: cpu f32[2, 4, 64, 16]
    # region 5: inductor af3748c23d48341d, 6 ops
    t148 = aten.view.default(t39, [2, 64, 2, 16])  # t148: cpu f32[2, 64, 2, 16]
    t149 = aten.transpose.int(t148, 1, 2)  # t149: cpu f32[2, 2, 64, 16]
    t150 = aten.unsqueeze.default(t149, 2)  # t150: cpu f32[2, 2, 1, 64, 16]
    t151 = aten.expand.default(t150, [2, 2, 2, 64, 16])  # t151: cpu f32[2, 2, 2, 64, 16]
    t152 = aten.clone.default(t151, memory_format=torch.contiguous_format)  # t152: cpu f32[2, 2, 2, 64, 16]
    t153 = aten.view.default(t152, [2, 4, 64, 16])  # t153: cpu f32[2, 4, 64, 16]
    # end region 5 -> t153
    # region 6: inductor ea1f11eeb5e881b3, 6 ops
    t154 = aten.view.default(t37, [2, 64, 2, 16])  # t154: cpu f32[2, 64, 2, 16]
    # layers.1.attention (Attention), llama.py:194, 199
    t155 = aten.transpose.int(t154, 1, 2)  # t155: cpu f32[2, 2, 64, 16]
    t156 = aten.unsqueeze.default(t155, 2)  # t156: cpu f32[2, 2, 1, 64, 16]
    t157 = aten.expand.default(t156, [2, 2, 2, 64, 16])  # t157: cpu f32[2, 2, 2, 64, 16]
    t158 = aten.clone.default(t157, memory_format=torch.contiguous_format)  # t158: cpu f32[2, 2, 2, 64, 16]
    t159 = aten.view.default(t158, [2, 4, 64, 16])  # t159: cpu f32[2, 4, 64, 16]
    # end region 6 -> t159
    t160, t161, t162 = aotc.sdpa_backward.default(t145, t147, t153, t159, None, t40, t41, True, None)  # t160: cpu f32[2, 4, 64, 16], t161: cpu f32[2, 4, 64, 16], t162: cpu f32[2, 4, 64, 16]
    # region 7: inductor dfaa1a7a18a31453, 7 ops
    t163 = aten.view.default(t162, [2, 2, 2, 64, 16])  # t163: cpu f32[2, 2, 2, 64, 16]
    t164 = aten.sum.dim_IntList(t163, [2], True)  # t164: cpu f32[2, 2, 1, 64, 16]
    t165 = aten.squeeze.dim(t164, 2)  # t165: cpu f32[2, 2, 64, 16]
    t166 = aten.transpose.int(t165, 1, 2)  # t166: cpu f32[2, 64, 2, 16]
    t167 = aten.clone.default(t166, memory_format=torch.contiguous_format)  # t167: cpu f32[2, 64, 2, 16]
    t168 = aten.view.default(t167, [128, 32])  # t168: cpu f32[128, 32]
    # layers.1.attention.wv (Linear), llama.py:191
    t169 = aten.t.default(t168)  # t169: cpu f32[32, 128]
    # end region 7 -> t168, t169
    # region 8: inductor 0face6384e3cda4e, 23 ops
    # layers.1.attention (Attention), llama.py:198, 193, 172
    t170 = aten.view.default(t161, [2, 2, 2, 64, 16])  # t170: cpu f32[2, 2, 2, 64, 16]
    t171 = aten.sum.dim_IntList(t170, [2], True)  # t171: cpu f32[2, 2, 1, 64, 16]
    t172 = aten.squeeze.dim(t171, 2)  # t172: cpu f32[2, 2, 64, 16]
    t173 = aten.transpose.int(t172, 1, 2)  # t173: cpu f32[2, 64, 2, 16]
    t174 = aten.view.default(t173, [2, 64, 2, 8, 2])  # t174: cpu f32[2, 64, 2, 8, 2]
    t175 = aten.select.int(t174, -1, 0)  # t175: cpu f32[2, 64, 2, 8]
    t176 = aten.select.int(t174, -1, 1)  # t176: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:156
    t177 = aten.slice.Tensor(t0, 0, 0, 64)  # t177: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168
    t178 = aten.view.default(t177, [1, 64, 1, 8])  # t178: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:171
    t179 = aten.mul.Tensor(t176, t178)  # t179: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:156
    t180 = aten.slice.Tensor(t1, 0, 0, 64)  # t180: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:169
    t181 = aten.view.default(t180, [1, 64, 1, 8])  # t181: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:171, 170
    t182 = aten.mul.Tensor(t176, t181)  # t182: cpu f32[2, 64, 2, 8]
    t183 = aten.neg.default(t175)  # t183: cpu f32[2, 64, 2, 8]
    t184 = aten.mul.Tensor(t183, t181)  # t184: cpu f32[2, 64, 2, 8]
    t185 = aten.add.Tensor(t179, t184)  # t185: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:170
    t186 = aten.mul.Tensor(t175, t178)  # t186: cpu f32[2, 64, 2, 8]
    t187 = aten.add.Tensor(t182, t186)  # t187: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:167
    t188 = aten.select_backward.default(t185, [2, 64, 2, 8, 2], 4, 1)  # t188: cpu f32[2, 64, 2, 8, 2]
    t189 = aten.select_backward.default(t187, [2, 64, 2, 8, 2], 4, 0)  # t189: cpu f32[2, 64, 2, 8, 2]
    t190 = aten.add.Tensor(t188, t189)  # t190: cpu f32[2, 64, 2, 8, 2]
    t191 = aten.view.default(t190, [128, 32])  # t191: cpu f32[128, 32]
    # layers.1.attention.wk (Linear), llama.py:190
    t192 = aten.t.default(t191)  # t192: cpu f32[32, 128]
    # end region 8 -> t191, t192
    # region 9: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding), llama.py:156
    t193 = aten.slice.Tensor(t0, 0, 0, 64)  # t193: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168
    t194 = aten.view.default(t193, [1, 64, 1, 8])  # t194: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:156
    t195 = aten.slice.Tensor(t1, 0, 0, 64)  # t195: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:169
    t196 = aten.view.default(t195, [1, 64, 1, 8])  # t196: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:192, 172, 171, 170
    t197 = aten.transpose.int(t160, 1, 2)  # t197: cpu f32[2, 64, 4, 16]
    t198 = aten.view.default(t197, [2, 64, 4, 8, 2])  # t198: cpu f32[2, 64, 4, 8, 2]
    t199 = aten.select.int(t198, -1, 0)  # t199: cpu f32[2, 64, 4, 8]
    t200 = aten.select.int(t198, -1, 1)  # t200: cpu f32[2, 64, 4, 8]
    t201 = aten.mul.Tensor(t200, t194)  # t201: cpu f32[2, 64, 4, 8]
    t202 = aten.mul.Tensor(t200, t196)  # t202: cpu f32[2, 64, 4, 8]
    t203 = aten.neg.default(t199)  # t203: cpu f32[2, 64, 4, 8]
    t204 = aten.mul.Tensor(t203, t196)  # t204: cpu f32[2, 64, 4, 8]
    t205 = aten.add.Tensor(t201, t204)  # t205: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:170
    t206 = aten.mul.Tensor(t199, t194)  # t206: cpu f32[2, 64, 4, 8]
    t207 = aten.add.Tensor(t202, t206)  # t207: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:167
    t208 = aten.select_backward.default(t205, [2, 64, 4, 8, 2], 4, 1)  # t208: cpu f32[2, 64, 4, 8, 2]
    t209 = aten.select_backward.default(t207, [2, 64, 4, 8, 2], 4, 0)  # t209: cpu f32[2, 64, 4, 8, 2]
    t210 = aten.add.Tensor(t208, t209)  # t210: cpu f32[2, 64, 4, 8, 2]
    t211 = aten.view.default(t210, [128, 64])  # t211: cpu f32[128, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t212 = aten.t.default(t211)  # t212: cpu f32[64, 128]
    # end region 9 -> t211, t212
    # region 10: inductor 573c8ac1f8377f67, 6 ops
    t213 = aten.view.default(t12, [64])  # t213: cpu f32[64]
    # layers.1.attention_norm (RMSNorm), llama.py:122, 123
    t214 = aten.add.Tensor(t36, 1e-05)  # t214: cpu f32[2, 64, 1]
    t215 = aten.rsqrt.default(t214)  # t215: cpu f32[2, 64, 1]
    t216 = aten.mul.Tensor(t35, t215)  # t216: cpu f32[2, 64, 64]
    t217 = aten.mul.Tensor(t216, t213)  # t217: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t218 = aten.view.default(t217, [128, 64])  # t218: cpu f32[128, 64]
    # end region 10 -> t218
    # layers.1.attention.wv (Linear), llama.py:191
    t219 = aten.mm.default(t169, t218)  # t219: cpu f32[32, 64]
    t220 = aten.view.default(t15, [32, 64])  # t220: cpu f32[32, 64]
    # layers.1.attention.wv (Linear), llama.py:191
    t221 = aten.mm.default(t168, t220)  # t221: cpu f32[128, 64]
    # layers.1.attention.wk (Linear), llama.py:190
    t222 = aten.mm.default(t192, t218)  # t222: cpu f32[32, 64]
    t223 = aten.view.default(t14, [32, 64])  # t223: cpu f32[32, 64]
    # layers.1.attention.wk (Linear), llama.py:190
    t224 = aten.mm.default(t191, t223)  # t224: cpu f32[128, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t225 = aten.mm.default(t212, t218)  # t225: cpu f32[64, 64]
    t226 = aten.view.default(t13, [64, 64])  # t226: cpu f32[64, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t227 = aten.mm.default(t211, t226)  # t227: cpu f32[128, 64]
    # region 11: inductor 1e268fe21eb95251, 29 ops
    t228 = aten.view.default(t12, [64])  # t228: cpu f32[64]
    # layers.1.attention_norm (RMSNorm), llama.py:122
    t229 = aten.add.Tensor(t36, 1e-05)  # t229: cpu f32[2, 64, 1]
    t230 = aten.rsqrt.default(t229)  # t230: cpu f32[2, 64, 1]
    t231 = aten.mul.Tensor(t35, t230)  # t231: cpu f32[2, 64, 64]
    # layers.1.attention.wv (Linear), llama.py:191
    t232 = aten.view.default(t221, [2, 64, 64])  # t232: cpu f32[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:190
    t233 = aten.view.default(t224, [2, 64, 64])  # t233: cpu f32[2, 64, 64]
    t234 = aten.add.Tensor(t232, t233)  # t234: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t235 = aten.view.default(t227, [2, 64, 64])  # t235: cpu f32[2, 64, 64]
    t236 = aten.add.Tensor(t234, t235)  # t236: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:123, 122
    t237 = aten.mul.Tensor(t236, t231)  # t237: cpu f32[2, 64, 64]
    t238 = aten.mul.Tensor(t236, t228)  # t238: cpu f32[2, 64, 64]
    t239 = aten.sum.dim_IntList(t237, [0, 1], True)  # t239: cpu f32[1, 1, 64]
    t240 = aten.view.default(t239, [64])  # t240: cpu f32[64]
    t241 = aten.mul.Tensor(t238, t35)  # t241: cpu f32[2, 64, 64]
    t242 = aten.mul.Tensor(t238, t230)  # t242: cpu f32[2, 64, 64]
    t243 = aten.sum.dim_IntList(t241, [2], True)  # t243: cpu f32[2, 64, 1]
    t244 = aten.add.Tensor(t135, t242)  # t244: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:122
    t245 = aten.pow.Tensor_Scalar(t230, 3)  # t245: cpu f32[2, 64, 1]
    t246 = aten.mul.Scalar(t243, -0.5)  # t246: cpu f32[2, 64, 1]
    t247 = aten.mul.Tensor(t246, t245)  # t247: cpu f32[2, 64, 1]
    t248 = aten.expand.default(t247, [2, 64, 64])  # t248: cpu f32[2, 64, 64]
    t249 = aten.div.Scalar(t248, 64)  # t249: cpu f32[2, 64, 64]
    t250 = aten.pow.Tensor_Scalar(t35, 1.0)  # t250: cpu f32[2, 64, 64]
    t251 = aten.mul.Scalar(t250, 2.0)  # t251: cpu f32[2, 64, 64]
    t252 = aten.mul.Tensor(t249, t251)  # t252: cpu f32[2, 64, 64]
    t253 = aten.add.Tensor(t244, t252)  # t253: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:214
    t254 = aten.view.default(t253, [128, 64])  # t254: cpu f32[128, 64]
    t255 = aten.t.default(t254)  # t255: cpu f32[64, 128]
    t256 = aten.view.default(t240, [2, 32])  # t256: cpu f32[2, 32]
    # end region 11 -> t239, t253, t254, t255
    # layers.0.feed_forward.w2 (Linear), llama.py:214
    t257 = aten.view.default(t34, [128, 172])  # t257: cpu f32[128, 172]
    t258 = aten.mm.default(t255, t257)  # t258: cpu f32[64, 172]
    t259 = aten.view.default(t11, [64, 172])  # t259: cpu f32[64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:214
    t260 = aten.mm.default(t254, t259)  # t260: cpu f32[128, 172]
    # region 12: inductor 5ea819d894b77c52, 11 ops
    t261 = aten.view.default(t260, [2, 64, 172])  # t261: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t262 = aten._unsafe_view.default(t32, [2, 64, 172])  # t262: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:214
    t263 = aten.silu.default(t262)  # t263: cpu f32[2, 64, 172]
    t264 = aten.mul.Tensor(t261, t263)  # t264: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t265 = aten._unsafe_view.default(t33, [2, 64, 172])  # t265: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:214
    t266 = aten.mul.Tensor(t261, t265)  # t266: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t267 = aten.view.default(t264, [128, 172])  # t267: cpu f32[128, 172]
    t268 = aten.t.default(t267)  # t268: cpu f32[172, 128]
    # layers.0.feed_forward (FeedForward), llama.py:214
    t269 = aten.silu_backward.default(t266, t262)  # t269: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t270 = aten.view.default(t269, [128, 172])  # t270: cpu f32[128, 172]
    t271 = aten.t.default(t270)  # t271: cpu f32[172, 128]
    # end region 12 -> t267, t268, t270, t271
    # region 13: inductor 573c8ac1f8377f67, 6 ops
    t272 = aten.view.default(t8, [64])  # t272: cpu f32[64]
    # layers.0.ffn_norm (RMSNorm), llama.py:122, 123
    t273 = aten.add.Tensor(t31, 1e-05)  # t273: cpu f32[2, 64, 1]
    t274 = aten.rsqrt.default(t273)  # t274: cpu f32[2, 64, 1]
    t275 = aten.mul.Tensor(t30, t274)  # t275: cpu f32[2, 64, 64]
    t276 = aten.mul.Tensor(t275, t272)  # t276: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t277 = aten.view.default(t276, [128, 64])  # t277: cpu f32[128, 64]
    # end region 13 -> t277
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t278 = aten.mm.default(t268, t277)  # t278: cpu f32[172, 64]
    t279 = aten.view.default(t10, [172, 64])  # t279: cpu f32[172, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t280 = aten.mm.default(t267, t279)  # t280: cpu f32[128, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t281 = aten.mm.default(t271, t277)  # t281: cpu f32[172, 64]
    t282 = aten.view.default(t9, [172, 64])  # t282: cpu f32[172, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t283 = aten.mm.default(t270, t282)  # t283: cpu f32[128, 64]
    # region 14: inductor ea7641786d20540e, 27 ops
    t284 = aten.view.default(t8, [64])  # t284: cpu f32[64]
    # layers.0.ffn_norm (RMSNorm), llama.py:122
    t285 = aten.add.Tensor(t31, 1e-05)  # t285: cpu f32[2, 64, 1]
    t286 = aten.rsqrt.default(t285)  # t286: cpu f32[2, 64, 1]
    t287 = aten.mul.Tensor(t30, t286)  # t287: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t288 = aten.view.default(t280, [2, 64, 64])  # t288: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t289 = aten.view.default(t283, [2, 64, 64])  # t289: cpu f32[2, 64, 64]
    t290 = aten.add.Tensor(t288, t289)  # t290: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:123, 122
    t291 = aten.mul.Tensor(t290, t287)  # t291: cpu f32[2, 64, 64]
    t292 = aten.mul.Tensor(t290, t284)  # t292: cpu f32[2, 64, 64]
    t293 = aten.sum.dim_IntList(t291, [0, 1], True)  # t293: cpu f32[1, 1, 64]
    t294 = aten.view.default(t293, [64])  # t294: cpu f32[64]
    t295 = aten.mul.Tensor(t292, t30)  # t295: cpu f32[2, 64, 64]
    t296 = aten.mul.Tensor(t292, t286)  # t296: cpu f32[2, 64, 64]
    t297 = aten.sum.dim_IntList(t295, [2], True)  # t297: cpu f32[2, 64, 1]
    t298 = aten.add.Tensor(t253, t296)  # t298: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:122
    t299 = aten.pow.Tensor_Scalar(t286, 3)  # t299: cpu f32[2, 64, 1]
    t300 = aten.mul.Scalar(t297, -0.5)  # t300: cpu f32[2, 64, 1]
    t301 = aten.mul.Tensor(t300, t299)  # t301: cpu f32[2, 64, 1]
    t302 = aten.expand.default(t301, [2, 64, 64])  # t302: cpu f32[2, 64, 64]
    t303 = aten.div.Scalar(t302, 64)  # t303: cpu f32[2, 64, 64]
    t304 = aten.pow.Tensor_Scalar(t30, 1.0)  # t304: cpu f32[2, 64, 64]
    t305 = aten.mul.Scalar(t304, 2.0)  # t305: cpu f32[2, 64, 64]
    t306 = aten.mul.Tensor(t303, t305)  # t306: cpu f32[2, 64, 64]
    t307 = aten.add.Tensor(t298, t306)  # t307: cpu f32[2, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:201
    t308 = aten.view.default(t307, [128, 64])  # t308: cpu f32[128, 64]
    t309 = aten.t.default(t308)  # t309: cpu f32[64, 128]
    t310 = aten.view.default(t294, [2, 32])  # t310: cpu f32[2, 32]
    # end region 14 -> t293, t307, t308, t309
    # layers.0.attention (Attention), llama.py:201
    t311 = aten.transpose.int(t28, 1, 2)  # t311: cpu f32[2, 64, 4, 16]
    t312 = aten.view.default(t311, [128, 64])  # t312: cpu f32[128, 64]
    # layers.0.attention.wo (Linear), llama.py:201
    t313 = aten.mm.default(t309, t312)  # t313: cpu f32[64, 64]
    t314 = aten.view.default(t7, [64, 64])  # t314: cpu f32[64, 64]
    # layers.0.attention.wo (Linear), llama.py:201
    t315 = aten.mm.default(t308, t314)  # t315: cpu f32[128, 64]
    t316 = aten.view.default(t315, [2, 64, 4, 16])  # t316: cpu f32[2, 64, 4, 16]
    # layers.0.attention (Attention), llama.py:201, 172, 192
    t317 = aten.transpose.int(t316, 1, 2)  # t317: cpu f32[2, 4, 64, 16]
    t318 = aten.view.default(t26, [2, 64, 4, 16])  # t318: cpu f32[2, 64, 4, 16]
    t319 = aten.transpose.int(t318, 1, 2)  # t319: cpu f32[2, 4, 64, 16]
    # region 15: inductor af3748c23d48341d, 6 ops
    t320 = aten.view.default(t27, [2, 64, 2, 16])  # t320: cpu f32[2, 64, 2, 16]
    t321 = aten.transpose.int(t320, 1, 2)  # t321: cpu f32[2, 2, 64, 16]
    t322 = aten.unsqueeze.default(t321, 2)  # t322: cpu f32[2, 2, 1, 64, 16]
    t323 = aten.expand.default(t322, [2, 2, 2, 64, 16])  # t323: cpu f32[2, 2, 2, 64, 16]
    t324 = aten.clone.default(t323, memory_format=torch.contiguous_format)  # t324: cpu f32[2, 2, 2, 64, 16]
    t325 = aten.view.default(t324, [2, 4, 64, 16])  # t325: cpu f32[2, 4, 64, 16]
    # end region 15 -> t325
    # region 16: inductor ea1f11eeb5e881b3, 6 ops
    t326 = aten.view.default(t25, [2, 64, 2, 16])  # t326: cpu f32[2, 64, 2, 16]
    # layers.0.attention (Attention), llama.py:194, 199
    t327 = aten.transpose.int(t326, 1, 2)  # t327: cpu f32[2, 2, 64, 16]
    t328 = aten.unsqueeze.default(t327, 2)  # t328: cpu f32[2, 2, 1, 64, 16]
    t329 = aten.expand.default(t328, [2, 2, 2, 64, 16])  # t329: cpu f32[2, 2, 2, 64, 16]
    t330 = aten.clone.default(t329, memory_format=torch.contiguous_format)  # t330: cpu f32[2, 2, 2, 64, 16]
    t331 = aten.view.default(t330, [2, 4, 64, 16])  # t331: cpu f32[2, 4, 64, 16]
    # end region 16 -> t331
    t332, t333, t334 = aotc.sdpa_backward.default(t317, t319, t325, t331, None, t28, t29, True, None)  # t332: cpu f32[2, 4, 64, 16], t333: cpu f32[2, 4, 64, 16], t334: cpu f32[2, 4, 64, 16]
    # region 17: inductor dfaa1a7a18a31453, 7 ops
    t335 = aten.view.default(t334, [2, 2, 2, 64, 16])  # t335: cpu f32[2, 2, 2, 64, 16]
    t336 = aten.sum.dim_IntList(t335, [2], True)  # t336: cpu f32[2, 2, 1, 64, 16]
    t337 = aten.squeeze.dim(t336, 2)  # t337: cpu f32[2, 2, 64, 16]
    t338 = aten.transpose.int(t337, 1, 2)  # t338: cpu f32[2, 64, 2, 16]
    t339 = aten.clone.default(t338, memory_format=torch.contiguous_format)  # t339: cpu f32[2, 64, 2, 16]
    t340 = aten.view.default(t339, [128, 32])  # t340: cpu f32[128, 32]
    # layers.0.attention.wv (Linear), llama.py:191
    t341 = aten.t.default(t340)  # t341: cpu f32[32, 128]
    # end region 17 -> t340, t341
    # region 18: inductor bcbaef622d3c92ff, 23 ops
    # rope (RotaryEmbedding), llama.py:156
    t342 = aten.slice.Tensor(t0, 0, 0, 64)  # t342: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168
    t343 = aten.view.default(t342, [1, 64, 1, 8])  # t343: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:156
    t344 = aten.slice.Tensor(t1, 0, 0, 64)  # t344: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:169, 198, 193, 172, 171, 170
    t345 = aten.view.default(t344, [1, 64, 1, 8])  # t345: cpu f32[1, 64, 1, 8]
    t346 = aten.view.default(t333, [2, 2, 2, 64, 16])  # t346: cpu f32[2, 2, 2, 64, 16]
    t347 = aten.sum.dim_IntList(t346, [2], True)  # t347: cpu f32[2, 2, 1, 64, 16]
    t348 = aten.squeeze.dim(t347, 2)  # t348: cpu f32[2, 2, 64, 16]
    t349 = aten.transpose.int(t348, 1, 2)  # t349: cpu f32[2, 64, 2, 16]
    t350 = aten.view.default(t349, [2, 64, 2, 8, 2])  # t350: cpu f32[2, 64, 2, 8, 2]
    t351 = aten.select.int(t350, -1, 0)  # t351: cpu f32[2, 64, 2, 8]
    t352 = aten.select.int(t350, -1, 1)  # t352: cpu f32[2, 64, 2, 8]
    t353 = aten.mul.Tensor(t352, t343)  # t353: cpu f32[2, 64, 2, 8]
    t354 = aten.mul.Tensor(t352, t345)  # t354: cpu f32[2, 64, 2, 8]
    t355 = aten.neg.default(t351)  # t355: cpu f32[2, 64, 2, 8]
    t356 = aten.mul.Tensor(t355, t345)  # t356: cpu f32[2, 64, 2, 8]
    t357 = aten.add.Tensor(t353, t356)  # t357: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:170
    t358 = aten.mul.Tensor(t351, t343)  # t358: cpu f32[2, 64, 2, 8]
    t359 = aten.add.Tensor(t354, t358)  # t359: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:167
    t360 = aten.select_backward.default(t357, [2, 64, 2, 8, 2], 4, 1)  # t360: cpu f32[2, 64, 2, 8, 2]
    t361 = aten.select_backward.default(t359, [2, 64, 2, 8, 2], 4, 0)  # t361: cpu f32[2, 64, 2, 8, 2]
    t362 = aten.add.Tensor(t360, t361)  # t362: cpu f32[2, 64, 2, 8, 2]
    t363 = aten.view.default(t362, [128, 32])  # t363: cpu f32[128, 32]
    # layers.0.attention.wk (Linear), llama.py:190
    t364 = aten.t.default(t363)  # t364: cpu f32[32, 128]
    # end region 18 -> t363, t364
    # region 19: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding), llama.py:156
    t365 = aten.slice.Tensor(t0, 0, 0, 64)  # t365: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168
    t366 = aten.view.default(t365, [1, 64, 1, 8])  # t366: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:156
    t367 = aten.slice.Tensor(t1, 0, 0, 64)  # t367: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:169, 192, 172, 171, 170
    t368 = aten.view.default(t367, [1, 64, 1, 8])  # t368: cpu f32[1, 64, 1, 8]
    t369 = aten.transpose.int(t332, 1, 2)  # t369: cpu f32[2, 64, 4, 16]
    t370 = aten.view.default(t369, [2, 64, 4, 8, 2])  # t370: cpu f32[2, 64, 4, 8, 2]
    t371 = aten.select.int(t370, -1, 0)  # t371: cpu f32[2, 64, 4, 8]
    t372 = aten.select.int(t370, -1, 1)  # t372: cpu f32[2, 64, 4, 8]
    t373 = aten.mul.Tensor(t372, t366)  # t373: cpu f32[2, 64, 4, 8]
    t374 = aten.mul.Tensor(t372, t368)  # t374: cpu f32[2, 64, 4, 8]
    t375 = aten.neg.default(t371)  # t375: cpu f32[2, 64, 4, 8]
    t376 = aten.mul.Tensor(t375, t368)  # t376: cpu f32[2, 64, 4, 8]
    t377 = aten.add.Tensor(t373, t376)  # t377: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:170
    t378 = aten.mul.Tensor(t371, t366)  # t378: cpu f32[2, 64, 4, 8]
    t379 = aten.add.Tensor(t374, t378)  # t379: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:167
    t380 = aten.select_backward.default(t377, [2, 64, 4, 8, 2], 4, 1)  # t380: cpu f32[2, 64, 4, 8, 2]
    t381 = aten.select_backward.default(t379, [2, 64, 4, 8, 2], 4, 0)  # t381: cpu f32[2, 64, 4, 8, 2]
    t382 = aten.add.Tensor(t380, t381)  # t382: cpu f32[2, 64, 4, 8, 2]
    t383 = aten.view.default(t382, [128, 64])  # t383: cpu f32[128, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t384 = aten.t.default(t383)  # t384: cpu f32[64, 128]
    # end region 19 -> t383, t384
    # region 20: inductor 573c8ac1f8377f67, 6 ops
    t385 = aten.view.default(t3, [64])  # t385: cpu f32[64]
    # layers.0.attention_norm (RMSNorm), llama.py:122, 123
    t386 = aten.add.Tensor(t24, 1e-05)  # t386: cpu f32[2, 64, 1]
    t387 = aten.rsqrt.default(t386)  # t387: cpu f32[2, 64, 1]
    t388 = aten.mul.Tensor(t23, t387)  # t388: cpu f32[2, 64, 64]
    t389 = aten.mul.Tensor(t388, t385)  # t389: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t390 = aten.view.default(t389, [128, 64])  # t390: cpu f32[128, 64]
    # end region 20 -> t390
    # layers.0.attention.wv (Linear), llama.py:191
    t391 = aten.mm.default(t341, t390)  # t391: cpu f32[32, 64]
    t392 = aten.view.default(t6, [32, 64])  # t392: cpu f32[32, 64]
    # layers.0.attention.wv (Linear), llama.py:191
    t393 = aten.mm.default(t340, t392)  # t393: cpu f32[128, 64]
    # layers.0.attention.wk (Linear), llama.py:190
    t394 = aten.mm.default(t364, t390)  # t394: cpu f32[32, 64]
    t395 = aten.view.default(t5, [32, 64])  # t395: cpu f32[32, 64]
    # layers.0.attention.wk (Linear), llama.py:190
    t396 = aten.mm.default(t363, t395)  # t396: cpu f32[128, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t397 = aten.mm.default(t384, t390)  # t397: cpu f32[64, 64]
    t398 = aten.view.default(t4, [64, 64])  # t398: cpu f32[64, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t399 = aten.mm.default(t383, t398)  # t399: cpu f32[128, 64]
    # region 21: inductor c46a1fa965426e9c, 27 ops
    t400 = aten.view.default(t3, [64])  # t400: cpu f32[64]
    # layers.0.attention_norm (RMSNorm), llama.py:122
    t401 = aten.add.Tensor(t24, 1e-05)  # t401: cpu f32[2, 64, 1]
    t402 = aten.rsqrt.default(t401)  # t402: cpu f32[2, 64, 1]
    t403 = aten.mul.Tensor(t23, t402)  # t403: cpu f32[2, 64, 64]
    # layers.0.attention.wv (Linear), llama.py:191
    t404 = aten.view.default(t393, [2, 64, 64])  # t404: cpu f32[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:190
    t405 = aten.view.default(t396, [2, 64, 64])  # t405: cpu f32[2, 64, 64]
    t406 = aten.add.Tensor(t404, t405)  # t406: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t407 = aten.view.default(t399, [2, 64, 64])  # t407: cpu f32[2, 64, 64]
    t408 = aten.add.Tensor(t406, t407)  # t408: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:123, 122
    t409 = aten.mul.Tensor(t408, t403)  # t409: cpu f32[2, 64, 64]
    t410 = aten.mul.Tensor(t408, t400)  # t410: cpu f32[2, 64, 64]
    t411 = aten.sum.dim_IntList(t409, [0, 1], True)  # t411: cpu f32[1, 1, 64]
    t412 = aten.view.default(t411, [64])  # t412: cpu f32[64]
    t413 = aten.mul.Tensor(t410, t23)  # t413: cpu f32[2, 64, 64]
    t414 = aten.mul.Tensor(t410, t402)  # t414: cpu f32[2, 64, 64]
    t415 = aten.sum.dim_IntList(t413, [2], True)  # t415: cpu f32[2, 64, 1]
    t416 = aten.add.Tensor(t307, t414)  # t416: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:122
    t417 = aten.pow.Tensor_Scalar(t402, 3)  # t417: cpu f32[2, 64, 1]
    t418 = aten.mul.Scalar(t415, -0.5)  # t418: cpu f32[2, 64, 1]
    t419 = aten.mul.Tensor(t418, t417)  # t419: cpu f32[2, 64, 1]
    t420 = aten.expand.default(t419, [2, 64, 64])  # t420: cpu f32[2, 64, 64]
    t421 = aten.div.Scalar(t420, 64)  # t421: cpu f32[2, 64, 64]
    t422 = aten.pow.Tensor_Scalar(t23, 1.0)  # t422: cpu f32[2, 64, 64]
    t423 = aten.mul.Scalar(t422, 2.0)  # t423: cpu f32[2, 64, 64]
    t424 = aten.mul.Tensor(t421, t423)  # t424: cpu f32[2, 64, 64]
    t425 = aten.add.Tensor(t416, t424)  # t425: cpu f32[2, 64, 64]
    t426 = aten.view.default(t412, [2, 32])  # t426: cpu f32[2, 32]
    # end region 21 -> t411, t425
    # tok_embeddings (Embedding), llama.py:247
    t427 = aten.embedding_dense_backward.default(t425, t2, 256, -1, False)  # t427: cpu f32[256, 64]
    # region 22: inductor 2d6f1bc68d192637, 28 ops
    # norm (RMSNorm), llama.py:123
    t428 = aten.view.default(t68, [64])  # t428: cpu f32[64]
    # layers.1.ffn_norm (RMSNorm), llama.py:123
    t429 = aten.view.default(t121, [64])  # t429: cpu f32[64]
    # layers.1.attention_norm (RMSNorm), llama.py:123
    t430 = aten.view.default(t239, [64])  # t430: cpu f32[64]
    # layers.0.ffn_norm (RMSNorm), llama.py:123
    t431 = aten.view.default(t293, [64])  # t431: cpu f32[64]
    # layers.0.attention_norm (RMSNorm), llama.py:123
    t432 = aten.view.default(t411, [64])  # t432: cpu f32[64]
    t433 = aten.view.default(t427, [2, 8192])  # t433: cpu f32[2, 8192]
    t434 = aten.view.default(t432, [2, 32])  # t434: cpu f32[2, 32]
    t435 = aten.view.default(t397, [2, 2048])  # t435: cpu f32[2, 2048]
    t436 = aten.view.default(t394, [2, 1024])  # t436: cpu f32[2, 1024]
    t437 = aten.view.default(t391, [2, 1024])  # t437: cpu f32[2, 1024]
    t438 = aten.view.default(t313, [2, 2048])  # t438: cpu f32[2, 2048]
    t439 = aten.view.default(t431, [2, 32])  # t439: cpu f32[2, 32]
    t440 = aten.view.default(t281, [2, 5504])  # t440: cpu f32[2, 5504]
    t441 = aten.view.default(t278, [2, 5504])  # t441: cpu f32[2, 5504]
    t442 = aten.view.default(t258, [2, 5504])  # t442: cpu f32[2, 5504]
    t443 = aten.view.default(t430, [2, 32])  # t443: cpu f32[2, 32]
    t444 = aten.view.default(t225, [2, 2048])  # t444: cpu f32[2, 2048]
    t445 = aten.view.default(t222, [2, 1024])  # t445: cpu f32[2, 1024]
    t446 = aten.view.default(t219, [2, 1024])  # t446: cpu f32[2, 1024]
    t447 = aten.view.default(t141, [2, 2048])  # t447: cpu f32[2, 2048]
    t448 = aten.view.default(t429, [2, 32])  # t448: cpu f32[2, 32]
    t449 = aten.view.default(t109, [2, 5504])  # t449: cpu f32[2, 5504]
    t450 = aten.view.default(t106, [2, 5504])  # t450: cpu f32[2, 5504]
    t451 = aten.view.default(t86, [2, 5504])  # t451: cpu f32[2, 5504]
    t452 = aten.view.default(t428, [2, 32])  # t452: cpu f32[2, 32]
    t453 = aten.view.default(t58, [2, 8192])  # t453: cpu f32[2, 8192]
    t454 = aten.cat.default([t433, t434, t435, t436, t437, t438, t439, t440, t441, t442, t443, t444, t445, t446, t447, t448, t449, t450, t451, t452, t453], 1)  # t454: cpu f32[2, 61856]
    t455 = aten.view.default(t454, [123712])  # t455: cpu f32[123712]
    # end region 22 -> t455
    t456 = _c10d_functional.reduce_scatter_tensor.default(t455, 'sum', 2, 'dp')  # t456: cpu f32[61856]
    t457 = _c10d_functional.wait_tensor.default(t456)  # t457: cpu f32[61856]
    # region 23: inductor 13d34e3880099fa3, 38 ops
    t458 = aten.div.Tensor(t457, 2)  # t458: cpu f32[61856]
    t459 = aten.slice.Tensor(t458, 0, 0, 8192)  # t459: cpu f32[8192]
    t460 = aten.view.default(t459, [128, 64])  # t460: cpu f32[128, 64]
    t461 = aten.slice.Tensor(t458, 0, 8192, 8224)  # t461: cpu f32[32]
    t462 = aten.slice.Tensor(t458, 0, 8224, 10272)  # t462: cpu f32[2048]
    t463 = aten.view.default(t462, [32, 64])  # t463: cpu f32[32, 64]
    t464 = aten.slice.Tensor(t458, 0, 10272, 11296)  # t464: cpu f32[1024]
    t465 = aten.view.default(t464, [16, 64])  # t465: cpu f32[16, 64]
    t466 = aten.slice.Tensor(t458, 0, 11296, 12320)  # t466: cpu f32[1024]
    t467 = aten.view.default(t466, [16, 64])  # t467: cpu f32[16, 64]
    t468 = aten.slice.Tensor(t458, 0, 12320, 14368)  # t468: cpu f32[2048]
    t469 = aten.view.default(t468, [32, 64])  # t469: cpu f32[32, 64]
    t470 = aten.slice.Tensor(t458, 0, 14368, 14400)  # t470: cpu f32[32]
    t471 = aten.slice.Tensor(t458, 0, 14400, 19904)  # t471: cpu f32[5504]
    t472 = aten.view.default(t471, [86, 64])  # t472: cpu f32[86, 64]
    t473 = aten.slice.Tensor(t458, 0, 19904, 25408)  # t473: cpu f32[5504]
    t474 = aten.view.default(t473, [86, 64])  # t474: cpu f32[86, 64]
    t475 = aten.slice.Tensor(t458, 0, 25408, 30912)  # t475: cpu f32[5504]
    t476 = aten.view.default(t475, [32, 172])  # t476: cpu f32[32, 172]
    t477 = aten.slice.Tensor(t458, 0, 30912, 30944)  # t477: cpu f32[32]
    t478 = aten.slice.Tensor(t458, 0, 30944, 32992)  # t478: cpu f32[2048]
    t479 = aten.view.default(t478, [32, 64])  # t479: cpu f32[32, 64]
    t480 = aten.slice.Tensor(t458, 0, 32992, 34016)  # t480: cpu f32[1024]
    t481 = aten.view.default(t480, [16, 64])  # t481: cpu f32[16, 64]
    t482 = aten.slice.Tensor(t458, 0, 34016, 35040)  # t482: cpu f32[1024]
    t483 = aten.view.default(t482, [16, 64])  # t483: cpu f32[16, 64]
    t484 = aten.slice.Tensor(t458, 0, 35040, 37088)  # t484: cpu f32[2048]
    t485 = aten.view.default(t484, [32, 64])  # t485: cpu f32[32, 64]
    t486 = aten.slice.Tensor(t458, 0, 37088, 37120)  # t486: cpu f32[32]
    t487 = aten.slice.Tensor(t458, 0, 37120, 42624)  # t487: cpu f32[5504]
    t488 = aten.view.default(t487, [86, 64])  # t488: cpu f32[86, 64]
    t489 = aten.slice.Tensor(t458, 0, 42624, 48128)  # t489: cpu f32[5504]
    t490 = aten.view.default(t489, [86, 64])  # t490: cpu f32[86, 64]
    t491 = aten.slice.Tensor(t458, 0, 48128, 53632)  # t491: cpu f32[5504]
    t492 = aten.view.default(t491, [32, 172])  # t492: cpu f32[32, 172]
    t493 = aten.slice.Tensor(t458, 0, 53632, 53664)  # t493: cpu f32[32]
    t494 = aten.slice.Tensor(t458, 0, 53664, 61856)  # t494: cpu f32[8192]
    t495 = aten.view.default(t494, [128, 64])  # t495: cpu f32[128, 64]
    # end region 23 -> t460, t461, t463, t465, t467, t469, t470, t472, t474, t476, t477, t479, t481, t483, t485, t486, t488, t490, t492, t493, t495
    return (t460, t461, t463, t465, t467, t469, t470, t472, t474, t476, t477, t479, t481, t483, t485, t486, t488, t490, t492, t493, t495)
    # t460: grad tok_embeddings.weight
    # t461: grad layers.0.attention_norm.weight
    # t463: grad layers.0.attention.wq.weight
    # t465: grad layers.0.attention.wk.weight
    # t467: grad layers.0.attention.wv.weight
    # t469: grad layers.0.attention.wo.weight
    # t470: grad layers.0.ffn_norm.weight
    # t472: grad layers.0.feed_forward.w1.weight
    # t474: grad layers.0.feed_forward.w3.weight
    # t476: grad layers.0.feed_forward.w2.weight
    # t477: grad layers.1.attention_norm.weight
    # t479: grad layers.1.attention.wq.weight
    # t481: grad layers.1.attention.wk.weight
    # t483: grad layers.1.attention.wv.weight
    # t485: grad layers.1.attention.wo.weight
    # t486: grad layers.1.ffn_norm.weight
    # t488: grad layers.1.feed_forward.w1.weight
    # t490: grad layers.1.feed_forward.w3.weight
    # t492: grad layers.1.feed_forward.w2.weight
    # t493: grad norm.weight
    # t495: grad output.weight
