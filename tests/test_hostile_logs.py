"""Hostile logs through `kvroom explain`, end to end: any bytes, weird numbers, path-like model names.

A log is untrusted text. Whatever it holds, explain answers with exit 0 or 3 (never 4, never a traceback), reads
no local file and makes no network request because of it: a model named in a LOG is looked up in the embedded
catalog only. The corpus under tests/corpus/logs keeps every input that once broke something (see the fixes
noted in src/kvroom/explain.py and src/kvroom/logs/builder.py)."""

from __future__ import annotations

import io
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import hostile_inputs as h
from kvroom.cli import main
from kvroom.explain import explain
from kvroom.logs import parse_file, parse_text

CORPUS = sorted((Path(__file__).parent / "corpus" / "logs").glob("*.log"))
LLAMA = "meta-llama/Llama-3.1-8B-Instruct"
FUZZ = settings(max_examples=60, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))


def run(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        rc = main(argv)
    return rc, out.getvalue() + err.getvalue()


@pytest.fixture(autouse=True)
def no_files_no_network(monkeypatch):
    """A log never makes kvroom open a model path or ask the Hub."""

    def refuse(*args, **kwargs):
        raise AssertionError(f"a log made kvroom read a model outside the catalog: {args!r}")

    monkeypatch.setattr("kvroom.sources.config.load_config_path", refuse)
    monkeypatch.setattr("kvroom.sources.hub.describe_hub_model", refuse)


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
@pytest.mark.parametrize("extra", [[], ["--json"], ["--model", LLAMA], ["--model", "openai/gpt-oss-20b", "--json"]])
def test_corpus_log_through_the_cli(path: Path, extra: list[str]) -> None:
    started = time.perf_counter()
    rc, output = run(["explain", str(path), *extra])
    assert rc in (0, 3), output
    assert "internal error" not in output and "Traceback" not in output
    assert time.perf_counter() - started < 5


@pytest.mark.parametrize("name", ["/etc/passwd", "../../x", "file:///etc/passwd", "~/.ssh/id_rsa", "../config.json"])
def test_model_named_in_a_log_is_never_a_path(name: str, tmp_path: Path, monkeypatch) -> None:
    model_dir = tmp_path / "x"
    model_dir.mkdir()
    (model_dir / "config.json").write_text("{}")
    monkeypatch.chdir(tmp_path)
    text = (f"non-default args: {{'model': '{name}'}}\nValueError: To serve at least one request with the models's "
            "max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory "
            "(4.21 GiB). Based on the available memory, the estimated maximum model length is 34480. Try increasing "
            "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.")
    result = explain(text)
    assert result.recognized and "kv_bytes_per_request" not in result.checks  # no model loaded
    assert result.to_dict()["model"] == name


def test_catalog_model_named_in_a_log_is_used() -> None:
    text = (f"non-default args: {{'model': '{LLAMA}'}}\n" + (CORPUS[0].parent / "negative_available.log").read_text())
    result = explain(text)
    assert result.recognized and result.explanation


@pytest.mark.parametrize("stem,model", [("negative_available", LLAMA), ("max_seq_len_1e18", None),
                                        ("utilization_inf", None), ("max_model_len_zero", None),
                                        ("max_model_len_arg_5000_digits", None), ("max_model_len_superscript", None)])
def test_regressions_found_by_fuzzing(stem: str, model: str | None) -> None:
    record = parse_file(CORPUS[0].parent / f"{stem}.log")
    result = explain(record, model=model)
    assert result.recognized
    result.to_dict()


@FUZZ
@given(h.strategy(h.log_input))
def test_generated_logs_never_break_explain(data: bytes) -> None:
    record = parse_text(data)
    for model in (None, LLAMA):
        explain(record, model=model).to_dict()


@pytest.mark.parametrize("unit", ["\r", "\x00", "\xff", "(" * 7 + "GiB", "To serve at least one request "])
def test_one_megabyte_of_hostile_bytes_is_linear(unit: str) -> None:
    data = (unit * (1_000_000 // len(unit))).encode("latin-1", "replace")
    started = time.perf_counter()
    parse_text(data)
    assert time.perf_counter() - started < 3
