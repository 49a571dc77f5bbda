def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12):
    # t0: cpu f32[64, 64]  saved 0
    # t1: cpu f32[64]  saved 1
    # t2: cpu f32[64]  saved 2
    # t3: cpu f32[10, 64]  saved 3
    # t4: cpu f32[8, 32]  saved 4
    # t5: cpu f32[8, 64]  saved 5
    # t6: cpu f32[8, 64]  saved 6
    # t7: cpu f32[8, 64]  saved 7
    # t8: cpu f32[8, 64]  saved 8
    # t9: cpu f32[8, 64]  saved 9
    # t10: cpu f32[8, 1]  saved 10
    # t11: cpu f32[8, 1]  saved 11
    # t12: cpu f32[8, 10]  tangent 0
    t13 = aten.mm.default(t12, t3)  # t13: cpu f32[8, 64]
    t14 = aten.t.default(t12)  # t14: cpu f32[10, 8]
    t15 = aten.mm.default(t14, t9)  # t15: cpu f32[10, 64]
    t16 = aten.sum.dim_IntList(t12, [0], True)  # t16: cpu f32[1, 10]
    t17 = aten.view.default(t16, [10])  # t17: cpu f32[10]
    # region 0: inductor dba8b8ecb82653f3, 5 ops
    t18, t19, t20 = aten.native_layer_norm_backward.default(t13, t8, [64], t10, t11, t1, t2, [True, True, True])  # t18: cpu f32[8, 64], t19: cpu f32[64], t20: cpu f32[64]
    t21 = aten.gelu_backward.default(t18, t7)  # t21: cpu f32[8, 64]
    t22 = aten.t.default(t21)  # t22: cpu f32[64, 8]
    t23 = aten.sum.dim_IntList(t21, [0], True)  # t23: cpu f32[1, 64]
    t24 = aten.view.default(t23, [64])  # t24: cpu f32[64]
    # end region 0 -> t19, t20, t21, t22, t24
    t25 = aten.mm.default(t21, t0)  # t25: cpu f32[8, 64]
    t26 = aten.mm.default(t22, t6)  # t26: cpu f32[64, 64]
    # region 1: inductor 39bcb0fa8e1d3cad, 4 ops
    t27 = aten.gelu_backward.default(t25, t5)  # t27: cpu f32[8, 64]
    t28 = aten.t.default(t27)  # t28: cpu f32[64, 8]
    t29 = aten.sum.dim_IntList(t27, [0], True)  # t29: cpu f32[1, 64]
    t30 = aten.view.default(t29, [64])  # t30: cpu f32[64]
    # end region 1 -> t28, t30
    t31 = aten.mm.default(t28, t4)  # t31: cpu f32[64, 32]
    return (t31, t30, t26, t24, t19, t20, t15, t17)
    # t31: grad hidden.0.weight
    # t30: grad hidden.0.bias
    # t26: grad hidden.1.weight
    # t24: grad hidden.1.bias
    # t19: grad norm.weight
    # t20: grad norm.bias
    # t15: grad out.weight
    # t17: grad out.bias
