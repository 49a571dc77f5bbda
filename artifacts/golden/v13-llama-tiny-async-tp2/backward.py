def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51, t52, t53, t54, t55, t56):
    # t0: cpu f32[64]  saved 0
    # t1: cpu f32[32, 64]  saved 1
    # t2: cpu f32[16, 64]  saved 2
    # t3: cpu f32[16, 64]  saved 3
    # t4: cpu f32[64, 32]  saved 4
    # t5: cpu f32[64]  saved 5
    # t6: cpu f32[86, 64]  saved 6
    # t7: cpu f32[86, 64]  saved 7
    # t8: cpu f32[64, 86]  saved 8
    # t9: cpu f32[64]  saved 9
    # t10: cpu f32[32, 64]  saved 10
    # t11: cpu f32[16, 64]  saved 11
    # t12: cpu f32[16, 64]  saved 12
    # t13: cpu f32[64, 32]  saved 13
    # t14: cpu f32[64]  saved 14
    # t15: cpu f32[86, 64]  saved 15
    # t16: cpu f32[86, 64]  saved 16
    # t17: cpu f32[64, 86]  saved 17
    # t18: cpu f32[64]  saved 18
    # t19: cpu f32[128, 64]  saved 19
    # t20: cpu f32[256, 8]  saved 20
    # t21: cpu f32[256, 8]  saved 21
    # t22: cpu i64[2, 16]  saved 22
    # t23: cpu i64[]  saved 23
    # t24: cpu f32[2, 8, 64]  saved 24
    # t25: cpu f32[2, 8, 1]  saved 25
    # t26: cpu f32[8, 2, 64]  saved 26
    # t27: cpu f32[32, 16]  saved 27
    # t28: cpu f32[2, 16, 2, 8, 2]  saved 28
    # t29: cpu f32[2, 16, 1, 8, 2]  saved 29
    # t30: cpu f32[2, 2, 16, 16]  saved 30
    # t31: cpu f32[2, 2, 16]  saved 31
    # t32: cpu f32[2, 8, 64]  saved 32
    # t33: cpu f32[2, 8, 1]  saved 33
    # t34: cpu f32[8, 2, 64]  saved 34
    # t35: cpu f32[2, 16, 86]  saved 35
    # t36: cpu f32[2, 16, 86]  saved 36
    # t37: cpu f32[2, 16, 86]  saved 37
    # t38: cpu f32[2, 8, 64]  saved 38
    # t39: cpu f32[2, 8, 1]  saved 39
    # t40: cpu f32[8, 2, 64]  saved 40
    # t41: cpu f32[32, 16]  saved 41
    # t42: cpu f32[2, 16, 2, 8, 2]  saved 42
    # t43: cpu f32[2, 16, 1, 8, 2]  saved 43
    # t44: cpu f32[2, 2, 16, 16]  saved 44
    # t45: cpu f32[2, 2, 16]  saved 45
    # t46: cpu f32[2, 8, 64]  saved 46
    # t47: cpu f32[2, 8, 1]  saved 47
    # t48: cpu f32[8, 2, 64]  saved 48
    # t49: cpu f32[2, 16, 86]  saved 49
    # t50: cpu f32[2, 16, 86]  saved 50
    # t51: cpu f32[2, 16, 86]  saved 51
    # t52: cpu f32[2, 8, 64]  saved 52
    # t53: cpu f32[2, 8, 1]  saved 53
    # t54: cpu f32[8, 2, 64]  saved 54
    # t55: cpu f32[32, 128]  saved 55
    # t56: cpu f32[2, 16, 256]  tangent 0
    # output (Linear), llama.py:308
    t57 = _c10d_functional.all_gather_into_tensor.default(t54, 2, 'tp')  # t57: cpu f32[16, 2, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t58 = _c10d_functional.all_gather_into_tensor.default(t48, 2, 'tp')  # t58: cpu f32[16, 2, 64]
    # region 0: inductor 28b5e44f4c12c9e1, 13 ops
    # output (Linear), llama.py:308
    t59 = aten.view.default(t56, [2, 16, 1, 2, 128])  # t59: cpu f32[2, 16, 1, 2, 128]
    t60 = aten.view.default(t23, [1])  # t60: cpu i64[1]
    t61 = aten.index_select.default(t59, 3, t60)  # t61: cpu f32[2, 16, 1, 1, 128]
    t62 = aten.view.default(t61, [2, 16, 128])  # t62: cpu f32[2, 16, 128]
    t63 = aten.view.default(t62, [32, 128])  # t63: cpu f32[32, 128]
    t64 = aten.t.default(t63)  # t64: cpu f32[128, 32]
    t65 = aten.view.default(t63, [2, 16, 128])  # t65: cpu f32[2, 16, 128]
    t66 = aten.permute.default(t65, [1, 0, 2])  # t66: cpu f32[16, 2, 128]
    t67 = aten.clone.default(t66, memory_format=torch.contiguous_format)  # t67: cpu f32[16, 2, 128]
    t68 = aten.view.default(t67, [1, 2, 8, 2, 128])  # t68: cpu f32[1, 2, 8, 2, 128]
    t69 = aten.permute.default(t68, [1, 0, 2, 3, 4])  # t69: cpu f32[2, 1, 8, 2, 128]
    t70 = aten.view.default(t69, [2, 8, 2, 128])  # t70: cpu f32[2, 8, 2, 128]
    t71 = aten.view.default(t70, [32, 128])  # t71: cpu f32[32, 128]
    # end region 0 -> t64, t71
    # norm (RMSNorm), llama.py:162
    t72 = aotc.mm_scatter.default([t71], [t19], [], [0], 2, 'tp')  # t72: cpu f32[16, 64]
    # region 1: inductor e44359cbb72e1301, 23 ops
    t73 = aten.mul.Tensor(t52, t53)  # t73: cpu f32[2, 8, 64]
    t74 = aten.view.default(t72, [1, 8, 2, 64])  # t74: cpu f32[1, 8, 2, 64]
    t75 = aten.view.default(t74, [8, 2, 64])  # t75: cpu f32[8, 2, 64]
    t76 = aten.permute.default(t75, [1, 0, 2])  # t76: cpu f32[2, 8, 64]
    t77 = aten.clone.default(t76, memory_format=torch.contiguous_format)  # t77: cpu f32[2, 8, 64]
    t78 = aten.mul.Tensor(t77, t73)  # t78: cpu f32[2, 8, 64]
    t79 = aten.mul.Tensor(t77, t18)  # t79: cpu f32[2, 8, 64]
    t80 = aten.sum.dim_IntList(t78, [0, 1], True)  # t80: cpu f32[1, 1, 64]
    t81 = aten.mul.Tensor(t79, t52)  # t81: cpu f32[2, 8, 64]
    t82 = aten.mul.Tensor(t79, t53)  # t82: cpu f32[2, 8, 64]
    t83 = aten.sum.dim_IntList(t81, [2], True)  # t83: cpu f32[2, 8, 1]
    t84 = aten.pow.Tensor_Scalar(t53, 3)  # t84: cpu f32[2, 8, 1]
    t85 = aten.mul.Scalar(t83, -0.5)  # t85: cpu f32[2, 8, 1]
    t86 = aten.mul.Tensor(t85, t84)  # t86: cpu f32[2, 8, 1]
    t87 = aten.expand.default(t86, [2, 8, 64])  # t87: cpu f32[2, 8, 64]
    t88 = aten.div.Scalar(t87, 64)  # t88: cpu f32[2, 8, 64]
    t89 = aten.pow.Tensor_Scalar(t52, 1.0)  # t89: cpu f32[2, 8, 64]
    t90 = aten.mul.Scalar(t89, 2.0)  # t90: cpu f32[2, 8, 64]
    t91 = aten.mul.Tensor(t88, t90)  # t91: cpu f32[2, 8, 64]
    t92 = aten.add.Tensor(t82, t91)  # t92: cpu f32[2, 8, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t93 = aten.permute.default(t92, [1, 0, 2])  # t93: cpu f32[8, 2, 64]
    t94 = aten.clone.default(t93, memory_format=torch.contiguous_format)  # t94: cpu f32[8, 2, 64]
    t95 = aten.view.default(t94, [16, 64])  # t95: cpu f32[16, 64]
    # end region 1 -> t80, t92, t95
    t96 = _c10d_functional.all_reduce.default(t80, 'sum', 'tp')  # t96: cpu f32[1, 1, 64]
    # output (Linear), llama.py:308
    t97 = _c10d_functional.wait_tensor.default(t57)  # t97: cpu f32[16, 2, 64]
    # region 2: inductor 235a737105cb7e52, 3 ops
    t98 = aten.permute.default(t97, [1, 0, 2])  # t98: cpu f32[2, 16, 64]
    t99 = aten.clone.default(t98, memory_format=torch.contiguous_format)  # t99: cpu f32[2, 16, 64]
    t100 = aten.view.default(t99, [32, 64])  # t100: cpu f32[32, 64]
    # end region 2 -> t100
    t101 = aten.mm.default(t64, t100)  # t101: cpu f32[128, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t102 = _c10d_functional.all_gather_into_tensor.default(t40, 2, 'tp')  # t102: cpu f32[16, 2, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t103, t104 = aotc.gather_mm.default(t95, [t17], 2, 'tp')  # t103: cpu f32[32, 64], t104: cpu f32[32, 86]
    # region 3: inductor 6a172daa5460920a, 5 ops
    t105 = aten.view.default(t103, [16, 2, 64])  # t105: cpu f32[16, 2, 64]
    t106 = aten.permute.default(t105, [1, 0, 2])  # t106: cpu f32[2, 16, 64]
    t107 = aten.clone.default(t106, memory_format=torch.contiguous_format)  # t107: cpu f32[2, 16, 64]
    t108 = aten.view.default(t107, [32, 64])  # t108: cpu f32[32, 64]
    t109 = aten.t.default(t108)  # t109: cpu f32[64, 32]
    # end region 3 -> t109
    # region 4: inductor ce68ed0e81098807, 27 ops
    t110 = aten.view.default(t104, [16, 2, 86])  # t110: cpu f32[16, 2, 86]
    t111 = aten.permute.default(t110, [1, 0, 2])  # t111: cpu f32[2, 16, 86]
    t112 = aten.clone.default(t111, memory_format=torch.contiguous_format)  # t112: cpu f32[2, 16, 86]
    t113 = aten.view.default(t112, [32, 86])  # t113: cpu f32[32, 86]
    t114 = aten.view.default(t113, [2, 16, 86])  # t114: cpu f32[2, 16, 86]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t115 = aten.silu.default(t49)  # t115: cpu f32[2, 16, 86]
    t116 = aten.mul.Tensor(t114, t115)  # t116: cpu f32[2, 16, 86]
    t117 = aten.mul.Tensor(t114, t50)  # t117: cpu f32[2, 16, 86]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t118 = aten.view.default(t116, [32, 86])  # t118: cpu f32[32, 86]
    t119 = aten.t.default(t118)  # t119: cpu f32[86, 32]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t120 = aten.silu_backward.default(t117, t49)  # t120: cpu f32[2, 16, 86]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t121 = aten.view.default(t120, [32, 86])  # t121: cpu f32[32, 86]
    t122 = aten.t.default(t121)  # t122: cpu f32[86, 32]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t123 = aten.view.default(t118, [2, 16, 86])  # t123: cpu f32[2, 16, 86]
    t124 = aten.permute.default(t123, [1, 0, 2])  # t124: cpu f32[16, 2, 86]
    t125 = aten.clone.default(t124, memory_format=torch.contiguous_format)  # t125: cpu f32[16, 2, 86]
    t126 = aten.view.default(t125, [1, 2, 8, 2, 86])  # t126: cpu f32[1, 2, 8, 2, 86]
    t127 = aten.permute.default(t126, [1, 0, 2, 3, 4])  # t127: cpu f32[2, 1, 8, 2, 86]
    t128 = aten.view.default(t127, [2, 8, 2, 86])  # t128: cpu f32[2, 8, 2, 86]
    t129 = aten.view.default(t128, [32, 86])  # t129: cpu f32[32, 86]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t130 = aten.view.default(t121, [2, 16, 86])  # t130: cpu f32[2, 16, 86]
    t131 = aten.permute.default(t130, [1, 0, 2])  # t131: cpu f32[16, 2, 86]
    t132 = aten.clone.default(t131, memory_format=torch.contiguous_format)  # t132: cpu f32[16, 2, 86]
    t133 = aten.view.default(t132, [1, 2, 8, 2, 86])  # t133: cpu f32[1, 2, 8, 2, 86]
    t134 = aten.permute.default(t133, [1, 0, 2, 3, 4])  # t134: cpu f32[2, 1, 8, 2, 86]
    t135 = aten.view.default(t134, [2, 8, 2, 86])  # t135: cpu f32[2, 8, 2, 86]
    t136 = aten.view.default(t135, [32, 86])  # t136: cpu f32[32, 86]
    # end region 4 -> t119, t122, t129, t136
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t137 = aten.view.default(t51, [32, 86])  # t137: cpu f32[32, 86]
    t138 = aten.mm.default(t109, t137)  # t138: cpu f32[64, 86]
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t139 = aotc.mm_scatter.default([t129, t136], [t16, t15], [], [-1, 0, 1], 2, 'tp')  # t139: cpu f32[16, 64]
    # region 5: inductor 74c8c11f3375a2a4, 24 ops
    t140 = aten.mul.Tensor(t46, t47)  # t140: cpu f32[2, 8, 64]
    t141 = aten.view.default(t139, [1, 8, 2, 64])  # t141: cpu f32[1, 8, 2, 64]
    t142 = aten.view.default(t141, [8, 2, 64])  # t142: cpu f32[8, 2, 64]
    t143 = aten.permute.default(t142, [1, 0, 2])  # t143: cpu f32[2, 8, 64]
    t144 = aten.clone.default(t143, memory_format=torch.contiguous_format)  # t144: cpu f32[2, 8, 64]
    t145 = aten.mul.Tensor(t144, t140)  # t145: cpu f32[2, 8, 64]
    t146 = aten.mul.Tensor(t144, t14)  # t146: cpu f32[2, 8, 64]
    t147 = aten.sum.dim_IntList(t145, [0, 1], True)  # t147: cpu f32[1, 1, 64]
    t148 = aten.mul.Tensor(t146, t46)  # t148: cpu f32[2, 8, 64]
    t149 = aten.mul.Tensor(t146, t47)  # t149: cpu f32[2, 8, 64]
    t150 = aten.sum.dim_IntList(t148, [2], True)  # t150: cpu f32[2, 8, 1]
    t151 = aten.add.Tensor(t92, t149)  # t151: cpu f32[2, 8, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t152 = aten.pow.Tensor_Scalar(t47, 3)  # t152: cpu f32[2, 8, 1]
    t153 = aten.mul.Scalar(t150, -0.5)  # t153: cpu f32[2, 8, 1]
    t154 = aten.mul.Tensor(t153, t152)  # t154: cpu f32[2, 8, 1]
    t155 = aten.expand.default(t154, [2, 8, 64])  # t155: cpu f32[2, 8, 64]
    t156 = aten.div.Scalar(t155, 64)  # t156: cpu f32[2, 8, 64]
    t157 = aten.pow.Tensor_Scalar(t46, 1.0)  # t157: cpu f32[2, 8, 64]
    t158 = aten.mul.Scalar(t157, 2.0)  # t158: cpu f32[2, 8, 64]
    t159 = aten.mul.Tensor(t156, t158)  # t159: cpu f32[2, 8, 64]
    t160 = aten.add.Tensor(t151, t159)  # t160: cpu f32[2, 8, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t161 = aten.permute.default(t160, [1, 0, 2])  # t161: cpu f32[8, 2, 64]
    t162 = aten.clone.default(t161, memory_format=torch.contiguous_format)  # t162: cpu f32[8, 2, 64]
    t163 = aten.view.default(t162, [16, 64])  # t163: cpu f32[16, 64]
    # end region 5 -> t147, t160, t163
    t164 = _c10d_functional.all_reduce.default(t147, 'sum', 'tp')  # t164: cpu f32[1, 1, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t165 = _c10d_functional.wait_tensor.default(t58)  # t165: cpu f32[16, 2, 64]
    # region 6: inductor 235a737105cb7e52, 3 ops
    t166 = aten.permute.default(t165, [1, 0, 2])  # t166: cpu f32[2, 16, 64]
    t167 = aten.clone.default(t166, memory_format=torch.contiguous_format)  # t167: cpu f32[2, 16, 64]
    t168 = aten.view.default(t167, [32, 64])  # t168: cpu f32[32, 64]
    # end region 6 -> t168
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t169 = aten.mm.default(t119, t168)  # t169: cpu f32[86, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t170 = aten.mm.default(t122, t168)  # t170: cpu f32[86, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t171 = _c10d_functional.all_gather_into_tensor.default(t34, 2, 'tp')  # t171: cpu f32[16, 2, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t172, t173 = aotc.gather_mm.default(t163, [t13], 2, 'tp')  # t172: cpu f32[32, 64], t173: cpu f32[32, 32]
    # region 7: inductor 6a172daa5460920a, 5 ops
    t174 = aten.view.default(t172, [16, 2, 64])  # t174: cpu f32[16, 2, 64]
    t175 = aten.permute.default(t174, [1, 0, 2])  # t175: cpu f32[2, 16, 64]
    t176 = aten.clone.default(t175, memory_format=torch.contiguous_format)  # t176: cpu f32[2, 16, 64]
    t177 = aten.view.default(t176, [32, 64])  # t177: cpu f32[32, 64]
    t178 = aten.t.default(t177)  # t178: cpu f32[64, 32]
    # end region 7 -> t178
    # region 8: inductor 79d0e8cb34754162, 6 ops
    t179 = aten.view.default(t173, [16, 2, 32])  # t179: cpu f32[16, 2, 32]
    t180 = aten.permute.default(t179, [1, 0, 2])  # t180: cpu f32[2, 16, 32]
    t181 = aten.clone.default(t180, memory_format=torch.contiguous_format)  # t181: cpu f32[2, 16, 32]
    t182 = aten.view.default(t181, [32, 32])  # t182: cpu f32[32, 32]
    # layers.1.attention (Attention), llama.py:250
    t183 = aten.view.default(t182, [2, 16, 2, 16])  # t183: cpu f32[2, 16, 2, 16]
    t184 = aten.transpose.int(t183, 1, 2)  # t184: cpu f32[2, 2, 16, 16]
    # end region 8 -> t184
    t185 = aten.transpose.int(t44, 1, 2)  # t185: cpu f32[2, 16, 2, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t186 = aten.view.default(t185, [32, 32])  # t186: cpu f32[32, 32]
    t187 = aten.mm.default(t178, t186)  # t187: cpu f32[64, 32]
    # layers.1.attention (Attention), llama.py:211, 241, 242, 240, 243, 249
    t188 = aten.view.default(t42, [2, 16, 2, 16])  # t188: cpu f32[2, 16, 2, 16]
    t189 = aten.transpose.int(t188, 1, 2)  # t189: cpu f32[2, 2, 16, 16]
    t190 = aten.view.default(t43, [2, 16, 1, 16])  # t190: cpu f32[2, 16, 1, 16]
    t191 = aten.transpose.int(t190, 1, 2)  # t191: cpu f32[2, 1, 16, 16]
    t192 = aten.view.default(t41, [2, 16, 1, 16])  # t192: cpu f32[2, 16, 1, 16]
    t193 = aten.transpose.int(t192, 1, 2)  # t193: cpu f32[2, 1, 16, 16]
    t194, t195, t196 = aotc.sdpa_backward.default(t184, t189, t191, t193, None, t44, t45, True, None)  # t194: cpu f32[2, 2, 16, 16], t195: cpu f32[2, 1, 16, 16], t196: cpu f32[2, 1, 16, 16]
    # region 9: inductor 3e82ef516be7438b, 28 ops
    t197 = aten.clone.default(t195, memory_format=torch.contiguous_format)  # t197: cpu f32[2, 1, 16, 16]
    t198 = aten.transpose.int(t197, 1, 2)  # t198: cpu f32[2, 16, 1, 16]
    t199 = aten.view.default(t198, [2, 16, 1, 8, 2])  # t199: cpu f32[2, 16, 1, 8, 2]
    t200 = aten.select.int(t199, -1, 0)  # t200: cpu f32[2, 16, 1, 8]
    t201 = aten.select.int(t199, -1, 1)  # t201: cpu f32[2, 16, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t202 = aten.slice.Tensor(t20, 0, 0, 16)  # t202: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207
    t203 = aten.view.default(t202, [1, 16, 1, 8])  # t203: cpu f32[1, 16, 1, 8]
    # layers.1.attention (Attention), llama.py:210
    t204 = aten.mul.Tensor(t201, t203)  # t204: cpu f32[2, 16, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t205 = aten.slice.Tensor(t21, 0, 0, 16)  # t205: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:208
    t206 = aten.view.default(t205, [1, 16, 1, 8])  # t206: cpu f32[1, 16, 1, 8]
    # layers.1.attention (Attention), llama.py:210, 209
    t207 = aten.mul.Tensor(t201, t206)  # t207: cpu f32[2, 16, 1, 8]
    t208 = aten.neg.default(t200)  # t208: cpu f32[2, 16, 1, 8]
    t209 = aten.mul.Tensor(t208, t206)  # t209: cpu f32[2, 16, 1, 8]
    t210 = aten.add.Tensor(t204, t209)  # t210: cpu f32[2, 16, 1, 8]
    # layers.1.attention (Attention), llama.py:209
    t211 = aten.mul.Tensor(t200, t203)  # t211: cpu f32[2, 16, 1, 8]
    t212 = aten.add.Tensor(t207, t211)  # t212: cpu f32[2, 16, 1, 8]
    # layers.1.attention (Attention), llama.py:206
    t213 = aten.select_backward.default(t210, [2, 16, 1, 8, 2], 4, 1)  # t213: cpu f32[2, 16, 1, 8, 2]
    t214 = aten.select_backward.default(t212, [2, 16, 1, 8, 2], 4, 0)  # t214: cpu f32[2, 16, 1, 8, 2]
    t215 = aten.add.Tensor(t213, t214)  # t215: cpu f32[2, 16, 1, 8, 2]
    # layers.1.attention.wk (Linear), llama.py:239
    t216 = aten.view.default(t215, [32, 16])  # t216: cpu f32[32, 16]
    t217 = aten.t.default(t216)  # t217: cpu f32[16, 32]
    t218 = aten.view.default(t216, [2, 16, 16])  # t218: cpu f32[2, 16, 16]
    t219 = aten.permute.default(t218, [1, 0, 2])  # t219: cpu f32[16, 2, 16]
    t220 = aten.clone.default(t219, memory_format=torch.contiguous_format)  # t220: cpu f32[16, 2, 16]
    t221 = aten.view.default(t220, [1, 2, 8, 2, 16])  # t221: cpu f32[1, 2, 8, 2, 16]
    t222 = aten.permute.default(t221, [1, 0, 2, 3, 4])  # t222: cpu f32[2, 1, 8, 2, 16]
    t223 = aten.view.default(t222, [2, 8, 2, 16])  # t223: cpu f32[2, 8, 2, 16]
    t224 = aten.view.default(t223, [32, 16])  # t224: cpu f32[32, 16]
    # end region 9 -> t217, t224
    # region 10: inductor 1b059ba4b946a009, 12 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t225 = aten.clone.default(t196, memory_format=torch.contiguous_format)  # t225: cpu f32[2, 1, 16, 16]
    t226 = aten.transpose.int(t225, 1, 2)  # t226: cpu f32[2, 16, 1, 16]
    t227 = aten.clone.default(t226, memory_format=torch.contiguous_format)  # t227: cpu f32[2, 16, 1, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t228 = aten.view.default(t227, [32, 16])  # t228: cpu f32[32, 16]
    t229 = aten.t.default(t228)  # t229: cpu f32[16, 32]
    t230 = aten.view.default(t228, [2, 16, 16])  # t230: cpu f32[2, 16, 16]
    t231 = aten.permute.default(t230, [1, 0, 2])  # t231: cpu f32[16, 2, 16]
    t232 = aten.clone.default(t231, memory_format=torch.contiguous_format)  # t232: cpu f32[16, 2, 16]
    t233 = aten.view.default(t232, [1, 2, 8, 2, 16])  # t233: cpu f32[1, 2, 8, 2, 16]
    t234 = aten.permute.default(t233, [1, 0, 2, 3, 4])  # t234: cpu f32[2, 1, 8, 2, 16]
    t235 = aten.view.default(t234, [2, 8, 2, 16])  # t235: cpu f32[2, 8, 2, 16]
    t236 = aten.view.default(t235, [32, 16])  # t236: cpu f32[32, 16]
    # end region 10 -> t229, t236
    # region 11: inductor ab11569a34adeb45, 27 ops
    # rope (RotaryEmbedding), llama.py:195
    t237 = aten.slice.Tensor(t20, 0, 0, 16)  # t237: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207
    t238 = aten.view.default(t237, [1, 16, 1, 8])  # t238: cpu f32[1, 16, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t239 = aten.slice.Tensor(t21, 0, 0, 16)  # t239: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:208
    t240 = aten.view.default(t239, [1, 16, 1, 8])  # t240: cpu f32[1, 16, 1, 8]
    # layers.1.attention (Attention), llama.py:241, 211, 210, 209
    t241 = aten.transpose.int(t194, 1, 2)  # t241: cpu f32[2, 16, 2, 16]
    t242 = aten.view.default(t241, [2, 16, 2, 8, 2])  # t242: cpu f32[2, 16, 2, 8, 2]
    t243 = aten.select.int(t242, -1, 0)  # t243: cpu f32[2, 16, 2, 8]
    t244 = aten.select.int(t242, -1, 1)  # t244: cpu f32[2, 16, 2, 8]
    t245 = aten.mul.Tensor(t244, t238)  # t245: cpu f32[2, 16, 2, 8]
    t246 = aten.mul.Tensor(t244, t240)  # t246: cpu f32[2, 16, 2, 8]
    t247 = aten.neg.default(t243)  # t247: cpu f32[2, 16, 2, 8]
    t248 = aten.mul.Tensor(t247, t240)  # t248: cpu f32[2, 16, 2, 8]
    t249 = aten.add.Tensor(t245, t248)  # t249: cpu f32[2, 16, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t250 = aten.mul.Tensor(t243, t238)  # t250: cpu f32[2, 16, 2, 8]
    t251 = aten.add.Tensor(t246, t250)  # t251: cpu f32[2, 16, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t252 = aten.select_backward.default(t249, [2, 16, 2, 8, 2], 4, 1)  # t252: cpu f32[2, 16, 2, 8, 2]
    t253 = aten.select_backward.default(t251, [2, 16, 2, 8, 2], 4, 0)  # t253: cpu f32[2, 16, 2, 8, 2]
    t254 = aten.add.Tensor(t252, t253)  # t254: cpu f32[2, 16, 2, 8, 2]
    # layers.1.attention.wq (Linear), llama.py:238
    t255 = aten.view.default(t254, [32, 32])  # t255: cpu f32[32, 32]
    t256 = aten.t.default(t255)  # t256: cpu f32[32, 32]
    t257 = aten.view.default(t255, [2, 16, 32])  # t257: cpu f32[2, 16, 32]
    t258 = aten.permute.default(t257, [1, 0, 2])  # t258: cpu f32[16, 2, 32]
    t259 = aten.clone.default(t258, memory_format=torch.contiguous_format)  # t259: cpu f32[16, 2, 32]
    t260 = aten.view.default(t259, [1, 2, 8, 2, 32])  # t260: cpu f32[1, 2, 8, 2, 32]
    t261 = aten.permute.default(t260, [1, 0, 2, 3, 4])  # t261: cpu f32[2, 1, 8, 2, 32]
    t262 = aten.view.default(t261, [2, 8, 2, 32])  # t262: cpu f32[2, 8, 2, 32]
    t263 = aten.view.default(t262, [32, 32])  # t263: cpu f32[32, 32]
    # end region 11 -> t256, t263
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t264 = aotc.mm_scatter.default([t236, t224, t263], [t12, t11, t10], [], [-1, -1, 0, 1, 2], 2, 'tp')  # t264: cpu f32[16, 64]
    # region 12: inductor 74c8c11f3375a2a4, 24 ops
    t265 = aten.mul.Tensor(t38, t39)  # t265: cpu f32[2, 8, 64]
    t266 = aten.view.default(t264, [1, 8, 2, 64])  # t266: cpu f32[1, 8, 2, 64]
    t267 = aten.view.default(t266, [8, 2, 64])  # t267: cpu f32[8, 2, 64]
    t268 = aten.permute.default(t267, [1, 0, 2])  # t268: cpu f32[2, 8, 64]
    t269 = aten.clone.default(t268, memory_format=torch.contiguous_format)  # t269: cpu f32[2, 8, 64]
    t270 = aten.mul.Tensor(t269, t265)  # t270: cpu f32[2, 8, 64]
    t271 = aten.mul.Tensor(t269, t9)  # t271: cpu f32[2, 8, 64]
    t272 = aten.sum.dim_IntList(t270, [0, 1], True)  # t272: cpu f32[1, 1, 64]
    t273 = aten.mul.Tensor(t271, t38)  # t273: cpu f32[2, 8, 64]
    t274 = aten.mul.Tensor(t271, t39)  # t274: cpu f32[2, 8, 64]
    t275 = aten.sum.dim_IntList(t273, [2], True)  # t275: cpu f32[2, 8, 1]
    t276 = aten.add.Tensor(t160, t274)  # t276: cpu f32[2, 8, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t277 = aten.pow.Tensor_Scalar(t39, 3)  # t277: cpu f32[2, 8, 1]
    t278 = aten.mul.Scalar(t275, -0.5)  # t278: cpu f32[2, 8, 1]
    t279 = aten.mul.Tensor(t278, t277)  # t279: cpu f32[2, 8, 1]
    t280 = aten.expand.default(t279, [2, 8, 64])  # t280: cpu f32[2, 8, 64]
    t281 = aten.div.Scalar(t280, 64)  # t281: cpu f32[2, 8, 64]
    t282 = aten.pow.Tensor_Scalar(t38, 1.0)  # t282: cpu f32[2, 8, 64]
    t283 = aten.mul.Scalar(t282, 2.0)  # t283: cpu f32[2, 8, 64]
    t284 = aten.mul.Tensor(t281, t283)  # t284: cpu f32[2, 8, 64]
    t285 = aten.add.Tensor(t276, t284)  # t285: cpu f32[2, 8, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t286 = aten.permute.default(t285, [1, 0, 2])  # t286: cpu f32[8, 2, 64]
    t287 = aten.clone.default(t286, memory_format=torch.contiguous_format)  # t287: cpu f32[8, 2, 64]
    t288 = aten.view.default(t287, [16, 64])  # t288: cpu f32[16, 64]
    # end region 12 -> t272, t285, t288
    t289 = _c10d_functional.all_reduce.default(t272, 'sum', 'tp')  # t289: cpu f32[1, 1, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t290 = _c10d_functional.wait_tensor.default(t102)  # t290: cpu f32[16, 2, 64]
    # region 13: inductor 235a737105cb7e52, 3 ops
    t291 = aten.permute.default(t290, [1, 0, 2])  # t291: cpu f32[2, 16, 64]
    t292 = aten.clone.default(t291, memory_format=torch.contiguous_format)  # t292: cpu f32[2, 16, 64]
    t293 = aten.view.default(t292, [32, 64])  # t293: cpu f32[32, 64]
    # end region 13 -> t293
    # layers.1.attention.wv (Linear), llama.py:240
    t294 = aten.mm.default(t229, t293)  # t294: cpu f32[16, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t295 = aten.mm.default(t217, t293)  # t295: cpu f32[16, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t296 = aten.mm.default(t256, t293)  # t296: cpu f32[32, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t297 = _c10d_functional.all_gather_into_tensor.default(t26, 2, 'tp')  # t297: cpu f32[16, 2, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t298, t299 = aotc.gather_mm.default(t288, [t8], 2, 'tp')  # t298: cpu f32[32, 64], t299: cpu f32[32, 86]
    # region 14: inductor 6a172daa5460920a, 5 ops
    t300 = aten.view.default(t298, [16, 2, 64])  # t300: cpu f32[16, 2, 64]
    t301 = aten.permute.default(t300, [1, 0, 2])  # t301: cpu f32[2, 16, 64]
    t302 = aten.clone.default(t301, memory_format=torch.contiguous_format)  # t302: cpu f32[2, 16, 64]
    t303 = aten.view.default(t302, [32, 64])  # t303: cpu f32[32, 64]
    t304 = aten.t.default(t303)  # t304: cpu f32[64, 32]
    # end region 14 -> t304
    # region 15: inductor ce68ed0e81098807, 27 ops
    t305 = aten.view.default(t299, [16, 2, 86])  # t305: cpu f32[16, 2, 86]
    t306 = aten.permute.default(t305, [1, 0, 2])  # t306: cpu f32[2, 16, 86]
    t307 = aten.clone.default(t306, memory_format=torch.contiguous_format)  # t307: cpu f32[2, 16, 86]
    t308 = aten.view.default(t307, [32, 86])  # t308: cpu f32[32, 86]
    t309 = aten.view.default(t308, [2, 16, 86])  # t309: cpu f32[2, 16, 86]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t310 = aten.silu.default(t35)  # t310: cpu f32[2, 16, 86]
    t311 = aten.mul.Tensor(t309, t310)  # t311: cpu f32[2, 16, 86]
    t312 = aten.mul.Tensor(t309, t36)  # t312: cpu f32[2, 16, 86]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t313 = aten.view.default(t311, [32, 86])  # t313: cpu f32[32, 86]
    t314 = aten.t.default(t313)  # t314: cpu f32[86, 32]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t315 = aten.silu_backward.default(t312, t35)  # t315: cpu f32[2, 16, 86]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t316 = aten.view.default(t315, [32, 86])  # t316: cpu f32[32, 86]
    t317 = aten.t.default(t316)  # t317: cpu f32[86, 32]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t318 = aten.view.default(t313, [2, 16, 86])  # t318: cpu f32[2, 16, 86]
    t319 = aten.permute.default(t318, [1, 0, 2])  # t319: cpu f32[16, 2, 86]
    t320 = aten.clone.default(t319, memory_format=torch.contiguous_format)  # t320: cpu f32[16, 2, 86]
    t321 = aten.view.default(t320, [1, 2, 8, 2, 86])  # t321: cpu f32[1, 2, 8, 2, 86]
    t322 = aten.permute.default(t321, [1, 0, 2, 3, 4])  # t322: cpu f32[2, 1, 8, 2, 86]
    t323 = aten.view.default(t322, [2, 8, 2, 86])  # t323: cpu f32[2, 8, 2, 86]
    t324 = aten.view.default(t323, [32, 86])  # t324: cpu f32[32, 86]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t325 = aten.view.default(t316, [2, 16, 86])  # t325: cpu f32[2, 16, 86]
    t326 = aten.permute.default(t325, [1, 0, 2])  # t326: cpu f32[16, 2, 86]
    t327 = aten.clone.default(t326, memory_format=torch.contiguous_format)  # t327: cpu f32[16, 2, 86]
    t328 = aten.view.default(t327, [1, 2, 8, 2, 86])  # t328: cpu f32[1, 2, 8, 2, 86]
    t329 = aten.permute.default(t328, [1, 0, 2, 3, 4])  # t329: cpu f32[2, 1, 8, 2, 86]
    t330 = aten.view.default(t329, [2, 8, 2, 86])  # t330: cpu f32[2, 8, 2, 86]
    t331 = aten.view.default(t330, [32, 86])  # t331: cpu f32[32, 86]
    # end region 15 -> t314, t317, t324, t331
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t332 = aten.view.default(t37, [32, 86])  # t332: cpu f32[32, 86]
    t333 = aten.mm.default(t304, t332)  # t333: cpu f32[64, 86]
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t334 = aotc.mm_scatter.default([t324, t331], [t7, t6], [], [-1, 0, 1], 2, 'tp')  # t334: cpu f32[16, 64]
    # region 16: inductor 74c8c11f3375a2a4, 24 ops
    t335 = aten.mul.Tensor(t32, t33)  # t335: cpu f32[2, 8, 64]
    t336 = aten.view.default(t334, [1, 8, 2, 64])  # t336: cpu f32[1, 8, 2, 64]
    t337 = aten.view.default(t336, [8, 2, 64])  # t337: cpu f32[8, 2, 64]
    t338 = aten.permute.default(t337, [1, 0, 2])  # t338: cpu f32[2, 8, 64]
    t339 = aten.clone.default(t338, memory_format=torch.contiguous_format)  # t339: cpu f32[2, 8, 64]
    t340 = aten.mul.Tensor(t339, t335)  # t340: cpu f32[2, 8, 64]
    t341 = aten.mul.Tensor(t339, t5)  # t341: cpu f32[2, 8, 64]
    t342 = aten.sum.dim_IntList(t340, [0, 1], True)  # t342: cpu f32[1, 1, 64]
    t343 = aten.mul.Tensor(t341, t32)  # t343: cpu f32[2, 8, 64]
    t344 = aten.mul.Tensor(t341, t33)  # t344: cpu f32[2, 8, 64]
    t345 = aten.sum.dim_IntList(t343, [2], True)  # t345: cpu f32[2, 8, 1]
    t346 = aten.add.Tensor(t285, t344)  # t346: cpu f32[2, 8, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t347 = aten.pow.Tensor_Scalar(t33, 3)  # t347: cpu f32[2, 8, 1]
    t348 = aten.mul.Scalar(t345, -0.5)  # t348: cpu f32[2, 8, 1]
    t349 = aten.mul.Tensor(t348, t347)  # t349: cpu f32[2, 8, 1]
    t350 = aten.expand.default(t349, [2, 8, 64])  # t350: cpu f32[2, 8, 64]
    t351 = aten.div.Scalar(t350, 64)  # t351: cpu f32[2, 8, 64]
    t352 = aten.pow.Tensor_Scalar(t32, 1.0)  # t352: cpu f32[2, 8, 64]
    t353 = aten.mul.Scalar(t352, 2.0)  # t353: cpu f32[2, 8, 64]
    t354 = aten.mul.Tensor(t351, t353)  # t354: cpu f32[2, 8, 64]
    t355 = aten.add.Tensor(t346, t354)  # t355: cpu f32[2, 8, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t356 = aten.permute.default(t355, [1, 0, 2])  # t356: cpu f32[8, 2, 64]
    t357 = aten.clone.default(t356, memory_format=torch.contiguous_format)  # t357: cpu f32[8, 2, 64]
    t358 = aten.view.default(t357, [16, 64])  # t358: cpu f32[16, 64]
    # end region 16 -> t342, t355, t358
    t359 = _c10d_functional.all_reduce.default(t342, 'sum', 'tp')  # t359: cpu f32[1, 1, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t360, t361 = aotc.gather_mm.default(t358, [t4], 2, 'tp')  # t360: cpu f32[32, 64], t361: cpu f32[32, 32]
    # region 17: inductor 79d0e8cb34754162, 6 ops
    t362 = aten.view.default(t361, [16, 2, 32])  # t362: cpu f32[16, 2, 32]
    t363 = aten.permute.default(t362, [1, 0, 2])  # t363: cpu f32[2, 16, 32]
    t364 = aten.clone.default(t363, memory_format=torch.contiguous_format)  # t364: cpu f32[2, 16, 32]
    t365 = aten.view.default(t364, [32, 32])  # t365: cpu f32[32, 32]
    # layers.0.attention (Attention), llama.py:250
    t366 = aten.view.default(t365, [2, 16, 2, 16])  # t366: cpu f32[2, 16, 2, 16]
    t367 = aten.transpose.int(t366, 1, 2)  # t367: cpu f32[2, 2, 16, 16]
    # end region 17 -> t367
    t368 = aten.view.default(t28, [2, 16, 2, 16])  # t368: cpu f32[2, 16, 2, 16]
    t369 = aten.transpose.int(t368, 1, 2)  # t369: cpu f32[2, 2, 16, 16]
    t370 = aten.view.default(t29, [2, 16, 1, 16])  # t370: cpu f32[2, 16, 1, 16]
    t371 = aten.transpose.int(t370, 1, 2)  # t371: cpu f32[2, 1, 16, 16]
    t372 = aten.view.default(t27, [2, 16, 1, 16])  # t372: cpu f32[2, 16, 1, 16]
    t373 = aten.transpose.int(t372, 1, 2)  # t373: cpu f32[2, 1, 16, 16]
    t374, t375, t376 = aotc.sdpa_backward.default(t367, t369, t371, t373, None, t30, t31, True, None)  # t374: cpu f32[2, 2, 16, 16], t375: cpu f32[2, 1, 16, 16], t376: cpu f32[2, 1, 16, 16]
    # region 18: inductor 3357b43f606cc051, 28 ops
    # rope (RotaryEmbedding), llama.py:195
    t377 = aten.slice.Tensor(t20, 0, 0, 16)  # t377: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207
    t378 = aten.view.default(t377, [1, 16, 1, 8])  # t378: cpu f32[1, 16, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t379 = aten.slice.Tensor(t21, 0, 0, 16)  # t379: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:208, 249, 242, 211, 210, 209
    t380 = aten.view.default(t379, [1, 16, 1, 8])  # t380: cpu f32[1, 16, 1, 8]
    t381 = aten.clone.default(t375, memory_format=torch.contiguous_format)  # t381: cpu f32[2, 1, 16, 16]
    t382 = aten.transpose.int(t381, 1, 2)  # t382: cpu f32[2, 16, 1, 16]
    t383 = aten.view.default(t382, [2, 16, 1, 8, 2])  # t383: cpu f32[2, 16, 1, 8, 2]
    t384 = aten.select.int(t383, -1, 0)  # t384: cpu f32[2, 16, 1, 8]
    t385 = aten.select.int(t383, -1, 1)  # t385: cpu f32[2, 16, 1, 8]
    t386 = aten.mul.Tensor(t385, t378)  # t386: cpu f32[2, 16, 1, 8]
    t387 = aten.mul.Tensor(t385, t380)  # t387: cpu f32[2, 16, 1, 8]
    t388 = aten.neg.default(t384)  # t388: cpu f32[2, 16, 1, 8]
    t389 = aten.mul.Tensor(t388, t380)  # t389: cpu f32[2, 16, 1, 8]
    t390 = aten.add.Tensor(t386, t389)  # t390: cpu f32[2, 16, 1, 8]
    # layers.0.attention (Attention), llama.py:209
    t391 = aten.mul.Tensor(t384, t378)  # t391: cpu f32[2, 16, 1, 8]
    t392 = aten.add.Tensor(t387, t391)  # t392: cpu f32[2, 16, 1, 8]
    # layers.0.attention (Attention), llama.py:206
    t393 = aten.select_backward.default(t390, [2, 16, 1, 8, 2], 4, 1)  # t393: cpu f32[2, 16, 1, 8, 2]
    t394 = aten.select_backward.default(t392, [2, 16, 1, 8, 2], 4, 0)  # t394: cpu f32[2, 16, 1, 8, 2]
    t395 = aten.add.Tensor(t393, t394)  # t395: cpu f32[2, 16, 1, 8, 2]
    # layers.0.attention.wk (Linear), llama.py:239
    t396 = aten.view.default(t395, [32, 16])  # t396: cpu f32[32, 16]
    t397 = aten.t.default(t396)  # t397: cpu f32[16, 32]
    t398 = aten.view.default(t396, [2, 16, 16])  # t398: cpu f32[2, 16, 16]
    t399 = aten.permute.default(t398, [1, 0, 2])  # t399: cpu f32[16, 2, 16]
    t400 = aten.clone.default(t399, memory_format=torch.contiguous_format)  # t400: cpu f32[16, 2, 16]
    t401 = aten.view.default(t400, [1, 2, 8, 2, 16])  # t401: cpu f32[1, 2, 8, 2, 16]
    t402 = aten.permute.default(t401, [1, 0, 2, 3, 4])  # t402: cpu f32[2, 1, 8, 2, 16]
    t403 = aten.view.default(t402, [2, 8, 2, 16])  # t403: cpu f32[2, 8, 2, 16]
    t404 = aten.view.default(t403, [32, 16])  # t404: cpu f32[32, 16]
    # end region 18 -> t397, t404
    # region 19: inductor 1b059ba4b946a009, 12 ops
    # layers.0.attention (Attention), llama.py:249, 243, 240
    t405 = aten.clone.default(t376, memory_format=torch.contiguous_format)  # t405: cpu f32[2, 1, 16, 16]
    t406 = aten.transpose.int(t405, 1, 2)  # t406: cpu f32[2, 16, 1, 16]
    t407 = aten.clone.default(t406, memory_format=torch.contiguous_format)  # t407: cpu f32[2, 16, 1, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t408 = aten.view.default(t407, [32, 16])  # t408: cpu f32[32, 16]
    t409 = aten.t.default(t408)  # t409: cpu f32[16, 32]
    t410 = aten.view.default(t408, [2, 16, 16])  # t410: cpu f32[2, 16, 16]
    t411 = aten.permute.default(t410, [1, 0, 2])  # t411: cpu f32[16, 2, 16]
    t412 = aten.clone.default(t411, memory_format=torch.contiguous_format)  # t412: cpu f32[16, 2, 16]
    t413 = aten.view.default(t412, [1, 2, 8, 2, 16])  # t413: cpu f32[1, 2, 8, 2, 16]
    t414 = aten.permute.default(t413, [1, 0, 2, 3, 4])  # t414: cpu f32[2, 1, 8, 2, 16]
    t415 = aten.view.default(t414, [2, 8, 2, 16])  # t415: cpu f32[2, 8, 2, 16]
    t416 = aten.view.default(t415, [32, 16])  # t416: cpu f32[32, 16]
    # end region 19 -> t409, t416
    # region 20: inductor ab11569a34adeb45, 27 ops
    # rope (RotaryEmbedding), llama.py:195
    t417 = aten.slice.Tensor(t20, 0, 0, 16)  # t417: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207
    t418 = aten.view.default(t417, [1, 16, 1, 8])  # t418: cpu f32[1, 16, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t419 = aten.slice.Tensor(t21, 0, 0, 16)  # t419: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:208, 241, 211, 210, 209
    t420 = aten.view.default(t419, [1, 16, 1, 8])  # t420: cpu f32[1, 16, 1, 8]
    t421 = aten.transpose.int(t374, 1, 2)  # t421: cpu f32[2, 16, 2, 16]
    t422 = aten.view.default(t421, [2, 16, 2, 8, 2])  # t422: cpu f32[2, 16, 2, 8, 2]
    t423 = aten.select.int(t422, -1, 0)  # t423: cpu f32[2, 16, 2, 8]
    t424 = aten.select.int(t422, -1, 1)  # t424: cpu f32[2, 16, 2, 8]
    t425 = aten.mul.Tensor(t424, t418)  # t425: cpu f32[2, 16, 2, 8]
    t426 = aten.mul.Tensor(t424, t420)  # t426: cpu f32[2, 16, 2, 8]
    t427 = aten.neg.default(t423)  # t427: cpu f32[2, 16, 2, 8]
    t428 = aten.mul.Tensor(t427, t420)  # t428: cpu f32[2, 16, 2, 8]
    t429 = aten.add.Tensor(t425, t428)  # t429: cpu f32[2, 16, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t430 = aten.mul.Tensor(t423, t418)  # t430: cpu f32[2, 16, 2, 8]
    t431 = aten.add.Tensor(t426, t430)  # t431: cpu f32[2, 16, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t432 = aten.select_backward.default(t429, [2, 16, 2, 8, 2], 4, 1)  # t432: cpu f32[2, 16, 2, 8, 2]
    t433 = aten.select_backward.default(t431, [2, 16, 2, 8, 2], 4, 0)  # t433: cpu f32[2, 16, 2, 8, 2]
    t434 = aten.add.Tensor(t432, t433)  # t434: cpu f32[2, 16, 2, 8, 2]
    # layers.0.attention.wq (Linear), llama.py:238
    t435 = aten.view.default(t434, [32, 32])  # t435: cpu f32[32, 32]
    t436 = aten.t.default(t435)  # t436: cpu f32[32, 32]
    t437 = aten.view.default(t435, [2, 16, 32])  # t437: cpu f32[2, 16, 32]
    t438 = aten.permute.default(t437, [1, 0, 2])  # t438: cpu f32[16, 2, 32]
    t439 = aten.clone.default(t438, memory_format=torch.contiguous_format)  # t439: cpu f32[16, 2, 32]
    t440 = aten.view.default(t439, [1, 2, 8, 2, 32])  # t440: cpu f32[1, 2, 8, 2, 32]
    t441 = aten.permute.default(t440, [1, 0, 2, 3, 4])  # t441: cpu f32[2, 1, 8, 2, 32]
    t442 = aten.view.default(t441, [2, 8, 2, 32])  # t442: cpu f32[2, 8, 2, 32]
    t443 = aten.view.default(t442, [32, 32])  # t443: cpu f32[32, 32]
    # end region 20 -> t436, t443
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t444 = aotc.mm_scatter.default([t416, t404, t443], [t3, t2, t1], [], [-1, -1, 0, 1, 2], 2, 'tp')  # t444: cpu f32[16, 64]
    # region 21: inductor 25be60da4ce95521, 23 ops
    t445 = aten.mul.Tensor(t24, t25)  # t445: cpu f32[2, 8, 64]
    t446 = aten.view.default(t444, [1, 8, 2, 64])  # t446: cpu f32[1, 8, 2, 64]
    t447 = aten.view.default(t446, [8, 2, 64])  # t447: cpu f32[8, 2, 64]
    t448 = aten.permute.default(t447, [1, 0, 2])  # t448: cpu f32[2, 8, 64]
    t449 = aten.clone.default(t448, memory_format=torch.contiguous_format)  # t449: cpu f32[2, 8, 64]
    t450 = aten.mul.Tensor(t449, t445)  # t450: cpu f32[2, 8, 64]
    t451 = aten.mul.Tensor(t449, t0)  # t451: cpu f32[2, 8, 64]
    t452 = aten.sum.dim_IntList(t450, [0, 1], True)  # t452: cpu f32[1, 1, 64]
    t453 = aten.mul.Tensor(t451, t24)  # t453: cpu f32[2, 8, 64]
    t454 = aten.mul.Tensor(t451, t25)  # t454: cpu f32[2, 8, 64]
    t455 = aten.sum.dim_IntList(t453, [2], True)  # t455: cpu f32[2, 8, 1]
    t456 = aten.add.Tensor(t355, t454)  # t456: cpu f32[2, 8, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t457 = aten.pow.Tensor_Scalar(t25, 3)  # t457: cpu f32[2, 8, 1]
    t458 = aten.mul.Scalar(t455, -0.5)  # t458: cpu f32[2, 8, 1]
    t459 = aten.mul.Tensor(t458, t457)  # t459: cpu f32[2, 8, 1]
    t460 = aten.expand.default(t459, [2, 8, 64])  # t460: cpu f32[2, 8, 64]
    t461 = aten.div.Scalar(t460, 64)  # t461: cpu f32[2, 8, 64]
    t462 = aten.pow.Tensor_Scalar(t24, 1.0)  # t462: cpu f32[2, 8, 64]
    t463 = aten.mul.Scalar(t462, 2.0)  # t463: cpu f32[2, 8, 64]
    t464 = aten.mul.Tensor(t461, t463)  # t464: cpu f32[2, 8, 64]
    t465 = aten.add.Tensor(t456, t464)  # t465: cpu f32[2, 8, 64]
    # tok_embeddings (Embedding), llama.py:305
    t466 = aten.permute.default(t465, [1, 0, 2])  # t466: cpu f32[8, 2, 64]
    t467 = aten.clone.default(t466, memory_format=torch.contiguous_format)  # t467: cpu f32[8, 2, 64]
    # end region 21 -> t452, t467
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t468 = _c10d_functional.wait_tensor.default(t171)  # t468: cpu f32[16, 2, 64]
    # region 22: inductor 235a737105cb7e52, 3 ops
    t469 = aten.permute.default(t468, [1, 0, 2])  # t469: cpu f32[2, 16, 64]
    t470 = aten.clone.default(t469, memory_format=torch.contiguous_format)  # t470: cpu f32[2, 16, 64]
    t471 = aten.view.default(t470, [32, 64])  # t471: cpu f32[32, 64]
    # end region 22 -> t471
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t472 = aten.mm.default(t314, t471)  # t472: cpu f32[86, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t473 = aten.mm.default(t317, t471)  # t473: cpu f32[86, 64]
    # tok_embeddings (Embedding), llama.py:305
    t474 = _c10d_functional.all_gather_into_tensor.default(t467, 2, 'tp')  # t474: cpu f32[16, 2, 64]
    # region 23: inductor 6a172daa5460920a, 5 ops
    # layers.0.attention.wo (Linear), llama.py:250
    t475 = aten.view.default(t360, [16, 2, 64])  # t475: cpu f32[16, 2, 64]
    t476 = aten.permute.default(t475, [1, 0, 2])  # t476: cpu f32[2, 16, 64]
    t477 = aten.clone.default(t476, memory_format=torch.contiguous_format)  # t477: cpu f32[2, 16, 64]
    t478 = aten.view.default(t477, [32, 64])  # t478: cpu f32[32, 64]
    t479 = aten.t.default(t478)  # t479: cpu f32[64, 32]
    # end region 23 -> t479
    # layers.0.attention (Attention), llama.py:250
    t480 = aten.transpose.int(t30, 1, 2)  # t480: cpu f32[2, 16, 2, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t481 = aten.view.default(t480, [32, 32])  # t481: cpu f32[32, 32]
    t482 = aten.mm.default(t479, t481)  # t482: cpu f32[64, 32]
    # layers.0.attention.wq (Linear), llama.py:238
    t483 = _c10d_functional.wait_tensor.default(t297)  # t483: cpu f32[16, 2, 64]
    # region 24: inductor 235a737105cb7e52, 3 ops
    t484 = aten.permute.default(t483, [1, 0, 2])  # t484: cpu f32[2, 16, 64]
    t485 = aten.clone.default(t484, memory_format=torch.contiguous_format)  # t485: cpu f32[2, 16, 64]
    t486 = aten.view.default(t485, [32, 64])  # t486: cpu f32[32, 64]
    # end region 24 -> t486
    # layers.0.attention.wv (Linear), llama.py:240
    t487 = aten.mm.default(t409, t486)  # t487: cpu f32[16, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t488 = aten.mm.default(t397, t486)  # t488: cpu f32[16, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t489 = aten.mm.default(t436, t486)  # t489: cpu f32[32, 64]
    t490 = _c10d_functional.all_reduce.default(t452, 'sum', 'tp')  # t490: cpu f32[1, 1, 64]
    # region 25: inductor 0fb4f4b3aeec3f96, 12 ops
    # tok_embeddings (Embedding), llama.py:305
    t491 = aten.view.default(t23, [1])  # t491: cpu i64[1]
    t492 = aten.arange.start_step(0, 256, 1, dtype=torch.int64, device=torch.device('cpu'))  # t492: cpu i64[256]
    t493 = aten.view.default(t492, [1, 2, 128])  # t493: cpu i64[1, 2, 128]
    t494 = aten.index_select.default(t493, 1, t491)  # t494: cpu i64[1, 1, 128]
    t495 = aten.view.default(t494, [128])  # t495: cpu i64[128]
    t496 = aten.select.int(t495, 0, 0)  # t496: cpu i64[]
    t497 = aten.sub.Tensor(t22, t496)  # t497: cpu i64[2, 16]
    t498 = aten.ge.Scalar(t497, 0)  # t498: cpu b8[2, 16]
    t499 = aten.lt.Scalar(t497, 128)  # t499: cpu b8[2, 16]
    t500 = aten.logical_and.default(t498, t499)  # t500: cpu b8[2, 16]
    t501 = aten.mul.Tensor(t497, t500)  # t501: cpu i64[2, 16]
    t502 = aten.unsqueeze.default(t500, -1)  # t502: cpu b8[2, 16, 1]
    # end region 25 -> t500, t501
    t503 = _c10d_functional.wait_tensor.default(t474)  # t503: cpu f32[16, 2, 64]
    # region 26: inductor 08278ce1a57d09bc, 4 ops
    t504 = aten.permute.default(t503, [1, 0, 2])  # t504: cpu f32[2, 16, 64]
    t505 = aten.clone.default(t504, memory_format=torch.contiguous_format)  # t505: cpu f32[2, 16, 64]
    t506 = aten.unsqueeze.default(t500, -1)  # t506: cpu b8[2, 16, 1]
    t507 = aten.mul.Tensor(t505, t506)  # t507: cpu f32[2, 16, 64]
    # end region 26 -> t507
    t508 = aten.embedding_dense_backward.default(t507, t501, 128, -1, False)  # t508: cpu f32[128, 64]
    t509 = _c10d_functional.wait_tensor.default(t490)  # t509: cpu f32[1, 1, 64]
    t510 = aten.view.default(t509, [64])  # t510: cpu f32[64]
    t511 = _c10d_functional.wait_tensor.default(t359)  # t511: cpu f32[1, 1, 64]
    t512 = aten.view.default(t511, [64])  # t512: cpu f32[64]
    t513 = _c10d_functional.wait_tensor.default(t289)  # t513: cpu f32[1, 1, 64]
    t514 = aten.view.default(t513, [64])  # t514: cpu f32[64]
    t515 = _c10d_functional.wait_tensor.default(t164)  # t515: cpu f32[1, 1, 64]
    t516 = aten.view.default(t515, [64])  # t516: cpu f32[64]
    t517 = _c10d_functional.wait_tensor.default(t96)  # t517: cpu f32[1, 1, 64]
    t518 = aten.view.default(t517, [64])  # t518: cpu f32[64]
    return (t508, t510, t489, t488, t487, t482, t512, t473, t472, t333, t514, t296, t295, t294, t187, t516, t170, t169, t138, t518, t101)
    # t508: grad tok_embeddings.weight
    # t510: grad layers.0.attention_norm.weight
    # t489: grad layers.0.attention.wq.weight
    # t488: grad layers.0.attention.wk.weight
    # t487: grad layers.0.attention.wv.weight
    # t482: grad layers.0.attention.wo.weight
    # t512: grad layers.0.ffn_norm.weight
    # t473: grad layers.0.feed_forward.w1.weight
    # t472: grad layers.0.feed_forward.w3.weight
    # t333: grad layers.0.feed_forward.w2.weight
    # t514: grad layers.1.attention_norm.weight
    # t296: grad layers.1.attention.wq.weight
    # t295: grad layers.1.attention.wk.weight
    # t294: grad layers.1.attention.wv.weight
    # t187: grad layers.1.attention.wo.weight
    # t516: grad layers.1.ffn_norm.weight
    # t170: grad layers.1.feed_forward.w1.weight
    # t169: grad layers.1.feed_forward.w3.weight
    # t138: grad layers.1.feed_forward.w2.weight
    # t518: grad norm.weight
    # t101: grad output.weight
