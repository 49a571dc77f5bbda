"""`aotc::adamw`: one parameter's AdamW update as one op of a program.

    aotc.adamw(param, grad, exp_avg, exp_avg_sq, lr, step, beta1, beta2, eps, weight_decay)
        -> (param', exp_avg', exp_avg_sq')

`lr` is a float64 scalar tensor on the host (an input of the program each step, so that a
learning-rate scheduler works); `step` is this update's step count, a float32 scalar tensor on
the host, as torch.optim.AdamW keeps it (already incremented). The hyper-parameters are
literals: an artifact is compiled for them.

In the IR the op is functional, like every op. Its results are written into the live parameter
and optimizer state as soon as the op runs (`assign` ports), so the runtime calls one of its
in-place kernels (`IN_PLACE`): the result i is written into argument `IN_PLACE[name][i]`.

- `adamw_reference_`: the steps of torch.optim.AdamW's single-tensor update (what eager runs on
  the CPU), op for op, so the portable program updates bit for bit as eager does;
- `adamw_fused_`: `torch._fused_adamw_`, the kernel `torch.optim.AdamW(fused=True)` runs (CUDA
  and CPU), within float32 rounding of it.

The functional kernel (what a program run op by op without the runtime's assignments, and
`thunder-aot check`, call) applies the reference update to copies.
"""

from __future__ import annotations

import torch
from torch import Tensor


def adamw_reference_(param: Tensor, grad: Tensor, exp_avg: Tensor, exp_avg_sq: Tensor, lr: Tensor, step: Tensor,
                     beta1: float, beta2: float, eps: float, weight_decay: float) -> tuple[Tensor, Tensor, Tensor]:
    """torch.optim.adam._single_tensor_adam with decoupled weight decay, on one parameter."""
    lr_value, step_value = lr.item(), step.item()     # host tensors: no device synchronisation
    if weight_decay != 0:
        param.mul_(1 - lr_value * weight_decay)
    exp_avg.lerp_(grad, 1 - beta1)
    exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
    bias_correction1 = 1 - beta1 ** step_value
    bias_correction2 = 1 - beta2 ** step_value
    step_size = lr_value / bias_correction1
    bias_correction2_sqrt = bias_correction2 ** 0.5
    denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
    param.addcdiv_(exp_avg, denom, value=-step_size)
    return param, exp_avg, exp_avg_sq


_DEVICE_STEPS: dict = {}


def adamw_fused_(param: Tensor, grad: Tensor, exp_avg: Tensor, exp_avg_sq: Tensor, lr: Tensor, step: Tensor,
                 beta1: float, beta2: float, eps: float, weight_decay: float) -> tuple[Tensor, Tensor, Tensor]:
    """The fused kernel torch.optim.AdamW(fused=True) runs; it reads the step count where the
    parameter is, so a copy of it is made there once per step and device."""
    device_step = step
    if param.device != step.device:
        key = (param.device, float(step.item()))
        device_step = _DEVICE_STEPS.get(key)
        if device_step is None:
            _DEVICE_STEPS.clear()
            device_step = _DEVICE_STEPS[key] = step.to(param.device, non_blocking=True)
    torch._fused_adamw_([param], [grad], [exp_avg], [exp_avg_sq], [], [device_step], lr=lr.item(), beta1=beta1,
                        beta2=beta2, weight_decay=weight_decay, eps=eps, amsgrad=False, maximize=False)
    return param, exp_avg, exp_avg_sq


def adamw_kernel(param: Tensor, grad: Tensor, exp_avg: Tensor, exp_avg_sq: Tensor, lr: Tensor, step: Tensor,
                 beta1: float, beta2: float, eps: float, weight_decay: float) -> tuple[Tensor, Tensor, Tensor]:
    return adamw_reference_(param.clone(), grad, exp_avg.clone(), exp_avg_sq.clone(), lr, step, beta1, beta2, eps,
                            weight_decay)


adamw = torch.library.custom_op("aotc::adamw", mutates_args=())(adamw_kernel)


@adamw.register_fake
def _(param, grad, exp_avg, exp_avg_sq, lr, step, beta1, beta2, eps, weight_decay):
    return torch.empty_like(param), torch.empty_like(exp_avg), torch.empty_like(exp_avg_sq)


DIRECT_KERNELS = {"aotc.adamw.default": adamw_kernel}
# op -> (its result i is written into its argument IN_PLACE[op][1][i]; the kernels doing so:
# the portable one and the fused one).
IN_PLACE = {"aotc.adamw.default": ((0, 2, 3), {"portable": adamw_reference_, "fused": adamw_fused_})}
