"""Stream text through the patterns in constant memory and close to the speed of ``str.find``.

Owns: chunking, line ends (LF, CRLF, CR-only), the cap on one physical line (``MAX_LINE_CHARS``), the text-level
stages before lines are read (a line-number gutter, JSON-wrapped lines; normalize.py says what they are), finding
candidate lines (a scan anchor cut by a line break included), physical line numbers, de-duplicating lines that several ranks print, and handing each
candidate with its next few lines (for wrapped messages) to the Builder.

Speed: a vLLM log is mostly lines no pattern cares about. Each chunk is searched once per scan gate (a short literal
several of ``patterns.SCAN_ANCHORS`` share, ``_SCAN_GATES``) with ``str.find`` (C speed); only lines holding an
anchor are cleaned and matched in Python, and each gate is looked for at most once per line, so a pathological line
costs one pass.

Never: know what a pattern means (builder.py / patterns.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from kvroom.logs import raises
from kvroom.logs.builder import Builder
from kvroom.logs.normalize import DIGITS_AS_ZERO, MAX_JSON_LINE_CHARS, CleanLine, clean, expand_json_line
from kvroom.logs.normalize import line_number_gutter as normalize_gutter
from kvroom.logs.patterns import SCAN_ANCHORS
from kvroom.logs.record import StartupRecord

MAX_LINE_CHARS = 64 * 1024  # longer physical lines are cut here; the rest of such a line is not read
MAX_CONTINUATION_LINES = 8  # a wrapped message is re-joined from at most this many following lines
MAX_COMMAND_LINES = 64  # a shell command continued with backslashes, one argument a line, is read this far
MAX_CARRY_CHARS = 1 << 20  # lookahead kept between chunks
LOOKBACK_CHARS = 64 * 1024  # traceback text searched above an OOM line
# a line break followed by a line that does not open a log record: a process prefix, a bracket, a level, a timestamp
_CONTINUATION_RE = re.compile(r"\n(?![(\[\n]|INFO|WARNING|ERROR|DEBUG|CRITICAL|\d{4}-\d\d-\d\d)")
_SEAM = max(len(a) for a in SCAN_ANCHORS)
MAX_SEEN = 50_000  # distinct candidate lines remembered for de-duplication

# Scan gates: a few short literals that many anchors share, none of them on a serving log's usual lines ("GPU KV cache
# usage", request and throughput lines). A chunk is searched once per gate instead of once per anchor; a line holding
# a gate is a candidate when it also holds one of that gate's anchors (the same lines as searching every anchor). An
# anchor that holds no gate is its own gate.
_GATE_WORDS = ("upport", "raph", "emory", "max_", "size", "uantiz", "nitialize", "ernel", "rror", "driver", "evice",
               "orward compat", "arallel", "ope_", "rchitecture", "epo", "CUDA", "ailed", "layers.", "vllm", "loat16",
               "lashInfer",
               # (a reporter's words of an upgrade or an earlier build, an AOT build, nvcc's banner: patterns.py
               # earlier_build_worked, transformers_upgrade_said, aot_build_said, nvcc_banner)
               "pgrad", "pdat", "older ", "previous ", "earlier ", "AOT ", "Cuda compil")


def _gates() -> tuple[tuple[str, tuple[str, ...] | None], ...]:
    groups: dict[str, list[str]] = {}
    own: list[str] = []
    for anchor in SCAN_ANCHORS:
        gate = next((g for g in _GATE_WORDS if g in anchor), None)
        if gate is None:
            own.append(anchor)
        else:
            groups.setdefault(gate, []).append(anchor)
    return tuple((g, tuple(a)) for g, a in groups.items()) + tuple((a, None) for a in own)


# an exception's line ("ValueError: ...", pydantic's "Value error, ...") is a candidate whatever it says: a line no
# pattern reads may still be one of vLLM's own checks (logs/raises.py), or the error kvroom quotes back when it reads
# nothing (issue 10)
_SCAN_GATES = _gates()
_TRACEBACK_HEAD = "Traceback (most recent call last)"
_FENCED_LINE_MAX = 402  # a fenced block's one line, looked at only this long (builder.py's whole-line quotation)
# the double quotes a quotation of vLLM's message opens with (straight, typographic, and as a page's HTML source writes
# them: normalize.py decodes the entities), and how many are looked at a line (builder.py's quoted spans, which it reads
# at most eight a line)
_OPENING_QUOTES = ('"', "\u201c", "&quot;", "&#34;")
_QUOTES_PER_LINE = 8
# (pydantic v1 prints a validator's error as "<message> (type=value_error)" / "(type=assertion_error)", no exception
# name before it, normalize.clean reads it so: vLLM 0.5.x's engine arguments through a framework's pydantic model,
# cot-eval#56)
# (and the exception's name alone at a line's end, "ImportError:", its message wrapped onto the next line: builder.py
# joins it back)
_CANDIDATE_GATES = _SCAN_GATES + (("Error:", None), ("Exception:", None), ("Value error, ", None),
                                   ("Assertion failed, ", None), ("error: ", None),
                                   ("error with ", None), ("error saying ", None), ("error is: ", None),
                                   ("error was: ", None), ("error:\n", None), ("error message:\n", None),
                                   ("(type=value_error)", None),
                                   ("(type=assertion_error)", None), ("`", None),
                                   # (V0's worker RPC failure with the exception's str() inline, builder.py)
                                   ("while processing method ", None))
# each candidate gate as it reads with its digits written as 0 (see _gates_on_lines)
_KEYED_GATES = tuple((gate.translate(DIGITS_AS_ZERO), gate, anchors) for gate, anchors in _CANDIDATE_GATES)


def _gates_on_lines(buf: str, limit: int) -> list[tuple[str, tuple[str, ...] | None]]:
    """The candidate gates (in their order) that ``buf[:limit]`` may hold: those found in its distinct lines once their
    digits are written as 0. A log's lines are mostly a few templates that differ in their numbers (a timestamp, a
    throughput, a request's port), so 50 MB of serving log is a few hundred distinct lines: each of the 477 gates is
    looked for in those, not in the megabyte (issue 14: the gates' searches were four fifths of reading such a log).
    Only a superset: a gate found here is looked for again in ``buf`` itself, so a gate whose digits differ from the
    line's finds nothing there; a gate is no more than a line's text, so one the lines hold is found in a distinct
    line (a gate that holds a line break is looked for in ``buf``)."""
    lines = dict.fromkeys(buf[:limit].translate(DIGITS_AS_ZERO).split("\n"))
    distinct = "\n".join(lines)
    return [(gate, anchors) for key, gate, anchors in _KEYED_GATES if "\n" in key or key in distinct]


# the two characters around a break an anchor may run across: adjacent in the anchor, or either side of one of its spaces
_ANCHOR_PAIRS = frozenset([a[i : i + 2] for a in SCAN_ANCHORS for i in range(len(a) - 1)]
                          + [a[i - 1 : i + 2] for a in SCAN_ANCHORS for i in range(1, len(a) - 1) if a[i] == " "])


def _split_anchor_starts(buf: str, limit: int) -> set[int]:
    """Starts of lines (before ``limit``) where a scan anchor begins and the line break after the line cuts it: a
    terminal cut it mid-word ("Gi" / "B") or an issue re-flowed it at its space ("with" / "config"), issue 10. Only
    breaks followed by a line that does not open a log record are looked at (``_CONTINUATION_RE``, C speed). The text
    on both sides of each such break (``_SEAM`` characters, padded) is laid end to end, once joined directly and once
    with a space, and each anchor is looked for with ``str.find``; per anchor and break at most two hits are read."""
    seams: list[str] = []
    line_starts: list[int] = []
    for m in _CONTINUATION_RE.finditer(buf, 0, limit):
        p = m.start()
        e = buf.find("\n", p + 1, p + 1 + _SEAM)
        # (without the spaces a terminal's or a console logger's wrap leaves around the break: the line padded to the
        # width, the next one indented under the message's column, as Python's rich.logging.RichHandler prints)
        head = buf[max(0, p - _SEAM) : p].rstrip(" ")
        tail = buf[p + 1 : e if e != -1 else p + 1 + _SEAM].lstrip(" ")
        if head and tail:
            seams.append((head.rjust(_SEAM, "\x00"), tail.ljust(_SEAM, "\x00")))
            line_starts.append(buf.rfind("\n", 0, p) + 1)
    starts: set[int] = set()
    if not seams:
        return starts
    width = 2 * _SEAM + 1
    mid = _SEAM  # the break is just before text[seam + mid] (joined directly) / at it (joined with a space)
    for sep in ("", " "):
        # an anchor that runs across a break holds the two characters on either side of it (with the space between
        # them when joined with one): a break whose pair no anchor holds cannot be cut inside one, and is not searched
        # (with 135 anchors, a search each over every seam cost 0.4 s on a megabyte of traceback lines)
        kept = [i for i, (h, t) in enumerate(seams)
                if (h[-1] + t[0] if not sep else h[-1] + " " + t[0]) in _ANCHOR_PAIRS]
        if not kept:
            continue
        text = "".join(seams[i][0] + sep + seams[i][1] + "\x00" * (1 - len(sep)) for i in kept)  # each ``width`` long
        kept_starts = [line_starts[i] for i in kept]
        anchors = [a for gate, group in _SCAN_GATES if text.find(gate) != -1 for a in (group or (gate,))]
        for a in anchors:
            if sep and " " not in a:
                continue
            n = len(a)
            q = text.find(a)
            while q != -1:
                k, off = divmod(q, width)
                if off < mid < off + n - len(sep):
                    starts.add(kept_starts[k])
                    q = text.find(a, (k + 1) * width)
                elif off < mid:
                    q = text.find(a, max(q + 1, k * width + mid - n + 1))
                else:
                    q = text.find(a, (k + 1) * width)
    return starts



class LazyLines(Sequence):
    """The lines after (or before) a recognized line, cleaned only as far as they are read: most lines are joined
    with none of them, so the builder reads one or two of the up to MAX_CONTINUATION_LINES (1 MB of capacity lines:
    16 -> 2 neighbour lines a line). A Sequence: indexing, slicing, len() and iteration read on as needed."""

    __slots__ = ("_lines", "_source")

    def __init__(self, source: Iterator[CleanLine]) -> None:
        self._lines: list[CleanLine] = []
        self._source: Iterator[CleanLine] | None = source

    def _read_to(self, count: int | None) -> None:
        lines, source = self._lines, self._source
        while source is not None and (count is None or len(lines) < count):
            nxt = next(source, None)
            if nxt is None:
                self._source = source = None
            else:
                lines.append(nxt)

    def __getitem__(self, index):
        if isinstance(index, slice):
            stop = index.stop
            self._read_to(stop if stop is not None and stop >= 0 and (index.start or 0) >= 0 else None)
        else:
            self._read_to(index + 1 if index >= 0 else None)
        return self._lines[index]

    def __len__(self) -> int:
        self._read_to(None)
        return len(self._lines)

    def __iter__(self) -> Iterator[CleanLine]:
        i = 0
        while True:
            self._read_to(i + 1)
            if i >= len(self._lines):
                return
            yield self._lines[i]
            i += 1

class Scanner:
    """Feed text (any chunking), then call ``finish()`` once."""

    def __init__(self) -> None:
        self._builder = Builder()
        self._carry = ""
        self._pending_cr = False
        self._skip_to_newline = False  # the rest of an over-long line is being dropped
        self._lines_before = 0  # physical lines (newlines) before the carry
        self._seen: set[int] = set()
        self._consumed_in_carry = 0  # continuation lines at the start of the carry already used
        self._done = False
        # the last LOOKBACK_CHARS of text already processed: an OOM among the last lines of a paste (kept as lookahead
        # until finish()) still sees the traceback frames above it (QwenLM/Qwen3#458: frames, then the OOM line last)
        self._history = ""
        self._gutter: object = None  # issue 10: a line-number gutter (re.Pattern), False when there is none
        self._head = ""  # the first lines, kept until the gutter is decided
        self._at_line_start = True
        self._json_tail = ""  # an incomplete last line held back while JSON-wrapped lines are expanded
        self._json_line_start = True  # the text passed on so far ends at a line start

    def feed(self, text: str) -> None:
        self._feed(text, final=False)

    def finish(self) -> StartupRecord:
        if not self._done:
            self._feed("", final=True)
            self._done = True
        return self._builder.build(self._lines_before, tail=self._history)

    # ------------------------------------------------------------------ chunk handling
    def _feed(self, text: str, *, final: bool) -> None:
        if self._pending_cr:
            text = "\r" + text
            self._pending_cr = False
        if text.endswith("\r") and not final:
            text = text[:-1]
            self._pending_cr = True
        if "\r" in text:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        if self._gutter is not False:
            text = self._strip_gutter(text, final)
            if text is None:
                return
        if self._json_tail or '{"' in text or "\\n" in text or '\n"' in text or text[:1] == '"':
            text = self._expand_json(text, final)
        elif text:
            self._json_line_start = text.endswith("\n")
        if self._skip_to_newline:
            i = text.find("\n")
            if i == -1:
                return
            text = text[i:]
            self._skip_to_newline = False
        buf = self._carry + text if self._carry else text
        if final:
            if buf:
                if not buf.endswith("\n"):
                    buf += "\n"
                self._process(buf, len(buf))
                self._lines_before += buf.count("\n")
                self._history = (self._history + buf)[-LOOKBACK_CHARS:]
            self._carry = ""
            return
        last_nl = buf.rfind("\n")
        if last_nl == -1:
            if len(buf) > MAX_LINE_CHARS:
                buf = buf[:MAX_LINE_CHARS]
                self._skip_to_newline = True
            self._carry = buf
            return
        if len(buf) - last_nl - 1 > MAX_LINE_CHARS:
            buf = buf[: last_nl + 1 + MAX_LINE_CHARS]
            self._skip_to_newline = True
        # keep the last few complete lines as lookahead for a message wrapped over the chunk boundary
        p = last_nl
        for _ in range(MAX_CONTINUATION_LINES):
            q = buf.rfind("\n", 0, p)
            if q == -1:
                p = -1
                break
            p = q
        limit = p + 1
        if last_nl + 1 - limit > MAX_CARRY_CHARS:
            nl = buf.find("\n", last_nl + 1 - MAX_CARRY_CHARS)
            limit = nl + 1
        if limit > 0:
            self._process(buf, limit)
            self._lines_before += buf.count("\n", 0, limit)
            self._history = (self._history + buf[:limit])[-LOOKBACK_CHARS:]
        self._carry = buf[limit:]

    def _strip_gutter(self, text: str, final: bool) -> str | None:
        """Decide on the first lines whether the input carries a line-number gutter, then remove it from every line
        (C-speed regex over the chunk, line starts only). None: still collecting the first lines."""
        if self._gutter is None:
            self._head += text
            if self._head.count("\n", 0, 4096) < 8 and len(self._head) < 4096 and not final:
                return None
            text, self._head = self._head, ""
            self._gutter = normalize_gutter(text[:4096]) or False
            if self._gutter is False:
                return text
        assert not isinstance(self._gutter, bool)
        gutter = self._gutter
        if self._at_line_start:
            out = gutter.sub("", text)
        else:
            i = text.find("\n")
            out = text if i == -1 else text[: i + 1] + gutter.sub("", text[i + 1 :])
        if text:
            self._at_line_start = text.endswith("\n")
        return out

    def _expand_json(self, text: str, final: bool) -> str:
        """Replace each complete JSON-wrapped line (normalize.expand_json_line) by the text it carries; the last,
        incomplete line waits for the next chunk (up to MAX_JSON_LINE_CHARS)."""
        text = self._json_tail + text
        self._json_tail = ""
        cut = len(text) if final else text.rfind("\n") + 1
        tail = text[cut:]
        # the incomplete last line waits only when it may be JSON itself: else it is passed on (the carry holds it),
        # and a chunk that happened to start with a quote does not send every later chunk through this stage
        if not final and len(tail) <= MAX_JSON_LINE_CHARS and (tail.lstrip()[:1] in ("{", '"') or "\\n" in tail):
            text, self._json_tail = text[:cut], tail
        lines = text.split("\n")
        for i, line in enumerate(lines):
            if i == 0 and not self._json_line_start:
                continue  # the rest of a line whose start was passed on earlier
            if line and (line.lstrip()[:1] in ('{', '"') or "\\n" in line):  # cheap test first
                expanded = expand_json_line(line)
                if expanded is not None:
                    lines[i] = expanded
        out = "\n".join(lines)
        if text:
            self._json_line_start = text.endswith("\n")
        return out

    def _process(self, buf: str, limit: int) -> None:
        """Handle every candidate line that starts before ``limit`` (a line start)."""
        starts: set[int] = set()
        find, rfind = buf.find, buf.rfind
        for gate, anchors in _gates_on_lines(buf, limit):
            j = find(gate, 0, limit)
            while j != -1:
                ls = rfind("\n", 0, j) + 1
                le = find("\n", j, limit)
                end = limit if le == -1 else le
                if anchors is None or any(find(a, ls, end) != -1 for a in anchors):
                    starts.add(ls)
                if le == -1:
                    break
                j = find(gate, le + 1, limit)
        if "\n" in buf:
            starts |= _split_anchor_starts(buf, limit)
        j = find(_TRACEBACK_HEAD, 0, limit)
        while j != -1:
            # the line above a traceback's head: logging's exception() writes str(exc) there (builder.py reads it as
            # a message to look up among vLLM's raise sites); one line per traceback, so bounded by their number
            ls = rfind("\n", 0, j) + 1
            if ls > 0:
                starts.add(rfind("\n", 0, ls - 1) + 1)
            j = find(_TRACEBACK_HEAD, j + len(_TRACEBACK_HEAD), limit)
        j = find("```", 0, limit)
        while j != -1:
            # a fenced block of one line: it may quote vLLM's error bare, without its exception (builder.py looks it up
            # among vLLM's raise sites); at most one line per fence
            le = find("\n", j, limit)
            if le == -1:
                break
            le2 = find("\n", le + 1, limit)
            if le2 != -1 and le2 - le <= _FENCED_LINE_MAX and buf[le2 + 1 : le2 + 12].lstrip(" ").startswith("```") \
                    and raises.may_open_site(buf[le + 1 : le2]):
                starts.add(le + 1)
            j = find("```", le + 1, limit)
        for quote in _OPENING_QUOTES:
            # a reporter's sentence quoting vLLM's message in double quotes, without its exception ('**Error Found**:
            # "Cannot find the config file for awq"'): the line is handed in when the quotation opens like one of
            # vLLM's sites (one dict look-up, raises.may_open_site); builder.py then keeps the span only if it is that
            # site whole. At most _QUOTES_PER_LINE quotes are looked at on a line, so a JSON log costs a bounded
            # look-up per line
            j = find(quote, 0, limit)
            line_at, seen_on_line = -1, 0
            while j != -1:
                ls = rfind("\n", 0, j) + 1
                if ls != line_at:
                    line_at, seen_on_line = ls, 0
                seen_on_line += 1
                if seen_on_line > _QUOTES_PER_LINE or ls in starts:
                    le = find("\n", j, limit)
                    if le == -1:
                        break
                    j = find(quote, le + 1, limit)
                    continue
                if raises.may_open_site(buf[j + len(quote) : j + len(quote) + 128]):
                    starts.add(ls)
                j = find(quote, j + 1, limit)
        if self._lines_before == 0 and limit > 0:
            starts.add(0)  # the paste's first line, an issue's title that may quote the error bare (builder.py)
        if not starts:
            return
        consumed_until = self._consumed_in_carry
        self._consumed_in_carry = 0
        cursor, line_no = 0, self._lines_before
        builder = self._builder
        # a physical line is cleaned once per chunk: each recognized line reads up to MAX_CONTINUATION_LINES
        # neighbours on each side, and a run of recognized lines shares them (1 MB of capacity lines: 17 -> 2 cleans
        # a line)
        cleaned: dict[int, CleanLine] = {}

        def clean_at(start: int, end: int) -> CleanLine:
            line = cleaned.get(start)
            if line is None:
                line = cleaned[start] = clean(buf[start : min(end, start + MAX_LINE_CHARS)])
            return line

        for ls in sorted(starts):
            if ls < consumed_until:
                continue
            line_no += buf.count("\n", cursor, ls)
            cursor = ls
            le = find("\n", ls)
            if le == -1:
                le = len(buf)
            cl = clean_at(ls, le)
            if not cl.text and not cl.worker:
                continue
            # a line that is only its prefixes ("(Worker_PP6 pid=583) WARNING ... [x.py:1]", its text re-flowed onto the
            # next line) still names its worker (issue 10)
            key = hash(cl.text) if cl.text else hash(cl.worker)
            if key in self._seen:
                continue
            if len(self._seen) < MAX_SEEN:
                self._seen.add(key)

            def next_lines(start: int = le + 1, limit: int = MAX_CONTINUATION_LINES):
                pos = start
                for _ in range(limit):
                    if pos >= len(buf):
                        return
                    e = find("\n", pos)
                    if e == -1:
                        e = len(buf)
                    yield clean_at(pos, e)
                    pos = e + 1

            def previous_lines(start: int = ls):
                end = start - 1  # the "\n" ending the previous line
                for _ in range(MAX_CONTINUATION_LINES):
                    if end <= 0:
                        return
                    b = rfind("\n", 0, end) + 1
                    yield clean_at(b, end)
                    end = b - 1

            def following(start: int = le + 1, limit: int = MAX_CONTINUATION_LINES) -> LazyLines:
                return LazyLines(next_lines(start, min(limit, MAX_COMMAND_LINES)))

            def preceding(start: int = ls) -> LazyLines:
                return LazyLines(previous_lines(start))

            def lookback(start: int = ls) -> str:
                if start >= LOOKBACK_CHARS or not self._history:
                    return buf[max(0, start - LOOKBACK_CHARS) : start]
                return (self._history + buf[:start])[-LOOKBACK_CHARS:]

            n = builder.process_line(cl, line_no + 1, following, lookback, preceding)
            if n:
                pos = le + 1
                for _ in range(n):
                    e = find("\n", pos)
                    pos = (len(buf) if e == -1 else e) + 1
                consumed_until = pos
        if consumed_until > limit:
            self._consumed_in_carry = consumed_until - limit
