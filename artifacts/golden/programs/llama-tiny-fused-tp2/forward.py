def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18):
    # t0: cpu f32[128, 64]  param tok_embeddings.weight
    # t1: cpu f32[64]  param layers.0.attention_norm.weight
    # t2: cpu f32[64, 64]  param layers.0.attention.wqkv.weight
    # t3: cpu f32[64, 32]  param layers.0.attention.wo.weight
    # t4: cpu f32[64]  param layers.0.ffn_norm.weight
    # t5: cpu f32[172, 64]  param layers.0.feed_forward.w13.weight
    # t6: cpu f32[64, 86]  param layers.0.feed_forward.w2.weight
    # t7: cpu f32[64]  param layers.1.attention_norm.weight
    # t8: cpu f32[64, 64]  param layers.1.attention.wqkv.weight
    # t9: cpu f32[64, 32]  param layers.1.attention.wo.weight
    # t10: cpu f32[64]  param layers.1.ffn_norm.weight
    # t11: cpu f32[172, 64]  param layers.1.feed_forward.w13.weight
    # t12: cpu f32[64, 86]  param layers.1.feed_forward.w2.weight
    # t13: cpu f32[64]  param norm.weight
    # t14: cpu f32[128, 64]  param output.weight
    # t15: cpu f32[256, 8]  buffer rope.cos
    # t16: cpu f32[256, 8]  buffer rope.sin
    # t17: cpu i64[2, 64]  input 0
    # t18: cpu i64[]  coord tp
    # region 0: inductor 7ede547d6b9991fb, 12 ops
    # tok_embeddings (Embedding), llama.py:305
    t19 = aten.arange.start_step(0, 256, 1, dtype=torch.int64, device=torch.device('cpu'))  # t19: cpu i64[256]
    t20 = aten.view.default(t19, [1, 2, 128])  # t20: cpu i64[1, 2, 128]
    t21 = aten.view.default(t18, [1])  # t21: cpu i64[1]
    t22 = aten.index_select.default(t20, 1, t21)  # t22: cpu i64[1, 1, 128]
    t23 = aten.view.default(t22, [128])  # t23: cpu i64[128]
    t24 = aten.select.int(t23, 0, 0)  # t24: cpu i64[]
    t25 = aten.sub.Tensor(t17, t24)  # t25: cpu i64[2, 64]
    t26 = aten.ge.Scalar(t25, 0)  # t26: cpu b8[2, 64]
    t27 = aten.lt.Scalar(t25, 128)  # t27: cpu b8[2, 64]
    t28 = aten.logical_and.default(t26, t27)  # t28: cpu b8[2, 64]
    t29 = aten.mul.Tensor(t25, t28)  # t29: cpu i64[2, 64]
    t30 = aten.unsqueeze.default(t28, -1)  # t30: cpu b8[2, 64, 1]
    # end region 0 -> t28, t29
    t31 = aten.embedding.default(t0, t29)  # t31: cpu f32[2, 64, 64]
    # region 1: inductor 6347dec2cc394a33, 7 ops
    t32 = aten.unsqueeze.default(t28, -1)  # t32: cpu b8[2, 64, 1]
    t33 = aten.mul.Tensor(t31, t32)  # t33: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t34 = aten.permute.default(t33, [1, 0, 2])  # t34: cpu f32[64, 2, 64]
    t35 = aten.clone.default(t34, memory_format=torch.contiguous_format)  # t35: cpu f32[64, 2, 64]
    t36 = aten.view.default(t35, [1, 2, 32, 2, 64])  # t36: cpu f32[1, 2, 32, 2, 64]
    t37 = aten.permute.default(t36, [1, 0, 2, 3, 4])  # t37: cpu f32[2, 1, 32, 2, 64]
    t38 = aten.view.default(t37, [2, 32, 2, 64])  # t38: cpu f32[2, 32, 2, 64]
    # end region 1 -> t38
    t39 = _c10d_functional.reduce_scatter_tensor.default(t38, 'sum', 2, 'tp')  # t39: cpu f32[1, 32, 2, 64]
    t40 = _c10d_functional.wait_tensor.default(t39)  # t40: cpu f32[1, 32, 2, 64]
    # region 2: inductor 8461ce2ed24cc07e, 11 ops
    t41 = aten.view.default(t40, [32, 2, 64])  # t41: cpu f32[32, 2, 64]
    t42 = aten.permute.default(t41, [1, 0, 2])  # t42: cpu f32[2, 32, 64]
    t43 = aten.clone.default(t42, memory_format=torch.contiguous_format)  # t43: cpu f32[2, 32, 64]
    t44 = aten.pow.Tensor_Scalar(t43, 2)  # t44: cpu f32[2, 32, 64]
    t45 = aten.mean.dim(t44, [-1], True)  # t45: cpu f32[2, 32, 1]
    t46 = aten.add.Tensor(t45, 1e-05)  # t46: cpu f32[2, 32, 1]
    t47 = aten.rsqrt.default(t46)  # t47: cpu f32[2, 32, 1]
    t48 = aten.mul.Tensor(t43, t47)  # t48: cpu f32[2, 32, 64]
    t49 = aten.mul.Tensor(t48, t1)  # t49: cpu f32[2, 32, 64]
    # layers.0.attention.wqkv (Linear), llama.py:233
    t50 = aten.permute.default(t49, [1, 0, 2])  # t50: cpu f32[32, 2, 64]
    t51 = aten.clone.default(t50, memory_format=torch.contiguous_format)  # t51: cpu f32[32, 2, 64]
    # end region 2 -> t43, t47, t51
    t52 = _c10d_functional.all_gather_into_tensor.default(t51, 2, 'tp')  # t52: cpu f32[64, 2, 64]
    t53 = aten.t.default(t2)  # t53: cpu f32[64, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t54 = aten.t.default(t3)  # t54: cpu f32[32, 64]
    # layers.0.attention.wqkv (Linear), llama.py:233
    t55 = _c10d_functional.wait_tensor.default(t52)  # t55: cpu f32[64, 2, 64]
    # region 3: inductor ac0bb765e281f132, 3 ops
    t56 = aten.permute.default(t55, [1, 0, 2])  # t56: cpu f32[2, 64, 64]
    t57 = aten.clone.default(t56, memory_format=torch.contiguous_format)  # t57: cpu f32[2, 64, 64]
    t58 = aten.view.default(t57, [128, 64])  # t58: cpu f32[128, 64]
    # end region 3 -> t58
    t59 = aten.mm.default(t58, t53)  # t59: cpu f32[128, 64]
    # region 4: inductor 2e040f5007751ba2, 37 ops
    # rope (RotaryEmbedding), llama.py:195
    t60 = aten.slice.Tensor(t15, 0, 0, 64)  # t60: cpu f32[64, 8]
    t61 = aten.slice.Tensor(t16, 0, 0, 64)  # t61: cpu f32[64, 8]
    # layers.0.attention.wqkv (Linear), llama.py:233
    t62 = aten._unsafe_view.default(t59, [2, 64, 64])  # t62: cpu f32[2, 64, 64]
    # layers.0.attention (Attention), llama.py:233, 234, 235, 236, 205, 206, ...
    t63, t64, t65 = aten.split_with_sizes.default(t62, [32, 16, 16], -1)  # t63: cpu f32[2, 64, 32], t64: cpu f32[2, 64, 16], t65: cpu f32[2, 64, 16]
    t66 = aten.clone.default(t63, memory_format=torch.contiguous_format)  # t66: cpu f32[2, 64, 32]
    t67 = aten.view.default(t66, [2, 64, 2, 16])  # t67: cpu f32[2, 64, 2, 16]
    t68 = aten.clone.default(t64, memory_format=torch.contiguous_format)  # t68: cpu f32[2, 64, 16]
    t69 = aten.view.default(t68, [2, 64, 1, 16])  # t69: cpu f32[2, 64, 1, 16]
    t70 = aten.clone.default(t65, memory_format=torch.contiguous_format)  # t70: cpu f32[2, 64, 16]
    t71 = aten.view.default(t70, [2, 64, 1, 16])  # t71: cpu f32[2, 64, 1, 16]
    t72 = aten.view.default(t67, [2, 64, 2, 8, 2])  # t72: cpu f32[2, 64, 2, 8, 2]
    t73 = aten.select.int(t72, 4, 0)  # t73: cpu f32[2, 64, 2, 8]
    t74 = aten.select.int(t72, 4, 1)  # t74: cpu f32[2, 64, 2, 8]
    t75 = aten.view.default(t60, [1, 64, 1, 8])  # t75: cpu f32[1, 64, 1, 8]
    t76 = aten.view.default(t61, [1, 64, 1, 8])  # t76: cpu f32[1, 64, 1, 8]
    t77 = aten.mul.Tensor(t73, t75)  # t77: cpu f32[2, 64, 2, 8]
    t78 = aten.mul.Tensor(t74, t76)  # t78: cpu f32[2, 64, 2, 8]
    t79 = aten.sub.Tensor(t77, t78)  # t79: cpu f32[2, 64, 2, 8]
    t80 = aten.mul.Tensor(t73, t76)  # t80: cpu f32[2, 64, 2, 8]
    t81 = aten.mul.Tensor(t74, t75)  # t81: cpu f32[2, 64, 2, 8]
    t82 = aten.add.Tensor(t80, t81)  # t82: cpu f32[2, 64, 2, 8]
    t83 = aten.stack.default([t79, t82], -1)  # t83: cpu f32[2, 64, 2, 8, 2]
    t84 = aten.view.default(t83, [2, 64, 2, 16])  # t84: cpu f32[2, 64, 2, 16]
    t85 = aten.transpose.int(t84, 1, 2)  # t85: cpu f32[2, 2, 64, 16]
    t86 = aten.view.default(t69, [2, 64, 1, 8, 2])  # t86: cpu f32[2, 64, 1, 8, 2]
    t87 = aten.select.int(t86, 4, 0)  # t87: cpu f32[2, 64, 1, 8]
    t88 = aten.select.int(t86, 4, 1)  # t88: cpu f32[2, 64, 1, 8]
    t89 = aten.mul.Tensor(t87, t75)  # t89: cpu f32[2, 64, 1, 8]
    t90 = aten.mul.Tensor(t88, t76)  # t90: cpu f32[2, 64, 1, 8]
    t91 = aten.sub.Tensor(t89, t90)  # t91: cpu f32[2, 64, 1, 8]
    t92 = aten.mul.Tensor(t87, t76)  # t92: cpu f32[2, 64, 1, 8]
    t93 = aten.mul.Tensor(t88, t75)  # t93: cpu f32[2, 64, 1, 8]
    t94 = aten.add.Tensor(t92, t93)  # t94: cpu f32[2, 64, 1, 8]
    t95 = aten.stack.default([t91, t94], -1)  # t95: cpu f32[2, 64, 1, 8, 2]
    t96 = aten.view.default(t95, [2, 64, 1, 16])  # t96: cpu f32[2, 64, 1, 16]
    t97 = aten.transpose.int(t96, 1, 2)  # t97: cpu f32[2, 1, 64, 16]
    t98 = aten.transpose.int(t71, 1, 2)  # t98: cpu f32[2, 1, 64, 16]
    # end region 4 -> t70, t83, t85, t95, t97, t98
    t99, t100 = aotc.sdpa.default(t85, t97, t98, None, True, None)  # t99: cpu f32[2, 2, 64, 16], t100: cpu f32[2, 2, 64]
    t101 = aten.transpose.int(t99, 1, 2)  # t101: cpu f32[2, 64, 2, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t102 = aten.view.default(t101, [128, 32])  # t102: cpu f32[128, 32]
    t103 = aten.mm.default(t102, t54)  # t103: cpu f32[128, 64]
    # region 5: inductor fa5f1d8f0a7d6d4d, 6 ops
    t104 = aten._unsafe_view.default(t103, [2, 64, 64])  # t104: cpu f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:281
    t105 = aten.permute.default(t104, [1, 0, 2])  # t105: cpu f32[64, 2, 64]
    t106 = aten.clone.default(t105, memory_format=torch.contiguous_format)  # t106: cpu f32[64, 2, 64]
    t107 = aten.view.default(t106, [1, 2, 32, 2, 64])  # t107: cpu f32[1, 2, 32, 2, 64]
    t108 = aten.permute.default(t107, [1, 0, 2, 3, 4])  # t108: cpu f32[2, 1, 32, 2, 64]
    t109 = aten.view.default(t108, [2, 32, 2, 64])  # t109: cpu f32[2, 32, 2, 64]
    # end region 5 -> t109
    t110 = _c10d_functional.reduce_scatter_tensor.default(t109, 'sum', 2, 'tp')  # t110: cpu f32[1, 32, 2, 64]
    t111 = _c10d_functional.wait_tensor.default(t110)  # t111: cpu f32[1, 32, 2, 64]
    # region 6: inductor fc7e7c825ecbc90e, 15 ops
    # layers.0.attention_norm (RMSNorm), llama.py:161
    t112 = aten.view.default(t40, [32, 2, 64])  # t112: cpu f32[32, 2, 64]
    t113 = aten.permute.default(t112, [1, 0, 2])  # t113: cpu f32[2, 32, 64]
    t114 = aten.clone.default(t113, memory_format=torch.contiguous_format)  # t114: cpu f32[2, 32, 64]
    # layers.0 (TransformerBlock), llama.py:281
    t115 = aten.view.default(t111, [32, 2, 64])  # t115: cpu f32[32, 2, 64]
    t116 = aten.permute.default(t115, [1, 0, 2])  # t116: cpu f32[2, 32, 64]
    t117 = aten.clone.default(t116, memory_format=torch.contiguous_format)  # t117: cpu f32[2, 32, 64]
    t118 = aten.add.Tensor(t114, t117)  # t118: cpu f32[2, 32, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t119 = aten.pow.Tensor_Scalar(t118, 2)  # t119: cpu f32[2, 32, 64]
    t120 = aten.mean.dim(t119, [-1], True)  # t120: cpu f32[2, 32, 1]
    t121 = aten.add.Tensor(t120, 1e-05)  # t121: cpu f32[2, 32, 1]
    t122 = aten.rsqrt.default(t121)  # t122: cpu f32[2, 32, 1]
    t123 = aten.mul.Tensor(t118, t122)  # t123: cpu f32[2, 32, 64]
    t124 = aten.mul.Tensor(t123, t4)  # t124: cpu f32[2, 32, 64]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t125 = aten.permute.default(t124, [1, 0, 2])  # t125: cpu f32[32, 2, 64]
    t126 = aten.clone.default(t125, memory_format=torch.contiguous_format)  # t126: cpu f32[32, 2, 64]
    # end region 6 -> t118, t122, t126
    t127 = _c10d_functional.all_gather_into_tensor.default(t126, 2, 'tp')  # t127: cpu f32[64, 2, 64]
    t128 = aten.t.default(t5)  # t128: cpu f32[64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:268
    t129 = aten.t.default(t6)  # t129: cpu f32[86, 64]
    # layers.0.feed_forward.w13 (Linear), llama.py:267
    t130 = _c10d_functional.wait_tensor.default(t127)  # t130: cpu f32[64, 2, 64]
    # region 7: inductor ac0bb765e281f132, 3 ops
    t131 = aten.permute.default(t130, [1, 0, 2])  # t131: cpu f32[2, 64, 64]
    t132 = aten.clone.default(t131, memory_format=torch.contiguous_format)  # t132: cpu f32[2, 64, 64]
    t133 = aten.view.default(t132, [128, 64])  # t133: cpu f32[128, 64]
    # end region 7 -> t133
    t134 = aten.mm.default(t133, t128)  # t134: cpu f32[128, 172]
    # region 8: inductor 6774e3e3b03bd5a5, 5 ops
    t135 = aten._unsafe_view.default(t134, [2, 64, 172])  # t135: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:267, 268
    t136, t137 = aten.split.Tensor(t135, 86, -1)  # t136: cpu f32[2, 64, 86], t137: cpu f32[2, 64, 86]
    t138 = aten.silu.default(t136)  # t138: cpu f32[2, 64, 86]
    t139 = aten.mul.Tensor(t138, t137)  # t139: cpu f32[2, 64, 86]
    # layers.0.feed_forward.w2 (Linear), llama.py:268
    t140 = aten.view.default(t139, [128, 86])  # t140: cpu f32[128, 86]
    # end region 8 -> t139, t140
    t141 = aten.mm.default(t140, t129)  # t141: cpu f32[128, 64]
    # region 9: inductor fa5f1d8f0a7d6d4d, 6 ops
    t142 = aten._unsafe_view.default(t141, [2, 64, 64])  # t142: cpu f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:282
    t143 = aten.permute.default(t142, [1, 0, 2])  # t143: cpu f32[64, 2, 64]
    t144 = aten.clone.default(t143, memory_format=torch.contiguous_format)  # t144: cpu f32[64, 2, 64]
    t145 = aten.view.default(t144, [1, 2, 32, 2, 64])  # t145: cpu f32[1, 2, 32, 2, 64]
    t146 = aten.permute.default(t145, [1, 0, 2, 3, 4])  # t146: cpu f32[2, 1, 32, 2, 64]
    t147 = aten.view.default(t146, [2, 32, 2, 64])  # t147: cpu f32[2, 32, 2, 64]
    # end region 9 -> t147
    t148 = _c10d_functional.reduce_scatter_tensor.default(t147, 'sum', 2, 'tp')  # t148: cpu f32[1, 32, 2, 64]
    t149 = _c10d_functional.wait_tensor.default(t148)  # t149: cpu f32[1, 32, 2, 64]
    # region 10: inductor 277ef66cd54b737c, 12 ops
    t150 = aten.view.default(t149, [32, 2, 64])  # t150: cpu f32[32, 2, 64]
    t151 = aten.permute.default(t150, [1, 0, 2])  # t151: cpu f32[2, 32, 64]
    t152 = aten.clone.default(t151, memory_format=torch.contiguous_format)  # t152: cpu f32[2, 32, 64]
    t153 = aten.add.Tensor(t118, t152)  # t153: cpu f32[2, 32, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t154 = aten.pow.Tensor_Scalar(t153, 2)  # t154: cpu f32[2, 32, 64]
    t155 = aten.mean.dim(t154, [-1], True)  # t155: cpu f32[2, 32, 1]
    t156 = aten.add.Tensor(t155, 1e-05)  # t156: cpu f32[2, 32, 1]
    t157 = aten.rsqrt.default(t156)  # t157: cpu f32[2, 32, 1]
    t158 = aten.mul.Tensor(t153, t157)  # t158: cpu f32[2, 32, 64]
    t159 = aten.mul.Tensor(t158, t7)  # t159: cpu f32[2, 32, 64]
    # layers.1.attention.wqkv (Linear), llama.py:233
    t160 = aten.permute.default(t159, [1, 0, 2])  # t160: cpu f32[32, 2, 64]
    t161 = aten.clone.default(t160, memory_format=torch.contiguous_format)  # t161: cpu f32[32, 2, 64]
    # end region 10 -> t153, t157, t161
    t162 = _c10d_functional.all_gather_into_tensor.default(t161, 2, 'tp')  # t162: cpu f32[64, 2, 64]
    t163 = aten.t.default(t8)  # t163: cpu f32[64, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t164 = aten.t.default(t9)  # t164: cpu f32[32, 64]
    # layers.1.attention.wqkv (Linear), llama.py:233
    t165 = _c10d_functional.wait_tensor.default(t162)  # t165: cpu f32[64, 2, 64]
    # region 11: inductor ac0bb765e281f132, 3 ops
    t166 = aten.permute.default(t165, [1, 0, 2])  # t166: cpu f32[2, 64, 64]
    t167 = aten.clone.default(t166, memory_format=torch.contiguous_format)  # t167: cpu f32[2, 64, 64]
    t168 = aten.view.default(t167, [128, 64])  # t168: cpu f32[128, 64]
    # end region 11 -> t168
    t169 = aten.mm.default(t168, t163)  # t169: cpu f32[128, 64]
    # region 12: inductor d7a7582e25aa026c, 37 ops
    # rope (RotaryEmbedding), llama.py:195
    t170 = aten.slice.Tensor(t15, 0, 0, 64)  # t170: cpu f32[64, 8]
    t171 = aten.slice.Tensor(t16, 0, 0, 64)  # t171: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t172 = aten.view.default(t170, [1, 64, 1, 8])  # t172: cpu f32[1, 64, 1, 8]
    t173 = aten.view.default(t171, [1, 64, 1, 8])  # t173: cpu f32[1, 64, 1, 8]
    # layers.1.attention.wqkv (Linear), llama.py:233
    t174 = aten._unsafe_view.default(t169, [2, 64, 64])  # t174: cpu f32[2, 64, 64]
    # layers.1.attention (Attention), llama.py:233, 234, 235, 236, 205, 206, ...
    t175, t176, t177 = aten.split_with_sizes.default(t174, [32, 16, 16], -1)  # t175: cpu f32[2, 64, 32], t176: cpu f32[2, 64, 16], t177: cpu f32[2, 64, 16]
    t178 = aten.clone.default(t175, memory_format=torch.contiguous_format)  # t178: cpu f32[2, 64, 32]
    t179 = aten.view.default(t178, [2, 64, 2, 16])  # t179: cpu f32[2, 64, 2, 16]
    t180 = aten.clone.default(t176, memory_format=torch.contiguous_format)  # t180: cpu f32[2, 64, 16]
    t181 = aten.view.default(t180, [2, 64, 1, 16])  # t181: cpu f32[2, 64, 1, 16]
    t182 = aten.clone.default(t177, memory_format=torch.contiguous_format)  # t182: cpu f32[2, 64, 16]
    t183 = aten.view.default(t182, [2, 64, 1, 16])  # t183: cpu f32[2, 64, 1, 16]
    t184 = aten.view.default(t179, [2, 64, 2, 8, 2])  # t184: cpu f32[2, 64, 2, 8, 2]
    t185 = aten.select.int(t184, 4, 0)  # t185: cpu f32[2, 64, 2, 8]
    t186 = aten.select.int(t184, 4, 1)  # t186: cpu f32[2, 64, 2, 8]
    t187 = aten.mul.Tensor(t185, t172)  # t187: cpu f32[2, 64, 2, 8]
    t188 = aten.mul.Tensor(t186, t173)  # t188: cpu f32[2, 64, 2, 8]
    t189 = aten.sub.Tensor(t187, t188)  # t189: cpu f32[2, 64, 2, 8]
    t190 = aten.mul.Tensor(t185, t173)  # t190: cpu f32[2, 64, 2, 8]
    t191 = aten.mul.Tensor(t186, t172)  # t191: cpu f32[2, 64, 2, 8]
    t192 = aten.add.Tensor(t190, t191)  # t192: cpu f32[2, 64, 2, 8]
    t193 = aten.stack.default([t189, t192], -1)  # t193: cpu f32[2, 64, 2, 8, 2]
    t194 = aten.view.default(t193, [2, 64, 2, 16])  # t194: cpu f32[2, 64, 2, 16]
    t195 = aten.transpose.int(t194, 1, 2)  # t195: cpu f32[2, 2, 64, 16]
    t196 = aten.view.default(t181, [2, 64, 1, 8, 2])  # t196: cpu f32[2, 64, 1, 8, 2]
    t197 = aten.select.int(t196, 4, 0)  # t197: cpu f32[2, 64, 1, 8]
    t198 = aten.select.int(t196, 4, 1)  # t198: cpu f32[2, 64, 1, 8]
    t199 = aten.mul.Tensor(t197, t172)  # t199: cpu f32[2, 64, 1, 8]
    t200 = aten.mul.Tensor(t198, t173)  # t200: cpu f32[2, 64, 1, 8]
    t201 = aten.sub.Tensor(t199, t200)  # t201: cpu f32[2, 64, 1, 8]
    t202 = aten.mul.Tensor(t197, t173)  # t202: cpu f32[2, 64, 1, 8]
    t203 = aten.mul.Tensor(t198, t172)  # t203: cpu f32[2, 64, 1, 8]
    t204 = aten.add.Tensor(t202, t203)  # t204: cpu f32[2, 64, 1, 8]
    t205 = aten.stack.default([t201, t204], -1)  # t205: cpu f32[2, 64, 1, 8, 2]
    t206 = aten.view.default(t205, [2, 64, 1, 16])  # t206: cpu f32[2, 64, 1, 16]
    t207 = aten.transpose.int(t206, 1, 2)  # t207: cpu f32[2, 1, 64, 16]
    t208 = aten.transpose.int(t183, 1, 2)  # t208: cpu f32[2, 1, 64, 16]
    # end region 12 -> t182, t193, t195, t205, t207, t208
    t209, t210 = aotc.sdpa.default(t195, t207, t208, None, True, None)  # t209: cpu f32[2, 2, 64, 16], t210: cpu f32[2, 2, 64]
    t211 = aten.transpose.int(t209, 1, 2)  # t211: cpu f32[2, 64, 2, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t212 = aten.view.default(t211, [128, 32])  # t212: cpu f32[128, 32]
    t213 = aten.mm.default(t212, t164)  # t213: cpu f32[128, 64]
    # region 13: inductor fa5f1d8f0a7d6d4d, 6 ops
    t214 = aten._unsafe_view.default(t213, [2, 64, 64])  # t214: cpu f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:281
    t215 = aten.permute.default(t214, [1, 0, 2])  # t215: cpu f32[64, 2, 64]
    t216 = aten.clone.default(t215, memory_format=torch.contiguous_format)  # t216: cpu f32[64, 2, 64]
    t217 = aten.view.default(t216, [1, 2, 32, 2, 64])  # t217: cpu f32[1, 2, 32, 2, 64]
    t218 = aten.permute.default(t217, [1, 0, 2, 3, 4])  # t218: cpu f32[2, 1, 32, 2, 64]
    t219 = aten.view.default(t218, [2, 32, 2, 64])  # t219: cpu f32[2, 32, 2, 64]
    # end region 13 -> t219
    t220 = _c10d_functional.reduce_scatter_tensor.default(t219, 'sum', 2, 'tp')  # t220: cpu f32[1, 32, 2, 64]
    t221 = _c10d_functional.wait_tensor.default(t220)  # t221: cpu f32[1, 32, 2, 64]
    # region 14: inductor 277ef66cd54b737c, 12 ops
    t222 = aten.view.default(t221, [32, 2, 64])  # t222: cpu f32[32, 2, 64]
    t223 = aten.permute.default(t222, [1, 0, 2])  # t223: cpu f32[2, 32, 64]
    t224 = aten.clone.default(t223, memory_format=torch.contiguous_format)  # t224: cpu f32[2, 32, 64]
    t225 = aten.add.Tensor(t153, t224)  # t225: cpu f32[2, 32, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t226 = aten.pow.Tensor_Scalar(t225, 2)  # t226: cpu f32[2, 32, 64]
    t227 = aten.mean.dim(t226, [-1], True)  # t227: cpu f32[2, 32, 1]
    t228 = aten.add.Tensor(t227, 1e-05)  # t228: cpu f32[2, 32, 1]
    t229 = aten.rsqrt.default(t228)  # t229: cpu f32[2, 32, 1]
    t230 = aten.mul.Tensor(t225, t229)  # t230: cpu f32[2, 32, 64]
    t231 = aten.mul.Tensor(t230, t10)  # t231: cpu f32[2, 32, 64]
    # layers.1.feed_forward.w13 (Linear), llama.py:267
    t232 = aten.permute.default(t231, [1, 0, 2])  # t232: cpu f32[32, 2, 64]
    t233 = aten.clone.default(t232, memory_format=torch.contiguous_format)  # t233: cpu f32[32, 2, 64]
    # end region 14 -> t225, t229, t233
    t234 = _c10d_functional.all_gather_into_tensor.default(t233, 2, 'tp')  # t234: cpu f32[64, 2, 64]
    t235 = aten.t.default(t11)  # t235: cpu f32[64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:268
    t236 = aten.t.default(t12)  # t236: cpu f32[86, 64]
    # layers.1.feed_forward.w13 (Linear), llama.py:267
    t237 = _c10d_functional.wait_tensor.default(t234)  # t237: cpu f32[64, 2, 64]
    # region 15: inductor ac0bb765e281f132, 3 ops
    t238 = aten.permute.default(t237, [1, 0, 2])  # t238: cpu f32[2, 64, 64]
    t239 = aten.clone.default(t238, memory_format=torch.contiguous_format)  # t239: cpu f32[2, 64, 64]
    t240 = aten.view.default(t239, [128, 64])  # t240: cpu f32[128, 64]
    # end region 15 -> t240
    t241 = aten.mm.default(t240, t235)  # t241: cpu f32[128, 172]
    # region 16: inductor 6774e3e3b03bd5a5, 5 ops
    t242 = aten._unsafe_view.default(t241, [2, 64, 172])  # t242: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:267, 268
    t243, t244 = aten.split.Tensor(t242, 86, -1)  # t243: cpu f32[2, 64, 86], t244: cpu f32[2, 64, 86]
    t245 = aten.silu.default(t243)  # t245: cpu f32[2, 64, 86]
    t246 = aten.mul.Tensor(t245, t244)  # t246: cpu f32[2, 64, 86]
    # layers.1.feed_forward.w2 (Linear), llama.py:268
    t247 = aten.view.default(t246, [128, 86])  # t247: cpu f32[128, 86]
    # end region 16 -> t246, t247
    t248 = aten.mm.default(t247, t236)  # t248: cpu f32[128, 64]
    # region 17: inductor fa5f1d8f0a7d6d4d, 6 ops
    t249 = aten._unsafe_view.default(t248, [2, 64, 64])  # t249: cpu f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:282
    t250 = aten.permute.default(t249, [1, 0, 2])  # t250: cpu f32[64, 2, 64]
    t251 = aten.clone.default(t250, memory_format=torch.contiguous_format)  # t251: cpu f32[64, 2, 64]
    t252 = aten.view.default(t251, [1, 2, 32, 2, 64])  # t252: cpu f32[1, 2, 32, 2, 64]
    t253 = aten.permute.default(t252, [1, 0, 2, 3, 4])  # t253: cpu f32[2, 1, 32, 2, 64]
    t254 = aten.view.default(t253, [2, 32, 2, 64])  # t254: cpu f32[2, 32, 2, 64]
    # end region 17 -> t254
    t255 = _c10d_functional.reduce_scatter_tensor.default(t254, 'sum', 2, 'tp')  # t255: cpu f32[1, 32, 2, 64]
    t256 = _c10d_functional.wait_tensor.default(t255)  # t256: cpu f32[1, 32, 2, 64]
    # region 18: inductor 277ef66cd54b737c, 12 ops
    t257 = aten.view.default(t256, [32, 2, 64])  # t257: cpu f32[32, 2, 64]
    t258 = aten.permute.default(t257, [1, 0, 2])  # t258: cpu f32[2, 32, 64]
    t259 = aten.clone.default(t258, memory_format=torch.contiguous_format)  # t259: cpu f32[2, 32, 64]
    t260 = aten.add.Tensor(t225, t259)  # t260: cpu f32[2, 32, 64]
    # norm (RMSNorm), llama.py:161, 162
    t261 = aten.pow.Tensor_Scalar(t260, 2)  # t261: cpu f32[2, 32, 64]
    t262 = aten.mean.dim(t261, [-1], True)  # t262: cpu f32[2, 32, 1]
    t263 = aten.add.Tensor(t262, 1e-05)  # t263: cpu f32[2, 32, 1]
    t264 = aten.rsqrt.default(t263)  # t264: cpu f32[2, 32, 1]
    t265 = aten.mul.Tensor(t260, t264)  # t265: cpu f32[2, 32, 64]
    t266 = aten.mul.Tensor(t265, t13)  # t266: cpu f32[2, 32, 64]
    # output (Linear), llama.py:308
    t267 = aten.permute.default(t266, [1, 0, 2])  # t267: cpu f32[32, 2, 64]
    t268 = aten.clone.default(t267, memory_format=torch.contiguous_format)  # t268: cpu f32[32, 2, 64]
    # end region 18 -> t260, t264, t268
    t269 = _c10d_functional.all_gather_into_tensor.default(t268, 2, 'tp')  # t269: cpu f32[64, 2, 64]
    t270 = aten.t.default(t14)  # t270: cpu f32[64, 128]
    t271 = _c10d_functional.wait_tensor.default(t269)  # t271: cpu f32[64, 2, 64]
    # region 19: inductor ac0bb765e281f132, 3 ops
    t272 = aten.permute.default(t271, [1, 0, 2])  # t272: cpu f32[2, 64, 64]
    t273 = aten.clone.default(t272, memory_format=torch.contiguous_format)  # t273: cpu f32[2, 64, 64]
    t274 = aten.view.default(t273, [128, 64])  # t274: cpu f32[128, 64]
    # end region 19 -> t274
    t275 = aten.mm.default(t274, t270)  # t275: cpu f32[128, 128]
    # region 20: inductor 7a2225ecd291918c, 2 ops
    t276 = aten.permute.default(t275, [1, 0])  # t276: cpu f32[128, 128]
    t277 = aten.clone.default(t276, memory_format=torch.contiguous_format)  # t277: cpu f32[128, 128]
    # end region 20 -> t277
    t278 = _c10d_functional.all_gather_into_tensor.default(t277, 2, 'tp')  # t278: cpu f32[256, 128]
    t279 = _c10d_functional.wait_tensor.default(t278)  # t279: cpu f32[256, 128]
    # region 21: inductor c9b8589217e01712, 3 ops
    t280 = aten.permute.default(t279, [1, 0])  # t280: cpu f32[128, 256]
    t281 = aten.clone.default(t280, memory_format=torch.contiguous_format)  # t281: cpu f32[128, 256]
    t282 = aten._unsafe_view.default(t281, [2, 64, 256])  # t282: cpu f32[2, 64, 256]
    # end region 21 -> t282
    return (t282, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t43, t47, t51, t70, t83, t95, t99, t100, t118, t122, t126, t134, t139, t153, t157, t161, t182, t193, t205, t209, t210, t225, t229, t233, t241, t246, t260, t264, t268, t275)
    # t282: output 0
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
    # t43: saved 18
    # t47: saved 19
    # t51: saved 20
    # t70: saved 21
    # t83: saved 22
    # t95: saved 23
    # t99: saved 24
    # t100: saved 25
    # t118: saved 26
    # t122: saved 27
    # t126: saved 28
    # t134: saved 29
    # t139: saved 30
    # t153: saved 31
    # t157: saved 32
    # t161: saved 33
    # t182: saved 34
    # t193: saved 35
    # t205: saved 36
    # t209: saved 37
    # t210: saved 38
    # t225: saved 39
    # t229: saved 40
    # t233: saved 41
    # t241: saved 42
    # t246: saved 43
    # t260: saved 44
    # t264: saved 45
    # t268: saved 46
    # t275: saved 47
