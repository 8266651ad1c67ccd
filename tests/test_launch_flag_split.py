"""The compact flag files (data/vllm_flags/, tools/split_vllm_flags.py) against their source, data/vllm_flags.json.

vllm_flags.json is what tools/gen_vllm_flags.py reads from each sampled release's wheel; a plan reads only the index
and its release's compact file (issue 13). These tests fail when the compact files drift from the big file, when a
table built from them differs from the one this test walks out of the big file itself, or when a plan opens the big
file again.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kvroom.core.releases import Release
from kvroom.launch.flags import FlagSpec, all_option_strings, sampled_release_for, table_for

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "src" / "kvroom" / "data"


@pytest.fixture(scope="module")
def source() -> dict:
    return json.loads((DATA / "vllm_flags.json").read_text(encoding="utf-8"))


def _parts(version: str) -> tuple[int, ...]:
    parts = tuple(int(x) for x in version.split("."))
    return parts + (0,) * (4 - len(parts))


def test_compact_files_are_what_the_tool_derives(source: dict) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import split_vllm_flags
    finally:
        sys.path.pop(0)
    derived = split_vllm_flags.derive(source)
    committed = {p.name: p.read_text(encoding="utf-8") for p in (DATA / "vllm_flags").glob("*.json")}
    assert set(committed) == set(derived), "run: python tools/split_vllm_flags.py"
    for name, text in derived.items():
        assert committed[name] == text, f"vllm_flags/{name} is stale: run python tools/split_vllm_flags.py"
    assert len(derived) == len(source["sampled_releases"]) + 2  # a file per sample, the index, the option strings


def test_every_sampled_table_equals_the_big_files_runs(source: dict) -> None:
    """Walked here from vllm_flags.json: a flag belongs to a sample when one of its runs' [first, last] holds it."""
    for sample in source["sampled_releases"]:
        expected = []
        for name, runs in source["flags"].items():
            covering = [r for r in runs if _parts(r["releases"][0]) <= _parts(sample) <= _parts(r["releases"][1])]
            assert len(covering) <= 1, (name, sample)  # runs never overlap: which one is taken cannot matter
            if covering:
                r = covering[0]
                expected.append(FlagSpec(name, tuple(r["aliases"]), r["dest"], r["kind"], r.get("type"),
                                         bool(r.get("nullable")), tuple(r["choices"]) if r.get("choices") else None,
                                         bool(r.get("serve_only"))))
        table = table_for(Release(_parts(sample)))
        assert table.release == sample
        assert table.flags == tuple(expected), sample
        assert [type(f.aliases) for f in table.flags] == [tuple] * len(expected)
        assert table.parser == source["parser"][sample]


def test_releases_between_samples_take_the_older_samples_table(source: dict) -> None:
    samples = sorted(source["sampled_releases"], key=_parts)
    for older, newer in zip(samples, samples[1:]):
        after = _parts(older)[:3] + (_parts(older)[3] + 1,)  # 0.10.1.1 -> 0.10.1.2, still below 0.10.2
        if after < _parts(newer):  # (0.9.0 and 0.9.0.1 are both samples: no release lies between them)
            assert sampled_release_for(Release(after)) == older, (older, newer)
        assert sampled_release_for(Release(_parts(newer))) == newer
    assert sampled_release_for(Release((0, 99, 0, 0))) == samples[-1]
    assert sampled_release_for(Release((0, 5, 0, 0))) == samples[0]


def test_option_strings_are_every_name_and_alias_of_the_big_file(source: dict) -> None:
    expected = set(source["flags"]) | {a for runs in source["flags"].values() for r in runs for a in r["aliases"]}
    assert all_option_strings() == expected
    assert "-tp" in expected and "--tensor-parallel-size" in expected


@pytest.mark.parametrize("argv", [
    ["plan", "meta-llama/Llama-3.1-8B-Instruct", "--kv-cache-memory-bytes", "10G"],
    ["plan", "meta-llama/Llama-3.1-8B-Instruct", "--gpu", "L4", "--vllm-version", "0.10.1.1", "--",
     "--max-model-len", "16K"],
])
def test_a_plan_opens_only_its_releases_compact_file(argv: list[str]) -> None:
    code = ("import sys\nopened = []\n"
            "sys.addaudithook(lambda e, a: opened.append(str(a[0])) if e == 'open' and 'vllm_flags' in str(a[0]) else None)\n"
            "from kvroom.cli import main\ntry:\n    main(%r)\nexcept SystemExit:\n    pass\n"
            "print('@@opened@@', *sorted({o.replace(chr(92), '/').rsplit('/data/', 1)[-1] for o in opened}))\n" % argv)
    env = dict(os.environ, HF_HUB_OFFLINE="1")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert "@@opened@@" in out.stdout, out.stderr[-2000:]
    opened = out.stdout.split("@@opened@@", 1)[1].split()
    sample = "0.10.1.1" if "0.10.1.1" in argv else sampled_release_for(Release.parse("0.33.0"))
    assert opened == sorted(["vllm_flags/index.json", f"vllm_flags/{sample}.json"]), opened
