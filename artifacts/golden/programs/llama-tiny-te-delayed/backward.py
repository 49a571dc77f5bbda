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
    # t125: cpu bf16[128, 192]  saved 125
    # t126: cpu bf16[128, 192]  saved 126
    # t127: cpu bf16[2, 64, 64]  saved 127
    # t128: cpu f32[2, 64, 1]  saved 128
    # t129: cpu bf16[128, 32]  saved 129
    # t130: cpu bf16[2, 64, 4, 16]  saved 130
    # t131: cpu bf16[2, 64, 2, 16]  saved 131
    # t132: cpu bf16[2, 4, 64, 16]  saved 132
    # t133: cpu f32[2, 4, 64]  saved 133
    # t134: cpu bf16[2, 64, 64]  saved 134
    # t135: cpu f32[2, 64, 1]  saved 135
    # t136: cpu bf16[128, 192]  saved 136
    # t137: cpu bf16[128, 192]  saved 137
    # t138: cpu bf16[2, 64, 64]  saved 138
    # t139: cpu f32[2, 64, 1]  saved 139
    # t140: cpu bf16[2, 64, 256]  tangent 0
    # region 0: inductor 836a9d802bd7a602, 10 ops
    # output (Linear), llama.py:283
    t141 = aten.view.default(t140, [128, 256])  # t141: cpu bf16[128, 256]
    t142 = aten.t.default(t141)  # t142: cpu bf16[256, 128]
    t143 = aten._to_copy.default(t142, dtype=torch.float32)  # t143: cpu f32[256, 128]
    t144 = aten.mul.Tensor(t143, t72)  # t144: cpu f32[256, 128]
    t145 = aten.clamp.default(t144, -57344.0, 57344.0)  # t145: cpu f32[256, 128]
    t146 = aten._to_copy.default(t145, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t146: cpu f8e5m2[256, 128]
    t147 = aten._to_copy.default(t141, dtype=torch.float32)  # t147: cpu f32[128, 256]
    t148 = aten.mul.Tensor(t147, t72)  # t148: cpu f32[128, 256]
    t149 = aten.clamp.default(t148, -57344.0, 57344.0)  # t149: cpu f32[128, 256]
    t150 = aten._to_copy.default(t149, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t150: cpu f8e5m2[128, 256]
    # end region 0 -> t146, t150
    # region 1: inductor b54cb1e85c40ee69, 18 ops
    t151 = aten.abs.default(t140)  # t151: cpu bf16[2, 64, 256]
    t152 = aten.amax.default(t151, [], False)  # t152: cpu bf16[]
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
    # region 2: inductor 46f20a94d2e2c3c8, 14 ops
    # norm (RMSNorm), llama.py:153, 152, 151
    t169 = aten._to_copy.default(t18, dtype=torch.float32)  # t169: cpu f32[64]
    t170 = aten.add.Tensor(t139, 1e-05)  # t170: cpu f32[2, 64, 1]
    t171 = aten.rsqrt.default(t170)  # t171: cpu f32[2, 64, 1]
    t172 = aten._to_copy.default(t138, dtype=torch.float32)  # t172: cpu f32[2, 64, 64]
    t173 = aten.mul.Tensor(t172, t171)  # t173: cpu f32[2, 64, 64]
    t174 = aten.mul.Tensor(t173, t169)  # t174: cpu f32[2, 64, 64]
    t175 = aten._to_copy.default(t174, dtype=torch.bfloat16)  # t175: cpu bf16[2, 64, 64]
    # output (Linear), llama.py:283
    t176 = aten.view.default(t175, [128, 64])  # t176: cpu bf16[128, 64]
    t177 = aten.t.default(t176)  # t177: cpu bf16[64, 128]
    t178 = aten._to_copy.default(t177, dtype=torch.float32)  # t178: cpu f32[64, 128]
    t179 = aten.mul.Tensor(t178, t67)  # t179: cpu f32[64, 128]
    t180 = aten.clamp.default(t179, -448.0, 448.0)  # t180: cpu f32[64, 128]
    t181 = aten._to_copy.default(t180, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t181: cpu f8e4m3[64, 128]
    t182 = aten.t.default(t181)  # t182: cpu f8e4m3[128, 64]
    # end region 2 -> t182
    # region 3: te fcb841f959158919, 1 ops
    t183 = aten._scaled_mm.default(t146, t182, t73, t68, None, None, torch.bfloat16)  # t183: cpu bf16[256, 64]
    # end region 3 -> t183
    # region 4: inductor d642abd07724a066, 6 ops
    t184 = aten.t.default(t19)  # t184: cpu bf16[64, 256]
    t185 = aten._to_copy.default(t184, dtype=torch.float32)  # t185: cpu f32[64, 256]
    t186 = aten.mul.Tensor(t185, t69)  # t186: cpu f32[64, 256]
    t187 = aten.clamp.default(t186, -448.0, 448.0)  # t187: cpu f32[64, 256]
    t188 = aten._to_copy.default(t187, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t188: cpu f8e4m3[64, 256]
    t189 = aten.t.default(t188)  # t189: cpu f8e4m3[256, 64]
    # end region 4 -> t189
    # region 5: te da018a2e2a30297b, 1 ops
    t190 = aten._scaled_mm.default(t150, t189, t73, t70, None, None, torch.bfloat16)  # t190: cpu bf16[128, 64]
    # end region 5 -> t190
    # region 6: inductor 093fc9b25485a59b, 53 ops
    # norm (RMSNorm), llama.py:153, 152, 151
    t191 = aten._to_copy.default(t18, dtype=torch.float32)  # t191: cpu f32[64]
    t192 = aten.add.Tensor(t139, 1e-05)  # t192: cpu f32[2, 64, 1]
    t193 = aten.rsqrt.default(t192)  # t193: cpu f32[2, 64, 1]
    t194 = aten._to_copy.default(t138, dtype=torch.float32)  # t194: cpu f32[2, 64, 64]
    t195 = aten.mul.Tensor(t194, t193)  # t195: cpu f32[2, 64, 64]
    # output (Linear), llama.py:283
    t196 = aten.view.default(t190, [2, 64, 64])  # t196: cpu bf16[2, 64, 64]
    # norm (RMSNorm), llama.py:153, 152
    t197 = aten._to_copy.default(t196, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t197: cpu f32[2, 64, 64]
    t198 = aten.mul.Tensor(t197, t195)  # t198: cpu f32[2, 64, 64]
    t199 = aten.mul.Tensor(t197, t191)  # t199: cpu f32[2, 64, 64]
    t200 = aten.sum.dim_IntList(t198, [0, 1], True)  # t200: cpu f32[1, 1, 64]
    t201 = aten.view.default(t200, [64])  # t201: cpu f32[64]
    t202 = aten._to_copy.default(t201, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t202: cpu bf16[64]
    t203 = aten.mul.Tensor(t199, t194)  # t203: cpu f32[2, 64, 64]
    t204 = aten.mul.Tensor(t199, t193)  # t204: cpu f32[2, 64, 64]
    t205 = aten.sum.dim_IntList(t203, [2], True)  # t205: cpu f32[2, 64, 1]
    t206 = aten.pow.Tensor_Scalar(t193, 3)  # t206: cpu f32[2, 64, 1]
    t207 = aten.mul.Scalar(t205, -0.5)  # t207: cpu f32[2, 64, 1]
    t208 = aten.mul.Tensor(t207, t206)  # t208: cpu f32[2, 64, 1]
    t209 = aten.expand.default(t208, [2, 64, 64])  # t209: cpu f32[2, 64, 64]
    t210 = aten.div.Scalar(t209, 64)  # t210: cpu f32[2, 64, 64]
    t211 = aten.pow.Tensor_Scalar(t194, 1.0)  # t211: cpu f32[2, 64, 64]
    t212 = aten.mul.Scalar(t211, 2.0)  # t212: cpu f32[2, 64, 64]
    t213 = aten.mul.Tensor(t210, t212)  # t213: cpu f32[2, 64, 64]
    t214 = aten.add.Tensor(t204, t213)  # t214: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:151
    t215 = aten._to_copy.default(t214, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t215: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:244
    t216 = aten.view.default(t215, [128, 64])  # t216: cpu bf16[128, 64]
    t217 = aten.t.default(t216)  # t217: cpu bf16[64, 128]
    t218 = aten.abs.default(t215)  # t218: cpu bf16[2, 64, 64]
    t219 = aten.amax.default(t218, [], False)  # t219: cpu bf16[]
    t220 = aten._to_copy.default(t219, dtype=torch.float32)  # t220: cpu f32[]
    t221 = aten.view.default(t220, [1])  # t221: cpu f32[1]
    t222 = aten.slice.Tensor(t74, 0, 1, 1024)  # t222: cpu f32[1023]
    t223 = aten.cat.default([t222, t221])  # t223: cpu f32[1024]
    t224 = aten.slice.Tensor(t223, 0, 1, 1024)  # t224: cpu f32[1023]
    t225 = aten.constant_pad_nd.default(t224, [1, 0], 0.0)  # t225: cpu f32[1024]
    t226 = aten.amax.default(t223, [0], False)  # t226: cpu f32[]
    t227 = aten.ne.Scalar(t220, 0.0)  # t227: cpu b8[]
    t228 = aten.where.self(t227, t225, t74)  # t228: cpu f32[1024]
    t229 = aten.le.Scalar(t226, 3.4028234663852886e+38)  # t229: cpu b8[]
    t230 = aten.logical_and.default(t227, t229)  # t230: cpu b8[]
    t231 = aten.full_like.default(t226, 57344.0)  # t231: cpu f32[]
    t232 = aten.div.Tensor(t231, t226)  # t232: cpu f32[]
    t233 = aten.clamp.default(t232, None, 3.4028234663852886e+38)  # t233: cpu f32[]
    t234 = aten.where.self(t230, t233, t75)  # t234: cpu f32[]
    t235 = aten.reciprocal.default(t234)  # t235: cpu f32[]
    t236 = aten._to_copy.default(t217, dtype=torch.float32)  # t236: cpu f32[64, 128]
    t237 = aten.mul.Tensor(t236, t75)  # t237: cpu f32[64, 128]
    t238 = aten.clamp.default(t237, -57344.0, 57344.0)  # t238: cpu f32[64, 128]
    t239 = aten._to_copy.default(t238, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t239: cpu f8e5m2[64, 128]
    t240 = aten._to_copy.default(t216, dtype=torch.float32)  # t240: cpu f32[128, 64]
    t241 = aten.mul.Tensor(t240, t75)  # t241: cpu f32[128, 64]
    t242 = aten.clamp.default(t241, -57344.0, 57344.0)  # t242: cpu f32[128, 64]
    t243 = aten._to_copy.default(t242, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t243: cpu f8e5m2[128, 64]
    # end region 6 -> t202, t215, t228, t234, t235, t239, t243
    # region 7: inductor 2e2447f51730170d, 11 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t244 = aten._unsafe_view.default(t137, [2, 64, 192])  # t244: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t245 = aten._unsafe_view.default(t136, [2, 64, 192])  # t245: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t246 = aten.silu.default(t245)  # t246: cpu bf16[2, 64, 192]
    t247 = aten.mul.Tensor(t246, t244)  # t247: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:244
    t248 = aten.view.default(t247, [128, 192])  # t248: cpu bf16[128, 192]
    t249 = aten.t.default(t248)  # t249: cpu bf16[192, 128]
    t250 = aten._to_copy.default(t249, dtype=torch.float32)  # t250: cpu f32[192, 128]
    t251 = aten.mul.Tensor(t250, t63)  # t251: cpu f32[192, 128]
    t252 = aten.clamp.default(t251, -448.0, 448.0)  # t252: cpu f32[192, 128]
    t253 = aten._to_copy.default(t252, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t253: cpu f8e4m3[192, 128]
    t254 = aten.t.default(t253)  # t254: cpu f8e4m3[128, 192]
    # end region 7 -> t254
    # region 8: te 9c07cfbfde8765d1, 1 ops
    t255 = aten._scaled_mm.default(t239, t254, t76, t64, None, None, torch.bfloat16)  # t255: cpu bf16[64, 192]
    # end region 8 -> t255
    # region 9: inductor 4472c963b1085452, 6 ops
    t256 = aten.t.default(t17)  # t256: cpu bf16[192, 64]
    t257 = aten._to_copy.default(t256, dtype=torch.float32)  # t257: cpu f32[192, 64]
    t258 = aten.mul.Tensor(t257, t65)  # t258: cpu f32[192, 64]
    t259 = aten.clamp.default(t258, -448.0, 448.0)  # t259: cpu f32[192, 64]
    t260 = aten._to_copy.default(t259, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t260: cpu f8e4m3[192, 64]
    t261 = aten.t.default(t260)  # t261: cpu f8e4m3[64, 192]
    # end region 9 -> t261
    # region 10: te ae66b94f20fe510e, 1 ops
    t262 = aten._scaled_mm.default(t243, t261, t76, t66, None, None, torch.bfloat16)  # t262: cpu bf16[128, 192]
    # end region 10 -> t262
    # region 11: inductor de52e32d9ab0a4c4, 63 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t263 = aten._unsafe_view.default(t137, [2, 64, 192])  # t263: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t264 = aten._unsafe_view.default(t136, [2, 64, 192])  # t264: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t265 = aten.silu.default(t264)  # t265: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:244
    t266 = aten.view.default(t262, [2, 64, 192])  # t266: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t267 = aten.mul.Tensor(t266, t265)  # t267: cpu bf16[2, 64, 192]
    t268 = aten.mul.Tensor(t266, t263)  # t268: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t269 = aten.view.default(t267, [128, 192])  # t269: cpu bf16[128, 192]
    t270 = aten.t.default(t269)  # t270: cpu bf16[192, 128]
    t271 = aten.abs.default(t267)  # t271: cpu bf16[2, 64, 192]
    t272 = aten.amax.default(t271, [], False)  # t272: cpu bf16[]
    t273 = aten._to_copy.default(t272, dtype=torch.float32)  # t273: cpu f32[]
    t274 = aten.view.default(t273, [1])  # t274: cpu f32[1]
    t275 = aten.slice.Tensor(t77, 0, 1, 1024)  # t275: cpu f32[1023]
    t276 = aten.cat.default([t275, t274])  # t276: cpu f32[1024]
    t277 = aten.slice.Tensor(t276, 0, 1, 1024)  # t277: cpu f32[1023]
    t278 = aten.constant_pad_nd.default(t277, [1, 0], 0.0)  # t278: cpu f32[1024]
    t279 = aten.amax.default(t276, [0], False)  # t279: cpu f32[]
    t280 = aten.ne.Scalar(t273, 0.0)  # t280: cpu b8[]
    t281 = aten.where.self(t280, t278, t77)  # t281: cpu f32[1024]
    t282 = aten.le.Scalar(t279, 3.4028234663852886e+38)  # t282: cpu b8[]
    t283 = aten.logical_and.default(t280, t282)  # t283: cpu b8[]
    t284 = aten.full_like.default(t279, 57344.0)  # t284: cpu f32[]
    t285 = aten.div.Tensor(t284, t279)  # t285: cpu f32[]
    t286 = aten.clamp.default(t285, None, 3.4028234663852886e+38)  # t286: cpu f32[]
    t287 = aten.where.self(t283, t286, t78)  # t287: cpu f32[]
    t288 = aten.reciprocal.default(t287)  # t288: cpu f32[]
    t289 = aten._to_copy.default(t270, dtype=torch.float32)  # t289: cpu f32[192, 128]
    t290 = aten.mul.Tensor(t289, t78)  # t290: cpu f32[192, 128]
    t291 = aten.clamp.default(t290, -57344.0, 57344.0)  # t291: cpu f32[192, 128]
    t292 = aten._to_copy.default(t291, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t292: cpu f8e5m2[192, 128]
    t293 = aten._to_copy.default(t269, dtype=torch.float32)  # t293: cpu f32[128, 192]
    t294 = aten.mul.Tensor(t293, t78)  # t294: cpu f32[128, 192]
    t295 = aten.clamp.default(t294, -57344.0, 57344.0)  # t295: cpu f32[128, 192]
    t296 = aten._to_copy.default(t295, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t296: cpu f8e5m2[128, 192]
    # layers.1.feed_forward (FeedForward), llama.py:244
    t297 = aten.silu_backward.default(t268, t264)  # t297: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t298 = aten.view.default(t297, [128, 192])  # t298: cpu bf16[128, 192]
    t299 = aten.t.default(t298)  # t299: cpu bf16[192, 128]
    t300 = aten.abs.default(t297)  # t300: cpu bf16[2, 64, 192]
    t301 = aten.amax.default(t300, [], False)  # t301: cpu bf16[]
    t302 = aten._to_copy.default(t301, dtype=torch.float32)  # t302: cpu f32[]
    t303 = aten.view.default(t302, [1])  # t303: cpu f32[1]
    t304 = aten.slice.Tensor(t80, 0, 1, 1024)  # t304: cpu f32[1023]
    t305 = aten.cat.default([t304, t303])  # t305: cpu f32[1024]
    t306 = aten.slice.Tensor(t305, 0, 1, 1024)  # t306: cpu f32[1023]
    t307 = aten.constant_pad_nd.default(t306, [1, 0], 0.0)  # t307: cpu f32[1024]
    t308 = aten.amax.default(t305, [0], False)  # t308: cpu f32[]
    t309 = aten.ne.Scalar(t302, 0.0)  # t309: cpu b8[]
    t310 = aten.where.self(t309, t307, t80)  # t310: cpu f32[1024]
    t311 = aten.le.Scalar(t308, 3.4028234663852886e+38)  # t311: cpu b8[]
    t312 = aten.logical_and.default(t309, t311)  # t312: cpu b8[]
    t313 = aten.full_like.default(t308, 57344.0)  # t313: cpu f32[]
    t314 = aten.div.Tensor(t313, t308)  # t314: cpu f32[]
    t315 = aten.clamp.default(t314, None, 3.4028234663852886e+38)  # t315: cpu f32[]
    t316 = aten.where.self(t312, t315, t81)  # t316: cpu f32[]
    t317 = aten.reciprocal.default(t316)  # t317: cpu f32[]
    t318 = aten._to_copy.default(t299, dtype=torch.float32)  # t318: cpu f32[192, 128]
    t319 = aten.mul.Tensor(t318, t81)  # t319: cpu f32[192, 128]
    t320 = aten.clamp.default(t319, -57344.0, 57344.0)  # t320: cpu f32[192, 128]
    t321 = aten._to_copy.default(t320, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t321: cpu f8e5m2[192, 128]
    t322 = aten._to_copy.default(t298, dtype=torch.float32)  # t322: cpu f32[128, 192]
    t323 = aten.mul.Tensor(t322, t81)  # t323: cpu f32[128, 192]
    t324 = aten.clamp.default(t323, -57344.0, 57344.0)  # t324: cpu f32[128, 192]
    t325 = aten._to_copy.default(t324, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t325: cpu f8e5m2[128, 192]
    # end region 11 -> t281, t287, t288, t292, t296, t310, t316, t317, t321, t325
    # region 12: inductor 46f20a94d2e2c3c8, 14 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:153, 152, 151
    t326 = aten._to_copy.default(t14, dtype=torch.float32)  # t326: cpu f32[64]
    t327 = aten.add.Tensor(t135, 1e-05)  # t327: cpu f32[2, 64, 1]
    t328 = aten.rsqrt.default(t327)  # t328: cpu f32[2, 64, 1]
    t329 = aten._to_copy.default(t134, dtype=torch.float32)  # t329: cpu f32[2, 64, 64]
    t330 = aten.mul.Tensor(t329, t328)  # t330: cpu f32[2, 64, 64]
    t331 = aten.mul.Tensor(t330, t326)  # t331: cpu f32[2, 64, 64]
    t332 = aten._to_copy.default(t331, dtype=torch.bfloat16)  # t332: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t333 = aten.view.default(t332, [128, 64])  # t333: cpu bf16[128, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t334 = aten.t.default(t333)  # t334: cpu bf16[64, 128]
    t335 = aten._to_copy.default(t334, dtype=torch.float32)  # t335: cpu f32[64, 128]
    t336 = aten.mul.Tensor(t335, t57)  # t336: cpu f32[64, 128]
    t337 = aten.clamp.default(t336, -448.0, 448.0)  # t337: cpu f32[64, 128]
    t338 = aten._to_copy.default(t337, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t338: cpu f8e4m3[64, 128]
    t339 = aten.t.default(t338)  # t339: cpu f8e4m3[128, 64]
    # end region 12 -> t339
    # region 13: te 97bc4eeacf7851c7, 1 ops
    t340 = aten._scaled_mm.default(t292, t339, t79, t58, None, None, torch.bfloat16)  # t340: cpu bf16[192, 64]
    # end region 13 -> t340
    # region 14: inductor 718e416d2df4ac50, 6 ops
    t341 = aten.t.default(t16)  # t341: cpu bf16[64, 192]
    t342 = aten._to_copy.default(t341, dtype=torch.float32)  # t342: cpu f32[64, 192]
    t343 = aten.mul.Tensor(t342, t61)  # t343: cpu f32[64, 192]
    t344 = aten.clamp.default(t343, -448.0, 448.0)  # t344: cpu f32[64, 192]
    t345 = aten._to_copy.default(t344, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t345: cpu f8e4m3[64, 192]
    t346 = aten.t.default(t345)  # t346: cpu f8e4m3[192, 64]
    # end region 14 -> t346
    # region 15: te f9fd62c4a21c8659, 1 ops
    t347 = aten._scaled_mm.default(t296, t346, t79, t62, None, None, torch.bfloat16)  # t347: cpu bf16[128, 64]
    # end region 15 -> t347
    # region 16: te 97bc4eeacf7851c7, 1 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t348 = aten._scaled_mm.default(t321, t339, t82, t58, None, None, torch.bfloat16)  # t348: cpu bf16[192, 64]
    # end region 16 -> t348
    # region 17: inductor 718e416d2df4ac50, 6 ops
    t349 = aten.t.default(t15)  # t349: cpu bf16[64, 192]
    t350 = aten._to_copy.default(t349, dtype=torch.float32)  # t350: cpu f32[64, 192]
    t351 = aten.mul.Tensor(t350, t59)  # t351: cpu f32[64, 192]
    t352 = aten.clamp.default(t351, -448.0, 448.0)  # t352: cpu f32[64, 192]
    t353 = aten._to_copy.default(t352, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t353: cpu f8e4m3[64, 192]
    t354 = aten.t.default(t353)  # t354: cpu f8e4m3[192, 64]
    # end region 17 -> t354
    # region 18: te f9fd62c4a21c8659, 1 ops
    t355 = aten._scaled_mm.default(t325, t354, t82, t60, None, None, torch.bfloat16)  # t355: cpu bf16[128, 64]
    # end region 18 -> t355
    # region 19: inductor cf96b9b9f0a432dc, 56 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:153, 152, 151
    t356 = aten._to_copy.default(t14, dtype=torch.float32)  # t356: cpu f32[64]
    t357 = aten.add.Tensor(t135, 1e-05)  # t357: cpu f32[2, 64, 1]
    t358 = aten.rsqrt.default(t357)  # t358: cpu f32[2, 64, 1]
    t359 = aten._to_copy.default(t134, dtype=torch.float32)  # t359: cpu f32[2, 64, 64]
    t360 = aten.mul.Tensor(t359, t358)  # t360: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:244
    t361 = aten.view.default(t347, [2, 64, 64])  # t361: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:244
    t362 = aten.view.default(t355, [2, 64, 64])  # t362: cpu bf16[2, 64, 64]
    t363 = aten.add.Tensor(t361, t362)  # t363: cpu bf16[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:153, 152
    t364 = aten._to_copy.default(t363, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t364: cpu f32[2, 64, 64]
    t365 = aten.mul.Tensor(t364, t360)  # t365: cpu f32[2, 64, 64]
    t366 = aten.mul.Tensor(t364, t356)  # t366: cpu f32[2, 64, 64]
    t367 = aten.sum.dim_IntList(t365, [0, 1], True)  # t367: cpu f32[1, 1, 64]
    t368 = aten.view.default(t367, [64])  # t368: cpu f32[64]
    t369 = aten._to_copy.default(t368, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t369: cpu bf16[64]
    t370 = aten.mul.Tensor(t366, t359)  # t370: cpu f32[2, 64, 64]
    t371 = aten.mul.Tensor(t366, t358)  # t371: cpu f32[2, 64, 64]
    t372 = aten.sum.dim_IntList(t370, [2], True)  # t372: cpu f32[2, 64, 1]
    t373 = aten.pow.Tensor_Scalar(t358, 3)  # t373: cpu f32[2, 64, 1]
    t374 = aten.mul.Scalar(t372, -0.5)  # t374: cpu f32[2, 64, 1]
    t375 = aten.mul.Tensor(t374, t373)  # t375: cpu f32[2, 64, 1]
    t376 = aten.expand.default(t375, [2, 64, 64])  # t376: cpu f32[2, 64, 64]
    t377 = aten.div.Scalar(t376, 64)  # t377: cpu f32[2, 64, 64]
    t378 = aten.pow.Tensor_Scalar(t359, 1.0)  # t378: cpu f32[2, 64, 64]
    t379 = aten.mul.Scalar(t378, 2.0)  # t379: cpu f32[2, 64, 64]
    t380 = aten.mul.Tensor(t377, t379)  # t380: cpu f32[2, 64, 64]
    t381 = aten.add.Tensor(t371, t380)  # t381: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:151
    t382 = aten._to_copy.default(t381, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t382: cpu bf16[2, 64, 64]
    t383 = aten.add.Tensor(t215, t382)  # t383: cpu bf16[2, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:231
    t384 = aten.view.default(t383, [128, 64])  # t384: cpu bf16[128, 64]
    t385 = aten.t.default(t384)  # t385: cpu bf16[64, 128]
    t386 = aten.abs.default(t383)  # t386: cpu bf16[2, 64, 64]
    t387 = aten.amax.default(t386, [], False)  # t387: cpu bf16[]
    t388 = aten._to_copy.default(t387, dtype=torch.float32)  # t388: cpu f32[]
    t389 = aten.view.default(t388, [1])  # t389: cpu f32[1]
    t390 = aten.slice.Tensor(t83, 0, 1, 1024)  # t390: cpu f32[1023]
    t391 = aten.cat.default([t390, t389])  # t391: cpu f32[1024]
    t392 = aten.slice.Tensor(t391, 0, 1, 1024)  # t392: cpu f32[1023]
    t393 = aten.constant_pad_nd.default(t392, [1, 0], 0.0)  # t393: cpu f32[1024]
    t394 = aten.amax.default(t391, [0], False)  # t394: cpu f32[]
    t395 = aten.ne.Scalar(t388, 0.0)  # t395: cpu b8[]
    t396 = aten.where.self(t395, t393, t83)  # t396: cpu f32[1024]
    t397 = aten.le.Scalar(t394, 3.4028234663852886e+38)  # t397: cpu b8[]
    t398 = aten.logical_and.default(t395, t397)  # t398: cpu b8[]
    t399 = aten.full_like.default(t394, 57344.0)  # t399: cpu f32[]
    t400 = aten.div.Tensor(t399, t394)  # t400: cpu f32[]
    t401 = aten.clamp.default(t400, None, 3.4028234663852886e+38)  # t401: cpu f32[]
    t402 = aten.where.self(t398, t401, t84)  # t402: cpu f32[]
    t403 = aten.reciprocal.default(t402)  # t403: cpu f32[]
    t404 = aten._to_copy.default(t385, dtype=torch.float32)  # t404: cpu f32[64, 128]
    t405 = aten.mul.Tensor(t404, t84)  # t405: cpu f32[64, 128]
    t406 = aten.clamp.default(t405, -57344.0, 57344.0)  # t406: cpu f32[64, 128]
    t407 = aten._to_copy.default(t406, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t407: cpu f8e5m2[64, 128]
    t408 = aten._to_copy.default(t384, dtype=torch.float32)  # t408: cpu f32[128, 64]
    t409 = aten.mul.Tensor(t408, t84)  # t409: cpu f32[128, 64]
    t410 = aten.clamp.default(t409, -57344.0, 57344.0)  # t410: cpu f32[128, 64]
    t411 = aten._to_copy.default(t410, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t411: cpu f8e5m2[128, 64]
    # end region 19 -> t369, t383, t396, t402, t403, t407, t411
    # region 20: inductor bd79b81a875dad94, 8 ops
    # layers.1.attention (Attention), llama.py:231
    t412 = aten.transpose.int(t132, 1, 2)  # t412: cpu bf16[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:231
    t413 = aten.view.default(t412, [128, 64])  # t413: cpu bf16[128, 64]
    t414 = aten.t.default(t413)  # t414: cpu bf16[64, 128]
    t415 = aten._to_copy.default(t414, dtype=torch.float32)  # t415: cpu f32[64, 128]
    t416 = aten.mul.Tensor(t415, t53)  # t416: cpu f32[64, 128]
    t417 = aten.clamp.default(t416, -448.0, 448.0)  # t417: cpu f32[64, 128]
    t418 = aten._to_copy.default(t417, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t418: cpu f8e4m3[64, 128]
    t419 = aten.t.default(t418)  # t419: cpu f8e4m3[128, 64]
    # end region 20 -> t419
    # region 21: te f4ca694a92e0d2f9, 1 ops
    t420 = aten._scaled_mm.default(t407, t419, t85, t54, None, None, torch.bfloat16)  # t420: cpu bf16[64, 64]
    # end region 21 -> t420
    # region 22: inductor 320cf6957f1aaf4d, 6 ops
    t421 = aten.t.default(t13)  # t421: cpu bf16[64, 64]
    t422 = aten._to_copy.default(t421, dtype=torch.float32)  # t422: cpu f32[64, 64]
    t423 = aten.mul.Tensor(t422, t55)  # t423: cpu f32[64, 64]
    t424 = aten.clamp.default(t423, -448.0, 448.0)  # t424: cpu f32[64, 64]
    t425 = aten._to_copy.default(t424, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t425: cpu f8e4m3[64, 64]
    t426 = aten.t.default(t425)  # t426: cpu f8e4m3[64, 64]
    # end region 22 -> t426
    # region 23: te 51cece1548d82ef7, 1 ops
    t427 = aten._scaled_mm.default(t411, t426, t85, t56, None, None, torch.bfloat16)  # t427: cpu bf16[128, 64]
    # end region 23 -> t427
    # layers.1.attention (Attention), llama.py:231, 222, 223, 221, 224, 230
    t428 = aten.view.default(t427, [2, 64, 4, 16])  # t428: cpu bf16[2, 64, 4, 16]
    t429 = aten.transpose.int(t428, 1, 2)  # t429: cpu bf16[2, 4, 64, 16]
    t430 = aten.transpose.int(t130, 1, 2)  # t430: cpu bf16[2, 4, 64, 16]
    t431 = aten.transpose.int(t131, 1, 2)  # t431: cpu bf16[2, 2, 64, 16]
    t432 = aten.view.default(t129, [2, 64, 2, 16])  # t432: cpu bf16[2, 64, 2, 16]
    t433 = aten.transpose.int(t432, 1, 2)  # t433: cpu bf16[2, 2, 64, 16]
    t434, t435, t436 = aotc.sdpa_backward.default(t429, t430, t431, t433, None, t132, t133, True, None)  # t434: cpu bf16[2, 4, 64, 16], t435: cpu bf16[2, 2, 64, 16], t436: cpu bf16[2, 2, 64, 16]
    # region 24: inductor 378889c994a6721f, 50 ops
    t437 = aten.clone.default(t435, memory_format=torch.contiguous_format)  # t437: cpu bf16[2, 2, 64, 16]
    t438 = aten.transpose.int(t437, 1, 2)  # t438: cpu bf16[2, 64, 2, 16]
    t439 = aten._to_copy.default(t438, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t439: cpu f32[2, 64, 2, 16]
    t440 = aten.view.default(t439, [2, 64, 2, 8, 2])  # t440: cpu f32[2, 64, 2, 8, 2]
    t441 = aten.select.int(t440, -1, 0)  # t441: cpu f32[2, 64, 2, 8]
    t442 = aten.select.int(t440, -1, 1)  # t442: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:186
    t443 = aten.slice.Tensor(t20, 0, 0, 64)  # t443: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:198
    t444 = aten.view.default(t443, [1, 64, 1, 8])  # t444: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:201
    t445 = aten.mul.Tensor(t442, t444)  # t445: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:186
    t446 = aten.slice.Tensor(t21, 0, 0, 64)  # t446: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:199
    t447 = aten.view.default(t446, [1, 64, 1, 8])  # t447: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:201, 200
    t448 = aten.mul.Tensor(t442, t447)  # t448: cpu f32[2, 64, 2, 8]
    t449 = aten.neg.default(t441)  # t449: cpu f32[2, 64, 2, 8]
    t450 = aten.mul.Tensor(t449, t447)  # t450: cpu f32[2, 64, 2, 8]
    t451 = aten.add.Tensor(t445, t450)  # t451: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:200
    t452 = aten.mul.Tensor(t441, t444)  # t452: cpu f32[2, 64, 2, 8]
    t453 = aten.add.Tensor(t448, t452)  # t453: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:197
    t454 = aten.select_backward.default(t451, [2, 64, 2, 8, 2], 4, 1)  # t454: cpu f32[2, 64, 2, 8, 2]
    t455 = aten.select_backward.default(t453, [2, 64, 2, 8, 2], 4, 0)  # t455: cpu f32[2, 64, 2, 8, 2]
    t456 = aten.add.Tensor(t454, t455)  # t456: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention (Attention), llama.py:196
    t457 = aten.view.default(t456, [2, 64, 2, 16])  # t457: cpu f32[2, 64, 2, 16]
    t458 = aten._to_copy.default(t457, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t458: cpu bf16[2, 64, 2, 16]
    # layers.1.attention.wk (Linear), llama.py:220
    t459 = aten.view.default(t458, [128, 32])  # t459: cpu bf16[128, 32]
    t460 = aten.t.default(t459)  # t460: cpu bf16[32, 128]
    t461 = aten.abs.default(t458)  # t461: cpu bf16[2, 64, 2, 16]
    t462 = aten.amax.default(t461, [], False)  # t462: cpu bf16[]
    t463 = aten._to_copy.default(t462, dtype=torch.float32)  # t463: cpu f32[]
    t464 = aten.view.default(t463, [1])  # t464: cpu f32[1]
    t465 = aten.slice.Tensor(t89, 0, 1, 1024)  # t465: cpu f32[1023]
    t466 = aten.cat.default([t465, t464])  # t466: cpu f32[1024]
    t467 = aten.slice.Tensor(t466, 0, 1, 1024)  # t467: cpu f32[1023]
    t468 = aten.constant_pad_nd.default(t467, [1, 0], 0.0)  # t468: cpu f32[1024]
    t469 = aten.amax.default(t466, [0], False)  # t469: cpu f32[]
    t470 = aten.ne.Scalar(t463, 0.0)  # t470: cpu b8[]
    t471 = aten.where.self(t470, t468, t89)  # t471: cpu f32[1024]
    t472 = aten.le.Scalar(t469, 3.4028234663852886e+38)  # t472: cpu b8[]
    t473 = aten.logical_and.default(t470, t472)  # t473: cpu b8[]
    t474 = aten.full_like.default(t469, 57344.0)  # t474: cpu f32[]
    t475 = aten.div.Tensor(t474, t469)  # t475: cpu f32[]
    t476 = aten.clamp.default(t475, None, 3.4028234663852886e+38)  # t476: cpu f32[]
    t477 = aten.where.self(t473, t476, t90)  # t477: cpu f32[]
    t478 = aten.reciprocal.default(t477)  # t478: cpu f32[]
    t479 = aten._to_copy.default(t460, dtype=torch.float32)  # t479: cpu f32[32, 128]
    t480 = aten.mul.Tensor(t479, t90)  # t480: cpu f32[32, 128]
    t481 = aten.clamp.default(t480, -57344.0, 57344.0)  # t481: cpu f32[32, 128]
    t482 = aten._to_copy.default(t481, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t482: cpu f8e5m2[32, 128]
    t483 = aten._to_copy.default(t459, dtype=torch.float32)  # t483: cpu f32[128, 32]
    t484 = aten.mul.Tensor(t483, t90)  # t484: cpu f32[128, 32]
    t485 = aten.clamp.default(t484, -57344.0, 57344.0)  # t485: cpu f32[128, 32]
    t486 = aten._to_copy.default(t485, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t486: cpu f8e5m2[128, 32]
    # end region 24 -> t471, t477, t478, t482, t486
    # region 25: inductor 4cdab37961df6c25, 31 ops
    # layers.1.attention (Attention), llama.py:230, 224, 221
    t487 = aten.clone.default(t436, memory_format=torch.contiguous_format)  # t487: cpu bf16[2, 2, 64, 16]
    t488 = aten.transpose.int(t487, 1, 2)  # t488: cpu bf16[2, 64, 2, 16]
    t489 = aten.clone.default(t488, memory_format=torch.contiguous_format)  # t489: cpu bf16[2, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:221
    t490 = aten.view.default(t489, [128, 32])  # t490: cpu bf16[128, 32]
    t491 = aten.t.default(t490)  # t491: cpu bf16[32, 128]
    t492 = aten.abs.default(t489)  # t492: cpu bf16[2, 64, 2, 16]
    t493 = aten.amax.default(t492, [], False)  # t493: cpu bf16[]
    t494 = aten._to_copy.default(t493, dtype=torch.float32)  # t494: cpu f32[]
    t495 = aten.view.default(t494, [1])  # t495: cpu f32[1]
    t496 = aten.slice.Tensor(t86, 0, 1, 1024)  # t496: cpu f32[1023]
    t497 = aten.cat.default([t496, t495])  # t497: cpu f32[1024]
    t498 = aten.slice.Tensor(t497, 0, 1, 1024)  # t498: cpu f32[1023]
    t499 = aten.constant_pad_nd.default(t498, [1, 0], 0.0)  # t499: cpu f32[1024]
    t500 = aten.amax.default(t497, [0], False)  # t500: cpu f32[]
    t501 = aten.ne.Scalar(t494, 0.0)  # t501: cpu b8[]
    t502 = aten.where.self(t501, t499, t86)  # t502: cpu f32[1024]
    t503 = aten.le.Scalar(t500, 3.4028234663852886e+38)  # t503: cpu b8[]
    t504 = aten.logical_and.default(t501, t503)  # t504: cpu b8[]
    t505 = aten.full_like.default(t500, 57344.0)  # t505: cpu f32[]
    t506 = aten.div.Tensor(t505, t500)  # t506: cpu f32[]
    t507 = aten.clamp.default(t506, None, 3.4028234663852886e+38)  # t507: cpu f32[]
    t508 = aten.where.self(t504, t507, t87)  # t508: cpu f32[]
    t509 = aten.reciprocal.default(t508)  # t509: cpu f32[]
    t510 = aten._to_copy.default(t491, dtype=torch.float32)  # t510: cpu f32[32, 128]
    t511 = aten.mul.Tensor(t510, t87)  # t511: cpu f32[32, 128]
    t512 = aten.clamp.default(t511, -57344.0, 57344.0)  # t512: cpu f32[32, 128]
    t513 = aten._to_copy.default(t512, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t513: cpu f8e5m2[32, 128]
    t514 = aten._to_copy.default(t490, dtype=torch.float32)  # t514: cpu f32[128, 32]
    t515 = aten.mul.Tensor(t514, t87)  # t515: cpu f32[128, 32]
    t516 = aten.clamp.default(t515, -57344.0, 57344.0)  # t516: cpu f32[128, 32]
    t517 = aten._to_copy.default(t516, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t517: cpu f8e5m2[128, 32]
    # end region 25 -> t502, t508, t509, t513, t517
    # region 26: inductor df9a874ebed80bf6, 49 ops
    # rope (RotaryEmbedding), llama.py:186
    t518 = aten.slice.Tensor(t20, 0, 0, 64)  # t518: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:198
    t519 = aten.view.default(t518, [1, 64, 1, 8])  # t519: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:186
    t520 = aten.slice.Tensor(t21, 0, 0, 64)  # t520: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:199
    t521 = aten.view.default(t520, [1, 64, 1, 8])  # t521: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:222, 203, 202, 201, 200
    t522 = aten.transpose.int(t434, 1, 2)  # t522: cpu bf16[2, 64, 4, 16]
    t523 = aten._to_copy.default(t522, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t523: cpu f32[2, 64, 4, 16]
    t524 = aten.view.default(t523, [2, 64, 4, 8, 2])  # t524: cpu f32[2, 64, 4, 8, 2]
    t525 = aten.select.int(t524, -1, 0)  # t525: cpu f32[2, 64, 4, 8]
    t526 = aten.select.int(t524, -1, 1)  # t526: cpu f32[2, 64, 4, 8]
    t527 = aten.mul.Tensor(t526, t519)  # t527: cpu f32[2, 64, 4, 8]
    t528 = aten.mul.Tensor(t526, t521)  # t528: cpu f32[2, 64, 4, 8]
    t529 = aten.neg.default(t525)  # t529: cpu f32[2, 64, 4, 8]
    t530 = aten.mul.Tensor(t529, t521)  # t530: cpu f32[2, 64, 4, 8]
    t531 = aten.add.Tensor(t527, t530)  # t531: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:200
    t532 = aten.mul.Tensor(t525, t519)  # t532: cpu f32[2, 64, 4, 8]
    t533 = aten.add.Tensor(t528, t532)  # t533: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:197
    t534 = aten.select_backward.default(t531, [2, 64, 4, 8, 2], 4, 1)  # t534: cpu f32[2, 64, 4, 8, 2]
    t535 = aten.select_backward.default(t533, [2, 64, 4, 8, 2], 4, 0)  # t535: cpu f32[2, 64, 4, 8, 2]
    t536 = aten.add.Tensor(t534, t535)  # t536: cpu f32[2, 64, 4, 8, 2]
    # layers.1.attention (Attention), llama.py:196
    t537 = aten.view.default(t536, [2, 64, 4, 16])  # t537: cpu f32[2, 64, 4, 16]
    t538 = aten._to_copy.default(t537, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t538: cpu bf16[2, 64, 4, 16]
    # layers.1.attention.wq (Linear), llama.py:219
    t539 = aten.view.default(t538, [128, 64])  # t539: cpu bf16[128, 64]
    t540 = aten.t.default(t539)  # t540: cpu bf16[64, 128]
    t541 = aten.abs.default(t538)  # t541: cpu bf16[2, 64, 4, 16]
    t542 = aten.amax.default(t541, [], False)  # t542: cpu bf16[]
    t543 = aten._to_copy.default(t542, dtype=torch.float32)  # t543: cpu f32[]
    t544 = aten.view.default(t543, [1])  # t544: cpu f32[1]
    t545 = aten.slice.Tensor(t92, 0, 1, 1024)  # t545: cpu f32[1023]
    t546 = aten.cat.default([t545, t544])  # t546: cpu f32[1024]
    t547 = aten.slice.Tensor(t546, 0, 1, 1024)  # t547: cpu f32[1023]
    t548 = aten.constant_pad_nd.default(t547, [1, 0], 0.0)  # t548: cpu f32[1024]
    t549 = aten.amax.default(t546, [0], False)  # t549: cpu f32[]
    t550 = aten.ne.Scalar(t543, 0.0)  # t550: cpu b8[]
    t551 = aten.where.self(t550, t548, t92)  # t551: cpu f32[1024]
    t552 = aten.le.Scalar(t549, 3.4028234663852886e+38)  # t552: cpu b8[]
    t553 = aten.logical_and.default(t550, t552)  # t553: cpu b8[]
    t554 = aten.full_like.default(t549, 57344.0)  # t554: cpu f32[]
    t555 = aten.div.Tensor(t554, t549)  # t555: cpu f32[]
    t556 = aten.clamp.default(t555, None, 3.4028234663852886e+38)  # t556: cpu f32[]
    t557 = aten.where.self(t553, t556, t93)  # t557: cpu f32[]
    t558 = aten.reciprocal.default(t557)  # t558: cpu f32[]
    t559 = aten._to_copy.default(t540, dtype=torch.float32)  # t559: cpu f32[64, 128]
    t560 = aten.mul.Tensor(t559, t93)  # t560: cpu f32[64, 128]
    t561 = aten.clamp.default(t560, -57344.0, 57344.0)  # t561: cpu f32[64, 128]
    t562 = aten._to_copy.default(t561, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t562: cpu f8e5m2[64, 128]
    t563 = aten._to_copy.default(t539, dtype=torch.float32)  # t563: cpu f32[128, 64]
    t564 = aten.mul.Tensor(t563, t93)  # t564: cpu f32[128, 64]
    t565 = aten.clamp.default(t564, -57344.0, 57344.0)  # t565: cpu f32[128, 64]
    t566 = aten._to_copy.default(t565, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t566: cpu f8e5m2[128, 64]
    # end region 26 -> t551, t557, t558, t562, t566
    # region 27: inductor 46f20a94d2e2c3c8, 14 ops
    # layers.1.attention_norm (RMSNorm), llama.py:153, 152, 151
    t567 = aten._to_copy.default(t9, dtype=torch.float32)  # t567: cpu f32[64]
    t568 = aten.add.Tensor(t128, 1e-05)  # t568: cpu f32[2, 64, 1]
    t569 = aten.rsqrt.default(t568)  # t569: cpu f32[2, 64, 1]
    t570 = aten._to_copy.default(t127, dtype=torch.float32)  # t570: cpu f32[2, 64, 64]
    t571 = aten.mul.Tensor(t570, t569)  # t571: cpu f32[2, 64, 64]
    t572 = aten.mul.Tensor(t571, t567)  # t572: cpu f32[2, 64, 64]
    t573 = aten._to_copy.default(t572, dtype=torch.bfloat16)  # t573: cpu bf16[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:219
    t574 = aten.view.default(t573, [128, 64])  # t574: cpu bf16[128, 64]
    # layers.1.attention.wv (Linear), llama.py:221
    t575 = aten.t.default(t574)  # t575: cpu bf16[64, 128]
    t576 = aten._to_copy.default(t575, dtype=torch.float32)  # t576: cpu f32[64, 128]
    t577 = aten.mul.Tensor(t576, t45)  # t577: cpu f32[64, 128]
    t578 = aten.clamp.default(t577, -448.0, 448.0)  # t578: cpu f32[64, 128]
    t579 = aten._to_copy.default(t578, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t579: cpu f8e4m3[64, 128]
    t580 = aten.t.default(t579)  # t580: cpu f8e4m3[128, 64]
    # end region 27 -> t580
    # region 28: te 3e253a9f5ad8d9d1, 1 ops
    t581 = aten._scaled_mm.default(t513, t580, t88, t46, None, None, torch.bfloat16)  # t581: cpu bf16[32, 64]
    # end region 28 -> t581
    # region 29: inductor 87d84e0e1d7a9bbd, 6 ops
    t582 = aten.t.default(t12)  # t582: cpu bf16[64, 32]
    t583 = aten._to_copy.default(t582, dtype=torch.float32)  # t583: cpu f32[64, 32]
    t584 = aten.mul.Tensor(t583, t51)  # t584: cpu f32[64, 32]
    t585 = aten.clamp.default(t584, -448.0, 448.0)  # t585: cpu f32[64, 32]
    t586 = aten._to_copy.default(t585, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t586: cpu f8e4m3[64, 32]
    t587 = aten.t.default(t586)  # t587: cpu f8e4m3[32, 64]
    # end region 29 -> t587
    # region 30: te 802eafa4f623a1ef, 1 ops
    t588 = aten._scaled_mm.default(t517, t587, t88, t52, None, None, torch.bfloat16)  # t588: cpu bf16[128, 64]
    # end region 30 -> t588
    # region 31: te 3e253a9f5ad8d9d1, 1 ops
    # layers.1.attention.wk (Linear), llama.py:220
    t589 = aten._scaled_mm.default(t482, t580, t91, t46, None, None, torch.bfloat16)  # t589: cpu bf16[32, 64]
    # end region 31 -> t589
    # region 32: inductor 87d84e0e1d7a9bbd, 6 ops
    t590 = aten.t.default(t11)  # t590: cpu bf16[64, 32]
    t591 = aten._to_copy.default(t590, dtype=torch.float32)  # t591: cpu f32[64, 32]
    t592 = aten.mul.Tensor(t591, t49)  # t592: cpu f32[64, 32]
    t593 = aten.clamp.default(t592, -448.0, 448.0)  # t593: cpu f32[64, 32]
    t594 = aten._to_copy.default(t593, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t594: cpu f8e4m3[64, 32]
    t595 = aten.t.default(t594)  # t595: cpu f8e4m3[32, 64]
    # end region 32 -> t595
    # region 33: te 802eafa4f623a1ef, 1 ops
    t596 = aten._scaled_mm.default(t486, t595, t91, t50, None, None, torch.bfloat16)  # t596: cpu bf16[128, 64]
    # end region 33 -> t596
    # region 34: te f4ca694a92e0d2f9, 1 ops
    # layers.1.attention.wq (Linear), llama.py:219
    t597 = aten._scaled_mm.default(t562, t580, t94, t46, None, None, torch.bfloat16)  # t597: cpu bf16[64, 64]
    # end region 34 -> t597
    # region 35: inductor 320cf6957f1aaf4d, 6 ops
    t598 = aten.t.default(t10)  # t598: cpu bf16[64, 64]
    t599 = aten._to_copy.default(t598, dtype=torch.float32)  # t599: cpu f32[64, 64]
    t600 = aten.mul.Tensor(t599, t47)  # t600: cpu f32[64, 64]
    t601 = aten.clamp.default(t600, -448.0, 448.0)  # t601: cpu f32[64, 64]
    t602 = aten._to_copy.default(t601, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t602: cpu f8e4m3[64, 64]
    t603 = aten.t.default(t602)  # t603: cpu f8e4m3[64, 64]
    # end region 35 -> t603
    # region 36: te 51cece1548d82ef7, 1 ops
    t604 = aten._scaled_mm.default(t566, t603, t94, t48, None, None, torch.bfloat16)  # t604: cpu bf16[128, 64]
    # end region 36 -> t604
    # region 37: inductor 0d64c328a1ee4715, 58 ops
    # layers.1.attention_norm (RMSNorm), llama.py:153, 152, 151
    t605 = aten._to_copy.default(t9, dtype=torch.float32)  # t605: cpu f32[64]
    t606 = aten.add.Tensor(t128, 1e-05)  # t606: cpu f32[2, 64, 1]
    t607 = aten.rsqrt.default(t606)  # t607: cpu f32[2, 64, 1]
    t608 = aten._to_copy.default(t127, dtype=torch.float32)  # t608: cpu f32[2, 64, 64]
    t609 = aten.mul.Tensor(t608, t607)  # t609: cpu f32[2, 64, 64]
    # layers.1.attention.wv (Linear), llama.py:221
    t610 = aten.view.default(t588, [2, 64, 64])  # t610: cpu bf16[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:220
    t611 = aten.view.default(t596, [2, 64, 64])  # t611: cpu bf16[2, 64, 64]
    t612 = aten.add.Tensor(t610, t611)  # t612: cpu bf16[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:219
    t613 = aten.view.default(t604, [2, 64, 64])  # t613: cpu bf16[2, 64, 64]
    t614 = aten.add.Tensor(t612, t613)  # t614: cpu bf16[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:153, 152
    t615 = aten._to_copy.default(t614, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t615: cpu f32[2, 64, 64]
    t616 = aten.mul.Tensor(t615, t609)  # t616: cpu f32[2, 64, 64]
    t617 = aten.mul.Tensor(t615, t605)  # t617: cpu f32[2, 64, 64]
    t618 = aten.sum.dim_IntList(t616, [0, 1], True)  # t618: cpu f32[1, 1, 64]
    t619 = aten.view.default(t618, [64])  # t619: cpu f32[64]
    t620 = aten._to_copy.default(t619, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t620: cpu bf16[64]
    t621 = aten.mul.Tensor(t617, t608)  # t621: cpu f32[2, 64, 64]
    t622 = aten.mul.Tensor(t617, t607)  # t622: cpu f32[2, 64, 64]
    t623 = aten.sum.dim_IntList(t621, [2], True)  # t623: cpu f32[2, 64, 1]
    t624 = aten.pow.Tensor_Scalar(t607, 3)  # t624: cpu f32[2, 64, 1]
    t625 = aten.mul.Scalar(t623, -0.5)  # t625: cpu f32[2, 64, 1]
    t626 = aten.mul.Tensor(t625, t624)  # t626: cpu f32[2, 64, 1]
    t627 = aten.expand.default(t626, [2, 64, 64])  # t627: cpu f32[2, 64, 64]
    t628 = aten.div.Scalar(t627, 64)  # t628: cpu f32[2, 64, 64]
    t629 = aten.pow.Tensor_Scalar(t608, 1.0)  # t629: cpu f32[2, 64, 64]
    t630 = aten.mul.Scalar(t629, 2.0)  # t630: cpu f32[2, 64, 64]
    t631 = aten.mul.Tensor(t628, t630)  # t631: cpu f32[2, 64, 64]
    t632 = aten.add.Tensor(t622, t631)  # t632: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:151
    t633 = aten._to_copy.default(t632, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t633: cpu bf16[2, 64, 64]
    t634 = aten.add.Tensor(t383, t633)  # t634: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:244
    t635 = aten.view.default(t634, [128, 64])  # t635: cpu bf16[128, 64]
    t636 = aten.t.default(t635)  # t636: cpu bf16[64, 128]
    t637 = aten.abs.default(t634)  # t637: cpu bf16[2, 64, 64]
    t638 = aten.amax.default(t637, [], False)  # t638: cpu bf16[]
    t639 = aten._to_copy.default(t638, dtype=torch.float32)  # t639: cpu f32[]
    t640 = aten.view.default(t639, [1])  # t640: cpu f32[1]
    t641 = aten.slice.Tensor(t95, 0, 1, 1024)  # t641: cpu f32[1023]
    t642 = aten.cat.default([t641, t640])  # t642: cpu f32[1024]
    t643 = aten.slice.Tensor(t642, 0, 1, 1024)  # t643: cpu f32[1023]
    t644 = aten.constant_pad_nd.default(t643, [1, 0], 0.0)  # t644: cpu f32[1024]
    t645 = aten.amax.default(t642, [0], False)  # t645: cpu f32[]
    t646 = aten.ne.Scalar(t639, 0.0)  # t646: cpu b8[]
    t647 = aten.where.self(t646, t644, t95)  # t647: cpu f32[1024]
    t648 = aten.le.Scalar(t645, 3.4028234663852886e+38)  # t648: cpu b8[]
    t649 = aten.logical_and.default(t646, t648)  # t649: cpu b8[]
    t650 = aten.full_like.default(t645, 57344.0)  # t650: cpu f32[]
    t651 = aten.div.Tensor(t650, t645)  # t651: cpu f32[]
    t652 = aten.clamp.default(t651, None, 3.4028234663852886e+38)  # t652: cpu f32[]
    t653 = aten.where.self(t649, t652, t96)  # t653: cpu f32[]
    t654 = aten.reciprocal.default(t653)  # t654: cpu f32[]
    t655 = aten._to_copy.default(t636, dtype=torch.float32)  # t655: cpu f32[64, 128]
    t656 = aten.mul.Tensor(t655, t96)  # t656: cpu f32[64, 128]
    t657 = aten.clamp.default(t656, -57344.0, 57344.0)  # t657: cpu f32[64, 128]
    t658 = aten._to_copy.default(t657, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t658: cpu f8e5m2[64, 128]
    t659 = aten._to_copy.default(t635, dtype=torch.float32)  # t659: cpu f32[128, 64]
    t660 = aten.mul.Tensor(t659, t96)  # t660: cpu f32[128, 64]
    t661 = aten.clamp.default(t660, -57344.0, 57344.0)  # t661: cpu f32[128, 64]
    t662 = aten._to_copy.default(t661, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t662: cpu f8e5m2[128, 64]
    # end region 37 -> t620, t634, t647, t653, t654, t658, t662
    # region 38: inductor 2e2447f51730170d, 11 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t663 = aten._unsafe_view.default(t126, [2, 64, 192])  # t663: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t664 = aten._unsafe_view.default(t125, [2, 64, 192])  # t664: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t665 = aten.silu.default(t664)  # t665: cpu bf16[2, 64, 192]
    t666 = aten.mul.Tensor(t665, t663)  # t666: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:244
    t667 = aten.view.default(t666, [128, 192])  # t667: cpu bf16[128, 192]
    t668 = aten.t.default(t667)  # t668: cpu bf16[192, 128]
    t669 = aten._to_copy.default(t668, dtype=torch.float32)  # t669: cpu f32[192, 128]
    t670 = aten.mul.Tensor(t669, t41)  # t670: cpu f32[192, 128]
    t671 = aten.clamp.default(t670, -448.0, 448.0)  # t671: cpu f32[192, 128]
    t672 = aten._to_copy.default(t671, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t672: cpu f8e4m3[192, 128]
    t673 = aten.t.default(t672)  # t673: cpu f8e4m3[128, 192]
    # end region 38 -> t673
    # region 39: te 9c07cfbfde8765d1, 1 ops
    t674 = aten._scaled_mm.default(t658, t673, t97, t42, None, None, torch.bfloat16)  # t674: cpu bf16[64, 192]
    # end region 39 -> t674
    # region 40: inductor 4472c963b1085452, 6 ops
    t675 = aten.t.default(t8)  # t675: cpu bf16[192, 64]
    t676 = aten._to_copy.default(t675, dtype=torch.float32)  # t676: cpu f32[192, 64]
    t677 = aten.mul.Tensor(t676, t43)  # t677: cpu f32[192, 64]
    t678 = aten.clamp.default(t677, -448.0, 448.0)  # t678: cpu f32[192, 64]
    t679 = aten._to_copy.default(t678, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t679: cpu f8e4m3[192, 64]
    t680 = aten.t.default(t679)  # t680: cpu f8e4m3[64, 192]
    # end region 40 -> t680
    # region 41: te ae66b94f20fe510e, 1 ops
    t681 = aten._scaled_mm.default(t662, t680, t97, t44, None, None, torch.bfloat16)  # t681: cpu bf16[128, 192]
    # end region 41 -> t681
    # region 42: inductor de52e32d9ab0a4c4, 63 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t682 = aten._unsafe_view.default(t126, [2, 64, 192])  # t682: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t683 = aten._unsafe_view.default(t125, [2, 64, 192])  # t683: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t684 = aten.silu.default(t683)  # t684: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:244
    t685 = aten.view.default(t681, [2, 64, 192])  # t685: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t686 = aten.mul.Tensor(t685, t684)  # t686: cpu bf16[2, 64, 192]
    t687 = aten.mul.Tensor(t685, t682)  # t687: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t688 = aten.view.default(t686, [128, 192])  # t688: cpu bf16[128, 192]
    t689 = aten.t.default(t688)  # t689: cpu bf16[192, 128]
    t690 = aten.abs.default(t686)  # t690: cpu bf16[2, 64, 192]
    t691 = aten.amax.default(t690, [], False)  # t691: cpu bf16[]
    t692 = aten._to_copy.default(t691, dtype=torch.float32)  # t692: cpu f32[]
    t693 = aten.view.default(t692, [1])  # t693: cpu f32[1]
    t694 = aten.slice.Tensor(t98, 0, 1, 1024)  # t694: cpu f32[1023]
    t695 = aten.cat.default([t694, t693])  # t695: cpu f32[1024]
    t696 = aten.slice.Tensor(t695, 0, 1, 1024)  # t696: cpu f32[1023]
    t697 = aten.constant_pad_nd.default(t696, [1, 0], 0.0)  # t697: cpu f32[1024]
    t698 = aten.amax.default(t695, [0], False)  # t698: cpu f32[]
    t699 = aten.ne.Scalar(t692, 0.0)  # t699: cpu b8[]
    t700 = aten.where.self(t699, t697, t98)  # t700: cpu f32[1024]
    t701 = aten.le.Scalar(t698, 3.4028234663852886e+38)  # t701: cpu b8[]
    t702 = aten.logical_and.default(t699, t701)  # t702: cpu b8[]
    t703 = aten.full_like.default(t698, 57344.0)  # t703: cpu f32[]
    t704 = aten.div.Tensor(t703, t698)  # t704: cpu f32[]
    t705 = aten.clamp.default(t704, None, 3.4028234663852886e+38)  # t705: cpu f32[]
    t706 = aten.where.self(t702, t705, t99)  # t706: cpu f32[]
    t707 = aten.reciprocal.default(t706)  # t707: cpu f32[]
    t708 = aten._to_copy.default(t689, dtype=torch.float32)  # t708: cpu f32[192, 128]
    t709 = aten.mul.Tensor(t708, t99)  # t709: cpu f32[192, 128]
    t710 = aten.clamp.default(t709, -57344.0, 57344.0)  # t710: cpu f32[192, 128]
    t711 = aten._to_copy.default(t710, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t711: cpu f8e5m2[192, 128]
    t712 = aten._to_copy.default(t688, dtype=torch.float32)  # t712: cpu f32[128, 192]
    t713 = aten.mul.Tensor(t712, t99)  # t713: cpu f32[128, 192]
    t714 = aten.clamp.default(t713, -57344.0, 57344.0)  # t714: cpu f32[128, 192]
    t715 = aten._to_copy.default(t714, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t715: cpu f8e5m2[128, 192]
    # layers.0.feed_forward (FeedForward), llama.py:244
    t716 = aten.silu_backward.default(t687, t683)  # t716: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t717 = aten.view.default(t716, [128, 192])  # t717: cpu bf16[128, 192]
    t718 = aten.t.default(t717)  # t718: cpu bf16[192, 128]
    t719 = aten.abs.default(t716)  # t719: cpu bf16[2, 64, 192]
    t720 = aten.amax.default(t719, [], False)  # t720: cpu bf16[]
    t721 = aten._to_copy.default(t720, dtype=torch.float32)  # t721: cpu f32[]
    t722 = aten.view.default(t721, [1])  # t722: cpu f32[1]
    t723 = aten.slice.Tensor(t101, 0, 1, 1024)  # t723: cpu f32[1023]
    t724 = aten.cat.default([t723, t722])  # t724: cpu f32[1024]
    t725 = aten.slice.Tensor(t724, 0, 1, 1024)  # t725: cpu f32[1023]
    t726 = aten.constant_pad_nd.default(t725, [1, 0], 0.0)  # t726: cpu f32[1024]
    t727 = aten.amax.default(t724, [0], False)  # t727: cpu f32[]
    t728 = aten.ne.Scalar(t721, 0.0)  # t728: cpu b8[]
    t729 = aten.where.self(t728, t726, t101)  # t729: cpu f32[1024]
    t730 = aten.le.Scalar(t727, 3.4028234663852886e+38)  # t730: cpu b8[]
    t731 = aten.logical_and.default(t728, t730)  # t731: cpu b8[]
    t732 = aten.full_like.default(t727, 57344.0)  # t732: cpu f32[]
    t733 = aten.div.Tensor(t732, t727)  # t733: cpu f32[]
    t734 = aten.clamp.default(t733, None, 3.4028234663852886e+38)  # t734: cpu f32[]
    t735 = aten.where.self(t731, t734, t102)  # t735: cpu f32[]
    t736 = aten.reciprocal.default(t735)  # t736: cpu f32[]
    t737 = aten._to_copy.default(t718, dtype=torch.float32)  # t737: cpu f32[192, 128]
    t738 = aten.mul.Tensor(t737, t102)  # t738: cpu f32[192, 128]
    t739 = aten.clamp.default(t738, -57344.0, 57344.0)  # t739: cpu f32[192, 128]
    t740 = aten._to_copy.default(t739, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t740: cpu f8e5m2[192, 128]
    t741 = aten._to_copy.default(t717, dtype=torch.float32)  # t741: cpu f32[128, 192]
    t742 = aten.mul.Tensor(t741, t102)  # t742: cpu f32[128, 192]
    t743 = aten.clamp.default(t742, -57344.0, 57344.0)  # t743: cpu f32[128, 192]
    t744 = aten._to_copy.default(t743, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t744: cpu f8e5m2[128, 192]
    # end region 42 -> t700, t706, t707, t711, t715, t729, t735, t736, t740, t744
    # region 43: inductor 46f20a94d2e2c3c8, 14 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:153, 152, 151
    t745 = aten._to_copy.default(t5, dtype=torch.float32)  # t745: cpu f32[64]
    t746 = aten.add.Tensor(t124, 1e-05)  # t746: cpu f32[2, 64, 1]
    t747 = aten.rsqrt.default(t746)  # t747: cpu f32[2, 64, 1]
    t748 = aten._to_copy.default(t123, dtype=torch.float32)  # t748: cpu f32[2, 64, 64]
    t749 = aten.mul.Tensor(t748, t747)  # t749: cpu f32[2, 64, 64]
    t750 = aten.mul.Tensor(t749, t745)  # t750: cpu f32[2, 64, 64]
    t751 = aten._to_copy.default(t750, dtype=torch.bfloat16)  # t751: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t752 = aten.view.default(t751, [128, 64])  # t752: cpu bf16[128, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t753 = aten.t.default(t752)  # t753: cpu bf16[64, 128]
    t754 = aten._to_copy.default(t753, dtype=torch.float32)  # t754: cpu f32[64, 128]
    t755 = aten.mul.Tensor(t754, t35)  # t755: cpu f32[64, 128]
    t756 = aten.clamp.default(t755, -448.0, 448.0)  # t756: cpu f32[64, 128]
    t757 = aten._to_copy.default(t756, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t757: cpu f8e4m3[64, 128]
    t758 = aten.t.default(t757)  # t758: cpu f8e4m3[128, 64]
    # end region 43 -> t758
    # region 44: te 97bc4eeacf7851c7, 1 ops
    t759 = aten._scaled_mm.default(t711, t758, t100, t36, None, None, torch.bfloat16)  # t759: cpu bf16[192, 64]
    # end region 44 -> t759
    # region 45: inductor 718e416d2df4ac50, 6 ops
    t760 = aten.t.default(t7)  # t760: cpu bf16[64, 192]
    t761 = aten._to_copy.default(t760, dtype=torch.float32)  # t761: cpu f32[64, 192]
    t762 = aten.mul.Tensor(t761, t39)  # t762: cpu f32[64, 192]
    t763 = aten.clamp.default(t762, -448.0, 448.0)  # t763: cpu f32[64, 192]
    t764 = aten._to_copy.default(t763, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t764: cpu f8e4m3[64, 192]
    t765 = aten.t.default(t764)  # t765: cpu f8e4m3[192, 64]
    # end region 45 -> t765
    # region 46: te f9fd62c4a21c8659, 1 ops
    t766 = aten._scaled_mm.default(t715, t765, t100, t40, None, None, torch.bfloat16)  # t766: cpu bf16[128, 64]
    # end region 46 -> t766
    # region 47: te 97bc4eeacf7851c7, 1 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t767 = aten._scaled_mm.default(t740, t758, t103, t36, None, None, torch.bfloat16)  # t767: cpu bf16[192, 64]
    # end region 47 -> t767
    # region 48: inductor 718e416d2df4ac50, 6 ops
    t768 = aten.t.default(t6)  # t768: cpu bf16[64, 192]
    t769 = aten._to_copy.default(t768, dtype=torch.float32)  # t769: cpu f32[64, 192]
    t770 = aten.mul.Tensor(t769, t37)  # t770: cpu f32[64, 192]
    t771 = aten.clamp.default(t770, -448.0, 448.0)  # t771: cpu f32[64, 192]
    t772 = aten._to_copy.default(t771, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t772: cpu f8e4m3[64, 192]
    t773 = aten.t.default(t772)  # t773: cpu f8e4m3[192, 64]
    # end region 48 -> t773
    # region 49: te f9fd62c4a21c8659, 1 ops
    t774 = aten._scaled_mm.default(t744, t773, t103, t38, None, None, torch.bfloat16)  # t774: cpu bf16[128, 64]
    # end region 49 -> t774
    # region 50: inductor cf96b9b9f0a432dc, 56 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:153, 152, 151
    t775 = aten._to_copy.default(t5, dtype=torch.float32)  # t775: cpu f32[64]
    t776 = aten.add.Tensor(t124, 1e-05)  # t776: cpu f32[2, 64, 1]
    t777 = aten.rsqrt.default(t776)  # t777: cpu f32[2, 64, 1]
    t778 = aten._to_copy.default(t123, dtype=torch.float32)  # t778: cpu f32[2, 64, 64]
    t779 = aten.mul.Tensor(t778, t777)  # t779: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:244
    t780 = aten.view.default(t766, [2, 64, 64])  # t780: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:244
    t781 = aten.view.default(t774, [2, 64, 64])  # t781: cpu bf16[2, 64, 64]
    t782 = aten.add.Tensor(t780, t781)  # t782: cpu bf16[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:153, 152
    t783 = aten._to_copy.default(t782, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t783: cpu f32[2, 64, 64]
    t784 = aten.mul.Tensor(t783, t779)  # t784: cpu f32[2, 64, 64]
    t785 = aten.mul.Tensor(t783, t775)  # t785: cpu f32[2, 64, 64]
    t786 = aten.sum.dim_IntList(t784, [0, 1], True)  # t786: cpu f32[1, 1, 64]
    t787 = aten.view.default(t786, [64])  # t787: cpu f32[64]
    t788 = aten._to_copy.default(t787, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t788: cpu bf16[64]
    t789 = aten.mul.Tensor(t785, t778)  # t789: cpu f32[2, 64, 64]
    t790 = aten.mul.Tensor(t785, t777)  # t790: cpu f32[2, 64, 64]
    t791 = aten.sum.dim_IntList(t789, [2], True)  # t791: cpu f32[2, 64, 1]
    t792 = aten.pow.Tensor_Scalar(t777, 3)  # t792: cpu f32[2, 64, 1]
    t793 = aten.mul.Scalar(t791, -0.5)  # t793: cpu f32[2, 64, 1]
    t794 = aten.mul.Tensor(t793, t792)  # t794: cpu f32[2, 64, 1]
    t795 = aten.expand.default(t794, [2, 64, 64])  # t795: cpu f32[2, 64, 64]
    t796 = aten.div.Scalar(t795, 64)  # t796: cpu f32[2, 64, 64]
    t797 = aten.pow.Tensor_Scalar(t778, 1.0)  # t797: cpu f32[2, 64, 64]
    t798 = aten.mul.Scalar(t797, 2.0)  # t798: cpu f32[2, 64, 64]
    t799 = aten.mul.Tensor(t796, t798)  # t799: cpu f32[2, 64, 64]
    t800 = aten.add.Tensor(t790, t799)  # t800: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:151
    t801 = aten._to_copy.default(t800, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t801: cpu bf16[2, 64, 64]
    t802 = aten.add.Tensor(t634, t801)  # t802: cpu bf16[2, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:231
    t803 = aten.view.default(t802, [128, 64])  # t803: cpu bf16[128, 64]
    t804 = aten.t.default(t803)  # t804: cpu bf16[64, 128]
    t805 = aten.abs.default(t802)  # t805: cpu bf16[2, 64, 64]
    t806 = aten.amax.default(t805, [], False)  # t806: cpu bf16[]
    t807 = aten._to_copy.default(t806, dtype=torch.float32)  # t807: cpu f32[]
    t808 = aten.view.default(t807, [1])  # t808: cpu f32[1]
    t809 = aten.slice.Tensor(t104, 0, 1, 1024)  # t809: cpu f32[1023]
    t810 = aten.cat.default([t809, t808])  # t810: cpu f32[1024]
    t811 = aten.slice.Tensor(t810, 0, 1, 1024)  # t811: cpu f32[1023]
    t812 = aten.constant_pad_nd.default(t811, [1, 0], 0.0)  # t812: cpu f32[1024]
    t813 = aten.amax.default(t810, [0], False)  # t813: cpu f32[]
    t814 = aten.ne.Scalar(t807, 0.0)  # t814: cpu b8[]
    t815 = aten.where.self(t814, t812, t104)  # t815: cpu f32[1024]
    t816 = aten.le.Scalar(t813, 3.4028234663852886e+38)  # t816: cpu b8[]
    t817 = aten.logical_and.default(t814, t816)  # t817: cpu b8[]
    t818 = aten.full_like.default(t813, 57344.0)  # t818: cpu f32[]
    t819 = aten.div.Tensor(t818, t813)  # t819: cpu f32[]
    t820 = aten.clamp.default(t819, None, 3.4028234663852886e+38)  # t820: cpu f32[]
    t821 = aten.where.self(t817, t820, t105)  # t821: cpu f32[]
    t822 = aten.reciprocal.default(t821)  # t822: cpu f32[]
    t823 = aten._to_copy.default(t804, dtype=torch.float32)  # t823: cpu f32[64, 128]
    t824 = aten.mul.Tensor(t823, t105)  # t824: cpu f32[64, 128]
    t825 = aten.clamp.default(t824, -57344.0, 57344.0)  # t825: cpu f32[64, 128]
    t826 = aten._to_copy.default(t825, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t826: cpu f8e5m2[64, 128]
    t827 = aten._to_copy.default(t803, dtype=torch.float32)  # t827: cpu f32[128, 64]
    t828 = aten.mul.Tensor(t827, t105)  # t828: cpu f32[128, 64]
    t829 = aten.clamp.default(t828, -57344.0, 57344.0)  # t829: cpu f32[128, 64]
    t830 = aten._to_copy.default(t829, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t830: cpu f8e5m2[128, 64]
    # end region 50 -> t788, t802, t815, t821, t822, t826, t830
    # region 51: inductor bd79b81a875dad94, 8 ops
    # layers.0.attention (Attention), llama.py:231
    t831 = aten.transpose.int(t121, 1, 2)  # t831: cpu bf16[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:231
    t832 = aten.view.default(t831, [128, 64])  # t832: cpu bf16[128, 64]
    t833 = aten.t.default(t832)  # t833: cpu bf16[64, 128]
    t834 = aten._to_copy.default(t833, dtype=torch.float32)  # t834: cpu f32[64, 128]
    t835 = aten.mul.Tensor(t834, t31)  # t835: cpu f32[64, 128]
    t836 = aten.clamp.default(t835, -448.0, 448.0)  # t836: cpu f32[64, 128]
    t837 = aten._to_copy.default(t836, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t837: cpu f8e4m3[64, 128]
    t838 = aten.t.default(t837)  # t838: cpu f8e4m3[128, 64]
    # end region 51 -> t838
    # region 52: te f4ca694a92e0d2f9, 1 ops
    t839 = aten._scaled_mm.default(t826, t838, t106, t32, None, None, torch.bfloat16)  # t839: cpu bf16[64, 64]
    # end region 52 -> t839
    # region 53: inductor 320cf6957f1aaf4d, 6 ops
    t840 = aten.t.default(t4)  # t840: cpu bf16[64, 64]
    t841 = aten._to_copy.default(t840, dtype=torch.float32)  # t841: cpu f32[64, 64]
    t842 = aten.mul.Tensor(t841, t33)  # t842: cpu f32[64, 64]
    t843 = aten.clamp.default(t842, -448.0, 448.0)  # t843: cpu f32[64, 64]
    t844 = aten._to_copy.default(t843, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t844: cpu f8e4m3[64, 64]
    t845 = aten.t.default(t844)  # t845: cpu f8e4m3[64, 64]
    # end region 53 -> t845
    # region 54: te 51cece1548d82ef7, 1 ops
    t846 = aten._scaled_mm.default(t830, t845, t106, t34, None, None, torch.bfloat16)  # t846: cpu bf16[128, 64]
    # end region 54 -> t846
    # layers.0.attention (Attention), llama.py:231, 222, 223, 221, 224, 230
    t847 = aten.view.default(t846, [2, 64, 4, 16])  # t847: cpu bf16[2, 64, 4, 16]
    t848 = aten.transpose.int(t847, 1, 2)  # t848: cpu bf16[2, 4, 64, 16]
    t849 = aten.transpose.int(t119, 1, 2)  # t849: cpu bf16[2, 4, 64, 16]
    t850 = aten.transpose.int(t120, 1, 2)  # t850: cpu bf16[2, 2, 64, 16]
    t851 = aten.view.default(t118, [2, 64, 2, 16])  # t851: cpu bf16[2, 64, 2, 16]
    t852 = aten.transpose.int(t851, 1, 2)  # t852: cpu bf16[2, 2, 64, 16]
    t853, t854, t855 = aotc.sdpa_backward.default(t848, t849, t850, t852, None, t121, t122, True, None)  # t853: cpu bf16[2, 4, 64, 16], t854: cpu bf16[2, 2, 64, 16], t855: cpu bf16[2, 2, 64, 16]
    # region 55: inductor 441c528d09c36ffb, 50 ops
    # rope (RotaryEmbedding), llama.py:186
    t856 = aten.slice.Tensor(t20, 0, 0, 64)  # t856: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:198
    t857 = aten.view.default(t856, [1, 64, 1, 8])  # t857: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:186
    t858 = aten.slice.Tensor(t21, 0, 0, 64)  # t858: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:199, 230, 223, 203, 202, 201, ...
    t859 = aten.view.default(t858, [1, 64, 1, 8])  # t859: cpu bf16[1, 64, 1, 8]
    t860 = aten.clone.default(t854, memory_format=torch.contiguous_format)  # t860: cpu bf16[2, 2, 64, 16]
    t861 = aten.transpose.int(t860, 1, 2)  # t861: cpu bf16[2, 64, 2, 16]
    t862 = aten._to_copy.default(t861, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t862: cpu f32[2, 64, 2, 16]
    t863 = aten.view.default(t862, [2, 64, 2, 8, 2])  # t863: cpu f32[2, 64, 2, 8, 2]
    t864 = aten.select.int(t863, -1, 0)  # t864: cpu f32[2, 64, 2, 8]
    t865 = aten.select.int(t863, -1, 1)  # t865: cpu f32[2, 64, 2, 8]
    t866 = aten.mul.Tensor(t865, t857)  # t866: cpu f32[2, 64, 2, 8]
    t867 = aten.mul.Tensor(t865, t859)  # t867: cpu f32[2, 64, 2, 8]
    t868 = aten.neg.default(t864)  # t868: cpu f32[2, 64, 2, 8]
    t869 = aten.mul.Tensor(t868, t859)  # t869: cpu f32[2, 64, 2, 8]
    t870 = aten.add.Tensor(t866, t869)  # t870: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:200
    t871 = aten.mul.Tensor(t864, t857)  # t871: cpu f32[2, 64, 2, 8]
    t872 = aten.add.Tensor(t867, t871)  # t872: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:197
    t873 = aten.select_backward.default(t870, [2, 64, 2, 8, 2], 4, 1)  # t873: cpu f32[2, 64, 2, 8, 2]
    t874 = aten.select_backward.default(t872, [2, 64, 2, 8, 2], 4, 0)  # t874: cpu f32[2, 64, 2, 8, 2]
    t875 = aten.add.Tensor(t873, t874)  # t875: cpu f32[2, 64, 2, 8, 2]
    # layers.0.attention (Attention), llama.py:196
    t876 = aten.view.default(t875, [2, 64, 2, 16])  # t876: cpu f32[2, 64, 2, 16]
    t877 = aten._to_copy.default(t876, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t877: cpu bf16[2, 64, 2, 16]
    # layers.0.attention.wk (Linear), llama.py:220
    t878 = aten.view.default(t877, [128, 32])  # t878: cpu bf16[128, 32]
    t879 = aten.t.default(t878)  # t879: cpu bf16[32, 128]
    t880 = aten.abs.default(t877)  # t880: cpu bf16[2, 64, 2, 16]
    t881 = aten.amax.default(t880, [], False)  # t881: cpu bf16[]
    t882 = aten._to_copy.default(t881, dtype=torch.float32)  # t882: cpu f32[]
    t883 = aten.view.default(t882, [1])  # t883: cpu f32[1]
    t884 = aten.slice.Tensor(t110, 0, 1, 1024)  # t884: cpu f32[1023]
    t885 = aten.cat.default([t884, t883])  # t885: cpu f32[1024]
    t886 = aten.slice.Tensor(t885, 0, 1, 1024)  # t886: cpu f32[1023]
    t887 = aten.constant_pad_nd.default(t886, [1, 0], 0.0)  # t887: cpu f32[1024]
    t888 = aten.amax.default(t885, [0], False)  # t888: cpu f32[]
    t889 = aten.ne.Scalar(t882, 0.0)  # t889: cpu b8[]
    t890 = aten.where.self(t889, t887, t110)  # t890: cpu f32[1024]
    t891 = aten.le.Scalar(t888, 3.4028234663852886e+38)  # t891: cpu b8[]
    t892 = aten.logical_and.default(t889, t891)  # t892: cpu b8[]
    t893 = aten.full_like.default(t888, 57344.0)  # t893: cpu f32[]
    t894 = aten.div.Tensor(t893, t888)  # t894: cpu f32[]
    t895 = aten.clamp.default(t894, None, 3.4028234663852886e+38)  # t895: cpu f32[]
    t896 = aten.where.self(t892, t895, t111)  # t896: cpu f32[]
    t897 = aten.reciprocal.default(t896)  # t897: cpu f32[]
    t898 = aten._to_copy.default(t879, dtype=torch.float32)  # t898: cpu f32[32, 128]
    t899 = aten.mul.Tensor(t898, t111)  # t899: cpu f32[32, 128]
    t900 = aten.clamp.default(t899, -57344.0, 57344.0)  # t900: cpu f32[32, 128]
    t901 = aten._to_copy.default(t900, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t901: cpu f8e5m2[32, 128]
    t902 = aten._to_copy.default(t878, dtype=torch.float32)  # t902: cpu f32[128, 32]
    t903 = aten.mul.Tensor(t902, t111)  # t903: cpu f32[128, 32]
    t904 = aten.clamp.default(t903, -57344.0, 57344.0)  # t904: cpu f32[128, 32]
    t905 = aten._to_copy.default(t904, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t905: cpu f8e5m2[128, 32]
    # end region 55 -> t890, t896, t897, t901, t905
    # region 56: inductor 4cdab37961df6c25, 31 ops
    # layers.0.attention (Attention), llama.py:230, 224, 221
    t906 = aten.clone.default(t855, memory_format=torch.contiguous_format)  # t906: cpu bf16[2, 2, 64, 16]
    t907 = aten.transpose.int(t906, 1, 2)  # t907: cpu bf16[2, 64, 2, 16]
    t908 = aten.clone.default(t907, memory_format=torch.contiguous_format)  # t908: cpu bf16[2, 64, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:221
    t909 = aten.view.default(t908, [128, 32])  # t909: cpu bf16[128, 32]
    t910 = aten.t.default(t909)  # t910: cpu bf16[32, 128]
    t911 = aten.abs.default(t908)  # t911: cpu bf16[2, 64, 2, 16]
    t912 = aten.amax.default(t911, [], False)  # t912: cpu bf16[]
    t913 = aten._to_copy.default(t912, dtype=torch.float32)  # t913: cpu f32[]
    t914 = aten.view.default(t913, [1])  # t914: cpu f32[1]
    t915 = aten.slice.Tensor(t107, 0, 1, 1024)  # t915: cpu f32[1023]
    t916 = aten.cat.default([t915, t914])  # t916: cpu f32[1024]
    t917 = aten.slice.Tensor(t916, 0, 1, 1024)  # t917: cpu f32[1023]
    t918 = aten.constant_pad_nd.default(t917, [1, 0], 0.0)  # t918: cpu f32[1024]
    t919 = aten.amax.default(t916, [0], False)  # t919: cpu f32[]
    t920 = aten.ne.Scalar(t913, 0.0)  # t920: cpu b8[]
    t921 = aten.where.self(t920, t918, t107)  # t921: cpu f32[1024]
    t922 = aten.le.Scalar(t919, 3.4028234663852886e+38)  # t922: cpu b8[]
    t923 = aten.logical_and.default(t920, t922)  # t923: cpu b8[]
    t924 = aten.full_like.default(t919, 57344.0)  # t924: cpu f32[]
    t925 = aten.div.Tensor(t924, t919)  # t925: cpu f32[]
    t926 = aten.clamp.default(t925, None, 3.4028234663852886e+38)  # t926: cpu f32[]
    t927 = aten.where.self(t923, t926, t108)  # t927: cpu f32[]
    t928 = aten.reciprocal.default(t927)  # t928: cpu f32[]
    t929 = aten._to_copy.default(t910, dtype=torch.float32)  # t929: cpu f32[32, 128]
    t930 = aten.mul.Tensor(t929, t108)  # t930: cpu f32[32, 128]
    t931 = aten.clamp.default(t930, -57344.0, 57344.0)  # t931: cpu f32[32, 128]
    t932 = aten._to_copy.default(t931, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t932: cpu f8e5m2[32, 128]
    t933 = aten._to_copy.default(t909, dtype=torch.float32)  # t933: cpu f32[128, 32]
    t934 = aten.mul.Tensor(t933, t108)  # t934: cpu f32[128, 32]
    t935 = aten.clamp.default(t934, -57344.0, 57344.0)  # t935: cpu f32[128, 32]
    t936 = aten._to_copy.default(t935, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t936: cpu f8e5m2[128, 32]
    # end region 56 -> t921, t927, t928, t932, t936
    # region 57: inductor df9a874ebed80bf6, 49 ops
    # rope (RotaryEmbedding), llama.py:186
    t937 = aten.slice.Tensor(t20, 0, 0, 64)  # t937: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:198
    t938 = aten.view.default(t937, [1, 64, 1, 8])  # t938: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:186
    t939 = aten.slice.Tensor(t21, 0, 0, 64)  # t939: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:199, 222, 203, 202, 201, 200
    t940 = aten.view.default(t939, [1, 64, 1, 8])  # t940: cpu bf16[1, 64, 1, 8]
    t941 = aten.transpose.int(t853, 1, 2)  # t941: cpu bf16[2, 64, 4, 16]
    t942 = aten._to_copy.default(t941, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t942: cpu f32[2, 64, 4, 16]
    t943 = aten.view.default(t942, [2, 64, 4, 8, 2])  # t943: cpu f32[2, 64, 4, 8, 2]
    t944 = aten.select.int(t943, -1, 0)  # t944: cpu f32[2, 64, 4, 8]
    t945 = aten.select.int(t943, -1, 1)  # t945: cpu f32[2, 64, 4, 8]
    t946 = aten.mul.Tensor(t945, t938)  # t946: cpu f32[2, 64, 4, 8]
    t947 = aten.mul.Tensor(t945, t940)  # t947: cpu f32[2, 64, 4, 8]
    t948 = aten.neg.default(t944)  # t948: cpu f32[2, 64, 4, 8]
    t949 = aten.mul.Tensor(t948, t940)  # t949: cpu f32[2, 64, 4, 8]
    t950 = aten.add.Tensor(t946, t949)  # t950: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:200
    t951 = aten.mul.Tensor(t944, t938)  # t951: cpu f32[2, 64, 4, 8]
    t952 = aten.add.Tensor(t947, t951)  # t952: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:197
    t953 = aten.select_backward.default(t950, [2, 64, 4, 8, 2], 4, 1)  # t953: cpu f32[2, 64, 4, 8, 2]
    t954 = aten.select_backward.default(t952, [2, 64, 4, 8, 2], 4, 0)  # t954: cpu f32[2, 64, 4, 8, 2]
    t955 = aten.add.Tensor(t953, t954)  # t955: cpu f32[2, 64, 4, 8, 2]
    # layers.0.attention (Attention), llama.py:196
    t956 = aten.view.default(t955, [2, 64, 4, 16])  # t956: cpu f32[2, 64, 4, 16]
    t957 = aten._to_copy.default(t956, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t957: cpu bf16[2, 64, 4, 16]
    # layers.0.attention.wq (Linear), llama.py:219
    t958 = aten.view.default(t957, [128, 64])  # t958: cpu bf16[128, 64]
    t959 = aten.t.default(t958)  # t959: cpu bf16[64, 128]
    t960 = aten.abs.default(t957)  # t960: cpu bf16[2, 64, 4, 16]
    t961 = aten.amax.default(t960, [], False)  # t961: cpu bf16[]
    t962 = aten._to_copy.default(t961, dtype=torch.float32)  # t962: cpu f32[]
    t963 = aten.view.default(t962, [1])  # t963: cpu f32[1]
    t964 = aten.slice.Tensor(t113, 0, 1, 1024)  # t964: cpu f32[1023]
    t965 = aten.cat.default([t964, t963])  # t965: cpu f32[1024]
    t966 = aten.slice.Tensor(t965, 0, 1, 1024)  # t966: cpu f32[1023]
    t967 = aten.constant_pad_nd.default(t966, [1, 0], 0.0)  # t967: cpu f32[1024]
    t968 = aten.amax.default(t965, [0], False)  # t968: cpu f32[]
    t969 = aten.ne.Scalar(t962, 0.0)  # t969: cpu b8[]
    t970 = aten.where.self(t969, t967, t113)  # t970: cpu f32[1024]
    t971 = aten.le.Scalar(t968, 3.4028234663852886e+38)  # t971: cpu b8[]
    t972 = aten.logical_and.default(t969, t971)  # t972: cpu b8[]
    t973 = aten.full_like.default(t968, 57344.0)  # t973: cpu f32[]
    t974 = aten.div.Tensor(t973, t968)  # t974: cpu f32[]
    t975 = aten.clamp.default(t974, None, 3.4028234663852886e+38)  # t975: cpu f32[]
    t976 = aten.where.self(t972, t975, t114)  # t976: cpu f32[]
    t977 = aten.reciprocal.default(t976)  # t977: cpu f32[]
    t978 = aten._to_copy.default(t959, dtype=torch.float32)  # t978: cpu f32[64, 128]
    t979 = aten.mul.Tensor(t978, t114)  # t979: cpu f32[64, 128]
    t980 = aten.clamp.default(t979, -57344.0, 57344.0)  # t980: cpu f32[64, 128]
    t981 = aten._to_copy.default(t980, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t981: cpu f8e5m2[64, 128]
    t982 = aten._to_copy.default(t958, dtype=torch.float32)  # t982: cpu f32[128, 64]
    t983 = aten.mul.Tensor(t982, t114)  # t983: cpu f32[128, 64]
    t984 = aten.clamp.default(t983, -57344.0, 57344.0)  # t984: cpu f32[128, 64]
    t985 = aten._to_copy.default(t984, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t985: cpu f8e5m2[128, 64]
    # end region 57 -> t970, t976, t977, t981, t985
    # region 58: inductor 46f20a94d2e2c3c8, 14 ops
    # layers.0.attention_norm (RMSNorm), llama.py:153, 152, 151
    t986 = aten._to_copy.default(t0, dtype=torch.float32)  # t986: cpu f32[64]
    t987 = aten.add.Tensor(t117, 1e-05)  # t987: cpu f32[2, 64, 1]
    t988 = aten.rsqrt.default(t987)  # t988: cpu f32[2, 64, 1]
    t989 = aten._to_copy.default(t116, dtype=torch.float32)  # t989: cpu f32[2, 64, 64]
    t990 = aten.mul.Tensor(t989, t988)  # t990: cpu f32[2, 64, 64]
    t991 = aten.mul.Tensor(t990, t986)  # t991: cpu f32[2, 64, 64]
    t992 = aten._to_copy.default(t991, dtype=torch.bfloat16)  # t992: cpu bf16[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:219
    t993 = aten.view.default(t992, [128, 64])  # t993: cpu bf16[128, 64]
    # layers.0.attention.wv (Linear), llama.py:221
    t994 = aten.t.default(t993)  # t994: cpu bf16[64, 128]
    t995 = aten._to_copy.default(t994, dtype=torch.float32)  # t995: cpu f32[64, 128]
    t996 = aten.mul.Tensor(t995, t23)  # t996: cpu f32[64, 128]
    t997 = aten.clamp.default(t996, -448.0, 448.0)  # t997: cpu f32[64, 128]
    t998 = aten._to_copy.default(t997, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t998: cpu f8e4m3[64, 128]
    t999 = aten.t.default(t998)  # t999: cpu f8e4m3[128, 64]
    # end region 58 -> t999
    # region 59: te 3e253a9f5ad8d9d1, 1 ops
    t1000 = aten._scaled_mm.default(t932, t999, t109, t24, None, None, torch.bfloat16)  # t1000: cpu bf16[32, 64]
    # end region 59 -> t1000
    # region 60: inductor 87d84e0e1d7a9bbd, 6 ops
    t1001 = aten.t.default(t3)  # t1001: cpu bf16[64, 32]
    t1002 = aten._to_copy.default(t1001, dtype=torch.float32)  # t1002: cpu f32[64, 32]
    t1003 = aten.mul.Tensor(t1002, t29)  # t1003: cpu f32[64, 32]
    t1004 = aten.clamp.default(t1003, -448.0, 448.0)  # t1004: cpu f32[64, 32]
    t1005 = aten._to_copy.default(t1004, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1005: cpu f8e4m3[64, 32]
    t1006 = aten.t.default(t1005)  # t1006: cpu f8e4m3[32, 64]
    # end region 60 -> t1006
    # region 61: te 802eafa4f623a1ef, 1 ops
    t1007 = aten._scaled_mm.default(t936, t1006, t109, t30, None, None, torch.bfloat16)  # t1007: cpu bf16[128, 64]
    # end region 61 -> t1007
    # region 62: te 3e253a9f5ad8d9d1, 1 ops
    # layers.0.attention.wk (Linear), llama.py:220
    t1008 = aten._scaled_mm.default(t901, t999, t112, t24, None, None, torch.bfloat16)  # t1008: cpu bf16[32, 64]
    # end region 62 -> t1008
    # region 63: inductor 87d84e0e1d7a9bbd, 6 ops
    t1009 = aten.t.default(t2)  # t1009: cpu bf16[64, 32]
    t1010 = aten._to_copy.default(t1009, dtype=torch.float32)  # t1010: cpu f32[64, 32]
    t1011 = aten.mul.Tensor(t1010, t27)  # t1011: cpu f32[64, 32]
    t1012 = aten.clamp.default(t1011, -448.0, 448.0)  # t1012: cpu f32[64, 32]
    t1013 = aten._to_copy.default(t1012, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1013: cpu f8e4m3[64, 32]
    t1014 = aten.t.default(t1013)  # t1014: cpu f8e4m3[32, 64]
    # end region 63 -> t1014
    # region 64: te 802eafa4f623a1ef, 1 ops
    t1015 = aten._scaled_mm.default(t905, t1014, t112, t28, None, None, torch.bfloat16)  # t1015: cpu bf16[128, 64]
    # end region 64 -> t1015
    # region 65: te f4ca694a92e0d2f9, 1 ops
    # layers.0.attention.wq (Linear), llama.py:219
    t1016 = aten._scaled_mm.default(t981, t999, t115, t24, None, None, torch.bfloat16)  # t1016: cpu bf16[64, 64]
    # end region 65 -> t1016
    # region 66: inductor 320cf6957f1aaf4d, 6 ops
    t1017 = aten.t.default(t1)  # t1017: cpu bf16[64, 64]
    t1018 = aten._to_copy.default(t1017, dtype=torch.float32)  # t1018: cpu f32[64, 64]
    t1019 = aten.mul.Tensor(t1018, t25)  # t1019: cpu f32[64, 64]
    t1020 = aten.clamp.default(t1019, -448.0, 448.0)  # t1020: cpu f32[64, 64]
    t1021 = aten._to_copy.default(t1020, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1021: cpu f8e4m3[64, 64]
    t1022 = aten.t.default(t1021)  # t1022: cpu f8e4m3[64, 64]
    # end region 66 -> t1022
    # region 67: te 51cece1548d82ef7, 1 ops
    t1023 = aten._scaled_mm.default(t985, t1022, t115, t26, None, None, torch.bfloat16)  # t1023: cpu bf16[128, 64]
    # end region 67 -> t1023
    # region 68: inductor 4fc90089b74093db, 30 ops
    # layers.0.attention_norm (RMSNorm), llama.py:153, 152, 151
    t1024 = aten._to_copy.default(t0, dtype=torch.float32)  # t1024: cpu f32[64]
    t1025 = aten.add.Tensor(t117, 1e-05)  # t1025: cpu f32[2, 64, 1]
    t1026 = aten.rsqrt.default(t1025)  # t1026: cpu f32[2, 64, 1]
    t1027 = aten._to_copy.default(t116, dtype=torch.float32)  # t1027: cpu f32[2, 64, 64]
    t1028 = aten.mul.Tensor(t1027, t1026)  # t1028: cpu f32[2, 64, 64]
    # layers.0.attention.wv (Linear), llama.py:221
    t1029 = aten.view.default(t1007, [2, 64, 64])  # t1029: cpu bf16[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:220
    t1030 = aten.view.default(t1015, [2, 64, 64])  # t1030: cpu bf16[2, 64, 64]
    t1031 = aten.add.Tensor(t1029, t1030)  # t1031: cpu bf16[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:219
    t1032 = aten.view.default(t1023, [2, 64, 64])  # t1032: cpu bf16[2, 64, 64]
    t1033 = aten.add.Tensor(t1031, t1032)  # t1033: cpu bf16[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:153, 152
    t1034 = aten._to_copy.default(t1033, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t1034: cpu f32[2, 64, 64]
    t1035 = aten.mul.Tensor(t1034, t1028)  # t1035: cpu f32[2, 64, 64]
    t1036 = aten.mul.Tensor(t1034, t1024)  # t1036: cpu f32[2, 64, 64]
    t1037 = aten.sum.dim_IntList(t1035, [0, 1], True)  # t1037: cpu f32[1, 1, 64]
    t1038 = aten.view.default(t1037, [64])  # t1038: cpu f32[64]
    t1039 = aten._to_copy.default(t1038, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t1039: cpu bf16[64]
    t1040 = aten.mul.Tensor(t1036, t1027)  # t1040: cpu f32[2, 64, 64]
    t1041 = aten.mul.Tensor(t1036, t1026)  # t1041: cpu f32[2, 64, 64]
    t1042 = aten.sum.dim_IntList(t1040, [2], True)  # t1042: cpu f32[2, 64, 1]
    t1043 = aten.pow.Tensor_Scalar(t1026, 3)  # t1043: cpu f32[2, 64, 1]
    t1044 = aten.mul.Scalar(t1042, -0.5)  # t1044: cpu f32[2, 64, 1]
    t1045 = aten.mul.Tensor(t1044, t1043)  # t1045: cpu f32[2, 64, 1]
    t1046 = aten.expand.default(t1045, [2, 64, 64])  # t1046: cpu f32[2, 64, 64]
    t1047 = aten.div.Scalar(t1046, 64)  # t1047: cpu f32[2, 64, 64]
    t1048 = aten.pow.Tensor_Scalar(t1027, 1.0)  # t1048: cpu f32[2, 64, 64]
    t1049 = aten.mul.Scalar(t1048, 2.0)  # t1049: cpu f32[2, 64, 64]
    t1050 = aten.mul.Tensor(t1047, t1049)  # t1050: cpu f32[2, 64, 64]
    t1051 = aten.add.Tensor(t1041, t1050)  # t1051: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:151
    t1052 = aten._to_copy.default(t1051, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t1052: cpu bf16[2, 64, 64]
    t1053 = aten.add.Tensor(t802, t1052)  # t1053: cpu bf16[2, 64, 64]
    # end region 68 -> t1039, t1053
    # tok_embeddings (Embedding), llama.py:280
    t1054 = aten.embedding_dense_backward.default(t1053, t22, 256, -1, False)  # t1054: cpu bf16[256, 64]
    return (t1054, t1039, t1016, t1008, t1000, t839, t788, t767, t759, t674, t620, t597, t589, t581, t420, t369, t348, t340, t255, t202, t183, t161, t167, t168, t228, t234, t235, t281, t287, t288, t310, t316, t317, t396, t402, t403, t502, t508, t509, t471, t477, t478, t551, t557, t558, t647, t653, t654, t700, t706, t707, t729, t735, t736, t815, t821, t822, t921, t927, t928, t890, t896, t897, t970, t976, t977)
    # t1054: grad tok_embeddings.weight
    # t1039: grad layers.0.attention_norm.weight
    # t1016: grad layers.0.attention.wq.weight
    # t1008: grad layers.0.attention.wk.weight
    # t1000: grad layers.0.attention.wv.weight
    # t839: grad layers.0.attention.wo.weight
    # t788: grad layers.0.ffn_norm.weight
    # t767: grad layers.0.feed_forward.w1.weight
    # t759: grad layers.0.feed_forward.w3.weight
    # t674: grad layers.0.feed_forward.w2.weight
    # t620: grad layers.1.attention_norm.weight
    # t597: grad layers.1.attention.wq.weight
    # t589: grad layers.1.attention.wk.weight
    # t581: grad layers.1.attention.wv.weight
    # t420: grad layers.1.attention.wo.weight
    # t369: grad layers.1.ffn_norm.weight
    # t348: grad layers.1.feed_forward.w1.weight
    # t340: grad layers.1.feed_forward.w3.weight
    # t255: grad layers.1.feed_forward.w2.weight
    # t202: grad norm.weight
    # t183: grad output.weight
    # t161: carry amax_history:output.weight:grad_output
    # t167: carry scale:output.weight:grad_output
    # t168: carry scale_inv:output.weight:grad_output
    # t228: carry amax_history:layers.1.feed_forward.w2.weight:grad_output
    # t234: carry scale:layers.1.feed_forward.w2.weight:grad_output
    # t235: carry scale_inv:layers.1.feed_forward.w2.weight:grad_output
    # t281: carry amax_history:layers.1.feed_forward.w3.weight:grad_output
    # t287: carry scale:layers.1.feed_forward.w3.weight:grad_output
    # t288: carry scale_inv:layers.1.feed_forward.w3.weight:grad_output
    # t310: carry amax_history:layers.1.feed_forward.w1.weight:grad_output
    # t316: carry scale:layers.1.feed_forward.w1.weight:grad_output
    # t317: carry scale_inv:layers.1.feed_forward.w1.weight:grad_output
    # t396: carry amax_history:layers.1.attention.wo.weight:grad_output
    # t402: carry scale:layers.1.attention.wo.weight:grad_output
    # t403: carry scale_inv:layers.1.attention.wo.weight:grad_output
    # t502: carry amax_history:layers.1.attention.wv.weight:grad_output
    # t508: carry scale:layers.1.attention.wv.weight:grad_output
    # t509: carry scale_inv:layers.1.attention.wv.weight:grad_output
    # t471: carry amax_history:layers.1.attention.wk.weight:grad_output
    # t477: carry scale:layers.1.attention.wk.weight:grad_output
    # t478: carry scale_inv:layers.1.attention.wk.weight:grad_output
    # t551: carry amax_history:layers.1.attention.wq.weight:grad_output
    # t557: carry scale:layers.1.attention.wq.weight:grad_output
    # t558: carry scale_inv:layers.1.attention.wq.weight:grad_output
    # t647: carry amax_history:layers.0.feed_forward.w2.weight:grad_output
    # t653: carry scale:layers.0.feed_forward.w2.weight:grad_output
    # t654: carry scale_inv:layers.0.feed_forward.w2.weight:grad_output
    # t700: carry amax_history:layers.0.feed_forward.w3.weight:grad_output
    # t706: carry scale:layers.0.feed_forward.w3.weight:grad_output
    # t707: carry scale_inv:layers.0.feed_forward.w3.weight:grad_output
    # t729: carry amax_history:layers.0.feed_forward.w1.weight:grad_output
    # t735: carry scale:layers.0.feed_forward.w1.weight:grad_output
    # t736: carry scale_inv:layers.0.feed_forward.w1.weight:grad_output
    # t815: carry amax_history:layers.0.attention.wo.weight:grad_output
    # t821: carry scale:layers.0.attention.wo.weight:grad_output
    # t822: carry scale_inv:layers.0.attention.wo.weight:grad_output
    # t921: carry amax_history:layers.0.attention.wv.weight:grad_output
    # t927: carry scale:layers.0.attention.wv.weight:grad_output
    # t928: carry scale_inv:layers.0.attention.wv.weight:grad_output
    # t890: carry amax_history:layers.0.attention.wk.weight:grad_output
    # t896: carry scale:layers.0.attention.wk.weight:grad_output
    # t897: carry scale_inv:layers.0.attention.wk.weight:grad_output
    # t970: carry amax_history:layers.0.attention.wq.weight:grad_output
    # t976: carry scale:layers.0.attention.wq.weight:grad_output
    # t977: carry scale_inv:layers.0.attention.wq.weight:grad_output
