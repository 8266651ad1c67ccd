"""Build src/kvroom/data/catalog.json from the shared model-config records (../shared/data/models/*.json).

Each record (format: ../shared/data/models/INDEX.md) holds a raw config.json dict, an optional ModelOpt
hf_quant_config, checkpoint facts and provenance. The catalog keeps the raw dicts (kvroom.sources.config
normalizes them at lookup time), the exact checkpoint facts, a one-line source note and a status:
"verbatim", "complete" (a full transcription) or "partial" (derived / reconstructed: the UI says so). Records
with no config (status NOT FOUND) are listed under "unavailable" with the reason.

Usage: python tools/build_catalog.py [MODELS_DIR] [OUTPUT]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_MODELS = ROOT.parent / "shared" / "data" / "models"
DEFAULT_OUTPUT = ROOT / "src" / "kvroom" / "data" / "catalog.json"
SCHEMA_VERSION = 1
_SOURCE_CHARS = 200


def _status(record: dict) -> str:
    if record.get("verbatim") is True:
        return "verbatim"
    if record.get("source_kind") == "complete_transcription":
        return "complete"
    return "partial"


def _source_note(record: dict) -> str:
    source = record.get("source")
    if isinstance(source, list):
        source = source[0] if source else ""
    text = " ".join(str(source or "").split())
    if len(text) > _SOURCE_CHARS:
        text = text[: _SOURCE_CHARS - 3] + "..."
    related = record.get("config_from_related_model")
    kind = record.get("source_kind", "unknown")
    prefix = f"{kind}" + (f" (config of related model {related})" if related else "")
    return f"{prefix}: {text}" if text else prefix


def _checkpoint(record: dict) -> dict:
    facts = record.get("checkpoint") or {}
    out = {}
    for key, name in (("total_size_bytes", "total_size_bytes"), ("params", "num_parameters")):
        value = facts.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            out[name] = value
    if out and facts.get("source"):
        out["source"] = " ".join(str(facts["source"]).split())[:_SOURCE_CHARS]
    return out


def build(models_dir: Path) -> dict:
    models: dict[str, dict] = {}
    unavailable: dict[str, str] = {}
    for path in sorted(models_dir.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        model_id = record["id"]
        config = record.get("config") or {}
        if not config:
            missing = record.get("missing") or ["config.json"]
            unavailable[model_id] = f"no config.json was found for this model ({missing[0]})"
            continue
        entry = {"status": _status(record), "source": _source_note(record), "config": config}
        if record.get("hf_quant_config"):
            entry["hf_quant_config"] = record["hf_quant_config"]
        checkpoint = _checkpoint(record)
        if checkpoint:
            entry["checkpoint"] = checkpoint
        models[model_id] = entry
    return {"schema_version": SCHEMA_VERSION, "models": models, "unavailable": unavailable}


def main(argv: list[str]) -> int:
    models_dir = Path(argv[1]) if len(argv) > 1 else DEFAULT_MODELS
    output = Path(argv[2]) if len(argv) > 2 else DEFAULT_OUTPUT
    catalog = build(models_dir)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(json.dumps(catalog, sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {output}: {len(catalog['models'])} models, {len(catalog['unavailable'])} unavailable")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
