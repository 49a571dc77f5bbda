"""The documents say what the code does: the pass list in docs/architecture.md is the pipeline's,
and the README stays a front door that starts with the two commands a newcomer runs."""

from __future__ import annotations

import re

from conftest import ROOT

from aotc.model_info import InputInfo
from aotc.options import CompileOptions
from aotc.pass_list import Features, pass_list
from aotc.sharding import data_parallel

README_MAX_LINES = 150


def documented_passes() -> list[tuple[str, str, str]]:
    """(name, scope, summary) of each line of the one fenced block between the pass-list markers."""
    text = (ROOT / "docs" / "architecture.md").read_text()
    sections = re.findall(r"<!-- passes -->\n(.*?)<!-- /passes -->", text, re.S)
    assert len(sections) == 1, "docs/architecture.md needs exactly one <!-- passes --> ... <!-- /passes --> section"
    blocks = re.findall(r"^```[^\n]*\n(.*?)^```$", sections[0], re.S | re.M)
    assert len(blocks) == 1, "the pass-list section holds exactly one fenced block"
    rows = []
    for line in blocks[0].splitlines():
        fields = re.split(r"\s{2,}", line.strip(), maxsplit=2)
        assert len(fields) == 3, f"not `name  scope  summary`: {line!r}"
        rows.append(tuple(fields))
    return rows


def test_the_documented_pass_list_is_the_pipeline():
    options = CompileOptions(inputs=(InputInfo("float32", (16, 32)),), fp8="tensorwise", fp8_experts="forward",
                             shard="fsdp-zero3", world_size=2)
    passes = pass_list(options, features=Features.of(options, data_parallel("fsdp-zero3", 2, 1.0, [])))
    documented = documented_passes()
    assert [(name, scope) for name, scope, _ in documented] == [(p.name, p.scope.value) for p in passes]
    assert [summary for _, _, summary in documented] == [p.summary for p in passes]


def test_the_readme_is_short_and_starts_with_the_two_commands():
    lines = (ROOT / "README.md").read_text().splitlines()
    assert len(lines) <= README_MAX_LINES, f"README.md has {len(lines)} lines; move detail to docs/"
    head = "\n".join(lines[:10])
    assert re.search(r"^\s*make run\b", head, re.M) and re.search(r"^\s*make test\b", head, re.M)


def prose(markdown: str) -> str:
    """The text outside code: fenced and indented blocks and inline code removed."""
    markdown = re.sub(r"^```.*?^```$", "", markdown, flags=re.S | re.M)
    markdown = re.sub(r"^(    |\t).*$", "", markdown, flags=re.M)
    return re.sub(r"`[^`\n]*`", "", markdown)


def test_the_readme_and_docs_link_only_to_files_that_exist():
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "bench" / "RESULTS.md"]:
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", prose(doc.read_text())):
            if "://" not in target:
                assert (doc.parent / target).exists(), f"{doc.relative_to(ROOT)} links to {target}, which is missing"
