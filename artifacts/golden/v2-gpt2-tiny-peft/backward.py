def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51, t52, t53):
    # t0: cpu f32[256, 64]  saved 0
    # t1: cpu f32[64]  saved 1
    # t2: cpu f32[64]  saved 2
    # t3: cpu f32[192, 64]  saved 3
    # t4: cpu f32[64, 64]  saved 4
    # t5: cpu f32[64]  saved 5
    # t6: cpu f32[64]  saved 6
    # t7: cpu f32[256, 64]  saved 7
    # t8: cpu f32[64, 256]  saved 8
    # t9: cpu f32[64]  saved 9
    # t10: cpu f32[64]  saved 10
    # t11: cpu f32[192, 64]  saved 11
    # t12: cpu f32[64, 64]  saved 12
    # t13: cpu f32[64]  saved 13
    # t14: cpu f32[64]  saved 14
    # t15: cpu f32[256, 64]  saved 15
    # t16: cpu f32[64, 256]  saved 16
    # t17: cpu f32[64]  saved 17
    # t18: cpu f32[64]  saved 18
    # t19: cpu i64[2, 16]  saved 19
    # t20: cpu i64[16]  saved 20
    # t21: cpu f32[2, 16, 64]  saved 21
    # t22: cpu f32[2, 16, 1]  saved 22
    # t23: cpu f32[2, 16, 1]  saved 23
    # t24: cpu f32[2, 4, 16, 16]  saved 24
    # t25: cpu f32[2, 4, 16, 16]  saved 25
    # t26: cpu f32[2, 4, 16, 16]  saved 26
    # t27: cpu f32[2, 4, 16, 16]  saved 27
    # t28: cpu f32[2, 4, 16]  saved 28
    # t29: cpu f32[2, 16, 64]  saved 29
    # t30: cpu f32[2, 16, 1]  saved 30
    # t31: cpu f32[2, 16, 1]  saved 31
    # t32: cpu f32[2, 16, 256]  saved 32
    # t33: cpu f32[2, 16, 64]  saved 33
    # t34: cpu f32[2, 16, 1]  saved 34
    # t35: cpu f32[2, 16, 1]  saved 35
    # t36: cpu f32[32, 64]  saved 36
    # t37: cpu f32[2, 4, 16, 16]  saved 37
    # t38: cpu f32[2, 4, 16, 16]  saved 38
    # t39: cpu f32[2, 4, 16, 16]  saved 39
    # t40: cpu f32[2, 4, 16, 16]  saved 40
    # t41: cpu f32[2, 4, 16]  saved 41
    # t42: cpu f32[32, 64]  saved 42
    # t43: cpu f32[2, 16, 64]  saved 43
    # t44: cpu f32[2, 16, 1]  saved 44
    # t45: cpu f32[2, 16, 1]  saved 45
    # t46: cpu f32[32, 64]  saved 46
    # t47: cpu f32[2, 16, 256]  saved 47
    # t48: cpu f32[32, 256]  saved 48
    # t49: cpu f32[2, 16, 64]  saved 49
    # t50: cpu f32[2, 16, 1]  saved 50
    # t51: cpu f32[2, 16, 1]  saved 51
    # t52: cpu f32[32, 64]  saved 52
    # t53: cpu f32[2, 16, 256]  tangent 0
    t54 = aten.view.default(t53, [32, 256])  # t54: cpu f32[32, 256]
    t55 = aten.t.default(t54)  # t55: cpu f32[256, 32]
    t56 = aten.mm.default(t55, t52)  # t56: cpu f32[256, 64]
    t57 = aten.mm.default(t54, t0)  # t57: cpu f32[32, 64]
    # region 0: inductor bcba221648d48323, 6 ops
    t58 = aten.view.default(t57, [2, 16, 64])  # t58: cpu f32[2, 16, 64]
    t59, t60, t61 = aten.native_layer_norm_backward.default(t58, t49, [64], t50, t51, t17, t18, [True, True, True])  # t59: cpu f32[2, 16, 64], t60: cpu f32[64], t61: cpu f32[64]
    t62 = aten.view.default(t59, [32, 64])  # t62: cpu f32[32, 64]
    t63 = aten.t.default(t62)  # t63: cpu f32[64, 32]
    t64 = aten.sum.dim_IntList(t62, [0], True)  # t64: cpu f32[1, 64]
    t65 = aten.view.default(t64, [64])  # t65: cpu f32[64]
    # end region 0 -> t59, t60, t61, t62, t63, t65
    t66 = aten.mm.default(t62, t16)  # t66: cpu f32[32, 256]
    t67 = aten.mm.default(t63, t48)  # t67: cpu f32[64, 256]
    # region 1: inductor d0d1fa962fbebdd5, 6 ops
    t68 = aten.view.default(t66, [2, 16, 256])  # t68: cpu f32[2, 16, 256]
    t69 = aten.gelu_backward.default(t68, t47, approximate='tanh')  # t69: cpu f32[2, 16, 256]
    t70 = aten.view.default(t69, [32, 256])  # t70: cpu f32[32, 256]
    t71 = aten.t.default(t70)  # t71: cpu f32[256, 32]
    t72 = aten.sum.dim_IntList(t70, [0], True)  # t72: cpu f32[1, 256]
    t73 = aten.view.default(t72, [256])  # t73: cpu f32[256]
    # end region 1 -> t70, t71, t73
    t74 = aten.mm.default(t70, t15)  # t74: cpu f32[32, 64]
    t75 = aten.mm.default(t71, t46)  # t75: cpu f32[256, 64]
    # region 2: inductor cbe47ab9deb9cd8b, 7 ops
    t76 = aten.view.default(t74, [2, 16, 64])  # t76: cpu f32[2, 16, 64]
    t77, t78, t79 = aten.native_layer_norm_backward.default(t76, t43, [64], t44, t45, t13, t14, [True, True, True])  # t77: cpu f32[2, 16, 64], t78: cpu f32[64], t79: cpu f32[64]
    t80 = aten.add.Tensor(t59, t77)  # t80: cpu f32[2, 16, 64]
    t81 = aten.view.default(t80, [32, 64])  # t81: cpu f32[32, 64]
    t82 = aten.t.default(t81)  # t82: cpu f32[64, 32]
    t83 = aten.sum.dim_IntList(t81, [0], True)  # t83: cpu f32[1, 64]
    t84 = aten.view.default(t83, [64])  # t84: cpu f32[64]
    # end region 2 -> t78, t79, t80, t81, t82, t84
    t85 = aten.mm.default(t81, t12)  # t85: cpu f32[32, 64]
    t86 = aten.mm.default(t82, t42)  # t86: cpu f32[64, 64]
    t87 = aten.view.default(t85, [2, 16, 4, 16])  # t87: cpu f32[2, 16, 4, 16]
    t88 = aten.transpose.int(t87, 1, 2)  # t88: cpu f32[2, 4, 16, 16]
    t89, t90, t91 = aotc.sdpa_backward.default(t88, t37, t38, t39, None, t40, t41, True, None)  # t89: cpu f32[2, 4, 16, 16], t90: cpu f32[2, 4, 16, 16], t91: cpu f32[2, 4, 16, 16]
    # region 3: inductor 45044458f526969d, 11 ops
    t92 = aten.transpose.int(t91, 1, 2)  # t92: cpu f32[2, 16, 4, 16]
    t93 = aten.view.default(t92, [2, 16, 64])  # t93: cpu f32[2, 16, 64]
    t94 = aten.transpose.int(t90, 1, 2)  # t94: cpu f32[2, 16, 4, 16]
    t95 = aten.view.default(t94, [2, 16, 64])  # t95: cpu f32[2, 16, 64]
    t96 = aten.transpose.int(t89, 1, 2)  # t96: cpu f32[2, 16, 4, 16]
    t97 = aten.view.default(t96, [2, 16, 64])  # t97: cpu f32[2, 16, 64]
    t98 = aten.cat.default([t97, t95, t93], 2)  # t98: cpu f32[2, 16, 192]
    t99 = aten.view.default(t98, [32, 192])  # t99: cpu f32[32, 192]
    t100 = aten.t.default(t99)  # t100: cpu f32[192, 32]
    t101 = aten.sum.dim_IntList(t99, [0], True)  # t101: cpu f32[1, 192]
    t102 = aten.view.default(t101, [192])  # t102: cpu f32[192]
    # end region 3 -> t99, t100, t102
    t103 = aten.mm.default(t99, t11)  # t103: cpu f32[32, 64]
    t104 = aten.mm.default(t100, t36)  # t104: cpu f32[192, 64]
    # region 4: inductor 630e3a72a2600c55, 4 ops
    t105 = aten.view.default(t103, [2, 16, 64])  # t105: cpu f32[2, 16, 64]
    t106, t107, t108 = aten.native_layer_norm_backward.default(t105, t33, [64], t34, t35, t9, t10, [True, True, True])  # t106: cpu f32[2, 16, 64], t107: cpu f32[64], t108: cpu f32[64]
    t109 = aten.add.Tensor(t80, t106)  # t109: cpu f32[2, 16, 64]
    t110 = aten.view.default(t109, [32, 64])  # t110: cpu f32[32, 64]
    # end region 4 -> t107, t108, t109, t110
    t111 = aten.mm.default(t110, t8)  # t111: cpu f32[32, 256]
    t112 = aten.view.default(t111, [2, 16, 256])  # t112: cpu f32[2, 16, 256]
    t113 = aten.gelu_backward.default(t112, t32, approximate='tanh')  # t113: cpu f32[2, 16, 256]
    t114 = aten.view.default(t113, [32, 256])  # t114: cpu f32[32, 256]
    t115 = aten.mm.default(t114, t7)  # t115: cpu f32[32, 64]
    # region 5: inductor f650673354b3ec01, 4 ops
    t116 = aten.view.default(t115, [2, 16, 64])  # t116: cpu f32[2, 16, 64]
    t117, t118, t119 = aten.native_layer_norm_backward.default(t116, t29, [64], t30, t31, t5, t6, [True, True, True])  # t117: cpu f32[2, 16, 64], t118: cpu f32[64], t119: cpu f32[64]
    t120 = aten.add.Tensor(t109, t117)  # t120: cpu f32[2, 16, 64]
    t121 = aten.view.default(t120, [32, 64])  # t121: cpu f32[32, 64]
    # end region 5 -> t120, t121
    t122 = aten.mm.default(t121, t4)  # t122: cpu f32[32, 64]
    t123 = aten.view.default(t122, [2, 16, 4, 16])  # t123: cpu f32[2, 16, 4, 16]
    t124 = aten.transpose.int(t123, 1, 2)  # t124: cpu f32[2, 4, 16, 16]
    t125, t126, t127 = aotc.sdpa_backward.default(t124, t24, t25, t26, None, t27, t28, True, None)  # t125: cpu f32[2, 4, 16, 16], t126: cpu f32[2, 4, 16, 16], t127: cpu f32[2, 4, 16, 16]
    t128 = aten.transpose.int(t127, 1, 2)  # t128: cpu f32[2, 16, 4, 16]
    t129 = aten.view.default(t128, [2, 16, 64])  # t129: cpu f32[2, 16, 64]
    t130 = aten.transpose.int(t126, 1, 2)  # t130: cpu f32[2, 16, 4, 16]
    t131 = aten.view.default(t130, [2, 16, 64])  # t131: cpu f32[2, 16, 64]
    t132 = aten.transpose.int(t125, 1, 2)  # t132: cpu f32[2, 16, 4, 16]
    t133 = aten.view.default(t132, [2, 16, 64])  # t133: cpu f32[2, 16, 64]
    t134 = aten.cat.default([t133, t131, t129], 2)  # t134: cpu f32[2, 16, 192]
    t135 = aten.view.default(t134, [32, 192])  # t135: cpu f32[32, 192]
    t136 = aten.mm.default(t135, t3)  # t136: cpu f32[32, 64]
    # region 6: inductor 7ca3e828c1663d84, 5 ops
    t137 = aten.view.default(t136, [2, 16, 64])  # t137: cpu f32[2, 16, 64]
    t138, t139, t140 = aten.native_layer_norm_backward.default(t137, t21, [64], t22, t23, t1, t2, [True, True, True])  # t138: cpu f32[2, 16, 64], t139: cpu f32[64], t140: cpu f32[64]
    t141 = aten.add.Tensor(t120, t138)  # t141: cpu f32[2, 16, 64]
    t142 = aten.sum.dim_IntList(t141, [0], True)  # t142: cpu f32[1, 16, 64]
    t143 = aten.view.default(t142, [16, 64])  # t143: cpu f32[16, 64]
    # end region 6 -> t141, t143
    t144 = aten.embedding_dense_backward.default(t143, t20, 128, -1, False)  # t144: cpu f32[128, 64]
    t145 = aten.embedding_dense_backward.default(t141, t19, 256, -1, False)  # t145: cpu f32[256, 64]
    t146 = aten.add.Tensor(t145, t56)  # t146: cpu f32[256, 64]
    return (t146, t144, None, None, None, None, None, None, None, None, None, None, None, None, t107, t108, t104, t102, t86, t84, t78, t79, t75, t73, t67, t65, t60, t61)
    # t146: grad wte.weight
    # t144: grad wpe.weight
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
    # t107: grad h.1.ln_1.weight
    # t108: grad h.1.ln_1.bias
    # t104: grad h.1.attn.c_attn.weight
    # t102: grad h.1.attn.c_attn.bias
    # t86: grad h.1.attn.c_proj.weight
    # t84: grad h.1.attn.c_proj.bias
    # t78: grad h.1.ln_2.weight
    # t79: grad h.1.ln_2.bias
    # t75: grad h.1.mlp.c_fc.weight
    # t73: grad h.1.mlp.c_fc.bias
    # t67: grad h.1.mlp.c_proj.weight
    # t65: grad h.1.mlp.c_proj.bias
    # t60: grad ln_f.weight
    # t61: grad ln_f.bias
