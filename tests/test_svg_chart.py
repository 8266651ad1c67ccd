"""The built-in SVG chart (no matplotlib): well-formed, every series and the marks drawn."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from kvroom.render.svg import svg_chart
from kvroom.sweep import chart_data, sweep


def test_svg_chart_from_a_sweep() -> None:
    result = sweep("Qwen/Qwen3-32B", gpu=["L4", "H100"], kv_cache_dtype=["auto", "fp8"], max_model_len=32768)
    data = chart_data(result, "Qwen/Qwen3-32B", max_model_len=32768)
    svg = svg_chart(data)
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    assert len(root.findall(f"{ns}polyline")) == len(data["series"]) == 4
    texts = " ".join(t.text or "" for t in root.iter(f"{ns}text"))
    for series in data["series"]:
        assert series["name"][:26] in texts
    assert "model's own context 40,960" in texts and "target --max-model-len 32,768" in texts
    assert len(root.findall(f"{ns}circle")) == len(data["current"])
