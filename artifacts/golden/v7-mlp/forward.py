def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8):
    # t0: cpu f32[64, 32]  param hidden.0.weight
    # t1: cpu f32[64]  param hidden.0.bias
    # t2: cpu f32[64, 64]  param hidden.1.weight
    # t3: cpu f32[64]  param hidden.1.bias
    # t4: cpu f32[64]  param norm.weight
    # t5: cpu f32[64]  param norm.bias
    # t6: cpu f32[10, 64]  param out.weight
    # t7: cpu f32[10]  param out.bias
    # t8: cpu f32[8, 32]  input 0
    # hidden.0 (Linear), mlp.py:36
    t9 = aten.t.default(t0)  # t9: cpu f32[32, 64]
    t10 = aten.addmm.default(t1, t8, t9)  # t10: cpu f32[8, 64]
    # region 0: inductor aeffca2ac059aaa4, 1 ops
    # (MLP), mlp.py:36
    t11 = aten.gelu.default(t10)  # t11: cpu f32[8, 64]
    # end region 0 -> t11
    # hidden.1 (Linear), mlp.py:36
    t12 = aten.t.default(t2)  # t12: cpu f32[64, 64]
    t13 = aten.addmm.default(t3, t11, t12)  # t13: cpu f32[8, 64]
    # region 1: inductor 0ef8270dea6949f5, 2 ops
    # (MLP), mlp.py:36
    t14 = aten.gelu.default(t13)  # t14: cpu f32[8, 64]
    # norm (LayerNorm), mlp.py:37
    t15, t16, t17 = aten.native_layer_norm.default(t14, [64], t4, t5, 1e-05)  # t15: cpu f32[8, 64], t16: cpu f32[8, 1], t17: cpu f32[8, 1]
    # end region 1 -> t15
    # out (Linear), mlp.py:37
    t18 = aten.t.default(t6)  # t18: cpu f32[64, 10]
    t19 = aten.addmm.default(t7, t15, t18)  # t19: cpu f32[8, 10]
    return (t19, t2, t4, t5, t6, t8, t10, t13)
    # t19: output 0
    # t2: saved 0
    # t4: saved 1
    # t5: saved 2
    # t6: saved 3
    # t8: saved 4
    # t10: saved 5
    # t13: saved 6
