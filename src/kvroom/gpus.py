"""GPU catalog: the total device memory vLLM sees on common cards, and the ``--gpu`` / ``--gpu-memory`` parsers.

Owns ``data/gpus.json``: for each card the ``cudaMemGetInfo`` total (what ``torch.cuda.mem_get_info`` returns and
vLLM multiplies by ``gpu_memory_utilization``), its compute capability, architecture family and the public source
of the figure. Figures vLLM/torch printed on that card are exact to the printed 0.01 GiB; the others carry
``estimated: true`` and say how they were derived from the nominal size.

Never does arithmetic on the budget (kvroom.core.budget does) and never prints.
"""

from __future__ import annotations

import math

import json
import re
from functools import lru_cache
import os

from kvroom.core.frozen import frozen
from kvroom.errors import InputError

_DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")

GiB = 1 << 30


@frozen
class GpuSpec:
    """One card of the catalog. ``total_memory_bytes`` is the cudaMemGetInfo total, not the nominal size."""

    name: str
    aliases: tuple[str, ...]
    total_memory_bytes: int
    compute_capability: str  # "9.0" for NVIDIA; the gfx target (e.g. "gfx942") for AMD
    architecture: str  # ampere | ada | hopper | blackwell | volta | turing | cdna2 | cdna3
    vendor: str  # nvidia | amd
    source: str
    estimated: bool = False
    estimate_method: str | None = None
    nominal_memory_gb: float | None = None
    notes: str | None = None

    @property
    def sm(self) -> tuple[int, int] | None:
        """(major, minor) compute capability for NVIDIA cards, None for AMD."""
        return _compute_capability(self.compute_capability)


@lru_cache(maxsize=64)  # every plan with --gpu reads it
def _compute_capability(text: str) -> tuple[int, int] | None:
    m = re.fullmatch(r"(\d+)\.(\d+)", text)
    return (int(m.group(1)), int(m.group(2))) if m else None


@frozen
class GpuSelection:
    """What ``--gpu`` / ``--gpu-memory`` resolved to: the card (None for a bare memory size) and how many."""

    total_memory_bytes: int
    count: int = 1
    gpu: GpuSpec | None = None

    @property
    def name(self) -> str:
        return self.gpu.name if self.gpu else f"{self.total_memory_bytes / GiB:.2f} GiB device"


MAX_GPU_TEXT = 100  # characters of --gpu; no card name or count is longer
MAX_GPU_COUNT = 4096
_VENDOR_WORDS = frozenset(("nvidia", "amd", "geforce", "tesla", "instinct"))
_SEPARATORS_RE = re.compile(r"[\s_-]+")  # one character class, no nesting: linear
_NOT_KEY_RE = re.compile(r"[^a-z0-9.]+")


def _normalize(text: str) -> str:
    """The lookup key of a card name: lower case, vendor and brand words dropped, only [a-z0-9.] kept.

    Linear in the text (it was a regex with a quantified separator before a brand word, quadratic on a run of
    separators: 40k characters took 7 s, issue 14 item 2). A brand word is dropped when a word follows it.
    """
    if text.isascii() and text.replace(".", "").isalnum():  # one word of [A-Za-z0-9.] (H100, L4, MI300X): itself
        return text.lower()
    words = [w for w in _SEPARATORS_RE.split(text.lower()) if w]
    if len(words) > 1 and words[0] in ("nvidia", "amd"):
        words = words[1:]
    kept = [w for i, w in enumerate(words) if not (w in _VENDOR_WORDS and i + 1 < len(words))]
    return _NOT_KEY_RE.sub("", "".join(kept))


class AmbiguousGpuError(InputError):
    """A name that several cards of different memory answer to (``A100``: 40 GB or 80 GB)."""


@lru_cache(maxsize=1)
def _raw() -> dict:
    """``data/gpus.json`` as parsed, read once."""
    with open(os.path.join(_DATA_DIR, "gpus.json"), encoding="utf-8") as handle:  # no importlib.resources: it costs
        return json.load(handle)  # tens of ms of imports on every CLI start


_SPECS: dict[int, GpuSpec] = {}


def _spec(position: int) -> GpuSpec:
    """The card at ``position`` in the file, built once (a plan needs one card, not the catalog)."""
    gpu = _SPECS.get(position)
    if gpu is None:
        entry = _raw()["gpus"][position]
        gpu = _SPECS[position] = GpuSpec(
            name=entry["name"],
            aliases=tuple(entry.get("aliases", ())),
            total_memory_bytes=int(entry["total_memory_bytes"]),
            compute_capability=str(entry["compute_capability"]),
            architecture=entry["architecture"],
            vendor=entry["vendor"],
            source=entry["source"],
            estimated=bool(entry.get("estimated", False)),
            estimate_method=entry.get("estimate_method"),
            nominal_memory_gb=entry.get("nominal_memory_gb"),
            notes=entry.get("notes"),
        )
    return gpu


@lru_cache(maxsize=1)
def load_catalog() -> tuple[GpuSpec, ...]:
    """Every card of ``data/gpus.json``, in file order."""
    return tuple(_spec(i) for i in range(len(_raw()["gpus"])))


class _LazyIndex(dict):
    """Normalized name -> card, each card built when it is first looked up."""

    def get(self, key, default=None):  # type: ignore[override]
        position = super().get(key)
        return default if position is None else _spec(position)

    def __getitem__(self, key):
        return _spec(super().__getitem__(key))


@lru_cache(maxsize=1)
def _index() -> dict[str, GpuSpec]:
    index = _LazyIndex()
    for position, entry in enumerate(_raw()["gpus"]):
        for key in (entry["name"], *entry.get("aliases", ())):
            dict.setdefault(index, _normalize(key), position)
    return index


@lru_cache(maxsize=1)
def _ambiguous() -> dict[str, tuple[str, tuple[GpuSpec, ...]]]:
    """Normalized name -> (the name as written, the cards it could mean), from ``ambiguous_names`` in gpus.json."""
    raw = _raw()
    position = {entry["name"]: i for i, entry in enumerate(raw["gpus"])}
    return {_normalize(name): (name, tuple(_spec(position[card]) for card in cards))
            for name, cards in raw.get("ambiguous_names", {}).items()}


def _find(name: str) -> GpuSpec | None:
    """The card ``name`` names, None when none; AmbiguousGpuError when it names several."""
    key = _normalize(name)
    ambiguous = _ambiguous().get(key)
    if ambiguous is not None:
        written, cards = ambiguous
        listed = ", ".join(f"{g.name} ({g.total_memory_bytes / GiB:.2f} GiB)" for g in cards)
        raise AmbiguousGpuError(f"--gpu {name.strip()!r} matches {len(cards)} cards with different memory: {listed}; "
                                f"say which, e.g. --gpu {cards[0].name}")
    return _index().get(key)


def _check_length(text: str) -> None:
    if len(text) > MAX_GPU_TEXT:
        raise InputError(f"--gpu is {len(text):,} characters long; a card name with its count (e.g. H100x8) is "
                         f"under {MAX_GPU_TEXT}")


def lookup_gpu(name: str) -> GpuSpec:
    """The catalog card for ``name`` (case, spaces, dashes and vendor prefixes ignored).

    Raises InputError naming the closest cards when nothing matches, and AmbiguousGpuError listing the cards when
    the name fits several of different memory (``A100``).
    """
    _check_length(name)
    gpu = _find(name)
    if gpu is not None:
        return gpu
    key = _normalize(name)
    index = _index()
    import difflib  # only for a name not in the catalog: not on the start-up path

    close = difflib.get_close_matches(key, list(index), n=4, cutoff=0.5)
    suggestions = sorted({index[k].name for k in close})
    hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
    raise InputError(
        f"--gpu {name!r} is not in kvroom's GPU catalog{hint} "
        "Give the memory instead with --gpu-memory (e.g. --gpu-memory 79.18GiB)"
    )


# Greedy name so "mi300x8" splits as MI300X x 8, not MI300 x ... .
_COUNT_PATTERN = r"^(?P<name>.+)[x×*:]\s*(?P<count>\d+)$"  # compiled on first use (re caches it): a plain card name
# never needs it, and every compile at import is start-up time


_PARSED: dict[str, GpuSelection] = {}  # text -> selection; only names that parsed (a plan reads --gpu twice)
_PARSED_MAX = 256


def parse_gpu(text: str) -> GpuSelection:
    """Parse ``--gpu NAME[xCOUNT]``: ``H100``, ``h100x8``, ``A100-40GB``, ``L4``, ``rtx 4090 x 2``."""
    selection = _PARSED.get(text)
    if selection is None:
        selection = _parse_gpu(text)
        if len(_PARSED) >= _PARSED_MAX:
            _PARSED.clear()
        _PARSED[text] = selection
    return selection


def _parse_gpu(text: str) -> GpuSelection:
    text = text.strip()
    if not text:
        raise InputError("--gpu is empty; give a card name such as H100 or h100x8")
    _check_length(text)
    gpu = _find(text)
    if gpu is not None:
        return GpuSelection(gpu.total_memory_bytes, 1, gpu)
    m = re.match(_COUNT_PATTERN, text, re.IGNORECASE)
    if not m or not m.group("name").strip():
        lookup_gpu(text)  # raises: not in the catalog, with the closest names
    gpu = _find(m.group("name"))
    if gpu is None:
        lookup_gpu(text)
    digits = m.group("count").lstrip("0") or "0"
    count = int(digits) if len(digits) <= 6 else MAX_GPU_COUNT + 1  # no int() of thousands of digits
    if not 1 <= count <= MAX_GPU_COUNT:
        raise InputError(f"--gpu {text[:40]!r}: the GPU count must be between 1 and {MAX_GPU_COUNT}")
    return GpuSelection(gpu.total_memory_bytes, count, gpu)


_MEMORY_PATTERN = r"^\s*(?P<num>\d+(?:\.\d+)?|\.\d+)\s*(?P<unit>[a-z]*)\s*$"  # compiled on first use
_UNITS = {
    "": 1,
    "b": 1,
    "k": 1000,
    "kb": 1000,
    "m": 1000**2,
    "mb": 1000**2,
    "g": 1000**3,
    "gb": 1000**3,
    "t": 1000**4,
    "tb": 1000**4,
    "kib": 1 << 10,
    "mib": 1 << 20,
    "gib": 1 << 30,
    "tib": 1 << 40,
}


def parse_memory(text: str) -> int:
    """Parse a memory size to bytes: ``79.2GiB``, ``80GB`` (decimal), ``85899345920``, ``512MiB``.

    ``GB`` is 10^9 as printed on spec sheets; vLLM's logs use GiB (2^30). A bare number is bytes.
    """
    m = re.match(_MEMORY_PATTERN, str(text), re.IGNORECASE)
    unit = m.group("unit").lower() if m else None
    if not m or unit not in _UNITS:
        raise InputError(
            f"memory size {text!r} is not understood; use bytes or a unit such as 79.18GiB, 80GB, 512MiB"
        )
    if unit in ("", "b") and "." in m.group("num"):  # "0.4b" was silently 0 bytes
        raise InputError(f"memory size {text!r}: a size in bytes must be whole; add a unit (GiB, GB)")
    value = float(m.group("num")) * _UNITS[unit]
    if not math.isfinite(value):  # "9"*400 + "TiB" overflows to inf: int(inf) raised OverflowError (exit 4)
        raise InputError(f"memory size {str(text)[:40]!r} is too large to be a GPU's memory")
    if value < 1:  # positive, and at least one byte once rounded (never a silent 0)
        raise InputError(f"memory size {text!r} must be at least one byte")
    return int(round(value))


def resolve_gpu(gpu: str | None = None, gpu_memory: str | int | None = None) -> GpuSelection:
    """Combine ``--gpu`` and ``--gpu-memory``: the memory, when given, overrides the card's catalog figure."""
    if gpu is None and gpu_memory is None:
        raise InputError("give --gpu NAME[xCOUNT] or --gpu-memory SIZE")
    selection = parse_gpu(gpu) if gpu is not None else GpuSelection(0)
    if gpu_memory is not None:
        total = gpu_memory if isinstance(gpu_memory, int) else parse_memory(gpu_memory)
        selection = GpuSelection(total, selection.count, selection.gpu)
    return selection
