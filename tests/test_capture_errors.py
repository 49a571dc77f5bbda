"""Constructs the tracer cannot capture are reported with the op and the model's own line."""

from __future__ import annotations

import re

import pytest
import torch
from torch import nn

import aotc
from aotc.errors import CaptureError, CompileError, SpecError


class DataDependent(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        y = self.lin(x)
        if y.sum() > 0:  # branches on a value the tracer does not know
            return y * 2
        return y


class TensorAttribute(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.scale = torch.ones(4)  # a plain attribute, not a buffer

    def forward(self, x):
        return self.lin(x) * self.scale


class MutatesParameter(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        with torch.no_grad():
            self.lin.weight.mul_(0.5)
        return self.lin(x)


class MutatesInput(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        x.add_(1)
        return self.lin(x)


def test_data_dependent_branch_names_the_line(tmp_path):
    with pytest.raises(CaptureError) as e:
        aotc.compile(DataDependent(), ["f32[2,4]"], output=tmp_path / "a")
    msg = str(e.value)
    assert "DataDependent.forward" in msg
    assert "test_capture_errors.py" in msg and "if y.sum() > 0" in msg
    assert not (tmp_path / "a").exists()


def test_plain_tensor_attribute_is_explained(tmp_path):
    with pytest.raises(CompileError, match="neither a parameter nor a buffer.*register_buffer"):
        aotc.compile(TensorAttribute(), ["f32[2,4]"], output=tmp_path / "a")


@pytest.mark.parametrize("model", [MutatesParameter, MutatesInput])
def test_writing_a_parameter_or_input_is_refused(model, tmp_path):
    """Buffers may be written in forward (tests/test_training.py); parameters and inputs not."""
    with pytest.raises(CaptureError, match="only buffers may be written"):
        aotc.compile(model(), ["f32[2,4]"], output=tmp_path / "a")


class MaxNormEmbedding(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(50, 16, max_norm=1.0)
        self.head = nn.Linear(16, 4)

    def forward(self, x):
        return self.head(self.tok(x)).sum()


def test_an_embedding_that_renormalizes_in_place_is_named_with_the_fix(tmp_path):
    """nn.Embedding(max_norm=...) rescales the rows it reads in place, in the forward: the refusal
    says which embedding and what to do, not only that a parameter was written."""
    with pytest.raises(CaptureError, match=r"tok.weight in place.*tok is nn.Embedding\(max_norm=1.0\).*"
                                           r"max_norm=None"):
        aotc.compile(MaxNormEmbedding(), ["i64[2,8]"], output=tmp_path / "a")
    assert not (tmp_path / "a").exists()
    # The model itself an embedding: its weight is `weight`.
    with pytest.raises(CaptureError, match=r"the model is nn.Embedding\(max_norm=2.0\)"):
        aotc.compile(nn.Embedding(50, 16, max_norm=2.0), ["i64[2,8]"], output=tmp_path / "b")


@pytest.mark.parametrize("spec, message", [
    ("examples/llama.py", "must be path/file.py:Attr"),
    ("examples/nope.py:Llama", "no such file"),
    ("examples/llama.py:Nope", "has no attribute 'Nope'"),
    ("no_such_package.mod:Thing", "cannot import module"),
])
def test_bad_spec(spec, message, tmp_path):
    with pytest.raises(SpecError, match=message):
        aotc.compile(spec, ["i64[1,8]"], output=tmp_path / "a")


def test_bad_model_arguments(tmp_path):
    with pytest.raises(SpecError, match="config"):
        aotc.compile("examples/llama.py:Llama", ["i64[1,8]"], args={"config": "huge"}, output=tmp_path / "a")
    with pytest.raises(SpecError, match="cannot build it"):
        aotc.compile("examples/mlp.py:MLP", ["f32[1,8]"], args={"wings": 2}, output=tmp_path / "a")


def test_freeze_glob_matching_nothing(tmp_path):
    with pytest.raises(CompileError, match="--freeze 'nothing.*' matches no parameter"):
        aotc.compile("examples/mlp.py:MLP", ["f32[8,32]"], freeze=("nothing.*",), output=tmp_path / "a")


def test_cpu_library_kernel_cannot_target_cuda(tmp_path):
    """The CPU trace of an LSTM is one oneDNN kernel; moving it to CUDA would fail at run time."""
    with pytest.raises(CompileError, match="LSTM on cuda.*oneDNN's CPU kernel"):
        aotc.compile(nn.LSTM(8, 8, batch_first=True), ["f32[2,4,8]"], device="cuda", output=tmp_path / "a")
    assert not (tmp_path / "a").exists()


@pytest.mark.parametrize("rnn", [nn.GRU, nn.RNN])
def test_rnns_that_would_unroll_are_refused_by_module(rnn, tmp_path):
    """GRU and RNN trace into ops per time step: refused, naming the module, before tracing."""
    model = nn.Sequential(nn.Linear(8, 8), rnn(8, 8, batch_first=True))
    with pytest.raises(CompileError, match=rf"^1 \({rnn.__name__}\): .*per time step"):
        aotc.compile(model, ["f32[2,4,8]"], output=tmp_path / "a")
    assert not (tmp_path / "a").exists()


class ReturnsAliases(nn.Module):
    def __init__(self, which: str):
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.scale = nn.Parameter(torch.ones(4))
        self.which = which

    def forward(self, x):
        y = self.lin(x) * self.scale
        extra = {"param": self.scale, "param_view": self.scale.view(2, 2), "output_view": y[:, :2],
                 "copy": y[:, :2].clone()}[self.which]
        return y, extra


@pytest.mark.parametrize("which, words", [
    ("param", "a parameter or input returned as it is"),
    ("param_view", "a view of a parameter or input"),
    ("output_view", "a view of another output"),
])
def test_outputs_whose_gradient_would_be_lost_are_refused(which, words, tmp_path):
    with pytest.raises(CaptureError, match=f"forward output 1 is {words}.*return a copy"):
        aotc.compile(ReturnsAliases(which), ["f32[3,4]"], output=tmp_path / "a")


def test_a_copied_view_compiles_and_trains_like_eager(tmp_path):
    import aotc.runtime
    from conftest import assert_grads_match
    path = aotc.compile(ReturnsAliases("copy"), ["f32[3,4]"], output=tmp_path / "a")
    torch.manual_seed(0)
    eager = ReturnsAliases("copy")
    model = ReturnsAliases("copy")
    model.load_state_dict(eager.state_dict())
    step = aotc.runtime.load(path, model)
    x = torch.randn(3, 4)
    for m in (eager, step):
        y, extra = m(x)
        (y.sum() + 3 * extra.square().sum()).backward()
    assert_grads_match(eager, model)


def test_learned_attention_bias_gets_its_gradient(tmp_path):
    """Once refused: a bias that needs a gradient now runs through ATen's math attention."""
    class Biased(nn.Module):
        def __init__(self):
            super().__init__()
            self.bias = nn.Parameter(torch.randn(1, 1, 4, 4))

        def forward(self, q):
            return torch.nn.functional.scaled_dot_product_attention(q, q, q, attn_mask=self.bias)

    import aotc.runtime
    eager, model = Biased(), Biased()
    model.load_state_dict(eager.state_dict())
    step = aotc.runtime.load(aotc.compile(Biased(), ["f32[1,2,4,8]"], output=tmp_path / "a"), model)
    q = torch.randn(1, 2, 4, 8)
    eager(q).sum().backward()
    step(q).sum().backward()
    torch.testing.assert_close(model.bias.grad, eager.bias.grad)


@torch.library.custom_op("aotc_test::scale", mutates_args=())
def _library_scale(x: torch.Tensor, s: float) -> torch.Tensor:
    return x * s


@_library_scale.register_fake
def _(x, s):
    return torch.empty_like(x)


_library_scale.register_autograd(lambda ctx, g: (g * ctx.s, None),
                                 setup_context=lambda ctx, inputs, output: setattr(ctx, "s", inputs[1]))


class _CallsALibraryOp(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 8)

    def forward(self, x):
        return _library_scale(self.lin(x), 2.0)


def test_an_op_of_another_library_is_named_with_what_to_do(tmp_path):
    """A custom op with no decomposition is refused at capture: the message names the op and
    its library and says how to get a traceable path, and no dtype hint that is not the cause."""
    with pytest.raises(CaptureError) as e:
        aotc.compile(_CallsALibraryOp(), ["f32[4,8]"], output=tmp_path / "a")
    message = str(e.value)
    assert "aotc_test.scale.default" in message and "'aotc_test' library in the model (_CallsALibraryOp)" in message
    assert "decomposition" in message and "dtype" not in message
    assert not (tmp_path / "a").exists()


class _MaskedSelect(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        y = self.lin(x)
        return y[y > 0].sum()          # as many elements as the data says


class _ReentrantCheckpoint(nn.Module):
    def __init__(self):
        super().__init__()
        self.a, self.b = nn.Linear(4, 4), nn.Linear(4, 4)

    def forward(self, x):
        import torch.utils.checkpoint
        return torch.utils.checkpoint.checkpoint(self.b, self.a(x), use_reentrant=True).sum()


class _Opaque:
    """A result class nothing registered with torch's pytree."""

    def __init__(self, t):
        self.t = t


class _ReturnsAnOpaqueObject(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        return self.lin(x), _Opaque(x)


class _ReturnsAPythonInt(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        return {"out": self.lin(x), "n": 3}


def _llama_with_its_cache():
    """transformers' Llama as its config defaults it: use_cache=True, so it returns a DynamicCache."""
    import transformers
    config = transformers.LlamaConfig(vocab_size=32, hidden_size=16, intermediate_size=32, num_hidden_layers=1,
                                      num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=8)
    return transformers.LlamaForCausalLM(config)


@pytest.mark.parametrize("model, inputs, fix", [
    (_MaskedSelect, "f32[2,4]", r"boolean mask \(`x\[mask\]`.*torch\.where\(mask, x, 0\).*masked ops"),
    (_ReentrantCheckpoint, "f32[2,4]", r"use_reentrant=True\) runs its own backward.*pass use_reentrant=False"),
    (_ReturnsAnOpaqueObject, "f32[2,4]", r"make it a tensor, or return it apart from forward"),
    (_ReturnsAPythonInt, "f32[2,4]", r"make it a tensor, or return it apart from forward"),
    (_llama_with_its_cache, "i64[1,8]", r"returns transformers' key/value cache.*use_cache=False"),
], ids=["boolean-mask-index", "reentrant-checkpoint", "opaque-result", "python-int-result", "transformers-cache"])
def test_refusals_with_a_known_cause_name_the_fix(model, inputs, fix, tmp_path):
    """torch's words alone ("DynamicOutputShapeException: aten.nonzero", "incompatible with
    .grad()", "Found <class ...DynamicCache> in output") do not say what to change in the model:
    the hint does."""
    with pytest.raises(CaptureError) as e:
        aotc.compile(model(), [inputs], output=tmp_path / "a")
    message = str(e.value)
    assert re.search(r"\nhint: .*" + fix, message), message
    assert message.count("hint:") == 1


class MadeInForward(nn.Module):
    """Small tensors made from Python values inside forward: an index list, an empty tensor a
    cache starts from, a 2-D table, a boolean mask and a 0-dim scale."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 6)

    def forward(self, x):
        y = self.lin(x)
        picked = y[..., [-2, 0]]                                         # index list -> int64 [2]
        grown = torch.cat([torch.tensor([], dtype=y.dtype), picked.flatten()])
        table = torch.tensor([[1.0, -2.0], [0.5, 3.0]])
        keep = torch.tensor([True, False, True, True, False, True])
        return (picked @ table).sum() + grown.square().sum() + (y * keep).sum() * torch.tensor(0.25)


class MadeTooLarge(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 65)

    def forward(self, x):
        return self.lin(x) * torch.tensor([float(i) for i in range(65)])


def test_small_tensors_made_in_forward_are_rebuilt_from_their_values(tmp_path):
    from conftest import assert_grads_match, twin
    path = aotc.compile(MadeInForward(), ["f32[3,4]"], output=tmp_path / "a")
    eager, model = twin(MadeInForward)
    step = aotc.runtime.load(path, model)
    for seed in range(2):
        x = torch.randn(3, 4, generator=torch.Generator().manual_seed(seed))
        ref, got = eager(x), step(x)
        torch.testing.assert_close(got, ref)
        ref.backward()
        got.backward()
        assert_grads_match(eager, model)


def test_a_large_tensor_made_in_forward_is_refused_naming_its_size(tmp_path):
    with pytest.raises(CaptureError, match="65 elements made from Python values, more than the 64.*register_buffer"):
        aotc.compile(MadeTooLarge(), ["f32[2,4]"], output=tmp_path / "a")
    assert not (tmp_path / "a").exists()


@pytest.mark.parametrize("mesh", ["tp=2", ("tp", 2)])
def test_a_mesh_not_given_as_pairs_is_refused_with_the_form(mesh, tmp_path):
    with pytest.raises(CompileError, match=r"as \(name, ranks\) pairs.*--mesh dp_shard=2,tp=2"):
        aotc.compile(MadeInForward(), ["f32[2,4]"], mesh=mesh, output=tmp_path / "a")
    assert not (tmp_path / "a").exists()
