"""Fuzzing the artifact loader with crafted artifacts.

    python tests/fuzz_artifacts.py --seed 0 --cases 2000      (what `make test` runs)
    make fuzz                                                 (a random seed, 20000 cases)

Each case copies one of the base artifacts (BASES, below: the format-7 MLP golden with its CPU
kernel pack, to which a flex pack (the same Inductor pack under the flex executor) and a te
pack (a TransformerEngine choice) are added; a sharded MLP compiled at the start and loaded on
a one-rank gloo group; an MLP of two shape buckets (an entry and two programs per bucket); and
the format-4 MLP golden; every pack is filed under this machine's target, so that its plans are
read) and damages it one way:

  bytes      a file's bytes mutated (truncation, bit flips, junk, huge length headers), the
             manifest's hash left as it was (15%), or written into it (17%)
  crafted    a decoded document (manifest, program, pack) mutated anywhere: a node replaced by
             a value of another kind or an extreme one, dropped, duplicated, reordered, nested
             deep or repeated many times; the new sha256 written into the manifest (38%)
  structure  one of format 7's structures mutated with intent: an entry point or shape bucket
             (role, programs, inputs, outputs, saved values, memory; entries swapped), the typed
             sharding spec (mesh and its axes, dp and ep, scheme, each parameter's dims, padding,
             partial axes and bucket, or a spec added to an unsharded artifact), the packs by
             executor (inductor, flex, te, attention) and target, the fp8 recipe, the optimizer
             section, format 8's pipeline stages (an entry made a stage, the `pipeline` section)
             (20%)
  paths      a file the manifest or a pack names that would reach outside the artifact: a `..`,
             absolute or otherwise unsafe name, a symbolic link (to a file outside, or inside),
             a linked directory, a FIFO, a device, a socket or a directory where a file belongs;
             or, as a control, the artifact directory itself a link (10%)

A quarter of the cases of a base that is also signed are made from its signed copy and loaded
with its key trusted. Then `aotc.runtime.load` must either refuse the artifact with one of the
project's errors (ArtifactError, or ModelMismatchError when the manifest no longer describes the
model) or load it. A `paths` case must be refused (with UnsafeFileError where a file is of the
wrong kind), except the control, which must load. A case loaded with a trusted key must hold
the programs (and packs) the key signed. A loaded artifact must train a step like eager, or
refuse its first step with ProgramError (a program that does not hold together: load checks
structure and each op's schema; `thunder-aot check` also runs every op on meta tensors, which
load leaves out for its speed), or, when the mutation only changed a number the programs
compute with, run or fail with those errors. Pack mutants that load have every region's launch
function rendered (never called: a pack's kernels are native code the hash table vouches for,
see artifacts/FORMAT.md).

Anything else fails the run: another exception, a hang (each case has a time limit), memory
beyond a cap (the address space is limited), or the process dying. Strings that would exit the
process if the loader ever executed them are planted in the artifacts' text fields.
The run prints one line per failure and a summary, and exits 1 if any case failed.
"""

from __future__ import annotations

import argparse
import faulthandler
import hashlib
import io
import os
import random
import resource
import shutil
import signal
import socket
import stat
import sys
import tempfile
import traceback
import warnings
from contextlib import redirect_stderr
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import msgpack
import torch
import torch.distributed as dist
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from torch.utils import _pytree as pytree

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import aotc  # noqa: E402
import aotc.runtime  # noqa: E402
from aotc.errors import ArtifactError, ModelMismatchError, ProgramError, UnsafeFileError  # noqa: E402
from aotc.format.artifact import read_artifact, sign_artifact  # noqa: E402
from aotc.format.manifest import Manifest  # noqa: E402
from aotc.format.pack import PACK_FILE, TEChoice, Target  # noqa: E402
from aotc.format.signing import TrustedKeys, pack_digest, programs_digest  # noqa: E402
from aotc.runtime.executors import builtin_runtimes, load_packs  # noqa: E402
from aotc.version import FORMAT_VERSION  # noqa: E402

GOLDEN = ROOT / "artifacts" / "golden"
MLP = f"{ROOT / 'examples' / 'mlp.py'}:MLP"
PROJECT_ERRORS = (ArtifactError, ModelMismatchError)
# Planted in text fields: if anything ever evaluated or executed one, the process would exit
# with 97 or 98, which the test reports as such.
CANARIES = ("__import__('os')._exit(97)", "x\nimport os; os._exit(98)\n#", "'); __import__('os')._exit(97); ('",
            "${__import__('os')._exit(97)}", "a\x00b", "../../../etc/passwd", "k" * 5000)
CASE_SECONDS = 20
MEMORY_HEADROOM = 3 << 30   # address space a case may add beyond what the process holds at start
# The key the signed copies are signed with: fixed, so that a seed replays its cases exactly.
KEY = Ed25519PrivateKey.from_private_bytes(hashlib.sha256(b"thunder-aot fuzz key").digest())


@dataclass(frozen=True)
class Base:
    """An artifact the cases mutate: `make(dir)` writes it; `weight` is its share of the cases;
    a `sharded` one loads on a one-rank gloo group; a `signed` one also has a signed copy."""

    name: str
    make: Callable[[Path], object]
    weight: int = 1
    sharded: bool = False
    signed: bool = False
    every_executor: bool = False    # its inductor pack is also filed as a flex pack, and a te pack added


def golden(name: str) -> Callable[[Path], object]:
    return lambda out: shutil.copytree(GOLDEN / name, out)


def compiled(spec: str, inputs: list[str], **options) -> Callable[[Path], object]:
    return lambda out: aotc.compile(spec, inputs, output=out, **options)


# One line per base. A new op family (flex attention, MoE grouped matmuls, a parallel plan) adds
# its artifact here, compiled from an example model, and every mutation applies to it.
BASES = (
    Base("v7-mlp", golden("v7-mlp"), weight=6, signed=True,    # format 7, entries, a CPU pack per executor
         every_executor=True),
    Base("v7-mlp-fsdp", compiled(MLP, ["f32[8,32]"], shard="fsdp-zero2", world_size=1, bucket_mb=0.001),
         weight=3, sharded=True),                               # the typed spec, a bucket, collectives
    Base("v7-mlp-buckets", compiled(MLP, ["f32[8,32]"], buckets=[["f32[16,32]"]]), weight=2),   # shape buckets
    Base("v4-mlp", golden("v4-mlp"), weight=2),                 # format 4, converted as it is read
)


class Timeout(Exception):
    pass


# ---- mutations of decoded msgpack documents ----------------------------------------------

def _paths(doc, prefix=()):
    """Every (path, node) in a decoded msgpack document."""
    yield prefix, doc
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, prefix + (i,))


def _set(doc, path, value):
    if not path:
        return value
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return doc


def _get(doc, path):
    for k in path:
        doc = doc[k]
    return doc


def _other_value(rng: random.Random, old):
    """A value of another kind, or an extreme of the same kind."""
    choices = [None, True, False, 0, -1, 1, 2 ** 31, 2 ** 62, -(2 ** 63), 2 ** 64 - 1, 1e308, -0.0,
               float("nan"), float("inf"), "", rng.choice(CANARIES), "aten.nonexistent.default",
               [], {}, [0] * rng.choice((3, 1000, 100_000)), {"v": 0}, {"v": 10 ** 9},
               {"dtype": "float33"}, {"device": "cuda"}, {"x": 1, "y": 2}, b"\x00\xff"]
    if isinstance(old, bool):
        choices += [not old]
    elif isinstance(old, int):
        choices += [old + 1, old - 1, old * 2 ** 20, -old, old + 2 ** 40]
    elif isinstance(old, float):
        choices += [old * 1.5, -old, old + 1]
    elif isinstance(old, str):
        choices += [old + "x", old[:-1], old.upper(), old * 2]
    return rng.choice(choices)


def _deep(depth: int):
    node = 0
    for _ in range(depth):
        node = [node]
    return node


def mutate_doc(rng: random.Random, doc) -> tuple[object, bool]:
    """(mutated doc, numeric_only): numeric_only when the mutation changed one number inside
    an op's arguments (a literal, or which value it reads): the result may be a valid program
    of other math, which no loader can tell from the one compiled."""
    paths = list(_paths(doc))
    path, node = rng.choice(paths)
    kind = rng.randrange(10)
    if kind <= 3:                                  # replace a node
        new = _other_value(rng, node)
        return _set(doc, path, new), _wiring(path)
    containers = [(p, n) for p, n in paths if isinstance(n, (list, dict)) and n]
    if not containers:
        return _set(doc, path, _other_value(rng, node)), False
    path, node = rng.choice(containers)
    rewired = _wiring(path)
    if kind == 4:                                  # drop an element or key
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        del node[key]
    elif kind == 5:                                # duplicate an element, or add an unknown key
        if isinstance(node, dict):
            node[rng.choice(["extra", "values", "ops", "v", "files", "format_version"])] = rng.choice(
                [0, "x", [], {}])
        else:
            node.insert(rng.randrange(len(node) + 1), node[rng.randrange(len(node))])
    elif kind == 6 and isinstance(node, list) and len(node) > 1:   # reorder (cycles, use before def)
        i, j = rng.randrange(len(node)), rng.randrange(len(node))
        node[i], node[j] = node[j], node[i]
    elif kind == 7:                                # deep nesting
        return _set(doc, path, _deep(rng.choice((50, 400, 3000)))), False
    elif kind == 8 and isinstance(node, list):     # a huge count
        node.extend([node[-1]] * rng.choice((10, 10_000, 200_000)))
    else:                                          # a shape, stride or reference that disagrees
        ints = [(p, n) for p, n in paths if isinstance(n, int) and not isinstance(n, bool)]
        if ints:
            p, n = rng.choice(ints)
            # Outside the value types the int is a literal or a value reference: either way the
            # result may be a valid program of other math (mm(a, b) reading c of b's type).
            return _set(doc, p, rng.choice([n + 1, max(n - 1, 0), n * 2, 0, n + 7, 1 << 40])), _wiring(p)
    return doc, rewired and kind in (4, 5, 6)


def _wiring(path) -> bool:
    """Does `path` (in a program document) lead to a literal or value reference, rather than
    into the table of value types?"""
    return bool(path) and path[0] in ("ops", "outputs", "inputs")


# ---- byte mutations ------------------------------------------------------------------------

def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    b = bytearray(data)
    kind = rng.randrange(4)
    if kind == 0 and b:
        return bytes(b[: rng.randrange(len(b))])                       # truncation
    if kind == 1 and b:
        for _ in range(rng.choice((1, 1, 2, 8))):                       # bit flips
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
        return bytes(b)
    if kind == 2:
        i = rng.randrange(len(b) + 1)                                   # inserted junk
        return bytes(b[:i]) + bytes(rng.randrange(256) for _ in range(rng.choice((1, 4, 64)))) + bytes(b[i:])
    i = rng.randrange(len(b) + 1)                                       # a huge length header
    return bytes(b[:i]) + rng.choice((b"\xdd\xff\xff\xff\xff", b"\xdf\x7f\xff\xff\xff", b"\xdb\xff\xff\xff\xf0",
                                      b"\xc6\xff\xff\xff\xff")) + bytes(b[i:])


# ---- format 7's structures, mutated with intent ----------------------------------------------

def _entry_mutation(rng: random.Random, m: dict) -> str:
    entries = m.setdefault("entries", {})
    if not entries:
        return "no entries"
    name = rng.choice(sorted(entries))
    e = entries[name]
    programs = sorted(m.get("programs", {}))
    kind = rng.randrange(10)
    if kind == 0:
        e["role"] = rng.choice(["inference", "train-step", "pipeline-stage", "optimizer", "", None, 7, "Train-Step"])
        return f"entry {name}: role {e['role']!r}"
    if kind == 1:
        e["forward"], e["backward"] = e.get("backward"), e.get("forward")
        return f"entry {name}: forward and backward swapped"
    if kind == 2:
        field = rng.choice(["forward", "backward"])
        e[field] = rng.choice(programs + ["nope", "", None, "../forward", "__import__", "forward.msgpack", 3,
                                          rng.choice(CANARIES)])
        return f"entry {name}: {field} {str(e[field])[:40]!r}"
    if kind == 3:
        inputs = e.get("inputs", [])
        if inputs and rng.random() < 0.7:
            i = rng.choice(inputs)
            if rng.random() < 0.5:
                i["dtype"] = rng.choice(["float64", "int64", "bfloat16", "float33", "", None, 1])
            else:
                i["shape"] = rng.choice([[], [8], [8, 32, 1], [9, 32], [8, -1], [0, 32], [1 << 40, 32], "8x32",
                                         [8.0, 32]])
        elif rng.random() < 0.5:
            inputs.append({"dtype": "float32", "shape": [8, 32]})
        else:
            e["inputs"] = []
        return f"entry {name}: inputs {str(e.get('inputs'))[:60]}"
    if kind == 4:
        out = e.get("outputs", ["leaf", 0])
        e["outputs"] = rng.choice([["tuple", [out]], ["list", [out, ["none"]]], ["dict", [out], ["logits"], "Output"],
                                   ["dict", [out], ["a", "b"], "X"], ["leaf", 1], ["leaf", -1], ["none"],
                                   ["tuple", []], ["list", [out, out]], ["leaf", "0"], ["set", [out]],
                                   ["dict", [out], [rng.choice(CANARIES)], rng.choice(CANARIES)], _deep(200)])
        return f"entry {name}: outputs {str(e['outputs'])[:60]}"
    if kind == 5:
        saved = e.setdefault("saved", {})
        field = rng.choice(["count", "activation_bytes", "param_bytes", "extra"])
        saved[field] = rng.choice([0, -1, 1 << 62, "7", None, 7.5])
        return f"entry {name}: saved {field}"
    if kind == 6:
        memory = e.setdefault("memory", {})
        field = rng.choice(["remat_policy", "budget", "peak", "recomputed", "resident", "offloaded", "unknown"])
        memory[field] = rng.choice([None, -1, "save-everything", 1 << 70, [], rng.choice(CANARIES)])
        return f"entry {name}: memory {field}"
    if kind == 7:
        entries[rng.choice(["step2", "", "forward", rng.choice(CANARIES)])] = dict(e)
        return "a second entry"
    if kind == 8:
        others = [n for n in entries if n != name]
        if others and rng.random() < 0.5:         # shape buckets: two entries' programs or inputs swapped
            other = entries[rng.choice(others)]
            field = rng.choice(["forward", "backward", "inputs"])
            e[field], other[field] = other.get(field), e.get(field)
            return f"entries' {field} swapped"
        entries[rng.choice(["train", "", 5, rng.choice(CANARIES)])] = entries.pop(name)
        return f"entry {name} renamed"
    m["entries"] = rng.choice([{}, [], None, {name: None}, {name: []}])
    return "entries replaced"


def _sharding_mutation(rng: random.Random, m: dict) -> str:
    plan = m.get("sharding")
    params = {p["names"][0]: p["shape"] for p in m.get("params", [])}
    if not plan:
        # An unsharded artifact given a spec: a one-rank plan fits it (and loads, as ddp or
        # fsdp on one rank); most others are refused as the manifest is read.
        size = rng.choice([1, 1, 2])
        m["sharding"] = plan = {"mesh": [["dp", size]], "scheme": rng.choice(["ddp", "fsdp-zero2", "fsdp-zero3"]),
                                "bucket_mb": 0.0, "params": {n: {"dims": [["dp"] if i == 0 and size == 1 else []
                                                                          for i in range(len(shape))],
                                                                 "padding": [0] * len(shape), "partial": [],
                                                                 "bucket": None}
                                                             for n, shape in params.items()}}
        if m.get("format_version", 7) < 7:
            return "a format-7 spec in an older manifest"
        if rng.random() < 0.5:
            return f"a spec added ({plan['scheme']} over {size})"
    kind = rng.randrange(8)
    if kind == 0:
        plan["mesh"] = rng.choice([[["dp", 2]], [["dp", 0]], [["tp", 1]], [["dp", 1], ["tp", 1]], [],
                                   [["dp", 1], ["ep", 1]], [["ep", 1]], [["ep", 2]], [["dp", 1], ["ep", 2]],
                                   [["ep", 1], ["dp", 1]],
                                   [["dp", 1], ["dp", 1]], [["DP", 1]], [["dp", "1"]], [["dp", True]],
                                   [[rng.choice(CANARIES), 1]], [["dp"]],
                                   [["dp", 1 << 30]]])
        return f"sharding mesh {str(plan['mesh'])[:50]}"
    if kind == 1:
        plan["scheme"] = rng.choice(["ddp", "fsdp-zero2", "fsdp-zero3", "fsdp", "tp", "", None])
        return f"sharding scheme {plan['scheme']!r}"
    if kind == 2:
        plan["bucket_mb"] = rng.choice([-1.0, float("nan"), float("inf"), "1", None, 1e300])
        return "sharding bucket_mb"
    names = sorted(plan.get("params", {}))
    if not names:
        return "sharding without parameters"
    name = rng.choice(names)
    t = plan["params"][name]
    if kind == 3:
        t["dims"] = rng.choice([[["dp", "dp"]] + t["dims"][1:], [["tp"]] + t["dims"][1:], [["ep"]] + t["dims"][1:],
                                [["dp", "ep"]] + t["dims"][1:], [], t["dims"] + [[]],
                                [[]] * len(t["dims"]), [["dp"]] * len(t["dims"]), "dp", [[1]] + t["dims"][1:],
                                [[None]] + t["dims"][1:]])
        return f"sharding {name} dims {str(t['dims'])[:40]}"
    if kind == 4:
        rest = t["padding"][1:]
        t["padding"] = rng.choice([[1] + rest, [-1] + rest, [0] * (len(t["padding"]) + 1), [], [True] + rest,
                                   [0.5] + rest, [1 << 62] + rest, [0] + [1] * len(rest)])
        return f"sharding {name} padding {t['padding']}"
    if kind == 5:
        t["partial"] = rng.choice([["dp"], ["tp"], ["dp", "dp"], "dp", [None], [rng.choice(CANARIES)]])
        return f"sharding {name} partial {str(t['partial'])[:40]}"
    if kind == 6:
        t["bucket"] = rng.choice([0, 1, 7, -1, True, "0", 1 << 62, 0.5, None])
        return f"sharding {name} bucket {t['bucket']!r}"
    if rng.random() < 0.5:
        del plan["params"][name]
        return f"sharding without {name}"
    plan["params"][rng.choice(["extra.weight", "", rng.choice(CANARIES)])] = dict(t)
    return "sharding with a parameter the model lacks"


def _packs_mutation(rng: random.Random, m: dict) -> str:
    packs = m.get("packs")
    if not isinstance(packs, dict):
        return "packs not a map"
    v7 = m.get("format_version") == 7
    if not packs:
        here = builtin_runtimes()["inductor"].local_target(torch.device("cpu")).to_data()
        fake = {"cpu-fake": here, str(_target_name(here)): here}
        m["packs"] = {"inductor": fake} if v7 else fake
        return "a pack without files"
    kind = rng.randrange(5)
    if v7:
        executor = rng.choice(sorted(packs))
        targets = packs[executor]
    else:
        executor, targets = "", packs
    if kind == 0 and v7:
        renamed = rng.choice(["attention", "flex", "te", "inductor", "Inductor", "toy", "", "../x", "in-ductor",
                              rng.choice(CANARIES)])
        packs[renamed] = packs.pop(executor)
        return "pack executor renamed"
    if not isinstance(targets, dict) or not targets:
        return "no targets"
    target = rng.choice(sorted(targets))
    if kind == 1:
        renamed = rng.choice([target + "x", "", "../../x", "a/b", target.upper(), "." + target, rng.choice(CANARIES)])
        targets[renamed] = targets.pop(target)
        return "pack target renamed"
    if kind == 2:
        record = targets[target]
        if isinstance(record, dict):
            field = rng.choice(["device", "arch", "torch", "triton", "threads", "extra"])
            record[field] = rng.choice(["cuda", "AVX2", "", None, 0, 64, -1, "2.0", [], rng.choice(CANARIES)])
            if rng.random() < 0.2:
                record.pop(rng.choice(sorted(record)), None)
        return "pack target record"
    if kind == 3 and v7:
        # Another executor's pack (attention's choice, flex's Inductor pack, TE's choice) made of
        # this one's files, or without any.
        other = rng.choice([e for e in ("attention", "flex", "te", "inductor") if e != executor])
        packs.setdefault(other, {})[target] = targets[target]
        return f"a {other} pack of {executor}'s files"
    m["packs"] = rng.choice([[], None, {executor: []} if v7 else {target: []},
                             {executor: {target: None}} if v7 else {}])
    return "packs replaced"


def _target_name(record: dict) -> str:
    return Target.from_data(record).name


def _fp8_mutation(rng: random.Random, m: dict) -> str:
    m["fp8"] = rng.choice([{"recipe": "tensorwise", "skip": []}, {"recipe": "rowwise", "skip": ["out.*"]},
                           {"recipe": "te", "skip": []},
                           {"recipe": "te-delayed", "skip": [], "history": 16, "margin": 0, "amax": "max"},
                           {"recipe": "te-delayed", "skip": []}, {"recipe": "te", "skip": [], "history": 4, "margin": 0,
                                                                  "amax": "max"},
                           {"recipe": "te-delayed", "skip": [], "history": -1, "margin": 0, "amax": "most_recent"},
                           {"recipe": "blockwise", "skip": []}, {"recipe": None, "skip": []}, {"recipe": "tensorwise"},
                           {"recipe": "tensorwise", "skip": "out.*"}, {"recipe": "tensorwise", "skip": [1, None]},
                           {"recipe": rng.choice(CANARIES), "skip": [rng.choice(CANARIES)]}, [], "tensorwise", 1, {}])
    return f"fp8 {str(m['fp8'])[:50]}"


def _optimizer_mutation(rng: random.Random, m: dict) -> str:
    """The optimizer the backward applies (`--optimizer`): given to programs that return
    gradients, or malformed."""
    names = [p["names"][0] for p in m.get("params", []) if isinstance(p, dict) and p.get("names")]
    good = {"kind": "adamw", "betas": [0.9, 0.999], "eps": 1e-8, "weight_decays": [0.01], "groups": [names]}
    m["optimizer"] = rng.choice([good, {**good, "kind": "sgd"}, {**good, "betas": [0.9]}, {**good, "eps": "x"},
                                 {**good, "weight_decays": [0.01, 0.0]}, {**good, "groups": []},
                                 {**good, "groups": [names + ["extra.weight"]]}, {**good, "groups": [[1]]},
                                 {**good, "groups": [[rng.choice(CANARIES)]]}, {"kind": "adamw"}, [], "adamw", 0])
    return f"optimizer {str(m['optimizer'])[:50]}"


def _stage_mutation(rng: random.Random, m: dict) -> str:
    """Format 8's pipeline stages: an entry made a stage (its number, the `pipeline` section and
    the version each right or wrong), or a `pipeline` section alone, malformed or not."""
    entries = m.get("entries") or {}
    if not isinstance(entries, dict) or not entries:
        return "no entries"
    name = rng.choice(sorted(entries))
    if rng.random() < 0.8:
        entries[name]["role"] = "stage"
        entries[name]["stage"] = rng.choice([0, 0, 0, 1, -1, None, "0", True, 1 << 40])
    if rng.random() < 0.3 and len(entries) == 1:
        entries["stage1"] = dict(entries[name], stage=1)
    m["format_version"] = rng.choice([8, 8, 8, 7, FORMAT_VERSION + 1])
    m["pipeline"] = rng.choice([{"stages": len(entries), "blocks": "layers", "split": [f"layers.{k}" for k in
                                                                                       range(1, len(entries))]},
                                {"stages": 1, "blocks": "layers", "split": []}, {"stages": 2, "split": []},
                                {"stages": 0, "blocks": "", "split": []}, {"stages": "1", "blocks": [], "split": "x"},
                                {"stages": 1, "blocks": rng.choice(CANARIES), "split": [rng.choice(CANARIES)]},
                                None, [], 1])
    return f"stage: entry {name} {entries[name].get('stage')!r}, pipeline {str(m['pipeline'])[:50]}"


STRUCTURES = {"entries": (_entry_mutation, 4), "sharding": (_sharding_mutation, 4), "packs": (_packs_mutation, 3),
              "fp8": (_fp8_mutation, 1), "optimizer": (_optimizer_mutation, 1), "stages": (_stage_mutation, 1)}


# ---- names and files that reach outside the artifact --------------------------------------------

UNSAFE_NAMES = ("../{name}", "/etc/passwd", "{dir}../../{name}", "./{name}", "{dir}/{leaf}", "{name}/",
                "{name}\x00.txt", "{dir}src/../{leaf}", "/{name}", "{dir}..", "..", "{name}/..", "~/{name}",
                "{dir}\\..\\{leaf}")


def _unsafe_name(rng: random.Random, m: dict) -> str:
    """A file the manifest lists renamed (with its hash) to a name that reaches elsewhere."""
    files = m.get("files", {})
    name = rng.choice(sorted(files))
    d, _, leaf = name.rpartition("/")
    new = rng.choice(UNSAFE_NAMES).format(name=name, dir=d + "/" if d else "", leaf=leaf)
    files[new] = files.pop(name) if rng.random() < 0.7 else files[name]
    return f"file name {new!r}"


def _unsafe_file(rng: random.Random, path: Path, outside: Path) -> str:
    """A listed file replaced by something that is not a regular file of the artifact."""
    manifest = msgpack.unpackb((path / "manifest.msgpack").read_bytes(), raw=False)
    names = sorted(manifest["files"]) + ["manifest.msgpack"]
    names += ["signatures/programs.sig"] if (path / "signatures").is_dir() else []   # read when a key is trusted
    name = rng.choice(names)
    target = path / name
    kind = rng.randrange(8)
    if kind in (0, 1) and "/" in name and rng.random() < 0.5:     # a directory on the way, linked outside
        part = name.split("/")[: rng.randrange(1, name.count("/") + 1)]
        d = path.joinpath(*part)
        copy = outside / f"dir{rng.randrange(1 << 30)}"
        shutil.copytree(d, copy, symlinks=True)
        shutil.rmtree(d)
        d.symlink_to(copy)
        return f"{'/'.join(part)} a link to a directory outside"
    data = target.read_bytes()
    target.unlink()
    if kind == 0:                          # a link to a copy outside: the hash still matches
        copy = outside / f"file{rng.randrange(1 << 30)}"
        copy.write_bytes(data)
        target.symlink_to(copy)
        return f"{name} a link outside"
    if kind == 1:                          # a link inside the artifact
        (path / "inside.bin").write_bytes(data)
        target.symlink_to(os.path.relpath(path / "inside.bin", target.parent))
        return f"{name} a link inside"
    if kind == 2:
        os.mkfifo(target)
        return f"{name} a FIFO"
    if kind == 3:
        try:
            os.mknod(target, 0o600 | stat.S_IFCHR, os.makedev(1, 3))   # /dev/null's numbers
            return f"{name} a character device"
        except PermissionError:
            target.symlink_to("/dev/zero")
            return f"{name} a link to /dev/zero"
    if kind == 4:
        target.symlink_to("/dev/zero")
        return f"{name} a link to /dev/zero"
    if kind == 5:
        sock = socket.socket(socket.AF_UNIX)
        try:
            sock.bind(str(target))
        except OSError:                  # a path too long for a socket's address
            target.mkdir()
            return f"{name} a directory"
        finally:
            sock.close()
        return f"{name} a socket"
    if kind == 6:
        target.mkdir()
        return f"{name} a directory"
    target.symlink_to("/etc/passwd")
    return f"{name} a link to /etc/passwd"


# ---- one case ----------------------------------------------------------------------------------

def add_every_executor(path: Path) -> None:
    """Give the artifact a pack of each executor whose pack is plain data: its inductor pack
    filed again as a flex pack (the flex executor's packs are Inductor packs; this one covers no
    region of the MLP, so its plans are read and rendered, never run), and a te pack choosing TE
    for no region (one per target, as build-kernels writes them)."""
    manifest = msgpack.unpackb((path / "manifest.msgpack").read_bytes(), raw=False)
    (target, record), = manifest["packs"]["inductor"].items()
    shutil.copytree(path / f"kernels/inductor/{target}", path / f"kernels/flex/{target}")
    manifest["files"].update({n.replace("kernels/inductor/", "kernels/flex/", 1): h
                              for n, h in manifest["files"].items() if n.startswith("kernels/inductor/")})
    here = builtin_runtimes()["te"].local_target(torch.device("cpu"))
    choice = TEChoice(here, "2.20.2", {}, {"0123456789abcdef": "slower than torch._scaled_mm"})
    (path / f"kernels/te/{here.name}").mkdir(parents=True)
    (path / f"kernels/te/{here.name}/{PACK_FILE}").write_bytes(msgpack.packb(choice.to_data(), use_bin_type=True))
    manifest["packs"]["flex"] = {target: record}
    manifest["packs"]["te"] = {here.name: here.to_data()}
    manifest["files"][f"kernels/te/{here.name}/{PACK_FILE}"] = hashlib.sha256(
        (path / f"kernels/te/{here.name}/{PACK_FILE}").read_bytes()).hexdigest()
    (path / "manifest.msgpack").write_bytes(msgpack.packb(manifest, use_bin_type=True))


def file_pack_here(path: Path) -> None:
    """File the artifact's kernel packs (one target each) under this machine's targets, in place,
    so that a load reads them whatever machine runs it (their binaries are built for the golden's
    machine: load them, never run them)."""
    manifest = msgpack.unpackb((path / "manifest.msgpack").read_bytes(), raw=False)
    v7 = manifest["format_version"] >= 7
    packs = manifest.get("packs") or {}
    by_executor = packs if v7 else ({"inductor": packs} if packs else {})
    for executor, targets in by_executor.items():
        (old,) = targets
        here = builtin_runtimes()[executor].local_target(torch.device("cpu"))
        old_dir = f"kernels/{executor}/{old}" if v7 else f"kernels/{old}"
        new_dir = f"kernels/{executor}/{here.name}" if v7 else f"kernels/{here.name}"
        pack_doc = msgpack.unpackb((path / old_dir / "pack.msgpack").read_bytes(), raw=False)
        pack_doc["target"] = here.to_data()
        (path / old_dir).rename(path / new_dir)
        (path / new_dir / "pack.msgpack").write_bytes(msgpack.packb(pack_doc, use_bin_type=True))
        targets.pop(old)
        targets[here.name] = here.to_data()
        manifest["files"] = {n.replace(f"{old_dir}/", f"{new_dir}/"): h for n, h in manifest["files"].items()}
        manifest["files"][f"{new_dir}/pack.msgpack"] = hashlib.sha256(
            (path / new_dir / "pack.msgpack").read_bytes()).hexdigest()
    (path / "manifest.msgpack").write_bytes(msgpack.packb(manifest, use_bin_type=True))


def golden_here(name: str, out: Path) -> Path:
    """A copy of artifacts/golden/<name> at `out`, its kernel packs filed under this machine's
    targets (file_pack_here)."""
    shutil.copytree(GOLDEN / name, out)
    file_pack_here(out)
    return out


@dataclass(frozen=True)
class Prepared:
    base: Base
    path: Path
    signed: Path | None
    manifest: Manifest


def prepare(work: Path) -> list[Prepared]:
    out = []
    for base in BASES:
        path = work / base.name
        base.make(path)
        if base.every_executor:
            add_every_executor(path)
        file_pack_here(path)
        signed = None
        if base.signed:
            signed = work / f"{base.name}-signed"
            shutil.copytree(path, signed)
            sign_artifact(signed, KEY, "fuzz")        # its programs and every pack
        out.append(Prepared(base, path, signed, aotc.runtime.read_manifest(path)))
    return out


def _rehash(path: Path, manifest: dict, name: str) -> None:
    manifest["files"][name] = hashlib.sha256((path / name).read_bytes()).hexdigest()
    (path / "manifest.msgpack").write_bytes(msgpack.packb(manifest, use_bin_type=True))


@dataclass
class Case:
    what: str
    numeric: bool = False        # only a number the programs compute with changed
    pack: bool = False           # load with kernels="auto" and render the pack's functions
    refuse: type | None = None   # the case must be refused, with this error


def make_case(rng: random.Random, source: Path, path: Path, outside: Path) -> Case:
    """Write a mutant of `source` at `path`."""
    shutil.copytree(source, path, symlinks=True)
    manifest = msgpack.unpackb((path / "manifest.msgpack").read_bytes(), raw=False)
    packs = [n for n in manifest["files"] if n.startswith("kernels/") and n.endswith("/pack.msgpack")]
    kind = rng.choices(["bytes", "rehashed", "crafted", "structure", "paths"], [15, 17, 38, 20, 10])[0]
    if kind == "structure":
        name = rng.choices(list(STRUCTURES), [w for _, w in STRUCTURES.values()])[0]
        what = STRUCTURES[name][0](rng, manifest)
        _write_manifest(path, manifest)
        return Case(f"{name}: {what}", pack=name == "packs")
    if kind == "paths":
        if rng.random() < 0.1:
            link = path.with_name(path.name + "-link")
            link.symlink_to(path)
            return Case("DIR a link")
        if rng.random() < 0.4:
            what = _unsafe_name(rng, manifest)
            _write_manifest(path, manifest)
            return Case(what, pack=True, refuse=ArtifactError)
        return Case(_unsafe_file(rng, path, outside), pack=True, refuse=UnsafeFileError)
    programs = sorted(p["file"] for p in manifest["programs"].values())
    pack = [rng.choice(sorted(packs))] if packs else []
    names = ["manifest.msgpack"] + programs + pack
    weights = [3] + [8 / len(programs)] * len(programs) + [2] * len(pack)
    if (path / "signatures" / "programs.sig").is_file():
        names.append("signatures/programs.sig")
        weights.append(1)
    name = rng.choices(names, weights)[0]
    pack_case = name in packs
    data = (path / name).read_bytes()
    if kind == "bytes" or name.startswith("signatures/"):
        # plain bytes, not re-hashed (the manifest and the signatures have no hash)
        (path / name).write_bytes(mutate_bytes(rng, data))
        return Case(f"bytes of {name}", pack=pack_case)
    if kind == "rehashed":
        (path / name).write_bytes(mutate_bytes(rng, data))
        if name != "manifest.msgpack":
            _rehash(path, manifest, name)
        # A flipped bit in a program may change one literal or reference: a valid program of
        # other math.
        return Case(f"re-hashed bytes of {name}", numeric=name in programs, pack=pack_case)
    doc = msgpack.unpackb(data, raw=False, strict_map_key=False)
    doc, numeric = mutate_doc(rng, doc)
    try:
        mutated = msgpack.packb(doc, use_bin_type=True)
    except (ValueError, OverflowError, TypeError):   # nesting beyond what msgpack writes
        mutated = msgpack.packb(_deep(60), use_bin_type=True)
    (path / name).write_bytes(mutated)
    if name != "manifest.msgpack":
        _rehash(path, manifest, name)
    return Case(f"crafted {name}", numeric=numeric and name != "manifest.msgpack", pack=pack_case)


def _write_manifest(path: Path, manifest: dict) -> None:
    try:
        data = msgpack.packb(manifest, use_bin_type=True)
    except (ValueError, OverflowError, TypeError):
        data = msgpack.packb(_deep(60), use_bin_type=True)
    (path / "manifest.msgpack").write_bytes(data)


def build_models(manifest):
    from conftest import load_example, twin
    module = load_example(manifest.made.spec.split("/")[-1].split(".")[0])
    factory = getattr(module, manifest.made.spec.split(":")[1])
    return twin(lambda: factory(**manifest.made.args))


def train_matches(step, eager, model) -> bool:
    """One step of each per entry the module runs (each shape bucket's in turn), compared: the
    results' tensors (in whatever structure the entry returns them) and every gradient."""
    buckets = getattr(step, "buckets", None)
    stages = getattr(step, "stages", None)        # a pipeline's stages chained in this process
    for entry in [m.entry for m in buckets.values()] if buckets else [stages[0].entry] if stages else [step.entry]:
        for p in list(eager.parameters()) + list(model.parameters()):
            p.grad = None
        if not _step_matches(step, entry, eager, model):
            return False
    return True


def _step_matches(step, entry, eager, model) -> bool:
    torch.manual_seed(1)
    x = [torch.randn(i.shape) for i in entry.inputs]
    theirs = [t for t in pytree.tree_leaves(eager(*x)) if isinstance(t, torch.Tensor)]
    ours = [t for t in pytree.tree_leaves(step(*x)) if isinstance(t, torch.Tensor)]
    if [t.shape for t in theirs] != [t.shape for t in ours]:
        return False
    if entry.role == "inference":
        return all(torch.allclose(a, b, rtol=1e-4, atol=1e-5) for a, b in zip(theirs, ours))
    weights = [torch.randn(t.shape) for t in theirs]
    sum((t * w).sum() for t, w in zip(theirs, weights)).backward()
    sum((t * w).sum() for t, w in zip(ours, weights)).backward()
    for (name, a), b in zip(eager.named_parameters(), model.parameters()):
        if (a.grad is None) != (b.grad is None):
            return False
        if a.grad is not None and (a.grad.shape != b.grad.shape
                                   or not torch.allclose(a.grad, b.grad, rtol=1e-4, atol=1e-5)):
            return False
    return True


def run_case(path: Path, prepared: Prepared, case: Case, keys: TrustedKeys | None) -> str:
    """'refused', 'trained', 'differs', 'rendered' or raises."""
    eager, model = build_models(prepared.manifest)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            step = aotc.runtime.load(path, model, kernels="auto" if case.pack else "off", trusted_keys=keys)
    except PROJECT_ERRORS as e:
        if case.refuse is not None and not isinstance(e, case.refuse):
            raise AssertionError(f"refused with {type(e).__name__}, not {case.refuse.__name__}: {e}") from None
        return "refused"
    if case.refuse is not None:
        raise AssertionError(f"loaded, though it must be refused ({case.refuse.__name__})")
    if keys is not None:
        signed = aotc.runtime.read_manifest(prepared.signed)
        if programs_digest(step.manifest) != programs_digest(signed) or any(
                pack_digest(step.manifest, e, t) != pack_digest(signed, e, t) for e, t in step.kernel_packs.items()):
            raise AssertionError("loaded with a trusted key, but holds content the key did not sign")
    if case.pack:
        loaded, programs = read_artifact(path)
        for pack in load_packs(path, loaded, torch.device("cpu"), "auto", builtin_runtimes()):
            for program in programs.values():
                for region in program.regions():
                    if pack.covers(region):
                        pack.region_function(region)   # renders and defines; calls nothing
        return "rendered"
    try:
        return "trained" if train_matches(step, eager, model) else "differs"
    except PROJECT_ERRORS:
        return "refused"
    except ProgramError:
        return "refused at the first step"
    except Exception:
        if case.numeric:          # a program of other math may fail as torch fails
            return "differs"
        raise


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=None, help="default: a random seed (printed)")
    ap.add_argument("--cases", type=int, default=2000)
    ap.add_argument("--first", type=int, default=0, help="start at this case (to replay one: --first N --cases 1)")
    ap.add_argument("--verbose", action="store_true", help="print each case before running it (a crash's last line)")
    ap.add_argument("--base", action="append", default=None, help="only this base (repeatable; default: all)")
    a = ap.parse_args(argv)
    seed = a.seed if a.seed is not None else random.SystemRandom().randrange(1 << 31)
    print(f"fuzzing the loader: seed {seed}, {a.cases} cases", flush=True)
    faulthandler.enable()        # a crash prints where each thread was
    torch.set_num_threads(1)

    def on_alarm(*_):
        raise Timeout(f"case took over {CASE_SECONDS} s")
    signal.signal(signal.SIGALRM, on_alarm)

    counts: dict[str, int] = {}
    failures = 0
    keys = TrustedKeys.of([KEY.public_key()])
    with tempfile.TemporaryDirectory(prefix="aotc-fuzz-") as tmp:
        work = Path(tmp)
        if any(b.sharded for b in BASES):
            dist.init_process_group("gloo", init_method=f"file://{work / 'gloo'}", rank=0, world_size=1)
        with redirect_stderr(io.StringIO()):
            bases = prepare(work)
        for p in bases:
            assert run_case(p.path, p, Case("base"), None) == "trained", f"base {p.base.name} must train like eager"
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        with open("/proc/self/statm") as f:
            held = int(f.read().split()[0]) * resource.getpagesize()
        resource.setrlimit(resource.RLIMIT_AS, (held + MEMORY_HEADROOM, hard))
        outside = work / "outside"
        outside.mkdir()
        for case_number in range(a.first, a.first + a.cases):
            rng = random.Random(seed * 1_000_003 + case_number)
            prepared = rng.choices(bases, [p.base.weight for p in bases])[0]
            if a.base and prepared.base.name not in a.base:
                continue
            trusted = prepared.signed is not None and rng.random() < 0.25
            path = work / f"case{case_number}"
            case = make_case(rng, prepared.signed if trusted else prepared.path, path, outside)
            where = path.with_name(path.name + "-link") if case.what == "DIR a link" else path
            what = f"{prepared.base.name}{' signed' if trusted else ''}: {case.what}"
            if a.verbose:
                print(f"case {case_number} ({what})", flush=True)
            signal.alarm(CASE_SECONDS)
            try:
                with redirect_stderr(io.StringIO()):
                    outcome = run_case(where, prepared, case, keys if trusted else None)
                if outcome == "differs" and not case.numeric:
                    raise AssertionError("loaded and trained differently from eager")
                if case.what == "DIR a link" and outcome != "trained":
                    raise AssertionError(f"an artifact reached through a link must load and train: {outcome}")
            except BaseException as e:   # noqa: BLE001: every other outcome is a finding
                if isinstance(e, KeyboardInterrupt):
                    raise
                failures += 1
                outcome = "FAILED"
                tail = traceback.format_exception(type(e), e, e.__traceback__)[-3:]
                print(f"case {case_number} ({what}): {type(e).__name__}: {str(e)[:300]}\n  "
                      + "  ".join(tail)[-800:], flush=True)
            finally:
                signal.alarm(0)
            counts[outcome] = counts.get(outcome, 0) + 1
            shutil.rmtree(path)
            if where != path:
                where.unlink()
            for left in outside.iterdir():
                shutil.rmtree(left) if left.is_dir() and not left.is_symlink() else left.unlink()
    summary = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    print(f"seed {seed}: {a.cases} cases: {summary}", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    # Without tearing the gloo group down: its teardown at exit sometimes aborts the process
    # (tests/test_distributed.py's _exit_cleanly says how often), which would read as a failure.
    os._exit(code)
