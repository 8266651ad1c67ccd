"""Property and performance tests: the parser never raises, stays linear on adversarial input, and streams
large logs in seconds."""

from __future__ import annotations

import re
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kvroom.logs import parse_file, parse_log, parse_text

FRAGMENTS = [
    "To serve at least one request with the models's max seq len (",
    "), (", " GiB KV cache is needed, which is larger than the available KV cache memory (", " GiB). ",
    "Based on the available memory, the estimated maximum model length is ", ". Try increasing ",
    "The model's max seq len (", ") is larger than the maximum number of tokens that can be stored in KV cache (",
    "No available memory for the cache blocks.", "Free memory on device cuda:0 (", "/", " GiB) on startup",
    "is less than desired GPU memory utilization (", "Auto-fit max_model_len: reduced from ", " to ",
    "GPU KV cache size: ", " tokens", "Maximum concurrency for ", " tokens per request: ", "x",
    "# GPU blocks: ", ", # CPU blocks: ", "Available KV cache memory: ", "Model loading took ",
    "User-specified max_model_len (", "derived max_model_len (max_position_embeddings=", " or model_max_length=",
    "CUDA out of memory. Tried to allocate ", "max_num_seqs (", ") exceeds available Mamba cache blocks (",
    "vllm serve m --max-model-len", " -tp ", "non-default args: {'model': '", "with config: model='",
    "vLLM API server version ", "(EngineCore_DP0 pid=1) ", "INFO 05-12 10:11:12 [core.py:1] ", "ValueError: ",
    "\x1b[31m", "\n", "\r", "\r\n", "> ", "```", "**", " ", "  ", "(", ")", ",", ".", "-", "\x00", "\ufffd",
    "0", "1", "16", "16.0", "16.00", "131072", "81,920", "-1.44", "9" * 30,
]


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.text())
def test_arbitrary_text_never_raises(text):
    parse_text(text)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.binary())
def test_arbitrary_bytes_never_raise(data):
    parse_text(data)
    parse_log([data, data[:3], b"", data[3:]])


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=60))
def test_spliced_templates_never_raise_and_numbers_come_from_the_text(parts):
    text = "".join(parts)
    rec = parse_text(text)
    # the reader drops NUL characters (a UTF-16 log read as bytes has one after every ASCII character), so a number
    # may legitimately come from digits a NUL separated (hypothesis found '# GPU blocks: -\x001' -> -1)
    # (and it drops a terminal's colour codes, so a number a code split is read whole: hypothesis found
    # '... length is 131072\x1b[31m0' -> 1310720, as a terminal shows it)
    digits = text.replace(",", "").replace("\x00", "").replace("\x1b[31m", "")
    for key, value in rec.numbers.items():
        if isinstance(value, int) and not isinstance(value, bool):
            assert str(value) in digits, (key, value)
    rec.to_dict()


def _timed(fn, *args):
    t = time.perf_counter()
    out = fn(*args)
    return out, time.perf_counter() - t


ADVERSARIAL = [
    "max seq len (" * 80_000,
    "GiB" * 350_000,
    "(" * 1_000_000,
    "9" * 1_000_000,
    "Free memory on device " + "cuda:0 " * 150_000,
    "User-specified max_model_len (" + "1" * 1_000_000,
    "\x1b[" + "1;" * 500_000,
    "\x1b]" * 350_000,
    ("INFO " * 200_000),
    "(pid=" * 200_000,
    "Using " * 170_000 + "backend",
    "'a': '" * 150_000,
    "vllm serve " + "-tp " * 250_000,
    "To serve at least one request with the models's max seq len (1), (" + "1." * 450_000,
    "> " * 500_000 + "**" * 10,
    "File \"x\", line 1, in load_model\n" * 30_000 + "CUDA out of memory. Tried to allocate 1 GiB",
]


def test_adversarial_one_megabyte_lines_are_fast():
    for line in ADVERSARIAL:
        for text in (line, line + "\n" + line, "x\n" * 5 + line.replace("\n", " ")):
            _, dt = _timed(parse_text, text)
            assert dt < 1.0, (line[:30], dt)


def test_long_line_without_newline_streams_in_constant_memory(tmp_path):
    path = tmp_path / "one_line.log"
    with open(path, "wb") as fh:
        for _ in range(20):
            fh.write(b"GiB max seq len (" * 60_000)
        fh.write(b"\nValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization`"
                 b" when initializing the engine.\n")
    rec, dt = _timed(parse_file, path)
    assert rec.message_kind == "no_kv_memory"
    assert dt < 5.0


def test_large_log_streams_in_seconds(tmp_path):
    """~50 MB of a realistic serve log (mostly metrics and request lines), the failure at the end."""
    block = "".join([
        "(APIServer pid=1) INFO 05-12 10:11:12 [loggers.py:123] Engine 000: Avg prompt throughput: 120.3 tokens/s, "
        "Avg generation throughput: 812.9 tokens/s, Running: 12 reqs, Waiting: 0 reqs, GPU KV cache usage: 31.2%, "
        "Prefix cache hit rate: 44.0%\n",
        "(APIServer pid=1) INFO:     10.0.0.7:53422 - \"POST /v1/chat/completions HTTP/1.1\" 200 OK\n",
        "(EngineCore_DP0 pid=2) DEBUG 05-12 10:11:12 [core.py:812] EngineCore loop active.\n",
    ])
    tail = ("(EngineCore_DP0 pid=2) ERROR 05-12 10:12:00 [core.py:718] ValueError: To serve at least one request with "
            "the model's max seq len (131072), (16.0 GiB KV cache is needed, which is larger than the available KV "
            "cache memory (10.0 GiB). Based on the available memory, the estimated maximum model length is 81904. "
            "Try increasing `gpu_memory_utilization` (which also controls CPU memory on the CPU backend) or "
            "decreasing `max_model_len` when initializing the engine. See "
            "https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.\n")
    path = tmp_path / "big.log"
    reps = 50_000_000 // len(block)
    with open(path, "w") as fh:
        for _ in range(reps // 1000):
            fh.write(block * 1000)
        fh.write(tail)
    size = path.stat().st_size
    rec, dt = _timed(parse_file, path)
    assert rec.message_kind == "kv_cache_too_small"
    assert rec.numbers["estimated_max_model_len"] == 81904
    assert str(rec.vllm_version_range) == "0.22.0-0.33.x"  # (0.34.0 replaced the CPU-backend parenthesis)
    assert rec.lines_read == (reps // 1000) * 1000 * 3 + 1
    print(f"parse_file: {size / 1e6:.0f} MB in {dt:.2f} s = {size / 1e6 / dt:.0f} MB/s")
    assert dt < 10.0


def test_parse_log_accepts_str_and_bytes_lines():
    lines = ["GPU KV cache size: 81,920 tokens", b"Maximum concurrency for 32,768 tokens per request: 2.50x\n"]
    rec = parse_log(lines)
    assert rec.kv_cache_tokens == 81920 and rec.max_concurrency == 2.5


def test_no_nested_quantifiers_in_patterns():
    from kvroom.logs import PATTERNS
    from kvroom.logs import normalize

    nested = re.compile(r"\((?:\?:)?[^()]*[+*]\)[+*{]")
    regexes = [p.regex.pattern for p in PATTERNS] + [f.pattern for p in PATTERNS for f in p.fields]
    regexes += [normalize._PREFIX_RE.pattern, normalize._EXC_RE.pattern, normalize._ANSI_RE.pattern]
    for src in regexes:
        assert not nested.search(src), src
