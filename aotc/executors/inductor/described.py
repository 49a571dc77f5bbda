"""Inductor and Triton told a recorded device in place of a live one, for a build on a machine
without it (build-kernels --target).

Inductor generates code from the device's properties (SM count, shared memory, registers, L2)
and Triton compiles for the target its active driver names; neither needs the device for
anything else while it compiles, but for one pass that computes values. Eight places answer
those questions, and `described_device` replaces each for the block it guards and puts each
back after it:

    torch._dynamo.device_interface   the "cuda" interface Inductor asks (properties, capability,
                                     availability, bf16 support)
    torch.cuda                       get_device_properties and get_device_capability, which
                                     Inductor also calls directly (mm templates, split reductions)
    triton.runtime.driver            the active driver: names GPUTarget("cuda", 90, 32), can
                                     launch and time nothing
    triton_helpers.set_driver_to_gpu a no-op, so Inductor keeps that driver active
    joint_graph.lazy_init            Inductor's pattern library traced on the CPU: a random factory
                                     has no generator for a fake CUDA tensor
    UniformValueConstantFolder       the joint-graph pass that folds constants made by `full` runs
                                     them for real (one element each, outside any fake mode): on
                                     the CPU, whose values are the same; the graph keeps its device
    FakeTensor.copy_                 straight to the dispatcher for a fake CUDA tensor: the Python
                                     method first makes a CUDA device guard, which a CPU build of
                                     torch cannot (reinplacing's scatter, _inplace_generalized_scatter,
                                     copies into a view of a fake tensor to learn its result's type)
    index_select's decomposition     in Inductor's tables, aten.index itself where torch's reference
                                     indexes with Python's `x[idx]`, which makes that guard too (a
                                     vocabulary-parallel loss picks its rank's first row that way)

Inductor's caches of device facts are emptied on the way in and on the way out. This is
the only module that knows these internals (pinned to torch 2.11 to 2.13 and Triton 3.6 to 3.9).
"""

from __future__ import annotations

import contextlib
import types

import torch
from torch._dynamo import device_interface as di
from torch._inductor import decomposition as inductor_decomp
from torch._inductor import utils as inductor_utils
from torch._inductor.fx_passes import joint_graph
from torch._inductor.kernel import mm
from torch._inductor.runtime import triton_helpers
from torch._subclasses.fake_tensor import FakeTensor
from torch.utils import _triton as triton_utils
from triton.backends.compiler import GPUTarget
from triton.backends.driver import DriverBase
from triton.runtime.driver import driver


@contextlib.contextmanager
def described_device(properties: dict):
    """Within the block, Inductor and Triton build for the device `properties` describe (the
    fields of torch.cuda.get_device_properties) as if it were CUDA device 0."""
    props = types.SimpleNamespace(**{"gcnArchName": properties.get("name", ""), **properties})
    saved_interfaces = (dict(di.device_interfaces), di._device_initialized)
    saved_cuda = (torch.cuda.get_device_properties, torch.cuda.get_device_capability)
    saved_driver = driver._active
    saved_helper, saved_lazy_init = triton_helpers.set_driver_to_gpu, joint_graph.lazy_init
    folder = joint_graph.UniformValueConstantFolder
    saved_fold = folder.__dict__.get("run_node")
    saved_copy = FakeTensor.__dict__.get("copy_")
    tables = (inductor_decomp.decompositions, inductor_decomp.fast_random_decomps())
    saved_index_select = [t.get(INDEX_SELECT) for t in tables]
    try:
        _forget_device_facts()      # what an earlier build on this machine found (no CUDA: no Triton)
        di.init_device_reg()
        recorded = _recorded_interface(props)
        di.register_interface_for_device("cuda", recorded)
        di.register_interface_for_device("cuda:0", recorded)
        torch.cuda.get_device_properties = lambda device=None: props
        torch.cuda.get_device_capability = lambda device=None: (props.major, props.minor)
        driver.set_active(_recorded_driver(props)())
        triton_helpers.set_driver_to_gpu = lambda: None
        joint_graph.lazy_init = lambda input_device=None: saved_lazy_init(torch.device("cpu"))
        folder.run_node = _on_the_cpu(folder.run_node)
        FakeTensor.copy_ = _copy_without_guard
        for t in tables:
            t[INDEX_SELECT] = _index_select_without_guard
        yield props
    finally:
        di.device_interfaces.clear()
        di.device_interfaces.update(saved_interfaces[0])
        di._device_initialized = saved_interfaces[1]
        torch.cuda.get_device_properties, torch.cuda.get_device_capability = saved_cuda
        driver._active = saved_driver
        triton_helpers.set_driver_to_gpu, joint_graph.lazy_init = saved_helper, saved_lazy_init
        if saved_fold is None:
            folder.__dict__.get("run_node") and delattr(folder, "run_node")
        else:
            folder.run_node = saved_fold
        if saved_copy is None:
            FakeTensor.__dict__.get("copy_") and delattr(FakeTensor, "copy_")
        else:
            FakeTensor.copy_ = saved_copy
        for t, saved in zip(tables, saved_index_select):
            if saved is None:
                t.pop(INDEX_SELECT)
            else:
                t[INDEX_SELECT] = saved
        _forget_device_facts()


def _on_the_cpu(run_node):
    """`run_node` of a constant folder, evaluating a node that makes a CUDA tensor on the CPU
    (the node itself is left as it was)."""
    def run(self, node):
        device = node.kwargs.get("device") if node.op == "call_function" else None
        if device is None or torch.device(device).type != "cuda":
            return run_node(self, node)
        kwargs = node.kwargs
        node.kwargs = {**kwargs, "device": torch.device("cpu")}
        try:
            return run_node(self, node)
        finally:
            node.kwargs = kwargs
    return run


def _copy_without_guard(self, src, non_blocking=False):
    """Tensor.copy_ for a fake tensor: the op itself, through the dispatcher (to the fake mode),
    without the device guard the Python method makes first (a CPU build of torch has no CUDA
    guard, so the method refuses every fake CUDA tensor; the op needs no device)."""
    return torch.ops.aten.copy_.default(self, src, non_blocking)


INDEX_SELECT = torch.ops.aten.index_select.default


def _index_select_without_guard(x, dim, index):
    """aten.index_select as torch's reference decomposes it, but through the dispatcher where
    the reference calls Python tensor methods (`x[idx]`, `.contiguous()`), whose CUDA device
    guard a CPU build of torch refuses."""
    torch._check(index.ndim <= 1, lambda: f"Index should have dimension 1 or 0 (got {index.ndim})")
    if index.ndim == 0:
        index = torch.ops.aten.unsqueeze.default(index, 0)
    if x.ndim == 0:
        return torch._refs.index_select(x, dim, index)
    dim = torch._prims_common.canonicalize_dim(x.ndim, dim)
    picked = torch.ops.aten.index.Tensor(x, [None] * dim + [index])
    layout = torch._prims_common.suggest_memory_format(x)
    if picked.is_contiguous(memory_format=layout):
        return picked
    return torch.ops.aten.clone.default(picked, memory_format=layout)


def _recorded_interface(props):
    cc = props.major * 10 + props.minor

    class RecordedCuda(di.CudaInterface):
        class Worker:
            set_device = staticmethod(lambda device: None)
            current_device = staticmethod(lambda: 0)
            get_device_properties = staticmethod(lambda device=None: props)
        current_device = staticmethod(lambda: 0)
        device_count = staticmethod(lambda: 1)
        is_available = staticmethod(lambda: True)
        get_device_properties = staticmethod(lambda device=None: props)
        get_compute_capability = staticmethod(lambda device=None: cc)
        is_triton_capable = staticmethod(lambda device=None: True)
        raise_if_triton_unavailable = staticmethod(lambda device=None: None)
        is_bf16_supported = staticmethod(lambda including_emulation=False: True)

    return RecordedCuda


def _recorded_driver(props):
    class RecordedTarget(DriverBase):
        """Names the target to compile for; launches and times nothing."""

        @classmethod
        def is_active(cls):
            return False

        def map_python_to_cpp_type(self, ty):
            raise NotImplementedError("a recorded target launches nothing")

        def get_current_target(self):
            return GPUTarget("cuda", props.major * 10 + props.minor, props.warp_size)

        def get_active_torch_device(self):
            return torch.device("cuda", 0)

        def get_benchmarker(self):
            raise RuntimeError("a recorded target runs nothing: no benchmarking")

        def get_current_device(self):
            return 0

        def get_current_stream(self, device=None):
            return 0

    return RecordedTarget


def _forget_device_facts() -> None:
    """Empty Inductor's caches of device facts: on the way in, what this machine's own device
    said (without CUDA, that Triton has no device: a CPU build earlier in the process leaves
    Inductor refusing every Triton kernel); on the way out, what the recorded one said."""
    for owner, name in ((inductor_utils, "get_max_num_sms"), (inductor_utils, "_rocm_native_device_arch_name"),
                        (mm, "_is_sm7x_or_older_gpu"), (triton_utils, "has_triton"),
                        (triton_utils, "triton_backend")):
        cached = getattr(owner, name, None)
        if hasattr(cached, "cache_clear"):
            cached.cache_clear()
