def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29):
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
    # t28: cpu f32[256, 64]  param lm_head.weight
    # t29: cpu i64[2, 16]  input 0
    t30 = aten.arange.default(16, device=torch.device('cpu'), pin_memory=False)  # t30: cpu i64[16]
    t31 = aten.embedding.default(t0, t29)  # t31: cpu f32[2, 16, 64]
    t32 = aten.embedding.default(t1, t30)  # t32: cpu f32[16, 64]
    # region 0: inductor 478c23bd816218fd, 3 ops
    t33 = aten.add.Tensor(t31, t32)  # t33: cpu f32[2, 16, 64]
    t34, t35, t36 = aten.native_layer_norm.default(t33, [64], t2, t3, 1e-05)  # t34: cpu f32[2, 16, 64], t35: cpu f32[2, 16, 1], t36: cpu f32[2, 16, 1]
    t37 = aten.view.default(t34, [32, 64])  # t37: cpu f32[32, 64]
    # end region 0 -> t33, t35, t36, t37
    t38 = aten.t.default(t4)  # t38: cpu f32[64, 192]
    t39 = aten.addmm.default(t5, t37, t38)  # t39: cpu f32[32, 192]
    t40 = aten.view.default(t39, [2, 16, 192])  # t40: cpu f32[2, 16, 192]
    t41, t42, t43 = aten.split.Tensor(t40, 64, -1)  # t41: cpu f32[2, 16, 64], t42: cpu f32[2, 16, 64], t43: cpu f32[2, 16, 64]
    t44 = aten.view.default(t41, [2, 16, 4, 16])  # t44: cpu f32[2, 16, 4, 16]
    t45 = aten.transpose.int(t44, 1, 2)  # t45: cpu f32[2, 4, 16, 16]
    t46 = aten.view.default(t42, [2, 16, 4, 16])  # t46: cpu f32[2, 16, 4, 16]
    t47 = aten.transpose.int(t46, 1, 2)  # t47: cpu f32[2, 4, 16, 16]
    t48 = aten.view.default(t43, [2, 16, 4, 16])  # t48: cpu f32[2, 16, 4, 16]
    t49 = aten.transpose.int(t48, 1, 2)  # t49: cpu f32[2, 4, 16, 16]
    t50, t51 = aotc.sdpa.default(t45, t47, t49, None, True, None)  # t50: cpu f32[2, 4, 16, 16], t51: cpu f32[2, 4, 16]
    t52 = aten.transpose.int(t50, 1, 2)  # t52: cpu f32[2, 16, 4, 16]
    t53 = aten.view.default(t52, [32, 64])  # t53: cpu f32[32, 64]
    t54 = aten.t.default(t6)  # t54: cpu f32[64, 64]
    t55 = aten.addmm.default(t7, t53, t54)  # t55: cpu f32[32, 64]
    # region 1: inductor 202b542a0bf0a2c1, 4 ops
    t56 = aten.view.default(t55, [2, 16, 64])  # t56: cpu f32[2, 16, 64]
    t57 = aten.add.Tensor(t33, t56)  # t57: cpu f32[2, 16, 64]
    t58, t59, t60 = aten.native_layer_norm.default(t57, [64], t8, t9, 1e-05)  # t58: cpu f32[2, 16, 64], t59: cpu f32[2, 16, 1], t60: cpu f32[2, 16, 1]
    t61 = aten.view.default(t58, [32, 64])  # t61: cpu f32[32, 64]
    # end region 1 -> t57, t59, t60, t61
    t62 = aten.t.default(t10)  # t62: cpu f32[64, 256]
    t63 = aten.addmm.default(t11, t61, t62)  # t63: cpu f32[32, 256]
    t64 = aten.view.default(t63, [2, 16, 256])  # t64: cpu f32[2, 16, 256]
    t65 = aten.gelu.default(t64, approximate='tanh')  # t65: cpu f32[2, 16, 256]
    t66 = aten.view.default(t65, [32, 256])  # t66: cpu f32[32, 256]
    t67 = aten.t.default(t12)  # t67: cpu f32[256, 64]
    t68 = aten.addmm.default(t13, t66, t67)  # t68: cpu f32[32, 64]
    # region 2: inductor 202b542a0bf0a2c1, 4 ops
    t69 = aten.view.default(t68, [2, 16, 64])  # t69: cpu f32[2, 16, 64]
    t70 = aten.add.Tensor(t57, t69)  # t70: cpu f32[2, 16, 64]
    t71, t72, t73 = aten.native_layer_norm.default(t70, [64], t14, t15, 1e-05)  # t71: cpu f32[2, 16, 64], t72: cpu f32[2, 16, 1], t73: cpu f32[2, 16, 1]
    t74 = aten.view.default(t71, [32, 64])  # t74: cpu f32[32, 64]
    # end region 2 -> t70, t72, t73, t74
    t75 = aten.t.default(t16)  # t75: cpu f32[64, 192]
    t76 = aten.addmm.default(t17, t74, t75)  # t76: cpu f32[32, 192]
    t77 = aten.view.default(t76, [2, 16, 192])  # t77: cpu f32[2, 16, 192]
    t78, t79, t80 = aten.split.Tensor(t77, 64, -1)  # t78: cpu f32[2, 16, 64], t79: cpu f32[2, 16, 64], t80: cpu f32[2, 16, 64]
    t81 = aten.view.default(t78, [2, 16, 4, 16])  # t81: cpu f32[2, 16, 4, 16]
    t82 = aten.transpose.int(t81, 1, 2)  # t82: cpu f32[2, 4, 16, 16]
    t83 = aten.view.default(t79, [2, 16, 4, 16])  # t83: cpu f32[2, 16, 4, 16]
    t84 = aten.transpose.int(t83, 1, 2)  # t84: cpu f32[2, 4, 16, 16]
    t85 = aten.view.default(t80, [2, 16, 4, 16])  # t85: cpu f32[2, 16, 4, 16]
    t86 = aten.transpose.int(t85, 1, 2)  # t86: cpu f32[2, 4, 16, 16]
    t87, t88 = aotc.sdpa.default(t82, t84, t86, None, True, None)  # t87: cpu f32[2, 4, 16, 16], t88: cpu f32[2, 4, 16]
    t89 = aten.transpose.int(t87, 1, 2)  # t89: cpu f32[2, 16, 4, 16]
    t90 = aten.view.default(t89, [32, 64])  # t90: cpu f32[32, 64]
    t91 = aten.t.default(t18)  # t91: cpu f32[64, 64]
    t92 = aten.addmm.default(t19, t90, t91)  # t92: cpu f32[32, 64]
    # region 3: inductor 202b542a0bf0a2c1, 4 ops
    t93 = aten.view.default(t92, [2, 16, 64])  # t93: cpu f32[2, 16, 64]
    t94 = aten.add.Tensor(t70, t93)  # t94: cpu f32[2, 16, 64]
    t95, t96, t97 = aten.native_layer_norm.default(t94, [64], t20, t21, 1e-05)  # t95: cpu f32[2, 16, 64], t96: cpu f32[2, 16, 1], t97: cpu f32[2, 16, 1]
    t98 = aten.view.default(t95, [32, 64])  # t98: cpu f32[32, 64]
    # end region 3 -> t94, t96, t97, t98
    t99 = aten.t.default(t22)  # t99: cpu f32[64, 256]
    t100 = aten.addmm.default(t23, t98, t99)  # t100: cpu f32[32, 256]
    t101 = aten.view.default(t100, [2, 16, 256])  # t101: cpu f32[2, 16, 256]
    t102 = aten.gelu.default(t101, approximate='tanh')  # t102: cpu f32[2, 16, 256]
    t103 = aten.view.default(t102, [32, 256])  # t103: cpu f32[32, 256]
    t104 = aten.t.default(t24)  # t104: cpu f32[256, 64]
    t105 = aten.addmm.default(t25, t103, t104)  # t105: cpu f32[32, 64]
    # region 4: inductor 202b542a0bf0a2c1, 4 ops
    t106 = aten.view.default(t105, [2, 16, 64])  # t106: cpu f32[2, 16, 64]
    t107 = aten.add.Tensor(t94, t106)  # t107: cpu f32[2, 16, 64]
    t108, t109, t110 = aten.native_layer_norm.default(t107, [64], t26, t27, 1e-05)  # t108: cpu f32[2, 16, 64], t109: cpu f32[2, 16, 1], t110: cpu f32[2, 16, 1]
    t111 = aten.view.default(t108, [32, 64])  # t111: cpu f32[32, 64]
    # end region 4 -> t107, t109, t110, t111
    t112 = aten.t.default(t28)  # t112: cpu f32[64, 256]
    t113 = aten.mm.default(t111, t112)  # t113: cpu f32[32, 256]
    t114 = aten._unsafe_view.default(t113, [2, 16, 256])  # t114: cpu f32[2, 16, 256]
    return (t114, t2, t3, t4, t6, t8, t9, t10, t12, t14, t15, t16, t18, t20, t21, t22, t24, t26, t27, t28, t29, t30, t33, t35, t36, t45, t47, t49, t50, t51, t57, t59, t60, t64, t70, t72, t73, t74, t82, t84, t86, t87, t88, t90, t94, t96, t97, t98, t101, t103, t107, t109, t110, t111)
    # t114: output 0
    # t2: saved 0
    # t3: saved 1
    # t4: saved 2
    # t6: saved 3
    # t8: saved 4
    # t9: saved 5
    # t10: saved 6
    # t12: saved 7
    # t14: saved 8
    # t15: saved 9
    # t16: saved 10
    # t18: saved 11
    # t20: saved 12
    # t21: saved 13
    # t22: saved 14
    # t24: saved 15
    # t26: saved 16
    # t27: saved 17
    # t28: saved 18
    # t29: saved 19
    # t30: saved 20
    # t33: saved 21
    # t35: saved 22
    # t36: saved 23
    # t45: saved 24
    # t47: saved 25
    # t49: saved 26
    # t50: saved 27
    # t51: saved 28
    # t57: saved 29
    # t59: saved 30
    # t60: saved 31
    # t64: saved 32
    # t70: saved 33
    # t72: saved 34
    # t73: saved 35
    # t74: saved 36
    # t82: saved 37
    # t84: saved 38
    # t86: saved 39
    # t87: saved 40
    # t88: saved 41
    # t90: saved 42
    # t94: saved 43
    # t96: saved 44
    # t97: saved 45
    # t98: saved 46
    # t101: saved 47
    # t103: saved 48
    # t107: saved 49
    # t109: saved 50
    # t110: saved 51
    # t111: saved 52
