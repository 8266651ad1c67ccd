"""The closed-form estimate (kvroom.core.planning.largest_fitting_len) against vLLM's binary search.

vLLM finds the estimated / auto-fitted length with a binary search over [1, upper] (kv_cache_utils.py::
estimate_max_model_len, 0.8-0.33). kvroom solves for it instead. These tests hold the two to the same answer on
random layouts (every spec kind, every needed-bytes formula, uniform-type groups, padded pages, DCP) and on every
oracle golden's real layout; the expected side is always the faithful search over the faithful needed_bytes.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from kvroom.core import planning
from kvroom.core.engine import PlanRequest, resolve
from kvroom.core.planning import (
    KVCacheGroup,
    estimate_max_model_len,
    largest_fitting_len,
    needed_bytes,
    needed_from_terms,
    needed_terms,
)
from kvroom.core.specs import (
    ChunkedLocalAttentionSpec,
    FullAttentionSpec,
    MambaSpec,
    MLAAttentionSpec,
    SlidingWindowSpec,
)
from kvroom.sources import catalog

common = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
BASE = resolve(catalog.lookup("meta-llama/Llama-3.1-8B-Instruct"), PlanRequest(kv_cache_memory_bytes=2**30))

blocks = st.sampled_from([1, 16, 32, 64, 128, 256, 400, 528, 1056, 2096]) | st.integers(1, 3000)
padded = st.none() | st.integers(1, 2**22)


@st.composite
def attention(draw):
    common_ = dict(block_size=draw(blocks), num_kv_heads=draw(st.integers(1, 16)),
                   head_size=draw(st.sampled_from([64, 80, 128, 256])), dtype_bytes=draw(st.sampled_from([1, 2, 4])),
                   page_size_padded=draw(padded))
    kind = draw(st.sampled_from(["full", "mla", "sliding", "chunked"]))
    if kind == "full":
        return FullAttentionSpec(**common_)
    if kind == "mla":
        return MLAAttentionSpec(**{**common_, "num_kv_heads": 1})
    if kind == "sliding":
        return SlidingWindowSpec(sliding_window=draw(st.integers(0, 40_000)),
                                 extra_retained_tokens=draw(st.integers(0, 3)), **common_)
    return ChunkedLocalAttentionSpec(attention_chunk_size=draw(st.integers(0, 20_000)), **common_)


@st.composite
def mamba(draw):
    return MambaSpec(block_size=draw(blocks | st.integers(1, 300_000)),
                     shapes=((draw(st.integers(1, 8)), draw(st.integers(1, 4096))), (draw(st.integers(1, 64)), 64)),
                     dtype_sizes=(2, draw(st.sampled_from([2, 4]))), page_size_padded=draw(padded),
                     num_speculative_blocks=draw(st.integers(0, 2)),
                     num_prefill_checkpoint_blocks=draw(st.integers(0, 1)))


@st.composite
def engines(draw):
    rules = replace(BASE.rules, needed_formula=draw(st.sampled_from(["layer_sum", "group0", "groups"])),
                    mamba_usage=draw(st.sampled_from(["none", "one_page", "cdiv_len", "mode"])))
    return replace(BASE, rules=rules, in_flight_tokens=draw(st.integers(1, 70_000)),
                   mamba_cache_mode=draw(st.sampled_from(["none", "align", "all"])),
                   decode_context_parallel_size=draw(st.sampled_from([1, 1, 2, 4])))


@st.composite
def layouts(draw):
    """Random specs split into random groups; some groups uniform-type (each layer keeps its own spec)."""
    distinct = draw(st.lists(attention() | mamba(), min_size=1, max_size=4))
    names = [f"model.layers.{i}" for i in range(draw(st.integers(1, 12)))]
    specs = {name: distinct[draw(st.integers(0, len(distinct) - 1))] for name in names}
    groups, rest = [], list(names)
    while rest:
        take = draw(st.integers(1, len(rest)))
        members, rest = rest[:take], rest[take:]
        if draw(st.booleans()):
            groups.append(KVCacheGroup(tuple(members), specs[members[0]], tuple(specs[n] for n in members)))
        else:
            groups.append(KVCacheGroup(tuple(members), specs[members[0]]))
    return specs, groups


def _faithful(engine, groups, specs):
    return lambda length: needed_bytes(engine, groups, specs, length)


@common
@given(engines(), attention() | mamba(), st.integers(1, 400_000))
def test_blocks_form_is_max_memory_usage_in_pages(engine, spec, length) -> None:
    form = spec.blocks_form(engine.sizing())
    assert form.blocks(length) * spec.page_size_bytes == spec.max_memory_usage_bytes(engine.sizing(length))


@common
@given(engines(), layouts(), st.integers(1, 400_000))
def test_terms_are_needed_bytes(engine, layout, length) -> None:
    specs, groups = layout
    terms = needed_terms(engine, groups, specs)
    assume(terms is not None)
    assert needed_from_terms(terms, length) == needed_bytes(engine, groups, specs, length)


@common
@given(engines(), layouts(), st.integers(0, 300_000), st.integers(1, 300_000), st.integers(-3, 3))
def test_closed_form_is_vllms_binary_search(engine, layout, upper, at, nudge) -> None:
    """Budgets at needed(L) and a few bytes either side: the boundaries where an off-by-one would show."""
    specs, groups = layout
    terms = needed_terms(engine, groups, specs)
    assume(terms is not None)
    needed = _faithful(engine, groups, specs)
    budget = needed(at) + nudge
    expected = estimate_max_model_len(lambda x: needed(x) <= budget, upper)
    assert largest_fitting_len(terms, budget, upper) == expected


@common
@given(engines(), layouts(), st.integers(1, 300_000), st.integers(0, 2**36))
def test_closed_form_at_any_budget(engine, layout, upper, budget) -> None:
    specs, groups = layout
    terms = needed_terms(engine, groups, specs)
    assume(terms is not None)
    needed = _faithful(engine, groups, specs)
    assert largest_fitting_len(terms, budget, upper) == estimate_max_model_len(lambda x: needed(x) <= budget, upper)


@common
@given(engines(), layouts(), st.integers(1, 400_000))
def test_group_forms_are_blocks_per_request(engine, layout, length) -> None:
    """The capacity line's blocks per request (KVCacheGroup.blocks_per_request), from the cached forms."""
    _specs, groups = layout
    forms = planning._group_forms(engine, groups)
    assume(forms is not None)
    ctx = engine.sizing(length)
    assert [f.blocks(length) for f in forms] == [g.blocks_per_request(ctx) for g in groups]


def test_uniform_group_with_different_block_counts_is_searched() -> None:
    """A uniform-type group whose layers need different block counts takes vLLM's max, not a sum: no terms."""
    ctx_engine = replace(BASE, rules=replace(BASE.rules, needed_formula="groups"))
    a = SlidingWindowSpec(block_size=16, num_kv_heads=8, head_size=128, dtype_bytes=2, sliding_window=4096)
    b = replace(a, extra_retained_tokens=1)
    group = KVCacheGroup(("x", "y"), a, (a, b))
    assert needed_terms(ctx_engine, [group], {"x": a, "y": b}) is None


# ------------------------------------------------------------------- every oracle golden, both ways

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = sorted((ROOT / "tests" / "golden" / "oracle").glob("*.json"))


VERSIONS = ("0.32.0", "0.13.0", "0.15.0", "0.19.0", "0.26.0")  # each needed-bytes formula and Mamba usage rule


def _decisions():
    from test_oracle_golden import _load, _request  # the golden files' flags, mapped once

    from kvroom.api import plan
    from kvroom.errors import KvroomError
    from kvroom.sources.config import describe_config

    out = []
    for path in GOLDEN:
        golden, config = _load(path)
        try:
            model = describe_config(config, model_id=golden["model"], source=golden["config_file"])
        except KvroomError:
            continue
        for version in VERSIONS:
            try:
                request = replace(_request(golden["args"]), vllm_version=version)
                result = plan(model, request)
            except (KvroomError, pytest.skip.Exception):
                out.append(None)
                continue
            d = result.decision
            out.append((d.starts, d.error, d.max_model_len, d.bytes_per_request, d.estimated_max_model_len,
                        d.largest_max_model_len, d.num_gpu_blocks, d.kv_cache_tokens, d.max_concurrency))
    return out


def test_every_golden_layout_plans_the_same_with_the_search(monkeypatch) -> None:
    """Closed form off (terms None: the faithful binary search over needed_bytes) gives the same decisions on the
    real layouts of all oracle goldens."""
    assert len(GOLDEN) > 1000
    closed = _decisions()
    monkeypatch.setattr(planning, "needed_terms", lambda *a, **k: None)
    searched = _decisions()
    assert sum(x is not None for x in closed) > 4000
    assert closed == searched


def test_layout_cache_key_covers_the_sizing_context() -> None:
    """The cached layout's terms read engine.sizing(); its key names every field of it but the length."""
    from dataclasses import fields

    from kvroom.core.specs import SizingContext

    ctx = BASE.sizing(0)
    covered = {"max_model_len": None, "mamba_usage": BASE.rules.mamba_usage,
               "in_flight_tokens": BASE.in_flight_tokens, "mamba_cache_mode": BASE.mamba_cache_mode,
               "dcp_world_size": BASE.decode_context_parallel_size}
    assert {f.name for f in fields(SizingContext)} == set(covered)
    assert planning._sizing_key(BASE) == (ctx.in_flight_tokens, ctx.mamba_cache_mode, ctx.dcp_world_size)


# ------------------------------------------------------------------- the check's parts (what decide() runs)


def _part(engine, groups, specs):
    pool = planning.pool_bytes_per_block(groups)
    return planning._Part(groups, specs, pool, needed_terms(engine, groups, specs, pool),
                          engine.rules.needed_formula == "layer_sum")


@common
@given(engines(), layouts(), st.integers(0, 300_000), st.integers(1, 300_000), st.integers(-3, 3))
def test_part_estimate_is_vllms_binary_search(engine, layout, upper, at, nudge) -> None:
    """decide()'s estimate and needed bytes (the division kept for a one-form layout, else the terms, else the
    search) against the faithful search, at budgets on a page boundary and a few bytes either side."""
    specs, groups = layout
    part = _part(engine, groups, specs)
    needed = _faithful(engine, groups, specs)
    budget = needed(at) + nudge
    assert planning._needed_at(engine, part, at) == needed(at)
    assert planning._estimate(engine, part, budget, upper) == estimate_max_model_len(
        lambda x: needed(x) <= budget, upper)


@common
@given(st.sampled_from([1, 16, 32, 64, 128, 256, 528, 1056]) | st.integers(1, 3000), st.integers(1, 16),
       st.sampled_from([1, 2, 4]), st.integers(1, 64), st.integers(0, 300_000), st.integers(1, 300_000),
       st.integers(-2, 2))
def test_full_attention_division_at_page_boundaries(block_size, num_kv_heads, dtype_bytes, num_layers, upper, at,
                                                    nudge) -> None:
    """One full-attention group (the division): a budget exactly at needed(L), one byte below, one above."""
    spec = FullAttentionSpec(block_size=block_size, num_kv_heads=num_kv_heads, head_size=128, dtype_bytes=dtype_bytes)
    specs = {f"model.layers.{i}.self_attn": spec for i in range(num_layers)}
    groups = [KVCacheGroup(tuple(specs), spec)]
    part = _part(BASE, groups, specs)
    assert part.division is not None
    needed = _faithful(BASE, groups, specs)
    budget = needed(at) + nudge
    assert planning._estimate(BASE, part, budget, upper) == estimate_max_model_len(
        lambda x: needed(x) <= budget, upper)


@pytest.mark.parametrize("version", ["0.13.0", "0.15.0", "0.19.0", "0.32.0"])  # per-worker, global, projected scopes
@pytest.mark.parametrize("name", ["meta-llama/Llama-3.1-8B-Instruct", "google/gemma-3-27b-it",
                                  "Qwen/Qwen3-Next-80B-A3B-Instruct"])
@pytest.mark.parametrize("pp", [1, 2])
@pytest.mark.parametrize("override", [None, 1000])
def test_largest_lengths_is_the_check_at_each_budget(version, name, pp, override) -> None:
    """largest_lengths (the null block's share taken off once per layout) against the check's own budgets
    (_check_budgets, every release's scope and override rule), at budgets around a pool block and far above."""
    from kvroom.api import _launch

    model = catalog.lookup(name)
    try:
        launch, _ = _launch(model, PlanRequest(kv_cache_memory_bytes=2**30, vllm_version=version,
                                               pipeline_parallel_size=pp, num_gpu_blocks_override=override))
    except Exception as exc:  # a launch this release refuses: nothing to compare
        pytest.skip(str(exc))
    engine, stages, layout = launch.engine, launch.stages, launch.layout
    assume_layout = planning.layout_for(engine, stages)
    if not isinstance(assume_layout, planning._Layout):
        pytest.skip("no V1 layout")
    block = max(layout.per_block)
    budgets = [0, 1, block - 1, block, block + 1, 2 * block, 3 * block - 1, 2**30, 7 * 2**30 + 12345, 80 * 2**30]
    expected = [planning._largest(engine, layout.check_parts,
                                  planning._check_budgets(engine, layout, [b] * len(stages))[0]) for b in budgets]
    assert planning.largest_lengths(engine, stages, budgets, layout) == expected
    for b, want in zip(budgets, expected):
        assert planning.decide(engine, stages, [b] * len(stages), layout).largest_max_model_len == want or b <= 0
