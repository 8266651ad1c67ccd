"""The sweep chart (SVG without matplotlib, PNG with it): well-formed, every series and mark drawn, round ticks,
overlapping lines kept apart, the same marker legend in both, and concurrency when every configuration fits."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from kvroom.render.svg import dash_patterns, nice_ticks, svg_chart, tick_label
from kvroom.sweep import chart_data, sweep

NS = "{http://www.w3.org/2000/svg}"


def _texts(root) -> list[str]:
    return [t.text or "" for t in root.iter(f"{NS}text")]


def test_svg_chart_from_a_sweep() -> None:
    result = sweep("Qwen/Qwen3-32B", gpu=["L4", "H100"], kv_cache_dtype=["auto", "fp8"], max_model_len=32768)
    data = chart_data(result, "Qwen/Qwen3-32B", max_model_len=32768)
    assert data["y_metric"] == "largest_max_model_len"  # L4 does not hold the model's context: lengths
    svg = svg_chart(data)
    root = ET.fromstring(svg)
    assert len(root.findall(f"{NS}polyline")) == len(data["series"]) == 4
    texts = " ".join(_texts(root))
    for series in data["series"]:
        assert series["name"][:26] in texts
    assert "model's own context 40,960" in texts and "target --max-model-len 32,768" in texts
    # the marks of the sweep's rows, plus the two legend markers
    assert len(root.findall(f"{NS}circle")) == len(data["current"]) + 2


@pytest.mark.parametrize("low, high, expected", [
    (0, 34_406, [0, 10_000, 20_000, 30_000, 40_000]),
    (0, 131_072, [0, 50_000, 100_000, 150_000]),
    (0.5, 0.99, [0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
    (0.85, 0.95, [0.84, 0.86, 0.88, 0.9, 0.92, 0.94, 0.96]),
    (0, 7.3, [0, 2, 4, 6, 8]),
])
def test_ticks_are_round(low, high, expected) -> None:
    ticks = nice_ticks(low, high)
    assert ticks == pytest.approx(expected)
    assert ticks[0] <= low and ticks[-1] >= high


def test_tick_labels_read_as_people_read_them() -> None:
    assert [tick_label(t, 10_000) for t in (0, 40_000)] == ["0", "40,000"]
    assert [tick_label(t, 0.1) for t in (0.5, 1.0)] == ["0.5", "1.0"]
    assert tick_label(0.25, 0.05) == "0.25" and tick_label(2.5, 2.5) == "2.5"


def test_the_axes_carry_only_round_ticks() -> None:
    result = sweep("Qwen/Qwen3-32B", gpu=["L4", "H100"], kv_cache_dtype=["auto"], max_model_len=32768)
    root = ET.fromstring(svg_chart(chart_data(result, "Qwen/Qwen3-32B", max_model_len=32768)))
    numbers = [t.replace(",", "") for t in _texts(root) if t.replace(",", "").replace(".", "").isdigit()]
    for value in numbers:
        v = float(value)
        # every label is a multiple of 1, 2, 2.5 or 5 times a power of ten (0.x for the utilization axis)
        assert v == 0 or any(abs(v / (m * 10 ** e) - round(v / (m * 10 ** e))) < 1e-6
                             for m in (1, 2, 2.5, 5) for e in range(-2, 6) if m * 10 ** e >= v / 10), value


def test_a_line_on_top_of_another_is_dashed() -> None:
    a = {"name": "A", "points": [[0.5, 100], [0.7, 200], [0.9, 300]]}
    b = {"name": "B", "points": [[0.5, 100], [0.7, 200], [0.9, 300]]}
    c = {"name": "C", "points": [[0.5, 10], [0.7, 20], [0.9, 30]]}
    d = {"name": "D", "points": [[0.5, 100.5], [0.7, 200], [0.9, 300]]}
    patterns = dash_patterns([a, b, c, d])
    assert patterns[0] is None and patterns[2] is None  # the first of a group and a separate line stay solid
    assert patterns[1] and patterns[3] and patterns[1] != patterns[3]
    data = {"title": "t", "x_label": "x", "y_label": "y", "series": [a, b], "current": [], "context": None,
            "target": None}
    root = ET.fromstring(svg_chart(data))
    lines = root.findall(f"{NS}polyline")
    assert lines[0].get("stroke-dasharray") is None and lines[1].get("stroke-dasharray") == patterns[1]
    # the legend sample of the dashed series is dashed the same way
    legend = [el for el in root.findall(f"{NS}line") if el.get("stroke-dasharray") == patterns[1]]
    assert legend


def test_svg_legend_explains_the_markers_as_the_png_does() -> None:
    from kvroom.render.svg import MARKER_LEGEND

    data = {"title": "t", "x_label": "x", "y_label": "y", "series": [{"name": "A", "points": [[0.5, 1], [0.9, 2]]}],
            "current": [{"series": "A", "x": 0.9, "y": 2, "starts": True}], "context": None, "target": None}
    texts = _texts(ET.fromstring(svg_chart(data)))
    assert [label for _, label in MARKER_LEGEND] == ["current setting: starts", "current setting: refuses"]
    assert all(label in texts for _, label in MARKER_LEGEND)


def test_png_legend_has_the_same_marker_entries(tmp_path, monkeypatch) -> None:
    pytest.importorskip("matplotlib")
    import matplotlib.axes

    from kvroom.render.chart import plot_chart
    from kvroom.render.svg import MARKER_LEGEND

    seen: dict = {}
    real_legend = matplotlib.axes.Axes.legend

    def spy(self, *args, **kwargs):
        legend = real_legend(self, *args, **kwargs)
        seen["labels"] = [t.get_text() for t in legend.get_texts()]
        handles = getattr(legend, "legend_handles", None) or getattr(legend, "legendHandles", [])
        seen["styles"] = [h.get_linestyle() for h in handles]
        return legend

    monkeypatch.setattr(matplotlib.axes.Axes, "legend", spy)
    result = sweep("Qwen/Qwen3-32B", gpu=["H100", "H200"], kv_cache_dtype=["auto", "fp8"], max_model_len=32768)
    data = chart_data(result, "Qwen/Qwen3-32B", max_model_len=32768)
    plot_chart(data, tmp_path / "fit.png")
    assert seen["labels"][-2:] == [label for _, label in MARKER_LEGEND]
    assert seen["labels"][:4] == [s["name"] for s in data["series"]]
    # H200 auto and fp8 both reach the model's context from 0.56 up: the second is drawn dashed
    assert seen["styles"][:4].count("-") < 4


def test_when_every_configuration_fits_the_chart_plots_concurrency() -> None:
    # Llama-3.1-8B at 8K on H100/H200 starts at every utilization of the grid with room to spare: lengths would
    # be one flat line at the model's context, so the chart shows max concurrency, which still differs
    result = sweep("meta-llama/Llama-3.1-8B-Instruct", gpu=["H100", "H200"], kv_cache_dtype=["auto", "fp8"],
                   max_model_len=8192)
    data = chart_data(result, "meta-llama/Llama-3.1-8B-Instruct", max_model_len=8192)
    assert data["y_metric"] == "max_concurrency" and "concurrency" in data["y_label"]
    assert data["context"] is None and data["target"] is None
    by_name = {s["name"]: dict((round(x, 2), y) for x, y in s["points"]) for s in data["series"]}
    rows = {(r.gpu, r.kv_cache_dtype): r for r in result.rows}
    for (gpu, dtype), row in rows.items():
        assert by_name[f"{gpu} {dtype}"][round(row.gpu_memory_utilization or 0.92, 2)] == row.max_concurrency
    # fp8 halves the KV bytes per token, so it roughly doubles the concurrency: the lines are apart
    assert by_name["H100 fp8"][0.9] > 1.9 * by_name["H100 auto"][0.9]
    assert ET.fromstring(svg_chart(data)) is not None
