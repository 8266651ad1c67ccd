"""kvroom against vLLM 0.32.0 itself: every golden file under tests/golden/oracle was produced by the real vLLM
(../shared/oracle/vllm_oracle.py, CPU platform; the command is inside each file). Exact equality throughout."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kvroom.api import plan
from kvroom.core.engine import EngineConfigError, PlanRequest
from kvroom.errors import KvroomError
from kvroom.sources.config import describe_config
from oracle_flags import SWITCHES, oracle_flag

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = sorted((ROOT / "tests" / "golden" / "oracle").glob("*.json"))


def _request(args: dict) -> PlanRequest:
    flags: dict = {"platform": "cpu", "vllm_version": "0.32.0", "usage_context": "none"}
    for key, value in args.items():
        mapped = oracle_flag(key, None if key in SWITCHES else value)
        if mapped is not None:
            flags[mapped[0]] = mapped[1]
        else:
            pytest.skip(f"oracle flag {key} not mapped")
    return PlanRequest(**flags)


def _load(path: Path):
    golden = json.loads(path.read_text())
    config = json.loads((ROOT / golden["config_file"]).read_text())
    return golden, config


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_matches_vllm(path: Path) -> None:
    golden, config = _load(path)
    result = golden["result"]
    stage = result.get("stage")
    if stage == "model_init_on_meta" or golden.get("oracle_exit_code") == 3:
        pytest.skip("the oracle could not build this model (recorded limit)")
    model = describe_config(config, model_id=golden["model"], source=golden["config_file"])
    request = _request(golden["args"])
    if stage == "create_engine_config":
        with pytest.raises(KvroomError) as info:
            plan(model, request)
        expected = result["error"]
        # pydantic wraps vLLM's ValueError: "1 validation error for ModelConfig\n  Value error, <vLLM text> [type=..."
        m = re.search(r"Value error, (.*?) \[type=value_error", expected, re.S)
        if m:
            expected = m.group(1)
        if isinstance(info.value, EngineConfigError):
            assert str(info.value) == expected
        return
    if request.kv_cache_memory_bytes is None:
        pytest.skip("specs-only probe")
    got = plan(model, request).to_dict()
    kv = got["kv_cache"]
    assert got["error"] == result["error"]
    assert got["starts"] == result["ok"]
    ref = result.get("kv") or {}
    if result["ok"]:
        assert got["max_model_len"] == result["final_max_model_len"]
        assert kv["num_gpu_blocks"] == result["num_blocks"]
        assert kv["kv_cache_tokens"] == result["kv_cache_size_tokens"]
        assert kv["max_concurrency"] == pytest.approx(result["max_concurrency"], rel=1e-12)
    if ref:
        assert kv["bytes_per_request"] == ref["bytes_needed_one_request_at_max_model_len"]
        assert kv["estimated_max_model_len"] == ref["estimated_max_model_len"]
        assert kv["bytes_per_block"] == ref["pool_bytes_per_block"]
        assert kv["check_memory_bytes"] == ref["memory_for_check_bytes"]
        assert [g["num_layers"] for g in kv["groups"]] == [g["num_layers"] for g in ref["groups"]]
        assert [g["page_size_bytes"] for g in kv["groups"]] == [g["page_size_bytes"] for g in ref["groups"]]
        assert [g["block_size"] for g in kv["groups"]] == [g["block_size"] for g in ref["groups"]]
