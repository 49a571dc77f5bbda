"""The passes, each a pure function program -> program, and the pipeline that runs them
(aotc.pipeline builds the flat list; aotc.passes.runner runs it)."""
