"""Issue 11 mechanisms: engine fallback to V0, non-torch by interconnect, CUDA-graph capture counts.

Expected values come from vLLM's source (cited) or from real logs in tests/golden/profiles/profiles.jsonl.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kvroom.api import plan
from kvroom.core.budget import GiB, cudagraph_capture_sizes, estimate_non_torch, interconnect_of

PROFILES = Path(__file__).parent / "golden" / "profiles" / "profiles.jsonl"


def _case(case_id: str) -> dict:
    for line in PROFILES.read_text().splitlines():
        case = json.loads(line)
        if case["case_id"] == case_id:
            return case
    raise KeyError(case_id)


def test_turing_falls_back_to_v0_and_profiles_the_whole_length():
    # fs-rtx2060-qwen3-4b-10k: vLLM 0.8.5 on an RTX 2060 (sm75) logs the V0 "Memory profiling takes" block; V0
    # without chunked prefill (10000 <= 32768, arg_utils._set_default_args_v0) schedules max(10000, 2048) tokens;
    # the log ran --dtype float16 (bfloat16 is refused below SM 8.0 in 0.8.5)
    case = _case("fs-rtx2060-qwen3-4b-10k")
    r = plan("Qwen/Qwen3-4B", max_model_len=10000, max_num_seqs=1, vllm_version="0.8.5", dtype="float16",
             gpu_total_memory_bytes=round(12.00 * GiB), gpu_compute_capability=(7, 5), gpu_memory_utilization=0.95)
    assert r.engine.use_v0
    assert r.engine.max_num_batched_tokens == 10000
    act = r.memory.activation
    assert act.low_bytes <= case["numbers"]["activation_gib"] * GiB <= act.high_bytes


def test_ampere_stays_on_v1_in_085():
    r = plan("Qwen/Qwen3-4B", max_model_len=10000, vllm_version="0.8.5",
             gpu_total_memory_bytes=round(23.58 * GiB), gpu_compute_capability=(8, 6))
    assert not r.engine.use_v0


@pytest.mark.parametrize("release,v0", [("0.8.5", True), ("0.9.0", True), ("0.9.2", False), ("0.10.1", False)])
def test_pipeline_parallel_without_ray_falls_back_until_090(release, v0):
    # arg_utils._is_v1_supported_oracle: 0.8.5 backend != "ray"; 0.9.0.1 default None not in (ray, mp, ...);
    # 0.9.2 accepts ParallelConfig's default
    r = plan("Qwen/Qwen3-4B", max_model_len=8192, pipeline_parallel_size=2, vllm_version=release,
             gpu_total_memory_bytes=round(23.58 * GiB), gpu_compute_capability=(8, 6))
    assert r.engine.use_v0 is v0


@pytest.mark.parametrize("max_num_seqs,counts", [(256, (51, 35)), (128, (35, 19)), (8, (5, 4))])
def test_cudagraph_capture_counts_match_the_logged_profiler_line(max_num_seqs, counts):
    # "Profiling CUDA graph memory: PIECEWISE=51 (largest=512), FULL=35 (largest=256)" (fs-v018-cg078),
    # "PIECEWISE=35 (largest=256), FULL=19 (largest=128)" (fs-l4class-qwen25-7b-v0220),
    # "PIECEWISE=5 (largest=16), FULL=4 (largest=8)" (fs-v02x-cg061-seqs8)
    assert cudagraph_capture_sizes(max_num_seqs) == counts


@pytest.mark.parametrize("gpu,world,kind", [
    ("H100-SXM-80GB", 2, "nvlink"), ("H200-141GB", 2, "nvlink"), ("L40S", 2, "pcie"), ("RTX-3090", 4, "pcie"),
    ("RTX-5090", 2, "pcie"), ("A100-SXM4-80GB", 8, "nvlink"), ("", 2, "unknown"), ("RTX-4090", 1, "single"),
])
def test_interconnect(gpu, world, kind):
    assert interconnect_of(gpu, world) == kind


@pytest.mark.parametrize("case_id,kind", [
    ("i15815-l40s-qwen25-32b-tp2", "pcie"), ("pr14447-3090-moe-wna16-tp", "pcie"),
    ("i14452-5090-qwq32b-bnb-pp2-b", "pcie"), ("fs-h200-qwen3next-tp2-v0102", "nvlink"),
    ("fs-rtx2060-qwen3-4b-10k", "single"), ("fs-4090-qwen3-8b-fp8-v0102", "single"),
])
def test_non_torch_range_holds_fitting_logs(case_id, kind):
    case = _case(case_id)
    assert case["split"] == "fit"
    term = estimate_non_torch(engine=case["engine"], world_size=2 if kind != "single" else 1, interconnect=kind)
    assert term.low_bytes <= case["numbers"]["non_torch_gib"] * GiB <= term.high_bytes


def test_multimodal_encoder_cache_counts_in_the_v1_profile_run():
    # fs-h100-llava16-mistral7b-v0102 (check set, not fitted): "Encoder cache will be initialized with a budget of
    # 16384 tokens", LLM class on an H100 (MNBT 16384, max_num_seqs 1024), fp16; logged 1.97 GiB peak activation.
    # llava-v1.6-mistral-7b's language model is Mistral-7B's geometry (hidden 4096, intermediate 14336) with a
    # 32064-token vocabulary.
    from dataclasses import replace

    from kvroom.core.budget import ModelGeometry, estimate_activation, sampler_bytes_per_logit
    from kvroom.sources import catalog

    geo = replace(ModelGeometry.from_model(catalog.lookup("mistralai/Mistral-7B-Instruct-v0.3")),
                  vocab_size=32064, is_multimodal=True)
    case = _case("fs-h100-llava16-mistral7b-v0102")
    kw = dict(engine="v1", max_num_batched_tokens=16384, max_num_seqs=1024, sampler=sampler_bytes_per_logit("0.10.2"))
    act = estimate_activation(geo, **kw)
    text_only = estimate_activation(replace(geo, is_multimodal=False), **kw)
    logged = case["numbers"]["activation_gib"] * GiB
    # the encoder cache is 16384 x 4096 x 2 B = 0.125 GiB; the rest of the gap (the tower's transient) is in the range
    assert act.bytes - text_only.bytes == 16384 * 4096 * 2
    assert abs(act.bytes - logged) < abs(text_only.bytes - logged)
    assert act.low_bytes <= logged <= act.high_bytes


@pytest.mark.parametrize("config,mnbt,counts", [
    # config/vllm.py::_set_cudagraph_sizes (0.22.1): the user's list, de-duplicated, kept up to max_num_batched_tokens
    ('{"cudagraph_capture_sizes":[8,4,2,1,8]}', 8192, (4, 4)),
    ('{"cudagraph_capture_sizes":[1,2,4096,16384]}', 8192, (3, 2)),
    # max_cudagraph_capture_size 64 replaces min(2 x 256, 512): 1, 2, 4, 8..64 by 8 = 11 sizes, all <= max_num_seqs
    ('{"max_cudagraph_capture_size":64}', 8192, (11, 11)),
    # cudagraph_mode PIECEWISE: no FULL graph (v1/cudagraph_dispatcher.py::initialize_cudagraph_keys)
    ('{"cudagraph_mode":"PIECEWISE"}', 8192, (51, 0)),
    ('{"cudagraph_mode":"FULL_DECODE_ONLY"}', 8192, (0, 35)),
    # max_num_batched_tokens 200 caps the largest size at 200 and is appended: 1, 2, 4, 8..200 by 8, = 28 sizes
    (None, 200, (28, 28)),
])
def test_compilation_config_changes_the_captured_graphs(config, mnbt, counts):
    assert cudagraph_capture_sizes(256, mnbt, config) == counts


def test_plan_passes_the_compilation_config_to_the_graph_estimate():
    base = dict(max_model_len=8192, vllm_version="0.22.1", gpu_total_memory_bytes=round(79.19 * GiB),
                gpu_compute_capability=(9, 0))
    # Llama stays on the V1 runner in 0.22.1 (Qwen3ForCausalLM would take Model Runner V2, whose estimate is 0)
    default = plan("meta-llama/Llama-3.1-8B-Instruct", **base).memory.cudagraph.bytes
    fewer = plan("meta-llama/Llama-3.1-8B-Instruct", compilation_config='{"cudagraph_capture_sizes":[1,2,4,8]}',
                 **base)
    assert fewer.memory.cudagraph.bytes < default


def test_mxfp4_backend_padding_follows_the_compute_capability():
    # quantization/mxfp4.py::Mxfp4MoEMethod.create_weights (0.10.1.1, 0.15.0): Marlin below SM90 pads hidden to 256
    # and the intermediate per partition to 128; FlashInfer on SM100 both to 256; SM90 (Triton) the intermediate to 64
    from kvroom.core.weights import mxfp4_expert_padding

    assert mxfp4_expert_padding((8, 6))[:2] == (256, 128)
    assert mxfp4_expert_padding((8, 0))[:2] == (256, 128)
    assert mxfp4_expert_padding((10, 0))[:2] == (256, 256)
    assert mxfp4_expert_padding((9, 0))[:2] == (256, 64)


def test_mxfp4_on_ampere_pads_each_partition_for_marlin():
    # gpt-oss-20b (config.json: hidden 2880, moe intermediate 2880, 32 experts, 24 layers), TP 2: each rank holds
    # 32 x 3 x 2880 x 1440 expert elements per layer at 0.5 + 1/32 bytes (4-bit + one E8M0 scale per 32).
    # Marlin pads 2880 x 1440 to 3072 x 1536; the SM90 layout 2880 x 1440 to 3072 x 1472 (1440 -> 64-multiple).
    base = plan("openai/gpt-oss-20b", max_model_len=8192, vllm_version="0.19.0", tensor_parallel_size=2,
                gpu_total_memory_bytes=round(79.19 * GiB), gpu_compute_capability=(9, 0))
    ampere = plan("openai/gpt-oss-20b", max_model_len=8192, vllm_version="0.19.0", tensor_parallel_size=2,
                  gpu_total_memory_bytes=round(79.19 * GiB), gpu_compute_capability=(8, 0))
    experts = 24 * 32 * 3 * 2880 * 1440 * (0.5 + 1 / 32)
    expected = experts * (3072 * 1536 - 3072 * 1472) / (2880 * 1440)
    assert abs((ampere.memory.weights.bytes - base.memory.weights.bytes) - expected) < 1024 * 1024


def test_mxfp4_on_hopper_matches_the_logged_load():
    # llm-d-planner accuracy sweep, vLLM 0.19.0 on H100 (logs/openai-gpt-oss-20b--h100-80gb--tp1pp1dp1--8192
    # .FAILED.log, results_raw.csv): "Model loading took 13.64 GiB"; TP 2: 7.01 GiB per rank
    for tp, logged in ((1, 13.64), (2, 7.01)):
        r = plan("openai/gpt-oss-20b", max_model_len=8192, vllm_version="0.19.0", tensor_parallel_size=tp,
                 gpu_total_memory_bytes=round(79.19 * GiB), gpu_compute_capability=(9, 0))
        assert abs(r.memory.weights.bytes / GiB - logged) / logged < 0.025


def test_gpt_oss_raises_the_largest_capture_size_to_1024():
    # model_executor/models/config.py::GptOssForCausalLMConfig.verify_and_update_config (0.20.0-0.32.0): when the
    # user sets neither cudagraph_capture_sizes nor max_cudagraph_capture_size, max_cudagraph_capture_size = 1024
    # ("This will increase the number of CUDA graphs from 67 to 83"). Sizes 1, 2, 4, 8..248 by 8 (31), 256..1024 by
    # 16 (49): 83 PIECEWISE; FULL decode graphs up to max_num_seqs 256: 35. Below 2048 batched tokens the cap holds.
    assert cudagraph_capture_sizes(256, 2048, None, 1024) == (83, 35)
    assert cudagraph_capture_sizes(256, 512, None, 1024)[0] == 51  # capped at max_num_batched_tokens (512 appended)
    # an explicit max_cudagraph_capture_size (or list of sizes) wins over the model's default
    assert cudagraph_capture_sizes(256, 2048, json.dumps({"max_cudagraph_capture_size": 512}), 1024) == (51, 35)
    assert cudagraph_capture_sizes(256, 2048, json.dumps({"cudagraph_capture_sizes": [1, 2, 4]}), 1024) == (3, 3)


def test_plan_counts_gpt_oss_graphs_with_the_model_default():
    from kvroom.core.budget import estimate_available_kv
    from kvroom.sources import catalog

    model = catalog.lookup("openai/gpt-oss-120b")
    budget = estimate_available_kv(release="0.28.0", total_memory_bytes=round(31.38 * GiB), weights=10 * GiB,
                                   geometry=model, tensor_parallel_size=8, gpu_name="RTX PRO 4500 Blackwell")
    assert "83 PIECEWISE, 35 FULL" in budget.cudagraph.source


@pytest.mark.parametrize("case_id", [
    "llmdp-v0190-meta-llama-llama-3-1-8b---h100-80gb--tp1pp1dp1--8192",  # fitting half, Llama vocab 128256
    "llmdp-v0190-qwen-qwen2-5-7b-instruc--h100-80gb--tp1pp1dp1--16384",  # fitting half, Qwen vocab 152064
    "llmdp-sweep-qwen3-14b-v0180",                                       # fitting half, 0.18
])
def test_native_triton_sampler_matches_the_logged_activation(case_id):
    # 0.17-0.20 V1 dummy sampler: model-dtype logits 2 B + fp32 copy 4 B + softmax probs 4 B + exponential noise
    # 4 B per logit at the peak (sampler.py::Sampler.forward, topk_topp_sampler.py::forward_native/random_sample);
    # max_num_seqs 1024 on H100 (arg_utils.get_batch_defaults). The logged "peak activation" must sit in the range
    # and within 5 % of the value.
    case = _case(case_id)
    r = plan(case["model_id"], max_model_len=case["max_model_len"], vllm_version=case["release"],
             gpu_total_memory_bytes=round(case["total_gib"] * GiB), gpu_name="NVIDIA H100 80GB HBM3",
             gpu_compute_capability=(9, 0), gpu_memory_utilization=case["util"])
    logged = case["numbers"]["activation_gib"] * GiB
    act = r.memory.activation
    assert act.low_bytes <= logged <= act.high_bytes
    assert abs(act.bytes - logged) <= 0.05 * logged


@pytest.mark.parametrize("model_id,release,quantized,v2", [
    ("Qwen/Qwen3-8B", "0.22.0", False, True),        # listed, dense, unquantized
    ("meta-llama/Llama-3.1-8B-Instruct", "0.22.0", False, False),  # not listed in 0.22
    ("meta-llama/Llama-3.1-8B-Instruct", "0.23.0", True, False),   # listed in 0.23, but quantized
    ("meta-llama/Llama-3.1-8B-Instruct", "0.24.0", True, True),    # 0.24: any listed architecture
    ("Qwen/Qwen2.5-7B-Instruct", "0.24.0", False, False),          # Qwen2ForCausalLM not listed in 0.24
    ("Qwen/Qwen2.5-7B-Instruct", "0.25.0", False, True),           # 0.25: listed or not MoE
    ("openai/gpt-oss-120b", "0.28.0", True, False),                # MoE, not listed: V1
    ("Qwen/Qwen3-8B", "0.21.0", False, False),                     # no V2 default before 0.22
])
def test_model_runner_v2_default_follows_the_release_rule(model_id, release, quantized, v2):
    # config/vllm.py::VllmConfig._is_default_v2_model_runner_model and DEFAULT_V2_MODEL_RUNNER_ARCHITECTURES,
    # read in the 0.21.0-0.28.0 wheels
    from dataclasses import replace

    from kvroom.core.budget import ModelGeometry, budget_rules, uses_model_runner_v2
    from kvroom.sources import catalog

    geometry = replace(ModelGeometry.from_model(catalog.lookup(model_id)), is_quantized=quantized)
    assert uses_model_runner_v2(geometry, budget_rules(release)) is v2


def test_model_runner_v2_subtracts_no_graph_memory_before_029():
    # fs-4090wsl-qwen25-05b-v0271 (vLLM 0.27.1, Qwen2.5-0.5B on Model Runner V2, "model_runner.py" lines): "Actual
    # usage is 1.23 GiB for consumed memory (weights + non-torch), 0.31 GiB for peak activation, and 0.0 GiB for
    # CUDAGraph memory"; v1/worker/gpu/model_runner.py::profile_cudagraph_memory returns 0 in 0.22.0-0.28.0
    from kvroom.core.budget import estimate_available_kv
    from kvroom.sources import catalog

    case = _case("fs-4090wsl-qwen25-05b-v0271")
    n = case["numbers"]
    for release, subtracted in (("0.27.1", False), ("0.29.0", True)):
        budget = estimate_available_kv(release=release, total_memory_bytes=round(case["total_gib"] * GiB),
                                       weights=round(n["model_loading_gib"] * GiB),
                                       geometry=catalog.lookup("Qwen/Qwen2.5-0.5B-Instruct"),
                                       gpu_memory_utilization=case["util"], gpu_name="NVIDIA GeForce RTX 4090")
        assert (budget.cudagraph.bytes > 0) is subtracted
    # the log's own sum leaves no room for a graph term: requested 22.07 - consumed 1.23 - peak activation 0.31
    # = 20.53 against 20.52 logged (each printed to 0.01 GiB)
    assert abs(n["requested_gib"] - n["consumed_gib"] - n["activation_gib"] - n["available_kv_gib"]) <= 0.015
