def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48):
    # t0: cpu f32[64]  saved 0
    # t1: cpu f32[64, 64]  saved 1
    # t2: cpu f32[64, 32]  saved 2
    # t3: cpu f32[64]  saved 3
    # t4: cpu f32[172, 64]  saved 4
    # t5: cpu f32[64, 86]  saved 5
    # t6: cpu f32[64]  saved 6
    # t7: cpu f32[64, 64]  saved 7
    # t8: cpu f32[64, 32]  saved 8
    # t9: cpu f32[64]  saved 9
    # t10: cpu f32[172, 64]  saved 10
    # t11: cpu f32[64, 86]  saved 11
    # t12: cpu f32[64]  saved 12
    # t13: cpu f32[128, 64]  saved 13
    # t14: cpu f32[256, 8]  saved 14
    # t15: cpu f32[256, 8]  saved 15
    # t16: cpu i64[2, 64]  saved 16
    # t17: cpu i64[]  saved 17
    # t18: cpu f32[2, 32, 64]  saved 18
    # t19: cpu f32[2, 32, 1]  saved 19
    # t20: cpu f32[32, 2, 64]  saved 20
    # t21: cpu f32[2, 64, 16]  saved 21
    # t22: cpu f32[2, 64, 2, 8, 2]  saved 22
    # t23: cpu f32[2, 64, 1, 8, 2]  saved 23
    # t24: cpu f32[2, 2, 64, 16]  saved 24
    # t25: cpu f32[2, 2, 64]  saved 25
    # t26: cpu f32[2, 32, 64]  saved 26
    # t27: cpu f32[2, 32, 1]  saved 27
    # t28: cpu f32[32, 2, 64]  saved 28
    # t29: cpu f32[128, 172]  saved 29
    # t30: cpu f32[2, 64, 86]  saved 30
    # t31: cpu f32[2, 32, 64]  saved 31
    # t32: cpu f32[2, 32, 1]  saved 32
    # t33: cpu f32[32, 2, 64]  saved 33
    # t34: cpu f32[2, 64, 16]  saved 34
    # t35: cpu f32[2, 64, 2, 8, 2]  saved 35
    # t36: cpu f32[2, 64, 1, 8, 2]  saved 36
    # t37: cpu f32[2, 2, 64, 16]  saved 37
    # t38: cpu f32[2, 2, 64]  saved 38
    # t39: cpu f32[2, 32, 64]  saved 39
    # t40: cpu f32[2, 32, 1]  saved 40
    # t41: cpu f32[32, 2, 64]  saved 41
    # t42: cpu f32[128, 172]  saved 42
    # t43: cpu f32[2, 64, 86]  saved 43
    # t44: cpu f32[2, 32, 64]  saved 44
    # t45: cpu f32[2, 32, 1]  saved 45
    # t46: cpu f32[32, 2, 64]  saved 46
    # t47: cpu f32[128, 128]  saved 47
    # t48: cpu f32[2, 64, 256]  tangent 0
    # output (Linear), llama.py:308
    t49 = _c10d_functional.all_gather_into_tensor.default(t46, 2, 'tp')  # t49: cpu f32[64, 2, 64]
    # layers.1.feed_forward.w13 (Linear), llama.py:267
    t50 = _c10d_functional.all_gather_into_tensor.default(t41, 2, 'tp')  # t50: cpu f32[64, 2, 64]
    # region 0: inductor 08a52af888bc1f19, 6 ops
    # output (Linear), llama.py:308
    t51 = aten.view.default(t48, [2, 64, 1, 2, 128])  # t51: cpu f32[2, 64, 1, 2, 128]
    t52 = aten.view.default(t17, [1])  # t52: cpu i64[1]
    t53 = aten.index_select.default(t51, 3, t52)  # t53: cpu f32[2, 64, 1, 1, 128]
    t54 = aten.view.default(t53, [2, 64, 128])  # t54: cpu f32[2, 64, 128]
    t55 = aten.view.default(t54, [128, 128])  # t55: cpu f32[128, 128]
    t56 = aten.t.default(t55)  # t56: cpu f32[128, 128]
    # end region 0 -> t55, t56
    t57 = aten.mm.default(t55, t13)  # t57: cpu f32[128, 64]
    # region 1: inductor 0f952c9af68ddb43, 6 ops
    t58 = aten.view.default(t57, [2, 64, 64])  # t58: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:162
    t59 = aten.permute.default(t58, [1, 0, 2])  # t59: cpu f32[64, 2, 64]
    t60 = aten.clone.default(t59, memory_format=torch.contiguous_format)  # t60: cpu f32[64, 2, 64]
    t61 = aten.view.default(t60, [1, 2, 32, 2, 64])  # t61: cpu f32[1, 2, 32, 2, 64]
    t62 = aten.permute.default(t61, [1, 0, 2, 3, 4])  # t62: cpu f32[2, 1, 32, 2, 64]
    t63 = aten.view.default(t62, [2, 32, 2, 64])  # t63: cpu f32[2, 32, 2, 64]
    # end region 1 -> t63
    t64 = _c10d_functional.reduce_scatter_tensor.default(t63, 'sum', 2, 'tp')  # t64: cpu f32[1, 32, 2, 64]
    # output (Linear), llama.py:308
    t65 = _c10d_functional.wait_tensor.default(t49)  # t65: cpu f32[64, 2, 64]
    # region 2: inductor ac0bb765e281f132, 3 ops
    t66 = aten.permute.default(t65, [1, 0, 2])  # t66: cpu f32[2, 64, 64]
    t67 = aten.clone.default(t66, memory_format=torch.contiguous_format)  # t67: cpu f32[2, 64, 64]
    t68 = aten.view.default(t67, [128, 64])  # t68: cpu f32[128, 64]
    # end region 2 -> t68
    t69 = aten.mm.default(t56, t68)  # t69: cpu f32[128, 64]
    # norm (RMSNorm), llama.py:162
    t70 = _c10d_functional.wait_tensor.default(t64)  # t70: cpu f32[1, 32, 2, 64]
    # region 3: inductor eec8b7fd92d16a49, 26 ops
    t71 = aten.mul.Tensor(t44, t45)  # t71: cpu f32[2, 32, 64]
    t72 = aten.mul.Tensor(t71, t12)  # t72: cpu f32[2, 32, 64]
    # output (Linear), llama.py:308
    t73 = aten.view.default(t72, [64, 64])  # t73: cpu f32[64, 64]
    # norm (RMSNorm), llama.py:162, 161
    t74 = aten.view.default(t70, [32, 2, 64])  # t74: cpu f32[32, 2, 64]
    t75 = aten.permute.default(t74, [1, 0, 2])  # t75: cpu f32[2, 32, 64]
    t76 = aten.clone.default(t75, memory_format=torch.contiguous_format)  # t76: cpu f32[2, 32, 64]
    t77 = aten.mul.Tensor(t76, t71)  # t77: cpu f32[2, 32, 64]
    t78 = aten.mul.Tensor(t76, t12)  # t78: cpu f32[2, 32, 64]
    t79 = aten.sum.dim_IntList(t77, [0, 1], True)  # t79: cpu f32[1, 1, 64]
    t80 = aten.view.default(t79, [64])  # t80: cpu f32[64]
    t81 = aten.mul.Tensor(t78, t44)  # t81: cpu f32[2, 32, 64]
    t82 = aten.mul.Tensor(t78, t45)  # t82: cpu f32[2, 32, 64]
    t83 = aten.sum.dim_IntList(t81, [2], True)  # t83: cpu f32[2, 32, 1]
    t84 = aten.pow.Tensor_Scalar(t45, 3)  # t84: cpu f32[2, 32, 1]
    t85 = aten.mul.Scalar(t83, -0.5)  # t85: cpu f32[2, 32, 1]
    t86 = aten.mul.Tensor(t85, t84)  # t86: cpu f32[2, 32, 1]
    t87 = aten.expand.default(t86, [2, 32, 64])  # t87: cpu f32[2, 32, 64]
    t88 = aten.div.Scalar(t87, 64)  # t88: cpu f32[2, 32, 64]
    t89 = aten.pow.Tensor_Scalar(t44, 1.0)  # t89: cpu f32[2, 32, 64]
    t90 = aten.mul.Scalar(t89, 2.0)  # t90: cpu f32[2, 32, 64]
    t91 = aten.mul.Tensor(t88, t90)  # t91: cpu f32[2, 32, 64]
    t92 = aten.add.Tensor(t82, t91)  # t92: cpu f32[2, 32, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:268
    t93 = aten.view.default(t92, [64, 64])  # t93: cpu f32[64, 64]
    t94 = aten.t.default(t93)  # t94: cpu f32[64, 64]
    t95 = aten.permute.default(t92, [1, 0, 2])  # t95: cpu f32[32, 2, 64]
    t96 = aten.clone.default(t95, memory_format=torch.contiguous_format)  # t96: cpu f32[32, 2, 64]
    # end region 3 -> t79, t92, t96
    t97 = _c10d_functional.all_gather_into_tensor.default(t96, 2, 'tp')  # t97: cpu f32[64, 2, 64]
    t98 = _c10d_functional.all_reduce.default(t79, 'sum', 'tp')  # t98: cpu f32[1, 1, 64]
    # layers.1.attention.wqkv (Linear), llama.py:233
    t99 = _c10d_functional.all_gather_into_tensor.default(t33, 2, 'tp')  # t99: cpu f32[64, 2, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:268
    t100 = aten.view.default(t43, [128, 86])  # t100: cpu f32[128, 86]
    t101 = _c10d_functional.wait_tensor.default(t97)  # t101: cpu f32[64, 2, 64]
    # region 4: inductor a0c32a9776aec316, 4 ops
    t102 = aten.permute.default(t101, [1, 0, 2])  # t102: cpu f32[2, 64, 64]
    t103 = aten.clone.default(t102, memory_format=torch.contiguous_format)  # t103: cpu f32[2, 64, 64]
    t104 = aten.view.default(t103, [128, 64])  # t104: cpu f32[128, 64]
    t105 = aten.t.default(t104)  # t105: cpu f32[64, 128]
    # end region 4 -> t104, t105
    t106 = aten.mm.default(t105, t100)  # t106: cpu f32[64, 86]
    t107 = aten.mm.default(t104, t11)  # t107: cpu f32[128, 86]
    # region 5: inductor 3febe1e700003b97, 10 ops
    t108 = aten.view.default(t107, [2, 64, 86])  # t108: cpu f32[2, 64, 86]
    # layers.1.feed_forward.w13 (Linear), llama.py:267
    t109 = aten._unsafe_view.default(t42, [2, 64, 172])  # t109: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:267, 268
    t110, t111 = aten.split.Tensor(t109, 86, -1)  # t110: cpu f32[2, 64, 86], t111: cpu f32[2, 64, 86]
    t112 = aten.silu.default(t110)  # t112: cpu f32[2, 64, 86]
    t113 = aten.mul.Tensor(t108, t112)  # t113: cpu f32[2, 64, 86]
    t114 = aten.mul.Tensor(t108, t111)  # t114: cpu f32[2, 64, 86]
    t115 = aten.silu_backward.default(t114, t110)  # t115: cpu f32[2, 64, 86]
    t116 = aten.cat.default([t115, t113], 2)  # t116: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w13 (Linear), llama.py:267
    t117 = aten.view.default(t116, [128, 172])  # t117: cpu f32[128, 172]
    t118 = aten.t.default(t117)  # t118: cpu f32[172, 128]
    # end region 5 -> t117, t118
    t119 = aten.mm.default(t117, t10)  # t119: cpu f32[128, 64]
    # region 6: inductor 0f952c9af68ddb43, 6 ops
    t120 = aten.view.default(t119, [2, 64, 64])  # t120: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t121 = aten.permute.default(t120, [1, 0, 2])  # t121: cpu f32[64, 2, 64]
    t122 = aten.clone.default(t121, memory_format=torch.contiguous_format)  # t122: cpu f32[64, 2, 64]
    t123 = aten.view.default(t122, [1, 2, 32, 2, 64])  # t123: cpu f32[1, 2, 32, 2, 64]
    t124 = aten.permute.default(t123, [1, 0, 2, 3, 4])  # t124: cpu f32[2, 1, 32, 2, 64]
    t125 = aten.view.default(t124, [2, 32, 2, 64])  # t125: cpu f32[2, 32, 2, 64]
    # end region 6 -> t125
    t126 = _c10d_functional.reduce_scatter_tensor.default(t125, 'sum', 2, 'tp')  # t126: cpu f32[1, 32, 2, 64]
    # layers.1.feed_forward.w13 (Linear), llama.py:267
    t127 = _c10d_functional.wait_tensor.default(t50)  # t127: cpu f32[64, 2, 64]
    # region 7: inductor ac0bb765e281f132, 3 ops
    t128 = aten.permute.default(t127, [1, 0, 2])  # t128: cpu f32[2, 64, 64]
    t129 = aten.clone.default(t128, memory_format=torch.contiguous_format)  # t129: cpu f32[2, 64, 64]
    t130 = aten.view.default(t129, [128, 64])  # t130: cpu f32[128, 64]
    # end region 7 -> t130
    t131 = aten.mm.default(t118, t130)  # t131: cpu f32[172, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t132 = _c10d_functional.wait_tensor.default(t126)  # t132: cpu f32[1, 32, 2, 64]
    # region 8: inductor 02e9631d42619ebc, 27 ops
    t133 = aten.mul.Tensor(t39, t40)  # t133: cpu f32[2, 32, 64]
    t134 = aten.mul.Tensor(t133, t9)  # t134: cpu f32[2, 32, 64]
    # layers.1.feed_forward.w13 (Linear), llama.py:267
    t135 = aten.view.default(t134, [64, 64])  # t135: cpu f32[64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t136 = aten.view.default(t132, [32, 2, 64])  # t136: cpu f32[32, 2, 64]
    t137 = aten.permute.default(t136, [1, 0, 2])  # t137: cpu f32[2, 32, 64]
    t138 = aten.clone.default(t137, memory_format=torch.contiguous_format)  # t138: cpu f32[2, 32, 64]
    t139 = aten.mul.Tensor(t138, t133)  # t139: cpu f32[2, 32, 64]
    t140 = aten.mul.Tensor(t138, t9)  # t140: cpu f32[2, 32, 64]
    t141 = aten.sum.dim_IntList(t139, [0, 1], True)  # t141: cpu f32[1, 1, 64]
    t142 = aten.view.default(t141, [64])  # t142: cpu f32[64]
    t143 = aten.mul.Tensor(t140, t39)  # t143: cpu f32[2, 32, 64]
    t144 = aten.mul.Tensor(t140, t40)  # t144: cpu f32[2, 32, 64]
    t145 = aten.sum.dim_IntList(t143, [2], True)  # t145: cpu f32[2, 32, 1]
    t146 = aten.add.Tensor(t92, t144)  # t146: cpu f32[2, 32, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t147 = aten.pow.Tensor_Scalar(t40, 3)  # t147: cpu f32[2, 32, 1]
    t148 = aten.mul.Scalar(t145, -0.5)  # t148: cpu f32[2, 32, 1]
    t149 = aten.mul.Tensor(t148, t147)  # t149: cpu f32[2, 32, 1]
    t150 = aten.expand.default(t149, [2, 32, 64])  # t150: cpu f32[2, 32, 64]
    t151 = aten.div.Scalar(t150, 64)  # t151: cpu f32[2, 32, 64]
    t152 = aten.pow.Tensor_Scalar(t39, 1.0)  # t152: cpu f32[2, 32, 64]
    t153 = aten.mul.Scalar(t152, 2.0)  # t153: cpu f32[2, 32, 64]
    t154 = aten.mul.Tensor(t151, t153)  # t154: cpu f32[2, 32, 64]
    t155 = aten.add.Tensor(t146, t154)  # t155: cpu f32[2, 32, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t156 = aten.view.default(t155, [64, 64])  # t156: cpu f32[64, 64]
    t157 = aten.t.default(t156)  # t157: cpu f32[64, 64]
    t158 = aten.permute.default(t155, [1, 0, 2])  # t158: cpu f32[32, 2, 64]
    t159 = aten.clone.default(t158, memory_format=torch.contiguous_format)  # t159: cpu f32[32, 2, 64]
    # end region 8 -> t141, t155, t159
    t160 = _c10d_functional.all_gather_into_tensor.default(t159, 2, 'tp')  # t160: cpu f32[64, 2, 64]
    t161 = _c10d_functional.all_reduce.default(t141, 'sum', 'tp')  # t161: cpu f32[1, 1, 64]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t162 = _c10d_functional.all_gather_into_tensor.default(t28, 2, 'tp')  # t162: cpu f32[64, 2, 64]
    # layers.1.attention (Attention), llama.py:250
    t163 = aten.transpose.int(t37, 1, 2)  # t163: cpu f32[2, 64, 2, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t164 = aten.view.default(t163, [128, 32])  # t164: cpu f32[128, 32]
    # layers.1.attention (Attention), llama.py:211, 241, 242, 236, 243
    t165 = aten.view.default(t35, [2, 64, 2, 16])  # t165: cpu f32[2, 64, 2, 16]
    t166 = aten.transpose.int(t165, 1, 2)  # t166: cpu f32[2, 2, 64, 16]
    t167 = aten.view.default(t36, [2, 64, 1, 16])  # t167: cpu f32[2, 64, 1, 16]
    t168 = aten.transpose.int(t167, 1, 2)  # t168: cpu f32[2, 1, 64, 16]
    t169 = aten.view.default(t34, [2, 64, 1, 16])  # t169: cpu f32[2, 64, 1, 16]
    t170 = aten.transpose.int(t169, 1, 2)  # t170: cpu f32[2, 1, 64, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t171 = _c10d_functional.wait_tensor.default(t160)  # t171: cpu f32[64, 2, 64]
    # region 9: inductor a0c32a9776aec316, 4 ops
    t172 = aten.permute.default(t171, [1, 0, 2])  # t172: cpu f32[2, 64, 64]
    t173 = aten.clone.default(t172, memory_format=torch.contiguous_format)  # t173: cpu f32[2, 64, 64]
    t174 = aten.view.default(t173, [128, 64])  # t174: cpu f32[128, 64]
    t175 = aten.t.default(t174)  # t175: cpu f32[64, 128]
    # end region 9 -> t174, t175
    t176 = aten.mm.default(t175, t164)  # t176: cpu f32[64, 32]
    t177 = aten.mm.default(t174, t8)  # t177: cpu f32[128, 32]
    # layers.1.attention (Attention), llama.py:250, 249
    t178 = aten.view.default(t177, [2, 64, 2, 16])  # t178: cpu f32[2, 64, 2, 16]
    t179 = aten.transpose.int(t178, 1, 2)  # t179: cpu f32[2, 2, 64, 16]
    t180, t181, t182 = aotc.sdpa_backward.default(t179, t166, t168, t170, None, t37, t38, True, None)  # t180: cpu f32[2, 2, 64, 16], t181: cpu f32[2, 1, 64, 16], t182: cpu f32[2, 1, 64, 16]
    # region 10: inductor e7ab4e5505fc8915, 42 ops
    t183 = aten.clone.default(t181, memory_format=torch.contiguous_format)  # t183: cpu f32[2, 1, 64, 16]
    t184 = aten.clone.default(t182, memory_format=torch.contiguous_format)  # t184: cpu f32[2, 1, 64, 16]
    t185 = aten.transpose.int(t184, 1, 2)  # t185: cpu f32[2, 64, 1, 16]
    t186 = aten.transpose.int(t183, 1, 2)  # t186: cpu f32[2, 64, 1, 16]
    t187 = aten.view.default(t186, [2, 64, 1, 8, 2])  # t187: cpu f32[2, 64, 1, 8, 2]
    t188 = aten.select.int(t187, -1, 0)  # t188: cpu f32[2, 64, 1, 8]
    t189 = aten.select.int(t187, -1, 1)  # t189: cpu f32[2, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t190 = aten.slice.Tensor(t14, 0, 0, 64)  # t190: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t191 = aten.view.default(t190, [1, 64, 1, 8])  # t191: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210
    t192 = aten.mul.Tensor(t189, t191)  # t192: cpu f32[2, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t193 = aten.slice.Tensor(t15, 0, 0, 64)  # t193: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t194 = aten.view.default(t193, [1, 64, 1, 8])  # t194: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210, 209
    t195 = aten.mul.Tensor(t189, t194)  # t195: cpu f32[2, 64, 1, 8]
    t196 = aten.neg.default(t188)  # t196: cpu f32[2, 64, 1, 8]
    t197 = aten.mul.Tensor(t196, t194)  # t197: cpu f32[2, 64, 1, 8]
    t198 = aten.add.Tensor(t192, t197)  # t198: cpu f32[2, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:209
    t199 = aten.mul.Tensor(t188, t191)  # t199: cpu f32[2, 64, 1, 8]
    t200 = aten.add.Tensor(t195, t199)  # t200: cpu f32[2, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:206
    t201 = aten.select_backward.default(t198, [2, 64, 1, 8, 2], 4, 1)  # t201: cpu f32[2, 64, 1, 8, 2]
    t202 = aten.select_backward.default(t200, [2, 64, 1, 8, 2], 4, 0)  # t202: cpu f32[2, 64, 1, 8, 2]
    t203 = aten.add.Tensor(t201, t202)  # t203: cpu f32[2, 64, 1, 8, 2]
    # layers.1.attention (Attention), llama.py:241, 211, 210, 209
    t204 = aten.transpose.int(t180, 1, 2)  # t204: cpu f32[2, 64, 2, 16]
    t205 = aten.view.default(t204, [2, 64, 2, 8, 2])  # t205: cpu f32[2, 64, 2, 8, 2]
    t206 = aten.select.int(t205, -1, 0)  # t206: cpu f32[2, 64, 2, 8]
    t207 = aten.select.int(t205, -1, 1)  # t207: cpu f32[2, 64, 2, 8]
    t208 = aten.mul.Tensor(t207, t191)  # t208: cpu f32[2, 64, 2, 8]
    t209 = aten.mul.Tensor(t207, t194)  # t209: cpu f32[2, 64, 2, 8]
    t210 = aten.neg.default(t206)  # t210: cpu f32[2, 64, 2, 8]
    t211 = aten.mul.Tensor(t210, t194)  # t211: cpu f32[2, 64, 2, 8]
    t212 = aten.add.Tensor(t208, t211)  # t212: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t213 = aten.mul.Tensor(t206, t191)  # t213: cpu f32[2, 64, 2, 8]
    t214 = aten.add.Tensor(t209, t213)  # t214: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t215 = aten.select_backward.default(t212, [2, 64, 2, 8, 2], 4, 1)  # t215: cpu f32[2, 64, 2, 8, 2]
    t216 = aten.select_backward.default(t214, [2, 64, 2, 8, 2], 4, 0)  # t216: cpu f32[2, 64, 2, 8, 2]
    t217 = aten.add.Tensor(t215, t216)  # t217: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention (Attention), llama.py:236, 235, 234, 233
    t218 = aten.clone.default(t185, memory_format=torch.contiguous_format)  # t218: cpu f32[2, 64, 1, 16]
    t219 = aten._unsafe_view.default(t218, [2, 64, 16])  # t219: cpu f32[2, 64, 16]
    t220 = aten.view.default(t203, [2, 64, 16])  # t220: cpu f32[2, 64, 16]
    t221 = aten.view.default(t217, [2, 64, 32])  # t221: cpu f32[2, 64, 32]
    t222 = aten.cat.default([t221, t220, t219], 2)  # t222: cpu f32[2, 64, 64]
    # layers.1.attention.wqkv (Linear), llama.py:233
    t223 = aten.view.default(t222, [128, 64])  # t223: cpu f32[128, 64]
    t224 = aten.t.default(t223)  # t224: cpu f32[64, 128]
    # end region 10 -> t223, t224
    t225 = aten.mm.default(t223, t7)  # t225: cpu f32[128, 64]
    # region 11: inductor 0f952c9af68ddb43, 6 ops
    t226 = aten.view.default(t225, [2, 64, 64])  # t226: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t227 = aten.permute.default(t226, [1, 0, 2])  # t227: cpu f32[64, 2, 64]
    t228 = aten.clone.default(t227, memory_format=torch.contiguous_format)  # t228: cpu f32[64, 2, 64]
    t229 = aten.view.default(t228, [1, 2, 32, 2, 64])  # t229: cpu f32[1, 2, 32, 2, 64]
    t230 = aten.permute.default(t229, [1, 0, 2, 3, 4])  # t230: cpu f32[2, 1, 32, 2, 64]
    t231 = aten.view.default(t230, [2, 32, 2, 64])  # t231: cpu f32[2, 32, 2, 64]
    # end region 11 -> t231
    t232 = _c10d_functional.reduce_scatter_tensor.default(t231, 'sum', 2, 'tp')  # t232: cpu f32[1, 32, 2, 64]
    # layers.1.attention.wqkv (Linear), llama.py:233
    t233 = _c10d_functional.wait_tensor.default(t99)  # t233: cpu f32[64, 2, 64]
    # region 12: inductor ac0bb765e281f132, 3 ops
    t234 = aten.permute.default(t233, [1, 0, 2])  # t234: cpu f32[2, 64, 64]
    t235 = aten.clone.default(t234, memory_format=torch.contiguous_format)  # t235: cpu f32[2, 64, 64]
    t236 = aten.view.default(t235, [128, 64])  # t236: cpu f32[128, 64]
    # end region 12 -> t236
    t237 = aten.mm.default(t224, t236)  # t237: cpu f32[64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t238 = _c10d_functional.wait_tensor.default(t232)  # t238: cpu f32[1, 32, 2, 64]
    # region 13: inductor 02e9631d42619ebc, 27 ops
    t239 = aten.mul.Tensor(t31, t32)  # t239: cpu f32[2, 32, 64]
    t240 = aten.mul.Tensor(t239, t6)  # t240: cpu f32[2, 32, 64]
    # layers.1.attention.wqkv (Linear), llama.py:233
    t241 = aten.view.default(t240, [64, 64])  # t241: cpu f32[64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t242 = aten.view.default(t238, [32, 2, 64])  # t242: cpu f32[32, 2, 64]
    t243 = aten.permute.default(t242, [1, 0, 2])  # t243: cpu f32[2, 32, 64]
    t244 = aten.clone.default(t243, memory_format=torch.contiguous_format)  # t244: cpu f32[2, 32, 64]
    t245 = aten.mul.Tensor(t244, t239)  # t245: cpu f32[2, 32, 64]
    t246 = aten.mul.Tensor(t244, t6)  # t246: cpu f32[2, 32, 64]
    t247 = aten.sum.dim_IntList(t245, [0, 1], True)  # t247: cpu f32[1, 1, 64]
    t248 = aten.view.default(t247, [64])  # t248: cpu f32[64]
    t249 = aten.mul.Tensor(t246, t31)  # t249: cpu f32[2, 32, 64]
    t250 = aten.mul.Tensor(t246, t32)  # t250: cpu f32[2, 32, 64]
    t251 = aten.sum.dim_IntList(t249, [2], True)  # t251: cpu f32[2, 32, 1]
    t252 = aten.add.Tensor(t155, t250)  # t252: cpu f32[2, 32, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t253 = aten.pow.Tensor_Scalar(t32, 3)  # t253: cpu f32[2, 32, 1]
    t254 = aten.mul.Scalar(t251, -0.5)  # t254: cpu f32[2, 32, 1]
    t255 = aten.mul.Tensor(t254, t253)  # t255: cpu f32[2, 32, 1]
    t256 = aten.expand.default(t255, [2, 32, 64])  # t256: cpu f32[2, 32, 64]
    t257 = aten.div.Scalar(t256, 64)  # t257: cpu f32[2, 32, 64]
    t258 = aten.pow.Tensor_Scalar(t31, 1.0)  # t258: cpu f32[2, 32, 64]
    t259 = aten.mul.Scalar(t258, 2.0)  # t259: cpu f32[2, 32, 64]
    t260 = aten.mul.Tensor(t257, t259)  # t260: cpu f32[2, 32, 64]
    t261 = aten.add.Tensor(t252, t260)  # t261: cpu f32[2, 32, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:268
    t262 = aten.view.default(t261, [64, 64])  # t262: cpu f32[64, 64]
    t263 = aten.t.default(t262)  # t263: cpu f32[64, 64]
    t264 = aten.permute.default(t261, [1, 0, 2])  # t264: cpu f32[32, 2, 64]
    t265 = aten.clone.default(t264, memory_format=torch.contiguous_format)  # t265: cpu f32[32, 2, 64]
    # end region 13 -> t247, t261, t265
    t266 = _c10d_functional.all_gather_into_tensor.default(t265, 2, 'tp')  # t266: cpu f32[64, 2, 64]
    t267 = _c10d_functional.all_reduce.default(t247, 'sum', 'tp')  # t267: cpu f32[1, 1, 64]
    # layers.0.attention.wqkv (Linear), llama.py:233
    t268 = _c10d_functional.all_gather_into_tensor.default(t20, 2, 'tp')  # t268: cpu f32[64, 2, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:268
    t269 = aten.view.default(t30, [128, 86])  # t269: cpu f32[128, 86]
    t270 = _c10d_functional.wait_tensor.default(t266)  # t270: cpu f32[64, 2, 64]
    # region 14: inductor a0c32a9776aec316, 4 ops
    t271 = aten.permute.default(t270, [1, 0, 2])  # t271: cpu f32[2, 64, 64]
    t272 = aten.clone.default(t271, memory_format=torch.contiguous_format)  # t272: cpu f32[2, 64, 64]
    t273 = aten.view.default(t272, [128, 64])  # t273: cpu f32[128, 64]
    t274 = aten.t.default(t273)  # t274: cpu f32[64, 128]
    # end region 14 -> t273, t274
    t275 = aten.mm.default(t274, t269)  # t275: cpu f32[64, 86]
    t276 = aten.mm.default(t273, t5)  # t276: cpu f32[128, 86]
    # region 15: inductor 3febe1e700003b97, 10 ops
    t277 = aten.view.default(t276, [2, 64, 86])  # t277: cpu f32[2, 64, 86]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t278 = aten._unsafe_view.default(t29, [2, 64, 172])  # t278: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:267, 268
    t279, t280 = aten.split.Tensor(t278, 86, -1)  # t279: cpu f32[2, 64, 86], t280: cpu f32[2, 64, 86]
    t281 = aten.silu.default(t279)  # t281: cpu f32[2, 64, 86]
    t282 = aten.mul.Tensor(t277, t281)  # t282: cpu f32[2, 64, 86]
    t283 = aten.mul.Tensor(t277, t280)  # t283: cpu f32[2, 64, 86]
    t284 = aten.silu_backward.default(t283, t279)  # t284: cpu f32[2, 64, 86]
    t285 = aten.cat.default([t284, t282], 2)  # t285: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t286 = aten.view.default(t285, [128, 172])  # t286: cpu f32[128, 172]
    t287 = aten.t.default(t286)  # t287: cpu f32[172, 128]
    # end region 15 -> t286, t287
    t288 = aten.mm.default(t286, t4)  # t288: cpu f32[128, 64]
    # region 16: inductor 0f952c9af68ddb43, 6 ops
    t289 = aten.view.default(t288, [2, 64, 64])  # t289: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t290 = aten.permute.default(t289, [1, 0, 2])  # t290: cpu f32[64, 2, 64]
    t291 = aten.clone.default(t290, memory_format=torch.contiguous_format)  # t291: cpu f32[64, 2, 64]
    t292 = aten.view.default(t291, [1, 2, 32, 2, 64])  # t292: cpu f32[1, 2, 32, 2, 64]
    t293 = aten.permute.default(t292, [1, 0, 2, 3, 4])  # t293: cpu f32[2, 1, 32, 2, 64]
    t294 = aten.view.default(t293, [2, 32, 2, 64])  # t294: cpu f32[2, 32, 2, 64]
    # end region 16 -> t294
    t295 = _c10d_functional.reduce_scatter_tensor.default(t294, 'sum', 2, 'tp')  # t295: cpu f32[1, 32, 2, 64]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t296 = _c10d_functional.wait_tensor.default(t162)  # t296: cpu f32[64, 2, 64]
    # region 17: inductor ac0bb765e281f132, 3 ops
    t297 = aten.permute.default(t296, [1, 0, 2])  # t297: cpu f32[2, 64, 64]
    t298 = aten.clone.default(t297, memory_format=torch.contiguous_format)  # t298: cpu f32[2, 64, 64]
    t299 = aten.view.default(t298, [128, 64])  # t299: cpu f32[128, 64]
    # end region 17 -> t299
    t300 = aten.mm.default(t287, t299)  # t300: cpu f32[172, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t301 = _c10d_functional.wait_tensor.default(t295)  # t301: cpu f32[1, 32, 2, 64]
    # region 18: inductor 02e9631d42619ebc, 27 ops
    t302 = aten.mul.Tensor(t26, t27)  # t302: cpu f32[2, 32, 64]
    t303 = aten.mul.Tensor(t302, t3)  # t303: cpu f32[2, 32, 64]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t304 = aten.view.default(t303, [64, 64])  # t304: cpu f32[64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t305 = aten.view.default(t301, [32, 2, 64])  # t305: cpu f32[32, 2, 64]
    t306 = aten.permute.default(t305, [1, 0, 2])  # t306: cpu f32[2, 32, 64]
    t307 = aten.clone.default(t306, memory_format=torch.contiguous_format)  # t307: cpu f32[2, 32, 64]
    t308 = aten.mul.Tensor(t307, t302)  # t308: cpu f32[2, 32, 64]
    t309 = aten.mul.Tensor(t307, t3)  # t309: cpu f32[2, 32, 64]
    t310 = aten.sum.dim_IntList(t308, [0, 1], True)  # t310: cpu f32[1, 1, 64]
    t311 = aten.view.default(t310, [64])  # t311: cpu f32[64]
    t312 = aten.mul.Tensor(t309, t26)  # t312: cpu f32[2, 32, 64]
    t313 = aten.mul.Tensor(t309, t27)  # t313: cpu f32[2, 32, 64]
    t314 = aten.sum.dim_IntList(t312, [2], True)  # t314: cpu f32[2, 32, 1]
    t315 = aten.add.Tensor(t261, t313)  # t315: cpu f32[2, 32, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t316 = aten.pow.Tensor_Scalar(t27, 3)  # t316: cpu f32[2, 32, 1]
    t317 = aten.mul.Scalar(t314, -0.5)  # t317: cpu f32[2, 32, 1]
    t318 = aten.mul.Tensor(t317, t316)  # t318: cpu f32[2, 32, 1]
    t319 = aten.expand.default(t318, [2, 32, 64])  # t319: cpu f32[2, 32, 64]
    t320 = aten.div.Scalar(t319, 64)  # t320: cpu f32[2, 32, 64]
    t321 = aten.pow.Tensor_Scalar(t26, 1.0)  # t321: cpu f32[2, 32, 64]
    t322 = aten.mul.Scalar(t321, 2.0)  # t322: cpu f32[2, 32, 64]
    t323 = aten.mul.Tensor(t320, t322)  # t323: cpu f32[2, 32, 64]
    t324 = aten.add.Tensor(t315, t323)  # t324: cpu f32[2, 32, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t325 = aten.view.default(t324, [64, 64])  # t325: cpu f32[64, 64]
    t326 = aten.t.default(t325)  # t326: cpu f32[64, 64]
    t327 = aten.permute.default(t324, [1, 0, 2])  # t327: cpu f32[32, 2, 64]
    t328 = aten.clone.default(t327, memory_format=torch.contiguous_format)  # t328: cpu f32[32, 2, 64]
    # end region 18 -> t310, t324, t328
    t329 = _c10d_functional.all_gather_into_tensor.default(t328, 2, 'tp')  # t329: cpu f32[64, 2, 64]
    t330 = _c10d_functional.all_reduce.default(t310, 'sum', 'tp')  # t330: cpu f32[1, 1, 64]
    # layers.0.attention (Attention), llama.py:211, 241, 242, 236, 243
    t331 = aten.view.default(t22, [2, 64, 2, 16])  # t331: cpu f32[2, 64, 2, 16]
    t332 = aten.transpose.int(t331, 1, 2)  # t332: cpu f32[2, 2, 64, 16]
    t333 = aten.view.default(t23, [2, 64, 1, 16])  # t333: cpu f32[2, 64, 1, 16]
    t334 = aten.transpose.int(t333, 1, 2)  # t334: cpu f32[2, 1, 64, 16]
    t335 = aten.view.default(t21, [2, 64, 1, 16])  # t335: cpu f32[2, 64, 1, 16]
    t336 = aten.transpose.int(t335, 1, 2)  # t336: cpu f32[2, 1, 64, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t337 = _c10d_functional.wait_tensor.default(t329)  # t337: cpu f32[64, 2, 64]
    # region 19: inductor a0c32a9776aec316, 4 ops
    t338 = aten.permute.default(t337, [1, 0, 2])  # t338: cpu f32[2, 64, 64]
    t339 = aten.clone.default(t338, memory_format=torch.contiguous_format)  # t339: cpu f32[2, 64, 64]
    t340 = aten.view.default(t339, [128, 64])  # t340: cpu f32[128, 64]
    t341 = aten.t.default(t340)  # t341: cpu f32[64, 128]
    # end region 19 -> t340, t341
    t342 = aten.mm.default(t340, t2)  # t342: cpu f32[128, 32]
    # layers.0.attention (Attention), llama.py:250, 249
    t343 = aten.view.default(t342, [2, 64, 2, 16])  # t343: cpu f32[2, 64, 2, 16]
    t344 = aten.transpose.int(t343, 1, 2)  # t344: cpu f32[2, 2, 64, 16]
    t345, t346, t347 = aotc.sdpa_backward.default(t344, t332, t334, t336, None, t24, t25, True, None)  # t345: cpu f32[2, 2, 64, 16], t346: cpu f32[2, 1, 64, 16], t347: cpu f32[2, 1, 64, 16]
    # region 20: inductor 6d862717cffb01bd, 42 ops
    # rope (RotaryEmbedding), llama.py:195
    t348 = aten.slice.Tensor(t14, 0, 0, 64)  # t348: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t349 = aten.view.default(t348, [1, 64, 1, 8])  # t349: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t350 = aten.slice.Tensor(t15, 0, 0, 64)  # t350: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 249, 243, 242, 211, 210, ...
    t351 = aten.view.default(t350, [1, 64, 1, 8])  # t351: cpu f32[1, 64, 1, 8]
    t352 = aten.clone.default(t346, memory_format=torch.contiguous_format)  # t352: cpu f32[2, 1, 64, 16]
    t353 = aten.clone.default(t347, memory_format=torch.contiguous_format)  # t353: cpu f32[2, 1, 64, 16]
    t354 = aten.transpose.int(t353, 1, 2)  # t354: cpu f32[2, 64, 1, 16]
    t355 = aten.transpose.int(t352, 1, 2)  # t355: cpu f32[2, 64, 1, 16]
    t356 = aten.view.default(t355, [2, 64, 1, 8, 2])  # t356: cpu f32[2, 64, 1, 8, 2]
    t357 = aten.select.int(t356, -1, 0)  # t357: cpu f32[2, 64, 1, 8]
    t358 = aten.select.int(t356, -1, 1)  # t358: cpu f32[2, 64, 1, 8]
    t359 = aten.mul.Tensor(t358, t349)  # t359: cpu f32[2, 64, 1, 8]
    t360 = aten.mul.Tensor(t358, t351)  # t360: cpu f32[2, 64, 1, 8]
    t361 = aten.neg.default(t357)  # t361: cpu f32[2, 64, 1, 8]
    t362 = aten.mul.Tensor(t361, t351)  # t362: cpu f32[2, 64, 1, 8]
    t363 = aten.add.Tensor(t359, t362)  # t363: cpu f32[2, 64, 1, 8]
    # layers.0.attention (Attention), llama.py:209
    t364 = aten.mul.Tensor(t357, t349)  # t364: cpu f32[2, 64, 1, 8]
    t365 = aten.add.Tensor(t360, t364)  # t365: cpu f32[2, 64, 1, 8]
    # layers.0.attention (Attention), llama.py:206
    t366 = aten.select_backward.default(t363, [2, 64, 1, 8, 2], 4, 1)  # t366: cpu f32[2, 64, 1, 8, 2]
    t367 = aten.select_backward.default(t365, [2, 64, 1, 8, 2], 4, 0)  # t367: cpu f32[2, 64, 1, 8, 2]
    t368 = aten.add.Tensor(t366, t367)  # t368: cpu f32[2, 64, 1, 8, 2]
    # layers.0.attention (Attention), llama.py:241, 211, 210, 209
    t369 = aten.transpose.int(t345, 1, 2)  # t369: cpu f32[2, 64, 2, 16]
    t370 = aten.view.default(t369, [2, 64, 2, 8, 2])  # t370: cpu f32[2, 64, 2, 8, 2]
    t371 = aten.select.int(t370, -1, 0)  # t371: cpu f32[2, 64, 2, 8]
    t372 = aten.select.int(t370, -1, 1)  # t372: cpu f32[2, 64, 2, 8]
    t373 = aten.mul.Tensor(t372, t349)  # t373: cpu f32[2, 64, 2, 8]
    t374 = aten.mul.Tensor(t372, t351)  # t374: cpu f32[2, 64, 2, 8]
    t375 = aten.neg.default(t371)  # t375: cpu f32[2, 64, 2, 8]
    t376 = aten.mul.Tensor(t375, t351)  # t376: cpu f32[2, 64, 2, 8]
    t377 = aten.add.Tensor(t373, t376)  # t377: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t378 = aten.mul.Tensor(t371, t349)  # t378: cpu f32[2, 64, 2, 8]
    t379 = aten.add.Tensor(t374, t378)  # t379: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t380 = aten.select_backward.default(t377, [2, 64, 2, 8, 2], 4, 1)  # t380: cpu f32[2, 64, 2, 8, 2]
    t381 = aten.select_backward.default(t379, [2, 64, 2, 8, 2], 4, 0)  # t381: cpu f32[2, 64, 2, 8, 2]
    t382 = aten.add.Tensor(t380, t381)  # t382: cpu f32[2, 64, 2, 8, 2]
    # layers.0.attention (Attention), llama.py:236, 235, 234, 233
    t383 = aten.clone.default(t354, memory_format=torch.contiguous_format)  # t383: cpu f32[2, 64, 1, 16]
    t384 = aten._unsafe_view.default(t383, [2, 64, 16])  # t384: cpu f32[2, 64, 16]
    t385 = aten.view.default(t368, [2, 64, 16])  # t385: cpu f32[2, 64, 16]
    t386 = aten.view.default(t382, [2, 64, 32])  # t386: cpu f32[2, 64, 32]
    t387 = aten.cat.default([t386, t385, t384], 2)  # t387: cpu f32[2, 64, 64]
    # layers.0.attention.wqkv (Linear), llama.py:233
    t388 = aten.view.default(t387, [128, 64])  # t388: cpu f32[128, 64]
    t389 = aten.t.default(t388)  # t389: cpu f32[64, 128]
    # end region 20 -> t388, t389
    t390 = aten.mm.default(t388, t1)  # t390: cpu f32[128, 64]
    # region 21: inductor 0f952c9af68ddb43, 6 ops
    t391 = aten.view.default(t390, [2, 64, 64])  # t391: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t392 = aten.permute.default(t391, [1, 0, 2])  # t392: cpu f32[64, 2, 64]
    t393 = aten.clone.default(t392, memory_format=torch.contiguous_format)  # t393: cpu f32[64, 2, 64]
    t394 = aten.view.default(t393, [1, 2, 32, 2, 64])  # t394: cpu f32[1, 2, 32, 2, 64]
    t395 = aten.permute.default(t394, [1, 0, 2, 3, 4])  # t395: cpu f32[2, 1, 32, 2, 64]
    t396 = aten.view.default(t395, [2, 32, 2, 64])  # t396: cpu f32[2, 32, 2, 64]
    # end region 21 -> t396
    t397 = _c10d_functional.reduce_scatter_tensor.default(t396, 'sum', 2, 'tp')  # t397: cpu f32[1, 32, 2, 64]
    # layers.0.attention (Attention), llama.py:250
    t398 = aten.transpose.int(t24, 1, 2)  # t398: cpu f32[2, 64, 2, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t399 = aten.view.default(t398, [128, 32])  # t399: cpu f32[128, 32]
    t400 = aten.mm.default(t341, t399)  # t400: cpu f32[64, 32]
    # layers.0.attention.wqkv (Linear), llama.py:233
    t401 = _c10d_functional.wait_tensor.default(t268)  # t401: cpu f32[64, 2, 64]
    # region 22: inductor ac0bb765e281f132, 3 ops
    t402 = aten.permute.default(t401, [1, 0, 2])  # t402: cpu f32[2, 64, 64]
    t403 = aten.clone.default(t402, memory_format=torch.contiguous_format)  # t403: cpu f32[2, 64, 64]
    t404 = aten.view.default(t403, [128, 64])  # t404: cpu f32[128, 64]
    # end region 22 -> t404
    t405 = aten.mm.default(t389, t404)  # t405: cpu f32[64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t406 = _c10d_functional.wait_tensor.default(t397)  # t406: cpu f32[1, 32, 2, 64]
    # region 23: inductor a513b620d1a8b585, 25 ops
    t407 = aten.mul.Tensor(t18, t19)  # t407: cpu f32[2, 32, 64]
    t408 = aten.mul.Tensor(t407, t0)  # t408: cpu f32[2, 32, 64]
    # layers.0.attention.wqkv (Linear), llama.py:233
    t409 = aten.view.default(t408, [64, 64])  # t409: cpu f32[64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t410 = aten.view.default(t406, [32, 2, 64])  # t410: cpu f32[32, 2, 64]
    t411 = aten.permute.default(t410, [1, 0, 2])  # t411: cpu f32[2, 32, 64]
    t412 = aten.clone.default(t411, memory_format=torch.contiguous_format)  # t412: cpu f32[2, 32, 64]
    t413 = aten.mul.Tensor(t412, t407)  # t413: cpu f32[2, 32, 64]
    t414 = aten.mul.Tensor(t412, t0)  # t414: cpu f32[2, 32, 64]
    t415 = aten.sum.dim_IntList(t413, [0, 1], True)  # t415: cpu f32[1, 1, 64]
    t416 = aten.view.default(t415, [64])  # t416: cpu f32[64]
    t417 = aten.mul.Tensor(t414, t18)  # t417: cpu f32[2, 32, 64]
    t418 = aten.mul.Tensor(t414, t19)  # t418: cpu f32[2, 32, 64]
    t419 = aten.sum.dim_IntList(t417, [2], True)  # t419: cpu f32[2, 32, 1]
    t420 = aten.add.Tensor(t324, t418)  # t420: cpu f32[2, 32, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t421 = aten.pow.Tensor_Scalar(t19, 3)  # t421: cpu f32[2, 32, 1]
    t422 = aten.mul.Scalar(t419, -0.5)  # t422: cpu f32[2, 32, 1]
    t423 = aten.mul.Tensor(t422, t421)  # t423: cpu f32[2, 32, 1]
    t424 = aten.expand.default(t423, [2, 32, 64])  # t424: cpu f32[2, 32, 64]
    t425 = aten.div.Scalar(t424, 64)  # t425: cpu f32[2, 32, 64]
    t426 = aten.pow.Tensor_Scalar(t18, 1.0)  # t426: cpu f32[2, 32, 64]
    t427 = aten.mul.Scalar(t426, 2.0)  # t427: cpu f32[2, 32, 64]
    t428 = aten.mul.Tensor(t425, t427)  # t428: cpu f32[2, 32, 64]
    t429 = aten.add.Tensor(t420, t428)  # t429: cpu f32[2, 32, 64]
    # tok_embeddings (Embedding), llama.py:305
    t430 = aten.permute.default(t429, [1, 0, 2])  # t430: cpu f32[32, 2, 64]
    t431 = aten.clone.default(t430, memory_format=torch.contiguous_format)  # t431: cpu f32[32, 2, 64]
    # end region 23 -> t415, t431
    t432 = _c10d_functional.all_gather_into_tensor.default(t431, 2, 'tp')  # t432: cpu f32[64, 2, 64]
    t433 = _c10d_functional.all_reduce.default(t415, 'sum', 'tp')  # t433: cpu f32[1, 1, 64]
    # region 24: inductor 3867fec79720edaf, 12 ops
    # tok_embeddings (Embedding), llama.py:305
    t434 = aten.view.default(t17, [1])  # t434: cpu i64[1]
    t435 = aten.arange.start_step(0, 256, 1, dtype=torch.int64, device=torch.device('cpu'))  # t435: cpu i64[256]
    t436 = aten.view.default(t435, [1, 2, 128])  # t436: cpu i64[1, 2, 128]
    t437 = aten.index_select.default(t436, 1, t434)  # t437: cpu i64[1, 1, 128]
    t438 = aten.view.default(t437, [128])  # t438: cpu i64[128]
    t439 = aten.select.int(t438, 0, 0)  # t439: cpu i64[]
    t440 = aten.sub.Tensor(t16, t439)  # t440: cpu i64[2, 64]
    t441 = aten.ge.Scalar(t440, 0)  # t441: cpu b8[2, 64]
    t442 = aten.lt.Scalar(t440, 128)  # t442: cpu b8[2, 64]
    t443 = aten.logical_and.default(t441, t442)  # t443: cpu b8[2, 64]
    t444 = aten.mul.Tensor(t440, t443)  # t444: cpu i64[2, 64]
    t445 = aten.unsqueeze.default(t443, -1)  # t445: cpu b8[2, 64, 1]
    # end region 24 -> t443, t444
    t446 = _c10d_functional.wait_tensor.default(t432)  # t446: cpu f32[64, 2, 64]
    # region 25: inductor 6f9d7b5210917bb0, 4 ops
    t447 = aten.permute.default(t446, [1, 0, 2])  # t447: cpu f32[2, 64, 64]
    t448 = aten.clone.default(t447, memory_format=torch.contiguous_format)  # t448: cpu f32[2, 64, 64]
    t449 = aten.unsqueeze.default(t443, -1)  # t449: cpu b8[2, 64, 1]
    t450 = aten.mul.Tensor(t448, t449)  # t450: cpu f32[2, 64, 64]
    # end region 25 -> t450
    t451 = aten.embedding_dense_backward.default(t450, t444, 128, -1, False)  # t451: cpu f32[128, 64]
    t452 = _c10d_functional.wait_tensor.default(t433)  # t452: cpu f32[1, 1, 64]
    t453 = aten.view.default(t452, [64])  # t453: cpu f32[64]
    t454 = _c10d_functional.wait_tensor.default(t330)  # t454: cpu f32[1, 1, 64]
    t455 = aten.view.default(t454, [64])  # t455: cpu f32[64]
    t456 = _c10d_functional.wait_tensor.default(t267)  # t456: cpu f32[1, 1, 64]
    t457 = aten.view.default(t456, [64])  # t457: cpu f32[64]
    t458 = _c10d_functional.wait_tensor.default(t161)  # t458: cpu f32[1, 1, 64]
    t459 = aten.view.default(t458, [64])  # t459: cpu f32[64]
    t460 = _c10d_functional.wait_tensor.default(t98)  # t460: cpu f32[1, 1, 64]
    t461 = aten.view.default(t460, [64])  # t461: cpu f32[64]
    return (t451, t453, t405, t400, t455, t300, t275, t457, t237, t176, t459, t131, t106, t461, t69)
    # t451: grad tok_embeddings.weight
    # t453: grad layers.0.attention_norm.weight
    # t405: grad layers.0.attention.wqkv.weight
    # t400: grad layers.0.attention.wo.weight
    # t455: grad layers.0.ffn_norm.weight
    # t300: grad layers.0.feed_forward.w13.weight
    # t275: grad layers.0.feed_forward.w2.weight
    # t457: grad layers.1.attention_norm.weight
    # t237: grad layers.1.attention.wqkv.weight
    # t176: grad layers.1.attention.wo.weight
    # t459: grad layers.1.ffn_norm.weight
    # t131: grad layers.1.feed_forward.w13.weight
    # t106: grad layers.1.feed_forward.w2.weight
    # t461: grad norm.weight
    # t69: grad output.weight
