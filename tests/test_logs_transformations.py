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
UNCOLLECTED_BATCHES = {"round9-blind"}  # a blind set being collected (or held out until graded): never read here; rounds 27-29 were graded on the final code of 2026-12-01


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
EXCLUDED: dict[tuple[str, str], str] = {
    ("wild/xorbits-1804-2080ti-bf16", "issue_soft_wrap"): "re-flowed at the space inside 'RTX 2080 Ti': whether a space "
                                                           "stood at the break is lost (NVIDIA spells both 'RTX2080' "
                                                           "and 'RTX 2080')",
}

# pairs kvroom does not read the same yet, and why (strict xfail: a fix makes them pass, then remove them here)
KNOWN_MISSES: dict[tuple[str, str], str] = {
    # rounds 829-854's fixtures, first read under transformations on 2026-12-07 (the fifteenth session)
    ("wild/hiceron-spark-qwen38-27b-gb10-nvfp4-kv-triton-attn-kv-cache-dtype-not-supported", "issue_soft_wrap"):
        "vLLM's backend refusal is quoted in a script's comment over two '#' lines ('Selected backend ... TRITON_ATTN' "
        "/ 'is not valid for this configuration. Reason: [...]'); re-wrapped as an issue's soft wrap, the reason's line "
        "is not joined to the message, which reads as no attention backend (round 833's fixture)",
    # rounds 807-828's fixtures, first read under transformations on 2026-12-07 (the fourteenth session)
    ("wild/github-dual-radeon-vllm-w4a16-symmetry-qwen38-27b-asym-tp2-mamba-256-over-214", "vim_line_numbers"):
        "the Mamba refusal is quoted over two lines of prose ('*\"max_num_seqs' / '(256) exceeds available Mamba cache "
        "blocks (214)\"*'); behind vim's line-number gutter the count's line is not joined to the quotation's head, "
        "and max_num_seqs is not read (round 812's fixture)",
    **{("wild/github-leokuan-medvlthinker-medevalkit-a100-activation-17.23-kv-negative-1.23", t):
       "V0's profile line is a Python string literal split over two source lines ('... activation peak memory takes "
       "17.23GiB; the rest of the memory' / 'reserved for KV Cache is -1.23GiB'); under a line prefix or changed "
       "quotes the literal's pieces are not joined, and the budget's figures are not read (round 808's fixture)"
       for t in ("vllm_ansi_colours", "kubectl_timestamps", "typographic_quotes", "json_lines_logger",
                 "docker_json_file")},
    **{("wild/github-maci0-dgx-spark-dsv4-flash-2x-gb10-dspark-k3-below-block-size-5", t):
       "the DSpark refusal is a bare line of a note, without its exception; behind a log's prefix it is no longer a "
       "line standing alone, and is not looked up among vLLM's sites (round 815's fixture)"
       for t in ("engine_core_prefix", "journald", "docker_compose_coloured")},
    # rounds 793-806's fixtures, first read under transformations on 2026-12-07 (the thirteenth session)
    ("wild/vllm-38428-realtime-audio-stream-sampled-token-ids-exceed-max-model-len-4097-4096",
     "terminal_wrap_100"): "the stored text is a mirror's one joined line: wrapped at 100 columns, 'AssertionError: "
        "Sampled token IDs exceed the max model length ...' opens a line and is read as vLLM's assert (the collector's "
        "reading), while the stored line reads no failure (round 798's fixture, a known miss of tests/test_wild_logs.py)",
    # rounds 765-792's fixtures, first read under transformations on 2026-12-07 (the twelfth session)
    ("wild/lmcache-523-vllm-v1-lmcache-source-torchac-cuda-undefined-symbol-torchinternalassertfail-cxx11",
     "terminal_wrap_80"): "wrapped at 80 columns inside the extension's .so path and inside 'undefined symbol': the "
        "ABI mismatch is read, the extension's package and name are not (round 776's fixture)",
    ("wild/vllm-42404-expandable-segments-rejected-simplecpuoffloadconnector-qwen3-30b-a3b-pp3",
     "issue_soft_wrap"): "re-flowed, the title's line ends with the class's name ('... rejected with "
        "SimpleCPUOffloadConnector'), which the look-up of a retold message takes for vLLM's reset_cache refusal cut "
        "after its first word (round 776's fixture)",
    # rounds 684-714's fixtures, first read under transformations on 2026-12-06 (the ninth session)
    ('wild/tablegpt-agent-172-quickstart-model-path-to-weights-placeholder-hfvalidationerror', 'terminal_wrap_80'): "wrapped at 80 columns, the placeholder repo id breaks and is not read whole (round 701's fixture)",
    ('wild/wu840407-airgapped-llm-quadro-rtx6000-compressed-tensors-vs-quantization-awq', 'issue_soft_wrap'): "re-flowed, the quantization mismatch's sentence is cut inside its quoted method names and read as vLLM's check site instead (round 694's fixture)",
    ('wild/vllm-16420-benchmark-serving-sonnet-1024-in-1024-out-qwen25-7b-context-2048-requested-2054', 'terminal_wrap_80'): 'wrapped at 80 columns, the benchmark command breaks and its model is not read: with neither launch nor model shown, the longer --max-model-len is named only conditionally (the session of 2026-12-06, ninth)',
    ('wild/vllm-16420-benchmark-serving-sonnet-1024-in-1024-out-qwen25-7b-context-2048-requested-2054', 'issue_soft_wrap'): 're-flowed, the benchmark command breaks and its model is not read: with neither launch nor model shown, the longer --max-model-len is named only conditionally (the session of 2026-12-06, ninth)',
    ('wild/vllm-ascend-16835-glm53-w8a8c8-pd-four-a3-moe-dispatch-hccl-buffsize-ep-too-small-600mb-vs-256mb', 'terminal_wrap_100'): "wrapped at 100 columns, CANN's long line is cut between its two figures and neither MB figure is read (round 695's fixture)",
    ('wild/vllm-ascend-16835-glm53-w8a8c8-pd-four-a3-moe-dispatch-hccl-buffsize-ep-too-small-600mb-vs-256mb', 'issue_soft_wrap'): "re-flowed, CANN's long line is cut between its two figures and neither MB figure is read (round 695's fixture)",
    # rounds 655-683's fixtures, first read under transformations on 2026-12-06 (the eighth session)
    ('wild/agno-2482-openailike-agent-memory-qwen25-15b-vllm-auto-tool-choice-requires-enable-auto-tool-choice', 'docker_compose'): "the console logger's padded wrap is re-joined on the paste's own lines; behind another prefix (colours, tabs, a container's) the pieces stay apart and the refusal is not read (round 680's fixture)",
    ('wild/agno-2482-openailike-agent-memory-qwen25-15b-vllm-auto-tool-choice-requires-enable-auto-tool-choice', 'docker_compose_coloured'): "the console logger's padded wrap is re-joined on the paste's own lines; behind another prefix (colours, tabs, a container's) the pieces stay apart and the refusal is not read (round 680's fixture)",
    ('wild/agno-2482-openailike-agent-memory-qwen25-15b-vllm-auto-tool-choice-requires-enable-auto-tool-choice', 'tabs'): "the console logger's padded wrap is re-joined on the paste's own lines; behind another prefix (colours, tabs, a container's) the pieces stay apart and the refusal is not read (round 680's fixture)",
    ('wild/agno-2482-openailike-agent-memory-qwen25-15b-vllm-auto-tool-choice-requires-enable-auto-tool-choice', 'vllm_ansi_colours'): "the console logger's padded wrap is re-joined on the paste's own lines; behind another prefix (colours, tabs, a container's) the pieces stay apart and the refusal is not read (round 680's fixture)",
    ('wild/aibrix-766-base-model-s3-uri-as-vllm-model-hfvalidationerror-repo-id', 'terminal_wrap_80'): "wrapped at 80 columns, the s3:// URI breaks and the repo id is not read whole (round 665's fixture)",
    ('wild/lobsterai-105-local-model-max-completion-tokens-32000-too-large-context-40960-input-19011', 'issue_soft_wrap'): "re-flowed, the output tokens asked for are cut from the message and not read (round 668's fixture)",
    ('wild/mineru-3603-quadro-rtx6000-cc75-vllm-01011-v0-fallback-v1-asyncllm-vllm-use-v1-false', 'tabs'): "the message is a loguru record; tabs or a wrap move loguru's columns and its prefix is not taken off, so the message is not looked up (round 673's fixture)",
    ('wild/mineru-3603-quadro-rtx6000-cc75-vllm-01011-v0-fallback-v1-asyncllm-vllm-use-v1-false', 'terminal_wrap_160'): "the message is a loguru record; tabs or a wrap move loguru's columns and its prefix is not taken off, so the message is not looked up (round 673's fixture)",
    ('wild/mineru-3603-quadro-rtx6000-cc75-vllm-01011-v0-fallback-v1-asyncllm-vllm-use-v1-false', 'terminal_wrap_80'): "the message is a loguru record; tabs or a wrap move loguru's columns and its prefix is not taken off, so the message is not looked up (round 673's fixture)",
    ('wild/minimax-m2-49-vllm-ascend-v0110rc1-tp8-reasoning-parser-minimax-m2-append-think-invalid-choice', 'terminal_wrap_100'): "wrapped, argparse's choice list breaks and the value is read alone (round 678's fixture)",
    ('wild/verl-1757-megatron-trained-qwen3-model-merger-no-module-decoder', 'terminal_wrap_80'): "wrapped, the class's name runs into the next line's word (Qwen3ForCausalLMAfter) (round 683's fixture)",
    ('wild/vllm-28173-v0110-qwen3-4b-responses-api-mcp-tool-not-supported-without-harmony', 'fenced_code_block'): "the message is the issue title's; fenced with the rest, it reads as a quoted code line (round 670's fixture)",
    ('wild/vllm-49493-gpt-oss-120b-v0251-responses-api-codex-namespace-tool-type-not-supported-harmony', 'issue_soft_wrap'): "re-flowed, the refusal breaks inside its words and is not re-joined (round 670's fixture)",
    ('wild/vllm-pr42698-revert-mrv2-qwen3-default-flashinfer-nixl-pd-kv-cache-tensors-same-number-of-blocks', 'terminal_wrap_80'): "wrapped at 80 columns, the check's text breaks inside its words and is not re-joined (round 667's fixture)",
    ('wild/vllm-pr45917-nemotron-3-ultra-nvfp4-tp-dp-allreduce-fusion-warmup-hang-shm-broadcast-60s', 'terminal_wrap_160'): "wrapped, the warm-up's words join the wait and the hang is placed in the profiling run (round 667's fixture, itself a known miss)",
    # rounds 628-654's fixtures, first run under transformations on 2026-12-06 (the seventh session)
    ('wild/evalscope-1219-perf-min-tokens-glm5-vllm-ascend-speculative-decoding-min-tokens-not-supported', 'terminal_wrap_100'): "wrapped, vLLM's min_tokens check in the client's error body is cut over lines and no longer looked up whole (round 636's fixture)",
    ('wild/evalscope-1219-perf-min-tokens-glm5-vllm-ascend-speculative-decoding-min-tokens-not-supported', 'terminal_wrap_120'): "wrapped, vLLM's min_tokens check in the client's error body is cut over lines and no longer looked up whole (round 636's fixture)",
    ('wild/qwen3-390-qwen15-72b-chat-vllm-openai-server-taskweaver-top-p-must-be-in-0-1-got-0', 'terminal_wrap_120'): "wrapped, the client's error body is cut between its message and its type, which the body's reading takes together (round 631's fixture)",
    ('wild/vllm-17553-qwen-1-8b-generation-config-top-k-0-default-sampling-overridden-v085', 'terminal_wrap_100'): "wrapped, the front-end's defaults dict is cut over lines and its later pairs are not read (round 631's fixture)",
    ('wild/vllm-24407-bge-reranker-v2-m3-disable-hybrid-kv-cache-manager-encoder-only-empty-kv-spec-indexerror', 'issue_soft_wrap'): "re-flowed, the IndexError's frame under vLLM's KV-cache utilities is cut and the error is no longer placed in vLLM's source (round 650's fixture)",
    ('wild/vllm-26525-v0110-gpt-oss-120b-tp2-symm-mem-allreduce-default-cuda-driver-invalid-device-ordinal', 'issue_soft_wrap'): "re-flowed, the driver error's line is read to another length (round 652's fixture, itself a known miss)",
    ('wild/vllm-40790-deepseek-v4-flash-base-dp4-ep-8xh20-load-w13-size-2048-vs-16', 'terminal_wrap_100'): "wrapped at 100 columns, the innermost frame (fused_moe/layer.py's _load_w13) is cut and the shape error is no longer placed under a layer's weight loader (round 637's fixture)",
    ('wild/vllm-6833-llama3-8b-a10g-offline-enable-prefix-caching-outlines-illegal-memory-access', 'terminal_wrap_80'): "wrapped at 80 columns inside a word of CUDA's fault, the fault is no longer named (round 628's fixture)",
    # rounds 605-627's fixtures, first run under transformations on 2026-12-06 (the sixth session)
    ('wild/vllm-9426-llama31-auto-tool-choice-server-tool-choice-none-without-tools-value-error', 'issue_soft_wrap'): "re-flowed, vLLM's tool_choice check quoted bare is cut over lines and no longer looked up whole (round 622's fixture)",
    ('wild/vllm-pr30059-qwen3-8b-eagle3-spec-decode-top-logprobs-0-list-index-out-of-range', 'terminal_wrap_100'): "wrapped, the server's 500 JSON is cut between its message and its type, which the row reads together (round 625's fixture)",
    ('wild/vllm-pr30059-qwen3-8b-eagle3-spec-decode-top-logprobs-0-list-index-out-of-range', 'terminal_wrap_80'): "wrapped, the server's 500 JSON is cut between its message and its type, which the row reads together (round 625's fixture)",
    ('wild/vllm-pr42802-dsv4-flash-0731-dspark-2x-gb10-tp2-min-p-not-yet-supported-with-speculative-decoding', 'kubectl_timestamps'): "with a prefix on every line, vLLM's check quoted bare in a sentence is no longer looked up (round 625's fixture)",
    ('wild/vllm-pr42802-dsv4-flash-0731-dspark-2x-gb10-tp2-min-p-not-yet-supported-with-speculative-decoding', 'vllm_worker_prefix'): "with a prefix on every line, vLLM's check quoted bare in a sentence is no longer looked up (round 625's fixture)",
    ('wild/worker-vllm-85-runpod-langchain-functions-tool-choice-extra-forbidden-old-vllm', 'html_entities'): "with HTML entities, pydantic's rendering of the refused field ('functions\\n  Extra inputs ...') loses the field's name (round 622's fixture)",
    ('wild/claude-code-best-272-codeqwen15-7b-gguf-3060-max-tokens-64000-too-large-context-64001', 'issue_soft_wrap'): "re-flowed, the OpenAI server's '(64000 > 64001 - 24235)' loses the output tokens its fields read (round 614's fixture; the same on the session's starting code)",
    ('wild/glm-ocr-106-rtx5060ti-v016rc1-image-item-4200-exceeds-encoder-cache-3721-limit-mm-raised', 'terminal_wrap_100'): "vLLM's encoder-cache check quoted bare is looked up as a raise site only on a line of its own (as glm-ocr-67; round 618's fixture, the same on the session's starting code)",
    ('wild/glm-ocr-106-rtx5060ti-v016rc1-image-item-4200-exceeds-encoder-cache-3721-limit-mm-raised', 'terminal_wrap_160'): "vLLM's encoder-cache check quoted bare is looked up as a raise site only on a line of its own (as glm-ocr-67; round 618's fixture, the same on the session's starting code)",
    ('wild/glm-ocr-106-rtx5060ti-v016rc1-image-item-4200-exceeds-encoder-cache-3721-limit-mm-raised', 'issue_soft_wrap'): "vLLM's encoder-cache check quoted bare is looked up as a raise site only on a line of its own (as glm-ocr-67; round 618's fixture, the same on the session's starting code)",
    ('wild/vllm-27347-all2all-backend-deepep-low-latency-unrecognized-before-0111', 'issue_soft_wrap'): "re-flowed at the space after the flag, argparse's 'unrecognized arguments' joins the flag and its value without the space (round 611's fixture, the same on the session's starting code)",
    ('wild/ms-swift-3643-merged-checkpoint-as-adapter-vllm-peft-helper-adapter-config-json-not-found', 'terminal_wrap_100'): "wrapped at 100 columns, the adapter's path is re-joined with a space inside it (round 619's fixture)",
    ('wild/vllm-41702-gemma4-e2b-unsloth-lora-vision-tower-expected-target-modules', 'terminal_wrap_160'): "re-wrapped, the received module list that the paste cuts is read to another length (round 619's fixture)",
    ('wild/vllm-41702-gemma4-e2b-unsloth-lora-vision-tower-expected-target-modules', 'terminal_wrap_120'): "re-wrapped, the received module list that the paste cuts is read to another length (round 619's fixture)",
    ('wild/vllm-41702-gemma4-e2b-unsloth-lora-vision-tower-expected-target-modules', 'journald'): "with a journal prefix on every line, the terminal's wraps inside the module list are no longer re-joined (round 619's fixture)",
    ('wild/vllm-7651-mamba-kernels-migrated-load-model-no-module-named-einops', 'terminal_wrap_120'): "wrapped at 120 columns, V0's worker RPC line is cut before its 'No module named' and is not re-joined (round 606's fixture)",
    ('wild/vllm-8660-gemma2-2b-cpu-v060-torch-sdpa-does-not-support-logits-soft-cap', 'terminal_wrap_120'): "wrapped at 120 columns, V0's worker RPC line is cut before the message it retells and is not re-joined (round 607's fixture)",
    # rounds 587-604's readings, first run under transformations on 2026-12-06 (the fifth session)
    ('wild/vllm-45647-kimi-k26-nvfp4-v0230-dynamic-module-blobs-tool-declaration-ts-filenotfound',
     'issue_soft_wrap'): "the blobs/ path of transformers' FileNotFoundError cut by the soft wrap is not re-joined (round 599's fixture)",
    ('wild/vllm-gaudi-567-compressed-tensors-w8a8-int8-keyerror-hpu',
     'issue_soft_wrap'): "the soft wrap's joined lines put a KeyError right under vLLM's frame, read as Python's error in vLLM's code; the untransformed paste reads nothing (an earlier round's fixture, a known miss of the wild set)",
    ('wild/vllm-pr26628-pd-example-p2pncclconnector-kv-connector-extra-config-keyerror-http-port',
     'terminal_wrap_80'): "the 80-column wrap cuts the KeyError's frame so that the innermost frame is not found: Python's error in vLLM's code is not read (an earlier round's fixture, a known miss of the wild set)",
    # rounds 511-539's fixtures, first read under transformations on 2026-12-06 (the second session)
    ('wild/vllm-pr56930-moe-target-ep-dense-eagle-draft-number-of-experts-must-be-greater-than-0',
     'engine_core_prefix'): "a PR description's one-line fenced block: with a process prefix on every line the fence "
       "is no longer a fence, and the bare check's text is not looked up as a site (round 529's fixture)",
    ('wild/vllm-pr56930-moe-target-ep-dense-eagle-draft-number-of-experts-must-be-greater-than-0',
     'api_server_prefix'): "the same fenced block behind the API server's prefix (round 529's fixture)",
    # rounds 449-478's fixtures, first read under transformations on 2026-12-05 (the seventh session)
    ('wild/cot-eval-50-nemotron-3-8b-base-4k-nemo-format-config-json-entry-not-found', 'issue_soft_wrap'): "re-flowed, "
       "the Hub's 404 URL breaks before its /resolve/<rev>/config.json and the config lookup is not read (round 476's "
       "fixture)",
    ('wild/vllm-15338-gemma3-27b-w4a16-v081-image-over-3-expected-4-prompt-updates-found-3-profiling',
     'fenced_code_block'): "the message is the issue title's; fenced with the rest, the title line reads as a code line "
       "whose raise is quoted, not printed (round 466's fixture)",
    ('wild/vllm-20173-b200-sm100-torch-270-cu126-not-compatible-vllm-091', 'issue_soft_wrap'): "re-flowed, torch's "
       "list of architectures breaks inside an sm_ name, so the list read is another (kind, cause and the GPU's "
       "capability stay; round 452's fixture)",
    ('wild/vllm-ascend-6242-qwen3-omni-30b-a3-v0130rc2-triton-clang-precompiled-header-command-failed',
     'issue_soft_wrap'): "re-flowed, the compiler's argument list breaks before the Triton cache's file and the build "
       "step is not read (round 454's fixture)",
    # rounds 425-448's fixtures, first read under transformations on 2026-12-05 (the sixth session)
    ('wild/github-vilsol-glm52-vllm-glm53-radixark-nvfp4-tp8-917504-23.38-of-22.61', 'vim_line_numbers'): "the note "
       "wraps the KV refusal over lines; with an editor's line numbers in front of each, the pieces are not re-joined "
       "and the max seq len and the available figure are lost (round 441's fixture)",
    **{('wild/unsloth-1380-qwq-32b-unsloth-bnb-4bit-dynamic-vllm-serve-keyerror-absmax', t): "the KeyError is quoted "
       "inside a one-line ``` fence; with a prefix before the fence the line no longer opens as a quotation and is not "
       "read (round 430's fixture)" for t in ("journald", "vllm_worker_prefix", "docker_compose_coloured")},
    ('wild/vllm-4171-bloom-3b-prefix-caching-v040post1-assert-lk-in-16-32-64-128', 'issue_soft_wrap'): "re-flowed, the "
       "bare assert's source line loses its expression ('assert' alone), so the head-size check is read as vLLM's "
       "check (round 445's fixture)",
    **{('wild/vllm-42808-native-windows-v0210-turboquant-mtp-workspace-locked-first-request', t): "wrapped, the "
       "traceback's last raise frame and the message cut short no longer meet, so the locked workspace's site is not "
       "named (round 429's fixture)" for t in ("terminal_wrap_80", "terminal_wrap_100")},
    ('wild/vllm-42813-gemma-nf4-bitsandbytes-tried-to-load-packed-weight-into-5376x1152-param', 'issue_soft_wrap'):
       "re-flowed, the title's weight-size assert runs into the next sentence and no longer matches its raise site "
       "(round 425's fixture)",
    **{('wild/syv-ai-qwen38-27b-rtx3090-95-kv-offloading-size-expandable-segments-offloadingconnector-validationerror', t):
       "wrapped or re-flowed inside 'PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True', the KV-connector row's words no "
       "longer meet on one line (round 405's fixture, first read under transformations on 2026-12-05)"
       for t in ("terminal_wrap_80", "issue_soft_wrap")},
    **{('wild/recipes-pr27-glm45-tool-call-parser-invalid-choice-glm4-moe-rename', t): "wrapped or re-flowed, argparse's "
       "'(choose from ...)' list runs over lines and is no longer read whole: the value is read alone, without the "
       "choices this release takes (round 387's fixture, first read under transformations on 2026-12-05)"
       for t in ("terminal_wrap_80", "terminal_wrap_100", "terminal_wrap_120", "issue_soft_wrap")},
    ('wild/vllm-gb10-97-transformers-581-lock-gemma4-unified-not-recognized', 'terminal_wrap_80'): "wrapped at 80 "
        "columns, the model type in transformers' message is cut over lines and not read (round 387's fixture)",
    ('wild/vllm-pr47690-xpu-autoround-int4-ark-linear-enable-lora-unsupported-base-layer', 'issue_soft_wrap'): "re-flowed, "
        "the prose's bare quote of 'ValueError: Unsupported base layer' is no longer at a closing quote or a line's end, "
        "which the bare reading requires (round 385's fixture)",
    ('wild/vllm-7291-gguf-example-tinyllama-q4-0-released-054-config-not-valid-json', 'terminal_wrap_80'): "wrapped "
        "at 80 columns, the .gguf path in transformers' message is cut over lines: the row that reads a .gguf as the "
        "config needs the path whole",
    **{('wild/glm-ocr-67-image-item-4641-exceeds-encoder-cache-3721', t): "vLLM's encoder-cache check quoted bare (no "
       "exception name) is looked up as a raise site only on a line of its own: fenced with the lines around it, or "
       "wrapped mid-word ('P' / 'lease'), it is not" for t in ("fenced_code_block", "terminal_wrap_120")},
    ('wild/glm45-47-glm45-fp8-8xh20-no-cutlass-moe-mm-data-kernel-sm90', 'issue_soft_wrap'): "re-flowed, the "
        "worker's message breaks between 'No compiled' and 'get_cutlass_moe_mm_data': the kernel-build row's anchor "
        "is cut over two lines",
    ('wild/transformers-40968-qwen3-next-80b-thinking-save-pretrained-mtp-drafter-not-initialized',
     'terminal_wrap_120'): "wrapped at 120 columns, the worker's 'Following weights were not initialized from "
        "checkpoint' breaks inside its words: the raise site is still found (vllm_check_failed), not the loader's row",
    ('wild/llm-compressor-1305-gemma3-fp8-no-preprocessor-config', 'terminal_wrap_80'): "wrapped at 80 columns, the "
        "model folder's path in transformers' message is cut over two lines: the missing file and its fixes are read, "
        "the folder is not named",
    ('wild/vllm-16336-b200-triton-bundled-ptxas-sm100-exit-255', 'issue_soft_wrap'): "re-flowed, Triton's ptxas "
        "command (a Python list's repr) is cut over lines between the ptxas path and '--gpu-name=sm_100': the bundled "
        "ptxas refusing the architecture is no longer read",
    ('wild/vllm-17455-qwen25vl-72b-tp2-v073-inductor-backendcompilerfailed-gcc-cuda-utils', 'issue_soft_wrap'): "re-"
        "flowed, the gcc command of Triton's launcher build (main.c to cuda_utils...so) is cut over lines: the failed "
        "C compile under BackendCompilerFailed is read as Inductor's compile error, not the missing compiler set-up",
    **{("wild/vllm-pr47366-rocm-ci-llama4-scout-eagle-hsa-out-of-resources-after-graph-capture", t): "wrapped, the "
       "words that place ROCm's out-of-resources status ('right after CUDA graph capture') go to the next line: a "
       "reporter's OOM is placed by the words of its own line" for t in ("terminal_wrap_100", "terminal_wrap_120")},
    ('wild/vllm-pr6761-qwen2-0.5b-fp8-kv-cache-fp8-per-tensor-scaling-factor', 'terminal_wrap_80'): "wrapped at 80 "
        "columns, the '> vllm serve ...' prompt line is cut inside --kv-cache-dtype=fp8: the flag is not re-joined, so the "
        "16-bit KV fix that needs it is not offered",
    ('wild/hf-snowflake-arctic-instruct-disc8-deepspeedfp-no-quant-config', 'terminal_wrap_80'): "wrapped at 80 "
        "columns, the prose's 'ValueError: Cannot find the config file for deepspeedfp' is cut over two lines and not "
        "looked up as vLLM's check; the sentence's later 'OOM' is read instead",
    ('wild/autoround-2242-ci-qwen3-1.7b-w4a16-auto-gptq-config-gptq-vs-quantization-arg-auto-round', 'issue_soft_wrap'): "re-flowed, the CI title's retelling of the quantization-mismatch message ('(gptq|awq)', not vLLM's wording) is cut over lines and its raise site is no longer found",
    **{('wild/vllm-3212-sagemaker-v033-get-ip-dns-google-name-or-service-not-known', t): "wrapped, the sentence's "
       "'s.connect((\"dns.google\", 80))' that names vLLM's address probe goes to the line after the error, and the "
       "probe is read from the error's line and the lines above it" for t in ("terminal_wrap_80", "terminal_wrap_160")},
    ('wild/github-hunyuan-4b-2-awq-int4-vllm0100-transformers455-hunyuan-v1-dense-unknown', 'issue_soft_wrap'): "re-flowed, transformers' refusal is cut between 'model' and 'type' inside a bold span: the refusal is read, the model type is not",
    ('wild/github-rand-lift-sys-modal-qwen3-next-80b-vllm092-model-type-qwen3-next', 'issue_soft_wrap'): "re-flowed, transformers' refusal is cut inside its quoted model type: the refusal is read, the model type is not",
    ('wild/github-bhatti-vllm-tutorial-phi2-second-engine-oom-loading-22.03', 'issue_soft_wrap'): "re-flowed, the second engine's config line is cut inside its head and no longer read as a config line: the restart is not seen and the first engine's capture places the OOM",
    ('wild/github-bhatti-vllm-tutorial-phi2-second-engine-oom-loading-22.03', 'terminal_wrap_160'): "wrapped at 160 columns, the second engine's config line begins with the same 160 characters as the first's (the same model) and is read once (lines several ranks print are de-duplicated): the restart is not seen and the first engine's capture places the OOM",
    ('wild/github-graz-dev-a10g-qwen25-7b-v0220-util-0.6125-no-kv-minus-1.54', 'issue_soft_wrap'): "re-flowed, the code span quoting 'No available memory for the cache blocks' is cut over two lines and not read; the later 'Available KV cache memory: -1.54 GiB' is, as kv_memory_negative (the same failure, vLLM's line before its error)",
    ('wild/github-graz-dev-a10g-qwen25-7b-v0220-util-0.6125-no-kv-minus-1.54', 'terminal_wrap_80'): "wrapped at 80 columns, the code span quoting 'No available memory for the cache blocks' is cut over two lines and not read; the later 'Available KV cache memory: -1.54 GiB' is, as kv_memory_negative (the same failure, vLLM's line before its error)",
    ('wild/develarper-viettel-race-lfm25-enable-chunked-prefill-true-ignored-explicit', 'issue_soft_wrap'): "re-flowed, argparse's 'error: argument' and the flag's name stand on the lines before 'ignored explicit argument': the refusal is read, the flag's name is not",
    ('wild/github-gianpremrajaram-precept-myriad-a100-v0181-inductor-cc-icc-missing', 'issue_soft_wrap'): "re-flowed, 'No' / 'such file or directory:' / \"'icc'\" fall on three lines: Inductor's wrapper is read, the missing compiler's name is not",
    ('wild/github-gianpremrajaram-precept-myriad-a100-v0181-unrecognized-guided-decoding-backend', 'vllm_worker_prefix'): "with a prefix on each line the indentation before the wrapped 'xgrammar' is lost, and the break reads as a terminal's cut inside a word ('--guided-decoding-backendxgrammar')",
    ('wild/github-gianpremrajaram-precept-myriad-a100-v0181-unrecognized-guided-decoding-backend', 'kubectl_timestamps'): "with a prefix on each line the indentation before the wrapped 'xgrammar' is lost, and the break reads as a terminal's cut inside a word ('--guided-decoding-backendxgrammar')",
    ('wild/github-kvncaldwll-llama31-8b-gh200-gated-repo-awaiting-review', 'vllm_worker_prefix'): "the untransformed paste reads the repository id glued to the next line's first word ('...-InstructYour', a break read as a terminal's cut inside a word); with a prefix on each line it reads the id alone",
    ('wild/ptquanh-viettel-race-kv-cache-dtype-int4-per-token-head-invalid-choice', 'issue_soft_wrap'): "re-flowed, argparse's list of choices is cut over lines and the value refused is read without its list (cli_value_alone)",
    # rounds 166-178 (BLIND.md), read here once graded
    ("wild/jiahaoliang-ascend-1p1d-kv-coordinator-unexpected-kwarg-max-num-batched-tokens", "terminal_wrap_100"): "the "
    "cut falls inside CPython's 'got a|n unexpected keyword argument', which no template join restores",
    ("wild/github-ediksimonian-runpod-qwen36-27b-awq-int4-compressed-tensors-vs-awq", "vim_line_numbers"): "the "
    "quantization-mismatch message spread over numbered lines is not re-joined across vim's line numbers",
    # rounds 274-295 (BLIND.md), read here once graded; each the same on the session's first commit (7c07d876)
    ("wild/specreason-10-qwq-32b-tp2-r1-distill-1.5b-draft-v082-vocab-sizes-assert", "terminal_wrap_80"): "wrapped at "
    "80 columns, the bare assert's source line is cut and its site (spec_decode_worker.py::_vocab_size) is not found",
    **{("wild/vllm-3197-v100-multi-lora-punica-requires-compute-capability-80", t): "the title quotes the site bare on "
       "the paste's first line, looked up as such only there: a prefix or a fence before it is not that line"
       for t in ("uvicorn_ansi_colours", "fenced_code_block")},
    # rounds 253-273 (BLIND.md), read here once graded
    ("wild/vllm-1360-mistral-awq-quantization-not-supported-pypi-release", "terminal_wrap_100"): "the cut falls "
    "inside the quoted exception's name ('Value|Error: Quantization is not supported'), which no template join "
    "restores (the same at the session's start, f71d1231)",
    ("wild/github-sngmng-gemma3-12b-tp2-wsl-v0151-inductor-nvcc-permission-denied", "terminal_wrap_100"): "the cut "
    "falls inside 'Inductor|Error: PermissionError:': the second row reads as an exception line of its own, and no "
    "join crosses into an exception's line",
    # rounds 140-149 (BLIND.md), read here once graded
    **{("wild/github-tfriedel-qwen36-27b-2x3090-custom-ar-expandable-segments", t): "the custom all-reduce error and "
       "expandable_segments:True in one long sentence: a terminal's cut puts them on two rows, and the pair is read only "
       "on one line" for t in ("terminal_wrap_80",)},
    ("wild/kaggle-medcopilot-medgemma4b-2xt4-bf16", "issue_soft_wrap"): "the bf16 message in a Russian sentence, soft-"
        "wrapped inside 'compute capability of at / least 8.0': the re-flowed line is no longer the message's line",
    **{("wild/localreview-qwen25coder32b-awq-4000ada-8192-1.0-of-0.29", t): "a '> '-quoted message wrapped inside "
       "'max seq / len (8192)': with a prefix on every line the cut word is not re-joined, so the length is lost (the "
       "other figures are read)" for t in ("api_server_prefix", "docker_compose", "docker_compose_coloured",
                                           "vllm_worker_prefix")},
    ('wild/kimi-vl-57-thinking-4090-moonvit-profiling-oom', 'terminal_wrap_120'): "wrapped, the reporter's phase words ('vision encoder profiling stage', 'determine_available_memory() phase') are cut across lines and the OOM told in prose is left without its phase",
    ('wild/kimi-vl-57-thinking-4090-moonvit-profiling-oom', 'terminal_wrap_80'): "wrapped, the reporter's phase words ('vision encoder profiling stage', 'determine_available_memory() phase') are cut across lines and the OOM told in prose is left without its phase",
    ('wild/vllm-13669-qwen25-32b-lora-path-unrecognized-v073', 'issue_soft_wrap'): "re-flowed, the flag argparse names is joined to the next line's word without a space ('--lora-pathyard1'): whether a space stood at the break is lost",
    ('wild/glm45-54-air-fp8-v0100-tool-call-parser-glm45-invalid-choice', 'terminal_wrap_100'): "wrapped inside argparse's long list of choices, the invalid-choice message's closing '(choose from ...)' is not re-joined",
    ('wild/glm45-54-air-fp8-v0100-tool-call-parser-glm45-invalid-choice', 'terminal_wrap_80'): "wrapped inside argparse's long list of choices, the invalid-choice message's closing '(choose from ...)' is not re-joined",
    ('wild/glm5-13-glm5-fp8-ampere-no-sparse-mla-backend', 'issue_soft_wrap'): "re-flowed, the backend refusal's head_size=576 joins the message's line and is read as a number; unwrapped it stays on the line before",
    ('wild/glm5-13-glm5-fp8-ampere-no-sparse-mla-backend', 'journald'): "with journald's prefixes, the backend refusal's head_size=576 is read as a number; as pasted it is on a line not joined to the message",
    ('wild/lm-eval-2410-vllm-ray-dp-current-node-no-gpu', 'terminal_wrap_120'): "wrapped at 120 columns inside the placement-group dict the message prints, the site's text after it is not re-joined and the check is not found",
    ('wild/recipes-qwen3-coder-480b-fp8-tp8-block-n-320-128', 'issue_soft_wrap'): "re-flowed between \"gate's\" and \"and up's\", the block check's head is on the line before the one read, and its figures are not re-joined",
    ('wild/vllm-7070-ko-gemma2-9b-langchain-logits-soft-cap-flashinfer', 'issue_soft_wrap'): "re-flowed, the numbered list's soft-cap message no longer starts its line and is not looked up among vLLM's sites",
    ('wild/vllm-pr4641-minicpm-2b-sft-keyerror-lm-head-tied', 'terminal_wrap_100'): "wrapped at 100 columns, the sentence's code-span KeyError is cut from its opening words and not read",
    ('wild/agentcpm-gui-80-rft-checkpoint-weights-not-initialized', 'issue_soft_wrap'): "re-flowed, a weight name of the loader's set starts a line and is read as a load_weights name (weight_loading_mismatch kind); unwrapped the loader's check reads as vLLM's check with that cause",
    ('wild/easysteer-13-v1-llmengine-but-vllm-use-v1-false', 'uvicorn_ansi_colours'): "with uvicorn's records before it, the title's quote of vLLM's check is no longer the paste's first line, where a bare site is looked up",
    ('wild/unsloth-pr2811-vllm-serve-dtype-torch-bfloat16-invalid-choice', 'terminal_wrap_120'): "wrapped at 120 columns inside argparse's choices, the re-joined choices keep a space ('float16 ') where the break fell",
    ('wild/gpustack-5438-lora-rank-64-over-max-16-add-lora', 'fenced_code_block'): "fenced, the title's bare quote of "
        "vLLM's check is no longer the paste's first line (the fence is), where a bare site is looked up",
    **{("wild/github-multimodal-edge-voxtral-realtime-bf16-quantization-gptq-config-file-missing", t): "the fenced "
       "one-line quotation of vLLM's check under a process prefix: a prefixed line is a log record, not a quotation, "
       "so its bare text is not looked up" for t in ("docker_compose_coloured", "ray_worker", "engine_core_prefix")},
    ("wild/github-ksoule-ai-granite-demos-granite-switch-model-type-unknown", "terminal_wrap_80"): "the model type cut "
        "at column 80 inside its code span (\"`granite_switc\" / \"h`\"): the message is read from its last line, without "
        "the type",
    ("wild/github-aiengoc2025-vllm-metal-model-path-src-models-invalid-repo-id", "terminal_wrap_160"): "a path cut at "
        "column 160 just before one of its hyphens (\"poc-agent-triage\" / \"-medical\") is re-joined with a space (a "
        "line that opens with a dash may be a flag)",
    ("wild/github-cylon-ngc-2601-gemma-4-31b-model-type-gemma4", "issue_soft_wrap"): "the model type in a code span "
        "of its own line (\"has model type\" / \"`gemma4`\" / \"but Transformers ...\") after the re-flow: the message is "
        "read from its last line, without the type",
    ('wild/pascal-pkgs-ci-23-p40-tp2-rolmocr-triton-too-old', 'terminal_wrap_120'): "wrapped at 120 columns, the body's message breaks at its sentence end and the capability on the next line is not re-joined (the title's copy, read first, has none)",
    ('wild/qwen3-106-qwen15-14b-chat-gptq-int4-tp2-not-aligned', 'uvicorn_ansi_colours'): 'with colours, the TP size is read from the coloured line and a TP fix joins the list',
    ('wild/qwen3-106-qwen15-14b-chat-gptq-int4-tp2-not-aligned', 'vllm_ansi_colours'): 'with colours, the TP size is read from the coloured line and a TP fix joins the list',
    ('wild/lightzero-priorzero-vllm-0.11-profiling-41.19-to-41.64', 'issue_soft_wrap'): "re-flowed, the profiling assert's two 17-digit figures land on separate lines and are not re-joined; kind and cause stay",
    ('wild/localai-pr9950-l4t13-vllm-c-undefined-symbol-messagelogger', 'terminal_wrap_100'): 'the undefined-symbol line cut inside the mangled name; not re-joined',
    ('wild/vllm-40937-hami-3090-profile-cudagraph-oom-1.53', 'terminal_wrap_80'): "wrapped, the frames place the OOM in the profiling run (oom_profiling); unwrapped they place nothing (oom_unknown_phase, the excerpt's own reading is a known miss)",
    ('wild/vllm-40937-hami-3090-profile-cudagraph-oom-1.53', 'terminal_wrap_120'): "wrapped, the frames place the OOM in the profiling run (oom_profiling); unwrapped they place nothing (oom_unknown_phase, the excerpt's own reading is a known miss)",
    ('wild/vllm-44489-nemotronh-online-fp8-w13-overalloc-l40s-oom', 'terminal_wrap_100'): "wrapped, the reporter's words 'causes an OOM' run across a break and read as an OOM told in prose; unwrapped they are not read",
            ('wild/vllm-48449-minicpm-v46-thinking-0250-qkqkv-a100', 'issue_soft_wrap'): "re-flowed, AutoWeightsLoader's 'no module or parameter named' runs across a break not re-joined; vLLM's raise site is named instead",
    ('wild/vllm-gfx906-14-mi50-qwen3-32b-gptq-tp2-hip-oom', 'terminal_wrap_100'): "wrapped, the OOM is placed in loading by the weights' size (weights_do_not_fit); unwrapped the phase stays open (oom_unknown_phase), a difference of the wrap not yet traced",
    ('wild/vllm-gfx906-14-mi50-qwen3-32b-gptq-tp2-hip-oom', 'terminal_wrap_120'): "wrapped, the OOM is placed in loading by the weights' size (weights_do_not_fit); unwrapped the phase stays open (oom_unknown_phase), a difference of the wrap not yet traced",
    # rounds 76-81 (BLIND.md): new fixtures and the rules fitted on them, gaps of a wrapped copy
    ("wild/vllm-22173-qwen25-vl-72b-gptq-v100-profile-oom-10-images", "terminal_wrap_80"): "round 91's fixture: "
        "the executor's line 'while processing method determine_num_available_blocks' cut at column 80 inside the "
        "method's name: the OOM told in the title is not placed in the profiling run",
    **{("wild/unsloth-3542-standby-qwen3-4b-4090-sampler-oom-kv-16.10-over-15.88", t): "round 86's fixture: the "
       "0.10.2+ startup summary (one line of 500 characters behind a markdown quote's '> ') cut by the terminal: its "
       "later figures (activation, non-torch, graphs) are not re-joined" for t in ("terminal_wrap_160",)},
    ("wild/vllm-9015-llama32-90b-vision-pp4-mllama-not-in-pp-list", "issue_soft_wrap"): "round 88's fixture: the "
        "pipeline-parallel refusal re-flowed at its spaces loses the list's architecture names, so the fix falls back "
        "to a generic one",
    ("wild/vllm-9319-mi60-gfx906-triton-fa-stack-frame", "issue_soft_wrap"): "round 83's fixture: the 'Loading "
        "model weights took' line re-flowed at its spaces loses its figure (the kind and the cause are read)",
    **{(f"wild/{i}", "terminal_wrap_80"): "a frame's source line cut at column 80 inside the call that places the OOM "
       "(self.model_runner.capture_model()): the cut call is not read" for i in (
           "vllm-17462-qwen3-32b-2xl20-v1-capture-oom", "vllm-39788-kimi-k25-nvfp4-tp4-capture-oom")},
    ("wild/vllm-pr22339-h200-gptoss-mxfp4-min-capability-100", "issue_soft_wrap"): "the refusal re-flowed at its "
        "spaces: the method's name is read from the first line only when the line is whole, so 'mxfp4' is lost (the "
        "kind and the capabilities are read)",
    # rounds 61-66 (BLIND.md): new fixtures, gaps that no change of this session made
    ("wild/cosmos-rl-640-fp8linearop-vllm-017", "typographic_quotes"): "the import error retyped over three lines: with "
        "smart quotes its middle line ('cannot import name \u2018Fp8LinearOp\u2019') holds no scan anchor, so only the "
        "title is read, which names no module",
    ("wild/github-putpocket-glm52-08b-sm120-no-sparse-mla-backend", "terminal_wrap_120"): "the selector's config cut "
        "at column 120 right before '=torch.bfloat16': the message is re-joined with a space ('dtype =torch...'), so "
        "its dtype is not read (the kind and the cause are)",
    **{("wild/vllm-21614-qwen3-embedding-8b-0100-no-param-layers", t): "a process prefix on the issue's title line too: "
       "the title's 'in Qwen3ForCausalLM' and the prose under it read as one row cut mid-word ('Qwen3ForCausalLMTrying')"
       for t in ("ray_worker", "docker_compose", "engine_core_prefix")},
    # rounds 22, 23 and 25 (BLIND.md): held out, read here once graded on the final code; not fitted on
    ("wild/hf-llama3-8b-disc145-langchain-vllm-gated-401", "terminal_wrap_80"): "the repository's URL cut at column 80 "
        "inside its name ('.../Meta-Llama-3' / '-8B-Instruct.'): the kind is read, the repo_id is the cut name",
    **{("wild/longvt-9-qwen25-72b-131072-over-32768.0", t): "the derived max_model_len clause runs over two breaks; a "
       "join is taken only when a template crosses one break with the next line alone" for t in
       ("terminal_wrap_80", "issue_soft_wrap")},
    ("wild/minicpmv-612-3090-profiling-oom-2gib", "issue_soft_wrap"): "'Error in model execution (input dumped to ...)' "
        "re-flowed: the OOM is read as a forward-pass OOM, not the profiling one",
    ("wild/qwen3-458-kv-alloc-oom-642mib-two-processes", "issue_soft_wrap"): "IPython's frame form ('File path:N, in "
        "Class.func(') re-flowed is not re-joined, so the KV-allocation phase is not seen",
    ("wild/vllm-10034-mllama-11b-2xa10-profile-oom", "issue_soft_wrap"): "the 'Process N has X memory in use' figure "
        "after a sentence break is not joined to the OOM line",
    ("wild/vllm-46462-qwen36-dflash-graph-estimate", "terminal_wrap_80"): "'Estimated' / 'CUDA graph memory: ...' is "
        "not re-joined, so the graph estimate is lost",
    ("wild/club3090-upstream-custom-allreduce-expandable-segments", "terminal_wrap_80"): "the allocator setting and "
        "custom all-reduce's 'invalid argument' are read only within one message, and the cut at column 80 leaves "
        "'expandable_segments:True' on a row above the one the error starts on (round 21, h-fit21)",
    # rounds 45-59 (BLIND.md), read here once graded
    ("wild/miaai-dsv4-2x-spark-vl-nvfp4-kv-triton-attn-not-valid", "issue_soft_wrap"): "the selector's refusal "
        "re-flowed at its spaces inside the backend's Reasons: the KV dtype named there is not read",
    ("wild/vllm-19656-inductor-gcc-stddef-missing", "issue_soft_wrap"): "the compiler's command list re-flowed at its "
        "spaces: the launcher-build template does not run across each break",
    ("wild/autobench-gemma4-12b-eagle3-draft-gemma4eagle3model-not-supported", "issue_soft_wrap"): "the architecture "
        "refusal re-flowed at its spaces inside the class list: not re-joined",
    ("wild/dynamo-285-disagg-r1-distill-8b-two-engines-gpu0-oom-79.20", "issue_soft_wrap"): "torch's OOM figures "
        "re-flowed at their spaces inside a journal-prefixed line: one figure is not re-joined",
    **{("wild/vllm-14092-r1-distill-70b-tp8-14.62gib-oom-load-model", t): "the worker RPC line that names the method "
       "cut inside its name: the phase comes out otherwise" for t in ("terminal_wrap_100", "terminal_wrap_120")},
    **{("wild/vllm-4417-8xa6000-single-gpu-oom-1.50-of-47.54", t): "torch's OOM cut after 'Tried to allocate': the "
       "figures on the next rows are not re-joined" for t in ("terminal_wrap_80", "terminal_wrap_100")},
    ("wild/vllm-8929-colab-t4-gemma2-xformers-softcap", "terminal_wrap_80"): "XFormers' soft-capping refusal cut "
        "inside its words: read as vLLM's check, not the GPU's backend",
    ("wild/xinference-1361-chatglm3-6b-32k-second-model-oom-loading-22.14-held", "issue_soft_wrap"): "torch's OOM "
        "figures re-flowed at their spaces: one figure is not re-joined",
    # round 42 (BLIND.md), read here once graded
    **{(f"wild/{fid}", "terminal_wrap_80"): "the bind address and its port end one row and 'address already in use' "
       "starts the next: no template runs across the cut, so the port stays on the row above (the kind is read)"
       for fid in ("vllm-9225-v062-tp2-port-8080-in-use", "vllm-9556-l40s-tp4-pp2-port-8000-in-use")},
    # rounds 567-581 (BLIND.md, "Session of 2026-12-06, fourth"), read here once graded
    # (vllm-35998's two wraps, known misses here until 2026-12-06's fifth session: vLLM's advice to trust remote code
    # is now read without its backticks, so the wrapped paste reads as the whole one does)
    ("wild/vllm-9901-qwen25-15b-qlora-adapter-bnb-lora-qwen2forcausallm-does-not-support-bitsandbytes-yet",
     "terminal_wrap_100"): "wrapped at 100 columns, the title's quoted refusal is cut and no longer found among vLLM's "
        "sites",
    **{(f"wild/{fid}", "issue_soft_wrap"): "re-flowed at 72 columns, the server's 404 JSON breaks after 'The model' and "
       "its backquoted name starts the next line: the not-served message is not re-joined" for fid in (
           "longbench-102-glm4-9b-chat-request-model-path-not-served-name-404-not-found",
           "qwen-87-qwen15-7b-chat-vllm-example-request-model-not-served-name-404-not-found")},
    ("wild/vllm-omni-3564-ci-h100-covo-audio-stage-engine-no-module-torchdiffeq-v0200", "terminal_wrap_100"): "wrapped "
        "at 100 columns behind CI's '  | ' and the stage engine's record prefix, the ModuleNotFoundError's name falls on "
        "the next line: not re-joined",
    ("wild/vllm-15100-ray-compiled-dag-image-no-module-pyarrow-first-request-500", "terminal_wrap_120"): "wrapped at 120 "
        "columns, Ray's worker prefix and the module's name fall on two lines: the ModuleNotFoundError is not re-joined",
    **{("wild/vllm-pr27109-docker-image-otlp-traces-endpoint-no-module-opentelemetry", t): "the base paste's coloured, "
       "code-spanned line is not read (a known miss); behind another prefix the ModuleNotFoundError is read, and a "
       "docker image named in the title makes it the image's" for t in ("vllm_worker_prefix", "docker_compose_coloured")},
    # rounds 411-424 (BLIND.md), read here once graded
    ("wild/baichuan-m1-14b-8-fork-tp2-v100-weight-shape-assert", "terminal_wrap_120"): "the assert's shape list "
        "'[1, 1, 1, 1, 2]' cut at a comma and re-joined with the cut's space ('[1 , 1, ...'): the figure is read, "
        "its text differs",
    # rounds 36-38 (BLIND.md), read here once graded
    ("wild/vllm-offload-profiles-qwen25-7b-3090-no-kv-minus-0.7-util-0.60", "terminal_wrap_80"): "'Available KV c' / "
        "'ache memory: -0.7 GiB': a cut inside 'cache' of a line no scan anchor crosses is not re-joined, so the "
        "negative budget is lost (the no-memory error is still read)",
    ("wild/xagent-379-rtx-elided-bf16", "terminal_wrap_100"): "the bf16 message cut inside an elided GPU name "
        "('NVIDIA G' / 'eForce RTX ..GPU') loses the compute capability",
}


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
        if _excluded(fid, name) is None:
            per_transform[name] += 1
            per_fixture[fid] += 1
    assert min(per_transform.values()) >= 25, per_transform
    assert min(per_fixture.values()) >= PER_FIXTURE - 2, per_fixture


def test_transformations_change_the_text() -> None:
    sample = "INFO 09-20 10:00:01 [core.py:1] a 'quoted' \"x\" <y>   z " + "w" * 200 + "\nValueError: b\n"
    for name, fn in TRANSFORMS.items():
        assert fn(sample) != sample, name


def _params() -> list:
    pairs = PAIRS + [p for p in KNOWN_MISSES if p not in PAIRS]  # the known misses are always run (strict)
    return [pytest.param(f, n, id=f"{f}:{n}", marks=[pytest.mark.xfail(strict=True, reason=KNOWN_MISSES[(f, n)])]
                         if (f, n) in KNOWN_MISSES else []) for f, n in pairs]


def test_known_misses_and_exclusions_name_real_pairs() -> None:
    for fid, name in [*KNOWN_MISSES, *EXCLUDED]:
        assert fid in FIXTURES and name in TRANSFORMS, (fid, name)


# transformations that put the log inside a container's own output (docker compose's "service  | " before each line): a
# sign that vLLM ran in a container, which the reading may add (a package missing is then the image's)
CONTAINER_WRAPS = ("docker_compose", "docker_compose_coloured")


def _as_compared(r: dict, name: str) -> dict:
    """The reading as compared: the sign quoted as evidence of a container may be any of the paste's (its command, its
    image's name, a container's prefix), so only its presence counts; under a container's wrapper not even that."""
    numbers = dict(r["numbers"])
    if "container_seen" in numbers:
        numbers["container_seen"] = True
    out = dict(r, numbers=numbers)
    if name in CONTAINER_WRAPS:
        numbers.pop("container_seen", None)
    return out


@pytest.mark.parametrize("fid, name", _params())
def test_transformed_log_reads_the_same(fid: str, name: str) -> None:
    reason = _excluded(fid, name)
    if reason:
        pytest.skip(reason)
    got, base = _as_compared(reading(TRANSFORMS[name](FIXTURES[fid])), name), _as_compared(_base(fid), name)
    if name in CONTAINER_WRAPS and got["cause"] == "container_image_broken":
        got["cause"] = base["cause"]  # (the wrapper's own sign of a container: what is missing is the image's)
    assert got == base


# ------------------------------------------------------------------ the mechanisms, one at a time
# vLLM's own texts (the V1 KV message of vllm#25350, tests/golden/logs/vllm-25350-erykch-fp8kv-221k-fail.json; the TP
# refusal of vllm/config.py::ModelConfig.verify_with_parallel_config with adaptthink#1's numbers)
KV = ("ValueError: To serve at least one request with the models's max seq len (221000), (10.12 GiB KV cache is needed, "
      "which is larger than the available KV cache memory (5.59 GiB). Based on the available memory, the estimated "
      "maximum model length is 122080. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
      "initializing the engine.")
KV_NUMBERS = {"max_seq_len": 221000, "needed_gib": 10.12, "available_gib": 5.59, "estimated_max_model_len": 122080}
TP = "ValueError: Total number of attention heads (28) must be divisible by tensor parallel size (8)"


def _parse(text):
    from kvroom.logs import parse_text

    return parse_text(text)


def test_json_lines_split_over_chunks() -> None:
    from kvroom.logs import parse_log

    line = json.dumps({"log": KV + "\n", "stream": "stderr"}) + "\n"
    for cut in (1, 17, len(line) // 2, len(line) - 2):
        rec = parse_log([line[:cut], line[cut:]])
        assert rec.message_kind == "kv_cache_too_small" and dict(rec.numbers) == KV_NUMBERS, cut


def test_json_string_of_a_whole_log_and_a_quoted_line() -> None:
    rec = _parse(json.dumps("INFO 09-20 10:00:01 [core.py:1] start\n" + KV + "\n"))
    assert dict(rec.numbers) == KV_NUMBERS
    rec = _parse(json.dumps(TP))
    assert dict(rec.numbers) == {"num_attention_heads": 28, "tensor_parallel_size": 8}


def test_a_json_object_without_a_text_key_is_left_alone() -> None:
    rec = _parse('{"max_model_len": 4096}\n' + TP + "\n")
    assert rec.message_kind == "tp_not_divisible"


def test_line_number_gutter_needs_consecutive_numbers() -> None:
    from kvroom.logs.normalize import line_number_gutter

    assert line_number_gutter("     1\tINFO a\n     2\tINFO b\n") is not None
    assert line_number_gutter("  41 x\n  42 y\n  43 z\n") is not None
    assert line_number_gutter("  41 x\n  42 y\n") is None  # two lines not numbered from 1: not enough
    assert line_number_gutter("1 GiB x\n5 GiB y\n7 GiB z\n") is None
    assert line_number_gutter("8192 tokens\n8193 tokens\n") is None  # not from 1, only two lines
    rec = _parse("   1 INFO 09-20 10:00:01 [core.py:1] start\n   2 " + TP + "\n")
    assert dict(rec.numbers) == {"num_attention_heads": 28, "tensor_parallel_size": 8}


def test_html_entities_are_decoded_once() -> None:
    from kvroom.logs.normalize import unmark

    assert unmark("model&#39;s &quot;x&quot; &gt;&gt; &amp;lt;") == "model's \"x\" >> &lt;"
    assert unmark("a & b; c") == "a & b; c"


def test_journald_and_vllm_worker_prefixes() -> None:
    from kvroom.logs.normalize import clean

    line = clean("Dec 01 10:00:00 gpu-node-3 python3[1234]: (VllmWorker TP1 pid=77) INFO 09-20 10:00:01 [x.py:1] hi")
    assert line.text == "hi" and line.had_record_prefix


def test_transport_prefixes_do_not_start_a_record() -> None:
    from kvroom.logs.normalize import clean

    for prefix in ("(EngineCore_DP0 pid=1) ", "vllm-1  | ", "2025-09-20T10:00:00.1Z ", "(RayWorkerWrapper pid=1, ip=x) "):
        assert not clean(prefix + "continued text").had_record_prefix, prefix
    assert clean("(EngineCore_DP0 pid=1) INFO 09-20 10:00:01 [x.py:1] text").had_record_prefix


def test_timestamp_dash_separator_keeps_an_option() -> None:
    from kvroom.logs.normalize import clean

    assert clean("2025-09-20T10:00:00.1Z --max-model-len 1024").text == "--max-model-len 1024"
    assert clean("2025-09-20 10:00:00 - hello").text == "hello"


@pytest.mark.parametrize("cut", [10, 40, 55, 61, 70, 85])
def test_a_scan_anchor_cut_by_a_terminal_is_found(cut: int) -> None:
    rec = _parse(TP[:cut] + "\n" + TP[cut:] + "\n")
    assert dict(rec.numbers) == {"num_attention_heads": 28, "tensor_parallel_size": 8}, cut


def test_an_anchor_re_flowed_at_its_space_is_found() -> None:
    i = TP.index("by tensor")
    rec = _parse(TP[: i - 1] + "\n" + TP[i:] + "\n")  # "... divisible" / "by tensor parallel size (8)"
    assert dict(rec.numbers) == {"num_attention_heads": 28, "tensor_parallel_size": 8}


def test_separate_lines_are_not_joined() -> None:
    rec = _parse("GPU KV cache size: 1,000 tokens\nMaximum concurrency for 2,048 tokens per request: 0.49x\n")
    assert rec.kv_cache_tokens == 1000 and rec.max_concurrency == 0.49
    # a complete TP refusal followed by an unrelated line: the next line is not read into the message
    rec = _parse(TP + "\nLoading safetensors checkpoint shards: 100% Completed | 8/8\n")
    assert rec.message_text.endswith("(8)")


def test_wrapped_frames_give_the_oom_phase() -> None:
    frame = '  File "/usr/lib/python3.12/site-packages/vllm/worker/model_runner.py", line 1523, in capture_model'
    oom = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB."
    whole = _parse("Traceback (most recent call last):\n" + frame + "\n" + oom + "\n")
    assert whole.message_kind == "oom_cuda_graph"
    for cut in (5, 30, 75, 90, len(frame) - 4):
        rec = _parse("Traceback (most recent call last):\n" + frame[:cut] + "\n" + frame[cut:] + "\n" + oom + "\n")
        assert rec.message_kind == "oom_cuda_graph", cut


def test_a_command_cut_inside_a_flag_and_a_flag_waiting_for_its_value() -> None:
    cut = _parse("vllm serve m --gpu-memory-utilization 0.9 --pipeline-parallel-siz\ne 2 --max-model-len 4096\n")
    assert cut.launch_args.get("pipeline_parallel_size") == "2"
    value = _parse("vllm serve m --pipeline-parallel-size\n2 --max-model-len 4096\n")
    assert value.launch_args.get("pipeline_parallel_size") == "2"


def test_a_worker_line_that_is_only_its_prefixes_still_names_the_worker() -> None:
    rec = _parse("(Worker_PP6 pid=583) WARNING 01-28 00:18:18 [multiproc_executor.py:786]\nWorkerProc was terminated\n"
                 "(Worker_PP1 pid=578) WARNING 01-28 00:18:18 [multiproc_executor.py:786]\nWorkerProc was terminated\n")
    assert rec.worker_pp_rank == 6
