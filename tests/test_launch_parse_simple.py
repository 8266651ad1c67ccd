"""kvroom.launch.flags.parse_simple reads a plain command line without argparse (start-up time, issue 13). Wherever
it answers, the answer must be argparse's: compared here with the parser of the release's whole flag table
(kvroom.launch.flags.build_parser, which tests/test_launch_parser_subset.py holds to vLLM's own behaviour) on real
commands, on every flag of several releases with values of each shape, and on random command lines; and it must
answer the plain real commands (else the fast path is dead code and a cold plan pays for argparse again)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from kvroom.core.releases import Release
from kvroom.launch.flags import VllmArgumentError, build_parser, parse_simple, preprocess, table_for
from kvroom.launch.reader import _entry, _plan_request_fields, split_command, split_env

ROOT = Path(__file__).resolve().parent
RELEASES = ["0.5.5", "0.6.3", "0.8.5", "0.10.1.1", "0.12.0", "0.33.0"]
VALUES = ["1", "0", "-1", "-12", "0.9", "1e3", "x", "", "None", "16K", "-", "--", "-x", "-1.5", "٣", "a=b"]


def _real_commands() -> list[list[str]]:
    commands = []
    for line in (ROOT / "corpus" / "commands" / "real_commands.jsonl").read_text().splitlines():
        if line.strip():
            case = json.loads(line)
            commands.append(case.get("command") or case["argv"])
    for path in sorted((ROOT / "golden" / "wild").glob("*.json")):
        command = json.loads(path.read_text()).get("command")
        if isinstance(command, str) and command.strip():
            commands.append(command)
    for path in sorted((ROOT / "golden" / "logs").glob("*.json")):  # `vllm serve ...` lines inside real logs
        for line in json.dumps(json.loads(path.read_text())).replace("\\n", "\n").splitlines():
            at = line.find("vllm serve ")
            if at >= 0:
                commands.append(line[at:].split('"')[0].split("\\")[0])
    out = []
    for text in commands:
        try:
            _env, args = split_env(split_command(text))
            _source, _prog, _serve, rest, _tag = _entry(args)
        except Exception:  # noqa: BLE001 - not a command kvroom.launch reads; nothing to compare
            continue
        out.append(rest)
    return out


def _argparse(parser, words):
    try:
        return vars(parser.parse_args(words))
    except VllmArgumentError:
        return "refused"


def _same(table, words, serve, raw_dests, full) -> bool | None:
    """True when parse_simple agrees with argparse, None when it declined (argparse answers), False otherwise."""
    simple = parse_simple(words, table, serve=serve, raw_dests=raw_dests)
    if simple is None:
        return None
    expected = _argparse(full, words)
    assert expected != "refused", (table.release, words, simple)
    assert simple == expected, (table.release, words)
    return True


@pytest.mark.parametrize("version", RELEASES)
@pytest.mark.parametrize("serve", [True, False])
def test_every_flag_with_every_value_shape(version: str, serve: bool) -> None:
    table = table_for(Release.parse(version))
    prog = "vllm serve" if serve else "api_server.py"
    for raw_dests in (frozenset(), _plan_request_fields()):
        full = build_parser(table, prog, serve=serve, raw_dests=raw_dests)
        answered = 0
        for spec in table.flags:
            for name in (spec.name, *spec.aliases):
                forms = [[name], ["--no-" + name[2:]] if name.startswith("--") else [name]]
                forms += [[name, v] for v in VALUES] + [[name + "=" + v] for v in VALUES]
                forms += [[name, "1", "2"], [name, "a", "-3", "--port", "8000"], [name, "--port", "1"],
                          [name + "=1", "2"], [name, "x", "M2"]]
                for form in forms:
                    words = preprocess((["M"] if serve else []) + form, table)
                    answered += bool(_same(table, words, serve, raw_dests, full))
        assert answered > len(table.flags), "parse_simple declined nearly every flag"


@pytest.mark.parametrize("version", ["0.6.3", "0.10.1.1", "0.33.0"])
def test_random_command_lines(version: str) -> None:
    table = table_for(Release.parse(version))
    rng = random.Random(version)
    names = [n for spec in table.flags for n in (spec.name, *spec.aliases)]
    names += ["--help", "-h", "--max", "--no-enable-prefix", "-tp4", "--foo", "M2", "--", "-"]
    answered = 0
    for serve in (True, False):
        full = build_parser(table, "vllm serve" if serve else "api_server.py", serve=serve,
                            raw_dests=_plan_request_fields())
        for _ in range(400):
            words = ["M"] if serve and rng.random() < 0.8 else []
            for _ in range(rng.randint(0, 6)):
                name = rng.choice(names)
                shape = rng.random()
                if shape < 0.4:
                    words += [name, rng.choice(VALUES)]
                elif shape < 0.6:
                    words.append(name + "=" + rng.choice(VALUES))
                else:
                    words.append(name)
            words = preprocess(words, table)
            answered += bool(_same(table, words, serve, _plan_request_fields(), full))
    assert answered > 50


@pytest.mark.parametrize("version", RELEASES)
def test_real_commands_parse_as_argparse_does_and_most_without_it(version: str) -> None:
    table = table_for(Release.parse(version))
    commands = _real_commands()
    assert len(commands) >= 35
    answered = 0
    for serve in (True, False):
        full = build_parser(table, "vllm serve" if serve else "api_server.py", serve=serve,
                            raw_dests=_plan_request_fields())
        for rest in commands:
            answered += bool(_same(table, preprocess(rest, table), serve, _plan_request_fields(), full))
    assert answered >= len(commands) // 2, (answered, len(commands))
