"""vLLM's message and log-line templates, per release family (spec §4.4, §5.2, §6.3, §9).

The only verbatim vLLM text in kvroom's core lives here. Pure: formats strings, decides nothing.
"""

from __future__ import annotations

from kvroom.core.releases import ReleaseRules

GIB = 2**30
_DOCS = "See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details."
_TRY = "Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine."
_TRY_CPU = (
    "Try increasing `gpu_memory_utilization` (which also controls CPU memory on the CPU backend) or "
    "decreasing `max_model_len` when initializing the engine."
)


def format_gib(num_bytes: int) -> str:
    """vllm/utils/mem_utils.py::format_gib: str(round(bytes / 2**30, 2))."""
    return str(round(num_bytes / GIB, 2))


def gib_text(num_bytes: int, rules: ReleaseRules) -> str:
    """A byte count the way this release prints GiB in the KV messages."""
    if rules.gib_format == "format_gib":
        return format_gib(num_bytes)
    return f"{num_bytes / GIB:.2f}"


def kv_cache_too_small(rules: ReleaseRules, max_model_len: int, needed: int, available: int, estimate: int) -> str:
    """The V1 "To serve at least one request ..." ValueError text."""
    owner = "models's" if rules.models_typo else "model's"
    unit = "GB" if rules.gib_format == "GB" else "GiB"
    head = (
        f"To serve at least one request with the {owner} max seq len ({max_model_len}), "
        f"({gib_text(needed, rules)} {unit} KV cache is needed, which is larger than the available KV cache "
        f"memory ({gib_text(available, rules)} {unit})."
    )
    family = rules.message_family
    if family in ("v1a", "v1b"):
        return f"{head} {_TRY}"
    if family == "v1c":  # 0.8.4-0.9.0: the estimate sentence lost its second half
        return f"{head} Based on the available memory,  {_TRY}" if estimate > 0 else f"{head}  {_TRY}"
    estimate_sentence = f"Based on the available memory, the estimated maximum model length is {estimate}."
    if family in ("v1d", "v1e"):
        body = f"{head} {estimate_sentence} {_TRY}" if estimate > 0 else f"{head}  {_TRY}"
        return f"{body} {_DOCS}" if family == "v1e" else body
    est = f"{estimate_sentence} " if estimate > 0 else ""
    tail = _TRY_CPU if family == "v1g" else _TRY
    return f"{head} {est}{tail} {_DOCS}"


def no_kv_memory(rules: ReleaseRules) -> str:
    """"No available memory for the cache blocks" (§4.4)."""
    base = "No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine"
    if rules.no_memory_family == "plain":
        return f"{base}."
    if rules.no_memory_family == "docs":
        return f"{base}. {_DOCS}"
    return (
        f"{base} (this flag also controls CPU memory reservation on the CPU backend, despite its name). {_DOCS}"
    )


def kv_cache_too_small_v0(max_model_len: int, max_tokens: int) -> str:
    """The V0 engine's check (vllm/worker/worker.py::raise_if_cache_size_invalid), every release <= 0.10.2."""
    return (
        f"The model's max seq len ({max_model_len}) is larger than the maximum number of tokens that can be "
        f"stored in KV cache ({max_tokens}). {_TRY}"
    )


AUTO_FIT_NO_TOKEN = (
    "Cannot auto-fit max_model_len: not enough GPU memory available to serve even a single token. "
    "Try increasing `gpu_memory_utilization`."
)


def auto_fit_line(rules: ReleaseRules, original: int, fitted: int, memory: int, device: str) -> str:
    """The "Auto-fit max_model_len: ..." info line (§5.2)."""
    if rules.auto_fit_wording == "v2":
        where = f"available KV cache memory ({format_gib(memory)} GiB {device})"
        if fitted >= original:
            return f"Auto-fit max_model_len: full model context length {original} fits in {where}"
        return f"Auto-fit max_model_len: reduced from {original} to {fitted} to fit in {where}"
    if fitted >= original:
        return f"Auto-fit max_model_len: full model context length {original} fits in available GPU memory"
    return (
        f"Auto-fit max_model_len: reduced from {original} to {fitted} to fit in available GPU memory "
        f"({format_gib(memory)} GiB available for KV cache)"
    )


def capacity_lines(rules: ReleaseRules, tokens: int, max_model_len: int, concurrency: float, device: str) -> list[str]:
    """The KV cache size / maximum concurrency log lines (§6.3, V1)."""
    size = f"{device if rules.capacity_line == 'one_line_dev' else 'GPU'} KV cache size: {tokens:,} tokens"
    conc = f"Maximum concurrency for {max_model_len:,} tokens per request: {concurrency:.2f}x"
    if rules.capacity_line == "two_lines":
        return [size, conc]
    return [f"{size}, {conc}"]
