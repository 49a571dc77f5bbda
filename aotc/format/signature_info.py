"""What format 11 added to an entry (the model's own signature), checked as a manifest is read."""

from __future__ import annotations


def check_signature(name: str, e, version: int) -> None:
    """Inputs by name, defaults and record forms (format 11): identifiers, each named once, the
    positional inputs first."""
    if not e.named:
        return
    if version < 11:
        raise ValueError(f"entry {name!r} has inputs by name or a dataclass or named-tuple result in a "
                         f"format-{version} manifest; they came with format 11")
    names = [i.name for i in e.inputs if i.name] + list(e.defaults)
    for n in names:
        if not isinstance(n, str) or not n.isidentifier():
            raise ValueError(f"entry {name!r}: input name {str(n)[:40]!r} is not an identifier")
    if len(set(names)) != len(names):
        raise ValueError(f"entry {name!r} names an input twice")
    given = [bool(i.name) for i in e.inputs]
    if given != sorted(given):
        raise ValueError(f"entry {name!r}: a positional input follows one given by name")
