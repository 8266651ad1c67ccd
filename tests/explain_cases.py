"""What the rule tests of each session (tests/test_explain_after_round*.py) share: explain's JSON for a pasted text, and
whether its fixes leave the memory levers alone (a failure that is not a memory question)."""

from __future__ import annotations

from kvroom.explain import explain

MEMORY_FLAGS = ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--cpu-offload-gb")


def explained(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def no_memory_fix(d: dict, flags: tuple[str, ...] = MEMORY_FLAGS) -> bool:
    return not any(f["flag"] in flags for f in d["fixes"])
