"""plan() keeps what a launch settles (kvroom.api: the launch, its memory-budget terms, the GPU facts of a --gpu
spelling) and plans later requests of the same launch from it. These tests hold the kept path to the path that
builds everything again: the same answer, field for field, for every share of the card, free memory, release and
layout family. They compare kvroom with itself on purpose (a cache must not change an answer); the expected values
of the answers themselves are held by the oracle goldens (tests/test_oracle_golden.py)."""

from __future__ import annotations

import pytest

from kvroom.api import clear_launch_cache, plan
from kvroom.core.engine import PlanRequest
from kvroom.errors import InputError
from kvroom.sources import catalog

MODELS = (  # (model, the card it is planned on)
    ("meta-llama/Llama-3.1-8B-Instruct", "H100x2"),  # full attention
    ("google/gemma-3-27b-it", "H100x2"),  # sliding window + multimodal
    ("Qwen/Qwen3-Next-80B-A3B-Instruct", "H100x2"),  # hybrid (Mamba)
    ("deepseek-ai/DeepSeek-V3", "H200x8"),  # MLA, block-FP8 weights
    ("meta-llama/Llama-3.1-70B-Instruct", "L4"),  # weights that do not load: the refusal and its fixes
)
RELEASES = ("0.8.5", "0.10.2", "0.13.0", "0.14.0", "0.20.0", "0.32.0")
SHARES = (None, 0.5, 0.8, 0.9, 0.95, 1.0)


def _fresh(model, request):
    clear_launch_cache()
    return plan(model, request)


def _answer(result) -> dict:
    return result.to_dict()


@pytest.mark.parametrize("name,gpu", MODELS)
@pytest.mark.parametrize("release", RELEASES)
def test_a_kept_launch_plans_every_share_as_a_fresh_one(name: str, gpu: str, release: str) -> None:
    model = catalog.lookup(name)
    requests = [PlanRequest(gpu=gpu, vllm_version=release, gpu_memory_utilization=share, max_model_len=8192)
                for share in SHARES]
    requests += [PlanRequest(gpu=gpu, vllm_version=release, gpu_memory_utilization=0.9, max_model_len=8192,
                             free_memory_bytes=free) for free in (40 * 2**30, 79 * 2**30)]
    clear_launch_cache()
    kept = []
    for request in requests:  # the first builds the launch, the rest reuse it
        try:
            kept.append(_answer(plan(model, request)))
        except InputError as exc:
            kept.append(str(exc))
    for request, answer in zip(requests, kept):
        try:
            fresh = _answer(_fresh(model, request))
        except InputError as exc:
            fresh = str(exc)
        assert answer == fresh, (name, release, request.gpu_memory_utilization, request.free_memory_bytes)


def test_a_share_outside_the_card_is_refused_on_a_kept_launch_too() -> None:
    model = catalog.lookup(MODELS[0][0])
    clear_launch_cache()
    plan(model, PlanRequest(gpu="L4", max_model_len=4096))
    for share in (0.0, 1.5):
        with pytest.raises(InputError, match="--gpu-memory-utilization"):
            plan(model, PlanRequest(gpu="L4", max_model_len=4096, gpu_memory_utilization=share))


@pytest.mark.parametrize("spelling", ("L4", "H100x2", "A100-40GB", "RTX 4090", "H200x8"))
def test_gpu_facts_are_the_same_kept_or_fresh(spelling: str) -> None:
    model = catalog.lookup(MODELS[0][0])
    request = PlanRequest(gpu=spelling, max_model_len=4096)
    first = plan(model, request).to_dict()
    again = plan(model, request).to_dict()
    assert first == again
    assert _fresh(model, request).to_dict() == first


@pytest.mark.parametrize("spelling", ("L4", "H100x2", "H200x8"))
def test_a_kept_launch_fills_the_request_as_a_fresh_one(spelling: str) -> None:
    """The launch is kept under the request as given; the GPU facts it filled (memory, name, capability, TP from
    GPUxN) come back with it, field for field, for requests that differ in the share or free memory only."""
    model = catalog.lookup(MODELS[0][0])
    clear_launch_cache()
    plan(model, PlanRequest(gpu=spelling, max_model_len=4096))
    for share, free in ((0.5, None), (0.9, 20 * 2**30), (None, None)):
        request = PlanRequest(gpu=spelling, max_model_len=4096, gpu_memory_utilization=share, free_memory_bytes=free)
        kept = plan(model, request)
        fresh = _fresh(model, request)
        assert kept.request == fresh.request
        assert kept.request.gpu_total_memory_bytes and kept.request.gpu_name
        assert kept.to_dict() == fresh.to_dict()


def test_a_gpu_count_the_parallel_sizes_exceed_is_refused_every_time() -> None:
    model = catalog.lookup(MODELS[0][0])
    clear_launch_cache()
    plan(model, PlanRequest(gpu="H100x2", max_model_len=4096))
    for _ in range(2):
        with pytest.raises(InputError, match="has 2 GPUs but tensor x pipeline parallel needs 4"):
            plan(model, PlanRequest(gpu="H100x2", max_model_len=4096, tensor_parallel_size=4))
