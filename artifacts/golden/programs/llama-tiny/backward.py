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
    # output (Linear)
    t50 = aten.view.default(t49, [128, 256])  # t50: cpu f32[128, 256]
    t51 = aten.t.default(t50)  # t51: cpu f32[256, 128]
    # region 0: inductor d719c745bb9c5fbc, 6 ops
    # norm (RMSNorm)
    t52 = aten.add.Tensor(t48, 1e-05)  # t52: cpu f32[2, 64, 1]
    t53 = aten.rsqrt.default(t52)  # t53: cpu f32[2, 64, 1]
    t54 = aten.mul.Tensor(t47, t53)  # t54: cpu f32[2, 64, 64]
    t55 = aten.mul.Tensor(t54, t18)  # t55: cpu f32[2, 64, 64]
    # output (Linear)
    t56 = aten.view.default(t55, [128, 64])  # t56: cpu f32[128, 64]
    # norm (RMSNorm)
    t57 = aten.pow.Tensor_Scalar(t53, 3)  # t57: cpu f32[2, 64, 1]
    # end region 0 -> t53, t54, t56, t57
    # output (Linear)
    t58 = aten.mm.default(t51, t56)  # t58: cpu f32[256, 64]
    t59 = aten.mm.default(t50, t19)  # t59: cpu f32[128, 64]
    # region 1: inductor de40d5a491d7a846, 2 ops
    # norm (RMSNorm)
    t60 = aten.pow.Tensor_Scalar(t47, 1.0)  # t60: cpu f32[2, 64, 64]
    t61 = aten.mul.Scalar(t60, 2.0)  # t61: cpu f32[2, 64, 64]
    # end region 1 -> t61
    # region 2: inductor 6f59104c63ca293f, 16 ops
    # output (Linear)
    t62 = aten.view.default(t59, [2, 64, 64])  # t62: cpu f32[2, 64, 64]
    # norm (RMSNorm)
    t63 = aten.mul.Tensor(t62, t54)  # t63: cpu f32[2, 64, 64]
    t64 = aten.mul.Tensor(t62, t18)  # t64: cpu f32[2, 64, 64]
    t65 = aten.sum.dim_IntList(t63, [0, 1], True)  # t65: cpu f32[1, 1, 64]
    t66 = aten.view.default(t65, [64])  # t66: cpu f32[64]
    t67 = aten.mul.Tensor(t64, t47)  # t67: cpu f32[2, 64, 64]
    t68 = aten.mul.Tensor(t64, t53)  # t68: cpu f32[2, 64, 64]
    t69 = aten.sum.dim_IntList(t67, [2], True)  # t69: cpu f32[2, 64, 1]
    t70 = aten.mul.Scalar(t69, -0.5)  # t70: cpu f32[2, 64, 1]
    t71 = aten.mul.Tensor(t70, t57)  # t71: cpu f32[2, 64, 1]
    t72 = aten.expand.default(t71, [2, 64, 64])  # t72: cpu f32[2, 64, 64]
    t73 = aten.div.Scalar(t72, 64)  # t73: cpu f32[2, 64, 64]
    t74 = aten.mul.Tensor(t73, t61)  # t74: cpu f32[2, 64, 64]
    t75 = aten.add.Tensor(t68, t74)  # t75: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w2 (Linear)
    t76 = aten.view.default(t75, [128, 64])  # t76: cpu f32[128, 64]
    t77 = aten.t.default(t76)  # t77: cpu f32[64, 128]
    # end region 2 -> t66, t75, t76, t77
    t78 = aten.view.default(t46, [128, 172])  # t78: cpu f32[128, 172]
    t79 = aten.mm.default(t77, t78)  # t79: cpu f32[64, 172]
    t80 = aten.mm.default(t76, t17)  # t80: cpu f32[128, 172]
    # region 3: inductor d14d4de231d0be71, 2 ops
    # layers.1.feed_forward.w1 (Linear)
    t81 = aten._unsafe_view.default(t44, [2, 64, 172])  # t81: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward)
    t82 = aten.silu.default(t81)  # t82: cpu f32[2, 64, 172]
    # end region 3 -> t82
    # region 4: inductor 091624f247cb7bad, 10 ops
    # layers.1.feed_forward.w2 (Linear)
    t83 = aten.view.default(t80, [2, 64, 172])  # t83: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear)
    t84 = aten._unsafe_view.default(t44, [2, 64, 172])  # t84: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward)
    t85 = aten.mul.Tensor(t83, t82)  # t85: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear)
    t86 = aten._unsafe_view.default(t45, [2, 64, 172])  # t86: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward)
    t87 = aten.mul.Tensor(t83, t86)  # t87: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear)
    t88 = aten.view.default(t85, [128, 172])  # t88: cpu f32[128, 172]
    t89 = aten.t.default(t88)  # t89: cpu f32[172, 128]
    # layers.1.feed_forward (FeedForward)
    t90 = aten.silu_backward.default(t87, t84)  # t90: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear)
    t91 = aten.view.default(t90, [128, 172])  # t91: cpu f32[128, 172]
    t92 = aten.t.default(t91)  # t92: cpu f32[172, 128]
    # end region 4 -> t88, t89, t91, t92
    # region 5: inductor d719c745bb9c5fbc, 6 ops
    # layers.1.ffn_norm (RMSNorm)
    t93 = aten.add.Tensor(t43, 1e-05)  # t93: cpu f32[2, 64, 1]
    t94 = aten.rsqrt.default(t93)  # t94: cpu f32[2, 64, 1]
    t95 = aten.mul.Tensor(t42, t94)  # t95: cpu f32[2, 64, 64]
    t96 = aten.mul.Tensor(t95, t14)  # t96: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear)
    t97 = aten.view.default(t96, [128, 64])  # t97: cpu f32[128, 64]
    # layers.1.ffn_norm (RMSNorm)
    t98 = aten.pow.Tensor_Scalar(t94, 3)  # t98: cpu f32[2, 64, 1]
    # end region 5 -> t94, t95, t97, t98
    # layers.1.feed_forward.w3 (Linear)
    t99 = aten.mm.default(t89, t97)  # t99: cpu f32[172, 64]
    t100 = aten.mm.default(t88, t16)  # t100: cpu f32[128, 64]
    # layers.1.feed_forward.w1 (Linear)
    t101 = aten.mm.default(t92, t97)  # t101: cpu f32[172, 64]
    t102 = aten.mm.default(t91, t15)  # t102: cpu f32[128, 64]
    # region 6: inductor de40d5a491d7a846, 2 ops
    # layers.1.ffn_norm (RMSNorm)
    t103 = aten.pow.Tensor_Scalar(t42, 1.0)  # t103: cpu f32[2, 64, 64]
    t104 = aten.mul.Scalar(t103, 2.0)  # t104: cpu f32[2, 64, 64]
    # end region 6 -> t104
    # region 7: inductor 20bd8df01e859e4c, 19 ops
    # layers.1.feed_forward.w3 (Linear)
    t105 = aten.view.default(t100, [2, 64, 64])  # t105: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear)
    t106 = aten.view.default(t102, [2, 64, 64])  # t106: cpu f32[2, 64, 64]
    t107 = aten.add.Tensor(t105, t106)  # t107: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm)
    t108 = aten.mul.Tensor(t107, t95)  # t108: cpu f32[2, 64, 64]
    t109 = aten.mul.Tensor(t107, t14)  # t109: cpu f32[2, 64, 64]
    t110 = aten.sum.dim_IntList(t108, [0, 1], True)  # t110: cpu f32[1, 1, 64]
    t111 = aten.view.default(t110, [64])  # t111: cpu f32[64]
    t112 = aten.mul.Tensor(t109, t42)  # t112: cpu f32[2, 64, 64]
    t113 = aten.mul.Tensor(t109, t94)  # t113: cpu f32[2, 64, 64]
    t114 = aten.sum.dim_IntList(t112, [2], True)  # t114: cpu f32[2, 64, 1]
    t115 = aten.add.Tensor(t75, t113)  # t115: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm)
    t116 = aten.mul.Scalar(t114, -0.5)  # t116: cpu f32[2, 64, 1]
    t117 = aten.mul.Tensor(t116, t98)  # t117: cpu f32[2, 64, 1]
    t118 = aten.expand.default(t117, [2, 64, 64])  # t118: cpu f32[2, 64, 64]
    t119 = aten.div.Scalar(t118, 64)  # t119: cpu f32[2, 64, 64]
    t120 = aten.mul.Tensor(t119, t104)  # t120: cpu f32[2, 64, 64]
    t121 = aten.add.Tensor(t115, t120)  # t121: cpu f32[2, 64, 64]
    # layers.1.attention.wo (Linear)
    t122 = aten.view.default(t121, [128, 64])  # t122: cpu f32[128, 64]
    t123 = aten.t.default(t122)  # t123: cpu f32[64, 128]
    # end region 7 -> t111, t121, t122, t123
    # layers.1.attention (Attention)
    t124 = aten.transpose.int(t40, 1, 2)  # t124: cpu f32[2, 64, 4, 16]
    t125 = aten.view.default(t124, [128, 64])  # t125: cpu f32[128, 64]
    # layers.1.attention.wo (Linear)
    t126 = aten.mm.default(t123, t125)  # t126: cpu f32[64, 64]
    t127 = aten.mm.default(t122, t13)  # t127: cpu f32[128, 64]
    t128 = aten.view.default(t127, [2, 64, 4, 16])  # t128: cpu f32[2, 64, 4, 16]
    # layers.1.attention (Attention)
    t129 = aten.transpose.int(t128, 1, 2)  # t129: cpu f32[2, 4, 64, 16]
    t130 = aten.view.default(t38, [2, 64, 4, 16])  # t130: cpu f32[2, 64, 4, 16]
    t131 = aten.transpose.int(t130, 1, 2)  # t131: cpu f32[2, 4, 64, 16]
    # region 8: inductor af3748c23d48341d, 6 ops
    t132 = aten.view.default(t39, [2, 64, 2, 16])  # t132: cpu f32[2, 64, 2, 16]
    t133 = aten.transpose.int(t132, 1, 2)  # t133: cpu f32[2, 2, 64, 16]
    t134 = aten.unsqueeze.default(t133, 2)  # t134: cpu f32[2, 2, 1, 64, 16]
    t135 = aten.expand.default(t134, [2, 2, 2, 64, 16])  # t135: cpu f32[2, 2, 2, 64, 16]
    t136 = aten.clone.default(t135, memory_format=torch.contiguous_format)  # t136: cpu f32[2, 2, 2, 64, 16]
    t137 = aten.view.default(t136, [2, 4, 64, 16])  # t137: cpu f32[2, 4, 64, 16]
    # end region 8 -> t137
    # region 9: inductor ea1f11eeb5e881b3, 6 ops
    t138 = aten.view.default(t37, [2, 64, 2, 16])  # t138: cpu f32[2, 64, 2, 16]
    # layers.1.attention (Attention)
    t139 = aten.transpose.int(t138, 1, 2)  # t139: cpu f32[2, 2, 64, 16]
    t140 = aten.unsqueeze.default(t139, 2)  # t140: cpu f32[2, 2, 1, 64, 16]
    t141 = aten.expand.default(t140, [2, 2, 2, 64, 16])  # t141: cpu f32[2, 2, 2, 64, 16]
    t142 = aten.clone.default(t141, memory_format=torch.contiguous_format)  # t142: cpu f32[2, 2, 2, 64, 16]
    t143 = aten.view.default(t142, [2, 4, 64, 16])  # t143: cpu f32[2, 4, 64, 16]
    # end region 9 -> t143
    t144, t145, t146 = aotc.sdpa_backward.default(t129, t131, t137, t143, None, t40, t41, True, None)  # t144: cpu f32[2, 4, 64, 16], t145: cpu f32[2, 4, 64, 16], t146: cpu f32[2, 4, 64, 16]
    # region 10: inductor 14e6b5d6f329394d, 7 ops
    t147 = aten.view.default(t146, [2, 2, 2, 64, 16])  # t147: cpu f32[2, 2, 2, 64, 16]
    t148 = aten.sum.dim_IntList(t147, [2], True)  # t148: cpu f32[2, 2, 1, 64, 16]
    t149 = aten.squeeze.dim(t148, 2)  # t149: cpu f32[2, 2, 64, 16]
    t150 = aten.transpose.int(t149, 1, 2)  # t150: cpu f32[2, 64, 2, 16]
    t151 = aten.clone.default(t150, memory_format=torch.contiguous_format)  # t151: cpu f32[2, 64, 2, 16]
    t152 = aten.view.default(t151, [128, 32])  # t152: cpu f32[128, 32]
    # layers.1.attention.wv (Linear)
    t153 = aten.t.default(t152)  # t153: cpu f32[32, 128]
    # end region 10 -> t152, t153
    # region 11: inductor c6ab12f3b067ac40, 23 ops
    # layers.1.attention (Attention)
    t154 = aten.view.default(t145, [2, 2, 2, 64, 16])  # t154: cpu f32[2, 2, 2, 64, 16]
    t155 = aten.sum.dim_IntList(t154, [2], True)  # t155: cpu f32[2, 2, 1, 64, 16]
    t156 = aten.squeeze.dim(t155, 2)  # t156: cpu f32[2, 2, 64, 16]
    t157 = aten.transpose.int(t156, 1, 2)  # t157: cpu f32[2, 64, 2, 16]
    t158 = aten.view.default(t157, [2, 64, 2, 8, 2])  # t158: cpu f32[2, 64, 2, 8, 2]
    t159 = aten.select.int(t158, -1, 0)  # t159: cpu f32[2, 64, 2, 8]
    t160 = aten.select.int(t158, -1, 1)  # t160: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding)
    t161 = aten.slice.Tensor(t20, 0, 0, 64)  # t161: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t162 = aten.view.default(t161, [1, 64, 1, 8])  # t162: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention)
    t163 = aten.mul.Tensor(t160, t162)  # t163: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding)
    t164 = aten.slice.Tensor(t21, 0, 0, 64)  # t164: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t165 = aten.view.default(t164, [1, 64, 1, 8])  # t165: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention)
    t166 = aten.mul.Tensor(t160, t165)  # t166: cpu f32[2, 64, 2, 8]
    t167 = aten.neg.default(t159)  # t167: cpu f32[2, 64, 2, 8]
    t168 = aten.mul.Tensor(t167, t165)  # t168: cpu f32[2, 64, 2, 8]
    t169 = aten.add.Tensor(t163, t168)  # t169: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention)
    t170 = aten.mul.Tensor(t159, t162)  # t170: cpu f32[2, 64, 2, 8]
    t171 = aten.add.Tensor(t166, t170)  # t171: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention)
    t172 = aten.select_backward.default(t169, [2, 64, 2, 8, 2], 4, 1)  # t172: cpu f32[2, 64, 2, 8, 2]
    t173 = aten.select_backward.default(t171, [2, 64, 2, 8, 2], 4, 0)  # t173: cpu f32[2, 64, 2, 8, 2]
    t174 = aten.add.Tensor(t172, t173)  # t174: cpu f32[2, 64, 2, 8, 2]
    t175 = aten.view.default(t174, [128, 32])  # t175: cpu f32[128, 32]
    # layers.1.attention.wk (Linear)
    t176 = aten.t.default(t175)  # t176: cpu f32[32, 128]
    # end region 11 -> t175, t176
    # region 12: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding)
    t177 = aten.slice.Tensor(t20, 0, 0, 64)  # t177: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t178 = aten.view.default(t177, [1, 64, 1, 8])  # t178: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding)
    t179 = aten.slice.Tensor(t21, 0, 0, 64)  # t179: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t180 = aten.view.default(t179, [1, 64, 1, 8])  # t180: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention)
    t181 = aten.transpose.int(t144, 1, 2)  # t181: cpu f32[2, 64, 4, 16]
    t182 = aten.view.default(t181, [2, 64, 4, 8, 2])  # t182: cpu f32[2, 64, 4, 8, 2]
    t183 = aten.select.int(t182, -1, 0)  # t183: cpu f32[2, 64, 4, 8]
    t184 = aten.select.int(t182, -1, 1)  # t184: cpu f32[2, 64, 4, 8]
    t185 = aten.mul.Tensor(t184, t178)  # t185: cpu f32[2, 64, 4, 8]
    t186 = aten.mul.Tensor(t184, t180)  # t186: cpu f32[2, 64, 4, 8]
    t187 = aten.neg.default(t183)  # t187: cpu f32[2, 64, 4, 8]
    t188 = aten.mul.Tensor(t187, t180)  # t188: cpu f32[2, 64, 4, 8]
    t189 = aten.add.Tensor(t185, t188)  # t189: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention)
    t190 = aten.mul.Tensor(t183, t178)  # t190: cpu f32[2, 64, 4, 8]
    t191 = aten.add.Tensor(t186, t190)  # t191: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention)
    t192 = aten.select_backward.default(t189, [2, 64, 4, 8, 2], 4, 1)  # t192: cpu f32[2, 64, 4, 8, 2]
    t193 = aten.select_backward.default(t191, [2, 64, 4, 8, 2], 4, 0)  # t193: cpu f32[2, 64, 4, 8, 2]
    t194 = aten.add.Tensor(t192, t193)  # t194: cpu f32[2, 64, 4, 8, 2]
    t195 = aten.view.default(t194, [128, 64])  # t195: cpu f32[128, 64]
    # layers.1.attention.wq (Linear)
    t196 = aten.t.default(t195)  # t196: cpu f32[64, 128]
    # end region 12 -> t195, t196
    # region 13: inductor d719c745bb9c5fbc, 6 ops
    # layers.1.attention_norm (RMSNorm)
    t197 = aten.add.Tensor(t36, 1e-05)  # t197: cpu f32[2, 64, 1]
    t198 = aten.rsqrt.default(t197)  # t198: cpu f32[2, 64, 1]
    t199 = aten.mul.Tensor(t35, t198)  # t199: cpu f32[2, 64, 64]
    t200 = aten.mul.Tensor(t199, t9)  # t200: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear)
    t201 = aten.view.default(t200, [128, 64])  # t201: cpu f32[128, 64]
    # layers.1.attention_norm (RMSNorm)
    t202 = aten.pow.Tensor_Scalar(t198, 3)  # t202: cpu f32[2, 64, 1]
    # end region 13 -> t198, t199, t201, t202
    # layers.1.attention.wv (Linear)
    t203 = aten.mm.default(t153, t201)  # t203: cpu f32[32, 64]
    t204 = aten.mm.default(t152, t12)  # t204: cpu f32[128, 64]
    # layers.1.attention.wk (Linear)
    t205 = aten.mm.default(t176, t201)  # t205: cpu f32[32, 64]
    t206 = aten.mm.default(t175, t11)  # t206: cpu f32[128, 64]
    # layers.1.attention.wq (Linear)
    t207 = aten.mm.default(t196, t201)  # t207: cpu f32[64, 64]
    t208 = aten.mm.default(t195, t10)  # t208: cpu f32[128, 64]
    # region 14: inductor de40d5a491d7a846, 2 ops
    # layers.1.attention_norm (RMSNorm)
    t209 = aten.pow.Tensor_Scalar(t35, 1.0)  # t209: cpu f32[2, 64, 64]
    t210 = aten.mul.Scalar(t209, 2.0)  # t210: cpu f32[2, 64, 64]
    # end region 14 -> t210
    # region 15: inductor ef279f13b160e7e7, 21 ops
    # layers.1.attention.wv (Linear)
    t211 = aten.view.default(t204, [2, 64, 64])  # t211: cpu f32[2, 64, 64]
    # layers.1.attention.wk (Linear)
    t212 = aten.view.default(t206, [2, 64, 64])  # t212: cpu f32[2, 64, 64]
    t213 = aten.add.Tensor(t211, t212)  # t213: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear)
    t214 = aten.view.default(t208, [2, 64, 64])  # t214: cpu f32[2, 64, 64]
    t215 = aten.add.Tensor(t213, t214)  # t215: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm)
    t216 = aten.mul.Tensor(t215, t199)  # t216: cpu f32[2, 64, 64]
    t217 = aten.mul.Tensor(t215, t9)  # t217: cpu f32[2, 64, 64]
    t218 = aten.sum.dim_IntList(t216, [0, 1], True)  # t218: cpu f32[1, 1, 64]
    t219 = aten.view.default(t218, [64])  # t219: cpu f32[64]
    t220 = aten.mul.Tensor(t217, t35)  # t220: cpu f32[2, 64, 64]
    t221 = aten.mul.Tensor(t217, t198)  # t221: cpu f32[2, 64, 64]
    t222 = aten.sum.dim_IntList(t220, [2], True)  # t222: cpu f32[2, 64, 1]
    t223 = aten.add.Tensor(t121, t221)  # t223: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm)
    t224 = aten.mul.Scalar(t222, -0.5)  # t224: cpu f32[2, 64, 1]
    t225 = aten.mul.Tensor(t224, t202)  # t225: cpu f32[2, 64, 1]
    t226 = aten.expand.default(t225, [2, 64, 64])  # t226: cpu f32[2, 64, 64]
    t227 = aten.div.Scalar(t226, 64)  # t227: cpu f32[2, 64, 64]
    t228 = aten.mul.Tensor(t227, t210)  # t228: cpu f32[2, 64, 64]
    t229 = aten.add.Tensor(t223, t228)  # t229: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear)
    t230 = aten.view.default(t229, [128, 64])  # t230: cpu f32[128, 64]
    t231 = aten.t.default(t230)  # t231: cpu f32[64, 128]
    # end region 15 -> t219, t229, t230, t231
    t232 = aten.view.default(t34, [128, 172])  # t232: cpu f32[128, 172]
    t233 = aten.mm.default(t231, t232)  # t233: cpu f32[64, 172]
    t234 = aten.mm.default(t230, t8)  # t234: cpu f32[128, 172]
    # region 16: inductor d14d4de231d0be71, 2 ops
    # layers.0.feed_forward.w1 (Linear)
    t235 = aten._unsafe_view.default(t32, [2, 64, 172])  # t235: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward)
    t236 = aten.silu.default(t235)  # t236: cpu f32[2, 64, 172]
    # end region 16 -> t236
    # region 17: inductor 091624f247cb7bad, 10 ops
    # layers.0.feed_forward.w2 (Linear)
    t237 = aten.view.default(t234, [2, 64, 172])  # t237: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear)
    t238 = aten._unsafe_view.default(t32, [2, 64, 172])  # t238: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward)
    t239 = aten.mul.Tensor(t237, t236)  # t239: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear)
    t240 = aten._unsafe_view.default(t33, [2, 64, 172])  # t240: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward)
    t241 = aten.mul.Tensor(t237, t240)  # t241: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear)
    t242 = aten.view.default(t239, [128, 172])  # t242: cpu f32[128, 172]
    t243 = aten.t.default(t242)  # t243: cpu f32[172, 128]
    # layers.0.feed_forward (FeedForward)
    t244 = aten.silu_backward.default(t241, t238)  # t244: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear)
    t245 = aten.view.default(t244, [128, 172])  # t245: cpu f32[128, 172]
    t246 = aten.t.default(t245)  # t246: cpu f32[172, 128]
    # end region 17 -> t242, t243, t245, t246
    # region 18: inductor d719c745bb9c5fbc, 6 ops
    # layers.0.ffn_norm (RMSNorm)
    t247 = aten.add.Tensor(t31, 1e-05)  # t247: cpu f32[2, 64, 1]
    t248 = aten.rsqrt.default(t247)  # t248: cpu f32[2, 64, 1]
    t249 = aten.mul.Tensor(t30, t248)  # t249: cpu f32[2, 64, 64]
    t250 = aten.mul.Tensor(t249, t5)  # t250: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear)
    t251 = aten.view.default(t250, [128, 64])  # t251: cpu f32[128, 64]
    # layers.0.ffn_norm (RMSNorm)
    t252 = aten.pow.Tensor_Scalar(t248, 3)  # t252: cpu f32[2, 64, 1]
    # end region 18 -> t248, t249, t251, t252
    # layers.0.feed_forward.w3 (Linear)
    t253 = aten.mm.default(t243, t251)  # t253: cpu f32[172, 64]
    t254 = aten.mm.default(t242, t7)  # t254: cpu f32[128, 64]
    # layers.0.feed_forward.w1 (Linear)
    t255 = aten.mm.default(t246, t251)  # t255: cpu f32[172, 64]
    t256 = aten.mm.default(t245, t6)  # t256: cpu f32[128, 64]
    # region 19: inductor de40d5a491d7a846, 2 ops
    # layers.0.ffn_norm (RMSNorm)
    t257 = aten.pow.Tensor_Scalar(t30, 1.0)  # t257: cpu f32[2, 64, 64]
    t258 = aten.mul.Scalar(t257, 2.0)  # t258: cpu f32[2, 64, 64]
    # end region 19 -> t258
    # region 20: inductor 20bd8df01e859e4c, 19 ops
    # layers.0.feed_forward.w3 (Linear)
    t259 = aten.view.default(t254, [2, 64, 64])  # t259: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear)
    t260 = aten.view.default(t256, [2, 64, 64])  # t260: cpu f32[2, 64, 64]
    t261 = aten.add.Tensor(t259, t260)  # t261: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm)
    t262 = aten.mul.Tensor(t261, t249)  # t262: cpu f32[2, 64, 64]
    t263 = aten.mul.Tensor(t261, t5)  # t263: cpu f32[2, 64, 64]
    t264 = aten.sum.dim_IntList(t262, [0, 1], True)  # t264: cpu f32[1, 1, 64]
    t265 = aten.view.default(t264, [64])  # t265: cpu f32[64]
    t266 = aten.mul.Tensor(t263, t30)  # t266: cpu f32[2, 64, 64]
    t267 = aten.mul.Tensor(t263, t248)  # t267: cpu f32[2, 64, 64]
    t268 = aten.sum.dim_IntList(t266, [2], True)  # t268: cpu f32[2, 64, 1]
    t269 = aten.add.Tensor(t229, t267)  # t269: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm)
    t270 = aten.mul.Scalar(t268, -0.5)  # t270: cpu f32[2, 64, 1]
    t271 = aten.mul.Tensor(t270, t252)  # t271: cpu f32[2, 64, 1]
    t272 = aten.expand.default(t271, [2, 64, 64])  # t272: cpu f32[2, 64, 64]
    t273 = aten.div.Scalar(t272, 64)  # t273: cpu f32[2, 64, 64]
    t274 = aten.mul.Tensor(t273, t258)  # t274: cpu f32[2, 64, 64]
    t275 = aten.add.Tensor(t269, t274)  # t275: cpu f32[2, 64, 64]
    # layers.0.attention.wo (Linear)
    t276 = aten.view.default(t275, [128, 64])  # t276: cpu f32[128, 64]
    t277 = aten.t.default(t276)  # t277: cpu f32[64, 128]
    # end region 20 -> t265, t275, t276, t277
    # layers.0.attention (Attention)
    t278 = aten.transpose.int(t28, 1, 2)  # t278: cpu f32[2, 64, 4, 16]
    t279 = aten.view.default(t278, [128, 64])  # t279: cpu f32[128, 64]
    # layers.0.attention.wo (Linear)
    t280 = aten.mm.default(t277, t279)  # t280: cpu f32[64, 64]
    t281 = aten.mm.default(t276, t4)  # t281: cpu f32[128, 64]
    t282 = aten.view.default(t281, [2, 64, 4, 16])  # t282: cpu f32[2, 64, 4, 16]
    # layers.0.attention (Attention)
    t283 = aten.transpose.int(t282, 1, 2)  # t283: cpu f32[2, 4, 64, 16]
    t284 = aten.view.default(t26, [2, 64, 4, 16])  # t284: cpu f32[2, 64, 4, 16]
    t285 = aten.transpose.int(t284, 1, 2)  # t285: cpu f32[2, 4, 64, 16]
    # region 21: inductor af3748c23d48341d, 6 ops
    t286 = aten.view.default(t27, [2, 64, 2, 16])  # t286: cpu f32[2, 64, 2, 16]
    t287 = aten.transpose.int(t286, 1, 2)  # t287: cpu f32[2, 2, 64, 16]
    t288 = aten.unsqueeze.default(t287, 2)  # t288: cpu f32[2, 2, 1, 64, 16]
    t289 = aten.expand.default(t288, [2, 2, 2, 64, 16])  # t289: cpu f32[2, 2, 2, 64, 16]
    t290 = aten.clone.default(t289, memory_format=torch.contiguous_format)  # t290: cpu f32[2, 2, 2, 64, 16]
    t291 = aten.view.default(t290, [2, 4, 64, 16])  # t291: cpu f32[2, 4, 64, 16]
    # end region 21 -> t291
    # region 22: inductor ea1f11eeb5e881b3, 6 ops
    t292 = aten.view.default(t25, [2, 64, 2, 16])  # t292: cpu f32[2, 64, 2, 16]
    # layers.0.attention (Attention)
    t293 = aten.transpose.int(t292, 1, 2)  # t293: cpu f32[2, 2, 64, 16]
    t294 = aten.unsqueeze.default(t293, 2)  # t294: cpu f32[2, 2, 1, 64, 16]
    t295 = aten.expand.default(t294, [2, 2, 2, 64, 16])  # t295: cpu f32[2, 2, 2, 64, 16]
    t296 = aten.clone.default(t295, memory_format=torch.contiguous_format)  # t296: cpu f32[2, 2, 2, 64, 16]
    t297 = aten.view.default(t296, [2, 4, 64, 16])  # t297: cpu f32[2, 4, 64, 16]
    # end region 22 -> t297
    t298, t299, t300 = aotc.sdpa_backward.default(t283, t285, t291, t297, None, t28, t29, True, None)  # t298: cpu f32[2, 4, 64, 16], t299: cpu f32[2, 4, 64, 16], t300: cpu f32[2, 4, 64, 16]
    # region 23: inductor 14e6b5d6f329394d, 7 ops
    t301 = aten.view.default(t300, [2, 2, 2, 64, 16])  # t301: cpu f32[2, 2, 2, 64, 16]
    t302 = aten.sum.dim_IntList(t301, [2], True)  # t302: cpu f32[2, 2, 1, 64, 16]
    t303 = aten.squeeze.dim(t302, 2)  # t303: cpu f32[2, 2, 64, 16]
    t304 = aten.transpose.int(t303, 1, 2)  # t304: cpu f32[2, 64, 2, 16]
    t305 = aten.clone.default(t304, memory_format=torch.contiguous_format)  # t305: cpu f32[2, 64, 2, 16]
    t306 = aten.view.default(t305, [128, 32])  # t306: cpu f32[128, 32]
    # layers.0.attention.wv (Linear)
    t307 = aten.t.default(t306)  # t307: cpu f32[32, 128]
    # end region 23 -> t306, t307
    # region 24: inductor 44d6ac2e0f42b8cb, 23 ops
    # rope (RotaryEmbedding)
    t308 = aten.slice.Tensor(t20, 0, 0, 64)  # t308: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t309 = aten.view.default(t308, [1, 64, 1, 8])  # t309: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding)
    t310 = aten.slice.Tensor(t21, 0, 0, 64)  # t310: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t311 = aten.view.default(t310, [1, 64, 1, 8])  # t311: cpu f32[1, 64, 1, 8]
    t312 = aten.view.default(t299, [2, 2, 2, 64, 16])  # t312: cpu f32[2, 2, 2, 64, 16]
    t313 = aten.sum.dim_IntList(t312, [2], True)  # t313: cpu f32[2, 2, 1, 64, 16]
    t314 = aten.squeeze.dim(t313, 2)  # t314: cpu f32[2, 2, 64, 16]
    t315 = aten.transpose.int(t314, 1, 2)  # t315: cpu f32[2, 64, 2, 16]
    t316 = aten.view.default(t315, [2, 64, 2, 8, 2])  # t316: cpu f32[2, 64, 2, 8, 2]
    t317 = aten.select.int(t316, -1, 0)  # t317: cpu f32[2, 64, 2, 8]
    t318 = aten.select.int(t316, -1, 1)  # t318: cpu f32[2, 64, 2, 8]
    t319 = aten.mul.Tensor(t318, t309)  # t319: cpu f32[2, 64, 2, 8]
    t320 = aten.mul.Tensor(t318, t311)  # t320: cpu f32[2, 64, 2, 8]
    t321 = aten.neg.default(t317)  # t321: cpu f32[2, 64, 2, 8]
    t322 = aten.mul.Tensor(t321, t311)  # t322: cpu f32[2, 64, 2, 8]
    t323 = aten.add.Tensor(t319, t322)  # t323: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention)
    t324 = aten.mul.Tensor(t317, t309)  # t324: cpu f32[2, 64, 2, 8]
    t325 = aten.add.Tensor(t320, t324)  # t325: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention)
    t326 = aten.select_backward.default(t323, [2, 64, 2, 8, 2], 4, 1)  # t326: cpu f32[2, 64, 2, 8, 2]
    t327 = aten.select_backward.default(t325, [2, 64, 2, 8, 2], 4, 0)  # t327: cpu f32[2, 64, 2, 8, 2]
    t328 = aten.add.Tensor(t326, t327)  # t328: cpu f32[2, 64, 2, 8, 2]
    t329 = aten.view.default(t328, [128, 32])  # t329: cpu f32[128, 32]
    # layers.0.attention.wk (Linear)
    t330 = aten.t.default(t329)  # t330: cpu f32[32, 128]
    # end region 24 -> t329, t330
    # region 25: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding)
    t331 = aten.slice.Tensor(t20, 0, 0, 64)  # t331: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t332 = aten.view.default(t331, [1, 64, 1, 8])  # t332: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding)
    t333 = aten.slice.Tensor(t21, 0, 0, 64)  # t333: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t334 = aten.view.default(t333, [1, 64, 1, 8])  # t334: cpu f32[1, 64, 1, 8]
    t335 = aten.transpose.int(t298, 1, 2)  # t335: cpu f32[2, 64, 4, 16]
    t336 = aten.view.default(t335, [2, 64, 4, 8, 2])  # t336: cpu f32[2, 64, 4, 8, 2]
    t337 = aten.select.int(t336, -1, 0)  # t337: cpu f32[2, 64, 4, 8]
    t338 = aten.select.int(t336, -1, 1)  # t338: cpu f32[2, 64, 4, 8]
    t339 = aten.mul.Tensor(t338, t332)  # t339: cpu f32[2, 64, 4, 8]
    t340 = aten.mul.Tensor(t338, t334)  # t340: cpu f32[2, 64, 4, 8]
    t341 = aten.neg.default(t337)  # t341: cpu f32[2, 64, 4, 8]
    t342 = aten.mul.Tensor(t341, t334)  # t342: cpu f32[2, 64, 4, 8]
    t343 = aten.add.Tensor(t339, t342)  # t343: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention)
    t344 = aten.mul.Tensor(t337, t332)  # t344: cpu f32[2, 64, 4, 8]
    t345 = aten.add.Tensor(t340, t344)  # t345: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention)
    t346 = aten.select_backward.default(t343, [2, 64, 4, 8, 2], 4, 1)  # t346: cpu f32[2, 64, 4, 8, 2]
    t347 = aten.select_backward.default(t345, [2, 64, 4, 8, 2], 4, 0)  # t347: cpu f32[2, 64, 4, 8, 2]
    t348 = aten.add.Tensor(t346, t347)  # t348: cpu f32[2, 64, 4, 8, 2]
    t349 = aten.view.default(t348, [128, 64])  # t349: cpu f32[128, 64]
    # layers.0.attention.wq (Linear)
    t350 = aten.t.default(t349)  # t350: cpu f32[64, 128]
    # end region 25 -> t349, t350
    # region 26: inductor d719c745bb9c5fbc, 6 ops
    # layers.0.attention_norm (RMSNorm)
    t351 = aten.add.Tensor(t24, 1e-05)  # t351: cpu f32[2, 64, 1]
    t352 = aten.rsqrt.default(t351)  # t352: cpu f32[2, 64, 1]
    t353 = aten.mul.Tensor(t23, t352)  # t353: cpu f32[2, 64, 64]
    t354 = aten.mul.Tensor(t353, t0)  # t354: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear)
    t355 = aten.view.default(t354, [128, 64])  # t355: cpu f32[128, 64]
    # layers.0.attention_norm (RMSNorm)
    t356 = aten.pow.Tensor_Scalar(t352, 3)  # t356: cpu f32[2, 64, 1]
    # end region 26 -> t352, t353, t355, t356
    # layers.0.attention.wv (Linear)
    t357 = aten.mm.default(t307, t355)  # t357: cpu f32[32, 64]
    t358 = aten.mm.default(t306, t3)  # t358: cpu f32[128, 64]
    # layers.0.attention.wk (Linear)
    t359 = aten.mm.default(t330, t355)  # t359: cpu f32[32, 64]
    t360 = aten.mm.default(t329, t2)  # t360: cpu f32[128, 64]
    # layers.0.attention.wq (Linear)
    t361 = aten.mm.default(t350, t355)  # t361: cpu f32[64, 64]
    t362 = aten.mm.default(t349, t1)  # t362: cpu f32[128, 64]
    # region 27: inductor de40d5a491d7a846, 2 ops
    # layers.0.attention_norm (RMSNorm)
    t363 = aten.pow.Tensor_Scalar(t23, 1.0)  # t363: cpu f32[2, 64, 64]
    t364 = aten.mul.Scalar(t363, 2.0)  # t364: cpu f32[2, 64, 64]
    # end region 27 -> t364
    # region 28: inductor 9ac4e18e45e18d47, 19 ops
    # layers.0.attention.wv (Linear)
    t365 = aten.view.default(t358, [2, 64, 64])  # t365: cpu f32[2, 64, 64]
    # layers.0.attention.wk (Linear)
    t366 = aten.view.default(t360, [2, 64, 64])  # t366: cpu f32[2, 64, 64]
    t367 = aten.add.Tensor(t365, t366)  # t367: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear)
    t368 = aten.view.default(t362, [2, 64, 64])  # t368: cpu f32[2, 64, 64]
    t369 = aten.add.Tensor(t367, t368)  # t369: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm)
    t370 = aten.mul.Tensor(t369, t353)  # t370: cpu f32[2, 64, 64]
    t371 = aten.mul.Tensor(t369, t0)  # t371: cpu f32[2, 64, 64]
    t372 = aten.sum.dim_IntList(t370, [0, 1], True)  # t372: cpu f32[1, 1, 64]
    t373 = aten.view.default(t372, [64])  # t373: cpu f32[64]
    t374 = aten.mul.Tensor(t371, t23)  # t374: cpu f32[2, 64, 64]
    t375 = aten.mul.Tensor(t371, t352)  # t375: cpu f32[2, 64, 64]
    t376 = aten.sum.dim_IntList(t374, [2], True)  # t376: cpu f32[2, 64, 1]
    t377 = aten.add.Tensor(t275, t375)  # t377: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm)
    t378 = aten.mul.Scalar(t376, -0.5)  # t378: cpu f32[2, 64, 1]
    t379 = aten.mul.Tensor(t378, t356)  # t379: cpu f32[2, 64, 1]
    t380 = aten.expand.default(t379, [2, 64, 64])  # t380: cpu f32[2, 64, 64]
    t381 = aten.div.Scalar(t380, 64)  # t381: cpu f32[2, 64, 64]
    t382 = aten.mul.Tensor(t381, t364)  # t382: cpu f32[2, 64, 64]
    t383 = aten.add.Tensor(t377, t382)  # t383: cpu f32[2, 64, 64]
    # end region 28 -> t373, t383
    # tok_embeddings (Embedding)
    t384 = aten.embedding_dense_backward.default(t383, t22, 256, -1, False)  # t384: cpu f32[256, 64]
    return (t384, t373, t361, t359, t357, t280, t265, t255, t253, t233, t219, t207, t205, t203, t126, t111, t101, t99, t79, t66, t58)
    # t384: grad tok_embeddings.weight
    # t373: grad layers.0.attention_norm.weight
    # t361: grad layers.0.attention.wq.weight
    # t359: grad layers.0.attention.wk.weight
    # t357: grad layers.0.attention.wv.weight
    # t280: grad layers.0.attention.wo.weight
    # t265: grad layers.0.ffn_norm.weight
    # t255: grad layers.0.feed_forward.w1.weight
    # t253: grad layers.0.feed_forward.w3.weight
    # t233: grad layers.0.feed_forward.w2.weight
    # t219: grad layers.1.attention_norm.weight
    # t207: grad layers.1.attention.wq.weight
    # t205: grad layers.1.attention.wk.weight
    # t203: grad layers.1.attention.wv.weight
    # t126: grad layers.1.attention.wo.weight
    # t111: grad layers.1.ffn_norm.weight
    # t101: grad layers.1.feed_forward.w1.weight
    # t99: grad layers.1.feed_forward.w3.weight
    # t79: grad layers.1.feed_forward.w2.weight
    # t66: grad norm.weight
    # t58: grad output.weight
