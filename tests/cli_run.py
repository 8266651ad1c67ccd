"""Running kvroom's CLI in process for a test: argv in, (exit code, stdout, stderr) out; and the golden configs."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

GOLDEN_CONFIGS = Path(__file__).parent / "golden" / "configs"


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    from kvroom.cli import main

    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            rc = main(argv)
        except SystemExit as exc:
            rc = exc.code
    return rc, out.getvalue(), err.getvalue()


def golden_config(name: str) -> dict:
    """A config.json from tests/golden/configs (the file may wrap it as {"config": ...})."""
    data = json.loads((GOLDEN_CONFIGS / name).read_text())
    return data["config"] if isinstance(data.get("config"), dict) else data
