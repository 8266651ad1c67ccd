"""Per-rank KV cache specs: page sizes and the bytes one request needs, per layer (spec §3).

Mirrors vllm/v1/kv_cache_interface.py: small frozen dataclasses that know their ``page_size_bytes`` and
``max_memory_usage_bytes``. Unlike vLLM's, they take a small ``SizingContext`` (the few numbers they read),
not the whole engine config. Pure: no I/O.
"""

from __future__ import annotations

from math import prod

from kvroom.core.frozen import frozen, replace
from kvroom.core.model import MambaLayer


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


class BlocksForm(tuple):
    """Blocks one request of ``length`` tokens needs from one spec, with everything but the length fixed:
    ``cdiv(min(length, cap), block) + plus`` (``cap`` None: no cap; ``block`` 0: ``plus`` alone).

    It is ``max_memory_usage_bytes(ctx) // page_size_bytes`` written so the planner can solve for the length
    (spec §5.1): each spec's ``blocks_form`` sits next to its ``max_memory_usage_bytes`` and says the same thing
    (tests/test_plan_closed_form.py checks the two against each other)."""

    __slots__ = ()  # a plain tuple subclass, not typing.NamedTuple: nothing extra to import on the CLI path

    def __new__(cls, cap: int | None, block: int, plus: int) -> "BlocksForm":
        return tuple.__new__(cls, (cap, block, plus))

    @property
    def cap(self) -> int | None:
        return self[0]

    @property
    def block(self) -> int:
        return self[1]

    @property
    def plus(self) -> int:
        return self[2]

    def blocks(self, length: int) -> int:
        cap, block, plus = self
        if not block:
            return plus
        tokens = length if cap is None or length < cap else cap
        return -(-tokens // block) + plus


@frozen
class SizingContext:
    """What vLLM's ``max_memory_usage_bytes`` reads from the engine config."""

    max_model_len: int
    in_flight_tokens: int  # X of §3.4.2: MNBT (<=0.24) or max_concurrent_batches x MNBT (0.26+)
    mamba_usage: str = "mode"  # releases.ReleaseRules.mamba_usage
    mamba_cache_mode: str = "none"  # none | align | all
    dcp_world_size: int = 1


@frozen
class AttentionSpec:
    """Common to all attention specs. ``dtype_bytes`` is the KV cache element size."""

    block_size: int
    num_kv_heads: int
    head_size: int
    dtype_bytes: int
    head_size_v: int | None = None  # None: same as head_size
    page_size_padded: int | None = None

    @property
    def unpadded_page_size_bytes(self) -> int:
        head_v = self.head_size if self.head_size_v is None else self.head_size_v
        return self.num_kv_heads * self.block_size * (self.head_size + head_v) * self.dtype_bytes

    @property
    def page_size_bytes(self) -> int:
        return self.page_size_padded if self.page_size_padded is not None else self.unpadded_page_size_bytes

    @property
    def type_name(self) -> str:
        return type(self).__name__

    def with_block_size(self, block_size: int) -> "AttentionSpec":
        return replace(self, block_size=block_size)


@frozen
class FullAttentionSpec(AttentionSpec):
    """Full attention; with the hybrid manager off it also carries a sliding window / chunk (compute only)."""

    sliding_window: int | None = None
    attention_chunk_size: int | None = None

    def max_memory_usage_bytes(self, ctx: SizingContext) -> int:
        length = ctx.max_model_len
        if ctx.dcp_world_size > 1:
            length = cdiv(length, ctx.dcp_world_size)
        return cdiv(length, self.block_size) * self.page_size_bytes

    def blocks_form(self, ctx: SizingContext) -> BlocksForm:
        # cdiv(cdiv(L, dcp), block) == cdiv(L, dcp * block) for positive integers
        return BlocksForm(None, self.block_size * max(1, ctx.dcp_world_size), 0)


@frozen
class MLAAttentionSpec(FullAttentionSpec):
    """DeepSeek latent cache: one vector of kv_lora_rank + qk_rope_head_dim per token, no separate V."""

    head_size_v: int | None = 0
    fixed_bytes_per_token: int | None = None  # fp8_ds_mla: 656 bytes per token (§3.3)

    @property
    def unpadded_page_size_bytes(self) -> int:
        if self.fixed_bytes_per_token is not None:
            return self.block_size * self.fixed_bytes_per_token
        return self.block_size * self.num_kv_heads * self.head_size * self.dtype_bytes


@frozen
class SlidingWindowSpec(AttentionSpec):
    """Sliding-window attention: a request keeps the last window (plus the tokens in flight) of KV cache."""

    sliding_window: int = 0
    extra_retained_tokens: int = 0

    def max_memory_usage_bytes(self, ctx: SizingContext) -> int:
        tokens = min(self.sliding_window - 1 + self.extra_retained_tokens + ctx.in_flight_tokens, ctx.max_model_len)
        # +1: the window may start in the middle of a block
        return (cdiv(tokens, self.block_size) + 1) * self.page_size_bytes

    def blocks_form(self, ctx: SizingContext) -> BlocksForm:
        return BlocksForm(self.sliding_window - 1 + self.extra_retained_tokens + ctx.in_flight_tokens, self.block_size, 1)


@frozen
class ChunkedLocalAttentionSpec(AttentionSpec):
    """Chunked local attention (Llama 4): a request keeps its current chunk (plus the tokens in flight)."""

    attention_chunk_size: int = 0

    def max_memory_usage_bytes(self, ctx: SizingContext) -> int:
        tokens = min(self.attention_chunk_size + ctx.in_flight_tokens, ctx.max_model_len)
        return cdiv(tokens, self.block_size) * self.page_size_bytes

    def blocks_form(self, ctx: SizingContext) -> BlocksForm:
        return BlocksForm(self.attention_chunk_size + ctx.in_flight_tokens, self.block_size, 0)


@frozen
class MambaSpec:
    """SSM / linear-attention state: a fixed page per request, padded to the attention page in hybrids."""

    block_size: int
    shapes: tuple[tuple[int, ...], ...]
    dtype_sizes: tuple[int, ...]
    page_size_padded: int | None = None
    num_speculative_blocks: int = 0
    num_prefill_checkpoint_blocks: int = 0  # Mamba2 mixers export a block-boundary state (0.30+, align mode)

    @property
    def unpadded_page_size_bytes(self) -> int:
        return sum(prod(shape) * size for shape, size in zip(self.shapes, self.dtype_sizes))

    @property
    def page_size_bytes(self) -> int:
        return self.page_size_padded if self.page_size_padded is not None else self.unpadded_page_size_bytes

    @property
    def type_name(self) -> str:
        return "MambaSpec"

    def max_memory_usage_bytes(self, ctx: SizingContext) -> int:
        page = self.page_size_bytes
        if ctx.mamba_usage == "one_page":
            return page
        if ctx.mamba_usage == "cdiv_len":
            return cdiv(ctx.max_model_len, self.block_size) * page
        if ctx.mamba_cache_mode == "align":
            return page * (2 + self.num_speculative_blocks + self.num_prefill_checkpoint_blocks)
        if ctx.mamba_cache_mode == "all":
            return page * (cdiv(ctx.max_model_len, self.block_size) + self.num_speculative_blocks)
        return page * (1 + self.num_speculative_blocks)

    def blocks_form(self, ctx: SizingContext) -> BlocksForm:
        if ctx.mamba_usage == "one_page":
            return BlocksForm(None, 0, 1)
        if ctx.mamba_usage == "cdiv_len":
            return BlocksForm(None, self.block_size, 0)
        if ctx.mamba_cache_mode == "align":
            return BlocksForm(None, 0, 2 + self.num_speculative_blocks + self.num_prefill_checkpoint_blocks)
        if ctx.mamba_cache_mode == "all":
            return BlocksForm(None, self.block_size, self.num_speculative_blocks)
        return BlocksForm(None, 0, 1 + self.num_speculative_blocks)


KVCacheSpec = AttentionSpec | MambaSpec


def spec_kind(spec: KVCacheSpec) -> str:
    """The layer type name used in reports (vLLM's class names)."""
    return spec.type_name


def _divide(numerator: int, denominator: int, what: str) -> int:
    if numerator % denominator:
        from kvroom.errors import InputError

        raise InputError(
            f"{what} ({numerator}) is not divisible by the tensor parallel size ({denominator}); "
            "vLLM cannot shard this model so: pick a tensor parallel size that divides it"
        )
    return numerator // denominator


def mamba_state_shapes(layer: MambaLayer, tp: int) -> tuple[tuple[int, ...], ...]:
    """Per-rank state shapes (vllm/model_executor/layers/mamba/mamba_utils.py::MambaStateShapeCalculator).

    Conv states use the "SD" layout (state_len, dim); only the product matters for sizes.
    """
    if layer.kind == "mamba2":
        n_groups = layer.n_groups if layer.n_groups % tp == 0 else layer.n_groups + (tp - layer.n_groups)
        conv_dim = layer.intermediate_size + 2 * n_groups * layer.d_state
        return (
            (layer.conv_kernel - 1, _divide(conv_dim, tp, "mamba conv dimension")),
            (_divide(layer.num_heads, tp, "mamba heads"), layer.head_dim, layer.d_state),
        )
    if layer.kind == "mamba1":
        inner = _divide(layer.intermediate_size, tp, "mamba intermediate size")
        return ((layer.conv_kernel - 1, inner), (inner, layer.d_state))
    if layer.kind == "gdn":
        conv_dim = layer.head_k_dim * layer.num_k_heads * 2 + layer.head_v_dim * layer.num_v_heads
        return (
            (layer.conv_kernel - 1, _divide(conv_dim, tp, "GatedDeltaNet conv dimension")),
            (_divide(layer.num_v_heads, tp, "GatedDeltaNet value heads"), layer.head_v_dim, layer.head_k_dim),
        )
    if layer.kind == "linear_attention":
        return ((layer.num_heads // tp, layer.head_dim, layer.head_dim),)
    if layer.kind == "short_conv":
        return ((layer.conv_kernel - 1, _divide(layer.intermediate_size, tp, "short-conv size")),)
    from kvroom.errors import UnknownArchitectureError

    raise UnknownArchitectureError(f"mamba layer kind {layer.kind!r} is not modelled by kvroom")


def mamba_state_dtypes(layer: MambaLayer, conv_bytes: int, ssm_bytes: int) -> tuple[int, ...]:
    """Element sizes per state tensor: conv state in the cache dtype, the SSM state in the SSM cache dtype."""
    if layer.kind == "short_conv":
        return (conv_bytes,)
    if layer.kind == "linear_attention":
        return (ssm_bytes,)
    return (conv_bytes, ssm_bytes)
