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
    # tok_embeddings (Embedding), llama.py:280
    t141 = aten.embedding.default(t0, t23)  # t141: cpu bf16[2, 64, 64]
    # region 0: inductor 17296b6c21f0223f, 32 ops
    # layers.0.attention_norm (RMSNorm), llama.py:151, 152, 153
    t142 = aten._to_copy.default(t141, dtype=torch.float32)  # t142: cpu f32[2, 64, 64]
    t143 = aten.pow.Tensor_Scalar(t142, 2)  # t143: cpu f32[2, 64, 64]
    t144 = aten.mean.dim(t143, [-1], True)  # t144: cpu f32[2, 64, 1]
    t145 = aten.add.Tensor(t144, 1e-05)  # t145: cpu f32[2, 64, 1]
    t146 = aten.rsqrt.default(t145)  # t146: cpu f32[2, 64, 1]
    t147 = aten.mul.Tensor(t142, t146)  # t147: cpu f32[2, 64, 64]
    t148 = aten._to_copy.default(t1, dtype=torch.float32)  # t148: cpu f32[64]
    t149 = aten.mul.Tensor(t147, t148)  # t149: cpu f32[2, 64, 64]
    t150 = aten._to_copy.default(t149, dtype=torch.bfloat16)  # t150: cpu bf16[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:219
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
    t161 = aten.ne.Scalar(t154, 0.0)  # t161: cpu b8[]
    t162 = aten.where.self(t161, t159, t24)  # t162: cpu f32[1024]
    t163 = aten.le.Scalar(t160, 3.4028234663852886e+38)  # t163: cpu b8[]
    t164 = aten.logical_and.default(t161, t163)  # t164: cpu b8[]
    t165 = aten.full_like.default(t160, 448.0)  # t165: cpu f32[]
    t166 = aten.div.Tensor(t165, t160)  # t166: cpu f32[]
    t167 = aten.clamp.default(t166, None, 3.4028234663852886e+38)  # t167: cpu f32[]
    t168 = aten.where.self(t164, t167, t25)  # t168: cpu f32[]
    t169 = aten.reciprocal.default(t168)  # t169: cpu f32[]
    t170 = aten._to_copy.default(t151, dtype=torch.float32)  # t170: cpu f32[128, 64]
    t171 = aten.mul.Tensor(t170, t25)  # t171: cpu f32[128, 64]
    t172 = aten.clamp.default(t171, -448.0, 448.0)  # t172: cpu f32[128, 64]
    t173 = aten._to_copy.default(t172, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t173: cpu f8e4m3[128, 64]
    # end region 0 -> t144, t162, t168, t169, t173
    # region 1: inductor 72b44c9b75791614, 7 ops
    t174 = aten.t.default(t2)  # t174: cpu bf16[64, 64]
    t175 = aten.t.default(t174)  # t175: cpu bf16[64, 64]
    t176 = aten._to_copy.default(t175, dtype=torch.float32)  # t176: cpu f32[64, 64]
    t177 = aten.mul.Tensor(t176, t28)  # t177: cpu f32[64, 64]
    t178 = aten.clamp.default(t177, -448.0, 448.0)  # t178: cpu f32[64, 64]
    t179 = aten._to_copy.default(t178, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t179: cpu f8e4m3[64, 64]
    t180 = aten.t.default(t179)  # t180: cpu f8e4m3[64, 64]
    # end region 1 -> t180
    # region 2: inductor 0255e090c4ef7396, 18 ops
    t181 = aten.abs.default(t2)  # t181: cpu bf16[64, 64]
    t182 = aten.amax.default(t181, [], False)  # t182: cpu bf16[]
    t183 = aten._to_copy.default(t182, dtype=torch.float32)  # t183: cpu f32[]
    t184 = aten.view.default(t183, [1])  # t184: cpu f32[1]
    t185 = aten.slice.Tensor(t27, 0, 1, 1024)  # t185: cpu f32[1023]
    t186 = aten.cat.default([t185, t184])  # t186: cpu f32[1024]
    t187 = aten.slice.Tensor(t186, 0, 1, 1024)  # t187: cpu f32[1023]
    t188 = aten.constant_pad_nd.default(t187, [1, 0], 0.0)  # t188: cpu f32[1024]
    t189 = aten.amax.default(t186, [0], False)  # t189: cpu f32[]
    t190 = aten.ne.Scalar(t183, 0.0)  # t190: cpu b8[]
    t191 = aten.where.self(t190, t188, t27)  # t191: cpu f32[1024]
    t192 = aten.le.Scalar(t189, 3.4028234663852886e+38)  # t192: cpu b8[]
    t193 = aten.logical_and.default(t190, t192)  # t193: cpu b8[]
    t194 = aten.full_like.default(t189, 448.0)  # t194: cpu f32[]
    t195 = aten.div.Tensor(t194, t189)  # t195: cpu f32[]
    t196 = aten.clamp.default(t195, None, 3.4028234663852886e+38)  # t196: cpu f32[]
    t197 = aten.where.self(t193, t196, t28)  # t197: cpu f32[]
    t198 = aten.reciprocal.default(t197)  # t198: cpu f32[]
    # end region 2 -> t191, t197, t198
    # region 3: te ebbfb853f1a998ae, 1 ops
    t199 = aten._scaled_mm.default(t173, t180, t26, t29, None, None, torch.bfloat16)  # t199: cpu bf16[128, 64]
    # end region 3 -> t199
    # region 4: inductor 3cf3e943774b5f8b, 19 ops
    # rope (RotaryEmbedding), llama.py:186
    t200 = aten.slice.Tensor(t21, 0, 0, 64)  # t200: cpu bf16[64, 8]
    t201 = aten.slice.Tensor(t22, 0, 0, 64)  # t201: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:219, 196, 197, 198, 199, 200, ...
    t202 = aten.view.default(t199, [2, 64, 4, 16])  # t202: cpu bf16[2, 64, 4, 16]
    t203 = aten._to_copy.default(t202, dtype=torch.float32)  # t203: cpu f32[2, 64, 4, 16]
    t204 = aten.view.default(t203, [2, 64, 4, 8, 2])  # t204: cpu f32[2, 64, 4, 8, 2]
    t205 = aten.select.int(t204, 4, 0)  # t205: cpu f32[2, 64, 4, 8]
    t206 = aten.select.int(t204, 4, 1)  # t206: cpu f32[2, 64, 4, 8]
    t207 = aten.view.default(t200, [1, 64, 1, 8])  # t207: cpu bf16[1, 64, 1, 8]
    t208 = aten.view.default(t201, [1, 64, 1, 8])  # t208: cpu bf16[1, 64, 1, 8]
    t209 = aten.mul.Tensor(t205, t207)  # t209: cpu f32[2, 64, 4, 8]
    t210 = aten.mul.Tensor(t206, t208)  # t210: cpu f32[2, 64, 4, 8]
    t211 = aten.sub.Tensor(t209, t210)  # t211: cpu f32[2, 64, 4, 8]
    t212 = aten.mul.Tensor(t205, t208)  # t212: cpu f32[2, 64, 4, 8]
    t213 = aten.mul.Tensor(t206, t207)  # t213: cpu f32[2, 64, 4, 8]
    t214 = aten.add.Tensor(t212, t213)  # t214: cpu f32[2, 64, 4, 8]
    t215 = aten.stack.default([t211, t214], -1)  # t215: cpu f32[2, 64, 4, 8, 2]
    t216 = aten.view.default(t215, [2, 64, 4, 16])  # t216: cpu f32[2, 64, 4, 16]
    t217 = aten._to_copy.default(t216, dtype=torch.bfloat16)  # t217: cpu bf16[2, 64, 4, 16]
    t218 = aten.transpose.int(t217, 1, 2)  # t218: cpu bf16[2, 4, 64, 16]
    # end region 4 -> t217, t218
    # region 5: inductor 5a8ca7bf80805b6b, 7 ops
    # layers.0.attention.wk (Linear), llama.py:220
    t219 = aten.t.default(t3)  # t219: cpu bf16[64, 32]
    t220 = aten.t.default(t219)  # t220: cpu bf16[32, 64]
    t221 = aten._to_copy.default(t220, dtype=torch.float32)  # t221: cpu f32[32, 64]
    t222 = aten.mul.Tensor(t221, t31)  # t222: cpu f32[32, 64]
    t223 = aten.clamp.default(t222, -448.0, 448.0)  # t223: cpu f32[32, 64]
    t224 = aten._to_copy.default(t223, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t224: cpu f8e4m3[32, 64]
    t225 = aten.t.default(t224)  # t225: cpu f8e4m3[64, 32]
    # end region 5 -> t225
    # region 6: inductor 337881be5bf8173d, 18 ops
    t226 = aten.abs.default(t3)  # t226: cpu bf16[32, 64]
    t227 = aten.amax.default(t226, [], False)  # t227: cpu bf16[]
    t228 = aten._to_copy.default(t227, dtype=torch.float32)  # t228: cpu f32[]
    t229 = aten.view.default(t228, [1])  # t229: cpu f32[1]
    t230 = aten.slice.Tensor(t30, 0, 1, 1024)  # t230: cpu f32[1023]
    t231 = aten.cat.default([t230, t229])  # t231: cpu f32[1024]
    t232 = aten.slice.Tensor(t231, 0, 1, 1024)  # t232: cpu f32[1023]
    t233 = aten.constant_pad_nd.default(t232, [1, 0], 0.0)  # t233: cpu f32[1024]
    t234 = aten.amax.default(t231, [0], False)  # t234: cpu f32[]
    t235 = aten.ne.Scalar(t228, 0.0)  # t235: cpu b8[]
    t236 = aten.where.self(t235, t233, t30)  # t236: cpu f32[1024]
    t237 = aten.le.Scalar(t234, 3.4028234663852886e+38)  # t237: cpu b8[]
    t238 = aten.logical_and.default(t235, t237)  # t238: cpu b8[]
    t239 = aten.full_like.default(t234, 448.0)  # t239: cpu f32[]
    t240 = aten.div.Tensor(t239, t234)  # t240: cpu f32[]
    t241 = aten.clamp.default(t240, None, 3.4028234663852886e+38)  # t241: cpu f32[]
    t242 = aten.where.self(t238, t241, t31)  # t242: cpu f32[]
    t243 = aten.reciprocal.default(t242)  # t243: cpu f32[]
    # end region 6 -> t236, t242, t243
    # region 7: te e0f58013a674277a, 1 ops
    t244 = aten._scaled_mm.default(t173, t225, t26, t32, None, None, torch.bfloat16)  # t244: cpu bf16[128, 32]
    # end region 7 -> t244
    # region 8: inductor ee421aad93d28576, 19 ops
    # rope (RotaryEmbedding), llama.py:186
    t245 = aten.slice.Tensor(t21, 0, 0, 64)  # t245: cpu bf16[64, 8]
    t246 = aten.slice.Tensor(t22, 0, 0, 64)  # t246: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:220, 198, 199, 196, 197, 200, ...
    t247 = aten.view.default(t244, [2, 64, 2, 16])  # t247: cpu bf16[2, 64, 2, 16]
    t248 = aten.view.default(t245, [1, 64, 1, 8])  # t248: cpu bf16[1, 64, 1, 8]
    t249 = aten.view.default(t246, [1, 64, 1, 8])  # t249: cpu bf16[1, 64, 1, 8]
    t250 = aten._to_copy.default(t247, dtype=torch.float32)  # t250: cpu f32[2, 64, 2, 16]
    t251 = aten.view.default(t250, [2, 64, 2, 8, 2])  # t251: cpu f32[2, 64, 2, 8, 2]
    t252 = aten.select.int(t251, 4, 0)  # t252: cpu f32[2, 64, 2, 8]
    t253 = aten.select.int(t251, 4, 1)  # t253: cpu f32[2, 64, 2, 8]
    t254 = aten.mul.Tensor(t252, t248)  # t254: cpu f32[2, 64, 2, 8]
    t255 = aten.mul.Tensor(t253, t249)  # t255: cpu f32[2, 64, 2, 8]
    t256 = aten.sub.Tensor(t254, t255)  # t256: cpu f32[2, 64, 2, 8]
    t257 = aten.mul.Tensor(t252, t249)  # t257: cpu f32[2, 64, 2, 8]
    t258 = aten.mul.Tensor(t253, t248)  # t258: cpu f32[2, 64, 2, 8]
    t259 = aten.add.Tensor(t257, t258)  # t259: cpu f32[2, 64, 2, 8]
    t260 = aten.stack.default([t256, t259], -1)  # t260: cpu f32[2, 64, 2, 8, 2]
    t261 = aten.view.default(t260, [2, 64, 2, 16])  # t261: cpu f32[2, 64, 2, 16]
    t262 = aten._to_copy.default(t261, dtype=torch.bfloat16)  # t262: cpu bf16[2, 64, 2, 16]
    t263 = aten.transpose.int(t262, 1, 2)  # t263: cpu bf16[2, 2, 64, 16]
    # end region 8 -> t262, t263
    # region 9: inductor 5a8ca7bf80805b6b, 7 ops
    # layers.0.attention.wv (Linear), llama.py:221
    t264 = aten.t.default(t4)  # t264: cpu bf16[64, 32]
    t265 = aten.t.default(t264)  # t265: cpu bf16[32, 64]
    t266 = aten._to_copy.default(t265, dtype=torch.float32)  # t266: cpu f32[32, 64]
    t267 = aten.mul.Tensor(t266, t34)  # t267: cpu f32[32, 64]
    t268 = aten.clamp.default(t267, -448.0, 448.0)  # t268: cpu f32[32, 64]
    t269 = aten._to_copy.default(t268, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t269: cpu f8e4m3[32, 64]
    t270 = aten.t.default(t269)  # t270: cpu f8e4m3[64, 32]
    # end region 9 -> t270
    # region 10: inductor 337881be5bf8173d, 18 ops
    t271 = aten.abs.default(t4)  # t271: cpu bf16[32, 64]
    t272 = aten.amax.default(t271, [], False)  # t272: cpu bf16[]
    t273 = aten._to_copy.default(t272, dtype=torch.float32)  # t273: cpu f32[]
    t274 = aten.view.default(t273, [1])  # t274: cpu f32[1]
    t275 = aten.slice.Tensor(t33, 0, 1, 1024)  # t275: cpu f32[1023]
    t276 = aten.cat.default([t275, t274])  # t276: cpu f32[1024]
    t277 = aten.slice.Tensor(t276, 0, 1, 1024)  # t277: cpu f32[1023]
    t278 = aten.constant_pad_nd.default(t277, [1, 0], 0.0)  # t278: cpu f32[1024]
    t279 = aten.amax.default(t276, [0], False)  # t279: cpu f32[]
    t280 = aten.ne.Scalar(t273, 0.0)  # t280: cpu b8[]
    t281 = aten.where.self(t280, t278, t33)  # t281: cpu f32[1024]
    t282 = aten.le.Scalar(t279, 3.4028234663852886e+38)  # t282: cpu b8[]
    t283 = aten.logical_and.default(t280, t282)  # t283: cpu b8[]
    t284 = aten.full_like.default(t279, 448.0)  # t284: cpu f32[]
    t285 = aten.div.Tensor(t284, t279)  # t285: cpu f32[]
    t286 = aten.clamp.default(t285, None, 3.4028234663852886e+38)  # t286: cpu f32[]
    t287 = aten.where.self(t283, t286, t34)  # t287: cpu f32[]
    t288 = aten.reciprocal.default(t287)  # t288: cpu f32[]
    # end region 10 -> t281, t287, t288
    # region 11: te e0f58013a674277a, 1 ops
    t289 = aten._scaled_mm.default(t173, t270, t26, t35, None, None, torch.bfloat16)  # t289: cpu bf16[128, 32]
    # end region 11 -> t289
    # layers.0.attention (Attention), llama.py:221, 224, 230
    t290 = aten.view.default(t289, [2, 64, 2, 16])  # t290: cpu bf16[2, 64, 2, 16]
    t291 = aten.transpose.int(t290, 1, 2)  # t291: cpu bf16[2, 2, 64, 16]
    t292, t293 = aotc.sdpa.default(t218, t263, t291, None, True, None)  # t292: cpu bf16[2, 4, 64, 16], t293: cpu f32[2, 4, 64]
    # region 12: inductor 003adb681120fa07, 6 ops
    t294 = aten.transpose.int(t292, 1, 2)  # t294: cpu bf16[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:231
    t295 = aten.view.default(t294, [128, 64])  # t295: cpu bf16[128, 64]
    t296 = aten._to_copy.default(t295, dtype=torch.float32)  # t296: cpu f32[128, 64]
    t297 = aten.mul.Tensor(t296, t37)  # t297: cpu f32[128, 64]
    t298 = aten.clamp.default(t297, -448.0, 448.0)  # t298: cpu f32[128, 64]
    t299 = aten._to_copy.default(t298, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t299: cpu f8e4m3[128, 64]
    # end region 12 -> t299
    # region 13: inductor 72b44c9b75791614, 7 ops
    t300 = aten.t.default(t5)  # t300: cpu bf16[64, 64]
    t301 = aten.t.default(t300)  # t301: cpu bf16[64, 64]
    t302 = aten._to_copy.default(t301, dtype=torch.float32)  # t302: cpu f32[64, 64]
    t303 = aten.mul.Tensor(t302, t40)  # t303: cpu f32[64, 64]
    t304 = aten.clamp.default(t303, -448.0, 448.0)  # t304: cpu f32[64, 64]
    t305 = aten._to_copy.default(t304, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t305: cpu f8e4m3[64, 64]
    t306 = aten.t.default(t305)  # t306: cpu f8e4m3[64, 64]
    # end region 13 -> t306
    # region 14: inductor 380db0da6f27327f, 18 ops
    t307 = aten.abs.default(t292)  # t307: cpu bf16[2, 4, 64, 16]
    t308 = aten.amax.default(t307, [], False)  # t308: cpu bf16[]
    t309 = aten._to_copy.default(t308, dtype=torch.float32)  # t309: cpu f32[]
    t310 = aten.view.default(t309, [1])  # t310: cpu f32[1]
    t311 = aten.slice.Tensor(t36, 0, 1, 1024)  # t311: cpu f32[1023]
    t312 = aten.cat.default([t311, t310])  # t312: cpu f32[1024]
    t313 = aten.slice.Tensor(t312, 0, 1, 1024)  # t313: cpu f32[1023]
    t314 = aten.constant_pad_nd.default(t313, [1, 0], 0.0)  # t314: cpu f32[1024]
    t315 = aten.amax.default(t312, [0], False)  # t315: cpu f32[]
    t316 = aten.ne.Scalar(t309, 0.0)  # t316: cpu b8[]
    t317 = aten.where.self(t316, t314, t36)  # t317: cpu f32[1024]
    t318 = aten.le.Scalar(t315, 3.4028234663852886e+38)  # t318: cpu b8[]
    t319 = aten.logical_and.default(t316, t318)  # t319: cpu b8[]
    t320 = aten.full_like.default(t315, 448.0)  # t320: cpu f32[]
    t321 = aten.div.Tensor(t320, t315)  # t321: cpu f32[]
    t322 = aten.clamp.default(t321, None, 3.4028234663852886e+38)  # t322: cpu f32[]
    t323 = aten.where.self(t319, t322, t37)  # t323: cpu f32[]
    t324 = aten.reciprocal.default(t323)  # t324: cpu f32[]
    # end region 14 -> t317, t323, t324
    # region 15: inductor 0255e090c4ef7396, 18 ops
    t325 = aten.abs.default(t5)  # t325: cpu bf16[64, 64]
    t326 = aten.amax.default(t325, [], False)  # t326: cpu bf16[]
    t327 = aten._to_copy.default(t326, dtype=torch.float32)  # t327: cpu f32[]
    t328 = aten.view.default(t327, [1])  # t328: cpu f32[1]
    t329 = aten.slice.Tensor(t39, 0, 1, 1024)  # t329: cpu f32[1023]
    t330 = aten.cat.default([t329, t328])  # t330: cpu f32[1024]
    t331 = aten.slice.Tensor(t330, 0, 1, 1024)  # t331: cpu f32[1023]
    t332 = aten.constant_pad_nd.default(t331, [1, 0], 0.0)  # t332: cpu f32[1024]
    t333 = aten.amax.default(t330, [0], False)  # t333: cpu f32[]
    t334 = aten.ne.Scalar(t327, 0.0)  # t334: cpu b8[]
    t335 = aten.where.self(t334, t332, t39)  # t335: cpu f32[1024]
    t336 = aten.le.Scalar(t333, 3.4028234663852886e+38)  # t336: cpu b8[]
    t337 = aten.logical_and.default(t334, t336)  # t337: cpu b8[]
    t338 = aten.full_like.default(t333, 448.0)  # t338: cpu f32[]
    t339 = aten.div.Tensor(t338, t333)  # t339: cpu f32[]
    t340 = aten.clamp.default(t339, None, 3.4028234663852886e+38)  # t340: cpu f32[]
    t341 = aten.where.self(t337, t340, t40)  # t341: cpu f32[]
    t342 = aten.reciprocal.default(t341)  # t342: cpu f32[]
    # end region 15 -> t335, t341, t342
    # region 16: te ebbfb853f1a998ae, 1 ops
    t343 = aten._scaled_mm.default(t299, t306, t38, t41, None, None, torch.bfloat16)  # t343: cpu bf16[128, 64]
    # end region 16 -> t343
    # region 17: inductor c731fcfa12f158b3, 34 ops
    t344 = aten._unsafe_view.default(t343, [2, 64, 64])  # t344: cpu bf16[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:256
    t345 = aten.add.Tensor(t141, t344)  # t345: cpu bf16[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:151, 152, 153
    t346 = aten._to_copy.default(t345, dtype=torch.float32)  # t346: cpu f32[2, 64, 64]
    t347 = aten.pow.Tensor_Scalar(t346, 2)  # t347: cpu f32[2, 64, 64]
    t348 = aten.mean.dim(t347, [-1], True)  # t348: cpu f32[2, 64, 1]
    t349 = aten.add.Tensor(t348, 1e-05)  # t349: cpu f32[2, 64, 1]
    t350 = aten.rsqrt.default(t349)  # t350: cpu f32[2, 64, 1]
    t351 = aten.mul.Tensor(t346, t350)  # t351: cpu f32[2, 64, 64]
    t352 = aten._to_copy.default(t6, dtype=torch.float32)  # t352: cpu f32[64]
    t353 = aten.mul.Tensor(t351, t352)  # t353: cpu f32[2, 64, 64]
    t354 = aten._to_copy.default(t353, dtype=torch.bfloat16)  # t354: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t355 = aten.view.default(t354, [128, 64])  # t355: cpu bf16[128, 64]
    t356 = aten.abs.default(t354)  # t356: cpu bf16[2, 64, 64]
    t357 = aten.amax.default(t356, [], False)  # t357: cpu bf16[]
    t358 = aten._to_copy.default(t357, dtype=torch.float32)  # t358: cpu f32[]
    t359 = aten.view.default(t358, [1])  # t359: cpu f32[1]
    t360 = aten.slice.Tensor(t42, 0, 1, 1024)  # t360: cpu f32[1023]
    t361 = aten.cat.default([t360, t359])  # t361: cpu f32[1024]
    t362 = aten.slice.Tensor(t361, 0, 1, 1024)  # t362: cpu f32[1023]
    t363 = aten.constant_pad_nd.default(t362, [1, 0], 0.0)  # t363: cpu f32[1024]
    t364 = aten.amax.default(t361, [0], False)  # t364: cpu f32[]
    t365 = aten.ne.Scalar(t358, 0.0)  # t365: cpu b8[]
    t366 = aten.where.self(t365, t363, t42)  # t366: cpu f32[1024]
    t367 = aten.le.Scalar(t364, 3.4028234663852886e+38)  # t367: cpu b8[]
    t368 = aten.logical_and.default(t365, t367)  # t368: cpu b8[]
    t369 = aten.full_like.default(t364, 448.0)  # t369: cpu f32[]
    t370 = aten.div.Tensor(t369, t364)  # t370: cpu f32[]
    t371 = aten.clamp.default(t370, None, 3.4028234663852886e+38)  # t371: cpu f32[]
    t372 = aten.where.self(t368, t371, t43)  # t372: cpu f32[]
    t373 = aten.reciprocal.default(t372)  # t373: cpu f32[]
    t374 = aten._to_copy.default(t355, dtype=torch.float32)  # t374: cpu f32[128, 64]
    t375 = aten.mul.Tensor(t374, t43)  # t375: cpu f32[128, 64]
    t376 = aten.clamp.default(t375, -448.0, 448.0)  # t376: cpu f32[128, 64]
    t377 = aten._to_copy.default(t376, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t377: cpu f8e4m3[128, 64]
    # end region 17 -> t345, t348, t366, t372, t373, t377
    # region 18: inductor cdae10b18ac3d566, 7 ops
    t378 = aten.t.default(t7)  # t378: cpu bf16[64, 192]
    t379 = aten.t.default(t378)  # t379: cpu bf16[192, 64]
    t380 = aten._to_copy.default(t379, dtype=torch.float32)  # t380: cpu f32[192, 64]
    t381 = aten.mul.Tensor(t380, t46)  # t381: cpu f32[192, 64]
    t382 = aten.clamp.default(t381, -448.0, 448.0)  # t382: cpu f32[192, 64]
    t383 = aten._to_copy.default(t382, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t383: cpu f8e4m3[192, 64]
    t384 = aten.t.default(t383)  # t384: cpu f8e4m3[64, 192]
    # end region 18 -> t384
    # region 19: inductor 90d4f4d8c1e8e988, 18 ops
    t385 = aten.abs.default(t7)  # t385: cpu bf16[192, 64]
    t386 = aten.amax.default(t385, [], False)  # t386: cpu bf16[]
    t387 = aten._to_copy.default(t386, dtype=torch.float32)  # t387: cpu f32[]
    t388 = aten.view.default(t387, [1])  # t388: cpu f32[1]
    t389 = aten.slice.Tensor(t45, 0, 1, 1024)  # t389: cpu f32[1023]
    t390 = aten.cat.default([t389, t388])  # t390: cpu f32[1024]
    t391 = aten.slice.Tensor(t390, 0, 1, 1024)  # t391: cpu f32[1023]
    t392 = aten.constant_pad_nd.default(t391, [1, 0], 0.0)  # t392: cpu f32[1024]
    t393 = aten.amax.default(t390, [0], False)  # t393: cpu f32[]
    t394 = aten.ne.Scalar(t387, 0.0)  # t394: cpu b8[]
    t395 = aten.where.self(t394, t392, t45)  # t395: cpu f32[1024]
    t396 = aten.le.Scalar(t393, 3.4028234663852886e+38)  # t396: cpu b8[]
    t397 = aten.logical_and.default(t394, t396)  # t397: cpu b8[]
    t398 = aten.full_like.default(t393, 448.0)  # t398: cpu f32[]
    t399 = aten.div.Tensor(t398, t393)  # t399: cpu f32[]
    t400 = aten.clamp.default(t399, None, 3.4028234663852886e+38)  # t400: cpu f32[]
    t401 = aten.where.self(t397, t400, t46)  # t401: cpu f32[]
    t402 = aten.reciprocal.default(t401)  # t402: cpu f32[]
    # end region 19 -> t395, t401, t402
    # region 20: te fc3fac076d998328, 1 ops
    t403 = aten._scaled_mm.default(t377, t384, t44, t47, None, None, torch.bfloat16)  # t403: cpu bf16[128, 192]
    # end region 20 -> t403
    # region 21: inductor cdae10b18ac3d566, 7 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t404 = aten.t.default(t8)  # t404: cpu bf16[64, 192]
    t405 = aten.t.default(t404)  # t405: cpu bf16[192, 64]
    t406 = aten._to_copy.default(t405, dtype=torch.float32)  # t406: cpu f32[192, 64]
    t407 = aten.mul.Tensor(t406, t49)  # t407: cpu f32[192, 64]
    t408 = aten.clamp.default(t407, -448.0, 448.0)  # t408: cpu f32[192, 64]
    t409 = aten._to_copy.default(t408, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t409: cpu f8e4m3[192, 64]
    t410 = aten.t.default(t409)  # t410: cpu f8e4m3[64, 192]
    # end region 21 -> t410
    # region 22: inductor 90d4f4d8c1e8e988, 18 ops
    t411 = aten.abs.default(t8)  # t411: cpu bf16[192, 64]
    t412 = aten.amax.default(t411, [], False)  # t412: cpu bf16[]
    t413 = aten._to_copy.default(t412, dtype=torch.float32)  # t413: cpu f32[]
    t414 = aten.view.default(t413, [1])  # t414: cpu f32[1]
    t415 = aten.slice.Tensor(t48, 0, 1, 1024)  # t415: cpu f32[1023]
    t416 = aten.cat.default([t415, t414])  # t416: cpu f32[1024]
    t417 = aten.slice.Tensor(t416, 0, 1, 1024)  # t417: cpu f32[1023]
    t418 = aten.constant_pad_nd.default(t417, [1, 0], 0.0)  # t418: cpu f32[1024]
    t419 = aten.amax.default(t416, [0], False)  # t419: cpu f32[]
    t420 = aten.ne.Scalar(t413, 0.0)  # t420: cpu b8[]
    t421 = aten.where.self(t420, t418, t48)  # t421: cpu f32[1024]
    t422 = aten.le.Scalar(t419, 3.4028234663852886e+38)  # t422: cpu b8[]
    t423 = aten.logical_and.default(t420, t422)  # t423: cpu b8[]
    t424 = aten.full_like.default(t419, 448.0)  # t424: cpu f32[]
    t425 = aten.div.Tensor(t424, t419)  # t425: cpu f32[]
    t426 = aten.clamp.default(t425, None, 3.4028234663852886e+38)  # t426: cpu f32[]
    t427 = aten.where.self(t423, t426, t49)  # t427: cpu f32[]
    t428 = aten.reciprocal.default(t427)  # t428: cpu f32[]
    # end region 22 -> t421, t427, t428
    # region 23: te fc3fac076d998328, 1 ops
    t429 = aten._scaled_mm.default(t377, t410, t44, t50, None, None, torch.bfloat16)  # t429: cpu bf16[128, 192]
    # end region 23 -> t429
    # region 24: inductor 1c0acee307734718, 27 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t430 = aten._unsafe_view.default(t403, [2, 64, 192])  # t430: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t431 = aten.silu.default(t430)  # t431: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t432 = aten._unsafe_view.default(t429, [2, 64, 192])  # t432: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t433 = aten.mul.Tensor(t431, t432)  # t433: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:244
    t434 = aten.view.default(t433, [128, 192])  # t434: cpu bf16[128, 192]
    t435 = aten.abs.default(t433)  # t435: cpu bf16[2, 64, 192]
    t436 = aten.amax.default(t435, [], False)  # t436: cpu bf16[]
    t437 = aten._to_copy.default(t436, dtype=torch.float32)  # t437: cpu f32[]
    t438 = aten.view.default(t437, [1])  # t438: cpu f32[1]
    t439 = aten.slice.Tensor(t51, 0, 1, 1024)  # t439: cpu f32[1023]
    t440 = aten.cat.default([t439, t438])  # t440: cpu f32[1024]
    t441 = aten.slice.Tensor(t440, 0, 1, 1024)  # t441: cpu f32[1023]
    t442 = aten.constant_pad_nd.default(t441, [1, 0], 0.0)  # t442: cpu f32[1024]
    t443 = aten.amax.default(t440, [0], False)  # t443: cpu f32[]
    t444 = aten.ne.Scalar(t437, 0.0)  # t444: cpu b8[]
    t445 = aten.where.self(t444, t442, t51)  # t445: cpu f32[1024]
    t446 = aten.le.Scalar(t443, 3.4028234663852886e+38)  # t446: cpu b8[]
    t447 = aten.logical_and.default(t444, t446)  # t447: cpu b8[]
    t448 = aten.full_like.default(t443, 448.0)  # t448: cpu f32[]
    t449 = aten.div.Tensor(t448, t443)  # t449: cpu f32[]
    t450 = aten.clamp.default(t449, None, 3.4028234663852886e+38)  # t450: cpu f32[]
    t451 = aten.where.self(t447, t450, t52)  # t451: cpu f32[]
    t452 = aten.reciprocal.default(t451)  # t452: cpu f32[]
    t453 = aten._to_copy.default(t434, dtype=torch.float32)  # t453: cpu f32[128, 192]
    t454 = aten.mul.Tensor(t453, t52)  # t454: cpu f32[128, 192]
    t455 = aten.clamp.default(t454, -448.0, 448.0)  # t455: cpu f32[128, 192]
    t456 = aten._to_copy.default(t455, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t456: cpu f8e4m3[128, 192]
    # end region 24 -> t445, t451, t452, t456
    # region 25: inductor ee6d2f9b7f706290, 7 ops
    t457 = aten.t.default(t9)  # t457: cpu bf16[192, 64]
    t458 = aten.t.default(t457)  # t458: cpu bf16[64, 192]
    t459 = aten._to_copy.default(t458, dtype=torch.float32)  # t459: cpu f32[64, 192]
    t460 = aten.mul.Tensor(t459, t55)  # t460: cpu f32[64, 192]
    t461 = aten.clamp.default(t460, -448.0, 448.0)  # t461: cpu f32[64, 192]
    t462 = aten._to_copy.default(t461, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t462: cpu f8e4m3[64, 192]
    t463 = aten.t.default(t462)  # t463: cpu f8e4m3[192, 64]
    # end region 25 -> t463
    # region 26: inductor 9d2ace374a7d315d, 18 ops
    t464 = aten.abs.default(t9)  # t464: cpu bf16[64, 192]
    t465 = aten.amax.default(t464, [], False)  # t465: cpu bf16[]
    t466 = aten._to_copy.default(t465, dtype=torch.float32)  # t466: cpu f32[]
    t467 = aten.view.default(t466, [1])  # t467: cpu f32[1]
    t468 = aten.slice.Tensor(t54, 0, 1, 1024)  # t468: cpu f32[1023]
    t469 = aten.cat.default([t468, t467])  # t469: cpu f32[1024]
    t470 = aten.slice.Tensor(t469, 0, 1, 1024)  # t470: cpu f32[1023]
    t471 = aten.constant_pad_nd.default(t470, [1, 0], 0.0)  # t471: cpu f32[1024]
    t472 = aten.amax.default(t469, [0], False)  # t472: cpu f32[]
    t473 = aten.ne.Scalar(t466, 0.0)  # t473: cpu b8[]
    t474 = aten.where.self(t473, t471, t54)  # t474: cpu f32[1024]
    t475 = aten.le.Scalar(t472, 3.4028234663852886e+38)  # t475: cpu b8[]
    t476 = aten.logical_and.default(t473, t475)  # t476: cpu b8[]
    t477 = aten.full_like.default(t472, 448.0)  # t477: cpu f32[]
    t478 = aten.div.Tensor(t477, t472)  # t478: cpu f32[]
    t479 = aten.clamp.default(t478, None, 3.4028234663852886e+38)  # t479: cpu f32[]
    t480 = aten.where.self(t476, t479, t55)  # t480: cpu f32[]
    t481 = aten.reciprocal.default(t480)  # t481: cpu f32[]
    # end region 26 -> t474, t480, t481
    # region 27: te 2385b4854b50b7bc, 1 ops
    t482 = aten._scaled_mm.default(t456, t463, t53, t56, None, None, torch.bfloat16)  # t482: cpu bf16[128, 64]
    # end region 27 -> t482
    # region 28: inductor c731fcfa12f158b3, 34 ops
    t483 = aten._unsafe_view.default(t482, [2, 64, 64])  # t483: cpu bf16[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:257
    t484 = aten.add.Tensor(t345, t483)  # t484: cpu bf16[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:151, 152, 153
    t485 = aten._to_copy.default(t484, dtype=torch.float32)  # t485: cpu f32[2, 64, 64]
    t486 = aten.pow.Tensor_Scalar(t485, 2)  # t486: cpu f32[2, 64, 64]
    t487 = aten.mean.dim(t486, [-1], True)  # t487: cpu f32[2, 64, 1]
    t488 = aten.add.Tensor(t487, 1e-05)  # t488: cpu f32[2, 64, 1]
    t489 = aten.rsqrt.default(t488)  # t489: cpu f32[2, 64, 1]
    t490 = aten.mul.Tensor(t485, t489)  # t490: cpu f32[2, 64, 64]
    t491 = aten._to_copy.default(t10, dtype=torch.float32)  # t491: cpu f32[64]
    t492 = aten.mul.Tensor(t490, t491)  # t492: cpu f32[2, 64, 64]
    t493 = aten._to_copy.default(t492, dtype=torch.bfloat16)  # t493: cpu bf16[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:219
    t494 = aten.view.default(t493, [128, 64])  # t494: cpu bf16[128, 64]
    t495 = aten.abs.default(t493)  # t495: cpu bf16[2, 64, 64]
    t496 = aten.amax.default(t495, [], False)  # t496: cpu bf16[]
    t497 = aten._to_copy.default(t496, dtype=torch.float32)  # t497: cpu f32[]
    t498 = aten.view.default(t497, [1])  # t498: cpu f32[1]
    t499 = aten.slice.Tensor(t57, 0, 1, 1024)  # t499: cpu f32[1023]
    t500 = aten.cat.default([t499, t498])  # t500: cpu f32[1024]
    t501 = aten.slice.Tensor(t500, 0, 1, 1024)  # t501: cpu f32[1023]
    t502 = aten.constant_pad_nd.default(t501, [1, 0], 0.0)  # t502: cpu f32[1024]
    t503 = aten.amax.default(t500, [0], False)  # t503: cpu f32[]
    t504 = aten.ne.Scalar(t497, 0.0)  # t504: cpu b8[]
    t505 = aten.where.self(t504, t502, t57)  # t505: cpu f32[1024]
    t506 = aten.le.Scalar(t503, 3.4028234663852886e+38)  # t506: cpu b8[]
    t507 = aten.logical_and.default(t504, t506)  # t507: cpu b8[]
    t508 = aten.full_like.default(t503, 448.0)  # t508: cpu f32[]
    t509 = aten.div.Tensor(t508, t503)  # t509: cpu f32[]
    t510 = aten.clamp.default(t509, None, 3.4028234663852886e+38)  # t510: cpu f32[]
    t511 = aten.where.self(t507, t510, t58)  # t511: cpu f32[]
    t512 = aten.reciprocal.default(t511)  # t512: cpu f32[]
    t513 = aten._to_copy.default(t494, dtype=torch.float32)  # t513: cpu f32[128, 64]
    t514 = aten.mul.Tensor(t513, t58)  # t514: cpu f32[128, 64]
    t515 = aten.clamp.default(t514, -448.0, 448.0)  # t515: cpu f32[128, 64]
    t516 = aten._to_copy.default(t515, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t516: cpu f8e4m3[128, 64]
    # end region 28 -> t484, t487, t505, t511, t512, t516
    # region 29: inductor 72b44c9b75791614, 7 ops
    t517 = aten.t.default(t11)  # t517: cpu bf16[64, 64]
    t518 = aten.t.default(t517)  # t518: cpu bf16[64, 64]
    t519 = aten._to_copy.default(t518, dtype=torch.float32)  # t519: cpu f32[64, 64]
    t520 = aten.mul.Tensor(t519, t61)  # t520: cpu f32[64, 64]
    t521 = aten.clamp.default(t520, -448.0, 448.0)  # t521: cpu f32[64, 64]
    t522 = aten._to_copy.default(t521, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t522: cpu f8e4m3[64, 64]
    t523 = aten.t.default(t522)  # t523: cpu f8e4m3[64, 64]
    # end region 29 -> t523
    # region 30: inductor 0255e090c4ef7396, 18 ops
    t524 = aten.abs.default(t11)  # t524: cpu bf16[64, 64]
    t525 = aten.amax.default(t524, [], False)  # t525: cpu bf16[]
    t526 = aten._to_copy.default(t525, dtype=torch.float32)  # t526: cpu f32[]
    t527 = aten.view.default(t526, [1])  # t527: cpu f32[1]
    t528 = aten.slice.Tensor(t60, 0, 1, 1024)  # t528: cpu f32[1023]
    t529 = aten.cat.default([t528, t527])  # t529: cpu f32[1024]
    t530 = aten.slice.Tensor(t529, 0, 1, 1024)  # t530: cpu f32[1023]
    t531 = aten.constant_pad_nd.default(t530, [1, 0], 0.0)  # t531: cpu f32[1024]
    t532 = aten.amax.default(t529, [0], False)  # t532: cpu f32[]
    t533 = aten.ne.Scalar(t526, 0.0)  # t533: cpu b8[]
    t534 = aten.where.self(t533, t531, t60)  # t534: cpu f32[1024]
    t535 = aten.le.Scalar(t532, 3.4028234663852886e+38)  # t535: cpu b8[]
    t536 = aten.logical_and.default(t533, t535)  # t536: cpu b8[]
    t537 = aten.full_like.default(t532, 448.0)  # t537: cpu f32[]
    t538 = aten.div.Tensor(t537, t532)  # t538: cpu f32[]
    t539 = aten.clamp.default(t538, None, 3.4028234663852886e+38)  # t539: cpu f32[]
    t540 = aten.where.self(t536, t539, t61)  # t540: cpu f32[]
    t541 = aten.reciprocal.default(t540)  # t541: cpu f32[]
    # end region 30 -> t534, t540, t541
    # region 31: te ebbfb853f1a998ae, 1 ops
    t542 = aten._scaled_mm.default(t516, t523, t59, t62, None, None, torch.bfloat16)  # t542: cpu bf16[128, 64]
    # end region 31 -> t542
    # region 32: inductor 688b0f566ee50cfe, 19 ops
    # rope (RotaryEmbedding), llama.py:186
    t543 = aten.slice.Tensor(t21, 0, 0, 64)  # t543: cpu bf16[64, 8]
    t544 = aten.slice.Tensor(t22, 0, 0, 64)  # t544: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:198, 199
    t545 = aten.view.default(t543, [1, 64, 1, 8])  # t545: cpu bf16[1, 64, 1, 8]
    t546 = aten.view.default(t544, [1, 64, 1, 8])  # t546: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:219, 196, 197, 200, 201, 202, ...
    t547 = aten.view.default(t542, [2, 64, 4, 16])  # t547: cpu bf16[2, 64, 4, 16]
    t548 = aten._to_copy.default(t547, dtype=torch.float32)  # t548: cpu f32[2, 64, 4, 16]
    t549 = aten.view.default(t548, [2, 64, 4, 8, 2])  # t549: cpu f32[2, 64, 4, 8, 2]
    t550 = aten.select.int(t549, 4, 0)  # t550: cpu f32[2, 64, 4, 8]
    t551 = aten.select.int(t549, 4, 1)  # t551: cpu f32[2, 64, 4, 8]
    t552 = aten.mul.Tensor(t550, t545)  # t552: cpu f32[2, 64, 4, 8]
    t553 = aten.mul.Tensor(t551, t546)  # t553: cpu f32[2, 64, 4, 8]
    t554 = aten.sub.Tensor(t552, t553)  # t554: cpu f32[2, 64, 4, 8]
    t555 = aten.mul.Tensor(t550, t546)  # t555: cpu f32[2, 64, 4, 8]
    t556 = aten.mul.Tensor(t551, t545)  # t556: cpu f32[2, 64, 4, 8]
    t557 = aten.add.Tensor(t555, t556)  # t557: cpu f32[2, 64, 4, 8]
    t558 = aten.stack.default([t554, t557], -1)  # t558: cpu f32[2, 64, 4, 8, 2]
    t559 = aten.view.default(t558, [2, 64, 4, 16])  # t559: cpu f32[2, 64, 4, 16]
    t560 = aten._to_copy.default(t559, dtype=torch.bfloat16)  # t560: cpu bf16[2, 64, 4, 16]
    t561 = aten.transpose.int(t560, 1, 2)  # t561: cpu bf16[2, 4, 64, 16]
    # end region 32 -> t560, t561
    # region 33: inductor 5a8ca7bf80805b6b, 7 ops
    # layers.1.attention.wk (Linear), llama.py:220
    t562 = aten.t.default(t12)  # t562: cpu bf16[64, 32]
    t563 = aten.t.default(t562)  # t563: cpu bf16[32, 64]
    t564 = aten._to_copy.default(t563, dtype=torch.float32)  # t564: cpu f32[32, 64]
    t565 = aten.mul.Tensor(t564, t64)  # t565: cpu f32[32, 64]
    t566 = aten.clamp.default(t565, -448.0, 448.0)  # t566: cpu f32[32, 64]
    t567 = aten._to_copy.default(t566, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t567: cpu f8e4m3[32, 64]
    t568 = aten.t.default(t567)  # t568: cpu f8e4m3[64, 32]
    # end region 33 -> t568
    # region 34: inductor 337881be5bf8173d, 18 ops
    t569 = aten.abs.default(t12)  # t569: cpu bf16[32, 64]
    t570 = aten.amax.default(t569, [], False)  # t570: cpu bf16[]
    t571 = aten._to_copy.default(t570, dtype=torch.float32)  # t571: cpu f32[]
    t572 = aten.view.default(t571, [1])  # t572: cpu f32[1]
    t573 = aten.slice.Tensor(t63, 0, 1, 1024)  # t573: cpu f32[1023]
    t574 = aten.cat.default([t573, t572])  # t574: cpu f32[1024]
    t575 = aten.slice.Tensor(t574, 0, 1, 1024)  # t575: cpu f32[1023]
    t576 = aten.constant_pad_nd.default(t575, [1, 0], 0.0)  # t576: cpu f32[1024]
    t577 = aten.amax.default(t574, [0], False)  # t577: cpu f32[]
    t578 = aten.ne.Scalar(t571, 0.0)  # t578: cpu b8[]
    t579 = aten.where.self(t578, t576, t63)  # t579: cpu f32[1024]
    t580 = aten.le.Scalar(t577, 3.4028234663852886e+38)  # t580: cpu b8[]
    t581 = aten.logical_and.default(t578, t580)  # t581: cpu b8[]
    t582 = aten.full_like.default(t577, 448.0)  # t582: cpu f32[]
    t583 = aten.div.Tensor(t582, t577)  # t583: cpu f32[]
    t584 = aten.clamp.default(t583, None, 3.4028234663852886e+38)  # t584: cpu f32[]
    t585 = aten.where.self(t581, t584, t64)  # t585: cpu f32[]
    t586 = aten.reciprocal.default(t585)  # t586: cpu f32[]
    # end region 34 -> t579, t585, t586
    # region 35: te e0f58013a674277a, 1 ops
    t587 = aten._scaled_mm.default(t516, t568, t59, t65, None, None, torch.bfloat16)  # t587: cpu bf16[128, 32]
    # end region 35 -> t587
    # region 36: inductor 59ee0c505adec5b9, 19 ops
    # rope (RotaryEmbedding), llama.py:186
    t588 = aten.slice.Tensor(t21, 0, 0, 64)  # t588: cpu bf16[64, 8]
    t589 = aten.slice.Tensor(t22, 0, 0, 64)  # t589: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:198, 199
    t590 = aten.view.default(t588, [1, 64, 1, 8])  # t590: cpu bf16[1, 64, 1, 8]
    t591 = aten.view.default(t589, [1, 64, 1, 8])  # t591: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:220, 196, 197, 200, 201, 202, ...
    t592 = aten.view.default(t587, [2, 64, 2, 16])  # t592: cpu bf16[2, 64, 2, 16]
    t593 = aten._to_copy.default(t592, dtype=torch.float32)  # t593: cpu f32[2, 64, 2, 16]
    t594 = aten.view.default(t593, [2, 64, 2, 8, 2])  # t594: cpu f32[2, 64, 2, 8, 2]
    t595 = aten.select.int(t594, 4, 0)  # t595: cpu f32[2, 64, 2, 8]
    t596 = aten.select.int(t594, 4, 1)  # t596: cpu f32[2, 64, 2, 8]
    t597 = aten.mul.Tensor(t595, t590)  # t597: cpu f32[2, 64, 2, 8]
    t598 = aten.mul.Tensor(t596, t591)  # t598: cpu f32[2, 64, 2, 8]
    t599 = aten.sub.Tensor(t597, t598)  # t599: cpu f32[2, 64, 2, 8]
    t600 = aten.mul.Tensor(t595, t591)  # t600: cpu f32[2, 64, 2, 8]
    t601 = aten.mul.Tensor(t596, t590)  # t601: cpu f32[2, 64, 2, 8]
    t602 = aten.add.Tensor(t600, t601)  # t602: cpu f32[2, 64, 2, 8]
    t603 = aten.stack.default([t599, t602], -1)  # t603: cpu f32[2, 64, 2, 8, 2]
    t604 = aten.view.default(t603, [2, 64, 2, 16])  # t604: cpu f32[2, 64, 2, 16]
    t605 = aten._to_copy.default(t604, dtype=torch.bfloat16)  # t605: cpu bf16[2, 64, 2, 16]
    t606 = aten.transpose.int(t605, 1, 2)  # t606: cpu bf16[2, 2, 64, 16]
    # end region 36 -> t605, t606
    # region 37: inductor 5a8ca7bf80805b6b, 7 ops
    # layers.1.attention.wv (Linear), llama.py:221
    t607 = aten.t.default(t13)  # t607: cpu bf16[64, 32]
    t608 = aten.t.default(t607)  # t608: cpu bf16[32, 64]
    t609 = aten._to_copy.default(t608, dtype=torch.float32)  # t609: cpu f32[32, 64]
    t610 = aten.mul.Tensor(t609, t67)  # t610: cpu f32[32, 64]
    t611 = aten.clamp.default(t610, -448.0, 448.0)  # t611: cpu f32[32, 64]
    t612 = aten._to_copy.default(t611, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t612: cpu f8e4m3[32, 64]
    t613 = aten.t.default(t612)  # t613: cpu f8e4m3[64, 32]
    # end region 37 -> t613
    # region 38: inductor 337881be5bf8173d, 18 ops
    t614 = aten.abs.default(t13)  # t614: cpu bf16[32, 64]
    t615 = aten.amax.default(t614, [], False)  # t615: cpu bf16[]
    t616 = aten._to_copy.default(t615, dtype=torch.float32)  # t616: cpu f32[]
    t617 = aten.view.default(t616, [1])  # t617: cpu f32[1]
    t618 = aten.slice.Tensor(t66, 0, 1, 1024)  # t618: cpu f32[1023]
    t619 = aten.cat.default([t618, t617])  # t619: cpu f32[1024]
    t620 = aten.slice.Tensor(t619, 0, 1, 1024)  # t620: cpu f32[1023]
    t621 = aten.constant_pad_nd.default(t620, [1, 0], 0.0)  # t621: cpu f32[1024]
    t622 = aten.amax.default(t619, [0], False)  # t622: cpu f32[]
    t623 = aten.ne.Scalar(t616, 0.0)  # t623: cpu b8[]
    t624 = aten.where.self(t623, t621, t66)  # t624: cpu f32[1024]
    t625 = aten.le.Scalar(t622, 3.4028234663852886e+38)  # t625: cpu b8[]
    t626 = aten.logical_and.default(t623, t625)  # t626: cpu b8[]
    t627 = aten.full_like.default(t622, 448.0)  # t627: cpu f32[]
    t628 = aten.div.Tensor(t627, t622)  # t628: cpu f32[]
    t629 = aten.clamp.default(t628, None, 3.4028234663852886e+38)  # t629: cpu f32[]
    t630 = aten.where.self(t626, t629, t67)  # t630: cpu f32[]
    t631 = aten.reciprocal.default(t630)  # t631: cpu f32[]
    # end region 38 -> t624, t630, t631
    # region 39: te e0f58013a674277a, 1 ops
    t632 = aten._scaled_mm.default(t516, t613, t59, t68, None, None, torch.bfloat16)  # t632: cpu bf16[128, 32]
    # end region 39 -> t632
    # layers.1.attention (Attention), llama.py:221, 224, 230
    t633 = aten.view.default(t632, [2, 64, 2, 16])  # t633: cpu bf16[2, 64, 2, 16]
    t634 = aten.transpose.int(t633, 1, 2)  # t634: cpu bf16[2, 2, 64, 16]
    t635, t636 = aotc.sdpa.default(t561, t606, t634, None, True, None)  # t635: cpu bf16[2, 4, 64, 16], t636: cpu f32[2, 4, 64]
    # region 40: inductor 003adb681120fa07, 6 ops
    t637 = aten.transpose.int(t635, 1, 2)  # t637: cpu bf16[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:231
    t638 = aten.view.default(t637, [128, 64])  # t638: cpu bf16[128, 64]
    t639 = aten._to_copy.default(t638, dtype=torch.float32)  # t639: cpu f32[128, 64]
    t640 = aten.mul.Tensor(t639, t70)  # t640: cpu f32[128, 64]
    t641 = aten.clamp.default(t640, -448.0, 448.0)  # t641: cpu f32[128, 64]
    t642 = aten._to_copy.default(t641, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t642: cpu f8e4m3[128, 64]
    # end region 40 -> t642
    # region 41: inductor 72b44c9b75791614, 7 ops
    t643 = aten.t.default(t14)  # t643: cpu bf16[64, 64]
    t644 = aten.t.default(t643)  # t644: cpu bf16[64, 64]
    t645 = aten._to_copy.default(t644, dtype=torch.float32)  # t645: cpu f32[64, 64]
    t646 = aten.mul.Tensor(t645, t73)  # t646: cpu f32[64, 64]
    t647 = aten.clamp.default(t646, -448.0, 448.0)  # t647: cpu f32[64, 64]
    t648 = aten._to_copy.default(t647, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t648: cpu f8e4m3[64, 64]
    t649 = aten.t.default(t648)  # t649: cpu f8e4m3[64, 64]
    # end region 41 -> t649
    # region 42: inductor 380db0da6f27327f, 18 ops
    t650 = aten.abs.default(t635)  # t650: cpu bf16[2, 4, 64, 16]
    t651 = aten.amax.default(t650, [], False)  # t651: cpu bf16[]
    t652 = aten._to_copy.default(t651, dtype=torch.float32)  # t652: cpu f32[]
    t653 = aten.view.default(t652, [1])  # t653: cpu f32[1]
    t654 = aten.slice.Tensor(t69, 0, 1, 1024)  # t654: cpu f32[1023]
    t655 = aten.cat.default([t654, t653])  # t655: cpu f32[1024]
    t656 = aten.slice.Tensor(t655, 0, 1, 1024)  # t656: cpu f32[1023]
    t657 = aten.constant_pad_nd.default(t656, [1, 0], 0.0)  # t657: cpu f32[1024]
    t658 = aten.amax.default(t655, [0], False)  # t658: cpu f32[]
    t659 = aten.ne.Scalar(t652, 0.0)  # t659: cpu b8[]
    t660 = aten.where.self(t659, t657, t69)  # t660: cpu f32[1024]
    t661 = aten.le.Scalar(t658, 3.4028234663852886e+38)  # t661: cpu b8[]
    t662 = aten.logical_and.default(t659, t661)  # t662: cpu b8[]
    t663 = aten.full_like.default(t658, 448.0)  # t663: cpu f32[]
    t664 = aten.div.Tensor(t663, t658)  # t664: cpu f32[]
    t665 = aten.clamp.default(t664, None, 3.4028234663852886e+38)  # t665: cpu f32[]
    t666 = aten.where.self(t662, t665, t70)  # t666: cpu f32[]
    t667 = aten.reciprocal.default(t666)  # t667: cpu f32[]
    # end region 42 -> t660, t666, t667
    # region 43: inductor 0255e090c4ef7396, 18 ops
    t668 = aten.abs.default(t14)  # t668: cpu bf16[64, 64]
    t669 = aten.amax.default(t668, [], False)  # t669: cpu bf16[]
    t670 = aten._to_copy.default(t669, dtype=torch.float32)  # t670: cpu f32[]
    t671 = aten.view.default(t670, [1])  # t671: cpu f32[1]
    t672 = aten.slice.Tensor(t72, 0, 1, 1024)  # t672: cpu f32[1023]
    t673 = aten.cat.default([t672, t671])  # t673: cpu f32[1024]
    t674 = aten.slice.Tensor(t673, 0, 1, 1024)  # t674: cpu f32[1023]
    t675 = aten.constant_pad_nd.default(t674, [1, 0], 0.0)  # t675: cpu f32[1024]
    t676 = aten.amax.default(t673, [0], False)  # t676: cpu f32[]
    t677 = aten.ne.Scalar(t670, 0.0)  # t677: cpu b8[]
    t678 = aten.where.self(t677, t675, t72)  # t678: cpu f32[1024]
    t679 = aten.le.Scalar(t676, 3.4028234663852886e+38)  # t679: cpu b8[]
    t680 = aten.logical_and.default(t677, t679)  # t680: cpu b8[]
    t681 = aten.full_like.default(t676, 448.0)  # t681: cpu f32[]
    t682 = aten.div.Tensor(t681, t676)  # t682: cpu f32[]
    t683 = aten.clamp.default(t682, None, 3.4028234663852886e+38)  # t683: cpu f32[]
    t684 = aten.where.self(t680, t683, t73)  # t684: cpu f32[]
    t685 = aten.reciprocal.default(t684)  # t685: cpu f32[]
    # end region 43 -> t678, t684, t685
    # region 44: te ebbfb853f1a998ae, 1 ops
    t686 = aten._scaled_mm.default(t642, t649, t71, t74, None, None, torch.bfloat16)  # t686: cpu bf16[128, 64]
    # end region 44 -> t686
    # region 45: inductor c731fcfa12f158b3, 34 ops
    t687 = aten._unsafe_view.default(t686, [2, 64, 64])  # t687: cpu bf16[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:256
    t688 = aten.add.Tensor(t484, t687)  # t688: cpu bf16[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:151, 152, 153
    t689 = aten._to_copy.default(t688, dtype=torch.float32)  # t689: cpu f32[2, 64, 64]
    t690 = aten.pow.Tensor_Scalar(t689, 2)  # t690: cpu f32[2, 64, 64]
    t691 = aten.mean.dim(t690, [-1], True)  # t691: cpu f32[2, 64, 1]
    t692 = aten.add.Tensor(t691, 1e-05)  # t692: cpu f32[2, 64, 1]
    t693 = aten.rsqrt.default(t692)  # t693: cpu f32[2, 64, 1]
    t694 = aten.mul.Tensor(t689, t693)  # t694: cpu f32[2, 64, 64]
    t695 = aten._to_copy.default(t15, dtype=torch.float32)  # t695: cpu f32[64]
    t696 = aten.mul.Tensor(t694, t695)  # t696: cpu f32[2, 64, 64]
    t697 = aten._to_copy.default(t696, dtype=torch.bfloat16)  # t697: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t698 = aten.view.default(t697, [128, 64])  # t698: cpu bf16[128, 64]
    t699 = aten.abs.default(t697)  # t699: cpu bf16[2, 64, 64]
    t700 = aten.amax.default(t699, [], False)  # t700: cpu bf16[]
    t701 = aten._to_copy.default(t700, dtype=torch.float32)  # t701: cpu f32[]
    t702 = aten.view.default(t701, [1])  # t702: cpu f32[1]
    t703 = aten.slice.Tensor(t75, 0, 1, 1024)  # t703: cpu f32[1023]
    t704 = aten.cat.default([t703, t702])  # t704: cpu f32[1024]
    t705 = aten.slice.Tensor(t704, 0, 1, 1024)  # t705: cpu f32[1023]
    t706 = aten.constant_pad_nd.default(t705, [1, 0], 0.0)  # t706: cpu f32[1024]
    t707 = aten.amax.default(t704, [0], False)  # t707: cpu f32[]
    t708 = aten.ne.Scalar(t701, 0.0)  # t708: cpu b8[]
    t709 = aten.where.self(t708, t706, t75)  # t709: cpu f32[1024]
    t710 = aten.le.Scalar(t707, 3.4028234663852886e+38)  # t710: cpu b8[]
    t711 = aten.logical_and.default(t708, t710)  # t711: cpu b8[]
    t712 = aten.full_like.default(t707, 448.0)  # t712: cpu f32[]
    t713 = aten.div.Tensor(t712, t707)  # t713: cpu f32[]
    t714 = aten.clamp.default(t713, None, 3.4028234663852886e+38)  # t714: cpu f32[]
    t715 = aten.where.self(t711, t714, t76)  # t715: cpu f32[]
    t716 = aten.reciprocal.default(t715)  # t716: cpu f32[]
    t717 = aten._to_copy.default(t698, dtype=torch.float32)  # t717: cpu f32[128, 64]
    t718 = aten.mul.Tensor(t717, t76)  # t718: cpu f32[128, 64]
    t719 = aten.clamp.default(t718, -448.0, 448.0)  # t719: cpu f32[128, 64]
    t720 = aten._to_copy.default(t719, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t720: cpu f8e4m3[128, 64]
    # end region 45 -> t688, t691, t709, t715, t716, t720
    # region 46: inductor cdae10b18ac3d566, 7 ops
    t721 = aten.t.default(t16)  # t721: cpu bf16[64, 192]
    t722 = aten.t.default(t721)  # t722: cpu bf16[192, 64]
    t723 = aten._to_copy.default(t722, dtype=torch.float32)  # t723: cpu f32[192, 64]
    t724 = aten.mul.Tensor(t723, t79)  # t724: cpu f32[192, 64]
    t725 = aten.clamp.default(t724, -448.0, 448.0)  # t725: cpu f32[192, 64]
    t726 = aten._to_copy.default(t725, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t726: cpu f8e4m3[192, 64]
    t727 = aten.t.default(t726)  # t727: cpu f8e4m3[64, 192]
    # end region 46 -> t727
    # region 47: inductor 90d4f4d8c1e8e988, 18 ops
    t728 = aten.abs.default(t16)  # t728: cpu bf16[192, 64]
    t729 = aten.amax.default(t728, [], False)  # t729: cpu bf16[]
    t730 = aten._to_copy.default(t729, dtype=torch.float32)  # t730: cpu f32[]
    t731 = aten.view.default(t730, [1])  # t731: cpu f32[1]
    t732 = aten.slice.Tensor(t78, 0, 1, 1024)  # t732: cpu f32[1023]
    t733 = aten.cat.default([t732, t731])  # t733: cpu f32[1024]
    t734 = aten.slice.Tensor(t733, 0, 1, 1024)  # t734: cpu f32[1023]
    t735 = aten.constant_pad_nd.default(t734, [1, 0], 0.0)  # t735: cpu f32[1024]
    t736 = aten.amax.default(t733, [0], False)  # t736: cpu f32[]
    t737 = aten.ne.Scalar(t730, 0.0)  # t737: cpu b8[]
    t738 = aten.where.self(t737, t735, t78)  # t738: cpu f32[1024]
    t739 = aten.le.Scalar(t736, 3.4028234663852886e+38)  # t739: cpu b8[]
    t740 = aten.logical_and.default(t737, t739)  # t740: cpu b8[]
    t741 = aten.full_like.default(t736, 448.0)  # t741: cpu f32[]
    t742 = aten.div.Tensor(t741, t736)  # t742: cpu f32[]
    t743 = aten.clamp.default(t742, None, 3.4028234663852886e+38)  # t743: cpu f32[]
    t744 = aten.where.self(t740, t743, t79)  # t744: cpu f32[]
    t745 = aten.reciprocal.default(t744)  # t745: cpu f32[]
    # end region 47 -> t738, t744, t745
    # region 48: te fc3fac076d998328, 1 ops
    t746 = aten._scaled_mm.default(t720, t727, t77, t80, None, None, torch.bfloat16)  # t746: cpu bf16[128, 192]
    # end region 48 -> t746
    # region 49: inductor cdae10b18ac3d566, 7 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t747 = aten.t.default(t17)  # t747: cpu bf16[64, 192]
    t748 = aten.t.default(t747)  # t748: cpu bf16[192, 64]
    t749 = aten._to_copy.default(t748, dtype=torch.float32)  # t749: cpu f32[192, 64]
    t750 = aten.mul.Tensor(t749, t82)  # t750: cpu f32[192, 64]
    t751 = aten.clamp.default(t750, -448.0, 448.0)  # t751: cpu f32[192, 64]
    t752 = aten._to_copy.default(t751, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t752: cpu f8e4m3[192, 64]
    t753 = aten.t.default(t752)  # t753: cpu f8e4m3[64, 192]
    # end region 49 -> t753
    # region 50: inductor 90d4f4d8c1e8e988, 18 ops
    t754 = aten.abs.default(t17)  # t754: cpu bf16[192, 64]
    t755 = aten.amax.default(t754, [], False)  # t755: cpu bf16[]
    t756 = aten._to_copy.default(t755, dtype=torch.float32)  # t756: cpu f32[]
    t757 = aten.view.default(t756, [1])  # t757: cpu f32[1]
    t758 = aten.slice.Tensor(t81, 0, 1, 1024)  # t758: cpu f32[1023]
    t759 = aten.cat.default([t758, t757])  # t759: cpu f32[1024]
    t760 = aten.slice.Tensor(t759, 0, 1, 1024)  # t760: cpu f32[1023]
    t761 = aten.constant_pad_nd.default(t760, [1, 0], 0.0)  # t761: cpu f32[1024]
    t762 = aten.amax.default(t759, [0], False)  # t762: cpu f32[]
    t763 = aten.ne.Scalar(t756, 0.0)  # t763: cpu b8[]
    t764 = aten.where.self(t763, t761, t81)  # t764: cpu f32[1024]
    t765 = aten.le.Scalar(t762, 3.4028234663852886e+38)  # t765: cpu b8[]
    t766 = aten.logical_and.default(t763, t765)  # t766: cpu b8[]
    t767 = aten.full_like.default(t762, 448.0)  # t767: cpu f32[]
    t768 = aten.div.Tensor(t767, t762)  # t768: cpu f32[]
    t769 = aten.clamp.default(t768, None, 3.4028234663852886e+38)  # t769: cpu f32[]
    t770 = aten.where.self(t766, t769, t82)  # t770: cpu f32[]
    t771 = aten.reciprocal.default(t770)  # t771: cpu f32[]
    # end region 50 -> t764, t770, t771
    # region 51: te fc3fac076d998328, 1 ops
    t772 = aten._scaled_mm.default(t720, t753, t77, t83, None, None, torch.bfloat16)  # t772: cpu bf16[128, 192]
    # end region 51 -> t772
    # region 52: inductor 1c0acee307734718, 27 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t773 = aten._unsafe_view.default(t746, [2, 64, 192])  # t773: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t774 = aten.silu.default(t773)  # t774: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t775 = aten._unsafe_view.default(t772, [2, 64, 192])  # t775: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t776 = aten.mul.Tensor(t774, t775)  # t776: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:244
    t777 = aten.view.default(t776, [128, 192])  # t777: cpu bf16[128, 192]
    t778 = aten.abs.default(t776)  # t778: cpu bf16[2, 64, 192]
    t779 = aten.amax.default(t778, [], False)  # t779: cpu bf16[]
    t780 = aten._to_copy.default(t779, dtype=torch.float32)  # t780: cpu f32[]
    t781 = aten.view.default(t780, [1])  # t781: cpu f32[1]
    t782 = aten.slice.Tensor(t84, 0, 1, 1024)  # t782: cpu f32[1023]
    t783 = aten.cat.default([t782, t781])  # t783: cpu f32[1024]
    t784 = aten.slice.Tensor(t783, 0, 1, 1024)  # t784: cpu f32[1023]
    t785 = aten.constant_pad_nd.default(t784, [1, 0], 0.0)  # t785: cpu f32[1024]
    t786 = aten.amax.default(t783, [0], False)  # t786: cpu f32[]
    t787 = aten.ne.Scalar(t780, 0.0)  # t787: cpu b8[]
    t788 = aten.where.self(t787, t785, t84)  # t788: cpu f32[1024]
    t789 = aten.le.Scalar(t786, 3.4028234663852886e+38)  # t789: cpu b8[]
    t790 = aten.logical_and.default(t787, t789)  # t790: cpu b8[]
    t791 = aten.full_like.default(t786, 448.0)  # t791: cpu f32[]
    t792 = aten.div.Tensor(t791, t786)  # t792: cpu f32[]
    t793 = aten.clamp.default(t792, None, 3.4028234663852886e+38)  # t793: cpu f32[]
    t794 = aten.where.self(t790, t793, t85)  # t794: cpu f32[]
    t795 = aten.reciprocal.default(t794)  # t795: cpu f32[]
    t796 = aten._to_copy.default(t777, dtype=torch.float32)  # t796: cpu f32[128, 192]
    t797 = aten.mul.Tensor(t796, t85)  # t797: cpu f32[128, 192]
    t798 = aten.clamp.default(t797, -448.0, 448.0)  # t798: cpu f32[128, 192]
    t799 = aten._to_copy.default(t798, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t799: cpu f8e4m3[128, 192]
    # end region 52 -> t788, t794, t795, t799
    # region 53: inductor ee6d2f9b7f706290, 7 ops
    t800 = aten.t.default(t18)  # t800: cpu bf16[192, 64]
    t801 = aten.t.default(t800)  # t801: cpu bf16[64, 192]
    t802 = aten._to_copy.default(t801, dtype=torch.float32)  # t802: cpu f32[64, 192]
    t803 = aten.mul.Tensor(t802, t88)  # t803: cpu f32[64, 192]
    t804 = aten.clamp.default(t803, -448.0, 448.0)  # t804: cpu f32[64, 192]
    t805 = aten._to_copy.default(t804, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t805: cpu f8e4m3[64, 192]
    t806 = aten.t.default(t805)  # t806: cpu f8e4m3[192, 64]
    # end region 53 -> t806
    # region 54: inductor 9d2ace374a7d315d, 18 ops
    t807 = aten.abs.default(t18)  # t807: cpu bf16[64, 192]
    t808 = aten.amax.default(t807, [], False)  # t808: cpu bf16[]
    t809 = aten._to_copy.default(t808, dtype=torch.float32)  # t809: cpu f32[]
    t810 = aten.view.default(t809, [1])  # t810: cpu f32[1]
    t811 = aten.slice.Tensor(t87, 0, 1, 1024)  # t811: cpu f32[1023]
    t812 = aten.cat.default([t811, t810])  # t812: cpu f32[1024]
    t813 = aten.slice.Tensor(t812, 0, 1, 1024)  # t813: cpu f32[1023]
    t814 = aten.constant_pad_nd.default(t813, [1, 0], 0.0)  # t814: cpu f32[1024]
    t815 = aten.amax.default(t812, [0], False)  # t815: cpu f32[]
    t816 = aten.ne.Scalar(t809, 0.0)  # t816: cpu b8[]
    t817 = aten.where.self(t816, t814, t87)  # t817: cpu f32[1024]
    t818 = aten.le.Scalar(t815, 3.4028234663852886e+38)  # t818: cpu b8[]
    t819 = aten.logical_and.default(t816, t818)  # t819: cpu b8[]
    t820 = aten.full_like.default(t815, 448.0)  # t820: cpu f32[]
    t821 = aten.div.Tensor(t820, t815)  # t821: cpu f32[]
    t822 = aten.clamp.default(t821, None, 3.4028234663852886e+38)  # t822: cpu f32[]
    t823 = aten.where.self(t819, t822, t88)  # t823: cpu f32[]
    t824 = aten.reciprocal.default(t823)  # t824: cpu f32[]
    # end region 54 -> t817, t823, t824
    # region 55: te 2385b4854b50b7bc, 1 ops
    t825 = aten._scaled_mm.default(t799, t806, t86, t89, None, None, torch.bfloat16)  # t825: cpu bf16[128, 64]
    # end region 55 -> t825
    # region 56: inductor c731fcfa12f158b3, 34 ops
    t826 = aten._unsafe_view.default(t825, [2, 64, 64])  # t826: cpu bf16[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:257
    t827 = aten.add.Tensor(t688, t826)  # t827: cpu bf16[2, 64, 64]
    # norm (RMSNorm), llama.py:151, 152, 153
    t828 = aten._to_copy.default(t827, dtype=torch.float32)  # t828: cpu f32[2, 64, 64]
    t829 = aten.pow.Tensor_Scalar(t828, 2)  # t829: cpu f32[2, 64, 64]
    t830 = aten.mean.dim(t829, [-1], True)  # t830: cpu f32[2, 64, 1]
    t831 = aten.add.Tensor(t830, 1e-05)  # t831: cpu f32[2, 64, 1]
    t832 = aten.rsqrt.default(t831)  # t832: cpu f32[2, 64, 1]
    t833 = aten.mul.Tensor(t828, t832)  # t833: cpu f32[2, 64, 64]
    t834 = aten._to_copy.default(t19, dtype=torch.float32)  # t834: cpu f32[64]
    t835 = aten.mul.Tensor(t833, t834)  # t835: cpu f32[2, 64, 64]
    t836 = aten._to_copy.default(t835, dtype=torch.bfloat16)  # t836: cpu bf16[2, 64, 64]
    # output (Linear), llama.py:283
    t837 = aten.view.default(t836, [128, 64])  # t837: cpu bf16[128, 64]
    t838 = aten.abs.default(t836)  # t838: cpu bf16[2, 64, 64]
    t839 = aten.amax.default(t838, [], False)  # t839: cpu bf16[]
    t840 = aten._to_copy.default(t839, dtype=torch.float32)  # t840: cpu f32[]
    t841 = aten.view.default(t840, [1])  # t841: cpu f32[1]
    t842 = aten.slice.Tensor(t90, 0, 1, 1024)  # t842: cpu f32[1023]
    t843 = aten.cat.default([t842, t841])  # t843: cpu f32[1024]
    t844 = aten.slice.Tensor(t843, 0, 1, 1024)  # t844: cpu f32[1023]
    t845 = aten.constant_pad_nd.default(t844, [1, 0], 0.0)  # t845: cpu f32[1024]
    t846 = aten.amax.default(t843, [0], False)  # t846: cpu f32[]
    t847 = aten.ne.Scalar(t840, 0.0)  # t847: cpu b8[]
    t848 = aten.where.self(t847, t845, t90)  # t848: cpu f32[1024]
    t849 = aten.le.Scalar(t846, 3.4028234663852886e+38)  # t849: cpu b8[]
    t850 = aten.logical_and.default(t847, t849)  # t850: cpu b8[]
    t851 = aten.full_like.default(t846, 448.0)  # t851: cpu f32[]
    t852 = aten.div.Tensor(t851, t846)  # t852: cpu f32[]
    t853 = aten.clamp.default(t852, None, 3.4028234663852886e+38)  # t853: cpu f32[]
    t854 = aten.where.self(t850, t853, t91)  # t854: cpu f32[]
    t855 = aten.reciprocal.default(t854)  # t855: cpu f32[]
    t856 = aten._to_copy.default(t837, dtype=torch.float32)  # t856: cpu f32[128, 64]
    t857 = aten.mul.Tensor(t856, t91)  # t857: cpu f32[128, 64]
    t858 = aten.clamp.default(t857, -448.0, 448.0)  # t858: cpu f32[128, 64]
    t859 = aten._to_copy.default(t858, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t859: cpu f8e4m3[128, 64]
    # end region 56 -> t827, t830, t848, t854, t855, t859
    # region 57: inductor 64980886da128544, 7 ops
    t860 = aten.t.default(t20)  # t860: cpu bf16[64, 256]
    t861 = aten.t.default(t860)  # t861: cpu bf16[256, 64]
    t862 = aten._to_copy.default(t861, dtype=torch.float32)  # t862: cpu f32[256, 64]
    t863 = aten.mul.Tensor(t862, t94)  # t863: cpu f32[256, 64]
    t864 = aten.clamp.default(t863, -448.0, 448.0)  # t864: cpu f32[256, 64]
    t865 = aten._to_copy.default(t864, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t865: cpu f8e4m3[256, 64]
    t866 = aten.t.default(t865)  # t866: cpu f8e4m3[64, 256]
    # end region 57 -> t866
    # region 58: inductor 2c664d2d6d5a3e7c, 18 ops
    t867 = aten.abs.default(t20)  # t867: cpu bf16[256, 64]
    t868 = aten.amax.default(t867, [], False)  # t868: cpu bf16[]
    t869 = aten._to_copy.default(t868, dtype=torch.float32)  # t869: cpu f32[]
    t870 = aten.view.default(t869, [1])  # t870: cpu f32[1]
    t871 = aten.slice.Tensor(t93, 0, 1, 1024)  # t871: cpu f32[1023]
    t872 = aten.cat.default([t871, t870])  # t872: cpu f32[1024]
    t873 = aten.slice.Tensor(t872, 0, 1, 1024)  # t873: cpu f32[1023]
    t874 = aten.constant_pad_nd.default(t873, [1, 0], 0.0)  # t874: cpu f32[1024]
    t875 = aten.amax.default(t872, [0], False)  # t875: cpu f32[]
    t876 = aten.ne.Scalar(t869, 0.0)  # t876: cpu b8[]
    t877 = aten.where.self(t876, t874, t93)  # t877: cpu f32[1024]
    t878 = aten.le.Scalar(t875, 3.4028234663852886e+38)  # t878: cpu b8[]
    t879 = aten.logical_and.default(t876, t878)  # t879: cpu b8[]
    t880 = aten.full_like.default(t875, 448.0)  # t880: cpu f32[]
    t881 = aten.div.Tensor(t880, t875)  # t881: cpu f32[]
    t882 = aten.clamp.default(t881, None, 3.4028234663852886e+38)  # t882: cpu f32[]
    t883 = aten.where.self(t879, t882, t94)  # t883: cpu f32[]
    t884 = aten.reciprocal.default(t883)  # t884: cpu f32[]
    # end region 58 -> t877, t883, t884
    # region 59: te a92f4ff90177b4d9, 1 ops
    t885 = aten._scaled_mm.default(t859, t866, t92, t95, None, None, torch.bfloat16)  # t885: cpu bf16[128, 256]
    # end region 59 -> t885
    t886 = aten._unsafe_view.default(t885, [2, 64, 256])  # t886: cpu bf16[2, 64, 256]
    return (t886, t162, t168, t169, t191, t197, t198, t236, t242, t243, t281, t287, t288, t317, t323, t324, t335, t341, t342, t366, t372, t373, t395, t401, t402, t421, t427, t428, t445, t451, t452, t474, t480, t481, t505, t511, t512, t534, t540, t541, t579, t585, t586, t624, t630, t631, t660, t666, t667, t678, t684, t685, t709, t715, t716, t738, t744, t745, t764, t770, t771, t788, t794, t795, t817, t823, t824, t848, t854, t855, t877, t883, t884, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t25, t26, t28, t29, t31, t32, t34, t35, t37, t38, t40, t41, t43, t44, t46, t47, t49, t50, t52, t53, t55, t56, t58, t59, t61, t62, t64, t65, t67, t68, t70, t71, t73, t74, t76, t77, t79, t80, t82, t83, t85, t86, t88, t89, t91, t92, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140, t141, t144, t289, t217, t262, t292, t293, t345, t348, t403, t429, t484, t487, t632, t560, t605, t635, t636, t688, t691, t746, t772, t827, t830)
    # t886: output 0
    # t162: carry amax_history:layers.0.attention.wq.weight:input
    # t168: carry scale:layers.0.attention.wq.weight:input
    # t169: carry scale_inv:layers.0.attention.wq.weight:input
    # t191: carry amax_history:layers.0.attention.wq.weight:weight
    # t197: carry scale:layers.0.attention.wq.weight:weight
    # t198: carry scale_inv:layers.0.attention.wq.weight:weight
    # t236: carry amax_history:layers.0.attention.wk.weight:weight
    # t242: carry scale:layers.0.attention.wk.weight:weight
    # t243: carry scale_inv:layers.0.attention.wk.weight:weight
    # t281: carry amax_history:layers.0.attention.wv.weight:weight
    # t287: carry scale:layers.0.attention.wv.weight:weight
    # t288: carry scale_inv:layers.0.attention.wv.weight:weight
    # t317: carry amax_history:layers.0.attention.wo.weight:input
    # t323: carry scale:layers.0.attention.wo.weight:input
    # t324: carry scale_inv:layers.0.attention.wo.weight:input
    # t335: carry amax_history:layers.0.attention.wo.weight:weight
    # t341: carry scale:layers.0.attention.wo.weight:weight
    # t342: carry scale_inv:layers.0.attention.wo.weight:weight
    # t366: carry amax_history:layers.0.feed_forward.w1.weight:input
    # t372: carry scale:layers.0.feed_forward.w1.weight:input
    # t373: carry scale_inv:layers.0.feed_forward.w1.weight:input
    # t395: carry amax_history:layers.0.feed_forward.w1.weight:weight
    # t401: carry scale:layers.0.feed_forward.w1.weight:weight
    # t402: carry scale_inv:layers.0.feed_forward.w1.weight:weight
    # t421: carry amax_history:layers.0.feed_forward.w3.weight:weight
    # t427: carry scale:layers.0.feed_forward.w3.weight:weight
    # t428: carry scale_inv:layers.0.feed_forward.w3.weight:weight
    # t445: carry amax_history:layers.0.feed_forward.w2.weight:input
    # t451: carry scale:layers.0.feed_forward.w2.weight:input
    # t452: carry scale_inv:layers.0.feed_forward.w2.weight:input
    # t474: carry amax_history:layers.0.feed_forward.w2.weight:weight
    # t480: carry scale:layers.0.feed_forward.w2.weight:weight
    # t481: carry scale_inv:layers.0.feed_forward.w2.weight:weight
    # t505: carry amax_history:layers.1.attention.wq.weight:input
    # t511: carry scale:layers.1.attention.wq.weight:input
    # t512: carry scale_inv:layers.1.attention.wq.weight:input
    # t534: carry amax_history:layers.1.attention.wq.weight:weight
    # t540: carry scale:layers.1.attention.wq.weight:weight
    # t541: carry scale_inv:layers.1.attention.wq.weight:weight
    # t579: carry amax_history:layers.1.attention.wk.weight:weight
    # t585: carry scale:layers.1.attention.wk.weight:weight
    # t586: carry scale_inv:layers.1.attention.wk.weight:weight
    # t624: carry amax_history:layers.1.attention.wv.weight:weight
    # t630: carry scale:layers.1.attention.wv.weight:weight
    # t631: carry scale_inv:layers.1.attention.wv.weight:weight
    # t660: carry amax_history:layers.1.attention.wo.weight:input
    # t666: carry scale:layers.1.attention.wo.weight:input
    # t667: carry scale_inv:layers.1.attention.wo.weight:input
    # t678: carry amax_history:layers.1.attention.wo.weight:weight
    # t684: carry scale:layers.1.attention.wo.weight:weight
    # t685: carry scale_inv:layers.1.attention.wo.weight:weight
    # t709: carry amax_history:layers.1.feed_forward.w1.weight:input
    # t715: carry scale:layers.1.feed_forward.w1.weight:input
    # t716: carry scale_inv:layers.1.feed_forward.w1.weight:input
    # t738: carry amax_history:layers.1.feed_forward.w1.weight:weight
    # t744: carry scale:layers.1.feed_forward.w1.weight:weight
    # t745: carry scale_inv:layers.1.feed_forward.w1.weight:weight
    # t764: carry amax_history:layers.1.feed_forward.w3.weight:weight
    # t770: carry scale:layers.1.feed_forward.w3.weight:weight
    # t771: carry scale_inv:layers.1.feed_forward.w3.weight:weight
    # t788: carry amax_history:layers.1.feed_forward.w2.weight:input
    # t794: carry scale:layers.1.feed_forward.w2.weight:input
    # t795: carry scale_inv:layers.1.feed_forward.w2.weight:input
    # t817: carry amax_history:layers.1.feed_forward.w2.weight:weight
    # t823: carry scale:layers.1.feed_forward.w2.weight:weight
    # t824: carry scale_inv:layers.1.feed_forward.w2.weight:weight
    # t848: carry amax_history:output.weight:input
    # t854: carry scale:output.weight:input
    # t855: carry scale_inv:output.weight:input
    # t877: carry amax_history:output.weight:weight
    # t883: carry scale:output.weight:weight
    # t884: carry scale_inv:output.weight:weight
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
    # t144: saved 117
    # t289: saved 118
    # t217: saved 119
    # t262: saved 120
    # t292: saved 121
    # t293: saved 122
    # t345: saved 123
    # t348: saved 124
    # t403: saved 125
    # t429: saved 126
    # t484: saved 127
    # t487: saved 128
    # t632: saved 129
    # t560: saved 130
    # t605: saved 131
    # t635: saved 132
    # t636: saved 133
    # t688: saved 134
    # t691: saved 135
    # t746: saved 136
    # t772: saved 137
    # t827: saved 138
    # t830: saved 139
