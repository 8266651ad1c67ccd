"""The oracle's command-line flags (../shared/oracle/vllm_oracle.py and multi/vllm_oracle_multi.py `one`) as
PlanRequest fields: one mapping for the 0.32 goldens and the multi-release goldens."""

from __future__ import annotations

# flag -> (PlanRequest field, how the oracle's text becomes the value)
_VALUED = {
    "max-model-len": ("max_model_len", int),
    "kv-bytes": ("kv_cache_memory_bytes", int),
    "kv-gib": ("kv_cache_memory_bytes", lambda v: int(float(v) * (1 << 30))),
    "block-size": ("block_size", int),
    "kv-cache-dtype": ("kv_cache_dtype", str),
    "tp": ("tensor_parallel_size", int),
    "tensor-parallel-size": ("tensor_parallel_size", int),
    "max-num-batched-tokens": ("max_num_batched_tokens", int),
    "max-num-seqs": ("max_num_seqs", int),
    "usage-context": ("usage_context", str),
    "num-gpu-blocks-override": ("num_gpu_blocks_override", int),
    "mamba-ssm-cache-dtype": ("mamba_ssm_cache_dtype", str),
}
SWITCHES = {"disable-hybrid-kv-cache-manager": "disable_hybrid_kv_cache_manager"}


def oracle_flag(key: str, value: str | None) -> tuple[str, object] | None:
    """(field, value) for one oracle flag (a switch takes value None); None when the flag is not mapped."""
    if key in SWITCHES:
        return SWITCHES[key], True
    if key in _VALUED and value is not None:
        field, convert = _VALUED[key]
        return field, convert(value)
    return None
