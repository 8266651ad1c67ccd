"""Real startup logs (../shared/cases, frozen in tests/golden/logs): given the memory the log shows, kvroom's
plan prints the same lines. Expected texts are the logs' own lines."""

from __future__ import annotations

import json
from pathlib import Path

from kvroom.api import plan
from kvroom.sources import catalog

LOGS = Path(__file__).resolve().parent / "golden" / "logs"
MIB = 2**20


def _log(case_id: str) -> list[str]:
    return json.loads((LOGS / f"{case_id}.json").read_text())["log"]


def test_v0_llama31_8b_rtx3090_29k() -> None:
    lines = _log("vllm-10517-kaspersiminski-29k")
    # input: the 1478 blocks the log reports, as bytes (Llama-3.1-8B V0 block: 32 layers x 16 tokens x 4 KiB)
    result = plan(catalog.lookup("meta-llama/Llama-3.1-8B-Instruct"), vllm_version="0.6.6", max_model_len=29000,
                  kv_cache_memory_bytes=1478 * 2 * MIB)
    assert "# GPU blocks: 1478, # CPU blocks: 2048" in lines
    assert "# GPU blocks: 1478, # CPU blocks: 2048" in result.decision.log_lines
    assert "Maximum concurrency for 29000 tokens per request: 0.82x" in result.decision.log_lines
    assert result.error == lines[-1]


def test_truncated_084_message_gets_a_length_from_the_core() -> None:
    """0.8.4-0.9.0 drop the estimate's number (spec §4.4 V1-c); with the model kvroom computes it. Spec §10.1:
    Llama-3.1-8B with 10 GiB estimates 81920 tokens; the printed 10.00 GiB may be up to 0.005 GiB high."""
    from kvroom.explain import explain

    text = ("To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is needed, "
            "which is larger than the available KV cache memory (10.00 GiB). Based on the available memory,  Try "
            "increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.")
    d = explain(text, model="meta-llama/Llama-3.1-8B-Instruct").to_dict()
    assert d["vllm_version_range"].startswith("0.8.4")
    first = d["fixes"][0]
    assert first["flag"] == "--max-model-len" and first["verified"]
    assert 81920 - 16 * 4 <= int(first["value"]) <= 81920
