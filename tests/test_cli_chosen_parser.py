"""`kvroom CMD` builds only CMD's arguments (start-up time, issue 13); what argparse shows and accepts must not
change: the top-level help lists every command, and each command's help and parse equal the full parser's."""

from __future__ import annotations

import argparse

from kvroom.cli import build_parser


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def test_each_command_alone_matches_the_full_parser() -> None:
    full = build_parser()
    names = list(_subparsers(full))
    assert {"plan", "run", "explain", "sweep", "gpus", "completion", "web", "calibrate"} <= set(names)
    for name in names:
        chosen = build_parser(name)
        assert chosen.format_help() == full.format_help(), name  # `kvroom --help` still lists every command
        assert list(_subparsers(chosen)) == names
        assert _subparsers(chosen)[name].format_help() == _subparsers(full)[name].format_help(), name
    assert build_parser("").format_help() == full.format_help()


def test_a_command_parses_the_same_alone() -> None:
    argv = ["sweep", "m", "--gpu", "L4,H100", "-tp", "1,2", "--csv"]
    assert vars(build_parser("sweep").parse_args(argv)) == vars(build_parser().parse_args(argv))
    assert vars(build_parser("len").parse_args(["len", "32K"])) == vars(build_parser().parse_args(["len", "32K"]))
