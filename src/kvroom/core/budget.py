"""Available KV-cache memory per GPU worker: requested - weights - activation peak - non-torch - CUDA graphs.

Mirrors ``vllm/v1/worker/gpu_worker.py::determine_available_memory`` and ``vllm/utils/mem_utils.py``
(``memory_profiling``) release by release (spec §7, §8.2, §13). vLLM *measures* the activation peak, the
non-torch memory and the CUDA-graph memory at startup; kvroom estimates them with the formulas and calibration
constants below, each carrying a low/high range and its source. The requested memory, the
``--kv-cache-memory-bytes`` bypass and the startup free-memory gate are exact.

Pure: no I/O, no environment, no printing. Weights come in as a parameter (kvroom.core.weights sizes them).
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache

from kvroom.core.frozen import field, frozen, replace
from kvroom.core.model import ModelDescription
from kvroom.errors import InputError, UnknownArchitectureError

GiB = 1 << 30
MiB = 1 << 20

TYPE_CHECKING = False  # typing costs start-up time on every plan with a GPU; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Literal, Union

    Engine = Literal["v0", "v1"]
    ReleaseLike = Union[str, tuple, object]  # kvroom.core.releases.Release, "0.11.0", or (0, 11, 0)

# ---------------------------------------------------------------------------------------------------------------
# Calibration constants: the only empirical numbers in this module.
#
# Fitted on these public logs (../shared/cases/real_reports.jsonl), all bf16 on H100 80 GB (79.18 GiB) unless said:
#   calibration set   llmd-llama31-8b-h100-16k, llmd-qwen3-06b-h100-16k, llmd-gptoss20b-h100-16k (V1 activation),
#                     vllm-10517-kaspersiminski-20k-ok (V0 forward activation, RTX 3090),
#                     llmd-llama33-70b-fp8-tp2-h100-16k (extra non-torch memory of a TP group).
#   held out          llmd-qwen3-32b-h100-16k, llmd-gptoss120b-h100-16k, llmd-llama33-70b-fp8-tp1-h100-16k-fail,
#                     vllm-10517-kaspersiminski-29k, the 35k run in that case's notes, and a public vLLM 0.10.2
#                     H200 TP=2 Qwen3-Next-80B log (see tools/accuracy.py); errors are reported there.
#
CALIBRATION_CASES = frozenset({
    "llmd-llama31-8b-h100-16k", "llmd-qwen3-06b-h100-16k", "llmd-gptoss20b-h100-16k",
    "vllm-10517-kaspersiminski-20k-ok", "llmd-llama33-70b-fp8-tp2-h100-16k",
})
#
# V1 activation peak = max(forward, sampler): the profile run keeps the [MNBT, hidden] hidden states alive while the
# sampler dummy run works on [max_num_seqs, vocab] fp32 logits with random top-k/top-p (sort values + int64
# indices, probabilities, logprobs: ~9.5 fp32-sized copies). Least squares over the three calibration runs:
#   sampler ≈ 38.19 B x max_num_seqs x vocab, retained ≈ 1.38 x MNBT x hidden x dtype_bytes (no constant needed).
V1_SAMPLER_BYTES_PER_LOGIT = 38.19
V1_RETAINED_HIDDEN_FACTOR = 1.38
# Forward activations of one profile batch: the MLP gate_up output [T, 2I] + act output [T, I] plus ~3 hidden-size
# buffers (residual, norm, qkv/out), i.e. T x dtype x (3 I_rank + 3 H). V0 20k run: 2.07 GiB for T = 20000 on
# Llama-3.1-8B -> factor 1.005 (29k run predicted 3.00 GiB vs 2.99 reported, held out).
FORWARD_FACTOR = 1.005
# V0's driver samples the dummy batch with top-k/top-p like V1's native path (estimate_activation). One log
# disagrees and is left as is: vllm#10517's 35k run (0.6.x, chunked prefill) reported a torch peak only 0.06 GiB
# above the weights, where this rule predicts about 1.2 GiB of sampler; its KV line is cut in the stored excerpt.
ACTIVATION_REL_TOL = {"v1": 0.10, "v0": 0.15}
# Bytes per logit of the V1 dummy sampler run by top-k/top-p kernel (see sampler_bytes_per_logit): (value, low, high).
# "sort" is the fit above (llm-d, 0.1x native). "flashinfer" is the figure issue 11 reports from logs (about 11 B).
# "triton" (0.17+), counted in the source (v1/worker/gpu_model_runner.py::_dummy_sampler_run, v1/sample/sampler.py::
# Sampler.forward, v1/sample/ops/topk_topp_sampler.py::forward_native and random_sample, read in 0.19 and 0.28): at
# the peak the run holds the model-dtype logits of compute_logits (2 B), their fp32 copy (4 B; top-k/top-p masks it
# in place, apply_top_k_top_p_triton keeps only a [num_SMs, vocab] fp32 scratch), the fp32 softmax probs (4 B) and
# random_sample's exponential noise q (4 B; probs.div_(q) is in place): 14 B per logit plus the scratch. The fitting
# half agrees: 24 dense 0.17-0.19 H100 logs whose activation is the sampler imply 14.6-16.7 B (median 14.72; the
# fp32 run 16.66). Issue 11's 18-20 B is not seen in the fitting half; this replaces the 19 B first taken from it.
SAMPLER_BYTES_PER_LOGIT = {"sort": (V1_SAMPLER_BYTES_PER_LOGIT, 34.0, 42.0), "triton": (14.72, 14.0, 17.0),
                           "flashinfer": (11.0, 6.0, 15.0)}
# 0.21+ warm-up of the native path with a generator adds random_sample's exponential draw and probabilities; issue 11
# reports about 27 B (0.26) and 45 B (0.31) from logs not in the fitting half: the high bound allows for them.
SAMPLER_WARMUP_HIGH = 46.0
# Model Runner V2's dummy sampler in the model dtype, no top-k/top-p (0.22): about one logits copy
V2_RUNNER_SAMPLER_LOW = 2.0
MULTIMODAL_ENCODER_HIGH_BYTES = 2 * GiB  # encoder dummy batch; unknown size, widens only the high bound

# Non-torch memory (cuBLAS workspaces, NCCL buffers, custom all-reduce): the rise of (cuda used - torch reserved)
# across profiling (vllm/utils/mem_utils.py::memory_profiling, non_torch_increase). It follows the interconnect of
# the group, not its size: custom all-reduce (distributed/device_communicators/custom_all_reduce.py) is only set up
# when the GPUs have P2P (NVLink/SXM) and then registers IPC buffers plus NCCL NVLS/symmetric-memory buffers; on
# PCIe without P2P (consumer cards, L40S, L4) or Ray across nodes it is off and only NCCL's own buffers remain.
# (value, low, high) fitted on the fitting half of tests/golden/profiles/profiles.jsonl only:
#   single GPU  V1 0.02-0.16 GiB (llmd H100 x4, 4090 0.10.2, 16 GiB 0.3x), V0 0.04-0.09 (2060, 48 GiB unsloth)
#   PCIe group  0.20 (3090 PR #14447), 0.30 (L40S TP2 #15815), 0.33 (5090 PP2 #14452)
#   NVLink      1.38 (H200 TP2 Qwen3-Next 0.10.2); issue 11 reports 0.9-2.2 GiB on SXM boxes
# Out of range by design ("kvroom cannot know"): LoRA/Punica runs, unified-memory devices (GB10, Jetson), sleep mode.
NON_TORCH_BY_INTERCONNECT = {
    "single": (int(0.10 * GiB), 0, int(0.25 * GiB)),
    "pcie": (int(0.25 * GiB), int(0.10 * GiB), int(0.40 * GiB)),
    "nvlink": (int(1.40 * GiB), int(0.50 * GiB), int(2.30 * GiB)),
    # Pipeline parallelism alone: custom all-reduce is set up for the TP group only
    # (distributed/device_communicators/cuda_communicator.py::CudaCommunicator.__init__, 0.19.1: 'if "tp" not in
    # unique_name: use_custom_allreduce = False'), so only NCCL's send/recv state remains, whatever the link.
    # Fitting logs: i14452 V0 0.8.5 PP 2 on PCIe 0.33 GiB per stage; llm-d-planner V1 0.19.0 PP 2 on H100 0.07.
    "pp": (int(0.20 * GiB), int(0.05 * GiB), int(0.40 * GiB)),
}
# V0 0.6.4-0.6.6 (vllm/utils.py::memory_profiling, worker.py::determine_num_available_blocks) computed
# non_torch_increase = cuda used - (total - free at init_device) - weights - torch allocated diff, so the caching
# allocator's reserved-but-unallocated slack left by the weight load counts as non-torch; 0.7 moved to
# MemorySnapshot (torch *reserved*) and the slack left the term. Logs of that era show 0.26-0.35 GiB on one GPU.
V0_OLD_SINGLE = (int(0.30 * GiB), int(0.15 * GiB), int(0.40 * GiB))
# Catalog names of cards without P2P/NVLink between them (PCIe consumer and workstation cards, L4/L40/A10/T4).
_PCIE_GPU_WORDS = frozenset({"rtx", "geforce", "titan", "l4", "l40", "l40s", "a10", "a10g", "a16", "a40", "t4", "pcie", "a2"})

# CUDA-graph pool per captured mode and decoder layer ("Graph capturing finished ..., took X GiB" in the llm-d runs:
# Qwen3-0.6B 0.10, Llama-3.3-70B-FP8 0.60, gpt-oss-20b 0.39, gpt-oss-120b 1.03; H200 Qwen3-Next 2 modes 2.37).
# Used before 0.20 only, where the pool is allocated after profiling, outside the KV budget.
CUDAGRAPH_PER_LAYER_BYTES = {"dense": 6 * MiB, "moe": 22 * MiB}
CUDAGRAPH_RANGE = (0.3, 2.0)
# From 0.20 the budget subtracts vLLM's own estimate (v1/worker/gpu_model_runner.py::profile_cudagraph_memory, read
# in 0.22): per mode it captures the two largest sizes into a throw-away pool, takes the first capture as shared
# memory and the second as the cost of every further graph: total = max_mode(first) + sum_mode((n_mode - 1) x
# per_graph). The count of graphs follows max_num_seqs (capture sizes 1, 2, 4, 8..256 by 8, then by 16 up to
# max_cudagraph_capture_size = min(2 x max_num_seqs, 512); FULL decode graphs up to max_num_seqs), not the layers.
# First capture and per-graph cost fitted on the logged "Estimated CUDA graph memory" of the fitting half
# (0.36 GiB for 1+1 graphs, 0.37 for 35+19, 0.58 for 76+60, 0.61 for 5+4, 0.64/0.78 for 51+35, 1.21 for 11+7).
CUDAGRAPH_FIRST_CAPTURE = {"dense": (int(0.30 * GiB), int(0.10 * GiB), int(1.10 * GiB)),
                           "moe": (int(0.60 * GiB), int(0.15 * GiB), int(5.0 * GiB))}
CUDAGRAPH_PER_GRAPH_BYTES = (2 * MiB, 1 * MiB, 4 * MiB)  # vLLM floors it at 1 MiB


# Architectures whose vLLM config hook raises the default largest capture size when the user set neither
# cudagraph_capture_sizes nor max_cudagraph_capture_size (model_executor/models/config.py::
# GptOssForCausalLMConfig.verify_and_update_config, 0.20.0-0.32.0: "Increase the max capture size from 512 to 1024").
MAX_CUDAGRAPH_CAPTURE_SIZE_BY_ARCHITECTURE = {"GptOssForCausalLM": 1024}


@lru_cache(maxsize=512)  # pure: a sweep asks the same few (max_num_seqs, MNBT) pairs thousands of times
def cudagraph_capture_sizes(max_num_seqs: int, max_num_batched_tokens: int | None = None,
                            compilation_config: str | None = None,
                            architecture_max_capture_size: int | None = None) -> tuple[int, int]:
    """(PIECEWISE, FULL) graph counts vLLM captures (config/vllm.py::VllmConfig._set_cudagraph_sizes, 0.22.1).

    Default sizes: 1, 2, 4, then 8..248 by 8, then 256.. by 16, up to max_cudagraph_capture_size =
    min(2 x max_num_seqs, 512), that maximum first capped at max_num_batched_tokens, and max_num_batched_tokens
    itself appended when it fits. ``--compilation-config`` (canonical JSON text) may give
    ``cudagraph_capture_sizes`` (de-duplicated, kept only up to max_num_batched_tokens) or
    ``max_cudagraph_capture_size`` (replaces the 2 x max_num_seqs rule; so does ``architecture_max_capture_size``,
    a model's own default, when the config gives neither), and ``cudagraph_mode``: PIECEWISE captures
    no FULL graph, FULL_DECODE_ONLY no PIECEWISE graph, FULL a FULL graph per size
    (v1/cudagraph_dispatcher.py::CudagraphDispatcher.initialize_cudagraph_keys, 0.22.1). FULL decode graphs of
    FULL_AND_PIECEWISE (the default) cover the sizes up to max_num_seqs (uniform decode, one token per request)."""
    config: dict = {}
    if compilation_config:
        loaded = json.loads(compilation_config)
        config = loaded if isinstance(loaded, dict) else {}
    max_tokens = max_num_batched_tokens or 8192
    given_max = config.get("max_cudagraph_capture_size")
    if given_max is None and config.get("cudagraph_capture_sizes") is None:
        given_max = architecture_max_capture_size
    largest = given_max if isinstance(given_max, int) and given_max > 0 else min(2 * max_num_seqs, 512)
    largest = min(max_tokens, largest)
    given = config.get("cudagraph_capture_sizes")
    if isinstance(given, list) and given:
        sizes = sorted({v for v in given if isinstance(v, int) and 0 < v <= max_tokens})
    else:
        sizes = [v for v in (1, 2, 4) if v <= largest]
        if largest >= 8:
            sizes += list(range(8, min(largest + 1, 256), 8))
        if largest >= 256:
            sizes += list(range(256, largest + 1, 16))
        if max_tokens <= largest:
            sizes.append(max_tokens)
        sizes = sorted(set(sizes))
    mode = str(config.get("cudagraph_mode") or "FULL_AND_PIECEWISE").upper()
    piecewise = 0 if mode in ("FULL_DECODE_ONLY", "FULL", "NONE") else len(sizes)
    if mode in ("PIECEWISE", "NONE"):
        full = 0
    elif mode == "FULL":
        full = len(sizes)
    else:
        full = sum(1 for size in sizes if size <= max_num_seqs)
    return piecewise, full


# Spec §13: with FlashInfer the CUDA-graph estimate taken before the KV check (0.20+) may count per-graph
# workspaces, lowering available KV memory by roughly 0.4-0.6 GiB per GPU. Not settled upstream.
FLASHINFER_GRAPH_EFFECT_HIGH_BYTES = int(0.6 * GiB)


# ---------------------------------------------------------------------------------------------------------------
# Release-dependent behaviour lives in kvroom.core.releases (one table); BudgetRules is the view the budget reads.


@frozen
class BudgetRules:
    """The release facts the budget needs (spec section in each comment)."""

    release: str = "0.0.0"
    engine: str = "v0"  # default engine (§0.1)
    default_gpu_memory_utilization: float = 0.9  # 0.92 from 0.22 (§7.1)
    requested_memory_ceil: bool = False  # math.ceil(total x util) from 0.14 (§7.1)
    free_memory_gate: str = "none"  # none | v1 (0.9.1-0.13) | v2 (0.14+) (§7.1)
    profiling_formula: str = "simple"  # simple (<=0.9.0) | memory_profiling (0.9.1-0.26) | consumed (0.28+)
    kv_cache_memory_bytes_flag: bool = False  # 0.10.2+ (§7.4)
    flashinfer_workspace_bytes: int = 256 * MiB  # 394 MiB from 0.13 (§8.2)
    cudagraph_estimate_measured: bool = False  # 0.18+ (§7.3 item 5)
    cudagraph_estimate_subtracted: bool = False  # 0.20+ (§7.3 item 5)
    batch_defaults_by_gpu: bool = False  # 0.8.5+ (§8.5)
    cudagraph_modes: int = 1
    v2_model_runner_rule: str = "none"  # which models Model Runner V2 takes by default (releases.py)
    v2_model_runner_architectures: frozenset = frozenset()
    v2_model_runner_graph_estimate: bool = False  # V2's profile_cudagraph_memory returns 0 before 0.29


_RELEASE_PATTERN = r"^v?(\d+)\.(\d+)(?:\.(\d+))?(?:\.(\d+))?"  # compiled on first use: a plan passes a Release


def release_parts(release: ReleaseLike) -> tuple[int, int, int, int]:
    """(major, minor, patch, extra) of a kvroom Release, a version string or a tuple."""
    parts = getattr(release, "parts", None)
    if parts is None and isinstance(release, str):
        m = re.match(_RELEASE_PATTERN, release.strip())
        if not m:
            raise InputError(f"--vllm-version {release!r} is not a vLLM release number; use a form like 0.11.0")
        parts = tuple(int(g) if g else 0 for g in m.groups())
    if parts is None and isinstance(release, tuple):
        parts = release
    if parts is None:
        raise InputError(f"release {release!r} is not a vLLM release number")
    parts = tuple(int(p) for p in parts) + (0,) * (4 - len(parts))
    return parts[:4]  # type: ignore[return-value]


_SHARED_FIELDS = (
    "engine", "default_gpu_memory_utilization", "requested_memory_ceil", "free_memory_gate", "profiling_formula",
    "kv_cache_memory_bytes_flag", "flashinfer_workspace_bytes", "cudagraph_estimate_measured",
    "cudagraph_estimate_subtracted", "batch_defaults_by_gpu", "cudagraph_modes",
    "v2_model_runner_rule", "v2_model_runner_architectures", "v2_model_runner_graph_estimate",
)


@lru_cache(maxsize=64)  # three calls per plan; a sweep makes thousands
def budget_rules(release: ReleaseLike) -> BudgetRules:
    """Budget behaviour of ``release``, read from the shared release table (kvroom.core.releases)."""
    from kvroom.core.releases import Release, rules_for

    parts = release_parts(release)
    shared = rules_for(Release(parts))
    return BudgetRules(
        release=".".join(str(p) for p in (parts if parts[3] else parts[:3])),
        **{name: getattr(shared, name) for name in _SHARED_FIELDS},
    )


# ---------------------------------------------------------------------------------------------------------------
# Terms


@frozen
class Term:
    """One memory term in bytes. Exact terms have low == bytes == high; estimates carry their range and source.

    subtracted  whether vLLM takes it out of the KV budget in this release (FlashInfer workspaces and, before 0.20,
                CUDA graphs live in the (1 - utilization) margin instead, spec §7.3 item 7).
    """

    name: str
    bytes: int
    low_bytes: int
    high_bytes: int
    exact: bool
    source: str
    subtracted: bool = True

    @classmethod
    def exact_value(cls, name: str, value: int, source: str, subtracted: bool = True) -> "Term":
        return cls(name, int(value), int(value), int(value), True, source, subtracted)

    @classmethod
    def estimate(cls, name: str, value: float, low: float, high: float, source: str, subtracted: bool = True) -> "Term":
        value, low, high = int(value), int(low), int(high)
        return cls(name, value, min(low, value), max(high, value), False, source, subtracted)


def weights_term(weights: "int | Term | object") -> Term:
    """Accept weights as exact bytes, a Term, or kvroom.core.weights.WeightsEstimate (bytes_per_rank, low, high)."""
    if isinstance(weights, Term):
        return replace(weights, name="weights", subtracted=True)
    if isinstance(weights, int):
        return Term.exact_value("weights", weights, "given (bytes per rank)")
    value = getattr(weights, "bytes_per_rank", None)
    if value is None:
        raise InputError(f"weights {weights!r}: expected bytes per rank (int) or a WeightsEstimate")
    low = getattr(weights, "low", value)
    high = getattr(weights, "high", value)
    exact = bool(getattr(weights, "exact", low == high == value))
    source = str(getattr(weights, "basis", "kvroom.core.weights"))
    return Term("weights", int(value), int(min(low, value)), int(max(high, value)), exact, source, True)


@frozen
class ModelGeometry:
    """The sizes the activation and CUDA-graph estimates use (whole model; the estimate shards per rank)."""

    hidden_size: int
    intermediate_size: int
    vocab_size: int
    num_attention_heads: int
    num_hidden_layers: int
    dtype_bytes: int = 2
    num_experts: int = 0
    num_experts_per_tok: int = 0
    moe_intermediate_size: int = 0
    is_multimodal: bool = False
    architecture: str = ""
    is_quantized: bool = False
    is_hybrid: bool = False  # mamba/linear-attention layers next to attention
    is_pooling: bool = False

    @classmethod
    def from_model(cls, model: ModelDescription) -> "ModelGeometry":
        dtype_bytes = {"bfloat16": 2, "float16": 2, "float32": 4}.get(model.dtype)
        if dtype_bytes is None:
            raise UnknownArchitectureError(f"{model.model_id}: dtype {model.dtype!r} is not one kvroom sizes")
        moe = model.moe
        return cls(
            hidden_size=model.hidden_size,
            intermediate_size=model.intermediate_size,
            vocab_size=model.vocab_size,
            num_attention_heads=model.num_attention_heads,
            num_hidden_layers=model.num_hidden_layers,
            dtype_bytes=dtype_bytes,
            num_experts=moe.num_experts if moe else 0,
            num_experts_per_tok=moe.num_experts_per_tok if moe else 0,
            moe_intermediate_size=moe.moe_intermediate_size if moe else 0,
            is_multimodal=model.is_multimodal,
            architecture=model.architecture,
            is_quantized=model.quantization is not None,
            is_hybrid=bool(model.mamba_layers),
            is_pooling=model.is_pooling,
        )

    @property
    def is_moe(self) -> bool:
        return self.num_experts > 0


def _mlp_width_per_rank(geometry: ModelGeometry, tensor_parallel_size: int) -> int:
    """Intermediate width one token activates in one layer on one rank (MoE: top_k experts' width)."""
    if geometry.is_moe:
        width = geometry.num_experts_per_tok * (geometry.moe_intermediate_size or geometry.intermediate_size)
    else:
        width = geometry.intermediate_size
    return max(1, width // max(1, tensor_parallel_size))


@lru_cache(maxsize=128)
def sampler_bytes_per_logit(release: ReleaseLike, sampler_backend: str | None = None) -> tuple[float, float, float, str]:
    """(value, low, high, which) bytes per logit of the V1 dummy sampler run (max_num_seqs x vocab logits).

    What the dummy run does per release (v1/worker/gpu_model_runner.py::_dummy_sampler_run: temperature 0.5,
    top_p 0.9, top_k vocab-1, no logprobs) and which top-k/top-p kernel runs (v1/sample/ops/topk_topp_sampler.py):
      native sort    <= 0.16: logits.sort (fp32 values + int64 indices), softmax, cumsum, masks, scatter back
      native triton  0.17+: apply_top_k_top_p_triton for batches >= 8, no full sort and scatter
      flashinfer     0.21+ by default (envs.VLLM_USE_FLASHINFER_SAMPLER defaults to True), 0.8-0.12 when FlashInfer is
                     installed (env None "is not False"), 0.13-0.20 only with VLLM_USE_FLASHINFER_SAMPLER=1
      0.21+ also warms the native path (a second call with a seeded generator), so its peak bounds the run
    """
    from kvroom.core.releases import Release, rules_for

    rules = rules_for(Release(release_parts(release)))
    which = sampler_backend or ("flashinfer" if rules.sampler_flashinfer_default == "default" else "native")
    if which == "flashinfer" and rules.sampler_warms_native:
        # two calls, FlashInfer then the native path with a generator: the larger peak counts
        fi, native = SAMPLER_BYTES_PER_LOGIT["flashinfer"], SAMPLER_BYTES_PER_LOGIT[rules.sampler_native_kind]
        value, low, high = (max(a, b) for a, b in zip(fi, native))
        high = max(high, SAMPLER_WARMUP_HIGH)
        which = f"flashinfer + native warm-up ({rules.sampler_native_kind})"
    elif which == "flashinfer":
        value, low, high = SAMPLER_BYTES_PER_LOGIT["flashinfer"]
    elif which == "native":
        value, low, high = SAMPLER_BYTES_PER_LOGIT[rules.sampler_native_kind]
        if rules.sampler_flashinfer_default == "if_installed":  # FlashInfer may be installed: lower bound is its
            low = SAMPLER_BYTES_PER_LOGIT["flashinfer"][1]
    else:
        raise InputError(f"sampler backend {sampler_backend!r}: use native or flashinfer")
    if rules.v2_model_runner_default:
        # Model Runner V2 (default for more architectures release by release) runs its own dummy sampler, which may
        # skip top-k/top-p: kvroom cannot tell which runner a model gets, so the low bound allows a small sampler
        low = V2_RUNNER_SAMPLER_LOW
    return value, low, high, which


@lru_cache(maxsize=1024)  # pure, a frozen Term: plans that share the batch shape share the estimate
def estimate_activation(
    geometry: ModelGeometry,
    *,
    engine: Engine,
    max_num_batched_tokens: int,
    max_num_seqs: int,
    tensor_parallel_size: int = 1,
    sampler: tuple[float, float, float, str] = (38.19, 38.19, 38.19, "native"),
) -> Term:
    """Torch peak rise during the profile run (spec §7.3 item 3): max(forward batch, sampler dummy run)."""
    dtype = geometry.dtype_bytes
    width = _mlp_width_per_rank(geometry, tensor_parallel_size)
    forward = FORWARD_FACTOR * max_num_batched_tokens * dtype * (3 * width + 3 * geometry.hidden_size)
    if geometry.is_moe:
        # fused_moe.py::fused_experts_impl: intermediate_cache3 [T, top_k, hidden] holds every expert's output in
        # full hidden size (TP does not split it); T is chunked at VLLM_FUSED_MOE_CHUNK_SIZE (32768)
        forward += min(max_num_batched_tokens, 32768) * geometry.num_experts_per_tok * geometry.hidden_size * dtype
    tol = ACTIVATION_REL_TOL[engine]
    if engine == "v1":
        per_logit, per_low, per_high, which = sampler
        logits = max_num_seqs * geometry.vocab_size
        retained = V1_RETAINED_HIDDEN_FACTOR * max_num_batched_tokens * geometry.hidden_size * dtype
        value = max(forward, per_logit * logits + retained)
        low = max(forward, per_low * logits + retained) * (1 - tol)
        high = max(forward, per_high * logits + retained) * (1 + tol)
        how = (f"max(forward {forward / GiB:.2f}, sampler {(per_logit * logits + retained) / GiB:.2f} GiB): "
               f"{which} sampler {per_logit} B x max_num_seqs {max_num_seqs} x vocab {geometry.vocab_size} "
               f"+ {V1_RETAINED_HIDDEN_FACTOR} x MNBT {max_num_batched_tokens} x hidden x dtype")
    else:
        # worker/model_runner.py::_dummy_run (0.6-0.10): max_num_seqs dummy sequences sampled with top_p 0.99 and
        # top_k vocab-1; execute_model samples on the driver of the last PP stage only (the rank whose KV budget is
        # the smallest, so the one vLLM keeps). model_executor/layers/sampler.py sorts the fp32 logits like V1's
        # native path, so the same bytes per logit (fits i14452 PP stage 1: 0.38 forward + 1.38 sampler = 1.77).
        per_logit, per_low, per_high, _ = (*SAMPLER_BYTES_PER_LOGIT["sort"], "sort")
        logits = min(max_num_seqs, max_num_batched_tokens) * geometry.vocab_size
        retained = V1_RETAINED_HIDDEN_FACTOR * max_num_batched_tokens * geometry.hidden_size * dtype
        value = max(forward, per_logit * logits + retained)
        low = max(forward, per_low * logits + retained) * (1 - tol)
        high = max(forward, per_high * logits + retained) * (1 + tol)
        how = (f"max(forward {forward / GiB:.2f}, driver's sampler {(per_logit * logits + retained) / GiB:.2f} GiB): "
               f"{FORWARD_FACTOR} x MNBT {max_num_batched_tokens} x dtype x (3 x MLP width/rank + 3 x hidden); "
               f"{per_logit} B x {min(max_num_seqs, max_num_batched_tokens)} sequences x vocab {geometry.vocab_size}")
    if geometry.is_multimodal and engine == "v1":
        # v1/worker/gpu_model_runner.py::profile_run (0.10.2): the encoder first runs on a dummy batch of
        # max_items_per_batch items and its outputs stay in encoder_cache["tmp"] through the decoder dummy run and
        # the sampler: encoder budget x hidden x dtype, the budget being at least max_num_batched_tokens
        # (v1/core/encoder_cache_manager.py::compute_encoder_budget). The tower's own transient peak is not sized
        # (widens the high bound). llava-v1.6-mistral-7b, H100 0.10.2, MNBT 16384: forward 1.70 + cache 0.125 =
        # 1.82 GiB against 1.97 logged (the 5 dummy images' tower peak is the rest).
        cache = max_num_batched_tokens * geometry.hidden_size * dtype
        value, low, high = value + cache, low + cache, high + cache
        how += f" + encoder cache {cache / GiB:.2f} GiB (MNBT x hidden x dtype)"
    high += MULTIMODAL_ENCODER_HIGH_BYTES if geometry.is_multimodal else 0
    return Term.estimate("activation", value, low, high,
                         f"estimate, calibrated on llm-d H100 and vllm#10517 logs: {how}")


@lru_cache(maxsize=256)
def interconnect_of(gpu_name: str, world_size: int) -> str:
    """single | pcie | nvlink | unknown: what decides whether vLLM sets up custom all-reduce."""
    if world_size <= 1:
        return "single"
    words = [w for w in re.split(r"[^a-z0-9]+", gpu_name.lower()) if w]
    if not words:
        return "unknown"
    if any(w in _PCIE_GPU_WORDS or w.startswith(("rtx", "geforce")) or w == "l40s" for w in words):
        return "pcie"
    return "nvlink"


@lru_cache(maxsize=256)
def estimate_non_torch(*, engine: Engine, world_size: int, interconnect: str | None = None,
                       old_v0: bool = False) -> Term:
    """Non-torch memory rise during profiling: cuBLAS/NCCL/custom all-reduce (spec §7.3 item 3)."""
    kind = interconnect or ("single" if world_size <= 1 else "unknown")
    if kind == "unknown":  # a group on a card kvroom cannot place: the range spans PCIe and NVLink
        value, low, high = NON_TORCH_BY_INTERCONNECT["pcie"][0], NON_TORCH_BY_INTERCONNECT["pcie"][1], \
            NON_TORCH_BY_INTERCONNECT["nvlink"][2]
    else:
        value, low, high = NON_TORCH_BY_INTERCONNECT[kind]
    if kind == "single" and engine == "v0" and old_v0:
        value, low, high = V0_OLD_SINGLE
    how = f"{kind} ({world_size} GPU{'s' if world_size > 1 else ''}): {value / GiB:.2f} GiB"
    return Term.estimate("non_torch", value, low, high,
                         f"estimate by interconnect (custom all-reduce only with P2P), fitted on profiles.jsonl: {how}")


def uses_model_runner_v2(geometry: ModelGeometry, rules: BudgetRules) -> bool:
    """Whether vLLM runs this model on Model Runner V2 by default (config/vllm.py::VllmConfig.use_v2_model_runner and
    _is_default_v2_model_runner_model, 0.22-0.28): a generate model whose architecture is listed (0.22-0.23 also
    dense and unquantized), or from 0.25 any dense one that is not hybrid; from 0.29 every model. VLLM_USE_V2_MODEL_RUNNER and features V2
    lacks (it then warns and uses V1) are not seen here."""
    rule = rules.v2_model_runner_rule
    if rule == "all":
        return True  # 0.29+: no architecture test left, only features V2 lacks (not seen here)
    if rule == "none" or geometry.is_pooling:
        return False
    listed = geometry.architecture in rules.v2_model_runner_architectures
    if rule == "listed_dense_unquantized":
        return listed and not geometry.is_moe and not geometry.is_quantized
    if rule == "listed":
        return listed
    return listed or not (geometry.is_moe or geometry.is_hybrid)


@lru_cache(maxsize=1024)
def estimate_cudagraph(geometry: ModelGeometry, *, rules: BudgetRules, enforce_eager: bool,
                       pipeline_parallel_size: int = 1, max_num_seqs: int = 256,
                       max_num_batched_tokens: int | None = None, compilation_config: str | None = None) -> Term:
    """CUDA-graph memory; subtracted from the KV budget only from 0.20 (spec §7.3 item 5)."""
    subtracted = rules.cudagraph_estimate_subtracted and rules.engine == "v1"
    if enforce_eager:
        return Term.exact_value("cudagraph", 0, "--enforce-eager: no CUDA graphs", subtracted)
    if subtracted:
        piecewise, full = cudagraph_capture_sizes(
            max_num_seqs, max_num_batched_tokens, compilation_config,
            MAX_CUDAGRAPH_CAPTURE_SIZE_BY_ARCHITECTURE.get(geometry.architecture))
        if piecewise + full == 0:
            return Term.exact_value("cudagraph", 0, "--compilation-config: no CUDA graph captured", subtracted)
        first, first_low, first_high = CUDAGRAPH_FIRST_CAPTURE["moe" if geometry.is_moe else "dense"]
        per, per_low, per_high = CUDAGRAPH_PER_GRAPH_BYTES
        further = max(0, piecewise - 1) + max(0, full - 1)
        if not rules.v2_model_runner_graph_estimate and uses_model_runner_v2(geometry, rules):
            # v1/worker/gpu/model_runner.py::GPUModelRunner.profile_cudagraph_memory (0.22.0-0.28.0): "return 0", so
            # gpu_worker.determine_available_memory subtracts nothing for graphs. The high bound keeps V1's estimate
            # for a launch that a flag or an unsupported feature sends back to V1.
            return Term.estimate(
                "cudagraph", 0, 0, first_high + further * per_high,
                f"Model Runner V2 ({geometry.architecture or 'this model'} in {rules.release}): its "
                "profile_cudagraph_memory returns 0 before 0.29, nothing is subtracted for CUDA graphs", True)
        return Term.estimate(
            "cudagraph", first + further * per, first_low + further * per_low, first_high + further * per_high,
            f"vLLM's estimate (profile_cudagraph_memory): first capture {first / GiB:.2f} GiB + {further} further "
            f"graphs ({piecewise} PIECEWISE, {full} FULL for max_num_seqs {max_num_seqs}) x {per // MiB} MiB; "
            "subtracted (VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1 default)", True)
    layers = math.ceil(geometry.num_hidden_layers / max(1, pipeline_parallel_size))
    per_layer = CUDAGRAPH_PER_LAYER_BYTES["moe" if geometry.is_moe else "dense"]
    value = per_layer * layers * rules.cudagraph_modes
    lo, hi = CUDAGRAPH_RANGE
    where = ("subtracted (VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1 default)" if subtracted
             else "allocated after profiling, outside the KV budget")
    return Term.estimate(
        "cudagraph", value, value * lo, value * hi,
        f"rough estimate {per_layer // MiB} MiB x {layers} layers x {rules.cudagraph_modes} mode(s); {where}",
        subtracted,
    )


# ---------------------------------------------------------------------------------------------------------------
# Defaults and the free-memory gate


def default_gpu_memory_utilization(release: ReleaseLike) -> float:
    return budget_rules(release).default_gpu_memory_utilization


def default_batch_limits(
    release: ReleaseLike,
    *,
    total_memory_bytes: int,
    gpu_name: str = "",
    max_model_len: int | None = None,
    usage_context: Literal["serve", "llm"] = "serve",
    engine: Engine | None = None,
) -> tuple[int, int]:
    """(max_num_batched_tokens, max_num_seqs) vLLM uses when the user sets neither (spec §8.5).

    V1 0.8.5+: >= 70 GiB cards that are not A100 get 8192 (serve) / 16384 (LLM) tokens and 1024 sequences; other
    cards 2048 / 8192 and 256. V0 without chunked prefill schedules max(max_model_len, 2048) tokens; chunked prefill
    is on by default above 32K context and then uses 512.
    """
    rules = budget_rules(release)
    engine = engine or rules.engine  # type: ignore[assignment]
    if engine == "v0":
        if max_model_len is not None and max_model_len > 32768:
            return 512, 256
        return max(max_model_len or 2048, 2048), 256
    # V1: the same defaults the engine settles on (one implementation, kvroom.core.engine)
    from kvroom.core.engine import PlanRequest, default_batching
    from kvroom.core.releases import Release, rules_for

    request = PlanRequest(vllm_version=rules.release, usage_context="llm" if usage_context == "llm" else "server",
                          gpu_total_memory_bytes=total_memory_bytes, gpu_name=gpu_name)
    return default_batching(request, rules_for(Release.parse(rules.release)), max_model_len or 2**62, True)


def requested_memory(release: ReleaseLike, total_memory_bytes: int, gpu_memory_utilization: float) -> float:
    """``total x gpu_memory_utilization``: a float in <=0.13, ``math.ceil`` from 0.14 (spec §7.1)."""
    return _requested(budget_rules(release), total_memory_bytes, gpu_memory_utilization)


def _requested(rules: BudgetRules, total_memory_bytes: int, gpu_memory_utilization: float) -> float:
    requested = total_memory_bytes * gpu_memory_utilization
    return float(math.ceil(requested)) if rules.requested_memory_ceil else requested


def _gib_text(value: float) -> str:
    """vLLM prints these with ``round(x / 2**30, 2)`` through str() (<=0.13) or format_gib (0.14+, same digits)."""
    return str(round(value / GiB, 2))


def free_memory_gate_message(
    *,
    release: ReleaseLike,
    free_memory_bytes: int,
    total_memory_bytes: int,
    gpu_memory_utilization: float,
    device: str = "cuda:0",
) -> str | None:
    """vLLM's startup refusal when free memory is below the requested memory (spec §7.1), or None when it passes.

    The gate exists from 0.9.1; earlier releases return None. The 0.32+ externally-held-weights variants are not
    modelled.
    """
    rules = budget_rules(release)
    if rules.free_memory_gate == "none":
        return None
    requested = requested_memory(release, total_memory_bytes, gpu_memory_utilization)
    if free_memory_bytes >= requested:
        return None
    where = f"device {device} " if rules.free_memory_gate == "v2" else "device "
    return (
        f"Free memory on {where}({_gib_text(free_memory_bytes)}/{_gib_text(total_memory_bytes)} GiB) on startup "
        f"is less than desired GPU memory utilization ({gpu_memory_utilization}, {_gib_text(requested)} GiB). "
        "Decrease GPU memory utilization or reduce GPU memory used by other processes."
    )


# ---------------------------------------------------------------------------------------------------------------
# The budget


@frozen
class MemoryBudget:
    """Available KV memory of one GPU worker and every term that makes it up (bytes)."""

    release: str
    engine: str
    formula: str  # v0 | simple | memory_profiling | consumed | kv_cache_memory_bytes
    total_memory_bytes: int
    gpu_memory_utilization: float
    requested_memory_bytes: int
    weights: Term
    activation: Term
    non_torch: Term
    cudagraph: Term
    flashinfer_workspace: Term | None
    available_kv_bytes: int
    available_kv_low_bytes: int
    available_kv_high_bytes: int
    max_num_batched_tokens: int
    max_num_seqs: int
    free_memory_gate_message: str | None = None
    kv_cache_memory_bytes: int | None = None
    # 0.28+ formula (§7.3 item 4), None for other formulas
    total_consumed_bytes: int | None = None
    transient_peak_headroom_bytes: int | None = None
    notes: tuple[str, ...] = field(default=())

    @property
    def terms(self) -> tuple[Term, ...]:
        extra = (self.flashinfer_workspace,) if self.flashinfer_workspace else ()
        return (self.weights, self.activation, self.non_torch, self.cudagraph, *extra)

    @property
    def exact(self) -> bool:
        """True when vLLM's number is known exactly (the bypass, or every subtracted term exact)."""
        return self.available_kv_low_bytes == self.available_kv_high_bytes

    @property
    def fails_free_memory_gate(self) -> bool:
        return self.free_memory_gate_message is not None


@lru_cache(maxsize=64)
def _geometry_of(model: ModelDescription) -> ModelGeometry:
    return ModelGeometry.from_model(model)


@lru_cache(maxsize=64)
def _with_engine(rules: BudgetRules, engine: str) -> BudgetRules:
    return replace(rules, engine=engine)


@lru_cache(maxsize=512)
def _budget_terms(release, total_memory_bytes, weights, geometry, tensor_parallel_size, pipeline_parallel_size,
                  max_num_batched_tokens, max_num_seqs, max_model_len, enforce_eager, attention_backend, engine,
                  gpu_name, usage_context, interconnect, sampler_backend, compilation_config) -> tuple:
    """The budget's terms for one launch, whatever share of the card it asks (estimate_available_kv's arguments
    less the utilization, the free memory and the KV memory given): a sweep over those reuses them.
    -> (weights, activation, non-torch, CUDA graphs, FlashInfer workspace, its graph effect, notes, MNBT, seqs,
        (bytes, low, high) summed over the subtracted terms)"""
    rules = budget_rules(release)
    geo = geometry if isinstance(geometry, ModelGeometry) else _geometry_of(geometry)

    if max_num_seqs and max_num_batched_tokens:  # the engine settled both (kvroom.api): no defaults to look up
        mns, mnbt = max_num_seqs, max_num_batched_tokens
    else:
        default_mnbt, default_mns = default_batch_limits(
            release, total_memory_bytes=total_memory_bytes, gpu_name=gpu_name, max_model_len=max_model_len,
            usage_context=usage_context, engine=engine)
        mns = max_num_seqs or default_mns
        mnbt = max_num_batched_tokens or (min(default_mnbt, mns * max_model_len) if max_model_len else default_mnbt)

    w = weights_term(weights)
    act = estimate_activation(geo, engine=engine, max_num_batched_tokens=mnbt, max_num_seqs=mns,
                              tensor_parallel_size=tensor_parallel_size,
                              sampler=sampler_bytes_per_logit(release, sampler_backend))
    world = tensor_parallel_size * pipeline_parallel_size
    nt = estimate_non_torch(engine=engine, world_size=world,
                            interconnect=interconnect or (interconnect_of(gpu_name, world) if tensor_parallel_size > 1
                                                          else "pp" if pipeline_parallel_size > 1 else "single"),
                            old_v0=release_parts(release) < (0, 7, 0, 0))
    cg = estimate_cudagraph(geo, rules=rules if rules.engine == engine else _with_engine(rules, engine),
                            enforce_eager=enforce_eager,
                            pipeline_parallel_size=pipeline_parallel_size, max_num_seqs=mns,
                            max_num_batched_tokens=mnbt, compilation_config=compilation_config)
    notes: list[str] = []
    if rules.cudagraph_estimate_measured and not cg.subtracted and not enforce_eager and engine == "v1":
        notes.append("0.18-0.19 log 'Estimated CUDA graph memory' but do not subtract it "
                     "(VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0 default)")

    fi: Term | None = None
    fi_effect = 0
    if attention_backend and attention_backend.upper().replace("-", "_") in ("FLASHINFER", "FLASHINFER_MLA"):
        fi = Term.exact_value(
            "flashinfer_workspace", rules.flashinfer_workspace_bytes,
            "FlashInfer workspace buffer, allocated after profiling (spec §7.3 item 7, §8.2)", subtracted=False)
        if cg.subtracted:
            fi_effect = FLASHINFER_GRAPH_EFFECT_HIGH_BYTES
            notes.append("FlashInfer: per-graph workspaces may enter the CUDA-graph estimate (spec §13, vLLM "
                         "#55509): available may be up to 0.6 GiB lower than with FLASH_ATTN")

    subtracted = [t for t in (w, act, nt, cg) if t.subtracted]
    sums = (sum(t.bytes for t in subtracted), sum(t.low_bytes for t in subtracted),
            sum(t.high_bytes for t in subtracted))
    return w, act, nt, cg, fi, fi_effect, tuple(notes), mnbt, mns, sums


def budget_terms(*, release: ReleaseLike, total_memory_bytes: int, weights: "int | Term | object",
                 geometry: "ModelGeometry | ModelDescription", tensor_parallel_size: int = 1,
                 pipeline_parallel_size: int = 1, max_num_batched_tokens: int | None = None,
                 max_num_seqs: int | None = None, max_model_len: int | None = None, enforce_eager: bool = False,
                 attention_backend: str | None = None, engine: Engine | None = None, gpu_name: str = "",
                 usage_context: Literal["serve", "llm"] = "serve", interconnect: str | None = None,
                 sampler_backend: str | None = None, compilation_config: str | None = None) -> tuple:
    """The terms estimate_available_kv subtracts (its arguments less the share asked, the free memory and the KV memory
    given), memoized: a caller that plans one launch at many shares keeps them (``terms=``)."""
    engine = engine or budget_rules(release).engine  # type: ignore[assignment]
    args = (release, total_memory_bytes, weights, geometry, tensor_parallel_size, pipeline_parallel_size,
            max_num_batched_tokens, max_num_seqs, max_model_len, enforce_eager, attention_backend, engine, gpu_name,
            usage_context, interconnect, sampler_backend, compilation_config)
    try:
        hash(weights)
    except TypeError:  # a duck-typed weights object that is not hashable: computed, not kept
        return _budget_terms.__wrapped__(*args)
    return _budget_terms(*args)


def estimate_available_kv(
    *,
    release: ReleaseLike,
    total_memory_bytes: int,
    weights: "int | Term | object",
    geometry: "ModelGeometry | ModelDescription",
    gpu_memory_utilization: float | None = None,
    tensor_parallel_size: int = 1,
    pipeline_parallel_size: int = 1,
    max_num_batched_tokens: int | None = None,
    max_num_seqs: int | None = None,
    max_model_len: int | None = None,
    enforce_eager: bool = False,
    attention_backend: str | None = None,
    free_memory_bytes: int | None = None,
    kv_cache_memory_bytes: int | None = None,
    engine: Engine | None = None,
    gpu_name: str = "",
    usage_context: Literal["serve", "llm"] = "serve",
    device: str = "cuda:0",
    interconnect: str | None = None,
    sampler_backend: str | None = None,
    compilation_config: str | None = None,
    terms: tuple | None = None,
) -> MemoryBudget:
    """Predict ``Available KV cache memory`` for one worker (spec §7).

    weights      bytes per rank (int) or an estimate with low/high (kvroom.core.weights)
    engine       override the release's default engine (e.g. the 0.8-0.10 fp8-KV fallback to V0, §8.3)
    free_memory_bytes  free memory at startup when the card is shared (runs the 0.9.1+ gate)
    kv_cache_memory_bytes  ``--kv-cache-memory-bytes``: available is exactly this (0.10.2+, §7.4)
    max_model_len  only used to derive the default max_num_batched_tokens (§8.5)
    interconnect  single | pcie | nvlink | unknown (default: from gpu_name and the group size)
    sampler_backend  native | flashinfer (default: the release's, kvroom.core.budget.sampler_bytes_per_logit)
    compilation_config  ``--compilation-config`` as canonical JSON text (capture sizes / cudagraph_mode, 0.20+)
    terms        budget_terms() of these same arguments, when the caller keeps them (kvroom.api: once per launch)
    """
    rules, engine = _checked_launch(release, engine, total_memory_bytes, tensor_parallel_size, pipeline_parallel_size,
                                    share=gpu_memory_utilization)
    if terms is None:
        terms = budget_terms(release=release, total_memory_bytes=total_memory_bytes, weights=weights,
                             geometry=geometry, tensor_parallel_size=tensor_parallel_size,
                             pipeline_parallel_size=pipeline_parallel_size,
                             max_num_batched_tokens=max_num_batched_tokens, max_num_seqs=max_num_seqs,
                             max_model_len=max_model_len, enforce_eager=enforce_eager,
                             attention_backend=attention_backend, engine=engine, gpu_name=gpu_name,
                             usage_context=usage_context, interconnect=interconnect, sampler_backend=sampler_backend,
                             compilation_config=compilation_config)
    return budget_at_share(rules, engine, terms, total_memory_bytes, gpu_memory_utilization, free_memory_bytes,
                           kv_cache_memory_bytes, geometry.is_multimodal, device)


def _checked_launch(release: ReleaseLike, engine: "Engine | None", total_memory_bytes: int, tensor_parallel_size: int,
                    pipeline_parallel_size: int, share: "float | None | bool" = False) -> tuple[BudgetRules, str]:
    """The release's rules and the engine, after the launch's own argument checks (one InputError line each; the
    share, when given, checked in its place among them as estimate_available_kv always did)."""
    rules = budget_rules(release)
    engine = engine or rules.engine  # type: ignore[assignment]
    if engine not in ("v0", "v1"):
        raise InputError(f"engine {engine!r}: expected v0 or v1")
    if total_memory_bytes <= 0:
        raise InputError("GPU total memory must be positive; give --gpu or --gpu-memory")
    if share is not False:
        checked_share(rules, share)  # type: ignore[arg-type]
    if tensor_parallel_size < 1 or pipeline_parallel_size < 1:
        raise InputError("--tensor-parallel-size and --pipeline-parallel-size must be at least 1")
    return rules, engine  # type: ignore[return-value]


def checked_share(rules: BudgetRules, gpu_memory_utilization: float | None) -> float:
    """The share of the card asked: the release's default when not given; one InputError line outside (0, 1]."""
    util = rules.default_gpu_memory_utilization if gpu_memory_utilization is None else gpu_memory_utilization
    if not 0 < util <= 1:
        raise InputError(f"--gpu-memory-utilization {util}: must be in (0, 1]")
    return util


def budget_at_share(rules: BudgetRules, engine: str, terms: tuple, total_memory_bytes: int,
                    gpu_memory_utilization: float | None, free_memory_bytes: int | None = None,
                    kv_cache_memory_bytes: int | None = None, is_multimodal: bool = False,
                    device: str = "cuda:0") -> MemoryBudget:
    """estimate_available_kv's last step: the budget at one requested share of the card, from the launch's
    budget_terms() (``terms``) and its checked arguments (None: the release's default share). The share's arithmetic is
    budgets_at_shares'; --kv-cache-memory-bytes (0.10.2+, §7.4) then makes the available memory exactly that value."""
    budget = budgets_at_shares(rules, engine, terms, total_memory_bytes, is_multimodal, device)(
        gpu_memory_utilization, free_memory_bytes)
    if kv_cache_memory_bytes is None:
        return budget
    if not rules.kv_cache_memory_bytes_flag:
        raise InputError(f"--kv-cache-memory-bytes needs vLLM 0.10.2 or later (release {rules.release})")
    if kv_cache_memory_bytes < 0:
        raise InputError("--kv-cache-memory-bytes must not be negative")
    kept = len(terms[6])  # the terms' own notes come first, the multimodal note last
    notes = budget.notes[:kept] + ("--kv-cache-memory-bytes: profiling still runs but available KV memory is exactly "
                                   "this value; gpu_memory_utilization only drives the free-memory gate",
                                   ) + budget.notes[kept:]
    exact = int(kv_cache_memory_bytes)
    return replace(budget, formula="kv_cache_memory_bytes", available_kv_bytes=exact, available_kv_low_bytes=exact,
                   available_kv_high_bytes=exact, kv_cache_memory_bytes=kv_cache_memory_bytes, notes=notes)


def launch_budgets(*, release: ReleaseLike, total_memory_bytes: int, geometry: "ModelGeometry | ModelDescription",
                   terms: tuple, tensor_parallel_size: int = 1, pipeline_parallel_size: int = 1,
                   engine: Engine | None = None, device: str = "cuda:0"):
    """estimate_available_kv split at the share, for a caller that plans one launch at many shares (kvroom.api): its
    checks of the launch's arguments once, then budgets_at_shares (``terms``: budget_terms() of the same
    arguments). The share is checked at each call."""
    rules, engine = _checked_launch(release, engine, total_memory_bytes, tensor_parallel_size, pipeline_parallel_size)
    return budgets_at_shares(rules, engine, terms, total_memory_bytes, geometry.is_multimodal, device)


def budgets_at_shares(rules: BudgetRules, engine: str, terms: tuple, total_memory_bytes: int,
                      is_multimodal: bool = False, device: str = "cuda:0"):
    """budget_at_share with one launch's arguments settled (no --kv-cache-memory-bytes): a function of
    (gpu_memory_utilization, free_memory_bytes) giving the same MemoryBudget. What does not read the share (the
    formula, the terms, the notes, the 0.28+ consumed / headroom split) is settled here once; each call does the
    share's arithmetic (requested, available and its range) and the free-memory gate."""
    w, act, nt, cg, fi, fi_effect, notes_kept, mnbt, mns, (non_kv, low_sum, high_sum) = terms
    formula = "v0" if engine == "v0" else rules.profiling_formula
    consumed = headroom = None
    if formula == "consumed":  # as budget_at_share (§7.3 item 4)
        consumed = w.bytes + nt.bytes
        headroom = act.bytes
    notes = list(notes_kept)
    if is_multimodal:
        notes.append("multimodal: the encoder outputs of the dummy batch are counted (budget >= max_num_batched_tokens);"
                     " the vision tower's own transient peak is not: high bound of the activation widened by 2 GiB")
    notes = tuple(notes)
    release, default_share, ceil = rules.release, rules.default_gpu_memory_utilization, rules.requested_memory_ceil

    def at_share(gpu_memory_utilization: float | None, free_memory_bytes: int | None = None) -> MemoryBudget:
        util = default_share if gpu_memory_utilization is None else gpu_memory_utilization
        if not 0 < util <= 1:  # checked_share, inlined (each call of a sweep runs it)
            raise InputError(f"--gpu-memory-utilization {util}: must be in (0, 1]")
        requested = total_memory_bytes * util  # _requested, inlined
        if ceil:
            requested = float(math.ceil(requested))
        gate = None
        if free_memory_bytes is not None:
            gate = free_memory_gate_message(release=release, free_memory_bytes=free_memory_bytes,
                                            total_memory_bytes=total_memory_bytes, gpu_memory_utilization=util,
                                            device=device)
        # positional, in MemoryBudget's field order (release, engine, formula, total, share, requested, the five
        # terms, available and its range, mnbt, mns, gate, kv_cache_memory_bytes, consumed, headroom, notes)
        return MemoryBudget(release, engine, formula, total_memory_bytes, util, int(requested), w, act, nt, cg, fi,
                            int(requested - non_kv), int(requested - high_sum) - fi_effect, int(requested - low_sum),
                            mnbt, mns, gate, None, consumed, headroom, notes)

    return at_share


# ---------------------------------------------------------------------------------------------------------------
# Calibration from a measured profile (kvroom calibrate / plan --from-log, issue 11)


@frozen
class MeasuredProfile:
    """The memory terms one vLLM startup log printed (bytes, from GiB printed to 2 decimals unless exact).

    Anything the log did not print is None. ``cudagraph_bytes`` is the graph memory the release subtracted from the
    KV budget (the 0.20+ "Estimated CUDA graph memory"), 0 where it was not subtracted.
    """

    release: str
    engine: str
    total_memory_bytes: int
    gpu_memory_utilization: float
    available_kv_bytes: int
    weights_bytes: int | None = None
    activation_bytes: int | None = None
    non_torch_bytes: int | None = None
    cudagraph_bytes: int | None = None


def calibrated_budget(new: MemoryBudget, logged: MemoryBudget, measured: MeasuredProfile, *,
                      label: str) -> MemoryBudget:
    """Available KV of a changed launch, anchored on a measured one.

    ``logged`` is kvroom's estimate for the launch the log shows, ``new`` its estimate for the launch asked about
    (same GPU and release). The measured available KV is moved by what changed: the requested memory
    (total x utilization, exact) and each term's estimated difference (the mechanisms scale it). For an unchanged
    launch every difference is 0 and the result is the logged value. The range is the rounding of the printed
    figures (+/-0.005 GiB) widened by 25 % of each moved term.
    """
    d_requested = new.requested_memory_bytes - logged.requested_memory_bytes
    moved = 0
    spread = GiB // 200
    terms = {}
    for new_term, old_term in zip(new.terms, logged.terms):
        if new_term.name != old_term.name or not new_term.subtracted:
            continue
        delta = new_term.bytes - old_term.bytes
        moved += delta
        spread += abs(delta) // 4
        value = getattr(measured, f"{new_term.name}_bytes", None)
        if value is not None and new_term.name in ("weights", "activation", "non_torch", "cudagraph"):
            terms[new_term.name] = Term.estimate(
                new_term.name, value + delta, value + delta - abs(delta) // 4 - GiB // 200,
                value + delta + abs(delta) // 4 + GiB // 200,
                f"measured {value / GiB:.2f} GiB in {label}, {delta / GiB:+.2f} GiB for what changed")
    new = replace(new, **terms)
    available = measured.available_kv_bytes + d_requested - moved
    note = (f"calibrated from {label}: measured available KV {measured.available_kv_bytes / GiB:.2f} GiB "
            f"moved by {d_requested / GiB:+.2f} GiB requested and {-moved / GiB:+.2f} GiB of estimated terms")
    return replace(new, available_kv_bytes=int(available), available_kv_low_bytes=int(available - spread),
                   available_kv_high_bytes=int(available + spread), notes=(*new.notes, note))
