def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27):
    # t0: cpu f32[256, 64]  param tok_embeddings.weight
    # t1: cpu f32[64]  param layers.0.attention_norm.weight
    # t2: cpu f32[64, 64]  param layers.0.attention.wq.weight
    # t3: cpu f32[64, 64]  param layers.0.attention.wkv.weight
    # t4: cpu f32[64, 64]  param layers.0.attention.wo.weight
    # t5: cpu f32[64]  param layers.0.moe_norm.weight
    # t6: cpu f32[8, 64]  param layers.0.moe.router.gate.weight
    # t7: cpu f32[8, 32, 64]  param layers.0.moe.experts.w1
    # t8: cpu f32[8, 32, 64]  param layers.0.moe.experts.w3
    # t9: cpu f32[8, 64, 32]  param layers.0.moe.experts.w2
    # t10: cpu f32[64, 64]  param layers.0.moe.shared.w1.weight
    # t11: cpu f32[64, 64]  param layers.0.moe.shared.w3.weight
    # t12: cpu f32[64, 64]  param layers.0.moe.shared.w2.weight
    # t13: cpu f32[64]  param layers.1.attention_norm.weight
    # t14: cpu f32[64, 64]  param layers.1.attention.wq.weight
    # t15: cpu f32[64, 64]  param layers.1.attention.wkv.weight
    # t16: cpu f32[64, 64]  param layers.1.attention.wo.weight
    # t17: cpu f32[64]  param layers.1.moe_norm.weight
    # t18: cpu f32[8, 64]  param layers.1.moe.router.gate.weight
    # t19: cpu f32[8, 32, 64]  param layers.1.moe.experts.w1
    # t20: cpu f32[8, 32, 64]  param layers.1.moe.experts.w3
    # t21: cpu f32[8, 64, 32]  param layers.1.moe.experts.w2
    # t22: cpu f32[64, 64]  param layers.1.moe.shared.w1.weight
    # t23: cpu f32[64, 64]  param layers.1.moe.shared.w3.weight
    # t24: cpu f32[64, 64]  param layers.1.moe.shared.w2.weight
    # t25: cpu f32[64]  param norm.weight
    # t26: cpu f32[256, 64]  param output.weight
    # t27: cpu i64[2, 32]  input 0
    # tok_embeddings (Embedding), moe.py:198
    t28 = aten.embedding.default(t0, t27)  # t28: cpu f32[2, 32, 64]
    # region 0: inductor fa40b352f9e24131, 7 ops
    # layers.0.attention_norm (RMSNorm), moe.py:77
    t29 = aten.pow.Tensor_Scalar(t28, 2)  # t29: cpu f32[2, 32, 64]
    t30 = aten.mean.dim(t29, [2], True)  # t30: cpu f32[2, 32, 1]
    t31 = aten.add.Scalar(t30, 9.999999974752427e-07)  # t31: cpu f32[2, 32, 1]
    t32 = aten.rsqrt.default(t31)  # t32: cpu f32[2, 32, 1]
    t33 = aten.mul.Tensor(t28, t32)  # t33: cpu f32[2, 32, 64]
    t34 = aten.mul.Tensor(t33, t1)  # t34: cpu f32[2, 32, 64]
    # layers.0.attention.wq (Linear), moe.py:90
    t35 = aten.view.default(t34, [64, 64])  # t35: cpu f32[64, 64]
    # end region 0 -> t30, t35
    t36 = aten.t.default(t2)  # t36: cpu f32[64, 64]
    t37 = aten.mm.default(t35, t36)  # t37: cpu f32[64, 64]
    # layers.0.attention (Attention), moe.py:90
    t38 = aten.view.default(t37, [2, 32, 4, 16])  # t38: cpu f32[2, 32, 4, 16]
    t39 = aten.transpose.int(t38, 1, 2)  # t39: cpu f32[2, 4, 32, 16]
    # layers.0.attention.wkv (Linear), moe.py:91
    t40 = aten.t.default(t3)  # t40: cpu f32[64, 64]
    t41 = aten.mm.default(t35, t40)  # t41: cpu f32[64, 64]
    # layers.0.attention (Attention), moe.py:91, 92, 93
    t42 = aten.view.default(t41, [2, 32, 2, 2, 16])  # t42: cpu f32[2, 32, 2, 2, 16]
    t43 = aten.permute.default(t42, [2, 0, 3, 1, 4])  # t43: cpu f32[2, 2, 2, 32, 16]
    t44, t45 = aten.unbind.int(t43)  # t44: cpu f32[2, 2, 32, 16], t45: cpu f32[2, 2, 32, 16]
    t46, t47 = aotc.sdpa.default(t39, t44, t45, None, True, None)  # t46: cpu f32[2, 4, 32, 16], t47: cpu f32[2, 4, 32]
    t48 = aten.transpose.int(t46, 1, 2)  # t48: cpu f32[2, 32, 4, 16]
    # layers.0.attention.wo (Linear), moe.py:93
    t49 = aten.t.default(t4)  # t49: cpu f32[64, 64]
    t50 = aten.view.default(t48, [64, 64])  # t50: cpu f32[64, 64]
    t51 = aten.mm.default(t50, t49)  # t51: cpu f32[64, 64]
    # region 1: inductor bde8c915a84edbe5, 10 ops
    t52 = aten._unsafe_view.default(t51, [2, 32, 64])  # t52: cpu f32[2, 32, 64]
    # layers.0 (Block), moe.py:182
    t53 = aten.add.Tensor(t28, t52)  # t53: cpu f32[2, 32, 64]
    # layers.0.moe_norm (RMSNorm), moe.py:77
    t54 = aten.pow.Tensor_Scalar(t53, 2)  # t54: cpu f32[2, 32, 64]
    t55 = aten.mean.dim(t54, [2], True)  # t55: cpu f32[2, 32, 1]
    t56 = aten.add.Scalar(t55, 9.999999974752427e-07)  # t56: cpu f32[2, 32, 1]
    t57 = aten.rsqrt.default(t56)  # t57: cpu f32[2, 32, 1]
    t58 = aten.mul.Tensor(t53, t57)  # t58: cpu f32[2, 32, 64]
    t59 = aten.mul.Tensor(t58, t5)  # t59: cpu f32[2, 32, 64]
    # layers.0.moe (MoE), moe.py:151, 159
    t60 = aten.view.default(t59, [-1, 64])  # t60: cpu f32[64, 64]
    t61 = aten.zeros_like.default(t60, pin_memory=False)  # t61: cpu f32[64, 64]
    # end region 1 -> t53, t55, t59, t60, t61
    # layers.0.moe.router.gate (Linear), moe.py:115
    t62 = aten.t.default(t6)  # t62: cpu f32[64, 8]
    t63 = aten.mm.default(t60, t62)  # t63: cpu f32[64, 8]
    # region 2: inductor 2686564cb0d74d20, 2 ops
    # layers.0.moe.router (Router), moe.py:116
    t64 = aten._softmax.default(t63, -1, False)  # t64: cpu f32[64, 8]
    # layers.0.moe (MoE), moe.py:166
    t65 = aten.mean.dim(t64, [0])  # t65: cpu f32[8]
    # end region 2 -> t64, t65
    # layers.0.moe.router (Router), moe.py:117
    t66, t67 = aten.topk.default(t64, 2)  # t66: cpu f32[64, 2], t67: cpu i64[64, 2]
    # region 3: inductor 67fdeff5d964d04f, 2 ops
    # layers.0.moe (MoE), moe.py:153, 156
    t68 = aten.view.default(t67, [128])  # t68: cpu i64[128]
    t69 = aten.ones_like.default(t68, pin_memory=False)  # t69: cpu i64[128]
    # end region 3 -> t68, t69
    _, t70 = aten.sort.stable(t68, stable=True)  # t70: cpu i64[128]
    t71 = aten.zeros.default([8], dtype=torch.int64, device=torch.device('cpu'), pin_memory=False)  # t71: cpu i64[8]
    t72 = aten.scatter_add.default(t71, 0, t68, t69)  # t72: cpu i64[8]
    t73 = aten.floor_divide.default(t70, 2)  # t73: cpu i64[128]
    # region 4: inductor 8e39eee8d03c4fdf, 12 ops
    t74 = aten.view.default(t59, [-1, 64])  # t74: cpu f32[64, 64]
    t75 = aten.index.Tensor(t74, [t73])  # t75: cpu f32[128, 64]
    # layers.0.moe.experts (GroupedExperts), moe.py:135
    t76 = aten.abs.default(t75)  # t76: cpu f32[128, 64]
    t77 = aten.amax.default(t76, [1], True)  # t77: cpu f32[128, 1]
    t78 = aten._to_copy.default(t77, dtype=torch.float32)  # t78: cpu f32[128, 1]
    t79 = aten.clamp.default(t78, 1e-12)  # t79: cpu f32[128, 1]
    t80 = aten.div.Tensor(t79, 448.0)  # t80: cpu f32[128, 1]
    t81 = aten._to_copy.default(t75, dtype=torch.float32)  # t81: cpu f32[128, 64]
    t82 = aten.div.Tensor(t81, t80)  # t82: cpu f32[128, 64]
    t83 = aten.clamp.default(t82, -448.0, 448.0)  # t83: cpu f32[128, 64]
    t84 = aten._to_copy.default(t83, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t84: cpu f8e4m3[128, 64]
    t85 = aten.view.default(t80, [128])  # t85: cpu f32[128]
    # end region 4 -> t84, t85
    t86 = aten.cumsum.default(t72, 0, dtype=torch.int32)  # t86: cpu i32[8]
    # region 5: inductor 80effac278e6e620, 13 ops
    t87 = aten.transpose.int(t7, -2, -1)  # t87: cpu f32[8, 64, 32]
    t88 = aten.transpose.int(t87, -2, -1)  # t88: cpu f32[8, 32, 64]
    t89 = aten.abs.default(t88)  # t89: cpu f32[8, 32, 64]
    t90 = aten.amax.default(t89, [2], True)  # t90: cpu f32[8, 32, 1]
    t91 = aten._to_copy.default(t90, dtype=torch.float32)  # t91: cpu f32[8, 32, 1]
    t92 = aten.clamp.default(t91, 1e-12)  # t92: cpu f32[8, 32, 1]
    t93 = aten.div.Tensor(t92, 448.0)  # t93: cpu f32[8, 32, 1]
    t94 = aten._to_copy.default(t88, dtype=torch.float32)  # t94: cpu f32[8, 32, 64]
    t95 = aten.div.Tensor(t94, t93)  # t95: cpu f32[8, 32, 64]
    t96 = aten.clamp.default(t95, -448.0, 448.0)  # t96: cpu f32[8, 32, 64]
    t97 = aten._to_copy.default(t96, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t97: cpu f8e4m3[8, 32, 64]
    t98 = aten.transpose.int(t97, -2, -1)  # t98: cpu f8e4m3[8, 64, 32]
    t99 = aten.view.default(t93, [8, 32])  # t99: cpu f32[8, 32]
    # end region 5 -> t98, t99
    t100 = aotc.scaled_grouped_mm.default(t84, t98, t85, t99, t86, torch.float32, True)  # t100: cpu f32[128, 32]
    # region 6: inductor 80effac278e6e620, 13 ops
    t101 = aten.transpose.int(t8, -2, -1)  # t101: cpu f32[8, 64, 32]
    t102 = aten.transpose.int(t101, -2, -1)  # t102: cpu f32[8, 32, 64]
    t103 = aten.abs.default(t102)  # t103: cpu f32[8, 32, 64]
    t104 = aten.amax.default(t103, [2], True)  # t104: cpu f32[8, 32, 1]
    t105 = aten._to_copy.default(t104, dtype=torch.float32)  # t105: cpu f32[8, 32, 1]
    t106 = aten.clamp.default(t105, 1e-12)  # t106: cpu f32[8, 32, 1]
    t107 = aten.div.Tensor(t106, 448.0)  # t107: cpu f32[8, 32, 1]
    t108 = aten._to_copy.default(t102, dtype=torch.float32)  # t108: cpu f32[8, 32, 64]
    t109 = aten.div.Tensor(t108, t107)  # t109: cpu f32[8, 32, 64]
    t110 = aten.clamp.default(t109, -448.0, 448.0)  # t110: cpu f32[8, 32, 64]
    t111 = aten._to_copy.default(t110, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t111: cpu f8e4m3[8, 32, 64]
    t112 = aten.transpose.int(t111, -2, -1)  # t112: cpu f8e4m3[8, 64, 32]
    t113 = aten.view.default(t107, [8, 32])  # t113: cpu f32[8, 32]
    # end region 6 -> t112, t113
    t114 = aotc.scaled_grouped_mm.default(t84, t112, t85, t113, t86, torch.float32, True)  # t114: cpu f32[128, 32]
    # region 7: inductor 226e7ddb97d4a7ce, 12 ops
    t115 = aten.silu.default(t100)  # t115: cpu f32[128, 32]
    t116 = aten.mul.Tensor(t115, t114)  # t116: cpu f32[128, 32]
    t117 = aten.abs.default(t116)  # t117: cpu f32[128, 32]
    t118 = aten.amax.default(t117, [1], True)  # t118: cpu f32[128, 1]
    t119 = aten._to_copy.default(t118, dtype=torch.float32)  # t119: cpu f32[128, 1]
    t120 = aten.clamp.default(t119, 1e-12)  # t120: cpu f32[128, 1]
    t121 = aten.div.Tensor(t120, 448.0)  # t121: cpu f32[128, 1]
    t122 = aten._to_copy.default(t116, dtype=torch.float32)  # t122: cpu f32[128, 32]
    t123 = aten.div.Tensor(t122, t121)  # t123: cpu f32[128, 32]
    t124 = aten.clamp.default(t123, -448.0, 448.0)  # t124: cpu f32[128, 32]
    t125 = aten._to_copy.default(t124, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t125: cpu f8e4m3[128, 32]
    t126 = aten.view.default(t121, [128])  # t126: cpu f32[128]
    # end region 7 -> t125, t126
    # region 8: inductor 495581f95aba0067, 13 ops
    t127 = aten.transpose.int(t9, -2, -1)  # t127: cpu f32[8, 32, 64]
    t128 = aten.transpose.int(t127, -2, -1)  # t128: cpu f32[8, 64, 32]
    t129 = aten.abs.default(t128)  # t129: cpu f32[8, 64, 32]
    t130 = aten.amax.default(t129, [2], True)  # t130: cpu f32[8, 64, 1]
    t131 = aten._to_copy.default(t130, dtype=torch.float32)  # t131: cpu f32[8, 64, 1]
    t132 = aten.clamp.default(t131, 1e-12)  # t132: cpu f32[8, 64, 1]
    t133 = aten.div.Tensor(t132, 448.0)  # t133: cpu f32[8, 64, 1]
    t134 = aten._to_copy.default(t128, dtype=torch.float32)  # t134: cpu f32[8, 64, 32]
    t135 = aten.div.Tensor(t134, t133)  # t135: cpu f32[8, 64, 32]
    t136 = aten.clamp.default(t135, -448.0, 448.0)  # t136: cpu f32[8, 64, 32]
    t137 = aten._to_copy.default(t136, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t137: cpu f8e4m3[8, 64, 32]
    t138 = aten.transpose.int(t137, -2, -1)  # t138: cpu f8e4m3[8, 32, 64]
    t139 = aten.view.default(t133, [8, 64])  # t139: cpu f32[8, 64]
    # end region 8 -> t138, t139
    t140 = aotc.scaled_grouped_mm.default(t125, t138, t126, t139, t86, torch.float32, True)  # t140: cpu f32[128, 64]
    # region 9: inductor 8afac413f4a9b538, 6 ops
    # layers.0.moe.router (Router), moe.py:119
    t141 = aten.sum.dim_IntList(t66, [-1], True)  # t141: cpu f32[64, 1]
    t142 = aten.div.Tensor(t66, t141)  # t142: cpu f32[64, 2]
    # layers.0.moe (MoE), moe.py:158
    t143 = aten.view.default(t142, [128])  # t143: cpu f32[128]
    t144 = aten.unsqueeze.default(t143, 1)  # t144: cpu f32[128, 1]
    t145 = aten.index.Tensor(t144, [t70])  # t145: cpu f32[128, 1]
    t146 = aten.mul.Tensor(t140, t145)  # t146: cpu f32[128, 64]
    # end region 9 -> t146
    t147 = aten.index_add.default(t61, 0, t73, t146)  # t147: cpu f32[64, 64]
    # layers.0.moe.shared.w1 (Linear), moe.py:104
    t148 = aten.t.default(t10)  # t148: cpu f32[64, 64]
    t149 = aten.mm.default(t60, t148)  # t149: cpu f32[64, 64]
    # layers.0.moe.shared.w3 (Linear), moe.py:104
    t150 = aten.t.default(t11)  # t150: cpu f32[64, 64]
    t151 = aten.mm.default(t60, t150)  # t151: cpu f32[64, 64]
    # region 10: inductor ad6913932bb4bf1a, 2 ops
    # layers.0.moe.shared (FeedForward), moe.py:104
    t152 = aten.silu.default(t149)  # t152: cpu f32[64, 64]
    t153 = aten.mul.Tensor(t152, t151)  # t153: cpu f32[64, 64]
    # end region 10 -> t153
    # layers.0.moe.shared.w2 (Linear), moe.py:104
    t154 = aten.t.default(t12)  # t154: cpu f32[64, 64]
    t155 = aten.mm.default(t153, t154)  # t155: cpu f32[64, 64]
    # region 11: inductor e6e41a8337176ce8, 10 ops
    # layers.0.moe (MoE), moe.py:161, 162
    t156 = aten.add.Tensor(t147, t155)  # t156: cpu f32[64, 64]
    t157 = aten.view.default(t156, [2, 32, 64])  # t157: cpu f32[2, 32, 64]
    # layers.0 (Block), moe.py:184
    t158 = aten.add.Tensor(t53, t157)  # t158: cpu f32[2, 32, 64]
    # layers.1.attention_norm (RMSNorm), moe.py:77
    t159 = aten.pow.Tensor_Scalar(t158, 2)  # t159: cpu f32[2, 32, 64]
    t160 = aten.mean.dim(t159, [2], True)  # t160: cpu f32[2, 32, 1]
    t161 = aten.add.Scalar(t160, 9.999999974752427e-07)  # t161: cpu f32[2, 32, 1]
    t162 = aten.rsqrt.default(t161)  # t162: cpu f32[2, 32, 1]
    t163 = aten.mul.Tensor(t158, t162)  # t163: cpu f32[2, 32, 64]
    t164 = aten.mul.Tensor(t163, t13)  # t164: cpu f32[2, 32, 64]
    # layers.1.attention.wq (Linear), moe.py:90
    t165 = aten.view.default(t164, [64, 64])  # t165: cpu f32[64, 64]
    # end region 11 -> t158, t160, t165
    # layers.0.moe (MoE), moe.py:169
    t166 = aten.logsumexp.default(t63, [-1])  # t166: cpu f32[64]
    # region 12: inductor 85eb179baaece6dd, 12 ops
    # (MoETransformer), moe.py:199
    t167 = aten.new_zeros.default(t28, [], dtype=torch.float32, pin_memory=False)  # t167: cpu f32[]
    # layers.0.moe (MoE), moe.py:165, 167, 169
    t168 = aten._to_copy.default(t72, dtype=torch.float32)  # t168: cpu f32[8]
    t169 = aten.sum.default(t72)  # t169: cpu i64[]
    t170 = aten.div.Tensor(t168, t169)  # t170: cpu f32[8]
    t171 = aten.mul.Tensor(t170, t65)  # t171: cpu f32[8]
    t172 = aten.sum.default(t171)  # t172: cpu f32[]
    t173 = aten.mul.Tensor(t172, 0.08)  # t173: cpu f32[]
    t174 = aten.pow.Tensor_Scalar(t166, 2)  # t174: cpu f32[64]
    t175 = aten.mean.default(t174)  # t175: cpu f32[]
    t176 = aten.mul.Tensor(t175, 0.001)  # t176: cpu f32[]
    t177 = aten.add.Tensor(t173, t176)  # t177: cpu f32[]
    # (MoETransformer), moe.py:202
    t178 = aten.add.Tensor(t167, t177)  # t178: cpu f32[]
    # end region 12 -> t170, t178
    # layers.1.attention.wq (Linear), moe.py:90
    t179 = aten.t.default(t14)  # t179: cpu f32[64, 64]
    t180 = aten.mm.default(t165, t179)  # t180: cpu f32[64, 64]
    # layers.1.attention (Attention), moe.py:90
    t181 = aten.view.default(t180, [2, 32, 4, 16])  # t181: cpu f32[2, 32, 4, 16]
    t182 = aten.transpose.int(t181, 1, 2)  # t182: cpu f32[2, 4, 32, 16]
    # layers.1.attention.wkv (Linear), moe.py:91
    t183 = aten.t.default(t15)  # t183: cpu f32[64, 64]
    t184 = aten.mm.default(t165, t183)  # t184: cpu f32[64, 64]
    # layers.1.attention (Attention), moe.py:91, 92, 93
    t185 = aten.view.default(t184, [2, 32, 2, 2, 16])  # t185: cpu f32[2, 32, 2, 2, 16]
    t186 = aten.permute.default(t185, [2, 0, 3, 1, 4])  # t186: cpu f32[2, 2, 2, 32, 16]
    t187, t188 = aten.unbind.int(t186)  # t187: cpu f32[2, 2, 32, 16], t188: cpu f32[2, 2, 32, 16]
    t189, t190 = aotc.sdpa.default(t182, t187, t188, None, True, None)  # t189: cpu f32[2, 4, 32, 16], t190: cpu f32[2, 4, 32]
    t191 = aten.transpose.int(t189, 1, 2)  # t191: cpu f32[2, 32, 4, 16]
    # layers.1.attention.wo (Linear), moe.py:93
    t192 = aten.t.default(t16)  # t192: cpu f32[64, 64]
    t193 = aten.view.default(t191, [64, 64])  # t193: cpu f32[64, 64]
    t194 = aten.mm.default(t193, t192)  # t194: cpu f32[64, 64]
    # region 13: inductor bde8c915a84edbe5, 10 ops
    t195 = aten._unsafe_view.default(t194, [2, 32, 64])  # t195: cpu f32[2, 32, 64]
    # layers.1 (Block), moe.py:182
    t196 = aten.add.Tensor(t158, t195)  # t196: cpu f32[2, 32, 64]
    # layers.1.moe_norm (RMSNorm), moe.py:77
    t197 = aten.pow.Tensor_Scalar(t196, 2)  # t197: cpu f32[2, 32, 64]
    t198 = aten.mean.dim(t197, [2], True)  # t198: cpu f32[2, 32, 1]
    t199 = aten.add.Scalar(t198, 9.999999974752427e-07)  # t199: cpu f32[2, 32, 1]
    t200 = aten.rsqrt.default(t199)  # t200: cpu f32[2, 32, 1]
    t201 = aten.mul.Tensor(t196, t200)  # t201: cpu f32[2, 32, 64]
    t202 = aten.mul.Tensor(t201, t17)  # t202: cpu f32[2, 32, 64]
    # layers.1.moe (MoE), moe.py:151, 159
    t203 = aten.view.default(t202, [-1, 64])  # t203: cpu f32[64, 64]
    t204 = aten.zeros_like.default(t203, pin_memory=False)  # t204: cpu f32[64, 64]
    # end region 13 -> t196, t198, t202, t203, t204
    # layers.1.moe.router.gate (Linear), moe.py:115
    t205 = aten.t.default(t18)  # t205: cpu f32[64, 8]
    t206 = aten.mm.default(t203, t205)  # t206: cpu f32[64, 8]
    # region 14: inductor 2686564cb0d74d20, 2 ops
    # layers.1.moe.router (Router), moe.py:116
    t207 = aten._softmax.default(t206, -1, False)  # t207: cpu f32[64, 8]
    # layers.1.moe (MoE), moe.py:166
    t208 = aten.mean.dim(t207, [0])  # t208: cpu f32[8]
    # end region 14 -> t207, t208
    # layers.1.moe.router (Router), moe.py:117
    t209, t210 = aten.topk.default(t207, 2)  # t209: cpu f32[64, 2], t210: cpu i64[64, 2]
    # region 15: inductor 67fdeff5d964d04f, 2 ops
    # layers.1.moe (MoE), moe.py:153, 156
    t211 = aten.view.default(t210, [128])  # t211: cpu i64[128]
    t212 = aten.ones_like.default(t211, pin_memory=False)  # t212: cpu i64[128]
    # end region 15 -> t211, t212
    _, t213 = aten.sort.stable(t211, stable=True)  # t213: cpu i64[128]
    t214 = aten.scatter_add.default(t71, 0, t211, t212)  # t214: cpu i64[8]
    t215 = aten.floor_divide.default(t213, 2)  # t215: cpu i64[128]
    # region 16: inductor 8e39eee8d03c4fdf, 12 ops
    t216 = aten.view.default(t202, [-1, 64])  # t216: cpu f32[64, 64]
    t217 = aten.index.Tensor(t216, [t215])  # t217: cpu f32[128, 64]
    # layers.1.moe.experts (GroupedExperts), moe.py:135
    t218 = aten.abs.default(t217)  # t218: cpu f32[128, 64]
    t219 = aten.amax.default(t218, [1], True)  # t219: cpu f32[128, 1]
    t220 = aten._to_copy.default(t219, dtype=torch.float32)  # t220: cpu f32[128, 1]
    t221 = aten.clamp.default(t220, 1e-12)  # t221: cpu f32[128, 1]
    t222 = aten.div.Tensor(t221, 448.0)  # t222: cpu f32[128, 1]
    t223 = aten._to_copy.default(t217, dtype=torch.float32)  # t223: cpu f32[128, 64]
    t224 = aten.div.Tensor(t223, t222)  # t224: cpu f32[128, 64]
    t225 = aten.clamp.default(t224, -448.0, 448.0)  # t225: cpu f32[128, 64]
    t226 = aten._to_copy.default(t225, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t226: cpu f8e4m3[128, 64]
    t227 = aten.view.default(t222, [128])  # t227: cpu f32[128]
    # end region 16 -> t226, t227
    t228 = aten.cumsum.default(t214, 0, dtype=torch.int32)  # t228: cpu i32[8]
    # region 17: inductor 80effac278e6e620, 13 ops
    t229 = aten.transpose.int(t19, -2, -1)  # t229: cpu f32[8, 64, 32]
    t230 = aten.transpose.int(t229, -2, -1)  # t230: cpu f32[8, 32, 64]
    t231 = aten.abs.default(t230)  # t231: cpu f32[8, 32, 64]
    t232 = aten.amax.default(t231, [2], True)  # t232: cpu f32[8, 32, 1]
    t233 = aten._to_copy.default(t232, dtype=torch.float32)  # t233: cpu f32[8, 32, 1]
    t234 = aten.clamp.default(t233, 1e-12)  # t234: cpu f32[8, 32, 1]
    t235 = aten.div.Tensor(t234, 448.0)  # t235: cpu f32[8, 32, 1]
    t236 = aten._to_copy.default(t230, dtype=torch.float32)  # t236: cpu f32[8, 32, 64]
    t237 = aten.div.Tensor(t236, t235)  # t237: cpu f32[8, 32, 64]
    t238 = aten.clamp.default(t237, -448.0, 448.0)  # t238: cpu f32[8, 32, 64]
    t239 = aten._to_copy.default(t238, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t239: cpu f8e4m3[8, 32, 64]
    t240 = aten.transpose.int(t239, -2, -1)  # t240: cpu f8e4m3[8, 64, 32]
    t241 = aten.view.default(t235, [8, 32])  # t241: cpu f32[8, 32]
    # end region 17 -> t240, t241
    t242 = aotc.scaled_grouped_mm.default(t226, t240, t227, t241, t228, torch.float32, True)  # t242: cpu f32[128, 32]
    # region 18: inductor 80effac278e6e620, 13 ops
    t243 = aten.transpose.int(t20, -2, -1)  # t243: cpu f32[8, 64, 32]
    t244 = aten.transpose.int(t243, -2, -1)  # t244: cpu f32[8, 32, 64]
    t245 = aten.abs.default(t244)  # t245: cpu f32[8, 32, 64]
    t246 = aten.amax.default(t245, [2], True)  # t246: cpu f32[8, 32, 1]
    t247 = aten._to_copy.default(t246, dtype=torch.float32)  # t247: cpu f32[8, 32, 1]
    t248 = aten.clamp.default(t247, 1e-12)  # t248: cpu f32[8, 32, 1]
    t249 = aten.div.Tensor(t248, 448.0)  # t249: cpu f32[8, 32, 1]
    t250 = aten._to_copy.default(t244, dtype=torch.float32)  # t250: cpu f32[8, 32, 64]
    t251 = aten.div.Tensor(t250, t249)  # t251: cpu f32[8, 32, 64]
    t252 = aten.clamp.default(t251, -448.0, 448.0)  # t252: cpu f32[8, 32, 64]
    t253 = aten._to_copy.default(t252, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t253: cpu f8e4m3[8, 32, 64]
    t254 = aten.transpose.int(t253, -2, -1)  # t254: cpu f8e4m3[8, 64, 32]
    t255 = aten.view.default(t249, [8, 32])  # t255: cpu f32[8, 32]
    # end region 18 -> t254, t255
    t256 = aotc.scaled_grouped_mm.default(t226, t254, t227, t255, t228, torch.float32, True)  # t256: cpu f32[128, 32]
    # region 19: inductor 226e7ddb97d4a7ce, 12 ops
    t257 = aten.silu.default(t242)  # t257: cpu f32[128, 32]
    t258 = aten.mul.Tensor(t257, t256)  # t258: cpu f32[128, 32]
    t259 = aten.abs.default(t258)  # t259: cpu f32[128, 32]
    t260 = aten.amax.default(t259, [1], True)  # t260: cpu f32[128, 1]
    t261 = aten._to_copy.default(t260, dtype=torch.float32)  # t261: cpu f32[128, 1]
    t262 = aten.clamp.default(t261, 1e-12)  # t262: cpu f32[128, 1]
    t263 = aten.div.Tensor(t262, 448.0)  # t263: cpu f32[128, 1]
    t264 = aten._to_copy.default(t258, dtype=torch.float32)  # t264: cpu f32[128, 32]
    t265 = aten.div.Tensor(t264, t263)  # t265: cpu f32[128, 32]
    t266 = aten.clamp.default(t265, -448.0, 448.0)  # t266: cpu f32[128, 32]
    t267 = aten._to_copy.default(t266, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t267: cpu f8e4m3[128, 32]
    t268 = aten.view.default(t263, [128])  # t268: cpu f32[128]
    # end region 19 -> t267, t268
    # region 20: inductor 495581f95aba0067, 13 ops
    t269 = aten.transpose.int(t21, -2, -1)  # t269: cpu f32[8, 32, 64]
    t270 = aten.transpose.int(t269, -2, -1)  # t270: cpu f32[8, 64, 32]
    t271 = aten.abs.default(t270)  # t271: cpu f32[8, 64, 32]
    t272 = aten.amax.default(t271, [2], True)  # t272: cpu f32[8, 64, 1]
    t273 = aten._to_copy.default(t272, dtype=torch.float32)  # t273: cpu f32[8, 64, 1]
    t274 = aten.clamp.default(t273, 1e-12)  # t274: cpu f32[8, 64, 1]
    t275 = aten.div.Tensor(t274, 448.0)  # t275: cpu f32[8, 64, 1]
    t276 = aten._to_copy.default(t270, dtype=torch.float32)  # t276: cpu f32[8, 64, 32]
    t277 = aten.div.Tensor(t276, t275)  # t277: cpu f32[8, 64, 32]
    t278 = aten.clamp.default(t277, -448.0, 448.0)  # t278: cpu f32[8, 64, 32]
    t279 = aten._to_copy.default(t278, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t279: cpu f8e4m3[8, 64, 32]
    t280 = aten.transpose.int(t279, -2, -1)  # t280: cpu f8e4m3[8, 32, 64]
    t281 = aten.view.default(t275, [8, 64])  # t281: cpu f32[8, 64]
    # end region 20 -> t280, t281
    t282 = aotc.scaled_grouped_mm.default(t267, t280, t268, t281, t228, torch.float32, True)  # t282: cpu f32[128, 64]
    # region 21: inductor 8afac413f4a9b538, 6 ops
    # layers.1.moe.router (Router), moe.py:119
    t283 = aten.sum.dim_IntList(t209, [-1], True)  # t283: cpu f32[64, 1]
    t284 = aten.div.Tensor(t209, t283)  # t284: cpu f32[64, 2]
    # layers.1.moe (MoE), moe.py:158
    t285 = aten.view.default(t284, [128])  # t285: cpu f32[128]
    t286 = aten.unsqueeze.default(t285, 1)  # t286: cpu f32[128, 1]
    t287 = aten.index.Tensor(t286, [t213])  # t287: cpu f32[128, 1]
    t288 = aten.mul.Tensor(t282, t287)  # t288: cpu f32[128, 64]
    # end region 21 -> t288
    t289 = aten.index_add.default(t204, 0, t215, t288)  # t289: cpu f32[64, 64]
    # layers.1.moe.shared.w1 (Linear), moe.py:104
    t290 = aten.t.default(t22)  # t290: cpu f32[64, 64]
    t291 = aten.mm.default(t203, t290)  # t291: cpu f32[64, 64]
    # layers.1.moe.shared.w3 (Linear), moe.py:104
    t292 = aten.t.default(t23)  # t292: cpu f32[64, 64]
    t293 = aten.mm.default(t203, t292)  # t293: cpu f32[64, 64]
    # region 22: inductor ad6913932bb4bf1a, 2 ops
    # layers.1.moe.shared (FeedForward), moe.py:104
    t294 = aten.silu.default(t291)  # t294: cpu f32[64, 64]
    t295 = aten.mul.Tensor(t294, t293)  # t295: cpu f32[64, 64]
    # end region 22 -> t295
    # layers.1.moe.shared.w2 (Linear), moe.py:104
    t296 = aten.t.default(t24)  # t296: cpu f32[64, 64]
    t297 = aten.mm.default(t295, t296)  # t297: cpu f32[64, 64]
    # region 23: inductor e6e41a8337176ce8, 10 ops
    # layers.1.moe (MoE), moe.py:161, 162
    t298 = aten.add.Tensor(t289, t297)  # t298: cpu f32[64, 64]
    t299 = aten.view.default(t298, [2, 32, 64])  # t299: cpu f32[2, 32, 64]
    # layers.1 (Block), moe.py:184
    t300 = aten.add.Tensor(t196, t299)  # t300: cpu f32[2, 32, 64]
    # norm (RMSNorm), moe.py:77
    t301 = aten.pow.Tensor_Scalar(t300, 2)  # t301: cpu f32[2, 32, 64]
    t302 = aten.mean.dim(t301, [2], True)  # t302: cpu f32[2, 32, 1]
    t303 = aten.add.Scalar(t302, 9.999999974752427e-07)  # t303: cpu f32[2, 32, 1]
    t304 = aten.rsqrt.default(t303)  # t304: cpu f32[2, 32, 1]
    t305 = aten.mul.Tensor(t300, t304)  # t305: cpu f32[2, 32, 64]
    t306 = aten.mul.Tensor(t305, t25)  # t306: cpu f32[2, 32, 64]
    # output (Linear), moe.py:203
    t307 = aten.view.default(t306, [64, 64])  # t307: cpu f32[64, 64]
    # end region 23 -> t300, t302, t307
    # layers.1.moe (MoE), moe.py:169
    t308 = aten.logsumexp.default(t206, [-1])  # t308: cpu f32[64]
    # region 24: inductor 26fb7c355534f20a, 11 ops
    t309 = aten._to_copy.default(t214, dtype=torch.float32)  # t309: cpu f32[8]
    t310 = aten.sum.default(t214)  # t310: cpu i64[]
    t311 = aten.div.Tensor(t309, t310)  # t311: cpu f32[8]
    t312 = aten.mul.Tensor(t311, t208)  # t312: cpu f32[8]
    t313 = aten.sum.default(t312)  # t313: cpu f32[]
    t314 = aten.mul.Tensor(t313, 0.08)  # t314: cpu f32[]
    t315 = aten.pow.Tensor_Scalar(t308, 2)  # t315: cpu f32[64]
    t316 = aten.mean.default(t315)  # t316: cpu f32[]
    t317 = aten.mul.Tensor(t316, 0.001)  # t317: cpu f32[]
    t318 = aten.add.Tensor(t314, t317)  # t318: cpu f32[]
    # (MoETransformer), moe.py:202
    t319 = aten.add.Tensor(t178, t318)  # t319: cpu f32[]
    # end region 24 -> t311, t319
    # output (Linear), moe.py:203
    t320 = aten.t.default(t26)  # t320: cpu f32[64, 256]
    t321 = aten.mm.default(t307, t320)  # t321: cpu f32[64, 256]
    t322 = aten._unsafe_view.default(t321, [2, 32, 256])  # t322: cpu f32[2, 32, 256]
    return (t322, t319, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t30, t37, t41, t46, t47, t53, t55, t63, t66, t67, t70, t73, t86, t100, t114, t140, t149, t151, t153, t170, t166, t158, t160, t180, t184, t189, t190, t196, t198, t206, t209, t210, t213, t215, t228, t242, t256, t282, t291, t293, t295, t311, t308, t300, t302)
    # t322: output 0
    # t319: output 1
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
    # t25: saved 24
    # t26: saved 25
    # t27: saved 26
    # t28: saved 27
    # t30: saved 28
    # t37: saved 29
    # t41: saved 30
    # t46: saved 31
    # t47: saved 32
    # t53: saved 33
    # t55: saved 34
    # t63: saved 35
    # t66: saved 36
    # t67: saved 37
    # t70: saved 38
    # t73: saved 39
    # t86: saved 40
    # t100: saved 41
    # t114: saved 42
    # t140: saved 43
    # t149: saved 44
    # t151: saved 45
    # t153: saved 46
    # t170: saved 47
    # t166: saved 48
    # t158: saved 49
    # t160: saved 50
    # t180: saved 51
    # t184: saved 52
    # t189: saved 53
    # t190: saved 54
    # t196: saved 55
    # t198: saved 56
    # t206: saved 57
    # t209: saved 58
    # t210: saved 59
    # t213: saved 60
    # t215: saved 61
    # t228: saved 62
    # t242: saved 63
    # t256: saved 64
    # t282: saved 65
    # t291: saved 66
    # t293: saved 67
    # t295: saved 68
    # t311: saved 69
    # t308: saved 70
    # t300: saved 71
    # t302: saved 72
