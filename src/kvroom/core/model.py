"""The normalized model description: what vLLM's model code would build, independent of Hugging Face keys.

This module owns the vocabulary shared by ``sources`` (which fills it from config.json / catalog / Hub) and the
rest of ``core`` (which computes with it). It must never read files, look at the environment or know a Hugging
Face config key: translating keys is ``kvroom.sources``' job.

Counts are *whole-model* (not per tensor-parallel rank): the core shards them per release and per rank.
"""

from __future__ import annotations

from functools import cached_property

from kvroom.core.frozen import field, frozen, record_fields

TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Literal

    # Layer kinds that hold KV cache or state, in vLLM's vocabulary (vllm/v1/kv_cache_interface.py).
    AttentionKind = Literal["full", "sliding", "chunked", "mla"]
    MambaKind = Literal["mamba1", "mamba2", "gdn", "linear_attention", "short_conv"]
    TorchDtype = Literal["bfloat16", "float16", "float32"]
else:
    AttentionKind = MambaKind = TorchDtype = str


@frozen
class AttentionLayer:
    """One decoder attention layer as vLLM's attention module sees it (whole model, before TP sharding).

    kind          full | sliding (window) | chunked (Llama-4 local chunks) | mla (DeepSeek latent cache)
    num_kv_heads  total KV heads of the model (MLA: 1, the latent vector)
    head_size     per-head size; MLA: kv_lora_rank + qk_rope_head_dim (576 for DeepSeek-V3)
    head_size_v   value head size when it differs (None = head_size; MLA stores no V, the core knows)
    sliding_window  tokens, for kind == "sliding"
    attention_chunk_size  tokens, for kind == "chunked"
    kv_heads_floor_one  vLLM's ``max(1, total // tp)`` replication rule; gpt-oss uses a plain ``//`` (False)
    uses_kv_cache_dtype  False: the layer's cache stays in the model dtype whatever --kv-cache-dtype says
    """

    kind: AttentionKind
    num_kv_heads: int
    head_size: int
    head_size_v: int | None = None
    sliding_window: int | None = None
    attention_chunk_size: int | None = None
    kv_heads_floor_one: bool = True
    # False when vLLM's model builds the layer without cache_config (falcon.py): --kv-cache-dtype is ignored
    uses_kv_cache_dtype: bool = True


@frozen
class MambaLayer:
    """One state-space / linear-attention layer (vLLM ``MambaSpec``), whole-model sizes.

    The core turns these into per-rank state shapes following
    ``vllm/model_executor/layers/mamba/mamba_utils.py::MambaStateShapeCalculator``.

    mamba1:  intermediate_size, d_state, conv_kernel
    mamba2:  intermediate_size, n_groups, d_state, num_heads, head_dim, conv_kernel
    gdn:     num_k_heads, head_k_dim, num_v_heads, head_v_dim, conv_kernel (Qwen3-Next GatedDeltaNet)
    linear_attention: num_heads, head_dim (MiniMax lightning attention)
    short_conv: intermediate_size, conv_kernel (LFM2)

    conv_dtype / ssm_dtype: None = the model dtype; a model that forces float32 state says so here.
    """

    kind: MambaKind
    conv_kernel: int = 0
    intermediate_size: int = 0
    n_groups: int = 0
    d_state: int = 0
    num_heads: int = 0
    head_dim: int = 0
    num_k_heads: int = 0
    head_k_dim: int = 0
    num_v_heads: int = 0
    head_v_dim: int = 0
    conv_dtype: TorchDtype | None = None
    ssm_dtype: TorchDtype | None = None


Layer = AttentionLayer | MambaLayer


@frozen
class RopeScaling:
    """One rope dict as vLLM reads it (``rope_scaling`` / ``rope_parameters``; one per layer type when nested)."""

    rope_type: str  # "default", "linear", "dynamic", "yarn", "llama3", "longrope", "su", "mrope", ...
    factor: float | None = None
    original_max_position_embeddings: int | None = None


@frozen
class ContextFacts:
    """The text-config attributes vLLM reads to derive max_model_len (spec §1), as they appear in config.json.

    length_keys  (key, value) for each *present, non-null* key of vLLM's scan list, values unconverted
                 (int, or float when the config has a float)
    model_max_length  the text config's model_max_length (None when absent)
    has_rope     the model uses RoPE (vLLM 0.12+ builds rope parameters for it even without scaling)
    rope         the rope scaling dicts (empty when the config has none)
    original_max_position_embeddings  top-level attribute (LongRoPE default length, 0.12+)
    is_gemma3    model_type contains "gemma3": never rope-scaled (0.8.0+)
    sliding_window  the config's sliding_window (for --disable-sliding-window), None when absent
    """

    length_keys: tuple[tuple[str, int | float], ...]
    model_max_length: int | None = None
    has_rope: bool = True
    rope: tuple[RopeScaling, ...] = ()
    original_max_position_embeddings: int | None = None
    is_gemma3: bool = False
    sliding_window: int | None = None


@frozen
class MoEFacts:
    """Mixture-of-experts geometry, for weight-size estimates (kvroom.core.budget)."""

    num_experts: int
    num_experts_per_tok: int
    moe_intermediate_size: int
    num_shared_experts: int = 0
    shared_expert_intermediate_size: int = 0
    first_k_dense_replace: int = 0  # leading dense layers (DeepSeek)
    moe_layer_freq: int = 1


@frozen
class QuantizationFacts:
    """What the checkpoint's quantization_config says, normalized (kvroom.core.budget sizes the weights)."""

    method: str  # "fp8", "awq", "gptq", "compressed-tensors", "mxfp4", "nvfp4", "bitsandbytes", ...
    bits: int | None = None
    group_size: int | None = None
    details: tuple[tuple[str, str], ...] = ()


@frozen
class CheckpointTensorGroup:
    """Checkpoint tensors that vLLM shards the same way, summed (filled from safetensors headers).

    role    how vLLM places them on tensor-parallel ranks (kvroom.core.weights):
            "embedding" / "lm_head"  vocab-parallel (vocab padded to 64, split over TP)
            "tp_sharded"             column/row-parallel linear weights and their quantization tensors (/ TP)
            "kv_proj"                k/v projections: replicated when TP > num_kv_heads
            "qkv_fused"              a fused q/k/v weight (split by head counts)
            "experts"                routed MoE experts (/ TP, or / EP ranks: the same bytes per rank)
            "replicated"             norms, router gates, row-parallel biases, scalar scales
            "vision"                 multimodal encoder / projector (sharded over TP in vLLM's default mode)
            "mtp"                    multi-token-prediction block, not loaded without speculative decoding
            "not_loaded"             buffers vLLM recomputes (rotary inv_freq)
    layer   decoder layer index, None for tensors outside the decoder stack
    """

    role: str
    layer: int | None
    num_bytes: int
    num_parameters: int


@frozen
class CheckpointFacts:
    """Exact checkpoint facts when the source has them (safetensors headers, index.json, catalog).

    groups  per-(role, layer) byte sums from safetensors headers; empty when only totals are known (catalog)
    """

    total_size_bytes: int | None = None
    num_parameters: int | None = None
    bytes_by_dtype: tuple[tuple[str, int], ...] = ()
    source: str = ""
    groups: tuple[CheckpointTensorGroup, ...] = ()


@frozen
class MLAFacts:
    """Multi-head latent attention projection sizes (DeepSeek-V2/V3, Kimi-K2), for weight-size estimates.

    q_lora_rank is None when the model projects q directly (DeepSeek-V2-Lite).
    """

    kv_lora_rank: int
    qk_nope_head_dim: int
    qk_rope_head_dim: int
    v_head_dim: int
    q_lora_rank: int | None = None


@frozen
class ModelDescription:
    """Everything the core needs about one model. Built by kvroom.sources; never holds raw config dicts.

    layers are the decoder layers in model order (index = layer index); encoder/vision layers are absent
    because vLLM builds no KV spec for them.
    """

    model_id: str
    architecture: str  # architectures[0], e.g. "LlamaForCausalLM"
    model_type: str  # the top-level model_type (e.g. "gemma3"); text_model_type for the decoder's
    text_model_type: str
    dtype: TorchDtype  # the checkpoint's torch_dtype, as vLLM resolves "auto"
    layers: tuple[Layer, ...]
    context: ContextFacts
    hidden_size: int
    num_attention_heads: int
    num_hidden_layers: int
    vocab_size: int
    intermediate_size: int = 0
    tie_word_embeddings: bool = False
    moe: MoEFacts | None = None
    quantization: QuantizationFacts | None = None
    checkpoint: CheckpointFacts | None = None
    mla: MLAFacts | None = None
    is_multimodal: bool = False
    is_pooling: bool = False
    notes: tuple[str, ...] = field(default=())
    # decoder-layer index of each entry of ``layers`` (for the pipeline-parallel split, which counts every
    # hidden layer, KV-less MLP-only layers included). Empty: layers[i] is decoder layer i.
    layer_indices: tuple[int, ...] = ()
    # multi-token-prediction layers the checkpoint carries after the decoder stack (DeepSeek-V3
    # num_nextn_predict_layers, Qwen3-Next mtp_num_hidden_layers); loaded only with --speculative-config MTP
    num_mtp_layers: int = 0

    def __hash__(self) -> int:
        # the plan caches key on the model (a few hundred fields deep): hash it once, not on every plan() call
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(tuple(getattr(self, f.name) for f in record_fields(self)))
            object.__setattr__(self, "_hash", cached)
        return cached

    def __getstate__(self) -> dict:
        # str hashes differ between interpreters: a pickled model hashes itself again where it lands
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}

    def layer_index(self, position: int) -> int:
        return self.layer_indices[position] if self.layer_indices else position

    @cached_property
    def attention_layers(self) -> tuple[AttentionLayer, ...]:
        return tuple(layer for layer in self.layers if isinstance(layer, AttentionLayer))

    @cached_property
    def mamba_layers(self) -> tuple[MambaLayer, ...]:
        return tuple(layer for layer in self.layers if isinstance(layer, MambaLayer))

    @property
    def is_hybrid_mamba(self) -> bool:
        return bool(self.mamba_layers) and bool(self.attention_layers)
