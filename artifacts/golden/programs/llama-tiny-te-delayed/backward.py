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
    # output (Linear), llama.py:308
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
    # region 1: inductor 7646cf1c5c176b5d, 17 ops
    t151 = aten.abs.default(t140)  # t151: cpu bf16[2, 64, 256]
    t152 = aten.amax.default(t151, [], False)  # t152: cpu bf16[]
    t153 = aten._to_copy.default(t152, dtype=torch.float32)  # t153: cpu f32[]
    t154 = aten.view.default(t153, [1])  # t154: cpu f32[1]
    t155 = aten.slice.Tensor(t71, 0, 1, 1024)  # t155: cpu f32[1023]
    t156 = aten.cat.default([t155, t154])  # t156: cpu f32[1024]
    t157 = aten.slice.Tensor(t156, 0, 1, 1024)  # t157: cpu f32[1023]
    t158 = aten.constant_pad_nd.default(t157, [1, 0], 0.0)  # t158: cpu f32[1024]
    t159 = aten.amax.default(t156, [0], False)  # t159: cpu f32[]
    t160 = aten.gt.Scalar(t159, 0.0)  # t160: cpu b8[]
    t161 = aten.le.Scalar(t159, 3.4028234663852886e+38)  # t161: cpu b8[]
    t162 = aten.logical_and.default(t160, t161)  # t162: cpu b8[]
    t163 = aten.full_like.default(t159, 57344.0)  # t163: cpu f32[]
    t164 = aten.div.Tensor(t163, t159)  # t164: cpu f32[]
    t165 = aten.clamp.default(t164, None, 3.4028234663852886e+38)  # t165: cpu f32[]
    t166 = aten.where.self(t162, t165, t72)  # t166: cpu f32[]
    t167 = aten.reciprocal.default(t166)  # t167: cpu f32[]
    # end region 1 -> t158, t166, t167
    # region 2: inductor 46f20a94d2e2c3c8, 14 ops
    # norm (RMSNorm), llama.py:162, 161, 160
    t168 = aten._to_copy.default(t18, dtype=torch.float32)  # t168: cpu f32[64]
    t169 = aten.add.Tensor(t139, 1e-05)  # t169: cpu f32[2, 64, 1]
    t170 = aten.rsqrt.default(t169)  # t170: cpu f32[2, 64, 1]
    t171 = aten._to_copy.default(t138, dtype=torch.float32)  # t171: cpu f32[2, 64, 64]
    t172 = aten.mul.Tensor(t171, t170)  # t172: cpu f32[2, 64, 64]
    t173 = aten.mul.Tensor(t172, t168)  # t173: cpu f32[2, 64, 64]
    t174 = aten._to_copy.default(t173, dtype=torch.bfloat16)  # t174: cpu bf16[2, 64, 64]
    # output (Linear), llama.py:308
    t175 = aten.view.default(t174, [128, 64])  # t175: cpu bf16[128, 64]
    t176 = aten.t.default(t175)  # t176: cpu bf16[64, 128]
    t177 = aten._to_copy.default(t176, dtype=torch.float32)  # t177: cpu f32[64, 128]
    t178 = aten.mul.Tensor(t177, t67)  # t178: cpu f32[64, 128]
    t179 = aten.clamp.default(t178, -448.0, 448.0)  # t179: cpu f32[64, 128]
    t180 = aten._to_copy.default(t179, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t180: cpu f8e4m3[64, 128]
    t181 = aten.t.default(t180)  # t181: cpu f8e4m3[128, 64]
    # end region 2 -> t181
    # region 3: te fcb841f959158919, 1 ops
    t182 = aten._scaled_mm.default(t146, t181, t73, t68, None, None, torch.bfloat16)  # t182: cpu bf16[256, 64]
    # end region 3 -> t182
    # region 4: inductor d642abd07724a066, 6 ops
    t183 = aten.t.default(t19)  # t183: cpu bf16[64, 256]
    t184 = aten._to_copy.default(t183, dtype=torch.float32)  # t184: cpu f32[64, 256]
    t185 = aten.mul.Tensor(t184, t69)  # t185: cpu f32[64, 256]
    t186 = aten.clamp.default(t185, -448.0, 448.0)  # t186: cpu f32[64, 256]
    t187 = aten._to_copy.default(t186, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t187: cpu f8e4m3[64, 256]
    t188 = aten.t.default(t187)  # t188: cpu f8e4m3[256, 64]
    # end region 4 -> t188
    # region 5: te da018a2e2a30297b, 1 ops
    t189 = aten._scaled_mm.default(t150, t188, t73, t70, None, None, torch.bfloat16)  # t189: cpu bf16[128, 64]
    # end region 5 -> t189
    # region 6: inductor c9cc3bb79a42b9bd, 52 ops
    # norm (RMSNorm), llama.py:162, 161, 160
    t190 = aten._to_copy.default(t18, dtype=torch.float32)  # t190: cpu f32[64]
    t191 = aten.add.Tensor(t139, 1e-05)  # t191: cpu f32[2, 64, 1]
    t192 = aten.rsqrt.default(t191)  # t192: cpu f32[2, 64, 1]
    t193 = aten._to_copy.default(t138, dtype=torch.float32)  # t193: cpu f32[2, 64, 64]
    t194 = aten.mul.Tensor(t193, t192)  # t194: cpu f32[2, 64, 64]
    # output (Linear), llama.py:308
    t195 = aten.view.default(t189, [2, 64, 64])  # t195: cpu bf16[2, 64, 64]
    # norm (RMSNorm), llama.py:162, 161
    t196 = aten._to_copy.default(t195, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t196: cpu f32[2, 64, 64]
    t197 = aten.mul.Tensor(t196, t194)  # t197: cpu f32[2, 64, 64]
    t198 = aten.mul.Tensor(t196, t190)  # t198: cpu f32[2, 64, 64]
    t199 = aten.sum.dim_IntList(t197, [0, 1], True)  # t199: cpu f32[1, 1, 64]
    t200 = aten.view.default(t199, [64])  # t200: cpu f32[64]
    t201 = aten._to_copy.default(t200, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t201: cpu bf16[64]
    t202 = aten.mul.Tensor(t198, t193)  # t202: cpu f32[2, 64, 64]
    t203 = aten.mul.Tensor(t198, t192)  # t203: cpu f32[2, 64, 64]
    t204 = aten.sum.dim_IntList(t202, [2], True)  # t204: cpu f32[2, 64, 1]
    t205 = aten.pow.Tensor_Scalar(t192, 3)  # t205: cpu f32[2, 64, 1]
    t206 = aten.mul.Scalar(t204, -0.5)  # t206: cpu f32[2, 64, 1]
    t207 = aten.mul.Tensor(t206, t205)  # t207: cpu f32[2, 64, 1]
    t208 = aten.expand.default(t207, [2, 64, 64])  # t208: cpu f32[2, 64, 64]
    t209 = aten.div.Scalar(t208, 64)  # t209: cpu f32[2, 64, 64]
    t210 = aten.pow.Tensor_Scalar(t193, 1.0)  # t210: cpu f32[2, 64, 64]
    t211 = aten.mul.Scalar(t210, 2.0)  # t211: cpu f32[2, 64, 64]
    t212 = aten.mul.Tensor(t209, t211)  # t212: cpu f32[2, 64, 64]
    t213 = aten.add.Tensor(t203, t212)  # t213: cpu f32[2, 64, 64]
    # norm (RMSNorm), llama.py:160
    t214 = aten._to_copy.default(t213, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t214: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t215 = aten.view.default(t214, [128, 64])  # t215: cpu bf16[128, 64]
    t216 = aten.t.default(t215)  # t216: cpu bf16[64, 128]
    t217 = aten.abs.default(t214)  # t217: cpu bf16[2, 64, 64]
    t218 = aten.amax.default(t217, [], False)  # t218: cpu bf16[]
    t219 = aten._to_copy.default(t218, dtype=torch.float32)  # t219: cpu f32[]
    t220 = aten.view.default(t219, [1])  # t220: cpu f32[1]
    t221 = aten.slice.Tensor(t74, 0, 1, 1024)  # t221: cpu f32[1023]
    t222 = aten.cat.default([t221, t220])  # t222: cpu f32[1024]
    t223 = aten.slice.Tensor(t222, 0, 1, 1024)  # t223: cpu f32[1023]
    t224 = aten.constant_pad_nd.default(t223, [1, 0], 0.0)  # t224: cpu f32[1024]
    t225 = aten.amax.default(t222, [0], False)  # t225: cpu f32[]
    t226 = aten.gt.Scalar(t225, 0.0)  # t226: cpu b8[]
    t227 = aten.le.Scalar(t225, 3.4028234663852886e+38)  # t227: cpu b8[]
    t228 = aten.logical_and.default(t226, t227)  # t228: cpu b8[]
    t229 = aten.full_like.default(t225, 57344.0)  # t229: cpu f32[]
    t230 = aten.div.Tensor(t229, t225)  # t230: cpu f32[]
    t231 = aten.clamp.default(t230, None, 3.4028234663852886e+38)  # t231: cpu f32[]
    t232 = aten.where.self(t228, t231, t75)  # t232: cpu f32[]
    t233 = aten.reciprocal.default(t232)  # t233: cpu f32[]
    t234 = aten._to_copy.default(t216, dtype=torch.float32)  # t234: cpu f32[64, 128]
    t235 = aten.mul.Tensor(t234, t75)  # t235: cpu f32[64, 128]
    t236 = aten.clamp.default(t235, -57344.0, 57344.0)  # t236: cpu f32[64, 128]
    t237 = aten._to_copy.default(t236, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t237: cpu f8e5m2[64, 128]
    t238 = aten._to_copy.default(t215, dtype=torch.float32)  # t238: cpu f32[128, 64]
    t239 = aten.mul.Tensor(t238, t75)  # t239: cpu f32[128, 64]
    t240 = aten.clamp.default(t239, -57344.0, 57344.0)  # t240: cpu f32[128, 64]
    t241 = aten._to_copy.default(t240, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t241: cpu f8e5m2[128, 64]
    # end region 6 -> t201, t214, t224, t232, t233, t237, t241
    # region 7: inductor 2e2447f51730170d, 11 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t242 = aten._unsafe_view.default(t137, [2, 64, 192])  # t242: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t243 = aten._unsafe_view.default(t136, [2, 64, 192])  # t243: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t244 = aten.silu.default(t243)  # t244: cpu bf16[2, 64, 192]
    t245 = aten.mul.Tensor(t244, t242)  # t245: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t246 = aten.view.default(t245, [128, 192])  # t246: cpu bf16[128, 192]
    t247 = aten.t.default(t246)  # t247: cpu bf16[192, 128]
    t248 = aten._to_copy.default(t247, dtype=torch.float32)  # t248: cpu f32[192, 128]
    t249 = aten.mul.Tensor(t248, t63)  # t249: cpu f32[192, 128]
    t250 = aten.clamp.default(t249, -448.0, 448.0)  # t250: cpu f32[192, 128]
    t251 = aten._to_copy.default(t250, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t251: cpu f8e4m3[192, 128]
    t252 = aten.t.default(t251)  # t252: cpu f8e4m3[128, 192]
    # end region 7 -> t252
    # region 8: te 9c07cfbfde8765d1, 1 ops
    t253 = aten._scaled_mm.default(t237, t252, t76, t64, None, None, torch.bfloat16)  # t253: cpu bf16[64, 192]
    # end region 8 -> t253
    # region 9: inductor 4472c963b1085452, 6 ops
    t254 = aten.t.default(t17)  # t254: cpu bf16[192, 64]
    t255 = aten._to_copy.default(t254, dtype=torch.float32)  # t255: cpu f32[192, 64]
    t256 = aten.mul.Tensor(t255, t65)  # t256: cpu f32[192, 64]
    t257 = aten.clamp.default(t256, -448.0, 448.0)  # t257: cpu f32[192, 64]
    t258 = aten._to_copy.default(t257, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t258: cpu f8e4m3[192, 64]
    t259 = aten.t.default(t258)  # t259: cpu f8e4m3[64, 192]
    # end region 9 -> t259
    # region 10: te ae66b94f20fe510e, 1 ops
    t260 = aten._scaled_mm.default(t241, t259, t76, t66, None, None, torch.bfloat16)  # t260: cpu bf16[128, 192]
    # end region 10 -> t260
    # region 11: inductor 52c498b7fe12c963, 61 ops
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t261 = aten._unsafe_view.default(t137, [2, 64, 192])  # t261: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t262 = aten._unsafe_view.default(t136, [2, 64, 192])  # t262: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t263 = aten.silu.default(t262)  # t263: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w2 (Linear), llama.py:269
    t264 = aten.view.default(t260, [2, 64, 192])  # t264: cpu bf16[2, 64, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t265 = aten.mul.Tensor(t264, t263)  # t265: cpu bf16[2, 64, 192]
    t266 = aten.mul.Tensor(t264, t261)  # t266: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t267 = aten.view.default(t265, [128, 192])  # t267: cpu bf16[128, 192]
    t268 = aten.t.default(t267)  # t268: cpu bf16[192, 128]
    t269 = aten.abs.default(t265)  # t269: cpu bf16[2, 64, 192]
    t270 = aten.amax.default(t269, [], False)  # t270: cpu bf16[]
    t271 = aten._to_copy.default(t270, dtype=torch.float32)  # t271: cpu f32[]
    t272 = aten.view.default(t271, [1])  # t272: cpu f32[1]
    t273 = aten.slice.Tensor(t77, 0, 1, 1024)  # t273: cpu f32[1023]
    t274 = aten.cat.default([t273, t272])  # t274: cpu f32[1024]
    t275 = aten.slice.Tensor(t274, 0, 1, 1024)  # t275: cpu f32[1023]
    t276 = aten.constant_pad_nd.default(t275, [1, 0], 0.0)  # t276: cpu f32[1024]
    t277 = aten.amax.default(t274, [0], False)  # t277: cpu f32[]
    t278 = aten.gt.Scalar(t277, 0.0)  # t278: cpu b8[]
    t279 = aten.le.Scalar(t277, 3.4028234663852886e+38)  # t279: cpu b8[]
    t280 = aten.logical_and.default(t278, t279)  # t280: cpu b8[]
    t281 = aten.full_like.default(t277, 57344.0)  # t281: cpu f32[]
    t282 = aten.div.Tensor(t281, t277)  # t282: cpu f32[]
    t283 = aten.clamp.default(t282, None, 3.4028234663852886e+38)  # t283: cpu f32[]
    t284 = aten.where.self(t280, t283, t78)  # t284: cpu f32[]
    t285 = aten.reciprocal.default(t284)  # t285: cpu f32[]
    t286 = aten._to_copy.default(t268, dtype=torch.float32)  # t286: cpu f32[192, 128]
    t287 = aten.mul.Tensor(t286, t78)  # t287: cpu f32[192, 128]
    t288 = aten.clamp.default(t287, -57344.0, 57344.0)  # t288: cpu f32[192, 128]
    t289 = aten._to_copy.default(t288, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t289: cpu f8e5m2[192, 128]
    t290 = aten._to_copy.default(t267, dtype=torch.float32)  # t290: cpu f32[128, 192]
    t291 = aten.mul.Tensor(t290, t78)  # t291: cpu f32[128, 192]
    t292 = aten.clamp.default(t291, -57344.0, 57344.0)  # t292: cpu f32[128, 192]
    t293 = aten._to_copy.default(t292, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t293: cpu f8e5m2[128, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t294 = aten.silu_backward.default(t266, t262)  # t294: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t295 = aten.view.default(t294, [128, 192])  # t295: cpu bf16[128, 192]
    t296 = aten.t.default(t295)  # t296: cpu bf16[192, 128]
    t297 = aten.abs.default(t294)  # t297: cpu bf16[2, 64, 192]
    t298 = aten.amax.default(t297, [], False)  # t298: cpu bf16[]
    t299 = aten._to_copy.default(t298, dtype=torch.float32)  # t299: cpu f32[]
    t300 = aten.view.default(t299, [1])  # t300: cpu f32[1]
    t301 = aten.slice.Tensor(t80, 0, 1, 1024)  # t301: cpu f32[1023]
    t302 = aten.cat.default([t301, t300])  # t302: cpu f32[1024]
    t303 = aten.slice.Tensor(t302, 0, 1, 1024)  # t303: cpu f32[1023]
    t304 = aten.constant_pad_nd.default(t303, [1, 0], 0.0)  # t304: cpu f32[1024]
    t305 = aten.amax.default(t302, [0], False)  # t305: cpu f32[]
    t306 = aten.gt.Scalar(t305, 0.0)  # t306: cpu b8[]
    t307 = aten.le.Scalar(t305, 3.4028234663852886e+38)  # t307: cpu b8[]
    t308 = aten.logical_and.default(t306, t307)  # t308: cpu b8[]
    t309 = aten.full_like.default(t305, 57344.0)  # t309: cpu f32[]
    t310 = aten.div.Tensor(t309, t305)  # t310: cpu f32[]
    t311 = aten.clamp.default(t310, None, 3.4028234663852886e+38)  # t311: cpu f32[]
    t312 = aten.where.self(t308, t311, t81)  # t312: cpu f32[]
    t313 = aten.reciprocal.default(t312)  # t313: cpu f32[]
    t314 = aten._to_copy.default(t296, dtype=torch.float32)  # t314: cpu f32[192, 128]
    t315 = aten.mul.Tensor(t314, t81)  # t315: cpu f32[192, 128]
    t316 = aten.clamp.default(t315, -57344.0, 57344.0)  # t316: cpu f32[192, 128]
    t317 = aten._to_copy.default(t316, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t317: cpu f8e5m2[192, 128]
    t318 = aten._to_copy.default(t295, dtype=torch.float32)  # t318: cpu f32[128, 192]
    t319 = aten.mul.Tensor(t318, t81)  # t319: cpu f32[128, 192]
    t320 = aten.clamp.default(t319, -57344.0, 57344.0)  # t320: cpu f32[128, 192]
    t321 = aten._to_copy.default(t320, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t321: cpu f8e5m2[128, 192]
    # end region 11 -> t276, t284, t285, t289, t293, t304, t312, t313, t317, t321
    # region 12: inductor 46f20a94d2e2c3c8, 14 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161, 160
    t322 = aten._to_copy.default(t14, dtype=torch.float32)  # t322: cpu f32[64]
    t323 = aten.add.Tensor(t135, 1e-05)  # t323: cpu f32[2, 64, 1]
    t324 = aten.rsqrt.default(t323)  # t324: cpu f32[2, 64, 1]
    t325 = aten._to_copy.default(t134, dtype=torch.float32)  # t325: cpu f32[2, 64, 64]
    t326 = aten.mul.Tensor(t325, t324)  # t326: cpu f32[2, 64, 64]
    t327 = aten.mul.Tensor(t326, t322)  # t327: cpu f32[2, 64, 64]
    t328 = aten._to_copy.default(t327, dtype=torch.bfloat16)  # t328: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t329 = aten.view.default(t328, [128, 64])  # t329: cpu bf16[128, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t330 = aten.t.default(t329)  # t330: cpu bf16[64, 128]
    t331 = aten._to_copy.default(t330, dtype=torch.float32)  # t331: cpu f32[64, 128]
    t332 = aten.mul.Tensor(t331, t57)  # t332: cpu f32[64, 128]
    t333 = aten.clamp.default(t332, -448.0, 448.0)  # t333: cpu f32[64, 128]
    t334 = aten._to_copy.default(t333, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t334: cpu f8e4m3[64, 128]
    t335 = aten.t.default(t334)  # t335: cpu f8e4m3[128, 64]
    # end region 12 -> t335
    # region 13: te 97bc4eeacf7851c7, 1 ops
    t336 = aten._scaled_mm.default(t289, t335, t79, t58, None, None, torch.bfloat16)  # t336: cpu bf16[192, 64]
    # end region 13 -> t336
    # region 14: inductor 718e416d2df4ac50, 6 ops
    t337 = aten.t.default(t16)  # t337: cpu bf16[64, 192]
    t338 = aten._to_copy.default(t337, dtype=torch.float32)  # t338: cpu f32[64, 192]
    t339 = aten.mul.Tensor(t338, t61)  # t339: cpu f32[64, 192]
    t340 = aten.clamp.default(t339, -448.0, 448.0)  # t340: cpu f32[64, 192]
    t341 = aten._to_copy.default(t340, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t341: cpu f8e4m3[64, 192]
    t342 = aten.t.default(t341)  # t342: cpu f8e4m3[192, 64]
    # end region 14 -> t342
    # region 15: te f9fd62c4a21c8659, 1 ops
    t343 = aten._scaled_mm.default(t293, t342, t79, t62, None, None, torch.bfloat16)  # t343: cpu bf16[128, 64]
    # end region 15 -> t343
    # region 16: te 97bc4eeacf7851c7, 1 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t344 = aten._scaled_mm.default(t317, t335, t82, t58, None, None, torch.bfloat16)  # t344: cpu bf16[192, 64]
    # end region 16 -> t344
    # region 17: inductor 718e416d2df4ac50, 6 ops
    t345 = aten.t.default(t15)  # t345: cpu bf16[64, 192]
    t346 = aten._to_copy.default(t345, dtype=torch.float32)  # t346: cpu f32[64, 192]
    t347 = aten.mul.Tensor(t346, t59)  # t347: cpu f32[64, 192]
    t348 = aten.clamp.default(t347, -448.0, 448.0)  # t348: cpu f32[64, 192]
    t349 = aten._to_copy.default(t348, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t349: cpu f8e4m3[64, 192]
    t350 = aten.t.default(t349)  # t350: cpu f8e4m3[192, 64]
    # end region 17 -> t350
    # region 18: te f9fd62c4a21c8659, 1 ops
    t351 = aten._scaled_mm.default(t321, t350, t82, t60, None, None, torch.bfloat16)  # t351: cpu bf16[128, 64]
    # end region 18 -> t351
    # region 19: inductor 6045ca6d34b61c87, 55 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161, 160
    t352 = aten._to_copy.default(t14, dtype=torch.float32)  # t352: cpu f32[64]
    t353 = aten.add.Tensor(t135, 1e-05)  # t353: cpu f32[2, 64, 1]
    t354 = aten.rsqrt.default(t353)  # t354: cpu f32[2, 64, 1]
    t355 = aten._to_copy.default(t134, dtype=torch.float32)  # t355: cpu f32[2, 64, 64]
    t356 = aten.mul.Tensor(t355, t354)  # t356: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t357 = aten.view.default(t343, [2, 64, 64])  # t357: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t358 = aten.view.default(t351, [2, 64, 64])  # t358: cpu bf16[2, 64, 64]
    t359 = aten.add.Tensor(t357, t358)  # t359: cpu bf16[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 161
    t360 = aten._to_copy.default(t359, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t360: cpu f32[2, 64, 64]
    t361 = aten.mul.Tensor(t360, t356)  # t361: cpu f32[2, 64, 64]
    t362 = aten.mul.Tensor(t360, t352)  # t362: cpu f32[2, 64, 64]
    t363 = aten.sum.dim_IntList(t361, [0, 1], True)  # t363: cpu f32[1, 1, 64]
    t364 = aten.view.default(t363, [64])  # t364: cpu f32[64]
    t365 = aten._to_copy.default(t364, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t365: cpu bf16[64]
    t366 = aten.mul.Tensor(t362, t355)  # t366: cpu f32[2, 64, 64]
    t367 = aten.mul.Tensor(t362, t354)  # t367: cpu f32[2, 64, 64]
    t368 = aten.sum.dim_IntList(t366, [2], True)  # t368: cpu f32[2, 64, 1]
    t369 = aten.pow.Tensor_Scalar(t354, 3)  # t369: cpu f32[2, 64, 1]
    t370 = aten.mul.Scalar(t368, -0.5)  # t370: cpu f32[2, 64, 1]
    t371 = aten.mul.Tensor(t370, t369)  # t371: cpu f32[2, 64, 1]
    t372 = aten.expand.default(t371, [2, 64, 64])  # t372: cpu f32[2, 64, 64]
    t373 = aten.div.Scalar(t372, 64)  # t373: cpu f32[2, 64, 64]
    t374 = aten.pow.Tensor_Scalar(t355, 1.0)  # t374: cpu f32[2, 64, 64]
    t375 = aten.mul.Scalar(t374, 2.0)  # t375: cpu f32[2, 64, 64]
    t376 = aten.mul.Tensor(t373, t375)  # t376: cpu f32[2, 64, 64]
    t377 = aten.add.Tensor(t367, t376)  # t377: cpu f32[2, 64, 64]
    # layers.1.ffn_norm (RMSNorm), llama.py:160
    t378 = aten._to_copy.default(t377, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t378: cpu bf16[2, 64, 64]
    t379 = aten.add.Tensor(t214, t378)  # t379: cpu bf16[2, 64, 64]
    # layers.1.attention.wo (Linear), llama.py:250
    t380 = aten.view.default(t379, [128, 64])  # t380: cpu bf16[128, 64]
    t381 = aten.t.default(t380)  # t381: cpu bf16[64, 128]
    t382 = aten.abs.default(t379)  # t382: cpu bf16[2, 64, 64]
    t383 = aten.amax.default(t382, [], False)  # t383: cpu bf16[]
    t384 = aten._to_copy.default(t383, dtype=torch.float32)  # t384: cpu f32[]
    t385 = aten.view.default(t384, [1])  # t385: cpu f32[1]
    t386 = aten.slice.Tensor(t83, 0, 1, 1024)  # t386: cpu f32[1023]
    t387 = aten.cat.default([t386, t385])  # t387: cpu f32[1024]
    t388 = aten.slice.Tensor(t387, 0, 1, 1024)  # t388: cpu f32[1023]
    t389 = aten.constant_pad_nd.default(t388, [1, 0], 0.0)  # t389: cpu f32[1024]
    t390 = aten.amax.default(t387, [0], False)  # t390: cpu f32[]
    t391 = aten.gt.Scalar(t390, 0.0)  # t391: cpu b8[]
    t392 = aten.le.Scalar(t390, 3.4028234663852886e+38)  # t392: cpu b8[]
    t393 = aten.logical_and.default(t391, t392)  # t393: cpu b8[]
    t394 = aten.full_like.default(t390, 57344.0)  # t394: cpu f32[]
    t395 = aten.div.Tensor(t394, t390)  # t395: cpu f32[]
    t396 = aten.clamp.default(t395, None, 3.4028234663852886e+38)  # t396: cpu f32[]
    t397 = aten.where.self(t393, t396, t84)  # t397: cpu f32[]
    t398 = aten.reciprocal.default(t397)  # t398: cpu f32[]
    t399 = aten._to_copy.default(t381, dtype=torch.float32)  # t399: cpu f32[64, 128]
    t400 = aten.mul.Tensor(t399, t84)  # t400: cpu f32[64, 128]
    t401 = aten.clamp.default(t400, -57344.0, 57344.0)  # t401: cpu f32[64, 128]
    t402 = aten._to_copy.default(t401, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t402: cpu f8e5m2[64, 128]
    t403 = aten._to_copy.default(t380, dtype=torch.float32)  # t403: cpu f32[128, 64]
    t404 = aten.mul.Tensor(t403, t84)  # t404: cpu f32[128, 64]
    t405 = aten.clamp.default(t404, -57344.0, 57344.0)  # t405: cpu f32[128, 64]
    t406 = aten._to_copy.default(t405, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t406: cpu f8e5m2[128, 64]
    # end region 19 -> t365, t379, t389, t397, t398, t402, t406
    # region 20: inductor bd79b81a875dad94, 8 ops
    # layers.1.attention (Attention), llama.py:250
    t407 = aten.transpose.int(t132, 1, 2)  # t407: cpu bf16[2, 64, 4, 16]
    # layers.1.attention.wo (Linear), llama.py:250
    t408 = aten.view.default(t407, [128, 64])  # t408: cpu bf16[128, 64]
    t409 = aten.t.default(t408)  # t409: cpu bf16[64, 128]
    t410 = aten._to_copy.default(t409, dtype=torch.float32)  # t410: cpu f32[64, 128]
    t411 = aten.mul.Tensor(t410, t53)  # t411: cpu f32[64, 128]
    t412 = aten.clamp.default(t411, -448.0, 448.0)  # t412: cpu f32[64, 128]
    t413 = aten._to_copy.default(t412, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t413: cpu f8e4m3[64, 128]
    t414 = aten.t.default(t413)  # t414: cpu f8e4m3[128, 64]
    # end region 20 -> t414
    # region 21: te f4ca694a92e0d2f9, 1 ops
    t415 = aten._scaled_mm.default(t402, t414, t85, t54, None, None, torch.bfloat16)  # t415: cpu bf16[64, 64]
    # end region 21 -> t415
    # region 22: inductor 320cf6957f1aaf4d, 6 ops
    t416 = aten.t.default(t13)  # t416: cpu bf16[64, 64]
    t417 = aten._to_copy.default(t416, dtype=torch.float32)  # t417: cpu f32[64, 64]
    t418 = aten.mul.Tensor(t417, t55)  # t418: cpu f32[64, 64]
    t419 = aten.clamp.default(t418, -448.0, 448.0)  # t419: cpu f32[64, 64]
    t420 = aten._to_copy.default(t419, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t420: cpu f8e4m3[64, 64]
    t421 = aten.t.default(t420)  # t421: cpu f8e4m3[64, 64]
    # end region 22 -> t421
    # region 23: te 51cece1548d82ef7, 1 ops
    t422 = aten._scaled_mm.default(t406, t421, t85, t56, None, None, torch.bfloat16)  # t422: cpu bf16[128, 64]
    # end region 23 -> t422
    # layers.1.attention (Attention), llama.py:250, 241, 242, 240, 243, 249
    t423 = aten.view.default(t422, [2, 64, 4, 16])  # t423: cpu bf16[2, 64, 4, 16]
    t424 = aten.transpose.int(t423, 1, 2)  # t424: cpu bf16[2, 4, 64, 16]
    t425 = aten.transpose.int(t130, 1, 2)  # t425: cpu bf16[2, 4, 64, 16]
    t426 = aten.transpose.int(t131, 1, 2)  # t426: cpu bf16[2, 2, 64, 16]
    t427 = aten.view.default(t129, [2, 64, 2, 16])  # t427: cpu bf16[2, 64, 2, 16]
    t428 = aten.transpose.int(t427, 1, 2)  # t428: cpu bf16[2, 2, 64, 16]
    t429, t430, t431 = aotc.sdpa_backward.default(t424, t425, t426, t428, None, t132, t133, True, None)  # t429: cpu bf16[2, 4, 64, 16], t430: cpu bf16[2, 2, 64, 16], t431: cpu bf16[2, 2, 64, 16]
    # region 24: inductor ddcbc407c992b2f8, 49 ops
    t432 = aten.clone.default(t430, memory_format=torch.contiguous_format)  # t432: cpu bf16[2, 2, 64, 16]
    t433 = aten.transpose.int(t432, 1, 2)  # t433: cpu bf16[2, 64, 2, 16]
    t434 = aten._to_copy.default(t433, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t434: cpu f32[2, 64, 2, 16]
    t435 = aten.view.default(t434, [2, 64, 2, 8, 2])  # t435: cpu f32[2, 64, 2, 8, 2]
    t436 = aten.select.int(t435, -1, 0)  # t436: cpu f32[2, 64, 2, 8]
    t437 = aten.select.int(t435, -1, 1)  # t437: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t438 = aten.slice.Tensor(t20, 0, 0, 64)  # t438: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t439 = aten.view.default(t438, [1, 64, 1, 8])  # t439: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210
    t440 = aten.mul.Tensor(t437, t439)  # t440: cpu f32[2, 64, 2, 8]
    # rope (RotaryEmbedding), llama.py:195
    t441 = aten.slice.Tensor(t21, 0, 0, 64)  # t441: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t442 = aten.view.default(t441, [1, 64, 1, 8])  # t442: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:210, 209
    t443 = aten.mul.Tensor(t437, t442)  # t443: cpu f32[2, 64, 2, 8]
    t444 = aten.neg.default(t436)  # t444: cpu f32[2, 64, 2, 8]
    t445 = aten.mul.Tensor(t444, t442)  # t445: cpu f32[2, 64, 2, 8]
    t446 = aten.add.Tensor(t440, t445)  # t446: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:209
    t447 = aten.mul.Tensor(t436, t439)  # t447: cpu f32[2, 64, 2, 8]
    t448 = aten.add.Tensor(t443, t447)  # t448: cpu f32[2, 64, 2, 8]
    # layers.1.attention (Attention), llama.py:206
    t449 = aten.select_backward.default(t446, [2, 64, 2, 8, 2], 4, 1)  # t449: cpu f32[2, 64, 2, 8, 2]
    t450 = aten.select_backward.default(t448, [2, 64, 2, 8, 2], 4, 0)  # t450: cpu f32[2, 64, 2, 8, 2]
    t451 = aten.add.Tensor(t449, t450)  # t451: cpu f32[2, 64, 2, 8, 2]
    # layers.1.attention (Attention), llama.py:205
    t452 = aten.view.default(t451, [2, 64, 2, 16])  # t452: cpu f32[2, 64, 2, 16]
    t453 = aten._to_copy.default(t452, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t453: cpu bf16[2, 64, 2, 16]
    # layers.1.attention.wk (Linear), llama.py:239
    t454 = aten.view.default(t453, [128, 32])  # t454: cpu bf16[128, 32]
    t455 = aten.t.default(t454)  # t455: cpu bf16[32, 128]
    t456 = aten.abs.default(t453)  # t456: cpu bf16[2, 64, 2, 16]
    t457 = aten.amax.default(t456, [], False)  # t457: cpu bf16[]
    t458 = aten._to_copy.default(t457, dtype=torch.float32)  # t458: cpu f32[]
    t459 = aten.view.default(t458, [1])  # t459: cpu f32[1]
    t460 = aten.slice.Tensor(t89, 0, 1, 1024)  # t460: cpu f32[1023]
    t461 = aten.cat.default([t460, t459])  # t461: cpu f32[1024]
    t462 = aten.slice.Tensor(t461, 0, 1, 1024)  # t462: cpu f32[1023]
    t463 = aten.constant_pad_nd.default(t462, [1, 0], 0.0)  # t463: cpu f32[1024]
    t464 = aten.amax.default(t461, [0], False)  # t464: cpu f32[]
    t465 = aten.gt.Scalar(t464, 0.0)  # t465: cpu b8[]
    t466 = aten.le.Scalar(t464, 3.4028234663852886e+38)  # t466: cpu b8[]
    t467 = aten.logical_and.default(t465, t466)  # t467: cpu b8[]
    t468 = aten.full_like.default(t464, 57344.0)  # t468: cpu f32[]
    t469 = aten.div.Tensor(t468, t464)  # t469: cpu f32[]
    t470 = aten.clamp.default(t469, None, 3.4028234663852886e+38)  # t470: cpu f32[]
    t471 = aten.where.self(t467, t470, t90)  # t471: cpu f32[]
    t472 = aten.reciprocal.default(t471)  # t472: cpu f32[]
    t473 = aten._to_copy.default(t455, dtype=torch.float32)  # t473: cpu f32[32, 128]
    t474 = aten.mul.Tensor(t473, t90)  # t474: cpu f32[32, 128]
    t475 = aten.clamp.default(t474, -57344.0, 57344.0)  # t475: cpu f32[32, 128]
    t476 = aten._to_copy.default(t475, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t476: cpu f8e5m2[32, 128]
    t477 = aten._to_copy.default(t454, dtype=torch.float32)  # t477: cpu f32[128, 32]
    t478 = aten.mul.Tensor(t477, t90)  # t478: cpu f32[128, 32]
    t479 = aten.clamp.default(t478, -57344.0, 57344.0)  # t479: cpu f32[128, 32]
    t480 = aten._to_copy.default(t479, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t480: cpu f8e5m2[128, 32]
    # end region 24 -> t463, t471, t472, t476, t480
    # region 25: inductor 8ad5b81b56a8cf80, 30 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t481 = aten.clone.default(t431, memory_format=torch.contiguous_format)  # t481: cpu bf16[2, 2, 64, 16]
    t482 = aten.transpose.int(t481, 1, 2)  # t482: cpu bf16[2, 64, 2, 16]
    t483 = aten.clone.default(t482, memory_format=torch.contiguous_format)  # t483: cpu bf16[2, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t484 = aten.view.default(t483, [128, 32])  # t484: cpu bf16[128, 32]
    t485 = aten.t.default(t484)  # t485: cpu bf16[32, 128]
    t486 = aten.abs.default(t483)  # t486: cpu bf16[2, 64, 2, 16]
    t487 = aten.amax.default(t486, [], False)  # t487: cpu bf16[]
    t488 = aten._to_copy.default(t487, dtype=torch.float32)  # t488: cpu f32[]
    t489 = aten.view.default(t488, [1])  # t489: cpu f32[1]
    t490 = aten.slice.Tensor(t86, 0, 1, 1024)  # t490: cpu f32[1023]
    t491 = aten.cat.default([t490, t489])  # t491: cpu f32[1024]
    t492 = aten.slice.Tensor(t491, 0, 1, 1024)  # t492: cpu f32[1023]
    t493 = aten.constant_pad_nd.default(t492, [1, 0], 0.0)  # t493: cpu f32[1024]
    t494 = aten.amax.default(t491, [0], False)  # t494: cpu f32[]
    t495 = aten.gt.Scalar(t494, 0.0)  # t495: cpu b8[]
    t496 = aten.le.Scalar(t494, 3.4028234663852886e+38)  # t496: cpu b8[]
    t497 = aten.logical_and.default(t495, t496)  # t497: cpu b8[]
    t498 = aten.full_like.default(t494, 57344.0)  # t498: cpu f32[]
    t499 = aten.div.Tensor(t498, t494)  # t499: cpu f32[]
    t500 = aten.clamp.default(t499, None, 3.4028234663852886e+38)  # t500: cpu f32[]
    t501 = aten.where.self(t497, t500, t87)  # t501: cpu f32[]
    t502 = aten.reciprocal.default(t501)  # t502: cpu f32[]
    t503 = aten._to_copy.default(t485, dtype=torch.float32)  # t503: cpu f32[32, 128]
    t504 = aten.mul.Tensor(t503, t87)  # t504: cpu f32[32, 128]
    t505 = aten.clamp.default(t504, -57344.0, 57344.0)  # t505: cpu f32[32, 128]
    t506 = aten._to_copy.default(t505, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t506: cpu f8e5m2[32, 128]
    t507 = aten._to_copy.default(t484, dtype=torch.float32)  # t507: cpu f32[128, 32]
    t508 = aten.mul.Tensor(t507, t87)  # t508: cpu f32[128, 32]
    t509 = aten.clamp.default(t508, -57344.0, 57344.0)  # t509: cpu f32[128, 32]
    t510 = aten._to_copy.default(t509, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t510: cpu f8e5m2[128, 32]
    # end region 25 -> t493, t501, t502, t506, t510
    # region 26: inductor 5bf25317f52617f7, 48 ops
    # rope (RotaryEmbedding), llama.py:195
    t511 = aten.slice.Tensor(t20, 0, 0, 64)  # t511: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t512 = aten.view.default(t511, [1, 64, 1, 8])  # t512: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t513 = aten.slice.Tensor(t21, 0, 0, 64)  # t513: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t514 = aten.view.default(t513, [1, 64, 1, 8])  # t514: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:241, 212, 211, 210, 209
    t515 = aten.transpose.int(t429, 1, 2)  # t515: cpu bf16[2, 64, 4, 16]
    t516 = aten._to_copy.default(t515, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t516: cpu f32[2, 64, 4, 16]
    t517 = aten.view.default(t516, [2, 64, 4, 8, 2])  # t517: cpu f32[2, 64, 4, 8, 2]
    t518 = aten.select.int(t517, -1, 0)  # t518: cpu f32[2, 64, 4, 8]
    t519 = aten.select.int(t517, -1, 1)  # t519: cpu f32[2, 64, 4, 8]
    t520 = aten.mul.Tensor(t519, t512)  # t520: cpu f32[2, 64, 4, 8]
    t521 = aten.mul.Tensor(t519, t514)  # t521: cpu f32[2, 64, 4, 8]
    t522 = aten.neg.default(t518)  # t522: cpu f32[2, 64, 4, 8]
    t523 = aten.mul.Tensor(t522, t514)  # t523: cpu f32[2, 64, 4, 8]
    t524 = aten.add.Tensor(t520, t523)  # t524: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t525 = aten.mul.Tensor(t518, t512)  # t525: cpu f32[2, 64, 4, 8]
    t526 = aten.add.Tensor(t521, t525)  # t526: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t527 = aten.select_backward.default(t524, [2, 64, 4, 8, 2], 4, 1)  # t527: cpu f32[2, 64, 4, 8, 2]
    t528 = aten.select_backward.default(t526, [2, 64, 4, 8, 2], 4, 0)  # t528: cpu f32[2, 64, 4, 8, 2]
    t529 = aten.add.Tensor(t527, t528)  # t529: cpu f32[2, 64, 4, 8, 2]
    # layers.1.attention (Attention), llama.py:205
    t530 = aten.view.default(t529, [2, 64, 4, 16])  # t530: cpu f32[2, 64, 4, 16]
    t531 = aten._to_copy.default(t530, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t531: cpu bf16[2, 64, 4, 16]
    # layers.1.attention.wq (Linear), llama.py:238
    t532 = aten.view.default(t531, [128, 64])  # t532: cpu bf16[128, 64]
    t533 = aten.t.default(t532)  # t533: cpu bf16[64, 128]
    t534 = aten.abs.default(t531)  # t534: cpu bf16[2, 64, 4, 16]
    t535 = aten.amax.default(t534, [], False)  # t535: cpu bf16[]
    t536 = aten._to_copy.default(t535, dtype=torch.float32)  # t536: cpu f32[]
    t537 = aten.view.default(t536, [1])  # t537: cpu f32[1]
    t538 = aten.slice.Tensor(t92, 0, 1, 1024)  # t538: cpu f32[1023]
    t539 = aten.cat.default([t538, t537])  # t539: cpu f32[1024]
    t540 = aten.slice.Tensor(t539, 0, 1, 1024)  # t540: cpu f32[1023]
    t541 = aten.constant_pad_nd.default(t540, [1, 0], 0.0)  # t541: cpu f32[1024]
    t542 = aten.amax.default(t539, [0], False)  # t542: cpu f32[]
    t543 = aten.gt.Scalar(t542, 0.0)  # t543: cpu b8[]
    t544 = aten.le.Scalar(t542, 3.4028234663852886e+38)  # t544: cpu b8[]
    t545 = aten.logical_and.default(t543, t544)  # t545: cpu b8[]
    t546 = aten.full_like.default(t542, 57344.0)  # t546: cpu f32[]
    t547 = aten.div.Tensor(t546, t542)  # t547: cpu f32[]
    t548 = aten.clamp.default(t547, None, 3.4028234663852886e+38)  # t548: cpu f32[]
    t549 = aten.where.self(t545, t548, t93)  # t549: cpu f32[]
    t550 = aten.reciprocal.default(t549)  # t550: cpu f32[]
    t551 = aten._to_copy.default(t533, dtype=torch.float32)  # t551: cpu f32[64, 128]
    t552 = aten.mul.Tensor(t551, t93)  # t552: cpu f32[64, 128]
    t553 = aten.clamp.default(t552, -57344.0, 57344.0)  # t553: cpu f32[64, 128]
    t554 = aten._to_copy.default(t553, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t554: cpu f8e5m2[64, 128]
    t555 = aten._to_copy.default(t532, dtype=torch.float32)  # t555: cpu f32[128, 64]
    t556 = aten.mul.Tensor(t555, t93)  # t556: cpu f32[128, 64]
    t557 = aten.clamp.default(t556, -57344.0, 57344.0)  # t557: cpu f32[128, 64]
    t558 = aten._to_copy.default(t557, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t558: cpu f8e5m2[128, 64]
    # end region 26 -> t541, t549, t550, t554, t558
    # region 27: inductor 46f20a94d2e2c3c8, 14 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161, 160
    t559 = aten._to_copy.default(t9, dtype=torch.float32)  # t559: cpu f32[64]
    t560 = aten.add.Tensor(t128, 1e-05)  # t560: cpu f32[2, 64, 1]
    t561 = aten.rsqrt.default(t560)  # t561: cpu f32[2, 64, 1]
    t562 = aten._to_copy.default(t127, dtype=torch.float32)  # t562: cpu f32[2, 64, 64]
    t563 = aten.mul.Tensor(t562, t561)  # t563: cpu f32[2, 64, 64]
    t564 = aten.mul.Tensor(t563, t559)  # t564: cpu f32[2, 64, 64]
    t565 = aten._to_copy.default(t564, dtype=torch.bfloat16)  # t565: cpu bf16[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t566 = aten.view.default(t565, [128, 64])  # t566: cpu bf16[128, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t567 = aten.t.default(t566)  # t567: cpu bf16[64, 128]
    t568 = aten._to_copy.default(t567, dtype=torch.float32)  # t568: cpu f32[64, 128]
    t569 = aten.mul.Tensor(t568, t45)  # t569: cpu f32[64, 128]
    t570 = aten.clamp.default(t569, -448.0, 448.0)  # t570: cpu f32[64, 128]
    t571 = aten._to_copy.default(t570, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t571: cpu f8e4m3[64, 128]
    t572 = aten.t.default(t571)  # t572: cpu f8e4m3[128, 64]
    # end region 27 -> t572
    # region 28: te 3e253a9f5ad8d9d1, 1 ops
    t573 = aten._scaled_mm.default(t506, t572, t88, t46, None, None, torch.bfloat16)  # t573: cpu bf16[32, 64]
    # end region 28 -> t573
    # region 29: inductor 87d84e0e1d7a9bbd, 6 ops
    t574 = aten.t.default(t12)  # t574: cpu bf16[64, 32]
    t575 = aten._to_copy.default(t574, dtype=torch.float32)  # t575: cpu f32[64, 32]
    t576 = aten.mul.Tensor(t575, t51)  # t576: cpu f32[64, 32]
    t577 = aten.clamp.default(t576, -448.0, 448.0)  # t577: cpu f32[64, 32]
    t578 = aten._to_copy.default(t577, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t578: cpu f8e4m3[64, 32]
    t579 = aten.t.default(t578)  # t579: cpu f8e4m3[32, 64]
    # end region 29 -> t579
    # region 30: te 802eafa4f623a1ef, 1 ops
    t580 = aten._scaled_mm.default(t510, t579, t88, t52, None, None, torch.bfloat16)  # t580: cpu bf16[128, 64]
    # end region 30 -> t580
    # region 31: te 3e253a9f5ad8d9d1, 1 ops
    # layers.1.attention.wk (Linear), llama.py:239
    t581 = aten._scaled_mm.default(t476, t572, t91, t46, None, None, torch.bfloat16)  # t581: cpu bf16[32, 64]
    # end region 31 -> t581
    # region 32: inductor 87d84e0e1d7a9bbd, 6 ops
    t582 = aten.t.default(t11)  # t582: cpu bf16[64, 32]
    t583 = aten._to_copy.default(t582, dtype=torch.float32)  # t583: cpu f32[64, 32]
    t584 = aten.mul.Tensor(t583, t49)  # t584: cpu f32[64, 32]
    t585 = aten.clamp.default(t584, -448.0, 448.0)  # t585: cpu f32[64, 32]
    t586 = aten._to_copy.default(t585, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t586: cpu f8e4m3[64, 32]
    t587 = aten.t.default(t586)  # t587: cpu f8e4m3[32, 64]
    # end region 32 -> t587
    # region 33: te 802eafa4f623a1ef, 1 ops
    t588 = aten._scaled_mm.default(t480, t587, t91, t50, None, None, torch.bfloat16)  # t588: cpu bf16[128, 64]
    # end region 33 -> t588
    # region 34: te f4ca694a92e0d2f9, 1 ops
    # layers.1.attention.wq (Linear), llama.py:238
    t589 = aten._scaled_mm.default(t554, t572, t94, t46, None, None, torch.bfloat16)  # t589: cpu bf16[64, 64]
    # end region 34 -> t589
    # region 35: inductor 320cf6957f1aaf4d, 6 ops
    t590 = aten.t.default(t10)  # t590: cpu bf16[64, 64]
    t591 = aten._to_copy.default(t590, dtype=torch.float32)  # t591: cpu f32[64, 64]
    t592 = aten.mul.Tensor(t591, t47)  # t592: cpu f32[64, 64]
    t593 = aten.clamp.default(t592, -448.0, 448.0)  # t593: cpu f32[64, 64]
    t594 = aten._to_copy.default(t593, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t594: cpu f8e4m3[64, 64]
    t595 = aten.t.default(t594)  # t595: cpu f8e4m3[64, 64]
    # end region 35 -> t595
    # region 36: te 51cece1548d82ef7, 1 ops
    t596 = aten._scaled_mm.default(t558, t595, t94, t48, None, None, torch.bfloat16)  # t596: cpu bf16[128, 64]
    # end region 36 -> t596
    # region 37: inductor 63ef12517d12c914, 57 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161, 160
    t597 = aten._to_copy.default(t9, dtype=torch.float32)  # t597: cpu f32[64]
    t598 = aten.add.Tensor(t128, 1e-05)  # t598: cpu f32[2, 64, 1]
    t599 = aten.rsqrt.default(t598)  # t599: cpu f32[2, 64, 1]
    t600 = aten._to_copy.default(t127, dtype=torch.float32)  # t600: cpu f32[2, 64, 64]
    t601 = aten.mul.Tensor(t600, t599)  # t601: cpu f32[2, 64, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t602 = aten.view.default(t580, [2, 64, 64])  # t602: cpu bf16[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t603 = aten.view.default(t588, [2, 64, 64])  # t603: cpu bf16[2, 64, 64]
    t604 = aten.add.Tensor(t602, t603)  # t604: cpu bf16[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t605 = aten.view.default(t596, [2, 64, 64])  # t605: cpu bf16[2, 64, 64]
    t606 = aten.add.Tensor(t604, t605)  # t606: cpu bf16[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:162, 161
    t607 = aten._to_copy.default(t606, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t607: cpu f32[2, 64, 64]
    t608 = aten.mul.Tensor(t607, t601)  # t608: cpu f32[2, 64, 64]
    t609 = aten.mul.Tensor(t607, t597)  # t609: cpu f32[2, 64, 64]
    t610 = aten.sum.dim_IntList(t608, [0, 1], True)  # t610: cpu f32[1, 1, 64]
    t611 = aten.view.default(t610, [64])  # t611: cpu f32[64]
    t612 = aten._to_copy.default(t611, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t612: cpu bf16[64]
    t613 = aten.mul.Tensor(t609, t600)  # t613: cpu f32[2, 64, 64]
    t614 = aten.mul.Tensor(t609, t599)  # t614: cpu f32[2, 64, 64]
    t615 = aten.sum.dim_IntList(t613, [2], True)  # t615: cpu f32[2, 64, 1]
    t616 = aten.pow.Tensor_Scalar(t599, 3)  # t616: cpu f32[2, 64, 1]
    t617 = aten.mul.Scalar(t615, -0.5)  # t617: cpu f32[2, 64, 1]
    t618 = aten.mul.Tensor(t617, t616)  # t618: cpu f32[2, 64, 1]
    t619 = aten.expand.default(t618, [2, 64, 64])  # t619: cpu f32[2, 64, 64]
    t620 = aten.div.Scalar(t619, 64)  # t620: cpu f32[2, 64, 64]
    t621 = aten.pow.Tensor_Scalar(t600, 1.0)  # t621: cpu f32[2, 64, 64]
    t622 = aten.mul.Scalar(t621, 2.0)  # t622: cpu f32[2, 64, 64]
    t623 = aten.mul.Tensor(t620, t622)  # t623: cpu f32[2, 64, 64]
    t624 = aten.add.Tensor(t614, t623)  # t624: cpu f32[2, 64, 64]
    # layers.1.attention_norm (RMSNorm), llama.py:160
    t625 = aten._to_copy.default(t624, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t625: cpu bf16[2, 64, 64]
    t626 = aten.add.Tensor(t379, t625)  # t626: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t627 = aten.view.default(t626, [128, 64])  # t627: cpu bf16[128, 64]
    t628 = aten.t.default(t627)  # t628: cpu bf16[64, 128]
    t629 = aten.abs.default(t626)  # t629: cpu bf16[2, 64, 64]
    t630 = aten.amax.default(t629, [], False)  # t630: cpu bf16[]
    t631 = aten._to_copy.default(t630, dtype=torch.float32)  # t631: cpu f32[]
    t632 = aten.view.default(t631, [1])  # t632: cpu f32[1]
    t633 = aten.slice.Tensor(t95, 0, 1, 1024)  # t633: cpu f32[1023]
    t634 = aten.cat.default([t633, t632])  # t634: cpu f32[1024]
    t635 = aten.slice.Tensor(t634, 0, 1, 1024)  # t635: cpu f32[1023]
    t636 = aten.constant_pad_nd.default(t635, [1, 0], 0.0)  # t636: cpu f32[1024]
    t637 = aten.amax.default(t634, [0], False)  # t637: cpu f32[]
    t638 = aten.gt.Scalar(t637, 0.0)  # t638: cpu b8[]
    t639 = aten.le.Scalar(t637, 3.4028234663852886e+38)  # t639: cpu b8[]
    t640 = aten.logical_and.default(t638, t639)  # t640: cpu b8[]
    t641 = aten.full_like.default(t637, 57344.0)  # t641: cpu f32[]
    t642 = aten.div.Tensor(t641, t637)  # t642: cpu f32[]
    t643 = aten.clamp.default(t642, None, 3.4028234663852886e+38)  # t643: cpu f32[]
    t644 = aten.where.self(t640, t643, t96)  # t644: cpu f32[]
    t645 = aten.reciprocal.default(t644)  # t645: cpu f32[]
    t646 = aten._to_copy.default(t628, dtype=torch.float32)  # t646: cpu f32[64, 128]
    t647 = aten.mul.Tensor(t646, t96)  # t647: cpu f32[64, 128]
    t648 = aten.clamp.default(t647, -57344.0, 57344.0)  # t648: cpu f32[64, 128]
    t649 = aten._to_copy.default(t648, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t649: cpu f8e5m2[64, 128]
    t650 = aten._to_copy.default(t627, dtype=torch.float32)  # t650: cpu f32[128, 64]
    t651 = aten.mul.Tensor(t650, t96)  # t651: cpu f32[128, 64]
    t652 = aten.clamp.default(t651, -57344.0, 57344.0)  # t652: cpu f32[128, 64]
    t653 = aten._to_copy.default(t652, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t653: cpu f8e5m2[128, 64]
    # end region 37 -> t612, t626, t636, t644, t645, t649, t653
    # region 38: inductor 2e2447f51730170d, 11 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t654 = aten._unsafe_view.default(t126, [2, 64, 192])  # t654: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t655 = aten._unsafe_view.default(t125, [2, 64, 192])  # t655: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t656 = aten.silu.default(t655)  # t656: cpu bf16[2, 64, 192]
    t657 = aten.mul.Tensor(t656, t654)  # t657: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t658 = aten.view.default(t657, [128, 192])  # t658: cpu bf16[128, 192]
    t659 = aten.t.default(t658)  # t659: cpu bf16[192, 128]
    t660 = aten._to_copy.default(t659, dtype=torch.float32)  # t660: cpu f32[192, 128]
    t661 = aten.mul.Tensor(t660, t41)  # t661: cpu f32[192, 128]
    t662 = aten.clamp.default(t661, -448.0, 448.0)  # t662: cpu f32[192, 128]
    t663 = aten._to_copy.default(t662, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t663: cpu f8e4m3[192, 128]
    t664 = aten.t.default(t663)  # t664: cpu f8e4m3[128, 192]
    # end region 38 -> t664
    # region 39: te 9c07cfbfde8765d1, 1 ops
    t665 = aten._scaled_mm.default(t649, t664, t97, t42, None, None, torch.bfloat16)  # t665: cpu bf16[64, 192]
    # end region 39 -> t665
    # region 40: inductor 4472c963b1085452, 6 ops
    t666 = aten.t.default(t8)  # t666: cpu bf16[192, 64]
    t667 = aten._to_copy.default(t666, dtype=torch.float32)  # t667: cpu f32[192, 64]
    t668 = aten.mul.Tensor(t667, t43)  # t668: cpu f32[192, 64]
    t669 = aten.clamp.default(t668, -448.0, 448.0)  # t669: cpu f32[192, 64]
    t670 = aten._to_copy.default(t669, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t670: cpu f8e4m3[192, 64]
    t671 = aten.t.default(t670)  # t671: cpu f8e4m3[64, 192]
    # end region 40 -> t671
    # region 41: te ae66b94f20fe510e, 1 ops
    t672 = aten._scaled_mm.default(t653, t671, t97, t44, None, None, torch.bfloat16)  # t672: cpu bf16[128, 192]
    # end region 41 -> t672
    # region 42: inductor 52c498b7fe12c963, 61 ops
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t673 = aten._unsafe_view.default(t126, [2, 64, 192])  # t673: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t674 = aten._unsafe_view.default(t125, [2, 64, 192])  # t674: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t675 = aten.silu.default(t674)  # t675: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w2 (Linear), llama.py:269
    t676 = aten.view.default(t672, [2, 64, 192])  # t676: cpu bf16[2, 64, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t677 = aten.mul.Tensor(t676, t675)  # t677: cpu bf16[2, 64, 192]
    t678 = aten.mul.Tensor(t676, t673)  # t678: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t679 = aten.view.default(t677, [128, 192])  # t679: cpu bf16[128, 192]
    t680 = aten.t.default(t679)  # t680: cpu bf16[192, 128]
    t681 = aten.abs.default(t677)  # t681: cpu bf16[2, 64, 192]
    t682 = aten.amax.default(t681, [], False)  # t682: cpu bf16[]
    t683 = aten._to_copy.default(t682, dtype=torch.float32)  # t683: cpu f32[]
    t684 = aten.view.default(t683, [1])  # t684: cpu f32[1]
    t685 = aten.slice.Tensor(t98, 0, 1, 1024)  # t685: cpu f32[1023]
    t686 = aten.cat.default([t685, t684])  # t686: cpu f32[1024]
    t687 = aten.slice.Tensor(t686, 0, 1, 1024)  # t687: cpu f32[1023]
    t688 = aten.constant_pad_nd.default(t687, [1, 0], 0.0)  # t688: cpu f32[1024]
    t689 = aten.amax.default(t686, [0], False)  # t689: cpu f32[]
    t690 = aten.gt.Scalar(t689, 0.0)  # t690: cpu b8[]
    t691 = aten.le.Scalar(t689, 3.4028234663852886e+38)  # t691: cpu b8[]
    t692 = aten.logical_and.default(t690, t691)  # t692: cpu b8[]
    t693 = aten.full_like.default(t689, 57344.0)  # t693: cpu f32[]
    t694 = aten.div.Tensor(t693, t689)  # t694: cpu f32[]
    t695 = aten.clamp.default(t694, None, 3.4028234663852886e+38)  # t695: cpu f32[]
    t696 = aten.where.self(t692, t695, t99)  # t696: cpu f32[]
    t697 = aten.reciprocal.default(t696)  # t697: cpu f32[]
    t698 = aten._to_copy.default(t680, dtype=torch.float32)  # t698: cpu f32[192, 128]
    t699 = aten.mul.Tensor(t698, t99)  # t699: cpu f32[192, 128]
    t700 = aten.clamp.default(t699, -57344.0, 57344.0)  # t700: cpu f32[192, 128]
    t701 = aten._to_copy.default(t700, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t701: cpu f8e5m2[192, 128]
    t702 = aten._to_copy.default(t679, dtype=torch.float32)  # t702: cpu f32[128, 192]
    t703 = aten.mul.Tensor(t702, t99)  # t703: cpu f32[128, 192]
    t704 = aten.clamp.default(t703, -57344.0, 57344.0)  # t704: cpu f32[128, 192]
    t705 = aten._to_copy.default(t704, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t705: cpu f8e5m2[128, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t706 = aten.silu_backward.default(t678, t674)  # t706: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t707 = aten.view.default(t706, [128, 192])  # t707: cpu bf16[128, 192]
    t708 = aten.t.default(t707)  # t708: cpu bf16[192, 128]
    t709 = aten.abs.default(t706)  # t709: cpu bf16[2, 64, 192]
    t710 = aten.amax.default(t709, [], False)  # t710: cpu bf16[]
    t711 = aten._to_copy.default(t710, dtype=torch.float32)  # t711: cpu f32[]
    t712 = aten.view.default(t711, [1])  # t712: cpu f32[1]
    t713 = aten.slice.Tensor(t101, 0, 1, 1024)  # t713: cpu f32[1023]
    t714 = aten.cat.default([t713, t712])  # t714: cpu f32[1024]
    t715 = aten.slice.Tensor(t714, 0, 1, 1024)  # t715: cpu f32[1023]
    t716 = aten.constant_pad_nd.default(t715, [1, 0], 0.0)  # t716: cpu f32[1024]
    t717 = aten.amax.default(t714, [0], False)  # t717: cpu f32[]
    t718 = aten.gt.Scalar(t717, 0.0)  # t718: cpu b8[]
    t719 = aten.le.Scalar(t717, 3.4028234663852886e+38)  # t719: cpu b8[]
    t720 = aten.logical_and.default(t718, t719)  # t720: cpu b8[]
    t721 = aten.full_like.default(t717, 57344.0)  # t721: cpu f32[]
    t722 = aten.div.Tensor(t721, t717)  # t722: cpu f32[]
    t723 = aten.clamp.default(t722, None, 3.4028234663852886e+38)  # t723: cpu f32[]
    t724 = aten.where.self(t720, t723, t102)  # t724: cpu f32[]
    t725 = aten.reciprocal.default(t724)  # t725: cpu f32[]
    t726 = aten._to_copy.default(t708, dtype=torch.float32)  # t726: cpu f32[192, 128]
    t727 = aten.mul.Tensor(t726, t102)  # t727: cpu f32[192, 128]
    t728 = aten.clamp.default(t727, -57344.0, 57344.0)  # t728: cpu f32[192, 128]
    t729 = aten._to_copy.default(t728, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t729: cpu f8e5m2[192, 128]
    t730 = aten._to_copy.default(t707, dtype=torch.float32)  # t730: cpu f32[128, 192]
    t731 = aten.mul.Tensor(t730, t102)  # t731: cpu f32[128, 192]
    t732 = aten.clamp.default(t731, -57344.0, 57344.0)  # t732: cpu f32[128, 192]
    t733 = aten._to_copy.default(t732, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t733: cpu f8e5m2[128, 192]
    # end region 42 -> t688, t696, t697, t701, t705, t716, t724, t725, t729, t733
    # region 43: inductor 46f20a94d2e2c3c8, 14 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161, 160
    t734 = aten._to_copy.default(t5, dtype=torch.float32)  # t734: cpu f32[64]
    t735 = aten.add.Tensor(t124, 1e-05)  # t735: cpu f32[2, 64, 1]
    t736 = aten.rsqrt.default(t735)  # t736: cpu f32[2, 64, 1]
    t737 = aten._to_copy.default(t123, dtype=torch.float32)  # t737: cpu f32[2, 64, 64]
    t738 = aten.mul.Tensor(t737, t736)  # t738: cpu f32[2, 64, 64]
    t739 = aten.mul.Tensor(t738, t734)  # t739: cpu f32[2, 64, 64]
    t740 = aten._to_copy.default(t739, dtype=torch.bfloat16)  # t740: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t741 = aten.view.default(t740, [128, 64])  # t741: cpu bf16[128, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t742 = aten.t.default(t741)  # t742: cpu bf16[64, 128]
    t743 = aten._to_copy.default(t742, dtype=torch.float32)  # t743: cpu f32[64, 128]
    t744 = aten.mul.Tensor(t743, t35)  # t744: cpu f32[64, 128]
    t745 = aten.clamp.default(t744, -448.0, 448.0)  # t745: cpu f32[64, 128]
    t746 = aten._to_copy.default(t745, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t746: cpu f8e4m3[64, 128]
    t747 = aten.t.default(t746)  # t747: cpu f8e4m3[128, 64]
    # end region 43 -> t747
    # region 44: te 97bc4eeacf7851c7, 1 ops
    t748 = aten._scaled_mm.default(t701, t747, t100, t36, None, None, torch.bfloat16)  # t748: cpu bf16[192, 64]
    # end region 44 -> t748
    # region 45: inductor 718e416d2df4ac50, 6 ops
    t749 = aten.t.default(t7)  # t749: cpu bf16[64, 192]
    t750 = aten._to_copy.default(t749, dtype=torch.float32)  # t750: cpu f32[64, 192]
    t751 = aten.mul.Tensor(t750, t39)  # t751: cpu f32[64, 192]
    t752 = aten.clamp.default(t751, -448.0, 448.0)  # t752: cpu f32[64, 192]
    t753 = aten._to_copy.default(t752, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t753: cpu f8e4m3[64, 192]
    t754 = aten.t.default(t753)  # t754: cpu f8e4m3[192, 64]
    # end region 45 -> t754
    # region 46: te f9fd62c4a21c8659, 1 ops
    t755 = aten._scaled_mm.default(t705, t754, t100, t40, None, None, torch.bfloat16)  # t755: cpu bf16[128, 64]
    # end region 46 -> t755
    # region 47: te 97bc4eeacf7851c7, 1 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t756 = aten._scaled_mm.default(t729, t747, t103, t36, None, None, torch.bfloat16)  # t756: cpu bf16[192, 64]
    # end region 47 -> t756
    # region 48: inductor 718e416d2df4ac50, 6 ops
    t757 = aten.t.default(t6)  # t757: cpu bf16[64, 192]
    t758 = aten._to_copy.default(t757, dtype=torch.float32)  # t758: cpu f32[64, 192]
    t759 = aten.mul.Tensor(t758, t37)  # t759: cpu f32[64, 192]
    t760 = aten.clamp.default(t759, -448.0, 448.0)  # t760: cpu f32[64, 192]
    t761 = aten._to_copy.default(t760, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t761: cpu f8e4m3[64, 192]
    t762 = aten.t.default(t761)  # t762: cpu f8e4m3[192, 64]
    # end region 48 -> t762
    # region 49: te f9fd62c4a21c8659, 1 ops
    t763 = aten._scaled_mm.default(t733, t762, t103, t38, None, None, torch.bfloat16)  # t763: cpu bf16[128, 64]
    # end region 49 -> t763
    # region 50: inductor 6045ca6d34b61c87, 55 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161, 160
    t764 = aten._to_copy.default(t5, dtype=torch.float32)  # t764: cpu f32[64]
    t765 = aten.add.Tensor(t124, 1e-05)  # t765: cpu f32[2, 64, 1]
    t766 = aten.rsqrt.default(t765)  # t766: cpu f32[2, 64, 1]
    t767 = aten._to_copy.default(t123, dtype=torch.float32)  # t767: cpu f32[2, 64, 64]
    t768 = aten.mul.Tensor(t767, t766)  # t768: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t769 = aten.view.default(t755, [2, 64, 64])  # t769: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t770 = aten.view.default(t763, [2, 64, 64])  # t770: cpu bf16[2, 64, 64]
    t771 = aten.add.Tensor(t769, t770)  # t771: cpu bf16[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 161
    t772 = aten._to_copy.default(t771, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t772: cpu f32[2, 64, 64]
    t773 = aten.mul.Tensor(t772, t768)  # t773: cpu f32[2, 64, 64]
    t774 = aten.mul.Tensor(t772, t764)  # t774: cpu f32[2, 64, 64]
    t775 = aten.sum.dim_IntList(t773, [0, 1], True)  # t775: cpu f32[1, 1, 64]
    t776 = aten.view.default(t775, [64])  # t776: cpu f32[64]
    t777 = aten._to_copy.default(t776, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t777: cpu bf16[64]
    t778 = aten.mul.Tensor(t774, t767)  # t778: cpu f32[2, 64, 64]
    t779 = aten.mul.Tensor(t774, t766)  # t779: cpu f32[2, 64, 64]
    t780 = aten.sum.dim_IntList(t778, [2], True)  # t780: cpu f32[2, 64, 1]
    t781 = aten.pow.Tensor_Scalar(t766, 3)  # t781: cpu f32[2, 64, 1]
    t782 = aten.mul.Scalar(t780, -0.5)  # t782: cpu f32[2, 64, 1]
    t783 = aten.mul.Tensor(t782, t781)  # t783: cpu f32[2, 64, 1]
    t784 = aten.expand.default(t783, [2, 64, 64])  # t784: cpu f32[2, 64, 64]
    t785 = aten.div.Scalar(t784, 64)  # t785: cpu f32[2, 64, 64]
    t786 = aten.pow.Tensor_Scalar(t767, 1.0)  # t786: cpu f32[2, 64, 64]
    t787 = aten.mul.Scalar(t786, 2.0)  # t787: cpu f32[2, 64, 64]
    t788 = aten.mul.Tensor(t785, t787)  # t788: cpu f32[2, 64, 64]
    t789 = aten.add.Tensor(t779, t788)  # t789: cpu f32[2, 64, 64]
    # layers.0.ffn_norm (RMSNorm), llama.py:160
    t790 = aten._to_copy.default(t789, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t790: cpu bf16[2, 64, 64]
    t791 = aten.add.Tensor(t626, t790)  # t791: cpu bf16[2, 64, 64]
    # layers.0.attention.wo (Linear), llama.py:250
    t792 = aten.view.default(t791, [128, 64])  # t792: cpu bf16[128, 64]
    t793 = aten.t.default(t792)  # t793: cpu bf16[64, 128]
    t794 = aten.abs.default(t791)  # t794: cpu bf16[2, 64, 64]
    t795 = aten.amax.default(t794, [], False)  # t795: cpu bf16[]
    t796 = aten._to_copy.default(t795, dtype=torch.float32)  # t796: cpu f32[]
    t797 = aten.view.default(t796, [1])  # t797: cpu f32[1]
    t798 = aten.slice.Tensor(t104, 0, 1, 1024)  # t798: cpu f32[1023]
    t799 = aten.cat.default([t798, t797])  # t799: cpu f32[1024]
    t800 = aten.slice.Tensor(t799, 0, 1, 1024)  # t800: cpu f32[1023]
    t801 = aten.constant_pad_nd.default(t800, [1, 0], 0.0)  # t801: cpu f32[1024]
    t802 = aten.amax.default(t799, [0], False)  # t802: cpu f32[]
    t803 = aten.gt.Scalar(t802, 0.0)  # t803: cpu b8[]
    t804 = aten.le.Scalar(t802, 3.4028234663852886e+38)  # t804: cpu b8[]
    t805 = aten.logical_and.default(t803, t804)  # t805: cpu b8[]
    t806 = aten.full_like.default(t802, 57344.0)  # t806: cpu f32[]
    t807 = aten.div.Tensor(t806, t802)  # t807: cpu f32[]
    t808 = aten.clamp.default(t807, None, 3.4028234663852886e+38)  # t808: cpu f32[]
    t809 = aten.where.self(t805, t808, t105)  # t809: cpu f32[]
    t810 = aten.reciprocal.default(t809)  # t810: cpu f32[]
    t811 = aten._to_copy.default(t793, dtype=torch.float32)  # t811: cpu f32[64, 128]
    t812 = aten.mul.Tensor(t811, t105)  # t812: cpu f32[64, 128]
    t813 = aten.clamp.default(t812, -57344.0, 57344.0)  # t813: cpu f32[64, 128]
    t814 = aten._to_copy.default(t813, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t814: cpu f8e5m2[64, 128]
    t815 = aten._to_copy.default(t792, dtype=torch.float32)  # t815: cpu f32[128, 64]
    t816 = aten.mul.Tensor(t815, t105)  # t816: cpu f32[128, 64]
    t817 = aten.clamp.default(t816, -57344.0, 57344.0)  # t817: cpu f32[128, 64]
    t818 = aten._to_copy.default(t817, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t818: cpu f8e5m2[128, 64]
    # end region 50 -> t777, t791, t801, t809, t810, t814, t818
    # region 51: inductor bd79b81a875dad94, 8 ops
    # layers.0.attention (Attention), llama.py:250
    t819 = aten.transpose.int(t121, 1, 2)  # t819: cpu bf16[2, 64, 4, 16]
    # layers.0.attention.wo (Linear), llama.py:250
    t820 = aten.view.default(t819, [128, 64])  # t820: cpu bf16[128, 64]
    t821 = aten.t.default(t820)  # t821: cpu bf16[64, 128]
    t822 = aten._to_copy.default(t821, dtype=torch.float32)  # t822: cpu f32[64, 128]
    t823 = aten.mul.Tensor(t822, t31)  # t823: cpu f32[64, 128]
    t824 = aten.clamp.default(t823, -448.0, 448.0)  # t824: cpu f32[64, 128]
    t825 = aten._to_copy.default(t824, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t825: cpu f8e4m3[64, 128]
    t826 = aten.t.default(t825)  # t826: cpu f8e4m3[128, 64]
    # end region 51 -> t826
    # region 52: te f4ca694a92e0d2f9, 1 ops
    t827 = aten._scaled_mm.default(t814, t826, t106, t32, None, None, torch.bfloat16)  # t827: cpu bf16[64, 64]
    # end region 52 -> t827
    # region 53: inductor 320cf6957f1aaf4d, 6 ops
    t828 = aten.t.default(t4)  # t828: cpu bf16[64, 64]
    t829 = aten._to_copy.default(t828, dtype=torch.float32)  # t829: cpu f32[64, 64]
    t830 = aten.mul.Tensor(t829, t33)  # t830: cpu f32[64, 64]
    t831 = aten.clamp.default(t830, -448.0, 448.0)  # t831: cpu f32[64, 64]
    t832 = aten._to_copy.default(t831, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t832: cpu f8e4m3[64, 64]
    t833 = aten.t.default(t832)  # t833: cpu f8e4m3[64, 64]
    # end region 53 -> t833
    # region 54: te 51cece1548d82ef7, 1 ops
    t834 = aten._scaled_mm.default(t818, t833, t106, t34, None, None, torch.bfloat16)  # t834: cpu bf16[128, 64]
    # end region 54 -> t834
    # layers.0.attention (Attention), llama.py:250, 241, 242, 240, 243, 249
    t835 = aten.view.default(t834, [2, 64, 4, 16])  # t835: cpu bf16[2, 64, 4, 16]
    t836 = aten.transpose.int(t835, 1, 2)  # t836: cpu bf16[2, 4, 64, 16]
    t837 = aten.transpose.int(t119, 1, 2)  # t837: cpu bf16[2, 4, 64, 16]
    t838 = aten.transpose.int(t120, 1, 2)  # t838: cpu bf16[2, 2, 64, 16]
    t839 = aten.view.default(t118, [2, 64, 2, 16])  # t839: cpu bf16[2, 64, 2, 16]
    t840 = aten.transpose.int(t839, 1, 2)  # t840: cpu bf16[2, 2, 64, 16]
    t841, t842, t843 = aotc.sdpa_backward.default(t836, t837, t838, t840, None, t121, t122, True, None)  # t841: cpu bf16[2, 4, 64, 16], t842: cpu bf16[2, 2, 64, 16], t843: cpu bf16[2, 2, 64, 16]
    # region 55: inductor 1dd962bd211af1ff, 49 ops
    # rope (RotaryEmbedding), llama.py:195
    t844 = aten.slice.Tensor(t20, 0, 0, 64)  # t844: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t845 = aten.view.default(t844, [1, 64, 1, 8])  # t845: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t846 = aten.slice.Tensor(t21, 0, 0, 64)  # t846: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:208, 249, 242, 212, 211, 210, ...
    t847 = aten.view.default(t846, [1, 64, 1, 8])  # t847: cpu bf16[1, 64, 1, 8]
    t848 = aten.clone.default(t842, memory_format=torch.contiguous_format)  # t848: cpu bf16[2, 2, 64, 16]
    t849 = aten.transpose.int(t848, 1, 2)  # t849: cpu bf16[2, 64, 2, 16]
    t850 = aten._to_copy.default(t849, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t850: cpu f32[2, 64, 2, 16]
    t851 = aten.view.default(t850, [2, 64, 2, 8, 2])  # t851: cpu f32[2, 64, 2, 8, 2]
    t852 = aten.select.int(t851, -1, 0)  # t852: cpu f32[2, 64, 2, 8]
    t853 = aten.select.int(t851, -1, 1)  # t853: cpu f32[2, 64, 2, 8]
    t854 = aten.mul.Tensor(t853, t845)  # t854: cpu f32[2, 64, 2, 8]
    t855 = aten.mul.Tensor(t853, t847)  # t855: cpu f32[2, 64, 2, 8]
    t856 = aten.neg.default(t852)  # t856: cpu f32[2, 64, 2, 8]
    t857 = aten.mul.Tensor(t856, t847)  # t857: cpu f32[2, 64, 2, 8]
    t858 = aten.add.Tensor(t854, t857)  # t858: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:209
    t859 = aten.mul.Tensor(t852, t845)  # t859: cpu f32[2, 64, 2, 8]
    t860 = aten.add.Tensor(t855, t859)  # t860: cpu f32[2, 64, 2, 8]
    # layers.0.attention (Attention), llama.py:206
    t861 = aten.select_backward.default(t858, [2, 64, 2, 8, 2], 4, 1)  # t861: cpu f32[2, 64, 2, 8, 2]
    t862 = aten.select_backward.default(t860, [2, 64, 2, 8, 2], 4, 0)  # t862: cpu f32[2, 64, 2, 8, 2]
    t863 = aten.add.Tensor(t861, t862)  # t863: cpu f32[2, 64, 2, 8, 2]
    # layers.0.attention (Attention), llama.py:205
    t864 = aten.view.default(t863, [2, 64, 2, 16])  # t864: cpu f32[2, 64, 2, 16]
    t865 = aten._to_copy.default(t864, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t865: cpu bf16[2, 64, 2, 16]
    # layers.0.attention.wk (Linear), llama.py:239
    t866 = aten.view.default(t865, [128, 32])  # t866: cpu bf16[128, 32]
    t867 = aten.t.default(t866)  # t867: cpu bf16[32, 128]
    t868 = aten.abs.default(t865)  # t868: cpu bf16[2, 64, 2, 16]
    t869 = aten.amax.default(t868, [], False)  # t869: cpu bf16[]
    t870 = aten._to_copy.default(t869, dtype=torch.float32)  # t870: cpu f32[]
    t871 = aten.view.default(t870, [1])  # t871: cpu f32[1]
    t872 = aten.slice.Tensor(t110, 0, 1, 1024)  # t872: cpu f32[1023]
    t873 = aten.cat.default([t872, t871])  # t873: cpu f32[1024]
    t874 = aten.slice.Tensor(t873, 0, 1, 1024)  # t874: cpu f32[1023]
    t875 = aten.constant_pad_nd.default(t874, [1, 0], 0.0)  # t875: cpu f32[1024]
    t876 = aten.amax.default(t873, [0], False)  # t876: cpu f32[]
    t877 = aten.gt.Scalar(t876, 0.0)  # t877: cpu b8[]
    t878 = aten.le.Scalar(t876, 3.4028234663852886e+38)  # t878: cpu b8[]
    t879 = aten.logical_and.default(t877, t878)  # t879: cpu b8[]
    t880 = aten.full_like.default(t876, 57344.0)  # t880: cpu f32[]
    t881 = aten.div.Tensor(t880, t876)  # t881: cpu f32[]
    t882 = aten.clamp.default(t881, None, 3.4028234663852886e+38)  # t882: cpu f32[]
    t883 = aten.where.self(t879, t882, t111)  # t883: cpu f32[]
    t884 = aten.reciprocal.default(t883)  # t884: cpu f32[]
    t885 = aten._to_copy.default(t867, dtype=torch.float32)  # t885: cpu f32[32, 128]
    t886 = aten.mul.Tensor(t885, t111)  # t886: cpu f32[32, 128]
    t887 = aten.clamp.default(t886, -57344.0, 57344.0)  # t887: cpu f32[32, 128]
    t888 = aten._to_copy.default(t887, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t888: cpu f8e5m2[32, 128]
    t889 = aten._to_copy.default(t866, dtype=torch.float32)  # t889: cpu f32[128, 32]
    t890 = aten.mul.Tensor(t889, t111)  # t890: cpu f32[128, 32]
    t891 = aten.clamp.default(t890, -57344.0, 57344.0)  # t891: cpu f32[128, 32]
    t892 = aten._to_copy.default(t891, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t892: cpu f8e5m2[128, 32]
    # end region 55 -> t875, t883, t884, t888, t892
    # region 56: inductor 8ad5b81b56a8cf80, 30 ops
    # layers.0.attention (Attention), llama.py:249, 243, 240
    t893 = aten.clone.default(t843, memory_format=torch.contiguous_format)  # t893: cpu bf16[2, 2, 64, 16]
    t894 = aten.transpose.int(t893, 1, 2)  # t894: cpu bf16[2, 64, 2, 16]
    t895 = aten.clone.default(t894, memory_format=torch.contiguous_format)  # t895: cpu bf16[2, 64, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t896 = aten.view.default(t895, [128, 32])  # t896: cpu bf16[128, 32]
    t897 = aten.t.default(t896)  # t897: cpu bf16[32, 128]
    t898 = aten.abs.default(t895)  # t898: cpu bf16[2, 64, 2, 16]
    t899 = aten.amax.default(t898, [], False)  # t899: cpu bf16[]
    t900 = aten._to_copy.default(t899, dtype=torch.float32)  # t900: cpu f32[]
    t901 = aten.view.default(t900, [1])  # t901: cpu f32[1]
    t902 = aten.slice.Tensor(t107, 0, 1, 1024)  # t902: cpu f32[1023]
    t903 = aten.cat.default([t902, t901])  # t903: cpu f32[1024]
    t904 = aten.slice.Tensor(t903, 0, 1, 1024)  # t904: cpu f32[1023]
    t905 = aten.constant_pad_nd.default(t904, [1, 0], 0.0)  # t905: cpu f32[1024]
    t906 = aten.amax.default(t903, [0], False)  # t906: cpu f32[]
    t907 = aten.gt.Scalar(t906, 0.0)  # t907: cpu b8[]
    t908 = aten.le.Scalar(t906, 3.4028234663852886e+38)  # t908: cpu b8[]
    t909 = aten.logical_and.default(t907, t908)  # t909: cpu b8[]
    t910 = aten.full_like.default(t906, 57344.0)  # t910: cpu f32[]
    t911 = aten.div.Tensor(t910, t906)  # t911: cpu f32[]
    t912 = aten.clamp.default(t911, None, 3.4028234663852886e+38)  # t912: cpu f32[]
    t913 = aten.where.self(t909, t912, t108)  # t913: cpu f32[]
    t914 = aten.reciprocal.default(t913)  # t914: cpu f32[]
    t915 = aten._to_copy.default(t897, dtype=torch.float32)  # t915: cpu f32[32, 128]
    t916 = aten.mul.Tensor(t915, t108)  # t916: cpu f32[32, 128]
    t917 = aten.clamp.default(t916, -57344.0, 57344.0)  # t917: cpu f32[32, 128]
    t918 = aten._to_copy.default(t917, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t918: cpu f8e5m2[32, 128]
    t919 = aten._to_copy.default(t896, dtype=torch.float32)  # t919: cpu f32[128, 32]
    t920 = aten.mul.Tensor(t919, t108)  # t920: cpu f32[128, 32]
    t921 = aten.clamp.default(t920, -57344.0, 57344.0)  # t921: cpu f32[128, 32]
    t922 = aten._to_copy.default(t921, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t922: cpu f8e5m2[128, 32]
    # end region 56 -> t905, t913, t914, t918, t922
    # region 57: inductor 5bf25317f52617f7, 48 ops
    # rope (RotaryEmbedding), llama.py:195
    t923 = aten.slice.Tensor(t20, 0, 0, 64)  # t923: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t924 = aten.view.default(t923, [1, 64, 1, 8])  # t924: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t925 = aten.slice.Tensor(t21, 0, 0, 64)  # t925: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:208, 241, 212, 211, 210, 209
    t926 = aten.view.default(t925, [1, 64, 1, 8])  # t926: cpu bf16[1, 64, 1, 8]
    t927 = aten.transpose.int(t841, 1, 2)  # t927: cpu bf16[2, 64, 4, 16]
    t928 = aten._to_copy.default(t927, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t928: cpu f32[2, 64, 4, 16]
    t929 = aten.view.default(t928, [2, 64, 4, 8, 2])  # t929: cpu f32[2, 64, 4, 8, 2]
    t930 = aten.select.int(t929, -1, 0)  # t930: cpu f32[2, 64, 4, 8]
    t931 = aten.select.int(t929, -1, 1)  # t931: cpu f32[2, 64, 4, 8]
    t932 = aten.mul.Tensor(t931, t924)  # t932: cpu f32[2, 64, 4, 8]
    t933 = aten.mul.Tensor(t931, t926)  # t933: cpu f32[2, 64, 4, 8]
    t934 = aten.neg.default(t930)  # t934: cpu f32[2, 64, 4, 8]
    t935 = aten.mul.Tensor(t934, t926)  # t935: cpu f32[2, 64, 4, 8]
    t936 = aten.add.Tensor(t932, t935)  # t936: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:209
    t937 = aten.mul.Tensor(t930, t924)  # t937: cpu f32[2, 64, 4, 8]
    t938 = aten.add.Tensor(t933, t937)  # t938: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:206
    t939 = aten.select_backward.default(t936, [2, 64, 4, 8, 2], 4, 1)  # t939: cpu f32[2, 64, 4, 8, 2]
    t940 = aten.select_backward.default(t938, [2, 64, 4, 8, 2], 4, 0)  # t940: cpu f32[2, 64, 4, 8, 2]
    t941 = aten.add.Tensor(t939, t940)  # t941: cpu f32[2, 64, 4, 8, 2]
    # layers.0.attention (Attention), llama.py:205
    t942 = aten.view.default(t941, [2, 64, 4, 16])  # t942: cpu f32[2, 64, 4, 16]
    t943 = aten._to_copy.default(t942, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t943: cpu bf16[2, 64, 4, 16]
    # layers.0.attention.wq (Linear), llama.py:238
    t944 = aten.view.default(t943, [128, 64])  # t944: cpu bf16[128, 64]
    t945 = aten.t.default(t944)  # t945: cpu bf16[64, 128]
    t946 = aten.abs.default(t943)  # t946: cpu bf16[2, 64, 4, 16]
    t947 = aten.amax.default(t946, [], False)  # t947: cpu bf16[]
    t948 = aten._to_copy.default(t947, dtype=torch.float32)  # t948: cpu f32[]
    t949 = aten.view.default(t948, [1])  # t949: cpu f32[1]
    t950 = aten.slice.Tensor(t113, 0, 1, 1024)  # t950: cpu f32[1023]
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
    t961 = aten.where.self(t957, t960, t114)  # t961: cpu f32[]
    t962 = aten.reciprocal.default(t961)  # t962: cpu f32[]
    t963 = aten._to_copy.default(t945, dtype=torch.float32)  # t963: cpu f32[64, 128]
    t964 = aten.mul.Tensor(t963, t114)  # t964: cpu f32[64, 128]
    t965 = aten.clamp.default(t964, -57344.0, 57344.0)  # t965: cpu f32[64, 128]
    t966 = aten._to_copy.default(t965, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t966: cpu f8e5m2[64, 128]
    t967 = aten._to_copy.default(t944, dtype=torch.float32)  # t967: cpu f32[128, 64]
    t968 = aten.mul.Tensor(t967, t114)  # t968: cpu f32[128, 64]
    t969 = aten.clamp.default(t968, -57344.0, 57344.0)  # t969: cpu f32[128, 64]
    t970 = aten._to_copy.default(t969, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t970: cpu f8e5m2[128, 64]
    # end region 57 -> t953, t961, t962, t966, t970
    # region 58: inductor 46f20a94d2e2c3c8, 14 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161, 160
    t971 = aten._to_copy.default(t0, dtype=torch.float32)  # t971: cpu f32[64]
    t972 = aten.add.Tensor(t117, 1e-05)  # t972: cpu f32[2, 64, 1]
    t973 = aten.rsqrt.default(t972)  # t973: cpu f32[2, 64, 1]
    t974 = aten._to_copy.default(t116, dtype=torch.float32)  # t974: cpu f32[2, 64, 64]
    t975 = aten.mul.Tensor(t974, t973)  # t975: cpu f32[2, 64, 64]
    t976 = aten.mul.Tensor(t975, t971)  # t976: cpu f32[2, 64, 64]
    t977 = aten._to_copy.default(t976, dtype=torch.bfloat16)  # t977: cpu bf16[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t978 = aten.view.default(t977, [128, 64])  # t978: cpu bf16[128, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t979 = aten.t.default(t978)  # t979: cpu bf16[64, 128]
    t980 = aten._to_copy.default(t979, dtype=torch.float32)  # t980: cpu f32[64, 128]
    t981 = aten.mul.Tensor(t980, t23)  # t981: cpu f32[64, 128]
    t982 = aten.clamp.default(t981, -448.0, 448.0)  # t982: cpu f32[64, 128]
    t983 = aten._to_copy.default(t982, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t983: cpu f8e4m3[64, 128]
    t984 = aten.t.default(t983)  # t984: cpu f8e4m3[128, 64]
    # end region 58 -> t984
    # region 59: te 3e253a9f5ad8d9d1, 1 ops
    t985 = aten._scaled_mm.default(t918, t984, t109, t24, None, None, torch.bfloat16)  # t985: cpu bf16[32, 64]
    # end region 59 -> t985
    # region 60: inductor 87d84e0e1d7a9bbd, 6 ops
    t986 = aten.t.default(t3)  # t986: cpu bf16[64, 32]
    t987 = aten._to_copy.default(t986, dtype=torch.float32)  # t987: cpu f32[64, 32]
    t988 = aten.mul.Tensor(t987, t29)  # t988: cpu f32[64, 32]
    t989 = aten.clamp.default(t988, -448.0, 448.0)  # t989: cpu f32[64, 32]
    t990 = aten._to_copy.default(t989, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t990: cpu f8e4m3[64, 32]
    t991 = aten.t.default(t990)  # t991: cpu f8e4m3[32, 64]
    # end region 60 -> t991
    # region 61: te 802eafa4f623a1ef, 1 ops
    t992 = aten._scaled_mm.default(t922, t991, t109, t30, None, None, torch.bfloat16)  # t992: cpu bf16[128, 64]
    # end region 61 -> t992
    # region 62: te 3e253a9f5ad8d9d1, 1 ops
    # layers.0.attention.wk (Linear), llama.py:239
    t993 = aten._scaled_mm.default(t888, t984, t112, t24, None, None, torch.bfloat16)  # t993: cpu bf16[32, 64]
    # end region 62 -> t993
    # region 63: inductor 87d84e0e1d7a9bbd, 6 ops
    t994 = aten.t.default(t2)  # t994: cpu bf16[64, 32]
    t995 = aten._to_copy.default(t994, dtype=torch.float32)  # t995: cpu f32[64, 32]
    t996 = aten.mul.Tensor(t995, t27)  # t996: cpu f32[64, 32]
    t997 = aten.clamp.default(t996, -448.0, 448.0)  # t997: cpu f32[64, 32]
    t998 = aten._to_copy.default(t997, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t998: cpu f8e4m3[64, 32]
    t999 = aten.t.default(t998)  # t999: cpu f8e4m3[32, 64]
    # end region 63 -> t999
    # region 64: te 802eafa4f623a1ef, 1 ops
    t1000 = aten._scaled_mm.default(t892, t999, t112, t28, None, None, torch.bfloat16)  # t1000: cpu bf16[128, 64]
    # end region 64 -> t1000
    # region 65: te f4ca694a92e0d2f9, 1 ops
    # layers.0.attention.wq (Linear), llama.py:238
    t1001 = aten._scaled_mm.default(t966, t984, t115, t24, None, None, torch.bfloat16)  # t1001: cpu bf16[64, 64]
    # end region 65 -> t1001
    # region 66: inductor 320cf6957f1aaf4d, 6 ops
    t1002 = aten.t.default(t1)  # t1002: cpu bf16[64, 64]
    t1003 = aten._to_copy.default(t1002, dtype=torch.float32)  # t1003: cpu f32[64, 64]
    t1004 = aten.mul.Tensor(t1003, t25)  # t1004: cpu f32[64, 64]
    t1005 = aten.clamp.default(t1004, -448.0, 448.0)  # t1005: cpu f32[64, 64]
    t1006 = aten._to_copy.default(t1005, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t1006: cpu f8e4m3[64, 64]
    t1007 = aten.t.default(t1006)  # t1007: cpu f8e4m3[64, 64]
    # end region 66 -> t1007
    # region 67: te 51cece1548d82ef7, 1 ops
    t1008 = aten._scaled_mm.default(t970, t1007, t115, t26, None, None, torch.bfloat16)  # t1008: cpu bf16[128, 64]
    # end region 67 -> t1008
    # region 68: inductor 4fc90089b74093db, 30 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161, 160
    t1009 = aten._to_copy.default(t0, dtype=torch.float32)  # t1009: cpu f32[64]
    t1010 = aten.add.Tensor(t117, 1e-05)  # t1010: cpu f32[2, 64, 1]
    t1011 = aten.rsqrt.default(t1010)  # t1011: cpu f32[2, 64, 1]
    t1012 = aten._to_copy.default(t116, dtype=torch.float32)  # t1012: cpu f32[2, 64, 64]
    t1013 = aten.mul.Tensor(t1012, t1011)  # t1013: cpu f32[2, 64, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t1014 = aten.view.default(t992, [2, 64, 64])  # t1014: cpu bf16[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t1015 = aten.view.default(t1000, [2, 64, 64])  # t1015: cpu bf16[2, 64, 64]
    t1016 = aten.add.Tensor(t1014, t1015)  # t1016: cpu bf16[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t1017 = aten.view.default(t1008, [2, 64, 64])  # t1017: cpu bf16[2, 64, 64]
    t1018 = aten.add.Tensor(t1016, t1017)  # t1018: cpu bf16[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:162, 161
    t1019 = aten._to_copy.default(t1018, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t1019: cpu f32[2, 64, 64]
    t1020 = aten.mul.Tensor(t1019, t1013)  # t1020: cpu f32[2, 64, 64]
    t1021 = aten.mul.Tensor(t1019, t1009)  # t1021: cpu f32[2, 64, 64]
    t1022 = aten.sum.dim_IntList(t1020, [0, 1], True)  # t1022: cpu f32[1, 1, 64]
    t1023 = aten.view.default(t1022, [64])  # t1023: cpu f32[64]
    t1024 = aten._to_copy.default(t1023, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t1024: cpu bf16[64]
    t1025 = aten.mul.Tensor(t1021, t1012)  # t1025: cpu f32[2, 64, 64]
    t1026 = aten.mul.Tensor(t1021, t1011)  # t1026: cpu f32[2, 64, 64]
    t1027 = aten.sum.dim_IntList(t1025, [2], True)  # t1027: cpu f32[2, 64, 1]
    t1028 = aten.pow.Tensor_Scalar(t1011, 3)  # t1028: cpu f32[2, 64, 1]
    t1029 = aten.mul.Scalar(t1027, -0.5)  # t1029: cpu f32[2, 64, 1]
    t1030 = aten.mul.Tensor(t1029, t1028)  # t1030: cpu f32[2, 64, 1]
    t1031 = aten.expand.default(t1030, [2, 64, 64])  # t1031: cpu f32[2, 64, 64]
    t1032 = aten.div.Scalar(t1031, 64)  # t1032: cpu f32[2, 64, 64]
    t1033 = aten.pow.Tensor_Scalar(t1012, 1.0)  # t1033: cpu f32[2, 64, 64]
    t1034 = aten.mul.Scalar(t1033, 2.0)  # t1034: cpu f32[2, 64, 64]
    t1035 = aten.mul.Tensor(t1032, t1034)  # t1035: cpu f32[2, 64, 64]
    t1036 = aten.add.Tensor(t1026, t1035)  # t1036: cpu f32[2, 64, 64]
    # layers.0.attention_norm (RMSNorm), llama.py:160
    t1037 = aten._to_copy.default(t1036, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t1037: cpu bf16[2, 64, 64]
    t1038 = aten.add.Tensor(t791, t1037)  # t1038: cpu bf16[2, 64, 64]
    # end region 68 -> t1024, t1038
    # tok_embeddings (Embedding), llama.py:305
    t1039 = aten.embedding_dense_backward.default(t1038, t22, 256, -1, False)  # t1039: cpu bf16[256, 64]
    return (t1039, t1024, t1001, t993, t985, t827, t777, t756, t748, t665, t612, t589, t581, t573, t415, t365, t344, t336, t253, t201, t182, t158, t166, t167, t224, t232, t233, t276, t284, t285, t304, t312, t313, t389, t397, t398, t493, t501, t502, t463, t471, t472, t541, t549, t550, t636, t644, t645, t688, t696, t697, t716, t724, t725, t801, t809, t810, t905, t913, t914, t875, t883, t884, t953, t961, t962)
    # t1039: grad tok_embeddings.weight
    # t1024: grad layers.0.attention_norm.weight
    # t1001: grad layers.0.attention.wq.weight
    # t993: grad layers.0.attention.wk.weight
    # t985: grad layers.0.attention.wv.weight
    # t827: grad layers.0.attention.wo.weight
    # t777: grad layers.0.ffn_norm.weight
    # t756: grad layers.0.feed_forward.w1.weight
    # t748: grad layers.0.feed_forward.w3.weight
    # t665: grad layers.0.feed_forward.w2.weight
    # t612: grad layers.1.attention_norm.weight
    # t589: grad layers.1.attention.wq.weight
    # t581: grad layers.1.attention.wk.weight
    # t573: grad layers.1.attention.wv.weight
    # t415: grad layers.1.attention.wo.weight
    # t365: grad layers.1.ffn_norm.weight
    # t344: grad layers.1.feed_forward.w1.weight
    # t336: grad layers.1.feed_forward.w3.weight
    # t253: grad layers.1.feed_forward.w2.weight
    # t201: grad norm.weight
    # t182: grad output.weight
    # t158: carry amax_history:output.weight:grad_output
    # t166: carry scale:output.weight:grad_output
    # t167: carry scale_inv:output.weight:grad_output
    # t224: carry amax_history:layers.1.feed_forward.w2.weight:grad_output
    # t232: carry scale:layers.1.feed_forward.w2.weight:grad_output
    # t233: carry scale_inv:layers.1.feed_forward.w2.weight:grad_output
    # t276: carry amax_history:layers.1.feed_forward.w3.weight:grad_output
    # t284: carry scale:layers.1.feed_forward.w3.weight:grad_output
    # t285: carry scale_inv:layers.1.feed_forward.w3.weight:grad_output
    # t304: carry amax_history:layers.1.feed_forward.w1.weight:grad_output
    # t312: carry scale:layers.1.feed_forward.w1.weight:grad_output
    # t313: carry scale_inv:layers.1.feed_forward.w1.weight:grad_output
    # t389: carry amax_history:layers.1.attention.wo.weight:grad_output
    # t397: carry scale:layers.1.attention.wo.weight:grad_output
    # t398: carry scale_inv:layers.1.attention.wo.weight:grad_output
    # t493: carry amax_history:layers.1.attention.wv.weight:grad_output
    # t501: carry scale:layers.1.attention.wv.weight:grad_output
    # t502: carry scale_inv:layers.1.attention.wv.weight:grad_output
    # t463: carry amax_history:layers.1.attention.wk.weight:grad_output
    # t471: carry scale:layers.1.attention.wk.weight:grad_output
    # t472: carry scale_inv:layers.1.attention.wk.weight:grad_output
    # t541: carry amax_history:layers.1.attention.wq.weight:grad_output
    # t549: carry scale:layers.1.attention.wq.weight:grad_output
    # t550: carry scale_inv:layers.1.attention.wq.weight:grad_output
    # t636: carry amax_history:layers.0.feed_forward.w2.weight:grad_output
    # t644: carry scale:layers.0.feed_forward.w2.weight:grad_output
    # t645: carry scale_inv:layers.0.feed_forward.w2.weight:grad_output
    # t688: carry amax_history:layers.0.feed_forward.w3.weight:grad_output
    # t696: carry scale:layers.0.feed_forward.w3.weight:grad_output
    # t697: carry scale_inv:layers.0.feed_forward.w3.weight:grad_output
    # t716: carry amax_history:layers.0.feed_forward.w1.weight:grad_output
    # t724: carry scale:layers.0.feed_forward.w1.weight:grad_output
    # t725: carry scale_inv:layers.0.feed_forward.w1.weight:grad_output
    # t801: carry amax_history:layers.0.attention.wo.weight:grad_output
    # t809: carry scale:layers.0.attention.wo.weight:grad_output
    # t810: carry scale_inv:layers.0.attention.wo.weight:grad_output
    # t905: carry amax_history:layers.0.attention.wv.weight:grad_output
    # t913: carry scale:layers.0.attention.wv.weight:grad_output
    # t914: carry scale_inv:layers.0.attention.wv.weight:grad_output
    # t875: carry amax_history:layers.0.attention.wk.weight:grad_output
    # t883: carry scale:layers.0.attention.wk.weight:grad_output
    # t884: carry scale_inv:layers.0.attention.wk.weight:grad_output
    # t953: carry amax_history:layers.0.attention.wq.weight:grad_output
    # t961: carry scale:layers.0.attention.wq.weight:grad_output
    # t962: carry scale_inv:layers.0.attention.wq.weight:grad_output
