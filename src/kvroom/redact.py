"""The one redaction point: every line kvroom prints or returns passes through ``redact()`` so that a Hugging Face
token never appears in output, even when a hostile Hub echoes it back inside config.json values or tensor names, and
a server's API key a pasted command or error carries (--api-key, VLLM_API_KEY, api_key=, "sk-..." keys) is masked too.

Owns: which secrets are known (``HF_TOKEN``, ``HUGGING_FACE_HUB_TOKEN``, the token file huggingface_hub reads --
``HF_TOKEN_PATH``, else ``$HF_HOME/token``, else ``~/.cache/huggingface/token`` -- and any token handed to kvroom
through ``register_secret``), and how text is masked: the whole secret, every part of it of ``MIN_PART_CHARS`` or
more characters (a token cut, or split across two fields, is still recognised), and anything shaped like a Hub
token (``hf_`` followed by 8 or more letters/digits, but for a few whole-word identifiers of the Hugging Face stack:
``hf_transfer``, ``hf_overrides``, ``hf_processor``, ``hf_tokenizer``).

A secret shorter than ``MIN_PART_CHARS`` is not a Hub token (those are ``hf_`` + 34 characters) and cannot be told
apart from ordinary text: masking every occurrence of a one-character HF_TOKEN garbled every message, so such a
value is masked only where it stands alone as a word (4+ characters) and otherwise left alone.

Callers: cli.py wraps stdout/stderr with ``RedactingStream``; ``KvroomError.__str__`` redacts every error message
(so the Python API and the web server's error JSON are covered); sources/hub.py scrubs what the Hub sends
(``redact_data``) before it reaches a ModelDescription. The web server calls ``redact`` on every response body.
Never: printing, logging a secret, or a regex whose time is more than linear in the text.
"""

from __future__ import annotations

import os
import re
import stat
TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

MASK = "***"
MIN_PART_CHARS = 8
_MAX_TOKEN_FILE_BYTES = 4096
# linear: one fixed prefix and one bounded character class, no nested quantifier; the lookahead (bounded) keeps the
# identifiers of the Hugging Face stack that have a token's shape and are whole words, never a token (huggingface_hub's
# hf_transfer package, vLLM's EngineArgs.hf_overrides, its processors' and tokenizers' hf_processor / hf_tokenizer)
_HUB_TOKEN_SHAPE = re.compile(r"hf_(?!(?:transfer|overrides|processor|tokenizer)(?![A-Za-z0-9]))[A-Za-z0-9]{8,}")
# the server's own key, as a pasted command or config gives it (vLLM's --api-key / VLLM_API_KEY; a client's api_key=)
# and OpenAI-style keys ("sk-" and 20 or more key characters): the value is masked, the name kept; linear as above
# (compiled on the first text that may hold one: ~0.4 ms that every CLI start would otherwise pay)
_API_KEY_VALUE_RX = r"((?:--api-key|VLLM_API_KEY|OPENAI_API_KEY|api_key)(?: ?[=:] ?| )['\"]?)([^\s'\",)]{4,300})"
_API_KEY_SHAPE_RX = r"(?<![A-Za-z0-9])sk-[A-Za-z0-9_-]{20,}"
# a pre-signed URL's credentials in its query (S3's X-Amz-Signature / X-Amz-Credential / X-Amz-Security-Token,
# CloudFront's Signature / Policy / Key-Pair-Id, as the Hub's Xet and LFS downloads carry them into a pasted error):
# the value is masked, the parameter's name kept; linear (one bounded character class)
_SIGNED_URL_RX = (r"([?&](?:X-Amz-Signature|X-Amz-Credential|X-Amz-Security-Token|Signature|Policy|Key-Pair-Id)=)"
                  r"([^&\s'\")]{1,4000})")
_api_key_res: list = []


def _api_key_patterns():
    if not _api_key_res:
        _api_key_res.extend((re.compile(_API_KEY_VALUE_RX, re.IGNORECASE), re.compile(_API_KEY_SHAPE_RX),
                             re.compile(_SIGNED_URL_RX, re.IGNORECASE)))
    return _api_key_res
_registered: list[str] = []


def register_secret(secret: str | None) -> None:
    """Add a token kvroom was handed directly (e.g. through the Python API), for the rest of the process."""
    if isinstance(secret, str) and secret.strip() and secret.strip() not in _registered:
        _registered.append(secret.strip())


def _token_file_path() -> str:
    if os.environ.get("HF_TOKEN_PATH"):
        return os.environ["HF_TOKEN_PATH"]
    home = os.environ.get("HF_HOME") or os.path.join(os.path.expanduser("~"), ".cache", "huggingface")
    return os.path.join(home, "token")


_file_cache: dict[tuple[str, int, int], str | None] = {}


def _token_from_file() -> str | None:
    """The stored token (huggingface_hub's login file), read without blocking: regular files only, 4 KiB."""
    path = _token_file_path()
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    key = (path, info.st_mtime_ns, info.st_size)
    if key not in _file_cache:
        value = None
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
            try:
                if stat.S_ISREG(os.fstat(fd).st_mode):
                    value = os.read(fd, _MAX_TOKEN_FILE_BYTES).decode("utf-8", "replace").strip() or None
            finally:
                os.close(fd)
        except OSError:
            value = None
        _file_cache.clear()
        _file_cache[key] = value
    return _file_cache[key]


def known_secrets() -> tuple[str, ...]:
    found = [os.environ.get("HF_TOKEN"), os.environ.get("HUGGING_FACE_HUB_TOKEN"), os.environ.get("VLLM_API_KEY"),
             _token_from_file(), *_registered]
    out: list[str] = []
    for secret in found:
        if secret and secret.strip() and secret.strip() not in out:
            out.append(secret.strip())
    return tuple(out)


def _mask_parts(text: str, secret: str) -> str:
    """Mask every run of ``text`` covered by MIN_PART_CHARS-long windows of ``secret``: any substring of the
    secret of that length or more is covered. Time: O(len(secret) x len(text))."""
    windows = {secret[i:i + MIN_PART_CHARS] for i in range(len(secret) - MIN_PART_CHARS + 1)}
    covered: list[tuple[int, int]] = []
    for window in windows:
        start = text.find(window)
        while start != -1:
            covered.append((start, start + MIN_PART_CHARS))
            start = text.find(window, start + 1)
    if not covered:
        return text
    covered.sort()
    pieces, last = [], 0
    run_start, run_end = covered[0]
    for begin, end in covered[1:]:
        if begin <= run_end:
            run_end = max(run_end, end)
            continue
        pieces += [text[last:run_start], MASK]
        last, (run_start, run_end) = run_end, (begin, end)
    pieces += [text[last:run_start], MASK, text[run_end:]]
    return "".join(pieces)


def _mask_word(text: str, secret: str) -> str:
    if len(secret) < 4 or secret not in text:
        return text
    return re.sub(r"(?<![A-Za-z0-9_])" + re.escape(secret) + r"(?![A-Za-z0-9_])", MASK, text)


def redact(text: Any) -> str:
    """``text`` with every known secret, every recognisable part of one, and every Hub-token-shaped word masked."""
    if not isinstance(text, str):
        text = str(text)
    for secret in known_secrets():
        if len(secret) >= MIN_PART_CHARS:
            text = _mask_parts(text.replace(secret, MASK), secret)
        else:
            text = _mask_word(text, secret)
    if "hf_" in text:
        text = _HUB_TOKEN_SHAPE.sub("hf_" + MASK, text)
    low = text.lower()
    if "api" in low and "key" in low:
        text = _api_key_patterns()[0].sub(lambda m: m.group(1) + MASK, text)
    if "sk-" in text:
        text = _api_key_patterns()[1].sub("sk-" + MASK, text)
    if "=" in text and ("signature=" in low or "policy=" in low or "credential=" in low or "token=" in low
                        or "key-pair-id=" in low):
        text = _api_key_patterns()[2].sub(lambda m: m.group(1) + MASK, text)
    return text


def redact_data(value: Any, _depth: int = 0) -> Any:
    """A JSON-like value (dicts, lists, strings) with ``redact`` applied to every string, keys included."""
    if _depth > 200:
        return value
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {redact(k) if isinstance(k, str) else k: redact_data(v, _depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_data(v, _depth + 1) for v in value]
    return value


class RedactingStream:
    """A text stream that passes every complete line through ``redact`` before the underlying stream sees it
    (a partial line waits for its newline or a flush, so a secret split across two writes is still masked)."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream
        self._pending = ""

    def write(self, text: str) -> int:
        self._pending += text
        if "\n" in text:
            cut = self._pending.rfind("\n") + 1
            ready, self._pending = self._pending[:cut], self._pending[cut:]
            self._stream.write(redact(ready))
        return len(text)

    def flush(self) -> None:
        if self._pending:
            ready, self._pending = self._pending, ""
            self._stream.write(redact(ready))
        self._stream.flush()

    def __getattr__(self, name: str) -> Any:  # isatty, encoding, fileno, buffer ...
        return getattr(self._stream, name)
