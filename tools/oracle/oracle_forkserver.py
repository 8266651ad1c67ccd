#!/usr/bin/env python3
"""Run many vllm_oracle.py cases with one `import vllm` (fork per case).

Run with the ORACLE venv's python:
  $ORACLE_ROOT/venv/bin/python tools/oracle/oracle_forkserver.py ORACLE_SRC JOBS
Reads stdin: one JSON job per line {"argv": [...], "out": path, "log": path}.
For each job it forks a fresh child of the already-imported parent; the child
calls the unmodified vllm_oracle.main(argv) with stdout -> out, stderr -> log,
exactly as `python vllm_oracle.py argv...` would (same process-level setup:
the env vars vllm_oracle.main sets are set here before `import vllm`, and no
vLLM config/logging/distributed state exists in the parent).
Writes one line per finished job to stdout: {"out": path, "rc": rc}.
"""
import json
import os
import sys

src, jobs_n = sys.argv[1], int(sys.argv[2])
# the same env vllm_oracle.main() sets before importing vllm
os.environ.setdefault("VLLM_LOGGING_LEVEL", "INFO")
os.environ["VLLM_CONFIGURE_LOGGING"] = "0"
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.pop("VLLM_CPU_KVCACHE_SPACE", None)
sys.path.insert(0, src)
import torch  # noqa: E402,F401
import vllm  # noqa: E402,F401
import vllm.engine.arg_utils  # noqa: E402,F401
import vllm.v1.core.kv_cache_utils  # noqa: E402,F401
import vllm.v1.engine.core  # noqa: E402,F401
import vllm.v1.worker.gpu_model_runner  # noqa: E402,F401
import vllm.model_executor.model_loader.utils  # noqa: E402,F401
import vllm_oracle  # noqa: E402

running = {}


def reap(block):
    pid, status = os.waitpid(-1, 0 if block else os.WNOHANG)
    if pid == 0:
        return False
    out = running.pop(pid)
    rc = os.waitstatus_to_exitcode(status)
    print(json.dumps({"out": out, "rc": rc}), flush=True)
    return True


for line in sys.stdin:
    line = line.strip()
    if not line:
        continue
    job = json.loads(line)
    while len(running) >= jobs_n:
        reap(True)
    pid = os.fork()
    if pid == 0:
        try:
            fo = os.open(job["out"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            fe = os.open(job["log"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.dup2(fo, 1)
            os.dup2(fe, 2)
            sys.stdout = os.fdopen(1, "w", closefd=False)
            sys.stderr = os.fdopen(2, "w", closefd=False)
            sys.argv = ["vllm_oracle.py"] + job["argv"]
            rc = vllm_oracle.main(job["argv"])
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(rc if isinstance(rc, int) else 0)
        except SystemExit as e:
            sys.stdout.flush()
            os._exit(e.code if isinstance(e.code, int) else 1)
        except BaseException:
            import traceback
            traceback.print_exc()
            sys.stderr.flush()
            os._exit(99)
    running[pid] = job["out"]
while running:
    reap(True)
