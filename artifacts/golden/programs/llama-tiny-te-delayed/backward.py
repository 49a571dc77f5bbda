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
    t180 = aten._scaled_mm.default(t146, t179, t73, t68, None, None, torch.bfloat16)  # t180: cpu bf16[256, 64]
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
    t187 = aten._scaled_mm.default(t150, t186, t73, t70, None, None, torch.bfloat16)  # t187: cpu bf16[128, 64]
    # end region 5 -> t187
    # region 6: inductor 8ac599fa26b80c31, 50 ops
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
    t214 = aten.amax.default(t213, [], False)  # t214: cpu bf16[]
    t215 = aten._to_copy.default(t214, dtype=torch.float32)  # t215: cpu f32[]
    t216 = aten.view.default(t215, [1])  # t216: cpu f32[1]
    t217 = aten.slice.Tensor(t74, 0, 1, 1024)  # t217: cpu f32[1023]
    t218 = aten.cat.default([t217, t216])  # t218: cpu f32[1024]
    t219 = aten.slice.Tensor(t218, 0, 1, 1024)  # t219: cpu f32[1023]
    t220 = aten.constant_pad_nd.default(t219, [1, 0], 0.0)  # t220: cpu f32[1024]
    t221 = aten.amax.default(t218, [0], False)  # t221: cpu f32[]
    t222 = aten.gt.Scalar(t221, 0.0)  # t222: cpu b8[]
    t223 = aten.le.Scalar(t221, 3.4028234663852886e+38)  # t223: cpu b8[]
    t224 = aten.logical_and.default(t222, t223)  # t224: cpu b8[]
    t225 = aten.full_like.default(t221, 57344.0)  # t225: cpu f32[]
    t226 = aten.div.Tensor(t225, t221)  # t226: cpu f32[]
    t227 = aten.clamp.default(t226, None, 3.4028234663852886e+38)  # t227: cpu f32[]
    t228 = aten.where.self(t224, t227, t75)  # t228: cpu f32[]
    t229 = aten.reciprocal.default(t228)  # t229: cpu f32[]
    t230 = aten._to_copy.default(t212, dtype=torch.float32)  # t230: cpu f32[64, 128]
    t231 = aten.mul.Tensor(t230, t75)  # t231: cpu f32[64, 128]
    t232 = aten.clamp.default(t231, -57344.0, 57344.0)  # t232: cpu f32[64, 128]
    t233 = aten._to_copy.default(t232, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t233: cpu f8e5m2[64, 128]
    t234 = aten._to_copy.default(t211, dtype=torch.float32)  # t234: cpu f32[128, 64]
    t235 = aten.mul.Tensor(t234, t75)  # t235: cpu f32[128, 64]
    t236 = aten.clamp.default(t235, -57344.0, 57344.0)  # t236: cpu f32[128, 64]
    t237 = aten._to_copy.default(t236, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t237: cpu f8e5m2[128, 64]
    # end region 6 -> t197, t210, t220, t228, t229, t233, t237
    # region 7: inductor d84efa5c37be3384, 9 ops
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
    # end region 7 -> t246
    # region 8: te 9c07cfbfde8765d1, 1 ops
    t247 = aten._scaled_mm.default(t233, t246, t76, t64, None, None, torch.bfloat16)  # t247: cpu bf16[64, 192]
    # end region 8 -> t247
    # region 9: inductor 4472c963b1085452, 6 ops
    t248 = aten.t.default(t17)  # t248: cpu bf16[192, 64]
    t249 = aten._to_copy.default(t248, dtype=torch.float32)  # t249: cpu f32[192, 64]
    t250 = aten.mul.Tensor(t249, t65)  # t250: cpu f32[192, 64]
    t251 = aten.clamp.default(t250, -448.0, 448.0)  # t251: cpu f32[192, 64]
    t252 = aten._to_copy.default(t251, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t252: cpu f8e4m3[192, 64]
    t253 = aten.t.default(t252)  # t253: cpu f8e4m3[64, 192]
    # end region 9 -> t253
    # region 10: te ae66b94f20fe510e, 1 ops
    t254 = aten._scaled_mm.default(t237, t253, t76, t66, None, None, torch.bfloat16)  # t254: cpu bf16[128, 192]
    # end region 10 -> t254
    # region 11: inductor 642933744574d266, 59 ops
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
    t262 = aten.amax.default(t261, [], False)  # t262: cpu bf16[]
    t263 = aten._to_copy.default(t262, dtype=torch.float32)  # t263: cpu f32[]
    t264 = aten.view.default(t263, [1])  # t264: cpu f32[1]
    t265 = aten.slice.Tensor(t77, 0, 1, 1024)  # t265: cpu f32[1023]
    t266 = aten.cat.default([t265, t264])  # t266: cpu f32[1024]
    t267 = aten.slice.Tensor(t266, 0, 1, 1024)  # t267: cpu f32[1023]
    t268 = aten.constant_pad_nd.default(t267, [1, 0], 0.0)  # t268: cpu f32[1024]
    t269 = aten.amax.default(t266, [0], False)  # t269: cpu f32[]
    t270 = aten.gt.Scalar(t269, 0.0)  # t270: cpu b8[]
    t271 = aten.le.Scalar(t269, 3.4028234663852886e+38)  # t271: cpu b8[]
    t272 = aten.logical_and.default(t270, t271)  # t272: cpu b8[]
    t273 = aten.full_like.default(t269, 57344.0)  # t273: cpu f32[]
    t274 = aten.div.Tensor(t273, t269)  # t274: cpu f32[]
    t275 = aten.clamp.default(t274, None, 3.4028234663852886e+38)  # t275: cpu f32[]
    t276 = aten.where.self(t272, t275, t78)  # t276: cpu f32[]
    t277 = aten.reciprocal.default(t276)  # t277: cpu f32[]
    t278 = aten._to_copy.default(t260, dtype=torch.float32)  # t278: cpu f32[192, 128]
    t279 = aten.mul.Tensor(t278, t78)  # t279: cpu f32[192, 128]
    t280 = aten.clamp.default(t279, -57344.0, 57344.0)  # t280: cpu f32[192, 128]
    t281 = aten._to_copy.default(t280, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t281: cpu f8e5m2[192, 128]
    t282 = aten._to_copy.default(t259, dtype=torch.float32)  # t282: cpu f32[128, 192]
    t283 = aten.mul.Tensor(t282, t78)  # t283: cpu f32[128, 192]
    t284 = aten.clamp.default(t283, -57344.0, 57344.0)  # t284: cpu f32[128, 192]
    t285 = aten._to_copy.default(t284, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t285: cpu f8e5m2[128, 192]
    # layers.1.feed_forward (FeedForward), llama.py:269
    t286 = aten.silu_backward.default(t258, t136)  # t286: cpu bf16[2, 64, 192]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t287 = aten.view.default(t286, [128, 192])  # t287: cpu bf16[128, 192]
    t288 = aten.t.default(t287)  # t288: cpu bf16[192, 128]
    t289 = aten.abs.default(t286)  # t289: cpu bf16[2, 64, 192]
    t290 = aten.amax.default(t289, [], False)  # t290: cpu bf16[]
    t291 = aten._to_copy.default(t290, dtype=torch.float32)  # t291: cpu f32[]
    t292 = aten.view.default(t291, [1])  # t292: cpu f32[1]
    t293 = aten.slice.Tensor(t80, 0, 1, 1024)  # t293: cpu f32[1023]
    t294 = aten.cat.default([t293, t292])  # t294: cpu f32[1024]
    t295 = aten.slice.Tensor(t294, 0, 1, 1024)  # t295: cpu f32[1023]
    t296 = aten.constant_pad_nd.default(t295, [1, 0], 0.0)  # t296: cpu f32[1024]
    t297 = aten.amax.default(t294, [0], False)  # t297: cpu f32[]
    t298 = aten.gt.Scalar(t297, 0.0)  # t298: cpu b8[]
    t299 = aten.le.Scalar(t297, 3.4028234663852886e+38)  # t299: cpu b8[]
    t300 = aten.logical_and.default(t298, t299)  # t300: cpu b8[]
    t301 = aten.full_like.default(t297, 57344.0)  # t301: cpu f32[]
    t302 = aten.div.Tensor(t301, t297)  # t302: cpu f32[]
    t303 = aten.clamp.default(t302, None, 3.4028234663852886e+38)  # t303: cpu f32[]
    t304 = aten.where.self(t300, t303, t81)  # t304: cpu f32[]
    t305 = aten.reciprocal.default(t304)  # t305: cpu f32[]
    t306 = aten._to_copy.default(t288, dtype=torch.float32)  # t306: cpu f32[192, 128]
    t307 = aten.mul.Tensor(t306, t81)  # t307: cpu f32[192, 128]
    t308 = aten.clamp.default(t307, -57344.0, 57344.0)  # t308: cpu f32[192, 128]
    t309 = aten._to_copy.default(t308, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t309: cpu f8e5m2[192, 128]
    t310 = aten._to_copy.default(t287, dtype=torch.float32)  # t310: cpu f32[128, 192]
    t311 = aten.mul.Tensor(t310, t81)  # t311: cpu f32[128, 192]
    t312 = aten.clamp.default(t311, -57344.0, 57344.0)  # t312: cpu f32[128, 192]
    t313 = aten._to_copy.default(t312, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t313: cpu f8e5m2[128, 192]
    # end region 11 -> t268, t276, t277, t281, t285, t296, t304, t305, t309, t313
    # region 12: inductor 920c6a718ebece23, 12 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t314 = aten._to_copy.default(t14, dtype=torch.float32)  # t314: cpu f32[64]
    t315 = aten._to_copy.default(t134, dtype=torch.float32)  # t315: cpu f32[2, 64, 64]
    t316 = aten.mul.Tensor(t315, t135)  # t316: cpu f32[2, 64, 64]
    t317 = aten.mul.Tensor(t316, t314)  # t317: cpu f32[2, 64, 64]
    t318 = aten._to_copy.default(t317, dtype=torch.bfloat16)  # t318: cpu bf16[2, 64, 64]
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t319 = aten.view.default(t318, [128, 64])  # t319: cpu bf16[128, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t320 = aten.t.default(t319)  # t320: cpu bf16[64, 128]
    t321 = aten._to_copy.default(t320, dtype=torch.float32)  # t321: cpu f32[64, 128]
    t322 = aten.mul.Tensor(t321, t57)  # t322: cpu f32[64, 128]
    t323 = aten.clamp.default(t322, -448.0, 448.0)  # t323: cpu f32[64, 128]
    t324 = aten._to_copy.default(t323, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t324: cpu f8e4m3[64, 128]
    t325 = aten.t.default(t324)  # t325: cpu f8e4m3[128, 64]
    # end region 12 -> t325
    # region 13: te 97bc4eeacf7851c7, 1 ops
    t326 = aten._scaled_mm.default(t281, t325, t79, t58, None, None, torch.bfloat16)  # t326: cpu bf16[192, 64]
    # end region 13 -> t326
    # region 14: inductor 718e416d2df4ac50, 6 ops
    t327 = aten.t.default(t16)  # t327: cpu bf16[64, 192]
    t328 = aten._to_copy.default(t327, dtype=torch.float32)  # t328: cpu f32[64, 192]
    t329 = aten.mul.Tensor(t328, t61)  # t329: cpu f32[64, 192]
    t330 = aten.clamp.default(t329, -448.0, 448.0)  # t330: cpu f32[64, 192]
    t331 = aten._to_copy.default(t330, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t331: cpu f8e4m3[64, 192]
    t332 = aten.t.default(t331)  # t332: cpu f8e4m3[192, 64]
    # end region 14 -> t332
    # region 15: te f9fd62c4a21c8659, 1 ops
    t333 = aten._scaled_mm.default(t285, t332, t79, t62, None, None, torch.bfloat16)  # t333: cpu bf16[128, 64]
    # end region 15 -> t333
    # region 16: te 97bc4eeacf7851c7, 1 ops
    # layers.1.feed_forward.w1 (Linear), llama.py:269
    t334 = aten._scaled_mm.default(t309, t325, t82, t58, None, None, torch.bfloat16)  # t334: cpu bf16[192, 64]
    # end region 16 -> t334
    # region 17: inductor 718e416d2df4ac50, 6 ops
    t335 = aten.t.default(t15)  # t335: cpu bf16[64, 192]
    t336 = aten._to_copy.default(t335, dtype=torch.float32)  # t336: cpu f32[64, 192]
    t337 = aten.mul.Tensor(t336, t59)  # t337: cpu f32[64, 192]
    t338 = aten.clamp.default(t337, -448.0, 448.0)  # t338: cpu f32[64, 192]
    t339 = aten._to_copy.default(t338, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t339: cpu f8e4m3[64, 192]
    t340 = aten.t.default(t339)  # t340: cpu f8e4m3[192, 64]
    # end region 17 -> t340
    # region 18: te f9fd62c4a21c8659, 1 ops
    t341 = aten._scaled_mm.default(t313, t340, t82, t60, None, None, torch.bfloat16)  # t341: cpu bf16[128, 64]
    # end region 18 -> t341
    # region 19: inductor dfb8451ed16ddf19, 53 ops
    # layers.1.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t342 = aten._to_copy.default(t14, dtype=torch.float32)  # t342: cpu f32[64]
    t343 = aten._to_copy.default(t134, dtype=torch.float32)  # t343: cpu f32[2, 64, 64]
    t344 = aten.mul.Tensor(t343, t135)  # t344: cpu f32[2, 64, 64]
    # layers.1.feed_forward.w3 (Linear), llama.py:269
    t345 = aten.view.default(t333, [2, 64, 64])  # t345: cpu bf16[2, 64, 64]
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
    t371 = aten.amax.default(t370, [], False)  # t371: cpu bf16[]
    t372 = aten._to_copy.default(t371, dtype=torch.float32)  # t372: cpu f32[]
    t373 = aten.view.default(t372, [1])  # t373: cpu f32[1]
    t374 = aten.slice.Tensor(t83, 0, 1, 1024)  # t374: cpu f32[1023]
    t375 = aten.cat.default([t374, t373])  # t375: cpu f32[1024]
    t376 = aten.slice.Tensor(t375, 0, 1, 1024)  # t376: cpu f32[1023]
    t377 = aten.constant_pad_nd.default(t376, [1, 0], 0.0)  # t377: cpu f32[1024]
    t378 = aten.amax.default(t375, [0], False)  # t378: cpu f32[]
    t379 = aten.gt.Scalar(t378, 0.0)  # t379: cpu b8[]
    t380 = aten.le.Scalar(t378, 3.4028234663852886e+38)  # t380: cpu b8[]
    t381 = aten.logical_and.default(t379, t380)  # t381: cpu b8[]
    t382 = aten.full_like.default(t378, 57344.0)  # t382: cpu f32[]
    t383 = aten.div.Tensor(t382, t378)  # t383: cpu f32[]
    t384 = aten.clamp.default(t383, None, 3.4028234663852886e+38)  # t384: cpu f32[]
    t385 = aten.where.self(t381, t384, t84)  # t385: cpu f32[]
    t386 = aten.reciprocal.default(t385)  # t386: cpu f32[]
    t387 = aten._to_copy.default(t369, dtype=torch.float32)  # t387: cpu f32[64, 128]
    t388 = aten.mul.Tensor(t387, t84)  # t388: cpu f32[64, 128]
    t389 = aten.clamp.default(t388, -57344.0, 57344.0)  # t389: cpu f32[64, 128]
    t390 = aten._to_copy.default(t389, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t390: cpu f8e5m2[64, 128]
    t391 = aten._to_copy.default(t368, dtype=torch.float32)  # t391: cpu f32[128, 64]
    t392 = aten.mul.Tensor(t391, t84)  # t392: cpu f32[128, 64]
    t393 = aten.clamp.default(t392, -57344.0, 57344.0)  # t393: cpu f32[128, 64]
    t394 = aten._to_copy.default(t393, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t394: cpu f8e5m2[128, 64]
    # end region 19 -> t353, t367, t377, t385, t386, t390, t394
    # region 20: inductor bd79b81a875dad94, 8 ops
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
    # end region 20 -> t402
    # region 21: te f4ca694a92e0d2f9, 1 ops
    t403 = aten._scaled_mm.default(t390, t402, t85, t54, None, None, torch.bfloat16)  # t403: cpu bf16[64, 64]
    # end region 21 -> t403
    # region 22: inductor 320cf6957f1aaf4d, 6 ops
    t404 = aten.t.default(t13)  # t404: cpu bf16[64, 64]
    t405 = aten._to_copy.default(t404, dtype=torch.float32)  # t405: cpu f32[64, 64]
    t406 = aten.mul.Tensor(t405, t55)  # t406: cpu f32[64, 64]
    t407 = aten.clamp.default(t406, -448.0, 448.0)  # t407: cpu f32[64, 64]
    t408 = aten._to_copy.default(t407, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t408: cpu f8e4m3[64, 64]
    t409 = aten.t.default(t408)  # t409: cpu f8e4m3[64, 64]
    # end region 22 -> t409
    # region 23: te 51cece1548d82ef7, 1 ops
    t410 = aten._scaled_mm.default(t394, t409, t85, t56, None, None, torch.bfloat16)  # t410: cpu bf16[128, 64]
    # end region 23 -> t410
    # layers.1.attention (Attention), llama.py:250, 241, 242, 240, 243, 249
    t411 = aten.view.default(t410, [2, 64, 4, 16])  # t411: cpu bf16[2, 64, 4, 16]
    t412 = aten.transpose.int(t411, 1, 2)  # t412: cpu bf16[2, 4, 64, 16]
    t413 = aten.transpose.int(t130, 1, 2)  # t413: cpu bf16[2, 4, 64, 16]
    t414 = aten.transpose.int(t131, 1, 2)  # t414: cpu bf16[2, 2, 64, 16]
    t415 = aten.view.default(t129, [2, 64, 2, 16])  # t415: cpu bf16[2, 64, 2, 16]
    t416 = aten.transpose.int(t415, 1, 2)  # t416: cpu bf16[2, 2, 64, 16]
    t417, t418, t419 = aotc.sdpa_backward.default(t412, t413, t414, t416, None, t132, t133, True, None)  # t417: cpu bf16[2, 4, 64, 16], t418: cpu bf16[2, 2, 64, 16], t419: cpu bf16[2, 2, 64, 16]
    # region 24: inductor ddcbc407c992b2f8, 49 ops
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
    t445 = aten.amax.default(t444, [], False)  # t445: cpu bf16[]
    t446 = aten._to_copy.default(t445, dtype=torch.float32)  # t446: cpu f32[]
    t447 = aten.view.default(t446, [1])  # t447: cpu f32[1]
    t448 = aten.slice.Tensor(t89, 0, 1, 1024)  # t448: cpu f32[1023]
    t449 = aten.cat.default([t448, t447])  # t449: cpu f32[1024]
    t450 = aten.slice.Tensor(t449, 0, 1, 1024)  # t450: cpu f32[1023]
    t451 = aten.constant_pad_nd.default(t450, [1, 0], 0.0)  # t451: cpu f32[1024]
    t452 = aten.amax.default(t449, [0], False)  # t452: cpu f32[]
    t453 = aten.gt.Scalar(t452, 0.0)  # t453: cpu b8[]
    t454 = aten.le.Scalar(t452, 3.4028234663852886e+38)  # t454: cpu b8[]
    t455 = aten.logical_and.default(t453, t454)  # t455: cpu b8[]
    t456 = aten.full_like.default(t452, 57344.0)  # t456: cpu f32[]
    t457 = aten.div.Tensor(t456, t452)  # t457: cpu f32[]
    t458 = aten.clamp.default(t457, None, 3.4028234663852886e+38)  # t458: cpu f32[]
    t459 = aten.where.self(t455, t458, t90)  # t459: cpu f32[]
    t460 = aten.reciprocal.default(t459)  # t460: cpu f32[]
    t461 = aten._to_copy.default(t443, dtype=torch.float32)  # t461: cpu f32[32, 128]
    t462 = aten.mul.Tensor(t461, t90)  # t462: cpu f32[32, 128]
    t463 = aten.clamp.default(t462, -57344.0, 57344.0)  # t463: cpu f32[32, 128]
    t464 = aten._to_copy.default(t463, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t464: cpu f8e5m2[32, 128]
    t465 = aten._to_copy.default(t442, dtype=torch.float32)  # t465: cpu f32[128, 32]
    t466 = aten.mul.Tensor(t465, t90)  # t466: cpu f32[128, 32]
    t467 = aten.clamp.default(t466, -57344.0, 57344.0)  # t467: cpu f32[128, 32]
    t468 = aten._to_copy.default(t467, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t468: cpu f8e5m2[128, 32]
    # end region 24 -> t451, t459, t460, t464, t468
    # region 25: inductor 8ad5b81b56a8cf80, 30 ops
    # layers.1.attention (Attention), llama.py:249, 243, 240
    t469 = aten.clone.default(t419, memory_format=torch.contiguous_format)  # t469: cpu bf16[2, 2, 64, 16]
    t470 = aten.transpose.int(t469, 1, 2)  # t470: cpu bf16[2, 64, 2, 16]
    t471 = aten.clone.default(t470, memory_format=torch.contiguous_format)  # t471: cpu bf16[2, 64, 2, 16]
    # layers.1.attention.wv (Linear), llama.py:240
    t472 = aten.view.default(t471, [128, 32])  # t472: cpu bf16[128, 32]
    t473 = aten.t.default(t472)  # t473: cpu bf16[32, 128]
    t474 = aten.abs.default(t471)  # t474: cpu bf16[2, 64, 2, 16]
    t475 = aten.amax.default(t474, [], False)  # t475: cpu bf16[]
    t476 = aten._to_copy.default(t475, dtype=torch.float32)  # t476: cpu f32[]
    t477 = aten.view.default(t476, [1])  # t477: cpu f32[1]
    t478 = aten.slice.Tensor(t86, 0, 1, 1024)  # t478: cpu f32[1023]
    t479 = aten.cat.default([t478, t477])  # t479: cpu f32[1024]
    t480 = aten.slice.Tensor(t479, 0, 1, 1024)  # t480: cpu f32[1023]
    t481 = aten.constant_pad_nd.default(t480, [1, 0], 0.0)  # t481: cpu f32[1024]
    t482 = aten.amax.default(t479, [0], False)  # t482: cpu f32[]
    t483 = aten.gt.Scalar(t482, 0.0)  # t483: cpu b8[]
    t484 = aten.le.Scalar(t482, 3.4028234663852886e+38)  # t484: cpu b8[]
    t485 = aten.logical_and.default(t483, t484)  # t485: cpu b8[]
    t486 = aten.full_like.default(t482, 57344.0)  # t486: cpu f32[]
    t487 = aten.div.Tensor(t486, t482)  # t487: cpu f32[]
    t488 = aten.clamp.default(t487, None, 3.4028234663852886e+38)  # t488: cpu f32[]
    t489 = aten.where.self(t485, t488, t87)  # t489: cpu f32[]
    t490 = aten.reciprocal.default(t489)  # t490: cpu f32[]
    t491 = aten._to_copy.default(t473, dtype=torch.float32)  # t491: cpu f32[32, 128]
    t492 = aten.mul.Tensor(t491, t87)  # t492: cpu f32[32, 128]
    t493 = aten.clamp.default(t492, -57344.0, 57344.0)  # t493: cpu f32[32, 128]
    t494 = aten._to_copy.default(t493, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t494: cpu f8e5m2[32, 128]
    t495 = aten._to_copy.default(t472, dtype=torch.float32)  # t495: cpu f32[128, 32]
    t496 = aten.mul.Tensor(t495, t87)  # t496: cpu f32[128, 32]
    t497 = aten.clamp.default(t496, -57344.0, 57344.0)  # t497: cpu f32[128, 32]
    t498 = aten._to_copy.default(t497, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t498: cpu f8e5m2[128, 32]
    # end region 25 -> t481, t489, t490, t494, t498
    # region 26: inductor 5bf25317f52617f7, 48 ops
    # rope (RotaryEmbedding), llama.py:195
    t499 = aten.slice.Tensor(t20, 0, 0, 64)  # t499: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t500 = aten.view.default(t499, [1, 64, 1, 8])  # t500: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t501 = aten.slice.Tensor(t21, 0, 0, 64)  # t501: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:208
    t502 = aten.view.default(t501, [1, 64, 1, 8])  # t502: cpu bf16[1, 64, 1, 8]
    # layers.1.attention (Attention), llama.py:241, 212, 211, 210, 209
    t503 = aten.transpose.int(t417, 1, 2)  # t503: cpu bf16[2, 64, 4, 16]
    t504 = aten._to_copy.default(t503, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t504: cpu f32[2, 64, 4, 16]
    t505 = aten.view.default(t504, [2, 64, 4, 8, 2])  # t505: cpu f32[2, 64, 4, 8, 2]
    t506 = aten.select.int(t505, -1, 0)  # t506: cpu f32[2, 64, 4, 8]
    t507 = aten.select.int(t505, -1, 1)  # t507: cpu f32[2, 64, 4, 8]
    t508 = aten.mul.Tensor(t507, t500)  # t508: cpu f32[2, 64, 4, 8]
    t509 = aten.mul.Tensor(t507, t502)  # t509: cpu f32[2, 64, 4, 8]
    t510 = aten.neg.default(t506)  # t510: cpu f32[2, 64, 4, 8]
    t511 = aten.mul.Tensor(t510, t502)  # t511: cpu f32[2, 64, 4, 8]
    t512 = aten.add.Tensor(t508, t511)  # t512: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:209
    t513 = aten.mul.Tensor(t506, t500)  # t513: cpu f32[2, 64, 4, 8]
    t514 = aten.add.Tensor(t509, t513)  # t514: cpu f32[2, 64, 4, 8]
    # layers.1.attention (Attention), llama.py:206
    t515 = aten.select_backward.default(t512, [2, 64, 4, 8, 2], 4, 1)  # t515: cpu f32[2, 64, 4, 8, 2]
    t516 = aten.select_backward.default(t514, [2, 64, 4, 8, 2], 4, 0)  # t516: cpu f32[2, 64, 4, 8, 2]
    t517 = aten.add.Tensor(t515, t516)  # t517: cpu f32[2, 64, 4, 8, 2]
    # layers.1.attention (Attention), llama.py:205
    t518 = aten.view.default(t517, [2, 64, 4, 16])  # t518: cpu f32[2, 64, 4, 16]
    t519 = aten._to_copy.default(t518, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t519: cpu bf16[2, 64, 4, 16]
    # layers.1.attention.wq (Linear), llama.py:238
    t520 = aten.view.default(t519, [128, 64])  # t520: cpu bf16[128, 64]
    t521 = aten.t.default(t520)  # t521: cpu bf16[64, 128]
    t522 = aten.abs.default(t519)  # t522: cpu bf16[2, 64, 4, 16]
    t523 = aten.amax.default(t522, [], False)  # t523: cpu bf16[]
    t524 = aten._to_copy.default(t523, dtype=torch.float32)  # t524: cpu f32[]
    t525 = aten.view.default(t524, [1])  # t525: cpu f32[1]
    t526 = aten.slice.Tensor(t92, 0, 1, 1024)  # t526: cpu f32[1023]
    t527 = aten.cat.default([t526, t525])  # t527: cpu f32[1024]
    t528 = aten.slice.Tensor(t527, 0, 1, 1024)  # t528: cpu f32[1023]
    t529 = aten.constant_pad_nd.default(t528, [1, 0], 0.0)  # t529: cpu f32[1024]
    t530 = aten.amax.default(t527, [0], False)  # t530: cpu f32[]
    t531 = aten.gt.Scalar(t530, 0.0)  # t531: cpu b8[]
    t532 = aten.le.Scalar(t530, 3.4028234663852886e+38)  # t532: cpu b8[]
    t533 = aten.logical_and.default(t531, t532)  # t533: cpu b8[]
    t534 = aten.full_like.default(t530, 57344.0)  # t534: cpu f32[]
    t535 = aten.div.Tensor(t534, t530)  # t535: cpu f32[]
    t536 = aten.clamp.default(t535, None, 3.4028234663852886e+38)  # t536: cpu f32[]
    t537 = aten.where.self(t533, t536, t93)  # t537: cpu f32[]
    t538 = aten.reciprocal.default(t537)  # t538: cpu f32[]
    t539 = aten._to_copy.default(t521, dtype=torch.float32)  # t539: cpu f32[64, 128]
    t540 = aten.mul.Tensor(t539, t93)  # t540: cpu f32[64, 128]
    t541 = aten.clamp.default(t540, -57344.0, 57344.0)  # t541: cpu f32[64, 128]
    t542 = aten._to_copy.default(t541, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t542: cpu f8e5m2[64, 128]
    t543 = aten._to_copy.default(t520, dtype=torch.float32)  # t543: cpu f32[128, 64]
    t544 = aten.mul.Tensor(t543, t93)  # t544: cpu f32[128, 64]
    t545 = aten.clamp.default(t544, -57344.0, 57344.0)  # t545: cpu f32[128, 64]
    t546 = aten._to_copy.default(t545, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t546: cpu f8e5m2[128, 64]
    # end region 26 -> t529, t537, t538, t542, t546
    # region 27: inductor 920c6a718ebece23, 12 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 160, 161
    t547 = aten._to_copy.default(t9, dtype=torch.float32)  # t547: cpu f32[64]
    t548 = aten._to_copy.default(t127, dtype=torch.float32)  # t548: cpu f32[2, 64, 64]
    t549 = aten.mul.Tensor(t548, t128)  # t549: cpu f32[2, 64, 64]
    t550 = aten.mul.Tensor(t549, t547)  # t550: cpu f32[2, 64, 64]
    t551 = aten._to_copy.default(t550, dtype=torch.bfloat16)  # t551: cpu bf16[2, 64, 64]
    # layers.1.attention.wq (Linear), llama.py:238
    t552 = aten.view.default(t551, [128, 64])  # t552: cpu bf16[128, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t553 = aten.t.default(t552)  # t553: cpu bf16[64, 128]
    t554 = aten._to_copy.default(t553, dtype=torch.float32)  # t554: cpu f32[64, 128]
    t555 = aten.mul.Tensor(t554, t45)  # t555: cpu f32[64, 128]
    t556 = aten.clamp.default(t555, -448.0, 448.0)  # t556: cpu f32[64, 128]
    t557 = aten._to_copy.default(t556, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t557: cpu f8e4m3[64, 128]
    t558 = aten.t.default(t557)  # t558: cpu f8e4m3[128, 64]
    # end region 27 -> t558
    # region 28: te 3e253a9f5ad8d9d1, 1 ops
    t559 = aten._scaled_mm.default(t494, t558, t88, t46, None, None, torch.bfloat16)  # t559: cpu bf16[32, 64]
    # end region 28 -> t559
    # region 29: inductor 87d84e0e1d7a9bbd, 6 ops
    t560 = aten.t.default(t12)  # t560: cpu bf16[64, 32]
    t561 = aten._to_copy.default(t560, dtype=torch.float32)  # t561: cpu f32[64, 32]
    t562 = aten.mul.Tensor(t561, t51)  # t562: cpu f32[64, 32]
    t563 = aten.clamp.default(t562, -448.0, 448.0)  # t563: cpu f32[64, 32]
    t564 = aten._to_copy.default(t563, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t564: cpu f8e4m3[64, 32]
    t565 = aten.t.default(t564)  # t565: cpu f8e4m3[32, 64]
    # end region 29 -> t565
    # region 30: te 802eafa4f623a1ef, 1 ops
    t566 = aten._scaled_mm.default(t498, t565, t88, t52, None, None, torch.bfloat16)  # t566: cpu bf16[128, 64]
    # end region 30 -> t566
    # region 31: te 3e253a9f5ad8d9d1, 1 ops
    # layers.1.attention.wk (Linear), llama.py:239
    t567 = aten._scaled_mm.default(t464, t558, t91, t46, None, None, torch.bfloat16)  # t567: cpu bf16[32, 64]
    # end region 31 -> t567
    # region 32: inductor 87d84e0e1d7a9bbd, 6 ops
    t568 = aten.t.default(t11)  # t568: cpu bf16[64, 32]
    t569 = aten._to_copy.default(t568, dtype=torch.float32)  # t569: cpu f32[64, 32]
    t570 = aten.mul.Tensor(t569, t49)  # t570: cpu f32[64, 32]
    t571 = aten.clamp.default(t570, -448.0, 448.0)  # t571: cpu f32[64, 32]
    t572 = aten._to_copy.default(t571, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t572: cpu f8e4m3[64, 32]
    t573 = aten.t.default(t572)  # t573: cpu f8e4m3[32, 64]
    # end region 32 -> t573
    # region 33: te 802eafa4f623a1ef, 1 ops
    t574 = aten._scaled_mm.default(t468, t573, t91, t50, None, None, torch.bfloat16)  # t574: cpu bf16[128, 64]
    # end region 33 -> t574
    # region 34: te f4ca694a92e0d2f9, 1 ops
    # layers.1.attention.wq (Linear), llama.py:238
    t575 = aten._scaled_mm.default(t542, t558, t94, t46, None, None, torch.bfloat16)  # t575: cpu bf16[64, 64]
    # end region 34 -> t575
    # region 35: inductor 320cf6957f1aaf4d, 6 ops
    t576 = aten.t.default(t10)  # t576: cpu bf16[64, 64]
    t577 = aten._to_copy.default(t576, dtype=torch.float32)  # t577: cpu f32[64, 64]
    t578 = aten.mul.Tensor(t577, t47)  # t578: cpu f32[64, 64]
    t579 = aten.clamp.default(t578, -448.0, 448.0)  # t579: cpu f32[64, 64]
    t580 = aten._to_copy.default(t579, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t580: cpu f8e4m3[64, 64]
    t581 = aten.t.default(t580)  # t581: cpu f8e4m3[64, 64]
    # end region 35 -> t581
    # region 36: te 51cece1548d82ef7, 1 ops
    t582 = aten._scaled_mm.default(t546, t581, t94, t48, None, None, torch.bfloat16)  # t582: cpu bf16[128, 64]
    # end region 36 -> t582
    # region 37: inductor d37f740e69a63f7a, 55 ops
    # layers.1.attention_norm (RMSNorm), llama.py:162, 160, 161
    t583 = aten._to_copy.default(t9, dtype=torch.float32)  # t583: cpu f32[64]
    t584 = aten._to_copy.default(t127, dtype=torch.float32)  # t584: cpu f32[2, 64, 64]
    t585 = aten.mul.Tensor(t584, t128)  # t585: cpu f32[2, 64, 64]
    # layers.1.attention.wv (Linear), llama.py:240
    t586 = aten.view.default(t566, [2, 64, 64])  # t586: cpu bf16[2, 64, 64]
    # layers.1.attention.wk (Linear), llama.py:239
    t587 = aten.view.default(t574, [2, 64, 64])  # t587: cpu bf16[2, 64, 64]
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
    t614 = aten.amax.default(t613, [], False)  # t614: cpu bf16[]
    t615 = aten._to_copy.default(t614, dtype=torch.float32)  # t615: cpu f32[]
    t616 = aten.view.default(t615, [1])  # t616: cpu f32[1]
    t617 = aten.slice.Tensor(t95, 0, 1, 1024)  # t617: cpu f32[1023]
    t618 = aten.cat.default([t617, t616])  # t618: cpu f32[1024]
    t619 = aten.slice.Tensor(t618, 0, 1, 1024)  # t619: cpu f32[1023]
    t620 = aten.constant_pad_nd.default(t619, [1, 0], 0.0)  # t620: cpu f32[1024]
    t621 = aten.amax.default(t618, [0], False)  # t621: cpu f32[]
    t622 = aten.gt.Scalar(t621, 0.0)  # t622: cpu b8[]
    t623 = aten.le.Scalar(t621, 3.4028234663852886e+38)  # t623: cpu b8[]
    t624 = aten.logical_and.default(t622, t623)  # t624: cpu b8[]
    t625 = aten.full_like.default(t621, 57344.0)  # t625: cpu f32[]
    t626 = aten.div.Tensor(t625, t621)  # t626: cpu f32[]
    t627 = aten.clamp.default(t626, None, 3.4028234663852886e+38)  # t627: cpu f32[]
    t628 = aten.where.self(t624, t627, t96)  # t628: cpu f32[]
    t629 = aten.reciprocal.default(t628)  # t629: cpu f32[]
    t630 = aten._to_copy.default(t612, dtype=torch.float32)  # t630: cpu f32[64, 128]
    t631 = aten.mul.Tensor(t630, t96)  # t631: cpu f32[64, 128]
    t632 = aten.clamp.default(t631, -57344.0, 57344.0)  # t632: cpu f32[64, 128]
    t633 = aten._to_copy.default(t632, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t633: cpu f8e5m2[64, 128]
    t634 = aten._to_copy.default(t611, dtype=torch.float32)  # t634: cpu f32[128, 64]
    t635 = aten.mul.Tensor(t634, t96)  # t635: cpu f32[128, 64]
    t636 = aten.clamp.default(t635, -57344.0, 57344.0)  # t636: cpu f32[128, 64]
    t637 = aten._to_copy.default(t636, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t637: cpu f8e5m2[128, 64]
    # end region 37 -> t596, t610, t620, t628, t629, t633, t637
    # region 38: inductor d84efa5c37be3384, 9 ops
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
    # end region 38 -> t646
    # region 39: te 9c07cfbfde8765d1, 1 ops
    t647 = aten._scaled_mm.default(t633, t646, t97, t42, None, None, torch.bfloat16)  # t647: cpu bf16[64, 192]
    # end region 39 -> t647
    # region 40: inductor 4472c963b1085452, 6 ops
    t648 = aten.t.default(t8)  # t648: cpu bf16[192, 64]
    t649 = aten._to_copy.default(t648, dtype=torch.float32)  # t649: cpu f32[192, 64]
    t650 = aten.mul.Tensor(t649, t43)  # t650: cpu f32[192, 64]
    t651 = aten.clamp.default(t650, -448.0, 448.0)  # t651: cpu f32[192, 64]
    t652 = aten._to_copy.default(t651, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t652: cpu f8e4m3[192, 64]
    t653 = aten.t.default(t652)  # t653: cpu f8e4m3[64, 192]
    # end region 40 -> t653
    # region 41: te ae66b94f20fe510e, 1 ops
    t654 = aten._scaled_mm.default(t637, t653, t97, t44, None, None, torch.bfloat16)  # t654: cpu bf16[128, 192]
    # end region 41 -> t654
    # region 42: inductor 642933744574d266, 59 ops
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
    t662 = aten.amax.default(t661, [], False)  # t662: cpu bf16[]
    t663 = aten._to_copy.default(t662, dtype=torch.float32)  # t663: cpu f32[]
    t664 = aten.view.default(t663, [1])  # t664: cpu f32[1]
    t665 = aten.slice.Tensor(t98, 0, 1, 1024)  # t665: cpu f32[1023]
    t666 = aten.cat.default([t665, t664])  # t666: cpu f32[1024]
    t667 = aten.slice.Tensor(t666, 0, 1, 1024)  # t667: cpu f32[1023]
    t668 = aten.constant_pad_nd.default(t667, [1, 0], 0.0)  # t668: cpu f32[1024]
    t669 = aten.amax.default(t666, [0], False)  # t669: cpu f32[]
    t670 = aten.gt.Scalar(t669, 0.0)  # t670: cpu b8[]
    t671 = aten.le.Scalar(t669, 3.4028234663852886e+38)  # t671: cpu b8[]
    t672 = aten.logical_and.default(t670, t671)  # t672: cpu b8[]
    t673 = aten.full_like.default(t669, 57344.0)  # t673: cpu f32[]
    t674 = aten.div.Tensor(t673, t669)  # t674: cpu f32[]
    t675 = aten.clamp.default(t674, None, 3.4028234663852886e+38)  # t675: cpu f32[]
    t676 = aten.where.self(t672, t675, t99)  # t676: cpu f32[]
    t677 = aten.reciprocal.default(t676)  # t677: cpu f32[]
    t678 = aten._to_copy.default(t660, dtype=torch.float32)  # t678: cpu f32[192, 128]
    t679 = aten.mul.Tensor(t678, t99)  # t679: cpu f32[192, 128]
    t680 = aten.clamp.default(t679, -57344.0, 57344.0)  # t680: cpu f32[192, 128]
    t681 = aten._to_copy.default(t680, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t681: cpu f8e5m2[192, 128]
    t682 = aten._to_copy.default(t659, dtype=torch.float32)  # t682: cpu f32[128, 192]
    t683 = aten.mul.Tensor(t682, t99)  # t683: cpu f32[128, 192]
    t684 = aten.clamp.default(t683, -57344.0, 57344.0)  # t684: cpu f32[128, 192]
    t685 = aten._to_copy.default(t684, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t685: cpu f8e5m2[128, 192]
    # layers.0.feed_forward (FeedForward), llama.py:269
    t686 = aten.silu_backward.default(t658, t125)  # t686: cpu bf16[2, 64, 192]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t687 = aten.view.default(t686, [128, 192])  # t687: cpu bf16[128, 192]
    t688 = aten.t.default(t687)  # t688: cpu bf16[192, 128]
    t689 = aten.abs.default(t686)  # t689: cpu bf16[2, 64, 192]
    t690 = aten.amax.default(t689, [], False)  # t690: cpu bf16[]
    t691 = aten._to_copy.default(t690, dtype=torch.float32)  # t691: cpu f32[]
    t692 = aten.view.default(t691, [1])  # t692: cpu f32[1]
    t693 = aten.slice.Tensor(t101, 0, 1, 1024)  # t693: cpu f32[1023]
    t694 = aten.cat.default([t693, t692])  # t694: cpu f32[1024]
    t695 = aten.slice.Tensor(t694, 0, 1, 1024)  # t695: cpu f32[1023]
    t696 = aten.constant_pad_nd.default(t695, [1, 0], 0.0)  # t696: cpu f32[1024]
    t697 = aten.amax.default(t694, [0], False)  # t697: cpu f32[]
    t698 = aten.gt.Scalar(t697, 0.0)  # t698: cpu b8[]
    t699 = aten.le.Scalar(t697, 3.4028234663852886e+38)  # t699: cpu b8[]
    t700 = aten.logical_and.default(t698, t699)  # t700: cpu b8[]
    t701 = aten.full_like.default(t697, 57344.0)  # t701: cpu f32[]
    t702 = aten.div.Tensor(t701, t697)  # t702: cpu f32[]
    t703 = aten.clamp.default(t702, None, 3.4028234663852886e+38)  # t703: cpu f32[]
    t704 = aten.where.self(t700, t703, t102)  # t704: cpu f32[]
    t705 = aten.reciprocal.default(t704)  # t705: cpu f32[]
    t706 = aten._to_copy.default(t688, dtype=torch.float32)  # t706: cpu f32[192, 128]
    t707 = aten.mul.Tensor(t706, t102)  # t707: cpu f32[192, 128]
    t708 = aten.clamp.default(t707, -57344.0, 57344.0)  # t708: cpu f32[192, 128]
    t709 = aten._to_copy.default(t708, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t709: cpu f8e5m2[192, 128]
    t710 = aten._to_copy.default(t687, dtype=torch.float32)  # t710: cpu f32[128, 192]
    t711 = aten.mul.Tensor(t710, t102)  # t711: cpu f32[128, 192]
    t712 = aten.clamp.default(t711, -57344.0, 57344.0)  # t712: cpu f32[128, 192]
    t713 = aten._to_copy.default(t712, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t713: cpu f8e5m2[128, 192]
    # end region 42 -> t668, t676, t677, t681, t685, t696, t704, t705, t709, t713
    # region 43: inductor 920c6a718ebece23, 12 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t714 = aten._to_copy.default(t5, dtype=torch.float32)  # t714: cpu f32[64]
    t715 = aten._to_copy.default(t123, dtype=torch.float32)  # t715: cpu f32[2, 64, 64]
    t716 = aten.mul.Tensor(t715, t124)  # t716: cpu f32[2, 64, 64]
    t717 = aten.mul.Tensor(t716, t714)  # t717: cpu f32[2, 64, 64]
    t718 = aten._to_copy.default(t717, dtype=torch.bfloat16)  # t718: cpu bf16[2, 64, 64]
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t719 = aten.view.default(t718, [128, 64])  # t719: cpu bf16[128, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t720 = aten.t.default(t719)  # t720: cpu bf16[64, 128]
    t721 = aten._to_copy.default(t720, dtype=torch.float32)  # t721: cpu f32[64, 128]
    t722 = aten.mul.Tensor(t721, t35)  # t722: cpu f32[64, 128]
    t723 = aten.clamp.default(t722, -448.0, 448.0)  # t723: cpu f32[64, 128]
    t724 = aten._to_copy.default(t723, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t724: cpu f8e4m3[64, 128]
    t725 = aten.t.default(t724)  # t725: cpu f8e4m3[128, 64]
    # end region 43 -> t725
    # region 44: te 97bc4eeacf7851c7, 1 ops
    t726 = aten._scaled_mm.default(t681, t725, t100, t36, None, None, torch.bfloat16)  # t726: cpu bf16[192, 64]
    # end region 44 -> t726
    # region 45: inductor 718e416d2df4ac50, 6 ops
    t727 = aten.t.default(t7)  # t727: cpu bf16[64, 192]
    t728 = aten._to_copy.default(t727, dtype=torch.float32)  # t728: cpu f32[64, 192]
    t729 = aten.mul.Tensor(t728, t39)  # t729: cpu f32[64, 192]
    t730 = aten.clamp.default(t729, -448.0, 448.0)  # t730: cpu f32[64, 192]
    t731 = aten._to_copy.default(t730, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t731: cpu f8e4m3[64, 192]
    t732 = aten.t.default(t731)  # t732: cpu f8e4m3[192, 64]
    # end region 45 -> t732
    # region 46: te f9fd62c4a21c8659, 1 ops
    t733 = aten._scaled_mm.default(t685, t732, t100, t40, None, None, torch.bfloat16)  # t733: cpu bf16[128, 64]
    # end region 46 -> t733
    # region 47: te 97bc4eeacf7851c7, 1 ops
    # layers.0.feed_forward.w1 (Linear), llama.py:269
    t734 = aten._scaled_mm.default(t709, t725, t103, t36, None, None, torch.bfloat16)  # t734: cpu bf16[192, 64]
    # end region 47 -> t734
    # region 48: inductor 718e416d2df4ac50, 6 ops
    t735 = aten.t.default(t6)  # t735: cpu bf16[64, 192]
    t736 = aten._to_copy.default(t735, dtype=torch.float32)  # t736: cpu f32[64, 192]
    t737 = aten.mul.Tensor(t736, t37)  # t737: cpu f32[64, 192]
    t738 = aten.clamp.default(t737, -448.0, 448.0)  # t738: cpu f32[64, 192]
    t739 = aten._to_copy.default(t738, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t739: cpu f8e4m3[64, 192]
    t740 = aten.t.default(t739)  # t740: cpu f8e4m3[192, 64]
    # end region 48 -> t740
    # region 49: te f9fd62c4a21c8659, 1 ops
    t741 = aten._scaled_mm.default(t713, t740, t103, t38, None, None, torch.bfloat16)  # t741: cpu bf16[128, 64]
    # end region 49 -> t741
    # region 50: inductor dfb8451ed16ddf19, 53 ops
    # layers.0.ffn_norm (RMSNorm), llama.py:162, 160, 161
    t742 = aten._to_copy.default(t5, dtype=torch.float32)  # t742: cpu f32[64]
    t743 = aten._to_copy.default(t123, dtype=torch.float32)  # t743: cpu f32[2, 64, 64]
    t744 = aten.mul.Tensor(t743, t124)  # t744: cpu f32[2, 64, 64]
    # layers.0.feed_forward.w3 (Linear), llama.py:269
    t745 = aten.view.default(t733, [2, 64, 64])  # t745: cpu bf16[2, 64, 64]
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
    t771 = aten.amax.default(t770, [], False)  # t771: cpu bf16[]
    t772 = aten._to_copy.default(t771, dtype=torch.float32)  # t772: cpu f32[]
    t773 = aten.view.default(t772, [1])  # t773: cpu f32[1]
    t774 = aten.slice.Tensor(t104, 0, 1, 1024)  # t774: cpu f32[1023]
    t775 = aten.cat.default([t774, t773])  # t775: cpu f32[1024]
    t776 = aten.slice.Tensor(t775, 0, 1, 1024)  # t776: cpu f32[1023]
    t777 = aten.constant_pad_nd.default(t776, [1, 0], 0.0)  # t777: cpu f32[1024]
    t778 = aten.amax.default(t775, [0], False)  # t778: cpu f32[]
    t779 = aten.gt.Scalar(t778, 0.0)  # t779: cpu b8[]
    t780 = aten.le.Scalar(t778, 3.4028234663852886e+38)  # t780: cpu b8[]
    t781 = aten.logical_and.default(t779, t780)  # t781: cpu b8[]
    t782 = aten.full_like.default(t778, 57344.0)  # t782: cpu f32[]
    t783 = aten.div.Tensor(t782, t778)  # t783: cpu f32[]
    t784 = aten.clamp.default(t783, None, 3.4028234663852886e+38)  # t784: cpu f32[]
    t785 = aten.where.self(t781, t784, t105)  # t785: cpu f32[]
    t786 = aten.reciprocal.default(t785)  # t786: cpu f32[]
    t787 = aten._to_copy.default(t769, dtype=torch.float32)  # t787: cpu f32[64, 128]
    t788 = aten.mul.Tensor(t787, t105)  # t788: cpu f32[64, 128]
    t789 = aten.clamp.default(t788, -57344.0, 57344.0)  # t789: cpu f32[64, 128]
    t790 = aten._to_copy.default(t789, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t790: cpu f8e5m2[64, 128]
    t791 = aten._to_copy.default(t768, dtype=torch.float32)  # t791: cpu f32[128, 64]
    t792 = aten.mul.Tensor(t791, t105)  # t792: cpu f32[128, 64]
    t793 = aten.clamp.default(t792, -57344.0, 57344.0)  # t793: cpu f32[128, 64]
    t794 = aten._to_copy.default(t793, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t794: cpu f8e5m2[128, 64]
    # end region 50 -> t753, t767, t777, t785, t786, t790, t794
    # region 51: inductor bd79b81a875dad94, 8 ops
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
    # end region 51 -> t802
    # region 52: te f4ca694a92e0d2f9, 1 ops
    t803 = aten._scaled_mm.default(t790, t802, t106, t32, None, None, torch.bfloat16)  # t803: cpu bf16[64, 64]
    # end region 52 -> t803
    # region 53: inductor 320cf6957f1aaf4d, 6 ops
    t804 = aten.t.default(t4)  # t804: cpu bf16[64, 64]
    t805 = aten._to_copy.default(t804, dtype=torch.float32)  # t805: cpu f32[64, 64]
    t806 = aten.mul.Tensor(t805, t33)  # t806: cpu f32[64, 64]
    t807 = aten.clamp.default(t806, -448.0, 448.0)  # t807: cpu f32[64, 64]
    t808 = aten._to_copy.default(t807, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t808: cpu f8e4m3[64, 64]
    t809 = aten.t.default(t808)  # t809: cpu f8e4m3[64, 64]
    # end region 53 -> t809
    # region 54: te 51cece1548d82ef7, 1 ops
    t810 = aten._scaled_mm.default(t794, t809, t106, t34, None, None, torch.bfloat16)  # t810: cpu bf16[128, 64]
    # end region 54 -> t810
    # layers.0.attention (Attention), llama.py:250, 241, 242, 240, 243, 249
    t811 = aten.view.default(t810, [2, 64, 4, 16])  # t811: cpu bf16[2, 64, 4, 16]
    t812 = aten.transpose.int(t811, 1, 2)  # t812: cpu bf16[2, 4, 64, 16]
    t813 = aten.transpose.int(t119, 1, 2)  # t813: cpu bf16[2, 4, 64, 16]
    t814 = aten.transpose.int(t120, 1, 2)  # t814: cpu bf16[2, 2, 64, 16]
    t815 = aten.view.default(t118, [2, 64, 2, 16])  # t815: cpu bf16[2, 64, 2, 16]
    t816 = aten.transpose.int(t815, 1, 2)  # t816: cpu bf16[2, 2, 64, 16]
    t817, t818, t819 = aotc.sdpa_backward.default(t812, t813, t814, t816, None, t121, t122, True, None)  # t817: cpu bf16[2, 4, 64, 16], t818: cpu bf16[2, 2, 64, 16], t819: cpu bf16[2, 2, 64, 16]
    # region 55: inductor 1dd962bd211af1ff, 49 ops
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
    t845 = aten.amax.default(t844, [], False)  # t845: cpu bf16[]
    t846 = aten._to_copy.default(t845, dtype=torch.float32)  # t846: cpu f32[]
    t847 = aten.view.default(t846, [1])  # t847: cpu f32[1]
    t848 = aten.slice.Tensor(t110, 0, 1, 1024)  # t848: cpu f32[1023]
    t849 = aten.cat.default([t848, t847])  # t849: cpu f32[1024]
    t850 = aten.slice.Tensor(t849, 0, 1, 1024)  # t850: cpu f32[1023]
    t851 = aten.constant_pad_nd.default(t850, [1, 0], 0.0)  # t851: cpu f32[1024]
    t852 = aten.amax.default(t849, [0], False)  # t852: cpu f32[]
    t853 = aten.gt.Scalar(t852, 0.0)  # t853: cpu b8[]
    t854 = aten.le.Scalar(t852, 3.4028234663852886e+38)  # t854: cpu b8[]
    t855 = aten.logical_and.default(t853, t854)  # t855: cpu b8[]
    t856 = aten.full_like.default(t852, 57344.0)  # t856: cpu f32[]
    t857 = aten.div.Tensor(t856, t852)  # t857: cpu f32[]
    t858 = aten.clamp.default(t857, None, 3.4028234663852886e+38)  # t858: cpu f32[]
    t859 = aten.where.self(t855, t858, t111)  # t859: cpu f32[]
    t860 = aten.reciprocal.default(t859)  # t860: cpu f32[]
    t861 = aten._to_copy.default(t843, dtype=torch.float32)  # t861: cpu f32[32, 128]
    t862 = aten.mul.Tensor(t861, t111)  # t862: cpu f32[32, 128]
    t863 = aten.clamp.default(t862, -57344.0, 57344.0)  # t863: cpu f32[32, 128]
    t864 = aten._to_copy.default(t863, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t864: cpu f8e5m2[32, 128]
    t865 = aten._to_copy.default(t842, dtype=torch.float32)  # t865: cpu f32[128, 32]
    t866 = aten.mul.Tensor(t865, t111)  # t866: cpu f32[128, 32]
    t867 = aten.clamp.default(t866, -57344.0, 57344.0)  # t867: cpu f32[128, 32]
    t868 = aten._to_copy.default(t867, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t868: cpu f8e5m2[128, 32]
    # end region 55 -> t851, t859, t860, t864, t868
    # region 56: inductor 8ad5b81b56a8cf80, 30 ops
    # layers.0.attention (Attention), llama.py:249, 243, 240
    t869 = aten.clone.default(t819, memory_format=torch.contiguous_format)  # t869: cpu bf16[2, 2, 64, 16]
    t870 = aten.transpose.int(t869, 1, 2)  # t870: cpu bf16[2, 64, 2, 16]
    t871 = aten.clone.default(t870, memory_format=torch.contiguous_format)  # t871: cpu bf16[2, 64, 2, 16]
    # layers.0.attention.wv (Linear), llama.py:240
    t872 = aten.view.default(t871, [128, 32])  # t872: cpu bf16[128, 32]
    t873 = aten.t.default(t872)  # t873: cpu bf16[32, 128]
    t874 = aten.abs.default(t871)  # t874: cpu bf16[2, 64, 2, 16]
    t875 = aten.amax.default(t874, [], False)  # t875: cpu bf16[]
    t876 = aten._to_copy.default(t875, dtype=torch.float32)  # t876: cpu f32[]
    t877 = aten.view.default(t876, [1])  # t877: cpu f32[1]
    t878 = aten.slice.Tensor(t107, 0, 1, 1024)  # t878: cpu f32[1023]
    t879 = aten.cat.default([t878, t877])  # t879: cpu f32[1024]
    t880 = aten.slice.Tensor(t879, 0, 1, 1024)  # t880: cpu f32[1023]
    t881 = aten.constant_pad_nd.default(t880, [1, 0], 0.0)  # t881: cpu f32[1024]
    t882 = aten.amax.default(t879, [0], False)  # t882: cpu f32[]
    t883 = aten.gt.Scalar(t882, 0.0)  # t883: cpu b8[]
    t884 = aten.le.Scalar(t882, 3.4028234663852886e+38)  # t884: cpu b8[]
    t885 = aten.logical_and.default(t883, t884)  # t885: cpu b8[]
    t886 = aten.full_like.default(t882, 57344.0)  # t886: cpu f32[]
    t887 = aten.div.Tensor(t886, t882)  # t887: cpu f32[]
    t888 = aten.clamp.default(t887, None, 3.4028234663852886e+38)  # t888: cpu f32[]
    t889 = aten.where.self(t885, t888, t108)  # t889: cpu f32[]
    t890 = aten.reciprocal.default(t889)  # t890: cpu f32[]
    t891 = aten._to_copy.default(t873, dtype=torch.float32)  # t891: cpu f32[32, 128]
    t892 = aten.mul.Tensor(t891, t108)  # t892: cpu f32[32, 128]
    t893 = aten.clamp.default(t892, -57344.0, 57344.0)  # t893: cpu f32[32, 128]
    t894 = aten._to_copy.default(t893, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t894: cpu f8e5m2[32, 128]
    t895 = aten._to_copy.default(t872, dtype=torch.float32)  # t895: cpu f32[128, 32]
    t896 = aten.mul.Tensor(t895, t108)  # t896: cpu f32[128, 32]
    t897 = aten.clamp.default(t896, -57344.0, 57344.0)  # t897: cpu f32[128, 32]
    t898 = aten._to_copy.default(t897, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t898: cpu f8e5m2[128, 32]
    # end region 56 -> t881, t889, t890, t894, t898
    # region 57: inductor 5bf25317f52617f7, 48 ops
    # rope (RotaryEmbedding), llama.py:195
    t899 = aten.slice.Tensor(t20, 0, 0, 64)  # t899: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:207
    t900 = aten.view.default(t899, [1, 64, 1, 8])  # t900: cpu bf16[1, 64, 1, 8]
    # rope (RotaryEmbedding), llama.py:195
    t901 = aten.slice.Tensor(t21, 0, 0, 64)  # t901: cpu bf16[64, 8]
    # layers.0.attention (Attention), llama.py:208, 241, 212, 211, 210, 209
    t902 = aten.view.default(t901, [1, 64, 1, 8])  # t902: cpu bf16[1, 64, 1, 8]
    t903 = aten.transpose.int(t817, 1, 2)  # t903: cpu bf16[2, 64, 4, 16]
    t904 = aten._to_copy.default(t903, dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t904: cpu f32[2, 64, 4, 16]
    t905 = aten.view.default(t904, [2, 64, 4, 8, 2])  # t905: cpu f32[2, 64, 4, 8, 2]
    t906 = aten.select.int(t905, -1, 0)  # t906: cpu f32[2, 64, 4, 8]
    t907 = aten.select.int(t905, -1, 1)  # t907: cpu f32[2, 64, 4, 8]
    t908 = aten.mul.Tensor(t907, t900)  # t908: cpu f32[2, 64, 4, 8]
    t909 = aten.mul.Tensor(t907, t902)  # t909: cpu f32[2, 64, 4, 8]
    t910 = aten.neg.default(t906)  # t910: cpu f32[2, 64, 4, 8]
    t911 = aten.mul.Tensor(t910, t902)  # t911: cpu f32[2, 64, 4, 8]
    t912 = aten.add.Tensor(t908, t911)  # t912: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:209
    t913 = aten.mul.Tensor(t906, t900)  # t913: cpu f32[2, 64, 4, 8]
    t914 = aten.add.Tensor(t909, t913)  # t914: cpu f32[2, 64, 4, 8]
    # layers.0.attention (Attention), llama.py:206
    t915 = aten.select_backward.default(t912, [2, 64, 4, 8, 2], 4, 1)  # t915: cpu f32[2, 64, 4, 8, 2]
    t916 = aten.select_backward.default(t914, [2, 64, 4, 8, 2], 4, 0)  # t916: cpu f32[2, 64, 4, 8, 2]
    t917 = aten.add.Tensor(t915, t916)  # t917: cpu f32[2, 64, 4, 8, 2]
    # layers.0.attention (Attention), llama.py:205
    t918 = aten.view.default(t917, [2, 64, 4, 16])  # t918: cpu f32[2, 64, 4, 16]
    t919 = aten._to_copy.default(t918, dtype=torch.bfloat16, layout=torch.strided, device=torch.device('cpu'))  # t919: cpu bf16[2, 64, 4, 16]
    # layers.0.attention.wq (Linear), llama.py:238
    t920 = aten.view.default(t919, [128, 64])  # t920: cpu bf16[128, 64]
    t921 = aten.t.default(t920)  # t921: cpu bf16[64, 128]
    t922 = aten.abs.default(t919)  # t922: cpu bf16[2, 64, 4, 16]
    t923 = aten.amax.default(t922, [], False)  # t923: cpu bf16[]
    t924 = aten._to_copy.default(t923, dtype=torch.float32)  # t924: cpu f32[]
    t925 = aten.view.default(t924, [1])  # t925: cpu f32[1]
    t926 = aten.slice.Tensor(t113, 0, 1, 1024)  # t926: cpu f32[1023]
    t927 = aten.cat.default([t926, t925])  # t927: cpu f32[1024]
    t928 = aten.slice.Tensor(t927, 0, 1, 1024)  # t928: cpu f32[1023]
    t929 = aten.constant_pad_nd.default(t928, [1, 0], 0.0)  # t929: cpu f32[1024]
    t930 = aten.amax.default(t927, [0], False)  # t930: cpu f32[]
    t931 = aten.gt.Scalar(t930, 0.0)  # t931: cpu b8[]
    t932 = aten.le.Scalar(t930, 3.4028234663852886e+38)  # t932: cpu b8[]
    t933 = aten.logical_and.default(t931, t932)  # t933: cpu b8[]
    t934 = aten.full_like.default(t930, 57344.0)  # t934: cpu f32[]
    t935 = aten.div.Tensor(t934, t930)  # t935: cpu f32[]
    t936 = aten.clamp.default(t935, None, 3.4028234663852886e+38)  # t936: cpu f32[]
    t937 = aten.where.self(t933, t936, t114)  # t937: cpu f32[]
    t938 = aten.reciprocal.default(t937)  # t938: cpu f32[]
    t939 = aten._to_copy.default(t921, dtype=torch.float32)  # t939: cpu f32[64, 128]
    t940 = aten.mul.Tensor(t939, t114)  # t940: cpu f32[64, 128]
    t941 = aten.clamp.default(t940, -57344.0, 57344.0)  # t941: cpu f32[64, 128]
    t942 = aten._to_copy.default(t941, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t942: cpu f8e5m2[64, 128]
    t943 = aten._to_copy.default(t920, dtype=torch.float32)  # t943: cpu f32[128, 64]
    t944 = aten.mul.Tensor(t943, t114)  # t944: cpu f32[128, 64]
    t945 = aten.clamp.default(t944, -57344.0, 57344.0)  # t945: cpu f32[128, 64]
    t946 = aten._to_copy.default(t945, dtype=torch.float8_e5m2, memory_format=torch.contiguous_format)  # t946: cpu f8e5m2[128, 64]
    # end region 57 -> t929, t937, t938, t942, t946
    # region 58: inductor 920c6a718ebece23, 12 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 160, 161
    t947 = aten._to_copy.default(t0, dtype=torch.float32)  # t947: cpu f32[64]
    t948 = aten._to_copy.default(t116, dtype=torch.float32)  # t948: cpu f32[2, 64, 64]
    t949 = aten.mul.Tensor(t948, t117)  # t949: cpu f32[2, 64, 64]
    t950 = aten.mul.Tensor(t949, t947)  # t950: cpu f32[2, 64, 64]
    t951 = aten._to_copy.default(t950, dtype=torch.bfloat16)  # t951: cpu bf16[2, 64, 64]
    # layers.0.attention.wq (Linear), llama.py:238
    t952 = aten.view.default(t951, [128, 64])  # t952: cpu bf16[128, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t953 = aten.t.default(t952)  # t953: cpu bf16[64, 128]
    t954 = aten._to_copy.default(t953, dtype=torch.float32)  # t954: cpu f32[64, 128]
    t955 = aten.mul.Tensor(t954, t23)  # t955: cpu f32[64, 128]
    t956 = aten.clamp.default(t955, -448.0, 448.0)  # t956: cpu f32[64, 128]
    t957 = aten._to_copy.default(t956, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t957: cpu f8e4m3[64, 128]
    t958 = aten.t.default(t957)  # t958: cpu f8e4m3[128, 64]
    # end region 58 -> t958
    # region 59: te 3e253a9f5ad8d9d1, 1 ops
    t959 = aten._scaled_mm.default(t894, t958, t109, t24, None, None, torch.bfloat16)  # t959: cpu bf16[32, 64]
    # end region 59 -> t959
    # region 60: inductor 87d84e0e1d7a9bbd, 6 ops
    t960 = aten.t.default(t3)  # t960: cpu bf16[64, 32]
    t961 = aten._to_copy.default(t960, dtype=torch.float32)  # t961: cpu f32[64, 32]
    t962 = aten.mul.Tensor(t961, t29)  # t962: cpu f32[64, 32]
    t963 = aten.clamp.default(t962, -448.0, 448.0)  # t963: cpu f32[64, 32]
    t964 = aten._to_copy.default(t963, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t964: cpu f8e4m3[64, 32]
    t965 = aten.t.default(t964)  # t965: cpu f8e4m3[32, 64]
    # end region 60 -> t965
    # region 61: te 802eafa4f623a1ef, 1 ops
    t966 = aten._scaled_mm.default(t898, t965, t109, t30, None, None, torch.bfloat16)  # t966: cpu bf16[128, 64]
    # end region 61 -> t966
    # region 62: te 3e253a9f5ad8d9d1, 1 ops
    # layers.0.attention.wk (Linear), llama.py:239
    t967 = aten._scaled_mm.default(t864, t958, t112, t24, None, None, torch.bfloat16)  # t967: cpu bf16[32, 64]
    # end region 62 -> t967
    # region 63: inductor 87d84e0e1d7a9bbd, 6 ops
    t968 = aten.t.default(t2)  # t968: cpu bf16[64, 32]
    t969 = aten._to_copy.default(t968, dtype=torch.float32)  # t969: cpu f32[64, 32]
    t970 = aten.mul.Tensor(t969, t27)  # t970: cpu f32[64, 32]
    t971 = aten.clamp.default(t970, -448.0, 448.0)  # t971: cpu f32[64, 32]
    t972 = aten._to_copy.default(t971, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t972: cpu f8e4m3[64, 32]
    t973 = aten.t.default(t972)  # t973: cpu f8e4m3[32, 64]
    # end region 63 -> t973
    # region 64: te 802eafa4f623a1ef, 1 ops
    t974 = aten._scaled_mm.default(t868, t973, t112, t28, None, None, torch.bfloat16)  # t974: cpu bf16[128, 64]
    # end region 64 -> t974
    # region 65: te f4ca694a92e0d2f9, 1 ops
    # layers.0.attention.wq (Linear), llama.py:238
    t975 = aten._scaled_mm.default(t942, t958, t115, t24, None, None, torch.bfloat16)  # t975: cpu bf16[64, 64]
    # end region 65 -> t975
    # region 66: inductor 320cf6957f1aaf4d, 6 ops
    t976 = aten.t.default(t1)  # t976: cpu bf16[64, 64]
    t977 = aten._to_copy.default(t976, dtype=torch.float32)  # t977: cpu f32[64, 64]
    t978 = aten.mul.Tensor(t977, t25)  # t978: cpu f32[64, 64]
    t979 = aten.clamp.default(t978, -448.0, 448.0)  # t979: cpu f32[64, 64]
    t980 = aten._to_copy.default(t979, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t980: cpu f8e4m3[64, 64]
    t981 = aten.t.default(t980)  # t981: cpu f8e4m3[64, 64]
    # end region 66 -> t981
    # region 67: te 51cece1548d82ef7, 1 ops
    t982 = aten._scaled_mm.default(t946, t981, t115, t26, None, None, torch.bfloat16)  # t982: cpu bf16[128, 64]
    # end region 67 -> t982
    # region 68: inductor 65ff67504b3cac4f, 28 ops
    # layers.0.attention_norm (RMSNorm), llama.py:162, 160, 161
    t983 = aten._to_copy.default(t0, dtype=torch.float32)  # t983: cpu f32[64]
    t984 = aten._to_copy.default(t116, dtype=torch.float32)  # t984: cpu f32[2, 64, 64]
    t985 = aten.mul.Tensor(t984, t117)  # t985: cpu f32[2, 64, 64]
    # layers.0.attention.wv (Linear), llama.py:240
    t986 = aten.view.default(t966, [2, 64, 64])  # t986: cpu bf16[2, 64, 64]
    # layers.0.attention.wk (Linear), llama.py:239
    t987 = aten.view.default(t974, [2, 64, 64])  # t987: cpu bf16[2, 64, 64]
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
    # end region 68 -> t996, t1010
    # tok_embeddings (Embedding), llama.py:305
    t1011 = aten.embedding_dense_backward.default(t1010, t22, 256, -1, False)  # t1011: cpu bf16[256, 64]
    return (t1011, t996, t975, t967, t959, t803, t753, t734, t726, t647, t596, t575, t567, t559, t403, t353, t334, t326, t247, t197, t180, t158, t166, t167, t220, t228, t229, t268, t276, t277, t296, t304, t305, t377, t385, t386, t481, t489, t490, t451, t459, t460, t529, t537, t538, t620, t628, t629, t668, t676, t677, t696, t704, t705, t777, t785, t786, t881, t889, t890, t851, t859, t860, t929, t937, t938)
    # t1011: grad tok_embeddings.weight
    # t996: grad layers.0.attention_norm.weight
    # t975: grad layers.0.attention.wq.weight
    # t967: grad layers.0.attention.wk.weight
    # t959: grad layers.0.attention.wv.weight
    # t803: grad layers.0.attention.wo.weight
    # t753: grad layers.0.ffn_norm.weight
    # t734: grad layers.0.feed_forward.w1.weight
    # t726: grad layers.0.feed_forward.w3.weight
    # t647: grad layers.0.feed_forward.w2.weight
    # t596: grad layers.1.attention_norm.weight
    # t575: grad layers.1.attention.wq.weight
    # t567: grad layers.1.attention.wk.weight
    # t559: grad layers.1.attention.wv.weight
    # t403: grad layers.1.attention.wo.weight
    # t353: grad layers.1.ffn_norm.weight
    # t334: grad layers.1.feed_forward.w1.weight
    # t326: grad layers.1.feed_forward.w3.weight
    # t247: grad layers.1.feed_forward.w2.weight
    # t197: grad norm.weight
    # t180: grad output.weight
    # t158: carry amax_history:output.weight:grad_output
    # t166: carry scale:output.weight:grad_output
    # t167: carry scale_inv:output.weight:grad_output
    # t220: carry amax_history:layers.1.feed_forward.w2.weight:grad_output
    # t228: carry scale:layers.1.feed_forward.w2.weight:grad_output
    # t229: carry scale_inv:layers.1.feed_forward.w2.weight:grad_output
    # t268: carry amax_history:layers.1.feed_forward.w3.weight:grad_output
    # t276: carry scale:layers.1.feed_forward.w3.weight:grad_output
    # t277: carry scale_inv:layers.1.feed_forward.w3.weight:grad_output
    # t296: carry amax_history:layers.1.feed_forward.w1.weight:grad_output
    # t304: carry scale:layers.1.feed_forward.w1.weight:grad_output
    # t305: carry scale_inv:layers.1.feed_forward.w1.weight:grad_output
    # t377: carry amax_history:layers.1.attention.wo.weight:grad_output
    # t385: carry scale:layers.1.attention.wo.weight:grad_output
    # t386: carry scale_inv:layers.1.attention.wo.weight:grad_output
    # t481: carry amax_history:layers.1.attention.wv.weight:grad_output
    # t489: carry scale:layers.1.attention.wv.weight:grad_output
    # t490: carry scale_inv:layers.1.attention.wv.weight:grad_output
    # t451: carry amax_history:layers.1.attention.wk.weight:grad_output
    # t459: carry scale:layers.1.attention.wk.weight:grad_output
    # t460: carry scale_inv:layers.1.attention.wk.weight:grad_output
    # t529: carry amax_history:layers.1.attention.wq.weight:grad_output
    # t537: carry scale:layers.1.attention.wq.weight:grad_output
    # t538: carry scale_inv:layers.1.attention.wq.weight:grad_output
    # t620: carry amax_history:layers.0.feed_forward.w2.weight:grad_output
    # t628: carry scale:layers.0.feed_forward.w2.weight:grad_output
    # t629: carry scale_inv:layers.0.feed_forward.w2.weight:grad_output
    # t668: carry amax_history:layers.0.feed_forward.w3.weight:grad_output
    # t676: carry scale:layers.0.feed_forward.w3.weight:grad_output
    # t677: carry scale_inv:layers.0.feed_forward.w3.weight:grad_output
    # t696: carry amax_history:layers.0.feed_forward.w1.weight:grad_output
    # t704: carry scale:layers.0.feed_forward.w1.weight:grad_output
    # t705: carry scale_inv:layers.0.feed_forward.w1.weight:grad_output
    # t777: carry amax_history:layers.0.attention.wo.weight:grad_output
    # t785: carry scale:layers.0.attention.wo.weight:grad_output
    # t786: carry scale_inv:layers.0.attention.wo.weight:grad_output
    # t881: carry amax_history:layers.0.attention.wv.weight:grad_output
    # t889: carry scale:layers.0.attention.wv.weight:grad_output
    # t890: carry scale_inv:layers.0.attention.wv.weight:grad_output
    # t851: carry amax_history:layers.0.attention.wk.weight:grad_output
    # t859: carry scale:layers.0.attention.wk.weight:grad_output
    # t860: carry scale_inv:layers.0.attention.wk.weight:grad_output
    # t929: carry amax_history:layers.0.attention.wq.weight:grad_output
    # t937: carry scale:layers.0.attention.wq.weight:grad_output
    # t938: carry scale_inv:layers.0.attention.wq.weight:grad_output
