"""The compile command's options, declared once: each flag sets one field of
aotc.options.CompileOptions, and its default is that field's. The command builds the options
from the flags' values (`options_of`); help texts live here, next to the flag.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Callable

import click

from aotc.options import (DEFAULT_EXECUTORS, DEVICES, DTYPES, EXECUTORS, FP8_EXPERTS, FP8_RECIPES, OPTIMIZERS,
                          REMAT_POLICIES, SHARD_KINDS, CompileOptions)
from cli.params import KEY_VALUE, MESH_AXES, MODULE_LIST, TP_PLAN, args_dict


@dataclass(frozen=True)
class Flag:
    field: str                           # the CompileOptions field it sets
    decls: tuple[str, ...]               # click's flag names
    help: str
    convert: Callable | None             # the flag's value -> the field's (None: a repeated flag's tuple)
    click: dict                          # click.option's type, metavar, multiple, is_flag, ...
    old: tuple[str, ...] = ()            # earlier spellings, still accepted, left out of --help

    @property
    def default(self):
        f = _FIELDS[self.field]
        return f.default_factory() if f.default is dataclasses.MISSING else f.default

    def option(self, command):
        """`command` with this flag as a click option, its default the field's."""
        extra = {} if self.click.get("multiple") or self.default == () else {"default": self.default}
        if self.old:
            command = click.option(*self.old, self.old_field, hidden=True, **self.click)(command)
        return click.option(*self.decls, self.field, help=self.help, **extra, **self.click)(command)

    @property
    def old_field(self) -> str:
        """The command's parameter for the earlier spellings."""
        return f"{self.field}_old"

    def given(self, values: dict):
        """The flag's value as given, by either spelling (None or (): not given)."""
        value, old = values[self.field], values.get(self.old_field) if self.old else None
        if old is not None and old != ():
            if value is not None and value != ():
                raise click.UsageError(f"{self.old[0]} is {self.decls[0]}'s earlier spelling: give one")
            return old
        return value


def flag(field: str, decls: tuple[str, ...], *, help: str, convert: Callable | None = None,
         old: tuple[str, ...] = (), **click) -> Flag:
    if field not in _FIELDS:
        raise TypeError(f"{decls[0]}: CompileOptions has no field {field!r}")
    return Flag(field, decls, help, convert, click, old)


_FIELDS = {f.name: f for f in dataclasses.fields(CompileOptions)}

FLAGS: tuple[Flag, ...] = (
    flag("args", ('--arg',), convert=args_dict, multiple=True, type=KEY_VALUE,
         help="Keyword argument for the model class or factory, repeatable. VALUE is a Python "
              "literal when it parses as one (n_layers=4 is 4, eps=1e-6 a float), else a string "
              "(config=tiny is 'tiny')."),
    flag("dtype", ('--dtype',), type=click.Choice(DTYPES),
         help="Cast the model's floating-point parameters and buffers to this dtype. "
              "Default: keep the dtypes the model builds with."),
    flag("device", ('--device',), type=click.Choice(DEVICES), show_default=True,
         help="Device the artifact runs on. Compiling for cuda needs no GPU."),
    flag("freeze", ('--freeze',), multiple=True, metavar="GLOB",
         help="Freeze the parameters whose qualified names match this fnmatch glob, e.g. "
              "'tok_embeddings.*': they get no gradient and the backward skips their work. "
              "Repeatable; a glob that matches nothing is an error."),
    flag("inference", ('--inference',), is_flag=True,
         help="Compile the forward only (eval mode, no backward program)."),
    flag("executors", ('--executor',), multiple=True, type=click.Choice(EXECUTORS),
         help="An executor that claims ops into regions, repeatable, in priority order: any registered one "
              f"({', '.join(EXECUTORS)}). Naming any replaces the default list, "
              f"{', '.join(DEFAULT_EXECUTORS)}: give each that should claim. Ops no executor claims run "
              "through ATen."),
    flag("shard", ('--shard',), type=click.Choice(SHARD_KINDS),
         help="Data parallelism over --world-size ranks: ddp (gradients all-reduced), fsdp-zero2 "
              "(parameters sharded by rows, gathered in the forward and kept for the backward, "
              "gradients reduce-scattered) or fsdp-zero3 (gathered again in the backward)."),
    flag("world_size", ('--world-size',), type=click.IntRange(min=1), show_default=True,
         help="Ranks a --shard artifact runs on; loading it on another number is refused."),
    flag("mesh", ('--mesh',), type=MESH_AXES,
         help="Named mesh axes and their ranks; the world size is their product. pp: pipeline (the "
              "step cut into stages between the model's blocks, each stage's programs an entry, run by "
              "torch.distributed.pipelining's schedules); dp or dp_shard: data parallel, parameters "
              "split as --shard says; dp_replicate: data parallel, parameters whole (with dp_shard: "
              "HSDP); tp: tensor parallel (linears split by features, attention by heads, norms and "
              "residuals by sequence); cp: context parallel (the sequence split, keys and values "
              "gathered; with --shard and no data axis of more than one rank, parameters split over "
              "cp as over dp); ep: expert parallel (each rank holds that fraction of every "
              "mixture-of-experts layer's experts, the rows routed to them travelling by all-to-all). "
              "pp composes with every other axis: each stage is planned over the rest as a whole model "
              "is, and under tp or cp hands the next stage its rank's part of the hidden state, split "
              "by sequence. E.g. --mesh tp=2, --mesh dp_shard=2,tp=2, --mesh dp_replicate=2,dp_shard=2, "
              "--mesh pp=2,dp_shard=2, --mesh pp=2,dp_shard=2,tp=2. "
              "Without a data axis, dp takes what --world-size leaves."),
    flag("tp_plan", ('--tp-plan',), multiple=True, type=TP_PLAN, metavar="GLOB=STYLE",
         help="How tensor parallelism lays out the parameters whose names match GLOB: colwise (split "
              "the output features: a linear's rows), rowwise (the input features: a linear's columns, "
              "an embedding's vocabulary) or replicate (whole on every tp rank). Repeatable, later "
              "ones win; the default pairs column- and row-parallel linears by the data flow."),
    flag("async_tp", ('--async-tp',), is_flag=True,
         help="With --mesh tp=N: fuse each matmul that reads tp's all-gathered rows, or feeds its "
              "reduce-scatter over 2 ranks, with that collective, so that the communication runs "
              "under this rank's own block of the matmul (forward and backward; the same results). "
              "Off by default: not faster than without on 4 x H200 (docs/cli.md)."),
    flag("keep_gathered", ('--keep-gathered',), is_flag=True,
         help="With --mesh tp=N or cp=N: the forward saves the activations it all-gathered for the "
              "backward's weight gradients, as PyTorch's DTensor TP does, instead of gathering their rows "
              "again in the backward: one all-gather fewer per such input a step, N times the memory "
              "of those inputs. Off by default (Megatron's choice: the memory)."),
    flag("pp_stages", ('--pp-stages',), type=click.IntRange(min=1), metavar="S",
         help="With --mesh pp=N: cut the step into S stages, a multiple of N (each rank holds S/N, for "
              "interleaved schedules). Default: N."),
    flag("pp_cut_at", ('--pp-cut-at',), old=('--pp-split',), type=MODULE_LIST, metavar="MODULE[,MODULE]",
         help="With --mesh pp=N: cut the model before these blocks, the first block of each stage after "
              "the first, e.g. layers.10,layers.20 for 3 stages. Default: the blocks divided evenly by "
              "cost, the first stage also holding the embeddings and the last the head."),
    flag("bucket_mb", ('--bucket-mb',), type=click.FloatRange(min=0), show_default=True,
         help="FSDP: parameters of at most this many MiB are gathered and reduced together, in "
              "groups of at most this size (0: one collective per parameter)."),
    flag("remat_policy", ('--remat-policy',), type=click.Choice(REMAT_POLICIES), show_default=True,
         help="What the forward saves for the backward; the backward recomputes the rest where that "
              "saves memory. save-matmuls: matmuls and attention are saved, elementwise ops and "
              "reductions recomputed (inside the backward's fused kernels); save-attention: matmuls "
              "are recomputed too; save-all: nothing is recomputed; offload-matmuls: as save-matmuls, "
              "but what it saves is kept in host memory (values of 16 KiB or more); save-block-inputs: "
              "every repeated block (layers.N) is recomputed in its backward from its input, matmuls "
              "included, as torch.utils.checkpoint around each block."),
    flag("memory_budget_gb", ('--memory-budget',), type=click.FloatRange(min=0, min_open=True), metavar="GB",
         help="Fit the step's estimated peak memory (parameters, gradients, saved and transient "
              "values; not the loss your code computes) in this many GB (1e9 bytes), recomputing "
              "as little as possible: values the policy saves are recomputed cheapest-per-byte "
              "first. Where no plan under the policy fits, whole blocks are recomputed from their inputs "
              "(save-block-inputs), the inputs offloaded as the budget allows. Refused, with the least "
              "reachable peak, when it cannot be met."),
    flag("offload", ('--offload/--no-offload',), show_default=True,
         help="Under --memory-budget (CUDA artifacts), let saved values be kept in pinned host memory: "
              "copied out in the forward and back ahead of use in the backward, on a side stream. "
              "The budget chooses among saving, recomputing and offloading by estimated cost."),
    flag("offload_gb", ('--offload-gb',), type=click.FloatRange(min=0), metavar="GB",
         help="The most host memory the budget's offloaded values may take together (pinned: leave "
              "room for the job). Default: no limit."),
    flag("fp8", ('--fp8',), type=click.Choice(FP8_RECIPES), is_flag=False, flag_value="tensorwise",
         help="Run the matmuls of linear layers (dimensions multiples of 16) in float8 through "
              "torch._scaled_mm, scaled from each operand's own absolute maximum: one scale per "
              "tensor (--fp8, --fp8 tensorwise) or per row (--fp8 rowwise). Activations and weights "
              "in e4m3, gradients in e5m2. --fp8 te: per tensor, with the matmuls run by "
              "TransformerEngine where it is installed (build-kernels on the GPU machine), "
              "torch._scaled_mm elsewhere. --fp8 te-delayed: the same matmuls with TransformerEngine's "
              "delayed scaling: each cast's scale comes from the amax history of the steps before, "
              "history and scale program values the loaded module holds between steps (its fp8_state, "
              "with a state_dict); with --shard or --mesh's data axes each amax is max-reduced over them, "
              "so every rank holds the same state (not with cp, pp or tp). Experts' grouped matmuls: "
              "--fp8-experts."),
    flag("fp8_history", ('--fp8-history',), type=click.IntRange(min=1), show_default=True, metavar="STEPS",
         help="With --fp8 te-delayed: the amax history's length; a cast's scale is computed from the "
              "largest amax of the last STEPS steps (TransformerEngine's amax_history_len, "
              "amax_compute_algo max)."),
    flag("fp8_margin", ('--fp8-margin',), type=click.IntRange(min=0), show_default=True, metavar="M",
         help="With --fp8 te-delayed: scale = fp8 max / amax / 2**M (TransformerEngine's margin)."),
    flag("fp8_attention", ('--fp8-attention',), is_flag=True,
         help="With --fp8 te-delayed: dense self-attention on float8 q, k and v as well (cuDNN's fp8 "
              "attention through TransformerEngine on the GPU; an emulation where TE is not installed), "
              "its scales delayed as the linears' are. Without a mask, heads of 128; other "
              "attention stays in high precision. Opt-in: its gradients are fp8's (about 20 dB from "
              "bf16 attention's), see docs/cli.md."),
    flag("fp8_experts", ('--fp8-experts',), type=click.Choice(FP8_EXPERTS), show_default=True,
         help="With --fp8: the experts' grouped matmuls (mixtures of experts) in float8 too, all e4m3, "
              "scaled per row and per expert column whatever the recipe (torch._scaled_grouped_mm on "
              "sm90, the same math elsewhere): 'forward' the forward and input-gradient matmuls, 'all' "
              "the weight gradients' too. Off by default: on one H200 at Qwen3-30B-A3B's shapes and "
              "4096 tokens a step ran slower with either (bench/RESULTS.md)."),
    flag("fp8_skip", ('--fp8-skip',), multiple=True, metavar="GLOB",
         help="Keep the linears and experts whose weight name matches this glob in high precision, "
              "e.g. 'output.*' or '*.experts.*' (repeatable)."),
    flag("fused_loss", ('--fused-loss/--no-fused-loss',), show_default=True,
         help="Compute a cross-entropy over a linear layer's logits (the loss inside the model) "
              "in chunks of tokens, forward and backward, never holding the whole logits or "
              "their gradient."),
    flag("document_attention", ('--document-attention/--no-document-attention',), show_default=True,
         help="Run attention whose mask keeps each token within its document (FlexAttention's "
              "document ids equal at query and key, maybe causal; transformers' SDPA mask of packed "
              "position ids) as variable-length attention over the documents, whose kernels skip "
              "every score across them; off keeps the mask."),
    flag("loss_chunk", ('--loss-chunk',), type=click.IntRange(min=0), metavar="TOKENS",
         help="Tokens per chunk of the fused loss. Default 0: as many as keep a chunk's logits "
              "at 2**28 elements (2048 tokens for a vocabulary of 128256)."),
    flag("optimizer", ('--optimizer',), type=click.Choice(OPTIMIZERS),
         help="Update each parameter in the backward as soon as its gradient is final (loss.backward() "
              "is the optimizer step; the gradients are never all alive). The loaded module's "
              "`optimizer` is a torch.optim.AdamW with its state_dict; the learning rate is read "
              "from its param_groups each step. No gradient clipping or accumulation (docs/cli.md), so not with "
              "--mesh pp=N, whose schedules accumulate microbatches."),
    flag("betas", ('--betas',), type=(float, float), show_default=True, metavar="B1 B2",
         help="AdamW's betas (with --optimizer)."),
    flag("eps", ('--eps',), type=float, show_default=True,
         help="AdamW's eps (with --optimizer)."),
    flag("weight_decay", ('--weight-decay',), type=float, show_default=True,
         help="AdamW's decoupled weight decay (with --optimizer)."),
    flag("no_decay", ('--no-decay',), multiple=True, metavar="GLOB",
         help="Parameters matching this glob are updated without weight decay, as a second param "
              "group (repeatable; with --optimizer), e.g. '*norm*' '*.bias'."),
)


def compile_options(command):
    """Every flag of FLAGS as a click option of `command`, in their order."""
    for flag in reversed(FLAGS):
        command = flag.option(command)
    return command


def options_of(values: dict) -> dict:
    """The CompileOptions fields the flags' values give (a flag left out: the field's default)."""
    out = {}
    for flag in FLAGS:
        value = flag.given(values)
        value = flag.convert(value) if flag.convert else tuple(value) if isinstance(value, (list, tuple)) else value
        out[flag.field] = flag.default if value is None or value == () else value
    return out
