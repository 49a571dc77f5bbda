def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24):
    # t0: cpu f32[128, 64]  param tok_embeddings.weight
    # t1: cpu f32[64]  param layers.0.attention_norm.weight
    # t2: cpu f32[32, 64]  param layers.0.attention.wq.weight
    # t3: cpu f32[16, 64]  param layers.0.attention.wk.weight
    # t4: cpu f32[16, 64]  param layers.0.attention.wv.weight
    # t5: cpu f32[64, 32]  param layers.0.attention.wo.weight
    # t6: cpu f32[64]  param layers.0.ffn_norm.weight
    # t7: cpu f32[86, 64]  param layers.0.feed_forward.w1.weight
    # t8: cpu f32[86, 64]  param layers.0.feed_forward.w3.weight
    # t9: cpu f32[64, 86]  param layers.0.feed_forward.w2.weight
    # t10: cpu f32[64]  param layers.1.attention_norm.weight
    # t11: cpu f32[32, 64]  param layers.1.attention.wq.weight
    # t12: cpu f32[16, 64]  param layers.1.attention.wk.weight
    # t13: cpu f32[16, 64]  param layers.1.attention.wv.weight
    # t14: cpu f32[64, 32]  param layers.1.attention.wo.weight
    # t15: cpu f32[64]  param layers.1.ffn_norm.weight
    # t16: cpu f32[86, 64]  param layers.1.feed_forward.w1.weight
    # t17: cpu f32[86, 64]  param layers.1.feed_forward.w3.weight
    # t18: cpu f32[64, 86]  param layers.1.feed_forward.w2.weight
    # t19: cpu f32[64]  param norm.weight
    # t20: cpu f32[128, 64]  param output.weight
    # t21: cpu f32[256, 8]  buffer rope.cos
    # t22: cpu f32[256, 8]  buffer rope.sin
    # t23: cpu i64[2, 16]  input 0
    # t24: cpu i64[]  coord tp
    # region 0: inductor 4dec9858f804ccdb, 12 ops
    # tok_embeddings (Embedding), llama.py:305
    t25 = aten.arange.start_step(0, 256, 1, dtype=torch.int64, device=torch.device('cpu'))  # t25: cpu i64[256]
    t26 = aten.view.default(t25, [1, 2, 128])  # t26: cpu i64[1, 2, 128]
    t27 = aten.view.default(t24, [1])  # t27: cpu i64[1]
    t28 = aten.index_select.default(t26, 1, t27)  # t28: cpu i64[1, 1, 128]
    t29 = aten.view.default(t28, [128])  # t29: cpu i64[128]
    t30 = aten.select.int(t29, 0, 0)  # t30: cpu i64[]
    t31 = aten.sub.Tensor(t23, t30)  # t31: cpu i64[2, 16]
    t32 = aten.ge.Scalar(t31, 0)  # t32: cpu b8[2, 16]
    t33 = aten.lt.Scalar(t31, 128)  # t33: cpu b8[2, 16]
    t34 = aten.logical_and.default(t32, t33)  # t34: cpu b8[2, 16]
    t35 = aten.mul.Tensor(t31, t34)  # t35: cpu i64[2, 16]
    t36 = aten.unsqueeze.default(t34, -1)  # t36: cpu b8[2, 16, 1]
    # end region 0 -> t34, t35
    t37 = aten.embedding.default(t0, t35)  # t37: cpu f32[2, 16, 64]
    # region 1: inductor 9b9316d5658a51fd, 7 ops
    t38 = aten.unsqueeze.default(t34, -1)  # t38: cpu b8[2, 16, 1]
    t39 = aten.mul.Tensor(t37, t38)  # t39: cpu f32[2, 16, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t40 = aten.permute.default(t39, [1, 0, 2])  # t40: cpu f32[16, 2, 64]
    t41 = aten.clone.default(t40, memory_format=torch.contiguous_format)  # t41: cpu f32[16, 2, 64]
    t42 = aten.view.default(t41, [1, 2, 8, 2, 64])  # t42: cpu f32[1, 2, 8, 2, 64]
    t43 = aten.permute.default(t42, [1, 0, 2, 3, 4])  # t43: cpu f32[2, 1, 8, 2, 64]
    t44 = aten.view.default(t43, [2, 8, 2, 64])  # t44: cpu f32[2, 8, 2, 64]
    # end region 1 -> t44
    t45 = _c10d_functional.reduce_scatter_tensor.default(t44, 'sum', 2, 'tp')  # t45: cpu f32[1, 8, 2, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t46 = aten.t.default(t2)  # t46: cpu f32[64, 32]
    # layers.0.attention.wk (Linear), llama.py:239
    t47 = aten.t.default(t3)  # t47: cpu f32[64, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t48 = aten.t.default(t4)  # t48: cpu f32[64, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t49 = aten.t.default(t5)  # t49: cpu f32[32, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t50 = aten.t.default(t7)  # t50: cpu f32[64, 86]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t51 = aten.t.default(t8)  # t51: cpu f32[64, 86]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t52 = aten.t.default(t9)  # t52: cpu f32[86, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t53 = aten.t.default(t11)  # t53: cpu f32[64, 32]
    # layers.1.attention.wk (Linear), llama.py:239
    t54 = aten.t.default(t12)  # t54: cpu f32[64, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t55 = aten.t.default(t13)  # t55: cpu f32[64, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t56 = aten.t.default(t14)  # t56: cpu f32[32, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t57 = aten.t.default(t16)  # t57: cpu f32[64, 86]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t58 = aten.t.default(t17)  # t58: cpu f32[64, 86]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t59 = aten.t.default(t18)  # t59: cpu f32[86, 64]
    # output (Linear), llama.py:308
    t60 = aten.t.default(t20)  # t60: cpu f32[64, 128]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t61 = _c10d_functional.wait_tensor.default(t45)  # t61: cpu f32[1, 8, 2, 64]
    # region 2: inductor 0239dfdbf410b172, 12 ops
    t62 = aten.view.default(t61, [8, 2, 64])  # t62: cpu f32[8, 2, 64]
    t63 = aten.permute.default(t62, [1, 0, 2])  # t63: cpu f32[2, 8, 64]
    t64 = aten.clone.default(t63, memory_format=torch.contiguous_format)  # t64: cpu f32[2, 8, 64]
    t65 = aten.pow.Tensor_Scalar(t64, 2)  # t65: cpu f32[2, 8, 64]
    t66 = aten.mean.dim(t65, [-1], True)  # t66: cpu f32[2, 8, 1]
    t67 = aten.add.Tensor(t66, 1e-05)  # t67: cpu f32[2, 8, 1]
    t68 = aten.rsqrt.default(t67)  # t68: cpu f32[2, 8, 1]
    t69 = aten.mul.Tensor(t64, t68)  # t69: cpu f32[2, 8, 64]
    t70 = aten.mul.Tensor(t69, t1)  # t70: cpu f32[2, 8, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t71 = aten.permute.default(t70, [1, 0, 2])  # t71: cpu f32[8, 2, 64]
    t72 = aten.clone.default(t71, memory_format=torch.contiguous_format)  # t72: cpu f32[8, 2, 64]
    t73 = aten.view.default(t72, [16, 64])  # t73: cpu f32[16, 64]
    # end region 2 -> t64, t68, t72, t73
    t74, t75, t76, t77 = aotc.gather_mm.default(t73, [t46, t47, t48], 2, 'tp')  # t74: cpu f32[32, 64], t75: cpu f32[32, 32], t76: cpu f32[32, 16], t77: cpu f32[32, 16]
    # region 3: inductor d8f668fc1bc7f401, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t78 = aten.slice.Tensor(t21, 0, 0, 16)  # t78: cpu f32[16, 8]
    t79 = aten.slice.Tensor(t22, 0, 0, 16)  # t79: cpu f32[16, 8]
    # layers.0.attention.wq (Linear), llama.py:238
    t80 = aten.view.default(t75, [16, 2, 32])  # t80: cpu f32[16, 2, 32]
    t81 = aten.permute.default(t80, [1, 0, 2])  # t81: cpu f32[2, 16, 32]
    t82 = aten.clone.default(t81, memory_format=torch.contiguous_format)  # t82: cpu f32[2, 16, 32]
    t83 = aten.view.default(t82, [32, 32])  # t83: cpu f32[32, 32]
    # layers.0.attention (Attention), llama.py:205, 206, 207, 208, 209, 210, ...
    t84 = aten.view.default(t83, [2, 16, 2, 8, 2])  # t84: cpu f32[2, 16, 2, 8, 2]
    t85 = aten.select.int(t84, 4, 0)  # t85: cpu f32[2, 16, 2, 8]
    t86 = aten.select.int(t84, 4, 1)  # t86: cpu f32[2, 16, 2, 8]
    t87 = aten.view.default(t78, [1, 16, 1, 8])  # t87: cpu f32[1, 16, 1, 8]
    t88 = aten.view.default(t79, [1, 16, 1, 8])  # t88: cpu f32[1, 16, 1, 8]
    t89 = aten.mul.Tensor(t85, t87)  # t89: cpu f32[2, 16, 2, 8]
    t90 = aten.mul.Tensor(t86, t88)  # t90: cpu f32[2, 16, 2, 8]
    t91 = aten.sub.Tensor(t89, t90)  # t91: cpu f32[2, 16, 2, 8]
    t92 = aten.mul.Tensor(t85, t88)  # t92: cpu f32[2, 16, 2, 8]
    t93 = aten.mul.Tensor(t86, t87)  # t93: cpu f32[2, 16, 2, 8]
    t94 = aten.add.Tensor(t92, t93)  # t94: cpu f32[2, 16, 2, 8]
    t95 = aten.stack.default([t91, t94], -1)  # t95: cpu f32[2, 16, 2, 8, 2]
    t96 = aten.view.default(t95, [2, 16, 2, 16])  # t96: cpu f32[2, 16, 2, 16]
    t97 = aten.transpose.int(t96, 1, 2)  # t97: cpu f32[2, 2, 16, 16]
    # end region 3 -> t95, t97
    # region 4: inductor 4225f316cb2a0cee, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t98 = aten.slice.Tensor(t21, 0, 0, 16)  # t98: cpu f32[16, 8]
    t99 = aten.slice.Tensor(t22, 0, 0, 16)  # t99: cpu f32[16, 8]
    # layers.0.attention.wk (Linear), llama.py:239
    t100 = aten.view.default(t76, [16, 2, 16])  # t100: cpu f32[16, 2, 16]
    t101 = aten.permute.default(t100, [1, 0, 2])  # t101: cpu f32[2, 16, 16]
    t102 = aten.clone.default(t101, memory_format=torch.contiguous_format)  # t102: cpu f32[2, 16, 16]
    t103 = aten.view.default(t102, [32, 16])  # t103: cpu f32[32, 16]
    # layers.0.attention (Attention), llama.py:207, 208, 205, 206, 209, 210, ...
    t104 = aten.view.default(t98, [1, 16, 1, 8])  # t104: cpu f32[1, 16, 1, 8]
    t105 = aten.view.default(t99, [1, 16, 1, 8])  # t105: cpu f32[1, 16, 1, 8]
    t106 = aten.view.default(t103, [2, 16, 1, 8, 2])  # t106: cpu f32[2, 16, 1, 8, 2]
    t107 = aten.select.int(t106, 4, 0)  # t107: cpu f32[2, 16, 1, 8]
    t108 = aten.select.int(t106, 4, 1)  # t108: cpu f32[2, 16, 1, 8]
    t109 = aten.mul.Tensor(t107, t104)  # t109: cpu f32[2, 16, 1, 8]
    t110 = aten.mul.Tensor(t108, t105)  # t110: cpu f32[2, 16, 1, 8]
    t111 = aten.sub.Tensor(t109, t110)  # t111: cpu f32[2, 16, 1, 8]
    t112 = aten.mul.Tensor(t107, t105)  # t112: cpu f32[2, 16, 1, 8]
    t113 = aten.mul.Tensor(t108, t104)  # t113: cpu f32[2, 16, 1, 8]
    t114 = aten.add.Tensor(t112, t113)  # t114: cpu f32[2, 16, 1, 8]
    t115 = aten.stack.default([t111, t114], -1)  # t115: cpu f32[2, 16, 1, 8, 2]
    t116 = aten.view.default(t115, [2, 16, 1, 16])  # t116: cpu f32[2, 16, 1, 16]
    t117 = aten.transpose.int(t116, 1, 2)  # t117: cpu f32[2, 1, 16, 16]
    # end region 4 -> t115, t117
    # region 5: inductor 1bbfe4404759de9e, 6 ops
    # layers.0.attention.wv (Linear), llama.py:240
    t118 = aten.view.default(t77, [16, 2, 16])  # t118: cpu f32[16, 2, 16]
    t119 = aten.permute.default(t118, [1, 0, 2])  # t119: cpu f32[2, 16, 16]
    t120 = aten.clone.default(t119, memory_format=torch.contiguous_format)  # t120: cpu f32[2, 16, 16]
    t121 = aten.view.default(t120, [32, 16])  # t121: cpu f32[32, 16]
    # layers.0.attention (Attention), llama.py:240, 243
    t122 = aten.view.default(t121, [2, 16, 1, 16])  # t122: cpu f32[2, 16, 1, 16]
    t123 = aten.transpose.int(t122, 1, 2)  # t123: cpu f32[2, 1, 16, 16]
    # end region 5 -> t121, t123
    t124, t125 = aotc.sdpa.default(t97, t117, t123, None, True, None)  # t124: cpu f32[2, 2, 16, 16], t125: cpu f32[2, 2, 16]
    # region 6: inductor c49152e268961fcf, 9 ops
    t126 = aten.transpose.int(t124, 1, 2)  # t126: cpu f32[2, 16, 2, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t127 = aten.view.default(t126, [32, 32])  # t127: cpu f32[32, 32]
    t128 = aten._unsafe_view.default(t127, [2, 16, 32])  # t128: cpu f32[2, 16, 32]
    t129 = aten.permute.default(t128, [1, 0, 2])  # t129: cpu f32[16, 2, 32]
    t130 = aten.clone.default(t129, memory_format=torch.contiguous_format)  # t130: cpu f32[16, 2, 32]
    t131 = aten.view.default(t130, [1, 2, 8, 2, 32])  # t131: cpu f32[1, 2, 8, 2, 32]
    t132 = aten.permute.default(t131, [1, 0, 2, 3, 4])  # t132: cpu f32[2, 1, 8, 2, 32]
    t133 = aten.view.default(t132, [2, 8, 2, 32])  # t133: cpu f32[2, 8, 2, 32]
    t134 = aten.view.default(t133, [32, 32])  # t134: cpu f32[32, 32]
    # end region 6 -> t134
    # layers.0 (TransformerBlock), llama.py:281
    t135 = aotc.mm_scatter.default([t134], [t49], [], [0], 2, 'tp')  # t135: cpu f32[16, 64]
    # region 7: inductor f4eed2c3b0f46e38, 17 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t136 = aten.view.default(t61, [8, 2, 64])  # t136: cpu f32[8, 2, 64]
    t137 = aten.permute.default(t136, [1, 0, 2])  # t137: cpu f32[2, 8, 64]
    t138 = aten.clone.default(t137, memory_format=torch.contiguous_format)  # t138: cpu f32[2, 8, 64]
    # layers.0 (TransformerBlock), llama.py:281
    t139 = aten.view.default(t135, [1, 8, 2, 64])  # t139: cpu f32[1, 8, 2, 64]
    t140 = aten.view.default(t139, [8, 2, 64])  # t140: cpu f32[8, 2, 64]
    t141 = aten.permute.default(t140, [1, 0, 2])  # t141: cpu f32[2, 8, 64]
    t142 = aten.clone.default(t141, memory_format=torch.contiguous_format)  # t142: cpu f32[2, 8, 64]
    t143 = aten.add.Tensor(t138, t142)  # t143: cpu f32[2, 8, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t144 = aten.pow.Tensor_Scalar(t143, 2)  # t144: cpu f32[2, 8, 64]
    t145 = aten.mean.dim(t144, [-1], True)  # t145: cpu f32[2, 8, 1]
    t146 = aten.add.Tensor(t145, 1e-05)  # t146: cpu f32[2, 8, 1]
    t147 = aten.rsqrt.default(t146)  # t147: cpu f32[2, 8, 1]
    t148 = aten.mul.Tensor(t143, t147)  # t148: cpu f32[2, 8, 64]
    t149 = aten.mul.Tensor(t148, t6)  # t149: cpu f32[2, 8, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t150 = aten.permute.default(t149, [1, 0, 2])  # t150: cpu f32[8, 2, 64]
    t151 = aten.clone.default(t150, memory_format=torch.contiguous_format)  # t151: cpu f32[8, 2, 64]
    t152 = aten.view.default(t151, [16, 64])  # t152: cpu f32[16, 64]
    # end region 7 -> t143, t147, t151, t152
    t153, t154 = aotc.gather_mm.default(t152, [t50], 2, 'tp')  # t153: cpu f32[32, 64], t154: cpu f32[32, 86]
    # region 8: inductor c13c4f25436eace3, 4 ops
    t155 = aten.view.default(t153, [16, 2, 64])  # t155: cpu f32[16, 2, 64]
    t156 = aten.permute.default(t155, [1, 0, 2])  # t156: cpu f32[2, 16, 64]
    t157 = aten.clone.default(t156, memory_format=torch.contiguous_format)  # t157: cpu f32[2, 16, 64]
    t158 = aten.view.default(t157, [32, 64])  # t158: cpu f32[32, 64]
    # end region 8 -> t158
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t159 = aten.mm.default(t158, t51)  # t159: cpu f32[32, 86]
    # region 9: inductor 28fd413433325586, 16 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t160 = aten.view.default(t154, [16, 2, 86])  # t160: cpu f32[16, 2, 86]
    t161 = aten.permute.default(t160, [1, 0, 2])  # t161: cpu f32[2, 16, 86]
    t162 = aten.clone.default(t161, memory_format=torch.contiguous_format)  # t162: cpu f32[2, 16, 86]
    t163 = aten.view.default(t162, [32, 86])  # t163: cpu f32[32, 86]
    t164 = aten._unsafe_view.default(t163, [2, 16, 86])  # t164: cpu f32[2, 16, 86]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t165 = aten.silu.default(t164)  # t165: cpu f32[2, 16, 86]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t166 = aten._unsafe_view.default(t159, [2, 16, 86])  # t166: cpu f32[2, 16, 86]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t167 = aten.mul.Tensor(t165, t166)  # t167: cpu f32[2, 16, 86]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t168 = aten.view.default(t167, [32, 86])  # t168: cpu f32[32, 86]
    t169 = aten._unsafe_view.default(t168, [2, 16, 86])  # t169: cpu f32[2, 16, 86]
    t170 = aten.permute.default(t169, [1, 0, 2])  # t170: cpu f32[16, 2, 86]
    t171 = aten.clone.default(t170, memory_format=torch.contiguous_format)  # t171: cpu f32[16, 2, 86]
    t172 = aten.view.default(t171, [1, 2, 8, 2, 86])  # t172: cpu f32[1, 2, 8, 2, 86]
    t173 = aten.permute.default(t172, [1, 0, 2, 3, 4])  # t173: cpu f32[2, 1, 8, 2, 86]
    t174 = aten.view.default(t173, [2, 8, 2, 86])  # t174: cpu f32[2, 8, 2, 86]
    t175 = aten.view.default(t174, [32, 86])  # t175: cpu f32[32, 86]
    # end region 9 -> t166, t167, t175
    # layers.0 (TransformerBlock), llama.py:282
    t176 = aotc.mm_scatter.default([t175], [t52], [], [0], 2, 'tp')  # t176: cpu f32[16, 64]
    # region 10: inductor 16fda97fa3f2f2c0, 14 ops
    t177 = aten.view.default(t176, [1, 8, 2, 64])  # t177: cpu f32[1, 8, 2, 64]
    t178 = aten.view.default(t177, [8, 2, 64])  # t178: cpu f32[8, 2, 64]
    t179 = aten.permute.default(t178, [1, 0, 2])  # t179: cpu f32[2, 8, 64]
    t180 = aten.clone.default(t179, memory_format=torch.contiguous_format)  # t180: cpu f32[2, 8, 64]
    t181 = aten.add.Tensor(t143, t180)  # t181: cpu f32[2, 8, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t182 = aten.pow.Tensor_Scalar(t181, 2)  # t182: cpu f32[2, 8, 64]
    t183 = aten.mean.dim(t182, [-1], True)  # t183: cpu f32[2, 8, 1]
    t184 = aten.add.Tensor(t183, 1e-05)  # t184: cpu f32[2, 8, 1]
    t185 = aten.rsqrt.default(t184)  # t185: cpu f32[2, 8, 1]
    t186 = aten.mul.Tensor(t181, t185)  # t186: cpu f32[2, 8, 64]
    t187 = aten.mul.Tensor(t186, t10)  # t187: cpu f32[2, 8, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t188 = aten.permute.default(t187, [1, 0, 2])  # t188: cpu f32[8, 2, 64]
    t189 = aten.clone.default(t188, memory_format=torch.contiguous_format)  # t189: cpu f32[8, 2, 64]
    t190 = aten.view.default(t189, [16, 64])  # t190: cpu f32[16, 64]
    # end region 10 -> t181, t185, t189, t190
    t191, t192, t193, t194 = aotc.gather_mm.default(t190, [t53, t54, t55], 2, 'tp')  # t191: cpu f32[32, 64], t192: cpu f32[32, 32], t193: cpu f32[32, 16], t194: cpu f32[32, 16]
    # region 11: inductor 950f0422c3708f85, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t195 = aten.slice.Tensor(t21, 0, 0, 16)  # t195: cpu f32[16, 8]
    t196 = aten.slice.Tensor(t22, 0, 0, 16)  # t196: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t197 = aten.view.default(t195, [1, 16, 1, 8])  # t197: cpu f32[1, 16, 1, 8]
    t198 = aten.view.default(t196, [1, 16, 1, 8])  # t198: cpu f32[1, 16, 1, 8]
    # layers.1.attention.wq (Linear), llama.py:238
    t199 = aten.view.default(t192, [16, 2, 32])  # t199: cpu f32[16, 2, 32]
    t200 = aten.permute.default(t199, [1, 0, 2])  # t200: cpu f32[2, 16, 32]
    t201 = aten.clone.default(t200, memory_format=torch.contiguous_format)  # t201: cpu f32[2, 16, 32]
    t202 = aten.view.default(t201, [32, 32])  # t202: cpu f32[32, 32]
    # layers.1.attention (Attention), llama.py:205, 206, 209, 210, 211, 241
    t203 = aten.view.default(t202, [2, 16, 2, 8, 2])  # t203: cpu f32[2, 16, 2, 8, 2]
    t204 = aten.select.int(t203, 4, 0)  # t204: cpu f32[2, 16, 2, 8]
    t205 = aten.select.int(t203, 4, 1)  # t205: cpu f32[2, 16, 2, 8]
    t206 = aten.mul.Tensor(t204, t197)  # t206: cpu f32[2, 16, 2, 8]
    t207 = aten.mul.Tensor(t205, t198)  # t207: cpu f32[2, 16, 2, 8]
    t208 = aten.sub.Tensor(t206, t207)  # t208: cpu f32[2, 16, 2, 8]
    t209 = aten.mul.Tensor(t204, t198)  # t209: cpu f32[2, 16, 2, 8]
    t210 = aten.mul.Tensor(t205, t197)  # t210: cpu f32[2, 16, 2, 8]
    t211 = aten.add.Tensor(t209, t210)  # t211: cpu f32[2, 16, 2, 8]
    t212 = aten.stack.default([t208, t211], -1)  # t212: cpu f32[2, 16, 2, 8, 2]
    t213 = aten.view.default(t212, [2, 16, 2, 16])  # t213: cpu f32[2, 16, 2, 16]
    t214 = aten.transpose.int(t213, 1, 2)  # t214: cpu f32[2, 2, 16, 16]
    # end region 11 -> t212, t214
    # region 12: inductor e27c9014e2b8b5e7, 20 ops
    # rope (RotaryEmbedding), llama.py:195
    t215 = aten.slice.Tensor(t21, 0, 0, 16)  # t215: cpu f32[16, 8]
    t216 = aten.slice.Tensor(t22, 0, 0, 16)  # t216: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t217 = aten.view.default(t215, [1, 16, 1, 8])  # t217: cpu f32[1, 16, 1, 8]
    t218 = aten.view.default(t216, [1, 16, 1, 8])  # t218: cpu f32[1, 16, 1, 8]
    # layers.1.attention.wk (Linear), llama.py:239
    t219 = aten.view.default(t193, [16, 2, 16])  # t219: cpu f32[16, 2, 16]
    t220 = aten.permute.default(t219, [1, 0, 2])  # t220: cpu f32[2, 16, 16]
    t221 = aten.clone.default(t220, memory_format=torch.contiguous_format)  # t221: cpu f32[2, 16, 16]
    t222 = aten.view.default(t221, [32, 16])  # t222: cpu f32[32, 16]
    # layers.1.attention (Attention), llama.py:205, 206, 209, 210, 211, 242
    t223 = aten.view.default(t222, [2, 16, 1, 8, 2])  # t223: cpu f32[2, 16, 1, 8, 2]
    t224 = aten.select.int(t223, 4, 0)  # t224: cpu f32[2, 16, 1, 8]
    t225 = aten.select.int(t223, 4, 1)  # t225: cpu f32[2, 16, 1, 8]
    t226 = aten.mul.Tensor(t224, t217)  # t226: cpu f32[2, 16, 1, 8]
    t227 = aten.mul.Tensor(t225, t218)  # t227: cpu f32[2, 16, 1, 8]
    t228 = aten.sub.Tensor(t226, t227)  # t228: cpu f32[2, 16, 1, 8]
    t229 = aten.mul.Tensor(t224, t218)  # t229: cpu f32[2, 16, 1, 8]
    t230 = aten.mul.Tensor(t225, t217)  # t230: cpu f32[2, 16, 1, 8]
    t231 = aten.add.Tensor(t229, t230)  # t231: cpu f32[2, 16, 1, 8]
    t232 = aten.stack.default([t228, t231], -1)  # t232: cpu f32[2, 16, 1, 8, 2]
    t233 = aten.view.default(t232, [2, 16, 1, 16])  # t233: cpu f32[2, 16, 1, 16]
    t234 = aten.transpose.int(t233, 1, 2)  # t234: cpu f32[2, 1, 16, 16]
    # end region 12 -> t232, t234
    # region 13: inductor 1bbfe4404759de9e, 6 ops
    # layers.1.attention.wv (Linear), llama.py:240
    t235 = aten.view.default(t194, [16, 2, 16])  # t235: cpu f32[16, 2, 16]
    t236 = aten.permute.default(t235, [1, 0, 2])  # t236: cpu f32[2, 16, 16]
    t237 = aten.clone.default(t236, memory_format=torch.contiguous_format)  # t237: cpu f32[2, 16, 16]
    t238 = aten.view.default(t237, [32, 16])  # t238: cpu f32[32, 16]
    # layers.1.attention (Attention), llama.py:240, 243
    t239 = aten.view.default(t238, [2, 16, 1, 16])  # t239: cpu f32[2, 16, 1, 16]
    t240 = aten.transpose.int(t239, 1, 2)  # t240: cpu f32[2, 1, 16, 16]
    # end region 13 -> t238, t240
    t241, t242 = aotc.sdpa.default(t214, t234, t240, None, True, None)  # t241: cpu f32[2, 2, 16, 16], t242: cpu f32[2, 2, 16]
    # region 14: inductor c49152e268961fcf, 9 ops
    t243 = aten.transpose.int(t241, 1, 2)  # t243: cpu f32[2, 16, 2, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t244 = aten.view.default(t243, [32, 32])  # t244: cpu f32[32, 32]
    t245 = aten._unsafe_view.default(t244, [2, 16, 32])  # t245: cpu f32[2, 16, 32]
    t246 = aten.permute.default(t245, [1, 0, 2])  # t246: cpu f32[16, 2, 32]
    t247 = aten.clone.default(t246, memory_format=torch.contiguous_format)  # t247: cpu f32[16, 2, 32]
    t248 = aten.view.default(t247, [1, 2, 8, 2, 32])  # t248: cpu f32[1, 2, 8, 2, 32]
    t249 = aten.permute.default(t248, [1, 0, 2, 3, 4])  # t249: cpu f32[2, 1, 8, 2, 32]
    t250 = aten.view.default(t249, [2, 8, 2, 32])  # t250: cpu f32[2, 8, 2, 32]
    t251 = aten.view.default(t250, [32, 32])  # t251: cpu f32[32, 32]
    # end region 14 -> t251
    # layers.1 (TransformerBlock), llama.py:281
    t252 = aotc.mm_scatter.default([t251], [t56], [], [0], 2, 'tp')  # t252: cpu f32[16, 64]
    # region 15: inductor 16fda97fa3f2f2c0, 14 ops
    t253 = aten.view.default(t252, [1, 8, 2, 64])  # t253: cpu f32[1, 8, 2, 64]
    t254 = aten.view.default(t253, [8, 2, 64])  # t254: cpu f32[8, 2, 64]
    t255 = aten.permute.default(t254, [1, 0, 2])  # t255: cpu f32[2, 8, 64]
    t256 = aten.clone.default(t255, memory_format=torch.contiguous_format)  # t256: cpu f32[2, 8, 64]
    t257 = aten.add.Tensor(t181, t256)  # t257: cpu f32[2, 8, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t258 = aten.pow.Tensor_Scalar(t257, 2)  # t258: cpu f32[2, 8, 64]
    t259 = aten.mean.dim(t258, [-1], True)  # t259: cpu f32[2, 8, 1]
    t260 = aten.add.Tensor(t259, 1e-05)  # t260: cpu f32[2, 8, 1]
    t261 = aten.rsqrt.default(t260)  # t261: cpu f32[2, 8, 1]
    t262 = aten.mul.Tensor(t257, t261)  # t262: cpu f32[2, 8, 64]
    t263 = aten.mul.Tensor(t262, t15)  # t263: cpu f32[2, 8, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t264 = aten.permute.default(t263, [1, 0, 2])  # t264: cpu f32[8, 2, 64]
    t265 = aten.clone.default(t264, memory_format=torch.contiguous_format)  # t265: cpu f32[8, 2, 64]
    t266 = aten.view.default(t265, [16, 64])  # t266: cpu f32[16, 64]
    # end region 15 -> t257, t261, t265, t266
    t267, t268 = aotc.gather_mm.default(t266, [t57], 2, 'tp')  # t267: cpu f32[32, 64], t268: cpu f32[32, 86]
    # region 16: inductor c13c4f25436eace3, 4 ops
    t269 = aten.view.default(t267, [16, 2, 64])  # t269: cpu f32[16, 2, 64]
    t270 = aten.permute.default(t269, [1, 0, 2])  # t270: cpu f32[2, 16, 64]
    t271 = aten.clone.default(t270, memory_format=torch.contiguous_format)  # t271: cpu f32[2, 16, 64]
    t272 = aten.view.default(t271, [32, 64])  # t272: cpu f32[32, 64]
    # end region 16 -> t272
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t273 = aten.mm.default(t272, t58)  # t273: cpu f32[32, 86]
    # region 17: inductor 28fd413433325586, 16 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t274 = aten.view.default(t268, [16, 2, 86])  # t274: cpu f32[16, 2, 86]
    t275 = aten.permute.default(t274, [1, 0, 2])  # t275: cpu f32[2, 16, 86]
    t276 = aten.clone.default(t275, memory_format=torch.contiguous_format)  # t276: cpu f32[2, 16, 86]
    t277 = aten.view.default(t276, [32, 86])  # t277: cpu f32[32, 86]
    t278 = aten._unsafe_view.default(t277, [2, 16, 86])  # t278: cpu f32[2, 16, 86]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t279 = aten.silu.default(t278)  # t279: cpu f32[2, 16, 86]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t280 = aten._unsafe_view.default(t273, [2, 16, 86])  # t280: cpu f32[2, 16, 86]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t281 = aten.mul.Tensor(t279, t280)  # t281: cpu f32[2, 16, 86]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t282 = aten.view.default(t281, [32, 86])  # t282: cpu f32[32, 86]
    t283 = aten._unsafe_view.default(t282, [2, 16, 86])  # t283: cpu f32[2, 16, 86]
    t284 = aten.permute.default(t283, [1, 0, 2])  # t284: cpu f32[16, 2, 86]
    t285 = aten.clone.default(t284, memory_format=torch.contiguous_format)  # t285: cpu f32[16, 2, 86]
    t286 = aten.view.default(t285, [1, 2, 8, 2, 86])  # t286: cpu f32[1, 2, 8, 2, 86]
    t287 = aten.permute.default(t286, [1, 0, 2, 3, 4])  # t287: cpu f32[2, 1, 8, 2, 86]
    t288 = aten.view.default(t287, [2, 8, 2, 86])  # t288: cpu f32[2, 8, 2, 86]
    t289 = aten.view.default(t288, [32, 86])  # t289: cpu f32[32, 86]
    # end region 17 -> t280, t281, t289
    # layers.1 (TransformerBlock), llama.py:282
    t290 = aotc.mm_scatter.default([t289], [t59], [], [0], 2, 'tp')  # t290: cpu f32[16, 64]
    # region 18: inductor 16fda97fa3f2f2c0, 14 ops
    t291 = aten.view.default(t290, [1, 8, 2, 64])  # t291: cpu f32[1, 8, 2, 64]
    t292 = aten.view.default(t291, [8, 2, 64])  # t292: cpu f32[8, 2, 64]
    t293 = aten.permute.default(t292, [1, 0, 2])  # t293: cpu f32[2, 8, 64]
    t294 = aten.clone.default(t293, memory_format=torch.contiguous_format)  # t294: cpu f32[2, 8, 64]
    t295 = aten.add.Tensor(t257, t294)  # t295: cpu f32[2, 8, 64]
    # norm (RMSNorm), llama.py:161, 162
    t296 = aten.pow.Tensor_Scalar(t295, 2)  # t296: cpu f32[2, 8, 64]
    t297 = aten.mean.dim(t296, [-1], True)  # t297: cpu f32[2, 8, 1]
    t298 = aten.add.Tensor(t297, 1e-05)  # t298: cpu f32[2, 8, 1]
    t299 = aten.rsqrt.default(t298)  # t299: cpu f32[2, 8, 1]
    t300 = aten.mul.Tensor(t295, t299)  # t300: cpu f32[2, 8, 64]
    t301 = aten.mul.Tensor(t300, t19)  # t301: cpu f32[2, 8, 64]
    # output (Linear), llama.py:308
    t302 = aten.permute.default(t301, [1, 0, 2])  # t302: cpu f32[8, 2, 64]
    t303 = aten.clone.default(t302, memory_format=torch.contiguous_format)  # t303: cpu f32[8, 2, 64]
    t304 = aten.view.default(t303, [16, 64])  # t304: cpu f32[16, 64]
    # end region 18 -> t295, t299, t303, t304
    t305, t306 = aotc.gather_mm.default(t304, [t60], 2, 'tp')  # t305: cpu f32[32, 64], t306: cpu f32[32, 128]
    # region 19: inductor db1649555222d7ce, 6 ops
    t307 = aten.view.default(t306, [16, 2, 128])  # t307: cpu f32[16, 2, 128]
    t308 = aten.permute.default(t307, [1, 0, 2])  # t308: cpu f32[2, 16, 128]
    t309 = aten.clone.default(t308, memory_format=torch.contiguous_format)  # t309: cpu f32[2, 16, 128]
    t310 = aten.view.default(t309, [32, 128])  # t310: cpu f32[32, 128]
    t311 = aten.permute.default(t310, [1, 0])  # t311: cpu f32[128, 32]
    t312 = aten.clone.default(t311, memory_format=torch.contiguous_format)  # t312: cpu f32[128, 32]
    # end region 19 -> t310, t312
    t313 = _c10d_functional.all_gather_into_tensor.default(t312, 2, 'tp')  # t313: cpu f32[256, 32]
    # region 20: inductor 7f9700471ca1d9b9, 5 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t314 = aten.view.default(t154, [16, 2, 86])  # t314: cpu f32[16, 2, 86]
    t315 = aten.permute.default(t314, [1, 0, 2])  # t315: cpu f32[2, 16, 86]
    t316 = aten.clone.default(t315, memory_format=torch.contiguous_format)  # t316: cpu f32[2, 16, 86]
    t317 = aten.view.default(t316, [32, 86])  # t317: cpu f32[32, 86]
    t318 = aten._unsafe_view.default(t317, [2, 16, 86])  # t318: cpu f32[2, 16, 86]
    # end region 20 -> t318
    # region 21: inductor 7f9700471ca1d9b9, 5 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t319 = aten.view.default(t268, [16, 2, 86])  # t319: cpu f32[16, 2, 86]
    t320 = aten.permute.default(t319, [1, 0, 2])  # t320: cpu f32[2, 16, 86]
    t321 = aten.clone.default(t320, memory_format=torch.contiguous_format)  # t321: cpu f32[2, 16, 86]
    t322 = aten.view.default(t321, [32, 86])  # t322: cpu f32[32, 86]
    t323 = aten._unsafe_view.default(t322, [2, 16, 86])  # t323: cpu f32[2, 16, 86]
    # end region 21 -> t323
    t324 = _c10d_functional.wait_tensor.default(t313)  # t324: cpu f32[256, 32]
    # region 22: inductor ed6e3e8c3638f5ab, 3 ops
    t325 = aten.permute.default(t324, [1, 0])  # t325: cpu f32[32, 256]
    t326 = aten.clone.default(t325, memory_format=torch.contiguous_format)  # t326: cpu f32[32, 256]
    t327 = aten._unsafe_view.default(t326, [2, 16, 256])  # t327: cpu f32[2, 16, 256]
    # end region 22 -> t327
    return (t327, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t64, t68, t72, t121, t95, t115, t124, t125, t143, t147, t151, t318, t166, t167, t181, t185, t189, t238, t212, t232, t241, t242, t257, t261, t265, t323, t280, t281, t295, t299, t303, t310)
    # t327: output 0
    # t1: saved 0
    # t2: saved 1
    # t3: saved 2
    # t4: saved 3
    # t5: saved 4
    # t6: saved 5
    # t7: saved 6
    # t8: saved 7
    # t9: saved 8
    # t10: saved 9
    # t11: saved 10
    # t12: saved 11
    # t13: saved 12
    # t14: saved 13
    # t15: saved 14
    # t16: saved 15
    # t17: saved 16
    # t18: saved 17
    # t19: saved 18
    # t20: saved 19
    # t21: saved 20
    # t22: saved 21
    # t23: saved 22
    # t24: saved 23
    # t64: saved 24
    # t68: saved 25
    # t72: saved 26
    # t121: saved 27
    # t95: saved 28
    # t115: saved 29
    # t124: saved 30
    # t125: saved 31
    # t143: saved 32
    # t147: saved 33
    # t151: saved 34
    # t318: saved 35
    # t166: saved 36
    # t167: saved 37
    # t181: saved 38
    # t185: saved 39
    # t189: saved 40
    # t238: saved 41
    # t212: saved 42
    # t232: saved 43
    # t241: saved 44
    # t242: saved 45
    # t257: saved 46
    # t261: saved 47
    # t265: saved 48
    # t323: saved 49
    # t280: saved 50
    # t281: saved 51
    # t295: saved 52
    # t299: saved 53
    # t303: saved 54
    # t310: saved 55
