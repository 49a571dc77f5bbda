"""Signed artifacts: `thunder-aot sign`, and loads with trusted keys that refuse an unsigned,
untrusted or altered artifact (or kernel pack) before reading anything but its manifest."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time

import msgpack
import pytest
from click.testing import CliRunner
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

import aotc.runtime
import aotc.runtime.trust
from aotc.errors import SignatureError
from aotc.format.artifact import (add_pack, read_artifact, read_manifest, read_pack_files, sign_artifact, signatures,
                                  write_artifact)
from aotc.format.files import ArtifactDir
from aotc.format.signing import PROGRAMS_SIG, TrustedKeys, pack_signature_file, public_pem
from aotc.runtime.trust import UnsignedArtifactWarning
from cli.main import main
from conftest import ROOT, load_example
from fuzz_artifacts import golden_here



def _key(tmp_path, name):
    key = Ed25519PrivateKey.generate()
    private = tmp_path / f"{name}.pem"
    private.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                          serialization.NoEncryption()))
    (tmp_path / f"{name}.pub").write_bytes(public_pem(key))
    return key, private, tmp_path / f"{name}.pub"


@pytest.fixture
def keys(tmp_path):
    """Two key pairs: (private key, private PEM file, public PEM file) for "ci" and "other"."""
    return {name: _key(tmp_path, name) for name in ("ci", "other")}


@pytest.fixture
def artifact(tmp_path):
    """The format-7 MLP golden, its CPU kernel pack filed under this machine's target."""
    return golden_here("v7-mlp", tmp_path / "mlp")


def _target(path):
    (executor, targets), = read_manifest(path).packs.items()
    return executor, next(iter(targets))


def _model():
    return load_example("mlp").MLP()


def _reads(monkeypatch) -> list[str]:
    """Every file name an ArtifactDir reads from now on, in order."""
    seen = []
    original = ArtifactDir.read

    def read(self, name):
        seen.append(name)
        return original(self, name)
    monkeypatch.setattr(ArtifactDir, "read", read)
    return seen


def test_a_signed_artifact_loads_with_its_key_and_runs_its_pack(artifact, keys):
    key, _, public = keys["ci"]
    made = sign_artifact(artifact, key, "ci")
    assert [s.kind for s in made] == ["programs", "pack"]
    executor, target = _target(artifact)
    assert (artifact / PROGRAMS_SIG).is_file() and (artifact / pack_signature_file(executor, target)).is_file()
    for trusted in (public, [public.read_bytes()], [key.public_key()], TrustedKeys.read(public)):
        step = aotc.runtime.load(artifact, _model(), trusted_keys=trusted)
        assert step.kernel_packs == {executor: target}
    read_artifact(artifact)   # the signatures are files the manifest does not list: nothing else changed


def test_with_trusted_keys_an_unsigned_artifact_is_refused_reading_only_its_manifest(artifact, keys, monkeypatch):
    seen = _reads(monkeypatch)
    with pytest.raises(SignatureError, match="its programs are not signed, and trusted keys .* were given"):
        aotc.runtime.load(artifact, _model(), trusted_keys=keys["ci"][2])
    assert seen == ["manifest.msgpack", PROGRAMS_SIG]


def test_a_signature_by_an_untrusted_key_names_the_signer_found(artifact, keys, monkeypatch):
    sign_artifact(artifact, keys["other"][0], "intern@lab")
    fingerprint = hashlib.sha256(keys["other"][0].public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)).hexdigest()
    seen = _reads(monkeypatch)
    with pytest.raises(SignatureError, match=f"signed by key {fingerprint} \\(signer 'intern@lab'\\), which is not "
                                             "among the trusted keys"):
        aotc.runtime.load(artifact, _model(), trusted_keys=keys["ci"][2])
    assert seen == ["manifest.msgpack", PROGRAMS_SIG]


def _rewrite(path, name, data):
    """Replace a file and its hash in the manifest, as someone who can write the directory can."""
    (path / name).write_bytes(data)
    manifest = msgpack.unpackb((path / "manifest.msgpack").read_bytes(), raw=False)
    manifest["files"][name] = hashlib.sha256(data).hexdigest()
    (path / "manifest.msgpack").write_bytes(msgpack.packb(manifest, use_bin_type=True))


def test_content_changed_after_signing_is_refused(artifact, keys, monkeypatch):
    key, _, public = keys["ci"]
    sign_artifact(artifact, key, "ci")
    _rewrite(artifact, "forward.py", (artifact / "forward.py").read_bytes() + b"# changed\n")
    seen = _reads(monkeypatch)
    with pytest.raises(SignatureError, match="does not match the content: the artifact was changed after it"):
        aotc.runtime.load(artifact, _model(), trusted_keys=public)
    assert seen == ["manifest.msgpack", PROGRAMS_SIG]
    # A manifest field the loader reads is covered as much as a file.
    sign_artifact(artifact, key, "ci")
    manifest = msgpack.unpackb((artifact / "manifest.msgpack").read_bytes(), raw=False)
    manifest["made"]["spec"] = "evil.py:Model"
    (artifact / "manifest.msgpack").write_bytes(msgpack.packb(manifest, use_bin_type=True))
    with pytest.raises(SignatureError, match="does not match the content"):
        read_artifact(artifact, TrustedKeys.read(public))


def test_a_signature_copied_from_another_artifact_does_not_hold(artifact, keys, tmp_path):
    key, _, public = keys["ci"]
    other = tmp_path / "other"
    shutil.copytree(artifact, other)
    _rewrite(other, "forward.py", b"# another artifact\n")
    sign_artifact(other, key, "ci")
    (artifact / "signatures").mkdir()
    shutil.copy(other / PROGRAMS_SIG, artifact / PROGRAMS_SIG)
    with pytest.raises(SignatureError, match="does not match the content"):
        read_artifact(artifact, TrustedKeys.read(public))
    (artifact / PROGRAMS_SIG).write_bytes(b"not msgpack")
    with pytest.raises(SignatureError, match="not a signature file"):
        read_artifact(artifact, TrustedKeys.read(public))


def test_a_pack_rebuilt_after_signing_must_be_signed_before_it_runs(artifact, keys, monkeypatch):
    """build-kernels rewrites the manifest: the programs' signature holds, the new pack is unsigned."""
    key, _, public = keys["ci"]
    sign_artifact(artifact, key, "ci")
    executor, target = _target(artifact)
    manifest = read_manifest(artifact)
    add_pack(artifact, executor, target, manifest.packs[executor][target],
             read_pack_files(artifact, manifest, executor, target))
    found = signatures(artifact, read_manifest(artifact))
    assert found["programs"] is not None and found[f"{executor}/{target}"] is None
    seen = _reads(monkeypatch)
    with pytest.raises(SignatureError, match=f"its {executor} kernel pack {target} is not signed"):
        aotc.runtime.load(artifact, _model(), trusted_keys=public)
    assert not [name for name in seen if name.startswith("kernels/")]     # no file of the pack was read
    assert aotc.runtime.load(artifact, _model(), trusted_keys=public, kernels="off").kernel_packs == {}
    # The machine that built the pack signs it with a key of its own.
    result = CliRunner().invoke(main, ["sign", str(artifact), "--key", str(keys["other"][1]), "--pack",
                                       f"{executor}/{target}", "--signer", "gpu-builder"])
    assert result.exit_code == 0, result.output
    assert "signed its programs" not in result.output and f"kernel pack {target}" in result.output
    with pytest.raises(SignatureError, match=f"kernel pack {target} is signed by .*'gpu-builder'.* not among"):
        aotc.runtime.load(artifact, _model(), trusted_keys=public)
    both = public.read_bytes() + keys["other"][2].read_bytes()
    assert aotc.runtime.load(artifact, _model(), trusted_keys=both).kernel_packs == {executor: target}


def test_a_recompile_drops_the_old_signatures(artifact, keys):
    sign_artifact(artifact, keys["ci"][0])
    (artifact / "NOTES.txt").write_text("mine")
    manifest, programs = read_artifact(artifact)
    write_artifact(artifact, manifest, programs)
    assert not (artifact / "signatures").exists() and (artifact / "NOTES.txt").read_text() == "mine"


def test_unsigned_loading_is_the_default_and_says_so_once(artifact, keys, tmp_path, monkeypatch):
    monkeypatch.delenv("AOTC_TRUSTED_KEYS", raising=False)
    monkeypatch.setattr(aotc.runtime.trust, "_said_unsigned", False)
    with pytest.warns(UnsignedArtifactWarning, match="is not signed: nothing vouches for who made it"):
        aotc.runtime.load(artifact, _model())
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error", UnsignedArtifactWarning)
        aotc.runtime.load(artifact, _model())
        signed = tmp_path / "signed"
        shutil.copytree(artifact, signed)
        sign_artifact(signed, keys["other"][0])
        monkeypatch.setattr(aotc.runtime.trust, "_said_unsigned", False)
        aotc.runtime.load(signed, _model())          # signed, no keys: it just loads


def test_the_environment_names_the_trusted_keys(artifact, keys, monkeypatch):
    monkeypatch.setenv("AOTC_TRUSTED_KEYS", str(keys["ci"][2]))
    with pytest.raises(SignatureError, match=f"not signed, and trusted keys \\({keys['ci'][2]}\\)"):
        aotc.runtime.load(artifact, _model())
    sign_artifact(artifact, keys["ci"][0])
    aotc.runtime.load(artifact, _model())
    result = CliRunner().invoke(main, ["check", str(artifact)])      # the CLI reads the same variable
    assert result.exit_code == 0 and "a trusted key" in result.output, result.output


def test_sign_and_check_on_the_command_line(artifact, keys, tmp_path):
    run = lambda *args: CliRunner().invoke(main, [str(a) for a in args])   # noqa: E731
    result = run("check", artifact, "--trusted-keys", keys["ci"][2])
    assert result.exit_code == 1 and "FAIL  signature  " in result.output and "not signed" in result.output
    assert "files" not in result.output           # nothing else was read
    result = run("sign", artifact, "--key", keys["ci"][1], "--signer", "ci")
    assert result.exit_code == 0 and result.output.count("signed its") == 2, result.output
    result = run("check", artifact, "--trusted-keys", keys["ci"][2])
    assert result.exit_code == 0 and result.output.count("a trusted key") == 2, result.output
    result = run("check", artifact, "--trusted-keys", keys["other"][2])
    assert result.exit_code == 1 and "(signer 'ci'), which is not among the trusted keys" in result.output
    result = run("check", artifact)
    assert result.exit_code == 0 and "signed by key" in result.output and "valid" in result.output
    result = run("sign", artifact, "--key", keys["ci"][1], "--pack", "inductor/no-such-target")
    assert result.exit_code == 2 and "holds no such kernel pack" in result.output


def test_keys_of_another_kind_or_encrypted_are_refused_with_the_fix(tmp_path, artifact):
    ec_key = ec.generate_private_key(ec.SECP256R1())
    (tmp_path / "ec.pem").write_bytes(ec_key.private_bytes(serialization.Encoding.PEM,
                                                           serialization.PrivateFormat.PKCS8,
                                                           serialization.NoEncryption()))
    (tmp_path / "ec.pub").write_bytes(ec_key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo))
    (tmp_path / "locked.pem").write_bytes(Ed25519PrivateKey.generate().private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.BestAvailableEncryption(b"pw")))
    run = lambda *args: CliRunner().invoke(main, [str(a) for a in args])   # noqa: E731
    for key, said in (("ec.pem", "not an Ed25519 key"), ("locked.pem", "an encrypted private key"),
                      ("missing.pem", "cannot read the private key")):
        result = run("sign", artifact, "--key", tmp_path / key)
        assert result.exit_code == 2 and said in result.output and "AOTC-E205" in result.output, result.output
    with pytest.raises(SignatureError, match="thunder-aot signatures are Ed25519"):
        TrustedKeys.read(tmp_path / "ec.pub")
    with pytest.raises(SignatureError, match="holds no PEM public key"):
        TrustedKeys.read(tmp_path / "locked.pem")
    assert not (artifact / "signatures").exists()


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command")
def test_keys_made_by_openssl(artifact, tmp_path):
    subprocess.run(["openssl", "genpkey", "-algorithm", "ed25519", "-out", tmp_path / "k.pem"], check=True)
    subprocess.run(["openssl", "pkey", "-in", tmp_path / "k.pem", "-pubout", "-out", tmp_path / "k.pub"], check=True)
    result = CliRunner().invoke(main, ["sign", str(artifact), "--key", str(tmp_path / "k.pem")])
    assert result.exit_code == 0, result.output
    aotc.runtime.load(artifact, _model(), trusted_keys=tmp_path / "k.pub")


SIGN = """
import sys
from aotc.format.artifact import sign_artifact
from aotc.format.signing import read_private_key
sign_artifact(sys.argv[1], read_private_key(sys.argv[2]), "ci")
"""


@pytest.mark.slow
def test_a_killed_sign_leaves_the_old_signatures_or_the_new(artifact, keys):
    """sign writes as compile does: killed as its new directory appears, the artifact is whole and
    as it was; killed after the swap, whole and signed."""
    runs = artifact / "runs"          # a user's many files make the write long enough to land in
    runs.mkdir()
    for i in range(3000):
        (runs / f"{i}.log").write_text(str(i))
    public = TrustedKeys.read(keys["ci"][2])
    for moment in ("temp dir appears", "swapped"):
        inode = artifact.stat().st_ino
        proc = subprocess.Popen([sys.executable, "-c", SIGN, str(artifact), str(keys["ci"][1])], cwd=ROOT,
                                env={**os.environ, "PYTHONPATH": str(ROOT)})
        deadline = time.monotonic() + 60
        while proc.poll() is None and time.monotonic() < deadline:
            if moment == "swapped" and artifact.stat().st_ino != inode:
                break
            if moment != "swapped" and any(".mlp.thunder-aot-tmp-" in p.name for p in os.scandir(artifact.parent)):
                break
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        read_artifact(artifact)      # whole, every hash
        if moment == "swapped":
            read_artifact(artifact, public)
        else:
            assert not (artifact / "signatures").exists()
        assert len(os.listdir(runs)) == 3000
    sign_artifact(artifact, keys["ci"][0])      # the next write tidies what the killed ones left
    assert sorted(p.name for p in artifact.parent.iterdir()) == ["ci.pem", "ci.pub", "mlp", "other.pem", "other.pub"]


def test_build_kernels_on_a_signed_artifact_says_the_pack_must_be_signed(artifact, keys, monkeypatch):
    """Inductor's build takes a minute here: its last step, the pack's write, stands in for it."""
    import aotc.executors.build

    sign_artifact(artifact, keys["ci"][0])
    executor, target = _target(artifact)

    def rebuild(path, progress=None, **_):
        manifest = read_manifest(path)
        add_pack(path, executor, target, manifest.packs[executor][target],
                 read_pack_files(path, manifest, executor, target))
        return []
    monkeypatch.setattr(aotc.executors.build, "build_kernels", rebuild)
    result = CliRunner().invoke(main, ["build-kernels", str(artifact)])
    assert result.exit_code == 0, result.output
    assert f"its new kernel pack is not: loads with trusted keys refuse {executor}/{target}" in result.output
    assert f"thunder-aot sign {artifact} --key KEY --pack {executor}/{target}" in result.output
    read_artifact(artifact, TrustedKeys.read(keys["ci"][2]))      # the programs' signature still holds
