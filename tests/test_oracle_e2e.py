"""kvroom against the real vLLM 0.32 *engine* (vllm.LLM on tiny random-weight models, CPU): the error text
byte for byte, or the engine's own "CPU KV cache size ..., Maximum concurrency ..." log line.

Source: tests/golden/oracle_e2e/RESULTS.md (frozen copy of ../shared/oracle/RESULTS.md, see README there)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kvroom.api import plan
from kvroom.core.engine import PlanRequest
from kvroom.sources.config import describe_config

ROOT = Path(__file__).resolve().parent.parent
TEXT = (ROOT / "tests" / "golden" / "oracle_e2e" / "RESULTS.md").read_text()
CASES = re.findall(r"- \*\*(\w+)\*\* \((small|big), kv_cache_memory_bytes=(\d+)\)\n\n  ```\n  (.*?)\n  ```", TEXT)


@pytest.mark.parametrize("model,label,kv,output", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_engine_output(model: str, label: str, kv: str, output: str) -> None:
    config = json.loads((ROOT / "tests" / "golden" / "configs" / f"tiny_{model}.json").read_text())
    described = describe_config(config, model_id=model, source=model)
    result = plan(described, PlanRequest(platform="cpu", vllm_version="0.32.0", max_model_len=131072,
                                         usage_context="llm", max_num_seqs=4, kv_cache_memory_bytes=int(kv)))
    if output.startswith("LOG: "):
        assert result.starts
        line = output[len("LOG: "):]
        assert line in result.decision.log_lines
    else:
        assert result.error == output


def test_all_cases_parsed() -> None:
    assert len(CASES) == 24
