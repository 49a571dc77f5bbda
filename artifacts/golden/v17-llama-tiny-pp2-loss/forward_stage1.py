def forward_stage1(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14):
    # t0: cpu f32[64]  param layers.1.attention_norm.weight
    # t1: cpu f32[64, 64]  param layers.1.attention.wq.weight
    # t2: cpu f32[32, 64]  param layers.1.attention.wk.weight
    # t3: cpu f32[32, 64]  param layers.1.attention.wv.weight
    # t4: cpu f32[64, 64]  param layers.1.attention.wo.weight
    # t5: cpu f32[64]  param layers.1.ffn_norm.weight
    # t6: cpu f32[172, 64]  param layers.1.feed_forward.w1.weight
    # t7: cpu f32[172, 64]  param layers.1.feed_forward.w3.weight
    # t8: cpu f32[64, 172]  param layers.1.feed_forward.w2.weight
    # t9: cpu f32[64]  param norm.weight
    # t10: cpu f32[256, 64]  param output.weight
    # t11: cpu f32[256, 8]  buffer rope.cos
    # t12: cpu f32[256, 8]  buffer rope.sin
    # t13: cpu f32[2, 16, 64]  input 0
    # t14: cpu i64[2, 16]  input 1
    # region 0: inductor 826609ce9e90d4ea, 7 ops
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t15 = aten.pow.Tensor_Scalar(t13, 2)  # t15: cpu f32[2, 16, 64]
    t16 = aten.mean.dim(t15, [-1], True)  # t16: cpu f32[2, 16, 1]
    t17 = aten.add.Tensor(t16, 1e-05)  # t17: cpu f32[2, 16, 1]
    t18 = aten.rsqrt.default(t17)  # t18: cpu f32[2, 16, 1]
    t19 = aten.mul.Tensor(t13, t18)  # t19: cpu f32[2, 16, 64]
    t20 = aten.mul.Tensor(t19, t0)  # t20: cpu f32[2, 16, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t21 = aten.view.default(t20, [32, 64])  # t21: cpu f32[32, 64]
    # end region 0 -> t18, t21
    t22 = aten.t.default(t1)  # t22: cpu f32[64, 64]
    t23 = aten.mm.default(t21, t22)  # t23: cpu f32[32, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t24 = aten.t.default(t2)  # t24: cpu f32[64, 32]
    t25 = aten.mm.default(t21, t24)  # t25: cpu f32[32, 32]
    # layers.1.attention.wv (Linear), llama.py:240
    t26 = aten.t.default(t3)  # t26: cpu f32[64, 32]
    t27 = aten.mm.default(t21, t26)  # t27: cpu f32[32, 32]
    # layers.1.attention (Attention), llama.py:240
    t28 = aten.view.default(t27, [2, 16, 2, 16])  # t28: cpu f32[2, 16, 2, 16]
    # region 1: inductor 37b5dabb86b47835, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t29 = aten.slice.Tensor(t11, 0, 0, 16)  # t29: cpu f32[16, 8]
    t30 = aten.slice.Tensor(t12, 0, 0, 16)  # t30: cpu f32[16, 8]
    # layers.1.attention (Attention), llama.py:205, 206, 207, 208, 209, 210, ...
    t31 = aten.view.default(t23, [2, 16, 4, 8, 2])  # t31: cpu f32[2, 16, 4, 8, 2]
    t32 = aten.select.int(t31, 4, 0)  # t32: cpu f32[2, 16, 4, 8]
    t33 = aten.select.int(t31, 4, 1)  # t33: cpu f32[2, 16, 4, 8]
    t34 = aten.view.default(t29, [1, 16, 1, 8])  # t34: cpu f32[1, 16, 1, 8]
    t35 = aten.view.default(t30, [1, 16, 1, 8])  # t35: cpu f32[1, 16, 1, 8]
    t36 = aten.mul.Tensor(t32, t34)  # t36: cpu f32[2, 16, 4, 8]
    t37 = aten.mul.Tensor(t33, t35)  # t37: cpu f32[2, 16, 4, 8]
    t38 = aten.sub.Tensor(t36, t37)  # t38: cpu f32[2, 16, 4, 8]
    t39 = aten.mul.Tensor(t32, t35)  # t39: cpu f32[2, 16, 4, 8]
    t40 = aten.mul.Tensor(t33, t34)  # t40: cpu f32[2, 16, 4, 8]
    t41 = aten.add.Tensor(t39, t40)  # t41: cpu f32[2, 16, 4, 8]
    t42 = aten.stack.default([t38, t41], -1)  # t42: cpu f32[2, 16, 4, 8, 2]
    t43 = aten.view.default(t42, [2, 16, 4, 16])  # t43: cpu f32[2, 16, 4, 16]
    t44 = aten.transpose.int(t43, 1, 2)  # t44: cpu f32[2, 4, 16, 16]
    # end region 1 -> t42, t44
    # region 2: inductor dedd21a230c15c17, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t45 = aten.slice.Tensor(t11, 0, 0, 16)  # t45: cpu f32[16, 8]
    t46 = aten.slice.Tensor(t12, 0, 0, 16)  # t46: cpu f32[16, 8]
    # layers.1.attention (Attention), llama.py:207, 208, 205, 206, 209, 210, ...
    t47 = aten.view.default(t45, [1, 16, 1, 8])  # t47: cpu f32[1, 16, 1, 8]
    t48 = aten.view.default(t46, [1, 16, 1, 8])  # t48: cpu f32[1, 16, 1, 8]
    t49 = aten.view.default(t25, [2, 16, 2, 8, 2])  # t49: cpu f32[2, 16, 2, 8, 2]
    t50 = aten.select.int(t49, 4, 0)  # t50: cpu f32[2, 16, 2, 8]
    t51 = aten.select.int(t49, 4, 1)  # t51: cpu f32[2, 16, 2, 8]
    t52 = aten.mul.Tensor(t50, t47)  # t52: cpu f32[2, 16, 2, 8]
    t53 = aten.mul.Tensor(t51, t48)  # t53: cpu f32[2, 16, 2, 8]
    t54 = aten.sub.Tensor(t52, t53)  # t54: cpu f32[2, 16, 2, 8]
    t55 = aten.mul.Tensor(t50, t48)  # t55: cpu f32[2, 16, 2, 8]
    t56 = aten.mul.Tensor(t51, t47)  # t56: cpu f32[2, 16, 2, 8]
    t57 = aten.add.Tensor(t55, t56)  # t57: cpu f32[2, 16, 2, 8]
    t58 = aten.stack.default([t54, t57], -1)  # t58: cpu f32[2, 16, 2, 8, 2]
    t59 = aten.view.default(t58, [2, 16, 2, 16])  # t59: cpu f32[2, 16, 2, 16]
    t60 = aten.transpose.int(t59, 1, 2)  # t60: cpu f32[2, 2, 16, 16]
    # end region 2 -> t58, t60
    t61 = aten.transpose.int(t28, 1, 2)  # t61: cpu f32[2, 2, 16, 16]
    t62, t63 = aotc.sdpa.default(t44, t60, t61, None, True, None)  # t62: cpu f32[2, 4, 16, 16], t63: cpu f32[2, 4, 16]
    t64 = aten.transpose.int(t62, 1, 2)  # t64: cpu f32[2, 16, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t65 = aten.t.default(t4)  # t65: cpu f32[64, 64]
    t66 = aten.view.default(t64, [32, 64])  # t66: cpu f32[32, 64]
    t67 = aten.mm.default(t66, t65)  # t67: cpu f32[32, 64]
    # region 3: inductor cf1c47ddaf77220e, 9 ops
    t68 = aten._unsafe_view.default(t67, [2, 16, 64])  # t68: cpu f32[2, 16, 64]
    # layers.1 (TransformerBlock), llama.py:281
    t69 = aten.add.Tensor(t13, t68)  # t69: cpu f32[2, 16, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t70 = aten.pow.Tensor_Scalar(t69, 2)  # t70: cpu f32[2, 16, 64]
    t71 = aten.mean.dim(t70, [-1], True)  # t71: cpu f32[2, 16, 1]
    t72 = aten.add.Tensor(t71, 1e-05)  # t72: cpu f32[2, 16, 1]
    t73 = aten.rsqrt.default(t72)  # t73: cpu f32[2, 16, 1]
    t74 = aten.mul.Tensor(t69, t73)  # t74: cpu f32[2, 16, 64]
    t75 = aten.mul.Tensor(t74, t5)  # t75: cpu f32[2, 16, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t76 = aten.view.default(t75, [32, 64])  # t76: cpu f32[32, 64]
    # end region 3 -> t69, t73, t76
    t77 = aten.t.default(t6)  # t77: cpu f32[64, 172]
    t78 = aten.mm.default(t76, t77)  # t78: cpu f32[32, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t79 = aten.t.default(t7)  # t79: cpu f32[64, 172]
    t80 = aten.mm.default(t76, t79)  # t80: cpu f32[32, 172]
    # region 4: inductor 5db44bab541c238d, 5 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t81 = aten._unsafe_view.default(t78, [2, 16, 172])  # t81: cpu f32[2, 16, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t82 = aten.silu.default(t81)  # t82: cpu f32[2, 16, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t83 = aten._unsafe_view.default(t80, [2, 16, 172])  # t83: cpu f32[2, 16, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t84 = aten.mul.Tensor(t82, t83)  # t84: cpu f32[2, 16, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t85 = aten.view.default(t84, [32, 172])  # t85: cpu f32[32, 172]
    # end region 4 -> t81, t83, t84, t85
    t86 = aten.t.default(t8)  # t86: cpu f32[172, 64]
    t87 = aten.mm.default(t85, t86)  # t87: cpu f32[32, 64]
    # region 5: inductor cf1c47ddaf77220e, 9 ops
    t88 = aten._unsafe_view.default(t87, [2, 16, 64])  # t88: cpu f32[2, 16, 64]
    # layers.1 (TransformerBlock), llama.py:282
    t89 = aten.add.Tensor(t69, t88)  # t89: cpu f32[2, 16, 64]
    # norm (RMSNorm), llama.py:161, 162
    t90 = aten.pow.Tensor_Scalar(t89, 2)  # t90: cpu f32[2, 16, 64]
    t91 = aten.mean.dim(t90, [-1], True)  # t91: cpu f32[2, 16, 1]
    t92 = aten.add.Tensor(t91, 1e-05)  # t92: cpu f32[2, 16, 1]
    t93 = aten.rsqrt.default(t92)  # t93: cpu f32[2, 16, 1]
    t94 = aten.mul.Tensor(t89, t93)  # t94: cpu f32[2, 16, 64]
    t95 = aten.mul.Tensor(t94, t9)  # t95: cpu f32[2, 16, 64]
    # output (Linear), llama.py:308
    t96 = aten.view.default(t95, [32, 64])  # t96: cpu f32[32, 64]
    # end region 5 -> t89, t93, t96
    t97 = aten.t.default(t10)  # t97: cpu f32[64, 256]
    # region 6: inductor 1c5a65a16ead6899, 11 ops
    # (Llama), llama.py:311
    t98 = aten.view.default(t14, [32])  # t98: cpu i64[32]
    t99 = aten.ne.Scalar(t98, -100)  # t99: cpu b8[32]
    t100 = aten.sum.default(t99)  # t100: cpu i64[]
    t101 = aten._to_copy.default(t100, dtype=torch.float32)  # t101: cpu f32[]
    t102 = aten.clamp.default(t98, 0, 255)  # t102: cpu i64[32]
    t103 = aten.full.default([], 1.0, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'), pin_memory=False)  # t103: cpu f32[]
    t104 = aten.div.Tensor(t103, t101)  # t104: cpu f32[]
    t105 = aten.neg.default(t104)  # t105: cpu f32[]
    t106 = aten.where.ScalarOther(t99, t105, 0.0)  # t106: cpu f32[32]
    t107 = aten.unsqueeze.default(t102, 1)  # t107: cpu i64[32, 1]
    t108 = aten.unsqueeze.default(t106, 1)  # t108: cpu f32[32, 1]
    # end region 6 -> t99, t101, t106, t107
    t109 = aten.mm.default(t96, t97)  # t109: cpu f32[32, 256]
    # region 7: inductor 674f184e2fb1c4ef, 20 ops
    t110 = aten.view.default(t14, [32])  # t110: cpu i64[32]
    t111 = aten.arange.default(256, dtype=torch.int64, layout=torch.strided, device=torch.device('cpu'), pin_memory=False)  # t111: cpu i64[256]
    t112 = aten.amax.default(t109, [1], True)  # t112: cpu f32[32, 1]
    t113 = aten.sub.Tensor(t109, t112)  # t113: cpu f32[32, 256]
    t114 = aten.exp.default(t113)  # t114: cpu f32[32, 256]
    t115 = aten.sum.dim_IntList(t114, [1])  # t115: cpu f32[32]
    t116 = aten.log.default(t115)  # t116: cpu f32[32]
    t117 = aten.squeeze.dim(t112, 1)  # t117: cpu f32[32]
    t118 = aten.add.Tensor(t116, t117)  # t118: cpu f32[32]
    t119 = aten.unsqueeze.default(t118, 1)  # t119: cpu f32[32, 1]
    t120 = aten.sub.Tensor(t109, t119)  # t120: cpu f32[32, 256]
    t121 = aten.exp.default(t120)  # t121: cpu f32[32, 256]
    t122 = aten.unsqueeze.default(t106, 1)  # t122: cpu f32[32, 1]
    t123 = aten.mul.Tensor(t121, t122)  # t123: cpu f32[32, 256]
    t124 = aten.neg.default(t123)  # t124: cpu f32[32, 256]
    t125 = aten.unsqueeze.default(t110, 1)  # t125: cpu i64[32, 1]
    t126 = aten.eq.Tensor(t125, t111)  # t126: cpu b8[32, 256]
    t127 = aten.add.Tensor(t124, t122)  # t127: cpu f32[32, 256]
    t128 = aten.where.self(t126, t127, t124)  # t128: cpu f32[32, 256]
    t129 = aten.t.default(t128)  # t129: cpu f32[256, 32]
    # end region 7 -> t118, t128, t129
    t130 = aten.take_along_dim.default(t109, t107, 1)  # t130: cpu f32[32, 1]
    # region 8: inductor f7623dae8afd0344, 6 ops
    t131 = aten.squeeze.dim(t130, 1)  # t131: cpu f32[32]
    t132 = aten._to_copy.default(t131, dtype=torch.float32)  # t132: cpu f32[32]
    t133 = aten.sub.Tensor(t118, t132)  # t133: cpu f32[32]
    t134 = aten.where.ScalarOther(t99, t133, 0.0)  # t134: cpu f32[32]
    t135 = aten.sum.default(t134)  # t135: cpu f32[]
    t136 = aten.div.Tensor(t135, t101)  # t136: cpu f32[]
    # end region 8 -> t136
    t137 = aten.mm.default(t128, t10)  # t137: cpu f32[32, 64]
    t138 = aten.mm.default(t129, t96)  # t138: cpu f32[256, 64]
    return (t136, t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t11, t12, t13, t18, t27, t42, t58, t62, t63, t69, t73, t81, t83, t84, t89, t93, t137, t138)
    # t136: output 0
    # t0: saved 0
    # t1: saved 1
    # t2: saved 2
    # t3: saved 3
    # t4: saved 4
    # t5: saved 5
    # t6: saved 6
    # t7: saved 7
    # t8: saved 8
    # t9: saved 9
    # t11: saved 10
    # t12: saved 11
    # t13: saved 12
    # t18: saved 13
    # t27: saved 14
    # t42: saved 15
    # t58: saved 16
    # t62: saved 17
    # t63: saved 18
    # t69: saved 19
    # t73: saved 20
    # t81: saved 21
    # t83: saved 22
    # t84: saved 23
    # t89: saved 24
    # t93: saved 25
    # t137: saved 26
    # t138: saved 27
