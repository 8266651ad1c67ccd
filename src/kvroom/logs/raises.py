"""Which of vLLM's own checks printed an error line that no rule of kvroom reads (issue 10).

``data/vllm_raises.json`` (tools/gen_vllm_raises.py) lists every message vLLM's released sources raise or assert, read
with ``ast`` from the wheels, as the literal pieces of its text (the "needles", in order) with the exception, the
file::function and the first and last release read with it. A pasted "ValueError: tp_size=4 must be divisible by
dcp_size=3." is vLLM's refusal from config/parallel.py even though kvroom has no rule of its own for it: explain names
the site and its releases instead of calling the log a capacity report or finding nothing.

A line is a site's message when every needle is in it, in order (the line may end inside one: a paste cut short); of
several sites the one with the most literal text in the line wins (the most specific). The search is linear in the line: the line is cut at ``MAX_TEXT`` characters, each position
is looked up once in an index keyed by the first ``_KEY`` characters of each site's longest needle, and at most
``_MAX_CHECKS`` sites are compared in full. The table is read on the first line that needs it, never on the plan path.
"""

from __future__ import annotations

import json
import os
import re
from bisect import bisect_left
from functools import lru_cache
from typing import NamedTuple

MAX_TEXT = 2000
_KEY = 8
_MAX_CHECKS = 400
_CUT_MIN = 24  # a cut needle counts only with this many of its first characters in the text
# ... or with this many, when the needles before it are in the text whole, with at least _CUT_AFTER characters: a
# message cut a few words before its end ("... at least 1 GPU available in a node" of ray_utils.py's "... available in a
# node {current_node_id=} {current_ip=}.", lighteval#841)
_CUT_MIN_AFTER, _CUT_AFTER = 8, 48
# ... or with this many, when the text ends at the full stop after a field's value that the site's next piece opens
_SENTENCE_CUT = 24
# ... or with none of it, the text ending where a piece ends or after a format field's value of at most this many
# characters ("... Target model vocab_size=152064." of speculative.py's "... vocab_size={}. Draft model vocab_size=...")
_CUT_VALUE = 24
# ... or of at most this many, when the value is a container's repr after "name=" ("{...", "[...", "(...")
_CUT_REPR = 400
# ... or quoted up to where the reporter's own words take over, with this many of its first characters (a title's
# "Seed must be set when using external launcher backend with vLLM (ms_swift not propagating seed)" of config.py's
# "... backend to make sure sampling results are the same across workers.", modelscope/ms-swift#3787): the site's
# head, of a length no other text shares by chance, ranked below a site the line holds as far in its own words
_DIVERGE_MIN = 40
_CUT_PUNCT = ".,;:"  # a retelling may close a cut message with its own punctuation ("... discovery issue.")
# a reporter's marks for text left out of a quotation (compared without whitespace)
_ELISIONS = ("[...]", "[…]", "(...)", "<...>", "...", "…")
# vLLM's wrappers, printed after the cause and never carrying it (v1/engine/core.py::run_engine_core,
# v1/engine/utils.py::wait_for_engine_startup, v1/executor/multiproc_executor.py, engine/multiprocessing/engine.py):
# a site whose text is one of these is never the answer
_WRAPPER_TEXTS = ("See root cause above", "initialization failed", "failed to start", "Worker failed with error",
                  "Engine core proc", "died unexpectedly")


# sites whose literal text is Python's own message (BaseLayerWithLoRA.__getattr__ raises AttributeError(f"'{type}'
# object has no attribute '{name}'")): never the answer, compared as their letters and digits
# (and a module's __getattr__ refusing as Python does, "module {__name__!r} has no attribute {name!r}" (v1/attention/ops/
# ultraquant), and a loader raising "No module named {name!r}" (utils/__init__.py::import_from_path): Python's own words
# for any module's missing name, raised by Python far more often than by vLLM)
_PYTHON_TEXTS = frozenset({"objecthasnoattribute", "hasnoattribute", "modulehasnoattribute", "Nomodulenamed"})
_SHORT_SITE = 24  # a site with less literal text than this is checked for what comes before it (_value_before)
_PROSE_MIN_LETTERS = 20  # a reporter's sentence is read as a site only with this much of the site's own text
_PROSE_HEAD = 40  # ... and with the site's first piece within this many characters of the quoted text's start


class RaiseSite(NamedTuple):
    exception: str  # "ValueError", as the source names it
    where: str  # "vllm/config/parallel.py::ParallelConfig._validate_parallel_config" (the newest release's site)
    first: str  # the first and last release read with this text
    last: str
    needles: tuple[str, ...]  # as compared: without whitespace


@lru_cache(maxsize=1)
def _read() -> dict:
    """The table as read (once per process: the index, the config classes and the lower-case openers read it)."""
    with open(os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "vllm_raises.json"),
              encoding="utf-8") as f:
        return json.load(f)


@lru_cache(maxsize=2)
def _index(fold: bool = False) -> tuple[dict[str, tuple[RaiseSite, ...]], tuple[str, ...]]:
    """The sites by the first ``_KEY`` characters of their longest needle; ``fold``: the needles in lower case (an
    exception's text a reporter retyped in another case, ``find_site(..., fold_case=True)``)."""
    doc = _read()
    by_key: dict[str, list[RaiseSite]] = {}
    for exception, where, first, last, needles in doc["sites"]:
        site = RaiseSite(exception, where, first, last, tuple(needles))
        if any(w in n for w in _WRAPPER_TEXTS for n in site.needles):
            continue
        if "".join(c for c in "".join(site.needles) if c.isalnum()) in _PYTHON_TEXTS:
            continue  # a site that re-raises Python's own words matches every such error, vLLM's or not
        site = site._replace(needles=_compared(site.needles, fold))
        longest = max(site.needles, key=len)
        by_key.setdefault(longest[:_KEY], []).append(site)
    return {k: tuple(v) for k, v in by_key.items()}, tuple(doc["releases"])


@lru_cache(maxsize=1)
def config_classes() -> frozenset[str]:
    """The classes of vLLM's config modules (vllm/config.py, vllm/config/*.py) the table names a site in, each release
    read: pydantic validates them (vLLM's config dataclasses, 0.10.1+), and "1 validation error for CacheConfig" names
    one of them."""
    out = set()
    for _exception, where, _first, _last, _needles in _read()["sites"]:
        path, _, qual = where.partition("::")
        if (path == "vllm/config.py" or path.startswith("vllm/config/")) and "." in qual:
            cls = qual.split(".", 1)[0]
            if cls.endswith("Config"):
                out.add(cls)
    return frozenset(out)


def releases_read() -> tuple[str, ...]:
    """The releases whose sources the table was read from, oldest first."""
    return _index()[1]


# the quote marks a reporter retypes (vLLM's `name` as 'name' or "name", a page's typographic quotes, markdown eating
# `code` marks): compared without any of them, on both sides
_QUOTES = str.maketrans("", "", "`'\"\u2018\u2019\u201c\u201d")


def _compared(needles: tuple[str, ...], fold: bool = False) -> tuple[str, ...]:
    """The needles as compared: without whitespace and backticks (a terminal's wrap, markdown eating `code` marks), and
    without the message's closing period (a paste or a title goes on after it: "... soft capping for GPU X"); in lower
    case when ``fold``."""
    out = ["".join(n.split()).translate(_QUOTES) for n in needles]
    if fold:
        out = [n.lower() for n in out]
    if out and out[-1].endswith(".") and len(out[-1]) > _KEY + 1:
        out[-1] = out[-1][:-1]
    return tuple(out)


def _elided(n: str, text: str, at: int) -> tuple[int, int] | None:
    """Where the text goes on after an elision that stands for (the rest of) needle ``n``, and how many of ``n``'s
    first characters are before it: a reporter's "Got 8 nodes with [...] and 7 unique IP addresses" for "... nodes
    with node ids {...} and {...} unique IP addresses". None when the text has no elision mark from ``at`` or the
    text before the mark does not end with a head of ``n`` (a format field's value may stand before it)."""
    best = None
    for mark in _ELISIONS:
        e = text.find(mark, at)
        if e >= 0 and (best is None or e < best[0]):
            best = (e, e + len(mark))
    if best is None:
        return None
    e, after = best
    m = next((m for m in range(min(len(n) - 1, e - at), -1, -1) if text.endswith(n[:m], at, e)), 0)
    return after, m


def _matched(needles: tuple[str, ...], text: str) -> float:
    """How many literal characters of the site's text are in ``text`` in order (0: not this site). The text may end
    inside a needle (a paste cut short, a terminal's last line): then that needle's head, of at least ``_CUT_MIN``
    characters, ends the text and nothing after it is asked. Or the text may go on in other words inside a needle (a
    retelling): then that needle's head, of at least ``_DIVERGE_MIN`` characters, counts, less half a character.
    A reporter's elision mark ("[...]", "...", "…") may stand for a needle's rest (``_elided``); and a text holding
    ``_CUT_AFTER`` characters of the site whole may end where a needle ends or after a field's value (a paste cut at a
    sentence's end)."""
    at = 0
    matched = 0
    prev = ""
    cut = text[:-1] if text[-1:] and text[-1] in _CUT_PUNCT else text
    for n in needles:
        k = text.find(n, at)
        elided = _elided(n, text, at) if matched >= _CUT_AFTER // 2 else None
        if k >= 0 and (elided is None or k < elided[0]):
            at = k + len(n)
            matched += len(n)
            prev = n
            continue
        if elided is not None:
            at, m = elided
            matched += m
            if at >= len(text):
                return matched  # the mark ends the text: the rest is cut
            continue
        if n.startswith(".") and matched >= _SENTENCE_CUT and text.endswith(".") and 0 < len(text) - at <= _CUT_VALUE:
            # the text ends at the full stop that closes the site's first sentence, after its field's value ("Unknown
            # TurboQuant cache dtype: 'auto'." of "... cache dtype: {dtype!r}. Valid presets: {presets}"): a paste that
            # kept the sentence and dropped the list after it
            return matched
        if matched >= _CUT_AFTER and (len(cut) - at <= _CUT_VALUE or (
                prev.endswith("=") and text[at:at + 1] in "{[(" and len(cut) - at <= _CUT_REPR)):
            # the text ends where the last needle it holds ends, or after a format field's value (or inside one that
            # is a dict's or a list's repr after "name=", a paste cut in "current_node_resource={'node:192...")
            return matched
        least = _CUT_MIN_AFTER if matched >= _CUT_AFTER else _CUT_MIN
        for end in {text, cut}:
            for m in range(min(len(n) - 1, len(end) - at), _CUT_MIN_AFTER - 1, -1):
                # (a head shorter than ``least`` counts when it ends a sentence of the site's text and the site's text
                # in the line is long enough: a quotation that stops at a full stop, "... quantizations in vLLM.")
                if (m >= least or (n[m - 1] == "." and matched + m >= _CUT_AFTER)) and end.endswith(n[:m]):
                    return matched + m
        head = _head_in(n, text, at) if len(n) > _DIVERGE_MIN else 0
        return matched + head - 0.5 if head else 0
    return matched


def _head_in(needle: str, text: str, at: int) -> int:
    """The length of ``needle``'s longest head, of at least ``_DIVERGE_MIN`` characters, in ``text`` from ``at`` (0
    when none: not this site). A head in the text holds every shorter head, so the length is found by bisection."""
    if text.find(needle[:_DIVERGE_MIN], at) < 0:
        return 0
    lo, hi = _DIVERGE_MIN, len(needle) - 1  # lo is in the text; the whole needle is not
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text.find(needle[:mid], at) >= 0:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _at(longest: str, text: str, i: int) -> bool:
    """The site's longest needle starts at ``i`` (whole, cut by the text's end after ``_CUT_MIN`` characters, or its
    first ``_DIVERGE_MIN`` characters followed by other words)."""
    if text.startswith(longest, i):
        return True
    if text[-1:] and text[-1] in _CUT_PUNCT:
        text = text[:-1]
    rest = len(text) - i
    return (_CUT_MIN <= rest < len(longest) and longest.startswith(text[i:])) or (
        len(longest) > _DIVERGE_MIN and text.startswith(longest[:_DIVERGE_MIN], i))


def find_site_in_prose(text: str) -> RaiseSite | None:
    """The vLLM site a reporter's sentence quotes after "the error: ", or None: stricter than ``find_site`` (the
    site's own text must be long and begin near the quoted text's start, as a quotation does)."""
    site = find_site(text)
    if site is None:
        return None
    if _quoted_whole(site, text):
        return site
    letters = sum(c.isalnum() for c in "".join(site.needles))
    head = "".join(text[: _PROSE_HEAD + len(site.needles[0]) + 40].split()).translate(_QUOTES)
    at = head.find(site.needles[0][:_CUT_MIN])  # its head: a quotation may stop inside the site's text
    if letters < _PROSE_MIN_LETTERS or at < 0 or at > _PROSE_HEAD:
        return None
    return site


@lru_cache(maxsize=1)
def _first_index() -> dict[str, tuple[RaiseSite, ...]]:
    """The sites by the first ``_KEY`` characters of their first piece (those whose first piece is that long)."""
    by_first: dict[str, list[RaiseSite]] = {}
    for sites in _index()[0].values():
        for site in sites:
            if len(site.needles[0]) >= _KEY:
                by_first.setdefault(site.needles[0][:_KEY], []).append(site)
    return {k: tuple(v) for k, v in by_first.items()}


def may_open_site(text: str) -> bool:
    """Whether ``text`` could begin one of the sites ``find_site_whole_line`` reads: its head is a site's (one look-up;
    the table is read on the first call)."""
    # (each step drops or keeps a character by itself, so a short head's result is the start of the long one's: when
    # 24 characters give _KEY, they are enough; a serving log's request lines each open two quotations)
    head = "".join(text[:24].split()).translate(_QUOTES).replace("*", "")
    if len(head) < _KEY:
        head = "".join(text[:64].split()).translate(_QUOTES).replace("*", "")
    if head[:_KEY] in _first_index():
        return True
    # (or its second word does, after a name a format field printed: find_site_after_field)
    m = _FIELD_THEN_WORD_RE.match(text)
    return m is not None and "".join(text[m.end():m.end() + 24].split())[:_KEY] in _lower_first_index()


def find_site_whole_line(text: str) -> RaiseSite | None:
    """The vLLM site a line (or a quotation) is from its first word, or None: stricter than ``find_site_in_prose``
    (the site's first piece opens the text, and the site's own text is long and most of the text's letters). One
    look-up by the text's head, so a line costs the same whatever it holds."""
    compared = "".join(text[:MAX_TEXT].split()).translate(_QUOTES).replace("*", "")
    best: RaiseSite | None = None
    best_weight = 0.0
    for site in _first_index().get(compared[:_KEY], ())[:_MAX_CHECKS]:
        first = site.needles[0]
        if not compared.startswith(first[:_CUT_MIN]):
            continue
        weight = _matched(site.needles, compared)
        if weight > best_weight:
            best, best_weight = site, weight
    if best is None:
        return None
    letters = sum(c.isalnum() for c in "".join(best.needles))
    if letters < _PROSE_MIN_LETTERS or 2 * letters < sum(c.isalnum() for c in _without_closing_value(best, compared)):
        return None
    return best


# a format field's value that opens a message, a class's or a backend's name ("NemotronV3ReasoningParser" of
# basic_parsers.py's f"{self.__class__.__name__} reasoning parser could not locate ..."), then the text's first word
_FIELD_THEN_WORD_RE = re.compile(r"\s{0,8}[A-Za-z_][\w.]{1,60}\s{1,3}(?=[a-z])")


def find_site_after_field(text: str) -> RaiseSite | None:
    """The vLLM site a quotation is from its second word, when its first is a name a format field printed there, or
    None: a site's literal text that opens with a lower-case word followed by more words (its template's first piece,
    "reasoning parser could not locate ...", is a sentence's rest whose subject the field printed) and holds the rest
    of the quotation as ``find_site_whole_line`` requires. The other sites, which open with their own literal text, are
    never read so."""
    m = _FIELD_THEN_WORD_RE.match(text)
    if m is None:
        return None
    site = find_site_whole_line(text[m.end():])
    if site is None or not _opens_with_lower_word(site):
        return None
    return site


def _opens_with_lower_word(site: RaiseSite) -> bool:
    """The site's text opens with a lower-case word and a space, as printed (the raw table's first piece)."""
    return site in _lower_openers()


@lru_cache(maxsize=1)
def _lower_first_index() -> frozenset[str]:
    """The first ``_KEY`` characters of the sites ``_opens_with_lower_word`` holds."""
    return frozenset(site.needles[0][:_KEY] for site in _lower_openers() if len(site.needles[0]) >= _KEY)


@lru_cache(maxsize=1)
def _lower_openers() -> frozenset[RaiseSite]:
    out = set()
    for exception, where, first, last, needles in _read()["sites"]:
        if needles and re.match(r"[a-z]+ [a-z]", needles[0]):
            out.add(RaiseSite(exception, where, first, last, _compared(tuple(needles))))
    return frozenset(out)


def _without_closing_value(site: RaiseSite, compared: str) -> str:
    """The text up to the end of the site's last piece when the site's text ends in a format field after "name:" or
    "name=" ("Unknown TurboQuant cache dtype: 'auto'. Valid presets: turboquant_k8v4, turboquant4bit_nc, ..." of
    turboquant/config.py's "... Valid presets: {presets}"): the field's value is the message's, not other words, and
    is not counted against the site's share of the line. The whole text otherwise."""
    compact = [n for n in (_compared(site.needles)) if n]
    if not compact or not compact[-1].endswith((":", "=")):
        return compared
    at = 0
    for n in compact:
        k = compared.find(n, at)
        if k < 0:
            return compared
        at = k + len(n)
    return compared[:at]


def _quoted_whole(site: RaiseSite, text: str) -> bool:
    """The sentence quotes the site's whole text and closes the quotation right after it ("... fails with
    `RuntimeError: UVA is not available`, before ...", a title's "(RuntimeError: UVA is not available)"): a site too
    short for a sentence's words to stand for it is still that site when the quotation holds nothing else."""
    if len(site.needles) != 1:
        return False
    end = min((i for i in (text.find("`"), text.find(")")) if i >= 0), default=-1)
    return end > 0 and "".join(text[:end].split()).rstrip(".") == site.needles[0]


def find_site_retyped(text: str) -> RaiseSite | None:
    """The vLLM site a reporter's sentence quotes retyped in another case ("... reports ValueError: Prequant BitsAndBytes
    models with Tp is not supported.Please try with pp." for loader.py's "... with TP ... with PP."), or None: compared
    in lower case, only a site whose own text is long (``_DIVERGE_MIN`` characters) and whose head opens the quoted text
    (within ``_PROSE_HEAD`` characters), as a quotation does."""
    site = _find_site(text, True)
    if site is None or sum(len(n) for n in site.needles) < _DIVERGE_MIN:
        return None
    head = "".join(text[: _PROSE_HEAD + len(site.needles[0]) + 40].split()).translate(_QUOTES).lower()
    at = head.find(site.needles[0][:_CUT_MIN])
    return site if 0 <= at <= _PROSE_HEAD else None


def find_site(message: str, fold_case: bool = False) -> RaiseSite | None:
    """The vLLM site that raises ``message`` (an exception's text, without its "ValueError: " head), or None.
    ``fold_case``: when no site matches as printed, compare in lower case too (the text follows a printed exception
    type, so a reporter retyped vLLM's message: "Prequant BitsAndBytes models with Tp is not supported.Please try with
    pp." for loader.py's "... with TP ... with PP."); a sentence of prose is never compared so."""
    site = _find_site(message, False)
    if site is None and fold_case:
        site = _find_site(message, True)
        # (folded, only a site whose own text is long: a short piece such as "is not supported." would match any
        # sentence retyped in any case)
        if site is not None and sum(len(n) for n in site.needles) < _DIVERGE_MIN:
            site = None
    if site is not None and not _value_before(site, message):
        return None
    return site


def _value_before(site: RaiseSite, message: str) -> bool:
    """Whether what the message holds before a short site's first piece can be the one value the site's template
    formats there: ensure_divisibility's f"{numerator} is not divisible by {denominator}" (distributed/utils.py) prints
    "4096 is not divisible by 3", one word before its text; "prob_m = 59136 is not divisible by thread_m = 512" (Marlin's
    C++ check) and "This GEMM is not supported!" (a CUTLASS kernel's) hold words there, so they are another program's
    sentences that share a short phrase with vLLM's (a wrapper's sentence around the message ends at its last quote,
    colon or bracket). Sites with ``_SHORT_SITE`` characters of text or more are specific
    enough as they are."""
    if sum(len(n) for n in site.needles) >= _SHORT_SITE:
        return True
    first = site.needles[0]
    gap = r"\s{0,3}"
    m = re.search(gap.join(re.escape(c) for c in first[:_SHORT_SITE]), message[:MAX_TEXT].translate(_QUOTES))
    if m is None:
        return True  # compared another way (folded case, a cut head): not second-guessed here
    # (the site's message inside a wrapper's sentence, "Worker failed with error 'X is unsupported LoRA weight'": the
    # value is what follows the wrapper's last quote, colon or bracket)
    before = re.split(r"[:'\"`(\[{]", message[:m.start()])[-1]
    return len(before.split()) <= 1


def _find_site(message: str, fold: bool) -> RaiseSite | None:
    # compared without whitespace: a terminal's wrap may cut a word ("pla" / "tforms") or fall on a space, and a paste
    # may double or drop spaces; the needles are long enough to stay specific without them
    text = "".join(message[:MAX_TEXT].split()).translate(_QUOTES)
    if fold:
        text = text.lower()
    if len(text) < _KEY:
        return None
    by_key, _ = _index(fold)
    best: RaiseSite | None = None
    best_weight = 0.0
    tried: set[RaiseSite] = set()
    for i in range(len(text) - _KEY + 1):
        sites = by_key.get(text[i : i + _KEY])
        if not sites:
            continue
        for site in sites:
            if site in tried or not _at(max(site.needles, key=len), text, i):
                continue
            tried.add(site)
            if len(tried) > _MAX_CHECKS:
                return best
            weight = _matched(site.needles, text)
            if weight > best_weight or (weight and weight == best_weight and best is not None
                                        and site.where != best.where and _whole_in(site, text)
                                        and not _whole_in(best, text)):
                # (a tie between two checks: the one whose text the line holds whole over the one it holds cut,
                # "`prompt_logprobs` must be a positive value." is 0.5.5-0.10.2's whole, 0.11's "... value or -1."
                # cut)
                best, best_weight = site, weight
            elif weight and weight == best_weight and best is not None and site.where == best.where:
                # the same check, its text changed after the part the line holds (a cut message, a docs link that
                # moved): the line is that check's in every release of either text
                best = _widened(best, site)
    if best is None and not fold:
        # a message whose longest piece is not in the text (cut before it, or elided): the sites it opens with, by
        # one look-up, when the text holds at least _CUT_AFTER characters of one of them
        for site in _first_index().get(text[:_KEY], ())[:_MAX_CHECKS]:
            weight = _matched(site.needles, text)
            if (weight >= _CUT_AFTER or (weight >= _SENTENCE_CUT and _first_sentence_kept(site.needles, text))) \
                    and weight > best_weight:
                best, best_weight = site, weight
            elif weight and weight == best_weight and best is not None and site.exception == best.exception:
                best = _widened(best, site)  # the check moved or its end changed: the text is either's
    return best


def _first_sentence_kept(needles: tuple[str, ...], text: str) -> bool:
    """The text is the site's first sentence whole, up to its full stop after the field's value, and the sentences
    after it were left off ("gpu_block_size=64 not divisible by hash_block_size=256." of kv_offload/base.py's "...
    hash_block_size={h}. Hybrid models (e.g. Mamba+Attention) need --enable-prefix-caching to align block sizes."): every
    piece before the one that opens the next sentence is in the text, in order (compared as _find_site compares)."""
    at = 0
    for i, n in enumerate(needles):
        if n.startswith("."):
            return i > 0 and text.endswith(".") and 0 < len(text) - at <= _CUT_VALUE
        k = text.find(n, at)
        if k < 0:
            return False
        at = k + len(n)
    return False


def _whole_in(site: RaiseSite, text: str) -> bool:
    """Every piece of the site's text is in ``text`` (compared as _find_site compares, without whitespace)."""
    return all(n in text for n in site.needles)


def _widened(a: RaiseSite, b: RaiseSite) -> RaiseSite:
    """``a`` with its release span widened to take in ``b``'s (the releases as the table orders them)."""
    order = {v: i for i, v in enumerate(_index()[1])}
    first = min(a.first, b.first, key=lambda v: order.get(v, 0))
    last = max(a.last, b.last, key=lambda v: order.get(v, 0))
    return a._replace(first=first, last=last)


@lru_cache(maxsize=1)
def _api_names() -> dict[str, tuple[str, str, str]]:
    with open(os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "vllm_api_names.json"),
              encoding="utf-8") as f:
        return {k: tuple(v) for k, v in json.load(f)["names"].items()}  # type: ignore[misc]


def vllm_method_defined(cls: str, method: str) -> bool:
    """Whether ``method`` is a method some class of vLLM's own defines, and ``cls`` is none of vLLM's classes (a
    subclass another package wrote of one of vLLM's interfaces)."""
    names = _api_names()
    if cls in names:
        return False
    suffix = "." + method
    return any(name.endswith(suffix) for name in names)


def vllm_api_callable(name: str | None) -> tuple[str, str, str] | None:
    """vLLM's serving / engine API callable ``name`` ("init_app_state", "OpenAIServingChat.__init__"): its file in the
    newest release read and the first and last release read with it (data/vllm_api_names.json,
    tools/gen_vllm_api_names.py); None for a name that is not one of them. Read only on a line that needs it."""
    if not name or len(name) > 160:
        return None
    return _api_names().get(name)


def texts_raised_at(path: str, func: str, exception: str) -> tuple[str, ...]:
    """The texts vLLM raises as ``exception`` in ``path``'s function ``func`` ("vllm/worker/worker.py",
    "_check_if_gpu_supports_dtype"; a method matches under its class), in any release read, each as its literal pieces
    joined by " ... " (where the source formats a value in): for a traceback cut at the raise's first line
    (``raise ValueError(``), whose message Python would have printed on the lines the paste lost."""
    out: list[str] = []
    for exc, name, needles in _sites_by_file().get(path, ()):
        if exc == exception and (name == func or name.endswith("." + func)):
            text = " ... ".join(" ".join(n.split()) for n in needles)
            if text not in out:
                out.append(text)
    return tuple(out)


_RAISED_HEAD_MIN = 12  # letters of a cut message's head that, under its raising frame, name the site


def site_opening_at(func: str, exception: str, head: str) -> RaiseSite | None:
    """The site of vLLM's whose ``exception`` is raised in a function named ``func`` (a method under its class, in any
    file: checks move between files across releases, loader.py's BitsAndBytesModelLoader to bitsandbytes_loader.py)
    and whose text opens with ``head``, the message Python printed after a traceback whose innermost frame is that
    raise, cut short by the paste ("ValueError: Prequant BitsAndBytes" under loader.py's ``_load_weights``: raise
    ValueError(``). The frame, not the head, names the site, so a head of ``_RAISED_HEAD_MIN`` letters is enough; of
    several texts opening so in that function, the releases widen over all of them. None when no text opens so."""
    compared = "".join(head[:MAX_TEXT].split()).translate(_QUOTES)
    if sum(c.isalpha() for c in compared) < _RAISED_HEAD_MIN:
        return None
    found: RaiseSite | None = None
    for exc, where, first, last, needles in _read()["sites"]:
        name = where.partition("::")[2]
        if exc != exception or not (name == func or name.endswith("." + func)):
            continue
        if any(w in n for w in _WRAPPER_TEXTS for n in needles):
            continue  # vLLM's wrappers are never the cause (as in find_site's index)
        opening = _compared(tuple(needles))
        # (the head cut inside the text's first literal piece, or past it: into a value formatted in, "Workspace is
        # locked but allocation from 'turboquant_attn.py:879:_decode_attention' requires 0.76 MB, current si")
        if not opening or not (opening[0].startswith(compared) or compared.startswith(opening[0])):
            continue
        site = RaiseSite(exc, where, first, last, opening)
        found = site if found is None else _widened(found, site)
    return found


@lru_cache(maxsize=1)
def _sites_by_file() -> dict[str, tuple[tuple[str, str, list[str]], ...]]:
    """The sites' raw texts by file (exception, function, needles as printed): read only when a traceback stops at a
    raise's first line, so the raw table is not kept in memory otherwise."""
    by_file: dict[str, list[tuple[str, str, list[str]]]] = {}
    for exc, where, _first, _last, needles in _read()["sites"]:
        path, _, name = where.partition("::")
        by_file.setdefault(path, []).append((exc, name, needles))
    return {k: tuple(v) for k, v in by_file.items()}


# ------------------------------------------------------------------ assert statements (data/vllm_asserts.json)
# a printed assert line cut by a terminal or a paste is looked up by its head, of at least this many characters
_ASSERT_CUT_MIN = 32


@lru_cache(maxsize=1)
def _asserts() -> tuple[dict[str, RaiseSite], tuple[str, ...]]:
    """vLLM's assert lines (tools/gen_vllm_asserts.py: each statement's first source line without whitespace), by
    their text, and the texts sorted for a look-up by head. Read on the first line that needs it."""
    with open(os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "vllm_asserts.json"),
              encoding="utf-8") as f:
        doc = json.load(f)
    by_line = {line: RaiseSite("AssertionError", where, first, last, (line,))
               for line, where, first, last in doc["asserts"]}
    return by_line, tuple(sorted(by_line))


@lru_cache(maxsize=1)
def _assert_functions() -> frozenset[str]:
    """The function names (without their class) that hold an assert in some release read."""
    return frozenset(site.where.rsplit("::", 1)[-1].rsplit(".", 1)[-1] for site in _asserts()[0].values())


def assert_in_function(func: str) -> bool:
    """Whether a function of that name holds one of vLLM's assert statements in some release read."""
    return func in _assert_functions()


def find_assert(line: str) -> RaiseSite | None:
    """The vLLM assert whose source line ``line`` is (as a traceback prints it: ``assert cond, msg``), or None. Compared
    without whitespace (a terminal's wrap, a paste's doubled spaces); a line cut short (a terminal's width, a title)
    matches the one assert that begins with it, when ``_ASSERT_CUT_MIN`` characters of it are there. A lookup and a
    bisection: the cost does not grow with the line."""
    compact = "".join(line[:MAX_TEXT].split())
    if not compact.startswith("assert"):
        return None
    by_line, ordered = _asserts()
    site = by_line.get(compact)
    if site is not None or len(compact) < _ASSERT_CUT_MIN:
        return site
    i = bisect_left(ordered, compact)
    heads = [s for s in ordered[i:i + 2] if s.startswith(compact)]
    return by_line[heads[0]] if len(heads) == 1 else None
