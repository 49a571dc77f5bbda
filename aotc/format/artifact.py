"""Writing and reading artifact directories.

    DIR/manifest.msgpack    the Manifest, with the sha256 of every other file
    DIR/<program>.msgpack   each program its entry points run (aotc.format.serde): forward and,
                            for a training step, backward
    DIR/<program>.py        the same programs rendered for people and diffs; never executed
    DIR/kernels/<executor>/<target>/   kernel packs (aotc.format.pack), added by build-kernels
                            (formats before 7: DIR/kernels/<target>/, Inductor's)

Every write (compile, build-kernels) makes the whole new directory beside DIR, with the
manifest last, and swaps it with DIR in one step (aotc.format.atomic), so whenever a writer is
killed, DIR is the old artifact or the new one, never a mix and never missing. Every file of
the old DIR that its manifest does not list (a user's) is hard-linked into the new directory
before the swap, and never deleted. A reader refuses a .DIR.thunder-aot-* directory.

Reading checks the format version, every hash and every program's structure before anything
is built from it.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from dataclasses import replace
from pathlib import Path

import msgpack

from aotc.errors import ArtifactError, ArtifactReplacedError
from aotc.format.atomic import MANIFEST, TEMP_MARK, carry, replacing, scratch_dir
from aotc.format.files import ArtifactDir
from aotc.format.manifest import Manifest, pack_prefix
from aotc.format.pack import valid_pack_file, valid_target_name
from aotc.format.signing import (PROGRAMS_SIG, SIGNATURES, Signature, TrustedKeys, is_signature_file,
                                 pack_signature_file, sign, verify)
from aotc.format.serde import FormatError, program_from_bytes, program_to_bytes
from aotc.ir import Program
from aotc.printer import render
from aotc.version import FORMAT_VERSION, READABLE_FORMATS, UNCHECKED_PACK_FORMAT

# The programs of an artifact of one training step; a manifest may name others (identifiers).
PROGRAMS = ("forward", "backward")
FILES = frozenset(f"{p}.{ext}" for p in PROGRAMS for ext in ("msgpack", "py"))


def program_files(programs) -> frozenset[str]:
    """The only files an artifact's programs may be in: <name>.msgpack and <name>.py for each
    program name (identifiers), so a manifest cannot point the reader anywhere else."""
    return frozenset(f"{p}.{ext}" for p in programs for ext in ("msgpack", "py"))


def check_output(path: str | os.PathLike) -> Path:
    """Refuse, before any work, a destination that is not ours to write: an existing directory
    holding something other than an artifact, a file, or a parent we cannot write to."""
    path = Path(path)
    if path.exists() and not (path.is_dir() and ((path / MANIFEST).exists() or not any(path.iterdir()))):
        raise ArtifactError(f"{path} exists and is not an artifact directory; choose another -o "
                            "or remove it")
    if Path.cwd().is_relative_to(os.path.realpath(path)):
        raise ArtifactError(f"{path} is the current directory or holds it, and a write replaces the "
                            "directory whole; run from outside it")
    parent = next((p for p in [path.parent, *path.parent.parents] if p.exists()), Path("."))
    if not os.access(parent, os.W_OK | os.X_OK):
        raise ArtifactError(f"{path}: cannot write into {parent} (permission denied); choose another -o")
    return path


def write_artifact(path: str | os.PathLike, manifest: Manifest, programs: dict[str, Program]) -> Path:
    """Write the artifact at `path`, replacing one there (its kernel packs too: they belong to
    the old programs) and keeping every file of the old directory its manifest does not list."""
    path = check_output(path)
    files: dict[str, bytes] = {}
    entries = {}
    for name, program in programs.items():
        files[f"{name}.msgpack"] = program_to_bytes(program)
        files[f"{name}.py"] = render(program).encode()
        entries[name] = {"file": f"{name}.msgpack", "text": f"{name}.py", "ops": program.op_count,
                         "regions": len(program.regions())}
    hashes = {n: hashlib.sha256(b).hexdigest() for n, b in files.items()}
    manifest = replace(manifest, programs=entries, files=hashes)

    with replacing(path, _listed) as new:
        check_output(path)   # again: the directory may have changed during the compile
        for name, data in sorted(files.items()):
            (new / name).write_bytes(data)
        carry(path, new, drop=_listed(path) or set())
        (new / MANIFEST).write_bytes(msgpack.packb(manifest.to_data(), use_bin_type=True))
    return path


def add_pack(path: str | os.PathLike, executor: str, target: str, target_data: dict, files: dict[str, bytes],
             built_from: Manifest | None = None) -> Path:
    """Add (or replace) `executor`'s kernel pack for `target`, atomically, as write_artifact
    writes. With `built_from` (the manifest the pack was built from), refuse if the programs
    changed since."""
    path = Path(path)
    if not valid_target_name(executor) or not executor.isidentifier() or not valid_target_name(target):
        raise ArtifactError(f"kernel pack {executor!r}/{target!r}: not a name an artifact may hold")
    with replacing(path, _listed) as new:
        manifest = read_manifest(path)
        if manifest.format_version < 7:
            raise ArtifactError(f"{path}: format {manifest.format_version}, older than the one kernel packs "
                                "are written to now; compile the artifact again, then build its kernels")
        prefix = pack_prefix(manifest, executor, target)
        if built_from is not None and _program_files(manifest) != _program_files(built_from):
            raise ArtifactError(f"{path}: was recompiled while its kernels were being built; run "
                                "build-kernels again")
        hashes = {n: h for n, h in manifest.files.items() if not n.startswith(prefix)}
        for name, data in sorted(files.items()):
            (new / prefix / name).parent.mkdir(parents=True, exist_ok=True)
            (new / prefix / name).write_bytes(data)
            hashes[prefix + name] = hashlib.sha256(data).hexdigest()
        # The pack's own signature, if it had one, was of the pack replaced: it goes too. The
        # programs' signature stays valid (it leaves packs out, aotc.format.signing).
        carry(path, new, drop={MANIFEST, pack_signature_file(executor, target)}
              | {n for n in manifest.files if n.startswith(prefix)})
        packs = {**manifest.packs, executor: {**manifest.packs.get(executor, {}), target: target_data}}
        version = manifest.format_version
        if any(record.get("checked") is False for targets in packs.values() for record in targets.values()):
            # An older runtime would run the unchecked pack's kernels: it refuses format 12. The
            # number stays after the check: a pack write never rewrites the programs' format.
            version = max(version, UNCHECKED_PACK_FORMAT)
        manifest = replace(manifest, files=hashes, packs=packs, format_version=version)
        (new / MANIFEST).write_bytes(msgpack.packb(manifest.to_data(), use_bin_type=True))
    return path


def _listed(directory: Path) -> set[str] | None:
    """The files of `directory` the tool wrote, by its manifest; None when it has no manifest
    (a directory the tool was writing: the manifest is written last)."""
    if not (directory / MANIFEST).is_file():
        return None
    signatures = {f"{SIGNATURES}/{n}" for n in (os.listdir(directory / SIGNATURES)
                                                if (directory / SIGNATURES).is_dir() else ())}
    signatures = {n for n in signatures if is_signature_file(n)}
    try:
        return set(_manifest_at(directory).files) | {MANIFEST} | signatures
    except ArtifactError:
        return {MANIFEST} | FILES | signatures   # an unreadable manifest: at least the usual programs are the tool's


def _program_files(manifest: Manifest) -> dict[str, str]:
    files = program_files(manifest.programs)
    return {n: h for n, h in manifest.files.items() if n in files}


def _pack_file(name: str, manifest: Manifest) -> bool:
    """A file of a pack the manifest lists."""
    for executor, targets in manifest.packs.items():
        for target in targets:
            prefix = pack_prefix(manifest, executor, target)
            if name.startswith(prefix) and valid_pack_file(name[len(prefix):]):
                return True
    return False


def read_manifest(path: str | os.PathLike) -> Manifest:
    _refuse_temporary(Path(path))
    return _manifest_at(Path(path))


def _refuse_temporary(path: Path) -> None:
    name = path.resolve().name
    if name.startswith(".") and TEMP_MARK in name:
        owner = path.resolve().parent / name[1:].rsplit(TEMP_MARK, 1)[0]
        raise ArtifactError(f"{path}: a directory thunder-aot was writing when it was stopped, not an "
                            f"artifact; the next compile or build-kernels into {owner} removes it")


def _manifest_at(path: Path) -> Manifest:
    with ArtifactDir.open(path) as d:
        return _manifest_in(d)


def _manifest_in(d: ArtifactDir) -> Manifest:
    file = d.path / MANIFEST
    try:
        raw = d.read(MANIFEST)
    except FileNotFoundError:
        _if_replaced(d)
        raise ArtifactError(f"{file}: missing; {d.path} is not a complete artifact, compile it again") from None
    try:
        data = msgpack.unpackb(raw, raw=False)
    except Exception as e:
        raise ArtifactError(f"{file}: not readable msgpack ({e}); the file is corrupted, compile "
                            "the artifact again") from None
    version = data.get("format_version") if isinstance(data, dict) else None
    if version not in READABLE_FORMATS:
        raise ArtifactError(
            f"{file}: format version {version!r} (written by thunder-aot "
            f"{data.get('compiler_version', '?') if isinstance(data, dict) else '?'}) is not one this "
            f"reader supports ({READABLE_FORMATS.start}..{READABLE_FORMATS.stop - 1}); recompile with "
            "this thunder-aot or load it with the version that wrote it")
    try:
        return Manifest.from_data(data)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError, RecursionError) as e:
        raise ArtifactError(f"{file}: manifest field missing or malformed ({type(e).__name__}: {e}); "
                            "compile the artifact again") from None


def opened(path: str | os.PathLike | ArtifactDir):
    """A context giving the ArtifactDir of `path`, closed as it ends; or, given an ArtifactDir,
    that one, left open for the caller's further reads."""
    if isinstance(path, ArtifactDir):
        return contextlib.nullcontext(path)
    _refuse_temporary(Path(path))
    return ArtifactDir.open(path)


def read_artifact(path: str | os.PathLike | ArtifactDir,
                  trusted_keys: TrustedKeys | None = None) -> tuple[Manifest, dict[str, Program]]:
    """The manifest and its programs, every file checked against its recorded hash. With
    `trusted_keys`, the programs' signature is checked first: no other file is read unless it
    is by one of those keys and over this manifest (SignatureError)."""
    with opened(path) as d:
        manifest = _manifest_in(d)
        if trusted_keys is not None:
            check_signature(d, manifest, trusted_keys)
        return manifest, _programs(d, manifest)


def check_signature(path: str | os.PathLike | ArtifactDir, manifest: Manifest, trusted_keys: TrustedKeys,
                    pack: tuple[str, str] | None = None) -> Signature:
    """The signature of the programs (or of `pack`, (executor, target)) by one of `trusted_keys`
    over `manifest`'s content; SignatureError otherwise. Reads only the signature file."""
    with opened(path) as d:
        name = PROGRAMS_SIG if pack is None else pack_signature_file(*pack)
        return verify(_signature(d, name), manifest, trusted_keys, str(d.path), pack=pack)


def _programs(d: ArtifactDir, manifest: Manifest) -> dict[str, Program]:
    path = d.path
    strays = sorted(t for e, targets in manifest.packs.items() for t in [e, *targets] if not valid_target_name(t))
    strays += sorted(e for e in manifest.packs if not e.isidentifier())
    allowed = program_files(manifest.programs)
    strays += sorted(f for f in manifest.files if f not in allowed and not _pack_file(f, manifest))
    if strays:
        raise ArtifactError(f"{path / MANIFEST}: names {strays[0]!r}, which is not one of an artifact's "
                            f"files ({', '.join(sorted(allowed))}, kernels/...); the manifest was altered, "
                            "compile again")
    blobs = {}
    for name, digest in manifest.files.items():
        if name.startswith("kernels/"):
            continue  # pack files are checked when a pack is read (read_pack_files)
        blobs[name] = _checked_bytes(d, name, digest, "the artifact is incomplete, compile it again",
                                     "the file was changed or corrupted after it was written, compile "
                                     "the artifact again")
    programs = {}
    for name in manifest.programs:
        file = f"{name}.msgpack"  # by rule, not by the manifest's word
        if file not in blobs:
            raise ArtifactError(f"{path / file}: not listed among the manifest's hashed files")
        try:
            programs[name] = program_from_bytes(blobs[file], what=str(path / file))
        except FormatError as e:
            raise ArtifactError(f"{e}; compile the artifact again") from None
        if programs[name].name != name:
            raise ArtifactError(f"{path / file}: holds a program named {programs[name].name!r}, not {name!r}")
    return programs


def read_pack_files(path: str | os.PathLike | ArtifactDir, manifest: Manifest, executor: str, target: str,
                    trusted_keys: TrustedKeys | None = None) -> dict[str, bytes]:
    """The files of `executor`'s pack for `target` (names relative to the pack), each hash-checked.
    With `trusted_keys`, the pack's signature is checked before any of them is read."""
    with opened(path) as d:
        if trusted_keys is not None:
            check_signature(d, manifest, trusted_keys, pack=(executor, target))
        prefix = pack_prefix(manifest, executor, target)
        out = {}
        for name, digest in manifest.files.items():
            if not name.startswith(prefix):
                continue
            out[name[len(prefix):]] = _checked_bytes(
                d, name, digest, "the kernel pack is incomplete, run build-kernels again",
                "the kernel file was changed after it was written: refusing to run it. Run build-kernels "
                "again, or load with kernels='off'")
        return out


def signatures(path: str | os.PathLike | ArtifactDir, manifest: Manifest) -> dict[str, Signature | None]:
    """The signature of the programs ("programs") and of each pack ("executor/target") the
    artifact holds, unchecked (None: unsigned); for reports. A malformed file raises."""
    with opened(path) as d:
        out = {"programs": PROGRAMS_SIG}
        out.update({p: pack_signature_file(*p.split("/", 1)) for p in pack_names(manifest)})
        found = {}
        for what, name in out.items():
            data = _signature(d, name)
            found[what] = None if data is None else Signature.from_bytes(data, str(d.path / name))
        return found


def _signature(d: ArtifactDir, name: str) -> bytes | None:
    try:
        return d.read(name)
    except FileNotFoundError:
        return None


def _checked_bytes(d: ArtifactDir, name: str, digest: str, if_missing: str, if_changed: str) -> bytes:
    try:
        data = d.read(name)
    except FileNotFoundError:
        _if_replaced(d)
        raise ArtifactError(f"{d.path / name}: missing; {if_missing}") from None
    if hashlib.sha256(data).hexdigest() != digest:
        _if_replaced(d)
        raise ArtifactError(f"{d.path / name}: content does not match the hash in {MANIFEST}; {if_changed}")
    return data


def _if_replaced(d: ArtifactDir) -> None:
    """A file found missing or changed because a writer replaced the artifact while it was read."""
    if d.replaced():
        raise ArtifactReplacedError(f"{d.path}: was replaced while it was being read (a compile, build-kernels or "
                                    "sign wrote it); read it again to get the new artifact")


def sign_artifact(path: str | os.PathLike, key, signer: str = "", *, programs: bool = True,
                  packs: list[tuple[str, str]] | None = None) -> list[Signature]:
    """Sign the artifact at `path`: its programs (with `programs`) and each kernel pack of
    `packs` ((executor, target) pairs; None: every pack it holds), each signature a file under
    signatures/, written the way every write is (aotc.format.atomic: a kill leaves the old
    signatures or the new). Every file a signature covers is checked against its hash first: a
    signature vouches for what is there, not only for what the manifest says."""
    path = Path(path)
    with replacing(path, _listed) as new:
        manifest, _ = read_artifact(path)
        if packs is None:
            packs = [tuple(p.split("/", 1)) for p in pack_names(manifest)]
        for executor, target in packs:
            if target not in manifest.packs.get(executor, {}):
                raise ArtifactError(f"{path}: holds no {executor} kernel pack {target!r} (it has: "
                                    f"{', '.join(pack_names(manifest)) or 'none'})")
            read_pack_files(path, manifest, executor, target)
        made = ([sign(manifest, key, signer)] if programs else []) + [sign(manifest, key, signer, pack=p)
                                                                     for p in packs]
        files = {signature_file(s): s.to_bytes() for s in made}
        carry(path, new, drop=set(files))
        (new / SIGNATURES).mkdir(exist_ok=True)
        for name, data in sorted(files.items()):
            (new / name).write_bytes(data)
    return made


def signature_file(s: Signature) -> str:
    return PROGRAMS_SIG if s.kind == "programs" else pack_signature_file(s.executor, s.target)


def pack_names(manifest: Manifest) -> list[str]:
    """executor/target of every pack the manifest lists."""
    return [f"{e}/{t}" for e in sorted(manifest.packs) for t in sorted(manifest.packs[e])]


__all__ = ["ArtifactDir", "ArtifactError", "FORMAT_VERSION", "add_pack", "check_signature", "pack_names", "pack_prefix",
           "read_artifact", "read_manifest", "read_pack_files", "scratch_dir", "sign_artifact", "signatures",
           "write_artifact"]
