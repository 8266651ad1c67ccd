"""Regenerate tests/golden/logs/*.json from ../shared/cases/real_reports.jsonl (run by hand, not by pytest).

Each golden copies one real case: its log excerpt (the real log text), its source URL and its numbers exactly
as the case file states them. ``expect`` maps a StartupRecord path to the case key whose value it must equal;
it is written from the static tables below, never from the parser's output. Cases whose excerpt is a
paraphrase with no recognizable vLLM line are listed in ``_skipped.json`` with the reason; the test checks
the parser reports no failure for them.

    python tests/golden/logs/build_goldens.py [path/to/real_reports.jsonl]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_CASES = HERE.parents[2].parent / "shared" / "cases" / "real_reports.jsonl"

# case "numbers" key -> StartupRecord path ("numbers.x", "v0_profile.x" or an attribute)
CASE_KEY_TO_FIELD = {
    "max_seq_len": "numbers.max_seq_len",
    "kv_needed_gib": "numbers.needed_gib",
    "kv_available_gib": "numbers.available_gib",
    "estimated_max_model_len": "numbers.estimated_max_model_len",
    "kv_cache_max_tokens_v0": "numbers.max_kv_tokens",
    "num_gpu_blocks": "num_gpu_blocks",
    "num_cpu_blocks": "num_cpu_blocks",
    "max_concurrency_x": "max_concurrency",
    "concurrency_tokens_per_request": "concurrency_tokens_per_request",
    "model_loading_gb": "model_loading_gib",
    "model_loading_gib": "model_loading_gib",
    "model_loading_gb_per_gpu": "model_loading_gib",
    "model_loading_gib_per_gpu": "model_loading_gib",
    "kv_cache_size_gib": "v0_profile.kv_cache_size_gib",
    "peak_torch_memory_gib": "v0_profile.peak_torch_memory_gib",
    "non_torch_memory_gib": "v0_profile.non_torch_memory_gib",
    "initial_memory_usage_gib": "v0_profile.initial_memory_usage_gib",
    "total_gpu_memory_gib": "v0_profile.total_gpu_memory_gib",
    "available_kv_cache_memory_gib": "available_kv_gib",
    "available_kv_cache_memory_gib_pp0": "available_kv_gib",
    "gpu_kv_cache_tokens": "kv_cache_tokens",
    "free_memory_gib": "device_free_gib",
    "total_memory_gib": "device_total_gib",
    "requested_memory_gib": "device_requested_gib",
    "autofit_from": "autofit_from",
    "autofit_to": "autofit_to",
    "autofit_available_gib": "autofit_available_gib",
}
# for the free-memory failure the same numbers are also the message's numbers
FREE_MEMORY_MESSAGE_KEYS = {
    "free_memory_gib": "numbers.free_gib",
    "total_memory_gib": "numbers.total_gib",
    "requested_memory_gib": "numbers.requested_gib",
}

# case primary_message_type -> StartupRecord.message_kind (startup_failed cases only)
PRIMARY_TO_KIND = {
    "kv_insufficient_v1": "kv_cache_too_small",
    "kv_insufficient_v0": "kv_cache_too_small_v0",
    "no_available_memory": "no_kv_memory",
    "free_memory_on_device": "free_memory_low",
}

# numbers in the case file that the excerpt itself does not show (they come from elsewhere in the source)
NOT_IN_EXCERPT = {
    "vllm-pr29431-llama4-scout-w4a16-before": {"max_seq_len": "stated in the thread, not in the excerpt lines"},
    **{
        cid: {
            "peak_activation_gib": "from the source's results table, not the excerpt",
            "non_torch_gib": "from the source's results table, not the excerpt",
            "cudagraph_gib": "from the source's results table, not the excerpt",
            "requested_memory_gib": "the excerpt's free-memory line has no requested figure",
        }
        for cid in (
            "llmd-gptoss20b-h100-16k", "llmd-llama33-70b-fp8-tp2-h100-16k", "llmd-llama33-70b-fp8-tp1-h100-16k-fail",
            "llmd-llama31-8b-h100-16k", "llmd-qwen3-06b-h100-16k", "llmd-qwen3-06b-h100-32k",
        )
    },
}
# numbers the excerpt shows cut: the parser must NOT report them (a cut line never yields a number)
CUT_IN_EXCERPT = {"vllm-25350-erykch-fp8kv-100k-ok": {"model_loading_gib_truncated": "model_loading_gib"}}

# configuration shown by the excerpt: record attribute -> case field holding the expected value
CONTEXT_FROM_CASE = {
    "vllm-2418-alpaca2": {"tensor_parallel_size": "tensor_parallel_size", "dtype": "dtype"},
    "vllm-2418-smaug72b-tp4": {"tensor_parallel_size": "tensor_parallel_size",
                               "gpu_memory_utilization": "gpu_memory_utilization", "model": "model_id_as_reported"},
    "qwen-16-qwen15-7b-gptq-3090": {"quantization": "quantization", "model": "model_id_as_reported"},
    "recipes-12-qwen3coder480b-fp8-h20-dp8-util09": {"data_parallel_size": "data_parallel_size",
                                                     "model": "model_id_as_reported"},
    "vllm-pr29431-llama4-scout-w4a16-pp2-autofit": {"pipeline_parallel_size": "pipeline_parallel_size",
                                                    "model": "model_id_as_reported"},
    "vllm-pr29431-llama4-scout-w4a16-before": {"model": "model_id_as_reported"},
    "vllm-10517-kaspersiminski-29k": {"gpu_memory_utilization": "gpu_memory_utilization"},
    "vllm-10517-kaspersiminski-20k-ok": {"gpu_memory_utilization": "gpu_memory_utilization"},
    "pytorch-175666-ci-cuda1": {"gpu_memory_utilization": "gpu_memory_utilization"},
    "vllm-33297-ci-cuda0": {"gpu_memory_utilization": "gpu_memory_utilization"},
}

SKIPPED = {
    "vllm-43308-gemma4-31b-awq-a100-v0200": "reporter's markdown table and prose, no vLLM line",
    "lmcache-1241-qwen25-32b-fp8-2x4090": "reporter's paraphrase ('kvcache num per gpu : 18,144')",
    "llmd-gptoss120b-h100-16k": "results-table row, no vLLM line",
    "llmd-qwen3-32b-h100-16k": "results-table row, no vLLM line",
    "llmd-qwen3-32b-h100-32k-fail": "results-table row, no vLLM line",
    "llmd-deepseek-r1-fp8-tp1-h100-loadoom": "summary prose, not the torch OOM text",
    "vllm-51041-deepseek-v4-flash-h20-tp2": "issue-title paraphrase",
}


def main(path: Path) -> None:
    skipped = []
    for line in path.read_text().splitlines():
        case = json.loads(line)
        cid = case["case_id"]
        if cid in SKIPPED:
            skipped.append({"case_id": cid, "source_url": case["source_url"], "reason": SKIPPED[cid],
                            "log": case["log_excerpt"], "case_numbers": case["numbers"]})
            continue
        not_in = NOT_IN_EXCERPT.get(cid, {})
        cut = CUT_IN_EXCERPT.get(cid, {})
        failed = case["outcome"].startswith("startup_failed")
        kind = PRIMARY_TO_KIND.get(case["primary_message_type"]) if failed else None
        expect = {}
        for key in case["numbers"]:
            if key in not_in or key in cut:
                continue
            expect[CASE_KEY_TO_FIELD[key]] = key
            if kind == "free_memory_low" and key in FREE_MEMORY_MESSAGE_KEYS:
                expect[FREE_MEMORY_MESSAGE_KEYS[key]] = key
        engine = (case.get("engine") or "")[:2]
        golden = {
            "case_id": cid,
            "source_url": case["source_url"],
            "source_kind": case["source_kind"],
            "log_excerpt_verbatim": case["log_excerpt_verbatim"],
            "log": case["log_excerpt"],
            "message_kind": kind,
            "case_numbers": case["numbers"],
            "expect": expect,
            "not_in_excerpt": not_in,
            "expect_absent": sorted(cut.values()),
            "case_context": {k: case[v] for k, v in CONTEXT_FROM_CASE.get(cid, {}).items()},
            "engine": engine if engine in ("V0", "V1") else None,
            "vllm_version": case.get("vllm_version"),
            "message_spelling": case.get("message_spelling"),
        }
        (HERE / f"{cid}.json").write_text(json.dumps(golden, indent=1, ensure_ascii=False) + "\n")
    (HERE / "_skipped.json").write_text(json.dumps(skipped, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CASES)
