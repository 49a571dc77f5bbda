"""Signatures: who vouches for an artifact, checked before anything but its manifest is read.

The manifest holds the sha256 of every other file, so a signature over the manifest covers
them all. Two kinds, because the programs are compiled on one machine and a kernel pack is
built on another:

    signatures/programs.sig              over the manifest without its kernel packs (the
                                         `packs` map and the hashes of kernels/ files): the
                                         programs digest. build-kernels leaves it valid.
    signatures/pack-<executor>-<target>.sig
                                         over one pack: its executor, target, target record
                                         and files' hashes, and the programs digest, so a pack
                                         signature holds only beside the programs it was
                                         built for

Each file is a msgpack map {"scheme": 1, "kind", "executor", "target", "signer", "key" (the
raw 32-byte Ed25519 public key), "signature" (64 bytes)}; the signed message is the canonical
msgpack of ["thunder-aot signature", 1, kind, executor, target, signer, digest], where digest
is the sha256 (hex) of the canonical msgpack of what the kind covers. Canonical msgpack: maps
with their keys in the order of their own encoding, at every depth. The signature files are
not in the manifest (it cannot hash its own signature); the tool's writers treat them as
theirs: a recompile drops them, build-kernels drops only a pack's it replaces.

Keys are Ed25519, in PEM: private keys as `openssl genpkey -algorithm ed25519` writes them
(PKCS#8), public keys as `openssl pkey -pubout` writes them. A key is named by its fingerprint,
the sha256 (hex) of its raw 32 bytes. All cryptography is the `cryptography` package's.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

import msgpack
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from aotc.errors import ArtifactError, SignatureError
from aotc.format.manifest import Manifest, pack_prefix

SCHEME = 1
SIGNATURES = "signatures"
PROGRAMS_SIG = f"{SIGNATURES}/programs.sig"
_DOMAIN = "thunder-aot signature"
_PEM_BLOCK = re.compile(rb"-----BEGIN ([A-Z ]+)-----\r?\n.*?-----END \1-----", re.S)
_SIGNER = re.compile(r"^[\w .@+-]{0,128}$")


def pack_signature_file(executor: str, target: str) -> str:
    # Executors are identifiers (no "-"), so the name splits back unambiguously.
    return f"{SIGNATURES}/pack-{executor}-{target}.sig"


def is_signature_file(name: str) -> bool:
    return name == PROGRAMS_SIG or (name.startswith(f"{SIGNATURES}/pack-") and name.endswith(".sig"))


def fingerprint(public_key: Ed25519PublicKey) -> str:
    return hashlib.sha256(public_key.public_bytes(serialization.Encoding.Raw,
                                                  serialization.PublicFormat.Raw)).hexdigest()


def canonical(obj) -> bytes:
    """msgpack with every map's entries in the order of their keys' encoding, at every depth:
    one byte string per value, whatever order its maps were built in."""
    out = bytearray()
    _encode(obj, out)
    return bytes(out)


def _encode(obj, out: bytearray) -> None:
    if isinstance(obj, dict):
        items = sorted(((canonical(k), v) for k, v in obj.items()), key=lambda kv: kv[0])
        out += _header(len(items), 0x80, b"\xde", b"\xdf")
        for key, value in items:
            out += key
            _encode(value, out)
    elif isinstance(obj, (list, tuple)):
        out += _header(len(obj), 0x90, b"\xdc", b"\xdd")
        for x in obj:
            _encode(x, out)
    else:
        out += msgpack.packb(obj, use_bin_type=True)


def _header(n: int, fix: int, two: bytes, four: bytes) -> bytes:
    if n < 16:
        return bytes([fix | n])
    return two + n.to_bytes(2, "big") if n < 1 << 16 else four + n.to_bytes(4, "big")


# ---- what each kind of signature covers ------------------------------------------------------

def programs_digest(manifest: Manifest) -> str:
    """sha256 of the manifest as read, less its kernel packs: the programs and everything the
    compile recorded, which build-kernels does not change."""
    data = manifest.to_data()
    del data["packs"]
    data["files"] = {n: h for n, h in data["files"].items() if not n.startswith("kernels/")}
    return hashlib.sha256(canonical(data)).hexdigest()


def pack_digest(manifest: Manifest, executor: str, target: str) -> str:
    """sha256 of one pack's record, its files' hashes and the programs digest it was built for."""
    prefix = pack_prefix(manifest, executor, target)
    record = {"executor": executor, "target": target, "record": manifest.packs[executor][target],
              "files": {n: h for n, h in manifest.files.items() if n.startswith(prefix)},
              "programs": programs_digest(manifest)}
    return hashlib.sha256(canonical(record)).hexdigest()


def _message(kind: str, executor: str, target: str, signer: str, digest: str) -> bytes:
    return canonical([_DOMAIN, SCHEME, kind, executor, target, signer, digest])


@dataclass(frozen=True)
class Signature:
    """One signature file: who signed (key and signer name) what (the programs, or one pack)."""

    kind: str                  # "programs" | "pack"
    executor: str              # "" for the programs
    target: str
    signer: str
    key: bytes                 # the raw Ed25519 public key
    signature: bytes

    @property
    def fingerprint(self) -> str:
        return hashlib.sha256(self.key).hexdigest()

    @property
    def what(self) -> str:
        return "its programs" if self.kind == "programs" else f"its {self.executor} kernel pack {self.target}"

    def who(self) -> str:
        return f"key {self.fingerprint}" + (f" (signer {self.signer!r})" if self.signer else "")

    def to_bytes(self) -> bytes:
        return msgpack.packb({"scheme": SCHEME, "kind": self.kind, "executor": self.executor, "target": self.target,
                              "signer": self.signer, "key": self.key, "signature": self.signature}, use_bin_type=True)

    @classmethod
    def from_bytes(cls, data: bytes, where: str) -> Signature:
        try:
            d = msgpack.unpackb(data, raw=False)
            sig = cls(kind=d["kind"], executor=d["executor"], target=d["target"], signer=d["signer"],
                      key=d["key"], signature=d["signature"])
            ok = d["scheme"] == SCHEME and sig.kind in ("programs", "pack") and all(
                isinstance(x, str) for x in (sig.executor, sig.target, sig.signer)) and isinstance(
                sig.key, bytes) and len(sig.key) == 32 and isinstance(sig.signature, bytes) and len(sig.signature) == 64
        except Exception:   # noqa: BLE001: whatever the bytes, the answer is "not a signature"
            ok = False
        if not ok:
            raise SignatureError(f"{where}: not a signature file of this thunder-aot (scheme {SCHEME}); sign the "
                                 "artifact again: `thunder-aot sign DIR --key KEY`")
        return sig

    def message(self, manifest: Manifest) -> bytes:
        digest = programs_digest(manifest) if self.kind == "programs" else pack_digest(manifest, self.executor,
                                                                                      self.target)
        return _message(self.kind, self.executor, self.target, self.signer, digest)

    def holds(self, manifest: Manifest, key: Ed25519PublicKey | None = None) -> bool:
        """Is this a valid signature of `manifest`'s content by `key` (by default, its own)?"""
        try:
            (key or Ed25519PublicKey.from_public_bytes(self.key)).verify(self.signature, self.message(manifest))
            return True
        except (InvalidSignature, ValueError):
            return False


def sign(manifest: Manifest, key: Ed25519PrivateKey, signer: str = "",
         pack: tuple[str, str] | None = None) -> Signature:
    """A signature of `manifest`'s programs, or with `pack` (executor, target) of that pack."""
    if not _SIGNER.match(signer):
        raise SignatureError(f"signer name {signer[:40]!r}: letters, digits, spaces and . @ + - _ only, at most 128")
    executor, target = pack or ("", "")
    if pack is not None and target not in manifest.packs.get(executor, {}):
        raise ArtifactError(f"no {executor} kernel pack {target!r} in the artifact (it has: "
                            f"{', '.join(f'{e}/{t}' for e in manifest.packs for t in manifest.packs[e]) or 'none'})")
    unsigned = Signature("pack" if pack else "programs", executor, target, signer,
                         key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw),
                         b"")
    return Signature(**{**unsigned.__dict__, "signature": key.sign(unsigned.message(manifest))})


def verify(data: bytes | None, manifest: Manifest, keys: TrustedKeys, where: str,
           pack: tuple[str, str] | None = None) -> Signature:
    """The signature file's content `data` (None: there is none), checked: it must be of this
    artifact's programs (or of `pack`), by a trusted key, over the content the manifest holds.
    Raises SignatureError naming what it found."""
    what = f"its {pack[0]} kernel pack {pack[1]}" if pack else "its programs"
    if data is None:
        fix = (f"`thunder-aot sign DIR --key KEY --pack {pack[0]}/{pack[1]}` on the machine that built it, or "
               "load with kernels='off'") if pack else "`thunder-aot sign DIR --key KEY` where it was compiled"
        raise SignatureError(f"{where}: {what} {'is' if pack else 'are'} not signed, and trusted keys "
                             f"({keys.source}) were given: nothing vouches for who made {'it' if pack else 'them'}; "
                             f"sign with {fix}")
    sig = Signature.from_bytes(data, where)
    if (sig.kind, sig.executor, sig.target) != (("pack",) + pack if pack else ("programs", "", "")):
        raise SignatureError(f"{where}: a signature of {sig.what}, filed as one of {what}; sign the artifact again")
    trusted = keys.keys.get(sig.fingerprint)
    if trusted is None:
        raise SignatureError(f"{where}: {what} {'is' if pack else 'are'} signed by {sig.who()}, which is not among "
                             f"the trusted keys "
                             f"({keys.source}: {', '.join(keys.keys) or 'none'}); add its public key to the "
                             "trusted keys if you trust its holder")
    if not sig.holds(manifest, trusted):
        raise SignatureError(f"{where}: the signature of {what} by {sig.who()} does not match the content: the "
                             "artifact was changed after it was signed (or a signature copied from another); "
                             "get the artifact again from its maker")
    return sig


# ---- keys ------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class TrustedKeys:
    """Ed25519 public keys, by fingerprint; `source` says where they came from, for messages."""

    keys: dict
    source: str

    @classmethod
    def from_pem(cls, data: bytes, source: str) -> TrustedKeys:
        """Every PUBLIC KEY block of a PEM text (other blocks and text around them ignored)."""
        keys = {}
        for block in _PEM_BLOCK.finditer(data):
            if block.group(1) != b"PUBLIC KEY":
                continue
            try:
                key = serialization.load_pem_public_key(block.group(0))
            except ValueError as e:
                raise SignatureError(f"{source}: a public key that cannot be read ({e})") from None
            if not isinstance(key, Ed25519PublicKey):
                raise SignatureError(f"{source}: a {type(key).__name__.removesuffix('PublicKey').lstrip('_')} key; "
                                     "thunder-aot signatures are Ed25519 (`openssl genpkey -algorithm ed25519`)")
            keys[fingerprint(key)] = key
        if not keys:
            raise SignatureError(f"{source}: holds no PEM public key (-----BEGIN PUBLIC KEY-----); write one with "
                                 "`openssl pkey -in PRIVATE.pem -pubout`")
        return cls(keys, source)

    @classmethod
    def read(cls, path: str | os.PathLike) -> TrustedKeys:
        try:
            data = Path(path).read_bytes()
        except OSError as e:
            raise SignatureError(f"{path}: cannot read the trusted keys ({e.strerror})") from None
        return cls.from_pem(data, str(path))

    @classmethod
    def of(cls, keys) -> TrustedKeys:
        """From a TrustedKeys, a path to a PEM file, PEM bytes, an Ed25519 public key, or a list
        of any of those but TrustedKeys."""
        if isinstance(keys, TrustedKeys):
            return keys
        if isinstance(keys, (str, os.PathLike)):
            return cls.read(keys)
        if isinstance(keys, (bytes, Ed25519PublicKey)):
            keys = [keys]
        found, sources = {}, []
        for k in keys:
            if isinstance(k, Ed25519PublicKey):
                found[fingerprint(k)] = k
                sources.append("a key given")
                continue
            one = cls.from_pem(k, "PEM given") if isinstance(k, bytes) else cls.read(k)
            found.update(one.keys)
            sources.append(one.source)
        if not found:
            raise SignatureError("trusted_keys: no key given; give at least one, or None to load without checking")
        return cls(found, ", ".join(dict.fromkeys(sources)))


def read_private_key(path: str | os.PathLike) -> Ed25519PrivateKey:
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise SignatureError(f"{path}: cannot read the private key ({e.strerror})") from None
    try:
        key = serialization.load_pem_private_key(data, password=None)
    except TypeError:
        raise SignatureError(f"{path}: an encrypted private key; write a decrypted copy for signing "
                             "(`openssl pkey -in KEY -out PLAIN.pem`) and keep it as safe") from None
    except ValueError as e:
        raise SignatureError(f"{path}: not a PEM private key ({e}); make one with "
                             "`openssl genpkey -algorithm ed25519 -out KEY.pem`") from None
    if not isinstance(key, Ed25519PrivateKey):
        raise SignatureError(f"{path}: not an Ed25519 key; thunder-aot signs with Ed25519 "
                             "(`openssl genpkey -algorithm ed25519 -out KEY.pem`)")
    return key


def public_pem(key: Ed25519PrivateKey | Ed25519PublicKey) -> bytes:
    public = key.public_key() if isinstance(key, Ed25519PrivateKey) else key
    return public.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
