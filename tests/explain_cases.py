"""What the rule tests of each session (tests/test_explain_after_round*.py) share: explain's JSON for a pasted text, and
whether its fixes leave the memory levers alone (a failure that is not a memory question)."""

from __future__ import annotations

import re

from kvroom.explain import explain

MEMORY_FLAGS = ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--cpu-offload-gb")


def explained(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def no_memory_fix(d: dict, flags: tuple[str, ...] = MEMORY_FLAGS) -> bool:
    return not any(f["flag"] in flags for f in d["fixes"])


def longer_lengths(d: dict) -> list[int]:
    """The longer --max-model-len a prompt-over-length reading names: as a flag where the log shows the launch's length
    (or a known model's), or in the conditional fix "or --max-model-len N, only where the launch set a length below the
    model's own" where the log shows neither (kvroom.launchchecks._launch_length_shown)."""
    found = [int(f["value"]) for f in d["fixes"] if f["flag"] == "--max-model-len"]
    for f in d["fixes"]:
        m = re.match(r"or --max-model-len (\d+), only where the launch set", f["title"]) if not f["flag"] else None
        if m:
            found.append(int(m.group(1)))
    return found

