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

    fig, ax = plt.subplots(figsize=(8, 5), dpi=110)
    try:
        colors = {}
        for i, series in enumerate(data["series"]):
            xs = [p[0] for p in series["points"]]
            ys = [p[1] for p in series["points"]]
            (line,) = ax.plot(xs, ys, marker=".", linewidth=1.6, label=series["name"])
            colors[series["name"]] = line.get_color()
        for mark in data["current"]:
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
        ax.set_ylim(bottom=0)
        ax.grid(True, alpha=0.3)
        ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{int(v):,}"))
        if data["series"]:
            ax.legend(fontsize=8, loc="best", title="filled marker: current settings start", title_fontsize=7)
        fig.tight_layout()
        fig.savefig(path)
    finally:
        plt.close(fig)
    return path
