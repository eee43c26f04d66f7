"""The ``companion`` command: the desktop app, or ``companion eval`` headless.

``eval`` is dispatched before anything imports Qt, so it runs on machines with
no display libraries at all.
"""

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["eval"]:
        from companion import cli

        return cli.main(argv[1:])
    from companion.gui.application import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
