"""`kvroom run`: start a vLLM command as a child process, pass its output through unchanged (and into a log
file), forward SIGINT/SIGTERM to it, and return its exit code and whether it died before serving.

Owns: the child process and its log. Never: decide whether to start (cli.py asks kvroom.plan first), explain
(cli.py hands the log to kvroom.explain), or rewrite what vLLM prints.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from kvroom.core.frozen import frozen

# vLLM prints one of these once the server accepts requests (vllm/entrypoints/openai/api_server.py: uvicorn's
# startup line, and vLLM's own route listing); output that never reached one of them died during startup
_SERVING_MARKERS = (b"Application startup complete", b"Uvicorn running on", b"Starting vLLM API server")
_CHUNK = 65536


@frozen
class RunOutcome:
    returncode: int
    log_path: str
    died_starting: bool  # exited non-zero before printing that it serves


def default_log_path() -> str:
    return f"kvroom-run-{time.strftime('%Y%m%d-%H%M%S')}.log"


def run_command(argv: list[str], *, log_path: str | None = None, env: dict[str, str] | None = None,
                stdout=None, stderr=None) -> RunOutcome:
    """Run ``argv`` (leading NAME=value words become its environment); copy its stdout and stderr byte for byte
    to ours (or ``stdout``/``stderr``) and both, as they come, to the log; forward SIGINT/SIGTERM while it runs.

    The child runs in its own process group, so a Ctrl-C at the terminal reaches it once, through kvroom."""
    from kvroom.errors import InputError
    from kvroom.launch.reader import split_env

    assignments, command = split_env(argv)
    if not command:
        raise InputError("nothing to run: give `vllm serve MODEL [flags]`")
    child_env = dict(os.environ if env is None else env)
    child_env.update(assignments)
    log_path = log_path or default_log_path()
    outs = {1: stdout if stdout is not None else sys.stdout.buffer,
            2: stderr if stderr is not None else sys.stderr.buffer}
    try:
        log = open(log_path, "wb")
    except OSError as exc:
        raise InputError(f"{log_path}: cannot write the log ({exc.strerror or exc}); pass --log FILE") from None
    try:
        child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=child_env,
                                 preexec_fn=os.setpgrp)  # noqa: PLW1509 (POSIX only; nothing else runs here)
    except OSError as exc:
        log.close()
        raise InputError(f"cannot start {command[0]!r} ({exc.strerror or exc}); is vLLM installed and on PATH?") from None
    previous = {}

    def forward(signum, _frame):
        if child.poll() is None:
            child.send_signal(signum)

    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            previous[sig] = signal.signal(sig, forward)
        except ValueError:  # not the main thread: signals stay with the caller
            pass
    try:
        with log:
            serving = _pump(child, outs, log)
            returncode = child.wait()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    if returncode < 0:  # killed by a signal: the shell's convention, 128 + signal number
        returncode = 128 - returncode
    return RunOutcome(returncode=returncode, log_path=log_path, died_starting=returncode != 0 and not serving)


def _pump(child: subprocess.Popen, outs: dict, log) -> bool:
    """Copy the child's two pipes until both close; True once a line said the server is up."""
    import selectors

    sel = selectors.DefaultSelector()
    assert child.stdout is not None and child.stderr is not None
    sel.register(child.stdout, selectors.EVENT_READ, 1)
    sel.register(child.stderr, selectors.EVENT_READ, 2)
    serving = False
    tails = {1: b"", 2: b""}
    while sel.get_map():
        for key, _ in sel.select():
            try:
                chunk = os.read(key.fileobj.fileno(), _CHUNK)
            except InterruptedError:
                continue
            if not chunk:
                sel.unregister(key.fileobj)
                continue
            out = outs[key.data]
            out.write(chunk)
            out.flush()
            log.write(chunk)
            if not serving:
                window = tails[key.data] + chunk
                serving = any(m in window for m in _SERVING_MARKERS)
                tails[key.data] = window[-64:]
    sel.close()
    return serving
