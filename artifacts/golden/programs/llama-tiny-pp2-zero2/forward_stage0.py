def forward_stage0(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12):
    # t0: cpu f32[128, 64]  param tok_embeddings.weight
    # t1: cpu f32[32]  param layers.0.attention_norm.weight
    # t2: cpu f32[32, 64]  param layers.0.attention.wq.weight
    # t3: cpu f32[16, 64]  param layers.0.attention.wk.weight
    # t4: cpu f32[16, 64]  param layers.0.attention.wv.weight
    # t5: cpu f32[32, 64]  param layers.0.attention.wo.weight
    # t6: cpu f32[32]  param layers.0.ffn_norm.weight
    # t7: cpu f32[86, 64]  param layers.0.feed_forward.w1.weight
    # t8: cpu f32[86, 64]  param layers.0.feed_forward.w3.weight
    # t9: cpu f32[32, 172]  param layers.0.feed_forward.w2.weight
    # t10: cpu f32[256, 8]  buffer rope.cos
    # t11: cpu f32[256, 8]  buffer rope.sin
    # t12: cpu i64[1, 64]  input 0
    # tok_embeddings (Embedding), llama.py:305
    t13 = _c10d_functional.all_gather_into_tensor.default(t0, 2, 'dp')  # t13: cpu f32[256, 64]
    # region 0: inductor 75218c064a475a22, 8 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t14 = aten.view.default(t2, [2048])  # t14: cpu f32[2048]
    t15 = aten.view.default(t3, [1024])  # t15: cpu f32[1024]
    t16 = aten.view.default(t4, [1024])  # t16: cpu f32[1024]
    t17 = aten.view.default(t5, [2048])  # t17: cpu f32[2048]
    t18 = aten.view.default(t7, [5504])  # t18: cpu f32[5504]
    t19 = aten.view.default(t8, [5504])  # t19: cpu f32[5504]
    t20 = aten.view.default(t9, [5504])  # t20: cpu f32[5504]
    t21 = aten.cat.default([t1, t14, t15, t16, t17, t6, t18, t19, t20])  # t21: cpu f32[22720]
    # end region 0 -> t21
    t22 = _c10d_functional.all_gather_into_tensor.default(t21, 2, 'dp')  # t22: cpu f32[45440]
    t23 = _c10d_functional.wait_tensor.default(t22)  # t23: cpu f32[45440]
    # region 1: inductor 64f8a46b189b499e, 35 ops
    t24 = aten.view.default(t23, [2, 22720])  # t24: cpu f32[2, 22720]
    t25 = aten.slice.Tensor(t24, 1, 0, 32)  # t25: cpu f32[2, 32]
    t26 = aten.clone.default(t25, memory_format=torch.contiguous_format)  # t26: cpu f32[2, 32]
    t27 = aten.view.default(t26, [64])  # t27: cpu f32[64]
    # layers.0.attention.wq (Linear), llama.py:238
    t28 = aten.slice.Tensor(t24, 1, 32, 2080)  # t28: cpu f32[2, 2048]
    t29 = aten.clone.default(t28, memory_format=torch.contiguous_format)  # t29: cpu f32[2, 2048]
    t30 = aten.view.default(t29, [64, 64])  # t30: cpu f32[64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t31 = aten.slice.Tensor(t24, 1, 2080, 3104)  # t31: cpu f32[2, 1024]
    t32 = aten.clone.default(t31, memory_format=torch.contiguous_format)  # t32: cpu f32[2, 1024]
    t33 = aten.view.default(t32, [32, 64])  # t33: cpu f32[32, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t34 = aten.slice.Tensor(t24, 1, 3104, 4128)  # t34: cpu f32[2, 1024]
    t35 = aten.clone.default(t34, memory_format=torch.contiguous_format)  # t35: cpu f32[2, 1024]
    t36 = aten.view.default(t35, [32, 64])  # t36: cpu f32[32, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t37 = aten.slice.Tensor(t24, 1, 4128, 6176)  # t37: cpu f32[2, 2048]
    t38 = aten.clone.default(t37, memory_format=torch.contiguous_format)  # t38: cpu f32[2, 2048]
    t39 = aten.view.default(t38, [64, 64])  # t39: cpu f32[64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t40 = aten.slice.Tensor(t24, 1, 6176, 6208)  # t40: cpu f32[2, 32]
    t41 = aten.clone.default(t40, memory_format=torch.contiguous_format)  # t41: cpu f32[2, 32]
    t42 = aten.view.default(t41, [64])  # t42: cpu f32[64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t43 = aten.slice.Tensor(t24, 1, 6208, 11712)  # t43: cpu f32[2, 5504]
    t44 = aten.clone.default(t43, memory_format=torch.contiguous_format)  # t44: cpu f32[2, 5504]
    t45 = aten.view.default(t44, [172, 64])  # t45: cpu f32[172, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t46 = aten.slice.Tensor(t24, 1, 11712, 17216)  # t46: cpu f32[2, 5504]
    t47 = aten.clone.default(t46, memory_format=torch.contiguous_format)  # t47: cpu f32[2, 5504]
    t48 = aten.view.default(t47, [172, 64])  # t48: cpu f32[172, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t49 = aten.slice.Tensor(t24, 1, 17216, 22720)  # t49: cpu f32[2, 5504]
    t50 = aten.clone.default(t49, memory_format=torch.contiguous_format)  # t50: cpu f32[2, 5504]
    t51 = aten.view.default(t50, [64, 172])  # t51: cpu f32[64, 172]
    # layers.0.attention.wq (Linear), llama.py:238
    t52 = aten.t.default(t30)  # t52: cpu f32[64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t53 = aten.t.default(t33)  # t53: cpu f32[64, 32]
    # layers.0.attention.wv (Linear), llama.py:240
    t54 = aten.t.default(t36)  # t54: cpu f32[64, 32]
    # layers.0.attention.wo (Linear), llama.py:250
    t55 = aten.t.default(t39)  # t55: cpu f32[64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t56 = aten.t.default(t45)  # t56: cpu f32[64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t57 = aten.t.default(t48)  # t57: cpu f32[64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t58 = aten.t.default(t51)  # t58: cpu f32[172, 64]
    # end region 1 -> t26, t29, t32, t35, t38, t41, t44, t47, t50, t52, t53, t54, t55, t56, t57, t58
    # tok_embeddings (Embedding), llama.py:305
    t59 = _c10d_functional.wait_tensor.default(t13)  # t59: cpu f32[256, 64]
    t60 = aten.embedding.default(t59, t12)  # t60: cpu f32[1, 64, 64]
    # region 2: inductor 38e8dc6cc28fae66, 8 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t61 = aten.view.default(t26, [64])  # t61: cpu f32[64]
    t62 = aten.pow.Tensor_Scalar(t60, 2)  # t62: cpu f32[1, 64, 64]
    t63 = aten.mean.dim(t62, [-1], True)  # t63: cpu f32[1, 64, 1]
    t64 = aten.add.Tensor(t63, 1e-05)  # t64: cpu f32[1, 64, 1]
    t65 = aten.rsqrt.default(t64)  # t65: cpu f32[1, 64, 1]
    t66 = aten.mul.Tensor(t60, t65)  # t66: cpu f32[1, 64, 64]
    t67 = aten.mul.Tensor(t66, t61)  # t67: cpu f32[1, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t68 = aten.view.default(t67, [64, 64])  # t68: cpu f32[64, 64]
    # end region 2 -> t65, t68
    t69 = aten.mm.default(t68, t52)  # t69: cpu f32[64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t70 = aten.mm.default(t68, t53)  # t70: cpu f32[64, 32]
    # layers.0.attention.wv (Linear), llama.py:240
    t71 = aten.mm.default(t68, t54)  # t71: cpu f32[64, 32]
    # layers.0.attention (Attention), llama.py:240
    t72 = aten.view.default(t71, [1, 64, 2, 16])  # t72: cpu f32[1, 64, 2, 16]
    # region 3: inductor 2ec8501a8d86bc31, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t73 = aten.slice.Tensor(t10, 0, 0, 64)  # t73: cpu f32[64, 8]
    t74 = aten.slice.Tensor(t11, 0, 0, 64)  # t74: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:205, 206, 207, 208, 209, 210, ...
    t75 = aten.view.default(t69, [1, 64, 4, 8, 2])  # t75: cpu f32[1, 64, 4, 8, 2]
    t76 = aten.select.int(t75, 4, 0)  # t76: cpu f32[1, 64, 4, 8]
    t77 = aten.select.int(t75, 4, 1)  # t77: cpu f32[1, 64, 4, 8]
    t78 = aten.view.default(t73, [1, 64, 1, 8])  # t78: cpu f32[1, 64, 1, 8]
    t79 = aten.view.default(t74, [1, 64, 1, 8])  # t79: cpu f32[1, 64, 1, 8]
    t80 = aten.mul.Tensor(t76, t78)  # t80: cpu f32[1, 64, 4, 8]
    t81 = aten.mul.Tensor(t77, t79)  # t81: cpu f32[1, 64, 4, 8]
    t82 = aten.sub.Tensor(t80, t81)  # t82: cpu f32[1, 64, 4, 8]
    t83 = aten.mul.Tensor(t76, t79)  # t83: cpu f32[1, 64, 4, 8]
    t84 = aten.mul.Tensor(t77, t78)  # t84: cpu f32[1, 64, 4, 8]
    t85 = aten.add.Tensor(t83, t84)  # t85: cpu f32[1, 64, 4, 8]
    t86 = aten.stack.default([t82, t85], -1)  # t86: cpu f32[1, 64, 4, 8, 2]
    t87 = aten.view.default(t86, [1, 64, 4, 16])  # t87: cpu f32[1, 64, 4, 16]
    t88 = aten.transpose.int(t87, 1, 2)  # t88: cpu f32[1, 4, 64, 16]
    # end region 3 -> t86, t88
    # region 4: inductor ab75ca961eddfe8e, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t89 = aten.slice.Tensor(t10, 0, 0, 64)  # t89: cpu f32[64, 8]
    t90 = aten.slice.Tensor(t11, 0, 0, 64)  # t90: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208, 205, 206, 209, 210, ...
    t91 = aten.view.default(t89, [1, 64, 1, 8])  # t91: cpu f32[1, 64, 1, 8]
    t92 = aten.view.default(t90, [1, 64, 1, 8])  # t92: cpu f32[1, 64, 1, 8]
    t93 = aten.view.default(t70, [1, 64, 2, 8, 2])  # t93: cpu f32[1, 64, 2, 8, 2]
    t94 = aten.select.int(t93, 4, 0)  # t94: cpu f32[1, 64, 2, 8]
    t95 = aten.select.int(t93, 4, 1)  # t95: cpu f32[1, 64, 2, 8]
    t96 = aten.mul.Tensor(t94, t91)  # t96: cpu f32[1, 64, 2, 8]
    t97 = aten.mul.Tensor(t95, t92)  # t97: cpu f32[1, 64, 2, 8]
    t98 = aten.sub.Tensor(t96, t97)  # t98: cpu f32[1, 64, 2, 8]
    t99 = aten.mul.Tensor(t94, t92)  # t99: cpu f32[1, 64, 2, 8]
    t100 = aten.mul.Tensor(t95, t91)  # t100: cpu f32[1, 64, 2, 8]
    t101 = aten.add.Tensor(t99, t100)  # t101: cpu f32[1, 64, 2, 8]
    t102 = aten.stack.default([t98, t101], -1)  # t102: cpu f32[1, 64, 2, 8, 2]
    t103 = aten.view.default(t102, [1, 64, 2, 16])  # t103: cpu f32[1, 64, 2, 16]
    t104 = aten.transpose.int(t103, 1, 2)  # t104: cpu f32[1, 2, 64, 16]
    # end region 4 -> t102, t104
    t105 = aten.transpose.int(t72, 1, 2)  # t105: cpu f32[1, 2, 64, 16]
    t106, t107 = aotc.sdpa.default(t88, t104, t105, None, True, None)  # t106: cpu f32[1, 4, 64, 16], t107: cpu f32[1, 4, 64]
    t108 = aten.transpose.int(t106, 1, 2)  # t108: cpu f32[1, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t109 = aten.view.default(t108, [64, 64])  # t109: cpu f32[64, 64]
    t110 = aten.mm.default(t109, t55)  # t110: cpu f32[64, 64]
    # region 5: inductor 224586392f523fe6, 10 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t111 = aten.view.default(t41, [64])  # t111: cpu f32[64]
    # layers.0.attention.wo (Linear), llama.py:250
    t112 = aten._unsafe_view.default(t110, [1, 64, 64])  # t112: cpu f32[1, 64, 64]
    # layers.0 (TransformerBlock), llama.py:281
    t113 = aten.add.Tensor(t60, t112)  # t113: cpu f32[1, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t114 = aten.pow.Tensor_Scalar(t113, 2)  # t114: cpu f32[1, 64, 64]
    t115 = aten.mean.dim(t114, [-1], True)  # t115: cpu f32[1, 64, 1]
    t116 = aten.add.Tensor(t115, 1e-05)  # t116: cpu f32[1, 64, 1]
    t117 = aten.rsqrt.default(t116)  # t117: cpu f32[1, 64, 1]
    t118 = aten.mul.Tensor(t113, t117)  # t118: cpu f32[1, 64, 64]
    t119 = aten.mul.Tensor(t118, t111)  # t119: cpu f32[1, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t120 = aten.view.default(t119, [64, 64])  # t120: cpu f32[64, 64]
    # end region 5 -> t113, t117, t120
    t121 = aten.mm.default(t120, t56)  # t121: cpu f32[64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t122 = aten.mm.default(t120, t57)  # t122: cpu f32[64, 172]
    # region 6: inductor a705a12a506690fb, 5 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t123 = aten._unsafe_view.default(t121, [1, 64, 172])  # t123: cpu f32[1, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t124 = aten.silu.default(t123)  # t124: cpu f32[1, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t125 = aten._unsafe_view.default(t122, [1, 64, 172])  # t125: cpu f32[1, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t126 = aten.mul.Tensor(t124, t125)  # t126: cpu f32[1, 64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t127 = aten.view.default(t126, [64, 172])  # t127: cpu f32[64, 172]
    # end region 6 -> t123, t125, t126, t127
    t128 = aten.mm.default(t127, t58)  # t128: cpu f32[64, 64]
    # region 7: inductor ff65ed9ca54b26d8, 2 ops
    t129 = aten._unsafe_view.default(t128, [1, 64, 64])  # t129: cpu f32[1, 64, 64]
    # layers.0 (TransformerBlock), llama.py:282
    t130 = aten.add.Tensor(t113, t129)  # t130: cpu f32[1, 64, 64]
    # end region 7 -> t130
    return (t130, t10, t11, t12, t26, t29, t32, t35, t38, t41, t44, t47, t50, t60, t65, t71, t86, t102, t106, t107, t113, t117, t123, t125, t126)
    # t130: output 0
    # t10: saved 0
    # t11: saved 1
    # t12: saved 2
    # t26: saved 3
    # t29: saved 4
    # t32: saved 5
    # t35: saved 6
    # t38: saved 7
    # t41: saved 8
    # t44: saved 9
    # t47: saved 10
    # t50: saved 11
    # t60: saved 12
    # t65: saved 13
    # t71: saved 14
    # t86: saved 15
    # t102: saved 16
    # t106: saved 17
    # t107: saved 18
    # t113: saved 19
    # t117: saved 20
    # t123: saved 21
    # t125: saved 22
    # t126: saved 23
