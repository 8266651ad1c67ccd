"""Accuracy of kvroom's memory budget against real vLLM logs.

Runs kvroom.core.budget over every case of ../shared/cases/real_reports.jsonl that names a model kvroom can
describe, a GPU it knows (or a printed total) and an available-KV figure, and prints predicted vs reported
available KV memory, the error as % of GPU memory, and the median absolute error for the calibration cases and
the held-out cases separately. When kvroom.api.plan exists it also prints the plan's verdict and max length.

Weights: the log's "Model loading took" figure when the case has one (this isolates the budget's own estimates),
else kvroom.core.weights. Usage:  PYTHONPATH=src python tools/accuracy.py [--cases PATH]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

from kvroom.core.budget import CALIBRATION_CASES, GiB, estimate_available_kv
from kvroom.errors import KvroomError
from kvroom.gpus import lookup_gpu

DEFAULT_CASES = Path(__file__).resolve().parents[1] / ".." / "shared" / "cases" / "real_reports.jsonl"

# Checkpoints the catalog lacks, mapped to the catalog model with the same geometry (activation depends on
# hidden/intermediate/vocab sizes, not on the quantization).
GEOMETRY_OF = {
    "RedHatAI/Llama-3.3-70B-Instruct-FP8-dynamic": "meta-llama/Llama-3.3-70B-Instruct",
    "meta-llama/Meta-Llama-3.1-405B-Instruct-FP8": "meta-llama/Llama-3.1-405B-Instruct",
    "BatsResearch/bonito-v1": "mistralai/Mistral-7B-Instruct-v0.3",  # Mistral-7B fine-tune (vocab 32000 vs 32768)
}

# What the case files leave unstated, per case: the release (engine and defaults follow from it), parallelism
# and max_model_len. Each is an assumption and is printed with the row.
ASSUME = {
    # llm-d: post-capture "Free memory on device" summary (0.10.2+) and graphs outside the budget (<0.20)
    "llmd-*": {"release": "0.11.0", "why": "llm-d run: 0.10.2-0.19 (graphs not subtracted), 0.11.0 assumed"},
    # V0 "Memory profiling results" line format (0.6.4-0.6.6 era, Dec 2024)
    "vllm-10517-*": {"release": "0.6.6", "why": "V0 profiling line of Dec 2024"},
    "vllm-6746-llama31-405b-fp8-8xh100": {"release": "0.5.5", "tp": 8, "max_model_len": 131072,
                                          "why": "July 2024 V0 (0.5.3; oldest modelled 0.5.5), TP 8 from 8 workers"},
    "bonito-7-a10g": {"release": "0.5.5", "max_model_len": 32768, "util": 0.9,
                      "why": "March 2024 V0 (0.3.x; oldest modelled 0.5.5), default utilization 0.9"},
}

# A verbatim public vLLM log not in the cases file (stored code index, file id 7292846353): vLLM 0.10.2, 2x H200,
# Qwen3-Next-80B-A3B-Instruct TP=2, "Free memory on device (139.21/139.81 GiB) ... 74.28 GiB for weight, 5.58 GiB
# for peak activation, 1.38 GiB for non-torch memory", "Available KV cache memory: 44.59 GiB".
EXTRA_CASES = [
    {"case_id": "extra-h200-qwen3next-tp2-v0102", "model_id": "Qwen/Qwen3-Next-80B-A3B-Instruct",
     "gpu_model": "NVIDIA H200", "vllm_version": "0.10.2", "tensor_parallel_size": 2, "gpu_memory_utilization": 0.9,
     "max_model_len_requested": 262144, "outcome": "startup_ok",
     "numbers": {"model_loading_gib": 74.2812, "available_kv_cache_memory_gib": 44.59, "total_memory_gib": 139.81}},
]


@dataclass
class Row:
    case_id: str
    held_out: bool
    gpu: str
    total_gib: float
    weights_src: str
    predicted_gib: float
    low_gib: float
    high_gib: float
    reported_gib: float
    reported_src: str
    assumption: str
    verdict: str = ""

    @property
    def error_pct(self) -> float:
        return 100.0 * (self.predicted_gib - self.reported_gib) / self.total_gib


def _assumptions(case_id: str) -> dict:
    for key, value in ASSUME.items():
        if key == case_id or (key.endswith("*") and case_id.startswith(key[:-1])):
            return value
    return {}


def _gpu(case: dict):
    text = (case.get("gpu_model") or "").split("(")[0].replace(" 24G", "").strip()
    if not text:
        return None
    for candidate in (text, text.replace("NVIDIA ", "")):
        try:
            return lookup_gpu(candidate)
        except KvroomError:
            continue
    return None


def _model(model_id: str):
    from kvroom.sources import catalog

    return catalog.lookup(GEOMETRY_OF.get(model_id, model_id))


def _kv_bytes_per_token(model, tp: int) -> int | None:
    """Full-attention models only: 2 (K, V) x heads per rank x head size x 2 bytes, summed over layers."""
    layers = model.attention_layers
    if not layers or model.mamba_layers or any(layer.kind != "full" for layer in layers):
        return None
    return sum(2 * max(1, layer.num_kv_heads // tp) * layer.head_size * 2 for layer in layers)


def _reported(case: dict, model, tp: int) -> tuple[float, str] | None:
    n = case["numbers"]
    for key in ("available_kv_cache_memory_gib", "kv_available_gib", "kv_cache_size_gib"):
        if n.get(key) is not None:
            return float(n[key]), key
    tokens = n.get("kv_cache_max_tokens_v0")
    per_token = _kv_bytes_per_token(model, tp)
    if tokens and per_token:
        return tokens * per_token / GiB, f"{tokens} tokens x {per_token} B/token"
    return None


def _weights(case: dict, model, tp: int):
    n = case["numbers"]
    for key in ("model_loading_gib", "model_loading_gb", "model_loading_gib_per_gpu", "model_loading_gb_per_gpu"):
        if n.get(key) is not None:
            return round(float(n[key]) * GiB), f"log {n[key]}"  # V0 "GB" is GiB (spec §7.2)
    from kvroom.core.weights import weights_per_rank

    est = weights_per_rank(model, tensor_parallel_size=tp)
    return est, f"core.weights {est.bytes_per_rank / GiB:.2f}"


def evaluate(case: dict) -> Row | None:
    if not case.get("model_id"):
        return None
    assume = _assumptions(case["case_id"])
    release = case.get("vllm_version") or assume.get("release")
    gpu = _gpu(case)
    n = case["numbers"]
    total_gib = n.get("total_memory_gib") or n.get("total_gpu_memory_gib") or case.get("gpu_total_memory_gib_reported")
    if release is None or (gpu is None and total_gib is None):
        return None
    total = round(float(total_gib) * GiB) if total_gib else gpu.total_memory_bytes
    tp = case.get("tensor_parallel_size") or assume.get("tp") or 1
    try:
        model = _model(case["model_id"])
    except KvroomError:
        return None
    reported = _reported(case, model, tp)
    if reported is None:
        return None
    weights, weights_src = _weights(case, model, tp)
    max_model_len = case.get("max_model_len_requested") or assume.get("max_model_len")
    budget = estimate_available_kv(
        release=release, total_memory_bytes=total, weights=weights, geometry=model,
        gpu_memory_utilization=case.get("gpu_memory_utilization") or assume.get("util"),
        tensor_parallel_size=tp, max_model_len=max_model_len if max_model_len and max_model_len > 0 else None,
        gpu_name=gpu.name if gpu else "",
    )
    row = Row(case["case_id"], case["case_id"] not in CALIBRATION_CASES, gpu.name if gpu else "?", total / GiB,
              weights_src, budget.available_kv_bytes / GiB, budget.available_kv_low_bytes / GiB,
              budget.available_kv_high_bytes / GiB, reported[0], reported[1],
              f"release {budget.release} {budget.engine}; {assume.get('why', 'release from the case')}")
    row.verdict = _plan_hook(case, model, budget, max_model_len, tp, release)
    return row


def _plan_hook(case, model, budget, max_model_len, tp, release) -> str:
    """Feed the predicted budget to kvroom.api.plan (when present): verdict and max length vs the case outcome."""
    try:
        from kvroom.api import plan
    except ImportError:
        return ""
    if not max_model_len:
        return ""
    try:
        result = plan(model, max_model_len=max_model_len, tensor_parallel_size=tp, vllm_version=release,
                      kv_cache_memory_bytes=max(0, budget.available_kv_bytes))
    except Exception as exc:  # the plan may not model this model/release yet; the budget row still stands
        return f"plan: {type(exc).__name__}"
    d = result.decision
    said = "ok" if str(case.get("outcome", "")).startswith("startup_ok") else "fail"
    got = "ok" if d.starts else "fail"
    return f"{got} (log: {said}) est_len {d.estimated_max_model_len}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=Path, default=DEFAULT_CASES)
    ap.add_argument("--profiles", action="store_true",
                    help="issue 11 report: tests/golden/profiles/profiles.jsonl, fit/check split, grouped")
    ap.add_argument("--markdown", action="store_true", help="with --profiles: the README table only")
    args = ap.parse_args(argv)
    if args.profiles:
        print(markdown_table()) if args.markdown else print_profile_report()
        return 0
    cases = [json.loads(line) for line in args.cases.read_text().splitlines() if line.strip()] + EXTRA_CASES
    rows, skipped = [], []
    for case in cases:
        row = evaluate(case)
        (rows if row else skipped).append(row or case["case_id"])
    header = (f"{'case':44} {'set':5} {'gpu':14} {'pred':>7} {'[low, high]':>16} {'rep':>7} {'err%gpu':>8}  "
              f"{'verdict':30} weights / reported from / assumption")
    print(header)
    for r in rows:
        print(f"{r.case_id:44} {'held' if r.held_out else 'calib':5} {r.gpu:14} {r.predicted_gib:7.2f} "
              f"[{r.low_gib:6.2f},{r.high_gib:6.2f}] {r.reported_gib:7.2f} {r.error_pct:+8.2f}  {r.verdict:30} "
              f"{r.weights_src} / {r.reported_src} / {r.assumption}")
    for label, subset in (("calibration", [r for r in rows if not r.held_out]),
                          ("held-out", [r for r in rows if r.held_out])):
        if subset:
            errs = [abs(r.error_pct) for r in subset]
            inside = sum(r.low_gib - 0.005 <= r.reported_gib <= r.high_gib + 0.005 for r in subset)
            print(f"{label:12} n={len(subset):2}  median |err| {statistics.median(errs):.2f}% of GPU memory, "
                  f"max {max(errs):.2f}%, reported inside [low, high]: {inside}/{len(subset)}")
    print(f"skipped {len(skipped)} cases (no model id, unknown GPU/release, or no available-KV figure)")
    return 0



# ---------------------------------------------------------------------------------------------------------------
# Issue 11: the profiling logs of tests/golden/profiles/profiles.jsonl, split fit/check before any fitting.

PROFILES = Path(__file__).resolve().parents[1] / "tests" / "golden" / "profiles" / "profiles.jsonl"
# Checkpoints the catalog lacks, mapped to a catalog model with the same layer geometry (hidden, intermediate,
# vocab, layers, experts); the log's own weight figure is used, so only the geometry is borrowed.
PROFILE_GEOMETRY_OF = {
    "meta-llama/Meta-Llama-3-8B": "meta-llama/Llama-3.1-8B",
    "Qwen/Qwen3-8B-FP8": "Qwen/Qwen3-8B",
    "unsloth QwQ-32B bnb-4bit": "Qwen/Qwen2.5-32B-Instruct",
    "kaitchup/Phi-4-AutoRound-GPTQ-4bit": "microsoft/phi-4",
    "Qwen2.5-7B (4-bit checkpoint, 5.2 GB)": "Qwen/Qwen2.5-7B-Instruct",
    "deepseek-ai/DeepSeek-R1-Distill-Qwen-14B": "Qwen/Qwen2.5-14B-Instruct",  # Qwen2.5-14B architecture
    # llm-d-planner sweep checkpoints: quantized copies and a fine-tune of catalog architectures
    "RedHatAI/Llama-3.3-70B-Instruct-fp8-dynamic": "meta-llama/Llama-3.3-70B-Instruct",
    "redhatai/Llama-3.3-70B-Instruct-quantized.w8a8": "meta-llama/Llama-3.3-70B-Instruct",
    "RedHatAI/Qwen2.5-7B-Instruct-fp8-dynamic": "Qwen/Qwen2.5-7B-Instruct",
    "RedHatAI/Qwen2.5-7B-Instruct-quantized.w8a8": "Qwen/Qwen2.5-7B-Instruct",
    "RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w4a16": "meta-llama/Llama-3.1-8B-Instruct",
    "RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w8a8": "meta-llama/Llama-3.1-8B-Instruct",
    "moonshotai/Kimi-Dev-72B": "Qwen/Qwen2.5-72B-Instruct",  # Qwen2.5-72B fine-tune
    "unsloth/meta-llama-3.1-8b-instruct-bnb-4bit": "meta-llama/Llama-3.1-8B-Instruct",
    # the language model of Qwen2-VL-7B equals Qwen2.5-VL-7B's (hidden, layers, heads, intermediate, vocab)
    "UI-TARS-7B (Qwen2-VL-7B architecture, local checkpoint)": "Qwen/Qwen2.5-VL-7B-Instruct",
    **GEOMETRY_OF,
}


@dataclass
class ProfileRow:
    case_id: str
    split: str
    release: str
    engine: str
    gpu_class: str
    family: str
    total_gib: float
    predicted_gib: float
    low_gib: float
    high_gib: float
    reported_gib: float
    verdict_match: bool | None
    cannot_know: bool
    source: str = ""  # "llm-d-planner sweep" or "other sources": the one large source is reported apart

    @property
    def error_pct(self) -> float:
        return 100.0 * (self.predicted_gib - self.reported_gib) / self.total_gib


def _gpu_class(total_gib: float) -> str:
    if total_gib < 33:
        return "<=32 GiB"
    if total_gib < 50:
        return "40-48 GiB"
    if total_gib < 100:
        return "80-96 GiB"
    return ">=140 GiB"


def _release_text(text: str | None) -> str | None:
    import re

    m = re.match(r"^(\d+)\.(\d+)(?:\.(\d+))?", text or "")
    return f"{m.group(1)}.{m.group(2)}.{m.group(3) or 0}" if m else None


def _profile_case(case: dict, shared: dict[str, dict]) -> dict | None:
    """A profiles.jsonl entry in one shape; shared entries are read from ../shared/cases."""
    if not case.get("shared_case"):
        return case
    src = shared.get(case["case_id"])
    if src is None:
        return None
    n = src["numbers"]
    assume = _assumptions(case["case_id"])
    gpu = _gpu(src)
    numbers = {"available_kv_gib": n.get("available_kv_cache_memory_gib", n.get("kv_cache_size_gib")),
               "weights_gib": n.get("model_loading_gib") or n.get("model_loading_gb") or n.get("model_loading_gib_per_gpu")
               or n.get("model_loading_gb_per_gpu")}
    return {"case_id": case["case_id"], "split": case["split"], "release": src.get("vllm_version") or assume.get("release"),
            "engine": None, "gpu": gpu.name if gpu else None,
            "total_gib": n.get("total_memory_gib") or n.get("total_gpu_memory_gib") or (gpu.total_memory_bytes / GiB if gpu else None),
            "model_id": src.get("model_id"), "model_family": src.get("model_family"),
            "tp": src.get("tensor_parallel_size") or assume.get("tp") or 1, "pp": 1,
            "util": src.get("gpu_memory_utilization") or assume.get("util") or 0.9,
            "max_model_len": src.get("max_model_len_requested") or assume.get("max_model_len"),
            "numbers": numbers, "notes": src.get("notes") or ""}


def evaluate_profile(case: dict) -> ProfileRow | None:
    from kvroom.api import plan
    from kvroom.core.budget import estimate_available_kv
    from kvroom.core.engine import PlanRequest, v0_batching, v0_default_chunked_prefill
    from kvroom.core.releases import Release, rules_for

    n = case.get("numbers") or {}
    release = _release_text(case.get("release"))
    reported = n.get("available_kv_gib")
    if release is None or reported is None or not case.get("model_id"):
        return None
    gpu = None
    if case.get("gpu"):
        try:
            gpu = lookup_gpu(str(case["gpu"]).replace(" 12GB", "").replace(" (WSL2)", ""))
        except KvroomError:
            gpu = None
    total_gib = case.get("total_gib") or (gpu.total_memory_bytes / GiB if gpu else None)
    if total_gib is None:
        return None
    try:
        model = _model(PROFILE_GEOMETRY_OF.get(case["model_id"], case["model_id"]))
    except KvroomError:
        return None
    if case.get("dtype") in ("float32", "float16", "bfloat16"):
        from dataclasses import replace

        model = replace(model, dtype=case["dtype"])  # --dtype given on the command line
    tp, pp = case.get("tp") or 1, case.get("pp") or 1
    rules = rules_for(Release.parse(release))
    cc = gpu.sm if gpu else None
    engine = "v0" if (rules.engine == "v0" or (rules.v0_fallback_below_sm80 and cc is not None and tuple(cc) < (8, 0))
                      or (rules.v0_fallback_pp_without_ray and pp > 1)
                      or (case.get("engine") == "v0" and rules.engine == "v1" and rules.v0_fallback_below_sm80)) else "v1"
    mml = case.get("max_model_len")
    mnbt, mns = case.get("max_num_batched_tokens"), case.get("max_num_seqs")
    if engine == "v0" and mml and mnbt is None:
        chunked = v0_default_chunked_prefill(model, mml, any(l.kind == "mla" for l in model.attention_layers))
        mnbt, mns = v0_batching(PlanRequest(max_num_seqs=mns), mml, chunked)
    weights = n.get("weights_gib") or n.get("model_loading_gib")
    if weights is None:
        from kvroom.core.weights import weights_per_rank

        weights_arg = weights_per_rank(model, tensor_parallel_size=tp, pipeline_parallel_size=pp)
    else:
        weights_arg = round(float(weights) * GiB)
    total = round(float(total_gib) * GiB)
    try:
        budget = estimate_available_kv(
            release=release, total_memory_bytes=total, weights=weights_arg, geometry=model,
            gpu_memory_utilization=case.get("util"), tensor_parallel_size=tp, pipeline_parallel_size=pp,
            max_num_batched_tokens=mnbt, max_num_seqs=mns, max_model_len=mml, engine=engine,
            gpu_name=gpu.name if gpu else str(case.get("gpu") or ""),
            usage_context="llm" if case.get("usage_context") == "llm" else "serve",
            enforce_eager=bool(case.get("enforce_eager")))
    except KvroomError:
        return None
    verdict = None
    if mml:
        try:
            said = plan(model, max_model_len=mml, tensor_parallel_size=tp, vllm_version=release,
                        kv_cache_memory_bytes=max(0, round(reported * GiB))).starts
            got = plan(model, max_model_len=mml, tensor_parallel_size=tp, vllm_version=release,
                       kv_cache_memory_bytes=max(0, budget.available_kv_bytes)).starts
            verdict = said == got
        except Exception:  # the plan may not model this model/release; the budget row stands
            verdict = None
    notes = str(case.get("notes") or "")
    return ProfileRow(case["case_id"], case["split"], ".".join(release.split(".")[:2]), engine, _gpu_class(total_gib),
                      str(case.get("model_family") or "?").split(" ")[0], total_gib, budget.available_kv_bytes / GiB,
                      budget.available_kv_low_bytes / GiB, budget.available_kv_high_bytes / GiB, float(reported),
                      verdict, "cannot know" in notes or "LoRA" in notes or "Unsloth" in notes,
                      "llm-d-planner sweep" if "llm-d-planner" in str(case.get("source_url") or "") else "other sources")


def profile_report(path: Path = PROFILES) -> tuple[list[ProfileRow], list[str]]:
    shared = {}
    if DEFAULT_CASES.exists():
        for line in DEFAULT_CASES.read_text().splitlines():
            if line.strip():
                c = json.loads(line)
                shared[c["case_id"]] = c
    rows, skipped = [], []
    for line in path.read_text().splitlines():
        case = _profile_case(json.loads(line), shared)
        row = evaluate_profile(case) if case else None
        (rows.append(row) if row else skipped.append(json.loads(line)["case_id"]))
    return rows, skipped


def _summary(rows: list[ProfileRow]) -> str:
    errs = [abs(r.error_pct) for r in rows]
    verdicts = [r.verdict_match for r in rows if r.verdict_match is not None]
    inside = sum(r.low_gib - 0.005 <= r.reported_gib <= r.high_gib + 0.005 for r in rows)
    return (f"n={len(rows):2}  median {statistics.median(errs):.2f}%  worst {max(errs):.2f}%  "
            f"in range {inside}/{len(rows)}  verdicts {sum(verdicts)}/{len(verdicts)}")


def markdown_table() -> str:
    """The README table: check set (and fit set for comparison), grouped by release, GPU class and model family."""
    rows, _ = profile_report()
    lines = ["| set | group | n | median error | worst error | verdicts match |", "|---|---|---|---|---|---|"]
    for split in ("check", "fit"):
        subset = [r for r in rows if r.split == split and not r.cannot_know]
        groups: list[tuple[str, list[ProfileRow]]] = [("all", subset)]
        for key, label in (("source", "source:"), ("release", "vLLM"), ("gpu_class", "GPU"), ("family", "family")):
            found: dict[str, list[ProfileRow]] = {}
            for r in subset:
                found.setdefault(getattr(r, key), []).append(r)
            groups += [(f"{label} {name}", group) for name, group in sorted(found.items())]
        for name, group in groups:
            errs = [abs(r.error_pct) for r in group]
            verdicts = [r.verdict_match for r in group if r.verdict_match is not None]
            lines.append(f"| {split} | {name} | {len(group)} | {statistics.median(errs):.2f}% | {max(errs):.2f}% | "
                         f"{sum(verdicts)}/{len(verdicts)} |")
    return "\n".join(lines)


def print_profile_report() -> None:
    rows, skipped = profile_report()
    print(f"{'case':40} {'set':5} {'rel':5} {'eng':3} {'gpu':9} {'family':12} {'pred':>7} {'[low, high]':>16} "
          f"{'rep':>7} {'err%gpu':>8} verdict")
    for r in rows:
        print(f"{r.case_id:40} {r.split:5} {r.release:5} {r.engine:3} {r.gpu_class:9} {r.family:12} "
              f"{r.predicted_gib:7.2f} [{r.low_gib:6.2f},{r.high_gib:6.2f}] {r.reported_gib:7.2f} {r.error_pct:+8.2f} "
              f"{'-' if r.verdict_match is None else ('match' if r.verdict_match else 'MISS')}"
              f"{'  (log shows what kvroom cannot know)' if r.cannot_know else ''}")
    for split in ("fit", "check"):
        subset = [r for r in rows if r.split == split and not r.cannot_know]
        if not subset:
            continue
        print(f"\n{split} set, all: {_summary(subset)}")
        for key in ("source", "release", "gpu_class", "family"):
            groups: dict[str, list[ProfileRow]] = {}
            for r in subset:
                groups.setdefault(getattr(r, key), []).append(r)
            for name, group in sorted(groups.items()):
                print(f"  {key:9} {name:12} {_summary(group)}")
    print(f"\nnot predictable ({len(skipped)}: no catalog geometry, GPU total or numeric release): {', '.join(skipped)}")


if __name__ == "__main__":
    sys.exit(main())
