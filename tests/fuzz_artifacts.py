"""Fuzzing the artifact loader with crafted artifacts.

    python tests/fuzz_artifacts.py --seed 0 --cases 2000      (what `make test` runs)
    make fuzz                                                 (a random seed, many more cases)

Each case copies a base artifact (the format-4 MLP golden, which holds a CPU kernel pack whose
target is renamed to this machine's, so that its plans are read), mutates one of its files and,
unless the case is a plain byte mutation, writes the mutated file's sha256 into the manifest:
most cases are crafted artifacts that pass the hash check. Then `aotc.runtime.load` must either
refuse the artifact with one of the project's errors (ArtifactError, or ModelMismatchError when
the manifest no longer describes the model) or load it. A loaded artifact must train a step
like eager, or refuse its first step with ProgramError (a program that does not hold together:
load checks structure and each op's schema; `thunder-aot check` also runs every op on meta
tensors, which load leaves out for its speed), or, when the mutation only changed a number the
programs compute with, run or fail with those errors. Pack mutants that load have every region's launch function
rendered (never called: a pack's kernels are native code the hash table vouches for, see
artifacts/FORMAT.md).

Anything else fails the run: another exception, a hang (each case has a time limit), memory
beyond a cap (the address space is limited), or the process dying. Strings that would exit the
process if the loader ever executed them are planted in the artifacts' text fields.
The run prints one line per failure and a summary, and exits 1 if any case failed.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import random
import resource
import shutil
import signal
import sys
import tempfile
import traceback
import warnings
from contextlib import redirect_stderr
from pathlib import Path

import msgpack
import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import aotc.runtime  # noqa: E402
from aotc.errors import ArtifactError, ModelMismatchError, ProgramError  # noqa: E402
from aotc.format.artifact import read_artifact  # noqa: E402
from aotc.runtime.executors import builtin_runtimes, load_packs  # noqa: E402
from aotc.runtime.packs import local_target  # noqa: E402

BASE = ROOT / "artifacts" / "golden" / "v4-mlp"
PROJECT_ERRORS = (ArtifactError, ModelMismatchError)
# Planted in text fields: if anything ever evaluated or executed one, the process would exit
# with 97 or 98, which the test reports as such.
CANARIES = ("__import__('os')._exit(97)", "x\nimport os; os._exit(98)\n#", "'); __import__('os')._exit(97); ('",
            "${__import__('os')._exit(97)}", "a\x00b", "../../../etc/passwd", "k" * 5000)
CASE_SECONDS = 20
MEMORY_HEADROOM = 3 << 30   # address space a case may add beyond what the process holds at start


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


# ---- one case --------------------------------------------------------------------------------

def prepare_base(work: Path) -> Path:
    """The golden MLP with its kernel pack filed under this machine's target."""
    base = work / "base"
    shutil.copytree(BASE, base)
    manifest = msgpack.unpackb((base / "manifest.msgpack").read_bytes(), raw=False)
    (old,) = manifest["packs"]
    here = local_target(torch.device("cpu"))
    pack_doc = msgpack.unpackb((base / "kernels" / old / "pack.msgpack").read_bytes(), raw=False)
    pack_doc["target"] = here.to_data()
    (base / "kernels" / old).rename(base / "kernels" / here.name)
    (base / "kernels" / here.name / "pack.msgpack").write_bytes(msgpack.packb(pack_doc, use_bin_type=True))
    manifest["packs"] = {here.name: here.to_data()}
    manifest["files"] = {n.replace(f"kernels/{old}/", f"kernels/{here.name}/"): d for n, d in manifest["files"].items()}
    _rehash(base, manifest, f"kernels/{here.name}/pack.msgpack")
    return base


def _rehash(path: Path, manifest: dict, name: str) -> None:
    manifest["files"][name] = hashlib.sha256((path / name).read_bytes()).hexdigest()
    (path / "manifest.msgpack").write_bytes(msgpack.packb(manifest, use_bin_type=True))


def make_case(rng: random.Random, base: Path, path: Path) -> tuple[str, bool]:
    """Write a mutant of `base` at `path`; (description, numeric_only)."""
    shutil.copytree(base, path)
    manifest = msgpack.unpackb((path / "manifest.msgpack").read_bytes(), raw=False)
    (target,) = manifest["packs"]
    pack = f"kernels/{target}/pack.msgpack"
    name = rng.choices(["manifest.msgpack", "forward.msgpack", "backward.msgpack", pack], [3, 4, 4, 2])[0]
    data = (path / name).read_bytes()
    if rng.random() < 0.15:       # plain bytes, not re-hashed (the manifest's own bytes have no hash)
        (path / name).write_bytes(mutate_bytes(rng, data))
        return f"bytes of {name}", False
    if rng.random() < 0.2:        # bytes, re-hashed
        (path / name).write_bytes(mutate_bytes(rng, data))
        if name != "manifest.msgpack":
            _rehash(path, manifest, name)
        # A flipped bit in a program may change one literal or reference: a valid program of
        # other math.
        return f"re-hashed bytes of {name}", name in ("forward.msgpack", "backward.msgpack")
    doc = msgpack.unpackb(data, raw=False, strict_map_key=False)
    doc, numeric = mutate_doc(rng, doc)
    try:
        mutated = msgpack.packb(doc, use_bin_type=True)
    except (ValueError, OverflowError, TypeError):   # nesting beyond what msgpack writes
        mutated = msgpack.packb(_deep(60), use_bin_type=True)
    (path / name).write_bytes(mutated)
    if name != "manifest.msgpack":
        _rehash(path, manifest, name)
    return f"crafted {name}", numeric and name != "manifest.msgpack"


def build_models(manifest):
    from conftest import load_example, twin
    module = load_example(manifest.made.spec.split("/")[-1].split(".")[0])
    factory = getattr(module, manifest.made.spec.split(":")[1])
    return twin(lambda: factory(**manifest.made.args))


def train_matches(step, eager, model, shape) -> bool:
    torch.manual_seed(1)
    x, w = torch.randn(shape), torch.randn(8, 10)
    (eager(x) * w).sum().backward()
    (step(x) * w).sum().backward()
    for (name, a), b in zip(eager.named_parameters(), model.parameters()):
        if (a.grad is None) != (b.grad is None):
            return False
        if a.grad is not None and not torch.allclose(a.grad, b.grad, rtol=1e-4, atol=1e-5):
            return False
    return True


def run_case(path: Path, manifest, numeric: bool, pack_case: bool) -> str:
    """'refused', 'trained', 'differs', 'rendered' or raises."""
    eager, model = build_models(manifest)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            step = aotc.runtime.load(path, model, kernels="auto" if pack_case else "off")
    except PROJECT_ERRORS:
        return "refused"
    if pack_case:
        loaded, programs = read_artifact(path)
        for pack in load_packs(path, loaded, torch.device("cpu"), "auto", builtin_runtimes()):
            for program in programs.values():
                for region in program.regions():
                    if pack.covers(region):
                        pack.region_function(region)   # renders and defines; calls nothing
        return "rendered"
    (shape,) = [i.shape for i in manifest.inputs]
    try:
        return "trained" if train_matches(step, eager, model, shape) else "differs"
    except PROJECT_ERRORS:
        return "refused"
    except ProgramError:
        return "refused at the first step"
    except Exception:
        if numeric:               # a program of other math may fail as torch fails
            return "differs"
        raise


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=None, help="default: a random seed (printed)")
    ap.add_argument("--cases", type=int, default=2000)
    a = ap.parse_args(argv)
    seed = a.seed if a.seed is not None else random.SystemRandom().randrange(1 << 31)
    print(f"fuzzing the loader: seed {seed}, {a.cases} cases", flush=True)
    torch.set_num_threads(1)
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    with open("/proc/self/statm") as f:
        held = int(f.read().split()[0]) * resource.getpagesize()
    resource.setrlimit(resource.RLIMIT_AS, (held + MEMORY_HEADROOM, hard))

    def on_alarm(*_):
        raise Timeout(f"case took over {CASE_SECONDS} s")
    signal.signal(signal.SIGALRM, on_alarm)

    counts: dict[str, int] = {}
    failures = 0
    with tempfile.TemporaryDirectory(prefix="aotc-fuzz-") as tmp:
        work = Path(tmp)
        base = prepare_base(work)
        manifest = aotc.runtime.read_manifest(base)
        assert run_case(base, manifest, False, False) == "trained", "the base artifact must train like eager"
        for case in range(a.cases):
            rng = random.Random(seed * 1_000_003 + case)
            path = work / f"case{case}"
            what, numeric = make_case(rng, base, path)
            pack_case = "kernels/" in what
            signal.alarm(CASE_SECONDS)
            try:
                with redirect_stderr(io.StringIO()):
                    outcome = run_case(path, manifest, numeric, pack_case)
                if outcome == "differs" and not numeric:
                    raise AssertionError("loaded and trained differently from eager")
            except BaseException as e:   # noqa: BLE001: every other outcome is a finding
                if isinstance(e, KeyboardInterrupt):
                    raise
                failures += 1
                outcome = "FAILED"
                tail = traceback.format_exception(type(e), e, e.__traceback__)[-3:]
                print(f"case {case} ({what}): {type(e).__name__}: {str(e)[:300]}\n  "
                      + "  ".join(tail)[-800:], flush=True)
            finally:
                signal.alarm(0)
            counts[outcome] = counts.get(outcome, 0) + 1
            shutil.rmtree(path)
    summary = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    print(f"seed {seed}: {a.cases} cases: {summary}", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
