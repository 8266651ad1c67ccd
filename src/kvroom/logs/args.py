"""vLLM arguments as they appear in logs: a pasted command line (``vllm serve M --max-model-len 32k -tp 2``)
and the ``non-default args: {...}`` dict that vLLM logs at startup.

Both are read by kvroom.launch (one reader for the CLI, the web page and explain: the release's own flag table
for a command, ``parse_logged_args`` for the dict); this module owns only the mapping of vLLM's argument dests to
StartupRecord field names, and the JSON-safe copy of every given argument (``_launch_args``, the record's
``launch_args``) from which explain rebuilds the launch. Values are kept as typed; ``--max-model-len`` is also
kept raw (``requested_max_model_len``) because parsing "32k" or "auto" is kvroom.core.lengths' job.

Never: evaluate human-readable numbers, guess defaults.
"""

from __future__ import annotations

import re
from typing import Any

# vLLM argument dest (EngineArgs / the serve parser) -> record field
ARG_KEYS: dict[str, str] = {
    "model_tag": "model",
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

# a cut or wrapped dict line that is no Python literal any more: its complete `'key': value` items, one by one
_DICT_ITEM_RE = re.compile(r"'([a-z_]{1,60})': ('[^'\n]{0,300}'|\"[^\"\n]{0,300}\"|[-\w.+]{1,60})")
_DICT_START_RE = re.compile(r"non-default args: (\{.{0,20000})")
MAX_ARG_ITEMS = 500


def parse_cli(text: str) -> dict[str, Any]:
    """Fields from a ``vllm serve`` / ``python -m vllm.entrypoints.openai.api_server`` / docker command line."""
    from kvroom.launch.logtext import command_args_in_line

    return _fields(command_args_in_line(text))


def parse_arg_dict(text: str) -> dict[str, Any]:
    """Fields from vLLM's ``non-default args: {'model': ..., 'max_model_len': 32768, ...}`` line."""
    from kvroom.launch.logtext import parse_logged_args

    m = _DICT_START_RE.search(text)
    args = parse_logged_args(m.group(1).rstrip()) if m else None
    if args is None:  # cut or wrapped: the items that are whole
        args = {}
        for item in _DICT_ITEM_RE.finditer(text):
            v = item.group(2)
            args.setdefault(item.group(1), v[1:-1] if v[:1] in "'\"" else v)
    return _fields(args)


def _fields(args: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    launch: dict[str, Any] = {}
    for key, value in list(args.items())[:MAX_ARG_ITEMS]:
        if not isinstance(key, str) or value is None:
            continue
        launch[key] = _plain(value, 0)
        field = ARG_KEYS.get(key)
        if field is not None and field not in out and not isinstance(value, (dict, list, tuple, set)):
            out[field] = str(value)  # as typed; the builder converts ("True" -> True, "32768" -> 32768)
    if launch:
        out["_launch_args"] = launch
    return out


def _plain(value: Any, depth: int) -> Any:
    """A JSON-safe copy (the record's to_dict is JSON): containers as lists/dicts, anything else as text."""
    if isinstance(value, (str, bool, int, float)) or value is None:
        return value
    if depth < 8 and isinstance(value, dict):
        return {str(k): _plain(v, depth + 1) for k, v in list(value.items())[:MAX_ARG_ITEMS]}
    if depth < 8 and isinstance(value, (list, tuple, set, frozenset)):
        return [_plain(v, depth + 1) for v in list(value)[:MAX_ARG_ITEMS]]
    return str(value)[:1000]
