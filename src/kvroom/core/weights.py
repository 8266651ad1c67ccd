"""Weight bytes per GPU rank: what vLLM's ``Model loading took X GiB`` will report (spec §7.2).

Owns: placing a model's weights on tensor-parallel (TP) and pipeline-parallel (PP) ranks the way vLLM's layers do,
from exact checkpoint facts (safetensors headers, grouped by role and layer) or, when those are missing, from a
parameter count derived from the architecture (labelled an estimate with its relative tolerance).
Never does I/O.

What vLLM keeps per rank (vllm/model_executor/layers/linear.py, vocab_parallel_embedding.py, fused_moe/):
* column/row-parallel linears and routed experts are split over TP (with expert parallelism the experts are split
  over TP x DP ranks instead: the same bytes per rank when DP = 1);
* ``QKVParallelLinear`` keeps ``max(1, num_kv_heads // tp)`` KV heads per rank: k/v are replicated when
  TP > num_kv_heads;
* ``VocabParallelEmbedding`` / ``ParallelLMHead`` pad the vocabulary to a multiple of 64 and split it over TP;
* norms, MoE router gates, row-parallel biases and MLA's ``q_a_proj`` / ``kv_a_proj_with_mqa`` are replicated;
* PP splits decoder layers with ``get_pp_indices`` (vllm/distributed/utils.py): the remainder goes to partitions
  -2, -3, ...; the first rank holds the embedding, the last the final norm and lm_head (a tied lm_head is shared
  with the embedding only when both live on the same rank);
* each rank also holds the rotary ``cos_sin_cache`` buffer (positions x rotary_dim in the model dtype): this is
  why Llama-3.1-8B loads as 14.9888 GiB, 32 MiB more than its 16,060,522,496-byte checkpoint.
Quantized checkpoints load as stored (FP8 weights + scales, AWQ/GPTQ packed int32 + scales, which the Marlin
kernels repack at the same size); MXFP4 experts (gpt-oss) are padded to the MoE kernel's tile, which depends on
the backend, so that case is never exact. Online quantization (``--quantization fp8`` / ``bitsandbytes`` on a
16-bit checkpoint) converts at load time and is computed from parameter counts.
"""

from __future__ import annotations

import math

from kvroom.core.frozen import frozen
from kvroom.core.model import (
    AttentionLayer,
    CheckpointTensorGroup,
    MambaLayer,
    ModelDescription,
    QuantizationFacts,
)

# vllm/model_executor/layers/vocab_parallel_embedding.py::DEFAULT_VOCAB_PADDING_SIZE
VOCAB_PADDING_SIZE = 64
_DTYPE_BYTES = {"bfloat16": 2, "float16": 2, "float32": 4}
_LINEAR_ROLES = ("tp_sharded", "kv_proj", "qkv_fused", "experts")

# Relative tolerances of the architecture-based estimate (checked against the catalog's parameter counts and
# the real "Model loading took" lines in tests/test_weights.py).
TOLERANCE_DENSE = 0.01
TOLERANCE_QUANTIZED = 0.03
TOLERANCE_HYBRID = 0.05
TOLERANCE_MXFP4_PADDING = 0.02
MULTIMODAL_ENCODER_HIGH = 0.12  # vision towers of the catalog's multimodal models are 1.5-10% of the weights


@frozen
class WeightsEstimate:
    """Weight bytes vLLM will hold on the fullest GPU rank.

    bytes_per_rank  the largest PP stage (every TP rank of a stage holds the same bytes)
    low / high      bounds (equal to bytes_per_rank when exact)
    exact           computed from safetensors headers with no backend-dependent conversion
    basis           one line saying where the number comes from
    stage_bytes     bytes per rank of each PP stage, first to last
    notes           conversions, dropped tensors, assumptions
    """

    bytes_per_rank: int
    low: int
    high: int
    exact: bool
    basis: str
    stage_bytes: tuple[int, ...] = ()
    notes: tuple[str, ...] = ()
    decoder_bytes: int = 0  # bytes of decoder-layer parameters on the fullest rank (what --cpu-offload-gb can move)
    largest_tensor_bytes: int = 0  # about the largest single weight tensor per rank (an MLP or expert weight)


def get_pp_indices(num_hidden_layers: int, pp_rank: int, pp_size: int) -> tuple[int, int]:
    """vllm/distributed/utils.py::get_pp_indices without VLLM_PP_LAYER_PARTITION: [start, end) of one stage."""
    from kvroom.core.engine import pp_partition  # one implementation of vLLM's split, shared with the KV specs

    return pp_partition(num_hidden_layers, pp_size)[pp_rank]


def weights_per_rank(
    model: ModelDescription,
    *,
    tensor_parallel_size: int = 1,
    pipeline_parallel_size: int = 1,
    enable_expert_parallel: bool = False,
    data_parallel_size: int = 1,
    online_quantization: str | None = None,
    dtype: str | None = None,
    skip_vision: bool = False,
    mtp_layers: int = 0,
    gpu_compute_capability: tuple[int, int] | None = None,
) -> WeightsEstimate:
    """Weight bytes per GPU rank, exact from checkpoint groups when available, else an estimate.

    online_quantization: vLLM's ``--quantization`` when it converts a 16-bit checkpoint at load time
    ("fp8", "bitsandbytes"); None when the checkpoint is loaded as stored.
    dtype: the dtype vLLM loads the model in (``--dtype``, kvroom.core.memflags.resolve_dtype) when it differs
    from the checkpoint's: every unquantized tensor is cast to it (model_loader/utils.py::set_default_torch_dtype
    builds the parameters in that dtype and weight_loader copies into them).
    skip_vision: vLLM builds no vision tower (``--limit-mm-per-prompt`` 0 for its modalities,
    kvroom.core.memflags.vision_tower_skipped): "vision" groups are dropped.
    gpu_compute_capability: picks the MXFP4 MoE backend and its padding (mxfp4_expert_padding); None: SM90's.
    mtp_layers: MTP layers vLLM loads for ``--speculative-config`` method mtp (kvroom.speculative): they live with
    the last pipeline stage; their embedding and lm_head are the target's (v1/spec_decode/eagle.py shares them).
    """
    tp, pp = tensor_parallel_size, pipeline_parallel_size
    if tp < 1 or pp < 1 or data_parallel_size < 1:
        raise ValueError("parallel sizes must be >= 1")
    if pp > model.num_hidden_layers:
        raise ValueError(f"pipeline_parallel_size {pp} exceeds the model's {model.num_hidden_layers} layers")
    notes: list[str] = []
    checkpoint = model.checkpoint
    if checkpoint is not None and checkpoint.groups:
        groups = list(checkpoint.groups)
        exact, tolerance = True, 0.0
        basis = f"exact: {checkpoint.source or 'safetensors headers'}"
    else:
        groups, tolerance = architecture_groups(model)
        exact = False
        basis = f"estimate from the architecture (+/-{tolerance:.0%})"
        if checkpoint is not None and checkpoint.total_size_bytes:
            groups, scaled_note = _scale_to_total(groups, checkpoint.total_size_bytes, model)
            if scaled_note:
                notes.append(scaled_note)
                basis = f"checkpoint total_size laid out by the architecture (+/-{tolerance:.0%})"
    mtp = _mtp_groups(groups, model, mtp_layers, exact, notes) if mtp_layers else []
    groups = _drop_unloaded(groups, model, notes) + mtp
    if skip_vision:
        vision = sum(g.num_bytes for g in groups if g.role == "vision")
        groups = [g for g in groups if g.role != "vision"]
        notes.append(f"vision tower not built: {vision} checkpoint bytes not loaded" if vision else
                     "vision tower not built")
    if dtype and dtype != model.dtype:
        groups = _cast(groups, model, dtype, notes)
        model = _with_dtype(model, dtype)
    if online_quantization:
        groups, extra_tol = _quantize_online(groups, online_quantization, model, notes)
        exact, tolerance = False, max(tolerance, extra_tol)
        basis = f"{basis}; converted to {online_quantization} at load time"
    quant = model.quantization
    if quant is not None and quant.method == "mxfp4":
        groups = _pad_mxfp4_experts(groups, model, notes, tensor_parallel_size=tp,
                                    enable_expert_parallel=enable_expert_parallel,
                                    gpu_compute_capability=gpu_compute_capability)
        exact, tolerance = False, max(tolerance, TOLERANCE_MXFP4_PADDING)
        basis = f"{basis}; MXFP4 experts padded to the kernel tile (+/-{TOLERANCE_MXFP4_PADDING:.0%})"

    rope = rope_cache_bytes(model)
    stages = tuple(
        _stage_bytes(groups, model, rank, tp, pp, enable_expert_parallel, data_parallel_size) + rope
        for rank in range(pp)
    )
    worst = max(stages)
    worst_rank = stages.index(worst)
    decoder = _stage_bytes([g for g in groups if g.layer is not None], model, worst_rank, tp, pp,
                           enable_expert_parallel, data_parallel_size)
    low, high = worst, worst
    if not exact:
        low = math.floor(worst * (1 - tolerance))
        high = math.ceil(worst * (1 + tolerance))
        if model.is_multimodal and not skip_vision and not (checkpoint and checkpoint.groups):
            high = math.ceil(worst * (1 + tolerance + MULTIMODAL_ENCODER_HIGH))
            notes.append("the multimodal encoder is not counted; high bound allows for it")
    return WeightsEstimate(
        bytes_per_rank=worst, low=low, high=high, exact=exact, basis=basis, stage_bytes=stages, notes=tuple(notes),
        decoder_bytes=decoder, largest_tensor_bytes=_largest_tensor_bytes(model, tp, enable_expert_parallel,
                                                                          data_parallel_size),
    )


def _mtp_groups(groups: list[CheckpointTensorGroup], model: ModelDescription, mtp_layers: int, exact: bool,
                notes: list[str]) -> list[CheckpointTensorGroup]:
    """The MTP layers' tensors, relabelled to the last decoder layer so they land on the last PP stage.

    From checkpoint headers: the groups indexed past the decoder stack (DeepSeek's model.layers.61) and "mtp.*"
    tensors (placed whole: replicated). From the architecture: a copy of the last decoder layer per MTP layer plus
    eh_proj (2h x h, a replicated nn.Linear in deepseek_mtp.py) and its two norms."""
    last = model.num_hidden_layers - 1
    n = model.num_hidden_layers
    if exact:
        out = [CheckpointTensorGroup(g.role if g.role != "mtp" else "replicated", last, g.num_bytes, g.num_parameters)
               for g in groups if (g.layer is not None and n <= g.layer < n + mtp_layers) or g.role == "mtp"]
        if out:
            notes.append(f"{mtp_layers} MTP layer(s) loaded for speculative decoding")
            return out
    h = model.hidden_size
    dtype_bytes = _DTYPE_BYTES[model.dtype]
    template = [g for g in (groups if not exact else architecture_groups(model)[0]) if g.layer == last]
    out = []
    for _ in range(mtp_layers):
        out += [CheckpointTensorGroup(g.role, last, g.num_bytes, g.num_parameters) for g in template]
        out.append(CheckpointTensorGroup("replicated", last, (2 * h * h + 2 * h) * dtype_bytes, 2 * h * h + 2 * h))
    notes.append(f"{mtp_layers} MTP layer(s) estimated as copies of the last decoder layer plus eh_proj")
    return out


def _with_dtype(model: ModelDescription, dtype: str) -> ModelDescription:
    from kvroom.core.frozen import replace

    return replace(model, dtype=dtype)


def _cast(groups: list[CheckpointTensorGroup], model: ModelDescription, dtype: str,
          notes: list[str]) -> list[CheckpointTensorGroup]:
    """Groups re-sized for --dtype: unquantized tensors take the new element size; quantized linear weights of a
    quantized checkpoint keep theirs (their scales are a rounding error)."""
    factor = _DTYPE_BYTES[dtype] / _DTYPE_BYTES[model.dtype]
    quantized = model.quantization is not None
    notes.append(f"weights cast from {model.dtype} to {dtype} (x{factor:g})")
    return [
        g if (quantized and g.role in _LINEAR_ROLES)
        else CheckpointTensorGroup(g.role, g.layer, math.ceil(g.num_bytes * factor), g.num_parameters)
        for g in groups
    ]


def _largest_tensor_bytes(model: ModelDescription, tp: int, expert_parallel: bool, dp: int) -> int:
    """About the largest weight tensor one rank allocates: the fused w13 of a MoE layer's experts (FusedMoE) or a
    dense layer's gate_up_proj (MergedColumnParallelLinear), in the model dtype. An estimate for messages."""
    dtype_bytes = _DTYPE_BYTES.get(model.dtype, 2)
    h = model.hidden_size
    if model.moe is not None:
        ranks = tp * dp if expert_parallel else tp
        per_param = dtype_bytes if model.quantization is None else 1
        return math.ceil(model.moe.num_experts * 2 * model.moe.moe_intermediate_size * h * per_param / ranks)
    return math.ceil(2 * model.intermediate_size * h * dtype_bytes / tp)


# --- placing groups on ranks --------------------------------------------------------------------------------


def _kv_heads(model: ModelDescription) -> tuple[int, int]:
    """(num_attention_heads, num_kv_heads) of the first non-MLA attention layer; (heads, heads) when none."""
    for layer in model.attention_layers:
        if layer.kind != "mla":
            return model.num_attention_heads, layer.num_kv_heads
    return model.num_attention_heads, model.num_attention_heads


def _kv_fraction(total_kv: int, tp: int) -> float:
    """Fraction of the k/v projection one rank holds (QKVParallelLinear: max(1, kv // tp) heads)."""
    return (max(1, total_kv // tp) if tp <= total_kv else 1) / total_kv


def _vocab_fraction(vocab_size: int, tp: int) -> float:
    padded = -(-vocab_size // VOCAB_PADDING_SIZE) * VOCAB_PADDING_SIZE
    return -(-padded // tp) / vocab_size


def _stage_bytes(
    groups: list[CheckpointTensorGroup],
    model: ModelDescription,
    rank: int,
    tp: int,
    pp: int,
    expert_parallel: bool,
    dp: int,
) -> int:
    start, end = get_pp_indices(model.num_hidden_layers, rank, pp)
    first, last = rank == 0, rank == pp - 1
    heads, kv = _kv_heads(model)
    expert_ranks = tp * dp if expert_parallel else tp
    vocab = _vocab_fraction(model.vocab_size, tp)
    embedding = sum(g.num_bytes for g in groups if g.role == "embedding")
    lm_head = sum(g.num_bytes for g in groups if g.role == "lm_head")
    total = 0.0
    for group in groups:
        if group.layer is not None and not start <= group.layer < end:
            continue
        size, role = group.num_bytes, group.role
        if role == "embedding":
            total += size * vocab if first else 0
        elif role == "lm_head":
            total += size * vocab if last and not model.tie_word_embeddings else 0
        elif role in ("tp_sharded", "vision"):
            if role == "vision" and not first:
                continue
            total += size / tp
        elif role == "experts":
            total += size / expert_ranks
        elif role == "kv_proj":
            total += size * _kv_fraction(kv, tp)
        elif role == "qkv_fused":
            q_share = heads / (heads + 2 * kv)
            total += size * q_share / tp + size * (1 - q_share) * _kv_fraction(kv, tp)
        elif role == "replicated":
            if group.layer is None and not last:
                continue  # final norm and other top-level tensors live with the last stage
            total += size
    if model.tie_word_embeddings and last and not first:
        total += (embedding or lm_head) * vocab  # the last stage builds its own lm_head from the embedding
    return math.ceil(total)


def _drop_unloaded(
    groups: list[CheckpointTensorGroup], model: ModelDescription, notes: list[str]
) -> list[CheckpointTensorGroup]:
    kept, dropped = [], 0
    for group in groups:
        beyond = group.layer is not None and group.layer >= model.num_hidden_layers
        if group.role in ("mtp", "not_loaded") or beyond:
            dropped += group.num_bytes
            continue
        if group.role == "lm_head" and model.tie_word_embeddings:
            dropped += group.num_bytes  # vLLM skips lm_head.weight when the embeddings are tied
            continue
        kept.append(group)
    if dropped:
        notes.append(f"{dropped} checkpoint bytes vLLM does not load (MTP layers, tied lm_head copy, buffers)")
    return kept


def _scale_to_total(
    groups: list[CheckpointTensorGroup], total: int, model: ModelDescription
) -> tuple[list[CheckpointTensorGroup], str]:
    """Scale architecture groups to the checkpoint's total_size when the two agree within 5%."""
    estimated = sum(g.num_bytes for g in groups)
    if model.tie_word_embeddings or not estimated or abs(total / estimated - 1) > 0.05:
        return groups, ""
    factor = total / estimated
    scaled = [
        CheckpointTensorGroup(g.role, g.layer, round(g.num_bytes * factor), g.num_parameters) for g in groups
    ]
    return scaled, f"architecture layout scaled by {factor:.4f} to the checkpoint's total_size {total}"


def _quantize_online(
    groups: list[CheckpointTensorGroup], method: str, model: ModelDescription, notes: list[str]
) -> tuple[list[CheckpointTensorGroup], float]:
    """Linear weights converted at load time (vllm/model_executor/layers/quantization/fp8.py, bitsandbytes.py)."""
    roles = _LINEAR_ROLES
    if method in ("fp8", "fp8_per_tensor", "fp8_per_channel", "fp8_per_block"):
        per_param, tol = 1.0, 0.005  # fp8 weight + fp32 scales (per tensor / output channel / 128x128 block)
    elif method == "bitsandbytes":
        per_param, tol = 0.5 + 4 / 64, TOLERANCE_QUANTIZED  # nf4 + fp32 absmax per 64-element block
    elif method == "experts_int8":
        # quantization/experts_int8.py: int8 expert weights + one scale per output channel; linears untouched
        per_param, tol, roles = 1.0, 0.005, ("experts",)
    else:
        raise ValueError(f"online quantization {method!r} is not modelled (fp8, bitsandbytes, experts_int8)")
    notes.append(f"vLLM converts the {'experts' if roles == ('experts',) else 'linear layers'} to {method} while "
                 "loading")
    out = []
    for g in groups:
        if g.role in roles:
            g = CheckpointTensorGroup(g.role, g.layer, math.ceil(g.num_parameters * per_param), g.num_parameters)
        out.append(g)
    return out, tol


def mxfp4_expert_padding(gpu_compute_capability: tuple[int, int] | None) -> tuple[int, int, str]:
    """(hidden multiple, intermediate-per-partition multiple, backend) of vLLM's MXFP4 MoE weights on this GPU.

    quantization/mxfp4.py::Mxfp4MoEMethod.create_weights (0.10.1.1: use_marlin = no SM90; 0.15.0:
    get_mxfp4_backend) pads before allocating: Marlin (compute capability < 9.0: Ampere, Ada, Turing) hidden to 256
    and intermediate per partition to 128 ("n % 256 == 0 and k % 128 == 0"); FlashInfer on SM100 both to 256; the
    Triton path (SM90) the intermediate to 64, and its swizzled layout (triton_kernels) costs about what a hidden
    padded to 256 does (H100 0.19.0 gpt-oss-20b TP 1 logs 13.64 GiB, 13.47 with hidden 256). The Marlin repack
    (utils/marlin_utils_fp4.py::prepare_moe_fp4_layer_for_marlin) keeps 4-bit values and one-byte E8M0 scales, so
    the padding is the whole difference. Unknown GPU: the SM90 layout (the round-1 default)."""
    cc = tuple(gpu_compute_capability) if gpu_compute_capability else None
    if cc is not None and cc < (9, 0):
        return 256, 128, "Marlin (compute capability < 9.0)"
    if cc is not None and (10, 0) <= cc < (11, 0):
        return 256, 256, "FlashInfer (SM100)"
    return 256, 64, "Triton (SM90 layout)"


def _pad_mxfp4_experts(
    groups: list[CheckpointTensorGroup], model: ModelDescription, notes: list[str], *,
    tensor_parallel_size: int = 1, enable_expert_parallel: bool = False,
    gpu_compute_capability: tuple[int, int] | None = None,
) -> list[CheckpointTensorGroup]:
    """MXFP4 MoE weights padded to the backend's tile (mxfp4_expert_padding); the intermediate is padded per TP
    partition (experts are whole on each rank under expert parallelism)."""
    if model.moe is None:
        return groups
    hidden_multiple, inter_multiple, backend = mxfp4_expert_padding(gpu_compute_capability)
    h, i = model.hidden_size, model.moe.moe_intermediate_size
    i_part = i if enable_expert_parallel else -(-i // max(1, tensor_parallel_size))
    hp, ip = -(-h // hidden_multiple) * hidden_multiple, -(-i_part // inter_multiple) * inter_multiple
    factor = (hp * ip) / (h * i_part)
    if factor == 1:
        return groups
    notes.append(f"MXFP4 experts padded {h}x{i_part} -> {hp}x{ip} per partition ({backend})")
    return [
        CheckpointTensorGroup(g.role, g.layer, round(g.num_bytes * factor), g.num_parameters)
        if g.role == "experts"
        else g
        for g in groups
    ]


# --- rotary cache ---------------------------------------------------------------------------------------------


def rope_cache_bytes(model: ModelDescription) -> int:
    """The rotary ``cos_sin_cache`` buffer (vllm/model_executor/layers/rotary_embedding/): positions x rotary_dim.

    positions: max_position_embeddings, or original_max_position_embeddings x factor for YaRN / linear /
    dynamic scaling. gpt-oss keeps it in float32; other models in the model dtype. Approximate for models with
    several rope configurations (one cache counted).
    """
    if not model.context.has_rope or not model.attention_layers:
        return 0
    length = dict(model.context.length_keys)
    max_pos = int(length.get("max_position_embeddings", 0) or 0)
    if not max_pos:
        return 0
    layer = model.attention_layers[0]
    rotary_dim = model.mla.qk_rope_head_dim if model.mla is not None else layer.head_size
    positions = max_pos
    if model.context.rope:
        rope = model.context.rope[0]
        original = rope.original_max_position_embeddings or model.context.original_max_position_embeddings
        if rope.rope_type in ("yarn", "deepseek_yarn") and rope.factor and original:
            positions = int(original * rope.factor)
        elif rope.rope_type in ("linear", "dynamic") and rope.factor:
            positions = int(max_pos * rope.factor)
    element = 4 if model.text_model_type == "gpt_oss" else _DTYPE_BYTES[model.dtype]
    return positions * rotary_dim * element


# --- architecture-based parameter count -----------------------------------------------------------------------


def estimate_num_parameters(model: ModelDescription) -> int:
    """Logical parameter count of what vLLM loads (no MTP, tied lm_head counted once); an estimate."""
    groups, _ = architecture_groups(model, bytes_per_param=False)
    return sum(g.num_parameters for g in groups)


def _linear_bytes_per_param(quant: QuantizationFacts | None, dtype_bytes: int) -> tuple[float, float]:
    """(bytes per parameter of quantized linear weights, tolerance)."""
    if quant is None:
        return dtype_bytes, TOLERANCE_DENSE
    method, bits, group = quant.method, quant.bits, quant.group_size or 128
    if method in ("awq", "gptq", "awq_marlin", "gptq_marlin") or (bits is not None and bits < 8):
        bits = bits or 4
        return bits / 8 + (2 + bits / 8) / group, TOLERANCE_QUANTIZED  # packed weights + fp16 scale + zero
    if method in ("mxfp4",):
        return dtype_bytes, TOLERANCE_QUANTIZED  # experts handled separately
    if method in ("modelopt_fp4", "nvfp4"):
        return 0.5 + 1 / 16, TOLERANCE_QUANTIZED
    if method == "bitsandbytes":
        return 0.5 + 4 / 64, TOLERANCE_QUANTIZED
    # fp8, fbgemm_fp8, modelopt (FP8), compressed-tensors (W8A8 / FP8 unless it says fewer bits)
    return 1.0, TOLERANCE_QUANTIZED


def architecture_groups(
    model: ModelDescription, *, bytes_per_param: bool = True
) -> tuple[list[CheckpointTensorGroup], float]:
    """(per-role, per-layer groups computed from the architecture, relative tolerance).

    Gated MLPs (gate/up/down), MoE with shared experts and leading dense layers, MLA projections, tied
    embeddings; mamba / linear-attention blocks approximately. With bytes_per_param False, num_bytes equals
    num_parameters.
    """
    dtype_bytes = _DTYPE_BYTES[model.dtype] if bytes_per_param else 1
    linear, tolerance = _linear_bytes_per_param(model.quantization if bytes_per_param else None, dtype_bytes)
    if not bytes_per_param:
        linear = 1
    quant = model.quantization
    experts_per_param = linear
    if bytes_per_param and quant is not None and quant.method == "mxfp4":
        experts_per_param = 0.5 + 1 / 32  # 4-bit values + one E8M0 scale per 32
    h = model.hidden_size
    out: list[CheckpointTensorGroup] = []

    def add(role: str, layer: int | None, params: int, per_param: float) -> None:
        if params:
            out.append(CheckpointTensorGroup(role, layer, math.ceil(params * per_param), params))

    add("embedding", None, model.vocab_size * h, dtype_bytes)
    if not model.tie_word_embeddings:
        add("lm_head", None, model.vocab_size * h, dtype_bytes)
    add("replicated", None, h, dtype_bytes)  # final norm

    by_index = {model.layer_index(pos): layer for pos, layer in enumerate(model.layers)}
    hybrid = bool(model.mamba_layers)
    if hybrid:
        tolerance = max(tolerance, TOLERANCE_HYBRID)
    mlp_only_layers = model.text_model_type == "nemotron_h"
    for index in range(model.num_hidden_layers):
        layer = by_index.get(index)
        norms = 2 * h
        if isinstance(layer, AttentionLayer):
            tp_params, kv_params, repl = _attention_params(model, layer)
            add("tp_sharded", index, tp_params, linear)
            add("kv_proj", index, kv_params, linear)
            norms += repl
        elif isinstance(layer, MambaLayer):
            add("tp_sharded", index, _mamba_params(h, layer), linear)
        if mlp_only_layers and layer is not None:
            add("replicated", index, h, dtype_bytes)
            continue
        moe = model.moe
        is_moe = (
            moe is not None
            and index >= moe.first_k_dense_replace
            and (index - moe.first_k_dense_replace if moe.moe_layer_freq > 1 else index) % max(1, moe.moe_layer_freq)
            == 0
        )
        if moe is not None and is_moe:
            add("experts", index, moe.num_experts * 3 * h * moe.moe_intermediate_size, experts_per_param)
            shared = moe.shared_expert_intermediate_size or moe.num_shared_experts * moe.moe_intermediate_size
            add("tp_sharded", index, 3 * h * shared, linear)
            norms += h * moe.num_experts + (h if moe.shared_expert_intermediate_size and model.text_model_type
                                            .startswith("qwen") else 0)
        else:
            add("tp_sharded", index, 3 * h * model.intermediate_size, linear)
        add("replicated", index, norms, dtype_bytes)
    return out, tolerance


def _attention_params(model: ModelDescription, layer: AttentionLayer) -> tuple[int, int, int]:
    """(TP-split params, k/v params, replicated params) of one attention block."""
    h, heads = model.hidden_size, model.num_attention_heads
    mla = model.mla
    if layer.kind == "mla" and mla is not None:
        qk = mla.qk_nope_head_dim + mla.qk_rope_head_dim
        replicated = h * (mla.kv_lora_rank + mla.qk_rope_head_dim) + mla.kv_lora_rank  # kv_a_proj + kv_a_norm
        if mla.q_lora_rank:
            replicated += h * mla.q_lora_rank + mla.q_lora_rank  # q_a_proj + q_a_layernorm
            q = mla.q_lora_rank * heads * qk
        else:
            q = h * heads * qk
        kv_b = mla.kv_lora_rank * heads * (mla.qk_nope_head_dim + mla.v_head_dim)
        o = heads * mla.v_head_dim * h
        return q + kv_b + o, 0, replicated
    d = layer.head_size
    dv = layer.head_size_v or d
    q_o = h * heads * d + heads * dv * h
    kv = h * layer.num_kv_heads * (d + dv)
    qk_norm = 2 * d if model.text_model_type.startswith("qwen3") else 0
    return q_o, kv, qk_norm


def _mamba_params(h: int, layer: MambaLayer) -> int:
    """Approximate parameters of one state-space / linear-attention mixer (in/out projections dominate)."""
    k = layer.conv_kernel
    if layer.kind == "mamba2":
        inner = layer.intermediate_size
        conv_dim = inner + 2 * layer.n_groups * layer.d_state
        in_proj = h * (inner + conv_dim + layer.num_heads)
        return in_proj + conv_dim * k + 3 * layer.num_heads + inner + inner * h
    if layer.kind == "mamba1":
        inner = layer.intermediate_size
        dt_rank = -(-h // 16)
        return h * 2 * inner + inner * k + inner * (dt_rank + 2 * layer.d_state) + dt_rank * inner \
            + inner * layer.d_state + inner + inner * h
    if layer.kind == "gdn":
        key = layer.num_k_heads * layer.head_k_dim
        value = layer.num_v_heads * layer.head_v_dim
        conv_dim = 2 * key + value
        return h * (2 * key + 2 * value) + h * 2 * layer.num_v_heads + conv_dim * k + value * h + layer.head_v_dim
    if layer.kind == "linear_attention":
        inner = layer.num_heads * layer.head_dim
        return h * 3 * inner + inner * h + h * inner
    # short_conv (LFM2)
    return h * 3 * layer.intermediate_size + layer.intermediate_size * k + layer.intermediate_size * h


# --- allocation order (for the load-time out-of-memory message) ---------------------------------------------


def allocation_order(model: ModelDescription, *, tensor_parallel_size: int = 1, expert_ranks: int | None = None,
                     online_quantization: str | None = None) -> list[tuple[str, int]]:
    """The weight tensors one rank of the first pipeline stage allocates, in vLLM's construction order, as
    (name, bytes): the embedding, then each decoder layer's attention (fused qkv_proj, o_proj; MLA's projections
    as one block), its MLP (gate_up_proj, down_proj) or MoE (router gate, FusedMoE w13_weight then w2_weight,
    shared experts), then the final norm and lm_head (model_executor/models/llama.py, qwen3_moe.py,
    deepseek_v2.py __init__ order; layers/fused_moe/layer.py create_weights). An estimate: small tensors (norms,
    scales) are left out, MLA's attention is one block. It says which tensor is being allocated when the card
    fills (torch's "Tried to allocate")."""
    tp = tensor_parallel_size
    ranks = expert_ranks or tp
    dtype_bytes = _DTYPE_BYTES[model.dtype]
    quant = model.quantization
    linear, _ = _linear_bytes_per_param(quant, dtype_bytes)
    if online_quantization in ("fp8", "fp8_per_tensor", "fp8_per_channel", "fp8_per_block"):
        linear = 1.0
    h = model.hidden_size
    vocab = -(-model.vocab_size // VOCAB_PADDING_SIZE) * VOCAB_PADDING_SIZE
    out: list[tuple[str, int]] = [("embed_tokens", math.ceil(vocab * h * dtype_bytes / tp))]
    by_index = {model.layer_index(pos): layer for pos, layer in enumerate(model.layers)}
    heads, kv = _kv_heads(model)
    moe = model.moe
    for index in range(model.num_hidden_layers):
        layer = by_index.get(index)
        if isinstance(layer, AttentionLayer):
            if layer.kind == "mla" and model.mla is not None:
                q_o_kv, _, repl = _attention_params(model, layer)
                out.append((f"layers.{index}.self_attn", math.ceil(q_o_kv * linear / tp + repl * linear)))
            else:
                d, dv = layer.head_size, layer.head_size_v or layer.head_size
                kv_rank = max(1, layer.num_kv_heads // tp) if tp <= layer.num_kv_heads else 1
                out.append((f"layers.{index}.self_attn.qkv_proj",
                            math.ceil(h * (heads // tp * d + kv_rank * (d + dv)) * linear)))
                out.append((f"layers.{index}.self_attn.o_proj", math.ceil(heads // tp * dv * h * linear)))
        elif isinstance(layer, MambaLayer):
            out.append((f"layers.{index}.mixer", math.ceil(_mamba_params(h, layer) * linear / tp)))
        is_moe = (moe is not None and index >= moe.first_k_dense_replace
                  and (index - moe.first_k_dense_replace if moe.moe_layer_freq > 1 else index)
                  % max(1, moe.moe_layer_freq) == 0)
        if moe is not None and is_moe:
            experts_per_param = 0.5 + 1 / 32 if quant is not None and quant.method == "mxfp4" else linear
            i = moe.moe_intermediate_size
            out.append((f"layers.{index}.mlp.gate", h * moe.num_experts * dtype_bytes))
            out.append((f"layers.{index}.mlp.experts.w13_weight",
                        math.ceil(moe.num_experts * 2 * i * h * experts_per_param / ranks)))
            out.append((f"layers.{index}.mlp.experts.w2_weight",
                        math.ceil(moe.num_experts * i * h * experts_per_param / ranks)))
            shared = moe.shared_expert_intermediate_size or moe.num_shared_experts * i
            if shared:
                out.append((f"layers.{index}.mlp.shared_experts", math.ceil(3 * h * shared * linear / tp)))
        elif model.intermediate_size:
            out.append((f"layers.{index}.mlp.gate_up_proj", math.ceil(2 * h * model.intermediate_size * linear / tp)))
            out.append((f"layers.{index}.mlp.down_proj", math.ceil(h * model.intermediate_size * linear / tp)))
    if not model.tie_word_embeddings:
        out.append(("lm_head", math.ceil(vocab * h * dtype_bytes / tp)))
    return out


def tensor_at_fill(order: list[tuple[str, int]], free_bytes: int) -> tuple[str, int, int] | None:
    """(name, bytes, bytes still free) of the first tensor that no longer fits in ``free_bytes``; None if all fit."""
    used = 0
    for name, size in order:
        if used + size > free_bytes:
            return name, size, max(0, free_bytes - used)
        used += size
    return None
