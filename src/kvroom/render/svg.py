"""The sweep chart as a self-contained SVG, drawn without matplotlib (so `--plot fit.svg` needs no extra).

Input: ``kvroom.sweep.chart_data`` (series of [x, largest max_model_len] points, current-setting marks, the
model's context and the target length). Output: SVG text. Decides nothing.
"""

from __future__ import annotations

from html import escape
from typing import Any

_W, _H = 760, 460
_LEFT, _RIGHT, _TOP, _BOTTOM = 78, 210, 40, 52
_PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
            "#bcbd22", "#17becf")


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    if high <= low:
        return [low]
    step = (high - low) / count
    magnitude = 10 ** len(str(int(step))) / 10 if step >= 1 else 0.1
    for nice in (1, 2, 2.5, 5, 10):
        if step <= nice * magnitude:
            step = nice * magnitude
            break
    start = (low // step) * step
    ticks, value = [], start
    while value <= high + step * 1e-9:
        if value >= low - step * 1e-9:
            ticks.append(round(value, 6))
        value += step
    return ticks


def svg_chart(data: dict[str, Any]) -> str:
    xs = [p[0] for s in data["series"] for p in s["points"]] + [m["x"] for m in data["current"] if m["x"] is not None]
    ys = [p[1] for s in data["series"] for p in s["points"]] + [m["y"] or 0 for m in data["current"]]
    ys += [v for v in (data.get("context"), data.get("target")) if v]
    x0, x1 = (min(xs), max(xs)) if xs else (0.0, 1.0)
    if x0 == x1:
        x0, x1 = x0 - 0.05, x1 + 0.05
    y1 = max(ys) * 1.08 if ys and max(ys) > 0 else 1.0
    plot_w, plot_h = _W - _LEFT - _RIGHT, _H - _TOP - _BOTTOM

    def px(x: float) -> float:
        return _LEFT + (x - x0) / (x1 - x0) * plot_w

    def py(y: float) -> float:
        return _TOP + plot_h - y / y1 * plot_h

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{_W}" height="{_H}" viewBox="0 0 {_W} {_H}" '
           'font-family="sans-serif" font-size="11">',
           f'<rect width="{_W}" height="{_H}" fill="white"/>',
           f'<text x="{_W / 2:.0f}" y="22" text-anchor="middle" font-size="13">{escape(data["title"])}</text>']
    for t in _ticks(0, y1):
        out.append(f'<line x1="{_LEFT}" x2="{_LEFT + plot_w}" y1="{py(t):.1f}" y2="{py(t):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{_LEFT - 6}" y="{py(t) + 4:.1f}" text-anchor="end">{int(t):,}</text>')
    for t in _ticks(x0, x1):
        out.append(f'<text x="{px(t):.1f}" y="{_TOP + plot_h + 16}" text-anchor="middle">{t:g}</text>')
    out.append(f'<rect x="{_LEFT}" y="{_TOP}" width="{plot_w}" height="{plot_h}" fill="none" stroke="#444"/>')
    out.append(f'<text x="{_LEFT + plot_w / 2:.0f}" y="{_H - 12}" text-anchor="middle">{escape(data["x_label"])}</text>')
    out.append(f'<text transform="translate(16 {_TOP + plot_h / 2:.0f}) rotate(-90)" text-anchor="middle">'
               f'{escape(data["y_label"])}</text>')
    for value, color, label in ((data.get("context"), "#888", "model's own context"),
                                (data.get("target"), "crimson", "target --max-model-len")):
        if value:
            out.append(f'<line x1="{_LEFT}" x2="{_LEFT + plot_w}" y1="{py(value):.1f}" y2="{py(value):.1f}" '
                       f'stroke="{color}" stroke-dasharray="5 4"/>')
            out.append(f'<text x="{_LEFT + 4}" y="{py(value) - 4:.1f}" fill="{color}">{label} {value:,}</text>')
    colors = {}
    for i, series in enumerate(data["series"]):
        color = colors[series["name"]] = _PALETTE[i % len(_PALETTE)]
        points = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in series["points"])
        out.append(f'<polyline points="{points}" fill="none" stroke="{color}" stroke-width="1.8"/>')
        legend_y = _TOP + 14 + 16 * i
        out.append(f'<line x1="{_W - _RIGHT + 12}" x2="{_W - _RIGHT + 30}" y1="{legend_y - 4}" y2="{legend_y - 4}" '
                   f'stroke="{color}" stroke-width="2"/>')
        out.append(f'<text x="{_W - _RIGHT + 36}" y="{legend_y}">{escape(series["name"][:26])}</text>')
    for mark in data["current"]:
        if mark["x"] is None or mark["y"] is None:
            continue
        color = colors.get(mark["series"], "black")
        fill = color if mark["starts"] else "white"
        out.append(f'<circle cx="{px(mark["x"]):.1f}" cy="{py(mark["y"]):.1f}" r="5" fill="{fill}" stroke="{color}" '
                   'stroke-width="1.5"/>')
    out.append("</svg>")
    return "\n".join(out)
