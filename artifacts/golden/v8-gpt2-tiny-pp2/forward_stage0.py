def forward_stage0(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14):
    # t0: cpu f32[256, 64]  param wte.weight
    # t1: cpu f32[128, 64]  param wpe.weight
    # t2: cpu f32[64]  param h.0.ln_1.weight
    # t3: cpu f32[64]  param h.0.ln_1.bias
    # t4: cpu f32[192, 64]  param h.0.attn.c_attn.weight
    # t5: cpu f32[192]  param h.0.attn.c_attn.bias
    # t6: cpu f32[64, 64]  param h.0.attn.c_proj.weight
    # t7: cpu f32[64]  param h.0.attn.c_proj.bias
    # t8: cpu f32[64]  param h.0.ln_2.weight
    # t9: cpu f32[64]  param h.0.ln_2.bias
    # t10: cpu f32[256, 64]  param h.0.mlp.c_fc.weight
    # t11: cpu f32[256]  param h.0.mlp.c_fc.bias
    # t12: cpu f32[64, 256]  param h.0.mlp.c_proj.weight
    # t13: cpu f32[64]  param h.0.mlp.c_proj.bias
    # t14: cpu i64[2, 16]  input 0
    # (GPT2), gpt2.py:151
    t15 = aten.arange.default(16, device=torch.device('cpu'), pin_memory=False)  # t15: cpu i64[16]
    # wte (Embedding), gpt2.py:152
    t16 = aten.embedding.default(t0, t14)  # t16: cpu f32[2, 16, 64]
    # wpe (Embedding), gpt2.py:152
    t17 = aten.embedding.default(t1, t15)  # t17: cpu f32[16, 64]
    # region 0: inductor d2d3976b9b8f41e6, 3 ops
    # (GPT2), gpt2.py:152
    t18 = aten.add.Tensor(t16, t17)  # t18: cpu f32[2, 16, 64]
    # h.0.ln_1 (LayerNorm), gpt2.py:101
    t19, t20, t21 = aten.native_layer_norm.default(t18, [64], t2, t3, 1e-05)  # t19: cpu f32[2, 16, 64], t20: cpu f32[2, 16, 1], t21: cpu f32[2, 16, 1]
    # h.0.attn.c_attn (Linear), gpt2.py:74
    t22 = aten.view.default(t19, [32, 64])  # t22: cpu f32[32, 64]
    # end region 0 -> t18, t22
    t23 = aten.t.default(t4)  # t23: cpu f32[64, 192]
    t24 = aten.addmm.default(t5, t22, t23)  # t24: cpu f32[32, 192]
    t25 = aten.view.default(t24, [2, 16, 192])  # t25: cpu f32[2, 16, 192]
    # h.0.attn (CausalSelfAttention), gpt2.py:74, 75, 76, 77, 78, 79
    t26, t27, t28 = aten.split.Tensor(t25, 64, -1)  # t26: cpu f32[2, 16, 64], t27: cpu f32[2, 16, 64], t28: cpu f32[2, 16, 64]
    t29 = aten.view.default(t26, [2, 16, 4, 16])  # t29: cpu f32[2, 16, 4, 16]
    t30 = aten.transpose.int(t29, 1, 2)  # t30: cpu f32[2, 4, 16, 16]
    t31 = aten.view.default(t27, [2, 16, 4, 16])  # t31: cpu f32[2, 16, 4, 16]
    t32 = aten.transpose.int(t31, 1, 2)  # t32: cpu f32[2, 4, 16, 16]
    t33 = aten.view.default(t28, [2, 16, 4, 16])  # t33: cpu f32[2, 16, 4, 16]
    t34 = aten.transpose.int(t33, 1, 2)  # t34: cpu f32[2, 4, 16, 16]
    t35, t36 = aotc.sdpa.default(t30, t32, t34, None, True, None)  # t35: cpu f32[2, 4, 16, 16], t36: cpu f32[2, 4, 16]
    t37 = aten.transpose.int(t35, 1, 2)  # t37: cpu f32[2, 16, 4, 16]
    # h.0.attn.c_proj (Linear), gpt2.py:79
    t38 = aten.view.default(t37, [32, 64])  # t38: cpu f32[32, 64]
    t39 = aten.t.default(t6)  # t39: cpu f32[64, 64]
    t40 = aten.addmm.default(t7, t38, t39)  # t40: cpu f32[32, 64]
    # region 1: inductor 765b13c384e4a691, 4 ops
    t41 = aten.view.default(t40, [2, 16, 64])  # t41: cpu f32[2, 16, 64]
    # h.0 (Block), gpt2.py:101
    t42 = aten.add.Tensor(t18, t41)  # t42: cpu f32[2, 16, 64]
    # h.0.ln_2 (LayerNorm), gpt2.py:102
    t43, t44, t45 = aten.native_layer_norm.default(t42, [64], t8, t9, 1e-05)  # t43: cpu f32[2, 16, 64], t44: cpu f32[2, 16, 1], t45: cpu f32[2, 16, 1]
    # h.0.mlp.c_fc (Linear), gpt2.py:89
    t46 = aten.view.default(t43, [32, 64])  # t46: cpu f32[32, 64]
    # end region 1 -> t42, t46
    t47 = aten.t.default(t10)  # t47: cpu f32[64, 256]
    t48 = aten.addmm.default(t11, t46, t47)  # t48: cpu f32[32, 256]
    # region 2: inductor 8aaf1163069fe3c8, 3 ops
    t49 = aten.view.default(t48, [2, 16, 256])  # t49: cpu f32[2, 16, 256]
    # h.0.mlp (MLP), gpt2.py:89
    t50 = aten.gelu.default(t49, approximate='tanh')  # t50: cpu f32[2, 16, 256]
    # h.0.mlp.c_proj (Linear), gpt2.py:89
    t51 = aten.view.default(t50, [32, 256])  # t51: cpu f32[32, 256]
    # end region 2 -> t51
    t52 = aten.t.default(t12)  # t52: cpu f32[256, 64]
    t53 = aten.addmm.default(t13, t51, t52)  # t53: cpu f32[32, 64]
    # region 3: inductor d0c3f86086666f42, 2 ops
    t54 = aten.view.default(t53, [2, 16, 64])  # t54: cpu f32[2, 16, 64]
    # h.0 (Block), gpt2.py:102
    t55 = aten.add.Tensor(t42, t54)  # t55: cpu f32[2, 16, 64]
    # end region 3 -> t55
    return (t55, t2, t3, t4, t6, t8, t9, t10, t12, t14, t18, t24, t35, t36, t42, t48)
    # t55: output 0
    # t2: saved 0
    # t3: saved 1
    # t4: saved 2
    # t6: saved 3
    # t8: saved 4
    # t9: saved 5
    # t10: saved 6
    # t12: saved 7
    # t14: saved 8
    # t18: saved 9
    # t24: saved 10
    # t35: saved 11
    # t36: saved 12
    # t42: saved 13
    # t48: saved 14
