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


def test_plan_and_run_options_read_without_argparse_equal_argparse() -> None:
    """`kvroom plan/run` read kvroom's own options without building argparse (start-up, issue 13): the namespace
    must be argparse's, default for default, and anything argparse alone can judge must be left to it."""
    import itertools

    from kvroom.cli import launch_args_without_argparse

    words = [["--gpu", "L4"], ["--gpu=H100x8"], ["--gpu="], ["--gpu-memory", "79.2GiB"], ["--free-memory=60GiB"],
             ["--platform", "cpu"], ["--platform=cuda"], ["--vllm-version", "0.10.2"], ["--usage-context", "llm"],
             ["--json"], ["--from-log", "x.log"], ["--force"], ["--log=f.log"], ["--gpu", "A", "--gpu", "B"]]
    checked = 0
    for command in ("plan", "run"):
        parser = build_parser(command)
        for a, b in itertools.combinations_with_replacement(words, 2):
            ours = [*a, *b]
            fast = launch_args_without_argparse(command, ours)
            try:
                slow = vars(parser.parse_args([command, *ours]))
            except SystemExit:
                assert fast is None, (command, ours)  # argparse refuses: so must the fast path (it defers)
                continue
            assert fast is not None, (command, ours)
            assert vars(fast) == slow, (command, ours)
            checked += 1
    assert checked > 100
    # what only argparse can say is left to it
    for command, ours in (("plan", ["--help"]), ("plan", ["--platform", "tpu"]), ("plan", ["--gpu"]),
                          ("plan", ["--json=1"]), ("plan", ["--force"]), ("run", ["--from-log", "x"]),
                          ("plan", ["--usage-context="]), ("plan", ["--gpu", "-5"])):
        assert launch_args_without_argparse(command, ours) is None, ours
