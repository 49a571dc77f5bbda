"""Trainers run the artifact as they run the model: a stock transformers model compiled with
its inputs by keyword (`--input NAME=DTYPE[SHAPE]`), the loaded module called as the model is
(`model(**batch)`), its ModelOutput back as transformers gives it, and HF Trainer training from
it as from the model. Tiny configs: the whole file runs in seconds on the CPU."""

from __future__ import annotations

import collections
import dataclasses

import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM
from transformers.modeling_outputs import CausalLMOutputWithPast

import aotc
import aotc.runtime
from aotc.errors import ModelMismatchError
from aotc.format.artifact import read_manifest
from conftest import twin

VOCAB, B, T = 96, 2, 16


def tiny_llama() -> LlamaForCausalLM:
    return LlamaForCausalLM(LlamaConfig(
        vocab_size=VOCAB, hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=64, use_cache=False, attn_implementation="sdpa"))


BY_NAME = [f"input_ids=i64[{B},{T}]", f"labels=i64[{B},{T}]"]


@pytest.fixture(scope="module")
def llama_artifact(tmp_path_factory):
    return aotc.compile(tiny_llama(), BY_NAME, output=tmp_path_factory.mktemp("llama") / "artifact")


def test_keyword_inputs_and_defaults_are_recorded(llama_artifact):
    m = read_manifest(llama_artifact)
    (entry,) = m.entries.values()
    assert [(i.name, i.shape) for i in entry.inputs] == [("input_ids", (B, T)), ("labels", (B, T))]
    assert "attention_mask" in entry.defaults and "input_ids" not in entry.defaults
    assert m.format_version == 11


def test_called_with_a_batch_trains_like_eager_with_accumulation(llama_artifact):
    eager, model = twin(tiny_llama)
    step = aotc.runtime.load(llama_artifact, model)
    torch.manual_seed(1)
    for _ in range(2):                           # two optimizer steps of two accumulated batches
        for _ in range(2):
            batch = {"input_ids": torch.randint(0, VOCAB, (B, T)), "labels": torch.randint(0, VOCAB, (B, T))}
            want, got = eager(**batch), step(**batch)
            assert isinstance(got, CausalLMOutputWithPast)
            assert torch.equal(got[0], got.loss) and torch.equal(got["logits"], got.logits)
            assert got.to_tuple()[1] is got.logits and list(got.keys()) == list(want.keys())
            torch.testing.assert_close(got.loss, want.loss)
            (want.loss / 2).backward()
            (got.loss / 2).backward()
        for a, b in zip(eager.parameters(), model.parameters()):
            torch.testing.assert_close(b.grad, a.grad, rtol=1e-5, atol=1e-6)
            with torch.no_grad():
                a -= 0.1 * a.grad
                b -= 0.1 * b.grad
            a.grad = b.grad = None
    # Positional, keyword and defaults passed as they are: the calls the model accepts.
    batch = (torch.randint(0, VOCAB, (B, T)), torch.randint(0, VOCAB, (B, T)))
    torch.testing.assert_close(step(batch[0], labels=batch[1], attention_mask=None).loss,
                               eager(batch[0], labels=batch[1]).loss)


def _trainer_losses(model, tmp_path, data) -> list[float]:
    from transformers import Trainer, TrainingArguments
    args = TrainingArguments(output_dir=str(tmp_path), max_steps=8, per_device_train_batch_size=B,
                             learning_rate=1e-2, optim="adamw_torch", logging_steps=1, report_to=[],
                             use_cpu=True, save_strategy="no", seed=0, data_seed=0, disable_tqdm=True,
                             dataloader_num_workers=0)
    trainer = Trainer(model=model, args=args, train_dataset=data)
    trainer.train()
    return [h["loss"] for h in trainer.state.log_history if "loss" in h]


def test_hf_trainer_trains_from_the_artifact_as_from_the_model(llama_artifact, tmp_path):
    """Trainer's logged losses over 8 AdamW steps from the loaded artifact equal eager Trainer's."""
    torch.manual_seed(2)
    data = [{"input_ids": ids, "labels": ids.clone()} for ids in torch.randint(0, VOCAB, (8 * B, T))]
    eager, model = twin(tiny_llama)
    step = aotc.runtime.load(llama_artifact, model)
    assert step.config is model.config and step.main_input_name == "input_ids"
    want = _trainer_losses(eager, tmp_path / "eager", data)
    got = _trainer_losses(step, tmp_path / "artifact", data)
    assert len(got) == 8 and got == pytest.approx(want, rel=1e-4)
    # AdamW divides by the root of each element's squared gradient, so an element whose gradient
    # is near zero moves by its rounding: 1e-4 is 1% of one step at lr 1e-2 (seen: 1.2e-5 on an
    # AVX-512 CPU, where the reductions' order differs from AVX2's).
    for a, b in zip(eager.parameters(), model.parameters()):
        torch.testing.assert_close(b, a, rtol=1e-4, atol=1e-4)
    assert set(step.state_dict()) == set(eager.state_dict())
    with pytest.raises(ModelMismatchError, match="--remat-policy"):
        step.gradient_checkpointing_enable()


@dataclasses.dataclass
class Heads:
    scores: torch.Tensor
    extra: torch.Tensor | None = None


Pair = collections.namedtuple("Pair", "first second")


class Records(torch.nn.Module):
    """Returns a dataclass holding a named tuple and a dict, a None field among them."""

    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 4)

    def forward(self, x, scale: float = 1.0, mask=None):
        y = self.lin(x)
        return {"heads": Heads(scores=y * scale), "pair": Pair(y.sum(), [y * 2, None])}


def test_dataclass_named_tuple_and_nesting_come_back_as_the_model_returns_them(tmp_path):
    path = aotc.compile(Records(), ["f32[2,4]"], output=tmp_path / "a")
    assert read_manifest(path).format_version == 11
    eager, model = twin(Records)
    step = aotc.runtime.load(path, model)
    x = torch.randn(2, 4)
    want, got = eager(x), step(x)
    assert type(got["heads"]) is Heads and got["heads"].extra is None
    assert type(got["pair"]) is Pair and got["pair"].second[1] is None
    torch.testing.assert_close(got["heads"].scores, want["heads"].scores)
    (got["pair"].first + got["pair"].second[0].sum()).backward()
    (want["pair"].first + want["pair"].second[0].sum()).backward()
    torch.testing.assert_close(model.lin.weight.grad, eager.lin.weight.grad)


def test_calls_the_artifact_was_not_compiled_for_are_refused_naming_the_signature(llama_artifact, tmp_path):
    step = aotc.runtime.load(llama_artifact, tiny_llama())
    ids = torch.randint(0, VOCAB, (B, T))
    with pytest.raises(ModelMismatchError, match=r"forward\(input_ids: int64\[2, 16\], labels: int64\[2, 16\]\).*"
                                                 r"attention_mask=<tensor int64\[2, 16\]>.*--input attention_mask="):
        step(input_ids=ids, labels=ids, attention_mask=torch.ones_like(ids))
    with pytest.raises(ModelMismatchError, match="labels not given"):
        step(input_ids=ids)
    # A wrong tensor is named by the parameter it was given for, not only by its position.
    with pytest.raises(ModelMismatchError, match=r"input 1 \(labels\): the artifact expects int64\[2, 16\]"):
        step(input_ids=ids, labels=ids[:, :8])
    # Compiled by position: a keyword call binds by the model's own parameter names.
    path = aotc.compile(Records(), ["f32[2,4]"], output=tmp_path / "b")
    records = aotc.runtime.load(path, Records())
    records(x=torch.randn(2, 4), scale=1.0)
    with pytest.raises(ModelMismatchError, match="scale=2.0.*--input scale="):
        records(torch.randn(2, 4), scale=2.0)
