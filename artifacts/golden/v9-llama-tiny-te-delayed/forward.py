def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51, t52, t53, t54, t55, t56, t57, t58, t59, t60, t61, t62, t63, t64, t65, t66, t67, t68, t69, t70, t71, t72, t73, t74, t75, t76, t77, t78, t79, t80, t81, t82, t83, t84, t85, t86, t87, t88, t89, t90, t91, t92, t93, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140):
    # t0: cpu f32[256, 64]  param tok_embeddings.weight
    # t1: cpu f32[64]  param layers.0.attention_norm.weight
    # t2: cpu f32[64, 64]  param layers.0.attention.wq.weight
    # t3: cpu f32[32, 64]  param layers.0.attention.wk.weight
    # t4: cpu f32[32, 64]  param layers.0.attention.wv.weight
    # t5: cpu f32[64, 64]  param layers.0.attention.wo.weight
    # t6: cpu f32[64]  param layers.0.ffn_norm.weight
    # t7: cpu f32[192, 64]  param layers.0.feed_forward.w1.weight
    # t8: cpu f32[192, 64]  param layers.0.feed_forward.w3.weight
    # t9: cpu f32[64, 192]  param layers.0.feed_forward.w2.weight
    # t10: cpu f32[64]  param layers.1.attention_norm.weight
    # t11: cpu f32[64, 64]  param layers.1.attention.wq.weight
    # t12: cpu f32[32, 64]  param layers.1.attention.wk.weight
    # t13: cpu f32[32, 64]  param layers.1.attention.wv.weight
    # t14: cpu f32[64, 64]  param layers.1.attention.wo.weight
    # t15: cpu f32[64]  param layers.1.ffn_norm.weight
    # t16: cpu f32[192, 64]  param layers.1.feed_forward.w1.weight
    # t17: cpu f32[192, 64]  param layers.1.feed_forward.w3.weight
    # t18: cpu f32[64, 192]  param layers.1.feed_forward.w2.weight
    # t19: cpu f32[64]  param norm.weight
    # t20: cpu f32[256, 64]  param output.weight
    # t21: cpu f32[256, 8]  buffer rope.cos
    # t22: cpu f32[256, 8]  buffer rope.sin
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
    t141 = aten.embedding.default(t0, t23)  # t141: cpu f32[2, 64, 64]
    # region 0: inductor 5e9948a32c5b442d, 29 ops
    # layers.0.attention_norm (RMSNorm), llama.py:152, 153
    t142 = aten.pow.Tensor_Scalar(t141, 2)  # t142: cpu f32[2, 64, 64]
    t143 = aten.mean.dim(t142, [-1], True)  # t143: cpu f32[2, 64, 1]
    t144 = aten.add.Tensor(t143, 1e-05)  # t144: cpu f32[2, 64, 1]
    t145 = aten.rsqrt.default(t144)  # t145: cpu f32[2, 64, 1]
    t146 = aten.mul.Tensor(t141, t145)  # t146: cpu f32[2, 64, 64]
    t147 = aten.mul.Tensor(t146, t1)  # t147: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:219
    t148 = aten.view.default(t147, [128, 64])  # t148: cpu f32[128, 64]
    t149 = aten.abs.default(t147)  # t149: cpu f32[2, 64, 64]
    t150 = aten.amax.default(t149, [], False)  # t150: cpu f32[]
    t151 = aten._to_copy.default(t150, dtype=torch.float32)  # t151: cpu f32[]
    t152 = aten.view.default(t151, [1])  # t152: cpu f32[1]
    t153 = aten.slice.Tensor(t24, 0, 1, 1024)  # t153: cpu f32[1023]
    t154 = aten.cat.default([t153, t152])  # t154: cpu f32[1024]
    t155 = aten.slice.Tensor(t154, 0, 1, 1024)  # t155: cpu f32[1023]
    t156 = aten.constant_pad_nd.default(t155, [1, 0], 0.0)  # t156: cpu f32[1024]
    t157 = aten.amax.default(t154, [0], False)  # t157: cpu f32[]
    t158 = aten.ne.Scalar(t151, 0.0)  # t158: cpu b8[]
    t159 = aten.where.self(t158, t156, t24)  # t159: cpu f32[1024]
    t160 = aten.le.Scalar(t157, 3.4028234663852886e+38)  # t160: cpu b8[]
    t161 = aten.logical_and.default(t158, t160)  # t161: cpu b8[]
    t162 = aten.full_like.default(t157, 448.0)  # t162: cpu f32[]
    t163 = aten.div.Tensor(t162, t157)  # t163: cpu f32[]
    t164 = aten.clamp.default(t163, None, 3.4028234663852886e+38)  # t164: cpu f32[]
    t165 = aten.where.self(t161, t164, t25)  # t165: cpu f32[]
    t166 = aten.reciprocal.default(t165)  # t166: cpu f32[]
    t167 = aten._to_copy.default(t148, dtype=torch.float32)  # t167: cpu f32[128, 64]
    t168 = aten.mul.Tensor(t167, t25)  # t168: cpu f32[128, 64]
    t169 = aten.clamp.default(t168, -448.0, 448.0)  # t169: cpu f32[128, 64]
    t170 = aten._to_copy.default(t169, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t170: cpu f8e4m3[128, 64]
    # end region 0 -> t143, t159, t165, t166, t170
    # region 1: inductor a313403f57e31373, 7 ops
    t171 = aten.t.default(t2)  # t171: cpu f32[64, 64]
    t172 = aten.t.default(t171)  # t172: cpu f32[64, 64]
    t173 = aten._to_copy.default(t172, dtype=torch.float32)  # t173: cpu f32[64, 64]
    t174 = aten.mul.Tensor(t173, t28)  # t174: cpu f32[64, 64]
    t175 = aten.clamp.default(t174, -448.0, 448.0)  # t175: cpu f32[64, 64]
    t176 = aten._to_copy.default(t175, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t176: cpu f8e4m3[64, 64]
    t177 = aten.t.default(t176)  # t177: cpu f8e4m3[64, 64]
    # end region 1 -> t177
    # region 2: inductor 95b978069fdc9db6, 18 ops
    t178 = aten.abs.default(t2)  # t178: cpu f32[64, 64]
    t179 = aten.amax.default(t178, [], False)  # t179: cpu f32[]
    t180 = aten._to_copy.default(t179, dtype=torch.float32)  # t180: cpu f32[]
    t181 = aten.view.default(t180, [1])  # t181: cpu f32[1]
    t182 = aten.slice.Tensor(t27, 0, 1, 1024)  # t182: cpu f32[1023]
    t183 = aten.cat.default([t182, t181])  # t183: cpu f32[1024]
    t184 = aten.slice.Tensor(t183, 0, 1, 1024)  # t184: cpu f32[1023]
    t185 = aten.constant_pad_nd.default(t184, [1, 0], 0.0)  # t185: cpu f32[1024]
    t186 = aten.amax.default(t183, [0], False)  # t186: cpu f32[]
    t187 = aten.ne.Scalar(t180, 0.0)  # t187: cpu b8[]
    t188 = aten.where.self(t187, t185, t27)  # t188: cpu f32[1024]
    t189 = aten.le.Scalar(t186, 3.4028234663852886e+38)  # t189: cpu b8[]
    t190 = aten.logical_and.default(t187, t189)  # t190: cpu b8[]
    t191 = aten.full_like.default(t186, 448.0)  # t191: cpu f32[]
    t192 = aten.div.Tensor(t191, t186)  # t192: cpu f32[]
    t193 = aten.clamp.default(t192, None, 3.4028234663852886e+38)  # t193: cpu f32[]
    t194 = aten.where.self(t190, t193, t28)  # t194: cpu f32[]
    t195 = aten.reciprocal.default(t194)  # t195: cpu f32[]
    # end region 2 -> t188, t194, t195
    # region 3: te 39ccda01571f4419, 1 ops
    t196 = aten._scaled_mm.default(t170, t177, t26, t29, None, None, torch.float32)  # t196: cpu f32[128, 64]
    # end region 3 -> t196
    # region 4: inductor f2d7441d92c9d48f, 7 ops
    # layers.0.attention.wk (Linear), llama.py:220
    t197 = aten.t.default(t3)  # t197: cpu f32[64, 32]
    t198 = aten.t.default(t197)  # t198: cpu f32[32, 64]
    t199 = aten._to_copy.default(t198, dtype=torch.float32)  # t199: cpu f32[32, 64]
    t200 = aten.mul.Tensor(t199, t31)  # t200: cpu f32[32, 64]
    t201 = aten.clamp.default(t200, -448.0, 448.0)  # t201: cpu f32[32, 64]
    t202 = aten._to_copy.default(t201, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t202: cpu f8e4m3[32, 64]
    t203 = aten.t.default(t202)  # t203: cpu f8e4m3[64, 32]
    # end region 4 -> t203
    # region 5: inductor 956aaa32dc5e5d45, 18 ops
    t204 = aten.abs.default(t3)  # t204: cpu f32[32, 64]
    t205 = aten.amax.default(t204, [], False)  # t205: cpu f32[]
    t206 = aten._to_copy.default(t205, dtype=torch.float32)  # t206: cpu f32[]
    t207 = aten.view.default(t206, [1])  # t207: cpu f32[1]
    t208 = aten.slice.Tensor(t30, 0, 1, 1024)  # t208: cpu f32[1023]
    t209 = aten.cat.default([t208, t207])  # t209: cpu f32[1024]
    t210 = aten.slice.Tensor(t209, 0, 1, 1024)  # t210: cpu f32[1023]
    t211 = aten.constant_pad_nd.default(t210, [1, 0], 0.0)  # t211: cpu f32[1024]
    t212 = aten.amax.default(t209, [0], False)  # t212: cpu f32[]
    t213 = aten.ne.Scalar(t206, 0.0)  # t213: cpu b8[]
    t214 = aten.where.self(t213, t211, t30)  # t214: cpu f32[1024]
    t215 = aten.le.Scalar(t212, 3.4028234663852886e+38)  # t215: cpu b8[]
    t216 = aten.logical_and.default(t213, t215)  # t216: cpu b8[]
    t217 = aten.full_like.default(t212, 448.0)  # t217: cpu f32[]
    t218 = aten.div.Tensor(t217, t212)  # t218: cpu f32[]
    t219 = aten.clamp.default(t218, None, 3.4028234663852886e+38)  # t219: cpu f32[]
    t220 = aten.where.self(t216, t219, t31)  # t220: cpu f32[]
    t221 = aten.reciprocal.default(t220)  # t221: cpu f32[]
    # end region 5 -> t214, t220, t221
    # region 6: te 687cc03111f98c53, 1 ops
    t222 = aten._scaled_mm.default(t170, t203, t26, t32, None, None, torch.float32)  # t222: cpu f32[128, 32]
    # end region 6 -> t222
    # region 7: inductor f2d7441d92c9d48f, 7 ops
    # layers.0.attention.wv (Linear), llama.py:221
    t223 = aten.t.default(t4)  # t223: cpu f32[64, 32]
    t224 = aten.t.default(t223)  # t224: cpu f32[32, 64]
    t225 = aten._to_copy.default(t224, dtype=torch.float32)  # t225: cpu f32[32, 64]
    t226 = aten.mul.Tensor(t225, t34)  # t226: cpu f32[32, 64]
    t227 = aten.clamp.default(t226, -448.0, 448.0)  # t227: cpu f32[32, 64]
    t228 = aten._to_copy.default(t227, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t228: cpu f8e4m3[32, 64]
    t229 = aten.t.default(t228)  # t229: cpu f8e4m3[64, 32]
    # end region 7 -> t229
    # region 8: inductor 956aaa32dc5e5d45, 18 ops
    t230 = aten.abs.default(t4)  # t230: cpu f32[32, 64]
    t231 = aten.amax.default(t230, [], False)  # t231: cpu f32[]
    t232 = aten._to_copy.default(t231, dtype=torch.float32)  # t232: cpu f32[]
    t233 = aten.view.default(t232, [1])  # t233: cpu f32[1]
    t234 = aten.slice.Tensor(t33, 0, 1, 1024)  # t234: cpu f32[1023]
    t235 = aten.cat.default([t234, t233])  # t235: cpu f32[1024]
    t236 = aten.slice.Tensor(t235, 0, 1, 1024)  # t236: cpu f32[1023]
    t237 = aten.constant_pad_nd.default(t236, [1, 0], 0.0)  # t237: cpu f32[1024]
    t238 = aten.amax.default(t235, [0], False)  # t238: cpu f32[]
    t239 = aten.ne.Scalar(t232, 0.0)  # t239: cpu b8[]
    t240 = aten.where.self(t239, t237, t33)  # t240: cpu f32[1024]
    t241 = aten.le.Scalar(t238, 3.4028234663852886e+38)  # t241: cpu b8[]
    t242 = aten.logical_and.default(t239, t241)  # t242: cpu b8[]
    t243 = aten.full_like.default(t238, 448.0)  # t243: cpu f32[]
    t244 = aten.div.Tensor(t243, t238)  # t244: cpu f32[]
    t245 = aten.clamp.default(t244, None, 3.4028234663852886e+38)  # t245: cpu f32[]
    t246 = aten.where.self(t242, t245, t34)  # t246: cpu f32[]
    t247 = aten.reciprocal.default(t246)  # t247: cpu f32[]
    # end region 8 -> t240, t246, t247
    # region 9: te 687cc03111f98c53, 1 ops
    t248 = aten._scaled_mm.default(t170, t229, t26, t35, None, None, torch.float32)  # t248: cpu f32[128, 32]
    # end region 9 -> t248
    # layers.0.attention (Attention), llama.py:221
    t249 = aten.view.default(t248, [2, 64, 2, 16])  # t249: cpu f32[2, 64, 2, 16]
    # region 10: inductor 8f1afb24a16c03ab, 16 ops
    # rope (RotaryEmbedding), llama.py:186
    t250 = aten.slice.Tensor(t21, 0, 0, 64)  # t250: cpu f32[64, 8]
    t251 = aten.slice.Tensor(t22, 0, 0, 64)  # t251: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:196, 197, 198, 199, 200, 201, ...
    t252 = aten.view.default(t196, [2, 64, 4, 8, 2])  # t252: cpu f32[2, 64, 4, 8, 2]
    t253 = aten.select.int(t252, 4, 0)  # t253: cpu f32[2, 64, 4, 8]
    t254 = aten.select.int(t252, 4, 1)  # t254: cpu f32[2, 64, 4, 8]
    t255 = aten.view.default(t250, [1, 64, 1, 8])  # t255: cpu f32[1, 64, 1, 8]
    t256 = aten.view.default(t251, [1, 64, 1, 8])  # t256: cpu f32[1, 64, 1, 8]
    t257 = aten.mul.Tensor(t253, t255)  # t257: cpu f32[2, 64, 4, 8]
    t258 = aten.mul.Tensor(t254, t256)  # t258: cpu f32[2, 64, 4, 8]
    t259 = aten.sub.Tensor(t257, t258)  # t259: cpu f32[2, 64, 4, 8]
    t260 = aten.mul.Tensor(t253, t256)  # t260: cpu f32[2, 64, 4, 8]
    t261 = aten.mul.Tensor(t254, t255)  # t261: cpu f32[2, 64, 4, 8]
    t262 = aten.add.Tensor(t260, t261)  # t262: cpu f32[2, 64, 4, 8]
    t263 = aten.stack.default([t259, t262], -1)  # t263: cpu f32[2, 64, 4, 8, 2]
    t264 = aten.view.default(t263, [2, 64, 4, 16])  # t264: cpu f32[2, 64, 4, 16]
    t265 = aten.transpose.int(t264, 1, 2)  # t265: cpu f32[2, 4, 64, 16]
    # end region 10 -> t263, t265
    # region 11: inductor 6d5ce2ef3801ebeb, 16 ops
    # rope (RotaryEmbedding), llama.py:186
    t266 = aten.slice.Tensor(t21, 0, 0, 64)  # t266: cpu f32[64, 8]
    t267 = aten.slice.Tensor(t22, 0, 0, 64)  # t267: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:198, 199, 196, 197, 200, 201, ...
    t268 = aten.view.default(t266, [1, 64, 1, 8])  # t268: cpu f32[1, 64, 1, 8]
    t269 = aten.view.default(t267, [1, 64, 1, 8])  # t269: cpu f32[1, 64, 1, 8]
    t270 = aten.view.default(t222, [2, 64, 2, 8, 2])  # t270: cpu f32[2, 64, 2, 8, 2]
    t271 = aten.select.int(t270, 4, 0)  # t271: cpu f32[2, 64, 2, 8]
    t272 = aten.select.int(t270, 4, 1)  # t272: cpu f32[2, 64, 2, 8]
    t273 = aten.mul.Tensor(t271, t268)  # t273: cpu f32[2, 64, 2, 8]
    t274 = aten.mul.Tensor(t272, t269)  # t274: cpu f32[2, 64, 2, 8]
    t275 = aten.sub.Tensor(t273, t274)  # t275: cpu f32[2, 64, 2, 8]
    t276 = aten.mul.Tensor(t271, t269)  # t276: cpu f32[2, 64, 2, 8]
    t277 = aten.mul.Tensor(t272, t268)  # t277: cpu f32[2, 64, 2, 8]
    t278 = aten.add.Tensor(t276, t277)  # t278: cpu f32[2, 64, 2, 8]
    t279 = aten.stack.default([t275, t278], -1)  # t279: cpu f32[2, 64, 2, 8, 2]
    t280 = aten.view.default(t279, [2, 64, 2, 16])  # t280: cpu f32[2, 64, 2, 16]
    t281 = aten.transpose.int(t280, 1, 2)  # t281: cpu f32[2, 2, 64, 16]
    # end region 11 -> t279, t281
    t282 = aten.transpose.int(t249, 1, 2)  # t282: cpu f32[2, 2, 64, 16]
    t283, t284 = aotc.sdpa.default(t265, t281, t282, None, True, None)  # t283: cpu f32[2, 4, 64, 16], t284: cpu f32[2, 4, 64]
    # region 12: inductor 60465055778db9f6, 6 ops
    t285 = aten.transpose.int(t283, 1, 2)  # t285: cpu f32[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:231
    t286 = aten.view.default(t285, [128, 64])  # t286: cpu f32[128, 64]
    t287 = aten._to_copy.default(t286, dtype=torch.float32)  # t287: cpu f32[128, 64]
    t288 = aten.mul.Tensor(t287, t37)  # t288: cpu f32[128, 64]
    t289 = aten.clamp.default(t288, -448.0, 448.0)  # t289: cpu f32[128, 64]
    t290 = aten._to_copy.default(t289, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t290: cpu f8e4m3[128, 64]
    # end region 12 -> t290
    # region 13: inductor a313403f57e31373, 7 ops
    t291 = aten.t.default(t5)  # t291: cpu f32[64, 64]
    t292 = aten.t.default(t291)  # t292: cpu f32[64, 64]
    t293 = aten._to_copy.default(t292, dtype=torch.float32)  # t293: cpu f32[64, 64]
    t294 = aten.mul.Tensor(t293, t40)  # t294: cpu f32[64, 64]
    t295 = aten.clamp.default(t294, -448.0, 448.0)  # t295: cpu f32[64, 64]
    t296 = aten._to_copy.default(t295, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t296: cpu f8e4m3[64, 64]
    t297 = aten.t.default(t296)  # t297: cpu f8e4m3[64, 64]
    # end region 13 -> t297
    # region 14: inductor 9ad863e42000a4d8, 18 ops
    t298 = aten.abs.default(t283)  # t298: cpu f32[2, 4, 64, 16]
    t299 = aten.amax.default(t298, [], False)  # t299: cpu f32[]
    t300 = aten._to_copy.default(t299, dtype=torch.float32)  # t300: cpu f32[]
    t301 = aten.view.default(t300, [1])  # t301: cpu f32[1]
    t302 = aten.slice.Tensor(t36, 0, 1, 1024)  # t302: cpu f32[1023]
    t303 = aten.cat.default([t302, t301])  # t303: cpu f32[1024]
    t304 = aten.slice.Tensor(t303, 0, 1, 1024)  # t304: cpu f32[1023]
    t305 = aten.constant_pad_nd.default(t304, [1, 0], 0.0)  # t305: cpu f32[1024]
    t306 = aten.amax.default(t303, [0], False)  # t306: cpu f32[]
    t307 = aten.ne.Scalar(t300, 0.0)  # t307: cpu b8[]
    t308 = aten.where.self(t307, t305, t36)  # t308: cpu f32[1024]
    t309 = aten.le.Scalar(t306, 3.4028234663852886e+38)  # t309: cpu b8[]
    t310 = aten.logical_and.default(t307, t309)  # t310: cpu b8[]
    t311 = aten.full_like.default(t306, 448.0)  # t311: cpu f32[]
    t312 = aten.div.Tensor(t311, t306)  # t312: cpu f32[]
    t313 = aten.clamp.default(t312, None, 3.4028234663852886e+38)  # t313: cpu f32[]
    t314 = aten.where.self(t310, t313, t37)  # t314: cpu f32[]
    t315 = aten.reciprocal.default(t314)  # t315: cpu f32[]
    # end region 14 -> t308, t314, t315
    # region 15: inductor 95b978069fdc9db6, 18 ops
    t316 = aten.abs.default(t5)  # t316: cpu f32[64, 64]
    t317 = aten.amax.default(t316, [], False)  # t317: cpu f32[]
    t318 = aten._to_copy.default(t317, dtype=torch.float32)  # t318: cpu f32[]
    t319 = aten.view.default(t318, [1])  # t319: cpu f32[1]
    t320 = aten.slice.Tensor(t39, 0, 1, 1024)  # t320: cpu f32[1023]
    t321 = aten.cat.default([t320, t319])  # t321: cpu f32[1024]
    t322 = aten.slice.Tensor(t321, 0, 1, 1024)  # t322: cpu f32[1023]
    t323 = aten.constant_pad_nd.default(t322, [1, 0], 0.0)  # t323: cpu f32[1024]
    t324 = aten.amax.default(t321, [0], False)  # t324: cpu f32[]
    t325 = aten.ne.Scalar(t318, 0.0)  # t325: cpu b8[]
    t326 = aten.where.self(t325, t323, t39)  # t326: cpu f32[1024]
    t327 = aten.le.Scalar(t324, 3.4028234663852886e+38)  # t327: cpu b8[]
    t328 = aten.logical_and.default(t325, t327)  # t328: cpu b8[]
    t329 = aten.full_like.default(t324, 448.0)  # t329: cpu f32[]
    t330 = aten.div.Tensor(t329, t324)  # t330: cpu f32[]
    t331 = aten.clamp.default(t330, None, 3.4028234663852886e+38)  # t331: cpu f32[]
    t332 = aten.where.self(t328, t331, t40)  # t332: cpu f32[]
    t333 = aten.reciprocal.default(t332)  # t333: cpu f32[]
    # end region 15 -> t326, t332, t333
    # region 16: te 39ccda01571f4419, 1 ops
    t334 = aten._scaled_mm.default(t290, t297, t38, t41, None, None, torch.float32)  # t334: cpu f32[128, 64]
    # end region 16 -> t334
    # region 17: inductor 5d43ed7502d64d34, 31 ops
    t335 = aten._unsafe_view.default(t334, [2, 64, 64])  # t335: cpu f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:256
    t336 = aten.add.Tensor(t141, t335)  # t336: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:152, 153
    t337 = aten.pow.Tensor_Scalar(t336, 2)  # t337: cpu f32[2, 64, 64]
    t338 = aten.mean.dim(t337, [-1], True)  # t338: cpu f32[2, 64, 1]
    t339 = aten.add.Tensor(t338, 1e-05)  # t339: cpu f32[2, 64, 1]
    t340 = aten.rsqrt.default(t339)  # t340: cpu f32[2, 64, 1]
    t341 = aten.mul.Tensor(t336, t340)  # t341: cpu f32[2, 64, 64]
    t342 = aten.mul.Tensor(t341, t6)  # t342: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t343 = aten.view.default(t342, [128, 64])  # t343: cpu f32[128, 64]
    t344 = aten.abs.default(t342)  # t344: cpu f32[2, 64, 64]
    t345 = aten.amax.default(t344, [], False)  # t345: cpu f32[]
    t346 = aten._to_copy.default(t345, dtype=torch.float32)  # t346: cpu f32[]
    t347 = aten.view.default(t346, [1])  # t347: cpu f32[1]
    t348 = aten.slice.Tensor(t42, 0, 1, 1024)  # t348: cpu f32[1023]
    t349 = aten.cat.default([t348, t347])  # t349: cpu f32[1024]
    t350 = aten.slice.Tensor(t349, 0, 1, 1024)  # t350: cpu f32[1023]
    t351 = aten.constant_pad_nd.default(t350, [1, 0], 0.0)  # t351: cpu f32[1024]
    t352 = aten.amax.default(t349, [0], False)  # t352: cpu f32[]
    t353 = aten.ne.Scalar(t346, 0.0)  # t353: cpu b8[]
    t354 = aten.where.self(t353, t351, t42)  # t354: cpu f32[1024]
    t355 = aten.le.Scalar(t352, 3.4028234663852886e+38)  # t355: cpu b8[]
    t356 = aten.logical_and.default(t353, t355)  # t356: cpu b8[]
    t357 = aten.full_like.default(t352, 448.0)  # t357: cpu f32[]
    t358 = aten.div.Tensor(t357, t352)  # t358: cpu f32[]
    t359 = aten.clamp.default(t358, None, 3.4028234663852886e+38)  # t359: cpu f32[]
    t360 = aten.where.self(t356, t359, t43)  # t360: cpu f32[]
    t361 = aten.reciprocal.default(t360)  # t361: cpu f32[]
    t362 = aten._to_copy.default(t343, dtype=torch.float32)  # t362: cpu f32[128, 64]
    t363 = aten.mul.Tensor(t362, t43)  # t363: cpu f32[128, 64]
    t364 = aten.clamp.default(t363, -448.0, 448.0)  # t364: cpu f32[128, 64]
    t365 = aten._to_copy.default(t364, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t365: cpu f8e4m3[128, 64]
    # end region 17 -> t336, t338, t354, t360, t361, t365
    # region 18: inductor 021cf88b6843c6d0, 7 ops
    t366 = aten.t.default(t7)  # t366: cpu f32[64, 192]
    t367 = aten.t.default(t366)  # t367: cpu f32[192, 64]
    t368 = aten._to_copy.default(t367, dtype=torch.float32)  # t368: cpu f32[192, 64]
    t369 = aten.mul.Tensor(t368, t46)  # t369: cpu f32[192, 64]
    t370 = aten.clamp.default(t369, -448.0, 448.0)  # t370: cpu f32[192, 64]
    t371 = aten._to_copy.default(t370, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t371: cpu f8e4m3[192, 64]
    t372 = aten.t.default(t371)  # t372: cpu f8e4m3[64, 192]
    # end region 18 -> t372
    # region 19: inductor 5a7615551d3ad86e, 18 ops
    t373 = aten.abs.default(t7)  # t373: cpu f32[192, 64]
    t374 = aten.amax.default(t373, [], False)  # t374: cpu f32[]
    t375 = aten._to_copy.default(t374, dtype=torch.float32)  # t375: cpu f32[]
    t376 = aten.view.default(t375, [1])  # t376: cpu f32[1]
    t377 = aten.slice.Tensor(t45, 0, 1, 1024)  # t377: cpu f32[1023]
    t378 = aten.cat.default([t377, t376])  # t378: cpu f32[1024]
    t379 = aten.slice.Tensor(t378, 0, 1, 1024)  # t379: cpu f32[1023]
    t380 = aten.constant_pad_nd.default(t379, [1, 0], 0.0)  # t380: cpu f32[1024]
    t381 = aten.amax.default(t378, [0], False)  # t381: cpu f32[]
    t382 = aten.ne.Scalar(t375, 0.0)  # t382: cpu b8[]
    t383 = aten.where.self(t382, t380, t45)  # t383: cpu f32[1024]
    t384 = aten.le.Scalar(t381, 3.4028234663852886e+38)  # t384: cpu b8[]
    t385 = aten.logical_and.default(t382, t384)  # t385: cpu b8[]
    t386 = aten.full_like.default(t381, 448.0)  # t386: cpu f32[]
    t387 = aten.div.Tensor(t386, t381)  # t387: cpu f32[]
    t388 = aten.clamp.default(t387, None, 3.4028234663852886e+38)  # t388: cpu f32[]
    t389 = aten.where.self(t385, t388, t46)  # t389: cpu f32[]
    t390 = aten.reciprocal.default(t389)  # t390: cpu f32[]
    # end region 19 -> t383, t389, t390
    # region 20: te 2f2d8ae1a1094e91, 1 ops
    t391 = aten._scaled_mm.default(t365, t372, t44, t47, None, None, torch.float32)  # t391: cpu f32[128, 192]
    # end region 20 -> t391
    # region 21: inductor 021cf88b6843c6d0, 7 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t392 = aten.t.default(t8)  # t392: cpu f32[64, 192]
    t393 = aten.t.default(t392)  # t393: cpu f32[192, 64]
    t394 = aten._to_copy.default(t393, dtype=torch.float32)  # t394: cpu f32[192, 64]
    t395 = aten.mul.Tensor(t394, t49)  # t395: cpu f32[192, 64]
    t396 = aten.clamp.default(t395, -448.0, 448.0)  # t396: cpu f32[192, 64]
    t397 = aten._to_copy.default(t396, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t397: cpu f8e4m3[192, 64]
    t398 = aten.t.default(t397)  # t398: cpu f8e4m3[64, 192]
    # end region 21 -> t398
    # region 22: inductor 5a7615551d3ad86e, 18 ops
    t399 = aten.abs.default(t8)  # t399: cpu f32[192, 64]
    t400 = aten.amax.default(t399, [], False)  # t400: cpu f32[]
    t401 = aten._to_copy.default(t400, dtype=torch.float32)  # t401: cpu f32[]
    t402 = aten.view.default(t401, [1])  # t402: cpu f32[1]
    t403 = aten.slice.Tensor(t48, 0, 1, 1024)  # t403: cpu f32[1023]
    t404 = aten.cat.default([t403, t402])  # t404: cpu f32[1024]
    t405 = aten.slice.Tensor(t404, 0, 1, 1024)  # t405: cpu f32[1023]
    t406 = aten.constant_pad_nd.default(t405, [1, 0], 0.0)  # t406: cpu f32[1024]
    t407 = aten.amax.default(t404, [0], False)  # t407: cpu f32[]
    t408 = aten.ne.Scalar(t401, 0.0)  # t408: cpu b8[]
    t409 = aten.where.self(t408, t406, t48)  # t409: cpu f32[1024]
    t410 = aten.le.Scalar(t407, 3.4028234663852886e+38)  # t410: cpu b8[]
    t411 = aten.logical_and.default(t408, t410)  # t411: cpu b8[]
    t412 = aten.full_like.default(t407, 448.0)  # t412: cpu f32[]
    t413 = aten.div.Tensor(t412, t407)  # t413: cpu f32[]
    t414 = aten.clamp.default(t413, None, 3.4028234663852886e+38)  # t414: cpu f32[]
    t415 = aten.where.self(t411, t414, t49)  # t415: cpu f32[]
    t416 = aten.reciprocal.default(t415)  # t416: cpu f32[]
    # end region 22 -> t409, t415, t416
    # region 23: te 2f2d8ae1a1094e91, 1 ops
    t417 = aten._scaled_mm.default(t365, t398, t44, t50, None, None, torch.float32)  # t417: cpu f32[128, 192]
    # end region 23 -> t417
    # region 24: inductor faaf198246e15749, 27 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t418 = aten._unsafe_view.default(t391, [2, 64, 192])  # t418: cpu f32[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t419 = aten.silu.default(t418)  # t419: cpu f32[2, 64, 192]
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t420 = aten._unsafe_view.default(t417, [2, 64, 192])  # t420: cpu f32[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t421 = aten.mul.Tensor(t419, t420)  # t421: cpu f32[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:244
    t422 = aten.view.default(t421, [128, 192])  # t422: cpu f32[128, 192]
    t423 = aten.abs.default(t421)  # t423: cpu f32[2, 64, 192]
    t424 = aten.amax.default(t423, [], False)  # t424: cpu f32[]
    t425 = aten._to_copy.default(t424, dtype=torch.float32)  # t425: cpu f32[]
    t426 = aten.view.default(t425, [1])  # t426: cpu f32[1]
    t427 = aten.slice.Tensor(t51, 0, 1, 1024)  # t427: cpu f32[1023]
    t428 = aten.cat.default([t427, t426])  # t428: cpu f32[1024]
    t429 = aten.slice.Tensor(t428, 0, 1, 1024)  # t429: cpu f32[1023]
    t430 = aten.constant_pad_nd.default(t429, [1, 0], 0.0)  # t430: cpu f32[1024]
    t431 = aten.amax.default(t428, [0], False)  # t431: cpu f32[]
    t432 = aten.ne.Scalar(t425, 0.0)  # t432: cpu b8[]
    t433 = aten.where.self(t432, t430, t51)  # t433: cpu f32[1024]
    t434 = aten.le.Scalar(t431, 3.4028234663852886e+38)  # t434: cpu b8[]
    t435 = aten.logical_and.default(t432, t434)  # t435: cpu b8[]
    t436 = aten.full_like.default(t431, 448.0)  # t436: cpu f32[]
    t437 = aten.div.Tensor(t436, t431)  # t437: cpu f32[]
    t438 = aten.clamp.default(t437, None, 3.4028234663852886e+38)  # t438: cpu f32[]
    t439 = aten.where.self(t435, t438, t52)  # t439: cpu f32[]
    t440 = aten.reciprocal.default(t439)  # t440: cpu f32[]
    t441 = aten._to_copy.default(t422, dtype=torch.float32)  # t441: cpu f32[128, 192]
    t442 = aten.mul.Tensor(t441, t52)  # t442: cpu f32[128, 192]
    t443 = aten.clamp.default(t442, -448.0, 448.0)  # t443: cpu f32[128, 192]
    t444 = aten._to_copy.default(t443, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t444: cpu f8e4m3[128, 192]
    # end region 24 -> t433, t439, t440, t444
    # region 25: inductor 7a62a27e54a24dc9, 7 ops
    t445 = aten.t.default(t9)  # t445: cpu f32[192, 64]
    t446 = aten.t.default(t445)  # t446: cpu f32[64, 192]
    t447 = aten._to_copy.default(t446, dtype=torch.float32)  # t447: cpu f32[64, 192]
    t448 = aten.mul.Tensor(t447, t55)  # t448: cpu f32[64, 192]
    t449 = aten.clamp.default(t448, -448.0, 448.0)  # t449: cpu f32[64, 192]
    t450 = aten._to_copy.default(t449, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t450: cpu f8e4m3[64, 192]
    t451 = aten.t.default(t450)  # t451: cpu f8e4m3[192, 64]
    # end region 25 -> t451
    # region 26: inductor 33019a39eecb92d0, 18 ops
    t452 = aten.abs.default(t9)  # t452: cpu f32[64, 192]
    t453 = aten.amax.default(t452, [], False)  # t453: cpu f32[]
    t454 = aten._to_copy.default(t453, dtype=torch.float32)  # t454: cpu f32[]
    t455 = aten.view.default(t454, [1])  # t455: cpu f32[1]
    t456 = aten.slice.Tensor(t54, 0, 1, 1024)  # t456: cpu f32[1023]
    t457 = aten.cat.default([t456, t455])  # t457: cpu f32[1024]
    t458 = aten.slice.Tensor(t457, 0, 1, 1024)  # t458: cpu f32[1023]
    t459 = aten.constant_pad_nd.default(t458, [1, 0], 0.0)  # t459: cpu f32[1024]
    t460 = aten.amax.default(t457, [0], False)  # t460: cpu f32[]
    t461 = aten.ne.Scalar(t454, 0.0)  # t461: cpu b8[]
    t462 = aten.where.self(t461, t459, t54)  # t462: cpu f32[1024]
    t463 = aten.le.Scalar(t460, 3.4028234663852886e+38)  # t463: cpu b8[]
    t464 = aten.logical_and.default(t461, t463)  # t464: cpu b8[]
    t465 = aten.full_like.default(t460, 448.0)  # t465: cpu f32[]
    t466 = aten.div.Tensor(t465, t460)  # t466: cpu f32[]
    t467 = aten.clamp.default(t466, None, 3.4028234663852886e+38)  # t467: cpu f32[]
    t468 = aten.where.self(t464, t467, t55)  # t468: cpu f32[]
    t469 = aten.reciprocal.default(t468)  # t469: cpu f32[]
    # end region 26 -> t462, t468, t469
    # region 27: te fbbcadb380fd854f, 1 ops
    t470 = aten._scaled_mm.default(t444, t451, t53, t56, None, None, torch.float32)  # t470: cpu f32[128, 64]
    # end region 27 -> t470
    # region 28: inductor 5d43ed7502d64d34, 31 ops
    t471 = aten._unsafe_view.default(t470, [2, 64, 64])  # t471: cpu f32[2, 64, 64]
    # layers.0 (TransformerBlock), llama.py:257
    t472 = aten.add.Tensor(t336, t471)  # t472: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:152, 153
    t473 = aten.pow.Tensor_Scalar(t472, 2)  # t473: cpu f32[2, 64, 64]
    t474 = aten.mean.dim(t473, [-1], True)  # t474: cpu f32[2, 64, 1]
    t475 = aten.add.Tensor(t474, 1e-05)  # t475: cpu f32[2, 64, 1]
    t476 = aten.rsqrt.default(t475)  # t476: cpu f32[2, 64, 1]
    t477 = aten.mul.Tensor(t472, t476)  # t477: cpu f32[2, 64, 64]
    t478 = aten.mul.Tensor(t477, t10)  # t478: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:219
    t479 = aten.view.default(t478, [128, 64])  # t479: cpu f32[128, 64]
    t480 = aten.abs.default(t478)  # t480: cpu f32[2, 64, 64]
    t481 = aten.amax.default(t480, [], False)  # t481: cpu f32[]
    t482 = aten._to_copy.default(t481, dtype=torch.float32)  # t482: cpu f32[]
    t483 = aten.view.default(t482, [1])  # t483: cpu f32[1]
    t484 = aten.slice.Tensor(t57, 0, 1, 1024)  # t484: cpu f32[1023]
    t485 = aten.cat.default([t484, t483])  # t485: cpu f32[1024]
    t486 = aten.slice.Tensor(t485, 0, 1, 1024)  # t486: cpu f32[1023]
    t487 = aten.constant_pad_nd.default(t486, [1, 0], 0.0)  # t487: cpu f32[1024]
    t488 = aten.amax.default(t485, [0], False)  # t488: cpu f32[]
    t489 = aten.ne.Scalar(t482, 0.0)  # t489: cpu b8[]
    t490 = aten.where.self(t489, t487, t57)  # t490: cpu f32[1024]
    t491 = aten.le.Scalar(t488, 3.4028234663852886e+38)  # t491: cpu b8[]
    t492 = aten.logical_and.default(t489, t491)  # t492: cpu b8[]
    t493 = aten.full_like.default(t488, 448.0)  # t493: cpu f32[]
    t494 = aten.div.Tensor(t493, t488)  # t494: cpu f32[]
    t495 = aten.clamp.default(t494, None, 3.4028234663852886e+38)  # t495: cpu f32[]
    t496 = aten.where.self(t492, t495, t58)  # t496: cpu f32[]
    t497 = aten.reciprocal.default(t496)  # t497: cpu f32[]
    t498 = aten._to_copy.default(t479, dtype=torch.float32)  # t498: cpu f32[128, 64]
    t499 = aten.mul.Tensor(t498, t58)  # t499: cpu f32[128, 64]
    t500 = aten.clamp.default(t499, -448.0, 448.0)  # t500: cpu f32[128, 64]
    t501 = aten._to_copy.default(t500, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t501: cpu f8e4m3[128, 64]
    # end region 28 -> t472, t474, t490, t496, t497, t501
    # region 29: inductor a313403f57e31373, 7 ops
    t502 = aten.t.default(t11)  # t502: cpu f32[64, 64]
    t503 = aten.t.default(t502)  # t503: cpu f32[64, 64]
    t504 = aten._to_copy.default(t503, dtype=torch.float32)  # t504: cpu f32[64, 64]
    t505 = aten.mul.Tensor(t504, t61)  # t505: cpu f32[64, 64]
    t506 = aten.clamp.default(t505, -448.0, 448.0)  # t506: cpu f32[64, 64]
    t507 = aten._to_copy.default(t506, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t507: cpu f8e4m3[64, 64]
    t508 = aten.t.default(t507)  # t508: cpu f8e4m3[64, 64]
    # end region 29 -> t508
    # region 30: inductor 95b978069fdc9db6, 18 ops
    t509 = aten.abs.default(t11)  # t509: cpu f32[64, 64]
    t510 = aten.amax.default(t509, [], False)  # t510: cpu f32[]
    t511 = aten._to_copy.default(t510, dtype=torch.float32)  # t511: cpu f32[]
    t512 = aten.view.default(t511, [1])  # t512: cpu f32[1]
    t513 = aten.slice.Tensor(t60, 0, 1, 1024)  # t513: cpu f32[1023]
    t514 = aten.cat.default([t513, t512])  # t514: cpu f32[1024]
    t515 = aten.slice.Tensor(t514, 0, 1, 1024)  # t515: cpu f32[1023]
    t516 = aten.constant_pad_nd.default(t515, [1, 0], 0.0)  # t516: cpu f32[1024]
    t517 = aten.amax.default(t514, [0], False)  # t517: cpu f32[]
    t518 = aten.ne.Scalar(t511, 0.0)  # t518: cpu b8[]
    t519 = aten.where.self(t518, t516, t60)  # t519: cpu f32[1024]
    t520 = aten.le.Scalar(t517, 3.4028234663852886e+38)  # t520: cpu b8[]
    t521 = aten.logical_and.default(t518, t520)  # t521: cpu b8[]
    t522 = aten.full_like.default(t517, 448.0)  # t522: cpu f32[]
    t523 = aten.div.Tensor(t522, t517)  # t523: cpu f32[]
    t524 = aten.clamp.default(t523, None, 3.4028234663852886e+38)  # t524: cpu f32[]
    t525 = aten.where.self(t521, t524, t61)  # t525: cpu f32[]
    t526 = aten.reciprocal.default(t525)  # t526: cpu f32[]
    # end region 30 -> t519, t525, t526
    # region 31: te 39ccda01571f4419, 1 ops
    t527 = aten._scaled_mm.default(t501, t508, t59, t62, None, None, torch.float32)  # t527: cpu f32[128, 64]
    # end region 31 -> t527
    # region 32: inductor f2d7441d92c9d48f, 7 ops
    # layers.1.attention.wk (Linear), llama.py:220
    t528 = aten.t.default(t12)  # t528: cpu f32[64, 32]
    t529 = aten.t.default(t528)  # t529: cpu f32[32, 64]
    t530 = aten._to_copy.default(t529, dtype=torch.float32)  # t530: cpu f32[32, 64]
    t531 = aten.mul.Tensor(t530, t64)  # t531: cpu f32[32, 64]
    t532 = aten.clamp.default(t531, -448.0, 448.0)  # t532: cpu f32[32, 64]
    t533 = aten._to_copy.default(t532, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t533: cpu f8e4m3[32, 64]
    t534 = aten.t.default(t533)  # t534: cpu f8e4m3[64, 32]
    # end region 32 -> t534
    # region 33: inductor 956aaa32dc5e5d45, 18 ops
    t535 = aten.abs.default(t12)  # t535: cpu f32[32, 64]
    t536 = aten.amax.default(t535, [], False)  # t536: cpu f32[]
    t537 = aten._to_copy.default(t536, dtype=torch.float32)  # t537: cpu f32[]
    t538 = aten.view.default(t537, [1])  # t538: cpu f32[1]
    t539 = aten.slice.Tensor(t63, 0, 1, 1024)  # t539: cpu f32[1023]
    t540 = aten.cat.default([t539, t538])  # t540: cpu f32[1024]
    t541 = aten.slice.Tensor(t540, 0, 1, 1024)  # t541: cpu f32[1023]
    t542 = aten.constant_pad_nd.default(t541, [1, 0], 0.0)  # t542: cpu f32[1024]
    t543 = aten.amax.default(t540, [0], False)  # t543: cpu f32[]
    t544 = aten.ne.Scalar(t537, 0.0)  # t544: cpu b8[]
    t545 = aten.where.self(t544, t542, t63)  # t545: cpu f32[1024]
    t546 = aten.le.Scalar(t543, 3.4028234663852886e+38)  # t546: cpu b8[]
    t547 = aten.logical_and.default(t544, t546)  # t547: cpu b8[]
    t548 = aten.full_like.default(t543, 448.0)  # t548: cpu f32[]
    t549 = aten.div.Tensor(t548, t543)  # t549: cpu f32[]
    t550 = aten.clamp.default(t549, None, 3.4028234663852886e+38)  # t550: cpu f32[]
    t551 = aten.where.self(t547, t550, t64)  # t551: cpu f32[]
    t552 = aten.reciprocal.default(t551)  # t552: cpu f32[]
    # end region 33 -> t545, t551, t552
    # region 34: te 687cc03111f98c53, 1 ops
    t553 = aten._scaled_mm.default(t501, t534, t59, t65, None, None, torch.float32)  # t553: cpu f32[128, 32]
    # end region 34 -> t553
    # region 35: inductor f2d7441d92c9d48f, 7 ops
    # layers.1.attention.wv (Linear), llama.py:221
    t554 = aten.t.default(t13)  # t554: cpu f32[64, 32]
    t555 = aten.t.default(t554)  # t555: cpu f32[32, 64]
    t556 = aten._to_copy.default(t555, dtype=torch.float32)  # t556: cpu f32[32, 64]
    t557 = aten.mul.Tensor(t556, t67)  # t557: cpu f32[32, 64]
    t558 = aten.clamp.default(t557, -448.0, 448.0)  # t558: cpu f32[32, 64]
    t559 = aten._to_copy.default(t558, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t559: cpu f8e4m3[32, 64]
    t560 = aten.t.default(t559)  # t560: cpu f8e4m3[64, 32]
    # end region 35 -> t560
    # region 36: inductor 956aaa32dc5e5d45, 18 ops
    t561 = aten.abs.default(t13)  # t561: cpu f32[32, 64]
    t562 = aten.amax.default(t561, [], False)  # t562: cpu f32[]
    t563 = aten._to_copy.default(t562, dtype=torch.float32)  # t563: cpu f32[]
    t564 = aten.view.default(t563, [1])  # t564: cpu f32[1]
    t565 = aten.slice.Tensor(t66, 0, 1, 1024)  # t565: cpu f32[1023]
    t566 = aten.cat.default([t565, t564])  # t566: cpu f32[1024]
    t567 = aten.slice.Tensor(t566, 0, 1, 1024)  # t567: cpu f32[1023]
    t568 = aten.constant_pad_nd.default(t567, [1, 0], 0.0)  # t568: cpu f32[1024]
    t569 = aten.amax.default(t566, [0], False)  # t569: cpu f32[]
    t570 = aten.ne.Scalar(t563, 0.0)  # t570: cpu b8[]
    t571 = aten.where.self(t570, t568, t66)  # t571: cpu f32[1024]
    t572 = aten.le.Scalar(t569, 3.4028234663852886e+38)  # t572: cpu b8[]
    t573 = aten.logical_and.default(t570, t572)  # t573: cpu b8[]
    t574 = aten.full_like.default(t569, 448.0)  # t574: cpu f32[]
    t575 = aten.div.Tensor(t574, t569)  # t575: cpu f32[]
    t576 = aten.clamp.default(t575, None, 3.4028234663852886e+38)  # t576: cpu f32[]
    t577 = aten.where.self(t573, t576, t67)  # t577: cpu f32[]
    t578 = aten.reciprocal.default(t577)  # t578: cpu f32[]
    # end region 36 -> t571, t577, t578
    # region 37: te 687cc03111f98c53, 1 ops
    t579 = aten._scaled_mm.default(t501, t560, t59, t68, None, None, torch.float32)  # t579: cpu f32[128, 32]
    # end region 37 -> t579
    # layers.1.attention (Attention), llama.py:221
    t580 = aten.view.default(t579, [2, 64, 2, 16])  # t580: cpu f32[2, 64, 2, 16]
    # region 38: inductor 3a3cb4b206c9c6a5, 16 ops
    # rope (RotaryEmbedding), llama.py:186
    t581 = aten.slice.Tensor(t21, 0, 0, 64)  # t581: cpu f32[64, 8]
    t582 = aten.slice.Tensor(t22, 0, 0, 64)  # t582: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:198, 199
    t583 = aten.view.default(t581, [1, 64, 1, 8])  # t583: cpu f32[1, 64, 1, 8]
    t584 = aten.view.default(t582, [1, 64, 1, 8])  # t584: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:196, 197, 200, 201, 202, 222
    t585 = aten.view.default(t527, [2, 64, 4, 8, 2])  # t585: cpu f32[2, 64, 4, 8, 2]
    t586 = aten.select.int(t585, 4, 0)  # t586: cpu f32[2, 64, 4, 8]
    t587 = aten.select.int(t585, 4, 1)  # t587: cpu f32[2, 64, 4, 8]
    t588 = aten.mul.Tensor(t586, t583)  # t588: cpu f32[2, 64, 4, 8]
    t589 = aten.mul.Tensor(t587, t584)  # t589: cpu f32[2, 64, 4, 8]
    t590 = aten.sub.Tensor(t588, t589)  # t590: cpu f32[2, 64, 4, 8]
    t591 = aten.mul.Tensor(t586, t584)  # t591: cpu f32[2, 64, 4, 8]
    t592 = aten.mul.Tensor(t587, t583)  # t592: cpu f32[2, 64, 4, 8]
    t593 = aten.add.Tensor(t591, t592)  # t593: cpu f32[2, 64, 4, 8]
    t594 = aten.stack.default([t590, t593], -1)  # t594: cpu f32[2, 64, 4, 8, 2]
    t595 = aten.view.default(t594, [2, 64, 4, 16])  # t595: cpu f32[2, 64, 4, 16]
    t596 = aten.transpose.int(t595, 1, 2)  # t596: cpu f32[2, 4, 64, 16]
    # end region 38 -> t594, t596
    # region 39: inductor 6d5ce2ef3801ebeb, 16 ops
    # rope (RotaryEmbedding), llama.py:186
    t597 = aten.slice.Tensor(t21, 0, 0, 64)  # t597: cpu f32[64, 8]
    t598 = aten.slice.Tensor(t22, 0, 0, 64)  # t598: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:198, 199
    t599 = aten.view.default(t597, [1, 64, 1, 8])  # t599: cpu f32[1, 64, 1, 8]
    t600 = aten.view.default(t598, [1, 64, 1, 8])  # t600: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:196, 197, 200, 201, 202, 223
    t601 = aten.view.default(t553, [2, 64, 2, 8, 2])  # t601: cpu f32[2, 64, 2, 8, 2]
    t602 = aten.select.int(t601, 4, 0)  # t602: cpu f32[2, 64, 2, 8]
    t603 = aten.select.int(t601, 4, 1)  # t603: cpu f32[2, 64, 2, 8]
    t604 = aten.mul.Tensor(t602, t599)  # t604: cpu f32[2, 64, 2, 8]
    t605 = aten.mul.Tensor(t603, t600)  # t605: cpu f32[2, 64, 2, 8]
    t606 = aten.sub.Tensor(t604, t605)  # t606: cpu f32[2, 64, 2, 8]
    t607 = aten.mul.Tensor(t602, t600)  # t607: cpu f32[2, 64, 2, 8]
    t608 = aten.mul.Tensor(t603, t599)  # t608: cpu f32[2, 64, 2, 8]
    t609 = aten.add.Tensor(t607, t608)  # t609: cpu f32[2, 64, 2, 8]
    t610 = aten.stack.default([t606, t609], -1)  # t610: cpu f32[2, 64, 2, 8, 2]
    t611 = aten.view.default(t610, [2, 64, 2, 16])  # t611: cpu f32[2, 64, 2, 16]
    t612 = aten.transpose.int(t611, 1, 2)  # t612: cpu f32[2, 2, 64, 16]
    # end region 39 -> t610, t612
    t613 = aten.transpose.int(t580, 1, 2)  # t613: cpu f32[2, 2, 64, 16]
    t614, t615 = aotc.sdpa.default(t596, t612, t613, None, True, None)  # t614: cpu f32[2, 4, 64, 16], t615: cpu f32[2, 4, 64]
    # region 40: inductor 60465055778db9f6, 6 ops
    t616 = aten.transpose.int(t614, 1, 2)  # t616: cpu f32[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:231
    t617 = aten.view.default(t616, [128, 64])  # t617: cpu f32[128, 64]
    t618 = aten._to_copy.default(t617, dtype=torch.float32)  # t618: cpu f32[128, 64]
    t619 = aten.mul.Tensor(t618, t70)  # t619: cpu f32[128, 64]
    t620 = aten.clamp.default(t619, -448.0, 448.0)  # t620: cpu f32[128, 64]
    t621 = aten._to_copy.default(t620, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t621: cpu f8e4m3[128, 64]
    # end region 40 -> t621
    # region 41: inductor a313403f57e31373, 7 ops
    t622 = aten.t.default(t14)  # t622: cpu f32[64, 64]
    t623 = aten.t.default(t622)  # t623: cpu f32[64, 64]
    t624 = aten._to_copy.default(t623, dtype=torch.float32)  # t624: cpu f32[64, 64]
    t625 = aten.mul.Tensor(t624, t73)  # t625: cpu f32[64, 64]
    t626 = aten.clamp.default(t625, -448.0, 448.0)  # t626: cpu f32[64, 64]
    t627 = aten._to_copy.default(t626, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t627: cpu f8e4m3[64, 64]
    t628 = aten.t.default(t627)  # t628: cpu f8e4m3[64, 64]
    # end region 41 -> t628
    # region 42: inductor 9ad863e42000a4d8, 18 ops
    t629 = aten.abs.default(t614)  # t629: cpu f32[2, 4, 64, 16]
    t630 = aten.amax.default(t629, [], False)  # t630: cpu f32[]
    t631 = aten._to_copy.default(t630, dtype=torch.float32)  # t631: cpu f32[]
    t632 = aten.view.default(t631, [1])  # t632: cpu f32[1]
    t633 = aten.slice.Tensor(t69, 0, 1, 1024)  # t633: cpu f32[1023]
    t634 = aten.cat.default([t633, t632])  # t634: cpu f32[1024]
    t635 = aten.slice.Tensor(t634, 0, 1, 1024)  # t635: cpu f32[1023]
    t636 = aten.constant_pad_nd.default(t635, [1, 0], 0.0)  # t636: cpu f32[1024]
    t637 = aten.amax.default(t634, [0], False)  # t637: cpu f32[]
    t638 = aten.ne.Scalar(t631, 0.0)  # t638: cpu b8[]
    t639 = aten.where.self(t638, t636, t69)  # t639: cpu f32[1024]
    t640 = aten.le.Scalar(t637, 3.4028234663852886e+38)  # t640: cpu b8[]
    t641 = aten.logical_and.default(t638, t640)  # t641: cpu b8[]
    t642 = aten.full_like.default(t637, 448.0)  # t642: cpu f32[]
    t643 = aten.div.Tensor(t642, t637)  # t643: cpu f32[]
    t644 = aten.clamp.default(t643, None, 3.4028234663852886e+38)  # t644: cpu f32[]
    t645 = aten.where.self(t641, t644, t70)  # t645: cpu f32[]
    t646 = aten.reciprocal.default(t645)  # t646: cpu f32[]
    # end region 42 -> t639, t645, t646
    # region 43: inductor 95b978069fdc9db6, 18 ops
    t647 = aten.abs.default(t14)  # t647: cpu f32[64, 64]
    t648 = aten.amax.default(t647, [], False)  # t648: cpu f32[]
    t649 = aten._to_copy.default(t648, dtype=torch.float32)  # t649: cpu f32[]
    t650 = aten.view.default(t649, [1])  # t650: cpu f32[1]
    t651 = aten.slice.Tensor(t72, 0, 1, 1024)  # t651: cpu f32[1023]
    t652 = aten.cat.default([t651, t650])  # t652: cpu f32[1024]
    t653 = aten.slice.Tensor(t652, 0, 1, 1024)  # t653: cpu f32[1023]
    t654 = aten.constant_pad_nd.default(t653, [1, 0], 0.0)  # t654: cpu f32[1024]
    t655 = aten.amax.default(t652, [0], False)  # t655: cpu f32[]
    t656 = aten.ne.Scalar(t649, 0.0)  # t656: cpu b8[]
    t657 = aten.where.self(t656, t654, t72)  # t657: cpu f32[1024]
    t658 = aten.le.Scalar(t655, 3.4028234663852886e+38)  # t658: cpu b8[]
    t659 = aten.logical_and.default(t656, t658)  # t659: cpu b8[]
    t660 = aten.full_like.default(t655, 448.0)  # t660: cpu f32[]
    t661 = aten.div.Tensor(t660, t655)  # t661: cpu f32[]
    t662 = aten.clamp.default(t661, None, 3.4028234663852886e+38)  # t662: cpu f32[]
    t663 = aten.where.self(t659, t662, t73)  # t663: cpu f32[]
    t664 = aten.reciprocal.default(t663)  # t664: cpu f32[]
    # end region 43 -> t657, t663, t664
    # region 44: te 39ccda01571f4419, 1 ops
    t665 = aten._scaled_mm.default(t621, t628, t71, t74, None, None, torch.float32)  # t665: cpu f32[128, 64]
    # end region 44 -> t665
    # region 45: inductor 5d43ed7502d64d34, 31 ops
    t666 = aten._unsafe_view.default(t665, [2, 64, 64])  # t666: cpu f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:256
    t667 = aten.add.Tensor(t472, t666)  # t667: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:152, 153
    t668 = aten.pow.Tensor_Scalar(t667, 2)  # t668: cpu f32[2, 64, 64]
    t669 = aten.mean.dim(t668, [-1], True)  # t669: cpu f32[2, 64, 1]
    t670 = aten.add.Tensor(t669, 1e-05)  # t670: cpu f32[2, 64, 1]
    t671 = aten.rsqrt.default(t670)  # t671: cpu f32[2, 64, 1]
    t672 = aten.mul.Tensor(t667, t671)  # t672: cpu f32[2, 64, 64]
    t673 = aten.mul.Tensor(t672, t15)  # t673: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t674 = aten.view.default(t673, [128, 64])  # t674: cpu f32[128, 64]
    t675 = aten.abs.default(t673)  # t675: cpu f32[2, 64, 64]
    t676 = aten.amax.default(t675, [], False)  # t676: cpu f32[]
    t677 = aten._to_copy.default(t676, dtype=torch.float32)  # t677: cpu f32[]
    t678 = aten.view.default(t677, [1])  # t678: cpu f32[1]
    t679 = aten.slice.Tensor(t75, 0, 1, 1024)  # t679: cpu f32[1023]
    t680 = aten.cat.default([t679, t678])  # t680: cpu f32[1024]
    t681 = aten.slice.Tensor(t680, 0, 1, 1024)  # t681: cpu f32[1023]
    t682 = aten.constant_pad_nd.default(t681, [1, 0], 0.0)  # t682: cpu f32[1024]
    t683 = aten.amax.default(t680, [0], False)  # t683: cpu f32[]
    t684 = aten.ne.Scalar(t677, 0.0)  # t684: cpu b8[]
    t685 = aten.where.self(t684, t682, t75)  # t685: cpu f32[1024]
    t686 = aten.le.Scalar(t683, 3.4028234663852886e+38)  # t686: cpu b8[]
    t687 = aten.logical_and.default(t684, t686)  # t687: cpu b8[]
    t688 = aten.full_like.default(t683, 448.0)  # t688: cpu f32[]
    t689 = aten.div.Tensor(t688, t683)  # t689: cpu f32[]
    t690 = aten.clamp.default(t689, None, 3.4028234663852886e+38)  # t690: cpu f32[]
    t691 = aten.where.self(t687, t690, t76)  # t691: cpu f32[]
    t692 = aten.reciprocal.default(t691)  # t692: cpu f32[]
    t693 = aten._to_copy.default(t674, dtype=torch.float32)  # t693: cpu f32[128, 64]
    t694 = aten.mul.Tensor(t693, t76)  # t694: cpu f32[128, 64]
    t695 = aten.clamp.default(t694, -448.0, 448.0)  # t695: cpu f32[128, 64]
    t696 = aten._to_copy.default(t695, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t696: cpu f8e4m3[128, 64]
    # end region 45 -> t667, t669, t685, t691, t692, t696
    # region 46: inductor 021cf88b6843c6d0, 7 ops
    t697 = aten.t.default(t16)  # t697: cpu f32[64, 192]
    t698 = aten.t.default(t697)  # t698: cpu f32[192, 64]
    t699 = aten._to_copy.default(t698, dtype=torch.float32)  # t699: cpu f32[192, 64]
    t700 = aten.mul.Tensor(t699, t79)  # t700: cpu f32[192, 64]
    t701 = aten.clamp.default(t700, -448.0, 448.0)  # t701: cpu f32[192, 64]
    t702 = aten._to_copy.default(t701, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t702: cpu f8e4m3[192, 64]
    t703 = aten.t.default(t702)  # t703: cpu f8e4m3[64, 192]
    # end region 46 -> t703
    # region 47: inductor 5a7615551d3ad86e, 18 ops
    t704 = aten.abs.default(t16)  # t704: cpu f32[192, 64]
    t705 = aten.amax.default(t704, [], False)  # t705: cpu f32[]
    t706 = aten._to_copy.default(t705, dtype=torch.float32)  # t706: cpu f32[]
    t707 = aten.view.default(t706, [1])  # t707: cpu f32[1]
    t708 = aten.slice.Tensor(t78, 0, 1, 1024)  # t708: cpu f32[1023]
    t709 = aten.cat.default([t708, t707])  # t709: cpu f32[1024]
    t710 = aten.slice.Tensor(t709, 0, 1, 1024)  # t710: cpu f32[1023]
    t711 = aten.constant_pad_nd.default(t710, [1, 0], 0.0)  # t711: cpu f32[1024]
    t712 = aten.amax.default(t709, [0], False)  # t712: cpu f32[]
    t713 = aten.ne.Scalar(t706, 0.0)  # t713: cpu b8[]
    t714 = aten.where.self(t713, t711, t78)  # t714: cpu f32[1024]
    t715 = aten.le.Scalar(t712, 3.4028234663852886e+38)  # t715: cpu b8[]
    t716 = aten.logical_and.default(t713, t715)  # t716: cpu b8[]
    t717 = aten.full_like.default(t712, 448.0)  # t717: cpu f32[]
    t718 = aten.div.Tensor(t717, t712)  # t718: cpu f32[]
    t719 = aten.clamp.default(t718, None, 3.4028234663852886e+38)  # t719: cpu f32[]
    t720 = aten.where.self(t716, t719, t79)  # t720: cpu f32[]
    t721 = aten.reciprocal.default(t720)  # t721: cpu f32[]
    # end region 47 -> t714, t720, t721
    # region 48: te 2f2d8ae1a1094e91, 1 ops
    t722 = aten._scaled_mm.default(t696, t703, t77, t80, None, None, torch.float32)  # t722: cpu f32[128, 192]
    # end region 48 -> t722
    # region 49: inductor 021cf88b6843c6d0, 7 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t723 = aten.t.default(t17)  # t723: cpu f32[64, 192]
    t724 = aten.t.default(t723)  # t724: cpu f32[192, 64]
    t725 = aten._to_copy.default(t724, dtype=torch.float32)  # t725: cpu f32[192, 64]
    t726 = aten.mul.Tensor(t725, t82)  # t726: cpu f32[192, 64]
    t727 = aten.clamp.default(t726, -448.0, 448.0)  # t727: cpu f32[192, 64]
    t728 = aten._to_copy.default(t727, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t728: cpu f8e4m3[192, 64]
    t729 = aten.t.default(t728)  # t729: cpu f8e4m3[64, 192]
    # end region 49 -> t729
    # region 50: inductor 5a7615551d3ad86e, 18 ops
    t730 = aten.abs.default(t17)  # t730: cpu f32[192, 64]
    t731 = aten.amax.default(t730, [], False)  # t731: cpu f32[]
    t732 = aten._to_copy.default(t731, dtype=torch.float32)  # t732: cpu f32[]
    t733 = aten.view.default(t732, [1])  # t733: cpu f32[1]
    t734 = aten.slice.Tensor(t81, 0, 1, 1024)  # t734: cpu f32[1023]
    t735 = aten.cat.default([t734, t733])  # t735: cpu f32[1024]
    t736 = aten.slice.Tensor(t735, 0, 1, 1024)  # t736: cpu f32[1023]
    t737 = aten.constant_pad_nd.default(t736, [1, 0], 0.0)  # t737: cpu f32[1024]
    t738 = aten.amax.default(t735, [0], False)  # t738: cpu f32[]
    t739 = aten.ne.Scalar(t732, 0.0)  # t739: cpu b8[]
    t740 = aten.where.self(t739, t737, t81)  # t740: cpu f32[1024]
    t741 = aten.le.Scalar(t738, 3.4028234663852886e+38)  # t741: cpu b8[]
    t742 = aten.logical_and.default(t739, t741)  # t742: cpu b8[]
    t743 = aten.full_like.default(t738, 448.0)  # t743: cpu f32[]
    t744 = aten.div.Tensor(t743, t738)  # t744: cpu f32[]
    t745 = aten.clamp.default(t744, None, 3.4028234663852886e+38)  # t745: cpu f32[]
    t746 = aten.where.self(t742, t745, t82)  # t746: cpu f32[]
    t747 = aten.reciprocal.default(t746)  # t747: cpu f32[]
    # end region 50 -> t740, t746, t747
    # region 51: te 2f2d8ae1a1094e91, 1 ops
    t748 = aten._scaled_mm.default(t696, t729, t77, t83, None, None, torch.float32)  # t748: cpu f32[128, 192]
    # end region 51 -> t748
    # region 52: inductor faaf198246e15749, 27 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t749 = aten._unsafe_view.default(t722, [2, 64, 192])  # t749: cpu f32[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t750 = aten.silu.default(t749)  # t750: cpu f32[2, 64, 192]
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t751 = aten._unsafe_view.default(t748, [2, 64, 192])  # t751: cpu f32[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t752 = aten.mul.Tensor(t750, t751)  # t752: cpu f32[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:244
    t753 = aten.view.default(t752, [128, 192])  # t753: cpu f32[128, 192]
    t754 = aten.abs.default(t752)  # t754: cpu f32[2, 64, 192]
    t755 = aten.amax.default(t754, [], False)  # t755: cpu f32[]
    t756 = aten._to_copy.default(t755, dtype=torch.float32)  # t756: cpu f32[]
    t757 = aten.view.default(t756, [1])  # t757: cpu f32[1]
    t758 = aten.slice.Tensor(t84, 0, 1, 1024)  # t758: cpu f32[1023]
    t759 = aten.cat.default([t758, t757])  # t759: cpu f32[1024]
    t760 = aten.slice.Tensor(t759, 0, 1, 1024)  # t760: cpu f32[1023]
    t761 = aten.constant_pad_nd.default(t760, [1, 0], 0.0)  # t761: cpu f32[1024]
    t762 = aten.amax.default(t759, [0], False)  # t762: cpu f32[]
    t763 = aten.ne.Scalar(t756, 0.0)  # t763: cpu b8[]
    t764 = aten.where.self(t763, t761, t84)  # t764: cpu f32[1024]
    t765 = aten.le.Scalar(t762, 3.4028234663852886e+38)  # t765: cpu b8[]
    t766 = aten.logical_and.default(t763, t765)  # t766: cpu b8[]
    t767 = aten.full_like.default(t762, 448.0)  # t767: cpu f32[]
    t768 = aten.div.Tensor(t767, t762)  # t768: cpu f32[]
    t769 = aten.clamp.default(t768, None, 3.4028234663852886e+38)  # t769: cpu f32[]
    t770 = aten.where.self(t766, t769, t85)  # t770: cpu f32[]
    t771 = aten.reciprocal.default(t770)  # t771: cpu f32[]
    t772 = aten._to_copy.default(t753, dtype=torch.float32)  # t772: cpu f32[128, 192]
    t773 = aten.mul.Tensor(t772, t85)  # t773: cpu f32[128, 192]
    t774 = aten.clamp.default(t773, -448.0, 448.0)  # t774: cpu f32[128, 192]
    t775 = aten._to_copy.default(t774, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t775: cpu f8e4m3[128, 192]
    # end region 52 -> t764, t770, t771, t775
    # region 53: inductor 7a62a27e54a24dc9, 7 ops
    t776 = aten.t.default(t18)  # t776: cpu f32[192, 64]
    t777 = aten.t.default(t776)  # t777: cpu f32[64, 192]
    t778 = aten._to_copy.default(t777, dtype=torch.float32)  # t778: cpu f32[64, 192]
    t779 = aten.mul.Tensor(t778, t88)  # t779: cpu f32[64, 192]
    t780 = aten.clamp.default(t779, -448.0, 448.0)  # t780: cpu f32[64, 192]
    t781 = aten._to_copy.default(t780, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t781: cpu f8e4m3[64, 192]
    t782 = aten.t.default(t781)  # t782: cpu f8e4m3[192, 64]
    # end region 53 -> t782
    # region 54: inductor 33019a39eecb92d0, 18 ops
    t783 = aten.abs.default(t18)  # t783: cpu f32[64, 192]
    t784 = aten.amax.default(t783, [], False)  # t784: cpu f32[]
    t785 = aten._to_copy.default(t784, dtype=torch.float32)  # t785: cpu f32[]
    t786 = aten.view.default(t785, [1])  # t786: cpu f32[1]
    t787 = aten.slice.Tensor(t87, 0, 1, 1024)  # t787: cpu f32[1023]
    t788 = aten.cat.default([t787, t786])  # t788: cpu f32[1024]
    t789 = aten.slice.Tensor(t788, 0, 1, 1024)  # t789: cpu f32[1023]
    t790 = aten.constant_pad_nd.default(t789, [1, 0], 0.0)  # t790: cpu f32[1024]
    t791 = aten.amax.default(t788, [0], False)  # t791: cpu f32[]
    t792 = aten.ne.Scalar(t785, 0.0)  # t792: cpu b8[]
    t793 = aten.where.self(t792, t790, t87)  # t793: cpu f32[1024]
    t794 = aten.le.Scalar(t791, 3.4028234663852886e+38)  # t794: cpu b8[]
    t795 = aten.logical_and.default(t792, t794)  # t795: cpu b8[]
    t796 = aten.full_like.default(t791, 448.0)  # t796: cpu f32[]
    t797 = aten.div.Tensor(t796, t791)  # t797: cpu f32[]
    t798 = aten.clamp.default(t797, None, 3.4028234663852886e+38)  # t798: cpu f32[]
    t799 = aten.where.self(t795, t798, t88)  # t799: cpu f32[]
    t800 = aten.reciprocal.default(t799)  # t800: cpu f32[]
    # end region 54 -> t793, t799, t800
    # region 55: te fbbcadb380fd854f, 1 ops
    t801 = aten._scaled_mm.default(t775, t782, t86, t89, None, None, torch.float32)  # t801: cpu f32[128, 64]
    # end region 55 -> t801
    # region 56: inductor 5d43ed7502d64d34, 31 ops
    t802 = aten._unsafe_view.default(t801, [2, 64, 64])  # t802: cpu f32[2, 64, 64]
    # layers.1 (TransformerBlock), llama.py:257
    t803 = aten.add.Tensor(t667, t802)  # t803: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:152, 153
    t804 = aten.pow.Tensor_Scalar(t803, 2)  # t804: cpu f32[2, 64, 64]
    t805 = aten.mean.dim(t804, [-1], True)  # t805: cpu f32[2, 64, 1]
    t806 = aten.add.Tensor(t805, 1e-05)  # t806: cpu f32[2, 64, 1]
    t807 = aten.rsqrt.default(t806)  # t807: cpu f32[2, 64, 1]
    t808 = aten.mul.Tensor(t803, t807)  # t808: cpu f32[2, 64, 64]
    t809 = aten.mul.Tensor(t808, t19)  # t809: cpu f32[2, 64, 64]
    # output (Linear), llama.py:283
    t810 = aten.view.default(t809, [128, 64])  # t810: cpu f32[128, 64]
    t811 = aten.abs.default(t809)  # t811: cpu f32[2, 64, 64]
    t812 = aten.amax.default(t811, [], False)  # t812: cpu f32[]
    t813 = aten._to_copy.default(t812, dtype=torch.float32)  # t813: cpu f32[]
    t814 = aten.view.default(t813, [1])  # t814: cpu f32[1]
    t815 = aten.slice.Tensor(t90, 0, 1, 1024)  # t815: cpu f32[1023]
    t816 = aten.cat.default([t815, t814])  # t816: cpu f32[1024]
    t817 = aten.slice.Tensor(t816, 0, 1, 1024)  # t817: cpu f32[1023]
    t818 = aten.constant_pad_nd.default(t817, [1, 0], 0.0)  # t818: cpu f32[1024]
    t819 = aten.amax.default(t816, [0], False)  # t819: cpu f32[]
    t820 = aten.ne.Scalar(t813, 0.0)  # t820: cpu b8[]
    t821 = aten.where.self(t820, t818, t90)  # t821: cpu f32[1024]
    t822 = aten.le.Scalar(t819, 3.4028234663852886e+38)  # t822: cpu b8[]
    t823 = aten.logical_and.default(t820, t822)  # t823: cpu b8[]
    t824 = aten.full_like.default(t819, 448.0)  # t824: cpu f32[]
    t825 = aten.div.Tensor(t824, t819)  # t825: cpu f32[]
    t826 = aten.clamp.default(t825, None, 3.4028234663852886e+38)  # t826: cpu f32[]
    t827 = aten.where.self(t823, t826, t91)  # t827: cpu f32[]
    t828 = aten.reciprocal.default(t827)  # t828: cpu f32[]
    t829 = aten._to_copy.default(t810, dtype=torch.float32)  # t829: cpu f32[128, 64]
    t830 = aten.mul.Tensor(t829, t91)  # t830: cpu f32[128, 64]
    t831 = aten.clamp.default(t830, -448.0, 448.0)  # t831: cpu f32[128, 64]
    t832 = aten._to_copy.default(t831, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t832: cpu f8e4m3[128, 64]
    # end region 56 -> t803, t805, t821, t827, t828, t832
    # region 57: inductor b07565f69c3f28bd, 7 ops
    t833 = aten.t.default(t20)  # t833: cpu f32[64, 256]
    t834 = aten.t.default(t833)  # t834: cpu f32[256, 64]
    t835 = aten._to_copy.default(t834, dtype=torch.float32)  # t835: cpu f32[256, 64]
    t836 = aten.mul.Tensor(t835, t94)  # t836: cpu f32[256, 64]
    t837 = aten.clamp.default(t836, -448.0, 448.0)  # t837: cpu f32[256, 64]
    t838 = aten._to_copy.default(t837, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t838: cpu f8e4m3[256, 64]
    t839 = aten.t.default(t838)  # t839: cpu f8e4m3[64, 256]
    # end region 57 -> t839
    # region 58: inductor 3257829d84864554, 18 ops
    t840 = aten.abs.default(t20)  # t840: cpu f32[256, 64]
    t841 = aten.amax.default(t840, [], False)  # t841: cpu f32[]
    t842 = aten._to_copy.default(t841, dtype=torch.float32)  # t842: cpu f32[]
    t843 = aten.view.default(t842, [1])  # t843: cpu f32[1]
    t844 = aten.slice.Tensor(t93, 0, 1, 1024)  # t844: cpu f32[1023]
    t845 = aten.cat.default([t844, t843])  # t845: cpu f32[1024]
    t846 = aten.slice.Tensor(t845, 0, 1, 1024)  # t846: cpu f32[1023]
    t847 = aten.constant_pad_nd.default(t846, [1, 0], 0.0)  # t847: cpu f32[1024]
    t848 = aten.amax.default(t845, [0], False)  # t848: cpu f32[]
    t849 = aten.ne.Scalar(t842, 0.0)  # t849: cpu b8[]
    t850 = aten.where.self(t849, t847, t93)  # t850: cpu f32[1024]
    t851 = aten.le.Scalar(t848, 3.4028234663852886e+38)  # t851: cpu b8[]
    t852 = aten.logical_and.default(t849, t851)  # t852: cpu b8[]
    t853 = aten.full_like.default(t848, 448.0)  # t853: cpu f32[]
    t854 = aten.div.Tensor(t853, t848)  # t854: cpu f32[]
    t855 = aten.clamp.default(t854, None, 3.4028234663852886e+38)  # t855: cpu f32[]
    t856 = aten.where.self(t852, t855, t94)  # t856: cpu f32[]
    t857 = aten.reciprocal.default(t856)  # t857: cpu f32[]
    # end region 58 -> t850, t856, t857
    # region 59: te d734365aa5e8198c, 1 ops
    t858 = aten._scaled_mm.default(t832, t839, t92, t95, None, None, torch.float32)  # t858: cpu f32[128, 256]
    # end region 59 -> t858
    t859 = aten._unsafe_view.default(t858, [2, 64, 256])  # t859: cpu f32[2, 64, 256]
    return (t859, t159, t165, t166, t188, t194, t195, t214, t220, t221, t240, t246, t247, t308, t314, t315, t326, t332, t333, t354, t360, t361, t383, t389, t390, t409, t415, t416, t433, t439, t440, t462, t468, t469, t490, t496, t497, t519, t525, t526, t545, t551, t552, t571, t577, t578, t639, t645, t646, t657, t663, t664, t685, t691, t692, t714, t720, t721, t740, t746, t747, t764, t770, t771, t793, t799, t800, t821, t827, t828, t850, t856, t857, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t25, t26, t28, t29, t31, t32, t34, t35, t37, t38, t40, t41, t43, t44, t46, t47, t49, t50, t52, t53, t55, t56, t58, t59, t61, t62, t64, t65, t67, t68, t70, t71, t73, t74, t76, t77, t79, t80, t82, t83, t85, t86, t88, t89, t91, t92, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140, t141, t143, t248, t263, t279, t283, t284, t336, t338, t391, t417, t472, t474, t579, t594, t610, t614, t615, t667, t669, t722, t748, t803, t805)
    # t859: output 0
    # t159: carry amax_history:layers.0.attention.wq.weight:input
    # t165: carry scale:layers.0.attention.wq.weight:input
    # t166: carry scale_inv:layers.0.attention.wq.weight:input
    # t188: carry amax_history:layers.0.attention.wq.weight:weight
    # t194: carry scale:layers.0.attention.wq.weight:weight
    # t195: carry scale_inv:layers.0.attention.wq.weight:weight
    # t214: carry amax_history:layers.0.attention.wk.weight:weight
    # t220: carry scale:layers.0.attention.wk.weight:weight
    # t221: carry scale_inv:layers.0.attention.wk.weight:weight
    # t240: carry amax_history:layers.0.attention.wv.weight:weight
    # t246: carry scale:layers.0.attention.wv.weight:weight
    # t247: carry scale_inv:layers.0.attention.wv.weight:weight
    # t308: carry amax_history:layers.0.attention.wo.weight:input
    # t314: carry scale:layers.0.attention.wo.weight:input
    # t315: carry scale_inv:layers.0.attention.wo.weight:input
    # t326: carry amax_history:layers.0.attention.wo.weight:weight
    # t332: carry scale:layers.0.attention.wo.weight:weight
    # t333: carry scale_inv:layers.0.attention.wo.weight:weight
    # t354: carry amax_history:layers.0.feed_forward.w1.weight:input
    # t360: carry scale:layers.0.feed_forward.w1.weight:input
    # t361: carry scale_inv:layers.0.feed_forward.w1.weight:input
    # t383: carry amax_history:layers.0.feed_forward.w1.weight:weight
    # t389: carry scale:layers.0.feed_forward.w1.weight:weight
    # t390: carry scale_inv:layers.0.feed_forward.w1.weight:weight
    # t409: carry amax_history:layers.0.feed_forward.w3.weight:weight
    # t415: carry scale:layers.0.feed_forward.w3.weight:weight
    # t416: carry scale_inv:layers.0.feed_forward.w3.weight:weight
    # t433: carry amax_history:layers.0.feed_forward.w2.weight:input
    # t439: carry scale:layers.0.feed_forward.w2.weight:input
    # t440: carry scale_inv:layers.0.feed_forward.w2.weight:input
    # t462: carry amax_history:layers.0.feed_forward.w2.weight:weight
    # t468: carry scale:layers.0.feed_forward.w2.weight:weight
    # t469: carry scale_inv:layers.0.feed_forward.w2.weight:weight
    # t490: carry amax_history:layers.1.attention.wq.weight:input
    # t496: carry scale:layers.1.attention.wq.weight:input
    # t497: carry scale_inv:layers.1.attention.wq.weight:input
    # t519: carry amax_history:layers.1.attention.wq.weight:weight
    # t525: carry scale:layers.1.attention.wq.weight:weight
    # t526: carry scale_inv:layers.1.attention.wq.weight:weight
    # t545: carry amax_history:layers.1.attention.wk.weight:weight
    # t551: carry scale:layers.1.attention.wk.weight:weight
    # t552: carry scale_inv:layers.1.attention.wk.weight:weight
    # t571: carry amax_history:layers.1.attention.wv.weight:weight
    # t577: carry scale:layers.1.attention.wv.weight:weight
    # t578: carry scale_inv:layers.1.attention.wv.weight:weight
    # t639: carry amax_history:layers.1.attention.wo.weight:input
    # t645: carry scale:layers.1.attention.wo.weight:input
    # t646: carry scale_inv:layers.1.attention.wo.weight:input
    # t657: carry amax_history:layers.1.attention.wo.weight:weight
    # t663: carry scale:layers.1.attention.wo.weight:weight
    # t664: carry scale_inv:layers.1.attention.wo.weight:weight
    # t685: carry amax_history:layers.1.feed_forward.w1.weight:input
    # t691: carry scale:layers.1.feed_forward.w1.weight:input
    # t692: carry scale_inv:layers.1.feed_forward.w1.weight:input
    # t714: carry amax_history:layers.1.feed_forward.w1.weight:weight
    # t720: carry scale:layers.1.feed_forward.w1.weight:weight
    # t721: carry scale_inv:layers.1.feed_forward.w1.weight:weight
    # t740: carry amax_history:layers.1.feed_forward.w3.weight:weight
    # t746: carry scale:layers.1.feed_forward.w3.weight:weight
    # t747: carry scale_inv:layers.1.feed_forward.w3.weight:weight
    # t764: carry amax_history:layers.1.feed_forward.w2.weight:input
    # t770: carry scale:layers.1.feed_forward.w2.weight:input
    # t771: carry scale_inv:layers.1.feed_forward.w2.weight:input
    # t793: carry amax_history:layers.1.feed_forward.w2.weight:weight
    # t799: carry scale:layers.1.feed_forward.w2.weight:weight
    # t800: carry scale_inv:layers.1.feed_forward.w2.weight:weight
    # t821: carry amax_history:output.weight:input
    # t827: carry scale:output.weight:input
    # t828: carry scale_inv:output.weight:input
    # t850: carry amax_history:output.weight:weight
    # t856: carry scale:output.weight:weight
    # t857: carry scale_inv:output.weight:weight
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
    # t143: saved 117
    # t248: saved 118
    # t263: saved 119
    # t279: saved 120
    # t283: saved 121
    # t284: saved 122
    # t336: saved 123
    # t338: saved 124
    # t391: saved 125
    # t417: saved 126
    # t472: saved 127
    # t474: saved 128
    # t579: saved 129
    # t594: saved 130
    # t610: saved 131
    # t614: saved 132
    # t615: saved 133
    # t667: saved 134
    # t669: saved 135
    # t722: saved 136
    # t748: saved 137
    # t803: saved 138
    # t805: saved 139
