"""Every numeric flag validated as vLLM validates it; no flag value makes plan hang, allocate without bound or
crash (exit 4). Replays tests/corpus/flags/plan.txt through the CLI and fuzzes more with hypothesis."""

from __future__ import annotations

import shlex
import time
from pathlib import Path

import pytest
from cli_run import run_cli
from hypothesis import HealthCheck, given, settings

import hostile_inputs as h
import kvroom
from kvroom.errors import InputError

LINES = [line for line in (Path(__file__).parent / "corpus" / "flags" / "plan.txt").read_text().splitlines()
         if line.strip() and not line.startswith("#")]
LLAMA = "meta-llama/Llama-3.1-8B-Instruct"
FUZZ = settings(max_examples=100, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))


def run(argv: list[str]) -> tuple[int, str]:
    rc, out, err = run_cli(argv)
    return rc, out + err


@pytest.mark.parametrize("line", LINES, ids=[line[:60] for line in LINES])
def test_corpus_flags_exit_0_1_or_2_fast(line: str) -> None:
    started = time.perf_counter()
    rc, output = run(["plan", *shlex.split(line)])
    assert time.perf_counter() - started < 3
    assert rc in (0, 1, 2) and "internal error" not in output, output


@pytest.mark.parametrize("value", ["nan", "NaN", "inf", "-inf", "0", "-0.5", "1.0000001", "", "x"])
def test_utilization_outside_0_1_is_bad_input(value: str) -> None:
    rc, output = run(["plan", LLAMA, "--gpu", "L4", f"--gpu-memory-utilization={value}"])
    assert rc == 2 and "--gpu-memory-utilization" in output


@pytest.mark.parametrize("flag", ["--block-size", "--max-num-seqs", "--max-num-batched-tokens", "-tp", "-pp",
                                  "--num-gpu-blocks-override"])
@pytest.mark.parametrize("value", ["0", "-1"])
def test_sizes_must_be_positive(flag: str, value: str) -> None:
    rc, output = run(["plan", LLAMA, "--gpu", "L4", f"{flag}={value}"])
    assert rc == 2 and "positive" in output, output


def test_tp_uses_vllm_wording() -> None:
    rc, output = run(["plan", LLAMA, "--gpu", "L4", "-tp", "1000000"])
    assert rc == 1
    assert "Total number of attention heads (32) must be divisible by tensor parallel size (1000000)." in output


def test_tp_above_gpt_oss_kv_heads_is_refused_not_a_division_by_zero() -> None:
    rc, output = run(["plan", "openai/gpt-oss-20b", "--gpu", "L4", "-tp", "32"])
    assert rc == 1 and "key/value heads (8)" in output, output


@pytest.mark.parametrize("kwargs", [dict(max_model_len=0), dict(max_model_len=-7), dict(max_model_len="32K"),
                                    dict(kv_cache_memory_bytes=1.5), dict(tensor_parallel_size="2"),
                                    dict(block_size=True)])
def test_python_api_validates_types_and_lengths(kwargs: dict) -> None:
    kwargs.setdefault("kv_cache_memory_bytes", 8 << 30)
    with pytest.raises(InputError):
        kvroom.plan(LLAMA, **kwargs)


def test_huge_values_stay_fast() -> None:
    started = time.perf_counter()
    for kwargs in (dict(kv_cache_memory_bytes=10**30), dict(kv_cache_memory_bytes=10**30, max_model_len=-1),
                   dict(kv_cache_memory_bytes=1, max_model_len=-1), dict(kv_cache_memory_bytes=10**30, max_num_seqs=10**15, max_num_batched_tokens=10**15),
                   dict(kv_cache_memory_bytes=8 << 30, num_gpu_blocks_override=10**15),
                   dict(gpu="L4", max_num_batched_tokens=10**15), dict(gpu="H100", block_size=10**12)):
        kvroom.plan(LLAMA, **kwargs)
    assert time.perf_counter() - started < 5


def test_sweep_with_absurd_axes_stays_fast() -> None:
    started = time.perf_counter()
    rc, output = run(["sweep", LLAMA, "--gpu", "L4,H100", "-tp", "1,1000000,2", "--max-model-len", "1000000000000000",
                      "--kv-cache-memory-bytes", "1,8G," + str(10**30), "--workers", "1"])
    assert rc in (0, 2) and "internal error" not in output, output
    assert time.perf_counter() - started < 10


@FUZZ
@given(h.strategy(h.plan_flags))
def test_generated_flags_never_crash(flags: list[str]) -> None:
    started = time.perf_counter()
    rc, output = run(["plan", LLAMA, *flags])
    assert rc in (0, 1, 2) and "internal error" not in output, (flags, output)
    assert time.perf_counter() - started < 5
