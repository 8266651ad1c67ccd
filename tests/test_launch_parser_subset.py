"""The vLLM parser built for one command line registers only the flags its words could name (start-up time,
issue 13). It must parse and refuse exactly as the parser with the release's whole flag table does: compared here
word for word, result and refusal text, on abbreviations, ambiguous prefixes, `--no-` booleans, short options with
attached values and unknown flags, for old and new releases and both entry points."""

from __future__ import annotations

import pytest

from kvroom.core.releases import Release
from kvroom.launch.flags import VllmArgumentError, build_parser, preprocess, table_for

COMMANDS = [
    ["M", "--max-model-len", "4096"],
    ["M", "--max", "4096"],  # ambiguous abbreviation: the refusal lists the candidates, in table order
    ["M", "--max-model", "4096"],  # unique abbreviation
    ["M", "--max-num-s", "8"],
    ["M", "-tp", "2", "-pp=2"],
    ["M", "-tp4"],  # a short option with its value attached
    ["M", "--no-enable-prefix-caching", "--enable-chunked-prefill"],
    ["M", "--no-enable-prefix"],  # abbreviated --no- boolean
    ["M", "--gpu-memory-util", "0.8", "--port", "8000", "--host", "0.0.0.0"],
    ["M", "--foo", "1"],  # unknown flag
    ["M", "--tensor-parallel-size", "two"],  # a value argparse refuses by type
    ["M", "--max-model-len", "-1"],  # a value that looks like an option
    ["M", "--served-model-name", "a", "b", "--trust-remote-code"],
    ["M", "--kv-cache-dtype", "fp9"],  # a choice the release lacks
    ["--model", "M", "--dtype", "half", "-q", "fp8"],
    ["M", "--enable-expert-parallel", "-dp", "2", "--compilation-config", '{"level": 3}'],
    ["M", "--limit-mm-per-prompt", "image=2", "--config-format", "hf"],
    ["M", "-O3", "--speculative-config", "{}"],
    ["M", "-", "--"],
    ["M", "--enable-prefix-caching=false"],
]
RELEASES = ["0.5.5", "0.6.3", "0.8.5", "0.10.1.1", "0.12.0", "0.33.0"]


def _outcome(parser, words):
    try:
        return "ok", vars(parser.parse_args(words))
    except VllmArgumentError as exc:
        return "refused", str(exc)


@pytest.mark.parametrize("version", RELEASES)
@pytest.mark.parametrize("serve", [True, False])
def test_subset_parser_parses_and_refuses_as_the_whole_table(version: str, serve: bool) -> None:
    table = table_for(Release.parse(version))
    prog = "vllm serve" if serve else "api_server.py"
    full = build_parser(table, prog, serve=serve)
    for command in COMMANDS:
        words = preprocess(command, table)
        subset = build_parser(table, prog, serve=serve, argv=words)
        assert len(subset._actions) < len(full._actions) / 4, "the subset parser registered most of the table"
        assert _outcome(subset, words) == _outcome(full, words), (version, serve, command)


def test_no_option_looks_like_a_negative_number() -> None:
    """argparse reads `-1` as a value only while no registered option looks like a negative number; the subset
    parser relies on that being true of the whole table (else leaving such an option out would change a parse)."""
    import json
    import os
    import re

    import kvroom.launch.flags as flags

    path = os.path.join(os.path.dirname(os.path.dirname(flags.__file__)), "data", "vllm_flags.json")
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    options = set(data["flags"]) | {a for runs in data["flags"].values() for run in runs for a in run.get("aliases", [])}
    assert len(options) > 300
    assert not [o for o in options if re.match(r"^-\d+$|^-\d*\.\d+$", o)]
