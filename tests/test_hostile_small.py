"""Issue 14 item 10 (the parts outside the web server): full-width digits as vLLM parses them, a "1e400 GiB"
that is not 400 GiB, UTF-16 logs, a fractional byte count, a text_config without model_type, an unknown
quant_method, and the Python API's wrong types -- each the right answer or one kvroom error line."""

from __future__ import annotations

import codecs
import json
from pathlib import Path

import pytest
from cli_run import golden_config, run_cli

import kvroom
from kvroom.errors import InputError, KvroomError, UnknownArchitectureError

ROOT = Path(__file__).resolve().parents[1]
LLAMA = "meta-llama/Llama-3.1-8B-Instruct"


def run(argv: list[str]) -> tuple[int, str]:
    rc, out, err = run_cli(argv)
    return rc, out + err


def golden(name: str) -> dict:
    return golden_config(name)


# vLLM: human_readable_int -> re.fullmatch(r"(\d+(?:\.\d+)?)([kKmMgGtT])") else int(value)
# (vllm/utils/argparse_utils.py 0.32; vllm/engine/arg_utils.py 0.8.4-0.13); argparse type=int before 0.8.4.
# Python's \d and int() both take Unicode decimal digits, so full-width text parses like ASCII:
@pytest.mark.parametrize(("text", "expected"), [("３２７６８", 32768), ("３２k", 32000), ("３２K", 32768),
                                                ("１_０２４", 1024)])
@pytest.mark.parametrize("version", ["0.8.5", "0.13.0", "0.33.0"])
def test_full_width_digits_parse_as_vllm_parses_them(text: str, expected: int, version: str) -> None:
    from kvroom.core.lengths import parse_max_model_len
    from kvroom.core.releases import Release

    assert parse_max_model_len(text, Release.parse(version)) == expected


def test_full_width_plain_int_on_the_int_parser_releases() -> None:
    from kvroom.core.lengths import LengthError, parse_max_model_len
    from kvroom.core.releases import Release

    assert parse_max_model_len("３２７６８", Release.parse("0.8.3")) == 32768  # argparse int()
    with pytest.raises(LengthError):
        parse_max_model_len("３２k", Release.parse("0.8.3"))  # no suffixes before 0.8.4


def test_1e400_gib_in_a_log_is_not_400_gib() -> None:
    from kvroom import logs

    record = logs.parse_text(
        "To serve at least one request with the models's max seq len (131072), (1e400 GiB KV cache is needed, "
        "which is larger than the available KV cache memory (4.21 GiB). Based on the available memory, the "
        "estimated maximum model length is 34480. Try increasing `gpu_memory_utilization` or decreasing "
        "`max_model_len` when initializing the engine.")
    assert 400 not in dict(record.numbers).values() and 400.0 not in dict(record.numbers).values()


@pytest.mark.parametrize("value", ["1e400 GiB", "1e400GiB", "0.4b", "0.4B", "0.4", "0b"])
def test_memory_sizes_that_are_not_sizes(value: str) -> None:
    rc, output = run(["plan", LLAMA, "--gpu", "L4", "--free-memory", value])
    assert rc == 2 and "memory size" in output, output


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "utf-32"])
def test_utf16_logs_from_powershell_redirection(tmp_path: Path, encoding: str) -> None:
    text = "INFO 05-12 10:11:12 [gpu_worker.py:1] Available KV cache memory: 51.38 GiB\r\n"
    data = text.encode(encoding)
    if encoding == "utf-16-le":
        data = codecs.BOM_UTF16_LE + data  # PowerShell 5's `>`: UTF-16LE with a BOM
    path = tmp_path / "vllm.log"
    path.write_bytes(data)
    rc, output = run(["explain", str(path), "--json"])
    assert rc == 0, output
    assert json.loads(output)["context"]["available_kv_gib"] == 51.38


def test_utf16_without_bom_is_recognised() -> None:
    from kvroom import logs

    record = logs.parse_text("Available KV cache memory: 51.38 GiB\n".encode("utf-16-le"))
    assert record.available_kv_gib == 51.38


def test_text_config_without_model_type_falls_back(tmp_path: Path) -> None:
    config = golden("fam_llava.json")
    config["text_config"].pop("model_type", None)
    (tmp_path / "config.json").write_text(json.dumps(config))
    model = kvroom.load_model(str(tmp_path))
    assert model.text_model_type == "llama"  # transformers LlavaConfig: text_config model_type defaults to llama


def test_unknown_quant_method_is_refused(tmp_path: Path) -> None:
    config = golden("llama31_8b.json")
    config["quantization_config"] = {"quant_method": "zzzquant"}
    (tmp_path / "config.json").write_text(json.dumps(config))
    with pytest.raises(UnknownArchitectureError, match="quant_method"):
        kvroom.load_model(str(tmp_path))
    rc, output = run(["plan", str(tmp_path), "--gpu", "L4"])
    assert rc == 2 and "zzzquant" in output


@pytest.mark.parametrize("call", [
    lambda: kvroom.plan(LLAMA, gpu="L4", vllm_version=None),
    lambda: kvroom.plan(LLAMA, gpu="L4", gpu_memory_utilization="0.9"),
    lambda: kvroom.plan(LLAMA, gpu="L4", enforce_eager="false"),
    lambda: kvroom.plan(LLAMA, gpu=5),
    lambda: kvroom.plan(LLAMA, gpu="L4", bogus_flag=1),
    lambda: kvroom.plan(LLAMA, request={"gpu": "L4"}),
    lambda: kvroom.plan(None, gpu="L4"),
    lambda: kvroom.explain(None),
    lambda: kvroom.explain(5),
    lambda: kvroom.sweep(LLAMA, gpu=["L4"], workers="2"),
    lambda: kvroom.sweep(LLAMA, gpu=5),
    lambda: kvroom.sweep(LLAMA, gpu="L4", tensor_parallel_size="2"),
    lambda: kvroom.load_model(None),
])
def test_python_api_wrong_types_are_kvroom_errors(call) -> None:
    with pytest.raises(InputError) as info:
        call()
    assert isinstance(info.value, KvroomError) and "\n" not in str(info.value)
