def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51, t52, t53, t54, t55):
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
    # t22: cpu i64[]  saved 22
    # t23: cpu i64[2, 1, 2, 4]  saved 23
    # t24: cpu f32[2, 8, 64]  saved 24
    # t25: cpu f32[2, 8, 1]  saved 25
    # t26: cpu f32[16, 32]  saved 26
    # t27: cpu f32[2, 8, 4, 8, 2]  saved 27
    # t28: cpu f32[2, 8, 2, 8, 2]  saved 28
    # t29: cpu f32[1, 4, 4, 2, 2, 8, 2]  saved 29
    # t30: cpu f32[2, 4, 4, 32]  saved 30
    # t31: cpu f32[2, 4, 8, 16]  saved 31
    # t32: cpu f32[2, 4, 8]  saved 32
    # t33: cpu f32[2, 8, 64]  saved 33
    # t34: cpu f32[2, 8, 1]  saved 34
    # t35: cpu f32[2, 8, 172]  saved 35
    # t36: cpu f32[2, 8, 172]  saved 36
    # t37: cpu f32[2, 8, 172]  saved 37
    # t38: cpu f32[2, 8, 64]  saved 38
    # t39: cpu f32[2, 8, 1]  saved 39
    # t40: cpu f32[16, 32]  saved 40
    # t41: cpu f32[2, 8, 4, 8, 2]  saved 41
    # t42: cpu f32[2, 8, 2, 8, 2]  saved 42
    # t43: cpu f32[1, 4, 4, 2, 2, 8, 2]  saved 43
    # t44: cpu f32[2, 4, 4, 32]  saved 44
    # t45: cpu f32[2, 4, 8, 16]  saved 45
    # t46: cpu f32[2, 4, 8]  saved 46
    # t47: cpu f32[2, 8, 64]  saved 47
    # t48: cpu f32[2, 8, 1]  saved 48
    # t49: cpu f32[2, 8, 172]  saved 49
    # t50: cpu f32[2, 8, 172]  saved 50
    # t51: cpu f32[2, 8, 172]  saved 51
    # t52: cpu f32[2, 8, 64]  saved 52
    # t53: cpu f32[2, 8, 1]  saved 53
    # t54: cpu f32[16, 256]  saved 54
    # t55: cpu f32[2, 16, 256]  tangent 0
    # region 0: inductor d62a2d361f4f6a0b, 7 ops
    # output (Linear), llama.py:308
    t56 = aten.rsub.Scalar(t22, 3)  # t56: cpu i64[]
    t57 = aten.stack.default([t22, t56])  # t57: cpu i64[2]
    t58 = aten.view.default(t55, [2, 1, 4, 4, 256])  # t58: cpu f32[2, 1, 4, 4, 256]
    t59 = aten.index_select.default(t58, 2, t57)  # t59: cpu f32[2, 1, 2, 4, 256]
    t60 = aten.view.default(t59, [2, 8, 256])  # t60: cpu f32[2, 8, 256]
    t61 = aten.view.default(t60, [16, 256])  # t61: cpu f32[16, 256]
    t62 = aten.t.default(t61)  # t62: cpu f32[256, 16]
    # end region 0 -> t61, t62
    # region 1: inductor b51ffcec5a028c1c, 3 ops
    # norm (RMSNorm), llama.py:161, 162
    t63 = aten.mul.Tensor(t52, t53)  # t63: cpu f32[2, 8, 64]
    t64 = aten.mul.Tensor(t63, t18)  # t64: cpu f32[2, 8, 64]
    # output (Linear), llama.py:308
    t65 = aten.view.default(t64, [16, 64])  # t65: cpu f32[16, 64]
    # end region 1 -> t63, t65
    t66 = aten.mm.default(t62, t65)  # t66: cpu f32[256, 64]
    t67 = _c10d_functional.all_reduce.default(t66, 'sum', 'cp')  # t67: cpu f32[256, 64]
    # output (Linear), llama.py:308
    t68 = aten.mm.default(t61, t19)  # t68: cpu f32[16, 64]
    # region 2: inductor 9c33c2ecf81b7696, 19 ops
    t69 = aten.view.default(t68, [2, 8, 64])  # t69: cpu f32[2, 8, 64]
    # norm (RMSNorm), llama.py:162, 161
    t70 = aten.mul.Tensor(t69, t63)  # t70: cpu f32[2, 8, 64]
    t71 = aten.mul.Tensor(t69, t18)  # t71: cpu f32[2, 8, 64]
    t72 = aten.sum.dim_IntList(t70, [0, 1], True)  # t72: cpu f32[1, 1, 64]
    t73 = aten.view.default(t72, [64])  # t73: cpu f32[64]
    t74 = aten.mul.Tensor(t71, t52)  # t74: cpu f32[2, 8, 64]
    t75 = aten.mul.Tensor(t71, t53)  # t75: cpu f32[2, 8, 64]
    t76 = aten.sum.dim_IntList(t74, [2], True)  # t76: cpu f32[2, 8, 1]
    t77 = aten.pow.Tensor_Scalar(t53, 3)  # t77: cpu f32[2, 8, 1]
    t78 = aten.mul.Scalar(t76, -0.5)  # t78: cpu f32[2, 8, 1]
    t79 = aten.mul.Tensor(t78, t77)  # t79: cpu f32[2, 8, 1]
    t80 = aten.expand.default(t79, [2, 8, 64])  # t80: cpu f32[2, 8, 64]
    t81 = aten.div.Scalar(t80, 64)  # t81: cpu f32[2, 8, 64]
    t82 = aten.pow.Tensor_Scalar(t52, 1.0)  # t82: cpu f32[2, 8, 64]
    t83 = aten.mul.Scalar(t82, 2.0)  # t83: cpu f32[2, 8, 64]
    t84 = aten.mul.Tensor(t81, t83)  # t84: cpu f32[2, 8, 64]
    t85 = aten.add.Tensor(t75, t84)  # t85: cpu f32[2, 8, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t86 = aten.view.default(t85, [16, 64])  # t86: cpu f32[16, 64]
    t87 = aten.t.default(t86)  # t87: cpu f32[64, 16]
    # end region 2 -> t72, t85, t86, t87
    t88 = _c10d_functional.all_reduce.default(t72, 'sum', 'cp')  # t88: cpu f32[1, 1, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t89 = aten.view.default(t51, [16, 172])  # t89: cpu f32[16, 172]
    t90 = aten.mm.default(t87, t89)  # t90: cpu f32[64, 172]
    t91 = _c10d_functional.all_reduce.default(t90, 'sum', 'cp')  # t91: cpu f32[64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t92 = aten.mm.default(t86, t17)  # t92: cpu f32[16, 172]
    # region 3: inductor 2b6e277e6205a06f, 9 ops
    t93 = aten.view.default(t92, [2, 8, 172])  # t93: cpu f32[2, 8, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t94 = aten.silu.default(t49)  # t94: cpu f32[2, 8, 172]
    t95 = aten.mul.Tensor(t93, t94)  # t95: cpu f32[2, 8, 172]
    t96 = aten.mul.Tensor(t93, t50)  # t96: cpu f32[2, 8, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t97 = aten.view.default(t95, [16, 172])  # t97: cpu f32[16, 172]
    t98 = aten.t.default(t97)  # t98: cpu f32[172, 16]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t99 = aten.silu_backward.default(t96, t49)  # t99: cpu f32[2, 8, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t100 = aten.view.default(t99, [16, 172])  # t100: cpu f32[16, 172]
    t101 = aten.t.default(t100)  # t101: cpu f32[172, 16]
    # end region 3 -> t97, t98, t100, t101
    # region 4: inductor b51ffcec5a028c1c, 3 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t102 = aten.mul.Tensor(t47, t48)  # t102: cpu f32[2, 8, 64]
    t103 = aten.mul.Tensor(t102, t14)  # t103: cpu f32[2, 8, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t104 = aten.view.default(t103, [16, 64])  # t104: cpu f32[16, 64]
    # end region 4 -> t102, t104
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t105 = aten.mm.default(t98, t104)  # t105: cpu f32[172, 64]
    t106 = _c10d_functional.all_reduce.default(t105, 'sum', 'cp')  # t106: cpu f32[172, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t107 = aten.mm.default(t101, t104)  # t107: cpu f32[172, 64]
    t108 = _c10d_functional.all_reduce.default(t107, 'sum', 'cp')  # t108: cpu f32[172, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t109 = aten.mm.default(t97, t16)  # t109: cpu f32[16, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t110 = aten.mm.default(t100, t15)  # t110: cpu f32[16, 64]
    # region 5: inductor 9c221fec9194eed5, 22 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t111 = aten.view.default(t109, [2, 8, 64])  # t111: cpu f32[2, 8, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t112 = aten.view.default(t110, [2, 8, 64])  # t112: cpu f32[2, 8, 64]
    t113 = aten.add.Tensor(t111, t112)  # t113: cpu f32[2, 8, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t114 = aten.mul.Tensor(t113, t102)  # t114: cpu f32[2, 8, 64]
    t115 = aten.mul.Tensor(t113, t14)  # t115: cpu f32[2, 8, 64]
    t116 = aten.sum.dim_IntList(t114, [0, 1], True)  # t116: cpu f32[1, 1, 64]
    t117 = aten.view.default(t116, [64])  # t117: cpu f32[64]
    t118 = aten.mul.Tensor(t115, t47)  # t118: cpu f32[2, 8, 64]
    t119 = aten.mul.Tensor(t115, t48)  # t119: cpu f32[2, 8, 64]
    t120 = aten.sum.dim_IntList(t118, [2], True)  # t120: cpu f32[2, 8, 1]
    t121 = aten.add.Tensor(t85, t119)  # t121: cpu f32[2, 8, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t122 = aten.pow.Tensor_Scalar(t48, 3)  # t122: cpu f32[2, 8, 1]
    t123 = aten.mul.Scalar(t120, -0.5)  # t123: cpu f32[2, 8, 1]
    t124 = aten.mul.Tensor(t123, t122)  # t124: cpu f32[2, 8, 1]
    t125 = aten.expand.default(t124, [2, 8, 64])  # t125: cpu f32[2, 8, 64]
    t126 = aten.div.Scalar(t125, 64)  # t126: cpu f32[2, 8, 64]
    t127 = aten.pow.Tensor_Scalar(t47, 1.0)  # t127: cpu f32[2, 8, 64]
    t128 = aten.mul.Scalar(t127, 2.0)  # t128: cpu f32[2, 8, 64]
    t129 = aten.mul.Tensor(t126, t128)  # t129: cpu f32[2, 8, 64]
    t130 = aten.add.Tensor(t121, t129)  # t130: cpu f32[2, 8, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t131 = aten.view.default(t130, [16, 64])  # t131: cpu f32[16, 64]
    t132 = aten.t.default(t131)  # t132: cpu f32[64, 16]
    # end region 5 -> t116, t130, t131, t132
    t133 = _c10d_functional.all_reduce.default(t116, 'sum', 'cp')  # t133: cpu f32[1, 1, 64]
    # layers.1.attention (Attention), llama.py:250
    t134 = aten.transpose.int(t45, 1, 2)  # t134: cpu f32[2, 8, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t135 = aten.view.default(t134, [16, 64])  # t135: cpu f32[16, 64]
    t136 = aten.mm.default(t132, t135)  # t136: cpu f32[64, 64]
    t137 = _c10d_functional.all_reduce.default(t136, 'sum', 'cp')  # t137: cpu f32[64, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t138 = aten.mm.default(t131, t13)  # t138: cpu f32[16, 64]
    # layers.1.attention (Attention), llama.py:250, 211, 241
    t139 = aten.view.default(t138, [2, 8, 4, 16])  # t139: cpu f32[2, 8, 4, 16]
    t140 = aten.transpose.int(t139, 1, 2)  # t140: cpu f32[2, 4, 8, 16]
    t141 = aten.view.default(t41, [2, 8, 4, 16])  # t141: cpu f32[2, 8, 4, 16]
    t142 = aten.transpose.int(t141, 1, 2)  # t142: cpu f32[2, 4, 8, 16]
    # region 6: inductor 80901bb9ad199cd9, 5 ops
    t143 = aten.view.default(t43, [16, 2, 2, 8, 2])  # t143: cpu f32[16, 2, 2, 8, 2]
    t144 = aten.permute.default(t143, [1, 0, 2, 3, 4])  # t144: cpu f32[2, 16, 2, 8, 2]
    t145 = aten.clone.default(t144, memory_format=torch.contiguous_format)  # t145: cpu f32[2, 16, 2, 8, 2]
    t146 = aten.view.default(t145, [2, 16, 2, 16])  # t146: cpu f32[2, 16, 2, 16]
    t147 = aten.transpose.int(t146, 1, 2)  # t147: cpu f32[2, 2, 16, 16]
    # end region 6 -> t147
    t148 = aten.view.default(t44, [32, 32])  # t148: cpu f32[32, 32]
    t149 = aten.view.default(t148, [2, 16, 2, 16])  # t149: cpu f32[2, 16, 2, 16]
    t150 = aten.transpose.int(t149, 1, 2)  # t150: cpu f32[2, 2, 16, 16]
    t151, t152, t153 = aotc.cp_attention_backward.default(t140, t142, t147, t150, t45, t46, None, 2, 'cp')  # t151: cpu f32[2, 4, 8, 16], t152: cpu f32[2, 2, 16, 16], t153: cpu f32[2, 2, 16, 16]
    # region 7: inductor 827fe09e7112e40d, 5 ops
    t154 = aten.permute.default(t152, [2, 0, 1, 3])  # t154: cpu f32[16, 2, 2, 16]
    t155 = aten.clone.default(t154, memory_format=torch.contiguous_format)  # t155: cpu f32[16, 2, 2, 16]
    t156 = aten.view.default(t155, [1, 4, 4, 2, 2, 16])  # t156: cpu f32[1, 4, 4, 2, 2, 16]
    t157 = aten.slice.Tensor(t156, 1, 0, 2)  # t157: cpu f32[1, 2, 4, 2, 2, 16]
    t158 = aten.slice.Tensor(t156, 1, 2, 4)  # t158: cpu f32[1, 2, 4, 2, 2, 16]
    # end region 7 -> t155, t158
    t159 = aten.flip.default(t158, [1])  # t159: cpu f32[1, 2, 4, 2, 2, 16]
    # region 8: inductor bc3919f6cf643d4a, 6 ops
    t160 = aten.view.default(t155, [1, 4, 4, 2, 2, 16])  # t160: cpu f32[1, 4, 4, 2, 2, 16]
    t161 = aten.slice.Tensor(t160, 1, 0, 2)  # t161: cpu f32[1, 2, 4, 2, 2, 16]
    t162 = aten.stack.default([t161, t159], 2)  # t162: cpu f32[1, 2, 2, 4, 2, 2, 16]
    t163 = aten.view.default(t162, [1, 2, 8, 2, 2, 16])  # t163: cpu f32[1, 2, 8, 2, 2, 16]
    t164 = aten.permute.default(t163, [1, 0, 2, 3, 4, 5])  # t164: cpu f32[2, 1, 8, 2, 2, 16]
    t165 = aten.view.default(t164, [2, 8, 2, 2, 16])  # t165: cpu f32[2, 8, 2, 2, 16]
    # end region 8 -> t165
    t166 = _c10d_functional.reduce_scatter_tensor.default(t165, 'sum', 2, 'cp')  # t166: cpu f32[1, 8, 2, 2, 16]
    # region 9: inductor 827fe09e7112e40d, 5 ops
    t167 = aten.permute.default(t153, [2, 0, 1, 3])  # t167: cpu f32[16, 2, 2, 16]
    t168 = aten.clone.default(t167, memory_format=torch.contiguous_format)  # t168: cpu f32[16, 2, 2, 16]
    t169 = aten.view.default(t168, [1, 4, 4, 2, 2, 16])  # t169: cpu f32[1, 4, 4, 2, 2, 16]
    t170 = aten.slice.Tensor(t169, 1, 0, 2)  # t170: cpu f32[1, 2, 4, 2, 2, 16]
    t171 = aten.slice.Tensor(t169, 1, 2, 4)  # t171: cpu f32[1, 2, 4, 2, 2, 16]
    # end region 9 -> t168, t171
    t172 = aten.flip.default(t171, [1])  # t172: cpu f32[1, 2, 4, 2, 2, 16]
    # region 10: inductor bc3919f6cf643d4a, 6 ops
    t173 = aten.view.default(t168, [1, 4, 4, 2, 2, 16])  # t173: cpu f32[1, 4, 4, 2, 2, 16]
    t174 = aten.slice.Tensor(t173, 1, 0, 2)  # t174: cpu f32[1, 2, 4, 2, 2, 16]
    t175 = aten.stack.default([t174, t172], 2)  # t175: cpu f32[1, 2, 2, 4, 2, 2, 16]
    t176 = aten.view.default(t175, [1, 2, 8, 2, 2, 16])  # t176: cpu f32[1, 2, 8, 2, 2, 16]
    t177 = aten.permute.default(t176, [1, 0, 2, 3, 4, 5])  # t177: cpu f32[2, 1, 8, 2, 2, 16]
    t178 = aten.view.default(t177, [2, 8, 2, 2, 16])  # t178: cpu f32[2, 8, 2, 2, 16]
    # end region 10 -> t178
    t179 = _c10d_functional.reduce_scatter_tensor.default(t178, 'sum', 2, 'cp')  # t179: cpu f32[1, 8, 2, 2, 16]
    # region 11: inductor b51ffcec5a028c1c, 3 ops
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t180 = aten.mul.Tensor(t38, t39)  # t180: cpu f32[2, 8, 64]
    t181 = aten.mul.Tensor(t180, t9)  # t181: cpu f32[2, 8, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t182 = aten.view.default(t181, [16, 64])  # t182: cpu f32[16, 64]
    # end region 11 -> t180, t182
    # layers.1.attention (Attention), llama.py:249
    t183 = _c10d_functional.wait_tensor.default(t179)  # t183: cpu f32[1, 8, 2, 2, 16]
    # region 12: inductor 7aad3c51e6893155, 8 ops
    t184 = aten.view.default(t183, [8, 2, 2, 16])  # t184: cpu f32[8, 2, 2, 16]
    t185 = aten.permute.default(t184, [1, 2, 0, 3])  # t185: cpu f32[2, 2, 8, 16]
    t186 = aten.clone.default(t185, memory_format=torch.contiguous_format)  # t186: cpu f32[2, 2, 8, 16]
    t187 = aten.clone.default(t186, memory_format=torch.contiguous_format)  # t187: cpu f32[2, 2, 8, 16]
    t188 = aten.transpose.int(t187, 1, 2)  # t188: cpu f32[2, 8, 2, 16]
    t189 = aten.clone.default(t188, memory_format=torch.contiguous_format)  # t189: cpu f32[2, 8, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t190 = aten.view.default(t189, [16, 32])  # t190: cpu f32[16, 32]
    t191 = aten.t.default(t190)  # t191: cpu f32[32, 16]
    # end region 12 -> t190, t191
    t192 = aten.mm.default(t191, t182)  # t192: cpu f32[32, 64]
    t193 = _c10d_functional.all_reduce.default(t192, 'sum', 'cp')  # t193: cpu f32[32, 64]
    # region 13: inductor 12a9a043d4edfc6f, 7 ops
    # layers.0.attention (Attention), llama.py:209
    t194 = aten.rsub.Scalar(t22, 3)  # t194: cpu i64[]
    t195 = aten.stack.default([t22, t194])  # t195: cpu i64[2]
    # rope (RotaryEmbedding), llama.py:195
    t196 = aten.slice.Tensor(t20, 0, 0, 16)  # t196: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207, 209
    t197 = aten.view.default(t196, [1, 16, 1, 8])  # t197: cpu f32[1, 16, 1, 8]
    t198 = aten.view.default(t197, [1, 1, 4, 4, 1, 8])  # t198: cpu f32[1, 1, 4, 4, 1, 8]
    t199 = aten.index_select.default(t198, 2, t195)  # t199: cpu f32[1, 1, 2, 4, 1, 8]
    t200 = aten.view.default(t199, [1, 8, 1, 8])  # t200: cpu f32[1, 8, 1, 8]
    # end region 13 -> t199
    # region 14: inductor 12a9a043d4edfc6f, 7 ops
    t201 = aten.rsub.Scalar(t22, 3)  # t201: cpu i64[]
    t202 = aten.stack.default([t22, t201])  # t202: cpu i64[2]
    # rope (RotaryEmbedding), llama.py:195
    t203 = aten.slice.Tensor(t21, 0, 0, 16)  # t203: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:208, 209
    t204 = aten.view.default(t203, [1, 16, 1, 8])  # t204: cpu f32[1, 16, 1, 8]
    t205 = aten.view.default(t204, [1, 1, 4, 4, 1, 8])  # t205: cpu f32[1, 1, 4, 4, 1, 8]
    t206 = aten.index_select.default(t205, 2, t202)  # t206: cpu f32[1, 1, 2, 4, 1, 8]
    t207 = aten.view.default(t206, [1, 8, 1, 8])  # t207: cpu f32[1, 8, 1, 8]
    # end region 14 -> t206
    # region 15: inductor 8d968b4c46ce4227, 18 ops
    t208 = aten.view.default(t199, [1, 8, 1, 8])  # t208: cpu f32[1, 8, 1, 8]
    t209 = aten.view.default(t206, [1, 8, 1, 8])  # t209: cpu f32[1, 8, 1, 8]
    # layers.1.attention (Attention), llama.py:241, 211, 210, 209
    t210 = aten.transpose.int(t151, 1, 2)  # t210: cpu f32[2, 8, 4, 16]
    t211 = aten.view.default(t210, [2, 8, 4, 8, 2])  # t211: cpu f32[2, 8, 4, 8, 2]
    t212 = aten.select.int(t211, -1, 0)  # t212: cpu f32[2, 8, 4, 8]
    t213 = aten.select.int(t211, -1, 1)  # t213: cpu f32[2, 8, 4, 8]
    t214 = aten.mul.Tensor(t213, t208)  # t214: cpu f32[2, 8, 4, 8]
    t215 = aten.mul.Tensor(t213, t209)  # t215: cpu f32[2, 8, 4, 8]
    t216 = aten.neg.default(t212)  # t216: cpu f32[2, 8, 4, 8]
    t217 = aten.mul.Tensor(t216, t209)  # t217: cpu f32[2, 8, 4, 8]
    t218 = aten.add.Tensor(t214, t217)  # t218: cpu f32[2, 8, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t219 = aten.mul.Tensor(t212, t208)  # t219: cpu f32[2, 8, 4, 8]
    t220 = aten.add.Tensor(t215, t219)  # t220: cpu f32[2, 8, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t221 = aten.select_backward.default(t218, [2, 8, 4, 8, 2], 4, 1)  # t221: cpu f32[2, 8, 4, 8, 2]
    t222 = aten.select_backward.default(t220, [2, 8, 4, 8, 2], 4, 0)  # t222: cpu f32[2, 8, 4, 8, 2]
    t223 = aten.add.Tensor(t221, t222)  # t223: cpu f32[2, 8, 4, 8, 2]
    # layers.1.attention.wq (Linear), llama.py:238
    t224 = aten.view.default(t223, [16, 64])  # t224: cpu f32[16, 64]
    t225 = aten.t.default(t224)  # t225: cpu f32[64, 16]
    # end region 15 -> t224, t225
    # layers.1.attention (Attention), llama.py:249
    t226 = _c10d_functional.wait_tensor.default(t166)  # t226: cpu f32[1, 8, 2, 2, 16]
    # region 16: inductor 895aad4274ed9fe1, 23 ops
    t227 = aten.view.default(t226, [8, 2, 2, 16])  # t227: cpu f32[8, 2, 2, 16]
    t228 = aten.permute.default(t227, [1, 2, 0, 3])  # t228: cpu f32[2, 2, 8, 16]
    t229 = aten.clone.default(t228, memory_format=torch.contiguous_format)  # t229: cpu f32[2, 2, 8, 16]
    t230 = aten.clone.default(t229, memory_format=torch.contiguous_format)  # t230: cpu f32[2, 2, 8, 16]
    t231 = aten.transpose.int(t230, 1, 2)  # t231: cpu f32[2, 8, 2, 16]
    t232 = aten.clone.default(t231, memory_format=torch.contiguous_format)  # t232: cpu f32[2, 8, 2, 16]
    t233 = aten.view.default(t232, [2, 8, 2, 8, 2])  # t233: cpu f32[2, 8, 2, 8, 2]
    t234 = aten.select.int(t233, -1, 0)  # t234: cpu f32[2, 8, 2, 8]
    t235 = aten.select.int(t233, -1, 1)  # t235: cpu f32[2, 8, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t236 = aten.view.default(t199, [1, 8, 1, 8])  # t236: cpu f32[1, 8, 1, 8]
    # layers.1.attention (Attention), llama.py:210
    t237 = aten.mul.Tensor(t235, t236)  # t237: cpu f32[2, 8, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t238 = aten.view.default(t206, [1, 8, 1, 8])  # t238: cpu f32[1, 8, 1, 8]
    # layers.1.attention (Attention), llama.py:210, 209
    t239 = aten.mul.Tensor(t235, t238)  # t239: cpu f32[2, 8, 2, 8]
    t240 = aten.neg.default(t234)  # t240: cpu f32[2, 8, 2, 8]
    t241 = aten.mul.Tensor(t240, t238)  # t241: cpu f32[2, 8, 2, 8]
    t242 = aten.add.Tensor(t237, t241)  # t242: cpu f32[2, 8, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t243 = aten.mul.Tensor(t234, t236)  # t243: cpu f32[2, 8, 2, 8]
    t244 = aten.add.Tensor(t239, t243)  # t244: cpu f32[2, 8, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t245 = aten.select_backward.default(t242, [2, 8, 2, 8, 2], 4, 1)  # t245: cpu f32[2, 8, 2, 8, 2]
    t246 = aten.select_backward.default(t244, [2, 8, 2, 8, 2], 4, 0)  # t246: cpu f32[2, 8, 2, 8, 2]
    t247 = aten.add.Tensor(t245, t246)  # t247: cpu f32[2, 8, 2, 8, 2]
    # layers.1.attention.wk (Linear), llama.py:239
    t248 = aten.view.default(t247, [16, 32])  # t248: cpu f32[16, 32]
    t249 = aten.t.default(t248)  # t249: cpu f32[32, 16]
    # end region 16 -> t248, t249
    t250 = aten.mm.default(t249, t182)  # t250: cpu f32[32, 64]
    t251 = _c10d_functional.all_reduce.default(t250, 'sum', 'cp')  # t251: cpu f32[32, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t252 = aten.mm.default(t190, t12)  # t252: cpu f32[16, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t253 = aten.mm.default(t225, t182)  # t253: cpu f32[64, 64]
    t254 = _c10d_functional.all_reduce.default(t253, 'sum', 'cp')  # t254: cpu f32[64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t255 = aten.mm.default(t248, t11)  # t255: cpu f32[16, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t256 = aten.mm.default(t224, t10)  # t256: cpu f32[16, 64]
    # region 17: inductor 97a18623ca46d5d7, 24 ops
    # layers.1.attention.wv (Linear), llama.py:240
    t257 = aten.view.default(t252, [2, 8, 64])  # t257: cpu f32[2, 8, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t258 = aten.view.default(t255, [2, 8, 64])  # t258: cpu f32[2, 8, 64]
    t259 = aten.add.Tensor(t257, t258)  # t259: cpu f32[2, 8, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t260 = aten.view.default(t256, [2, 8, 64])  # t260: cpu f32[2, 8, 64]
    t261 = aten.add.Tensor(t259, t260)  # t261: cpu f32[2, 8, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t262 = aten.mul.Tensor(t261, t180)  # t262: cpu f32[2, 8, 64]
    t263 = aten.mul.Tensor(t261, t9)  # t263: cpu f32[2, 8, 64]
    t264 = aten.sum.dim_IntList(t262, [0, 1], True)  # t264: cpu f32[1, 1, 64]
    t265 = aten.view.default(t264, [64])  # t265: cpu f32[64]
    t266 = aten.mul.Tensor(t263, t38)  # t266: cpu f32[2, 8, 64]
    t267 = aten.mul.Tensor(t263, t39)  # t267: cpu f32[2, 8, 64]
    t268 = aten.sum.dim_IntList(t266, [2], True)  # t268: cpu f32[2, 8, 1]
    t269 = aten.add.Tensor(t130, t267)  # t269: cpu f32[2, 8, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t270 = aten.pow.Tensor_Scalar(t39, 3)  # t270: cpu f32[2, 8, 1]
    t271 = aten.mul.Scalar(t268, -0.5)  # t271: cpu f32[2, 8, 1]
    t272 = aten.mul.Tensor(t271, t270)  # t272: cpu f32[2, 8, 1]
    t273 = aten.expand.default(t272, [2, 8, 64])  # t273: cpu f32[2, 8, 64]
    t274 = aten.div.Scalar(t273, 64)  # t274: cpu f32[2, 8, 64]
    t275 = aten.pow.Tensor_Scalar(t38, 1.0)  # t275: cpu f32[2, 8, 64]
    t276 = aten.mul.Scalar(t275, 2.0)  # t276: cpu f32[2, 8, 64]
    t277 = aten.mul.Tensor(t274, t276)  # t277: cpu f32[2, 8, 64]
    t278 = aten.add.Tensor(t269, t277)  # t278: cpu f32[2, 8, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t279 = aten.view.default(t278, [16, 64])  # t279: cpu f32[16, 64]
    t280 = aten.t.default(t279)  # t280: cpu f32[64, 16]
    # end region 17 -> t264, t278, t279, t280
    t281 = _c10d_functional.all_reduce.default(t264, 'sum', 'cp')  # t281: cpu f32[1, 1, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t282 = aten.view.default(t37, [16, 172])  # t282: cpu f32[16, 172]
    t283 = aten.mm.default(t280, t282)  # t283: cpu f32[64, 172]
    t284 = _c10d_functional.all_reduce.default(t283, 'sum', 'cp')  # t284: cpu f32[64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t285 = aten.mm.default(t279, t8)  # t285: cpu f32[16, 172]
    # region 18: inductor 2b6e277e6205a06f, 9 ops
    t286 = aten.view.default(t285, [2, 8, 172])  # t286: cpu f32[2, 8, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t287 = aten.silu.default(t35)  # t287: cpu f32[2, 8, 172]
    t288 = aten.mul.Tensor(t286, t287)  # t288: cpu f32[2, 8, 172]
    t289 = aten.mul.Tensor(t286, t36)  # t289: cpu f32[2, 8, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t290 = aten.view.default(t288, [16, 172])  # t290: cpu f32[16, 172]
    t291 = aten.t.default(t290)  # t291: cpu f32[172, 16]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t292 = aten.silu_backward.default(t289, t35)  # t292: cpu f32[2, 8, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t293 = aten.view.default(t292, [16, 172])  # t293: cpu f32[16, 172]
    t294 = aten.t.default(t293)  # t294: cpu f32[172, 16]
    # end region 18 -> t290, t291, t293, t294
    # region 19: inductor b51ffcec5a028c1c, 3 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t295 = aten.mul.Tensor(t33, t34)  # t295: cpu f32[2, 8, 64]
    t296 = aten.mul.Tensor(t295, t5)  # t296: cpu f32[2, 8, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t297 = aten.view.default(t296, [16, 64])  # t297: cpu f32[16, 64]
    # end region 19 -> t295, t297
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t298 = aten.mm.default(t291, t297)  # t298: cpu f32[172, 64]
    t299 = _c10d_functional.all_reduce.default(t298, 'sum', 'cp')  # t299: cpu f32[172, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t300 = aten.mm.default(t294, t297)  # t300: cpu f32[172, 64]
    t301 = _c10d_functional.all_reduce.default(t300, 'sum', 'cp')  # t301: cpu f32[172, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t302 = aten.mm.default(t290, t7)  # t302: cpu f32[16, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t303 = aten.mm.default(t293, t6)  # t303: cpu f32[16, 64]
    # region 20: inductor 9c221fec9194eed5, 22 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t304 = aten.view.default(t302, [2, 8, 64])  # t304: cpu f32[2, 8, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t305 = aten.view.default(t303, [2, 8, 64])  # t305: cpu f32[2, 8, 64]
    t306 = aten.add.Tensor(t304, t305)  # t306: cpu f32[2, 8, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t307 = aten.mul.Tensor(t306, t295)  # t307: cpu f32[2, 8, 64]
    t308 = aten.mul.Tensor(t306, t5)  # t308: cpu f32[2, 8, 64]
    t309 = aten.sum.dim_IntList(t307, [0, 1], True)  # t309: cpu f32[1, 1, 64]
    t310 = aten.view.default(t309, [64])  # t310: cpu f32[64]
    t311 = aten.mul.Tensor(t308, t33)  # t311: cpu f32[2, 8, 64]
    t312 = aten.mul.Tensor(t308, t34)  # t312: cpu f32[2, 8, 64]
    t313 = aten.sum.dim_IntList(t311, [2], True)  # t313: cpu f32[2, 8, 1]
    t314 = aten.add.Tensor(t278, t312)  # t314: cpu f32[2, 8, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t315 = aten.pow.Tensor_Scalar(t34, 3)  # t315: cpu f32[2, 8, 1]
    t316 = aten.mul.Scalar(t313, -0.5)  # t316: cpu f32[2, 8, 1]
    t317 = aten.mul.Tensor(t316, t315)  # t317: cpu f32[2, 8, 1]
    t318 = aten.expand.default(t317, [2, 8, 64])  # t318: cpu f32[2, 8, 64]
    t319 = aten.div.Scalar(t318, 64)  # t319: cpu f32[2, 8, 64]
    t320 = aten.pow.Tensor_Scalar(t33, 1.0)  # t320: cpu f32[2, 8, 64]
    t321 = aten.mul.Scalar(t320, 2.0)  # t321: cpu f32[2, 8, 64]
    t322 = aten.mul.Tensor(t319, t321)  # t322: cpu f32[2, 8, 64]
    t323 = aten.add.Tensor(t314, t322)  # t323: cpu f32[2, 8, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t324 = aten.view.default(t323, [16, 64])  # t324: cpu f32[16, 64]
    t325 = aten.t.default(t324)  # t325: cpu f32[64, 16]
    # end region 20 -> t309, t323, t324, t325
    t326 = _c10d_functional.all_reduce.default(t309, 'sum', 'cp')  # t326: cpu f32[1, 1, 64]
    # layers.0.attention (Attention), llama.py:250
    t327 = aten.transpose.int(t31, 1, 2)  # t327: cpu f32[2, 8, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t328 = aten.view.default(t327, [16, 64])  # t328: cpu f32[16, 64]
    t329 = aten.mm.default(t325, t328)  # t329: cpu f32[64, 64]
    t330 = _c10d_functional.all_reduce.default(t329, 'sum', 'cp')  # t330: cpu f32[64, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t331 = aten.mm.default(t324, t4)  # t331: cpu f32[16, 64]
    # layers.0.attention (Attention), llama.py:250, 211, 241
    t332 = aten.view.default(t331, [2, 8, 4, 16])  # t332: cpu f32[2, 8, 4, 16]
    t333 = aten.transpose.int(t332, 1, 2)  # t333: cpu f32[2, 4, 8, 16]
    t334 = aten.view.default(t27, [2, 8, 4, 16])  # t334: cpu f32[2, 8, 4, 16]
    t335 = aten.transpose.int(t334, 1, 2)  # t335: cpu f32[2, 4, 8, 16]
    # region 21: inductor 80901bb9ad199cd9, 5 ops
    t336 = aten.view.default(t29, [16, 2, 2, 8, 2])  # t336: cpu f32[16, 2, 2, 8, 2]
    t337 = aten.permute.default(t336, [1, 0, 2, 3, 4])  # t337: cpu f32[2, 16, 2, 8, 2]
    t338 = aten.clone.default(t337, memory_format=torch.contiguous_format)  # t338: cpu f32[2, 16, 2, 8, 2]
    t339 = aten.view.default(t338, [2, 16, 2, 16])  # t339: cpu f32[2, 16, 2, 16]
    t340 = aten.transpose.int(t339, 1, 2)  # t340: cpu f32[2, 2, 16, 16]
    # end region 21 -> t340
    t341 = aten.view.default(t30, [32, 32])  # t341: cpu f32[32, 32]
    t342 = aten.view.default(t341, [2, 16, 2, 16])  # t342: cpu f32[2, 16, 2, 16]
    t343 = aten.transpose.int(t342, 1, 2)  # t343: cpu f32[2, 2, 16, 16]
    t344, t345, t346 = aotc.cp_attention_backward.default(t333, t335, t340, t343, t31, t32, None, 2, 'cp')  # t344: cpu f32[2, 4, 8, 16], t345: cpu f32[2, 2, 16, 16], t346: cpu f32[2, 2, 16, 16]
    # region 22: inductor 827fe09e7112e40d, 5 ops
    t347 = aten.permute.default(t345, [2, 0, 1, 3])  # t347: cpu f32[16, 2, 2, 16]
    t348 = aten.clone.default(t347, memory_format=torch.contiguous_format)  # t348: cpu f32[16, 2, 2, 16]
    t349 = aten.view.default(t348, [1, 4, 4, 2, 2, 16])  # t349: cpu f32[1, 4, 4, 2, 2, 16]
    t350 = aten.slice.Tensor(t349, 1, 0, 2)  # t350: cpu f32[1, 2, 4, 2, 2, 16]
    t351 = aten.slice.Tensor(t349, 1, 2, 4)  # t351: cpu f32[1, 2, 4, 2, 2, 16]
    # end region 22 -> t348, t351
    t352 = aten.flip.default(t351, [1])  # t352: cpu f32[1, 2, 4, 2, 2, 16]
    # region 23: inductor bc3919f6cf643d4a, 6 ops
    t353 = aten.view.default(t348, [1, 4, 4, 2, 2, 16])  # t353: cpu f32[1, 4, 4, 2, 2, 16]
    t354 = aten.slice.Tensor(t353, 1, 0, 2)  # t354: cpu f32[1, 2, 4, 2, 2, 16]
    t355 = aten.stack.default([t354, t352], 2)  # t355: cpu f32[1, 2, 2, 4, 2, 2, 16]
    t356 = aten.view.default(t355, [1, 2, 8, 2, 2, 16])  # t356: cpu f32[1, 2, 8, 2, 2, 16]
    t357 = aten.permute.default(t356, [1, 0, 2, 3, 4, 5])  # t357: cpu f32[2, 1, 8, 2, 2, 16]
    t358 = aten.view.default(t357, [2, 8, 2, 2, 16])  # t358: cpu f32[2, 8, 2, 2, 16]
    # end region 23 -> t358
    t359 = _c10d_functional.reduce_scatter_tensor.default(t358, 'sum', 2, 'cp')  # t359: cpu f32[1, 8, 2, 2, 16]
    # region 24: inductor 827fe09e7112e40d, 5 ops
    t360 = aten.permute.default(t346, [2, 0, 1, 3])  # t360: cpu f32[16, 2, 2, 16]
    t361 = aten.clone.default(t360, memory_format=torch.contiguous_format)  # t361: cpu f32[16, 2, 2, 16]
    t362 = aten.view.default(t361, [1, 4, 4, 2, 2, 16])  # t362: cpu f32[1, 4, 4, 2, 2, 16]
    t363 = aten.slice.Tensor(t362, 1, 0, 2)  # t363: cpu f32[1, 2, 4, 2, 2, 16]
    t364 = aten.slice.Tensor(t362, 1, 2, 4)  # t364: cpu f32[1, 2, 4, 2, 2, 16]
    # end region 24 -> t361, t364
    t365 = aten.flip.default(t364, [1])  # t365: cpu f32[1, 2, 4, 2, 2, 16]
    # region 25: inductor bc3919f6cf643d4a, 6 ops
    t366 = aten.view.default(t361, [1, 4, 4, 2, 2, 16])  # t366: cpu f32[1, 4, 4, 2, 2, 16]
    t367 = aten.slice.Tensor(t366, 1, 0, 2)  # t367: cpu f32[1, 2, 4, 2, 2, 16]
    t368 = aten.stack.default([t367, t365], 2)  # t368: cpu f32[1, 2, 2, 4, 2, 2, 16]
    t369 = aten.view.default(t368, [1, 2, 8, 2, 2, 16])  # t369: cpu f32[1, 2, 8, 2, 2, 16]
    t370 = aten.permute.default(t369, [1, 0, 2, 3, 4, 5])  # t370: cpu f32[2, 1, 8, 2, 2, 16]
    t371 = aten.view.default(t370, [2, 8, 2, 2, 16])  # t371: cpu f32[2, 8, 2, 2, 16]
    # end region 25 -> t371
    t372 = _c10d_functional.reduce_scatter_tensor.default(t371, 'sum', 2, 'cp')  # t372: cpu f32[1, 8, 2, 2, 16]
    # region 26: inductor b51ffcec5a028c1c, 3 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161, 162
    t373 = aten.mul.Tensor(t24, t25)  # t373: cpu f32[2, 8, 64]
    t374 = aten.mul.Tensor(t373, t0)  # t374: cpu f32[2, 8, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t375 = aten.view.default(t374, [16, 64])  # t375: cpu f32[16, 64]
    # end region 26 -> t373, t375
    # layers.0.attention (Attention), llama.py:249
    t376 = _c10d_functional.wait_tensor.default(t359)  # t376: cpu f32[1, 8, 2, 2, 16]
    # region 27: inductor e23cfd808b165dbf, 23 ops
    t377 = aten.view.default(t199, [1, 8, 1, 8])  # t377: cpu f32[1, 8, 1, 8]
    t378 = aten.view.default(t206, [1, 8, 1, 8])  # t378: cpu f32[1, 8, 1, 8]
    t379 = aten.view.default(t376, [8, 2, 2, 16])  # t379: cpu f32[8, 2, 2, 16]
    t380 = aten.permute.default(t379, [1, 2, 0, 3])  # t380: cpu f32[2, 2, 8, 16]
    t381 = aten.clone.default(t380, memory_format=torch.contiguous_format)  # t381: cpu f32[2, 2, 8, 16]
    t382 = aten.clone.default(t381, memory_format=torch.contiguous_format)  # t382: cpu f32[2, 2, 8, 16]
    t383 = aten.transpose.int(t382, 1, 2)  # t383: cpu f32[2, 8, 2, 16]
    t384 = aten.clone.default(t383, memory_format=torch.contiguous_format)  # t384: cpu f32[2, 8, 2, 16]
    t385 = aten.view.default(t384, [2, 8, 2, 8, 2])  # t385: cpu f32[2, 8, 2, 8, 2]
    t386 = aten.select.int(t385, -1, 0)  # t386: cpu f32[2, 8, 2, 8]
    t387 = aten.select.int(t385, -1, 1)  # t387: cpu f32[2, 8, 2, 8]
    t388 = aten.mul.Tensor(t387, t377)  # t388: cpu f32[2, 8, 2, 8]
    t389 = aten.mul.Tensor(t387, t378)  # t389: cpu f32[2, 8, 2, 8]
    t390 = aten.neg.default(t386)  # t390: cpu f32[2, 8, 2, 8]
    t391 = aten.mul.Tensor(t390, t378)  # t391: cpu f32[2, 8, 2, 8]
    t392 = aten.add.Tensor(t388, t391)  # t392: cpu f32[2, 8, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t393 = aten.mul.Tensor(t386, t377)  # t393: cpu f32[2, 8, 2, 8]
    t394 = aten.add.Tensor(t389, t393)  # t394: cpu f32[2, 8, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t395 = aten.select_backward.default(t392, [2, 8, 2, 8, 2], 4, 1)  # t395: cpu f32[2, 8, 2, 8, 2]
    t396 = aten.select_backward.default(t394, [2, 8, 2, 8, 2], 4, 0)  # t396: cpu f32[2, 8, 2, 8, 2]
    t397 = aten.add.Tensor(t395, t396)  # t397: cpu f32[2, 8, 2, 8, 2]
    # layers.0.attention.wk (Linear), llama.py:239
    t398 = aten.view.default(t397, [16, 32])  # t398: cpu f32[16, 32]
    t399 = aten.t.default(t398)  # t399: cpu f32[32, 16]
    # end region 27 -> t398, t399
    # layers.0.attention (Attention), llama.py:249
    t400 = _c10d_functional.wait_tensor.default(t372)  # t400: cpu f32[1, 8, 2, 2, 16]
    # region 28: inductor 7aad3c51e6893155, 8 ops
    t401 = aten.view.default(t400, [8, 2, 2, 16])  # t401: cpu f32[8, 2, 2, 16]
    t402 = aten.permute.default(t401, [1, 2, 0, 3])  # t402: cpu f32[2, 2, 8, 16]
    t403 = aten.clone.default(t402, memory_format=torch.contiguous_format)  # t403: cpu f32[2, 2, 8, 16]
    t404 = aten.clone.default(t403, memory_format=torch.contiguous_format)  # t404: cpu f32[2, 2, 8, 16]
    t405 = aten.transpose.int(t404, 1, 2)  # t405: cpu f32[2, 8, 2, 16]
    t406 = aten.clone.default(t405, memory_format=torch.contiguous_format)  # t406: cpu f32[2, 8, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t407 = aten.view.default(t406, [16, 32])  # t407: cpu f32[16, 32]
    t408 = aten.t.default(t407)  # t408: cpu f32[32, 16]
    # end region 28 -> t407, t408
    t409 = aten.mm.default(t408, t375)  # t409: cpu f32[32, 64]
    t410 = _c10d_functional.all_reduce.default(t409, 'sum', 'cp')  # t410: cpu f32[32, 64]
    # region 29: inductor 8d968b4c46ce4227, 18 ops
    # layers.0.attention (Attention), llama.py:209, 241, 211, 210
    t411 = aten.view.default(t199, [1, 8, 1, 8])  # t411: cpu f32[1, 8, 1, 8]
    t412 = aten.view.default(t206, [1, 8, 1, 8])  # t412: cpu f32[1, 8, 1, 8]
    t413 = aten.transpose.int(t344, 1, 2)  # t413: cpu f32[2, 8, 4, 16]
    t414 = aten.view.default(t413, [2, 8, 4, 8, 2])  # t414: cpu f32[2, 8, 4, 8, 2]
    t415 = aten.select.int(t414, -1, 0)  # t415: cpu f32[2, 8, 4, 8]
    t416 = aten.select.int(t414, -1, 1)  # t416: cpu f32[2, 8, 4, 8]
    t417 = aten.mul.Tensor(t416, t411)  # t417: cpu f32[2, 8, 4, 8]
    t418 = aten.mul.Tensor(t416, t412)  # t418: cpu f32[2, 8, 4, 8]
    t419 = aten.neg.default(t415)  # t419: cpu f32[2, 8, 4, 8]
    t420 = aten.mul.Tensor(t419, t412)  # t420: cpu f32[2, 8, 4, 8]
    t421 = aten.add.Tensor(t417, t420)  # t421: cpu f32[2, 8, 4, 8]
    # layers.0.attention (Attention), llama.py:209
    t422 = aten.mul.Tensor(t415, t411)  # t422: cpu f32[2, 8, 4, 8]
    t423 = aten.add.Tensor(t418, t422)  # t423: cpu f32[2, 8, 4, 8]
    # layers.0.attention (Attention), llama.py:206
    t424 = aten.select_backward.default(t421, [2, 8, 4, 8, 2], 4, 1)  # t424: cpu f32[2, 8, 4, 8, 2]
    t425 = aten.select_backward.default(t423, [2, 8, 4, 8, 2], 4, 0)  # t425: cpu f32[2, 8, 4, 8, 2]
    t426 = aten.add.Tensor(t424, t425)  # t426: cpu f32[2, 8, 4, 8, 2]
    # layers.0.attention.wq (Linear), llama.py:238
    t427 = aten.view.default(t426, [16, 64])  # t427: cpu f32[16, 64]
    t428 = aten.t.default(t427)  # t428: cpu f32[64, 16]
    # end region 29 -> t427, t428
    # layers.0.attention.wk (Linear), llama.py:239
    t429 = aten.mm.default(t399, t375)  # t429: cpu f32[32, 64]
    t430 = _c10d_functional.all_reduce.default(t429, 'sum', 'cp')  # t430: cpu f32[32, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t431 = aten.mm.default(t407, t3)  # t431: cpu f32[16, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t432 = aten.mm.default(t428, t375)  # t432: cpu f32[64, 64]
    t433 = _c10d_functional.all_reduce.default(t432, 'sum', 'cp')  # t433: cpu f32[64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t434 = aten.mm.default(t398, t2)  # t434: cpu f32[16, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t435 = aten.mm.default(t427, t1)  # t435: cpu f32[16, 64]
    # region 30: inductor e992f3f5d82e3675, 22 ops
    # layers.0.attention.wv (Linear), llama.py:240
    t436 = aten.view.default(t431, [2, 8, 64])  # t436: cpu f32[2, 8, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t437 = aten.view.default(t434, [2, 8, 64])  # t437: cpu f32[2, 8, 64]
    t438 = aten.add.Tensor(t436, t437)  # t438: cpu f32[2, 8, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t439 = aten.view.default(t435, [2, 8, 64])  # t439: cpu f32[2, 8, 64]
    t440 = aten.add.Tensor(t438, t439)  # t440: cpu f32[2, 8, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t441 = aten.mul.Tensor(t440, t373)  # t441: cpu f32[2, 8, 64]
    t442 = aten.mul.Tensor(t440, t0)  # t442: cpu f32[2, 8, 64]
    t443 = aten.sum.dim_IntList(t441, [0, 1], True)  # t443: cpu f32[1, 1, 64]
    t444 = aten.view.default(t443, [64])  # t444: cpu f32[64]
    t445 = aten.mul.Tensor(t442, t24)  # t445: cpu f32[2, 8, 64]
    t446 = aten.mul.Tensor(t442, t25)  # t446: cpu f32[2, 8, 64]
    t447 = aten.sum.dim_IntList(t445, [2], True)  # t447: cpu f32[2, 8, 1]
    t448 = aten.add.Tensor(t323, t446)  # t448: cpu f32[2, 8, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t449 = aten.pow.Tensor_Scalar(t25, 3)  # t449: cpu f32[2, 8, 1]
    t450 = aten.mul.Scalar(t447, -0.5)  # t450: cpu f32[2, 8, 1]
    t451 = aten.mul.Tensor(t450, t449)  # t451: cpu f32[2, 8, 1]
    t452 = aten.expand.default(t451, [2, 8, 64])  # t452: cpu f32[2, 8, 64]
    t453 = aten.div.Scalar(t452, 64)  # t453: cpu f32[2, 8, 64]
    t454 = aten.pow.Tensor_Scalar(t24, 1.0)  # t454: cpu f32[2, 8, 64]
    t455 = aten.mul.Scalar(t454, 2.0)  # t455: cpu f32[2, 8, 64]
    t456 = aten.mul.Tensor(t453, t455)  # t456: cpu f32[2, 8, 64]
    t457 = aten.add.Tensor(t448, t456)  # t457: cpu f32[2, 8, 64]
    # end region 30 -> t443, t457
    t458 = _c10d_functional.all_reduce.default(t443, 'sum', 'cp')  # t458: cpu f32[1, 1, 64]
    t459 = aten.view.default(t23, [2, 8])  # t459: cpu i64[2, 8]
    # tok_embeddings (Embedding), llama.py:305
    t460 = aten.embedding_dense_backward.default(t457, t459, 256, -1, False)  # t460: cpu f32[256, 64]
    t461 = _c10d_functional.all_reduce.default(t460, 'sum', 'cp')  # t461: cpu f32[256, 64]
    t462 = _c10d_functional.wait_tensor.default(t458)  # t462: cpu f32[1, 1, 64]
    t463 = aten.view.default(t462, [64])  # t463: cpu f32[64]
    t464 = _c10d_functional.wait_tensor.default(t326)  # t464: cpu f32[1, 1, 64]
    t465 = aten.view.default(t464, [64])  # t465: cpu f32[64]
    t466 = _c10d_functional.wait_tensor.default(t281)  # t466: cpu f32[1, 1, 64]
    t467 = aten.view.default(t466, [64])  # t467: cpu f32[64]
    t468 = _c10d_functional.wait_tensor.default(t133)  # t468: cpu f32[1, 1, 64]
    t469 = aten.view.default(t468, [64])  # t469: cpu f32[64]
    t470 = _c10d_functional.wait_tensor.default(t88)  # t470: cpu f32[1, 1, 64]
    t471 = aten.view.default(t470, [64])  # t471: cpu f32[64]
    t472 = _c10d_functional.wait_tensor.default(t461)  # t472: cpu f32[256, 64]
    t473 = _c10d_functional.wait_tensor.default(t433)  # t473: cpu f32[64, 64]
    t474 = _c10d_functional.wait_tensor.default(t430)  # t474: cpu f32[32, 64]
    t475 = _c10d_functional.wait_tensor.default(t410)  # t475: cpu f32[32, 64]
    t476 = _c10d_functional.wait_tensor.default(t330)  # t476: cpu f32[64, 64]
    t477 = _c10d_functional.wait_tensor.default(t301)  # t477: cpu f32[172, 64]
    t478 = _c10d_functional.wait_tensor.default(t299)  # t478: cpu f32[172, 64]
    t479 = _c10d_functional.wait_tensor.default(t284)  # t479: cpu f32[64, 172]
    t480 = _c10d_functional.wait_tensor.default(t254)  # t480: cpu f32[64, 64]
    t481 = _c10d_functional.wait_tensor.default(t251)  # t481: cpu f32[32, 64]
    t482 = _c10d_functional.wait_tensor.default(t193)  # t482: cpu f32[32, 64]
    t483 = _c10d_functional.wait_tensor.default(t137)  # t483: cpu f32[64, 64]
    t484 = _c10d_functional.wait_tensor.default(t108)  # t484: cpu f32[172, 64]
    t485 = _c10d_functional.wait_tensor.default(t106)  # t485: cpu f32[172, 64]
    t486 = _c10d_functional.wait_tensor.default(t91)  # t486: cpu f32[64, 172]
    t487 = _c10d_functional.wait_tensor.default(t67)  # t487: cpu f32[256, 64]
    return (t472, t463, t473, t474, t475, t476, t465, t477, t478, t479, t467, t480, t481, t482, t483, t469, t484, t485, t486, t471, t487)
    # t472: grad tok_embeddings.weight
    # t463: grad layers.0.attention_norm.weight
    # t473: grad layers.0.attention.wq.weight
    # t474: grad layers.0.attention.wk.weight
    # t475: grad layers.0.attention.wv.weight
    # t476: grad layers.0.attention.wo.weight
    # t465: grad layers.0.ffn_norm.weight
    # t477: grad layers.0.feed_forward.w1.weight
    # t478: grad layers.0.feed_forward.w3.weight
    # t479: grad layers.0.feed_forward.w2.weight
    # t467: grad layers.1.attention_norm.weight
    # t480: grad layers.1.attention.wq.weight
    # t481: grad layers.1.attention.wk.weight
    # t482: grad layers.1.attention.wv.weight
    # t483: grad layers.1.attention.wo.weight
    # t469: grad layers.1.ffn_norm.weight
    # t484: grad layers.1.feed_forward.w1.weight
    # t485: grad layers.1.feed_forward.w3.weight
    # t486: grad layers.1.feed_forward.w2.weight
    # t471: grad norm.weight
    # t487: grad output.weight
