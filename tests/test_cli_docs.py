"""Every command has help text and is documented in the README (STYLE: docs checked by a test)."""

from __future__ import annotations

import argparse
from pathlib import Path

from kvroom.cli import build_parser

README = (Path(__file__).resolve().parent.parent / "README.md").read_text()


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def test_every_command_has_help_and_is_in_the_readme() -> None:
    commands = _subcommands()
    assert {"plan", "explain", "len", "models", "gpus", "sweep", "web"} <= set(commands)
    for name, sub in commands.items():
        assert sub.format_help().strip(), name
        assert f"kvroom {name}" in README, f"README does not document `kvroom {name}`"


def test_every_flag_has_help() -> None:
    for name, sub in _subcommands().items():
        for action in sub._actions:
            if action.option_strings and action.dest != "help":
                assert action.help, f"kvroom {name} {action.option_strings[0]} has no help text"
