"""Memory budget: exact terms against the spec and real logs, estimated terms against held-out real logs."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kvroom.core.budget import (
    GiB,
    MiB,
    ModelGeometry,
    Term,
    budget_rules,
    default_batch_limits,
    estimate_available_kv,
    free_memory_gate_message,
    requested_memory,
)
from kvroom.errors import InputError

# Geometry from the models' config.json (../shared/data/models).
LLAMA31_8B = ModelGeometry(hidden_size=4096, intermediate_size=14336, vocab_size=128256, num_attention_heads=32,
                           num_hidden_layers=32)
LLAMA33_70B = ModelGeometry(8192, 28672, 128256, 64, 80)
QWEN3_06B = ModelGeometry(1024, 3072, 151936, 16, 28)
QWEN3_32B = ModelGeometry(5120, 25600, 151936, 64, 64)
GPT_OSS_20B = ModelGeometry(2880, 2880, 201088, 64, 24, num_experts=32, num_experts_per_tok=4,
                            moe_intermediate_size=2880)
GPT_OSS_120B = ModelGeometry(2880, 2880, 201088, 64, 36, num_experts=128, num_experts_per_tok=4,
                             moe_intermediate_size=2880)
H100 = round(79.18 * GiB)  # "Free memory on device: 78.57/79.18 GiB" (llm-d cases)
RTX3090 = round(23.58 * GiB)  # total_gpu_memory=23.58GiB (vllm-10517 cases)


def gib(x: float) -> int:
    return round(x * GiB)


# ---- free-memory gate: spec §7.1 verbatim templates and real refusals

SPEC_V1 = ("Free memory on device ({F}/{T} GiB) on startup is less than desired GPU memory utilization ({U}, {R} GiB). "
           "Decrease GPU memory utilization or reduce GPU memory used by other processes.")
SPEC_V2 = ("Free memory on device {dev} ({F}/{T} GiB) on startup is less than desired GPU memory utilization ({U}, {R} "
           "GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.")


@pytest.mark.parametrize("release", ["0.9.1", "0.10.2", "0.11.0", "0.13.0"])
def test_gate_message_v1_template(release):
    total, free = gib(79.18), gib(60.0)
    msg = free_memory_gate_message(release=release, free_memory_bytes=free, total_memory_bytes=total,
                                   gpu_memory_utilization=0.9)
    expected = SPEC_V1.format(F=round(free / GiB, 2), T=round(total / GiB, 2), U=0.9,
                              R=round(total * 0.9 / GiB, 2))
    assert msg == expected


@pytest.mark.parametrize("release", ["0.14.0", "0.22.0", "0.33.0"])
def test_gate_message_v2_template(release):
    total, free = gib(139.81), gib(100.0)
    msg = free_memory_gate_message(release=release, free_memory_bytes=free, total_memory_bytes=total,
                                   gpu_memory_utilization=0.95, device="cuda:3")
    expected = SPEC_V2.format(dev="cuda:3", F=round(free / GiB, 2), T=round(total / GiB, 2), U=0.95,
                              R=round(math.ceil(total * 0.95) / GiB, 2))
    assert msg == expected


@pytest.mark.parametrize("release", ["0.5.5", "0.8.5", "0.9.0"])
def test_no_gate_before_0_9_1(release):
    assert free_memory_gate_message(release=release, free_memory_bytes=0, total_memory_bytes=H100,
                                    gpu_memory_utilization=0.9) is None


def test_gate_passes_when_free_is_enough():
    assert free_memory_gate_message(release="0.20.0", free_memory_bytes=gib(78.57), total_memory_bytes=H100,
                                    gpu_memory_utilization=0.9) is None


@pytest.mark.parametrize(
    "case_id,free,device,expected",
    [
        ("pytorch-175666-ci-cuda1", 19.77, "cuda:1",
         "Free memory on device cuda:1 (19.77/22.05 GiB) on startup is less than desired GPU memory utilization "
         "(0.9, 19.84 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes."),
        ("vllm-33297-ci-cuda0", 1.53, "cuda:0",
         "Free memory on device cuda:0 (1.53/22.05 GiB) on startup is less than desired GPU memory utilization "
         "(0.9, 19.84 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes."),
    ],
)
def test_gate_reproduces_real_refusals(case_id, free, device, expected):
    # The card prints 22.05 GiB and 0.9 x total prints 19.84, so total lies in [22.045, 22.0499] GiB.
    total = gib(22.048)
    assert free_memory_gate_message(release="0.15.0", free_memory_bytes=gib(free), total_memory_bytes=total,
                                    gpu_memory_utilization=0.9, device=device) == expected


# ---- release table


def test_requested_memory_float_then_ceil():
    total = 85_019_377_664 + 1
    assert requested_memory("0.13.0", total, 0.9) == total * 0.9
    assert requested_memory("0.14.0", total, 0.9) == math.ceil(total * 0.9)


def test_default_utilization_and_flashinfer_by_release():
    # config/cache.py CacheConfig.gpu_memory_utilization Field(default=...): 0.9 in the 0.19.1 wheel, 0.92 in 0.20.0
    assert budget_rules("0.19.1").default_gpu_memory_utilization == 0.9
    assert budget_rules("0.20.0").default_gpu_memory_utilization == 0.92
    assert budget_rules("0.22.0").default_gpu_memory_utilization == 0.92
    # v1/attention/backends/flashinfer.py FLASHINFER_WORKSPACE_BUFFER_SIZE 256 MiB (0.11.0 wheel); envs.py
    # VLLM_FLASHINFER_WORKSPACE_BUFFER_SIZE default 394 MiB (0.11.1 wheel)
    assert budget_rules("0.11.0").flashinfer_workspace_bytes == 256 * MiB
    assert budget_rules("0.11.1").flashinfer_workspace_bytes == 394 * MiB
    assert not budget_rules("0.19.0").cudagraph_estimate_subtracted
    assert budget_rules("0.20.0").cudagraph_estimate_subtracted


def test_default_batch_limits():
    assert default_batch_limits("0.11.0", total_memory_bytes=H100, gpu_name="H100") == (8192, 1024)
    assert default_batch_limits("0.11.0", total_memory_bytes=gib(79.15), gpu_name="A100-SXM4-80GB") == (2048, 256)
    assert default_batch_limits("0.11.0", total_memory_bytes=RTX3090, gpu_name="RTX-3090") == (2048, 256)
    assert default_batch_limits("0.6.6", total_memory_bytes=RTX3090, max_model_len=20000) == (20000, 256)
    assert default_batch_limits("0.6.6", total_memory_bytes=RTX3090, max_model_len=35000) == (512, 256)


# ---- the budget


def test_kv_cache_memory_bytes_bypass_is_exact():
    b = estimate_available_kv(release="0.10.2", total_memory_bytes=H100, weights=gib(14.99), geometry=LLAMA31_8B,
                              kv_cache_memory_bytes=12_345_678_901)
    assert b.available_kv_bytes == b.available_kv_low_bytes == b.available_kv_high_bytes == 12_345_678_901
    assert b.formula == "kv_cache_memory_bytes" and b.exact


def test_kv_cache_memory_bytes_needs_0_10_2():
    with pytest.raises(InputError):
        estimate_available_kv(release="0.10.1", total_memory_bytes=H100, weights=1, geometry=LLAMA31_8B,
                              kv_cache_memory_bytes=GiB)


def test_bypass_still_runs_the_gate():
    b = estimate_available_kv(release="0.14.0", total_memory_bytes=H100, weights=1, geometry=LLAMA31_8B,
                              kv_cache_memory_bytes=GiB, free_memory_bytes=gib(10))
    assert b.fails_free_memory_gate and b.available_kv_bytes == GiB


def test_exact_terms_when_everything_is_given():
    w = Term.exact_value("weights", gib(14.99), "log")
    b = estimate_available_kv(release="0.11.0", total_memory_bytes=H100, weights=w, geometry=LLAMA31_8B)
    assert b.weights.exact and not b.activation.exact
    assert b.available_kv_low_bytes <= b.available_kv_bytes <= b.available_kv_high_bytes
    assert b.requested_memory_bytes == int(H100 * 0.9)


def test_cudagraph_subtracted_from_0_20_unless_eager():
    # the same utilization for both (0.20.0 also raised the default to 0.92, config/cache.py)
    kw = dict(total_memory_bytes=H100, weights=gib(14.99), geometry=LLAMA31_8B, gpu_name="H100",
              gpu_memory_utilization=0.9)
    before = estimate_available_kv(release="0.19.0", **kw)
    after = estimate_available_kv(release="0.20.0", **kw)
    eager = estimate_available_kv(release="0.20.0", enforce_eager=True, **kw)
    assert not before.cudagraph.subtracted and after.cudagraph.subtracted
    assert after.available_kv_bytes < before.available_kv_bytes
    assert eager.cudagraph.bytes == 0
    assert any("0.18-0.19" in n for n in before.notes)


def test_flashinfer_workspace_is_a_term_but_not_subtracted():
    kw = dict(total_memory_bytes=H100, weights=gib(14.99), geometry=LLAMA31_8B, gpu_name="H100")
    fa = estimate_available_kv(release="0.13.0", attention_backend="FLASH_ATTN", **kw)
    fi = estimate_available_kv(release="0.13.0", attention_backend="FLASHINFER", **kw)
    assert fi.flashinfer_workspace.bytes == 394 * MiB and not fi.flashinfer_workspace.subtracted
    assert fa.flashinfer_workspace is None
    assert fi.available_kv_bytes == fa.available_kv_bytes
    fi20 = estimate_available_kv(release="0.28.0", attention_backend="FLASHINFER", **kw)
    fa20 = estimate_available_kv(release="0.28.0", attention_backend="FLASH_ATTN", **kw)
    assert fi20.available_kv_low_bytes == fa20.available_kv_low_bytes - int(0.6 * GiB)


def test_consumed_formula_from_0_28():
    b = estimate_available_kv(release="0.28.0", total_memory_bytes=H100, weights=gib(14.99), geometry=LLAMA31_8B)
    assert b.formula == "consumed"
    assert b.total_consumed_bytes == b.weights.bytes + b.non_torch.bytes
    assert b.transient_peak_headroom_bytes == b.activation.bytes
    assert b.gpu_memory_utilization == 0.92  # default from 0.22
    expected = int(math.ceil(H100 * 0.92) - b.total_consumed_bytes - b.transient_peak_headroom_bytes
                   - b.cudagraph.bytes)
    assert b.available_kv_bytes == expected


def test_engine_override_to_v0():
    b = estimate_available_kv(release="0.9.2", engine="v0", total_memory_bytes=RTX3090, weights=gib(14.99),
                              geometry=LLAMA31_8B, max_model_len=20000)
    assert b.engine == "v0" and b.formula == "v0" and b.max_num_batched_tokens == 20000


# ---- properties

releases = st.sampled_from(["0.7.3", "0.9.1", "0.11.0", "0.14.0", "0.20.0", "0.22.0", "0.28.0", "0.33.0"])


@settings(max_examples=150, deadline=None)
@given(release=releases, total=st.integers(8 * GiB, 200 * GiB), extra=st.integers(0, 100 * GiB),
       util=st.floats(0.3, 0.99), weights=st.integers(0, 60 * GiB))
def test_more_memory_never_lowers_available(release, total, extra, util, weights):
    kw = dict(release=release, weights=weights, geometry=LLAMA31_8B, gpu_memory_utilization=util,
              max_num_batched_tokens=8192, max_num_seqs=256)
    a = estimate_available_kv(total_memory_bytes=total, **kw)
    b = estimate_available_kv(total_memory_bytes=total + extra, **kw)
    assert b.available_kv_bytes >= a.available_kv_bytes
    assert b.available_kv_low_bytes >= a.available_kv_low_bytes


@settings(max_examples=150, deadline=None)
@given(release=releases, total=st.integers(8 * GiB, 200 * GiB), u1=st.floats(0.1, 1.0), u2=st.floats(0.1, 1.0))
def test_higher_utilization_never_lowers_available(release, total, u1, u2):
    lo, hi = sorted((u1, u2))
    kw = dict(release=release, total_memory_bytes=total, weights=gib(5), geometry=QWEN3_06B)
    assert (estimate_available_kv(gpu_memory_utilization=hi, **kw).available_kv_bytes
            >= estimate_available_kv(gpu_memory_utilization=lo, **kw).available_kv_bytes)


@settings(max_examples=100, deadline=None)
@given(release=releases, total=st.integers(8 * GiB, 200 * GiB))
def test_low_le_value_le_high(release, total):
    b = estimate_available_kv(release=release, total_memory_bytes=total, weights=gib(3), geometry=GPT_OSS_20B)
    assert b.available_kv_low_bytes <= b.available_kv_bytes <= b.available_kv_high_bytes
    for t in b.terms:
        assert t.low_bytes <= t.bytes <= t.high_bytes


# ---- real cases (../shared/cases/real_reports.jsonl). Weights = the log's "Model loading took"; the
# activation, non-torch and graph terms are kvroom's estimates. llm-d's release is not stated; its table shows
# CUDA-graph memory outside the budget and the post-capture "Free memory on device" summary, i.e. 0.10.2-0.19.

LLMD = [
    # case_id, geometry, weights GiB, tp, reported available GiB, held out of calibration
    ("llmd-llama31-8b-h100-16k", LLAMA31_8B, 14.99, 1, 51.38, False),
    ("llmd-qwen3-06b-h100-16k", QWEN3_06B, 1.12, 1, 64.45, False),
    ("llmd-gptoss20b-h100-16k", GPT_OSS_20B, 13.47, 1, 50.28, False),
    ("llmd-llama33-70b-fp8-tp2-h100-16k", LLAMA33_70B, 33.88, 2, 32.0, False),
    ("llmd-qwen3-32b-h100-16k", QWEN3_32B, 61.03, 1, 4.45, True),
    pytest.param("llmd-gptoss120b-h100-16k", GPT_OSS_120B, 64.38, 1, 3.33, True, marks=pytest.mark.xfail(
        strict=True, reason="the source row does not add up: 71.26 - 64.38 - 7.38 - 0.13 = -0.63, not 3.33")),
    ("llmd-llama33-70b-fp8-tp1-h100-16k-fail", LLAMA33_70B, 67.72, 1, -1.44, True),
]


@pytest.mark.parametrize("case_id,geo,weights,tp,reported,held_out", LLMD)
def test_llmd_h100_available_kv(case_id, geo, weights, tp, reported, held_out):
    b = estimate_available_kv(release="0.11.0", total_memory_bytes=H100, weights=gib(weights), geometry=geo,
                              gpu_memory_utilization=0.9, tensor_parallel_size=tp, max_model_len=16000,
                              gpu_name="H100-SXM-80GB")
    if tp == 1:  # the TP=2 run logged 0.55 GiB non-torch, below the NVLink centre (1.40) fitted on other logs
        assert abs(b.available_kv_bytes / GiB - reported) <= 0.05
    assert b.available_kv_low_bytes / GiB - 0.01 <= reported <= b.available_kv_high_bytes / GiB + 0.01


@pytest.mark.parametrize(
    "case_id,max_model_len,reported_kv,held_out",
    [
        ("vllm-10517-kaspersiminski-20k-ok", 20000, 3.81, False),
        ("vllm-10517-kaspersiminski-29k", 29000, 2.89, True),
    ],
)
def test_v0_rtx3090_kv_cache_size(case_id, max_model_len, reported_kv, held_out):
    # V0 memory profiling line: total_gpu_memory=23.58GiB, weights 14.9888, util 0.90, no chunked prefill <=32K
    b = estimate_available_kv(release="0.6.6", total_memory_bytes=RTX3090, weights=gib(14.9888),
                              geometry=LLAMA31_8B, gpu_memory_utilization=0.9, max_model_len=max_model_len)
    assert b.engine == "v0"
    assert abs(b.available_kv_bytes / GiB - reported_kv) <= 0.1


def test_free_memory_on_device_llmd_passes():
    # llmd-llama31-8b-h100-16k: "78.57/79.18 GiB on startup", requested 71.26 GiB: the gate passes
    b = estimate_available_kv(release="0.11.0", total_memory_bytes=H100, weights=gib(14.99), geometry=LLAMA31_8B,
                              free_memory_bytes=gib(78.57))
    assert b.free_memory_gate_message is None
    assert round(b.requested_memory_bytes / GiB, 2) == 71.26


def test_weights_estimate_range_flows_into_available():
    WeightsEstimate = pytest.importorskip("kvroom.core.weights").WeightsEstimate

    w = WeightsEstimate(bytes_per_rank=gib(15), low=gib(14), high=gib(16), exact=False, basis="test")
    b = estimate_available_kv(release="0.11.0", total_memory_bytes=H100, weights=w, geometry=LLAMA31_8B)
    assert not b.weights.exact and b.weights.low_bytes == gib(14) and b.weights.high_bytes == gib(16)
    exact = estimate_available_kv(release="0.11.0", total_memory_bytes=H100, weights=gib(15), geometry=LLAMA31_8B)
    assert b.available_kv_high_bytes - exact.available_kv_high_bytes == gib(1)


# --------------------------------------------------------------------- a launch's budget at many shares (issue 13)

@pytest.mark.parametrize("release", ["0.10.2", "0.14.0", "0.28.0", "0.32.0"])
@pytest.mark.parametrize("multimodal", [False, True])
def test_kv_cache_memory_bytes_is_the_budget_at_any_share(release, multimodal):
    """§7.4 (0.10.2+): with --kv-cache-memory-bytes the available KV memory is exactly that value, whatever the share
    (the share only drives the free-memory gate); the share is still refused outside (0, 1]."""
    from dataclasses import replace

    from kvroom.core.budget import budget_at_share, budget_terms

    geometry = replace(LLAMA31_8B, is_multimodal=multimodal)
    terms = budget_terms(release=release, total_memory_bytes=H100, weights=gib(15), geometry=geometry,
                         max_model_len=8192, gpu_name="H100")
    rules = budget_rules(release)
    for share in (None, 0.3, 0.9):
        b = budget_at_share(rules, rules.engine, terms, H100, share, None, 5 * 2**30, is_multimodal=multimodal)
        assert b.formula == "kv_cache_memory_bytes" and b.kv_cache_memory_bytes == 5 * 2**30
        assert b.available_kv_bytes == b.available_kv_low_bytes == b.available_kv_high_bytes == 5 * 2**30
        assert any(n.startswith("--kv-cache-memory-bytes") for n in b.notes)
        assert (b.notes[-1].startswith("multimodal")) == multimodal
    with pytest.raises(InputError, match="gpu-memory-utilization"):
        budget_at_share(rules, rules.engine, terms, H100, 1.5, None, 5 * 2**30)
    with pytest.raises(InputError, match="must not be negative"):
        budget_at_share(rules, rules.engine, terms, H100, 0.9, None, -1)
    old = budget_rules("0.10.1.1")
    with pytest.raises(InputError, match="0.10.2 or later"):
        budget_at_share(old, old.engine, terms, H100, 0.9, None, 2**30)


@pytest.mark.parametrize("release", ["0.9.0", "0.10.2", "0.14.0", "0.28.0", "0.32.0"])
def test_launch_budgets_is_estimate_available_kv(release):
    """estimate_available_kv split at the share (kvroom.api's launches): the same budget at every share and free
    memory, and the same refusals of the launch's arguments and of the share."""
    from kvroom.core.budget import budget_terms, launch_budgets

    args = dict(release=release, total_memory_bytes=H100, weights=gib(15), geometry=QWEN3_32B,
                tensor_parallel_size=2, max_model_len=8192, gpu_name="H100")
    at_share = launch_budgets(release=release, total_memory_bytes=H100, geometry=QWEN3_32B,
                              terms=budget_terms(**args), tensor_parallel_size=2)
    for share in (None, 0.6, 0.9, 1.0):
        for free in (None, gib(30)):
            expected = estimate_available_kv(**args, gpu_memory_utilization=share, free_memory_bytes=free)
            assert at_share(share, free) == expected
    with pytest.raises(InputError, match="must be in"):
        at_share(1.2)
    with pytest.raises(InputError, match="GPU total memory must be positive"):
        launch_budgets(release=release, total_memory_bytes=0, geometry=QWEN3_32B, terms=budget_terms(**args))
    with pytest.raises(InputError, match="expected v0 or v1"):
        launch_budgets(release=release, total_memory_bytes=H100, geometry=QWEN3_32B, terms=budget_terms(**args),
                       engine="v2")
