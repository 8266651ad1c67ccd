"""Plain-terminal rendering of a plan: verdict, memory bar, numbers table, the `vllm serve` line.

Returns strings; decides nothing. Fits 80 columns; colour only when asked (the CLI decides: a terminal and no
NO_COLOR).
"""

from __future__ import annotations

from kvroom.api import PlanResult
from kvroom.core.lengths import in_kibi_tokens

GIB = 2**30
WIDTH = 80


def gib(num_bytes: int | None) -> str:
    if num_bytes is None:
        return "-"
    return f"{num_bytes / GIB:.2f} GiB"


class Style:
    def __init__(self, color: bool) -> None:
        self.color = color

    def _wrap(self, code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.color else text

    def good(self, text: str) -> str:
        return self._wrap("32;1", text)

    def bad(self, text: str) -> str:
        return self._wrap("31;1", text)

    def dim(self, text: str) -> str:
        return self._wrap("2", text)

    def bold(self, text: str) -> str:
        return self._wrap("1", text)


def verdict_line(result: PlanResult) -> str:
    d = result.decision
    if d.starts:
        conc = f"{d.max_concurrency:.2f}" if d.max_concurrency is not None else "-"
        return (
            f"starts: {d.max_model_len:,} tokens fit, {conc} concurrent requests at full length"
        )
    if d.error_kind == "kv_cache_too_small":
        return f"refuses: needs {gib(d.bytes_per_request)} of KV cache, {gib(d.check_memory_bytes)} available"
    if d.error_kind == "no_kv_memory":
        return "refuses: no memory is left for the KV cache at all"
    if d.error_kind == "kv_cache_too_small_v0":
        return f"refuses: {d.max_model_len:,} tokens do not fit in the KV cache (V0 engine)"
    return "refuses: " + (d.error or "")


def memory_bar(segments: list[tuple[str, int, str]], total: int, width: int = 60) -> list[str]:
    """A one-line bar of the GPU memory split plus its legend. segments: (label, bytes, fill char)."""
    if total <= 0:
        return []
    cells = []
    used = 0
    for label, num_bytes, char in segments:
        n = max(0, round(num_bytes / total * width))
        n = min(n, width - used)
        cells.append(char * n)
        used += n
    bar = "".join(cells) + "." * (width - used)
    legend = "  ".join(f"{char} {label} {num_bytes / GIB:.1f}G" for label, num_bytes, char in segments if num_bytes > 0)
    return [f"[{bar}]", _fit(legend + "  . unused")]


def _fit(line: str) -> str:
    return line if len(line) <= WIDTH else line[: WIDTH - 1] + "…"


def numbers_table(result: PlanResult) -> list[str]:
    d, e = result.decision, result.engine
    rows = [
        ("vLLM release", f"{e.release} ({'V0' if e.use_v0 else 'V1'} engine, {e.platform})"),
        ("max_model_len", f"{d.max_model_len:,}" + (" (auto-fit)" if e.auto_fit else "")),
        ("model's own context", f"{e.derived.default_max_model_len:,}"),
        ("KV bytes per token", f"{result.kv_bytes_per_token():,} B"),
        ("KV for one request", f"{gib(d.bytes_per_request)} ({d.bytes_per_request:,} B)"),
        ("KV memory available", f"{gib(result.available_bytes)} per GPU worker"),
    ]
    if d.largest_max_model_len:
        rows.append(("largest --max-model-len", f"{d.largest_max_model_len:,} ({in_kibi_tokens(d.largest_max_model_len)})"))
    if d.num_gpu_blocks is not None:
        rows.append(("GPU blocks", f"{d.num_gpu_blocks:,} x {e.block_size} tokens"))
        rows.append(("KV cache tokens", f"{d.kv_cache_tokens:,}"))
        rows.append(("max concurrency", f"{d.max_concurrency:.2f}x at {d.max_model_len:,} tokens"))
    rows.append(("KV cache dtype", f"{e.kv_cache_dtype} ({e.kv_dtype_bytes} byte{'s' if e.kv_dtype_bytes > 1 else ''})"))
    width = max(len(k) for k, _ in rows)
    return [_fit(f"  {k.ljust(width)}  {v}") for k, v in rows]


def groups_table(result: PlanResult) -> list[str]:
    lines = ["  layer type             layers  block  page bytes   per request"]
    for g in result.group_summaries():
        kind = g.layer_type + (f"({g.sliding_window})" if g.sliding_window else "")
        lines.append(f"  {kind[:22]:22} {g.num_layers:6}  {g.block_size:5}  {g.page_size_bytes:10,}  {gib(g.bytes_per_request):>12}")
    return lines


def serve_command(result: PlanResult, max_model_len: int | None = None) -> str:
    """The `vllm serve` line that starts, with flags valid for the chosen release."""
    e, req = result.engine, result.request
    length = max_model_len if max_model_len is not None else result.decision.max_model_len
    parts = ["vllm serve", result.model.model_id, f"--max-model-len {length}"]
    if e.tensor_parallel_size > 1:
        parts.append(f"--tensor-parallel-size {e.tensor_parallel_size}")
    if e.pipeline_parallel_size > 1:
        parts.append(f"--pipeline-parallel-size {e.pipeline_parallel_size}")
    if req.kv_cache_dtype != "auto":
        parts.append(f"--kv-cache-dtype {req.kv_cache_dtype}")
    if req.block_size:
        parts.append(f"--block-size {req.block_size}")
    if req.max_num_batched_tokens:
        parts.append(f"--max-num-batched-tokens {req.max_num_batched_tokens}")
    if req.max_num_seqs:
        parts.append(f"--max-num-seqs {req.max_num_seqs}")
    util = getattr(req, "gpu_memory_utilization", None)
    if util is not None:
        parts.append(f"--gpu-memory-utilization {util}")
    if req.kv_cache_memory_bytes is not None and e.rules.kv_cache_memory_bytes_flag and getattr(req, "gpu_name", "") == "":
        parts.append(f"--kv-cache-memory-bytes {req.kv_cache_memory_bytes}")
    return " \\\n    ".join(_join_lines(parts))


def _join_lines(parts: list[str]) -> list[str]:
    lines, current = [], ""
    for part in parts:
        if current and len(current) + 1 + len(part) > WIDTH - 6:
            lines.append(current)
            current = part
        else:
            current = f"{current} {part}".strip()
    if current:
        lines.append(current)
    return lines


def render_plan(result: PlanResult, color: bool = False) -> str:
    style = Style(color)
    d = result.decision
    verdict = verdict_line(result)
    out = [style.good(verdict) if d.starts else style.bad(verdict), ""]
    memory = result.memory
    if memory is not None and hasattr(memory, "bar_segments"):
        out += memory_bar(memory.bar_segments(), memory.total_bytes)
        out.append("")
    out += numbers_table(result)
    out.append("")
    out += groups_table(result)
    if d.error:
        out += ["", style.bold("vLLM would raise:"), *_wrap(d.error)]
    out.append("")
    if d.starts:
        out += [style.bold("start it with:"), serve_command(result)]
    elif d.largest_max_model_len > 0:
        out += [style.bold("this length starts:"), serve_command(result, d.largest_max_model_len)]
    for note in result.engine.notes + result.notes:
        out.append(style.dim(f"note: {note}"))
    return "\n".join(out)


def _wrap(text: str, indent: str = "  ") -> list[str]:
    words, lines, current = text.split(" "), [], indent
    for word in words:
        if len(current) + len(word) + 1 > WIDTH and current.strip():
            lines.append(current.rstrip())
            current = indent
        current += word + " "
    if current.strip():
        lines.append(current.rstrip())
    return lines


def render_gpus(cards) -> str:
    """The GPU catalog as an 80-column table: name, memory vLLM sees, compute capability, where it comes from."""
    lines = [f"{'gpu':<16} {'memory':>10}  {'cc':<6} {'arch':<9} figure", "-" * 60]
    for card in cards:
        figure = "estimated" if card.estimated else "printed by vLLM/torch"
        lines.append(_fit(f"{card.name:<16} {card.total_memory_bytes / GIB:>6.2f} GiB  "
                          f"{card.compute_capability:<6} {card.architecture:<9} {figure}"))
    lines.append("names are case-insensitive; aliases too (kvroom gpus --json); NAMExN for N cards")
    return "\n".join(lines)
