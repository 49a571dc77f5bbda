def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51, t52, t53, t54, t55, t56, t57, t58, t59, t60, t61, t62, t63, t64, t65, t66, t67, t68, t69, t70, t71, t72, t73, t74, t75, t76, t77, t78, t79, t80, t81, t82, t83, t84, t85, t86, t87, t88, t89, t90, t91, t92, t93, t94, t95, t96, t97, t98, t99, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111, t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127, t128, t129, t130, t131, t132, t133, t134, t135, t136, t137, t138, t139, t140, t141, t142, t143, t144, t145, t146, t147, t148, t149, t150, t151, t152, t153, t154, t155, t156, t157, t158, t159, t160, t161, t162, t163, t164, t165, t166):
    # t0: cpu bf16[256]  saved 0
    # t1: cpu bf16[256, 256]  saved 1
    # t2: cpu bf16[128, 256]  saved 2
    # t3: cpu bf16[128, 256]  saved 3
    # t4: cpu bf16[256, 256]  saved 4
    # t5: cpu bf16[256]  saved 5
    # t6: cpu bf16[192, 256]  saved 6
    # t7: cpu bf16[192, 256]  saved 7
    # t8: cpu bf16[256, 192]  saved 8
    # t9: cpu bf16[256]  saved 9
    # t10: cpu bf16[256, 256]  saved 10
    # t11: cpu bf16[128, 256]  saved 11
    # t12: cpu bf16[128, 256]  saved 12
    # t13: cpu bf16[256, 256]  saved 13
    # t14: cpu bf16[256]  saved 14
    # t15: cpu bf16[192, 256]  saved 15
    # t16: cpu bf16[192, 256]  saved 16
    # t17: cpu bf16[256, 192]  saved 17
    # t18: cpu bf16[256]  saved 18
    # t19: cpu bf16[256, 256]  saved 19
    # t20: cpu bf16[256, 64]  saved 20
    # t21: cpu bf16[256, 64]  saved 21
    # t22: cpu i64[2, 128]  saved 22
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
    # t116: cpu f32[]  saved 116
    # t117: cpu f32[]  saved 117
    # t118: cpu f32[]  saved 118
    # t119: cpu f32[]  saved 119
    # t120: cpu f32[]  saved 120
    # t121: cpu f32[]  saved 121
    # t122: cpu f32[]  saved 122
    # t123: cpu f32[]  saved 123
    # t124: cpu f32[]  saved 124
    # t125: cpu f32[]  saved 125
    # t126: cpu f32[1024]  saved 126
    # t127: cpu f32[]  saved 127
    # t128: cpu f32[]  saved 128
    # t129: cpu f32[1024]  saved 129
    # t130: cpu f32[]  saved 130
    # t131: cpu f32[1024]  saved 131
    # t132: cpu f32[]  saved 132
    # t133: cpu f32[]  saved 133
    # t134: cpu f32[1024]  saved 134
    # t135: cpu f32[]  saved 135
    # t136: cpu f32[]  saved 136
    # t137: cpu f32[1024]  saved 137
    # t138: cpu f32[]  saved 138
    # t139: cpu f32[1024]  saved 139
    # t140: cpu f32[]  saved 140
    # t141: cpu f32[]  saved 141
    # t142: cpu bf16[2, 128, 256]  saved 142
    # t143: cpu f32[2, 128, 1]  saved 143
    # t144: cpu f8e4m3[2, 128, 2, 128]  saved 144
    # t145: cpu f8e4m3[2, 128, 1, 128]  saved 145
    # t146: cpu f8e4m3[2, 128, 1, 128]  saved 146
    # t147: cpu f8e4m3[2, 128, 2, 128]  saved 147
    # t148: cpu f32[2, 2, 128]  saved 148
    # t149: cpu bf16[2, 128, 256]  saved 149
    # t150: cpu f32[2, 128, 1]  saved 150
    # t151: cpu bf16[2, 128, 192]  saved 151
    # t152: cpu bf16[2, 128, 192]  saved 152
    # t153: cpu bf16[2, 128, 256]  saved 153
    # t154: cpu f32[2, 128, 1]  saved 154
    # t155: cpu f8e4m3[2, 128, 2, 128]  saved 155
    # t156: cpu f8e4m3[2, 128, 1, 128]  saved 156
    # t157: cpu f8e4m3[2, 128, 1, 128]  saved 157
    # t158: cpu f8e4m3[2, 128, 2, 128]  saved 158
    # t159: cpu f32[2, 2, 128]  saved 159
    # t160: cpu bf16[2, 128, 256]  saved 160
    # t161: cpu f32[2, 128, 1]  saved 161
    # t162: cpu bf16[2, 128, 192]  saved 162
    # t163: cpu bf16[2, 128, 192]  saved 163
    # t164: cpu bf16[2, 128, 256]  saved 164
    # t165: cpu f32[2, 128, 1]  saved 165
    # t166: cpu bf16[2, 128, 256]  tangent 0
    # region 0: inductor d8aa27dff58d24c8, 25 ops
    # output (Linear), llama.py:308
    t167 = aten.view.default(t166, [256, 256])  # t167: cpu bf16[256, 256]
    t168 = aten.t.default(t167)  # t168: cpu bf16[256, 256]
    t169 = aten.abs.default(t166)  # t169: cpu bf16[2, 128, 256]
    t170 = aten.amax.default(t169, [2], False)  # t170: cpu bf16[2, 128]
    t171 = aten.amax.default(t170, [], False)  # t171: cpu bf16[]
    t172 = aten._to_copy.default(t171, dtype=torch.float32)  # t172: cpu f32[]
    t173 = aten.view.default(t172, [1])  # t173: cpu f32[1]
    t174 = aten.slice.Tensor(t71, 0, 1, 1024)  # t174: cpu f32[1023]
    t175 = aten.cat.default([t174, t173])  # t175: cpu f32[1024]
    t176 = aten.slice.Tensor(t175, 0, 1, 1024)  # t176: cpu f32[1023]
    t177 = aten.constant_pad_nd.default(t176, [1, 0], 0.0)  # t177: cpu f32[1024]
    t178 = aten.amax.default(t175, [0], False)  # t178: cpu f32[]
    t179 = aten.gt.Scalar(t178, 0.0)  # t179: cpu b8[]
    t180 = aten.le.Scalar(t178, 3.4028234663852886e+38)  # t180: cpu b8[]
    t181 = aten.logical_and.default(t179, t180)  # t181: cpu b8[]
    t182 = aten.full_like.default(t178, 57344.0)  # t182: cpu f32[]
    t183 = aten.div.Tensor(t182, t178)  # t183: cpu f32[]
    t184 = aten.clamp.default(t183, None, 3.4028234663852886e+38)  # t184: cpu f32[]
    t185 = aten.where.self(t181, t184, t72)  # t185: cpu f32[]
    t186 = aten.reciprocal.default(t185)  # t186: cpu f32[]
    t187 = aten._to_copy.default(t167, dtype=torch.float32)  # t187: cpu f32[256, 256]
    t188 = aten.mul.Tensor(t187, t72)  # t188: cpu f32[256, 256]
    t189 = aten.clamp.default(t188, -57344.0, 57344.0)  # t189: cpu f32[256, 256]
    t190 = aten._to_copy.default(t189, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t190: cpu f8e5m2[256, 256]
    t191 = aten.t.default(t190)  # t191: cpu f8e5m2[256, 256]
    # end region 0 -> t177, t185, t186, t190
    # region 1: inductor 101ebaede8047ff4, 2 ops
    t192 = aten.t.default(t190)  # t192: cpu f8e5m2[256, 256]
    t193 = aten.clone.default(t192, memory_format=torch.contiguous_format)  # t193: cpu f8e5m2[256, 256]
    # end region 1 -> t193
    # region 2: inductor 5955f309350e6a18, 12 ops
    # norm (RMSNorm), llama.py:162, 160, 161
    t194 = aten._to_copy.default(t18, dtype=torch.float32)  # t194: cpu f32[256]
    t195 = aten._to_copy.default(t164, dtype=torch.float32)  # t195: cpu f32[2, 128, 256]
    t196 = aten.mul.Tensor(t195, t165)  # t196: cpu f32[2, 128, 256]
    t197 = aten.mul.Tensor(t196, t194)  # t197: cpu f32[2, 128, 256]
    t198 = aten._to_copy.default(t197, dtype=torch.bfloat16)  # t198: cpu bf16[2, 128, 256]
    # output (Linear), llama.py:308
    t199 = aten.view.default(t198, [256, 256])  # t199: cpu bf16[256, 256]
    t200 = aten.t.default(t199)  # t200: cpu bf16[256, 256]
    t201 = aten._to_copy.default(t200, dtype=torch.float32)  # t201: cpu f32[256, 256]
    t202 = aten.mul.Tensor(t201, t67)  # t202: cpu f32[256, 256]
    t203 = aten.clamp.default(t202, -448.0, 448.0)  # t203: cpu f32[256, 256]
    t204 = aten._to_copy.default(t203, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t204: cpu f8e4m3[256, 256]
    t205 = aten.t.default(t204)  # t205: cpu f8e4m3[256, 256]
    # end region 2 -> t205
    # region 3: te 0f2db79b6f81cd4a, 1 ops
    t206 = aten._scaled_mm.default(t193, t205, t73, t68, None, None, torch.bfloat16)  # t206: cpu bf16[256, 256]
    # end region 3 -> t206
    # region 4: inductor 88d5be43f94259c1, 6 ops
    t207 = aten.t.default(t19)  # t207: cpu bf16[256, 256]
    t208 = aten._to_copy.default(t207, dtype=torch.float32)  # t208: cpu f32[256, 256]
    t209 = aten.mul.Tensor(t208, t69)  # t209: cpu f32[256, 256]
    t210 = aten.clamp.default(t209, -448.0, 448.0)  # t210: cpu f32[256, 256]
    t211 = aten._to_copy.default(t210, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t211: cpu f8e4m3[256, 256]
    t212 = aten.t.default(t211)  # t212: cpu f8e4m3[256, 256]
    # end region 4 -> t212
    # region 5: te 0f2db79b6f81cd4a, 1 ops
    t213 = aten._scaled_mm.default(t190, t212, t73, t70, None, None, torch.bfloat16)  # t213: cpu bf16[256, 256]
    # end region 5 -> t213
    # region 6: inductor 0b2608db5e9f7988, 48 ops
    # norm (RMSNorm), llama.py:162, 160, 161
    t214 = aten._to_copy.default(t18, dtype=torch.float32)  # t214: cpu f32[256]
    t215 = aten._to_copy.default(t164, dtype=torch.float32)  # t215: cpu f32[2, 128, 256]
    t216 = aten.mul.Tensor(t215, t165)  # t216: cpu f32[2, 128, 256]
    # output (Linear), llama.py:308
    t217 = aten.view.default(t213, [2, 128, 256])  # t217: cpu bf16[2, 128, 256]
    # norm (RMSNorm), llama.py:162, 161
    t218 = aten._to_copy.default(t217, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t218: cpu f32[2, 128, 256]
    t219 = aten.mul.Tensor(t218, t216)  # t219: cpu f32[2, 128, 256]
    t220 = aten.mul.Tensor(t218, t214)  # t220: cpu f32[2, 128, 256]
    t221 = aten.sum.dim_IntList(t219, [0, 1], True)  # t221: cpu f32[1, 1, 256]
    t222 = aten.view.default(t221, [256])  # t222: cpu f32[256]
    t223 = aten._to_copy.default(t222, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t223: cpu bf16[256]
    t224 = aten.mul.Tensor(t220, t215)  # t224: cpu f32[2, 128, 256]
    t225 = aten.mul.Tensor(t220, t165)  # t225: cpu f32[2, 128, 256]
    t226 = aten.sum.dim_IntList(t224, [2], True)  # t226: cpu f32[2, 128, 1]
    t227 = aten.pow.Tensor_Scalar(t165, 3)  # t227: cpu f32[2, 128, 1]
    t228 = aten.mul.Scalar(t226, -0.5)  # t228: cpu f32[2, 128, 1]
    t229 = aten.mul.Tensor(t228, t227)  # t229: cpu f32[2, 128, 1]
    t230 = aten.expand.default(t229, [2, 128, 256])  # t230: cpu f32[2, 128, 256]
    t231 = aten.div.Scalar(t230, 256)  # t231: cpu f32[2, 128, 256]
    t232 = aten.pow.Tensor_Scalar(t215, 1.0)  # t232: cpu f32[2, 128, 256]
    t233 = aten.mul.Scalar(t232, 2.0)  # t233: cpu f32[2, 128, 256]
    t234 = aten.mul.Tensor(t231, t233)  # t234: cpu f32[2, 128, 256]
    t235 = aten.add.Tensor(t225, t234)  # t235: cpu f32[2, 128, 256]
    # norm (RMSNorm), llama.py:160
    t236 = aten._to_copy.default(t235, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t236: cpu bf16[2, 128, 256]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t237 = aten.view.default(t236, [256, 256])  # t237: cpu bf16[256, 256]
    t238 = aten.t.default(t237)  # t238: cpu bf16[256, 256]
    t239 = aten.abs.default(t236)  # t239: cpu bf16[2, 128, 256]
    t240 = aten.amax.default(t239, [2], False)  # t240: cpu bf16[2, 128]
    t241 = aten.amax.default(t240, [], False)  # t241: cpu bf16[]
    t242 = aten._to_copy.default(t241, dtype=torch.float32)  # t242: cpu f32[]
    t243 = aten.view.default(t242, [1])  # t243: cpu f32[1]
    t244 = aten.slice.Tensor(t74, 0, 1, 1024)  # t244: cpu f32[1023]
    t245 = aten.cat.default([t244, t243])  # t245: cpu f32[1024]
    t246 = aten.slice.Tensor(t245, 0, 1, 1024)  # t246: cpu f32[1023]
    t247 = aten.constant_pad_nd.default(t246, [1, 0], 0.0)  # t247: cpu f32[1024]
    t248 = aten.amax.default(t245, [0], False)  # t248: cpu f32[]
    t249 = aten.gt.Scalar(t248, 0.0)  # t249: cpu b8[]
    t250 = aten.le.Scalar(t248, 3.4028234663852886e+38)  # t250: cpu b8[]
    t251 = aten.logical_and.default(t249, t250)  # t251: cpu b8[]
    t252 = aten.full_like.default(t248, 57344.0)  # t252: cpu f32[]
    t253 = aten.div.Tensor(t252, t248)  # t253: cpu f32[]
    t254 = aten.clamp.default(t253, None, 3.4028234663852886e+38)  # t254: cpu f32[]
    t255 = aten.where.self(t251, t254, t75)  # t255: cpu f32[]
    t256 = aten.reciprocal.default(t255)  # t256: cpu f32[]
    t257 = aten._to_copy.default(t237, dtype=torch.float32)  # t257: cpu f32[256, 256]
    t258 = aten.mul.Tensor(t257, t75)  # t258: cpu f32[256, 256]
    t259 = aten.clamp.default(t258, -57344.0, 57344.0)  # t259: cpu f32[256, 256]
    t260 = aten._to_copy.default(t259, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t260: cpu f8e5m2[256, 256]
    t261 = aten.t.default(t260)  # t261: cpu f8e5m2[256, 256]
    # end region 6 -> t223, t236, t247, t255, t256, t260
    # region 7: inductor 101ebaede8047ff4, 2 ops
    t262 = aten.t.default(t260)  # t262: cpu f8e5m2[256, 256]
    t263 = aten.clone.default(t262, memory_format=torch.contiguous_format)  # t263: cpu f8e5m2[256, 256]
    # end region 7 -> t263
    # region 8: inductor 6d93359a29af9316, 9 ops
    # layers.1.feed_forward (FeedForward), llama.py:269
    t264 = aten.silu.default(t162)  # t264: cpu bf16[2, 128, 192]
    t265 = aten.mul.Tensor(t264, t163)  # t265: cpu bf16[2, 128, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t266 = aten.view.default(t265, [256, 192])  # t266: cpu bf16[256, 192]
    t267 = aten.t.default(t266)  # t267: cpu bf16[192, 256]
    t268 = aten._to_copy.default(t267, dtype=torch.float32)  # t268: cpu f32[192, 256]
    t269 = aten.mul.Tensor(t268, t63)  # t269: cpu f32[192, 256]
    t270 = aten.clamp.default(t269, -448.0, 448.0)  # t270: cpu f32[192, 256]
    t271 = aten._to_copy.default(t270, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t271: cpu f8e4m3[192, 256]
    t272 = aten.t.default(t271)  # t272: cpu f8e4m3[256, 192]
    # end region 8 -> t272
    # region 9: te 87ea3c53a041b238, 1 ops
    t273 = aten._scaled_mm.default(t263, t272, t76, t64, None, None, torch.bfloat16)  # t273: cpu bf16[256, 192]
    # end region 9 -> t273
    # region 10: inductor 5b289a029d906985, 6 ops
    t274 = aten.t.default(t17)  # t274: cpu bf16[192, 256]
    t275 = aten._to_copy.default(t274, dtype=torch.float32)  # t275: cpu f32[192, 256]
    t276 = aten.mul.Tensor(t275, t65)  # t276: cpu f32[192, 256]
    t277 = aten.clamp.default(t276, -448.0, 448.0)  # t277: cpu f32[192, 256]
    t278 = aten._to_copy.default(t277, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t278: cpu f8e4m3[192, 256]
    t279 = aten.t.default(t278)  # t279: cpu f8e4m3[256, 192]
    # end region 10 -> t279
    # region 11: te 87ea3c53a041b238, 1 ops
    t280 = aten._scaled_mm.default(t260, t279, t76, t66, None, None, torch.bfloat16)  # t280: cpu bf16[256, 192]
    # end region 11 -> t280
    # region 12: inductor 6ed40836ba984864, 55 ops
    # layers.1.feed_forward (FeedForward), llama.py:269
    t281 = aten.silu.default(t162)  # t281: cpu bf16[2, 128, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t282 = aten.view.default(t280, [2, 128, 192])  # t282: cpu bf16[2, 128, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t283 = aten.mul.Tensor(t282, t281)  # t283: cpu bf16[2, 128, 192]
    t284 = aten.mul.Tensor(t282, t163)  # t284: cpu bf16[2, 128, 192]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t285 = aten.view.default(t283, [256, 192])  # t285: cpu bf16[256, 192]
    t286 = aten.t.default(t285)  # t286: cpu bf16[192, 256]
    t287 = aten.abs.default(t283)  # t287: cpu bf16[2, 128, 192]
    t288 = aten.amax.default(t287, [2], False)  # t288: cpu bf16[2, 128]
    t289 = aten.amax.default(t288, [], False)  # t289: cpu bf16[]
    t290 = aten._to_copy.default(t289, dtype=torch.float32)  # t290: cpu f32[]
    t291 = aten.view.default(t290, [1])  # t291: cpu f32[1]
    t292 = aten.slice.Tensor(t77, 0, 1, 1024)  # t292: cpu f32[1023]
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
    t303 = aten.where.self(t299, t302, t78)  # t303: cpu f32[]
    t304 = aten.reciprocal.default(t303)  # t304: cpu f32[]
    t305 = aten._to_copy.default(t285, dtype=torch.float32)  # t305: cpu f32[256, 192]
    t306 = aten.mul.Tensor(t305, t78)  # t306: cpu f32[256, 192]
    t307 = aten.clamp.default(t306, -57344.0, 57344.0)  # t307: cpu f32[256, 192]
    t308 = aten._to_copy.default(t307, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t308: cpu f8e5m2[256, 192]
    t309 = aten.t.default(t308)  # t309: cpu f8e5m2[192, 256]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t310 = aten.silu_backward.default(t284, t162)  # t310: cpu bf16[2, 128, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t311 = aten.view.default(t310, [256, 192])  # t311: cpu bf16[256, 192]
    t312 = aten.t.default(t311)  # t312: cpu bf16[192, 256]
    t313 = aten.abs.default(t310)  # t313: cpu bf16[2, 128, 192]
    t314 = aten.amax.default(t313, [2], False)  # t314: cpu bf16[2, 128]
    t315 = aten.amax.default(t314, [], False)  # t315: cpu bf16[]
    t316 = aten._to_copy.default(t315, dtype=torch.float32)  # t316: cpu f32[]
    t317 = aten.view.default(t316, [1])  # t317: cpu f32[1]
    t318 = aten.slice.Tensor(t80, 0, 1, 1024)  # t318: cpu f32[1023]
    t319 = aten.cat.default([t318, t317])  # t319: cpu f32[1024]
    t320 = aten.slice.Tensor(t319, 0, 1, 1024)  # t320: cpu f32[1023]
    t321 = aten.constant_pad_nd.default(t320, [1, 0], 0.0)  # t321: cpu f32[1024]
    t322 = aten.amax.default(t319, [0], False)  # t322: cpu f32[]
    t323 = aten.gt.Scalar(t322, 0.0)  # t323: cpu b8[]
    t324 = aten.le.Scalar(t322, 3.4028234663852886e+38)  # t324: cpu b8[]
    t325 = aten.logical_and.default(t323, t324)  # t325: cpu b8[]
    t326 = aten.full_like.default(t322, 57344.0)  # t326: cpu f32[]
    t327 = aten.div.Tensor(t326, t322)  # t327: cpu f32[]
    t328 = aten.clamp.default(t327, None, 3.4028234663852886e+38)  # t328: cpu f32[]
    t329 = aten.where.self(t325, t328, t81)  # t329: cpu f32[]
    t330 = aten.reciprocal.default(t329)  # t330: cpu f32[]
    t331 = aten._to_copy.default(t311, dtype=torch.float32)  # t331: cpu f32[256, 192]
    t332 = aten.mul.Tensor(t331, t81)  # t332: cpu f32[256, 192]
    t333 = aten.clamp.default(t332, -57344.0, 57344.0)  # t333: cpu f32[256, 192]
    t334 = aten._to_copy.default(t333, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t334: cpu f8e5m2[256, 192]
    t335 = aten.t.default(t334)  # t335: cpu f8e5m2[192, 256]
    # end region 12 -> t295, t303, t304, t308, t321, t329, t330, t334
    # region 13: inductor e6deb20e1b028f79, 2 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t336 = aten.t.default(t308)  # t336: cpu f8e5m2[192, 256]
    t337 = aten.clone.default(t336, memory_format=torch.contiguous_format)  # t337: cpu f8e5m2[192, 256]
    # end region 13 -> t337
    # region 14: inductor 5955f309350e6a18, 12 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t338 = aten._to_copy.default(t14, dtype=torch.float32)  # t338: cpu f32[256]
    t339 = aten._to_copy.default(t160, dtype=torch.float32)  # t339: cpu f32[2, 128, 256]
    t340 = aten.mul.Tensor(t339, t161)  # t340: cpu f32[2, 128, 256]
    t341 = aten.mul.Tensor(t340, t338)  # t341: cpu f32[2, 128, 256]
    t342 = aten._to_copy.default(t341, dtype=torch.bfloat16)  # t342: cpu bf16[2, 128, 256]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t343 = aten.view.default(t342, [256, 256])  # t343: cpu bf16[256, 256]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t344 = aten.t.default(t343)  # t344: cpu bf16[256, 256]
    t345 = aten._to_copy.default(t344, dtype=torch.float32)  # t345: cpu f32[256, 256]
    t346 = aten.mul.Tensor(t345, t57)  # t346: cpu f32[256, 256]
    t347 = aten.clamp.default(t346, -448.0, 448.0)  # t347: cpu f32[256, 256]
    t348 = aten._to_copy.default(t347, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t348: cpu f8e4m3[256, 256]
    t349 = aten.t.default(t348)  # t349: cpu f8e4m3[256, 256]
    # end region 14 -> t349
    # region 15: te 556db2b62b5ced93, 1 ops
    t350 = aten._scaled_mm.default(t337, t349, t79, t58, None, None, torch.bfloat16)  # t350: cpu bf16[192, 256]
    # end region 15 -> t350
    # region 16: inductor c9071ff400d5b1aa, 6 ops
    t351 = aten.t.default(t16)  # t351: cpu bf16[256, 192]
    t352 = aten._to_copy.default(t351, dtype=torch.float32)  # t352: cpu f32[256, 192]
    t353 = aten.mul.Tensor(t352, t61)  # t353: cpu f32[256, 192]
    t354 = aten.clamp.default(t353, -448.0, 448.0)  # t354: cpu f32[256, 192]
    t355 = aten._to_copy.default(t354, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t355: cpu f8e4m3[256, 192]
    t356 = aten.t.default(t355)  # t356: cpu f8e4m3[192, 256]
    # end region 16 -> t356
    # region 17: te 9fc3df5e7a2f56a6, 1 ops
    t357 = aten._scaled_mm.default(t308, t356, t79, t62, None, None, torch.bfloat16)  # t357: cpu bf16[256, 256]
    # end region 17 -> t357
    # region 18: inductor e6deb20e1b028f79, 2 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t358 = aten.t.default(t334)  # t358: cpu f8e5m2[192, 256]
    t359 = aten.clone.default(t358, memory_format=torch.contiguous_format)  # t359: cpu f8e5m2[192, 256]
    # end region 18 -> t359
    # region 19: te 556db2b62b5ced93, 1 ops
    t360 = aten._scaled_mm.default(t359, t349, t82, t58, None, None, torch.bfloat16)  # t360: cpu bf16[192, 256]
    # end region 19 -> t360
    # region 20: inductor c9071ff400d5b1aa, 6 ops
    t361 = aten.t.default(t15)  # t361: cpu bf16[256, 192]
    t362 = aten._to_copy.default(t361, dtype=torch.float32)  # t362: cpu f32[256, 192]
    t363 = aten.mul.Tensor(t362, t59)  # t363: cpu f32[256, 192]
    t364 = aten.clamp.default(t363, -448.0, 448.0)  # t364: cpu f32[256, 192]
    t365 = aten._to_copy.default(t364, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t365: cpu f8e4m3[256, 192]
    t366 = aten.t.default(t365)  # t366: cpu f8e4m3[192, 256]
    # end region 20 -> t366
    # region 21: te 9fc3df5e7a2f56a6, 1 ops
    t367 = aten._scaled_mm.default(t334, t366, t82, t60, None, None, torch.bfloat16)  # t367: cpu bf16[256, 256]
    # end region 21 -> t367
    # region 22: inductor 1f777b67db9363a0, 51 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t368 = aten._to_copy.default(t14, dtype=torch.float32)  # t368: cpu f32[256]
    t369 = aten._to_copy.default(t160, dtype=torch.float32)  # t369: cpu f32[2, 128, 256]
    t370 = aten.mul.Tensor(t369, t161)  # t370: cpu f32[2, 128, 256]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t371 = aten.view.default(t357, [2, 128, 256])  # t371: cpu bf16[2, 128, 256]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t372 = aten.view.default(t367, [2, 128, 256])  # t372: cpu bf16[2, 128, 256]
    t373 = aten.add.Tensor(t371, t372)  # t373: cpu bf16[2, 128, 256]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t374 = aten._to_copy.default(t373, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t374: cpu f32[2, 128, 256]
    t375 = aten.mul.Tensor(t374, t370)  # t375: cpu f32[2, 128, 256]
    t376 = aten.mul.Tensor(t374, t368)  # t376: cpu f32[2, 128, 256]
    t377 = aten.sum.dim_IntList(t375, [0, 1], True)  # t377: cpu f32[1, 1, 256]
    t378 = aten.view.default(t377, [256])  # t378: cpu f32[256]
    t379 = aten._to_copy.default(t378, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t379: cpu bf16[256]
    t380 = aten.mul.Tensor(t376, t369)  # t380: cpu f32[2, 128, 256]
    t381 = aten.mul.Tensor(t376, t161)  # t381: cpu f32[2, 128, 256]
    t382 = aten.sum.dim_IntList(t380, [2], True)  # t382: cpu f32[2, 128, 1]
    t383 = aten.pow.Tensor_Scalar(t161, 3)  # t383: cpu f32[2, 128, 1]
    t384 = aten.mul.Scalar(t382, -0.5)  # t384: cpu f32[2, 128, 1]
    t385 = aten.mul.Tensor(t384, t383)  # t385: cpu f32[2, 128, 1]
    t386 = aten.expand.default(t385, [2, 128, 256])  # t386: cpu f32[2, 128, 256]
    t387 = aten.div.Scalar(t386, 256)  # t387: cpu f32[2, 128, 256]
    t388 = aten.pow.Tensor_Scalar(t369, 1.0)  # t388: cpu f32[2, 128, 256]
    t389 = aten.mul.Scalar(t388, 2.0)  # t389: cpu f32[2, 128, 256]
    t390 = aten.mul.Tensor(t387, t389)  # t390: cpu f32[2, 128, 256]
    t391 = aten.add.Tensor(t381, t390)  # t391: cpu f32[2, 128, 256]
    # layers.1.ffn_norm (RMSNorm), llama.py:160
    t392 = aten._to_copy.default(t391, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t392: cpu bf16[2, 128, 256]
    t393 = aten.add.Tensor(t236, t392)  # t393: cpu bf16[2, 128, 256]
    # layers.1.attention.wo (Linear), llama.py:250
    t394 = aten.view.default(t393, [256, 256])  # t394: cpu bf16[256, 256]
    t395 = aten.t.default(t394)  # t395: cpu bf16[256, 256]
    t396 = aten.abs.default(t393)  # t396: cpu bf16[2, 128, 256]
    t397 = aten.amax.default(t396, [2], False)  # t397: cpu bf16[2, 128]
    t398 = aten.amax.default(t397, [], False)  # t398: cpu bf16[]
    t399 = aten._to_copy.default(t398, dtype=torch.float32)  # t399: cpu f32[]
    t400 = aten.view.default(t399, [1])  # t400: cpu f32[1]
    t401 = aten.slice.Tensor(t83, 0, 1, 1024)  # t401: cpu f32[1023]
    t402 = aten.cat.default([t401, t400])  # t402: cpu f32[1024]
    t403 = aten.slice.Tensor(t402, 0, 1, 1024)  # t403: cpu f32[1023]
    t404 = aten.constant_pad_nd.default(t403, [1, 0], 0.0)  # t404: cpu f32[1024]
    t405 = aten.amax.default(t402, [0], False)  # t405: cpu f32[]
    t406 = aten.gt.Scalar(t405, 0.0)  # t406: cpu b8[]
    t407 = aten.le.Scalar(t405, 3.4028234663852886e+38)  # t407: cpu b8[]
    t408 = aten.logical_and.default(t406, t407)  # t408: cpu b8[]
    t409 = aten.full_like.default(t405, 57344.0)  # t409: cpu f32[]
    t410 = aten.div.Tensor(t409, t405)  # t410: cpu f32[]
    t411 = aten.clamp.default(t410, None, 3.4028234663852886e+38)  # t411: cpu f32[]
    t412 = aten.where.self(t408, t411, t84)  # t412: cpu f32[]
    t413 = aten.reciprocal.default(t412)  # t413: cpu f32[]
    t414 = aten._to_copy.default(t394, dtype=torch.float32)  # t414: cpu f32[256, 256]
    t415 = aten.mul.Tensor(t414, t84)  # t415: cpu f32[256, 256]
    t416 = aten.clamp.default(t415, -57344.0, 57344.0)  # t416: cpu f32[256, 256]
    t417 = aten._to_copy.default(t416, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t417: cpu f8e5m2[256, 256]
    t418 = aten.t.default(t417)  # t418: cpu f8e5m2[256, 256]
    # end region 22 -> t379, t393, t404, t412, t413, t417
    # region 23: inductor 101ebaede8047ff4, 2 ops
    t419 = aten.t.default(t417)  # t419: cpu f8e5m2[256, 256]
    t420 = aten.clone.default(t419, memory_format=torch.contiguous_format)  # t420: cpu f8e5m2[256, 256]
    # end region 23 -> t420
    # region 24: inductor 8f4a87f6eed20ffa, 12 ops
    # layers.1.attention (Attention), llama.py:249, 250
    t421 = aten._to_copy.default(t158, dtype=torch.float32)  # t421: cpu f32[2, 128, 2, 128]
    t422 = aten.mul.Tensor(t421, t125)  # t422: cpu f32[2, 128, 2, 128]
    t423 = aten._to_copy.default(t422, dtype=torch.bfloat16)  # t423: cpu bf16[2, 128, 2, 128]
    t424 = aten.transpose.int(t423, 1, 2)  # t424: cpu bf16[2, 2, 128, 128]
    t425 = aten.transpose.int(t424, 1, 2)  # t425: cpu bf16[2, 128, 2, 128]
    # layers.1.attention.wo (Linear), llama.py:250
    t426 = aten.view.default(t425, [256, 256])  # t426: cpu bf16[256, 256]
    t427 = aten.t.default(t426)  # t427: cpu bf16[256, 256]
    t428 = aten._to_copy.default(t427, dtype=torch.float32)  # t428: cpu f32[256, 256]
    t429 = aten.mul.Tensor(t428, t53)  # t429: cpu f32[256, 256]
    t430 = aten.clamp.default(t429, -448.0, 448.0)  # t430: cpu f32[256, 256]
    t431 = aten._to_copy.default(t430, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t431: cpu f8e4m3[256, 256]
    t432 = aten.t.default(t431)  # t432: cpu f8e4m3[256, 256]
    # end region 24 -> t432
    # region 25: te 0f2db79b6f81cd4a, 1 ops
    t433 = aten._scaled_mm.default(t420, t432, t85, t54, None, None, torch.bfloat16)  # t433: cpu bf16[256, 256]
    # end region 25 -> t433
    # region 26: inductor 88d5be43f94259c1, 6 ops
    t434 = aten.t.default(t13)  # t434: cpu bf16[256, 256]
    t435 = aten._to_copy.default(t434, dtype=torch.float32)  # t435: cpu f32[256, 256]
    t436 = aten.mul.Tensor(t435, t55)  # t436: cpu f32[256, 256]
    t437 = aten.clamp.default(t436, -448.0, 448.0)  # t437: cpu f32[256, 256]
    t438 = aten._to_copy.default(t437, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t438: cpu f8e4m3[256, 256]
    t439 = aten.t.default(t438)  # t439: cpu f8e4m3[256, 256]
    # end region 26 -> t439
    # region 27: te 0f2db79b6f81cd4a, 1 ops
    t440 = aten._scaled_mm.default(t417, t439, t85, t56, None, None, torch.bfloat16)  # t440: cpu bf16[256, 256]
    # end region 27 -> t440
    # region 28: inductor 72b392367827c351, 25 ops
    # layers.1.attention (Attention), llama.py:250, 249
    t441 = aten.view.default(t440, [2, 128, 2, 128])  # t441: cpu bf16[2, 128, 2, 128]
    t442 = aten.transpose.int(t441, 1, 2)  # t442: cpu bf16[2, 2, 128, 128]
    t443 = aten.transpose.int(t442, 1, 2)  # t443: cpu bf16[2, 128, 2, 128]
    t444 = aten.abs.default(t442)  # t444: cpu bf16[2, 2, 128, 128]
    t445 = aten.amax.default(t444, [3], False)  # t445: cpu bf16[2, 2, 128]
    t446 = aten.amax.default(t445, [], False)  # t446: cpu bf16[]
    t447 = aten._to_copy.default(t446, dtype=torch.float32)  # t447: cpu f32[]
    t448 = aten.view.default(t447, [1])  # t448: cpu f32[1]
    t449 = aten.slice.Tensor(t126, 0, 1, 1024)  # t449: cpu f32[1023]
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
    t460 = aten.where.self(t456, t459, t127)  # t460: cpu f32[]
    t461 = aten.reciprocal.default(t460)  # t461: cpu f32[]
    t462 = aten._to_copy.default(t443, dtype=torch.float32)  # t462: cpu f32[2, 128, 2, 128]
    t463 = aten.mul.Tensor(t462, t127)  # t463: cpu f32[2, 128, 2, 128]
    t464 = aten.clamp.default(t463, -57344.0, 57344.0)  # t464: cpu f32[2, 128, 2, 128]
    t465 = aten._to_copy.default(t464, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t465: cpu f8e5m2[2, 128, 2, 128]
    # end region 28 -> t452, t460, t461, t465
    t466, t467, t468, t469, t470 = aotc.fp8_attention_backward.default(t465, t155, t156, t157, t158, t159, t121, t122, t123, t125, t128, t124, t130, t132, True, None)  # t466: cpu f8e5m2[2, 128, 2, 128], t467: cpu f8e5m2[2, 128, 1, 128], t468: cpu f8e5m2[2, 128, 1, 128], t469: cpu f32[], t470: cpu f32[]
    # region 29: inductor ff40143ec3bedfd2, 14 ops
    t471 = aten.view.default(t469, [1])  # t471: cpu f32[1]
    t472 = aten.slice.Tensor(t129, 0, 1, 1024)  # t472: cpu f32[1023]
    t473 = aten.cat.default([t472, t471])  # t473: cpu f32[1024]
    t474 = aten.slice.Tensor(t473, 0, 1, 1024)  # t474: cpu f32[1023]
    t475 = aten.constant_pad_nd.default(t474, [1, 0], 0.0)  # t475: cpu f32[1024]
    t476 = aten.amax.default(t473, [0], False)  # t476: cpu f32[]
    t477 = aten.gt.Scalar(t476, 0.0)  # t477: cpu b8[]
    t478 = aten.le.Scalar(t476, 3.4028234663852886e+38)  # t478: cpu b8[]
    t479 = aten.logical_and.default(t477, t478)  # t479: cpu b8[]
    t480 = aten.full_like.default(t476, 57344.0)  # t480: cpu f32[]
    t481 = aten.div.Tensor(t480, t476)  # t481: cpu f32[]
    t482 = aten.clamp.default(t481, None, 3.4028234663852886e+38)  # t482: cpu f32[]
    t483 = aten.where.self(t479, t482, t130)  # t483: cpu f32[]
    t484 = aten.reciprocal.default(t483)  # t484: cpu f32[]
    # end region 29 -> t475, t483, t484
    # region 30: inductor ff40143ec3bedfd2, 14 ops
    t485 = aten.view.default(t470, [1])  # t485: cpu f32[1]
    t486 = aten.slice.Tensor(t131, 0, 1, 1024)  # t486: cpu f32[1023]
    t487 = aten.cat.default([t486, t485])  # t487: cpu f32[1024]
    t488 = aten.slice.Tensor(t487, 0, 1, 1024)  # t488: cpu f32[1023]
    t489 = aten.constant_pad_nd.default(t488, [1, 0], 0.0)  # t489: cpu f32[1024]
    t490 = aten.amax.default(t487, [0], False)  # t490: cpu f32[]
    t491 = aten.gt.Scalar(t490, 0.0)  # t491: cpu b8[]
    t492 = aten.le.Scalar(t490, 3.4028234663852886e+38)  # t492: cpu b8[]
    t493 = aten.logical_and.default(t491, t492)  # t493: cpu b8[]
    t494 = aten.full_like.default(t490, 57344.0)  # t494: cpu f32[]
    t495 = aten.div.Tensor(t494, t490)  # t495: cpu f32[]
    t496 = aten.clamp.default(t495, None, 3.4028234663852886e+38)  # t496: cpu f32[]
    t497 = aten.where.self(t493, t496, t132)  # t497: cpu f32[]
    t498 = aten.reciprocal.default(t497)  # t498: cpu f32[]
    # end region 30 -> t489, t497, t498
    # region 31: inductor f9c459bb37cab32a, 50 ops
    t499 = aten._to_copy.default(t466, dtype=torch.float32)  # t499: cpu f32[2, 128, 2, 128]
    t500 = aten.mul.Tensor(t499, t133)  # t500: cpu f32[2, 128, 2, 128]
    t501 = aten._to_copy.default(t500, dtype=torch.bfloat16)  # t501: cpu bf16[2, 128, 2, 128]
    t502 = aten.transpose.int(t501, 1, 2)  # t502: cpu bf16[2, 2, 128, 128]
    # rope (RotaryEmbedding), llama.py:195
    t503 = aten.slice.Tensor(t20, 0, 0, 128)  # t503: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:207
    t504 = aten.view.default(t503, [1, 128, 1, 64])  # t504: cpu bf16[1, 128, 1, 64]
    # rope (RotaryEmbedding), llama.py:195
    t505 = aten.slice.Tensor(t21, 0, 0, 128)  # t505: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:208
    t506 = aten.view.default(t505, [1, 128, 1, 64])  # t506: cpu bf16[1, 128, 1, 64]
    # layers.1.attention (Attention), llama.py:241, 212, 211, 210, 209
    t507 = aten.transpose.int(t502, 1, 2)  # t507: cpu bf16[2, 128, 2, 128]
    t508 = aten._to_copy.default(t507, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t508: cpu f32[2, 128, 2, 128]
    t509 = aten.view.default(t508, [2, 128, 2, 64, 2])  # t509: cpu f32[2, 128, 2, 64, 2]
    t510 = aten.select.int(t509, -1, 0)  # t510: cpu f32[2, 128, 2, 64]
    t511 = aten.select.int(t509, -1, 1)  # t511: cpu f32[2, 128, 2, 64]
    t512 = aten.mul.Tensor(t511, t504)  # t512: cpu f32[2, 128, 2, 64]
    t513 = aten.mul.Tensor(t511, t506)  # t513: cpu f32[2, 128, 2, 64]
    t514 = aten.neg.default(t510)  # t514: cpu f32[2, 128, 2, 64]
    t515 = aten.mul.Tensor(t514, t506)  # t515: cpu f32[2, 128, 2, 64]
    t516 = aten.add.Tensor(t512, t515)  # t516: cpu f32[2, 128, 2, 64]
    # layers.1.attention (Attention), llama.py:209
    t517 = aten.mul.Tensor(t510, t504)  # t517: cpu f32[2, 128, 2, 64]
    t518 = aten.add.Tensor(t513, t517)  # t518: cpu f32[2, 128, 2, 64]
    # layers.1.attention (Attention), llama.py:206
    t519 = aten.select_backward.default(t516, [2, 128, 2, 64, 2], 4, 1)  # t519: cpu f32[2, 128, 2, 64, 2]
    t520 = aten.select_backward.default(t518, [2, 128, 2, 64, 2], 4, 0)  # t520: cpu f32[2, 128, 2, 64, 2]
    t521 = aten.add.Tensor(t519, t520)  # t521: cpu f32[2, 128, 2, 64, 2]
    # layers.1.attention (Attention), llama.py:205
    t522 = aten.view.default(t521, [2, 128, 2, 128])  # t522: cpu f32[2, 128, 2, 128]
    t523 = aten._to_copy.default(t522, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t523: cpu bf16[2, 128, 2, 128]
    # layers.1.attention.wq (Linear), llama.py:238
    t524 = aten.view.default(t523, [256, 256])  # t524: cpu bf16[256, 256]
    t525 = aten.t.default(t524)  # t525: cpu bf16[256, 256]
    t526 = aten.abs.default(t523)  # t526: cpu bf16[2, 128, 2, 128]
    t527 = aten.amax.default(t526, [3], False)  # t527: cpu bf16[2, 128, 2]
    t528 = aten.amax.default(t527, [], False)  # t528: cpu bf16[]
    t529 = aten._to_copy.default(t528, dtype=torch.float32)  # t529: cpu f32[]
    t530 = aten.view.default(t529, [1])  # t530: cpu f32[1]
    t531 = aten.slice.Tensor(t92, 0, 1, 1024)  # t531: cpu f32[1023]
    t532 = aten.cat.default([t531, t530])  # t532: cpu f32[1024]
    t533 = aten.slice.Tensor(t532, 0, 1, 1024)  # t533: cpu f32[1023]
    t534 = aten.constant_pad_nd.default(t533, [1, 0], 0.0)  # t534: cpu f32[1024]
    t535 = aten.amax.default(t532, [0], False)  # t535: cpu f32[]
    t536 = aten.gt.Scalar(t535, 0.0)  # t536: cpu b8[]
    t537 = aten.le.Scalar(t535, 3.4028234663852886e+38)  # t537: cpu b8[]
    t538 = aten.logical_and.default(t536, t537)  # t538: cpu b8[]
    t539 = aten.full_like.default(t535, 57344.0)  # t539: cpu f32[]
    t540 = aten.div.Tensor(t539, t535)  # t540: cpu f32[]
    t541 = aten.clamp.default(t540, None, 3.4028234663852886e+38)  # t541: cpu f32[]
    t542 = aten.where.self(t538, t541, t93)  # t542: cpu f32[]
    t543 = aten.reciprocal.default(t542)  # t543: cpu f32[]
    t544 = aten._to_copy.default(t524, dtype=torch.float32)  # t544: cpu f32[256, 256]
    t545 = aten.mul.Tensor(t544, t93)  # t545: cpu f32[256, 256]
    t546 = aten.clamp.default(t545, -57344.0, 57344.0)  # t546: cpu f32[256, 256]
    t547 = aten._to_copy.default(t546, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t547: cpu f8e5m2[256, 256]
    t548 = aten.t.default(t547)  # t548: cpu f8e5m2[256, 256]
    # end region 31 -> t534, t542, t543, t547
    # region 32: inductor 40df01040d2b6684, 51 ops
    # layers.1.attention (Attention), llama.py:249, 242, 212, 211
    t549 = aten._to_copy.default(t467, dtype=torch.float32)  # t549: cpu f32[2, 128, 1, 128]
    t550 = aten.mul.Tensor(t549, t133)  # t550: cpu f32[2, 128, 1, 128]
    t551 = aten._to_copy.default(t550, dtype=torch.bfloat16)  # t551: cpu bf16[2, 128, 1, 128]
    t552 = aten.transpose.int(t551, 1, 2)  # t552: cpu bf16[2, 1, 128, 128]
    t553 = aten.clone.default(t552, memory_format=torch.contiguous_format)  # t553: cpu bf16[2, 1, 128, 128]
    t554 = aten.transpose.int(t553, 1, 2)  # t554: cpu bf16[2, 128, 1, 128]
    t555 = aten._to_copy.default(t554, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t555: cpu f32[2, 128, 1, 128]
    t556 = aten.view.default(t555, [2, 128, 1, 64, 2])  # t556: cpu f32[2, 128, 1, 64, 2]
    t557 = aten.select.int(t556, -1, 0)  # t557: cpu f32[2, 128, 1, 64]
    t558 = aten.select.int(t556, -1, 1)  # t558: cpu f32[2, 128, 1, 64]
    # rope (RotaryEmbedding), llama.py:195
    t559 = aten.slice.Tensor(t20, 0, 0, 128)  # t559: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:207
    t560 = aten.view.default(t559, [1, 128, 1, 64])  # t560: cpu bf16[1, 128, 1, 64]
    # layers.1.attention (Attention), llama.py:210
    t561 = aten.mul.Tensor(t558, t560)  # t561: cpu f32[2, 128, 1, 64]
    # rope (RotaryEmbedding), llama.py:195
    t562 = aten.slice.Tensor(t21, 0, 0, 128)  # t562: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:208
    t563 = aten.view.default(t562, [1, 128, 1, 64])  # t563: cpu bf16[1, 128, 1, 64]
    # layers.1.attention (Attention), llama.py:210, 209
    t564 = aten.mul.Tensor(t558, t563)  # t564: cpu f32[2, 128, 1, 64]
    t565 = aten.neg.default(t557)  # t565: cpu f32[2, 128, 1, 64]
    t566 = aten.mul.Tensor(t565, t563)  # t566: cpu f32[2, 128, 1, 64]
    t567 = aten.add.Tensor(t561, t566)  # t567: cpu f32[2, 128, 1, 64]
    # layers.1.attention (Attention), llama.py:209
    t568 = aten.mul.Tensor(t557, t560)  # t568: cpu f32[2, 128, 1, 64]
    t569 = aten.add.Tensor(t564, t568)  # t569: cpu f32[2, 128, 1, 64]
    # layers.1.attention (Attention), llama.py:206
    t570 = aten.select_backward.default(t567, [2, 128, 1, 64, 2], 4, 1)  # t570: cpu f32[2, 128, 1, 64, 2]
    t571 = aten.select_backward.default(t569, [2, 128, 1, 64, 2], 4, 0)  # t571: cpu f32[2, 128, 1, 64, 2]
    t572 = aten.add.Tensor(t570, t571)  # t572: cpu f32[2, 128, 1, 64, 2]
    # layers.1.attention (Attention), llama.py:205
    t573 = aten.view.default(t572, [2, 128, 1, 128])  # t573: cpu f32[2, 128, 1, 128]
    t574 = aten._to_copy.default(t573, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t574: cpu bf16[2, 128, 1, 128]
    # layers.1.attention.wk (Linear), llama.py:239
    t575 = aten.view.default(t574, [256, 128])  # t575: cpu bf16[256, 128]
    t576 = aten.t.default(t575)  # t576: cpu bf16[128, 256]
    t577 = aten.abs.default(t574)  # t577: cpu bf16[2, 128, 1, 128]
    t578 = aten.amax.default(t577, [3], False)  # t578: cpu bf16[2, 128, 1]
    t579 = aten.amax.default(t578, [], False)  # t579: cpu bf16[]
    t580 = aten._to_copy.default(t579, dtype=torch.float32)  # t580: cpu f32[]
    t581 = aten.view.default(t580, [1])  # t581: cpu f32[1]
    t582 = aten.slice.Tensor(t89, 0, 1, 1024)  # t582: cpu f32[1023]
    t583 = aten.cat.default([t582, t581])  # t583: cpu f32[1024]
    t584 = aten.slice.Tensor(t583, 0, 1, 1024)  # t584: cpu f32[1023]
    t585 = aten.constant_pad_nd.default(t584, [1, 0], 0.0)  # t585: cpu f32[1024]
    t586 = aten.amax.default(t583, [0], False)  # t586: cpu f32[]
    t587 = aten.gt.Scalar(t586, 0.0)  # t587: cpu b8[]
    t588 = aten.le.Scalar(t586, 3.4028234663852886e+38)  # t588: cpu b8[]
    t589 = aten.logical_and.default(t587, t588)  # t589: cpu b8[]
    t590 = aten.full_like.default(t586, 57344.0)  # t590: cpu f32[]
    t591 = aten.div.Tensor(t590, t586)  # t591: cpu f32[]
    t592 = aten.clamp.default(t591, None, 3.4028234663852886e+38)  # t592: cpu f32[]
    t593 = aten.where.self(t589, t592, t90)  # t593: cpu f32[]
    t594 = aten.reciprocal.default(t593)  # t594: cpu f32[]
    t595 = aten._to_copy.default(t575, dtype=torch.float32)  # t595: cpu f32[256, 128]
    t596 = aten.mul.Tensor(t595, t90)  # t596: cpu f32[256, 128]
    t597 = aten.clamp.default(t596, -57344.0, 57344.0)  # t597: cpu f32[256, 128]
    t598 = aten._to_copy.default(t597, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t598: cpu f8e5m2[256, 128]
    t599 = aten.t.default(t598)  # t599: cpu f8e5m2[128, 256]
    # end region 32 -> t585, t593, t594, t598
    # region 33: inductor 629d02ab4dcce7b9, 31 ops
    # layers.1.attention (Attention), llama.py:249, 243
    t600 = aten._to_copy.default(t468, dtype=torch.float32)  # t600: cpu f32[2, 128, 1, 128]
    t601 = aten.mul.Tensor(t600, t133)  # t601: cpu f32[2, 128, 1, 128]
    t602 = aten._to_copy.default(t601, dtype=torch.bfloat16)  # t602: cpu bf16[2, 128, 1, 128]
    t603 = aten.transpose.int(t602, 1, 2)  # t603: cpu bf16[2, 1, 128, 128]
    t604 = aten.clone.default(t603, memory_format=torch.contiguous_format)  # t604: cpu bf16[2, 1, 128, 128]
    t605 = aten.transpose.int(t604, 1, 2)  # t605: cpu bf16[2, 128, 1, 128]
    # layers.1.attention.wv (Linear), llama.py:240
    t606 = aten.view.default(t605, [256, 128])  # t606: cpu bf16[256, 128]
    t607 = aten.t.default(t606)  # t607: cpu bf16[128, 256]
    t608 = aten.abs.default(t604)  # t608: cpu bf16[2, 1, 128, 128]
    t609 = aten.amax.default(t608, [3], False)  # t609: cpu bf16[2, 1, 128]
    t610 = aten.amax.default(t609, [], False)  # t610: cpu bf16[]
    t611 = aten._to_copy.default(t610, dtype=torch.float32)  # t611: cpu f32[]
    t612 = aten.view.default(t611, [1])  # t612: cpu f32[1]
    t613 = aten.slice.Tensor(t86, 0, 1, 1024)  # t613: cpu f32[1023]
    t614 = aten.cat.default([t613, t612])  # t614: cpu f32[1024]
    t615 = aten.slice.Tensor(t614, 0, 1, 1024)  # t615: cpu f32[1023]
    t616 = aten.constant_pad_nd.default(t615, [1, 0], 0.0)  # t616: cpu f32[1024]
    t617 = aten.amax.default(t614, [0], False)  # t617: cpu f32[]
    t618 = aten.gt.Scalar(t617, 0.0)  # t618: cpu b8[]
    t619 = aten.le.Scalar(t617, 3.4028234663852886e+38)  # t619: cpu b8[]
    t620 = aten.logical_and.default(t618, t619)  # t620: cpu b8[]
    t621 = aten.full_like.default(t617, 57344.0)  # t621: cpu f32[]
    t622 = aten.div.Tensor(t621, t617)  # t622: cpu f32[]
    t623 = aten.clamp.default(t622, None, 3.4028234663852886e+38)  # t623: cpu f32[]
    t624 = aten.where.self(t620, t623, t87)  # t624: cpu f32[]
    t625 = aten.reciprocal.default(t624)  # t625: cpu f32[]
    t626 = aten._to_copy.default(t606, dtype=torch.float32)  # t626: cpu f32[256, 128]
    t627 = aten.mul.Tensor(t626, t87)  # t627: cpu f32[256, 128]
    t628 = aten.clamp.default(t627, -57344.0, 57344.0)  # t628: cpu f32[256, 128]
    t629 = aten._to_copy.default(t628, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t629: cpu f8e5m2[256, 128]
    t630 = aten.t.default(t629)  # t630: cpu f8e5m2[128, 256]
    # end region 33 -> t616, t624, t625, t629
    # region 34: inductor d9f41be847cfe376, 2 ops
    t631 = aten.t.default(t629)  # t631: cpu f8e5m2[128, 256]
    t632 = aten.clone.default(t631, memory_format=torch.contiguous_format)  # t632: cpu f8e5m2[128, 256]
    # end region 34 -> t632
    # region 35: inductor 5955f309350e6a18, 12 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 160, 161
    t633 = aten._to_copy.default(t9, dtype=torch.float32)  # t633: cpu f32[256]
    t634 = aten._to_copy.default(t153, dtype=torch.float32)  # t634: cpu f32[2, 128, 256]
    t635 = aten.mul.Tensor(t634, t154)  # t635: cpu f32[2, 128, 256]
    t636 = aten.mul.Tensor(t635, t633)  # t636: cpu f32[2, 128, 256]
    t637 = aten._to_copy.default(t636, dtype=torch.bfloat16)  # t637: cpu bf16[2, 128, 256]
    # layers.1.attention.wq (Linear), llama.py:238
    t638 = aten.view.default(t637, [256, 256])  # t638: cpu bf16[256, 256]
    # layers.1.attention.wv (Linear), llama.py:240
    t639 = aten.t.default(t638)  # t639: cpu bf16[256, 256]
    t640 = aten._to_copy.default(t639, dtype=torch.float32)  # t640: cpu f32[256, 256]
    t641 = aten.mul.Tensor(t640, t45)  # t641: cpu f32[256, 256]
    t642 = aten.clamp.default(t641, -448.0, 448.0)  # t642: cpu f32[256, 256]
    t643 = aten._to_copy.default(t642, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t643: cpu f8e4m3[256, 256]
    t644 = aten.t.default(t643)  # t644: cpu f8e4m3[256, 256]
    # end region 35 -> t644
    # region 36: te b9add8279ea0d957, 1 ops
    t645 = aten._scaled_mm.default(t632, t644, t88, t46, None, None, torch.bfloat16)  # t645: cpu bf16[128, 256]
    # end region 36 -> t645
    # region 37: inductor 6dad3d7e1e5ea447, 6 ops
    t646 = aten.t.default(t12)  # t646: cpu bf16[256, 128]
    t647 = aten._to_copy.default(t646, dtype=torch.float32)  # t647: cpu f32[256, 128]
    t648 = aten.mul.Tensor(t647, t51)  # t648: cpu f32[256, 128]
    t649 = aten.clamp.default(t648, -448.0, 448.0)  # t649: cpu f32[256, 128]
    t650 = aten._to_copy.default(t649, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t650: cpu f8e4m3[256, 128]
    t651 = aten.t.default(t650)  # t651: cpu f8e4m3[128, 256]
    # end region 37 -> t651
    # region 38: te 7788f4804ad4f135, 1 ops
    t652 = aten._scaled_mm.default(t629, t651, t88, t52, None, None, torch.bfloat16)  # t652: cpu bf16[256, 256]
    # end region 38 -> t652
    # region 39: inductor d9f41be847cfe376, 2 ops
    # layers.1.attention.wk (Linear), llama.py:239
    t653 = aten.t.default(t598)  # t653: cpu f8e5m2[128, 256]
    t654 = aten.clone.default(t653, memory_format=torch.contiguous_format)  # t654: cpu f8e5m2[128, 256]
    # end region 39 -> t654
    # region 40: te b9add8279ea0d957, 1 ops
    t655 = aten._scaled_mm.default(t654, t644, t91, t46, None, None, torch.bfloat16)  # t655: cpu bf16[128, 256]
    # end region 40 -> t655
    # region 41: inductor 6dad3d7e1e5ea447, 6 ops
    t656 = aten.t.default(t11)  # t656: cpu bf16[256, 128]
    t657 = aten._to_copy.default(t656, dtype=torch.float32)  # t657: cpu f32[256, 128]
    t658 = aten.mul.Tensor(t657, t49)  # t658: cpu f32[256, 128]
    t659 = aten.clamp.default(t658, -448.0, 448.0)  # t659: cpu f32[256, 128]
    t660 = aten._to_copy.default(t659, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t660: cpu f8e4m3[256, 128]
    t661 = aten.t.default(t660)  # t661: cpu f8e4m3[128, 256]
    # end region 41 -> t661
    # region 42: te 7788f4804ad4f135, 1 ops
    t662 = aten._scaled_mm.default(t598, t661, t91, t50, None, None, torch.bfloat16)  # t662: cpu bf16[256, 256]
    # end region 42 -> t662
    # region 43: inductor 101ebaede8047ff4, 2 ops
    # layers.1.attention.wq (Linear), llama.py:238
    t663 = aten.t.default(t547)  # t663: cpu f8e5m2[256, 256]
    t664 = aten.clone.default(t663, memory_format=torch.contiguous_format)  # t664: cpu f8e5m2[256, 256]
    # end region 43 -> t664
    # region 44: te 0f2db79b6f81cd4a, 1 ops
    t665 = aten._scaled_mm.default(t664, t644, t94, t46, None, None, torch.bfloat16)  # t665: cpu bf16[256, 256]
    # end region 44 -> t665
    # region 45: inductor 88d5be43f94259c1, 6 ops
    t666 = aten.t.default(t10)  # t666: cpu bf16[256, 256]
    t667 = aten._to_copy.default(t666, dtype=torch.float32)  # t667: cpu f32[256, 256]
    t668 = aten.mul.Tensor(t667, t47)  # t668: cpu f32[256, 256]
    t669 = aten.clamp.default(t668, -448.0, 448.0)  # t669: cpu f32[256, 256]
    t670 = aten._to_copy.default(t669, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t670: cpu f8e4m3[256, 256]
    t671 = aten.t.default(t670)  # t671: cpu f8e4m3[256, 256]
    # end region 45 -> t671
    # region 46: te 0f2db79b6f81cd4a, 1 ops
    t672 = aten._scaled_mm.default(t547, t671, t94, t48, None, None, torch.bfloat16)  # t672: cpu bf16[256, 256]
    # end region 46 -> t672
    # region 47: inductor f72443ecbaa2c191, 53 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 160, 161
    t673 = aten._to_copy.default(t9, dtype=torch.float32)  # t673: cpu f32[256]
    t674 = aten._to_copy.default(t153, dtype=torch.float32)  # t674: cpu f32[2, 128, 256]
    t675 = aten.mul.Tensor(t674, t154)  # t675: cpu f32[2, 128, 256]
    # layers.1.attention.wv (Linear), llama.py:240
    t676 = aten.view.default(t652, [2, 128, 256])  # t676: cpu bf16[2, 128, 256]
    # layers.1.attention.wk (Linear), llama.py:239
    t677 = aten.view.default(t662, [2, 128, 256])  # t677: cpu bf16[2, 128, 256]
    t678 = aten.add.Tensor(t676, t677)  # t678: cpu bf16[2, 128, 256]
    # layers.1.attention.wq (Linear), llama.py:238
    t679 = aten.view.default(t672, [2, 128, 256])  # t679: cpu bf16[2, 128, 256]
    t680 = aten.add.Tensor(t678, t679)  # t680: cpu bf16[2, 128, 256]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t681 = aten._to_copy.default(t680, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t681: cpu f32[2, 128, 256]
    t682 = aten.mul.Tensor(t681, t675)  # t682: cpu f32[2, 128, 256]
    t683 = aten.mul.Tensor(t681, t673)  # t683: cpu f32[2, 128, 256]
    t684 = aten.sum.dim_IntList(t682, [0, 1], True)  # t684: cpu f32[1, 1, 256]
    t685 = aten.view.default(t684, [256])  # t685: cpu f32[256]
    t686 = aten._to_copy.default(t685, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t686: cpu bf16[256]
    t687 = aten.mul.Tensor(t683, t674)  # t687: cpu f32[2, 128, 256]
    t688 = aten.mul.Tensor(t683, t154)  # t688: cpu f32[2, 128, 256]
    t689 = aten.sum.dim_IntList(t687, [2], True)  # t689: cpu f32[2, 128, 1]
    t690 = aten.pow.Tensor_Scalar(t154, 3)  # t690: cpu f32[2, 128, 1]
    t691 = aten.mul.Scalar(t689, -0.5)  # t691: cpu f32[2, 128, 1]
    t692 = aten.mul.Tensor(t691, t690)  # t692: cpu f32[2, 128, 1]
    t693 = aten.expand.default(t692, [2, 128, 256])  # t693: cpu f32[2, 128, 256]
    t694 = aten.div.Scalar(t693, 256)  # t694: cpu f32[2, 128, 256]
    t695 = aten.pow.Tensor_Scalar(t674, 1.0)  # t695: cpu f32[2, 128, 256]
    t696 = aten.mul.Scalar(t695, 2.0)  # t696: cpu f32[2, 128, 256]
    t697 = aten.mul.Tensor(t694, t696)  # t697: cpu f32[2, 128, 256]
    t698 = aten.add.Tensor(t688, t697)  # t698: cpu f32[2, 128, 256]
    # layers.1.attention_norm (RMSNorm), llama.py:160
    t699 = aten._to_copy.default(t698, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t699: cpu bf16[2, 128, 256]
    t700 = aten.add.Tensor(t393, t699)  # t700: cpu bf16[2, 128, 256]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t701 = aten.view.default(t700, [256, 256])  # t701: cpu bf16[256, 256]
    t702 = aten.t.default(t701)  # t702: cpu bf16[256, 256]
    t703 = aten.abs.default(t700)  # t703: cpu bf16[2, 128, 256]
    t704 = aten.amax.default(t703, [2], False)  # t704: cpu bf16[2, 128]
    t705 = aten.amax.default(t704, [], False)  # t705: cpu bf16[]
    t706 = aten._to_copy.default(t705, dtype=torch.float32)  # t706: cpu f32[]
    t707 = aten.view.default(t706, [1])  # t707: cpu f32[1]
    t708 = aten.slice.Tensor(t95, 0, 1, 1024)  # t708: cpu f32[1023]
    t709 = aten.cat.default([t708, t707])  # t709: cpu f32[1024]
    t710 = aten.slice.Tensor(t709, 0, 1, 1024)  # t710: cpu f32[1023]
    t711 = aten.constant_pad_nd.default(t710, [1, 0], 0.0)  # t711: cpu f32[1024]
    t712 = aten.amax.default(t709, [0], False)  # t712: cpu f32[]
    t713 = aten.gt.Scalar(t712, 0.0)  # t713: cpu b8[]
    t714 = aten.le.Scalar(t712, 3.4028234663852886e+38)  # t714: cpu b8[]
    t715 = aten.logical_and.default(t713, t714)  # t715: cpu b8[]
    t716 = aten.full_like.default(t712, 57344.0)  # t716: cpu f32[]
    t717 = aten.div.Tensor(t716, t712)  # t717: cpu f32[]
    t718 = aten.clamp.default(t717, None, 3.4028234663852886e+38)  # t718: cpu f32[]
    t719 = aten.where.self(t715, t718, t96)  # t719: cpu f32[]
    t720 = aten.reciprocal.default(t719)  # t720: cpu f32[]
    t721 = aten._to_copy.default(t701, dtype=torch.float32)  # t721: cpu f32[256, 256]
    t722 = aten.mul.Tensor(t721, t96)  # t722: cpu f32[256, 256]
    t723 = aten.clamp.default(t722, -57344.0, 57344.0)  # t723: cpu f32[256, 256]
    t724 = aten._to_copy.default(t723, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t724: cpu f8e5m2[256, 256]
    t725 = aten.t.default(t724)  # t725: cpu f8e5m2[256, 256]
    # end region 47 -> t686, t700, t711, t719, t720, t724
    # region 48: inductor 101ebaede8047ff4, 2 ops
    t726 = aten.t.default(t724)  # t726: cpu f8e5m2[256, 256]
    t727 = aten.clone.default(t726, memory_format=torch.contiguous_format)  # t727: cpu f8e5m2[256, 256]
    # end region 48 -> t727
    # region 49: inductor 6d93359a29af9316, 9 ops
    # layers.0.feed_forward (FeedForward), llama.py:269
    t728 = aten.silu.default(t151)  # t728: cpu bf16[2, 128, 192]
    t729 = aten.mul.Tensor(t728, t152)  # t729: cpu bf16[2, 128, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t730 = aten.view.default(t729, [256, 192])  # t730: cpu bf16[256, 192]
    t731 = aten.t.default(t730)  # t731: cpu bf16[192, 256]
    t732 = aten._to_copy.default(t731, dtype=torch.float32)  # t732: cpu f32[192, 256]
    t733 = aten.mul.Tensor(t732, t41)  # t733: cpu f32[192, 256]
    t734 = aten.clamp.default(t733, -448.0, 448.0)  # t734: cpu f32[192, 256]
    t735 = aten._to_copy.default(t734, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t735: cpu f8e4m3[192, 256]
    t736 = aten.t.default(t735)  # t736: cpu f8e4m3[256, 192]
    # end region 49 -> t736
    # region 50: te 87ea3c53a041b238, 1 ops
    t737 = aten._scaled_mm.default(t727, t736, t97, t42, None, None, torch.bfloat16)  # t737: cpu bf16[256, 192]
    # end region 50 -> t737
    # region 51: inductor 5b289a029d906985, 6 ops
    t738 = aten.t.default(t8)  # t738: cpu bf16[192, 256]
    t739 = aten._to_copy.default(t738, dtype=torch.float32)  # t739: cpu f32[192, 256]
    t740 = aten.mul.Tensor(t739, t43)  # t740: cpu f32[192, 256]
    t741 = aten.clamp.default(t740, -448.0, 448.0)  # t741: cpu f32[192, 256]
    t742 = aten._to_copy.default(t741, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t742: cpu f8e4m3[192, 256]
    t743 = aten.t.default(t742)  # t743: cpu f8e4m3[256, 192]
    # end region 51 -> t743
    # region 52: te 87ea3c53a041b238, 1 ops
    t744 = aten._scaled_mm.default(t724, t743, t97, t44, None, None, torch.bfloat16)  # t744: cpu bf16[256, 192]
    # end region 52 -> t744
    # region 53: inductor 6ed40836ba984864, 55 ops
    # layers.0.feed_forward (FeedForward), llama.py:269
    t745 = aten.silu.default(t151)  # t745: cpu bf16[2, 128, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t746 = aten.view.default(t744, [2, 128, 192])  # t746: cpu bf16[2, 128, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t747 = aten.mul.Tensor(t746, t745)  # t747: cpu bf16[2, 128, 192]
    t748 = aten.mul.Tensor(t746, t152)  # t748: cpu bf16[2, 128, 192]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t749 = aten.view.default(t747, [256, 192])  # t749: cpu bf16[256, 192]
    t750 = aten.t.default(t749)  # t750: cpu bf16[192, 256]
    t751 = aten.abs.default(t747)  # t751: cpu bf16[2, 128, 192]
    t752 = aten.amax.default(t751, [2], False)  # t752: cpu bf16[2, 128]
    t753 = aten.amax.default(t752, [], False)  # t753: cpu bf16[]
    t754 = aten._to_copy.default(t753, dtype=torch.float32)  # t754: cpu f32[]
    t755 = aten.view.default(t754, [1])  # t755: cpu f32[1]
    t756 = aten.slice.Tensor(t98, 0, 1, 1024)  # t756: cpu f32[1023]
    t757 = aten.cat.default([t756, t755])  # t757: cpu f32[1024]
    t758 = aten.slice.Tensor(t757, 0, 1, 1024)  # t758: cpu f32[1023]
    t759 = aten.constant_pad_nd.default(t758, [1, 0], 0.0)  # t759: cpu f32[1024]
    t760 = aten.amax.default(t757, [0], False)  # t760: cpu f32[]
    t761 = aten.gt.Scalar(t760, 0.0)  # t761: cpu b8[]
    t762 = aten.le.Scalar(t760, 3.4028234663852886e+38)  # t762: cpu b8[]
    t763 = aten.logical_and.default(t761, t762)  # t763: cpu b8[]
    t764 = aten.full_like.default(t760, 57344.0)  # t764: cpu f32[]
    t765 = aten.div.Tensor(t764, t760)  # t765: cpu f32[]
    t766 = aten.clamp.default(t765, None, 3.4028234663852886e+38)  # t766: cpu f32[]
    t767 = aten.where.self(t763, t766, t99)  # t767: cpu f32[]
    t768 = aten.reciprocal.default(t767)  # t768: cpu f32[]
    t769 = aten._to_copy.default(t749, dtype=torch.float32)  # t769: cpu f32[256, 192]
    t770 = aten.mul.Tensor(t769, t99)  # t770: cpu f32[256, 192]
    t771 = aten.clamp.default(t770, -57344.0, 57344.0)  # t771: cpu f32[256, 192]
    t772 = aten._to_copy.default(t771, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t772: cpu f8e5m2[256, 192]
    t773 = aten.t.default(t772)  # t773: cpu f8e5m2[192, 256]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t774 = aten.silu_backward.default(t748, t151)  # t774: cpu bf16[2, 128, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t775 = aten.view.default(t774, [256, 192])  # t775: cpu bf16[256, 192]
    t776 = aten.t.default(t775)  # t776: cpu bf16[192, 256]
    t777 = aten.abs.default(t774)  # t777: cpu bf16[2, 128, 192]
    t778 = aten.amax.default(t777, [2], False)  # t778: cpu bf16[2, 128]
    t779 = aten.amax.default(t778, [], False)  # t779: cpu bf16[]
    t780 = aten._to_copy.default(t779, dtype=torch.float32)  # t780: cpu f32[]
    t781 = aten.view.default(t780, [1])  # t781: cpu f32[1]
    t782 = aten.slice.Tensor(t101, 0, 1, 1024)  # t782: cpu f32[1023]
    t783 = aten.cat.default([t782, t781])  # t783: cpu f32[1024]
    t784 = aten.slice.Tensor(t783, 0, 1, 1024)  # t784: cpu f32[1023]
    t785 = aten.constant_pad_nd.default(t784, [1, 0], 0.0)  # t785: cpu f32[1024]
    t786 = aten.amax.default(t783, [0], False)  # t786: cpu f32[]
    t787 = aten.gt.Scalar(t786, 0.0)  # t787: cpu b8[]
    t788 = aten.le.Scalar(t786, 3.4028234663852886e+38)  # t788: cpu b8[]
    t789 = aten.logical_and.default(t787, t788)  # t789: cpu b8[]
    t790 = aten.full_like.default(t786, 57344.0)  # t790: cpu f32[]
    t791 = aten.div.Tensor(t790, t786)  # t791: cpu f32[]
    t792 = aten.clamp.default(t791, None, 3.4028234663852886e+38)  # t792: cpu f32[]
    t793 = aten.where.self(t789, t792, t102)  # t793: cpu f32[]
    t794 = aten.reciprocal.default(t793)  # t794: cpu f32[]
    t795 = aten._to_copy.default(t775, dtype=torch.float32)  # t795: cpu f32[256, 192]
    t796 = aten.mul.Tensor(t795, t102)  # t796: cpu f32[256, 192]
    t797 = aten.clamp.default(t796, -57344.0, 57344.0)  # t797: cpu f32[256, 192]
    t798 = aten._to_copy.default(t797, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t798: cpu f8e5m2[256, 192]
    t799 = aten.t.default(t798)  # t799: cpu f8e5m2[192, 256]
    # end region 53 -> t759, t767, t768, t772, t785, t793, t794, t798
    # region 54: inductor e6deb20e1b028f79, 2 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t800 = aten.t.default(t772)  # t800: cpu f8e5m2[192, 256]
    t801 = aten.clone.default(t800, memory_format=torch.contiguous_format)  # t801: cpu f8e5m2[192, 256]
    # end region 54 -> t801
    # region 55: inductor 5955f309350e6a18, 12 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t802 = aten._to_copy.default(t5, dtype=torch.float32)  # t802: cpu f32[256]
    t803 = aten._to_copy.default(t149, dtype=torch.float32)  # t803: cpu f32[2, 128, 256]
    t804 = aten.mul.Tensor(t803, t150)  # t804: cpu f32[2, 128, 256]
    t805 = aten.mul.Tensor(t804, t802)  # t805: cpu f32[2, 128, 256]
    t806 = aten._to_copy.default(t805, dtype=torch.bfloat16)  # t806: cpu bf16[2, 128, 256]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t807 = aten.view.default(t806, [256, 256])  # t807: cpu bf16[256, 256]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t808 = aten.t.default(t807)  # t808: cpu bf16[256, 256]
    t809 = aten._to_copy.default(t808, dtype=torch.float32)  # t809: cpu f32[256, 256]
    t810 = aten.mul.Tensor(t809, t35)  # t810: cpu f32[256, 256]
    t811 = aten.clamp.default(t810, -448.0, 448.0)  # t811: cpu f32[256, 256]
    t812 = aten._to_copy.default(t811, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t812: cpu f8e4m3[256, 256]
    t813 = aten.t.default(t812)  # t813: cpu f8e4m3[256, 256]
    # end region 55 -> t813
    # region 56: te 556db2b62b5ced93, 1 ops
    t814 = aten._scaled_mm.default(t801, t813, t100, t36, None, None, torch.bfloat16)  # t814: cpu bf16[192, 256]
    # end region 56 -> t814
    # region 57: inductor c9071ff400d5b1aa, 6 ops
    t815 = aten.t.default(t7)  # t815: cpu bf16[256, 192]
    t816 = aten._to_copy.default(t815, dtype=torch.float32)  # t816: cpu f32[256, 192]
    t817 = aten.mul.Tensor(t816, t39)  # t817: cpu f32[256, 192]
    t818 = aten.clamp.default(t817, -448.0, 448.0)  # t818: cpu f32[256, 192]
    t819 = aten._to_copy.default(t818, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t819: cpu f8e4m3[256, 192]
    t820 = aten.t.default(t819)  # t820: cpu f8e4m3[192, 256]
    # end region 57 -> t820
    # region 58: te 9fc3df5e7a2f56a6, 1 ops
    t821 = aten._scaled_mm.default(t772, t820, t100, t40, None, None, torch.bfloat16)  # t821: cpu bf16[256, 256]
    # end region 58 -> t821
    # region 59: inductor e6deb20e1b028f79, 2 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t822 = aten.t.default(t798)  # t822: cpu f8e5m2[192, 256]
    t823 = aten.clone.default(t822, memory_format=torch.contiguous_format)  # t823: cpu f8e5m2[192, 256]
    # end region 59 -> t823
    # region 60: te 556db2b62b5ced93, 1 ops
    t824 = aten._scaled_mm.default(t823, t813, t103, t36, None, None, torch.bfloat16)  # t824: cpu bf16[192, 256]
    # end region 60 -> t824
    # region 61: inductor c9071ff400d5b1aa, 6 ops
    t825 = aten.t.default(t6)  # t825: cpu bf16[256, 192]
    t826 = aten._to_copy.default(t825, dtype=torch.float32)  # t826: cpu f32[256, 192]
    t827 = aten.mul.Tensor(t826, t37)  # t827: cpu f32[256, 192]
    t828 = aten.clamp.default(t827, -448.0, 448.0)  # t828: cpu f32[256, 192]
    t829 = aten._to_copy.default(t828, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t829: cpu f8e4m3[256, 192]
    t830 = aten.t.default(t829)  # t830: cpu f8e4m3[192, 256]
    # end region 61 -> t830
    # region 62: te 9fc3df5e7a2f56a6, 1 ops
    t831 = aten._scaled_mm.default(t798, t830, t103, t38, None, None, torch.bfloat16)  # t831: cpu bf16[256, 256]
    # end region 62 -> t831
    # region 63: inductor 1f777b67db9363a0, 51 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t832 = aten._to_copy.default(t5, dtype=torch.float32)  # t832: cpu f32[256]
    t833 = aten._to_copy.default(t149, dtype=torch.float32)  # t833: cpu f32[2, 128, 256]
    t834 = aten.mul.Tensor(t833, t150)  # t834: cpu f32[2, 128, 256]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t835 = aten.view.default(t821, [2, 128, 256])  # t835: cpu bf16[2, 128, 256]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t836 = aten.view.default(t831, [2, 128, 256])  # t836: cpu bf16[2, 128, 256]
    t837 = aten.add.Tensor(t835, t836)  # t837: cpu bf16[2, 128, 256]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t838 = aten._to_copy.default(t837, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t838: cpu f32[2, 128, 256]
    t839 = aten.mul.Tensor(t838, t834)  # t839: cpu f32[2, 128, 256]
    t840 = aten.mul.Tensor(t838, t832)  # t840: cpu f32[2, 128, 256]
    t841 = aten.sum.dim_IntList(t839, [0, 1], True)  # t841: cpu f32[1, 1, 256]
    t842 = aten.view.default(t841, [256])  # t842: cpu f32[256]
    t843 = aten._to_copy.default(t842, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t843: cpu bf16[256]
    t844 = aten.mul.Tensor(t840, t833)  # t844: cpu f32[2, 128, 256]
    t845 = aten.mul.Tensor(t840, t150)  # t845: cpu f32[2, 128, 256]
    t846 = aten.sum.dim_IntList(t844, [2], True)  # t846: cpu f32[2, 128, 1]
    t847 = aten.pow.Tensor_Scalar(t150, 3)  # t847: cpu f32[2, 128, 1]
    t848 = aten.mul.Scalar(t846, -0.5)  # t848: cpu f32[2, 128, 1]
    t849 = aten.mul.Tensor(t848, t847)  # t849: cpu f32[2, 128, 1]
    t850 = aten.expand.default(t849, [2, 128, 256])  # t850: cpu f32[2, 128, 256]
    t851 = aten.div.Scalar(t850, 256)  # t851: cpu f32[2, 128, 256]
    t852 = aten.pow.Tensor_Scalar(t833, 1.0)  # t852: cpu f32[2, 128, 256]
    t853 = aten.mul.Scalar(t852, 2.0)  # t853: cpu f32[2, 128, 256]
    t854 = aten.mul.Tensor(t851, t853)  # t854: cpu f32[2, 128, 256]
    t855 = aten.add.Tensor(t845, t854)  # t855: cpu f32[2, 128, 256]
    # layers.0.ffn_norm (RMSNorm), llama.py:160
    t856 = aten._to_copy.default(t855, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t856: cpu bf16[2, 128, 256]
    t857 = aten.add.Tensor(t700, t856)  # t857: cpu bf16[2, 128, 256]
    # layers.0.attention.wo (Linear), llama.py:250
    t858 = aten.view.default(t857, [256, 256])  # t858: cpu bf16[256, 256]
    t859 = aten.t.default(t858)  # t859: cpu bf16[256, 256]
    t860 = aten.abs.default(t857)  # t860: cpu bf16[2, 128, 256]
    t861 = aten.amax.default(t860, [2], False)  # t861: cpu bf16[2, 128]
    t862 = aten.amax.default(t861, [], False)  # t862: cpu bf16[]
    t863 = aten._to_copy.default(t862, dtype=torch.float32)  # t863: cpu f32[]
    t864 = aten.view.default(t863, [1])  # t864: cpu f32[1]
    t865 = aten.slice.Tensor(t104, 0, 1, 1024)  # t865: cpu f32[1023]
    t866 = aten.cat.default([t865, t864])  # t866: cpu f32[1024]
    t867 = aten.slice.Tensor(t866, 0, 1, 1024)  # t867: cpu f32[1023]
    t868 = aten.constant_pad_nd.default(t867, [1, 0], 0.0)  # t868: cpu f32[1024]
    t869 = aten.amax.default(t866, [0], False)  # t869: cpu f32[]
    t870 = aten.gt.Scalar(t869, 0.0)  # t870: cpu b8[]
    t871 = aten.le.Scalar(t869, 3.4028234663852886e+38)  # t871: cpu b8[]
    t872 = aten.logical_and.default(t870, t871)  # t872: cpu b8[]
    t873 = aten.full_like.default(t869, 57344.0)  # t873: cpu f32[]
    t874 = aten.div.Tensor(t873, t869)  # t874: cpu f32[]
    t875 = aten.clamp.default(t874, None, 3.4028234663852886e+38)  # t875: cpu f32[]
    t876 = aten.where.self(t872, t875, t105)  # t876: cpu f32[]
    t877 = aten.reciprocal.default(t876)  # t877: cpu f32[]
    t878 = aten._to_copy.default(t858, dtype=torch.float32)  # t878: cpu f32[256, 256]
    t879 = aten.mul.Tensor(t878, t105)  # t879: cpu f32[256, 256]
    t880 = aten.clamp.default(t879, -57344.0, 57344.0)  # t880: cpu f32[256, 256]
    t881 = aten._to_copy.default(t880, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t881: cpu f8e5m2[256, 256]
    t882 = aten.t.default(t881)  # t882: cpu f8e5m2[256, 256]
    # end region 63 -> t843, t857, t868, t876, t877, t881
    # region 64: inductor 101ebaede8047ff4, 2 ops
    t883 = aten.t.default(t881)  # t883: cpu f8e5m2[256, 256]
    t884 = aten.clone.default(t883, memory_format=torch.contiguous_format)  # t884: cpu f8e5m2[256, 256]
    # end region 64 -> t884
    # region 65: inductor 8f4a87f6eed20ffa, 12 ops
    # layers.0.attention (Attention), llama.py:249, 250
    t885 = aten._to_copy.default(t147, dtype=torch.float32)  # t885: cpu f32[2, 128, 2, 128]
    t886 = aten.mul.Tensor(t885, t120)  # t886: cpu f32[2, 128, 2, 128]
    t887 = aten._to_copy.default(t886, dtype=torch.bfloat16)  # t887: cpu bf16[2, 128, 2, 128]
    t888 = aten.transpose.int(t887, 1, 2)  # t888: cpu bf16[2, 2, 128, 128]
    t889 = aten.transpose.int(t888, 1, 2)  # t889: cpu bf16[2, 128, 2, 128]
    # layers.0.attention.wo (Linear), llama.py:250
    t890 = aten.view.default(t889, [256, 256])  # t890: cpu bf16[256, 256]
    t891 = aten.t.default(t890)  # t891: cpu bf16[256, 256]
    t892 = aten._to_copy.default(t891, dtype=torch.float32)  # t892: cpu f32[256, 256]
    t893 = aten.mul.Tensor(t892, t31)  # t893: cpu f32[256, 256]
    t894 = aten.clamp.default(t893, -448.0, 448.0)  # t894: cpu f32[256, 256]
    t895 = aten._to_copy.default(t894, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t895: cpu f8e4m3[256, 256]
    t896 = aten.t.default(t895)  # t896: cpu f8e4m3[256, 256]
    # end region 65 -> t896
    # region 66: te 0f2db79b6f81cd4a, 1 ops
    t897 = aten._scaled_mm.default(t884, t896, t106, t32, None, None, torch.bfloat16)  # t897: cpu bf16[256, 256]
    # end region 66 -> t897
    # region 67: inductor 88d5be43f94259c1, 6 ops
    t898 = aten.t.default(t4)  # t898: cpu bf16[256, 256]
    t899 = aten._to_copy.default(t898, dtype=torch.float32)  # t899: cpu f32[256, 256]
    t900 = aten.mul.Tensor(t899, t33)  # t900: cpu f32[256, 256]
    t901 = aten.clamp.default(t900, -448.0, 448.0)  # t901: cpu f32[256, 256]
    t902 = aten._to_copy.default(t901, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t902: cpu f8e4m3[256, 256]
    t903 = aten.t.default(t902)  # t903: cpu f8e4m3[256, 256]
    # end region 67 -> t903
    # region 68: te 0f2db79b6f81cd4a, 1 ops
    t904 = aten._scaled_mm.default(t881, t903, t106, t34, None, None, torch.bfloat16)  # t904: cpu bf16[256, 256]
    # end region 68 -> t904
    # region 69: inductor 72b392367827c351, 25 ops
    # layers.0.attention (Attention), llama.py:250, 249
    t905 = aten.view.default(t904, [2, 128, 2, 128])  # t905: cpu bf16[2, 128, 2, 128]
    t906 = aten.transpose.int(t905, 1, 2)  # t906: cpu bf16[2, 2, 128, 128]
    t907 = aten.transpose.int(t906, 1, 2)  # t907: cpu bf16[2, 128, 2, 128]
    t908 = aten.abs.default(t906)  # t908: cpu bf16[2, 2, 128, 128]
    t909 = aten.amax.default(t908, [3], False)  # t909: cpu bf16[2, 2, 128]
    t910 = aten.amax.default(t909, [], False)  # t910: cpu bf16[]
    t911 = aten._to_copy.default(t910, dtype=torch.float32)  # t911: cpu f32[]
    t912 = aten.view.default(t911, [1])  # t912: cpu f32[1]
    t913 = aten.slice.Tensor(t134, 0, 1, 1024)  # t913: cpu f32[1023]
    t914 = aten.cat.default([t913, t912])  # t914: cpu f32[1024]
    t915 = aten.slice.Tensor(t914, 0, 1, 1024)  # t915: cpu f32[1023]
    t916 = aten.constant_pad_nd.default(t915, [1, 0], 0.0)  # t916: cpu f32[1024]
    t917 = aten.amax.default(t914, [0], False)  # t917: cpu f32[]
    t918 = aten.gt.Scalar(t917, 0.0)  # t918: cpu b8[]
    t919 = aten.le.Scalar(t917, 3.4028234663852886e+38)  # t919: cpu b8[]
    t920 = aten.logical_and.default(t918, t919)  # t920: cpu b8[]
    t921 = aten.full_like.default(t917, 57344.0)  # t921: cpu f32[]
    t922 = aten.div.Tensor(t921, t917)  # t922: cpu f32[]
    t923 = aten.clamp.default(t922, None, 3.4028234663852886e+38)  # t923: cpu f32[]
    t924 = aten.where.self(t920, t923, t135)  # t924: cpu f32[]
    t925 = aten.reciprocal.default(t924)  # t925: cpu f32[]
    t926 = aten._to_copy.default(t907, dtype=torch.float32)  # t926: cpu f32[2, 128, 2, 128]
    t927 = aten.mul.Tensor(t926, t135)  # t927: cpu f32[2, 128, 2, 128]
    t928 = aten.clamp.default(t927, -57344.0, 57344.0)  # t928: cpu f32[2, 128, 2, 128]
    t929 = aten._to_copy.default(t928, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t929: cpu f8e5m2[2, 128, 2, 128]
    # end region 69 -> t916, t924, t925, t929
    t930, t931, t932, t933, t934 = aotc.fp8_attention_backward.default(t929, t144, t145, t146, t147, t148, t116, t117, t118, t120, t136, t119, t138, t140, True, None)  # t930: cpu f8e5m2[2, 128, 2, 128], t931: cpu f8e5m2[2, 128, 1, 128], t932: cpu f8e5m2[2, 128, 1, 128], t933: cpu f32[], t934: cpu f32[]
    # region 70: inductor ff40143ec3bedfd2, 14 ops
    t935 = aten.view.default(t933, [1])  # t935: cpu f32[1]
    t936 = aten.slice.Tensor(t137, 0, 1, 1024)  # t936: cpu f32[1023]
    t937 = aten.cat.default([t936, t935])  # t937: cpu f32[1024]
    t938 = aten.slice.Tensor(t937, 0, 1, 1024)  # t938: cpu f32[1023]
    t939 = aten.constant_pad_nd.default(t938, [1, 0], 0.0)  # t939: cpu f32[1024]
    t940 = aten.amax.default(t937, [0], False)  # t940: cpu f32[]
    t941 = aten.gt.Scalar(t940, 0.0)  # t941: cpu b8[]
    t942 = aten.le.Scalar(t940, 3.4028234663852886e+38)  # t942: cpu b8[]
    t943 = aten.logical_and.default(t941, t942)  # t943: cpu b8[]
    t944 = aten.full_like.default(t940, 57344.0)  # t944: cpu f32[]
    t945 = aten.div.Tensor(t944, t940)  # t945: cpu f32[]
    t946 = aten.clamp.default(t945, None, 3.4028234663852886e+38)  # t946: cpu f32[]
    t947 = aten.where.self(t943, t946, t138)  # t947: cpu f32[]
    t948 = aten.reciprocal.default(t947)  # t948: cpu f32[]
    # end region 70 -> t939, t947, t948
    # region 71: inductor ff40143ec3bedfd2, 14 ops
    t949 = aten.view.default(t934, [1])  # t949: cpu f32[1]
    t950 = aten.slice.Tensor(t139, 0, 1, 1024)  # t950: cpu f32[1023]
    t951 = aten.cat.default([t950, t949])  # t951: cpu f32[1024]
    t952 = aten.slice.Tensor(t951, 0, 1, 1024)  # t952: cpu f32[1023]
    t953 = aten.constant_pad_nd.default(t952, [1, 0], 0.0)  # t953: cpu f32[1024]
    t954 = aten.amax.default(t951, [0], False)  # t954: cpu f32[]
    t955 = aten.gt.Scalar(t954, 0.0)  # t955: cpu b8[]
    t956 = aten.le.Scalar(t954, 3.4028234663852886e+38)  # t956: cpu b8[]
    t957 = aten.logical_and.default(t955, t956)  # t957: cpu b8[]
    t958 = aten.full_like.default(t954, 57344.0)  # t958: cpu f32[]
    t959 = aten.div.Tensor(t958, t954)  # t959: cpu f32[]
    t960 = aten.clamp.default(t959, None, 3.4028234663852886e+38)  # t960: cpu f32[]
    t961 = aten.where.self(t957, t960, t140)  # t961: cpu f32[]
    t962 = aten.reciprocal.default(t961)  # t962: cpu f32[]
    # end region 71 -> t953, t961, t962
    # region 72: inductor da52e64ecde8cb61, 50 ops
    # rope (RotaryEmbedding), llama.py:195
    t963 = aten.slice.Tensor(t20, 0, 0, 128)  # t963: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:207
    t964 = aten.view.default(t963, [1, 128, 1, 64])  # t964: cpu bf16[1, 128, 1, 64]
    # rope (RotaryEmbedding), llama.py:195
    t965 = aten.slice.Tensor(t21, 0, 0, 128)  # t965: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:208, 249, 241, 212, 211, 210, ...
    t966 = aten.view.default(t965, [1, 128, 1, 64])  # t966: cpu bf16[1, 128, 1, 64]
    t967 = aten._to_copy.default(t930, dtype=torch.float32)  # t967: cpu f32[2, 128, 2, 128]
    t968 = aten.mul.Tensor(t967, t141)  # t968: cpu f32[2, 128, 2, 128]
    t969 = aten._to_copy.default(t968, dtype=torch.bfloat16)  # t969: cpu bf16[2, 128, 2, 128]
    t970 = aten.transpose.int(t969, 1, 2)  # t970: cpu bf16[2, 2, 128, 128]
    t971 = aten.transpose.int(t970, 1, 2)  # t971: cpu bf16[2, 128, 2, 128]
    t972 = aten._to_copy.default(t971, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t972: cpu f32[2, 128, 2, 128]
    t973 = aten.view.default(t972, [2, 128, 2, 64, 2])  # t973: cpu f32[2, 128, 2, 64, 2]
    t974 = aten.select.int(t973, -1, 0)  # t974: cpu f32[2, 128, 2, 64]
    t975 = aten.select.int(t973, -1, 1)  # t975: cpu f32[2, 128, 2, 64]
    t976 = aten.mul.Tensor(t975, t964)  # t976: cpu f32[2, 128, 2, 64]
    t977 = aten.mul.Tensor(t975, t966)  # t977: cpu f32[2, 128, 2, 64]
    t978 = aten.neg.default(t974)  # t978: cpu f32[2, 128, 2, 64]
    t979 = aten.mul.Tensor(t978, t966)  # t979: cpu f32[2, 128, 2, 64]
    t980 = aten.add.Tensor(t976, t979)  # t980: cpu f32[2, 128, 2, 64]
    # layers.0.attention (Attention), llama.py:209
    t981 = aten.mul.Tensor(t974, t964)  # t981: cpu f32[2, 128, 2, 64]
    t982 = aten.add.Tensor(t977, t981)  # t982: cpu f32[2, 128, 2, 64]
    # layers.0.attention (Attention), llama.py:206
    t983 = aten.select_backward.default(t980, [2, 128, 2, 64, 2], 4, 1)  # t983: cpu f32[2, 128, 2, 64, 2]
    t984 = aten.select_backward.default(t982, [2, 128, 2, 64, 2], 4, 0)  # t984: cpu f32[2, 128, 2, 64, 2]
    t985 = aten.add.Tensor(t983, t984)  # t985: cpu f32[2, 128, 2, 64, 2]
    # layers.0.attention (Attention), llama.py:205
    t986 = aten.view.default(t985, [2, 128, 2, 128])  # t986: cpu f32[2, 128, 2, 128]
    t987 = aten._to_copy.default(t986, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t987: cpu bf16[2, 128, 2, 128]
    # layers.0.attention.wq (Linear), llama.py:238
    t988 = aten.view.default(t987, [256, 256])  # t988: cpu bf16[256, 256]
    t989 = aten.t.default(t988)  # t989: cpu bf16[256, 256]
    t990 = aten.abs.default(t987)  # t990: cpu bf16[2, 128, 2, 128]
    t991 = aten.amax.default(t990, [3], False)  # t991: cpu bf16[2, 128, 2]
    t992 = aten.amax.default(t991, [], False)  # t992: cpu bf16[]
    t993 = aten._to_copy.default(t992, dtype=torch.float32)  # t993: cpu f32[]
    t994 = aten.view.default(t993, [1])  # t994: cpu f32[1]
    t995 = aten.slice.Tensor(t113, 0, 1, 1024)  # t995: cpu f32[1023]
    t996 = aten.cat.default([t995, t994])  # t996: cpu f32[1024]
    t997 = aten.slice.Tensor(t996, 0, 1, 1024)  # t997: cpu f32[1023]
    t998 = aten.constant_pad_nd.default(t997, [1, 0], 0.0)  # t998: cpu f32[1024]
    t999 = aten.amax.default(t996, [0], False)  # t999: cpu f32[]
    t1000 = aten.gt.Scalar(t999, 0.0)  # t1000: cpu b8[]
    t1001 = aten.le.Scalar(t999, 3.4028234663852886e+38)  # t1001: cpu b8[]
    t1002 = aten.logical_and.default(t1000, t1001)  # t1002: cpu b8[]
    t1003 = aten.full_like.default(t999, 57344.0)  # t1003: cpu f32[]
    t1004 = aten.div.Tensor(t1003, t999)  # t1004: cpu f32[]
    t1005 = aten.clamp.default(t1004, None, 3.4028234663852886e+38)  # t1005: cpu f32[]
    t1006 = aten.where.self(t1002, t1005, t114)  # t1006: cpu f32[]
    t1007 = aten.reciprocal.default(t1006)  # t1007: cpu f32[]
    t1008 = aten._to_copy.default(t988, dtype=torch.float32)  # t1008: cpu f32[256, 256]
    t1009 = aten.mul.Tensor(t1008, t114)  # t1009: cpu f32[256, 256]
    t1010 = aten.clamp.default(t1009, -57344.0, 57344.0)  # t1010: cpu f32[256, 256]
    t1011 = aten._to_copy.default(t1010, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t1011: cpu f8e5m2[256, 256]
    t1012 = aten.t.default(t1011)  # t1012: cpu f8e5m2[256, 256]
    # end region 72 -> t998, t1006, t1007, t1011
    # region 73: inductor 3a5d1c312c66bbfd, 51 ops
    # rope (RotaryEmbedding), llama.py:195
    t1013 = aten.slice.Tensor(t20, 0, 0, 128)  # t1013: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:207
    t1014 = aten.view.default(t1013, [1, 128, 1, 64])  # t1014: cpu bf16[1, 128, 1, 64]
    # rope (RotaryEmbedding), llama.py:195
    t1015 = aten.slice.Tensor(t21, 0, 0, 128)  # t1015: cpu bf16[128, 64]
    # layers.0.attention (Attention), llama.py:208, 249, 242, 212, 211, 210, ...
    t1016 = aten.view.default(t1015, [1, 128, 1, 64])  # t1016: cpu bf16[1, 128, 1, 64]
    t1017 = aten._to_copy.default(t931, dtype=torch.float32)  # t1017: cpu f32[2, 128, 1, 128]
    t1018 = aten.mul.Tensor(t1017, t141)  # t1018: cpu f32[2, 128, 1, 128]
    t1019 = aten._to_copy.default(t1018, dtype=torch.bfloat16)  # t1019: cpu bf16[2, 128, 1, 128]
    t1020 = aten.transpose.int(t1019, 1, 2)  # t1020: cpu bf16[2, 1, 128, 128]
    t1021 = aten.clone.default(t1020, memory_format=torch.contiguous_format)  # t1021: cpu bf16[2, 1, 128, 128]
    t1022 = aten.transpose.int(t1021, 1, 2)  # t1022: cpu bf16[2, 128, 1, 128]
    t1023 = aten._to_copy.default(t1022, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t1023: cpu f32[2, 128, 1, 128]
    t1024 = aten.view.default(t1023, [2, 128, 1, 64, 2])  # t1024: cpu f32[2, 128, 1, 64, 2]
    t1025 = aten.select.int(t1024, -1, 0)  # t1025: cpu f32[2, 128, 1, 64]
    t1026 = aten.select.int(t1024, -1, 1)  # t1026: cpu f32[2, 128, 1, 64]
    t1027 = aten.mul.Tensor(t1026, t1014)  # t1027: cpu f32[2, 128, 1, 64]
    t1028 = aten.mul.Tensor(t1026, t1016)  # t1028: cpu f32[2, 128, 1, 64]
    t1029 = aten.neg.default(t1025)  # t1029: cpu f32[2, 128, 1, 64]
    t1030 = aten.mul.Tensor(t1029, t1016)  # t1030: cpu f32[2, 128, 1, 64]
    t1031 = aten.add.Tensor(t1027, t1030)  # t1031: cpu f32[2, 128, 1, 64]
    # layers.0.attention (Attention), llama.py:209
    t1032 = aten.mul.Tensor(t1025, t1014)  # t1032: cpu f32[2, 128, 1, 64]
    t1033 = aten.add.Tensor(t1028, t1032)  # t1033: cpu f32[2, 128, 1, 64]
    # layers.0.attention (Attention), llama.py:206
    t1034 = aten.select_backward.default(t1031, [2, 128, 1, 64, 2], 4, 1)  # t1034: cpu f32[2, 128, 1, 64, 2]
    t1035 = aten.select_backward.default(t1033, [2, 128, 1, 64, 2], 4, 0)  # t1035: cpu f32[2, 128, 1, 64, 2]
    t1036 = aten.add.Tensor(t1034, t1035)  # t1036: cpu f32[2, 128, 1, 64, 2]
    # layers.0.attention (Attention), llama.py:205
    t1037 = aten.view.default(t1036, [2, 128, 1, 128])  # t1037: cpu f32[2, 128, 1, 128]
    t1038 = aten._to_copy.default(t1037, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t1038: cpu bf16[2, 128, 1, 128]
    # layers.0.attention.wk (Linear), llama.py:239
    t1039 = aten.view.default(t1038, [256, 128])  # t1039: cpu bf16[256, 128]
    t1040 = aten.t.default(t1039)  # t1040: cpu bf16[128, 256]
    t1041 = aten.abs.default(t1038)  # t1041: cpu bf16[2, 128, 1, 128]
    t1042 = aten.amax.default(t1041, [3], False)  # t1042: cpu bf16[2, 128, 1]
    t1043 = aten.amax.default(t1042, [], False)  # t1043: cpu bf16[]
    t1044 = aten._to_copy.default(t1043, dtype=torch.float32)  # t1044: cpu f32[]
    t1045 = aten.view.default(t1044, [1])  # t1045: cpu f32[1]
    t1046 = aten.slice.Tensor(t110, 0, 1, 1024)  # t1046: cpu f32[1023]
    t1047 = aten.cat.default([t1046, t1045])  # t1047: cpu f32[1024]
    t1048 = aten.slice.Tensor(t1047, 0, 1, 1024)  # t1048: cpu f32[1023]
    t1049 = aten.constant_pad_nd.default(t1048, [1, 0], 0.0)  # t1049: cpu f32[1024]
    t1050 = aten.amax.default(t1047, [0], False)  # t1050: cpu f32[]
    t1051 = aten.gt.Scalar(t1050, 0.0)  # t1051: cpu b8[]
    t1052 = aten.le.Scalar(t1050, 3.4028234663852886e+38)  # t1052: cpu b8[]
    t1053 = aten.logical_and.default(t1051, t1052)  # t1053: cpu b8[]
    t1054 = aten.full_like.default(t1050, 57344.0)  # t1054: cpu f32[]
    t1055 = aten.div.Tensor(t1054, t1050)  # t1055: cpu f32[]
    t1056 = aten.clamp.default(t1055, None, 3.4028234663852886e+38)  # t1056: cpu f32[]
    t1057 = aten.where.self(t1053, t1056, t111)  # t1057: cpu f32[]
    t1058 = aten.reciprocal.default(t1057)  # t1058: cpu f32[]
    t1059 = aten._to_copy.default(t1039, dtype=torch.float32)  # t1059: cpu f32[256, 128]
    t1060 = aten.mul.Tensor(t1059, t111)  # t1060: cpu f32[256, 128]
    t1061 = aten.clamp.default(t1060, -57344.0, 57344.0)  # t1061: cpu f32[256, 128]
    t1062 = aten._to_copy.default(t1061, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t1062: cpu f8e5m2[256, 128]
    t1063 = aten.t.default(t1062)  # t1063: cpu f8e5m2[128, 256]
    # end region 73 -> t1049, t1057, t1058, t1062
    # region 74: inductor 629d02ab4dcce7b9, 31 ops
    # layers.0.attention (Attention), llama.py:249, 243
    t1064 = aten._to_copy.default(t932, dtype=torch.float32)  # t1064: cpu f32[2, 128, 1, 128]
    t1065 = aten.mul.Tensor(t1064, t141)  # t1065: cpu f32[2, 128, 1, 128]
    t1066 = aten._to_copy.default(t1065, dtype=torch.bfloat16)  # t1066: cpu bf16[2, 128, 1, 128]
    t1067 = aten.transpose.int(t1066, 1, 2)  # t1067: cpu bf16[2, 1, 128, 128]
    t1068 = aten.clone.default(t1067, memory_format=torch.contiguous_format)  # t1068: cpu bf16[2, 1, 128, 128]
    t1069 = aten.transpose.int(t1068, 1, 2)  # t1069: cpu bf16[2, 128, 1, 128]
    # layers.0.attention.wv (Linear), llama.py:240
    t1070 = aten.view.default(t1069, [256, 128])  # t1070: cpu bf16[256, 128]
    t1071 = aten.t.default(t1070)  # t1071: cpu bf16[128, 256]
    t1072 = aten.abs.default(t1068)  # t1072: cpu bf16[2, 1, 128, 128]
    t1073 = aten.amax.default(t1072, [3], False)  # t1073: cpu bf16[2, 1, 128]
    t1074 = aten.amax.default(t1073, [], False)  # t1074: cpu bf16[]
    t1075 = aten._to_copy.default(t1074, dtype=torch.float32)  # t1075: cpu f32[]
    t1076 = aten.view.default(t1075, [1])  # t1076: cpu f32[1]
    t1077 = aten.slice.Tensor(t107, 0, 1, 1024)  # t1077: cpu f32[1023]
    t1078 = aten.cat.default([t1077, t1076])  # t1078: cpu f32[1024]
    t1079 = aten.slice.Tensor(t1078, 0, 1, 1024)  # t1079: cpu f32[1023]
    t1080 = aten.constant_pad_nd.default(t1079, [1, 0], 0.0)  # t1080: cpu f32[1024]
    t1081 = aten.amax.default(t1078, [0], False)  # t1081: cpu f32[]
    t1082 = aten.gt.Scalar(t1081, 0.0)  # t1082: cpu b8[]
    t1083 = aten.le.Scalar(t1081, 3.4028234663852886e+38)  # t1083: cpu b8[]
    t1084 = aten.logical_and.default(t1082, t1083)  # t1084: cpu b8[]
    t1085 = aten.full_like.default(t1081, 57344.0)  # t1085: cpu f32[]
    t1086 = aten.div.Tensor(t1085, t1081)  # t1086: cpu f32[]
    t1087 = aten.clamp.default(t1086, None, 3.4028234663852886e+38)  # t1087: cpu f32[]
    t1088 = aten.where.self(t1084, t1087, t108)  # t1088: cpu f32[]
    t1089 = aten.reciprocal.default(t1088)  # t1089: cpu f32[]
    t1090 = aten._to_copy.default(t1070, dtype=torch.float32)  # t1090: cpu f32[256, 128]
    t1091 = aten.mul.Tensor(t1090, t108)  # t1091: cpu f32[256, 128]
    t1092 = aten.clamp.default(t1091, -57344.0, 57344.0)  # t1092: cpu f32[256, 128]
    t1093 = aten._to_copy.default(t1092, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t1093: cpu f8e5m2[256, 128]
    t1094 = aten.t.default(t1093)  # t1094: cpu f8e5m2[128, 256]
    # end region 74 -> t1080, t1088, t1089, t1093
    # region 75: inductor d9f41be847cfe376, 2 ops
    t1095 = aten.t.default(t1093)  # t1095: cpu f8e5m2[128, 256]
    t1096 = aten.clone.default(t1095, memory_format=torch.contiguous_format)  # t1096: cpu f8e5m2[128, 256]
    # end region 75 -> t1096
    # region 76: inductor 5955f309350e6a18, 12 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 160, 161
    t1097 = aten._to_copy.default(t0, dtype=torch.float32)  # t1097: cpu f32[256]
    t1098 = aten._to_copy.default(t142, dtype=torch.float32)  # t1098: cpu f32[2, 128, 256]
    t1099 = aten.mul.Tensor(t1098, t143)  # t1099: cpu f32[2, 128, 256]
    t1100 = aten.mul.Tensor(t1099, t1097)  # t1100: cpu f32[2, 128, 256]
    t1101 = aten._to_copy.default(t1100, dtype=torch.bfloat16)  # t1101: cpu bf16[2, 128, 256]
    # layers.0.attention.wq (Linear), llama.py:238
    t1102 = aten.view.default(t1101, [256, 256])  # t1102: cpu bf16[256, 256]
    # layers.0.attention.wv (Linear), llama.py:240
    t1103 = aten.t.default(t1102)  # t1103: cpu bf16[256, 256]
    t1104 = aten._to_copy.default(t1103, dtype=torch.float32)  # t1104: cpu f32[256, 256]
    t1105 = aten.mul.Tensor(t1104, t23)  # t1105: cpu f32[256, 256]
    t1106 = aten.clamp.default(t1105, -448.0, 448.0)  # t1106: cpu f32[256, 256]
    t1107 = aten._to_copy.default(t1106, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1107: cpu f8e4m3[256, 256]
    t1108 = aten.t.default(t1107)  # t1108: cpu f8e4m3[256, 256]
    # end region 76 -> t1108
    # region 77: te b9add8279ea0d957, 1 ops
    t1109 = aten._scaled_mm.default(t1096, t1108, t109, t24, None, None, torch.bfloat16)  # t1109: cpu bf16[128, 256]
    # end region 77 -> t1109
    # region 78: inductor 6dad3d7e1e5ea447, 6 ops
    t1110 = aten.t.default(t3)  # t1110: cpu bf16[256, 128]
    t1111 = aten._to_copy.default(t1110, dtype=torch.float32)  # t1111: cpu f32[256, 128]
    t1112 = aten.mul.Tensor(t1111, t29)  # t1112: cpu f32[256, 128]
    t1113 = aten.clamp.default(t1112, -448.0, 448.0)  # t1113: cpu f32[256, 128]
    t1114 = aten._to_copy.default(t1113, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1114: cpu f8e4m3[256, 128]
    t1115 = aten.t.default(t1114)  # t1115: cpu f8e4m3[128, 256]
    # end region 78 -> t1115
    # region 79: te 7788f4804ad4f135, 1 ops
    t1116 = aten._scaled_mm.default(t1093, t1115, t109, t30, None, None, torch.bfloat16)  # t1116: cpu bf16[256, 256]
    # end region 79 -> t1116
    # region 80: inductor d9f41be847cfe376, 2 ops
    # layers.0.attention.wk (Linear), llama.py:239
    t1117 = aten.t.default(t1062)  # t1117: cpu f8e5m2[128, 256]
    t1118 = aten.clone.default(t1117, memory_format=torch.contiguous_format)  # t1118: cpu f8e5m2[128, 256]
    # end region 80 -> t1118
    # region 81: te b9add8279ea0d957, 1 ops
    t1119 = aten._scaled_mm.default(t1118, t1108, t112, t24, None, None, torch.bfloat16)  # t1119: cpu bf16[128, 256]
    # end region 81 -> t1119
    # region 82: inductor 6dad3d7e1e5ea447, 6 ops
    t1120 = aten.t.default(t2)  # t1120: cpu bf16[256, 128]
    t1121 = aten._to_copy.default(t1120, dtype=torch.float32)  # t1121: cpu f32[256, 128]
    t1122 = aten.mul.Tensor(t1121, t27)  # t1122: cpu f32[256, 128]
    t1123 = aten.clamp.default(t1122, -448.0, 448.0)  # t1123: cpu f32[256, 128]
    t1124 = aten._to_copy.default(t1123, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1124: cpu f8e4m3[256, 128]
    t1125 = aten.t.default(t1124)  # t1125: cpu f8e4m3[128, 256]
    # end region 82 -> t1125
    # region 83: te 7788f4804ad4f135, 1 ops
    t1126 = aten._scaled_mm.default(t1062, t1125, t112, t28, None, None, torch.bfloat16)  # t1126: cpu bf16[256, 256]
    # end region 83 -> t1126
    # region 84: inductor 101ebaede8047ff4, 2 ops
    # layers.0.attention.wq (Linear), llama.py:238
    t1127 = aten.t.default(t1011)  # t1127: cpu f8e5m2[256, 256]
    t1128 = aten.clone.default(t1127, memory_format=torch.contiguous_format)  # t1128: cpu f8e5m2[256, 256]
    # end region 84 -> t1128
    # region 85: te 0f2db79b6f81cd4a, 1 ops
    t1129 = aten._scaled_mm.default(t1128, t1108, t115, t24, None, None, torch.bfloat16)  # t1129: cpu bf16[256, 256]
    # end region 85 -> t1129
    # region 86: inductor 88d5be43f94259c1, 6 ops
    t1130 = aten.t.default(t1)  # t1130: cpu bf16[256, 256]
    t1131 = aten._to_copy.default(t1130, dtype=torch.float32)  # t1131: cpu f32[256, 256]
    t1132 = aten.mul.Tensor(t1131, t25)  # t1132: cpu f32[256, 256]
    t1133 = aten.clamp.default(t1132, -448.0, 448.0)  # t1133: cpu f32[256, 256]
    t1134 = aten._to_copy.default(t1133, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1134: cpu f8e4m3[256, 256]
    t1135 = aten.t.default(t1134)  # t1135: cpu f8e4m3[256, 256]
    # end region 86 -> t1135
    # region 87: te 0f2db79b6f81cd4a, 1 ops
    t1136 = aten._scaled_mm.default(t1011, t1135, t115, t26, None, None, torch.bfloat16)  # t1136: cpu bf16[256, 256]
    # end region 87 -> t1136
    # region 88: inductor 1a72786abd835864, 28 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 160, 161
    t1137 = aten._to_copy.default(t0, dtype=torch.float32)  # t1137: cpu f32[256]
    t1138 = aten._to_copy.default(t142, dtype=torch.float32)  # t1138: cpu f32[2, 128, 256]
    t1139 = aten.mul.Tensor(t1138, t143)  # t1139: cpu f32[2, 128, 256]
    # layers.0.attention.wv (Linear), llama.py:240
    t1140 = aten.view.default(t1116, [2, 128, 256])  # t1140: cpu bf16[2, 128, 256]
    # layers.0.attention.wk (Linear), llama.py:239
    t1141 = aten.view.default(t1126, [2, 128, 256])  # t1141: cpu bf16[2, 128, 256]
    t1142 = aten.add.Tensor(t1140, t1141)  # t1142: cpu bf16[2, 128, 256]
    # layers.0.attention.wq (Linear), llama.py:238
    t1143 = aten.view.default(t1136, [2, 128, 256])  # t1143: cpu bf16[2, 128, 256]
    t1144 = aten.add.Tensor(t1142, t1143)  # t1144: cpu bf16[2, 128, 256]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t1145 = aten._to_copy.default(t1144, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t1145: cpu f32[2, 128, 256]
    t1146 = aten.mul.Tensor(t1145, t1139)  # t1146: cpu f32[2, 128, 256]
    t1147 = aten.mul.Tensor(t1145, t1137)  # t1147: cpu f32[2, 128, 256]
    t1148 = aten.sum.dim_IntList(t1146, [0, 1], True)  # t1148: cpu f32[1, 1, 256]
    t1149 = aten.view.default(t1148, [256])  # t1149: cpu f32[256]
    t1150 = aten._to_copy.default(t1149, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t1150: cpu bf16[256]
    t1151 = aten.mul.Tensor(t1147, t1138)  # t1151: cpu f32[2, 128, 256]
    t1152 = aten.mul.Tensor(t1147, t143)  # t1152: cpu f32[2, 128, 256]
    t1153 = aten.sum.dim_IntList(t1151, [2], True)  # t1153: cpu f32[2, 128, 1]
    t1154 = aten.pow.Tensor_Scalar(t143, 3)  # t1154: cpu f32[2, 128, 1]
    t1155 = aten.mul.Scalar(t1153, -0.5)  # t1155: cpu f32[2, 128, 1]
    t1156 = aten.mul.Tensor(t1155, t1154)  # t1156: cpu f32[2, 128, 1]
    t1157 = aten.expand.default(t1156, [2, 128, 256])  # t1157: cpu f32[2, 128, 256]
    t1158 = aten.div.Scalar(t1157, 256)  # t1158: cpu f32[2, 128, 256]
    t1159 = aten.pow.Tensor_Scalar(t1138, 1.0)  # t1159: cpu f32[2, 128, 256]
    t1160 = aten.mul.Scalar(t1159, 2.0)  # t1160: cpu f32[2, 128, 256]
    t1161 = aten.mul.Tensor(t1158, t1160)  # t1161: cpu f32[2, 128, 256]
    t1162 = aten.add.Tensor(t1152, t1161)  # t1162: cpu f32[2, 128, 256]
    # layers.0.attention_norm (RMSNorm), llama.py:160
    t1163 = aten._to_copy.default(t1162, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t1163: cpu bf16[2, 128, 256]
    t1164 = aten.add.Tensor(t857, t1163)  # t1164: cpu bf16[2, 128, 256]
    # end region 88 -> t1150, t1164
    # tok_embeddings (Embedding), llama.py:305
    t1165 = aten.embedding_dense_backward.default(t1164, t22, 256, -1, False)  # t1165: cpu bf16[256, 256]
    return (t1165, t1150, t1129, t1119, t1109, t897, t843, t824, t814, t737, t686, t665, t655, t645, t433, t379, t360, t350, t273, t223, t206, t177, t185, t186, t247, t255, t256, t295, t303, t304, t321, t329, t330, t404, t412, t413, t616, t624, t625, t585, t593, t594, t534, t542, t543, t711, t719, t720, t759, t767, t768, t785, t793, t794, t868, t876, t877, t1080, t1088, t1089, t1049, t1057, t1058, t998, t1006, t1007, t452, t460, t461, t475, t483, t484, t489, t497, t498, t916, t924, t925, t939, t947, t948, t953, t961, t962)
    # t1165: grad tok_embeddings.weight
    # t1150: grad layers.0.attention_norm.weight
    # t1129: grad layers.0.attention.wq.weight
    # t1119: grad layers.0.attention.wk.weight
    # t1109: grad layers.0.attention.wv.weight
    # t897: grad layers.0.attention.wo.weight
    # t843: grad layers.0.ffn_norm.weight
    # t824: grad layers.0.feed_forward.w1.weight
    # t814: grad layers.0.feed_forward.w3.weight
    # t737: grad layers.0.feed_forward.w2.weight
    # t686: grad layers.1.attention_norm.weight
    # t665: grad layers.1.attention.wq.weight
    # t655: grad layers.1.attention.wk.weight
    # t645: grad layers.1.attention.wv.weight
    # t433: grad layers.1.attention.wo.weight
    # t379: grad layers.1.ffn_norm.weight
    # t360: grad layers.1.feed_forward.w1.weight
    # t350: grad layers.1.feed_forward.w3.weight
    # t273: grad layers.1.feed_forward.w2.weight
    # t223: grad norm.weight
    # t206: grad output.weight
    # t177: carry amax_history:output.weight:grad_output
    # t185: carry scale:output.weight:grad_output
    # t186: carry scale_inv:output.weight:grad_output
    # t247: carry amax_history:layers.1.feed_forward.w2.weight:grad_output
    # t255: carry scale:layers.1.feed_forward.w2.weight:grad_output
    # t256: carry scale_inv:layers.1.feed_forward.w2.weight:grad_output
    # t295: carry amax_history:layers.1.feed_forward.w3.weight:grad_output
    # t303: carry scale:layers.1.feed_forward.w3.weight:grad_output
    # t304: carry scale_inv:layers.1.feed_forward.w3.weight:grad_output
    # t321: carry amax_history:layers.1.feed_forward.w1.weight:grad_output
    # t329: carry scale:layers.1.feed_forward.w1.weight:grad_output
    # t330: carry scale_inv:layers.1.feed_forward.w1.weight:grad_output
    # t404: carry amax_history:layers.1.attention.wo.weight:grad_output
    # t412: carry scale:layers.1.attention.wo.weight:grad_output
    # t413: carry scale_inv:layers.1.attention.wo.weight:grad_output
    # t616: carry amax_history:layers.1.attention.wv.weight:grad_output
    # t624: carry scale:layers.1.attention.wv.weight:grad_output
    # t625: carry scale_inv:layers.1.attention.wv.weight:grad_output
    # t585: carry amax_history:layers.1.attention.wk.weight:grad_output
    # t593: carry scale:layers.1.attention.wk.weight:grad_output
    # t594: carry scale_inv:layers.1.attention.wk.weight:grad_output
    # t534: carry amax_history:layers.1.attention.wq.weight:grad_output
    # t542: carry scale:layers.1.attention.wq.weight:grad_output
    # t543: carry scale_inv:layers.1.attention.wq.weight:grad_output
    # t711: carry amax_history:layers.0.feed_forward.w2.weight:grad_output
    # t719: carry scale:layers.0.feed_forward.w2.weight:grad_output
    # t720: carry scale_inv:layers.0.feed_forward.w2.weight:grad_output
    # t759: carry amax_history:layers.0.feed_forward.w3.weight:grad_output
    # t767: carry scale:layers.0.feed_forward.w3.weight:grad_output
    # t768: carry scale_inv:layers.0.feed_forward.w3.weight:grad_output
    # t785: carry amax_history:layers.0.feed_forward.w1.weight:grad_output
    # t793: carry scale:layers.0.feed_forward.w1.weight:grad_output
    # t794: carry scale_inv:layers.0.feed_forward.w1.weight:grad_output
    # t868: carry amax_history:layers.0.attention.wo.weight:grad_output
    # t876: carry scale:layers.0.attention.wo.weight:grad_output
    # t877: carry scale_inv:layers.0.attention.wo.weight:grad_output
    # t1080: carry amax_history:layers.0.attention.wv.weight:grad_output
    # t1088: carry scale:layers.0.attention.wv.weight:grad_output
    # t1089: carry scale_inv:layers.0.attention.wv.weight:grad_output
    # t1049: carry amax_history:layers.0.attention.wk.weight:grad_output
    # t1057: carry scale:layers.0.attention.wk.weight:grad_output
    # t1058: carry scale_inv:layers.0.attention.wk.weight:grad_output
    # t998: carry amax_history:layers.0.attention.wq.weight:grad_output
    # t1006: carry scale:layers.0.attention.wq.weight:grad_output
    # t1007: carry scale_inv:layers.0.attention.wq.weight:grad_output
    # t452: carry amax_history:layers.1.attention:grad_output
    # t460: carry scale:layers.1.attention:grad_output
    # t461: carry scale_inv:layers.1.attention:grad_output
    # t475: carry amax_history:layers.1.attention:grad_probabilities
    # t483: carry scale:layers.1.attention:grad_probabilities
    # t484: carry scale_inv:layers.1.attention:grad_probabilities
    # t489: carry amax_history:layers.1.attention:grad_qkv
    # t497: carry scale:layers.1.attention:grad_qkv
    # t498: carry scale_inv:layers.1.attention:grad_qkv
    # t916: carry amax_history:layers.0.attention:grad_output
    # t924: carry scale:layers.0.attention:grad_output
    # t925: carry scale_inv:layers.0.attention:grad_output
    # t939: carry amax_history:layers.0.attention:grad_probabilities
    # t947: carry scale:layers.0.attention:grad_probabilities
    # t948: carry scale_inv:layers.0.attention:grad_probabilities
    # t953: carry amax_history:layers.0.attention:grad_qkv
    # t961: carry scale:layers.0.attention:grad_qkv
    # t962: carry scale_inv:layers.0.attention:grad_qkv
