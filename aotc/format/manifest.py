"""The manifest: what an artifact holds, how it was made, and a hash of every other file."""

from __future__ import annotations

from dataclasses import dataclass, field

from aotc.format.fp8_info import Fp8Info
from aotc.format.signature_info import check_signature
from aotc.model_info import BufferInfo, InputInfo, OutputTree, ParamInfo
from aotc.sharding import ShardingSpec


@dataclass(frozen=True)
class Provenance:
    """How the artifact was made: enough for `verify` and `run` to rebuild the model."""

    spec: str                      # "path/file.py:Attr" or "package.module:Attr", or "" from an object
    args: dict                     # keyword arguments the model was built with (Python literals)
    dtype: str                     # parameter dtype
    device: str                    # target device type
    freeze: tuple[str, ...]        # --freeze globs
    training: bool


@dataclass(frozen=True)
class ModeInfo:
    """The train/eval flags the programs were traced with, and whether they matter.

    `training` is the root module's flag; `exceptions` names the submodules whose flag differs
    from it. `sensitive` is true when the programs would differ in another mode (they hold a
    random op, a batch-norm op or a buffer update): the runtime then refuses a live model
    whose flags differ."""

    training: bool
    exceptions: tuple[str, ...]
    sensitive: bool

    @classmethod
    def of(cls, model, sensitive: bool) -> ModeInfo:
        return cls(training=model.training, exceptions=mode_exceptions(model), sensitive=sensitive)


def mode_exceptions(model) -> tuple[str, ...]:
    return tuple(name for name, m in model.named_modules() if m.training != model.training)


@dataclass(frozen=True)
class OptimizerInfo:
    """The optimizer the backward program applies (format 7): its kind, hyper-parameters and
    each group's parameters (one group, or two: the second without weight decay). The learning
    rate of each group is an input of every step, not recorded here."""

    kind: str
    betas: tuple[float, float]
    eps: float
    weight_decays: tuple[float, ...]           # per group
    groups: tuple[tuple[str, ...], ...]        # per group, the parameters' names

    def to_data(self) -> dict:
        return {"kind": self.kind, "betas": list(self.betas), "eps": self.eps,
                "weight_decays": list(self.weight_decays), "groups": [list(g) for g in self.groups]}

    @classmethod
    def from_data(cls, d: dict) -> OptimizerInfo:
        return cls(kind=str(d["kind"]), betas=tuple(float(b) for b in d["betas"]), eps=float(d["eps"]),
                   weight_decays=tuple(float(w) for w in d["weight_decays"]),
                   groups=tuple(tuple(str(n) for n in g) for g in d["groups"]))


@dataclass(frozen=True)
class SavedInfo:
    count: int
    activation_bytes: int          # saved values that are not parameters or buffers (or views of them)
    param_bytes: int               # parameters and buffers the backward reads


@dataclass(frozen=True)
class MemoryInfo:
    """How the compile chose what to recompute, and the estimated memory of one step in bytes
    (`aotc.memory.StepMemory`: resident = parameters and buffers; peaks are above resident)."""

    remat_policy: str = ""         # "" before format 3, and for inference artifacts
    budget: int | None = None      # --memory-budget in bytes, when given
    recomputed: int = 0            # forward values the backward recomputes
    resident: int = 0
    forward_peak: int = 0
    saved: int = 0
    backward_peak: int = 0
    peak: int = 0
    offloaded: int = 0             # saved values kept in host memory (format 7)

    def to_data(self) -> dict:
        return dict(self.__dict__)

    @classmethod
    def from_data(cls, d: dict) -> MemoryInfo:
        return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})


# What an entry point does with its programs.
#   train-step   forward, then backward with the values the forward saves and the tangents of
#                its outputs (an autograd.Function: one training step)
#   inference    forward alone
#   stage        (format 8) one pipeline stage of a training step: as train-step, but its
#                inputs after the first stage's are the activations the stage before it
#                returns, and its backward also returns their gradients ("input_grad" ports)
ROLES = ("train-step", "inference", "stage")
DEFAULT_ENTRY = "step"


@dataclass(frozen=True)
class Entry:
    """A named way to run the artifact: its role, the programs it runs (by name) and how they
    pair, the inputs it is called with and the structure of its result, what its forward saves
    and its estimated memory. Pipeline stages, shape buckets and an optimizer program are
    entries, not formats of their own."""

    role: str
    forward: str
    backward: str | None
    inputs: tuple[InputInfo, ...]
    outputs: OutputTree
    saved: SavedInfo
    memory: MemoryInfo = MemoryInfo()
    stage: int | None = None       # a pipeline stage's position, 0 first (role "stage" only)
    defaults: tuple[str, ...] = ()  # (format 11) forward's optional parameters left at their defaults

    @property
    def programs(self) -> tuple[str, ...]:
        return (self.forward,) + ((self.backward,) if self.backward is not None else ())

    def to_data(self) -> dict:
        d = {"role": self.role, "forward": self.forward, "backward": self.backward,
             "inputs": [{"dtype": i.dtype, "shape": list(i.shape)} | ({"name": i.name} if i.name else {})
                        for i in self.inputs],
             "outputs": self.outputs.to_data(),
             "saved": {"count": self.saved.count, "activation_bytes": self.saved.activation_bytes,
                       "param_bytes": self.saved.param_bytes},
             "memory": self.memory.to_data()}
        if self.stage is not None:      # absent otherwise: format 7's entries stay as they were
            d["stage"] = self.stage
        if self.defaults:               # format 11; absent otherwise
            d["defaults"] = list(self.defaults)
        return d

    @property
    def named(self) -> bool:
        """Whether the entry holds what format 11 added: inputs by name, defaults, record forms."""
        return bool(self.defaults or any(i.name for i in self.inputs) or self.outputs.forms())

    @classmethod
    def from_data(cls, d: dict) -> Entry:
        return cls(role=str(d["role"]), forward=str(d["forward"]),
                   backward=None if d["backward"] is None else str(d["backward"]),
                   inputs=tuple(InputInfo(dtype=i["dtype"], shape=tuple(i["shape"]), name=i.get("name", ""))
                                for i in d["inputs"]),
                   outputs=OutputTree.from_data(d["outputs"]), saved=SavedInfo(**d["saved"]),
                   memory=MemoryInfo.from_data(d.get("memory", {})), stage=d.get("stage"),
                   defaults=tuple(d.get("defaults", ())))


@dataclass(frozen=True)
class PipelineInfo:
    """How the model was cut into pipeline stages (format 8): `stages` entries of role "stage",
    numbered 0 to stages - 1, and the module each stage after the first begins with (a block of
    the model's list of blocks, `blocks`). Stage k runs on the pipeline rank k % pp (the mesh's
    `pp` axis): with more stages than ranks, each rank holds several (interleaved schedules)."""

    stages: int
    blocks: str                    # the qualified name of the model's list of blocks ("layers")
    cut_at: tuple[str, ...]        # the first module of stages 1 .. stages - 1 ("layers.2", ...)

    # The format's key for `cut_at` is "split" (format 8), read and written only here.
    def to_data(self) -> dict:
        return {"stages": self.stages, "blocks": self.blocks, "split": list(self.cut_at)}

    @classmethod
    def from_data(cls, d: dict) -> PipelineInfo:
        return cls(stages=int(d["stages"]), blocks=str(d["blocks"]), cut_at=tuple(str(n) for n in d["split"]))


@dataclass(frozen=True)
class Manifest:
    format_version: int
    compiler_version: str
    torch_version: str
    made: Provenance
    params: tuple[ParamInfo, ...]
    buffers: tuple[BufferInfo, ...]
    entries: dict                  # entry name -> Entry
    programs: dict                 # program name -> {"file", "text", "ops", "regions"}
    modes: ModeInfo
    executors: tuple[str, ...]
    files: dict = field(default_factory=dict)   # file name -> sha256 hex of its bytes
    packs: dict = field(default_factory=dict)   # executor -> {kernel-pack target name -> Target data}
    sharding: ShardingSpec | None = None        # the sharding plan (None for one process)
    fp8: Fp8Info | None = None                  # the fp8 recipe (None: high precision)
    optimizer: OptimizerInfo | None = None      # the optimizer the backward applies (None: it returns gradients)
    pipeline: PipelineInfo | None = None        # pipeline stages (format 8; None: one step)

    @property
    def training(self) -> bool:
        return self.made.training

    def entry(self, name: str | None = None) -> Entry:
        """The named entry, or with no name the artifact's one entry (KeyError naming the
        entries when there are several, or no such one)."""
        if name is None and len(self.entries) == 1:
            return next(iter(self.entries.values()))
        if name not in self.entries:
            raise KeyError(f"entry {name!r} is not one of {', '.join(self.entries)}")
        return self.entries[name]

    @property
    def first(self) -> Entry:
        """The first entry: the one entry of most artifacts, the first shape bucket of others."""
        return next(iter(self.entries.values()))

    @property
    def result_entry(self) -> Entry:
        """The entry whose outputs are the model's result: a pipeline's last stage, else the first."""
        if self.pipeline is not None:
            return max(self.entries.values(), key=lambda e: e.stage)
        return self.first

    # The first entry's facts.
    @property
    def inputs(self) -> tuple[InputInfo, ...]:
        """The model's inputs: the first entry's; a pipeline's first stage's, then what its last
        stage takes after the activation (the targets of a loss it computes)."""
        if self.pipeline is not None and self.result_entry.stage:
            return self.first.inputs + self.result_entry.inputs[1:]
        return self.first.inputs

    @property
    def outputs(self) -> OutputTree:
        return self.first.outputs

    @property
    def saved(self) -> SavedInfo:
        return self.first.saved

    @property
    def memory(self) -> MemoryInfo:
        return self.first.memory

    def to_data(self) -> dict:
        m = self.made
        d = {
            "format_version": self.format_version,
            "compiler_version": self.compiler_version,
            "torch_version": self.torch_version,
            "made": {"spec": m.spec, "args": m.args, "dtype": m.dtype, "device": m.device,
                     "freeze": list(m.freeze), "training": m.training},
            "params": [{"names": list(p.names), "dtype": p.dtype, "shape": list(p.shape),
                        "requires_grad": p.requires_grad} for p in self.params],
            "buffers": [{"name": b.name, "dtype": b.dtype, "shape": list(b.shape)} for b in self.buffers],
            "entries": {name: e.to_data() for name, e in self.entries.items()},
            "programs": self.programs,
            "modes": {"training": self.modes.training, "exceptions": list(self.modes.exceptions),
                      "sensitive": self.modes.sensitive},
            "executors": list(self.executors),
            "files": dict(sorted(self.files.items())),
            "packs": {e: dict(sorted(t.items())) for e, t in sorted(self.packs.items())},
            "sharding": self.sharding.to_data() if self.sharding else {},
            "fp8": self.fp8.to_data() if self.fp8 else None,
            "optimizer": self.optimizer.to_data() if self.optimizer else None,
        }
        if self.pipeline is not None:   # absent otherwise: an artifact without stages is format 7's
            d["pipeline"] = self.pipeline.to_data()
        return d

    @classmethod
    def from_data(cls, d: dict) -> Manifest:
        manifest = cls._from_data(d)
        _check_fields(manifest)
        return manifest

    @classmethod
    def _from_data(cls, d: dict) -> Manifest:
        m = d["made"]
        return cls(
            format_version=int(d["format_version"]),
            compiler_version=str(d["compiler_version"]),
            torch_version=str(d["torch_version"]),
            made=Provenance(spec=str(m["spec"]), args=dict(m["args"]), dtype=str(m["dtype"]),
                            device=str(m["device"]), freeze=tuple(m["freeze"]),
                            training=bool(m["training"])),
            params=tuple(ParamInfo(names=tuple(p["names"]), dtype=p["dtype"], shape=tuple(p["shape"]),
                                   requires_grad=bool(p["requires_grad"])) for p in d["params"]),
            buffers=tuple(BufferInfo(name=b["name"], dtype=b["dtype"], shape=tuple(b["shape"]))
                          for b in d["buffers"]),
            entries=_entries(d),
            programs=dict(d["programs"]),
            modes=ModeInfo(training=bool(d["modes"]["training"]),
                           exceptions=tuple(str(n) for n in d["modes"]["exceptions"]),
                           sensitive=bool(d["modes"]["sensitive"])),
            executors=tuple(d["executors"]),
            files=dict(d["files"]),
            packs=_packs(d),
            sharding=_sharding(d),
            fp8=Fp8Info.from_data(d["fp8"]) if d.get("fp8") else None,    # format 7
            optimizer=OptimizerInfo.from_data(d["optimizer"]) if d.get("optimizer") else None,   # format 7
            pipeline=PipelineInfo.from_data(d["pipeline"]) if d.get("pipeline") else None,   # format 8
        )


def _check_fields(m: Manifest) -> None:
    """Refuse (ValueError) fields of the wrong kind that from_data's conversions let through."""
    def text(x, what):
        if not isinstance(x, str):
            raise ValueError(f"{what} is {type(x).__name__}, not a string")

    def dims(xs, what):
        if not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 1 << 62 for n in xs):
            raise ValueError(f"{what} {list(xs)[:8]!r} is not a list of sizes")

    for p in m.params:
        if not p.names:
            raise ValueError("a parameter has no name")
        for n in p.names:
            text(n, "a parameter name")
        text(p.dtype, f"parameter {p.names[0]!r}'s dtype")
        dims(p.shape, f"parameter {p.names[0]!r}'s shape")
    for b in m.buffers:
        text(b.name, "a buffer name")
        text(b.dtype, f"buffer {b.name!r}'s dtype")
        dims(b.shape, f"buffer {b.name!r}'s shape")
    for name in m.programs:
        if not (isinstance(name, str) and name.isidentifier() and len(name) <= 64):
            raise ValueError(f"program name {str(name)[:80]!r} is not an identifier of at most 64 characters")
    if not m.entries:
        raise ValueError("the manifest lists no entry point")
    for entry_name, e in m.entries.items():
        text(entry_name, "an entry's name")
        if e.role not in ROLES:
            raise ValueError(f"entry {entry_name!r}: role {e.role!r} is not one of {', '.join(ROLES)}")
        if (e.backward is None) != (e.role == "inference"):
            raise ValueError(f"entry {entry_name!r}: " + ("an inference entry runs a backward program" if e.backward
                                                          else "a train-step entry names no backward program"))
        for k, i in enumerate(e.inputs):
            text(i.dtype, f"entry {entry_name!r}'s input {k}'s dtype")
            dims(i.shape, f"entry {entry_name!r}'s input {k}'s shape")
    _check_stages(m)
    for e in m.executors:
        text(e, "an executor name")
    if m.optimizer is not None:
        o = m.optimizer
        if len(o.betas) != 2 or len(o.weight_decays) != len(o.groups) or not o.groups:
            raise ValueError("the optimizer's betas, groups or weight decays are malformed")
        if o.kind != "adamw":
            raise ValueError(f"the optimizer {o.kind[:40]!r} is not one this reader applies (adamw)")
        # Each group names parameters the manifest lists as trained, each once: the runtime
        # binds the optimizer's state to them by these names.
        trained = {p.name for p in m.params if p.requires_grad}
        seen: set[str] = set()
        for g in o.groups:
            for n in g:
                text(n, "an optimizer group's parameter name")
                if n not in trained or n in seen:
                    raise ValueError(f"the optimizer's groups name {n[:80]!r} "
                                     + ("twice" if n in seen else "which is not a trained parameter of the manifest"))
                seen.add(n)
    if m.fp8 is not None and m.fp8.history is not None and m.format_version < 9:
        raise ValueError(f"fp8 delayed scaling in a format-{m.format_version} manifest; it came with format 9")
    for name, e in m.entries.items():
        check_signature(name, e, m.format_version)
    for executor, targets in m.packs.items():
        for target, record in targets.items():
            if "checked" in record and (record["checked"] is not False or m.format_version < 12):
                raise ValueError(f"kernel pack {executor}/{target[:80]}: `checked` {record['checked']!r} in a "
                                 f"format-{m.format_version} manifest; only false, which came with format 12")


def _check_stages(m: Manifest) -> None:
    """Stage entries come with the manifest's `pipeline` (format 8), one per stage, numbered in
    order; nothing else has a stage number."""
    stages = sorted((e.stage, name) for name, e in m.entries.items() if e.role == "stage")
    for name, e in m.entries.items():
        if (e.role == "stage") != (e.stage is not None):
            raise ValueError(f"entry {name!r}: role {e.role!r} with stage {e.stage!r}")
        if e.role == "stage" and (not isinstance(e.stage, int) or isinstance(e.stage, bool)):
            raise ValueError(f"entry {name!r}: stage {e.stage!r} is not a number")
    if not stages and m.pipeline is None:
        return
    if m.format_version < 8:
        raise ValueError(f"pipeline stages in a format-{m.format_version} manifest; they came with format 8")
    if m.optimizer is not None:
        raise ValueError("pipeline stages with an optimizer in the backward: a schedule runs each stage's "
                         "backward once per microbatch, which would step once per microbatch")
    if m.pipeline is None or len(stages) != len(m.entries):
        raise ValueError("a manifest with pipeline stages holds stage entries and its pipeline section, "
                         "nothing else")
    if [k for k, _ in stages] != list(range(m.pipeline.stages)) or len(m.pipeline.cut_at) != m.pipeline.stages - 1:
        raise ValueError(f"stage entries {[k for k, _ in stages]} are not the {m.pipeline.stages} stages "
                         "the pipeline section lists")


def _entries(d: dict) -> dict:
    """Format 7's entries; before it, one entry made of the top-level inputs, outputs, saved
    values and memory (format 3 added memory), running the forward (and backward) program."""
    if int(d["format_version"]) >= 7:
        return {str(name): Entry.from_data(e) for name, e in d["entries"].items()}
    training = bool(d["made"]["training"])
    return {DEFAULT_ENTRY: Entry(
        role="train-step" if training else "inference", forward="forward", backward="backward" if training else None,
        inputs=tuple(InputInfo(dtype=i["dtype"], shape=tuple(i["shape"])) for i in d["inputs"]),
        outputs=OutputTree.from_data(d["outputs"]), saved=SavedInfo(**d["saved"]),
        memory=MemoryInfo.from_data(d.get("memory", {})))}


def _packs(d: dict) -> dict:
    """executor -> {target -> data}. Formats 2 to 6 had Inductor's packs only, by target; format 1 none."""
    packs = dict(d.get("packs", {}))
    if int(d["format_version"]) >= 7:
        return {str(e): dict(t) for e, t in packs.items()}
    return {"inductor": packs} if packs else {}


# The mesh axes format 7 names (data and expert parallelism); format 8 added the rest.
FORMAT_7_AXES = ("dp", "ep")


def _sharding(d: dict) -> ShardingSpec | None:
    """The plan as format 7 writes it, or as formats 2 to 6 did (converted)."""
    plan = d.get("sharding", {})
    if not plan:
        return None
    shapes = {str(p["names"][0]): tuple(p["shape"]) for p in d["params"]}
    if int(d["format_version"]) >= 7:
        spec = ShardingSpec.from_data(plan, shapes)
        later = [a for a in spec.mesh.names if a not in FORMAT_7_AXES]
        if later and int(d["format_version"]) < 8:
            raise ValueError(f"mesh axis {later[0][:40]!r} in a format-{d['format_version']} manifest; axes other "
                             f"than {' and '.join(FORMAT_7_AXES)} came with format 8")
        if spec.blocked and int(d["format_version"]) < 10:
            raise ValueError(f"a parameter split block by block in a format-{d['format_version']} manifest; "
                             "blocks came with format 10")
        return spec
    return ShardingSpec.from_format_6(plan, shapes)



def pack_prefix(manifest: Manifest, executor: str, target: str) -> str:
    """Where `executor`'s pack for `target` lives in the artifact: kernels/<executor>/<target>/
    from format 7, kernels/<target>/ (Inductor's, the only executor) before."""
    return f"kernels/{executor}/{target}/" if manifest.format_version >= 7 else f"kernels/{target}/"
