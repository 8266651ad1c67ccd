"""kvroom explain on real logs (tests/golden/logs, from ../shared/cases) and on spec templates.

Expected numbers are the ones the real logs print (the case files), or the spec's worked examples."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kvroom.explain import explain

ROOT = Path(__file__).resolve().parent.parent
LOGS = sorted(p for p in (ROOT / "tests" / "golden" / "logs").glob("*.json") if not p.name.startswith("_"))
BLOCK = 16


def _case(path: Path) -> dict:
    return json.loads(path.read_text())


@pytest.mark.parametrize("path", LOGS, ids=[p.stem for p in LOGS])
def test_real_log_kind_numbers_and_length_fix(path: Path) -> None:
    case = _case(path)
    result = explain("\n".join(case["log"]))
    d = result.to_dict()
    assert d["message_kind"] == case["message_kind"]
    for key, source in case["expect"].items():
        if key.startswith("numbers."):
            assert d["numbers"][key.split(".", 1)[1]] == case["case_numbers"][source]
    estimate = case["case_numbers"].get("estimated_max_model_len")
    lengths = [f for f in d["fixes"] if f["flag"] == "--max-model-len" and f["value"].isdigit()]
    if estimate:
        best = int(lengths[0]["value"])
        assert best <= estimate and estimate - best < BLOCK  # never above vLLM's estimate, within one block
    if case["message_kind"] == "kv_cache_too_small_v0":
        assert int(lengths[0]["value"]) == case["case_numbers"]["kv_cache_max_tokens_v0"]
    for fix in d["fixes"]:
        if fix["flag"] == "--max-model-len" and fix["value"].isdigit() and estimate:
            assert int(fix["value"]) <= estimate
    if estimate and "estimate_proportional_range" in d["checks"]:
        # the printed estimate is reproduced from the printed GiB (up to their rounding), for full attention
        lo, hi = d["checks"]["estimate_proportional_range"]
        assert lo <= estimate <= hi or estimate - hi < BLOCK


SPEC_030 = (
    "INFO 11-20 10:00:00 [api_server.py:1000] vLLM API server version 0.30.0\n"
    "INFO 11-20 10:00:00 [utils.py:100] non-default args: {'model': 'meta-llama/Llama-3.1-8B-Instruct'}\n"
    "(EngineCore_DP0 pid=123) INFO 11-20 10:00:30 [gpu_model_runner.py:2000] Model loading took 14.99 GiB memory "
    "and 12.0 seconds\n"
    "(EngineCore_DP0 pid=123) ERROR 11-20 10:00:41 [core.py:700] ValueError: To serve at least one request with the "
    "model's max seq len (131072), (16.0 GiB KV cache is needed, which is larger than the available KV cache memory "
    "(10.0 GiB). Based on the available memory, the estimated maximum model length is 81904. Try increasing "
    "`gpu_memory_utilization` (which also controls CPU memory on the CPU backend) or decreasing `max_model_len` when "
    "initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.\n"
)


def test_known_model_is_rechecked_by_the_core() -> None:
    d = explain(SPEC_030, gpu="H100").to_dict()
    assert d["checks"]["needed_matches_log"] is True
    lo, hi = d["checks"]["estimate_recomputed_range"]
    assert lo <= 81904 <= hi  # spec §10.1
    first = d["fixes"][0]
    assert (first["flag"], first["value"], first["verified"]) == ("--max-model-len", "81904", True)
    assert any(f["value"] == "auto" for f in d["fixes"])  # 0.14+ only
    fp8 = next(f for f in d["fixes"] if f["flag"] == "--kv-cache-dtype")
    assert fp8["verified"] and fp8["resulting_max_model_len"] == 131072


def test_auto_not_offered_before_014() -> None:
    text = SPEC_030.replace("version 0.30.0", "version 0.12.0")
    assert not any(f["value"] == "auto" for f in explain(text).to_dict()["fixes"])


def test_no_memory_explains_that_length_does_not_help() -> None:
    text = ("ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
            "initializing the engine.")
    d = explain(text).to_dict()
    assert d["message_kind"] == "no_kv_memory"
    assert "does not help" in " ".join(d["explanation"])
    assert not any(f["flag"] == "--max-model-len" for f in d["fixes"])


def test_free_memory_fix_is_capped_by_free_memory() -> None:
    text = ("ValueError: Free memory on device cuda:0 (60.0/79.18 GiB) on startup is less than desired GPU memory "
            "utilization (0.9, 71.26 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.")
    d = explain(text).to_dict()
    assert d["message_kind"] == "free_memory_low"
    util = float(d["fixes"][0]["value"])
    assert util * 79.18 <= 60.0


def test_cli_exit_codes(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"), NO_COLOR="1")
    log = tmp_path / "a.log"
    log.write_text(SPEC_030)
    ok = subprocess.run([sys.executable, "-m", "kvroom", "explain", str(log), "--json"], env=env, capture_output=True, text=True)
    assert ok.returncode == 0 and json.loads(ok.stdout)["schema_version"] == 1
    none = subprocess.run([sys.executable, "-m", "kvroom", "explain", "-"], env=env, capture_output=True, text=True,
                          input="hello world\nnothing to see\n")
    assert none.returncode == 3


FP8_012 = (
    "INFO 11-20 10:00:00 [api_server.py:1000] vLLM API server version 0.12.0\n"
    "INFO 11-20 10:00:00 [utils.py:100] non-default args: {'model': 'meta-llama/Llama-3.1-8B-Instruct', "
    "'kv_cache_dtype': 'fp8'}\n"
    "ValueError: To serve at least one request with the models's max seq len (131072), (8.00 GiB KV cache is needed, "
    "which is larger than the available KV cache memory (7.60 GiB). Based on the available memory, the estimated "
    "maximum model length is 124512. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
    "initializing the engine.\n"
)


def test_fp8_off_hopper_implies_flashinfer_and_triton_keeps_fp8() -> None:
    # spec §8.1/§13: fp8 KV on Ada selects FlashInfer by itself from 0.11.2; FA2 has no fp8 KV, so the way back
    # that keeps fp8 is TRITON_ATTN; before 0.13 through VLLM_ATTENTION_BACKEND
    d = explain(FP8_012, gpu="L40S").to_dict()
    pin = next(f for f in d["fixes"] if "attention" in f["title"])
    assert (pin["flag"], pin["value"]) == ("VLLM_ATTENTION_BACKEND", "TRITON_ATTN")
    assert not any(f["flag"] == "--kv-cache-dtype" for f in d["fixes"])  # already fp8


def test_logged_flashinfer_on_hopper_pins_flash_attn_with_the_flag() -> None:
    text = SPEC_030.replace("(EngineCore_DP0 pid=123) INFO 11-20 10:00:30",
                            "(EngineCore_DP0 pid=123) INFO 11-20 10:00:20 [cuda.py:1] Using FLASHINFER attention backend "
                            "out of potential backends: ['FLASH_ATTN', 'FLASHINFER'].\n(EngineCore_DP0 pid=123) INFO 11-20 10:00:30", 1)
    d = explain(text, gpu="H100").to_dict()
    pin = next(f for f in d["fixes"] if "attention" in f["title"])
    assert (pin["flag"], pin["value"]) == ("--attention-backend", "FLASH_ATTN")
