"""../shared/cases/real_reports.jsonl -> tests/golden/wild/<case_id>.json (verbatim excerpts only), in the same
shape as tools/wild_cases_hand.py. Expected kind / numbers come from the case's own recorded message and numbers."""
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "golden" / "wild"
KIND = {"kv_insufficient_v0": ("kv_cache_too_small_v0", "kv_too_small"), "kv_insufficient_v1": ("kv_cache_too_small", "kv_too_small"),
        "free_memory_on_device": ("free_memory_low", "other_process"), "no_available_memory": ("no_kv_memory", "weights_exceed_budget"),
        "memory_profiling_v0": (None, "capacity"), "available_kv_cache_memory": (None, "capacity"),
        "gpu_kv_cache_size_tokens": (None, "capacity"), "auto_fit": (None, "capacity")}
NUM = {"max_seq_len": "max_seq_len", "kv_needed_gib": "needed_gib", "kv_available_gib": "available_gib",
       "estimated_max_model_len": "estimated_max_model_len", "kv_cache_max_tokens_v0": "max_kv_tokens",
       "free_memory_gib": "free_gib", "total_memory_gib": "total_gib", "requested_memory_gib": "requested_gib"}
n = 0
for line in (ROOT.parent / "shared" / "cases" / "real_reports.jsonl").read_text().splitlines():
    d = json.loads(line)
    if not d.get("log_excerpt_verbatim") or d["primary_message_type"] not in KIND:
        continue
    kind, cause = KIND[d["primary_message_type"]]
    numbers = {NUM[k]: v for k, v in d["numbers"].items() if k in NUM and kind is not None}
    if kind == "free_memory_low":
        numbers.pop("max_seq_len", None)
    forbidden = []
    util = d.get("gpu_memory_utilization")
    if kind == "free_memory_low":
        forbidden.append({"flag": "--gpu-memory-utilization", "at_least": util or 0.9})
    elif kind and util:
        forbidden.append({"flag": "--gpu-memory-utilization", "at_most": util})
    if d.get("kv_cache_dtype") and "fp8" in str(d["kv_cache_dtype"]):
        forbidden.append({"flag": "--kv-cache-dtype", "value": "fp8"})
    c = dict(id=d["case_id"], source_url=d["source_url"], release=d.get("vllm_version"), gpu=d.get("gpu_model"),
             gpus_available=d.get("gpu_count"), command=d.get("other_args"), excerpt="\n".join(d["log_excerpt"]),
             expected={"message_kind": kind, "numbers": numbers, "cause": cause}, forbidden=forbidden,
             real_cause=d.get("notes"), fix_that_worked=None, from_shared_cases=True, model=d.get("model_id"))
    (OUT / f"{d['case_id']}.json").write_text(json.dumps(c, indent=1, ensure_ascii=False) + "\n")
    n += 1
print(n)
