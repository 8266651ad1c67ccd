"""``--speculative-config``: what a drafter adds to each GPU (its weights) and to the KV cache (its layers).

Owns: loading the draft model named in the config (through kvroom.api.load_model: catalog, local path or Hub) and
turning it into extra weight bytes per rank and extra KV specs per worker. vLLM V1 loads the drafter next to the
target in the same worker (v1/worker/gpu_model_runner.py::load_model: ``Model loading took`` includes it) with
the target's tensor-parallel size, and gives each of its attention layers a KV spec in the same cache pool
(get_kv_cache_spec walks every Attention layer), so both come out of the KV budget.
n-gram proposers hold nothing on the GPU. MTP heads are layers of the target's own checkpoint
(``num_nextn_predict_layers``): their weights join the last stage and each adds one attention layer's KV.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

from kvroom.core.frozen import replace
from kvroom.core.memflags import FlagEffect, Speculative, parse_speculative
from kvroom.errors import InputError

_SOURCE = "vllm/v1/worker/gpu_model_runner.py::load_model / get_kv_cache_spec (drafter in the same worker)"


def _drafter(request: Any, model: Any = None) -> Speculative | None:
    spec = parse_speculative(request.speculative_config)
    if spec is not None and spec.kind == "mtp" and model is not None and not model.num_mtp_layers:
        # SpeculativeConfig.hf_config_override: MTP needs the checkpoint's num_nextn_predict_layers
        raise InputError(f"--speculative-config method mtp: {model.model_id} has no MTP layers "
                         "(num_nextn_predict_layers); use a draft model or ngram")
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
    spec = _drafter(request, model)
    if spec is None:
        return weights
    if spec.kind == "mtp":
        return _mtp_weights(model, request, engine, weights, effects)
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
    spec = _drafter(request, model)
    if spec is None or spec.kind == "ngram":
        return stages
    if spec.kind == "mtp":
        return _mtp_specs(model, stages, effects)
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


def _mtp_weights(model: Any, request: Any, engine: Any, weights: Any, effects: list[Any]):
    """The checkpoint's MTP layers, loaded next to the target on the last stage (kvroom.core.weights)."""
    from kvroom.core.weights import weights_per_rank

    common = dict(tensor_parallel_size=engine.tensor_parallel_size,
                  pipeline_parallel_size=engine.pipeline_parallel_size,
                  enable_expert_parallel=request.enable_expert_parallel,
                  data_parallel_size=request.data_parallel_size if request.enable_expert_parallel else 1)
    extra = (weights_per_rank(model, mtp_layers=model.num_mtp_layers, **common).bytes_per_rank
             - weights_per_rank(model, **common).bytes_per_rank)
    effects.append(FlagEffect("--speculative-config", "mtp", f"{model.num_mtp_layers} MTP layer(s) of the checkpoint "
                              f"loaded: {extra / 2**30:.2f} GiB per GPU (estimate: copies of the last decoder layer "
                              "unless the checkpoint headers list them)", extra, True,
                              "vllm/config/speculative.py::hf_config_override; models/deepseek_mtp.py"))
    return replace(weights, bytes_per_rank=weights.bytes_per_rank + extra, low=weights.low + extra,
                   high=weights.high + extra, exact=False, basis=f"{weights.basis}; plus MTP layers")


def _mtp_specs(model: Any, stages: list, effects: list[Any]) -> list:
    """Each MTP layer's attention takes a KV spec like the last decoder attention layer's (DeepSeek: MLA;
    Qwen3-Next: full attention), in the last stage's pool."""
    from kvroom.core.specs import MambaSpec

    last = dict(stages[-1])
    template = next((spec for spec in reversed(list(last.values())) if not isinstance(spec, MambaSpec)), None)
    if template is None:
        return stages
    per_token = 0
    for i in range(model.num_mtp_layers):
        last[f"model.layers.{model.num_hidden_layers + i}"] = template
        per_token += template.page_size_bytes // template.block_size if template.block_size else 0
    effects.append(FlagEffect("--speculative-config", "mtp", f"{model.num_mtp_layers} MTP KV layer(s) join the cache "
                              f"pool: +{per_token:,} KV bytes per token per GPU", None, True, _SOURCE))
    return [*stages[:-1], last]
