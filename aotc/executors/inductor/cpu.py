"""The CPU builder: Inductor's C++ kernels for each region, built into one shared library."""

from __future__ import annotations

import contextlib
import hashlib
import re
from pathlib import Path

from aotc.executors.inductor.hooks import inductor_wrapper
from aotc.executors.inductor.plan import _plan, _Refs
from aotc.executors.inductor.wrapper import Unsupported, read_wrapper
from aotc.format.pack import Kernel, Plan


class _CpuBuilder:
    """Reads Inductor's C++ kernels; `finish` builds all of them into one shared library."""

    def __init__(self):
        self.sources: list[str] = []
        self.symbols: dict[str, int] = {}   # source hash -> kernel index

    def session(self):
        return contextlib.nullcontext()

    def region(self, graph, inputs: list, options: dict | None = None, key: str = "") -> tuple[str, Plan]:
        source, _ = inductor_wrapper(graph, inputs, load=False, extra=options)
        w = read_wrapper(source)
        index = {}
        for name, (kind, src) in w.kernels.items():
            if kind != "cpp":
                raise Unsupported(f"kernel {name} is {kind}, not C++")
            index[name] = self._add(src)

        def kernel_step(st, refs):
            _, name, args = st
            if not all(isinstance(a, str) for a in args):
                raise Unsupported(f"C++ kernel {name} takes non-tensor arguments")
            return ["call", index[name], [refs[a] for a in args]]

        try:
            return source, _plan(w, kernel_step, _Refs(w.inputs))
        except Unsupported as e:
            e.source = source
            raise

    def _add(self, src: str) -> int:
        digest = hashlib.sha256(src.encode()).hexdigest()
        if digest not in self.symbols:
            if src.count('extern "C"') != 1 or not re.search(r'extern "C"\s+void\s+kernel\(', src):
                raise Unsupported("the C++ kernel does not have the one `extern \"C\" void kernel(` entry")
            self.symbols[digest] = len(self.sources)
            self.sources.append(src)
        return self.symbols[digest]

    def finish(self) -> tuple[list[Kernel], dict]:
        if not self.sources:
            return [], {}
        from torch._inductor.codecache import CppCodeCache
        includes, bodies = [], []
        for i, src in enumerate(self.sources):
            lines = src.splitlines()
            includes += [l for l in lines if l.startswith("#include") and l not in includes]
            body = "\n".join(l for l in lines if not l.startswith("#include"))
            body = re.sub(r'extern "C"\s+void\s+kernel\(', f'extern "C" void aotc_k{i}(', body)
            bodies.append(f"namespace aotc_ns{i} {{\n{body}\n}}  // namespace aotc_ns{i}")
        combined = "\n".join(includes) + "\n\n" + "\n\n".join(bodies) + "\n"
        lib = CppCodeCache.load(combined)
        data = Path(lib._name).read_bytes()
        kernels = [Kernel(f"aotc_k{i}", "kernels.so") for i in range(len(self.sources))]
        return kernels, {"kernels.so": data, "src/kernels.cpp": combined.encode()}
