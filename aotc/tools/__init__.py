"""What the commands other than compile and build-kernels do, one module per command, each a
function returning a frozen report (cli/ turns reports into text or JSON; nothing here prints):

    describe.py   inspect: the facts an artifact records
    check.py      check: will it run here, and how
    diff.py       diff: how two artifacts differ, and the CI gate
    verify.py     verify: one step against eager PyTorch (twins.py builds both models)
    train.py      run: N optimizer steps of each
"""

from aotc.tools.describe import ArtifactSummary, describe
from aotc.tools.train import RunReport, StepRecord, train
from aotc.tools.twins import build_twins, make_task
from aotc.tools.verify import VerifyReport, verify

__all__ = ["ArtifactSummary", "RunReport", "StepRecord", "VerifyReport", "build_twins", "describe", "make_task",
           "train", "verify"]
