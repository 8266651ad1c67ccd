"""``--speculative-config``: what a drafter adds to each GPU (its weights) and to the KV cache (its layers).

Owns: loading the draft model named in the config (through kvroom.api.load_model: catalog, local path or Hub) and
turning it into extra weight bytes per rank and extra KV specs per worker. vLLM V1 loads the drafter next to the
target in the same worker (v1/worker/gpu_model_runner.py::load_model: ``Model loading took`` includes it) with
the target's tensor-parallel size, and gives each of its attention layers a KV spec in the same cache pool
(get_kv_cache_spec walks every Attention layer), so both come out of the KV budget.
n-gram proposers hold nothing on the GPU. MTP heads (layers of the target's own checkpoint) are not modelled and
are refused with a clear message rather than planned wrongly.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kvroom.core.memflags import FlagEffect, Speculative, parse_speculative
from kvroom.errors import InputError

_SOURCE = "vllm/v1/worker/gpu_model_runner.py::load_model / get_kv_cache_spec (drafter in the same worker)"


def _drafter(request: Any) -> Speculative | None:
    spec = parse_speculative(request.speculative_config)
    if spec is not None and spec.kind == "mtp":
        raise InputError("--speculative-config with an MTP method: kvroom does not model the MTP layers' weights "
                         "and KV yet; plan without it and allow about one decoder layer more per MTP layer")
    return spec


def _draft_model(spec: Speculative, request: Any):
    from kvroom.api import load_model

    draft = load_model(spec.model)
    if request.dtype != "auto" or draft.dtype == "float32":
        from kvroom.core.memflags import DTYPE_CHOICES

        # the drafter runs in the target's dtype (SpeculativeConfig creates its ModelConfig with dtype=target's)
        target_dtype = DTYPE_CHOICES.get(request.dtype) or ("bfloat16" if draft.dtype == "float32" else draft.dtype)
        draft = replace(draft, dtype=target_dtype)
    return draft


def drafter_weights(model: Any, request: Any, engine: Any, weights: Any, effects: list[Any]):
    """The target's WeightsEstimate plus the drafter's weights per rank (same TP; drafters run without PP)."""
    spec = _drafter(request)
    if spec is None:
        return weights
    if spec.kind == "ngram":
        effects.append(FlagEffect("--speculative-config", "ngram", "n-gram proposer: nothing on the GPU", 0, True,
                                  "vllm/v1/spec_decode/ngram_proposer.py (CPU lookup)"))
        return weights
    from kvroom.core.weights import weights_per_rank

    draft = _draft_model(spec, request)
    extra = weights_per_rank(draft, tensor_parallel_size=engine.tensor_parallel_size)
    effects.append(FlagEffect("--speculative-config", f"{spec.kind} {spec.model}",
                              f"drafter weights {extra.bytes_per_rank / 2**30:.2f} GiB per GPU, loaded with the "
                              "target (its KV layers share the target's cache pool)", extra.bytes_per_rank, True,
                              _SOURCE))
    return replace(weights, bytes_per_rank=weights.bytes_per_rank + extra.bytes_per_rank,
                   low=weights.low + extra.low, high=weights.high + extra.high, exact=weights.exact and extra.exact,
                   basis=f"{weights.basis}; plus drafter {spec.model} ({extra.basis})")


def draft_worker_specs(model: Any, engine: Any, request: Any, stages: list, effects: list[Any]) -> list:
    """Worker KV specs with the drafter's attention layers added to the last pipeline stage's worker."""
    spec = _drafter(request)
    if spec is None or spec.kind == "ngram":
        return stages
    from kvroom.core.engine import PlanRequest, resolve, worker_specs

    if engine.pipeline_parallel_size > 1:
        raise InputError("--speculative-config with a draft model and --pipeline-parallel-size > 1: vLLM's V1 "
                         "drafters run without pipeline parallelism; use tensor parallelism")
    draft = _draft_model(spec, request)
    draft_request = PlanRequest(
        kv_cache_dtype=request.kv_cache_dtype, block_size=engine.block_size,
        tensor_parallel_size=engine.tensor_parallel_size, platform=request.platform,
        vllm_version=request.vllm_version, dtype=request.dtype, gpu_compute_capability=request.gpu_compute_capability,
        max_num_batched_tokens=engine.max_num_batched_tokens, max_num_seqs=engine.max_num_seqs)
    try:
        draft_engine = resolve(draft, draft_request)
    except InputError as exc:
        raise InputError(f"--speculative-config draft model {spec.model}: {exc}") from None
    draft_stage = worker_specs(draft, draft_engine, draft_request)[0]
    merged = dict(stages[-1])
    per_token = 0
    for name, layer_spec in draft_stage.items():
        merged[f"draft.{name}"] = layer_spec
        if layer_spec.block_size:
            per_token += layer_spec.page_size_bytes // layer_spec.block_size
    effects.append(FlagEffect("--speculative-config", f"{spec.kind} {spec.model}",
                              f"{len(draft_stage)} drafter KV layers join the cache pool: +{per_token:,} KV bytes "
                              "per token per GPU", None, True, _SOURCE))
    return [*stages[:-1], merged]
