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
    # region 0: inductor da9494d51cfcbc71, 32 ops
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
    t153 = aten.amax.default(t152, [2], False)  # t153: cpu bf16[2, 64]
    t154 = aten.amax.default(t153, [], False)  # t154: cpu bf16[]
    t155 = aten._to_copy.default(t154, dtype=torch.float32)  # t155: cpu f32[]
    t156 = aten.view.default(t155, [1])  # t156: cpu f32[1]
    t157 = aten.slice.Tensor(t24, 0, 1, 1024)  # t157: cpu f32[1023]
    t158 = aten.cat.default([t157, t156])  # t158: cpu f32[1024]
    t159 = aten.slice.Tensor(t158, 0, 1, 1024)  # t159: cpu f32[1023]
    t160 = aten.constant_pad_nd.default(t159, [1, 0], 0.0)  # t160: cpu f32[1024]
    t161 = aten.amax.default(t158, [0], False)  # t161: cpu f32[]
    t162 = aten.gt.Scalar(t161, 0.0)  # t162: cpu b8[]
    t163 = aten.le.Scalar(t161, 3.4028234663852886e+38)  # t163: cpu b8[]
    t164 = aten.logical_and.default(t162, t163)  # t164: cpu b8[]
    t165 = aten.full_like.default(t161, 448.0)  # t165: cpu f32[]
    t166 = aten.div.Tensor(t165, t161)  # t166: cpu f32[]
    t167 = aten.clamp.default(t166, None, 3.4028234663852886e+38)  # t167: cpu f32[]
    t168 = aten.where.self(t164, t167, t25)  # t168: cpu f32[]
    t169 = aten.reciprocal.default(t168)  # t169: cpu f32[]
    t170 = aten._to_copy.default(t151, dtype=torch.float32)  # t170: cpu f32[128, 64]
    t171 = aten.mul.Tensor(t170, t25)  # t171: cpu f32[128, 64]
    t172 = aten.clamp.default(t171, -448.0, 448.0)  # t172: cpu f32[128, 64]
    t173 = aten._to_copy.default(t172, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t173: cpu f8e4m3[128, 64]
    # end region 0 -> t146, t160, t168, t169, t173
    # region 1: inductor 03e8867f674b4ce5, 25 ops
    t174 = aten.t.default(t2)  # t174: cpu bf16[64, 64]
    t175 = aten.t.default(t174)  # t175: cpu bf16[64, 64]
    t176 = aten.abs.default(t2)  # t176: cpu bf16[64, 64]
    t177 = aten.amax.default(t176, [1], False)  # t177: cpu bf16[64]
    t178 = aten.amax.default(t177, [], False)  # t178: cpu bf16[]
    t179 = aten._to_copy.default(t178, dtype=torch.float32)  # t179: cpu f32[]
    t180 = aten.view.default(t179, [1])  # t180: cpu f32[1]
    t181 = aten.slice.Tensor(t27, 0, 1, 1024)  # t181: cpu f32[1023]
    t182 = aten.cat.default([t181, t180])  # t182: cpu f32[1024]
    t183 = aten.slice.Tensor(t182, 0, 1, 1024)  # t183: cpu f32[1023]
    t184 = aten.constant_pad_nd.default(t183, [1, 0], 0.0)  # t184: cpu f32[1024]
    t185 = aten.amax.default(t182, [0], False)  # t185: cpu f32[]
    t186 = aten.gt.Scalar(t185, 0.0)  # t186: cpu b8[]
    t187 = aten.le.Scalar(t185, 3.4028234663852886e+38)  # t187: cpu b8[]
    t188 = aten.logical_and.default(t186, t187)  # t188: cpu b8[]
    t189 = aten.full_like.default(t185, 448.0)  # t189: cpu f32[]
    t190 = aten.div.Tensor(t189, t185)  # t190: cpu f32[]
    t191 = aten.clamp.default(t190, None, 3.4028234663852886e+38)  # t191: cpu f32[]
    t192 = aten.where.self(t188, t191, t28)  # t192: cpu f32[]
    t193 = aten.reciprocal.default(t192)  # t193: cpu f32[]
    t194 = aten._to_copy.default(t175, dtype=torch.float32)  # t194: cpu f32[64, 64]
    t195 = aten.mul.Tensor(t194, t28)  # t195: cpu f32[64, 64]
    t196 = aten.clamp.default(t195, -448.0, 448.0)  # t196: cpu f32[64, 64]
    t197 = aten._to_copy.default(t196, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t197: cpu f8e4m3[64, 64]
    t198 = aten.t.default(t197)  # t198: cpu f8e4m3[64, 64]
    # end region 1 -> t184, t192, t193, t198
    # region 2: te ebbfb853f1a998ae, 1 ops
    t199 = aten._scaled_mm.default(t173, t198, t26, t29, None, None, torch.bfloat16)  # t199: cpu bf16[128, 64]
    # end region 2 -> t199
    # region 3: inductor 3cf3e943774b5f8b, 19 ops
    # rope (RotaryEmbedding), llama.py:195
    t200 = aten.slice.Tensor(t21, 0, 0, 64)  # t200: cpu bf16[64, 8]
    t201 = aten.slice.Tensor(t22, 0, 0, 64)  # t201: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:238, 205, 206, 207, 208, 209, ...
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
    # end region 3 -> t217, t218
    # region 4: inductor 76056ae9810d0f51, 25 ops
    # layers.0.attention.wk (Linear), llama.py:239
    t219 = aten.t.default(t3)  # t219: cpu bf16[64, 32]
    t220 = aten.t.default(t219)  # t220: cpu bf16[32, 64]
    t221 = aten.abs.default(t3)  # t221: cpu bf16[32, 64]
    t222 = aten.amax.default(t221, [1], False)  # t222: cpu bf16[32]
    t223 = aten.amax.default(t222, [], False)  # t223: cpu bf16[]
    t224 = aten._to_copy.default(t223, dtype=torch.float32)  # t224: cpu f32[]
    t225 = aten.view.default(t224, [1])  # t225: cpu f32[1]
    t226 = aten.slice.Tensor(t30, 0, 1, 1024)  # t226: cpu f32[1023]
    t227 = aten.cat.default([t226, t225])  # t227: cpu f32[1024]
    t228 = aten.slice.Tensor(t227, 0, 1, 1024)  # t228: cpu f32[1023]
    t229 = aten.constant_pad_nd.default(t228, [1, 0], 0.0)  # t229: cpu f32[1024]
    t230 = aten.amax.default(t227, [0], False)  # t230: cpu f32[]
    t231 = aten.gt.Scalar(t230, 0.0)  # t231: cpu b8[]
    t232 = aten.le.Scalar(t230, 3.4028234663852886e+38)  # t232: cpu b8[]
    t233 = aten.logical_and.default(t231, t232)  # t233: cpu b8[]
    t234 = aten.full_like.default(t230, 448.0)  # t234: cpu f32[]
    t235 = aten.div.Tensor(t234, t230)  # t235: cpu f32[]
    t236 = aten.clamp.default(t235, None, 3.4028234663852886e+38)  # t236: cpu f32[]
    t237 = aten.where.self(t233, t236, t31)  # t237: cpu f32[]
    t238 = aten.reciprocal.default(t237)  # t238: cpu f32[]
    t239 = aten._to_copy.default(t220, dtype=torch.float32)  # t239: cpu f32[32, 64]
    t240 = aten.mul.Tensor(t239, t31)  # t240: cpu f32[32, 64]
    t241 = aten.clamp.default(t240, -448.0, 448.0)  # t241: cpu f32[32, 64]
    t242 = aten._to_copy.default(t241, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t242: cpu f8e4m3[32, 64]
    t243 = aten.t.default(t242)  # t243: cpu f8e4m3[64, 32]
    # end region 4 -> t229, t237, t238, t243
    # region 5: te e0f58013a674277a, 1 ops
    t244 = aten._scaled_mm.default(t173, t243, t26, t32, None, None, torch.bfloat16)  # t244: cpu bf16[128, 32]
    # end region 5 -> t244
    # region 6: inductor ee421aad93d28576, 19 ops
    # rope (RotaryEmbedding), llama.py:195
    t245 = aten.slice.Tensor(t21, 0, 0, 64)  # t245: cpu bf16[64, 8]
    t246 = aten.slice.Tensor(t22, 0, 0, 64)  # t246: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:239, 207, 208, 205, 206, 209, ...
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
    # end region 6 -> t262, t263
    # region 7: inductor 76056ae9810d0f51, 25 ops
    # layers.0.attention.wv (Linear), llama.py:240
    t264 = aten.t.default(t4)  # t264: cpu bf16[64, 32]
    t265 = aten.t.default(t264)  # t265: cpu bf16[32, 64]
    t266 = aten.abs.default(t4)  # t266: cpu bf16[32, 64]
    t267 = aten.amax.default(t266, [1], False)  # t267: cpu bf16[32]
    t268 = aten.amax.default(t267, [], False)  # t268: cpu bf16[]
    t269 = aten._to_copy.default(t268, dtype=torch.float32)  # t269: cpu f32[]
    t270 = aten.view.default(t269, [1])  # t270: cpu f32[1]
    t271 = aten.slice.Tensor(t33, 0, 1, 1024)  # t271: cpu f32[1023]
    t272 = aten.cat.default([t271, t270])  # t272: cpu f32[1024]
    t273 = aten.slice.Tensor(t272, 0, 1, 1024)  # t273: cpu f32[1023]
    t274 = aten.constant_pad_nd.default(t273, [1, 0], 0.0)  # t274: cpu f32[1024]
    t275 = aten.amax.default(t272, [0], False)  # t275: cpu f32[]
    t276 = aten.gt.Scalar(t275, 0.0)  # t276: cpu b8[]
    t277 = aten.le.Scalar(t275, 3.4028234663852886e+38)  # t277: cpu b8[]
    t278 = aten.logical_and.default(t276, t277)  # t278: cpu b8[]
    t279 = aten.full_like.default(t275, 448.0)  # t279: cpu f32[]
    t280 = aten.div.Tensor(t279, t275)  # t280: cpu f32[]
    t281 = aten.clamp.default(t280, None, 3.4028234663852886e+38)  # t281: cpu f32[]
    t282 = aten.where.self(t278, t281, t34)  # t282: cpu f32[]
    t283 = aten.reciprocal.default(t282)  # t283: cpu f32[]
    t284 = aten._to_copy.default(t265, dtype=torch.float32)  # t284: cpu f32[32, 64]
    t285 = aten.mul.Tensor(t284, t34)  # t285: cpu f32[32, 64]
    t286 = aten.clamp.default(t285, -448.0, 448.0)  # t286: cpu f32[32, 64]
    t287 = aten._to_copy.default(t286, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t287: cpu f8e4m3[32, 64]
    t288 = aten.t.default(t287)  # t288: cpu f8e4m3[64, 32]
    # end region 7 -> t274, t282, t283, t288
    # region 8: te e0f58013a674277a, 1 ops
    t289 = aten._scaled_mm.default(t173, t288, t26, t35, None, None, torch.bfloat16)  # t289: cpu bf16[128, 32]
    # end region 8 -> t289
    # layers.0.attention (Attention), llama.py:240, 243, 249
    t290 = aten.view.default(t289, [2, 64, 2, 16])  # t290: cpu bf16[2, 64, 2, 16]
    t291 = aten.transpose.int(t290, 1, 2)  # t291: cpu bf16[2, 2, 64, 16]
    t292, t293 = aotc.sdpa.default(t218, t263, t291, None, True, None)  # t292: cpu bf16[2, 4, 64, 16], t293: cpu f32[2, 4, 64]
    # region 9: inductor ab7a8ae0696fb926, 24 ops
    t294 = aten.transpose.int(t292, 1, 2)  # t294: cpu bf16[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t295 = aten.view.default(t294, [128, 64])  # t295: cpu bf16[128, 64]
    t296 = aten.abs.default(t292)  # t296: cpu bf16[2, 4, 64, 16]
    t297 = aten.amax.default(t296, [3], False)  # t297: cpu bf16[2, 4, 64]
    t298 = aten.amax.default(t297, [], False)  # t298: cpu bf16[]
    t299 = aten._to_copy.default(t298, dtype=torch.float32)  # t299: cpu f32[]
    t300 = aten.view.default(t299, [1])  # t300: cpu f32[1]
    t301 = aten.slice.Tensor(t36, 0, 1, 1024)  # t301: cpu f32[1023]
    t302 = aten.cat.default([t301, t300])  # t302: cpu f32[1024]
    t303 = aten.slice.Tensor(t302, 0, 1, 1024)  # t303: cpu f32[1023]
    t304 = aten.constant_pad_nd.default(t303, [1, 0], 0.0)  # t304: cpu f32[1024]
    t305 = aten.amax.default(t302, [0], False)  # t305: cpu f32[]
    t306 = aten.gt.Scalar(t305, 0.0)  # t306: cpu b8[]
    t307 = aten.le.Scalar(t305, 3.4028234663852886e+38)  # t307: cpu b8[]
    t308 = aten.logical_and.default(t306, t307)  # t308: cpu b8[]
    t309 = aten.full_like.default(t305, 448.0)  # t309: cpu f32[]
    t310 = aten.div.Tensor(t309, t305)  # t310: cpu f32[]
    t311 = aten.clamp.default(t310, None, 3.4028234663852886e+38)  # t311: cpu f32[]
    t312 = aten.where.self(t308, t311, t37)  # t312: cpu f32[]
    t313 = aten.reciprocal.default(t312)  # t313: cpu f32[]
    t314 = aten._to_copy.default(t295, dtype=torch.float32)  # t314: cpu f32[128, 64]
    t315 = aten.mul.Tensor(t314, t37)  # t315: cpu f32[128, 64]
    t316 = aten.clamp.default(t315, -448.0, 448.0)  # t316: cpu f32[128, 64]
    t317 = aten._to_copy.default(t316, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t317: cpu f8e4m3[128, 64]
    # end region 9 -> t304, t312, t313, t317
    # region 10: inductor 03e8867f674b4ce5, 25 ops
    t318 = aten.t.default(t5)  # t318: cpu bf16[64, 64]
    t319 = aten.t.default(t318)  # t319: cpu bf16[64, 64]
    t320 = aten.abs.default(t5)  # t320: cpu bf16[64, 64]
    t321 = aten.amax.default(t320, [1], False)  # t321: cpu bf16[64]
    t322 = aten.amax.default(t321, [], False)  # t322: cpu bf16[]
    t323 = aten._to_copy.default(t322, dtype=torch.float32)  # t323: cpu f32[]
    t324 = aten.view.default(t323, [1])  # t324: cpu f32[1]
    t325 = aten.slice.Tensor(t39, 0, 1, 1024)  # t325: cpu f32[1023]
    t326 = aten.cat.default([t325, t324])  # t326: cpu f32[1024]
    t327 = aten.slice.Tensor(t326, 0, 1, 1024)  # t327: cpu f32[1023]
    t328 = aten.constant_pad_nd.default(t327, [1, 0], 0.0)  # t328: cpu f32[1024]
    t329 = aten.amax.default(t326, [0], False)  # t329: cpu f32[]
    t330 = aten.gt.Scalar(t329, 0.0)  # t330: cpu b8[]
    t331 = aten.le.Scalar(t329, 3.4028234663852886e+38)  # t331: cpu b8[]
    t332 = aten.logical_and.default(t330, t331)  # t332: cpu b8[]
    t333 = aten.full_like.default(t329, 448.0)  # t333: cpu f32[]
    t334 = aten.div.Tensor(t333, t329)  # t334: cpu f32[]
    t335 = aten.clamp.default(t334, None, 3.4028234663852886e+38)  # t335: cpu f32[]
    t336 = aten.where.self(t332, t335, t40)  # t336: cpu f32[]
    t337 = aten.reciprocal.default(t336)  # t337: cpu f32[]
    t338 = aten._to_copy.default(t319, dtype=torch.float32)  # t338: cpu f32[64, 64]
    t339 = aten.mul.Tensor(t338, t40)  # t339: cpu f32[64, 64]
    t340 = aten.clamp.default(t339, -448.0, 448.0)  # t340: cpu f32[64, 64]
    t341 = aten._to_copy.default(t340, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t341: cpu f8e4m3[64, 64]
    t342 = aten.t.default(t341)  # t342: cpu f8e4m3[64, 64]
    # end region 10 -> t328, t336, t337, t342
    # region 11: te ebbfb853f1a998ae, 1 ops
    t343 = aten._scaled_mm.default(t317, t342, t38, t41, None, None, torch.bfloat16)  # t343: cpu bf16[128, 64]
    # end region 11 -> t343
    # region 12: inductor 1e4a720cf6fe6954, 34 ops
    t344 = aten._unsafe_view.default(t343, [2, 64, 64])  # t344: cpu bf16[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:281
    t345 = aten.add.Tensor(t141, t344)  # t345: cpu bf16[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:160, 161, 162
    t346 = aten._to_copy.default(t345, dtype=torch.float32)  # t346: cpu f32[2, 64, 64]
    t347 = aten.pow.Tensor_Scalar(t346, 2)  # t347: cpu f32[2, 64, 64]
    t348 = aten.mean.dim(t347, [-1], True)  # t348: cpu f32[2, 64, 1]
    t349 = aten.add.Tensor(t348, 1e-05)  # t349: cpu f32[2, 64, 1]
    t350 = aten.rsqrt.default(t349)  # t350: cpu f32[2, 64, 1]
    t351 = aten.mul.Tensor(t346, t350)  # t351: cpu f32[2, 64, 64]
    t352 = aten._to_copy.default(t6, dtype=torch.float32)  # t352: cpu f32[64]
    t353 = aten.mul.Tensor(t351, t352)  # t353: cpu f32[2, 64, 64]
    t354 = aten._to_copy.default(t353, dtype=torch.bfloat16)  # t354: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t355 = aten.view.default(t354, [128, 64])  # t355: cpu bf16[128, 64]
    t356 = aten.abs.default(t354)  # t356: cpu bf16[2, 64, 64]
    t357 = aten.amax.default(t356, [2], False)  # t357: cpu bf16[2, 64]
    t358 = aten.amax.default(t357, [], False)  # t358: cpu bf16[]
    t359 = aten._to_copy.default(t358, dtype=torch.float32)  # t359: cpu f32[]
    t360 = aten.view.default(t359, [1])  # t360: cpu f32[1]
    t361 = aten.slice.Tensor(t42, 0, 1, 1024)  # t361: cpu f32[1023]
    t362 = aten.cat.default([t361, t360])  # t362: cpu f32[1024]
    t363 = aten.slice.Tensor(t362, 0, 1, 1024)  # t363: cpu f32[1023]
    t364 = aten.constant_pad_nd.default(t363, [1, 0], 0.0)  # t364: cpu f32[1024]
    t365 = aten.amax.default(t362, [0], False)  # t365: cpu f32[]
    t366 = aten.gt.Scalar(t365, 0.0)  # t366: cpu b8[]
    t367 = aten.le.Scalar(t365, 3.4028234663852886e+38)  # t367: cpu b8[]
    t368 = aten.logical_and.default(t366, t367)  # t368: cpu b8[]
    t369 = aten.full_like.default(t365, 448.0)  # t369: cpu f32[]
    t370 = aten.div.Tensor(t369, t365)  # t370: cpu f32[]
    t371 = aten.clamp.default(t370, None, 3.4028234663852886e+38)  # t371: cpu f32[]
    t372 = aten.where.self(t368, t371, t43)  # t372: cpu f32[]
    t373 = aten.reciprocal.default(t372)  # t373: cpu f32[]
    t374 = aten._to_copy.default(t355, dtype=torch.float32)  # t374: cpu f32[128, 64]
    t375 = aten.mul.Tensor(t374, t43)  # t375: cpu f32[128, 64]
    t376 = aten.clamp.default(t375, -448.0, 448.0)  # t376: cpu f32[128, 64]
    t377 = aten._to_copy.default(t376, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t377: cpu f8e4m3[128, 64]
    # end region 12 -> t345, t350, t364, t372, t373, t377
    # region 13: inductor 140303482ad85cd0, 25 ops
    t378 = aten.t.default(t7)  # t378: cpu bf16[64, 192]
    t379 = aten.t.default(t378)  # t379: cpu bf16[192, 64]
    t380 = aten.abs.default(t7)  # t380: cpu bf16[192, 64]
    t381 = aten.amax.default(t380, [1], False)  # t381: cpu bf16[192]
    t382 = aten.amax.default(t381, [], False)  # t382: cpu bf16[]
    t383 = aten._to_copy.default(t382, dtype=torch.float32)  # t383: cpu f32[]
    t384 = aten.view.default(t383, [1])  # t384: cpu f32[1]
    t385 = aten.slice.Tensor(t45, 0, 1, 1024)  # t385: cpu f32[1023]
    t386 = aten.cat.default([t385, t384])  # t386: cpu f32[1024]
    t387 = aten.slice.Tensor(t386, 0, 1, 1024)  # t387: cpu f32[1023]
    t388 = aten.constant_pad_nd.default(t387, [1, 0], 0.0)  # t388: cpu f32[1024]
    t389 = aten.amax.default(t386, [0], False)  # t389: cpu f32[]
    t390 = aten.gt.Scalar(t389, 0.0)  # t390: cpu b8[]
    t391 = aten.le.Scalar(t389, 3.4028234663852886e+38)  # t391: cpu b8[]
    t392 = aten.logical_and.default(t390, t391)  # t392: cpu b8[]
    t393 = aten.full_like.default(t389, 448.0)  # t393: cpu f32[]
    t394 = aten.div.Tensor(t393, t389)  # t394: cpu f32[]
    t395 = aten.clamp.default(t394, None, 3.4028234663852886e+38)  # t395: cpu f32[]
    t396 = aten.where.self(t392, t395, t46)  # t396: cpu f32[]
    t397 = aten.reciprocal.default(t396)  # t397: cpu f32[]
    t398 = aten._to_copy.default(t379, dtype=torch.float32)  # t398: cpu f32[192, 64]
    t399 = aten.mul.Tensor(t398, t46)  # t399: cpu f32[192, 64]
    t400 = aten.clamp.default(t399, -448.0, 448.0)  # t400: cpu f32[192, 64]
    t401 = aten._to_copy.default(t400, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t401: cpu f8e4m3[192, 64]
    t402 = aten.t.default(t401)  # t402: cpu f8e4m3[64, 192]
    # end region 13 -> t388, t396, t397, t402
    # region 14: te fc3fac076d998328, 1 ops
    t403 = aten._scaled_mm.default(t377, t402, t44, t47, None, None, torch.bfloat16)  # t403: cpu bf16[128, 192]
    # end region 14 -> t403
    # region 15: inductor 140303482ad85cd0, 25 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t404 = aten.t.default(t8)  # t404: cpu bf16[64, 192]
    t405 = aten.t.default(t404)  # t405: cpu bf16[192, 64]
    t406 = aten.abs.default(t8)  # t406: cpu bf16[192, 64]
    t407 = aten.amax.default(t406, [1], False)  # t407: cpu bf16[192]
    t408 = aten.amax.default(t407, [], False)  # t408: cpu bf16[]
    t409 = aten._to_copy.default(t408, dtype=torch.float32)  # t409: cpu f32[]
    t410 = aten.view.default(t409, [1])  # t410: cpu f32[1]
    t411 = aten.slice.Tensor(t48, 0, 1, 1024)  # t411: cpu f32[1023]
    t412 = aten.cat.default([t411, t410])  # t412: cpu f32[1024]
    t413 = aten.slice.Tensor(t412, 0, 1, 1024)  # t413: cpu f32[1023]
    t414 = aten.constant_pad_nd.default(t413, [1, 0], 0.0)  # t414: cpu f32[1024]
    t415 = aten.amax.default(t412, [0], False)  # t415: cpu f32[]
    t416 = aten.gt.Scalar(t415, 0.0)  # t416: cpu b8[]
    t417 = aten.le.Scalar(t415, 3.4028234663852886e+38)  # t417: cpu b8[]
    t418 = aten.logical_and.default(t416, t417)  # t418: cpu b8[]
    t419 = aten.full_like.default(t415, 448.0)  # t419: cpu f32[]
    t420 = aten.div.Tensor(t419, t415)  # t420: cpu f32[]
    t421 = aten.clamp.default(t420, None, 3.4028234663852886e+38)  # t421: cpu f32[]
    t422 = aten.where.self(t418, t421, t49)  # t422: cpu f32[]
    t423 = aten.reciprocal.default(t422)  # t423: cpu f32[]
    t424 = aten._to_copy.default(t405, dtype=torch.float32)  # t424: cpu f32[192, 64]
    t425 = aten.mul.Tensor(t424, t49)  # t425: cpu f32[192, 64]
    t426 = aten.clamp.default(t425, -448.0, 448.0)  # t426: cpu f32[192, 64]
    t427 = aten._to_copy.default(t426, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t427: cpu f8e4m3[192, 64]
    t428 = aten.t.default(t427)  # t428: cpu f8e4m3[64, 192]
    # end region 15 -> t414, t422, t423, t428
    # region 16: te fc3fac076d998328, 1 ops
    t429 = aten._scaled_mm.default(t377, t428, t44, t50, None, None, torch.bfloat16)  # t429: cpu bf16[128, 192]
    # end region 16 -> t429
    # region 17: inductor be40041c05a11163, 27 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t430 = aten._unsafe_view.default(t403, [2, 64, 192])  # t430: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t431 = aten.silu.default(t430)  # t431: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t432 = aten._unsafe_view.default(t429, [2, 64, 192])  # t432: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t433 = aten.mul.Tensor(t431, t432)  # t433: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t434 = aten.view.default(t433, [128, 192])  # t434: cpu bf16[128, 192]
    t435 = aten.abs.default(t433)  # t435: cpu bf16[2, 64, 192]
    t436 = aten.amax.default(t435, [2], False)  # t436: cpu bf16[2, 64]
    t437 = aten.amax.default(t436, [], False)  # t437: cpu bf16[]
    t438 = aten._to_copy.default(t437, dtype=torch.float32)  # t438: cpu f32[]
    t439 = aten.view.default(t438, [1])  # t439: cpu f32[1]
    t440 = aten.slice.Tensor(t51, 0, 1, 1024)  # t440: cpu f32[1023]
    t441 = aten.cat.default([t440, t439])  # t441: cpu f32[1024]
    t442 = aten.slice.Tensor(t441, 0, 1, 1024)  # t442: cpu f32[1023]
    t443 = aten.constant_pad_nd.default(t442, [1, 0], 0.0)  # t443: cpu f32[1024]
    t444 = aten.amax.default(t441, [0], False)  # t444: cpu f32[]
    t445 = aten.gt.Scalar(t444, 0.0)  # t445: cpu b8[]
    t446 = aten.le.Scalar(t444, 3.4028234663852886e+38)  # t446: cpu b8[]
    t447 = aten.logical_and.default(t445, t446)  # t447: cpu b8[]
    t448 = aten.full_like.default(t444, 448.0)  # t448: cpu f32[]
    t449 = aten.div.Tensor(t448, t444)  # t449: cpu f32[]
    t450 = aten.clamp.default(t449, None, 3.4028234663852886e+38)  # t450: cpu f32[]
    t451 = aten.where.self(t447, t450, t52)  # t451: cpu f32[]
    t452 = aten.reciprocal.default(t451)  # t452: cpu f32[]
    t453 = aten._to_copy.default(t434, dtype=torch.float32)  # t453: cpu f32[128, 192]
    t454 = aten.mul.Tensor(t453, t52)  # t454: cpu f32[128, 192]
    t455 = aten.clamp.default(t454, -448.0, 448.0)  # t455: cpu f32[128, 192]
    t456 = aten._to_copy.default(t455, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t456: cpu f8e4m3[128, 192]
    # end region 17 -> t430, t432, t443, t451, t452, t456
    # region 18: inductor 329b7bb05d4c7f24, 25 ops
    t457 = aten.t.default(t9)  # t457: cpu bf16[192, 64]
    t458 = aten.t.default(t457)  # t458: cpu bf16[64, 192]
    t459 = aten.abs.default(t9)  # t459: cpu bf16[64, 192]
    t460 = aten.amax.default(t459, [1], False)  # t460: cpu bf16[64]
    t461 = aten.amax.default(t460, [], False)  # t461: cpu bf16[]
    t462 = aten._to_copy.default(t461, dtype=torch.float32)  # t462: cpu f32[]
    t463 = aten.view.default(t462, [1])  # t463: cpu f32[1]
    t464 = aten.slice.Tensor(t54, 0, 1, 1024)  # t464: cpu f32[1023]
    t465 = aten.cat.default([t464, t463])  # t465: cpu f32[1024]
    t466 = aten.slice.Tensor(t465, 0, 1, 1024)  # t466: cpu f32[1023]
    t467 = aten.constant_pad_nd.default(t466, [1, 0], 0.0)  # t467: cpu f32[1024]
    t468 = aten.amax.default(t465, [0], False)  # t468: cpu f32[]
    t469 = aten.gt.Scalar(t468, 0.0)  # t469: cpu b8[]
    t470 = aten.le.Scalar(t468, 3.4028234663852886e+38)  # t470: cpu b8[]
    t471 = aten.logical_and.default(t469, t470)  # t471: cpu b8[]
    t472 = aten.full_like.default(t468, 448.0)  # t472: cpu f32[]
    t473 = aten.div.Tensor(t472, t468)  # t473: cpu f32[]
    t474 = aten.clamp.default(t473, None, 3.4028234663852886e+38)  # t474: cpu f32[]
    t475 = aten.where.self(t471, t474, t55)  # t475: cpu f32[]
    t476 = aten.reciprocal.default(t475)  # t476: cpu f32[]
    t477 = aten._to_copy.default(t458, dtype=torch.float32)  # t477: cpu f32[64, 192]
    t478 = aten.mul.Tensor(t477, t55)  # t478: cpu f32[64, 192]
    t479 = aten.clamp.default(t478, -448.0, 448.0)  # t479: cpu f32[64, 192]
    t480 = aten._to_copy.default(t479, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t480: cpu f8e4m3[64, 192]
    t481 = aten.t.default(t480)  # t481: cpu f8e4m3[192, 64]
    # end region 18 -> t467, t475, t476, t481
    # region 19: te 2385b4854b50b7bc, 1 ops
    t482 = aten._scaled_mm.default(t456, t481, t53, t56, None, None, torch.bfloat16)  # t482: cpu bf16[128, 64]
    # end region 19 -> t482
    # region 20: inductor 1e4a720cf6fe6954, 34 ops
    t483 = aten._unsafe_view.default(t482, [2, 64, 64])  # t483: cpu bf16[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:282
    t484 = aten.add.Tensor(t345, t483)  # t484: cpu bf16[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:160, 161, 162
    t485 = aten._to_copy.default(t484, dtype=torch.float32)  # t485: cpu f32[2, 64, 64]
    t486 = aten.pow.Tensor_Scalar(t485, 2)  # t486: cpu f32[2, 64, 64]
    t487 = aten.mean.dim(t486, [-1], True)  # t487: cpu f32[2, 64, 1]
    t488 = aten.add.Tensor(t487, 1e-05)  # t488: cpu f32[2, 64, 1]
    t489 = aten.rsqrt.default(t488)  # t489: cpu f32[2, 64, 1]
    t490 = aten.mul.Tensor(t485, t489)  # t490: cpu f32[2, 64, 64]
    t491 = aten._to_copy.default(t10, dtype=torch.float32)  # t491: cpu f32[64]
    t492 = aten.mul.Tensor(t490, t491)  # t492: cpu f32[2, 64, 64]
    t493 = aten._to_copy.default(t492, dtype=torch.bfloat16)  # t493: cpu bf16[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t494 = aten.view.default(t493, [128, 64])  # t494: cpu bf16[128, 64]
    t495 = aten.abs.default(t493)  # t495: cpu bf16[2, 64, 64]
    t496 = aten.amax.default(t495, [2], False)  # t496: cpu bf16[2, 64]
    t497 = aten.amax.default(t496, [], False)  # t497: cpu bf16[]
    t498 = aten._to_copy.default(t497, dtype=torch.float32)  # t498: cpu f32[]
    t499 = aten.view.default(t498, [1])  # t499: cpu f32[1]
    t500 = aten.slice.Tensor(t57, 0, 1, 1024)  # t500: cpu f32[1023]
    t501 = aten.cat.default([t500, t499])  # t501: cpu f32[1024]
    t502 = aten.slice.Tensor(t501, 0, 1, 1024)  # t502: cpu f32[1023]
    t503 = aten.constant_pad_nd.default(t502, [1, 0], 0.0)  # t503: cpu f32[1024]
    t504 = aten.amax.default(t501, [0], False)  # t504: cpu f32[]
    t505 = aten.gt.Scalar(t504, 0.0)  # t505: cpu b8[]
    t506 = aten.le.Scalar(t504, 3.4028234663852886e+38)  # t506: cpu b8[]
    t507 = aten.logical_and.default(t505, t506)  # t507: cpu b8[]
    t508 = aten.full_like.default(t504, 448.0)  # t508: cpu f32[]
    t509 = aten.div.Tensor(t508, t504)  # t509: cpu f32[]
    t510 = aten.clamp.default(t509, None, 3.4028234663852886e+38)  # t510: cpu f32[]
    t511 = aten.where.self(t507, t510, t58)  # t511: cpu f32[]
    t512 = aten.reciprocal.default(t511)  # t512: cpu f32[]
    t513 = aten._to_copy.default(t494, dtype=torch.float32)  # t513: cpu f32[128, 64]
    t514 = aten.mul.Tensor(t513, t58)  # t514: cpu f32[128, 64]
    t515 = aten.clamp.default(t514, -448.0, 448.0)  # t515: cpu f32[128, 64]
    t516 = aten._to_copy.default(t515, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t516: cpu f8e4m3[128, 64]
    # end region 20 -> t484, t489, t503, t511, t512, t516
    # region 21: inductor 03e8867f674b4ce5, 25 ops
    t517 = aten.t.default(t11)  # t517: cpu bf16[64, 64]
    t518 = aten.t.default(t517)  # t518: cpu bf16[64, 64]
    t519 = aten.abs.default(t11)  # t519: cpu bf16[64, 64]
    t520 = aten.amax.default(t519, [1], False)  # t520: cpu bf16[64]
    t521 = aten.amax.default(t520, [], False)  # t521: cpu bf16[]
    t522 = aten._to_copy.default(t521, dtype=torch.float32)  # t522: cpu f32[]
    t523 = aten.view.default(t522, [1])  # t523: cpu f32[1]
    t524 = aten.slice.Tensor(t60, 0, 1, 1024)  # t524: cpu f32[1023]
    t525 = aten.cat.default([t524, t523])  # t525: cpu f32[1024]
    t526 = aten.slice.Tensor(t525, 0, 1, 1024)  # t526: cpu f32[1023]
    t527 = aten.constant_pad_nd.default(t526, [1, 0], 0.0)  # t527: cpu f32[1024]
    t528 = aten.amax.default(t525, [0], False)  # t528: cpu f32[]
    t529 = aten.gt.Scalar(t528, 0.0)  # t529: cpu b8[]
    t530 = aten.le.Scalar(t528, 3.4028234663852886e+38)  # t530: cpu b8[]
    t531 = aten.logical_and.default(t529, t530)  # t531: cpu b8[]
    t532 = aten.full_like.default(t528, 448.0)  # t532: cpu f32[]
    t533 = aten.div.Tensor(t532, t528)  # t533: cpu f32[]
    t534 = aten.clamp.default(t533, None, 3.4028234663852886e+38)  # t534: cpu f32[]
    t535 = aten.where.self(t531, t534, t61)  # t535: cpu f32[]
    t536 = aten.reciprocal.default(t535)  # t536: cpu f32[]
    t537 = aten._to_copy.default(t518, dtype=torch.float32)  # t537: cpu f32[64, 64]
    t538 = aten.mul.Tensor(t537, t61)  # t538: cpu f32[64, 64]
    t539 = aten.clamp.default(t538, -448.0, 448.0)  # t539: cpu f32[64, 64]
    t540 = aten._to_copy.default(t539, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t540: cpu f8e4m3[64, 64]
    t541 = aten.t.default(t540)  # t541: cpu f8e4m3[64, 64]
    # end region 21 -> t527, t535, t536, t541
    # region 22: te ebbfb853f1a998ae, 1 ops
    t542 = aten._scaled_mm.default(t516, t541, t59, t62, None, None, torch.bfloat16)  # t542: cpu bf16[128, 64]
    # end region 22 -> t542
    # region 23: inductor 688b0f566ee50cfe, 19 ops
    # rope (RotaryEmbedding), llama.py:195
    t543 = aten.slice.Tensor(t21, 0, 0, 64)  # t543: cpu bf16[64, 8]
    t544 = aten.slice.Tensor(t22, 0, 0, 64)  # t544: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t545 = aten.view.default(t543, [1, 64, 1, 8])  # t545: cpu bf16[1, 64, 1, 8]
    t546 = aten.view.default(t544, [1, 64, 1, 8])  # t546: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:238, 205, 206, 209, 210, 211, ...
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
    # end region 23 -> t560, t561
    # region 24: inductor 76056ae9810d0f51, 25 ops
    # layers.1.attention.wk (Linear), llama.py:239
    t562 = aten.t.default(t12)  # t562: cpu bf16[64, 32]
    t563 = aten.t.default(t562)  # t563: cpu bf16[32, 64]
    t564 = aten.abs.default(t12)  # t564: cpu bf16[32, 64]
    t565 = aten.amax.default(t564, [1], False)  # t565: cpu bf16[32]
    t566 = aten.amax.default(t565, [], False)  # t566: cpu bf16[]
    t567 = aten._to_copy.default(t566, dtype=torch.float32)  # t567: cpu f32[]
    t568 = aten.view.default(t567, [1])  # t568: cpu f32[1]
    t569 = aten.slice.Tensor(t63, 0, 1, 1024)  # t569: cpu f32[1023]
    t570 = aten.cat.default([t569, t568])  # t570: cpu f32[1024]
    t571 = aten.slice.Tensor(t570, 0, 1, 1024)  # t571: cpu f32[1023]
    t572 = aten.constant_pad_nd.default(t571, [1, 0], 0.0)  # t572: cpu f32[1024]
    t573 = aten.amax.default(t570, [0], False)  # t573: cpu f32[]
    t574 = aten.gt.Scalar(t573, 0.0)  # t574: cpu b8[]
    t575 = aten.le.Scalar(t573, 3.4028234663852886e+38)  # t575: cpu b8[]
    t576 = aten.logical_and.default(t574, t575)  # t576: cpu b8[]
    t577 = aten.full_like.default(t573, 448.0)  # t577: cpu f32[]
    t578 = aten.div.Tensor(t577, t573)  # t578: cpu f32[]
    t579 = aten.clamp.default(t578, None, 3.4028234663852886e+38)  # t579: cpu f32[]
    t580 = aten.where.self(t576, t579, t64)  # t580: cpu f32[]
    t581 = aten.reciprocal.default(t580)  # t581: cpu f32[]
    t582 = aten._to_copy.default(t563, dtype=torch.float32)  # t582: cpu f32[32, 64]
    t583 = aten.mul.Tensor(t582, t64)  # t583: cpu f32[32, 64]
    t584 = aten.clamp.default(t583, -448.0, 448.0)  # t584: cpu f32[32, 64]
    t585 = aten._to_copy.default(t584, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t585: cpu f8e4m3[32, 64]
    t586 = aten.t.default(t585)  # t586: cpu f8e4m3[64, 32]
    # end region 24 -> t572, t580, t581, t586
    # region 25: te e0f58013a674277a, 1 ops
    t587 = aten._scaled_mm.default(t516, t586, t59, t65, None, None, torch.bfloat16)  # t587: cpu bf16[128, 32]
    # end region 25 -> t587
    # region 26: inductor 59ee0c505adec5b9, 19 ops
    # rope (RotaryEmbedding), llama.py:195
    t588 = aten.slice.Tensor(t21, 0, 0, 64)  # t588: cpu bf16[64, 8]
    t589 = aten.slice.Tensor(t22, 0, 0, 64)  # t589: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207, 208
    t590 = aten.view.default(t588, [1, 64, 1, 8])  # t590: cpu bf16[1, 64, 1, 8]
    t591 = aten.view.default(t589, [1, 64, 1, 8])  # t591: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:239, 205, 206, 209, 210, 211, ...
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
    # end region 26 -> t605, t606
    # region 27: inductor 76056ae9810d0f51, 25 ops
    # layers.1.attention.wv (Linear), llama.py:240
    t607 = aten.t.default(t13)  # t607: cpu bf16[64, 32]
    t608 = aten.t.default(t607)  # t608: cpu bf16[32, 64]
    t609 = aten.abs.default(t13)  # t609: cpu bf16[32, 64]
    t610 = aten.amax.default(t609, [1], False)  # t610: cpu bf16[32]
    t611 = aten.amax.default(t610, [], False)  # t611: cpu bf16[]
    t612 = aten._to_copy.default(t611, dtype=torch.float32)  # t612: cpu f32[]
    t613 = aten.view.default(t612, [1])  # t613: cpu f32[1]
    t614 = aten.slice.Tensor(t66, 0, 1, 1024)  # t614: cpu f32[1023]
    t615 = aten.cat.default([t614, t613])  # t615: cpu f32[1024]
    t616 = aten.slice.Tensor(t615, 0, 1, 1024)  # t616: cpu f32[1023]
    t617 = aten.constant_pad_nd.default(t616, [1, 0], 0.0)  # t617: cpu f32[1024]
    t618 = aten.amax.default(t615, [0], False)  # t618: cpu f32[]
    t619 = aten.gt.Scalar(t618, 0.0)  # t619: cpu b8[]
    t620 = aten.le.Scalar(t618, 3.4028234663852886e+38)  # t620: cpu b8[]
    t621 = aten.logical_and.default(t619, t620)  # t621: cpu b8[]
    t622 = aten.full_like.default(t618, 448.0)  # t622: cpu f32[]
    t623 = aten.div.Tensor(t622, t618)  # t623: cpu f32[]
    t624 = aten.clamp.default(t623, None, 3.4028234663852886e+38)  # t624: cpu f32[]
    t625 = aten.where.self(t621, t624, t67)  # t625: cpu f32[]
    t626 = aten.reciprocal.default(t625)  # t626: cpu f32[]
    t627 = aten._to_copy.default(t608, dtype=torch.float32)  # t627: cpu f32[32, 64]
    t628 = aten.mul.Tensor(t627, t67)  # t628: cpu f32[32, 64]
    t629 = aten.clamp.default(t628, -448.0, 448.0)  # t629: cpu f32[32, 64]
    t630 = aten._to_copy.default(t629, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t630: cpu f8e4m3[32, 64]
    t631 = aten.t.default(t630)  # t631: cpu f8e4m3[64, 32]
    # end region 27 -> t617, t625, t626, t631
    # region 28: te e0f58013a674277a, 1 ops
    t632 = aten._scaled_mm.default(t516, t631, t59, t68, None, None, torch.bfloat16)  # t632: cpu bf16[128, 32]
    # end region 28 -> t632
    # layers.1.attention (Attention), llama.py:240, 243, 249
    t633 = aten.view.default(t632, [2, 64, 2, 16])  # t633: cpu bf16[2, 64, 2, 16]
    t634 = aten.transpose.int(t633, 1, 2)  # t634: cpu bf16[2, 2, 64, 16]
    t635, t636 = aotc.sdpa.default(t561, t606, t634, None, True, None)  # t635: cpu bf16[2, 4, 64, 16], t636: cpu f32[2, 4, 64]
    # region 29: inductor ab7a8ae0696fb926, 24 ops
    t637 = aten.transpose.int(t635, 1, 2)  # t637: cpu bf16[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t638 = aten.view.default(t637, [128, 64])  # t638: cpu bf16[128, 64]
    t639 = aten.abs.default(t635)  # t639: cpu bf16[2, 4, 64, 16]
    t640 = aten.amax.default(t639, [3], False)  # t640: cpu bf16[2, 4, 64]
    t641 = aten.amax.default(t640, [], False)  # t641: cpu bf16[]
    t642 = aten._to_copy.default(t641, dtype=torch.float32)  # t642: cpu f32[]
    t643 = aten.view.default(t642, [1])  # t643: cpu f32[1]
    t644 = aten.slice.Tensor(t69, 0, 1, 1024)  # t644: cpu f32[1023]
    t645 = aten.cat.default([t644, t643])  # t645: cpu f32[1024]
    t646 = aten.slice.Tensor(t645, 0, 1, 1024)  # t646: cpu f32[1023]
    t647 = aten.constant_pad_nd.default(t646, [1, 0], 0.0)  # t647: cpu f32[1024]
    t648 = aten.amax.default(t645, [0], False)  # t648: cpu f32[]
    t649 = aten.gt.Scalar(t648, 0.0)  # t649: cpu b8[]
    t650 = aten.le.Scalar(t648, 3.4028234663852886e+38)  # t650: cpu b8[]
    t651 = aten.logical_and.default(t649, t650)  # t651: cpu b8[]
    t652 = aten.full_like.default(t648, 448.0)  # t652: cpu f32[]
    t653 = aten.div.Tensor(t652, t648)  # t653: cpu f32[]
    t654 = aten.clamp.default(t653, None, 3.4028234663852886e+38)  # t654: cpu f32[]
    t655 = aten.where.self(t651, t654, t70)  # t655: cpu f32[]
    t656 = aten.reciprocal.default(t655)  # t656: cpu f32[]
    t657 = aten._to_copy.default(t638, dtype=torch.float32)  # t657: cpu f32[128, 64]
    t658 = aten.mul.Tensor(t657, t70)  # t658: cpu f32[128, 64]
    t659 = aten.clamp.default(t658, -448.0, 448.0)  # t659: cpu f32[128, 64]
    t660 = aten._to_copy.default(t659, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t660: cpu f8e4m3[128, 64]
    # end region 29 -> t647, t655, t656, t660
    # region 30: inductor 03e8867f674b4ce5, 25 ops
    t661 = aten.t.default(t14)  # t661: cpu bf16[64, 64]
    t662 = aten.t.default(t661)  # t662: cpu bf16[64, 64]
    t663 = aten.abs.default(t14)  # t663: cpu bf16[64, 64]
    t664 = aten.amax.default(t663, [1], False)  # t664: cpu bf16[64]
    t665 = aten.amax.default(t664, [], False)  # t665: cpu bf16[]
    t666 = aten._to_copy.default(t665, dtype=torch.float32)  # t666: cpu f32[]
    t667 = aten.view.default(t666, [1])  # t667: cpu f32[1]
    t668 = aten.slice.Tensor(t72, 0, 1, 1024)  # t668: cpu f32[1023]
    t669 = aten.cat.default([t668, t667])  # t669: cpu f32[1024]
    t670 = aten.slice.Tensor(t669, 0, 1, 1024)  # t670: cpu f32[1023]
    t671 = aten.constant_pad_nd.default(t670, [1, 0], 0.0)  # t671: cpu f32[1024]
    t672 = aten.amax.default(t669, [0], False)  # t672: cpu f32[]
    t673 = aten.gt.Scalar(t672, 0.0)  # t673: cpu b8[]
    t674 = aten.le.Scalar(t672, 3.4028234663852886e+38)  # t674: cpu b8[]
    t675 = aten.logical_and.default(t673, t674)  # t675: cpu b8[]
    t676 = aten.full_like.default(t672, 448.0)  # t676: cpu f32[]
    t677 = aten.div.Tensor(t676, t672)  # t677: cpu f32[]
    t678 = aten.clamp.default(t677, None, 3.4028234663852886e+38)  # t678: cpu f32[]
    t679 = aten.where.self(t675, t678, t73)  # t679: cpu f32[]
    t680 = aten.reciprocal.default(t679)  # t680: cpu f32[]
    t681 = aten._to_copy.default(t662, dtype=torch.float32)  # t681: cpu f32[64, 64]
    t682 = aten.mul.Tensor(t681, t73)  # t682: cpu f32[64, 64]
    t683 = aten.clamp.default(t682, -448.0, 448.0)  # t683: cpu f32[64, 64]
    t684 = aten._to_copy.default(t683, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t684: cpu f8e4m3[64, 64]
    t685 = aten.t.default(t684)  # t685: cpu f8e4m3[64, 64]
    # end region 30 -> t671, t679, t680, t685
    # region 31: te ebbfb853f1a998ae, 1 ops
    t686 = aten._scaled_mm.default(t660, t685, t71, t74, None, None, torch.bfloat16)  # t686: cpu bf16[128, 64]
    # end region 31 -> t686
    # region 32: inductor 1e4a720cf6fe6954, 34 ops
    t687 = aten._unsafe_view.default(t686, [2, 64, 64])  # t687: cpu bf16[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:281
    t688 = aten.add.Tensor(t484, t687)  # t688: cpu bf16[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:160, 161, 162
    t689 = aten._to_copy.default(t688, dtype=torch.float32)  # t689: cpu f32[2, 64, 64]
    t690 = aten.pow.Tensor_Scalar(t689, 2)  # t690: cpu f32[2, 64, 64]
    t691 = aten.mean.dim(t690, [-1], True)  # t691: cpu f32[2, 64, 1]
    t692 = aten.add.Tensor(t691, 1e-05)  # t692: cpu f32[2, 64, 1]
    t693 = aten.rsqrt.default(t692)  # t693: cpu f32[2, 64, 1]
    t694 = aten.mul.Tensor(t689, t693)  # t694: cpu f32[2, 64, 64]
    t695 = aten._to_copy.default(t15, dtype=torch.float32)  # t695: cpu f32[64]
    t696 = aten.mul.Tensor(t694, t695)  # t696: cpu f32[2, 64, 64]
    t697 = aten._to_copy.default(t696, dtype=torch.bfloat16)  # t697: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t698 = aten.view.default(t697, [128, 64])  # t698: cpu bf16[128, 64]
    t699 = aten.abs.default(t697)  # t699: cpu bf16[2, 64, 64]
    t700 = aten.amax.default(t699, [2], False)  # t700: cpu bf16[2, 64]
    t701 = aten.amax.default(t700, [], False)  # t701: cpu bf16[]
    t702 = aten._to_copy.default(t701, dtype=torch.float32)  # t702: cpu f32[]
    t703 = aten.view.default(t702, [1])  # t703: cpu f32[1]
    t704 = aten.slice.Tensor(t75, 0, 1, 1024)  # t704: cpu f32[1023]
    t705 = aten.cat.default([t704, t703])  # t705: cpu f32[1024]
    t706 = aten.slice.Tensor(t705, 0, 1, 1024)  # t706: cpu f32[1023]
    t707 = aten.constant_pad_nd.default(t706, [1, 0], 0.0)  # t707: cpu f32[1024]
    t708 = aten.amax.default(t705, [0], False)  # t708: cpu f32[]
    t709 = aten.gt.Scalar(t708, 0.0)  # t709: cpu b8[]
    t710 = aten.le.Scalar(t708, 3.4028234663852886e+38)  # t710: cpu b8[]
    t711 = aten.logical_and.default(t709, t710)  # t711: cpu b8[]
    t712 = aten.full_like.default(t708, 448.0)  # t712: cpu f32[]
    t713 = aten.div.Tensor(t712, t708)  # t713: cpu f32[]
    t714 = aten.clamp.default(t713, None, 3.4028234663852886e+38)  # t714: cpu f32[]
    t715 = aten.where.self(t711, t714, t76)  # t715: cpu f32[]
    t716 = aten.reciprocal.default(t715)  # t716: cpu f32[]
    t717 = aten._to_copy.default(t698, dtype=torch.float32)  # t717: cpu f32[128, 64]
    t718 = aten.mul.Tensor(t717, t76)  # t718: cpu f32[128, 64]
    t719 = aten.clamp.default(t718, -448.0, 448.0)  # t719: cpu f32[128, 64]
    t720 = aten._to_copy.default(t719, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t720: cpu f8e4m3[128, 64]
    # end region 32 -> t688, t693, t707, t715, t716, t720
    # region 33: inductor 140303482ad85cd0, 25 ops
    t721 = aten.t.default(t16)  # t721: cpu bf16[64, 192]
    t722 = aten.t.default(t721)  # t722: cpu bf16[192, 64]
    t723 = aten.abs.default(t16)  # t723: cpu bf16[192, 64]
    t724 = aten.amax.default(t723, [1], False)  # t724: cpu bf16[192]
    t725 = aten.amax.default(t724, [], False)  # t725: cpu bf16[]
    t726 = aten._to_copy.default(t725, dtype=torch.float32)  # t726: cpu f32[]
    t727 = aten.view.default(t726, [1])  # t727: cpu f32[1]
    t728 = aten.slice.Tensor(t78, 0, 1, 1024)  # t728: cpu f32[1023]
    t729 = aten.cat.default([t728, t727])  # t729: cpu f32[1024]
    t730 = aten.slice.Tensor(t729, 0, 1, 1024)  # t730: cpu f32[1023]
    t731 = aten.constant_pad_nd.default(t730, [1, 0], 0.0)  # t731: cpu f32[1024]
    t732 = aten.amax.default(t729, [0], False)  # t732: cpu f32[]
    t733 = aten.gt.Scalar(t732, 0.0)  # t733: cpu b8[]
    t734 = aten.le.Scalar(t732, 3.4028234663852886e+38)  # t734: cpu b8[]
    t735 = aten.logical_and.default(t733, t734)  # t735: cpu b8[]
    t736 = aten.full_like.default(t732, 448.0)  # t736: cpu f32[]
    t737 = aten.div.Tensor(t736, t732)  # t737: cpu f32[]
    t738 = aten.clamp.default(t737, None, 3.4028234663852886e+38)  # t738: cpu f32[]
    t739 = aten.where.self(t735, t738, t79)  # t739: cpu f32[]
    t740 = aten.reciprocal.default(t739)  # t740: cpu f32[]
    t741 = aten._to_copy.default(t722, dtype=torch.float32)  # t741: cpu f32[192, 64]
    t742 = aten.mul.Tensor(t741, t79)  # t742: cpu f32[192, 64]
    t743 = aten.clamp.default(t742, -448.0, 448.0)  # t743: cpu f32[192, 64]
    t744 = aten._to_copy.default(t743, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t744: cpu f8e4m3[192, 64]
    t745 = aten.t.default(t744)  # t745: cpu f8e4m3[64, 192]
    # end region 33 -> t731, t739, t740, t745
    # region 34: te fc3fac076d998328, 1 ops
    t746 = aten._scaled_mm.default(t720, t745, t77, t80, None, None, torch.bfloat16)  # t746: cpu bf16[128, 192]
    # end region 34 -> t746
    # region 35: inductor 140303482ad85cd0, 25 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t747 = aten.t.default(t17)  # t747: cpu bf16[64, 192]
    t748 = aten.t.default(t747)  # t748: cpu bf16[192, 64]
    t749 = aten.abs.default(t17)  # t749: cpu bf16[192, 64]
    t750 = aten.amax.default(t749, [1], False)  # t750: cpu bf16[192]
    t751 = aten.amax.default(t750, [], False)  # t751: cpu bf16[]
    t752 = aten._to_copy.default(t751, dtype=torch.float32)  # t752: cpu f32[]
    t753 = aten.view.default(t752, [1])  # t753: cpu f32[1]
    t754 = aten.slice.Tensor(t81, 0, 1, 1024)  # t754: cpu f32[1023]
    t755 = aten.cat.default([t754, t753])  # t755: cpu f32[1024]
    t756 = aten.slice.Tensor(t755, 0, 1, 1024)  # t756: cpu f32[1023]
    t757 = aten.constant_pad_nd.default(t756, [1, 0], 0.0)  # t757: cpu f32[1024]
    t758 = aten.amax.default(t755, [0], False)  # t758: cpu f32[]
    t759 = aten.gt.Scalar(t758, 0.0)  # t759: cpu b8[]
    t760 = aten.le.Scalar(t758, 3.4028234663852886e+38)  # t760: cpu b8[]
    t761 = aten.logical_and.default(t759, t760)  # t761: cpu b8[]
    t762 = aten.full_like.default(t758, 448.0)  # t762: cpu f32[]
    t763 = aten.div.Tensor(t762, t758)  # t763: cpu f32[]
    t764 = aten.clamp.default(t763, None, 3.4028234663852886e+38)  # t764: cpu f32[]
    t765 = aten.where.self(t761, t764, t82)  # t765: cpu f32[]
    t766 = aten.reciprocal.default(t765)  # t766: cpu f32[]
    t767 = aten._to_copy.default(t748, dtype=torch.float32)  # t767: cpu f32[192, 64]
    t768 = aten.mul.Tensor(t767, t82)  # t768: cpu f32[192, 64]
    t769 = aten.clamp.default(t768, -448.0, 448.0)  # t769: cpu f32[192, 64]
    t770 = aten._to_copy.default(t769, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t770: cpu f8e4m3[192, 64]
    t771 = aten.t.default(t770)  # t771: cpu f8e4m3[64, 192]
    # end region 35 -> t757, t765, t766, t771
    # region 36: te fc3fac076d998328, 1 ops
    t772 = aten._scaled_mm.default(t720, t771, t77, t83, None, None, torch.bfloat16)  # t772: cpu bf16[128, 192]
    # end region 36 -> t772
    # region 37: inductor be40041c05a11163, 27 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t773 = aten._unsafe_view.default(t746, [2, 64, 192])  # t773: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t774 = aten.silu.default(t773)  # t774: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t775 = aten._unsafe_view.default(t772, [2, 64, 192])  # t775: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t776 = aten.mul.Tensor(t774, t775)  # t776: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t777 = aten.view.default(t776, [128, 192])  # t777: cpu bf16[128, 192]
    t778 = aten.abs.default(t776)  # t778: cpu bf16[2, 64, 192]
    t779 = aten.amax.default(t778, [2], False)  # t779: cpu bf16[2, 64]
    t780 = aten.amax.default(t779, [], False)  # t780: cpu bf16[]
    t781 = aten._to_copy.default(t780, dtype=torch.float32)  # t781: cpu f32[]
    t782 = aten.view.default(t781, [1])  # t782: cpu f32[1]
    t783 = aten.slice.Tensor(t84, 0, 1, 1024)  # t783: cpu f32[1023]
    t784 = aten.cat.default([t783, t782])  # t784: cpu f32[1024]
    t785 = aten.slice.Tensor(t784, 0, 1, 1024)  # t785: cpu f32[1023]
    t786 = aten.constant_pad_nd.default(t785, [1, 0], 0.0)  # t786: cpu f32[1024]
    t787 = aten.amax.default(t784, [0], False)  # t787: cpu f32[]
    t788 = aten.gt.Scalar(t787, 0.0)  # t788: cpu b8[]
    t789 = aten.le.Scalar(t787, 3.4028234663852886e+38)  # t789: cpu b8[]
    t790 = aten.logical_and.default(t788, t789)  # t790: cpu b8[]
    t791 = aten.full_like.default(t787, 448.0)  # t791: cpu f32[]
    t792 = aten.div.Tensor(t791, t787)  # t792: cpu f32[]
    t793 = aten.clamp.default(t792, None, 3.4028234663852886e+38)  # t793: cpu f32[]
    t794 = aten.where.self(t790, t793, t85)  # t794: cpu f32[]
    t795 = aten.reciprocal.default(t794)  # t795: cpu f32[]
    t796 = aten._to_copy.default(t777, dtype=torch.float32)  # t796: cpu f32[128, 192]
    t797 = aten.mul.Tensor(t796, t85)  # t797: cpu f32[128, 192]
    t798 = aten.clamp.default(t797, -448.0, 448.0)  # t798: cpu f32[128, 192]
    t799 = aten._to_copy.default(t798, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t799: cpu f8e4m3[128, 192]
    # end region 37 -> t773, t775, t786, t794, t795, t799
    # region 38: inductor 329b7bb05d4c7f24, 25 ops
    t800 = aten.t.default(t18)  # t800: cpu bf16[192, 64]
    t801 = aten.t.default(t800)  # t801: cpu bf16[64, 192]
    t802 = aten.abs.default(t18)  # t802: cpu bf16[64, 192]
    t803 = aten.amax.default(t802, [1], False)  # t803: cpu bf16[64]
    t804 = aten.amax.default(t803, [], False)  # t804: cpu bf16[]
    t805 = aten._to_copy.default(t804, dtype=torch.float32)  # t805: cpu f32[]
    t806 = aten.view.default(t805, [1])  # t806: cpu f32[1]
    t807 = aten.slice.Tensor(t87, 0, 1, 1024)  # t807: cpu f32[1023]
    t808 = aten.cat.default([t807, t806])  # t808: cpu f32[1024]
    t809 = aten.slice.Tensor(t808, 0, 1, 1024)  # t809: cpu f32[1023]
    t810 = aten.constant_pad_nd.default(t809, [1, 0], 0.0)  # t810: cpu f32[1024]
    t811 = aten.amax.default(t808, [0], False)  # t811: cpu f32[]
    t812 = aten.gt.Scalar(t811, 0.0)  # t812: cpu b8[]
    t813 = aten.le.Scalar(t811, 3.4028234663852886e+38)  # t813: cpu b8[]
    t814 = aten.logical_and.default(t812, t813)  # t814: cpu b8[]
    t815 = aten.full_like.default(t811, 448.0)  # t815: cpu f32[]
    t816 = aten.div.Tensor(t815, t811)  # t816: cpu f32[]
    t817 = aten.clamp.default(t816, None, 3.4028234663852886e+38)  # t817: cpu f32[]
    t818 = aten.where.self(t814, t817, t88)  # t818: cpu f32[]
    t819 = aten.reciprocal.default(t818)  # t819: cpu f32[]
    t820 = aten._to_copy.default(t801, dtype=torch.float32)  # t820: cpu f32[64, 192]
    t821 = aten.mul.Tensor(t820, t88)  # t821: cpu f32[64, 192]
    t822 = aten.clamp.default(t821, -448.0, 448.0)  # t822: cpu f32[64, 192]
    t823 = aten._to_copy.default(t822, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t823: cpu f8e4m3[64, 192]
    t824 = aten.t.default(t823)  # t824: cpu f8e4m3[192, 64]
    # end region 38 -> t810, t818, t819, t824
    # region 39: te 2385b4854b50b7bc, 1 ops
    t825 = aten._scaled_mm.default(t799, t824, t86, t89, None, None, torch.bfloat16)  # t825: cpu bf16[128, 64]
    # end region 39 -> t825
    # region 40: inductor 1e4a720cf6fe6954, 34 ops
    t826 = aten._unsafe_view.default(t825, [2, 64, 64])  # t826: cpu bf16[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:282
    t827 = aten.add.Tensor(t688, t826)  # t827: cpu bf16[2, 64, 64]
    # norm (RMSNorm), llama.py:160, 161, 162
    t828 = aten._to_copy.default(t827, dtype=torch.float32)  # t828: cpu f32[2, 64, 64]
    t829 = aten.pow.Tensor_Scalar(t828, 2)  # t829: cpu f32[2, 64, 64]
    t830 = aten.mean.dim(t829, [-1], True)  # t830: cpu f32[2, 64, 1]
    t831 = aten.add.Tensor(t830, 1e-05)  # t831: cpu f32[2, 64, 1]
    t832 = aten.rsqrt.default(t831)  # t832: cpu f32[2, 64, 1]
    t833 = aten.mul.Tensor(t828, t832)  # t833: cpu f32[2, 64, 64]
    t834 = aten._to_copy.default(t19, dtype=torch.float32)  # t834: cpu f32[64]
    t835 = aten.mul.Tensor(t833, t834)  # t835: cpu f32[2, 64, 64]
    t836 = aten._to_copy.default(t835, dtype=torch.bfloat16)  # t836: cpu bf16[2, 64, 64]
    # output (Linear), llama.py:308
    t837 = aten.view.default(t836, [128, 64])  # t837: cpu bf16[128, 64]
    t838 = aten.abs.default(t836)  # t838: cpu bf16[2, 64, 64]
    t839 = aten.amax.default(t838, [2], False)  # t839: cpu bf16[2, 64]
    t840 = aten.amax.default(t839, [], False)  # t840: cpu bf16[]
    t841 = aten._to_copy.default(t840, dtype=torch.float32)  # t841: cpu f32[]
    t842 = aten.view.default(t841, [1])  # t842: cpu f32[1]
    t843 = aten.slice.Tensor(t90, 0, 1, 1024)  # t843: cpu f32[1023]
    t844 = aten.cat.default([t843, t842])  # t844: cpu f32[1024]
    t845 = aten.slice.Tensor(t844, 0, 1, 1024)  # t845: cpu f32[1023]
    t846 = aten.constant_pad_nd.default(t845, [1, 0], 0.0)  # t846: cpu f32[1024]
    t847 = aten.amax.default(t844, [0], False)  # t847: cpu f32[]
    t848 = aten.gt.Scalar(t847, 0.0)  # t848: cpu b8[]
    t849 = aten.le.Scalar(t847, 3.4028234663852886e+38)  # t849: cpu b8[]
    t850 = aten.logical_and.default(t848, t849)  # t850: cpu b8[]
    t851 = aten.full_like.default(t847, 448.0)  # t851: cpu f32[]
    t852 = aten.div.Tensor(t851, t847)  # t852: cpu f32[]
    t853 = aten.clamp.default(t852, None, 3.4028234663852886e+38)  # t853: cpu f32[]
    t854 = aten.where.self(t850, t853, t91)  # t854: cpu f32[]
    t855 = aten.reciprocal.default(t854)  # t855: cpu f32[]
    t856 = aten._to_copy.default(t837, dtype=torch.float32)  # t856: cpu f32[128, 64]
    t857 = aten.mul.Tensor(t856, t91)  # t857: cpu f32[128, 64]
    t858 = aten.clamp.default(t857, -448.0, 448.0)  # t858: cpu f32[128, 64]
    t859 = aten._to_copy.default(t858, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t859: cpu f8e4m3[128, 64]
    # end region 40 -> t827, t832, t846, t854, t855, t859
    # region 41: inductor 693489c44c4197a0, 25 ops
    t860 = aten.t.default(t20)  # t860: cpu bf16[64, 256]
    t861 = aten.t.default(t860)  # t861: cpu bf16[256, 64]
    t862 = aten.abs.default(t20)  # t862: cpu bf16[256, 64]
    t863 = aten.amax.default(t862, [1], False)  # t863: cpu bf16[256]
    t864 = aten.amax.default(t863, [], False)  # t864: cpu bf16[]
    t865 = aten._to_copy.default(t864, dtype=torch.float32)  # t865: cpu f32[]
    t866 = aten.view.default(t865, [1])  # t866: cpu f32[1]
    t867 = aten.slice.Tensor(t93, 0, 1, 1024)  # t867: cpu f32[1023]
    t868 = aten.cat.default([t867, t866])  # t868: cpu f32[1024]
    t869 = aten.slice.Tensor(t868, 0, 1, 1024)  # t869: cpu f32[1023]
    t870 = aten.constant_pad_nd.default(t869, [1, 0], 0.0)  # t870: cpu f32[1024]
    t871 = aten.amax.default(t868, [0], False)  # t871: cpu f32[]
    t872 = aten.gt.Scalar(t871, 0.0)  # t872: cpu b8[]
    t873 = aten.le.Scalar(t871, 3.4028234663852886e+38)  # t873: cpu b8[]
    t874 = aten.logical_and.default(t872, t873)  # t874: cpu b8[]
    t875 = aten.full_like.default(t871, 448.0)  # t875: cpu f32[]
    t876 = aten.div.Tensor(t875, t871)  # t876: cpu f32[]
    t877 = aten.clamp.default(t876, None, 3.4028234663852886e+38)  # t877: cpu f32[]
    t878 = aten.where.self(t874, t877, t94)  # t878: cpu f32[]
    t879 = aten.reciprocal.default(t878)  # t879: cpu f32[]
    t880 = aten._to_copy.default(t861, dtype=torch.float32)  # t880: cpu f32[256, 64]
    t881 = aten.mul.Tensor(t880, t94)  # t881: cpu f32[256, 64]
    t882 = aten.clamp.default(t881, -448.0, 448.0)  # t882: cpu f32[256, 64]
    t883 = aten._to_copy.default(t882, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t883: cpu f8e4m3[256, 64]
    t884 = aten.t.default(t883)  # t884: cpu f8e4m3[64, 256]
    # end region 41 -> t870, t878, t879, t884
    # region 42: te a92f4ff90177b4d9, 1 ops
    t885 = aten._scaled_mm.default(t859, t884, t92, t95, None, None, torch.bfloat16)  # t885: cpu bf16[128, 256]
    # end region 42 -> t885
    t886 = aten._unsafe_view.default(t885, [2, 64, 256])  # t886: cpu bf16[2, 64, 256]
    return (t886, t160, t168, t169, t184, t192, t193, t229, t237, t238, t274, t282, t283, t304, t312, t313, t328, t336, t337, t364, t372, t373, t388, t396, t397, t414, t422, t423, t443, t451, t452, t467, t475, t476, t503, t511, t512, t527, t535, t536, t572, t580, t581, t617, t625, t626, t647, t655, t656, t671, t679, t680, t707, t715, t716, t731, t739, t740, t757, t765, t766, t786, t794, t795, t810, t818, t819, t846, t854, t855, t870, t878, t879, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t25, t26, t28, t29, t31, t32, t34, t35, t37, t38, t40, t41, t43, t44, t46, t47, t49, t50, t52, t53, t55, t56, t58, t59, t61, t62, t64, t65, t67, t68, t70, t71, t73, t74, t76, t77, t79, t80, t82, t83, t85, t86, t88, t89, t91, t92, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140, t141, t146, t289, t217, t262, t292, t293, t345, t350, t430, t432, t484, t489, t632, t560, t605, t635, t636, t688, t693, t773, t775, t827, t832)
    # t886: output 0
    # t160: carry amax_history:layers.0.attention.wq.weight:input
    # t168: carry scale:layers.0.attention.wq.weight:input
    # t169: carry scale_inv:layers.0.attention.wq.weight:input
    # t184: carry amax_history:layers.0.attention.wq.weight:weight
    # t192: carry scale:layers.0.attention.wq.weight:weight
    # t193: carry scale_inv:layers.0.attention.wq.weight:weight
    # t229: carry amax_history:layers.0.attention.wk.weight:weight
    # t237: carry scale:layers.0.attention.wk.weight:weight
    # t238: carry scale_inv:layers.0.attention.wk.weight:weight
    # t274: carry amax_history:layers.0.attention.wv.weight:weight
    # t282: carry scale:layers.0.attention.wv.weight:weight
    # t283: carry scale_inv:layers.0.attention.wv.weight:weight
    # t304: carry amax_history:layers.0.attention.wo.weight:input
    # t312: carry scale:layers.0.attention.wo.weight:input
    # t313: carry scale_inv:layers.0.attention.wo.weight:input
    # t328: carry amax_history:layers.0.attention.wo.weight:weight
    # t336: carry scale:layers.0.attention.wo.weight:weight
    # t337: carry scale_inv:layers.0.attention.wo.weight:weight
    # t364: carry amax_history:layers.0.feed_forward.w1.weight:input
    # t372: carry scale:layers.0.feed_forward.w1.weight:input
    # t373: carry scale_inv:layers.0.feed_forward.w1.weight:input
    # t388: carry amax_history:layers.0.feed_forward.w1.weight:weight
    # t396: carry scale:layers.0.feed_forward.w1.weight:weight
    # t397: carry scale_inv:layers.0.feed_forward.w1.weight:weight
    # t414: carry amax_history:layers.0.feed_forward.w3.weight:weight
    # t422: carry scale:layers.0.feed_forward.w3.weight:weight
    # t423: carry scale_inv:layers.0.feed_forward.w3.weight:weight
    # t443: carry amax_history:layers.0.feed_forward.w2.weight:input
    # t451: carry scale:layers.0.feed_forward.w2.weight:input
    # t452: carry scale_inv:layers.0.feed_forward.w2.weight:input
    # t467: carry amax_history:layers.0.feed_forward.w2.weight:weight
    # t475: carry scale:layers.0.feed_forward.w2.weight:weight
    # t476: carry scale_inv:layers.0.feed_forward.w2.weight:weight
    # t503: carry amax_history:layers.1.attention.wq.weight:input
    # t511: carry scale:layers.1.attention.wq.weight:input
    # t512: carry scale_inv:layers.1.attention.wq.weight:input
    # t527: carry amax_history:layers.1.attention.wq.weight:weight
    # t535: carry scale:layers.1.attention.wq.weight:weight
    # t536: carry scale_inv:layers.1.attention.wq.weight:weight
    # t572: carry amax_history:layers.1.attention.wk.weight:weight
    # t580: carry scale:layers.1.attention.wk.weight:weight
    # t581: carry scale_inv:layers.1.attention.wk.weight:weight
    # t617: carry amax_history:layers.1.attention.wv.weight:weight
    # t625: carry scale:layers.1.attention.wv.weight:weight
    # t626: carry scale_inv:layers.1.attention.wv.weight:weight
    # t647: carry amax_history:layers.1.attention.wo.weight:input
    # t655: carry scale:layers.1.attention.wo.weight:input
    # t656: carry scale_inv:layers.1.attention.wo.weight:input
    # t671: carry amax_history:layers.1.attention.wo.weight:weight
    # t679: carry scale:layers.1.attention.wo.weight:weight
    # t680: carry scale_inv:layers.1.attention.wo.weight:weight
    # t707: carry amax_history:layers.1.feed_forward.w1.weight:input
    # t715: carry scale:layers.1.feed_forward.w1.weight:input
    # t716: carry scale_inv:layers.1.feed_forward.w1.weight:input
    # t731: carry amax_history:layers.1.feed_forward.w1.weight:weight
    # t739: carry scale:layers.1.feed_forward.w1.weight:weight
    # t740: carry scale_inv:layers.1.feed_forward.w1.weight:weight
    # t757: carry amax_history:layers.1.feed_forward.w3.weight:weight
    # t765: carry scale:layers.1.feed_forward.w3.weight:weight
    # t766: carry scale_inv:layers.1.feed_forward.w3.weight:weight
    # t786: carry amax_history:layers.1.feed_forward.w2.weight:input
    # t794: carry scale:layers.1.feed_forward.w2.weight:input
    # t795: carry scale_inv:layers.1.feed_forward.w2.weight:input
    # t810: carry amax_history:layers.1.feed_forward.w2.weight:weight
    # t818: carry scale:layers.1.feed_forward.w2.weight:weight
    # t819: carry scale_inv:layers.1.feed_forward.w2.weight:weight
    # t846: carry amax_history:output.weight:input
    # t854: carry scale:output.weight:input
    # t855: carry scale_inv:output.weight:input
    # t870: carry amax_history:output.weight:weight
    # t878: carry scale:output.weight:weight
    # t879: carry scale_inv:output.weight:weight
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
    # t289: saved 118
    # t217: saved 119
    # t262: saved 120
    # t292: saved 121
    # t293: saved 122
    # t345: saved 123
    # t350: saved 124
    # t430: saved 125
    # t432: saved 126
    # t484: saved 127
    # t489: saved 128
    # t632: saved 129
    # t560: saved 130
    # t605: saved 131
    # t635: saved 132
    # t636: saved 133
    # t688: saved 134
    # t693: saved 135
    # t773: saved 136
    # t775: saved 137
    # t827: saved 138
    # t832: saved 139
