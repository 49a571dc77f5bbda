"""How compare, step_time and matmuls hand over their results: JSON and a markdown table on
stdout, and in files when asked (fsdp.py prints its table and writes its rows itself)."""

from __future__ import annotations

import json
from pathlib import Path


def emit(report: dict, markdown: str | None = None, json_path: str | None = None,
         markdown_path: str | None = None) -> None:
    print(json.dumps(report, indent=2))
    if markdown is not None:
        print(markdown)
    if json_path:
        Path(json_path).write_text(json.dumps(report, indent=2))
    if markdown_path and markdown is not None:
        Path(markdown_path).write_text(markdown + "\n")
