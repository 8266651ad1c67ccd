"""Weights that do not fit: vLLM dies with a CUDA out-of-memory error while loading, before any KV check.

Owns: the load-time verdict (weights per rank plus what vLLM holds before loading, against the card) with torch's
wording per release, and the launches that hold the weights: more GPUs (tensor or pipeline parallel), online fp8,
``--cpu-offload-gb N`` with N computed, ``--dtype`` back to 16 bits. Every fix is re-planned with kvroom.api.plan
and kept only when vLLM would then start. No printing.

vLLM builds every parameter on the GPU before it copies the checkpoint in (model_loader/base_loader.py::load_model:
``initialize_model`` under ``torch.device(device)``), so a model larger than the free memory fails in
``initialize_model`` with torch's allocator error, e.g. "CUDA out of memory. Tried to allocate 3.50 GiB" for one
DeepSeek-R1 expert weight on one H100 (tests/test_memflags.py, llm-d case).
"""

from __future__ import annotations

import math
TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

from kvroom.core.frozen import frozen, replace
from kvroom.errors import KvroomError

GIB = 2**30
# Memory the process holds on the card before the first weight is allocated (CUDA context, cuBLAS/NCCL init):
# 79.18 GiB total, 78.57 GiB free at startup in the llm-d DeepSeek-R1 H100 log (../shared/cases/real_reports.jsonl,
# llmd-deepseek-r1-fp8-tp1-h100-loadoom). An estimate (one card, one release).
ESTIMATE_PRE_LOAD_BYTES = int(0.61 * GIB)
# a fix that loads the weights but leaves less context than this is not proposed (kvroom's choice, not vLLM's)
MIN_PROPOSED_LENGTH = 2048


@frozen
class LoadFix:
    """A launch that holds the weights, checked by re-planning it."""

    flags: str  # what to add or change, in vLLM's spellings (kvroom's --gpu for more cards)
    text: str  # why it works
    changes: tuple[tuple[str, Any], ...]  # PlanRequest fields changed
    max_model_len: int | None  # what the fixed launch plans at
    max_concurrency: float | None

    def to_dict(self) -> dict[str, Any]:
        return {"flags": self.flags, "text": self.text, "changes": dict(self.changes),
                "max_model_len": self.max_model_len, "max_concurrency": self.max_concurrency}


def _format_size(value: int) -> str:
    """torch's c10/cuda/CUDACachingAllocator.cpp format_size (two decimals, binary units)."""
    if value <= 1024:
        return f"{value} bytes"
    if value <= 1048576:
        return f"{value / 1024:.2f} KiB"
    if value <= 1073741824:
        return f"{value / 1048576:.2f} MiB"
    return f"{value / 1073741824:.2f} GiB"


def load_failure(engine: Any, request: Any, weights: Any, memory: Any, model: Any = None) -> str | None:
    """The load-time OOM text when the weights per rank do not fit on the card, else None.

    torch's words (c10/cuda/CUDACachingAllocator.cpp, torch >= 2.1): "CUDA out of memory. Tried to allocate X.
    GPU 0 has a total capacity of T of which F is free. ..."; X is the tensor being built when the card fills,
    found by walking vLLM's construction order (kvroom.core.weights.allocation_order, an estimate)."""
    card = request.free_memory_bytes if request.free_memory_bytes is not None else request.gpu_total_memory_bytes
    if not card or request.platform != "cuda":
        return None
    held = ESTIMATE_PRE_LOAD_BYTES if request.free_memory_bytes is None else 0
    if weights.bytes_per_rank + held <= card:
        return None
    cls = engine.rules.torch_oom_class
    head = (f"CUDA out of memory while loading the weights: {weights.bytes_per_rank / GIB:.2f} GiB per GPU plus about "
            f"{held / GIB:.2f} GiB vLLM holds before loading exceed the {card / GIB:.2f} GiB "
            f"{'free' if request.free_memory_bytes is not None else 'on the card'}. vLLM dies while building the "
            "model with torch's error, about: ")
    fill = None
    if model is not None:
        from kvroom.core.memflags import online_quantization
        from kvroom.core.weights import allocation_order, tensor_at_fill

        ranks = engine.tensor_parallel_size * (request.data_parallel_size if request.enable_expert_parallel else 1)
        try:
            quant = online_quantization(model, request.quantization, engine.rules)
        except KvroomError:
            quant = None
        order = allocation_order(model, tensor_parallel_size=engine.tensor_parallel_size, expert_ranks=ranks,
                                 online_quantization=quant)
        fill = tensor_at_fill(order, card - held)
    if fill is None:
        tensor = max(1, min(weights.largest_tensor_bytes or weights.bytes_per_rank, weights.bytes_per_rank))
        return (head + f"{cls}: CUDA out of memory. Tried to allocate <one weight tensor, up to "
                f"{_format_size(tensor)}>. GPU 0 has a total capacity of "
                f"{_format_size(request.gpu_total_memory_bytes)} of which <less than that> is free. ...")
    name, size, free = fill
    return (head + f"{cls}: CUDA out of memory. Tried to allocate {_format_size(size)}. GPU 0 has a total capacity "
            f"of {_format_size(request.gpu_total_memory_bytes)} of which {_format_size(free)} is free. ... "
            f"(while building {name})")


def load_fixes(model: Any, request: Any) -> list[LoadFix]:
    """Launches that load and start, each re-planned: more cards (TP, then PP), --quantization fp8,
    --cpu-offload-gb N, --dtype auto when float32 was asked."""
    from kvroom.api import plan_without_fixes

    out: list[LoadFix] = []

    def attempt(flags: str, text: str, **changes: Any) -> bool:
        try:
            result = plan_without_fixes(model, replace(request, **changes))
            shortest = min(MIN_PROPOSED_LENGTH, result.engine.derived.default_max_model_len)
            if not result.starts and result.decision.error_kind not in ("weights_oom", "free_memory_low") \
                    and result.decision.largest_max_model_len >= shortest and request.max_model_len in (None, -1):
                # the weights load and a shorter context fits: propose that length (re-planned)
                length = result.decision.largest_max_model_len
                changes = {**changes, "max_model_len": length}
                flags = f"{flags} --max-model-len {length}"
                result = plan_without_fixes(model, replace(request, **changes))
        except KvroomError:  # a candidate vLLM refuses at config time is simply not a fix
            return False
        if not result.starts:
            return False
        out.append(LoadFix(flags, text, tuple(sorted(changes.items())), result.decision.max_model_len,
                           result.decision.max_concurrency))
        return True

    base = _gpu_base(request.gpu)
    if base:
        for size in (2, 4, 8, 16):
            if attempt(f"--gpu {base}x{size} -tp {size}", f"tensor parallel over {size} {base}: each GPU holds about "
                       f"1/{size} of the weights", gpu=f"{base}x{size}", tensor_parallel_size=size,
                       pipeline_parallel_size=1):
                break
        for size in (2, 4, 8, 16):
            if attempt(f"--gpu {base}x{size} -pp {size}", f"pipeline parallel over {size} {base}: each GPU holds "
                       f"about 1/{size} of the layers", gpu=f"{base}x{size}", tensor_parallel_size=1,
                       pipeline_parallel_size=size):
                break
    if request.dtype in ("float", "float32"):
        attempt("--dtype auto", "16-bit weights and KV cache: half the bytes of float32", dtype="auto")
    if model.quantization is None and not request.quantization:
        attempt("--quantization fp8", "vLLM converts the linear weights to fp8 while loading (about half; a "
                "pre-quantized FP8 checkpoint of the model is about the same size)", quantization="fp8")
    _offload_fix(model, request, attempt)
    return out


def _offload_fix(model: Any, request: Any, attempt) -> None:
    from kvroom.api import plan_without_fixes

    try:
        probe = plan_without_fixes(model, replace(request, cpu_offload_gb=0.0))
    except KvroomError:
        return
    memory = probe.memory
    if memory is None:
        return
    deficit = probe.decision.bytes_per_request - memory.available_kv_bytes
    start = max(1, math.ceil(deficit / GIB))
    for extra in range(0, 6):
        gb = start + extra
        if attempt(f"--cpu-offload-gb {gb}", f"{gb} GiB of weights per GPU stay in host memory and cross PCIe "
                   "every step (slow, but it loads)", cpu_offload_gb=float(gb)):
            return


def _gpu_base(gpu: str | None) -> str | None:
    if not gpu:
        return None
    from kvroom.gpus import parse_gpu

    try:
        selection = parse_gpu(gpu)
    except KvroomError:
        return None
    return selection.gpu.name if selection.gpu is not None else None
