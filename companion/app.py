"""The ``companion`` command: the desktop app, its self-test, or ``companion eval`` / ``event`` / ``captain`` headless.

The arguments are read here, before anything imports Qt, so ``eval``, ``event`` and
``--help`` run on machines with no display libraries at all.
"""

import argparse
import os
import sys

from companion import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="companion",
        description="Exact probability calculators for wargames.",
        epilog="Without a display: 'companion eval FILE... [--json]' evaluates scenario files "
        "(see 'companion eval --help'); 'companion event COMMAND EVENT ...' runs a tournament event: "
        "create, add-player, import-players, drop, pair, report, standings, show, export "
        "(see 'companion event --help'); 'companion captain solve MATRIX.csv [--json]' solves a team "
        "match's pairing ritual.",
    )
    parser.add_argument("scenario", nargs="?", help="a scenario file to open")
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    parser.add_argument(
        "--self-test", action="store_true", help="start offscreen, check every game, scenario and chart, then exit"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["eval"]:
        from companion import cli

        return cli.main(argv[1:])
    if argv[:1] == ["captain"]:
        from companion import captain_cli

        return captain_cli.main(argv[1:])
    if argv[:1] == ["event"]:
        from companion.tournament import cli as event_cli

        return event_cli.main(argv[1:])
    arguments = build_parser().parse_args(argv)
    from companion.gui import system_libraries

    environ = {"QT_QPA_PLATFORM": "offscreen", **os.environ} if arguments.self_test else os.environ
    missing = system_libraries.missing_packages(system_libraries.needed_libraries(environ))
    if missing:  # before anything imports Qt, which would fail with a traceback or abort
        print(system_libraries.missing_libraries_message(missing), file=sys.stderr)
        return 1
    if arguments.self_test:
        from companion.gui import selftest

        return selftest.main()
    from companion import crash_log

    log = crash_log.start()  # before Qt loads: a crash while it does is written down too
    from companion.gui.application import run

    return run(arguments.scenario, log)


if __name__ == "__main__":
    sys.exit(main())
