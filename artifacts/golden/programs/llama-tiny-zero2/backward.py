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
    # output (Linear), llama.py:308
    t50 = aten.view.default(t49, [128, 256])  # t50: cpu f32[128, 256]
    t51 = aten.t.default(t50)  # t51: cpu f32[256, 128]
    # region 0: inductor 573c8ac1f8377f67, 6 ops
    # norm (RMSNorm), llama.py:162, 161
    t52 = aten.view.default(t21, [64])  # t52: cpu f32[64]
    t53 = aten.add.Tensor(t48, 1e-05)  # t53: cpu f32[2, 64, 1]
    t54 = aten.rsqrt.default(t53)  # t54: cpu f32[2, 64, 1]
    t55 = aten.mul.Tensor(t47, t54)  # t55: cpu f32[2, 64, 64]
    t56 = aten.mul.Tensor(t55, t52)  # t56: cpu f32[2, 64, 64]
    # output (Linear), llama.py:308
    t57 = aten.view.default(t56, [128, 64])  # t57: cpu f32[128, 64]
    # end region 0 -> t57
    t58 = aten.mm.default(t51, t57)  # t58: cpu f32[256, 64]
    t59 = aten.view.default(t22, [256, 64])  # t59: cpu f32[256, 64]
    t60 = aten.mm.default(t50, t59)  # t60: cpu f32[128, 64]
    # region 1: inductor 38fca28c0c4570e2, 24 ops
    # norm (RMSNorm), llama.py:162, 161
    t61 = aten.view.default(t21, [64])  # t61: cpu f32[64]
    t62 = aten.add.Tensor(t48, 1e-05)  # t62: cpu f32[2, 64, 1]
    t63 = aten.rsqrt.default(t62)  # t63: cpu f32[2, 64, 1]
    t64 = aten.mul.Tensor(t47, t63)  # t64: cpu f32[2, 64, 64]
    # output (Linear), llama.py:308
    t65 = aten.view.default(t60, [2, 64, 64])  # t65: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:162, 161
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
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t82 = aten.view.default(t81, [128, 64])  # t82: cpu f32[128, 64]
    t83 = aten.t.default(t82)  # t83: cpu f32[64, 128]
    # tok_embeddings (Embedding), llama.py:305
    t84 = aten.view.default(t69, [2, 32])  # t84: cpu f32[2, 32]
    # end region 1 -> t68, t81, t82, t83
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t85 = aten.view.default(t46, [128, 172])  # t85: cpu f32[128, 172]
    t86 = aten.mm.default(t83, t85)  # t86: cpu f32[64, 172]
    t87 = aten.view.default(t20, [64, 172])  # t87: cpu f32[64, 172]
    t88 = aten.mm.default(t82, t87)  # t88: cpu f32[128, 172]
    # region 2: inductor 5ea819d894b77c52, 11 ops
    t89 = aten.view.default(t88, [2, 64, 172])  # t89: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t90 = aten._unsafe_view.default(t44, [2, 64, 172])  # t90: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t91 = aten.silu.default(t90)  # t91: cpu f32[2, 64, 172]
    t92 = aten.mul.Tensor(t89, t91)  # t92: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t93 = aten._unsafe_view.default(t45, [2, 64, 172])  # t93: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t94 = aten.mul.Tensor(t89, t93)  # t94: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t95 = aten.view.default(t92, [128, 172])  # t95: cpu f32[128, 172]
    t96 = aten.t.default(t95)  # t96: cpu f32[172, 128]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t97 = aten.silu_backward.default(t94, t90)  # t97: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t98 = aten.view.default(t97, [128, 172])  # t98: cpu f32[128, 172]
    t99 = aten.t.default(t98)  # t99: cpu f32[172, 128]
    # end region 2 -> t95, t96, t98, t99
    # region 3: inductor 573c8ac1f8377f67, 6 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t100 = aten.view.default(t17, [64])  # t100: cpu f32[64]
    t101 = aten.add.Tensor(t43, 1e-05)  # t101: cpu f32[2, 64, 1]
    t102 = aten.rsqrt.default(t101)  # t102: cpu f32[2, 64, 1]
    t103 = aten.mul.Tensor(t42, t102)  # t103: cpu f32[2, 64, 64]
    t104 = aten.mul.Tensor(t103, t100)  # t104: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t105 = aten.view.default(t104, [128, 64])  # t105: cpu f32[128, 64]
    # end region 3 -> t105
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t106 = aten.mm.default(t96, t105)  # t106: cpu f32[172, 64]
    t107 = aten.view.default(t19, [172, 64])  # t107: cpu f32[172, 64]
    t108 = aten.mm.default(t95, t107)  # t108: cpu f32[128, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t109 = aten.mm.default(t99, t105)  # t109: cpu f32[172, 64]
    t110 = aten.view.default(t18, [172, 64])  # t110: cpu f32[172, 64]
    t111 = aten.mm.default(t98, t110)  # t111: cpu f32[128, 64]
    # region 4: inductor ea7641786d20540e, 27 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t112 = aten.view.default(t17, [64])  # t112: cpu f32[64]
    t113 = aten.add.Tensor(t43, 1e-05)  # t113: cpu f32[2, 64, 1]
    t114 = aten.rsqrt.default(t113)  # t114: cpu f32[2, 64, 1]
    t115 = aten.mul.Tensor(t42, t114)  # t115: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t116 = aten.view.default(t108, [2, 64, 64])  # t116: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t117 = aten.view.default(t111, [2, 64, 64])  # t117: cpu f32[2, 64, 64]
    t118 = aten.add.Tensor(t116, t117)  # t118: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t119 = aten.mul.Tensor(t118, t115)  # t119: cpu f32[2, 64, 64]
    t120 = aten.mul.Tensor(t118, t112)  # t120: cpu f32[2, 64, 64]
    t121 = aten.sum.dim_IntList(t119, [0, 1], True)  # t121: cpu f32[1, 1, 64]
    t122 = aten.view.default(t121, [64])  # t122: cpu f32[64]
    t123 = aten.mul.Tensor(t120, t42)  # t123: cpu f32[2, 64, 64]
    t124 = aten.mul.Tensor(t120, t114)  # t124: cpu f32[2, 64, 64]
    t125 = aten.sum.dim_IntList(t123, [2], True)  # t125: cpu f32[2, 64, 1]
    t126 = aten.add.Tensor(t81, t124)  # t126: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t127 = aten.pow.Tensor_Scalar(t114, 3)  # t127: cpu f32[2, 64, 1]
    t128 = aten.mul.Scalar(t125, -0.5)  # t128: cpu f32[2, 64, 1]
    t129 = aten.mul.Tensor(t128, t127)  # t129: cpu f32[2, 64, 1]
    t130 = aten.expand.default(t129, [2, 64, 64])  # t130: cpu f32[2, 64, 64]
    t131 = aten.div.Scalar(t130, 64)  # t131: cpu f32[2, 64, 64]
    t132 = aten.pow.Tensor_Scalar(t42, 1.0)  # t132: cpu f32[2, 64, 64]
    t133 = aten.mul.Scalar(t132, 2.0)  # t133: cpu f32[2, 64, 64]
    t134 = aten.mul.Tensor(t131, t133)  # t134: cpu f32[2, 64, 64]
    t135 = aten.add.Tensor(t126, t134)  # t135: cpu f32[2, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t136 = aten.view.default(t135, [128, 64])  # t136: cpu f32[128, 64]
    t137 = aten.t.default(t136)  # t137: cpu f32[64, 128]
    # tok_embeddings (Embedding), llama.py:305
    t138 = aten.view.default(t122, [2, 32])  # t138: cpu f32[2, 32]
    # end region 4 -> t121, t135, t136, t137
    # layers.1.attention (Attention), llama.py:250
    t139 = aten.transpose.int(t40, 1, 2)  # t139: cpu f32[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t140 = aten.view.default(t139, [128, 64])  # t140: cpu f32[128, 64]
    t141 = aten.mm.default(t137, t140)  # t141: cpu f32[64, 64]
    t142 = aten.view.default(t16, [64, 64])  # t142: cpu f32[64, 64]
    t143 = aten.mm.default(t136, t142)  # t143: cpu f32[128, 64]
    # layers.1.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t144 = aten.view.default(t143, [2, 64, 4, 16])  # t144: cpu f32[2, 64, 4, 16]
    t145 = aten.transpose.int(t144, 1, 2)  # t145: cpu f32[2, 4, 64, 16]
    t146 = aten.view.default(t38, [2, 64, 4, 16])  # t146: cpu f32[2, 64, 4, 16]
    t147 = aten.transpose.int(t146, 1, 2)  # t147: cpu f32[2, 4, 64, 16]
    t148 = aten.view.default(t39, [2, 64, 2, 16])  # t148: cpu f32[2, 64, 2, 16]
    t149 = aten.transpose.int(t148, 1, 2)  # t149: cpu f32[2, 2, 64, 16]
    t150 = aten.view.default(t37, [2, 64, 2, 16])  # t150: cpu f32[2, 64, 2, 16]
    t151 = aten.transpose.int(t150, 1, 2)  # t151: cpu f32[2, 2, 64, 16]
    t152, t153, t154 = aotc.sdpa_backward.default(t145, t147, t149, t151, None, t40, t41, True, None)  # t152: cpu f32[2, 4, 64, 16], t153: cpu f32[2, 2, 64, 16], t154: cpu f32[2, 2, 64, 16]
    # region 5: inductor f932de1cfe4804f9, 21 ops
    t155 = aten.clone.default(t153, memory_format=torch.contiguous_format)  # t155: cpu f32[2, 2, 64, 16]
    t156 = aten.transpose.int(t155, 1, 2)  # t156: cpu f32[2, 64, 2, 16]
    t157 = aten.view.default(t156, [2, 64, 2, 8, 2])  # t157: cpu f32[2, 64, 2, 8, 2]
    t158 = aten.select.int(t157, -1, 0)  # t158: cpu f32[2, 64, 2, 8]
    t159 = aten.select.int(t157, -1, 1)  # t159: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t160 = aten.slice.Tensor(t0, 0, 0, 64)  # t160: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t161 = aten.view.default(t160, [1, 64, 1, 8])  # t161: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210
    t162 = aten.mul.Tensor(t159, t161)  # t162: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t163 = aten.slice.Tensor(t1, 0, 0, 64)  # t163: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t164 = aten.view.default(t163, [1, 64, 1, 8])  # t164: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210, 209
    t165 = aten.mul.Tensor(t159, t164)  # t165: cpu f32[2, 64, 2, 8]
    t166 = aten.neg.default(t158)  # t166: cpu f32[2, 64, 2, 8]
    t167 = aten.mul.Tensor(t166, t164)  # t167: cpu f32[2, 64, 2, 8]
    t168 = aten.add.Tensor(t162, t167)  # t168: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t169 = aten.mul.Tensor(t158, t161)  # t169: cpu f32[2, 64, 2, 8]
    t170 = aten.add.Tensor(t165, t169)  # t170: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t171 = aten.select_backward.default(t168, [2, 64, 2, 8, 2], 4, 1)  # t171: cpu f32[2, 64, 2, 8, 2]
    t172 = aten.select_backward.default(t170, [2, 64, 2, 8, 2], 4, 0)  # t172: cpu f32[2, 64, 2, 8, 2]
    t173 = aten.add.Tensor(t171, t172)  # t173: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention.wk (Linear), llama.py:239
    t174 = aten.view.default(t173, [128, 32])  # t174: cpu f32[128, 32]
    t175 = aten.t.default(t174)  # t175: cpu f32[32, 128]
    # end region 5 -> t174, t175
    # region 6: inductor 0d712c17c7a0db51, 5 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t176 = aten.clone.default(t154, memory_format=torch.contiguous_format)  # t176: cpu f32[2, 2, 64, 16]
    t177 = aten.transpose.int(t176, 1, 2)  # t177: cpu f32[2, 64, 2, 16]
    t178 = aten.clone.default(t177, memory_format=torch.contiguous_format)  # t178: cpu f32[2, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t179 = aten.view.default(t178, [128, 32])  # t179: cpu f32[128, 32]
    t180 = aten.t.default(t179)  # t180: cpu f32[32, 128]
    # end region 6 -> t179, t180
    # region 7: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t181 = aten.slice.Tensor(t0, 0, 0, 64)  # t181: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t182 = aten.view.default(t181, [1, 64, 1, 8])  # t182: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t183 = aten.slice.Tensor(t1, 0, 0, 64)  # t183: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t184 = aten.view.default(t183, [1, 64, 1, 8])  # t184: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:241, 211, 210, 209
    t185 = aten.transpose.int(t152, 1, 2)  # t185: cpu f32[2, 64, 4, 16]
    t186 = aten.view.default(t185, [2, 64, 4, 8, 2])  # t186: cpu f32[2, 64, 4, 8, 2]
    t187 = aten.select.int(t186, -1, 0)  # t187: cpu f32[2, 64, 4, 8]
    t188 = aten.select.int(t186, -1, 1)  # t188: cpu f32[2, 64, 4, 8]
    t189 = aten.mul.Tensor(t188, t182)  # t189: cpu f32[2, 64, 4, 8]
    t190 = aten.mul.Tensor(t188, t184)  # t190: cpu f32[2, 64, 4, 8]
    t191 = aten.neg.default(t187)  # t191: cpu f32[2, 64, 4, 8]
    t192 = aten.mul.Tensor(t191, t184)  # t192: cpu f32[2, 64, 4, 8]
    t193 = aten.add.Tensor(t189, t192)  # t193: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t194 = aten.mul.Tensor(t187, t182)  # t194: cpu f32[2, 64, 4, 8]
    t195 = aten.add.Tensor(t190, t194)  # t195: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t196 = aten.select_backward.default(t193, [2, 64, 4, 8, 2], 4, 1)  # t196: cpu f32[2, 64, 4, 8, 2]
    t197 = aten.select_backward.default(t195, [2, 64, 4, 8, 2], 4, 0)  # t197: cpu f32[2, 64, 4, 8, 2]
    t198 = aten.add.Tensor(t196, t197)  # t198: cpu f32[2, 64, 4, 8, 2]
    # layers.1.attention.wq (Linear), llama.py:238
    t199 = aten.view.default(t198, [128, 64])  # t199: cpu f32[128, 64]
    t200 = aten.t.default(t199)  # t200: cpu f32[64, 128]
    # end region 7 -> t199, t200
    # region 8: inductor 573c8ac1f8377f67, 6 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t201 = aten.view.default(t12, [64])  # t201: cpu f32[64]
    t202 = aten.add.Tensor(t36, 1e-05)  # t202: cpu f32[2, 64, 1]
    t203 = aten.rsqrt.default(t202)  # t203: cpu f32[2, 64, 1]
    t204 = aten.mul.Tensor(t35, t203)  # t204: cpu f32[2, 64, 64]
    t205 = aten.mul.Tensor(t204, t201)  # t205: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t206 = aten.view.default(t205, [128, 64])  # t206: cpu f32[128, 64]
    # end region 8 -> t206
    # layers.1.attention.wv (Linear), llama.py:240
    t207 = aten.mm.default(t180, t206)  # t207: cpu f32[32, 64]
    t208 = aten.view.default(t15, [32, 64])  # t208: cpu f32[32, 64]
    t209 = aten.mm.default(t179, t208)  # t209: cpu f32[128, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t210 = aten.mm.default(t175, t206)  # t210: cpu f32[32, 64]
    t211 = aten.view.default(t14, [32, 64])  # t211: cpu f32[32, 64]
    t212 = aten.mm.default(t174, t211)  # t212: cpu f32[128, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t213 = aten.mm.default(t200, t206)  # t213: cpu f32[64, 64]
    t214 = aten.view.default(t13, [64, 64])  # t214: cpu f32[64, 64]
    t215 = aten.mm.default(t199, t214)  # t215: cpu f32[128, 64]
    # region 9: inductor 1e268fe21eb95251, 29 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t216 = aten.view.default(t12, [64])  # t216: cpu f32[64]
    t217 = aten.add.Tensor(t36, 1e-05)  # t217: cpu f32[2, 64, 1]
    t218 = aten.rsqrt.default(t217)  # t218: cpu f32[2, 64, 1]
    t219 = aten.mul.Tensor(t35, t218)  # t219: cpu f32[2, 64, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t220 = aten.view.default(t209, [2, 64, 64])  # t220: cpu f32[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t221 = aten.view.default(t212, [2, 64, 64])  # t221: cpu f32[2, 64, 64]
    t222 = aten.add.Tensor(t220, t221)  # t222: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t223 = aten.view.default(t215, [2, 64, 64])  # t223: cpu f32[2, 64, 64]
    t224 = aten.add.Tensor(t222, t223)  # t224: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t225 = aten.mul.Tensor(t224, t219)  # t225: cpu f32[2, 64, 64]
    t226 = aten.mul.Tensor(t224, t216)  # t226: cpu f32[2, 64, 64]
    t227 = aten.sum.dim_IntList(t225, [0, 1], True)  # t227: cpu f32[1, 1, 64]
    t228 = aten.view.default(t227, [64])  # t228: cpu f32[64]
    t229 = aten.mul.Tensor(t226, t35)  # t229: cpu f32[2, 64, 64]
    t230 = aten.mul.Tensor(t226, t218)  # t230: cpu f32[2, 64, 64]
    t231 = aten.sum.dim_IntList(t229, [2], True)  # t231: cpu f32[2, 64, 1]
    t232 = aten.add.Tensor(t135, t230)  # t232: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t233 = aten.pow.Tensor_Scalar(t218, 3)  # t233: cpu f32[2, 64, 1]
    t234 = aten.mul.Scalar(t231, -0.5)  # t234: cpu f32[2, 64, 1]
    t235 = aten.mul.Tensor(t234, t233)  # t235: cpu f32[2, 64, 1]
    t236 = aten.expand.default(t235, [2, 64, 64])  # t236: cpu f32[2, 64, 64]
    t237 = aten.div.Scalar(t236, 64)  # t237: cpu f32[2, 64, 64]
    t238 = aten.pow.Tensor_Scalar(t35, 1.0)  # t238: cpu f32[2, 64, 64]
    t239 = aten.mul.Scalar(t238, 2.0)  # t239: cpu f32[2, 64, 64]
    t240 = aten.mul.Tensor(t237, t239)  # t240: cpu f32[2, 64, 64]
    t241 = aten.add.Tensor(t232, t240)  # t241: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t242 = aten.view.default(t241, [128, 64])  # t242: cpu f32[128, 64]
    t243 = aten.t.default(t242)  # t243: cpu f32[64, 128]
    # tok_embeddings (Embedding), llama.py:305
    t244 = aten.view.default(t228, [2, 32])  # t244: cpu f32[2, 32]
    # end region 9 -> t227, t241, t242, t243
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t245 = aten.view.default(t34, [128, 172])  # t245: cpu f32[128, 172]
    t246 = aten.mm.default(t243, t245)  # t246: cpu f32[64, 172]
    t247 = aten.view.default(t11, [64, 172])  # t247: cpu f32[64, 172]
    t248 = aten.mm.default(t242, t247)  # t248: cpu f32[128, 172]
    # region 10: inductor 5ea819d894b77c52, 11 ops
    t249 = aten.view.default(t248, [2, 64, 172])  # t249: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t250 = aten._unsafe_view.default(t32, [2, 64, 172])  # t250: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t251 = aten.silu.default(t250)  # t251: cpu f32[2, 64, 172]
    t252 = aten.mul.Tensor(t249, t251)  # t252: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t253 = aten._unsafe_view.default(t33, [2, 64, 172])  # t253: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t254 = aten.mul.Tensor(t249, t253)  # t254: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t255 = aten.view.default(t252, [128, 172])  # t255: cpu f32[128, 172]
    t256 = aten.t.default(t255)  # t256: cpu f32[172, 128]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t257 = aten.silu_backward.default(t254, t250)  # t257: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t258 = aten.view.default(t257, [128, 172])  # t258: cpu f32[128, 172]
    t259 = aten.t.default(t258)  # t259: cpu f32[172, 128]
    # end region 10 -> t255, t256, t258, t259
    # region 11: inductor 573c8ac1f8377f67, 6 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t260 = aten.view.default(t8, [64])  # t260: cpu f32[64]
    t261 = aten.add.Tensor(t31, 1e-05)  # t261: cpu f32[2, 64, 1]
    t262 = aten.rsqrt.default(t261)  # t262: cpu f32[2, 64, 1]
    t263 = aten.mul.Tensor(t30, t262)  # t263: cpu f32[2, 64, 64]
    t264 = aten.mul.Tensor(t263, t260)  # t264: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t265 = aten.view.default(t264, [128, 64])  # t265: cpu f32[128, 64]
    # end region 11 -> t265
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t266 = aten.mm.default(t256, t265)  # t266: cpu f32[172, 64]
    t267 = aten.view.default(t10, [172, 64])  # t267: cpu f32[172, 64]
    t268 = aten.mm.default(t255, t267)  # t268: cpu f32[128, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t269 = aten.mm.default(t259, t265)  # t269: cpu f32[172, 64]
    t270 = aten.view.default(t9, [172, 64])  # t270: cpu f32[172, 64]
    t271 = aten.mm.default(t258, t270)  # t271: cpu f32[128, 64]
    # region 12: inductor ea7641786d20540e, 27 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t272 = aten.view.default(t8, [64])  # t272: cpu f32[64]
    t273 = aten.add.Tensor(t31, 1e-05)  # t273: cpu f32[2, 64, 1]
    t274 = aten.rsqrt.default(t273)  # t274: cpu f32[2, 64, 1]
    t275 = aten.mul.Tensor(t30, t274)  # t275: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t276 = aten.view.default(t268, [2, 64, 64])  # t276: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t277 = aten.view.default(t271, [2, 64, 64])  # t277: cpu f32[2, 64, 64]
    t278 = aten.add.Tensor(t276, t277)  # t278: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t279 = aten.mul.Tensor(t278, t275)  # t279: cpu f32[2, 64, 64]
    t280 = aten.mul.Tensor(t278, t272)  # t280: cpu f32[2, 64, 64]
    t281 = aten.sum.dim_IntList(t279, [0, 1], True)  # t281: cpu f32[1, 1, 64]
    t282 = aten.view.default(t281, [64])  # t282: cpu f32[64]
    t283 = aten.mul.Tensor(t280, t30)  # t283: cpu f32[2, 64, 64]
    t284 = aten.mul.Tensor(t280, t274)  # t284: cpu f32[2, 64, 64]
    t285 = aten.sum.dim_IntList(t283, [2], True)  # t285: cpu f32[2, 64, 1]
    t286 = aten.add.Tensor(t241, t284)  # t286: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t287 = aten.pow.Tensor_Scalar(t274, 3)  # t287: cpu f32[2, 64, 1]
    t288 = aten.mul.Scalar(t285, -0.5)  # t288: cpu f32[2, 64, 1]
    t289 = aten.mul.Tensor(t288, t287)  # t289: cpu f32[2, 64, 1]
    t290 = aten.expand.default(t289, [2, 64, 64])  # t290: cpu f32[2, 64, 64]
    t291 = aten.div.Scalar(t290, 64)  # t291: cpu f32[2, 64, 64]
    t292 = aten.pow.Tensor_Scalar(t30, 1.0)  # t292: cpu f32[2, 64, 64]
    t293 = aten.mul.Scalar(t292, 2.0)  # t293: cpu f32[2, 64, 64]
    t294 = aten.mul.Tensor(t291, t293)  # t294: cpu f32[2, 64, 64]
    t295 = aten.add.Tensor(t286, t294)  # t295: cpu f32[2, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t296 = aten.view.default(t295, [128, 64])  # t296: cpu f32[128, 64]
    t297 = aten.t.default(t296)  # t297: cpu f32[64, 128]
    # tok_embeddings (Embedding), llama.py:305
    t298 = aten.view.default(t282, [2, 32])  # t298: cpu f32[2, 32]
    # end region 12 -> t281, t295, t296, t297
    # layers.0.attention (Attention), llama.py:250
    t299 = aten.transpose.int(t28, 1, 2)  # t299: cpu f32[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t300 = aten.view.default(t299, [128, 64])  # t300: cpu f32[128, 64]
    t301 = aten.mm.default(t297, t300)  # t301: cpu f32[64, 64]
    t302 = aten.view.default(t7, [64, 64])  # t302: cpu f32[64, 64]
    t303 = aten.mm.default(t296, t302)  # t303: cpu f32[128, 64]
    # layers.0.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t304 = aten.view.default(t303, [2, 64, 4, 16])  # t304: cpu f32[2, 64, 4, 16]
    t305 = aten.transpose.int(t304, 1, 2)  # t305: cpu f32[2, 4, 64, 16]
    t306 = aten.view.default(t26, [2, 64, 4, 16])  # t306: cpu f32[2, 64, 4, 16]
    t307 = aten.transpose.int(t306, 1, 2)  # t307: cpu f32[2, 4, 64, 16]
    t308 = aten.view.default(t27, [2, 64, 2, 16])  # t308: cpu f32[2, 64, 2, 16]
    t309 = aten.transpose.int(t308, 1, 2)  # t309: cpu f32[2, 2, 64, 16]
    t310 = aten.view.default(t25, [2, 64, 2, 16])  # t310: cpu f32[2, 64, 2, 16]
    t311 = aten.transpose.int(t310, 1, 2)  # t311: cpu f32[2, 2, 64, 16]
    t312, t313, t314 = aotc.sdpa_backward.default(t305, t307, t309, t311, None, t28, t29, True, None)  # t312: cpu f32[2, 4, 64, 16], t313: cpu f32[2, 2, 64, 16], t314: cpu f32[2, 2, 64, 16]
    # region 13: inductor 5cbc96a506633a56, 21 ops
    # rope (RotaryEmbedding), llama.py:195
    t315 = aten.slice.Tensor(t0, 0, 0, 64)  # t315: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t316 = aten.view.default(t315, [1, 64, 1, 8])  # t316: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t317 = aten.slice.Tensor(t1, 0, 0, 64)  # t317: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 249, 242, 211, 210, 209
    t318 = aten.view.default(t317, [1, 64, 1, 8])  # t318: cpu f32[1, 64, 1, 8]
    t319 = aten.clone.default(t313, memory_format=torch.contiguous_format)  # t319: cpu f32[2, 2, 64, 16]
    t320 = aten.transpose.int(t319, 1, 2)  # t320: cpu f32[2, 64, 2, 16]
    t321 = aten.view.default(t320, [2, 64, 2, 8, 2])  # t321: cpu f32[2, 64, 2, 8, 2]
    t322 = aten.select.int(t321, -1, 0)  # t322: cpu f32[2, 64, 2, 8]
    t323 = aten.select.int(t321, -1, 1)  # t323: cpu f32[2, 64, 2, 8]
    t324 = aten.mul.Tensor(t323, t316)  # t324: cpu f32[2, 64, 2, 8]
    t325 = aten.mul.Tensor(t323, t318)  # t325: cpu f32[2, 64, 2, 8]
    t326 = aten.neg.default(t322)  # t326: cpu f32[2, 64, 2, 8]
    t327 = aten.mul.Tensor(t326, t318)  # t327: cpu f32[2, 64, 2, 8]
    t328 = aten.add.Tensor(t324, t327)  # t328: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t329 = aten.mul.Tensor(t322, t316)  # t329: cpu f32[2, 64, 2, 8]
    t330 = aten.add.Tensor(t325, t329)  # t330: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t331 = aten.select_backward.default(t328, [2, 64, 2, 8, 2], 4, 1)  # t331: cpu f32[2, 64, 2, 8, 2]
    t332 = aten.select_backward.default(t330, [2, 64, 2, 8, 2], 4, 0)  # t332: cpu f32[2, 64, 2, 8, 2]
    t333 = aten.add.Tensor(t331, t332)  # t333: cpu f32[2, 64, 2, 8, 2]
    # layers.0.attention.wk (Linear), llama.py:239
    t334 = aten.view.default(t333, [128, 32])  # t334: cpu f32[128, 32]
    t335 = aten.t.default(t334)  # t335: cpu f32[32, 128]
    # end region 13 -> t334, t335
    # region 14: inductor 0d712c17c7a0db51, 5 ops
    # layers.0.attention (Attention), llama.py:249, 243, 240
    t336 = aten.clone.default(t314, memory_format=torch.contiguous_format)  # t336: cpu f32[2, 2, 64, 16]
    t337 = aten.transpose.int(t336, 1, 2)  # t337: cpu f32[2, 64, 2, 16]
    t338 = aten.clone.default(t337, memory_format=torch.contiguous_format)  # t338: cpu f32[2, 64, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t339 = aten.view.default(t338, [128, 32])  # t339: cpu f32[128, 32]
    t340 = aten.t.default(t339)  # t340: cpu f32[32, 128]
    # end region 14 -> t339, t340
    # region 15: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t341 = aten.slice.Tensor(t0, 0, 0, 64)  # t341: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t342 = aten.view.default(t341, [1, 64, 1, 8])  # t342: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t343 = aten.slice.Tensor(t1, 0, 0, 64)  # t343: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208, 241, 211, 210, 209
    t344 = aten.view.default(t343, [1, 64, 1, 8])  # t344: cpu f32[1, 64, 1, 8]
    t345 = aten.transpose.int(t312, 1, 2)  # t345: cpu f32[2, 64, 4, 16]
    t346 = aten.view.default(t345, [2, 64, 4, 8, 2])  # t346: cpu f32[2, 64, 4, 8, 2]
    t347 = aten.select.int(t346, -1, 0)  # t347: cpu f32[2, 64, 4, 8]
    t348 = aten.select.int(t346, -1, 1)  # t348: cpu f32[2, 64, 4, 8]
    t349 = aten.mul.Tensor(t348, t342)  # t349: cpu f32[2, 64, 4, 8]
    t350 = aten.mul.Tensor(t348, t344)  # t350: cpu f32[2, 64, 4, 8]
    t351 = aten.neg.default(t347)  # t351: cpu f32[2, 64, 4, 8]
    t352 = aten.mul.Tensor(t351, t344)  # t352: cpu f32[2, 64, 4, 8]
    t353 = aten.add.Tensor(t349, t352)  # t353: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:209
    t354 = aten.mul.Tensor(t347, t342)  # t354: cpu f32[2, 64, 4, 8]
    t355 = aten.add.Tensor(t350, t354)  # t355: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:206
    t356 = aten.select_backward.default(t353, [2, 64, 4, 8, 2], 4, 1)  # t356: cpu f32[2, 64, 4, 8, 2]
    t357 = aten.select_backward.default(t355, [2, 64, 4, 8, 2], 4, 0)  # t357: cpu f32[2, 64, 4, 8, 2]
    t358 = aten.add.Tensor(t356, t357)  # t358: cpu f32[2, 64, 4, 8, 2]
    # layers.0.attention.wq (Linear), llama.py:238
    t359 = aten.view.default(t358, [128, 64])  # t359: cpu f32[128, 64]
    t360 = aten.t.default(t359)  # t360: cpu f32[64, 128]
    # end region 15 -> t359, t360
    # region 16: inductor 573c8ac1f8377f67, 6 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t361 = aten.view.default(t3, [64])  # t361: cpu f32[64]
    t362 = aten.add.Tensor(t24, 1e-05)  # t362: cpu f32[2, 64, 1]
    t363 = aten.rsqrt.default(t362)  # t363: cpu f32[2, 64, 1]
    t364 = aten.mul.Tensor(t23, t363)  # t364: cpu f32[2, 64, 64]
    t365 = aten.mul.Tensor(t364, t361)  # t365: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t366 = aten.view.default(t365, [128, 64])  # t366: cpu f32[128, 64]
    # end region 16 -> t366
    # layers.0.attention.wv (Linear), llama.py:240
    t367 = aten.mm.default(t340, t366)  # t367: cpu f32[32, 64]
    t368 = aten.view.default(t6, [32, 64])  # t368: cpu f32[32, 64]
    t369 = aten.mm.default(t339, t368)  # t369: cpu f32[128, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t370 = aten.mm.default(t335, t366)  # t370: cpu f32[32, 64]
    t371 = aten.view.default(t5, [32, 64])  # t371: cpu f32[32, 64]
    t372 = aten.mm.default(t334, t371)  # t372: cpu f32[128, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t373 = aten.mm.default(t360, t366)  # t373: cpu f32[64, 64]
    t374 = aten.view.default(t4, [64, 64])  # t374: cpu f32[64, 64]
    t375 = aten.mm.default(t359, t374)  # t375: cpu f32[128, 64]
    # region 17: inductor c46a1fa965426e9c, 27 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t376 = aten.view.default(t3, [64])  # t376: cpu f32[64]
    t377 = aten.add.Tensor(t24, 1e-05)  # t377: cpu f32[2, 64, 1]
    t378 = aten.rsqrt.default(t377)  # t378: cpu f32[2, 64, 1]
    t379 = aten.mul.Tensor(t23, t378)  # t379: cpu f32[2, 64, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t380 = aten.view.default(t369, [2, 64, 64])  # t380: cpu f32[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t381 = aten.view.default(t372, [2, 64, 64])  # t381: cpu f32[2, 64, 64]
    t382 = aten.add.Tensor(t380, t381)  # t382: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t383 = aten.view.default(t375, [2, 64, 64])  # t383: cpu f32[2, 64, 64]
    t384 = aten.add.Tensor(t382, t383)  # t384: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t385 = aten.mul.Tensor(t384, t379)  # t385: cpu f32[2, 64, 64]
    t386 = aten.mul.Tensor(t384, t376)  # t386: cpu f32[2, 64, 64]
    t387 = aten.sum.dim_IntList(t385, [0, 1], True)  # t387: cpu f32[1, 1, 64]
    t388 = aten.view.default(t387, [64])  # t388: cpu f32[64]
    t389 = aten.mul.Tensor(t386, t23)  # t389: cpu f32[2, 64, 64]
    t390 = aten.mul.Tensor(t386, t378)  # t390: cpu f32[2, 64, 64]
    t391 = aten.sum.dim_IntList(t389, [2], True)  # t391: cpu f32[2, 64, 1]
    t392 = aten.add.Tensor(t295, t390)  # t392: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t393 = aten.pow.Tensor_Scalar(t378, 3)  # t393: cpu f32[2, 64, 1]
    t394 = aten.mul.Scalar(t391, -0.5)  # t394: cpu f32[2, 64, 1]
    t395 = aten.mul.Tensor(t394, t393)  # t395: cpu f32[2, 64, 1]
    t396 = aten.expand.default(t395, [2, 64, 64])  # t396: cpu f32[2, 64, 64]
    t397 = aten.div.Scalar(t396, 64)  # t397: cpu f32[2, 64, 64]
    t398 = aten.pow.Tensor_Scalar(t23, 1.0)  # t398: cpu f32[2, 64, 64]
    t399 = aten.mul.Scalar(t398, 2.0)  # t399: cpu f32[2, 64, 64]
    t400 = aten.mul.Tensor(t397, t399)  # t400: cpu f32[2, 64, 64]
    t401 = aten.add.Tensor(t392, t400)  # t401: cpu f32[2, 64, 64]
    # tok_embeddings (Embedding), llama.py:305
    t402 = aten.view.default(t388, [2, 32])  # t402: cpu f32[2, 32]
    # end region 17 -> t387, t401
    t403 = aten.embedding_dense_backward.default(t401, t2, 256, -1, False)  # t403: cpu f32[256, 64]
    # region 18: inductor 2d6f1bc68d192637, 28 ops
    # norm (RMSNorm), llama.py:162
    t404 = aten.view.default(t68, [64])  # t404: cpu f32[64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t405 = aten.view.default(t121, [64])  # t405: cpu f32[64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t406 = aten.view.default(t227, [64])  # t406: cpu f32[64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t407 = aten.view.default(t281, [64])  # t407: cpu f32[64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t408 = aten.view.default(t387, [64])  # t408: cpu f32[64]
    # tok_embeddings (Embedding), llama.py:305
    t409 = aten.view.default(t403, [2, 8192])  # t409: cpu f32[2, 8192]
    t410 = aten.view.default(t408, [2, 32])  # t410: cpu f32[2, 32]
    t411 = aten.view.default(t373, [2, 2048])  # t411: cpu f32[2, 2048]
    t412 = aten.view.default(t370, [2, 1024])  # t412: cpu f32[2, 1024]
    t413 = aten.view.default(t367, [2, 1024])  # t413: cpu f32[2, 1024]
    t414 = aten.view.default(t301, [2, 2048])  # t414: cpu f32[2, 2048]
    t415 = aten.view.default(t407, [2, 32])  # t415: cpu f32[2, 32]
    t416 = aten.view.default(t269, [2, 5504])  # t416: cpu f32[2, 5504]
    t417 = aten.view.default(t266, [2, 5504])  # t417: cpu f32[2, 5504]
    t418 = aten.view.default(t246, [2, 5504])  # t418: cpu f32[2, 5504]
    t419 = aten.view.default(t406, [2, 32])  # t419: cpu f32[2, 32]
    t420 = aten.view.default(t213, [2, 2048])  # t420: cpu f32[2, 2048]
    t421 = aten.view.default(t210, [2, 1024])  # t421: cpu f32[2, 1024]
    t422 = aten.view.default(t207, [2, 1024])  # t422: cpu f32[2, 1024]
    t423 = aten.view.default(t141, [2, 2048])  # t423: cpu f32[2, 2048]
    t424 = aten.view.default(t405, [2, 32])  # t424: cpu f32[2, 32]
    t425 = aten.view.default(t109, [2, 5504])  # t425: cpu f32[2, 5504]
    t426 = aten.view.default(t106, [2, 5504])  # t426: cpu f32[2, 5504]
    t427 = aten.view.default(t86, [2, 5504])  # t427: cpu f32[2, 5504]
    t428 = aten.view.default(t404, [2, 32])  # t428: cpu f32[2, 32]
    t429 = aten.view.default(t58, [2, 8192])  # t429: cpu f32[2, 8192]
    t430 = aten.cat.default([t409, t410, t411, t412, t413, t414, t415, t416, t417, t418, t419, t420, t421, t422, t423, t424, t425, t426, t427, t428, t429], 1)  # t430: cpu f32[2, 61856]
    t431 = aten.view.default(t430, [123712])  # t431: cpu f32[123712]
    # end region 18 -> t431
    t432 = _c10d_functional.reduce_scatter_tensor.default(t431, 'sum', 2, 'dp')  # t432: cpu f32[61856]
    t433 = _c10d_functional.wait_tensor.default(t432)  # t433: cpu f32[61856]
    # region 19: inductor 13d34e3880099fa3, 38 ops
    t434 = aten.div.Tensor(t433, 2)  # t434: cpu f32[61856]
    t435 = aten.slice.Tensor(t434, 0, 0, 8192)  # t435: cpu f32[8192]
    t436 = aten.view.default(t435, [128, 64])  # t436: cpu f32[128, 64]
    t437 = aten.slice.Tensor(t434, 0, 8192, 8224)  # t437: cpu f32[32]
    t438 = aten.slice.Tensor(t434, 0, 8224, 10272)  # t438: cpu f32[2048]
    t439 = aten.view.default(t438, [32, 64])  # t439: cpu f32[32, 64]
    t440 = aten.slice.Tensor(t434, 0, 10272, 11296)  # t440: cpu f32[1024]
    t441 = aten.view.default(t440, [16, 64])  # t441: cpu f32[16, 64]
    t442 = aten.slice.Tensor(t434, 0, 11296, 12320)  # t442: cpu f32[1024]
    t443 = aten.view.default(t442, [16, 64])  # t443: cpu f32[16, 64]
    t444 = aten.slice.Tensor(t434, 0, 12320, 14368)  # t444: cpu f32[2048]
    t445 = aten.view.default(t444, [32, 64])  # t445: cpu f32[32, 64]
    t446 = aten.slice.Tensor(t434, 0, 14368, 14400)  # t446: cpu f32[32]
    t447 = aten.slice.Tensor(t434, 0, 14400, 19904)  # t447: cpu f32[5504]
    t448 = aten.view.default(t447, [86, 64])  # t448: cpu f32[86, 64]
    t449 = aten.slice.Tensor(t434, 0, 19904, 25408)  # t449: cpu f32[5504]
    t450 = aten.view.default(t449, [86, 64])  # t450: cpu f32[86, 64]
    t451 = aten.slice.Tensor(t434, 0, 25408, 30912)  # t451: cpu f32[5504]
    t452 = aten.view.default(t451, [32, 172])  # t452: cpu f32[32, 172]
    t453 = aten.slice.Tensor(t434, 0, 30912, 30944)  # t453: cpu f32[32]
    t454 = aten.slice.Tensor(t434, 0, 30944, 32992)  # t454: cpu f32[2048]
    t455 = aten.view.default(t454, [32, 64])  # t455: cpu f32[32, 64]
    t456 = aten.slice.Tensor(t434, 0, 32992, 34016)  # t456: cpu f32[1024]
    t457 = aten.view.default(t456, [16, 64])  # t457: cpu f32[16, 64]
    t458 = aten.slice.Tensor(t434, 0, 34016, 35040)  # t458: cpu f32[1024]
    t459 = aten.view.default(t458, [16, 64])  # t459: cpu f32[16, 64]
    t460 = aten.slice.Tensor(t434, 0, 35040, 37088)  # t460: cpu f32[2048]
    t461 = aten.view.default(t460, [32, 64])  # t461: cpu f32[32, 64]
    t462 = aten.slice.Tensor(t434, 0, 37088, 37120)  # t462: cpu f32[32]
    t463 = aten.slice.Tensor(t434, 0, 37120, 42624)  # t463: cpu f32[5504]
    t464 = aten.view.default(t463, [86, 64])  # t464: cpu f32[86, 64]
    t465 = aten.slice.Tensor(t434, 0, 42624, 48128)  # t465: cpu f32[5504]
    t466 = aten.view.default(t465, [86, 64])  # t466: cpu f32[86, 64]
    t467 = aten.slice.Tensor(t434, 0, 48128, 53632)  # t467: cpu f32[5504]
    t468 = aten.view.default(t467, [32, 172])  # t468: cpu f32[32, 172]
    t469 = aten.slice.Tensor(t434, 0, 53632, 53664)  # t469: cpu f32[32]
    t470 = aten.slice.Tensor(t434, 0, 53664, 61856)  # t470: cpu f32[8192]
    t471 = aten.view.default(t470, [128, 64])  # t471: cpu f32[128, 64]
    # end region 19 -> t436, t437, t439, t441, t443, t445, t446, t448, t450, t452, t453, t455, t457, t459, t461, t462, t464, t466, t468, t469, t471
    return (t436, t437, t439, t441, t443, t445, t446, t448, t450, t452, t453, t455, t457, t459, t461, t462, t464, t466, t468, t469, t471)
    # t436: grad tok_embeddings.weight
    # t437: grad layers.0.attention_norm.weight
    # t439: grad layers.0.attention.wq.weight
    # t441: grad layers.0.attention.wk.weight
    # t443: grad layers.0.attention.wv.weight
    # t445: grad layers.0.attention.wo.weight
    # t446: grad layers.0.ffn_norm.weight
    # t448: grad layers.0.feed_forward.w1.weight
    # t450: grad layers.0.feed_forward.w3.weight
    # t452: grad layers.0.feed_forward.w2.weight
    # t453: grad layers.1.attention_norm.weight
    # t455: grad layers.1.attention.wq.weight
    # t457: grad layers.1.attention.wk.weight
    # t459: grad layers.1.attention.wv.weight
    # t461: grad layers.1.attention.wo.weight
    # t462: grad layers.1.ffn_norm.weight
    # t464: grad layers.1.feed_forward.w1.weight
    # t466: grad layers.1.feed_forward.w3.weight
    # t468: grad layers.1.feed_forward.w2.weight
    # t469: grad norm.weight
    # t471: grad output.weight
