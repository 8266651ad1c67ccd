"""Candidate fixes for a vLLM startup failure, each one re-checked with kvroom's core before it is offered.

Input: a parsed startup record (kvroom.logs) plus, when known, the model and GPU. Output: ``Fix`` objects with
the exact flag for the user's release and the length or memory it buys. A fix is ``verified`` only when the
core re-ran vLLM's check with it (which needs the model); otherwise it carries the arithmetic it rests on.
Never prints.
"""

from __future__ import annotations

import math
import re
from typing import Any

from kvroom.core.engine import PlanRequest
from kvroom.core.frozen import frozen, replace
from kvroom.core.lengths import in_kibi_tokens
from kvroom.core.releases import Release, rules_for
from kvroom.logs.patterns import KERNEL_WARM_UP

GIB = 2**30
HALF_CENTI_GIB = GIB // 200  # printed GiB are rounded to 2 decimals: +/- 0.005 GiB
FLASHINFER_EFFECT = (int(0.4 * GIB), int(0.6 * GIB))  # spec §13: FlashInfer vs FlashAttention room


@frozen
class Fix:
    flag: str  # the command-line flag (or env var) as the user's release spells it
    value: str
    title: str
    detail: str
    resulting_max_model_len: int | None = None
    resulting_available_bytes: int | None = None
    verified: bool = False
    rank: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "flag": self.flag,
            "value": self.value,
            "title": self.title,
            "detail": self.detail,
            "resulting_max_model_len": self.resulting_max_model_len,
            "resulting_available_bytes": self.resulting_available_bytes,
            "verified": self.verified,
        }

    @property
    def command(self) -> str:
        if self.flag.isupper():  # an environment variable
            return f"{self.flag}={self.value}"
        return f"{self.flag} {self.value}" if self.value else self.flag


@frozen
class Situation:
    """What the fixes need, gathered by kvroom.explain from the log (and --model / --gpu)."""

    release: Release
    kind: str
    max_model_len: int | None  # the length vLLM checked
    needed_bytes: int | None  # printed "needed" (rounded), bytes
    available_bytes: int | None  # printed "available" (rounded; 0.30+ already minus the null block), bytes
    estimate: int | None  # vLLM's printed estimate
    max_kv_tokens: int | None  # V0: tokens the cache can hold
    gpu_memory_utilization: float | None
    total_bytes: int | None  # GPU total memory (log or catalog)
    free_bytes: int | None  # free memory at startup (log)
    weights_bytes: int | None  # "Model loading took"
    tensor_parallel_size: int
    kv_cache_dtype: str | None
    attention_backend: str | None
    cuda_graph_bytes: int | None
    max_num_seqs: int | None
    mamba_blocks: int | None
    derived_key: str | None = None
    derived_max_model_len: float | None = None
    model: Any = None  # ModelDescription when known
    request: PlanRequest | None = None  # the launch as the log shows it, for re-checking
    gpu_compute_capability: tuple[int, int] | None = None
    # issue 10: the launch rebuilt from the whole log, and the diagnosis
    pipeline_parallel_size: int = 1
    gpus_seen: int | None = None  # the fewest GPUs the log proves (TP x PP, worker ranks)
    dtype: str | None = None
    quantization: str | None = None
    enforce_eager: bool | None = None
    utilization_in_log: float | None = None  # None: the log does not show it (the release default applies)
    num_attention_heads: int | None = None
    divided_size: int | None = None  # "N is not divisible by TP" (vLLM's divide() assertion): some layer's size
    num_hidden_layers: int | None = None
    requested_tensor_parallel_size: int | None = None
    requested_pipeline_parallel_size: int | None = None
    release_known: bool = False  # from a banner or --vllm-version (not inferred from wording)
    release_range: str | None = None
    oom_free_bytes: int | None = None
    oom_total_bytes: int | None = None
    model_name: str | None = None
    cause: str = ""
    activation_bytes: int | None = None  # the profiling peak the log printed (V0 / 0.10.2+ summary)
    message_text: str | None = None  # vLLM's message as the log printed it (re-joined)
    message_row: str | None = None  # the logs/patterns.py row that read it (StartupRecord.message_row)
    foreign_row: str | None = None  # a failure that is no vLLM message (StartupRecord.foreign_row)
    platform: str = "cuda"  # "cpu": vLLM's CPU backend (its KV cache is VLLM_CPU_KVCACHE_SPACE GiB, no GPU flags); "tpu", "rocm", "xpu", "hpu"
    # V0 0.6.4-0.6.5 "Memory profiling results: ... initial_memory_usage=X": device-wide memory in use after this
    # instance loaded its weights (other processes included), all of it charged to this instance
    in_use_at_profile_bytes: int | None = None
    # issue 10 item 3: launch settings a fix must not repeat or undercut (the log's args / engine config)
    max_num_batched_tokens: int | None = None
    launch_max_model_len: int | None = None  # the engine config's max_seq_len / the args' max_model_len (the log's)
    enable_chunked_prefill: bool | None = None  # None: the log does not say (the release default applies)
    chunked_prefill_forced_off: bool = False  # vLLM turned it off itself: --enable-chunked-prefill is no fix
    user_without_passwd_entry: bool = False  # the process's uid has no passwd entry (StartupRecord's)
    vllm_distribution_missing: bool = False  # vLLM's platform probe found no distribution named vllm (StartupRecord's)
    responses_store_enabled: bool = False  # the paste sets VLLM_ENABLE_RESPONSES_API_STORE=1 (StartupRecord's)
    adapter_config_seen: bool = False  # the paste names a PEFT adapter's adapter_config.json (StartupRecord's)
    fallback_architecture: str | None = None  # run on the Transformers backend, no vLLM class (StartupRecord's)
    missing_tokenizer_class: str | None = None  # tokenizer_config.json's class transformers lacks (StartupRecord's)
    cudagraph_profiling_seen: bool = False  # the OOM's frames show vLLM's CUDA-graph memory profiling (StartupRecord's)
    sleep_wake_up_seen: bool = False  # the paste shows vLLM's sleep mode waking up (StartupRecord's)
    oom_in_sampler: bool = False  # the profiling run's OOM raised in vLLM's sampler (StartupRecord's)
    engine: str | None = None  # "V0" / "V1" as the log shows it (StartupRecord's), None when it does not
    kv_cache_sized: bool = False  # the log printed the KV cache's size (GPU KV cache size / # GPU blocks)
    cpu_offload_gb: float = 0.0
    numbers: Any = None  # the failure message's numbers as kvroom.logs read them (kvroom.launchchecks)
    # the tensor parallel size of the arguments the log shows (a pasted command without the flag: vLLM's 1); None when
    # the log shows no arguments
    launch_tensor_parallel_size: int | None = None
    # a vLLM check no rule reads, found among its raise sites (kvroom.logs.raises): file::function, first/last release
    raise_site: str | None = None
    raise_releases: tuple[str, ...] = ()
    # issue 10: the paste says more than one instance shares the GPU (StartupRecord.colocated_phrase); the release
    # counts other processes' memory as this instance's own when it sizes the KV budget (explain._others_counted)
    colocated_phrase: str | None = None
    others_counted: bool = False
    # an engine had finished starting before this one's config line (StartupRecord.engine_restarted)
    engine_restarted: bool = False
    # --num-gpu-blocks-override (the launch's flag, or V0/V1's "Overriding num_gpu_blocks=N with ...=M" line) and the
    # KV block size the log or the launch shows
    num_gpu_blocks_override: int | None = None
    block_size: int | None = None
    # 0.34.0+: the message's hint says the KV cache is extensible (StartupRecord.extensible_kv_cache): sized from the
    # memory measured after CUDA graph capture and warm-up, gpu_memory_utilization a cap that defaults to 1.0; and the
    # check that failed was the one after warm-up (StartupRecord.kv_sized_after_warmup)
    extensible_kv_cache: bool = False
    trust_remote_code: bool = False  # the launch the log shows passed --trust-remote-code (trust_remote_code=True)
    working_release: str | None = None  # a release the paste says the same launch works on (StartupRecord's)
    regressing_change: str | None = None  # the vLLM change the paste says broke it, "41184" (StartupRecord's)
    transformers_upgrade_said: bool = False  # a transformers upgrade said to bring the failure (StartupRecord's)
    nvcc_shown: bool = False  # nvcc's banner in the paste (StartupRecord's)
    aot_build_said: bool = False  # a precompiled kernel build said in the paste (StartupRecord's)
    earlier_build_worked: bool = False  # the paste says an earlier vLLM build ran it, no number given (StartupRecord's)
    kv_sized_after_warmup: bool = False
    newer_release: str | None = None  # the log's release when newer than kvroom models (0.34.x), else None
    max_num_seqs_in_launch: bool = False  # the launch the paste shows sets max_num_seqs (its args / command)


FAR_BELOW_FRACTION = 0.25  # a fitting length under a quarter of the asked one ranks after the memory fixes
NEAR_FRACTION = 0.97  # a fitting length this close to the asked one keeps the user's goal: no "add GPUs" fix
UTIL_CAP = 0.99
MIN_USEFUL_UTIL = 0.05  # below this share of the card no model starts: the fix is to free the card  # the highest gpu_memory_utilization kvroom proposes (vLLM accepts up to 1.0; leave the driver room)


def propose(s: Situation) -> list[Fix]:
    """Fixes for this situation, best first; every length fix re-checked by the core when the model is known."""
    builders = {
        "kv_cache_too_small": _kv_fixes,
        "kv_cache_too_small_v0": _kv_fixes,
        "no_kv_memory": _no_memory_fixes,
        "free_memory_low": _free_memory_fixes,
        "mamba_blocks": _mamba_fixes,
        "oom_loading": _oom_fixes,
        "max_len_over_derived": _derived_fixes,
        "zero_gpu_blocks": _no_memory_fixes,
        "kv_memory_negative": _no_memory_fixes,
        "oom_profiling": _oom_profiling_fixes,
        "oom_cuda_graph": _oom_graph_fixes,
        "oom_kv_cache": _oom_kv_cache_fixes,
        "oom_forward": _oom_forward_fixes,
        "tp_not_divisible": _tp_divisible_fixes,
        "pp_not_divisible": _pp_divisible_fixes,
        "pp_unsupported": _pp_unsupported_fixes,
        "dtype_unsupported": _dtype_fixes,
        "nvml_allocator_assert": _nvml_assert_fixes,
    }
    build = builders.get(s.kind)
    if s.cause == "pp_layer_partition":
        build = _pp_layer_partition_fixes
    if s.cause == "pp_stage_check":
        build = _pp_stage_fixes
    if s.cause == "other_process" and s.kind.startswith("oom"):
        build = _oom_other_process_fixes
    if s.cause == "rank_imbalance":
        build = _rank_imbalance_fixes
    if s.cause == "weights_exceed_budget" and s.kind == "oom_profiling":
        build = _weights_above_share_fixes
    if s.cause == "host_memory_exhausted":
        build = _host_memory_fixes
    if s.platform == "cpu" and s.kind in ("kv_cache_too_small", "kv_cache_too_small_v0", "no_kv_memory"):
        build = _cpu_backend_fixes
    from kvroom.launchchecks import fixes_for  # issue 10: vLLM's config / platform refusals

    build = fixes_for(s) or build
    fixes = build(s) if build else []
    return sorted(_right_for_user(s, fixes), key=lambda f: f.rank)


def _right_for_user(s: Situation, fixes: list[Fix]) -> list[Fix]:
    """Drop fixes that are wrong for this user whatever built them (issue 10): a utilization at or below what the
    log shows (except where lowering it is the fix), a setting already in use."""
    out = []
    lowering_ok = s.kind in ("free_memory_low", "oom_cuda_graph", "oom_kv_cache") or sampler_warm_up(s) \
        or s.message_row == "cpu_kv_allocation_low" \
        or warm_up_after_sizing(s) or (s.kind == "oom_forward" and s.kv_cache_sized)
    for f in fixes:
        if f.flag == "--gpu-memory-utilization" and f.value and s.utilization_in_log is not None and not lowering_ok:
            try:
                if float(f.value) <= s.utilization_in_log + 1e-9:
                    continue
            except ValueError:
                pass
        if f.flag == "--kv-cache-dtype" and (s.kv_cache_dtype or "").startswith("fp8") and f.value.startswith("fp8") \
                and not (s.kv_cache_dtype == "fp8_e5m2" and f.value in ("fp8", "fp8_e4m3")):
            continue  # fp8 already in use (a 16-bit cache is the fix when the backend refuses fp8: kvroom.launchchecks;
            # e4m3 is the fix when fp8 weights refuse an e5m2 cache)
        if f.flag == "--enforce-eager" and s.enforce_eager:
            continue
        if f.flag == "--trust-remote-code" and s.trust_remote_code:
            continue
        if f.flag == "--dtype" and s.dtype and f.value.replace("float16", "half") == s.dtype.replace("float16", "half"):
            continue
        out.append(f)
    return out


# ----------------------------------------------------------------------------------------- re-checking

def _check(s: Situation, available: int, **changes: Any):
    """Run kvroom's plan for the logged launch with ``changes``; None when the model is unknown."""
    if s.model is None or s.request is None:
        return None
    from kvroom.api import plan

    request = replace(s.request, kv_cache_memory_bytes=max(0, available), **changes)
    try:
        return plan(s.model, request)
    except Exception:  # a change vLLM itself would reject (e.g. TP that does not divide heads)
        return None


def _available_low(s: Situation) -> int | None:
    """The smallest true available memory consistent with the printed figure (what vLLM passed to the check)."""
    if s.available_bytes is None:
        return None
    low = s.available_bytes - HALF_CENTI_GIB
    if rules_for(s.release).null_block_reserved and s.model is not None:
        # 0.30+: the printed figure is available minus one pool block; the plan subtracts it again
        low += _pool_block(s)
    return low


def _pool_block(s: Situation) -> int:
    result = _check(s, 64 * GIB)
    return result.decision.bytes_per_block if result is not None else 0


def _largest_fitting(s: Situation, available: int, **changes: Any) -> tuple[int | None, bool]:
    """(largest --max-model-len that starts with ``available`` and ``changes``, verified by the core?)."""
    result = _check(s, available, **changes)
    if result is not None:
        return result.decision.largest_max_model_len, True
    return None, False


def _starts(s: Situation, available: int, max_model_len: int) -> bool:
    result = _check(s, available, max_model_len=max_model_len)
    return bool(result is not None and result.starts)


def _round_below(tokens: int) -> int:
    """A round length at or below ``tokens``: a multiple of 1024 (32K style) when close, else of 1000."""
    for step in (8192, 4096, 2048, 1024):
        candidate = tokens // step * step
        if candidate and candidate >= tokens * 0.9:
            return candidate
    candidate = tokens // 1000 * 1000
    return candidate if candidate else tokens


def _both_ways(tokens: int) -> str:
    return f"{tokens} ({in_kibi_tokens(tokens)})"


def _fewer_seqs(s: Situation) -> int | None:
    """A quarter of the max_num_seqs in use (vLLM's EngineArgs default 256 when the log does not show it); None
    when that is not fewer."""
    # vLLM's warm-up OOM prints its dummy request count: min(max_num_batched_tokens, max_num_seqs)
    # (v1/worker/gpu_model_runner.py::_dummy_run / _dummy_sampler_run, 0.8.0-0.33.0), the max_num_seqs in effect
    current = s.max_num_seqs or dict(s.numbers or {}).get("dummy_requests") or 256
    fewer = max(1, current // 4)
    return fewer if fewer < current else None


SMALL_BATCH_TOKENS = 2048


def _smaller_batch(s: Situation) -> str | None:
    """``--max-num-batched-tokens 2048`` (with ``--enable-chunked-prefill`` where vLLM needs it), or None when the
    launch already batches that few tokens. Without chunked prefill vLLM refuses a token budget below
    max_model_len (vllm/config.py::SchedulerConfig._verify_args, 0.5.x-0.10; config/scheduler.py later); chunked
    prefill is on by default in V1 (engine/arg_utils.py, 0.8+) and, in V0, only beyond 32K tokens
    (EngineArgs.create_engine_config, 0.5.5-0.7.3)."""
    if s.max_num_batched_tokens is not None and s.max_num_batched_tokens <= SMALL_BATCH_TOKENS:
        return None
    rules = rules_for(s.release)
    chunked = s.enable_chunked_prefill
    if chunked is None:
        chunked = rules.engine == "v1" or bool(s.max_model_len and s.max_model_len > 32768)
    if chunked or (s.max_model_len is not None and s.max_model_len <= SMALL_BATCH_TOKENS):
        return str(SMALL_BATCH_TOKENS)
    if not rules.enable_chunked_prefill_flag or s.chunked_prefill_forced_off:
        return None
    return f"{SMALL_BATCH_TOKENS} --enable-chunked-prefill"


def _offload_value(s: Situation, gib: int | None, placeholder: str) -> tuple[str, str]:
    """(--cpu-offload-gb value, note): ``gib`` more than what the launch offloads already."""
    if not s.cpu_offload_gb:
        return (str(gib) if gib is not None else placeholder), ""
    now = f"{s.cpu_offload_gb:g}"
    if gib is None:
        return f"<more than the {now} GiB offloaded now>", f" (on top of the {now} GiB offloaded now)"
    return f"{s.cpu_offload_gb + gib:g}", f" (on top of the {now} GiB offloaded now)"


# ----------------------------------------------------------------------------------------- fix builders

def _kv_fixes(s: Situation) -> list[Fix]:
    rules = rules_for(s.release)
    fixes: list[Fix] = []
    low = _available_low(s)
    exact_len: int | None = None
    verified = False
    basis = ""
    if s.kind == "kv_cache_too_small_v0" and s.max_kv_tokens:
        exact_len, verified = s.max_kv_tokens, True  # V0 refuses only when L > tokens; L == tokens passes
        basis = "the V0 check passes at exactly the tokens the cache holds"
    elif s.estimate:
        exact_len = s.estimate  # vLLM's own binary search over its own check
        basis = "vLLM's own estimate from its own check"
        if low is not None:
            high = low + 2 * HALF_CENTI_GIB
            verified = _starts(s, high, exact_len)
            if verified and not _starts(s, low, exact_len):
                basis += "; kvroom's core agrees within the rounding of the printed GiB"
            elif verified:
                basis += "; re-checked by kvroom's core"
    elif low is not None:
        core_len, core_ok = _largest_fitting(s, low)
        if core_ok and core_len:
            exact_len, verified, basis = core_len, True, "kvroom's core with the printed available memory rounded down"
        elif s.needed_bytes and s.max_model_len:
            # both figures are printed to two decimals: the length that surely fits takes the available memory's low
            # end and the needed memory's high end (a printed 11.75 GiB may be up to 11.755)
            per_token = (s.needed_bytes + HALF_CENTI_GIB) / s.max_model_len
            exact_len = int(low / per_token) // 16 * 16
            basis = "proportional to the printed figures (needs --model to verify)"
    # a length far below what the user asked for keeps the server up but not their goal: it ranks after the fixes
    # that keep the length (more memory, fp8, more GPUs, a quantized checkpoint) -- issue 10
    far_below = bool(exact_len and s.max_model_len and exact_len < s.max_model_len * FAR_BELOW_FRACTION)
    shift = 20 if far_below else 0
    if exact_len and exact_len > 0:
        fixes.append(Fix("--max-model-len", str(exact_len), "largest length that starts"
                         + (f" (far below the {s.max_model_len:,} asked for)" if far_below else ""),
                         f"{_both_ways(exact_len)}: {basis}.", resulting_max_model_len=exact_len, verified=verified,
                         rank=1 + shift))
        round_len = _round_below(exact_len)
        if round_len != exact_len:
            # the round length is below the largest: it can fall under the quarter when the largest does not
            round_far = bool(s.max_model_len and round_len < s.max_model_len * FAR_BELOW_FRACTION)
            fixes.append(Fix("--max-model-len", str(round_len), "a round length with some headroom"
                             + (f" (far below the {s.max_model_len:,} asked for)" if round_far else ""),
                             f"{_both_ways(round_len)}, below the largest ({exact_len:,}).",
                             resulting_max_model_len=round_len, verified=verified, rank=2 + (20 if round_far else 0)))
    if override_sized(s):
        # the check's memory is the override's blocks: memory, fp8 and TP do not move it (the core's re-check of fp8
        # gives the same length); more blocks or no override do
        return _override_fixes(s, exact_len) + [f for f in fixes if f.flag == "--max-model-len"]
    if rules.auto_fit:
        fixes.append(Fix("--max-model-len", "auto", "let vLLM fit the length to memory",
                         "vLLM lowers max_model_len to what fits at startup (0.14+); same number as above.",
                         resulting_max_model_len=exact_len, verified=verified, rank=3 + shift))
    more = _memory_fixes(s, low)
    if exact_len and s.max_model_len and exact_len >= s.max_model_len * NEAR_FRACTION:
        # a few hundred tokens short: buying GPUs for them is out of proportion when the length fix keeps the goal
        # (_more_gpus_title's "add GPUs" marks a TP or PP fix beyond the GPUs the log proves; _pp_instead's too)
        more = [f for f in more if not (f.flag in ("--tensor-parallel-size", "--pipeline-parallel-size")
                                        and f.title.startswith("add GPUs"))]
    return fixes + more


def override_sized(s: Situation) -> bool:
    """The failed check was against the user's --num-gpu-blocks-override, not against memory: V1 from 0.20.1 (the check's
    memory is override x bytes per block, core.releases ``override_replaces_available``), and V0 (it checks the
    overridden block count)."""
    if not s.num_gpu_blocks_override:
        return False
    if s.kind == "kv_cache_too_small_v0":
        return True
    return s.kind == "kv_cache_too_small" and rules_for(s.release).override_replaces_available


def _override_fixes(s: Situation, exact_len: int | None) -> list[Fix]:
    """--num-gpu-blocks-override below one request's blocks: enough blocks for one request at the asked length (the
    core's smallest override that starts, when the model is known; else max_model_len / block size rounded up, exact
    for full attention), or no override."""
    blocks, verified = None, False
    if s.max_model_len:
        size = s.block_size or (s.request.block_size if s.request is not None and s.request.block_size else 16)
        blocks = -(-s.max_model_len // size)
        if s.model is not None and s.request is not None:
            for candidate in (blocks, blocks + blocks // 8, blocks * 2):
                result = _check(s, 64 * GIB, num_gpu_blocks_override=candidate)
                if result is not None and result.starts:
                    blocks, verified = candidate, True
                    break
    fixes = []
    if blocks and blocks > (s.num_gpu_blocks_override or 0):
        fixes.append(Fix("--num-gpu-blocks-override", str(blocks), "enough KV blocks for one full-length request",
                         f"{blocks:,} blocks hold one request at {s.max_model_len:,} tokens (now "
                         f"{s.num_gpu_blocks_override:,}); the GPU must have the memory for them.",
                         resulting_max_model_len=s.max_model_len, verified=verified, rank=1))
    fixes.append(Fix("", "", "drop --num-gpu-blocks-override", "vLLM then sizes the KV cache from the memory it "
                     "profiled.", rank=2))
    return fixes


def _shortfall(s: Situation) -> int | None:
    if s.needed_bytes is None or s.available_bytes is None:
        return None
    return max(0, s.needed_bytes - s.available_bytes) + 2 * HALF_CENTI_GIB


def _memory_fixes(s: Situation, low: int | None) -> list[Fix]:
    """Fixes that keep the length and add room: utilization, fp8 KV, backend, TP, quantization, eager."""
    rules = rules_for(s.release)
    fixes: list[Fix] = []
    short = _shortfall(s)
    if s.extensible_kv_cache:
        fixes += _extensible_fixes(s)
    elif short is not None and s.total_bytes and s.gpu_memory_utilization:
        util = math.ceil((s.gpu_memory_utilization + short / s.total_bytes) * 100) / 100
        cap = (s.free_bytes / s.total_bytes) if s.free_bytes else 0.99
        cap = math.floor(cap * 100) / 100
        if util <= cap:
            gained = int((util - s.gpu_memory_utilization) * s.total_bytes)
            checked = low is not None and s.max_model_len is not None and _starts(s, low + gained, s.max_model_len)
            fixes.append(Fix("--gpu-memory-utilization", f"{util:.2f}", "give vLLM more of the GPU",
                             f"{short / GIB:.2f} GiB more KV memory is needed; {util:.2f} x {s.total_bytes / GIB:.2f} GiB "
                             f"adds {(util - s.gpu_memory_utilization) * s.total_bytes / GIB:.2f} GiB (capped by free memory {cap:.2f}).",
                             resulting_available_bytes=(s.available_bytes or 0) + gained,
                             resulting_max_model_len=s.max_model_len, verified=checked, rank=4))
        else:
            fixes.append(Fix("--gpu-memory-utilization", f"{cap:.2f}", "the most utilization the GPU allows is not enough",
                             f"needs {util:.2f}, but only {cap:.2f} of the card is free or allowed; combine with another fix.",
                             resulting_available_bytes=(s.available_bytes or 0) + int(max(0.0, cap - s.gpu_memory_utilization) * s.total_bytes),
                             verified=False, rank=9))
    # only when the log shows a 16-bit KV cache (or kvroom's re-check with it reproduced the printed need): a
    # launch that already runs fp8 is common and the error text never says so (vllm#25350)
    # (the flag is 0.3+, its "fp8" choice 0.4.1+: engine/arg_utils.py --kv-cache-dtype choices ['auto', 'fp8_e5m2'] in
    # the 0.3.0-0.3.3 sdists, ['auto', 'fp8'] from 0.4.1; 0.2.x has no flag)
    fp8_name = None if s.release.parts[:2] < (0, 3) else "fp8_e5m2" if s.release.parts[:3] < (0, 4, 1) else "fp8"
    if s.kv_cache_dtype in ("auto", "bfloat16", "float16") and low is not None and fp8_name:
        length, ok = _largest_fitting(s, low, kv_cache_dtype="fp8")
        if not ok and s.estimate:
            length = s.estimate * 2 // 16 * 16
        note = ("one byte per value instead of two: the KV cache holds twice the tokens.")
        if rules.fp8_selects_flashinfer_off_hopper and (s.gpu_compute_capability is None or s.gpu_compute_capability[0] != 9):
            note += (" On Ampere, Ada and consumer Blackwell GPUs vLLM then switches to FlashInfer by itself, which can "
                     "leave 0.4-0.6 GiB less room; pin the backend if that tips it over.")
        elif rules.fp8_non_hopper_falls_back_to_v0:
            note += " In 0.8-0.10 on non-Hopper GPUs fp8 KV falls back to the V0 engine."
        fixes.append(Fix("--kv-cache-dtype", fp8_name, "store the KV cache in fp8", note,
                         resulting_max_model_len=min(length, s.max_model_len) if length and s.max_model_len else length,
                         verified=ok, rank=5))
    if s.attention_backend and "FLASHINFER" in s.attention_backend.upper() and not (
            _fp8_off_hopper(s) and rules.triton_attn_backend_name is None):
        # FlashAttention 2 (pre-Hopper) has no fp8 KV cache: with fp8 there, the way back from FlashInfer that keeps
        # fp8 is the Triton backend (spec §8.1)
        fp8_off_hopper = _fp8_off_hopper(s)
        target = rules.triton_attn_backend_name if fp8_off_hopper else "FLASH_ATTN"
        flag, value = ("--attention-backend", target) if rules.attention_backend_flag else ("VLLM_ATTENTION_BACKEND", target)
        implied = "selected by vLLM itself" in s.attention_backend
        why = ("vLLM switched to FlashInfer by itself for the fp8 KV cache on this GPU" if implied
               else "the log shows FlashInfer")
        gain = FLASHINFER_EFFECT
        length = None
        if low is not None:
            length, _ok = _largest_fitting(s, low + gain[0])
        fixes.append(Fix(flag, value, f"pin the attention backend to {target}",
                         f"{why}, which can leave {gain[0] / GIB:.1f}-{gain[1] / GIB:.1f} GiB less KV room (vLLM "
                         "#55509; the error text never names the backend)"
                         + ("; FlashAttention 2 has no fp8 KV cache, Triton keeps it." if fp8_off_hopper else "."),
                         resulting_max_model_len=length, resulting_available_bytes=(s.available_bytes or 0) + gain[0],
                         verified=False, rank=6))
    fixes += _parallel_fixes(s, low)
    if s.cuda_graph_bytes and rules.cudagraph_estimate_subtracted and not s.kv_sized_after_warmup:
        fixes.append(Fix("--enforce-eager", "", "skip CUDA graphs",
                         f"frees the {s.cuda_graph_bytes / GIB:.2f} GiB CUDA-graph estimate for the KV cache, at some decode speed.",
                         resulting_available_bytes=(s.available_bytes or 0) + s.cuda_graph_bytes, rank=10))
    if s.weights_bytes and low is not None and short is not None and rules.cpu_offload_gb_flag:
        offload = math.ceil(short / GIB)
        value, on_top = _offload_value(s, offload, "")
        fixes.append(Fix("--cpu-offload-gb", value, "keep part of the weights in CPU memory",
                         f"{offload} GiB of weights per GPU move to CPU memory{on_top}, and the KV cache gets "
                         "that room; every "
                         "step then reads them over PCIe (slower).", resulting_available_bytes=(s.available_bytes or 0)
                         + offload * GIB, rank=12))
    if s.max_num_seqs and s.max_num_seqs > 64:
        fixes.append(Fix("--max-num-seqs", str(s.max_num_seqs // 4), "fewer sequences per step",
                         "shrinks the sampler's profiling peak (max_num_seqs x vocab logits), which comes out of the KV budget.",
                         rank=11))
    return fixes


def _extensible_fixes(s: Situation) -> list[Fix]:
    """0.34.0+'s extensible KV cache (v1/worker/extensible_kv_cache.py, config/cache.py): gpu_memory_utilization is a cap
    on the instance that defaults to 1.0 (CacheConfig.resolved_gpu_memory_utilization), not a share the KV cache has to
    leave headroom in, since the cache is sized from the memory measured after warm-up (measure_kv_cache_blocks). The
    hint of the message says which (kv_cache_planning.py::_more_kv_cache_memory_hint): below 1.0, unsetting it is the
    lever; at 1.0 there is none. After warm-up, CUDA graphs took their share before the cache was sized: eager mode or
    fewer capture sizes give it back."""
    fixes: list[Fix] = []
    current = s.utilization_in_log  # (unset, it is 1.0 there: a release default below it is another sizing's)
    if current is not None and current < 1.0 - 1e-9:
        fixes.append(Fix("--gpu-memory-utilization", "1.0", "leave the utilization at the extensible KV cache's default",
                         f"{current:.2f} caps this instance below the whole GPU; with the extensible KV cache vLLM "
                         "measures its own headroom after warm-up, so unset (1.0) gives the KV cache what is free. Keep "
                         "a cap only for memory vLLM cannot see (another process on the GPU).", rank=4))
    if s.kv_sized_after_warmup and not s.enforce_eager:
        fixes.append(Fix("--enforce-eager", "", "skip CUDA graphs",
                         "the cache was sized after CUDA graph capture, whose memory it lost; eager mode gives it back at "
                         "some decode speed (or lower --max-cudagraph-capture-size for part of it).", rank=7))
    return fixes


def _fp8_off_hopper(s: Situation) -> bool:
    return (s.kv_cache_dtype or "").startswith("fp8") and (
        s.gpu_compute_capability is None or s.gpu_compute_capability[0] != 9)


def _more_gpus_title(s: Situation, gpus_needed: int) -> str:
    """"use N of your GPUs" only when the log proves the user has them; otherwise say to add GPUs."""
    if s.gpus_seen and gpus_needed <= s.gpus_seen:
        return f"spread over {gpus_needed} of your GPUs"
    return f"add GPUs (tensor parallel over {gpus_needed})"


def _is_mla(s: Situation) -> bool:
    return s.model is not None and any(layer.kind == "mla" for layer in getattr(s.model, "attention_layers", ()))


# MLA's latent KV is not sharded by tensor parallel: vllm/config.py::ModelConfig.get_num_kv_heads returns 1 when
# use_mla (0.9.2; the MLA layers' get_kv_cache_spec builds an MLAAttentionSpec with that one head), so every TP
# rank holds the whole latent cache (spec §3.2)
_MLA_TP_NOTE = ("the MLA latent KV cache is not split by tensor parallel (every GPU keeps the whole latent cache, "
                "vLLM's ModelConfig.get_num_kv_heads is 1 for MLA): more GPUs help only through the weight memory "
                "they free")


def known_heads(s: Situation) -> int | None:
    """The attention heads the log printed, else those of the model it names when kvroom knows it."""
    return s.num_attention_heads or (getattr(s.model, "num_attention_heads", None) if s.model is not None else None)


def _tp_divides(s: Situation, tp: int) -> bool:
    """Whether vLLM accepts tensor parallel size ``tp`` for this model, as far as the log and the model tell:
    the attention heads divide by it (vllm/config.py::ModelConfig.verify_with_parallel_config, every release), and
    each attention layer's KV heads divide by it or it by them (the models' attention layers, e.g.
    vllm/model_executor/models/llama.py::LlamaAttention: tp_size % total_num_kv_heads == 0 once tp_size >= them)."""
    heads = known_heads(s)
    if heads and heads % tp:
        return False
    for layer in getattr(s.model, "attention_layers", ()) if s.model is not None else ():
        kv = getattr(layer, "num_kv_heads", None)
        if layer.kind != "mla" and kv and kv % tp and tp % kv:
            return False
    return True


def _pp_instead(s: Situation, new_tp: int) -> Fix | None:
    """Twice the GPUs by pipeline stages when twice the tensor parallel size would not divide the heads: stages split
    the layers, which need not divide the heads (vllm/distributed/utils.py::get_pp_indices); served from 0.5.1."""
    if not rules_for(s.release).pipeline_parallel_serving:
        return None
    tp, pp = s.tensor_parallel_size or 1, s.pipeline_parallel_size or 1
    heads = known_heads(s)
    return Fix("--pipeline-parallel-size", str(pp * 2), _more_gpus_title(s, tp * pp * 2).replace(
        f"tensor parallel over {tp * pp * 2}", f"pipeline parallel over {pp * 2} stages"),
        f"tensor parallel {new_tp} would not divide the model's " + (f"{heads} " if heads else "") + "attention heads"
        + f"; {pp * 2} pipeline stages split the layers instead, so each GPU holds about half the weights and half "
        "the KV layers it holds now.", rank=7)


_FP8_METHODS = ("fp8", "fbgemm_fp8", "ptpc_fp8", "modelopt", "fp8_e4m3", "fp8_e5m2")


def _quantized_checkpoint(s: Situation) -> tuple[str, str] | None:
    """The quantized checkpoint to suggest, (value, what it saves), given what the launch already loads (--quantization
    in the log, else the model's quantization_config): a 16-bit checkpoint -> FP8 or 4-bit; FP8 -> 4-bit only; a
    4-bit or other quantized one (AWQ, GPTQ, bitsandbytes, GGUF, compressed-tensors, ...) -> nothing, it is in use."""
    method = (s.quantization or "").lower()
    if not method and s.model is not None and getattr(s.model, "quantization", None) is not None:
        method = (s.model.quantization.method or "").lower()
    if not method or method in ("none", "auto"):
        return ("<an FP8 or 4-bit (AWQ/GPTQ) checkpoint of the same model>",
                "FP8 weights take half the memory of 16-bit ones, 4-bit about a quarter")
    if method in _FP8_METHODS or method.startswith("fp8"):
        return ("<a 4-bit (AWQ/GPTQ) checkpoint of the same model>",
                f"the {method} weights in use take twice the memory of 4-bit ones")
    return None


def _parallel_fixes(s: Situation, low: int | None) -> list[Fix]:
    fixes: list[Fix] = []
    tp = s.tensor_parallel_size or 1
    new_tp = _tp_to_hold_weights(s, tp)
    if new_tp is None:  # the weights outgrow the budget even split eight times further: more GPUs is not the lever
        return fixes
    title = _more_gpus_title(s, new_tp * (s.pipeline_parallel_size or 1))
    if not _tp_divides(s, new_tp):
        instead = _pp_instead(s, new_tp)
        fixes += [instead] if instead else []
    elif s.weights_bytes and low is not None:
        freed = s.weights_bytes - s.weights_bytes * tp // new_tp
        length, ok = _largest_fitting(s, low + freed, tensor_parallel_size=new_tp)
        if _is_mla(s):
            detail = f"weights split over {new_tp} GPUs free about {freed / GIB:.2f} GiB per GPU; {_MLA_TP_NOTE}."
        else:
            detail = (f"weights split over {new_tp} GPUs free about {freed / GIB:.2f} GiB per GPU, and each GPU holds "
                      f"1/{new_tp} of the KV heads (until there are fewer KV heads than GPUs: then they replicate).")
        fixes.append(Fix("--tensor-parallel-size", str(new_tp), title, detail,
                         resulting_max_model_len=min(length, s.max_model_len) if length and s.max_model_len else length,
                         resulting_available_bytes=low + freed, verified=False, rank=7))
    else:
        fixes.append(Fix("--tensor-parallel-size", str(new_tp), title,
                         f"splits the weights over more GPUs; {_MLA_TP_NOTE}." if _is_mla(s)
                         else "splits the weights and the KV heads over more GPUs.", rank=7))
    quantized = _quantized_checkpoint(s)
    if s.weights_bytes and low is not None and quantized:
        quant_freed = s.weights_bytes // 2
        length, _ok = _largest_fitting(s, low + quant_freed)
        fixes.append(Fix("--model", quantized[0], "a quantized checkpoint",
                         f"{quantized[1]}: about {quant_freed / GIB:.2f} GiB more for the KV cache per GPU.",
                         resulting_max_model_len=min(length, s.max_model_len) if length and s.max_model_len else length,
                         resulting_available_bytes=low + quant_freed, verified=False, rank=8))
    return fixes


def _weights_beyond_card(s: Situation) -> bool:
    """The log's weights per GPU exceed the GPU's whole memory: torch put the rest in host memory (UVM
    oversubscription, unified memory), and the profile's other figures (a negative non-torch) are not the GPU's."""
    return bool(s.weights_bytes and s.total_bytes and s.weights_bytes > s.total_bytes
                and (s.utilization_in_log or s.gpu_memory_utilization))


def _tp_to_hold_weights(s: Situation, tp: int) -> int | None:
    """The tensor parallel size to propose: twice the current one, or more when the log shows this GPU's weights and
    budget and half of them would still not fit it with the profile's activations (DeepSeek-R1-AWQ's 339.70 GiB on a
    92.61 GiB GH200 budget: TP 4, not 2); None when not even 8 x the current size would hold them."""
    budget = (s.utilization_in_log or s.gpu_memory_utilization or 0) * (s.total_bytes or 0)
    if not (s.weights_bytes and budget):
        return tp * 2
    for factor in (2, 4, 8):
        if s.weights_bytes / factor + (s.activation_bytes or 0) < budget:
            return tp * factor
    return None


def _util_cap(s: Situation) -> float:
    """The highest utilization a fix may ask for: UTIL_CAP, and at most the free fraction at startup when the log shows
    it (vLLM refuses a share above it, v1/worker/gpu_worker.py::Worker.init_device)."""
    if s.free_bytes and s.total_bytes:
        return min(UTIL_CAP, math.floor(s.free_bytes / s.total_bytes * 100) / 100)
    return UTIL_CAP


def _utilization_up(s: Situation, rank: int, why: str) -> list[Fix]:
    """A higher gpu_memory_utilization: above what the log shows (or the release default), at most UTIL_CAP and
    at most the free fraction at startup when the log shows it. Nothing when there is no room to go up."""
    if _weights_beyond_card(s):
        return []  # weights beyond the whole card sit in host memory (UVM, unified memory): no share holds them
    current = s.utilization_in_log if s.utilization_in_log is not None else s.gpu_memory_utilization
    target = min(_util_cap(s), max(0.95, math.floor(round(((current or 0.9) + 0.05) * 100, 6)) / 100))
    if current is not None and target <= current + 1e-9:
        return []
    gained = (target - (current or 0)) * s.total_bytes / GIB if s.total_bytes and current is not None else None
    return [Fix("--gpu-memory-utilization", f"{target:.2f}", "give vLLM more of the GPU",
                why + (f" From {current:.2f} to {target:.2f} adds {gained:.2f} GiB." if gained is not None else ""),
                rank=rank)]


def _in_use_floor(s: Situation) -> float | None:
    """The smallest share above what the card held when vLLM profiled (V0 0.6.4-0.6.5's initial_memory_usage, every
    process's memory), with 0.05 of room for the activations; None when the log does not print it."""
    if not (s.in_use_at_profile_bytes and s.total_bytes):
        return None
    return math.ceil((s.in_use_at_profile_bytes / s.total_bytes + 0.05) * 100) / 100


def _share_above_in_use(s: Situation, rank: int) -> list[Fix]:
    """A release that charges every process's memory on the card to this instance (core.releases
    v0/v1_profile_counts_others): its share must cover what is already in use plus its own needs. Above the in-use
    fraction (V0 0.6.4's initial_memory_usage) plus 0.05 when the log prints it, else the release's usual raise."""
    current = s.utilization_in_log or s.gpu_memory_utilization or 0.0
    floor = _in_use_floor(s)
    if floor is not None:
        if floor <= _util_cap(s) and floor > current + 1e-9:
            return [Fix("--gpu-memory-utilization", f"{floor:.2f}", "a share above what the card already uses",
                        f"{s.in_use_at_profile_bytes / GIB:.2f} GiB of the {s.total_bytes / GIB:.2f} GiB card were in "
                        "use when vLLM profiled, and this release charges all of it to the instance: its share must "
                        f"be above that; {current:.2f} is not.", rank=rank)]
        return []
    return _utilization_up(s, rank, "this release charges the memory others hold on the card to this instance, so "
                           "its share must cover theirs as well as its own weights, activations and KV cache.")


def _weights_above_share_fixes(s: Situation) -> list[Fix]:
    """A profiling OOM with the weights above utilization x total (explain's weights_exceed_budget): the no-KV
    failure's levers on the weights, without a bigger share, which gives the profiling run no memory (it runs before
    the share is applied, with what the card has left beside the weights)."""
    fixes = [f for f in _no_memory_fixes(s) if f.flag != "--gpu-memory-utilization"]
    return [replace(f, rank=i + 1) for i, f in enumerate(sorted(fixes, key=lambda f: f.rank))]


def _no_memory_fixes(s: Situation) -> list[Fix]:
    """Nothing left for the KV cache (error, zero blocks or a negative budget): the lever is memory, not length."""
    rules = rules_for(s.release)
    fixes: list[Fix] = []
    if s.cause == "other_process":
        fixes.append(Fix("", "", "free the GPU", "stop the other processes on the card (nvidia-smi lists them), or "
                         "move vLLM to a free GPU with CUDA_VISIBLE_DEVICES.", rank=1))
        if s.colocated_phrase:
            fixes.append(Fix("", "", "start the instances one at a time",
                             "start each instance after the one before it reports ready (an instance profiling while "
                             "another loads counts the other's memory as its own), and keep their "
                             "--gpu-memory-utilization shares adding up to less than 1.", rank=2))
        if s.others_counted:
            fixes.append(Fix("", "", "upgrade vLLM", "from 0.9.1 (V1) vLLM sizes its KV cache from its own memory only, "
                             "and refuses at startup, with the figures, when the card does not have its share free.",
                             rank=3))
            fixes += _share_above_in_use(s, rank=2)
            return fixes
        if s.colocated_phrase:
            return fixes  # a bigger share for one instance is taken from the other: the card is the limit
    if s.cause == "util_too_low":
        current = s.utilization_in_log or 0.0
        target = min(_util_cap(s), math.floor(round((current + 0.2) * 100, 6)) / 100)
        why = (f"{current:.2f} of the card is too small for this model; raise it as far as the card's other users "
               "leave free (vLLM refuses to start when less than that share is free).")
        if s.in_use_at_profile_bytes and s.total_bytes:
            # vLLM 0.6.4 (vllm/worker/worker.py::determine_num_available_blocks) counts every non-torch byte on the
            # device, other processes' included, into this instance's peak: the KV budget util x total - peak is
            # positive only above the fraction already in use (plus room for the activations)
            floor = _in_use_floor(s)
            if floor > UTIL_CAP:
                fixes.append(Fix("", "", "free the GPU", f"{s.in_use_at_profile_bytes / GIB:.2f} GiB of the "
                                 f"{s.total_bytes / GIB:.2f} GiB card were in use when vLLM profiled, and this release "
                                 "charges all of it to the instance: no utilization leaves room; stop what else runs "
                                 "on the card or use a free GPU.", rank=1))
                return fixes
            if floor > target:
                target = floor
                why = (f"{s.in_use_at_profile_bytes / GIB:.2f} GiB of the {s.total_bytes / GIB:.2f} GiB card were in "
                       f"use when vLLM profiled (weights and anything else on the card), and this release charges all "
                       f"of it to the instance: the share must be above that; {current:.2f} is not. If another "
                       "process holds most of it, freeing the card is the other way.")
        if target > current + 1e-9:
            fixes.append(Fix("--gpu-memory-utilization", f"{target:.2f}", "give vLLM a bigger share of the card", why,
                             rank=1))
        else:  # no free room above the share in use: the card's other users hold it
            fixes.append(Fix("", "", "free the GPU", f"{current:.2f} of the card is too small for this model and the "
                             "card has no more free memory: stop what else runs on it, or use a free GPU.", rank=1))
        return fixes
    if s.extensible_kv_cache:  # 0.34+: the utilization is a cap that defaults to 1.0 (_extensible_fixes)
        fixes += [replace(f, rank=2) if f.flag == "--gpu-memory-utilization" else f for f in _extensible_fixes(s)]
    else:
        fixes += _utilization_up(s, 2, "weights and activations must fit in utilization x total with room for the KV "
                                 "cache.")
    smaller_batch = _smaller_batch(s)
    beyond_card = _weights_beyond_card(s)
    if s.activation_bytes and s.activation_bytes >= GIB // 2 and smaller_batch and not beyond_card:
        # the profiling peak is one batch of max_num_batched_tokens (= max_model_len without chunked prefill)
        fixes.append(Fix("--max-num-batched-tokens", smaller_batch, "a smaller profiling batch",
                         f"the profiling peak was {s.activation_bytes / GIB:.2f} GiB; it scales with the tokens of one "
                         "batch (max_num_batched_tokens, or max_model_len without chunked prefill).", rank=3))
    if beyond_card and rules.cpu_offload_gb_flag:
        # the weights past the budget are what vLLM's own offload keeps in host memory, outside the GPU's budget
        budget = (s.utilization_in_log or s.gpu_memory_utilization) * s.total_bytes
        need = math.ceil((s.weights_bytes + (s.activation_bytes or 0) - budget) / GIB) + 1
        value, on_top = _offload_value(s, need, "")
        fixes.append(Fix("--cpu-offload-gb", value, "keep the weights past the GPU in CPU memory, vLLM's way",
                         f"{s.weights_bytes / GIB:.2f} GiB of weights and a {(s.activation_bytes or 0) / GIB:.2f} GiB "
                         f"profile against a {budget / GIB:.2f} GiB budget: offloading {need} GiB{on_top} with "
                         "--cpu-offload-gb (instead of PyTorch's UVM allocator) takes them out of what vLLM charges "
                         "to the GPU; each further GiB is a GiB for the KV cache, at a cost in speed.", rank=1))
    if s.weights_bytes:
        fixes += _parallel_fixes(s, None if beyond_card else 0)
    else:
        # no "Model loading took" / profile line: nothing in the log says the weights fill the GPU, and "no memory"
        # has other causes (another process, a wrapper's low utilization, graph memory); more GPUs are offered
        # only when the log shows the weights (QAnything#302: a 7B model on a 24 GB card shared with other models)
        fixes.append(Fix("", "", "find what holds the memory",
                         "the log does not show the weights: if they are close to the GPU's memory, a quantized "
                         "checkpoint or more GPUs; if not, another process or a wrapper's low utilization holds it "
                         "(nvidia-smi), or pass --model so kvroom can tell.", rank=6))
    if rules.cpu_offload_gb_flag and not beyond_card:
        value, on_top = _offload_value(s, None, "<GiB of weights to keep in CPU memory>")
        fixes.append(Fix("--cpu-offload-gb", value, "offload part of the weights",
                         f"every GiB offloaded{on_top} is a GiB for the KV cache, at a cost in speed (PCIe transfers "
                         "each step).", rank=8))
    if s.cuda_graph_bytes and rules.cudagraph_estimate_subtracted and not s.kv_sized_after_warmup:
        fixes.append(Fix("--enforce-eager", "", "skip CUDA graphs",
                         f"frees the {s.cuda_graph_bytes / GIB:.2f} GiB CUDA-graph estimate vLLM subtracts before the KV cache.",
                         rank=9))
    return fixes


# the kernels' warm-up and autotuning in compile_or_warm_up_model (FlashInfer, DeepGEMM, Triton), before the sampler's:
# after the KV cache took its share, as the sampler's is (v1/worker/gpu_worker.py::compile_or_warm_up_model); the words
# are the logs' own (logs/patterns.py KERNEL_WARM_UP), which place a reporter's OOM there
KERNEL_WARM_UP_RE = re.compile(KERNEL_WARM_UP, re.IGNORECASE)
# vLLM's words for the warm-up, and a reporter's ("Sampler Warm-up OOM"), the kernels' included
_WARM_UP_RE = re.compile(r"warming up (?:the )?(?:sampler|pooler)|sampler warm-?up|" + KERNEL_WARM_UP_RE.pattern,
                         re.IGNORECASE)


def sampler_warm_up(s: Situation) -> bool:
    """The OOM is vLLM's warm-up of the sampler or pooler ("CUDA out of memory occurred when warming up sampler with N
    dummy requests. Please try lowering `max_num_seqs` or `gpu_memory_utilization` ...", v1/worker/
    gpu_model_runner.py::_dummy_sampler_run / _dummy_pooler_run, 0.8.0-0.33.0)."""
    return "dummy_requests" in dict(s.numbers or {}) or _WARM_UP_RE.search(s.message_text or "") is not None


def warm_up_after_sizing(s: Situation) -> bool:
    """A profiling-placed OOM below a printed KV cache size, not in the sampler: one of the warm-ups vLLM runs after
    sizing and allocating the cache (v1/worker/gpu_worker.py::compile_or_warm_up_model), where the cache already took
    its share, so a lower utilization is the lever."""
    return s.kind == "oom_profiling" and s.kv_cache_sized and not s.oom_in_sampler


def _sampler_warm_up_fixes(s: Situation) -> list[Fix]:
    """vLLM's own advice for the warm-up OOM: fewer sequences or a lower utilization. The warm-up runs after the KV
    cache took utilization x total (v1/worker/gpu_worker.py::compile_or_warm_up_model: _dummy_run, then
    _dummy_sampler_run over min(max_num_seqs, max_num_batched_tokens) requests), and its logits (requests x vocabulary,
    sorted for top-k/top-p) do not grow with the context length: a shorter --max-model-len is no lever."""
    fixes = []
    fewer = _fewer_seqs(s)
    if fewer:
        said = "dummy_requests" in dict(s.numbers or {}) or "lowering `max_num_seqs`" in (s.message_text or "")
        fixes.append(Fix("--max-num-seqs", str(fewer), "fewer sequences in the warm-up",
                         "the sampler warm-up takes max_num_seqs dummy requests' logits (requests x vocabulary)"
                         + (", as vLLM's message says." if said else "."), rank=1))
    current = s.utilization_in_log if s.utilization_in_log is not None else s.gpu_memory_utilization
    if current:
        lower = math.floor(round((current - 0.05) * 100, 6)) / 100
        if lower > 0:
            fixes.append(Fix("--gpu-memory-utilization", f"{lower:.2f}", "leave room for the warm-up",
                             f"the KV cache took {current:.2f} x total before the warm-up; {current:.2f} -> "
                             f"{lower:.2f} leaves its logits room (a smaller KV cache).", rank=2))
    return fixes


# V0's default token budget without chunked prefill is max(max_model_len, 2048) (SchedulerConfig,
# _DEFAULT_MAX_NUM_BATCHED_TOKENS = 2048, 0.2-0.10); V1's defaults are 2048 and up
PROFILE_BATCH_FLOOR = 2048


def _oom_profiling_fixes(s: Situation) -> list[Fix]:
    if s.message_row == "tpu_xla_resource_exhausted":
        return _tpu_compile_oom_fixes(s)
    if sampler_warm_up(s) or warm_up_after_sizing(s):
        return _sampler_warm_up_fixes(s) + [f for f in [_batch_fix_after_sizing(s)] if f is not None]
    if s.oom_in_sampler:
        # the allocation that failed is the sampler's logits, max_num_seqs x vocabulary floats (logs/builder.py
        # _SAMPLER_FILES): neither the length nor the token budget changes it; fewer sequences do
        fewer = _fewer_seqs(s)
        return [Fix("--max-num-seqs", str(fewer), "fewer sequences in the profile's sampling",
                    "the profiling run samples one token for each of max_num_seqs dummy sequences: their float32 "
                    "logits (sequences x vocabulary) are what did not fit, whatever the context length.",
                    rank=1)] if fewer else []
    fixes = []
    if _profile_batch_is_chunked(s):
        # V1 profiles one batch of max_num_batched_tokens tokens (v1/worker/gpu_model_runner.py::profile_run:
        # _dummy_run(self.max_num_tokens), max_num_tokens = max_num_batched_tokens, 0.8-0.33), a budget chunked
        # prefill keeps apart from max_model_len (SchedulerConfig's default 2048 / the usage context's, capped only at
        # max_num_seqs x max_model_len): a shorter context does not shrink it, a smaller budget does
        smaller_batch = _smaller_batch(s)
        if smaller_batch:
            fixes.append(Fix("--max-num-batched-tokens", smaller_batch, "a smaller profiling batch",
                             "with chunked prefill the profiling run is one batch of max_num_batched_tokens tokens, "
                             "whatever the context length.", rank=1))
        fewer = _fewer_seqs(s)
        if fewer:
            fixes.append(Fix("--max-num-seqs", str(fewer), "fewer sequences in the profile",
                             "the dummy run samples max_num_seqs sequences (and hybrid models size state buffers by "
                             "it).", rank=2))
        quantized = _quantized_checkpoint(s)
        if not fixes and quantized:
            # (the budget and the sequences are already small: what is left beside the run is the weights')
            fixes.append(Fix("--model", quantized[0], "a quantized checkpoint", quantized[1] + ": more room beside "
                             "the weights for the profiling batch.", rank=1))
        return fixes
    if s.max_model_len:
        # the profiling batch is max_num_batched_tokens tokens, which without chunked prefill is max(max_model_len,
        # 2048) (V0 SchedulerConfig, _DEFAULT_MAX_NUM_BATCHED_TOKENS; core/engine.py): a length at or below that
        # floor shrinks nothing (vllm#9630: still OOM at --max-model-len 32)
        if s.max_model_len > PROFILE_BATCH_FLOOR:
            fixes.append(Fix("--max-model-len", str(max(PROFILE_BATCH_FLOOR, s.max_model_len // 2)), "a shorter context",
                             "the profiling run prefills one batch of max_num_batched_tokens (max_model_len without "
                             "chunked prefill): a shorter length shrinks its activations.", rank=2))
    else:
        fixes.append(Fix("--max-model-len", "<below the model's full context>", "a shorter context",
                         "without --max-model-len the profiling run uses the model's full context.", rank=2))
    fewer = _fewer_seqs(s)
    if fewer:
        fixes.append(Fix("--max-num-seqs", str(fewer), "fewer sequences in the profile",
                         "the dummy run samples max_num_seqs sequences (and hybrid models size state buffers by it).",
                         rank=3))
    smaller_batch = _smaller_batch(s)
    if smaller_batch:
        fixes.append(Fix("--max-num-batched-tokens", smaller_batch, "a smaller prefill chunk",
                         "with chunked prefill the profiling batch is max_num_batched_tokens tokens.", rank=4))
    return fixes


def _batch_fix_after_sizing(s: Situation) -> Fix | None:
    """A warm-up after the KV cache was sized that is not the sampler's (kernel warm-up, dummy runs at the capture
    sizes and at max_num_batched_tokens): its activations follow the token budget."""
    if sampler_warm_up(s) and "dummy_requests" in dict(s.numbers or {}):
        return None
    smaller = _smaller_batch(s)
    return Fix("--max-num-batched-tokens", smaller, "a smaller warm-up batch", "the warm-up's dummy runs go up to "
               "max_num_batched_tokens tokens.", rank=3) if smaller else None


def _profile_batch_is_chunked(s: Situation) -> bool:
    """Whether the profiling batch is chunked prefill's token budget rather than the context: the launch's flag when the
    log shows it, else the engine's default (V1 always chunks, engine/arg_utils.py 0.8+; V0 0.5.5-0.7.3 only beyond
    32K tokens), the log's engine before the release's."""
    if s.chunked_prefill_forced_off:
        return False
    if s.enable_chunked_prefill is not None:
        return s.enable_chunked_prefill
    engine = (s.engine or rules_for(s.release).engine).lower()
    return engine == "v1" or bool(s.max_model_len and s.max_model_len > 32768)


def _oom_graph_fixes(s: Situation) -> list[Fix]:
    if s.message_row == "tpu_xla_resource_exhausted":
        return _tpu_compile_oom_fixes(s)
    fixes = [Fix("--enforce-eager", "", "skip CUDA graphs", "no capture, no graph memory; decode is somewhat slower.",
                 rank=1)]
    current = s.utilization_in_log if s.utilization_in_log is not None else s.gpu_memory_utilization
    rules = rules_for(s.release)
    if current and not rules.cudagraph_estimate_subtracted and not s.cudagraph_profiling_seen:
        # (not in the graph memory profiling itself: it captures before the KV cache takes its share, so the share
        # leaves it no more room)
        # before 0.20 the graphs are captured outside the utilization budget: lowering it leaves them room
        lower = math.floor(round((current - 0.05) * 100, 6)) / 100
        fixes.append(Fix("--gpu-memory-utilization", f"{lower:.2f}", "leave room for the graphs",
                         f"in this release CUDA graphs (1-3 GiB per GPU) come on top of utilization x total; "
                         f"{current:.2f} -> {lower:.2f} leaves them room (a smaller KV cache).", rank=2))
    fewer = _fewer_seqs(s)
    if fewer:
        fixes.append(Fix("--max-num-seqs", str(fewer), "fewer graph sizes",
                         "graphs are captured for batch sizes up to max_num_seqs: fewer sequences, fewer graphs.",
                         rank=3))
    return fixes


def _tpu_compile_oom_fixes(s: Situation) -> list[Fix]:
    """XLA out of TPU memory compiling or loading the warm-up's programs (kvroom.explain): smaller shapes for the
    compiler's scratch memory; for HBM, a smaller KV share leaves the programs room, since the TPU worker sizes the KV
    cache as utilization x HBM - profiled with nothing held back for them (v1/worker/tpu_worker.py::
    determine_available_memory, 0.11.0 source). Out of HBM in the profiling pass, before the KV cache is sized
    (profile_run at max_num_batched_tokens, same source): a smaller batch, the weights over more chips, or smaller
    weights; the utilization plays no part yet. No eager mode on a TPU."""
    fixes = []
    n = dict(s.numbers or {})
    if s.kind == "oom_profiling":
        smaller = _smaller_batch(s)
        fixes.append(Fix("--max-num-batched-tokens", smaller, "a smaller profiling batch", "the profiling pass runs one "
                         "batch of max_num_batched_tokens tokens; its activations share the chip with the weights.",
                         rank=1) if smaller else
                     Fix("", "", "a smaller profiling batch", "a lower --max-num-batched-tokens: the profiling pass "
                         "runs one batch of that many tokens, whose activations share the chip with the weights.",
                         rank=1))
        fixes.append(Fix("", "", "more TPU chips", "a larger slice with a larger --tensor-parallel-size: each chip then "
                         "holds a smaller share of the weights.", rank=2))
        if not s.quantization:  # (a quantized launch's smaller weights are another, smaller model)
            fixes.append(Fix("--model", "<a quantized or smaller checkpoint>", "smaller weights",
                             "an 8-bit or 4-bit checkpoint of the same model holds half or a quarter of the bytes.",
                             rank=3))
        return fixes
    if n.get("tpu_memory_space") not in (None, "hbm"):
        if s.max_model_len:
            fixes.append(Fix("--max-model-len", str(max(1024, s.max_model_len // 2)), "a smaller largest shape",
                             "the warm-up compiles a program per padded length up to max_model_len; the largest did "
                             "not fit the compiler's scratch memory.", rank=1))
        fixes.append(Fix("", "", "fewer tokens per step", "a lower --max-num-batched-tokens bounds the padded shapes "
                         "the warm-up compiles.", rank=2))
        return fixes
    current = s.utilization_in_log  # (only the log's own: a release default is no setting of this launch)
    if current:
        lower = math.floor(round((current - 0.05) * 100, 6)) / 100
        fixes.append(Fix("--gpu-memory-utilization", f"{lower:.2f}", "leave HBM for XLA's programs",
                         f"the KV cache takes utilization x HBM before the warm-up; {current:.2f} -> {lower:.2f} "
                         "leaves the compiled programs room (a smaller KV cache).", rank=1))
    else:
        fixes.append(Fix("", "", "leave HBM for XLA's programs", "a lower --gpu-memory-utilization than the launch "
                         "uses: the KV cache takes that share of HBM before the warm-up loads its programs.", rank=1))
    return fixes


def _oom_forward_fixes(s: Situation) -> list[Fix]:
    """OOM inside a model's forward() after the weights loaded: the memory a forward pass needs on top of the
    weights and the KV cache (CUDA graphs, the batch's activations, a Triton kernel's autotuning buffers), not the
    weights (vllm#15598). The batch is max_num_batched_tokens tokens where chunked prefill is on (V1 always,
    engine/arg_utils.py 0.8+): there the context length does not size it, the token budget does. A forward pass after
    the KV cache was sized (the log printed its size) runs in what the cache left: a lower utilization is the lever."""
    fixes = [Fix("--enforce-eager", "", "skip CUDA graphs", "no graph capture, no graph memory (the usual culprit of "
                 "an OOM in a forward pass at startup); decode is somewhat slower.", rank=1)]
    current = s.utilization_in_log if s.utilization_in_log is not None else s.gpu_memory_utilization
    if s.kv_cache_sized and current:
        lower = math.floor(round((current - 0.05) * 100, 6)) / 100
        if lower > MIN_USEFUL_UTIL:
            fixes.append(Fix("--gpu-memory-utilization", f"{lower:.2f}", "leave room beside the KV cache",
                             f"the KV cache had taken {current:.2f} x total before this forward pass; {current:.2f} -> "
                             f"{lower:.2f} leaves the pass's buffers room (a smaller KV cache).", rank=2))
    fewer = _fewer_seqs(s)
    if fewer:
        fixes.append(Fix("--max-num-seqs", str(fewer), "fewer sequences per step",
                         "graphs and the dummy batches are sized by max_num_seqs.", rank=3))
    if _profile_batch_is_chunked(s):
        smaller_batch = _smaller_batch(s)
        if smaller_batch:
            fixes.append(Fix("--max-num-batched-tokens", smaller_batch, "a smaller batch per step",
                             "with chunked prefill a step's batch is at most max_num_batched_tokens tokens, whatever "
                             "the context length.", rank=4))
    elif s.max_model_len and s.max_model_len > PROFILE_BATCH_FLOOR:
        fixes.append(Fix("--max-model-len", str(max(PROFILE_BATCH_FLOOR, s.max_model_len // 2)), "a shorter context",
                         "without chunked prefill the largest batch is max_model_len tokens: a shorter context "
                         "shrinks its activations.", rank=4))
    return fixes


def _nvml_assert_fixes(s: Situation) -> list[Fix]:
    """torch's NVML assert in its out-of-memory path (logs/patterns.py nvml_allocator_assert): the fixes of the OOM at
    the step the frames name (kvroom.launchchecks places it), the loading OOM's where they name none."""
    phase = (s.numbers or {}).get("oom_phase") if s.numbers is not None else None
    if phase == "profiling":
        return _oom_profiling_fixes(s)
    if phase == "cuda_graph_capture":
        return _oom_graph_fixes(s)
    if phase == "kv_cache_allocation":
        return _oom_kv_cache_fixes(s)
    return _oom_fixes(s)


def _oom_other_process_fixes(s: Situation) -> list[Fix]:
    """An OOM whose own figures show most of the card held by other processes (kvroom.explain): neither more GPUs
    nor smaller settings of this launch are the lever; the memory the others hold is."""
    if s.sleep_wake_up_seen:
        return _wake_up_fixes(s)
    if s.engine_restarted:
        return [Fix("", "", "free the first engine before the next", "run each model in its own process (a "
                    "subprocess per LLM(...), or one server each), or stop the first server; in one Python process, "
                    "delete the LLM object and call gc.collect() and torch.cuda.empty_cache() before building the "
                    "next (vLLM's distributed state may also need destroy_model_parallel()).", rank=1),
                Fix("", "", "shares that fit together", "if both engines must stay up, give each a "
                    "--gpu-memory-utilization (gpu_memory_utilization=) so that the shares add up to less than 1.",
                    rank=2)]
    return [Fix("", "", "free the GPU", "stop the other processes on the card (torch's message and nvidia-smi list "
                "them; a leftover vLLM or notebook kernel is common), or move vLLM to a free GPU with "
                "CUDA_VISIBLE_DEVICES.", rank=1)]


def _wake_up_fixes(s: Situation) -> list[Fix]:
    """vLLM's sleep mode failing to wake up (kvroom.explain): the pool it re-maps is the one it had before sleep(),
    weights and KV cache at gpu_memory_utilization x total; what the colocated trainer holds meanwhile is the lever,
    or a smaller pool. No length, KV dtype or parallel size of vLLM's changes what the trainer keeps."""
    from kvroom.launchchecks import _has_flag  # the release's flag table

    util = s.utilization_in_log
    share = f" (below the {util:.2f} the log shows)" if util else ""
    fixes = [Fix("", "", "offload the trainer while vLLM is awake", "move the training side's parameters and "
                 "optimizer states off the GPU before the rollout wakes vLLM (verl: actor/ref fsdp_config param_offload "
                 "and optimizer_offload; OpenRLHF: --deepspeed_enable_sleep or ZeRO-3 offload), and empty torch's "
                 "cache (torch.cuda.empty_cache()) before wake_up.", rank=1),
             Fix("", "", "a smaller vLLM pool", "the rollout engine's gpu_memory_utilization" + share + ": wake_up "
                 "maps that share of the card back whole, weights and KV cache, beside whatever the trainer holds "
                 "then.", rank=2)]
    if _has_flag(s, "--kv-cache-memory-bytes"):
        # EngineArgs.kv_cache_memory_bytes (config/cache.py, 0.10.2+): the KV cache at that size, profiling's
        # estimate not used, so a release whose profiling leaves more room does not grow the pool wake_up maps back
        fixes.append(Fix("--kv-cache-memory-bytes", "<the KV cache the rollouts need>", "pin the KV cache's size",
                         "vLLM then sizes the KV cache to that many bytes instead of gpu_memory_utilization's share "
                         "(kv_cache_memory_bytes in a framework's vLLM kwargs): the pool wake_up maps back stays the "
                         "same across vLLM releases and profiling runs.", rank=3))
    return fixes


def _host_memory_fixes(s: Situation) -> list[Fix]:
    """The kernel's OOM killer while the model loaded (kvroom.explain): host RAM, so only host memory is the lever;
    no GPU share, length or parallel size changes what the loading holds in RAM."""
    if s.message_row == "jit_compiler_killed":
        return [Fix("MAX_JOBS", "2", "fewer compiler jobs at once", "ninja runs MAX_JOBS compilers in parallel (default: "
                    "one per CPU core, torch.utils.cpp_extension._get_num_workers, which FlashInfer's JIT uses); with a "
                    "few GiB of RAM per nvcc, 2-4 jobs fit where dozens do not. The build is cached: later starts skip "
                    "it.", rank=1),
                Fix("", "", "FlashInfer's prebuilt kernels", "pip install the flashinfer-cubin and flashinfer-jit-cache "
                    "packages of your flashinfer's version (built for your CUDA): nothing to compile at start-up.",
                    rank=2),
                Fix("", "", "more host memory for the build", "raise the container's memory limit or add swap for the "
                    "one-time build.", rank=3)]
    shm = "shmem" in (s.message_text or "") or "shm" in (s.message_text or "")
    return [Fix("", "", "more host memory for the load", "raise the container's memory limit (docker --memory, a "
                "Kubernetes limit) or the machine's RAM; close other programs; a swap file lets a load finish slowly.",
                rank=1)] + ([Fix("", "", "room for shared memory", "the workers stage weights in shared memory "
                                 "(/dev/shm): docker --ipc=host or a larger --shm-size, counted in the same limit.",
                                 rank=2)] if shm else [])


def _rank_imbalance_fixes(s: Situation) -> list[Fix]:
    """Tensor-parallel ranks whose profiles disagree (kvroom.explain): the lever is what differs on the GPU whose
    profile came out short, not this launch's sizes (vLLM sizes every rank by the smallest)."""
    return [Fix("", "", "find what differs on the short GPU", "nvidia-smi on the GPU whose profile came out negative: "
                "another process there, or a different driver / attention-library build on that worker; free it or "
                "run on GPUs that match.", rank=1)]


def _oom_kv_cache_fixes(s: Situation) -> list[Fix]:
    from kvroom.explain import host_oom_killed
    from kvroom.launchchecks import _has_flag  # the release's flag table, as every refusal's fixes ask it

    if host_oom_killed(s.message_text):
        cpu = (s.numbers or {}).get("num_cpu_blocks")
        fixes = []
        if isinstance(cpu, int) and cpu > 0 and _has_flag(s, "--swap-space"):
            fixes.append(Fix("--swap-space", "0", "no CPU swap blocks", f"V0 pins --swap-space GiB (default 4) of host "
                             f"memory per GPU for its {cpu:,} CPU blocks; 0 allocates none (they only hold preempted "
                             "requests).", rank=1))
        util = s.utilization_in_log or s.gpu_memory_utilization or 0.9
        fixes.append(Fix("", "", "a smaller GPU share on unified memory", "on a Jetson or a GB10 the GPU's share is "
                         "taken from the memory the system runs in: --gpu-memory-utilization below "
                         f"{util:.2f} leaves the OS and the Python process room.", rank=2))
        fixes.append(Fix("", "", "more host memory", "close other programs, add a swap file, or give the container a "
                         "higher memory limit (docker --memory, a Kubernetes limit).", rank=3))
        return fixes
    return [Fix("", "", "free the GPU", "something took GPU memory between profiling and allocation: run vLLM alone "
                "on the card.", rank=1)]


def _divisors(n: int) -> list[int]:
    return [d for d in range(1, n + 1) if n % d == 0]


def _tp_divisible_fixes(s: Situation) -> list[Fix]:
    """TP sizes that divide the attention heads. vLLM also needs the KV heads to divide TP or TP to divide them
    (vllm/model_executor/models/*: num_kv_heads % tp == 0 or tp % num_kv_heads == 0); the log does not show the
    KV heads, which are a power of two in every GQA model kvroom knows, so the sizes offered are powers of two."""
    heads, tp = s.num_attention_heads or s.divided_size, s.requested_tensor_parallel_size
    if not heads or not tp:
        return []
    what = "heads" if s.num_attention_heads else "(the size vLLM could not split)"
    rules = rules_for(s.release)
    fits = [d for d in _divisors(heads) if d <= tp and d & (d - 1) == 0]
    best = max(fits)
    fixes = []
    if best > 1:
        fixes.append(Fix("--tensor-parallel-size", str(best), f"the largest TP size that divides {heads} {what}",
                         f"{heads} {what}: {best} divides it and uses {best} of your {tp} GPUs (sizes that are not a "
                         "power of two also need the model's KV heads to divide them).", verified=True, rank=1))
    if rules.pipeline_parallel_serving:
        for d in sorted(fits, reverse=True):
            if tp % d == 0 and tp // d > 1:
                pp = tp // d
                # both flags in one command: the pipeline size alone would keep the refused TP size
                fixes.append(Fix("--tensor-parallel-size", f"{d} --pipeline-parallel-size {pp}",
                                 f"all {tp} GPUs: TP {d} x PP {pp}",
                                 f"--tensor-parallel-size {d} --pipeline-parallel-size {pp}: pipeline stages split the "
                                 "layers, which need not divide the heads.", rank=2))
                break
    bigger = [d for d in _divisors(heads) if tp < d <= 8 and d & (d - 1) == 0]  # beyond one node is not a fix
    if bigger:
        fixes.append(Fix("--tensor-parallel-size", str(bigger[0]), f"add GPUs (tensor parallel over {bigger[0]})",
                         f"the next size that divides {heads} {what} needs {bigger[0]} GPUs.", rank=3))
    return fixes


def _pp_divisible_fixes(s: Situation) -> list[Fix]:
    layers, pp = s.num_hidden_layers, s.requested_pipeline_parallel_size
    if not layers or not pp:
        return []
    fits = [d for d in _divisors(layers) if 1 < d <= pp]
    fixes = []
    if fits:
        fixes.append(Fix("--pipeline-parallel-size", str(max(fits)), f"a PP size that divides {layers} layers",
                         f"{max(fits)} stages of {layers // max(fits)} layers each.", verified=True, rank=1))
    fixes.append(Fix("", "", "a newer vLLM", "releases from 0.5.1 split layers unevenly over pipeline stages "
                     "(vllm/distributed/utils.py::get_pp_indices).", rank=2))
    return fixes


def _pp_layer_partition_fixes(s: Situation) -> list[Fix]:
    """VLLM_PP_LAYER_PARTITION refused (vllm/distributed/utils.py::get_pp_indices): one layer count per pipeline stage,
    adding up to the model's layers; without it vLLM splits the layers itself."""
    pp, layers = s.requested_pipeline_parallel_size, s.num_hidden_layers
    shape = (f"{pp} comma-separated layer counts" if pp else "one layer count per pipeline stage") + (
        f" adding up to {layers}" if layers else " adding up to the model's num_hidden_layers")
    return [Fix("", "", "unset VLLM_PP_LAYER_PARTITION", "vLLM then splits the layers over the stages itself "
                "(unevenly when they do not divide).", rank=1),
            Fix("VLLM_PP_LAYER_PARTITION", f"<{shape}>", "a partition that fits", f"{shape}.", rank=2)]


def _pp_unsupported_fixes(s: Situation) -> list[Fix]:
    """Before 0.5.1 vLLM had no pipeline parallelism (ParallelConfig._verify_args); 0.5.1 had it on Ray only; up to
    0.10.2 the offline engine (vllm.LLM) refuses it while the OpenAI server's async engine runs it."""
    if s.message_text and "AsyncLLMEngine" in s.message_text:
        fixes = [Fix("", "", "serve it with `vllm serve` (the OpenAI server)", "the async engine runs pipeline "
                     "parallel; query it from the batch job instead of calling vllm.LLM.", rank=1)]
    elif s.release_known and tuple(s.release.parts) >= (0, 5, 1, 0):
        # the message is older than the release the log names: a fork or custom build that kept the refusal
        fixes = [Fix("", "", "a build that runs pipeline parallel", f"upstream vLLM runs it from 0.5.1, and the log "
                     f"names {s.release}: this build (a fork or a custom one) still refuses it.", rank=1)]
    else:
        fixes = [Fix("", "", "upgrade to vLLM 0.5.1 or newer", "0.5.1 runs pipeline parallel with "
                     "--distributed-executor-backend ray; later releases also with the default multiprocessing.",
                     rank=1)]
    fixes += tensor_instead_of_pipeline(s, rank=2)
    return fixes


def tensor_instead_of_pipeline(s: Situation, rank: int) -> list[Fix]:
    """The launch's pipeline stages' GPUs as one tensor-parallel group (--pipeline-parallel-size 1), where the model's
    heads divide by their number (_tp_divides); nothing without stages."""
    tp, pp = s.tensor_parallel_size or 1, s.pipeline_parallel_size or 1
    if pp <= 1 or not _tp_divides(s, tp * pp):
        return []
    return [Fix("--tensor-parallel-size", f"{tp * pp} --pipeline-parallel-size 1", _more_gpus_title(s, tp * pp),
                f"the same {tp * pp} GPUs with tensor parallel only (the model's attention heads must divide by "
                f"{tp * pp}).", rank=rank)]


def _dtype_fixes(s: Situation) -> list[Fix]:
    if s.gpu_compute_capability and s.gpu_compute_capability < (7, 0):
        # vLLM's CUDA kernels are built for 7.0 and newer (CMakeLists.txt CUDA_SUPPORTED_ARCHS starts at 7.0): float16
        # passes this check, then the kernels have no build for the card (hf mistral-7b-v0.2 discussion #58, Tesla P6)
        cc = s.gpu_compute_capability
        return [Fix("", "", "a GPU with compute capability 7.0 or newer", f"this GPU has {cc[0]}.{cc[1]}; vLLM's CUDA "
                    "kernels are built for 7.0 and newer, so --dtype half only gets past this check.", rank=1)]
    refused = set(rules_for(s.release).float16_unsupported_model_types)
    types = {getattr(s.model, "model_type", None), getattr(s.model, "text_model_type", None)} - {None, ""}
    if types & refused:
        # vLLM refuses float16 for these model types (config _check_valid_dtype): on a GPU without bfloat16 only
        # float32 is left, at twice the weight memory
        kind = sorted(types & refused)[0]
        return [Fix("--dtype", "float32", "float32 (vLLM refuses float16 for this model)",
                    f"vLLM {s.release} refuses float16 for model type {kind!r} (numerical instability) and this GPU has "
                    "no bfloat16: float32 doubles the weights' memory; or a GPU of compute capability 8.0+.", rank=1),
                Fix("", "", "a GPU of compute capability 8.0 or newer", "Ampere and later run bfloat16.", rank=2)]
    return [Fix("--dtype", "half", "float16 instead of bfloat16",
                "same memory as bfloat16; a few bf16-trained models can overflow in fp16 (then try --dtype float, "
                "twice the weight memory).", verified=True, rank=1)]


def _cpu_backend_fixes(s: Situation) -> list[Fix]:
    """vLLM's CPU backend: the KV cache is VLLM_CPU_KVCACHE_SPACE GiB of host memory (V0 cpu_worker; V1 reads
    the same variable); GPU flags (utilization, tensor parallel, eager mode) do not apply."""
    fixes = []
    if s.max_kv_tokens and s.max_model_len:
        fixes.append(Fix("--max-model-len", str(s.max_kv_tokens), "largest length that starts",
                         f"the cache holds {s.max_kv_tokens:,} tokens.", resulting_max_model_len=s.max_kv_tokens,
                         verified=True, rank=2))
        factor = math.ceil(s.max_model_len / s.max_kv_tokens)
        fixes.append(Fix("VLLM_CPU_KVCACHE_SPACE", f"<{factor}x the current value, in GiB>", "a bigger CPU KV cache",
                         f"the full {s.max_model_len:,} tokens need about {factor} times the space set now.", rank=1))
    else:
        fixes.append(Fix("VLLM_CPU_KVCACHE_SPACE", "<more GiB>", "a bigger CPU KV cache",
                         "the CPU backend's KV cache is this many GiB of host memory.", rank=1))
    return fixes


def _pp_stage_fixes(s: Situation) -> list[Fix]:
    """0.14-0.16 with PP: the check charges the whole model to one stage. Upgrading is the fix; a length that
    passes the buggy check is the workaround. More GPUs do not change the comparison."""
    pp = s.pipeline_parallel_size or 1
    fixes = [Fix("", "", "upgrade to vLLM 0.17 or newer",
                 f"0.17 checks each stage's own layers against its own memory (spec §4.1): with {pp} stages the "
                 "same launch needs about 1/{pp} of the printed KV per stage.".replace("{pp}", str(pp)), rank=1)]
    if s.estimate:
        fixes.append(Fix("--max-model-len", str(s.estimate), "a length the buggy check accepts",
                         f"vLLM's own estimate ({s.estimate:,}) is computed against the same over-count; the stages "
                         "have room for more.", resulting_max_model_len=s.estimate, rank=2))
    return fixes


def _free_memory_fixes(s: Situation) -> list[Fix]:
    """The free-memory gate: vLLM asks for utilization x TOTAL and refuses when less is free. Asking for less
    only helps when a useful share is free; otherwise freeing the card is the fix."""
    free_the_gpu = Fix("", "", "free the GPU", "stop the other processes on the card (nvidia-smi lists them; a "
                       "leftover vLLM or zombie process is common), or move to a free GPU with CUDA_VISIBLE_DEVICES.",
                       rank=2)
    if s.free_bytes and s.total_bytes:
        # vLLM refuses when the free memory is below utilization x total (V1 gpu_worker.py: init_snapshot.free_memory <
        # requested_memory) and prints both to two places ("Free memory on device (61.05/119.70 GiB)"): the share is
        # read at the printed figures' worst rounding, so that it passes for any free and total they stand for
        half_cent = HALF_CENTI_GIB if s.free_bytes > HALF_CENTI_GIB else 0
        util = math.floor((s.free_bytes - half_cent) / (s.total_bytes + half_cent) * 100) / 100
        asked = s.utilization_in_log or s.gpu_memory_utilization
        moving = ""
        if asked and util >= asked:
            # the printed free memory is not below the share asked for, yet vLLM refused: its check read the free
            # memory at another moment than the printed figure (memory another process was still taking), so only a
            # share below the one in use is a change
            util = math.floor(round((asked - 0.01) * 100, 6)) / 100
            moving = (f" The printed free memory is above the {asked:g} asked for, yet vLLM refused: the free memory "
                      "moved while it checked (another process still loading or releasing).")
        if util < MIN_USEFUL_UTIL or not _share_can_start(s, util):
            return [replace(free_the_gpu, rank=1), check_free_figure(s)]
        return [
            Fix("--gpu-memory-utilization", f"{util:.2f}", "ask for no more than is free",
                f"only {s.free_bytes / GIB:.2f} of {s.total_bytes / GIB:.2f} GiB is free at startup; vLLM asks for a "
                "fraction of the total, not of the free memory." + moving, rank=1 if util >= 0.5 and not moving else 3),
            free_the_gpu,
        ]
    # the paste cut vLLM's free / total figures: which share fits is unknown, so no number; freeing the card first
    asked = s.utilization_in_log or s.gpu_memory_utilization
    return [replace(free_the_gpu, rank=1),
            Fix("", "", "or ask for no more than is free", "--gpu-memory-utilization at most free / total memory "
                "(nvidia-smi shows both" + (f"; below the {asked:g} asked for" if asked else "") + "), if the model still "
                "fits in that share.", rank=2)]


def _share_can_start(s: Situation, util: float) -> bool:
    """Whether asking for util x total (what is free) could start this model. vLLM's budget holds the weights, the
    activations and the KV cache (V1 gpu_worker.py::determine_available_memory: requested_memory - non-KV memory), so
    a share smaller than the weights cannot start: with the weights known (the log, or the model's name, low
    estimate) the share must exceed them. With the weights unknown, a lower share is proposed only near the line --
    at least half of the share the user asked for free -- since far below it nothing says that the model fits in
    what is left (vllm#36720: 1.33 of 23.98 GiB free against 22.79 asked, a 0.05 share)."""
    share = util * s.total_bytes
    weights = s.weights_bytes
    if weights is None and s.model_name:
        from kvroom.explain import estimate_weight_bytes_from_name

        guess = estimate_weight_bytes_from_name(s.model_name, s.dtype, s.quantization)
        weights = guess[1] // max(1, s.tensor_parallel_size) if guess else None
    if weights:
        return share > weights
    asked = s.utilization_in_log or s.gpu_memory_utilization
    return bool(asked) and share >= 0.5 * asked * s.total_bytes


def check_free_figure(s: Situation) -> Fix:
    """The free-memory figure is torch.cuda.mem_get_info's (cudaMemGetInfo / hipMemGetInfo): a driver, ROCm or
    container regression can report it wrong while nothing holds the card (a ROCm toolbox's patched mem_get_info:
    kyuz0/amd-strix-halo-vllm-toolboxes#81; ROCm's graph-pool accounting, vllm#36720)."""
    tool = "rocm-smi" if s.platform == "rocm" else "nvidia-smi (rocm-smi on AMD)"
    return Fix("", "", "check the free-memory figure", f"if {tool} shows the card free while vLLM reports "
               f"{s.free_bytes / GIB:.2f} GiB free, the figure is wrong (a driver, ROCm or container-image "
               "regression): update or downgrade that layer rather than shrinking vLLM's share.", rank=2)


def _mamba_fixes(s: Situation) -> list[Fix]:
    if "num_cache_lines" in (s.message_text or "") and not s.mamba_blocks:
        return _mamba_capture_fixes(s)
    if not s.mamba_blocks:
        return []
    fewer = Fix("--max-num-seqs", str(s.mamba_blocks), "no more sequences than Mamba state blocks",
                f"each running sequence needs one Mamba state block; {s.mamba_blocks} fit.", verified=True, rank=1)
    if _default_max_num_seqs(s):
        # the count is vLLM's default, not the user's (EngineArgs.get_batch_defaults: 256, 1024 on GPUs of 70 GiB and
        # more, 128 where no usage context sets one; spec §8.5): fewer sequences keeps everything the launch asked for,
        # and a bigger share of the card (which kvroom cannot size here) is for a user who wants that many at once
        return [replace(fewer, detail=fewer.detail + f" {s.max_num_seqs} is vLLM's default (the paste sets no "
                        "--max-num-seqs); to run more sequences at once, give vLLM more memory (a larger "
                        "--gpu-memory-utilization, where the card has room beside what else runs on it) or more GPUs.")]
    return [fewer] + _utilization_up(s, 2, "more memory means more Mamba state blocks (the pool is shared with the "
                                           "attention KV cache).")


def _default_max_num_seqs(s: Situation) -> bool:
    """max_num_seqs is one of vLLM's defaults (EngineArgs.get_batch_defaults, 0.10+: 256, or 1024 on a GPU of 70 GiB and
    more; 128 with no usage context; V0's SchedulerConfig: 256) and the launch the paste shows does not set it."""
    return not s.max_num_seqs_in_launch and s.max_num_seqs in (128, 256, 1024)


def _mamba_capture_fixes(s: Situation) -> list[Fix]:
    """causal_conv1d_update's "assert num_cache_lines >= batch" in CUDA-graph capture: capture no batch larger than
    the state cache lines (vllm#34571 caps the capture sizes; --max-cudagraph-capture-size by hand where the release
    has it), fewer sequences, or no graphs."""
    from kvroom.launchchecks import _has_flag

    fixes = [Fix("--enforce-eager", "", "skip CUDA graphs", "no capture at batch sizes above the state cache lines; "
                 "decode is somewhat slower.", rank=2)]
    if _has_flag(s, "--max-cudagraph-capture-size"):
        fixes.append(Fix("--max-cudagraph-capture-size", "64", "smaller CUDA-graph batches",
                         "capture graphs only up to a batch the Mamba state pool holds a line for each (the "
                         "default goes up to 512).", rank=1))
    fewer = _fewer_seqs(s)
    if fewer:
        fixes.append(Fix("--max-num-seqs", str(fewer), "fewer sequences", "the capture sizes and the state "
                         "lines a step needs follow max_num_seqs.", rank=3))
    return fixes


def _oom_fixes(s: Situation) -> list[Fix]:
    """Out of memory while loading: smaller weights (dtype, quantization, offload) or more GPUs."""
    rules = rules_for(s.release)
    fixes: list[Fix] = []
    if s.cause == "dtype_float32":
        fixes.append(Fix("--dtype", "half" if not s.gpu_compute_capability or s.gpu_compute_capability < (8, 0)
                         else "bfloat16", "load the weights in 16 bits",
                         "float32 weights take twice the memory: half precision halves them.", verified=True, rank=1))
    if s.cause == "oom_unknown_phase":
        fixes.append(Fix("--enforce-eager", "", "skip CUDA graphs", "if the OOM came during graph capture, eager mode "
                         "needs no graph memory.", rank=3))
    quantized = _quantized_checkpoint(s)
    if quantized:
        fixes.append(Fix("--model", quantized[0], "a quantized checkpoint", f"{quantized[1]}.", rank=2))
    tp = s.tensor_parallel_size or 1
    new_tp = tp * 2
    if _tp_divides(s, new_tp):
        fixes.append(Fix("--tensor-parallel-size", str(new_tp), _more_gpus_title(s, new_tp * (s.pipeline_parallel_size or 1)),
                         "each GPU holds 1/TP of the weights.", rank=4))
    else:
        instead = _pp_instead(s, new_tp)
        fixes += [replace(instead, rank=4)] if instead else []
    if rules.cpu_offload_gb_flag:
        value, on_top = _offload_value(s, None, "<GiB of weights that do not fit>")
        fixes.append(Fix("--cpu-offload-gb", value, "offload part of the weights to CPU",
                         f"slower (weights cross PCIe every step), but it starts on these GPUs{on_top}.", rank=5))
    return fixes


def _derived_fixes(s: Situation) -> list[Fix]:
    fixes = []
    if s.derived_max_model_len:
        length = int(s.derived_max_model_len)
        key = f" ({s.derived_key})" if s.derived_key and s.derived_key != "None" else ""  # vLLM prints None: no key
        fixes.append(Fix("--max-model-len", str(length), "the model's own context length",
                         f"the config allows {length:,} tokens{key}.", resulting_max_model_len=length,
                         verified=True, rank=1))
    if rules_for(s.release).allow_long_max_model_len_env:  # the release, or the newest of the inferred range
        fixes.append(Fix("VLLM_ALLOW_LONG_MAX_MODEL_LEN", "1", "override the config's limit (with caution)",
                         "positions beyond the trained context give nan (RoPE) or out-of-bounds errors (absolute "
                         "positions); the variable exists from vLLM 0.5.4.", rank=2))
    return fixes
