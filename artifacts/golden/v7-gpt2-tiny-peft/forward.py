def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28):
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
    # t14: cpu f32[64]  param h.1.ln_1.weight
    # t15: cpu f32[64]  param h.1.ln_1.bias
    # t16: cpu f32[192, 64]  param h.1.attn.c_attn.weight
    # t17: cpu f32[192]  param h.1.attn.c_attn.bias
    # t18: cpu f32[64, 64]  param h.1.attn.c_proj.weight
    # t19: cpu f32[64]  param h.1.attn.c_proj.bias
    # t20: cpu f32[64]  param h.1.ln_2.weight
    # t21: cpu f32[64]  param h.1.ln_2.bias
    # t22: cpu f32[256, 64]  param h.1.mlp.c_fc.weight
    # t23: cpu f32[256]  param h.1.mlp.c_fc.bias
    # t24: cpu f32[64, 256]  param h.1.mlp.c_proj.weight
    # t25: cpu f32[64]  param h.1.mlp.c_proj.bias
    # t26: cpu f32[64]  param ln_f.weight
    # t27: cpu f32[64]  param ln_f.bias
    # t28: cpu i64[2, 16]  input 0
    # (GPT2), gpt2.py:151
    t29 = aten.arange.default(16, device=torch.device('cpu'), pin_memory=False)  # t29: cpu i64[16]
    # wte (Embedding), gpt2.py:152
    t30 = aten.embedding.default(t0, t28)  # t30: cpu f32[2, 16, 64]
    # wpe (Embedding), gpt2.py:152
    t31 = aten.embedding.default(t1, t29)  # t31: cpu f32[16, 64]
    # region 0: inductor d2d3976b9b8f41e6, 3 ops
    # (GPT2), gpt2.py:152
    t32 = aten.add.Tensor(t30, t31)  # t32: cpu f32[2, 16, 64]
    # h.0.ln_1 (LayerNorm), gpt2.py:101
    t33, t34, t35 = aten.native_layer_norm.default(t32, [64], t2, t3, 1e-05)  # t33: cpu f32[2, 16, 64], t34: cpu f32[2, 16, 1], t35: cpu f32[2, 16, 1]
    # h.0.attn.c_attn (Linear), gpt2.py:74
    t36 = aten.view.default(t33, [32, 64])  # t36: cpu f32[32, 64]
    # end region 0 -> t32, t36
    t37 = aten.t.default(t4)  # t37: cpu f32[64, 192]
    t38 = aten.addmm.default(t5, t36, t37)  # t38: cpu f32[32, 192]
    t39 = aten.view.default(t38, [2, 16, 192])  # t39: cpu f32[2, 16, 192]
    # h.0.attn (CausalSelfAttention), gpt2.py:74, 75, 76, 77, 78, 79
    t40, t41, t42 = aten.split.Tensor(t39, 64, -1)  # t40: cpu f32[2, 16, 64], t41: cpu f32[2, 16, 64], t42: cpu f32[2, 16, 64]
    t43 = aten.view.default(t40, [2, 16, 4, 16])  # t43: cpu f32[2, 16, 4, 16]
    t44 = aten.transpose.int(t43, 1, 2)  # t44: cpu f32[2, 4, 16, 16]
    t45 = aten.view.default(t41, [2, 16, 4, 16])  # t45: cpu f32[2, 16, 4, 16]
    t46 = aten.transpose.int(t45, 1, 2)  # t46: cpu f32[2, 4, 16, 16]
    t47 = aten.view.default(t42, [2, 16, 4, 16])  # t47: cpu f32[2, 16, 4, 16]
    t48 = aten.transpose.int(t47, 1, 2)  # t48: cpu f32[2, 4, 16, 16]
    t49, t50 = aotc.sdpa.default(t44, t46, t48, None, True, None)  # t49: cpu f32[2, 4, 16, 16], t50: cpu f32[2, 4, 16]
    t51 = aten.transpose.int(t49, 1, 2)  # t51: cpu f32[2, 16, 4, 16]
    # h.0.attn.c_proj (Linear), gpt2.py:79
    t52 = aten.view.default(t51, [32, 64])  # t52: cpu f32[32, 64]
    t53 = aten.t.default(t6)  # t53: cpu f32[64, 64]
    t54 = aten.addmm.default(t7, t52, t53)  # t54: cpu f32[32, 64]
    # region 1: inductor 765b13c384e4a691, 4 ops
    t55 = aten.view.default(t54, [2, 16, 64])  # t55: cpu f32[2, 16, 64]
    # h.0 (Block), gpt2.py:101
    t56 = aten.add.Tensor(t32, t55)  # t56: cpu f32[2, 16, 64]
    # h.0.ln_2 (LayerNorm), gpt2.py:102
    t57, t58, t59 = aten.native_layer_norm.default(t56, [64], t8, t9, 1e-05)  # t57: cpu f32[2, 16, 64], t58: cpu f32[2, 16, 1], t59: cpu f32[2, 16, 1]
    # h.0.mlp.c_fc (Linear), gpt2.py:89
    t60 = aten.view.default(t57, [32, 64])  # t60: cpu f32[32, 64]
    # end region 1 -> t56, t60
    t61 = aten.t.default(t10)  # t61: cpu f32[64, 256]
    t62 = aten.addmm.default(t11, t60, t61)  # t62: cpu f32[32, 256]
    # region 2: inductor 8aaf1163069fe3c8, 3 ops
    t63 = aten.view.default(t62, [2, 16, 256])  # t63: cpu f32[2, 16, 256]
    # h.0.mlp (MLP), gpt2.py:89
    t64 = aten.gelu.default(t63, approximate='tanh')  # t64: cpu f32[2, 16, 256]
    # h.0.mlp.c_proj (Linear), gpt2.py:89
    t65 = aten.view.default(t64, [32, 256])  # t65: cpu f32[32, 256]
    # end region 2 -> t65
    t66 = aten.t.default(t12)  # t66: cpu f32[256, 64]
    t67 = aten.addmm.default(t13, t65, t66)  # t67: cpu f32[32, 64]
    # region 3: inductor 765b13c384e4a691, 4 ops
    t68 = aten.view.default(t67, [2, 16, 64])  # t68: cpu f32[2, 16, 64]
    # h.0 (Block), gpt2.py:102
    t69 = aten.add.Tensor(t56, t68)  # t69: cpu f32[2, 16, 64]
    # h.1.ln_1 (LayerNorm), gpt2.py:101
    t70, t71, t72 = aten.native_layer_norm.default(t69, [64], t14, t15, 1e-05)  # t70: cpu f32[2, 16, 64], t71: cpu f32[2, 16, 1], t72: cpu f32[2, 16, 1]
    # h.1.attn.c_attn (Linear), gpt2.py:74
    t73 = aten.view.default(t70, [32, 64])  # t73: cpu f32[32, 64]
    # end region 3 -> t69, t73
    t74 = aten.t.default(t16)  # t74: cpu f32[64, 192]
    t75 = aten.addmm.default(t17, t73, t74)  # t75: cpu f32[32, 192]
    t76 = aten.view.default(t75, [2, 16, 192])  # t76: cpu f32[2, 16, 192]
    # h.1.attn (CausalSelfAttention), gpt2.py:74, 75, 76, 77, 78, 79
    t77, t78, t79 = aten.split.Tensor(t76, 64, -1)  # t77: cpu f32[2, 16, 64], t78: cpu f32[2, 16, 64], t79: cpu f32[2, 16, 64]
    t80 = aten.view.default(t77, [2, 16, 4, 16])  # t80: cpu f32[2, 16, 4, 16]
    t81 = aten.transpose.int(t80, 1, 2)  # t81: cpu f32[2, 4, 16, 16]
    t82 = aten.view.default(t78, [2, 16, 4, 16])  # t82: cpu f32[2, 16, 4, 16]
    t83 = aten.transpose.int(t82, 1, 2)  # t83: cpu f32[2, 4, 16, 16]
    t84 = aten.view.default(t79, [2, 16, 4, 16])  # t84: cpu f32[2, 16, 4, 16]
    t85 = aten.transpose.int(t84, 1, 2)  # t85: cpu f32[2, 4, 16, 16]
    t86, t87 = aotc.sdpa.default(t81, t83, t85, None, True, None)  # t86: cpu f32[2, 4, 16, 16], t87: cpu f32[2, 4, 16]
    t88 = aten.transpose.int(t86, 1, 2)  # t88: cpu f32[2, 16, 4, 16]
    # h.1.attn.c_proj (Linear), gpt2.py:79
    t89 = aten.view.default(t88, [32, 64])  # t89: cpu f32[32, 64]
    t90 = aten.t.default(t18)  # t90: cpu f32[64, 64]
    t91 = aten.addmm.default(t19, t89, t90)  # t91: cpu f32[32, 64]
    # region 4: inductor 765b13c384e4a691, 4 ops
    t92 = aten.view.default(t91, [2, 16, 64])  # t92: cpu f32[2, 16, 64]
    # h.1 (Block), gpt2.py:101
    t93 = aten.add.Tensor(t69, t92)  # t93: cpu f32[2, 16, 64]
    # h.1.ln_2 (LayerNorm), gpt2.py:102
    t94, t95, t96 = aten.native_layer_norm.default(t93, [64], t20, t21, 1e-05)  # t94: cpu f32[2, 16, 64], t95: cpu f32[2, 16, 1], t96: cpu f32[2, 16, 1]
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t97 = aten.view.default(t94, [32, 64])  # t97: cpu f32[32, 64]
    # end region 4 -> t93, t97
    t98 = aten.t.default(t22)  # t98: cpu f32[64, 256]
    t99 = aten.addmm.default(t23, t97, t98)  # t99: cpu f32[32, 256]
    # region 5: inductor 8aaf1163069fe3c8, 3 ops
    t100 = aten.view.default(t99, [2, 16, 256])  # t100: cpu f32[2, 16, 256]
    # h.1.mlp (MLP), gpt2.py:89
    t101 = aten.gelu.default(t100, approximate='tanh')  # t101: cpu f32[2, 16, 256]
    # h.1.mlp.c_proj (Linear), gpt2.py:89
    t102 = aten.view.default(t101, [32, 256])  # t102: cpu f32[32, 256]
    # end region 5 -> t102
    t103 = aten.t.default(t24)  # t103: cpu f32[256, 64]
    t104 = aten.addmm.default(t25, t102, t103)  # t104: cpu f32[32, 64]
    # region 6: inductor 765b13c384e4a691, 4 ops
    t105 = aten.view.default(t104, [2, 16, 64])  # t105: cpu f32[2, 16, 64]
    # h.1 (Block), gpt2.py:102
    t106 = aten.add.Tensor(t93, t105)  # t106: cpu f32[2, 16, 64]
    # ln_f (LayerNorm), gpt2.py:155
    t107, t108, t109 = aten.native_layer_norm.default(t106, [64], t26, t27, 1e-05)  # t107: cpu f32[2, 16, 64], t108: cpu f32[2, 16, 1], t109: cpu f32[2, 16, 1]
    # lm_head (Linear), gpt2.py:155
    t110 = aten.view.default(t107, [32, 64])  # t110: cpu f32[32, 64]
    # end region 6 -> t106, t110
    t111 = aten.t.default(t0)  # t111: cpu f32[64, 256]
    t112 = aten.mm.default(t110, t111)  # t112: cpu f32[32, 256]
    t113 = aten._unsafe_view.default(t112, [2, 16, 256])  # t113: cpu f32[2, 16, 256]
    return (t113, t0, t2, t3, t4, t6, t8, t9, t10, t12, t14, t15, t16, t18, t20, t21, t22, t24, t26, t27, t28, t32, t38, t49, t50, t56, t62, t69, t75, t86, t87, t93, t99, t106)
    # t113: output 0
    # t0: saved 0
    # t2: saved 1
    # t3: saved 2
    # t4: saved 3
    # t6: saved 4
    # t8: saved 5
    # t9: saved 6
    # t10: saved 7
    # t12: saved 8
    # t14: saved 9
    # t15: saved 10
    # t16: saved 11
    # t18: saved 12
    # t20: saved 13
    # t21: saved 14
    # t22: saved 15
    # t24: saved 16
    # t26: saved 17
    # t27: saved 18
    # t28: saved 19
    # t32: saved 20
    # t38: saved 21
    # t49: saved 22
    # t50: saved 23
    # t56: saved 24
    # t62: saved 25
    # t69: saved 26
    # t75: saved 27
    # t86: saved 28
    # t87: saved 29
    # t93: saved 30
    # t99: saved 31
    # t106: saved 32
