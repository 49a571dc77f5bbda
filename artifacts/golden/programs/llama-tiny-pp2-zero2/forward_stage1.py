def forward_stage1(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13):
    # t0: cpu f32[32]  param layers.1.attention_norm.weight
    # t1: cpu f32[32, 64]  param layers.1.attention.wq.weight
    # t2: cpu f32[16, 64]  param layers.1.attention.wk.weight
    # t3: cpu f32[16, 64]  param layers.1.attention.wv.weight
    # t4: cpu f32[32, 64]  param layers.1.attention.wo.weight
    # t5: cpu f32[32]  param layers.1.ffn_norm.weight
    # t6: cpu f32[86, 64]  param layers.1.feed_forward.w1.weight
    # t7: cpu f32[86, 64]  param layers.1.feed_forward.w3.weight
    # t8: cpu f32[32, 172]  param layers.1.feed_forward.w2.weight
    # t9: cpu f32[32]  param norm.weight
    # t10: cpu f32[128, 64]  param output.weight
    # t11: cpu f32[256, 8]  buffer rope.cos
    # t12: cpu f32[256, 8]  buffer rope.sin
    # t13: cpu f32[1, 64, 64]  input 0
    # norm (RMSNorm), llama.py:162
    t14 = _c10d_functional.all_gather_into_tensor.default(t9, 2, 'dp')  # t14: cpu f32[64]
    # region 0: inductor 75218c064a475a22, 8 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t15 = aten.view.default(t1, [2048])  # t15: cpu f32[2048]
    t16 = aten.view.default(t2, [1024])  # t16: cpu f32[1024]
    t17 = aten.view.default(t3, [1024])  # t17: cpu f32[1024]
    t18 = aten.view.default(t4, [2048])  # t18: cpu f32[2048]
    t19 = aten.view.default(t6, [5504])  # t19: cpu f32[5504]
    t20 = aten.view.default(t7, [5504])  # t20: cpu f32[5504]
    t21 = aten.view.default(t8, [5504])  # t21: cpu f32[5504]
    t22 = aten.cat.default([t0, t15, t16, t17, t18, t5, t19, t20, t21])  # t22: cpu f32[22720]
    # end region 0 -> t22
    t23 = _c10d_functional.all_gather_into_tensor.default(t22, 2, 'dp')  # t23: cpu f32[45440]
    # region 1: inductor 0b9655b0ca7f5c44, 5 ops
    t24 = aten.pow.Tensor_Scalar(t13, 2)  # t24: cpu f32[1, 64, 64]
    t25 = aten.mean.dim(t24, [-1], True)  # t25: cpu f32[1, 64, 1]
    t26 = aten.add.Tensor(t25, 1e-05)  # t26: cpu f32[1, 64, 1]
    t27 = aten.rsqrt.default(t26)  # t27: cpu f32[1, 64, 1]
    t28 = aten.mul.Tensor(t13, t27)  # t28: cpu f32[1, 64, 64]
    # end region 1 -> t27, t28
    t29 = _c10d_functional.wait_tensor.default(t23)  # t29: cpu f32[45440]
    # region 2: inductor 18f486cd3cda8bfc, 37 ops
    t30 = aten.view.default(t29, [2, 22720])  # t30: cpu f32[2, 22720]
    t31 = aten.slice.Tensor(t30, 1, 0, 32)  # t31: cpu f32[2, 32]
    t32 = aten.clone.default(t31, memory_format=torch.contiguous_format)  # t32: cpu f32[2, 32]
    t33 = aten.view.default(t32, [64])  # t33: cpu f32[64]
    # layers.1.attention.wq (Linear), llama.py:238
    t34 = aten.slice.Tensor(t30, 1, 32, 2080)  # t34: cpu f32[2, 2048]
    t35 = aten.clone.default(t34, memory_format=torch.contiguous_format)  # t35: cpu f32[2, 2048]
    t36 = aten.view.default(t35, [64, 64])  # t36: cpu f32[64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t37 = aten.slice.Tensor(t30, 1, 2080, 3104)  # t37: cpu f32[2, 1024]
    t38 = aten.clone.default(t37, memory_format=torch.contiguous_format)  # t38: cpu f32[2, 1024]
    t39 = aten.view.default(t38, [32, 64])  # t39: cpu f32[32, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t40 = aten.slice.Tensor(t30, 1, 3104, 4128)  # t40: cpu f32[2, 1024]
    t41 = aten.clone.default(t40, memory_format=torch.contiguous_format)  # t41: cpu f32[2, 1024]
    t42 = aten.view.default(t41, [32, 64])  # t42: cpu f32[32, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t43 = aten.slice.Tensor(t30, 1, 4128, 6176)  # t43: cpu f32[2, 2048]
    t44 = aten.clone.default(t43, memory_format=torch.contiguous_format)  # t44: cpu f32[2, 2048]
    t45 = aten.view.default(t44, [64, 64])  # t45: cpu f32[64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t46 = aten.slice.Tensor(t30, 1, 6176, 6208)  # t46: cpu f32[2, 32]
    t47 = aten.clone.default(t46, memory_format=torch.contiguous_format)  # t47: cpu f32[2, 32]
    t48 = aten.view.default(t47, [64])  # t48: cpu f32[64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t49 = aten.slice.Tensor(t30, 1, 6208, 11712)  # t49: cpu f32[2, 5504]
    t50 = aten.clone.default(t49, memory_format=torch.contiguous_format)  # t50: cpu f32[2, 5504]
    t51 = aten.view.default(t50, [172, 64])  # t51: cpu f32[172, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t52 = aten.slice.Tensor(t30, 1, 11712, 17216)  # t52: cpu f32[2, 5504]
    t53 = aten.clone.default(t52, memory_format=torch.contiguous_format)  # t53: cpu f32[2, 5504]
    t54 = aten.view.default(t53, [172, 64])  # t54: cpu f32[172, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t55 = aten.slice.Tensor(t30, 1, 17216, 22720)  # t55: cpu f32[2, 5504]
    t56 = aten.clone.default(t55, memory_format=torch.contiguous_format)  # t56: cpu f32[2, 5504]
    t57 = aten.view.default(t56, [64, 172])  # t57: cpu f32[64, 172]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t58 = aten.mul.Tensor(t28, t33)  # t58: cpu f32[1, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t59 = aten.t.default(t36)  # t59: cpu f32[64, 64]
    t60 = aten.view.default(t58, [64, 64])  # t60: cpu f32[64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t61 = aten.t.default(t39)  # t61: cpu f32[64, 32]
    # layers.1.attention.wv (Linear), llama.py:240
    t62 = aten.t.default(t42)  # t62: cpu f32[64, 32]
    # layers.1.attention.wo (Linear), llama.py:250
    t63 = aten.t.default(t45)  # t63: cpu f32[64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t64 = aten.t.default(t51)  # t64: cpu f32[64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t65 = aten.t.default(t54)  # t65: cpu f32[64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t66 = aten.t.default(t57)  # t66: cpu f32[172, 64]
    # end region 2 -> t32, t35, t38, t41, t44, t47, t50, t53, t56, t59, t60, t61, t62, t63, t64, t65, t66
    # layers.1.attention.wq (Linear), llama.py:238
    t67 = aten.mm.default(t60, t59)  # t67: cpu f32[64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t68 = aten.mm.default(t60, t61)  # t68: cpu f32[64, 32]
    # layers.1.attention.wv (Linear), llama.py:240
    t69 = aten.mm.default(t60, t62)  # t69: cpu f32[64, 32]
    # layers.1.attention (Attention), llama.py:240
    t70 = aten.view.default(t69, [1, 64, 2, 16])  # t70: cpu f32[1, 64, 2, 16]
    # region 3: inductor 2ec8501a8d86bc31, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t71 = aten.slice.Tensor(t11, 0, 0, 64)  # t71: cpu f32[64, 8]
    t72 = aten.slice.Tensor(t12, 0, 0, 64)  # t72: cpu f32[64, 8]
    # layers.1.attention (Attention), llama.py:205, 206, 207, 208, 209, 210, ...
    t73 = aten.view.default(t67, [1, 64, 4, 8, 2])  # t73: cpu f32[1, 64, 4, 8, 2]
    t74 = aten.select.int(t73, 4, 0)  # t74: cpu f32[1, 64, 4, 8]
    t75 = aten.select.int(t73, 4, 1)  # t75: cpu f32[1, 64, 4, 8]
    t76 = aten.view.default(t71, [1, 64, 1, 8])  # t76: cpu f32[1, 64, 1, 8]
    t77 = aten.view.default(t72, [1, 64, 1, 8])  # t77: cpu f32[1, 64, 1, 8]
    t78 = aten.mul.Tensor(t74, t76)  # t78: cpu f32[1, 64, 4, 8]
    t79 = aten.mul.Tensor(t75, t77)  # t79: cpu f32[1, 64, 4, 8]
    t80 = aten.sub.Tensor(t78, t79)  # t80: cpu f32[1, 64, 4, 8]
    t81 = aten.mul.Tensor(t74, t77)  # t81: cpu f32[1, 64, 4, 8]
    t82 = aten.mul.Tensor(t75, t76)  # t82: cpu f32[1, 64, 4, 8]
    t83 = aten.add.Tensor(t81, t82)  # t83: cpu f32[1, 64, 4, 8]
    t84 = aten.stack.default([t80, t83], -1)  # t84: cpu f32[1, 64, 4, 8, 2]
    t85 = aten.view.default(t84, [1, 64, 4, 16])  # t85: cpu f32[1, 64, 4, 16]
    t86 = aten.transpose.int(t85, 1, 2)  # t86: cpu f32[1, 4, 64, 16]
    # end region 3 -> t84, t86
    # region 4: inductor ab75ca961eddfe8e, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t87 = aten.slice.Tensor(t11, 0, 0, 64)  # t87: cpu f32[64, 8]
    t88 = aten.slice.Tensor(t12, 0, 0, 64)  # t88: cpu f32[64, 8]
    # layers.1.attention (Attention), llama.py:207, 208, 205, 206, 209, 210, ...
    t89 = aten.view.default(t87, [1, 64, 1, 8])  # t89: cpu f32[1, 64, 1, 8]
    t90 = aten.view.default(t88, [1, 64, 1, 8])  # t90: cpu f32[1, 64, 1, 8]
    t91 = aten.view.default(t68, [1, 64, 2, 8, 2])  # t91: cpu f32[1, 64, 2, 8, 2]
    t92 = aten.select.int(t91, 4, 0)  # t92: cpu f32[1, 64, 2, 8]
    t93 = aten.select.int(t91, 4, 1)  # t93: cpu f32[1, 64, 2, 8]
    t94 = aten.mul.Tensor(t92, t89)  # t94: cpu f32[1, 64, 2, 8]
    t95 = aten.mul.Tensor(t93, t90)  # t95: cpu f32[1, 64, 2, 8]
    t96 = aten.sub.Tensor(t94, t95)  # t96: cpu f32[1, 64, 2, 8]
    t97 = aten.mul.Tensor(t92, t90)  # t97: cpu f32[1, 64, 2, 8]
    t98 = aten.mul.Tensor(t93, t89)  # t98: cpu f32[1, 64, 2, 8]
    t99 = aten.add.Tensor(t97, t98)  # t99: cpu f32[1, 64, 2, 8]
    t100 = aten.stack.default([t96, t99], -1)  # t100: cpu f32[1, 64, 2, 8, 2]
    t101 = aten.view.default(t100, [1, 64, 2, 16])  # t101: cpu f32[1, 64, 2, 16]
    t102 = aten.transpose.int(t101, 1, 2)  # t102: cpu f32[1, 2, 64, 16]
    # end region 4 -> t100, t102
    t103 = aten.transpose.int(t70, 1, 2)  # t103: cpu f32[1, 2, 64, 16]
    t104, t105 = aotc.sdpa.default(t86, t102, t103, None, True, None)  # t104: cpu f32[1, 4, 64, 16], t105: cpu f32[1, 4, 64]
    t106 = aten.transpose.int(t104, 1, 2)  # t106: cpu f32[1, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t107 = aten.view.default(t106, [64, 64])  # t107: cpu f32[64, 64]
    t108 = aten.mm.default(t107, t63)  # t108: cpu f32[64, 64]
    # region 5: inductor 224586392f523fe6, 10 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t109 = aten.view.default(t47, [64])  # t109: cpu f32[64]
    # layers.1.attention.wo (Linear), llama.py:250
    t110 = aten._unsafe_view.default(t108, [1, 64, 64])  # t110: cpu f32[1, 64, 64]
    # layers.1 (TransformerBlock), llama.py:281
    t111 = aten.add.Tensor(t13, t110)  # t111: cpu f32[1, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t112 = aten.pow.Tensor_Scalar(t111, 2)  # t112: cpu f32[1, 64, 64]
    t113 = aten.mean.dim(t112, [-1], True)  # t113: cpu f32[1, 64, 1]
    t114 = aten.add.Tensor(t113, 1e-05)  # t114: cpu f32[1, 64, 1]
    t115 = aten.rsqrt.default(t114)  # t115: cpu f32[1, 64, 1]
    t116 = aten.mul.Tensor(t111, t115)  # t116: cpu f32[1, 64, 64]
    t117 = aten.mul.Tensor(t116, t109)  # t117: cpu f32[1, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t118 = aten.view.default(t117, [64, 64])  # t118: cpu f32[64, 64]
    # end region 5 -> t111, t115, t118
    t119 = aten.mm.default(t118, t64)  # t119: cpu f32[64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t120 = aten.mm.default(t118, t65)  # t120: cpu f32[64, 172]
    # region 6: inductor a705a12a506690fb, 5 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t121 = aten._unsafe_view.default(t119, [1, 64, 172])  # t121: cpu f32[1, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t122 = aten.silu.default(t121)  # t122: cpu f32[1, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t123 = aten._unsafe_view.default(t120, [1, 64, 172])  # t123: cpu f32[1, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t124 = aten.mul.Tensor(t122, t123)  # t124: cpu f32[1, 64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t125 = aten.view.default(t124, [64, 172])  # t125: cpu f32[64, 172]
    # end region 6 -> t121, t123, t124, t125
    t126 = aten.mm.default(t125, t66)  # t126: cpu f32[64, 64]
    # output (Linear), llama.py:308
    t127 = _c10d_functional.all_gather_into_tensor.default(t10, 2, 'dp')  # t127: cpu f32[256, 64]
    # norm (RMSNorm), llama.py:162
    t128 = _c10d_functional.wait_tensor.default(t14)  # t128: cpu f32[64]
    # region 7: inductor 9fd372b459fb9c34, 9 ops
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t129 = aten._unsafe_view.default(t126, [1, 64, 64])  # t129: cpu f32[1, 64, 64]
    # layers.1 (TransformerBlock), llama.py:282
    t130 = aten.add.Tensor(t111, t129)  # t130: cpu f32[1, 64, 64]
    # norm (RMSNorm), llama.py:161, 162
    t131 = aten.pow.Tensor_Scalar(t130, 2)  # t131: cpu f32[1, 64, 64]
    t132 = aten.mean.dim(t131, [-1], True)  # t132: cpu f32[1, 64, 1]
    t133 = aten.add.Tensor(t132, 1e-05)  # t133: cpu f32[1, 64, 1]
    t134 = aten.rsqrt.default(t133)  # t134: cpu f32[1, 64, 1]
    t135 = aten.mul.Tensor(t130, t134)  # t135: cpu f32[1, 64, 64]
    t136 = aten.mul.Tensor(t135, t128)  # t136: cpu f32[1, 64, 64]
    # output (Linear), llama.py:308
    t137 = aten.view.default(t136, [64, 64])  # t137: cpu f32[64, 64]
    # end region 7 -> t130, t134, t137
    t138 = _c10d_functional.wait_tensor.default(t127)  # t138: cpu f32[256, 64]
    t139 = aten.t.default(t138)  # t139: cpu f32[64, 256]
    t140 = aten.mm.default(t137, t139)  # t140: cpu f32[64, 256]
    t141 = aten._unsafe_view.default(t140, [1, 64, 256])  # t141: cpu f32[1, 64, 256]
    return (t141, t11, t12, t13, t128, t138, t32, t35, t38, t41, t44, t47, t50, t53, t56, t27, t69, t84, t100, t104, t105, t111, t115, t121, t123, t124, t130, t134)
    # t141: output 0
    # t11: saved 0
    # t12: saved 1
    # t13: saved 2
    # t128: saved 3
    # t138: saved 4
    # t32: saved 5
    # t35: saved 6
    # t38: saved 7
    # t41: saved 8
    # t44: saved 9
    # t47: saved 10
    # t50: saved 11
    # t53: saved 12
    # t56: saved 13
    # t27: saved 14
    # t69: saved 15
    # t84: saved 16
    # t100: saved 17
    # t104: saved 18
    # t105: saved 19
    # t111: saved 20
    # t115: saved 21
    # t121: saved 22
    # t123: saved 23
    # t124: saved 24
    # t130: saved 25
    # t134: saved 26
