"""The web page draws its chart with the same conventions as kvroom.render.svg: its JS port of nice_ticks,
tick_label and dash_patterns gives the same answers (run under node when it is installed; skipped otherwise)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from kvroom.render.svg import dash_patterns, nice_ticks, tick_label

NODE = shutil.which("node") or shutil.which("nodejs")
PAGE = Path(__file__).parent.parent / "src/kvroom/web/index.html"
pytestmark = pytest.mark.skipif(NODE is None, reason="no node on PATH")

RANGES = [(0, 34_406), (0, 131_072), (0.5, 0.99), (0.85, 0.95), (0, 7.3), (0.25, 40), (0, 1), (0.1, 0.35),
          (0, 216.7), (3, 3)]
SERIES = [
    [{"name": "A", "points": [[0.5, 100], [0.7, 200]]}, {"name": "B", "points": [[0.5, 100], [0.7, 200]]},
     {"name": "C", "points": [[0.5, 1], [0.7, 2]]}, {"name": "D", "points": [[0.5, 100.4], [0.7, 200]]}],
    [{"name": "A", "points": [[0.5, 0], [0.6, 0], [0.7, 500]]}, {"name": "B", "points": [[0.5, 0], [0.6, 0], [0.7, 900]]}],
]


def _run_js(expr: str):
    page = PAGE.read_text()
    start = page.index("// the chart conventions of kvroom.render.svg")
    end = page.index("function drawChart(chart)")
    script = page[start:end] + f"\nprocess.stdout.write(JSON.stringify({expr}));\n"
    out = subprocess.run([NODE, "-e", script], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_js_ticks_and_labels_match_python() -> None:
    js = _run_js("%s.map(([lo, hi]) => { const t = niceTicks(lo, hi); const s = t.length > 1 ? t[1] - t[0] : 1; "
                 "return [t, t.map((v) => tickLabel(v, s))]; })" % json.dumps(RANGES))
    for (low, high), (ticks, labels) in zip(RANGES, js):
        expected = nice_ticks(low, high)
        step = expected[1] - expected[0] if len(expected) > 1 else 1
        assert ticks == pytest.approx(expected), (low, high)
        assert labels == [tick_label(v, step) for v in expected], (low, high)


def test_js_dash_patterns_match_python() -> None:
    js = _run_js("%s.map(dashPatterns)" % json.dumps(SERIES))
    assert js == [dash_patterns(series) for series in SERIES]
    assert js[0][1] and js[0][3] and js[0][0] is None and js[0][2] is None


def test_page_chart_shows_the_marker_legend_and_the_y_label() -> None:
    page = PAGE.read_text()
    from kvroom.render.svg import MARKER_LEGEND

    for _, label in MARKER_LEGEND:
        assert f'"{label}"' in page
    assert "chart.y_label" in page


def test_page_script_parses(tmp_path) -> None:
    page = PAGE.read_text()
    script = page[page.index("<script>") + len("<script>"):page.index("</script>")]
    path = tmp_path / "page.js"
    path.write_text(script)
    out = subprocess.run([NODE, "--check", str(path)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
