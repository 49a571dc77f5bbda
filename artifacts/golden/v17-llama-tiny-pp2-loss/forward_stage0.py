def forward_stage0(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12):
    # t0: cpu f32[256, 64]  param tok_embeddings.weight
    # t1: cpu f32[64]  param layers.0.attention_norm.weight
    # t2: cpu f32[64, 64]  param layers.0.attention.wq.weight
    # t3: cpu f32[32, 64]  param layers.0.attention.wk.weight
    # t4: cpu f32[32, 64]  param layers.0.attention.wv.weight
    # t5: cpu f32[64, 64]  param layers.0.attention.wo.weight
    # t6: cpu f32[64]  param layers.0.ffn_norm.weight
    # t7: cpu f32[172, 64]  param layers.0.feed_forward.w1.weight
    # t8: cpu f32[172, 64]  param layers.0.feed_forward.w3.weight
    # t9: cpu f32[64, 172]  param layers.0.feed_forward.w2.weight
    # t10: cpu f32[256, 8]  buffer rope.cos
    # t11: cpu f32[256, 8]  buffer rope.sin
    # t12: cpu i64[2, 16]  input 0
    # tok_embeddings (Embedding), llama.py:305
    t13 = aten.embedding.default(t0, t12)  # t13: cpu f32[2, 16, 64]
    # region 0: inductor 826609ce9e90d4ea, 7 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161, 162
    t14 = aten.pow.Tensor_Scalar(t13, 2)  # t14: cpu f32[2, 16, 64]
    t15 = aten.mean.dim(t14, [-1], True)  # t15: cpu f32[2, 16, 1]
    t16 = aten.add.Tensor(t15, 1e-05)  # t16: cpu f32[2, 16, 1]
    t17 = aten.rsqrt.default(t16)  # t17: cpu f32[2, 16, 1]
    t18 = aten.mul.Tensor(t13, t17)  # t18: cpu f32[2, 16, 64]
    t19 = aten.mul.Tensor(t18, t1)  # t19: cpu f32[2, 16, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t20 = aten.view.default(t19, [32, 64])  # t20: cpu f32[32, 64]
    # end region 0 -> t17, t20
    t21 = aten.t.default(t2)  # t21: cpu f32[64, 64]
    t22 = aten.mm.default(t20, t21)  # t22: cpu f32[32, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t23 = aten.t.default(t3)  # t23: cpu f32[64, 32]
    t24 = aten.mm.default(t20, t23)  # t24: cpu f32[32, 32]
    # layers.0.attention.wv (Linear), llama.py:240
    t25 = aten.t.default(t4)  # t25: cpu f32[64, 32]
    t26 = aten.mm.default(t20, t25)  # t26: cpu f32[32, 32]
    # layers.0.attention (Attention), llama.py:240
    t27 = aten.view.default(t26, [2, 16, 2, 16])  # t27: cpu f32[2, 16, 2, 16]
    # region 1: inductor 37b5dabb86b47835, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t28 = aten.slice.Tensor(t10, 0, 0, 16)  # t28: cpu f32[16, 8]
    t29 = aten.slice.Tensor(t11, 0, 0, 16)  # t29: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:205, 206, 207, 208, 209, 210, ...
    t30 = aten.view.default(t22, [2, 16, 4, 8, 2])  # t30: cpu f32[2, 16, 4, 8, 2]
    t31 = aten.select.int(t30, 4, 0)  # t31: cpu f32[2, 16, 4, 8]
    t32 = aten.select.int(t30, 4, 1)  # t32: cpu f32[2, 16, 4, 8]
    t33 = aten.view.default(t28, [1, 16, 1, 8])  # t33: cpu f32[1, 16, 1, 8]
    t34 = aten.view.default(t29, [1, 16, 1, 8])  # t34: cpu f32[1, 16, 1, 8]
    t35 = aten.mul.Tensor(t31, t33)  # t35: cpu f32[2, 16, 4, 8]
    t36 = aten.mul.Tensor(t32, t34)  # t36: cpu f32[2, 16, 4, 8]
    t37 = aten.sub.Tensor(t35, t36)  # t37: cpu f32[2, 16, 4, 8]
    t38 = aten.mul.Tensor(t31, t34)  # t38: cpu f32[2, 16, 4, 8]
    t39 = aten.mul.Tensor(t32, t33)  # t39: cpu f32[2, 16, 4, 8]
    t40 = aten.add.Tensor(t38, t39)  # t40: cpu f32[2, 16, 4, 8]
    t41 = aten.stack.default([t37, t40], -1)  # t41: cpu f32[2, 16, 4, 8, 2]
    t42 = aten.view.default(t41, [2, 16, 4, 16])  # t42: cpu f32[2, 16, 4, 16]
    t43 = aten.transpose.int(t42, 1, 2)  # t43: cpu f32[2, 4, 16, 16]
    # end region 1 -> t41, t43
    # region 2: inductor dedd21a230c15c17, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t44 = aten.slice.Tensor(t10, 0, 0, 16)  # t44: cpu f32[16, 8]
    t45 = aten.slice.Tensor(t11, 0, 0, 16)  # t45: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207, 208, 205, 206, 209, 210, ...
    t46 = aten.view.default(t44, [1, 16, 1, 8])  # t46: cpu f32[1, 16, 1, 8]
    t47 = aten.view.default(t45, [1, 16, 1, 8])  # t47: cpu f32[1, 16, 1, 8]
    t48 = aten.view.default(t24, [2, 16, 2, 8, 2])  # t48: cpu f32[2, 16, 2, 8, 2]
    t49 = aten.select.int(t48, 4, 0)  # t49: cpu f32[2, 16, 2, 8]
    t50 = aten.select.int(t48, 4, 1)  # t50: cpu f32[2, 16, 2, 8]
    t51 = aten.mul.Tensor(t49, t46)  # t51: cpu f32[2, 16, 2, 8]
    t52 = aten.mul.Tensor(t50, t47)  # t52: cpu f32[2, 16, 2, 8]
    t53 = aten.sub.Tensor(t51, t52)  # t53: cpu f32[2, 16, 2, 8]
    t54 = aten.mul.Tensor(t49, t47)  # t54: cpu f32[2, 16, 2, 8]
    t55 = aten.mul.Tensor(t50, t46)  # t55: cpu f32[2, 16, 2, 8]
    t56 = aten.add.Tensor(t54, t55)  # t56: cpu f32[2, 16, 2, 8]
    t57 = aten.stack.default([t53, t56], -1)  # t57: cpu f32[2, 16, 2, 8, 2]
    t58 = aten.view.default(t57, [2, 16, 2, 16])  # t58: cpu f32[2, 16, 2, 16]
    t59 = aten.transpose.int(t58, 1, 2)  # t59: cpu f32[2, 2, 16, 16]
    # end region 2 -> t57, t59
    t60 = aten.transpose.int(t27, 1, 2)  # t60: cpu f32[2, 2, 16, 16]
    t61, t62 = aotc.sdpa.default(t43, t59, t60, None, True, None)  # t61: cpu f32[2, 4, 16, 16], t62: cpu f32[2, 4, 16]
    t63 = aten.transpose.int(t61, 1, 2)  # t63: cpu f32[2, 16, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t64 = aten.t.default(t5)  # t64: cpu f32[64, 64]
    t65 = aten.view.default(t63, [32, 64])  # t65: cpu f32[32, 64]
    t66 = aten.mm.default(t65, t64)  # t66: cpu f32[32, 64]
    # region 3: inductor cf1c47ddaf77220e, 9 ops
    t67 = aten._unsafe_view.default(t66, [2, 16, 64])  # t67: cpu f32[2, 16, 64]
    # layers.0 (TransformerBlock), llama.py:281
    t68 = aten.add.Tensor(t13, t67)  # t68: cpu f32[2, 16, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t69 = aten.pow.Tensor_Scalar(t68, 2)  # t69: cpu f32[2, 16, 64]
    t70 = aten.mean.dim(t69, [-1], True)  # t70: cpu f32[2, 16, 1]
    t71 = aten.add.Tensor(t70, 1e-05)  # t71: cpu f32[2, 16, 1]
    t72 = aten.rsqrt.default(t71)  # t72: cpu f32[2, 16, 1]
    t73 = aten.mul.Tensor(t68, t72)  # t73: cpu f32[2, 16, 64]
    t74 = aten.mul.Tensor(t73, t6)  # t74: cpu f32[2, 16, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t75 = aten.view.default(t74, [32, 64])  # t75: cpu f32[32, 64]
    # end region 3 -> t68, t72, t75
    t76 = aten.t.default(t7)  # t76: cpu f32[64, 172]
    t77 = aten.mm.default(t75, t76)  # t77: cpu f32[32, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t78 = aten.t.default(t8)  # t78: cpu f32[64, 172]
    t79 = aten.mm.default(t75, t78)  # t79: cpu f32[32, 172]
    # region 4: inductor 5db44bab541c238d, 5 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t80 = aten._unsafe_view.default(t77, [2, 16, 172])  # t80: cpu f32[2, 16, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t81 = aten.silu.default(t80)  # t81: cpu f32[2, 16, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t82 = aten._unsafe_view.default(t79, [2, 16, 172])  # t82: cpu f32[2, 16, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t83 = aten.mul.Tensor(t81, t82)  # t83: cpu f32[2, 16, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t84 = aten.view.default(t83, [32, 172])  # t84: cpu f32[32, 172]
    # end region 4 -> t80, t82, t83, t84
    t85 = aten.t.default(t9)  # t85: cpu f32[172, 64]
    t86 = aten.mm.default(t84, t85)  # t86: cpu f32[32, 64]
    # region 5: inductor e3bf6f351671e9f8, 2 ops
    t87 = aten._unsafe_view.default(t86, [2, 16, 64])  # t87: cpu f32[2, 16, 64]
    # layers.0 (TransformerBlock), llama.py:282
    t88 = aten.add.Tensor(t68, t87)  # t88: cpu f32[2, 16, 64]
    # end region 5 -> t88
    return (t88, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t17, t26, t41, t57, t61, t62, t68, t72, t80, t82, t83)
    # t88: output 0
    # t1: saved 0
    # t2: saved 1
    # t3: saved 2
    # t4: saved 3
    # t5: saved 4
    # t6: saved 5
    # t7: saved 6
    # t8: saved 7
    # t9: saved 8
    # t10: saved 9
    # t11: saved 10
    # t12: saved 11
    # t13: saved 12
    # t17: saved 13
    # t26: saved 14
    # t41: saved 15
    # t57: saved 16
    # t61: saved 17
    # t62: saved 18
    # t68: saved 19
    # t72: saved 20
    # t80: saved 21
    # t82: saved 22
    # t83: saved 23
