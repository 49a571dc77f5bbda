"""The planner: a compile's options and model turned into entry plans (aotc.planner.plan), one
per training step, shape bucket or pipeline stage, which one loop compiles (aotc.compiler)."""
