"""The `thunder-aot` command line: click commands that parse flags, call aotc, and print.

Only this package reads flags and the environment; the work is in aotc.compiler
and aotc.tools, which return reports that cli/render.py turns into text or JSON.
"""
