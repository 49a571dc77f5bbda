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
    # t32: cpu f32[2, 64, 172]  saved 32
    # t33: cpu f32[2, 64, 172]  saved 33
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
    # t44: cpu f32[2, 64, 172]  saved 44
    # t45: cpu f32[2, 64, 172]  saved 45
    # t46: cpu f32[2, 64, 172]  saved 46
    # t47: cpu f32[2, 64, 64]  saved 47
    # t48: cpu f32[2, 64, 1]  saved 48
    # t49: cpu f32[2, 64, 256]  tangent 0
    # output (Linear), llama.py:308
    t50 = aten.view.default(t49, [128, 256])  # t50: cpu f32[128, 256]
    t51 = aten.t.default(t50)  # t51: cpu f32[256, 128]
    # region 0: inductor 99d27b331ad227bd, 4 ops
    # norm (RMSNorm), llama.py:162, 161
    t52 = aten.view.default(t21, [64])  # t52: cpu f32[64]
    t53 = aten.mul.Tensor(t47, t48)  # t53: cpu f32[2, 64, 64]
    t54 = aten.mul.Tensor(t53, t52)  # t54: cpu f32[2, 64, 64]
    # output (Linear), llama.py:308
    t55 = aten.view.default(t54, [128, 64])  # t55: cpu f32[128, 64]
    # end region 0 -> t53, t55
    t56 = aten.mm.default(t51, t55)  # t56: cpu f32[256, 64]
    t57 = aten.view.default(t22, [256, 64])  # t57: cpu f32[256, 64]
    t58 = aten.mm.default(t50, t57)  # t58: cpu f32[128, 64]
    # region 1: inductor 2d8f4904e23d0b84, 21 ops
    # norm (RMSNorm), llama.py:162
    t59 = aten.view.default(t21, [64])  # t59: cpu f32[64]
    # output (Linear), llama.py:308
    t60 = aten.view.default(t58, [2, 64, 64])  # t60: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:162, 161
    t61 = aten.mul.Tensor(t60, t53)  # t61: cpu f32[2, 64, 64]
    t62 = aten.mul.Tensor(t60, t59)  # t62: cpu f32[2, 64, 64]
    t63 = aten.sum.dim_IntList(t61, [0, 1], True)  # t63: cpu f32[1, 1, 64]
    t64 = aten.view.default(t63, [64])  # t64: cpu f32[64]
    t65 = aten.mul.Tensor(t62, t47)  # t65: cpu f32[2, 64, 64]
    t66 = aten.mul.Tensor(t62, t48)  # t66: cpu f32[2, 64, 64]
    t67 = aten.sum.dim_IntList(t65, [2], True)  # t67: cpu f32[2, 64, 1]
    t68 = aten.pow.Tensor_Scalar(t48, 3)  # t68: cpu f32[2, 64, 1]
    t69 = aten.mul.Scalar(t67, -0.5)  # t69: cpu f32[2, 64, 1]
    t70 = aten.mul.Tensor(t69, t68)  # t70: cpu f32[2, 64, 1]
    t71 = aten.expand.default(t70, [2, 64, 64])  # t71: cpu f32[2, 64, 64]
    t72 = aten.div.Scalar(t71, 64)  # t72: cpu f32[2, 64, 64]
    t73 = aten.pow.Tensor_Scalar(t47, 1.0)  # t73: cpu f32[2, 64, 64]
    t74 = aten.mul.Scalar(t73, 2.0)  # t74: cpu f32[2, 64, 64]
    t75 = aten.mul.Tensor(t72, t74)  # t75: cpu f32[2, 64, 64]
    t76 = aten.add.Tensor(t66, t75)  # t76: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t77 = aten.view.default(t76, [128, 64])  # t77: cpu f32[128, 64]
    t78 = aten.t.default(t77)  # t78: cpu f32[64, 128]
    # tok_embeddings (Embedding), llama.py:305
    t79 = aten.view.default(t64, [2, 32])  # t79: cpu f32[2, 32]
    # end region 1 -> t63, t76, t77, t78
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t80 = aten.view.default(t46, [128, 172])  # t80: cpu f32[128, 172]
    t81 = aten.mm.default(t78, t80)  # t81: cpu f32[64, 172]
    t82 = aten.view.default(t20, [64, 172])  # t82: cpu f32[64, 172]
    t83 = aten.mm.default(t77, t82)  # t83: cpu f32[128, 172]
    # region 2: inductor 36051f857209d0b9, 9 ops
    t84 = aten.view.default(t83, [2, 64, 172])  # t84: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t85 = aten.silu.default(t44)  # t85: cpu f32[2, 64, 172]
    t86 = aten.mul.Tensor(t84, t85)  # t86: cpu f32[2, 64, 172]
    t87 = aten.mul.Tensor(t84, t45)  # t87: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t88 = aten.view.default(t86, [128, 172])  # t88: cpu f32[128, 172]
    t89 = aten.t.default(t88)  # t89: cpu f32[172, 128]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t90 = aten.silu_backward.default(t87, t44)  # t90: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t91 = aten.view.default(t90, [128, 172])  # t91: cpu f32[128, 172]
    t92 = aten.t.default(t91)  # t92: cpu f32[172, 128]
    # end region 2 -> t88, t89, t91, t92
    # region 3: inductor 99d27b331ad227bd, 4 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t93 = aten.view.default(t17, [64])  # t93: cpu f32[64]
    t94 = aten.mul.Tensor(t42, t43)  # t94: cpu f32[2, 64, 64]
    t95 = aten.mul.Tensor(t94, t93)  # t95: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t96 = aten.view.default(t95, [128, 64])  # t96: cpu f32[128, 64]
    # end region 3 -> t94, t96
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t97 = aten.mm.default(t89, t96)  # t97: cpu f32[172, 64]
    t98 = aten.view.default(t19, [172, 64])  # t98: cpu f32[172, 64]
    t99 = aten.mm.default(t88, t98)  # t99: cpu f32[128, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t100 = aten.mm.default(t92, t96)  # t100: cpu f32[172, 64]
    t101 = aten.view.default(t18, [172, 64])  # t101: cpu f32[172, 64]
    t102 = aten.mm.default(t91, t101)  # t102: cpu f32[128, 64]
    # region 4: inductor ddc521ecb5e4bc55, 24 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t103 = aten.view.default(t17, [64])  # t103: cpu f32[64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t104 = aten.view.default(t99, [2, 64, 64])  # t104: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t105 = aten.view.default(t102, [2, 64, 64])  # t105: cpu f32[2, 64, 64]
    t106 = aten.add.Tensor(t104, t105)  # t106: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t107 = aten.mul.Tensor(t106, t94)  # t107: cpu f32[2, 64, 64]
    t108 = aten.mul.Tensor(t106, t103)  # t108: cpu f32[2, 64, 64]
    t109 = aten.sum.dim_IntList(t107, [0, 1], True)  # t109: cpu f32[1, 1, 64]
    t110 = aten.view.default(t109, [64])  # t110: cpu f32[64]
    t111 = aten.mul.Tensor(t108, t42)  # t111: cpu f32[2, 64, 64]
    t112 = aten.mul.Tensor(t108, t43)  # t112: cpu f32[2, 64, 64]
    t113 = aten.sum.dim_IntList(t111, [2], True)  # t113: cpu f32[2, 64, 1]
    t114 = aten.add.Tensor(t76, t112)  # t114: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161
    t115 = aten.pow.Tensor_Scalar(t43, 3)  # t115: cpu f32[2, 64, 1]
    t116 = aten.mul.Scalar(t113, -0.5)  # t116: cpu f32[2, 64, 1]
    t117 = aten.mul.Tensor(t116, t115)  # t117: cpu f32[2, 64, 1]
    t118 = aten.expand.default(t117, [2, 64, 64])  # t118: cpu f32[2, 64, 64]
    t119 = aten.div.Scalar(t118, 64)  # t119: cpu f32[2, 64, 64]
    t120 = aten.pow.Tensor_Scalar(t42, 1.0)  # t120: cpu f32[2, 64, 64]
    t121 = aten.mul.Scalar(t120, 2.0)  # t121: cpu f32[2, 64, 64]
    t122 = aten.mul.Tensor(t119, t121)  # t122: cpu f32[2, 64, 64]
    t123 = aten.add.Tensor(t114, t122)  # t123: cpu f32[2, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t124 = aten.view.default(t123, [128, 64])  # t124: cpu f32[128, 64]
    t125 = aten.t.default(t124)  # t125: cpu f32[64, 128]
    # tok_embeddings (Embedding), llama.py:305
    t126 = aten.view.default(t110, [2, 32])  # t126: cpu f32[2, 32]
    # end region 4 -> t109, t123, t124, t125
    # layers.1.attention (Attention), llama.py:250
    t127 = aten.transpose.int(t40, 1, 2)  # t127: cpu f32[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t128 = aten.view.default(t127, [128, 64])  # t128: cpu f32[128, 64]
    t129 = aten.mm.default(t125, t128)  # t129: cpu f32[64, 64]
    t130 = aten.view.default(t16, [64, 64])  # t130: cpu f32[64, 64]
    t131 = aten.mm.default(t124, t130)  # t131: cpu f32[128, 64]
    # layers.1.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t132 = aten.view.default(t131, [2, 64, 4, 16])  # t132: cpu f32[2, 64, 4, 16]
    t133 = aten.transpose.int(t132, 1, 2)  # t133: cpu f32[2, 4, 64, 16]
    t134 = aten.view.default(t38, [2, 64, 4, 16])  # t134: cpu f32[2, 64, 4, 16]
    t135 = aten.transpose.int(t134, 1, 2)  # t135: cpu f32[2, 4, 64, 16]
    t136 = aten.view.default(t39, [2, 64, 2, 16])  # t136: cpu f32[2, 64, 2, 16]
    t137 = aten.transpose.int(t136, 1, 2)  # t137: cpu f32[2, 2, 64, 16]
    t138 = aten.view.default(t37, [2, 64, 2, 16])  # t138: cpu f32[2, 64, 2, 16]
    t139 = aten.transpose.int(t138, 1, 2)  # t139: cpu f32[2, 2, 64, 16]
    t140, t141, t142 = aotc.sdpa_backward.default(t133, t135, t137, t139, None, t40, t41, True, None)  # t140: cpu f32[2, 4, 64, 16], t141: cpu f32[2, 2, 64, 16], t142: cpu f32[2, 2, 64, 16]
    # region 5: inductor f932de1cfe4804f9, 21 ops
    t143 = aten.clone.default(t141, memory_format=torch.contiguous_format)  # t143: cpu f32[2, 2, 64, 16]
    t144 = aten.transpose.int(t143, 1, 2)  # t144: cpu f32[2, 64, 2, 16]
    t145 = aten.view.default(t144, [2, 64, 2, 8, 2])  # t145: cpu f32[2, 64, 2, 8, 2]
    t146 = aten.select.int(t145, -1, 0)  # t146: cpu f32[2, 64, 2, 8]
    t147 = aten.select.int(t145, -1, 1)  # t147: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t148 = aten.slice.Tensor(t0, 0, 0, 64)  # t148: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t149 = aten.view.default(t148, [1, 64, 1, 8])  # t149: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210
    t150 = aten.mul.Tensor(t147, t149)  # t150: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t151 = aten.slice.Tensor(t1, 0, 0, 64)  # t151: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t152 = aten.view.default(t151, [1, 64, 1, 8])  # t152: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210, 209
    t153 = aten.mul.Tensor(t147, t152)  # t153: cpu f32[2, 64, 2, 8]
    t154 = aten.neg.default(t146)  # t154: cpu f32[2, 64, 2, 8]
    t155 = aten.mul.Tensor(t154, t152)  # t155: cpu f32[2, 64, 2, 8]
    t156 = aten.add.Tensor(t150, t155)  # t156: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t157 = aten.mul.Tensor(t146, t149)  # t157: cpu f32[2, 64, 2, 8]
    t158 = aten.add.Tensor(t153, t157)  # t158: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t159 = aten.select_backward.default(t156, [2, 64, 2, 8, 2], 4, 1)  # t159: cpu f32[2, 64, 2, 8, 2]
    t160 = aten.select_backward.default(t158, [2, 64, 2, 8, 2], 4, 0)  # t160: cpu f32[2, 64, 2, 8, 2]
    t161 = aten.add.Tensor(t159, t160)  # t161: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention.wk (Linear), llama.py:239
    t162 = aten.view.default(t161, [128, 32])  # t162: cpu f32[128, 32]
    t163 = aten.t.default(t162)  # t163: cpu f32[32, 128]
    # end region 5 -> t162, t163
    # region 6: inductor 0d712c17c7a0db51, 5 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t164 = aten.clone.default(t142, memory_format=torch.contiguous_format)  # t164: cpu f32[2, 2, 64, 16]
    t165 = aten.transpose.int(t164, 1, 2)  # t165: cpu f32[2, 64, 2, 16]
    t166 = aten.clone.default(t165, memory_format=torch.contiguous_format)  # t166: cpu f32[2, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t167 = aten.view.default(t166, [128, 32])  # t167: cpu f32[128, 32]
    t168 = aten.t.default(t167)  # t168: cpu f32[32, 128]
    # end region 6 -> t167, t168
    # region 7: inductor b62fd87402497b09, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t169 = aten.slice.Tensor(t0, 0, 0, 64)  # t169: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t170 = aten.view.default(t169, [1, 64, 1, 8])  # t170: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t171 = aten.slice.Tensor(t1, 0, 0, 64)  # t171: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t172 = aten.view.default(t171, [1, 64, 1, 8])  # t172: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:241, 211, 210, 209
    t173 = aten.transpose.int(t140, 1, 2)  # t173: cpu f32[2, 64, 4, 16]
    t174 = aten.view.default(t173, [2, 64, 4, 8, 2])  # t174: cpu f32[2, 64, 4, 8, 2]
    t175 = aten.select.int(t174, -1, 0)  # t175: cpu f32[2, 64, 4, 8]
    t176 = aten.select.int(t174, -1, 1)  # t176: cpu f32[2, 64, 4, 8]
    t177 = aten.mul.Tensor(t176, t170)  # t177: cpu f32[2, 64, 4, 8]
    t178 = aten.mul.Tensor(t176, t172)  # t178: cpu f32[2, 64, 4, 8]
    t179 = aten.neg.default(t175)  # t179: cpu f32[2, 64, 4, 8]
    t180 = aten.mul.Tensor(t179, t172)  # t180: cpu f32[2, 64, 4, 8]
    t181 = aten.add.Tensor(t177, t180)  # t181: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t182 = aten.mul.Tensor(t175, t170)  # t182: cpu f32[2, 64, 4, 8]
    t183 = aten.add.Tensor(t178, t182)  # t183: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t184 = aten.select_backward.default(t181, [2, 64, 4, 8, 2], 4, 1)  # t184: cpu f32[2, 64, 4, 8, 2]
    t185 = aten.select_backward.default(t183, [2, 64, 4, 8, 2], 4, 0)  # t185: cpu f32[2, 64, 4, 8, 2]
    t186 = aten.add.Tensor(t184, t185)  # t186: cpu f32[2, 64, 4, 8, 2]
    # layers.1.attention.wq (Linear), llama.py:238
    t187 = aten.view.default(t186, [128, 64])  # t187: cpu f32[128, 64]
    t188 = aten.t.default(t187)  # t188: cpu f32[64, 128]
    # end region 7 -> t187, t188
    # region 8: inductor 99d27b331ad227bd, 4 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t189 = aten.view.default(t12, [64])  # t189: cpu f32[64]
    t190 = aten.mul.Tensor(t35, t36)  # t190: cpu f32[2, 64, 64]
    t191 = aten.mul.Tensor(t190, t189)  # t191: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t192 = aten.view.default(t191, [128, 64])  # t192: cpu f32[128, 64]
    # end region 8 -> t190, t192
    # layers.1.attention.wv (Linear), llama.py:240
    t193 = aten.mm.default(t168, t192)  # t193: cpu f32[32, 64]
    t194 = aten.view.default(t15, [32, 64])  # t194: cpu f32[32, 64]
    t195 = aten.mm.default(t167, t194)  # t195: cpu f32[128, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t196 = aten.mm.default(t163, t192)  # t196: cpu f32[32, 64]
    t197 = aten.view.default(t14, [32, 64])  # t197: cpu f32[32, 64]
    t198 = aten.mm.default(t162, t197)  # t198: cpu f32[128, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t199 = aten.mm.default(t188, t192)  # t199: cpu f32[64, 64]
    t200 = aten.view.default(t13, [64, 64])  # t200: cpu f32[64, 64]
    t201 = aten.mm.default(t187, t200)  # t201: cpu f32[128, 64]
    # region 9: inductor a12a095c5c3092b5, 26 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t202 = aten.view.default(t12, [64])  # t202: cpu f32[64]
    # layers.1.attention.wv (Linear), llama.py:240
    t203 = aten.view.default(t195, [2, 64, 64])  # t203: cpu f32[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t204 = aten.view.default(t198, [2, 64, 64])  # t204: cpu f32[2, 64, 64]
    t205 = aten.add.Tensor(t203, t204)  # t205: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t206 = aten.view.default(t201, [2, 64, 64])  # t206: cpu f32[2, 64, 64]
    t207 = aten.add.Tensor(t205, t206)  # t207: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t208 = aten.mul.Tensor(t207, t190)  # t208: cpu f32[2, 64, 64]
    t209 = aten.mul.Tensor(t207, t202)  # t209: cpu f32[2, 64, 64]
    t210 = aten.sum.dim_IntList(t208, [0, 1], True)  # t210: cpu f32[1, 1, 64]
    t211 = aten.view.default(t210, [64])  # t211: cpu f32[64]
    t212 = aten.mul.Tensor(t209, t35)  # t212: cpu f32[2, 64, 64]
    t213 = aten.mul.Tensor(t209, t36)  # t213: cpu f32[2, 64, 64]
    t214 = aten.sum.dim_IntList(t212, [2], True)  # t214: cpu f32[2, 64, 1]
    t215 = aten.add.Tensor(t123, t213)  # t215: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161
    t216 = aten.pow.Tensor_Scalar(t36, 3)  # t216: cpu f32[2, 64, 1]
    t217 = aten.mul.Scalar(t214, -0.5)  # t217: cpu f32[2, 64, 1]
    t218 = aten.mul.Tensor(t217, t216)  # t218: cpu f32[2, 64, 1]
    t219 = aten.expand.default(t218, [2, 64, 64])  # t219: cpu f32[2, 64, 64]
    t220 = aten.div.Scalar(t219, 64)  # t220: cpu f32[2, 64, 64]
    t221 = aten.pow.Tensor_Scalar(t35, 1.0)  # t221: cpu f32[2, 64, 64]
    t222 = aten.mul.Scalar(t221, 2.0)  # t222: cpu f32[2, 64, 64]
    t223 = aten.mul.Tensor(t220, t222)  # t223: cpu f32[2, 64, 64]
    t224 = aten.add.Tensor(t215, t223)  # t224: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t225 = aten.view.default(t224, [128, 64])  # t225: cpu f32[128, 64]
    t226 = aten.t.default(t225)  # t226: cpu f32[64, 128]
    # tok_embeddings (Embedding), llama.py:305
    t227 = aten.view.default(t211, [2, 32])  # t227: cpu f32[2, 32]
    # end region 9 -> t210, t224, t225, t226
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t228 = aten.view.default(t34, [128, 172])  # t228: cpu f32[128, 172]
    t229 = aten.mm.default(t226, t228)  # t229: cpu f32[64, 172]
    t230 = aten.view.default(t11, [64, 172])  # t230: cpu f32[64, 172]
    t231 = aten.mm.default(t225, t230)  # t231: cpu f32[128, 172]
    # region 10: inductor 36051f857209d0b9, 9 ops
    t232 = aten.view.default(t231, [2, 64, 172])  # t232: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t233 = aten.silu.default(t32)  # t233: cpu f32[2, 64, 172]
    t234 = aten.mul.Tensor(t232, t233)  # t234: cpu f32[2, 64, 172]
    t235 = aten.mul.Tensor(t232, t33)  # t235: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t236 = aten.view.default(t234, [128, 172])  # t236: cpu f32[128, 172]
    t237 = aten.t.default(t236)  # t237: cpu f32[172, 128]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t238 = aten.silu_backward.default(t235, t32)  # t238: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t239 = aten.view.default(t238, [128, 172])  # t239: cpu f32[128, 172]
    t240 = aten.t.default(t239)  # t240: cpu f32[172, 128]
    # end region 10 -> t236, t237, t239, t240
    # region 11: inductor 99d27b331ad227bd, 4 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t241 = aten.view.default(t8, [64])  # t241: cpu f32[64]
    t242 = aten.mul.Tensor(t30, t31)  # t242: cpu f32[2, 64, 64]
    t243 = aten.mul.Tensor(t242, t241)  # t243: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t244 = aten.view.default(t243, [128, 64])  # t244: cpu f32[128, 64]
    # end region 11 -> t242, t244
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t245 = aten.mm.default(t237, t244)  # t245: cpu f32[172, 64]
    t246 = aten.view.default(t10, [172, 64])  # t246: cpu f32[172, 64]
    t247 = aten.mm.default(t236, t246)  # t247: cpu f32[128, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t248 = aten.mm.default(t240, t244)  # t248: cpu f32[172, 64]
    t249 = aten.view.default(t9, [172, 64])  # t249: cpu f32[172, 64]
    t250 = aten.mm.default(t239, t249)  # t250: cpu f32[128, 64]
    # region 12: inductor ddc521ecb5e4bc55, 24 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t251 = aten.view.default(t8, [64])  # t251: cpu f32[64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t252 = aten.view.default(t247, [2, 64, 64])  # t252: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t253 = aten.view.default(t250, [2, 64, 64])  # t253: cpu f32[2, 64, 64]
    t254 = aten.add.Tensor(t252, t253)  # t254: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t255 = aten.mul.Tensor(t254, t242)  # t255: cpu f32[2, 64, 64]
    t256 = aten.mul.Tensor(t254, t251)  # t256: cpu f32[2, 64, 64]
    t257 = aten.sum.dim_IntList(t255, [0, 1], True)  # t257: cpu f32[1, 1, 64]
    t258 = aten.view.default(t257, [64])  # t258: cpu f32[64]
    t259 = aten.mul.Tensor(t256, t30)  # t259: cpu f32[2, 64, 64]
    t260 = aten.mul.Tensor(t256, t31)  # t260: cpu f32[2, 64, 64]
    t261 = aten.sum.dim_IntList(t259, [2], True)  # t261: cpu f32[2, 64, 1]
    t262 = aten.add.Tensor(t224, t260)  # t262: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t263 = aten.pow.Tensor_Scalar(t31, 3)  # t263: cpu f32[2, 64, 1]
    t264 = aten.mul.Scalar(t261, -0.5)  # t264: cpu f32[2, 64, 1]
    t265 = aten.mul.Tensor(t264, t263)  # t265: cpu f32[2, 64, 1]
    t266 = aten.expand.default(t265, [2, 64, 64])  # t266: cpu f32[2, 64, 64]
    t267 = aten.div.Scalar(t266, 64)  # t267: cpu f32[2, 64, 64]
    t268 = aten.pow.Tensor_Scalar(t30, 1.0)  # t268: cpu f32[2, 64, 64]
    t269 = aten.mul.Scalar(t268, 2.0)  # t269: cpu f32[2, 64, 64]
    t270 = aten.mul.Tensor(t267, t269)  # t270: cpu f32[2, 64, 64]
    t271 = aten.add.Tensor(t262, t270)  # t271: cpu f32[2, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t272 = aten.view.default(t271, [128, 64])  # t272: cpu f32[128, 64]
    t273 = aten.t.default(t272)  # t273: cpu f32[64, 128]
    # tok_embeddings (Embedding), llama.py:305
    t274 = aten.view.default(t258, [2, 32])  # t274: cpu f32[2, 32]
    # end region 12 -> t257, t271, t272, t273
    # layers.0.attention (Attention), llama.py:250
    t275 = aten.transpose.int(t28, 1, 2)  # t275: cpu f32[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t276 = aten.view.default(t275, [128, 64])  # t276: cpu f32[128, 64]
    t277 = aten.mm.default(t273, t276)  # t277: cpu f32[64, 64]
    t278 = aten.view.default(t7, [64, 64])  # t278: cpu f32[64, 64]
    t279 = aten.mm.default(t272, t278)  # t279: cpu f32[128, 64]
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
    t291 = aten.slice.Tensor(t0, 0, 0, 64)  # t291: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t292 = aten.view.default(t291, [1, 64, 1, 8])  # t292: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t293 = aten.slice.Tensor(t1, 0, 0, 64)  # t293: cpu f32[64, 8]
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
    t317 = aten.slice.Tensor(t0, 0, 0, 64)  # t317: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t318 = aten.view.default(t317, [1, 64, 1, 8])  # t318: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t319 = aten.slice.Tensor(t1, 0, 0, 64)  # t319: cpu f32[64, 8]
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
    # region 16: inductor 99d27b331ad227bd, 4 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t337 = aten.view.default(t3, [64])  # t337: cpu f32[64]
    t338 = aten.mul.Tensor(t23, t24)  # t338: cpu f32[2, 64, 64]
    t339 = aten.mul.Tensor(t338, t337)  # t339: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t340 = aten.view.default(t339, [128, 64])  # t340: cpu f32[128, 64]
    # end region 16 -> t338, t340
    # layers.0.attention.wv (Linear), llama.py:240
    t341 = aten.mm.default(t316, t340)  # t341: cpu f32[32, 64]
    t342 = aten.view.default(t6, [32, 64])  # t342: cpu f32[32, 64]
    t343 = aten.mm.default(t315, t342)  # t343: cpu f32[128, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t344 = aten.mm.default(t311, t340)  # t344: cpu f32[32, 64]
    t345 = aten.view.default(t5, [32, 64])  # t345: cpu f32[32, 64]
    t346 = aten.mm.default(t310, t345)  # t346: cpu f32[128, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t347 = aten.mm.default(t336, t340)  # t347: cpu f32[64, 64]
    t348 = aten.view.default(t4, [64, 64])  # t348: cpu f32[64, 64]
    t349 = aten.mm.default(t335, t348)  # t349: cpu f32[128, 64]
    # region 17: inductor 2d0612c1efdba9fe, 24 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t350 = aten.view.default(t3, [64])  # t350: cpu f32[64]
    # layers.0.attention.wv (Linear), llama.py:240
    t351 = aten.view.default(t343, [2, 64, 64])  # t351: cpu f32[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t352 = aten.view.default(t346, [2, 64, 64])  # t352: cpu f32[2, 64, 64]
    t353 = aten.add.Tensor(t351, t352)  # t353: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t354 = aten.view.default(t349, [2, 64, 64])  # t354: cpu f32[2, 64, 64]
    t355 = aten.add.Tensor(t353, t354)  # t355: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t356 = aten.mul.Tensor(t355, t338)  # t356: cpu f32[2, 64, 64]
    t357 = aten.mul.Tensor(t355, t350)  # t357: cpu f32[2, 64, 64]
    t358 = aten.sum.dim_IntList(t356, [0, 1], True)  # t358: cpu f32[1, 1, 64]
    t359 = aten.view.default(t358, [64])  # t359: cpu f32[64]
    t360 = aten.mul.Tensor(t357, t23)  # t360: cpu f32[2, 64, 64]
    t361 = aten.mul.Tensor(t357, t24)  # t361: cpu f32[2, 64, 64]
    t362 = aten.sum.dim_IntList(t360, [2], True)  # t362: cpu f32[2, 64, 1]
    t363 = aten.add.Tensor(t271, t361)  # t363: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t364 = aten.pow.Tensor_Scalar(t24, 3)  # t364: cpu f32[2, 64, 1]
    t365 = aten.mul.Scalar(t362, -0.5)  # t365: cpu f32[2, 64, 1]
    t366 = aten.mul.Tensor(t365, t364)  # t366: cpu f32[2, 64, 1]
    t367 = aten.expand.default(t366, [2, 64, 64])  # t367: cpu f32[2, 64, 64]
    t368 = aten.div.Scalar(t367, 64)  # t368: cpu f32[2, 64, 64]
    t369 = aten.pow.Tensor_Scalar(t23, 1.0)  # t369: cpu f32[2, 64, 64]
    t370 = aten.mul.Scalar(t369, 2.0)  # t370: cpu f32[2, 64, 64]
    t371 = aten.mul.Tensor(t368, t370)  # t371: cpu f32[2, 64, 64]
    t372 = aten.add.Tensor(t363, t371)  # t372: cpu f32[2, 64, 64]
    # tok_embeddings (Embedding), llama.py:305
    t373 = aten.view.default(t359, [2, 32])  # t373: cpu f32[2, 32]
    # end region 17 -> t358, t372
    t374 = aten.embedding_dense_backward.default(t372, t2, 256, -1, False)  # t374: cpu f32[256, 64]
    # region 18: inductor 2d6f1bc68d192637, 28 ops
    # norm (RMSNorm), llama.py:162
    t375 = aten.view.default(t63, [64])  # t375: cpu f32[64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t376 = aten.view.default(t109, [64])  # t376: cpu f32[64]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t377 = aten.view.default(t210, [64])  # t377: cpu f32[64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t378 = aten.view.default(t257, [64])  # t378: cpu f32[64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t379 = aten.view.default(t358, [64])  # t379: cpu f32[64]
    # tok_embeddings (Embedding), llama.py:305
    t380 = aten.view.default(t374, [2, 8192])  # t380: cpu f32[2, 8192]
    t381 = aten.view.default(t379, [2, 32])  # t381: cpu f32[2, 32]
    t382 = aten.view.default(t347, [2, 2048])  # t382: cpu f32[2, 2048]
    t383 = aten.view.default(t344, [2, 1024])  # t383: cpu f32[2, 1024]
    t384 = aten.view.default(t341, [2, 1024])  # t384: cpu f32[2, 1024]
    t385 = aten.view.default(t277, [2, 2048])  # t385: cpu f32[2, 2048]
    t386 = aten.view.default(t378, [2, 32])  # t386: cpu f32[2, 32]
    t387 = aten.view.default(t248, [2, 5504])  # t387: cpu f32[2, 5504]
    t388 = aten.view.default(t245, [2, 5504])  # t388: cpu f32[2, 5504]
    t389 = aten.view.default(t229, [2, 5504])  # t389: cpu f32[2, 5504]
    t390 = aten.view.default(t377, [2, 32])  # t390: cpu f32[2, 32]
    t391 = aten.view.default(t199, [2, 2048])  # t391: cpu f32[2, 2048]
    t392 = aten.view.default(t196, [2, 1024])  # t392: cpu f32[2, 1024]
    t393 = aten.view.default(t193, [2, 1024])  # t393: cpu f32[2, 1024]
    t394 = aten.view.default(t129, [2, 2048])  # t394: cpu f32[2, 2048]
    t395 = aten.view.default(t376, [2, 32])  # t395: cpu f32[2, 32]
    t396 = aten.view.default(t100, [2, 5504])  # t396: cpu f32[2, 5504]
    t397 = aten.view.default(t97, [2, 5504])  # t397: cpu f32[2, 5504]
    t398 = aten.view.default(t81, [2, 5504])  # t398: cpu f32[2, 5504]
    t399 = aten.view.default(t375, [2, 32])  # t399: cpu f32[2, 32]
    t400 = aten.view.default(t56, [2, 8192])  # t400: cpu f32[2, 8192]
    t401 = aten.cat.default([t380, t381, t382, t383, t384, t385, t386, t387, t388, t389, t390, t391, t392, t393, t394, t395, t396, t397, t398, t399, t400], 1)  # t401: cpu f32[2, 61856]
    t402 = aten.view.default(t401, [123712])  # t402: cpu f32[123712]
    # end region 18 -> t402
    t403 = _c10d_functional.reduce_scatter_tensor.default(t402, 'sum', 2, 'dp')  # t403: cpu f32[61856]
    t404 = _c10d_functional.wait_tensor.default(t403)  # t404: cpu f32[61856]
    # region 19: inductor 13d34e3880099fa3, 38 ops
    t405 = aten.div.Tensor(t404, 2)  # t405: cpu f32[61856]
    t406 = aten.slice.Tensor(t405, 0, 0, 8192)  # t406: cpu f32[8192]
    t407 = aten.view.default(t406, [128, 64])  # t407: cpu f32[128, 64]
    t408 = aten.slice.Tensor(t405, 0, 8192, 8224)  # t408: cpu f32[32]
    t409 = aten.slice.Tensor(t405, 0, 8224, 10272)  # t409: cpu f32[2048]
    t410 = aten.view.default(t409, [32, 64])  # t410: cpu f32[32, 64]
    t411 = aten.slice.Tensor(t405, 0, 10272, 11296)  # t411: cpu f32[1024]
    t412 = aten.view.default(t411, [16, 64])  # t412: cpu f32[16, 64]
    t413 = aten.slice.Tensor(t405, 0, 11296, 12320)  # t413: cpu f32[1024]
    t414 = aten.view.default(t413, [16, 64])  # t414: cpu f32[16, 64]
    t415 = aten.slice.Tensor(t405, 0, 12320, 14368)  # t415: cpu f32[2048]
    t416 = aten.view.default(t415, [32, 64])  # t416: cpu f32[32, 64]
    t417 = aten.slice.Tensor(t405, 0, 14368, 14400)  # t417: cpu f32[32]
    t418 = aten.slice.Tensor(t405, 0, 14400, 19904)  # t418: cpu f32[5504]
    t419 = aten.view.default(t418, [86, 64])  # t419: cpu f32[86, 64]
    t420 = aten.slice.Tensor(t405, 0, 19904, 25408)  # t420: cpu f32[5504]
    t421 = aten.view.default(t420, [86, 64])  # t421: cpu f32[86, 64]
    t422 = aten.slice.Tensor(t405, 0, 25408, 30912)  # t422: cpu f32[5504]
    t423 = aten.view.default(t422, [32, 172])  # t423: cpu f32[32, 172]
    t424 = aten.slice.Tensor(t405, 0, 30912, 30944)  # t424: cpu f32[32]
    t425 = aten.slice.Tensor(t405, 0, 30944, 32992)  # t425: cpu f32[2048]
    t426 = aten.view.default(t425, [32, 64])  # t426: cpu f32[32, 64]
    t427 = aten.slice.Tensor(t405, 0, 32992, 34016)  # t427: cpu f32[1024]
    t428 = aten.view.default(t427, [16, 64])  # t428: cpu f32[16, 64]
    t429 = aten.slice.Tensor(t405, 0, 34016, 35040)  # t429: cpu f32[1024]
    t430 = aten.view.default(t429, [16, 64])  # t430: cpu f32[16, 64]
    t431 = aten.slice.Tensor(t405, 0, 35040, 37088)  # t431: cpu f32[2048]
    t432 = aten.view.default(t431, [32, 64])  # t432: cpu f32[32, 64]
    t433 = aten.slice.Tensor(t405, 0, 37088, 37120)  # t433: cpu f32[32]
    t434 = aten.slice.Tensor(t405, 0, 37120, 42624)  # t434: cpu f32[5504]
    t435 = aten.view.default(t434, [86, 64])  # t435: cpu f32[86, 64]
    t436 = aten.slice.Tensor(t405, 0, 42624, 48128)  # t436: cpu f32[5504]
    t437 = aten.view.default(t436, [86, 64])  # t437: cpu f32[86, 64]
    t438 = aten.slice.Tensor(t405, 0, 48128, 53632)  # t438: cpu f32[5504]
    t439 = aten.view.default(t438, [32, 172])  # t439: cpu f32[32, 172]
    t440 = aten.slice.Tensor(t405, 0, 53632, 53664)  # t440: cpu f32[32]
    t441 = aten.slice.Tensor(t405, 0, 53664, 61856)  # t441: cpu f32[8192]
    t442 = aten.view.default(t441, [128, 64])  # t442: cpu f32[128, 64]
    # end region 19 -> t407, t408, t410, t412, t414, t416, t417, t419, t421, t423, t424, t426, t428, t430, t432, t433, t435, t437, t439, t440, t442
    return (t407, t408, t410, t412, t414, t416, t417, t419, t421, t423, t424, t426, t428, t430, t432, t433, t435, t437, t439, t440, t442)
    # t407: grad tok_embeddings.weight
    # t408: grad layers.0.attention_norm.weight
    # t410: grad layers.0.attention.wq.weight
    # t412: grad layers.0.attention.wk.weight
    # t414: grad layers.0.attention.wv.weight
    # t416: grad layers.0.attention.wo.weight
    # t417: grad layers.0.ffn_norm.weight
    # t419: grad layers.0.feed_forward.w1.weight
    # t421: grad layers.0.feed_forward.w3.weight
    # t423: grad layers.0.feed_forward.w2.weight
    # t424: grad layers.1.attention_norm.weight
    # t426: grad layers.1.attention.wq.weight
    # t428: grad layers.1.attention.wk.weight
    # t430: grad layers.1.attention.wv.weight
    # t432: grad layers.1.attention.wo.weight
    # t433: grad layers.1.ffn_norm.weight
    # t435: grad layers.1.feed_forward.w1.weight
    # t437: grad layers.1.feed_forward.w3.weight
    # t439: grad layers.1.feed_forward.w2.weight
    # t440: grad norm.weight
    # t442: grad output.weight
