"""Sweeps: plan() over the cartesian product of GPUs, TP sizes, KV dtypes, utilizations, batch budgets and KV sizes.

Owns: expanding the axes into PlanRequests, running ``kvroom.api.plan`` on each (the model is loaded once and
shared), and the rows a sweep reports: whether the target length starts, the largest ``--max-model-len`` that
starts (``PlanResult.decision.largest_max_model_len``) and the concurrency at the target length. Also the data
behind the sweep chart (largest length against ``gpu_memory_utilization`` per GPU/dtype/TP series).

Never does arithmetic of its own: every number comes from ``plan()``. Never prints; kvroom.render formats rows.

Speed: a config costs one ``plan()`` call (about 50 us with --kv-cache-memory-bytes, a few hundred with an
estimated budget). Identical requests are planned once, GPU names are checked once up front, and every config
shares the one model description (and so plan()'s caches). A sweep fans out over forked worker processes only when
that is faster on the machine at hand: the first configs are planned in process and timed, and the rest is split
only if the idle CPUs would finish it sooner than this process, counting what forking and shipping rows back costs.
"""

from __future__ import annotations

import itertools
import os
import threading
import time
from functools import lru_cache
from collections.abc import Iterable, Sequence

TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

from kvroom.core.engine import PlanRequest
from kvroom.core.frozen import field, frozen, record_fields, replace
from kvroom.core.model import ModelDescription
from kvroom.errors import InputError, KvroomError

SCHEMA_VERSION = 1
# (PlanRequest field, CLI flag) of every axis a sweep can vary, in table order
AXES: tuple[tuple[str, str], ...] = (
    ("gpu", "--gpu"),
    ("tensor_parallel_size", "-tp"),
    ("kv_cache_dtype", "--kv-cache-dtype"),
    ("gpu_memory_utilization", "--gpu-memory-utilization"),
    ("max_num_batched_tokens", "--max-num-batched-tokens"),
    ("kv_cache_memory_bytes", "--kv-cache-memory-bytes"),
)
AXIS_NAMES = tuple(name for name, _ in AXES)
MAX_CONFIGS = 100_000
PARALLEL_MIN_CONFIGS = 300  # below this, forking costs more than it saves
PILOT_CONFIGS = 200  # planned in process first; their time per config decides the fan-out
# empirical: starting one forked worker of the pool, and sending one SweepRow back to the parent. Measured on the
# 2-core development machine (Linux, Python 3.11, other jobs running): 5-7 ms per worker, about 4 us to pickle and
# unpickle a row; set about four times higher, so that a split has to win clearly (and a larger parent forks slower)
ESTIMATE_FORK_WORKER_S = 0.03
ESTIMATE_ROW_TRANSFER_S = 15e-6
CHART_UTILIZATIONS = tuple(round(0.50 + 0.02 * i, 2) for i in range(25)) + (0.99,)
@frozen
class SweepRow:
    """One configuration of a sweep and what plan() says about it."""

    gpu: str | None
    tensor_parallel_size: int  # as vLLM runs it (``--gpu H100x4`` alone means TP 4)
    kv_cache_dtype: str
    gpu_memory_utilization: float | None
    max_num_batched_tokens: int | None
    kv_cache_memory_bytes: int | None
    max_model_len: int | None  # the target length planned (after auto-fit); None when the config was rejected
    starts: bool
    largest_max_model_len: int | None
    largest_range: tuple[int, int] | None  # at the low/high end of an estimated budget
    max_concurrency: float | None  # at max_model_len, when it starts
    available_kv_bytes: int | None
    num_gpu_blocks: int | None
    kv_cache_tokens: int | None
    memory_estimated: bool  # available KV memory came from the budget estimate, not --kv-cache-memory-bytes
    error: str | None = None  # why the configuration is rejected before the KV check (one line)
    reason: str | None = None  # why it refuses: weights (do not load), kv, free_memory, config (kvroom.api)

    def series(self) -> str:
        """The chart line this row belongs to: GPU, TP and KV dtype."""
        parts = [self.gpu or "GPU"]
        if self.tensor_parallel_size > 1:
            parts.append(f"tp{self.tensor_parallel_size}")
        parts.append(self.kv_cache_dtype)
        return " ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        out = dict(self.__dict__)
        out["largest_range"] = list(self.largest_range) if self.largest_range else None
        return out


@frozen
class SweepResult:
    model: str
    vllm_version: str
    target_max_model_len: int | None  # as requested (None: the model's own length)
    derived_max_model_len: int
    axes: dict[str, tuple[Any, ...]]  # the values given for each axis that was set
    rows: tuple[SweepRow, ...]
    elapsed_s: float = 0.0
    workers: int = 1
    notes: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema_version": SCHEMA_VERSION,
            "model": self.model,
            "vllm_version": self.vllm_version,
            "target_max_model_len": self.target_max_model_len,
            "derived_max_model_len": self.derived_max_model_len,
            "axes": {k: list(v) for k, v in self.axes.items()},
            "rows": [row.to_dict() for row in self.rows],
            "notes": list(self.notes),
        }


# ----------------------------------------------------------------------------------------------- planning one


@lru_cache(maxsize=256)
def _gpu_selection(text: str):
    from kvroom.gpus import parse_gpu

    return parse_gpu(text)


def row_for(model: ModelDescription, request: PlanRequest) -> SweepRow:
    """Plan one configuration; a configuration vLLM rejects before the KV check becomes a row with ``error``."""
    from kvroom.api import plan_without_fixes as plan

    axes = dict(
        gpu=request.gpu,
        tensor_parallel_size=request.tensor_parallel_size,
        kv_cache_dtype=request.kv_cache_dtype,
        gpu_memory_utilization=request.gpu_memory_utilization,
        max_num_batched_tokens=request.max_num_batched_tokens,
        kv_cache_memory_bytes=request.kv_cache_memory_bytes,
    )
    try:
        result = plan(model, request)
    except KvroomError as exc:
        return SweepRow(**axes, max_model_len=None, starts=False, largest_max_model_len=None, largest_range=None,
                        max_concurrency=None,
                        available_kv_bytes=None, num_gpu_blocks=None, kv_cache_tokens=None,
                        memory_estimated=False, error=str(exc).splitlines()[0],
                        reason="config" if getattr(exc, "exit_code", 2) == 1 else None)
    d = result.decision
    from kvroom.api import refusal_reason

    axes["tensor_parallel_size"] = result.engine.tensor_parallel_size
    return SweepRow(
        **axes,
        max_model_len=d.max_model_len,
        starts=d.starts,
        largest_max_model_len=d.largest_max_model_len if result.available_bytes is not None else None,
        largest_range=result.largest_range,
        max_concurrency=d.max_concurrency if d.starts else None,
        available_kv_bytes=result.available_bytes,
        num_gpu_blocks=d.num_gpu_blocks,
        kv_cache_tokens=d.kv_cache_tokens,
        memory_estimated=result.memory is not None and request.kv_cache_memory_bytes is None,
        reason=None if d.starts else refusal_reason(d.error_kind),
    )


# ----------------------------------------------------------------------------------------------- the sweep


def _values(value: Any) -> tuple[Any, ...] | None:
    if value is None:
        return None
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        return (value,)
    values = tuple(value)
    if not values:
        return None
    return tuple(dict.fromkeys(values))  # keep order, drop repeats


def expand(base: PlanRequest, axes: dict[str, tuple[Any, ...]]) -> list[PlanRequest]:
    """Every combination of ``axes`` applied to ``base``, in axis order (first axis slowest)."""
    names = [name for name in AXIS_NAMES if name in axes]
    total = 1
    for name in names:
        total *= len(axes[name])
    if total > MAX_CONFIGS:
        raise InputError(f"the sweep has {total:,} configurations; kvroom sweeps at most {MAX_CONFIGS:,}")
    if not names:
        return [base]
    fields = {f.name: getattr(base, f.name) for f in record_fields(base)}
    # PlanRequest's __init__ fills the instance dict and runs its type check (kvroom.core.frozen): one call each
    return [PlanRequest(**{**fields, **dict(zip(names, combo))})
            for combo in itertools.product(*(axes[n] for n in names))]


def sweep(
    model: ModelDescription | str,
    *,
    gpu: str | Sequence[str] | None = None,
    tensor_parallel_size: int | Sequence[int] | None = None,
    kv_cache_dtype: str | Sequence[str] | None = None,
    gpu_memory_utilization: float | Sequence[float] | None = None,
    max_num_batched_tokens: int | Sequence[int] | None = None,
    kv_cache_memory_bytes: int | Sequence[int] | None = None,
    request: PlanRequest | None = None,
    workers: int | None = None,
    **flags: Any,
) -> SweepResult:
    """Plan every combination of the given axes (each a value or a list) for one model.

    ``flags`` are the other PlanRequest fields, fixed for the whole sweep (e.g. ``max_model_len=32768``, the
    target length the concurrency is reported at). Give GPUs (the budget is estimated per card) or
    ``kv_cache_memory_bytes``. ``workers``: processes to fan out over (default: automatic, 1 below
    PARALLEL_MIN_CONFIGS configs or when threads are running).
    """
    from kvroom.api import load_model

    from kvroom.core.engine import request_with
    from kvroom.errors import InputError

    started = time.perf_counter()
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 0):
        raise InputError(f"workers must be a whole number of processes (0 or more), got {workers!r}")
    if isinstance(model, str):
        model = load_model(model)
    elif not isinstance(model, ModelDescription):
        raise InputError(f"model must be a name, a path or a ModelDescription, got {type(model).__name__}")
    base = request_with(request, flags)
    given = dict(gpu=gpu, tensor_parallel_size=tensor_parallel_size, kv_cache_dtype=kv_cache_dtype,
                 gpu_memory_utilization=gpu_memory_utilization, max_num_batched_tokens=max_num_batched_tokens,
                 kv_cache_memory_bytes=kv_cache_memory_bytes)
    axes = {name: vals for name, value in given.items() if (vals := _values(value)) is not None}
    if "gpu" not in axes and "kv_cache_memory_bytes" not in axes and not base.gpu and base.kv_cache_memory_bytes is None:
        raise InputError("nothing to size the KV cache with: give --gpu (e.g. --gpu L4,H100) or "
                         "--kv-cache-memory-bytes (e.g. 8G,16G)")
    requests = expand(base, axes)  # first: a value of the wrong type is one InputError (PlanRequest checks)
    for name in ("gpu",):
        for value in axes.get(name, ()):
            _gpu_selection(value)  # an unknown card is one clear error up front, not a row per config
    rows, used = _run(model, requests, workers)
    from kvroom.core.engine import resolve

    try:
        derived = resolve(model, replace(base, max_model_len=None)).derived.default_max_model_len
    except KvroomError:
        derived = model.max_position_embeddings if hasattr(model, "max_position_embeddings") else 0
    return SweepResult(
        model=model.model_id,
        vllm_version=base.vllm_version,
        target_max_model_len=base.max_model_len,
        derived_max_model_len=derived,
        axes=axes,
        rows=tuple(rows),
        elapsed_s=time.perf_counter() - started,
        workers=used,
    )


def _run(model: ModelDescription, requests: list[PlanRequest], workers: int | None) -> tuple[list[SweepRow], int]:
    """Rows in request order. ``expand`` yields distinct requests (each axis is deduplicated), so each is planned
    once without hashing thousands of 30-field requests."""
    n = _worker_count(len(requests), workers)
    if n <= 1:
        return [row_for(model, req) for req in requests], n
    if workers is not None:
        return _run_forked(model, requests, n), n
    # automatic: time a pilot in process (it also warms the caches the workers inherit), then split the rest only if
    # that is estimated to be faster here
    started = time.perf_counter()
    pilot = requests[:PILOT_CONFIGS]
    rows = [row_for(model, req) for req in pilot]
    rest = requests[len(pilot):]
    n = fan_out_workers(len(rest), (time.perf_counter() - started) / max(1, len(pilot)), n)
    rows += [row_for(model, req) for req in rest] if n <= 1 else _run_forked(model, rest, n)
    return rows, n


def _worker_count(num_configs: int, workers: int | None) -> int:
    """Processes to use: ``workers`` when given, else the CPUs this process may use and that are idle (at most)."""
    if workers is not None:
        return max(1, min(workers, num_configs))
    if num_configs < PARALLEL_MIN_CONFIGS or threading.active_count() > 1 or not hasattr(os, "fork"):
        return 1
    return max(1, min(idle_cpus(), 16, num_configs // 100))


def idle_cpus() -> int:
    """CPUs this process may run on, less those other processes keep busy (the 1-minute load average, which
    counts this process too)."""
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    try:
        busy_elsewhere = max(0.0, os.getloadavg()[0] - 1.0)
    except (AttributeError, OSError):
        busy_elsewhere = 0.0
    return max(1, min(cpus, int(cpus - busy_elsewhere + 0.5)))


def fan_out_workers(num_configs: int, seconds_per_config: float, max_workers: int) -> int:
    """The number of processes that plans ``num_configs`` soonest (1: stay in process), from the measured time
    per config and the empirical costs of a forked worker and of a row sent back."""
    serial = num_configs * seconds_per_config
    best, best_time = 1, serial
    for n in range(2, max_workers + 1):
        split = (num_configs * seconds_per_config / n + n * ESTIMATE_FORK_WORKER_S
                 + num_configs * ESTIMATE_ROW_TRANSFER_S)
        if split < best_time * 0.8:  # a clear win only: the estimate is rough
            best, best_time = n, split
    return best


# fork inherits these; only the slice bounds and the rows cross process boundaries
_FORK_STATE: tuple[ModelDescription, list[PlanRequest]] | None = None


def _plan_slice(bounds: tuple[int, int]) -> list[SweepRow]:
    assert _FORK_STATE is not None  # set by _run_forked before the pool forks
    model, requests = _FORK_STATE
    return [row_for(model, req) for req in requests[bounds[0]:bounds[1]]]


def _run_forked(model: ModelDescription, requests: list[PlanRequest], n: int) -> list[SweepRow]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    global _FORK_STATE
    step = -(-len(requests) // n)
    bounds = [(i, min(i + step, len(requests))) for i in range(0, len(requests), step)]
    _FORK_STATE = (model, requests)
    try:
        with ProcessPoolExecutor(max_workers=len(bounds), mp_context=multiprocessing.get_context("fork")) as pool:
            return [row for chunk in pool.map(_plan_slice, bounds) for row in chunk]
    except (OSError, RuntimeError):  # no fork here (sandbox, resource limit): plan serially
        return [row_for(model, req) for req in requests]
    finally:
        _FORK_STATE = None


# ----------------------------------------------------------------------------------------------- chart data


def chart_data(result: SweepResult, model: ModelDescription | str, request: PlanRequest | None = None,
               **flags: Any) -> dict[str, Any]:
    """Largest ``--max-model-len`` against the x axis, one series per GPU/TP/KV dtype.

    x is ``gpu_memory_utilization`` (a grid from 0.50 to 0.99) when the sweep has GPUs, else the KV memory in
    GiB. ``current`` marks each row of the sweep itself; ``target`` and ``context`` are the horizontal lines.
    """
    axes = result.axes
    use_gpu = "gpu" in axes or bool((request or PlanRequest()).gpu or flags.get("gpu"))
    series_axes = {k: v for k, v in axes.items() if k in ("gpu", "tensor_parallel_size", "kv_cache_dtype")}
    fixed = {k: v for k, v in axes.items() if k in ("max_num_batched_tokens",) and len(v) == 1}
    if use_gpu:
        grid = _values(sorted(set(CHART_UTILIZATIONS) | {r.gpu_memory_utilization for r in result.rows
                                                          if r.gpu_memory_utilization}))
        curve = sweep(model, request=request, gpu_memory_utilization=grid, **series_axes,
                      **{k: v for k, v in fixed.items()}, **flags)
        x_of = lambda row: row.gpu_memory_utilization  # noqa: E731
        x_label = "gpu_memory_utilization"
    else:
        curve = result
        x_of = lambda row: (row.kv_cache_memory_bytes or 0) / 2**30  # noqa: E731
        x_label = "KV cache memory per GPU worker (GiB)"
    # When every configuration starts at the model's own context the length lines are one flat line at the top:
    # plot what still differs between them, the max concurrency (requests of max_model_len tokens at once).
    rows = [r for r in (*curve.rows, *result.rows) if r.largest_max_model_len is not None]
    all_fit = bool(rows) and all(r.starts and r.max_concurrency is not None
                                 and r.largest_max_model_len >= result.derived_max_model_len for r in rows)
    y_of = (lambda row: row.max_concurrency) if all_fit else (lambda row: row.largest_max_model_len)  # noqa: E731
    series: dict[str, list[list[float]]] = {}
    for row in curve.rows:
        if row.largest_max_model_len is not None and x_of(row) is not None and y_of(row) is not None:
            series.setdefault(row.series(), []).append([x_of(row), y_of(row)])
    for points in series.values():
        points.sort()
    current = [
        {"series": row.series(), "x": x_of(row) if x_of(row) is not None else _default_util(result),
         "y": y_of(row), "starts": row.starts}
        for row in result.rows if row.largest_max_model_len is not None
    ]
    length = max((r.max_model_len or 0) for r in rows) if all_fit else 0
    return {
        "x_label": x_label,
        "y_label": (f"max concurrency at {length:,} tokens (requests at once)" if all_fit
                    else "largest --max-model-len that starts (tokens)"),
        "y_metric": "max_concurrency" if all_fit else "largest_max_model_len",
        "series": [{"name": name, "points": points} for name, points in series.items()],
        "current": current,
        # horizontal lines are lengths: only on a length axis
        "target": result.target_max_model_len if (result.target_max_model_len or 0) > 0 and not all_fit else None,
        "context": None if all_fit else result.derived_max_model_len,
        "title": f"{result.model} (vLLM {result.vllm_version})"
                 + (f": all fit the model's context ({result.derived_max_model_len:,})" if all_fit else ""),
    }


def _default_util(result: SweepResult) -> float:
    from kvroom.core.budget import default_gpu_memory_utilization

    return default_gpu_memory_utilization(result.vllm_version)
