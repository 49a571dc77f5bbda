def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51, t52, t53, t54, t55, t56, t57, t58, t59, t60, t61, t62, t63, t64, t65, t66, t67, t68, t69, t70, t71, t72, t73, t74, t75, t76, t77, t78, t79, t80, t81, t82, t83, t84, t85, t86, t87, t88, t89, t90, t91, t92, t93, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140):
    # t0: cpu bf16[256, 64]  param tok_embeddings.weight
    # t1: cpu bf16[64]  param layers.0.attention_norm.weight
    # t2: cpu bf16[64, 64]  param layers.0.attention.wq.weight
    # t3: cpu bf16[32, 64]  param layers.0.attention.wk.weight
    # t4: cpu bf16[32, 64]  param layers.0.attention.wv.weight
    # t5: cpu bf16[64, 64]  param layers.0.attention.wo.weight
    # t6: cpu bf16[64]  param layers.0.ffn_norm.weight
    # t7: cpu bf16[192, 64]  param layers.0.feed_forward.w1.weight
    # t8: cpu bf16[192, 64]  param layers.0.feed_forward.w3.weight
    # t9: cpu bf16[64, 192]  param layers.0.feed_forward.w2.weight
    # t10: cpu bf16[64]  param layers.1.attention_norm.weight
    # t11: cpu bf16[64, 64]  param layers.1.attention.wq.weight
    # t12: cpu bf16[32, 64]  param layers.1.attention.wk.weight
    # t13: cpu bf16[32, 64]  param layers.1.attention.wv.weight
    # t14: cpu bf16[64, 64]  param layers.1.attention.wo.weight
    # t15: cpu bf16[64]  param layers.1.ffn_norm.weight
    # t16: cpu bf16[192, 64]  param layers.1.feed_forward.w1.weight
    # t17: cpu bf16[192, 64]  param layers.1.feed_forward.w3.weight
    # t18: cpu bf16[64, 192]  param layers.1.feed_forward.w2.weight
    # t19: cpu bf16[64]  param norm.weight
    # t20: cpu bf16[256, 64]  param output.weight
    # t21: cpu bf16[256, 8]  buffer rope.cos
    # t22: cpu bf16[256, 8]  buffer rope.sin
    # t23: cpu i64[2, 64]  input 0
    # t24: cpu f32[1024]  carry amax_history:layers.0.attention.wq.weight:input
    # t25: cpu f32[]  carry scale:layers.0.attention.wq.weight:input
    # t26: cpu f32[]  carry scale_inv:layers.0.attention.wq.weight:input
    # t27: cpu f32[1024]  carry amax_history:layers.0.attention.wq.weight:weight
    # t28: cpu f32[]  carry scale:layers.0.attention.wq.weight:weight
    # t29: cpu f32[]  carry scale_inv:layers.0.attention.wq.weight:weight
    # t30: cpu f32[1024]  carry amax_history:layers.0.attention.wk.weight:weight
    # t31: cpu f32[]  carry scale:layers.0.attention.wk.weight:weight
    # t32: cpu f32[]  carry scale_inv:layers.0.attention.wk.weight:weight
    # t33: cpu f32[1024]  carry amax_history:layers.0.attention.wv.weight:weight
    # t34: cpu f32[]  carry scale:layers.0.attention.wv.weight:weight
    # t35: cpu f32[]  carry scale_inv:layers.0.attention.wv.weight:weight
    # t36: cpu f32[1024]  carry amax_history:layers.0.attention.wo.weight:input
    # t37: cpu f32[]  carry scale:layers.0.attention.wo.weight:input
    # t38: cpu f32[]  carry scale_inv:layers.0.attention.wo.weight:input
    # t39: cpu f32[1024]  carry amax_history:layers.0.attention.wo.weight:weight
    # t40: cpu f32[]  carry scale:layers.0.attention.wo.weight:weight
    # t41: cpu f32[]  carry scale_inv:layers.0.attention.wo.weight:weight
    # t42: cpu f32[1024]  carry amax_history:layers.0.feed_forward.w1.weight:input
    # t43: cpu f32[]  carry scale:layers.0.feed_forward.w1.weight:input
    # t44: cpu f32[]  carry scale_inv:layers.0.feed_forward.w1.weight:input
    # t45: cpu f32[1024]  carry amax_history:layers.0.feed_forward.w1.weight:weight
    # t46: cpu f32[]  carry scale:layers.0.feed_forward.w1.weight:weight
    # t47: cpu f32[]  carry scale_inv:layers.0.feed_forward.w1.weight:weight
    # t48: cpu f32[1024]  carry amax_history:layers.0.feed_forward.w3.weight:weight
    # t49: cpu f32[]  carry scale:layers.0.feed_forward.w3.weight:weight
    # t50: cpu f32[]  carry scale_inv:layers.0.feed_forward.w3.weight:weight
    # t51: cpu f32[1024]  carry amax_history:layers.0.feed_forward.w2.weight:input
    # t52: cpu f32[]  carry scale:layers.0.feed_forward.w2.weight:input
    # t53: cpu f32[]  carry scale_inv:layers.0.feed_forward.w2.weight:input
    # t54: cpu f32[1024]  carry amax_history:layers.0.feed_forward.w2.weight:weight
    # t55: cpu f32[]  carry scale:layers.0.feed_forward.w2.weight:weight
    # t56: cpu f32[]  carry scale_inv:layers.0.feed_forward.w2.weight:weight
    # t57: cpu f32[1024]  carry amax_history:layers.1.attention.wq.weight:input
    # t58: cpu f32[]  carry scale:layers.1.attention.wq.weight:input
    # t59: cpu f32[]  carry scale_inv:layers.1.attention.wq.weight:input
    # t60: cpu f32[1024]  carry amax_history:layers.1.attention.wq.weight:weight
    # t61: cpu f32[]  carry scale:layers.1.attention.wq.weight:weight
    # t62: cpu f32[]  carry scale_inv:layers.1.attention.wq.weight:weight
    # t63: cpu f32[1024]  carry amax_history:layers.1.attention.wk.weight:weight
    # t64: cpu f32[]  carry scale:layers.1.attention.wk.weight:weight
    # t65: cpu f32[]  carry scale_inv:layers.1.attention.wk.weight:weight
    # t66: cpu f32[1024]  carry amax_history:layers.1.attention.wv.weight:weight
    # t67: cpu f32[]  carry scale:layers.1.attention.wv.weight:weight
    # t68: cpu f32[]  carry scale_inv:layers.1.attention.wv.weight:weight
    # t69: cpu f32[1024]  carry amax_history:layers.1.attention.wo.weight:input
    # t70: cpu f32[]  carry scale:layers.1.attention.wo.weight:input
    # t71: cpu f32[]  carry scale_inv:layers.1.attention.wo.weight:input
    # t72: cpu f32[1024]  carry amax_history:layers.1.attention.wo.weight:weight
    # t73: cpu f32[]  carry scale:layers.1.attention.wo.weight:weight
    # t74: cpu f32[]  carry scale_inv:layers.1.attention.wo.weight:weight
    # t75: cpu f32[1024]  carry amax_history:layers.1.feed_forward.w1.weight:input
    # t76: cpu f32[]  carry scale:layers.1.feed_forward.w1.weight:input
    # t77: cpu f32[]  carry scale_inv:layers.1.feed_forward.w1.weight:input
    # t78: cpu f32[1024]  carry amax_history:layers.1.feed_forward.w1.weight:weight
    # t79: cpu f32[]  carry scale:layers.1.feed_forward.w1.weight:weight
    # t80: cpu f32[]  carry scale_inv:layers.1.feed_forward.w1.weight:weight
    # t81: cpu f32[1024]  carry amax_history:layers.1.feed_forward.w3.weight:weight
    # t82: cpu f32[]  carry scale:layers.1.feed_forward.w3.weight:weight
    # t83: cpu f32[]  carry scale_inv:layers.1.feed_forward.w3.weight:weight
    # t84: cpu f32[1024]  carry amax_history:layers.1.feed_forward.w2.weight:input
    # t85: cpu f32[]  carry scale:layers.1.feed_forward.w2.weight:input
    # t86: cpu f32[]  carry scale_inv:layers.1.feed_forward.w2.weight:input
    # t87: cpu f32[1024]  carry amax_history:layers.1.feed_forward.w2.weight:weight
    # t88: cpu f32[]  carry scale:layers.1.feed_forward.w2.weight:weight
    # t89: cpu f32[]  carry scale_inv:layers.1.feed_forward.w2.weight:weight
    # t90: cpu f32[1024]  carry amax_history:output.weight:input
    # t91: cpu f32[]  carry scale:output.weight:input
    # t92: cpu f32[]  carry scale_inv:output.weight:input
    # t93: cpu f32[1024]  carry amax_history:output.weight:weight
    # t94: cpu f32[]  carry scale:output.weight:weight
    # t95: cpu f32[]  carry scale_inv:output.weight:weight
    # t96: cpu f32[1024]  carry amax_history:output.weight:grad_output
    # t97: cpu f32[]  carry scale:output.weight:grad_output
    # t98: cpu f32[]  carry scale_inv:output.weight:grad_output
    # t99: cpu f32[1024]  carry amax_history:layers.1.feed_forward.w2.weight:grad_output
    # t100: cpu f32[]  carry scale:layers.1.feed_forward.w2.weight:grad_output
    # t101: cpu f32[]  carry scale_inv:layers.1.feed_forward.w2.weight:grad_output
    # t102: cpu f32[1024]  carry amax_history:layers.1.feed_forward.w3.weight:grad_output
    # t103: cpu f32[]  carry scale:layers.1.feed_forward.w3.weight:grad_output
    # t104: cpu f32[]  carry scale_inv:layers.1.feed_forward.w3.weight:grad_output
    # t105: cpu f32[1024]  carry amax_history:layers.1.feed_forward.w1.weight:grad_output
    # t106: cpu f32[]  carry scale:layers.1.feed_forward.w1.weight:grad_output
    # t107: cpu f32[]  carry scale_inv:layers.1.feed_forward.w1.weight:grad_output
    # t108: cpu f32[1024]  carry amax_history:layers.1.attention.wo.weight:grad_output
    # t109: cpu f32[]  carry scale:layers.1.attention.wo.weight:grad_output
    # t110: cpu f32[]  carry scale_inv:layers.1.attention.wo.weight:grad_output
    # t111: cpu f32[1024]  carry amax_history:layers.1.attention.wv.weight:grad_output
    # t112: cpu f32[]  carry scale:layers.1.attention.wv.weight:grad_output
    # t113: cpu f32[]  carry scale_inv:layers.1.attention.wv.weight:grad_output
    # t114: cpu f32[1024]  carry amax_history:layers.1.attention.wk.weight:grad_output
    # t115: cpu f32[]  carry scale:layers.1.attention.wk.weight:grad_output
    # t116: cpu f32[]  carry scale_inv:layers.1.attention.wk.weight:grad_output
    # t117: cpu f32[1024]  carry amax_history:layers.1.attention.wq.weight:grad_output
    # t118: cpu f32[]  carry scale:layers.1.attention.wq.weight:grad_output
    # t119: cpu f32[]  carry scale_inv:layers.1.attention.wq.weight:grad_output
    # t120: cpu f32[1024]  carry amax_history:layers.0.feed_forward.w2.weight:grad_output
    # t121: cpu f32[]  carry scale:layers.0.feed_forward.w2.weight:grad_output
    # t122: cpu f32[]  carry scale_inv:layers.0.feed_forward.w2.weight:grad_output
    # t123: cpu f32[1024]  carry amax_history:layers.0.feed_forward.w3.weight:grad_output
    # t124: cpu f32[]  carry scale:layers.0.feed_forward.w3.weight:grad_output
    # t125: cpu f32[]  carry scale_inv:layers.0.feed_forward.w3.weight:grad_output
    # t126: cpu f32[1024]  carry amax_history:layers.0.feed_forward.w1.weight:grad_output
    # t127: cpu f32[]  carry scale:layers.0.feed_forward.w1.weight:grad_output
    # t128: cpu f32[]  carry scale_inv:layers.0.feed_forward.w1.weight:grad_output
    # t129: cpu f32[1024]  carry amax_history:layers.0.attention.wo.weight:grad_output
    # t130: cpu f32[]  carry scale:layers.0.attention.wo.weight:grad_output
    # t131: cpu f32[]  carry scale_inv:layers.0.attention.wo.weight:grad_output
    # t132: cpu f32[1024]  carry amax_history:layers.0.attention.wv.weight:grad_output
    # t133: cpu f32[]  carry scale:layers.0.attention.wv.weight:grad_output
    # t134: cpu f32[]  carry scale_inv:layers.0.attention.wv.weight:grad_output
    # t135: cpu f32[1024]  carry amax_history:layers.0.attention.wk.weight:grad_output
    # t136: cpu f32[]  carry scale:layers.0.attention.wk.weight:grad_output
    # t137: cpu f32[]  carry scale_inv:layers.0.attention.wk.weight:grad_output
    # t138: cpu f32[1024]  carry amax_history:layers.0.attention.wq.weight:grad_output
    # t139: cpu f32[]  carry scale:layers.0.attention.wq.weight:grad_output
    # t140: cpu f32[]  carry scale_inv:layers.0.attention.wq.weight:grad_output
    # tok_embeddings (Embedding), llama.py:305
    t141 = aten.embedding.default(t0, t23)  # t141: cpu bf16[2, 64, 64]
    # region 0: inductor d3c3b31661314fdb, 31 ops
    # layers.0.attention_norm (RMSNorm), llama.py:160, 161, 162
    t142 = aten._to_copy.default(t141, dtype=torch.float32)  # t142: cpu f32[2, 64, 64]
    t143 = aten.pow.Tensor_Scalar(t142, 2)  # t143: cpu f32[2, 64, 64]
    t144 = aten.mean.dim(t143, [-1], True)  # t144: cpu f32[2, 64, 1]
    t145 = aten.add.Tensor(t144, 1e-05)  # t145: cpu f32[2, 64, 1]
    t146 = aten.rsqrt.default(t145)  # t146: cpu f32[2, 64, 1]
    t147 = aten.mul.Tensor(t142, t146)  # t147: cpu f32[2, 64, 64]
    t148 = aten._to_copy.default(t1, dtype=torch.float32)  # t148: cpu f32[64]
    t149 = aten.mul.Tensor(t147, t148)  # t149: cpu f32[2, 64, 64]
    t150 = aten._to_copy.default(t149, dtype=torch.bfloat16)  # t150: cpu bf16[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t151 = aten.view.default(t150, [128, 64])  # t151: cpu bf16[128, 64]
    t152 = aten.abs.default(t150)  # t152: cpu bf16[2, 64, 64]
    t153 = aten.amax.default(t152, [], False)  # t153: cpu bf16[]
    t154 = aten._to_copy.default(t153, dtype=torch.float32)  # t154: cpu f32[]
    t155 = aten.view.default(t154, [1])  # t155: cpu f32[1]
    t156 = aten.slice.Tensor(t24, 0, 1, 1024)  # t156: cpu f32[1023]
    t157 = aten.cat.default([t156, t155])  # t157: cpu f32[1024]
    t158 = aten.slice.Tensor(t157, 0, 1, 1024)  # t158: cpu f32[1023]
    t159 = aten.constant_pad_nd.default(t158, [1, 0], 0.0)  # t159: cpu f32[1024]
    t160 = aten.amax.default(t157, [0], False)  # t160: cpu f32[]
    t161 = aten.gt.Scalar(t160, 0.0)  # t161: cpu b8[]
    t162 = aten.le.Scalar(t160, 3.4028234663852886e+38)  # t162: cpu b8[]
    t163 = aten.logical_and.default(t161, t162)  # t163: cpu b8[]
    t164 = aten.full_like.default(t160, 448.0)  # t164: cpu f32[]
    t165 = aten.div.Tensor(t164, t160)  # t165: cpu f32[]
    t166 = aten.clamp.default(t165, None, 3.4028234663852886e+38)  # t166: cpu f32[]
    t167 = aten.where.self(t163, t166, t25)  # t167: cpu f32[]
    t168 = aten.reciprocal.default(t167)  # t168: cpu f32[]
    t169 = aten._to_copy.default(t151, dtype=torch.float32)  # t169: cpu f32[128, 64]
    t170 = aten.mul.Tensor(t169, t25)  # t170: cpu f32[128, 64]
    t171 = aten.clamp.default(t170, -448.0, 448.0)  # t171: cpu f32[128, 64]
    t172 = aten._to_copy.default(t171, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t172: cpu f8e4m3[128, 64]
    # end region 0 -> t146, t159, t167, t168, t172
    # region 1: inductor 72b44c9b75791614, 7 ops
    t173 = aten.t.default(t2)  # t173: cpu bf16[64, 64]
    t174 = aten.t.default(t173)  # t174: cpu bf16[64, 64]
    t175 = aten._to_copy.default(t174, dtype=torch.float32)  # t175: cpu f32[64, 64]
    t176 = aten.mul.Tensor(t175, t28)  # t176: cpu f32[64, 64]
    t177 = aten.clamp.default(t176, -448.0, 448.0)  # t177: cpu f32[64, 64]
    t178 = aten._to_copy.default(t177, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t178: cpu f8e4m3[64, 64]
    t179 = aten.t.default(t178)  # t179: cpu f8e4m3[64, 64]
    # end region 1 -> t179
    # region 2: inductor 7f120ef34a333fb8, 17 ops
    t180 = aten.abs.default(t2)  # t180: cpu bf16[64, 64]
    t181 = aten.amax.default(t180, [], False)  # t181: cpu bf16[]
    t182 = aten._to_copy.default(t181, dtype=torch.float32)  # t182: cpu f32[]
    t183 = aten.view.default(t182, [1])  # t183: cpu f32[1]
    t184 = aten.slice.Tensor(t27, 0, 1, 1024)  # t184: cpu f32[1023]
    t185 = aten.cat.default([t184, t183])  # t185: cpu f32[1024]
    t186 = aten.slice.Tensor(t185, 0, 1, 1024)  # t186: cpu f32[1023]
    t187 = aten.constant_pad_nd.default(t186, [1, 0], 0.0)  # t187: cpu f32[1024]
    t188 = aten.amax.default(t185, [0], False)  # t188: cpu f32[]
    t189 = aten.gt.Scalar(t188, 0.0)  # t189: cpu b8[]
    t190 = aten.le.Scalar(t188, 3.4028234663852886e+38)  # t190: cpu b8[]
    t191 = aten.logical_and.default(t189, t190)  # t191: cpu b8[]
    t192 = aten.full_like.default(t188, 448.0)  # t192: cpu f32[]
    t193 = aten.div.Tensor(t192, t188)  # t193: cpu f32[]
    t194 = aten.clamp.default(t193, None, 3.4028234663852886e+38)  # t194: cpu f32[]
    t195 = aten.where.self(t191, t194, t28)  # t195: cpu f32[]
    t196 = aten.reciprocal.default(t195)  # t196: cpu f32[]
    # end region 2 -> t187, t195, t196
    # region 3: te ebbfb853f1a998ae, 1 ops
    t197 = aten._scaled_mm.default(t172, t179, t26, t29, None, None, torch.bfloat16)  # t197: cpu bf16[128, 64]
    # end region 3 -> t197
    # region 4: inductor 3cf3e943774b5f8b, 19 ops
    # rope (RotaryEmbedding), llama.py:195
    t198 = aten.slice.Tensor(t21, 0, 0, 64)  # t198: cpu bf16[64, 8]
    t199 = aten.slice.Tensor(t22, 0, 0, 64)  # t199: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:238, 205, 206, 207, 208, 209, ...
    t200 = aten.view.default(t197, [2, 64, 4, 16])  # t200: cpu bf16[2, 64, 4, 16]
    t201 = aten._to_copy.default(t200, dtype=torch.float32)  # t201: cpu f32[2, 64, 4, 16]
    t202 = aten.view.default(t201, [2, 64, 4, 8, 2])  # t202: cpu f32[2, 64, 4, 8, 2]
    t203 = aten.select.int(t202, 4, 0)  # t203: cpu f32[2, 64, 4, 8]
    t204 = aten.select.int(t202, 4, 1)  # t204: cpu f32[2, 64, 4, 8]
    t205 = aten.view.default(t198, [1, 64, 1, 8])  # t205: cpu bf16[1, 64, 1, 8]
    t206 = aten.view.default(t199, [1, 64, 1, 8])  # t206: cpu bf16[1, 64, 1, 8]
    t207 = aten.mul.Tensor(t203, t205)  # t207: cpu f32[2, 64, 4, 8]
    t208 = aten.mul.Tensor(t204, t206)  # t208: cpu f32[2, 64, 4, 8]
    t209 = aten.sub.Tensor(t207, t208)  # t209: cpu f32[2, 64, 4, 8]
    t210 = aten.mul.Tensor(t203, t206)  # t210: cpu f32[2, 64, 4, 8]
    t211 = aten.mul.Tensor(t204, t205)  # t211: cpu f32[2, 64, 4, 8]
    t212 = aten.add.Tensor(t210, t211)  # t212: cpu f32[2, 64, 4, 8]
    t213 = aten.stack.default([t209, t212], -1)  # t213: cpu f32[2, 64, 4, 8, 2]
    t214 = aten.view.default(t213, [2, 64, 4, 16])  # t214: cpu f32[2, 64, 4, 16]
    t215 = aten._to_copy.default(t214, dtype=torch.bfloat16)  # t215: cpu bf16[2, 64, 4, 16]
    t216 = aten.transpose.int(t215, 1, 2)  # t216: cpu bf16[2, 4, 64, 16]
    # end region 4 -> t215, t216
    # region 5: inductor 5a8ca7bf80805b6b, 7 ops
    # layers.0.attention.wk (Linear), llama.py:239
    t217 = aten.t.default(t3)  # t217: cpu bf16[64, 32]
    t218 = aten.t.default(t217)  # t218: cpu bf16[32, 64]
    t219 = aten._to_copy.default(t218, dtype=torch.float32)  # t219: cpu f32[32, 64]
    t220 = aten.mul.Tensor(t219, t31)  # t220: cpu f32[32, 64]
    t221 = aten.clamp.default(t220, -448.0, 448.0)  # t221: cpu f32[32, 64]
    t222 = aten._to_copy.default(t221, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t222: cpu f8e4m3[32, 64]
    t223 = aten.t.default(t222)  # t223: cpu f8e4m3[64, 32]
    # end region 5 -> t223
    # region 6: inductor 1017290a4735edde, 17 ops
    t224 = aten.abs.default(t3)  # t224: cpu bf16[32, 64]
    t225 = aten.amax.default(t224, [], False)  # t225: cpu bf16[]
    t226 = aten._to_copy.default(t225, dtype=torch.float32)  # t226: cpu f32[]
    t227 = aten.view.default(t226, [1])  # t227: cpu f32[1]
    t228 = aten.slice.Tensor(t30, 0, 1, 1024)  # t228: cpu f32[1023]
    t229 = aten.cat.default([t228, t227])  # t229: cpu f32[1024]
    t230 = aten.slice.Tensor(t229, 0, 1, 1024)  # t230: cpu f32[1023]
    t231 = aten.constant_pad_nd.default(t230, [1, 0], 0.0)  # t231: cpu f32[1024]
    t232 = aten.amax.default(t229, [0], False)  # t232: cpu f32[]
    t233 = aten.gt.Scalar(t232, 0.0)  # t233: cpu b8[]
    t234 = aten.le.Scalar(t232, 3.4028234663852886e+38)  # t234: cpu b8[]
    t235 = aten.logical_and.default(t233, t234)  # t235: cpu b8[]
    t236 = aten.full_like.default(t232, 448.0)  # t236: cpu f32[]
    t237 = aten.div.Tensor(t236, t232)  # t237: cpu f32[]
    t238 = aten.clamp.default(t237, None, 3.4028234663852886e+38)  # t238: cpu f32[]
    t239 = aten.where.self(t235, t238, t31)  # t239: cpu f32[]
    t240 = aten.reciprocal.default(t239)  # t240: cpu f32[]
    # end region 6 -> t231, t239, t240
    # region 7: te e0f58013a674277a, 1 ops
    t241 = aten._scaled_mm.default(t172, t223, t26, t32, None, None, torch.bfloat16)  # t241: cpu bf16[128, 32]
    # end region 7 -> t241
    # region 8: inductor ee421aad93d28576, 19 ops
    # rope (RotaryEmbedding), llama.py:195
    t242 = aten.slice.Tensor(t21, 0, 0, 64)  # t242: cpu bf16[64, 8]
    t243 = aten.slice.Tensor(t22, 0, 0, 64)  # t243: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:239, 207, 208, 205, 206, 209, ...
    t244 = aten.view.default(t241, [2, 64, 2, 16])  # t244: cpu bf16[2, 64, 2, 16]
    t245 = aten.view.default(t242, [1, 64, 1, 8])  # t245: cpu bf16[1, 64, 1, 8]
    t246 = aten.view.default(t243, [1, 64, 1, 8])  # t246: cpu bf16[1, 64, 1, 8]
    t247 = aten._to_copy.default(t244, dtype=torch.float32)  # t247: cpu f32[2, 64, 2, 16]
    t248 = aten.view.default(t247, [2, 64, 2, 8, 2])  # t248: cpu f32[2, 64, 2, 8, 2]
    t249 = aten.select.int(t248, 4, 0)  # t249: cpu f32[2, 64, 2, 8]
    t250 = aten.select.int(t248, 4, 1)  # t250: cpu f32[2, 64, 2, 8]
    t251 = aten.mul.Tensor(t249, t245)  # t251: cpu f32[2, 64, 2, 8]
    t252 = aten.mul.Tensor(t250, t246)  # t252: cpu f32[2, 64, 2, 8]
    t253 = aten.sub.Tensor(t251, t252)  # t253: cpu f32[2, 64, 2, 8]
    t254 = aten.mul.Tensor(t249, t246)  # t254: cpu f32[2, 64, 2, 8]
    t255 = aten.mul.Tensor(t250, t245)  # t255: cpu f32[2, 64, 2, 8]
    t256 = aten.add.Tensor(t254, t255)  # t256: cpu f32[2, 64, 2, 8]
    t257 = aten.stack.default([t253, t256], -1)  # t257: cpu f32[2, 64, 2, 8, 2]
    t258 = aten.view.default(t257, [2, 64, 2, 16])  # t258: cpu f32[2, 64, 2, 16]
    t259 = aten._to_copy.default(t258, dtype=torch.bfloat16)  # t259: cpu bf16[2, 64, 2, 16]
    t260 = aten.transpose.int(t259, 1, 2)  # t260: cpu bf16[2, 2, 64, 16]
    # end region 8 -> t259, t260
    # region 9: inductor 5a8ca7bf80805b6b, 7 ops
    # layers.0.attention.wv (Linear), llama.py:240
    t261 = aten.t.default(t4)  # t261: cpu bf16[64, 32]
    t262 = aten.t.default(t261)  # t262: cpu bf16[32, 64]
    t263 = aten._to_copy.default(t262, dtype=torch.float32)  # t263: cpu f32[32, 64]
    t264 = aten.mul.Tensor(t263, t34)  # t264: cpu f32[32, 64]
    t265 = aten.clamp.default(t264, -448.0, 448.0)  # t265: cpu f32[32, 64]
    t266 = aten._to_copy.default(t265, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t266: cpu f8e4m3[32, 64]
    t267 = aten.t.default(t266)  # t267: cpu f8e4m3[64, 32]
    # end region 9 -> t267
    # region 10: inductor 1017290a4735edde, 17 ops
    t268 = aten.abs.default(t4)  # t268: cpu bf16[32, 64]
    t269 = aten.amax.default(t268, [], False)  # t269: cpu bf16[]
    t270 = aten._to_copy.default(t269, dtype=torch.float32)  # t270: cpu f32[]
    t271 = aten.view.default(t270, [1])  # t271: cpu f32[1]
    t272 = aten.slice.Tensor(t33, 0, 1, 1024)  # t272: cpu f32[1023]
    t273 = aten.cat.default([t272, t271])  # t273: cpu f32[1024]
    t274 = aten.slice.Tensor(t273, 0, 1, 1024)  # t274: cpu f32[1023]
    t275 = aten.constant_pad_nd.default(t274, [1, 0], 0.0)  # t275: cpu f32[1024]
    t276 = aten.amax.default(t273, [0], False)  # t276: cpu f32[]
    t277 = aten.gt.Scalar(t276, 0.0)  # t277: cpu b8[]
    t278 = aten.le.Scalar(t276, 3.4028234663852886e+38)  # t278: cpu b8[]
    t279 = aten.logical_and.default(t277, t278)  # t279: cpu b8[]
    t280 = aten.full_like.default(t276, 448.0)  # t280: cpu f32[]
    t281 = aten.div.Tensor(t280, t276)  # t281: cpu f32[]
    t282 = aten.clamp.default(t281, None, 3.4028234663852886e+38)  # t282: cpu f32[]
    t283 = aten.where.self(t279, t282, t34)  # t283: cpu f32[]
    t284 = aten.reciprocal.default(t283)  # t284: cpu f32[]
    # end region 10 -> t275, t283, t284
    # region 11: te e0f58013a674277a, 1 ops
    t285 = aten._scaled_mm.default(t172, t267, t26, t35, None, None, torch.bfloat16)  # t285: cpu bf16[128, 32]
    # end region 11 -> t285
    # layers.0.attention (Attention), llama.py:240, 243, 249
    t286 = aten.view.default(t285, [2, 64, 2, 16])  # t286: cpu bf16[2, 64, 2, 16]
    t287 = aten.transpose.int(t286, 1, 2)  # t287: cpu bf16[2, 2, 64, 16]
    t288, t289 = aotc.sdpa.default(t216, t260, t287, None, True, None)  # t288: cpu bf16[2, 4, 64, 16], t289: cpu f32[2, 4, 64]
    # region 12: inductor 003adb681120fa07, 6 ops
    t290 = aten.transpose.int(t288, 1, 2)  # t290: cpu bf16[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t291 = aten.view.default(t290, [128, 64])  # t291: cpu bf16[128, 64]
    t292 = aten._to_copy.default(t291, dtype=torch.float32)  # t292: cpu f32[128, 64]
    t293 = aten.mul.Tensor(t292, t37)  # t293: cpu f32[128, 64]
    t294 = aten.clamp.default(t293, -448.0, 448.0)  # t294: cpu f32[128, 64]
    t295 = aten._to_copy.default(t294, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t295: cpu f8e4m3[128, 64]
    # end region 12 -> t295
    # region 13: inductor 72b44c9b75791614, 7 ops
    t296 = aten.t.default(t5)  # t296: cpu bf16[64, 64]
    t297 = aten.t.default(t296)  # t297: cpu bf16[64, 64]
    t298 = aten._to_copy.default(t297, dtype=torch.float32)  # t298: cpu f32[64, 64]
    t299 = aten.mul.Tensor(t298, t40)  # t299: cpu f32[64, 64]
    t300 = aten.clamp.default(t299, -448.0, 448.0)  # t300: cpu f32[64, 64]
    t301 = aten._to_copy.default(t300, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t301: cpu f8e4m3[64, 64]
    t302 = aten.t.default(t301)  # t302: cpu f8e4m3[64, 64]
    # end region 13 -> t302
    # region 14: inductor ef5cb4d0a969e002, 17 ops
    t303 = aten.abs.default(t288)  # t303: cpu bf16[2, 4, 64, 16]
    t304 = aten.amax.default(t303, [], False)  # t304: cpu bf16[]
    t305 = aten._to_copy.default(t304, dtype=torch.float32)  # t305: cpu f32[]
    t306 = aten.view.default(t305, [1])  # t306: cpu f32[1]
    t307 = aten.slice.Tensor(t36, 0, 1, 1024)  # t307: cpu f32[1023]
    t308 = aten.cat.default([t307, t306])  # t308: cpu f32[1024]
    t309 = aten.slice.Tensor(t308, 0, 1, 1024)  # t309: cpu f32[1023]
    t310 = aten.constant_pad_nd.default(t309, [1, 0], 0.0)  # t310: cpu f32[1024]
    t311 = aten.amax.default(t308, [0], False)  # t311: cpu f32[]
    t312 = aten.gt.Scalar(t311, 0.0)  # t312: cpu b8[]
    t313 = aten.le.Scalar(t311, 3.4028234663852886e+38)  # t313: cpu b8[]
    t314 = aten.logical_and.default(t312, t313)  # t314: cpu b8[]
    t315 = aten.full_like.default(t311, 448.0)  # t315: cpu f32[]
    t316 = aten.div.Tensor(t315, t311)  # t316: cpu f32[]
    t317 = aten.clamp.default(t316, None, 3.4028234663852886e+38)  # t317: cpu f32[]
    t318 = aten.where.self(t314, t317, t37)  # t318: cpu f32[]
    t319 = aten.reciprocal.default(t318)  # t319: cpu f32[]
    # end region 14 -> t310, t318, t319
    # region 15: inductor 7f120ef34a333fb8, 17 ops
    t320 = aten.abs.default(t5)  # t320: cpu bf16[64, 64]
    t321 = aten.amax.default(t320, [], False)  # t321: cpu bf16[]
    t322 = aten._to_copy.default(t321, dtype=torch.float32)  # t322: cpu f32[]
    t323 = aten.view.default(t322, [1])  # t323: cpu f32[1]
    t324 = aten.slice.Tensor(t39, 0, 1, 1024)  # t324: cpu f32[1023]
    t325 = aten.cat.default([t324, t323])  # t325: cpu f32[1024]
    t326 = aten.slice.Tensor(t325, 0, 1, 1024)  # t326: cpu f32[1023]
    t327 = aten.constant_pad_nd.default(t326, [1, 0], 0.0)  # t327: cpu f32[1024]
    t328 = aten.amax.default(t325, [0], False)  # t328: cpu f32[]
    t329 = aten.gt.Scalar(t328, 0.0)  # t329: cpu b8[]
    t330 = aten.le.Scalar(t328, 3.4028234663852886e+38)  # t330: cpu b8[]
    t331 = aten.logical_and.default(t329, t330)  # t331: cpu b8[]
    t332 = aten.full_like.default(t328, 448.0)  # t332: cpu f32[]
    t333 = aten.div.Tensor(t332, t328)  # t333: cpu f32[]
    t334 = aten.clamp.default(t333, None, 3.4028234663852886e+38)  # t334: cpu f32[]
    t335 = aten.where.self(t331, t334, t40)  # t335: cpu f32[]
    t336 = aten.reciprocal.default(t335)  # t336: cpu f32[]
    # end region 15 -> t327, t335, t336
    # region 16: te ebbfb853f1a998ae, 1 ops
    t337 = aten._scaled_mm.default(t295, t302, t38, t41, None, None, torch.bfloat16)  # t337: cpu bf16[128, 64]
    # end region 16 -> t337
    # region 17: inductor d3d40bcfac8ad0ba, 33 ops
    t338 = aten._unsafe_view.default(t337, [2, 64, 64])  # t338: cpu bf16[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:281
    t339 = aten.add.Tensor(t141, t338)  # t339: cpu bf16[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:160, 161, 162
    t340 = aten._to_copy.default(t339, dtype=torch.float32)  # t340: cpu f32[2, 64, 64]
    t341 = aten.pow.Tensor_Scalar(t340, 2)  # t341: cpu f32[2, 64, 64]
    t342 = aten.mean.dim(t341, [-1], True)  # t342: cpu f32[2, 64, 1]
    t343 = aten.add.Tensor(t342, 1e-05)  # t343: cpu f32[2, 64, 1]
    t344 = aten.rsqrt.default(t343)  # t344: cpu f32[2, 64, 1]
    t345 = aten.mul.Tensor(t340, t344)  # t345: cpu f32[2, 64, 64]
    t346 = aten._to_copy.default(t6, dtype=torch.float32)  # t346: cpu f32[64]
    t347 = aten.mul.Tensor(t345, t346)  # t347: cpu f32[2, 64, 64]
    t348 = aten._to_copy.default(t347, dtype=torch.bfloat16)  # t348: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t349 = aten.view.default(t348, [128, 64])  # t349: cpu bf16[128, 64]
    t350 = aten.abs.default(t348)  # t350: cpu bf16[2, 64, 64]
    t351 = aten.amax.default(t350, [], False)  # t351: cpu bf16[]
    t352 = aten._to_copy.default(t351, dtype=torch.float32)  # t352: cpu f32[]
    t353 = aten.view.default(t352, [1])  # t353: cpu f32[1]
    t354 = aten.slice.Tensor(t42, 0, 1, 1024)  # t354: cpu f32[1023]
    t355 = aten.cat.default([t354, t353])  # t355: cpu f32[1024]
    t356 = aten.slice.Tensor(t355, 0, 1, 1024)  # t356: cpu f32[1023]
    t357 = aten.constant_pad_nd.default(t356, [1, 0], 0.0)  # t357: cpu f32[1024]
    t358 = aten.amax.default(t355, [0], False)  # t358: cpu f32[]
    t359 = aten.gt.Scalar(t358, 0.0)  # t359: cpu b8[]
    t360 = aten.le.Scalar(t358, 3.4028234663852886e+38)  # t360: cpu b8[]
    t361 = aten.logical_and.default(t359, t360)  # t361: cpu b8[]
    t362 = aten.full_like.default(t358, 448.0)  # t362: cpu f32[]
    t363 = aten.div.Tensor(t362, t358)  # t363: cpu f32[]
    t364 = aten.clamp.default(t363, None, 3.4028234663852886e+38)  # t364: cpu f32[]
    t365 = aten.where.self(t361, t364, t43)  # t365: cpu f32[]
    t366 = aten.reciprocal.default(t365)  # t366: cpu f32[]
    t367 = aten._to_copy.default(t349, dtype=torch.float32)  # t367: cpu f32[128, 64]
    t368 = aten.mul.Tensor(t367, t43)  # t368: cpu f32[128, 64]
    t369 = aten.clamp.default(t368, -448.0, 448.0)  # t369: cpu f32[128, 64]
    t370 = aten._to_copy.default(t369, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t370: cpu f8e4m3[128, 64]
    # end region 17 -> t339, t344, t357, t365, t366, t370
    # region 18: inductor cdae10b18ac3d566, 7 ops
    t371 = aten.t.default(t7)  # t371: cpu bf16[64, 192]
    t372 = aten.t.default(t371)  # t372: cpu bf16[192, 64]
    t373 = aten._to_copy.default(t372, dtype=torch.float32)  # t373: cpu f32[192, 64]
    t374 = aten.mul.Tensor(t373, t46)  # t374: cpu f32[192, 64]
    t375 = aten.clamp.default(t374, -448.0, 448.0)  # t375: cpu f32[192, 64]
    t376 = aten._to_copy.default(t375, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t376: cpu f8e4m3[192, 64]
    t377 = aten.t.default(t376)  # t377: cpu f8e4m3[64, 192]
    # end region 18 -> t377
    # region 19: inductor 24a793b4d0c16586, 17 ops
    t378 = aten.abs.default(t7)  # t378: cpu bf16[192, 64]
    t379 = aten.amax.default(t378, [], False)  # t379: cpu bf16[]
    t380 = aten._to_copy.default(t379, dtype=torch.float32)  # t380: cpu f32[]
    t381 = aten.view.default(t380, [1])  # t381: cpu f32[1]
    t382 = aten.slice.Tensor(t45, 0, 1, 1024)  # t382: cpu f32[1023]
    t383 = aten.cat.default([t382, t381])  # t383: cpu f32[1024]
    t384 = aten.slice.Tensor(t383, 0, 1, 1024)  # t384: cpu f32[1023]
    t385 = aten.constant_pad_nd.default(t384, [1, 0], 0.0)  # t385: cpu f32[1024]
    t386 = aten.amax.default(t383, [0], False)  # t386: cpu f32[]
    t387 = aten.gt.Scalar(t386, 0.0)  # t387: cpu b8[]
    t388 = aten.le.Scalar(t386, 3.4028234663852886e+38)  # t388: cpu b8[]
    t389 = aten.logical_and.default(t387, t388)  # t389: cpu b8[]
    t390 = aten.full_like.default(t386, 448.0)  # t390: cpu f32[]
    t391 = aten.div.Tensor(t390, t386)  # t391: cpu f32[]
    t392 = aten.clamp.default(t391, None, 3.4028234663852886e+38)  # t392: cpu f32[]
    t393 = aten.where.self(t389, t392, t46)  # t393: cpu f32[]
    t394 = aten.reciprocal.default(t393)  # t394: cpu f32[]
    # end region 19 -> t385, t393, t394
    # region 20: te fc3fac076d998328, 1 ops
    t395 = aten._scaled_mm.default(t370, t377, t44, t47, None, None, torch.bfloat16)  # t395: cpu bf16[128, 192]
    # end region 20 -> t395
    # region 21: inductor cdae10b18ac3d566, 7 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t396 = aten.t.default(t8)  # t396: cpu bf16[64, 192]
    t397 = aten.t.default(t396)  # t397: cpu bf16[192, 64]
    t398 = aten._to_copy.default(t397, dtype=torch.float32)  # t398: cpu f32[192, 64]
    t399 = aten.mul.Tensor(t398, t49)  # t399: cpu f32[192, 64]
    t400 = aten.clamp.default(t399, -448.0, 448.0)  # t400: cpu f32[192, 64]
    t401 = aten._to_copy.default(t400, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t401: cpu f8e4m3[192, 64]
    t402 = aten.t.default(t401)  # t402: cpu f8e4m3[64, 192]
    # end region 21 -> t402
    # region 22: inductor 24a793b4d0c16586, 17 ops
    t403 = aten.abs.default(t8)  # t403: cpu bf16[192, 64]
    t404 = aten.amax.default(t403, [], False)  # t404: cpu bf16[]
    t405 = aten._to_copy.default(t404, dtype=torch.float32)  # t405: cpu f32[]
    t406 = aten.view.default(t405, [1])  # t406: cpu f32[1]
    t407 = aten.slice.Tensor(t48, 0, 1, 1024)  # t407: cpu f32[1023]
    t408 = aten.cat.default([t407, t406])  # t408: cpu f32[1024]
    t409 = aten.slice.Tensor(t408, 0, 1, 1024)  # t409: cpu f32[1023]
    t410 = aten.constant_pad_nd.default(t409, [1, 0], 0.0)  # t410: cpu f32[1024]
    t411 = aten.amax.default(t408, [0], False)  # t411: cpu f32[]
    t412 = aten.gt.Scalar(t411, 0.0)  # t412: cpu b8[]
    t413 = aten.le.Scalar(t411, 3.4028234663852886e+38)  # t413: cpu b8[]
    t414 = aten.logical_and.default(t412, t413)  # t414: cpu b8[]
    t415 = aten.full_like.default(t411, 448.0)  # t415: cpu f32[]
    t416 = aten.div.Tensor(t415, t411)  # t416: cpu f32[]
    t417 = aten.clamp.default(t416, None, 3.4028234663852886e+38)  # t417: cpu f32[]
    t418 = aten.where.self(t414, t417, t49)  # t418: cpu f32[]
    t419 = aten.reciprocal.default(t418)  # t419: cpu f32[]
    # end region 22 -> t410, t418, t419
    # region 23: te fc3fac076d998328, 1 ops
    t420 = aten._scaled_mm.default(t370, t402, t44, t50, None, None, torch.bfloat16)  # t420: cpu bf16[128, 192]
    # end region 23 -> t420
    # region 24: inductor 0778459588b44227, 26 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t421 = aten._unsafe_view.default(t395, [2, 64, 192])  # t421: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t422 = aten.silu.default(t421)  # t422: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t423 = aten._unsafe_view.default(t420, [2, 64, 192])  # t423: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t424 = aten.mul.Tensor(t422, t423)  # t424: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t425 = aten.view.default(t424, [128, 192])  # t425: cpu bf16[128, 192]
    t426 = aten.abs.default(t424)  # t426: cpu bf16[2, 64, 192]
    t427 = aten.amax.default(t426, [], False)  # t427: cpu bf16[]
    t428 = aten._to_copy.default(t427, dtype=torch.float32)  # t428: cpu f32[]
    t429 = aten.view.default(t428, [1])  # t429: cpu f32[1]
    t430 = aten.slice.Tensor(t51, 0, 1, 1024)  # t430: cpu f32[1023]
    t431 = aten.cat.default([t430, t429])  # t431: cpu f32[1024]
    t432 = aten.slice.Tensor(t431, 0, 1, 1024)  # t432: cpu f32[1023]
    t433 = aten.constant_pad_nd.default(t432, [1, 0], 0.0)  # t433: cpu f32[1024]
    t434 = aten.amax.default(t431, [0], False)  # t434: cpu f32[]
    t435 = aten.gt.Scalar(t434, 0.0)  # t435: cpu b8[]
    t436 = aten.le.Scalar(t434, 3.4028234663852886e+38)  # t436: cpu b8[]
    t437 = aten.logical_and.default(t435, t436)  # t437: cpu b8[]
    t438 = aten.full_like.default(t434, 448.0)  # t438: cpu f32[]
    t439 = aten.div.Tensor(t438, t434)  # t439: cpu f32[]
    t440 = aten.clamp.default(t439, None, 3.4028234663852886e+38)  # t440: cpu f32[]
    t441 = aten.where.self(t437, t440, t52)  # t441: cpu f32[]
    t442 = aten.reciprocal.default(t441)  # t442: cpu f32[]
    t443 = aten._to_copy.default(t425, dtype=torch.float32)  # t443: cpu f32[128, 192]
    t444 = aten.mul.Tensor(t443, t52)  # t444: cpu f32[128, 192]
    t445 = aten.clamp.default(t444, -448.0, 448.0)  # t445: cpu f32[128, 192]
    t446 = aten._to_copy.default(t445, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t446: cpu f8e4m3[128, 192]
    # end region 24 -> t421, t423, t433, t441, t442, t446
    # region 25: inductor ee6d2f9b7f706290, 7 ops
    t447 = aten.t.default(t9)  # t447: cpu bf16[192, 64]
    t448 = aten.t.default(t447)  # t448: cpu bf16[64, 192]
    t449 = aten._to_copy.default(t448, dtype=torch.float32)  # t449: cpu f32[64, 192]
    t450 = aten.mul.Tensor(t449, t55)  # t450: cpu f32[64, 192]
    t451 = aten.clamp.default(t450, -448.0, 448.0)  # t451: cpu f32[64, 192]
    t452 = aten._to_copy.default(t451, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t452: cpu f8e4m3[64, 192]
    t453 = aten.t.default(t452)  # t453: cpu f8e4m3[192, 64]
    # end region 25 -> t453
    # region 26: inductor 3bd3d52e7016fc36, 17 ops
    t454 = aten.abs.default(t9)  # t454: cpu bf16[64, 192]
    t455 = aten.amax.default(t454, [], False)  # t455: cpu bf16[]
    t456 = aten._to_copy.default(t455, dtype=torch.float32)  # t456: cpu f32[]
    t457 = aten.view.default(t456, [1])  # t457: cpu f32[1]
    t458 = aten.slice.Tensor(t54, 0, 1, 1024)  # t458: cpu f32[1023]
    t459 = aten.cat.default([t458, t457])  # t459: cpu f32[1024]
    t460 = aten.slice.Tensor(t459, 0, 1, 1024)  # t460: cpu f32[1023]
    t461 = aten.constant_pad_nd.default(t460, [1, 0], 0.0)  # t461: cpu f32[1024]
    t462 = aten.amax.default(t459, [0], False)  # t462: cpu f32[]
    t463 = aten.gt.Scalar(t462, 0.0)  # t463: cpu b8[]
    t464 = aten.le.Scalar(t462, 3.4028234663852886e+38)  # t464: cpu b8[]
    t465 = aten.logical_and.default(t463, t464)  # t465: cpu b8[]
    t466 = aten.full_like.default(t462, 448.0)  # t466: cpu f32[]
    t467 = aten.div.Tensor(t466, t462)  # t467: cpu f32[]
    t468 = aten.clamp.default(t467, None, 3.4028234663852886e+38)  # t468: cpu f32[]
    t469 = aten.where.self(t465, t468, t55)  # t469: cpu f32[]
    t470 = aten.reciprocal.default(t469)  # t470: cpu f32[]
    # end region 26 -> t461, t469, t470
    # region 27: te 2385b4854b50b7bc, 1 ops
    t471 = aten._scaled_mm.default(t446, t453, t53, t56, None, None, torch.bfloat16)  # t471: cpu bf16[128, 64]
    # end region 27 -> t471
    # region 28: inductor d3d40bcfac8ad0ba, 33 ops
    t472 = aten._unsafe_view.default(t471, [2, 64, 64])  # t472: cpu bf16[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:282
    t473 = aten.add.Tensor(t339, t472)  # t473: cpu bf16[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:160, 161, 162
    t474 = aten._to_copy.default(t473, dtype=torch.float32)  # t474: cpu f32[2, 64, 64]
    t475 = aten.pow.Tensor_Scalar(t474, 2)  # t475: cpu f32[2, 64, 64]
    t476 = aten.mean.dim(t475, [-1], True)  # t476: cpu f32[2, 64, 1]
    t477 = aten.add.Tensor(t476, 1e-05)  # t477: cpu f32[2, 64, 1]
    t478 = aten.rsqrt.default(t477)  # t478: cpu f32[2, 64, 1]
    t479 = aten.mul.Tensor(t474, t478)  # t479: cpu f32[2, 64, 64]
    t480 = aten._to_copy.default(t10, dtype=torch.float32)  # t480: cpu f32[64]
    t481 = aten.mul.Tensor(t479, t480)  # t481: cpu f32[2, 64, 64]
    t482 = aten._to_copy.default(t481, dtype=torch.bfloat16)  # t482: cpu bf16[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t483 = aten.view.default(t482, [128, 64])  # t483: cpu bf16[128, 64]
    t484 = aten.abs.default(t482)  # t484: cpu bf16[2, 64, 64]
    t485 = aten.amax.default(t484, [], False)  # t485: cpu bf16[]
    t486 = aten._to_copy.default(t485, dtype=torch.float32)  # t486: cpu f32[]
    t487 = aten.view.default(t486, [1])  # t487: cpu f32[1]
    t488 = aten.slice.Tensor(t57, 0, 1, 1024)  # t488: cpu f32[1023]
    t489 = aten.cat.default([t488, t487])  # t489: cpu f32[1024]
    t490 = aten.slice.Tensor(t489, 0, 1, 1024)  # t490: cpu f32[1023]
    t491 = aten.constant_pad_nd.default(t490, [1, 0], 0.0)  # t491: cpu f32[1024]
    t492 = aten.amax.default(t489, [0], False)  # t492: cpu f32[]
    t493 = aten.gt.Scalar(t492, 0.0)  # t493: cpu b8[]
    t494 = aten.le.Scalar(t492, 3.4028234663852886e+38)  # t494: cpu b8[]
    t495 = aten.logical_and.default(t493, t494)  # t495: cpu b8[]
    t496 = aten.full_like.default(t492, 448.0)  # t496: cpu f32[]
    t497 = aten.div.Tensor(t496, t492)  # t497: cpu f32[]
    t498 = aten.clamp.default(t497, None, 3.4028234663852886e+38)  # t498: cpu f32[]
    t499 = aten.where.self(t495, t498, t58)  # t499: cpu f32[]
    t500 = aten.reciprocal.default(t499)  # t500: cpu f32[]
    t501 = aten._to_copy.default(t483, dtype=torch.float32)  # t501: cpu f32[128, 64]
    t502 = aten.mul.Tensor(t501, t58)  # t502: cpu f32[128, 64]
    t503 = aten.clamp.default(t502, -448.0, 448.0)  # t503: cpu f32[128, 64]
    t504 = aten._to_copy.default(t503, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t504: cpu f8e4m3[128, 64]
    # end region 28 -> t473, t478, t491, t499, t500, t504
    # region 29: inductor 72b44c9b75791614, 7 ops
    t505 = aten.t.default(t11)  # t505: cpu bf16[64, 64]
    t506 = aten.t.default(t505)  # t506: cpu bf16[64, 64]
    t507 = aten._to_copy.default(t506, dtype=torch.float32)  # t507: cpu f32[64, 64]
    t508 = aten.mul.Tensor(t507, t61)  # t508: cpu f32[64, 64]
    t509 = aten.clamp.default(t508, -448.0, 448.0)  # t509: cpu f32[64, 64]
    t510 = aten._to_copy.default(t509, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t510: cpu f8e4m3[64, 64]
    t511 = aten.t.default(t510)  # t511: cpu f8e4m3[64, 64]
    # end region 29 -> t511
    # region 30: inductor 7f120ef34a333fb8, 17 ops
    t512 = aten.abs.default(t11)  # t512: cpu bf16[64, 64]
    t513 = aten.amax.default(t512, [], False)  # t513: cpu bf16[]
    t514 = aten._to_copy.default(t513, dtype=torch.float32)  # t514: cpu f32[]
    t515 = aten.view.default(t514, [1])  # t515: cpu f32[1]
    t516 = aten.slice.Tensor(t60, 0, 1, 1024)  # t516: cpu f32[1023]
    t517 = aten.cat.default([t516, t515])  # t517: cpu f32[1024]
    t518 = aten.slice.Tensor(t517, 0, 1, 1024)  # t518: cpu f32[1023]
    t519 = aten.constant_pad_nd.default(t518, [1, 0], 0.0)  # t519: cpu f32[1024]
    t520 = aten.amax.default(t517, [0], False)  # t520: cpu f32[]
    t521 = aten.gt.Scalar(t520, 0.0)  # t521: cpu b8[]
    t522 = aten.le.Scalar(t520, 3.4028234663852886e+38)  # t522: cpu b8[]
    t523 = aten.logical_and.default(t521, t522)  # t523: cpu b8[]
    t524 = aten.full_like.default(t520, 448.0)  # t524: cpu f32[]
    t525 = aten.div.Tensor(t524, t520)  # t525: cpu f32[]
    t526 = aten.clamp.default(t525, None, 3.4028234663852886e+38)  # t526: cpu f32[]
    t527 = aten.where.self(t523, t526, t61)  # t527: cpu f32[]
    t528 = aten.reciprocal.default(t527)  # t528: cpu f32[]
    # end region 30 -> t519, t527, t528
    # region 31: te ebbfb853f1a998ae, 1 ops
    t529 = aten._scaled_mm.default(t504, t511, t59, t62, None, None, torch.bfloat16)  # t529: cpu bf16[128, 64]
    # end region 31 -> t529
    # region 32: inductor 688b0f566ee50cfe, 19 ops
    # rope (RotaryEmbedding), llama.py:195
    t530 = aten.slice.Tensor(t21, 0, 0, 64)  # t530: cpu bf16[64, 8]
    t531 = aten.slice.Tensor(t22, 0, 0, 64)  # t531: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t532 = aten.view.default(t530, [1, 64, 1, 8])  # t532: cpu bf16[1, 64, 1, 8]
    t533 = aten.view.default(t531, [1, 64, 1, 8])  # t533: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:238, 205, 206, 209, 210, 211, ...
    t534 = aten.view.default(t529, [2, 64, 4, 16])  # t534: cpu bf16[2, 64, 4, 16]
    t535 = aten._to_copy.default(t534, dtype=torch.float32)  # t535: cpu f32[2, 64, 4, 16]
    t536 = aten.view.default(t535, [2, 64, 4, 8, 2])  # t536: cpu f32[2, 64, 4, 8, 2]
    t537 = aten.select.int(t536, 4, 0)  # t537: cpu f32[2, 64, 4, 8]
    t538 = aten.select.int(t536, 4, 1)  # t538: cpu f32[2, 64, 4, 8]
    t539 = aten.mul.Tensor(t537, t532)  # t539: cpu f32[2, 64, 4, 8]
    t540 = aten.mul.Tensor(t538, t533)  # t540: cpu f32[2, 64, 4, 8]
    t541 = aten.sub.Tensor(t539, t540)  # t541: cpu f32[2, 64, 4, 8]
    t542 = aten.mul.Tensor(t537, t533)  # t542: cpu f32[2, 64, 4, 8]
    t543 = aten.mul.Tensor(t538, t532)  # t543: cpu f32[2, 64, 4, 8]
    t544 = aten.add.Tensor(t542, t543)  # t544: cpu f32[2, 64, 4, 8]
    t545 = aten.stack.default([t541, t544], -1)  # t545: cpu f32[2, 64, 4, 8, 2]
    t546 = aten.view.default(t545, [2, 64, 4, 16])  # t546: cpu f32[2, 64, 4, 16]
    t547 = aten._to_copy.default(t546, dtype=torch.bfloat16)  # t547: cpu bf16[2, 64, 4, 16]
    t548 = aten.transpose.int(t547, 1, 2)  # t548: cpu bf16[2, 4, 64, 16]
    # end region 32 -> t547, t548
    # region 33: inductor 5a8ca7bf80805b6b, 7 ops
    # layers.1.attention.wk (Linear), llama.py:239
    t549 = aten.t.default(t12)  # t549: cpu bf16[64, 32]
    t550 = aten.t.default(t549)  # t550: cpu bf16[32, 64]
    t551 = aten._to_copy.default(t550, dtype=torch.float32)  # t551: cpu f32[32, 64]
    t552 = aten.mul.Tensor(t551, t64)  # t552: cpu f32[32, 64]
    t553 = aten.clamp.default(t552, -448.0, 448.0)  # t553: cpu f32[32, 64]
    t554 = aten._to_copy.default(t553, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t554: cpu f8e4m3[32, 64]
    t555 = aten.t.default(t554)  # t555: cpu f8e4m3[64, 32]
    # end region 33 -> t555
    # region 34: inductor 1017290a4735edde, 17 ops
    t556 = aten.abs.default(t12)  # t556: cpu bf16[32, 64]
    t557 = aten.amax.default(t556, [], False)  # t557: cpu bf16[]
    t558 = aten._to_copy.default(t557, dtype=torch.float32)  # t558: cpu f32[]
    t559 = aten.view.default(t558, [1])  # t559: cpu f32[1]
    t560 = aten.slice.Tensor(t63, 0, 1, 1024)  # t560: cpu f32[1023]
    t561 = aten.cat.default([t560, t559])  # t561: cpu f32[1024]
    t562 = aten.slice.Tensor(t561, 0, 1, 1024)  # t562: cpu f32[1023]
    t563 = aten.constant_pad_nd.default(t562, [1, 0], 0.0)  # t563: cpu f32[1024]
    t564 = aten.amax.default(t561, [0], False)  # t564: cpu f32[]
    t565 = aten.gt.Scalar(t564, 0.0)  # t565: cpu b8[]
    t566 = aten.le.Scalar(t564, 3.4028234663852886e+38)  # t566: cpu b8[]
    t567 = aten.logical_and.default(t565, t566)  # t567: cpu b8[]
    t568 = aten.full_like.default(t564, 448.0)  # t568: cpu f32[]
    t569 = aten.div.Tensor(t568, t564)  # t569: cpu f32[]
    t570 = aten.clamp.default(t569, None, 3.4028234663852886e+38)  # t570: cpu f32[]
    t571 = aten.where.self(t567, t570, t64)  # t571: cpu f32[]
    t572 = aten.reciprocal.default(t571)  # t572: cpu f32[]
    # end region 34 -> t563, t571, t572
    # region 35: te e0f58013a674277a, 1 ops
    t573 = aten._scaled_mm.default(t504, t555, t59, t65, None, None, torch.bfloat16)  # t573: cpu bf16[128, 32]
    # end region 35 -> t573
    # region 36: inductor 59ee0c505adec5b9, 19 ops
    # rope (RotaryEmbedding), llama.py:195
    t574 = aten.slice.Tensor(t21, 0, 0, 64)  # t574: cpu bf16[64, 8]
    t575 = aten.slice.Tensor(t22, 0, 0, 64)  # t575: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t576 = aten.view.default(t574, [1, 64, 1, 8])  # t576: cpu bf16[1, 64, 1, 8]
    t577 = aten.view.default(t575, [1, 64, 1, 8])  # t577: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:239, 205, 206, 209, 210, 211, ...
    t578 = aten.view.default(t573, [2, 64, 2, 16])  # t578: cpu bf16[2, 64, 2, 16]
    t579 = aten._to_copy.default(t578, dtype=torch.float32)  # t579: cpu f32[2, 64, 2, 16]
    t580 = aten.view.default(t579, [2, 64, 2, 8, 2])  # t580: cpu f32[2, 64, 2, 8, 2]
    t581 = aten.select.int(t580, 4, 0)  # t581: cpu f32[2, 64, 2, 8]
    t582 = aten.select.int(t580, 4, 1)  # t582: cpu f32[2, 64, 2, 8]
    t583 = aten.mul.Tensor(t581, t576)  # t583: cpu f32[2, 64, 2, 8]
    t584 = aten.mul.Tensor(t582, t577)  # t584: cpu f32[2, 64, 2, 8]
    t585 = aten.sub.Tensor(t583, t584)  # t585: cpu f32[2, 64, 2, 8]
    t586 = aten.mul.Tensor(t581, t577)  # t586: cpu f32[2, 64, 2, 8]
    t587 = aten.mul.Tensor(t582, t576)  # t587: cpu f32[2, 64, 2, 8]
    t588 = aten.add.Tensor(t586, t587)  # t588: cpu f32[2, 64, 2, 8]
    t589 = aten.stack.default([t585, t588], -1)  # t589: cpu f32[2, 64, 2, 8, 2]
    t590 = aten.view.default(t589, [2, 64, 2, 16])  # t590: cpu f32[2, 64, 2, 16]
    t591 = aten._to_copy.default(t590, dtype=torch.bfloat16)  # t591: cpu bf16[2, 64, 2, 16]
    t592 = aten.transpose.int(t591, 1, 2)  # t592: cpu bf16[2, 2, 64, 16]
    # end region 36 -> t591, t592
    # region 37: inductor 5a8ca7bf80805b6b, 7 ops
    # layers.1.attention.wv (Linear), llama.py:240
    t593 = aten.t.default(t13)  # t593: cpu bf16[64, 32]
    t594 = aten.t.default(t593)  # t594: cpu bf16[32, 64]
    t595 = aten._to_copy.default(t594, dtype=torch.float32)  # t595: cpu f32[32, 64]
    t596 = aten.mul.Tensor(t595, t67)  # t596: cpu f32[32, 64]
    t597 = aten.clamp.default(t596, -448.0, 448.0)  # t597: cpu f32[32, 64]
    t598 = aten._to_copy.default(t597, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t598: cpu f8e4m3[32, 64]
    t599 = aten.t.default(t598)  # t599: cpu f8e4m3[64, 32]
    # end region 37 -> t599
    # region 38: inductor 1017290a4735edde, 17 ops
    t600 = aten.abs.default(t13)  # t600: cpu bf16[32, 64]
    t601 = aten.amax.default(t600, [], False)  # t601: cpu bf16[]
    t602 = aten._to_copy.default(t601, dtype=torch.float32)  # t602: cpu f32[]
    t603 = aten.view.default(t602, [1])  # t603: cpu f32[1]
    t604 = aten.slice.Tensor(t66, 0, 1, 1024)  # t604: cpu f32[1023]
    t605 = aten.cat.default([t604, t603])  # t605: cpu f32[1024]
    t606 = aten.slice.Tensor(t605, 0, 1, 1024)  # t606: cpu f32[1023]
    t607 = aten.constant_pad_nd.default(t606, [1, 0], 0.0)  # t607: cpu f32[1024]
    t608 = aten.amax.default(t605, [0], False)  # t608: cpu f32[]
    t609 = aten.gt.Scalar(t608, 0.0)  # t609: cpu b8[]
    t610 = aten.le.Scalar(t608, 3.4028234663852886e+38)  # t610: cpu b8[]
    t611 = aten.logical_and.default(t609, t610)  # t611: cpu b8[]
    t612 = aten.full_like.default(t608, 448.0)  # t612: cpu f32[]
    t613 = aten.div.Tensor(t612, t608)  # t613: cpu f32[]
    t614 = aten.clamp.default(t613, None, 3.4028234663852886e+38)  # t614: cpu f32[]
    t615 = aten.where.self(t611, t614, t67)  # t615: cpu f32[]
    t616 = aten.reciprocal.default(t615)  # t616: cpu f32[]
    # end region 38 -> t607, t615, t616
    # region 39: te e0f58013a674277a, 1 ops
    t617 = aten._scaled_mm.default(t504, t599, t59, t68, None, None, torch.bfloat16)  # t617: cpu bf16[128, 32]
    # end region 39 -> t617
    # layers.1.attention (Attention), llama.py:240, 243, 249
    t618 = aten.view.default(t617, [2, 64, 2, 16])  # t618: cpu bf16[2, 64, 2, 16]
    t619 = aten.transpose.int(t618, 1, 2)  # t619: cpu bf16[2, 2, 64, 16]
    t620, t621 = aotc.sdpa.default(t548, t592, t619, None, True, None)  # t620: cpu bf16[2, 4, 64, 16], t621: cpu f32[2, 4, 64]
    # region 40: inductor 003adb681120fa07, 6 ops
    t622 = aten.transpose.int(t620, 1, 2)  # t622: cpu bf16[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t623 = aten.view.default(t622, [128, 64])  # t623: cpu bf16[128, 64]
    t624 = aten._to_copy.default(t623, dtype=torch.float32)  # t624: cpu f32[128, 64]
    t625 = aten.mul.Tensor(t624, t70)  # t625: cpu f32[128, 64]
    t626 = aten.clamp.default(t625, -448.0, 448.0)  # t626: cpu f32[128, 64]
    t627 = aten._to_copy.default(t626, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t627: cpu f8e4m3[128, 64]
    # end region 40 -> t627
    # region 41: inductor 72b44c9b75791614, 7 ops
    t628 = aten.t.default(t14)  # t628: cpu bf16[64, 64]
    t629 = aten.t.default(t628)  # t629: cpu bf16[64, 64]
    t630 = aten._to_copy.default(t629, dtype=torch.float32)  # t630: cpu f32[64, 64]
    t631 = aten.mul.Tensor(t630, t73)  # t631: cpu f32[64, 64]
    t632 = aten.clamp.default(t631, -448.0, 448.0)  # t632: cpu f32[64, 64]
    t633 = aten._to_copy.default(t632, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t633: cpu f8e4m3[64, 64]
    t634 = aten.t.default(t633)  # t634: cpu f8e4m3[64, 64]
    # end region 41 -> t634
    # region 42: inductor ef5cb4d0a969e002, 17 ops
    t635 = aten.abs.default(t620)  # t635: cpu bf16[2, 4, 64, 16]
    t636 = aten.amax.default(t635, [], False)  # t636: cpu bf16[]
    t637 = aten._to_copy.default(t636, dtype=torch.float32)  # t637: cpu f32[]
    t638 = aten.view.default(t637, [1])  # t638: cpu f32[1]
    t639 = aten.slice.Tensor(t69, 0, 1, 1024)  # t639: cpu f32[1023]
    t640 = aten.cat.default([t639, t638])  # t640: cpu f32[1024]
    t641 = aten.slice.Tensor(t640, 0, 1, 1024)  # t641: cpu f32[1023]
    t642 = aten.constant_pad_nd.default(t641, [1, 0], 0.0)  # t642: cpu f32[1024]
    t643 = aten.amax.default(t640, [0], False)  # t643: cpu f32[]
    t644 = aten.gt.Scalar(t643, 0.0)  # t644: cpu b8[]
    t645 = aten.le.Scalar(t643, 3.4028234663852886e+38)  # t645: cpu b8[]
    t646 = aten.logical_and.default(t644, t645)  # t646: cpu b8[]
    t647 = aten.full_like.default(t643, 448.0)  # t647: cpu f32[]
    t648 = aten.div.Tensor(t647, t643)  # t648: cpu f32[]
    t649 = aten.clamp.default(t648, None, 3.4028234663852886e+38)  # t649: cpu f32[]
    t650 = aten.where.self(t646, t649, t70)  # t650: cpu f32[]
    t651 = aten.reciprocal.default(t650)  # t651: cpu f32[]
    # end region 42 -> t642, t650, t651
    # region 43: inductor 7f120ef34a333fb8, 17 ops
    t652 = aten.abs.default(t14)  # t652: cpu bf16[64, 64]
    t653 = aten.amax.default(t652, [], False)  # t653: cpu bf16[]
    t654 = aten._to_copy.default(t653, dtype=torch.float32)  # t654: cpu f32[]
    t655 = aten.view.default(t654, [1])  # t655: cpu f32[1]
    t656 = aten.slice.Tensor(t72, 0, 1, 1024)  # t656: cpu f32[1023]
    t657 = aten.cat.default([t656, t655])  # t657: cpu f32[1024]
    t658 = aten.slice.Tensor(t657, 0, 1, 1024)  # t658: cpu f32[1023]
    t659 = aten.constant_pad_nd.default(t658, [1, 0], 0.0)  # t659: cpu f32[1024]
    t660 = aten.amax.default(t657, [0], False)  # t660: cpu f32[]
    t661 = aten.gt.Scalar(t660, 0.0)  # t661: cpu b8[]
    t662 = aten.le.Scalar(t660, 3.4028234663852886e+38)  # t662: cpu b8[]
    t663 = aten.logical_and.default(t661, t662)  # t663: cpu b8[]
    t664 = aten.full_like.default(t660, 448.0)  # t664: cpu f32[]
    t665 = aten.div.Tensor(t664, t660)  # t665: cpu f32[]
    t666 = aten.clamp.default(t665, None, 3.4028234663852886e+38)  # t666: cpu f32[]
    t667 = aten.where.self(t663, t666, t73)  # t667: cpu f32[]
    t668 = aten.reciprocal.default(t667)  # t668: cpu f32[]
    # end region 43 -> t659, t667, t668
    # region 44: te ebbfb853f1a998ae, 1 ops
    t669 = aten._scaled_mm.default(t627, t634, t71, t74, None, None, torch.bfloat16)  # t669: cpu bf16[128, 64]
    # end region 44 -> t669
    # region 45: inductor d3d40bcfac8ad0ba, 33 ops
    t670 = aten._unsafe_view.default(t669, [2, 64, 64])  # t670: cpu bf16[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:281
    t671 = aten.add.Tensor(t473, t670)  # t671: cpu bf16[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:160, 161, 162
    t672 = aten._to_copy.default(t671, dtype=torch.float32)  # t672: cpu f32[2, 64, 64]
    t673 = aten.pow.Tensor_Scalar(t672, 2)  # t673: cpu f32[2, 64, 64]
    t674 = aten.mean.dim(t673, [-1], True)  # t674: cpu f32[2, 64, 1]
    t675 = aten.add.Tensor(t674, 1e-05)  # t675: cpu f32[2, 64, 1]
    t676 = aten.rsqrt.default(t675)  # t676: cpu f32[2, 64, 1]
    t677 = aten.mul.Tensor(t672, t676)  # t677: cpu f32[2, 64, 64]
    t678 = aten._to_copy.default(t15, dtype=torch.float32)  # t678: cpu f32[64]
    t679 = aten.mul.Tensor(t677, t678)  # t679: cpu f32[2, 64, 64]
    t680 = aten._to_copy.default(t679, dtype=torch.bfloat16)  # t680: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t681 = aten.view.default(t680, [128, 64])  # t681: cpu bf16[128, 64]
    t682 = aten.abs.default(t680)  # t682: cpu bf16[2, 64, 64]
    t683 = aten.amax.default(t682, [], False)  # t683: cpu bf16[]
    t684 = aten._to_copy.default(t683, dtype=torch.float32)  # t684: cpu f32[]
    t685 = aten.view.default(t684, [1])  # t685: cpu f32[1]
    t686 = aten.slice.Tensor(t75, 0, 1, 1024)  # t686: cpu f32[1023]
    t687 = aten.cat.default([t686, t685])  # t687: cpu f32[1024]
    t688 = aten.slice.Tensor(t687, 0, 1, 1024)  # t688: cpu f32[1023]
    t689 = aten.constant_pad_nd.default(t688, [1, 0], 0.0)  # t689: cpu f32[1024]
    t690 = aten.amax.default(t687, [0], False)  # t690: cpu f32[]
    t691 = aten.gt.Scalar(t690, 0.0)  # t691: cpu b8[]
    t692 = aten.le.Scalar(t690, 3.4028234663852886e+38)  # t692: cpu b8[]
    t693 = aten.logical_and.default(t691, t692)  # t693: cpu b8[]
    t694 = aten.full_like.default(t690, 448.0)  # t694: cpu f32[]
    t695 = aten.div.Tensor(t694, t690)  # t695: cpu f32[]
    t696 = aten.clamp.default(t695, None, 3.4028234663852886e+38)  # t696: cpu f32[]
    t697 = aten.where.self(t693, t696, t76)  # t697: cpu f32[]
    t698 = aten.reciprocal.default(t697)  # t698: cpu f32[]
    t699 = aten._to_copy.default(t681, dtype=torch.float32)  # t699: cpu f32[128, 64]
    t700 = aten.mul.Tensor(t699, t76)  # t700: cpu f32[128, 64]
    t701 = aten.clamp.default(t700, -448.0, 448.0)  # t701: cpu f32[128, 64]
    t702 = aten._to_copy.default(t701, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t702: cpu f8e4m3[128, 64]
    # end region 45 -> t671, t676, t689, t697, t698, t702
    # region 46: inductor cdae10b18ac3d566, 7 ops
    t703 = aten.t.default(t16)  # t703: cpu bf16[64, 192]
    t704 = aten.t.default(t703)  # t704: cpu bf16[192, 64]
    t705 = aten._to_copy.default(t704, dtype=torch.float32)  # t705: cpu f32[192, 64]
    t706 = aten.mul.Tensor(t705, t79)  # t706: cpu f32[192, 64]
    t707 = aten.clamp.default(t706, -448.0, 448.0)  # t707: cpu f32[192, 64]
    t708 = aten._to_copy.default(t707, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t708: cpu f8e4m3[192, 64]
    t709 = aten.t.default(t708)  # t709: cpu f8e4m3[64, 192]
    # end region 46 -> t709
    # region 47: inductor 24a793b4d0c16586, 17 ops
    t710 = aten.abs.default(t16)  # t710: cpu bf16[192, 64]
    t711 = aten.amax.default(t710, [], False)  # t711: cpu bf16[]
    t712 = aten._to_copy.default(t711, dtype=torch.float32)  # t712: cpu f32[]
    t713 = aten.view.default(t712, [1])  # t713: cpu f32[1]
    t714 = aten.slice.Tensor(t78, 0, 1, 1024)  # t714: cpu f32[1023]
    t715 = aten.cat.default([t714, t713])  # t715: cpu f32[1024]
    t716 = aten.slice.Tensor(t715, 0, 1, 1024)  # t716: cpu f32[1023]
    t717 = aten.constant_pad_nd.default(t716, [1, 0], 0.0)  # t717: cpu f32[1024]
    t718 = aten.amax.default(t715, [0], False)  # t718: cpu f32[]
    t719 = aten.gt.Scalar(t718, 0.0)  # t719: cpu b8[]
    t720 = aten.le.Scalar(t718, 3.4028234663852886e+38)  # t720: cpu b8[]
    t721 = aten.logical_and.default(t719, t720)  # t721: cpu b8[]
    t722 = aten.full_like.default(t718, 448.0)  # t722: cpu f32[]
    t723 = aten.div.Tensor(t722, t718)  # t723: cpu f32[]
    t724 = aten.clamp.default(t723, None, 3.4028234663852886e+38)  # t724: cpu f32[]
    t725 = aten.where.self(t721, t724, t79)  # t725: cpu f32[]
    t726 = aten.reciprocal.default(t725)  # t726: cpu f32[]
    # end region 47 -> t717, t725, t726
    # region 48: te fc3fac076d998328, 1 ops
    t727 = aten._scaled_mm.default(t702, t709, t77, t80, None, None, torch.bfloat16)  # t727: cpu bf16[128, 192]
    # end region 48 -> t727
    # region 49: inductor cdae10b18ac3d566, 7 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t728 = aten.t.default(t17)  # t728: cpu bf16[64, 192]
    t729 = aten.t.default(t728)  # t729: cpu bf16[192, 64]
    t730 = aten._to_copy.default(t729, dtype=torch.float32)  # t730: cpu f32[192, 64]
    t731 = aten.mul.Tensor(t730, t82)  # t731: cpu f32[192, 64]
    t732 = aten.clamp.default(t731, -448.0, 448.0)  # t732: cpu f32[192, 64]
    t733 = aten._to_copy.default(t732, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t733: cpu f8e4m3[192, 64]
    t734 = aten.t.default(t733)  # t734: cpu f8e4m3[64, 192]
    # end region 49 -> t734
    # region 50: inductor 24a793b4d0c16586, 17 ops
    t735 = aten.abs.default(t17)  # t735: cpu bf16[192, 64]
    t736 = aten.amax.default(t735, [], False)  # t736: cpu bf16[]
    t737 = aten._to_copy.default(t736, dtype=torch.float32)  # t737: cpu f32[]
    t738 = aten.view.default(t737, [1])  # t738: cpu f32[1]
    t739 = aten.slice.Tensor(t81, 0, 1, 1024)  # t739: cpu f32[1023]
    t740 = aten.cat.default([t739, t738])  # t740: cpu f32[1024]
    t741 = aten.slice.Tensor(t740, 0, 1, 1024)  # t741: cpu f32[1023]
    t742 = aten.constant_pad_nd.default(t741, [1, 0], 0.0)  # t742: cpu f32[1024]
    t743 = aten.amax.default(t740, [0], False)  # t743: cpu f32[]
    t744 = aten.gt.Scalar(t743, 0.0)  # t744: cpu b8[]
    t745 = aten.le.Scalar(t743, 3.4028234663852886e+38)  # t745: cpu b8[]
    t746 = aten.logical_and.default(t744, t745)  # t746: cpu b8[]
    t747 = aten.full_like.default(t743, 448.0)  # t747: cpu f32[]
    t748 = aten.div.Tensor(t747, t743)  # t748: cpu f32[]
    t749 = aten.clamp.default(t748, None, 3.4028234663852886e+38)  # t749: cpu f32[]
    t750 = aten.where.self(t746, t749, t82)  # t750: cpu f32[]
    t751 = aten.reciprocal.default(t750)  # t751: cpu f32[]
    # end region 50 -> t742, t750, t751
    # region 51: te fc3fac076d998328, 1 ops
    t752 = aten._scaled_mm.default(t702, t734, t77, t83, None, None, torch.bfloat16)  # t752: cpu bf16[128, 192]
    # end region 51 -> t752
    # region 52: inductor 0778459588b44227, 26 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t753 = aten._unsafe_view.default(t727, [2, 64, 192])  # t753: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t754 = aten.silu.default(t753)  # t754: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t755 = aten._unsafe_view.default(t752, [2, 64, 192])  # t755: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t756 = aten.mul.Tensor(t754, t755)  # t756: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t757 = aten.view.default(t756, [128, 192])  # t757: cpu bf16[128, 192]
    t758 = aten.abs.default(t756)  # t758: cpu bf16[2, 64, 192]
    t759 = aten.amax.default(t758, [], False)  # t759: cpu bf16[]
    t760 = aten._to_copy.default(t759, dtype=torch.float32)  # t760: cpu f32[]
    t761 = aten.view.default(t760, [1])  # t761: cpu f32[1]
    t762 = aten.slice.Tensor(t84, 0, 1, 1024)  # t762: cpu f32[1023]
    t763 = aten.cat.default([t762, t761])  # t763: cpu f32[1024]
    t764 = aten.slice.Tensor(t763, 0, 1, 1024)  # t764: cpu f32[1023]
    t765 = aten.constant_pad_nd.default(t764, [1, 0], 0.0)  # t765: cpu f32[1024]
    t766 = aten.amax.default(t763, [0], False)  # t766: cpu f32[]
    t767 = aten.gt.Scalar(t766, 0.0)  # t767: cpu b8[]
    t768 = aten.le.Scalar(t766, 3.4028234663852886e+38)  # t768: cpu b8[]
    t769 = aten.logical_and.default(t767, t768)  # t769: cpu b8[]
    t770 = aten.full_like.default(t766, 448.0)  # t770: cpu f32[]
    t771 = aten.div.Tensor(t770, t766)  # t771: cpu f32[]
    t772 = aten.clamp.default(t771, None, 3.4028234663852886e+38)  # t772: cpu f32[]
    t773 = aten.where.self(t769, t772, t85)  # t773: cpu f32[]
    t774 = aten.reciprocal.default(t773)  # t774: cpu f32[]
    t775 = aten._to_copy.default(t757, dtype=torch.float32)  # t775: cpu f32[128, 192]
    t776 = aten.mul.Tensor(t775, t85)  # t776: cpu f32[128, 192]
    t777 = aten.clamp.default(t776, -448.0, 448.0)  # t777: cpu f32[128, 192]
    t778 = aten._to_copy.default(t777, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t778: cpu f8e4m3[128, 192]
    # end region 52 -> t753, t755, t765, t773, t774, t778
    # region 53: inductor ee6d2f9b7f706290, 7 ops
    t779 = aten.t.default(t18)  # t779: cpu bf16[192, 64]
    t780 = aten.t.default(t779)  # t780: cpu bf16[64, 192]
    t781 = aten._to_copy.default(t780, dtype=torch.float32)  # t781: cpu f32[64, 192]
    t782 = aten.mul.Tensor(t781, t88)  # t782: cpu f32[64, 192]
    t783 = aten.clamp.default(t782, -448.0, 448.0)  # t783: cpu f32[64, 192]
    t784 = aten._to_copy.default(t783, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t784: cpu f8e4m3[64, 192]
    t785 = aten.t.default(t784)  # t785: cpu f8e4m3[192, 64]
    # end region 53 -> t785
    # region 54: inductor 3bd3d52e7016fc36, 17 ops
    t786 = aten.abs.default(t18)  # t786: cpu bf16[64, 192]
    t787 = aten.amax.default(t786, [], False)  # t787: cpu bf16[]
    t788 = aten._to_copy.default(t787, dtype=torch.float32)  # t788: cpu f32[]
    t789 = aten.view.default(t788, [1])  # t789: cpu f32[1]
    t790 = aten.slice.Tensor(t87, 0, 1, 1024)  # t790: cpu f32[1023]
    t791 = aten.cat.default([t790, t789])  # t791: cpu f32[1024]
    t792 = aten.slice.Tensor(t791, 0, 1, 1024)  # t792: cpu f32[1023]
    t793 = aten.constant_pad_nd.default(t792, [1, 0], 0.0)  # t793: cpu f32[1024]
    t794 = aten.amax.default(t791, [0], False)  # t794: cpu f32[]
    t795 = aten.gt.Scalar(t794, 0.0)  # t795: cpu b8[]
    t796 = aten.le.Scalar(t794, 3.4028234663852886e+38)  # t796: cpu b8[]
    t797 = aten.logical_and.default(t795, t796)  # t797: cpu b8[]
    t798 = aten.full_like.default(t794, 448.0)  # t798: cpu f32[]
    t799 = aten.div.Tensor(t798, t794)  # t799: cpu f32[]
    t800 = aten.clamp.default(t799, None, 3.4028234663852886e+38)  # t800: cpu f32[]
    t801 = aten.where.self(t797, t800, t88)  # t801: cpu f32[]
    t802 = aten.reciprocal.default(t801)  # t802: cpu f32[]
    # end region 54 -> t793, t801, t802
    # region 55: te 2385b4854b50b7bc, 1 ops
    t803 = aten._scaled_mm.default(t778, t785, t86, t89, None, None, torch.bfloat16)  # t803: cpu bf16[128, 64]
    # end region 55 -> t803
    # region 56: inductor d3d40bcfac8ad0ba, 33 ops
    t804 = aten._unsafe_view.default(t803, [2, 64, 64])  # t804: cpu bf16[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:282
    t805 = aten.add.Tensor(t671, t804)  # t805: cpu bf16[2, 64, 64]
    # norm (RMSNorm), llama.py:160, 161, 162
    t806 = aten._to_copy.default(t805, dtype=torch.float32)  # t806: cpu f32[2, 64, 64]
    t807 = aten.pow.Tensor_Scalar(t806, 2)  # t807: cpu f32[2, 64, 64]
    t808 = aten.mean.dim(t807, [-1], True)  # t808: cpu f32[2, 64, 1]
    t809 = aten.add.Tensor(t808, 1e-05)  # t809: cpu f32[2, 64, 1]
    t810 = aten.rsqrt.default(t809)  # t810: cpu f32[2, 64, 1]
    t811 = aten.mul.Tensor(t806, t810)  # t811: cpu f32[2, 64, 64]
    t812 = aten._to_copy.default(t19, dtype=torch.float32)  # t812: cpu f32[64]
    t813 = aten.mul.Tensor(t811, t812)  # t813: cpu f32[2, 64, 64]
    t814 = aten._to_copy.default(t813, dtype=torch.bfloat16)  # t814: cpu bf16[2, 64, 64]
    # output (Linear), llama.py:308
    t815 = aten.view.default(t814, [128, 64])  # t815: cpu bf16[128, 64]
    t816 = aten.abs.default(t814)  # t816: cpu bf16[2, 64, 64]
    t817 = aten.amax.default(t816, [], False)  # t817: cpu bf16[]
    t818 = aten._to_copy.default(t817, dtype=torch.float32)  # t818: cpu f32[]
    t819 = aten.view.default(t818, [1])  # t819: cpu f32[1]
    t820 = aten.slice.Tensor(t90, 0, 1, 1024)  # t820: cpu f32[1023]
    t821 = aten.cat.default([t820, t819])  # t821: cpu f32[1024]
    t822 = aten.slice.Tensor(t821, 0, 1, 1024)  # t822: cpu f32[1023]
    t823 = aten.constant_pad_nd.default(t822, [1, 0], 0.0)  # t823: cpu f32[1024]
    t824 = aten.amax.default(t821, [0], False)  # t824: cpu f32[]
    t825 = aten.gt.Scalar(t824, 0.0)  # t825: cpu b8[]
    t826 = aten.le.Scalar(t824, 3.4028234663852886e+38)  # t826: cpu b8[]
    t827 = aten.logical_and.default(t825, t826)  # t827: cpu b8[]
    t828 = aten.full_like.default(t824, 448.0)  # t828: cpu f32[]
    t829 = aten.div.Tensor(t828, t824)  # t829: cpu f32[]
    t830 = aten.clamp.default(t829, None, 3.4028234663852886e+38)  # t830: cpu f32[]
    t831 = aten.where.self(t827, t830, t91)  # t831: cpu f32[]
    t832 = aten.reciprocal.default(t831)  # t832: cpu f32[]
    t833 = aten._to_copy.default(t815, dtype=torch.float32)  # t833: cpu f32[128, 64]
    t834 = aten.mul.Tensor(t833, t91)  # t834: cpu f32[128, 64]
    t835 = aten.clamp.default(t834, -448.0, 448.0)  # t835: cpu f32[128, 64]
    t836 = aten._to_copy.default(t835, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t836: cpu f8e4m3[128, 64]
    # end region 56 -> t805, t810, t823, t831, t832, t836
    # region 57: inductor 64980886da128544, 7 ops
    t837 = aten.t.default(t20)  # t837: cpu bf16[64, 256]
    t838 = aten.t.default(t837)  # t838: cpu bf16[256, 64]
    t839 = aten._to_copy.default(t838, dtype=torch.float32)  # t839: cpu f32[256, 64]
    t840 = aten.mul.Tensor(t839, t94)  # t840: cpu f32[256, 64]
    t841 = aten.clamp.default(t840, -448.0, 448.0)  # t841: cpu f32[256, 64]
    t842 = aten._to_copy.default(t841, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t842: cpu f8e4m3[256, 64]
    t843 = aten.t.default(t842)  # t843: cpu f8e4m3[64, 256]
    # end region 57 -> t843
    # region 58: inductor ac77ce4a45367e46, 17 ops
    t844 = aten.abs.default(t20)  # t844: cpu bf16[256, 64]
    t845 = aten.amax.default(t844, [], False)  # t845: cpu bf16[]
    t846 = aten._to_copy.default(t845, dtype=torch.float32)  # t846: cpu f32[]
    t847 = aten.view.default(t846, [1])  # t847: cpu f32[1]
    t848 = aten.slice.Tensor(t93, 0, 1, 1024)  # t848: cpu f32[1023]
    t849 = aten.cat.default([t848, t847])  # t849: cpu f32[1024]
    t850 = aten.slice.Tensor(t849, 0, 1, 1024)  # t850: cpu f32[1023]
    t851 = aten.constant_pad_nd.default(t850, [1, 0], 0.0)  # t851: cpu f32[1024]
    t852 = aten.amax.default(t849, [0], False)  # t852: cpu f32[]
    t853 = aten.gt.Scalar(t852, 0.0)  # t853: cpu b8[]
    t854 = aten.le.Scalar(t852, 3.4028234663852886e+38)  # t854: cpu b8[]
    t855 = aten.logical_and.default(t853, t854)  # t855: cpu b8[]
    t856 = aten.full_like.default(t852, 448.0)  # t856: cpu f32[]
    t857 = aten.div.Tensor(t856, t852)  # t857: cpu f32[]
    t858 = aten.clamp.default(t857, None, 3.4028234663852886e+38)  # t858: cpu f32[]
    t859 = aten.where.self(t855, t858, t94)  # t859: cpu f32[]
    t860 = aten.reciprocal.default(t859)  # t860: cpu f32[]
    # end region 58 -> t851, t859, t860
    # region 59: te a92f4ff90177b4d9, 1 ops
    t861 = aten._scaled_mm.default(t836, t843, t92, t95, None, None, torch.bfloat16)  # t861: cpu bf16[128, 256]
    # end region 59 -> t861
    t862 = aten._unsafe_view.default(t861, [2, 64, 256])  # t862: cpu bf16[2, 64, 256]
    return (t862, t159, t167, t168, t187, t195, t196, t231, t239, t240, t275, t283, t284, t310, t318, t319, t327, t335, t336, t357, t365, t366, t385, t393, t394, t410, t418, t419, t433, t441, t442, t461, t469, t470, t491, t499, t500, t519, t527, t528, t563, t571, t572, t607, t615, t616, t642, t650, t651, t659, t667, t668, t689, t697, t698, t717, t725, t726, t742, t750, t751, t765, t773, t774, t793, t801, t802, t823, t831, t832, t851, t859, t860, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t25, t26, t28, t29, t31, t32, t34, t35, t37, t38, t40, t41, t43, t44, t46, t47, t49, t50, t52, t53, t55, t56, t58, t59, t61, t62, t64, t65, t67, t68, t70, t71, t73, t74, t76, t77, t79, t80, t82, t83, t85, t86, t88, t89, t91, t92, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140, t141, t146, t285, t215, t259, t288, t289, t339, t344, t421, t423, t473, t478, t617, t547, t591, t620, t621, t671, t676, t753, t755, t805, t810)
    # t862: output 0
    # t159: carry amax_history:layers.0.attention.wq.weight:input
    # t167: carry scale:layers.0.attention.wq.weight:input
    # t168: carry scale_inv:layers.0.attention.wq.weight:input
    # t187: carry amax_history:layers.0.attention.wq.weight:weight
    # t195: carry scale:layers.0.attention.wq.weight:weight
    # t196: carry scale_inv:layers.0.attention.wq.weight:weight
    # t231: carry amax_history:layers.0.attention.wk.weight:weight
    # t239: carry scale:layers.0.attention.wk.weight:weight
    # t240: carry scale_inv:layers.0.attention.wk.weight:weight
    # t275: carry amax_history:layers.0.attention.wv.weight:weight
    # t283: carry scale:layers.0.attention.wv.weight:weight
    # t284: carry scale_inv:layers.0.attention.wv.weight:weight
    # t310: carry amax_history:layers.0.attention.wo.weight:input
    # t318: carry scale:layers.0.attention.wo.weight:input
    # t319: carry scale_inv:layers.0.attention.wo.weight:input
    # t327: carry amax_history:layers.0.attention.wo.weight:weight
    # t335: carry scale:layers.0.attention.wo.weight:weight
    # t336: carry scale_inv:layers.0.attention.wo.weight:weight
    # t357: carry amax_history:layers.0.feed_forward.w1.weight:input
    # t365: carry scale:layers.0.feed_forward.w1.weight:input
    # t366: carry scale_inv:layers.0.feed_forward.w1.weight:input
    # t385: carry amax_history:layers.0.feed_forward.w1.weight:weight
    # t393: carry scale:layers.0.feed_forward.w1.weight:weight
    # t394: carry scale_inv:layers.0.feed_forward.w1.weight:weight
    # t410: carry amax_history:layers.0.feed_forward.w3.weight:weight
    # t418: carry scale:layers.0.feed_forward.w3.weight:weight
    # t419: carry scale_inv:layers.0.feed_forward.w3.weight:weight
    # t433: carry amax_history:layers.0.feed_forward.w2.weight:input
    # t441: carry scale:layers.0.feed_forward.w2.weight:input
    # t442: carry scale_inv:layers.0.feed_forward.w2.weight:input
    # t461: carry amax_history:layers.0.feed_forward.w2.weight:weight
    # t469: carry scale:layers.0.feed_forward.w2.weight:weight
    # t470: carry scale_inv:layers.0.feed_forward.w2.weight:weight
    # t491: carry amax_history:layers.1.attention.wq.weight:input
    # t499: carry scale:layers.1.attention.wq.weight:input
    # t500: carry scale_inv:layers.1.attention.wq.weight:input
    # t519: carry amax_history:layers.1.attention.wq.weight:weight
    # t527: carry scale:layers.1.attention.wq.weight:weight
    # t528: carry scale_inv:layers.1.attention.wq.weight:weight
    # t563: carry amax_history:layers.1.attention.wk.weight:weight
    # t571: carry scale:layers.1.attention.wk.weight:weight
    # t572: carry scale_inv:layers.1.attention.wk.weight:weight
    # t607: carry amax_history:layers.1.attention.wv.weight:weight
    # t615: carry scale:layers.1.attention.wv.weight:weight
    # t616: carry scale_inv:layers.1.attention.wv.weight:weight
    # t642: carry amax_history:layers.1.attention.wo.weight:input
    # t650: carry scale:layers.1.attention.wo.weight:input
    # t651: carry scale_inv:layers.1.attention.wo.weight:input
    # t659: carry amax_history:layers.1.attention.wo.weight:weight
    # t667: carry scale:layers.1.attention.wo.weight:weight
    # t668: carry scale_inv:layers.1.attention.wo.weight:weight
    # t689: carry amax_history:layers.1.feed_forward.w1.weight:input
    # t697: carry scale:layers.1.feed_forward.w1.weight:input
    # t698: carry scale_inv:layers.1.feed_forward.w1.weight:input
    # t717: carry amax_history:layers.1.feed_forward.w1.weight:weight
    # t725: carry scale:layers.1.feed_forward.w1.weight:weight
    # t726: carry scale_inv:layers.1.feed_forward.w1.weight:weight
    # t742: carry amax_history:layers.1.feed_forward.w3.weight:weight
    # t750: carry scale:layers.1.feed_forward.w3.weight:weight
    # t751: carry scale_inv:layers.1.feed_forward.w3.weight:weight
    # t765: carry amax_history:layers.1.feed_forward.w2.weight:input
    # t773: carry scale:layers.1.feed_forward.w2.weight:input
    # t774: carry scale_inv:layers.1.feed_forward.w2.weight:input
    # t793: carry amax_history:layers.1.feed_forward.w2.weight:weight
    # t801: carry scale:layers.1.feed_forward.w2.weight:weight
    # t802: carry scale_inv:layers.1.feed_forward.w2.weight:weight
    # t823: carry amax_history:output.weight:input
    # t831: carry scale:output.weight:input
    # t832: carry scale_inv:output.weight:input
    # t851: carry amax_history:output.weight:weight
    # t859: carry scale:output.weight:weight
    # t860: carry scale_inv:output.weight:weight
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
    # t25: saved 23
    # t26: saved 24
    # t28: saved 25
    # t29: saved 26
    # t31: saved 27
    # t32: saved 28
    # t34: saved 29
    # t35: saved 30
    # t37: saved 31
    # t38: saved 32
    # t40: saved 33
    # t41: saved 34
    # t43: saved 35
    # t44: saved 36
    # t46: saved 37
    # t47: saved 38
    # t49: saved 39
    # t50: saved 40
    # t52: saved 41
    # t53: saved 42
    # t55: saved 43
    # t56: saved 44
    # t58: saved 45
    # t59: saved 46
    # t61: saved 47
    # t62: saved 48
    # t64: saved 49
    # t65: saved 50
    # t67: saved 51
    # t68: saved 52
    # t70: saved 53
    # t71: saved 54
    # t73: saved 55
    # t74: saved 56
    # t76: saved 57
    # t77: saved 58
    # t79: saved 59
    # t80: saved 60
    # t82: saved 61
    # t83: saved 62
    # t85: saved 63
    # t86: saved 64
    # t88: saved 65
    # t89: saved 66
    # t91: saved 67
    # t92: saved 68
    # t94: saved 69
    # t95: saved 70
    # t96: saved 71
    # t97: saved 72
    # t98: saved 73
    # t99: saved 74
    # t100: saved 75
    # t101: saved 76
    # t102: saved 77
    # t103: saved 78
    # t104: saved 79
    # t105: saved 80
    # t106: saved 81
    # t107: saved 82
    # t108: saved 83
    # t109: saved 84
    # t110: saved 85
    # t111: saved 86
    # t112: saved 87
    # t113: saved 88
    # t114: saved 89
    # t115: saved 90
    # t116: saved 91
    # t117: saved 92
    # t118: saved 93
    # t119: saved 94
    # t120: saved 95
    # t121: saved 96
    # t122: saved 97
    # t123: saved 98
    # t124: saved 99
    # t125: saved 100
    # t126: saved 101
    # t127: saved 102
    # t128: saved 103
    # t129: saved 104
    # t130: saved 105
    # t131: saved 106
    # t132: saved 107
    # t133: saved 108
    # t134: saved 109
    # t135: saved 110
    # t136: saved 111
    # t137: saved 112
    # t138: saved 113
    # t139: saved 114
    # t140: saved 115
    # t141: saved 116
    # t146: saved 117
    # t285: saved 118
    # t215: saved 119
    # t259: saved 120
    # t288: saved 121
    # t289: saved 122
    # t339: saved 123
    # t344: saved 124
    # t421: saved 125
    # t423: saved 126
    # t473: saved 127
    # t478: saved 128
    # t617: saved 129
    # t547: saved 130
    # t591: saved 131
    # t620: saved 132
    # t621: saved 133
    # t671: saved 134
    # t676: saved 135
    # t753: saved 136
    # t755: saved 137
    # t805: saved 138
    # t810: saved 139
