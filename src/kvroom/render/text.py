"""Plain-terminal rendering of a plan: verdict, memory bar, numbers table, the `vllm serve` line.

Returns strings; decides nothing. Fits 80 columns; colour only when asked (the CLI decides: a terminal and no
NO_COLOR).
"""

from __future__ import annotations

TYPE_CHECKING = False  # annotations only: importing it would pull the whole plan stack into `kvroom gpus`
if TYPE_CHECKING:
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

    def paint(self, code: str, text: str) -> str:
        return self._wrap(code, text)

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
        if result.available_bytes is not None and result.available_bytes < 0:
            return f"refuses: no memory is left for the KV cache ({gib(result.available_bytes)} available)"
        return "refuses: no memory is left for the KV cache at all"
    if d.error_kind == "free_memory_low":
        return "refuses: less GPU memory is free than --gpu-memory-utilization asks for"
    if d.error_kind == "weights_oom":
        weights = result.memory.weights.bytes if result.memory is not None else None
        return f"refuses: CUDA out of memory loading {gib(weights)} of weights per GPU"
    if d.error_kind == "kv_cache_too_small_v0":
        return f"refuses: {d.max_model_len:,} tokens do not fit in the KV cache (V0 engine)"
    return "refuses: " + (d.error or "")


# (label, fill char, ANSI colour) of each part of the GPU memory bar, in bar order
BAR_PARTS = (
    ("weights", "#", "34"),
    ("activation peak", "a", "35"),
    ("non-torch", "n", "33"),
    ("CUDA graphs", "g", "36"),
    ("KV cache", "=", "32"),
    ("unused headroom", ".", "2"),
)
_BAR_LABELS = tuple(label for label, _, _ in BAR_PARTS)


def memory_segments(memory) -> list[tuple[str, int]]:
    """(label, bytes) of one GPU's memory as the budget splits it (kvroom.core.budget.MemoryBudget).

    unused headroom is what ``gpu_memory_utilization`` leaves out (total - requested); FlashInfer workspaces and,
    before 0.20, CUDA graphs live there too, so they are taken out of it rather than added.
    """
    terms = memory.terms
    by_name = {t.name: t.bytes for t in terms}
    values = [by_name["weights"], by_name["activation"], by_name["non_torch"], by_name["cudagraph"],
              max(0, memory.available_kv_bytes)]
    if getattr(memory, "formula", "") == "kv_cache_memory_bytes":  # the bypass: KV is fixed, the rest is unused
        headroom = memory.total_memory_bytes - sum(values)
    else:
        headroom = memory.total_memory_bytes - memory.requested_memory_bytes
        for term in terms:
            if not term.subtracted:
                headroom -= term.bytes
    values.append(max(0, headroom))
    return list(zip(_BAR_LABELS, values))


def memory_bar(segments: list[tuple[str, int]], total: int, style: "Style | None" = None,
               width: int = 56) -> list[str]:
    """A one-line bar of the GPU memory split plus its legend (wrapped to 80 columns)."""
    style = style or Style(False)
    if total <= 0:
        return []
    looks = {label: (char, colour) for label, char, colour in BAR_PARTS}
    scale = max(total, sum(b for _, b in segments))  # an over-committed budget still fits the bar
    cells, used = [], 0
    for label, num_bytes in segments:
        char, colour = looks[label]
        n = min(max(0, round(num_bytes / scale * width)), width - used)
        if n:
            cells.append(style.paint(colour, char * n))
        used += n
    if used < width:
        char, colour = looks["unused headroom"]
        cells.append(style.paint(colour, char * (width - used)))
    lines = [f"GPU memory {total / GIB:6.2f} GiB [" + "".join(cells) + "]"]
    current = " "
    for label, num_bytes in segments:
        item = f"{looks[label][0]} {label} {num_bytes / GIB:.2f}G"
        if len(current) + 2 + len(item) > WIDTH:
            lines.append(current.rstrip())
            current = " "
        current += " " + item + " "
    lines.append(current.rstrip())
    return lines


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
    ]
    memory = result.memory
    if memory is not None:
        req = result.request
        rows.insert(1, ("GPU", f"{req.gpu_name or req.gpu or 'GPU'}, {gib(memory.total_memory_bytes)}, "
                               f"utilization {memory.gpu_memory_utilization:g}"))
        kv_text = f"{gib(result.available_bytes)} per GPU worker"
        if not memory.exact:
            kv_text += f" (est. {memory.available_kv_low_bytes / GIB:.2f} to {gib(memory.available_kv_high_bytes)})"
        rows.append(("KV memory available", kv_text))
    else:
        rows.append(("KV memory available", f"{gib(result.available_bytes)} per GPU worker (given)"))
    if d.largest_max_model_len:
        text = f"{d.largest_max_model_len:,} ({in_kibi_tokens(d.largest_max_model_len)})"
        rng = getattr(result, "largest_range", None)
        if rng and rng[0] != rng[1]:
            text += f", est. {rng[0]:,} to {rng[1]:,}"
        rows.append(("largest --max-model-len", text))
    if d.num_gpu_blocks is not None:
        rows.append(("GPU blocks", f"{d.num_gpu_blocks:,} x {e.block_size} tokens"))
        rows.append(("KV cache tokens", f"{d.kv_cache_tokens:,}"))
        rows.append(("max concurrency", f"{d.max_concurrency:.2f}x at {d.max_model_len:,} tokens"))
    rows.append(("KV cache dtype", f"{e.kv_cache_dtype} ({e.kv_dtype_bytes} byte{'s' if e.kv_dtype_bytes > 1 else ''})"))
    width = max(len(k) for k, _ in rows)
    return [_fit(f"  {k.ljust(width)}  {v}") for k, v in rows]


def groups_table(result: PlanResult) -> list[str]:
    lines = ["  layer type                 layers  block  page bytes   per request"]
    for g in result.group_summaries():
        kind = g.layer_type + (f"({g.sliding_window})" if g.sliding_window else "")
        lines.append(f"  {kind[:26]:26} {g.num_layers:6}  {g.block_size:5}  {g.page_size_bytes:10,}  {gib(g.bytes_per_request):>12}")
    return lines


_QUOTE = None  # shlex.quote, imported on first use (the text report of a plan needs no shlex) and then kept


def _shell_quote():
    global _QUOTE
    if _QUOTE is None:
        from shlex import quote

        _QUOTE = quote
    return _QUOTE


def serve_flags(result: PlanResult, max_model_len: int | None = None) -> list[str]:
    """The `vllm serve` arguments for this plan, keeping only flags the chosen release accepts. Every value is
    shell-quoted (shlex.quote): a model path with spaces, or a config whose name is `x $(curl ...|sh) #`, must
    paste as one word, never as a command."""
    quote = _QUOTE or _shell_quote()
    e, req, rules = result.engine, result.request, result.engine.rules
    length = max_model_len if max_model_len is not None else result.decision.max_model_len
    parts = [quote(result.model.model_id), f"--max-model-len {length}"]  # a number: valid in every release
    if e.tensor_parallel_size > 1:
        parts.append(f"--tensor-parallel-size {e.tensor_parallel_size}")
    if e.pipeline_parallel_size > 1:
        parts.append(f"--pipeline-parallel-size {e.pipeline_parallel_size}")
    if req.kv_cache_dtype != "auto":
        parts.append(f"--kv-cache-dtype {quote(req.kv_cache_dtype)}")
    if req.block_size:
        parts.append(f"--block-size {req.block_size}")
    if req.max_num_batched_tokens:
        parts.append(f"--max-num-batched-tokens {req.max_num_batched_tokens}")
    if req.max_num_seqs:
        parts.append(f"--max-num-seqs {req.max_num_seqs}")
    if req.gpu_memory_utilization is not None:
        parts.append(f"--gpu-memory-utilization {req.gpu_memory_utilization:g}")
    if req.kv_cache_memory_bytes is not None and rules.kv_cache_memory_bytes_flag:  # 0.10.2+ (spec §7.4)
        parts.append(f"--kv-cache-memory-bytes {req.kv_cache_memory_bytes}")
    if req.enforce_eager:
        parts.append("--enforce-eager")
    if req.attention_backend and rules.attention_backend_flag:  # 0.13+ (spec §8.1)
        parts.append(f"--attention-backend {quote(req.attention_backend)}")
    if req.disable_hybrid_kv_cache_manager:
        parts.append("--disable-hybrid-kv-cache-manager")
    if req.disable_sliding_window:
        parts.append("--disable-sliding-window")
    if req.num_gpu_blocks_override is not None:
        parts.append(f"--num-gpu-blocks-override {req.num_gpu_blocks_override}")
    parts += memory_serve_flags(req)
    return parts


def memory_serve_flags(req) -> list[str]:
    """The memory-changing flags of the request, as `vllm serve` takes them (JSON values single-quoted)."""
    parts = []
    if getattr(req, "dtype", "auto") != "auto":
        parts.append(f"--dtype {req.dtype}")
    if getattr(req, "quantization", None):
        parts.append(f"--quantization {req.quantization}")
    if getattr(req, "cpu_offload_gb", 0):
        parts.append(f"--cpu-offload-gb {req.cpu_offload_gb:g}")
    if getattr(req, "data_parallel_size", 1) > 1:
        parts.append(f"--data-parallel-size {req.data_parallel_size}")
    if getattr(req, "enable_expert_parallel", False):
        parts.append("--enable-expert-parallel")
    for name in ("speculative_config", "hf_overrides", "rope_scaling", "limit_mm_per_prompt", "compilation_config"):
        value = getattr(req, name, None)
        if value:
            parts.append(f"--{name.replace('_', '-')} '{value}'")
    if getattr(req, "rope_theta", None) is not None:
        parts.append(f"--rope-theta {req.rope_theta:g}")
    return parts


def serve_command(result: PlanResult, max_model_len: int | None = None) -> str:
    """The `vllm serve` line, wrapped with backslashes to 80 columns."""
    req, rules = result.request, result.engine.rules
    prefix = "vllm serve"
    if req.attention_backend and not rules.attention_backend_flag and rules.attention_backend_env:
        from shlex import quote

        prefix = f"VLLM_ATTENTION_BACKEND={quote(req.attention_backend)} vllm serve"
    return " \\\n    ".join(_join_lines([prefix, *serve_flags(result, max_model_len)]))


def serve_notes(result: PlanResult) -> list[str]:
    """Flags the user gave that the chosen release does not have."""
    req, rules = result.request, result.engine.rules
    notes = []
    if req.kv_cache_memory_bytes is not None and not rules.kv_cache_memory_bytes_flag:
        notes.append(f"vLLM {result.engine.release} has no --kv-cache-memory-bytes (0.10.2+); "
                     "size the cache with --gpu-memory-utilization")
    if req.attention_backend and not rules.attention_backend_flag and not rules.attention_backend_env:
        notes.append(f"vLLM {result.engine.release} cannot select the attention backend")
    return notes


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
    """Verdict, memory bar (when the budget was estimated), numbers, KV groups, vLLM's error, the serve line."""
    style = Style(color)
    d = result.decision
    verdict = _fit(verdict_line(result))
    out = [style.good(verdict) if d.starts else style.bad(verdict), ""]
    memory = result.memory
    if memory is not None:
        out += memory_bar(memory_segments(memory), memory.total_memory_bytes, style)
        out.append("")
    out += numbers_table(result)
    out.append("")
    out += groups_table(result)
    out += memory_flags_lines(result)
    if d.error:
        out += ["", style.bold("vLLM would raise:"), *_wrap(d.error)]
    out.append("")
    if d.starts:
        out += [style.bold("start it with:"), serve_command(result)]
        out += _all_gpus_command(result, style)
    elif result.fixes:
        out.append(style.bold("what holds the weights (each re-planned):"))
        for fix in result.fixes:
            out += _wrap(f"{fix.flags}: {fix.text}; plans at max_model_len {fix.max_model_len:,}"
                         + (f", concurrency {fix.max_concurrency:.2f}x" if fix.max_concurrency else ""))
    elif d.error_kind == "weights_oom":
        out += _wrap("no launch kvroom tried holds these weights: use more or larger GPUs, or a smaller model")
    elif d.largest_max_model_len > 0:
        out += [style.bold("this length starts:"), serve_command(result, d.largest_max_model_len)]
    for note in (*serve_notes(result), *result.engine.notes, *result.notes):
        out += [style.dim(line) for line in _wrap("note: " + note, indent="")]
    return "\n".join(out)


def _all_gpus_command(result: PlanResult, style: Style) -> list[str]:
    """The same launch with the --data-parallel-size that uses every GPU of --gpu NAMExN (kvroom.core.hints)."""
    from kvroom.core.frozen import replace

    from kvroom.api import fill_data_parallel_size

    fill = fill_data_parallel_size(result)
    if fill is None:
        return []
    filled = replace(result, request=replace(result.request, data_parallel_size=fill))
    return ["", style.bold(f"to use all {fill * result.engine.tensor_parallel_size * result.engine.pipeline_parallel_size}"
                           f" GPUs ({fill} data parallel replicas):"), serve_command(filled)]


def memory_flags_lines(result: PlanResult) -> list[str]:
    """What each memory-changing flag did (kvroom.core.memflags.FlagEffect); host-memory flags marked as such."""
    effects = getattr(result, "memory_flags", ())
    if not effects:
        return []
    out = ["", "memory flags"]
    for effect in effects:
        where = "" if effect.gpu else " [host memory, no GPU effect]"
        out += _wrap(f"{effect.flag} {effect.value}: {effect.effect}{where}")
    return out


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
    cards = list(cards)
    width = max([16] + [len(card.name) for card in cards])  # the longest name sets the column: stays aligned
    lines = [f"{'gpu':<{width}} {'memory':>10}  {'cc':<6} {'arch':<9} figure", "-" * (width + 44)]
    for card in cards:
        figure = "estimated" if card.estimated else "printed by vLLM/torch"
        lines.append(_fit(f"{card.name:<{width}} {card.total_memory_bytes / GIB:>6.2f} GiB  "
                          f"{card.compute_capability:<6} {card.architecture:<9} {figure}"))
    lines.append("names are case-insensitive; aliases too (kvroom gpus --json); NAMExN for N cards")
    return "\n".join(lines)


def render_models(summaries) -> str:
    """The catalog as an 80-column table (kvroom.api.ModelSummary): id, derived context, weights on one GPU at
    TP 1 ("~" where estimated), KV bytes per token at TP 1 and the default KV dtype."""
    rows = [(s.model_id,
             f"{s.derived_max_model_len:,}" if s.derived_max_model_len is not None else "-",
             "-" if s.weights_bytes is None else ("" if s.weights_exact else "~") + gib(s.weights_bytes),
             f"{s.kv_bytes_per_token:,}" if s.kv_bytes_per_token is not None else "-") for s in summaries]
    head = ("model", "context", "weights TP1", "KV B/token")
    widths = [max(len(head[i]), *(len(r[i]) for r in rows)) if rows else len(head[i]) for i in range(4)]
    widths[0] = min(widths[0], WIDTH - sum(widths[1:]) - 6)  # numbers keep their width; a very long id is cut
    lines = []
    for row in (head, *rows):
        name = row[0] if len(row[0]) <= widths[0] else row[0][: widths[0] - 1] + "~"
        lines.append(f"{name:<{widths[0]}}  {row[1]:>{widths[1]}}  {row[2]:>{widths[2]}}  {row[3]:>{widths[3]}}"
                     .rstrip())
    lines += ["", "context: the max_model_len vLLM derives from the config",
              "weights TP1: what one GPU loads at TP 1, --dtype auto (~: estimated from config)",
              "KV B/token: one token over every attention layer, TP 1, default KV dtype"]
    return "\n".join(lines)
