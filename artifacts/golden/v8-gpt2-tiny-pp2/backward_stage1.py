def backward_stage1(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18):
    # t0: cpu f32[64]  saved 0
    # t1: cpu f32[64]  saved 1
    # t2: cpu f32[192, 64]  saved 2
    # t3: cpu f32[64, 64]  saved 3
    # t4: cpu f32[64]  saved 4
    # t5: cpu f32[64]  saved 5
    # t6: cpu f32[256, 64]  saved 6
    # t7: cpu f32[64, 256]  saved 7
    # t8: cpu f32[64]  saved 8
    # t9: cpu f32[64]  saved 9
    # t10: cpu f32[256, 64]  saved 10
    # t11: cpu f32[2, 16, 64]  saved 11
    # t12: cpu f32[32, 192]  saved 12
    # t13: cpu f32[2, 4, 16, 16]  saved 13
    # t14: cpu f32[2, 4, 16]  saved 14
    # t15: cpu f32[2, 16, 64]  saved 15
    # t16: cpu f32[32, 256]  saved 16
    # t17: cpu f32[2, 16, 64]  saved 17
    # t18: cpu f32[2, 16, 256]  tangent 0
    # lm_head (Linear), gpt2.py:155
    t19 = aten.view.default(t18, [32, 256])  # t19: cpu f32[32, 256]
    t20 = aten.t.default(t19)  # t20: cpu f32[256, 32]
    # region 0: inductor 33426e03b32b3331, 2 ops
    # ln_f (LayerNorm), gpt2.py:155
    t21, t22, t23 = aten.native_layer_norm.default(t17, [64], t8, t9, 1e-05)  # t21: cpu f32[2, 16, 64], t22: cpu f32[2, 16, 1], t23: cpu f32[2, 16, 1]
    # lm_head (Linear), gpt2.py:155
    t24 = aten.view.default(t21, [32, 64])  # t24: cpu f32[32, 64]
    # end region 0 -> t22, t23, t24
    t25 = aten.mm.default(t20, t24)  # t25: cpu f32[256, 64]
    t26 = aten.mm.default(t19, t10)  # t26: cpu f32[32, 64]
    # region 1: inductor bcba221648d48323, 6 ops
    t27 = aten.view.default(t26, [2, 16, 64])  # t27: cpu f32[2, 16, 64]
    # ln_f (LayerNorm), gpt2.py:155
    t28, t29, t30 = aten.native_layer_norm_backward.default(t27, t17, [64], t22, t23, t8, t9, [True, True, True])  # t28: cpu f32[2, 16, 64], t29: cpu f32[64], t30: cpu f32[64]
    # h.1.mlp.c_proj (Linear), gpt2.py:89
    t31 = aten.view.default(t28, [32, 64])  # t31: cpu f32[32, 64]
    t32 = aten.t.default(t31)  # t32: cpu f32[64, 32]
    t33 = aten.sum.dim_IntList(t31, [0], True)  # t33: cpu f32[1, 64]
    t34 = aten.view.default(t33, [64])  # t34: cpu f32[64]
    # end region 1 -> t28, t29, t30, t31, t32, t34
    t35 = aten.mm.default(t31, t7)  # t35: cpu f32[32, 256]
    # region 2: inductor 8aaf1163069fe3c8, 3 ops
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t36 = aten.view.default(t16, [2, 16, 256])  # t36: cpu f32[2, 16, 256]
    # h.1.mlp (MLP), gpt2.py:89
    t37 = aten.gelu.default(t36, approximate='tanh')  # t37: cpu f32[2, 16, 256]
    # h.1.mlp.c_proj (Linear), gpt2.py:89
    t38 = aten.view.default(t37, [32, 256])  # t38: cpu f32[32, 256]
    # end region 2 -> t38
    # region 3: inductor 9cee0f8209b63583, 7 ops
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t39 = aten.view.default(t16, [2, 16, 256])  # t39: cpu f32[2, 16, 256]
    # h.1.mlp.c_proj (Linear), gpt2.py:89
    t40 = aten.view.default(t35, [2, 16, 256])  # t40: cpu f32[2, 16, 256]
    # h.1.mlp (MLP), gpt2.py:89
    t41 = aten.gelu_backward.default(t40, t39, approximate='tanh')  # t41: cpu f32[2, 16, 256]
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t42 = aten.view.default(t41, [32, 256])  # t42: cpu f32[32, 256]
    t43 = aten.t.default(t42)  # t43: cpu f32[256, 32]
    t44 = aten.sum.dim_IntList(t42, [0], True)  # t44: cpu f32[1, 256]
    t45 = aten.view.default(t44, [256])  # t45: cpu f32[256]
    # end region 3 -> t42, t43, t45
    # h.1.mlp.c_proj (Linear), gpt2.py:89
    t46 = aten.mm.default(t32, t38)  # t46: cpu f32[64, 256]
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t47 = aten.mm.default(t42, t6)  # t47: cpu f32[32, 64]
    # region 4: inductor 33426e03b32b3331, 2 ops
    # h.1.ln_2 (LayerNorm), gpt2.py:102
    t48, t49, t50 = aten.native_layer_norm.default(t15, [64], t4, t5, 1e-05)  # t48: cpu f32[2, 16, 64], t49: cpu f32[2, 16, 1], t50: cpu f32[2, 16, 1]
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t51 = aten.view.default(t48, [32, 64])  # t51: cpu f32[32, 64]
    # end region 4 -> t49, t50, t51
    t52 = aten.mm.default(t43, t51)  # t52: cpu f32[256, 64]
    # region 5: inductor cbe47ab9deb9cd8b, 7 ops
    t53 = aten.view.default(t47, [2, 16, 64])  # t53: cpu f32[2, 16, 64]
    # h.1.ln_2 (LayerNorm), gpt2.py:102
    t54, t55, t56 = aten.native_layer_norm_backward.default(t53, t15, [64], t49, t50, t4, t5, [True, True, True])  # t54: cpu f32[2, 16, 64], t55: cpu f32[64], t56: cpu f32[64]
    t57 = aten.add.Tensor(t28, t54)  # t57: cpu f32[2, 16, 64]
    # h.1.attn.c_proj (Linear), gpt2.py:79
    t58 = aten.view.default(t57, [32, 64])  # t58: cpu f32[32, 64]
    t59 = aten.t.default(t58)  # t59: cpu f32[64, 32]
    t60 = aten.sum.dim_IntList(t58, [0], True)  # t60: cpu f32[1, 64]
    t61 = aten.view.default(t60, [64])  # t61: cpu f32[64]
    # end region 5 -> t55, t56, t57, t58, t59, t61
    t62 = aten.mm.default(t58, t3)  # t62: cpu f32[32, 64]
    # h.1.attn (CausalSelfAttention), gpt2.py:79
    t63 = aten.transpose.int(t13, 1, 2)  # t63: cpu f32[2, 16, 4, 16]
    # h.1.attn.c_proj (Linear), gpt2.py:79
    t64 = aten.view.default(t63, [32, 64])  # t64: cpu f32[32, 64]
    t65 = aten.mm.default(t59, t64)  # t65: cpu f32[64, 64]
    # h.1.attn (CausalSelfAttention), gpt2.py:79
    t66 = aten.view.default(t62, [2, 16, 4, 16])  # t66: cpu f32[2, 16, 4, 16]
    t67 = aten.transpose.int(t66, 1, 2)  # t67: cpu f32[2, 4, 16, 16]
    # h.1.attn.c_attn (Linear), gpt2.py:74
    t68 = aten.view.default(t12, [2, 16, 192])  # t68: cpu f32[2, 16, 192]
    # h.1.attn (CausalSelfAttention), gpt2.py:74, 75, 76, 77, 78
    t69, t70, t71 = aten.split.Tensor(t68, 64, -1)  # t69: cpu f32[2, 16, 64], t70: cpu f32[2, 16, 64], t71: cpu f32[2, 16, 64]
    t72 = aten.view.default(t69, [2, 16, 4, 16])  # t72: cpu f32[2, 16, 4, 16]
    t73 = aten.transpose.int(t72, 1, 2)  # t73: cpu f32[2, 4, 16, 16]
    t74 = aten.view.default(t70, [2, 16, 4, 16])  # t74: cpu f32[2, 16, 4, 16]
    t75 = aten.transpose.int(t74, 1, 2)  # t75: cpu f32[2, 4, 16, 16]
    t76 = aten.view.default(t71, [2, 16, 4, 16])  # t76: cpu f32[2, 16, 4, 16]
    t77 = aten.transpose.int(t76, 1, 2)  # t77: cpu f32[2, 4, 16, 16]
    t78, t79, t80 = aotc.sdpa_backward.default(t67, t73, t75, t77, None, t13, t14, True, None)  # t78: cpu f32[2, 4, 16, 16], t79: cpu f32[2, 4, 16, 16], t80: cpu f32[2, 4, 16, 16]
    # region 6: inductor 45044458f526969d, 11 ops
    t81 = aten.transpose.int(t80, 1, 2)  # t81: cpu f32[2, 16, 4, 16]
    t82 = aten.view.default(t81, [2, 16, 64])  # t82: cpu f32[2, 16, 64]
    t83 = aten.transpose.int(t79, 1, 2)  # t83: cpu f32[2, 16, 4, 16]
    t84 = aten.view.default(t83, [2, 16, 64])  # t84: cpu f32[2, 16, 64]
    t85 = aten.transpose.int(t78, 1, 2)  # t85: cpu f32[2, 16, 4, 16]
    t86 = aten.view.default(t85, [2, 16, 64])  # t86: cpu f32[2, 16, 64]
    t87 = aten.cat.default([t86, t84, t82], 2)  # t87: cpu f32[2, 16, 192]
    # h.1.attn.c_attn (Linear), gpt2.py:74
    t88 = aten.view.default(t87, [32, 192])  # t88: cpu f32[32, 192]
    t89 = aten.t.default(t88)  # t89: cpu f32[192, 32]
    t90 = aten.sum.dim_IntList(t88, [0], True)  # t90: cpu f32[1, 192]
    t91 = aten.view.default(t90, [192])  # t91: cpu f32[192]
    # end region 6 -> t88, t89, t91
    t92 = aten.mm.default(t88, t2)  # t92: cpu f32[32, 64]
    # region 7: inductor 33426e03b32b3331, 2 ops
    # h.1.ln_1 (LayerNorm), gpt2.py:101
    t93, t94, t95 = aten.native_layer_norm.default(t11, [64], t0, t1, 1e-05)  # t93: cpu f32[2, 16, 64], t94: cpu f32[2, 16, 1], t95: cpu f32[2, 16, 1]
    # h.1.attn.c_attn (Linear), gpt2.py:74
    t96 = aten.view.default(t93, [32, 64])  # t96: cpu f32[32, 64]
    # end region 7 -> t94, t95, t96
    t97 = aten.mm.default(t89, t96)  # t97: cpu f32[192, 64]
    # region 8: inductor 95b23208a74b59e2, 3 ops
    t98 = aten.view.default(t92, [2, 16, 64])  # t98: cpu f32[2, 16, 64]
    # h.1.ln_1 (LayerNorm), gpt2.py:101
    t99, t100, t101 = aten.native_layer_norm_backward.default(t98, t11, [64], t94, t95, t0, t1, [True, True, True])  # t99: cpu f32[2, 16, 64], t100: cpu f32[64], t101: cpu f32[64]
    t102 = aten.add.Tensor(t57, t99)  # t102: cpu f32[2, 16, 64]
    # end region 8 -> t100, t101, t102
    return (t100, t101, t97, t91, t65, t61, t55, t56, t52, t45, t46, t34, t29, t30, t25, t102)
    # t100: grad h.1.ln_1.weight
    # t101: grad h.1.ln_1.bias
    # t97: grad h.1.attn.c_attn.weight
    # t91: grad h.1.attn.c_attn.bias
    # t65: grad h.1.attn.c_proj.weight
    # t61: grad h.1.attn.c_proj.bias
    # t55: grad h.1.ln_2.weight
    # t56: grad h.1.ln_2.bias
    # t52: grad h.1.mlp.c_fc.weight
    # t45: grad h.1.mlp.c_fc.bias
    # t46: grad h.1.mlp.c_proj.weight
    # t34: grad h.1.mlp.c_proj.bias
    # t29: grad ln_f.weight
    # t30: grad ln_f.bias
    # t25: grad wte.weight
    # t102: input_grad 0
