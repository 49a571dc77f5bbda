"""Zoo families written here or taken from other libraries than transformers."""

from __future__ import annotations

FAMILIES: list = []
