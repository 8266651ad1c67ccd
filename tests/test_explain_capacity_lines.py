"""A text with no failure is either a capacity log (vLLM's own memory lines: exit 0, cause ``capacity``) or one
kvroom reads nothing in (exit 3, cause ``unrecognized``): the JSON never claims "no startup failure" for a text
whose CLI verdict is "found no cause". The lines are quoted from real logs (tests/golden/wild/, sources there)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from kvroom.explain import CAUSES, explain

# vllm-project/vllm#... as fixtures: club-3090-1087 (a 0.2x startup summary), miaai-122 (concurrency line),
# miaai-47 (the summary's first two lines), miaai-glm53-pr25 (the graph pool line)
SUMMARY = ("(Worker_TP0 pid=223) INFO 08-22 04:42:13 [gpu_worker.py:789] Free memory on device (30.27/31.4 GiB) on "
           "startup. Desired GPU memory utilization is (0.92, 28.88 GiB). Actual usage is 15.03 GiB for consumed "
           "memory (weights + non-torch), 1.59 GiB for peak activation, and 0.09 GiB for CUDAGraph memory.")
SPLIT_SUMMARY = "Free memory on device (110.37/121.69 GiB) on startup.\nDesired GPU memory utilization is (0.87, 105.87 GiB).\n"
GRAPH_POOL = "CUDA graph pool memory: -0.19 GiB (actual), 2.43 GiB (estimated), difference: 2.62 GiB"
GRAPH_POOL_CLOSE = ("(Worker_TP1 pid=238) INFO 08-22 04:42:13 [gpu_worker.py:726] CUDA graph pool memory: 0.09 GiB "
                    "(actual), 0.13 GiB (estimated), difference: 0.04 GiB (51.1%).")
WRAPPER_ONLY = "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n"
PROSE = "KV cache holds only 150K tokens in 7.7 GiB (56 bytes/token), max_model_len capped at ~121344 on H20 TP=2\n"


@pytest.mark.parametrize("text", [SUMMARY, SPLIT_SUMMARY, GRAPH_POOL, GRAPH_POOL_CLOSE])
def test_vllm_memory_lines_are_a_capacity_log(text: str) -> None:
    result = explain(text)
    assert result.recognized
    assert result.diagnosis.cause == "capacity"
    assert result.record.message_kind is None


@pytest.mark.parametrize("text", [WRAPPER_ONLY, PROSE, "hello\n"])
def test_nothing_read_is_not_called_a_capacity_log(text: str) -> None:
    result = explain(text)
    assert not result.recognized
    assert result.diagnosis.cause == "unrecognized"
    assert "capacity report" not in " ".join(result.explanation)
    assert "unrecognized" in CAUSES


def test_wrapper_line_summary_points_above_it() -> None:
    assert "wrapper line" in explain(WRAPPER_ONLY).diagnosis.summary


def test_cli_json_and_exit_code_agree() -> None:
    out = subprocess.run([sys.executable, "-m", "kvroom", "explain", "--json", "-"], input=PROSE,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 3
    assert json.loads(out.stdout)["diagnosis"]["cause"] == "unrecognized"


def test_graph_estimate_held_back_is_accounted() -> None:
    lines = " ".join(explain(GRAPH_POOL).explanation)
    assert "2.43 GiB" in lines and "2.62 GiB" in lines
    assert "VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0" in lines
    # 0.13 estimated against 0.09 taken: a difference under 0.1 GiB is not worth a line
    assert "held back" not in " ".join(explain(GRAPH_POOL_CLOSE).explanation)


def test_graph_pool_figures_read() -> None:
    r = explain(GRAPH_POOL_CLOSE).record
    assert r.cuda_graph_estimate_gib == 0.13
    assert dict(r.memory_usage)["cuda_graph_gib"] == 0.09
