def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51, t52, t53, t54, t55, t56, t57, t58, t59, t60, t61, t62, t63, t64, t65, t66, t67, t68, t69, t70, t71, t72, t73, t74, t75, t76, t77, t78, t79, t80, t81, t82, t83, t84, t85, t86, t87, t88, t89, t90, t91, t92, t93, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140):
    # t0: cpu bf16[64]  saved 0
    # t1: cpu bf16[64, 64]  saved 1
    # t2: cpu bf16[32, 64]  saved 2
    # t3: cpu bf16[32, 64]  saved 3
    # t4: cpu bf16[64, 64]  saved 4
    # t5: cpu bf16[64]  saved 5
    # t6: cpu bf16[192, 64]  saved 6
    # t7: cpu bf16[192, 64]  saved 7
    # t8: cpu bf16[64, 192]  saved 8
    # t9: cpu bf16[64]  saved 9
    # t10: cpu bf16[64, 64]  saved 10
    # t11: cpu bf16[32, 64]  saved 11
    # t12: cpu bf16[32, 64]  saved 12
    # t13: cpu bf16[64, 64]  saved 13
    # t14: cpu bf16[64]  saved 14
    # t15: cpu bf16[192, 64]  saved 15
    # t16: cpu bf16[192, 64]  saved 16
    # t17: cpu bf16[64, 192]  saved 17
    # t18: cpu bf16[64]  saved 18
    # t19: cpu bf16[256, 64]  saved 19
    # t20: cpu bf16[256, 8]  saved 20
    # t21: cpu bf16[256, 8]  saved 21
    # t22: cpu i64[2, 64]  saved 22
    # t23: cpu f32[]  saved 23
    # t24: cpu f32[]  saved 24
    # t25: cpu f32[]  saved 25
    # t26: cpu f32[]  saved 26
    # t27: cpu f32[]  saved 27
    # t28: cpu f32[]  saved 28
    # t29: cpu f32[]  saved 29
    # t30: cpu f32[]  saved 30
    # t31: cpu f32[]  saved 31
    # t32: cpu f32[]  saved 32
    # t33: cpu f32[]  saved 33
    # t34: cpu f32[]  saved 34
    # t35: cpu f32[]  saved 35
    # t36: cpu f32[]  saved 36
    # t37: cpu f32[]  saved 37
    # t38: cpu f32[]  saved 38
    # t39: cpu f32[]  saved 39
    # t40: cpu f32[]  saved 40
    # t41: cpu f32[]  saved 41
    # t42: cpu f32[]  saved 42
    # t43: cpu f32[]  saved 43
    # t44: cpu f32[]  saved 44
    # t45: cpu f32[]  saved 45
    # t46: cpu f32[]  saved 46
    # t47: cpu f32[]  saved 47
    # t48: cpu f32[]  saved 48
    # t49: cpu f32[]  saved 49
    # t50: cpu f32[]  saved 50
    # t51: cpu f32[]  saved 51
    # t52: cpu f32[]  saved 52
    # t53: cpu f32[]  saved 53
    # t54: cpu f32[]  saved 54
    # t55: cpu f32[]  saved 55
    # t56: cpu f32[]  saved 56
    # t57: cpu f32[]  saved 57
    # t58: cpu f32[]  saved 58
    # t59: cpu f32[]  saved 59
    # t60: cpu f32[]  saved 60
    # t61: cpu f32[]  saved 61
    # t62: cpu f32[]  saved 62
    # t63: cpu f32[]  saved 63
    # t64: cpu f32[]  saved 64
    # t65: cpu f32[]  saved 65
    # t66: cpu f32[]  saved 66
    # t67: cpu f32[]  saved 67
    # t68: cpu f32[]  saved 68
    # t69: cpu f32[]  saved 69
    # t70: cpu f32[]  saved 70
    # t71: cpu f32[1024]  saved 71
    # t72: cpu f32[]  saved 72
    # t73: cpu f32[]  saved 73
    # t74: cpu f32[1024]  saved 74
    # t75: cpu f32[]  saved 75
    # t76: cpu f32[]  saved 76
    # t77: cpu f32[1024]  saved 77
    # t78: cpu f32[]  saved 78
    # t79: cpu f32[]  saved 79
    # t80: cpu f32[1024]  saved 80
    # t81: cpu f32[]  saved 81
    # t82: cpu f32[]  saved 82
    # t83: cpu f32[1024]  saved 83
    # t84: cpu f32[]  saved 84
    # t85: cpu f32[]  saved 85
    # t86: cpu f32[1024]  saved 86
    # t87: cpu f32[]  saved 87
    # t88: cpu f32[]  saved 88
    # t89: cpu f32[1024]  saved 89
    # t90: cpu f32[]  saved 90
    # t91: cpu f32[]  saved 91
    # t92: cpu f32[1024]  saved 92
    # t93: cpu f32[]  saved 93
    # t94: cpu f32[]  saved 94
    # t95: cpu f32[1024]  saved 95
    # t96: cpu f32[]  saved 96
    # t97: cpu f32[]  saved 97
    # t98: cpu f32[1024]  saved 98
    # t99: cpu f32[]  saved 99
    # t100: cpu f32[]  saved 100
    # t101: cpu f32[1024]  saved 101
    # t102: cpu f32[]  saved 102
    # t103: cpu f32[]  saved 103
    # t104: cpu f32[1024]  saved 104
    # t105: cpu f32[]  saved 105
    # t106: cpu f32[]  saved 106
    # t107: cpu f32[1024]  saved 107
    # t108: cpu f32[]  saved 108
    # t109: cpu f32[]  saved 109
    # t110: cpu f32[1024]  saved 110
    # t111: cpu f32[]  saved 111
    # t112: cpu f32[]  saved 112
    # t113: cpu f32[1024]  saved 113
    # t114: cpu f32[]  saved 114
    # t115: cpu f32[]  saved 115
    # t116: cpu bf16[2, 64, 64]  saved 116
    # t117: cpu f32[2, 64, 1]  saved 117
    # t118: cpu bf16[128, 32]  saved 118
    # t119: cpu bf16[2, 64, 4, 16]  saved 119
    # t120: cpu bf16[2, 64, 2, 16]  saved 120
    # t121: cpu bf16[2, 4, 64, 16]  saved 121
    # t122: cpu f32[2, 4, 64]  saved 122
    # t123: cpu bf16[2, 64, 64]  saved 123
    # t124: cpu f32[2, 64, 1]  saved 124
    # t125: cpu bf16[2, 64, 192]  saved 125
    # t126: cpu bf16[2, 64, 192]  saved 126
    # t127: cpu bf16[2, 64, 64]  saved 127
    # t128: cpu f32[2, 64, 1]  saved 128
    # t129: cpu bf16[128, 32]  saved 129
    # t130: cpu bf16[2, 64, 4, 16]  saved 130
    # t131: cpu bf16[2, 64, 2, 16]  saved 131
    # t132: cpu bf16[2, 4, 64, 16]  saved 132
    # t133: cpu f32[2, 4, 64]  saved 133
    # t134: cpu bf16[2, 64, 64]  saved 134
    # t135: cpu f32[2, 64, 1]  saved 135
    # t136: cpu bf16[2, 64, 192]  saved 136
    # t137: cpu bf16[2, 64, 192]  saved 137
    # t138: cpu bf16[2, 64, 64]  saved 138
    # t139: cpu f32[2, 64, 1]  saved 139
    # t140: cpu bf16[2, 64, 256]  tangent 0
    # region 0: inductor 1dd9be7111ba7f25, 25 ops
    # output (Linear), llama.py:308
    t141 = aten.view.default(t140, [128, 256])  # t141: cpu bf16[128, 256]
    t142 = aten.t.default(t141)  # t142: cpu bf16[256, 128]
    t143 = aten.abs.default(t140)  # t143: cpu bf16[2, 64, 256]
    t144 = aten.amax.default(t143, [2], False)  # t144: cpu bf16[2, 64]
    t145 = aten.amax.default(t144, [], False)  # t145: cpu bf16[]
    t146 = aten._to_copy.default(t145, dtype=torch.float32)  # t146: cpu f32[]
    t147 = aten.view.default(t146, [1])  # t147: cpu f32[1]
    t148 = aten.slice.Tensor(t71, 0, 1, 1024)  # t148: cpu f32[1023]
    t149 = aten.cat.default([t148, t147])  # t149: cpu f32[1024]
    t150 = aten.slice.Tensor(t149, 0, 1, 1024)  # t150: cpu f32[1023]
    t151 = aten.constant_pad_nd.default(t150, [1, 0], 0.0)  # t151: cpu f32[1024]
    t152 = aten.amax.default(t149, [0], False)  # t152: cpu f32[]
    t153 = aten.gt.Scalar(t152, 0.0)  # t153: cpu b8[]
    t154 = aten.le.Scalar(t152, 3.4028234663852886e+38)  # t154: cpu b8[]
    t155 = aten.logical_and.default(t153, t154)  # t155: cpu b8[]
    t156 = aten.full_like.default(t152, 57344.0)  # t156: cpu f32[]
    t157 = aten.div.Tensor(t156, t152)  # t157: cpu f32[]
    t158 = aten.clamp.default(t157, None, 3.4028234663852886e+38)  # t158: cpu f32[]
    t159 = aten.where.self(t155, t158, t72)  # t159: cpu f32[]
    t160 = aten.reciprocal.default(t159)  # t160: cpu f32[]
    t161 = aten._to_copy.default(t141, dtype=torch.float32)  # t161: cpu f32[128, 256]
    t162 = aten.mul.Tensor(t161, t72)  # t162: cpu f32[128, 256]
    t163 = aten.clamp.default(t162, -57344.0, 57344.0)  # t163: cpu f32[128, 256]
    t164 = aten._to_copy.default(t163, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t164: cpu f8e5m2[128, 256]
    t165 = aten.t.default(t164)  # t165: cpu f8e5m2[256, 128]
    # end region 0 -> t151, t159, t160, t164
    # region 1: inductor 7b95ac6f759e9b9a, 2 ops
    t166 = aten.t.default(t164)  # t166: cpu f8e5m2[256, 128]
    t167 = aten.clone.default(t166, memory_format=torch.contiguous_format)  # t167: cpu f8e5m2[256, 128]
    # end region 1 -> t167
    # region 2: inductor 920c6a718ebece23, 12 ops
    # norm (RMSNorm), llama.py:162, 160, 161
    t168 = aten._to_copy.default(t18, dtype=torch.float32)  # t168: cpu f32[64]
    t169 = aten._to_copy.default(t138, dtype=torch.float32)  # t169: cpu f32[2, 64, 64]
    t170 = aten.mul.Tensor(t169, t139)  # t170: cpu f32[2, 64, 64]
    t171 = aten.mul.Tensor(t170, t168)  # t171: cpu f32[2, 64, 64]
    t172 = aten._to_copy.default(t171, dtype=torch.bfloat16)  # t172: cpu bf16[2, 64, 64]
    # output (Linear), llama.py:308
    t173 = aten.view.default(t172, [128, 64])  # t173: cpu bf16[128, 64]
    t174 = aten.t.default(t173)  # t174: cpu bf16[64, 128]
    t175 = aten._to_copy.default(t174, dtype=torch.float32)  # t175: cpu f32[64, 128]
    t176 = aten.mul.Tensor(t175, t67)  # t176: cpu f32[64, 128]
    t177 = aten.clamp.default(t176, -448.0, 448.0)  # t177: cpu f32[64, 128]
    t178 = aten._to_copy.default(t177, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t178: cpu f8e4m3[64, 128]
    t179 = aten.t.default(t178)  # t179: cpu f8e4m3[128, 64]
    # end region 2 -> t179
    # region 3: te fcb841f959158919, 1 ops
    t180 = aten._scaled_mm.default(t167, t179, t73, t68, None, None, torch.bfloat16)  # t180: cpu bf16[256, 64]
    # end region 3 -> t180
    # region 4: inductor d642abd07724a066, 6 ops
    t181 = aten.t.default(t19)  # t181: cpu bf16[64, 256]
    t182 = aten._to_copy.default(t181, dtype=torch.float32)  # t182: cpu f32[64, 256]
    t183 = aten.mul.Tensor(t182, t69)  # t183: cpu f32[64, 256]
    t184 = aten.clamp.default(t183, -448.0, 448.0)  # t184: cpu f32[64, 256]
    t185 = aten._to_copy.default(t184, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t185: cpu f8e4m3[64, 256]
    t186 = aten.t.default(t185)  # t186: cpu f8e4m3[256, 64]
    # end region 4 -> t186
    # region 5: te da018a2e2a30297b, 1 ops
    t187 = aten._scaled_mm.default(t164, t186, t73, t70, None, None, torch.bfloat16)  # t187: cpu bf16[128, 64]
    # end region 5 -> t187
    # region 6: inductor 4c574a98edd7ae42, 48 ops
    # norm (RMSNorm), llama.py:162, 160, 161
    t188 = aten._to_copy.default(t18, dtype=torch.float32)  # t188: cpu f32[64]
    t189 = aten._to_copy.default(t138, dtype=torch.float32)  # t189: cpu f32[2, 64, 64]
    t190 = aten.mul.Tensor(t189, t139)  # t190: cpu f32[2, 64, 64]
    # output (Linear), llama.py:308
    t191 = aten.view.default(t187, [2, 64, 64])  # t191: cpu bf16[2, 64, 64]
    # norm (RMSNorm), llama.py:162, 161
    t192 = aten._to_copy.default(t191, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t192: cpu f32[2, 64, 64]
    t193 = aten.mul.Tensor(t192, t190)  # t193: cpu f32[2, 64, 64]
    t194 = aten.mul.Tensor(t192, t188)  # t194: cpu f32[2, 64, 64]
    t195 = aten.sum.dim_IntList(t193, [0, 1], True)  # t195: cpu f32[1, 1, 64]
    t196 = aten.view.default(t195, [64])  # t196: cpu f32[64]
    t197 = aten._to_copy.default(t196, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t197: cpu bf16[64]
    t198 = aten.mul.Tensor(t194, t189)  # t198: cpu f32[2, 64, 64]
    t199 = aten.mul.Tensor(t194, t139)  # t199: cpu f32[2, 64, 64]
    t200 = aten.sum.dim_IntList(t198, [2], True)  # t200: cpu f32[2, 64, 1]
    t201 = aten.pow.Tensor_Scalar(t139, 3)  # t201: cpu f32[2, 64, 1]
    t202 = aten.mul.Scalar(t200, -0.5)  # t202: cpu f32[2, 64, 1]
    t203 = aten.mul.Tensor(t202, t201)  # t203: cpu f32[2, 64, 1]
    t204 = aten.expand.default(t203, [2, 64, 64])  # t204: cpu f32[2, 64, 64]
    t205 = aten.div.Scalar(t204, 64)  # t205: cpu f32[2, 64, 64]
    t206 = aten.pow.Tensor_Scalar(t189, 1.0)  # t206: cpu f32[2, 64, 64]
    t207 = aten.mul.Scalar(t206, 2.0)  # t207: cpu f32[2, 64, 64]
    t208 = aten.mul.Tensor(t205, t207)  # t208: cpu f32[2, 64, 64]
    t209 = aten.add.Tensor(t199, t208)  # t209: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:160
    t210 = aten._to_copy.default(t209, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t210: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t211 = aten.view.default(t210, [128, 64])  # t211: cpu bf16[128, 64]
    t212 = aten.t.default(t211)  # t212: cpu bf16[64, 128]
    t213 = aten.abs.default(t210)  # t213: cpu bf16[2, 64, 64]
    t214 = aten.amax.default(t213, [2], False)  # t214: cpu bf16[2, 64]
    t215 = aten.amax.default(t214, [], False)  # t215: cpu bf16[]
    t216 = aten._to_copy.default(t215, dtype=torch.float32)  # t216: cpu f32[]
    t217 = aten.view.default(t216, [1])  # t217: cpu f32[1]
    t218 = aten.slice.Tensor(t74, 0, 1, 1024)  # t218: cpu f32[1023]
    t219 = aten.cat.default([t218, t217])  # t219: cpu f32[1024]
    t220 = aten.slice.Tensor(t219, 0, 1, 1024)  # t220: cpu f32[1023]
    t221 = aten.constant_pad_nd.default(t220, [1, 0], 0.0)  # t221: cpu f32[1024]
    t222 = aten.amax.default(t219, [0], False)  # t222: cpu f32[]
    t223 = aten.gt.Scalar(t222, 0.0)  # t223: cpu b8[]
    t224 = aten.le.Scalar(t222, 3.4028234663852886e+38)  # t224: cpu b8[]
    t225 = aten.logical_and.default(t223, t224)  # t225: cpu b8[]
    t226 = aten.full_like.default(t222, 57344.0)  # t226: cpu f32[]
    t227 = aten.div.Tensor(t226, t222)  # t227: cpu f32[]
    t228 = aten.clamp.default(t227, None, 3.4028234663852886e+38)  # t228: cpu f32[]
    t229 = aten.where.self(t225, t228, t75)  # t229: cpu f32[]
    t230 = aten.reciprocal.default(t229)  # t230: cpu f32[]
    t231 = aten._to_copy.default(t211, dtype=torch.float32)  # t231: cpu f32[128, 64]
    t232 = aten.mul.Tensor(t231, t75)  # t232: cpu f32[128, 64]
    t233 = aten.clamp.default(t232, -57344.0, 57344.0)  # t233: cpu f32[128, 64]
    t234 = aten._to_copy.default(t233, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t234: cpu f8e5m2[128, 64]
    t235 = aten.t.default(t234)  # t235: cpu f8e5m2[64, 128]
    # end region 6 -> t197, t210, t221, t229, t230, t234
    # region 7: inductor 151462b99a5d43c9, 2 ops
    t236 = aten.t.default(t234)  # t236: cpu f8e5m2[64, 128]
    t237 = aten.clone.default(t236, memory_format=torch.contiguous_format)  # t237: cpu f8e5m2[64, 128]
    # end region 7 -> t237
    # region 8: inductor d84efa5c37be3384, 9 ops
    # layers.1.feed_forward (FeedForward), llama.py:269
    t238 = aten.silu.default(t136)  # t238: cpu bf16[2, 64, 192]
    t239 = aten.mul.Tensor(t238, t137)  # t239: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t240 = aten.view.default(t239, [128, 192])  # t240: cpu bf16[128, 192]
    t241 = aten.t.default(t240)  # t241: cpu bf16[192, 128]
    t242 = aten._to_copy.default(t241, dtype=torch.float32)  # t242: cpu f32[192, 128]
    t243 = aten.mul.Tensor(t242, t63)  # t243: cpu f32[192, 128]
    t244 = aten.clamp.default(t243, -448.0, 448.0)  # t244: cpu f32[192, 128]
    t245 = aten._to_copy.default(t244, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t245: cpu f8e4m3[192, 128]
    t246 = aten.t.default(t245)  # t246: cpu f8e4m3[128, 192]
    # end region 8 -> t246
    # region 9: te 9c07cfbfde8765d1, 1 ops
    t247 = aten._scaled_mm.default(t237, t246, t76, t64, None, None, torch.bfloat16)  # t247: cpu bf16[64, 192]
    # end region 9 -> t247
    # region 10: inductor 4472c963b1085452, 6 ops
    t248 = aten.t.default(t17)  # t248: cpu bf16[192, 64]
    t249 = aten._to_copy.default(t248, dtype=torch.float32)  # t249: cpu f32[192, 64]
    t250 = aten.mul.Tensor(t249, t65)  # t250: cpu f32[192, 64]
    t251 = aten.clamp.default(t250, -448.0, 448.0)  # t251: cpu f32[192, 64]
    t252 = aten._to_copy.default(t251, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t252: cpu f8e4m3[192, 64]
    t253 = aten.t.default(t252)  # t253: cpu f8e4m3[64, 192]
    # end region 10 -> t253
    # region 11: te ae66b94f20fe510e, 1 ops
    t254 = aten._scaled_mm.default(t234, t253, t76, t66, None, None, torch.bfloat16)  # t254: cpu bf16[128, 192]
    # end region 11 -> t254
    # region 12: inductor 8caf668145a7ee66, 55 ops
    # layers.1.feed_forward (FeedForward), llama.py:269
    t255 = aten.silu.default(t136)  # t255: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t256 = aten.view.default(t254, [2, 64, 192])  # t256: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t257 = aten.mul.Tensor(t256, t255)  # t257: cpu bf16[2, 64, 192]
    t258 = aten.mul.Tensor(t256, t137)  # t258: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t259 = aten.view.default(t257, [128, 192])  # t259: cpu bf16[128, 192]
    t260 = aten.t.default(t259)  # t260: cpu bf16[192, 128]
    t261 = aten.abs.default(t257)  # t261: cpu bf16[2, 64, 192]
    t262 = aten.amax.default(t261, [2], False)  # t262: cpu bf16[2, 64]
    t263 = aten.amax.default(t262, [], False)  # t263: cpu bf16[]
    t264 = aten._to_copy.default(t263, dtype=torch.float32)  # t264: cpu f32[]
    t265 = aten.view.default(t264, [1])  # t265: cpu f32[1]
    t266 = aten.slice.Tensor(t77, 0, 1, 1024)  # t266: cpu f32[1023]
    t267 = aten.cat.default([t266, t265])  # t267: cpu f32[1024]
    t268 = aten.slice.Tensor(t267, 0, 1, 1024)  # t268: cpu f32[1023]
    t269 = aten.constant_pad_nd.default(t268, [1, 0], 0.0)  # t269: cpu f32[1024]
    t270 = aten.amax.default(t267, [0], False)  # t270: cpu f32[]
    t271 = aten.gt.Scalar(t270, 0.0)  # t271: cpu b8[]
    t272 = aten.le.Scalar(t270, 3.4028234663852886e+38)  # t272: cpu b8[]
    t273 = aten.logical_and.default(t271, t272)  # t273: cpu b8[]
    t274 = aten.full_like.default(t270, 57344.0)  # t274: cpu f32[]
    t275 = aten.div.Tensor(t274, t270)  # t275: cpu f32[]
    t276 = aten.clamp.default(t275, None, 3.4028234663852886e+38)  # t276: cpu f32[]
    t277 = aten.where.self(t273, t276, t78)  # t277: cpu f32[]
    t278 = aten.reciprocal.default(t277)  # t278: cpu f32[]
    t279 = aten._to_copy.default(t259, dtype=torch.float32)  # t279: cpu f32[128, 192]
    t280 = aten.mul.Tensor(t279, t78)  # t280: cpu f32[128, 192]
    t281 = aten.clamp.default(t280, -57344.0, 57344.0)  # t281: cpu f32[128, 192]
    t282 = aten._to_copy.default(t281, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t282: cpu f8e5m2[128, 192]
    t283 = aten.t.default(t282)  # t283: cpu f8e5m2[192, 128]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t284 = aten.silu_backward.default(t258, t136)  # t284: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t285 = aten.view.default(t284, [128, 192])  # t285: cpu bf16[128, 192]
    t286 = aten.t.default(t285)  # t286: cpu bf16[192, 128]
    t287 = aten.abs.default(t284)  # t287: cpu bf16[2, 64, 192]
    t288 = aten.amax.default(t287, [2], False)  # t288: cpu bf16[2, 64]
    t289 = aten.amax.default(t288, [], False)  # t289: cpu bf16[]
    t290 = aten._to_copy.default(t289, dtype=torch.float32)  # t290: cpu f32[]
    t291 = aten.view.default(t290, [1])  # t291: cpu f32[1]
    t292 = aten.slice.Tensor(t80, 0, 1, 1024)  # t292: cpu f32[1023]
    t293 = aten.cat.default([t292, t291])  # t293: cpu f32[1024]
    t294 = aten.slice.Tensor(t293, 0, 1, 1024)  # t294: cpu f32[1023]
    t295 = aten.constant_pad_nd.default(t294, [1, 0], 0.0)  # t295: cpu f32[1024]
    t296 = aten.amax.default(t293, [0], False)  # t296: cpu f32[]
    t297 = aten.gt.Scalar(t296, 0.0)  # t297: cpu b8[]
    t298 = aten.le.Scalar(t296, 3.4028234663852886e+38)  # t298: cpu b8[]
    t299 = aten.logical_and.default(t297, t298)  # t299: cpu b8[]
    t300 = aten.full_like.default(t296, 57344.0)  # t300: cpu f32[]
    t301 = aten.div.Tensor(t300, t296)  # t301: cpu f32[]
    t302 = aten.clamp.default(t301, None, 3.4028234663852886e+38)  # t302: cpu f32[]
    t303 = aten.where.self(t299, t302, t81)  # t303: cpu f32[]
    t304 = aten.reciprocal.default(t303)  # t304: cpu f32[]
    t305 = aten._to_copy.default(t285, dtype=torch.float32)  # t305: cpu f32[128, 192]
    t306 = aten.mul.Tensor(t305, t81)  # t306: cpu f32[128, 192]
    t307 = aten.clamp.default(t306, -57344.0, 57344.0)  # t307: cpu f32[128, 192]
    t308 = aten._to_copy.default(t307, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t308: cpu f8e5m2[128, 192]
    t309 = aten.t.default(t308)  # t309: cpu f8e5m2[192, 128]
    # end region 12 -> t269, t277, t278, t282, t295, t303, t304, t308
    # region 13: inductor d3cc91b2890795be, 2 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t310 = aten.t.default(t282)  # t310: cpu f8e5m2[192, 128]
    t311 = aten.clone.default(t310, memory_format=torch.contiguous_format)  # t311: cpu f8e5m2[192, 128]
    # end region 13 -> t311
    # region 14: inductor 920c6a718ebece23, 12 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t312 = aten._to_copy.default(t14, dtype=torch.float32)  # t312: cpu f32[64]
    t313 = aten._to_copy.default(t134, dtype=torch.float32)  # t313: cpu f32[2, 64, 64]
    t314 = aten.mul.Tensor(t313, t135)  # t314: cpu f32[2, 64, 64]
    t315 = aten.mul.Tensor(t314, t312)  # t315: cpu f32[2, 64, 64]
    t316 = aten._to_copy.default(t315, dtype=torch.bfloat16)  # t316: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t317 = aten.view.default(t316, [128, 64])  # t317: cpu bf16[128, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t318 = aten.t.default(t317)  # t318: cpu bf16[64, 128]
    t319 = aten._to_copy.default(t318, dtype=torch.float32)  # t319: cpu f32[64, 128]
    t320 = aten.mul.Tensor(t319, t57)  # t320: cpu f32[64, 128]
    t321 = aten.clamp.default(t320, -448.0, 448.0)  # t321: cpu f32[64, 128]
    t322 = aten._to_copy.default(t321, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t322: cpu f8e4m3[64, 128]
    t323 = aten.t.default(t322)  # t323: cpu f8e4m3[128, 64]
    # end region 14 -> t323
    # region 15: te 97bc4eeacf7851c7, 1 ops
    t324 = aten._scaled_mm.default(t311, t323, t79, t58, None, None, torch.bfloat16)  # t324: cpu bf16[192, 64]
    # end region 15 -> t324
    # region 16: inductor 718e416d2df4ac50, 6 ops
    t325 = aten.t.default(t16)  # t325: cpu bf16[64, 192]
    t326 = aten._to_copy.default(t325, dtype=torch.float32)  # t326: cpu f32[64, 192]
    t327 = aten.mul.Tensor(t326, t61)  # t327: cpu f32[64, 192]
    t328 = aten.clamp.default(t327, -448.0, 448.0)  # t328: cpu f32[64, 192]
    t329 = aten._to_copy.default(t328, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t329: cpu f8e4m3[64, 192]
    t330 = aten.t.default(t329)  # t330: cpu f8e4m3[192, 64]
    # end region 16 -> t330
    # region 17: te f9fd62c4a21c8659, 1 ops
    t331 = aten._scaled_mm.default(t282, t330, t79, t62, None, None, torch.bfloat16)  # t331: cpu bf16[128, 64]
    # end region 17 -> t331
    # region 18: inductor d3cc91b2890795be, 2 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t332 = aten.t.default(t308)  # t332: cpu f8e5m2[192, 128]
    t333 = aten.clone.default(t332, memory_format=torch.contiguous_format)  # t333: cpu f8e5m2[192, 128]
    # end region 18 -> t333
    # region 19: te 97bc4eeacf7851c7, 1 ops
    t334 = aten._scaled_mm.default(t333, t323, t82, t58, None, None, torch.bfloat16)  # t334: cpu bf16[192, 64]
    # end region 19 -> t334
    # region 20: inductor 718e416d2df4ac50, 6 ops
    t335 = aten.t.default(t15)  # t335: cpu bf16[64, 192]
    t336 = aten._to_copy.default(t335, dtype=torch.float32)  # t336: cpu f32[64, 192]
    t337 = aten.mul.Tensor(t336, t59)  # t337: cpu f32[64, 192]
    t338 = aten.clamp.default(t337, -448.0, 448.0)  # t338: cpu f32[64, 192]
    t339 = aten._to_copy.default(t338, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t339: cpu f8e4m3[64, 192]
    t340 = aten.t.default(t339)  # t340: cpu f8e4m3[192, 64]
    # end region 20 -> t340
    # region 21: te f9fd62c4a21c8659, 1 ops
    t341 = aten._scaled_mm.default(t308, t340, t82, t60, None, None, torch.bfloat16)  # t341: cpu bf16[128, 64]
    # end region 21 -> t341
    # region 22: inductor 6ffaa314b2d042a8, 51 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t342 = aten._to_copy.default(t14, dtype=torch.float32)  # t342: cpu f32[64]
    t343 = aten._to_copy.default(t134, dtype=torch.float32)  # t343: cpu f32[2, 64, 64]
    t344 = aten.mul.Tensor(t343, t135)  # t344: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t345 = aten.view.default(t331, [2, 64, 64])  # t345: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t346 = aten.view.default(t341, [2, 64, 64])  # t346: cpu bf16[2, 64, 64]
    t347 = aten.add.Tensor(t345, t346)  # t347: cpu bf16[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t348 = aten._to_copy.default(t347, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t348: cpu f32[2, 64, 64]
    t349 = aten.mul.Tensor(t348, t344)  # t349: cpu f32[2, 64, 64]
    t350 = aten.mul.Tensor(t348, t342)  # t350: cpu f32[2, 64, 64]
    t351 = aten.sum.dim_IntList(t349, [0, 1], True)  # t351: cpu f32[1, 1, 64]
    t352 = aten.view.default(t351, [64])  # t352: cpu f32[64]
    t353 = aten._to_copy.default(t352, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t353: cpu bf16[64]
    t354 = aten.mul.Tensor(t350, t343)  # t354: cpu f32[2, 64, 64]
    t355 = aten.mul.Tensor(t350, t135)  # t355: cpu f32[2, 64, 64]
    t356 = aten.sum.dim_IntList(t354, [2], True)  # t356: cpu f32[2, 64, 1]
    t357 = aten.pow.Tensor_Scalar(t135, 3)  # t357: cpu f32[2, 64, 1]
    t358 = aten.mul.Scalar(t356, -0.5)  # t358: cpu f32[2, 64, 1]
    t359 = aten.mul.Tensor(t358, t357)  # t359: cpu f32[2, 64, 1]
    t360 = aten.expand.default(t359, [2, 64, 64])  # t360: cpu f32[2, 64, 64]
    t361 = aten.div.Scalar(t360, 64)  # t361: cpu f32[2, 64, 64]
    t362 = aten.pow.Tensor_Scalar(t343, 1.0)  # t362: cpu f32[2, 64, 64]
    t363 = aten.mul.Scalar(t362, 2.0)  # t363: cpu f32[2, 64, 64]
    t364 = aten.mul.Tensor(t361, t363)  # t364: cpu f32[2, 64, 64]
    t365 = aten.add.Tensor(t355, t364)  # t365: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:160
    t366 = aten._to_copy.default(t365, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t366: cpu bf16[2, 64, 64]
    t367 = aten.add.Tensor(t210, t366)  # t367: cpu bf16[2, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t368 = aten.view.default(t367, [128, 64])  # t368: cpu bf16[128, 64]
    t369 = aten.t.default(t368)  # t369: cpu bf16[64, 128]
    t370 = aten.abs.default(t367)  # t370: cpu bf16[2, 64, 64]
    t371 = aten.amax.default(t370, [2], False)  # t371: cpu bf16[2, 64]
    t372 = aten.amax.default(t371, [], False)  # t372: cpu bf16[]
    t373 = aten._to_copy.default(t372, dtype=torch.float32)  # t373: cpu f32[]
    t374 = aten.view.default(t373, [1])  # t374: cpu f32[1]
    t375 = aten.slice.Tensor(t83, 0, 1, 1024)  # t375: cpu f32[1023]
    t376 = aten.cat.default([t375, t374])  # t376: cpu f32[1024]
    t377 = aten.slice.Tensor(t376, 0, 1, 1024)  # t377: cpu f32[1023]
    t378 = aten.constant_pad_nd.default(t377, [1, 0], 0.0)  # t378: cpu f32[1024]
    t379 = aten.amax.default(t376, [0], False)  # t379: cpu f32[]
    t380 = aten.gt.Scalar(t379, 0.0)  # t380: cpu b8[]
    t381 = aten.le.Scalar(t379, 3.4028234663852886e+38)  # t381: cpu b8[]
    t382 = aten.logical_and.default(t380, t381)  # t382: cpu b8[]
    t383 = aten.full_like.default(t379, 57344.0)  # t383: cpu f32[]
    t384 = aten.div.Tensor(t383, t379)  # t384: cpu f32[]
    t385 = aten.clamp.default(t384, None, 3.4028234663852886e+38)  # t385: cpu f32[]
    t386 = aten.where.self(t382, t385, t84)  # t386: cpu f32[]
    t387 = aten.reciprocal.default(t386)  # t387: cpu f32[]
    t388 = aten._to_copy.default(t368, dtype=torch.float32)  # t388: cpu f32[128, 64]
    t389 = aten.mul.Tensor(t388, t84)  # t389: cpu f32[128, 64]
    t390 = aten.clamp.default(t389, -57344.0, 57344.0)  # t390: cpu f32[128, 64]
    t391 = aten._to_copy.default(t390, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t391: cpu f8e5m2[128, 64]
    t392 = aten.t.default(t391)  # t392: cpu f8e5m2[64, 128]
    # end region 22 -> t353, t367, t378, t386, t387, t391
    # region 23: inductor 151462b99a5d43c9, 2 ops
    t393 = aten.t.default(t391)  # t393: cpu f8e5m2[64, 128]
    t394 = aten.clone.default(t393, memory_format=torch.contiguous_format)  # t394: cpu f8e5m2[64, 128]
    # end region 23 -> t394
    # region 24: inductor bd79b81a875dad94, 8 ops
    # layers.1.attention (Attention), llama.py:250
    t395 = aten.transpose.int(t132, 1, 2)  # t395: cpu bf16[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t396 = aten.view.default(t395, [128, 64])  # t396: cpu bf16[128, 64]
    t397 = aten.t.default(t396)  # t397: cpu bf16[64, 128]
    t398 = aten._to_copy.default(t397, dtype=torch.float32)  # t398: cpu f32[64, 128]
    t399 = aten.mul.Tensor(t398, t53)  # t399: cpu f32[64, 128]
    t400 = aten.clamp.default(t399, -448.0, 448.0)  # t400: cpu f32[64, 128]
    t401 = aten._to_copy.default(t400, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t401: cpu f8e4m3[64, 128]
    t402 = aten.t.default(t401)  # t402: cpu f8e4m3[128, 64]
    # end region 24 -> t402
    # region 25: te f4ca694a92e0d2f9, 1 ops
    t403 = aten._scaled_mm.default(t394, t402, t85, t54, None, None, torch.bfloat16)  # t403: cpu bf16[64, 64]
    # end region 25 -> t403
    # region 26: inductor 320cf6957f1aaf4d, 6 ops
    t404 = aten.t.default(t13)  # t404: cpu bf16[64, 64]
    t405 = aten._to_copy.default(t404, dtype=torch.float32)  # t405: cpu f32[64, 64]
    t406 = aten.mul.Tensor(t405, t55)  # t406: cpu f32[64, 64]
    t407 = aten.clamp.default(t406, -448.0, 448.0)  # t407: cpu f32[64, 64]
    t408 = aten._to_copy.default(t407, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t408: cpu f8e4m3[64, 64]
    t409 = aten.t.default(t408)  # t409: cpu f8e4m3[64, 64]
    # end region 26 -> t409
    # region 27: te 51cece1548d82ef7, 1 ops
    t410 = aten._scaled_mm.default(t391, t409, t85, t56, None, None, torch.bfloat16)  # t410: cpu bf16[128, 64]
    # end region 27 -> t410
    # layers.1.attention (Attention), llama.py:250, 241, 242, 240, 243, 249
    t411 = aten.view.default(t410, [2, 64, 4, 16])  # t411: cpu bf16[2, 64, 4, 16]
    t412 = aten.transpose.int(t411, 1, 2)  # t412: cpu bf16[2, 4, 64, 16]
    t413 = aten.transpose.int(t130, 1, 2)  # t413: cpu bf16[2, 4, 64, 16]
    t414 = aten.transpose.int(t131, 1, 2)  # t414: cpu bf16[2, 2, 64, 16]
    t415 = aten.view.default(t129, [2, 64, 2, 16])  # t415: cpu bf16[2, 64, 2, 16]
    t416 = aten.transpose.int(t415, 1, 2)  # t416: cpu bf16[2, 2, 64, 16]
    t417, t418, t419 = aotc.sdpa_backward.default(t412, t413, t414, t416, None, t132, t133, True, None)  # t417: cpu bf16[2, 4, 64, 16], t418: cpu bf16[2, 2, 64, 16], t419: cpu bf16[2, 2, 64, 16]
    # region 28: inductor d9bb756dd5142304, 47 ops
    t420 = aten.clone.default(t418, memory_format=torch.contiguous_format)  # t420: cpu bf16[2, 2, 64, 16]
    t421 = aten.transpose.int(t420, 1, 2)  # t421: cpu bf16[2, 64, 2, 16]
    t422 = aten._to_copy.default(t421, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t422: cpu f32[2, 64, 2, 16]
    t423 = aten.view.default(t422, [2, 64, 2, 8, 2])  # t423: cpu f32[2, 64, 2, 8, 2]
    t424 = aten.select.int(t423, -1, 0)  # t424: cpu f32[2, 64, 2, 8]
    t425 = aten.select.int(t423, -1, 1)  # t425: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t426 = aten.slice.Tensor(t20, 0, 0, 64)  # t426: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t427 = aten.view.default(t426, [1, 64, 1, 8])  # t427: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210
    t428 = aten.mul.Tensor(t425, t427)  # t428: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t429 = aten.slice.Tensor(t21, 0, 0, 64)  # t429: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t430 = aten.view.default(t429, [1, 64, 1, 8])  # t430: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210, 209
    t431 = aten.mul.Tensor(t425, t430)  # t431: cpu f32[2, 64, 2, 8]
    t432 = aten.neg.default(t424)  # t432: cpu f32[2, 64, 2, 8]
    t433 = aten.mul.Tensor(t432, t430)  # t433: cpu f32[2, 64, 2, 8]
    t434 = aten.add.Tensor(t428, t433)  # t434: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t435 = aten.mul.Tensor(t424, t427)  # t435: cpu f32[2, 64, 2, 8]
    t436 = aten.add.Tensor(t431, t435)  # t436: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t437 = aten.select_backward.default(t434, [2, 64, 2, 8, 2], 4, 1)  # t437: cpu f32[2, 64, 2, 8, 2]
    t438 = aten.select_backward.default(t436, [2, 64, 2, 8, 2], 4, 0)  # t438: cpu f32[2, 64, 2, 8, 2]
    t439 = aten.add.Tensor(t437, t438)  # t439: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention (Attention), llama.py:205
    t440 = aten.view.default(t439, [2, 64, 2, 16])  # t440: cpu f32[2, 64, 2, 16]
    t441 = aten._to_copy.default(t440, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t441: cpu bf16[2, 64, 2, 16]
    # layers.1.attention.wk (Linear), llama.py:239
    t442 = aten.view.default(t441, [128, 32])  # t442: cpu bf16[128, 32]
    t443 = aten.t.default(t442)  # t443: cpu bf16[32, 128]
    t444 = aten.abs.default(t441)  # t444: cpu bf16[2, 64, 2, 16]
    t445 = aten.amax.default(t444, [3], False)  # t445: cpu bf16[2, 64, 2]
    t446 = aten.amax.default(t445, [], False)  # t446: cpu bf16[]
    t447 = aten._to_copy.default(t446, dtype=torch.float32)  # t447: cpu f32[]
    t448 = aten.view.default(t447, [1])  # t448: cpu f32[1]
    t449 = aten.slice.Tensor(t89, 0, 1, 1024)  # t449: cpu f32[1023]
    t450 = aten.cat.default([t449, t448])  # t450: cpu f32[1024]
    t451 = aten.slice.Tensor(t450, 0, 1, 1024)  # t451: cpu f32[1023]
    t452 = aten.constant_pad_nd.default(t451, [1, 0], 0.0)  # t452: cpu f32[1024]
    t453 = aten.amax.default(t450, [0], False)  # t453: cpu f32[]
    t454 = aten.gt.Scalar(t453, 0.0)  # t454: cpu b8[]
    t455 = aten.le.Scalar(t453, 3.4028234663852886e+38)  # t455: cpu b8[]
    t456 = aten.logical_and.default(t454, t455)  # t456: cpu b8[]
    t457 = aten.full_like.default(t453, 57344.0)  # t457: cpu f32[]
    t458 = aten.div.Tensor(t457, t453)  # t458: cpu f32[]
    t459 = aten.clamp.default(t458, None, 3.4028234663852886e+38)  # t459: cpu f32[]
    t460 = aten.where.self(t456, t459, t90)  # t460: cpu f32[]
    t461 = aten.reciprocal.default(t460)  # t461: cpu f32[]
    t462 = aten._to_copy.default(t442, dtype=torch.float32)  # t462: cpu f32[128, 32]
    t463 = aten.mul.Tensor(t462, t90)  # t463: cpu f32[128, 32]
    t464 = aten.clamp.default(t463, -57344.0, 57344.0)  # t464: cpu f32[128, 32]
    t465 = aten._to_copy.default(t464, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t465: cpu f8e5m2[128, 32]
    t466 = aten.t.default(t465)  # t466: cpu f8e5m2[32, 128]
    # end region 28 -> t452, t460, t461, t465
    # region 29: inductor aa00cacd87161611, 28 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t467 = aten.clone.default(t419, memory_format=torch.contiguous_format)  # t467: cpu bf16[2, 2, 64, 16]
    t468 = aten.transpose.int(t467, 1, 2)  # t468: cpu bf16[2, 64, 2, 16]
    t469 = aten.clone.default(t468, memory_format=torch.contiguous_format)  # t469: cpu bf16[2, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t470 = aten.view.default(t469, [128, 32])  # t470: cpu bf16[128, 32]
    t471 = aten.t.default(t470)  # t471: cpu bf16[32, 128]
    t472 = aten.abs.default(t469)  # t472: cpu bf16[2, 64, 2, 16]
    t473 = aten.amax.default(t472, [3], False)  # t473: cpu bf16[2, 64, 2]
    t474 = aten.amax.default(t473, [], False)  # t474: cpu bf16[]
    t475 = aten._to_copy.default(t474, dtype=torch.float32)  # t475: cpu f32[]
    t476 = aten.view.default(t475, [1])  # t476: cpu f32[1]
    t477 = aten.slice.Tensor(t86, 0, 1, 1024)  # t477: cpu f32[1023]
    t478 = aten.cat.default([t477, t476])  # t478: cpu f32[1024]
    t479 = aten.slice.Tensor(t478, 0, 1, 1024)  # t479: cpu f32[1023]
    t480 = aten.constant_pad_nd.default(t479, [1, 0], 0.0)  # t480: cpu f32[1024]
    t481 = aten.amax.default(t478, [0], False)  # t481: cpu f32[]
    t482 = aten.gt.Scalar(t481, 0.0)  # t482: cpu b8[]
    t483 = aten.le.Scalar(t481, 3.4028234663852886e+38)  # t483: cpu b8[]
    t484 = aten.logical_and.default(t482, t483)  # t484: cpu b8[]
    t485 = aten.full_like.default(t481, 57344.0)  # t485: cpu f32[]
    t486 = aten.div.Tensor(t485, t481)  # t486: cpu f32[]
    t487 = aten.clamp.default(t486, None, 3.4028234663852886e+38)  # t487: cpu f32[]
    t488 = aten.where.self(t484, t487, t87)  # t488: cpu f32[]
    t489 = aten.reciprocal.default(t488)  # t489: cpu f32[]
    t490 = aten._to_copy.default(t470, dtype=torch.float32)  # t490: cpu f32[128, 32]
    t491 = aten.mul.Tensor(t490, t87)  # t491: cpu f32[128, 32]
    t492 = aten.clamp.default(t491, -57344.0, 57344.0)  # t492: cpu f32[128, 32]
    t493 = aten._to_copy.default(t492, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t493: cpu f8e5m2[128, 32]
    t494 = aten.t.default(t493)  # t494: cpu f8e5m2[32, 128]
    # end region 29 -> t480, t488, t489, t493
    # region 30: inductor 577385b764e758e4, 46 ops
    # rope (RotaryEmbedding), llama.py:195
    t495 = aten.slice.Tensor(t20, 0, 0, 64)  # t495: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t496 = aten.view.default(t495, [1, 64, 1, 8])  # t496: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t497 = aten.slice.Tensor(t21, 0, 0, 64)  # t497: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t498 = aten.view.default(t497, [1, 64, 1, 8])  # t498: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:241, 212, 211, 210, 209
    t499 = aten.transpose.int(t417, 1, 2)  # t499: cpu bf16[2, 64, 4, 16]
    t500 = aten._to_copy.default(t499, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t500: cpu f32[2, 64, 4, 16]
    t501 = aten.view.default(t500, [2, 64, 4, 8, 2])  # t501: cpu f32[2, 64, 4, 8, 2]
    t502 = aten.select.int(t501, -1, 0)  # t502: cpu f32[2, 64, 4, 8]
    t503 = aten.select.int(t501, -1, 1)  # t503: cpu f32[2, 64, 4, 8]
    t504 = aten.mul.Tensor(t503, t496)  # t504: cpu f32[2, 64, 4, 8]
    t505 = aten.mul.Tensor(t503, t498)  # t505: cpu f32[2, 64, 4, 8]
    t506 = aten.neg.default(t502)  # t506: cpu f32[2, 64, 4, 8]
    t507 = aten.mul.Tensor(t506, t498)  # t507: cpu f32[2, 64, 4, 8]
    t508 = aten.add.Tensor(t504, t507)  # t508: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t509 = aten.mul.Tensor(t502, t496)  # t509: cpu f32[2, 64, 4, 8]
    t510 = aten.add.Tensor(t505, t509)  # t510: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t511 = aten.select_backward.default(t508, [2, 64, 4, 8, 2], 4, 1)  # t511: cpu f32[2, 64, 4, 8, 2]
    t512 = aten.select_backward.default(t510, [2, 64, 4, 8, 2], 4, 0)  # t512: cpu f32[2, 64, 4, 8, 2]
    t513 = aten.add.Tensor(t511, t512)  # t513: cpu f32[2, 64, 4, 8, 2]
    # layers.1.attention (Attention), llama.py:205
    t514 = aten.view.default(t513, [2, 64, 4, 16])  # t514: cpu f32[2, 64, 4, 16]
    t515 = aten._to_copy.default(t514, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t515: cpu bf16[2, 64, 4, 16]
    # layers.1.attention.wq (Linear), llama.py:238
    t516 = aten.view.default(t515, [128, 64])  # t516: cpu bf16[128, 64]
    t517 = aten.t.default(t516)  # t517: cpu bf16[64, 128]
    t518 = aten.abs.default(t515)  # t518: cpu bf16[2, 64, 4, 16]
    t519 = aten.amax.default(t518, [3], False)  # t519: cpu bf16[2, 64, 4]
    t520 = aten.amax.default(t519, [], False)  # t520: cpu bf16[]
    t521 = aten._to_copy.default(t520, dtype=torch.float32)  # t521: cpu f32[]
    t522 = aten.view.default(t521, [1])  # t522: cpu f32[1]
    t523 = aten.slice.Tensor(t92, 0, 1, 1024)  # t523: cpu f32[1023]
    t524 = aten.cat.default([t523, t522])  # t524: cpu f32[1024]
    t525 = aten.slice.Tensor(t524, 0, 1, 1024)  # t525: cpu f32[1023]
    t526 = aten.constant_pad_nd.default(t525, [1, 0], 0.0)  # t526: cpu f32[1024]
    t527 = aten.amax.default(t524, [0], False)  # t527: cpu f32[]
    t528 = aten.gt.Scalar(t527, 0.0)  # t528: cpu b8[]
    t529 = aten.le.Scalar(t527, 3.4028234663852886e+38)  # t529: cpu b8[]
    t530 = aten.logical_and.default(t528, t529)  # t530: cpu b8[]
    t531 = aten.full_like.default(t527, 57344.0)  # t531: cpu f32[]
    t532 = aten.div.Tensor(t531, t527)  # t532: cpu f32[]
    t533 = aten.clamp.default(t532, None, 3.4028234663852886e+38)  # t533: cpu f32[]
    t534 = aten.where.self(t530, t533, t93)  # t534: cpu f32[]
    t535 = aten.reciprocal.default(t534)  # t535: cpu f32[]
    t536 = aten._to_copy.default(t516, dtype=torch.float32)  # t536: cpu f32[128, 64]
    t537 = aten.mul.Tensor(t536, t93)  # t537: cpu f32[128, 64]
    t538 = aten.clamp.default(t537, -57344.0, 57344.0)  # t538: cpu f32[128, 64]
    t539 = aten._to_copy.default(t538, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t539: cpu f8e5m2[128, 64]
    t540 = aten.t.default(t539)  # t540: cpu f8e5m2[64, 128]
    # end region 30 -> t526, t534, t535, t539
    # region 31: inductor 7b887c40ec3c824f, 2 ops
    # layers.1.attention.wv (Linear), llama.py:240
    t541 = aten.t.default(t493)  # t541: cpu f8e5m2[32, 128]
    t542 = aten.clone.default(t541, memory_format=torch.contiguous_format)  # t542: cpu f8e5m2[32, 128]
    # end region 31 -> t542
    # region 32: inductor 920c6a718ebece23, 12 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 160, 161
    t543 = aten._to_copy.default(t9, dtype=torch.float32)  # t543: cpu f32[64]
    t544 = aten._to_copy.default(t127, dtype=torch.float32)  # t544: cpu f32[2, 64, 64]
    t545 = aten.mul.Tensor(t544, t128)  # t545: cpu f32[2, 64, 64]
    t546 = aten.mul.Tensor(t545, t543)  # t546: cpu f32[2, 64, 64]
    t547 = aten._to_copy.default(t546, dtype=torch.bfloat16)  # t547: cpu bf16[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t548 = aten.view.default(t547, [128, 64])  # t548: cpu bf16[128, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t549 = aten.t.default(t548)  # t549: cpu bf16[64, 128]
    t550 = aten._to_copy.default(t549, dtype=torch.float32)  # t550: cpu f32[64, 128]
    t551 = aten.mul.Tensor(t550, t45)  # t551: cpu f32[64, 128]
    t552 = aten.clamp.default(t551, -448.0, 448.0)  # t552: cpu f32[64, 128]
    t553 = aten._to_copy.default(t552, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t553: cpu f8e4m3[64, 128]
    t554 = aten.t.default(t553)  # t554: cpu f8e4m3[128, 64]
    # end region 32 -> t554
    # region 33: te 3e253a9f5ad8d9d1, 1 ops
    t555 = aten._scaled_mm.default(t542, t554, t88, t46, None, None, torch.bfloat16)  # t555: cpu bf16[32, 64]
    # end region 33 -> t555
    # region 34: inductor 87d84e0e1d7a9bbd, 6 ops
    t556 = aten.t.default(t12)  # t556: cpu bf16[64, 32]
    t557 = aten._to_copy.default(t556, dtype=torch.float32)  # t557: cpu f32[64, 32]
    t558 = aten.mul.Tensor(t557, t51)  # t558: cpu f32[64, 32]
    t559 = aten.clamp.default(t558, -448.0, 448.0)  # t559: cpu f32[64, 32]
    t560 = aten._to_copy.default(t559, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t560: cpu f8e4m3[64, 32]
    t561 = aten.t.default(t560)  # t561: cpu f8e4m3[32, 64]
    # end region 34 -> t561
    # region 35: te 802eafa4f623a1ef, 1 ops
    t562 = aten._scaled_mm.default(t493, t561, t88, t52, None, None, torch.bfloat16)  # t562: cpu bf16[128, 64]
    # end region 35 -> t562
    # region 36: inductor 7b887c40ec3c824f, 2 ops
    # layers.1.attention.wk (Linear), llama.py:239
    t563 = aten.t.default(t465)  # t563: cpu f8e5m2[32, 128]
    t564 = aten.clone.default(t563, memory_format=torch.contiguous_format)  # t564: cpu f8e5m2[32, 128]
    # end region 36 -> t564
    # region 37: te 3e253a9f5ad8d9d1, 1 ops
    t565 = aten._scaled_mm.default(t564, t554, t91, t46, None, None, torch.bfloat16)  # t565: cpu bf16[32, 64]
    # end region 37 -> t565
    # region 38: inductor 87d84e0e1d7a9bbd, 6 ops
    t566 = aten.t.default(t11)  # t566: cpu bf16[64, 32]
    t567 = aten._to_copy.default(t566, dtype=torch.float32)  # t567: cpu f32[64, 32]
    t568 = aten.mul.Tensor(t567, t49)  # t568: cpu f32[64, 32]
    t569 = aten.clamp.default(t568, -448.0, 448.0)  # t569: cpu f32[64, 32]
    t570 = aten._to_copy.default(t569, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t570: cpu f8e4m3[64, 32]
    t571 = aten.t.default(t570)  # t571: cpu f8e4m3[32, 64]
    # end region 38 -> t571
    # region 39: te 802eafa4f623a1ef, 1 ops
    t572 = aten._scaled_mm.default(t465, t571, t91, t50, None, None, torch.bfloat16)  # t572: cpu bf16[128, 64]
    # end region 39 -> t572
    # region 40: inductor 151462b99a5d43c9, 2 ops
    # layers.1.attention.wq (Linear), llama.py:238
    t573 = aten.t.default(t539)  # t573: cpu f8e5m2[64, 128]
    t574 = aten.clone.default(t573, memory_format=torch.contiguous_format)  # t574: cpu f8e5m2[64, 128]
    # end region 40 -> t574
    # region 41: te f4ca694a92e0d2f9, 1 ops
    t575 = aten._scaled_mm.default(t574, t554, t94, t46, None, None, torch.bfloat16)  # t575: cpu bf16[64, 64]
    # end region 41 -> t575
    # region 42: inductor 320cf6957f1aaf4d, 6 ops
    t576 = aten.t.default(t10)  # t576: cpu bf16[64, 64]
    t577 = aten._to_copy.default(t576, dtype=torch.float32)  # t577: cpu f32[64, 64]
    t578 = aten.mul.Tensor(t577, t47)  # t578: cpu f32[64, 64]
    t579 = aten.clamp.default(t578, -448.0, 448.0)  # t579: cpu f32[64, 64]
    t580 = aten._to_copy.default(t579, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t580: cpu f8e4m3[64, 64]
    t581 = aten.t.default(t580)  # t581: cpu f8e4m3[64, 64]
    # end region 42 -> t581
    # region 43: te 51cece1548d82ef7, 1 ops
    t582 = aten._scaled_mm.default(t539, t581, t94, t48, None, None, torch.bfloat16)  # t582: cpu bf16[128, 64]
    # end region 43 -> t582
    # region 44: inductor 72f50e63809d83ba, 53 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 160, 161
    t583 = aten._to_copy.default(t9, dtype=torch.float32)  # t583: cpu f32[64]
    t584 = aten._to_copy.default(t127, dtype=torch.float32)  # t584: cpu f32[2, 64, 64]
    t585 = aten.mul.Tensor(t584, t128)  # t585: cpu f32[2, 64, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t586 = aten.view.default(t562, [2, 64, 64])  # t586: cpu bf16[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t587 = aten.view.default(t572, [2, 64, 64])  # t587: cpu bf16[2, 64, 64]
    t588 = aten.add.Tensor(t586, t587)  # t588: cpu bf16[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t589 = aten.view.default(t582, [2, 64, 64])  # t589: cpu bf16[2, 64, 64]
    t590 = aten.add.Tensor(t588, t589)  # t590: cpu bf16[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t591 = aten._to_copy.default(t590, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t591: cpu f32[2, 64, 64]
    t592 = aten.mul.Tensor(t591, t585)  # t592: cpu f32[2, 64, 64]
    t593 = aten.mul.Tensor(t591, t583)  # t593: cpu f32[2, 64, 64]
    t594 = aten.sum.dim_IntList(t592, [0, 1], True)  # t594: cpu f32[1, 1, 64]
    t595 = aten.view.default(t594, [64])  # t595: cpu f32[64]
    t596 = aten._to_copy.default(t595, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t596: cpu bf16[64]
    t597 = aten.mul.Tensor(t593, t584)  # t597: cpu f32[2, 64, 64]
    t598 = aten.mul.Tensor(t593, t128)  # t598: cpu f32[2, 64, 64]
    t599 = aten.sum.dim_IntList(t597, [2], True)  # t599: cpu f32[2, 64, 1]
    t600 = aten.pow.Tensor_Scalar(t128, 3)  # t600: cpu f32[2, 64, 1]
    t601 = aten.mul.Scalar(t599, -0.5)  # t601: cpu f32[2, 64, 1]
    t602 = aten.mul.Tensor(t601, t600)  # t602: cpu f32[2, 64, 1]
    t603 = aten.expand.default(t602, [2, 64, 64])  # t603: cpu f32[2, 64, 64]
    t604 = aten.div.Scalar(t603, 64)  # t604: cpu f32[2, 64, 64]
    t605 = aten.pow.Tensor_Scalar(t584, 1.0)  # t605: cpu f32[2, 64, 64]
    t606 = aten.mul.Scalar(t605, 2.0)  # t606: cpu f32[2, 64, 64]
    t607 = aten.mul.Tensor(t604, t606)  # t607: cpu f32[2, 64, 64]
    t608 = aten.add.Tensor(t598, t607)  # t608: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:160
    t609 = aten._to_copy.default(t608, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t609: cpu bf16[2, 64, 64]
    t610 = aten.add.Tensor(t367, t609)  # t610: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t611 = aten.view.default(t610, [128, 64])  # t611: cpu bf16[128, 64]
    t612 = aten.t.default(t611)  # t612: cpu bf16[64, 128]
    t613 = aten.abs.default(t610)  # t613: cpu bf16[2, 64, 64]
    t614 = aten.amax.default(t613, [2], False)  # t614: cpu bf16[2, 64]
    t615 = aten.amax.default(t614, [], False)  # t615: cpu bf16[]
    t616 = aten._to_copy.default(t615, dtype=torch.float32)  # t616: cpu f32[]
    t617 = aten.view.default(t616, [1])  # t617: cpu f32[1]
    t618 = aten.slice.Tensor(t95, 0, 1, 1024)  # t618: cpu f32[1023]
    t619 = aten.cat.default([t618, t617])  # t619: cpu f32[1024]
    t620 = aten.slice.Tensor(t619, 0, 1, 1024)  # t620: cpu f32[1023]
    t621 = aten.constant_pad_nd.default(t620, [1, 0], 0.0)  # t621: cpu f32[1024]
    t622 = aten.amax.default(t619, [0], False)  # t622: cpu f32[]
    t623 = aten.gt.Scalar(t622, 0.0)  # t623: cpu b8[]
    t624 = aten.le.Scalar(t622, 3.4028234663852886e+38)  # t624: cpu b8[]
    t625 = aten.logical_and.default(t623, t624)  # t625: cpu b8[]
    t626 = aten.full_like.default(t622, 57344.0)  # t626: cpu f32[]
    t627 = aten.div.Tensor(t626, t622)  # t627: cpu f32[]
    t628 = aten.clamp.default(t627, None, 3.4028234663852886e+38)  # t628: cpu f32[]
    t629 = aten.where.self(t625, t628, t96)  # t629: cpu f32[]
    t630 = aten.reciprocal.default(t629)  # t630: cpu f32[]
    t631 = aten._to_copy.default(t611, dtype=torch.float32)  # t631: cpu f32[128, 64]
    t632 = aten.mul.Tensor(t631, t96)  # t632: cpu f32[128, 64]
    t633 = aten.clamp.default(t632, -57344.0, 57344.0)  # t633: cpu f32[128, 64]
    t634 = aten._to_copy.default(t633, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t634: cpu f8e5m2[128, 64]
    t635 = aten.t.default(t634)  # t635: cpu f8e5m2[64, 128]
    # end region 44 -> t596, t610, t621, t629, t630, t634
    # region 45: inductor 151462b99a5d43c9, 2 ops
    t636 = aten.t.default(t634)  # t636: cpu f8e5m2[64, 128]
    t637 = aten.clone.default(t636, memory_format=torch.contiguous_format)  # t637: cpu f8e5m2[64, 128]
    # end region 45 -> t637
    # region 46: inductor d84efa5c37be3384, 9 ops
    # layers.0.feed_forward (FeedForward), llama.py:269
    t638 = aten.silu.default(t125)  # t638: cpu bf16[2, 64, 192]
    t639 = aten.mul.Tensor(t638, t126)  # t639: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t640 = aten.view.default(t639, [128, 192])  # t640: cpu bf16[128, 192]
    t641 = aten.t.default(t640)  # t641: cpu bf16[192, 128]
    t642 = aten._to_copy.default(t641, dtype=torch.float32)  # t642: cpu f32[192, 128]
    t643 = aten.mul.Tensor(t642, t41)  # t643: cpu f32[192, 128]
    t644 = aten.clamp.default(t643, -448.0, 448.0)  # t644: cpu f32[192, 128]
    t645 = aten._to_copy.default(t644, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t645: cpu f8e4m3[192, 128]
    t646 = aten.t.default(t645)  # t646: cpu f8e4m3[128, 192]
    # end region 46 -> t646
    # region 47: te 9c07cfbfde8765d1, 1 ops
    t647 = aten._scaled_mm.default(t637, t646, t97, t42, None, None, torch.bfloat16)  # t647: cpu bf16[64, 192]
    # end region 47 -> t647
    # region 48: inductor 4472c963b1085452, 6 ops
    t648 = aten.t.default(t8)  # t648: cpu bf16[192, 64]
    t649 = aten._to_copy.default(t648, dtype=torch.float32)  # t649: cpu f32[192, 64]
    t650 = aten.mul.Tensor(t649, t43)  # t650: cpu f32[192, 64]
    t651 = aten.clamp.default(t650, -448.0, 448.0)  # t651: cpu f32[192, 64]
    t652 = aten._to_copy.default(t651, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t652: cpu f8e4m3[192, 64]
    t653 = aten.t.default(t652)  # t653: cpu f8e4m3[64, 192]
    # end region 48 -> t653
    # region 49: te ae66b94f20fe510e, 1 ops
    t654 = aten._scaled_mm.default(t634, t653, t97, t44, None, None, torch.bfloat16)  # t654: cpu bf16[128, 192]
    # end region 49 -> t654
    # region 50: inductor 8caf668145a7ee66, 55 ops
    # layers.0.feed_forward (FeedForward), llama.py:269
    t655 = aten.silu.default(t125)  # t655: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t656 = aten.view.default(t654, [2, 64, 192])  # t656: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t657 = aten.mul.Tensor(t656, t655)  # t657: cpu bf16[2, 64, 192]
    t658 = aten.mul.Tensor(t656, t126)  # t658: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t659 = aten.view.default(t657, [128, 192])  # t659: cpu bf16[128, 192]
    t660 = aten.t.default(t659)  # t660: cpu bf16[192, 128]
    t661 = aten.abs.default(t657)  # t661: cpu bf16[2, 64, 192]
    t662 = aten.amax.default(t661, [2], False)  # t662: cpu bf16[2, 64]
    t663 = aten.amax.default(t662, [], False)  # t663: cpu bf16[]
    t664 = aten._to_copy.default(t663, dtype=torch.float32)  # t664: cpu f32[]
    t665 = aten.view.default(t664, [1])  # t665: cpu f32[1]
    t666 = aten.slice.Tensor(t98, 0, 1, 1024)  # t666: cpu f32[1023]
    t667 = aten.cat.default([t666, t665])  # t667: cpu f32[1024]
    t668 = aten.slice.Tensor(t667, 0, 1, 1024)  # t668: cpu f32[1023]
    t669 = aten.constant_pad_nd.default(t668, [1, 0], 0.0)  # t669: cpu f32[1024]
    t670 = aten.amax.default(t667, [0], False)  # t670: cpu f32[]
    t671 = aten.gt.Scalar(t670, 0.0)  # t671: cpu b8[]
    t672 = aten.le.Scalar(t670, 3.4028234663852886e+38)  # t672: cpu b8[]
    t673 = aten.logical_and.default(t671, t672)  # t673: cpu b8[]
    t674 = aten.full_like.default(t670, 57344.0)  # t674: cpu f32[]
    t675 = aten.div.Tensor(t674, t670)  # t675: cpu f32[]
    t676 = aten.clamp.default(t675, None, 3.4028234663852886e+38)  # t676: cpu f32[]
    t677 = aten.where.self(t673, t676, t99)  # t677: cpu f32[]
    t678 = aten.reciprocal.default(t677)  # t678: cpu f32[]
    t679 = aten._to_copy.default(t659, dtype=torch.float32)  # t679: cpu f32[128, 192]
    t680 = aten.mul.Tensor(t679, t99)  # t680: cpu f32[128, 192]
    t681 = aten.clamp.default(t680, -57344.0, 57344.0)  # t681: cpu f32[128, 192]
    t682 = aten._to_copy.default(t681, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t682: cpu f8e5m2[128, 192]
    t683 = aten.t.default(t682)  # t683: cpu f8e5m2[192, 128]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t684 = aten.silu_backward.default(t658, t125)  # t684: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t685 = aten.view.default(t684, [128, 192])  # t685: cpu bf16[128, 192]
    t686 = aten.t.default(t685)  # t686: cpu bf16[192, 128]
    t687 = aten.abs.default(t684)  # t687: cpu bf16[2, 64, 192]
    t688 = aten.amax.default(t687, [2], False)  # t688: cpu bf16[2, 64]
    t689 = aten.amax.default(t688, [], False)  # t689: cpu bf16[]
    t690 = aten._to_copy.default(t689, dtype=torch.float32)  # t690: cpu f32[]
    t691 = aten.view.default(t690, [1])  # t691: cpu f32[1]
    t692 = aten.slice.Tensor(t101, 0, 1, 1024)  # t692: cpu f32[1023]
    t693 = aten.cat.default([t692, t691])  # t693: cpu f32[1024]
    t694 = aten.slice.Tensor(t693, 0, 1, 1024)  # t694: cpu f32[1023]
    t695 = aten.constant_pad_nd.default(t694, [1, 0], 0.0)  # t695: cpu f32[1024]
    t696 = aten.amax.default(t693, [0], False)  # t696: cpu f32[]
    t697 = aten.gt.Scalar(t696, 0.0)  # t697: cpu b8[]
    t698 = aten.le.Scalar(t696, 3.4028234663852886e+38)  # t698: cpu b8[]
    t699 = aten.logical_and.default(t697, t698)  # t699: cpu b8[]
    t700 = aten.full_like.default(t696, 57344.0)  # t700: cpu f32[]
    t701 = aten.div.Tensor(t700, t696)  # t701: cpu f32[]
    t702 = aten.clamp.default(t701, None, 3.4028234663852886e+38)  # t702: cpu f32[]
    t703 = aten.where.self(t699, t702, t102)  # t703: cpu f32[]
    t704 = aten.reciprocal.default(t703)  # t704: cpu f32[]
    t705 = aten._to_copy.default(t685, dtype=torch.float32)  # t705: cpu f32[128, 192]
    t706 = aten.mul.Tensor(t705, t102)  # t706: cpu f32[128, 192]
    t707 = aten.clamp.default(t706, -57344.0, 57344.0)  # t707: cpu f32[128, 192]
    t708 = aten._to_copy.default(t707, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t708: cpu f8e5m2[128, 192]
    t709 = aten.t.default(t708)  # t709: cpu f8e5m2[192, 128]
    # end region 50 -> t669, t677, t678, t682, t695, t703, t704, t708
    # region 51: inductor d3cc91b2890795be, 2 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t710 = aten.t.default(t682)  # t710: cpu f8e5m2[192, 128]
    t711 = aten.clone.default(t710, memory_format=torch.contiguous_format)  # t711: cpu f8e5m2[192, 128]
    # end region 51 -> t711
    # region 52: inductor 920c6a718ebece23, 12 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t712 = aten._to_copy.default(t5, dtype=torch.float32)  # t712: cpu f32[64]
    t713 = aten._to_copy.default(t123, dtype=torch.float32)  # t713: cpu f32[2, 64, 64]
    t714 = aten.mul.Tensor(t713, t124)  # t714: cpu f32[2, 64, 64]
    t715 = aten.mul.Tensor(t714, t712)  # t715: cpu f32[2, 64, 64]
    t716 = aten._to_copy.default(t715, dtype=torch.bfloat16)  # t716: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t717 = aten.view.default(t716, [128, 64])  # t717: cpu bf16[128, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t718 = aten.t.default(t717)  # t718: cpu bf16[64, 128]
    t719 = aten._to_copy.default(t718, dtype=torch.float32)  # t719: cpu f32[64, 128]
    t720 = aten.mul.Tensor(t719, t35)  # t720: cpu f32[64, 128]
    t721 = aten.clamp.default(t720, -448.0, 448.0)  # t721: cpu f32[64, 128]
    t722 = aten._to_copy.default(t721, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t722: cpu f8e4m3[64, 128]
    t723 = aten.t.default(t722)  # t723: cpu f8e4m3[128, 64]
    # end region 52 -> t723
    # region 53: te 97bc4eeacf7851c7, 1 ops
    t724 = aten._scaled_mm.default(t711, t723, t100, t36, None, None, torch.bfloat16)  # t724: cpu bf16[192, 64]
    # end region 53 -> t724
    # region 54: inductor 718e416d2df4ac50, 6 ops
    t725 = aten.t.default(t7)  # t725: cpu bf16[64, 192]
    t726 = aten._to_copy.default(t725, dtype=torch.float32)  # t726: cpu f32[64, 192]
    t727 = aten.mul.Tensor(t726, t39)  # t727: cpu f32[64, 192]
    t728 = aten.clamp.default(t727, -448.0, 448.0)  # t728: cpu f32[64, 192]
    t729 = aten._to_copy.default(t728, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t729: cpu f8e4m3[64, 192]
    t730 = aten.t.default(t729)  # t730: cpu f8e4m3[192, 64]
    # end region 54 -> t730
    # region 55: te f9fd62c4a21c8659, 1 ops
    t731 = aten._scaled_mm.default(t682, t730, t100, t40, None, None, torch.bfloat16)  # t731: cpu bf16[128, 64]
    # end region 55 -> t731
    # region 56: inductor d3cc91b2890795be, 2 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t732 = aten.t.default(t708)  # t732: cpu f8e5m2[192, 128]
    t733 = aten.clone.default(t732, memory_format=torch.contiguous_format)  # t733: cpu f8e5m2[192, 128]
    # end region 56 -> t733
    # region 57: te 97bc4eeacf7851c7, 1 ops
    t734 = aten._scaled_mm.default(t733, t723, t103, t36, None, None, torch.bfloat16)  # t734: cpu bf16[192, 64]
    # end region 57 -> t734
    # region 58: inductor 718e416d2df4ac50, 6 ops
    t735 = aten.t.default(t6)  # t735: cpu bf16[64, 192]
    t736 = aten._to_copy.default(t735, dtype=torch.float32)  # t736: cpu f32[64, 192]
    t737 = aten.mul.Tensor(t736, t37)  # t737: cpu f32[64, 192]
    t738 = aten.clamp.default(t737, -448.0, 448.0)  # t738: cpu f32[64, 192]
    t739 = aten._to_copy.default(t738, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t739: cpu f8e4m3[64, 192]
    t740 = aten.t.default(t739)  # t740: cpu f8e4m3[192, 64]
    # end region 58 -> t740
    # region 59: te f9fd62c4a21c8659, 1 ops
    t741 = aten._scaled_mm.default(t708, t740, t103, t38, None, None, torch.bfloat16)  # t741: cpu bf16[128, 64]
    # end region 59 -> t741
    # region 60: inductor 6ffaa314b2d042a8, 51 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t742 = aten._to_copy.default(t5, dtype=torch.float32)  # t742: cpu f32[64]
    t743 = aten._to_copy.default(t123, dtype=torch.float32)  # t743: cpu f32[2, 64, 64]
    t744 = aten.mul.Tensor(t743, t124)  # t744: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t745 = aten.view.default(t731, [2, 64, 64])  # t745: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t746 = aten.view.default(t741, [2, 64, 64])  # t746: cpu bf16[2, 64, 64]
    t747 = aten.add.Tensor(t745, t746)  # t747: cpu bf16[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t748 = aten._to_copy.default(t747, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t748: cpu f32[2, 64, 64]
    t749 = aten.mul.Tensor(t748, t744)  # t749: cpu f32[2, 64, 64]
    t750 = aten.mul.Tensor(t748, t742)  # t750: cpu f32[2, 64, 64]
    t751 = aten.sum.dim_IntList(t749, [0, 1], True)  # t751: cpu f32[1, 1, 64]
    t752 = aten.view.default(t751, [64])  # t752: cpu f32[64]
    t753 = aten._to_copy.default(t752, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t753: cpu bf16[64]
    t754 = aten.mul.Tensor(t750, t743)  # t754: cpu f32[2, 64, 64]
    t755 = aten.mul.Tensor(t750, t124)  # t755: cpu f32[2, 64, 64]
    t756 = aten.sum.dim_IntList(t754, [2], True)  # t756: cpu f32[2, 64, 1]
    t757 = aten.pow.Tensor_Scalar(t124, 3)  # t757: cpu f32[2, 64, 1]
    t758 = aten.mul.Scalar(t756, -0.5)  # t758: cpu f32[2, 64, 1]
    t759 = aten.mul.Tensor(t758, t757)  # t759: cpu f32[2, 64, 1]
    t760 = aten.expand.default(t759, [2, 64, 64])  # t760: cpu f32[2, 64, 64]
    t761 = aten.div.Scalar(t760, 64)  # t761: cpu f32[2, 64, 64]
    t762 = aten.pow.Tensor_Scalar(t743, 1.0)  # t762: cpu f32[2, 64, 64]
    t763 = aten.mul.Scalar(t762, 2.0)  # t763: cpu f32[2, 64, 64]
    t764 = aten.mul.Tensor(t761, t763)  # t764: cpu f32[2, 64, 64]
    t765 = aten.add.Tensor(t755, t764)  # t765: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:160
    t766 = aten._to_copy.default(t765, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t766: cpu bf16[2, 64, 64]
    t767 = aten.add.Tensor(t610, t766)  # t767: cpu bf16[2, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t768 = aten.view.default(t767, [128, 64])  # t768: cpu bf16[128, 64]
    t769 = aten.t.default(t768)  # t769: cpu bf16[64, 128]
    t770 = aten.abs.default(t767)  # t770: cpu bf16[2, 64, 64]
    t771 = aten.amax.default(t770, [2], False)  # t771: cpu bf16[2, 64]
    t772 = aten.amax.default(t771, [], False)  # t772: cpu bf16[]
    t773 = aten._to_copy.default(t772, dtype=torch.float32)  # t773: cpu f32[]
    t774 = aten.view.default(t773, [1])  # t774: cpu f32[1]
    t775 = aten.slice.Tensor(t104, 0, 1, 1024)  # t775: cpu f32[1023]
    t776 = aten.cat.default([t775, t774])  # t776: cpu f32[1024]
    t777 = aten.slice.Tensor(t776, 0, 1, 1024)  # t777: cpu f32[1023]
    t778 = aten.constant_pad_nd.default(t777, [1, 0], 0.0)  # t778: cpu f32[1024]
    t779 = aten.amax.default(t776, [0], False)  # t779: cpu f32[]
    t780 = aten.gt.Scalar(t779, 0.0)  # t780: cpu b8[]
    t781 = aten.le.Scalar(t779, 3.4028234663852886e+38)  # t781: cpu b8[]
    t782 = aten.logical_and.default(t780, t781)  # t782: cpu b8[]
    t783 = aten.full_like.default(t779, 57344.0)  # t783: cpu f32[]
    t784 = aten.div.Tensor(t783, t779)  # t784: cpu f32[]
    t785 = aten.clamp.default(t784, None, 3.4028234663852886e+38)  # t785: cpu f32[]
    t786 = aten.where.self(t782, t785, t105)  # t786: cpu f32[]
    t787 = aten.reciprocal.default(t786)  # t787: cpu f32[]
    t788 = aten._to_copy.default(t768, dtype=torch.float32)  # t788: cpu f32[128, 64]
    t789 = aten.mul.Tensor(t788, t105)  # t789: cpu f32[128, 64]
    t790 = aten.clamp.default(t789, -57344.0, 57344.0)  # t790: cpu f32[128, 64]
    t791 = aten._to_copy.default(t790, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t791: cpu f8e5m2[128, 64]
    t792 = aten.t.default(t791)  # t792: cpu f8e5m2[64, 128]
    # end region 60 -> t753, t767, t778, t786, t787, t791
    # region 61: inductor 151462b99a5d43c9, 2 ops
    t793 = aten.t.default(t791)  # t793: cpu f8e5m2[64, 128]
    t794 = aten.clone.default(t793, memory_format=torch.contiguous_format)  # t794: cpu f8e5m2[64, 128]
    # end region 61 -> t794
    # region 62: inductor bd79b81a875dad94, 8 ops
    # layers.0.attention (Attention), llama.py:250
    t795 = aten.transpose.int(t121, 1, 2)  # t795: cpu bf16[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t796 = aten.view.default(t795, [128, 64])  # t796: cpu bf16[128, 64]
    t797 = aten.t.default(t796)  # t797: cpu bf16[64, 128]
    t798 = aten._to_copy.default(t797, dtype=torch.float32)  # t798: cpu f32[64, 128]
    t799 = aten.mul.Tensor(t798, t31)  # t799: cpu f32[64, 128]
    t800 = aten.clamp.default(t799, -448.0, 448.0)  # t800: cpu f32[64, 128]
    t801 = aten._to_copy.default(t800, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t801: cpu f8e4m3[64, 128]
    t802 = aten.t.default(t801)  # t802: cpu f8e4m3[128, 64]
    # end region 62 -> t802
    # region 63: te f4ca694a92e0d2f9, 1 ops
    t803 = aten._scaled_mm.default(t794, t802, t106, t32, None, None, torch.bfloat16)  # t803: cpu bf16[64, 64]
    # end region 63 -> t803
    # region 64: inductor 320cf6957f1aaf4d, 6 ops
    t804 = aten.t.default(t4)  # t804: cpu bf16[64, 64]
    t805 = aten._to_copy.default(t804, dtype=torch.float32)  # t805: cpu f32[64, 64]
    t806 = aten.mul.Tensor(t805, t33)  # t806: cpu f32[64, 64]
    t807 = aten.clamp.default(t806, -448.0, 448.0)  # t807: cpu f32[64, 64]
    t808 = aten._to_copy.default(t807, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t808: cpu f8e4m3[64, 64]
    t809 = aten.t.default(t808)  # t809: cpu f8e4m3[64, 64]
    # end region 64 -> t809
    # region 65: te 51cece1548d82ef7, 1 ops
    t810 = aten._scaled_mm.default(t791, t809, t106, t34, None, None, torch.bfloat16)  # t810: cpu bf16[128, 64]
    # end region 65 -> t810
    # layers.0.attention (Attention), llama.py:250, 241, 242, 240, 243, 249
    t811 = aten.view.default(t810, [2, 64, 4, 16])  # t811: cpu bf16[2, 64, 4, 16]
    t812 = aten.transpose.int(t811, 1, 2)  # t812: cpu bf16[2, 4, 64, 16]
    t813 = aten.transpose.int(t119, 1, 2)  # t813: cpu bf16[2, 4, 64, 16]
    t814 = aten.transpose.int(t120, 1, 2)  # t814: cpu bf16[2, 2, 64, 16]
    t815 = aten.view.default(t118, [2, 64, 2, 16])  # t815: cpu bf16[2, 64, 2, 16]
    t816 = aten.transpose.int(t815, 1, 2)  # t816: cpu bf16[2, 2, 64, 16]
    t817, t818, t819 = aotc.sdpa_backward.default(t812, t813, t814, t816, None, t121, t122, True, None)  # t817: cpu bf16[2, 4, 64, 16], t818: cpu bf16[2, 2, 64, 16], t819: cpu bf16[2, 2, 64, 16]
    # region 66: inductor b5498ed2c645fc4e, 47 ops
    # rope (RotaryEmbedding), llama.py:195
    t820 = aten.slice.Tensor(t20, 0, 0, 64)  # t820: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t821 = aten.view.default(t820, [1, 64, 1, 8])  # t821: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t822 = aten.slice.Tensor(t21, 0, 0, 64)  # t822: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:208, 249, 242, 212, 211, 210, ...
    t823 = aten.view.default(t822, [1, 64, 1, 8])  # t823: cpu bf16[1, 64, 1, 8]
    t824 = aten.clone.default(t818, memory_format=torch.contiguous_format)  # t824: cpu bf16[2, 2, 64, 16]
    t825 = aten.transpose.int(t824, 1, 2)  # t825: cpu bf16[2, 64, 2, 16]
    t826 = aten._to_copy.default(t825, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t826: cpu f32[2, 64, 2, 16]
    t827 = aten.view.default(t826, [2, 64, 2, 8, 2])  # t827: cpu f32[2, 64, 2, 8, 2]
    t828 = aten.select.int(t827, -1, 0)  # t828: cpu f32[2, 64, 2, 8]
    t829 = aten.select.int(t827, -1, 1)  # t829: cpu f32[2, 64, 2, 8]
    t830 = aten.mul.Tensor(t829, t821)  # t830: cpu f32[2, 64, 2, 8]
    t831 = aten.mul.Tensor(t829, t823)  # t831: cpu f32[2, 64, 2, 8]
    t832 = aten.neg.default(t828)  # t832: cpu f32[2, 64, 2, 8]
    t833 = aten.mul.Tensor(t832, t823)  # t833: cpu f32[2, 64, 2, 8]
    t834 = aten.add.Tensor(t830, t833)  # t834: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t835 = aten.mul.Tensor(t828, t821)  # t835: cpu f32[2, 64, 2, 8]
    t836 = aten.add.Tensor(t831, t835)  # t836: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t837 = aten.select_backward.default(t834, [2, 64, 2, 8, 2], 4, 1)  # t837: cpu f32[2, 64, 2, 8, 2]
    t838 = aten.select_backward.default(t836, [2, 64, 2, 8, 2], 4, 0)  # t838: cpu f32[2, 64, 2, 8, 2]
    t839 = aten.add.Tensor(t837, t838)  # t839: cpu f32[2, 64, 2, 8, 2]
    # layers.0.attention (Attention), llama.py:205
    t840 = aten.view.default(t839, [2, 64, 2, 16])  # t840: cpu f32[2, 64, 2, 16]
    t841 = aten._to_copy.default(t840, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t841: cpu bf16[2, 64, 2, 16]
    # layers.0.attention.wk (Linear), llama.py:239
    t842 = aten.view.default(t841, [128, 32])  # t842: cpu bf16[128, 32]
    t843 = aten.t.default(t842)  # t843: cpu bf16[32, 128]
    t844 = aten.abs.default(t841)  # t844: cpu bf16[2, 64, 2, 16]
    t845 = aten.amax.default(t844, [3], False)  # t845: cpu bf16[2, 64, 2]
    t846 = aten.amax.default(t845, [], False)  # t846: cpu bf16[]
    t847 = aten._to_copy.default(t846, dtype=torch.float32)  # t847: cpu f32[]
    t848 = aten.view.default(t847, [1])  # t848: cpu f32[1]
    t849 = aten.slice.Tensor(t110, 0, 1, 1024)  # t849: cpu f32[1023]
    t850 = aten.cat.default([t849, t848])  # t850: cpu f32[1024]
    t851 = aten.slice.Tensor(t850, 0, 1, 1024)  # t851: cpu f32[1023]
    t852 = aten.constant_pad_nd.default(t851, [1, 0], 0.0)  # t852: cpu f32[1024]
    t853 = aten.amax.default(t850, [0], False)  # t853: cpu f32[]
    t854 = aten.gt.Scalar(t853, 0.0)  # t854: cpu b8[]
    t855 = aten.le.Scalar(t853, 3.4028234663852886e+38)  # t855: cpu b8[]
    t856 = aten.logical_and.default(t854, t855)  # t856: cpu b8[]
    t857 = aten.full_like.default(t853, 57344.0)  # t857: cpu f32[]
    t858 = aten.div.Tensor(t857, t853)  # t858: cpu f32[]
    t859 = aten.clamp.default(t858, None, 3.4028234663852886e+38)  # t859: cpu f32[]
    t860 = aten.where.self(t856, t859, t111)  # t860: cpu f32[]
    t861 = aten.reciprocal.default(t860)  # t861: cpu f32[]
    t862 = aten._to_copy.default(t842, dtype=torch.float32)  # t862: cpu f32[128, 32]
    t863 = aten.mul.Tensor(t862, t111)  # t863: cpu f32[128, 32]
    t864 = aten.clamp.default(t863, -57344.0, 57344.0)  # t864: cpu f32[128, 32]
    t865 = aten._to_copy.default(t864, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t865: cpu f8e5m2[128, 32]
    t866 = aten.t.default(t865)  # t866: cpu f8e5m2[32, 128]
    # end region 66 -> t852, t860, t861, t865
    # region 67: inductor aa00cacd87161611, 28 ops
    # layers.0.attention (Attention), llama.py:249, 243, 240
    t867 = aten.clone.default(t819, memory_format=torch.contiguous_format)  # t867: cpu bf16[2, 2, 64, 16]
    t868 = aten.transpose.int(t867, 1, 2)  # t868: cpu bf16[2, 64, 2, 16]
    t869 = aten.clone.default(t868, memory_format=torch.contiguous_format)  # t869: cpu bf16[2, 64, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t870 = aten.view.default(t869, [128, 32])  # t870: cpu bf16[128, 32]
    t871 = aten.t.default(t870)  # t871: cpu bf16[32, 128]
    t872 = aten.abs.default(t869)  # t872: cpu bf16[2, 64, 2, 16]
    t873 = aten.amax.default(t872, [3], False)  # t873: cpu bf16[2, 64, 2]
    t874 = aten.amax.default(t873, [], False)  # t874: cpu bf16[]
    t875 = aten._to_copy.default(t874, dtype=torch.float32)  # t875: cpu f32[]
    t876 = aten.view.default(t875, [1])  # t876: cpu f32[1]
    t877 = aten.slice.Tensor(t107, 0, 1, 1024)  # t877: cpu f32[1023]
    t878 = aten.cat.default([t877, t876])  # t878: cpu f32[1024]
    t879 = aten.slice.Tensor(t878, 0, 1, 1024)  # t879: cpu f32[1023]
    t880 = aten.constant_pad_nd.default(t879, [1, 0], 0.0)  # t880: cpu f32[1024]
    t881 = aten.amax.default(t878, [0], False)  # t881: cpu f32[]
    t882 = aten.gt.Scalar(t881, 0.0)  # t882: cpu b8[]
    t883 = aten.le.Scalar(t881, 3.4028234663852886e+38)  # t883: cpu b8[]
    t884 = aten.logical_and.default(t882, t883)  # t884: cpu b8[]
    t885 = aten.full_like.default(t881, 57344.0)  # t885: cpu f32[]
    t886 = aten.div.Tensor(t885, t881)  # t886: cpu f32[]
    t887 = aten.clamp.default(t886, None, 3.4028234663852886e+38)  # t887: cpu f32[]
    t888 = aten.where.self(t884, t887, t108)  # t888: cpu f32[]
    t889 = aten.reciprocal.default(t888)  # t889: cpu f32[]
    t890 = aten._to_copy.default(t870, dtype=torch.float32)  # t890: cpu f32[128, 32]
    t891 = aten.mul.Tensor(t890, t108)  # t891: cpu f32[128, 32]
    t892 = aten.clamp.default(t891, -57344.0, 57344.0)  # t892: cpu f32[128, 32]
    t893 = aten._to_copy.default(t892, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t893: cpu f8e5m2[128, 32]
    t894 = aten.t.default(t893)  # t894: cpu f8e5m2[32, 128]
    # end region 67 -> t880, t888, t889, t893
    # region 68: inductor 577385b764e758e4, 46 ops
    # rope (RotaryEmbedding), llama.py:195
    t895 = aten.slice.Tensor(t20, 0, 0, 64)  # t895: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t896 = aten.view.default(t895, [1, 64, 1, 8])  # t896: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t897 = aten.slice.Tensor(t21, 0, 0, 64)  # t897: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:208, 241, 212, 211, 210, 209
    t898 = aten.view.default(t897, [1, 64, 1, 8])  # t898: cpu bf16[1, 64, 1, 8]
    t899 = aten.transpose.int(t817, 1, 2)  # t899: cpu bf16[2, 64, 4, 16]
    t900 = aten._to_copy.default(t899, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t900: cpu f32[2, 64, 4, 16]
    t901 = aten.view.default(t900, [2, 64, 4, 8, 2])  # t901: cpu f32[2, 64, 4, 8, 2]
    t902 = aten.select.int(t901, -1, 0)  # t902: cpu f32[2, 64, 4, 8]
    t903 = aten.select.int(t901, -1, 1)  # t903: cpu f32[2, 64, 4, 8]
    t904 = aten.mul.Tensor(t903, t896)  # t904: cpu f32[2, 64, 4, 8]
    t905 = aten.mul.Tensor(t903, t898)  # t905: cpu f32[2, 64, 4, 8]
    t906 = aten.neg.default(t902)  # t906: cpu f32[2, 64, 4, 8]
    t907 = aten.mul.Tensor(t906, t898)  # t907: cpu f32[2, 64, 4, 8]
    t908 = aten.add.Tensor(t904, t907)  # t908: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:209
    t909 = aten.mul.Tensor(t902, t896)  # t909: cpu f32[2, 64, 4, 8]
    t910 = aten.add.Tensor(t905, t909)  # t910: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:206
    t911 = aten.select_backward.default(t908, [2, 64, 4, 8, 2], 4, 1)  # t911: cpu f32[2, 64, 4, 8, 2]
    t912 = aten.select_backward.default(t910, [2, 64, 4, 8, 2], 4, 0)  # t912: cpu f32[2, 64, 4, 8, 2]
    t913 = aten.add.Tensor(t911, t912)  # t913: cpu f32[2, 64, 4, 8, 2]
    # layers.0.attention (Attention), llama.py:205
    t914 = aten.view.default(t913, [2, 64, 4, 16])  # t914: cpu f32[2, 64, 4, 16]
    t915 = aten._to_copy.default(t914, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t915: cpu bf16[2, 64, 4, 16]
    # layers.0.attention.wq (Linear), llama.py:238
    t916 = aten.view.default(t915, [128, 64])  # t916: cpu bf16[128, 64]
    t917 = aten.t.default(t916)  # t917: cpu bf16[64, 128]
    t918 = aten.abs.default(t915)  # t918: cpu bf16[2, 64, 4, 16]
    t919 = aten.amax.default(t918, [3], False)  # t919: cpu bf16[2, 64, 4]
    t920 = aten.amax.default(t919, [], False)  # t920: cpu bf16[]
    t921 = aten._to_copy.default(t920, dtype=torch.float32)  # t921: cpu f32[]
    t922 = aten.view.default(t921, [1])  # t922: cpu f32[1]
    t923 = aten.slice.Tensor(t113, 0, 1, 1024)  # t923: cpu f32[1023]
    t924 = aten.cat.default([t923, t922])  # t924: cpu f32[1024]
    t925 = aten.slice.Tensor(t924, 0, 1, 1024)  # t925: cpu f32[1023]
    t926 = aten.constant_pad_nd.default(t925, [1, 0], 0.0)  # t926: cpu f32[1024]
    t927 = aten.amax.default(t924, [0], False)  # t927: cpu f32[]
    t928 = aten.gt.Scalar(t927, 0.0)  # t928: cpu b8[]
    t929 = aten.le.Scalar(t927, 3.4028234663852886e+38)  # t929: cpu b8[]
    t930 = aten.logical_and.default(t928, t929)  # t930: cpu b8[]
    t931 = aten.full_like.default(t927, 57344.0)  # t931: cpu f32[]
    t932 = aten.div.Tensor(t931, t927)  # t932: cpu f32[]
    t933 = aten.clamp.default(t932, None, 3.4028234663852886e+38)  # t933: cpu f32[]
    t934 = aten.where.self(t930, t933, t114)  # t934: cpu f32[]
    t935 = aten.reciprocal.default(t934)  # t935: cpu f32[]
    t936 = aten._to_copy.default(t916, dtype=torch.float32)  # t936: cpu f32[128, 64]
    t937 = aten.mul.Tensor(t936, t114)  # t937: cpu f32[128, 64]
    t938 = aten.clamp.default(t937, -57344.0, 57344.0)  # t938: cpu f32[128, 64]
    t939 = aten._to_copy.default(t938, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t939: cpu f8e5m2[128, 64]
    t940 = aten.t.default(t939)  # t940: cpu f8e5m2[64, 128]
    # end region 68 -> t926, t934, t935, t939
    # region 69: inductor 7b887c40ec3c824f, 2 ops
    # layers.0.attention.wv (Linear), llama.py:240
    t941 = aten.t.default(t893)  # t941: cpu f8e5m2[32, 128]
    t942 = aten.clone.default(t941, memory_format=torch.contiguous_format)  # t942: cpu f8e5m2[32, 128]
    # end region 69 -> t942
    # region 70: inductor 920c6a718ebece23, 12 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 160, 161
    t943 = aten._to_copy.default(t0, dtype=torch.float32)  # t943: cpu f32[64]
    t944 = aten._to_copy.default(t116, dtype=torch.float32)  # t944: cpu f32[2, 64, 64]
    t945 = aten.mul.Tensor(t944, t117)  # t945: cpu f32[2, 64, 64]
    t946 = aten.mul.Tensor(t945, t943)  # t946: cpu f32[2, 64, 64]
    t947 = aten._to_copy.default(t946, dtype=torch.bfloat16)  # t947: cpu bf16[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t948 = aten.view.default(t947, [128, 64])  # t948: cpu bf16[128, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t949 = aten.t.default(t948)  # t949: cpu bf16[64, 128]
    t950 = aten._to_copy.default(t949, dtype=torch.float32)  # t950: cpu f32[64, 128]
    t951 = aten.mul.Tensor(t950, t23)  # t951: cpu f32[64, 128]
    t952 = aten.clamp.default(t951, -448.0, 448.0)  # t952: cpu f32[64, 128]
    t953 = aten._to_copy.default(t952, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t953: cpu f8e4m3[64, 128]
    t954 = aten.t.default(t953)  # t954: cpu f8e4m3[128, 64]
    # end region 70 -> t954
    # region 71: te 3e253a9f5ad8d9d1, 1 ops
    t955 = aten._scaled_mm.default(t942, t954, t109, t24, None, None, torch.bfloat16)  # t955: cpu bf16[32, 64]
    # end region 71 -> t955
    # region 72: inductor 87d84e0e1d7a9bbd, 6 ops
    t956 = aten.t.default(t3)  # t956: cpu bf16[64, 32]
    t957 = aten._to_copy.default(t956, dtype=torch.float32)  # t957: cpu f32[64, 32]
    t958 = aten.mul.Tensor(t957, t29)  # t958: cpu f32[64, 32]
    t959 = aten.clamp.default(t958, -448.0, 448.0)  # t959: cpu f32[64, 32]
    t960 = aten._to_copy.default(t959, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t960: cpu f8e4m3[64, 32]
    t961 = aten.t.default(t960)  # t961: cpu f8e4m3[32, 64]
    # end region 72 -> t961
    # region 73: te 802eafa4f623a1ef, 1 ops
    t962 = aten._scaled_mm.default(t893, t961, t109, t30, None, None, torch.bfloat16)  # t962: cpu bf16[128, 64]
    # end region 73 -> t962
    # region 74: inductor 7b887c40ec3c824f, 2 ops
    # layers.0.attention.wk (Linear), llama.py:239
    t963 = aten.t.default(t865)  # t963: cpu f8e5m2[32, 128]
    t964 = aten.clone.default(t963, memory_format=torch.contiguous_format)  # t964: cpu f8e5m2[32, 128]
    # end region 74 -> t964
    # region 75: te 3e253a9f5ad8d9d1, 1 ops
    t965 = aten._scaled_mm.default(t964, t954, t112, t24, None, None, torch.bfloat16)  # t965: cpu bf16[32, 64]
    # end region 75 -> t965
    # region 76: inductor 87d84e0e1d7a9bbd, 6 ops
    t966 = aten.t.default(t2)  # t966: cpu bf16[64, 32]
    t967 = aten._to_copy.default(t966, dtype=torch.float32)  # t967: cpu f32[64, 32]
    t968 = aten.mul.Tensor(t967, t27)  # t968: cpu f32[64, 32]
    t969 = aten.clamp.default(t968, -448.0, 448.0)  # t969: cpu f32[64, 32]
    t970 = aten._to_copy.default(t969, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t970: cpu f8e4m3[64, 32]
    t971 = aten.t.default(t970)  # t971: cpu f8e4m3[32, 64]
    # end region 76 -> t971
    # region 77: te 802eafa4f623a1ef, 1 ops
    t972 = aten._scaled_mm.default(t865, t971, t112, t28, None, None, torch.bfloat16)  # t972: cpu bf16[128, 64]
    # end region 77 -> t972
    # region 78: inductor 151462b99a5d43c9, 2 ops
    # layers.0.attention.wq (Linear), llama.py:238
    t973 = aten.t.default(t939)  # t973: cpu f8e5m2[64, 128]
    t974 = aten.clone.default(t973, memory_format=torch.contiguous_format)  # t974: cpu f8e5m2[64, 128]
    # end region 78 -> t974
    # region 79: te f4ca694a92e0d2f9, 1 ops
    t975 = aten._scaled_mm.default(t974, t954, t115, t24, None, None, torch.bfloat16)  # t975: cpu bf16[64, 64]
    # end region 79 -> t975
    # region 80: inductor 320cf6957f1aaf4d, 6 ops
    t976 = aten.t.default(t1)  # t976: cpu bf16[64, 64]
    t977 = aten._to_copy.default(t976, dtype=torch.float32)  # t977: cpu f32[64, 64]
    t978 = aten.mul.Tensor(t977, t25)  # t978: cpu f32[64, 64]
    t979 = aten.clamp.default(t978, -448.0, 448.0)  # t979: cpu f32[64, 64]
    t980 = aten._to_copy.default(t979, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t980: cpu f8e4m3[64, 64]
    t981 = aten.t.default(t980)  # t981: cpu f8e4m3[64, 64]
    # end region 80 -> t981
    # region 81: te 51cece1548d82ef7, 1 ops
    t982 = aten._scaled_mm.default(t939, t981, t115, t26, None, None, torch.bfloat16)  # t982: cpu bf16[128, 64]
    # end region 81 -> t982
    # region 82: inductor 65ff67504b3cac4f, 28 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 160, 161
    t983 = aten._to_copy.default(t0, dtype=torch.float32)  # t983: cpu f32[64]
    t984 = aten._to_copy.default(t116, dtype=torch.float32)  # t984: cpu f32[2, 64, 64]
    t985 = aten.mul.Tensor(t984, t117)  # t985: cpu f32[2, 64, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t986 = aten.view.default(t962, [2, 64, 64])  # t986: cpu bf16[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t987 = aten.view.default(t972, [2, 64, 64])  # t987: cpu bf16[2, 64, 64]
    t988 = aten.add.Tensor(t986, t987)  # t988: cpu bf16[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t989 = aten.view.default(t982, [2, 64, 64])  # t989: cpu bf16[2, 64, 64]
    t990 = aten.add.Tensor(t988, t989)  # t990: cpu bf16[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t991 = aten._to_copy.default(t990, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t991: cpu f32[2, 64, 64]
    t992 = aten.mul.Tensor(t991, t985)  # t992: cpu f32[2, 64, 64]
    t993 = aten.mul.Tensor(t991, t983)  # t993: cpu f32[2, 64, 64]
    t994 = aten.sum.dim_IntList(t992, [0, 1], True)  # t994: cpu f32[1, 1, 64]
    t995 = aten.view.default(t994, [64])  # t995: cpu f32[64]
    t996 = aten._to_copy.default(t995, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t996: cpu bf16[64]
    t997 = aten.mul.Tensor(t993, t984)  # t997: cpu f32[2, 64, 64]
    t998 = aten.mul.Tensor(t993, t117)  # t998: cpu f32[2, 64, 64]
    t999 = aten.sum.dim_IntList(t997, [2], True)  # t999: cpu f32[2, 64, 1]
    t1000 = aten.pow.Tensor_Scalar(t117, 3)  # t1000: cpu f32[2, 64, 1]
    t1001 = aten.mul.Scalar(t999, -0.5)  # t1001: cpu f32[2, 64, 1]
    t1002 = aten.mul.Tensor(t1001, t1000)  # t1002: cpu f32[2, 64, 1]
    t1003 = aten.expand.default(t1002, [2, 64, 64])  # t1003: cpu f32[2, 64, 64]
    t1004 = aten.div.Scalar(t1003, 64)  # t1004: cpu f32[2, 64, 64]
    t1005 = aten.pow.Tensor_Scalar(t984, 1.0)  # t1005: cpu f32[2, 64, 64]
    t1006 = aten.mul.Scalar(t1005, 2.0)  # t1006: cpu f32[2, 64, 64]
    t1007 = aten.mul.Tensor(t1004, t1006)  # t1007: cpu f32[2, 64, 64]
    t1008 = aten.add.Tensor(t998, t1007)  # t1008: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:160
    t1009 = aten._to_copy.default(t1008, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t1009: cpu bf16[2, 64, 64]
    t1010 = aten.add.Tensor(t767, t1009)  # t1010: cpu bf16[2, 64, 64]
    # end region 82 -> t996, t1010
    # tok_embeddings (Embedding), llama.py:305
    t1011 = aten.embedding_dense_backward.default(t1010, t22, 256, -1, False)  # t1011: cpu bf16[256, 64]
    return (t1011, t996, t975, t965, t955, t803, t753, t734, t724, t647, t596, t575, t565, t555, t403, t353, t334, t324, t247, t197, t180, t151, t159, t160, t221, t229, t230, t269, t277, t278, t295, t303, t304, t378, t386, t387, t480, t488, t489, t452, t460, t461, t526, t534, t535, t621, t629, t630, t669, t677, t678, t695, t703, t704, t778, t786, t787, t880, t888, t889, t852, t860, t861, t926, t934, t935)
    # t1011: grad tok_embeddings.weight
    # t996: grad layers.0.attention_norm.weight
    # t975: grad layers.0.attention.wq.weight
    # t965: grad layers.0.attention.wk.weight
    # t955: grad layers.0.attention.wv.weight
    # t803: grad layers.0.attention.wo.weight
    # t753: grad layers.0.ffn_norm.weight
    # t734: grad layers.0.feed_forward.w1.weight
    # t724: grad layers.0.feed_forward.w3.weight
    # t647: grad layers.0.feed_forward.w2.weight
    # t596: grad layers.1.attention_norm.weight
    # t575: grad layers.1.attention.wq.weight
    # t565: grad layers.1.attention.wk.weight
    # t555: grad layers.1.attention.wv.weight
    # t403: grad layers.1.attention.wo.weight
    # t353: grad layers.1.ffn_norm.weight
    # t334: grad layers.1.feed_forward.w1.weight
    # t324: grad layers.1.feed_forward.w3.weight
    # t247: grad layers.1.feed_forward.w2.weight
    # t197: grad norm.weight
    # t180: grad output.weight
    # t151: carry amax_history:output.weight:grad_output
    # t159: carry scale:output.weight:grad_output
    # t160: carry scale_inv:output.weight:grad_output
    # t221: carry amax_history:layers.1.feed_forward.w2.weight:grad_output
    # t229: carry scale:layers.1.feed_forward.w2.weight:grad_output
    # t230: carry scale_inv:layers.1.feed_forward.w2.weight:grad_output
    # t269: carry amax_history:layers.1.feed_forward.w3.weight:grad_output
    # t277: carry scale:layers.1.feed_forward.w3.weight:grad_output
    # t278: carry scale_inv:layers.1.feed_forward.w3.weight:grad_output
    # t295: carry amax_history:layers.1.feed_forward.w1.weight:grad_output
    # t303: carry scale:layers.1.feed_forward.w1.weight:grad_output
    # t304: carry scale_inv:layers.1.feed_forward.w1.weight:grad_output
    # t378: carry amax_history:layers.1.attention.wo.weight:grad_output
    # t386: carry scale:layers.1.attention.wo.weight:grad_output
    # t387: carry scale_inv:layers.1.attention.wo.weight:grad_output
    # t480: carry amax_history:layers.1.attention.wv.weight:grad_output
    # t488: carry scale:layers.1.attention.wv.weight:grad_output
    # t489: carry scale_inv:layers.1.attention.wv.weight:grad_output
    # t452: carry amax_history:layers.1.attention.wk.weight:grad_output
    # t460: carry scale:layers.1.attention.wk.weight:grad_output
    # t461: carry scale_inv:layers.1.attention.wk.weight:grad_output
    # t526: carry amax_history:layers.1.attention.wq.weight:grad_output
    # t534: carry scale:layers.1.attention.wq.weight:grad_output
    # t535: carry scale_inv:layers.1.attention.wq.weight:grad_output
    # t621: carry amax_history:layers.0.feed_forward.w2.weight:grad_output
    # t629: carry scale:layers.0.feed_forward.w2.weight:grad_output
    # t630: carry scale_inv:layers.0.feed_forward.w2.weight:grad_output
    # t669: carry amax_history:layers.0.feed_forward.w3.weight:grad_output
    # t677: carry scale:layers.0.feed_forward.w3.weight:grad_output
    # t678: carry scale_inv:layers.0.feed_forward.w3.weight:grad_output
    # t695: carry amax_history:layers.0.feed_forward.w1.weight:grad_output
    # t703: carry scale:layers.0.feed_forward.w1.weight:grad_output
    # t704: carry scale_inv:layers.0.feed_forward.w1.weight:grad_output
    # t778: carry amax_history:layers.0.attention.wo.weight:grad_output
    # t786: carry scale:layers.0.attention.wo.weight:grad_output
    # t787: carry scale_inv:layers.0.attention.wo.weight:grad_output
    # t880: carry amax_history:layers.0.attention.wv.weight:grad_output
    # t888: carry scale:layers.0.attention.wv.weight:grad_output
    # t889: carry scale_inv:layers.0.attention.wv.weight:grad_output
    # t852: carry amax_history:layers.0.attention.wk.weight:grad_output
    # t860: carry scale:layers.0.attention.wk.weight:grad_output
    # t861: carry scale_inv:layers.0.attention.wk.weight:grad_output
    # t926: carry amax_history:layers.0.attention.wq.weight:grad_output
    # t934: carry scale:layers.0.attention.wq.weight:grad_output
    # t935: carry scale_inv:layers.0.attention.wq.weight:grad_output
