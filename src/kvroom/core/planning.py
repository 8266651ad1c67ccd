"""Grouping, bytes needed, the startup check, the estimate, auto-fit and capacity (spec §4, §5, §6, §9).

Mirrors vllm/v1/core/kv_cache_utils.py (0.33: kv_cache_planning.py) release by release, with the release
differences read from kvroom.core.releases. Pure: no I/O.
"""

from __future__ import annotations

from math import gcd

TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from collections.abc import Callable

from kvroom.core import messages
from kvroom.core.engine import EngineConfig, VllmFailedError
from kvroom.core.frozen import field, frozen, replace
from kvroom.core.releases import ReleaseRules
from kvroom.core.specs import (
    AttentionSpec,
    BlocksForm,
    ChunkedLocalAttentionSpec,
    FullAttentionSpec,
    KVCacheSpec,
    MambaSpec,
    MLAAttentionSpec,
    SizingContext,
    SlidingWindowSpec,
    cdiv,
)

WorkerSpecs = dict[str, KVCacheSpec]
V0_SWAP_SPACE_BYTES = 4 * 2**30  # V0 --swap-space default (4 GiB): "# CPU blocks" = swap // block bytes (§9)


@frozen
class KVCacheGroup:
    """One KV cache group: layers sharing a block table. ``uniform_type`` groups keep each layer's spec."""

    layer_names: tuple[str, ...]
    spec: KVCacheSpec
    layer_specs: tuple[KVCacheSpec, ...] = ()  # UniformTypeKVCacheSpecs members (empty otherwise)

    @property
    def uniform_type(self) -> bool:
        return bool(self.layer_specs)

    @property
    def page_size_bytes(self) -> int:
        if self.uniform_type:
            return sum(s.page_size_bytes for s in self.layer_specs)
        return self.spec.page_size_bytes

    def pool_bytes(self) -> int:
        """This group's share of one block of the shared pool: the pages of its layers."""
        if self.uniform_type:
            return sum(s.page_size_bytes for s in self.layer_specs)
        return len(self.layer_names) * self.spec.page_size_bytes

    def blocks_per_request(self, ctx: SizingContext) -> int:
        if self.uniform_type:
            return max(cdiv(s.max_memory_usage_bytes(ctx), s.page_size_bytes) for s in self.layer_specs)
        return cdiv(self.spec.max_memory_usage_bytes(ctx), self.spec.page_size_bytes)

    def max_memory_usage_bytes(self, ctx: SizingContext) -> int:
        return self.blocks_per_request(ctx) * self.page_size_bytes

    def project(self, names: set[str]) -> "KVCacheGroup":
        """_project_kv_cache_groups_to_worker: keep this worker's layers (the group itself stays)."""
        if all(n in names for n in self.layer_names):
            return self
        keep = tuple(i for i, n in enumerate(self.layer_names) if n in names)
        layer_names = tuple(self.layer_names[i] for i in keep)
        layer_specs = tuple(self.layer_specs[i] for i in keep) if self.uniform_type and keep else ()
        return KVCacheGroup(layer_names, self.spec, layer_specs)


# ---------------------------------------------------------------- spec merging (kv_cache_interface merge)

def _attention_base(spec: AttentionSpec) -> tuple:
    return (spec.block_size, spec.num_kv_heads, spec.head_size, spec.head_size_v, spec.dtype_bytes, spec.page_size_padded)


def _merge(specs: list[KVCacheSpec]) -> KVCacheSpec | None:
    """The merged spec of a group, or None where vLLM's ``merge`` raises (specs incompatible)."""
    first = specs[0]
    if all(s is first for s in specs):  # the common case: one shared spec object
        return first
    if isinstance(first, FullAttentionSpec) and not isinstance(first, MLAAttentionSpec):
        if not all(type(s) is FullAttentionSpec for s in specs):
            return None
        if any(_attention_base(s) != _attention_base(first) for s in specs):
            return None
        windows = {s.sliding_window for s in specs if s.sliding_window is not None}
        chunks = {s.attention_chunk_size for s in specs if s.attention_chunk_size is not None}
        if len(windows) > 1 or len(chunks) > 1 or (windows and chunks):
            return None
        return replace(first, sliding_window=next(iter(windows), None), attention_chunk_size=next(iter(chunks), None))
    return first if all(s == first for s in specs) else None


def _uniform_type(specs: list[KVCacheSpec]) -> bool:
    """UniformTypeKVCacheSpecs.is_uniform_type: same block size and the same kind of token slots."""
    first = specs[0]
    if len({s.block_size for s in specs}) > 1:
        return False
    if isinstance(first, MLAAttentionSpec):
        return all(isinstance(s, MLAAttentionSpec) for s in specs)
    if isinstance(first, FullAttentionSpec):
        return all(isinstance(s, FullAttentionSpec) and not isinstance(s, MLAAttentionSpec) for s in specs)
    if isinstance(first, SlidingWindowSpec):
        return all(isinstance(s, SlidingWindowSpec) and s.sliding_window == first.sliding_window for s in specs)
    if isinstance(first, ChunkedLocalAttentionSpec):
        return all(
            isinstance(s, ChunkedLocalAttentionSpec) and s.attention_chunk_size == first.attention_chunk_size
            for s in specs
        )
    if isinstance(first, MambaSpec):
        return all(isinstance(s, MambaSpec) and s.page_size_bytes == first.page_size_bytes for s in specs)
    return False


class UnsupportedLayout(Exception):
    """vLLM cannot lay out these specs (its ValueError text); the engine refuses to start."""


def _promote_local(specs: WorkerSpecs, rules: ReleaseRules) -> WorkerSpecs:
    """--disable-hybrid-kv-cache-manager: sliding / chunked layers are allocated as full attention
    (kv_cache_utils.py::unify_hybrid_kv_cache_specs; from 0.27.0 _promote_local_kv_cache_specs, which gives them the
    full layers' block size: ReleaseRules.local_promotion_block)."""
    values = list(specs.values())
    if not values or _merge(values) is not None or _uniform_type(values):
        return specs
    has_full = any(type(s) is FullAttentionSpec for s in values)
    has_local = any(isinstance(s, (SlidingWindowSpec, ChunkedLocalAttentionSpec)) for s in values)
    promoted: WorkerSpecs = dict(specs)
    if has_full and has_local:
        full_sizes = {s.block_size for s in values if type(s) is FullAttentionSpec}
        block_size = None
        if rules.local_promotion_block == "full" and len(full_sizes) == 1:
            block_size = next(iter(full_sizes))
        for name, spec in specs.items():
            if isinstance(spec, SlidingWindowSpec):
                promoted[name] = _as_full(spec, block_size or spec.block_size, sliding_window=spec.sliding_window)
            elif isinstance(spec, ChunkedLocalAttentionSpec):
                promoted[name] = _as_full(spec, block_size or spec.block_size,
                                          attention_chunk_size=spec.attention_chunk_size)
    result = list(promoted.values())
    if _merge(result) is None and not _uniform_type(result):
        raise UnsupportedLayout(rules.local_promotion_refusal)
    return promoted


def _as_full(spec: AttentionSpec, block_size: int, **window: int) -> FullAttentionSpec:
    return FullAttentionSpec(
        block_size=block_size,
        num_kv_heads=spec.num_kv_heads,
        head_size=spec.head_size,
        dtype_bytes=spec.dtype_bytes,
        head_size_v=spec.head_size_v,
        page_size_padded=spec.page_size_padded,
        **window,
    )


def _unify_page_sizes(specs: WorkerSpecs, rules: ReleaseRules) -> WorkerSpecs:
    """unify_kv_cache_spec_page_size: scale smaller pages' block size, or pad (Mamba, non-MLA attention).

    ReleaseRules.unify_page: before 0.12 there is no such step (get_kv_cache_groups raises a bare
    NotImplementedError); 0.12-0.23 only scale, and raise when the ratio is not whole; 0.24+ also pad."""
    pages = {s.page_size_bytes for s in specs.values()}
    if len(pages) <= 1:
        return specs
    largest = max(pages)
    if rules.unify_page == "none":
        raise VllmFailedError("NotImplementedError: ")
    if rules.unify_page == "scale" and any(largest % page for page in pages):
        raise VllmFailedError("NotImplementedError: The page size of the layer is not divisible by the maximum page "
                              "size. Cannot unify by adjusting block_size.")
    unified: WorkerSpecs = {}
    for name, spec in specs.items():
        page = spec.page_size_bytes
        if page == largest:
            unified[name] = spec
        elif isinstance(spec, MambaSpec):
            unified[name] = replace(spec, page_size_padded=largest)
        elif largest % page == 0:
            unified[name] = replace(spec, block_size=spec.block_size * (largest // page))
        elif not isinstance(spec, MLAAttentionSpec):
            unified[name] = replace(spec, page_size_padded=largest)
        else:
            from kvroom.errors import UnknownArchitectureError

            raise UnknownArchitectureError(
                f"layer {name}: KV page sizes cannot be unified (vLLM raises NotImplementedError here)"
            )
    return unified


def kv_cache_groups(specs: WorkerSpecs, rules: ReleaseRules, disable_hybrid: bool) -> list[KVCacheGroup]:
    """get_kv_cache_groups (V1 0.11+ semantics; the release table switches the parts that changed)."""
    if disable_hybrid:
        specs = _promote_local(specs, rules)
    if not specs:
        return []
    names, values = list(specs), list(specs.values())
    merged = _merge(values)
    if merged is not None:
        return [KVCacheGroup(tuple(names), merged)]
    if rules.uniform_type_group and _uniform_type(values):
        return [KVCacheGroup(tuple(names), values[0], tuple(values))]
    specs = _unify_page_sizes(specs, rules)
    buckets: list[tuple[list[str], list[KVCacheSpec]]] = []
    by_spec: dict[KVCacheSpec, list[str]] = {}
    for name, spec in specs.items():
        by_spec.setdefault(spec, []).append(name)
    for spec, layer_names in by_spec.items():
        for bucket_names, bucket_specs in buckets:
            if _merge([*bucket_specs, spec]) is not None:
                bucket_names.extend(layer_names)
                bucket_specs.append(spec)
                break
        else:
            buckets.append((list(layer_names), [spec]))
    sizes = [len(b[0]) for b in buckets]
    group_size = min(sizes)
    if rules.group_ratio is not None and max(sizes) < min(sizes) * rules.group_ratio:
        group_size = max(sizes)
    groups: list[KVCacheGroup] = []
    for bucket_names, bucket_specs in buckets:
        count = cdiv(len(bucket_names), group_size)
        spec = _merge(bucket_specs) or bucket_specs[0]
        for i in range(count):
            groups.append(KVCacheGroup(tuple(bucket_names[i::count]), spec))
    return groups


def padding_warnings(groups: list[KVCacheGroup]) -> list[str]:
    """vLLM's "Add N padding layers" warnings, recomputed from the groups."""
    if len(groups) < 2:
        return []
    size = max(len(g.layer_names) for g in groups)
    lines: list[str] = []
    layers_per_spec: dict[KVCacheSpec, list[int]] = {}  # groups split from one bucket share its spec
    for g in groups:
        layers_per_spec.setdefault(g.spec, []).append(len(g.layer_names))
    for counts in layers_per_spec.values():
        total = sum(counts)
        pad = size - total % size
        if pad != size:
            lines.append(f"Add {pad} padding layers, may waste at most {pad / total * 100:.2f}% KV cache memory")
    return lines


# ---------------------------------------------------------------- needed bytes, per release

def pool_bytes_per_block(groups: list[KVCacheGroup]) -> int:
    """_pool_bytes_per_block: the largest group's pages per block (the shared pool's block)."""
    return max(g.pool_bytes() for g in groups)


def needed_bytes(engine: EngineConfig, groups: list[KVCacheGroup], raw_specs: WorkerSpecs, max_model_len: int,
                 pool_bytes: int | None = None) -> int:
    """Bytes one request of ``max_model_len`` needs on one worker, with the release's formula (§4.2).

    ``pool_bytes``: pool_bytes_per_block(groups) when the caller already has it (binary searches)."""
    ctx = engine.sizing(max_model_len)
    formula = engine.rules.needed_formula
    if formula == "layer_sum":
        return sum(spec.max_memory_usage_bytes(ctx) for spec in raw_specs.values())
    if not groups:
        return 0
    if formula == "group0":
        if len(groups) == 1:
            g = groups[0]
            if g.uniform_type:
                return sum(s.max_memory_usage_bytes(ctx) for s in g.layer_specs)
            return len(g.layer_names) * g.spec.max_memory_usage_bytes(ctx)
        group_size = max(len(g.layer_names) for g in groups)
        first = groups[0]
        page = first.spec.page_size_bytes
        return group_size * page * cdiv(first.spec.max_memory_usage_bytes(ctx), page)
    pool = pool_bytes_per_block(groups) if pool_bytes is None else pool_bytes
    return pool * sum(g.blocks_per_request(ctx) for g in groups)


def estimate_max_model_len(fits: Callable[[int], bool], upper: int) -> int:
    """vLLM's binary search over [1, upper]; 0 when even one token does not fit (§5.1)."""
    if upper < 1 or not fits(1):
        return 0
    lo, hi, result = 1, upper, 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if fits(mid):
            result, lo = mid, mid + 1
        else:
            hi = mid - 1
    return result


# ---------------------------------------------------------------- needed bytes and the estimate in closed form
#
# vLLM's estimate and auto-fit run a binary search over [1, upper] with fits(x) = needed(x) <= budget
# (kv_cache_utils.py::estimate_max_model_len 0.8.4+, _estimate_max_model_len_from_groups 0.14+,
# kv_cache_planning.py in 0.33; spec §5.1, which gives the full-attention closed form). Every needed-bytes formula above is a sum of whole pages, each spec contributing ``coef x blocks(L)`` with
# ``blocks`` a BlocksForm (kvroom.core.specs): non-decreasing in L, constant beyond its cap, a ceiling division
# below it. So needed(L) is non-decreasing, vLLM's binary search returns the largest L in [1, upper] whose needed
# bytes fit (0 when L=1 does not), and that L can be solved for: between two caps needed(L) is
# K + sum(c_i x cdiv(L, b_i)), with one block size a division. tests/test_plan_closed_form.py holds the solver to
# the binary search on random layouts; the oracle goldens hold the whole plan to vLLM.

NeededTerms = tuple[tuple[int, BlocksForm], ...]  # (bytes per block, form): needed(L) = sum(c x form.blocks(L))


def needed_terms(engine: EngineConfig, groups: list[KVCacheGroup], raw_specs: WorkerSpecs,
                 pool_bytes: int | None = None) -> NeededTerms | None:
    """needed_bytes(engine, groups, raw_specs, L) as terms in L, computed once per plan; None where a uniform-type
    group's layers need different block counts (the bytes are then a max, not a sum: the caller searches)."""
    ctx = engine.sizing()
    formula = engine.rules.needed_formula
    coefs: dict[BlocksForm, int] = {}

    def add(coef: int, form: BlocksForm) -> None:
        coefs[form] = coefs.get(form, 0) + coef

    if formula == "layer_sum":
        for spec in raw_specs.values():
            add(spec.page_size_bytes, spec.blocks_form(ctx))
    elif not groups:
        pass
    elif formula == "group0":
        if len(groups) == 1:
            g = groups[0]
            if g.uniform_type:
                for s in g.layer_specs:
                    add(s.page_size_bytes, s.blocks_form(ctx))
            else:
                add(len(g.layer_names) * g.spec.page_size_bytes, g.spec.blocks_form(ctx))
        else:
            group_size = max(len(g.layer_names) for g in groups)
            add(group_size * groups[0].spec.page_size_bytes, groups[0].spec.blocks_form(ctx))
    else:
        pool = pool_bytes_per_block(groups) if pool_bytes is None else pool_bytes
        for g in groups:
            if g.uniform_type:
                forms = {s.blocks_form(ctx) for s in g.layer_specs}
                if len(forms) != 1 or any(s.page_size_bytes <= 0 for s in g.layer_specs):
                    return None
                add(pool, forms.pop())
            else:
                if g.spec.page_size_bytes <= 0:
                    return None  # vLLM divides by the page here; the faithful path raises as it does
                add(pool, g.spec.blocks_form(ctx))
    return tuple((coef, form) for form, coef in coefs.items() if coef)


def needed_from_terms(terms: NeededTerms, length: int) -> int:
    if len(terms) == 1:  # one form (a full-attention or MLA model): no generator to build
        coef, form = terms[0]
        return coef * form.blocks(length)
    return sum(coef * form.blocks(length) for coef, form in terms)


def largest_fitting_len(terms: NeededTerms, budget: int, upper: int) -> int:
    """What estimate_max_model_len(lambda L: needed(L) <= budget, upper) returns, without the search: the largest
    L in [1, upper] whose needed bytes fit, 0 when none does."""
    if upper < 1:
        return 0
    if len(terms) == 1 and terms[0][1].cap is None:  # one uncapped form (full attention, MLA): a division
        coef, (_cap, block, plus) = terms[0]
        if not block:
            return upper if coef * plus <= budget else 0
        per_block = (budget - coef * plus) // coef  # blocks a request may take: cdiv(L, block) <= per_block
        return min(upper, per_block * block) if per_block >= 1 else 0
    if needed_from_terms(terms, upper) <= budget:
        return upper
    if needed_from_terms(terms, 1) > budget:
        return 0
    # needed(lo) fits, needed(hi) does not; walk the caps (few: one per window / chunk size) to the piece
    # (lo, hi] with no cap strictly inside
    lo, hi = 1, upper
    for cap in sorted({f.cap for _, f in terms if f.block and f.cap is not None and lo < f.cap < upper}):
        if needed_from_terms(terms, cap) <= budget:
            lo = cap
        else:
            hi = cap
            break
    # on [lo, hi] a form with cap <= lo is constant, one with cap >= hi (or none) is cdiv(L, block) + plus
    constant, growing = 0, []
    for coef, f in terms:
        if not f.block or (f.cap is not None and f.cap <= lo):
            constant += coef * f.blocks(lo)
        else:
            constant += coef * f.plus
            growing.append((coef, f.block))
    room = budget - constant
    blocks = {b for _, b in growing}
    if len(blocks) == 1:
        # K + A x cdiv(L, b) <= budget  <=>  cdiv(L, b) <= room // A  <=>  L <= (room // A) x b
        block = blocks.pop()
        return min(hi - 1, room // sum(c for c, _ in growing) * block)
    if not growing:
        return lo
    # several block sizes: sum(c L / b) <= needed - K < sum(c (L / b + 1)) bounds L to within the largest block;
    # search that window (exact predicate, so the same answer)
    scale = 1
    for _, b in growing:
        scale = scale * b // gcd(scale, b)
    rate = sum(c * (scale // b) for c, b in growing)  # (needed - K) x scale / L, without the ceilings
    low = max(lo, (room - sum(c for c, _ in growing)) * scale // rate)
    high = min(hi - 1, room * scale // rate)
    result = lo
    while low <= high:
        mid = (low + high) // 2
        if needed_from_terms(terms, mid) <= budget:
            result, low = mid, mid + 1
        else:
            high = mid - 1
    return result


# ---------------------------------------------------------------- the whole startup decision
@frozen
class WorkerResult:
    """One pipeline stage's side of the check: its memory, block size, need and block count."""

    stage: int
    available_bytes: int
    check_memory_bytes: int
    bytes_per_block: int
    needed_bytes: int
    num_blocks: int
    groups: tuple[KVCacheGroup, ...]
@frozen
class StartupDecision:
    """What vLLM would do at the KV check: start (with capacity) or raise (with its text)."""

    starts: bool
    error: str | None
    error_kind: str | None  # kv_cache_too_small | kv_cache_too_small_v0 | no_kv_memory | auto_fit_no_token
    max_model_len: int  # after auto-fit
    bytes_per_request: int  # needed for one request at max_model_len (the limiting worker)
    available_bytes: int
    check_memory_bytes: int
    estimated_max_model_len: int  # vLLM's estimate, bounded by max_model_len
    largest_max_model_len: int  # the largest length that passes, up to the model's derived length
    num_gpu_blocks: int | None
    kv_cache_tokens: int | None
    max_concurrency: float | None
    bytes_per_block: int
    groups: tuple[KVCacheGroup, ...]
    workers: tuple[WorkerResult, ...]
    log_lines: tuple[str, ...] = field(default=())


@frozen
class _Layout:
    """Groups, pool blocks and needed-bytes terms for one launch: independent of the memory, so computed once per
    plan (and once per model and engine settings across plans: see _layout)."""

    merged: WorkerSpecs
    global_groups: list[KVCacheGroup]
    projected: list[list[KVCacheGroup]]
    per_block: list[int]
    workers: tuple[WorkerSpecs, ...]  # the per-stage specs it was built from
    global_terms: NeededTerms | None  # needed_terms of the global groups (0.14-0.16 check scope)
    projected_terms: tuple[NeededTerms | None, ...]  # needed_terms of each stage's groups and specs
    padding_log: tuple[str, ...] = ()  # padding_warnings(global_groups)
    group_forms: tuple[BlocksForm, ...] | None = None  # blocks one request needs per global group (None: search)
    key_objects: tuple = ()  # what the cache key names by identity, held so no id is reused while cached
    projected_groups: tuple[tuple[KVCacheGroup, ...], ...] = ()  # each stage's groups (WorkerResult.groups)
    global_groups_tuple: tuple[KVCacheGroup, ...] = ()  # StartupDecision.groups
    max_per_block: int = 0  # StartupDecision.bytes_per_block
    global_pool: int = 0  # pool_bytes_per_block(global_groups)
    check_parts: tuple = ()  # the _Part of each run of the check (one per stage; one in all for the global scope)
    check_reserve: tuple[int, ...] = ()  # what the null block takes off each part's budget when every worker has it


_LAYOUTS: dict[tuple, _Layout] = {}
_LAYOUTS_MAX = 512


def _layout(engine: EngineConfig, workers: list[WorkerSpecs]) -> _Layout:
    # The key holds what kv_cache_groups and needed_terms read: the release rules (shared objects from rules_for),
    # the hybrid flag, the sizing numbers but the length (engine.sizing(0)), and each stage's spec dict by identity;
    # engine.worker_specs hands out the same (read-only) dicts for the same model and settings, so a sweep or a
    # repeated plan lays the model out once. The entry holds those objects, so their ids stay unique.
    key = (id(engine.rules), engine.disable_hybrid_kv_cache_manager, *_sizing_key(engine), *map(id, workers))
    layout = _LAYOUTS.get(key)
    if layout is None:
        layout = _build_layout(engine, workers)
        if len(_LAYOUTS) >= _LAYOUTS_MAX:
            _LAYOUTS.clear()
        _LAYOUTS[key] = layout
    return layout


def _sizing_key(engine: EngineConfig) -> tuple:
    """The engine numbers SizingContext carries besides the length (mamba_usage comes with the rules); cheaper
    than building and hashing engine.sizing(0). test_plan_closed_form checks it covers every SizingContext field."""
    return engine.in_flight_tokens, engine.mamba_cache_mode, engine.decode_context_parallel_size


def _build_layout(engine: EngineConfig, workers: list[WorkerSpecs]) -> _Layout:
    given = tuple(workers)  # held by the entry: the cache key names these dicts by identity
    workers = tuple(dict(specs) for specs in workers)
    merged: WorkerSpecs = {}
    for specs in workers:
        merged.update(specs)
    global_groups = kv_cache_groups(dict(merged), engine.rules, engine.disable_hybrid_kv_cache_manager)
    projected = [[g.project(set(specs)) for g in global_groups] for specs in workers]
    per_block = [pool_bytes_per_block(groups) if global_groups else 0 for groups in projected]
    global_pool = pool_bytes_per_block(global_groups) if global_groups else 0
    global_terms = needed_terms(engine, global_groups, merged, global_pool)
    projected_terms = tuple(needed_terms(engine, g, s, b) for g, s, b in zip(projected, workers, per_block))
    rules = engine.rules
    layer_sum = rules.needed_formula == "layer_sum"
    # what _check_budgets gives each part for a budget B on every worker: B less the null block's pool block
    # (ReleaseRules.null_block_reserved); the global scope takes the smallest worker's, min(B - b_i) = B - max(b_i)
    reserve = [b if rules.null_block_reserved else 0 for b in per_block]
    if rules.check_scope == "global":
        check_parts = (_Part(global_groups, merged, global_pool, global_terms, layer_sum),)
        check_reserve = (max(reserve, default=0),)
    else:
        check_parts = tuple(_Part(g, s, b, t, layer_sum)
                            for g, s, b, t in zip(projected, workers, per_block, projected_terms))
        check_reserve = tuple(reserve)
    return _Layout(merged, global_groups, projected, per_block, workers, global_terms, projected_terms,
                   tuple(padding_warnings(global_groups)), _group_forms(engine, global_groups),
                   (engine.rules, given), tuple(tuple(groups) for groups in projected), tuple(global_groups),
                   max(per_block, default=0), global_pool, check_parts, check_reserve)


def _group_forms(engine: EngineConfig, groups: list[KVCacheGroup]) -> tuple[BlocksForm, ...] | None:
    """KVCacheGroup.blocks_per_request of each group as a BlocksForm (None where a uniform group's layers differ)."""
    ctx = engine.sizing()
    forms = []
    for g in groups:
        specs = g.layer_specs if g.uniform_type else (g.spec,)
        kinds = {s.blocks_form(ctx) for s in specs}
        if len(kinds) != 1 or any(s.page_size_bytes <= 0 for s in specs):
            return None
        forms.append(kinds.pop())
    return tuple(forms)


class _Part:
    """The layers one run of the check sizes, independent of the memory (built once per layout): these groups and
    raw specs (for the <=0.13 per-layer sum), their pool block, and their needed bytes as terms in the length."""

    __slots__ = ("groups", "specs", "pool", "terms", "checked", "division")

    def __init__(self, groups: list[KVCacheGroup], specs: WorkerSpecs, pool: int, terms: NeededTerms | None,
                 layer_sum: bool) -> None:
        self.groups = groups
        self.specs = specs
        self.pool = pool  # pool_bytes_per_block(groups)
        self.terms = terms  # needed_terms(...): needed bytes as a function of the length, None: search
        # vLLM skips the check of a worker with no KV layers, except the <=0.13 per-layer sum, which runs on all
        self.checked = bool(groups) or layer_sum
        # one uncapped form with a block (full attention, MLA: spec §5.1; kv_cache_interface.py::FullAttentionSpec.
        # max_memory_usage_bytes is cdiv(max_model_len, block_size) x page_size_bytes): needed(L) = coef x
        # cdiv(L, block) + base, kept as (coef, block, base) so the check is a multiplication and vLLM's binary
        # search (kv_cache_utils.py::estimate_max_model_len, 0.8-0.33) a division; tests/test_plan_closed_form.py
        # holds _estimate to that search
        self.division = None
        if terms is not None and len(terms) == 1:
            coef, (cap, block, plus) = terms[0]
            if cap is None and block:
                self.division = (coef, block, coef * plus)


def _needed_at(engine: EngineConfig, part: _Part, length: int) -> int:
    """needed_bytes of this part's layers at ``length``."""
    division = part.division
    if division is not None:
        coef, block, base = division
        return coef * -(-length // block) + base
    if part.terms is not None:
        return needed_from_terms(part.terms, length)
    return needed_bytes(engine, part.groups, part.specs, length, part.pool)


def _estimate(engine: EngineConfig, part: _Part, budget: int, upper: int) -> int:
    """vLLM's estimate for this part and budget: the largest length in [1, upper] that fits (0: none)."""
    division = part.division
    if division is not None and upper >= 1:
        # largest_fitting_len's division: cdiv(L, block) <= (budget - base) // coef blocks
        coef, block, base = division
        per_block = (budget - base) // coef
        if per_block < 1:
            return 0
        longest = per_block * block
        return upper if longest > upper else longest
    if part.terms is not None:
        return largest_fitting_len(part.terms, budget, upper)
    return estimate_max_model_len(
        lambda x: needed_bytes(engine, part.groups, part.specs, x, part.pool) <= budget, upper)


def _check_budgets(engine: EngineConfig, layout: _Layout, available: list[int]):
    """(budgets, memory, check_memory): the memory each of layout.check_parts is checked against, per release
    (§4.1)."""
    rules = engine.rules
    memory = available  # read only from here on
    if engine.num_gpu_blocks_override is not None and rules.override_replaces_available:
        memory = [engine.num_gpu_blocks_override * b if b else m for b, m in zip(layout.per_block, memory)]
    check_memory = memory
    if rules.null_block_reserved:
        check_memory = [m - b if b else m for m, b in zip(memory, layout.per_block)]
    if rules.check_scope == "global":  # 0.14-0.16: all layers against the smallest worker
        return [min(check_memory)], memory, check_memory
    return check_memory, memory, check_memory  # <= 0.13 each worker's own layers; 0.17+ the projected groups


def layout_for(engine: EngineConfig, workers: list[WorkerSpecs]) -> "_Layout | UnsupportedLayout | None":
    """The layout decide() and largest_lengths() would look up, for a caller that plans the same launch again with
    other budgets (kvroom.api's launch cache): vLLM's UnsupportedLayout refusal in its place, None for V0."""
    if engine.use_v0:
        return None
    try:
        return _layout(engine, workers)
    except UnsupportedLayout as exc:
        return exc


def _given_layout(engine: EngineConfig, workers: list[WorkerSpecs], layout) -> "_Layout":
    if layout is None:
        return _layout(engine, workers)
    if isinstance(layout, UnsupportedLayout):
        raise layout
    return layout


def largest_lengths(engine: EngineConfig, workers: list[WorkerSpecs], budgets: list[int], layout=None) -> list[int]:
    """The largest --max-model-len that starts for each per-worker budget (same for all workers); ``layout``:
    layout_for(engine, workers) when the caller has it."""
    if engine.use_v0:
        return [_decide_v0(engine, workers, [b] * len(workers)).largest_max_model_len for b in budgets]
    try:
        layout = _given_layout(engine, workers, layout)
    except UnsupportedLayout:
        return [0 for _ in budgets]
    parts = layout.check_parts
    if engine.num_gpu_blocks_override is None or not engine.rules.override_replaces_available:
        # every worker has the budget: each part's check memory is it less the part's null block (_check_budgets)
        reserve = layout.check_reserve
        if len(parts) == 1 and parts[0].checked:
            part, taken = parts[0], reserve[0]
            return [_largest_one(engine, part, budget - taken) for budget in budgets]
        return [_largest(engine, parts, [budget - taken for taken in reserve]) for budget in budgets]
    return [_largest(engine, parts, _check_budgets(engine, layout, [b] * len(workers))[0]) for b in budgets]


def decide(engine: EngineConfig, workers: list[WorkerSpecs], available: list[int], layout=None) -> StartupDecision:
    """Run vLLM's check for these per-stage specs and per-stage available memory; ``layout``: layout_for(engine,
    workers) when the caller has it."""
    if engine.use_v0:
        return _decide_v0(engine, workers, available)
    rules = engine.rules
    if layout.__class__ is not _Layout:
        try:
            layout = _given_layout(engine, workers, layout)
        except UnsupportedLayout as exc:
            return StartupDecision(False, str(exc), "unsupported_layout", engine.max_model_len, 0, min(available),
                                   min(available), 0, 0, None, None, None, 0, (), ())
    global_groups, per_block = layout.global_groups, layout.per_block
    log = layout.padding_log
    device = "GPU" if engine.platform == "cuda" else engine.platform.upper()
    parts = layout.check_parts
    if engine.num_gpu_blocks_override is None and rules.check_scope != "global":  # _check_budgets, the usual case
        memory = available
        budgets = check_memory = [m - r for m, r in zip(available, layout.check_reserve)]
    else:
        budgets, memory, check_memory = _check_budgets(engine, layout, available)

    max_model_len = engine.max_model_len
    if engine.auto_fit:
        fitted, limiting = max_model_len, budgets[0]
        for part, budget in zip(parts, budgets):
            if not part.groups:
                continue
            est = _estimate(engine, part, budget, max_model_len)
            if est < fitted:
                fitted, limiting = est, budget
        if fitted <= 0:
            return _refused(engine, messages.AUTO_FIT_NO_TOKEN, "auto_fit_no_token", max_model_len,
                            _needed_at(engine, parts[0], max_model_len), available, check_memory, 0, global_groups,
                            per_block, log, parts[0], budgets[0])
        log = (*log, messages.auto_fit_line(rules, max_model_len, fitted, limiting, device))
        max_model_len = min(fitted, max_model_len)

    needs = []  # what one request needs on each part (pure: computed once, kept for the capacity part)
    for part, budget in zip(parts, budgets):
        need = _needed_at(engine, part, max_model_len)
        needs.append(need)
        if not part.checked:
            continue
        if budget <= 0:
            return _refused(engine, messages.no_kv_memory(rules), "no_kv_memory", max_model_len,
                            need, available, check_memory, 0, global_groups, per_block, log, part, budget)
        if need > budget:
            est = 0
            if rules.estimate:
                est = _estimate(engine, part, budget, max_model_len)
            text = messages.kv_cache_too_small(rules, max_model_len, need, budget, est)
            return _refused(engine, text, "kv_cache_too_small", max_model_len, need,
                            available, check_memory, est, global_groups, per_block, log, part, budget)

    # it starts: capacity on the smallest worker
    num_blocks = [m // b if b else 1 for m, b in zip(memory, per_block)]
    if engine.num_gpu_blocks_override is not None:
        num_blocks = [engine.num_gpu_blocks_override for _ in num_blocks]
    blocks = min(num_blocks)
    forms = layout.group_forms
    if forms is None:
        per_request, ctx = None, engine.sizing(max_model_len)
    else:
        per_request, ctx = 0, None
        for form in forms:
            per_request += form.blocks(max_model_len)
    tokens, concurrency = _capacity(engine, global_groups, blocks, ctx, max_model_len, per_request)
    if global_groups:
        log = (*log, *messages.capacity_lines(rules, tokens, max_model_len, concurrency, device))
    need = max(needs, default=0)
    if len(parts) == 1 and parts[0].checked:
        largest = _largest_one(engine, parts[0], budgets[0])
    else:
        largest = _largest(engine, parts, budgets)
    if max_model_len <= engine.derived.default_max_model_len or not global_groups:
        # the predicate is monotone, so the search bounded by max_model_len is the unbounded one, capped
        est = (max_model_len if max_model_len < largest else largest) if global_groups else max_model_len
    else:
        budget, part = min(zip(budgets, parts), key=lambda pair: pair[0])
        est = _estimate(engine, part, budget, max_model_len)
    last = len(needs) - 1
    results = tuple([
        WorkerResult(i, available[i], check_memory[i], per_block[i], needs[min(i, last)], num_blocks[i], groups_i)
        for i, groups_i in enumerate(layout.projected_groups)
    ])
    # positional, in the field order (a keyword call costs twice as much on this hot path):
    # starts, error, error_kind, max_model_len, bytes_per_request, available_bytes, check_memory_bytes,
    # estimated_max_model_len, largest_max_model_len, num_gpu_blocks, kv_cache_tokens, max_concurrency,
    # bytes_per_block, groups, workers, log_lines
    return StartupDecision(True, None, None, max_model_len, need, min(available), min(check_memory), est, largest,
                           blocks, tokens, concurrency, layout.max_per_block, layout.global_groups_tuple, results, log)


def _largest_one(engine: EngineConfig, part: _Part, budget: int) -> int:
    """_largest for a single checked part."""
    if budget <= 0:
        return 0
    return _estimate(engine, part, budget, engine.derived.default_max_model_len)


def _largest(engine: EngineConfig, parts, budgets) -> int:
    """The largest --max-model-len that passes the check, up to the model's derived length."""
    upper = engine.derived.default_max_model_len
    best = upper
    for part, budget in zip(parts, budgets):
        if not part.checked:
            continue
        if budget <= 0:
            return 0
        est = _estimate(engine, part, budget, upper)
        if est < best:
            best = est
    return best


def _refused(engine, text, kind, max_model_len, need, available, check_memory, est, groups, per_block, log,
             part=None, budget=None) -> StartupDecision:
    """A refusal: vLLM's text, what one request needed, and the largest length that would have passed."""
    largest = 0
    if part is not None and budget > 0:
        largest = _estimate(engine, part, budget, engine.derived.default_max_model_len)
    return StartupDecision(
        starts=False, error=text, error_kind=kind, max_model_len=max_model_len, bytes_per_request=need,
        available_bytes=min(available), check_memory_bytes=budget if part is not None else min(check_memory),
        estimated_max_model_len=est, largest_max_model_len=largest, num_gpu_blocks=None, kv_cache_tokens=None,
        max_concurrency=None, bytes_per_block=max(per_block, default=0), groups=tuple(groups), workers=(),
        log_lines=tuple(log),
    )


def _capacity(engine: EngineConfig, groups: list[KVCacheGroup], num_blocks: int, ctx: SizingContext, max_model_len: int,
              per_request: int | None = None) -> tuple[int, float]:
    """KV cache size in tokens and maximum concurrency, as the release logs them (§6.3).

    ``per_request``: the blocks one request needs across the groups, when the caller has it (_Layout.group_forms)."""
    if not groups:
        return 0, 0.0
    rules = engine.rules
    if not rules.concurrency_on_blocks:
        block_size = groups[0].spec.block_size
        return num_blocks * block_size, num_blocks * block_size / max_model_len
    if per_request is None:
        per_request = sum(g.blocks_per_request(ctx) for g in groups)
    concurrency = num_blocks / per_request
    if rules.capacity_tokens == "c_times_l":
        return int(concurrency * max_model_len), concurrency
    if rules.uniform_type_tokens_cache_block and len(groups) == 1:
        return num_blocks * engine.block_size, concurrency  # _get_kv_cache_config_uniform_type (<= 0.10.2)
    min_block = min(g.spec.block_size for g in groups)
    return (num_blocks // len(groups)) * min_block, concurrency


def _decide_v0(engine: EngineConfig, workers: list[WorkerSpecs], available: list[int]) -> StartupDecision:
    """The V0 engine (<= 0.10.2): one block spans every attention layer, no sliding-window savings (§9)."""
    rules = engine.rules
    bs = engine.block_size
    block_bytes = []
    for specs in workers:
        total = 0
        for spec in specs.values():
            if isinstance(spec, MambaSpec):
                continue
            head_v = 0 if isinstance(spec, MLAAttentionSpec) else spec.num_kv_heads * spec.head_size
            total += spec.dtype_bytes * bs * (spec.num_kv_heads * spec.head_size + head_v)
        block_bytes.append(total)
    num_blocks = [max(0, m // b) if b else 0 for m, b in zip(available, block_bytes)]
    if engine.num_gpu_blocks_override is not None:
        num_blocks = [engine.num_gpu_blocks_override for _ in num_blocks]
    blocks = min(num_blocks)
    max_model_len = engine.max_model_len
    per_token = max(block_bytes) // bs if bs else 0
    need = per_token * max_model_len
    if blocks <= 0:
        return StartupDecision(False, messages.no_kv_memory(rules), "no_kv_memory", max_model_len, need,
                               min(available), min(available), 0, 0, None, None, None, max(block_bytes), (), ())
    divisor = engine.pipeline_parallel_size if rules.v0_tokens_divide_by_pp else 1
    max_tokens = bs * (blocks // divisor)
    largest = min(max_tokens, engine.derived.default_max_model_len)
    # the executor logs the block counts and the concurrency before the worker's check (§6.3, §9)
    concurrency = blocks * bs / max_model_len
    swap_blocks = V0_SWAP_SPACE_BYTES // max(block_bytes) if max(block_bytes) else 0
    label = rules.v0_blocks_label if engine.platform == "cuda" else engine.platform
    lines = (f"# {label} blocks: {blocks}, # CPU blocks: {swap_blocks}",
             f"Maximum concurrency for {max_model_len} tokens per request: {concurrency:.2f}x")
    if max_model_len > max_tokens:
        return StartupDecision(False, messages.kv_cache_too_small_v0(max_model_len, max_tokens), "kv_cache_too_small_v0",
                               max_model_len, need, min(available), min(available), 0, largest, None, None, None,
                               max(block_bytes), (), (), lines)
    return StartupDecision(True, None, None, max_model_len, need, min(available), min(available), max_model_len, largest,
                           blocks, blocks * bs, concurrency, max(block_bytes), (), (), lines)


def gcd_block(groups: list[KVCacheGroup]) -> int:
    """The block size all groups share (for reporting)."""
    result = 0
    for g in groups:
        result = gcd(result, g.spec.block_size)
    return result
