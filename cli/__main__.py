"""`python -m cli` runs the thunder-aot command line, like the installed console script."""

from cli.main import main

main(prog_name="thunder-aot")
