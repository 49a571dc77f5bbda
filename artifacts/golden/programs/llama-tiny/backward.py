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
    # output (Linear), llama.py:308
    t50 = aten.view.default(t49, [128, 256])  # t50: cpu f32[128, 256]
    t51 = aten.t.default(t50)  # t51: cpu f32[256, 128]
    # region 0: inductor 3dc32b3ffdb6b175, 5 ops
    # norm (RMSNorm), llama.py:161, 162
    t52 = aten.add.Tensor(t48, 1e-05)  # t52: cpu f32[2, 64, 1]
    t53 = aten.rsqrt.default(t52)  # t53: cpu f32[2, 64, 1]
    t54 = aten.mul.Tensor(t47, t53)  # t54: cpu f32[2, 64, 64]
    t55 = aten.mul.Tensor(t54, t18)  # t55: cpu f32[2, 64, 64]
    # output (Linear), llama.py:308
    t56 = aten.view.default(t55, [128, 64])  # t56: cpu f32[128, 64]
    # end region 0 -> t56
    t57 = aten.mm.default(t51, t56)  # t57: cpu f32[256, 64]
    t58 = aten.mm.default(t50, t19)  # t58: cpu f32[128, 64]
    # region 1: inductor 8c8dc37c83120e7c, 22 ops
    # norm (RMSNorm), llama.py:161
    t59 = aten.add.Tensor(t48, 1e-05)  # t59: cpu f32[2, 64, 1]
    t60 = aten.rsqrt.default(t59)  # t60: cpu f32[2, 64, 1]
    t61 = aten.mul.Tensor(t47, t60)  # t61: cpu f32[2, 64, 64]
    # output (Linear), llama.py:308
    t62 = aten.view.default(t58, [2, 64, 64])  # t62: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:162, 161
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
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t79 = aten.view.default(t78, [128, 64])  # t79: cpu f32[128, 64]
    t80 = aten.t.default(t79)  # t80: cpu f32[64, 128]
    # end region 1 -> t66, t78, t79, t80
    t81 = aten.view.default(t46, [128, 172])  # t81: cpu f32[128, 172]
    t82 = aten.mm.default(t80, t81)  # t82: cpu f32[64, 172]
    t83 = aten.mm.default(t79, t17)  # t83: cpu f32[128, 172]
    # region 2: inductor 5ea819d894b77c52, 11 ops
    t84 = aten.view.default(t83, [2, 64, 172])  # t84: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t85 = aten._unsafe_view.default(t44, [2, 64, 172])  # t85: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t86 = aten.silu.default(t85)  # t86: cpu f32[2, 64, 172]
    t87 = aten.mul.Tensor(t84, t86)  # t87: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t88 = aten._unsafe_view.default(t45, [2, 64, 172])  # t88: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t89 = aten.mul.Tensor(t84, t88)  # t89: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t90 = aten.view.default(t87, [128, 172])  # t90: cpu f32[128, 172]
    t91 = aten.t.default(t90)  # t91: cpu f32[172, 128]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t92 = aten.silu_backward.default(t89, t85)  # t92: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t93 = aten.view.default(t92, [128, 172])  # t93: cpu f32[128, 172]
    t94 = aten.t.default(t93)  # t94: cpu f32[172, 128]
    # end region 2 -> t90, t91, t93, t94
    # region 3: inductor 3dc32b3ffdb6b175, 5 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t95 = aten.add.Tensor(t43, 1e-05)  # t95: cpu f32[2, 64, 1]
    t96 = aten.rsqrt.default(t95)  # t96: cpu f32[2, 64, 1]
    t97 = aten.mul.Tensor(t42, t96)  # t97: cpu f32[2, 64, 64]
    t98 = aten.mul.Tensor(t97, t14)  # t98: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t99 = aten.view.default(t98, [128, 64])  # t99: cpu f32[128, 64]
    # end region 3 -> t99
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t100 = aten.mm.default(t91, t99)  # t100: cpu f32[172, 64]
    t101 = aten.mm.default(t90, t16)  # t101: cpu f32[128, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t102 = aten.mm.default(t94, t99)  # t102: cpu f32[172, 64]
    t103 = aten.mm.default(t93, t15)  # t103: cpu f32[128, 64]
    # region 4: inductor 7b244e5096f08b2b, 25 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t104 = aten.add.Tensor(t43, 1e-05)  # t104: cpu f32[2, 64, 1]
    t105 = aten.rsqrt.default(t104)  # t105: cpu f32[2, 64, 1]
    t106 = aten.mul.Tensor(t42, t105)  # t106: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t107 = aten.view.default(t101, [2, 64, 64])  # t107: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t108 = aten.view.default(t103, [2, 64, 64])  # t108: cpu f32[2, 64, 64]
    t109 = aten.add.Tensor(t107, t108)  # t109: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t110 = aten.mul.Tensor(t109, t106)  # t110: cpu f32[2, 64, 64]
    t111 = aten.mul.Tensor(t109, t14)  # t111: cpu f32[2, 64, 64]
    t112 = aten.sum.dim_IntList(t110, [0, 1], True)  # t112: cpu f32[1, 1, 64]
    t113 = aten.view.default(t112, [64])  # t113: cpu f32[64]
    t114 = aten.mul.Tensor(t111, t42)  # t114: cpu f32[2, 64, 64]
    t115 = aten.mul.Tensor(t111, t105)  # t115: cpu f32[2, 64, 64]
    t116 = aten.sum.dim_IntList(t114, [2], True)  # t116: cpu f32[2, 64, 1]
    t117 = aten.add.Tensor(t78, t115)  # t117: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t118 = aten.pow.Tensor_Scalar(t105, 3)  # t118: cpu f32[2, 64, 1]
    t119 = aten.mul.Scalar(t116, -0.5)  # t119: cpu f32[2, 64, 1]
    t120 = aten.mul.Tensor(t119, t118)  # t120: cpu f32[2, 64, 1]
    t121 = aten.expand.default(t120, [2, 64, 64])  # t121: cpu f32[2, 64, 64]
    t122 = aten.div.Scalar(t121, 64)  # t122: cpu f32[2, 64, 64]
    t123 = aten.pow.Tensor_Scalar(t42, 1.0)  # t123: cpu f32[2, 64, 64]
    t124 = aten.mul.Scalar(t123, 2.0)  # t124: cpu f32[2, 64, 64]
    t125 = aten.mul.Tensor(t122, t124)  # t125: cpu f32[2, 64, 64]
    t126 = aten.add.Tensor(t117, t125)  # t126: cpu f32[2, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t127 = aten.view.default(t126, [128, 64])  # t127: cpu f32[128, 64]
    t128 = aten.t.default(t127)  # t128: cpu f32[64, 128]
    # end region 4 -> t113, t126, t127, t128
    # layers.1.attention (Attention), llama.py:250
    t129 = aten.transpose.int(t40, 1, 2)  # t129: cpu f32[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t130 = aten.view.default(t129, [128, 64])  # t130: cpu f32[128, 64]
    t131 = aten.mm.default(t128, t130)  # t131: cpu f32[64, 64]
    t132 = aten.mm.default(t127, t13)  # t132: cpu f32[128, 64]
    # layers.1.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t133 = aten.view.default(t132, [2, 64, 4, 16])  # t133: cpu f32[2, 64, 4, 16]
    t134 = aten.transpose.int(t133, 1, 2)  # t134: cpu f32[2, 4, 64, 16]
    t135 = aten.view.default(t38, [2, 64, 4, 16])  # t135: cpu f32[2, 64, 4, 16]
    t136 = aten.transpose.int(t135, 1, 2)  # t136: cpu f32[2, 4, 64, 16]
    t137 = aten.view.default(t39, [2, 64, 2, 16])  # t137: cpu f32[2, 64, 2, 16]
    t138 = aten.transpose.int(t137, 1, 2)  # t138: cpu f32[2, 2, 64, 16]
    t139 = aten.view.default(t37, [2, 64, 2, 16])  # t139: cpu f32[2, 64, 2, 16]
    t140 = aten.transpose.int(t139, 1, 2)  # t140: cpu f32[2, 2, 64, 16]
    t141, t142, t143 = aotc.sdpa_backward.default(t134, t136, t138, t140, None, t40, t41, True, None)  # t141: cpu f32[2, 4, 64, 16], t142: cpu f32[2, 2, 64, 16], t143: cpu f32[2, 2, 64, 16]
    # region 5: inductor f932de1cfe4804f9, 21 ops
    t144 = aten.clone.default(t142, memory_format=torch.contiguous_format)  # t144: cpu f32[2, 2, 64, 16]
    t145 = aten.transpose.int(t144, 1, 2)  # t145: cpu f32[2, 64, 2, 16]
    t146 = aten.view.default(t145, [2, 64, 2, 8, 2])  # t146: cpu f32[2, 64, 2, 8, 2]
    t147 = aten.select.int(t146, -1, 0)  # t147: cpu f32[2, 64, 2, 8]
    t148 = aten.select.int(t146, -1, 1)  # t148: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t149 = aten.slice.Tensor(t20, 0, 0, 64)  # t149: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t150 = aten.view.default(t149, [1, 64, 1, 8])  # t150: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210
    t151 = aten.mul.Tensor(t148, t150)  # t151: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t152 = aten.slice.Tensor(t21, 0, 0, 64)  # t152: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t153 = aten.view.default(t152, [1, 64, 1, 8])  # t153: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210, 209
    t154 = aten.mul.Tensor(t148, t153)  # t154: cpu f32[2, 64, 2, 8]
    t155 = aten.neg.default(t147)  # t155: cpu f32[2, 64, 2, 8]
    t156 = aten.mul.Tensor(t155, t153)  # t156: cpu f32[2, 64, 2, 8]
    t157 = aten.add.Tensor(t151, t156)  # t157: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t158 = aten.mul.Tensor(t147, t150)  # t158: cpu f32[2, 64, 2, 8]
    t159 = aten.add.Tensor(t154, t158)  # t159: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t160 = aten.select_backward.default(t157, [2, 64, 2, 8, 2], 4, 1)  # t160: cpu f32[2, 64, 2, 8, 2]
    t161 = aten.select_backward.default(t159, [2, 64, 2, 8, 2], 4, 0)  # t161: cpu f32[2, 64, 2, 8, 2]
    t162 = aten.add.Tensor(t160, t161)  # t162: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention.wk (Linear), llama.py:239
    t163 = aten.view.default(t162, [128, 32])  # t163: cpu f32[128, 32]
    t164 = aten.t.default(t163)  # t164: cpu f32[32, 128]
    # end region 5 -> t163, t164
    # region 6: inductor 0d712c17c7a0db51, 5 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t165 = aten.clone.default(t143, memory_format=torch.contiguous_format)  # t165: cpu f32[2, 2, 64, 16]
    t166 = aten.transpose.int(t165, 1, 2)  # t166: cpu f32[2, 64, 2, 16]
    t167 = aten.clone.default(t166, memory_format=torch.contiguous_format)  # t167: cpu f32[2, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t168 = aten.view.default(t167, [128, 32])  # t168: cpu f32[128, 32]
    t169 = aten.t.default(t168)  # t169: cpu f32[32, 128]
    # end region 6 -> t168, t169
    # region 7: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t170 = aten.slice.Tensor(t20, 0, 0, 64)  # t170: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t171 = aten.view.default(t170, [1, 64, 1, 8])  # t171: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t172 = aten.slice.Tensor(t21, 0, 0, 64)  # t172: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t173 = aten.view.default(t172, [1, 64, 1, 8])  # t173: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:241, 211, 210, 209
    t174 = aten.transpose.int(t141, 1, 2)  # t174: cpu f32[2, 64, 4, 16]
    t175 = aten.view.default(t174, [2, 64, 4, 8, 2])  # t175: cpu f32[2, 64, 4, 8, 2]
    t176 = aten.select.int(t175, -1, 0)  # t176: cpu f32[2, 64, 4, 8]
    t177 = aten.select.int(t175, -1, 1)  # t177: cpu f32[2, 64, 4, 8]
    t178 = aten.mul.Tensor(t177, t171)  # t178: cpu f32[2, 64, 4, 8]
    t179 = aten.mul.Tensor(t177, t173)  # t179: cpu f32[2, 64, 4, 8]
    t180 = aten.neg.default(t176)  # t180: cpu f32[2, 64, 4, 8]
    t181 = aten.mul.Tensor(t180, t173)  # t181: cpu f32[2, 64, 4, 8]
    t182 = aten.add.Tensor(t178, t181)  # t182: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t183 = aten.mul.Tensor(t176, t171)  # t183: cpu f32[2, 64, 4, 8]
    t184 = aten.add.Tensor(t179, t183)  # t184: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t185 = aten.select_backward.default(t182, [2, 64, 4, 8, 2], 4, 1)  # t185: cpu f32[2, 64, 4, 8, 2]
    t186 = aten.select_backward.default(t184, [2, 64, 4, 8, 2], 4, 0)  # t186: cpu f32[2, 64, 4, 8, 2]
    t187 = aten.add.Tensor(t185, t186)  # t187: cpu f32[2, 64, 4, 8, 2]
    # layers.1.attention.wq (Linear), llama.py:238
    t188 = aten.view.default(t187, [128, 64])  # t188: cpu f32[128, 64]
    t189 = aten.t.default(t188)  # t189: cpu f32[64, 128]
    # end region 7 -> t188, t189
    # region 8: inductor 3dc32b3ffdb6b175, 5 ops
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t190 = aten.add.Tensor(t36, 1e-05)  # t190: cpu f32[2, 64, 1]
    t191 = aten.rsqrt.default(t190)  # t191: cpu f32[2, 64, 1]
    t192 = aten.mul.Tensor(t35, t191)  # t192: cpu f32[2, 64, 64]
    t193 = aten.mul.Tensor(t192, t9)  # t193: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t194 = aten.view.default(t193, [128, 64])  # t194: cpu f32[128, 64]
    # end region 8 -> t194
    # layers.1.attention.wv (Linear), llama.py:240
    t195 = aten.mm.default(t169, t194)  # t195: cpu f32[32, 64]
    t196 = aten.mm.default(t168, t12)  # t196: cpu f32[128, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t197 = aten.mm.default(t164, t194)  # t197: cpu f32[32, 64]
    t198 = aten.mm.default(t163, t11)  # t198: cpu f32[128, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t199 = aten.mm.default(t189, t194)  # t199: cpu f32[64, 64]
    t200 = aten.mm.default(t188, t10)  # t200: cpu f32[128, 64]
    # region 9: inductor d2b678a683f0f9fa, 27 ops
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t201 = aten.add.Tensor(t36, 1e-05)  # t201: cpu f32[2, 64, 1]
    t202 = aten.rsqrt.default(t201)  # t202: cpu f32[2, 64, 1]
    t203 = aten.mul.Tensor(t35, t202)  # t203: cpu f32[2, 64, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t204 = aten.view.default(t196, [2, 64, 64])  # t204: cpu f32[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t205 = aten.view.default(t198, [2, 64, 64])  # t205: cpu f32[2, 64, 64]
    t206 = aten.add.Tensor(t204, t205)  # t206: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t207 = aten.view.default(t200, [2, 64, 64])  # t207: cpu f32[2, 64, 64]
    t208 = aten.add.Tensor(t206, t207)  # t208: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t209 = aten.mul.Tensor(t208, t203)  # t209: cpu f32[2, 64, 64]
    t210 = aten.mul.Tensor(t208, t9)  # t210: cpu f32[2, 64, 64]
    t211 = aten.sum.dim_IntList(t209, [0, 1], True)  # t211: cpu f32[1, 1, 64]
    t212 = aten.view.default(t211, [64])  # t212: cpu f32[64]
    t213 = aten.mul.Tensor(t210, t35)  # t213: cpu f32[2, 64, 64]
    t214 = aten.mul.Tensor(t210, t202)  # t214: cpu f32[2, 64, 64]
    t215 = aten.sum.dim_IntList(t213, [2], True)  # t215: cpu f32[2, 64, 1]
    t216 = aten.add.Tensor(t126, t214)  # t216: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t217 = aten.pow.Tensor_Scalar(t202, 3)  # t217: cpu f32[2, 64, 1]
    t218 = aten.mul.Scalar(t215, -0.5)  # t218: cpu f32[2, 64, 1]
    t219 = aten.mul.Tensor(t218, t217)  # t219: cpu f32[2, 64, 1]
    t220 = aten.expand.default(t219, [2, 64, 64])  # t220: cpu f32[2, 64, 64]
    t221 = aten.div.Scalar(t220, 64)  # t221: cpu f32[2, 64, 64]
    t222 = aten.pow.Tensor_Scalar(t35, 1.0)  # t222: cpu f32[2, 64, 64]
    t223 = aten.mul.Scalar(t222, 2.0)  # t223: cpu f32[2, 64, 64]
    t224 = aten.mul.Tensor(t221, t223)  # t224: cpu f32[2, 64, 64]
    t225 = aten.add.Tensor(t216, t224)  # t225: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t226 = aten.view.default(t225, [128, 64])  # t226: cpu f32[128, 64]
    t227 = aten.t.default(t226)  # t227: cpu f32[64, 128]
    # end region 9 -> t212, t225, t226, t227
    t228 = aten.view.default(t34, [128, 172])  # t228: cpu f32[128, 172]
    t229 = aten.mm.default(t227, t228)  # t229: cpu f32[64, 172]
    t230 = aten.mm.default(t226, t8)  # t230: cpu f32[128, 172]
    # region 10: inductor 5ea819d894b77c52, 11 ops
    t231 = aten.view.default(t230, [2, 64, 172])  # t231: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t232 = aten._unsafe_view.default(t32, [2, 64, 172])  # t232: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t233 = aten.silu.default(t232)  # t233: cpu f32[2, 64, 172]
    t234 = aten.mul.Tensor(t231, t233)  # t234: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t235 = aten._unsafe_view.default(t33, [2, 64, 172])  # t235: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t236 = aten.mul.Tensor(t231, t235)  # t236: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t237 = aten.view.default(t234, [128, 172])  # t237: cpu f32[128, 172]
    t238 = aten.t.default(t237)  # t238: cpu f32[172, 128]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t239 = aten.silu_backward.default(t236, t232)  # t239: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t240 = aten.view.default(t239, [128, 172])  # t240: cpu f32[128, 172]
    t241 = aten.t.default(t240)  # t241: cpu f32[172, 128]
    # end region 10 -> t237, t238, t240, t241
    # region 11: inductor 3dc32b3ffdb6b175, 5 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t242 = aten.add.Tensor(t31, 1e-05)  # t242: cpu f32[2, 64, 1]
    t243 = aten.rsqrt.default(t242)  # t243: cpu f32[2, 64, 1]
    t244 = aten.mul.Tensor(t30, t243)  # t244: cpu f32[2, 64, 64]
    t245 = aten.mul.Tensor(t244, t5)  # t245: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t246 = aten.view.default(t245, [128, 64])  # t246: cpu f32[128, 64]
    # end region 11 -> t246
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t247 = aten.mm.default(t238, t246)  # t247: cpu f32[172, 64]
    t248 = aten.mm.default(t237, t7)  # t248: cpu f32[128, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t249 = aten.mm.default(t241, t246)  # t249: cpu f32[172, 64]
    t250 = aten.mm.default(t240, t6)  # t250: cpu f32[128, 64]
    # region 12: inductor 7b244e5096f08b2b, 25 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t251 = aten.add.Tensor(t31, 1e-05)  # t251: cpu f32[2, 64, 1]
    t252 = aten.rsqrt.default(t251)  # t252: cpu f32[2, 64, 1]
    t253 = aten.mul.Tensor(t30, t252)  # t253: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t254 = aten.view.default(t248, [2, 64, 64])  # t254: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t255 = aten.view.default(t250, [2, 64, 64])  # t255: cpu f32[2, 64, 64]
    t256 = aten.add.Tensor(t254, t255)  # t256: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t257 = aten.mul.Tensor(t256, t253)  # t257: cpu f32[2, 64, 64]
    t258 = aten.mul.Tensor(t256, t5)  # t258: cpu f32[2, 64, 64]
    t259 = aten.sum.dim_IntList(t257, [0, 1], True)  # t259: cpu f32[1, 1, 64]
    t260 = aten.view.default(t259, [64])  # t260: cpu f32[64]
    t261 = aten.mul.Tensor(t258, t30)  # t261: cpu f32[2, 64, 64]
    t262 = aten.mul.Tensor(t258, t252)  # t262: cpu f32[2, 64, 64]
    t263 = aten.sum.dim_IntList(t261, [2], True)  # t263: cpu f32[2, 64, 1]
    t264 = aten.add.Tensor(t225, t262)  # t264: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t265 = aten.pow.Tensor_Scalar(t252, 3)  # t265: cpu f32[2, 64, 1]
    t266 = aten.mul.Scalar(t263, -0.5)  # t266: cpu f32[2, 64, 1]
    t267 = aten.mul.Tensor(t266, t265)  # t267: cpu f32[2, 64, 1]
    t268 = aten.expand.default(t267, [2, 64, 64])  # t268: cpu f32[2, 64, 64]
    t269 = aten.div.Scalar(t268, 64)  # t269: cpu f32[2, 64, 64]
    t270 = aten.pow.Tensor_Scalar(t30, 1.0)  # t270: cpu f32[2, 64, 64]
    t271 = aten.mul.Scalar(t270, 2.0)  # t271: cpu f32[2, 64, 64]
    t272 = aten.mul.Tensor(t269, t271)  # t272: cpu f32[2, 64, 64]
    t273 = aten.add.Tensor(t264, t272)  # t273: cpu f32[2, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t274 = aten.view.default(t273, [128, 64])  # t274: cpu f32[128, 64]
    t275 = aten.t.default(t274)  # t275: cpu f32[64, 128]
    # end region 12 -> t260, t273, t274, t275
    # layers.0.attention (Attention), llama.py:250
    t276 = aten.transpose.int(t28, 1, 2)  # t276: cpu f32[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t277 = aten.view.default(t276, [128, 64])  # t277: cpu f32[128, 64]
    t278 = aten.mm.default(t275, t277)  # t278: cpu f32[64, 64]
    t279 = aten.mm.default(t274, t4)  # t279: cpu f32[128, 64]
    # layers.0.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t280 = aten.view.default(t279, [2, 64, 4, 16])  # t280: cpu f32[2, 64, 4, 16]
    t281 = aten.transpose.int(t280, 1, 2)  # t281: cpu f32[2, 4, 64, 16]
    t282 = aten.view.default(t26, [2, 64, 4, 16])  # t282: cpu f32[2, 64, 4, 16]
    t283 = aten.transpose.int(t282, 1, 2)  # t283: cpu f32[2, 4, 64, 16]
    t284 = aten.view.default(t27, [2, 64, 2, 16])  # t284: cpu f32[2, 64, 2, 16]
    t285 = aten.transpose.int(t284, 1, 2)  # t285: cpu f32[2, 2, 64, 16]
    t286 = aten.view.default(t25, [2, 64, 2, 16])  # t286: cpu f32[2, 64, 2, 16]
    t287 = aten.transpose.int(t286, 1, 2)  # t287: cpu f32[2, 2, 64, 16]
    t288, t289, t290 = aotc.sdpa_backward.default(t281, t283, t285, t287, None, t28, t29, True, None)  # t288: cpu f32[2, 4, 64, 16], t289: cpu f32[2, 2, 64, 16], t290: cpu f32[2, 2, 64, 16]
    # region 13: inductor 5cbc96a506633a56, 21 ops
    # rope (RotaryEmbedding), llama.py:195
    t291 = aten.slice.Tensor(t20, 0, 0, 64)  # t291: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t292 = aten.view.default(t291, [1, 64, 1, 8])  # t292: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t293 = aten.slice.Tensor(t21, 0, 0, 64)  # t293: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 249, 242, 211, 210, 209
    t294 = aten.view.default(t293, [1, 64, 1, 8])  # t294: cpu f32[1, 64, 1, 8]
    t295 = aten.clone.default(t289, memory_format=torch.contiguous_format)  # t295: cpu f32[2, 2, 64, 16]
    t296 = aten.transpose.int(t295, 1, 2)  # t296: cpu f32[2, 64, 2, 16]
    t297 = aten.view.default(t296, [2, 64, 2, 8, 2])  # t297: cpu f32[2, 64, 2, 8, 2]
    t298 = aten.select.int(t297, -1, 0)  # t298: cpu f32[2, 64, 2, 8]
    t299 = aten.select.int(t297, -1, 1)  # t299: cpu f32[2, 64, 2, 8]
    t300 = aten.mul.Tensor(t299, t292)  # t300: cpu f32[2, 64, 2, 8]
    t301 = aten.mul.Tensor(t299, t294)  # t301: cpu f32[2, 64, 2, 8]
    t302 = aten.neg.default(t298)  # t302: cpu f32[2, 64, 2, 8]
    t303 = aten.mul.Tensor(t302, t294)  # t303: cpu f32[2, 64, 2, 8]
    t304 = aten.add.Tensor(t300, t303)  # t304: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t305 = aten.mul.Tensor(t298, t292)  # t305: cpu f32[2, 64, 2, 8]
    t306 = aten.add.Tensor(t301, t305)  # t306: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t307 = aten.select_backward.default(t304, [2, 64, 2, 8, 2], 4, 1)  # t307: cpu f32[2, 64, 2, 8, 2]
    t308 = aten.select_backward.default(t306, [2, 64, 2, 8, 2], 4, 0)  # t308: cpu f32[2, 64, 2, 8, 2]
    t309 = aten.add.Tensor(t307, t308)  # t309: cpu f32[2, 64, 2, 8, 2]
    # layers.0.attention.wk (Linear), llama.py:239
    t310 = aten.view.default(t309, [128, 32])  # t310: cpu f32[128, 32]
    t311 = aten.t.default(t310)  # t311: cpu f32[32, 128]
    # end region 13 -> t310, t311
    # region 14: inductor 0d712c17c7a0db51, 5 ops
    # layers.0.attention (Attention), llama.py:249, 243, 240
    t312 = aten.clone.default(t290, memory_format=torch.contiguous_format)  # t312: cpu f32[2, 2, 64, 16]
    t313 = aten.transpose.int(t312, 1, 2)  # t313: cpu f32[2, 64, 2, 16]
    t314 = aten.clone.default(t313, memory_format=torch.contiguous_format)  # t314: cpu f32[2, 64, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t315 = aten.view.default(t314, [128, 32])  # t315: cpu f32[128, 32]
    t316 = aten.t.default(t315)  # t316: cpu f32[32, 128]
    # end region 14 -> t315, t316
    # region 15: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t317 = aten.slice.Tensor(t20, 0, 0, 64)  # t317: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t318 = aten.view.default(t317, [1, 64, 1, 8])  # t318: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t319 = aten.slice.Tensor(t21, 0, 0, 64)  # t319: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 241, 211, 210, 209
    t320 = aten.view.default(t319, [1, 64, 1, 8])  # t320: cpu f32[1, 64, 1, 8]
    t321 = aten.transpose.int(t288, 1, 2)  # t321: cpu f32[2, 64, 4, 16]
    t322 = aten.view.default(t321, [2, 64, 4, 8, 2])  # t322: cpu f32[2, 64, 4, 8, 2]
    t323 = aten.select.int(t322, -1, 0)  # t323: cpu f32[2, 64, 4, 8]
    t324 = aten.select.int(t322, -1, 1)  # t324: cpu f32[2, 64, 4, 8]
    t325 = aten.mul.Tensor(t324, t318)  # t325: cpu f32[2, 64, 4, 8]
    t326 = aten.mul.Tensor(t324, t320)  # t326: cpu f32[2, 64, 4, 8]
    t327 = aten.neg.default(t323)  # t327: cpu f32[2, 64, 4, 8]
    t328 = aten.mul.Tensor(t327, t320)  # t328: cpu f32[2, 64, 4, 8]
    t329 = aten.add.Tensor(t325, t328)  # t329: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:209
    t330 = aten.mul.Tensor(t323, t318)  # t330: cpu f32[2, 64, 4, 8]
    t331 = aten.add.Tensor(t326, t330)  # t331: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:206
    t332 = aten.select_backward.default(t329, [2, 64, 4, 8, 2], 4, 1)  # t332: cpu f32[2, 64, 4, 8, 2]
    t333 = aten.select_backward.default(t331, [2, 64, 4, 8, 2], 4, 0)  # t333: cpu f32[2, 64, 4, 8, 2]
    t334 = aten.add.Tensor(t332, t333)  # t334: cpu f32[2, 64, 4, 8, 2]
    # layers.0.attention.wq (Linear), llama.py:238
    t335 = aten.view.default(t334, [128, 64])  # t335: cpu f32[128, 64]
    t336 = aten.t.default(t335)  # t336: cpu f32[64, 128]
    # end region 15 -> t335, t336
    # region 16: inductor 3dc32b3ffdb6b175, 5 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161, 162
    t337 = aten.add.Tensor(t24, 1e-05)  # t337: cpu f32[2, 64, 1]
    t338 = aten.rsqrt.default(t337)  # t338: cpu f32[2, 64, 1]
    t339 = aten.mul.Tensor(t23, t338)  # t339: cpu f32[2, 64, 64]
    t340 = aten.mul.Tensor(t339, t0)  # t340: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t341 = aten.view.default(t340, [128, 64])  # t341: cpu f32[128, 64]
    # end region 16 -> t341
    # layers.0.attention.wv (Linear), llama.py:240
    t342 = aten.mm.default(t316, t341)  # t342: cpu f32[32, 64]
    t343 = aten.mm.default(t315, t3)  # t343: cpu f32[128, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t344 = aten.mm.default(t311, t341)  # t344: cpu f32[32, 64]
    t345 = aten.mm.default(t310, t2)  # t345: cpu f32[128, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t346 = aten.mm.default(t336, t341)  # t346: cpu f32[64, 64]
    t347 = aten.mm.default(t335, t1)  # t347: cpu f32[128, 64]
    # region 17: inductor 4bb33c20a1cdaca9, 25 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t348 = aten.add.Tensor(t24, 1e-05)  # t348: cpu f32[2, 64, 1]
    t349 = aten.rsqrt.default(t348)  # t349: cpu f32[2, 64, 1]
    t350 = aten.mul.Tensor(t23, t349)  # t350: cpu f32[2, 64, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t351 = aten.view.default(t343, [2, 64, 64])  # t351: cpu f32[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t352 = aten.view.default(t345, [2, 64, 64])  # t352: cpu f32[2, 64, 64]
    t353 = aten.add.Tensor(t351, t352)  # t353: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t354 = aten.view.default(t347, [2, 64, 64])  # t354: cpu f32[2, 64, 64]
    t355 = aten.add.Tensor(t353, t354)  # t355: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t356 = aten.mul.Tensor(t355, t350)  # t356: cpu f32[2, 64, 64]
    t357 = aten.mul.Tensor(t355, t0)  # t357: cpu f32[2, 64, 64]
    t358 = aten.sum.dim_IntList(t356, [0, 1], True)  # t358: cpu f32[1, 1, 64]
    t359 = aten.view.default(t358, [64])  # t359: cpu f32[64]
    t360 = aten.mul.Tensor(t357, t23)  # t360: cpu f32[2, 64, 64]
    t361 = aten.mul.Tensor(t357, t349)  # t361: cpu f32[2, 64, 64]
    t362 = aten.sum.dim_IntList(t360, [2], True)  # t362: cpu f32[2, 64, 1]
    t363 = aten.add.Tensor(t273, t361)  # t363: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t364 = aten.pow.Tensor_Scalar(t349, 3)  # t364: cpu f32[2, 64, 1]
    t365 = aten.mul.Scalar(t362, -0.5)  # t365: cpu f32[2, 64, 1]
    t366 = aten.mul.Tensor(t365, t364)  # t366: cpu f32[2, 64, 1]
    t367 = aten.expand.default(t366, [2, 64, 64])  # t367: cpu f32[2, 64, 64]
    t368 = aten.div.Scalar(t367, 64)  # t368: cpu f32[2, 64, 64]
    t369 = aten.pow.Tensor_Scalar(t23, 1.0)  # t369: cpu f32[2, 64, 64]
    t370 = aten.mul.Scalar(t369, 2.0)  # t370: cpu f32[2, 64, 64]
    t371 = aten.mul.Tensor(t368, t370)  # t371: cpu f32[2, 64, 64]
    t372 = aten.add.Tensor(t363, t371)  # t372: cpu f32[2, 64, 64]
    # end region 17 -> t359, t372
    # tok_embeddings (Embedding), llama.py:305
    t373 = aten.embedding_dense_backward.default(t372, t22, 256, -1, False)  # t373: cpu f32[256, 64]
    return (t373, t359, t346, t344, t342, t278, t260, t249, t247, t229, t212, t199, t197, t195, t131, t113, t102, t100, t82, t66, t57)
    # t373: grad tok_embeddings.weight
    # t359: grad layers.0.attention_norm.weight
    # t346: grad layers.0.attention.wq.weight
    # t344: grad layers.0.attention.wk.weight
    # t342: grad layers.0.attention.wv.weight
    # t278: grad layers.0.attention.wo.weight
    # t260: grad layers.0.ffn_norm.weight
    # t249: grad layers.0.feed_forward.w1.weight
    # t247: grad layers.0.feed_forward.w3.weight
    # t229: grad layers.0.feed_forward.w2.weight
    # t212: grad layers.1.attention_norm.weight
    # t199: grad layers.1.attention.wq.weight
    # t197: grad layers.1.attention.wk.weight
    # t195: grad layers.1.attention.wv.weight
    # t131: grad layers.1.attention.wo.weight
    # t113: grad layers.1.ffn_norm.weight
    # t102: grad layers.1.feed_forward.w1.weight
    # t100: grad layers.1.feed_forward.w3.weight
    # t82: grad layers.1.feed_forward.w2.weight
    # t66: grad norm.weight
    # t57: grad output.weight
