def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51, t52, t53, t54, t55, t56, t57, t58, t59, t60, t61, t62, t63, t64, t65, t66, t67, t68, t69, t70, t71, t72, t73, t74, t75, t76, t77, t78, t79, t80, t81, t82, t83, t84, t85, t86, t87, t88, t89, t90, t91, t92, t93, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140):
    # t0: cpu f32[64]  saved 0
    # t1: cpu f32[64, 64]  saved 1
    # t2: cpu f32[32, 64]  saved 2
    # t3: cpu f32[32, 64]  saved 3
    # t4: cpu f32[64, 64]  saved 4
    # t5: cpu f32[64]  saved 5
    # t6: cpu f32[192, 64]  saved 6
    # t7: cpu f32[192, 64]  saved 7
    # t8: cpu f32[64, 192]  saved 8
    # t9: cpu f32[64]  saved 9
    # t10: cpu f32[64, 64]  saved 10
    # t11: cpu f32[32, 64]  saved 11
    # t12: cpu f32[32, 64]  saved 12
    # t13: cpu f32[64, 64]  saved 13
    # t14: cpu f32[64]  saved 14
    # t15: cpu f32[192, 64]  saved 15
    # t16: cpu f32[192, 64]  saved 16
    # t17: cpu f32[64, 192]  saved 17
    # t18: cpu f32[64]  saved 18
    # t19: cpu f32[256, 64]  saved 19
    # t20: cpu f32[256, 8]  saved 20
    # t21: cpu f32[256, 8]  saved 21
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
    # t116: cpu f32[2, 64, 64]  saved 116
    # t117: cpu f32[2, 64, 1]  saved 117
    # t118: cpu f32[128, 32]  saved 118
    # t119: cpu f32[2, 64, 4, 8, 2]  saved 119
    # t120: cpu f32[2, 64, 2, 8, 2]  saved 120
    # t121: cpu f32[2, 4, 64, 16]  saved 121
    # t122: cpu f32[2, 4, 64]  saved 122
    # t123: cpu f32[2, 64, 64]  saved 123
    # t124: cpu f32[2, 64, 1]  saved 124
    # t125: cpu f32[128, 192]  saved 125
    # t126: cpu f32[128, 192]  saved 126
    # t127: cpu f32[2, 64, 64]  saved 127
    # t128: cpu f32[2, 64, 1]  saved 128
    # t129: cpu f32[128, 32]  saved 129
    # t130: cpu f32[2, 64, 4, 8, 2]  saved 130
    # t131: cpu f32[2, 64, 2, 8, 2]  saved 131
    # t132: cpu f32[2, 4, 64, 16]  saved 132
    # t133: cpu f32[2, 4, 64]  saved 133
    # t134: cpu f32[2, 64, 64]  saved 134
    # t135: cpu f32[2, 64, 1]  saved 135
    # t136: cpu f32[128, 192]  saved 136
    # t137: cpu f32[128, 192]  saved 137
    # t138: cpu f32[2, 64, 64]  saved 138
    # t139: cpu f32[2, 64, 1]  saved 139
    # t140: cpu f32[2, 64, 256]  tangent 0
    # region 0: inductor c8afbfc674fc271a, 10 ops
    # output (Linear), llama.py:283
    t141 = aten.view.default(t140, [128, 256])  # t141: cpu f32[128, 256]
    t142 = aten.t.default(t141)  # t142: cpu f32[256, 128]
    t143 = aten._to_copy.default(t142, dtype=torch.float32)  # t143: cpu f32[256, 128]
    t144 = aten.mul.Tensor(t143, t72)  # t144: cpu f32[256, 128]
    t145 = aten.clamp.default(t144, -57344.0, 57344.0)  # t145: cpu f32[256, 128]
    t146 = aten._to_copy.default(t145, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t146: cpu f8e5m2[256, 128]
    t147 = aten._to_copy.default(t141, dtype=torch.float32)  # t147: cpu f32[128, 256]
    t148 = aten.mul.Tensor(t147, t72)  # t148: cpu f32[128, 256]
    t149 = aten.clamp.default(t148, -57344.0, 57344.0)  # t149: cpu f32[128, 256]
    t150 = aten._to_copy.default(t149, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t150: cpu f8e5m2[128, 256]
    # end region 0 -> t146, t150
    # region 1: inductor 8cf129df42041aab, 18 ops
    t151 = aten.abs.default(t140)  # t151: cpu f32[2, 64, 256]
    t152 = aten.amax.default(t151, [], False)  # t152: cpu f32[]
    t153 = aten._to_copy.default(t152, dtype=torch.float32)  # t153: cpu f32[]
    t154 = aten.view.default(t153, [1])  # t154: cpu f32[1]
    t155 = aten.slice.Tensor(t71, 0, 1, 1024)  # t155: cpu f32[1023]
    t156 = aten.cat.default([t155, t154])  # t156: cpu f32[1024]
    t157 = aten.slice.Tensor(t156, 0, 1, 1024)  # t157: cpu f32[1023]
    t158 = aten.constant_pad_nd.default(t157, [1, 0], 0.0)  # t158: cpu f32[1024]
    t159 = aten.amax.default(t156, [0], False)  # t159: cpu f32[]
    t160 = aten.ne.Scalar(t153, 0.0)  # t160: cpu b8[]
    t161 = aten.where.self(t160, t158, t71)  # t161: cpu f32[1024]
    t162 = aten.le.Scalar(t159, 3.4028234663852886e+38)  # t162: cpu b8[]
    t163 = aten.logical_and.default(t160, t162)  # t163: cpu b8[]
    t164 = aten.full_like.default(t159, 57344.0)  # t164: cpu f32[]
    t165 = aten.div.Tensor(t164, t159)  # t165: cpu f32[]
    t166 = aten.clamp.default(t165, None, 3.4028234663852886e+38)  # t166: cpu f32[]
    t167 = aten.where.self(t163, t166, t72)  # t167: cpu f32[]
    t168 = aten.reciprocal.default(t167)  # t168: cpu f32[]
    # end region 1 -> t161, t167, t168
    # region 2: inductor 8faea2ab5a4e4c55, 11 ops
    # norm (RMSNorm), llama.py:152, 153
    t169 = aten.add.Tensor(t139, 1e-05)  # t169: cpu f32[2, 64, 1]
    t170 = aten.rsqrt.default(t169)  # t170: cpu f32[2, 64, 1]
    t171 = aten.mul.Tensor(t138, t170)  # t171: cpu f32[2, 64, 64]
    t172 = aten.mul.Tensor(t171, t18)  # t172: cpu f32[2, 64, 64]
    # output (Linear), llama.py:283
    t173 = aten.view.default(t172, [128, 64])  # t173: cpu f32[128, 64]
    t174 = aten.t.default(t173)  # t174: cpu f32[64, 128]
    t175 = aten._to_copy.default(t174, dtype=torch.float32)  # t175: cpu f32[64, 128]
    t176 = aten.mul.Tensor(t175, t67)  # t176: cpu f32[64, 128]
    t177 = aten.clamp.default(t176, -448.0, 448.0)  # t177: cpu f32[64, 128]
    t178 = aten._to_copy.default(t177, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t178: cpu f8e4m3[64, 128]
    t179 = aten.t.default(t178)  # t179: cpu f8e4m3[128, 64]
    # end region 2 -> t179
    # region 3: te b0d650aadf67eaed, 1 ops
    t180 = aten._scaled_mm.default(t146, t179, t73, t68, None, None, torch.float32)  # t180: cpu f32[256, 64]
    # end region 3 -> t180
    # region 4: inductor b7abd58834760e2f, 6 ops
    t181 = aten.t.default(t19)  # t181: cpu f32[64, 256]
    t182 = aten._to_copy.default(t181, dtype=torch.float32)  # t182: cpu f32[64, 256]
    t183 = aten.mul.Tensor(t182, t69)  # t183: cpu f32[64, 256]
    t184 = aten.clamp.default(t183, -448.0, 448.0)  # t184: cpu f32[64, 256]
    t185 = aten._to_copy.default(t184, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t185: cpu f8e4m3[64, 256]
    t186 = aten.t.default(t185)  # t186: cpu f8e4m3[256, 64]
    # end region 4 -> t186
    # region 5: te d8f5a4ba93e6446a, 1 ops
    t187 = aten._scaled_mm.default(t150, t186, t73, t70, None, None, torch.float32)  # t187: cpu f32[128, 64]
    # end region 5 -> t187
    # region 6: inductor ed0e041700a8f9d1, 48 ops
    # norm (RMSNorm), llama.py:152
    t188 = aten.add.Tensor(t139, 1e-05)  # t188: cpu f32[2, 64, 1]
    t189 = aten.rsqrt.default(t188)  # t189: cpu f32[2, 64, 1]
    t190 = aten.mul.Tensor(t138, t189)  # t190: cpu f32[2, 64, 64]
    # output (Linear), llama.py:283
    t191 = aten.view.default(t187, [2, 64, 64])  # t191: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:153, 152
    t192 = aten.mul.Tensor(t191, t190)  # t192: cpu f32[2, 64, 64]
    t193 = aten.mul.Tensor(t191, t18)  # t193: cpu f32[2, 64, 64]
    t194 = aten.sum.dim_IntList(t192, [0, 1], True)  # t194: cpu f32[1, 1, 64]
    t195 = aten.view.default(t194, [64])  # t195: cpu f32[64]
    t196 = aten.mul.Tensor(t193, t138)  # t196: cpu f32[2, 64, 64]
    t197 = aten.mul.Tensor(t193, t189)  # t197: cpu f32[2, 64, 64]
    t198 = aten.sum.dim_IntList(t196, [2], True)  # t198: cpu f32[2, 64, 1]
    t199 = aten.pow.Tensor_Scalar(t189, 3)  # t199: cpu f32[2, 64, 1]
    t200 = aten.mul.Scalar(t198, -0.5)  # t200: cpu f32[2, 64, 1]
    t201 = aten.mul.Tensor(t200, t199)  # t201: cpu f32[2, 64, 1]
    t202 = aten.expand.default(t201, [2, 64, 64])  # t202: cpu f32[2, 64, 64]
    t203 = aten.div.Scalar(t202, 64)  # t203: cpu f32[2, 64, 64]
    t204 = aten.pow.Tensor_Scalar(t138, 1.0)  # t204: cpu f32[2, 64, 64]
    t205 = aten.mul.Scalar(t204, 2.0)  # t205: cpu f32[2, 64, 64]
    t206 = aten.mul.Tensor(t203, t205)  # t206: cpu f32[2, 64, 64]
    t207 = aten.add.Tensor(t197, t206)  # t207: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:244
    t208 = aten.view.default(t207, [128, 64])  # t208: cpu f32[128, 64]
    t209 = aten.t.default(t208)  # t209: cpu f32[64, 128]
    t210 = aten.abs.default(t207)  # t210: cpu f32[2, 64, 64]
    t211 = aten.amax.default(t210, [], False)  # t211: cpu f32[]
    t212 = aten._to_copy.default(t211, dtype=torch.float32)  # t212: cpu f32[]
    t213 = aten.view.default(t212, [1])  # t213: cpu f32[1]
    t214 = aten.slice.Tensor(t74, 0, 1, 1024)  # t214: cpu f32[1023]
    t215 = aten.cat.default([t214, t213])  # t215: cpu f32[1024]
    t216 = aten.slice.Tensor(t215, 0, 1, 1024)  # t216: cpu f32[1023]
    t217 = aten.constant_pad_nd.default(t216, [1, 0], 0.0)  # t217: cpu f32[1024]
    t218 = aten.amax.default(t215, [0], False)  # t218: cpu f32[]
    t219 = aten.ne.Scalar(t212, 0.0)  # t219: cpu b8[]
    t220 = aten.where.self(t219, t217, t74)  # t220: cpu f32[1024]
    t221 = aten.le.Scalar(t218, 3.4028234663852886e+38)  # t221: cpu b8[]
    t222 = aten.logical_and.default(t219, t221)  # t222: cpu b8[]
    t223 = aten.full_like.default(t218, 57344.0)  # t223: cpu f32[]
    t224 = aten.div.Tensor(t223, t218)  # t224: cpu f32[]
    t225 = aten.clamp.default(t224, None, 3.4028234663852886e+38)  # t225: cpu f32[]
    t226 = aten.where.self(t222, t225, t75)  # t226: cpu f32[]
    t227 = aten.reciprocal.default(t226)  # t227: cpu f32[]
    t228 = aten._to_copy.default(t209, dtype=torch.float32)  # t228: cpu f32[64, 128]
    t229 = aten.mul.Tensor(t228, t75)  # t229: cpu f32[64, 128]
    t230 = aten.clamp.default(t229, -57344.0, 57344.0)  # t230: cpu f32[64, 128]
    t231 = aten._to_copy.default(t230, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t231: cpu f8e5m2[64, 128]
    t232 = aten._to_copy.default(t208, dtype=torch.float32)  # t232: cpu f32[128, 64]
    t233 = aten.mul.Tensor(t232, t75)  # t233: cpu f32[128, 64]
    t234 = aten.clamp.default(t233, -57344.0, 57344.0)  # t234: cpu f32[128, 64]
    t235 = aten._to_copy.default(t234, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t235: cpu f8e5m2[128, 64]
    # end region 6 -> t195, t207, t220, t226, t227, t231, t235
    # region 7: inductor cf4235cfa7c227a9, 11 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t236 = aten._unsafe_view.default(t137, [2, 64, 192])  # t236: cpu f32[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t237 = aten._unsafe_view.default(t136, [2, 64, 192])  # t237: cpu f32[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t238 = aten.silu.default(t237)  # t238: cpu f32[2, 64, 192]
    t239 = aten.mul.Tensor(t238, t236)  # t239: cpu f32[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:244
    t240 = aten.view.default(t239, [128, 192])  # t240: cpu f32[128, 192]
    t241 = aten.t.default(t240)  # t241: cpu f32[192, 128]
    t242 = aten._to_copy.default(t241, dtype=torch.float32)  # t242: cpu f32[192, 128]
    t243 = aten.mul.Tensor(t242, t63)  # t243: cpu f32[192, 128]
    t244 = aten.clamp.default(t243, -448.0, 448.0)  # t244: cpu f32[192, 128]
    t245 = aten._to_copy.default(t244, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t245: cpu f8e4m3[192, 128]
    t246 = aten.t.default(t245)  # t246: cpu f8e4m3[128, 192]
    # end region 7 -> t246
    # region 8: te 5bc78700119202c4, 1 ops
    t247 = aten._scaled_mm.default(t231, t246, t76, t64, None, None, torch.float32)  # t247: cpu f32[64, 192]
    # end region 8 -> t247
    # region 9: inductor cac0d758c85f3c4e, 6 ops
    t248 = aten.t.default(t17)  # t248: cpu f32[192, 64]
    t249 = aten._to_copy.default(t248, dtype=torch.float32)  # t249: cpu f32[192, 64]
    t250 = aten.mul.Tensor(t249, t65)  # t250: cpu f32[192, 64]
    t251 = aten.clamp.default(t250, -448.0, 448.0)  # t251: cpu f32[192, 64]
    t252 = aten._to_copy.default(t251, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t252: cpu f8e4m3[192, 64]
    t253 = aten.t.default(t252)  # t253: cpu f8e4m3[64, 192]
    # end region 9 -> t253
    # region 10: te 09ce9f8fb2805f08, 1 ops
    t254 = aten._scaled_mm.default(t235, t253, t76, t66, None, None, torch.float32)  # t254: cpu f32[128, 192]
    # end region 10 -> t254
    # region 11: inductor bf2964716081ae85, 63 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t255 = aten._unsafe_view.default(t137, [2, 64, 192])  # t255: cpu f32[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t256 = aten._unsafe_view.default(t136, [2, 64, 192])  # t256: cpu f32[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t257 = aten.silu.default(t256)  # t257: cpu f32[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:244
    t258 = aten.view.default(t254, [2, 64, 192])  # t258: cpu f32[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t259 = aten.mul.Tensor(t258, t257)  # t259: cpu f32[2, 64, 192]
    t260 = aten.mul.Tensor(t258, t255)  # t260: cpu f32[2, 64, 192]
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t261 = aten.view.default(t259, [128, 192])  # t261: cpu f32[128, 192]
    t262 = aten.t.default(t261)  # t262: cpu f32[192, 128]
    t263 = aten.abs.default(t259)  # t263: cpu f32[2, 64, 192]
    t264 = aten.amax.default(t263, [], False)  # t264: cpu f32[]
    t265 = aten._to_copy.default(t264, dtype=torch.float32)  # t265: cpu f32[]
    t266 = aten.view.default(t265, [1])  # t266: cpu f32[1]
    t267 = aten.slice.Tensor(t77, 0, 1, 1024)  # t267: cpu f32[1023]
    t268 = aten.cat.default([t267, t266])  # t268: cpu f32[1024]
    t269 = aten.slice.Tensor(t268, 0, 1, 1024)  # t269: cpu f32[1023]
    t270 = aten.constant_pad_nd.default(t269, [1, 0], 0.0)  # t270: cpu f32[1024]
    t271 = aten.amax.default(t268, [0], False)  # t271: cpu f32[]
    t272 = aten.ne.Scalar(t265, 0.0)  # t272: cpu b8[]
    t273 = aten.where.self(t272, t270, t77)  # t273: cpu f32[1024]
    t274 = aten.le.Scalar(t271, 3.4028234663852886e+38)  # t274: cpu b8[]
    t275 = aten.logical_and.default(t272, t274)  # t275: cpu b8[]
    t276 = aten.full_like.default(t271, 57344.0)  # t276: cpu f32[]
    t277 = aten.div.Tensor(t276, t271)  # t277: cpu f32[]
    t278 = aten.clamp.default(t277, None, 3.4028234663852886e+38)  # t278: cpu f32[]
    t279 = aten.where.self(t275, t278, t78)  # t279: cpu f32[]
    t280 = aten.reciprocal.default(t279)  # t280: cpu f32[]
    t281 = aten._to_copy.default(t262, dtype=torch.float32)  # t281: cpu f32[192, 128]
    t282 = aten.mul.Tensor(t281, t78)  # t282: cpu f32[192, 128]
    t283 = aten.clamp.default(t282, -57344.0, 57344.0)  # t283: cpu f32[192, 128]
    t284 = aten._to_copy.default(t283, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t284: cpu f8e5m2[192, 128]
    t285 = aten._to_copy.default(t261, dtype=torch.float32)  # t285: cpu f32[128, 192]
    t286 = aten.mul.Tensor(t285, t78)  # t286: cpu f32[128, 192]
    t287 = aten.clamp.default(t286, -57344.0, 57344.0)  # t287: cpu f32[128, 192]
    t288 = aten._to_copy.default(t287, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t288: cpu f8e5m2[128, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t289 = aten.silu_backward.default(t260, t256)  # t289: cpu f32[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t290 = aten.view.default(t289, [128, 192])  # t290: cpu f32[128, 192]
    t291 = aten.t.default(t290)  # t291: cpu f32[192, 128]
    t292 = aten.abs.default(t289)  # t292: cpu f32[2, 64, 192]
    t293 = aten.amax.default(t292, [], False)  # t293: cpu f32[]
    t294 = aten._to_copy.default(t293, dtype=torch.float32)  # t294: cpu f32[]
    t295 = aten.view.default(t294, [1])  # t295: cpu f32[1]
    t296 = aten.slice.Tensor(t80, 0, 1, 1024)  # t296: cpu f32[1023]
    t297 = aten.cat.default([t296, t295])  # t297: cpu f32[1024]
    t298 = aten.slice.Tensor(t297, 0, 1, 1024)  # t298: cpu f32[1023]
    t299 = aten.constant_pad_nd.default(t298, [1, 0], 0.0)  # t299: cpu f32[1024]
    t300 = aten.amax.default(t297, [0], False)  # t300: cpu f32[]
    t301 = aten.ne.Scalar(t294, 0.0)  # t301: cpu b8[]
    t302 = aten.where.self(t301, t299, t80)  # t302: cpu f32[1024]
    t303 = aten.le.Scalar(t300, 3.4028234663852886e+38)  # t303: cpu b8[]
    t304 = aten.logical_and.default(t301, t303)  # t304: cpu b8[]
    t305 = aten.full_like.default(t300, 57344.0)  # t305: cpu f32[]
    t306 = aten.div.Tensor(t305, t300)  # t306: cpu f32[]
    t307 = aten.clamp.default(t306, None, 3.4028234663852886e+38)  # t307: cpu f32[]
    t308 = aten.where.self(t304, t307, t81)  # t308: cpu f32[]
    t309 = aten.reciprocal.default(t308)  # t309: cpu f32[]
    t310 = aten._to_copy.default(t291, dtype=torch.float32)  # t310: cpu f32[192, 128]
    t311 = aten.mul.Tensor(t310, t81)  # t311: cpu f32[192, 128]
    t312 = aten.clamp.default(t311, -57344.0, 57344.0)  # t312: cpu f32[192, 128]
    t313 = aten._to_copy.default(t312, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t313: cpu f8e5m2[192, 128]
    t314 = aten._to_copy.default(t290, dtype=torch.float32)  # t314: cpu f32[128, 192]
    t315 = aten.mul.Tensor(t314, t81)  # t315: cpu f32[128, 192]
    t316 = aten.clamp.default(t315, -57344.0, 57344.0)  # t316: cpu f32[128, 192]
    t317 = aten._to_copy.default(t316, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t317: cpu f8e5m2[128, 192]
    # end region 11 -> t273, t279, t280, t284, t288, t302, t308, t309, t313, t317
    # region 12: inductor 8faea2ab5a4e4c55, 11 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:152, 153
    t318 = aten.add.Tensor(t135, 1e-05)  # t318: cpu f32[2, 64, 1]
    t319 = aten.rsqrt.default(t318)  # t319: cpu f32[2, 64, 1]
    t320 = aten.mul.Tensor(t134, t319)  # t320: cpu f32[2, 64, 64]
    t321 = aten.mul.Tensor(t320, t14)  # t321: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t322 = aten.view.default(t321, [128, 64])  # t322: cpu f32[128, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t323 = aten.t.default(t322)  # t323: cpu f32[64, 128]
    t324 = aten._to_copy.default(t323, dtype=torch.float32)  # t324: cpu f32[64, 128]
    t325 = aten.mul.Tensor(t324, t57)  # t325: cpu f32[64, 128]
    t326 = aten.clamp.default(t325, -448.0, 448.0)  # t326: cpu f32[64, 128]
    t327 = aten._to_copy.default(t326, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t327: cpu f8e4m3[64, 128]
    t328 = aten.t.default(t327)  # t328: cpu f8e4m3[128, 64]
    # end region 12 -> t328
    # region 13: te 3e5c363c82dccd00, 1 ops
    t329 = aten._scaled_mm.default(t284, t328, t79, t58, None, None, torch.float32)  # t329: cpu f32[192, 64]
    # end region 13 -> t329
    # region 14: inductor ce33ddc0ffc33e7a, 6 ops
    t330 = aten.t.default(t16)  # t330: cpu f32[64, 192]
    t331 = aten._to_copy.default(t330, dtype=torch.float32)  # t331: cpu f32[64, 192]
    t332 = aten.mul.Tensor(t331, t61)  # t332: cpu f32[64, 192]
    t333 = aten.clamp.default(t332, -448.0, 448.0)  # t333: cpu f32[64, 192]
    t334 = aten._to_copy.default(t333, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t334: cpu f8e4m3[64, 192]
    t335 = aten.t.default(t334)  # t335: cpu f8e4m3[192, 64]
    # end region 14 -> t335
    # region 15: te d9b9449ec8c00d93, 1 ops
    t336 = aten._scaled_mm.default(t288, t335, t79, t62, None, None, torch.float32)  # t336: cpu f32[128, 64]
    # end region 15 -> t336
    # region 16: te 3e5c363c82dccd00, 1 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t337 = aten._scaled_mm.default(t313, t328, t82, t58, None, None, torch.float32)  # t337: cpu f32[192, 64]
    # end region 16 -> t337
    # region 17: inductor ce33ddc0ffc33e7a, 6 ops
    t338 = aten.t.default(t15)  # t338: cpu f32[64, 192]
    t339 = aten._to_copy.default(t338, dtype=torch.float32)  # t339: cpu f32[64, 192]
    t340 = aten.mul.Tensor(t339, t59)  # t340: cpu f32[64, 192]
    t341 = aten.clamp.default(t340, -448.0, 448.0)  # t341: cpu f32[64, 192]
    t342 = aten._to_copy.default(t341, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t342: cpu f8e4m3[64, 192]
    t343 = aten.t.default(t342)  # t343: cpu f8e4m3[192, 64]
    # end region 17 -> t343
    # region 18: te d9b9449ec8c00d93, 1 ops
    t344 = aten._scaled_mm.default(t317, t343, t82, t60, None, None, torch.float32)  # t344: cpu f32[128, 64]
    # end region 18 -> t344
    # region 19: inductor 75919da999bdf26d, 51 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:152
    t345 = aten.add.Tensor(t135, 1e-05)  # t345: cpu f32[2, 64, 1]
    t346 = aten.rsqrt.default(t345)  # t346: cpu f32[2, 64, 1]
    t347 = aten.mul.Tensor(t134, t346)  # t347: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t348 = aten.view.default(t336, [2, 64, 64])  # t348: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t349 = aten.view.default(t344, [2, 64, 64])  # t349: cpu f32[2, 64, 64]
    t350 = aten.add.Tensor(t348, t349)  # t350: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:153, 152
    t351 = aten.mul.Tensor(t350, t347)  # t351: cpu f32[2, 64, 64]
    t352 = aten.mul.Tensor(t350, t14)  # t352: cpu f32[2, 64, 64]
    t353 = aten.sum.dim_IntList(t351, [0, 1], True)  # t353: cpu f32[1, 1, 64]
    t354 = aten.view.default(t353, [64])  # t354: cpu f32[64]
    t355 = aten.mul.Tensor(t352, t134)  # t355: cpu f32[2, 64, 64]
    t356 = aten.mul.Tensor(t352, t346)  # t356: cpu f32[2, 64, 64]
    t357 = aten.sum.dim_IntList(t355, [2], True)  # t357: cpu f32[2, 64, 1]
    t358 = aten.add.Tensor(t207, t356)  # t358: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:152
    t359 = aten.pow.Tensor_Scalar(t346, 3)  # t359: cpu f32[2, 64, 1]
    t360 = aten.mul.Scalar(t357, -0.5)  # t360: cpu f32[2, 64, 1]
    t361 = aten.mul.Tensor(t360, t359)  # t361: cpu f32[2, 64, 1]
    t362 = aten.expand.default(t361, [2, 64, 64])  # t362: cpu f32[2, 64, 64]
    t363 = aten.div.Scalar(t362, 64)  # t363: cpu f32[2, 64, 64]
    t364 = aten.pow.Tensor_Scalar(t134, 1.0)  # t364: cpu f32[2, 64, 64]
    t365 = aten.mul.Scalar(t364, 2.0)  # t365: cpu f32[2, 64, 64]
    t366 = aten.mul.Tensor(t363, t365)  # t366: cpu f32[2, 64, 64]
    t367 = aten.add.Tensor(t358, t366)  # t367: cpu f32[2, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:231
    t368 = aten.view.default(t367, [128, 64])  # t368: cpu f32[128, 64]
    t369 = aten.t.default(t368)  # t369: cpu f32[64, 128]
    t370 = aten.abs.default(t367)  # t370: cpu f32[2, 64, 64]
    t371 = aten.amax.default(t370, [], False)  # t371: cpu f32[]
    t372 = aten._to_copy.default(t371, dtype=torch.float32)  # t372: cpu f32[]
    t373 = aten.view.default(t372, [1])  # t373: cpu f32[1]
    t374 = aten.slice.Tensor(t83, 0, 1, 1024)  # t374: cpu f32[1023]
    t375 = aten.cat.default([t374, t373])  # t375: cpu f32[1024]
    t376 = aten.slice.Tensor(t375, 0, 1, 1024)  # t376: cpu f32[1023]
    t377 = aten.constant_pad_nd.default(t376, [1, 0], 0.0)  # t377: cpu f32[1024]
    t378 = aten.amax.default(t375, [0], False)  # t378: cpu f32[]
    t379 = aten.ne.Scalar(t372, 0.0)  # t379: cpu b8[]
    t380 = aten.where.self(t379, t377, t83)  # t380: cpu f32[1024]
    t381 = aten.le.Scalar(t378, 3.4028234663852886e+38)  # t381: cpu b8[]
    t382 = aten.logical_and.default(t379, t381)  # t382: cpu b8[]
    t383 = aten.full_like.default(t378, 57344.0)  # t383: cpu f32[]
    t384 = aten.div.Tensor(t383, t378)  # t384: cpu f32[]
    t385 = aten.clamp.default(t384, None, 3.4028234663852886e+38)  # t385: cpu f32[]
    t386 = aten.where.self(t382, t385, t84)  # t386: cpu f32[]
    t387 = aten.reciprocal.default(t386)  # t387: cpu f32[]
    t388 = aten._to_copy.default(t369, dtype=torch.float32)  # t388: cpu f32[64, 128]
    t389 = aten.mul.Tensor(t388, t84)  # t389: cpu f32[64, 128]
    t390 = aten.clamp.default(t389, -57344.0, 57344.0)  # t390: cpu f32[64, 128]
    t391 = aten._to_copy.default(t390, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t391: cpu f8e5m2[64, 128]
    t392 = aten._to_copy.default(t368, dtype=torch.float32)  # t392: cpu f32[128, 64]
    t393 = aten.mul.Tensor(t392, t84)  # t393: cpu f32[128, 64]
    t394 = aten.clamp.default(t393, -57344.0, 57344.0)  # t394: cpu f32[128, 64]
    t395 = aten._to_copy.default(t394, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t395: cpu f8e5m2[128, 64]
    # end region 19 -> t354, t367, t380, t386, t387, t391, t395
    # region 20: inductor f6d82d445c70105b, 8 ops
    # layers.1.attention (Attention), llama.py:231
    t396 = aten.transpose.int(t132, 1, 2)  # t396: cpu f32[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:231
    t397 = aten.view.default(t396, [128, 64])  # t397: cpu f32[128, 64]
    t398 = aten.t.default(t397)  # t398: cpu f32[64, 128]
    t399 = aten._to_copy.default(t398, dtype=torch.float32)  # t399: cpu f32[64, 128]
    t400 = aten.mul.Tensor(t399, t53)  # t400: cpu f32[64, 128]
    t401 = aten.clamp.default(t400, -448.0, 448.0)  # t401: cpu f32[64, 128]
    t402 = aten._to_copy.default(t401, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t402: cpu f8e4m3[64, 128]
    t403 = aten.t.default(t402)  # t403: cpu f8e4m3[128, 64]
    # end region 20 -> t403
    # region 21: te 049001dc92653046, 1 ops
    t404 = aten._scaled_mm.default(t391, t403, t85, t54, None, None, torch.float32)  # t404: cpu f32[64, 64]
    # end region 21 -> t404
    # region 22: inductor 2be1b7f9cbbbe61a, 6 ops
    t405 = aten.t.default(t13)  # t405: cpu f32[64, 64]
    t406 = aten._to_copy.default(t405, dtype=torch.float32)  # t406: cpu f32[64, 64]
    t407 = aten.mul.Tensor(t406, t55)  # t407: cpu f32[64, 64]
    t408 = aten.clamp.default(t407, -448.0, 448.0)  # t408: cpu f32[64, 64]
    t409 = aten._to_copy.default(t408, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t409: cpu f8e4m3[64, 64]
    t410 = aten.t.default(t409)  # t410: cpu f8e4m3[64, 64]
    # end region 22 -> t410
    # region 23: te 6b337b7ff287c9c6, 1 ops
    t411 = aten._scaled_mm.default(t395, t410, t85, t56, None, None, torch.float32)  # t411: cpu f32[128, 64]
    # end region 23 -> t411
    # layers.1.attention (Attention), llama.py:231, 202, 222, 223, 221, 224, ...
    t412 = aten.view.default(t411, [2, 64, 4, 16])  # t412: cpu f32[2, 64, 4, 16]
    t413 = aten.transpose.int(t412, 1, 2)  # t413: cpu f32[2, 4, 64, 16]
    t414 = aten.view.default(t130, [2, 64, 4, 16])  # t414: cpu f32[2, 64, 4, 16]
    t415 = aten.transpose.int(t414, 1, 2)  # t415: cpu f32[2, 4, 64, 16]
    t416 = aten.view.default(t131, [2, 64, 2, 16])  # t416: cpu f32[2, 64, 2, 16]
    t417 = aten.transpose.int(t416, 1, 2)  # t417: cpu f32[2, 2, 64, 16]
    t418 = aten.view.default(t129, [2, 64, 2, 16])  # t418: cpu f32[2, 64, 2, 16]
    t419 = aten.transpose.int(t418, 1, 2)  # t419: cpu f32[2, 2, 64, 16]
    t420, t421, t422 = aotc.sdpa_backward.default(t413, t415, t417, t419, None, t132, t133, True, None)  # t420: cpu f32[2, 4, 64, 16], t421: cpu f32[2, 2, 64, 16], t422: cpu f32[2, 2, 64, 16]
    # region 24: inductor 11f2ffce07097dfa, 47 ops
    t423 = aten.clone.default(t421, memory_format=torch.contiguous_format)  # t423: cpu f32[2, 2, 64, 16]
    t424 = aten.transpose.int(t423, 1, 2)  # t424: cpu f32[2, 64, 2, 16]
    t425 = aten.view.default(t424, [2, 64, 2, 8, 2])  # t425: cpu f32[2, 64, 2, 8, 2]
    t426 = aten.select.int(t425, -1, 0)  # t426: cpu f32[2, 64, 2, 8]
    t427 = aten.select.int(t425, -1, 1)  # t427: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:186
    t428 = aten.slice.Tensor(t20, 0, 0, 64)  # t428: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:198
    t429 = aten.view.default(t428, [1, 64, 1, 8])  # t429: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:201
    t430 = aten.mul.Tensor(t427, t429)  # t430: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:186
    t431 = aten.slice.Tensor(t21, 0, 0, 64)  # t431: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:199
    t432 = aten.view.default(t431, [1, 64, 1, 8])  # t432: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:201, 200
    t433 = aten.mul.Tensor(t427, t432)  # t433: cpu f32[2, 64, 2, 8]
    t434 = aten.neg.default(t426)  # t434: cpu f32[2, 64, 2, 8]
    t435 = aten.mul.Tensor(t434, t432)  # t435: cpu f32[2, 64, 2, 8]
    t436 = aten.add.Tensor(t430, t435)  # t436: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:200
    t437 = aten.mul.Tensor(t426, t429)  # t437: cpu f32[2, 64, 2, 8]
    t438 = aten.add.Tensor(t433, t437)  # t438: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:197
    t439 = aten.select_backward.default(t436, [2, 64, 2, 8, 2], 4, 1)  # t439: cpu f32[2, 64, 2, 8, 2]
    t440 = aten.select_backward.default(t438, [2, 64, 2, 8, 2], 4, 0)  # t440: cpu f32[2, 64, 2, 8, 2]
    t441 = aten.add.Tensor(t439, t440)  # t441: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention.wk (Linear), llama.py:220
    t442 = aten.view.default(t441, [128, 32])  # t442: cpu f32[128, 32]
    t443 = aten.t.default(t442)  # t443: cpu f32[32, 128]
    t444 = aten.abs.default(t441)  # t444: cpu f32[2, 64, 2, 8, 2]
    t445 = aten.amax.default(t444, [], False)  # t445: cpu f32[]
    t446 = aten._to_copy.default(t445, dtype=torch.float32)  # t446: cpu f32[]
    t447 = aten.view.default(t446, [1])  # t447: cpu f32[1]
    t448 = aten.slice.Tensor(t89, 0, 1, 1024)  # t448: cpu f32[1023]
    t449 = aten.cat.default([t448, t447])  # t449: cpu f32[1024]
    t450 = aten.slice.Tensor(t449, 0, 1, 1024)  # t450: cpu f32[1023]
    t451 = aten.constant_pad_nd.default(t450, [1, 0], 0.0)  # t451: cpu f32[1024]
    t452 = aten.amax.default(t449, [0], False)  # t452: cpu f32[]
    t453 = aten.ne.Scalar(t446, 0.0)  # t453: cpu b8[]
    t454 = aten.where.self(t453, t451, t89)  # t454: cpu f32[1024]
    t455 = aten.le.Scalar(t452, 3.4028234663852886e+38)  # t455: cpu b8[]
    t456 = aten.logical_and.default(t453, t455)  # t456: cpu b8[]
    t457 = aten.full_like.default(t452, 57344.0)  # t457: cpu f32[]
    t458 = aten.div.Tensor(t457, t452)  # t458: cpu f32[]
    t459 = aten.clamp.default(t458, None, 3.4028234663852886e+38)  # t459: cpu f32[]
    t460 = aten.where.self(t456, t459, t90)  # t460: cpu f32[]
    t461 = aten.reciprocal.default(t460)  # t461: cpu f32[]
    t462 = aten._to_copy.default(t443, dtype=torch.float32)  # t462: cpu f32[32, 128]
    t463 = aten.mul.Tensor(t462, t90)  # t463: cpu f32[32, 128]
    t464 = aten.clamp.default(t463, -57344.0, 57344.0)  # t464: cpu f32[32, 128]
    t465 = aten._to_copy.default(t464, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t465: cpu f8e5m2[32, 128]
    t466 = aten._to_copy.default(t442, dtype=torch.float32)  # t466: cpu f32[128, 32]
    t467 = aten.mul.Tensor(t466, t90)  # t467: cpu f32[128, 32]
    t468 = aten.clamp.default(t467, -57344.0, 57344.0)  # t468: cpu f32[128, 32]
    t469 = aten._to_copy.default(t468, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t469: cpu f8e5m2[128, 32]
    # end region 24 -> t454, t460, t461, t465, t469
    # region 25: inductor 88a127c22516487c, 31 ops
    # layers.1.attention (Attention), llama.py:230, 224, 221
    t470 = aten.clone.default(t422, memory_format=torch.contiguous_format)  # t470: cpu f32[2, 2, 64, 16]
    t471 = aten.transpose.int(t470, 1, 2)  # t471: cpu f32[2, 64, 2, 16]
    t472 = aten.clone.default(t471, memory_format=torch.contiguous_format)  # t472: cpu f32[2, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:221
    t473 = aten.view.default(t472, [128, 32])  # t473: cpu f32[128, 32]
    t474 = aten.t.default(t473)  # t474: cpu f32[32, 128]
    t475 = aten.abs.default(t472)  # t475: cpu f32[2, 64, 2, 16]
    t476 = aten.amax.default(t475, [], False)  # t476: cpu f32[]
    t477 = aten._to_copy.default(t476, dtype=torch.float32)  # t477: cpu f32[]
    t478 = aten.view.default(t477, [1])  # t478: cpu f32[1]
    t479 = aten.slice.Tensor(t86, 0, 1, 1024)  # t479: cpu f32[1023]
    t480 = aten.cat.default([t479, t478])  # t480: cpu f32[1024]
    t481 = aten.slice.Tensor(t480, 0, 1, 1024)  # t481: cpu f32[1023]
    t482 = aten.constant_pad_nd.default(t481, [1, 0], 0.0)  # t482: cpu f32[1024]
    t483 = aten.amax.default(t480, [0], False)  # t483: cpu f32[]
    t484 = aten.ne.Scalar(t477, 0.0)  # t484: cpu b8[]
    t485 = aten.where.self(t484, t482, t86)  # t485: cpu f32[1024]
    t486 = aten.le.Scalar(t483, 3.4028234663852886e+38)  # t486: cpu b8[]
    t487 = aten.logical_and.default(t484, t486)  # t487: cpu b8[]
    t488 = aten.full_like.default(t483, 57344.0)  # t488: cpu f32[]
    t489 = aten.div.Tensor(t488, t483)  # t489: cpu f32[]
    t490 = aten.clamp.default(t489, None, 3.4028234663852886e+38)  # t490: cpu f32[]
    t491 = aten.where.self(t487, t490, t87)  # t491: cpu f32[]
    t492 = aten.reciprocal.default(t491)  # t492: cpu f32[]
    t493 = aten._to_copy.default(t474, dtype=torch.float32)  # t493: cpu f32[32, 128]
    t494 = aten.mul.Tensor(t493, t87)  # t494: cpu f32[32, 128]
    t495 = aten.clamp.default(t494, -57344.0, 57344.0)  # t495: cpu f32[32, 128]
    t496 = aten._to_copy.default(t495, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t496: cpu f8e5m2[32, 128]
    t497 = aten._to_copy.default(t473, dtype=torch.float32)  # t497: cpu f32[128, 32]
    t498 = aten.mul.Tensor(t497, t87)  # t498: cpu f32[128, 32]
    t499 = aten.clamp.default(t498, -57344.0, 57344.0)  # t499: cpu f32[128, 32]
    t500 = aten._to_copy.default(t499, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t500: cpu f8e5m2[128, 32]
    # end region 25 -> t485, t491, t492, t496, t500
    # region 26: inductor ae32b228ceaea88a, 46 ops
    # rope (RotaryEmbedding), llama.py:186
    t501 = aten.slice.Tensor(t20, 0, 0, 64)  # t501: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:198
    t502 = aten.view.default(t501, [1, 64, 1, 8])  # t502: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:186
    t503 = aten.slice.Tensor(t21, 0, 0, 64)  # t503: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:199
    t504 = aten.view.default(t503, [1, 64, 1, 8])  # t504: cpu f32[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:222, 202, 201, 200
    t505 = aten.transpose.int(t420, 1, 2)  # t505: cpu f32[2, 64, 4, 16]
    t506 = aten.view.default(t505, [2, 64, 4, 8, 2])  # t506: cpu f32[2, 64, 4, 8, 2]
    t507 = aten.select.int(t506, -1, 0)  # t507: cpu f32[2, 64, 4, 8]
    t508 = aten.select.int(t506, -1, 1)  # t508: cpu f32[2, 64, 4, 8]
    t509 = aten.mul.Tensor(t508, t502)  # t509: cpu f32[2, 64, 4, 8]
    t510 = aten.mul.Tensor(t508, t504)  # t510: cpu f32[2, 64, 4, 8]
    t511 = aten.neg.default(t507)  # t511: cpu f32[2, 64, 4, 8]
    t512 = aten.mul.Tensor(t511, t504)  # t512: cpu f32[2, 64, 4, 8]
    t513 = aten.add.Tensor(t509, t512)  # t513: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:200
    t514 = aten.mul.Tensor(t507, t502)  # t514: cpu f32[2, 64, 4, 8]
    t515 = aten.add.Tensor(t510, t514)  # t515: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:197
    t516 = aten.select_backward.default(t513, [2, 64, 4, 8, 2], 4, 1)  # t516: cpu f32[2, 64, 4, 8, 2]
    t517 = aten.select_backward.default(t515, [2, 64, 4, 8, 2], 4, 0)  # t517: cpu f32[2, 64, 4, 8, 2]
    t518 = aten.add.Tensor(t516, t517)  # t518: cpu f32[2, 64, 4, 8, 2]
    # layers.1.attention.wq (Linear), llama.py:219
    t519 = aten.view.default(t518, [128, 64])  # t519: cpu f32[128, 64]
    t520 = aten.t.default(t519)  # t520: cpu f32[64, 128]
    t521 = aten.abs.default(t518)  # t521: cpu f32[2, 64, 4, 8, 2]
    t522 = aten.amax.default(t521, [], False)  # t522: cpu f32[]
    t523 = aten._to_copy.default(t522, dtype=torch.float32)  # t523: cpu f32[]
    t524 = aten.view.default(t523, [1])  # t524: cpu f32[1]
    t525 = aten.slice.Tensor(t92, 0, 1, 1024)  # t525: cpu f32[1023]
    t526 = aten.cat.default([t525, t524])  # t526: cpu f32[1024]
    t527 = aten.slice.Tensor(t526, 0, 1, 1024)  # t527: cpu f32[1023]
    t528 = aten.constant_pad_nd.default(t527, [1, 0], 0.0)  # t528: cpu f32[1024]
    t529 = aten.amax.default(t526, [0], False)  # t529: cpu f32[]
    t530 = aten.ne.Scalar(t523, 0.0)  # t530: cpu b8[]
    t531 = aten.where.self(t530, t528, t92)  # t531: cpu f32[1024]
    t532 = aten.le.Scalar(t529, 3.4028234663852886e+38)  # t532: cpu b8[]
    t533 = aten.logical_and.default(t530, t532)  # t533: cpu b8[]
    t534 = aten.full_like.default(t529, 57344.0)  # t534: cpu f32[]
    t535 = aten.div.Tensor(t534, t529)  # t535: cpu f32[]
    t536 = aten.clamp.default(t535, None, 3.4028234663852886e+38)  # t536: cpu f32[]
    t537 = aten.where.self(t533, t536, t93)  # t537: cpu f32[]
    t538 = aten.reciprocal.default(t537)  # t538: cpu f32[]
    t539 = aten._to_copy.default(t520, dtype=torch.float32)  # t539: cpu f32[64, 128]
    t540 = aten.mul.Tensor(t539, t93)  # t540: cpu f32[64, 128]
    t541 = aten.clamp.default(t540, -57344.0, 57344.0)  # t541: cpu f32[64, 128]
    t542 = aten._to_copy.default(t541, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t542: cpu f8e5m2[64, 128]
    t543 = aten._to_copy.default(t519, dtype=torch.float32)  # t543: cpu f32[128, 64]
    t544 = aten.mul.Tensor(t543, t93)  # t544: cpu f32[128, 64]
    t545 = aten.clamp.default(t544, -57344.0, 57344.0)  # t545: cpu f32[128, 64]
    t546 = aten._to_copy.default(t545, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t546: cpu f8e5m2[128, 64]
    # end region 26 -> t531, t537, t538, t542, t546
    # region 27: inductor 8faea2ab5a4e4c55, 11 ops
    # layers.1.attention_norm (RMSNorm), llama.py:152, 153
    t547 = aten.add.Tensor(t128, 1e-05)  # t547: cpu f32[2, 64, 1]
    t548 = aten.rsqrt.default(t547)  # t548: cpu f32[2, 64, 1]
    t549 = aten.mul.Tensor(t127, t548)  # t549: cpu f32[2, 64, 64]
    t550 = aten.mul.Tensor(t549, t9)  # t550: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:219
    t551 = aten.view.default(t550, [128, 64])  # t551: cpu f32[128, 64]
    # layers.1.attention.wv (Linear), llama.py:221
    t552 = aten.t.default(t551)  # t552: cpu f32[64, 128]
    t553 = aten._to_copy.default(t552, dtype=torch.float32)  # t553: cpu f32[64, 128]
    t554 = aten.mul.Tensor(t553, t45)  # t554: cpu f32[64, 128]
    t555 = aten.clamp.default(t554, -448.0, 448.0)  # t555: cpu f32[64, 128]
    t556 = aten._to_copy.default(t555, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t556: cpu f8e4m3[64, 128]
    t557 = aten.t.default(t556)  # t557: cpu f8e4m3[128, 64]
    # end region 27 -> t557
    # region 28: te 009ce2bb2e87fdee, 1 ops
    t558 = aten._scaled_mm.default(t496, t557, t88, t46, None, None, torch.float32)  # t558: cpu f32[32, 64]
    # end region 28 -> t558
    # region 29: inductor eef8ee392e408605, 6 ops
    t559 = aten.t.default(t12)  # t559: cpu f32[64, 32]
    t560 = aten._to_copy.default(t559, dtype=torch.float32)  # t560: cpu f32[64, 32]
    t561 = aten.mul.Tensor(t560, t51)  # t561: cpu f32[64, 32]
    t562 = aten.clamp.default(t561, -448.0, 448.0)  # t562: cpu f32[64, 32]
    t563 = aten._to_copy.default(t562, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t563: cpu f8e4m3[64, 32]
    t564 = aten.t.default(t563)  # t564: cpu f8e4m3[32, 64]
    # end region 29 -> t564
    # region 30: te e51e15361d0a9a3c, 1 ops
    t565 = aten._scaled_mm.default(t500, t564, t88, t52, None, None, torch.float32)  # t565: cpu f32[128, 64]
    # end region 30 -> t565
    # region 31: te 009ce2bb2e87fdee, 1 ops
    # layers.1.attention.wk (Linear), llama.py:220
    t566 = aten._scaled_mm.default(t465, t557, t91, t46, None, None, torch.float32)  # t566: cpu f32[32, 64]
    # end region 31 -> t566
    # region 32: inductor eef8ee392e408605, 6 ops
    t567 = aten.t.default(t11)  # t567: cpu f32[64, 32]
    t568 = aten._to_copy.default(t567, dtype=torch.float32)  # t568: cpu f32[64, 32]
    t569 = aten.mul.Tensor(t568, t49)  # t569: cpu f32[64, 32]
    t570 = aten.clamp.default(t569, -448.0, 448.0)  # t570: cpu f32[64, 32]
    t571 = aten._to_copy.default(t570, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t571: cpu f8e4m3[64, 32]
    t572 = aten.t.default(t571)  # t572: cpu f8e4m3[32, 64]
    # end region 32 -> t572
    # region 33: te e51e15361d0a9a3c, 1 ops
    t573 = aten._scaled_mm.default(t469, t572, t91, t50, None, None, torch.float32)  # t573: cpu f32[128, 64]
    # end region 33 -> t573
    # region 34: te 049001dc92653046, 1 ops
    # layers.1.attention.wq (Linear), llama.py:219
    t574 = aten._scaled_mm.default(t542, t557, t94, t46, None, None, torch.float32)  # t574: cpu f32[64, 64]
    # end region 34 -> t574
    # region 35: inductor 2be1b7f9cbbbe61a, 6 ops
    t575 = aten.t.default(t10)  # t575: cpu f32[64, 64]
    t576 = aten._to_copy.default(t575, dtype=torch.float32)  # t576: cpu f32[64, 64]
    t577 = aten.mul.Tensor(t576, t47)  # t577: cpu f32[64, 64]
    t578 = aten.clamp.default(t577, -448.0, 448.0)  # t578: cpu f32[64, 64]
    t579 = aten._to_copy.default(t578, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t579: cpu f8e4m3[64, 64]
    t580 = aten.t.default(t579)  # t580: cpu f8e4m3[64, 64]
    # end region 35 -> t580
    # region 36: te 6b337b7ff287c9c6, 1 ops
    t581 = aten._scaled_mm.default(t546, t580, t94, t48, None, None, torch.float32)  # t581: cpu f32[128, 64]
    # end region 36 -> t581
    # region 37: inductor 632db5d8388bbe45, 53 ops
    # layers.1.attention_norm (RMSNorm), llama.py:152
    t582 = aten.add.Tensor(t128, 1e-05)  # t582: cpu f32[2, 64, 1]
    t583 = aten.rsqrt.default(t582)  # t583: cpu f32[2, 64, 1]
    t584 = aten.mul.Tensor(t127, t583)  # t584: cpu f32[2, 64, 64]
    # layers.1.attention.wv (Linear), llama.py:221
    t585 = aten.view.default(t565, [2, 64, 64])  # t585: cpu f32[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:220
    t586 = aten.view.default(t573, [2, 64, 64])  # t586: cpu f32[2, 64, 64]
    t587 = aten.add.Tensor(t585, t586)  # t587: cpu f32[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:219
    t588 = aten.view.default(t581, [2, 64, 64])  # t588: cpu f32[2, 64, 64]
    t589 = aten.add.Tensor(t587, t588)  # t589: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:153, 152
    t590 = aten.mul.Tensor(t589, t584)  # t590: cpu f32[2, 64, 64]
    t591 = aten.mul.Tensor(t589, t9)  # t591: cpu f32[2, 64, 64]
    t592 = aten.sum.dim_IntList(t590, [0, 1], True)  # t592: cpu f32[1, 1, 64]
    t593 = aten.view.default(t592, [64])  # t593: cpu f32[64]
    t594 = aten.mul.Tensor(t591, t127)  # t594: cpu f32[2, 64, 64]
    t595 = aten.mul.Tensor(t591, t583)  # t595: cpu f32[2, 64, 64]
    t596 = aten.sum.dim_IntList(t594, [2], True)  # t596: cpu f32[2, 64, 1]
    t597 = aten.add.Tensor(t367, t595)  # t597: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:152
    t598 = aten.pow.Tensor_Scalar(t583, 3)  # t598: cpu f32[2, 64, 1]
    t599 = aten.mul.Scalar(t596, -0.5)  # t599: cpu f32[2, 64, 1]
    t600 = aten.mul.Tensor(t599, t598)  # t600: cpu f32[2, 64, 1]
    t601 = aten.expand.default(t600, [2, 64, 64])  # t601: cpu f32[2, 64, 64]
    t602 = aten.div.Scalar(t601, 64)  # t602: cpu f32[2, 64, 64]
    t603 = aten.pow.Tensor_Scalar(t127, 1.0)  # t603: cpu f32[2, 64, 64]
    t604 = aten.mul.Scalar(t603, 2.0)  # t604: cpu f32[2, 64, 64]
    t605 = aten.mul.Tensor(t602, t604)  # t605: cpu f32[2, 64, 64]
    t606 = aten.add.Tensor(t597, t605)  # t606: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:244
    t607 = aten.view.default(t606, [128, 64])  # t607: cpu f32[128, 64]
    t608 = aten.t.default(t607)  # t608: cpu f32[64, 128]
    t609 = aten.abs.default(t606)  # t609: cpu f32[2, 64, 64]
    t610 = aten.amax.default(t609, [], False)  # t610: cpu f32[]
    t611 = aten._to_copy.default(t610, dtype=torch.float32)  # t611: cpu f32[]
    t612 = aten.view.default(t611, [1])  # t612: cpu f32[1]
    t613 = aten.slice.Tensor(t95, 0, 1, 1024)  # t613: cpu f32[1023]
    t614 = aten.cat.default([t613, t612])  # t614: cpu f32[1024]
    t615 = aten.slice.Tensor(t614, 0, 1, 1024)  # t615: cpu f32[1023]
    t616 = aten.constant_pad_nd.default(t615, [1, 0], 0.0)  # t616: cpu f32[1024]
    t617 = aten.amax.default(t614, [0], False)  # t617: cpu f32[]
    t618 = aten.ne.Scalar(t611, 0.0)  # t618: cpu b8[]
    t619 = aten.where.self(t618, t616, t95)  # t619: cpu f32[1024]
    t620 = aten.le.Scalar(t617, 3.4028234663852886e+38)  # t620: cpu b8[]
    t621 = aten.logical_and.default(t618, t620)  # t621: cpu b8[]
    t622 = aten.full_like.default(t617, 57344.0)  # t622: cpu f32[]
    t623 = aten.div.Tensor(t622, t617)  # t623: cpu f32[]
    t624 = aten.clamp.default(t623, None, 3.4028234663852886e+38)  # t624: cpu f32[]
    t625 = aten.where.self(t621, t624, t96)  # t625: cpu f32[]
    t626 = aten.reciprocal.default(t625)  # t626: cpu f32[]
    t627 = aten._to_copy.default(t608, dtype=torch.float32)  # t627: cpu f32[64, 128]
    t628 = aten.mul.Tensor(t627, t96)  # t628: cpu f32[64, 128]
    t629 = aten.clamp.default(t628, -57344.0, 57344.0)  # t629: cpu f32[64, 128]
    t630 = aten._to_copy.default(t629, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t630: cpu f8e5m2[64, 128]
    t631 = aten._to_copy.default(t607, dtype=torch.float32)  # t631: cpu f32[128, 64]
    t632 = aten.mul.Tensor(t631, t96)  # t632: cpu f32[128, 64]
    t633 = aten.clamp.default(t632, -57344.0, 57344.0)  # t633: cpu f32[128, 64]
    t634 = aten._to_copy.default(t633, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t634: cpu f8e5m2[128, 64]
    # end region 37 -> t593, t606, t619, t625, t626, t630, t634
    # region 38: inductor cf4235cfa7c227a9, 11 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t635 = aten._unsafe_view.default(t126, [2, 64, 192])  # t635: cpu f32[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t636 = aten._unsafe_view.default(t125, [2, 64, 192])  # t636: cpu f32[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t637 = aten.silu.default(t636)  # t637: cpu f32[2, 64, 192]
    t638 = aten.mul.Tensor(t637, t635)  # t638: cpu f32[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:244
    t639 = aten.view.default(t638, [128, 192])  # t639: cpu f32[128, 192]
    t640 = aten.t.default(t639)  # t640: cpu f32[192, 128]
    t641 = aten._to_copy.default(t640, dtype=torch.float32)  # t641: cpu f32[192, 128]
    t642 = aten.mul.Tensor(t641, t41)  # t642: cpu f32[192, 128]
    t643 = aten.clamp.default(t642, -448.0, 448.0)  # t643: cpu f32[192, 128]
    t644 = aten._to_copy.default(t643, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t644: cpu f8e4m3[192, 128]
    t645 = aten.t.default(t644)  # t645: cpu f8e4m3[128, 192]
    # end region 38 -> t645
    # region 39: te 5bc78700119202c4, 1 ops
    t646 = aten._scaled_mm.default(t630, t645, t97, t42, None, None, torch.float32)  # t646: cpu f32[64, 192]
    # end region 39 -> t646
    # region 40: inductor cac0d758c85f3c4e, 6 ops
    t647 = aten.t.default(t8)  # t647: cpu f32[192, 64]
    t648 = aten._to_copy.default(t647, dtype=torch.float32)  # t648: cpu f32[192, 64]
    t649 = aten.mul.Tensor(t648, t43)  # t649: cpu f32[192, 64]
    t650 = aten.clamp.default(t649, -448.0, 448.0)  # t650: cpu f32[192, 64]
    t651 = aten._to_copy.default(t650, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t651: cpu f8e4m3[192, 64]
    t652 = aten.t.default(t651)  # t652: cpu f8e4m3[64, 192]
    # end region 40 -> t652
    # region 41: te 09ce9f8fb2805f08, 1 ops
    t653 = aten._scaled_mm.default(t634, t652, t97, t44, None, None, torch.float32)  # t653: cpu f32[128, 192]
    # end region 41 -> t653
    # region 42: inductor bf2964716081ae85, 63 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t654 = aten._unsafe_view.default(t126, [2, 64, 192])  # t654: cpu f32[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t655 = aten._unsafe_view.default(t125, [2, 64, 192])  # t655: cpu f32[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t656 = aten.silu.default(t655)  # t656: cpu f32[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:244
    t657 = aten.view.default(t653, [2, 64, 192])  # t657: cpu f32[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t658 = aten.mul.Tensor(t657, t656)  # t658: cpu f32[2, 64, 192]
    t659 = aten.mul.Tensor(t657, t654)  # t659: cpu f32[2, 64, 192]
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t660 = aten.view.default(t658, [128, 192])  # t660: cpu f32[128, 192]
    t661 = aten.t.default(t660)  # t661: cpu f32[192, 128]
    t662 = aten.abs.default(t658)  # t662: cpu f32[2, 64, 192]
    t663 = aten.amax.default(t662, [], False)  # t663: cpu f32[]
    t664 = aten._to_copy.default(t663, dtype=torch.float32)  # t664: cpu f32[]
    t665 = aten.view.default(t664, [1])  # t665: cpu f32[1]
    t666 = aten.slice.Tensor(t98, 0, 1, 1024)  # t666: cpu f32[1023]
    t667 = aten.cat.default([t666, t665])  # t667: cpu f32[1024]
    t668 = aten.slice.Tensor(t667, 0, 1, 1024)  # t668: cpu f32[1023]
    t669 = aten.constant_pad_nd.default(t668, [1, 0], 0.0)  # t669: cpu f32[1024]
    t670 = aten.amax.default(t667, [0], False)  # t670: cpu f32[]
    t671 = aten.ne.Scalar(t664, 0.0)  # t671: cpu b8[]
    t672 = aten.where.self(t671, t669, t98)  # t672: cpu f32[1024]
    t673 = aten.le.Scalar(t670, 3.4028234663852886e+38)  # t673: cpu b8[]
    t674 = aten.logical_and.default(t671, t673)  # t674: cpu b8[]
    t675 = aten.full_like.default(t670, 57344.0)  # t675: cpu f32[]
    t676 = aten.div.Tensor(t675, t670)  # t676: cpu f32[]
    t677 = aten.clamp.default(t676, None, 3.4028234663852886e+38)  # t677: cpu f32[]
    t678 = aten.where.self(t674, t677, t99)  # t678: cpu f32[]
    t679 = aten.reciprocal.default(t678)  # t679: cpu f32[]
    t680 = aten._to_copy.default(t661, dtype=torch.float32)  # t680: cpu f32[192, 128]
    t681 = aten.mul.Tensor(t680, t99)  # t681: cpu f32[192, 128]
    t682 = aten.clamp.default(t681, -57344.0, 57344.0)  # t682: cpu f32[192, 128]
    t683 = aten._to_copy.default(t682, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t683: cpu f8e5m2[192, 128]
    t684 = aten._to_copy.default(t660, dtype=torch.float32)  # t684: cpu f32[128, 192]
    t685 = aten.mul.Tensor(t684, t99)  # t685: cpu f32[128, 192]
    t686 = aten.clamp.default(t685, -57344.0, 57344.0)  # t686: cpu f32[128, 192]
    t687 = aten._to_copy.default(t686, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t687: cpu f8e5m2[128, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t688 = aten.silu_backward.default(t659, t655)  # t688: cpu f32[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t689 = aten.view.default(t688, [128, 192])  # t689: cpu f32[128, 192]
    t690 = aten.t.default(t689)  # t690: cpu f32[192, 128]
    t691 = aten.abs.default(t688)  # t691: cpu f32[2, 64, 192]
    t692 = aten.amax.default(t691, [], False)  # t692: cpu f32[]
    t693 = aten._to_copy.default(t692, dtype=torch.float32)  # t693: cpu f32[]
    t694 = aten.view.default(t693, [1])  # t694: cpu f32[1]
    t695 = aten.slice.Tensor(t101, 0, 1, 1024)  # t695: cpu f32[1023]
    t696 = aten.cat.default([t695, t694])  # t696: cpu f32[1024]
    t697 = aten.slice.Tensor(t696, 0, 1, 1024)  # t697: cpu f32[1023]
    t698 = aten.constant_pad_nd.default(t697, [1, 0], 0.0)  # t698: cpu f32[1024]
    t699 = aten.amax.default(t696, [0], False)  # t699: cpu f32[]
    t700 = aten.ne.Scalar(t693, 0.0)  # t700: cpu b8[]
    t701 = aten.where.self(t700, t698, t101)  # t701: cpu f32[1024]
    t702 = aten.le.Scalar(t699, 3.4028234663852886e+38)  # t702: cpu b8[]
    t703 = aten.logical_and.default(t700, t702)  # t703: cpu b8[]
    t704 = aten.full_like.default(t699, 57344.0)  # t704: cpu f32[]
    t705 = aten.div.Tensor(t704, t699)  # t705: cpu f32[]
    t706 = aten.clamp.default(t705, None, 3.4028234663852886e+38)  # t706: cpu f32[]
    t707 = aten.where.self(t703, t706, t102)  # t707: cpu f32[]
    t708 = aten.reciprocal.default(t707)  # t708: cpu f32[]
    t709 = aten._to_copy.default(t690, dtype=torch.float32)  # t709: cpu f32[192, 128]
    t710 = aten.mul.Tensor(t709, t102)  # t710: cpu f32[192, 128]
    t711 = aten.clamp.default(t710, -57344.0, 57344.0)  # t711: cpu f32[192, 128]
    t712 = aten._to_copy.default(t711, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t712: cpu f8e5m2[192, 128]
    t713 = aten._to_copy.default(t689, dtype=torch.float32)  # t713: cpu f32[128, 192]
    t714 = aten.mul.Tensor(t713, t102)  # t714: cpu f32[128, 192]
    t715 = aten.clamp.default(t714, -57344.0, 57344.0)  # t715: cpu f32[128, 192]
    t716 = aten._to_copy.default(t715, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t716: cpu f8e5m2[128, 192]
    # end region 42 -> t672, t678, t679, t683, t687, t701, t707, t708, t712, t716
    # region 43: inductor 8faea2ab5a4e4c55, 11 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:152, 153
    t717 = aten.add.Tensor(t124, 1e-05)  # t717: cpu f32[2, 64, 1]
    t718 = aten.rsqrt.default(t717)  # t718: cpu f32[2, 64, 1]
    t719 = aten.mul.Tensor(t123, t718)  # t719: cpu f32[2, 64, 64]
    t720 = aten.mul.Tensor(t719, t5)  # t720: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t721 = aten.view.default(t720, [128, 64])  # t721: cpu f32[128, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t722 = aten.t.default(t721)  # t722: cpu f32[64, 128]
    t723 = aten._to_copy.default(t722, dtype=torch.float32)  # t723: cpu f32[64, 128]
    t724 = aten.mul.Tensor(t723, t35)  # t724: cpu f32[64, 128]
    t725 = aten.clamp.default(t724, -448.0, 448.0)  # t725: cpu f32[64, 128]
    t726 = aten._to_copy.default(t725, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t726: cpu f8e4m3[64, 128]
    t727 = aten.t.default(t726)  # t727: cpu f8e4m3[128, 64]
    # end region 43 -> t727
    # region 44: te 3e5c363c82dccd00, 1 ops
    t728 = aten._scaled_mm.default(t683, t727, t100, t36, None, None, torch.float32)  # t728: cpu f32[192, 64]
    # end region 44 -> t728
    # region 45: inductor ce33ddc0ffc33e7a, 6 ops
    t729 = aten.t.default(t7)  # t729: cpu f32[64, 192]
    t730 = aten._to_copy.default(t729, dtype=torch.float32)  # t730: cpu f32[64, 192]
    t731 = aten.mul.Tensor(t730, t39)  # t731: cpu f32[64, 192]
    t732 = aten.clamp.default(t731, -448.0, 448.0)  # t732: cpu f32[64, 192]
    t733 = aten._to_copy.default(t732, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t733: cpu f8e4m3[64, 192]
    t734 = aten.t.default(t733)  # t734: cpu f8e4m3[192, 64]
    # end region 45 -> t734
    # region 46: te d9b9449ec8c00d93, 1 ops
    t735 = aten._scaled_mm.default(t687, t734, t100, t40, None, None, torch.float32)  # t735: cpu f32[128, 64]
    # end region 46 -> t735
    # region 47: te 3e5c363c82dccd00, 1 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t736 = aten._scaled_mm.default(t712, t727, t103, t36, None, None, torch.float32)  # t736: cpu f32[192, 64]
    # end region 47 -> t736
    # region 48: inductor ce33ddc0ffc33e7a, 6 ops
    t737 = aten.t.default(t6)  # t737: cpu f32[64, 192]
    t738 = aten._to_copy.default(t737, dtype=torch.float32)  # t738: cpu f32[64, 192]
    t739 = aten.mul.Tensor(t738, t37)  # t739: cpu f32[64, 192]
    t740 = aten.clamp.default(t739, -448.0, 448.0)  # t740: cpu f32[64, 192]
    t741 = aten._to_copy.default(t740, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t741: cpu f8e4m3[64, 192]
    t742 = aten.t.default(t741)  # t742: cpu f8e4m3[192, 64]
    # end region 48 -> t742
    # region 49: te d9b9449ec8c00d93, 1 ops
    t743 = aten._scaled_mm.default(t716, t742, t103, t38, None, None, torch.float32)  # t743: cpu f32[128, 64]
    # end region 49 -> t743
    # region 50: inductor 75919da999bdf26d, 51 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:152
    t744 = aten.add.Tensor(t124, 1e-05)  # t744: cpu f32[2, 64, 1]
    t745 = aten.rsqrt.default(t744)  # t745: cpu f32[2, 64, 1]
    t746 = aten.mul.Tensor(t123, t745)  # t746: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t747 = aten.view.default(t735, [2, 64, 64])  # t747: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t748 = aten.view.default(t743, [2, 64, 64])  # t748: cpu f32[2, 64, 64]
    t749 = aten.add.Tensor(t747, t748)  # t749: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:153, 152
    t750 = aten.mul.Tensor(t749, t746)  # t750: cpu f32[2, 64, 64]
    t751 = aten.mul.Tensor(t749, t5)  # t751: cpu f32[2, 64, 64]
    t752 = aten.sum.dim_IntList(t750, [0, 1], True)  # t752: cpu f32[1, 1, 64]
    t753 = aten.view.default(t752, [64])  # t753: cpu f32[64]
    t754 = aten.mul.Tensor(t751, t123)  # t754: cpu f32[2, 64, 64]
    t755 = aten.mul.Tensor(t751, t745)  # t755: cpu f32[2, 64, 64]
    t756 = aten.sum.dim_IntList(t754, [2], True)  # t756: cpu f32[2, 64, 1]
    t757 = aten.add.Tensor(t606, t755)  # t757: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:152
    t758 = aten.pow.Tensor_Scalar(t745, 3)  # t758: cpu f32[2, 64, 1]
    t759 = aten.mul.Scalar(t756, -0.5)  # t759: cpu f32[2, 64, 1]
    t760 = aten.mul.Tensor(t759, t758)  # t760: cpu f32[2, 64, 1]
    t761 = aten.expand.default(t760, [2, 64, 64])  # t761: cpu f32[2, 64, 64]
    t762 = aten.div.Scalar(t761, 64)  # t762: cpu f32[2, 64, 64]
    t763 = aten.pow.Tensor_Scalar(t123, 1.0)  # t763: cpu f32[2, 64, 64]
    t764 = aten.mul.Scalar(t763, 2.0)  # t764: cpu f32[2, 64, 64]
    t765 = aten.mul.Tensor(t762, t764)  # t765: cpu f32[2, 64, 64]
    t766 = aten.add.Tensor(t757, t765)  # t766: cpu f32[2, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:231
    t767 = aten.view.default(t766, [128, 64])  # t767: cpu f32[128, 64]
    t768 = aten.t.default(t767)  # t768: cpu f32[64, 128]
    t769 = aten.abs.default(t766)  # t769: cpu f32[2, 64, 64]
    t770 = aten.amax.default(t769, [], False)  # t770: cpu f32[]
    t771 = aten._to_copy.default(t770, dtype=torch.float32)  # t771: cpu f32[]
    t772 = aten.view.default(t771, [1])  # t772: cpu f32[1]
    t773 = aten.slice.Tensor(t104, 0, 1, 1024)  # t773: cpu f32[1023]
    t774 = aten.cat.default([t773, t772])  # t774: cpu f32[1024]
    t775 = aten.slice.Tensor(t774, 0, 1, 1024)  # t775: cpu f32[1023]
    t776 = aten.constant_pad_nd.default(t775, [1, 0], 0.0)  # t776: cpu f32[1024]
    t777 = aten.amax.default(t774, [0], False)  # t777: cpu f32[]
    t778 = aten.ne.Scalar(t771, 0.0)  # t778: cpu b8[]
    t779 = aten.where.self(t778, t776, t104)  # t779: cpu f32[1024]
    t780 = aten.le.Scalar(t777, 3.4028234663852886e+38)  # t780: cpu b8[]
    t781 = aten.logical_and.default(t778, t780)  # t781: cpu b8[]
    t782 = aten.full_like.default(t777, 57344.0)  # t782: cpu f32[]
    t783 = aten.div.Tensor(t782, t777)  # t783: cpu f32[]
    t784 = aten.clamp.default(t783, None, 3.4028234663852886e+38)  # t784: cpu f32[]
    t785 = aten.where.self(t781, t784, t105)  # t785: cpu f32[]
    t786 = aten.reciprocal.default(t785)  # t786: cpu f32[]
    t787 = aten._to_copy.default(t768, dtype=torch.float32)  # t787: cpu f32[64, 128]
    t788 = aten.mul.Tensor(t787, t105)  # t788: cpu f32[64, 128]
    t789 = aten.clamp.default(t788, -57344.0, 57344.0)  # t789: cpu f32[64, 128]
    t790 = aten._to_copy.default(t789, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t790: cpu f8e5m2[64, 128]
    t791 = aten._to_copy.default(t767, dtype=torch.float32)  # t791: cpu f32[128, 64]
    t792 = aten.mul.Tensor(t791, t105)  # t792: cpu f32[128, 64]
    t793 = aten.clamp.default(t792, -57344.0, 57344.0)  # t793: cpu f32[128, 64]
    t794 = aten._to_copy.default(t793, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t794: cpu f8e5m2[128, 64]
    # end region 50 -> t753, t766, t779, t785, t786, t790, t794
    # region 51: inductor f6d82d445c70105b, 8 ops
    # layers.0.attention (Attention), llama.py:231
    t795 = aten.transpose.int(t121, 1, 2)  # t795: cpu f32[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:231
    t796 = aten.view.default(t795, [128, 64])  # t796: cpu f32[128, 64]
    t797 = aten.t.default(t796)  # t797: cpu f32[64, 128]
    t798 = aten._to_copy.default(t797, dtype=torch.float32)  # t798: cpu f32[64, 128]
    t799 = aten.mul.Tensor(t798, t31)  # t799: cpu f32[64, 128]
    t800 = aten.clamp.default(t799, -448.0, 448.0)  # t800: cpu f32[64, 128]
    t801 = aten._to_copy.default(t800, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t801: cpu f8e4m3[64, 128]
    t802 = aten.t.default(t801)  # t802: cpu f8e4m3[128, 64]
    # end region 51 -> t802
    # region 52: te 049001dc92653046, 1 ops
    t803 = aten._scaled_mm.default(t790, t802, t106, t32, None, None, torch.float32)  # t803: cpu f32[64, 64]
    # end region 52 -> t803
    # region 53: inductor 2be1b7f9cbbbe61a, 6 ops
    t804 = aten.t.default(t4)  # t804: cpu f32[64, 64]
    t805 = aten._to_copy.default(t804, dtype=torch.float32)  # t805: cpu f32[64, 64]
    t806 = aten.mul.Tensor(t805, t33)  # t806: cpu f32[64, 64]
    t807 = aten.clamp.default(t806, -448.0, 448.0)  # t807: cpu f32[64, 64]
    t808 = aten._to_copy.default(t807, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t808: cpu f8e4m3[64, 64]
    t809 = aten.t.default(t808)  # t809: cpu f8e4m3[64, 64]
    # end region 53 -> t809
    # region 54: te 6b337b7ff287c9c6, 1 ops
    t810 = aten._scaled_mm.default(t794, t809, t106, t34, None, None, torch.float32)  # t810: cpu f32[128, 64]
    # end region 54 -> t810
    # layers.0.attention (Attention), llama.py:231, 202, 222, 223, 221, 224, ...
    t811 = aten.view.default(t810, [2, 64, 4, 16])  # t811: cpu f32[2, 64, 4, 16]
    t812 = aten.transpose.int(t811, 1, 2)  # t812: cpu f32[2, 4, 64, 16]
    t813 = aten.view.default(t119, [2, 64, 4, 16])  # t813: cpu f32[2, 64, 4, 16]
    t814 = aten.transpose.int(t813, 1, 2)  # t814: cpu f32[2, 4, 64, 16]
    t815 = aten.view.default(t120, [2, 64, 2, 16])  # t815: cpu f32[2, 64, 2, 16]
    t816 = aten.transpose.int(t815, 1, 2)  # t816: cpu f32[2, 2, 64, 16]
    t817 = aten.view.default(t118, [2, 64, 2, 16])  # t817: cpu f32[2, 64, 2, 16]
    t818 = aten.transpose.int(t817, 1, 2)  # t818: cpu f32[2, 2, 64, 16]
    t819, t820, t821 = aotc.sdpa_backward.default(t812, t814, t816, t818, None, t121, t122, True, None)  # t819: cpu f32[2, 4, 64, 16], t820: cpu f32[2, 2, 64, 16], t821: cpu f32[2, 2, 64, 16]
    # region 55: inductor b3e646a238548d06, 47 ops
    # rope (RotaryEmbedding), llama.py:186
    t822 = aten.slice.Tensor(t20, 0, 0, 64)  # t822: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:198
    t823 = aten.view.default(t822, [1, 64, 1, 8])  # t823: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:186
    t824 = aten.slice.Tensor(t21, 0, 0, 64)  # t824: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:199, 230, 223, 202, 201, 200
    t825 = aten.view.default(t824, [1, 64, 1, 8])  # t825: cpu f32[1, 64, 1, 8]
    t826 = aten.clone.default(t820, memory_format=torch.contiguous_format)  # t826: cpu f32[2, 2, 64, 16]
    t827 = aten.transpose.int(t826, 1, 2)  # t827: cpu f32[2, 64, 2, 16]
    t828 = aten.view.default(t827, [2, 64, 2, 8, 2])  # t828: cpu f32[2, 64, 2, 8, 2]
    t829 = aten.select.int(t828, -1, 0)  # t829: cpu f32[2, 64, 2, 8]
    t830 = aten.select.int(t828, -1, 1)  # t830: cpu f32[2, 64, 2, 8]
    t831 = aten.mul.Tensor(t830, t823)  # t831: cpu f32[2, 64, 2, 8]
    t832 = aten.mul.Tensor(t830, t825)  # t832: cpu f32[2, 64, 2, 8]
    t833 = aten.neg.default(t829)  # t833: cpu f32[2, 64, 2, 8]
    t834 = aten.mul.Tensor(t833, t825)  # t834: cpu f32[2, 64, 2, 8]
    t835 = aten.add.Tensor(t831, t834)  # t835: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:200
    t836 = aten.mul.Tensor(t829, t823)  # t836: cpu f32[2, 64, 2, 8]
    t837 = aten.add.Tensor(t832, t836)  # t837: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:197
    t838 = aten.select_backward.default(t835, [2, 64, 2, 8, 2], 4, 1)  # t838: cpu f32[2, 64, 2, 8, 2]
    t839 = aten.select_backward.default(t837, [2, 64, 2, 8, 2], 4, 0)  # t839: cpu f32[2, 64, 2, 8, 2]
    t840 = aten.add.Tensor(t838, t839)  # t840: cpu f32[2, 64, 2, 8, 2]
    # layers.0.attention.wk (Linear), llama.py:220
    t841 = aten.view.default(t840, [128, 32])  # t841: cpu f32[128, 32]
    t842 = aten.t.default(t841)  # t842: cpu f32[32, 128]
    t843 = aten.abs.default(t840)  # t843: cpu f32[2, 64, 2, 8, 2]
    t844 = aten.amax.default(t843, [], False)  # t844: cpu f32[]
    t845 = aten._to_copy.default(t844, dtype=torch.float32)  # t845: cpu f32[]
    t846 = aten.view.default(t845, [1])  # t846: cpu f32[1]
    t847 = aten.slice.Tensor(t110, 0, 1, 1024)  # t847: cpu f32[1023]
    t848 = aten.cat.default([t847, t846])  # t848: cpu f32[1024]
    t849 = aten.slice.Tensor(t848, 0, 1, 1024)  # t849: cpu f32[1023]
    t850 = aten.constant_pad_nd.default(t849, [1, 0], 0.0)  # t850: cpu f32[1024]
    t851 = aten.amax.default(t848, [0], False)  # t851: cpu f32[]
    t852 = aten.ne.Scalar(t845, 0.0)  # t852: cpu b8[]
    t853 = aten.where.self(t852, t850, t110)  # t853: cpu f32[1024]
    t854 = aten.le.Scalar(t851, 3.4028234663852886e+38)  # t854: cpu b8[]
    t855 = aten.logical_and.default(t852, t854)  # t855: cpu b8[]
    t856 = aten.full_like.default(t851, 57344.0)  # t856: cpu f32[]
    t857 = aten.div.Tensor(t856, t851)  # t857: cpu f32[]
    t858 = aten.clamp.default(t857, None, 3.4028234663852886e+38)  # t858: cpu f32[]
    t859 = aten.where.self(t855, t858, t111)  # t859: cpu f32[]
    t860 = aten.reciprocal.default(t859)  # t860: cpu f32[]
    t861 = aten._to_copy.default(t842, dtype=torch.float32)  # t861: cpu f32[32, 128]
    t862 = aten.mul.Tensor(t861, t111)  # t862: cpu f32[32, 128]
    t863 = aten.clamp.default(t862, -57344.0, 57344.0)  # t863: cpu f32[32, 128]
    t864 = aten._to_copy.default(t863, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t864: cpu f8e5m2[32, 128]
    t865 = aten._to_copy.default(t841, dtype=torch.float32)  # t865: cpu f32[128, 32]
    t866 = aten.mul.Tensor(t865, t111)  # t866: cpu f32[128, 32]
    t867 = aten.clamp.default(t866, -57344.0, 57344.0)  # t867: cpu f32[128, 32]
    t868 = aten._to_copy.default(t867, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t868: cpu f8e5m2[128, 32]
    # end region 55 -> t853, t859, t860, t864, t868
    # region 56: inductor 88a127c22516487c, 31 ops
    # layers.0.attention (Attention), llama.py:230, 224, 221
    t869 = aten.clone.default(t821, memory_format=torch.contiguous_format)  # t869: cpu f32[2, 2, 64, 16]
    t870 = aten.transpose.int(t869, 1, 2)  # t870: cpu f32[2, 64, 2, 16]
    t871 = aten.clone.default(t870, memory_format=torch.contiguous_format)  # t871: cpu f32[2, 64, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:221
    t872 = aten.view.default(t871, [128, 32])  # t872: cpu f32[128, 32]
    t873 = aten.t.default(t872)  # t873: cpu f32[32, 128]
    t874 = aten.abs.default(t871)  # t874: cpu f32[2, 64, 2, 16]
    t875 = aten.amax.default(t874, [], False)  # t875: cpu f32[]
    t876 = aten._to_copy.default(t875, dtype=torch.float32)  # t876: cpu f32[]
    t877 = aten.view.default(t876, [1])  # t877: cpu f32[1]
    t878 = aten.slice.Tensor(t107, 0, 1, 1024)  # t878: cpu f32[1023]
    t879 = aten.cat.default([t878, t877])  # t879: cpu f32[1024]
    t880 = aten.slice.Tensor(t879, 0, 1, 1024)  # t880: cpu f32[1023]
    t881 = aten.constant_pad_nd.default(t880, [1, 0], 0.0)  # t881: cpu f32[1024]
    t882 = aten.amax.default(t879, [0], False)  # t882: cpu f32[]
    t883 = aten.ne.Scalar(t876, 0.0)  # t883: cpu b8[]
    t884 = aten.where.self(t883, t881, t107)  # t884: cpu f32[1024]
    t885 = aten.le.Scalar(t882, 3.4028234663852886e+38)  # t885: cpu b8[]
    t886 = aten.logical_and.default(t883, t885)  # t886: cpu b8[]
    t887 = aten.full_like.default(t882, 57344.0)  # t887: cpu f32[]
    t888 = aten.div.Tensor(t887, t882)  # t888: cpu f32[]
    t889 = aten.clamp.default(t888, None, 3.4028234663852886e+38)  # t889: cpu f32[]
    t890 = aten.where.self(t886, t889, t108)  # t890: cpu f32[]
    t891 = aten.reciprocal.default(t890)  # t891: cpu f32[]
    t892 = aten._to_copy.default(t873, dtype=torch.float32)  # t892: cpu f32[32, 128]
    t893 = aten.mul.Tensor(t892, t108)  # t893: cpu f32[32, 128]
    t894 = aten.clamp.default(t893, -57344.0, 57344.0)  # t894: cpu f32[32, 128]
    t895 = aten._to_copy.default(t894, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t895: cpu f8e5m2[32, 128]
    t896 = aten._to_copy.default(t872, dtype=torch.float32)  # t896: cpu f32[128, 32]
    t897 = aten.mul.Tensor(t896, t108)  # t897: cpu f32[128, 32]
    t898 = aten.clamp.default(t897, -57344.0, 57344.0)  # t898: cpu f32[128, 32]
    t899 = aten._to_copy.default(t898, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t899: cpu f8e5m2[128, 32]
    # end region 56 -> t884, t890, t891, t895, t899
    # region 57: inductor ae32b228ceaea88a, 46 ops
    # rope (RotaryEmbedding), llama.py:186
    t900 = aten.slice.Tensor(t20, 0, 0, 64)  # t900: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:198
    t901 = aten.view.default(t900, [1, 64, 1, 8])  # t901: cpu f32[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:186
    t902 = aten.slice.Tensor(t21, 0, 0, 64)  # t902: cpu f32[64, 8]
    # layers.0.attention (Attention), llama.py:199, 222, 202, 201, 200
    t903 = aten.view.default(t902, [1, 64, 1, 8])  # t903: cpu f32[1, 64, 1, 8]
    t904 = aten.transpose.int(t819, 1, 2)  # t904: cpu f32[2, 64, 4, 16]
    t905 = aten.view.default(t904, [2, 64, 4, 8, 2])  # t905: cpu f32[2, 64, 4, 8, 2]
    t906 = aten.select.int(t905, -1, 0)  # t906: cpu f32[2, 64, 4, 8]
    t907 = aten.select.int(t905, -1, 1)  # t907: cpu f32[2, 64, 4, 8]
    t908 = aten.mul.Tensor(t907, t901)  # t908: cpu f32[2, 64, 4, 8]
    t909 = aten.mul.Tensor(t907, t903)  # t909: cpu f32[2, 64, 4, 8]
    t910 = aten.neg.default(t906)  # t910: cpu f32[2, 64, 4, 8]
    t911 = aten.mul.Tensor(t910, t903)  # t911: cpu f32[2, 64, 4, 8]
    t912 = aten.add.Tensor(t908, t911)  # t912: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:200
    t913 = aten.mul.Tensor(t906, t901)  # t913: cpu f32[2, 64, 4, 8]
    t914 = aten.add.Tensor(t909, t913)  # t914: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:197
    t915 = aten.select_backward.default(t912, [2, 64, 4, 8, 2], 4, 1)  # t915: cpu f32[2, 64, 4, 8, 2]
    t916 = aten.select_backward.default(t914, [2, 64, 4, 8, 2], 4, 0)  # t916: cpu f32[2, 64, 4, 8, 2]
    t917 = aten.add.Tensor(t915, t916)  # t917: cpu f32[2, 64, 4, 8, 2]
    # layers.0.attention.wq (Linear), llama.py:219
    t918 = aten.view.default(t917, [128, 64])  # t918: cpu f32[128, 64]
    t919 = aten.t.default(t918)  # t919: cpu f32[64, 128]
    t920 = aten.abs.default(t917)  # t920: cpu f32[2, 64, 4, 8, 2]
    t921 = aten.amax.default(t920, [], False)  # t921: cpu f32[]
    t922 = aten._to_copy.default(t921, dtype=torch.float32)  # t922: cpu f32[]
    t923 = aten.view.default(t922, [1])  # t923: cpu f32[1]
    t924 = aten.slice.Tensor(t113, 0, 1, 1024)  # t924: cpu f32[1023]
    t925 = aten.cat.default([t924, t923])  # t925: cpu f32[1024]
    t926 = aten.slice.Tensor(t925, 0, 1, 1024)  # t926: cpu f32[1023]
    t927 = aten.constant_pad_nd.default(t926, [1, 0], 0.0)  # t927: cpu f32[1024]
    t928 = aten.amax.default(t925, [0], False)  # t928: cpu f32[]
    t929 = aten.ne.Scalar(t922, 0.0)  # t929: cpu b8[]
    t930 = aten.where.self(t929, t927, t113)  # t930: cpu f32[1024]
    t931 = aten.le.Scalar(t928, 3.4028234663852886e+38)  # t931: cpu b8[]
    t932 = aten.logical_and.default(t929, t931)  # t932: cpu b8[]
    t933 = aten.full_like.default(t928, 57344.0)  # t933: cpu f32[]
    t934 = aten.div.Tensor(t933, t928)  # t934: cpu f32[]
    t935 = aten.clamp.default(t934, None, 3.4028234663852886e+38)  # t935: cpu f32[]
    t936 = aten.where.self(t932, t935, t114)  # t936: cpu f32[]
    t937 = aten.reciprocal.default(t936)  # t937: cpu f32[]
    t938 = aten._to_copy.default(t919, dtype=torch.float32)  # t938: cpu f32[64, 128]
    t939 = aten.mul.Tensor(t938, t114)  # t939: cpu f32[64, 128]
    t940 = aten.clamp.default(t939, -57344.0, 57344.0)  # t940: cpu f32[64, 128]
    t941 = aten._to_copy.default(t940, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t941: cpu f8e5m2[64, 128]
    t942 = aten._to_copy.default(t918, dtype=torch.float32)  # t942: cpu f32[128, 64]
    t943 = aten.mul.Tensor(t942, t114)  # t943: cpu f32[128, 64]
    t944 = aten.clamp.default(t943, -57344.0, 57344.0)  # t944: cpu f32[128, 64]
    t945 = aten._to_copy.default(t944, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t945: cpu f8e5m2[128, 64]
    # end region 57 -> t930, t936, t937, t941, t945
    # region 58: inductor 8faea2ab5a4e4c55, 11 ops
    # layers.0.attention_norm (RMSNorm), llama.py:152, 153
    t946 = aten.add.Tensor(t117, 1e-05)  # t946: cpu f32[2, 64, 1]
    t947 = aten.rsqrt.default(t946)  # t947: cpu f32[2, 64, 1]
    t948 = aten.mul.Tensor(t116, t947)  # t948: cpu f32[2, 64, 64]
    t949 = aten.mul.Tensor(t948, t0)  # t949: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:219
    t950 = aten.view.default(t949, [128, 64])  # t950: cpu f32[128, 64]
    # layers.0.attention.wv (Linear), llama.py:221
    t951 = aten.t.default(t950)  # t951: cpu f32[64, 128]
    t952 = aten._to_copy.default(t951, dtype=torch.float32)  # t952: cpu f32[64, 128]
    t953 = aten.mul.Tensor(t952, t23)  # t953: cpu f32[64, 128]
    t954 = aten.clamp.default(t953, -448.0, 448.0)  # t954: cpu f32[64, 128]
    t955 = aten._to_copy.default(t954, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t955: cpu f8e4m3[64, 128]
    t956 = aten.t.default(t955)  # t956: cpu f8e4m3[128, 64]
    # end region 58 -> t956
    # region 59: te 009ce2bb2e87fdee, 1 ops
    t957 = aten._scaled_mm.default(t895, t956, t109, t24, None, None, torch.float32)  # t957: cpu f32[32, 64]
    # end region 59 -> t957
    # region 60: inductor eef8ee392e408605, 6 ops
    t958 = aten.t.default(t3)  # t958: cpu f32[64, 32]
    t959 = aten._to_copy.default(t958, dtype=torch.float32)  # t959: cpu f32[64, 32]
    t960 = aten.mul.Tensor(t959, t29)  # t960: cpu f32[64, 32]
    t961 = aten.clamp.default(t960, -448.0, 448.0)  # t961: cpu f32[64, 32]
    t962 = aten._to_copy.default(t961, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t962: cpu f8e4m3[64, 32]
    t963 = aten.t.default(t962)  # t963: cpu f8e4m3[32, 64]
    # end region 60 -> t963
    # region 61: te e51e15361d0a9a3c, 1 ops
    t964 = aten._scaled_mm.default(t899, t963, t109, t30, None, None, torch.float32)  # t964: cpu f32[128, 64]
    # end region 61 -> t964
    # region 62: te 009ce2bb2e87fdee, 1 ops
    # layers.0.attention.wk (Linear), llama.py:220
    t965 = aten._scaled_mm.default(t864, t956, t112, t24, None, None, torch.float32)  # t965: cpu f32[32, 64]
    # end region 62 -> t965
    # region 63: inductor eef8ee392e408605, 6 ops
    t966 = aten.t.default(t2)  # t966: cpu f32[64, 32]
    t967 = aten._to_copy.default(t966, dtype=torch.float32)  # t967: cpu f32[64, 32]
    t968 = aten.mul.Tensor(t967, t27)  # t968: cpu f32[64, 32]
    t969 = aten.clamp.default(t968, -448.0, 448.0)  # t969: cpu f32[64, 32]
    t970 = aten._to_copy.default(t969, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t970: cpu f8e4m3[64, 32]
    t971 = aten.t.default(t970)  # t971: cpu f8e4m3[32, 64]
    # end region 63 -> t971
    # region 64: te e51e15361d0a9a3c, 1 ops
    t972 = aten._scaled_mm.default(t868, t971, t112, t28, None, None, torch.float32)  # t972: cpu f32[128, 64]
    # end region 64 -> t972
    # region 65: te 049001dc92653046, 1 ops
    # layers.0.attention.wq (Linear), llama.py:219
    t973 = aten._scaled_mm.default(t941, t956, t115, t24, None, None, torch.float32)  # t973: cpu f32[64, 64]
    # end region 65 -> t973
    # region 66: inductor 2be1b7f9cbbbe61a, 6 ops
    t974 = aten.t.default(t1)  # t974: cpu f32[64, 64]
    t975 = aten._to_copy.default(t974, dtype=torch.float32)  # t975: cpu f32[64, 64]
    t976 = aten.mul.Tensor(t975, t25)  # t976: cpu f32[64, 64]
    t977 = aten.clamp.default(t976, -448.0, 448.0)  # t977: cpu f32[64, 64]
    t978 = aten._to_copy.default(t977, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t978: cpu f8e4m3[64, 64]
    t979 = aten.t.default(t978)  # t979: cpu f8e4m3[64, 64]
    # end region 66 -> t979
    # region 67: te 6b337b7ff287c9c6, 1 ops
    t980 = aten._scaled_mm.default(t945, t979, t115, t26, None, None, torch.float32)  # t980: cpu f32[128, 64]
    # end region 67 -> t980
    # region 68: inductor 4bb33c20a1cdaca9, 25 ops
    # layers.0.attention_norm (RMSNorm), llama.py:152
    t981 = aten.add.Tensor(t117, 1e-05)  # t981: cpu f32[2, 64, 1]
    t982 = aten.rsqrt.default(t981)  # t982: cpu f32[2, 64, 1]
    t983 = aten.mul.Tensor(t116, t982)  # t983: cpu f32[2, 64, 64]
    # layers.0.attention.wv (Linear), llama.py:221
    t984 = aten.view.default(t964, [2, 64, 64])  # t984: cpu f32[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:220
    t985 = aten.view.default(t972, [2, 64, 64])  # t985: cpu f32[2, 64, 64]
    t986 = aten.add.Tensor(t984, t985)  # t986: cpu f32[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:219
    t987 = aten.view.default(t980, [2, 64, 64])  # t987: cpu f32[2, 64, 64]
    t988 = aten.add.Tensor(t986, t987)  # t988: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:153, 152
    t989 = aten.mul.Tensor(t988, t983)  # t989: cpu f32[2, 64, 64]
    t990 = aten.mul.Tensor(t988, t0)  # t990: cpu f32[2, 64, 64]
    t991 = aten.sum.dim_IntList(t989, [0, 1], True)  # t991: cpu f32[1, 1, 64]
    t992 = aten.view.default(t991, [64])  # t992: cpu f32[64]
    t993 = aten.mul.Tensor(t990, t116)  # t993: cpu f32[2, 64, 64]
    t994 = aten.mul.Tensor(t990, t982)  # t994: cpu f32[2, 64, 64]
    t995 = aten.sum.dim_IntList(t993, [2], True)  # t995: cpu f32[2, 64, 1]
    t996 = aten.add.Tensor(t766, t994)  # t996: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:152
    t997 = aten.pow.Tensor_Scalar(t982, 3)  # t997: cpu f32[2, 64, 1]
    t998 = aten.mul.Scalar(t995, -0.5)  # t998: cpu f32[2, 64, 1]
    t999 = aten.mul.Tensor(t998, t997)  # t999: cpu f32[2, 64, 1]
    t1000 = aten.expand.default(t999, [2, 64, 64])  # t1000: cpu f32[2, 64, 64]
    t1001 = aten.div.Scalar(t1000, 64)  # t1001: cpu f32[2, 64, 64]
    t1002 = aten.pow.Tensor_Scalar(t116, 1.0)  # t1002: cpu f32[2, 64, 64]
    t1003 = aten.mul.Scalar(t1002, 2.0)  # t1003: cpu f32[2, 64, 64]
    t1004 = aten.mul.Tensor(t1001, t1003)  # t1004: cpu f32[2, 64, 64]
    t1005 = aten.add.Tensor(t996, t1004)  # t1005: cpu f32[2, 64, 64]
    # end region 68 -> t992, t1005
    # tok_embeddings (Embedding), llama.py:280
    t1006 = aten.embedding_dense_backward.default(t1005, t22, 256, -1, False)  # t1006: cpu f32[256, 64]
    return (t1006, t992, t973, t965, t957, t803, t753, t736, t728, t646, t593, t574, t566, t558, t404, t354, t337, t329, t247, t195, t180, t161, t167, t168, t220, t226, t227, t273, t279, t280, t302, t308, t309, t380, t386, t387, t485, t491, t492, t454, t460, t461, t531, t537, t538, t619, t625, t626, t672, t678, t679, t701, t707, t708, t779, t785, t786, t884, t890, t891, t853, t859, t860, t930, t936, t937)
    # t1006: grad tok_embeddings.weight
    # t992: grad layers.0.attention_norm.weight
    # t973: grad layers.0.attention.wq.weight
    # t965: grad layers.0.attention.wk.weight
    # t957: grad layers.0.attention.wv.weight
    # t803: grad layers.0.attention.wo.weight
    # t753: grad layers.0.ffn_norm.weight
    # t736: grad layers.0.feed_forward.w1.weight
    # t728: grad layers.0.feed_forward.w3.weight
    # t646: grad layers.0.feed_forward.w2.weight
    # t593: grad layers.1.attention_norm.weight
    # t574: grad layers.1.attention.wq.weight
    # t566: grad layers.1.attention.wk.weight
    # t558: grad layers.1.attention.wv.weight
    # t404: grad layers.1.attention.wo.weight
    # t354: grad layers.1.ffn_norm.weight
    # t337: grad layers.1.feed_forward.w1.weight
    # t329: grad layers.1.feed_forward.w3.weight
    # t247: grad layers.1.feed_forward.w2.weight
    # t195: grad norm.weight
    # t180: grad output.weight
    # t161: carry amax_history:output.weight:grad_output
    # t167: carry scale:output.weight:grad_output
    # t168: carry scale_inv:output.weight:grad_output
    # t220: carry amax_history:layers.1.feed_forward.w2.weight:grad_output
    # t226: carry scale:layers.1.feed_forward.w2.weight:grad_output
    # t227: carry scale_inv:layers.1.feed_forward.w2.weight:grad_output
    # t273: carry amax_history:layers.1.feed_forward.w3.weight:grad_output
    # t279: carry scale:layers.1.feed_forward.w3.weight:grad_output
    # t280: carry scale_inv:layers.1.feed_forward.w3.weight:grad_output
    # t302: carry amax_history:layers.1.feed_forward.w1.weight:grad_output
    # t308: carry scale:layers.1.feed_forward.w1.weight:grad_output
    # t309: carry scale_inv:layers.1.feed_forward.w1.weight:grad_output
    # t380: carry amax_history:layers.1.attention.wo.weight:grad_output
    # t386: carry scale:layers.1.attention.wo.weight:grad_output
    # t387: carry scale_inv:layers.1.attention.wo.weight:grad_output
    # t485: carry amax_history:layers.1.attention.wv.weight:grad_output
    # t491: carry scale:layers.1.attention.wv.weight:grad_output
    # t492: carry scale_inv:layers.1.attention.wv.weight:grad_output
    # t454: carry amax_history:layers.1.attention.wk.weight:grad_output
    # t460: carry scale:layers.1.attention.wk.weight:grad_output
    # t461: carry scale_inv:layers.1.attention.wk.weight:grad_output
    # t531: carry amax_history:layers.1.attention.wq.weight:grad_output
    # t537: carry scale:layers.1.attention.wq.weight:grad_output
    # t538: carry scale_inv:layers.1.attention.wq.weight:grad_output
    # t619: carry amax_history:layers.0.feed_forward.w2.weight:grad_output
    # t625: carry scale:layers.0.feed_forward.w2.weight:grad_output
    # t626: carry scale_inv:layers.0.feed_forward.w2.weight:grad_output
    # t672: carry amax_history:layers.0.feed_forward.w3.weight:grad_output
    # t678: carry scale:layers.0.feed_forward.w3.weight:grad_output
    # t679: carry scale_inv:layers.0.feed_forward.w3.weight:grad_output
    # t701: carry amax_history:layers.0.feed_forward.w1.weight:grad_output
    # t707: carry scale:layers.0.feed_forward.w1.weight:grad_output
    # t708: carry scale_inv:layers.0.feed_forward.w1.weight:grad_output
    # t779: carry amax_history:layers.0.attention.wo.weight:grad_output
    # t785: carry scale:layers.0.attention.wo.weight:grad_output
    # t786: carry scale_inv:layers.0.attention.wo.weight:grad_output
    # t884: carry amax_history:layers.0.attention.wv.weight:grad_output
    # t890: carry scale:layers.0.attention.wv.weight:grad_output
    # t891: carry scale_inv:layers.0.attention.wv.weight:grad_output
    # t853: carry amax_history:layers.0.attention.wk.weight:grad_output
    # t859: carry scale:layers.0.attention.wk.weight:grad_output
    # t860: carry scale_inv:layers.0.attention.wk.weight:grad_output
    # t930: carry amax_history:layers.0.attention.wq.weight:grad_output
    # t936: carry scale:layers.0.attention.wq.weight:grad_output
    # t937: carry scale_inv:layers.0.attention.wq.weight:grad_output
