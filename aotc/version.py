"""Versions an artifact records. FORMAT_VERSION changes with every change to the on-disk format
(artifacts/CHANGELOG.md keeps the dated list); readers accept READABLE_FORMATS."""

__version__ = "0.1.0"

FORMAT_VERSION = 8
READABLE_FORMATS = range(1, FORMAT_VERSION + 1)
