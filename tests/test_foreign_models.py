"""Model code nobody here wrote: HuggingFace transformers' LlamaForCausalLM / GPT2LMHeadModel and
litgpt's GPT, with tiny random configs, compiled and trained against eager PyTorch (float32).

Every test compares the loss and every parameter gradient with eager on the same weights, then runs
`backward(retain_graph=True)` and a second backward and compares the accumulated gradients again.

HuggingFace's mask builders branch on tensor values unless told they are being traced (capture
raises torch.compiler's compiling/exporting flags for them); litgpt's Gemma-2 layout makes a 0-dim
constant inside forward (capture turns it into a literal).
"""

from __future__ import annotations

import pytest
import torch
from litgpt.config import Config as LitConfig
from litgpt.model import GPT as LitGPT
from transformers import GPT2Config, GPT2LMHeadModel, LlamaConfig, LlamaForCausalLM

import aotc
import aotc.errors
import aotc.runtime
from conftest import assert_grads_match, lm_loss, twin

VOCAB = 256
SHAPE = (2, 32)
INPUT = f"i64[{SHAPE[0]},{SHAPE[1]}]"


# Factories: module level so that a spec string ("this/file.py:hf_llama") can name them.

def hf_llama(attn: str = "sdpa") -> LlamaForCausalLM:
    return LlamaForCausalLM(LlamaConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=128,
        use_cache=False, attn_implementation=attn))


def hf_gpt2(attn: str = "sdpa") -> GPT2LMHeadModel:
    return GPT2LMHeadModel(GPT2Config(
        vocab_size=VOCAB, n_positions=128, n_embd=64, n_layer=2, n_head=4,
        resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, bos_token_id=0, eos_token_id=0,
        use_cache=False, attn_implementation=attn))


def tiny_litgpt() -> LitGPT:
    """A Llama-style litgpt GPT: RMSNorm, LLaMAMLP, rotary, grouped-query attention."""
    return LitGPT(LitConfig(
        name="tiny", block_size=128, vocab_size=VOCAB, padded_vocab_size=VOCAB, n_layer=2, n_head=4,
        n_embd=64, n_query_groups=2, intermediate_size=128, rotary_percentage=1.0,
        parallel_residual=False, bias=False, norm_class_name="RMSNorm", mlp_class_name="LLaMAMLP"))


def tiny_litgpt_gemma2() -> LitGPT:
    """litgpt's Gemma-2 layout (scaled embeddings, soft-capping, sliding window), shrunk."""
    return LitGPT(LitConfig.from_name(
        "gemma-2-2b", n_layer=2, n_embd=64, n_head=4, n_query_groups=2, head_size=16,
        vocab_size=VOCAB, padded_vocab_size=VOCAB, block_size=128, intermediate_size=128,
        sliding_window_size=16))


def _logits(out) -> torch.Tensor:
    if isinstance(out, torch.Tensor):
        return out
    return out["logits"]   # a HF ModelOutput in eager, an aotc OutputRecord from the artifact


def _check_training(eager: torch.nn.Module, model: torch.nn.Module, step: torch.nn.Module,
                    inputs: tuple[torch.Tensor, ...]) -> None:
    """Loss and every grad against eager; then a second backward through the retained graph."""
    targets = torch.randint(0, VOCAB, SHAPE)
    ref = lm_loss(_logits(eager(*inputs)), targets)
    got = lm_loss(_logits(step(*inputs)), targets)
    torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
    ref.backward(retain_graph=True)
    got.backward(retain_graph=True)
    assert_grads_match(eager, model)
    ref.backward()
    got.backward()
    assert_grads_match(eager, model)


def _compile_and_check(factory, tmp_path, inputs=None, input_specs=(INPUT,)):
    eager, model = twin(factory)
    path = aotc.compile(model, list(input_specs), output=tmp_path / "artifact")
    step = aotc.runtime.load(path, model)
    inputs = inputs if inputs is not None else (torch.randint(0, VOCAB, SHAPE),)
    _check_training(eager, model, step, inputs)
    return step


# litgpt

def test_litgpt_gpt_matches_eager(tmp_path):
    _compile_and_check(tiny_litgpt, tmp_path)


def test_litgpt_gpt_from_spec_matches_eager(tmp_path):
    # A spec builds the model under torch.device("meta"); the live model is built normally.
    path = aotc.compile(f"{__file__}:tiny_litgpt", [INPUT], output=tmp_path / "artifact")
    eager, model = twin(tiny_litgpt)
    _check_training(eager, model, aotc.runtime.load(path, model), (torch.randint(0, VOCAB, SHAPE),))


def test_litgpt_gemma2_matches_eager(tmp_path):
    _compile_and_check(tiny_litgpt_gemma2, tmp_path)


# HuggingFace transformers, the raw models (forward returns a CausalLMOutputWithPast)

HF = {"llama": hf_llama, "gpt2": hf_gpt2}


@pytest.mark.parametrize("attn", ["sdpa", "eager"])
@pytest.mark.parametrize("name", sorted(HF))
def test_hf_causal_lm_matches_eager(name, attn, tmp_path):
    step = _compile_and_check(lambda: HF[name](attn), tmp_path)
    out = step(torch.randint(0, VOCAB, SHAPE))
    assert out.logits.shape == (*SHAPE, VOCAB)   # the record reads as attributes too


def test_hf_llama_from_spec_matches_eager(tmp_path):
    path = aotc.compile(f"{__file__}:hf_llama", [INPUT], output=tmp_path / "artifact")
    eager, model = twin(hf_llama)
    _check_training(eager, model, aotc.runtime.load(path, model), (torch.randint(0, VOCAB, SHAPE),))


HF_FIELDS = {"vocab_size": VOCAB, "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2,
             "num_attention_heads": 4, "num_key_value_heads": 2, "max_position_embeddings": 128}


@pytest.mark.parametrize("form", ["model-type", "class-and-config"])
def test_hf_spec_needs_no_wrapper_file_and_trains_like_eager(form, tmp_path):
    """`hf:llama` with the config's fields as --arg, or `hf:LlamaForCausalLM` with
    config=<a local config.json>: the transformers model compiles with no file of the user's
    and trains like the same model built in eager."""
    import json
    from click.testing import CliRunner
    from cli.main import main
    if form == "model-type":
        spec, args = "hf:llama", [f"{k}={v}" for k, v in HF_FIELDS.items()]
    else:
        (tmp_path / "config.json").write_text(json.dumps({"model_type": "llama", **HF_FIELDS}))
        spec, args = "hf:LlamaForCausalLM", [f"config={tmp_path}"]
    out = tmp_path / "artifact"
    result = CliRunner().invoke(main, ["compile", spec, *[x for a in args for x in ("--arg", a)],
                                       "--shape", f"{SHAPE[0]}x{SHAPE[1]}", "-q", "-o", str(out)])
    assert result.exit_code == 0, result.output
    eager, model = twin(hf_llama)
    _check_training(eager, model, aotc.runtime.load(out, model), (torch.randint(0, VOCAB, SHAPE),))


def test_verify_and_run_take_an_hf_spec_and_its_keyword_inputs(tmp_path):
    """An hf: artifact compiled with its labels by keyword (the loss inside, returned beside the
    logits): verify and run rebuild it from the manifest's spec alone, and call both models with
    input_ids and labels by name."""
    from click.testing import CliRunner
    from cli.main import main
    fields = {"vocab_size": 64, "hidden_size": 32, "intermediate_size": 64, "num_hidden_layers": 1,
              "num_attention_heads": 2, "num_key_value_heads": 1, "head_dim": 16}
    out = tmp_path / "qwen3"
    args = [x for k, v in fields.items() for x in ("--arg", f"{k}={v}")]
    compiled = CliRunner().invoke(main, ["compile", "hf:qwen3", *args, "--input", "input_ids=i64[2,8]",
                                         "--input", "labels=i64[2,8]", "-q", "-o", str(out)])
    assert compiled.exit_code == 0, compiled.output
    verified = CliRunner().invoke(main, ["verify", str(out)])
    assert verified.exit_code == 0 and "OK: loss, 2 output(s)" in verified.output, verified.output
    ran = CliRunner().invoke(main, ["run", str(out), "--steps", "2"])
    assert ran.exit_code == 0 and "internal error" not in ran.output, ran.output


def test_an_hf_spec_takes_a_special_token_id_its_defaults_leave_out():
    """T5 turns labels into its decoder's inputs with decoder_start_token_id, which T5Config's
    defaults do not hold: --arg sets it; a field no config has is still refused."""
    from aotc.frontend.importer import resolve_spec
    build = resolve_spec("hf:T5ForConditionalGeneration")
    small = {"d_model": 16, "d_ff": 32, "num_layers": 1, "num_heads": 2, "d_kv": 8, "vocab_size": 32}
    with torch.device("meta"):
        assert build(**small, decoder_start_token_id=0).config.decoder_start_token_id == 0
    with pytest.raises(ValueError, match="T5Config has no field 'decoder_layers_count'"):
        build(**small, decoder_layers_count=1)


@pytest.mark.parametrize("spec, args, message", [
    ("hf:llama99", [], "neither a transformers model class nor a model type; e.g. hf:Qwen3ForCausalLM"),
    ("hf:t5", [], "which transformers has none of for 't5'; name one of its model classes instead: "
                  "hf:T5EncoderModel, hf:T5ForConditionalGeneration"),
    ("hf:LlamaForCausalLM", ["hidden=64"], "LlamaConfig has no field 'hidden'"),
    ("hf:LlamaForCausalLM", ["config=/nonexistent/dir"], "no config.json there"),
])
def test_a_bad_hf_spec_says_what_to_give(spec, args, message, tmp_path):
    from click.testing import CliRunner
    from cli.main import main
    result = CliRunner().invoke(main, ["compile", spec, *[x for a in args for x in ("--arg", a)],
                                       "--shape", "2x32", "-o", str(tmp_path / "a")])
    assert result.exit_code != 0 and message in result.output, result.output
    assert not (tmp_path / "a").exists()


def _left_padded_mask() -> torch.Tensor:
    mask = torch.ones(SHAPE, dtype=torch.long)
    mask[1, :5] = 0
    return mask


# An explicit attention mask (the model's second positional argument) with left padding. With eager
# attention, transformers never reaches the data-dependent check, so this works today.
@pytest.mark.parametrize("attn", ["sdpa", "eager"])
def test_hf_llama_with_padding_mask_matches_eager(attn, tmp_path):
    inputs = (torch.randint(0, VOCAB, SHAPE), _left_padded_mask())
    _compile_and_check(lambda: hf_llama(attn), tmp_path, inputs=inputs, input_specs=(INPUT, INPUT))


# Attention the aotc.sdpa kernels do not cover: dropout inside attention (BERT's stock config) and
# a learned bias that needs a gradient (T5's relative positions). For the CPU, capture routes both
# to ATen's math attention, as eager runs them there (tests/test_cuda.py covers CUDA).

def hf_bert() -> torch.nn.Module:
    from transformers import BertConfig, BertForMaskedLM
    return BertForMaskedLM(BertConfig(   # stock dropout: 0.1 in attention and after it
        vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
        intermediate_size=128, max_position_embeddings=64, attn_implementation="sdpa"))


def hf_t5_encoder() -> torch.nn.Module:
    from transformers import T5Config, T5EncoderModel
    return T5EncoderModel(T5Config(
        vocab_size=VOCAB, d_model=64, d_kv=16, d_ff=128, num_layers=2, num_heads=4,
        dropout_rate=0.0, attn_implementation="sdpa"))


def _assert_grads_close(eager, model, rtol=1e-5):
    """Every gradient within rtol of the largest gradient of the model (BERT's key bias has a
    gradient of exactly zero in exact arithmetic: relative to itself it is only rounding)."""
    top = max(p.grad.abs().max().item() for p in eager.parameters() if p.grad is not None)
    got = dict(model.named_parameters())
    for name, p in eager.named_parameters():
        assert (got[name].grad - p.grad).abs().max().item() <= rtol * top, name


@pytest.mark.parametrize("factory", [hf_bert, hf_t5_encoder], ids=["bert-dropout", "t5-learned-bias"])
def test_hf_attention_with_dropout_or_a_learned_bias_matches_eager(factory, tmp_path):
    """Seeded alike, the artifact draws eager's dropout masks; retain_graph reuses them."""
    eager, model = twin(factory)
    step = aotc.runtime.load(aotc.compile(model, [INPUT], output=tmp_path / "a"), model)
    x = torch.randint(0, VOCAB, SHAPE)
    first = lambda out: out[next(iter(out.keys()))]
    torch.manual_seed(7)
    ref = first(eager(x)).float().square().mean()
    torch.manual_seed(7)
    got = first(step(x)).float().square().mean()
    torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
    for _ in range(2):
        ref.backward(retain_graph=True)
        got.backward(retain_graph=True)
        _assert_grads_close(eager, model)


def hf_t5() -> torch.nn.Module:
    from transformers import T5Config, T5ForConditionalGeneration
    return T5ForConditionalGeneration(T5Config(   # default (sdpa) attention, stock dropout
        vocab_size=VOCAB, d_model=64, d_kv=16, d_ff=128, num_layers=2, num_heads=4, dropout_rate=0.1,
        attn_implementation="sdpa", decoder_start_token_id=0, use_cache=False))


def test_hf_t5_encoder_decoder_matches_eager(tmp_path):
    """The whole T5 (relative-position biases in encoder and decoder, dropout 0.1), three inputs."""
    eager, model = twin(hf_t5)
    path = aotc.compile(model, [INPUT, INPUT, "i64[2,16]"], output=tmp_path / "a")
    step = aotc.runtime.load(path, model)
    x, mask, dec = torch.randint(0, VOCAB, SHAPE), torch.ones(SHAPE, dtype=torch.long), torch.randint(0, VOCAB, (2, 16))
    targets = torch.randint(0, VOCAB, (2, 16))
    torch.manual_seed(3)
    ref = lm_loss(eager(x, mask, dec)["logits"], targets)
    torch.manual_seed(3)
    got = lm_loss(step(x, mask, dec)["logits"], targets)
    torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
    for _ in range(2):
        ref.backward(retain_graph=True)
        got.backward(retain_graph=True)
        _assert_grads_close(eager, model)


# torchtitan, by registry name and flavor

def test_titan_spec_needs_no_wrapper_file_and_trains_like_torchtitans_model(tmp_path):
    """`titan:llama3:debugmodel --arg layers=2`: torchtitan's model from its registry, taking the
    token ids and each token's position in its document (the document mask built from them, as
    torchtitan's trainer builds it). The artifact loads onto torchtitan's own model, built as a
    torchtitan job builds it, and trains like it called eagerly with the masks."""
    from click.testing import CliRunner
    from torchtitan.models import llama3
    from cli.main import main
    from zoo.others import _titan_call
    out = tmp_path / "artifact"
    result = CliRunner().invoke(main, ["compile", "titan:llama3:debugmodel", "--arg", "layers=2", "--shape", "2x64",
                                       "--input", "i64[2,64]", "-q", "-o", str(out)])
    assert result.exit_code == 0, result.output

    def titan_model():
        config = llama3.model_registry("debugmodel", attn_backend="flex").model
        config.layers = config.layers[:2]
        model = config.build()
        with torch.no_grad():
            model.init_states()
        return model
    eager, model = twin(titan_model)
    step = aotc.runtime.load(out, model)
    # Three documents packed into the first row, one filling the second.
    positions = torch.stack([torch.cat([torch.arange(20), torch.arange(30), torch.arange(14)]), torch.arange(64)])
    tokens = torch.randint(0, eager.config.vocab_size, (2, 64))
    targets = torch.randint(0, eager.config.vocab_size, (2, 64))
    for _ in range(2):                        # the second backward accumulates
        ref = lm_loss(_titan_call(eager, tokens, positions), targets)
        got = lm_loss(step(tokens, positions), targets)
        torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
        ref.backward()
        got.backward()
        assert_grads_match(eager, model, rtol=1e-4)


@pytest.mark.parametrize("spec, message", [
    ("titan:llama3:nope", "its flavors: debugmodel, 1B"),
    ("titan:nosuch:x", "no torchtitan model 'nosuch'"),
    ("titan:common:x", "is not a language model with a registry of flavors"),
])
def test_a_bad_titan_spec_says_what_to_give(spec, message, tmp_path):
    from click.testing import CliRunner
    from cli.main import main
    result = CliRunner().invoke(main, ["compile", spec, "--shape", "2x32", "-o", str(tmp_path / "a")])
    assert result.exit_code != 0 and message in result.output, result.output
    assert not (tmp_path / "a").exists()
