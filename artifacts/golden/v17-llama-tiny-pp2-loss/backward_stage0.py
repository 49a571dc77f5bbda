def backward_stage0(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24):
    # t0: cpu f32[64]  saved 0
    # t1: cpu f32[64, 64]  saved 1
    # t2: cpu f32[32, 64]  saved 2
    # t3: cpu f32[32, 64]  saved 3
    # t4: cpu f32[64, 64]  saved 4
    # t5: cpu f32[64]  saved 5
    # t6: cpu f32[172, 64]  saved 6
    # t7: cpu f32[172, 64]  saved 7
    # t8: cpu f32[64, 172]  saved 8
    # t9: cpu f32[256, 8]  saved 9
    # t10: cpu f32[256, 8]  saved 10
    # t11: cpu i64[2, 16]  saved 11
    # t12: cpu f32[2, 16, 64]  saved 12
    # t13: cpu f32[2, 16, 1]  saved 13
    # t14: cpu f32[32, 32]  saved 14
    # t15: cpu f32[2, 16, 4, 8, 2]  saved 15
    # t16: cpu f32[2, 16, 2, 8, 2]  saved 16
    # t17: cpu f32[2, 4, 16, 16]  saved 17
    # t18: cpu f32[2, 4, 16]  saved 18
    # t19: cpu f32[2, 16, 64]  saved 19
    # t20: cpu f32[2, 16, 1]  saved 20
    # t21: cpu f32[2, 16, 172]  saved 21
    # t22: cpu f32[2, 16, 172]  saved 22
    # t23: cpu f32[2, 16, 172]  saved 23
    # t24: cpu f32[2, 16, 64]  tangent 0
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t25 = aten.view.default(t24, [32, 64])  # t25: cpu f32[32, 64]
    t26 = aten.t.default(t25)  # t26: cpu f32[64, 32]
    t27 = aten.view.default(t23, [32, 172])  # t27: cpu f32[32, 172]
    t28 = aten.mm.default(t26, t27)  # t28: cpu f32[64, 172]
    t29 = aten.mm.default(t25, t8)  # t29: cpu f32[32, 172]
    # region 0: inductor 58abc7ceb9b2b02b, 9 ops
    t30 = aten.view.default(t29, [2, 16, 172])  # t30: cpu f32[2, 16, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t31 = aten.silu.default(t21)  # t31: cpu f32[2, 16, 172]
    t32 = aten.mul.Tensor(t30, t31)  # t32: cpu f32[2, 16, 172]
    t33 = aten.mul.Tensor(t30, t22)  # t33: cpu f32[2, 16, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t34 = aten.view.default(t32, [32, 172])  # t34: cpu f32[32, 172]
    t35 = aten.t.default(t34)  # t35: cpu f32[172, 32]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t36 = aten.silu_backward.default(t33, t21)  # t36: cpu f32[2, 16, 172]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t37 = aten.view.default(t36, [32, 172])  # t37: cpu f32[32, 172]
    t38 = aten.t.default(t37)  # t38: cpu f32[172, 32]
    # end region 0 -> t34, t35, t37, t38
    # region 1: inductor e607a8227574a08c, 3 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t39 = aten.mul.Tensor(t19, t20)  # t39: cpu f32[2, 16, 64]
    t40 = aten.mul.Tensor(t39, t5)  # t40: cpu f32[2, 16, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t41 = aten.view.default(t40, [32, 64])  # t41: cpu f32[32, 64]
    # end region 1 -> t39, t41
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t42 = aten.mm.default(t35, t41)  # t42: cpu f32[172, 64]
    t43 = aten.mm.default(t34, t7)  # t43: cpu f32[32, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t44 = aten.mm.default(t38, t41)  # t44: cpu f32[172, 64]
    t45 = aten.mm.default(t37, t6)  # t45: cpu f32[32, 64]
    # region 2: inductor c33a3a69e0e2d38b, 22 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t46 = aten.view.default(t43, [2, 16, 64])  # t46: cpu f32[2, 16, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t47 = aten.view.default(t45, [2, 16, 64])  # t47: cpu f32[2, 16, 64]
    t48 = aten.add.Tensor(t46, t47)  # t48: cpu f32[2, 16, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t49 = aten.mul.Tensor(t48, t39)  # t49: cpu f32[2, 16, 64]
    t50 = aten.mul.Tensor(t48, t5)  # t50: cpu f32[2, 16, 64]
    t51 = aten.sum.dim_IntList(t49, [0, 1], True)  # t51: cpu f32[1, 1, 64]
    t52 = aten.view.default(t51, [64])  # t52: cpu f32[64]
    t53 = aten.mul.Tensor(t50, t19)  # t53: cpu f32[2, 16, 64]
    t54 = aten.mul.Tensor(t50, t20)  # t54: cpu f32[2, 16, 64]
    t55 = aten.sum.dim_IntList(t53, [2], True)  # t55: cpu f32[2, 16, 1]
    t56 = aten.add.Tensor(t24, t54)  # t56: cpu f32[2, 16, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161
    t57 = aten.pow.Tensor_Scalar(t20, 3)  # t57: cpu f32[2, 16, 1]
    t58 = aten.mul.Scalar(t55, -0.5)  # t58: cpu f32[2, 16, 1]
    t59 = aten.mul.Tensor(t58, t57)  # t59: cpu f32[2, 16, 1]
    t60 = aten.expand.default(t59, [2, 16, 64])  # t60: cpu f32[2, 16, 64]
    t61 = aten.div.Scalar(t60, 64)  # t61: cpu f32[2, 16, 64]
    t62 = aten.pow.Tensor_Scalar(t19, 1.0)  # t62: cpu f32[2, 16, 64]
    t63 = aten.mul.Scalar(t62, 2.0)  # t63: cpu f32[2, 16, 64]
    t64 = aten.mul.Tensor(t61, t63)  # t64: cpu f32[2, 16, 64]
    t65 = aten.add.Tensor(t56, t64)  # t65: cpu f32[2, 16, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t66 = aten.view.default(t65, [32, 64])  # t66: cpu f32[32, 64]
    t67 = aten.t.default(t66)  # t67: cpu f32[64, 32]
    # end region 2 -> t52, t65, t66, t67
    # layers.0.attention (Attention), llama.py:250
    t68 = aten.transpose.int(t17, 1, 2)  # t68: cpu f32[2, 16, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t69 = aten.view.default(t68, [32, 64])  # t69: cpu f32[32, 64]
    t70 = aten.mm.default(t67, t69)  # t70: cpu f32[64, 64]
    t71 = aten.mm.default(t66, t4)  # t71: cpu f32[32, 64]
    # layers.0.attention (Attention), llama.py:250, 211, 241, 242, 240, 243, ...
    t72 = aten.view.default(t71, [2, 16, 4, 16])  # t72: cpu f32[2, 16, 4, 16]
    t73 = aten.transpose.int(t72, 1, 2)  # t73: cpu f32[2, 4, 16, 16]
    t74 = aten.view.default(t15, [2, 16, 4, 16])  # t74: cpu f32[2, 16, 4, 16]
    t75 = aten.transpose.int(t74, 1, 2)  # t75: cpu f32[2, 4, 16, 16]
    t76 = aten.view.default(t16, [2, 16, 2, 16])  # t76: cpu f32[2, 16, 2, 16]
    t77 = aten.transpose.int(t76, 1, 2)  # t77: cpu f32[2, 2, 16, 16]
    t78 = aten.view.default(t14, [2, 16, 2, 16])  # t78: cpu f32[2, 16, 2, 16]
    t79 = aten.transpose.int(t78, 1, 2)  # t79: cpu f32[2, 2, 16, 16]
    t80, t81, t82 = aotc.sdpa_backward.default(t73, t75, t77, t79, None, t17, t18, True, None)  # t80: cpu f32[2, 4, 16, 16], t81: cpu f32[2, 2, 16, 16], t82: cpu f32[2, 2, 16, 16]
    # region 3: inductor 9262c6f8d5d4fedc, 21 ops
    t83 = aten.clone.default(t81, memory_format=torch.contiguous_format)  # t83: cpu f32[2, 2, 16, 16]
    t84 = aten.transpose.int(t83, 1, 2)  # t84: cpu f32[2, 16, 2, 16]
    t85 = aten.view.default(t84, [2, 16, 2, 8, 2])  # t85: cpu f32[2, 16, 2, 8, 2]
    t86 = aten.select.int(t85, -1, 0)  # t86: cpu f32[2, 16, 2, 8]
    t87 = aten.select.int(t85, -1, 1)  # t87: cpu f32[2, 16, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t88 = aten.slice.Tensor(t9, 0, 0, 16)  # t88: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207, 210
    t89 = aten.view.default(t88, [1, 16, 1, 8])  # t89: cpu f32[1, 16, 1, 8]
    t90 = aten.mul.Tensor(t87, t89)  # t90: cpu f32[2, 16, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t91 = aten.slice.Tensor(t10, 0, 0, 16)  # t91: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:208, 210, 209
    t92 = aten.view.default(t91, [1, 16, 1, 8])  # t92: cpu f32[1, 16, 1, 8]
    t93 = aten.mul.Tensor(t87, t92)  # t93: cpu f32[2, 16, 2, 8]
    t94 = aten.neg.default(t86)  # t94: cpu f32[2, 16, 2, 8]
    t95 = aten.mul.Tensor(t94, t92)  # t95: cpu f32[2, 16, 2, 8]
    t96 = aten.add.Tensor(t90, t95)  # t96: cpu f32[2, 16, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t97 = aten.mul.Tensor(t86, t89)  # t97: cpu f32[2, 16, 2, 8]
    t98 = aten.add.Tensor(t93, t97)  # t98: cpu f32[2, 16, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t99 = aten.select_backward.default(t96, [2, 16, 2, 8, 2], 4, 1)  # t99: cpu f32[2, 16, 2, 8, 2]
    t100 = aten.select_backward.default(t98, [2, 16, 2, 8, 2], 4, 0)  # t100: cpu f32[2, 16, 2, 8, 2]
    t101 = aten.add.Tensor(t99, t100)  # t101: cpu f32[2, 16, 2, 8, 2]
    # layers.0.attention.wk (Linear), llama.py:239
    t102 = aten.view.default(t101, [32, 32])  # t102: cpu f32[32, 32]
    t103 = aten.t.default(t102)  # t103: cpu f32[32, 32]
    # end region 3 -> t102, t103
    # region 4: inductor d0c2cc91fcb6d95a, 5 ops
    # layers.0.attention (Attention), llama.py:249, 243, 240
    t104 = aten.clone.default(t82, memory_format=torch.contiguous_format)  # t104: cpu f32[2, 2, 16, 16]
    t105 = aten.transpose.int(t104, 1, 2)  # t105: cpu f32[2, 16, 2, 16]
    t106 = aten.clone.default(t105, memory_format=torch.contiguous_format)  # t106: cpu f32[2, 16, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t107 = aten.view.default(t106, [32, 32])  # t107: cpu f32[32, 32]
    t108 = aten.t.default(t107)  # t108: cpu f32[32, 32]
    # end region 4 -> t107, t108
    # region 5: inductor a6fe1d0be28866ff, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t109 = aten.slice.Tensor(t9, 0, 0, 16)  # t109: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207
    t110 = aten.view.default(t109, [1, 16, 1, 8])  # t110: cpu f32[1, 16, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t111 = aten.slice.Tensor(t10, 0, 0, 16)  # t111: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:208, 241, 211, 210, 209
    t112 = aten.view.default(t111, [1, 16, 1, 8])  # t112: cpu f32[1, 16, 1, 8]
    t113 = aten.transpose.int(t80, 1, 2)  # t113: cpu f32[2, 16, 4, 16]
    t114 = aten.view.default(t113, [2, 16, 4, 8, 2])  # t114: cpu f32[2, 16, 4, 8, 2]
    t115 = aten.select.int(t114, -1, 0)  # t115: cpu f32[2, 16, 4, 8]
    t116 = aten.select.int(t114, -1, 1)  # t116: cpu f32[2, 16, 4, 8]
    t117 = aten.mul.Tensor(t116, t110)  # t117: cpu f32[2, 16, 4, 8]
    t118 = aten.mul.Tensor(t116, t112)  # t118: cpu f32[2, 16, 4, 8]
    t119 = aten.neg.default(t115)  # t119: cpu f32[2, 16, 4, 8]
    t120 = aten.mul.Tensor(t119, t112)  # t120: cpu f32[2, 16, 4, 8]
    t121 = aten.add.Tensor(t117, t120)  # t121: cpu f32[2, 16, 4, 8]
    # layers.0.attention (Attention), llama.py:209
    t122 = aten.mul.Tensor(t115, t110)  # t122: cpu f32[2, 16, 4, 8]
    t123 = aten.add.Tensor(t118, t122)  # t123: cpu f32[2, 16, 4, 8]
    # layers.0.attention (Attention), llama.py:206
    t124 = aten.select_backward.default(t121, [2, 16, 4, 8, 2], 4, 1)  # t124: cpu f32[2, 16, 4, 8, 2]
    t125 = aten.select_backward.default(t123, [2, 16, 4, 8, 2], 4, 0)  # t125: cpu f32[2, 16, 4, 8, 2]
    t126 = aten.add.Tensor(t124, t125)  # t126: cpu f32[2, 16, 4, 8, 2]
    # layers.0.attention.wq (Linear), llama.py:238
    t127 = aten.view.default(t126, [32, 64])  # t127: cpu f32[32, 64]
    t128 = aten.t.default(t127)  # t128: cpu f32[64, 32]
    # end region 5 -> t127, t128
    # region 6: inductor e607a8227574a08c, 3 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161, 162
    t129 = aten.mul.Tensor(t12, t13)  # t129: cpu f32[2, 16, 64]
    t130 = aten.mul.Tensor(t129, t0)  # t130: cpu f32[2, 16, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t131 = aten.view.default(t130, [32, 64])  # t131: cpu f32[32, 64]
    # end region 6 -> t129, t131
    # layers.0.attention.wv (Linear), llama.py:240
    t132 = aten.mm.default(t108, t131)  # t132: cpu f32[32, 64]
    t133 = aten.mm.default(t107, t3)  # t133: cpu f32[32, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t134 = aten.mm.default(t103, t131)  # t134: cpu f32[32, 64]
    t135 = aten.mm.default(t102, t2)  # t135: cpu f32[32, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t136 = aten.mm.default(t128, t131)  # t136: cpu f32[64, 64]
    t137 = aten.mm.default(t127, t1)  # t137: cpu f32[32, 64]
    # region 7: inductor 0eb7f449e8aea480, 22 ops
    # layers.0.attention.wv (Linear), llama.py:240
    t138 = aten.view.default(t133, [2, 16, 64])  # t138: cpu f32[2, 16, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t139 = aten.view.default(t135, [2, 16, 64])  # t139: cpu f32[2, 16, 64]
    t140 = aten.add.Tensor(t138, t139)  # t140: cpu f32[2, 16, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t141 = aten.view.default(t137, [2, 16, 64])  # t141: cpu f32[2, 16, 64]
    t142 = aten.add.Tensor(t140, t141)  # t142: cpu f32[2, 16, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t143 = aten.mul.Tensor(t142, t129)  # t143: cpu f32[2, 16, 64]
    t144 = aten.mul.Tensor(t142, t0)  # t144: cpu f32[2, 16, 64]
    t145 = aten.sum.dim_IntList(t143, [0, 1], True)  # t145: cpu f32[1, 1, 64]
    t146 = aten.view.default(t145, [64])  # t146: cpu f32[64]
    t147 = aten.mul.Tensor(t144, t12)  # t147: cpu f32[2, 16, 64]
    t148 = aten.mul.Tensor(t144, t13)  # t148: cpu f32[2, 16, 64]
    t149 = aten.sum.dim_IntList(t147, [2], True)  # t149: cpu f32[2, 16, 1]
    t150 = aten.add.Tensor(t65, t148)  # t150: cpu f32[2, 16, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t151 = aten.pow.Tensor_Scalar(t13, 3)  # t151: cpu f32[2, 16, 1]
    t152 = aten.mul.Scalar(t149, -0.5)  # t152: cpu f32[2, 16, 1]
    t153 = aten.mul.Tensor(t152, t151)  # t153: cpu f32[2, 16, 1]
    t154 = aten.expand.default(t153, [2, 16, 64])  # t154: cpu f32[2, 16, 64]
    t155 = aten.div.Scalar(t154, 64)  # t155: cpu f32[2, 16, 64]
    t156 = aten.pow.Tensor_Scalar(t12, 1.0)  # t156: cpu f32[2, 16, 64]
    t157 = aten.mul.Scalar(t156, 2.0)  # t157: cpu f32[2, 16, 64]
    t158 = aten.mul.Tensor(t155, t157)  # t158: cpu f32[2, 16, 64]
    t159 = aten.add.Tensor(t150, t158)  # t159: cpu f32[2, 16, 64]
    # end region 7 -> t146, t159
    # tok_embeddings (Embedding), llama.py:305
    t160 = aten.embedding_dense_backward.default(t159, t11, 256, -1, False)  # t160: cpu f32[256, 64]
    return (t160, t146, t136, t134, t132, t70, t52, t44, t42, t28)
    # t160: grad tok_embeddings.weight
    # t146: grad layers.0.attention_norm.weight
    # t136: grad layers.0.attention.wq.weight
    # t134: grad layers.0.attention.wk.weight
    # t132: grad layers.0.attention.wv.weight
    # t70: grad layers.0.attention.wo.weight
    # t52: grad layers.0.ffn_norm.weight
    # t44: grad layers.0.feed_forward.w1.weight
    # t42: grad layers.0.feed_forward.w3.weight
    # t28: grad layers.0.feed_forward.w2.weight
