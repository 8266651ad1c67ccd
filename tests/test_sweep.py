"""kvroom sweep: every row is plan()'s answer, the CLI's table/CSV/JSON shapes, the plot extra, speed."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
import time

import pytest

from kvroom.api import load_model, plan
from kvroom.cli import main
from kvroom.core.engine import PlanRequest
from kvroom.sweep import chart_data, expand, sweep

MODEL = "Qwen/Qwen3-32B"


def test_rows_equal_plan_for_every_config():
    result = sweep(MODEL, gpu=["L4x4", "A100-40GB", "H100"], kv_cache_dtype=["auto", "fp8"],
                   gpu_memory_utilization=[0.85, 0.95], max_model_len=32768, workers=1)
    assert len(result.rows) == 12
    for row in result.rows:
        res = plan(MODEL, PlanRequest(gpu=row.gpu, kv_cache_dtype=row.kv_cache_dtype, max_model_len=32768,
                                      gpu_memory_utilization=row.gpu_memory_utilization))
        assert row.starts == res.starts
        assert row.largest_max_model_len == res.decision.largest_max_model_len
        assert row.available_kv_bytes == res.available_bytes
        assert row.max_concurrency == (res.decision.max_concurrency if res.starts else None)
        assert row.largest_range == res.largest_range


def test_kv_cache_memory_axis_and_rejected_configs():
    result = sweep(MODEL, kv_cache_memory_bytes=[4 << 30, 16 << 30], tensor_parallel_size=[1, 3],
                   max_model_len=32768, workers=1)
    by = {(r.kv_cache_memory_bytes, r.tensor_parallel_size): r for r in result.rows}
    assert by[(16 << 30, 1)].starts and not by[(4 << 30, 1)].starts
    assert by[(4 << 30, 1)].largest_max_model_len == plan(MODEL, kv_cache_memory_bytes=4 << 30,
                                                           max_model_len=32768).decision.largest_max_model_len
    assert by[(4 << 30, 3)].error and "divisible" in by[(4 << 30, 3)].error  # 64 heads, TP 3
    assert not by[(4 << 30, 3)].memory_estimated


def test_expand_is_cartesian_in_axis_order():
    reqs = expand(PlanRequest(), {"kv_cache_dtype": ("auto", "fp8"), "gpu": ("L4", "H100")})
    assert [(r.gpu, r.kv_cache_dtype) for r in reqs] == [("L4", "auto"), ("L4", "fp8"), ("H100", "auto"),
                                                          ("H100", "fp8")]


def test_needs_memory_source_and_unknown_gpu_is_one_error(capsys):
    assert main(["sweep", MODEL, "--kv-cache-dtype", "auto,fp8"]) == 2
    assert "--gpu" in capsys.readouterr().err
    assert main(["sweep", MODEL, "--gpu", "L4,NOPE9000"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "NOPE9000" in err


def test_readme_question_in_one_command(capsys, tmp_path):
    rc = main(["sweep", MODEL, "--gpu", "L4,A100-40GB,H100", "--kv-cache-dtype", "auto,fp8",
               "--max-model-len", "32K"])
    out = capsys.readouterr().out
    assert rc == 0
    assert all(len(line) <= 80 for line in out.splitlines())
    lines = [line for line in out.splitlines() if line.startswith(("L4", "A100", "H100"))]
    assert len(lines) == 6
    h100_fp8 = plan(MODEL, gpu="H100", kv_cache_dtype="fp8", max_model_len=32768)
    assert f"{h100_fp8.decision.largest_max_model_len:,}" in lines[-1]


def test_wide_sweep_table_fits_80_columns(capsys):
    main(["sweep", MODEL, "--gpu", "H100-PCIe-80GB,A100-SXM4-40GB", "-tp", "1,2", "--kv-cache-dtype", "auto,fp8",
          "--gpu-memory-utilization", "0.9,0.95", "--max-num-batched-tokens", "2048,8192", "--max-model-len", "32K"])
    out = capsys.readouterr().out
    assert max(len(line) for line in out.splitlines()) <= 80


def test_csv_and_json_shapes(capsys):
    args = ["sweep", MODEL, "--kv-cache-memory-bytes", "8G,16G", "--kv-cache-dtype", "auto,fp8"]
    assert main(args + ["--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert len(rows) == 4 and rows[0]["kv_cache_memory_bytes"] == str(8 << 30)  # vLLM: 8G = 8 GiB
    assert main(args + ["--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema_version"] == 1 and len(data["rows"]) == 4
    assert set(data["rows"][0]) >= {"gpu", "starts", "largest_max_model_len", "max_concurrency", "error"}


def test_plot_without_matplotlib_is_one_clear_line(monkeypatch, capsys, tmp_path):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    rc = main(["sweep", MODEL, "--kv-cache-memory-bytes", "8G", "--plot", str(tmp_path / "x.png")])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "pip install 'kvroom[plot]'" in err


def test_plot_writes_png_and_svg(tmp_path):
    pytest.importorskip("matplotlib")
    from kvroom.render.chart import plot_chart

    result = sweep(MODEL, gpu=["L4", "H100"], kv_cache_dtype=["auto", "fp8"], max_model_len=32768)
    data = chart_data(result, MODEL, max_model_len=32768)
    assert {s["name"] for s in data["series"]} == {"L4 auto", "L4 fp8", "H100 auto", "H100 fp8"}
    assert data["x_label"] == "gpu_memory_utilization" and data["target"] == 32768
    png = plot_chart(data, tmp_path / "fit.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = plot_chart(data, tmp_path / "fit.svg")
    assert "<svg" in svg.read_text()


def test_thousand_configs_reuse_the_model_and_stay_fast():
    model = load_model("meta-llama/Llama-3.1-8B-Instruct")
    started = time.perf_counter()
    result = sweep(model, kv_cache_memory_bytes=[(i + 1) << 28 for i in range(50)], tensor_parallel_size=[1, 2],
                   kv_cache_dtype=["auto", "fp8"], max_num_batched_tokens=[2048, 4096, 8192, 16384, 32768],
                   max_model_len=32768)
    elapsed = time.perf_counter() - started
    assert len(result.rows) == 1000
    assert elapsed < 5.0, f"1000 configs took {elapsed:.2f}s"  # ~0.5 s on a free core; generous for CI


def test_cli_import_stays_light():
    code = ("import sys, kvroom.cli; bad = [m for m in ('matplotlib', 'http.server', 'kvroom.web', 'kvroom.sweep') "
            "if m in sys.modules]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_completion_scripts_list_every_command(capsys):
    for shell in ("bash", "zsh", "fish"):
        assert main(["completion", shell]) == 0
        script = capsys.readouterr().out
        for command in ("plan", "sweep", "len", "models", "gpus", "web", "completion"):
            assert command in script
        assert "--kv-cache-dtype" in script or "kv-cache-dtype" in script
    main(["completion", "bash"])
    script = capsys.readouterr().out
    subprocess.run(["bash", "-n"], input=script, text=True, check=True)


def test_gpus_lists_the_catalog(capsys):
    assert main(["gpus"]) == 0
    out = capsys.readouterr().out
    assert "H100-SXM-80GB" in out and all(len(line) <= 80 for line in out.splitlines())
    assert main(["gpus", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["gpus"][0]["total_memory_bytes"] > 0


def test_view_commands_have_help_and_readme_docs():
    import argparse
    from pathlib import Path

    from kvroom.cli import build_parser

    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    helps = {c.dest: c.help for c in sub._choices_actions}
    for command in ("sweep", "gpus", "completion", "web"):
        assert helps.get(command), command
        assert f"`kvroom {command}" in readme, command


def test_fan_out_only_when_the_estimate_says_it_is_faster() -> None:
    """The automatic split (issue 13): one process for a short sweep or a single idle CPU, several for a long one."""
    from kvroom.sweep import ESTIMATE_FORK_WORKER_S, fan_out_workers

    assert fan_out_workers(10_000, 50e-6, 1) == 1  # no idle CPU to split onto
    # 0.5 s of planning left: forking 2 workers costs 2 x fork + shipping 10,000 rows back, little gain
    short = fan_out_workers(1_000, 50e-6, 2)
    assert short == 1
    # 100 s left on 8 idle CPUs: the split wins by far
    assert fan_out_workers(100_000, 1e-3, 8) == 8
    # more idle CPUs never mean fewer workers for the same work
    picks = [fan_out_workers(5_000, ESTIMATE_FORK_WORKER_S / 50, cpus) for cpus in range(1, 17)]
    assert picks == sorted(picks) and picks[0] == 1


def test_automatic_sweep_rows_match_the_serial_ones() -> None:
    """Whatever the automatic mode picks, the rows are those of a plain in-process sweep."""
    from kvroom.sweep import sweep

    axes = dict(kv_cache_memory_bytes=[(4 + i) * 2**28 for i in range(80)], tensor_parallel_size=[1, 2],
                kv_cache_dtype=["auto", "fp8"], max_model_len=32768)
    auto = sweep("Qwen/Qwen3-8B", **axes)
    serial = sweep("Qwen/Qwen3-8B", workers=1, **axes)
    forked = sweep("Qwen/Qwen3-8B", workers=2, **axes)
    assert len(auto.rows) == 320
    assert auto.rows == serial.rows == forked.rows


def test_expanded_requests_are_ordinary_plan_requests() -> None:
    """expand() fills requests without PlanRequest.__init__: they equal, hash and replace like constructed ones."""
    from dataclasses import replace

    from kvroom.core.engine import PlanRequest
    from kvroom.sweep import expand

    base = PlanRequest(max_model_len=4096, gpu="H100")
    got = expand(base, {"tensor_parallel_size": (1, 2), "kv_cache_dtype": ("auto", "fp8")})
    want = [PlanRequest(max_model_len=4096, gpu="H100", tensor_parallel_size=tp, kv_cache_dtype=dt)
            for tp in (1, 2) for dt in ("auto", "fp8")]
    assert got == want
    assert [hash(r) for r in got] == [hash(r) for r in want]
    assert replace(got[3], gpu="L4") == replace(want[3], gpu="L4")
    assert repr(got[0]) == repr(want[0])
