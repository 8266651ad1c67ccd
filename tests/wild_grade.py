"""Grade ``kvroom explain`` on real logs from the wild (tests/golden/wild/<id>.json).

A case passes when: the message kind is the expected one; every expected printed number is read exactly; the
diagnosis names the expected cause; and no proposed fix is wrong for that user (the case's ``forbidden`` list,
plus the general rules of issue 10: a utilization fix moves up from what the log shows, TP/PP never beyond the
GPUs the case has unless the fix says to add GPUs, no fp8 KV fix when fp8 is in use, no raw float in the text).

The split between the development set and the held-out checking set is fixed by the id (sha256 first byte
% 3 == 0: held out), decided before any explain code was changed for these cases. A later blind batch carries
``"batch": "round2-blind"`` (tools/wild_cases_round2.py): it is graded on its own (``round2``), outside that split,
and its first, blind grading is recorded in tests/golden/wild/BLIND.md; so is round 3 (``round3-blind``,
tools/wild_cases_round3.py), collected after the round-2 fixes, and round 4 (``round4-blind``,
tools/wild_cases_round4.py), collected after the round-3 fixes, and round 5 (``round5-blind``,
tools/wild_cases_round5.py), collected after the round-4 fixes, and 5b (``round5b-blind``,
tools/wild_cases_round5b.py), three more found after the round-5 fixes. Round 6 (``round6-blind``,
tools/wild_cases_round6.py) was collected while round 5 was graded and fixed, and first graded after those fixes.
Round 7 (``round7-blind``, tools/wild_cases_round7.py) was collected while the OOM diagnoses were being fixed, to be
graded once after those fixes. Round 8 (``round8-blind``, tools/wild_cases_round8.py) was collected by a helper that did
not grade it, to be graded once by the lead.

    python tests/wild_grade.py [dev|held|roundN|all]    # one line per case, the score
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path

WILD = Path(__file__).resolve().parent / "golden" / "wild"


def is_held_out(case_id: str) -> bool:
    return hashlib.sha256(case_id.encode()).digest()[0] % 3 == 0


def cases(which: str = "all") -> list[dict]:
    out = []
    for path in sorted(WILD.glob("*.json")):
        c = json.loads(path.read_text())
        batch = c.get("batch")
        if which == "all" or (re.fullmatch(r"round\d+b?", which)
                              and batch == f"{which}-blind") \
                or (which in ("dev", "held") and batch is None and (which == "held") == is_held_out(c["id"])):
            out.append(c)
    return out


def _value(text: str) -> float | None:
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def _forbidden_hit(rule: dict, fix: dict, d: dict) -> bool:
    if rule.get("flag") and fix["flag"] != rule["flag"]:
        return False
    v = _value(fix["value"])
    if "value" in rule:
        return fix["value"] == rule["value"]
    if "at_most" in rule:
        return v is not None and v <= rule["at_most"] + 1e-9
    if "at_least" in rule:
        return v is not None and v >= rule["at_least"] - 1e-9
    if "above" in rule:
        return v is not None and v > rule["above"]
    if rule.get("at_least_above_log"):
        return False
    return True  # the flag itself is wrong for this user


def grade(case: dict) -> list[str]:
    """The reasons this case fails (empty: it passes)."""
    from kvroom.explain import explain

    d = explain(case["excerpt"], vllm_version=None).to_dict()
    problems = []
    exp = case["expected"]
    if d["message_kind"] != exp["message_kind"]:
        problems.append(f"kind {d['message_kind']!r} != {exp['message_kind']!r}")
    # a number kvroom read is wherever its JSON reports it: the message's numbers first, then where the memory went, then
    # the launch it rebuilt from the log (a TP size or a utilization printed in the pasted command or the engine config)
    launch = {k: v for k, v in {**(d.get("launch") or {}), **(d.get("context") or {})}.items()
              if isinstance(v, (int, float)) and not isinstance(v, bool)}
    # (and the launch's dtype and quantization, which kvroom reports with the launch it rebuilt, as the engine config
    # and the command print them, not among the message's numbers)
    named = {k: v for k, v in (d.get("launch") or {}).items() if k in ("dtype", "quantization") and isinstance(v, str)}
    seen = named | launch | dict(d.get("memory_account") or {}) | dict(d["numbers"])
    if "max_seq_len" not in seen and "max_model_len" in launch:
        seen["max_seq_len"] = launch["max_model_len"]  # the engine config's max_seq_len is the launch's max_model_len
    if "available_gib" not in seen and "available_kv_gib" in launch:
        seen["available_gib"] = launch["available_kv_gib"]  # V1's "Available KV cache memory: X GiB" line
    if "max_kv_tokens" not in seen and "kv_cache_tokens" in launch:
        seen["max_kv_tokens"] = launch["kv_cache_tokens"]  # V1's "GPU KV cache size: N tokens" is the tokens it holds
    for key, want in exp["numbers"].items():
        got = seen.get(key)
        if isinstance(want, (int, float)) and isinstance(got, (int, float)) and not isinstance(got, bool):
            # a figure printed in another unit ("896.00 MiB") is the same number in GiB to two places (0.875 -> 0.88)
            ok = abs(got - want) < 1e-9 or (isinstance(want, float) and abs(round(got, 2) - want) < 1e-9)
        else:
            ok = str(got) == str(want)
        if not ok:
            problems.append(f"number {key}: {got!r} != {want!r}")
    cause = (d.get("diagnosis") or {}).get("cause")
    if cause != exp["cause"]:
        problems.append(f"cause {cause!r} != {exp['cause']!r}")
    util = d["context"].get("gpu_memory_utilization")
    gpus = case.get("gpus_available")
    kv_dtype = d["context"].get("kv_cache_dtype") or ""
    for fix in d["fixes"]:
        v = _value(fix["value"])
        says_add = "add" in fix["title"].lower() and "gpu" in fix["title"].lower()
        for rule in case.get("forbidden", []):
            # issue 10: "TP/PP never beyond the GPUs the log shows unless the fix says 'add GPUs'"
            if "above" in rule and says_add and fix["flag"] in ("--tensor-parallel-size", "--pipeline-parallel-size"):
                continue
            if _forbidden_hit(rule, fix, d):
                problems.append(f"forbidden fix {fix['command']} ({rule})")
        if fix["flag"] == "--gpu-memory-utilization" and v is not None and util and d["message_kind"] != "free_memory_low" \
                and v <= util and not d["message_kind"].startswith("oom"):
            problems.append(f"utilization fix {v} not above the log's {util}")
        if fix["flag"] in ("--tensor-parallel-size", "--pipeline-parallel-size") and gpus and v and v > gpus and not says_add:
            problems.append(f"{fix['command']} beyond the {gpus} GPUs without saying to add GPUs")
        if fix["flag"] == "--kv-cache-dtype" and kv_dtype.startswith("fp8") and fix["value"].startswith("fp8"):
            problems.append("fp8 KV fix while fp8 is in use")
    text = " ".join([*d["explanation"], *(f["detail"] for f in d["fixes"])])
    if re.search(r"\d\.\d{5,}", text):
        problems.append("raw float in the text")
    return problems


def main(argv: list[str]) -> int:
    which = argv[1] if len(argv) > 1 else "all"
    selected = cases(which)
    passed = 0
    for c in selected:
        problems = grade(c)
        passed += not problems
        print(("PASS " if not problems else "FAIL ") + c["id"] + ("" if not problems else ": " + "; ".join(problems)))
    print(f"{which}: {passed}/{len(selected)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
