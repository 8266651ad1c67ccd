"""Derive src/kvroom/data/vllm_flags/ (the compact runtime form) from src/kvroom/data/vllm_flags.json.

usage: python tools/split_vllm_flags.py [--check]

vllm_flags.json (written by tools/gen_vllm_flags.py) stays the source of truth: every flag's runs over the sampled
releases, each with the file:function that registers it, plus the wheels read. A cold `kvroom plan` needs one
release's table only, so this writes, deterministically:
  vllm_flags/index.json          the sampled releases, oldest first (what sampled_release_for picks from)
  vllm_flags/<release>.json      one sampled release's FlagSpec rows (the fields kvroom.launch.flags.FlagSpec
                                 holds, in its order) and its FlexibleArgumentParser features
  vllm_flags/option_strings.json every option string (name or alias) of any sampled release
A row is the first run of a flag whose release range holds the sample, in the flag order of vllm_flags.json (as
kvroom.launch.flags built the table from the big file before). Citations and wheels stay in vllm_flags.json only.
With --check nothing is written: exit 1 when the committed files differ (tests/test_launch_flag_split.py checks it).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "src/kvroom/data"
FIELDS = ["name", "aliases", "dest", "kind", "type", "nullable", "choices", "serve_only"]


def _parts(version: str) -> tuple[int, ...]:
    parts = tuple(int(x) for x in version.split("."))  # sampled releases are plain dotted numbers (checked)
    return parts + (0,) * (4 - len(parts))


def _row(name: str, run: dict) -> list:
    return [name, list(run.get("aliases") or []), run["dest"], run["kind"], run.get("type"),
            bool(run.get("nullable")), list(run["choices"]) if run.get("choices") else None,
            bool(run.get("serve_only"))]


def release_rows(data: dict, sample: str) -> list[list]:
    key = _parts(sample)
    rows = []
    for name, runs in data["flags"].items():
        for run in runs:
            first, last = run["releases"]
            if _parts(first) <= key <= _parts(last):
                rows.append(_row(name, run))
                break
    return rows


def _dumps(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def derive(data: dict) -> dict[str, str]:
    """file name (inside data/vllm_flags/) -> its exact text."""
    samples = sorted(data["sampled_releases"], key=_parts)
    for v in samples:
        if not v.replace(".", "").isdigit() or ".." in v or v.startswith(".") or v.endswith("."):
            raise ValueError(f"sampled release {v!r} is not a plain dotted release number")
    note = ("Derived from data/vllm_flags.json by tools/split_vllm_flags.py; do not edit by hand. "
            "Citations (each run's registering function) and wheels are in vllm_flags.json.")
    out = {"index.json": _dumps({"about": note, "sampled_releases": samples}) + "\n"}
    for v in samples:
        rows = release_rows(data, v)
        head = _dumps({"about": note, "fields": FIELDS, "parser": data["parser"].get(v, {}), "release": v})
        out[f"{v}.json"] = head[:-1] + ',"flags":[\n' + ",\n".join(_dumps(r) for r in rows) + "\n]}\n"
    names = sorted({n for name, runs in data["flags"].items() for n in (name, *(a for r in runs for a in r["aliases"]))})
    out["option_strings.json"] = _dumps({"about": note, "option_strings": names}) + "\n"
    return out


def main(argv: list[str]) -> int:
    check = "--check" in argv
    with open(DATA / "vllm_flags.json", encoding="utf-8") as handle:
        files = derive(json.load(handle))
    folder = DATA / "vllm_flags"
    present = {p.name for p in folder.glob("*.json")} if folder.is_dir() else set()
    stale = sorted(present - set(files))
    differ = sorted(n for n, text in files.items()
                    if not (folder / n).is_file() or (folder / n).read_text(encoding="utf-8") != text)
    if check:
        for n in differ + stale:
            print(f"vllm_flags/{n} differs from what tools/split_vllm_flags.py derives", file=sys.stderr)
        return 1 if differ or stale else 0
    folder.mkdir(exist_ok=True)
    for n in stale:
        (folder / n).unlink()
    for n in differ:
        (folder / n).write_text(files[n], encoding="utf-8")
    print(f"wrote {len(differ)} of {len(files)} files in {folder}, removed {len(stale)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
