"""kvroom's own hints beside vLLM's answer: the tensor parallel sizes that divide a model, the GPUs a launch
leaves idle (and the ``--data-parallel-size`` that fills them), what a k/K length spelling means.

Pure: no I/O, no printing. Each hint is a plain sentence the plan result carries in its notes (the CLI prints
it as a ``kvroom:`` line under vLLM's own wording, which stays exact). Never changes a verdict.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from kvroom.core.model import ModelDescription


def valid_tensor_parallel_sizes(model: ModelDescription, limit: int) -> list[int]:
    """The sizes 1..``limit`` that pass vLLM's sharding rules for ``model``:
    num_attention_heads % tp == 0 (vllm/config/model.py::ModelConfig.verify_with_parallel_config, checked while
    building the config, 0.8-0.33) and the KV-head rule of QKVParallelLinear (vllm/model_executor/layers/
    linear.py: divide(total_num_kv_heads, tp) when tp < kv heads, else divide(tp, total_num_kv_heads); checked
    while loading), both as kvroom.core.engine mirrors them."""
    from kvroom.core.engine import EngineConfigError, _validate_parallel

    sizes = []
    for tp in range(1, max(1, limit) + 1):
        try:
            _validate_parallel(model, tp, 1)
        except EngineConfigError:
            continue
        sizes.append(tp)
    return sizes


def tensor_parallel_hint(model: ModelDescription, tensor_parallel_size: int, num_gpus: int) -> str:
    """The sizes that do divide, up to the GPUs given (else 8, or 16 when more than 8 was asked)."""
    limit = num_gpus if num_gpus > 1 else (16 if tensor_parallel_size > 8 else 8)
    kv_heads = sorted({layer.num_kv_heads for layer in model.attention_layers
                       if layer.kind != "mla" and layer.num_kv_heads})
    what = f"the {model.num_attention_heads} attention heads"
    if kv_heads and kv_heads != [model.num_attention_heads]:
        what += f" and {'/'.join(map(str, kv_heads))} key/value heads"
    sizes = valid_tensor_parallel_sizes(model, limit)
    where = f"on the {num_gpus} GPUs given" if num_gpus > 1 else f"up to {limit}"
    if not sizes or sizes == [1]:
        return f"no tensor parallel size above 1 fits {what} {where}; use --tensor-parallel-size 1"
    return f"tensor parallel sizes that fit {what} {where}: {', '.join(map(str, sizes))}"


def idle_gpus(num_gpus: int, tensor_parallel_size: int, pipeline_parallel_size: int,
              data_parallel_size: int) -> int | None:
    """The --data-parallel-size that would use the ``num_gpus`` given, when the launch uses fewer; else None.

    vLLM starts tensor x pipeline ranks per replica (vllm/config/parallel.py::ParallelConfig.__post_init__:
    world_size = pipeline_parallel_size * tensor_parallel_size [* prefill_context_parallel_size]) and
    data_parallel_size replicas (world_size_across_dp = world_size * data_parallel_size); GPUs beyond that are
    not used."""
    world = tensor_parallel_size * pipeline_parallel_size
    if num_gpus <= 1 or world * data_parallel_size >= num_gpus:
        return None
    fill = num_gpus // world
    return fill if fill > data_parallel_size else None


def idle_gpus_note(gpu: str, num_gpus: int, tensor_parallel_size: int, pipeline_parallel_size: int,
                   data_parallel_size: int, expert_parallel_moe: bool = False) -> str | None:
    fill = idle_gpus(num_gpus, tensor_parallel_size, pipeline_parallel_size, data_parallel_size)
    if fill is None:
        return None
    tp, pp, dp = tensor_parallel_size, pipeline_parallel_size, data_parallel_size
    used = tp * pp * dp
    text = (f"vLLM uses {used} of the {num_gpus} GPUs of --gpu {gpu}: tensor x pipeline x data parallel = "
            f"{tp} x {pp} x {dp} = {used}, and it starts only that many ranks; the rest stay idle. ")
    total = fill * tp * pp
    share = f"all {num_gpus}" if total == num_gpus else f"{total} of them"
    if expert_parallel_moe:
        return text + (f"To use {share}, plan --data-parallel-size {fill}: with --enable-expert-parallel the "
                       f"experts are split over TP x DP = {tp * fill} ranks, so each rank holds less than here")
    flag = f"add --data-parallel-size {fill} (-dp {fill})" if dp == 1 else f"set --data-parallel-size {fill} (not {dp})"
    return text + (f"To use {share}, {flag}: {fill} replicas, each rank holding what "
                   "this plan shows")
