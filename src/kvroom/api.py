"""kvroom's Python API: plan a vLLM launch (and, through kvroom.explain, read a failed one).

``plan()`` is the library entry point the CLI, the sweep and the web page all call. It returns a typed
``PlanResult`` whose ``to_dict()`` is the JSON contract (schema_version 1). No printing here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from kvroom.core.engine import EngineConfig, PlanRequest, attention_backend, resolve, worker_specs
from kvroom.core.model import ModelDescription
from kvroom.core.planning import StartupDecision, decide, largest_lengths
from kvroom.core.specs import SizingContext
from kvroom.errors import InputError

SCHEMA_VERSION = 1


@dataclass(frozen=True)
class GroupSummary:
    layer_type: str
    num_layers: int
    block_size: int
    page_size_bytes: int
    bytes_per_request: int
    sliding_window: int | None = None
    attention_chunk_size: int | None = None


@dataclass(frozen=True)
class PlanResult:
    """Everything kvroom knows about one launch; ``to_dict()`` is the JSON contract."""

    model: ModelDescription
    request: PlanRequest
    engine: EngineConfig
    decision: StartupDecision
    available_bytes: int | None
    memory: Any = None  # kvroom.core.budget.MemoryBudget when the budget was estimated
    largest_range: tuple[int, int] | None = None  # largest --max-model-len at the budget's low/high
    notes: tuple[str, ...] = field(default=())

    @property
    def starts(self) -> bool:
        return self.decision.starts

    @property
    def error(self) -> str | None:
        return self.decision.error

    def group_summaries(self) -> list[GroupSummary]:
        ctx = self.engine.sizing(self.decision.max_model_len)
        out = []
        for g in self.decision.groups:
            spec = g.spec
            out.append(
                GroupSummary(
                    layer_type=spec.type_name if not g.uniform_type else f"UniformType[{spec.type_name}]",
                    num_layers=len(g.layer_names),
                    block_size=spec.block_size,
                    page_size_bytes=g.page_size_bytes if g.uniform_type else spec.page_size_bytes,
                    bytes_per_request=(g.max_memory_usage_bytes(ctx) if g.uniform_type else len(g.layer_names) * spec.max_memory_usage_bytes(ctx)),
                    sliding_window=getattr(spec, "sliding_window", None),
                    attention_chunk_size=getattr(spec, "attention_chunk_size", None),
                )
            )
        return out

    def kv_bytes_per_token(self) -> int:
        """KV bytes one token costs on one worker across the attention layers (Mamba state is per request, not
        per token; a sliding-window layer stops growing at its window)."""
        from kvroom.core.specs import MambaSpec

        total = 0
        for g in self.decision.groups:
            specs = g.layer_specs if g.uniform_type else (g.spec,) * len(g.layer_names)
            for spec in specs:
                if not isinstance(spec, MambaSpec) and spec.block_size:
                    total += spec.unpadded_page_size_bytes // spec.block_size
        return total

    def to_dict(self) -> dict[str, Any]:
        d = self.decision
        e = self.engine
        return {
            "schema_version": SCHEMA_VERSION,
            "vllm_version": str(e.release),
            "platform": e.platform,
            "model": self.model.model_id,
            "architecture": self.model.architecture,
            "max_model_len": d.max_model_len,
            "derived_max_model_len": e.derived.default_max_model_len,
            "auto_fit": e.auto_fit,
            "starts": d.starts,
            "error": d.error,
            "error_kind": d.error_kind,
            "engine": "v0" if e.use_v0 else "v1",
            "kv_cache": {
                "bytes_per_request": d.bytes_per_request,
                "available_bytes": self.available_bytes,
                "check_memory_bytes": d.check_memory_bytes if self.available_bytes is not None else None,
                "estimated_max_model_len": d.estimated_max_model_len if self.available_bytes is not None else None,
                "largest_max_model_len": d.largest_max_model_len if self.available_bytes is not None else None,
                "num_gpu_blocks": d.num_gpu_blocks,
                "kv_cache_tokens": d.kv_cache_tokens,
                "max_concurrency": d.max_concurrency,
                "block_size": e.block_size,
                "bytes_per_block": d.bytes_per_block,
                "bytes_per_token": self.kv_bytes_per_token(),
                "kv_cache_dtype": e.kv_cache_dtype,
                "dtype_bytes": e.kv_dtype_bytes,
                "groups": [g.__dict__ for g in self.group_summaries()],
            },
            "settings": {
                "tensor_parallel_size": e.tensor_parallel_size,
                "pipeline_parallel_size": e.pipeline_parallel_size,
                "max_num_batched_tokens": e.max_num_batched_tokens,
                "max_num_seqs": e.max_num_seqs,
                "in_flight_tokens": e.in_flight_tokens,
                "disable_hybrid_kv_cache_manager": e.disable_hybrid_kv_cache_manager,
            },
            "memory": memory_dict(self.memory),
            "largest_max_model_len_range": list(self.largest_range) if self.largest_range else None,
            "log_lines": list(d.log_lines),
            "notes": list(e.notes) + list(self.notes),
        }


def config_refusal_dict(model: ModelDescription, request: PlanRequest, message: str,
                        error_kind: str = "config_refused") -> dict[str, Any]:
    """The JSON of a launch vLLM refuses while building its config (e.g. "User-specified max_model_len ... is
    greater than the derived max_model_len"), in the same shape as PlanResult.to_dict()."""
    from kvroom.core.releases import Release

    kv_keys = ("bytes_per_request", "available_bytes", "check_memory_bytes", "estimated_max_model_len",
               "largest_max_model_len", "num_gpu_blocks", "kv_cache_tokens", "max_concurrency", "block_size",
               "bytes_per_block", "bytes_per_token", "kv_cache_dtype", "dtype_bytes")
    settings_keys = ("tensor_parallel_size", "pipeline_parallel_size", "max_num_batched_tokens", "max_num_seqs",
                     "in_flight_tokens", "disable_hybrid_kv_cache_manager")
    kv: dict[str, Any] = dict.fromkeys(kv_keys)
    kv.update(available_bytes=request.kv_cache_memory_bytes, kv_cache_dtype=request.kv_cache_dtype, groups=[])
    settings: dict[str, Any] = dict.fromkeys(settings_keys)
    settings.update(tensor_parallel_size=request.tensor_parallel_size,
                    pipeline_parallel_size=request.pipeline_parallel_size)
    return {
        "schema_version": SCHEMA_VERSION, "vllm_version": str(Release.parse(request.vllm_version)),
        "platform": request.platform, "model": model.model_id, "architecture": model.architecture,
        "max_model_len": request.max_model_len, "derived_max_model_len": None, "auto_fit": request.max_model_len == -1,
        "starts": False, "error": message, "error_kind": error_kind, "engine": None, "kv_cache": kv,
        "settings": settings, "memory": None, "largest_max_model_len_range": None, "log_lines": [], "notes": [],
    }


def load_model(name: str, revision: str | None = None) -> ModelDescription:
    """A model by local path (directory or config.json), catalog id, or Hugging Face Hub id (in that order).

    The Hub is asked only for an id that is neither a local path nor in the catalog (and never offline)."""
    from pathlib import Path

    if len(name) > 4096 or "\x00" in name:
        raise InputError("the model name is not a path, catalog id or Hub id")
    path = Path(name).expanduser()
    if path.exists():
        from kvroom.sources.config import load_config_path

        return load_config_path(path)
    from kvroom.errors import UnknownModelError
    from kvroom.sources import catalog

    try:
        return catalog.lookup(name)
    except UnknownModelError:
        if not _looks_like_hub_id(name):
            raise
    from kvroom.sources.hub import describe_hub_model

    return describe_hub_model(name, revision)


def _looks_like_hub_id(name: str) -> bool:
    import re

    return bool(re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,95}/[A-Za-z0-9][A-Za-z0-9._-]{0,95}", name))


def plan(model: ModelDescription | str, request: PlanRequest | None = None, **flags: Any) -> PlanResult:
    """Plan a vLLM launch. ``flags`` are PlanRequest fields (vLLM's names), e.g. max_model_len=32768.

    The available KV memory is ``kv_cache_memory_bytes`` when given (exact: vLLM's bypass flag), else the
    memory budget of ``gpu`` (kvroom.core.budget, estimated terms with their range)."""
    if isinstance(model, str):
        model = load_model(model)
    if request is None:
        request = PlanRequest(**flags)
    elif flags:
        request = replace(request, **flags)
    request = _with_gpu(request)
    engine = resolve(model, request)
    stages = worker_specs(model, engine, request)
    if request.kv_cache_memory_bytes is not None:
        available = [request.kv_cache_memory_bytes] * len(stages)
        return PlanResult(model, request, engine, decide(engine, stages, available), request.kv_cache_memory_bytes)
    if not request.gpu_total_memory_bytes:
        raise InputError(
            "no memory to plan against: pass --gpu NAME (kvroom gpus lists them), --gpu-memory SIZE, "
            "or --kv-cache-memory-bytes BYTES (the KV memory per GPU worker)"
        )
    memory = _budget(model, request, engine)
    if memory.free_memory_gate_message:
        decision = decide(engine, stages, [memory.available_kv_bytes] * len(stages))
        decision = replace(decision, starts=False, error=memory.free_memory_gate_message, error_kind="free_memory_low",
                           num_gpu_blocks=None, kv_cache_tokens=None, max_concurrency=None)
        return PlanResult(model, request, engine, decision, memory.available_kv_bytes, memory)
    decision = decide(engine, stages, [memory.available_kv_bytes] * len(stages))
    low, high = largest_lengths(engine, stages, [memory.available_kv_low_bytes, memory.available_kv_high_bytes])
    notes: tuple[str, ...] = ()
    if request.attention_backend is None and attention_backend(model, request, engine.rules) == "FLASHINFER":
        notes = ("vLLM picks FlashInfer by itself here (Blackwell, or an fp8 KV cache off Hopper from 0.11.2), which "
                 "can leave 0.4-0.6 GiB less KV room than FlashAttention; the low end of the range allows for it",)
    return PlanResult(model, request, engine, decision, memory.available_kv_bytes, memory,
                      largest_range=(min(low, high), max(low, high)), notes=notes)


def _with_gpu(request: PlanRequest) -> PlanRequest:
    """Fill the GPU facts (total memory, compute capability, name) from the catalog; GPUxN sets TP."""
    if request.gpu is None:
        return request
    from kvroom.gpus import resolve_gpu

    selection = resolve_gpu(request.gpu, request.gpu_total_memory_bytes or None)
    gpu = selection.gpu
    updates: dict[str, Any] = {"gpu_total_memory_bytes": selection.total_memory_bytes}
    if gpu is not None:
        updates["gpu_name"] = gpu.name
        updates["gpu_compute_capability"] = gpu.sm
    world = request.tensor_parallel_size * request.pipeline_parallel_size
    if selection.count > 1 and world == 1:
        updates["tensor_parallel_size"] = selection.count
    elif world > selection.count > 1:
        raise InputError(
            f"--gpu {request.gpu} has {selection.count} GPUs but tensor x pipeline parallel needs {world}"
        )
    return replace(request, **updates)


@lru_cache(maxsize=256)
def _weights(model: ModelDescription, tensor_parallel_size: int, pipeline_parallel_size: int):
    """Weight bytes per rank; cached because sweeps plan the same model at many settings."""
    from kvroom.core.weights import weights_per_rank

    return weights_per_rank(model, tensor_parallel_size=tensor_parallel_size,
                            pipeline_parallel_size=pipeline_parallel_size)


def _budget(model: ModelDescription, request: PlanRequest, engine: EngineConfig):
    from kvroom.core.budget import estimate_available_kv

    if model.dtype == "float32" and request.platform == "cuda":
        # vLLM runs a float32 checkpoint ("auto" dtype) in bfloat16 on current GPUs (spec §3.2)
        model = replace(model, dtype="bfloat16")
    weights = _weights(model, engine.tensor_parallel_size, engine.pipeline_parallel_size)
    return estimate_available_kv(
        release=engine.release,
        total_memory_bytes=request.gpu_total_memory_bytes,
        weights=weights,
        geometry=model,
        gpu_memory_utilization=request.gpu_memory_utilization,
        tensor_parallel_size=engine.tensor_parallel_size,
        pipeline_parallel_size=engine.pipeline_parallel_size,
        max_num_batched_tokens=engine.max_num_batched_tokens,
        max_num_seqs=engine.max_num_seqs,
        max_model_len=engine.max_model_len,
        enforce_eager=request.enforce_eager,
        attention_backend=attention_backend(model, request, engine.rules),
        free_memory_bytes=request.free_memory_bytes,
        engine="v0" if engine.use_v0 else "v1",
        gpu_name=request.gpu_name,
        usage_context="llm" if request.usage_context == "llm" else "serve",
        device="cuda:0",
    )


def sizing_context(result: PlanResult) -> SizingContext:
    return result.engine.sizing(result.decision.max_model_len)


def memory_dict(memory: Any) -> dict[str, Any] | None:
    """The budget as JSON: every term in bytes, estimates with low/high (None when the memory was given)."""
    if memory is None:
        return None
    terms = {}
    for term in memory.terms:
        terms[term.name] = {
            "bytes": term.bytes, "low": term.low_bytes, "high": term.high_bytes, "exact": term.exact,
            "subtracted": term.subtracted, "source": term.source,
        }
    return {
        "formula": memory.formula,
        "total_memory_bytes": memory.total_memory_bytes,
        "gpu_memory_utilization": memory.gpu_memory_utilization,
        "requested_memory_bytes": memory.requested_memory_bytes,
        "terms": terms,
        "available_kv_bytes": memory.available_kv_bytes,
        "available_kv_low_bytes": memory.available_kv_low_bytes,
        "available_kv_high_bytes": memory.available_kv_high_bytes,
        "exact": memory.exact,
        "free_memory_gate_message": memory.free_memory_gate_message,
        "notes": list(memory.notes),
    }
