def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49):
    # t0: cuda f32[64]  saved 0
    # t1: cuda f32[64, 64]  saved 1
    # t2: cuda f32[32, 64]  saved 2
    # t3: cuda f32[32, 64]  saved 3
    # t4: cuda f32[64, 64]  saved 4
    # t5: cuda f32[64]  saved 5
    # t6: cuda f32[172, 64]  saved 6
    # t7: cuda f32[172, 64]  saved 7
    # t8: cuda f32[64, 172]  saved 8
    # t9: cuda f32[64]  saved 9
    # t10: cuda f32[64, 64]  saved 10
    # t11: cuda f32[32, 64]  saved 11
    # t12: cuda f32[32, 64]  saved 12
    # t13: cuda f32[64, 64]  saved 13
    # t14: cuda f32[64]  saved 14
    # t15: cuda f32[172, 64]  saved 15
    # t16: cuda f32[172, 64]  saved 16
    # t17: cuda f32[64, 172]  saved 17
    # t18: cuda f32[64]  saved 18
    # t19: cuda f32[256, 64]  saved 19
    # t20: cuda f32[256, 8]  saved 20
    # t21: cuda f32[256, 8]  saved 21
    # t22: cuda i64[2, 64]  saved 22
    # t23: cuda f32[2, 64, 64]  saved 23
    # t24: cuda f32[2, 64, 1]  saved 24
    # t25: cuda f32[128, 32]  saved 25
    # t26: cuda f32[2, 64, 4, 8, 2]  saved 26
    # t27: cuda f32[2, 64, 2, 8, 2]  saved 27
    # t28: cuda f32[2, 4, 64, 16]  saved 28
    # t29: cuda f32[2, 4, 64]  saved 29
    # t30: cuda f32[2, 64, 64]  saved 30
    # t31: cuda f32[2, 64, 1]  saved 31
    # t32: cuda f32[2, 64, 172]  saved 32
    # t33: cuda f32[2, 64, 172]  saved 33
    # t34: cuda f32[2, 64, 172]  saved 34
    # t35: cuda f32[2, 64, 64]  saved 35
    # t36: cuda f32[2, 64, 1]  saved 36
    # t37: cuda f32[128, 32]  saved 37
    # t38: cuda f32[2, 64, 4, 8, 2]  saved 38
    # t39: cuda f32[2, 64, 2, 8, 2]  saved 39
    # t40: cuda f32[2, 4, 64, 16]  saved 40
    # t41: cuda f32[2, 4, 64]  saved 41
    # t42: cuda f32[2, 64, 64]  saved 42
    # t43: cuda f32[2, 64, 1]  saved 43
    # t44: cuda f32[2, 64, 172]  saved 44
    # t45: cuda f32[2, 64, 172]  saved 45
    # t46: cuda f32[2, 64, 172]  saved 46
    # t47: cuda f32[2, 64, 64]  saved 47
    # t48: cuda f32[2, 64, 1]  saved 48
    # t49: cuda f32[2, 64, 256]  tangent 0
    # output (Linear), llama.py:308
    t50 = aten.view.default(t49, [128, 256])  # t50: cuda f32[128, 256]
    t51 = aten.t.default(t50)  # t51: cuda f32[256, 128]
    # region 0: inductor e686df11a11c7c73, 3 ops
    # norm (RMSNorm), llama.py:161, 162
    t52 = aten.mul.Tensor(t47, t48)  # t52: cuda f32[2, 64, 64]
    t53 = aten.mul.Tensor(t52, t18)  # t53: cuda f32[2, 64, 64]
    # output (Linear), llama.py:308
    t54 = aten.view.default(t53, [128, 64])  # t54: cuda f32[128, 64]
    # end region 0 -> t52, t54
    t55 = aten.mm.default(t51, t54)  # t55: cuda f32[256, 64]
    t56 = aten.mm.default(t50, t19)  # t56: cuda f32[128, 64]
    # region 1: inductor fe1f8dd0818af419, 19 ops
    t57 = aten.view.default(t56, [2, 64, 64])  # t57: cuda f32[2, 64, 64]
    # norm (RMSNorm), llama.py:162, 161
    t58 = aten.mul.Tensor(t57, t52)  # t58: cuda f32[2, 64, 64]
    t59 = aten.mul.Tensor(t57, t18)  # t59: cuda f32[2, 64, 64]
    t60 = aten.sum.dim_IntList(t58, [0, 1], True)  # t60: cuda f32[1, 1, 64]
    t61 = aten.view.default(t60, [64])  # t61: cuda f32[64]
    t62 = aten.mul.Tensor(t59, t47)  # t62: cuda f32[2, 64, 64]
    t63 = aten.mul.Tensor(t59, t48)  # t63: cuda f32[2, 64, 64]
    t64 = aten.sum.dim_IntList(t62, [2], True)  # t64: cuda f32[2, 64, 1]
    t65 = aten.pow.Tensor_Scalar(t48, 3)  # t65: cuda f32[2, 64, 1]
    t66 = aten.mul.Scalar(t64, -0.5)  # t66: cuda f32[2, 64, 1]
    t67 = aten.mul.Tensor(t66, t65)  # t67: cuda f32[2, 64, 1]
    t68 = aten.expand.default(t67, [2, 64, 64])  # t68: cuda f32[2, 64, 64]
    t69 = aten.div.Scalar(t68, 64)  # t69: cuda f32[2, 64, 64]
    t70 = aten.pow.Tensor_Scalar(t47, 1.0)  # t70: cuda f32[2, 64, 64]
    t71 = aten.mul.Scalar(t70, 2.0)  # t71: cuda f32[2, 64, 64]
    t72 = aten.mul.Tensor(t69, t71)  # t72: cuda f32[2, 64, 64]
    t73 = aten.add.Tensor(t63, t72)  # t73: cuda f32[2, 64, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t74 = aten.view.default(t73, [128, 64])  # t74: cuda f32[128, 64]
    t75 = aten.t.default(t74)  # t75: cuda f32[64, 128]
    # end region 1 -> t61, t73, t74, t75
    t76 = aten.view.default(t46, [128, 172])  # t76: cuda f32[128, 172]
    t77 = aten.mm.default(t75, t76)  # t77: cuda f32[64, 172]
    t78 = aten.mm.default(t74, t17)  # t78: cuda f32[128, 172]
    # region 2: inductor fd6c69856bd3e7da, 9 ops
    t79 = aten.view.default(t78, [2, 64, 172])  # t79: cuda f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t80 = aten.silu.default(t44)  # t80: cuda f32[2, 64, 172]
    t81 = aten.mul.Tensor(t79, t80)  # t81: cuda f32[2, 64, 172]
    t82 = aten.mul.Tensor(t79, t45)  # t82: cuda f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t83 = aten.view.default(t81, [128, 172])  # t83: cuda f32[128, 172]
    t84 = aten.t.default(t83)  # t84: cuda f32[172, 128]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t85 = aten.silu_backward.default(t82, t44)  # t85: cuda f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t86 = aten.view.default(t85, [128, 172])  # t86: cuda f32[128, 172]
    t87 = aten.t.default(t86)  # t87: cuda f32[172, 128]
    # end region 2 -> t83, t84, t86, t87
    # region 3: inductor e686df11a11c7c73, 3 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t88 = aten.mul.Tensor(t42, t43)  # t88: cuda f32[2, 64, 64]
    t89 = aten.mul.Tensor(t88, t14)  # t89: cuda f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t90 = aten.view.default(t89, [128, 64])  # t90: cuda f32[128, 64]
    # end region 3 -> t88, t90
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t91 = aten.mm.default(t84, t90)  # t91: cuda f32[172, 64]
    t92 = aten.mm.default(t83, t16)  # t92: cuda f32[128, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t93 = aten.mm.default(t87, t90)  # t93: cuda f32[172, 64]
    t94 = aten.mm.default(t86, t15)  # t94: cuda f32[128, 64]
    # region 4: inductor 95a031ae099c8b31, 22 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t95 = aten.view.default(t92, [2, 64, 64])  # t95: cuda f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t96 = aten.view.default(t94, [2, 64, 64])  # t96: cuda f32[2, 64, 64]
    t97 = aten.add.Tensor(t95, t96)  # t97: cuda f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t98 = aten.mul.Tensor(t97, t88)  # t98: cuda f32[2, 64, 64]
    t99 = aten.mul.Tensor(t97, t14)  # t99: cuda f32[2, 64, 64]
    t100 = aten.sum.dim_IntList(t98, [0, 1], True)  # t100: cuda f32[1, 1, 64]
    t101 = aten.view.default(t100, [64])  # t101: cuda f32[64]
    t102 = aten.mul.Tensor(t99, t42)  # t102: cuda f32[2, 64, 64]
    t103 = aten.mul.Tensor(t99, t43)  # t103: cuda f32[2, 64, 64]
    t104 = aten.sum.dim_IntList(t102, [2], True)  # t104: cuda f32[2, 64, 1]
    t105 = aten.add.Tensor(t73, t103)  # t105: cuda f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t106 = aten.pow.Tensor_Scalar(t43, 3)  # t106: cuda f32[2, 64, 1]
    t107 = aten.mul.Scalar(t104, -0.5)  # t107: cuda f32[2, 64, 1]
    t108 = aten.mul.Tensor(t107, t106)  # t108: cuda f32[2, 64, 1]
    t109 = aten.expand.default(t108, [2, 64, 64])  # t109: cuda f32[2, 64, 64]
    t110 = aten.div.Scalar(t109, 64)  # t110: cuda f32[2, 64, 64]
    t111 = aten.pow.Tensor_Scalar(t42, 1.0)  # t111: cuda f32[2, 64, 64]
    t112 = aten.mul.Scalar(t111, 2.0)  # t112: cuda f32[2, 64, 64]
    t113 = aten.mul.Tensor(t110, t112)  # t113: cuda f32[2, 64, 64]
    t114 = aten.add.Tensor(t105, t113)  # t114: cuda f32[2, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t115 = aten.view.default(t114, [128, 64])  # t115: cuda f32[128, 64]
    t116 = aten.t.default(t115)  # t116: cuda f32[64, 128]
    # end region 4 -> t101, t114, t115, t116
    # layers.1.attention (Attention), llama.py:250
    t117 = aten.transpose.int(t40, 1, 2)  # t117: cuda f32[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t118 = aten.view.default(t117, [128, 64])  # t118: cuda f32[128, 64]
    t119 = aten.mm.default(t116, t118)  # t119: cuda f32[64, 64]
    t120 = aten.mm.default(t115, t13)  # t120: cuda f32[128, 64]
    # layers.1.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t121 = aten.view.default(t120, [2, 64, 4, 16])  # t121: cuda f32[2, 64, 4, 16]
    t122 = aten.transpose.int(t121, 1, 2)  # t122: cuda f32[2, 4, 64, 16]
    t123 = aten.view.default(t38, [2, 64, 4, 16])  # t123: cuda f32[2, 64, 4, 16]
    t124 = aten.transpose.int(t123, 1, 2)  # t124: cuda f32[2, 4, 64, 16]
    t125 = aten.view.default(t39, [2, 64, 2, 16])  # t125: cuda f32[2, 64, 2, 16]
    t126 = aten.transpose.int(t125, 1, 2)  # t126: cuda f32[2, 2, 64, 16]
    t127 = aten.view.default(t37, [2, 64, 2, 16])  # t127: cuda f32[2, 64, 2, 16]
    t128 = aten.transpose.int(t127, 1, 2)  # t128: cuda f32[2, 2, 64, 16]
    t129, t130, t131 = aotc.sdpa_backward.default(t122, t124, t126, t128, None, t40, t41, True, None)  # t129: cuda f32[2, 4, 64, 16], t130: cuda f32[2, 2, 64, 16], t131: cuda f32[2, 2, 64, 16]
    # region 5: inductor cd37594e2c4d9711, 21 ops
    t132 = aten.clone.default(t130, memory_format=torch.contiguous_format)  # t132: cuda f32[2, 2, 64, 16]
    t133 = aten.transpose.int(t132, 1, 2)  # t133: cuda f32[2, 64, 2, 16]
    t134 = aten.view.default(t133, [2, 64, 2, 8, 2])  # t134: cuda f32[2, 64, 2, 8, 2]
    t135 = aten.select.int(t134, -1, 0)  # t135: cuda f32[2, 64, 2, 8]
    t136 = aten.select.int(t134, -1, 1)  # t136: cuda f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t137 = aten.slice.Tensor(t20, 0, 0, 64)  # t137: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t138 = aten.view.default(t137, [1, 64, 1, 8])  # t138: cuda f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210
    t139 = aten.mul.Tensor(t136, t138)  # t139: cuda f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t140 = aten.slice.Tensor(t21, 0, 0, 64)  # t140: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t141 = aten.view.default(t140, [1, 64, 1, 8])  # t141: cuda f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210, 209
    t142 = aten.mul.Tensor(t136, t141)  # t142: cuda f32[2, 64, 2, 8]
    t143 = aten.neg.default(t135)  # t143: cuda f32[2, 64, 2, 8]
    t144 = aten.mul.Tensor(t143, t141)  # t144: cuda f32[2, 64, 2, 8]
    t145 = aten.add.Tensor(t139, t144)  # t145: cuda f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t146 = aten.mul.Tensor(t135, t138)  # t146: cuda f32[2, 64, 2, 8]
    t147 = aten.add.Tensor(t142, t146)  # t147: cuda f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t148 = aten.select_backward.default(t145, [2, 64, 2, 8, 2], 4, 1)  # t148: cuda f32[2, 64, 2, 8, 2]
    t149 = aten.select_backward.default(t147, [2, 64, 2, 8, 2], 4, 0)  # t149: cuda f32[2, 64, 2, 8, 2]
    t150 = aten.add.Tensor(t148, t149)  # t150: cuda f32[2, 64, 2, 8, 2]
    # layers.1.attention.wk (Linear), llama.py:239
    t151 = aten.view.default(t150, [128, 32])  # t151: cuda f32[128, 32]
    t152 = aten.t.default(t151)  # t152: cuda f32[32, 128]
    # end region 5 -> t151, t152
    # region 6: inductor dd30f23f5d88ce63, 5 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t153 = aten.clone.default(t131, memory_format=torch.contiguous_format)  # t153: cuda f32[2, 2, 64, 16]
    t154 = aten.transpose.int(t153, 1, 2)  # t154: cuda f32[2, 64, 2, 16]
    t155 = aten.clone.default(t154, memory_format=torch.contiguous_format)  # t155: cuda f32[2, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t156 = aten.view.default(t155, [128, 32])  # t156: cuda f32[128, 32]
    t157 = aten.t.default(t156)  # t157: cuda f32[32, 128]
    # end region 6 -> t156, t157
    # region 7: inductor 30b14e3e0e8a5b98, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t158 = aten.slice.Tensor(t20, 0, 0, 64)  # t158: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t159 = aten.view.default(t158, [1, 64, 1, 8])  # t159: cuda f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t160 = aten.slice.Tensor(t21, 0, 0, 64)  # t160: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t161 = aten.view.default(t160, [1, 64, 1, 8])  # t161: cuda f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:241, 211, 210, 209
    t162 = aten.transpose.int(t129, 1, 2)  # t162: cuda f32[2, 64, 4, 16]
    t163 = aten.view.default(t162, [2, 64, 4, 8, 2])  # t163: cuda f32[2, 64, 4, 8, 2]
    t164 = aten.select.int(t163, -1, 0)  # t164: cuda f32[2, 64, 4, 8]
    t165 = aten.select.int(t163, -1, 1)  # t165: cuda f32[2, 64, 4, 8]
    t166 = aten.mul.Tensor(t165, t159)  # t166: cuda f32[2, 64, 4, 8]
    t167 = aten.mul.Tensor(t165, t161)  # t167: cuda f32[2, 64, 4, 8]
    t168 = aten.neg.default(t164)  # t168: cuda f32[2, 64, 4, 8]
    t169 = aten.mul.Tensor(t168, t161)  # t169: cuda f32[2, 64, 4, 8]
    t170 = aten.add.Tensor(t166, t169)  # t170: cuda f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t171 = aten.mul.Tensor(t164, t159)  # t171: cuda f32[2, 64, 4, 8]
    t172 = aten.add.Tensor(t167, t171)  # t172: cuda f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t173 = aten.select_backward.default(t170, [2, 64, 4, 8, 2], 4, 1)  # t173: cuda f32[2, 64, 4, 8, 2]
    t174 = aten.select_backward.default(t172, [2, 64, 4, 8, 2], 4, 0)  # t174: cuda f32[2, 64, 4, 8, 2]
    t175 = aten.add.Tensor(t173, t174)  # t175: cuda f32[2, 64, 4, 8, 2]
    # layers.1.attention.wq (Linear), llama.py:238
    t176 = aten.view.default(t175, [128, 64])  # t176: cuda f32[128, 64]
    t177 = aten.t.default(t176)  # t177: cuda f32[64, 128]
    # end region 7 -> t176, t177
    # region 8: inductor e686df11a11c7c73, 3 ops
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t178 = aten.mul.Tensor(t35, t36)  # t178: cuda f32[2, 64, 64]
    t179 = aten.mul.Tensor(t178, t9)  # t179: cuda f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t180 = aten.view.default(t179, [128, 64])  # t180: cuda f32[128, 64]
    # end region 8 -> t178, t180
    # layers.1.attention.wv (Linear), llama.py:240
    t181 = aten.mm.default(t157, t180)  # t181: cuda f32[32, 64]
    t182 = aten.mm.default(t156, t12)  # t182: cuda f32[128, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t183 = aten.mm.default(t152, t180)  # t183: cuda f32[32, 64]
    t184 = aten.mm.default(t151, t11)  # t184: cuda f32[128, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t185 = aten.mm.default(t177, t180)  # t185: cuda f32[64, 64]
    t186 = aten.mm.default(t176, t10)  # t186: cuda f32[128, 64]
    # region 9: inductor 59b656dd7dd9a4fc, 24 ops
    # layers.1.attention.wv (Linear), llama.py:240
    t187 = aten.view.default(t182, [2, 64, 64])  # t187: cuda f32[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t188 = aten.view.default(t184, [2, 64, 64])  # t188: cuda f32[2, 64, 64]
    t189 = aten.add.Tensor(t187, t188)  # t189: cuda f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t190 = aten.view.default(t186, [2, 64, 64])  # t190: cuda f32[2, 64, 64]
    t191 = aten.add.Tensor(t189, t190)  # t191: cuda f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t192 = aten.mul.Tensor(t191, t178)  # t192: cuda f32[2, 64, 64]
    t193 = aten.mul.Tensor(t191, t9)  # t193: cuda f32[2, 64, 64]
    t194 = aten.sum.dim_IntList(t192, [0, 1], True)  # t194: cuda f32[1, 1, 64]
    t195 = aten.view.default(t194, [64])  # t195: cuda f32[64]
    t196 = aten.mul.Tensor(t193, t35)  # t196: cuda f32[2, 64, 64]
    t197 = aten.mul.Tensor(t193, t36)  # t197: cuda f32[2, 64, 64]
    t198 = aten.sum.dim_IntList(t196, [2], True)  # t198: cuda f32[2, 64, 1]
    t199 = aten.add.Tensor(t114, t197)  # t199: cuda f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t200 = aten.pow.Tensor_Scalar(t36, 3)  # t200: cuda f32[2, 64, 1]
    t201 = aten.mul.Scalar(t198, -0.5)  # t201: cuda f32[2, 64, 1]
    t202 = aten.mul.Tensor(t201, t200)  # t202: cuda f32[2, 64, 1]
    t203 = aten.expand.default(t202, [2, 64, 64])  # t203: cuda f32[2, 64, 64]
    t204 = aten.div.Scalar(t203, 64)  # t204: cuda f32[2, 64, 64]
    t205 = aten.pow.Tensor_Scalar(t35, 1.0)  # t205: cuda f32[2, 64, 64]
    t206 = aten.mul.Scalar(t205, 2.0)  # t206: cuda f32[2, 64, 64]
    t207 = aten.mul.Tensor(t204, t206)  # t207: cuda f32[2, 64, 64]
    t208 = aten.add.Tensor(t199, t207)  # t208: cuda f32[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t209 = aten.view.default(t208, [128, 64])  # t209: cuda f32[128, 64]
    t210 = aten.t.default(t209)  # t210: cuda f32[64, 128]
    # end region 9 -> t195, t208, t209, t210
    t211 = aten.view.default(t34, [128, 172])  # t211: cuda f32[128, 172]
    t212 = aten.mm.default(t210, t211)  # t212: cuda f32[64, 172]
    t213 = aten.mm.default(t209, t8)  # t213: cuda f32[128, 172]
    # region 10: inductor fd6c69856bd3e7da, 9 ops
    t214 = aten.view.default(t213, [2, 64, 172])  # t214: cuda f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t215 = aten.silu.default(t32)  # t215: cuda f32[2, 64, 172]
    t216 = aten.mul.Tensor(t214, t215)  # t216: cuda f32[2, 64, 172]
    t217 = aten.mul.Tensor(t214, t33)  # t217: cuda f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t218 = aten.view.default(t216, [128, 172])  # t218: cuda f32[128, 172]
    t219 = aten.t.default(t218)  # t219: cuda f32[172, 128]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t220 = aten.silu_backward.default(t217, t32)  # t220: cuda f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t221 = aten.view.default(t220, [128, 172])  # t221: cuda f32[128, 172]
    t222 = aten.t.default(t221)  # t222: cuda f32[172, 128]
    # end region 10 -> t218, t219, t221, t222
    # region 11: inductor e686df11a11c7c73, 3 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t223 = aten.mul.Tensor(t30, t31)  # t223: cuda f32[2, 64, 64]
    t224 = aten.mul.Tensor(t223, t5)  # t224: cuda f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t225 = aten.view.default(t224, [128, 64])  # t225: cuda f32[128, 64]
    # end region 11 -> t223, t225
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t226 = aten.mm.default(t219, t225)  # t226: cuda f32[172, 64]
    t227 = aten.mm.default(t218, t7)  # t227: cuda f32[128, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t228 = aten.mm.default(t222, t225)  # t228: cuda f32[172, 64]
    t229 = aten.mm.default(t221, t6)  # t229: cuda f32[128, 64]
    # region 12: inductor 95a031ae099c8b31, 22 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t230 = aten.view.default(t227, [2, 64, 64])  # t230: cuda f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t231 = aten.view.default(t229, [2, 64, 64])  # t231: cuda f32[2, 64, 64]
    t232 = aten.add.Tensor(t230, t231)  # t232: cuda f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t233 = aten.mul.Tensor(t232, t223)  # t233: cuda f32[2, 64, 64]
    t234 = aten.mul.Tensor(t232, t5)  # t234: cuda f32[2, 64, 64]
    t235 = aten.sum.dim_IntList(t233, [0, 1], True)  # t235: cuda f32[1, 1, 64]
    t236 = aten.view.default(t235, [64])  # t236: cuda f32[64]
    t237 = aten.mul.Tensor(t234, t30)  # t237: cuda f32[2, 64, 64]
    t238 = aten.mul.Tensor(t234, t31)  # t238: cuda f32[2, 64, 64]
    t239 = aten.sum.dim_IntList(t237, [2], True)  # t239: cuda f32[2, 64, 1]
    t240 = aten.add.Tensor(t208, t238)  # t240: cuda f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t241 = aten.pow.Tensor_Scalar(t31, 3)  # t241: cuda f32[2, 64, 1]
    t242 = aten.mul.Scalar(t239, -0.5)  # t242: cuda f32[2, 64, 1]
    t243 = aten.mul.Tensor(t242, t241)  # t243: cuda f32[2, 64, 1]
    t244 = aten.expand.default(t243, [2, 64, 64])  # t244: cuda f32[2, 64, 64]
    t245 = aten.div.Scalar(t244, 64)  # t245: cuda f32[2, 64, 64]
    t246 = aten.pow.Tensor_Scalar(t30, 1.0)  # t246: cuda f32[2, 64, 64]
    t247 = aten.mul.Scalar(t246, 2.0)  # t247: cuda f32[2, 64, 64]
    t248 = aten.mul.Tensor(t245, t247)  # t248: cuda f32[2, 64, 64]
    t249 = aten.add.Tensor(t240, t248)  # t249: cuda f32[2, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t250 = aten.view.default(t249, [128, 64])  # t250: cuda f32[128, 64]
    t251 = aten.t.default(t250)  # t251: cuda f32[64, 128]
    # end region 12 -> t236, t249, t250, t251
    # layers.0.attention (Attention), llama.py:250
    t252 = aten.transpose.int(t28, 1, 2)  # t252: cuda f32[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t253 = aten.view.default(t252, [128, 64])  # t253: cuda f32[128, 64]
    t254 = aten.mm.default(t251, t253)  # t254: cuda f32[64, 64]
    t255 = aten.mm.default(t250, t4)  # t255: cuda f32[128, 64]
    # layers.0.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t256 = aten.view.default(t255, [2, 64, 4, 16])  # t256: cuda f32[2, 64, 4, 16]
    t257 = aten.transpose.int(t256, 1, 2)  # t257: cuda f32[2, 4, 64, 16]
    t258 = aten.view.default(t26, [2, 64, 4, 16])  # t258: cuda f32[2, 64, 4, 16]
    t259 = aten.transpose.int(t258, 1, 2)  # t259: cuda f32[2, 4, 64, 16]
    t260 = aten.view.default(t27, [2, 64, 2, 16])  # t260: cuda f32[2, 64, 2, 16]
    t261 = aten.transpose.int(t260, 1, 2)  # t261: cuda f32[2, 2, 64, 16]
    t262 = aten.view.default(t25, [2, 64, 2, 16])  # t262: cuda f32[2, 64, 2, 16]
    t263 = aten.transpose.int(t262, 1, 2)  # t263: cuda f32[2, 2, 64, 16]
    t264, t265, t266 = aotc.sdpa_backward.default(t257, t259, t261, t263, None, t28, t29, True, None)  # t264: cuda f32[2, 4, 64, 16], t265: cuda f32[2, 2, 64, 16], t266: cuda f32[2, 2, 64, 16]
    # region 13: inductor 58acc7729e4d10c7, 21 ops
    # rope (RotaryEmbedding), llama.py:195
    t267 = aten.slice.Tensor(t20, 0, 0, 64)  # t267: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t268 = aten.view.default(t267, [1, 64, 1, 8])  # t268: cuda f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t269 = aten.slice.Tensor(t21, 0, 0, 64)  # t269: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 249, 242, 211, 210, 209
    t270 = aten.view.default(t269, [1, 64, 1, 8])  # t270: cuda f32[1, 64, 1, 8]
    t271 = aten.clone.default(t265, memory_format=torch.contiguous_format)  # t271: cuda f32[2, 2, 64, 16]
    t272 = aten.transpose.int(t271, 1, 2)  # t272: cuda f32[2, 64, 2, 16]
    t273 = aten.view.default(t272, [2, 64, 2, 8, 2])  # t273: cuda f32[2, 64, 2, 8, 2]
    t274 = aten.select.int(t273, -1, 0)  # t274: cuda f32[2, 64, 2, 8]
    t275 = aten.select.int(t273, -1, 1)  # t275: cuda f32[2, 64, 2, 8]
    t276 = aten.mul.Tensor(t275, t268)  # t276: cuda f32[2, 64, 2, 8]
    t277 = aten.mul.Tensor(t275, t270)  # t277: cuda f32[2, 64, 2, 8]
    t278 = aten.neg.default(t274)  # t278: cuda f32[2, 64, 2, 8]
    t279 = aten.mul.Tensor(t278, t270)  # t279: cuda f32[2, 64, 2, 8]
    t280 = aten.add.Tensor(t276, t279)  # t280: cuda f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t281 = aten.mul.Tensor(t274, t268)  # t281: cuda f32[2, 64, 2, 8]
    t282 = aten.add.Tensor(t277, t281)  # t282: cuda f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t283 = aten.select_backward.default(t280, [2, 64, 2, 8, 2], 4, 1)  # t283: cuda f32[2, 64, 2, 8, 2]
    t284 = aten.select_backward.default(t282, [2, 64, 2, 8, 2], 4, 0)  # t284: cuda f32[2, 64, 2, 8, 2]
    t285 = aten.add.Tensor(t283, t284)  # t285: cuda f32[2, 64, 2, 8, 2]
    # layers.0.attention.wk (Linear), llama.py:239
    t286 = aten.view.default(t285, [128, 32])  # t286: cuda f32[128, 32]
    t287 = aten.t.default(t286)  # t287: cuda f32[32, 128]
    # end region 13 -> t286, t287
    # region 14: inductor dd30f23f5d88ce63, 5 ops
    # layers.0.attention (Attention), llama.py:249, 243, 240
    t288 = aten.clone.default(t266, memory_format=torch.contiguous_format)  # t288: cuda f32[2, 2, 64, 16]
    t289 = aten.transpose.int(t288, 1, 2)  # t289: cuda f32[2, 64, 2, 16]
    t290 = aten.clone.default(t289, memory_format=torch.contiguous_format)  # t290: cuda f32[2, 64, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t291 = aten.view.default(t290, [128, 32])  # t291: cuda f32[128, 32]
    t292 = aten.t.default(t291)  # t292: cuda f32[32, 128]
    # end region 14 -> t291, t292
    # region 15: inductor 30b14e3e0e8a5b98, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t293 = aten.slice.Tensor(t20, 0, 0, 64)  # t293: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t294 = aten.view.default(t293, [1, 64, 1, 8])  # t294: cuda f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t295 = aten.slice.Tensor(t21, 0, 0, 64)  # t295: cuda f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 241, 211, 210, 209
    t296 = aten.view.default(t295, [1, 64, 1, 8])  # t296: cuda f32[1, 64, 1, 8]
    t297 = aten.transpose.int(t264, 1, 2)  # t297: cuda f32[2, 64, 4, 16]
    t298 = aten.view.default(t297, [2, 64, 4, 8, 2])  # t298: cuda f32[2, 64, 4, 8, 2]
    t299 = aten.select.int(t298, -1, 0)  # t299: cuda f32[2, 64, 4, 8]
    t300 = aten.select.int(t298, -1, 1)  # t300: cuda f32[2, 64, 4, 8]
    t301 = aten.mul.Tensor(t300, t294)  # t301: cuda f32[2, 64, 4, 8]
    t302 = aten.mul.Tensor(t300, t296)  # t302: cuda f32[2, 64, 4, 8]
    t303 = aten.neg.default(t299)  # t303: cuda f32[2, 64, 4, 8]
    t304 = aten.mul.Tensor(t303, t296)  # t304: cuda f32[2, 64, 4, 8]
    t305 = aten.add.Tensor(t301, t304)  # t305: cuda f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:209
    t306 = aten.mul.Tensor(t299, t294)  # t306: cuda f32[2, 64, 4, 8]
    t307 = aten.add.Tensor(t302, t306)  # t307: cuda f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:206
    t308 = aten.select_backward.default(t305, [2, 64, 4, 8, 2], 4, 1)  # t308: cuda f32[2, 64, 4, 8, 2]
    t309 = aten.select_backward.default(t307, [2, 64, 4, 8, 2], 4, 0)  # t309: cuda f32[2, 64, 4, 8, 2]
    t310 = aten.add.Tensor(t308, t309)  # t310: cuda f32[2, 64, 4, 8, 2]
    # layers.0.attention.wq (Linear), llama.py:238
    t311 = aten.view.default(t310, [128, 64])  # t311: cuda f32[128, 64]
    t312 = aten.t.default(t311)  # t312: cuda f32[64, 128]
    # end region 15 -> t311, t312
    # region 16: inductor e686df11a11c7c73, 3 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161, 162
    t313 = aten.mul.Tensor(t23, t24)  # t313: cuda f32[2, 64, 64]
    t314 = aten.mul.Tensor(t313, t0)  # t314: cuda f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t315 = aten.view.default(t314, [128, 64])  # t315: cuda f32[128, 64]
    # end region 16 -> t313, t315
    # layers.0.attention.wv (Linear), llama.py:240
    t316 = aten.mm.default(t292, t315)  # t316: cuda f32[32, 64]
    t317 = aten.mm.default(t291, t3)  # t317: cuda f32[128, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t318 = aten.mm.default(t287, t315)  # t318: cuda f32[32, 64]
    t319 = aten.mm.default(t286, t2)  # t319: cuda f32[128, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t320 = aten.mm.default(t312, t315)  # t320: cuda f32[64, 64]
    t321 = aten.mm.default(t311, t1)  # t321: cuda f32[128, 64]
    # region 17: inductor 6e3e3822cc58fbb9, 22 ops
    # layers.0.attention.wv (Linear), llama.py:240
    t322 = aten.view.default(t317, [2, 64, 64])  # t322: cuda f32[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t323 = aten.view.default(t319, [2, 64, 64])  # t323: cuda f32[2, 64, 64]
    t324 = aten.add.Tensor(t322, t323)  # t324: cuda f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t325 = aten.view.default(t321, [2, 64, 64])  # t325: cuda f32[2, 64, 64]
    t326 = aten.add.Tensor(t324, t325)  # t326: cuda f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t327 = aten.mul.Tensor(t326, t313)  # t327: cuda f32[2, 64, 64]
    t328 = aten.mul.Tensor(t326, t0)  # t328: cuda f32[2, 64, 64]
    t329 = aten.sum.dim_IntList(t327, [0, 1], True)  # t329: cuda f32[1, 1, 64]
    t330 = aten.view.default(t329, [64])  # t330: cuda f32[64]
    t331 = aten.mul.Tensor(t328, t23)  # t331: cuda f32[2, 64, 64]
    t332 = aten.mul.Tensor(t328, t24)  # t332: cuda f32[2, 64, 64]
    t333 = aten.sum.dim_IntList(t331, [2], True)  # t333: cuda f32[2, 64, 1]
    t334 = aten.add.Tensor(t249, t332)  # t334: cuda f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t335 = aten.pow.Tensor_Scalar(t24, 3)  # t335: cuda f32[2, 64, 1]
    t336 = aten.mul.Scalar(t333, -0.5)  # t336: cuda f32[2, 64, 1]
    t337 = aten.mul.Tensor(t336, t335)  # t337: cuda f32[2, 64, 1]
    t338 = aten.expand.default(t337, [2, 64, 64])  # t338: cuda f32[2, 64, 64]
    t339 = aten.div.Scalar(t338, 64)  # t339: cuda f32[2, 64, 64]
    t340 = aten.pow.Tensor_Scalar(t23, 1.0)  # t340: cuda f32[2, 64, 64]
    t341 = aten.mul.Scalar(t340, 2.0)  # t341: cuda f32[2, 64, 64]
    t342 = aten.mul.Tensor(t339, t341)  # t342: cuda f32[2, 64, 64]
    t343 = aten.add.Tensor(t334, t342)  # t343: cuda f32[2, 64, 64]
    # end region 17 -> t330, t343
    # tok_embeddings (Embedding), llama.py:305
    t344 = aten.embedding_dense_backward.default(t343, t22, 256, -1, False)  # t344: cuda f32[256, 64]
    return (t344, t330, t320, t318, t316, t254, t236, t228, t226, t212, t195, t185, t183, t181, t119, t101, t93, t91, t77, t61, t55)
    # t344: grad tok_embeddings.weight
    # t330: grad layers.0.attention_norm.weight
    # t320: grad layers.0.attention.wq.weight
    # t318: grad layers.0.attention.wk.weight
    # t316: grad layers.0.attention.wv.weight
    # t254: grad layers.0.attention.wo.weight
    # t236: grad layers.0.ffn_norm.weight
    # t228: grad layers.0.feed_forward.w1.weight
    # t226: grad layers.0.feed_forward.w3.weight
    # t212: grad layers.0.feed_forward.w2.weight
    # t195: grad layers.1.attention_norm.weight
    # t185: grad layers.1.attention.wq.weight
    # t183: grad layers.1.attention.wk.weight
    # t181: grad layers.1.attention.wv.weight
    # t119: grad layers.1.attention.wo.weight
    # t101: grad layers.1.ffn_norm.weight
    # t93: grad layers.1.feed_forward.w1.weight
    # t91: grad layers.1.feed_forward.w3.weight
    # t77: grad layers.1.feed_forward.w2.weight
    # t61: grad norm.weight
    # t55: grad output.weight
