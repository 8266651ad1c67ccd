"""The sweep chart as a self-contained SVG, drawn without matplotlib (so `--plot fit.svg` needs no extra).

Input: ``kvroom.sweep.chart_data`` (series of [x, y] points, current-setting marks, the model's context and the
target length when y is a length). Output: SVG text. Decides nothing. Also owns the chart conventions the PNG
(render/chart.py) and the web page share: round axis ticks (``nice_ticks``), a dash pattern for a line that runs
on top of another (``dash_patterns``) and the marker legend (``MARKER_LEGEND``).
"""

from __future__ import annotations

import math
from html import escape
from typing import Any

_W, _H = 760, 460
_LEFT, _RIGHT, _TOP, _BOTTOM = 78, 210, 40, 52
_PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
            "#bcbd22", "#17becf")
# an overlapping line gets the next of these (SVG stroke-dasharray); the first line of a group stays solid
DASHES = ("7 4", "2 3", "10 3 2 3", "4 2 1 2")
# the marks of the sweep's own rows: the same two entries in the SVG, the PNG and the web page
MARKER_LEGEND = (("filled", "current setting: starts"), ("hollow", "current setting: refuses"))


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values (1, 2, 2.5 or 5 times a power of ten apart) from at or below ``low`` to at or above
    ``high``: the axis is stretched to its outer ticks, so the top tick is a round number, not the data maximum."""
    if not (math.isfinite(low) and math.isfinite(high)):
        return [0.0, 1.0]
    if high <= low:
        high = low + (abs(low) or 1.0)
    raw = (high - low) / max(1, count)
    power = 10.0 ** math.floor(math.log10(raw))
    step = next(nice * power for nice in (1, 2, 2.5, 5, 10) if raw <= nice * power * (1 + 1e-9))
    first = math.floor(low / step + 1e-9) * step
    ticks = []
    index = 0
    while True:
        value = first + index * step
        ticks.append(round(value, 10))
        if value >= high - step * 1e-9:
            return ticks
        index += 1


def tick_label(value: float, step: float) -> str:
    """A tick as people read it: thousands separated, as many decimals as the step needs."""
    if step >= 1 and float(value).is_integer():
        return f"{int(value):,}"
    exponent = math.floor(math.log10(step) + 1e-9)
    mantissa = round(step / 10.0 ** exponent, 6)
    decimals = max(0, min(6, -exponent + (0 if mantissa in (1.0, 2.0, 5.0, 10.0) else 1)))
    return f"{value:,.{decimals}f}"


def dash_patterns(series: list[dict[str, Any]], tolerance: float | None = None) -> list[str | None]:
    """For each series, None (solid) or a dash pattern when it runs on top of an earlier series on at least half
    of its points (same x, y within ``tolerance``, default 1 % of the y range): two GPUs or dtypes that both reach
    the model's context draw one line otherwise, and the chart hides one of them."""
    ys = [p[1] for s in series for p in s["points"]]
    span = (max(ys) - min(ys)) if ys else 0
    tol = tolerance if tolerance is not None else max(span * 0.01, 1e-9)
    patterns: list[str | None] = []
    used = 0
    for i, current in enumerate(series):
        own = {round(x, 9): y for x, y in current["points"]}
        overlaps = False
        for earlier in series[:i]:
            shared = [(own[round(x, 9)], y) for x, y in earlier["points"] if round(x, 9) in own]
            same = sum(1 for a, b in shared if abs(a - b) <= tol)
            if own and same * 2 >= len(own):
                overlaps = True
                break
        patterns.append(DASHES[used % len(DASHES)] if overlaps else None)
        used += overlaps
    return patterns


def svg_chart(data: dict[str, Any]) -> str:
    xs = [p[0] for s in data["series"] for p in s["points"]] + [m["x"] for m in data["current"] if m["x"] is not None]
    ys = [p[1] for s in data["series"] for p in s["points"]] + [m["y"] or 0 for m in data["current"]]
    ys += [v for v in (data.get("context"), data.get("target")) if v]
    x_ticks = nice_ticks(min(xs), max(xs)) if xs else [0.0, 1.0]
    y_ticks = nice_ticks(0, max(ys) if ys and max(ys) > 0 else 1.0)
    x0, x1 = x_ticks[0], x_ticks[-1]
    y1 = y_ticks[-1]
    x_step = x_ticks[1] - x_ticks[0] if len(x_ticks) > 1 else 1.0
    y_step = y_ticks[1] - y_ticks[0] if len(y_ticks) > 1 else 1.0
    plot_w, plot_h = _W - _LEFT - _RIGHT, _H - _TOP - _BOTTOM

    def px(x: float) -> float:
        return _LEFT + (x - x0) / (x1 - x0) * plot_w

    def py(y: float) -> float:
        return _TOP + plot_h - y / y1 * plot_h

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{_W}" height="{_H}" viewBox="0 0 {_W} {_H}" '
           'font-family="sans-serif" font-size="11">',
           f'<rect width="{_W}" height="{_H}" fill="white"/>',
           f'<text x="{_W / 2:.0f}" y="22" text-anchor="middle" font-size="13">{escape(data["title"])}</text>']
    for t in y_ticks:
        out.append(f'<line x1="{_LEFT}" x2="{_LEFT + plot_w}" y1="{py(t):.1f}" y2="{py(t):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{_LEFT - 6}" y="{py(t) + 4:.1f}" text-anchor="end">{tick_label(t, y_step)}</text>')
    for t in x_ticks:
        out.append(f'<text x="{px(t):.1f}" y="{_TOP + plot_h + 16}" text-anchor="middle">{tick_label(t, x_step)}</text>')
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
    legend_x = _W - _RIGHT + 12
    for i, (series, dash) in enumerate(zip(data["series"], dash_patterns(data["series"]))):
        color = colors[series["name"]] = _PALETTE[i % len(_PALETTE)]
        points = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in series["points"])
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<polyline points="{points}" fill="none" stroke="{color}" stroke-width="1.8"{dashed}/>')
        legend_y = _TOP + 14 + 16 * i
        out.append(f'<line x1="{legend_x}" x2="{legend_x + 18}" y1="{legend_y - 4}" y2="{legend_y - 4}" '
                   f'stroke="{color}" stroke-width="2"{dashed}/>')
        out.append(f'<text x="{legend_x + 24}" y="{legend_y}">{escape(series["name"][:26])}</text>')
    marker_y = _TOP + 14 + 16 * len(data["series"]) + 8
    for j, (fill, label) in enumerate(MARKER_LEGEND):
        y = marker_y + 16 * j
        out.append(f'<circle cx="{legend_x + 9}" cy="{y - 4}" r="4.5" fill="{"#444" if fill == "filled" else "white"}" '
                   'stroke="#444" stroke-width="1.5"/>')
        out.append(f'<text x="{legend_x + 24}" y="{y}">{label}</text>')
    for mark in data["current"]:
        if mark["x"] is None or mark["y"] is None:
            continue
        color = colors.get(mark["series"], "black")
        fill = color if mark["starts"] else "white"
        out.append(f'<circle cx="{px(mark["x"]):.1f}" cy="{py(mark["y"]):.1f}" r="5" fill="{fill}" stroke="{color}" '
                   'stroke-width="1.5"/>')
    out.append("</svg>")
    return "\n".join(out)
