"""Tensor and context parallelism: one rank's program along the tp and cp mesh axes.

`plan.py` decides which parameters tp splits; `propagate.py` is the pass that rewrites the
joint program into one rank's, op by op (`rules.py`, `matmul.py`, `attention.py`, `loss.py`),
on the layouts of `layout.py` and the redistributions of `context.py`. After the split,
`regather.py` gathers sequence-parallel activations again in the backward, and `async_tp.py`
(`--async-tp`) cuts the matmuls around tp's all-gathers and reduce-scatters into chunks.
"""
