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
    # t17: cpu i64[2, 16]  input 0
    # t18: cpu i64[]  coord tp
    # region 0: inductor 4dec9858f804ccdb, 12 ops
    # tok_embeddings (Embedding), llama.py:301
    t19 = aten.arange.start_step(0, 256, 1, dtype=torch.int64, device=torch.device('cpu'))  # t19: cpu i64[256]
    t20 = aten.view.default(t19, [1, 2, 128])  # t20: cpu i64[1, 2, 128]
    t21 = aten.view.default(t18, [1])  # t21: cpu i64[1]
    t22 = aten.index_select.default(t20, 1, t21)  # t22: cpu i64[1, 1, 128]
    t23 = aten.view.default(t22, [128])  # t23: cpu i64[128]
    t24 = aten.select.int(t23, 0, 0)  # t24: cpu i64[]
    t25 = aten.sub.Tensor(t17, t24)  # t25: cpu i64[2, 16]
    t26 = aten.ge.Scalar(t25, 0)  # t26: cpu b8[2, 16]
    t27 = aten.lt.Scalar(t25, 128)  # t27: cpu b8[2, 16]
    t28 = aten.logical_and.default(t26, t27)  # t28: cpu b8[2, 16]
    t29 = aten.mul.Tensor(t25, t28)  # t29: cpu i64[2, 16]
    t30 = aten.unsqueeze.default(t28, -1)  # t30: cpu b8[2, 16, 1]
    # end region 0 -> t28, t29
    t31 = aten.embedding.default(t0, t29)  # t31: cpu f32[2, 16, 64]
    # region 1: inductor 81a578557c4e18b4, 8 ops
    t32 = aten.unsqueeze.default(t28, -1)  # t32: cpu b8[2, 16, 1]
    t33 = aten.mul.Tensor(t31, t32)  # t33: cpu f32[2, 16, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:157
    t34 = aten.permute.default(t33, [1, 0, 2])  # t34: cpu f32[16, 2, 64]
    t35 = aten.clone.default(t34, memory_format=torch.contiguous_format)  # t35: cpu f32[16, 2, 64]
    t36 = aten.view.default(t35, [1, 2, 8, 2, 64])  # t36: cpu f32[1, 2, 8, 2, 64]
    t37 = aten.permute.default(t36, [1, 0, 2, 3, 4])  # t37: cpu f32[2, 1, 8, 2, 64]
    t38 = aten.clone.default(t37, memory_format=torch.contiguous_format)  # t38: cpu f32[2, 1, 8, 2, 64]
    t39 = aten.view.default(t38, [2, 8, 2, 64])  # t39: cpu f32[2, 8, 2, 64]
    # end region 1 -> t39
    t40 = _c10d_functional.reduce_scatter_tensor.default(t39, 'sum', 2, 'tp')  # t40: cpu f32[1, 8, 2, 64]
    t41 = _c10d_functional.wait_tensor.default(t40)  # t41: cpu f32[1, 8, 2, 64]
    # region 2: inductor a16ff296d3fa2fca, 11 ops
    t42 = aten.view.default(t41, [8, 2, 64])  # t42: cpu f32[8, 2, 64]
    t43 = aten.permute.default(t42, [1, 0, 2])  # t43: cpu f32[2, 8, 64]
    t44 = aten.clone.default(t43, memory_format=torch.contiguous_format)  # t44: cpu f32[2, 8, 64]
    t45 = aten.pow.Tensor_Scalar(t44, 2)  # t45: cpu f32[2, 8, 64]
    t46 = aten.mean.dim(t45, [-1], True)  # t46: cpu f32[2, 8, 1]
    t47 = aten.add.Tensor(t46, 1e-05)  # t47: cpu f32[2, 8, 1]
    t48 = aten.rsqrt.default(t47)  # t48: cpu f32[2, 8, 1]
    t49 = aten.mul.Tensor(t44, t48)  # t49: cpu f32[2, 8, 64]
    t50 = aten.mul.Tensor(t49, t1)  # t50: cpu f32[2, 8, 64]
    # layers.0.attention.wqkv (Linear), llama.py:229
    t51 = aten.permute.default(t50, [1, 0, 2])  # t51: cpu f32[8, 2, 64]
    t52 = aten.clone.default(t51, memory_format=torch.contiguous_format)  # t52: cpu f32[8, 2, 64]
    # end region 2 -> t46, t52
    t53 = _c10d_functional.all_gather_into_tensor.default(t52, 2, 'tp')  # t53: cpu f32[16, 2, 64]
    t54 = aten.t.default(t2)  # t54: cpu f32[64, 64]
    t55 = _c10d_functional.wait_tensor.default(t53)  # t55: cpu f32[16, 2, 64]
    # region 3: inductor 235a737105cb7e52, 3 ops
    t56 = aten.permute.default(t55, [1, 0, 2])  # t56: cpu f32[2, 16, 64]
    t57 = aten.clone.default(t56, memory_format=torch.contiguous_format)  # t57: cpu f32[2, 16, 64]
    t58 = aten.view.default(t57, [32, 64])  # t58: cpu f32[32, 64]
    # end region 3 -> t58
    t59 = aten.mm.default(t58, t54)  # t59: cpu f32[32, 64]
    # region 4: inductor 07d48c324ba1723f, 37 ops
    # rope (RotaryEmbedding), llama.py:191
    t60 = aten.slice.Tensor(t15, 0, 0, 16)  # t60: cpu f32[16, 8]
    t61 = aten.slice.Tensor(t16, 0, 0, 16)  # t61: cpu f32[16, 8]
    # layers.0.attention.wqkv (Linear), llama.py:229
    t62 = aten._unsafe_view.default(t59, [2, 16, 64])  # t62: cpu f32[2, 16, 64]
    # layers.0.attention (Attention), llama.py:229, 230, 231, 232, 201, 202, ...
    t63, t64, t65 = aten.split_with_sizes.default(t62, [32, 16, 16], 2)  # t63: cpu f32[2, 16, 32], t64: cpu f32[2, 16, 16], t65: cpu f32[2, 16, 16]
    t66 = aten.clone.default(t63, memory_format=torch.contiguous_format)  # t66: cpu f32[2, 16, 32]
    t67 = aten.view.default(t66, [2, 16, 2, 16])  # t67: cpu f32[2, 16, 2, 16]
    t68 = aten.clone.default(t64, memory_format=torch.contiguous_format)  # t68: cpu f32[2, 16, 16]
    t69 = aten.view.default(t68, [2, 16, 1, 16])  # t69: cpu f32[2, 16, 1, 16]
    t70 = aten.clone.default(t65, memory_format=torch.contiguous_format)  # t70: cpu f32[2, 16, 16]
    t71 = aten.view.default(t70, [2, 16, 1, 16])  # t71: cpu f32[2, 16, 1, 16]
    t72 = aten.view.default(t67, [2, 16, 2, 8, 2])  # t72: cpu f32[2, 16, 2, 8, 2]
    t73 = aten.select.int(t72, 4, 0)  # t73: cpu f32[2, 16, 2, 8]
    t74 = aten.select.int(t72, 4, 1)  # t74: cpu f32[2, 16, 2, 8]
    t75 = aten.view.default(t60, [1, 16, 1, 8])  # t75: cpu f32[1, 16, 1, 8]
    t76 = aten.view.default(t61, [1, 16, 1, 8])  # t76: cpu f32[1, 16, 1, 8]
    t77 = aten.mul.Tensor(t73, t75)  # t77: cpu f32[2, 16, 2, 8]
    t78 = aten.mul.Tensor(t74, t76)  # t78: cpu f32[2, 16, 2, 8]
    t79 = aten.sub.Tensor(t77, t78)  # t79: cpu f32[2, 16, 2, 8]
    t80 = aten.mul.Tensor(t73, t76)  # t80: cpu f32[2, 16, 2, 8]
    t81 = aten.mul.Tensor(t74, t75)  # t81: cpu f32[2, 16, 2, 8]
    t82 = aten.add.Tensor(t80, t81)  # t82: cpu f32[2, 16, 2, 8]
    t83 = aten.stack.default([t79, t82], -1)  # t83: cpu f32[2, 16, 2, 8, 2]
    t84 = aten.view.default(t83, [2, 16, 2, 16])  # t84: cpu f32[2, 16, 2, 16]
    t85 = aten.transpose.int(t84, 1, 2)  # t85: cpu f32[2, 2, 16, 16]
    t86 = aten.view.default(t69, [2, 16, 1, 8, 2])  # t86: cpu f32[2, 16, 1, 8, 2]
    t87 = aten.select.int(t86, 4, 0)  # t87: cpu f32[2, 16, 1, 8]
    t88 = aten.select.int(t86, 4, 1)  # t88: cpu f32[2, 16, 1, 8]
    t89 = aten.mul.Tensor(t87, t75)  # t89: cpu f32[2, 16, 1, 8]
    t90 = aten.mul.Tensor(t88, t76)  # t90: cpu f32[2, 16, 1, 8]
    t91 = aten.sub.Tensor(t89, t90)  # t91: cpu f32[2, 16, 1, 8]
    t92 = aten.mul.Tensor(t87, t76)  # t92: cpu f32[2, 16, 1, 8]
    t93 = aten.mul.Tensor(t88, t75)  # t93: cpu f32[2, 16, 1, 8]
    t94 = aten.add.Tensor(t92, t93)  # t94: cpu f32[2, 16, 1, 8]
    t95 = aten.stack.default([t91, t94], -1)  # t95: cpu f32[2, 16, 1, 8, 2]
    t96 = aten.view.default(t95, [2, 16, 1, 16])  # t96: cpu f32[2, 16, 1, 16]
    t97 = aten.transpose.int(t96, 1, 2)  # t97: cpu f32[2, 1, 16, 16]
    t98 = aten.transpose.int(t71, 1, 2)  # t98: cpu f32[2, 1, 16, 16]
    # end region 4 -> t70, t83, t85, t95, t97, t98
    t99, t100 = aotc.sdpa.default(t85, t97, t98, None, True, None)  # t99: cpu f32[2, 2, 16, 16], t100: cpu f32[2, 2, 16]
    t101 = aten.transpose.int(t99, 1, 2)  # t101: cpu f32[2, 16, 2, 16]
    # layers.0.attention.wo (Linear), llama.py:246
    t102 = aten.t.default(t3)  # t102: cpu f32[32, 64]
    t103 = aten.view.default(t101, [32, 32])  # t103: cpu f32[32, 32]
    t104 = aten.mm.default(t103, t102)  # t104: cpu f32[32, 64]
    # region 5: inductor bdc1df563274e667, 7 ops
    t105 = aten._unsafe_view.default(t104, [2, 16, 64])  # t105: cpu f32[2, 16, 64]
    # layers.0 (TransformerBlock), llama.py:277
    t106 = aten.permute.default(t105, [1, 0, 2])  # t106: cpu f32[16, 2, 64]
    t107 = aten.clone.default(t106, memory_format=torch.contiguous_format)  # t107: cpu f32[16, 2, 64]
    t108 = aten.view.default(t107, [1, 2, 8, 2, 64])  # t108: cpu f32[1, 2, 8, 2, 64]
    t109 = aten.permute.default(t108, [1, 0, 2, 3, 4])  # t109: cpu f32[2, 1, 8, 2, 64]
    t110 = aten.clone.default(t109, memory_format=torch.contiguous_format)  # t110: cpu f32[2, 1, 8, 2, 64]
    t111 = aten.view.default(t110, [2, 8, 2, 64])  # t111: cpu f32[2, 8, 2, 64]
    # end region 5 -> t111
    t112 = _c10d_functional.reduce_scatter_tensor.default(t111, 'sum', 2, 'tp')  # t112: cpu f32[1, 8, 2, 64]
    t113 = _c10d_functional.wait_tensor.default(t112)  # t113: cpu f32[1, 8, 2, 64]
    # region 6: inductor 7335cca86ab97354, 15 ops
    # layers.0.attention_norm (RMSNorm), llama.py:157
    t114 = aten.view.default(t41, [8, 2, 64])  # t114: cpu f32[8, 2, 64]
    t115 = aten.permute.default(t114, [1, 0, 2])  # t115: cpu f32[2, 8, 64]
    t116 = aten.clone.default(t115, memory_format=torch.contiguous_format)  # t116: cpu f32[2, 8, 64]
    # layers.0 (TransformerBlock), llama.py:277
    t117 = aten.view.default(t113, [8, 2, 64])  # t117: cpu f32[8, 2, 64]
    t118 = aten.permute.default(t117, [1, 0, 2])  # t118: cpu f32[2, 8, 64]
    t119 = aten.clone.default(t118, memory_format=torch.contiguous_format)  # t119: cpu f32[2, 8, 64]
    t120 = aten.add.Tensor(t116, t119)  # t120: cpu f32[2, 8, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:157, 158
    t121 = aten.pow.Tensor_Scalar(t120, 2)  # t121: cpu f32[2, 8, 64]
    t122 = aten.mean.dim(t121, [-1], True)  # t122: cpu f32[2, 8, 1]
    t123 = aten.add.Tensor(t122, 1e-05)  # t123: cpu f32[2, 8, 1]
    t124 = aten.rsqrt.default(t123)  # t124: cpu f32[2, 8, 1]
    t125 = aten.mul.Tensor(t120, t124)  # t125: cpu f32[2, 8, 64]
    t126 = aten.mul.Tensor(t125, t4)  # t126: cpu f32[2, 8, 64]
    # layers.0.feed_forward.w13 (Linear), llama.py:263
    t127 = aten.permute.default(t126, [1, 0, 2])  # t127: cpu f32[8, 2, 64]
    t128 = aten.clone.default(t127, memory_format=torch.contiguous_format)  # t128: cpu f32[8, 2, 64]
    # end region 6 -> t120, t122, t128
    t129 = _c10d_functional.all_gather_into_tensor.default(t128, 2, 'tp')  # t129: cpu f32[16, 2, 64]
    t130 = aten.t.default(t5)  # t130: cpu f32[64, 172]
    t131 = _c10d_functional.wait_tensor.default(t129)  # t131: cpu f32[16, 2, 64]
    # region 7: inductor 235a737105cb7e52, 3 ops
    t132 = aten.permute.default(t131, [1, 0, 2])  # t132: cpu f32[2, 16, 64]
    t133 = aten.clone.default(t132, memory_format=torch.contiguous_format)  # t133: cpu f32[2, 16, 64]
    t134 = aten.view.default(t133, [32, 64])  # t134: cpu f32[32, 64]
    # end region 7 -> t134
    t135 = aten.mm.default(t134, t130)  # t135: cpu f32[32, 172]
    # region 8: inductor e9cfa811c772d61d, 5 ops
    t136 = aten._unsafe_view.default(t135, [2, 16, 172])  # t136: cpu f32[2, 16, 172]
    # layers.0.feed_forward (FeedForward), llama.py:263, 264
    t137, t138 = aten.split.Tensor(t136, 86, 2)  # t137: cpu f32[2, 16, 86], t138: cpu f32[2, 16, 86]
    t139 = aten.silu.default(t137)  # t139: cpu f32[2, 16, 86]
    t140 = aten.mul.Tensor(t139, t138)  # t140: cpu f32[2, 16, 86]
    # layers.0.feed_forward.w2 (Linear), llama.py:264
    t141 = aten.view.default(t140, [32, 86])  # t141: cpu f32[32, 86]
    # end region 8 -> t140, t141
    t142 = aten.t.default(t6)  # t142: cpu f32[86, 64]
    t143 = aten.mm.default(t141, t142)  # t143: cpu f32[32, 64]
    # region 9: inductor bdc1df563274e667, 7 ops
    t144 = aten._unsafe_view.default(t143, [2, 16, 64])  # t144: cpu f32[2, 16, 64]
    # layers.0 (TransformerBlock), llama.py:278
    t145 = aten.permute.default(t144, [1, 0, 2])  # t145: cpu f32[16, 2, 64]
    t146 = aten.clone.default(t145, memory_format=torch.contiguous_format)  # t146: cpu f32[16, 2, 64]
    t147 = aten.view.default(t146, [1, 2, 8, 2, 64])  # t147: cpu f32[1, 2, 8, 2, 64]
    t148 = aten.permute.default(t147, [1, 0, 2, 3, 4])  # t148: cpu f32[2, 1, 8, 2, 64]
    t149 = aten.clone.default(t148, memory_format=torch.contiguous_format)  # t149: cpu f32[2, 1, 8, 2, 64]
    t150 = aten.view.default(t149, [2, 8, 2, 64])  # t150: cpu f32[2, 8, 2, 64]
    # end region 9 -> t150
    t151 = _c10d_functional.reduce_scatter_tensor.default(t150, 'sum', 2, 'tp')  # t151: cpu f32[1, 8, 2, 64]
    t152 = _c10d_functional.wait_tensor.default(t151)  # t152: cpu f32[1, 8, 2, 64]
    # region 10: inductor f816744a8c738df5, 12 ops
    t153 = aten.view.default(t152, [8, 2, 64])  # t153: cpu f32[8, 2, 64]
    t154 = aten.permute.default(t153, [1, 0, 2])  # t154: cpu f32[2, 8, 64]
    t155 = aten.clone.default(t154, memory_format=torch.contiguous_format)  # t155: cpu f32[2, 8, 64]
    t156 = aten.add.Tensor(t120, t155)  # t156: cpu f32[2, 8, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:157, 158
    t157 = aten.pow.Tensor_Scalar(t156, 2)  # t157: cpu f32[2, 8, 64]
    t158 = aten.mean.dim(t157, [-1], True)  # t158: cpu f32[2, 8, 1]
    t159 = aten.add.Tensor(t158, 1e-05)  # t159: cpu f32[2, 8, 1]
    t160 = aten.rsqrt.default(t159)  # t160: cpu f32[2, 8, 1]
    t161 = aten.mul.Tensor(t156, t160)  # t161: cpu f32[2, 8, 64]
    t162 = aten.mul.Tensor(t161, t7)  # t162: cpu f32[2, 8, 64]
    # layers.1.attention.wqkv (Linear), llama.py:229
    t163 = aten.permute.default(t162, [1, 0, 2])  # t163: cpu f32[8, 2, 64]
    t164 = aten.clone.default(t163, memory_format=torch.contiguous_format)  # t164: cpu f32[8, 2, 64]
    # end region 10 -> t156, t158, t164
    t165 = _c10d_functional.all_gather_into_tensor.default(t164, 2, 'tp')  # t165: cpu f32[16, 2, 64]
    t166 = aten.t.default(t8)  # t166: cpu f32[64, 64]
    t167 = _c10d_functional.wait_tensor.default(t165)  # t167: cpu f32[16, 2, 64]
    # region 11: inductor 235a737105cb7e52, 3 ops
    t168 = aten.permute.default(t167, [1, 0, 2])  # t168: cpu f32[2, 16, 64]
    t169 = aten.clone.default(t168, memory_format=torch.contiguous_format)  # t169: cpu f32[2, 16, 64]
    t170 = aten.view.default(t169, [32, 64])  # t170: cpu f32[32, 64]
    # end region 11 -> t170
    t171 = aten.mm.default(t170, t166)  # t171: cpu f32[32, 64]
    # region 12: inductor e5826cfc4ebcb48c, 37 ops
    # rope (RotaryEmbedding), llama.py:191
    t172 = aten.slice.Tensor(t15, 0, 0, 16)  # t172: cpu f32[16, 8]
    t173 = aten.slice.Tensor(t16, 0, 0, 16)  # t173: cpu f32[16, 8]
    # layers.0.attention (Attention), llama.py:203, 204
    t174 = aten.view.default(t172, [1, 16, 1, 8])  # t174: cpu f32[1, 16, 1, 8]
    t175 = aten.view.default(t173, [1, 16, 1, 8])  # t175: cpu f32[1, 16, 1, 8]
    # layers.1.attention.wqkv (Linear), llama.py:229
    t176 = aten._unsafe_view.default(t171, [2, 16, 64])  # t176: cpu f32[2, 16, 64]
    # layers.1.attention (Attention), llama.py:229, 230, 231, 232, 201, 202, ...
    t177, t178, t179 = aten.split_with_sizes.default(t176, [32, 16, 16], 2)  # t177: cpu f32[2, 16, 32], t178: cpu f32[2, 16, 16], t179: cpu f32[2, 16, 16]
    t180 = aten.clone.default(t177, memory_format=torch.contiguous_format)  # t180: cpu f32[2, 16, 32]
    t181 = aten.view.default(t180, [2, 16, 2, 16])  # t181: cpu f32[2, 16, 2, 16]
    t182 = aten.clone.default(t178, memory_format=torch.contiguous_format)  # t182: cpu f32[2, 16, 16]
    t183 = aten.view.default(t182, [2, 16, 1, 16])  # t183: cpu f32[2, 16, 1, 16]
    t184 = aten.clone.default(t179, memory_format=torch.contiguous_format)  # t184: cpu f32[2, 16, 16]
    t185 = aten.view.default(t184, [2, 16, 1, 16])  # t185: cpu f32[2, 16, 1, 16]
    t186 = aten.view.default(t181, [2, 16, 2, 8, 2])  # t186: cpu f32[2, 16, 2, 8, 2]
    t187 = aten.select.int(t186, 4, 0)  # t187: cpu f32[2, 16, 2, 8]
    t188 = aten.select.int(t186, 4, 1)  # t188: cpu f32[2, 16, 2, 8]
    t189 = aten.mul.Tensor(t187, t174)  # t189: cpu f32[2, 16, 2, 8]
    t190 = aten.mul.Tensor(t188, t175)  # t190: cpu f32[2, 16, 2, 8]
    t191 = aten.sub.Tensor(t189, t190)  # t191: cpu f32[2, 16, 2, 8]
    t192 = aten.mul.Tensor(t187, t175)  # t192: cpu f32[2, 16, 2, 8]
    t193 = aten.mul.Tensor(t188, t174)  # t193: cpu f32[2, 16, 2, 8]
    t194 = aten.add.Tensor(t192, t193)  # t194: cpu f32[2, 16, 2, 8]
    t195 = aten.stack.default([t191, t194], -1)  # t195: cpu f32[2, 16, 2, 8, 2]
    t196 = aten.view.default(t195, [2, 16, 2, 16])  # t196: cpu f32[2, 16, 2, 16]
    t197 = aten.transpose.int(t196, 1, 2)  # t197: cpu f32[2, 2, 16, 16]
    t198 = aten.view.default(t183, [2, 16, 1, 8, 2])  # t198: cpu f32[2, 16, 1, 8, 2]
    t199 = aten.select.int(t198, 4, 0)  # t199: cpu f32[2, 16, 1, 8]
    t200 = aten.select.int(t198, 4, 1)  # t200: cpu f32[2, 16, 1, 8]
    t201 = aten.mul.Tensor(t199, t174)  # t201: cpu f32[2, 16, 1, 8]
    t202 = aten.mul.Tensor(t200, t175)  # t202: cpu f32[2, 16, 1, 8]
    t203 = aten.sub.Tensor(t201, t202)  # t203: cpu f32[2, 16, 1, 8]
    t204 = aten.mul.Tensor(t199, t175)  # t204: cpu f32[2, 16, 1, 8]
    t205 = aten.mul.Tensor(t200, t174)  # t205: cpu f32[2, 16, 1, 8]
    t206 = aten.add.Tensor(t204, t205)  # t206: cpu f32[2, 16, 1, 8]
    t207 = aten.stack.default([t203, t206], -1)  # t207: cpu f32[2, 16, 1, 8, 2]
    t208 = aten.view.default(t207, [2, 16, 1, 16])  # t208: cpu f32[2, 16, 1, 16]
    t209 = aten.transpose.int(t208, 1, 2)  # t209: cpu f32[2, 1, 16, 16]
    t210 = aten.transpose.int(t185, 1, 2)  # t210: cpu f32[2, 1, 16, 16]
    # end region 12 -> t184, t195, t197, t207, t209, t210
    t211, t212 = aotc.sdpa.default(t197, t209, t210, None, True, None)  # t211: cpu f32[2, 2, 16, 16], t212: cpu f32[2, 2, 16]
    t213 = aten.transpose.int(t211, 1, 2)  # t213: cpu f32[2, 16, 2, 16]
    # layers.1.attention.wo (Linear), llama.py:246
    t214 = aten.t.default(t9)  # t214: cpu f32[32, 64]
    t215 = aten.view.default(t213, [32, 32])  # t215: cpu f32[32, 32]
    t216 = aten.mm.default(t215, t214)  # t216: cpu f32[32, 64]
    # region 13: inductor bdc1df563274e667, 7 ops
    t217 = aten._unsafe_view.default(t216, [2, 16, 64])  # t217: cpu f32[2, 16, 64]
    # layers.1 (TransformerBlock), llama.py:277
    t218 = aten.permute.default(t217, [1, 0, 2])  # t218: cpu f32[16, 2, 64]
    t219 = aten.clone.default(t218, memory_format=torch.contiguous_format)  # t219: cpu f32[16, 2, 64]
    t220 = aten.view.default(t219, [1, 2, 8, 2, 64])  # t220: cpu f32[1, 2, 8, 2, 64]
    t221 = aten.permute.default(t220, [1, 0, 2, 3, 4])  # t221: cpu f32[2, 1, 8, 2, 64]
    t222 = aten.clone.default(t221, memory_format=torch.contiguous_format)  # t222: cpu f32[2, 1, 8, 2, 64]
    t223 = aten.view.default(t222, [2, 8, 2, 64])  # t223: cpu f32[2, 8, 2, 64]
    # end region 13 -> t223
    t224 = _c10d_functional.reduce_scatter_tensor.default(t223, 'sum', 2, 'tp')  # t224: cpu f32[1, 8, 2, 64]
    t225 = _c10d_functional.wait_tensor.default(t224)  # t225: cpu f32[1, 8, 2, 64]
    # region 14: inductor f816744a8c738df5, 12 ops
    t226 = aten.view.default(t225, [8, 2, 64])  # t226: cpu f32[8, 2, 64]
    t227 = aten.permute.default(t226, [1, 0, 2])  # t227: cpu f32[2, 8, 64]
    t228 = aten.clone.default(t227, memory_format=torch.contiguous_format)  # t228: cpu f32[2, 8, 64]
    t229 = aten.add.Tensor(t156, t228)  # t229: cpu f32[2, 8, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:157, 158
    t230 = aten.pow.Tensor_Scalar(t229, 2)  # t230: cpu f32[2, 8, 64]
    t231 = aten.mean.dim(t230, [-1], True)  # t231: cpu f32[2, 8, 1]
    t232 = aten.add.Tensor(t231, 1e-05)  # t232: cpu f32[2, 8, 1]
    t233 = aten.rsqrt.default(t232)  # t233: cpu f32[2, 8, 1]
    t234 = aten.mul.Tensor(t229, t233)  # t234: cpu f32[2, 8, 64]
    t235 = aten.mul.Tensor(t234, t10)  # t235: cpu f32[2, 8, 64]
    # layers.1.feed_forward.w13 (Linear), llama.py:263
    t236 = aten.permute.default(t235, [1, 0, 2])  # t236: cpu f32[8, 2, 64]
    t237 = aten.clone.default(t236, memory_format=torch.contiguous_format)  # t237: cpu f32[8, 2, 64]
    # end region 14 -> t229, t231, t237
    t238 = _c10d_functional.all_gather_into_tensor.default(t237, 2, 'tp')  # t238: cpu f32[16, 2, 64]
    t239 = aten.t.default(t11)  # t239: cpu f32[64, 172]
    t240 = _c10d_functional.wait_tensor.default(t238)  # t240: cpu f32[16, 2, 64]
    # region 15: inductor 235a737105cb7e52, 3 ops
    t241 = aten.permute.default(t240, [1, 0, 2])  # t241: cpu f32[2, 16, 64]
    t242 = aten.clone.default(t241, memory_format=torch.contiguous_format)  # t242: cpu f32[2, 16, 64]
    t243 = aten.view.default(t242, [32, 64])  # t243: cpu f32[32, 64]
    # end region 15 -> t243
    t244 = aten.mm.default(t243, t239)  # t244: cpu f32[32, 172]
    # region 16: inductor e9cfa811c772d61d, 5 ops
    t245 = aten._unsafe_view.default(t244, [2, 16, 172])  # t245: cpu f32[2, 16, 172]
    # layers.1.feed_forward (FeedForward), llama.py:263, 264
    t246, t247 = aten.split.Tensor(t245, 86, 2)  # t246: cpu f32[2, 16, 86], t247: cpu f32[2, 16, 86]
    t248 = aten.silu.default(t246)  # t248: cpu f32[2, 16, 86]
    t249 = aten.mul.Tensor(t248, t247)  # t249: cpu f32[2, 16, 86]
    # layers.1.feed_forward.w2 (Linear), llama.py:264
    t250 = aten.view.default(t249, [32, 86])  # t250: cpu f32[32, 86]
    # end region 16 -> t249, t250
    t251 = aten.t.default(t12)  # t251: cpu f32[86, 64]
    t252 = aten.mm.default(t250, t251)  # t252: cpu f32[32, 64]
    # region 17: inductor bdc1df563274e667, 7 ops
    t253 = aten._unsafe_view.default(t252, [2, 16, 64])  # t253: cpu f32[2, 16, 64]
    # layers.1 (TransformerBlock), llama.py:278
    t254 = aten.permute.default(t253, [1, 0, 2])  # t254: cpu f32[16, 2, 64]
    t255 = aten.clone.default(t254, memory_format=torch.contiguous_format)  # t255: cpu f32[16, 2, 64]
    t256 = aten.view.default(t255, [1, 2, 8, 2, 64])  # t256: cpu f32[1, 2, 8, 2, 64]
    t257 = aten.permute.default(t256, [1, 0, 2, 3, 4])  # t257: cpu f32[2, 1, 8, 2, 64]
    t258 = aten.clone.default(t257, memory_format=torch.contiguous_format)  # t258: cpu f32[2, 1, 8, 2, 64]
    t259 = aten.view.default(t258, [2, 8, 2, 64])  # t259: cpu f32[2, 8, 2, 64]
    # end region 17 -> t259
    t260 = _c10d_functional.reduce_scatter_tensor.default(t259, 'sum', 2, 'tp')  # t260: cpu f32[1, 8, 2, 64]
    t261 = _c10d_functional.wait_tensor.default(t260)  # t261: cpu f32[1, 8, 2, 64]
    # region 18: inductor f816744a8c738df5, 12 ops
    t262 = aten.view.default(t261, [8, 2, 64])  # t262: cpu f32[8, 2, 64]
    t263 = aten.permute.default(t262, [1, 0, 2])  # t263: cpu f32[2, 8, 64]
    t264 = aten.clone.default(t263, memory_format=torch.contiguous_format)  # t264: cpu f32[2, 8, 64]
    t265 = aten.add.Tensor(t229, t264)  # t265: cpu f32[2, 8, 64]
    # norm (RMSNorm), llama.py:157, 158
    t266 = aten.pow.Tensor_Scalar(t265, 2)  # t266: cpu f32[2, 8, 64]
    t267 = aten.mean.dim(t266, [-1], True)  # t267: cpu f32[2, 8, 1]
    t268 = aten.add.Tensor(t267, 1e-05)  # t268: cpu f32[2, 8, 1]
    t269 = aten.rsqrt.default(t268)  # t269: cpu f32[2, 8, 1]
    t270 = aten.mul.Tensor(t265, t269)  # t270: cpu f32[2, 8, 64]
    t271 = aten.mul.Tensor(t270, t13)  # t271: cpu f32[2, 8, 64]
    # output (Linear), llama.py:304
    t272 = aten.permute.default(t271, [1, 0, 2])  # t272: cpu f32[8, 2, 64]
    t273 = aten.clone.default(t272, memory_format=torch.contiguous_format)  # t273: cpu f32[8, 2, 64]
    # end region 18 -> t265, t267, t273
    t274 = _c10d_functional.all_gather_into_tensor.default(t273, 2, 'tp')  # t274: cpu f32[16, 2, 64]
    t275 = aten.t.default(t14)  # t275: cpu f32[64, 128]
    t276 = _c10d_functional.wait_tensor.default(t274)  # t276: cpu f32[16, 2, 64]
    # region 19: inductor 235a737105cb7e52, 3 ops
    t277 = aten.permute.default(t276, [1, 0, 2])  # t277: cpu f32[2, 16, 64]
    t278 = aten.clone.default(t277, memory_format=torch.contiguous_format)  # t278: cpu f32[2, 16, 64]
    t279 = aten.view.default(t278, [32, 64])  # t279: cpu f32[32, 64]
    # end region 19 -> t279
    t280 = aten.mm.default(t279, t275)  # t280: cpu f32[32, 128]
    # region 20: inductor 925b626881bd18ef, 2 ops
    t281 = aten.permute.default(t280, [1, 0])  # t281: cpu f32[128, 32]
    t282 = aten.clone.default(t281, memory_format=torch.contiguous_format)  # t282: cpu f32[128, 32]
    # end region 20 -> t282
    t283 = _c10d_functional.all_gather_into_tensor.default(t282, 2, 'tp')  # t283: cpu f32[256, 32]
    t284 = _c10d_functional.wait_tensor.default(t283)  # t284: cpu f32[256, 32]
    # region 21: inductor ed6e3e8c3638f5ab, 3 ops
    t285 = aten.permute.default(t284, [1, 0])  # t285: cpu f32[32, 256]
    t286 = aten.clone.default(t285, memory_format=torch.contiguous_format)  # t286: cpu f32[32, 256]
    t287 = aten._unsafe_view.default(t286, [2, 16, 256])  # t287: cpu f32[2, 16, 256]
    # end region 21 -> t287
    return (t287, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t41, t46, t52, t70, t83, t95, t99, t100, t120, t122, t128, t135, t140, t156, t158, t164, t184, t195, t207, t211, t212, t229, t231, t237, t244, t249, t265, t267, t273, t280)
    # t287: output 0
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
    # t41: saved 18
    # t46: saved 19
    # t52: saved 20
    # t70: saved 21
    # t83: saved 22
    # t95: saved 23
    # t99: saved 24
    # t100: saved 25
    # t120: saved 26
    # t122: saved 27
    # t128: saved 28
    # t135: saved 29
    # t140: saved 30
    # t156: saved 31
    # t158: saved 32
    # t164: saved 33
    # t184: saved 34
    # t195: saved 35
    # t207: saved 36
    # t211: saved 37
    # t212: saved 38
    # t229: saved 39
    # t231: saved 40
    # t237: saved 41
    # t244: saved 42
    # t249: saved 43
    # t265: saved 44
    # t267: saved 45
    # t273: saved 46
    # t280: saved 47
