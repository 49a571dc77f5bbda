def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33):
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
    # t20: cpu f32[2, 16, 64]  saved 20
    # t21: cpu f32[32, 192]  saved 21
    # t22: cpu f32[2, 4, 16, 16]  saved 22
    # t23: cpu f32[2, 4, 16]  saved 23
    # t24: cpu f32[2, 16, 64]  saved 24
    # t25: cpu f32[32, 256]  saved 25
    # t26: cpu f32[2, 16, 64]  saved 26
    # t27: cpu f32[32, 192]  saved 27
    # t28: cpu f32[2, 4, 16, 16]  saved 28
    # t29: cpu f32[2, 4, 16]  saved 29
    # t30: cpu f32[2, 16, 64]  saved 30
    # t31: cpu f32[32, 256]  saved 31
    # t32: cpu f32[2, 16, 64]  saved 32
    # t33: cpu f32[2, 16, 256]  tangent 0
    # lm_head (Linear), gpt2.py:155
    t34 = aten.view.default(t33, [32, 256])  # t34: cpu f32[32, 256]
    t35 = aten.t.default(t34)  # t35: cpu f32[256, 32]
    # region 0: inductor 33426e03b32b3331, 2 ops
    # ln_f (LayerNorm), gpt2.py:155
    t36, t37, t38 = aten.native_layer_norm.default(t32, [64], t17, t18, 1e-05)  # t36: cpu f32[2, 16, 64], t37: cpu f32[2, 16, 1], t38: cpu f32[2, 16, 1]
    # lm_head (Linear), gpt2.py:155
    t39 = aten.view.default(t36, [32, 64])  # t39: cpu f32[32, 64]
    # end region 0 -> t37, t38, t39
    t40 = aten.mm.default(t35, t39)  # t40: cpu f32[256, 64]
    t41 = aten.mm.default(t34, t0)  # t41: cpu f32[32, 64]
    # region 1: inductor bcba221648d48323, 6 ops
    t42 = aten.view.default(t41, [2, 16, 64])  # t42: cpu f32[2, 16, 64]
    # ln_f (LayerNorm), gpt2.py:155
    t43, t44, t45 = aten.native_layer_norm_backward.default(t42, t32, [64], t37, t38, t17, t18, [True, True, True])  # t43: cpu f32[2, 16, 64], t44: cpu f32[64], t45: cpu f32[64]
    # h.1.mlp.c_proj (Linear), gpt2.py:89
    t46 = aten.view.default(t43, [32, 64])  # t46: cpu f32[32, 64]
    t47 = aten.t.default(t46)  # t47: cpu f32[64, 32]
    t48 = aten.sum.dim_IntList(t46, [0], True)  # t48: cpu f32[1, 64]
    t49 = aten.view.default(t48, [64])  # t49: cpu f32[64]
    # end region 1 -> t43, t44, t45, t46, t47, t49
    t50 = aten.mm.default(t46, t16)  # t50: cpu f32[32, 256]
    # region 2: inductor 8aaf1163069fe3c8, 3 ops
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t51 = aten.view.default(t31, [2, 16, 256])  # t51: cpu f32[2, 16, 256]
    # h.1.mlp (MLP), gpt2.py:89
    t52 = aten.gelu.default(t51, approximate='tanh')  # t52: cpu f32[2, 16, 256]
    # h.1.mlp.c_proj (Linear), gpt2.py:89
    t53 = aten.view.default(t52, [32, 256])  # t53: cpu f32[32, 256]
    # end region 2 -> t53
    # region 3: inductor 9cee0f8209b63583, 7 ops
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t54 = aten.view.default(t31, [2, 16, 256])  # t54: cpu f32[2, 16, 256]
    # h.1.mlp.c_proj (Linear), gpt2.py:89
    t55 = aten.view.default(t50, [2, 16, 256])  # t55: cpu f32[2, 16, 256]
    # h.1.mlp (MLP), gpt2.py:89
    t56 = aten.gelu_backward.default(t55, t54, approximate='tanh')  # t56: cpu f32[2, 16, 256]
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t57 = aten.view.default(t56, [32, 256])  # t57: cpu f32[32, 256]
    t58 = aten.t.default(t57)  # t58: cpu f32[256, 32]
    t59 = aten.sum.dim_IntList(t57, [0], True)  # t59: cpu f32[1, 256]
    t60 = aten.view.default(t59, [256])  # t60: cpu f32[256]
    # end region 3 -> t57, t58, t60
    # h.1.mlp.c_proj (Linear), gpt2.py:89
    t61 = aten.mm.default(t47, t53)  # t61: cpu f32[64, 256]
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t62 = aten.mm.default(t57, t15)  # t62: cpu f32[32, 64]
    # region 4: inductor 33426e03b32b3331, 2 ops
    # h.1.ln_2 (LayerNorm), gpt2.py:102
    t63, t64, t65 = aten.native_layer_norm.default(t30, [64], t13, t14, 1e-05)  # t63: cpu f32[2, 16, 64], t64: cpu f32[2, 16, 1], t65: cpu f32[2, 16, 1]
    # h.1.mlp.c_fc (Linear), gpt2.py:89
    t66 = aten.view.default(t63, [32, 64])  # t66: cpu f32[32, 64]
    # end region 4 -> t64, t65, t66
    t67 = aten.mm.default(t58, t66)  # t67: cpu f32[256, 64]
    # region 5: inductor cbe47ab9deb9cd8b, 7 ops
    t68 = aten.view.default(t62, [2, 16, 64])  # t68: cpu f32[2, 16, 64]
    # h.1.ln_2 (LayerNorm), gpt2.py:102
    t69, t70, t71 = aten.native_layer_norm_backward.default(t68, t30, [64], t64, t65, t13, t14, [True, True, True])  # t69: cpu f32[2, 16, 64], t70: cpu f32[64], t71: cpu f32[64]
    t72 = aten.add.Tensor(t43, t69)  # t72: cpu f32[2, 16, 64]
    # h.1.attn.c_proj (Linear), gpt2.py:79
    t73 = aten.view.default(t72, [32, 64])  # t73: cpu f32[32, 64]
    t74 = aten.t.default(t73)  # t74: cpu f32[64, 32]
    t75 = aten.sum.dim_IntList(t73, [0], True)  # t75: cpu f32[1, 64]
    t76 = aten.view.default(t75, [64])  # t76: cpu f32[64]
    # end region 5 -> t70, t71, t72, t73, t74, t76
    t77 = aten.mm.default(t73, t12)  # t77: cpu f32[32, 64]
    # h.1.attn (CausalSelfAttention), gpt2.py:79
    t78 = aten.transpose.int(t28, 1, 2)  # t78: cpu f32[2, 16, 4, 16]
    # h.1.attn.c_proj (Linear), gpt2.py:79
    t79 = aten.view.default(t78, [32, 64])  # t79: cpu f32[32, 64]
    t80 = aten.mm.default(t74, t79)  # t80: cpu f32[64, 64]
    # h.1.attn (CausalSelfAttention), gpt2.py:79
    t81 = aten.view.default(t77, [2, 16, 4, 16])  # t81: cpu f32[2, 16, 4, 16]
    t82 = aten.transpose.int(t81, 1, 2)  # t82: cpu f32[2, 4, 16, 16]
    # h.1.attn.c_attn (Linear), gpt2.py:74
    t83 = aten.view.default(t27, [2, 16, 192])  # t83: cpu f32[2, 16, 192]
    # h.1.attn (CausalSelfAttention), gpt2.py:74, 75, 76, 77, 78
    t84, t85, t86 = aten.split.Tensor(t83, 64, -1)  # t84: cpu f32[2, 16, 64], t85: cpu f32[2, 16, 64], t86: cpu f32[2, 16, 64]
    t87 = aten.view.default(t84, [2, 16, 4, 16])  # t87: cpu f32[2, 16, 4, 16]
    t88 = aten.transpose.int(t87, 1, 2)  # t88: cpu f32[2, 4, 16, 16]
    t89 = aten.view.default(t85, [2, 16, 4, 16])  # t89: cpu f32[2, 16, 4, 16]
    t90 = aten.transpose.int(t89, 1, 2)  # t90: cpu f32[2, 4, 16, 16]
    t91 = aten.view.default(t86, [2, 16, 4, 16])  # t91: cpu f32[2, 16, 4, 16]
    t92 = aten.transpose.int(t91, 1, 2)  # t92: cpu f32[2, 4, 16, 16]
    t93, t94, t95 = aotc.sdpa_backward.default(t82, t88, t90, t92, None, t28, t29, True, None)  # t93: cpu f32[2, 4, 16, 16], t94: cpu f32[2, 4, 16, 16], t95: cpu f32[2, 4, 16, 16]
    # region 6: inductor 45044458f526969d, 11 ops
    t96 = aten.transpose.int(t95, 1, 2)  # t96: cpu f32[2, 16, 4, 16]
    t97 = aten.view.default(t96, [2, 16, 64])  # t97: cpu f32[2, 16, 64]
    t98 = aten.transpose.int(t94, 1, 2)  # t98: cpu f32[2, 16, 4, 16]
    t99 = aten.view.default(t98, [2, 16, 64])  # t99: cpu f32[2, 16, 64]
    t100 = aten.transpose.int(t93, 1, 2)  # t100: cpu f32[2, 16, 4, 16]
    t101 = aten.view.default(t100, [2, 16, 64])  # t101: cpu f32[2, 16, 64]
    t102 = aten.cat.default([t101, t99, t97], 2)  # t102: cpu f32[2, 16, 192]
    # h.1.attn.c_attn (Linear), gpt2.py:74
    t103 = aten.view.default(t102, [32, 192])  # t103: cpu f32[32, 192]
    t104 = aten.t.default(t103)  # t104: cpu f32[192, 32]
    t105 = aten.sum.dim_IntList(t103, [0], True)  # t105: cpu f32[1, 192]
    t106 = aten.view.default(t105, [192])  # t106: cpu f32[192]
    # end region 6 -> t103, t104, t106
    t107 = aten.mm.default(t103, t11)  # t107: cpu f32[32, 64]
    # region 7: inductor 33426e03b32b3331, 2 ops
    # h.1.ln_1 (LayerNorm), gpt2.py:101
    t108, t109, t110 = aten.native_layer_norm.default(t26, [64], t9, t10, 1e-05)  # t108: cpu f32[2, 16, 64], t109: cpu f32[2, 16, 1], t110: cpu f32[2, 16, 1]
    # h.1.attn.c_attn (Linear), gpt2.py:74
    t111 = aten.view.default(t108, [32, 64])  # t111: cpu f32[32, 64]
    # end region 7 -> t109, t110, t111
    t112 = aten.mm.default(t104, t111)  # t112: cpu f32[192, 64]
    # region 8: inductor 630e3a72a2600c55, 4 ops
    t113 = aten.view.default(t107, [2, 16, 64])  # t113: cpu f32[2, 16, 64]
    # h.1.ln_1 (LayerNorm), gpt2.py:101
    t114, t115, t116 = aten.native_layer_norm_backward.default(t113, t26, [64], t109, t110, t9, t10, [True, True, True])  # t114: cpu f32[2, 16, 64], t115: cpu f32[64], t116: cpu f32[64]
    t117 = aten.add.Tensor(t72, t114)  # t117: cpu f32[2, 16, 64]
    # h.0.mlp.c_proj (Linear), gpt2.py:89
    t118 = aten.view.default(t117, [32, 64])  # t118: cpu f32[32, 64]
    # end region 8 -> t115, t116, t117, t118
    t119 = aten.mm.default(t118, t8)  # t119: cpu f32[32, 256]
    # region 9: inductor 4e588b061244beec, 4 ops
    t120 = aten.view.default(t119, [2, 16, 256])  # t120: cpu f32[2, 16, 256]
    # h.0.mlp.c_fc (Linear), gpt2.py:89
    t121 = aten.view.default(t25, [2, 16, 256])  # t121: cpu f32[2, 16, 256]
    # h.0.mlp (MLP), gpt2.py:89
    t122 = aten.gelu_backward.default(t120, t121, approximate='tanh')  # t122: cpu f32[2, 16, 256]
    # h.0.mlp.c_fc (Linear), gpt2.py:89
    t123 = aten.view.default(t122, [32, 256])  # t123: cpu f32[32, 256]
    # end region 9 -> t123
    t124 = aten.mm.default(t123, t7)  # t124: cpu f32[32, 64]
    # region 10: inductor f327ea9d2d328bb7, 5 ops
    t125 = aten.view.default(t124, [2, 16, 64])  # t125: cpu f32[2, 16, 64]
    # h.0.ln_2 (LayerNorm), gpt2.py:102
    t126, t127, t128 = aten.native_layer_norm.default(t24, [64], t5, t6, 1e-05)  # t126: cpu f32[2, 16, 64], t127: cpu f32[2, 16, 1], t128: cpu f32[2, 16, 1]
    t129, t130, t131 = aten.native_layer_norm_backward.default(t125, t24, [64], t127, t128, t5, t6, [True, True, True])  # t129: cpu f32[2, 16, 64], t130: cpu f32[64], t131: cpu f32[64]
    t132 = aten.add.Tensor(t117, t129)  # t132: cpu f32[2, 16, 64]
    # h.0.attn.c_proj (Linear), gpt2.py:79
    t133 = aten.view.default(t132, [32, 64])  # t133: cpu f32[32, 64]
    # end region 10 -> t132, t133
    t134 = aten.mm.default(t133, t4)  # t134: cpu f32[32, 64]
    # h.0.attn (CausalSelfAttention), gpt2.py:79
    t135 = aten.view.default(t134, [2, 16, 4, 16])  # t135: cpu f32[2, 16, 4, 16]
    t136 = aten.transpose.int(t135, 1, 2)  # t136: cpu f32[2, 4, 16, 16]
    # h.0.attn.c_attn (Linear), gpt2.py:74
    t137 = aten.view.default(t21, [2, 16, 192])  # t137: cpu f32[2, 16, 192]
    # h.0.attn (CausalSelfAttention), gpt2.py:74, 75, 76, 77, 78
    t138, t139, t140 = aten.split.Tensor(t137, 64, -1)  # t138: cpu f32[2, 16, 64], t139: cpu f32[2, 16, 64], t140: cpu f32[2, 16, 64]
    t141 = aten.view.default(t138, [2, 16, 4, 16])  # t141: cpu f32[2, 16, 4, 16]
    t142 = aten.transpose.int(t141, 1, 2)  # t142: cpu f32[2, 4, 16, 16]
    t143 = aten.view.default(t139, [2, 16, 4, 16])  # t143: cpu f32[2, 16, 4, 16]
    t144 = aten.transpose.int(t143, 1, 2)  # t144: cpu f32[2, 4, 16, 16]
    t145 = aten.view.default(t140, [2, 16, 4, 16])  # t145: cpu f32[2, 16, 4, 16]
    t146 = aten.transpose.int(t145, 1, 2)  # t146: cpu f32[2, 4, 16, 16]
    t147, t148, t149 = aotc.sdpa_backward.default(t136, t142, t144, t146, None, t22, t23, True, None)  # t147: cpu f32[2, 4, 16, 16], t148: cpu f32[2, 4, 16, 16], t149: cpu f32[2, 4, 16, 16]
    # region 11: inductor 69072eb008c2506c, 8 ops
    t150 = aten.transpose.int(t149, 1, 2)  # t150: cpu f32[2, 16, 4, 16]
    t151 = aten.view.default(t150, [2, 16, 64])  # t151: cpu f32[2, 16, 64]
    t152 = aten.transpose.int(t148, 1, 2)  # t152: cpu f32[2, 16, 4, 16]
    t153 = aten.view.default(t152, [2, 16, 64])  # t153: cpu f32[2, 16, 64]
    t154 = aten.transpose.int(t147, 1, 2)  # t154: cpu f32[2, 16, 4, 16]
    t155 = aten.view.default(t154, [2, 16, 64])  # t155: cpu f32[2, 16, 64]
    t156 = aten.cat.default([t155, t153, t151], 2)  # t156: cpu f32[2, 16, 192]
    # h.0.attn.c_attn (Linear), gpt2.py:74
    t157 = aten.view.default(t156, [32, 192])  # t157: cpu f32[32, 192]
    # end region 11 -> t157
    t158 = aten.mm.default(t157, t3)  # t158: cpu f32[32, 64]
    # region 12: inductor 61bb89f0a7521b38, 6 ops
    t159 = aten.view.default(t158, [2, 16, 64])  # t159: cpu f32[2, 16, 64]
    # h.0.ln_1 (LayerNorm), gpt2.py:101
    t160, t161, t162 = aten.native_layer_norm.default(t20, [64], t1, t2, 1e-05)  # t160: cpu f32[2, 16, 64], t161: cpu f32[2, 16, 1], t162: cpu f32[2, 16, 1]
    t163, t164, t165 = aten.native_layer_norm_backward.default(t159, t20, [64], t161, t162, t1, t2, [True, True, True])  # t163: cpu f32[2, 16, 64], t164: cpu f32[64], t165: cpu f32[64]
    t166 = aten.add.Tensor(t132, t163)  # t166: cpu f32[2, 16, 64]
    # (GPT2), gpt2.py:152
    t167 = aten.sum.dim_IntList(t166, [0], True)  # t167: cpu f32[1, 16, 64]
    t168 = aten.view.default(t167, [16, 64])  # t168: cpu f32[16, 64]
    # end region 12 -> t166, t168
    t169 = aten.arange.default(16, device=torch.device('cpu'), pin_memory=False)  # t169: cpu i64[16]
    # wpe (Embedding), gpt2.py:152
    t170 = aten.embedding_dense_backward.default(t168, t169, 128, -1, False)  # t170: cpu f32[128, 64]
    # wte (Embedding), gpt2.py:152
    t171 = aten.embedding_dense_backward.default(t166, t19, 256, -1, False)  # t171: cpu f32[256, 64]
    # region 13: inductor bdea575b03b92bd5, 1 ops
    t172 = aten.add.Tensor(t171, t40)  # t172: cpu f32[256, 64]
    # end region 13 -> t172
    return (t172, t170, None, None, None, None, None, None, None, None, None, None, None, None, t115, t116, t112, t106, t80, t76, t70, t71, t67, t60, t61, t49, t44, t45)
    # t172: grad wte.weight
    # t170: grad wpe.weight
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
    # t115: grad h.1.ln_1.weight
    # t116: grad h.1.ln_1.bias
    # t112: grad h.1.attn.c_attn.weight
    # t106: grad h.1.attn.c_attn.bias
    # t80: grad h.1.attn.c_proj.weight
    # t76: grad h.1.attn.c_proj.bias
    # t70: grad h.1.ln_2.weight
    # t71: grad h.1.ln_2.bias
    # t67: grad h.1.mlp.c_fc.weight
    # t60: grad h.1.mlp.c_fc.bias
    # t61: grad h.1.mlp.c_proj.weight
    # t49: grad h.1.mlp.c_proj.bias
    # t44: grad ln_f.weight
    # t45: grad ln_f.bias
