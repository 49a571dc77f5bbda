"""Many processes load one artifact directory while a writer replaces the artifact twice.

    python tests/many_loaders.py --loaders 64 [--json report.json]     (tests/test_many_loaders.py)

Three artifacts of one model (the example MLP): A, the format-7 golden with its CPU kernel pack
(filed under this machine's target); B, the model compiled for another batch size (a
recompile: other programs, no pack); C, B with a kernel pack added (build-kernels' write). DIR
starts as A. The parent imports torch and the runtime, then forks the loaders (their imports
shared, copy-on-write) and one writer. Each loader loads DIR again and again, with kernels; the
writer replaces DIR with B (`write_artifact`, what a compile ends with) once every loader has
loaded A, then with C (`add_pack`, what build-kernels ends with) once as many more loads are
done, and stops the loaders as many loads later.

Every load must give A, B or C whole (its manifest one of theirs, its kernel packs the ones
that manifest has for this machine) or raise ArtifactReplacedError (a retry fixes it); another
error, or a loader that crashes or hangs, is a failure. The report (JSON on stdout) gives the
outcomes, how often a load found its directory replaced under it (and read again), the load
time under that contention (median, p95, max) against one loader alone, and the memory each
loader held of its own.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import queue
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
import warnings
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import aotc.runtime  # noqa: E402
from aotc.errors import ArtifactReplacedError  # noqa: E402
from aotc.format.artifact import add_pack, read_artifact, read_manifest, read_pack_files, write_artifact  # noqa: E402
from aotc.format.files import ArtifactDir  # noqa: E402
from aotc.format.signing import canonical  # noqa: E402
from conftest import load_example  # noqa: E402
from fuzz_artifacts import file_pack_here  # noqa: E402

MLP = f"{ROOT / 'examples' / 'mlp.py'}:MLP"


def identity(manifest) -> str:
    return hashlib.sha256(canonical(manifest.to_data())).hexdigest()[:16]


def prepare(work: Path) -> tuple[Path, Path, Path]:
    a, b, c = work / "A", work / "B", work / "C"
    shutil.copytree(ROOT / "artifacts" / "golden" / "v7-mlp", a)
    file_pack_here(a)
    subprocess.run([sys.executable, "-m", "cli", "compile", MLP, "--input", "f32[4,32]", "-o", str(b), "-q"],
                   cwd=ROOT, check=True, capture_output=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    shutil.copytree(b, c)
    add_pack(c, *pack_of(a))
    return a, b, c


def pack_of(path: Path) -> tuple:
    """(executor, target, target record, files) of the artifact's one pack."""
    manifest = read_manifest(path)
    (executor, targets), = manifest.packs.items()
    (target, record), = targets.items()
    return executor, target, record, read_pack_files(path, manifest, executor, target)


def loader(number: int, path: str, loads, started, stop, results) -> None:
    torch.set_num_threads(1)
    replaced = [0]
    seen = ArtifactDir.replaced

    def counting(self):
        found = seen(self)
        replaced[0] += found
        return found
    ArtifactDir.replaced = counting
    model = load_example("mlp").MLP()
    records = []
    started.wait()
    while True:
        t = time.perf_counter()
        try:
            step = aotc.runtime.load(path, model)
            outcome = [identity(step.manifest), sorted(step.kernel_packs.items()) == sorted(
                (e, t) for e, targets in step.manifest.packs.items() for t in targets)]
        except ArtifactReplacedError as e:
            outcome = ["replaced", str(e)]
        except Exception as e:   # noqa: BLE001: every other outcome is a finding
            outcome = ["error", f"{type(e).__name__}: {e}\n{traceback.format_exc()[-1500:]}"]
        records.append([time.perf_counter() - t] + outcome)
        with loads.get_lock():
            loads.value += 1
        if stop.is_set():
            break
    with open("/proc/self/smaps_rollup") as f:
        private = sum(int(line.split()[1]) for line in f if line.startswith(("Private_Clean", "Private_Dirty")))
    results.put((number, records, replaced[0], private * 1024,
                 resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024))


def writer(path: str, b: Path, c_pack: tuple, loaders: int, loads, started, stop, results) -> None:
    def after(n):
        goal = loads.value + n
        while loads.value < goal:
            time.sleep(0.005)

    started.wait()
    after(loaders)                   # every loader (about) has loaded A
    manifest, programs = read_artifact(b)
    t = time.perf_counter()
    write_artifact(path, manifest, programs)             # a recompile: DIR is B
    first = time.perf_counter() - t
    after(loaders)
    t = time.perf_counter()
    add_pack(path, *c_pack)                              # build-kernels: DIR is C
    second = time.perf_counter() - t
    after(loaders)
    stop.set()
    results.put(("writer", first, second))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--loaders", type=int, default=64)
    ap.add_argument("--json", type=Path, default=None)
    a = ap.parse_args(argv)
    torch.set_num_threads(1)
    warnings.simplefilter("ignore")          # unsigned, said once per loader: 64 times
    with tempfile.TemporaryDirectory(prefix="aotc-loaders-") as tmp:
        work = Path(tmp)
        a_path, b_path, c_path = prepare(work)
        known = {identity(read_manifest(p)): name for p, name in ((a_path, "A"), (b_path, "B"), (c_path, "C"))}
        target = work / "DIR"
        shutil.copytree(a_path, target)
        alone = []
        for _ in range(20):
            t = time.perf_counter()
            aotc.runtime.load(target, load_example("mlp").MLP())
            alone.append(time.perf_counter() - t)

        ctx = multiprocessing.get_context("fork")
        loads, started, stop, results = ctx.Value("l", 0), ctx.Event(), ctx.Event(), ctx.Queue()
        procs = [ctx.Process(target=loader, args=(i, str(target), loads, started, stop, results))
                 for i in range(a.loaders)]
        procs.append(ctx.Process(target=writer, args=(str(target), b_path, pack_of(c_path), a.loaders, loads, started,
                                                      stop, results)))
        for p in procs:
            p.start()
        t0 = time.perf_counter()
        started.set()
        got, deadline = [], time.monotonic() + 600
        while len(got) < len(procs):
            try:
                got.append(results.get(timeout=1))
                continue
            except queue.Empty:
                pass
            if any(p.exitcode not in (None, 0) for p in procs) or time.monotonic() > deadline:
                break   # one crashed, or something hangs: the report says which
        wall = time.perf_counter() - t0
        stop.set()
        for p in procs:
            p.join(30)
            if p.exitcode is None:
                p.kill()
                p.join()
        crashed = [p.exitcode for p in procs if p.exitcode != 0]
        final = known.get(identity(read_manifest(target)), "other")

    writes = [g for g in got if g[0] == "writer"]
    per_loader = [g for g in got if g[0] != "writer"]
    records = [r for g in per_loader for r in g[1]]
    times = sorted(r[0] for r in records)
    outcomes: dict[str, int] = {}
    errors = []
    for r in records:
        if r[1] in known:
            key = known[r[1]] + ("" if r[2] else " (packs not as listed)")
        elif r[1] in ("replaced", "error"):
            key = r[1]
            if r[1] == "error":
                errors.append(r[2])
        else:
            key = "unknown artifact"
        outcomes[key] = outcomes.get(key, 0) + 1
    report = {
        "loaders": a.loaders, "machine": f"{os.cpu_count()} CPUs, torch {torch.__version__}",
        "loads": len(records), "outcomes": outcomes, "errors": errors[:5], "crashed": crashed,
        "loaders_reporting": len(per_loader), "final": final,
        "read_again": sum(g[2] for g in per_loader),
        "writes_s": [round(x, 3) for x in writes[0][1:]] if writes else None,
        "wall_s": round(wall, 2),
        "load_s": {"median": round(statistics.median(times), 4), "p95": round(times[int(0.95 * (len(times) - 1))], 4),
                   "max": round(times[-1], 4)} if times else None,
        "load_alone_s": {"median": round(statistics.median(alone), 4)},
        "private_mb_per_loader": {"median": round(statistics.median(g[3] for g in per_loader) / 2**20, 1),
                                  "max": round(max(g[3] for g in per_loader) / 2**20, 1)} if per_loader else None,
        "peak_rss_mb_per_loader": round(max(g[4] for g in per_loader) / 2**20, 1) if per_loader else None,
    }
    text = json.dumps(report, indent=1)
    print(text)
    if a.json:
        a.json.write_text(text)
    ok = not errors and not crashed and len(per_loader) == a.loaders and writes and final == "C" and set(
        outcomes) <= {"A", "B", "C", "replaced"}
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
