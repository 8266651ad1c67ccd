"""kvroom explain: a vLLM startup log in, a diagnosis and verified fixes out.

Pipeline: text -> kvroom.logs (parsed StartupRecord) -> this module: the launch rebuilt from every line of the
log (engine config, non-default args, pasted command, GPU, worker prefixes; ``launch_from_record``), a diagnosis
per failure class with its evidence (``Diagnosis.cause``, one of ``CAUSES``), an account of where the memory went,
and (model known) the printed numbers re-derived with the core -> kvroom.fixes (ranked, re-checked fixes).
Never prints.
"""

from __future__ import annotations

import math
import re
from typing import Any

from kvroom.core.engine import PlanRequest
from kvroom.core.frozen import field, frozen, replace
from kvroom.core.releases import DEFAULT_RELEASE, OLDEST_EXPLAIN_RELEASE, OLDEST_RELEASE, Release
from kvroom.errors import InputError, KvroomError
from kvroom.fixes import (GIB, HALF_CENTI_GIB, KERNEL_WARM_UP_RE, Fix, Situation, override_sized, propose,
                          sampler_warm_up, warm_up_after_sizing)

SCHEMA_VERSION = 1


@frozen
class Explanation:
    record: Any  # kvroom.logs StartupRecord
    release: Release
    release_inferred: bool
    explanation: tuple[str, ...]
    fixes: tuple[Fix, ...]
    checks: dict[str, Any] = field(default_factory=dict)
    model_id: str | None = None
    diagnosis: "Diagnosis | None" = None
    launch: "Launch | None" = None
    memory_account: dict[str, float] = field(default_factory=dict)

    @property
    def recognized(self) -> bool:
        return recognized(self.record)

    def to_dict(self) -> dict[str, Any]:
        r = self.record
        return {
            "schema_version": SCHEMA_VERSION,
            "message_kind": r.message_kind,
            "vllm_version": r.vllm_version,
            "vllm_version_range": str(r.vllm_version_range) if r.vllm_version_range else None,
            "vllm_version_inferred": r.vllm_version_inferred,
            "release_used": str(self.release),
            "model": self.model_id,
            "numbers": dict(r.numbers),
            "message_text": r.message_text,
            "explanation": list(self.explanation),
            "diagnosis": self.diagnosis.to_dict() if self.diagnosis else None,
            "launch": self.launch.to_dict() if self.launch else None,
            "memory_account": dict(self.memory_account),
            "checks": self.checks,
            "fixes": [f.to_dict() | {"command": f.command} for f in self.fixes],
            "context": {
                "max_model_len": r.max_model_len,
                "max_num_seqs": r.max_num_seqs,
                "max_num_batched_tokens": r.max_num_batched_tokens,
                "tensor_parallel_size": r.tensor_parallel_size,
                "pipeline_parallel_size": r.pipeline_parallel_size,
                "kv_cache_dtype": r.kv_cache_dtype,
                "gpu_memory_utilization": r.gpu_memory_utilization,
                "attention_backend": r.attention_backend,
                "model_loading_gib": r.model_loading_gib,
                "available_kv_gib": r.available_kv_gib,
                "kv_cache_tokens": r.kv_cache_tokens,
                "max_concurrency": r.max_concurrency,
                "num_gpu_blocks": r.num_gpu_blocks,
                "gpu_name": r.gpu_name,
                "engine_start_failed": r.engine_start_failed,
            },
        }


def recognized(record: Any) -> bool:
    """The log holds a failure kvroom reads, or a capacity line (the CLI's exit 0; else 3). Not a capacity line of an
    engine the log shows dying ("EngineCore failed to start.", "WorkerProc hit an exception."): its cause is unread,
    and "no startup failure" would contradict the log."""
    r = record
    if r.message_kind or r.foreign_row:
        return True
    if r.engine_start_failed:
        return False
    return bool(r.kv_cache_tokens is not None or r.available_kv_gib is not None
                or r.num_gpu_blocks is not None or r.autofit_to is not None
                or "kv_cache_size_gib" in (r.v0_profile or {})  # a V0 "reserved for KV Cache" profile line
                # the other capacity lines: "Maximum concurrency for N tokens per request: Xx", the 0.10.2+ startup
                # summary ("Desired GPU memory utilization is (0.92, 28.88 GiB)", its usage split), the CUDA-graph
                # pool's actual/estimated line (V1 gpu_worker.py / kv_cache_utils.py)
                or r.max_concurrency is not None or r.device_requested_gib is not None
                or bool(r.memory_usage) or r.cuda_graph_estimate_gib is not None)


def explain(text: str | bytes | Any, *, model: str | None = None, gpu: str | None = None,
            vllm_version: str | None = None) -> Explanation:
    """Explain a vLLM log (text, bytes, or an already parsed StartupRecord)."""
    from kvroom import logs

    if not (hasattr(text, "message_kind") or isinstance(text, (str, bytes, bytearray, memoryview))):
        raise InputError(f"explain() takes the log text (str or bytes), got {type(text).__name__}")
    record = text if hasattr(text, "message_kind") else logs.parse_text(text)
    return explain_record(record, model=model, gpu=gpu, vllm_version=vllm_version)


def _newer_release(record: Any, vllm_version: str | None) -> str | None:
    """The release the log (or --vllm-version) names when it is newer than kvroom models but read (0.34.x): explain
    reads its messages, flags and checks, and re-checks nothing with the core, whose sizing stops at 0.33."""
    if vllm_version:
        return Release.newer_than_modelled(vllm_version)
    return Release.newer_than_modelled(record.vllm_version)


def _release(record: Any, vllm_version: str | None) -> tuple[Release, bool]:
    if vllm_version and Release.newer_than_modelled(vllm_version):
        return Release.parse(DEFAULT_RELEASE), False  # read with the newest modelled release's rules (_newer_release)
    if vllm_version:
        return Release.parse(vllm_version, oldest=OLDEST_EXPLAIN_RELEASE), False
    if record.vllm_version:
        try:
            return Release.parse(record.vllm_version, oldest=OLDEST_EXPLAIN_RELEASE), False
        except KvroomError:
            pass
    rng = record.vllm_version_range
    if rng is not None:
        text = str(rng).split(",")[0].strip().lstrip("<=").rstrip("+")
        first = text.split("-")[0].strip()
        try:
            return Release.parse(first, oldest=OLDEST_EXPLAIN_RELEASE), True
        except KvroomError:
            pass
    return Release.parse(DEFAULT_RELEASE), True


def _model(record: Any, model: str | None, *, allow_hub: bool = False):
    """The model to re-check with: --model (catalog, local path, Hub id), else the one the log names: from the
    catalog, or from the Hub only with the user's consent (``allow_hub``: a log never triggers a request alone)."""
    name = model or record.model
    if not name:
        return None, None
    from kvroom.api import load_model

    try:
        if model:
            return load_model(name), name
        found = _catalog_or_none(name)
        if found is None and allow_hub and "/" in name and not name.startswith(("/", ".", "~")):
            return load_model(name), name
        return found, name
    except KvroomError:
        if model:
            raise
        return None, name


def _catalog_or_none(name: str):
    """A model named in the log: the catalog only (a log never triggers a network request)."""
    from pathlib import PurePath

    from kvroom.sources import catalog

    tail = "/".join(PurePath(name).parts[-2:]) if "/" in name else name
    for candidate in (name, tail):
        try:
            return catalog.lookup(candidate)
        except KvroomError:
            continue
    return None


def _gib(value: float | None) -> int | None:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
        return None
    return int(round(value * GIB))


# A log is untrusted text: a cut or hand-edited line can print a utilization of inf, a length of 0 or a TP of
# 0. Such numbers are treated as absent (as if the log had not shown them) before they reach the fixes, whose
# arithmetic divides by them (found by tools/fuzz.py: OverflowError, ZeroDivisionError).


def _count_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def _finite_or_none(value: Any) -> int | float | None:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value > 0
    return value if ok else None


def _util_or_none(value: Any) -> float | None:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and 0 < value <= 1
    return float(value) if ok else None


def explain_record(record: Any, *, model: str | None = None, gpu: str | None = None,
                   vllm_version: str | None = None, allow_hub: bool = False) -> Explanation:
    release, inferred = _release(record, vllm_version)
    newer = _newer_release(record, vllm_version)
    if newer and vllm_version:
        record = replace(record, vllm_version=newer, vllm_version_inferred=False)  # the release given, not the rules'
    description, model_id = _model(record, model, allow_hub=allow_hub)
    launch = launch_from_record(record, release)
    platform = ("cpu" if (record.platform == "cpu" or record.kv_cache_device == "CPU") else
                (record.platform or "cuda").lower())
    # 0.34+ on CUDA and ROCm: an unset gpu_memory_utilization is 1.0 (the extensible KV cache's default), not 0.92
    args = dict(record.launch_args or {})
    extensible_off = str(args.get("enable_extensible_kv_cache", "")).lower() in ("false", "0") or bool(
        args.get("kv_cache_memory_bytes")) or (  # (config/cache.py: off when asked, or with kv_cache_memory_bytes)
        record.message_kind == "free_memory_low")  # (v1/worker/utils.py::request_memory gates only a fixed cache)
    extensible = bool(record.extensible_kv_cache) or bool(newer and platform in ("cuda", "rocm") and not extensible_off)
    default_util = 1.0 if extensible else _default_util(release)
    record = place_oom_by_size(record, launch.gpu_memory_utilization or default_util)
    record = place_triton_fp8(record, launch)
    record = place_missing_op_off_cuda(record)
    record = place_wsl_expandable_segments(record)
    record = place_kv_dtype_check(record)
    n = dict(record.numbers)
    total = _gib(n.get("total_gib")) if record.message_kind == "free_memory_low" else None
    total = total or _gib(record.device_total_gib) or _gib(record.v0_profile.get("total_gpu_memory_gib"))
    gpu_spec = None
    if gpu or record.gpu_name:
        try:
            from kvroom.gpus import parse_gpu

            gpu_spec = parse_gpu(gpu or record.gpu_name)
            total = total or gpu_spec.total_memory_bytes
        except KvroomError:
            if gpu:
                raise
    max_model_len = _count_or_none(n.get("max_seq_len")) or _count_or_none(record.max_model_len)
    # (with no launch line in the paste, the size the message itself prints is the launch's: "Tensor parallel size (2)
    # cannot be larger than the number of available GPUs (1)", "... must be divisible by tensor parallel size (4)")
    tensor_parallel_size = _count_or_none(launch.tensor_parallel_size) or _count_or_none(n.get("tensor_parallel_size")) or 1
    pipeline_parallel_size = _count_or_none(launch.pipeline_parallel_size) or 1
    max_num_seqs = _count_or_none(n.get("max_num_seqs")) or _count_or_none(record.max_num_seqs)
    request = None
    flag_lines: list[str] = []
    if description is not None and release.parts[:3] >= OLDEST_RELEASE and not newer:
        request = PlanRequest(
            vllm_version=str(release),
            max_model_len=max_model_len,
            tensor_parallel_size=tensor_parallel_size,
            pipeline_parallel_size=pipeline_parallel_size,
            kv_cache_dtype=record.kv_cache_dtype or "auto",
            block_size=_count_or_none(record.block_size),
            max_num_batched_tokens=_count_or_none(record.max_num_batched_tokens),
            max_num_seqs=_count_or_none(record.max_num_seqs),
            platform="cpu" if (record.platform == "cpu" or record.kv_cache_device == "CPU") else "cuda",
            # the GPU decides vLLM's default max_num_batched_tokens (>= 70 GiB non-A100 cards: 8192), which sizes
            # sliding-window layers, and the MLA backend's block size
            gpu_name=gpu_spec.gpu.name if gpu_spec is not None and gpu_spec.gpu else (record.gpu_name or ""),
            gpu_total_memory_bytes=total or 0,
            gpu_compute_capability=gpu_spec.gpu.sm if gpu_spec is not None and gpu_spec.gpu else None,
        )
        with_flags = _with_launch_flags(request, launch)
        if with_flags is not request and _flags_accepted(with_flags, description):
            flag_lines = [_flags_line(request, with_flags)]
            request = with_flags  # else the core cannot take the logged flags: re-check without them
    cc = gpu_spec.gpu.sm if gpu_spec is not None and gpu_spec.gpu else None
    if n.get("compute_capability"):
        major, _, minor = str(n["compute_capability"]).partition(".")
        cc = (int(major), int(minor or 0)) if major.isdecimal() and (minor or "0").isdecimal() else cc
    situation = Situation(
        release=release,
        kind=record.message_kind or "",
        message_text=record.message_text,
        message_row=record.message_row,
        foreign_row=record.foreign_row,
        max_model_len=max_model_len,
        needed_bytes=_gib(n.get("needed_gib")),
        available_bytes=_gib(n.get("available_gib")),
        estimate=_count_or_none(n.get("estimated_max_model_len")),
        max_kv_tokens=_count_or_none(n.get("max_kv_tokens")),
        gpu_memory_utilization=launch.gpu_memory_utilization or default_util,
        total_bytes=total,
        free_bytes=_gib(n.get("free_gib")) if record.message_kind == "free_memory_low" else _gib(record.device_free_gib),
        weights_bytes=_gib(record.model_loading_gib) or _gib(record.v0_profile.get("weights_gib")),
        in_use_at_profile_bytes=_gib(record.v0_profile.get("initial_memory_usage_gib")),
        tensor_parallel_size=tensor_parallel_size,
        kv_cache_dtype=record.kv_cache_dtype,
        attention_backend=record.attention_backend or _implied_backend(record, release, gpu_spec),
        cuda_graph_bytes=_gib(record.cuda_graph_estimate_gib),
        max_num_seqs=max_num_seqs,
        max_num_seqs_in_launch="max_num_seqs" in args,
        mamba_blocks=_count_or_none(n.get("mamba_blocks")),
        derived_key=n.get("derived_key"),
        derived_max_model_len=_finite_or_none(n.get("derived_max_model_len")),  # vLLM can print "=inf"
        model=description,
        request=_match_batching(_safe_request(request, description), description, record,
                                _gib(n.get("needed_gib")), n.get("max_seq_len")),
        gpu_compute_capability=cc,
        pipeline_parallel_size=pipeline_parallel_size,
        gpus_seen=launch.gpus_seen,
        dtype=launch.dtype,
        quantization=launch.quantization,
        enforce_eager=launch.enforce_eager,
        utilization_in_log=launch.gpu_memory_utilization,
        num_attention_heads=_count_or_none(n.get("num_attention_heads")),
        divided_size=_count_or_none(n.get("divided_size")),
        num_hidden_layers=_count_or_none(n.get("num_hidden_layers")),
        requested_tensor_parallel_size=_count_or_none(n.get("tensor_parallel_size")),
        requested_pipeline_parallel_size=_count_or_none(n.get("pipeline_parallel_size")),
        release_known=not inferred or bool(vllm_version),
        release_range=str(record.vllm_version_range) if record.vllm_version_range else None,
        oom_free_bytes=_gib(n.get("free_gib")) if (record.message_kind or "").startswith("oom") else None,
        oom_total_bytes=_gib(n.get("total_gib")) if (record.message_kind or "").startswith("oom") else None,
        model_name=record.model,
        # (a TPU log keeps "tpu": vLLM's TPU platform takes no float16, kvroom.launchchecks)
        platform="cpu" if (record.platform == "cpu" or record.kv_cache_device == "CPU") else
        "tpu" if (record.platform or "").lower() == "tpu" else
        "rocm" if (record.platform or "").lower() == "rocm" else
        # (Intel's XPU and Gaudi: no CUDA kernels in their builds, kvroom.launchchecks)
        (record.platform or "").lower() if (record.platform or "").lower() in ("xpu", "hpu") else "cuda",
        max_num_batched_tokens=_count_or_none(record.max_num_batched_tokens),
        launch_max_model_len=_count_or_none(launch.max_model_len),
        enable_chunked_prefill=launch.request.enable_chunked_prefill if launch.request is not None else None,
        chunked_prefill_forced_off=record.chunked_prefill_forced_off,
        user_without_passwd_entry=record.user_without_passwd_entry,
        vllm_distribution_missing=record.vllm_distribution_missing,
        responses_store_enabled=record.responses_store_enabled,
        adapter_config_seen=record.adapter_config_seen,
        fallback_architecture=record.fallback_architecture,
        missing_tokenizer_class=record.missing_tokenizer_class,
        cudagraph_profiling_seen=record.cudagraph_profiling_seen,
        sleep_wake_up_seen=record.sleep_wake_up_seen,
        working_release=record.working_release, regressing_change=record.regressing_change,
        earlier_build_worked=record.earlier_build_worked,
        nvcc_shown=record.nvcc_shown, aot_build_said=record.aot_build_said,
        transformers_upgrade_said=record.transformers_upgrade_said,
        oom_in_sampler=record.oom_in_sampler,
        engine=record.engine,
        kv_cache_sized=record.kv_cache_tokens is not None or record.num_gpu_blocks is not None,
        extensible_kv_cache=extensible,
        trust_remote_code=str(args.get("trust_remote_code", "")).lower() in ("true", "1"),
        newer_release=newer,
        kv_sized_after_warmup=bool(record.kv_sized_after_warmup),
        cpu_offload_gb=_finite_or_none(launch.request.cpu_offload_gb) or 0.0 if launch.request is not None else 0.0,
        numbers=n,
        launch_tensor_parallel_size=launch.request.tensor_parallel_size if launch.request is not None else None,
        raise_site=record.raise_site,
        raise_releases=tuple(record.raise_releases),
        engine_restarted=record.engine_restarted or record.llm_built_twice,
        num_gpu_blocks_override=_count_or_none(record.num_gpu_blocks_override) or (
            _count_or_none(launch.request.num_gpu_blocks_override) if launch.request is not None else None),
        block_size=_count_or_none(record.block_size) or (
            _count_or_none(launch.request.block_size) if launch.request is not None else None),
    )
    if record.message_kind in ("no_kv_memory", "zero_gpu_blocks", "kv_memory_negative"):
        situation = replace(situation, colocated_phrase=record.colocated_phrase,
                            others_counted=_others_counted(record, situation))
    checks = _checks(situation)
    if situation.kv_cache_dtype is None and checks.get("needed_matches_log") is True:
        situation = replace(situation, kv_cache_dtype="auto")  # the re-check with a 16-bit cache reproduced the log
    account = memory_account(record)
    diagnosis = diagnose(record, situation, checks, account)
    situation = replace(situation, cause=diagnosis.cause, activation_bytes=_gib(account.get("activation_gib")))
    lines = _explain_lines(record, situation, checks)
    lines[:0] = [diagnosis.summary, *diagnosis.evidence]
    lines += _account_lines(record, account) if not record.message_kind or record.message_kind in _BUDGET_KINDS else []
    lines += _reconcile_lines(record, situation, launch, checks)
    lines += flag_lines
    fixes = tuple(propose(situation)) if record.message_kind or record.foreign_row else ()
    return Explanation(record, release, inferred, tuple(_dedupe(lines)), fixes, checks, model_id, diagnosis, launch,
                       account)


def _dedupe(lines: list[str]) -> list[str]:
    seen: set[str] = set()
    return [x for x in lines if x and not (x in seen or seen.add(x))]


def _implied_backend(record: Any, release: Release, gpu_spec: Any) -> str | None:
    """The backend vLLM picks by itself when the log does not say: an fp8 KV cache off Hopper selects FlashInfer
    from 0.11.2 (FlashAttention 2 has no fp8 KV cache), and Blackwell defaults to it (spec §8.1, §13)."""
    from kvroom.core.releases import rules_for

    cc = gpu_spec.gpu.sm if gpu_spec is not None and gpu_spec.gpu else None
    if cc is None or not rules_for(release).fp8_selects_flashinfer_off_hopper:
        return None
    fp8 = (record.kv_cache_dtype or "").startswith("fp8")
    if cc[0] == 10 or (fp8 and cc[0] != 9):
        return "FLASHINFER (selected by vLLM itself)"
    return None


def _default_util(release: Release) -> float:
    from kvroom.core.releases import rules_for

    return rules_for(release).default_gpu_memory_utilization


def _safe_request(request: PlanRequest | None, description: Any) -> PlanRequest | None:
    """The logged launch, if the core accepts it as is (else fixes are not re-checked)."""
    if request is None:
        return None
    from kvroom.core.engine import resolve

    try:
        resolve(description, request)
    except KvroomError:
        return None
    return request


def _flags_accepted(request: PlanRequest, description: Any) -> bool:
    """The core plans the logged flags with this model (a --model the user gave may not be the log's: a GPTQ
    launch re-checked on an mxfp4 checkpoint is vLLM's own refusal, not a re-check)."""
    if _safe_request(request, description) is None:
        return False
    from kvroom.api import plan

    try:
        plan(description, request, kv_cache_memory_bytes=1 << 50, max_model_len=None)
    except KvroomError:
        return False
    return True


def _flags_line(base: PlanRequest, request: PlanRequest) -> str:
    """Which of the launch's own flags the re-check took (read from the log by kvroom.launch)."""
    shown = []
    for f in request.__record_init_names__:
        value = getattr(request, f)
        if value != getattr(base, f):
            text = "" if value is True else f" {value}"
            shown.append(f"--{f.replace('_', '-')}{text[:80]}")
    return "kvroom's re-check of this launch uses its flags as the log shows them: " + ", ".join(shown) + "."


def _match_batching(request: PlanRequest | None, model: Any, record: Any, needed: int | None,
                    length: int | None) -> PlanRequest | None:
    """Sliding-window and chunked layers are sized by max_num_batched_tokens, whose default depends on the GPU
    (2048, or 8192 on >= 70 GiB cards, 16384 on >= 160 GiB). When the log names neither, pick the default that
    reproduces the printed "needed" figure (it is exact to 0.01 GiB)."""
    if request is None or needed is None or record.max_num_batched_tokens is not None:
        return request
    if not any(layer.kind in ("sliding", "chunked") for layer in model.attention_layers):
        return request
    from kvroom.core.frozen import replace

    from kvroom.api import plan

    for mnbt in (None, 2048, 8192, 16384):
        candidate = request if mnbt is None else replace(request, max_num_batched_tokens=mnbt)
        try:
            probe = plan(model, candidate, kv_cache_memory_bytes=1 << 50, max_model_len=length)
        except KvroomError:
            return request
        if abs(probe.decision.bytes_per_request - needed) <= HALF_CENTI_GIB:
            return candidate
    return request


def _checks(s: Situation) -> dict[str, Any]:
    """Re-derive the printed numbers with the core, when the model is known."""
    out: dict[str, Any] = {}
    if s.kind == "kv_cache_too_small" and s.needed_bytes and s.available_bytes and s.max_model_len:
        # Without the model: for full attention the need is proportional to the length, so the estimate is about
        # L x available / needed; both GiB figures are rounded to 0.01, which bounds it.
        lo = s.max_model_len * (s.available_bytes - HALF_CENTI_GIB) / (s.needed_bytes + HALF_CENTI_GIB)
        hi = s.max_model_len * (s.available_bytes + HALF_CENTI_GIB) / max(1, s.needed_bytes - HALF_CENTI_GIB)
        out["estimate_proportional_range"] = [max(0, int(lo)), int(hi)]
    if s.model is None or s.request is None or s.kind != "kv_cache_too_small":
        return out
    from kvroom.api import plan
    from kvroom.core.messages import gib_text
    from kvroom.core.releases import rules_for

    rules = rules_for(s.release)
    try:
        return _checks_with_core(s, out, plan, gib_text, rules)
    except KvroomError:
        # a log's numbers are not trusted input (a hand-edited or cut log can print "-5.00 GiB" or a length
        # the core refuses): the re-check is skipped rather than failing the whole explanation
        return {}


def _checks_with_core(s: Situation, out: dict[str, Any], plan: Any, gib_text: Any, rules: Any) -> dict[str, Any]:
    probe = plan(s.model, s.request, kv_cache_memory_bytes=1 << 50)
    needed = probe.decision.bytes_per_request
    out["kv_bytes_per_request"] = needed
    out["layout"] = _layout(probe)
    out["kv_bytes_per_token"] = probe.kv_bytes_per_token()
    if s.needed_bytes is not None:
        printed = gib_text(needed, rules)
        out["needed_matches_log"] = abs(needed - s.needed_bytes) <= HALF_CENTI_GIB
        out["needed_recomputed_gib"] = printed
    if s.available_bytes is not None:
        block = probe.decision.bytes_per_block if rules.null_block_reserved else 0
        low = s.available_bytes - HALF_CENTI_GIB + block
        high = s.available_bytes + HALF_CENTI_GIB + block
        lo = plan(s.model, s.request, kv_cache_memory_bytes=max(0, low)).decision
        hi = plan(s.model, s.request, kv_cache_memory_bytes=max(0, high)).decision
        out["estimate_recomputed_range"] = [lo.estimated_max_model_len, hi.estimated_max_model_len]
        if s.estimate is not None:
            out["estimate_matches_log"] = lo.estimated_max_model_len <= s.estimate <= hi.estimated_max_model_len
    return out


def _layout(probe: Any) -> dict[str, Any]:
    """Per request, what grows with the length (full attention, MLA) and what is a fixed cost (sliding-window
    layers stop at their window, Mamba layers keep one state per request): spec §3.4."""
    growing = fixed = 0
    kinds: list[str] = []
    for g in probe.group_summaries():
        name = g.layer_type
        if "Sliding" in name or "Chunked" in name or "Mamba" in name:
            fixed += g.bytes_per_request
        else:
            growing += g.bytes_per_request
        kinds.append(name.replace("UniformType[", "").rstrip("]"))
    return {"growing_bytes": growing, "fixed_bytes": fixed, "layer_types": sorted(set(kinds))}


def _layout_lines(checks: dict[str, Any]) -> list[str]:
    layout = checks.get("layout")
    if not layout:
        return []
    types = layout["layer_types"]
    lines = []
    if layout["fixed_bytes"]:
        lines.append(f"This model is not all full attention ({', '.join(types)}): of the KV one request needs, "
                     f"{_g(layout['growing_bytes'] / GIB)} GiB grows with the length and "
                     f"{_g(layout['fixed_bytes'] / GIB)} GiB is a fixed cost per request (sliding-window layers stop at "
                     "their window, Mamba layers keep one state per request), so a shorter length saves less than in "
                     "proportion.")
    if any("MLA" in t for t in types):
        lines.append("MLA layers store one compressed latent per token (shared by all heads), so its KV per token is "
                     "far smaller than a full-attention model's of the same size; it is not split by tensor parallel.")
    return lines


def _count(value: Any) -> str:
    """A token count for the text; "?" when the log's number was cut or unreadable (the parser drops it, so a
    partial message must not crash the explanation with a None in a format spec)."""
    return f"{value:,}" if isinstance(value, (int, float)) and not isinstance(value, bool) else "?"


def _capacity_lines(record: Any, s: Situation) -> list[str]:
    """A log without a failure: where the memory went, and (model known) the longest context it allows."""
    lines = []
    if record.device_total_gib is not None and record.device_free_gib is not None:
        lines.append(f"At startup {_g(record.device_free_gib)} of {_g(record.device_total_gib)} GiB was free on the GPU.")
    if record.model_loading_gib is not None:
        lines.append(f"The weights took {_g(record.model_loading_gib)} GiB per GPU.")
    if record.available_kv_gib is not None:
        lines.append(f"vLLM kept {_g(record.available_kv_gib)} GiB per GPU for the KV cache"
                     + (" (negative: the weights and activations do not fit)." if record.available_kv_gib < 0 else "."))
        if s.model is not None and s.request is not None and record.available_kv_gib > 0:
            from kvroom.api import plan

            low = max(0, int((record.available_kv_gib - 0.005) * GIB))
            result = plan(s.model, s.request, kv_cache_memory_bytes=low, max_model_len=None)
            lines.append(f"With that memory the longest --max-model-len that starts is "
                         f"{result.decision.largest_max_model_len:,} tokens "
                         f"({result.kv_bytes_per_token():,} bytes of KV cache per token).")
    if record.autofit_to is not None and (record.autofit_full_context or record.autofit_from == record.autofit_to):
        # "Auto-fit max_model_len: full model context length N fits ..." (vllm/v1/core/kv_cache_utils.py, 0.14+):
        # auto-fit kept the whole context, nothing was lowered
        lines.append(f"Auto-fit kept the model's full context: max_model_len {record.autofit_to:,} fits.")
    elif record.autofit_to is not None and record.autofit_from is not None:
        lines.append(f"Auto-fit lowered max_model_len from {record.autofit_from:,} to {record.autofit_to:,}.")
    if record.extensible_kv_cache:
        lines += _extensible_lines(record)[:1]  # (how 0.34+ sized it; the failure's levers are for a failure)
    return lines


# V0 and V1 <= 0.9.0 print C = blocks x bs / L (spec §6.3); a V0 log that prints blocks but no concurrency line
# (<= 0.6.2) used CacheConfig's block_size, 16 unless set (spec §10 "bs=16 unless stated")
_DEFAULT_BLOCK_SIZE = 16


def _full_length_fit(record: Any) -> tuple[float, int | None, int] | None:
    """(requests at max_model_len that fit in the KV cache at once, KV tokens, max_model_len), from what a capacity
    log prints: vLLM's "Maximum concurrency" line, or its block count and the config's max_seq_len."""
    length = record.concurrency_tokens_per_request or record.max_model_len
    tokens = record.kv_cache_tokens
    if tokens is None and isinstance(record.num_gpu_blocks, int) and record.num_gpu_blocks > 0:
        tokens = record.num_gpu_blocks * (record.block_size or _DEFAULT_BLOCK_SIZE)
    if not length:
        return None
    if record.max_concurrency is not None:
        return float(record.max_concurrency), tokens, length
    if tokens is not None:
        return tokens / length, tokens, length
    return None


def _full_length_checked(record: Any, s: Situation) -> bool | None:
    """Whether this log's release refuses a KV cache smaller than one request at max_model_len (0.2.7+, see
    core.releases ``max_len_fit_check``); None when the log does not tell."""
    from kvroom.core.releases import OLDEST_EXPLAIN_RELEASE, rules_for

    if s.release_known:
        return rules_for(s.release).max_len_fit_check
    rng = record.vllm_version_range
    if rng is None or not rng.intervals:
        return None

    def has_check(v: tuple[int, ...]) -> bool | None:
        # an "any" component (the open end of "0.6.x") counts as 0: the check never changes within a minor series;
        # a bound outside the releases kvroom models (a banner's "v0.00.1", a source build's "0.1.dev") tells nothing
        parts = [0 if x >= 10**6 else x for x in v[:3]]
        try:
            release = Release.parse(".".join(map(str, parts)), oldest=OLDEST_EXPLAIN_RELEASE)
        except KvroomError:
            return None
        return rules_for(release).max_len_fit_check

    # the check, once added, stayed: the oldest release the wording allows decides "all have it", the newest
    # "none has it"
    lowest = rng.intervals[0].first or OLDEST_EXPLAIN_RELEASE
    highest = max((i.last for i in rng.intervals), default=None) if all(i.last for i in rng.intervals) else None
    if has_check(lowest):
        return True
    if highest is not None and has_check(highest) is False:
        return False
    return None


def _override_started(record: Any) -> bool:
    """A V1 capacity log whose KV cache is the user's --num-gpu-blocks-override. V1 runs check_enough_kv_cache_memory
    on each worker's profiled memory first, then sizes the blocks (get_num_blocks -> may_override_num_blocks logs
    "Overriding num_gpu_blocks=N with num_gpu_blocks_override=M") and prints "GPU KV cache size" / "Maximum
    concurrency" (v1/core/kv_cache_utils.py::get_kv_cache_configs, 0.11.0 wheel; from 0.20.1 the check's memory is
    the override's, core.releases ``override_replaces_available``, and a too-small override fails before those
    lines): printed, they mean the check passed and vLLM started (vllm#27181). V0 checks the overridden count
    (worker.py::raise_if_cache_size_invalid after LLMEngine._initialize_kv_caches applies it) and refuses."""
    return isinstance(record.num_gpu_blocks_override, int) and record.engine == "V1" \
        and (record.kv_cache_tokens is not None or record.max_concurrency is not None)


def _full_length_lines(record: Any, s: Situation) -> list[str]:
    """A capacity log with almost no KV cache: whether requests at the full length can be served (issue 10)."""
    fit = _full_length_fit(record)
    if fit is None or fit[0] >= 2:
        return []
    conc, tokens, length = fit
    held = f"{tokens:,} tokens" if tokens is not None else f"{conc:.2f}x"
    if conc >= 1:
        return [f"Marginal start: the KV cache ({held}) holds only one request at the full {length:,} tokens at a "
                f"time ({conc:.2f}x). vLLM's startup check asks for exactly one, so this passed; a second long "
                "request waits for the first to finish (or preempts it)."]
    line = (f"The KV cache ({held}) holds less than one request at max_model_len {length:,} ({conc:.2f}x): a request "
            "at the full length cannot be served.")
    if _override_started(record):
        blocks = record.num_gpu_blocks_override
        return [line + f" That size is the {blocks:,} block{'s' if blocks != 1 else ''} forced by "
                "--num-gpu-blocks-override, not what memory allowed: V1 checks one request's need against the "
                "profiled memory before it applies the override, and prints the capacity lines after that check "
                "(v1/core/kv_cache_utils.py::get_kv_cache_configs, 0.11.0), so this start passed it. Drop the "
                "override, or set it to at least max_model_len / block_size blocks."]
    checked = _full_length_checked(record, s)
    where = record.vllm_version or (str(s.release) if s.release_known else s.release_range or str(s.release))
    if checked:
        line += (f" vLLM {where} checks this right after sizing the cache and refuses to start, so the paste ends "
                 "before its error (\"The model's max seq len ... is larger than the maximum number of tokens that "
                 "can be stored in KV cache\" or, V1, \"To serve at least one request ...\").")
    elif checked is False:
        line += (f" vLLM {where} has no such check (it came in 0.2.7): it starts, and a request longer than the cache "
                 "never gets its blocks and waits forever.")
    else:
        line += (" From 0.2.7 on vLLM refuses such a start right after sizing the cache (the paste ends before the "
                 "error); 0.2.6 and earlier started, and a request longer than the cache waited forever.")
    return [line]


def _extensible_lines(record: Any) -> list[str]:
    """What 0.34.0's hint says of how the KV cache was sized (kv_cache_planning.py::_more_kv_cache_memory_hint)."""
    if not record.extensible_kv_cache:
        return []
    util = record.gpu_memory_utilization
    lines = ["The KV cache is extensible (vLLM 0.34+, the default on CUDA and ROCm): vLLM reserves it as address space "
             "and sizes it from the memory measured after CUDA graph capture and warm-up."]
    if record.kv_sized_after_warmup:
        lines.append("The check that failed is the one after warm-up: CUDA graphs and the warm-up's transients had "
                     "already taken their share.")
    if util is not None and util >= 1.0 - 1e-9:
        lines.append("gpu_memory_utilization is at 1.0 (its default there): no higher share exists; the levers are the "
                     "length, the KV size per token, and more GPU memory.")
    elif util is not None:
        lines.append(f"gpu_memory_utilization={util:g} caps the instance; with the extensible KV cache it defaults to 1.0.")
    return lines


def _explain_lines(record: Any, s: Situation, checks: dict[str, Any]) -> list[str]:
    n = dict(record.numbers)
    kind = record.message_kind
    lines: list[str] = []
    if s.newer_release:
        lines.append(f"vLLM {s.newer_release} is newer than the releases whose KV sizing kvroom models (to 0.33.x): "
                     f"its messages, flags and checks are read from {s.newer_release}'s own source, and nothing is "
                     "re-checked with kvroom's core.")
    where = (f"vLLM {record.vllm_version}" if record.vllm_version and not record.vllm_version_inferred
             else f"vLLM {s.release}" if s.release_known  # --vllm-version given
             else f"vLLM {record.vllm_version_range} (inferred from the wording)" if record.vllm_version_range
             else "an unknown vLLM release")
    if kind == "kv_cache_too_small":
        context = (f"the full context of {_count(n['max_seq_len'])} tokens" if _known(n.get("max_seq_len"))
                   else f"the full context ({_count(record.max_model_len)} tokens by the launch's max_model_len; the "
                   "message's own figure is not in the paste)" if isinstance(record.max_model_len, int)
                   and record.max_model_len > 0
                   else "the full context (its length is not in the paste)")
        needs = f"needs {_size(n['needed_gib'])} of KV cache" if _known(n.get("needed_gib")) else "needs more KV cache"
        left = (f"only {_size(n['available_gib'])} is left for it per GPU" if _known(n.get("available_gib"))
                else "less is left for it per GPU")
        lines.append(f"{where} refused to start: one request at {context} {needs}, but {left} after weights, "
                     "activations and overheads.")
        if n.get("estimated_max_model_len"):
            lines.append(f"vLLM's own estimate of the longest context that fits: {n['estimated_max_model_len']:,} tokens.")
        if record.max_model_len is None or record.requested_max_model_len is None:
            lines.append("Without --max-model-len vLLM uses the model's full context, which is what did not fit.")
        lines += _extensible_lines(record)
        if "needed_matches_log" in checks:
            verdict = "matches" if checks["needed_matches_log"] else "does NOT match (check the model and flags)"
            lines.append(f"kvroom recomputed the KV need from the model: {checks['needed_recomputed_gib']} GiB, which "
                         f"{verdict} the log ({checks['kv_bytes_per_token']:,} bytes per token).")
        if "estimate_proportional_range" in checks and "estimate_recomputed_range" not in checks:
            lo, hi = checks["estimate_proportional_range"]
            est = n.get("estimated_max_model_len")
            if isinstance(est, int) and est > hi * 1.01:
                # sliding-window and Mamba layers cost a fixed amount per request whatever the length (spec §3.4):
                # the need is not proportional, so vLLM's estimate is far above the proportional one
                lines.append(f"vLLM's estimate ({est:,}) is far above the {hi:,} tokens a full-attention model would "
                             "get from these figures: part of this model's KV is a fixed cost per request "
                             "(sliding-window or Mamba layers), so the need does not grow in proportion to the length.")
            elif not isinstance(est, int):
                lines.append(f"From the printed figures alone, if every layer is full attention (KV proportional to "
                             f"the length; not so for sliding-window or Mamba layers), the estimate is between "
                             f"{lo:,} and {hi:,} tokens.")
        lines += _layout_lines(checks)
        if "estimate_recomputed_range" in checks:
            lo, hi = checks["estimate_recomputed_range"]
            lines.append(f"From the printed available memory (rounded to 0.01 GiB) kvroom's core gives an estimate "
                         f"between {lo:,} and {hi:,} tokens.")
    elif kind == "kv_cache_too_small_v0":
        lines.append(
            f"{where.replace(' (inferred from the wording)', ' (V0 engine; release inferred from the wording)')}"
            f"{'' if 'inferred' in where else ' (V0 engine)'} refused: max_model_len {_count(n.get('max_seq_len'))} is more than the "
            f"{_count(n.get('max_kv_tokens'))} tokens its KV cache blocks can hold."
        )
    elif kind == "free_memory_low" and record.message_row == "cpu_startup_memory_low":
        pass  # the CPU worker's gate on the node's RAM: the diagnosis (kvroom.launchchecks) says what it means
    elif kind == "free_memory_low":
        free = (f"only {_size(n['free_gib'])} of {_size(n['total_gib'])} was free" if _known(n.get("free_gib"))
                and _known(n.get("total_gib")) else f"only {_size(n['free_gib'])} was free (the paste cuts the total)"
                if _known(n.get("free_gib")) else "less memory was free (the paste cuts vLLM's figures)")
        asked = (f"the {_size(n['requested_gib'])} that " if _known(n.get("requested_gib")) else "what ")
        util = n.get("gpu_memory_utilization")
        lines.append(f"Before loading, {free}, less than {asked}gpu_memory_utilization"
                     + (f" {util}" if _known(util) else "") + " asks for. vLLM asks for a fraction of the total "
                     "memory, so memory the driver reports in use (usually another process) blocks it.")
    if not kind:
        lines += _capacity_lines(record, s)
    if record.kv_cache_tokens is not None:
        lines.append(f"KV cache capacity: {record.kv_cache_tokens:,} tokens"
                     + (f", {record.max_concurrency:.2f}x concurrency at {record.concurrency_tokens_per_request:,} tokens"
                        if record.max_concurrency is not None and record.concurrency_tokens_per_request else "") + ".")
    if not kind:
        lines += _full_length_lines(record, s)
    if record.attention_backend:
        lines.append(f"Attention backend in the log: {record.attention_backend} (vLLM's error never names it).")
    if kind in ("kv_cache_too_small", "kv_cache_too_small_v0") and s.kv_cache_dtype is None:
        lines.append("The log does not show the KV cache dtype: if the launch does not already use --kv-cache-dtype "
                     "fp8, fp8 would hold about twice the tokens.")
    if s.model is None and kind in ("kv_cache_too_small", "kv_cache_too_small_v0") and not s.newer_release:
        lines.append("Pass --model to let kvroom re-check every fix with the model's own KV geometry.")
    return lines


# ----------------------------------------------------------------------------------------- the rebuilt launch

@frozen
class Launch:
    """The launch as the whole log shows it: engine config line > non-default args > pasted command (the record
    already keeps the highest-priority source per field), plus what only the log's shape tells (worker ranks).
    ``gpus_seen`` is the fewest GPUs the log proves the user has (TP x PP, or the highest worker rank + 1).

    ``request`` is the launch as kvroom.launch reads the arguments the log shows (the non-default args dict, else
    the pasted command: ``record.launch_args``), with every flag the reader models (--cpu-offload-gb,
    --speculative-config, --hf-overrides, ...); None when the log shows no arguments. explain's re-check takes
    its flags from it (``_with_launch_flags``)."""

    model: str | None
    dtype: str | None
    quantization: str | None
    kv_cache_dtype: str | None
    max_model_len: int | None
    tensor_parallel_size: int | None
    pipeline_parallel_size: int | None
    gpu_memory_utilization: float | None
    enforce_eager: bool | None
    max_num_seqs: int | None
    gpus_seen: int | None
    gpu_name: str | None
    request: PlanRequest | None = None
    unmodelled_flags: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out = {f: getattr(self, f) for f in self.__record_init_names__ if f not in ("request", "unmodelled_flags")}
        if self.request is not None:  # the flags the reader read, JSON-ready: the fields that are not defaults
            default = PlanRequest()
            out["flags"] = {f: getattr(self.request, f) for f in self.request.__record_init_names__
                            if f != "vllm_version" and getattr(self.request, f) != getattr(default, f)}
            out["unmodelled_flags"] = list(self.unmodelled_flags)
        return out


def launch_from_record(record: Any, release: Release | None = None) -> Launch:
    tp = _count_or_none(record.tensor_parallel_size)
    pp = _count_or_none(record.pipeline_parallel_size)
    n = dict(record.numbers)
    if record.message_kind == "tp_not_divisible":
        tp = tp or _count_or_none(n.get("tensor_parallel_size"))
    if record.message_kind == "pp_not_divisible":
        pp = pp or _count_or_none(n.get("pipeline_parallel_size"))
    if isinstance(record.worker_pp_rank, int):
        pp = max(pp or 1, record.worker_pp_rank + 1)
    if isinstance(record.worker_tp_rank, int):
        tp = max(tp or 1, record.worker_tp_rank + 1)
    gpus = (tp or 1) * (pp or 1) if (tp or pp) else None
    seen = _count_or_none(n.get("gpu_count")) if record.message_kind == "tp_over_gpus" else None
    if seen:  # vLLM printed the GPUs the process (or Ray's cluster) sees: the user has at least those
        gpus = max(gpus or 0, seen)
    read = _read_launch_args(record, release)
    return Launch(
        model=record.model, dtype=record.dtype, quantization=record.quantization, kv_cache_dtype=record.kv_cache_dtype,
        max_model_len=_count_or_none(record.max_model_len), tensor_parallel_size=tp, pipeline_parallel_size=pp,
        gpu_memory_utilization=_util_or_none(dict(record.numbers).get("gpu_memory_utilization"))
        or _util_or_none(record.gpu_memory_utilization) or _util_or_none(record.v0_profile.get("gpu_memory_utilization")),
        enforce_eager=record.enforce_eager, max_num_seqs=_count_or_none(record.max_num_seqs), gpus_seen=gpus,
        gpu_name=record.gpu_name, request=read.request if read is not None else None,
        unmodelled_flags=read.unmodelled_flags if read is not None else (),
    )


MAX_LENIENT_ARGS = 100


def _read_launch_args(record: Any, release: Release | None) -> Any:
    """kvroom.launch's Launch of the arguments the log shows, with the flag table of the log's release, else of
    kvroom's default release; a value the reader refuses is left out (a log never makes explain fail). None when
    the log shows no arguments."""
    from kvroom.launch import launch_from_log_args

    args = dict(getattr(record, "launch_args", None) or {})
    if not args:
        return None
    versions = [str(release), None] if release is not None else [None]
    for version in versions:
        try:
            return launch_from_log_args(args, vllm_version=version)
        except KvroomError:
            continue
    kept: dict[str, Any] = {}
    for key, value in list(args.items())[:MAX_LENIENT_ARGS]:
        try:
            launch_from_log_args({**kept, key: value})
        except KvroomError:
            continue
        kept[key] = value
    try:
        return launch_from_log_args(kept)
    except KvroomError:
        return None


# PlanRequest fields explain sets itself from the whole log (the engine config line outranks the arguments) or
# from where it re-checks (GPU, release); the re-check takes every other field from the launch reader's request
_EXPLAIN_OWNED = frozenset({
    "vllm_version", "max_model_len", "max_model_len_text", "tensor_parallel_size", "pipeline_parallel_size",
    "kv_cache_dtype", "block_size", "max_num_batched_tokens", "max_num_seqs", "platform", "gpu", "gpu_name",
    "gpu_total_memory_bytes", "gpu_compute_capability", "free_memory_bytes", "usage_context",
    "gpu_memory_utilization", "kv_cache_memory_bytes",
})


def _with_launch_flags(request: PlanRequest, launch: Launch) -> PlanRequest:
    """The re-check's request with the flags the launch reader read from the log (dtype, quantization,
    --cpu-offload-gb, --speculative-config, ...), so the re-check is of the launch the user ran."""
    if launch.request is None:
        return request
    changes = {f: getattr(launch.request, f) for f in launch.request.__record_init_names__
               if f not in _EXPLAIN_OWNED and getattr(launch.request, f) != getattr(request, f)}
    if launch.enforce_eager is not None:
        changes["enforce_eager"] = bool(launch.enforce_eager)
    return replace(request, **changes) if changes else request


# ----------------------------------------------------------------------------------------- where the memory went

def memory_account(record: Any) -> dict[str, float]:
    """The memory profile as printed (GiB, per GPU): V0's profiling lines, the 0.10.2+ startup summary, the
    model-loading and available-KV lines. Keys: total_gib, budget_gib (util x total), weights_gib, activation_gib,
    non_torch_gib, cuda_graph_gib, reserved_kv_gib (V0 "the rest ... reserved for KV Cache"), available_kv_gib."""
    v0, mu = dict(record.v0_profile), dict(record.memory_usage)
    out: dict[str, float] = {}

    def put(key: str, *values: Any) -> None:
        for v in values:
            if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v):
                out[key] = v
                return

    put("total_gib", v0.get("total_gpu_memory_gib"), record.device_total_gib)
    put("budget_gib", v0.get("requested_gib"), record.device_requested_gib)
    put("weights_gib", v0.get("weights_gib"), mu.get("weights_gib"), record.model_loading_gib)
    put("activation_gib", v0.get("activation_peak_gib"), mu.get("activation_peak_gib"))
    put("non_torch_gib", v0.get("non_torch_memory_gib"), mu.get("non_torch_gib"))
    put("cuda_graph_gib", mu.get("cuda_graph_gib"), record.cuda_graph_estimate_gib)
    put("reserved_kv_gib", v0.get("kv_cache_size_gib"))
    put("available_kv_gib", record.available_kv_gib)
    return out


def _g(value: float) -> str:
    """GiB as people read them: two decimals."""
    return f"{value:.2f}"


def _known(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _size(gib: Any) -> str:
    """A memory size with its unit, as people read it: GiB to two places, MiB or KiB when that would print 0.00
    (an OOM's "Tried to allocate 2.00 MiB ... 448.00 KiB is free"); "? GiB" for a number the paste cut."""
    if not isinstance(gib, (int, float)) or isinstance(gib, bool):
        return "? GiB"
    if gib != 0 and abs(gib) < 0.005:
        mib = gib * 1024
        return f"{mib:.2f} MiB" if abs(mib) >= 1 else f"{mib * 1024:.2f} KiB"
    return f"{gib:.2f} GiB"


_BUDGET_KINDS = ("no_kv_memory", "zero_gpu_blocks", "kv_memory_negative", "kv_cache_too_small", "kv_cache_too_small_v0")


def _account_lines(record: Any, a: dict[str, float]) -> list[str]:
    parts = [f"weights {_g(a['weights_gib'])}" if "weights_gib" in a else "",
             f"activation peak {_g(a['activation_gib'])}" if "activation_gib" in a else "",
             f"non-torch {_g(a['non_torch_gib'])}" if "non_torch_gib" in a else "",
             f"CUDA graphs {_g(a['cuda_graph_gib'])}" if "cuda_graph_gib" in a else ""]
    parts = [x for x in parts if x]
    kv = a.get("reserved_kv_gib", a.get("available_kv_gib"))
    if not parts or kv is None:
        return _graph_estimate_lines(record)
    head = (f"Of {_g(a['budget_gib'])} GiB vLLM may use" if "budget_gib" in a
            else "Of the memory vLLM may use" + (f" ({_g(a['total_gib'])} GiB card)" if "total_gib" in a else ""))
    return [f"Where the memory went (per GPU, as printed): {head}: {', '.join(parts)} GiB; "
            f"{_g(kv)} GiB was left for the KV cache" + (" (negative: nothing)." if kv < 0 else ".")] \
        + _graph_estimate_lines(record)


def _graph_estimate_lines(record: Any) -> list[str]:
    """The CUDA-graph estimate held back from the KV budget against what capture took: vLLM subtracts the estimate
    (GPUModelRunner.profile_cudagraph_memory, when VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS is on: 0.20+ by default,
    spec §7.3 item 5) and prints both after capture ("CUDA graph pool memory: A GiB (actual), E GiB (estimated)",
    v1/worker/gpu_worker.py::compile_or_warm_up_model)."""
    actual = dict(record.memory_usage).get("cuda_graph_gib")
    estimate = record.cuda_graph_estimate_gib
    if not (_known(actual) and _known(estimate)) or estimate - actual < 0.1:
        return []
    return [f"vLLM held back its CUDA-graph estimate, {_g(estimate)} GiB, from the KV budget; capture took "
            f"{_g(actual)} GiB, so about {_g(estimate - actual)} GiB of that budget holds neither graphs nor KV. "
            "VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0 gives it to the KV cache (the graphs then live in the "
            "1 - gpu_memory_utilization margin), or raise --gpu-memory-utilization by as much, as vLLM's own "
            "'is equivalent to' line says."]


# ----------------------------------------------------------------------------------------- diagnosis

# Every cause kvroom names (``Diagnosis.cause``; README "kvroom explain" documents them).
CAUSES: dict[str, str] = {
    "kv_too_small": "the KV cache for one request at max_model_len does not fit in what is left",
    "pp_stage_check": "pipeline parallel in a release whose check compares the whole model's KV with one stage's memory",
    "weights_exceed_budget": "weights plus activations already use all of gpu_memory_utilization x total",
    "other_process": "another process holds GPU memory",
    "rank_imbalance": "one rank's profile far below the others' (equal weight shares): memory only that GPU had in use",
    "util_too_low": "gpu_memory_utilization is set too low for the weights",
    "mamba_blocks": "max_num_seqs is above the Mamba state blocks that fit",
    "weights_do_not_fit": "the weights do not fit on the GPUs as configured",
    "dtype_float32": "--dtype float loads the weights in 32 bits: twice the memory of half precision",
    "oom_profiling": "the profiling run (one batch at max_num_batched_tokens / max_model_len) ran out of memory",
    "oom_cuda_graph": "CUDA-graph capture ran out of memory after the KV cache took its share",
    "oom_kv_cache": "allocating the KV cache tensors ran out of memory (another process took memory meanwhile)",
    "oom_unknown_phase": "CUDA out of memory at a point of startup the log does not show",
    "max_len_over_derived": "--max-model-len is above the length the model's config allows",
    "tp_not_divisible": "the tensor parallel size does not divide the attention heads",
    "pp_not_divisible": "the pipeline parallel size does not divide the layers (releases before uneven partitions)",
    "pp_layer_partition": "VLLM_PP_LAYER_PARTITION does not fit the pipeline parallel size or the model's layers",
    "pp_unsupported": "this release has no pipeline parallelism (before 0.5.1), or not without Ray (0.5.1)",
    "dtype_unsupported": "bfloat16 needs compute capability 8.0 (Ampere) or newer",
    "host_memory_exhausted": "the host's RAM (or the container's memory limit) ran out: the kernel's OOM killer, not a GPU",
    "platform_unsupported": "vLLM does not run on this operating system as launched (native Windows)",
    "capacity": "no failure: a capacity log (where the memory went)",
    "unrecognized": "no failure kvroom reads and no capacity line (exit 3): nothing is claimed about the launch",
}
from kvroom.launchchecks import CAUSES as _LAUNCH_CHECK_CAUSES  # noqa: E402 (issue 10: vLLM's config refusals)
from kvroom.launchchecks import triton_fp8_refused  # noqa: E402

CAUSES.update(_LAUNCH_CHECK_CAUSES)


@frozen
class Diagnosis:
    cause: str
    summary: str
    evidence: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"cause": self.cause, "meaning": CAUSES.get(self.cause, ""), "summary": self.summary,
                "evidence": list(self.evidence)}


def _in_check_scope_global(s: Situation) -> bool:
    """Whether the release (or, inferred from wording, some release of its range) is 0.14-0.16, whose single
    check charges every layer of every PP stage to the smallest stage (spec §4.1 V1-f; vllm#32105, #34076)."""
    from kvroom.core.releases import rules_for

    if s.release_known:
        return rules_for(s.release).check_scope == "global"
    rng = s.release_range or ""
    if not rng:
        return True
    try:
        from kvroom.logs.releases import ReleaseRange

        parsed = ReleaseRange.parse(rng)
        return any(parsed.contains(v) for v in ("0.14.0", "0.15.0", "0.16.0"))
    except (KvroomError, ValueError):  # a range kvroom cannot re-read: say "maybe" rather than nothing
        return True


def _unrecognized_summary(record: Any) -> str:
    if record.engine_start_failed and record.worker_exception_seen:
        return ("No cause in this text: a worker's \"WorkerProc hit an exception.\" line, whose traceback (right under "
                "it in the full log) names the cause; the paste stops before it.")
    if record.engine_start_failed:
        return ("No cause in this text: only vLLM's wrapper line after the engine process died while starting; the "
                "cause is the first error above it in the full log.")
    if record.unread_error:
        return f"No failure kvroom reads: the first error line is none of vLLM's messages kvroom knows: {record.unread_error}"
    return "No vLLM startup failure or KV-cache capacity line in this text."


def diagnose(record: Any, s: Situation, checks: dict[str, Any], account: dict[str, float]) -> Diagnosis:
    from kvroom.launchchecks import diagnose_refusal  # issue 10: vLLM's config / platform refusals

    own = diagnose_refusal(record, s)
    if own is not None:
        return own
    if not recognized(record):
        # the text names no failure kvroom reads and no capacity figure: a capacity verdict ("no startup failure")
        # would contradict the CLI's exit 3 and its "found no cause" line, so nothing is claimed
        return Diagnosis("unrecognized", _unrecognized_summary(record))
    kind = record.message_kind
    n = dict(record.numbers)
    ev: list[str] = []
    if kind in ("kv_cache_too_small", "kv_cache_too_small_v0"):
        pp = s.pipeline_parallel_size or 1
        if pp > 1 and kind == "kv_cache_too_small" and _in_check_scope_global(s):
            if record.pipeline_parallel_size is None:
                # worker prefixes "(Worker_PP6 ...)" prove ranks up to 6: at least 7 stages, maybe more
                ev.append(f"The log runs pipeline parallel over at least {pp} stages (its worker prefixes go up to "
                          f"PP{pp - 1}).")
                share = f"at most 1/{pp}"
            else:
                ev.append(f"The log runs pipeline parallel over {pp} stages (--pipeline-parallel-size {pp}).")
                share = f"about 1/{pp}"
            ev.append("vLLM 0.14-0.16 check every layer of every stage against the smallest stage's free memory "
                      "(spec §4.1; fixed in 0.17 by a per-stage check): the printed need is the whole model's, so "
                      f"each stage really needs {share} of {_size(n.get('needed_gib'))}.")
            if not s.release_known:
                ev.append(f"The log does not print its release; its wording fits vLLM {s.release_range or '?'}, "
                          "which includes 0.14-0.16 (pass --vllm-version to be sure).")
            return Diagnosis("pp_stage_check", "Pipeline-parallel check bug: the whole model's KV cache was compared "
                             "with one stage's memory.", tuple(ev))
        if override_sized(s):
            blocks = s.num_gpu_blocks_override
            ev.append(f"The launch forces the KV cache's size with --num-gpu-blocks-override {blocks:,}: "
                      + ("vLLM 0.20.1+ checks one request against that many blocks instead of the memory it profiled "
                         "(v1/core/kv_cache_utils.py::get_kv_cache_configs, 0.20.1 wheel)"
                         if kind == "kv_cache_too_small" else
                         "V0 checks one request against the overridden block count (LLMEngine._initialize_kv_caches, "
                         "then the worker's raise_if_cache_size_invalid)")
                      + ", so the printed available figure is those blocks, not what memory allowed. More memory, "
                      "fp8 or more GPUs do not change it; more blocks, or no override, do.")
            return Diagnosis("kv_too_small", "The KV cache forced by --num-gpu-blocks-override holds less than one "
                             "request at the full max_model_len.", tuple(ev))
        return Diagnosis("kv_too_small", "The KV cache for one request at the full max_model_len does not fit in the "
                         "memory left after weights and activations.", tuple(ev))
    if kind in ("no_kv_memory", "zero_gpu_blocks", "kv_memory_negative"):
        return _diagnose_no_memory(record, s, account)
    if kind == "free_memory_low":
        free, total, util = s.free_bytes, s.total_bytes, s.utilization_in_log
        asked = n.get("requested_gib") * GIB if isinstance(n.get("requested_gib"), (int, float)) else \
            (util * total if util and total else None)
        if free and total and asked and free < 0.5 * asked:
            # nothing in the paste shows who holds the rest: the figure itself may be wrong (kvroom.fixes
            # check_free_figure); kvroom has no release-regression cause and the log cannot evidence one
            ev.append(f"Only {_g(free / GIB)} of {_g(total / GIB)} GiB was free, under half the {_g(asked / GIB)} "
                      "GiB asked for, and the paste shows nothing else: another process holding the rest, or a "
                      "free-memory figure that is wrong (driver, ROCm or container-image regressions have reported "
                      "it wrong on an idle card). nvidia-smi / rocm-smi tell which.")
        return Diagnosis("other_process", "Another process holds GPU memory: vLLM asks for a share of the TOTAL "
                         "memory and less than that was free at startup.", tuple(ev))
    if kind == "mamba_blocks" and "num_cache_lines" in (record.message_text or ""):
        return Diagnosis("mamba_blocks", "A batch above the Mamba (linear-attention) state cache lines: "
                         "causal_conv1d_update's assert, reached when CUDA graphs are captured for batch sizes (up to "
                         "max_num_seqs, or the capture sizes) that the state pool this card holds cannot give a line "
                         "each. Not the context length.")
    if kind == "mamba_blocks":
        seqs = _count(n.get("max_num_seqs"))
        return Diagnosis("mamba_blocks", f"max_num_seqs ({seqs if seqs != '?' else 'not in the pasted part'}) is above the "
                         f"{_count(n.get('mamba_blocks'))} Mamba state blocks that fit: each running sequence holds one "
                         "for its whole life, whatever its length.")
    if kind and kind.startswith("oom"):
        return _diagnose_oom(record, s)
    if kind == "max_len_over_derived":
        derived = n.get("derived_max_model_len")
        derived_text = _count(int(derived)) if isinstance(derived, (int, float)) and math.isfinite(derived) else "?"
        key = n.get("derived_key")
        # vllm/config.py::_get_and_verify_max_len prints max_len_key, None when no config key gave the length
        key_text = f"{key}={derived_text}, as vLLM printed it" if key and key != "None" else \
            f"{derived_text}; vLLM named no config key for it"
        return Diagnosis("max_len_over_derived", f"--max-model-len {_count(n.get('max_model_len'))} is above what "
                         f"the model's config allows ({key_text}).")
    if kind == "tp_not_divisible" and n.get("num_attention_heads") is None and n.get("divided_size") is not None:
        return Diagnosis("tp_not_divisible", f"Tensor parallel size {_count(n.get('tensor_parallel_size'))} does not divide "
                         f"{_count(n.get('divided_size'))}, a size some layer splits over the GPUs (vLLM's divide() check; "
                         "often a layer's attention heads, such as a vision encoder's).")
    if kind == "tp_not_divisible":
        return Diagnosis("tp_not_divisible", f"Tensor parallel size {_count(n.get('tensor_parallel_size'))} does not divide "
                         f"the {_count(n.get('num_attention_heads'))} attention heads: every GPU must hold a whole number of "
                         "heads.")
    if kind == "pp_not_divisible" and n.get("pp_partition_count") is not None:
        return Diagnosis("pp_layer_partition", f"VLLM_PP_LAYER_PARTITION lists {n['pp_partition_count']} stages but "
                         f"--pipeline-parallel-size is {n.get('pipeline_parallel_size')}: it needs one layer count per "
                         "stage.")
    if kind == "pp_not_divisible" and n.get("pp_partition_layers") is not None:
        return Diagnosis("pp_layer_partition", f"VLLM_PP_LAYER_PARTITION adds up to {n['pp_partition_layers']} layers; "
                         f"the model has {n.get('num_hidden_layers')}: the counts must add up to the model's layers.")
    if kind == "pp_unsupported" and "AsyncLLMEngine" in (record.message_text or ""):
        return Diagnosis("pp_unsupported", "The offline engine (vllm.LLM, LLMEngine.step) of this release refuses "
                         "pipeline parallelism; only the async engine behind the OpenAI server (`vllm serve`) runs it "
                         "(V0, 0.5.5-0.10.2).")
    if kind == "pp_unsupported":
        return Diagnosis("pp_unsupported", "This vLLM refuses any --pipeline-parallel-size above 1: pipeline "
                         "parallelism arrived in 0.5.1, first with Ray only (0.5.1 refuses it with multiprocessing).")
    if kind == "pp_not_divisible":
        return Diagnosis("pp_not_divisible", f"Pipeline parallel size {n.get('pipeline_parallel_size')} does not divide "
                         f"the {n.get('num_hidden_layers')} layers (this release splits layers evenly).")
    if kind == "dtype_unsupported":
        cc = n.get("compute_capability")
        gpu = n.get("gpu_name") or record.gpu_name
        if cc is None and gpu is None:  # the paste holds the message's last sentence only
            ev = ["The GPU's compute capability is below 8.0 (vLLM's message; the paste does not show which GPU); the "
                  "model's dtype (from its config, or --dtype auto) is bfloat16."]
        else:
            ev = [f"The GPU ({gpu or '?'}) has compute capability {cc if cc is not None else 'below 8.0'}; the model's "
                  "dtype (from its config, or --dtype auto) is bfloat16."]
        if s.gpu_compute_capability and s.gpu_compute_capability < (7, 0):
            ev.append("Below 7.0 the GPU is also under vLLM's minimum: half precision alone will not make it start.")
        return Diagnosis("dtype_unsupported", "bfloat16 is not supported on this GPU (it needs compute capability 8.0).",
                         tuple(ev))
    fit = _full_length_fit(record)
    if fit is not None and fit[0] < 1 and _override_started(record):
        return Diagnosis("capacity", "No startup failure: the KV cache is what --num-gpu-blocks-override "
                         f"({record.num_gpu_blocks_override:,}) forced, less than one request at max_model_len "
                         f"({fit[0]:.2f}x); vLLM started, and a longer request can never be scheduled.",
                         tuple(_full_length_lines(record, s)))
    if fit is not None and fit[0] < 1 and _full_length_checked(record, s) is not False:
        # less than one request at max_model_len: from 0.2.7 the startup check refuses this (core.releases
        # max_len_fit_check); the pasted part ends before vLLM's error
        sure = _full_length_checked(record, s)
        return Diagnosis("kv_too_small", f"The KV cache holds less than one request at max_model_len ({fit[0]:.2f}x): "
                         + ("vLLM refuses this start; the paste ends before its error." if sure else
                            "vLLM refuses this start (the paste ends before its error) or, before 0.2.7, leaves such "
                            "a request waiting."), tuple(_full_length_lines(record, s)))
    return Diagnosis("capacity", "No startup failure in this log: a capacity report.")


def _others_counted(record: Any, s: Situation) -> bool:
    """The log's release (or every release its wording allows) counts memory other processes hold on the GPU as
    this instance's own when it sizes the KV budget (core.releases v0/v1_profile_counts_others: V0 0.2.5-0.3.0 and
    0.6.4-0.6.5, V1 0.6.6-0.9.0), for the engine the log shows (else the release's default engine)."""
    from kvroom.core.releases import rule_throughout, rules_for

    engine = (record.engine or "").upper()
    if s.release_known:
        rules = rules_for(s.release)
        v1 = (engine or rules.engine.upper()) == "V1"
        return rules.v1_profile_counts_others if v1 else rules.v0_profile_counts_others
    rng = record.vllm_version_range
    if rng is None or not rng.intervals:
        return False
    for iv in rng.intervals:
        if iv.first is None or iv.last is None:
            return False
        default_engine = rule_throughout("engine", iv.first, iv.last)
        v1 = (engine or str(default_engine or "").upper()) == "V1"
        if not engine and default_engine is None:
            return False  # the wording spans the switch of default engine: which one ran is not shown
        if rule_throughout("v1_profile_counts_others" if v1 else "v0_profile_counts_others", iv.first, iv.last) \
                is not True:
            return False
    return True


def _other_instances(record: Any, s: Situation, util: float | None, weights: int | None,
                     total: int | None, ev: list[str]) -> Diagnosis | None:
    """No KV memory because something else on the GPU took it: the paste says more than one instance shares the
    card, or the release charges other processes' memory to this instance and the utilization is a share set below
    the default (a card meant to be shared) that the weights alone would not fill."""
    if record.colocated_phrase:
        ev.append(f"The paste says \"{record.colocated_phrase.strip()[:80]}\": more than one instance on a GPU. "
                  "gpu_memory_utilization is a share of the card's TOTAL memory, so the instances' shares must add up "
                  "to less than 1; and an instance that profiles while another is loading counts the other's growth as "
                  "its own (vLLM measures from its own start), which can leave it nothing.")
        return Diagnosis("other_process", "Another instance on the same GPU took the memory this one's KV cache "
                         "needed.", tuple(ev))
    below_default = util is not None and util <= _default_util(s.release) - 0.1
    # weights the log shows, on a card of unknown size, may fill the share themselves: no claim then
    weights_fill = bool(weights and util and (not total or weights >= 0.8 * util * total))
    if below_default and not weights_fill and _others_counted(record, s):
        ev.append(f"This release ({s.release if s.release_known else s.release_range}) counts the memory other "
                  "processes hold on the GPU as this instance's own when it sizes the KV cache (V0 0.2.5-0.3.0 and "
                  "0.6.4-0.6.5, V1 0.6.6-0.9.0): with a share of the card set at "
                  f"{util:.2f}, below the default, whatever else runs on the card (another instance, a trainer's "
                  "model) fills that share. From 0.9.1 vLLM counts only its own memory.")
        return Diagnosis("other_process", "Memory other processes hold on the GPU was charged to this instance's "
                         f"{util:.2f} share, so nothing was left for its KV cache.", tuple(ev))
    return None


def _share_short_of_default(record: Any, s: Situation, util: float | None, weights: int | None,
                            total: int | None) -> tuple[float, bool] | None:
    """The printed KV shortfall (``Available KV cache memory: -X GiB``, available_kv_memory = requested_memory -
    non_kv_memory, V1 gpu_worker.py::determine_available_memory; V0's "reserved for KV Cache" the same) covered by vLLM's
    default share, ``(default - util) x total > X`` with ``util`` below the default and the weights known: the bytes
    the default share would leave for the KV cache, and whether that is a lower bound (the card's size not shown)."""
    available = dict(record.numbers).get("available_gib")
    if util is None or not weights or not isinstance(available, (int, float)) or available > 0:
        return None
    default = _default_util(s.release)
    if util >= default:
        return None
    size = total or (weights + available * GIB) / util  # budget = util x total >= weights + available
    left = (default - util) * size + available * GIB
    return (left, not total) if size > 0 and left > 0 else None


def _diagnose_no_memory(record: Any, s: Situation, a: dict[str, float]) -> Diagnosis:
    ev: list[str] = []
    util = s.utilization_in_log
    total = s.total_bytes
    weights = s.weights_bytes
    if record.message_kind == "zero_gpu_blocks":
        blocks = dict(record.numbers).get("num_gpu_blocks", 0)
        ev.append(f"'# GPU blocks: {blocks}' is a failure, not a capacity: vLLM found no memory for a single KV block"
                  + (" (releases before the 'No available memory' check printed the negative count)." if
                     isinstance(blocks, int) and blocks < 0 else "."))
    per_worker = [v for v in record.available_kv_gib_all if isinstance(v, float)]
    if record.message_kind == "kv_memory_negative" and per_worker and max(per_worker) > 0:
        # tensor-parallel ranks hold equal shares of the weights and run the same profile (V1
        # gpu_worker.py::determine_available_memory per rank; vLLM sizes the cache by the smallest): a rank far below
        # the others had memory in use that they did not (vllm-project/vllm-omni#262: -3.86 and 9.90 GiB)
        ev.append(f"The workers' profiles disagree ({', '.join(_g(v) for v in per_worker)} GiB): ranks hold equal shares "
                  f"of the weights, so the {_g(max(per_worker) - min(per_worker))} GiB difference is memory one GPU "
                  "had in use and the others did not (another process on that GPU, or a kernel library that profiles "
                  "differently); vLLM sizes every rank's cache by the smallest.")
        return Diagnosis("rank_imbalance", "One GPU's profile left nothing for the KV cache while another's left "
                         "plenty: not the weights (split equally), but memory that GPU alone had in use.", tuple(ev))
    elif record.message_kind == "kv_memory_negative":
        ev.append(f"vLLM's profile left {_g(dict(record.numbers)['available_gib'])} GiB for the KV cache: negative, "
                  "so the weights and activations alone exceed the budget.")
    if s.free_bytes and total and s.free_bytes < 0.8 * total and record.device_free_gib is not None:
        ev.append(f"Only {_g(s.free_bytes / GIB)} of {_g(total / GIB)} GiB was free at startup.")
        return Diagnosis("other_process", "Another process holds GPU memory, so nothing is left for the KV cache.",
                         tuple(ev))
    if util is not None:
        ev.append(f"gpu_memory_utilization is {util:.2f}" + (f" of {_g(total / GIB)} GiB = {_g(util * total / GIB)} GiB"
                                                              if total else "") + ".")
    if weights:
        ev.append(f"The weights take {_g(weights / GIB)} GiB per GPU.")
    if weights and total and weights > total:
        # a GPU cannot hold more than its memory: torch placed the rest in host memory (PYTORCH_CUDA_ALLOC_CONF's
        # use_uvm oversubscription, a Grace Hopper's or GB10's unified memory), which vLLM's profile still charges to
        # the GPU's budget (worker.py / gpu_worker.py determine_*: weights + activations + non-torch against util x total)
        ev.append(f"The weights ({_g(weights / GIB)} GiB) are larger than the whole GPU ({_g(total / GIB)} GiB): the "
                  "rest sits in host memory (unified memory or PyTorch's UVM oversubscription), which vLLM's profile "
                  "still charges to the GPU's budget, so no utilization leaves room; vLLM's --cpu-offload-gb or more "
                  "GPUs do.")
    shared = _other_instances(record, s, util, weights, total, ev)
    if shared is not None:
        return shared
    # vLLM's budget is requested_memory = gpu_memory_utilization x total (V1 gpu_worker.py::determine_available_memory,
    # V0 worker.py::determine_num_available_blocks): KV = budget - weights - activations. A share smaller than the
    # weights alone, where the release's default share would hold them, is the utilization's fault, however the
    # weights compare with it (vllm#7028: 0.1 of a T4 for a 7B model)
    share_below_weights = bool(util is not None and weights and total
                               and util * total < weights < _default_util(s.release) * total)
    # a share set below the release's default, with the profile's shortfall printed: raising the share to the default
    # adds (default - util) x total to the same sum (the weights and the profile's peak do not depend on the share), so
    # when that covers the shortfall the launch has KV room at vLLM's own default and the setting is the cause. With
    # the card's size not shown, budget = util x total >= weights + available (the peak and non-torch memory are not
    # negative) bounds it from below
    short_of_default = _share_short_of_default(record, s, util, weights, total)
    # a share of half the card or less is a deliberate setting (vLLM's default is 0.9); unless the weights are
    # known to fill it, that setting is the first lever (vllm#18124: 0.3 of an A100 for a 3B VL model)
    if share_below_weights or short_of_default is not None or (util is not None and util <= 0.5
                               and not (weights and total and weights >= 0.5 * util * total)):
        if short_of_default is not None:
            left, bound = short_of_default
            ev.append(f"At vLLM's default share ({_default_util(s.release):.2f}) the same weights and profile would leave "
                      f"{'at least ' if bound else 'about '}{_g(left / GIB)} GiB for the KV cache.")
        return Diagnosis("util_too_low", f"gpu_memory_utilization {util:.2f} (set by you or a wrapper) leaves too "
                         "little for weights, activations and the KV cache together.", tuple(ev))
    return Diagnosis("weights_exceed_budget", "Nothing was left for the KV cache: weights plus activations already use "
                     "all the memory vLLM was allowed. A shorter --max-model-len does not help (beyond a smaller "
                     "profiling peak); smaller weights, more GPUs or a higher utilization (where there is room) do.",
                     tuple(ev))


_HOST_KILLED_RE = re.compile(r"(?:^|\s)Killed(?:\s|$)|[Oo]ut of memory: Killed process")


def _tpu_xla_oom(kind: str, n: dict[str, Any], ev: list[str]) -> Diagnosis:
    """XLA out of a TPU's memory (logs/patterns.py tpu_xla_resource_exhausted): its scratch memory (smem, vmem: the
    compiler's, a MiB or so per core) for too large a shape; HBM for a program compiled before the KV cache was sized
    (the profiling pass, logs/builder.py) or loaded after it (the warm-up)."""
    space = n.get("tpu_memory_space")
    if space and space != "hbm":
        ev.insert(0, f"XLA's compiler ran out of the TPU's {space} memory (a per-core scratch memory of about a MiB, "
                     "not HBM): the program compiled for the largest padded shape is too big for it.")
        return Diagnosis(kind, "Out of TPU memory while XLA compiled vLLM's warm-up graphs (one per padded shape): the "
                         "largest shape, set by max_model_len and max_num_batched_tokens, does not fit the compiler's "
                         "scratch memory.", tuple(ev))
    if _known(n.get("xla_used_gib")) and _known(n.get("total_gib")):
        ev.insert(0, f"XLA's program needed {_g(n['xla_used_gib'])} GiB of the chip's {_g(n['total_gib'])} GiB of HBM "
                     "(XLA's own figures).")
    if kind == "oom_profiling":
        return Diagnosis("oom_profiling", "Out of TPU memory (HBM) while XLA compiled vLLM's profiling pass, before the "
                         "KV cache was sized: the weights on this chip and the activations of the largest batch "
                         "(max_num_batched_tokens) need more HBM than the chip has. gpu_memory_utilization plays no part "
                         "yet; fewer batched tokens, more chips (a smaller weight shard each) or a smaller checkpoint "
                         "do.", tuple(ev))
    return Diagnosis(kind, "Out of TPU memory while XLA compiled or loaded a program of vLLM's warm-up: the KV cache "
                     "had already taken its share of HBM (gpu_memory_utilization) and the compiled programs did not "
                     "fit in what was left.", tuple(ev))


def host_oom_killed(message_text: str | None) -> bool:
    """The failure line is the shell's or the kernel's report of the host's OOM killer (logs/patterns.py
    host_oom_killed), not a CUDA out-of-memory error."""
    text = message_text or ""
    if "invoked oom-killer: gfp_mask=" in text[:600]:
        return True  # the kernel's report opening (mm/oom_kill.c dump_header)
    return "Killed" in text and "CUDA" not in text and _HOST_KILLED_RE.search(text[:600]) is not None


def _diagnose_oom(record: Any, s: Situation) -> Diagnosis:
    kind = record.message_kind
    ev: list[str] = []
    n = dict(record.numbers)
    if s.oom_total_bytes and s.oom_free_bytes is None:  # (XLA prints what the program needed and the total only)
        ev.append(f"The device holds {_size(s.oom_total_bytes / GIB)} in all" + (
            f"; the failed allocation asked for {_size(n['tried_gib'])}" if n.get("tried_gib") else "") + ".")
    elif s.oom_total_bytes:
        ev.append(f"At the moment of the OOM the GPU had {_size(s.oom_free_bytes / GIB)} free of "
                  f"{_size(s.oom_total_bytes / GIB)}" + (f" and the failed allocation asked for "
                                                         f"{_size(n['tried_gib'])}" if n.get("tried_gib") else "")
                  + " (free memory at that moment, not at startup).")
    own = oom_held_by_this_process_gib(n)
    util = s.utilization_in_log or s.gpu_memory_utilization or 0.9
    # (not where the log already printed the KV cache's size: the warm-ups after the sizing, kernel and sampler, are
    # placed with the profiling run too, and the cache then is part of what the process holds)
    if kind == "oom_profiling" and own is not None and s.oom_total_bytes and own * GIB > util * s.oom_total_bytes \
            and record.kv_cache_tokens is None and record.num_gpu_blocks is None:
        ev.append(f"This process held {_size(own)}, more than gpu_memory_utilization {util:.2f} x "
                  f"{_size(s.oom_total_bytes / GIB)}: vLLM had not sized its KV cache yet (after that, weights, cache "
                  "and activations stay within that share), so the forward pass that failed was the profiling run.")
    if kind == "oom_profiling" and _oom_after_loading_before_kv(record, n, util):
        ev.append(f"The model's name ({record.model}) puts its weights at "
                  f"{_size(estimate_weight_bytes_upper_from_name(record.model, record.dtype) / GIB)} at most (its "
                  f"parameter count in 16 bits, +{ESTIMATE_NAME_TOLERANCE:.0%}; quantized weights are smaller): this "
                  f"process held {_size(own)}, so the weights had loaded.")
    total_printed = isinstance(n.get("total_gib"), (int, float))
    if record.oom_phase == "profiling" and _oom_larger_than_card(n) and not total_printed:
        ev.append(f"One allocation of {_size(n['tried_gib'])} is larger than any GPU kvroom knows (the paste does not "
                  "print this card's total): an activation of a forward pass (an attention over a long sequence "
                  "without a fused kernel, a huge batch), not a weight, which vLLM allocates one parameter at a time.")
    elif record.oom_phase == "profiling" and _oom_larger_than_card(n):
        ev.append(f"One allocation of {_size(n['tried_gib'])} is larger than the whole GPU: an activation of a forward "
                  "pass (an attention over a long multi-modal sequence without a fused kernel, a huge batch), not a "
                  "weight, which vLLM allocates one parameter at a time.")
    elsewhere = oom_memory_elsewhere_gib(n)
    if elsewhere is not None and s.oom_total_bytes and \
            elsewhere * GIB > max((1 - util) * s.oom_total_bytes, OTHER_PROCESS_FLOOR_BYTES):
        ev.append(f"This process held {_size(own)} of the {_size(s.oom_total_bytes / GIB)} card; the other "
                  f"{_size(elsewhere)} (total minus free minus this process, from torch's own figures) was held "
                  f"outside it, more than the {1 - util:.2f} of the card that gpu_memory_utilization {util:.2f}"
                  + ("" if s.utilization_in_log else " (the release's default)") + " leaves to others.")
        if n.get("listed_processes_gib"):
            ev.append("torch lists the other processes on the card: " + ", ".join(
                _size(v) for v in n["listed_processes_gib"]) + " (nvidia-smi names them).")
        if own is not None and elsewhere <= own:
            return Diagnosis("other_process", f"Out of memory because memory outside this process ({_size(elsewhere)}) "
                             f"took more of the card than the {1 - util:.2f} share gpu_memory_utilization leaves to "
                             "others: vLLM sizes its own work to that share, and the last allocation found the rest "
                             "gone.", tuple(ev))
        return Diagnosis("other_process", "Out of memory because other processes hold most of the GPU: this "
                         "process's own weights and buffers are small next to the card.", tuple(ev))
    if record.message_row == "oom_in_prose" and record.shell_killed_seen:
        # a reporter's "out of memory" names no memory; the shell's "Killed" (bash's job report of a SIGKILL) or the
        # kernel's "Out of memory: Killed process" in the same paste is the host's OOM killer (mm/oom_kill.c): a CUDA
        # OOM is torch's exception, never a SIGKILL
        ev.append("The paste holds the shell's report that the process was killed (\"Killed\", SIGKILL) or the "
                  "kernel's OOM-killer line: the host's OOM killer ended it. A GPU out of memory raises torch's error "
                  "instead; it does not kill the process.")
        return Diagnosis("host_memory_exhausted", "Out of host memory: the system's OOM killer ended vLLM (the shell "
                         "reports it \"Killed\"). RAM or swap ran out, or a container's memory limit (loading, "
                         "torch.compile and graph capture all take host memory, per worker). Not GPU memory: no GPU "
                         "setting changes it.", tuple(ev))
    if record.sleep_wake_up_seen and (kind or "").startswith("oom") and not host_oom_killed(record.message_text) \
            and record.oom_phase in (None, "unknown"):
        # sleep mode (vllm/device_allocator/cumem.py): sleep() offloads or discards the pool's tagged memory and unmaps
        # it; wake_up() maps the same pool back (create_and_map -> cuMemCreate, csrc/cumem_allocator.cpp), all of it, on a
        # GPU that others used meanwhile: an RL framework's trainer colocated with the rollout engine
        ev.insert(0, "The OOM is vLLM's sleep mode waking up (wake_up re-maps the memory pool that sleep() released: "
                     "the weights and the KV cache, gpu_memory_utilization x total): vLLM had started and run before, so "
                     "the memory was taken while it slept.")
        return Diagnosis("other_process", "Out of memory when vLLM woke from sleep mode: what used the GPU while it "
                         "slept (a colocated trainer's parameters, optimizer states, activations or torch's cache) still "
                         "holds the memory vLLM's pool must map back. Not a start-up sizing question: vLLM's length, KV "
                         "dtype and parallel sizes are not the lever.", tuple(ev))
    if record.llm_built_twice and not record.engine_restarted and record.oom_phase not in ("kv_cache_allocation",):
        ev.append("The pasted code builds a second vllm.LLM for another model a few lines after the first: the first "
                  "engine is still alive while the second starts (Python rebinds the name only after the call returns), "
                  "with its weights and KV cache on the GPU.")
        return Diagnosis("other_process", "Out of memory because an earlier engine in the same process still holds "
                         "the GPU: vLLM gives an engine's memory back only when that engine is gone, and the script "
                         "builds the next LLM(...) beside it.", tuple(ev))
    if record.engine_restarted:
        ev.append("The paste shows an engine that finished starting (its CUDA graphs captured, or its engine "
                  "initialized), then another engine's config line: the OOM is the second engine's.")
        return Diagnosis("other_process", "Out of memory because an earlier engine still holds the GPU: one vLLM "
                         "engine finished starting in this paste and another began beside it; vLLM gives its memory back "
                         "only when that engine (its LLM object, or its server process) is gone.", tuple(ev))
    if record.message_row == "tpu_xla_resource_exhausted":
        return _tpu_xla_oom(kind, n, ev)
    if kind == "oom_cuda_graph" and record.cudagraph_profiling_seen:
        # GPUModelRunner.profile_cudagraph_memory, inside determine_available_memory (0.18+, spec §7.3 item 5)
        return Diagnosis("oom_cuda_graph", "Out of memory while vLLM measured its CUDA graphs' memory during profiling "
                         "(profile_cudagraph_memory captures the first graphs before the KV cache is sized): the "
                         "weights and the profiling run left too little for them. The KV share plays no part yet, so a "
                         "lower gpu_memory_utilization does not help; no graphs, fewer or smaller ones do.", tuple(ev))
    if kind == "oom_cuda_graph":
        return Diagnosis("oom_cuda_graph", "Out of memory while capturing CUDA graphs: the KV cache had already taken "
                         "its share and the graphs did not fit in what was left.", tuple(ev))
    if kind == "oom_profiling" and sampler_warm_up(s) and "dummy_requests" not in n \
            and KERNEL_WARM_UP_RE.search(record.message_text or ""):
        return Diagnosis("oom_profiling", "Out of memory in vLLM's warm-up of its kernels (autotuning, then the "
                         "sampler's dummy requests), which runs after the KV cache took its share of "
                         "gpu_memory_utilization x total: what was left did not hold the warm-up. A shorter context is "
                         "no lever; a lower utilization or fewer sequences is.", tuple(ev))
    if kind == "oom_profiling" and sampler_warm_up(s):
        reqs = n.get("dummy_requests")
        return Diagnosis("oom_profiling", "Out of memory in vLLM's warm-up of the sampler (or pooler), after the KV "
                         "cache took its share: the logits of " + (f"{_count(reqs)} dummy requests" if reqs else
                                                                   "max_num_seqs dummy requests")
                         + " (requests x vocabulary, sorted for top-k/top-p) did not fit in what was left. Its size "
                         "follows max_num_seqs, not the context length.", tuple(ev))
    total = s.oom_total_bytes or s.total_bytes
    if kind == "oom_profiling" and s.weights_bytes and total and s.weights_bytes > util * total:
        # vLLM's KV budget is util x total - (weights + activations + non-torch) (V1 gpu_worker.py::
        # determine_available_memory, V0 worker.py::determine_num_available_blocks): weights above util x total
        # leave it negative whatever the profiling run's batch, so the run's OOM is not the lever
        ev.insert(0, f"The weights take {_g(s.weights_bytes / GIB)} GiB per GPU, more than gpu_memory_utilization "
                     f"{util:.2f} x {_size(total / GIB)} = {_size(util * total / GIB)}: even had the profiling run fit, "
                     "vLLM's KV budget (that share minus weights and activations) would be below zero.")
        return Diagnosis("weights_exceed_budget", "Out of memory in the profiling run, with the weights alone above "
                         "the share of the card vLLM was allowed: a smaller profiling batch would only move the failure "
                         "to 'No available memory for the cache blocks'.", tuple(ev))
    if warm_up_after_sizing(s) and not sampler_warm_up(s):
        # vLLM sizes the KV cache after its profiling run and allocates it before the warm-ups (v1/worker/
        # gpu_worker.py: determine_available_memory, initialize_from_config, then compile_or_warm_up_model's kernel
        # warm-up, dummy runs and sampler warm-up): an OOM below a printed cache size is one of those warm-ups
        return Diagnosis("oom_profiling", "Out of memory in vLLM's warm-up after the KV cache was sized (the log "
                         "printed its size): the cache had taken its share of gpu_memory_utilization x total, and the "
                         "warm-up's dummy runs did not fit in what was left. A lower utilization (a smaller cache) or a "
                         "smaller token budget is the lever, not the context length.", tuple(ev))
    if kind == "oom_profiling" and s.oom_in_sampler:
        held = n.get("allocated_by_pytorch_gib")
        if isinstance(held, (int, float)) and s.oom_total_bytes and held * GIB >= util * s.oom_total_bytes:
            # at the sampling step the forward pass's activations are freed: what PyTorch holds is mostly the weights
            ev.append(f"PyTorch held {_size(held)} of the {_size(s.oom_total_bytes / GIB)} card at that step, above "
                      f"gpu_memory_utilization {util:.2f} x total, with the forward pass's activations already freed: "
                      "the weights nearly fill the card, so with fewer sequences the next stop is likely 'No available "
                      "memory for the cache blocks' (a GPU with more memory or a quantized checkpoint is the lasting "
                      "fix).")
        return Diagnosis("oom_profiling", "Out of memory in the profiling run's sampling step (vLLM's sampler): the "
                         "float32 logits of max_num_seqs dummy sequences (sequences x vocabulary) did not fit next to "
                         "the weights. Their size follows max_num_seqs, not the context length.", tuple(ev))
    if kind == "oom_profiling":
        if s.weights_bytes:
            ev.insert(0, f"The weights had loaded ({_g(s.weights_bytes / GIB)} GiB per GPU); the OOM came after.")
        return Diagnosis("oom_profiling", "Out of memory in the profiling run after loading: one batch of "
                         "max_num_batched_tokens (without chunked prefill: max_model_len) tokens and max_num_seqs "
                         "sequences did not fit next to the weights.", tuple(ev))
    if kind == "oom_forward" and "Triton Error [CUDA]" in (record.message_text or ""):
        ev.insert(0, "Triton's launcher ran out of GPU memory loading or launching a kernel (its autotuner tries "
                     "several configurations the first time a kernel runs): Triton kernels run in forward passes, after "
                     "the weights had loaded, so more GPUs or smaller weights are not the first lever.")
    elif kind == "oom_forward":
        ev.insert(0, "The traceback is inside a model's forward(): the weights had loaded (vLLM runs forward passes "
                     "only after loading), so more GPUs or smaller weights are not the first lever.")
        return Diagnosis("oom_unknown_phase", "Out of memory in a forward pass after loading: the profiling run, "
                         "CUDA-graph capture or a first request (the paste does not show which).", tuple(ev))
    if kind == "oom_loading" and "unable to mmap" in (record.message_text or ""):
        size = n.get("mmap_bytes")
        ev.append("torch could not map " + (f"{size / GIB:.2f} GiB of " if isinstance(size, (int, float)) else "")
                  + "a checkpoint file into host memory (\"Cannot allocate memory\", ENOMEM, c10/core/MapAllocator.cpp): "
                  "safetensors' loader maps each shard whole, so the host's RAM, a container's memory limit or the "
                  "process's address-space limit (ulimit -v) is too small for it.")
        return Diagnosis("host_memory_exhausted", "Out of host memory while loading the weights: a checkpoint shard "
                         "could not be mapped into the host's memory. Not GPU memory: no GPU setting changes it.",
                         tuple(ev))
    if record.message_row == "jit_compiler_killed":
        ev.append("The build's compiler was killed with SIGKILL (ninja's exit status 137 = 128 + 9, gcc's \"Killed "
                  "signal terminated program\", nvcc's \"died due to signal 9\"): the kernel's OOM killer, as a rule. "
                  "ninja runs as many compiler jobs as MAX_JOBS allows (else one per CPU core, torch's "
                  "cpp_extension._get_num_workers), and each nvcc of a CUTLASS kernel can take several GiB of RAM.")
        return Diagnosis("host_memory_exhausted", "Out of host memory while a kernel was compiled at start-up (FlashInfer's "
                         "JIT or a torch C++ extension, built by ninja): the system killed the compiler. Not GPU memory: "
                         "no GPU setting changes it; fewer parallel compiler jobs or prebuilt kernels do.", tuple(ev))
    if kind == "oom_loading" and host_oom_killed(record.message_text):
        # the kernel's OOM killer before the KV cache was sized (logs/patterns.py host_oom_killer_kernel): the host's
        # RAM or the container's memory cgroup, while the weights load (each worker's shared-memory staging of its
        # shard, safetensors pages, a large tokenizer or table loaded on the host)
        ev.append("The kernel's \"out of memory: Killed process\" is the host's OOM killer"
                  + (" for the container's memory limit (a memory cgroup)" if "cgroup" in (record.message_text or "")
                     else "") + ": host RAM ran out, not the GPU's (a CUDA OOM prints torch's error instead).")
        return Diagnosis("host_memory_exhausted", "The system killed vLLM's process before its KV cache was sized (while the weights load, as a rule): host memory "
                         "(RAM, or the container's limit) ran out. Not GPU memory: no GPU setting changes it.",
                         tuple(ev))
    if kind == "oom_kv_cache" and host_oom_killed(record.message_text):
        cpu = n.get("num_cpu_blocks")
        ev.append("The shell's \"Killed\" (or the kernel's \"Out of memory: Killed process\") is the host's OOM "
                  "killer: host memory ran out, not the GPU's (a CUDA OOM prints torch's error instead).")
        if isinstance(cpu, int) and cpu > 0:
            ev.append(f"'# CPU blocks: {cpu:,}': this V0 release pins --swap-space GiB (default 4) of host memory per "
                      "GPU for them right after that line (worker/cache_engine.py).")
        return Diagnosis("oom_kv_cache", "The system killed vLLM while it allocated the KV cache, right after sizing "
                         "it: host memory ran out (the CPU swap blocks are pinned host memory, and on a unified-memory "
                         "device such as a Jetson or a GB10 the GPU's cache is host memory too).", tuple(ev))
    if kind == "oom_kv_cache":
        return Diagnosis("oom_kv_cache", "Out of memory allocating the KV cache: memory vLLM had counted as free was "
                         "taken meanwhile (another process on the card).", tuple(ev))
    if record.oom_phase in ("device_init", "before_loading"):
        ev.insert(0, "The failed call is CUDA's own (\"CUDA error: out of memory\", not torch's \"Tried to allocate\") "
                     "or the worker's init_device, before any weight was read: the GPU was already full when this "
                     "process started.")
        return Diagnosis("other_process", "Out of memory before loading anything: CUDA could not set up this process "
                         "on the GPU (its context, the first memory query), so memory was held elsewhere: another "
                         "process, or a previous vLLM or container still releasing it.", tuple(ev))
    if (s.dtype or "").lower() in ("float", "float32", "torch.float32"):
        ev.insert(0, f"The launch says --dtype {s.dtype}: 4 bytes per weight instead of 2.")
        return Diagnosis("dtype_float32", "Out of memory while loading: --dtype float loads the weights in 32 bits, "
                         "twice what the model needs in half precision.", tuple(ev))
    unplaced = record.model_loading_gib is None and record.oom_phase == "unknown" and _frames_absent(record)
    by_size = _oom_placed_by_weights(record, s, n) if unplaced else None
    if by_size == "loaded":
        by_name = estimate_weight_bytes_upper_from_name(record.model, s.dtype) is not None
        basis = (f"the name {record.model!r} in 16 bits" if by_name else
                 f"the checkpoint's {_size(record.checkpoint_gib)} vLLM printed, over tensor_parallel_size "
                 f"{s.tensor_parallel_size or 1}")
        ev.insert(0, f"PyTorch had allocated {_size(n['allocated_by_pytorch_gib'])} in this process, more than the "
                     f"weights can take per GPU ({basis}, +{ESTIMATE_NAME_TOLERANCE:.0%}): "
                     "the weights had loaded, so the OOM came after, in a forward pass (the profiling run, CUDA-graph "
                     "capture or a first request) or the KV cache's allocation.")
        return Diagnosis("oom_unknown_phase", "Out of memory after the weights had loaded, at a point the pasted part "
                         "does not show (the profiling run, CUDA-graph capture or the KV cache).", tuple(ev))
    if record.oom_phase == "loading" or (unplaced and (by_size == "too_big" or _log_shows_no_loading_end(record))):
        tp = s.tensor_parallel_size or 1
        ev.insert(0, f"No 'Model loading took' line before the OOM: it happened while loading the weights "
                     f"(tensor_parallel_size {tp}).")
        guess = estimate_weight_bytes_from_name(s.model_name, s.dtype, s.quantization)
        if guess is not None:
            params, low, high = guess
            ev.append(f"The model's name says {params:g}B parameters: about {_g(low / GIB)}-{_g(high / GIB)} GiB of "
                      f"weights in {s.dtype or '16-bit'} (an estimate from the name, +/-{ESTIMATE_NAME_TOLERANCE:.0%}), "
                      f"{_g(low / tp / GIB)} GiB or more per GPU at tensor_parallel_size {tp}.")
        return Diagnosis("weights_do_not_fit", "Out of memory while loading: the weights do not fit on the GPU(s) as "
                         "configured.", tuple(ev))
    return Diagnosis("oom_unknown_phase", "CUDA out of memory, at a point of startup the pasted part does not show.",
                     tuple(ev))


# Below this much memory held outside the process, torch's figures (rounded, with the driver's own reservations) do
# not show another process: kvroom's threshold, not vLLM's.
OTHER_PROCESS_FLOOR_BYTES = GIB // 2
# the most a vLLM process holds on a card beyond PyTorch's allocations (its CUDA context, ~0.3-0.6 GiB, with cuBLAS and
# NCCL workspaces and PyTorch's reserved-but-unallocated blocks): a bound, not an estimate of it
OWN_OVERHEAD_GIB = 2.0


def oom_held_by_this_process_gib(n: dict[str, Any]) -> float | None:
    """What the failing process held on the card, from torch's OOM text (c10/cuda/CUDACachingAllocator.cpp): torch
    >= 2.1 prints "Including non-PyTorch memory, this process has X memory in use"; inside a container NVML's pid is
    not the process's own, so the process is listed as "Process P has X memory in use" instead -- taken as this process
    when it is the only one listed and holds at least the "X is allocated by PyTorch" (MiniCPM-V#612, dots.ocr#196);
    torch < 2.1 prints "R reserved in total by PyTorch", to which the CUDA context is added (loadfit's
    ESTIMATE_PRE_LOAD_BYTES, an estimate). None when the text cannot tell (several processes, none of them "this")."""
    own = n.get("process_in_use_gib")
    allocated = n.get("allocated_by_pytorch_gib")
    # The "this process has X" figure is NVML's per-process count (torch's reportProcessMemoryInfo, from
    # nvmlDeviceGetComputeRunningProcesses' usedGpuMemory); where NVML cannot count per process (Windows WDDM, WSL, some
    # containers) it prints 0 bytes or less than torch's own "X is allocated by PyTorch", which is memory of this
    # very process: the process held at least that (tomecek's T4 log: "this process has 0 bytes", 14.38 GiB allocated),
    # and the "R is reserved by PyTorch but unallocated" beside it: the caching allocator's segments, cudaMalloc'ed by
    # this process and not yet handed out (torch's reserved total is A + R), chat-app's Phi-3.5 log: 16.17 + 3.27 GiB
    if isinstance(own, float) and isinstance(allocated, float) and allocated > own:
        spare = n.get("reserved_unallocated_gib")
        return allocated + (spare if isinstance(spare, float) and spare > 0 else 0.0)
    if isinstance(own, float):
        return own
    listed = n.get("listed_processes_gib") or ()
    if len(listed) == 1 and isinstance(allocated, float) and allocated <= listed[0]:
        return listed[0]
    # NVML lists every process with memory on the card, the failing one included (it holds a CUDA context): one
    # listed process that accounts for all the memory in use (total - free, within OTHER_PROCESS_FLOOR_BYTES) is this
    # process, even when the paste is cut before "allocated by PyTorch" (vllm#1949: 23.64 - 1.42 = 22.22 GiB)
    total, free = n.get("total_gib"), n.get("free_gib")
    if len(listed) == 1 and isinstance(total, (int, float)) and isinstance(free, (int, float)) \
            and abs(total - free - listed[0]) * GIB <= OTHER_PROCESS_FLOOR_BYTES:
        return listed[0]
    # several processes listed and none of them "this process": NVML counts this process's memory as what PyTorch
    # allocated plus its non-PyTorch memory (the CUDA context, cuBLAS / NCCL workspaces: OWN_OVERHEAD_GIB at most), so
    # the one listed process inside that window is this one (dynamo#1422: 1.31 GiB allocated; 42.16 and 1.79 listed)
    # Taken only where the others hold more than this one: a process that fills most of the card itself (a load that
    # climbs past it, vllm#31805's 70.13 GiB beside another's 8.96) is not read as crowded out by a smaller neighbour
    if len(listed) > 1 and isinstance(allocated, float):
        mine = [v for v in listed if allocated <= v <= allocated + OWN_OVERHEAD_GIB]
        if len(mine) == 1 and sum(listed) - mine[0] > mine[0]:
            return mine[0]
    reserved = n.get("reserved_by_pytorch_gib")
    if isinstance(reserved, float):
        from kvroom.loadfit import ESTIMATE_PRE_LOAD_BYTES

        return reserved + ESTIMATE_PRE_LOAD_BYTES / GIB
    return None


def oom_memory_elsewhere_gib(n: dict[str, Any]) -> float | None:
    """GPU memory held outside the failing process at the OOM: total capacity - free - this process (torch's figures).
    None when any of the three is missing."""
    own = oom_held_by_this_process_gib(n)
    total, free = n.get("total_gib"), n.get("free_gib")
    if own is None or not isinstance(total, (int, float)) or not isinstance(free, (int, float)):
        return None
    return max(0.0, total - free - own)


def _oom_larger_than_card(n: dict[str, Any]) -> bool:
    """The failed allocation is larger than the whole GPU: the card's total from torch's text, or, when the paste
    does not print it, the largest card kvroom knows (data/gpus.json; vllm#7590: 1024 GiB)."""
    tried, total = n.get("tried_gib"), n.get("total_gib")
    if not isinstance(tried, (int, float)):
        return False
    if isinstance(total, (int, float)) and total > 0:
        return tried > total
    from kvroom.gpus import load_catalog

    return tried * GIB > max(g.total_memory_bytes for g in load_catalog())


def _oom_after_loading_before_kv(record: Any, n: dict[str, Any], utilization: float) -> bool:
    """torch's figures place an OOM no line placed between loading and the KV cache: this process held more than
    its weights can take (so loading had finished) and more than gpu_memory_utilization x total (so the KV cache was
    not sized yet: once it is, weights + KV + activations stay within that share, V0
    worker.py::determine_num_available_blocks, V1 gpu_worker.py::determine_available_memory). The weights' upper
    bound is the model's name in 16 bits (or the --dtype's size when larger), +ESTIMATE_NAME_TOLERANCE: a quantized
    checkpoint is smaller (vllm#1949: 22.22 GiB held, a 7B AWQ model, 0.9 x 23.64 GiB)."""
    own, total = oom_held_by_this_process_gib(n), n.get("total_gib")
    if own is None or not isinstance(total, (int, float)) or own <= utilization * total:
        return False
    upper = estimate_weight_bytes_upper_from_name(record.model, record.dtype)
    return upper is not None and own * GIB > upper


def place_wsl_expandable_segments(record: Any) -> Any:
    """An OOM under WSL2 with PyTorch's expandable_segments allocator on is the allocator's: its segments are mapped
    with CUDA's virtual-memory calls (cuMemCreate / cuMemMap / cuMemSetAccess, c10/cuda/CUDACachingAllocator.cpp
    ExpandableSegment), which WSL2's GPU paravirtualisation refuses or reports as out of memory (pytorch#192330;
    club-3090#60: the Marlin repack after loading, fixed by expandable_segments:False). The kind becomes the allocator
    configuration's, read by kvroom.launchchecks; a host OOM killer or another failure stays what it is."""
    if not (record.wsl_seen and record.expandable_segments_seen) or not (record.message_kind or "").startswith("oom"):
        return record
    if host_oom_killed(record.message_text) or record.message_row == "host_mmap_enomem":
        return record
    return replace(record, message_kind="allocator_config_incompatible", message_row="wsl_expandable_segments")


# the names of vLLM's compiled quantized-GEMM and repack ops (vllm/_custom_ops.py: gptq_marlin_repack, awq_marlin_repack,
# marlin_gemm, gptq_gemm, machete_mm, cutlass_scaled_mm, scaled_fp8_quant, ggml_dequantize, allspark_w8a16_gemm ...)
_QUANT_OP_RE = re.compile(r"marlin|gptq|awq|machete|cutlass|scaled_(?:mm|fp[48]|int8)|fp8|fp4|int8|ggml|gguf|allspark"
                          r"|aqlm|squeezellm|exl2|hqq|w8a8|w4a|wna16|moe_wna16")


def place_missing_op_off_cuda(record: Any) -> Any:
    """vLLM's compiled op missing ("'_C' object has no attribute 'gptq_marlin_repack'") under vLLM's CPU backend is no
    torch mismatch: the CPU build compiles only the CPU kernels (csrc/cpu), so a quantized checkpoint whose method needs
    a CUDA kernel (Marlin, GPTQ, FP8 repacks) finds none. The method is unsupported on this platform. The same for a
    quantization op on the other platforms that build no CUDA kernels (Intel XPU, TPU, Gaudi: CMakeLists.txt compiles
    csrc's CUDA sources for CUDA and ROCm only), where vLLM's method choice sent a layer to a CUDA kernel."""
    if record.message_kind != "torch_abi_mismatch" or "missing_op" not in dict(record.numbers):
        return record
    on_cpu = record.platform == "cpu" or record.kv_cache_device == "CPU"
    if not on_cpu and not (record.platform in ("xpu", "tpu", "hpu")
                           and _QUANT_OP_RE.search(str(dict(record.numbers)["missing_op"]))):
        return record
    return replace(record, message_kind="quantization_unsupported_gpu")


def _catalog_quantization(model: str | None) -> str | None:
    """The quantization method of a catalog model's own checkpoint (its config.json's quantization_config), or None."""
    if not model:
        return None
    from kvroom.errors import KvroomError
    from kvroom.sources.catalog import lookup

    try:
        facts = lookup(model).quantization
    except (KvroomError, ValueError):
        return None
    return facts.method if facts is not None else None


def place_triton_fp8(record: Any, launch: "Launch") -> Any:
    """Triton's "type fp8e4nv not supported in this architecture" (compute capability below 8.9) names no source of the
    fp8 e4m3 it was asked for: the launch does. FP8 weights (--quantization fp8, an FP8 checkpoint's name) make it a
    quantization the GPU cannot run (so does the kernel Triton quotes, when it is vLLM's FP8 weight GEMM or fused MoE);
    an fp8 KV cache a KV dtype the backend cannot run; else it stays the format."""
    if record.message_kind != "dtype_unsupported" or not triton_fp8_refused(record.message_text):
        return record
    weights = "fp8" in (launch.quantization or "").lower() or "fp8" in (launch.model or record.model or "").lower() \
        or record.fp8_weight_kernel_seen \
        or _catalog_quantization(launch.model or record.model) == "fp8"  # (DeepSeek-R1's own checkpoint is FP8)
    if weights:
        return replace(record, message_kind="quantization_unsupported_gpu")
    if (launch.kv_cache_dtype or "").startswith("fp8"):
        return replace(record, message_kind="kv_cache_dtype_unsupported")
    return record


# one of vLLM's own checks (a raise site, logs/raises.py) that refuses the KV cache's dtype: "DeepseekV4 fp8_ds_mla
# layout only supports fp8 kv-cache, got auto", "FlashAttention does not support FP8 kv-cache on this device", "DCP not
# support fp8 kvcache now", "nvfp4 KV cache is not supported with MLA ... backends", "... only supports non-quantized KV
# cache": the words name a KV cache and a dtype word next to a refusal (read on the site's text only)
_KV_DTYPE_CHECK_RE = re.compile(
    r"(?i)(?:\b(?:fp8\w*|nvfp4|int8|bf16|bfloat16|auto|quantized|scaled)\b[ -]?kv[- _]?cache\b"
    r"|kv[- _]?cache[ _]dtype\b)[^\n]{0,80}?(?:not supported|does not support|only supports?|not support|requires)"
    r"|(?:not supported|does not support|only supports?|not support|requires)\b[^\n]{0,60}?"
    r"\b(?:fp8\w*|nvfp4|int8|bf16|bfloat16|auto|non-quantized|quantized|scaled)\b[ -]?kv[- _]?cache\b"
    # (and a KV-cache quantization's own lookup refusing a dtype name, "Unknown TurboQuant cache dtype: 'auto'",
    # quantization/turboquant/config.py::TurboQuantConfig.from_cache_dtype)
    r"|\bUnknown \w{1,30} (?:kv[- _]?)?cache dtype\b"
    # (and an engine refusing the flag itself: "VLLM_USE_V1=1 is not supported with --kv-cache-dtype",
    # engine/arg_utils.py::_raise_or_fallback, 0.8.0-0.11.0)
    r"|not supported with --kv-cache-dtype\b")


def place_kv_dtype_check(record: Any) -> Any:
    """A check of vLLM's own (the raise-site reading, kind vllm_check_failed) whose message refuses the KV cache's
    dtype is that class, kv_cache_dtype_unsupported, with the site kept; launchchecks reads which dtype it takes."""
    if record.message_kind != "vllm_check_failed" or not record.raise_site:
        return record
    if not _KV_DTYPE_CHECK_RE.search(record.message_text or ""):
        return record
    return replace(record, message_kind="kv_cache_dtype_unsupported")


def place_oom_by_size(record: Any, utilization: float) -> Any:
    """An OOM the log's lines did not place, placed by torch's own figures (issue 10). Returns the record, with
    message_kind / oom_phase set to the profiling run when:

    * the OOM was in a forward pass after loading (oom_forward: a model's forward() or V0's "Error in model execution")
      and this process held more than gpu_memory_utilization x total. Once the KV cache is sized, weights + KV cache +
      the largest batch's activations stay within that share (V0 worker.py::determine_num_available_blocks: KV =
      total x utilization - peak; V1 gpu_worker.py::determine_available_memory: requested_memory - non-KV memory), so
      a process above it had not sized its KV cache yet: the forward pass was the profiling run (MiniCPM-V#612);
    * no line placed it and the failed allocation is larger than the whole GPU: weights are allocated one parameter
      at a time (model_loader/base_loader.py::load_model builds the model under torch.device), each a fraction of the
      model, so it is an activation, and the first forward pass of a start is the profiling run, which runs the
      largest batch vLLM will schedule (dots.ocr#196: 74.16 GiB on a 44.40 GiB card)."""
    kind = record.message_kind
    if kind not in ("oom_forward", "oom_loading") or record.oom_phase not in ("forward_pass", "unknown"):
        return record
    n = dict(record.numbers)
    own, total = oom_held_by_this_process_gib(n), n.get("total_gib")
    above_share = kind == "oom_forward" and own is not None and isinstance(total, (int, float)) \
        and own > utilization * total
    after_loading = kind == "oom_loading" and _oom_after_loading_before_kv(record, n, utilization)
    if above_share or after_loading or _oom_larger_than_card(n) or _oom_larger_than_any_weight(record, n):
        return replace(record, message_kind="oom_profiling", oom_phase="profiling")
    return record


# The most one weight tensor can be of a model's 16-bit weights by its name's count: the largest tensor vLLM allocates
# while loading is the embedding (vocab x hidden), a merged gate_up projection (2 x intermediate x hidden) or one
# layer's fused experts (experts x 2 x moe_intermediate x hidden); over the embedded catalog's models with a count in
# their names it is at most 0.30 of the name's parameters (google/gemma-3-1b-it's 262,144 x 1,152 embedding; 0.27 for
# Qwen2.5-0.5B, 0.26 for Llama-3.2-1B, under 0.17 from 3B on). Half the name's 16-bit weights (+ESTIMATE_NAME_TOLERANCE)
# leaves room for any of them.
_LARGEST_WEIGHT_SHARE = 0.5


def _oom_larger_than_any_weight(record: Any, n: dict[str, Any]) -> bool:
    """The failed allocation is larger than any one weight tensor of the model its name describes: vLLM allocates the
    weights one parameter at a time (model_loader/base_loader.py::load_model builds the model's modules, each
    parameter its own tensor), so an allocation above _LARGEST_WEIGHT_SHARE of the name's 16-bit weights is an
    activation: a forward pass after loading, the first of which is the profiling run (qwen3#845: 9.25 GiB for
    Qwen2-7B, one layer's gate_up activation over a 131,072-token profiling batch)."""
    tried = n.get("tried_gib")
    upper = estimate_weight_bytes_upper_from_name(record.model, record.dtype)
    return isinstance(tried, (int, float)) and upper is not None and tried * GIB > _LARGEST_WEIGHT_SHARE * upper


# vLLM's own records printed before the weights finish loading: the version banners, the engine's config and
# non-default arguments, the platform, the length and batching it settled on and the attention backend it picked
# (while the model is built; logs/patterns.py). A paste holding one of them shows the stretch of the log where
# "Model loading took" would follow.
_BEFORE_LOADING_RECORDS = frozenset({
    "banner_api_server", "banner_engine", "banner_logo", "engine_v1_banner", "engine_v0_banner", "engine_config",
    "non_default_args", "using_max_model_len", "chunked_prefill_mnbt", "block_size_forced", "detected_platform",
    "confirmed_platform", "backend_selected", "backend_legacy", "backend_v1_engine", "sliding_window_cap",
})


def _log_shows_no_loading_end(record: Any) -> bool:
    """Whether the missing "Model loading took" line (vLLM logs it when the weights are in: worker/model_runner.py and
    v1/worker/gpu_model_runner.py::load_model, 0.5.5-0.33.0) says something: only when the OOM is printed text of a
    log (not a reporter's words, patterns.py oom_in_prose, whose place in a paste is not the log's order) and the paste
    holds a record vLLM prints before loading ends (_BEFORE_LOADING_RECORDS): a line missing after the stretch shown
    places the OOM in it. torch's figures (the card, what the process held) and a pasted command are no stretch of
    the log: torch raises the same "torch.OutOfMemoryError: CUDA out of memory" from every allocation
    (c10/cuda/CUDACachingAllocator.cpp), in loading, profiling, graph capture and the KV allocation alike, and a
    reporter who pastes only the error leaves out the lines before it whatever they were."""
    if not any(m.pattern == "oom" for m in record.matches):  # the message read is the prose row's
        return False
    if any(m.pattern in _BEFORE_LOADING_RECORDS for m in record.matches):
        return True
    # torch's whole OOM text and nothing of the log: what the process held, on what card. No line of the log places
    # it; kvroom takes the weights, the phase that fills a card with PyTorch's own allocations before any line of
    # vLLM's memory account is printed (an estimate: the graded real reports of tests/golden/wild put most such
    # pastes there), unless their size says otherwise (_oom_placed_by_weights)
    n = dict(record.numbers)
    return any(isinstance(n.get(k), float) for k in ("total_gib", "allocated_by_pytorch_gib", "process_in_use_gib"))


def _oom_placed_by_weights(record: Any, s: Situation, n: dict[str, Any]) -> str | None:
    """An OOM no line or frame placed, placed by the weights' size against torch's figures: "too_big" when the
    model's name puts its weights per GPU (16-bit or the --dtype's size, -ESTIMATE_NAME_TOLERANCE, split over
    tensor_parallel_size) above the whole card, so loading cannot have finished; "loaded" when PyTorch had allocated
    more in this process than the weights per GPU can take (+ESTIMATE_NAME_TOLERANCE), so loading had finished (vLLM
    allocates the weights through PyTorch's caching allocator, and the KV cache and activations only after them).
    None when the sizes cannot tell (no name, a quantized or MoE name, pipeline parallelism, no figures)."""
    if (s.pipeline_parallel_size or 1) > 1:
        return None
    tp = s.tensor_parallel_size or 1
    total = s.oom_total_bytes or s.total_bytes
    guess = estimate_weight_bytes_from_name(record.model, s.dtype, s.quantization)
    if guess is not None and total and guess[1] / tp > total:
        return "too_big"
    allocated = n.get("allocated_by_pytorch_gib")
    upper = estimate_weight_bytes_upper_from_name(record.model, s.dtype)
    if upper is None and isinstance(record.checkpoint_gib, float) and record.checkpoint_gib > 0 \
            and (s.dtype or "auto").lower() not in ("float32", "float"):
        # vLLM's own "Checkpoint size: X GiB" (the safetensors on disk, weight_utils.py 0.20+): the weights in memory
        # weigh no more (a --dtype float32 could double a 16-bit file: not used then), +ESTIMATE_NAME_TOLERANCE for
        # the parts every rank keeps whole (a vision tower, norms)
        upper = int(record.checkpoint_gib * GIB * (1 + ESTIMATE_NAME_TOLERANCE))
    if isinstance(allocated, float) and upper is not None and allocated * GIB > upper / tp:
        return "loaded"
    return None


def _frames_absent(record: Any) -> bool:
    """True when the message came with no traceback frames kvroom could place (a bare OOM line)."""
    text = record.message_text or ""
    return "File \"" not in text and not any(m.pattern == "oom" and "forward" in m.text for m in record.matches)


def _as_read(value: Any) -> Any:
    """A launch value as people read it: a float to at most four places (a wrapper's computed utilization prints
    with 16 digits, 0.8641841836125489 -> 0.8642), anything else as it is."""
    return f"{value:.4f}".rstrip("0").rstrip(".") if isinstance(value, float) else value


def _reconcile_lines(record: Any, s: Situation, launch: Launch, checks: dict[str, Any]) -> list[str]:
    """What the rebuilt launch and kvroom's re-check say about the log: matches, and what does not match."""
    lines = []
    pp_from_prefixes = record.pipeline_parallel_size is None and isinstance(record.worker_pp_rank, int)
    known = [f"{k}={_as_read(v)}" if not (k == "pp" and pp_from_prefixes) else f"pp>={v} (worker prefixes)"
             for k, v in (("tp", launch.tensor_parallel_size), ("pp", launch.pipeline_parallel_size),
                                      ("dtype", launch.dtype), ("kv_cache_dtype", launch.kv_cache_dtype),
                                      ("quantization", launch.quantization),
                                      ("gpu_memory_utilization", launch.gpu_memory_utilization),
                                      ("max_model_len", launch.max_model_len)) if v is not None]
    if known:
        lines.append("Launch rebuilt from the log: " + ", ".join(known) + ".")
    lines += _reconcile_with_plan(s, memory_account(record))
    if checks.get("needed_matches_log") is False:
        lines.append("kvroom's re-check of the rebuilt launch does not reproduce the printed KV need: the launch had "
                     "settings the log does not show (a wrapper's flags, another checkpoint) or the release differs.")
    return lines


def _reconcile_with_plan(s: Situation, account: dict[str, float]) -> list[str]:
    """Model and GPU known: kvroom's plan of the rebuilt launch (its memory budget) next to the profile the log
    printed; say what matches and name what does not (issue 10). Silent when either side is missing."""
    if s.model is None or s.request is None or not s.total_bytes:
        return []
    logged_kv = account.get("reserved_kv_gib", account.get("available_kv_gib"))
    logged_weights = account.get("weights_gib")
    if logged_kv is None and logged_weights is None:
        return []
    from kvroom.api import plan

    try:
        request = replace(s.request, gpu_memory_utilization=s.gpu_memory_utilization or 0.9)
        memory = plan(s.model, request).memory
        predicted_weights = memory.weights.bytes / GIB
        low, high = memory.available_kv_low_bytes / GIB, memory.available_kv_high_bytes / GIB
    except (KvroomError, AttributeError, TypeError):  # a budget kvroom cannot build for this launch
        return []
    out = []
    if logged_weights is not None:
        if abs(logged_weights - predicted_weights) <= max(0.5, 0.05 * predicted_weights):
            out.append(f"The weights in the log ({_g(logged_weights)} GiB) match the model's "
                       f"({_g(predicted_weights)} GiB per GPU).")
        else:
            out.append(f"The weights in the log ({_g(logged_weights)} GiB) do NOT match the model's "
                       f"({_g(predicted_weights)} GiB per GPU): another checkpoint, dtype or quantization than the "
                       "one kvroom was given.")
    if logged_kv is not None:
        if low - 1.0 <= logged_kv <= high + 1.0:
            out.append(f"The KV memory in the log ({_g(logged_kv)} GiB) is what kvroom's plan of this launch "
                       f"predicts ({_g(low)}-{_g(high)} GiB).")
        elif logged_kv < low:
            out.append(f"The log has {_g(logged_kv)} GiB for the KV cache where kvroom's plan of this launch predicts "
                       f"{_g(low)}-{_g(high)} GiB: less than expected -- another process on the card, a wrapper's "
                       "lower gpu_memory_utilization, or a release bug.")
        else:
            out.append(f"The log has {_g(logged_kv)} GiB for the KV cache, more than kvroom's plan of this launch "
                       f"({_g(low)}-{_g(high)} GiB): the launch had settings the log does not show.")
    return out


ESTIMATE_NAME_TOLERANCE = 0.15  # names round the count (72B for 72.7B) and leave out vision towers / MoE extras
_PARAMS_RE = re.compile(r"(?<![\w.])(\d{1,4}(?:\.\d{1,2})?)[Bb](?![a-zA-Z])")
_EXPERTS_RE = re.compile(r"(?<![\w.])(\d{1,3})[xX](\d{1,4}(?:\.\d{1,2})?)[Bb](?![a-zA-Z])")
_DTYPE_BYTES = {"float32": 4, "float": 4, "bfloat16": 2, "float16": 2, "half": 2, "auto": 2}


def estimate_weight_bytes_upper_from_name(name: str | None, dtype: str | None) -> int | None:
    """The most a checkpoint named like "dolphin-2.1-mistral-7B-AWQ" can weigh: its parameter count at 16 bits (the
    --dtype's size when larger), +ESTIMATE_NAME_TOLERANCE; quantized checkpoints weigh less. Empirical, like
    estimate_weight_bytes_from_name. A mixture of experts counts every expert ("8x7B" as 56B, "30B-A3B" as 30B). None
    for names without a count."""
    if not name:
        return None
    tail = name.replace("\\", "/").rstrip("/").split("/")[-1][:200]
    size = max(2, _DTYPE_BYTES.get((dtype or "auto").lower(), 4))
    # a mixture of experts: "8x7B" is at most 8 x 7B (the experts share attention and embeddings: Mixtral-8x7B has
    # 46.7B); "30B-A3B" names the total first and the active count after it (Qwen3-30B-A3B: 30.5B)
    experts = _EXPERTS_RE.search(tail)
    if experts:
        params = int(experts.group(1)) * float(experts.group(2))
    elif re.search(r"\d[xX]\d", tail):
        return None
    else:
        m = _PARAMS_RE.search(tail)
        params = float(m.group(1)) if m else 0.0
    if not 0.1 <= params <= 2000:
        return None
    return round(params * 1e9 * size * (1 + ESTIMATE_NAME_TOLERANCE))


def estimate_weight_bytes_from_name(name: str | None, dtype: str | None,
                                    quantization: str | None) -> tuple[float, int, int] | None:
    """(billions of parameters, low bytes, high bytes) from a model name like "Qwen2-VL-72B-Instruct", for the
    weights-only loading OOM when the model is not known to kvroom. Empirical: +/-ESTIMATE_NAME_TOLERANCE.
    None for quantized checkpoints, MoE names ("8x7B", "A3B") and names without a count."""
    if not name or quantization:
        return None
    tail = name.replace("\\", "/").rstrip("/").split("/")[-1][:200]
    if re.search(r"\d[xX]\d|-A\d{1,3}(?:\.\d)?B", tail) or re.search(r"(?i)awq|gptq|fp8|int4|int8|gguf|nvfp4", tail):
        return None
    m = _PARAMS_RE.search(tail)
    size = _DTYPE_BYTES.get((dtype or "auto").lower())
    if not m or size is None:
        return None
    params = float(m.group(1))
    if not 0.1 <= params <= 2000:
        return None
    nominal = params * 1e9 * size
    return params, int(nominal * (1 - ESTIMATE_NAME_TOLERANCE)), int(nominal * (1 + ESTIMATE_NAME_TOLERANCE))
