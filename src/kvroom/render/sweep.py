"""Sweep rows -> an 80-column table or CSV. Returns strings; decides nothing."""

from __future__ import annotations

import csv
import io

from kvroom.core.lengths import in_kibi_tokens
from kvroom.sweep import SweepResult, SweepRow

GIB = 2**30
WIDTH = 80
# (axis, header, formatter) for the columns that describe a configuration
_AXIS_COLUMNS = (
    ("gpu", "gpu", lambda r: r.gpu or "-"),
    ("tensor_parallel_size", "tp", lambda r: str(r.tensor_parallel_size)),
    ("kv_cache_dtype", "kv dtype", lambda r: r.kv_cache_dtype),
    ("gpu_memory_utilization", "util", lambda r: f"{r.gpu_memory_utilization:g}" if r.gpu_memory_utilization else "default"),
    ("max_num_batched_tokens", "mnbt", lambda r: f"{r.max_num_batched_tokens}" if r.max_num_batched_tokens else "default"),
    ("kv_cache_memory_bytes", "kv mem", lambda r: _gib(r.kv_cache_memory_bytes)),
)


def _gib(num_bytes: int | None) -> str:
    return "-" if num_bytes is None else f"{num_bytes / GIB:.1f}G"


def _length(tokens: int | None) -> str:
    if tokens is None:
        return "-"
    return f"{tokens:,}"


def shown_axes(result: SweepResult) -> list[str]:
    """Axes with more than one value, plus the GPU (always worth naming)."""
    return [name for name, _, _ in _AXIS_COLUMNS
            if name in result.axes and (len(result.axes[name]) > 1 or name == "gpu")]


def _verdict(row: SweepRow) -> str:
    if row.error:
        return "rejected"
    if row.starts:
        return "starts"
    # the reason a row refuses, in 8 columns: the weights do not load, the free-memory gate, else the KV check
    return {"weights": "OOM load", "free_memory": "free mem", "config": "rejected"}.get(getattr(row, "reason", None),
                                                                                       "refuses")


def render_table(result: SweepResult) -> str:
    axes = shown_axes(result)
    target = result.target_max_model_len
    at = in_kibi_tokens(target) if target and target > 0 else "own len"
    headers = [h for name, h, _ in _AXIS_COLUMNS if name in axes] + [
        "KV avail", "largest len", f"conc@{at}", f"{at}?"]
    body = []
    for row in result.rows:
        cells = [fmt(row) for name, _, fmt in _AXIS_COLUMNS if name in axes]
        conc = f"{row.max_concurrency:.2f}x" if row.max_concurrency is not None else "-"
        cells += [_gib(row.available_kv_bytes), _length(row.largest_max_model_len), conc, _verdict(row)]
        body.append(cells)
    widths = [max(len(h), *(len(c[i]) for c in body)) if body else len(h) for i, h in enumerate(headers)]
    n_axes = len(axes)
    # shorten the GPU names first when the table would pass 80 columns
    overflow = sum(widths) + 2 * (len(widths) - 1) - WIDTH
    if overflow > 0 and axes and axes[0] == "gpu":
        widths[0] = max(6, widths[0] - overflow)

    def line(cells: list[str]) -> str:
        out = []
        for i, cell in enumerate(cells):
            cell = cell if len(cell) <= widths[i] else cell[: widths[i] - 1] + "~"
            out.append(cell.ljust(widths[i]) if i < n_axes else cell.rjust(widths[i]))
        return "  ".join(out).rstrip()

    title = f"{result.model} on vLLM {result.vllm_version}: " + (
        f"target --max-model-len {target:,}" if target and target > 0 else
        f"model's own length {result.derived_max_model_len:,}")
    lines = [title[:WIDTH], "", line(headers), line(["-" * w for w in widths])]
    lines += [line(c) for c in body]
    errors = sorted({row.error for row in result.rows if row.error})
    for error in errors[:5]:
        lines.append(("rejected: " + error)[:WIDTH])
    if any(getattr(row, "reason", None) == "weights" for row in result.rows):
        lines.append("OOM load: CUDA out of memory loading the weights (kvroom plan lists fixes)")
    if any(row.memory_estimated for row in result.rows):
        lines.append("KV avail is estimated per GPU (kvroom plan --gpu NAME shows its low/high range)")
    starts = sum(row.starts for row in result.rows)
    lines.append(f"{starts} of {len(result.rows)} configurations start ({result.elapsed_s * 1000:.0f} ms)")
    return "\n".join(lines)


CSV_FIELDS = ("gpu", "tensor_parallel_size", "kv_cache_dtype", "gpu_memory_utilization", "max_num_batched_tokens",
              "kv_cache_memory_bytes", "max_model_len", "starts", "largest_max_model_len", "largest_low",
              "largest_high", "max_concurrency", "available_kv_bytes", "num_gpu_blocks", "kv_cache_tokens",
              "memory_estimated", "error", "reason")


def render_csv(result: SweepResult) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for row in result.rows:
        d = row.to_dict()
        low, high = row.largest_range or (None, None)
        d.update(largest_low=low, largest_high=high)
        writer.writerow(["" if d[f] is None else d[f] for f in CSV_FIELDS])
    return out.getvalue()
