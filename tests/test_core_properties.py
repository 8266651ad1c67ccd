"""Properties of the core arithmetic (hypothesis), over catalog geometries and random settings.

These hold for vLLM's own rules; none of them restates kvroom's formula."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from kvroom.api import plan
from kvroom.core.engine import PlanRequest, resolve, worker_specs
from kvroom.core.planning import kv_cache_groups, needed_bytes
from kvroom.sources import catalog

MODELS = [
    "meta-llama/Llama-3.1-8B-Instruct",
    "Qwen/Qwen3-8B",
    "google/gemma-3-27b-it",
    "openai/gpt-oss-20b",
    "deepseek-ai/DeepSeek-V3",
    "mistralai/Mistral-Nemo-Instruct-2407",
    "microsoft/Phi-3-mini-4k-instruct",
    "meta-llama/Llama-4-Scout-17B-16E-Instruct",
    "Qwen/Qwen3-Next-80B-A3B-Instruct",
    "nvidia/NVIDIA-Nemotron-Nano-9B-v2",
]
VERSIONS = ["0.10.1.1", "0.13.0", "0.14.0", "0.19.0", "0.26.0", "0.32.0", "0.33.0"]
GIB = 2**30

common = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _needed(model_id: str, version: str, length: int, **flags) -> int:
    model = catalog.lookup(model_id)
    request = PlanRequest(vllm_version=version, kv_cache_memory_bytes=GIB, **flags)
    engine = resolve(model, request)
    stage = worker_specs(model, engine, request)[0]
    groups = kv_cache_groups(dict(stage), engine.rules, engine.disable_hybrid_kv_cache_manager)
    return needed_bytes(engine, groups, stage, length)


@common
@given(st.sampled_from(MODELS), st.sampled_from(VERSIONS), st.integers(1, 100_000), st.integers(1, 20_000))
def test_needed_grows_with_length(model_id: str, version: str, length: int, extra: int) -> None:
    assert _needed(model_id, version, length) <= _needed(model_id, version, length + extra)


@common
@given(st.sampled_from(MODELS[:3]), st.sampled_from(VERSIONS), st.integers(1, 100_000))
def test_needed_is_whole_pages(model_id: str, version: str, length: int) -> None:
    model = catalog.lookup(model_id)
    request = PlanRequest(vllm_version=version, kv_cache_memory_bytes=GIB)
    engine = resolve(model, request)
    page = min(spec.page_size_bytes for spec in worker_specs(model, engine, request)[0].values())
    assert _needed(model_id, version, length) % page == 0


@common
@given(st.sampled_from(MODELS), st.sampled_from(VERSIONS), st.integers(1, 64 * GIB))
def test_estimate_is_the_largest_length_that_passes(model_id: str, version: str, budget: int) -> None:
    model = catalog.lookup(model_id)
    result = plan(model, PlanRequest(vllm_version=version, kv_cache_memory_bytes=budget))
    largest = result.decision.largest_max_model_len
    if largest <= 0:
        return
    assert plan(model, PlanRequest(vllm_version=version, kv_cache_memory_bytes=budget, max_model_len=largest)).starts
    if largest < result.engine.derived.default_max_model_len:
        assert not plan(model, PlanRequest(vllm_version=version, kv_cache_memory_bytes=budget, max_model_len=largest + 1)).starts


@common
@given(st.sampled_from(MODELS), st.sampled_from(VERSIONS), st.integers(1, 32 * GIB), st.integers(0, 32 * GIB))
def test_more_memory_never_lowers_the_largest_length(model_id: str, version: str, budget: int, more: int) -> None:
    model = catalog.lookup(model_id)
    low = plan(model, PlanRequest(vllm_version=version, kv_cache_memory_bytes=budget)).decision.largest_max_model_len
    high = plan(model, PlanRequest(vllm_version=version, kv_cache_memory_bytes=budget + more)).decision.largest_max_model_len
    assert high >= low


@common
@given(st.sampled_from(MODELS[:3] + MODELS[4:6]), st.sampled_from(VERSIONS[1:]), st.integers(1, 200_000))
def test_fp8_halves_bf16(model_id: str, version: str, length: int) -> None:
    # same block size both ways, so the page halves exactly (no mamba state in these models)
    assert 2 * _needed(model_id, version, length, kv_cache_dtype="fp8", block_size=64) == _needed(
        model_id, version, length, block_size=64
    )


@common
@given(st.sampled_from(MODELS), st.sampled_from(VERSIONS[2:]), st.integers(1, 64 * GIB))
def test_auto_fit_result_passes_its_own_check(model_id: str, version: str, budget: int) -> None:
    model = catalog.lookup(model_id)
    result = plan(model, PlanRequest(vllm_version=version, kv_cache_memory_bytes=budget, max_model_len=-1))
    if result.starts:
        again = plan(model, PlanRequest(vllm_version=version, kv_cache_memory_bytes=budget,
                                        max_model_len=result.decision.max_model_len))
        assert again.starts
