"""The plan screen against snapshot files (tests/snapshots/*.txt), compared exactly.

Refresh after an intended change with:  KVROOM_UPDATE_SNAPSHOTS=1 python -m pytest tests/test_render_text.py
then review the diff of tests/snapshots/ before committing it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from kvroom.api import plan
from kvroom.render.text import render_plan, serve_flags

SNAPSHOTS = Path(__file__).parent / "snapshots"
UPDATE = os.environ.get("KVROOM_UPDATE_SNAPSHOTS") == "1"
ANSI = re.compile(r"\x1b\[[0-9;]*m")

CASES = {
    "plan_llama8b_kvmem_starts": ("meta-llama/Llama-3.1-8B-Instruct",
                                  dict(kv_cache_memory_bytes=10 << 30, max_model_len=32768)),
    "plan_qwen32b_kvmem_refuses": ("Qwen/Qwen3-32B", dict(kv_cache_memory_bytes=4 << 30, max_model_len=32768)),
    "plan_qwen32b_h100_fp8_budget": ("Qwen/Qwen3-32B", dict(gpu="H100", kv_cache_dtype="fp8", max_model_len=32768,
                                                            gpu_memory_utilization=0.92)),
    "plan_llama70b_l4_no_memory": ("meta-llama/Llama-3.1-70B-Instruct", dict(gpu="L4", max_model_len=8192)),
    "plan_llama8b_0101_flags": ("meta-llama/Llama-3.1-8B-Instruct",
                                dict(kv_cache_memory_bytes=10 << 30, max_model_len=32768, vllm_version="0.10.1",
                                     attention_backend="FLASHINFER")),
    "plan_gemma3_h100x2_auto": ("google/gemma-3-27b-it", dict(gpu="H100x2", max_model_len=-1,
                                                              attention_backend="FLASHINFER")),
}


def _check(name: str, text: str) -> None:
    path = SNAPSHOTS / f"{name}.txt"
    if UPDATE or not path.exists():
        if not UPDATE:
            pytest.fail(f"no snapshot {path.name}; create it with KVROOM_UPDATE_SNAPSHOTS=1")
        path.write_text(text + "\n", encoding="utf-8")
    assert text + "\n" == path.read_text(encoding="utf-8"), f"{path.name} differs; see the module docstring"


@pytest.mark.parametrize("name", sorted(CASES))
def test_plan_screen_snapshot(name):
    model, flags = CASES[name]
    text = render_plan(plan(model, **flags), color=False)
    assert "\x1b" not in text
    assert max(len(line) for line in text.splitlines()) <= 80
    _check(name, text)


def test_verdict_comes_first_and_colour_only_when_asked():
    result = plan("Qwen/Qwen3-32B", gpu="H100", kv_cache_dtype="fp8", max_model_len=32768)
    plain = render_plan(result, color=False)
    coloured = render_plan(result, color=True)
    assert plain.splitlines()[0].startswith("starts: 32,768 tokens fit")
    assert "\x1b[" in coloured and ANSI.sub("", coloured) == plain
    assert max(len(ANSI.sub("", line)) for line in coloured.splitlines()) <= 80


def test_serve_flags_follow_the_release():
    def flags(**kw):
        kw.setdefault("max_model_len", 8192)
        return " ".join(serve_flags(plan("meta-llama/Llama-3.1-8B-Instruct", kv_cache_memory_bytes=8 << 30, **kw)))

    assert "--kv-cache-memory-bytes" not in flags(vllm_version="0.10.1")
    assert "--kv-cache-memory-bytes 8589934592" in flags(vllm_version="0.10.2")
    assert "--attention-backend" not in flags(vllm_version="0.12.0", attention_backend="FLASHINFER")
    assert "--attention-backend FLASHINFER" in flags(vllm_version="0.13.0", attention_backend="FLASHINFER")
    # the printed length is always the resolved number, valid in every release (auto/-1 only parse from 0.14)
    assert re.search(r"--max-model-len \d+", flags(vllm_version="0.14.0", max_model_len=-1))


def _cli(*args: str, env_extra: dict[str, str] | None = None) -> str:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")}
    env.pop("NO_COLOR", None)
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "kvroom", *args], capture_output=True, text=True, env=env).stdout


def test_piped_output_has_no_colour():
    out = _cli("plan", "meta-llama/Llama-3.1-8B-Instruct", "--kv-cache-memory-bytes", "10G", "--max-model-len", "32K")
    assert out.startswith("starts:") and "\x1b" not in out


def test_no_color_is_respected_on_a_tty(monkeypatch):
    from kvroom import cli

    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    assert cli._use_color()
    monkeypatch.setenv("NO_COLOR", "1")
    assert not cli._use_color()
