"""Options that more than one command takes: the trusted keys (check, verify, run), how verify
and run rebuild the model an artifact came from, and verify's help with its tolerances."""

from __future__ import annotations

import inspect
from pathlib import Path

import click

from aotc.tolerance import DEFAULT_TOLERANCES
from cli.params import KEY_VALUE

TRUSTED_KEYS_ENV = "AOTC_TRUSTED_KEYS"   # aotc.runtime.trust reads the same for training scripts

trusted_keys_option = click.option(
    "--trusted-keys", type=click.Path(dir_okay=False, path_type=Path), envvar=TRUSTED_KEYS_ENV, default=None,
    metavar="FILE", show_envvar=True,
    help="PEM file of the Ed25519 public keys trusted to make artifacts (openssl pkey -in KEY -pubout). "
         "An artifact not signed by one of them, or changed since it was signed, is refused before any "
         "file but its manifest is read.")


def rebuild_options(command):
    """--spec, --arg and --seed: how verify and run rebuild the model the artifact came from."""
    command = click.option("--cudagraphs", is_flag=True,
                           help="Replay each program from a CUDA graph after two plain steps (CUDA "
                                "artifacts only; outputs then live until the next step).")(command)
    command = trusted_keys_option(command)
    command = click.option("--kernels", type=click.Choice(["auto", "off"]), default="auto", show_default=True,
                           help="auto: run fused regions through the artifact's kernel pack for this "
                                "machine when it has one; off: the portable program only.")(command)
    command = click.option("--seed", type=int, default=0, show_default=True,
                           help="Seed for the random weights (torch.manual_seed) and the synthetic data.")(command)
    command = click.option("--arg", "args", multiple=True, type=KEY_VALUE,
                           help="Override or add a model argument the manifest records, KEY=VALUE as "
                                "for compile; repeatable.")(command)
    command = click.option("--spec", default=None, metavar="SPEC",
                           help="Build the model from this spec instead of the one the manifest records "
                                "(which is relative to where compile ran).")(command)
    return command


VERIFY_HELP = inspect.cleandoc("""
    Check one training step of the artifact DIR against eager PyTorch; exit 1 on a mismatch.

    Rebuilds the model from the spec and arguments the manifest records (override them with
    --spec and --arg) with random weights from --seed, on the artifact's device and dtype, with
    its frozen parameters frozen; then a second, identical copy runs through the artifact. Both
    take the same random inputs of the artifact's input types (integer inputs are drawn below
    the first nn.Embedding's size, else from {0, 1}; one bound to a forward parameter named for
    positions is 0, 1, ... along each row; inputs compiled by keyword are passed by name) and
    the same loss: cross-entropy against
    random targets when the model maps one integer [B, T] input to one float [B, T, V] output,
    otherwise the sum over float outputs of (output * a fixed random tensor).sum().

    Prints the largest absolute and relative difference of the loss, each output and every
    parameter's gradient, worst first. A tensor passes when
    max|artifact - eager| <= atol + rtol * max|eager|. A frozen parameter passes only if
    neither side gives it a gradient. An inference artifact compares loss and outputs only.
    """) + "\n\n\b\nDefault tolerances by the artifact's dtype:\n" + "\n".join(
    f"  {dtype:<9} rtol {t.rtol:g}, atol {t.atol:g}" for dtype, t in DEFAULT_TOLERANCES.items())
