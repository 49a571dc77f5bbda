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
    # output (Linear)
    t50 = aten.view.default(t49, [128, 256])  # t50: cpu f32[128, 256]
    t51 = aten.t.default(t50)  # t51: cpu f32[256, 128]
    # region 0: inductor d355675ccb8ed030, 7 ops
    t52 = aten.view.default(t21, [64])  # t52: cpu f32[64]
    # norm (RMSNorm)
    t53 = aten.add.Tensor(t48, 1e-05)  # t53: cpu f32[2, 64, 1]
    t54 = aten.rsqrt.default(t53)  # t54: cpu f32[2, 64, 1]
    t55 = aten.mul.Tensor(t47, t54)  # t55: cpu f32[2, 64, 64]
    t56 = aten.mul.Tensor(t55, t52)  # t56: cpu f32[2, 64, 64]
    # output (Linear)
    t57 = aten.view.default(t56, [128, 64])  # t57: cpu f32[128, 64]
    # norm (RMSNorm)
    t58 = aten.pow.Tensor_Scalar(t54, 3)  # t58: cpu f32[2, 64, 1]
    # end region 0 -> t54, t55, t57, t58
    # output (Linear)
    t59 = aten.mm.default(t51, t57)  # t59: cpu f32[256, 64]
    t60 = aten.view.default(t22, [256, 64])  # t60: cpu f32[256, 64]
    # output (Linear)
    t61 = aten.mm.default(t50, t60)  # t61: cpu f32[128, 64]
    # region 1: inductor de40d5a491d7a846, 2 ops
    # norm (RMSNorm)
    t62 = aten.pow.Tensor_Scalar(t47, 1.0)  # t62: cpu f32[2, 64, 64]
    t63 = aten.mul.Scalar(t62, 2.0)  # t63: cpu f32[2, 64, 64]
    # end region 1 -> t63
    # region 2: inductor 7e32a3269a1c0a8d, 18 ops
    t64 = aten.view.default(t21, [64])  # t64: cpu f32[64]
    # output (Linear)
    t65 = aten.view.default(t61, [2, 64, 64])  # t65: cpu f32[2, 64, 64]
    # norm (RMSNorm)
    t66 = aten.mul.Tensor(t65, t55)  # t66: cpu f32[2, 64, 64]
    t67 = aten.mul.Tensor(t65, t64)  # t67: cpu f32[2, 64, 64]
    t68 = aten.sum.dim_IntList(t66, [0, 1], True)  # t68: cpu f32[1, 1, 64]
    t69 = aten.view.default(t68, [64])  # t69: cpu f32[64]
    t70 = aten.mul.Tensor(t67, t47)  # t70: cpu f32[2, 64, 64]
    t71 = aten.mul.Tensor(t67, t54)  # t71: cpu f32[2, 64, 64]
    t72 = aten.sum.dim_IntList(t70, [2], True)  # t72: cpu f32[2, 64, 1]
    t73 = aten.mul.Scalar(t72, -0.5)  # t73: cpu f32[2, 64, 1]
    t74 = aten.mul.Tensor(t73, t58)  # t74: cpu f32[2, 64, 1]
    t75 = aten.expand.default(t74, [2, 64, 64])  # t75: cpu f32[2, 64, 64]
    t76 = aten.div.Scalar(t75, 64)  # t76: cpu f32[2, 64, 64]
    t77 = aten.mul.Tensor(t76, t63)  # t77: cpu f32[2, 64, 64]
    t78 = aten.add.Tensor(t71, t77)  # t78: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w2 (Linear)
    t79 = aten.view.default(t78, [128, 64])  # t79: cpu f32[128, 64]
    t80 = aten.t.default(t79)  # t80: cpu f32[64, 128]
    t81 = aten.view.default(t69, [2, 32])  # t81: cpu f32[2, 32]
    # end region 2 -> t68, t78, t79, t80
    # layers.1.feed_forward.w2 (Linear)
    t82 = aten.view.default(t46, [128, 172])  # t82: cpu f32[128, 172]
    t83 = aten.mm.default(t80, t82)  # t83: cpu f32[64, 172]
    t84 = aten.view.default(t20, [64, 172])  # t84: cpu f32[64, 172]
    # layers.1.feed_forward.w2 (Linear)
    t85 = aten.mm.default(t79, t84)  # t85: cpu f32[128, 172]
    # region 3: inductor d14d4de231d0be71, 2 ops
    # layers.1.feed_forward.w1 (Linear)
    t86 = aten._unsafe_view.default(t44, [2, 64, 172])  # t86: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward)
    t87 = aten.silu.default(t86)  # t87: cpu f32[2, 64, 172]
    # end region 3 -> t87
    # region 4: inductor 091624f247cb7bad, 10 ops
    # layers.1.feed_forward.w2 (Linear)
    t88 = aten.view.default(t85, [2, 64, 172])  # t88: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear)
    t89 = aten._unsafe_view.default(t44, [2, 64, 172])  # t89: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward)
    t90 = aten.mul.Tensor(t88, t87)  # t90: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear)
    t91 = aten._unsafe_view.default(t45, [2, 64, 172])  # t91: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward)
    t92 = aten.mul.Tensor(t88, t91)  # t92: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear)
    t93 = aten.view.default(t90, [128, 172])  # t93: cpu f32[128, 172]
    t94 = aten.t.default(t93)  # t94: cpu f32[172, 128]
    # layers.1.feed_forward (FeedForward)
    t95 = aten.silu_backward.default(t92, t89)  # t95: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear)
    t96 = aten.view.default(t95, [128, 172])  # t96: cpu f32[128, 172]
    t97 = aten.t.default(t96)  # t97: cpu f32[172, 128]
    # end region 4 -> t93, t94, t96, t97
    # region 5: inductor d355675ccb8ed030, 7 ops
    t98 = aten.view.default(t17, [64])  # t98: cpu f32[64]
    # layers.1.ffn_norm (RMSNorm)
    t99 = aten.add.Tensor(t43, 1e-05)  # t99: cpu f32[2, 64, 1]
    t100 = aten.rsqrt.default(t99)  # t100: cpu f32[2, 64, 1]
    t101 = aten.mul.Tensor(t42, t100)  # t101: cpu f32[2, 64, 64]
    t102 = aten.mul.Tensor(t101, t98)  # t102: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear)
    t103 = aten.view.default(t102, [128, 64])  # t103: cpu f32[128, 64]
    # layers.1.ffn_norm (RMSNorm)
    t104 = aten.pow.Tensor_Scalar(t100, 3)  # t104: cpu f32[2, 64, 1]
    # end region 5 -> t100, t101, t103, t104
    # layers.1.feed_forward.w3 (Linear)
    t105 = aten.mm.default(t94, t103)  # t105: cpu f32[172, 64]
    t106 = aten.view.default(t19, [172, 64])  # t106: cpu f32[172, 64]
    # layers.1.feed_forward.w3 (Linear)
    t107 = aten.mm.default(t93, t106)  # t107: cpu f32[128, 64]
    # layers.1.feed_forward.w1 (Linear)
    t108 = aten.mm.default(t97, t103)  # t108: cpu f32[172, 64]
    t109 = aten.view.default(t18, [172, 64])  # t109: cpu f32[172, 64]
    # layers.1.feed_forward.w1 (Linear)
    t110 = aten.mm.default(t96, t109)  # t110: cpu f32[128, 64]
    # region 6: inductor de40d5a491d7a846, 2 ops
    # layers.1.ffn_norm (RMSNorm)
    t111 = aten.pow.Tensor_Scalar(t42, 1.0)  # t111: cpu f32[2, 64, 64]
    t112 = aten.mul.Scalar(t111, 2.0)  # t112: cpu f32[2, 64, 64]
    # end region 6 -> t112
    # region 7: inductor 3f75e29690cd0bb7, 21 ops
    t113 = aten.view.default(t17, [64])  # t113: cpu f32[64]
    # layers.1.feed_forward.w3 (Linear)
    t114 = aten.view.default(t107, [2, 64, 64])  # t114: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear)
    t115 = aten.view.default(t110, [2, 64, 64])  # t115: cpu f32[2, 64, 64]
    t116 = aten.add.Tensor(t114, t115)  # t116: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm)
    t117 = aten.mul.Tensor(t116, t101)  # t117: cpu f32[2, 64, 64]
    t118 = aten.mul.Tensor(t116, t113)  # t118: cpu f32[2, 64, 64]
    t119 = aten.sum.dim_IntList(t117, [0, 1], True)  # t119: cpu f32[1, 1, 64]
    t120 = aten.view.default(t119, [64])  # t120: cpu f32[64]
    t121 = aten.mul.Tensor(t118, t42)  # t121: cpu f32[2, 64, 64]
    t122 = aten.mul.Tensor(t118, t100)  # t122: cpu f32[2, 64, 64]
    t123 = aten.sum.dim_IntList(t121, [2], True)  # t123: cpu f32[2, 64, 1]
    t124 = aten.add.Tensor(t78, t122)  # t124: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm)
    t125 = aten.mul.Scalar(t123, -0.5)  # t125: cpu f32[2, 64, 1]
    t126 = aten.mul.Tensor(t125, t104)  # t126: cpu f32[2, 64, 1]
    t127 = aten.expand.default(t126, [2, 64, 64])  # t127: cpu f32[2, 64, 64]
    t128 = aten.div.Scalar(t127, 64)  # t128: cpu f32[2, 64, 64]
    t129 = aten.mul.Tensor(t128, t112)  # t129: cpu f32[2, 64, 64]
    t130 = aten.add.Tensor(t124, t129)  # t130: cpu f32[2, 64, 64]
    # layers.1.attention.wo (Linear)
    t131 = aten.view.default(t130, [128, 64])  # t131: cpu f32[128, 64]
    t132 = aten.t.default(t131)  # t132: cpu f32[64, 128]
    t133 = aten.view.default(t120, [2, 32])  # t133: cpu f32[2, 32]
    # end region 7 -> t119, t130, t131, t132
    # layers.1.attention (Attention)
    t134 = aten.transpose.int(t40, 1, 2)  # t134: cpu f32[2, 64, 4, 16]
    t135 = aten.view.default(t134, [128, 64])  # t135: cpu f32[128, 64]
    # layers.1.attention.wo (Linear)
    t136 = aten.mm.default(t132, t135)  # t136: cpu f32[64, 64]
    t137 = aten.view.default(t16, [64, 64])  # t137: cpu f32[64, 64]
    # layers.1.attention.wo (Linear)
    t138 = aten.mm.default(t131, t137)  # t138: cpu f32[128, 64]
    t139 = aten.view.default(t138, [2, 64, 4, 16])  # t139: cpu f32[2, 64, 4, 16]
    # layers.1.attention (Attention)
    t140 = aten.transpose.int(t139, 1, 2)  # t140: cpu f32[2, 4, 64, 16]
    t141 = aten.view.default(t38, [2, 64, 4, 16])  # t141: cpu f32[2, 64, 4, 16]
    t142 = aten.transpose.int(t141, 1, 2)  # t142: cpu f32[2, 4, 64, 16]
    # region 8: inductor af3748c23d48341d, 6 ops
    t143 = aten.view.default(t39, [2, 64, 2, 16])  # t143: cpu f32[2, 64, 2, 16]
    t144 = aten.transpose.int(t143, 1, 2)  # t144: cpu f32[2, 2, 64, 16]
    t145 = aten.unsqueeze.default(t144, 2)  # t145: cpu f32[2, 2, 1, 64, 16]
    t146 = aten.expand.default(t145, [2, 2, 2, 64, 16])  # t146: cpu f32[2, 2, 2, 64, 16]
    t147 = aten.clone.default(t146, memory_format=torch.contiguous_format)  # t147: cpu f32[2, 2, 2, 64, 16]
    t148 = aten.view.default(t147, [2, 4, 64, 16])  # t148: cpu f32[2, 4, 64, 16]
    # end region 8 -> t148
    # region 9: inductor ea1f11eeb5e881b3, 6 ops
    t149 = aten.view.default(t37, [2, 64, 2, 16])  # t149: cpu f32[2, 64, 2, 16]
    # layers.1.attention (Attention)
    t150 = aten.transpose.int(t149, 1, 2)  # t150: cpu f32[2, 2, 64, 16]
    t151 = aten.unsqueeze.default(t150, 2)  # t151: cpu f32[2, 2, 1, 64, 16]
    t152 = aten.expand.default(t151, [2, 2, 2, 64, 16])  # t152: cpu f32[2, 2, 2, 64, 16]
    t153 = aten.clone.default(t152, memory_format=torch.contiguous_format)  # t153: cpu f32[2, 2, 2, 64, 16]
    t154 = aten.view.default(t153, [2, 4, 64, 16])  # t154: cpu f32[2, 4, 64, 16]
    # end region 9 -> t154
    t155, t156, t157 = aotc.sdpa_backward.default(t140, t142, t148, t154, None, t40, t41, True, None)  # t155: cpu f32[2, 4, 64, 16], t156: cpu f32[2, 4, 64, 16], t157: cpu f32[2, 4, 64, 16]
    # region 10: inductor 14e6b5d6f329394d, 7 ops
    t158 = aten.view.default(t157, [2, 2, 2, 64, 16])  # t158: cpu f32[2, 2, 2, 64, 16]
    t159 = aten.sum.dim_IntList(t158, [2], True)  # t159: cpu f32[2, 2, 1, 64, 16]
    t160 = aten.squeeze.dim(t159, 2)  # t160: cpu f32[2, 2, 64, 16]
    t161 = aten.transpose.int(t160, 1, 2)  # t161: cpu f32[2, 64, 2, 16]
    t162 = aten.clone.default(t161, memory_format=torch.contiguous_format)  # t162: cpu f32[2, 64, 2, 16]
    t163 = aten.view.default(t162, [128, 32])  # t163: cpu f32[128, 32]
    # layers.1.attention.wv (Linear)
    t164 = aten.t.default(t163)  # t164: cpu f32[32, 128]
    # end region 10 -> t163, t164
    # region 11: inductor c6ab12f3b067ac40, 23 ops
    # layers.1.attention (Attention)
    t165 = aten.view.default(t156, [2, 2, 2, 64, 16])  # t165: cpu f32[2, 2, 2, 64, 16]
    t166 = aten.sum.dim_IntList(t165, [2], True)  # t166: cpu f32[2, 2, 1, 64, 16]
    t167 = aten.squeeze.dim(t166, 2)  # t167: cpu f32[2, 2, 64, 16]
    t168 = aten.transpose.int(t167, 1, 2)  # t168: cpu f32[2, 64, 2, 16]
    t169 = aten.view.default(t168, [2, 64, 2, 8, 2])  # t169: cpu f32[2, 64, 2, 8, 2]
    t170 = aten.select.int(t169, -1, 0)  # t170: cpu f32[2, 64, 2, 8]
    t171 = aten.select.int(t169, -1, 1)  # t171: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding)
    t172 = aten.slice.Tensor(t0, 0, 0, 64)  # t172: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t173 = aten.view.default(t172, [1, 64, 1, 8])  # t173: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention)
    t174 = aten.mul.Tensor(t171, t173)  # t174: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding)
    t175 = aten.slice.Tensor(t1, 0, 0, 64)  # t175: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t176 = aten.view.default(t175, [1, 64, 1, 8])  # t176: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention)
    t177 = aten.mul.Tensor(t171, t176)  # t177: cpu f32[2, 64, 2, 8]
    t178 = aten.neg.default(t170)  # t178: cpu f32[2, 64, 2, 8]
    t179 = aten.mul.Tensor(t178, t176)  # t179: cpu f32[2, 64, 2, 8]
    t180 = aten.add.Tensor(t174, t179)  # t180: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention)
    t181 = aten.mul.Tensor(t170, t173)  # t181: cpu f32[2, 64, 2, 8]
    t182 = aten.add.Tensor(t177, t181)  # t182: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention)
    t183 = aten.select_backward.default(t180, [2, 64, 2, 8, 2], 4, 1)  # t183: cpu f32[2, 64, 2, 8, 2]
    t184 = aten.select_backward.default(t182, [2, 64, 2, 8, 2], 4, 0)  # t184: cpu f32[2, 64, 2, 8, 2]
    t185 = aten.add.Tensor(t183, t184)  # t185: cpu f32[2, 64, 2, 8, 2]
    t186 = aten.view.default(t185, [128, 32])  # t186: cpu f32[128, 32]
    # layers.1.attention.wk (Linear)
    t187 = aten.t.default(t186)  # t187: cpu f32[32, 128]
    # end region 11 -> t186, t187
    # region 12: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding)
    t188 = aten.slice.Tensor(t0, 0, 0, 64)  # t188: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t189 = aten.view.default(t188, [1, 64, 1, 8])  # t189: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding)
    t190 = aten.slice.Tensor(t1, 0, 0, 64)  # t190: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t191 = aten.view.default(t190, [1, 64, 1, 8])  # t191: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention)
    t192 = aten.transpose.int(t155, 1, 2)  # t192: cpu f32[2, 64, 4, 16]
    t193 = aten.view.default(t192, [2, 64, 4, 8, 2])  # t193: cpu f32[2, 64, 4, 8, 2]
    t194 = aten.select.int(t193, -1, 0)  # t194: cpu f32[2, 64, 4, 8]
    t195 = aten.select.int(t193, -1, 1)  # t195: cpu f32[2, 64, 4, 8]
    t196 = aten.mul.Tensor(t195, t189)  # t196: cpu f32[2, 64, 4, 8]
    t197 = aten.mul.Tensor(t195, t191)  # t197: cpu f32[2, 64, 4, 8]
    t198 = aten.neg.default(t194)  # t198: cpu f32[2, 64, 4, 8]
    t199 = aten.mul.Tensor(t198, t191)  # t199: cpu f32[2, 64, 4, 8]
    t200 = aten.add.Tensor(t196, t199)  # t200: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention)
    t201 = aten.mul.Tensor(t194, t189)  # t201: cpu f32[2, 64, 4, 8]
    t202 = aten.add.Tensor(t197, t201)  # t202: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention)
    t203 = aten.select_backward.default(t200, [2, 64, 4, 8, 2], 4, 1)  # t203: cpu f32[2, 64, 4, 8, 2]
    t204 = aten.select_backward.default(t202, [2, 64, 4, 8, 2], 4, 0)  # t204: cpu f32[2, 64, 4, 8, 2]
    t205 = aten.add.Tensor(t203, t204)  # t205: cpu f32[2, 64, 4, 8, 2]
    t206 = aten.view.default(t205, [128, 64])  # t206: cpu f32[128, 64]
    # layers.1.attention.wq (Linear)
    t207 = aten.t.default(t206)  # t207: cpu f32[64, 128]
    # end region 12 -> t206, t207
    # region 13: inductor d355675ccb8ed030, 7 ops
    t208 = aten.view.default(t12, [64])  # t208: cpu f32[64]
    # layers.1.attention_norm (RMSNorm)
    t209 = aten.add.Tensor(t36, 1e-05)  # t209: cpu f32[2, 64, 1]
    t210 = aten.rsqrt.default(t209)  # t210: cpu f32[2, 64, 1]
    t211 = aten.mul.Tensor(t35, t210)  # t211: cpu f32[2, 64, 64]
    t212 = aten.mul.Tensor(t211, t208)  # t212: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear)
    t213 = aten.view.default(t212, [128, 64])  # t213: cpu f32[128, 64]
    # layers.1.attention_norm (RMSNorm)
    t214 = aten.pow.Tensor_Scalar(t210, 3)  # t214: cpu f32[2, 64, 1]
    # end region 13 -> t210, t211, t213, t214
    # layers.1.attention.wv (Linear)
    t215 = aten.mm.default(t164, t213)  # t215: cpu f32[32, 64]
    t216 = aten.view.default(t15, [32, 64])  # t216: cpu f32[32, 64]
    # layers.1.attention.wv (Linear)
    t217 = aten.mm.default(t163, t216)  # t217: cpu f32[128, 64]
    # layers.1.attention.wk (Linear)
    t218 = aten.mm.default(t187, t213)  # t218: cpu f32[32, 64]
    t219 = aten.view.default(t14, [32, 64])  # t219: cpu f32[32, 64]
    # layers.1.attention.wk (Linear)
    t220 = aten.mm.default(t186, t219)  # t220: cpu f32[128, 64]
    # layers.1.attention.wq (Linear)
    t221 = aten.mm.default(t207, t213)  # t221: cpu f32[64, 64]
    t222 = aten.view.default(t13, [64, 64])  # t222: cpu f32[64, 64]
    # layers.1.attention.wq (Linear)
    t223 = aten.mm.default(t206, t222)  # t223: cpu f32[128, 64]
    # region 14: inductor de40d5a491d7a846, 2 ops
    # layers.1.attention_norm (RMSNorm)
    t224 = aten.pow.Tensor_Scalar(t35, 1.0)  # t224: cpu f32[2, 64, 64]
    t225 = aten.mul.Scalar(t224, 2.0)  # t225: cpu f32[2, 64, 64]
    # end region 14 -> t225
    # region 15: inductor e0d80492dad3d93f, 23 ops
    t226 = aten.view.default(t12, [64])  # t226: cpu f32[64]
    # layers.1.attention.wv (Linear)
    t227 = aten.view.default(t217, [2, 64, 64])  # t227: cpu f32[2, 64, 64]
    # layers.1.attention.wk (Linear)
    t228 = aten.view.default(t220, [2, 64, 64])  # t228: cpu f32[2, 64, 64]
    t229 = aten.add.Tensor(t227, t228)  # t229: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear)
    t230 = aten.view.default(t223, [2, 64, 64])  # t230: cpu f32[2, 64, 64]
    t231 = aten.add.Tensor(t229, t230)  # t231: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm)
    t232 = aten.mul.Tensor(t231, t211)  # t232: cpu f32[2, 64, 64]
    t233 = aten.mul.Tensor(t231, t226)  # t233: cpu f32[2, 64, 64]
    t234 = aten.sum.dim_IntList(t232, [0, 1], True)  # t234: cpu f32[1, 1, 64]
    t235 = aten.view.default(t234, [64])  # t235: cpu f32[64]
    t236 = aten.mul.Tensor(t233, t35)  # t236: cpu f32[2, 64, 64]
    t237 = aten.mul.Tensor(t233, t210)  # t237: cpu f32[2, 64, 64]
    t238 = aten.sum.dim_IntList(t236, [2], True)  # t238: cpu f32[2, 64, 1]
    t239 = aten.add.Tensor(t130, t237)  # t239: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm)
    t240 = aten.mul.Scalar(t238, -0.5)  # t240: cpu f32[2, 64, 1]
    t241 = aten.mul.Tensor(t240, t214)  # t241: cpu f32[2, 64, 1]
    t242 = aten.expand.default(t241, [2, 64, 64])  # t242: cpu f32[2, 64, 64]
    t243 = aten.div.Scalar(t242, 64)  # t243: cpu f32[2, 64, 64]
    t244 = aten.mul.Tensor(t243, t225)  # t244: cpu f32[2, 64, 64]
    t245 = aten.add.Tensor(t239, t244)  # t245: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear)
    t246 = aten.view.default(t245, [128, 64])  # t246: cpu f32[128, 64]
    t247 = aten.t.default(t246)  # t247: cpu f32[64, 128]
    t248 = aten.view.default(t235, [2, 32])  # t248: cpu f32[2, 32]
    # end region 15 -> t234, t245, t246, t247
    # layers.0.feed_forward.w2 (Linear)
    t249 = aten.view.default(t34, [128, 172])  # t249: cpu f32[128, 172]
    t250 = aten.mm.default(t247, t249)  # t250: cpu f32[64, 172]
    t251 = aten.view.default(t11, [64, 172])  # t251: cpu f32[64, 172]
    # layers.0.feed_forward.w2 (Linear)
    t252 = aten.mm.default(t246, t251)  # t252: cpu f32[128, 172]
    # region 16: inductor d14d4de231d0be71, 2 ops
    # layers.0.feed_forward.w1 (Linear)
    t253 = aten._unsafe_view.default(t32, [2, 64, 172])  # t253: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward)
    t254 = aten.silu.default(t253)  # t254: cpu f32[2, 64, 172]
    # end region 16 -> t254
    # region 17: inductor 091624f247cb7bad, 10 ops
    # layers.0.feed_forward.w2 (Linear)
    t255 = aten.view.default(t252, [2, 64, 172])  # t255: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear)
    t256 = aten._unsafe_view.default(t32, [2, 64, 172])  # t256: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward)
    t257 = aten.mul.Tensor(t255, t254)  # t257: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear)
    t258 = aten._unsafe_view.default(t33, [2, 64, 172])  # t258: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward)
    t259 = aten.mul.Tensor(t255, t258)  # t259: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear)
    t260 = aten.view.default(t257, [128, 172])  # t260: cpu f32[128, 172]
    t261 = aten.t.default(t260)  # t261: cpu f32[172, 128]
    # layers.0.feed_forward (FeedForward)
    t262 = aten.silu_backward.default(t259, t256)  # t262: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear)
    t263 = aten.view.default(t262, [128, 172])  # t263: cpu f32[128, 172]
    t264 = aten.t.default(t263)  # t264: cpu f32[172, 128]
    # end region 17 -> t260, t261, t263, t264
    # region 18: inductor d355675ccb8ed030, 7 ops
    t265 = aten.view.default(t8, [64])  # t265: cpu f32[64]
    # layers.0.ffn_norm (RMSNorm)
    t266 = aten.add.Tensor(t31, 1e-05)  # t266: cpu f32[2, 64, 1]
    t267 = aten.rsqrt.default(t266)  # t267: cpu f32[2, 64, 1]
    t268 = aten.mul.Tensor(t30, t267)  # t268: cpu f32[2, 64, 64]
    t269 = aten.mul.Tensor(t268, t265)  # t269: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear)
    t270 = aten.view.default(t269, [128, 64])  # t270: cpu f32[128, 64]
    # layers.0.ffn_norm (RMSNorm)
    t271 = aten.pow.Tensor_Scalar(t267, 3)  # t271: cpu f32[2, 64, 1]
    # end region 18 -> t267, t268, t270, t271
    # layers.0.feed_forward.w3 (Linear)
    t272 = aten.mm.default(t261, t270)  # t272: cpu f32[172, 64]
    t273 = aten.view.default(t10, [172, 64])  # t273: cpu f32[172, 64]
    # layers.0.feed_forward.w3 (Linear)
    t274 = aten.mm.default(t260, t273)  # t274: cpu f32[128, 64]
    # layers.0.feed_forward.w1 (Linear)
    t275 = aten.mm.default(t264, t270)  # t275: cpu f32[172, 64]
    t276 = aten.view.default(t9, [172, 64])  # t276: cpu f32[172, 64]
    # layers.0.feed_forward.w1 (Linear)
    t277 = aten.mm.default(t263, t276)  # t277: cpu f32[128, 64]
    # region 19: inductor de40d5a491d7a846, 2 ops
    # layers.0.ffn_norm (RMSNorm)
    t278 = aten.pow.Tensor_Scalar(t30, 1.0)  # t278: cpu f32[2, 64, 64]
    t279 = aten.mul.Scalar(t278, 2.0)  # t279: cpu f32[2, 64, 64]
    # end region 19 -> t279
    # region 20: inductor 3f75e29690cd0bb7, 21 ops
    t280 = aten.view.default(t8, [64])  # t280: cpu f32[64]
    # layers.0.feed_forward.w3 (Linear)
    t281 = aten.view.default(t274, [2, 64, 64])  # t281: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear)
    t282 = aten.view.default(t277, [2, 64, 64])  # t282: cpu f32[2, 64, 64]
    t283 = aten.add.Tensor(t281, t282)  # t283: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm)
    t284 = aten.mul.Tensor(t283, t268)  # t284: cpu f32[2, 64, 64]
    t285 = aten.mul.Tensor(t283, t280)  # t285: cpu f32[2, 64, 64]
    t286 = aten.sum.dim_IntList(t284, [0, 1], True)  # t286: cpu f32[1, 1, 64]
    t287 = aten.view.default(t286, [64])  # t287: cpu f32[64]
    t288 = aten.mul.Tensor(t285, t30)  # t288: cpu f32[2, 64, 64]
    t289 = aten.mul.Tensor(t285, t267)  # t289: cpu f32[2, 64, 64]
    t290 = aten.sum.dim_IntList(t288, [2], True)  # t290: cpu f32[2, 64, 1]
    t291 = aten.add.Tensor(t245, t289)  # t291: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm)
    t292 = aten.mul.Scalar(t290, -0.5)  # t292: cpu f32[2, 64, 1]
    t293 = aten.mul.Tensor(t292, t271)  # t293: cpu f32[2, 64, 1]
    t294 = aten.expand.default(t293, [2, 64, 64])  # t294: cpu f32[2, 64, 64]
    t295 = aten.div.Scalar(t294, 64)  # t295: cpu f32[2, 64, 64]
    t296 = aten.mul.Tensor(t295, t279)  # t296: cpu f32[2, 64, 64]
    t297 = aten.add.Tensor(t291, t296)  # t297: cpu f32[2, 64, 64]
    # layers.0.attention.wo (Linear)
    t298 = aten.view.default(t297, [128, 64])  # t298: cpu f32[128, 64]
    t299 = aten.t.default(t298)  # t299: cpu f32[64, 128]
    t300 = aten.view.default(t287, [2, 32])  # t300: cpu f32[2, 32]
    # end region 20 -> t286, t297, t298, t299
    # layers.0.attention (Attention)
    t301 = aten.transpose.int(t28, 1, 2)  # t301: cpu f32[2, 64, 4, 16]
    t302 = aten.view.default(t301, [128, 64])  # t302: cpu f32[128, 64]
    # layers.0.attention.wo (Linear)
    t303 = aten.mm.default(t299, t302)  # t303: cpu f32[64, 64]
    t304 = aten.view.default(t7, [64, 64])  # t304: cpu f32[64, 64]
    # layers.0.attention.wo (Linear)
    t305 = aten.mm.default(t298, t304)  # t305: cpu f32[128, 64]
    t306 = aten.view.default(t305, [2, 64, 4, 16])  # t306: cpu f32[2, 64, 4, 16]
    # layers.0.attention (Attention)
    t307 = aten.transpose.int(t306, 1, 2)  # t307: cpu f32[2, 4, 64, 16]
    t308 = aten.view.default(t26, [2, 64, 4, 16])  # t308: cpu f32[2, 64, 4, 16]
    t309 = aten.transpose.int(t308, 1, 2)  # t309: cpu f32[2, 4, 64, 16]
    # region 21: inductor af3748c23d48341d, 6 ops
    t310 = aten.view.default(t27, [2, 64, 2, 16])  # t310: cpu f32[2, 64, 2, 16]
    t311 = aten.transpose.int(t310, 1, 2)  # t311: cpu f32[2, 2, 64, 16]
    t312 = aten.unsqueeze.default(t311, 2)  # t312: cpu f32[2, 2, 1, 64, 16]
    t313 = aten.expand.default(t312, [2, 2, 2, 64, 16])  # t313: cpu f32[2, 2, 2, 64, 16]
    t314 = aten.clone.default(t313, memory_format=torch.contiguous_format)  # t314: cpu f32[2, 2, 2, 64, 16]
    t315 = aten.view.default(t314, [2, 4, 64, 16])  # t315: cpu f32[2, 4, 64, 16]
    # end region 21 -> t315
    # region 22: inductor ea1f11eeb5e881b3, 6 ops
    t316 = aten.view.default(t25, [2, 64, 2, 16])  # t316: cpu f32[2, 64, 2, 16]
    # layers.0.attention (Attention)
    t317 = aten.transpose.int(t316, 1, 2)  # t317: cpu f32[2, 2, 64, 16]
    t318 = aten.unsqueeze.default(t317, 2)  # t318: cpu f32[2, 2, 1, 64, 16]
    t319 = aten.expand.default(t318, [2, 2, 2, 64, 16])  # t319: cpu f32[2, 2, 2, 64, 16]
    t320 = aten.clone.default(t319, memory_format=torch.contiguous_format)  # t320: cpu f32[2, 2, 2, 64, 16]
    t321 = aten.view.default(t320, [2, 4, 64, 16])  # t321: cpu f32[2, 4, 64, 16]
    # end region 22 -> t321
    t322, t323, t324 = aotc.sdpa_backward.default(t307, t309, t315, t321, None, t28, t29, True, None)  # t322: cpu f32[2, 4, 64, 16], t323: cpu f32[2, 4, 64, 16], t324: cpu f32[2, 4, 64, 16]
    # region 23: inductor 14e6b5d6f329394d, 7 ops
    t325 = aten.view.default(t324, [2, 2, 2, 64, 16])  # t325: cpu f32[2, 2, 2, 64, 16]
    t326 = aten.sum.dim_IntList(t325, [2], True)  # t326: cpu f32[2, 2, 1, 64, 16]
    t327 = aten.squeeze.dim(t326, 2)  # t327: cpu f32[2, 2, 64, 16]
    t328 = aten.transpose.int(t327, 1, 2)  # t328: cpu f32[2, 64, 2, 16]
    t329 = aten.clone.default(t328, memory_format=torch.contiguous_format)  # t329: cpu f32[2, 64, 2, 16]
    t330 = aten.view.default(t329, [128, 32])  # t330: cpu f32[128, 32]
    # layers.0.attention.wv (Linear)
    t331 = aten.t.default(t330)  # t331: cpu f32[32, 128]
    # end region 23 -> t330, t331
    # region 24: inductor 44d6ac2e0f42b8cb, 23 ops
    # rope (RotaryEmbedding)
    t332 = aten.slice.Tensor(t0, 0, 0, 64)  # t332: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t333 = aten.view.default(t332, [1, 64, 1, 8])  # t333: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding)
    t334 = aten.slice.Tensor(t1, 0, 0, 64)  # t334: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t335 = aten.view.default(t334, [1, 64, 1, 8])  # t335: cpu f32[1, 64, 1, 8]
    t336 = aten.view.default(t323, [2, 2, 2, 64, 16])  # t336: cpu f32[2, 2, 2, 64, 16]
    t337 = aten.sum.dim_IntList(t336, [2], True)  # t337: cpu f32[2, 2, 1, 64, 16]
    t338 = aten.squeeze.dim(t337, 2)  # t338: cpu f32[2, 2, 64, 16]
    t339 = aten.transpose.int(t338, 1, 2)  # t339: cpu f32[2, 64, 2, 16]
    t340 = aten.view.default(t339, [2, 64, 2, 8, 2])  # t340: cpu f32[2, 64, 2, 8, 2]
    t341 = aten.select.int(t340, -1, 0)  # t341: cpu f32[2, 64, 2, 8]
    t342 = aten.select.int(t340, -1, 1)  # t342: cpu f32[2, 64, 2, 8]
    t343 = aten.mul.Tensor(t342, t333)  # t343: cpu f32[2, 64, 2, 8]
    t344 = aten.mul.Tensor(t342, t335)  # t344: cpu f32[2, 64, 2, 8]
    t345 = aten.neg.default(t341)  # t345: cpu f32[2, 64, 2, 8]
    t346 = aten.mul.Tensor(t345, t335)  # t346: cpu f32[2, 64, 2, 8]
    t347 = aten.add.Tensor(t343, t346)  # t347: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention)
    t348 = aten.mul.Tensor(t341, t333)  # t348: cpu f32[2, 64, 2, 8]
    t349 = aten.add.Tensor(t344, t348)  # t349: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention)
    t350 = aten.select_backward.default(t347, [2, 64, 2, 8, 2], 4, 1)  # t350: cpu f32[2, 64, 2, 8, 2]
    t351 = aten.select_backward.default(t349, [2, 64, 2, 8, 2], 4, 0)  # t351: cpu f32[2, 64, 2, 8, 2]
    t352 = aten.add.Tensor(t350, t351)  # t352: cpu f32[2, 64, 2, 8, 2]
    t353 = aten.view.default(t352, [128, 32])  # t353: cpu f32[128, 32]
    # layers.0.attention.wk (Linear)
    t354 = aten.t.default(t353)  # t354: cpu f32[32, 128]
    # end region 24 -> t353, t354
    # region 25: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding)
    t355 = aten.slice.Tensor(t0, 0, 0, 64)  # t355: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t356 = aten.view.default(t355, [1, 64, 1, 8])  # t356: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding)
    t357 = aten.slice.Tensor(t1, 0, 0, 64)  # t357: cpu f32[64, 8]
    # layers.0.attention (Attention)
    t358 = aten.view.default(t357, [1, 64, 1, 8])  # t358: cpu f32[1, 64, 1, 8]
    t359 = aten.transpose.int(t322, 1, 2)  # t359: cpu f32[2, 64, 4, 16]
    t360 = aten.view.default(t359, [2, 64, 4, 8, 2])  # t360: cpu f32[2, 64, 4, 8, 2]
    t361 = aten.select.int(t360, -1, 0)  # t361: cpu f32[2, 64, 4, 8]
    t362 = aten.select.int(t360, -1, 1)  # t362: cpu f32[2, 64, 4, 8]
    t363 = aten.mul.Tensor(t362, t356)  # t363: cpu f32[2, 64, 4, 8]
    t364 = aten.mul.Tensor(t362, t358)  # t364: cpu f32[2, 64, 4, 8]
    t365 = aten.neg.default(t361)  # t365: cpu f32[2, 64, 4, 8]
    t366 = aten.mul.Tensor(t365, t358)  # t366: cpu f32[2, 64, 4, 8]
    t367 = aten.add.Tensor(t363, t366)  # t367: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention)
    t368 = aten.mul.Tensor(t361, t356)  # t368: cpu f32[2, 64, 4, 8]
    t369 = aten.add.Tensor(t364, t368)  # t369: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention)
    t370 = aten.select_backward.default(t367, [2, 64, 4, 8, 2], 4, 1)  # t370: cpu f32[2, 64, 4, 8, 2]
    t371 = aten.select_backward.default(t369, [2, 64, 4, 8, 2], 4, 0)  # t371: cpu f32[2, 64, 4, 8, 2]
    t372 = aten.add.Tensor(t370, t371)  # t372: cpu f32[2, 64, 4, 8, 2]
    t373 = aten.view.default(t372, [128, 64])  # t373: cpu f32[128, 64]
    # layers.0.attention.wq (Linear)
    t374 = aten.t.default(t373)  # t374: cpu f32[64, 128]
    # end region 25 -> t373, t374
    # region 26: inductor d355675ccb8ed030, 7 ops
    t375 = aten.view.default(t3, [64])  # t375: cpu f32[64]
    # layers.0.attention_norm (RMSNorm)
    t376 = aten.add.Tensor(t24, 1e-05)  # t376: cpu f32[2, 64, 1]
    t377 = aten.rsqrt.default(t376)  # t377: cpu f32[2, 64, 1]
    t378 = aten.mul.Tensor(t23, t377)  # t378: cpu f32[2, 64, 64]
    t379 = aten.mul.Tensor(t378, t375)  # t379: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear)
    t380 = aten.view.default(t379, [128, 64])  # t380: cpu f32[128, 64]
    # layers.0.attention_norm (RMSNorm)
    t381 = aten.pow.Tensor_Scalar(t377, 3)  # t381: cpu f32[2, 64, 1]
    # end region 26 -> t377, t378, t380, t381
    # layers.0.attention.wv (Linear)
    t382 = aten.mm.default(t331, t380)  # t382: cpu f32[32, 64]
    t383 = aten.view.default(t6, [32, 64])  # t383: cpu f32[32, 64]
    # layers.0.attention.wv (Linear)
    t384 = aten.mm.default(t330, t383)  # t384: cpu f32[128, 64]
    # layers.0.attention.wk (Linear)
    t385 = aten.mm.default(t354, t380)  # t385: cpu f32[32, 64]
    t386 = aten.view.default(t5, [32, 64])  # t386: cpu f32[32, 64]
    # layers.0.attention.wk (Linear)
    t387 = aten.mm.default(t353, t386)  # t387: cpu f32[128, 64]
    # layers.0.attention.wq (Linear)
    t388 = aten.mm.default(t374, t380)  # t388: cpu f32[64, 64]
    t389 = aten.view.default(t4, [64, 64])  # t389: cpu f32[64, 64]
    # layers.0.attention.wq (Linear)
    t390 = aten.mm.default(t373, t389)  # t390: cpu f32[128, 64]
    # region 27: inductor de40d5a491d7a846, 2 ops
    # layers.0.attention_norm (RMSNorm)
    t391 = aten.pow.Tensor_Scalar(t23, 1.0)  # t391: cpu f32[2, 64, 64]
    t392 = aten.mul.Scalar(t391, 2.0)  # t392: cpu f32[2, 64, 64]
    # end region 27 -> t392
    # region 28: inductor 6e91541730d4efa5, 21 ops
    t393 = aten.view.default(t3, [64])  # t393: cpu f32[64]
    # layers.0.attention.wv (Linear)
    t394 = aten.view.default(t384, [2, 64, 64])  # t394: cpu f32[2, 64, 64]
    # layers.0.attention.wk (Linear)
    t395 = aten.view.default(t387, [2, 64, 64])  # t395: cpu f32[2, 64, 64]
    t396 = aten.add.Tensor(t394, t395)  # t396: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear)
    t397 = aten.view.default(t390, [2, 64, 64])  # t397: cpu f32[2, 64, 64]
    t398 = aten.add.Tensor(t396, t397)  # t398: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm)
    t399 = aten.mul.Tensor(t398, t378)  # t399: cpu f32[2, 64, 64]
    t400 = aten.mul.Tensor(t398, t393)  # t400: cpu f32[2, 64, 64]
    t401 = aten.sum.dim_IntList(t399, [0, 1], True)  # t401: cpu f32[1, 1, 64]
    t402 = aten.view.default(t401, [64])  # t402: cpu f32[64]
    t403 = aten.mul.Tensor(t400, t23)  # t403: cpu f32[2, 64, 64]
    t404 = aten.mul.Tensor(t400, t377)  # t404: cpu f32[2, 64, 64]
    t405 = aten.sum.dim_IntList(t403, [2], True)  # t405: cpu f32[2, 64, 1]
    t406 = aten.add.Tensor(t297, t404)  # t406: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm)
    t407 = aten.mul.Scalar(t405, -0.5)  # t407: cpu f32[2, 64, 1]
    t408 = aten.mul.Tensor(t407, t381)  # t408: cpu f32[2, 64, 1]
    t409 = aten.expand.default(t408, [2, 64, 64])  # t409: cpu f32[2, 64, 64]
    t410 = aten.div.Scalar(t409, 64)  # t410: cpu f32[2, 64, 64]
    t411 = aten.mul.Tensor(t410, t392)  # t411: cpu f32[2, 64, 64]
    t412 = aten.add.Tensor(t406, t411)  # t412: cpu f32[2, 64, 64]
    t413 = aten.view.default(t402, [2, 32])  # t413: cpu f32[2, 32]
    # end region 28 -> t401, t412
    # tok_embeddings (Embedding)
    t414 = aten.embedding_dense_backward.default(t412, t2, 256, -1, False)  # t414: cpu f32[256, 64]
    # region 29: inductor 2d6f1bc68d192637, 28 ops
    # norm (RMSNorm)
    t415 = aten.view.default(t68, [64])  # t415: cpu f32[64]
    # layers.1.ffn_norm (RMSNorm)
    t416 = aten.view.default(t119, [64])  # t416: cpu f32[64]
    # layers.1.attention_norm (RMSNorm)
    t417 = aten.view.default(t234, [64])  # t417: cpu f32[64]
    # layers.0.ffn_norm (RMSNorm)
    t418 = aten.view.default(t286, [64])  # t418: cpu f32[64]
    # layers.0.attention_norm (RMSNorm)
    t419 = aten.view.default(t401, [64])  # t419: cpu f32[64]
    t420 = aten.view.default(t414, [2, 8192])  # t420: cpu f32[2, 8192]
    t421 = aten.view.default(t419, [2, 32])  # t421: cpu f32[2, 32]
    t422 = aten.view.default(t388, [2, 2048])  # t422: cpu f32[2, 2048]
    t423 = aten.view.default(t385, [2, 1024])  # t423: cpu f32[2, 1024]
    t424 = aten.view.default(t382, [2, 1024])  # t424: cpu f32[2, 1024]
    t425 = aten.view.default(t303, [2, 2048])  # t425: cpu f32[2, 2048]
    t426 = aten.view.default(t418, [2, 32])  # t426: cpu f32[2, 32]
    t427 = aten.view.default(t275, [2, 5504])  # t427: cpu f32[2, 5504]
    t428 = aten.view.default(t272, [2, 5504])  # t428: cpu f32[2, 5504]
    t429 = aten.view.default(t250, [2, 5504])  # t429: cpu f32[2, 5504]
    t430 = aten.view.default(t417, [2, 32])  # t430: cpu f32[2, 32]
    t431 = aten.view.default(t221, [2, 2048])  # t431: cpu f32[2, 2048]
    t432 = aten.view.default(t218, [2, 1024])  # t432: cpu f32[2, 1024]
    t433 = aten.view.default(t215, [2, 1024])  # t433: cpu f32[2, 1024]
    t434 = aten.view.default(t136, [2, 2048])  # t434: cpu f32[2, 2048]
    t435 = aten.view.default(t416, [2, 32])  # t435: cpu f32[2, 32]
    t436 = aten.view.default(t108, [2, 5504])  # t436: cpu f32[2, 5504]
    t437 = aten.view.default(t105, [2, 5504])  # t437: cpu f32[2, 5504]
    t438 = aten.view.default(t83, [2, 5504])  # t438: cpu f32[2, 5504]
    t439 = aten.view.default(t415, [2, 32])  # t439: cpu f32[2, 32]
    t440 = aten.view.default(t59, [2, 8192])  # t440: cpu f32[2, 8192]
    t441 = aten.cat.default([t420, t421, t422, t423, t424, t425, t426, t427, t428, t429, t430, t431, t432, t433, t434, t435, t436, t437, t438, t439, t440], 1)  # t441: cpu f32[2, 61856]
    t442 = aten.view.default(t441, [123712])  # t442: cpu f32[123712]
    # end region 29 -> t442
    t443 = _c10d_functional.reduce_scatter_tensor.default(t442, 'sum', 2, 'dp')  # t443: cpu f32[61856]
    t444 = _c10d_functional.wait_tensor.default(t443)  # t444: cpu f32[61856]
    # region 30: inductor 13d34e3880099fa3, 38 ops
    t445 = aten.div.Tensor(t444, 2)  # t445: cpu f32[61856]
    t446 = aten.slice.Tensor(t445, 0, 0, 8192)  # t446: cpu f32[8192]
    t447 = aten.view.default(t446, [128, 64])  # t447: cpu f32[128, 64]
    t448 = aten.slice.Tensor(t445, 0, 8192, 8224)  # t448: cpu f32[32]
    t449 = aten.slice.Tensor(t445, 0, 8224, 10272)  # t449: cpu f32[2048]
    t450 = aten.view.default(t449, [32, 64])  # t450: cpu f32[32, 64]
    t451 = aten.slice.Tensor(t445, 0, 10272, 11296)  # t451: cpu f32[1024]
    t452 = aten.view.default(t451, [16, 64])  # t452: cpu f32[16, 64]
    t453 = aten.slice.Tensor(t445, 0, 11296, 12320)  # t453: cpu f32[1024]
    t454 = aten.view.default(t453, [16, 64])  # t454: cpu f32[16, 64]
    t455 = aten.slice.Tensor(t445, 0, 12320, 14368)  # t455: cpu f32[2048]
    t456 = aten.view.default(t455, [32, 64])  # t456: cpu f32[32, 64]
    t457 = aten.slice.Tensor(t445, 0, 14368, 14400)  # t457: cpu f32[32]
    t458 = aten.slice.Tensor(t445, 0, 14400, 19904)  # t458: cpu f32[5504]
    t459 = aten.view.default(t458, [86, 64])  # t459: cpu f32[86, 64]
    t460 = aten.slice.Tensor(t445, 0, 19904, 25408)  # t460: cpu f32[5504]
    t461 = aten.view.default(t460, [86, 64])  # t461: cpu f32[86, 64]
    t462 = aten.slice.Tensor(t445, 0, 25408, 30912)  # t462: cpu f32[5504]
    t463 = aten.view.default(t462, [32, 172])  # t463: cpu f32[32, 172]
    t464 = aten.slice.Tensor(t445, 0, 30912, 30944)  # t464: cpu f32[32]
    t465 = aten.slice.Tensor(t445, 0, 30944, 32992)  # t465: cpu f32[2048]
    t466 = aten.view.default(t465, [32, 64])  # t466: cpu f32[32, 64]
    t467 = aten.slice.Tensor(t445, 0, 32992, 34016)  # t467: cpu f32[1024]
    t468 = aten.view.default(t467, [16, 64])  # t468: cpu f32[16, 64]
    t469 = aten.slice.Tensor(t445, 0, 34016, 35040)  # t469: cpu f32[1024]
    t470 = aten.view.default(t469, [16, 64])  # t470: cpu f32[16, 64]
    t471 = aten.slice.Tensor(t445, 0, 35040, 37088)  # t471: cpu f32[2048]
    t472 = aten.view.default(t471, [32, 64])  # t472: cpu f32[32, 64]
    t473 = aten.slice.Tensor(t445, 0, 37088, 37120)  # t473: cpu f32[32]
    t474 = aten.slice.Tensor(t445, 0, 37120, 42624)  # t474: cpu f32[5504]
    t475 = aten.view.default(t474, [86, 64])  # t475: cpu f32[86, 64]
    t476 = aten.slice.Tensor(t445, 0, 42624, 48128)  # t476: cpu f32[5504]
    t477 = aten.view.default(t476, [86, 64])  # t477: cpu f32[86, 64]
    t478 = aten.slice.Tensor(t445, 0, 48128, 53632)  # t478: cpu f32[5504]
    t479 = aten.view.default(t478, [32, 172])  # t479: cpu f32[32, 172]
    t480 = aten.slice.Tensor(t445, 0, 53632, 53664)  # t480: cpu f32[32]
    t481 = aten.slice.Tensor(t445, 0, 53664, 61856)  # t481: cpu f32[8192]
    t482 = aten.view.default(t481, [128, 64])  # t482: cpu f32[128, 64]
    # end region 30 -> t447, t448, t450, t452, t454, t456, t457, t459, t461, t463, t464, t466, t468, t470, t472, t473, t475, t477, t479, t480, t482
    return (t447, t448, t450, t452, t454, t456, t457, t459, t461, t463, t464, t466, t468, t470, t472, t473, t475, t477, t479, t480, t482)
    # t447: grad tok_embeddings.weight
    # t448: grad layers.0.attention_norm.weight
    # t450: grad layers.0.attention.wq.weight
    # t452: grad layers.0.attention.wk.weight
    # t454: grad layers.0.attention.wv.weight
    # t456: grad layers.0.attention.wo.weight
    # t457: grad layers.0.ffn_norm.weight
    # t459: grad layers.0.feed_forward.w1.weight
    # t461: grad layers.0.feed_forward.w3.weight
    # t463: grad layers.0.feed_forward.w2.weight
    # t464: grad layers.1.attention_norm.weight
    # t466: grad layers.1.attention.wq.weight
    # t468: grad layers.1.attention.wk.weight
    # t470: grad layers.1.attention.wv.weight
    # t472: grad layers.1.attention.wo.weight
    # t473: grad layers.1.ffn_norm.weight
    # t475: grad layers.1.feed_forward.w1.weight
    # t477: grad layers.1.feed_forward.w3.weight
    # t479: grad layers.1.feed_forward.w2.weight
    # t480: grad norm.weight
    # t482: grad output.weight
