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
    t47 = aten.slice.Tensor(t43, 1, 8192, 8224)  # t47: cpu f32[2, 32]
    t48 = aten.clone.default(t47, memory_format=torch.contiguous_format)  # t48: cpu f32[2, 32]
    t49 = aten.view.default(t48, [64])  # t49: cpu f32[64]
    t50 = aten.slice.Tensor(t43, 1, 8224, 10272)  # t50: cpu f32[2, 2048]
    t51 = aten.clone.default(t50, memory_format=torch.contiguous_format)  # t51: cpu f32[2, 2048]
    t52 = aten.view.default(t51, [64, 64])  # t52: cpu f32[64, 64]
    t53 = aten.slice.Tensor(t43, 1, 10272, 11296)  # t53: cpu f32[2, 1024]
    t54 = aten.clone.default(t53, memory_format=torch.contiguous_format)  # t54: cpu f32[2, 1024]
    t55 = aten.view.default(t54, [32, 64])  # t55: cpu f32[32, 64]
    t56 = aten.slice.Tensor(t43, 1, 11296, 12320)  # t56: cpu f32[2, 1024]
    t57 = aten.clone.default(t56, memory_format=torch.contiguous_format)  # t57: cpu f32[2, 1024]
    t58 = aten.view.default(t57, [32, 64])  # t58: cpu f32[32, 64]
    t59 = aten.slice.Tensor(t43, 1, 12320, 14368)  # t59: cpu f32[2, 2048]
    t60 = aten.clone.default(t59, memory_format=torch.contiguous_format)  # t60: cpu f32[2, 2048]
    t61 = aten.view.default(t60, [64, 64])  # t61: cpu f32[64, 64]
    t62 = aten.slice.Tensor(t43, 1, 14368, 14400)  # t62: cpu f32[2, 32]
    t63 = aten.clone.default(t62, memory_format=torch.contiguous_format)  # t63: cpu f32[2, 32]
    t64 = aten.view.default(t63, [64])  # t64: cpu f32[64]
    t65 = aten.slice.Tensor(t43, 1, 14400, 19904)  # t65: cpu f32[2, 5504]
    t66 = aten.clone.default(t65, memory_format=torch.contiguous_format)  # t66: cpu f32[2, 5504]
    t67 = aten.view.default(t66, [172, 64])  # t67: cpu f32[172, 64]
    t68 = aten.slice.Tensor(t43, 1, 19904, 25408)  # t68: cpu f32[2, 5504]
    t69 = aten.clone.default(t68, memory_format=torch.contiguous_format)  # t69: cpu f32[2, 5504]
    t70 = aten.view.default(t69, [172, 64])  # t70: cpu f32[172, 64]
    t71 = aten.slice.Tensor(t43, 1, 25408, 30912)  # t71: cpu f32[2, 5504]
    t72 = aten.clone.default(t71, memory_format=torch.contiguous_format)  # t72: cpu f32[2, 5504]
    t73 = aten.view.default(t72, [64, 172])  # t73: cpu f32[64, 172]
    t74 = aten.slice.Tensor(t43, 1, 30912, 30944)  # t74: cpu f32[2, 32]
    t75 = aten.clone.default(t74, memory_format=torch.contiguous_format)  # t75: cpu f32[2, 32]
    t76 = aten.view.default(t75, [64])  # t76: cpu f32[64]
    t77 = aten.slice.Tensor(t43, 1, 30944, 32992)  # t77: cpu f32[2, 2048]
    t78 = aten.clone.default(t77, memory_format=torch.contiguous_format)  # t78: cpu f32[2, 2048]
    t79 = aten.view.default(t78, [64, 64])  # t79: cpu f32[64, 64]
    t80 = aten.slice.Tensor(t43, 1, 32992, 34016)  # t80: cpu f32[2, 1024]
    t81 = aten.clone.default(t80, memory_format=torch.contiguous_format)  # t81: cpu f32[2, 1024]
    t82 = aten.view.default(t81, [32, 64])  # t82: cpu f32[32, 64]
    t83 = aten.slice.Tensor(t43, 1, 34016, 35040)  # t83: cpu f32[2, 1024]
    t84 = aten.clone.default(t83, memory_format=torch.contiguous_format)  # t84: cpu f32[2, 1024]
    t85 = aten.view.default(t84, [32, 64])  # t85: cpu f32[32, 64]
    t86 = aten.slice.Tensor(t43, 1, 35040, 37088)  # t86: cpu f32[2, 2048]
    t87 = aten.clone.default(t86, memory_format=torch.contiguous_format)  # t87: cpu f32[2, 2048]
    t88 = aten.view.default(t87, [64, 64])  # t88: cpu f32[64, 64]
    t89 = aten.slice.Tensor(t43, 1, 37088, 37120)  # t89: cpu f32[2, 32]
    t90 = aten.clone.default(t89, memory_format=torch.contiguous_format)  # t90: cpu f32[2, 32]
    t91 = aten.view.default(t90, [64])  # t91: cpu f32[64]
    t92 = aten.slice.Tensor(t43, 1, 37120, 42624)  # t92: cpu f32[2, 5504]
    t93 = aten.clone.default(t92, memory_format=torch.contiguous_format)  # t93: cpu f32[2, 5504]
    t94 = aten.view.default(t93, [172, 64])  # t94: cpu f32[172, 64]
    t95 = aten.slice.Tensor(t43, 1, 42624, 48128)  # t95: cpu f32[2, 5504]
    t96 = aten.clone.default(t95, memory_format=torch.contiguous_format)  # t96: cpu f32[2, 5504]
    t97 = aten.view.default(t96, [172, 64])  # t97: cpu f32[172, 64]
    t98 = aten.slice.Tensor(t43, 1, 48128, 53632)  # t98: cpu f32[2, 5504]
    t99 = aten.clone.default(t98, memory_format=torch.contiguous_format)  # t99: cpu f32[2, 5504]
    t100 = aten.view.default(t99, [64, 172])  # t100: cpu f32[64, 172]
    t101 = aten.slice.Tensor(t43, 1, 53632, 53664)  # t101: cpu f32[2, 32]
    t102 = aten.clone.default(t101, memory_format=torch.contiguous_format)  # t102: cpu f32[2, 32]
    t103 = aten.view.default(t102, [64])  # t103: cpu f32[64]
    t104 = aten.slice.Tensor(t43, 1, 53664, 61856)  # t104: cpu f32[2, 8192]
    t105 = aten.clone.default(t104, memory_format=torch.contiguous_format)  # t105: cpu f32[2, 8192]
    t106 = aten.view.default(t105, [256, 64])  # t106: cpu f32[256, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t107 = aten.t.default(t52)  # t107: cpu f32[64, 64]
    # layers.0.attention.wk (Linear), llama.py:190
    t108 = aten.t.default(t55)  # t108: cpu f32[64, 32]
    # layers.0.attention.wv (Linear), llama.py:191
    t109 = aten.t.default(t58)  # t109: cpu f32[64, 32]
    # layers.0.attention.wo (Linear), llama.py:201
    t110 = aten.t.default(t61)  # t110: cpu f32[64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t111 = aten.t.default(t67)  # t111: cpu f32[64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t112 = aten.t.default(t70)  # t112: cpu f32[64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:214
    t113 = aten.t.default(t73)  # t113: cpu f32[172, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t114 = aten.t.default(t79)  # t114: cpu f32[64, 64]
    # layers.1.attention.wk (Linear), llama.py:190
    t115 = aten.t.default(t82)  # t115: cpu f32[64, 32]
    # layers.1.attention.wv (Linear), llama.py:191
    t116 = aten.t.default(t85)  # t116: cpu f32[64, 32]
    # layers.1.attention.wo (Linear), llama.py:201
    t117 = aten.t.default(t88)  # t117: cpu f32[64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t118 = aten.t.default(t94)  # t118: cpu f32[64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t119 = aten.t.default(t97)  # t119: cpu f32[64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:214
    t120 = aten.t.default(t100)  # t120: cpu f32[172, 64]
    # output (Linear), llama.py:250
    t121 = aten.t.default(t106)  # t121: cpu f32[64, 256]
    # end region 1 -> t46, t48, t51, t54, t57, t60, t63, t66, t69, t72, t75, t78, t81, t84, t87, t90, t93, t96, t99, t102, t105, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121
    # tok_embeddings (Embedding), llama.py:247
    t122 = aten.embedding.default(t46, t23)  # t122: cpu f32[2, 64, 64]
    # region 2: inductor e7e0d2eb08d7d436, 8 ops
    t123 = aten.view.default(t48, [64])  # t123: cpu f32[64]
    # layers.0.attention_norm (RMSNorm), llama.py:122, 123
    t124 = aten.pow.Tensor_Scalar(t122, 2)  # t124: cpu f32[2, 64, 64]
    t125 = aten.mean.dim(t124, [-1], True)  # t125: cpu f32[2, 64, 1]
    t126 = aten.add.Tensor(t125, 1e-05)  # t126: cpu f32[2, 64, 1]
    t127 = aten.rsqrt.default(t126)  # t127: cpu f32[2, 64, 1]
    t128 = aten.mul.Tensor(t122, t127)  # t128: cpu f32[2, 64, 64]
    t129 = aten.mul.Tensor(t128, t123)  # t129: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:189
    t130 = aten.view.default(t129, [128, 64])  # t130: cpu f32[128, 64]
    # end region 2 -> t125, t130
    t131 = aten.mm.default(t130, t107)  # t131: cpu f32[128, 64]
    # layers.0.attention.wk (Linear), llama.py:190
    t132 = aten.mm.default(t130, t108)  # t132: cpu f32[128, 32]
    # layers.0.attention.wv (Linear), llama.py:191
    t133 = aten.mm.default(t130, t109)  # t133: cpu f32[128, 32]
    # region 3: inductor ea1f11eeb5e881b3, 6 ops
    t134 = aten.view.default(t133, [2, 64, 2, 16])  # t134: cpu f32[2, 64, 2, 16]
    # layers.0.attention (Attention), llama.py:194, 199
    t135 = aten.transpose.int(t134, 1, 2)  # t135: cpu f32[2, 2, 64, 16]
    t136 = aten.unsqueeze.default(t135, 2)  # t136: cpu f32[2, 2, 1, 64, 16]
    t137 = aten.expand.default(t136, [2, 2, 2, 64, 16])  # t137: cpu f32[2, 2, 2, 64, 16]
    t138 = aten.clone.default(t137, memory_format=torch.contiguous_format)  # t138: cpu f32[2, 2, 2, 64, 16]
    t139 = aten.view.default(t138, [2, 4, 64, 16])  # t139: cpu f32[2, 4, 64, 16]
    # end region 3 -> t139
    # region 4: inductor 8f1afb24a16c03ab, 16 ops
    # rope (RotaryEmbedding), llama.py:156
    t140 = aten.slice.Tensor(t21, 0, 0, 64)  # t140: cpu f32[64, 8]
    t141 = aten.slice.Tensor(t22, 0, 0, 64)  # t141: cpu f32[64, 8]
    t142 = aten.view.default(t131, [2, 64, 4, 8, 2])  # t142: cpu f32[2, 64, 4, 8, 2]
    # layers.0.attention (Attention), llama.py:167, 168, 169, 170, 171, 172, ...
    t143 = aten.select.int(t142, 4, 0)  # t143: cpu f32[2, 64, 4, 8]
    t144 = aten.select.int(t142, 4, 1)  # t144: cpu f32[2, 64, 4, 8]
    t145 = aten.view.default(t140, [1, 64, 1, 8])  # t145: cpu f32[1, 64, 1, 8]
    t146 = aten.view.default(t141, [1, 64, 1, 8])  # t146: cpu f32[1, 64, 1, 8]
    t147 = aten.mul.Tensor(t143, t145)  # t147: cpu f32[2, 64, 4, 8]
    t148 = aten.mul.Tensor(t144, t146)  # t148: cpu f32[2, 64, 4, 8]
    t149 = aten.sub.Tensor(t147, t148)  # t149: cpu f32[2, 64, 4, 8]
    t150 = aten.mul.Tensor(t143, t146)  # t150: cpu f32[2, 64, 4, 8]
    t151 = aten.mul.Tensor(t144, t145)  # t151: cpu f32[2, 64, 4, 8]
    t152 = aten.add.Tensor(t150, t151)  # t152: cpu f32[2, 64, 4, 8]
    t153 = aten.stack.default([t149, t152], -1)  # t153: cpu f32[2, 64, 4, 8, 2]
    t154 = aten.view.default(t153, [2, 64, 4, 16])  # t154: cpu f32[2, 64, 4, 16]
    t155 = aten.transpose.int(t154, 1, 2)  # t155: cpu f32[2, 4, 64, 16]
    # end region 4 -> t153, t155
    # region 5: inductor 570bc112dc270f8f, 20 ops
    # rope (RotaryEmbedding), llama.py:156
    t156 = aten.slice.Tensor(t21, 0, 0, 64)  # t156: cpu f32[64, 8]
    t157 = aten.slice.Tensor(t22, 0, 0, 64)  # t157: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168, 169
    t158 = aten.view.default(t156, [1, 64, 1, 8])  # t158: cpu f32[1, 64, 1, 8]
    t159 = aten.view.default(t157, [1, 64, 1, 8])  # t159: cpu f32[1, 64, 1, 8]
    t160 = aten.view.default(t132, [2, 64, 2, 8, 2])  # t160: cpu f32[2, 64, 2, 8, 2]
    # layers.0.attention (Attention), llama.py:167, 170, 171, 172, 193, 198
    t161 = aten.select.int(t160, 4, 0)  # t161: cpu f32[2, 64, 2, 8]
    t162 = aten.select.int(t160, 4, 1)  # t162: cpu f32[2, 64, 2, 8]
    t163 = aten.mul.Tensor(t161, t158)  # t163: cpu f32[2, 64, 2, 8]
    t164 = aten.mul.Tensor(t162, t159)  # t164: cpu f32[2, 64, 2, 8]
    t165 = aten.sub.Tensor(t163, t164)  # t165: cpu f32[2, 64, 2, 8]
    t166 = aten.mul.Tensor(t161, t159)  # t166: cpu f32[2, 64, 2, 8]
    t167 = aten.mul.Tensor(t162, t158)  # t167: cpu f32[2, 64, 2, 8]
    t168 = aten.add.Tensor(t166, t167)  # t168: cpu f32[2, 64, 2, 8]
    t169 = aten.stack.default([t165, t168], -1)  # t169: cpu f32[2, 64, 2, 8, 2]
    t170 = aten.view.default(t169, [2, 64, 2, 16])  # t170: cpu f32[2, 64, 2, 16]
    t171 = aten.transpose.int(t170, 1, 2)  # t171: cpu f32[2, 2, 64, 16]
    t172 = aten.unsqueeze.default(t171, 2)  # t172: cpu f32[2, 2, 1, 64, 16]
    t173 = aten.expand.default(t172, [2, 2, 2, 64, 16])  # t173: cpu f32[2, 2, 2, 64, 16]
    t174 = aten.clone.default(t173, memory_format=torch.contiguous_format)  # t174: cpu f32[2, 2, 2, 64, 16]
    t175 = aten.view.default(t174, [2, 4, 64, 16])  # t175: cpu f32[2, 4, 64, 16]
    # end region 5 -> t169, t175
    t176, t177 = aotc.sdpa.default(t155, t175, t139, None, True, None)  # t176: cpu f32[2, 4, 64, 16], t177: cpu f32[2, 4, 64]
    t178 = aten.transpose.int(t176, 1, 2)  # t178: cpu f32[2, 64, 4, 16]
    t179 = aten.view.default(t178, [128, 64])  # t179: cpu f32[128, 64]
    # layers.0.attention.wo (Linear), llama.py:201
    t180 = aten.mm.default(t179, t110)  # t180: cpu f32[128, 64]
    # region 6: inductor 0f2f31cdfde5e3ad, 10 ops
    t181 = aten.view.default(t63, [64])  # t181: cpu f32[64]
    # layers.0.attention.wo (Linear), llama.py:201
    t182 = aten._unsafe_view.default(t180, [2, 64, 64])  # t182: cpu f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:226
    t183 = aten.add.Tensor(t122, t182)  # t183: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:122, 123
    t184 = aten.pow.Tensor_Scalar(t183, 2)  # t184: cpu f32[2, 64, 64]
    t185 = aten.mean.dim(t184, [-1], True)  # t185: cpu f32[2, 64, 1]
    t186 = aten.add.Tensor(t185, 1e-05)  # t186: cpu f32[2, 64, 1]
    t187 = aten.rsqrt.default(t186)  # t187: cpu f32[2, 64, 1]
    t188 = aten.mul.Tensor(t183, t187)  # t188: cpu f32[2, 64, 64]
    t189 = aten.mul.Tensor(t188, t181)  # t189: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t190 = aten.view.default(t189, [128, 64])  # t190: cpu f32[128, 64]
    # end region 6 -> t183, t185, t190
    t191 = aten.mm.default(t190, t111)  # t191: cpu f32[128, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t192 = aten.mm.default(t190, t112)  # t192: cpu f32[128, 172]
    # region 7: inductor b436e43f34758d7a, 5 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:214
    t193 = aten._unsafe_view.default(t191, [2, 64, 172])  # t193: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:214
    t194 = aten.silu.default(t193)  # t194: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w3 (Linear), llama.py:214
    t195 = aten._unsafe_view.default(t192, [2, 64, 172])  # t195: cpu f32[2, 64, 172]
    # layers.0.feed_forward (FeedForward), llama.py:214
    t196 = aten.mul.Tensor(t194, t195)  # t196: cpu f32[2, 64, 172]
    # layers.0.feed_forward.w2 (Linear), llama.py:214
    t197 = aten.view.default(t196, [128, 172])  # t197: cpu f32[128, 172]
    # end region 7 -> t196, t197
    t198 = aten.mm.default(t197, t113)  # t198: cpu f32[128, 64]
    # region 8: inductor 0f2f31cdfde5e3ad, 10 ops
    t199 = aten.view.default(t75, [64])  # t199: cpu f32[64]
    # layers.0.feed_forward.w2 (Linear), llama.py:214
    t200 = aten._unsafe_view.default(t198, [2, 64, 64])  # t200: cpu f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:227
    t201 = aten.add.Tensor(t183, t200)  # t201: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:122, 123
    t202 = aten.pow.Tensor_Scalar(t201, 2)  # t202: cpu f32[2, 64, 64]
    t203 = aten.mean.dim(t202, [-1], True)  # t203: cpu f32[2, 64, 1]
    t204 = aten.add.Tensor(t203, 1e-05)  # t204: cpu f32[2, 64, 1]
    t205 = aten.rsqrt.default(t204)  # t205: cpu f32[2, 64, 1]
    t206 = aten.mul.Tensor(t201, t205)  # t206: cpu f32[2, 64, 64]
    t207 = aten.mul.Tensor(t206, t199)  # t207: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:189
    t208 = aten.view.default(t207, [128, 64])  # t208: cpu f32[128, 64]
    # end region 8 -> t201, t203, t208
    t209 = aten.mm.default(t208, t114)  # t209: cpu f32[128, 64]
    # layers.1.attention.wk (Linear), llama.py:190
    t210 = aten.mm.default(t208, t115)  # t210: cpu f32[128, 32]
    # layers.1.attention.wv (Linear), llama.py:191
    t211 = aten.mm.default(t208, t116)  # t211: cpu f32[128, 32]
    # region 9: inductor ea1f11eeb5e881b3, 6 ops
    t212 = aten.view.default(t211, [2, 64, 2, 16])  # t212: cpu f32[2, 64, 2, 16]
    # layers.1.attention (Attention), llama.py:194, 199
    t213 = aten.transpose.int(t212, 1, 2)  # t213: cpu f32[2, 2, 64, 16]
    t214 = aten.unsqueeze.default(t213, 2)  # t214: cpu f32[2, 2, 1, 64, 16]
    t215 = aten.expand.default(t214, [2, 2, 2, 64, 16])  # t215: cpu f32[2, 2, 2, 64, 16]
    t216 = aten.clone.default(t215, memory_format=torch.contiguous_format)  # t216: cpu f32[2, 2, 2, 64, 16]
    t217 = aten.view.default(t216, [2, 4, 64, 16])  # t217: cpu f32[2, 4, 64, 16]
    # end region 9 -> t217
    # region 10: inductor 3a3cb4b206c9c6a5, 16 ops
    # rope (RotaryEmbedding), llama.py:156
    t218 = aten.slice.Tensor(t21, 0, 0, 64)  # t218: cpu f32[64, 8]
    t219 = aten.slice.Tensor(t22, 0, 0, 64)  # t219: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168, 169
    t220 = aten.view.default(t218, [1, 64, 1, 8])  # t220: cpu f32[1, 64, 1, 8]
    t221 = aten.view.default(t219, [1, 64, 1, 8])  # t221: cpu f32[1, 64, 1, 8]
    t222 = aten.view.default(t209, [2, 64, 4, 8, 2])  # t222: cpu f32[2, 64, 4, 8, 2]
    # layers.1.attention (Attention), llama.py:167, 170, 171, 172, 192
    t223 = aten.select.int(t222, 4, 0)  # t223: cpu f32[2, 64, 4, 8]
    t224 = aten.select.int(t222, 4, 1)  # t224: cpu f32[2, 64, 4, 8]
    t225 = aten.mul.Tensor(t223, t220)  # t225: cpu f32[2, 64, 4, 8]
    t226 = aten.mul.Tensor(t224, t221)  # t226: cpu f32[2, 64, 4, 8]
    t227 = aten.sub.Tensor(t225, t226)  # t227: cpu f32[2, 64, 4, 8]
    t228 = aten.mul.Tensor(t223, t221)  # t228: cpu f32[2, 64, 4, 8]
    t229 = aten.mul.Tensor(t224, t220)  # t229: cpu f32[2, 64, 4, 8]
    t230 = aten.add.Tensor(t228, t229)  # t230: cpu f32[2, 64, 4, 8]
    t231 = aten.stack.default([t227, t230], -1)  # t231: cpu f32[2, 64, 4, 8, 2]
    t232 = aten.view.default(t231, [2, 64, 4, 16])  # t232: cpu f32[2, 64, 4, 16]
    t233 = aten.transpose.int(t232, 1, 2)  # t233: cpu f32[2, 4, 64, 16]
    # end region 10 -> t231, t233
    # region 11: inductor 570bc112dc270f8f, 20 ops
    # rope (RotaryEmbedding), llama.py:156
    t234 = aten.slice.Tensor(t21, 0, 0, 64)  # t234: cpu f32[64, 8]
    t235 = aten.slice.Tensor(t22, 0, 0, 64)  # t235: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:168, 169
    t236 = aten.view.default(t234, [1, 64, 1, 8])  # t236: cpu f32[1, 64, 1, 8]
    t237 = aten.view.default(t235, [1, 64, 1, 8])  # t237: cpu f32[1, 64, 1, 8]
    t238 = aten.view.default(t210, [2, 64, 2, 8, 2])  # t238: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention (Attention), llama.py:167, 170, 171, 172, 193, 198
    t239 = aten.select.int(t238, 4, 0)  # t239: cpu f32[2, 64, 2, 8]
    t240 = aten.select.int(t238, 4, 1)  # t240: cpu f32[2, 64, 2, 8]
    t241 = aten.mul.Tensor(t239, t236)  # t241: cpu f32[2, 64, 2, 8]
    t242 = aten.mul.Tensor(t240, t237)  # t242: cpu f32[2, 64, 2, 8]
    t243 = aten.sub.Tensor(t241, t242)  # t243: cpu f32[2, 64, 2, 8]
    t244 = aten.mul.Tensor(t239, t237)  # t244: cpu f32[2, 64, 2, 8]
    t245 = aten.mul.Tensor(t240, t236)  # t245: cpu f32[2, 64, 2, 8]
    t246 = aten.add.Tensor(t244, t245)  # t246: cpu f32[2, 64, 2, 8]
    t247 = aten.stack.default([t243, t246], -1)  # t247: cpu f32[2, 64, 2, 8, 2]
    t248 = aten.view.default(t247, [2, 64, 2, 16])  # t248: cpu f32[2, 64, 2, 16]
    t249 = aten.transpose.int(t248, 1, 2)  # t249: cpu f32[2, 2, 64, 16]
    t250 = aten.unsqueeze.default(t249, 2)  # t250: cpu f32[2, 2, 1, 64, 16]
    t251 = aten.expand.default(t250, [2, 2, 2, 64, 16])  # t251: cpu f32[2, 2, 2, 64, 16]
    t252 = aten.clone.default(t251, memory_format=torch.contiguous_format)  # t252: cpu f32[2, 2, 2, 64, 16]
    t253 = aten.view.default(t252, [2, 4, 64, 16])  # t253: cpu f32[2, 4, 64, 16]
    # end region 11 -> t247, t253
    t254, t255 = aotc.sdpa.default(t233, t253, t217, None, True, None)  # t254: cpu f32[2, 4, 64, 16], t255: cpu f32[2, 4, 64]
    t256 = aten.transpose.int(t254, 1, 2)  # t256: cpu f32[2, 64, 4, 16]
    t257 = aten.view.default(t256, [128, 64])  # t257: cpu f32[128, 64]
    # layers.1.attention.wo (Linear), llama.py:201
    t258 = aten.mm.default(t257, t117)  # t258: cpu f32[128, 64]
    # region 12: inductor 0f2f31cdfde5e3ad, 10 ops
    t259 = aten.view.default(t90, [64])  # t259: cpu f32[64]
    # layers.1.attention.wo (Linear), llama.py:201
    t260 = aten._unsafe_view.default(t258, [2, 64, 64])  # t260: cpu f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:226
    t261 = aten.add.Tensor(t201, t260)  # t261: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:122, 123
    t262 = aten.pow.Tensor_Scalar(t261, 2)  # t262: cpu f32[2, 64, 64]
    t263 = aten.mean.dim(t262, [-1], True)  # t263: cpu f32[2, 64, 1]
    t264 = aten.add.Tensor(t263, 1e-05)  # t264: cpu f32[2, 64, 1]
    t265 = aten.rsqrt.default(t264)  # t265: cpu f32[2, 64, 1]
    t266 = aten.mul.Tensor(t261, t265)  # t266: cpu f32[2, 64, 64]
    t267 = aten.mul.Tensor(t266, t259)  # t267: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t268 = aten.view.default(t267, [128, 64])  # t268: cpu f32[128, 64]
    # end region 12 -> t261, t263, t268
    t269 = aten.mm.default(t268, t118)  # t269: cpu f32[128, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t270 = aten.mm.default(t268, t119)  # t270: cpu f32[128, 172]
    # region 13: inductor b436e43f34758d7a, 5 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:214
    t271 = aten._unsafe_view.default(t269, [2, 64, 172])  # t271: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:214
    t272 = aten.silu.default(t271)  # t272: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w3 (Linear), llama.py:214
    t273 = aten._unsafe_view.default(t270, [2, 64, 172])  # t273: cpu f32[2, 64, 172]
    # layers.1.feed_forward (FeedForward), llama.py:214
    t274 = aten.mul.Tensor(t272, t273)  # t274: cpu f32[2, 64, 172]
    # layers.1.feed_forward.w2 (Linear), llama.py:214
    t275 = aten.view.default(t274, [128, 172])  # t275: cpu f32[128, 172]
    # end region 13 -> t274, t275
    t276 = aten.mm.default(t275, t120)  # t276: cpu f32[128, 64]
    # region 14: inductor 0f2f31cdfde5e3ad, 10 ops
    t277 = aten.view.default(t102, [64])  # t277: cpu f32[64]
    # layers.1.feed_forward.w2 (Linear), llama.py:214
    t278 = aten._unsafe_view.default(t276, [2, 64, 64])  # t278: cpu f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:227
    t279 = aten.add.Tensor(t261, t278)  # t279: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:122, 123
    t280 = aten.pow.Tensor_Scalar(t279, 2)  # t280: cpu f32[2, 64, 64]
    t281 = aten.mean.dim(t280, [-1], True)  # t281: cpu f32[2, 64, 1]
    t282 = aten.add.Tensor(t281, 1e-05)  # t282: cpu f32[2, 64, 1]
    t283 = aten.rsqrt.default(t282)  # t283: cpu f32[2, 64, 1]
    t284 = aten.mul.Tensor(t279, t283)  # t284: cpu f32[2, 64, 64]
    t285 = aten.mul.Tensor(t284, t277)  # t285: cpu f32[2, 64, 64]
    # output (Linear), llama.py:250
    t286 = aten.view.default(t285, [128, 64])  # t286: cpu f32[128, 64]
    # end region 14 -> t279, t281, t286
    t287 = aten.mm.default(t286, t121)  # t287: cpu f32[128, 256]
    t288 = aten._unsafe_view.default(t287, [2, 64, 256])  # t288: cpu f32[2, 64, 256]
    return (t288, t21, t22, t23, t48, t51, t54, t57, t60, t63, t66, t69, t72, t75, t78, t81, t84, t87, t90, t93, t96, t99, t102, t105, t122, t125, t133, t153, t169, t176, t177, t183, t185, t191, t192, t196, t201, t203, t211, t231, t247, t254, t255, t261, t263, t269, t270, t274, t279, t281)
    # t288: output 0
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
    # t125: saved 24
    # t133: saved 25
    # t153: saved 26
    # t169: saved 27
    # t176: saved 28
    # t177: saved 29
    # t183: saved 30
    # t185: saved 31
    # t191: saved 32
    # t192: saved 33
    # t196: saved 34
    # t201: saved 35
    # t203: saved 36
    # t211: saved 37
    # t231: saved 38
    # t247: saved 39
    # t254: saved 40
    # t255: saved 41
    # t261: saved 42
    # t263: saved 43
    # t269: saved 44
    # t270: saved 45
    # t274: saved 46
    # t279: saved 47
    # t281: saved 48
