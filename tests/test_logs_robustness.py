"""One real failure (vLLM issue #25350, see tests/golden/logs/vllm-25350-erykch-fp8kv-221k-fail.json) inside a
realistic `vllm serve` output, then the same log wrapped, coloured, prefixed, CRLF/CR-terminated,
rank-duplicated, quoted and fenced the way it reaches kvroom. Every variant must give the same numbers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kvroom.logs import parse_file, parse_log, parse_text

GOLDEN = json.loads(
    (Path(__file__).parent / "golden" / "logs" / "vllm-25350-erykch-fp8kv-221k-fail.json").read_text()
)
MESSAGE = GOLDEN["log"][0].removeprefix("ValueError: ")
EXPECTED = {
    "max_seq_len": GOLDEN["case_numbers"]["max_seq_len"],
    "needed_gib": GOLDEN["case_numbers"]["kv_needed_gib"],
    "available_gib": GOLDEN["case_numbers"]["kv_available_gib"],
    "estimated_max_model_len": GOLDEN["case_numbers"]["estimated_max_model_len"],
}

PRE = "(EngineCore_DP0 pid=4242) "
LOG_LINES = [
    "INFO 09-20 10:00:01 [__init__.py:241] Automatically detected platform cuda.",
    "(APIServer pid=4100) INFO 09-20 10:00:03 [api_server.py:1805] vLLM API server version 0.10.2",
    "(APIServer pid=4100) INFO 09-20 10:00:03 [utils.py:326] non-default args: {'model': 'Qwen/Qwen3-30B-A3B', "
    "'max_model_len': 221000, 'kv_cache_dtype': 'fp8'}",
    PRE + "INFO 09-20 10:00:10 [core.py:654] Waiting for init message from front-end.",
    PRE + "INFO 09-20 10:00:11 [gpu_model_runner.py:2338] Starting to load model Qwen/Qwen3-30B-A3B...",
    "Loading safetensors checkpoint shards:  50% Completed | 8/16 [00:05<00:05,  1.50it/s]",
    PRE + "INFO 09-20 10:00:40 [gpu_model_runner.py:2392] Model loading took 29.0912 GiB and 28.51 seconds",
    PRE + "INFO 09-20 10:00:55 [gpu_worker.py:298] Available KV cache memory: 5.59 GiB",
    PRE + "ERROR 09-20 10:00:55 [core.py:718] EngineCore failed to start.",
    PRE + "ERROR 09-20 10:00:55 [core.py:718] Traceback (most recent call last):",
    PRE + 'ERROR 09-20 10:00:55 [core.py:718]   File "/usr/local/lib/python3.12/site-packages/vllm/v1/core/'
    'kv_cache_utils.py", line 701, in check_enough_kv_cache_memory',
    PRE + "ERROR 09-20 10:00:55 [core.py:718]     raise ValueError(",
    PRE + "ERROR 09-20 10:00:55 [core.py:718] ValueError: " + MESSAGE,
    "(APIServer pid=4100) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
]
LOG = "\n".join(LOG_LINES) + "\n"


def check(rec):
    assert rec.message_kind == "kv_cache_too_small", rec.message_text
    assert dict(rec.numbers) == EXPECTED
    assert rec.message_text == MESSAGE
    assert rec.spelling == "models's"
    return rec


def test_plain_log_context():
    rec = check(parse_text(LOG))
    assert rec.vllm_version == "0.10.2" and not rec.vllm_version_inferred
    assert rec.model == "Qwen/Qwen3-30B-A3B" and rec.max_model_len == 221000 and rec.kv_cache_dtype == "fp8"
    assert rec.model_loading_gib == 29.0912 and rec.available_kv_gib == 5.59
    assert rec.platform == "cuda" and rec.engine == "V1" and rec.exception_type == "ValueError"
    assert rec.lines_read == len(LOG_LINES)
    assert [m.pattern for m in rec.matches if m.pattern == "kv_cache_too_small"] == ["kv_cache_too_small"]


def _wrap(text: str, width: int) -> str:
    out = []
    for line in text.split("\n"):
        out += [line[i : i + width] for i in range(0, max(len(line), 1), width)]
    return "\n".join(out)


@pytest.mark.parametrize("width", [40, 57, 80, 120, 200])
def test_terminal_wrapped(width):
    check(parse_text(_wrap(LOG, width)))


def test_wrapped_at_spaces_like_an_issue():
    words = MESSAGE.split(" ")
    lines, cur = [], ""
    for w in words:
        if len(cur) + len(w) > 70:
            lines.append(cur.rstrip())
            cur = ""
        cur += w + " "
    lines.append(cur.rstrip())
    text = "ValueError: " + "\n".join(lines)
    rec = parse_text(text)
    assert rec.message_kind == "kv_cache_too_small" and dict(rec.numbers) == EXPECTED


def test_ansi_colours():
    coloured = "\n".join(
        "\x1b[1;36m(EngineCore_DP0 pid=4242)\x1b[0;0m \x1b[31mERROR\x1b[0m " + line for line in LOG_LINES
    )
    check(parse_text(coloured))
    check(parse_text(coloured.replace("\x1b", "")))  # escape byte lost in a paste


@pytest.mark.parametrize("eol", ["\r\n", "\r", "\n\n"])
def test_line_endings(eol):
    check(parse_text(LOG.replace("\n", eol)))


def test_crlf_split_across_chunks(tmp_path):
    path = tmp_path / "big.log"
    filler = ("INFO 09-20 10:00:01 [loggers.py:123] Engine 000: Avg prompt throughput: 0.0 tokens/s\r\n" * 20000)
    path.write_bytes((filler + LOG.replace("\n", "\r\n") + filler).encode())
    check(parse_file(path))


def test_rank_duplicates_and_timestamps():
    lines = []
    for line in LOG_LINES:
        for rank in range(4):
            lines.append(f"[2025-09-20T10:00:55.123Z] (Worker_TP{rank} pid={500 + rank}) " + line)
    rec = check(parse_text("\n".join(lines)))
    assert sum(m.pattern == "kv_cache_too_small" for m in rec.matches) == 1


def test_markdown_quote_and_fence():
    quoted = "> ```\n" + "\n".join("> " + line for line in LOG_LINES) + "\n> ```"
    check(parse_text(quoted))
    check(parse_text("```log\n" + LOG + "```\n"))


def test_docker_compose_prefix_and_rank_prefix():
    check(parse_text("\n".join("vllm-server-1  | " + line for line in LOG_LINES)))
    check(parse_text("[rank0]: ValueError: " + MESSAGE))


def test_bytes_iterables_and_invalid_utf8():
    data = LOG.encode()
    check(parse_text(data))
    check(parse_log(data.splitlines(keepends=True)))
    check(parse_log(LOG.splitlines()))
    check(parse_text(b"\xff\xfe garbage \x80\n" + data.replace(b"Waiting", b"Wa\xc3\x28iting") + b"\x00\x00\n"))


def test_single_pasted_line():
    check(parse_text(MESSAGE))
    check(parse_text(MESSAGE.encode()))


def test_line_cut_mid_number_never_yields_a_wrong_number():
    for cut in range(40, len(MESSAGE)):
        rec = parse_text(MESSAGE[:cut])
        for key, value in rec.numbers.items():
            assert value == EXPECTED[key], (cut, key, value)


def test_interleaved_noise_between_wrapped_parts_is_not_joined():
    text = MESSAGE[:90] + "\n" + "INFO 09-20 10:00:56 [launcher.py:1] Shutting down\n"
    rec = parse_text(text)
    assert rec.message_kind == "kv_cache_too_small"
    assert "Shutting" not in rec.message_text
    assert rec.numbers.get("max_seq_len") == 221000 and "needed_gib" not in rec.numbers


def test_first_failure_wins_and_later_context_still_read():
    other = ("ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
             "initializing the engine.")
    rec = check(parse_text(LOG + other + "\nGPU KV cache size: 1,000 tokens\n"))
    assert rec.kv_cache_tokens == 1000


# ------------------------------------------------------------------ round 4 of the wild logs (BLIND.md)
def test_shell_command_continued_with_backslashes_is_one_command_line() -> None:
    # vllm#10533 / LongVT#9: the flags after the first line are arguments of the same command
    r = parse_text("vllm serve Qwen/Qwen2.5-72B-Instruct \\\n    --port 1234 \\\n    --gpu-memory-utilization 0.8 \\\n"
                   "    --max-model-len 131072 \\\n    --tensor-parallel-size 8\n"
                   "INFO 01-01 00:00:00 [gpu_worker.py:298] Available KV cache memory: 6.51 GiB\n")
    assert r.gpu_memory_utilization == 0.8 and r.max_model_len == 131072 and r.tensor_parallel_size == 8


def test_a_line_ending_in_a_backslash_does_not_swallow_log_lines() -> None:
    r = parse_text("model path C:\\models\\\n# GPU blocks: 229, # CPU blocks: 512\n")
    assert r.num_gpu_blocks == 229 and r.gpu_memory_utilization is None


def test_bf16_message_pasted_in_lower_case() -> None:
    # OpenBuddy/OpenBuddy#45 (vLLM's _check_if_gpu_supports_dtype text, lower-cased by the paste)
    r = parse_text("valueerror: bfloat16 is only supported on gpus with compute capability of at least 8.0. your tesla "
                   "v100-sxm2-32gb gpu has compute capability 7.0.")
    assert r.message_kind == "dtype_unsupported" and dict(r.numbers)["compute_capability"] == "7.0"


def test_oom_after_the_profiling_announcement_is_a_profiling_oom() -> None:
    # vllm#17250: vllm/multimodal/profiling.py warns inside profile_run, then the OOM (no traceback pasted)
    warn = ("WARNING 04-27 16:27:59 [profiling.py:245] The sequence length used for profiling (max_num_batched_tokens / "
            "max_num_seqs = 20000) is too short to hold the multi-modal embeddings in the worst case.\n")
    oom = ("ERROR 04-27 16:28:02 [engine.py:448] CUDA out of memory. Tried to allocate 800.00 MiB. GPU 0 has a total "
           "capacity of 15.56 GiB of which 442.62 MiB is free.\n")
    assert parse_text(warn + oom).message_kind == "oom_profiling"
    assert parse_text(oom).message_kind == "oom_loading"  # without it the phase is unknown
    kv = "INFO 04-27 16:28:00 [kv_cache_utils.py:864] GPU KV cache size: 42,656 tokens\n"
    assert parse_text(warn + kv + oom).message_kind != "oom_profiling"  # the KV cache was sized: profiling was over


# vLLM's V0 message (spec §9, vllm/worker/worker.py::raise_if_cache_size_invalid), with the spec's own numbers
V0_TAIL = ("is larger than the maximum number of tokens that can be stored in KV cache (81920). Try increasing "
           "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.")


@pytest.mark.parametrize("text", [
    # retyped by a reporter: typographic quotes and a typo in the head (langchain-ai/langchain#17906)
    "The model\u2019s max sew len (131072) " + V0_TAIL.replace("`", "\u2018", 1).replace("`", "\u2019", 1),
    # the head cut off by an issue title or a terminal
    "len (131072) " + V0_TAIL,
    "The model's max seq len (131072) " + V0_TAIL,
])
def test_v0_kv_message_is_read_from_its_invariant_clause(text: str) -> None:
    r = parse_text(text)
    assert r.message_kind == "kv_cache_too_small_v0"
    assert dict(r.numbers) == {"max_seq_len": 131072, "max_kv_tokens": 81920}


def test_typographic_quotes_become_ascii() -> None:
    from kvroom.logs.normalize import clean
    assert clean("The model\u2019s \u201cmax\u201d \u2018x\u2019").text == "The model's \"max\" 'x'"


NO_KV = "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine."


@pytest.mark.parametrize("budget_line, printed", [
    # V1: vllm/v1/worker/gpu_worker.py::determine_available_memory logs it, check_enough_kv_cache_memory raises (vllm#49672)
    ("INFO 07-24 10:00:00 [gpu_worker.py:298] Available KV cache memory: -0.45 GiB", -0.45),
    # V0 0.6.4+: vllm/worker/worker.py::determine_num_available_blocks, then raise_if_cache_size_invalid
    ("INFO 02-26 09:54:05 worker.py:267] model weights take 5.20GiB; non_torch_memory takes 0.03GiB; PyTorch activation "
     "peak memory takes 1.42GiB; the rest of the memory reserved for KV Cache is -1.05GiB.", -1.05),
])
def test_no_kv_memory_reports_the_budget_vllm_printed(budget_line: str, printed: float) -> None:
    r = parse_text(budget_line + "\n" + NO_KV + "\n")
    assert r.message_kind == "no_kv_memory" and dict(r.numbers) == {"available_gib": printed}
    positive = parse_text("INFO [gpu_worker.py:298] Available KV cache memory: 0.5 GiB\n" + NO_KV + "\n")
    assert "available_gib" not in dict(positive.numbers)  # a positive figure is not the one the message is about
    assert "available_gib" not in dict(parse_text(NO_KV).numbers)
