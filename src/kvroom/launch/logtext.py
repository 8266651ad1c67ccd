"""Find the launch inside a vLLM log: the `non-default args: {...}` dict (vLLM 0.10+, vllm/entrypoints/utils.py
log_non_default_args), the `args: Namespace(...)` line (older api_server.py), or the pasted command line
(`vllm serve ...`, `python -m vllm.entrypoints.openai.api_server ...`, `docker run ... vllm/vllm-openai...`).

Owns: locating those lines and turning them into a Launch through kvroom.launch.reader (one reader for the CLI,
the web page and explain). Literals are read with ast.literal_eval on capped text, never eval.
Never: print, guess a value the log does not show.
"""

from __future__ import annotations

import ast
import re
import warnings
TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

from kvroom.errors import InputError
from kvroom.launch.reader import Launch, launch_from_log_args, read_launch

MAX_LINE_CHARS = 20_000
MAX_LOG_CHARS = 5_000_000

_OBJECT_REPR_RE = re.compile(r"<[A-Za-z][^<>'\"]{0,300}>")
_NON_DEFAULT_RE = re.compile(r"non-default args: (\{.{0,20000}\})\s*$")
_NAMESPACE_RE = re.compile(r"args: (Namespace\(.{0,20000}\))\s*$")
# where a pasted command starts; no nested quantifier (tests/test_bounded_time.py): the interpreter's own options
# before -m are one bounded run of characters, and the VAR=value words before the command are found by _env_start
_COMMAND_RE = re.compile(r"(?:vllm\s+serve\s|python[\d.]*\s[^\n]{0,200}?-m\s+vllm\.entrypoints\.|docker\s+run\s)")
_ENV_WORD_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,60}=\S{0,200}")


def _in_inline_code(line: str, start: int) -> str:
    """The line from ``start``, ending where a markdown code span that opened before ``start`` closes: a reporter's
    "`vllm serve M --max-model-len 24000`. I followed ..." is the command up to the closing backtick."""
    if line.count("`", 0, start) % 2 == 1:
        end = line.find("`", start)
        if end != -1:
            return line[start:end]
    return line[start:]


def _env_start(line: str, start: int) -> int:
    """Where the command begins once up to 8 `VAR=value` words right before it are counted in."""
    words = line[:start].split()
    taken = 0
    while taken < min(8, len(words)) and _ENV_WORD_RE.fullmatch(words[-1 - taken]):
        taken += 1
    if not taken:
        return start
    return line.rfind(words[-taken], 0, start)


def parse_logged_args(text: str) -> dict[str, Any] | None:
    """`{'model': 'x', 'max_model_len': 32768, ...}` or `Namespace(model='x', ...)` -> dict, or None when the
    text is not a Python literal of that shape."""
    text = text.strip()
    if len(text) > MAX_LINE_CHARS:
        return None
    text = _OBJECT_REPR_RE.sub("None", text)  # <function serve at 0x7f...>: an object, not a flag value
    with warnings.catch_warnings():
        # a pasted dict that is no Python ("1e", "0x") makes the compiler warn (SyntaxWarning) before it fails:
        # user text, never a warning on kvroom's stderr
        warnings.simplefilter("ignore", SyntaxWarning)
        return _parse_literal(text)


def _parse_literal(text: str) -> dict[str, Any] | None:
    try:
        if text.startswith("{"):
            value = ast.literal_eval(text)
            return value if isinstance(value, dict) else None
        if text.startswith("Namespace("):
            call = ast.parse(text, mode="eval").body
            if not isinstance(call, ast.Call):
                return None
            out: dict[str, Any] = {}
            for kw in call.keywords:
                if kw.arg is None:
                    continue
                try:
                    out[kw.arg] = ast.literal_eval(kw.value)
                except (ValueError, TypeError, SyntaxError):
                    continue  # a value that is not a literal (an object repr): not a flag kvroom reads
            return out
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None
    return None


def find_launch_in_text(text: str, *, vllm_version: str | None = None) -> Launch | None:
    """The launch a log shows, most reliable form first: the non-default args dict, the Namespace line, the
    command line. None when the log shows none of them (or only ones that do not read)."""
    text = text[:MAX_LOG_CHARS]
    lines = text.splitlines()
    for pattern in (_NON_DEFAULT_RE, _NAMESPACE_RE):
        for line in lines:
            m = pattern.search(line[: MAX_LINE_CHARS + 200])
            if not m:
                continue
            args = parse_logged_args(m.group(1))
            if args is None:
                continue
            if pattern is _NAMESPACE_RE:
                # the Namespace holds every argument, defaults included: None means "not given"
                args = {k: v for k, v in args.items() if v is not None}
            try:
                return launch_from_log_args(args, vllm_version=vllm_version)
            except InputError:
                continue
    for line in lines:
        line = line[: MAX_LINE_CHARS]
        m = _COMMAND_RE.search(line)
        if not m:
            continue
        command = _in_inline_code(line, _env_start(line, m.start())).rstrip()[:10_000]
        try:
            return read_launch(command, vllm_version=vllm_version)
        except InputError:
            continue
    return None


_FLOW_ITEM_RE = re.compile(r"^([\"'])(--[^\"'\n]{1,400})\1,?(?: {0,8}#.{0,300})?$")
_PLACEHOLDER_RE = re.compile(r"(?<!\S)<[A-Za-z][\w./:-]{0,60}>(?!\S)")
# a command written as a flow sequence, exec form: docker compose's `entrypoint: ["vllm", "serve", "M", "--tensor-
# parallel-size", "4"]` / `command: ["--model", "M"]`, a Kubernetes container's `args: [...]`, a Dockerfile's CMD
_FLOW_WORD_RE = re.compile(r"\s{0,8}\"([^\"\n]{0,400})\"\s{0,8}(,|\])")
# (and a Python list's repr, its strings single-quoted: the argv a framework logs)
_FLOW_WORD_SQ_RE = re.compile(r"\s{0,8}'([^'\n]{0,400})'\s{0,8}(,|\])")


def _flow_sequence(line: str) -> list[str] | None:
    """The words of an exec-form command list on ``line`` (at least two quoted items after a "[", double-quoted as JSON
    and YAML write them or single-quoted as Python prints a list), else None."""
    start = line.find("[")
    if start < 0:
        return None
    quote = line[start + 1:start + 12].lstrip()[:1]
    if quote not in ("\"", "'"):
        return None
    word_re = _FLOW_WORD_RE if quote == "\"" else _FLOW_WORD_SQ_RE
    words: list[str] = []
    at = start + 1
    while len(words) < 400:
        m = word_re.match(line, at)
        if m is None:
            break
        words.append(m.group(1))
        at = m.end()
        if m.group(2) == "]":
            break
    return words if len(words) >= 2 else None


def command_args_in_line(line: str, *, vllm_version: str | None = None) -> dict[str, Any]:
    """The arguments of the command on one log line, ``{vLLM dest: value as typed}`` (kvroom.launch.reader
    given_args): from its entry point when the line shows one (`vllm serve`, `python -m vllm.entrypoints...`,
    `docker run`, an api_server path), else the line's words read as api_server flags (a continuation line such
    as `--model X --max-model-len 4096`). Never raises on content; {} when nothing reads."""
    from kvroom.launch.reader import MAX_ARGS, given_args, split_command

    line = line[:MAX_LINE_CHARS]
    if line.startswith("- ") and line[2:3] in "\"'" and line.rstrip().endswith(line[2:3]):
        line = "- " + line.rstrip()[3:-1]  # a YAML list item quoted whole: '- "--gpu-memory-utilization=0.92"'
    elif line[:1] in "\"'" and line[1:3] == "--":
        # a flow sequence's item on its own line: '"--max-model-len=1000", # context length'
        item = _FLOW_ITEM_RE.match(line)
        if item:
            line = item.group(2)
    if "<" in line:
        # a placeholder a report writes for what it leaves out ("vllm serve <model> --max-model-len ..."): a literal
        # word, not the shell's redirection, which would end the command there
        line = _PLACEHOLDER_RE.sub(r"'\g<0>'", line)
    m = _COMMAND_RE.search(line)
    flow = _flow_sequence(line) if m is None else None
    if flow is not None:
        at = next((i for i, w in enumerate(flow) if w == "serve" or "api_server" in w or "vllm.entrypoints" in w), None)
        command = ["vllm", "serve", *flow[at + 1:]] if at is not None and flow[at] == "serve" else \
            ["api_server.py", *flow[at + 1 if at is not None else 0:]]
    elif m:
        command = _in_inline_code(line, _env_start(line, m.start()))
    else:
        words = line.split()[:MAX_ARGS]
        at = next((i for i, w in enumerate(words) if "api_server" in w or "vllm.entrypoints" in w), None)
        # an api_server path or module names where the flags begin; else every word is read as a flag
        command = ["api_server.py", *words[at + 1 if at is not None else 0:]]
    try:
        argv = split_command(command) if isinstance(command, str) else command
    except InputError:  # unbalanced quotes in a pasted line: words as they are
        argv = command.split()[:MAX_ARGS]
    try:
        return given_args(argv, vllm_version=vllm_version)
    except InputError:  # a command form the reader does not take (`vllm bench`, a docker line with no image)
        try:
            return given_args(["api_server.py", *argv[1:]], vllm_version=vllm_version)
        except InputError:
            return {}
