"""The manifest's `fp8` section: the recipe an artifact's float8 matmuls were compiled with."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Fp8Info:
    """The fp8 recipe the linears' matmuls run in (format 7), and the weights left alone; for
    te-delayed (format 9) the amax history's length, the margin and the window's amax ("max")."""

    recipe: str
    skip: tuple[str, ...] = ()
    history: int | None = None
    margin: int | None = None
    amax: str | None = None
    experts: str | None = None        # format 9: "forward" or "all" of the experts' grouped matmuls in fp8
    attention: bool = False           # format 16: te-delayed's dense attention in fp8 (aotc.fp8_attention)

    def to_data(self) -> dict:
        delayed = {} if self.history is None else {"history": self.history, "margin": self.margin, "amax": self.amax}
        experts = {} if self.experts is None else {"experts": self.experts}
        attention = {"attention": True} if self.attention else {}
        return {"recipe": self.recipe, "skip": list(self.skip), **delayed, **experts, **attention}

    @classmethod
    def from_data(cls, d: dict) -> Fp8Info:
        delayed = {k: t(d[k]) for k, t in (("history", int), ("margin", int), ("amax", str)) if d.get("history")}
        f = cls(recipe=str(d["recipe"]), skip=tuple(str(g) for g in d["skip"]), **delayed,
                experts=str(d["experts"]) if d.get("experts") is not None else None,
                attention=d.get("attention") is True)
        if f.experts not in (None, "forward", "all"):
            raise ValueError(f"fp8 experts {f.experts[:40]!r} is not one this reader runs (forward or all)")
        if "attention" in d and not isinstance(d["attention"], bool):
            raise ValueError(f"fp8 attention {str(d['attention'])[:40]!r} is not true or false")
        if f.attention and f.recipe != "te-delayed":
            raise ValueError(f"fp8 attention under {f.recipe[:40]!r}: this reader runs it under te-delayed only")
        if (f.recipe == "te-delayed") != (f.history is not None) or delayed and (
                f.amax != "max" or f.history < 1 or f.margin < 0):
            raise ValueError(f"fp8 {f.describe()[:160]} is not a recipe this reader runs (te-delayed has an amax "
                             "history of 1 or more steps, a margin of 0 or more and amax max; the others none)")
        return f

    @property
    def format_9(self) -> bool:
        """Whether it records what format 9 added: delayed scaling, or experts in fp8."""
        return self.history is not None or self.experts is not None

    def describe(self) -> str:
        """'te-delayed scaling (amax history 1024, margin 0, amax max)', or 'tensorwise scaling'."""
        delayed = f" (amax history {self.history}, margin {self.margin}, amax {self.amax})" if self.history else ""
        return f"{self.recipe} scaling{delayed}"
