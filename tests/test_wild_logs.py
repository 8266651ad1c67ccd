"""Real logs from the wild (tests/golden/wild/, with their sources): kvroom explain graded as issue 10 asks.

The development set must pass case by case (the two known misses are strict xfails with the reason). The
held-out set (split by the hash of the id before the code was changed; tests/wild_grade.py) is graded as a whole
against issue 10's bar of 27 in every 28."""

from __future__ import annotations

import pytest

from wild_grade import cases, grade

REQUIRED = ("id", "source_url", "excerpt", "expected", "forbidden", "real_cause")

# dev-set cases kvroom does not get right yet, and why (kept failing on purpose: strict xfail)
KNOWN_MISSES = {
    "vllm-31273-h20-0130-regression": "a release regression (0.13.0 OOM, 0.12.0 fine) looks like weights that do not fit",
    # round 2 (BLIND.md): the expectation was written blind and is kept as written
    "vllm-8097-internvl2-26b-25-tp4": "vLLM's divide() assertion names no heads: kvroom reads 25 as divided_size, the "
                                      "fixture expects num_attention_heads",
    # round 3 (BLIND.md)
    "vllm-42049-torch211-oom-before-loading": "a torch release that fills the GPU before loading: a regression the log "
                                              "cannot show, read as weights that do not fit",
}


def test_every_fixture_has_its_source_and_expectations() -> None:
    every = cases("all")
    assert len(every) >= 60
    for c in every:
        assert all(c.get(k) is not None for k in REQUIRED), c["id"]
        assert c["source_url"].startswith("https://github.com/"), c["id"]


def test_every_failure_class_has_a_real_fixture() -> None:
    kinds = {c["expected"]["message_kind"] for c in cases("all")}
    for kind in ("kv_cache_too_small", "kv_cache_too_small_v0", "no_kv_memory", "zero_gpu_blocks", "kv_memory_negative",
                 "free_memory_low", "mamba_blocks", "oom_loading", "oom_profiling", "oom_cuda_graph",
                 "max_len_over_derived", "tp_not_divisible", "dtype_unsupported", None):
        assert kind in kinds, kind
    causes = {c["expected"]["cause"] for c in cases("all")}
    assert {"pp_stage_check", "util_too_low", "other_process", "weights_exceed_budget", "capacity"} <= causes


@pytest.mark.parametrize("case", cases("dev") + cases("round2") + cases("round3"), ids=lambda c: c["id"])
def test_dev_case(case: dict) -> None:
    if case["id"] in KNOWN_MISSES:
        pytest.xfail(KNOWN_MISSES[case["id"]])
    assert grade(case) == []


@pytest.mark.parametrize("which, least", [("round2", 28), ("round3", 12)])
def test_later_blind_batches_are_marked_and_meet_the_bar(which: str, least: int) -> None:
    batch = cases(which)
    assert len(batch) >= least and all(c["batch"] == f"{which}-blind" for c in batch)
    failed = [c["id"] for c in batch if grade(c)]
    assert len(failed) <= -(-len(batch) // 28), failed  # at most one miss per 28 cases, rounded up


def test_held_out_meets_the_bar() -> None:
    held = cases("held")
    failed = {c["id"]: grade(c) for c in held}
    failed = {k: v for k, v in failed.items() if v}
    assert (len(held) - len(failed)) * 28 >= 27 * len(held) - 28, failed  # at most one miss per 28, rounded up
