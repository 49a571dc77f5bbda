"""Async tensor parallelism (`--async-tp`, aotc.passes.spmd.async_tp): a tiny Llama's matmuls
fused with their all-gathers and reduce-scatters (aotc.customops.tp_matmul)
train, on real gloo processes, like one process and exactly like the same compile without them;
the pass fuses every site it should, the programs it leaves type-check, and the fused kernels give
what the collective and the whole matmul give, at 2 ranks and at 3."""

from __future__ import annotations

import faulthandler
import os

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from click.testing import CliRunner

import aotc.runtime
from aotc.compiler import compile_artifact
from aotc.session import Session
from aotc.errors import CompileError
from aotc.format.artifact import read_artifact
from aotc.meta import check_types
from aotc.model_info import InputInfo
from aotc.customops.tp_matmul import gather_mm_kernel, mm_scatter_kernel, tree_code
from aotc.ops import GATHER, GATHER_MM, MM_SCATTER, REDUCE_SCATTER, OpRegistry
from aotc.options import CompileOptions
from conftest import ROOT, exit_cleanly
from test_mesh import ADAM, TOKENS, batches, build, eager_run, loss_of, trainable

MESH = (("tp", 2),)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    """The tiny Llama of tests/test_mesh.py over tp=2, compiled without and with --async-tp, and
    what the compile said."""
    root = tmp_path_factory.mktemp("async_tp")
    said: list[str] = []
    inputs = (InputInfo("int64", TOKENS),) * 2
    plain = compile_artifact(build(), CompileOptions(inputs=inputs, mesh=MESH), root / "plain").path
    cut = compile_artifact(build(), CompileOptions(inputs=inputs, mesh=MESH, async_tp=True), root / "async",
                           Session(say=said.append)).path
    return plain, cut, said


def _worker(rank, paths, init_file, out_dir):
    faulthandler.enable(all_threads=True)
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=2)
    try:
        got = {}
        for name, path in paths.items():
            module = build()
            step = aotc.runtime.load(path, module)
            opt = torch.optim.AdamW(trainable(module), **ADAM)
            losses = []
            for x, y in batches(1):
                opt.zero_grad()
                loss = loss_of("llama", step, x, y)
                loss.backward()
                opt.step()
                losses.append(loss.item())
            got[name] = (losses, aotc.runtime.full_state_dict(step))
        torch.save(got, os.path.join(out_dir, f"rank{rank}.pt"))
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


@pytest.mark.slow
def test_async_tp_trains_like_one_process_and_exactly_like_plain_tp(compiled, tmp_path):
    plain, cut, _ = compiled
    mp.spawn(_worker, args=({"plain": str(plain), "async": str(cut)}, str(tmp_path / "init"), str(tmp_path)),
             nprocs=2)
    losses, state = eager_run("llama", 1)
    for rank in range(2):
        got = torch.load(tmp_path / f"rank{rank}.pt")
        (plain_losses, plain_state), (async_losses, async_state) = got["plain"], got["async"]
        torch.testing.assert_close(torch.tensor(async_losses), torch.tensor([s[0] for s in losses]),
                                   rtol=1e-5, atol=1e-5)
        for key, value in state.items():
            torch.testing.assert_close(async_state[key], value, rtol=1e-4, atol=1e-4,
                                       msg=lambda m, key=key: f"{key}: {m}")
        # Every element is the same dot product and the same sum over the two ranks as without
        # the cut: the same bits, three steps on.
        assert async_losses == plain_losses
        for key, value in plain_state.items():
            assert torch.equal(async_state[key], value), key


def test_the_pass_fuses_every_site_of_a_small_llama(compiled):
    """Two layers: the forward's five gathered inputs (q/k/v and gate/up of each layer, the
    output layer) and four row-parallel outputs; the backward's four row-parallel output
    gradients gathered and four column-parallel input gradients reduce-scattered (q+k+v and
    gate+up, each a sum of matmuls; one of them scaled by a norm's weight). The backward's
    gathers of the column-parallel inputs feed only weight gradients, which sum over the
    gathered rows: left whole, and said so."""
    plain, cut, said = compiled
    assert [line for line in said if line.startswith("async tp")] == [
        "async tp: 9 all-gather -> matmul and 8 matmul -> reduce-scatter sites fused with their matmuls over tp=2",
        "async tp: left whole: all-gathers read only by matmuls that sum over the gathered rows "
        "(weight gradients) (4)"]
    registry = OpRegistry()
    before, after = read_artifact(plain)[1], read_artifact(cut)[1]
    for name, program in after.items():
        check_types(program, registry)

        def count(p, op):
            return sum(1 for o in p.flat_ops() if o.name == op and o.args[-1] == "tp")
        fused = {"forward": (5, 4), "backward": (4, 4)}[name]
        # Each fused site's collective became its op.
        assert count(program, GATHER_MM) == fused[0]
        assert count(program, GATHER) == count(before[name], GATHER) - fused[0]
        assert count(program, MM_SCATTER) == fused[1]
        assert count(program, REDUCE_SCATTER) == count(before[name], REDUCE_SCATTER) - fused[1]
    text = (cut / "forward.py").read_text()
    assert "aotc.gather_mm.default(" in text and "aotc.mm_scatter.default(" in text


def test_rows_need_not_divide_and_the_flag_needs_tp(tmp_path):
    """Three tokens per rank: each rank's rows are one block of the fused op's, so every site fuses
    all the same; the flag is refused without tp."""
    from cli.main import main
    result = CliRunner().invoke(main, ["compile", f"{ROOT / 'examples/llama.py'}:Llama", "--arg", "config=tiny",
                                       "--shape", "1x6", "--mesh", "tp=2", "--async-tp", "-o", str(tmp_path / "a")])
    assert result.exit_code == 0, result.output
    line = next(line for line in result.output.splitlines() if "async tp: " in line)
    assert "async tp: 9 all-gather -> matmul and 9 matmul -> reduce-scatter sites fused" in line, result.output
    assert "do not cut" not in result.output
    with pytest.raises(CompileError, match="--async-tp without tensor parallelism"):
        CompileOptions(inputs=(InputInfo("int64", (1, 6)),), async_tp=True)


def _kernel_worker(rank, n, init_file, out_dir):
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=n)
    try:
        group = dist.group.WORLD.group_name
        torch.manual_seed(0)                           # the same weights everywhere, rows per rank
        w1, w2 = torch.randn(24, 40, dtype=torch.bfloat16), torch.randn(16, 40, dtype=torch.bfloat16)
        scale = torch.randn(40)
        shards = [torch.randn(5, 24, dtype=torch.bfloat16) for _ in range(n)]
        a1s = [torch.randn(4 * n, 24, dtype=torch.bfloat16) for _ in range(n)]
        a2s = [torch.randn(4 * n, 16, dtype=torch.bfloat16) for _ in range(n)]
        wt = w1.t().contiguous().t()                   # a weight laid out transposed, as linears' are
        gathered, y1, y2 = gather_mm_kernel(shards[rank], [w1, wt], n, group)
        out = mm_scatter_kernel([a1s[rank], a2s[rank]], [w1, w2], [scale],
                                tree_code(("scale", 0, (0, 1))), n, group)
        torch.save((gathered, y1, y2, out), os.path.join(out_dir, f"ring{rank}.pt"))
        dist.barrier()
    finally:
        dist.destroy_process_group()


@pytest.mark.parametrize("n", [2, 3])
def test_the_fused_kernels_give_what_the_collective_and_the_whole_matmul_give(n, tmp_path):
    mp.spawn(_kernel_worker, args=(n, str(tmp_path / "init"), str(tmp_path)), nprocs=n)
    torch.manual_seed(0)
    w1, w2 = torch.randn(24, 40, dtype=torch.bfloat16), torch.randn(16, 40, dtype=torch.bfloat16)
    scale = torch.randn(40)
    shards = [torch.randn(5, 24, dtype=torch.bfloat16) for _ in range(n)]
    a1s = [torch.randn(4 * n, 24, dtype=torch.bfloat16) for _ in range(n)]
    a2s = [torch.randn(4 * n, 16, dtype=torch.bfloat16) for _ in range(n)]
    whole = torch.cat(shards)
    partials = [(a1 @ w1 + a2 @ w2) * scale for a1, a2 in zip(a1s, a2s)]
    for rank in range(n):
        gathered, y1, y2, out = torch.load(tmp_path / f"ring{rank}.pt")
        assert torch.equal(gathered, whole)
        assert torch.equal(y1, whole @ w1) and torch.equal(y2, whole @ w1.t().contiguous().t())
        mine = [p[rank * 4:(rank + 1) * 4] for p in partials]
        expected = mine[0]
        for p in mine[1:]:
            expected = expected + p
        if n == 2:        # one addition of two terms: the collective's bits
            assert torch.equal(out, expected)
        else:             # the ring adds in its own order
            torch.testing.assert_close(out, expected, rtol=1e-5, atol=1e-5)


def test_a_format_12_manifest_holding_fused_tp_matmuls_is_refused(tmp_path):
    import shutil

    import msgpack

    from aotc.format.artifact import ArtifactError
    from aotc.runtime import check_programs
    art = shutil.copytree(ROOT / "artifacts" / "golden" / "v13-llama-tiny-async-tp2", tmp_path / "a")
    data = msgpack.unpackb((art / "manifest.msgpack").read_bytes())
    data["format_version"] = 12
    (art / "manifest.msgpack").write_bytes(msgpack.packb(data))
    manifest, programs = read_artifact(art)
    with pytest.raises(ArtifactError, match=r"fused with tp's collectives .* came with format 13, in a format-12"):
        check_programs(art, manifest, programs, OpRegistry())
