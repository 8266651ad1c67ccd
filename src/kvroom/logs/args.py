"""vLLM arguments as they appear in logs: a pasted command line (``vllm serve M --max-model-len 32k -tp 2``)
and the ``non-default args: {...}`` dict that vLLM logs at startup.

Owns: mapping vLLM's flag spellings and argument names to StartupRecord field names. Values are kept as
typed; ``--max-model-len`` is also kept raw (``requested_max_model_len``) because parsing "32k" or "auto" is
kvroom.core.lengths' job.

Never: evaluate human-readable numbers, guess defaults.
"""

from __future__ import annotations

import re
from typing import Any

# vLLM flag (underscores normalized to dashes) -> record field
CLI_FLAGS: dict[str, str] = {
    "--model": "model",
    "--max-model-len": "requested_max_model_len",
    "--tensor-parallel-size": "tensor_parallel_size",
    "-tp": "tensor_parallel_size",
    "--pipeline-parallel-size": "pipeline_parallel_size",
    "-pp": "pipeline_parallel_size",
    "--data-parallel-size": "data_parallel_size",
    "-dp": "data_parallel_size",
    "--gpu-memory-utilization": "gpu_memory_utilization",
    "--kv-cache-dtype": "kv_cache_dtype",
    "--dtype": "dtype",
    "--quantization": "quantization",
    "-q": "quantization",
    "--max-num-seqs": "max_num_seqs",
    "--max-num-batched-tokens": "max_num_batched_tokens",
    "--block-size": "block_size",
    "--enforce-eager": "enforce_eager",
    "--attention-backend": "attention_backend",
}
_BOOL_FLAGS = frozenset({"--enforce-eager"})

# key in vLLM's "non-default args" dict -> record field
ARG_KEYS: dict[str, str] = {
    "model": "model",
    "max_model_len": "requested_max_model_len",
    "tensor_parallel_size": "tensor_parallel_size",
    "pipeline_parallel_size": "pipeline_parallel_size",
    "data_parallel_size": "data_parallel_size",
    "gpu_memory_utilization": "gpu_memory_utilization",
    "kv_cache_dtype": "kv_cache_dtype",
    "dtype": "dtype",
    "quantization": "quantization",
    "max_num_seqs": "max_num_seqs",
    "max_num_batched_tokens": "max_num_batched_tokens",
    "block_size": "block_size",
    "enforce_eager": "enforce_eager",
    "attention_backend": "attention_backend",
}

_DICT_ITEM_RE = re.compile(r"'([a-z_]{1,60})': ('[^'\n]{0,300}'|\"[^\"\n]{0,300}\"|[-\w.+]{1,60})")
_MAX_TOKENS = 2000


def _is_value(tok: str) -> bool:
    return not tok.startswith("-") or _looks_number(tok)


def _looks_number(tok: str) -> bool:
    try:
        float(tok)
    except ValueError:
        return False
    return True


def parse_cli(text: str) -> dict[str, Any]:
    """Fields from a ``vllm serve`` / ``python -m vllm.entrypoints.openai.api_server`` command line."""
    toks = text.split()[:_MAX_TOKENS]
    out: dict[str, Any] = {}
    start = 0
    for i, t in enumerate(toks):
        if t == "serve" and i > 0 and toks[i - 1].endswith("vllm"):
            start = i + 1
            if start < len(toks) and not toks[start].startswith("-"):
                out["model"] = toks[start]
                start += 1
            break
        if "api_server" in t or "vllm.entrypoints" in t:
            start = i + 1
            break
    i = start
    while i < len(toks):
        tok = toks[i]
        i += 1
        if not tok.startswith("-"):
            continue
        name, eq, val = tok.partition("=")
        flag = name if not name.startswith("--") else "--" + name[2:].replace("_", "-")
        field = CLI_FLAGS.get(flag)
        if field is None:
            continue
        if flag in _BOOL_FLAGS:
            out[field] = val.lower() not in ("false", "0") if eq else True
            continue
        if not eq:
            if i >= len(toks) or not _is_value(toks[i]):
                continue
            val = toks[i]
            i += 1
        out[field] = val.strip("'\"")
    return out


def parse_arg_dict(text: str) -> dict[str, Any]:
    """Fields from vLLM's ``non-default args: {'model': ..., 'max_model_len': 32768, ...}`` line."""
    out: dict[str, Any] = {}
    for m in _DICT_ITEM_RE.finditer(text):
        field = ARG_KEYS.get(m.group(1))
        if field is None or field in out:
            continue
        v = m.group(2)
        if v[:1] in "'\"":
            v = v[1:-1]
        out[field] = v
    return out
