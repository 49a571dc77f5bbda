"""Which keys a training job trusts to make its artifacts, and saying once that nothing is checked.

`aotc.runtime.load(..., trusted_keys=None)` takes its keys from the environment
(`trusted_keys_from_environment`), since the runtime is a library called from users' training
scripts, which have no command line to pass them with; a job's launcher sets the variable once
for every rank. Nothing else in aotc/ outside cli/ reads the environment.
"""

from __future__ import annotations

import os
import warnings

from aotc.format.signing import TrustedKeys

TRUSTED_KEYS_ENV = "AOTC_TRUSTED_KEYS"


class UnsignedArtifactWarning(UserWarning):
    """An artifact loaded with no trusted keys and no signature: nothing vouches for who made it."""


_said_unsigned = False


def trusted_keys_from_environment() -> TrustedKeys | None:
    """The public keys in the PEM file that AOTC_TRUSTED_KEYS names; None when it is unset or
    empty. The one place the runtime reads the environment: a training script has no flags to
    give `load` its keys with, and a launcher (torchrun, a scheduler's job spec) sets a variable
    for every rank at once."""
    path = os.environ.get(TRUSTED_KEYS_ENV, "")
    return TrustedKeys.read(path) if path else None


def say_unsigned_once(path) -> None:
    """Warn, once per process, that an artifact was loaded without any signature check."""
    global _said_unsigned
    if _said_unsigned:
        return
    _said_unsigned = True
    warnings.warn(f"{path} is not signed: nothing vouches for who made it, and its programs and kernels run in "
                  f"this process. Sign artifacts with `thunder-aot sign` and load with trusted_keys= (or "
                  f"{TRUSTED_KEYS_ENV}) to refuse any other. (Said once per process.)",
                  UnsignedArtifactWarning, stacklevel=4)
