"""Tensor and context parallelism: one rank's program along the tp and cp mesh axes.

`plan.py` decides which parameters tp splits; `propagate.py` is the pass that rewrites the
joint program into one rank's, op by op (`rules.py`, `matmul.py`, `attention.py`, `loss.py`),
on the layouts of `layout.py` and the redistributions of `context.py`.
"""
