"""Versions an artifact records. FORMAT_VERSION changes with every change to the on-disk format
(artifacts/CHANGELOG.md keeps the dated list); readers accept READABLE_FORMATS."""

__version__ = "0.1.0"

FORMAT_VERSION = 8
READABLE_FORMATS = range(1, FORMAT_VERSION + 1)

# An artifact is written in the oldest format that holds what it uses. Format 8 added pipeline
# stages; an artifact without them is format 7's, written byte for byte as before, so every
# format-7 reader still loads it.
WITHOUT_STAGES_FORMAT = 7


def format_for(stages: bool) -> int:
    """The format an artifact is written in: FORMAT_VERSION with pipeline stages, else 7."""
    return FORMAT_VERSION if stages else WITHOUT_STAGES_FORMAT
