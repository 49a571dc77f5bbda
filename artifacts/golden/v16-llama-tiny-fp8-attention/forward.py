def forward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51, t52, t53, t54, t55, t56, t57, t58, t59, t60, t61, t62, t63, t64, t65, t66, t67, t68, t69, t70, t71, t72, t73, t74, t75, t76, t77, t78, t79, t80, t81, t82, t83, t84, t85, t86, t87, t88, t89, t90, t91, t92, t93, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140, t141, t142, t143, t144, t145, t146, t147, t148, t149, t150, t151, t152, t153, t154, t155, t156, t157, t158, t159, t160, t161, t162, t163, t164, t165, t166, t167, t168, t169, t170, t171, t172, t173, t174, t175, t176, t177, t178, t179, t180, t181, t182, t183, t184, t185, t186, t187, t188):
    # t0: cpu bf16[256, 256]  param tok_embeddings.weight
    # t1: cpu bf16[256]  param layers.0.attention_norm.weight
    # t2: cpu bf16[256, 256]  param layers.0.attention.wq.weight
    # t3: cpu bf16[128, 256]  param layers.0.attention.wk.weight
    # t4: cpu bf16[128, 256]  param layers.0.attention.wv.weight
    # t5: cpu bf16[256, 256]  param layers.0.attention.wo.weight
    # t6: cpu bf16[256]  param layers.0.ffn_norm.weight
    # t7: cpu bf16[192, 256]  param layers.0.feed_forward.w1.weight
    # t8: cpu bf16[192, 256]  param layers.0.feed_forward.w3.weight
    # t9: cpu bf16[256, 192]  param layers.0.feed_forward.w2.weight
    # t10: cpu bf16[256]  param layers.1.attention_norm.weight
    # t11: cpu bf16[256, 256]  param layers.1.attention.wq.weight
    # t12: cpu bf16[128, 256]  param layers.1.attention.wk.weight
    # t13: cpu bf16[128, 256]  param layers.1.attention.wv.weight
    # t14: cpu bf16[256, 256]  param layers.1.attention.wo.weight
    # t15: cpu bf16[256]  param layers.1.ffn_norm.weight
    # t16: cpu bf16[192, 256]  param layers.1.feed_forward.w1.weight
    # t17: cpu bf16[192, 256]  param layers.1.feed_forward.w3.weight
    # t18: cpu bf16[256, 192]  param layers.1.feed_forward.w2.weight
    # t19: cpu bf16[256]  param norm.weight
    # t20: cpu bf16[256, 256]  param output.weight
    # t21: cpu bf16[256, 64]  buffer rope.cos
    # t22: cpu bf16[256, 64]  buffer rope.sin
    # t23: cpu i64[2, 128]  input 0
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
    # t141: cpu f32[1024]  carry amax_history:layers.0.attention:q
    # t142: cpu f32[]  carry scale:layers.0.attention:q
    # t143: cpu f32[]  carry scale_inv:layers.0.attention:q
    # t144: cpu f32[1024]  carry amax_history:layers.0.attention:k
    # t145: cpu f32[]  carry scale:layers.0.attention:k
    # t146: cpu f32[]  carry scale_inv:layers.0.attention:k
    # t147: cpu f32[1024]  carry amax_history:layers.0.attention:v
    # t148: cpu f32[]  carry scale:layers.0.attention:v
    # t149: cpu f32[]  carry scale_inv:layers.0.attention:v
    # t150: cpu f32[1024]  carry amax_history:layers.0.attention:probabilities
    # t151: cpu f32[]  carry scale:layers.0.attention:probabilities
    # t152: cpu f32[]  carry scale_inv:layers.0.attention:probabilities
    # t153: cpu f32[1024]  carry amax_history:layers.0.attention:output
    # t154: cpu f32[]  carry scale:layers.0.attention:output
    # t155: cpu f32[]  carry scale_inv:layers.0.attention:output
    # t156: cpu f32[1024]  carry amax_history:layers.1.attention:q
    # t157: cpu f32[]  carry scale:layers.1.attention:q
    # t158: cpu f32[]  carry scale_inv:layers.1.attention:q
    # t159: cpu f32[1024]  carry amax_history:layers.1.attention:k
    # t160: cpu f32[]  carry scale:layers.1.attention:k
    # t161: cpu f32[]  carry scale_inv:layers.1.attention:k
    # t162: cpu f32[1024]  carry amax_history:layers.1.attention:v
    # t163: cpu f32[]  carry scale:layers.1.attention:v
    # t164: cpu f32[]  carry scale_inv:layers.1.attention:v
    # t165: cpu f32[1024]  carry amax_history:layers.1.attention:probabilities
    # t166: cpu f32[]  carry scale:layers.1.attention:probabilities
    # t167: cpu f32[]  carry scale_inv:layers.1.attention:probabilities
    # t168: cpu f32[1024]  carry amax_history:layers.1.attention:output
    # t169: cpu f32[]  carry scale:layers.1.attention:output
    # t170: cpu f32[]  carry scale_inv:layers.1.attention:output
    # t171: cpu f32[1024]  carry amax_history:layers.1.attention:grad_output
    # t172: cpu f32[]  carry scale:layers.1.attention:grad_output
    # t173: cpu f32[]  carry scale_inv:layers.1.attention:grad_output
    # t174: cpu f32[1024]  carry amax_history:layers.1.attention:grad_probabilities
    # t175: cpu f32[]  carry scale:layers.1.attention:grad_probabilities
    # t176: cpu f32[]  carry scale_inv:layers.1.attention:grad_probabilities
    # t177: cpu f32[1024]  carry amax_history:layers.1.attention:grad_qkv
    # t178: cpu f32[]  carry scale:layers.1.attention:grad_qkv
    # t179: cpu f32[]  carry scale_inv:layers.1.attention:grad_qkv
    # t180: cpu f32[1024]  carry amax_history:layers.0.attention:grad_output
    # t181: cpu f32[]  carry scale:layers.0.attention:grad_output
    # t182: cpu f32[]  carry scale_inv:layers.0.attention:grad_output
    # t183: cpu f32[1024]  carry amax_history:layers.0.attention:grad_probabilities
    # t184: cpu f32[]  carry scale:layers.0.attention:grad_probabilities
    # t185: cpu f32[]  carry scale_inv:layers.0.attention:grad_probabilities
    # t186: cpu f32[1024]  carry amax_history:layers.0.attention:grad_qkv
    # t187: cpu f32[]  carry scale:layers.0.attention:grad_qkv
    # t188: cpu f32[]  carry scale_inv:layers.0.attention:grad_qkv
    # tok_embeddings (Embedding), llama.py:305
    t189 = aten.embedding.default(t0, t23)  # t189: cpu bf16[2, 128, 256]
    # region 0: inductor 89adf70430f21b94, 32 ops
    # layers.0.attention_norm (RMSNorm), llama.py:160, 161, 162
    t190 = aten._to_copy.default(t189, dtype=torch.float32)  # t190: cpu f32[2, 128, 256]
    t191 = aten.pow.Tensor_Scalar(t190, 2)  # t191: cpu f32[2, 128, 256]
    t192 = aten.mean.dim(t191, [-1], True)  # t192: cpu f32[2, 128, 1]
    t193 = aten.add.Tensor(t192, 1e-05)  # t193: cpu f32[2, 128, 1]
    t194 = aten.rsqrt.default(t193)  # t194: cpu f32[2, 128, 1]
    t195 = aten.mul.Tensor(t190, t194)  # t195: cpu f32[2, 128, 256]
    t196 = aten._to_copy.default(t1, dtype=torch.float32)  # t196: cpu f32[256]
    t197 = aten.mul.Tensor(t195, t196)  # t197: cpu f32[2, 128, 256]
    t198 = aten._to_copy.default(t197, dtype=torch.bfloat16)  # t198: cpu bf16[2, 128, 256]
    # layers.0.attention.wq (Linear), llama.py:238
    t199 = aten.view.default(t198, [256, 256])  # t199: cpu bf16[256, 256]
    t200 = aten.abs.default(t198)  # t200: cpu bf16[2, 128, 256]
    t201 = aten.amax.default(t200, [2], False)  # t201: cpu bf16[2, 128]
    t202 = aten.amax.default(t201, [], False)  # t202: cpu bf16[]
    t203 = aten._to_copy.default(t202, dtype=torch.float32)  # t203: cpu f32[]
    t204 = aten.view.default(t203, [1])  # t204: cpu f32[1]
    t205 = aten.slice.Tensor(t24, 0, 1, 1024)  # t205: cpu f32[1023]
    t206 = aten.cat.default([t205, t204])  # t206: cpu f32[1024]
    t207 = aten.slice.Tensor(t206, 0, 1, 1024)  # t207: cpu f32[1023]
    t208 = aten.constant_pad_nd.default(t207, [1, 0], 0.0)  # t208: cpu f32[1024]
    t209 = aten.amax.default(t206, [0], False)  # t209: cpu f32[]
    t210 = aten.gt.Scalar(t209, 0.0)  # t210: cpu b8[]
    t211 = aten.le.Scalar(t209, 3.4028234663852886e+38)  # t211: cpu b8[]
    t212 = aten.logical_and.default(t210, t211)  # t212: cpu b8[]
    t213 = aten.full_like.default(t209, 448.0)  # t213: cpu f32[]
    t214 = aten.div.Tensor(t213, t209)  # t214: cpu f32[]
    t215 = aten.clamp.default(t214, None, 3.4028234663852886e+38)  # t215: cpu f32[]
    t216 = aten.where.self(t212, t215, t25)  # t216: cpu f32[]
    t217 = aten.reciprocal.default(t216)  # t217: cpu f32[]
    t218 = aten._to_copy.default(t199, dtype=torch.float32)  # t218: cpu f32[256, 256]
    t219 = aten.mul.Tensor(t218, t25)  # t219: cpu f32[256, 256]
    t220 = aten.clamp.default(t219, -448.0, 448.0)  # t220: cpu f32[256, 256]
    t221 = aten._to_copy.default(t220, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t221: cpu f8e4m3[256, 256]
    # end region 0 -> t194, t208, t216, t217, t221
    # region 1: inductor f170ac2bb09e1a8d, 25 ops
    t222 = aten.t.default(t2)  # t222: cpu bf16[256, 256]
    t223 = aten.t.default(t222)  # t223: cpu bf16[256, 256]
    t224 = aten.abs.default(t2)  # t224: cpu bf16[256, 256]
    t225 = aten.amax.default(t224, [1], False)  # t225: cpu bf16[256]
    t226 = aten.amax.default(t225, [], False)  # t226: cpu bf16[]
    t227 = aten._to_copy.default(t226, dtype=torch.float32)  # t227: cpu f32[]
    t228 = aten.view.default(t227, [1])  # t228: cpu f32[1]
    t229 = aten.slice.Tensor(t27, 0, 1, 1024)  # t229: cpu f32[1023]
    t230 = aten.cat.default([t229, t228])  # t230: cpu f32[1024]
    t231 = aten.slice.Tensor(t230, 0, 1, 1024)  # t231: cpu f32[1023]
    t232 = aten.constant_pad_nd.default(t231, [1, 0], 0.0)  # t232: cpu f32[1024]
    t233 = aten.amax.default(t230, [0], False)  # t233: cpu f32[]
    t234 = aten.gt.Scalar(t233, 0.0)  # t234: cpu b8[]
    t235 = aten.le.Scalar(t233, 3.4028234663852886e+38)  # t235: cpu b8[]
    t236 = aten.logical_and.default(t234, t235)  # t236: cpu b8[]
    t237 = aten.full_like.default(t233, 448.0)  # t237: cpu f32[]
    t238 = aten.div.Tensor(t237, t233)  # t238: cpu f32[]
    t239 = aten.clamp.default(t238, None, 3.4028234663852886e+38)  # t239: cpu f32[]
    t240 = aten.where.self(t236, t239, t28)  # t240: cpu f32[]
    t241 = aten.reciprocal.default(t240)  # t241: cpu f32[]
    t242 = aten._to_copy.default(t223, dtype=torch.float32)  # t242: cpu f32[256, 256]
    t243 = aten.mul.Tensor(t242, t28)  # t243: cpu f32[256, 256]
    t244 = aten.clamp.default(t243, -448.0, 448.0)  # t244: cpu f32[256, 256]
    t245 = aten._to_copy.default(t244, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t245: cpu f8e4m3[256, 256]
    t246 = aten.t.default(t245)  # t246: cpu f8e4m3[256, 256]
    # end region 1 -> t232, t240, t241, t246
    # region 2: te 16335562b3cef5a9, 1 ops
    t247 = aten._scaled_mm.default(t221, t246, t26, t29, None, None, torch.bfloat16)  # t247: cpu bf16[256, 256]
    # end region 2 -> t247
    # region 3: inductor 0727b0d5eb44ed8f, 42 ops
    # rope (RotaryEmbedding), llama.py:195
    t248 = aten.slice.Tensor(t21, 0, 0, 128)  # t248: cpu bf16[128, 64]
    t249 = aten.slice.Tensor(t22, 0, 0, 128)  # t249: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:238, 205, 206, 207, 208, 209, ...
    t250 = aten.view.default(t247, [2, 128, 2, 128])  # t250: cpu bf16[2, 128, 2, 128]
    t251 = aten._to_copy.default(t250, dtype=torch.float32)  # t251: cpu f32[2, 128, 2, 128]
    t252 = aten.view.default(t251, [2, 128, 2, 64, 2])  # t252: cpu f32[2, 128, 2, 64, 2]
    t253 = aten.select.int(t252, 4, 0)  # t253: cpu f32[2, 128, 2, 64]
    t254 = aten.select.int(t252, 4, 1)  # t254: cpu f32[2, 128, 2, 64]
    t255 = aten.view.default(t248, [1, 128, 1, 64])  # t255: cpu bf16[1, 128, 1, 64]
    t256 = aten.view.default(t249, [1, 128, 1, 64])  # t256: cpu bf16[1, 128, 1, 64]
    t257 = aten.mul.Tensor(t253, t255)  # t257: cpu f32[2, 128, 2, 64]
    t258 = aten.mul.Tensor(t254, t256)  # t258: cpu f32[2, 128, 2, 64]
    t259 = aten.sub.Tensor(t257, t258)  # t259: cpu f32[2, 128, 2, 64]
    t260 = aten.mul.Tensor(t253, t256)  # t260: cpu f32[2, 128, 2, 64]
    t261 = aten.mul.Tensor(t254, t255)  # t261: cpu f32[2, 128, 2, 64]
    t262 = aten.add.Tensor(t260, t261)  # t262: cpu f32[2, 128, 2, 64]
    t263 = aten.stack.default([t259, t262], -1)  # t263: cpu f32[2, 128, 2, 64, 2]
    t264 = aten.view.default(t263, [2, 128, 2, 128])  # t264: cpu f32[2, 128, 2, 128]
    t265 = aten._to_copy.default(t264, dtype=torch.bfloat16)  # t265: cpu bf16[2, 128, 2, 128]
    t266 = aten.transpose.int(t265, 1, 2)  # t266: cpu bf16[2, 2, 128, 128]
    t267 = aten.transpose.int(t266, 1, 2)  # t267: cpu bf16[2, 128, 2, 128]
    t268 = aten.abs.default(t266)  # t268: cpu bf16[2, 2, 128, 128]
    t269 = aten.amax.default(t268, [3], False)  # t269: cpu bf16[2, 2, 128]
    t270 = aten.amax.default(t269, [], False)  # t270: cpu bf16[]
    t271 = aten._to_copy.default(t270, dtype=torch.float32)  # t271: cpu f32[]
    t272 = aten.view.default(t271, [1])  # t272: cpu f32[1]
    t273 = aten.slice.Tensor(t141, 0, 1, 1024)  # t273: cpu f32[1023]
    t274 = aten.cat.default([t273, t272])  # t274: cpu f32[1024]
    t275 = aten.slice.Tensor(t274, 0, 1, 1024)  # t275: cpu f32[1023]
    t276 = aten.constant_pad_nd.default(t275, [1, 0], 0.0)  # t276: cpu f32[1024]
    t277 = aten.amax.default(t274, [0], False)  # t277: cpu f32[]
    t278 = aten.gt.Scalar(t277, 0.0)  # t278: cpu b8[]
    t279 = aten.le.Scalar(t277, 3.4028234663852886e+38)  # t279: cpu b8[]
    t280 = aten.logical_and.default(t278, t279)  # t280: cpu b8[]
    t281 = aten.full_like.default(t277, 448.0)  # t281: cpu f32[]
    t282 = aten.div.Tensor(t281, t277)  # t282: cpu f32[]
    t283 = aten.clamp.default(t282, None, 3.4028234663852886e+38)  # t283: cpu f32[]
    t284 = aten.where.self(t280, t283, t142)  # t284: cpu f32[]
    t285 = aten.reciprocal.default(t284)  # t285: cpu f32[]
    t286 = aten._to_copy.default(t267, dtype=torch.float32)  # t286: cpu f32[2, 128, 2, 128]
    t287 = aten.mul.Tensor(t286, t142)  # t287: cpu f32[2, 128, 2, 128]
    t288 = aten.clamp.default(t287, -448.0, 448.0)  # t288: cpu f32[2, 128, 2, 128]
    t289 = aten._to_copy.default(t288, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t289: cpu f8e4m3[2, 128, 2, 128]
    # end region 3 -> t276, t284, t285, t289
    # region 4: inductor 693c11d331276c48, 25 ops
    # layers.0.attention.wk (Linear), llama.py:239
    t290 = aten.t.default(t3)  # t290: cpu bf16[256, 128]
    t291 = aten.t.default(t290)  # t291: cpu bf16[128, 256]
    t292 = aten.abs.default(t3)  # t292: cpu bf16[128, 256]
    t293 = aten.amax.default(t292, [1], False)  # t293: cpu bf16[128]
    t294 = aten.amax.default(t293, [], False)  # t294: cpu bf16[]
    t295 = aten._to_copy.default(t294, dtype=torch.float32)  # t295: cpu f32[]
    t296 = aten.view.default(t295, [1])  # t296: cpu f32[1]
    t297 = aten.slice.Tensor(t30, 0, 1, 1024)  # t297: cpu f32[1023]
    t298 = aten.cat.default([t297, t296])  # t298: cpu f32[1024]
    t299 = aten.slice.Tensor(t298, 0, 1, 1024)  # t299: cpu f32[1023]
    t300 = aten.constant_pad_nd.default(t299, [1, 0], 0.0)  # t300: cpu f32[1024]
    t301 = aten.amax.default(t298, [0], False)  # t301: cpu f32[]
    t302 = aten.gt.Scalar(t301, 0.0)  # t302: cpu b8[]
    t303 = aten.le.Scalar(t301, 3.4028234663852886e+38)  # t303: cpu b8[]
    t304 = aten.logical_and.default(t302, t303)  # t304: cpu b8[]
    t305 = aten.full_like.default(t301, 448.0)  # t305: cpu f32[]
    t306 = aten.div.Tensor(t305, t301)  # t306: cpu f32[]
    t307 = aten.clamp.default(t306, None, 3.4028234663852886e+38)  # t307: cpu f32[]
    t308 = aten.where.self(t304, t307, t31)  # t308: cpu f32[]
    t309 = aten.reciprocal.default(t308)  # t309: cpu f32[]
    t310 = aten._to_copy.default(t291, dtype=torch.float32)  # t310: cpu f32[128, 256]
    t311 = aten.mul.Tensor(t310, t31)  # t311: cpu f32[128, 256]
    t312 = aten.clamp.default(t311, -448.0, 448.0)  # t312: cpu f32[128, 256]
    t313 = aten._to_copy.default(t312, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t313: cpu f8e4m3[128, 256]
    t314 = aten.t.default(t313)  # t314: cpu f8e4m3[256, 128]
    # end region 4 -> t300, t308, t309, t314
    # region 5: te 700a7042b3f82931, 1 ops
    t315 = aten._scaled_mm.default(t221, t314, t26, t32, None, None, torch.bfloat16)  # t315: cpu bf16[256, 128]
    # end region 5 -> t315
    # region 6: inductor 2db001683f338c1f, 42 ops
    # rope (RotaryEmbedding), llama.py:195
    t316 = aten.slice.Tensor(t21, 0, 0, 128)  # t316: cpu bf16[128, 64]
    t317 = aten.slice.Tensor(t22, 0, 0, 128)  # t317: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:239, 207, 208, 205, 206, 209, ...
    t318 = aten.view.default(t315, [2, 128, 1, 128])  # t318: cpu bf16[2, 128, 1, 128]
    t319 = aten.view.default(t316, [1, 128, 1, 64])  # t319: cpu bf16[1, 128, 1, 64]
    t320 = aten.view.default(t317, [1, 128, 1, 64])  # t320: cpu bf16[1, 128, 1, 64]
    t321 = aten._to_copy.default(t318, dtype=torch.float32)  # t321: cpu f32[2, 128, 1, 128]
    t322 = aten.view.default(t321, [2, 128, 1, 64, 2])  # t322: cpu f32[2, 128, 1, 64, 2]
    t323 = aten.select.int(t322, 4, 0)  # t323: cpu f32[2, 128, 1, 64]
    t324 = aten.select.int(t322, 4, 1)  # t324: cpu f32[2, 128, 1, 64]
    t325 = aten.mul.Tensor(t323, t319)  # t325: cpu f32[2, 128, 1, 64]
    t326 = aten.mul.Tensor(t324, t320)  # t326: cpu f32[2, 128, 1, 64]
    t327 = aten.sub.Tensor(t325, t326)  # t327: cpu f32[2, 128, 1, 64]
    t328 = aten.mul.Tensor(t323, t320)  # t328: cpu f32[2, 128, 1, 64]
    t329 = aten.mul.Tensor(t324, t319)  # t329: cpu f32[2, 128, 1, 64]
    t330 = aten.add.Tensor(t328, t329)  # t330: cpu f32[2, 128, 1, 64]
    t331 = aten.stack.default([t327, t330], -1)  # t331: cpu f32[2, 128, 1, 64, 2]
    t332 = aten.view.default(t331, [2, 128, 1, 128])  # t332: cpu f32[2, 128, 1, 128]
    t333 = aten._to_copy.default(t332, dtype=torch.bfloat16)  # t333: cpu bf16[2, 128, 1, 128]
    t334 = aten.transpose.int(t333, 1, 2)  # t334: cpu bf16[2, 1, 128, 128]
    t335 = aten.transpose.int(t334, 1, 2)  # t335: cpu bf16[2, 128, 1, 128]
    t336 = aten.abs.default(t334)  # t336: cpu bf16[2, 1, 128, 128]
    t337 = aten.amax.default(t336, [3], False)  # t337: cpu bf16[2, 1, 128]
    t338 = aten.amax.default(t337, [], False)  # t338: cpu bf16[]
    t339 = aten._to_copy.default(t338, dtype=torch.float32)  # t339: cpu f32[]
    t340 = aten.view.default(t339, [1])  # t340: cpu f32[1]
    t341 = aten.slice.Tensor(t144, 0, 1, 1024)  # t341: cpu f32[1023]
    t342 = aten.cat.default([t341, t340])  # t342: cpu f32[1024]
    t343 = aten.slice.Tensor(t342, 0, 1, 1024)  # t343: cpu f32[1023]
    t344 = aten.constant_pad_nd.default(t343, [1, 0], 0.0)  # t344: cpu f32[1024]
    t345 = aten.amax.default(t342, [0], False)  # t345: cpu f32[]
    t346 = aten.gt.Scalar(t345, 0.0)  # t346: cpu b8[]
    t347 = aten.le.Scalar(t345, 3.4028234663852886e+38)  # t347: cpu b8[]
    t348 = aten.logical_and.default(t346, t347)  # t348: cpu b8[]
    t349 = aten.full_like.default(t345, 448.0)  # t349: cpu f32[]
    t350 = aten.div.Tensor(t349, t345)  # t350: cpu f32[]
    t351 = aten.clamp.default(t350, None, 3.4028234663852886e+38)  # t351: cpu f32[]
    t352 = aten.where.self(t348, t351, t145)  # t352: cpu f32[]
    t353 = aten.reciprocal.default(t352)  # t353: cpu f32[]
    t354 = aten._to_copy.default(t335, dtype=torch.float32)  # t354: cpu f32[2, 128, 1, 128]
    t355 = aten.mul.Tensor(t354, t145)  # t355: cpu f32[2, 128, 1, 128]
    t356 = aten.clamp.default(t355, -448.0, 448.0)  # t356: cpu f32[2, 128, 1, 128]
    t357 = aten._to_copy.default(t356, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t357: cpu f8e4m3[2, 128, 1, 128]
    # end region 6 -> t344, t352, t353, t357
    # region 7: inductor 693c11d331276c48, 25 ops
    # layers.0.attention.wv (Linear), llama.py:240
    t358 = aten.t.default(t4)  # t358: cpu bf16[256, 128]
    t359 = aten.t.default(t358)  # t359: cpu bf16[128, 256]
    t360 = aten.abs.default(t4)  # t360: cpu bf16[128, 256]
    t361 = aten.amax.default(t360, [1], False)  # t361: cpu bf16[128]
    t362 = aten.amax.default(t361, [], False)  # t362: cpu bf16[]
    t363 = aten._to_copy.default(t362, dtype=torch.float32)  # t363: cpu f32[]
    t364 = aten.view.default(t363, [1])  # t364: cpu f32[1]
    t365 = aten.slice.Tensor(t33, 0, 1, 1024)  # t365: cpu f32[1023]
    t366 = aten.cat.default([t365, t364])  # t366: cpu f32[1024]
    t367 = aten.slice.Tensor(t366, 0, 1, 1024)  # t367: cpu f32[1023]
    t368 = aten.constant_pad_nd.default(t367, [1, 0], 0.0)  # t368: cpu f32[1024]
    t369 = aten.amax.default(t366, [0], False)  # t369: cpu f32[]
    t370 = aten.gt.Scalar(t369, 0.0)  # t370: cpu b8[]
    t371 = aten.le.Scalar(t369, 3.4028234663852886e+38)  # t371: cpu b8[]
    t372 = aten.logical_and.default(t370, t371)  # t372: cpu b8[]
    t373 = aten.full_like.default(t369, 448.0)  # t373: cpu f32[]
    t374 = aten.div.Tensor(t373, t369)  # t374: cpu f32[]
    t375 = aten.clamp.default(t374, None, 3.4028234663852886e+38)  # t375: cpu f32[]
    t376 = aten.where.self(t372, t375, t34)  # t376: cpu f32[]
    t377 = aten.reciprocal.default(t376)  # t377: cpu f32[]
    t378 = aten._to_copy.default(t359, dtype=torch.float32)  # t378: cpu f32[128, 256]
    t379 = aten.mul.Tensor(t378, t34)  # t379: cpu f32[128, 256]
    t380 = aten.clamp.default(t379, -448.0, 448.0)  # t380: cpu f32[128, 256]
    t381 = aten._to_copy.default(t380, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t381: cpu f8e4m3[128, 256]
    t382 = aten.t.default(t381)  # t382: cpu f8e4m3[256, 128]
    # end region 7 -> t368, t376, t377, t382
    # region 8: te 700a7042b3f82931, 1 ops
    t383 = aten._scaled_mm.default(t221, t382, t26, t35, None, None, torch.bfloat16)  # t383: cpu bf16[256, 128]
    # end region 8 -> t383
    # region 9: inductor 2ab52fe928c1922f, 25 ops
    # layers.0.attention (Attention), llama.py:240, 243, 249
    t384 = aten.view.default(t383, [2, 128, 1, 128])  # t384: cpu bf16[2, 128, 1, 128]
    t385 = aten.transpose.int(t384, 1, 2)  # t385: cpu bf16[2, 1, 128, 128]
    t386 = aten.transpose.int(t385, 1, 2)  # t386: cpu bf16[2, 128, 1, 128]
    t387 = aten.abs.default(t385)  # t387: cpu bf16[2, 1, 128, 128]
    t388 = aten.amax.default(t387, [3], False)  # t388: cpu bf16[2, 1, 128]
    t389 = aten.amax.default(t388, [], False)  # t389: cpu bf16[]
    t390 = aten._to_copy.default(t389, dtype=torch.float32)  # t390: cpu f32[]
    t391 = aten.view.default(t390, [1])  # t391: cpu f32[1]
    t392 = aten.slice.Tensor(t147, 0, 1, 1024)  # t392: cpu f32[1023]
    t393 = aten.cat.default([t392, t391])  # t393: cpu f32[1024]
    t394 = aten.slice.Tensor(t393, 0, 1, 1024)  # t394: cpu f32[1023]
    t395 = aten.constant_pad_nd.default(t394, [1, 0], 0.0)  # t395: cpu f32[1024]
    t396 = aten.amax.default(t393, [0], False)  # t396: cpu f32[]
    t397 = aten.gt.Scalar(t396, 0.0)  # t397: cpu b8[]
    t398 = aten.le.Scalar(t396, 3.4028234663852886e+38)  # t398: cpu b8[]
    t399 = aten.logical_and.default(t397, t398)  # t399: cpu b8[]
    t400 = aten.full_like.default(t396, 448.0)  # t400: cpu f32[]
    t401 = aten.div.Tensor(t400, t396)  # t401: cpu f32[]
    t402 = aten.clamp.default(t401, None, 3.4028234663852886e+38)  # t402: cpu f32[]
    t403 = aten.where.self(t399, t402, t148)  # t403: cpu f32[]
    t404 = aten.reciprocal.default(t403)  # t404: cpu f32[]
    t405 = aten._to_copy.default(t386, dtype=torch.float32)  # t405: cpu f32[2, 128, 1, 128]
    t406 = aten.mul.Tensor(t405, t148)  # t406: cpu f32[2, 128, 1, 128]
    t407 = aten.clamp.default(t406, -448.0, 448.0)  # t407: cpu f32[2, 128, 1, 128]
    t408 = aten._to_copy.default(t407, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t408: cpu f8e4m3[2, 128, 1, 128]
    # end region 9 -> t395, t403, t404, t408
    t409, t410, t411, t412 = aotc.fp8_attention.default(t289, t357, t408, t143, t146, t149, t151, t154, True, None)  # t409: cpu f8e4m3[2, 128, 2, 128], t410: cpu f32[2, 2, 128], t411: cpu f32[], t412: cpu f32[]
    # region 10: inductor 59665db9c95fb5dd, 14 ops
    t413 = aten.view.default(t411, [1])  # t413: cpu f32[1]
    t414 = aten.slice.Tensor(t150, 0, 1, 1024)  # t414: cpu f32[1023]
    t415 = aten.cat.default([t414, t413])  # t415: cpu f32[1024]
    t416 = aten.slice.Tensor(t415, 0, 1, 1024)  # t416: cpu f32[1023]
    t417 = aten.constant_pad_nd.default(t416, [1, 0], 0.0)  # t417: cpu f32[1024]
    t418 = aten.amax.default(t415, [0], False)  # t418: cpu f32[]
    t419 = aten.gt.Scalar(t418, 0.0)  # t419: cpu b8[]
    t420 = aten.le.Scalar(t418, 3.4028234663852886e+38)  # t420: cpu b8[]
    t421 = aten.logical_and.default(t419, t420)  # t421: cpu b8[]
    t422 = aten.full_like.default(t418, 448.0)  # t422: cpu f32[]
    t423 = aten.div.Tensor(t422, t418)  # t423: cpu f32[]
    t424 = aten.clamp.default(t423, None, 3.4028234663852886e+38)  # t424: cpu f32[]
    t425 = aten.where.self(t421, t424, t151)  # t425: cpu f32[]
    t426 = aten.reciprocal.default(t425)  # t426: cpu f32[]
    # end region 10 -> t417, t425, t426
    # region 11: inductor 59665db9c95fb5dd, 14 ops
    t427 = aten.view.default(t412, [1])  # t427: cpu f32[1]
    t428 = aten.slice.Tensor(t153, 0, 1, 1024)  # t428: cpu f32[1023]
    t429 = aten.cat.default([t428, t427])  # t429: cpu f32[1024]
    t430 = aten.slice.Tensor(t429, 0, 1, 1024)  # t430: cpu f32[1023]
    t431 = aten.constant_pad_nd.default(t430, [1, 0], 0.0)  # t431: cpu f32[1024]
    t432 = aten.amax.default(t429, [0], False)  # t432: cpu f32[]
    t433 = aten.gt.Scalar(t432, 0.0)  # t433: cpu b8[]
    t434 = aten.le.Scalar(t432, 3.4028234663852886e+38)  # t434: cpu b8[]
    t435 = aten.logical_and.default(t433, t434)  # t435: cpu b8[]
    t436 = aten.full_like.default(t432, 448.0)  # t436: cpu f32[]
    t437 = aten.div.Tensor(t436, t432)  # t437: cpu f32[]
    t438 = aten.clamp.default(t437, None, 3.4028234663852886e+38)  # t438: cpu f32[]
    t439 = aten.where.self(t435, t438, t154)  # t439: cpu f32[]
    t440 = aten.reciprocal.default(t439)  # t440: cpu f32[]
    # end region 11 -> t431, t439, t440
    # region 12: inductor a1b1feb0a67c8ff3, 28 ops
    t441 = aten._to_copy.default(t409, dtype=torch.float32)  # t441: cpu f32[2, 128, 2, 128]
    t442 = aten.mul.Tensor(t441, t155)  # t442: cpu f32[2, 128, 2, 128]
    t443 = aten._to_copy.default(t442, dtype=torch.bfloat16)  # t443: cpu bf16[2, 128, 2, 128]
    t444 = aten.transpose.int(t443, 1, 2)  # t444: cpu bf16[2, 2, 128, 128]
    t445 = aten.transpose.int(t444, 1, 2)  # t445: cpu bf16[2, 128, 2, 128]
    # layers.0.attention.wo (Linear), llama.py:250
    t446 = aten.view.default(t445, [256, 256])  # t446: cpu bf16[256, 256]
    t447 = aten.abs.default(t444)  # t447: cpu bf16[2, 2, 128, 128]
    t448 = aten.amax.default(t447, [3], False)  # t448: cpu bf16[2, 2, 128]
    t449 = aten.amax.default(t448, [], False)  # t449: cpu bf16[]
    t450 = aten._to_copy.default(t449, dtype=torch.float32)  # t450: cpu f32[]
    t451 = aten.view.default(t450, [1])  # t451: cpu f32[1]
    t452 = aten.slice.Tensor(t36, 0, 1, 1024)  # t452: cpu f32[1023]
    t453 = aten.cat.default([t452, t451])  # t453: cpu f32[1024]
    t454 = aten.slice.Tensor(t453, 0, 1, 1024)  # t454: cpu f32[1023]
    t455 = aten.constant_pad_nd.default(t454, [1, 0], 0.0)  # t455: cpu f32[1024]
    t456 = aten.amax.default(t453, [0], False)  # t456: cpu f32[]
    t457 = aten.gt.Scalar(t456, 0.0)  # t457: cpu b8[]
    t458 = aten.le.Scalar(t456, 3.4028234663852886e+38)  # t458: cpu b8[]
    t459 = aten.logical_and.default(t457, t458)  # t459: cpu b8[]
    t460 = aten.full_like.default(t456, 448.0)  # t460: cpu f32[]
    t461 = aten.div.Tensor(t460, t456)  # t461: cpu f32[]
    t462 = aten.clamp.default(t461, None, 3.4028234663852886e+38)  # t462: cpu f32[]
    t463 = aten.where.self(t459, t462, t37)  # t463: cpu f32[]
    t464 = aten.reciprocal.default(t463)  # t464: cpu f32[]
    t465 = aten._to_copy.default(t446, dtype=torch.float32)  # t465: cpu f32[256, 256]
    t466 = aten.mul.Tensor(t465, t37)  # t466: cpu f32[256, 256]
    t467 = aten.clamp.default(t466, -448.0, 448.0)  # t467: cpu f32[256, 256]
    t468 = aten._to_copy.default(t467, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t468: cpu f8e4m3[256, 256]
    # end region 12 -> t455, t463, t464, t468
    # region 13: inductor f170ac2bb09e1a8d, 25 ops
    t469 = aten.t.default(t5)  # t469: cpu bf16[256, 256]
    t470 = aten.t.default(t469)  # t470: cpu bf16[256, 256]
    t471 = aten.abs.default(t5)  # t471: cpu bf16[256, 256]
    t472 = aten.amax.default(t471, [1], False)  # t472: cpu bf16[256]
    t473 = aten.amax.default(t472, [], False)  # t473: cpu bf16[]
    t474 = aten._to_copy.default(t473, dtype=torch.float32)  # t474: cpu f32[]
    t475 = aten.view.default(t474, [1])  # t475: cpu f32[1]
    t476 = aten.slice.Tensor(t39, 0, 1, 1024)  # t476: cpu f32[1023]
    t477 = aten.cat.default([t476, t475])  # t477: cpu f32[1024]
    t478 = aten.slice.Tensor(t477, 0, 1, 1024)  # t478: cpu f32[1023]
    t479 = aten.constant_pad_nd.default(t478, [1, 0], 0.0)  # t479: cpu f32[1024]
    t480 = aten.amax.default(t477, [0], False)  # t480: cpu f32[]
    t481 = aten.gt.Scalar(t480, 0.0)  # t481: cpu b8[]
    t482 = aten.le.Scalar(t480, 3.4028234663852886e+38)  # t482: cpu b8[]
    t483 = aten.logical_and.default(t481, t482)  # t483: cpu b8[]
    t484 = aten.full_like.default(t480, 448.0)  # t484: cpu f32[]
    t485 = aten.div.Tensor(t484, t480)  # t485: cpu f32[]
    t486 = aten.clamp.default(t485, None, 3.4028234663852886e+38)  # t486: cpu f32[]
    t487 = aten.where.self(t483, t486, t40)  # t487: cpu f32[]
    t488 = aten.reciprocal.default(t487)  # t488: cpu f32[]
    t489 = aten._to_copy.default(t470, dtype=torch.float32)  # t489: cpu f32[256, 256]
    t490 = aten.mul.Tensor(t489, t40)  # t490: cpu f32[256, 256]
    t491 = aten.clamp.default(t490, -448.0, 448.0)  # t491: cpu f32[256, 256]
    t492 = aten._to_copy.default(t491, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t492: cpu f8e4m3[256, 256]
    t493 = aten.t.default(t492)  # t493: cpu f8e4m3[256, 256]
    # end region 13 -> t479, t487, t488, t493
    # region 14: te 16335562b3cef5a9, 1 ops
    t494 = aten._scaled_mm.default(t468, t493, t38, t41, None, None, torch.bfloat16)  # t494: cpu bf16[256, 256]
    # end region 14 -> t494
    # region 15: inductor 2a59cdc94c7be01d, 34 ops
    t495 = aten._unsafe_view.default(t494, [2, 128, 256])  # t495: cpu bf16[2, 128, 256]
    # layers.0 (TransformerBlock), llama.py:281
    t496 = aten.add.Tensor(t189, t495)  # t496: cpu bf16[2, 128, 256]
    # layers.0.ffn_norm (RMSNorm), llama.py:160, 161, 162
    t497 = aten._to_copy.default(t496, dtype=torch.float32)  # t497: cpu f32[2, 128, 256]
    t498 = aten.pow.Tensor_Scalar(t497, 2)  # t498: cpu f32[2, 128, 256]
    t499 = aten.mean.dim(t498, [-1], True)  # t499: cpu f32[2, 128, 1]
    t500 = aten.add.Tensor(t499, 1e-05)  # t500: cpu f32[2, 128, 1]
    t501 = aten.rsqrt.default(t500)  # t501: cpu f32[2, 128, 1]
    t502 = aten.mul.Tensor(t497, t501)  # t502: cpu f32[2, 128, 256]
    t503 = aten._to_copy.default(t6, dtype=torch.float32)  # t503: cpu f32[256]
    t504 = aten.mul.Tensor(t502, t503)  # t504: cpu f32[2, 128, 256]
    t505 = aten._to_copy.default(t504, dtype=torch.bfloat16)  # t505: cpu bf16[2, 128, 256]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t506 = aten.view.default(t505, [256, 256])  # t506: cpu bf16[256, 256]
    t507 = aten.abs.default(t505)  # t507: cpu bf16[2, 128, 256]
    t508 = aten.amax.default(t507, [2], False)  # t508: cpu bf16[2, 128]
    t509 = aten.amax.default(t508, [], False)  # t509: cpu bf16[]
    t510 = aten._to_copy.default(t509, dtype=torch.float32)  # t510: cpu f32[]
    t511 = aten.view.default(t510, [1])  # t511: cpu f32[1]
    t512 = aten.slice.Tensor(t42, 0, 1, 1024)  # t512: cpu f32[1023]
    t513 = aten.cat.default([t512, t511])  # t513: cpu f32[1024]
    t514 = aten.slice.Tensor(t513, 0, 1, 1024)  # t514: cpu f32[1023]
    t515 = aten.constant_pad_nd.default(t514, [1, 0], 0.0)  # t515: cpu f32[1024]
    t516 = aten.amax.default(t513, [0], False)  # t516: cpu f32[]
    t517 = aten.gt.Scalar(t516, 0.0)  # t517: cpu b8[]
    t518 = aten.le.Scalar(t516, 3.4028234663852886e+38)  # t518: cpu b8[]
    t519 = aten.logical_and.default(t517, t518)  # t519: cpu b8[]
    t520 = aten.full_like.default(t516, 448.0)  # t520: cpu f32[]
    t521 = aten.div.Tensor(t520, t516)  # t521: cpu f32[]
    t522 = aten.clamp.default(t521, None, 3.4028234663852886e+38)  # t522: cpu f32[]
    t523 = aten.where.self(t519, t522, t43)  # t523: cpu f32[]
    t524 = aten.reciprocal.default(t523)  # t524: cpu f32[]
    t525 = aten._to_copy.default(t506, dtype=torch.float32)  # t525: cpu f32[256, 256]
    t526 = aten.mul.Tensor(t525, t43)  # t526: cpu f32[256, 256]
    t527 = aten.clamp.default(t526, -448.0, 448.0)  # t527: cpu f32[256, 256]
    t528 = aten._to_copy.default(t527, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t528: cpu f8e4m3[256, 256]
    # end region 15 -> t496, t501, t515, t523, t524, t528
    # region 16: inductor bec72443b0a9fe25, 25 ops
    t529 = aten.t.default(t7)  # t529: cpu bf16[256, 192]
    t530 = aten.t.default(t529)  # t530: cpu bf16[192, 256]
    t531 = aten.abs.default(t7)  # t531: cpu bf16[192, 256]
    t532 = aten.amax.default(t531, [1], False)  # t532: cpu bf16[192]
    t533 = aten.amax.default(t532, [], False)  # t533: cpu bf16[]
    t534 = aten._to_copy.default(t533, dtype=torch.float32)  # t534: cpu f32[]
    t535 = aten.view.default(t534, [1])  # t535: cpu f32[1]
    t536 = aten.slice.Tensor(t45, 0, 1, 1024)  # t536: cpu f32[1023]
    t537 = aten.cat.default([t536, t535])  # t537: cpu f32[1024]
    t538 = aten.slice.Tensor(t537, 0, 1, 1024)  # t538: cpu f32[1023]
    t539 = aten.constant_pad_nd.default(t538, [1, 0], 0.0)  # t539: cpu f32[1024]
    t540 = aten.amax.default(t537, [0], False)  # t540: cpu f32[]
    t541 = aten.gt.Scalar(t540, 0.0)  # t541: cpu b8[]
    t542 = aten.le.Scalar(t540, 3.4028234663852886e+38)  # t542: cpu b8[]
    t543 = aten.logical_and.default(t541, t542)  # t543: cpu b8[]
    t544 = aten.full_like.default(t540, 448.0)  # t544: cpu f32[]
    t545 = aten.div.Tensor(t544, t540)  # t545: cpu f32[]
    t546 = aten.clamp.default(t545, None, 3.4028234663852886e+38)  # t546: cpu f32[]
    t547 = aten.where.self(t543, t546, t46)  # t547: cpu f32[]
    t548 = aten.reciprocal.default(t547)  # t548: cpu f32[]
    t549 = aten._to_copy.default(t530, dtype=torch.float32)  # t549: cpu f32[192, 256]
    t550 = aten.mul.Tensor(t549, t46)  # t550: cpu f32[192, 256]
    t551 = aten.clamp.default(t550, -448.0, 448.0)  # t551: cpu f32[192, 256]
    t552 = aten._to_copy.default(t551, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t552: cpu f8e4m3[192, 256]
    t553 = aten.t.default(t552)  # t553: cpu f8e4m3[256, 192]
    # end region 16 -> t539, t547, t548, t553
    # region 17: te 6098f74b1f630e39, 1 ops
    t554 = aten._scaled_mm.default(t528, t553, t44, t47, None, None, torch.bfloat16)  # t554: cpu bf16[256, 192]
    # end region 17 -> t554
    # region 18: inductor bec72443b0a9fe25, 25 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t555 = aten.t.default(t8)  # t555: cpu bf16[256, 192]
    t556 = aten.t.default(t555)  # t556: cpu bf16[192, 256]
    t557 = aten.abs.default(t8)  # t557: cpu bf16[192, 256]
    t558 = aten.amax.default(t557, [1], False)  # t558: cpu bf16[192]
    t559 = aten.amax.default(t558, [], False)  # t559: cpu bf16[]
    t560 = aten._to_copy.default(t559, dtype=torch.float32)  # t560: cpu f32[]
    t561 = aten.view.default(t560, [1])  # t561: cpu f32[1]
    t562 = aten.slice.Tensor(t48, 0, 1, 1024)  # t562: cpu f32[1023]
    t563 = aten.cat.default([t562, t561])  # t563: cpu f32[1024]
    t564 = aten.slice.Tensor(t563, 0, 1, 1024)  # t564: cpu f32[1023]
    t565 = aten.constant_pad_nd.default(t564, [1, 0], 0.0)  # t565: cpu f32[1024]
    t566 = aten.amax.default(t563, [0], False)  # t566: cpu f32[]
    t567 = aten.gt.Scalar(t566, 0.0)  # t567: cpu b8[]
    t568 = aten.le.Scalar(t566, 3.4028234663852886e+38)  # t568: cpu b8[]
    t569 = aten.logical_and.default(t567, t568)  # t569: cpu b8[]
    t570 = aten.full_like.default(t566, 448.0)  # t570: cpu f32[]
    t571 = aten.div.Tensor(t570, t566)  # t571: cpu f32[]
    t572 = aten.clamp.default(t571, None, 3.4028234663852886e+38)  # t572: cpu f32[]
    t573 = aten.where.self(t569, t572, t49)  # t573: cpu f32[]
    t574 = aten.reciprocal.default(t573)  # t574: cpu f32[]
    t575 = aten._to_copy.default(t556, dtype=torch.float32)  # t575: cpu f32[192, 256]
    t576 = aten.mul.Tensor(t575, t49)  # t576: cpu f32[192, 256]
    t577 = aten.clamp.default(t576, -448.0, 448.0)  # t577: cpu f32[192, 256]
    t578 = aten._to_copy.default(t577, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t578: cpu f8e4m3[192, 256]
    t579 = aten.t.default(t578)  # t579: cpu f8e4m3[256, 192]
    # end region 18 -> t565, t573, t574, t579
    # region 19: te 6098f74b1f630e39, 1 ops
    t580 = aten._scaled_mm.default(t528, t579, t44, t50, None, None, torch.bfloat16)  # t580: cpu bf16[256, 192]
    # end region 19 -> t580
    # region 20: inductor 89bf981db342d4dc, 27 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t581 = aten._unsafe_view.default(t554, [2, 128, 192])  # t581: cpu bf16[2, 128, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t582 = aten.silu.default(t581)  # t582: cpu bf16[2, 128, 192]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t583 = aten._unsafe_view.default(t580, [2, 128, 192])  # t583: cpu bf16[2, 128, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t584 = aten.mul.Tensor(t582, t583)  # t584: cpu bf16[2, 128, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t585 = aten.view.default(t584, [256, 192])  # t585: cpu bf16[256, 192]
    t586 = aten.abs.default(t584)  # t586: cpu bf16[2, 128, 192]
    t587 = aten.amax.default(t586, [2], False)  # t587: cpu bf16[2, 128]
    t588 = aten.amax.default(t587, [], False)  # t588: cpu bf16[]
    t589 = aten._to_copy.default(t588, dtype=torch.float32)  # t589: cpu f32[]
    t590 = aten.view.default(t589, [1])  # t590: cpu f32[1]
    t591 = aten.slice.Tensor(t51, 0, 1, 1024)  # t591: cpu f32[1023]
    t592 = aten.cat.default([t591, t590])  # t592: cpu f32[1024]
    t593 = aten.slice.Tensor(t592, 0, 1, 1024)  # t593: cpu f32[1023]
    t594 = aten.constant_pad_nd.default(t593, [1, 0], 0.0)  # t594: cpu f32[1024]
    t595 = aten.amax.default(t592, [0], False)  # t595: cpu f32[]
    t596 = aten.gt.Scalar(t595, 0.0)  # t596: cpu b8[]
    t597 = aten.le.Scalar(t595, 3.4028234663852886e+38)  # t597: cpu b8[]
    t598 = aten.logical_and.default(t596, t597)  # t598: cpu b8[]
    t599 = aten.full_like.default(t595, 448.0)  # t599: cpu f32[]
    t600 = aten.div.Tensor(t599, t595)  # t600: cpu f32[]
    t601 = aten.clamp.default(t600, None, 3.4028234663852886e+38)  # t601: cpu f32[]
    t602 = aten.where.self(t598, t601, t52)  # t602: cpu f32[]
    t603 = aten.reciprocal.default(t602)  # t603: cpu f32[]
    t604 = aten._to_copy.default(t585, dtype=torch.float32)  # t604: cpu f32[256, 192]
    t605 = aten.mul.Tensor(t604, t52)  # t605: cpu f32[256, 192]
    t606 = aten.clamp.default(t605, -448.0, 448.0)  # t606: cpu f32[256, 192]
    t607 = aten._to_copy.default(t606, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t607: cpu f8e4m3[256, 192]
    # end region 20 -> t581, t583, t594, t602, t603, t607
    # region 21: inductor 07d275fb8331c19a, 25 ops
    t608 = aten.t.default(t9)  # t608: cpu bf16[192, 256]
    t609 = aten.t.default(t608)  # t609: cpu bf16[256, 192]
    t610 = aten.abs.default(t9)  # t610: cpu bf16[256, 192]
    t611 = aten.amax.default(t610, [1], False)  # t611: cpu bf16[256]
    t612 = aten.amax.default(t611, [], False)  # t612: cpu bf16[]
    t613 = aten._to_copy.default(t612, dtype=torch.float32)  # t613: cpu f32[]
    t614 = aten.view.default(t613, [1])  # t614: cpu f32[1]
    t615 = aten.slice.Tensor(t54, 0, 1, 1024)  # t615: cpu f32[1023]
    t616 = aten.cat.default([t615, t614])  # t616: cpu f32[1024]
    t617 = aten.slice.Tensor(t616, 0, 1, 1024)  # t617: cpu f32[1023]
    t618 = aten.constant_pad_nd.default(t617, [1, 0], 0.0)  # t618: cpu f32[1024]
    t619 = aten.amax.default(t616, [0], False)  # t619: cpu f32[]
    t620 = aten.gt.Scalar(t619, 0.0)  # t620: cpu b8[]
    t621 = aten.le.Scalar(t619, 3.4028234663852886e+38)  # t621: cpu b8[]
    t622 = aten.logical_and.default(t620, t621)  # t622: cpu b8[]
    t623 = aten.full_like.default(t619, 448.0)  # t623: cpu f32[]
    t624 = aten.div.Tensor(t623, t619)  # t624: cpu f32[]
    t625 = aten.clamp.default(t624, None, 3.4028234663852886e+38)  # t625: cpu f32[]
    t626 = aten.where.self(t622, t625, t55)  # t626: cpu f32[]
    t627 = aten.reciprocal.default(t626)  # t627: cpu f32[]
    t628 = aten._to_copy.default(t609, dtype=torch.float32)  # t628: cpu f32[256, 192]
    t629 = aten.mul.Tensor(t628, t55)  # t629: cpu f32[256, 192]
    t630 = aten.clamp.default(t629, -448.0, 448.0)  # t630: cpu f32[256, 192]
    t631 = aten._to_copy.default(t630, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t631: cpu f8e4m3[256, 192]
    t632 = aten.t.default(t631)  # t632: cpu f8e4m3[192, 256]
    # end region 21 -> t618, t626, t627, t632
    # region 22: te 5a9891a11034c629, 1 ops
    t633 = aten._scaled_mm.default(t607, t632, t53, t56, None, None, torch.bfloat16)  # t633: cpu bf16[256, 256]
    # end region 22 -> t633
    # region 23: inductor 2a59cdc94c7be01d, 34 ops
    t634 = aten._unsafe_view.default(t633, [2, 128, 256])  # t634: cpu bf16[2, 128, 256]
    # layers.0 (TransformerBlock), llama.py:282
    t635 = aten.add.Tensor(t496, t634)  # t635: cpu bf16[2, 128, 256]
    # layers.1.attention_norm (RMSNorm), llama.py:160, 161, 162
    t636 = aten._to_copy.default(t635, dtype=torch.float32)  # t636: cpu f32[2, 128, 256]
    t637 = aten.pow.Tensor_Scalar(t636, 2)  # t637: cpu f32[2, 128, 256]
    t638 = aten.mean.dim(t637, [-1], True)  # t638: cpu f32[2, 128, 1]
    t639 = aten.add.Tensor(t638, 1e-05)  # t639: cpu f32[2, 128, 1]
    t640 = aten.rsqrt.default(t639)  # t640: cpu f32[2, 128, 1]
    t641 = aten.mul.Tensor(t636, t640)  # t641: cpu f32[2, 128, 256]
    t642 = aten._to_copy.default(t10, dtype=torch.float32)  # t642: cpu f32[256]
    t643 = aten.mul.Tensor(t641, t642)  # t643: cpu f32[2, 128, 256]
    t644 = aten._to_copy.default(t643, dtype=torch.bfloat16)  # t644: cpu bf16[2, 128, 256]
    # layers.1.attention.wq (Linear), llama.py:238
    t645 = aten.view.default(t644, [256, 256])  # t645: cpu bf16[256, 256]
    t646 = aten.abs.default(t644)  # t646: cpu bf16[2, 128, 256]
    t647 = aten.amax.default(t646, [2], False)  # t647: cpu bf16[2, 128]
    t648 = aten.amax.default(t647, [], False)  # t648: cpu bf16[]
    t649 = aten._to_copy.default(t648, dtype=torch.float32)  # t649: cpu f32[]
    t650 = aten.view.default(t649, [1])  # t650: cpu f32[1]
    t651 = aten.slice.Tensor(t57, 0, 1, 1024)  # t651: cpu f32[1023]
    t652 = aten.cat.default([t651, t650])  # t652: cpu f32[1024]
    t653 = aten.slice.Tensor(t652, 0, 1, 1024)  # t653: cpu f32[1023]
    t654 = aten.constant_pad_nd.default(t653, [1, 0], 0.0)  # t654: cpu f32[1024]
    t655 = aten.amax.default(t652, [0], False)  # t655: cpu f32[]
    t656 = aten.gt.Scalar(t655, 0.0)  # t656: cpu b8[]
    t657 = aten.le.Scalar(t655, 3.4028234663852886e+38)  # t657: cpu b8[]
    t658 = aten.logical_and.default(t656, t657)  # t658: cpu b8[]
    t659 = aten.full_like.default(t655, 448.0)  # t659: cpu f32[]
    t660 = aten.div.Tensor(t659, t655)  # t660: cpu f32[]
    t661 = aten.clamp.default(t660, None, 3.4028234663852886e+38)  # t661: cpu f32[]
    t662 = aten.where.self(t658, t661, t58)  # t662: cpu f32[]
    t663 = aten.reciprocal.default(t662)  # t663: cpu f32[]
    t664 = aten._to_copy.default(t645, dtype=torch.float32)  # t664: cpu f32[256, 256]
    t665 = aten.mul.Tensor(t664, t58)  # t665: cpu f32[256, 256]
    t666 = aten.clamp.default(t665, -448.0, 448.0)  # t666: cpu f32[256, 256]
    t667 = aten._to_copy.default(t666, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t667: cpu f8e4m3[256, 256]
    # end region 23 -> t635, t640, t654, t662, t663, t667
    # region 24: inductor f170ac2bb09e1a8d, 25 ops
    t668 = aten.t.default(t11)  # t668: cpu bf16[256, 256]
    t669 = aten.t.default(t668)  # t669: cpu bf16[256, 256]
    t670 = aten.abs.default(t11)  # t670: cpu bf16[256, 256]
    t671 = aten.amax.default(t670, [1], False)  # t671: cpu bf16[256]
    t672 = aten.amax.default(t671, [], False)  # t672: cpu bf16[]
    t673 = aten._to_copy.default(t672, dtype=torch.float32)  # t673: cpu f32[]
    t674 = aten.view.default(t673, [1])  # t674: cpu f32[1]
    t675 = aten.slice.Tensor(t60, 0, 1, 1024)  # t675: cpu f32[1023]
    t676 = aten.cat.default([t675, t674])  # t676: cpu f32[1024]
    t677 = aten.slice.Tensor(t676, 0, 1, 1024)  # t677: cpu f32[1023]
    t678 = aten.constant_pad_nd.default(t677, [1, 0], 0.0)  # t678: cpu f32[1024]
    t679 = aten.amax.default(t676, [0], False)  # t679: cpu f32[]
    t680 = aten.gt.Scalar(t679, 0.0)  # t680: cpu b8[]
    t681 = aten.le.Scalar(t679, 3.4028234663852886e+38)  # t681: cpu b8[]
    t682 = aten.logical_and.default(t680, t681)  # t682: cpu b8[]
    t683 = aten.full_like.default(t679, 448.0)  # t683: cpu f32[]
    t684 = aten.div.Tensor(t683, t679)  # t684: cpu f32[]
    t685 = aten.clamp.default(t684, None, 3.4028234663852886e+38)  # t685: cpu f32[]
    t686 = aten.where.self(t682, t685, t61)  # t686: cpu f32[]
    t687 = aten.reciprocal.default(t686)  # t687: cpu f32[]
    t688 = aten._to_copy.default(t669, dtype=torch.float32)  # t688: cpu f32[256, 256]
    t689 = aten.mul.Tensor(t688, t61)  # t689: cpu f32[256, 256]
    t690 = aten.clamp.default(t689, -448.0, 448.0)  # t690: cpu f32[256, 256]
    t691 = aten._to_copy.default(t690, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t691: cpu f8e4m3[256, 256]
    t692 = aten.t.default(t691)  # t692: cpu f8e4m3[256, 256]
    # end region 24 -> t678, t686, t687, t692
    # region 25: te 16335562b3cef5a9, 1 ops
    t693 = aten._scaled_mm.default(t667, t692, t59, t62, None, None, torch.bfloat16)  # t693: cpu bf16[256, 256]
    # end region 25 -> t693
    # region 26: inductor b9f1bc037b8805d3, 42 ops
    # rope (RotaryEmbedding), llama.py:195
    t694 = aten.slice.Tensor(t21, 0, 0, 128)  # t694: cpu bf16[128, 64]
    t695 = aten.slice.Tensor(t22, 0, 0, 128)  # t695: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:207, 208
    t696 = aten.view.default(t694, [1, 128, 1, 64])  # t696: cpu bf16[1, 128, 1, 64]
    t697 = aten.view.default(t695, [1, 128, 1, 64])  # t697: cpu bf16[1, 128, 1, 64]
    # layers.1.attention (Attention), llama.py:238, 205, 206, 209, 210, 211, ...
    t698 = aten.view.default(t693, [2, 128, 2, 128])  # t698: cpu bf16[2, 128, 2, 128]
    t699 = aten._to_copy.default(t698, dtype=torch.float32)  # t699: cpu f32[2, 128, 2, 128]
    t700 = aten.view.default(t699, [2, 128, 2, 64, 2])  # t700: cpu f32[2, 128, 2, 64, 2]
    t701 = aten.select.int(t700, 4, 0)  # t701: cpu f32[2, 128, 2, 64]
    t702 = aten.select.int(t700, 4, 1)  # t702: cpu f32[2, 128, 2, 64]
    t703 = aten.mul.Tensor(t701, t696)  # t703: cpu f32[2, 128, 2, 64]
    t704 = aten.mul.Tensor(t702, t697)  # t704: cpu f32[2, 128, 2, 64]
    t705 = aten.sub.Tensor(t703, t704)  # t705: cpu f32[2, 128, 2, 64]
    t706 = aten.mul.Tensor(t701, t697)  # t706: cpu f32[2, 128, 2, 64]
    t707 = aten.mul.Tensor(t702, t696)  # t707: cpu f32[2, 128, 2, 64]
    t708 = aten.add.Tensor(t706, t707)  # t708: cpu f32[2, 128, 2, 64]
    t709 = aten.stack.default([t705, t708], -1)  # t709: cpu f32[2, 128, 2, 64, 2]
    t710 = aten.view.default(t709, [2, 128, 2, 128])  # t710: cpu f32[2, 128, 2, 128]
    t711 = aten._to_copy.default(t710, dtype=torch.bfloat16)  # t711: cpu bf16[2, 128, 2, 128]
    t712 = aten.transpose.int(t711, 1, 2)  # t712: cpu bf16[2, 2, 128, 128]
    t713 = aten.transpose.int(t712, 1, 2)  # t713: cpu bf16[2, 128, 2, 128]
    t714 = aten.abs.default(t712)  # t714: cpu bf16[2, 2, 128, 128]
    t715 = aten.amax.default(t714, [3], False)  # t715: cpu bf16[2, 2, 128]
    t716 = aten.amax.default(t715, [], False)  # t716: cpu bf16[]
    t717 = aten._to_copy.default(t716, dtype=torch.float32)  # t717: cpu f32[]
    t718 = aten.view.default(t717, [1])  # t718: cpu f32[1]
    t719 = aten.slice.Tensor(t156, 0, 1, 1024)  # t719: cpu f32[1023]
    t720 = aten.cat.default([t719, t718])  # t720: cpu f32[1024]
    t721 = aten.slice.Tensor(t720, 0, 1, 1024)  # t721: cpu f32[1023]
    t722 = aten.constant_pad_nd.default(t721, [1, 0], 0.0)  # t722: cpu f32[1024]
    t723 = aten.amax.default(t720, [0], False)  # t723: cpu f32[]
    t724 = aten.gt.Scalar(t723, 0.0)  # t724: cpu b8[]
    t725 = aten.le.Scalar(t723, 3.4028234663852886e+38)  # t725: cpu b8[]
    t726 = aten.logical_and.default(t724, t725)  # t726: cpu b8[]
    t727 = aten.full_like.default(t723, 448.0)  # t727: cpu f32[]
    t728 = aten.div.Tensor(t727, t723)  # t728: cpu f32[]
    t729 = aten.clamp.default(t728, None, 3.4028234663852886e+38)  # t729: cpu f32[]
    t730 = aten.where.self(t726, t729, t157)  # t730: cpu f32[]
    t731 = aten.reciprocal.default(t730)  # t731: cpu f32[]
    t732 = aten._to_copy.default(t713, dtype=torch.float32)  # t732: cpu f32[2, 128, 2, 128]
    t733 = aten.mul.Tensor(t732, t157)  # t733: cpu f32[2, 128, 2, 128]
    t734 = aten.clamp.default(t733, -448.0, 448.0)  # t734: cpu f32[2, 128, 2, 128]
    t735 = aten._to_copy.default(t734, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t735: cpu f8e4m3[2, 128, 2, 128]
    # end region 26 -> t722, t730, t731, t735
    # region 27: inductor 693c11d331276c48, 25 ops
    # layers.1.attention.wk (Linear), llama.py:239
    t736 = aten.t.default(t12)  # t736: cpu bf16[256, 128]
    t737 = aten.t.default(t736)  # t737: cpu bf16[128, 256]
    t738 = aten.abs.default(t12)  # t738: cpu bf16[128, 256]
    t739 = aten.amax.default(t738, [1], False)  # t739: cpu bf16[128]
    t740 = aten.amax.default(t739, [], False)  # t740: cpu bf16[]
    t741 = aten._to_copy.default(t740, dtype=torch.float32)  # t741: cpu f32[]
    t742 = aten.view.default(t741, [1])  # t742: cpu f32[1]
    t743 = aten.slice.Tensor(t63, 0, 1, 1024)  # t743: cpu f32[1023]
    t744 = aten.cat.default([t743, t742])  # t744: cpu f32[1024]
    t745 = aten.slice.Tensor(t744, 0, 1, 1024)  # t745: cpu f32[1023]
    t746 = aten.constant_pad_nd.default(t745, [1, 0], 0.0)  # t746: cpu f32[1024]
    t747 = aten.amax.default(t744, [0], False)  # t747: cpu f32[]
    t748 = aten.gt.Scalar(t747, 0.0)  # t748: cpu b8[]
    t749 = aten.le.Scalar(t747, 3.4028234663852886e+38)  # t749: cpu b8[]
    t750 = aten.logical_and.default(t748, t749)  # t750: cpu b8[]
    t751 = aten.full_like.default(t747, 448.0)  # t751: cpu f32[]
    t752 = aten.div.Tensor(t751, t747)  # t752: cpu f32[]
    t753 = aten.clamp.default(t752, None, 3.4028234663852886e+38)  # t753: cpu f32[]
    t754 = aten.where.self(t750, t753, t64)  # t754: cpu f32[]
    t755 = aten.reciprocal.default(t754)  # t755: cpu f32[]
    t756 = aten._to_copy.default(t737, dtype=torch.float32)  # t756: cpu f32[128, 256]
    t757 = aten.mul.Tensor(t756, t64)  # t757: cpu f32[128, 256]
    t758 = aten.clamp.default(t757, -448.0, 448.0)  # t758: cpu f32[128, 256]
    t759 = aten._to_copy.default(t758, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t759: cpu f8e4m3[128, 256]
    t760 = aten.t.default(t759)  # t760: cpu f8e4m3[256, 128]
    # end region 27 -> t746, t754, t755, t760
    # region 28: te 700a7042b3f82931, 1 ops
    t761 = aten._scaled_mm.default(t667, t760, t59, t65, None, None, torch.bfloat16)  # t761: cpu bf16[256, 128]
    # end region 28 -> t761
    # region 29: inductor 3979e483f62eea59, 42 ops
    # rope (RotaryEmbedding), llama.py:195
    t762 = aten.slice.Tensor(t21, 0, 0, 128)  # t762: cpu bf16[128, 64]
    t763 = aten.slice.Tensor(t22, 0, 0, 128)  # t763: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:207, 208
    t764 = aten.view.default(t762, [1, 128, 1, 64])  # t764: cpu bf16[1, 128, 1, 64]
    t765 = aten.view.default(t763, [1, 128, 1, 64])  # t765: cpu bf16[1, 128, 1, 64]
    # layers.1.attention (Attention), llama.py:239, 205, 206, 209, 210, 211, ...
    t766 = aten.view.default(t761, [2, 128, 1, 128])  # t766: cpu bf16[2, 128, 1, 128]
    t767 = aten._to_copy.default(t766, dtype=torch.float32)  # t767: cpu f32[2, 128, 1, 128]
    t768 = aten.view.default(t767, [2, 128, 1, 64, 2])  # t768: cpu f32[2, 128, 1, 64, 2]
    t769 = aten.select.int(t768, 4, 0)  # t769: cpu f32[2, 128, 1, 64]
    t770 = aten.select.int(t768, 4, 1)  # t770: cpu f32[2, 128, 1, 64]
    t771 = aten.mul.Tensor(t769, t764)  # t771: cpu f32[2, 128, 1, 64]
    t772 = aten.mul.Tensor(t770, t765)  # t772: cpu f32[2, 128, 1, 64]
    t773 = aten.sub.Tensor(t771, t772)  # t773: cpu f32[2, 128, 1, 64]
    t774 = aten.mul.Tensor(t769, t765)  # t774: cpu f32[2, 128, 1, 64]
    t775 = aten.mul.Tensor(t770, t764)  # t775: cpu f32[2, 128, 1, 64]
    t776 = aten.add.Tensor(t774, t775)  # t776: cpu f32[2, 128, 1, 64]
    t777 = aten.stack.default([t773, t776], -1)  # t777: cpu f32[2, 128, 1, 64, 2]
    t778 = aten.view.default(t777, [2, 128, 1, 128])  # t778: cpu f32[2, 128, 1, 128]
    t779 = aten._to_copy.default(t778, dtype=torch.bfloat16)  # t779: cpu bf16[2, 128, 1, 128]
    t780 = aten.transpose.int(t779, 1, 2)  # t780: cpu bf16[2, 1, 128, 128]
    t781 = aten.transpose.int(t780, 1, 2)  # t781: cpu bf16[2, 128, 1, 128]
    t782 = aten.abs.default(t780)  # t782: cpu bf16[2, 1, 128, 128]
    t783 = aten.amax.default(t782, [3], False)  # t783: cpu bf16[2, 1, 128]
    t784 = aten.amax.default(t783, [], False)  # t784: cpu bf16[]
    t785 = aten._to_copy.default(t784, dtype=torch.float32)  # t785: cpu f32[]
    t786 = aten.view.default(t785, [1])  # t786: cpu f32[1]
    t787 = aten.slice.Tensor(t159, 0, 1, 1024)  # t787: cpu f32[1023]
    t788 = aten.cat.default([t787, t786])  # t788: cpu f32[1024]
    t789 = aten.slice.Tensor(t788, 0, 1, 1024)  # t789: cpu f32[1023]
    t790 = aten.constant_pad_nd.default(t789, [1, 0], 0.0)  # t790: cpu f32[1024]
    t791 = aten.amax.default(t788, [0], False)  # t791: cpu f32[]
    t792 = aten.gt.Scalar(t791, 0.0)  # t792: cpu b8[]
    t793 = aten.le.Scalar(t791, 3.4028234663852886e+38)  # t793: cpu b8[]
    t794 = aten.logical_and.default(t792, t793)  # t794: cpu b8[]
    t795 = aten.full_like.default(t791, 448.0)  # t795: cpu f32[]
    t796 = aten.div.Tensor(t795, t791)  # t796: cpu f32[]
    t797 = aten.clamp.default(t796, None, 3.4028234663852886e+38)  # t797: cpu f32[]
    t798 = aten.where.self(t794, t797, t160)  # t798: cpu f32[]
    t799 = aten.reciprocal.default(t798)  # t799: cpu f32[]
    t800 = aten._to_copy.default(t781, dtype=torch.float32)  # t800: cpu f32[2, 128, 1, 128]
    t801 = aten.mul.Tensor(t800, t160)  # t801: cpu f32[2, 128, 1, 128]
    t802 = aten.clamp.default(t801, -448.0, 448.0)  # t802: cpu f32[2, 128, 1, 128]
    t803 = aten._to_copy.default(t802, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t803: cpu f8e4m3[2, 128, 1, 128]
    # end region 29 -> t790, t798, t799, t803
    # region 30: inductor 693c11d331276c48, 25 ops
    # layers.1.attention.wv (Linear), llama.py:240
    t804 = aten.t.default(t13)  # t804: cpu bf16[256, 128]
    t805 = aten.t.default(t804)  # t805: cpu bf16[128, 256]
    t806 = aten.abs.default(t13)  # t806: cpu bf16[128, 256]
    t807 = aten.amax.default(t806, [1], False)  # t807: cpu bf16[128]
    t808 = aten.amax.default(t807, [], False)  # t808: cpu bf16[]
    t809 = aten._to_copy.default(t808, dtype=torch.float32)  # t809: cpu f32[]
    t810 = aten.view.default(t809, [1])  # t810: cpu f32[1]
    t811 = aten.slice.Tensor(t66, 0, 1, 1024)  # t811: cpu f32[1023]
    t812 = aten.cat.default([t811, t810])  # t812: cpu f32[1024]
    t813 = aten.slice.Tensor(t812, 0, 1, 1024)  # t813: cpu f32[1023]
    t814 = aten.constant_pad_nd.default(t813, [1, 0], 0.0)  # t814: cpu f32[1024]
    t815 = aten.amax.default(t812, [0], False)  # t815: cpu f32[]
    t816 = aten.gt.Scalar(t815, 0.0)  # t816: cpu b8[]
    t817 = aten.le.Scalar(t815, 3.4028234663852886e+38)  # t817: cpu b8[]
    t818 = aten.logical_and.default(t816, t817)  # t818: cpu b8[]
    t819 = aten.full_like.default(t815, 448.0)  # t819: cpu f32[]
    t820 = aten.div.Tensor(t819, t815)  # t820: cpu f32[]
    t821 = aten.clamp.default(t820, None, 3.4028234663852886e+38)  # t821: cpu f32[]
    t822 = aten.where.self(t818, t821, t67)  # t822: cpu f32[]
    t823 = aten.reciprocal.default(t822)  # t823: cpu f32[]
    t824 = aten._to_copy.default(t805, dtype=torch.float32)  # t824: cpu f32[128, 256]
    t825 = aten.mul.Tensor(t824, t67)  # t825: cpu f32[128, 256]
    t826 = aten.clamp.default(t825, -448.0, 448.0)  # t826: cpu f32[128, 256]
    t827 = aten._to_copy.default(t826, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t827: cpu f8e4m3[128, 256]
    t828 = aten.t.default(t827)  # t828: cpu f8e4m3[256, 128]
    # end region 30 -> t814, t822, t823, t828
    # region 31: te 700a7042b3f82931, 1 ops
    t829 = aten._scaled_mm.default(t667, t828, t59, t68, None, None, torch.bfloat16)  # t829: cpu bf16[256, 128]
    # end region 31 -> t829
    # region 32: inductor 2ab52fe928c1922f, 25 ops
    # layers.1.attention (Attention), llama.py:240, 243, 249
    t830 = aten.view.default(t829, [2, 128, 1, 128])  # t830: cpu bf16[2, 128, 1, 128]
    t831 = aten.transpose.int(t830, 1, 2)  # t831: cpu bf16[2, 1, 128, 128]
    t832 = aten.transpose.int(t831, 1, 2)  # t832: cpu bf16[2, 128, 1, 128]
    t833 = aten.abs.default(t831)  # t833: cpu bf16[2, 1, 128, 128]
    t834 = aten.amax.default(t833, [3], False)  # t834: cpu bf16[2, 1, 128]
    t835 = aten.amax.default(t834, [], False)  # t835: cpu bf16[]
    t836 = aten._to_copy.default(t835, dtype=torch.float32)  # t836: cpu f32[]
    t837 = aten.view.default(t836, [1])  # t837: cpu f32[1]
    t838 = aten.slice.Tensor(t162, 0, 1, 1024)  # t838: cpu f32[1023]
    t839 = aten.cat.default([t838, t837])  # t839: cpu f32[1024]
    t840 = aten.slice.Tensor(t839, 0, 1, 1024)  # t840: cpu f32[1023]
    t841 = aten.constant_pad_nd.default(t840, [1, 0], 0.0)  # t841: cpu f32[1024]
    t842 = aten.amax.default(t839, [0], False)  # t842: cpu f32[]
    t843 = aten.gt.Scalar(t842, 0.0)  # t843: cpu b8[]
    t844 = aten.le.Scalar(t842, 3.4028234663852886e+38)  # t844: cpu b8[]
    t845 = aten.logical_and.default(t843, t844)  # t845: cpu b8[]
    t846 = aten.full_like.default(t842, 448.0)  # t846: cpu f32[]
    t847 = aten.div.Tensor(t846, t842)  # t847: cpu f32[]
    t848 = aten.clamp.default(t847, None, 3.4028234663852886e+38)  # t848: cpu f32[]
    t849 = aten.where.self(t845, t848, t163)  # t849: cpu f32[]
    t850 = aten.reciprocal.default(t849)  # t850: cpu f32[]
    t851 = aten._to_copy.default(t832, dtype=torch.float32)  # t851: cpu f32[2, 128, 1, 128]
    t852 = aten.mul.Tensor(t851, t163)  # t852: cpu f32[2, 128, 1, 128]
    t853 = aten.clamp.default(t852, -448.0, 448.0)  # t853: cpu f32[2, 128, 1, 128]
    t854 = aten._to_copy.default(t853, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t854: cpu f8e4m3[2, 128, 1, 128]
    # end region 32 -> t841, t849, t850, t854
    t855, t856, t857, t858 = aotc.fp8_attention.default(t735, t803, t854, t158, t161, t164, t166, t169, True, None)  # t855: cpu f8e4m3[2, 128, 2, 128], t856: cpu f32[2, 2, 128], t857: cpu f32[], t858: cpu f32[]
    # region 33: inductor 59665db9c95fb5dd, 14 ops
    t859 = aten.view.default(t857, [1])  # t859: cpu f32[1]
    t860 = aten.slice.Tensor(t165, 0, 1, 1024)  # t860: cpu f32[1023]
    t861 = aten.cat.default([t860, t859])  # t861: cpu f32[1024]
    t862 = aten.slice.Tensor(t861, 0, 1, 1024)  # t862: cpu f32[1023]
    t863 = aten.constant_pad_nd.default(t862, [1, 0], 0.0)  # t863: cpu f32[1024]
    t864 = aten.amax.default(t861, [0], False)  # t864: cpu f32[]
    t865 = aten.gt.Scalar(t864, 0.0)  # t865: cpu b8[]
    t866 = aten.le.Scalar(t864, 3.4028234663852886e+38)  # t866: cpu b8[]
    t867 = aten.logical_and.default(t865, t866)  # t867: cpu b8[]
    t868 = aten.full_like.default(t864, 448.0)  # t868: cpu f32[]
    t869 = aten.div.Tensor(t868, t864)  # t869: cpu f32[]
    t870 = aten.clamp.default(t869, None, 3.4028234663852886e+38)  # t870: cpu f32[]
    t871 = aten.where.self(t867, t870, t166)  # t871: cpu f32[]
    t872 = aten.reciprocal.default(t871)  # t872: cpu f32[]
    # end region 33 -> t863, t871, t872
    # region 34: inductor 59665db9c95fb5dd, 14 ops
    t873 = aten.view.default(t858, [1])  # t873: cpu f32[1]
    t874 = aten.slice.Tensor(t168, 0, 1, 1024)  # t874: cpu f32[1023]
    t875 = aten.cat.default([t874, t873])  # t875: cpu f32[1024]
    t876 = aten.slice.Tensor(t875, 0, 1, 1024)  # t876: cpu f32[1023]
    t877 = aten.constant_pad_nd.default(t876, [1, 0], 0.0)  # t877: cpu f32[1024]
    t878 = aten.amax.default(t875, [0], False)  # t878: cpu f32[]
    t879 = aten.gt.Scalar(t878, 0.0)  # t879: cpu b8[]
    t880 = aten.le.Scalar(t878, 3.4028234663852886e+38)  # t880: cpu b8[]
    t881 = aten.logical_and.default(t879, t880)  # t881: cpu b8[]
    t882 = aten.full_like.default(t878, 448.0)  # t882: cpu f32[]
    t883 = aten.div.Tensor(t882, t878)  # t883: cpu f32[]
    t884 = aten.clamp.default(t883, None, 3.4028234663852886e+38)  # t884: cpu f32[]
    t885 = aten.where.self(t881, t884, t169)  # t885: cpu f32[]
    t886 = aten.reciprocal.default(t885)  # t886: cpu f32[]
    # end region 34 -> t877, t885, t886
    # region 35: inductor a1b1feb0a67c8ff3, 28 ops
    t887 = aten._to_copy.default(t855, dtype=torch.float32)  # t887: cpu f32[2, 128, 2, 128]
    t888 = aten.mul.Tensor(t887, t170)  # t888: cpu f32[2, 128, 2, 128]
    t889 = aten._to_copy.default(t888, dtype=torch.bfloat16)  # t889: cpu bf16[2, 128, 2, 128]
    t890 = aten.transpose.int(t889, 1, 2)  # t890: cpu bf16[2, 2, 128, 128]
    t891 = aten.transpose.int(t890, 1, 2)  # t891: cpu bf16[2, 128, 2, 128]
    # layers.1.attention.wo (Linear), llama.py:250
    t892 = aten.view.default(t891, [256, 256])  # t892: cpu bf16[256, 256]
    t893 = aten.abs.default(t890)  # t893: cpu bf16[2, 2, 128, 128]
    t894 = aten.amax.default(t893, [3], False)  # t894: cpu bf16[2, 2, 128]
    t895 = aten.amax.default(t894, [], False)  # t895: cpu bf16[]
    t896 = aten._to_copy.default(t895, dtype=torch.float32)  # t896: cpu f32[]
    t897 = aten.view.default(t896, [1])  # t897: cpu f32[1]
    t898 = aten.slice.Tensor(t69, 0, 1, 1024)  # t898: cpu f32[1023]
    t899 = aten.cat.default([t898, t897])  # t899: cpu f32[1024]
    t900 = aten.slice.Tensor(t899, 0, 1, 1024)  # t900: cpu f32[1023]
    t901 = aten.constant_pad_nd.default(t900, [1, 0], 0.0)  # t901: cpu f32[1024]
    t902 = aten.amax.default(t899, [0], False)  # t902: cpu f32[]
    t903 = aten.gt.Scalar(t902, 0.0)  # t903: cpu b8[]
    t904 = aten.le.Scalar(t902, 3.4028234663852886e+38)  # t904: cpu b8[]
    t905 = aten.logical_and.default(t903, t904)  # t905: cpu b8[]
    t906 = aten.full_like.default(t902, 448.0)  # t906: cpu f32[]
    t907 = aten.div.Tensor(t906, t902)  # t907: cpu f32[]
    t908 = aten.clamp.default(t907, None, 3.4028234663852886e+38)  # t908: cpu f32[]
    t909 = aten.where.self(t905, t908, t70)  # t909: cpu f32[]
    t910 = aten.reciprocal.default(t909)  # t910: cpu f32[]
    t911 = aten._to_copy.default(t892, dtype=torch.float32)  # t911: cpu f32[256, 256]
    t912 = aten.mul.Tensor(t911, t70)  # t912: cpu f32[256, 256]
    t913 = aten.clamp.default(t912, -448.0, 448.0)  # t913: cpu f32[256, 256]
    t914 = aten._to_copy.default(t913, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t914: cpu f8e4m3[256, 256]
    # end region 35 -> t901, t909, t910, t914
    # region 36: inductor f170ac2bb09e1a8d, 25 ops
    t915 = aten.t.default(t14)  # t915: cpu bf16[256, 256]
    t916 = aten.t.default(t915)  # t916: cpu bf16[256, 256]
    t917 = aten.abs.default(t14)  # t917: cpu bf16[256, 256]
    t918 = aten.amax.default(t917, [1], False)  # t918: cpu bf16[256]
    t919 = aten.amax.default(t918, [], False)  # t919: cpu bf16[]
    t920 = aten._to_copy.default(t919, dtype=torch.float32)  # t920: cpu f32[]
    t921 = aten.view.default(t920, [1])  # t921: cpu f32[1]
    t922 = aten.slice.Tensor(t72, 0, 1, 1024)  # t922: cpu f32[1023]
    t923 = aten.cat.default([t922, t921])  # t923: cpu f32[1024]
    t924 = aten.slice.Tensor(t923, 0, 1, 1024)  # t924: cpu f32[1023]
    t925 = aten.constant_pad_nd.default(t924, [1, 0], 0.0)  # t925: cpu f32[1024]
    t926 = aten.amax.default(t923, [0], False)  # t926: cpu f32[]
    t927 = aten.gt.Scalar(t926, 0.0)  # t927: cpu b8[]
    t928 = aten.le.Scalar(t926, 3.4028234663852886e+38)  # t928: cpu b8[]
    t929 = aten.logical_and.default(t927, t928)  # t929: cpu b8[]
    t930 = aten.full_like.default(t926, 448.0)  # t930: cpu f32[]
    t931 = aten.div.Tensor(t930, t926)  # t931: cpu f32[]
    t932 = aten.clamp.default(t931, None, 3.4028234663852886e+38)  # t932: cpu f32[]
    t933 = aten.where.self(t929, t932, t73)  # t933: cpu f32[]
    t934 = aten.reciprocal.default(t933)  # t934: cpu f32[]
    t935 = aten._to_copy.default(t916, dtype=torch.float32)  # t935: cpu f32[256, 256]
    t936 = aten.mul.Tensor(t935, t73)  # t936: cpu f32[256, 256]
    t937 = aten.clamp.default(t936, -448.0, 448.0)  # t937: cpu f32[256, 256]
    t938 = aten._to_copy.default(t937, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t938: cpu f8e4m3[256, 256]
    t939 = aten.t.default(t938)  # t939: cpu f8e4m3[256, 256]
    # end region 36 -> t925, t933, t934, t939
    # region 37: te 16335562b3cef5a9, 1 ops
    t940 = aten._scaled_mm.default(t914, t939, t71, t74, None, None, torch.bfloat16)  # t940: cpu bf16[256, 256]
    # end region 37 -> t940
    # region 38: inductor 2a59cdc94c7be01d, 34 ops
    t941 = aten._unsafe_view.default(t940, [2, 128, 256])  # t941: cpu bf16[2, 128, 256]
    # layers.1 (TransformerBlock), llama.py:281
    t942 = aten.add.Tensor(t635, t941)  # t942: cpu bf16[2, 128, 256]
    # layers.1.ffn_norm (RMSNorm), llama.py:160, 161, 162
    t943 = aten._to_copy.default(t942, dtype=torch.float32)  # t943: cpu f32[2, 128, 256]
    t944 = aten.pow.Tensor_Scalar(t943, 2)  # t944: cpu f32[2, 128, 256]
    t945 = aten.mean.dim(t944, [-1], True)  # t945: cpu f32[2, 128, 1]
    t946 = aten.add.Tensor(t945, 1e-05)  # t946: cpu f32[2, 128, 1]
    t947 = aten.rsqrt.default(t946)  # t947: cpu f32[2, 128, 1]
    t948 = aten.mul.Tensor(t943, t947)  # t948: cpu f32[2, 128, 256]
    t949 = aten._to_copy.default(t15, dtype=torch.float32)  # t949: cpu f32[256]
    t950 = aten.mul.Tensor(t948, t949)  # t950: cpu f32[2, 128, 256]
    t951 = aten._to_copy.default(t950, dtype=torch.bfloat16)  # t951: cpu bf16[2, 128, 256]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t952 = aten.view.default(t951, [256, 256])  # t952: cpu bf16[256, 256]
    t953 = aten.abs.default(t951)  # t953: cpu bf16[2, 128, 256]
    t954 = aten.amax.default(t953, [2], False)  # t954: cpu bf16[2, 128]
    t955 = aten.amax.default(t954, [], False)  # t955: cpu bf16[]
    t956 = aten._to_copy.default(t955, dtype=torch.float32)  # t956: cpu f32[]
    t957 = aten.view.default(t956, [1])  # t957: cpu f32[1]
    t958 = aten.slice.Tensor(t75, 0, 1, 1024)  # t958: cpu f32[1023]
    t959 = aten.cat.default([t958, t957])  # t959: cpu f32[1024]
    t960 = aten.slice.Tensor(t959, 0, 1, 1024)  # t960: cpu f32[1023]
    t961 = aten.constant_pad_nd.default(t960, [1, 0], 0.0)  # t961: cpu f32[1024]
    t962 = aten.amax.default(t959, [0], False)  # t962: cpu f32[]
    t963 = aten.gt.Scalar(t962, 0.0)  # t963: cpu b8[]
    t964 = aten.le.Scalar(t962, 3.4028234663852886e+38)  # t964: cpu b8[]
    t965 = aten.logical_and.default(t963, t964)  # t965: cpu b8[]
    t966 = aten.full_like.default(t962, 448.0)  # t966: cpu f32[]
    t967 = aten.div.Tensor(t966, t962)  # t967: cpu f32[]
    t968 = aten.clamp.default(t967, None, 3.4028234663852886e+38)  # t968: cpu f32[]
    t969 = aten.where.self(t965, t968, t76)  # t969: cpu f32[]
    t970 = aten.reciprocal.default(t969)  # t970: cpu f32[]
    t971 = aten._to_copy.default(t952, dtype=torch.float32)  # t971: cpu f32[256, 256]
    t972 = aten.mul.Tensor(t971, t76)  # t972: cpu f32[256, 256]
    t973 = aten.clamp.default(t972, -448.0, 448.0)  # t973: cpu f32[256, 256]
    t974 = aten._to_copy.default(t973, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t974: cpu f8e4m3[256, 256]
    # end region 38 -> t942, t947, t961, t969, t970, t974
    # region 39: inductor bec72443b0a9fe25, 25 ops
    t975 = aten.t.default(t16)  # t975: cpu bf16[256, 192]
    t976 = aten.t.default(t975)  # t976: cpu bf16[192, 256]
    t977 = aten.abs.default(t16)  # t977: cpu bf16[192, 256]
    t978 = aten.amax.default(t977, [1], False)  # t978: cpu bf16[192]
    t979 = aten.amax.default(t978, [], False)  # t979: cpu bf16[]
    t980 = aten._to_copy.default(t979, dtype=torch.float32)  # t980: cpu f32[]
    t981 = aten.view.default(t980, [1])  # t981: cpu f32[1]
    t982 = aten.slice.Tensor(t78, 0, 1, 1024)  # t982: cpu f32[1023]
    t983 = aten.cat.default([t982, t981])  # t983: cpu f32[1024]
    t984 = aten.slice.Tensor(t983, 0, 1, 1024)  # t984: cpu f32[1023]
    t985 = aten.constant_pad_nd.default(t984, [1, 0], 0.0)  # t985: cpu f32[1024]
    t986 = aten.amax.default(t983, [0], False)  # t986: cpu f32[]
    t987 = aten.gt.Scalar(t986, 0.0)  # t987: cpu b8[]
    t988 = aten.le.Scalar(t986, 3.4028234663852886e+38)  # t988: cpu b8[]
    t989 = aten.logical_and.default(t987, t988)  # t989: cpu b8[]
    t990 = aten.full_like.default(t986, 448.0)  # t990: cpu f32[]
    t991 = aten.div.Tensor(t990, t986)  # t991: cpu f32[]
    t992 = aten.clamp.default(t991, None, 3.4028234663852886e+38)  # t992: cpu f32[]
    t993 = aten.where.self(t989, t992, t79)  # t993: cpu f32[]
    t994 = aten.reciprocal.default(t993)  # t994: cpu f32[]
    t995 = aten._to_copy.default(t976, dtype=torch.float32)  # t995: cpu f32[192, 256]
    t996 = aten.mul.Tensor(t995, t79)  # t996: cpu f32[192, 256]
    t997 = aten.clamp.default(t996, -448.0, 448.0)  # t997: cpu f32[192, 256]
    t998 = aten._to_copy.default(t997, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t998: cpu f8e4m3[192, 256]
    t999 = aten.t.default(t998)  # t999: cpu f8e4m3[256, 192]
    # end region 39 -> t985, t993, t994, t999
    # region 40: te 6098f74b1f630e39, 1 ops
    t1000 = aten._scaled_mm.default(t974, t999, t77, t80, None, None, torch.bfloat16)  # t1000: cpu bf16[256, 192]
    # end region 40 -> t1000
    # region 41: inductor bec72443b0a9fe25, 25 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t1001 = aten.t.default(t17)  # t1001: cpu bf16[256, 192]
    t1002 = aten.t.default(t1001)  # t1002: cpu bf16[192, 256]
    t1003 = aten.abs.default(t17)  # t1003: cpu bf16[192, 256]
    t1004 = aten.amax.default(t1003, [1], False)  # t1004: cpu bf16[192]
    t1005 = aten.amax.default(t1004, [], False)  # t1005: cpu bf16[]
    t1006 = aten._to_copy.default(t1005, dtype=torch.float32)  # t1006: cpu f32[]
    t1007 = aten.view.default(t1006, [1])  # t1007: cpu f32[1]
    t1008 = aten.slice.Tensor(t81, 0, 1, 1024)  # t1008: cpu f32[1023]
    t1009 = aten.cat.default([t1008, t1007])  # t1009: cpu f32[1024]
    t1010 = aten.slice.Tensor(t1009, 0, 1, 1024)  # t1010: cpu f32[1023]
    t1011 = aten.constant_pad_nd.default(t1010, [1, 0], 0.0)  # t1011: cpu f32[1024]
    t1012 = aten.amax.default(t1009, [0], False)  # t1012: cpu f32[]
    t1013 = aten.gt.Scalar(t1012, 0.0)  # t1013: cpu b8[]
    t1014 = aten.le.Scalar(t1012, 3.4028234663852886e+38)  # t1014: cpu b8[]
    t1015 = aten.logical_and.default(t1013, t1014)  # t1015: cpu b8[]
    t1016 = aten.full_like.default(t1012, 448.0)  # t1016: cpu f32[]
    t1017 = aten.div.Tensor(t1016, t1012)  # t1017: cpu f32[]
    t1018 = aten.clamp.default(t1017, None, 3.4028234663852886e+38)  # t1018: cpu f32[]
    t1019 = aten.where.self(t1015, t1018, t82)  # t1019: cpu f32[]
    t1020 = aten.reciprocal.default(t1019)  # t1020: cpu f32[]
    t1021 = aten._to_copy.default(t1002, dtype=torch.float32)  # t1021: cpu f32[192, 256]
    t1022 = aten.mul.Tensor(t1021, t82)  # t1022: cpu f32[192, 256]
    t1023 = aten.clamp.default(t1022, -448.0, 448.0)  # t1023: cpu f32[192, 256]
    t1024 = aten._to_copy.default(t1023, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1024: cpu f8e4m3[192, 256]
    t1025 = aten.t.default(t1024)  # t1025: cpu f8e4m3[256, 192]
    # end region 41 -> t1011, t1019, t1020, t1025
    # region 42: te 6098f74b1f630e39, 1 ops
    t1026 = aten._scaled_mm.default(t974, t1025, t77, t83, None, None, torch.bfloat16)  # t1026: cpu bf16[256, 192]
    # end region 42 -> t1026
    # region 43: inductor 89bf981db342d4dc, 27 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t1027 = aten._unsafe_view.default(t1000, [2, 128, 192])  # t1027: cpu bf16[2, 128, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t1028 = aten.silu.default(t1027)  # t1028: cpu bf16[2, 128, 192]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t1029 = aten._unsafe_view.default(t1026, [2, 128, 192])  # t1029: cpu bf16[2, 128, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t1030 = aten.mul.Tensor(t1028, t1029)  # t1030: cpu bf16[2, 128, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t1031 = aten.view.default(t1030, [256, 192])  # t1031: cpu bf16[256, 192]
    t1032 = aten.abs.default(t1030)  # t1032: cpu bf16[2, 128, 192]
    t1033 = aten.amax.default(t1032, [2], False)  # t1033: cpu bf16[2, 128]
    t1034 = aten.amax.default(t1033, [], False)  # t1034: cpu bf16[]
    t1035 = aten._to_copy.default(t1034, dtype=torch.float32)  # t1035: cpu f32[]
    t1036 = aten.view.default(t1035, [1])  # t1036: cpu f32[1]
    t1037 = aten.slice.Tensor(t84, 0, 1, 1024)  # t1037: cpu f32[1023]
    t1038 = aten.cat.default([t1037, t1036])  # t1038: cpu f32[1024]
    t1039 = aten.slice.Tensor(t1038, 0, 1, 1024)  # t1039: cpu f32[1023]
    t1040 = aten.constant_pad_nd.default(t1039, [1, 0], 0.0)  # t1040: cpu f32[1024]
    t1041 = aten.amax.default(t1038, [0], False)  # t1041: cpu f32[]
    t1042 = aten.gt.Scalar(t1041, 0.0)  # t1042: cpu b8[]
    t1043 = aten.le.Scalar(t1041, 3.4028234663852886e+38)  # t1043: cpu b8[]
    t1044 = aten.logical_and.default(t1042, t1043)  # t1044: cpu b8[]
    t1045 = aten.full_like.default(t1041, 448.0)  # t1045: cpu f32[]
    t1046 = aten.div.Tensor(t1045, t1041)  # t1046: cpu f32[]
    t1047 = aten.clamp.default(t1046, None, 3.4028234663852886e+38)  # t1047: cpu f32[]
    t1048 = aten.where.self(t1044, t1047, t85)  # t1048: cpu f32[]
    t1049 = aten.reciprocal.default(t1048)  # t1049: cpu f32[]
    t1050 = aten._to_copy.default(t1031, dtype=torch.float32)  # t1050: cpu f32[256, 192]
    t1051 = aten.mul.Tensor(t1050, t85)  # t1051: cpu f32[256, 192]
    t1052 = aten.clamp.default(t1051, -448.0, 448.0)  # t1052: cpu f32[256, 192]
    t1053 = aten._to_copy.default(t1052, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1053: cpu f8e4m3[256, 192]
    # end region 43 -> t1027, t1029, t1040, t1048, t1049, t1053
    # region 44: inductor 07d275fb8331c19a, 25 ops
    t1054 = aten.t.default(t18)  # t1054: cpu bf16[192, 256]
    t1055 = aten.t.default(t1054)  # t1055: cpu bf16[256, 192]
    t1056 = aten.abs.default(t18)  # t1056: cpu bf16[256, 192]
    t1057 = aten.amax.default(t1056, [1], False)  # t1057: cpu bf16[256]
    t1058 = aten.amax.default(t1057, [], False)  # t1058: cpu bf16[]
    t1059 = aten._to_copy.default(t1058, dtype=torch.float32)  # t1059: cpu f32[]
    t1060 = aten.view.default(t1059, [1])  # t1060: cpu f32[1]
    t1061 = aten.slice.Tensor(t87, 0, 1, 1024)  # t1061: cpu f32[1023]
    t1062 = aten.cat.default([t1061, t1060])  # t1062: cpu f32[1024]
    t1063 = aten.slice.Tensor(t1062, 0, 1, 1024)  # t1063: cpu f32[1023]
    t1064 = aten.constant_pad_nd.default(t1063, [1, 0], 0.0)  # t1064: cpu f32[1024]
    t1065 = aten.amax.default(t1062, [0], False)  # t1065: cpu f32[]
    t1066 = aten.gt.Scalar(t1065, 0.0)  # t1066: cpu b8[]
    t1067 = aten.le.Scalar(t1065, 3.4028234663852886e+38)  # t1067: cpu b8[]
    t1068 = aten.logical_and.default(t1066, t1067)  # t1068: cpu b8[]
    t1069 = aten.full_like.default(t1065, 448.0)  # t1069: cpu f32[]
    t1070 = aten.div.Tensor(t1069, t1065)  # t1070: cpu f32[]
    t1071 = aten.clamp.default(t1070, None, 3.4028234663852886e+38)  # t1071: cpu f32[]
    t1072 = aten.where.self(t1068, t1071, t88)  # t1072: cpu f32[]
    t1073 = aten.reciprocal.default(t1072)  # t1073: cpu f32[]
    t1074 = aten._to_copy.default(t1055, dtype=torch.float32)  # t1074: cpu f32[256, 192]
    t1075 = aten.mul.Tensor(t1074, t88)  # t1075: cpu f32[256, 192]
    t1076 = aten.clamp.default(t1075, -448.0, 448.0)  # t1076: cpu f32[256, 192]
    t1077 = aten._to_copy.default(t1076, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1077: cpu f8e4m3[256, 192]
    t1078 = aten.t.default(t1077)  # t1078: cpu f8e4m3[192, 256]
    # end region 44 -> t1064, t1072, t1073, t1078
    # region 45: te 5a9891a11034c629, 1 ops
    t1079 = aten._scaled_mm.default(t1053, t1078, t86, t89, None, None, torch.bfloat16)  # t1079: cpu bf16[256, 256]
    # end region 45 -> t1079
    # region 46: inductor 2a59cdc94c7be01d, 34 ops
    t1080 = aten._unsafe_view.default(t1079, [2, 128, 256])  # t1080: cpu bf16[2, 128, 256]
    # layers.1 (TransformerBlock), llama.py:282
    t1081 = aten.add.Tensor(t942, t1080)  # t1081: cpu bf16[2, 128, 256]
    # norm (RMSNorm), llama.py:160, 161, 162
    t1082 = aten._to_copy.default(t1081, dtype=torch.float32)  # t1082: cpu f32[2, 128, 256]
    t1083 = aten.pow.Tensor_Scalar(t1082, 2)  # t1083: cpu f32[2, 128, 256]
    t1084 = aten.mean.dim(t1083, [-1], True)  # t1084: cpu f32[2, 128, 1]
    t1085 = aten.add.Tensor(t1084, 1e-05)  # t1085: cpu f32[2, 128, 1]
    t1086 = aten.rsqrt.default(t1085)  # t1086: cpu f32[2, 128, 1]
    t1087 = aten.mul.Tensor(t1082, t1086)  # t1087: cpu f32[2, 128, 256]
    t1088 = aten._to_copy.default(t19, dtype=torch.float32)  # t1088: cpu f32[256]
    t1089 = aten.mul.Tensor(t1087, t1088)  # t1089: cpu f32[2, 128, 256]
    t1090 = aten._to_copy.default(t1089, dtype=torch.bfloat16)  # t1090: cpu bf16[2, 128, 256]
    # output (Linear), llama.py:308
    t1091 = aten.view.default(t1090, [256, 256])  # t1091: cpu bf16[256, 256]
    t1092 = aten.abs.default(t1090)  # t1092: cpu bf16[2, 128, 256]
    t1093 = aten.amax.default(t1092, [2], False)  # t1093: cpu bf16[2, 128]
    t1094 = aten.amax.default(t1093, [], False)  # t1094: cpu bf16[]
    t1095 = aten._to_copy.default(t1094, dtype=torch.float32)  # t1095: cpu f32[]
    t1096 = aten.view.default(t1095, [1])  # t1096: cpu f32[1]
    t1097 = aten.slice.Tensor(t90, 0, 1, 1024)  # t1097: cpu f32[1023]
    t1098 = aten.cat.default([t1097, t1096])  # t1098: cpu f32[1024]
    t1099 = aten.slice.Tensor(t1098, 0, 1, 1024)  # t1099: cpu f32[1023]
    t1100 = aten.constant_pad_nd.default(t1099, [1, 0], 0.0)  # t1100: cpu f32[1024]
    t1101 = aten.amax.default(t1098, [0], False)  # t1101: cpu f32[]
    t1102 = aten.gt.Scalar(t1101, 0.0)  # t1102: cpu b8[]
    t1103 = aten.le.Scalar(t1101, 3.4028234663852886e+38)  # t1103: cpu b8[]
    t1104 = aten.logical_and.default(t1102, t1103)  # t1104: cpu b8[]
    t1105 = aten.full_like.default(t1101, 448.0)  # t1105: cpu f32[]
    t1106 = aten.div.Tensor(t1105, t1101)  # t1106: cpu f32[]
    t1107 = aten.clamp.default(t1106, None, 3.4028234663852886e+38)  # t1107: cpu f32[]
    t1108 = aten.where.self(t1104, t1107, t91)  # t1108: cpu f32[]
    t1109 = aten.reciprocal.default(t1108)  # t1109: cpu f32[]
    t1110 = aten._to_copy.default(t1091, dtype=torch.float32)  # t1110: cpu f32[256, 256]
    t1111 = aten.mul.Tensor(t1110, t91)  # t1111: cpu f32[256, 256]
    t1112 = aten.clamp.default(t1111, -448.0, 448.0)  # t1112: cpu f32[256, 256]
    t1113 = aten._to_copy.default(t1112, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1113: cpu f8e4m3[256, 256]
    # end region 46 -> t1081, t1086, t1100, t1108, t1109, t1113
    # region 47: inductor f170ac2bb09e1a8d, 25 ops
    t1114 = aten.t.default(t20)  # t1114: cpu bf16[256, 256]
    t1115 = aten.t.default(t1114)  # t1115: cpu bf16[256, 256]
    t1116 = aten.abs.default(t20)  # t1116: cpu bf16[256, 256]
    t1117 = aten.amax.default(t1116, [1], False)  # t1117: cpu bf16[256]
    t1118 = aten.amax.default(t1117, [], False)  # t1118: cpu bf16[]
    t1119 = aten._to_copy.default(t1118, dtype=torch.float32)  # t1119: cpu f32[]
    t1120 = aten.view.default(t1119, [1])  # t1120: cpu f32[1]
    t1121 = aten.slice.Tensor(t93, 0, 1, 1024)  # t1121: cpu f32[1023]
    t1122 = aten.cat.default([t1121, t1120])  # t1122: cpu f32[1024]
    t1123 = aten.slice.Tensor(t1122, 0, 1, 1024)  # t1123: cpu f32[1023]
    t1124 = aten.constant_pad_nd.default(t1123, [1, 0], 0.0)  # t1124: cpu f32[1024]
    t1125 = aten.amax.default(t1122, [0], False)  # t1125: cpu f32[]
    t1126 = aten.gt.Scalar(t1125, 0.0)  # t1126: cpu b8[]
    t1127 = aten.le.Scalar(t1125, 3.4028234663852886e+38)  # t1127: cpu b8[]
    t1128 = aten.logical_and.default(t1126, t1127)  # t1128: cpu b8[]
    t1129 = aten.full_like.default(t1125, 448.0)  # t1129: cpu f32[]
    t1130 = aten.div.Tensor(t1129, t1125)  # t1130: cpu f32[]
    t1131 = aten.clamp.default(t1130, None, 3.4028234663852886e+38)  # t1131: cpu f32[]
    t1132 = aten.where.self(t1128, t1131, t94)  # t1132: cpu f32[]
    t1133 = aten.reciprocal.default(t1132)  # t1133: cpu f32[]
    t1134 = aten._to_copy.default(t1115, dtype=torch.float32)  # t1134: cpu f32[256, 256]
    t1135 = aten.mul.Tensor(t1134, t94)  # t1135: cpu f32[256, 256]
    t1136 = aten.clamp.default(t1135, -448.0, 448.0)  # t1136: cpu f32[256, 256]
    t1137 = aten._to_copy.default(t1136, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1137: cpu f8e4m3[256, 256]
    t1138 = aten.t.default(t1137)  # t1138: cpu f8e4m3[256, 256]
    # end region 47 -> t1124, t1132, t1133, t1138
    # region 48: te 16335562b3cef5a9, 1 ops
    t1139 = aten._scaled_mm.default(t1113, t1138, t92, t95, None, None, torch.bfloat16)  # t1139: cpu bf16[256, 256]
    # end region 48 -> t1139
    t1140 = aten._unsafe_view.default(t1139, [2, 128, 256])  # t1140: cpu bf16[2, 128, 256]
    return (t1140, t208, t216, t217, t232, t240, t241, t300, t308, t309, t368, t376, t377, t455, t463, t464, t479, t487, t488, t515, t523, t524, t539, t547, t548, t565, t573, t574, t594, t602, t603, t618, t626, t627, t654, t662, t663, t678, t686, t687, t746, t754, t755, t814, t822, t823, t901, t909, t910, t925, t933, t934, t961, t969, t970, t985, t993, t994, t1011, t1019, t1020, t1040, t1048, t1049, t1064, t1072, t1073, t1100, t1108, t1109, t1124, t1132, t1133, t276, t284, t285, t344, t352, t353, t395, t403, t404, t417, t425, t426, t431, t439, t440, t722, t730, t731, t790, t798, t799, t841, t849, t850, t863, t871, t872, t877, t885, t886, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t25, t26, t28, t29, t31, t32, t34, t35, t37, t38, t40, t41, t43, t44, t46, t47, t49, t50, t52, t53, t55, t56, t58, t59, t61, t62, t64, t65, t67, t68, t70, t71, t73, t74, t76, t77, t79, t80, t82, t83, t85, t86, t88, t89, t91, t92, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140, t143, t146, t149, t151, t155, t158, t161, t164, t166, t170, t171, t172, t173, t174, t175, t177, t178, t179, t180, t181, t182, t183, t184, t186, t187, t188, t189, t194, t289, t357, t408, t409, t410, t496, t501, t581, t583, t635, t640, t735, t803, t854, t855, t856, t942, t947, t1027, t1029, t1081, t1086)
    # t1140: output 0
    # t208: carry amax_history:layers.0.attention.wq.weight:input
    # t216: carry scale:layers.0.attention.wq.weight:input
    # t217: carry scale_inv:layers.0.attention.wq.weight:input
    # t232: carry amax_history:layers.0.attention.wq.weight:weight
    # t240: carry scale:layers.0.attention.wq.weight:weight
    # t241: carry scale_inv:layers.0.attention.wq.weight:weight
    # t300: carry amax_history:layers.0.attention.wk.weight:weight
    # t308: carry scale:layers.0.attention.wk.weight:weight
    # t309: carry scale_inv:layers.0.attention.wk.weight:weight
    # t368: carry amax_history:layers.0.attention.wv.weight:weight
    # t376: carry scale:layers.0.attention.wv.weight:weight
    # t377: carry scale_inv:layers.0.attention.wv.weight:weight
    # t455: carry amax_history:layers.0.attention.wo.weight:input
    # t463: carry scale:layers.0.attention.wo.weight:input
    # t464: carry scale_inv:layers.0.attention.wo.weight:input
    # t479: carry amax_history:layers.0.attention.wo.weight:weight
    # t487: carry scale:layers.0.attention.wo.weight:weight
    # t488: carry scale_inv:layers.0.attention.wo.weight:weight
    # t515: carry amax_history:layers.0.feed_forward.w1.weight:input
    # t523: carry scale:layers.0.feed_forward.w1.weight:input
    # t524: carry scale_inv:layers.0.feed_forward.w1.weight:input
    # t539: carry amax_history:layers.0.feed_forward.w1.weight:weight
    # t547: carry scale:layers.0.feed_forward.w1.weight:weight
    # t548: carry scale_inv:layers.0.feed_forward.w1.weight:weight
    # t565: carry amax_history:layers.0.feed_forward.w3.weight:weight
    # t573: carry scale:layers.0.feed_forward.w3.weight:weight
    # t574: carry scale_inv:layers.0.feed_forward.w3.weight:weight
    # t594: carry amax_history:layers.0.feed_forward.w2.weight:input
    # t602: carry scale:layers.0.feed_forward.w2.weight:input
    # t603: carry scale_inv:layers.0.feed_forward.w2.weight:input
    # t618: carry amax_history:layers.0.feed_forward.w2.weight:weight
    # t626: carry scale:layers.0.feed_forward.w2.weight:weight
    # t627: carry scale_inv:layers.0.feed_forward.w2.weight:weight
    # t654: carry amax_history:layers.1.attention.wq.weight:input
    # t662: carry scale:layers.1.attention.wq.weight:input
    # t663: carry scale_inv:layers.1.attention.wq.weight:input
    # t678: carry amax_history:layers.1.attention.wq.weight:weight
    # t686: carry scale:layers.1.attention.wq.weight:weight
    # t687: carry scale_inv:layers.1.attention.wq.weight:weight
    # t746: carry amax_history:layers.1.attention.wk.weight:weight
    # t754: carry scale:layers.1.attention.wk.weight:weight
    # t755: carry scale_inv:layers.1.attention.wk.weight:weight
    # t814: carry amax_history:layers.1.attention.wv.weight:weight
    # t822: carry scale:layers.1.attention.wv.weight:weight
    # t823: carry scale_inv:layers.1.attention.wv.weight:weight
    # t901: carry amax_history:layers.1.attention.wo.weight:input
    # t909: carry scale:layers.1.attention.wo.weight:input
    # t910: carry scale_inv:layers.1.attention.wo.weight:input
    # t925: carry amax_history:layers.1.attention.wo.weight:weight
    # t933: carry scale:layers.1.attention.wo.weight:weight
    # t934: carry scale_inv:layers.1.attention.wo.weight:weight
    # t961: carry amax_history:layers.1.feed_forward.w1.weight:input
    # t969: carry scale:layers.1.feed_forward.w1.weight:input
    # t970: carry scale_inv:layers.1.feed_forward.w1.weight:input
    # t985: carry amax_history:layers.1.feed_forward.w1.weight:weight
    # t993: carry scale:layers.1.feed_forward.w1.weight:weight
    # t994: carry scale_inv:layers.1.feed_forward.w1.weight:weight
    # t1011: carry amax_history:layers.1.feed_forward.w3.weight:weight
    # t1019: carry scale:layers.1.feed_forward.w3.weight:weight
    # t1020: carry scale_inv:layers.1.feed_forward.w3.weight:weight
    # t1040: carry amax_history:layers.1.feed_forward.w2.weight:input
    # t1048: carry scale:layers.1.feed_forward.w2.weight:input
    # t1049: carry scale_inv:layers.1.feed_forward.w2.weight:input
    # t1064: carry amax_history:layers.1.feed_forward.w2.weight:weight
    # t1072: carry scale:layers.1.feed_forward.w2.weight:weight
    # t1073: carry scale_inv:layers.1.feed_forward.w2.weight:weight
    # t1100: carry amax_history:output.weight:input
    # t1108: carry scale:output.weight:input
    # t1109: carry scale_inv:output.weight:input
    # t1124: carry amax_history:output.weight:weight
    # t1132: carry scale:output.weight:weight
    # t1133: carry scale_inv:output.weight:weight
    # t276: carry amax_history:layers.0.attention:q
    # t284: carry scale:layers.0.attention:q
    # t285: carry scale_inv:layers.0.attention:q
    # t344: carry amax_history:layers.0.attention:k
    # t352: carry scale:layers.0.attention:k
    # t353: carry scale_inv:layers.0.attention:k
    # t395: carry amax_history:layers.0.attention:v
    # t403: carry scale:layers.0.attention:v
    # t404: carry scale_inv:layers.0.attention:v
    # t417: carry amax_history:layers.0.attention:probabilities
    # t425: carry scale:layers.0.attention:probabilities
    # t426: carry scale_inv:layers.0.attention:probabilities
    # t431: carry amax_history:layers.0.attention:output
    # t439: carry scale:layers.0.attention:output
    # t440: carry scale_inv:layers.0.attention:output
    # t722: carry amax_history:layers.1.attention:q
    # t730: carry scale:layers.1.attention:q
    # t731: carry scale_inv:layers.1.attention:q
    # t790: carry amax_history:layers.1.attention:k
    # t798: carry scale:layers.1.attention:k
    # t799: carry scale_inv:layers.1.attention:k
    # t841: carry amax_history:layers.1.attention:v
    # t849: carry scale:layers.1.attention:v
    # t850: carry scale_inv:layers.1.attention:v
    # t863: carry amax_history:layers.1.attention:probabilities
    # t871: carry scale:layers.1.attention:probabilities
    # t872: carry scale_inv:layers.1.attention:probabilities
    # t877: carry amax_history:layers.1.attention:output
    # t885: carry scale:layers.1.attention:output
    # t886: carry scale_inv:layers.1.attention:output
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
    # t143: saved 116
    # t146: saved 117
    # t149: saved 118
    # t151: saved 119
    # t155: saved 120
    # t158: saved 121
    # t161: saved 122
    # t164: saved 123
    # t166: saved 124
    # t170: saved 125
    # t171: saved 126
    # t172: saved 127
    # t173: saved 128
    # t174: saved 129
    # t175: saved 130
    # t177: saved 131
    # t178: saved 132
    # t179: saved 133
    # t180: saved 134
    # t181: saved 135
    # t182: saved 136
    # t183: saved 137
    # t184: saved 138
    # t186: saved 139
    # t187: saved 140
    # t188: saved 141
    # t189: saved 142
    # t194: saved 143
    # t289: saved 144
    # t357: saved 145
    # t408: saved 146
    # t409: saved 147
    # t410: saved 148
    # t496: saved 149
    # t501: saved 150
    # t581: saved 151
    # t583: saved 152
    # t635: saved 153
    # t640: saved 154
    # t735: saved 155
    # t803: saved 156
    # t854: saved 157
    # t855: saved 158
    # t856: saved 159
    # t942: saved 160
    # t947: saved 161
    # t1027: saved 162
    # t1029: saved 163
    # t1081: saved 164
    # t1086: saved 165
