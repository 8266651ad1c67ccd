"""Turn one raw physical line of pasted or captured vLLM output into the text vLLM logged.

Owns: removing what terminals, loggers, process managers and issue trackers add around vLLM's text (ANSI
colour codes, NUL bytes, markdown quote/fence/bold markers, timestamps, level prefixes such as
``INFO 05-12 10:11:12 [core.py:123]``, process prefixes such as ``(EngineCore_DP0 pid=123)`` or
``[rank0]:``, docker-compose ``service  |`` prefixes, journald's ``Dec 01 10:00:00 host python3[123]:``, the
``ValueError: `` of a traceback's last line, HTML character references and typographic quotes), and re-joining a
message that a terminal or a person wrapped over several lines. Also the text-level decorations the scanner removes
before lines are read (issue 10): a log shipped as JSON (``expand_json_line``) and a line-number gutter
(``line_number_gutter``).

Every regex here is anchored at the start of the line (``match``) or applied once per line, has only
bounded repetitions or single character-class loops, and no nested quantifier that could backtrack; input
lines are capped by the caller (scanner.MAX_LINE_CHARS).

Never: recognize vLLM messages (patterns.py does that).
"""

from __future__ import annotations

import json
import re
from typing import NamedTuple

# ESC [ params intermediates final  |  ESC ] ... BEL/ST  |  other two-byte escapes
_ANSI_RE = re.compile(r"\x1b\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|\x1b\][^\x07\x1b]{0,512}(?:\x07|\x1b\\)?|\x1b[@-_]")
# Colour codes whose ESC byte was lost on the way (GitHub pastes show "[32mINFO[0m").
_BARE_SGR_RE = re.compile(r"\[(?:\d{1,3};){0,4}\d{1,3}m")
# Xinference's actor wrapper (xoscar) before the message of an exception it re-raises: "[address=0.0.0.0:43633,
# pid=157] "
_XOSCAR_ADDRESS_RE = re.compile(r"\[address=[^\]\s,]{1,100}, pid=\d{1,9}\] ?")

# typographic quotes that word processors, chat tools and some issue editors put in a retyped paste; vLLM prints
# only ASCII quotes in its messages ("The model's max seq len", `gpu_memory_utilization`), langchain-ai/langchain#17906
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})

# HTML character references a log copied from a page's source (or a scraper) carries: GitHub renders ' as &#39; and
# " as &quot; (issue 10). One level is decoded, &amp; last, so "&amp;lt;" stays "&lt;" as the page showed it.
_ENTITIES = (("&quot;", '"'), ("&#39;", "'"), ("&#x27;", "'"), ("&#34;", '"'), ("&gt;", ">"), ("&lt;", "<"),
             ("&nbsp;", " "), ("&#96;", "`"), ("&amp;", "&"))


def unmark(s: str) -> str:
    """Typographic quotes back to ASCII and HTML character references decoded (a fixed list, linear)."""
    if "\u2019" in s or "\u2018" in s or "\u201c" in s or "\u201d" in s:
        s = s.translate(_QUOTES)
    if "&" in s and ";" in s:
        for entity, char in _ENTITIES:
            if entity in s:
                s = s.replace(entity, char)
    return s


# markdown bold around a label: "**Model loading took:** 13.47 GiB" (not "/***/" redactions)
# (and a figure a reporter set in bold: "the estimated maximum model length is **2336**.")
_BOLD_RE = re.compile(r"\*\*([A-Za-z0-9][^*\n]{0,200}?)\*\*")

# One alternation, tried at the start of the line until nothing more comes off. Each branch is anchored
# by its first character(s), so only one branch can get past its first token.
_PREFIX_RE = re.compile(
    # [2026-02-24T20:21:58Z] (CI runners), [2025-01-01 10:00:00,123]
    r"(?:\[\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?\] ?"
    # 2025-05-12T10:11:12.123456789Z (kubectl --timestamps, journald exports)
    r"|\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?(?: [-|](?= ))? ?"
    # (EngineCore_DP0 pid=6940)  (Worker_TP1 pid=456)  (VllmWorker rank=0 pid=1)  (RayWorkerWrapper pid=1, ip=..)
    # (VllmWorker TP1 pid=1): vllm/v1/executor/multiproc_executor.py names workers "VllmWorker TP{rank}" (0.8-0.9)
    r"|\((?:[\w.-]{1,64} ){0,2}(?:pid|rank|ip|tid)=[^()\n]{0,160}\) ?"
    # ... and with its pid cut off by a copy that redacts it, "(EngineCore_DP0) ERROR [core.py:1104]": only vLLM's
    # own process names (and vLLM-Omni's stage engines, "(StageEngineCoreProc_stage0_replica0) ERROR ...",
    # vllm_omni's stage_engine_core_proc.py), and only before a record's level
    # (and without the parentheses, a reporter's condensed copy: "EngineCore ERROR TimeoutError: RPC call to
    # sample_tokens timed out.", MiaAI-Lab/DeepSeek-v4-Flash-DSpark-2x-DGX-Spark#65)
    r"|\(?(?:EngineCore|APIServer|Worker|VllmWorker|RayWorker|StageEngineCore)[\w-]{0,40}\)? "
    r"(?=(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) )"
    # journalctl's short format for a systemd service: "Dec 01 10:00:00 host python3[123]: " (systemd's journalctl(1))
    r"|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d\d:\d\d:\d\d [\w.-]{1,64} [\w.@/-]{1,64}"
    r"(?:\[\d{1,10}\])?: ?"
    # [rank0]:  [rank3]:[W...]
    r"|\[rank\d{1,6}\]:? ?"
    # vLLM's record location alone, a reporter having cut the level and the time before it ("[core.py:393]
    # RuntimeError: ...", vllm#16608): only before an exception's name or a traceback's lines
    r"|\[[\w.-]{1,80}\.py:\d{1,7}\] (?=(?:[A-Za-z_][\w.]{0,80})?(?:Error|Exception)\b|Traceback \(| {0,8}File \")"
    # INFO 05-12 10:11:12 [core.py:123]   |   INFO 01-11 15:51:02 llm_engine.py:70]
    r"|(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL)(?=[ :]|$)"
    r"(?: \d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?)?"
    r"(?: \[[^\]\s]{1,200}\]| [\w./<>-]{1,200}:\d{1,7}\]"
    # (loguru's default format after its time: "ERROR    | mineru.cli.gradio_app:main:277 - ", {level: <8} | {name}:
    # {function}:{line} - {message} (loguru/_defaults.py LOGURU_FORMAT), the logger of frameworks around vLLM)
    r"| {0,8}\| [\w.<>-]{1,160}:[\w<>.-]{1,80}:\d{1,7} - )?:? ?"
    # docker compose: "vllm-1  | ..." (not a new log record by itself)
    r"|(?P<docker>[\w.-]{1,64} {1,16}\| ))"
)

# a process prefix whose process is PID 1 ("(APIServer pid=1) ", "(EngineCore_DP0 pid=1, ip=...) ")
_PID_1_RE = re.compile(r"\((?:[\w.-]{1,64} ){0,2}pid=1[,)]")
# "(Worker_PP6 pid=583)", "(Worker_PP1_TP3 pid=..)", "(Worker_TP2 pid=..)": vllm/v1/executor/multiproc_executor.py
_WORKER_RE = re.compile(r"\(Worker_((?:PP\d{1,3})?_?(?:TP\d{1,3})?) ")

_LEVELS = ("DEBUG", "INFO", "WARNING", "WARN", "ERROR", "CRITICAL")

_RAY_REPEATED_RE = re.compile(r"\s{0,8}\[repeated \d{1,9}x across cluster\]$")
# exceptions whose text is another exception's name and text, kept on the line as its head: Inductor's
# "torch._inductor.exc.InductorError: AssertionError: ..." (torch/_inductor/exc.py, torch 2.7+) says the compile failed
_WRAPPER_EXCEPTIONS = ("InductorError",)
# names shaped like an exception's that are a C library's result codes, printed as "<code>: <its string>" after the
# message: NCCL's ncclResult_t (nccl.h: ncclUnhandledCudaError, ncclSystemError, ncclInternalError, ...), as torch's
# ProcessGroupNCCL prints them ("ncclUnhandledCudaError: Call to CUDA function failed.")
_NOT_EXCEPTIONS = ("nccl",)
_FLAT_EXC_RE = re.compile(r"\s((?:[A-Za-z_][\w.]{0,80})?(?:Error|Exception): )")
# a title's topic label before a quoted exception: at most 60 characters without a colon, then the exception's name
_TITLE_TOPIC_RE = re.compile(r"[^:\n]{1,60}: (?=[A-Za-z_][\w.]{0,80}(?:Error|Exception): )")
_EXC_RE = re.compile(r"(?:[A-Za-z_][\w.]{0,80})?(?:Error|Exception|Warning)(?: ?\[[^\]]{0,80}\])?: ")

_PYDANTIC_V1_TYPES = ((" (type=value_error)", "ValueError"), (" (type=assertion_error)", "AssertionError"))
_TRACEBACK_STARTS = ("Traceback (most recent call last)", 'File "', "During handling of", "The above exception")


# A line-number gutter from an editor or pager paste: `cat -n` ("     1\t"), vim's `:set number` ("  1 "), a numbered
# listing ("1: ", "1 | "). Recognized only when the first lines of the input carry consecutive numbers with the same
# separator (issue 10); a log line that merely starts with a number is never stripped otherwise.
_GUTTER_RE = re.compile(r"[ \t]{0,8}(\d{1,7})(\t|: | \| | )")
_GUTTER_MIN_LINES = 3


def line_number_gutter(head: str) -> re.Pattern[str] | None:
    """The regex that removes a line-number gutter when ``head`` (the first lines of the input, newline separated)
    starts with one; None when it does not. A line that is only its number (an empty line) counts too."""
    lines = head.split("\n", 8)[:8]
    if len(lines) > 1 and len(lines) <= 8 and not lines[-1]:
        lines = lines[:-1]
    if len(lines) < 2:
        return None
    sep, first = None, None
    for k, line in enumerate(lines):
        m = _GUTTER_RE.match(line)
        if m is None:
            stripped = line.strip()
            if not (stripped.isdecimal() and first is not None and int(stripped) == first + k):
                return None
            continue
        n = int(m.group(1))
        if first is None:
            first = n - k
        if n != first + k or (sep is not None and m.group(2) != sep):
            return None
        sep = m.group(2)
    # two lines are enough when numbered from the start (1, 2), three otherwise
    if sep is None or len(lines) < (2 if first in (0, 1) else _GUTTER_MIN_LINES):
        return None
    return re.compile(r"^[ \t]{0,8}\d{1,7}(?:" + re.escape(sep) + r"|$)", re.MULTILINE)


# A log shipped as JSON (issue 10): one JSON string holding the whole log with literal "\n" (a log API, an ELK export,
# a bug-report bot), or one JSON object per line: docker's json-file driver ({"log": "...\n", "stream": ...}),
# structured loggers ({"message": ...}: python-json-logger, structlog, GCP's textPayload, journald's MESSAGE).
_JSON_TEXT_KEYS = ("message", "msg", "log", "MESSAGE", "textPayload", "text")
MAX_JSON_LINE_CHARS = 1 << 20


def expand_json_line(line: str) -> str | None:
    """The text a JSON-wrapped physical line carries (its own newlines restored), or None when it is not one.
    ``json.loads`` is linear; lines over MAX_JSON_LINE_CHARS are left as they are."""
    t = line.strip()
    if len(t) < 2 or len(t) > MAX_JSON_LINE_CHARS:
        return None
    if t[0] == "{" and t[-1] == "}":
        try:
            obj = json.loads(t)
        except ValueError:
            return None
        if not isinstance(obj, dict):
            return None
        for key in _JSON_TEXT_KEYS:
            value = obj.get(key)
            if isinstance(value, str):
                # (python-json-logger and structlog put the traceback of logger.exception() in its own key)
                trace = obj.get("exc_info")
                return _lines_of(value) + ("\n" + _lines_of(trace) if isinstance(trace, str) else "")
        return None
    if t.startswith('{"') and len(t) > 40:
        return _cut_json_object(t)
    quoted = t[0] == '"' and t[-1] == '"'
    if "\\n" not in t and not quoted:
        return None
    # a JSON string, or its content copied without the quotes: at least two escaped line ends
    if not quoted and t.count("\\n") < 2:
        return None
    try:
        value = json.loads(t if quoted else '"' + t + '"')
    except ValueError:
        return None
    return _lines_of(value) if isinstance(value, str) else None


# one "key": "string" pair of a JSON object, the string complete or cut by the end of the line
_JSON_PAIR_RE = re.compile(r'"(\w{1,20})": ?"((?:[^"\\]|\\.){0,1048576})("?)')


def _cut_json_object(t: str) -> str | None:
    """A structured-log record cut short by a paste limit ('{"message": "...", "exc_info": "Traceback ...' with no
    closing brace): its message and traceback strings, the last one as far as it goes."""
    found: dict[str, str] = {}
    for m in _JSON_PAIR_RE.finditer(t):
        if m.group(1) in _JSON_TEXT_KEYS + ("exc_info",) and m.group(1) not in found:
            body = m.group(2)
            if not m.group(3):
                body = re.sub(r"\\(?:u[0-9a-fA-F]{0,3})?$", "", body)  # an escape the cut split
            try:
                found[m.group(1)] = json.loads('"' + body + '"')
            except ValueError:
                return None
    text = next((found[k] for k in _JSON_TEXT_KEYS if k in found), None)
    if text is None:
        return None
    return _lines_of(text) + ("\n" + _lines_of(found["exc_info"]) if "exc_info" in found else "")


def _lines_of(value: str) -> str:
    if "\r" in value:
        value = value.replace("\r\n", "\n").replace("\r", "\n")
    return value[:-1] if value.endswith("\n") else value


class CleanLine(NamedTuple):
    text: str  # vLLM's own text (stripped)
    had_record_prefix: bool  # a level / process / timestamp prefix was removed: a new log record
    exception_type: str | None  # "ValueError" when the line was "ValueError: ..."
    is_fence: bool = False  # a markdown ``` line
    space_before: bool = False  # the raw line started with whitespace (a wrap that kept the space)
    space_after: bool = False  # the raw line ended with whitespace
    worker: str | None = None  # "PP6", "PP1_TP3", "TP2": the multiproc worker prefix removed (issue 10)
    width: int = 0  # the physical line's columns, its prefixes included (0: not known)
    prefixed: bool = False  # a process, logger, container or journal prefix was removed: the writer began this line
    closed: bool = False  # the line ended with closing markdown ("**", "`"): the writer ended it, no terminal cut it
    # a container's mark in the prefixes removed: docker compose's "service  | ", or a process prefix with PID 1 ("(APIServer
    # pid=1)": a container's entrypoint is PID 1 of its PID namespace, pid_namespaces(7); on a host PID 1 is init)
    container: str | None = None


def clean(raw: str) -> CleanLine:
    """Strip decorations from one physical line (already without its line terminator)."""
    s = raw
    if "\x1b" in s:
        s = _ANSI_RE.sub("", s)
    if "[0m" in s or "[0;" in s:
        s = _BARE_SGR_RE.sub("", s)
    if "\x00" in s:
        s = s.replace("\x00", "")
    width = len(s.rstrip())
    s = unmark(s)
    space_before = s[:1].isspace()
    space_after = s[-1:].isspace()
    s = s.strip()
    # markdown: "> " quotes (possibly nested), code fences, bold/inline-code around labels
    while s.startswith(">"):
        s = s[1:].lstrip()
    if s.startswith("```") or s.startswith("~~~"):
        body = s[3:].lstrip("`~").strip()
        if not (len(body) > 3 and body.endswith("```")):
            return CleanLine(body, False, None, is_fence=True)
        # a code block opened and closed on one line ("```python -m vllm.entrypoints.openai.api_server ...```",
        # vllm#2317): its text, not a fence
        s = body.rstrip("`").rstrip()
    closed = s.endswith(("**", "`"))
    if "**" in s:
        s = _BOLD_RE.sub(r"\1", s)
    had_record = False
    worker = None
    container = None
    before_prefixes = len(s)
    for _ in range(8):
        m = _PREFIX_RE.match(s)
        if m is None or m.end() == 0:
            break
        if s.startswith("(Worker_"):
            w = _WORKER_RE.match(s)
            worker = w.group(1) if w and w.group(1) else worker
        # only vLLM's logger format ("INFO 09-20 10:00:01 [file.py:1]") starts a new record: process, Ray, rank,
        # docker, kubectl, journald and CI prefixes are put before every physical line a process writes, the lines of
        # one multi-line message included (vllm/utils _add_prefix, Ray's log monitor, torchrun's tee), issue 10
        had_record = had_record or s.startswith(_LEVELS)
        if m.group("docker"):
            container = container or m.group("docker").strip()
        elif s.startswith("(") and _PID_1_RE.match(s, 0, m.end()):
            container = container or m.group(0).strip()
        s = s[m.end() :].lstrip()
    prefixed = len(s) < before_prefixes
    if s.endswith("]") and "x across cluster]" in s:
        # Ray's log deduplication appends "[repeated 2x across cluster]" to a line its workers printed alike
        # (ray/_private/ray_logging: the dedup of worker logs, Ray 2.3+), vllm#3772
        s = _RAY_REPEATED_RE.sub("", s)
    if s.startswith(("... ", "\u2026 ")):  # a reporter's elision before the line they kept ("... AssertionError: ...")
        s = s.lstrip(".\u2026 ")
    if s.startswith("[") and ("]: " in s[:20] or "] " in s[:20]):
        # an issue title's template label before the error it quotes ("[Bug]: ValueError: ...": vLLM's and most
        # trackers' issue templates put [Bug] / [Usage] / [Installation] / ... before the title)
        m = _TITLE_LABEL_RE.match(s)
        if m:
            s = s[m.end():]
            # ... and the title's topic before the exception it quotes ("[Bug]: WSL2: RuntimeError: UVA is not
            # available on ...", vllm#47387): one short label ending in ": " right before an exception's name
            t = _TITLE_TOPIC_RE.match(s)
            if t:
                s = s[t.end():]
    if (s.startswith(("File \"", "Traceback (most recent call last)"))
            # (or any line holding two frames and more: a flattened log whose record prefix and caret underlines sit
            # between the frames, "(APIServer pid=1) ^^^^ (APIServer pid=1) File \"...\", line 380, in ...", vllm#31883)
            or s.count("File \"", 0, 20000) >= 2) and s.count(", line ", 0, 20000) >= 2:
        # a traceback flattened onto one line (a blog or a chat that joined its lines with spaces: 'File ".../
        # serving_models.py", line 85, in init_static_loras raise ValueError(load_result.message) ValueError: Call to
        # add_lora method failed: ...'): its exception is the first "XError: " after the last frame
        m = _FLAT_EXC_RE.search(s, s.rfind(", line ", 0, 20000))
        if m:
            s = s[m.start(1):]
    if s.startswith("`") and s.count("`", 0, 4000) == 1:
        s = s[1:]  # a code span opened here and closed on a later line (a wrapped quote): markdown's mark, not the text
    exc = None
    for _ in range(3 if ": " in s[:200] else 0):
        s = s.lstrip("`").lstrip()
        m = _EXC_RE.match(s)
        if not m:
            break
        name = m.group(0)[:-2].split(" [")[0]
        if name.endswith(_WRAPPER_EXCEPTIONS):
            break  # a wrapper whose text is the wrapped exception's: the line is read with the wrapper's name on it
        if name.startswith(_NOT_EXCEPTIONS):
            break  # a C library's result code, not a Python exception: the line is read with it
        if name not in ("Error", "Exception", "Warning"):  # "Error: ..." is a reporter's label
            exc = name
        s = s[m.end():]
    if exc is not None and s.startswith("[address="):
        # Xinference's actor wrapper puts the actor's address before the message it re-raises ("TypeError:
        # [address=0.0.0.0:43633, pid=157] layer_type_validation() takes 1 positional argument ...", xoscar's
        # error wrapping): the message is what follows it
        m = _XOSCAR_ADDRESS_RE.match(s)
        if m:
            s = s[m.end():]
    if exc is None and s.endswith("_error)"):
        # pydantic v1's line for an error a validator raised: "  <message> (type=value_error)" / "(type=
        # assertion_error)" under "1 validation error for X" and the field's name, no exception name before it
        # (pydantic/error_wrappers.py display_errors; vLLM 0.5.x's engine arguments through a framework's pydantic
        # model, cot-eval#43 and #56): the message, raised as that exception
        for suffix, name in _PYDANTIC_V1_TYPES:
            if s.endswith(suffix):
                s, exc = s[:-len(suffix)].rstrip(), name
                break
    return CleanLine(s.rstrip("`").rstrip(), had_record, exc, False, space_before and not had_record, space_after,
                     worker, width, prefixed, closed, container)


def starts_new_block(line: CleanLine) -> bool:
    """True when ``line`` cannot be the continuation of a wrapped message."""
    if line.is_fence or not line.text or line.had_record_prefix or line.exception_type:
        return True
    t = line.text
    return t.startswith(_TRACEBACK_STARTS) or t.startswith("^") or ("Killed" in t[:260] and _KILL_REPORT.match(t) is not None) \
        or (t.startswith("[") and _GLOG_RECORD.match(t) is not None)


# a record of torch's C++ logging (c10, glog's layout: "[W304 12:47:31.886063773 ProcessGroupNCCL.cpp:1553] Warning:
# ..."): a new record, never the rest of the message above it
_GLOG_RECORD = re.compile(r"\[[IWEF]\d{3,4} \d\d:\d\d:\d\d")


_TITLE_LABEL_RE = re.compile(r"\[(?:Bug|Usage|Installation|Performance|Feature|Misc|Doc|New Model|RFC|Question|BUG|"
                             r"bug|Help|Hardware|CI Failure|Roadmap)\](?:: ?| )(?=\S)")
# (a tracker whose template writes the label without the colon: "[BUG] VLLM_USE_V1=1 is not supported ...", unsloth#2102)
# the shell's or the kernel's report that a process was killed (logs/patterns.py host_oom_killed): a line of its own
_KILL_REPORT = re.compile(r"Killed\b|\[\d{1,4}\]\+? +Killed|[^\n]{0,200}: line \d{1,7}: +\d{1,9} +Killed"
                          r"|(?:\[ *\d{1,9}\.\d{1,9}\] )?Out of memory: Killed process")


def join_wrapped(head: str, tail: str, space: bool = False) -> str:
    """Join a wrapped continuation. A cut between two word characters (a terminal cutting "(10485|76)" or
    "cac|he"), just inside a bracket ("(|3984)"), inside a decimal or after a hyphen inside a name ("SXM2-|16GB") is
    joined without a space; a cut after other punctuation keeps one space.
    Patterns allow an optional space between words, so either choice matches."""
    if not head:
        return tail
    if not tail:
        return head
    if space:
        return head + " " + tail
    a, b = head[-1], tail[0]
    if (a.isalnum() or a == "_") and (b.isalnum() or b == "_"):
        return head + tail
    if a == "." and b.isdigit() and head[-2:-1].isdigit():  # "(16." + "00 GiB"
        return head + tail
    if a in "([" or b in ")]":  # "KV cache (" + "3984). Try" (vllm#7526): a bracket never has a space inside
        return head + tail
    if a == "-" and head[-2:-1].isalnum() and b.isalnum():  # "Tesla V100-SXM2-" + "16GB": a hyphen inside a name
        return head + tail
    return head + " " + tail


# a text's digits written as 0 (str.translate): lines that differ only in their numbers read the same, for the scan's
# look-ups that are asked once per such text (scanner.py _gates_on_lines, builder.py _gates_in)
DIGITS_AS_ZERO = str.maketrans("123456789", "000000000")


def collapse_spaces(text: str) -> str:
    """Collapse whitespace runs to one space, so pattern spaces can be written as an optional single space."""
    return " ".join(text.split())
