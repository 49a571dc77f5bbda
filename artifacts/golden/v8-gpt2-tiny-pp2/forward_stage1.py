def forward_stage1(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15):
    # t0: cpu f32[64]  param h.1.ln_1.weight
    # t1: cpu f32[64]  param h.1.ln_1.bias
    # t2: cpu f32[192, 64]  param h.1.attn.c_attn.weight
    # t3: cpu f32[192]  param h.1.attn.c_attn.bias
    # t4: cpu f32[64, 64]  param h.1.attn.c_proj.weight
    # t5: cpu f32[64]  param h.1.attn.c_proj.bias
    # t6: cpu f32[64]  param h.1.ln_2.weight
    # t7: cpu f32[64]  param h.1.ln_2.bias
    # t8: cpu f32[256, 64]  param h.1.mlp.c_fc.weight
    # t9: cpu f32[256]  param h.1.mlp.c_fc.bias
    # t10: cpu f32[64, 256]  param h.1.mlp.c_proj.weight
    # t11: cpu f32[64]  param h.1.mlp.c_proj.bias
    # t12: cpu f32[64]  param ln_f.weight
    # t13: cpu f32[64]  param ln_f.bias
    # t14: cpu f32[256, 64]  param wte.weight
    # t15: cpu f32[2, 16, 64]  input 0
    # region 0: inductor eb097d11443768c3, 2 ops
    # h.1.ln_1 (LayerNorm), gpt2.py:101
    t16, t17, t18 = aten.native_layer_norm.default(t15, [64], t0, t1, 1e-05)  # t16: cpu f32[2, 16, 64], t17: cpu f32[2, 16, 1], t18: cpu f32[2, 16, 1]
    # h.1.attn.c_attn (Linear), gpt2.py:74
    t19 = aten.view.default(t16, [32, 64])  # t19: cpu f32[32, 64]
    # end region 0 -> t19
    t20 = aten.t.default(t2)  # t20: cpu f32[64, 192]
    t21 = aten.addmm.default(t3, t19, t20)  # t21: cpu f32[32, 192]
    t22 = aten.view.default(t21, [2, 16, 192])  # t22: cpu f32[2, 16, 192]
    # h.1.attn (CausalSelfAttention), gpt2.py:74, 75, 76, 77, 78, 79
    t23, t24, t25 = aten.split.Tensor(t22, 64, -1)  # t23: cpu f32[2, 16, 64], t24: cpu f32[2, 16, 64], t25: cpu f32[2, 16, 64]
    t26 = aten.view.default(t23, [2, 16, 4, 16])  # t26: cpu f32[2, 16, 4, 16]
    t27 = aten.transpose.int(t26, 1, 2)  # t27: cpu f32[2, 4, 16, 16]
    t28 = aten.view.default(t24, [2, 16, 4, 16])  # t28: cpu f32[2, 16, 4, 16]
    t29 = aten.transpose.int(t28, 1, 2)  # t29: cpu f32[2, 4, 16, 16]
    t30 = aten.view.default(t25, [2, 16, 4, 16])  # t30: cpu f32[2, 16, 4, 16]
    t31 = aten.transpose.int(t30, 1, 2)  # t31: cpu f32[2, 4, 16, 16]
    t32, t33 = aotc.sdpa.default(t27, t29, t31, None, True, None)  # t32: cpu f32[2, 4, 16, 16], t33: cpu f32[2, 4, 16]
    t34 = aten.transpose.int(t32, 1, 2)  # t34: cpu f32[2, 16, 4, 16]
    # h.1.attn.c_proj (Linear), gpt2.py:79
    t35 = aten.view.default(t34, [32, 64])  # t35: cpu f32[32, 64]
    t36 = aten.t.default(t4)  # t36: cpu f32[64, 64]
    t37 = aten.addmm.default(t5, t35, t36)  # t37: cpu f32[32, 64]
    # region 1: inductor 765b13c384e4a691, 4 ops
    t38 = aten.view.default(t37, [2, 16, 64])  # t38: cpu f32[2, 16, 64]
    # h.1 (Block), gpt2.py:101
    t39 = aten.add.Tensor(t15, t38)  # t39: cpu f32[2, 16, 64]
    # h.1.ln_2 (LayerNorm), gpt2.py:102
    t40, t41, t42 = aten.native_layer_norm.default(t39, [64], t6, t7, 1e-05)  # t40: cpu f32[2, 16, 64], t41: cpu f32[2, 16, 1], t42: cpu f32[2, 16, 1]
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t43 = aten.view.default(t40, [32, 64])  # t43: cpu f32[32, 64]
    # end region 1 -> t39, t43
    t44 = aten.t.default(t8)  # t44: cpu f32[64, 256]
    t45 = aten.addmm.default(t9, t43, t44)  # t45: cpu f32[32, 256]
    # region 2: inductor 8aaf1163069fe3c8, 3 ops
    t46 = aten.view.default(t45, [2, 16, 256])  # t46: cpu f32[2, 16, 256]
    # h.1.mlp (MLP), gpt2.py:89
    t47 = aten.gelu.default(t46, approximate='tanh')  # t47: cpu f32[2, 16, 256]
    # h.1.mlp.c_proj (Linear), gpt2.py:89
    t48 = aten.view.default(t47, [32, 256])  # t48: cpu f32[32, 256]
    # end region 2 -> t48
    t49 = aten.t.default(t10)  # t49: cpu f32[256, 64]
    t50 = aten.addmm.default(t11, t48, t49)  # t50: cpu f32[32, 64]
    # region 3: inductor 765b13c384e4a691, 4 ops
    t51 = aten.view.default(t50, [2, 16, 64])  # t51: cpu f32[2, 16, 64]
    # h.1 (Block), gpt2.py:102
    t52 = aten.add.Tensor(t39, t51)  # t52: cpu f32[2, 16, 64]
    # ln_f (LayerNorm), gpt2.py:155
    t53, t54, t55 = aten.native_layer_norm.default(t52, [64], t12, t13, 1e-05)  # t53: cpu f32[2, 16, 64], t54: cpu f32[2, 16, 1], t55: cpu f32[2, 16, 1]
    # lm_head (Linear), gpt2.py:155
    t56 = aten.view.default(t53, [32, 64])  # t56: cpu f32[32, 64]
    # end region 3 -> t52, t56
    t57 = aten.t.default(t14)  # t57: cpu f32[64, 256]
    t58 = aten.mm.default(t56, t57)  # t58: cpu f32[32, 256]
    t59 = aten._unsafe_view.default(t58, [2, 16, 256])  # t59: cpu f32[2, 16, 256]
    return (t59, t0, t1, t2, t4, t6, t7, t8, t10, t12, t13, t14, t15, t21, t32, t33, t39, t45, t52)
    # t59: output 0
    # t0: saved 0
    # t1: saved 1
    # t2: saved 2
    # t4: saved 3
    # t6: saved 4
    # t7: saved 5
    # t8: saved 6
    # t10: saved 7
    # t12: saved 8
    # t13: saved 9
    # t14: saved 10
    # t15: saved 11
    # t21: saved 12
    # t32: saved 13
    # t33: saved 14
    # t39: saved 15
    # t45: saved 16
    # t52: saved 17
