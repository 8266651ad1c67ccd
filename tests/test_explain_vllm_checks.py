"""explain on an error line no rule reads: vLLM's own check named by its raise site (issue 10, logs/raises.py).

Each message below is quoted from vLLM's released source, read by hand (the file and line of the release named), and the
expected site is typed from that reading, never from kvroom's table. The pydantic form is as a real log printed it
(tests/golden/wild/juejin-7705716341148155919-max-len-200000-over-128000-v0300.json shows pydantic's two-line layout).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from kvroom.explain import explain
from kvroom.launchchecks import NOT_MEMORY_KINDS
from kvroom.logs import MESSAGE_KINDS
from kvroom.logs.raises import find_site, releases_read

MEMORY_FLAGS = {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size",
                "--pipeline-parallel-size", "--enforce-eager", "--cpu-offload-gb", "--max-num-seqs",
                "--max-num-batched-tokens", "--quantization", "--dtype"}

# (the line as vLLM prints it, the site's file::function, the release read, where in it)
SITES = [
    # vllm/config/parallel.py:600 (0.33.0): `raise ValueError(f"tp_size={tp} must be divisible by dcp_size={dcp}.")`
    ("ValueError: tp_size=4 must be divisible by dcp_size=3.",
     "vllm/config/parallel.py::ParallelConfig._validate_parallel_config", "0.33.0"),
    # vllm/config/cache.py:170 (0.11.0), CacheConfig._verify_args: "GPU memory utilization must be less than 1.0. Got
    # {self.gpu_memory_utilization}." (vllm/config.py:1724 in 0.10.0)
    ("ValueError: GPU memory utilization must be less than 1.0. Got 1.2.",
     "vllm/config/cache.py::CacheConfig._verify_args", "0.11.0"),
    # vllm/config/lora.py:151 (0.33.0), LoRAConfig.verify_with_model_config: f"LoRA is not supported for
    # {model_config.architecture} " f"({model_config.model}). Supported models implement the `SupportsLoRA` ..."
    ("ValueError: LoRA is not supported for Gemma3ForConditionalGeneration (google/gemma-3-27b-it). Supported models "
     "implement the `SupportsLoRA` interface.", "vllm/config/lora.py::LoRAConfig.verify_with_model_config", "0.33.0"),
]


@pytest.mark.parametrize("line,where,release", SITES, ids=[s[1].split("::")[1] for s in SITES])
def test_an_unread_vllm_check_is_named_by_its_site(line: str, where: str, release: str) -> None:
    result = explain(line)
    d = result.to_dict()
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "vllm_check_failed"
    assert where in " ".join(d["diagnosis"]["evidence"]) + d["diagnosis"]["summary"]
    assert result.record.raise_site == where
    read = releases_read()
    first, last = result.record.raise_releases
    assert read.index(first) <= read.index(release) <= read.index(last)
    assert not {f["flag"] for f in d["fixes"]} & MEMORY_FLAGS


def test_the_kind_is_documented_and_never_a_memory_lever() -> None:
    assert "vllm_check_failed" in MESSAGE_KINDS and "vllm_check_failed" in NOT_MEMORY_KINDS
    readme = open(os.path.join(os.path.dirname(__file__), "..", "README.md"), encoding="utf-8").read()
    assert "| `vllm_check_failed` |" in readme


def test_pydantic_wraps_the_check_of_a_config_dataclass() -> None:
    # pydantic v2 prints a validator's ValueError as "Value error, <text> [type=value_error, ...]" under
    # "ValidationError: 1 validation error for <Config>" (vLLM's config dataclasses are pydantic dataclasses, 0.10+)
    log = ("pydantic_core._pydantic_core.ValidationError: 1 validation error for ParallelConfig\n"
           "  Value error, tp_size=4 must be divisible by dcp_size=3. [type=value_error, input_value=ArgsKwargs((), "
           "{'tensor_parallel_size': 4}), input_type=ArgsKwargs]\n"
           "    For further information visit https://errors.pydantic.dev/2.11/v/value_error\n")
    d = explain(log).to_dict()
    assert d["message_kind"] == "vllm_check_failed"
    assert "ParallelConfig._validate_parallel_config" in " ".join(d["diagnosis"]["evidence"])
    assert "[type=value_error" not in d["message_text"]


def test_a_terminal_wrapped_and_a_cut_line_are_still_the_site() -> None:
    # vllm/config/mamba.py (0.33.0), MambaConfig.__post_init__: "Stochastic rounding for Mamba cache is only supported
    # on NVIDIA CUDA platforms. Please do not specify `--enable-mamba-cache-stochastic-rounding`."
    wrapped = ("(EngineCore_DP0 pid=81) ERROR 11-02 10:00:01 [core.py:700] ValueError: Stochastic rounding for Mamba "
               "cache is only supported on NVIDIA CUDA pla\n"
               "tforms. Please do not specify `--enable-mamba-cache-stochastic-rounding`.\n")
    cut = "ValueError: Stochastic rounding for Mamba cache is only supported on NVIDIA CUDA platforms. Please do no"
    for log in (wrapped, cut):
        d = explain(log).to_dict()
        assert d["message_kind"] == "vllm_check_failed", log
        assert "vllm/config/mamba.py::MambaConfig.__post_init__" in " ".join(d["diagnosis"]["evidence"])


def test_a_chained_traceback_names_the_cause_not_vllms_wrapper() -> None:
    log = ("Traceback (most recent call last):\n"
           '  File "/usr/local/lib/python3.12/dist-packages/vllm/config/parallel.py", line 600, in '
           "_validate_parallel_config\n"
           "ValueError: tp_size=4 must be divisible by dcp_size=3.\n"
           "\nThe above exception was the direct cause of the following exception:\n\n"
           "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n")
    d = explain(log).to_dict()
    assert d["message_kind"] == "vllm_check_failed"
    assert d["message_text"].startswith("ValueError: tp_size=4")


def test_a_read_failure_is_not_replaced_by_another_error_line() -> None:
    # the V1 KV refusal (v1/core/kv_cache_utils.py::check_enough_kv_cache_memory, 0.10.2) read by its own row, next
    # to an unrelated vLLM error line printed earlier
    log = ("ValueError: GPU memory utilization must be less than 1.0. Got 1.2.\n"
           "ValueError: To serve at least one request with the models's max seq len (32768), (4.00 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (2.50 GiB). Based on the available memory, the "
           "estimated maximum model length is 20480. Try increasing `gpu_memory_utilization` or decreasing "
           "`max_model_len` when initializing the engine.\n")
    assert explain(log).to_dict()["message_kind"] == "kv_cache_too_small"


def test_an_error_that_is_no_vllm_message_is_quoted_back_with_exit_3(tmp_path) -> None:
    line = "OSError: [Errno 28] No space left on device"
    result = explain(line)
    assert result.to_dict()["message_kind"] is None
    assert result.record.unread_error == line
    log = tmp_path / "x.log"
    log.write_text(line + "\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "kvroom", "explain", str(log)], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 3
    assert "No space left on device" in run.stdout + run.stderr
    assert "Traceback" not in run.stderr


def test_the_engine_wrapper_alone_still_points_above_it() -> None:
    d = explain("RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n")
    assert d.to_dict()["message_kind"] is None


def test_the_table_covers_the_releases_and_keeps_only_specific_texts() -> None:
    read = releases_read()
    assert read[0] == "0.2.0" and read[-1] == "0.34.0" and len(read) >= 50  # 0.2.0-0.5.4 from the source distributions
    path = os.path.join(os.path.dirname(__file__), "..", "src", "kvroom", "data", "vllm_raises.json")
    doc = json.load(open(path, encoding="utf-8"))
    assert len(doc["sites"]) > 5000
    for exc, where, first, last, needles in doc["sites"]:
        assert where.startswith("vllm/") and "::" in where
        assert first in read and last in read and read.index(first) <= read.index(last)
        assert sum(map(len, needles)) >= 16 and max(map(len, needles)) >= 8


@pytest.mark.parametrize("text", ["not supported " * 300, "a" * 5000, "Stochastic rounding for Mamba cache " * 120,
                                  "must be divisible by " * 200])
def test_the_site_search_is_bounded_on_hostile_lines(text: str) -> None:
    find_site("warm the table up")
    start = time.perf_counter()
    find_site(text)
    assert time.perf_counter() - start < 0.25  # at most MAX_TEXT positions and a bounded number of full comparisons
