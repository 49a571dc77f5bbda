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
    # t18: cpu f32[1, 32, 2, 64]  saved 18
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
    # region 1: inductor 4ac556606015b605, 7 ops
    t58 = aten.view.default(t57, [2, 64, 64])  # t58: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:162
    t59 = aten.permute.default(t58, [1, 0, 2])  # t59: cpu f32[64, 2, 64]
    t60 = aten.clone.default(t59, memory_format=torch.contiguous_format)  # t60: cpu f32[64, 2, 64]
    t61 = aten.view.default(t60, [1, 2, 32, 2, 64])  # t61: cpu f32[1, 2, 32, 2, 64]
    t62 = aten.permute.default(t61, [1, 0, 2, 3, 4])  # t62: cpu f32[2, 1, 32, 2, 64]
    t63 = aten.clone.default(t62, memory_format=torch.contiguous_format)  # t63: cpu f32[2, 1, 32, 2, 64]
    t64 = aten.view.default(t63, [2, 32, 2, 64])  # t64: cpu f32[2, 32, 2, 64]
    # end region 1 -> t64
    t65 = _c10d_functional.reduce_scatter_tensor.default(t64, 'sum', 2, 'tp')  # t65: cpu f32[1, 32, 2, 64]
    # output (Linear), llama.py:308
    t66 = _c10d_functional.wait_tensor.default(t49)  # t66: cpu f32[64, 2, 64]
    # region 2: inductor ac0bb765e281f132, 3 ops
    t67 = aten.permute.default(t66, [1, 0, 2])  # t67: cpu f32[2, 64, 64]
    t68 = aten.clone.default(t67, memory_format=torch.contiguous_format)  # t68: cpu f32[2, 64, 64]
    t69 = aten.view.default(t68, [128, 64])  # t69: cpu f32[128, 64]
    # end region 2 -> t69
    t70 = aten.mm.default(t56, t69)  # t70: cpu f32[128, 64]
    # norm (RMSNorm), llama.py:162
    t71 = _c10d_functional.wait_tensor.default(t65)  # t71: cpu f32[1, 32, 2, 64]
    # region 3: inductor 5983f6ef7bc96f13, 26 ops
    t72 = aten.add.Tensor(t45, 1e-05)  # t72: cpu f32[2, 32, 1]
    t73 = aten.rsqrt.default(t72)  # t73: cpu f32[2, 32, 1]
    t74 = aten.mul.Tensor(t44, t73)  # t74: cpu f32[2, 32, 64]
    t75 = aten.view.default(t71, [32, 2, 64])  # t75: cpu f32[32, 2, 64]
    t76 = aten.permute.default(t75, [1, 0, 2])  # t76: cpu f32[2, 32, 64]
    t77 = aten.clone.default(t76, memory_format=torch.contiguous_format)  # t77: cpu f32[2, 32, 64]
    t78 = aten.mul.Tensor(t77, t74)  # t78: cpu f32[2, 32, 64]
    t79 = aten.mul.Tensor(t77, t12)  # t79: cpu f32[2, 32, 64]
    t80 = aten.sum.dim_IntList(t78, [0, 1], True)  # t80: cpu f32[1, 1, 64]
    t81 = aten.view.default(t80, [64])  # t81: cpu f32[64]
    t82 = aten.mul.Tensor(t79, t44)  # t82: cpu f32[2, 32, 64]
    t83 = aten.mul.Tensor(t79, t73)  # t83: cpu f32[2, 32, 64]
    t84 = aten.sum.dim_IntList(t82, [2], True)  # t84: cpu f32[2, 32, 1]
    t85 = aten.pow.Tensor_Scalar(t73, 3)  # t85: cpu f32[2, 32, 1]
    t86 = aten.mul.Scalar(t84, -0.5)  # t86: cpu f32[2, 32, 1]
    t87 = aten.mul.Tensor(t86, t85)  # t87: cpu f32[2, 32, 1]
    t88 = aten.expand.default(t87, [2, 32, 64])  # t88: cpu f32[2, 32, 64]
    t89 = aten.div.Scalar(t88, 64)  # t89: cpu f32[2, 32, 64]
    t90 = aten.pow.Tensor_Scalar(t44, 1.0)  # t90: cpu f32[2, 32, 64]
    t91 = aten.mul.Scalar(t90, 2.0)  # t91: cpu f32[2, 32, 64]
    t92 = aten.mul.Tensor(t89, t91)  # t92: cpu f32[2, 32, 64]
    t93 = aten.add.Tensor(t83, t92)  # t93: cpu f32[2, 32, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:268
    t94 = aten.view.default(t93, [64, 64])  # t94: cpu f32[64, 64]
    t95 = aten.t.default(t94)  # t95: cpu f32[64, 64]
    t96 = aten.permute.default(t93, [1, 0, 2])  # t96: cpu f32[32, 2, 64]
    t97 = aten.clone.default(t96, memory_format=torch.contiguous_format)  # t97: cpu f32[32, 2, 64]
    # end region 3 -> t80, t93, t97
    t98 = _c10d_functional.all_gather_into_tensor.default(t97, 2, 'tp')  # t98: cpu f32[64, 2, 64]
    t99 = _c10d_functional.all_reduce.default(t80, 'sum', 'tp')  # t99: cpu f32[1, 1, 64]
    # layers.1.attention.wqkv (Linear), llama.py:233
    t100 = _c10d_functional.all_gather_into_tensor.default(t33, 2, 'tp')  # t100: cpu f32[64, 2, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:268
    t101 = _c10d_functional.wait_tensor.default(t98)  # t101: cpu f32[64, 2, 64]
    # region 4: inductor a0c32a9776aec316, 4 ops
    t102 = aten.permute.default(t101, [1, 0, 2])  # t102: cpu f32[2, 64, 64]
    t103 = aten.clone.default(t102, memory_format=torch.contiguous_format)  # t103: cpu f32[2, 64, 64]
    t104 = aten.view.default(t103, [128, 64])  # t104: cpu f32[128, 64]
    t105 = aten.t.default(t104)  # t105: cpu f32[64, 128]
    # end region 4 -> t104, t105
    t106 = aten.view.default(t43, [128, 86])  # t106: cpu f32[128, 86]
    t107 = aten.mm.default(t105, t106)  # t107: cpu f32[64, 86]
    t108 = aten.mm.default(t104, t11)  # t108: cpu f32[128, 86]
    # region 5: inductor 3febe1e700003b97, 10 ops
    t109 = aten.view.default(t108, [2, 64, 86])  # t109: cpu f32[2, 64, 86]
    # layers.1.feed_forward.w13 (Linear), llama.py:267
    t110 = aten._unsafe_view.default(t42, [2, 64, 172])  # t110: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:267, 268
    t111, t112 = aten.split.Tensor(t110, 86, -1)  # t111: cpu f32[2, 64, 86], t112: cpu f32[2, 64, 86]
    t113 = aten.silu.default(t111)  # t113: cpu f32[2, 64, 86]
    t114 = aten.mul.Tensor(t109, t113)  # t114: cpu f32[2, 64, 86]
    t115 = aten.mul.Tensor(t109, t112)  # t115: cpu f32[2, 64, 86]
    t116 = aten.silu_backward.default(t115, t111)  # t116: cpu f32[2, 64, 86]
    t117 = aten.cat.default([t116, t114], 2)  # t117: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w13 (Linear), llama.py:267
    t118 = aten.view.default(t117, [128, 172])  # t118: cpu f32[128, 172]
    t119 = aten.t.default(t118)  # t119: cpu f32[172, 128]
    # end region 5 -> t118, t119
    t120 = aten.mm.default(t118, t10)  # t120: cpu f32[128, 64]
    # region 6: inductor 4ac556606015b605, 7 ops
    t121 = aten.view.default(t120, [2, 64, 64])  # t121: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t122 = aten.permute.default(t121, [1, 0, 2])  # t122: cpu f32[64, 2, 64]
    t123 = aten.clone.default(t122, memory_format=torch.contiguous_format)  # t123: cpu f32[64, 2, 64]
    t124 = aten.view.default(t123, [1, 2, 32, 2, 64])  # t124: cpu f32[1, 2, 32, 2, 64]
    t125 = aten.permute.default(t124, [1, 0, 2, 3, 4])  # t125: cpu f32[2, 1, 32, 2, 64]
    t126 = aten.clone.default(t125, memory_format=torch.contiguous_format)  # t126: cpu f32[2, 1, 32, 2, 64]
    t127 = aten.view.default(t126, [2, 32, 2, 64])  # t127: cpu f32[2, 32, 2, 64]
    # end region 6 -> t127
    t128 = _c10d_functional.reduce_scatter_tensor.default(t127, 'sum', 2, 'tp')  # t128: cpu f32[1, 32, 2, 64]
    # layers.1.feed_forward.w13 (Linear), llama.py:267
    t129 = _c10d_functional.wait_tensor.default(t50)  # t129: cpu f32[64, 2, 64]
    # region 7: inductor ac0bb765e281f132, 3 ops
    t130 = aten.permute.default(t129, [1, 0, 2])  # t130: cpu f32[2, 64, 64]
    t131 = aten.clone.default(t130, memory_format=torch.contiguous_format)  # t131: cpu f32[2, 64, 64]
    t132 = aten.view.default(t131, [128, 64])  # t132: cpu f32[128, 64]
    # end region 7 -> t132
    t133 = aten.mm.default(t119, t132)  # t133: cpu f32[172, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t134 = _c10d_functional.wait_tensor.default(t128)  # t134: cpu f32[1, 32, 2, 64]
    # region 8: inductor 0c45c3e076206580, 27 ops
    t135 = aten.add.Tensor(t40, 1e-05)  # t135: cpu f32[2, 32, 1]
    t136 = aten.rsqrt.default(t135)  # t136: cpu f32[2, 32, 1]
    t137 = aten.mul.Tensor(t39, t136)  # t137: cpu f32[2, 32, 64]
    t138 = aten.view.default(t134, [32, 2, 64])  # t138: cpu f32[32, 2, 64]
    t139 = aten.permute.default(t138, [1, 0, 2])  # t139: cpu f32[2, 32, 64]
    t140 = aten.clone.default(t139, memory_format=torch.contiguous_format)  # t140: cpu f32[2, 32, 64]
    t141 = aten.mul.Tensor(t140, t137)  # t141: cpu f32[2, 32, 64]
    t142 = aten.mul.Tensor(t140, t9)  # t142: cpu f32[2, 32, 64]
    t143 = aten.sum.dim_IntList(t141, [0, 1], True)  # t143: cpu f32[1, 1, 64]
    t144 = aten.view.default(t143, [64])  # t144: cpu f32[64]
    t145 = aten.mul.Tensor(t142, t39)  # t145: cpu f32[2, 32, 64]
    t146 = aten.mul.Tensor(t142, t136)  # t146: cpu f32[2, 32, 64]
    t147 = aten.sum.dim_IntList(t145, [2], True)  # t147: cpu f32[2, 32, 1]
    t148 = aten.add.Tensor(t93, t146)  # t148: cpu f32[2, 32, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t149 = aten.pow.Tensor_Scalar(t136, 3)  # t149: cpu f32[2, 32, 1]
    t150 = aten.mul.Scalar(t147, -0.5)  # t150: cpu f32[2, 32, 1]
    t151 = aten.mul.Tensor(t150, t149)  # t151: cpu f32[2, 32, 1]
    t152 = aten.expand.default(t151, [2, 32, 64])  # t152: cpu f32[2, 32, 64]
    t153 = aten.div.Scalar(t152, 64)  # t153: cpu f32[2, 32, 64]
    t154 = aten.pow.Tensor_Scalar(t39, 1.0)  # t154: cpu f32[2, 32, 64]
    t155 = aten.mul.Scalar(t154, 2.0)  # t155: cpu f32[2, 32, 64]
    t156 = aten.mul.Tensor(t153, t155)  # t156: cpu f32[2, 32, 64]
    t157 = aten.add.Tensor(t148, t156)  # t157: cpu f32[2, 32, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t158 = aten.view.default(t157, [64, 64])  # t158: cpu f32[64, 64]
    t159 = aten.t.default(t158)  # t159: cpu f32[64, 64]
    t160 = aten.permute.default(t157, [1, 0, 2])  # t160: cpu f32[32, 2, 64]
    t161 = aten.clone.default(t160, memory_format=torch.contiguous_format)  # t161: cpu f32[32, 2, 64]
    # end region 8 -> t143, t157, t161
    t162 = _c10d_functional.all_gather_into_tensor.default(t161, 2, 'tp')  # t162: cpu f32[64, 2, 64]
    t163 = _c10d_functional.all_reduce.default(t143, 'sum', 'tp')  # t163: cpu f32[1, 1, 64]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t164 = _c10d_functional.all_gather_into_tensor.default(t28, 2, 'tp')  # t164: cpu f32[64, 2, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t165 = _c10d_functional.wait_tensor.default(t162)  # t165: cpu f32[64, 2, 64]
    # region 9: inductor a0c32a9776aec316, 4 ops
    t166 = aten.permute.default(t165, [1, 0, 2])  # t166: cpu f32[2, 64, 64]
    t167 = aten.clone.default(t166, memory_format=torch.contiguous_format)  # t167: cpu f32[2, 64, 64]
    t168 = aten.view.default(t167, [128, 64])  # t168: cpu f32[128, 64]
    t169 = aten.t.default(t168)  # t169: cpu f32[64, 128]
    # end region 9 -> t168, t169
    # layers.1.attention (Attention), llama.py:250
    t170 = aten.transpose.int(t37, 1, 2)  # t170: cpu f32[2, 64, 2, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t171 = aten.view.default(t170, [128, 32])  # t171: cpu f32[128, 32]
    t172 = aten.mm.default(t169, t171)  # t172: cpu f32[64, 32]
    t173 = aten.mm.default(t168, t8)  # t173: cpu f32[128, 32]
    # layers.1.attention (Attention), llama.py:250, 211, 241, 242, 236, 243, ...
    t174 = aten.view.default(t173, [2, 64, 2, 16])  # t174: cpu f32[2, 64, 2, 16]
    t175 = aten.transpose.int(t174, 1, 2)  # t175: cpu f32[2, 2, 64, 16]
    t176 = aten.view.default(t35, [2, 64, 2, 16])  # t176: cpu f32[2, 64, 2, 16]
    t177 = aten.transpose.int(t176, 1, 2)  # t177: cpu f32[2, 2, 64, 16]
    t178 = aten.view.default(t36, [2, 64, 1, 16])  # t178: cpu f32[2, 64, 1, 16]
    t179 = aten.transpose.int(t178, 1, 2)  # t179: cpu f32[2, 1, 64, 16]
    t180 = aten.view.default(t34, [2, 64, 1, 16])  # t180: cpu f32[2, 64, 1, 16]
    t181 = aten.transpose.int(t180, 1, 2)  # t181: cpu f32[2, 1, 64, 16]
    t182, t183, t184 = aotc.sdpa_backward.default(t175, t177, t179, t181, None, t37, t38, True, None)  # t182: cpu f32[2, 2, 64, 16], t183: cpu f32[2, 1, 64, 16], t184: cpu f32[2, 1, 64, 16]
    # region 10: inductor 124d1dfd554e5830, 43 ops
    t185 = aten.clone.default(t183, memory_format=torch.contiguous_format)  # t185: cpu f32[2, 1, 64, 16]
    t186 = aten.clone.default(t184, memory_format=torch.contiguous_format)  # t186: cpu f32[2, 1, 64, 16]
    t187 = aten.transpose.int(t186, 1, 2)  # t187: cpu f32[2, 64, 1, 16]
    t188 = aten.transpose.int(t185, 1, 2)  # t188: cpu f32[2, 64, 1, 16]
    t189 = aten.clone.default(t188, memory_format=torch.contiguous_format)  # t189: cpu f32[2, 64, 1, 16]
    t190 = aten.view.default(t189, [2, 64, 1, 8, 2])  # t190: cpu f32[2, 64, 1, 8, 2]
    t191 = aten.select.int(t190, -1, 0)  # t191: cpu f32[2, 64, 1, 8]
    t192 = aten.select.int(t190, -1, 1)  # t192: cpu f32[2, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t193 = aten.slice.Tensor(t14, 0, 0, 64)  # t193: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t194 = aten.view.default(t193, [1, 64, 1, 8])  # t194: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210
    t195 = aten.mul.Tensor(t192, t194)  # t195: cpu f32[2, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t196 = aten.slice.Tensor(t15, 0, 0, 64)  # t196: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t197 = aten.view.default(t196, [1, 64, 1, 8])  # t197: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210, 209
    t198 = aten.mul.Tensor(t192, t197)  # t198: cpu f32[2, 64, 1, 8]
    t199 = aten.neg.default(t191)  # t199: cpu f32[2, 64, 1, 8]
    t200 = aten.mul.Tensor(t199, t197)  # t200: cpu f32[2, 64, 1, 8]
    t201 = aten.add.Tensor(t195, t200)  # t201: cpu f32[2, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:209
    t202 = aten.mul.Tensor(t191, t194)  # t202: cpu f32[2, 64, 1, 8]
    t203 = aten.add.Tensor(t198, t202)  # t203: cpu f32[2, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:206
    t204 = aten.select_backward.default(t201, [2, 64, 1, 8, 2], 4, 1)  # t204: cpu f32[2, 64, 1, 8, 2]
    t205 = aten.select_backward.default(t203, [2, 64, 1, 8, 2], 4, 0)  # t205: cpu f32[2, 64, 1, 8, 2]
    t206 = aten.add.Tensor(t204, t205)  # t206: cpu f32[2, 64, 1, 8, 2]
    # layers.1.attention (Attention), llama.py:241, 211, 210, 209
    t207 = aten.transpose.int(t182, 1, 2)  # t207: cpu f32[2, 64, 2, 16]
    t208 = aten.view.default(t207, [2, 64, 2, 8, 2])  # t208: cpu f32[2, 64, 2, 8, 2]
    t209 = aten.select.int(t208, -1, 0)  # t209: cpu f32[2, 64, 2, 8]
    t210 = aten.select.int(t208, -1, 1)  # t210: cpu f32[2, 64, 2, 8]
    t211 = aten.mul.Tensor(t210, t194)  # t211: cpu f32[2, 64, 2, 8]
    t212 = aten.mul.Tensor(t210, t197)  # t212: cpu f32[2, 64, 2, 8]
    t213 = aten.neg.default(t209)  # t213: cpu f32[2, 64, 2, 8]
    t214 = aten.mul.Tensor(t213, t197)  # t214: cpu f32[2, 64, 2, 8]
    t215 = aten.add.Tensor(t211, t214)  # t215: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t216 = aten.mul.Tensor(t209, t194)  # t216: cpu f32[2, 64, 2, 8]
    t217 = aten.add.Tensor(t212, t216)  # t217: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t218 = aten.select_backward.default(t215, [2, 64, 2, 8, 2], 4, 1)  # t218: cpu f32[2, 64, 2, 8, 2]
    t219 = aten.select_backward.default(t217, [2, 64, 2, 8, 2], 4, 0)  # t219: cpu f32[2, 64, 2, 8, 2]
    t220 = aten.add.Tensor(t218, t219)  # t220: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention (Attention), llama.py:236, 235, 234, 233
    t221 = aten.clone.default(t187, memory_format=torch.contiguous_format)  # t221: cpu f32[2, 64, 1, 16]
    t222 = aten._unsafe_view.default(t221, [2, 64, 16])  # t222: cpu f32[2, 64, 16]
    t223 = aten.view.default(t206, [2, 64, 16])  # t223: cpu f32[2, 64, 16]
    t224 = aten.view.default(t220, [2, 64, 32])  # t224: cpu f32[2, 64, 32]
    t225 = aten.cat.default([t224, t223, t222], 2)  # t225: cpu f32[2, 64, 64]
    # layers.1.attention.wqkv (Linear), llama.py:233
    t226 = aten.view.default(t225, [128, 64])  # t226: cpu f32[128, 64]
    t227 = aten.t.default(t226)  # t227: cpu f32[64, 128]
    # end region 10 -> t226, t227
    t228 = aten.mm.default(t226, t7)  # t228: cpu f32[128, 64]
    # region 11: inductor 4ac556606015b605, 7 ops
    t229 = aten.view.default(t228, [2, 64, 64])  # t229: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t230 = aten.permute.default(t229, [1, 0, 2])  # t230: cpu f32[64, 2, 64]
    t231 = aten.clone.default(t230, memory_format=torch.contiguous_format)  # t231: cpu f32[64, 2, 64]
    t232 = aten.view.default(t231, [1, 2, 32, 2, 64])  # t232: cpu f32[1, 2, 32, 2, 64]
    t233 = aten.permute.default(t232, [1, 0, 2, 3, 4])  # t233: cpu f32[2, 1, 32, 2, 64]
    t234 = aten.clone.default(t233, memory_format=torch.contiguous_format)  # t234: cpu f32[2, 1, 32, 2, 64]
    t235 = aten.view.default(t234, [2, 32, 2, 64])  # t235: cpu f32[2, 32, 2, 64]
    # end region 11 -> t235
    t236 = _c10d_functional.reduce_scatter_tensor.default(t235, 'sum', 2, 'tp')  # t236: cpu f32[1, 32, 2, 64]
    # layers.1.attention.wqkv (Linear), llama.py:233
    t237 = _c10d_functional.wait_tensor.default(t100)  # t237: cpu f32[64, 2, 64]
    # region 12: inductor ac0bb765e281f132, 3 ops
    t238 = aten.permute.default(t237, [1, 0, 2])  # t238: cpu f32[2, 64, 64]
    t239 = aten.clone.default(t238, memory_format=torch.contiguous_format)  # t239: cpu f32[2, 64, 64]
    t240 = aten.view.default(t239, [128, 64])  # t240: cpu f32[128, 64]
    # end region 12 -> t240
    t241 = aten.mm.default(t227, t240)  # t241: cpu f32[64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t242 = _c10d_functional.wait_tensor.default(t236)  # t242: cpu f32[1, 32, 2, 64]
    # region 13: inductor 0c45c3e076206580, 27 ops
    t243 = aten.add.Tensor(t32, 1e-05)  # t243: cpu f32[2, 32, 1]
    t244 = aten.rsqrt.default(t243)  # t244: cpu f32[2, 32, 1]
    t245 = aten.mul.Tensor(t31, t244)  # t245: cpu f32[2, 32, 64]
    t246 = aten.view.default(t242, [32, 2, 64])  # t246: cpu f32[32, 2, 64]
    t247 = aten.permute.default(t246, [1, 0, 2])  # t247: cpu f32[2, 32, 64]
    t248 = aten.clone.default(t247, memory_format=torch.contiguous_format)  # t248: cpu f32[2, 32, 64]
    t249 = aten.mul.Tensor(t248, t245)  # t249: cpu f32[2, 32, 64]
    t250 = aten.mul.Tensor(t248, t6)  # t250: cpu f32[2, 32, 64]
    t251 = aten.sum.dim_IntList(t249, [0, 1], True)  # t251: cpu f32[1, 1, 64]
    t252 = aten.view.default(t251, [64])  # t252: cpu f32[64]
    t253 = aten.mul.Tensor(t250, t31)  # t253: cpu f32[2, 32, 64]
    t254 = aten.mul.Tensor(t250, t244)  # t254: cpu f32[2, 32, 64]
    t255 = aten.sum.dim_IntList(t253, [2], True)  # t255: cpu f32[2, 32, 1]
    t256 = aten.add.Tensor(t157, t254)  # t256: cpu f32[2, 32, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t257 = aten.pow.Tensor_Scalar(t244, 3)  # t257: cpu f32[2, 32, 1]
    t258 = aten.mul.Scalar(t255, -0.5)  # t258: cpu f32[2, 32, 1]
    t259 = aten.mul.Tensor(t258, t257)  # t259: cpu f32[2, 32, 1]
    t260 = aten.expand.default(t259, [2, 32, 64])  # t260: cpu f32[2, 32, 64]
    t261 = aten.div.Scalar(t260, 64)  # t261: cpu f32[2, 32, 64]
    t262 = aten.pow.Tensor_Scalar(t31, 1.0)  # t262: cpu f32[2, 32, 64]
    t263 = aten.mul.Scalar(t262, 2.0)  # t263: cpu f32[2, 32, 64]
    t264 = aten.mul.Tensor(t261, t263)  # t264: cpu f32[2, 32, 64]
    t265 = aten.add.Tensor(t256, t264)  # t265: cpu f32[2, 32, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:268
    t266 = aten.view.default(t265, [64, 64])  # t266: cpu f32[64, 64]
    t267 = aten.t.default(t266)  # t267: cpu f32[64, 64]
    t268 = aten.permute.default(t265, [1, 0, 2])  # t268: cpu f32[32, 2, 64]
    t269 = aten.clone.default(t268, memory_format=torch.contiguous_format)  # t269: cpu f32[32, 2, 64]
    # end region 13 -> t251, t265, t269
    t270 = _c10d_functional.all_gather_into_tensor.default(t269, 2, 'tp')  # t270: cpu f32[64, 2, 64]
    t271 = _c10d_functional.all_reduce.default(t251, 'sum', 'tp')  # t271: cpu f32[1, 1, 64]
    # layers.0.attention.wqkv (Linear), llama.py:233
    t272 = _c10d_functional.all_gather_into_tensor.default(t20, 2, 'tp')  # t272: cpu f32[64, 2, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:268
    t273 = _c10d_functional.wait_tensor.default(t270)  # t273: cpu f32[64, 2, 64]
    # region 14: inductor a0c32a9776aec316, 4 ops
    t274 = aten.permute.default(t273, [1, 0, 2])  # t274: cpu f32[2, 64, 64]
    t275 = aten.clone.default(t274, memory_format=torch.contiguous_format)  # t275: cpu f32[2, 64, 64]
    t276 = aten.view.default(t275, [128, 64])  # t276: cpu f32[128, 64]
    t277 = aten.t.default(t276)  # t277: cpu f32[64, 128]
    # end region 14 -> t276, t277
    t278 = aten.view.default(t30, [128, 86])  # t278: cpu f32[128, 86]
    t279 = aten.mm.default(t277, t278)  # t279: cpu f32[64, 86]
    t280 = aten.mm.default(t276, t5)  # t280: cpu f32[128, 86]
    # region 15: inductor 3febe1e700003b97, 10 ops
    t281 = aten.view.default(t280, [2, 64, 86])  # t281: cpu f32[2, 64, 86]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t282 = aten._unsafe_view.default(t29, [2, 64, 172])  # t282: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:267, 268
    t283, t284 = aten.split.Tensor(t282, 86, -1)  # t283: cpu f32[2, 64, 86], t284: cpu f32[2, 64, 86]
    t285 = aten.silu.default(t283)  # t285: cpu f32[2, 64, 86]
    t286 = aten.mul.Tensor(t281, t285)  # t286: cpu f32[2, 64, 86]
    t287 = aten.mul.Tensor(t281, t284)  # t287: cpu f32[2, 64, 86]
    t288 = aten.silu_backward.default(t287, t283)  # t288: cpu f32[2, 64, 86]
    t289 = aten.cat.default([t288, t286], 2)  # t289: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t290 = aten.view.default(t289, [128, 172])  # t290: cpu f32[128, 172]
    t291 = aten.t.default(t290)  # t291: cpu f32[172, 128]
    # end region 15 -> t290, t291
    t292 = aten.mm.default(t290, t4)  # t292: cpu f32[128, 64]
    # region 16: inductor 4ac556606015b605, 7 ops
    t293 = aten.view.default(t292, [2, 64, 64])  # t293: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t294 = aten.permute.default(t293, [1, 0, 2])  # t294: cpu f32[64, 2, 64]
    t295 = aten.clone.default(t294, memory_format=torch.contiguous_format)  # t295: cpu f32[64, 2, 64]
    t296 = aten.view.default(t295, [1, 2, 32, 2, 64])  # t296: cpu f32[1, 2, 32, 2, 64]
    t297 = aten.permute.default(t296, [1, 0, 2, 3, 4])  # t297: cpu f32[2, 1, 32, 2, 64]
    t298 = aten.clone.default(t297, memory_format=torch.contiguous_format)  # t298: cpu f32[2, 1, 32, 2, 64]
    t299 = aten.view.default(t298, [2, 32, 2, 64])  # t299: cpu f32[2, 32, 2, 64]
    # end region 16 -> t299
    t300 = _c10d_functional.reduce_scatter_tensor.default(t299, 'sum', 2, 'tp')  # t300: cpu f32[1, 32, 2, 64]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t301 = _c10d_functional.wait_tensor.default(t164)  # t301: cpu f32[64, 2, 64]
    # region 17: inductor ac0bb765e281f132, 3 ops
    t302 = aten.permute.default(t301, [1, 0, 2])  # t302: cpu f32[2, 64, 64]
    t303 = aten.clone.default(t302, memory_format=torch.contiguous_format)  # t303: cpu f32[2, 64, 64]
    t304 = aten.view.default(t303, [128, 64])  # t304: cpu f32[128, 64]
    # end region 17 -> t304
    t305 = aten.mm.default(t291, t304)  # t305: cpu f32[172, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t306 = _c10d_functional.wait_tensor.default(t300)  # t306: cpu f32[1, 32, 2, 64]
    # region 18: inductor 0c45c3e076206580, 27 ops
    t307 = aten.add.Tensor(t27, 1e-05)  # t307: cpu f32[2, 32, 1]
    t308 = aten.rsqrt.default(t307)  # t308: cpu f32[2, 32, 1]
    t309 = aten.mul.Tensor(t26, t308)  # t309: cpu f32[2, 32, 64]
    t310 = aten.view.default(t306, [32, 2, 64])  # t310: cpu f32[32, 2, 64]
    t311 = aten.permute.default(t310, [1, 0, 2])  # t311: cpu f32[2, 32, 64]
    t312 = aten.clone.default(t311, memory_format=torch.contiguous_format)  # t312: cpu f32[2, 32, 64]
    t313 = aten.mul.Tensor(t312, t309)  # t313: cpu f32[2, 32, 64]
    t314 = aten.mul.Tensor(t312, t3)  # t314: cpu f32[2, 32, 64]
    t315 = aten.sum.dim_IntList(t313, [0, 1], True)  # t315: cpu f32[1, 1, 64]
    t316 = aten.view.default(t315, [64])  # t316: cpu f32[64]
    t317 = aten.mul.Tensor(t314, t26)  # t317: cpu f32[2, 32, 64]
    t318 = aten.mul.Tensor(t314, t308)  # t318: cpu f32[2, 32, 64]
    t319 = aten.sum.dim_IntList(t317, [2], True)  # t319: cpu f32[2, 32, 1]
    t320 = aten.add.Tensor(t265, t318)  # t320: cpu f32[2, 32, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t321 = aten.pow.Tensor_Scalar(t308, 3)  # t321: cpu f32[2, 32, 1]
    t322 = aten.mul.Scalar(t319, -0.5)  # t322: cpu f32[2, 32, 1]
    t323 = aten.mul.Tensor(t322, t321)  # t323: cpu f32[2, 32, 1]
    t324 = aten.expand.default(t323, [2, 32, 64])  # t324: cpu f32[2, 32, 64]
    t325 = aten.div.Scalar(t324, 64)  # t325: cpu f32[2, 32, 64]
    t326 = aten.pow.Tensor_Scalar(t26, 1.0)  # t326: cpu f32[2, 32, 64]
    t327 = aten.mul.Scalar(t326, 2.0)  # t327: cpu f32[2, 32, 64]
    t328 = aten.mul.Tensor(t325, t327)  # t328: cpu f32[2, 32, 64]
    t329 = aten.add.Tensor(t320, t328)  # t329: cpu f32[2, 32, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t330 = aten.view.default(t329, [64, 64])  # t330: cpu f32[64, 64]
    t331 = aten.t.default(t330)  # t331: cpu f32[64, 64]
    t332 = aten.permute.default(t329, [1, 0, 2])  # t332: cpu f32[32, 2, 64]
    t333 = aten.clone.default(t332, memory_format=torch.contiguous_format)  # t333: cpu f32[32, 2, 64]
    # end region 18 -> t315, t329, t333
    t334 = _c10d_functional.all_gather_into_tensor.default(t333, 2, 'tp')  # t334: cpu f32[64, 2, 64]
    t335 = _c10d_functional.all_reduce.default(t315, 'sum', 'tp')  # t335: cpu f32[1, 1, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t336 = _c10d_functional.wait_tensor.default(t334)  # t336: cpu f32[64, 2, 64]
    # region 19: inductor a0c32a9776aec316, 4 ops
    t337 = aten.permute.default(t336, [1, 0, 2])  # t337: cpu f32[2, 64, 64]
    t338 = aten.clone.default(t337, memory_format=torch.contiguous_format)  # t338: cpu f32[2, 64, 64]
    t339 = aten.view.default(t338, [128, 64])  # t339: cpu f32[128, 64]
    t340 = aten.t.default(t339)  # t340: cpu f32[64, 128]
    # end region 19 -> t339, t340
    t341 = aten.mm.default(t339, t2)  # t341: cpu f32[128, 32]
    # layers.0.attention (Attention), llama.py:250, 211, 241, 242, 236, 243, ...
    t342 = aten.view.default(t341, [2, 64, 2, 16])  # t342: cpu f32[2, 64, 2, 16]
    t343 = aten.transpose.int(t342, 1, 2)  # t343: cpu f32[2, 2, 64, 16]
    t344 = aten.view.default(t22, [2, 64, 2, 16])  # t344: cpu f32[2, 64, 2, 16]
    t345 = aten.transpose.int(t344, 1, 2)  # t345: cpu f32[2, 2, 64, 16]
    t346 = aten.view.default(t23, [2, 64, 1, 16])  # t346: cpu f32[2, 64, 1, 16]
    t347 = aten.transpose.int(t346, 1, 2)  # t347: cpu f32[2, 1, 64, 16]
    t348 = aten.view.default(t21, [2, 64, 1, 16])  # t348: cpu f32[2, 64, 1, 16]
    t349 = aten.transpose.int(t348, 1, 2)  # t349: cpu f32[2, 1, 64, 16]
    t350, t351, t352 = aotc.sdpa_backward.default(t343, t345, t347, t349, None, t24, t25, True, None)  # t350: cpu f32[2, 2, 64, 16], t351: cpu f32[2, 1, 64, 16], t352: cpu f32[2, 1, 64, 16]
    # region 20: inductor 3f32d47e47e804fc, 43 ops
    # rope (RotaryEmbedding), llama.py:195
    t353 = aten.slice.Tensor(t14, 0, 0, 64)  # t353: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t354 = aten.view.default(t353, [1, 64, 1, 8])  # t354: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t355 = aten.slice.Tensor(t15, 0, 0, 64)  # t355: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 249, 243, 242, 211, 210, ...
    t356 = aten.view.default(t355, [1, 64, 1, 8])  # t356: cpu f32[1, 64, 1, 8]
    t357 = aten.clone.default(t351, memory_format=torch.contiguous_format)  # t357: cpu f32[2, 1, 64, 16]
    t358 = aten.clone.default(t352, memory_format=torch.contiguous_format)  # t358: cpu f32[2, 1, 64, 16]
    t359 = aten.transpose.int(t358, 1, 2)  # t359: cpu f32[2, 64, 1, 16]
    t360 = aten.transpose.int(t357, 1, 2)  # t360: cpu f32[2, 64, 1, 16]
    t361 = aten.clone.default(t360, memory_format=torch.contiguous_format)  # t361: cpu f32[2, 64, 1, 16]
    t362 = aten.view.default(t361, [2, 64, 1, 8, 2])  # t362: cpu f32[2, 64, 1, 8, 2]
    t363 = aten.select.int(t362, -1, 0)  # t363: cpu f32[2, 64, 1, 8]
    t364 = aten.select.int(t362, -1, 1)  # t364: cpu f32[2, 64, 1, 8]
    t365 = aten.mul.Tensor(t364, t354)  # t365: cpu f32[2, 64, 1, 8]
    t366 = aten.mul.Tensor(t364, t356)  # t366: cpu f32[2, 64, 1, 8]
    t367 = aten.neg.default(t363)  # t367: cpu f32[2, 64, 1, 8]
    t368 = aten.mul.Tensor(t367, t356)  # t368: cpu f32[2, 64, 1, 8]
    t369 = aten.add.Tensor(t365, t368)  # t369: cpu f32[2, 64, 1, 8]
    # layers.0.attention (Attention), llama.py:209
    t370 = aten.mul.Tensor(t363, t354)  # t370: cpu f32[2, 64, 1, 8]
    t371 = aten.add.Tensor(t366, t370)  # t371: cpu f32[2, 64, 1, 8]
    # layers.0.attention (Attention), llama.py:206
    t372 = aten.select_backward.default(t369, [2, 64, 1, 8, 2], 4, 1)  # t372: cpu f32[2, 64, 1, 8, 2]
    t373 = aten.select_backward.default(t371, [2, 64, 1, 8, 2], 4, 0)  # t373: cpu f32[2, 64, 1, 8, 2]
    t374 = aten.add.Tensor(t372, t373)  # t374: cpu f32[2, 64, 1, 8, 2]
    # layers.0.attention (Attention), llama.py:241, 211, 210, 209
    t375 = aten.transpose.int(t350, 1, 2)  # t375: cpu f32[2, 64, 2, 16]
    t376 = aten.view.default(t375, [2, 64, 2, 8, 2])  # t376: cpu f32[2, 64, 2, 8, 2]
    t377 = aten.select.int(t376, -1, 0)  # t377: cpu f32[2, 64, 2, 8]
    t378 = aten.select.int(t376, -1, 1)  # t378: cpu f32[2, 64, 2, 8]
    t379 = aten.mul.Tensor(t378, t354)  # t379: cpu f32[2, 64, 2, 8]
    t380 = aten.mul.Tensor(t378, t356)  # t380: cpu f32[2, 64, 2, 8]
    t381 = aten.neg.default(t377)  # t381: cpu f32[2, 64, 2, 8]
    t382 = aten.mul.Tensor(t381, t356)  # t382: cpu f32[2, 64, 2, 8]
    t383 = aten.add.Tensor(t379, t382)  # t383: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t384 = aten.mul.Tensor(t377, t354)  # t384: cpu f32[2, 64, 2, 8]
    t385 = aten.add.Tensor(t380, t384)  # t385: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t386 = aten.select_backward.default(t383, [2, 64, 2, 8, 2], 4, 1)  # t386: cpu f32[2, 64, 2, 8, 2]
    t387 = aten.select_backward.default(t385, [2, 64, 2, 8, 2], 4, 0)  # t387: cpu f32[2, 64, 2, 8, 2]
    t388 = aten.add.Tensor(t386, t387)  # t388: cpu f32[2, 64, 2, 8, 2]
    # layers.0.attention (Attention), llama.py:236, 235, 234, 233
    t389 = aten.clone.default(t359, memory_format=torch.contiguous_format)  # t389: cpu f32[2, 64, 1, 16]
    t390 = aten._unsafe_view.default(t389, [2, 64, 16])  # t390: cpu f32[2, 64, 16]
    t391 = aten.view.default(t374, [2, 64, 16])  # t391: cpu f32[2, 64, 16]
    t392 = aten.view.default(t388, [2, 64, 32])  # t392: cpu f32[2, 64, 32]
    t393 = aten.cat.default([t392, t391, t390], 2)  # t393: cpu f32[2, 64, 64]
    # layers.0.attention.wqkv (Linear), llama.py:233
    t394 = aten.view.default(t393, [128, 64])  # t394: cpu f32[128, 64]
    t395 = aten.t.default(t394)  # t395: cpu f32[64, 128]
    # end region 20 -> t394, t395
    t396 = aten.mm.default(t394, t1)  # t396: cpu f32[128, 64]
    # region 21: inductor 4ac556606015b605, 7 ops
    t397 = aten.view.default(t396, [2, 64, 64])  # t397: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t398 = aten.permute.default(t397, [1, 0, 2])  # t398: cpu f32[64, 2, 64]
    t399 = aten.clone.default(t398, memory_format=torch.contiguous_format)  # t399: cpu f32[64, 2, 64]
    t400 = aten.view.default(t399, [1, 2, 32, 2, 64])  # t400: cpu f32[1, 2, 32, 2, 64]
    t401 = aten.permute.default(t400, [1, 0, 2, 3, 4])  # t401: cpu f32[2, 1, 32, 2, 64]
    t402 = aten.clone.default(t401, memory_format=torch.contiguous_format)  # t402: cpu f32[2, 1, 32, 2, 64]
    t403 = aten.view.default(t402, [2, 32, 2, 64])  # t403: cpu f32[2, 32, 2, 64]
    # end region 21 -> t403
    t404 = _c10d_functional.reduce_scatter_tensor.default(t403, 'sum', 2, 'tp')  # t404: cpu f32[1, 32, 2, 64]
    # layers.0.attention (Attention), llama.py:250
    t405 = aten.transpose.int(t24, 1, 2)  # t405: cpu f32[2, 64, 2, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t406 = aten.view.default(t405, [128, 32])  # t406: cpu f32[128, 32]
    t407 = aten.mm.default(t340, t406)  # t407: cpu f32[64, 32]
    # layers.0.attention.wqkv (Linear), llama.py:233
    t408 = _c10d_functional.wait_tensor.default(t272)  # t408: cpu f32[64, 2, 64]
    # region 22: inductor ac0bb765e281f132, 3 ops
    t409 = aten.permute.default(t408, [1, 0, 2])  # t409: cpu f32[2, 64, 64]
    t410 = aten.clone.default(t409, memory_format=torch.contiguous_format)  # t410: cpu f32[2, 64, 64]
    t411 = aten.view.default(t410, [128, 64])  # t411: cpu f32[128, 64]
    # end region 22 -> t411
    t412 = aten.mm.default(t395, t411)  # t412: cpu f32[64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t413 = _c10d_functional.wait_tensor.default(t404)  # t413: cpu f32[1, 32, 2, 64]
    # region 23: inductor 2514c9b46c2832d9, 28 ops
    t414 = aten.add.Tensor(t19, 1e-05)  # t414: cpu f32[2, 32, 1]
    t415 = aten.rsqrt.default(t414)  # t415: cpu f32[2, 32, 1]
    t416 = aten.view.default(t18, [32, 2, 64])  # t416: cpu f32[32, 2, 64]
    t417 = aten.permute.default(t416, [1, 0, 2])  # t417: cpu f32[2, 32, 64]
    t418 = aten.clone.default(t417, memory_format=torch.contiguous_format)  # t418: cpu f32[2, 32, 64]
    t419 = aten.mul.Tensor(t418, t415)  # t419: cpu f32[2, 32, 64]
    t420 = aten.view.default(t413, [32, 2, 64])  # t420: cpu f32[32, 2, 64]
    t421 = aten.permute.default(t420, [1, 0, 2])  # t421: cpu f32[2, 32, 64]
    t422 = aten.clone.default(t421, memory_format=torch.contiguous_format)  # t422: cpu f32[2, 32, 64]
    t423 = aten.mul.Tensor(t422, t419)  # t423: cpu f32[2, 32, 64]
    t424 = aten.mul.Tensor(t422, t0)  # t424: cpu f32[2, 32, 64]
    t425 = aten.sum.dim_IntList(t423, [0, 1], True)  # t425: cpu f32[1, 1, 64]
    t426 = aten.view.default(t425, [64])  # t426: cpu f32[64]
    t427 = aten.mul.Tensor(t424, t418)  # t427: cpu f32[2, 32, 64]
    t428 = aten.mul.Tensor(t424, t415)  # t428: cpu f32[2, 32, 64]
    t429 = aten.sum.dim_IntList(t427, [2], True)  # t429: cpu f32[2, 32, 1]
    t430 = aten.add.Tensor(t329, t428)  # t430: cpu f32[2, 32, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t431 = aten.pow.Tensor_Scalar(t415, 3)  # t431: cpu f32[2, 32, 1]
    t432 = aten.mul.Scalar(t429, -0.5)  # t432: cpu f32[2, 32, 1]
    t433 = aten.mul.Tensor(t432, t431)  # t433: cpu f32[2, 32, 1]
    t434 = aten.expand.default(t433, [2, 32, 64])  # t434: cpu f32[2, 32, 64]
    t435 = aten.div.Scalar(t434, 64)  # t435: cpu f32[2, 32, 64]
    t436 = aten.pow.Tensor_Scalar(t418, 1.0)  # t436: cpu f32[2, 32, 64]
    t437 = aten.mul.Scalar(t436, 2.0)  # t437: cpu f32[2, 32, 64]
    t438 = aten.mul.Tensor(t435, t437)  # t438: cpu f32[2, 32, 64]
    t439 = aten.add.Tensor(t430, t438)  # t439: cpu f32[2, 32, 64]
    # tok_embeddings (Embedding), llama.py:305
    t440 = aten.permute.default(t439, [1, 0, 2])  # t440: cpu f32[32, 2, 64]
    t441 = aten.clone.default(t440, memory_format=torch.contiguous_format)  # t441: cpu f32[32, 2, 64]
    # end region 23 -> t425, t441
    t442 = _c10d_functional.all_gather_into_tensor.default(t441, 2, 'tp')  # t442: cpu f32[64, 2, 64]
    t443 = _c10d_functional.all_reduce.default(t425, 'sum', 'tp')  # t443: cpu f32[1, 1, 64]
    # region 24: inductor 3867fec79720edaf, 12 ops
    # tok_embeddings (Embedding), llama.py:305
    t444 = aten.view.default(t17, [1])  # t444: cpu i64[1]
    t445 = aten.arange.start_step(0, 256, 1, dtype=torch.int64, device=torch.device('cpu'))  # t445: cpu i64[256]
    t446 = aten.view.default(t445, [1, 2, 128])  # t446: cpu i64[1, 2, 128]
    t447 = aten.index_select.default(t446, 1, t444)  # t447: cpu i64[1, 1, 128]
    t448 = aten.view.default(t447, [128])  # t448: cpu i64[128]
    t449 = aten.select.int(t448, 0, 0)  # t449: cpu i64[]
    t450 = aten.sub.Tensor(t16, t449)  # t450: cpu i64[2, 64]
    t451 = aten.ge.Scalar(t450, 0)  # t451: cpu b8[2, 64]
    t452 = aten.lt.Scalar(t450, 128)  # t452: cpu b8[2, 64]
    t453 = aten.logical_and.default(t451, t452)  # t453: cpu b8[2, 64]
    t454 = aten.mul.Tensor(t450, t453)  # t454: cpu i64[2, 64]
    t455 = aten.unsqueeze.default(t453, -1)  # t455: cpu b8[2, 64, 1]
    # end region 24 -> t453, t454
    t456 = _c10d_functional.wait_tensor.default(t442)  # t456: cpu f32[64, 2, 64]
    # region 25: inductor 6f9d7b5210917bb0, 4 ops
    t457 = aten.permute.default(t456, [1, 0, 2])  # t457: cpu f32[2, 64, 64]
    t458 = aten.clone.default(t457, memory_format=torch.contiguous_format)  # t458: cpu f32[2, 64, 64]
    t459 = aten.unsqueeze.default(t453, -1)  # t459: cpu b8[2, 64, 1]
    t460 = aten.mul.Tensor(t458, t459)  # t460: cpu f32[2, 64, 64]
    # end region 25 -> t460
    t461 = aten.embedding_dense_backward.default(t460, t454, 128, -1, False)  # t461: cpu f32[128, 64]
    t462 = _c10d_functional.wait_tensor.default(t443)  # t462: cpu f32[1, 1, 64]
    t463 = aten.view.default(t462, [64])  # t463: cpu f32[64]
    t464 = _c10d_functional.wait_tensor.default(t335)  # t464: cpu f32[1, 1, 64]
    t465 = aten.view.default(t464, [64])  # t465: cpu f32[64]
    t466 = _c10d_functional.wait_tensor.default(t271)  # t466: cpu f32[1, 1, 64]
    t467 = aten.view.default(t466, [64])  # t467: cpu f32[64]
    t468 = _c10d_functional.wait_tensor.default(t163)  # t468: cpu f32[1, 1, 64]
    t469 = aten.view.default(t468, [64])  # t469: cpu f32[64]
    t470 = _c10d_functional.wait_tensor.default(t99)  # t470: cpu f32[1, 1, 64]
    t471 = aten.view.default(t470, [64])  # t471: cpu f32[64]
    return (t461, t463, t412, t407, t465, t305, t279, t467, t241, t172, t469, t133, t107, t471, t70)
    # t461: grad tok_embeddings.weight
    # t463: grad layers.0.attention_norm.weight
    # t412: grad layers.0.attention.wqkv.weight
    # t407: grad layers.0.attention.wo.weight
    # t465: grad layers.0.ffn_norm.weight
    # t305: grad layers.0.feed_forward.w13.weight
    # t279: grad layers.0.feed_forward.w2.weight
    # t467: grad layers.1.attention_norm.weight
    # t241: grad layers.1.attention.wqkv.weight
    # t172: grad layers.1.attention.wo.weight
    # t469: grad layers.1.ffn_norm.weight
    # t133: grad layers.1.feed_forward.w13.weight
    # t107: grad layers.1.feed_forward.w2.weight
    # t471: grad norm.weight
    # t70: grad output.weight
