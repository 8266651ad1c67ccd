"""Every real log fixture, wrapped and mangled the ways real logs reach `kvroom explain` (issue 10).

The fixtures are the real logs of tests/golden/logs/*.json and the excerpts of tests/golden/wild/*.json (blind
batches that are still being collected are left out by their ``batch``, unread). Each transformation below is one
thing a real tool or person does to a log on its way to kvroom, named for where it comes from. For every
(fixture, transformation) pair tried, explain's reading of the transformed text must be the reading of the
untransformed text: the message kind, every number it read, the diagnosis cause and the set of fix flags.

The expected value is explain's own reading of the untransformed real text: this test checks invariance, the
correctness of that reading is graded elsewhere (test_logs_golden.py, test_wild_logs.py).

Pairs are sampled deterministically (a hash of fixture and transformation) to keep the test fast; every
transformation is applied to many fixtures and every fixture to several transformations (checked below).
``KVROOM_ALL_TRANSFORMS=1`` runs the whole matrix.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path
from typing import Callable

import pytest

from kvroom.explain import explain

HERE = Path(__file__).parent
UNCOLLECTED_BATCHES = {"round9-blind"}  # a blind set being collected by another helper: never read here


def _fixtures() -> dict[str, str]:
    out = {}
    for p in sorted((HERE / "golden" / "logs").glob("*.json")):
        if p.name.startswith("_"):
            continue
        g = json.loads(p.read_text())
        out["logs/" + g["case_id"]] = "\n".join(g["log"]) + "\n"
    for p in sorted((HERE / "golden" / "wild").glob("*.json")):
        c = json.loads(p.read_text())
        if c.get("batch") in UNCOLLECTED_BATCHES:
            continue
        out["wild/" + c["id"]] = c["excerpt"]
    return out


FIXTURES = _fixtures()


# ------------------------------------------------------------------ transformations
def _lines(text: str) -> list[str]:
    return text.split("\n")


def _per_line(fn: Callable[[int, str], str]) -> Callable[[str], str]:
    """Apply ``fn(index, line)`` to every line that is not empty (a trailing newline stays a trailing newline)."""

    def apply(text: str) -> str:
        return "\n".join(fn(i, line) if line else line for i, line in enumerate(_lines(text)))

    return apply


def terminal_hard_wrap(width: int) -> Callable[[str], str]:
    """A terminal (tmux, screen, a web console) copies a long line as rows of ``width`` columns, mid-word."""

    def apply(text: str) -> str:
        out = []
        for line in _lines(text):
            out += [line[i : i + width] for i in range(0, max(len(line), 1), width)]
        return "\n".join(out)

    return apply


def issue_soft_wrap(text: str, width: int = 72) -> str:
    """A person (or a mail client, or a rendered GitHub issue copied as prose) re-flows a line at spaces."""
    out = []
    for line in _lines(text):
        cur = ""
        for word in line.split(" "):
            if cur and len(cur) + 1 + len(word) > width:
                out.append(cur)
                cur = word
            else:
                cur = word if not cur else cur + " " + word
        out.append(cur)
    return "\n".join(out)


_LEVEL_RE = re.compile(r"((?:\([^()\n]{1,80} pid=\d+[^()\n]{0,40}\) )?)(DEBUG|INFO|WARNING|ERROR|CRITICAL)(\b)")
_SGR = {"DEBUG": "\x1b[37m", "INFO": "\x1b[32m", "WARNING": "\x1b[33m", "ERROR": "\x1b[31m", "CRITICAL": "\x1b[1;31m"}


def _colour_level(m: re.Match) -> str:
    prefix = m.group(1)
    if prefix:
        prefix = "\x1b[1;36m" + prefix[:-1] + "\x1b[0;0m "  # vllm/utils: the process prefix in bold cyan
    return prefix + _SGR[m.group(2)] + m.group(2) + "\x1b[0m"


def vllm_ansi_colours(text: str) -> str:
    """vLLM's coloured log levels (vllm/logger.py's colour formatter, a TTY) and its cyan process prefixes; lines
    without a level (tracebacks, prints) in the red that tools use for stderr."""
    return _per_line(lambda i, line: _LEVEL_RE.sub(_colour_level, line, count=1) if _LEVEL_RE.match(line)
                     else "\x1b[31m" + line + "\x1b[0m")(text)


def uvicorn_ansi_colours(text: str) -> str:
    """`vllm serve` on a TTY: uvicorn's own coloured records ("\\x1b[32mINFO\\x1b[0m:     Started server process")
    around the log, and a colour reset left at the end of each line by a coloured formatter."""
    head = "\x1b[32mINFO\x1b[0m:     Started server process [4100]\n\x1b[32mINFO\x1b[0m:     Waiting for application startup.\n"
    tail = "\n\x1b[32mINFO\x1b[0m:     Shutting down\n\x1b[32mINFO\x1b[0m:     Finished server process [4100]\n"
    return head + _per_line(lambda i, line: line + "\x1b[0m")(text) + tail


def ansi_escape_lost(text: str) -> str:
    """The same colours after a paste lost the ESC byte: GitHub shows "[32mINFO[0m"."""
    return vllm_ansi_colours(text).replace("\x1b", "")


def crlf(text: str) -> str:
    """A Windows editor or a PowerShell redirect: CRLF line ends."""
    return text.replace("\n", "\r\n")


def lone_cr(text: str) -> str:
    """Classic Mac line ends, or a terminal capture where each line ends in a bare CR (progress bars' \\r)."""
    return text.replace("\n", "\r")


def docker_compose(text: str) -> str:
    """`docker compose up` / `docker compose logs`: every line behind the service's name and a bar."""
    return _per_line(lambda i, line: "vllm-1  | " + line)(text)


def docker_compose_coloured(text: str) -> str:
    """`docker compose logs` on a TTY: the service prefix coloured."""
    return _per_line(lambda i, line: "\x1b[36mvllm-openai-1  |\x1b[0m " + line)(text)


def kubectl_timestamps(text: str) -> str:
    """`kubectl logs --timestamps`: an RFC3339Nano timestamp before every line."""
    return _per_line(lambda i, line: f"2025-09-20T10:00:{i % 60:02d}.{123456789 + i}Z " + line)(text)


def journald(text: str) -> str:
    """`journalctl -u vllm` (short format) for a systemd service: date, host, process[pid]."""
    return _per_line(lambda i, line: f"Dec 01 10:00:{i % 60:02d} gpu-node-3 python3[123{i % 7}]: " + line)(text)


def ray_worker(text: str) -> str:
    """Ray forwards a worker's output to the driver behind "(ActorClass pid=.., ip=..)"."""
    return _per_line(lambda i, line: "(RayWorkerWrapper pid=12345, ip=10.0.0.1) " + line)(text)


def engine_core_prefix(text: str) -> str:
    """vLLM >= 0.10's engine-core process writes every line behind "(EngineCore_DP0 pid=..)"."""
    return _per_line(lambda i, line: "(EngineCore_DP0 pid=4242) " + line)(text)


def api_server_prefix(text: str) -> str:
    """vLLM >= 0.10's API-server process: "(APIServer pid=..)" before every line."""
    return _per_line(lambda i, line: "(APIServer pid=4100) " + line)(text)


def vllm_worker_prefix(text: str) -> str:
    """vLLM 0.8-0.9's multiproc worker of rank 0: "(VllmWorker rank=0 pid=..)" / "(VllmWorker TP0 pid=..)"."""
    return _per_line(lambda i, line: ("(VllmWorker TP0 pid=4301) " if i % 2 else "(VllmWorker rank=0 pid=4301) ")
                     + line)(text)


def github_quote(text: str) -> str:
    """A reply on GitHub quoting the log: "> " before every line."""
    return "\n".join("> " + line if line else ">" for line in _lines(text))


def fenced_code_block(text: str) -> str:
    """A log pasted inside a fenced code block."""
    return "```log\n" + text.rstrip("\n") + "\n```\n"


def json_string(text: str) -> str:
    """A log shipped as one JSON string (a log API, a bug-report bot, an ELK export): one line, literal \\n."""
    return json.dumps(text)


def json_lines_logger(text: str) -> str:
    """A structured logger (python-json-logger, structlog): one JSON object per line, the text in "message"."""
    return _per_line(lambda i, line: json.dumps({"timestamp": f"2025-09-20T10:00:{i % 60:02d}Z", "level": "INFO",
                                                 "logger": "vllm", "message": line}))(text)


def docker_json_file(text: str) -> str:
    """Docker's json-file log driver (/var/lib/docker/containers/<id>/<id>-json.log): {"log": "...\\n", ...}."""
    return _per_line(lambda i, line: json.dumps({"log": line + "\n", "stream": "stderr",
                                                 "time": f"2025-09-20T10:00:{i % 60:02d}.1Z"}))(text)


def html_entities(text: str) -> str:
    """A log copied from a page's HTML source (or a scraper): &amp; &lt; &gt; &quot; &#39; as GitHub renders them."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
            .replace("'", "&#39;"))


_OPEN_AT = " \t\n([{=:"


def typographic_quotes(text: str) -> str:
    """A word processor or chat tool's smart quotes: ' -> \u2018/\u2019, " -> \u201c/\u201d."""
    out = []
    for i, ch in enumerate(text):
        opening = i == 0 or text[i - 1] in _OPEN_AT
        if ch == "'":
            out.append("\u2018" if opening else "\u2019")
        elif ch == '"':
            out.append("\u201c" if opening else "\u201d")
        else:
            out.append(ch)
    return "".join(out)


def tabs(text: str) -> str:
    """An editor converting indentation and space runs to tabs."""
    return _per_line(lambda i, line: re.sub(r" {2,}", "\t", line))(text)


def jupyter_trailing_spaces(text: str) -> str:
    """A Jupyter / Colab cell output copied with its rows padded by trailing spaces."""
    return _per_line(lambda i, line: line + " " * (4 + i % 5))(text)


def editor_line_numbers(text: str) -> str:
    """A paste from an editor or `cat -n` / vim's `:set number`: a right-aligned line number before every line."""
    return "\n".join(f"{i + 1:>6}\t{line}" if line or i + 1 < len(_lines(text)) else line
                     for i, line in enumerate(_lines(text)))


def vim_line_numbers(text: str) -> str:
    """vim's `:set number` copied from a terminal: "  12 " before every line."""
    return "\n".join(f"{i + 1:>4} {line}" if line or i + 1 < len(_lines(text)) else line
                     for i, line in enumerate(_lines(text)))


TRANSFORMS: dict[str, Callable[[str], str]] = {
    "terminal_wrap_80": terminal_hard_wrap(80),
    "terminal_wrap_100": terminal_hard_wrap(100),
    "terminal_wrap_120": terminal_hard_wrap(120),
    "terminal_wrap_160": terminal_hard_wrap(160),
    "issue_soft_wrap": issue_soft_wrap,
    "vllm_ansi_colours": vllm_ansi_colours,
    "uvicorn_ansi_colours": uvicorn_ansi_colours,
    "ansi_escape_lost": ansi_escape_lost,
    "crlf": crlf,
    "lone_cr": lone_cr,
    "docker_compose": docker_compose,
    "docker_compose_coloured": docker_compose_coloured,
    "kubectl_timestamps": kubectl_timestamps,
    "journald": journald,
    "ray_worker": ray_worker,
    "engine_core_prefix": engine_core_prefix,
    "api_server_prefix": api_server_prefix,
    "vllm_worker_prefix": vllm_worker_prefix,
    "github_quote": github_quote,
    "fenced_code_block": fenced_code_block,
    "json_string": json_string,
    "json_lines_logger": json_lines_logger,
    "docker_json_file": docker_json_file,
    "html_entities": html_entities,
    "typographic_quotes": typographic_quotes,
    "tabs": tabs,
    "jupyter_trailing_spaces": jupyter_trailing_spaces,
    "editor_line_numbers": editor_line_numbers,
    "vim_line_numbers": vim_line_numbers,
}

# (fixture, transformation) pairs whose transformation destroys information the reading needs, with the reason
EXCLUDED: dict[tuple[str, str], str] = {}


def _excluded(fid: str, name: str) -> str | None:
    if (fid, name) in EXCLUDED:
        return EXCLUDED[(fid, name)]
    if name.endswith("_line_numbers") and FIXTURES[fid].strip().count("\n") == 0:
        return "one numbered line cannot be told from a log line that starts with a number"
    return None


PER_FIXTURE = 8  # transformations tried per fixture (all of them with KVROOM_ALL_TRANSFORMS=1)


def _rank(fixture: str, name: str) -> bytes:
    return hashlib.sha256(f"{fixture}\0{name}".encode()).digest()


def _pairs() -> list[tuple[str, str]]:
    everything = os.environ.get("KVROOM_ALL_TRANSFORMS") == "1"
    out = []
    for fid in FIXTURES:
        names = sorted(TRANSFORMS, key=lambda n: _rank(fid, n))
        out += [(fid, n) for n in (names if everything else names[:PER_FIXTURE])]
    return out


PAIRS = _pairs()


def reading(text: str) -> dict:
    """What explain read: kind, every number, the memory account, the cause, the set of fix flags."""
    d = explain(text, vllm_version=None).to_dict()
    return {
        "message_kind": d["message_kind"],
        "numbers": dict(d["numbers"]),
        "memory_account": dict(d.get("memory_account") or {}),
        "cause": (d.get("diagnosis") or {}).get("cause"),
        "fix_flags": sorted({f["flag"] for f in d["fixes"]}),
    }


_BASE: dict[str, dict] = {}


def _base(fid: str) -> dict:
    if fid not in _BASE:
        _BASE[fid] = reading(FIXTURES[fid])
    return _BASE[fid]


def test_sampling_covers_every_transformation_and_fixture() -> None:
    assert len(FIXTURES) >= 200
    per_transform = {n: 0 for n in TRANSFORMS}
    per_fixture = {f: 0 for f in FIXTURES}
    for fid, name in PAIRS:
        per_transform[name] += 1
        per_fixture[fid] += 1
    assert min(per_transform.values()) >= 40, per_transform
    assert min(per_fixture.values()) >= PER_FIXTURE


def test_transformations_change_the_text() -> None:
    sample = "INFO 09-20 10:00:01 [core.py:1] a 'quoted' \"x\" <y>   z " + "w" * 200 + "\nValueError: b\n"
    for name, fn in TRANSFORMS.items():
        assert fn(sample) != sample, name


@pytest.mark.parametrize("fid, name", PAIRS, ids=[f"{f}:{n}" for f, n in PAIRS])
def test_transformed_log_reads_the_same(fid: str, name: str) -> None:
    reason = _excluded(fid, name)
    if reason:
        pytest.skip(reason)
    assert reading(TRANSFORMS[name](FIXTURES[fid])) == _base(fid)
