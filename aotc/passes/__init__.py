"""The passes, each a pure function program -> program, and the pass list that runs them
(aotc.pass_list builds the flat list; aotc.passes.runner runs it)."""
