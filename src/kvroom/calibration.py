"""Measured memory terms from a vLLM startup log, and the user's store of them (``kvroom calibrate``).

Owns: turning a parsed startup record (kvroom.logs) into a ``MeasuredProfile`` and the calibration file
``$XDG_CACHE_HOME/kvroom/calibration.json`` (``~/.cache/kvroom/calibration.json`` when unset). Never prints.

The file is JSON: ``{"schema_version": 1, "calibrations": [ENTRY, ...]}``, each ENTRY
``{"id", "created" (UTC date), "source" (the log's file name), "gpu_total_memory_bytes", "release", "engine",
"model", "tensor_parallel_size", "pipeline_parallel_size", "max_model_len", "max_num_batched_tokens",
"max_num_seqs", "gpu_memory_utilization", "measured": {"available_kv_bytes", "weights_bytes",
"activation_bytes", "non_torch_bytes", "cudagraph_bytes"}}``. Remove one with ``kvroom calibrate --remove ID``
or all with ``--clear``.
"""

from __future__ import annotations

import json
import os
import re

TYPE_CHECKING = False  # a plan with a GPU reads the store: typing, pathlib, hashlib and datetime stay off that path
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

from kvroom.core.budget import GiB, MeasuredProfile
from kvroom.core.frozen import frozen
from kvroom.errors import InputError

SCHEMA_VERSION = 1
MAX_STORE_BYTES = 1 << 20  # the calibration file is small; a larger one is not ours
MAX_ENTRIES = 200
MAX_LINE_CHARS = 64 * 1024


@frozen
class Calibration:
    """One stored log: what launch it was, and what it measured."""

    id: str
    created: str
    source: str
    release: str
    engine: str
    gpu_total_memory_bytes: int
    gpu_memory_utilization: float
    model: str | None
    tensor_parallel_size: int | None  # None: the log does not print it (the plan's value is assumed)
    pipeline_parallel_size: int | None
    max_model_len: int | None
    max_num_batched_tokens: int | None
    max_num_seqs: int | None
    measured: MeasuredProfile

    def to_dict(self) -> dict[str, Any]:
        from dataclasses import asdict

        out = asdict(self)
        measured = out.pop("measured")
        out["measured"] = {k: measured[k] for k in ("available_kv_bytes", "weights_bytes", "activation_bytes",
                                                     "non_torch_bytes", "cudagraph_bytes")}
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Calibration":
        m = d["measured"]
        measured = MeasuredProfile(
            release=str(d["release"]), engine=str(d["engine"]), total_memory_bytes=int(d["gpu_total_memory_bytes"]),
            gpu_memory_utilization=float(d["gpu_memory_utilization"]),
            available_kv_bytes=int(m["available_kv_bytes"]),
            **{k: (None if m.get(k) is None else int(m[k]))
               for k in ("weights_bytes", "activation_bytes", "non_torch_bytes", "cudagraph_bytes")})
        fields_ = {k: d.get(k) for k in ("id", "created", "source", "release", "engine", "gpu_total_memory_bytes",
                                         "gpu_memory_utilization", "model", "tensor_parallel_size",
                                         "pipeline_parallel_size", "max_model_len", "max_num_batched_tokens",
                                         "max_num_seqs")}
        return cls(**fields_, measured=measured)  # type: ignore[arg-type]

    @property
    def label(self) -> str:
        return f"your log of {self.created} ({self.source})"


def _gib(value: float | None) -> int | None:
    return None if value is None else round(float(value) * GiB)


# "Current kv cache memory in use is 47878721024 bytes." (0.10.2-0.1x, exact) / "... is 13.33 GiB." (later): the
# KV memory vLLM allocated, equal to the available KV memory it printed before capturing graphs. kvroom.logs does not
# keep it; this one line is read here (linear scan, lines capped by the caller).
_IN_USE_MARK = "Current kv cache memory in use is "
_IN_USE = re.compile(r"Current kv cache memory in use is (\d{1,15}) bytes")


def kv_in_use_bytes(lines: Any) -> int | None:
    """The exact byte figure of the 0.10.2 summary line, if any line of ``lines`` (strings) has it."""
    found = None
    for line in lines:
        if _IN_USE_MARK in line:
            m = _IN_USE.search(line[:MAX_LINE_CHARS])
            if m:
                found = int(m.group(1)) if found is None else min(found, int(m.group(1)))
    return found


def calibration_from_record(record: Any, *, source: str, text_digest: str, model: str | None = None,
                            vllm_version: str | None = None, today: str | None = None,
                            exact_available_bytes: int | None = None) -> Calibration:
    """A ``Calibration`` from a parsed startup record (kvroom.logs.StartupRecord) that got past profiling."""
    usage = dict(record.memory_usage or {})
    v0 = dict(record.v0_profile or {})
    total = record.device_total_gib or v0.get("total_gpu_memory_gib")
    available = record.available_kv_gib if record.available_kv_gib is not None else v0.get("kv_cache_size_gib")
    if available is None and exact_available_bytes is not None:
        available = exact_available_bytes / GiB
    util = record.gpu_memory_utilization
    release = vllm_version or record.vllm_version
    if available is None or total is None or util is None:
        raise InputError(f"{source}: the log does not show a finished memory profile (need the total GPU memory, "
                         "the utilization and the available KV cache memory); give a log that got past profiling")
    if release is None:
        raise InputError(f"{source}: the log does not print the vLLM release; pass --vllm-version")
    engine = "v0" if (record.engine or "").upper() == "V0" or v0 else "v1"
    from kvroom.core.budget import budget_rules

    rules = budget_rules(release)
    cudagraph = 0
    if rules.cudagraph_estimate_subtracted and engine == "v1":
        # the estimate is what 0.20+ subtracts; an excerpt without that line falls back to the captured size
        cudagraph = record.cuda_graph_estimate_gib
        if cudagraph is None:
            cudagraph = usage.get("cuda_graph_gib")
        if cudagraph is None:
            raise InputError(f"{source}: release {release} subtracts the estimated CUDA graph memory but the log "
                             "has no 'Estimated CUDA graph memory' line; give the whole startup log")
    weights = usage.get("weights_gib", v0.get("weights_gib", record.model_loading_gib))
    activation = usage.get("activation_peak_gib", v0.get("activation_peak_gib"))
    if activation is None and v0.get("peak_torch_memory_gib") is not None and weights is not None:
        # 0.6.x "Memory profiling results": peak_torch_memory is the torch peak including the weights
        activation = v0["peak_torch_memory_gib"] - weights
    measured = MeasuredProfile(
        release=rules.release, engine=engine, total_memory_bytes=_gib(total), gpu_memory_utilization=float(util),
        available_kv_bytes=exact_available_bytes if exact_available_bytes is not None else _gib(available),
        weights_bytes=_gib(weights),
        activation_bytes=_gib(activation),
        non_torch_bytes=_gib(usage.get("non_torch_gib", v0.get("non_torch_memory_gib"))),
        cudagraph_bytes=_gib(cudagraph))
    return Calibration(
        id=text_digest[:10], created=today or _today(),
        source=source, release=rules.release, engine=engine, gpu_total_memory_bytes=measured.total_memory_bytes,
        gpu_memory_utilization=float(util), model=model or record.model,
        tensor_parallel_size=record.tensor_parallel_size, pipeline_parallel_size=record.pipeline_parallel_size,
        # "Maximum concurrency for N tokens per request" prints max_model_len when the config line is missing
        max_model_len=record.max_model_len or record.concurrency_tokens_per_request, max_num_batched_tokens=record.max_num_batched_tokens,
        max_num_seqs=getattr(record, "max_num_seqs", None), measured=measured)


def read_log_calibration(path: str, *, model: str | None = None, vllm_version: str | None = None) -> Calibration:
    """Parse a log file (kvroom.logs, chunked and capped) into a Calibration."""
    from kvroom import logs

    try:
        import hashlib

        digest = hashlib.sha256()
        exact = None
        with open(path, "rb") as fh:
            while block := fh.read(1 << 20):
                digest.update(block)
                text = block.decode("utf-8", errors="replace")
                if _IN_USE_MARK in text:  # a line cut by the block edge is missed; the parsed GiB figure remains
                    value = kv_in_use_bytes(text.splitlines())
                    exact = value if exact is None or value is None else min(exact, value)
        record = logs.parse_file(path)
    except OSError as exc:
        raise InputError(f"{path}: cannot read the log ({exc.strerror or exc}); check the path") from None
    return calibration_from_record(record, source=os.path.basename(path), text_digest=digest.hexdigest(),
                                   model=model, vllm_version=vllm_version, exact_available_bytes=exact)


# ---------------------------------------------------------------------------------------------------------------
# The store


def store_path() -> Path:
    from pathlib import Path

    return Path(_store_file())


def _store_file() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "kvroom", "calibration.json")


def _today() -> str:
    import datetime

    return datetime.datetime.now(datetime.timezone.utc).date().isoformat()


def load_store(path: Path | None = None) -> list[Calibration]:
    path = path or _store_file()  # a str: every plan with a GPU looks here, pathlib is not imported for it
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_STORE_BYTES + 1)
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise InputError(f"{path}: cannot read the calibration file ({exc.strerror or exc})") from None
    if len(raw) > MAX_STORE_BYTES:
        raise InputError(f"{path}: larger than {MAX_STORE_BYTES} bytes; not a kvroom calibration file "
                         "(remove it with `kvroom calibrate --clear`)")
    try:
        data = json.loads(raw.decode("utf-8"))
        if data.get("schema_version") != SCHEMA_VERSION:
            raise ValueError("schema_version")
        return [Calibration.from_dict(entry) for entry in data["calibrations"][:MAX_ENTRIES]]
    except (ValueError, KeyError, TypeError, AttributeError, UnicodeDecodeError):
        raise InputError(f"{path}: not a kvroom calibration file (schema_version {SCHEMA_VERSION}); "
                         "remove it with `kvroom calibrate --clear`") from None


def save_store(entries: list[Calibration], path: Path | None = None) -> Path:
    path = path or store_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"schema_version": SCHEMA_VERSION,
                               "calibrations": [c.to_dict() for c in entries[-MAX_ENTRIES:]]}, indent=1))
    tmp.replace(path)
    return path


def add(calibration: Calibration, path: Path | None = None) -> Path:
    entries = [c for c in load_store(path) if c.id != calibration.id]
    return save_store([*entries, calibration], path)


def remove(calibration_id: str, path: Path | None = None) -> bool:
    entries = load_store(path)
    kept = [c for c in entries if c.id != calibration_id]
    if len(kept) == len(entries):
        return False
    save_store(kept, path)
    return True


def clear(path: Path | None = None) -> None:
    path = path or store_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass


def matching(entries: list[Calibration], *, release: str, total_memory_bytes: int) -> Calibration | None:
    """The newest stored calibration for this release and GPU (total memory within 0.015 GiB: two printed
    decimals either side)."""
    from kvroom.core.budget import budget_rules

    release = budget_rules(release).release
    found = [c for c in entries
             if c.release == release and abs(c.gpu_total_memory_bytes - total_memory_bytes) <= 3 * GiB // 200]
    return found[-1] if found else None
