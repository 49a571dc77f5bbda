"""`thunder-aot`: compile, build kernels for, inspect, verify and run ahead-of-time compiled
training steps.

Each command parses its flags into aotc's options, calls one aotc function, and prints the
report it returns (cli/render.py). Exit codes are the same for every command:
0 success, 1 a failed check (verify) or an internal error (with a traceback), 2 bad usage,
a model that cannot be compiled or whose own code raised, or an artifact that cannot be read
or run, 130 interrupted.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import click

from aotc.options import DEVICES
from aotc.format.artifact import read_manifest
from aotc.version import __version__
from cli import render, render_runs
from cli.errors import reports_errors
from cli.compile_options import compile_options, options_of
from cli.params import INPUT_TYPE, TOKEN_SHAPE, args_dict, plan_file, shape_buckets
from cli.run_options import VERIFY_HELP, rebuild_options, trusted_keys_option

# Nothing above imports torch, so `--help` answers at once; each command imports what it runs
# (torch, the tracer, the runtime) when it runs.

@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="thunder-aot")
def main():
    """Compile a PyTorch training step ahead of time into a versioned artifact directory,
    and check or run that artifact against eager PyTorch.

    \b
      thunder-aot compile examples/llama.py:Llama --arg config=tiny --shape 2x64 -o artifacts/llama-tiny
      thunder-aot build-kernels artifacts/llama-tiny
      thunder-aot inspect artifacts/llama-tiny
      thunder-aot verify  artifacts/llama-tiny
      thunder-aot run     artifacts/llama-tiny --steps 30
      thunder-aot sign    artifacts/llama-tiny --key ci.pem

    Exit codes: 0 success; 1 a failed check (verify) or an internal error, printed with its
    traceback; 2 bad usage, a model that cannot be compiled or whose own code raised (with its
    traceback), or an artifact that cannot be read or run, with the reason on stderr; 130
    interrupted (Ctrl-C).
    """


# ----------------------------------------------------------------------------------------- compile

@main.command("compile")
@click.argument("spec")
@click.option("--shape", "shapes", type=TOKEN_SHAPE, metavar="BxT", multiple=True,
              help="One int64 token-id input of this shape, e.g. 2x64 for batch 2, sequence 64. Given "
                   "several times (--shape 1x2048 --shape 1x4096), the artifact holds one entry per "
                   "shape (a shape bucket) and runs the one each call's inputs match.")
@click.option("--input", "inputs", multiple=True, type=INPUT_TYPE,
              help="One input DTYPE[SHAPE], e.g. f32[8,16] or i64[2,64], repeatable, in forward's argument "
                   "order; with --shape, the --shape input comes first. NAME=DTYPE[SHAPE] (labels=i64[2,64]) "
                   "gives forward's parameter NAME by keyword, after the positional inputs; every parameter "
                   "not given stays at its default. A dimension "
                   "may list a size per shape bucket, i64[1,2048|4096]. "
                   "Dtypes: f32 f64 f16 bf16 i64 i32 i16 i8 u8 bool (or full names like float32).")
@compile_options
@click.option("--tp-plan-file", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="A JSON object of GLOB: STYLE pairs, applied before any --tp-plan.")
@click.option("--dump-after", "dump_after", multiple=True, metavar="PASS",
              help="Write the programs as they stand after this pass (repeatable; a pass that runs "
                   "twice is written twice) into --dump-dir, as NN-PASS.PROGRAM.py. A name that is "
                   "not a pass of this compile is refused with the list of its passes.")
@click.option("--dump-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Directory for --dump-after's files. Default: DIR.passes beside the artifact.")
@click.option("-o", "--output", type=click.Path(file_okay=False, path_type=Path),
              help="Artifact directory to write (replaced atomically if it holds an artifact). "
                   "Default: artifacts/<attr lowercased>, e.g. artifacts/llama.")
@click.option("-q", "--quiet", is_flag=True, help="Print only the artifact's path.")
@reports_errors
def compile_command(spec, shapes, inputs, tp_plan_file, dump_after, dump_dir, output, quiet, **flags):
    """Compile the model SPEC for the given example inputs into an artifact directory.

    SPEC names a module class or a factory returning one: path/file.py:Attr or
    package.module:Attr, or a transformers model: hf:CLASS (hf:Qwen3ForCausalLM) or
    hf:MODEL_TYPE (hf:qwen3), its config from --arg config=config.json and --arg FIELD=VALUE,
    or a torchtitan model: titan:MODEL:FLAVOR (titan:llama3:8B, --arg layers=N), taking token
    ids and positions within documents. It is built on the meta device, so compiling allocates
    no weights.
    Give its inputs with --shape (token ids) and/or --input. Prints each phase (import, capture,
    passes, write) with its time as it completes, then ops per program, what the forward saves
    for the backward, and the artifact's size and path. Several --shape (or sizes D|D in
    --input) compile one entry per shape bucket; the loaded artifact runs each call's bucket.

    \b
      thunder-aot compile examples/llama.py:Llama --arg config=tiny --shape 2x64
      thunder-aot compile examples/llama.py:Llama --arg config=tiny --shape 1x64 --shape 1x256
      thunder-aot compile examples/mlp.py:MLP --arg hidden=128 --input f32[8,32]
      thunder-aot compile examples/llama.py:Llama --arg config=tiny --shape 1x64 --mesh pp=2,dp=2 --shard fsdp-zero2
    """
    from aotc.compiler import CompileOptions, compile_artifact   # torch and the tracer
    from aotc.session import Session

    # torch logs its own view of a failed trace (fake-tensor errors) ahead of ours; ours names
    # the model's line and the fix, so theirs stays quiet.
    logging.getLogger("torch").setLevel(logging.CRITICAL)
    buckets = shape_buckets(tuple(shapes), tuple(inputs))
    if not buckets:
        raise click.UsageError("no example inputs: give --shape BxT or --input DTYPE[SHAPE]")
    fields = options_of(flags)
    fields["tp_plan"] = plan_file(tp_plan_file) + fields["tp_plan"]
    from aotc.frontend.importer import spec_name      # imports torch: not for --help
    output = output or Path("artifacts") / spec_name(spec)
    options = CompileOptions(inputs=buckets[0], buckets=tuple(buckets[1:]), **fields)
    if not quiet:
        click.echo(render.compile_header(spec, options.args, buckets, options.dtype, options.device, options.inference))
    progress = None if quiet else (lambda name, seconds: click.echo(render.compile_phase(name, seconds)))
    say = None if quiet else (lambda line: click.echo(f"  {line}"))
    if dump_after and dump_dir is None:
        dump_dir = output.with_name(output.name + ".passes")
    report = compile_artifact(spec, options, output, Session(progress=progress, say=say or (lambda _: None),
                                                             dump_after=frozenset(dump_after), dump_dir=dump_dir))
    if quiet:
        click.echo(str(report.path))
        return
    for line in render.compile_summary(report):
        click.echo(line)
    if dump_after:
        click.echo(f"programs after {', '.join(dump_after)} in {dump_dir}")


# ------------------------------------------------------------------------------------ trusted keys

def _keys(path: Path | None):
    """The trusted keys in the file, or None (nothing checked)."""
    if path is None or str(path) == "":
        return None
    from aotc.format.signing import TrustedKeys
    return TrustedKeys.read(path)


# ----------------------------------------------------------------------------------------- inspect

@main.command("inspect")
@click.argument("artifact", metavar="DIR", type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True,
              help="Print one JSON document with every fact (all parameters, buffers and op counts; "
                   "sizes in bytes) instead of text.")
@click.option("--all", "show_all", is_flag=True,
              help=f"List every parameter, buffer and op kind (text shows the first "
                   f"{render.PARAMS_SHOWN} parameters and the top {render.TOP_OPS} ops).")
@reports_errors
def inspect_command(artifact, as_json, show_all):
    """Show what the artifact DIR holds and how it was made.

    Versions (format, thunder-aot, torch), the spec, arguments, dtype, device, frozen globs and
    mode it was compiled with, its inputs and outputs, its parameters (count, elements, bytes,
    names) and buffers, the ops of each program by kind, and what the forward saves for the
    backward. Every file is checked against the manifest's hashes first.
    """
    from aotc import tools

    summary = tools.describe(artifact)
    if as_json:
        click.echo(json.dumps(render.inspect_json(summary), indent=2, default=str))
        return
    for line in render.inspect_text(summary, show_all):
        click.echo(line)


# ------------------------------------------------------------------------------------------- check

@main.command("check")
@click.argument("artifact", metavar="DIR", type=click.Path(path_type=Path))
@click.option("--device", type=click.Choice(DEVICES), default=None,
              help="The device the job will use. Default: cuda when this machine has one, else cpu.")
@click.option("--world-size", type=click.IntRange(min=1), default=None,
              help="The job's number of ranks, checked against the artifact's sharding plan.")
@trusted_keys_option
@click.option("--json", "as_json", is_flag=True, help="Print the findings as JSON.")
@reports_errors
def check_command(artifact, device, world_size, trusted_keys, as_json):
    """Check, without running it, whether the artifact DIR will run on this machine, and how.

    Reads every file against its hash and the format version against this reader's range,
    resolves every op in this torch and runs it on meta tensors of its inputs' types (which
    load leaves out for its speed), and compares the target device, the kernel packs (which
    one will run the fused regions, or why none will) and the sharding plan's world size with
    this machine and job. With --trusted-keys, the programs' signature is checked first (nothing
    else is read unless it holds) and every kernel pack's too. Exit 0 when it will run, 1 when
    it will not (every reason listed), 2 on bad usage.
    """
    from aotc.tools.check import check

    report = check(artifact, device=device, world_size=world_size, trusted_keys=_keys(trusted_keys))
    if as_json:
        click.echo(json.dumps(report.to_data(), indent=2))
    else:
        for f in report.findings:
            click.echo(f"{'ok  ' if f.ok else 'FAIL'}  {f.name:<11}{f.detail}")
        click.echo(f"{report.path}: " + ("will run" if report.ok else "will not run") + f" on {report.device}")
    if not report.ok:
        sys.exit(1)


# -------------------------------------------------------------------------------------------- diff

@main.command("diff")
@click.argument("a", metavar="A", type=click.Path(path_type=Path))
@click.argument("b", metavar="B", type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print every difference as JSON (see docs/cli.md).")
@click.option("--fail-on", "fail_on", multiple=True, metavar="METRIC:THRESHOLD",
              help="Exit 1 when B differs from A this way (repeatable): METRIC one of saved-bytes, "
                   "peak-memory, ops, kernels, collectives, collective-bytes, parameters; THRESHOLD "
                   "`any`, `+N` or `+N%`, e.g. saved-bytes:+5%, collectives:+0, ops:any.")
@reports_errors
def diff_command(a, b, as_json, fail_on):
    """Show how artifact B differs from artifact A.

    The manifest (versions, model and arguments, dtype, device, inputs, parameters, executors,
    kernel packs, sharding, remat), each program's op counts by op name (and, when the counts
    agree, its ops by name and result types), fusion regions and distinct kernels, and what
    the forward saves and the estimated peak memory. Values are never compared by the names
    the printer gives them, so recompiling the same model shows no change. Exit 0, or 1 when a
    --fail-on condition is met (each is listed), 2 on bad usage or an unreadable artifact.
    """
    from aotc.tools.diff import diff, gate, parse_condition

    for condition in fail_on:
        parse_condition(condition)          # bad usage is said before any artifact is read
    result = diff(a, b)
    met = gate(result, list(fail_on))
    if as_json:
        click.echo(json.dumps({**result.to_data(), "fail_on_met": met}, indent=2, default=str))
    else:
        color = sys.stdout.isatty()       # plain when piped: the +/- markers carry it
        for line in render_runs.diff_text(result, met):
            fg = {"+": "green", "-": "red", "!": "yellow"}.get(line[0])
            click.echo(click.style(line, fg=fg) if color and fg else line)
    if met:
        sys.exit(1)


# ----------------------------------------------------------------------------------- build-kernels

@main.command("build-kernels")
@click.argument("artifact", metavar="DIR", type=click.Path(path_type=Path))
@click.option("-q", "--quiet", is_flag=True, help="Print only the summary line.")
@click.option("--target", default="", metavar="NAME",
              help="Build for the recorded target NAME (e.g. sm90) on this machine, which needs no device of it; "
                   "the Inductor pack is unchecked until --check runs on a machine of the target.")
@click.option("--check", is_flag=True, help="Check this machine's unchecked packs (built with --target) region by "
                                            "region, and mark them checked.")
@click.option("--tuning", default=None, metavar="FILE", type=click.Path(dir_okay=False, path_type=Path),
              help="With --target: take the attention choice and Triton configs from FILE, a tuning record a build "
                   "on a machine of the target wrote (--tuning-out), where it covers them; heuristics elsewhere.")
@click.option("--tuning-out", default=None, metavar="FILE", type=click.Path(dir_okay=False, path_type=Path),
              help="On the GPU: also write what this build measured (attention times per shape, each Triton "
                   "kernel's autotuned config) to FILE, for builds with --target --tuning FILE.")
@click.option("--target-triton", is_flag=True,
              help="With --target: build with the target's Triton release (3.6.0 for sm90), installed once from the "
                   "package index into ~/.cache/thunder-aot (XDG_CACHE_HOME) where this environment has another.")
@reports_errors
def build_kernels_command(artifact, quiet, target, check, tuning, tuning_out, target_triton):
    """Add each executor's kernel pack for this machine to the artifact DIR.

    Inductor compiles each distinct fusion region of the artifact for this machine's device
    (the artifact's: a CUDA artifact needs a GPU here; its capability, torch and Triton
    versions name the pack), every kernel is checked against the region's ATen ops on random
    inputs, and the binaries, their launch plans and their source go into
    DIR/kernels/inductor/<target>/, hashed in the manifest. On CUDA the attention executor
    also times each attention kernel at the artifact's shapes and records the fastest in
    DIR/kernels/attention/<target>/. A region whose kernels cannot be read or disagree keeps
    running op by op; the summary says which and why, one line per executor. The portable
    program stays as it was: a machine without a matching pack runs it.

    \b
    Typical recipe: compile on a CPU box, build kernels on one GPU of the kind the job uses,
    ship the directory:
      thunder-aot compile examples/llama.py:Llama --shape 1x8192 --device cuda -o artifacts/llama
      thunder-aot build-kernels artifacts/llama        # on the GPU machine

    With --target NAME (`sm90`: H100 and H200) the Inductor pack is built on this machine,
    with no GPU: Triton compiles to the target's cubins against its recorded device, launches
    are planned from Inductor's launcher code, one config per kernel by Inductor's heuristics.
    Nothing runs, so the pack is unchecked: a runtime runs its regions op by op until
    `build-kernels DIR --check` on a machine of the target has checked each (one that
    disagrees stays op by op, named). The attention kernel is chosen without timing: cuDNN on
    sm90 wherever it takes a call (half precision), else each call's default kernel. With
    --tuning FILE, a record a GPU build wrote with --tuning-out, the attention choice and each
    kernel's Triton config come from FILE where it covers them; the summary counts each.
    FlexAttention's templates build likewise (a record's config, else Inductor's default);
    TransformerEngine's executor runs only on the device and builds nothing for a target; the
    summary says so.

    \b
      thunder-aot build-kernels artifacts/llama --tuning-out llama.tuning.json   # once, on a GPU
      thunder-aot build-kernels artifacts/llama --target sm90 --tuning llama.tuning.json   # CPU box
      thunder-aot build-kernels artifacts/llama --check          # once, on the GPU machine

    A pack built with another Triton than the target's loads there, but its kernels are not
    the code the job's Triton makes; --target-triton builds with the target's own release,
    set up beside this environment (nothing in it changes) the first time it is asked for.
    """
    from aotc.executors import side_triton
    from aotc.executors.build import build_kernels, check_packs

    side_triton.check_promised()
    if target_triton:
        if not target:
            raise click.UsageError("--target-triton builds with the Triton of a --target: give --target NAME too")
        from aotc.executors.target import BuildTarget

        wanted = BuildTarget.recorded(target).triton
        if side_triton.installed_triton() != wanted:
            folder = side_triton.side_triton(wanted, say=None if quiet else lambda line: click.echo(line))
            argv = ["build-kernels", str(artifact), "--target", target, *(["-q"] if quiet else []),
                    *(["--tuning", str(tuning)] if tuning else []), *(["--tuning-out", str(tuning_out)] if tuning_out else [])]
            sys.exit(side_triton.run_with(folder, wanted, argv))
    if check and target:
        raise click.UsageError("--check checks packs built earlier with --target: give one of them")
    say = None if quiet else lambda line: click.echo(f"  {line}")
    if check and (tuning or tuning_out):
        raise click.UsageError("--check runs packs built earlier as they are: leave --tuning and --tuning-out out")
    reports = check_packs(artifact, progress=say) if check else \
        build_kernels(artifact, progress=say, target=target, tuning=tuning, tuning_out=tuning_out)
    for line in render.build_summary(artifact, reports):
        click.echo(line)
    if tuning_out:
        from aotc.executors.tuning import read_tuning
        written = read_tuning(tuning_out)
        click.echo(f"tuning record {tuning_out}: {len(written.attention)} attention shapes, "
                   f"{len(written.kernels)} Triton kernel configs, measured on {written.target}")
    from aotc.format.artifact import signatures

    manifest = read_manifest(artifact)
    found = signatures(artifact, manifest)
    unsigned = [what for what, sig in found.items() if sig is None and what != "programs"]
    if any(found.values()) and unsigned:
        click.echo(f"note: {artifact} is signed, and its new kernel pack is not: loads with trusted keys refuse "
                   f"{', '.join(unsigned)} until signed. The programs' signature still holds. Renew with: "
                   f"thunder-aot sign {artifact} --key KEY " + " ".join(f"--pack {p}" for p in unsigned))


# -------------------------------------------------------------------------------------------- sign

@main.command("sign")
@click.argument("artifact", metavar="DIR", type=click.Path(path_type=Path))
@click.option("--key", required=True, type=click.Path(dir_okay=False, path_type=Path), metavar="PRIVATE.pem",
              help="Ed25519 private key in PEM, as `openssl genpkey -algorithm ed25519 -out KEY.pem` writes it.")
@click.option("--signer", default="", metavar="NAME",
              help="Who signs (e.g. ci@example.org), recorded in the signature and covered by it.")
@click.option("--pack", "packs", multiple=True, metavar="EXECUTOR/TARGET",
              help="Sign this kernel pack only (repeatable), e.g. inductor/cuda-sm90-torch2.11.0-triton3.5.0: for "
                   "the machine that built it, leaving the programs' signature as it is.")
@click.option("--all-packs", is_flag=True, help="Sign every kernel pack the artifact holds, and not its programs.")
@reports_errors
def sign_command(artifact, key, signer, packs, all_packs):
    """Sign the artifact DIR, so that jobs loading it with trusted keys know who made it.

    Without --pack or --all-packs, signs the programs (the manifest less its kernel packs, and
    through its sha256 table every program file) and every kernel pack the artifact holds.
    A pack is signed on its own (its files' hashes and the programs it was built for), since
    it is usually built on another machine than the programs: build-kernels keeps the
    programs' signature valid and leaves the new pack unsigned until signed with --pack.
    Signatures are files under DIR/signatures/, written as every write into DIR is (a kill
    leaves the old signatures or the new). Every file signed is checked against its hash first.

    \b
      openssl genpkey -algorithm ed25519 -out ci.pem
      openssl pkey -in ci.pem -pubout -out trusted.pem     # what jobs trust
      thunder-aot sign artifacts/llama --key ci.pem --signer ci
      thunder-aot check artifacts/llama --trusted-keys trusted.pem
    """
    from aotc.format.artifact import pack_names, sign_artifact
    from aotc.format.signing import read_private_key

    if packs and all_packs:
        raise click.UsageError("give --pack or --all-packs, not both")
    private = read_private_key(key)
    names = pack_names(read_manifest(artifact))
    for p in packs:
        if p not in names:
            raise click.UsageError(f"--pack {p}: {artifact} holds no such kernel pack; it holds: "
                                   f"{', '.join(names) or 'none'}")
    made = sign_artifact(artifact, private, signer, programs=not (packs or all_packs),
                         packs=[tuple(p.split("/", 1)) for p in packs] if packs else None)
    for sig in made:
        click.echo(f"signed {sig.what}: {sig.who()}")
    if not made:
        click.echo(f"{artifact}: holds no kernel pack; nothing signed")


@main.command("verify", help=VERIFY_HELP)
@click.argument("artifact", metavar="DIR", type=click.Path(path_type=Path))
@rebuild_options
@click.option("--rtol", type=float, default=None,
              help="Relative tolerance, a fraction of the largest |eager| element of each tensor. "
                   "Default by the artifact's dtype (see above).")
@click.option("--atol", type=float, default=None,
              help="Absolute tolerance added to rtol's allowance. Default by the artifact's dtype.")
@click.option("--top", type=int, default=20, show_default=True,
              help="Gradient rows to print, worst first; 0 prints every parameter.")
@reports_errors
def verify_command(artifact, spec, args, seed, kernels, trusted_keys, cudagraphs, rtol, atol, top):
    # The help text is VERIFY_HELP above, which lists the default tolerance table.
    from aotc import tools

    report = tools.verify(artifact, spec=spec, arg_overrides=args_dict(args), seed=seed,
                          rtol=rtol, atol=atol, kernels=kernels, cudagraphs=cudagraphs,
                          trusted_keys=_keys(trusted_keys))
    for line in render_runs.verify_text(report, top):
        click.echo(line)
    if not report.ok:
        sys.exit(1)


# --------------------------------------------------------------------------------------------- run

@main.command("run")
@click.argument("artifact", metavar="DIR", type=click.Path(path_type=Path))
@click.option("--steps", type=click.IntRange(min=1), required=True, help="Optimizer steps to take.")
@click.option("--lr", type=float, default=1e-3, show_default=True, help="AdamW learning rate.")
@rebuild_options
@reports_errors
def run_command(artifact, steps, lr, spec, args, seed, kernels, trusted_keys, cudagraphs):
    """Train from the artifact DIR next to eager PyTorch and compare losses and step times.

    Builds the model twice from one seed (as verify does), gives each copy its own AdamW, and
    takes --steps steps of each on one fixed synthetic batch, so the loss falls as the model
    fits it; the loss is verify's. Prints each step's eager and artifact loss and time
    (forward, loss, backward and optimizer step), then the median step time of each, leaving
    out step 1 (warm-up), and the ratio eager/artifact (above 1: the artifact is faster).
    Needs a training artifact (compiled without --inference).
    """
    from aotc import tools

    kwargs = args_dict(args)
    made = read_manifest(artifact).made

    def on_step(record: tools.StepRecord):
        # The header waits for the first step, so a model that cannot be rebuilt prints only its error.
        if record.step == 1:
            for line in render_runs.run_header(spec or made.spec, {**made.args, **kwargs}, artifact, steps, lr, seed):
                click.echo(line)
        click.echo(render_runs.run_step(record))

    report = tools.train(artifact, steps, lr=lr, seed=seed, spec=spec, arg_overrides=kwargs, on_step=on_step,
                         kernels=kernels, cudagraphs=cudagraphs, trusted_keys=_keys(trusted_keys))
    for line in render_runs.run_summary(report):
        click.echo(line)


if __name__ == "__main__":
    main(prog_name="thunder-aot")
