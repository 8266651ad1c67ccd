"""CLI of the pasted-command reader: `kvroom plan -- vllm serve ...`, the bare form, the notes, vLLM's refusal
(exit 2, one line, the subcommand named once), and `kvroom run` with a stand-in `vllm` that replays a real
failure log from ../shared/cases/real_reports.jsonl. Run as real subprocesses."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT.parent / "shared" / "cases" / "real_reports.jsonl"
ENV = dict(os.environ, PYTHONPATH=str(ROOT / "src"), NO_COLOR="1")
ENV.pop("HF_TOKEN", None)
LLAMA = "meta-llama/Llama-3.1-8B-Instruct"


def run(*args: str, env: dict | None = None, cwd: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kvroom", *args], env=env or ENV, capture_output=True, text=True,
                          timeout=120, cwd=cwd)


def _json_without_launch(p: subprocess.CompletedProcess) -> dict:
    data = json.loads(p.stdout)
    data.pop("launch")
    return data


def test_unmodelled_flags_plan_as_the_line_without_them_plus_the_note() -> None:
    # real line from https://github.com/vllm-project/vllm/issues/27466 (vLLM 0.11.0), model swapped for a catalog one
    full = run("plan", "--gpu", "L4", "--json", "--", "vllm", "serve", LLAMA, "--served-model-name", "qwenvl",
               "--port", "8080", "--host", "0.0.0.0", "--max-model-len", "16384", "--gpu_memory_utilization", "0.9")
    bare = run("plan", LLAMA, "--gpu", "L4", "--max-model-len", "16384", "--gpu-memory-utilization", "0.9", "--json")
    assert full.returncode == bare.returncode and full.returncode in (0, 1), full.stderr
    assert _json_without_launch(full) == _json_without_launch(bare)
    launch = json.loads(full.stdout)["launch"]
    assert launch["ignored_flags"] == ["--served-model-name", "--port", "--host"]
    assert launch["source"] == "serve"
    text = run("plan", "--gpu", "L4", "--", "vllm", "serve", LLAMA, "--port", "8080", "--host", "0.0.0.0")
    assert "note: no effect on memory: --port, --host" in text.stdout


def test_api_server_and_docker_lines_plan_as_the_plain_line() -> None:
    plain = run("plan", "--gpu", "H100", "--json", "--", "vllm", "serve", LLAMA, "--max-model-len", "32768", "-tp", "1")
    api = run("plan", "--gpu", "H100", "--json", "--", "python", "-m", "vllm.entrypoints.openai.api_server",
              "--model", LLAMA, "--max-model-len", "32768", "-tp", "1")
    docker = run("plan", "--gpu", "H100", "--json", "--", "docker", "run", "--gpus", "all", "-p", "8000:8000",
                 "vllm/vllm-openai:v0.33.0", "--model", LLAMA, "--max-model-len", "32768", "-tp", "1")
    assert plain.returncode == api.returncode == docker.returncode == 0, (plain.stderr, api.stderr, docker.stderr)
    assert _json_without_launch(plain) == _json_without_launch(api) == _json_without_launch(docker)


def test_unknown_flag_gets_vllms_refusal_exit_2_one_line() -> None:
    p = run("plan", LLAMA, "--gpu", "L4", "--no-such-flag", "3")
    assert p.returncode == 2
    err = p.stderr.strip()
    assert "\n" not in err and "Traceback" not in err
    assert err.startswith("kvroom: vllm serve: error: unrecognized arguments: --no-such-flag 3")


@pytest.mark.parametrize("args, named", [(("--bogus",), "`kvroom --help`"),
                                         (("plan", "--gpu"), "`kvroom plan --help`"),
                                         (("len",), "`kvroom len --help`")])
def test_usage_errors_name_the_subcommand_once(args: tuple[str, ...], named: str) -> None:
    p = run(*args)
    assert p.returncode == 2
    assert named in p.stderr and "kvroom kvroom" not in p.stderr


def test_plan_help_lists_the_modelled_flags() -> None:
    p = run("plan", "--help")
    assert p.returncode == 0
    listed = p.stdout.split("vLLM flags kvroom models", 1)[1]
    for flag in ("--max-model-len", "--tensor-parallel-size / -tp", "--kv-cache-dtype", "--gpu-memory-utilization",
                 "--enable-prefix-caching", "--max-num-seqs"):
        assert flag in listed
    assert "vllm serve MODEL" in p.stdout


def test_no_model_is_bad_input() -> None:
    p = run("plan", "--gpu", "L4")
    assert p.returncode == 2 and "give the model" in p.stderr
    p = run("plan", "--gpu", "L4", "--", "vllm", "serve", "--port", "1")
    assert p.returncode == 2 and "names no model" in p.stderr


# ---- kvroom run, with a stand-in `vllm` on PATH


def _case_log(case_id: str) -> list[str]:
    for line in CASES.read_text().splitlines():
        row = json.loads(line)
        if row["case_id"] == case_id:
            return row["log_excerpt"]
    raise KeyError(case_id)


STANDIN = """#!{python}
import os, signal, sys, time
marker = os.environ["STANDIN_MARKER"]
open(marker, "w").write(" ".join(sys.argv[1:]))
def on_term(signum, frame):
    open(marker + ".signal", "w").write(str(signum))
    sys.exit(143)
signal.signal(signal.SIGTERM, on_term)
signal.signal(signal.SIGINT, on_term)
sys.stdout.write(open(os.environ["STANDIN_LOG"]).read())
sys.stdout.flush()
if os.environ.get("STANDIN_STDERR"):
    sys.stderr.write(os.environ["STANDIN_STDERR"])
    sys.stderr.flush()
if os.environ.get("STANDIN_WAIT"):
    print("ready", flush=True)
    time.sleep(60)
sys.exit(int(os.environ.get("STANDIN_RC", "1")))
"""


@pytest.fixture()
def standin(tmp_path: Path):
    bindir = tmp_path / "bin"
    bindir.mkdir()
    script = bindir / "vllm"
    script.write_text(STANDIN.format(python=sys.executable))
    script.chmod(0o755)
    env = dict(ENV, PATH=f"{bindir}{os.pathsep}{ENV.get('PATH', '')}", STANDIN_MARKER=str(tmp_path / "ran"),
               STANDIN_LOG=str(tmp_path / "replay.log"))
    return tmp_path, env


def test_run_refuses_before_loading_when_the_plan_says_it_would_not_start(standin) -> None:
    tmp_path, env = standin
    (tmp_path / "replay.log").write_text("")
    p = run("run", "--gpu", "L4", "--", "vllm", "serve", LLAMA, "--max-model-len", "131072", env=env, cwd=str(tmp_path))
    assert p.returncode == 1
    assert not (tmp_path / "ran").exists()
    assert "--force" in p.stderr and "refuses" in p.stderr


@pytest.mark.skipif(not CASES.is_file(), reason="../shared/cases (ground truth) not present")
def test_run_force_passes_output_through_logs_it_and_explains_the_failure(standin) -> None:
    tmp_path, env = standin
    lines = _case_log("vllm-10517-kaspersiminski-29k")  # https://github.com/vllm-project/vllm/issues/10517
    replay = "".join(f"INFO 12-02 10:00:00 worker.py:1] {line}\n" for line in lines[:-1]) + f"ERROR {lines[-1]}\n"
    (tmp_path / "replay.log").write_text(replay)
    log = tmp_path / "vllm.log"
    p = run("run", "--gpu", "L4", "--force", "--log", str(log), "--", "vllm", "serve", LLAMA, "--max-model-len",
            "131072", env=dict(env, STANDIN_RC="1", STANDIN_STDERR="Traceback (most recent call last):\n"),
            cwd=str(tmp_path))
    assert p.returncode == 1
    assert (tmp_path / "ran").read_text() == f"serve {LLAMA} --max-model-len 131072"
    assert p.stdout == replay  # passed through unchanged, each stream to its own
    assert "Traceback (most recent call last):\n" in p.stderr
    # both streams in the log (their interleaving is the pipes' timing)
    assert sorted(log.read_text().splitlines()) == sorted((replay + "Traceback (most recent call last):\n").splitlines())
    assert "vLLM died while starting" in p.stderr
    assert "29000" in p.stderr or "29,000" in p.stderr  # the explanation reads the log's own numbers


def test_run_returns_the_exit_code_and_runs_the_bare_form_as_vllm_serve(standin) -> None:
    tmp_path, env = standin
    (tmp_path / "replay.log").write_text("INFO: Application startup complete.\n")
    p = run("run", LLAMA, "--gpu", "H100", "--max-model-len", "8192", "--log", str(tmp_path / "l.log"),
            env=dict(env, STANDIN_RC="7"), cwd=str(tmp_path))
    assert p.returncode == 7
    assert (tmp_path / "ran").read_text() == f"serve {LLAMA} --max-model-len 8192"
    assert "vLLM died while starting" not in p.stderr  # it had printed that it serves


def test_run_forwards_sigterm_to_vllm(standin) -> None:
    tmp_path, env = standin
    (tmp_path / "replay.log").write_text("")
    proc = subprocess.Popen([sys.executable, "-m", "kvroom", "run", LLAMA, "--gpu", "H100", "--max-model-len", "8192",
                             "--log", str(tmp_path / "l.log")], env=dict(env, STANDIN_WAIT="1"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=str(tmp_path), text=True)
    try:
        assert proc.stdout is not None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.stdout.readline().strip() != "ready":
            pass
        proc.send_signal(signal.SIGTERM)
        rc = proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert (tmp_path / "ran.signal").read_text() == str(int(signal.SIGTERM))
    assert rc == 143


def test_kvroom_option_after_the_separator_gets_a_hint() -> None:
    p = run("plan", "--", "vllm", "serve", LLAMA, "--gpu", "L4")
    assert p.returncode == 2
    # vLLM's argparse (allow_abbrev) reads `--gpu` as an abbreviation of --gpu-memory-utilization
    assert "--gpu-memory-utilization: invalid float value: 'L4'" in p.stderr
    assert "--gpu is kvroom's option: put it before `--`" in p.stderr


def test_run_needs_force_when_kvroom_cannot_plan(standin) -> None:
    tmp_path, env = standin
    (tmp_path / "replay.log").write_text("")
    args = ("run", "--log", str(tmp_path / "l.log"), "--", "vllm", "serve", str(tmp_path / "no-such-model"))
    p = run(*args, env=env, cwd=str(tmp_path))
    assert p.returncode == 2 and "--force" in p.stderr
    assert not (tmp_path / "ran").exists()
    p = run(args[0], "--force", *args[1:], env=dict(env, STANDIN_RC="0"), cwd=str(tmp_path))
    assert p.returncode == 0 and (tmp_path / "ran").exists()


def test_model_before_the_double_dash_and_vllm_flags_after_it(capsys) -> None:
    """`kvroom plan MODEL --gpu L4 -- --max-model-len 16K`: the words before `--` that are not kvroom's options name
    the model, vLLM's flags follow `--` (it exited 2, "the command names no model")."""
    from kvroom.cli import main

    assert main(["plan", "meta-llama/Llama-3.1-8B-Instruct", "--gpu", "L4", "--json", "--", "--max-model-len",
                 "16K"]) == 0
    import json

    out = json.loads(capsys.readouterr().out)
    assert out["max_model_len"] == 16384 and out["model"] == "meta-llama/Llama-3.1-8B-Instruct"
