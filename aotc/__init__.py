"""thunder-aot: compile a PyTorch training step ahead of time, run it with a slim runtime.

    path = aotc.compile(model_or_spec, example_inputs, **options)   # the compiler
    step_model = aotc.runtime.load(path, model)                       # the runtime

`aotc.compile` is looked up lazily (PEP 562) so that `import aotc.runtime`, which imports this
package first, does not pull in the tracer and the passes.
"""

from aotc.version import FORMAT_VERSION, __version__

__all__ = ["FORMAT_VERSION", "__version__", "compile", "CompileOptions"]


def __getattr__(name):
    if name in ("compile", "CompileOptions"):
        from aotc import compiler
        return getattr(compiler, name)
    raise AttributeError(f"module 'aotc' has no attribute {name!r}")
