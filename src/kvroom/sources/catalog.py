"""The embedded model catalog (``kvroom/data/catalog.json``, built by tools/build_catalog.py).

Owns lookup by Hugging Face id (case-insensitive, or a unique name suffix such as ``Llama-3.1-8B-Instruct``)
and listing. Entries hold raw config dicts; ``kvroom.sources.config`` normalizes them. Never touches the
network; the JSON file is read once, lazily.
"""

from __future__ import annotations

import json
from functools import lru_cache
import os
TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

from kvroom.core.frozen import frozen
from kvroom.core.model import CheckpointFacts, ModelDescription
from kvroom.errors import ConfigError, UnknownModelError
from kvroom.sources.config import describe_config

_DATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")

__all__ = ["CatalogEntry", "list_models", "lookup", "entry"]


@frozen
class CatalogEntry:
    """One catalog model: its id, how trustworthy the config copy is, and where it came from."""

    model_id: str
    status: str  # "verbatim" | "complete" | "partial" | "unavailable"
    source: str


@lru_cache(maxsize=1)
def _catalog() -> dict[str, Any]:
    with open(os.path.join(_DATA_DIR, "catalog.json"), encoding="utf-8") as handle:  # plain open: importlib.resources
        text = handle.read()  # costs tens of ms of imports on every CLI start
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("schema_version") != 1:
        raise ConfigError("kvroom/data/catalog.json: key 'schema_version' is not 1; reinstall kvroom")
    return data


@lru_cache(maxsize=1)
def _index() -> dict[str, str]:
    """lower-cased id -> id, over available and unavailable models."""
    data = _catalog()
    return {name.lower(): name for name in [*data["models"], *data["unavailable"]]}


def _resolve(name: str) -> str:
    wanted = name.strip().lower()
    index = _index()
    if wanted in index:
        return index[wanted]
    matches = sorted(full for low, full in index.items() if low.endswith("/" + wanted.lstrip("/")))
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        raise UnknownModelError(f"model '{name}' matches several catalog entries ({', '.join(matches)}); "
                                "give the full Hugging Face id")
    import difflib  # only for a name that is not in the catalog

    close = difflib.get_close_matches(wanted, list(index), n=3, cutoff=0.5)
    close += [full.lower() for full in index.values() if wanted and wanted in full.lower() and
              full.lower() not in close][: 3 - len(close)]
    hint = f"did you mean {', '.join(index[c] for c in close)}?" if close else "run 'kvroom models' for the list"
    raise UnknownModelError(f"model '{name}' is not in kvroom's catalog; {hint} "
                            "(or pass a local config.json path or a Hugging Face id)")


def entry(name: str) -> CatalogEntry:
    """The catalog entry for ``name`` (id or unique suffix), without normalizing its config."""
    model_id = _resolve(name)
    data = _catalog()
    if model_id in data["unavailable"]:
        return CatalogEntry(model_id, "unavailable", data["unavailable"][model_id])
    raw = data["models"][model_id]
    return CatalogEntry(model_id, raw["status"], raw["source"])


def lookup(name: str) -> ModelDescription:
    """The normalized description of catalog model ``name``; UnknownModelError names close ids."""
    model_id = _resolve(name)
    data = _catalog()
    if model_id in data["unavailable"]:
        raise UnknownModelError(f"model '{model_id}' is in kvroom's catalog but unavailable: "
                                f"{data['unavailable'][model_id]}; pass its config.json path instead")
    return _describe(model_id)


@lru_cache(maxsize=None)
def _describe(model_id: str) -> ModelDescription:
    raw = _catalog()["models"][model_id]
    facts = raw.get("checkpoint") or {}
    checkpoint = None
    if facts:
        checkpoint = CheckpointFacts(total_size_bytes=facts.get("total_size_bytes"),
                                     num_parameters=facts.get("num_parameters"),
                                     source=facts.get("source", ""))
    description = describe_config(raw["config"], model_id=model_id, source=f"catalog:{model_id}",
                                  hf_quant_config=raw.get("hf_quant_config"), checkpoint=checkpoint)
    if raw["status"] != "verbatim":
        note = f"catalog config is {raw['status']}, not a verbatim copy: {raw['source']}"
        description = _with_note(description, note)
    return description


def _with_note(description: ModelDescription, note: str) -> ModelDescription:
    from kvroom.core.frozen import replace

    return replace(description, notes=(note, *description.notes))


def list_models(*, include_unavailable: bool = False) -> tuple[CatalogEntry, ...]:
    """Every catalog model, sorted by id (unavailable ones only when asked)."""
    data = _catalog()
    entries = [CatalogEntry(mid, raw["status"], raw["source"]) for mid, raw in data["models"].items()]
    if include_unavailable:
        entries += [CatalogEntry(mid, "unavailable", why) for mid, why in data["unavailable"].items()]
    return tuple(sorted(entries, key=lambda e: e.model_id.lower()))
