"""Per-release rules the CPU oracle cannot show (CUDA backends), worked by hand from each release's source.

Model: tests/golden/configs/mistral_7b_v01style_sw4096.json (32 layers, all sliding with window 4096, 8 KV heads,
head size 4096 / 32 = 128, bfloat16): one token of one layer takes 8 x 128 x 2 (K and V) x 2 bytes = 4096 bytes,
1 byte per element with an fp8 KV cache (2048 bytes). All layers are sliding, so there is one group and no page
unification: the group's block size is the sliding layer's own block size.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kvroom.api import plan
from kvroom.core.engine import EngineConfigError, VllmFailedError
from kvroom.sources.config import describe_config

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "tests" / "golden" / "configs" / "mistral_7b_v01style_sw4096.json"


@pytest.fixture(scope="module")
def sliding_model():
    return describe_config(json.loads(CONFIG.read_text()), model_id="mistral_v01_style", source=str(CONFIG))


def _group(model, **flags):
    result = plan(model, kv_cache_memory_bytes=64 * 2**30, platform="cuda", **flags).to_dict()
    (group,) = result["kv_cache"]["groups"]
    return group["block_size"], group["page_size_bytes"]


@pytest.mark.parametrize(
    ("release", "block_size", "expected"),
    [
        # <= 0.24: Attention.get_kv_cache_spec builds SlidingWindowSpec(block_size=cache_config.block_size)
        ("0.24.0", 32, (32, 32 * 4096)),
        # 0.25-0.29: _largest_kernel_block_within(..., page_budget=None) -> the smallest candidate; FlashAttention
        # MultipleOf(16) -> 16 (v1/attention/backends/flash_attn.py), whatever --block-size says
        ("0.25.0", 32, (16, 16 * 4096)),
        ("0.27.1", 128, (16, 16 * 4096)),
        # 0.30+: page_budget = per-token page x block_size; MultipleOf(16) expands to block_size // 16 * 16
        ("0.30.0", 32, (32, 32 * 4096)),
        ("0.32.0", 128, (128, 128 * 4096)),
    ],
)
def test_sliding_block_size_flash_attention(sliding_model, release, block_size, expected):
    assert _group(sliding_model, vllm_version=release, block_size=block_size, gpu_compute_capability=(9, 0)) == expected


def test_sliding_block_size_flashinfer_lists_its_sizes(sliding_model):
    # fp8 KV off Hopper selects FlashInfer from 0.11.2 (spec §8.1). FlashInfer lists [16, 32, 64]
    # (flashinfer.py::get_supported_kernel_block_sizes, 0.30 without Blackwell trtllm pages): the largest within
    # --block-size 128 is 64. Page: 64 tokens x 2048 bytes.
    got = _group(sliding_model, vllm_version="0.30.0", block_size=128, kv_cache_dtype="fp8",
                 gpu_compute_capability=(8, 9))
    assert got == (64, 64 * 2048)
    # 0.25-0.29: the smallest listed size, 16
    got = _group(sliding_model, vllm_version="0.27.0", block_size=128, kv_cache_dtype="fp8",
                 gpu_compute_capability=(8, 9))
    assert got == (16, 16 * 2048)


def test_cpu_fp8_refused_with_chunked_prefill(sliding_model):
    # vllm/platforms/cpu.py::check_and_update_config (0.8.5-0.20.x): RuntimeError with chunked prefill or prefix
    # caching on (both default on)
    with pytest.raises(EngineConfigError) as info:
        plan(sliding_model, kv_cache_memory_bytes=2**30, platform="cpu", vllm_version="0.17.0", kv_cache_dtype="fp8")
    assert str(info.value) == "Chunked-prefill and prefix-cache on the CPU backend is not compatible with FP8 KV cache."
    # 0.21+: the CPU platform leaves the cache dtype alone
    plan(sliding_model, kv_cache_memory_bytes=2**30, platform="cpu", vllm_version="0.21.0", kv_cache_dtype="fp8")


def test_cpu_fp8_with_both_off_falls_back_to_model_dtype(sliding_model):
    # 0.11.1-0.20.x: "CPU backend doesn't support KV cache quantization fallback to auto" -> 2 bytes per element
    result = plan(sliding_model, kv_cache_memory_bytes=2**30, platform="cpu", vllm_version="0.17.0",
                  kv_cache_dtype="fp8", enable_chunked_prefill=False, enable_prefix_caching=False,
                  block_size=32).to_dict()
    assert result["kv_cache"]["groups"][0]["page_size_bytes"] == 32 * 4096


def test_vllm_failure_is_exit_1_with_its_own_kind():
    assert issubclass(VllmFailedError, EngineConfigError)
    assert VllmFailedError.exit_code == 1
    assert VllmFailedError.error_kind == "vllm_failed"


def test_cli_says_vllm_failed_with_its_text():
    # vLLM 0.19.x on CPU: CpuPlatform.get_attn_backend_cls raises NotImplementedError("MLA is not supported on CPU.")
    # while the model is built (tests/golden/multi/0.19.1/deepseek_v3__kvprobe.json shows it)
    import subprocess
    import sys

    config = ROOT / "tests" / "golden" / "configs" / "deepseek_v3.json"
    proc = subprocess.run(
        [sys.executable, "-m", "kvroom", "plan", str(config), "--platform", "cpu", "--vllm-version", "0.19.1",
         "--kv-cache-memory-bytes", "1073741824", "--json"],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 1, proc.stderr
    out = json.loads(proc.stdout)
    assert out["error_kind"] == "vllm_failed"
    assert out["error"] == "NotImplementedError: MLA is not supported on CPU."
    assert out["starts"] is False


# --- V0 fallbacks of EngineArgs._is_v1_supported_oracle (issue 12). CPU rows are pinned by the 0.10.2 / 0.11.0
# oracle goldens (tests/golden/multi); the CUDA side of the same code is worked by hand here.
_SCHEDULER_TEXT = ("max_num_batched_tokens (2048) is smaller than max_model_len (32768). This effectively limits the "
                   "maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences. Please "
                   "increase max_num_batched_tokens or decrease max_model_len.")
_PREFIX_TEXT = ("NotImplementedError: Prefix caching is not supported with sliding window. Run with "
                "--disable-sliding-window to use prefix caching.")


def _model(name):
    path = ROOT / "tests" / "golden" / "configs" / f"{name}.json"
    return describe_config(json.loads(path.read_text()), model_id=name, source=str(path))


def test_cuda_fp8_v0_fallback_gets_v0_defaults(sliding_model):
    # 0.10.2 on an A100 (SM 8.0): CudaPlatform.is_kv_cache_dtype_supported is False for fp8 with FlashAttention
    # (flash_attn_supports_fp8 needs FA3, Hopper), so the oracle falls back to V0 and create_engine_config calls
    # _set_default_args_v0: a sliding-window model gets no chunked prefill, and SchedulerConfig refuses a given
    # max_num_batched_tokens below max_model_len (32768)
    flags = dict(kv_cache_memory_bytes=2**34, platform="cuda", gpu_compute_capability=(8, 0), kv_cache_dtype="fp8",
                 max_num_batched_tokens=2048)
    with pytest.raises(EngineConfigError) as info:
        plan(sliding_model, vllm_version="0.10.2", **flags)
    assert str(info.value) == _SCHEDULER_TEXT
    # on Hopper FlashAttention 3 stores fp8: V1, chunked prefill forced on, the same budget passes
    plan(sliding_model, vllm_version="0.10.2", **{**flags, "gpu_compute_capability": (9, 0)})


def test_v0_refuses_prefix_caching_with_a_model_wide_window(sliding_model):
    # CacheConfig._verify_prefix_caching (config.py 0.8.0-0.10.0, config/cache.py 0.10.1+): on V0 a model-wide
    # window (CacheConfig.sliding_window) with prefix caching on is refused; V0 leaves prefix caching unset, so
    # only a given --enable-prefix-caching reaches it (CUDA, fp8 on SM 8.0 falls back to V0 in 0.10.2)
    flags = dict(kv_cache_memory_bytes=2**34, platform="cuda", gpu_compute_capability=(8, 0), kv_cache_dtype="fp8")
    plan(sliding_model, vllm_version="0.10.2", **flags)
    with pytest.raises(VllmFailedError) as info:
        plan(sliding_model, vllm_version="0.10.2", enable_prefix_caching=True, **flags)
    assert str(info.value) == _PREFIX_TEXT


def test_cpu_kv_dtype_fallback_to_v0():
    # engine/arg_utils.py::_is_v1_supported_oracle: on CPU any --kv-cache-dtype but auto falls back to V0
    # (0.8.0-0.10.2). 0.9.2: the V0 CPU backend runs it (V0 defaults: chunked prefill and prefix caching off,
    # so CpuPlatform's fp8 check passes); 0.10.0-0.10.2: CpuPlatform.get_attn_backend_cls refuses V0
    model = _model("llama31_8b")
    flags = dict(kv_cache_memory_bytes=2**34, platform="cpu", kv_cache_dtype="fp8", max_model_len=8192,
                 block_size=16)
    assert plan(model, vllm_version="0.9.2", **flags).to_dict()["engine"] == "v0"
    with pytest.raises(VllmFailedError) as info:
        plan(model, vllm_version="0.10.0", **flags)
    assert str(info.value) == "ValueError: CPU backend only supports V1."


def test_cpu_sliding_fallback_reaches_interleaved_models_from_0_10_1():
    # 0.9.2-0.10.0: ModelConfig deletes an interleaved model's sliding_window (Gemma-2: sliding_window_pattern = 2),
    # so it stays on V1; 0.10.1 reads it for every model (config/__init__.py) and the CPU falls back to V0, which
    # the CPU platform refuses while the model is built
    model = _model("gemma2_9b")
    flags = dict(kv_cache_memory_bytes=2**34, platform="cpu", block_size=16)
    assert plan(model, vllm_version="0.10.0", **flags).to_dict()["engine"] == "v1"
    with pytest.raises(VllmFailedError) as info:
        plan(model, vllm_version="0.10.1", **flags)
    assert str(info.value) == "ValueError: CPU backend only supports V1."


def test_cpu_unquantized_moe_needs_aligned_shapes():
    # fused_moe/oracle/unquantized.py::select_unquantized_moe_backend (0.28+): the CPU experts need the hidden size
    # and the per-partition intermediate size divisible by 32 (experts/cpu_moe.py); gpt-oss's SWIGLUOAI intermediate
    # is not padded. gpt-oss-20b: hidden 2880, intermediate 2880 -> TP 2: 1440 = 45 x 32 passes, TP 4: 720 does not
    # (the 0.29.0 oracle golden rnd_395 shows the refusal)
    model = _model("gpt_oss_20b")
    flags = dict(kv_cache_memory_bytes=2**34, platform="cpu", max_model_len=8192, block_size=32)
    plan(model, vllm_version="0.29.0", tensor_parallel_size=2, **flags)
    with pytest.raises(VllmFailedError) as info:
        plan(model, vllm_version="0.29.0", tensor_parallel_size=4, **flags)
    assert str(info.value) == "NotImplementedError: No Unquantized MoE backend supports the deployment configuration."
    # expert parallelism keeps each expert whole (FusedMoEParallelConfig.make: tp_size 1)
    plan(model, vllm_version="0.29.0", tensor_parallel_size=4, enable_expert_parallel=True, **flags)
    # 0.27.x: the CPU backend is taken unchecked; CUDA (Triton experts) has no such condition
    plan(model, vllm_version="0.27.1", tensor_parallel_size=4, **flags)
    plan(model, vllm_version="0.29.0", tensor_parallel_size=4, **{**flags, "platform": "cuda"})


@pytest.mark.parametrize(
    ("release", "cc", "block"),
    [
        # platforms/cuda.py::CudaPlatform.check_and_update_config forces the MLA block before the priority list
        # picks (0.11.1-0.17.x): Hopper 64 for FlashMLA (is_flashmla_dense_supported), Blackwell CUTLASS_MLA 128
        ("0.11.1", (9, 0), 64),
        ("0.11.1", (10, 0), 128),
        ("0.14.1", (10, 0), 128),
        # 0.15-0.17: Blackwell with qk_nope_head_dim 128 (DeepSeek-V3: 128) forces FLASHINFER_MLA, block 64
        ("0.15.0", (10, 0), 64),
        ("0.17.1", (9, 0), 64),
        # 0.18+: Platform.update_block_size_for_backend, get_preferred_block_size(16): FLASH_ATTN_MLA MultipleOf(16)
        # keeps 16, FLASHINFER_MLA [32, 64] gives min(32, 64) = 32
        ("0.18.0", (9, 0), 16),
        ("0.18.0", (10, 0), 32),
        # no FlashMLA / FA-MLA / FlashInfer-MLA on Ampere: Triton MLA, 16
        ("0.15.0", (8, 0), 16),
    ],
)
def test_mla_block_size_on_cuda(release, cc, block):
    result = plan(_model("deepseek_v3"), kv_cache_memory_bytes=2**36, platform="cuda", vllm_version=release,
                  gpu_compute_capability=cc, max_model_len=4096)
    assert result.engine.block_size == block


@pytest.mark.parametrize(
    ("model", "release", "cc", "engine"),
    [
        # engine/arg_utils.py::_is_v1_supported_oracle, "--kv-cache-dtype" (CUDA, default attention backend):
        # 0.8.0-0.8.1 any dtype but auto falls back to V0, Hopper too
        ("llama31_8b", "0.8.0", (9, 0), "v0"),
        # 0.8.2-0.9.x: V1 only with FlashAttention 3's fp8 (flash_attn_supports_fp8: SM 9.x)
        ("llama31_8b", "0.8.2", (9, 0), "v1"),
        ("llama31_8b", "0.9.2", (10, 0), "v0"),
        # 0.10.0+: CudaPlatform.is_kv_cache_dtype_supported also takes SM 10.0 (is_device_capability(100)), not 12.0
        ("llama31_8b", "0.10.0", (10, 0), "v1"),
        ("llama31_8b", "0.10.2", (12, 0), "v0"),
        # 0.10.2: an MLA model defaults to FlashMLA / CUTLASS_MLA, which store fp8, on any GPU
        ("deepseek_v3", "0.10.1", (8, 0), "v0"),
        ("deepseek_v3", "0.10.2", (8, 0), "v1"),
    ],
)
def test_cuda_fp8_v1_or_v0(model, release, cc, engine):
    result = plan(_model(model), kv_cache_memory_bytes=2**36, platform="cuda", vllm_version=release,
                  gpu_compute_capability=cc, kv_cache_dtype="fp8", max_model_len=4096)
    assert result.to_dict()["engine"] == engine
