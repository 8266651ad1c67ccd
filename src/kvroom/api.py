"""kvroom's Python API: plan a vLLM launch (and, through kvroom.explain, read a failed one).

``plan()`` is the library entry point the CLI, the sweep and the web page all call. It returns a typed
``PlanResult`` whose ``to_dict()`` is the JSON contract (schema_version 1). No printing here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kvroom.core.engine import EngineConfig, PlanRequest, resolve, worker_specs
from kvroom.core.model import ModelDescription
from kvroom.core.planning import StartupDecision, decide
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
    memory: Any = None  # kvroom.core.budget breakdown when the budget was estimated
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
        """KV bytes one token costs on one worker, all full-attention layers (sliding layers capped by window)."""
        total = 0
        for g in self.decision.groups:
            spec = g.spec
            page = g.page_size_bytes if g.uniform_type else len(g.layer_names) * spec.page_size_bytes
            total += page // spec.block_size if spec.block_size else 0
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
            "memory": self.memory.to_dict() if self.memory is not None and hasattr(self.memory, "to_dict") else None,
            "log_lines": list(d.log_lines),
            "notes": list(e.notes) + list(self.notes),
        }


def load_model(name: str) -> ModelDescription:
    """A model by local path (directory or config.json) or catalog id; Hub ids are resolved by kvroom.sources.hub."""
    from pathlib import Path

    path = Path(name).expanduser()
    if path.exists():
        from kvroom.sources.config import load_config_path

        return load_config_path(path)
    from kvroom.sources import catalog

    return catalog.lookup(name)


def plan(model: ModelDescription | str, request: PlanRequest | None = None, **flags: Any) -> PlanResult:
    """Plan a vLLM launch. ``flags`` are PlanRequest fields (vLLM's names), e.g. max_model_len=32768."""
    if isinstance(model, str):
        model = load_model(model)
    if request is None:
        request = PlanRequest(**flags)
    elif flags:
        from dataclasses import replace

        request = replace(request, **flags)
    engine = resolve(model, request)
    stages = worker_specs(model, engine, request)
    if request.kv_cache_memory_bytes is None:
        raise InputError(
            "no KV cache memory to plan against: pass --kv-cache-memory-bytes (bytes per GPU worker), "
            "or --gpu NAME so kvroom can estimate it"
        )
    available = [request.kv_cache_memory_bytes] * len(stages)
    decision = decide(engine, stages, available)
    return PlanResult(model=model, request=request, engine=engine, decision=decision, available_bytes=request.kv_cache_memory_bytes)


def sizing_context(result: PlanResult) -> SizingContext:
    return result.engine.sizing(result.decision.max_model_len)
