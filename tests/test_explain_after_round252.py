"""The rules written in the session of rounds 253-259 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures it was fitted on. Log lines are vLLM's, torch's or Python's own formats (cited per test); no expected value
is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


# --- no KV memory under a share set below vLLM's default: V1's lines (v1/worker/gpu_model_runner.py "Model loading
# took", gpu_worker.py "Available KV cache memory", v1/core/kv_cache_utils.py check_enough_kv_cache_memory's "No available
# memory for the cache blocks"), the share in vLLM's "non-default args" line (entrypoints/utils.py::log_non_default_args)
def _v1_no_kv(util: float, weights: str, available: str, total_line: str = "") -> str:
    return (f"INFO 04-20 13:10:02 [utils.py:233] non-default args: {{'model': '/models/m', 'gpu_memory_utilization': {util}, "
            "'max_model_len': 4096}\n" + total_line +
            f"(EngineCore_DP0 pid=812) INFO 04-20 13:11:59 [gpu_model_runner.py:2653] Model loading took {weights} GiB "
            "and 12.31 seconds\n"
            f"(EngineCore_DP0 pid=812) INFO 04-20 13:12:30 [gpu_worker.py:298] Available KV cache memory: {available} GiB\n"
            "(EngineCore_DP0 pid=812) ValueError: No available memory for the cache blocks. Try increasing "
            "`gpu_memory_utilization` when initializing the engine.\n")


@pytest.mark.parametrize("util,weights,available", [
    (0.55, "25.61", "-0.99"),   # the bound: budget >= 25.61 - 0.99, so the card is at least 44.8 GiB; +0.35 of it
    (0.6, "11.97", "-0.01"),
    (0.45, "7.10", "-2.40"),    # card >= 10.4 GiB: +0.45 of it is 4.7 GiB, above the 2.40 short
])
def test_a_share_below_the_default_that_the_default_would_cover_is_the_setting(util, weights, available) -> None:
    d = _d(_v1_no_kv(util, weights, available))
    assert d["diagnosis"]["cause"] == "util_too_low"
    assert any("default share (0.90)" in e and "at least" in e for e in d["diagnosis"]["evidence"])
    util_fixes = [f for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization"]
    assert util_fixes and float(util_fixes[0]["value"]) > util


@pytest.mark.parametrize("util,weights,available", [
    (0.8, "7.05", "-1.49"),    # card >= 6.95 GiB: +0.10 of it is 0.70 GiB, below the 1.49 short
    (0.85, "14.08", "-1.81"),  # card >= 14.4 GiB: +0.05 of it is 0.72 GiB
    (0.9, "5.20", "-0.30"),    # already at the default share
])
def test_a_shortfall_the_default_share_would_not_cover_stays_the_weights(util, weights, available) -> None:
    d = _d(_v1_no_kv(util, weights, available))
    assert d["diagnosis"]["cause"] == "weights_exceed_budget"


def test_the_cards_printed_size_replaces_the_bound() -> None:
    # V0's profile lines (worker/worker.py::determine_num_available_blocks, 0.6.6-0.7.x): the card's total printed
    v0 = ("INFO 02-26 09:54:05 worker.py:267] the current vLLM instance can use total_gpu_memory (16.00GiB) x "
          "gpu_memory_utilization (0.70) = 11.20GiB\n"
          "INFO 02-26 09:54:05 worker.py:267] model weights take 9.80GiB; non_torch_memory takes 0.10GiB; PyTorch "
          "activation peak memory takes 2.30GiB; the rest of the memory reserved for KV Cache is -1.00GiB.\n")
    d = _d(v0)
    assert d["diagnosis"]["cause"] == "util_too_low"
    # (0.90 - 0.70) x 16.00 - 1.00 = 2.20 GiB, from the printed card, not a bound
    assert any("about 2.20 GiB" in e for e in d["diagnosis"]["evidence"])
    # the same profile on an 8 GiB card: +1.60 GiB covers the 1.00 short; on 4 GiB, +0.80 does not
    assert _d(v0.replace("16.00GiB", "8.00GiB"))["diagnosis"]["cause"] == "util_too_low"
    small = v0.replace("16.00GiB", "4.00GiB").replace("11.20GiB", "2.80GiB").replace("9.80GiB", "1.40GiB")
    assert _d(small)["diagnosis"]["cause"] != "util_too_low"
