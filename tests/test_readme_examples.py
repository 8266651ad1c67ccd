"""Every ```python block under README.md's "Python API" heading runs as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).parents[1] / "README.md"


def _python_api_blocks() -> list[str]:
    text = README.read_text(encoding="utf-8")
    match = re.search(r"^## Python API\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert match, "README.md has no '## Python API' section"
    return re.findall(r"```python\n(.*?)```", match.group(1), re.S)


def test_readme_has_python_examples():
    assert len(_python_api_blocks()) >= 2


@pytest.mark.parametrize("index", range(len(_python_api_blocks())))
def test_readme_example_runs(index, capsys):
    code = _python_api_blocks()[index]
    exec(compile(code, f"README.md:python-api[{index}]", "exec"), {"__name__": "readme_example"})


def test_import_kvroom_is_light_and_names_stay_functions():
    import subprocess
    import sys

    code = ("import sys, kvroom; light = [m for m in sys.modules if m.startswith('kvroom.')]; "
            "import kvroom.sweep, kvroom.explain; "
            "print(light, callable(kvroom.sweep), callable(kvroom.explain), callable(kvroom.plan))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[] True True True"
