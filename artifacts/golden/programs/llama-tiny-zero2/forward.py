def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23):
    # t0: cpu f32[128, 64]  param tok_embeddings.weight
    # t1: cpu f32[32]  param layers.0.attention_norm.weight
    # t2: cpu f32[32, 64]  param layers.0.attention.wq.weight
    # t3: cpu f32[16, 64]  param layers.0.attention.wk.weight
    # t4: cpu f32[16, 64]  param layers.0.attention.wv.weight
    # t5: cpu f32[32, 64]  param layers.0.attention.wo.weight
    # t6: cpu f32[32]  param layers.0.ffn_norm.weight
    # t7: cpu f32[86, 64]  param layers.0.feed_forward.w1.weight
    # t8: cpu f32[86, 64]  param layers.0.feed_forward.w3.weight
    # t9: cpu f32[32, 172]  param layers.0.feed_forward.w2.weight
    # t10: cpu f32[32]  param layers.1.attention_norm.weight
    # t11: cpu f32[32, 64]  param layers.1.attention.wq.weight
    # t12: cpu f32[16, 64]  param layers.1.attention.wk.weight
    # t13: cpu f32[16, 64]  param layers.1.attention.wv.weight
    # t14: cpu f32[32, 64]  param layers.1.attention.wo.weight
    # t15: cpu f32[32]  param layers.1.ffn_norm.weight
    # t16: cpu f32[86, 64]  param layers.1.feed_forward.w1.weight
    # t17: cpu f32[86, 64]  param layers.1.feed_forward.w3.weight
    # t18: cpu f32[32, 172]  param layers.1.feed_forward.w2.weight
    # t19: cpu f32[32]  param norm.weight
    # t20: cpu f32[128, 64]  param output.weight
    # t21: cpu f32[256, 8]  buffer rope.cos
    # t22: cpu f32[256, 8]  buffer rope.sin
    # t23: cpu i64[2, 64]  input 0
    # region 0: inductor 09eda526332aad20, 17 ops
    # tok_embeddings (Embedding), llama.py:305
    t24 = aten.view.default(t0, [8192])  # t24: cpu f32[8192]
    t25 = aten.view.default(t2, [2048])  # t25: cpu f32[2048]
    t26 = aten.view.default(t3, [1024])  # t26: cpu f32[1024]
    t27 = aten.view.default(t4, [1024])  # t27: cpu f32[1024]
    t28 = aten.view.default(t5, [2048])  # t28: cpu f32[2048]
    t29 = aten.view.default(t7, [5504])  # t29: cpu f32[5504]
    t30 = aten.view.default(t8, [5504])  # t30: cpu f32[5504]
    t31 = aten.view.default(t9, [5504])  # t31: cpu f32[5504]
    t32 = aten.view.default(t11, [2048])  # t32: cpu f32[2048]
    t33 = aten.view.default(t12, [1024])  # t33: cpu f32[1024]
    t34 = aten.view.default(t13, [1024])  # t34: cpu f32[1024]
    t35 = aten.view.default(t14, [2048])  # t35: cpu f32[2048]
    t36 = aten.view.default(t16, [5504])  # t36: cpu f32[5504]
    t37 = aten.view.default(t17, [5504])  # t37: cpu f32[5504]
    t38 = aten.view.default(t18, [5504])  # t38: cpu f32[5504]
    t39 = aten.view.default(t20, [8192])  # t39: cpu f32[8192]
    t40 = aten.cat.default([t24, t1, t25, t26, t27, t28, t6, t29, t30, t31, t10, t32, t33, t34, t35, t15, t36, t37, t38, t19, t39])  # t40: cpu f32[61856]
    # end region 0 -> t40
    t41 = _c10d_functional.all_gather_into_tensor.default(t40, 2, 'dp')  # t41: cpu f32[123712]
    t42 = _c10d_functional.wait_tensor.default(t41)  # t42: cpu f32[123712]
    # region 1: inductor 8b5fd38a36be5531, 79 ops
    t43 = aten.view.default(t42, [2, 61856])  # t43: cpu f32[2, 61856]
    t44 = aten.slice.Tensor(t43, 1, 0, 8192)  # t44: cpu f32[2, 8192]
    t45 = aten.clone.default(t44, memory_format=torch.contiguous_format)  # t45: cpu f32[2, 8192]
    t46 = aten.view.default(t45, [256, 64])  # t46: cpu f32[256, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162
    t47 = aten.slice.Tensor(t43, 1, 8192, 8224)  # t47: cpu f32[2, 32]
    t48 = aten.clone.default(t47, memory_format=torch.contiguous_format)  # t48: cpu f32[2, 32]
    t49 = aten.view.default(t48, [64])  # t49: cpu f32[64]
    # layers.0.attention.wq (Linear), llama.py:238
    t50 = aten.slice.Tensor(t43, 1, 8224, 10272)  # t50: cpu f32[2, 2048]
    t51 = aten.clone.default(t50, memory_format=torch.contiguous_format)  # t51: cpu f32[2, 2048]
    t52 = aten.view.default(t51, [64, 64])  # t52: cpu f32[64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t53 = aten.slice.Tensor(t43, 1, 10272, 11296)  # t53: cpu f32[2, 1024]
    t54 = aten.clone.default(t53, memory_format=torch.contiguous_format)  # t54: cpu f32[2, 1024]
    t55 = aten.view.default(t54, [32, 64])  # t55: cpu f32[32, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t56 = aten.slice.Tensor(t43, 1, 11296, 12320)  # t56: cpu f32[2, 1024]
    t57 = aten.clone.default(t56, memory_format=torch.contiguous_format)  # t57: cpu f32[2, 1024]
    t58 = aten.view.default(t57, [32, 64])  # t58: cpu f32[32, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t59 = aten.slice.Tensor(t43, 1, 12320, 14368)  # t59: cpu f32[2, 2048]
    t60 = aten.clone.default(t59, memory_format=torch.contiguous_format)  # t60: cpu f32[2, 2048]
    t61 = aten.view.default(t60, [64, 64])  # t61: cpu f32[64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t62 = aten.slice.Tensor(t43, 1, 14368, 14400)  # t62: cpu f32[2, 32]
    t63 = aten.clone.default(t62, memory_format=torch.contiguous_format)  # t63: cpu f32[2, 32]
    t64 = aten.view.default(t63, [64])  # t64: cpu f32[64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t65 = aten.slice.Tensor(t43, 1, 14400, 19904)  # t65: cpu f32[2, 5504]
    t66 = aten.clone.default(t65, memory_format=torch.contiguous_format)  # t66: cpu f32[2, 5504]
    t67 = aten.view.default(t66, [172, 64])  # t67: cpu f32[172, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t68 = aten.slice.Tensor(t43, 1, 19904, 25408)  # t68: cpu f32[2, 5504]
    t69 = aten.clone.default(t68, memory_format=torch.contiguous_format)  # t69: cpu f32[2, 5504]
    t70 = aten.view.default(t69, [172, 64])  # t70: cpu f32[172, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t71 = aten.slice.Tensor(t43, 1, 25408, 30912)  # t71: cpu f32[2, 5504]
    t72 = aten.clone.default(t71, memory_format=torch.contiguous_format)  # t72: cpu f32[2, 5504]
    t73 = aten.view.default(t72, [64, 172])  # t73: cpu f32[64, 172]
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t74 = aten.slice.Tensor(t43, 1, 30912, 30944)  # t74: cpu f32[2, 32]
    t75 = aten.clone.default(t74, memory_format=torch.contiguous_format)  # t75: cpu f32[2, 32]
    t76 = aten.view.default(t75, [64])  # t76: cpu f32[64]
    # layers.1.attention.wq (Linear), llama.py:238
    t77 = aten.slice.Tensor(t43, 1, 30944, 32992)  # t77: cpu f32[2, 2048]
    t78 = aten.clone.default(t77, memory_format=torch.contiguous_format)  # t78: cpu f32[2, 2048]
    t79 = aten.view.default(t78, [64, 64])  # t79: cpu f32[64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t80 = aten.slice.Tensor(t43, 1, 32992, 34016)  # t80: cpu f32[2, 1024]
    t81 = aten.clone.default(t80, memory_format=torch.contiguous_format)  # t81: cpu f32[2, 1024]
    t82 = aten.view.default(t81, [32, 64])  # t82: cpu f32[32, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t83 = aten.slice.Tensor(t43, 1, 34016, 35040)  # t83: cpu f32[2, 1024]
    t84 = aten.clone.default(t83, memory_format=torch.contiguous_format)  # t84: cpu f32[2, 1024]
    t85 = aten.view.default(t84, [32, 64])  # t85: cpu f32[32, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t86 = aten.slice.Tensor(t43, 1, 35040, 37088)  # t86: cpu f32[2, 2048]
    t87 = aten.clone.default(t86, memory_format=torch.contiguous_format)  # t87: cpu f32[2, 2048]
    t88 = aten.view.default(t87, [64, 64])  # t88: cpu f32[64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t89 = aten.slice.Tensor(t43, 1, 37088, 37120)  # t89: cpu f32[2, 32]
    t90 = aten.clone.default(t89, memory_format=torch.contiguous_format)  # t90: cpu f32[2, 32]
    t91 = aten.view.default(t90, [64])  # t91: cpu f32[64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t92 = aten.slice.Tensor(t43, 1, 37120, 42624)  # t92: cpu f32[2, 5504]
    t93 = aten.clone.default(t92, memory_format=torch.contiguous_format)  # t93: cpu f32[2, 5504]
    t94 = aten.view.default(t93, [172, 64])  # t94: cpu f32[172, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t95 = aten.slice.Tensor(t43, 1, 42624, 48128)  # t95: cpu f32[2, 5504]
    t96 = aten.clone.default(t95, memory_format=torch.contiguous_format)  # t96: cpu f32[2, 5504]
    t97 = aten.view.default(t96, [172, 64])  # t97: cpu f32[172, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t98 = aten.slice.Tensor(t43, 1, 48128, 53632)  # t98: cpu f32[2, 5504]
    t99 = aten.clone.default(t98, memory_format=torch.contiguous_format)  # t99: cpu f32[2, 5504]
    t100 = aten.view.default(t99, [64, 172])  # t100: cpu f32[64, 172]
    # norm (RMSNorm), llama.py:162
    t101 = aten.slice.Tensor(t43, 1, 53632, 53664)  # t101: cpu f32[2, 32]
    t102 = aten.clone.default(t101, memory_format=torch.contiguous_format)  # t102: cpu f32[2, 32]
    t103 = aten.view.default(t102, [64])  # t103: cpu f32[64]
    # output (Linear), llama.py:308
    t104 = aten.slice.Tensor(t43, 1, 53664, 61856)  # t104: cpu f32[2, 8192]
    t105 = aten.clone.default(t104, memory_format=torch.contiguous_format)  # t105: cpu f32[2, 8192]
    t106 = aten.view.default(t105, [256, 64])  # t106: cpu f32[256, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t107 = aten.t.default(t52)  # t107: cpu f32[64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t108 = aten.t.default(t55)  # t108: cpu f32[64, 32]
    # layers.0.attention.wv (Linear), llama.py:240
    t109 = aten.t.default(t58)  # t109: cpu f32[64, 32]
    # layers.0.attention.wo (Linear), llama.py:250
    t110 = aten.t.default(t61)  # t110: cpu f32[64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t111 = aten.t.default(t67)  # t111: cpu f32[64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t112 = aten.t.default(t70)  # t112: cpu f32[64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t113 = aten.t.default(t73)  # t113: cpu f32[172, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t114 = aten.t.default(t79)  # t114: cpu f32[64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t115 = aten.t.default(t82)  # t115: cpu f32[64, 32]
    # layers.1.attention.wv (Linear), llama.py:240
    t116 = aten.t.default(t85)  # t116: cpu f32[64, 32]
    # layers.1.attention.wo (Linear), llama.py:250
    t117 = aten.t.default(t88)  # t117: cpu f32[64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t118 = aten.t.default(t94)  # t118: cpu f32[64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t119 = aten.t.default(t97)  # t119: cpu f32[64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t120 = aten.t.default(t100)  # t120: cpu f32[172, 64]
    # output (Linear), llama.py:308
    t121 = aten.t.default(t106)  # t121: cpu f32[64, 256]
    # end region 1 -> t46, t48, t51, t54, t57, t60, t63, t66, t69, t72, t75, t78, t81, t84, t87, t90, t93, t96, t99, t102, t105, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121
    # tok_embeddings (Embedding), llama.py:305
    t122 = aten.embedding.default(t46, t23)  # t122: cpu f32[2, 64, 64]
    # region 2: inductor fa59fa88cb20c282, 8 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t123 = aten.view.default(t48, [64])  # t123: cpu f32[64]
    t124 = aten.pow.Tensor_Scalar(t122, 2)  # t124: cpu f32[2, 64, 64]
    t125 = aten.mean.dim(t124, [-1], True)  # t125: cpu f32[2, 64, 1]
    t126 = aten.add.Tensor(t125, 1e-05)  # t126: cpu f32[2, 64, 1]
    t127 = aten.rsqrt.default(t126)  # t127: cpu f32[2, 64, 1]
    t128 = aten.mul.Tensor(t122, t127)  # t128: cpu f32[2, 64, 64]
    t129 = aten.mul.Tensor(t128, t123)  # t129: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t130 = aten.view.default(t129, [128, 64])  # t130: cpu f32[128, 64]
    # end region 2 -> t127, t130
    t131 = aten.mm.default(t130, t107)  # t131: cpu f32[128, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t132 = aten.mm.default(t130, t108)  # t132: cpu f32[128, 32]
    # layers.0.attention.wv (Linear), llama.py:240
    t133 = aten.mm.default(t130, t109)  # t133: cpu f32[128, 32]
    # layers.0.attention (Attention), llama.py:240
    t134 = aten.view.default(t133, [2, 64, 2, 16])  # t134: cpu f32[2, 64, 2, 16]
    # region 3: inductor 8f1afb24a16c03ab, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t135 = aten.slice.Tensor(t21, 0, 0, 64)  # t135: cpu f32[64, 8]
    t136 = aten.slice.Tensor(t22, 0, 0, 64)  # t136: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:205, 206, 207, 208, 209, 210, ...
    t137 = aten.view.default(t131, [2, 64, 4, 8, 2])  # t137: cpu f32[2, 64, 4, 8, 2]
    t138 = aten.select.int(t137, 4, 0)  # t138: cpu f32[2, 64, 4, 8]
    t139 = aten.select.int(t137, 4, 1)  # t139: cpu f32[2, 64, 4, 8]
    t140 = aten.view.default(t135, [1, 64, 1, 8])  # t140: cpu f32[1, 64, 1, 8]
    t141 = aten.view.default(t136, [1, 64, 1, 8])  # t141: cpu f32[1, 64, 1, 8]
    t142 = aten.mul.Tensor(t138, t140)  # t142: cpu f32[2, 64, 4, 8]
    t143 = aten.mul.Tensor(t139, t141)  # t143: cpu f32[2, 64, 4, 8]
    t144 = aten.sub.Tensor(t142, t143)  # t144: cpu f32[2, 64, 4, 8]
    t145 = aten.mul.Tensor(t138, t141)  # t145: cpu f32[2, 64, 4, 8]
    t146 = aten.mul.Tensor(t139, t140)  # t146: cpu f32[2, 64, 4, 8]
    t147 = aten.add.Tensor(t145, t146)  # t147: cpu f32[2, 64, 4, 8]
    t148 = aten.stack.default([t144, t147], -1)  # t148: cpu f32[2, 64, 4, 8, 2]
    t149 = aten.view.default(t148, [2, 64, 4, 16])  # t149: cpu f32[2, 64, 4, 16]
    t150 = aten.transpose.int(t149, 1, 2)  # t150: cpu f32[2, 4, 64, 16]
    # end region 3 -> t148, t150
    # region 4: inductor 6d5ce2ef3801ebeb, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t151 = aten.slice.Tensor(t21, 0, 0, 64)  # t151: cpu f32[64, 8]
    t152 = aten.slice.Tensor(t22, 0, 0, 64)  # t152: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208, 205, 206, 209, 210, ...
    t153 = aten.view.default(t151, [1, 64, 1, 8])  # t153: cpu f32[1, 64, 1, 8]
    t154 = aten.view.default(t152, [1, 64, 1, 8])  # t154: cpu f32[1, 64, 1, 8]
    t155 = aten.view.default(t132, [2, 64, 2, 8, 2])  # t155: cpu f32[2, 64, 2, 8, 2]
    t156 = aten.select.int(t155, 4, 0)  # t156: cpu f32[2, 64, 2, 8]
    t157 = aten.select.int(t155, 4, 1)  # t157: cpu f32[2, 64, 2, 8]
    t158 = aten.mul.Tensor(t156, t153)  # t158: cpu f32[2, 64, 2, 8]
    t159 = aten.mul.Tensor(t157, t154)  # t159: cpu f32[2, 64, 2, 8]
    t160 = aten.sub.Tensor(t158, t159)  # t160: cpu f32[2, 64, 2, 8]
    t161 = aten.mul.Tensor(t156, t154)  # t161: cpu f32[2, 64, 2, 8]
    t162 = aten.mul.Tensor(t157, t153)  # t162: cpu f32[2, 64, 2, 8]
    t163 = aten.add.Tensor(t161, t162)  # t163: cpu f32[2, 64, 2, 8]
    t164 = aten.stack.default([t160, t163], -1)  # t164: cpu f32[2, 64, 2, 8, 2]
    t165 = aten.view.default(t164, [2, 64, 2, 16])  # t165: cpu f32[2, 64, 2, 16]
    t166 = aten.transpose.int(t165, 1, 2)  # t166: cpu f32[2, 2, 64, 16]
    # end region 4 -> t164, t166
    t167 = aten.transpose.int(t134, 1, 2)  # t167: cpu f32[2, 2, 64, 16]
    t168, t169 = aotc.sdpa.default(t150, t166, t167, None, True, None)  # t168: cpu f32[2, 4, 64, 16], t169: cpu f32[2, 4, 64]
    t170 = aten.transpose.int(t168, 1, 2)  # t170: cpu f32[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t171 = aten.view.default(t170, [128, 64])  # t171: cpu f32[128, 64]
    t172 = aten.mm.default(t171, t110)  # t172: cpu f32[128, 64]
    # region 5: inductor 2a8c7428aa171af5, 10 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162
    t173 = aten.view.default(t63, [64])  # t173: cpu f32[64]
    # layers.0.attention.wo (Linear), llama.py:250
    t174 = aten._unsafe_view.default(t172, [2, 64, 64])  # t174: cpu f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:281
    t175 = aten.add.Tensor(t122, t174)  # t175: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:161, 162
    t176 = aten.pow.Tensor_Scalar(t175, 2)  # t176: cpu f32[2, 64, 64]
    t177 = aten.mean.dim(t176, [-1], True)  # t177: cpu f32[2, 64, 1]
    t178 = aten.add.Tensor(t177, 1e-05)  # t178: cpu f32[2, 64, 1]
    t179 = aten.rsqrt.default(t178)  # t179: cpu f32[2, 64, 1]
    t180 = aten.mul.Tensor(t175, t179)  # t180: cpu f32[2, 64, 64]
    t181 = aten.mul.Tensor(t180, t173)  # t181: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t182 = aten.view.default(t181, [128, 64])  # t182: cpu f32[128, 64]
    # end region 5 -> t175, t179, t182
    t183 = aten.mm.default(t182, t111)  # t183: cpu f32[128, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t184 = aten.mm.default(t182, t112)  # t184: cpu f32[128, 172]
    # region 6: inductor 52641f0b53ec202a, 5 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t185 = aten._unsafe_view.default(t183, [2, 64, 172])  # t185: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t186 = aten.silu.default(t185)  # t186: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t187 = aten._unsafe_view.default(t184, [2, 64, 172])  # t187: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t188 = aten.mul.Tensor(t186, t187)  # t188: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t189 = aten.view.default(t188, [128, 172])  # t189: cpu f32[128, 172]
    # end region 6 -> t185, t187, t188, t189
    t190 = aten.mm.default(t189, t113)  # t190: cpu f32[128, 64]
    # region 7: inductor 2a8c7428aa171af5, 10 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162
    t191 = aten.view.default(t75, [64])  # t191: cpu f32[64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t192 = aten._unsafe_view.default(t190, [2, 64, 64])  # t192: cpu f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:282
    t193 = aten.add.Tensor(t175, t192)  # t193: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:161, 162
    t194 = aten.pow.Tensor_Scalar(t193, 2)  # t194: cpu f32[2, 64, 64]
    t195 = aten.mean.dim(t194, [-1], True)  # t195: cpu f32[2, 64, 1]
    t196 = aten.add.Tensor(t195, 1e-05)  # t196: cpu f32[2, 64, 1]
    t197 = aten.rsqrt.default(t196)  # t197: cpu f32[2, 64, 1]
    t198 = aten.mul.Tensor(t193, t197)  # t198: cpu f32[2, 64, 64]
    t199 = aten.mul.Tensor(t198, t191)  # t199: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t200 = aten.view.default(t199, [128, 64])  # t200: cpu f32[128, 64]
    # end region 7 -> t193, t197, t200
    t201 = aten.mm.default(t200, t114)  # t201: cpu f32[128, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t202 = aten.mm.default(t200, t115)  # t202: cpu f32[128, 32]
    # layers.1.attention.wv (Linear), llama.py:240
    t203 = aten.mm.default(t200, t116)  # t203: cpu f32[128, 32]
    # layers.1.attention (Attention), llama.py:240
    t204 = aten.view.default(t203, [2, 64, 2, 16])  # t204: cpu f32[2, 64, 2, 16]
    # region 8: inductor 3a3cb4b206c9c6a5, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t205 = aten.slice.Tensor(t21, 0, 0, 64)  # t205: cpu f32[64, 8]
    t206 = aten.slice.Tensor(t22, 0, 0, 64)  # t206: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t207 = aten.view.default(t205, [1, 64, 1, 8])  # t207: cpu f32[1, 64, 1, 8]
    t208 = aten.view.default(t206, [1, 64, 1, 8])  # t208: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:205, 206, 209, 210, 211, 241
    t209 = aten.view.default(t201, [2, 64, 4, 8, 2])  # t209: cpu f32[2, 64, 4, 8, 2]
    t210 = aten.select.int(t209, 4, 0)  # t210: cpu f32[2, 64, 4, 8]
    t211 = aten.select.int(t209, 4, 1)  # t211: cpu f32[2, 64, 4, 8]
    t212 = aten.mul.Tensor(t210, t207)  # t212: cpu f32[2, 64, 4, 8]
    t213 = aten.mul.Tensor(t211, t208)  # t213: cpu f32[2, 64, 4, 8]
    t214 = aten.sub.Tensor(t212, t213)  # t214: cpu f32[2, 64, 4, 8]
    t215 = aten.mul.Tensor(t210, t208)  # t215: cpu f32[2, 64, 4, 8]
    t216 = aten.mul.Tensor(t211, t207)  # t216: cpu f32[2, 64, 4, 8]
    t217 = aten.add.Tensor(t215, t216)  # t217: cpu f32[2, 64, 4, 8]
    t218 = aten.stack.default([t214, t217], -1)  # t218: cpu f32[2, 64, 4, 8, 2]
    t219 = aten.view.default(t218, [2, 64, 4, 16])  # t219: cpu f32[2, 64, 4, 16]
    t220 = aten.transpose.int(t219, 1, 2)  # t220: cpu f32[2, 4, 64, 16]
    # end region 8 -> t218, t220
    # region 9: inductor 6d5ce2ef3801ebeb, 16 ops
    # rope (RotaryEmbedding), llama.py:195
    t221 = aten.slice.Tensor(t21, 0, 0, 64)  # t221: cpu f32[64, 8]
    t222 = aten.slice.Tensor(t22, 0, 0, 64)  # t222: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t223 = aten.view.default(t221, [1, 64, 1, 8])  # t223: cpu f32[1, 64, 1, 8]
    t224 = aten.view.default(t222, [1, 64, 1, 8])  # t224: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:205, 206, 209, 210, 211, 242
    t225 = aten.view.default(t202, [2, 64, 2, 8, 2])  # t225: cpu f32[2, 64, 2, 8, 2]
    t226 = aten.select.int(t225, 4, 0)  # t226: cpu f32[2, 64, 2, 8]
    t227 = aten.select.int(t225, 4, 1)  # t227: cpu f32[2, 64, 2, 8]
    t228 = aten.mul.Tensor(t226, t223)  # t228: cpu f32[2, 64, 2, 8]
    t229 = aten.mul.Tensor(t227, t224)  # t229: cpu f32[2, 64, 2, 8]
    t230 = aten.sub.Tensor(t228, t229)  # t230: cpu f32[2, 64, 2, 8]
    t231 = aten.mul.Tensor(t226, t224)  # t231: cpu f32[2, 64, 2, 8]
    t232 = aten.mul.Tensor(t227, t223)  # t232: cpu f32[2, 64, 2, 8]
    t233 = aten.add.Tensor(t231, t232)  # t233: cpu f32[2, 64, 2, 8]
    t234 = aten.stack.default([t230, t233], -1)  # t234: cpu f32[2, 64, 2, 8, 2]
    t235 = aten.view.default(t234, [2, 64, 2, 16])  # t235: cpu f32[2, 64, 2, 16]
    t236 = aten.transpose.int(t235, 1, 2)  # t236: cpu f32[2, 2, 64, 16]
    # end region 9 -> t234, t236
    t237 = aten.transpose.int(t204, 1, 2)  # t237: cpu f32[2, 2, 64, 16]
    t238, t239 = aotc.sdpa.default(t220, t236, t237, None, True, None)  # t238: cpu f32[2, 4, 64, 16], t239: cpu f32[2, 4, 64]
    t240 = aten.transpose.int(t238, 1, 2)  # t240: cpu f32[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t241 = aten.view.default(t240, [128, 64])  # t241: cpu f32[128, 64]
    t242 = aten.mm.default(t241, t117)  # t242: cpu f32[128, 64]
    # region 10: inductor 2a8c7428aa171af5, 10 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162
    t243 = aten.view.default(t90, [64])  # t243: cpu f32[64]
    # layers.1.attention.wo (Linear), llama.py:250
    t244 = aten._unsafe_view.default(t242, [2, 64, 64])  # t244: cpu f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:281
    t245 = aten.add.Tensor(t193, t244)  # t245: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:161, 162
    t246 = aten.pow.Tensor_Scalar(t245, 2)  # t246: cpu f32[2, 64, 64]
    t247 = aten.mean.dim(t246, [-1], True)  # t247: cpu f32[2, 64, 1]
    t248 = aten.add.Tensor(t247, 1e-05)  # t248: cpu f32[2, 64, 1]
    t249 = aten.rsqrt.default(t248)  # t249: cpu f32[2, 64, 1]
    t250 = aten.mul.Tensor(t245, t249)  # t250: cpu f32[2, 64, 64]
    t251 = aten.mul.Tensor(t250, t243)  # t251: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t252 = aten.view.default(t251, [128, 64])  # t252: cpu f32[128, 64]
    # end region 10 -> t245, t249, t252
    t253 = aten.mm.default(t252, t118)  # t253: cpu f32[128, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t254 = aten.mm.default(t252, t119)  # t254: cpu f32[128, 172]
    # region 11: inductor 52641f0b53ec202a, 5 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t255 = aten._unsafe_view.default(t253, [2, 64, 172])  # t255: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t256 = aten.silu.default(t255)  # t256: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t257 = aten._unsafe_view.default(t254, [2, 64, 172])  # t257: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t258 = aten.mul.Tensor(t256, t257)  # t258: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t259 = aten.view.default(t258, [128, 172])  # t259: cpu f32[128, 172]
    # end region 11 -> t255, t257, t258, t259
    t260 = aten.mm.default(t259, t120)  # t260: cpu f32[128, 64]
    # region 12: inductor 2a8c7428aa171af5, 10 ops
    # norm (RMSNorm), llama.py:162
    t261 = aten.view.default(t102, [64])  # t261: cpu f32[64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t262 = aten._unsafe_view.default(t260, [2, 64, 64])  # t262: cpu f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:282
    t263 = aten.add.Tensor(t245, t262)  # t263: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:161, 162
    t264 = aten.pow.Tensor_Scalar(t263, 2)  # t264: cpu f32[2, 64, 64]
    t265 = aten.mean.dim(t264, [-1], True)  # t265: cpu f32[2, 64, 1]
    t266 = aten.add.Tensor(t265, 1e-05)  # t266: cpu f32[2, 64, 1]
    t267 = aten.rsqrt.default(t266)  # t267: cpu f32[2, 64, 1]
    t268 = aten.mul.Tensor(t263, t267)  # t268: cpu f32[2, 64, 64]
    t269 = aten.mul.Tensor(t268, t261)  # t269: cpu f32[2, 64, 64]
    # output (Linear), llama.py:308
    t270 = aten.view.default(t269, [128, 64])  # t270: cpu f32[128, 64]
    # end region 12 -> t263, t267, t270
    t271 = aten.mm.default(t270, t121)  # t271: cpu f32[128, 256]
    t272 = aten._unsafe_view.default(t271, [2, 64, 256])  # t272: cpu f32[2, 64, 256]
    return (t272, t21, t22, t23, t48, t51, t54, t57, t60, t63, t66, t69, t72, t75, t78, t81, t84, t87, t90, t93, t96, t99, t102, t105, t122, t127, t133, t148, t164, t168, t169, t175, t179, t185, t187, t188, t193, t197, t203, t218, t234, t238, t239, t245, t249, t255, t257, t258, t263, t267)
    # t272: output 0
    # t21: saved 0
    # t22: saved 1
    # t23: saved 2
    # t48: saved 3
    # t51: saved 4
    # t54: saved 5
    # t57: saved 6
    # t60: saved 7
    # t63: saved 8
    # t66: saved 9
    # t69: saved 10
    # t72: saved 11
    # t75: saved 12
    # t78: saved 13
    # t81: saved 14
    # t84: saved 15
    # t87: saved 16
    # t90: saved 17
    # t93: saved 18
    # t96: saved 19
    # t99: saved 20
    # t102: saved 21
    # t105: saved 22
    # t122: saved 23
    # t127: saved 24
    # t133: saved 25
    # t148: saved 26
    # t164: saved 27
    # t168: saved 28
    # t169: saved 29
    # t175: saved 30
    # t179: saved 31
    # t185: saved 32
    # t187: saved 33
    # t188: saved 34
    # t193: saved 35
    # t197: saved 36
    # t203: saved 37
    # t218: saved 38
    # t234: saved 39
    # t238: saved 40
    # t239: saved 41
    # t245: saved 42
    # t249: saved 43
    # t255: saved 44
    # t257: saved 45
    # t258: saved 46
    # t263: saved 47
    # t267: saved 48
