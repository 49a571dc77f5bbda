def backward_stage0(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15):
    # t0: cpu f32[64]  saved 0
    # t1: cpu f32[64]  saved 1
    # t2: cpu f32[192, 64]  saved 2
    # t3: cpu f32[64, 64]  saved 3
    # t4: cpu f32[64]  saved 4
    # t5: cpu f32[64]  saved 5
    # t6: cpu f32[256, 64]  saved 6
    # t7: cpu f32[64, 256]  saved 7
    # t8: cpu i64[2, 16]  saved 8
    # t9: cpu f32[2, 16, 64]  saved 9
    # t10: cpu f32[32, 192]  saved 10
    # t11: cpu f32[2, 4, 16, 16]  saved 11
    # t12: cpu f32[2, 4, 16]  saved 12
    # t13: cpu f32[2, 16, 64]  saved 13
    # t14: cpu f32[32, 256]  saved 14
    # t15: cpu f32[2, 16, 64]  tangent 0
    # h.0.mlp.c_proj (Linear), gpt2.py:89
    t16 = aten.view.default(t15, [32, 64])  # t16: cpu f32[32, 64]
    t17 = aten.mm.default(t16, t7)  # t17: cpu f32[32, 256]
    # region 0: inductor 4e588b061244beec, 4 ops
    t18 = aten.view.default(t17, [2, 16, 256])  # t18: cpu f32[2, 16, 256]
    # h.0.mlp.c_fc (Linear), gpt2.py:89
    t19 = aten.view.default(t14, [2, 16, 256])  # t19: cpu f32[2, 16, 256]
    # h.0.mlp (MLP), gpt2.py:89
    t20 = aten.gelu_backward.default(t18, t19, approximate='tanh')  # t20: cpu f32[2, 16, 256]
    # h.0.mlp.c_fc (Linear), gpt2.py:89
    t21 = aten.view.default(t20, [32, 256])  # t21: cpu f32[32, 256]
    # end region 0 -> t21
    t22 = aten.mm.default(t21, t6)  # t22: cpu f32[32, 64]
    # region 1: inductor f327ea9d2d328bb7, 5 ops
    t23 = aten.view.default(t22, [2, 16, 64])  # t23: cpu f32[2, 16, 64]
    # h.0.ln_2 (LayerNorm), gpt2.py:102
    t24, t25, t26 = aten.native_layer_norm.default(t13, [64], t4, t5, 1e-05)  # t24: cpu f32[2, 16, 64], t25: cpu f32[2, 16, 1], t26: cpu f32[2, 16, 1]
    t27, t28, t29 = aten.native_layer_norm_backward.default(t23, t13, [64], t25, t26, t4, t5, [True, True, True])  # t27: cpu f32[2, 16, 64], t28: cpu f32[64], t29: cpu f32[64]
    t30 = aten.add.Tensor(t15, t27)  # t30: cpu f32[2, 16, 64]
    # h.0.attn.c_proj (Linear), gpt2.py:79
    t31 = aten.view.default(t30, [32, 64])  # t31: cpu f32[32, 64]
    # end region 1 -> t30, t31
    t32 = aten.mm.default(t31, t3)  # t32: cpu f32[32, 64]
    # h.0.attn (CausalSelfAttention), gpt2.py:79
    t33 = aten.view.default(t32, [2, 16, 4, 16])  # t33: cpu f32[2, 16, 4, 16]
    t34 = aten.transpose.int(t33, 1, 2)  # t34: cpu f32[2, 4, 16, 16]
    # h.0.attn.c_attn (Linear), gpt2.py:74
    t35 = aten.view.default(t10, [2, 16, 192])  # t35: cpu f32[2, 16, 192]
    # h.0.attn (CausalSelfAttention), gpt2.py:74, 75, 76, 77, 78
    t36, t37, t38 = aten.split.Tensor(t35, 64, -1)  # t36: cpu f32[2, 16, 64], t37: cpu f32[2, 16, 64], t38: cpu f32[2, 16, 64]
    t39 = aten.view.default(t36, [2, 16, 4, 16])  # t39: cpu f32[2, 16, 4, 16]
    t40 = aten.transpose.int(t39, 1, 2)  # t40: cpu f32[2, 4, 16, 16]
    t41 = aten.view.default(t37, [2, 16, 4, 16])  # t41: cpu f32[2, 16, 4, 16]
    t42 = aten.transpose.int(t41, 1, 2)  # t42: cpu f32[2, 4, 16, 16]
    t43 = aten.view.default(t38, [2, 16, 4, 16])  # t43: cpu f32[2, 16, 4, 16]
    t44 = aten.transpose.int(t43, 1, 2)  # t44: cpu f32[2, 4, 16, 16]
    t45, t46, t47 = aotc.sdpa_backward.default(t34, t40, t42, t44, None, t11, t12, True, None)  # t45: cpu f32[2, 4, 16, 16], t46: cpu f32[2, 4, 16, 16], t47: cpu f32[2, 4, 16, 16]
    # region 2: inductor 69072eb008c2506c, 8 ops
    t48 = aten.transpose.int(t47, 1, 2)  # t48: cpu f32[2, 16, 4, 16]
    t49 = aten.view.default(t48, [2, 16, 64])  # t49: cpu f32[2, 16, 64]
    t50 = aten.transpose.int(t46, 1, 2)  # t50: cpu f32[2, 16, 4, 16]
    t51 = aten.view.default(t50, [2, 16, 64])  # t51: cpu f32[2, 16, 64]
    t52 = aten.transpose.int(t45, 1, 2)  # t52: cpu f32[2, 16, 4, 16]
    t53 = aten.view.default(t52, [2, 16, 64])  # t53: cpu f32[2, 16, 64]
    t54 = aten.cat.default([t53, t51, t49], 2)  # t54: cpu f32[2, 16, 192]
    # h.0.attn.c_attn (Linear), gpt2.py:74
    t55 = aten.view.default(t54, [32, 192])  # t55: cpu f32[32, 192]
    # end region 2 -> t55
    t56 = aten.mm.default(t55, t2)  # t56: cpu f32[32, 64]
    # region 3: inductor 61bb89f0a7521b38, 6 ops
    t57 = aten.view.default(t56, [2, 16, 64])  # t57: cpu f32[2, 16, 64]
    # h.0.ln_1 (LayerNorm), gpt2.py:101
    t58, t59, t60 = aten.native_layer_norm.default(t9, [64], t0, t1, 1e-05)  # t58: cpu f32[2, 16, 64], t59: cpu f32[2, 16, 1], t60: cpu f32[2, 16, 1]
    t61, t62, t63 = aten.native_layer_norm_backward.default(t57, t9, [64], t59, t60, t0, t1, [True, True, True])  # t61: cpu f32[2, 16, 64], t62: cpu f32[64], t63: cpu f32[64]
    t64 = aten.add.Tensor(t30, t61)  # t64: cpu f32[2, 16, 64]
    # (GPT2), gpt2.py:152
    t65 = aten.sum.dim_IntList(t64, [0], True)  # t65: cpu f32[1, 16, 64]
    t66 = aten.view.default(t65, [16, 64])  # t66: cpu f32[16, 64]
    # end region 3 -> t64, t66
    t67 = aten.arange.default(16, device=torch.device('cpu'), pin_memory=False)  # t67: cpu i64[16]
    # wpe (Embedding), gpt2.py:152
    t68 = aten.embedding_dense_backward.default(t66, t67, 128, -1, False)  # t68: cpu f32[128, 64]
    # wte (Embedding), gpt2.py:152
    t69 = aten.embedding_dense_backward.default(t64, t8, 256, -1, False)  # t69: cpu f32[256, 64]
    return (t69, t68, None, None, None, None, None, None, None, None, None, None, None, None)
    # t69: grad wte.weight
    # t68: grad wpe.weight
    # None: grad h.0.ln_1.weight
    # None: grad h.0.ln_1.bias
    # None: grad h.0.attn.c_attn.weight
    # None: grad h.0.attn.c_attn.bias
    # None: grad h.0.attn.c_proj.weight
    # None: grad h.0.attn.c_proj.bias
    # None: grad h.0.ln_2.weight
    # None: grad h.0.ln_2.bias
    # None: grad h.0.mlp.c_fc.weight
    # None: grad h.0.mlp.c_fc.bias
    # None: grad h.0.mlp.c_proj.weight
    # None: grad h.0.mlp.c_proj.bias
