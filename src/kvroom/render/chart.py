"""The sweep chart: largest --max-model-len against gpu_memory_utilization (or KV memory), one line per
GPU/TP/KV-dtype series, with the model's own context length, the target length and the current settings marked.

Draws ``kvroom.sweep.chart_data`` output; decides nothing. matplotlib is the optional extra ``plot`` and is
imported only inside ``plot_chart`` so ``kvroom plan`` and ``import kvroom`` never pay for it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kvroom.errors import InputError

PLOT_EXTRA_HINT = "--plot needs matplotlib: pip install 'kvroom[plot]'"


class PlotUnavailableError(InputError):
    """matplotlib is missing; the text says how to install it."""


def check_plot_path(path: str | Path) -> Path:
    """``path`` if a chart can be written there (checked before a sweep runs), else one InputError line."""
    path = Path(path)
    if path.suffix.lower() not in (".png", ".svg"):
        raise InputError(f"--plot {path}: give a file name ending in .png or .svg")
    if path.is_dir():
        raise InputError(f"--plot {path}: is a folder; give a file name inside it, e.g. {path / 'sweep.svg'}")
    parent = path.parent
    if not parent.is_dir():
        raise InputError(f"--plot {path}: the folder {parent} does not exist; create it or pick another path")
    return path


def plot_chart(data: dict[str, Any], path: str | Path) -> Path:
    """Write the chart to ``path`` (.png or .svg) and return it."""
    path = check_plot_path(path)
    try:
        return _plot_chart(data, path)
    except OSError as exc:  # read-only folder, disk full, a FIFO in the way: bad input, not an internal error
        raise InputError(f"--plot {path}: cannot write the chart ({exc.strerror or exc}); pick another path") from None


def _plot_chart(data: dict[str, Any], path: Path) -> Path:
    try:
        import matplotlib

        matplotlib.use("Agg")  # no display needed; must precede pyplot
        import matplotlib.pyplot as plt
    except ImportError:
        if path.suffix.lower() == ".svg":  # SVG needs no extra: kvroom draws it itself
            from kvroom.render.svg import svg_chart

            path.write_text(svg_chart(data), encoding="utf-8")
            return path
        raise PlotUnavailableError(PLOT_EXTRA_HINT + " (or write an .svg, which needs nothing)") from None

    from matplotlib.lines import Line2D

    from kvroom.render.svg import MARKER_LEGEND, dash_patterns, nice_ticks, tick_label

    fig, ax = plt.subplots(figsize=(8, 5), dpi=110)
    try:
        colors = {}
        for i, (series, dash) in enumerate(zip(data["series"], dash_patterns(data["series"]))):
            xs = [p[0] for p in series["points"]]
            ys = [p[1] for p in series["points"]]
            # a line on top of an earlier one is dashed (the same pattern as the SVG), else it would hide it
            style = (0, tuple(float(v) for v in dash.split())) if dash else "-"
            (line,) = ax.plot(xs, ys, marker=".", linewidth=1.6, linestyle=style, label=series["name"])
            colors[series["name"]] = line.get_color()
        for mark in data["current"]:
            if mark["x"] is None or mark["y"] is None:
                continue
            ax.scatter([mark["x"]], [mark["y"]], s=70, zorder=5, facecolors="none" if not mark["starts"] else
                       colors.get(mark["series"], "black"), edgecolors=colors.get(mark["series"], "black"))
        if data.get("context"):
            ax.axhline(data["context"], color="grey", linestyle="--", linewidth=1)
            ax.annotate(f"model's own context {data['context']:,}", (0.01, data["context"]),
                        xycoords=("axes fraction", "data"), va="bottom", fontsize=8, color="grey")
        if data.get("target"):
            ax.axhline(data["target"], color="crimson", linestyle=":", linewidth=1.2)
            ax.annotate(f"target --max-model-len {data['target']:,}", (0.01, data["target"]),
                        xycoords=("axes fraction", "data"), va="top", fontsize=8, color="crimson")
        ax.set_xlabel(data["x_label"])
        ax.set_ylabel(data["y_label"])
        ax.set_title(data["title"], fontsize=10)
        # the same round ticks as the SVG and the web page
        xs_all = [p[0] for s in data["series"] for p in s["points"]] + [m["x"] for m in data["current"]
                                                                         if m["x"] is not None]
        ys_all = [p[1] for s in data["series"] for p in s["points"]] + [m["y"] or 0 for m in data["current"]]
        ys_all += [v for v in (data.get("context"), data.get("target")) if v]
        if xs_all:
            x_ticks = nice_ticks(min(xs_all), max(xs_all))
            x_step = x_ticks[1] - x_ticks[0] if len(x_ticks) > 1 else 1.0
            ax.set_xticks(x_ticks, [tick_label(t, x_step) for t in x_ticks])
            ax.set_xlim(x_ticks[0], x_ticks[-1])
        y_ticks = nice_ticks(0, max(ys_all) if ys_all and max(ys_all) > 0 else 1.0)
        y_step = y_ticks[1] - y_ticks[0] if len(y_ticks) > 1 else 1.0
        ax.set_yticks(y_ticks, [tick_label(t, y_step) for t in y_ticks])
        ax.set_ylim(0, y_ticks[-1])
        ax.grid(True, alpha=0.3)
        if data["series"]:
            handles, labels = ax.get_legend_handles_labels()
            for fill, label in MARKER_LEGEND:  # the same marker entries as the SVG legend
                handles.append(Line2D([], [], linestyle="none", marker="o", markersize=7, markeredgecolor="#444",
                                      markerfacecolor="#444" if fill == "filled" else "none"))
                labels.append(label)
            ax.legend(handles, labels, fontsize=8, loc="best")
        fig.tight_layout()
        fig.savefig(path)
    finally:
        plt.close(fig)
    return path
