"""Golden tests: one per real case in ../shared/cases/real_reports.jsonl (copied to tests/golden/logs/).

Expected values are the case file's numbers (the real log's), looked up by the key map in the golden file,
never the parser's output. Each case is parsed as pasted (lines joined by newlines) and, to check the
streaming entry points, also through parse_log (bytes lines) and parse_file.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kvroom.logs import parse_file, parse_log, parse_text
from kvroom.logs.releases import parse_version

GOLDEN_DIR = Path(__file__).parent / "golden" / "logs"
GOLDENS = sorted(p for p in GOLDEN_DIR.glob("*.json") if not p.name.startswith("_"))
SKIPPED = json.loads((GOLDEN_DIR / "_skipped.json").read_text())


def _get(record, path: str):
    head, _, tail = path.partition(".")
    value = getattr(record, head)
    return value.get(tail) if tail else value


def _load(path: Path) -> dict:
    return json.loads(path.read_text())


def test_every_case_is_accounted_for():
    ids = {_load(p)["case_id"] for p in GOLDENS} | {s["case_id"] for s in SKIPPED}
    assert len(GOLDENS) >= 25
    assert len(ids) == len(GOLDENS) + len(SKIPPED)


@pytest.mark.parametrize("path", GOLDENS, ids=lambda p: p.stem)
def test_golden_case(path: Path, tmp_path: Path):
    g = _load(path)
    text = "\n".join(g["log"]) + "\n"
    records = [
        parse_text(text),
        parse_log(line.encode() for line in g["log"]),
    ]
    f = tmp_path / "case.log"
    f.write_bytes(text.encode())
    records.append(parse_file(f))
    for rec in records:
        assert rec.message_kind == g["message_kind"], rec.message_text
        for field, case_key in g["expect"].items():
            expected = g["case_numbers"][case_key]
            got = _get(rec, field)
            assert got == expected and type(got) is type(expected), (field, got, expected)
        for field in g["expect_absent"]:
            assert _get(rec, field) is None, field
        for field, expected in g["case_context"].items():
            got = _get(rec, field)
            assert got == (str(expected) if isinstance(got, str) else expected), (field, got, expected)
        if g["engine"]:
            assert rec.engine == g["engine"]
        if g["message_spelling"]:
            assert rec.spelling == g["message_spelling"]
        if g["message_kind"] is not None:
            assert rec.message_text
            assert rec.numbers or g["message_kind"] == "no_kv_memory"
        version = g["vllm_version"]
        if version and parse_version(version) and rec.vllm_version_range is not None:
            assert rec.vllm_version_range.contains(version), (str(rec.vllm_version_range), version)
    assert records[0] == records[1] == records[2]


@pytest.mark.parametrize("case", SKIPPED, ids=lambda c: c["case_id"])
def test_paraphrased_excerpts_are_not_misread(case):
    rec = parse_text("\n".join(case["log"]))
    assert rec.message_kind is None
    assert not rec.numbers
    assert rec.kv_cache_tokens is None and rec.available_kv_gib is None
