def backward(t0, t1, t2, t3, t4, t5, t6, t7):
    # t0: cpu f32[64, 64]  saved 0
    # t1: cpu f32[64]  saved 1
    # t2: cpu f32[64]  saved 2
    # t3: cpu f32[10, 64]  saved 3
    # t4: cpu f32[8, 32]  saved 4
    # t5: cpu f32[8, 64]  saved 5
    # t6: cpu f32[8, 64]  saved 6
    # t7: cpu f32[8, 10]  tangent 0
    # out (Linear), mlp.py:37
    t8 = aten.mm.default(t7, t3)  # t8: cpu f32[8, 64]
    t9 = aten.t.default(t7)  # t9: cpu f32[10, 8]
    # region 0: inductor 7685e8c11efe80f9, 2 ops
    # (MLP), mlp.py:36
    t10 = aten.gelu.default(t6)  # t10: cpu f32[8, 64]
    # norm (LayerNorm), mlp.py:37
    t11, t12, t13 = aten.native_layer_norm.default(t10, [64], t1, t2, 1e-05)  # t11: cpu f32[8, 64], t12: cpu f32[8, 1], t13: cpu f32[8, 1]
    # end region 0 -> t10, t11, t12, t13
    # out (Linear), mlp.py:37
    t14 = aten.mm.default(t9, t11)  # t14: cpu f32[10, 64]
    # region 1: inductor 1af817538ce84019, 2 ops
    t15 = aten.sum.dim_IntList(t7, [0], True)  # t15: cpu f32[1, 10]
    t16 = aten.view.default(t15, [10])  # t16: cpu f32[10]
    # end region 1 -> t16
    # region 2: inductor dba8b8ecb82653f3, 5 ops
    # norm (LayerNorm), mlp.py:37
    t17, t18, t19 = aten.native_layer_norm_backward.default(t8, t10, [64], t12, t13, t1, t2, [True, True, True])  # t17: cpu f32[8, 64], t18: cpu f32[64], t19: cpu f32[64]
    # (MLP), mlp.py:36
    t20 = aten.gelu_backward.default(t17, t6)  # t20: cpu f32[8, 64]
    # hidden.1 (Linear), mlp.py:36
    t21 = aten.t.default(t20)  # t21: cpu f32[64, 8]
    t22 = aten.sum.dim_IntList(t20, [0], True)  # t22: cpu f32[1, 64]
    t23 = aten.view.default(t22, [64])  # t23: cpu f32[64]
    # end region 2 -> t18, t19, t20, t21, t23
    t24 = aten.mm.default(t20, t0)  # t24: cpu f32[8, 64]
    # region 3: inductor aeffca2ac059aaa4, 1 ops
    # (MLP), mlp.py:36
    t25 = aten.gelu.default(t5)  # t25: cpu f32[8, 64]
    # end region 3 -> t25
    # hidden.1 (Linear), mlp.py:36
    t26 = aten.mm.default(t21, t25)  # t26: cpu f32[64, 64]
    # region 4: inductor 39bcb0fa8e1d3cad, 4 ops
    # (MLP), mlp.py:36
    t27 = aten.gelu_backward.default(t24, t5)  # t27: cpu f32[8, 64]
    # hidden.0 (Linear), mlp.py:36
    t28 = aten.t.default(t27)  # t28: cpu f32[64, 8]
    t29 = aten.sum.dim_IntList(t27, [0], True)  # t29: cpu f32[1, 64]
    t30 = aten.view.default(t29, [64])  # t30: cpu f32[64]
    # end region 4 -> t28, t30
    t31 = aten.mm.default(t28, t4)  # t31: cpu f32[64, 32]
    return (t31, t30, t26, t23, t18, t19, t14, t16)
    # t31: grad hidden.0.weight
    # t30: grad hidden.0.bias
    # t26: grad hidden.1.weight
    # t23: grad hidden.1.bias
    # t18: grad norm.weight
    # t19: grad norm.bias
    # t14: grad out.weight
    # t16: grad out.bias
