"""Async tensor parallelism (`--async-tp`, aotc.passes.spmd.async_tp): a tiny Llama's matmuls cut
into tp chunks around their all-gathers and reduce-scatters train, on real gloo processes, like
one process and exactly like the same compile without the cut; the pass cuts every site it
should, and the programs it leaves type-check and print their chunks."""

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
from aotc.ops import GATHER, REDUCE_SCATTER, WAIT, OpRegistry
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


def test_the_pass_cuts_every_site_of_a_small_llama(compiled):
    """Two layers: the forward's five gathered inputs (q/k/v and gate/up of each layer, the
    output layer) and four row-parallel outputs; the backward's four row-parallel output
    gradients gathered and four column-parallel input gradients reduce-scattered (q+k+v and
    gate+up, each a sum of matmuls). The backward's gathers of the column-parallel inputs feed
    only weight gradients, which sum over the gathered rows: left whole, and said so."""
    plain, cut, said = compiled
    assert [line for line in said if line.startswith("async tp")] == [
        "async tp: 9 all-gather -> matmul and 8 matmul -> reduce-scatter sites cut into 2 chunks",
        "async tp: left whole: all-gathers read only by matmuls that sum over the gathered rows "
        "(weight gradients) (4)"]
    registry = OpRegistry()
    before, after = read_artifact(plain)[1], read_artifact(cut)[1]
    for name, program in after.items():
        check_types(program, registry)

        def count(p, op):
            return sum(1 for o in p.flat_ops() if o.name == op and o.args[-1] == "tp")
        cut_sites = {"forward": (5, 4), "backward": (4, 4)}[name]
        # Each cut site's one collective became two.
        assert count(program, GATHER) == count(before[name], GATHER) + cut_sites[0]
        assert count(program, REDUCE_SCATTER) == count(before[name], REDUCE_SCATTER) + cut_sites[1]
    text = (cut / "forward.py").read_text()
    assert "aten.select.int(" in text and "aten.stack.default(" in text and "aten.cat.default(" in text


def test_rows_that_do_not_divide_are_left_whole_and_said_once(tmp_path):
    """Three tokens per rank do not cut into two chunks: every site is left whole, the compile
    says so in one line, and the flag is refused without tp."""
    from cli.main import main
    result = CliRunner().invoke(main, ["compile", f"{ROOT / 'examples/llama.py'}:Llama", "--arg", "config=tiny",
                                       "--shape", "1x6", "--mesh", "tp=2", "--async-tp", "-o", str(tmp_path / "a")])
    assert result.exit_code == 0, result.output
    assert "async tp: 0 all-gather -> matmul and 0 matmul -> reduce-scatter sites" in result.output
    (line,) = [line for line in result.output.splitlines() if "left whole" in line]
    assert "all-gather -> matmul sites whose 3 rows per rank do not cut into tp=2 chunks (9)" in line
    assert "matmul -> reduce-scatter sites whose 3 rows per rank do not cut into tp=2 chunks (9)" in line
    with pytest.raises(CompileError, match="--async-tp without tensor parallelism"):
        CompileOptions(inputs=(InputInfo("int64", (1, 6)),), async_tp=True)


def test_each_chunk_is_waited_for_after_every_matmul_of_the_chunk_before(compiled):
    """The wait for a site's second chunk comes after every matmul that reads the first (q, k
    and v; gate and up), so that the second chunk's gather runs under all of them, not under
    the first matmul alone."""
    _, cut, _ = compiled
    for program in read_artifact(cut)[1].values():
        ops = list(program.ops)
        made_by = {op.outputs[0]: op for op in ops if getattr(op, "name", None) == GATHER}
        waits = [i for i, op in enumerate(ops) if getattr(op, "name", None) == WAIT
                 and op.args[0] in made_by and made_by[op.args[0]].args[-1] == "tp"]
        def matmuls_reading(i):
            return [k for k, op in enumerate(ops) if getattr(op, "name", None) == "aten.mm.default"
                    and ops[i].outputs[0] in op.inputs()]
        checked = 0
        for i, j in zip(waits, waits[1:]):
            if any(getattr(op, "name", None) in (GATHER, REDUCE_SCATTER) for op in ops[i + 1:j]) or \
                    not matmuls_reading(i) or not matmuls_reading(j):
                continue                        # not two chunks of one all-gather -> matmul site
            assert max(matmuls_reading(i)) < j, (program.name, ops[i].outputs[0])
            checked += 1
        assert checked
