"""kvroom explain: a vLLM startup log in, a diagnosis and verified fixes out.

Pipeline: text -> kvroom.logs (parsed StartupRecord) -> this module (what the numbers mean, re-derived with
the core when the model is known) -> kvroom.fixes (ranked, re-checked fixes). Never prints.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from kvroom.core.engine import PlanRequest
from kvroom.core.releases import DEFAULT_RELEASE, Release
from kvroom.errors import InputError, KvroomError
from kvroom.fixes import GIB, HALF_CENTI_GIB, Fix, Situation, propose

SCHEMA_VERSION = 1


@dataclass(frozen=True)
class Explanation:
    record: Any  # kvroom.logs StartupRecord
    release: Release
    release_inferred: bool
    explanation: tuple[str, ...]
    fixes: tuple[Fix, ...]
    checks: dict[str, Any] = field(default_factory=dict)
    model_id: str | None = None

    @property
    def recognized(self) -> bool:
        r = self.record
        return bool(r.message_kind or r.kv_cache_tokens is not None or r.available_kv_gib is not None
                    or r.num_gpu_blocks is not None or r.autofit_to is not None)

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
            "checks": self.checks,
            "fixes": [f.to_dict() | {"command": f.command} for f in self.fixes],
            "context": {
                "max_model_len": r.max_model_len,
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
            },
        }


def explain(text: str | bytes | Any, *, model: str | None = None, gpu: str | None = None,
            vllm_version: str | None = None) -> Explanation:
    """Explain a vLLM log (text, bytes, or an already parsed StartupRecord)."""
    from kvroom import logs

    if not (hasattr(text, "message_kind") or isinstance(text, (str, bytes, bytearray, memoryview))):
        raise InputError(f"explain() takes the log text (str or bytes), got {type(text).__name__}")
    record = text if hasattr(text, "message_kind") else logs.parse_text(text)
    return explain_record(record, model=model, gpu=gpu, vllm_version=vllm_version)


def _release(record: Any, vllm_version: str | None) -> tuple[Release, bool]:
    if vllm_version:
        return Release.parse(vllm_version), False
    if record.vllm_version:
        try:
            return Release.parse(record.vllm_version), False
        except KvroomError:
            pass
    rng = record.vllm_version_range
    if rng is not None:
        text = str(rng).split(",")[0].strip().lstrip("<=").rstrip("+")
        first = text.split("-")[0].strip()
        try:
            return Release.parse(first), True
        except KvroomError:
            pass
    return Release.parse(DEFAULT_RELEASE), True


def _model(record: Any, model: str | None):
    name = model or record.model
    if not name:
        return None, None
    from kvroom.api import load_model

    try:
        return load_model(name) if model else _catalog_or_none(name), name
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
                   vllm_version: str | None = None) -> Explanation:
    release, inferred = _release(record, vllm_version)
    description, model_id = _model(record, model)
    n = dict(record.numbers)
    total = _gib(n.get("total_gib")) or _gib(record.device_total_gib)
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
    tensor_parallel_size = _count_or_none(record.tensor_parallel_size) or 1
    max_num_seqs = _count_or_none(n.get("max_num_seqs")) or _count_or_none(record.max_num_seqs)
    request = None
    if description is not None:
        request = PlanRequest(
            vllm_version=str(release),
            max_model_len=max_model_len,
            tensor_parallel_size=tensor_parallel_size,
            pipeline_parallel_size=_count_or_none(record.pipeline_parallel_size) or 1,
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
    situation = Situation(
        release=release,
        kind=record.message_kind or "",
        max_model_len=max_model_len,
        needed_bytes=_gib(n.get("needed_gib")),
        available_bytes=_gib(n.get("available_gib")),
        estimate=_count_or_none(n.get("estimated_max_model_len")),
        max_kv_tokens=_count_or_none(n.get("max_kv_tokens")),
        gpu_memory_utilization=_util_or_none(n.get("gpu_memory_utilization"))
        or _util_or_none(record.gpu_memory_utilization) or _default_util(release),
        total_bytes=total,
        free_bytes=_gib(n.get("free_gib")) or _gib(record.device_free_gib),
        weights_bytes=_gib(record.model_loading_gib),
        tensor_parallel_size=tensor_parallel_size,
        kv_cache_dtype=record.kv_cache_dtype,
        attention_backend=record.attention_backend or _implied_backend(record, release, gpu_spec),
        cuda_graph_bytes=_gib(record.cuda_graph_estimate_gib),
        max_num_seqs=max_num_seqs,
        mamba_blocks=_count_or_none(n.get("mamba_blocks")),
        derived_key=n.get("derived_key"),
        derived_max_model_len=_finite_or_none(n.get("derived_max_model_len")),  # vLLM can print "=inf"
        model=description,
        request=_match_batching(_safe_request(request, description), description, record,
                                _gib(n.get("needed_gib")), n.get("max_seq_len")),
        gpu_compute_capability=gpu_spec.gpu.sm if gpu_spec is not None and gpu_spec.gpu else None,
    )
    checks = _checks(situation)
    lines = _explain_lines(record, situation, checks)
    fixes = tuple(propose(situation)) if record.message_kind else ()
    return Explanation(record, release, inferred, tuple(lines), fixes, checks, model_id)


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


def _match_batching(request: PlanRequest | None, model: Any, record: Any, needed: int | None,
                    length: int | None) -> PlanRequest | None:
    """Sliding-window and chunked layers are sized by max_num_batched_tokens, whose default depends on the GPU
    (2048, or 8192 on >= 70 GiB cards, 16384 on >= 160 GiB). When the log names neither, pick the default that
    reproduces the printed "needed" figure (it is exact to 0.01 GiB)."""
    if request is None or needed is None or record.max_num_batched_tokens is not None:
        return request
    if not any(layer.kind in ("sliding", "chunked") for layer in model.attention_layers):
        return request
    from dataclasses import replace

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


def _count(value: Any) -> str:
    """A token count for the text; "?" when the log's number was cut or unreadable (the parser drops it, so a
    partial message must not crash the explanation with a None in a format spec)."""
    return f"{value:,}" if isinstance(value, (int, float)) and not isinstance(value, bool) else "?"


def _capacity_lines(record: Any, s: Situation) -> list[str]:
    """A log without a failure: where the memory went, and (model known) the longest context it allows."""
    lines = []
    if record.device_total_gib is not None and record.device_free_gib is not None:
        lines.append(f"At startup {record.device_free_gib} of {record.device_total_gib} GiB was free on the GPU.")
    if record.model_loading_gib is not None:
        lines.append(f"The weights took {record.model_loading_gib} GiB per GPU.")
    if record.available_kv_gib is not None:
        lines.append(f"vLLM kept {record.available_kv_gib} GiB per GPU for the KV cache"
                     + (" (negative: the weights and activations do not fit)." if record.available_kv_gib < 0 else "."))
        if s.model is not None and s.request is not None and record.available_kv_gib > 0:
            from kvroom.api import plan

            low = max(0, int((record.available_kv_gib - 0.005) * GIB))
            result = plan(s.model, s.request, kv_cache_memory_bytes=low, max_model_len=None)
            lines.append(f"With that memory the longest --max-model-len that starts is "
                         f"{result.decision.largest_max_model_len:,} tokens "
                         f"({result.kv_bytes_per_token():,} bytes of KV cache per token).")
    if record.autofit_to is not None:
        lines.append(f"Auto-fit lowered max_model_len from {record.autofit_from:,} to {record.autofit_to:,}.")
    return lines


def _explain_lines(record: Any, s: Situation, checks: dict[str, Any]) -> list[str]:
    n = dict(record.numbers)
    kind = record.message_kind
    lines: list[str] = []
    where = (f"vLLM {record.vllm_version}" if record.vllm_version and not record.vllm_version_inferred
             else f"vLLM {record.vllm_version_range} (inferred from the wording)" if record.vllm_version_range
             else "an unknown vLLM release")
    if kind == "kv_cache_too_small":
        lines.append(
            f"{where} refused to start: one request at the full context of {_count(n.get('max_seq_len'))} tokens needs "
            f"{n.get('needed_gib')} GiB of KV cache, but only {n.get('available_gib')} GiB is left for it per GPU "
            "after weights, activations and overheads."
        )
        if n.get("estimated_max_model_len"):
            lines.append(f"vLLM's own estimate of the longest context that fits: {n['estimated_max_model_len']:,} tokens.")
        if record.max_model_len is None or record.requested_max_model_len is None:
            lines.append("Without --max-model-len vLLM uses the model's full context, which is what did not fit.")
        if "needed_matches_log" in checks:
            verdict = "matches" if checks["needed_matches_log"] else "does NOT match (check the model and flags)"
            lines.append(f"kvroom recomputed the KV need from the model: {checks['needed_recomputed_gib']} GiB, which "
                         f"{verdict} the log ({checks['kv_bytes_per_token']:,} bytes per token).")
        if "estimate_proportional_range" in checks and "estimate_recomputed_range" not in checks:
            lo, hi = checks["estimate_proportional_range"]
            lines.append(f"From the printed figures alone (full attention: KV grows with the length) the estimate "
                         f"is between {lo:,} and {hi:,} tokens.")
        if "estimate_recomputed_range" in checks:
            lo, hi = checks["estimate_recomputed_range"]
            lines.append(f"From the printed available memory (rounded to 0.01 GiB) kvroom's core gives an estimate "
                         f"between {lo:,} and {hi:,} tokens.")
    elif kind == "kv_cache_too_small_v0":
        lines.append(
            f"{where} (V0 engine) refused: max_model_len {_count(n.get('max_seq_len'))} is more than the "
            f"{_count(n.get('max_kv_tokens'))} tokens its KV cache blocks can hold."
        )
    elif kind == "no_kv_memory":
        lines.append("Nothing was left for the KV cache: weights plus activations already use all of the memory vLLM "
                     "was allowed. A shorter --max-model-len does not help; smaller weights, more GPUs or a higher "
                     "utilization do.")
    elif kind == "free_memory_low":
        lines.append(
            f"Before loading, only {n.get('free_gib')} of {n.get('total_gib')} GiB was free, less than the "
            f"{n.get('requested_gib')} GiB that gpu_memory_utilization {n.get('gpu_memory_utilization')} asks for. "
            "vLLM asks for a fraction of the total memory, so another process on the GPU blocks it."
        )
    elif kind == "mamba_blocks":
        lines.append(f"max_num_seqs ({n.get('max_num_seqs')}) is more than the {n.get('mamba_blocks')} Mamba state "
                     "blocks that fit: every running sequence needs one.")
    elif kind == "oom_loading":
        lines.append("CUDA ran out of memory while loading the weights: the model does not fit on these GPUs as "
                     "configured.")
    elif kind == "max_len_over_derived":
        lines.append(f"--max-model-len {n.get('max_seq_len')} is above what the model's config allows "
                     f"({n.get('derived_key')}={n.get('derived_max_model_len')}).")
    if not kind:
        lines += _capacity_lines(record, s)
    if record.kv_cache_tokens is not None:
        lines.append(f"KV cache capacity: {record.kv_cache_tokens:,} tokens"
                     + (f", {record.max_concurrency:.2f}x concurrency at {record.concurrency_tokens_per_request:,} tokens"
                        if record.max_concurrency is not None and record.concurrency_tokens_per_request else "") + ".")
    if record.attention_backend:
        lines.append(f"Attention backend in the log: {record.attention_backend} (vLLM's error never names it).")
    if s.model is None and kind in ("kv_cache_too_small", "kv_cache_too_small_v0"):
        lines.append("Pass --model to let kvroom re-check every fix with the model's own KV geometry.")
    return lines
