"""Reports of the commands that compare and run artifacts (diff, verify, run) -> text lines.
Pure functions of aotc's frozen reports, as cli/render.py's."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from cli.render import human_bytes, show_model, show_seconds

if TYPE_CHECKING:   # annotations only: rendering needs none of these modules (or torch) loaded
    from aotc.numerics import Comparison
    from aotc.tools import RunReport, StepRecord, VerifyReport


# -------------------------------------------------------------------------------------------- diff

def diff_text(d, met: list[str]) -> list[str]:
    """Lines; a change's line starts with '+' (grew, added), '-' (shrank, removed) or ' ', a
    met --fail-on condition's with '!': the CLI colours them on a terminal."""
    if not d.changes:
        lines = [f"no change between {d.a} and {d.b}"]
    else:
        lines = [f"{d.a} -> {d.b}: {len(d.changes)} differences"
                 + ("" if d.programs_changed else " (the programs are the same)")]
        section = None
        for c in d.changes:
            if c.section != section:
                section = c.section
                lines.append(section)
            marker = " "
            if isinstance(c.before, (int, float)) and isinstance(c.after, (int, float)) \
                    and not isinstance(c.before, bool):
                marker = "+" if c.after > c.before else "-" if c.after < c.before else " "
                delta = c.after - c.before
                pct = f", {delta / c.before:+.1%}" if c.before else ""
                lines.append(f"{marker}   {c.item}: {_num_or_bytes(c.item, c.before)} -> "
                             f"{_num_or_bytes(c.item, c.after)} ({delta:+,}{pct}){_in_modules(c.modules)}")
            elif c.before is None:
                after = _num_or_bytes(c.item, c.after) if isinstance(c.after, int) else c.after
                lines.append(f"+   {c.item}: added {after}")
            elif c.after is None:
                before = _num_or_bytes(c.item, c.before) if isinstance(c.before, int) else c.before
                lines.append(f"-   {c.item}: removed (was {before})")
            else:
                lines.append(f"    {c.item}: {c.before} -> {c.after}")
    for reason in met:
        lines.append(f"! fail-on met: {reason}")
    return lines


def _in_modules(modules) -> str:
    if not modules:
        return ""
    shown = ", ".join(modules[:3]) + (f" and {len(modules) - 3} more" if len(modules) > 3 else "")
    return f" in {shown}"


def _num_or_bytes(item: str, n) -> str:
    return human_bytes(n) if "bytes" in item else f"{n:,}"


# ------------------------------------------------------------------------------------------ verify

def _num(x: float) -> str:
    return "-" if math.isnan(x) else f"{x:.2e}"


def _row(c: Comparison, width: int) -> str:
    verdict = "ok" if c.ok else "FAIL"
    rel = "-" if math.isnan(c.max_abs) else f"{c.rel:.2e}"
    line = f"  {c.name:<{width}}  {_num(c.max_abs):>10}  {_num(c.scale):>10}  {rel:>10}  {verdict}"
    return f"{line}  {c.note}" if c.note else line


def verify_text(r: VerifyReport, top: int) -> list[str]:
    t = r.tolerance
    rows = [r.loss, *r.outputs]
    grads = r.grads if top <= 0 else r.grads[:top]
    width = max(len(c.name) for c in (*rows, *grads))
    header = f"  {'':<{width}}  {'max |diff|':>10}  {'max |eager|':>10}  {'rel':>10}"
    lines = [
        f"verify {r.path} against eager PyTorch",
        f"  model      {show_model(r.spec, r.args)}, seed {r.seed}, {r.dtype} on {r.device}",
        f"  inputs     {', '.join(r.inputs)}",
        f"  loss       {r.loss_rule}",
        f"  tolerance  max|artifact - eager| <= {t.atol:g} + {t.rtol:g} * max|eager|, per tensor",
        "",
        header,
        *(_row(c, width) for c in rows),
    ]
    if r.training:
        lines += ["", f"gradients of {len(r.grads)} parameters ({r.frozen} frozen), worst first:", header]
        lines += [_row(c, width) for c in grads]
        if len(grads) < len(r.grads):
            rest = r.grads[len(grads):]
            state = "all within tolerance" if all(c.ok for c in rest) else "some FAIL"
            lines.append(f"  ... {len(rest)} more, {state} (--top 0 lists every one)")
    else:
        lines += ["", "inference artifact: no backward, so no gradients to compare"]
    failures = r.failures
    checked = 1 + len(r.outputs) + len(r.grads)
    lines.append("")
    if failures:
        lines.append(f"FAIL: {len(failures)} of {checked} tensors differ from eager beyond tolerance: "
                     f"{', '.join(c.name for c in failures[:5])}{', ...' if len(failures) > 5 else ''}")
    else:
        lines.append(f"OK: loss, {len(r.outputs)} output(s) and {len(r.grads)} gradient(s) match eager "
                     "within tolerance")
    return lines


# --------------------------------------------------------------------------------------------- run

def run_header(r_spec: str, args: dict, path, steps: int, lr: float, seed: int) -> list[str]:
    return [f"train {show_model(r_spec, args)} for {steps} steps, AdamW lr {lr:g}, seed {seed}, "
            f"eager next to {path}",
            f"{'step':>6}  {'eager loss':>12}  {'artifact loss':>14}  {'eager':>10}  {'artifact':>10}"]


def run_step(s: StepRecord) -> str:
    return (f"{s.step:>6}  {s.eager_loss:>12.6f}  {s.artifact_loss:>14.6f}  "
            f"{show_seconds(s.eager_s):>10}  {show_seconds(s.artifact_s):>10}")


def run_summary(r: RunReport) -> list[str]:
    timed = "median of steps 2.." + str(len(r.steps)) if len(r.steps) > 1 else "step 1 (warm-up included)"
    def spread(side):
        lo, mid, hi = r.spread(side)
        return f"{show_seconds(mid)} ({show_seconds(lo)} .. {show_seconds(hi)})"

    return [
        f"loss: {r.loss_rule}; largest eager/artifact gap {r.max_loss_gap:.2e}",
        f"step time ({timed}, min .. max): eager {spread('eager')}, artifact {spread('artifact')}, "
        f"eager/artifact {r.speedup:.2f}x",
    ]
