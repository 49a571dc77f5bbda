def backward(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48, t49, t50, t51, t52, t53, t54, t55, t56, t57, t58, t59, t60, t61, t62, t63, t64, t65, t66, t67, t68, t69, t70, t71, t72, t73, t74):
    # t0: cpu f32[64]  saved 0
    # t1: cpu f32[64, 64]  saved 1
    # t2: cpu f32[64, 64]  saved 2
    # t3: cpu f32[64, 64]  saved 3
    # t4: cpu f32[64]  saved 4
    # t5: cpu f32[8, 64]  saved 5
    # t6: cpu f32[8, 32, 64]  saved 6
    # t7: cpu f32[8, 32, 64]  saved 7
    # t8: cpu f32[8, 64, 32]  saved 8
    # t9: cpu f32[64, 64]  saved 9
    # t10: cpu f32[64, 64]  saved 10
    # t11: cpu f32[64, 64]  saved 11
    # t12: cpu f32[64]  saved 12
    # t13: cpu f32[64, 64]  saved 13
    # t14: cpu f32[64, 64]  saved 14
    # t15: cpu f32[64, 64]  saved 15
    # t16: cpu f32[64]  saved 16
    # t17: cpu f32[8, 64]  saved 17
    # t18: cpu f32[8, 32, 64]  saved 18
    # t19: cpu f32[8, 32, 64]  saved 19
    # t20: cpu f32[8, 64, 32]  saved 20
    # t21: cpu f32[64, 64]  saved 21
    # t22: cpu f32[64, 64]  saved 22
    # t23: cpu f32[64, 64]  saved 23
    # t24: cpu f32[64]  saved 24
    # t25: cpu f32[256, 64]  saved 25
    # t26: cpu i64[2, 32]  saved 26
    # t27: cpu f32[2, 32, 64]  saved 27
    # t28: cpu f32[2, 32, 1]  saved 28
    # t29: cpu f32[64, 64]  saved 29
    # t30: cpu f32[64, 64]  saved 30
    # t31: cpu f32[2, 4, 32, 16]  saved 31
    # t32: cpu f32[2, 4, 32]  saved 32
    # t33: cpu f32[2, 32, 64]  saved 33
    # t34: cpu f32[2, 32, 1]  saved 34
    # t35: cpu f32[64, 8]  saved 35
    # t36: cpu f32[64, 2]  saved 36
    # t37: cpu i64[64, 2]  saved 37
    # t38: cpu i64[128]  saved 38
    # t39: cpu i64[128]  saved 39
    # t40: cpu i32[8]  saved 40
    # t41: cpu f32[128, 32]  saved 41
    # t42: cpu f32[128, 32]  saved 42
    # t43: cpu f32[128, 64]  saved 43
    # t44: cpu f32[64, 64]  saved 44
    # t45: cpu f32[64, 64]  saved 45
    # t46: cpu f32[64, 64]  saved 46
    # t47: cpu f32[8]  saved 47
    # t48: cpu f32[64]  saved 48
    # t49: cpu f32[2, 32, 64]  saved 49
    # t50: cpu f32[2, 32, 1]  saved 50
    # t51: cpu f32[64, 64]  saved 51
    # t52: cpu f32[64, 64]  saved 52
    # t53: cpu f32[2, 4, 32, 16]  saved 53
    # t54: cpu f32[2, 4, 32]  saved 54
    # t55: cpu f32[2, 32, 64]  saved 55
    # t56: cpu f32[2, 32, 1]  saved 56
    # t57: cpu f32[64, 8]  saved 57
    # t58: cpu f32[64, 2]  saved 58
    # t59: cpu i64[64, 2]  saved 59
    # t60: cpu i64[128]  saved 60
    # t61: cpu i64[128]  saved 61
    # t62: cpu i32[8]  saved 62
    # t63: cpu f32[128, 32]  saved 63
    # t64: cpu f32[128, 32]  saved 64
    # t65: cpu f32[128, 64]  saved 65
    # t66: cpu f32[64, 64]  saved 66
    # t67: cpu f32[64, 64]  saved 67
    # t68: cpu f32[64, 64]  saved 68
    # t69: cpu f32[8]  saved 69
    # t70: cpu f32[64]  saved 70
    # t71: cpu f32[2, 32, 64]  saved 71
    # t72: cpu f32[2, 32, 1]  saved 72
    # t73: cpu f32[2, 32, 256]  tangent 0
    # t74: cpu f32[]  tangent 1
    # output (Linear), moe.py:203
    t75 = aten.view.default(t73, [64, 256])  # t75: cpu f32[64, 256]
    t76 = aten.t.default(t75)  # t76: cpu f32[256, 64]
    # region 0: inductor c847b598eb96e6ed, 5 ops
    # norm (RMSNorm), moe.py:77
    t77 = aten.add.Scalar(t72, 9.999999974752427e-07)  # t77: cpu f32[2, 32, 1]
    t78 = aten.rsqrt.default(t77)  # t78: cpu f32[2, 32, 1]
    t79 = aten.mul.Tensor(t71, t78)  # t79: cpu f32[2, 32, 64]
    t80 = aten.mul.Tensor(t79, t24)  # t80: cpu f32[2, 32, 64]
    # output (Linear), moe.py:203
    t81 = aten.view.default(t80, [64, 64])  # t81: cpu f32[64, 64]
    # end region 0 -> t81
    t82 = aten.mm.default(t76, t81)  # t82: cpu f32[256, 64]
    t83 = aten.mm.default(t75, t25)  # t83: cpu f32[64, 64]
    # region 1: inductor ee5d6222c517b8e3, 35 ops
    # layers.1.moe (MoE), moe.py:169, 167, 166
    t84 = aten.mul.Tensor(t74, 0.001)  # t84: cpu f32[]
    t85 = aten.expand.default(t84, [64])  # t85: cpu f32[64]
    t86 = aten.div.Scalar(t85, 64)  # t86: cpu f32[64]
    t87 = aten.pow.Tensor_Scalar(t70, 1.0)  # t87: cpu f32[64]
    t88 = aten.mul.Scalar(t87, 2.0)  # t88: cpu f32[64]
    t89 = aten.mul.Tensor(t86, t88)  # t89: cpu f32[64]
    t90 = aten.unsqueeze.default(t89, -1)  # t90: cpu f32[64, 1]
    t91 = aten.unsqueeze.default(t70, -1)  # t91: cpu f32[64, 1]
    t92 = aten.sub.Tensor(t57, t91)  # t92: cpu f32[64, 8]
    t93 = aten.exp.default(t92)  # t93: cpu f32[64, 8]
    t94 = aten.mul.Tensor(t90, t93)  # t94: cpu f32[64, 8]
    t95 = aten.mul.Tensor(t74, 0.08)  # t95: cpu f32[]
    t96 = aten.expand.default(t95, [8])  # t96: cpu f32[8]
    t97 = aten.mul.Tensor(t96, t69)  # t97: cpu f32[8]
    t98 = aten.unsqueeze.default(t97, 0)  # t98: cpu f32[1, 8]
    t99 = aten.expand.default(t98, [64, 8])  # t99: cpu f32[64, 8]
    t100 = aten.div.Scalar(t99, 64)  # t100: cpu f32[64, 8]
    # layers.1.moe.router (Router), moe.py:116
    t101 = aten._softmax.default(t57, -1, False)  # t101: cpu f32[64, 8]
    # layers.1.moe (MoE), moe.py:166
    t102 = aten._softmax_backward_data.default(t100, t101, -1, torch.float32)  # t102: cpu f32[64, 8]
    t103 = aten.add.Tensor(t94, t102)  # t103: cpu f32[64, 8]
    # layers.0.moe (MoE), moe.py:169, 167, 166
    t104 = aten.pow.Tensor_Scalar(t48, 1.0)  # t104: cpu f32[64]
    t105 = aten.mul.Scalar(t104, 2.0)  # t105: cpu f32[64]
    t106 = aten.mul.Tensor(t86, t105)  # t106: cpu f32[64]
    t107 = aten.unsqueeze.default(t106, -1)  # t107: cpu f32[64, 1]
    t108 = aten.unsqueeze.default(t48, -1)  # t108: cpu f32[64, 1]
    t109 = aten.sub.Tensor(t35, t108)  # t109: cpu f32[64, 8]
    t110 = aten.exp.default(t109)  # t110: cpu f32[64, 8]
    t111 = aten.mul.Tensor(t107, t110)  # t111: cpu f32[64, 8]
    t112 = aten.mul.Tensor(t96, t47)  # t112: cpu f32[8]
    t113 = aten.unsqueeze.default(t112, 0)  # t113: cpu f32[1, 8]
    t114 = aten.expand.default(t113, [64, 8])  # t114: cpu f32[64, 8]
    t115 = aten.div.Scalar(t114, 64)  # t115: cpu f32[64, 8]
    # layers.0.moe.router (Router), moe.py:116
    t116 = aten._softmax.default(t35, -1, False)  # t116: cpu f32[64, 8]
    # layers.0.moe (MoE), moe.py:166
    t117 = aten._softmax_backward_data.default(t115, t116, -1, torch.float32)  # t117: cpu f32[64, 8]
    t118 = aten.add.Tensor(t111, t117)  # t118: cpu f32[64, 8]
    # end region 1 -> t101, t103, t116, t118
    # region 2: inductor 7baefca0ca992377, 16 ops
    # layers.1.moe_norm (RMSNorm), moe.py:77
    t119 = aten.add.Scalar(t56, 9.999999974752427e-07)  # t119: cpu f32[2, 32, 1]
    t120 = aten.rsqrt.default(t119)  # t120: cpu f32[2, 32, 1]
    t121 = aten.mul.Tensor(t55, t120)  # t121: cpu f32[2, 32, 64]
    t122 = aten.mul.Tensor(t121, t16)  # t122: cpu f32[2, 32, 64]
    # layers.1.moe (MoE), moe.py:151, 158
    t123 = aten.view.default(t122, [-1, 64])  # t123: cpu f32[64, 64]
    t124 = aten.index.Tensor(t123, [t61])  # t124: cpu f32[128, 64]
    # layers.1.moe.experts (GroupedExperts), moe.py:135, 136
    t125 = aten.abs.default(t124)  # t125: cpu f32[128, 64]
    t126 = aten.amax.default(t125, [0], True)  # t126: cpu f32[1, 64]
    t127 = aten._to_copy.default(t126, dtype=torch.float32)  # t127: cpu f32[1, 64]
    t128 = aten.clamp.default(t127, 1e-12)  # t128: cpu f32[1, 64]
    t129 = aten.div.Tensor(t128, 448.0)  # t129: cpu f32[1, 64]
    t130 = aten._to_copy.default(t124, dtype=torch.float32)  # t130: cpu f32[128, 64]
    t131 = aten.div.Tensor(t130, t129)  # t131: cpu f32[128, 64]
    t132 = aten.clamp.default(t131, -448.0, 448.0)  # t132: cpu f32[128, 64]
    t133 = aten._to_copy.default(t132, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t133: cpu f8e4m3[128, 64]
    t134 = aten.view.default(t129, [64])  # t134: cpu f32[64]
    # end region 2 -> t123, t133, t134
    # region 3: inductor d283dd2453e177e4, 6 ops
    # layers.1.moe.router (Router), moe.py:119
    t135 = aten.sum.dim_IntList(t58, [-1], True)  # t135: cpu f32[64, 1]
    t136 = aten.div.Tensor(t58, t135)  # t136: cpu f32[64, 2]
    # layers.1.moe (MoE), moe.py:158
    t137 = aten.view.default(t136, [128])  # t137: cpu f32[128]
    t138 = aten.unsqueeze.default(t137, 1)  # t138: cpu f32[128, 1]
    t139 = aten.index.Tensor(t138, [t60])  # t139: cpu f32[128, 1]
    # layers.1.moe.router (Router), moe.py:119
    t140 = aten.div.Tensor(t136, t135)  # t140: cpu f32[64, 2]
    # end region 3 -> t135, t139, t140
    # region 4: inductor bbc06a8baa9bc8ba, 46 ops
    # norm (RMSNorm), moe.py:77
    t141 = aten.add.Scalar(t72, 9.999999974752427e-07)  # t141: cpu f32[2, 32, 1]
    t142 = aten.rsqrt.default(t141)  # t142: cpu f32[2, 32, 1]
    t143 = aten.mul.Tensor(t71, t142)  # t143: cpu f32[2, 32, 64]
    # output (Linear), moe.py:203
    t144 = aten.view.default(t83, [2, 32, 64])  # t144: cpu f32[2, 32, 64]
    # norm (RMSNorm), moe.py:77
    t145 = aten.mul.Tensor(t144, t143)  # t145: cpu f32[2, 32, 64]
    t146 = aten.mul.Tensor(t144, t24)  # t146: cpu f32[2, 32, 64]
    t147 = aten.sum.dim_IntList(t145, [0, 1], True)  # t147: cpu f32[1, 1, 64]
    t148 = aten.view.default(t147, [64])  # t148: cpu f32[64]
    t149 = aten.mul.Tensor(t146, t71)  # t149: cpu f32[2, 32, 64]
    t150 = aten.mul.Tensor(t146, t142)  # t150: cpu f32[2, 32, 64]
    t151 = aten.sum.dim_IntList(t149, [2], True)  # t151: cpu f32[2, 32, 1]
    t152 = aten.pow.Tensor_Scalar(t142, 3)  # t152: cpu f32[2, 32, 1]
    t153 = aten.mul.Scalar(t151, -0.5)  # t153: cpu f32[2, 32, 1]
    t154 = aten.mul.Tensor(t153, t152)  # t154: cpu f32[2, 32, 1]
    t155 = aten.expand.default(t154, [2, 32, 64])  # t155: cpu f32[2, 32, 64]
    t156 = aten.div.Scalar(t155, 64)  # t156: cpu f32[2, 32, 64]
    t157 = aten.pow.Tensor_Scalar(t71, 1.0)  # t157: cpu f32[2, 32, 64]
    t158 = aten.mul.Scalar(t157, 2.0)  # t158: cpu f32[2, 32, 64]
    t159 = aten.mul.Tensor(t156, t158)  # t159: cpu f32[2, 32, 64]
    t160 = aten.add.Tensor(t150, t159)  # t160: cpu f32[2, 32, 64]
    # layers.1.moe (MoE), moe.py:162
    t161 = aten.view.default(t160, [64, 64])  # t161: cpu f32[64, 64]
    # layers.1.moe.shared.w2 (Linear), moe.py:104
    t162 = aten.t.default(t161)  # t162: cpu f32[64, 64]
    # layers.1.moe (MoE), moe.py:159, 158
    t163 = aten.index_select.default(t161, 0, t61)  # t163: cpu f32[128, 64]
    t164 = aten.expand.default(t163, [128, 64])  # t164: cpu f32[128, 64]
    t165 = aten.mul.Tensor(t164, t65)  # t165: cpu f32[128, 64]
    t166 = aten.mul.Tensor(t164, t139)  # t166: cpu f32[128, 64]
    t167 = aten.sum.dim_IntList(t165, [1], True)  # t167: cpu f32[128, 1]
    t168 = aten.new_zeros.default(t167, [128, 1], dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t168: cpu f32[128, 1]
    # layers.1.moe.experts (GroupedExperts), moe.py:137
    t169 = aten.abs.default(t166)  # t169: cpu f32[128, 64]
    t170 = aten.amax.default(t169, [1], True)  # t170: cpu f32[128, 1]
    t171 = aten._to_copy.default(t170, dtype=torch.float32)  # t171: cpu f32[128, 1]
    t172 = aten.clamp.default(t171, 1e-12)  # t172: cpu f32[128, 1]
    t173 = aten.div.Tensor(t172, 448.0)  # t173: cpu f32[128, 1]
    t174 = aten._to_copy.default(t166, dtype=torch.float32)  # t174: cpu f32[128, 64]
    t175 = aten.div.Tensor(t174, t173)  # t175: cpu f32[128, 64]
    t176 = aten.clamp.default(t175, -448.0, 448.0)  # t176: cpu f32[128, 64]
    t177 = aten._to_copy.default(t176, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t177: cpu f8e4m3[128, 64]
    t178 = aten.view.default(t173, [128])  # t178: cpu f32[128]
    t179 = aten.amax.default(t169, [0], True)  # t179: cpu f32[1, 64]
    t180 = aten._to_copy.default(t179, dtype=torch.float32)  # t180: cpu f32[1, 64]
    t181 = aten.clamp.default(t180, 1e-12)  # t181: cpu f32[1, 64]
    t182 = aten.div.Tensor(t181, 448.0)  # t182: cpu f32[1, 64]
    t183 = aten.div.Tensor(t174, t182)  # t183: cpu f32[128, 64]
    t184 = aten.clamp.default(t183, -448.0, 448.0)  # t184: cpu f32[128, 64]
    t185 = aten._to_copy.default(t184, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t185: cpu f8e4m3[128, 64]
    t186 = aten.view.default(t182, [64])  # t186: cpu f32[64]
    # end region 4 -> t148, t160, t161, t162, t167, t168, t177, t178, t185, t186
    # layers.1.moe.shared.w2 (Linear), moe.py:104
    t187 = aten.mm.default(t162, t68)  # t187: cpu f32[64, 64]
    t188 = aten.mm.default(t161, t23)  # t188: cpu f32[64, 64]
    # region 5: inductor f18fc5e5a97a9b57, 3 ops
    # layers.1.moe.shared (FeedForward), moe.py:104
    t189 = aten.silu.default(t66)  # t189: cpu f32[64, 64]
    t190 = aten.mul.Tensor(t188, t189)  # t190: cpu f32[64, 64]
    # layers.1.moe.shared.w3 (Linear), moe.py:104
    t191 = aten.t.default(t190)  # t191: cpu f32[64, 64]
    # end region 5 -> t190, t191
    # region 6: inductor daa7e41cc4c6a48c, 3 ops
    # layers.1.moe.shared (FeedForward), moe.py:104
    t192 = aten.mul.Tensor(t188, t67)  # t192: cpu f32[64, 64]
    t193 = aten.silu_backward.default(t192, t66)  # t193: cpu f32[64, 64]
    # layers.1.moe.shared.w1 (Linear), moe.py:104
    t194 = aten.t.default(t193)  # t194: cpu f32[64, 64]
    # end region 6 -> t193, t194
    # layers.1.moe.shared.w3 (Linear), moe.py:104
    t195 = aten.mm.default(t191, t123)  # t195: cpu f32[64, 64]
    t196 = aten.mm.default(t190, t22)  # t196: cpu f32[64, 64]
    # layers.1.moe.shared.w1 (Linear), moe.py:104
    t197 = aten.mm.default(t194, t123)  # t197: cpu f32[64, 64]
    t198 = aten.mm.default(t193, t21)  # t198: cpu f32[64, 64]
    # layers.1.moe (MoE), moe.py:158
    t199 = aten.index_put.default(t168, [t60], t167, True)  # t199: cpu f32[128, 1]
    # region 7: inductor 8065bb7d6bcc43da, 9 ops
    t200 = aten.squeeze.dim(t199, 1)  # t200: cpu f32[128]
    t201 = aten.view.default(t200, [64, 2])  # t201: cpu f32[64, 2]
    # layers.1.moe.router (Router), moe.py:119
    t202 = aten.neg.default(t201)  # t202: cpu f32[64, 2]
    t203 = aten.mul.Tensor(t202, t140)  # t203: cpu f32[64, 2]
    t204 = aten.div.Tensor(t201, t135)  # t204: cpu f32[64, 2]
    t205 = aten.sum.dim_IntList(t203, [1], True)  # t205: cpu f32[64, 1]
    t206 = aten.expand.default(t205, [64, 2])  # t206: cpu f32[64, 2]
    t207 = aten.add.Tensor(t204, t206)  # t207: cpu f32[64, 2]
    # layers.1.moe.router (Router), moe.py:117
    t208 = aten.new_zeros.default(t207, [64, 8])  # t208: cpu f32[64, 8]
    # end region 7 -> t207, t208
    # region 8: inductor d7c209df1cc2d75d, 12 ops
    # layers.1.moe.experts (GroupedExperts), moe.py:137
    t209 = aten.transpose.int(t20, -2, -1)  # t209: cpu f32[8, 32, 64]
    t210 = aten.abs.default(t209)  # t210: cpu f32[8, 32, 64]
    t211 = aten.amax.default(t210, [2], True)  # t211: cpu f32[8, 32, 1]
    t212 = aten._to_copy.default(t211, dtype=torch.float32)  # t212: cpu f32[8, 32, 1]
    t213 = aten.clamp.default(t212, 1e-12)  # t213: cpu f32[8, 32, 1]
    t214 = aten.div.Tensor(t213, 448.0)  # t214: cpu f32[8, 32, 1]
    t215 = aten._to_copy.default(t209, dtype=torch.float32)  # t215: cpu f32[8, 32, 64]
    t216 = aten.div.Tensor(t215, t214)  # t216: cpu f32[8, 32, 64]
    t217 = aten.clamp.default(t216, -448.0, 448.0)  # t217: cpu f32[8, 32, 64]
    t218 = aten._to_copy.default(t217, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t218: cpu f8e4m3[8, 32, 64]
    t219 = aten.transpose.int(t218, -2, -1)  # t219: cpu f8e4m3[8, 64, 32]
    t220 = aten.view.default(t214, [8, 32])  # t220: cpu f32[8, 32]
    # end region 8 -> t219, t220
    t221 = aotc.scaled_grouped_mm.default(t177, t219, t178, t220, t62, torch.float32, False)  # t221: cpu f32[128, 32]
    # region 9: inductor 684884145ca30261, 12 ops
    t222 = aten.silu.default(t63)  # t222: cpu f32[128, 32]
    t223 = aten.mul.Tensor(t222, t64)  # t223: cpu f32[128, 32]
    t224 = aten.abs.default(t223)  # t224: cpu f32[128, 32]
    t225 = aten.amax.default(t224, [0], True)  # t225: cpu f32[1, 32]
    t226 = aten._to_copy.default(t225, dtype=torch.float32)  # t226: cpu f32[1, 32]
    t227 = aten.clamp.default(t226, 1e-12)  # t227: cpu f32[1, 32]
    t228 = aten.div.Tensor(t227, 448.0)  # t228: cpu f32[1, 32]
    t229 = aten._to_copy.default(t223, dtype=torch.float32)  # t229: cpu f32[128, 32]
    t230 = aten.div.Tensor(t229, t228)  # t230: cpu f32[128, 32]
    t231 = aten.clamp.default(t230, -448.0, 448.0)  # t231: cpu f32[128, 32]
    t232 = aten._to_copy.default(t231, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t232: cpu f8e4m3[128, 32]
    t233 = aten.view.default(t228, [32])  # t233: cpu f32[32]
    # end region 9 -> t232, t233
    # region 10: inductor bf756fb81d4a4f85, 20 ops
    t234 = aten.silu.default(t63)  # t234: cpu f32[128, 32]
    t235 = aten.mul.Tensor(t221, t234)  # t235: cpu f32[128, 32]
    t236 = aten.abs.default(t235)  # t236: cpu f32[128, 32]
    t237 = aten.amax.default(t236, [1], True)  # t237: cpu f32[128, 1]
    t238 = aten._to_copy.default(t237, dtype=torch.float32)  # t238: cpu f32[128, 1]
    t239 = aten.clamp.default(t238, 1e-12)  # t239: cpu f32[128, 1]
    t240 = aten.div.Tensor(t239, 448.0)  # t240: cpu f32[128, 1]
    t241 = aten._to_copy.default(t235, dtype=torch.float32)  # t241: cpu f32[128, 32]
    t242 = aten.div.Tensor(t241, t240)  # t242: cpu f32[128, 32]
    t243 = aten.clamp.default(t242, -448.0, 448.0)  # t243: cpu f32[128, 32]
    t244 = aten._to_copy.default(t243, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t244: cpu f8e4m3[128, 32]
    t245 = aten.view.default(t240, [128])  # t245: cpu f32[128]
    t246 = aten.amax.default(t236, [0], True)  # t246: cpu f32[1, 32]
    t247 = aten._to_copy.default(t246, dtype=torch.float32)  # t247: cpu f32[1, 32]
    t248 = aten.clamp.default(t247, 1e-12)  # t248: cpu f32[1, 32]
    t249 = aten.div.Tensor(t248, 448.0)  # t249: cpu f32[1, 32]
    t250 = aten.div.Tensor(t241, t249)  # t250: cpu f32[128, 32]
    t251 = aten.clamp.default(t250, -448.0, 448.0)  # t251: cpu f32[128, 32]
    t252 = aten._to_copy.default(t251, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t252: cpu f8e4m3[128, 32]
    t253 = aten.view.default(t249, [32])  # t253: cpu f32[32]
    # end region 10 -> t244, t245, t252, t253
    t254 = aotc.scaled_grouped_mm_weight_grad.default(t185, t232, t186, t233, t62, torch.float32)  # t254: cpu f32[8, 64, 32]
    # region 11: inductor ebc420bcd6b5399e, 20 ops
    t255 = aten.mul.Tensor(t221, t64)  # t255: cpu f32[128, 32]
    t256 = aten.silu_backward.default(t255, t63)  # t256: cpu f32[128, 32]
    t257 = aten.abs.default(t256)  # t257: cpu f32[128, 32]
    t258 = aten.amax.default(t257, [1], True)  # t258: cpu f32[128, 1]
    t259 = aten._to_copy.default(t258, dtype=torch.float32)  # t259: cpu f32[128, 1]
    t260 = aten.clamp.default(t259, 1e-12)  # t260: cpu f32[128, 1]
    t261 = aten.div.Tensor(t260, 448.0)  # t261: cpu f32[128, 1]
    t262 = aten._to_copy.default(t256, dtype=torch.float32)  # t262: cpu f32[128, 32]
    t263 = aten.div.Tensor(t262, t261)  # t263: cpu f32[128, 32]
    t264 = aten.clamp.default(t263, -448.0, 448.0)  # t264: cpu f32[128, 32]
    t265 = aten._to_copy.default(t264, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t265: cpu f8e4m3[128, 32]
    t266 = aten.view.default(t261, [128])  # t266: cpu f32[128]
    t267 = aten.amax.default(t257, [0], True)  # t267: cpu f32[1, 32]
    t268 = aten._to_copy.default(t267, dtype=torch.float32)  # t268: cpu f32[1, 32]
    t269 = aten.clamp.default(t268, 1e-12)  # t269: cpu f32[1, 32]
    t270 = aten.div.Tensor(t269, 448.0)  # t270: cpu f32[1, 32]
    t271 = aten.div.Tensor(t262, t270)  # t271: cpu f32[128, 32]
    t272 = aten.clamp.default(t271, -448.0, 448.0)  # t272: cpu f32[128, 32]
    t273 = aten._to_copy.default(t272, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t273: cpu f8e4m3[128, 32]
    t274 = aten.view.default(t270, [32])  # t274: cpu f32[32]
    # end region 11 -> t265, t266, t273, t274
    # region 12: inductor c88c015190f2ad33, 12 ops
    t275 = aten.transpose.int(t19, -2, -1)  # t275: cpu f32[8, 64, 32]
    t276 = aten.abs.default(t275)  # t276: cpu f32[8, 64, 32]
    t277 = aten.amax.default(t276, [2], True)  # t277: cpu f32[8, 64, 1]
    t278 = aten._to_copy.default(t277, dtype=torch.float32)  # t278: cpu f32[8, 64, 1]
    t279 = aten.clamp.default(t278, 1e-12)  # t279: cpu f32[8, 64, 1]
    t280 = aten.div.Tensor(t279, 448.0)  # t280: cpu f32[8, 64, 1]
    t281 = aten._to_copy.default(t275, dtype=torch.float32)  # t281: cpu f32[8, 64, 32]
    t282 = aten.div.Tensor(t281, t280)  # t282: cpu f32[8, 64, 32]
    t283 = aten.clamp.default(t282, -448.0, 448.0)  # t283: cpu f32[8, 64, 32]
    t284 = aten._to_copy.default(t283, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t284: cpu f8e4m3[8, 64, 32]
    t285 = aten.transpose.int(t284, -2, -1)  # t285: cpu f8e4m3[8, 32, 64]
    t286 = aten.view.default(t280, [8, 64])  # t286: cpu f32[8, 64]
    # end region 12 -> t285, t286
    t287 = aotc.scaled_grouped_mm.default(t244, t285, t245, t286, t62, torch.float32, False)  # t287: cpu f32[128, 64]
    t288 = aotc.scaled_grouped_mm_weight_grad.default(t252, t133, t253, t134, t62, torch.float32)  # t288: cpu f32[8, 32, 64]
    # region 13: inductor c88c015190f2ad33, 12 ops
    t289 = aten.transpose.int(t18, -2, -1)  # t289: cpu f32[8, 64, 32]
    t290 = aten.abs.default(t289)  # t290: cpu f32[8, 64, 32]
    t291 = aten.amax.default(t290, [2], True)  # t291: cpu f32[8, 64, 1]
    t292 = aten._to_copy.default(t291, dtype=torch.float32)  # t292: cpu f32[8, 64, 1]
    t293 = aten.clamp.default(t292, 1e-12)  # t293: cpu f32[8, 64, 1]
    t294 = aten.div.Tensor(t293, 448.0)  # t294: cpu f32[8, 64, 1]
    t295 = aten._to_copy.default(t289, dtype=torch.float32)  # t295: cpu f32[8, 64, 32]
    t296 = aten.div.Tensor(t295, t294)  # t296: cpu f32[8, 64, 32]
    t297 = aten.clamp.default(t296, -448.0, 448.0)  # t297: cpu f32[8, 64, 32]
    t298 = aten._to_copy.default(t297, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t298: cpu f8e4m3[8, 64, 32]
    t299 = aten.transpose.int(t298, -2, -1)  # t299: cpu f8e4m3[8, 32, 64]
    t300 = aten.view.default(t294, [8, 64])  # t300: cpu f32[8, 64]
    # end region 13 -> t299, t300
    t301 = aotc.scaled_grouped_mm.default(t265, t299, t266, t300, t62, torch.float32, False)  # t301: cpu f32[128, 64]
    # region 14: inductor b321220043a98af1, 2 ops
    t302 = aten.add.Tensor(t287, t301)  # t302: cpu f32[128, 64]
    # layers.1.moe (MoE), moe.py:158
    t303 = aten.new_zeros.default(t302, [64, 64], dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t303: cpu f32[64, 64]
    # end region 14 -> t302, t303
    # layers.1.moe.experts (GroupedExperts), moe.py:135
    t304 = aotc.scaled_grouped_mm_weight_grad.default(t273, t133, t274, t134, t62, torch.float32)  # t304: cpu f32[8, 32, 64]
    # layers.1.moe (MoE), moe.py:158
    t305 = aten.index_put.default(t303, [t61], t302, True)  # t305: cpu f32[64, 64]
    # layers.1.moe.router (Router), moe.py:117
    t306 = aten.scatter.src(t208, -1, t59, t207)  # t306: cpu f32[64, 8]
    # region 15: inductor 6e63c7897204df93, 3 ops
    t307 = aten._softmax_backward_data.default(t306, t101, -1, torch.float32)  # t307: cpu f32[64, 8]
    t308 = aten.add.Tensor(t103, t307)  # t308: cpu f32[64, 8]
    # layers.1.moe.router.gate (Linear), moe.py:115
    t309 = aten.t.default(t308)  # t309: cpu f32[8, 64]
    # end region 15 -> t308, t309
    t310 = aten.mm.default(t309, t123)  # t310: cpu f32[8, 64]
    t311 = aten.mm.default(t308, t17)  # t311: cpu f32[64, 64]
    # region 16: inductor 831be0cf0e7c9838, 26 ops
    # layers.1.moe_norm (RMSNorm), moe.py:77
    t312 = aten.add.Scalar(t56, 9.999999974752427e-07)  # t312: cpu f32[2, 32, 1]
    t313 = aten.rsqrt.default(t312)  # t313: cpu f32[2, 32, 1]
    t314 = aten.mul.Tensor(t55, t313)  # t314: cpu f32[2, 32, 64]
    t315 = aten.add.Tensor(t196, t198)  # t315: cpu f32[64, 64]
    t316 = aten.add.Tensor(t315, t305)  # t316: cpu f32[64, 64]
    t317 = aten.add.Tensor(t316, t311)  # t317: cpu f32[64, 64]
    # layers.1.moe (MoE), moe.py:151
    t318 = aten.view.default(t317, [2, 32, 64])  # t318: cpu f32[2, 32, 64]
    # layers.1.moe_norm (RMSNorm), moe.py:77
    t319 = aten.mul.Tensor(t318, t314)  # t319: cpu f32[2, 32, 64]
    t320 = aten.mul.Tensor(t318, t16)  # t320: cpu f32[2, 32, 64]
    t321 = aten.sum.dim_IntList(t319, [0, 1], True)  # t321: cpu f32[1, 1, 64]
    t322 = aten.view.default(t321, [64])  # t322: cpu f32[64]
    t323 = aten.mul.Tensor(t320, t55)  # t323: cpu f32[2, 32, 64]
    t324 = aten.mul.Tensor(t320, t313)  # t324: cpu f32[2, 32, 64]
    t325 = aten.sum.dim_IntList(t323, [2], True)  # t325: cpu f32[2, 32, 1]
    t326 = aten.add.Tensor(t160, t324)  # t326: cpu f32[2, 32, 64]
    # layers.1.moe_norm (RMSNorm), moe.py:77
    t327 = aten.pow.Tensor_Scalar(t313, 3)  # t327: cpu f32[2, 32, 1]
    t328 = aten.mul.Scalar(t325, -0.5)  # t328: cpu f32[2, 32, 1]
    t329 = aten.mul.Tensor(t328, t327)  # t329: cpu f32[2, 32, 1]
    t330 = aten.expand.default(t329, [2, 32, 64])  # t330: cpu f32[2, 32, 64]
    t331 = aten.div.Scalar(t330, 64)  # t331: cpu f32[2, 32, 64]
    t332 = aten.pow.Tensor_Scalar(t55, 1.0)  # t332: cpu f32[2, 32, 64]
    t333 = aten.mul.Scalar(t332, 2.0)  # t333: cpu f32[2, 32, 64]
    t334 = aten.mul.Tensor(t331, t333)  # t334: cpu f32[2, 32, 64]
    t335 = aten.add.Tensor(t326, t334)  # t335: cpu f32[2, 32, 64]
    # layers.1.attention.wo (Linear), moe.py:93
    t336 = aten.view.default(t335, [64, 64])  # t336: cpu f32[64, 64]
    t337 = aten.t.default(t336)  # t337: cpu f32[64, 64]
    # end region 16 -> t322, t335, t336, t337
    # layers.1.attention (Attention), moe.py:93
    t338 = aten.transpose.int(t53, 1, 2)  # t338: cpu f32[2, 32, 4, 16]
    # layers.1.attention.wo (Linear), moe.py:93
    t339 = aten.view.default(t338, [64, 64])  # t339: cpu f32[64, 64]
    t340 = aten.mm.default(t337, t339)  # t340: cpu f32[64, 64]
    t341 = aten.mm.default(t336, t15)  # t341: cpu f32[64, 64]
    # layers.1.attention (Attention), moe.py:93, 90, 91, 92
    t342 = aten.view.default(t341, [2, 32, 4, 16])  # t342: cpu f32[2, 32, 4, 16]
    t343 = aten.transpose.int(t342, 1, 2)  # t343: cpu f32[2, 4, 32, 16]
    t344 = aten.view.default(t51, [2, 32, 4, 16])  # t344: cpu f32[2, 32, 4, 16]
    t345 = aten.transpose.int(t344, 1, 2)  # t345: cpu f32[2, 4, 32, 16]
    t346 = aten.view.default(t52, [2, 32, 2, 2, 16])  # t346: cpu f32[2, 32, 2, 2, 16]
    t347 = aten.permute.default(t346, [2, 0, 3, 1, 4])  # t347: cpu f32[2, 2, 2, 32, 16]
    t348, t349 = aten.unbind.int(t347)  # t348: cpu f32[2, 2, 32, 16], t349: cpu f32[2, 2, 32, 16]
    t350, t351, t352 = aotc.sdpa_backward.default(t343, t345, t348, t349, None, t53, t54, True, None)  # t350: cpu f32[2, 4, 32, 16], t351: cpu f32[2, 2, 32, 16], t352: cpu f32[2, 2, 32, 16]
    # region 17: inductor e58c367ccb806840, 7 ops
    t353 = aten.clone.default(t351, memory_format=torch.contiguous_format)  # t353: cpu f32[2, 2, 32, 16]
    t354 = aten.clone.default(t352, memory_format=torch.contiguous_format)  # t354: cpu f32[2, 2, 32, 16]
    t355 = aten.stack.default([t353, t354])  # t355: cpu f32[2, 2, 2, 32, 16]
    t356 = aten.permute.default(t355, [1, 3, 0, 2, 4])  # t356: cpu f32[2, 32, 2, 2, 16]
    t357 = aten.clone.default(t356, memory_format=torch.contiguous_format)  # t357: cpu f32[2, 32, 2, 2, 16]
    # layers.1.attention.wkv (Linear), moe.py:91
    t358 = aten.view.default(t357, [64, 64])  # t358: cpu f32[64, 64]
    t359 = aten.t.default(t358)  # t359: cpu f32[64, 64]
    # end region 17 -> t358, t359
    # region 18: inductor c847b598eb96e6ed, 5 ops
    # layers.1.attention_norm (RMSNorm), moe.py:77
    t360 = aten.add.Scalar(t50, 9.999999974752427e-07)  # t360: cpu f32[2, 32, 1]
    t361 = aten.rsqrt.default(t360)  # t361: cpu f32[2, 32, 1]
    t362 = aten.mul.Tensor(t49, t361)  # t362: cpu f32[2, 32, 64]
    t363 = aten.mul.Tensor(t362, t12)  # t363: cpu f32[2, 32, 64]
    # layers.1.attention.wq (Linear), moe.py:90
    t364 = aten.view.default(t363, [64, 64])  # t364: cpu f32[64, 64]
    # end region 18 -> t364
    # layers.1.attention.wkv (Linear), moe.py:91
    t365 = aten.mm.default(t359, t364)  # t365: cpu f32[64, 64]
    t366 = aten.mm.default(t358, t14)  # t366: cpu f32[64, 64]
    # layers.1.attention (Attention), moe.py:90
    t367 = aten.transpose.int(t350, 1, 2)  # t367: cpu f32[2, 32, 4, 16]
    # layers.1.attention.wq (Linear), moe.py:90
    t368 = aten.view.default(t367, [64, 64])  # t368: cpu f32[64, 64]
    t369 = aten.t.default(t368)  # t369: cpu f32[64, 64]
    t370 = aten.mm.default(t369, t364)  # t370: cpu f32[64, 64]
    t371 = aten.mm.default(t368, t13)  # t371: cpu f32[64, 64]
    # region 19: inductor 7baefca0ca992377, 16 ops
    # layers.0.moe_norm (RMSNorm), moe.py:77
    t372 = aten.add.Scalar(t34, 9.999999974752427e-07)  # t372: cpu f32[2, 32, 1]
    t373 = aten.rsqrt.default(t372)  # t373: cpu f32[2, 32, 1]
    t374 = aten.mul.Tensor(t33, t373)  # t374: cpu f32[2, 32, 64]
    t375 = aten.mul.Tensor(t374, t4)  # t375: cpu f32[2, 32, 64]
    # layers.0.moe (MoE), moe.py:151, 158
    t376 = aten.view.default(t375, [-1, 64])  # t376: cpu f32[64, 64]
    t377 = aten.index.Tensor(t376, [t39])  # t377: cpu f32[128, 64]
    # layers.0.moe.experts (GroupedExperts), moe.py:135, 136
    t378 = aten.abs.default(t377)  # t378: cpu f32[128, 64]
    t379 = aten.amax.default(t378, [0], True)  # t379: cpu f32[1, 64]
    t380 = aten._to_copy.default(t379, dtype=torch.float32)  # t380: cpu f32[1, 64]
    t381 = aten.clamp.default(t380, 1e-12)  # t381: cpu f32[1, 64]
    t382 = aten.div.Tensor(t381, 448.0)  # t382: cpu f32[1, 64]
    t383 = aten._to_copy.default(t377, dtype=torch.float32)  # t383: cpu f32[128, 64]
    t384 = aten.div.Tensor(t383, t382)  # t384: cpu f32[128, 64]
    t385 = aten.clamp.default(t384, -448.0, 448.0)  # t385: cpu f32[128, 64]
    t386 = aten._to_copy.default(t385, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t386: cpu f8e4m3[128, 64]
    t387 = aten.view.default(t382, [64])  # t387: cpu f32[64]
    # end region 19 -> t376, t386, t387
    # region 20: inductor d283dd2453e177e4, 6 ops
    # layers.0.moe.router (Router), moe.py:119
    t388 = aten.sum.dim_IntList(t36, [-1], True)  # t388: cpu f32[64, 1]
    t389 = aten.div.Tensor(t36, t388)  # t389: cpu f32[64, 2]
    # layers.0.moe (MoE), moe.py:158
    t390 = aten.view.default(t389, [128])  # t390: cpu f32[128]
    t391 = aten.unsqueeze.default(t390, 1)  # t391: cpu f32[128, 1]
    t392 = aten.index.Tensor(t391, [t38])  # t392: cpu f32[128, 1]
    # layers.0.moe.router (Router), moe.py:119
    t393 = aten.div.Tensor(t389, t388)  # t393: cpu f32[64, 2]
    # end region 20 -> t388, t392, t393
    # region 21: inductor 96dd22dcdaf6c061, 49 ops
    # layers.1.attention_norm (RMSNorm), moe.py:77
    t394 = aten.add.Scalar(t50, 9.999999974752427e-07)  # t394: cpu f32[2, 32, 1]
    t395 = aten.rsqrt.default(t394)  # t395: cpu f32[2, 32, 1]
    t396 = aten.mul.Tensor(t49, t395)  # t396: cpu f32[2, 32, 64]
    # layers.1.attention.wkv (Linear), moe.py:91
    t397 = aten.view.default(t366, [2, 32, 64])  # t397: cpu f32[2, 32, 64]
    # layers.1.attention.wq (Linear), moe.py:90
    t398 = aten.view.default(t371, [2, 32, 64])  # t398: cpu f32[2, 32, 64]
    t399 = aten.add.Tensor(t397, t398)  # t399: cpu f32[2, 32, 64]
    # layers.1.attention_norm (RMSNorm), moe.py:77
    t400 = aten.mul.Tensor(t399, t396)  # t400: cpu f32[2, 32, 64]
    t401 = aten.mul.Tensor(t399, t12)  # t401: cpu f32[2, 32, 64]
    t402 = aten.sum.dim_IntList(t400, [0, 1], True)  # t402: cpu f32[1, 1, 64]
    t403 = aten.view.default(t402, [64])  # t403: cpu f32[64]
    t404 = aten.mul.Tensor(t401, t49)  # t404: cpu f32[2, 32, 64]
    t405 = aten.mul.Tensor(t401, t395)  # t405: cpu f32[2, 32, 64]
    t406 = aten.sum.dim_IntList(t404, [2], True)  # t406: cpu f32[2, 32, 1]
    t407 = aten.add.Tensor(t335, t405)  # t407: cpu f32[2, 32, 64]
    # layers.1.attention_norm (RMSNorm), moe.py:77
    t408 = aten.pow.Tensor_Scalar(t395, 3)  # t408: cpu f32[2, 32, 1]
    t409 = aten.mul.Scalar(t406, -0.5)  # t409: cpu f32[2, 32, 1]
    t410 = aten.mul.Tensor(t409, t408)  # t410: cpu f32[2, 32, 1]
    t411 = aten.expand.default(t410, [2, 32, 64])  # t411: cpu f32[2, 32, 64]
    t412 = aten.div.Scalar(t411, 64)  # t412: cpu f32[2, 32, 64]
    t413 = aten.pow.Tensor_Scalar(t49, 1.0)  # t413: cpu f32[2, 32, 64]
    t414 = aten.mul.Scalar(t413, 2.0)  # t414: cpu f32[2, 32, 64]
    t415 = aten.mul.Tensor(t412, t414)  # t415: cpu f32[2, 32, 64]
    t416 = aten.add.Tensor(t407, t415)  # t416: cpu f32[2, 32, 64]
    # layers.0.moe (MoE), moe.py:162
    t417 = aten.view.default(t416, [64, 64])  # t417: cpu f32[64, 64]
    # layers.0.moe.shared.w2 (Linear), moe.py:104
    t418 = aten.t.default(t417)  # t418: cpu f32[64, 64]
    # layers.0.moe (MoE), moe.py:159, 158
    t419 = aten.index_select.default(t417, 0, t39)  # t419: cpu f32[128, 64]
    t420 = aten.expand.default(t419, [128, 64])  # t420: cpu f32[128, 64]
    t421 = aten.mul.Tensor(t420, t43)  # t421: cpu f32[128, 64]
    t422 = aten.mul.Tensor(t420, t392)  # t422: cpu f32[128, 64]
    t423 = aten.sum.dim_IntList(t421, [1], True)  # t423: cpu f32[128, 1]
    t424 = aten.new_zeros.default(t423, [128, 1], dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t424: cpu f32[128, 1]
    # layers.0.moe.experts (GroupedExperts), moe.py:137
    t425 = aten.abs.default(t422)  # t425: cpu f32[128, 64]
    t426 = aten.amax.default(t425, [1], True)  # t426: cpu f32[128, 1]
    t427 = aten._to_copy.default(t426, dtype=torch.float32)  # t427: cpu f32[128, 1]
    t428 = aten.clamp.default(t427, 1e-12)  # t428: cpu f32[128, 1]
    t429 = aten.div.Tensor(t428, 448.0)  # t429: cpu f32[128, 1]
    t430 = aten._to_copy.default(t422, dtype=torch.float32)  # t430: cpu f32[128, 64]
    t431 = aten.div.Tensor(t430, t429)  # t431: cpu f32[128, 64]
    t432 = aten.clamp.default(t431, -448.0, 448.0)  # t432: cpu f32[128, 64]
    t433 = aten._to_copy.default(t432, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t433: cpu f8e4m3[128, 64]
    t434 = aten.view.default(t429, [128])  # t434: cpu f32[128]
    t435 = aten.amax.default(t425, [0], True)  # t435: cpu f32[1, 64]
    t436 = aten._to_copy.default(t435, dtype=torch.float32)  # t436: cpu f32[1, 64]
    t437 = aten.clamp.default(t436, 1e-12)  # t437: cpu f32[1, 64]
    t438 = aten.div.Tensor(t437, 448.0)  # t438: cpu f32[1, 64]
    t439 = aten.div.Tensor(t430, t438)  # t439: cpu f32[128, 64]
    t440 = aten.clamp.default(t439, -448.0, 448.0)  # t440: cpu f32[128, 64]
    t441 = aten._to_copy.default(t440, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t441: cpu f8e4m3[128, 64]
    t442 = aten.view.default(t438, [64])  # t442: cpu f32[64]
    # end region 21 -> t403, t416, t417, t418, t423, t424, t433, t434, t441, t442
    # layers.0.moe.shared.w2 (Linear), moe.py:104
    t443 = aten.mm.default(t418, t46)  # t443: cpu f32[64, 64]
    t444 = aten.mm.default(t417, t11)  # t444: cpu f32[64, 64]
    # region 22: inductor f18fc5e5a97a9b57, 3 ops
    # layers.0.moe.shared (FeedForward), moe.py:104
    t445 = aten.silu.default(t44)  # t445: cpu f32[64, 64]
    t446 = aten.mul.Tensor(t444, t445)  # t446: cpu f32[64, 64]
    # layers.0.moe.shared.w3 (Linear), moe.py:104
    t447 = aten.t.default(t446)  # t447: cpu f32[64, 64]
    # end region 22 -> t446, t447
    # region 23: inductor daa7e41cc4c6a48c, 3 ops
    # layers.0.moe.shared (FeedForward), moe.py:104
    t448 = aten.mul.Tensor(t444, t45)  # t448: cpu f32[64, 64]
    t449 = aten.silu_backward.default(t448, t44)  # t449: cpu f32[64, 64]
    # layers.0.moe.shared.w1 (Linear), moe.py:104
    t450 = aten.t.default(t449)  # t450: cpu f32[64, 64]
    # end region 23 -> t449, t450
    # layers.0.moe.shared.w3 (Linear), moe.py:104
    t451 = aten.mm.default(t447, t376)  # t451: cpu f32[64, 64]
    t452 = aten.mm.default(t446, t10)  # t452: cpu f32[64, 64]
    # layers.0.moe.shared.w1 (Linear), moe.py:104
    t453 = aten.mm.default(t450, t376)  # t453: cpu f32[64, 64]
    t454 = aten.mm.default(t449, t9)  # t454: cpu f32[64, 64]
    # layers.0.moe (MoE), moe.py:158
    t455 = aten.index_put.default(t424, [t38], t423, True)  # t455: cpu f32[128, 1]
    # region 24: inductor 8065bb7d6bcc43da, 9 ops
    t456 = aten.squeeze.dim(t455, 1)  # t456: cpu f32[128]
    t457 = aten.view.default(t456, [64, 2])  # t457: cpu f32[64, 2]
    # layers.0.moe.router (Router), moe.py:119
    t458 = aten.neg.default(t457)  # t458: cpu f32[64, 2]
    t459 = aten.mul.Tensor(t458, t393)  # t459: cpu f32[64, 2]
    t460 = aten.div.Tensor(t457, t388)  # t460: cpu f32[64, 2]
    t461 = aten.sum.dim_IntList(t459, [1], True)  # t461: cpu f32[64, 1]
    t462 = aten.expand.default(t461, [64, 2])  # t462: cpu f32[64, 2]
    t463 = aten.add.Tensor(t460, t462)  # t463: cpu f32[64, 2]
    # layers.0.moe.router (Router), moe.py:117
    t464 = aten.new_zeros.default(t463, [64, 8])  # t464: cpu f32[64, 8]
    # end region 24 -> t463, t464
    # region 25: inductor d7c209df1cc2d75d, 12 ops
    # layers.0.moe.experts (GroupedExperts), moe.py:137
    t465 = aten.transpose.int(t8, -2, -1)  # t465: cpu f32[8, 32, 64]
    t466 = aten.abs.default(t465)  # t466: cpu f32[8, 32, 64]
    t467 = aten.amax.default(t466, [2], True)  # t467: cpu f32[8, 32, 1]
    t468 = aten._to_copy.default(t467, dtype=torch.float32)  # t468: cpu f32[8, 32, 1]
    t469 = aten.clamp.default(t468, 1e-12)  # t469: cpu f32[8, 32, 1]
    t470 = aten.div.Tensor(t469, 448.0)  # t470: cpu f32[8, 32, 1]
    t471 = aten._to_copy.default(t465, dtype=torch.float32)  # t471: cpu f32[8, 32, 64]
    t472 = aten.div.Tensor(t471, t470)  # t472: cpu f32[8, 32, 64]
    t473 = aten.clamp.default(t472, -448.0, 448.0)  # t473: cpu f32[8, 32, 64]
    t474 = aten._to_copy.default(t473, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t474: cpu f8e4m3[8, 32, 64]
    t475 = aten.transpose.int(t474, -2, -1)  # t475: cpu f8e4m3[8, 64, 32]
    t476 = aten.view.default(t470, [8, 32])  # t476: cpu f32[8, 32]
    # end region 25 -> t475, t476
    t477 = aotc.scaled_grouped_mm.default(t433, t475, t434, t476, t40, torch.float32, False)  # t477: cpu f32[128, 32]
    # region 26: inductor 684884145ca30261, 12 ops
    t478 = aten.silu.default(t41)  # t478: cpu f32[128, 32]
    t479 = aten.mul.Tensor(t478, t42)  # t479: cpu f32[128, 32]
    t480 = aten.abs.default(t479)  # t480: cpu f32[128, 32]
    t481 = aten.amax.default(t480, [0], True)  # t481: cpu f32[1, 32]
    t482 = aten._to_copy.default(t481, dtype=torch.float32)  # t482: cpu f32[1, 32]
    t483 = aten.clamp.default(t482, 1e-12)  # t483: cpu f32[1, 32]
    t484 = aten.div.Tensor(t483, 448.0)  # t484: cpu f32[1, 32]
    t485 = aten._to_copy.default(t479, dtype=torch.float32)  # t485: cpu f32[128, 32]
    t486 = aten.div.Tensor(t485, t484)  # t486: cpu f32[128, 32]
    t487 = aten.clamp.default(t486, -448.0, 448.0)  # t487: cpu f32[128, 32]
    t488 = aten._to_copy.default(t487, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t488: cpu f8e4m3[128, 32]
    t489 = aten.view.default(t484, [32])  # t489: cpu f32[32]
    # end region 26 -> t488, t489
    # region 27: inductor bf756fb81d4a4f85, 20 ops
    t490 = aten.silu.default(t41)  # t490: cpu f32[128, 32]
    t491 = aten.mul.Tensor(t477, t490)  # t491: cpu f32[128, 32]
    t492 = aten.abs.default(t491)  # t492: cpu f32[128, 32]
    t493 = aten.amax.default(t492, [1], True)  # t493: cpu f32[128, 1]
    t494 = aten._to_copy.default(t493, dtype=torch.float32)  # t494: cpu f32[128, 1]
    t495 = aten.clamp.default(t494, 1e-12)  # t495: cpu f32[128, 1]
    t496 = aten.div.Tensor(t495, 448.0)  # t496: cpu f32[128, 1]
    t497 = aten._to_copy.default(t491, dtype=torch.float32)  # t497: cpu f32[128, 32]
    t498 = aten.div.Tensor(t497, t496)  # t498: cpu f32[128, 32]
    t499 = aten.clamp.default(t498, -448.0, 448.0)  # t499: cpu f32[128, 32]
    t500 = aten._to_copy.default(t499, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t500: cpu f8e4m3[128, 32]
    t501 = aten.view.default(t496, [128])  # t501: cpu f32[128]
    t502 = aten.amax.default(t492, [0], True)  # t502: cpu f32[1, 32]
    t503 = aten._to_copy.default(t502, dtype=torch.float32)  # t503: cpu f32[1, 32]
    t504 = aten.clamp.default(t503, 1e-12)  # t504: cpu f32[1, 32]
    t505 = aten.div.Tensor(t504, 448.0)  # t505: cpu f32[1, 32]
    t506 = aten.div.Tensor(t497, t505)  # t506: cpu f32[128, 32]
    t507 = aten.clamp.default(t506, -448.0, 448.0)  # t507: cpu f32[128, 32]
    t508 = aten._to_copy.default(t507, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t508: cpu f8e4m3[128, 32]
    t509 = aten.view.default(t505, [32])  # t509: cpu f32[32]
    # end region 27 -> t500, t501, t508, t509
    t510 = aotc.scaled_grouped_mm_weight_grad.default(t441, t488, t442, t489, t40, torch.float32)  # t510: cpu f32[8, 64, 32]
    # region 28: inductor ebc420bcd6b5399e, 20 ops
    t511 = aten.mul.Tensor(t477, t42)  # t511: cpu f32[128, 32]
    t512 = aten.silu_backward.default(t511, t41)  # t512: cpu f32[128, 32]
    t513 = aten.abs.default(t512)  # t513: cpu f32[128, 32]
    t514 = aten.amax.default(t513, [1], True)  # t514: cpu f32[128, 1]
    t515 = aten._to_copy.default(t514, dtype=torch.float32)  # t515: cpu f32[128, 1]
    t516 = aten.clamp.default(t515, 1e-12)  # t516: cpu f32[128, 1]
    t517 = aten.div.Tensor(t516, 448.0)  # t517: cpu f32[128, 1]
    t518 = aten._to_copy.default(t512, dtype=torch.float32)  # t518: cpu f32[128, 32]
    t519 = aten.div.Tensor(t518, t517)  # t519: cpu f32[128, 32]
    t520 = aten.clamp.default(t519, -448.0, 448.0)  # t520: cpu f32[128, 32]
    t521 = aten._to_copy.default(t520, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t521: cpu f8e4m3[128, 32]
    t522 = aten.view.default(t517, [128])  # t522: cpu f32[128]
    t523 = aten.amax.default(t513, [0], True)  # t523: cpu f32[1, 32]
    t524 = aten._to_copy.default(t523, dtype=torch.float32)  # t524: cpu f32[1, 32]
    t525 = aten.clamp.default(t524, 1e-12)  # t525: cpu f32[1, 32]
    t526 = aten.div.Tensor(t525, 448.0)  # t526: cpu f32[1, 32]
    t527 = aten.div.Tensor(t518, t526)  # t527: cpu f32[128, 32]
    t528 = aten.clamp.default(t527, -448.0, 448.0)  # t528: cpu f32[128, 32]
    t529 = aten._to_copy.default(t528, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t529: cpu f8e4m3[128, 32]
    t530 = aten.view.default(t526, [32])  # t530: cpu f32[32]
    # end region 28 -> t521, t522, t529, t530
    # region 29: inductor c88c015190f2ad33, 12 ops
    t531 = aten.transpose.int(t7, -2, -1)  # t531: cpu f32[8, 64, 32]
    t532 = aten.abs.default(t531)  # t532: cpu f32[8, 64, 32]
    t533 = aten.amax.default(t532, [2], True)  # t533: cpu f32[8, 64, 1]
    t534 = aten._to_copy.default(t533, dtype=torch.float32)  # t534: cpu f32[8, 64, 1]
    t535 = aten.clamp.default(t534, 1e-12)  # t535: cpu f32[8, 64, 1]
    t536 = aten.div.Tensor(t535, 448.0)  # t536: cpu f32[8, 64, 1]
    t537 = aten._to_copy.default(t531, dtype=torch.float32)  # t537: cpu f32[8, 64, 32]
    t538 = aten.div.Tensor(t537, t536)  # t538: cpu f32[8, 64, 32]
    t539 = aten.clamp.default(t538, -448.0, 448.0)  # t539: cpu f32[8, 64, 32]
    t540 = aten._to_copy.default(t539, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t540: cpu f8e4m3[8, 64, 32]
    t541 = aten.transpose.int(t540, -2, -1)  # t541: cpu f8e4m3[8, 32, 64]
    t542 = aten.view.default(t536, [8, 64])  # t542: cpu f32[8, 64]
    # end region 29 -> t541, t542
    t543 = aotc.scaled_grouped_mm.default(t500, t541, t501, t542, t40, torch.float32, False)  # t543: cpu f32[128, 64]
    t544 = aotc.scaled_grouped_mm_weight_grad.default(t508, t386, t509, t387, t40, torch.float32)  # t544: cpu f32[8, 32, 64]
    # region 30: inductor c88c015190f2ad33, 12 ops
    t545 = aten.transpose.int(t6, -2, -1)  # t545: cpu f32[8, 64, 32]
    t546 = aten.abs.default(t545)  # t546: cpu f32[8, 64, 32]
    t547 = aten.amax.default(t546, [2], True)  # t547: cpu f32[8, 64, 1]
    t548 = aten._to_copy.default(t547, dtype=torch.float32)  # t548: cpu f32[8, 64, 1]
    t549 = aten.clamp.default(t548, 1e-12)  # t549: cpu f32[8, 64, 1]
    t550 = aten.div.Tensor(t549, 448.0)  # t550: cpu f32[8, 64, 1]
    t551 = aten._to_copy.default(t545, dtype=torch.float32)  # t551: cpu f32[8, 64, 32]
    t552 = aten.div.Tensor(t551, t550)  # t552: cpu f32[8, 64, 32]
    t553 = aten.clamp.default(t552, -448.0, 448.0)  # t553: cpu f32[8, 64, 32]
    t554 = aten._to_copy.default(t553, dtype=torch.float8_e4m3fn, memory_format=torch.contiguous_format)  # t554: cpu f8e4m3[8, 64, 32]
    t555 = aten.transpose.int(t554, -2, -1)  # t555: cpu f8e4m3[8, 32, 64]
    t556 = aten.view.default(t550, [8, 64])  # t556: cpu f32[8, 64]
    # end region 30 -> t555, t556
    t557 = aotc.scaled_grouped_mm.default(t521, t555, t522, t556, t40, torch.float32, False)  # t557: cpu f32[128, 64]
    # region 31: inductor b321220043a98af1, 2 ops
    t558 = aten.add.Tensor(t543, t557)  # t558: cpu f32[128, 64]
    # layers.0.moe (MoE), moe.py:158
    t559 = aten.new_zeros.default(t558, [64, 64], dtype=torch.float32, layout=torch.strided, device=torch.device('cpu'))  # t559: cpu f32[64, 64]
    # end region 31 -> t558, t559
    # layers.0.moe.experts (GroupedExperts), moe.py:135
    t560 = aotc.scaled_grouped_mm_weight_grad.default(t529, t386, t530, t387, t40, torch.float32)  # t560: cpu f32[8, 32, 64]
    # layers.0.moe (MoE), moe.py:158
    t561 = aten.index_put.default(t559, [t39], t558, True)  # t561: cpu f32[64, 64]
    # layers.0.moe.router (Router), moe.py:117
    t562 = aten.scatter.src(t464, -1, t37, t463)  # t562: cpu f32[64, 8]
    # region 32: inductor 6e63c7897204df93, 3 ops
    t563 = aten._softmax_backward_data.default(t562, t116, -1, torch.float32)  # t563: cpu f32[64, 8]
    t564 = aten.add.Tensor(t118, t563)  # t564: cpu f32[64, 8]
    # layers.0.moe.router.gate (Linear), moe.py:115
    t565 = aten.t.default(t564)  # t565: cpu f32[8, 64]
    # end region 32 -> t564, t565
    t566 = aten.mm.default(t565, t376)  # t566: cpu f32[8, 64]
    t567 = aten.mm.default(t564, t5)  # t567: cpu f32[64, 64]
    # region 33: inductor 831be0cf0e7c9838, 26 ops
    # layers.0.moe_norm (RMSNorm), moe.py:77
    t568 = aten.add.Scalar(t34, 9.999999974752427e-07)  # t568: cpu f32[2, 32, 1]
    t569 = aten.rsqrt.default(t568)  # t569: cpu f32[2, 32, 1]
    t570 = aten.mul.Tensor(t33, t569)  # t570: cpu f32[2, 32, 64]
    t571 = aten.add.Tensor(t452, t454)  # t571: cpu f32[64, 64]
    t572 = aten.add.Tensor(t571, t561)  # t572: cpu f32[64, 64]
    t573 = aten.add.Tensor(t572, t567)  # t573: cpu f32[64, 64]
    # layers.0.moe (MoE), moe.py:151
    t574 = aten.view.default(t573, [2, 32, 64])  # t574: cpu f32[2, 32, 64]
    # layers.0.moe_norm (RMSNorm), moe.py:77
    t575 = aten.mul.Tensor(t574, t570)  # t575: cpu f32[2, 32, 64]
    t576 = aten.mul.Tensor(t574, t4)  # t576: cpu f32[2, 32, 64]
    t577 = aten.sum.dim_IntList(t575, [0, 1], True)  # t577: cpu f32[1, 1, 64]
    t578 = aten.view.default(t577, [64])  # t578: cpu f32[64]
    t579 = aten.mul.Tensor(t576, t33)  # t579: cpu f32[2, 32, 64]
    t580 = aten.mul.Tensor(t576, t569)  # t580: cpu f32[2, 32, 64]
    t581 = aten.sum.dim_IntList(t579, [2], True)  # t581: cpu f32[2, 32, 1]
    t582 = aten.add.Tensor(t416, t580)  # t582: cpu f32[2, 32, 64]
    # layers.0.moe_norm (RMSNorm), moe.py:77
    t583 = aten.pow.Tensor_Scalar(t569, 3)  # t583: cpu f32[2, 32, 1]
    t584 = aten.mul.Scalar(t581, -0.5)  # t584: cpu f32[2, 32, 1]
    t585 = aten.mul.Tensor(t584, t583)  # t585: cpu f32[2, 32, 1]
    t586 = aten.expand.default(t585, [2, 32, 64])  # t586: cpu f32[2, 32, 64]
    t587 = aten.div.Scalar(t586, 64)  # t587: cpu f32[2, 32, 64]
    t588 = aten.pow.Tensor_Scalar(t33, 1.0)  # t588: cpu f32[2, 32, 64]
    t589 = aten.mul.Scalar(t588, 2.0)  # t589: cpu f32[2, 32, 64]
    t590 = aten.mul.Tensor(t587, t589)  # t590: cpu f32[2, 32, 64]
    t591 = aten.add.Tensor(t582, t590)  # t591: cpu f32[2, 32, 64]
    # layers.0.attention.wo (Linear), moe.py:93
    t592 = aten.view.default(t591, [64, 64])  # t592: cpu f32[64, 64]
    t593 = aten.t.default(t592)  # t593: cpu f32[64, 64]
    # end region 33 -> t578, t591, t592, t593
    # layers.0.attention (Attention), moe.py:93
    t594 = aten.transpose.int(t31, 1, 2)  # t594: cpu f32[2, 32, 4, 16]
    # layers.0.attention.wo (Linear), moe.py:93
    t595 = aten.view.default(t594, [64, 64])  # t595: cpu f32[64, 64]
    t596 = aten.mm.default(t593, t595)  # t596: cpu f32[64, 64]
    t597 = aten.mm.default(t592, t3)  # t597: cpu f32[64, 64]
    # layers.0.attention (Attention), moe.py:93, 90, 91, 92
    t598 = aten.view.default(t597, [2, 32, 4, 16])  # t598: cpu f32[2, 32, 4, 16]
    t599 = aten.transpose.int(t598, 1, 2)  # t599: cpu f32[2, 4, 32, 16]
    t600 = aten.view.default(t29, [2, 32, 4, 16])  # t600: cpu f32[2, 32, 4, 16]
    t601 = aten.transpose.int(t600, 1, 2)  # t601: cpu f32[2, 4, 32, 16]
    t602 = aten.view.default(t30, [2, 32, 2, 2, 16])  # t602: cpu f32[2, 32, 2, 2, 16]
    t603 = aten.permute.default(t602, [2, 0, 3, 1, 4])  # t603: cpu f32[2, 2, 2, 32, 16]
    t604, t605 = aten.unbind.int(t603)  # t604: cpu f32[2, 2, 32, 16], t605: cpu f32[2, 2, 32, 16]
    t606, t607, t608 = aotc.sdpa_backward.default(t599, t601, t604, t605, None, t31, t32, True, None)  # t606: cpu f32[2, 4, 32, 16], t607: cpu f32[2, 2, 32, 16], t608: cpu f32[2, 2, 32, 16]
    # region 34: inductor e58c367ccb806840, 7 ops
    t609 = aten.clone.default(t607, memory_format=torch.contiguous_format)  # t609: cpu f32[2, 2, 32, 16]
    t610 = aten.clone.default(t608, memory_format=torch.contiguous_format)  # t610: cpu f32[2, 2, 32, 16]
    t611 = aten.stack.default([t609, t610])  # t611: cpu f32[2, 2, 2, 32, 16]
    t612 = aten.permute.default(t611, [1, 3, 0, 2, 4])  # t612: cpu f32[2, 32, 2, 2, 16]
    t613 = aten.clone.default(t612, memory_format=torch.contiguous_format)  # t613: cpu f32[2, 32, 2, 2, 16]
    # layers.0.attention.wkv (Linear), moe.py:91
    t614 = aten.view.default(t613, [64, 64])  # t614: cpu f32[64, 64]
    t615 = aten.t.default(t614)  # t615: cpu f32[64, 64]
    # end region 34 -> t614, t615
    # region 35: inductor c847b598eb96e6ed, 5 ops
    # layers.0.attention_norm (RMSNorm), moe.py:77
    t616 = aten.add.Scalar(t28, 9.999999974752427e-07)  # t616: cpu f32[2, 32, 1]
    t617 = aten.rsqrt.default(t616)  # t617: cpu f32[2, 32, 1]
    t618 = aten.mul.Tensor(t27, t617)  # t618: cpu f32[2, 32, 64]
    t619 = aten.mul.Tensor(t618, t0)  # t619: cpu f32[2, 32, 64]
    # layers.0.attention.wq (Linear), moe.py:90
    t620 = aten.view.default(t619, [64, 64])  # t620: cpu f32[64, 64]
    # end region 35 -> t620
    # layers.0.attention.wkv (Linear), moe.py:91
    t621 = aten.mm.default(t615, t620)  # t621: cpu f32[64, 64]
    t622 = aten.mm.default(t614, t2)  # t622: cpu f32[64, 64]
    # layers.0.attention (Attention), moe.py:90
    t623 = aten.transpose.int(t606, 1, 2)  # t623: cpu f32[2, 32, 4, 16]
    # layers.0.attention.wq (Linear), moe.py:90
    t624 = aten.view.default(t623, [64, 64])  # t624: cpu f32[64, 64]
    t625 = aten.t.default(t624)  # t625: cpu f32[64, 64]
    t626 = aten.mm.default(t625, t620)  # t626: cpu f32[64, 64]
    t627 = aten.mm.default(t624, t1)  # t627: cpu f32[64, 64]
    # region 36: inductor b0fbc6c3c9d86035, 23 ops
    # layers.0.attention_norm (RMSNorm), moe.py:77
    t628 = aten.add.Scalar(t28, 9.999999974752427e-07)  # t628: cpu f32[2, 32, 1]
    t629 = aten.rsqrt.default(t628)  # t629: cpu f32[2, 32, 1]
    t630 = aten.mul.Tensor(t27, t629)  # t630: cpu f32[2, 32, 64]
    # layers.0.attention.wkv (Linear), moe.py:91
    t631 = aten.view.default(t622, [2, 32, 64])  # t631: cpu f32[2, 32, 64]
    # layers.0.attention.wq (Linear), moe.py:90
    t632 = aten.view.default(t627, [2, 32, 64])  # t632: cpu f32[2, 32, 64]
    t633 = aten.add.Tensor(t631, t632)  # t633: cpu f32[2, 32, 64]
    # layers.0.attention_norm (RMSNorm), moe.py:77
    t634 = aten.mul.Tensor(t633, t630)  # t634: cpu f32[2, 32, 64]
    t635 = aten.mul.Tensor(t633, t0)  # t635: cpu f32[2, 32, 64]
    t636 = aten.sum.dim_IntList(t634, [0, 1], True)  # t636: cpu f32[1, 1, 64]
    t637 = aten.view.default(t636, [64])  # t637: cpu f32[64]
    t638 = aten.mul.Tensor(t635, t27)  # t638: cpu f32[2, 32, 64]
    t639 = aten.mul.Tensor(t635, t629)  # t639: cpu f32[2, 32, 64]
    t640 = aten.sum.dim_IntList(t638, [2], True)  # t640: cpu f32[2, 32, 1]
    t641 = aten.add.Tensor(t591, t639)  # t641: cpu f32[2, 32, 64]
    # layers.0.attention_norm (RMSNorm), moe.py:77
    t642 = aten.pow.Tensor_Scalar(t629, 3)  # t642: cpu f32[2, 32, 1]
    t643 = aten.mul.Scalar(t640, -0.5)  # t643: cpu f32[2, 32, 1]
    t644 = aten.mul.Tensor(t643, t642)  # t644: cpu f32[2, 32, 1]
    t645 = aten.expand.default(t644, [2, 32, 64])  # t645: cpu f32[2, 32, 64]
    t646 = aten.div.Scalar(t645, 64)  # t646: cpu f32[2, 32, 64]
    t647 = aten.pow.Tensor_Scalar(t27, 1.0)  # t647: cpu f32[2, 32, 64]
    t648 = aten.mul.Scalar(t647, 2.0)  # t648: cpu f32[2, 32, 64]
    t649 = aten.mul.Tensor(t646, t648)  # t649: cpu f32[2, 32, 64]
    t650 = aten.add.Tensor(t641, t649)  # t650: cpu f32[2, 32, 64]
    # end region 36 -> t637, t650
    # tok_embeddings (Embedding), moe.py:198
    t651 = aten.embedding_dense_backward.default(t650, t26, 256, -1, False)  # t651: cpu f32[256, 64]
    return (t651, t637, t626, t621, t596, t578, t566, t560, t544, t510, t453, t451, t443, t403, t370, t365, t340, t322, t310, t304, t288, t254, t197, t195, t187, t148, t82)
    # t651: grad tok_embeddings.weight
    # t637: grad layers.0.attention_norm.weight
    # t626: grad layers.0.attention.wq.weight
    # t621: grad layers.0.attention.wkv.weight
    # t596: grad layers.0.attention.wo.weight
    # t578: grad layers.0.moe_norm.weight
    # t566: grad layers.0.moe.router.gate.weight
    # t560: grad layers.0.moe.experts.w1
    # t544: grad layers.0.moe.experts.w3
    # t510: grad layers.0.moe.experts.w2
    # t453: grad layers.0.moe.shared.w1.weight
    # t451: grad layers.0.moe.shared.w3.weight
    # t443: grad layers.0.moe.shared.w2.weight
    # t403: grad layers.1.attention_norm.weight
    # t370: grad layers.1.attention.wq.weight
    # t365: grad layers.1.attention.wkv.weight
    # t340: grad layers.1.attention.wo.weight
    # t322: grad layers.1.moe_norm.weight
    # t310: grad layers.1.moe.router.gate.weight
    # t304: grad layers.1.moe.experts.w1
    # t288: grad layers.1.moe.experts.w3
    # t254: grad layers.1.moe.experts.w2
    # t197: grad layers.1.moe.shared.w1.weight
    # t195: grad layers.1.moe.shared.w3.weight
    # t187: grad layers.1.moe.shared.w2.weight
    # t148: grad norm.weight
    # t82: grad output.weight
