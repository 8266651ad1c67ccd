"""Hugging Face Hub adapter: config.json (+ hf_quant_config.json, safetensors index) and safetensors headers.

Owns: every call to ``huggingface_hub`` (imported lazily inside functions, so ``kvroom plan <catalog model>``
never imports it), mapping its errors to one-line ``HubError``s, and kvroom's own small cache of parsed headers
(JSON keyed by repo and commit sha under ``$KVROOM_CACHE_DIR`` or ``~/.cache/kvroom``), so planning the same
repo at the same commit twice makes no header request.
Never: hand-written HTTP, printing, or a token in any message.

Environment, read at call time (huggingface_hub reads some of these only when first imported):
``HF_ENDPOINT`` (mirror or test server), ``HF_TOKEN``, ``HF_HUB_OFFLINE=1`` (cache only), ``HF_HUB_CACHE`` /
``HF_HOME`` (the library's file cache), ``KVROOM_CACHE_DIR``, ``KVROOM_HUB_TIMEOUT`` (seconds, default 120: the
overall deadline for everything one model needs from the Hub; the library's own timeouts are per read, so a
server that trickles one byte at a time would otherwise never be given up on).
"""

from __future__ import annotations

import contextvars
import json
import math
import os
import re
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from kvroom.core.model import CheckpointFacts, CheckpointTensorGroup, ModelDescription
from kvroom.errors import ConfigError, HubError
from kvroom.redact import redact, redact_data
from kvroom.sources import safetensors as sf

CONFIG_FILE = "config.json"
QUANT_CONFIG_FILE = "hf_quant_config.json"
_CACHE_VERSION = 1
_COMMIT = re.compile(r"^[0-9a-f]{40}$")
_MAX_JSON_BYTES = 64 << 20
_DEFAULT_DEADLINE_SECONDS = 120.0
# monotonic time by which the current describe_hub_model must be done (per thread / context: the web server
# plans in several threads at once)
_deadline: contextvars.ContextVar[float | None] = contextvars.ContextVar("kvroom_hub_deadline", default=None)
_T = TypeVar("_T")


# --- settings ------------------------------------------------------------------------------------------------


def _truthy(value: str | None) -> bool:
    return (value or "").strip().upper() in {"1", "ON", "YES", "TRUE"}


def _offline() -> bool:
    return _truthy(os.environ.get("HF_HUB_OFFLINE")) or _truthy(os.environ.get("TRANSFORMERS_OFFLINE"))


def _endpoint() -> str | None:
    value = os.environ.get("HF_ENDPOINT")
    return value.rstrip("/") if value else None


def _token() -> str | None:
    return os.environ.get("HF_TOKEN") or os.environ.get("HUGGING_FACE_HUB_TOKEN") or None


def _deadline_seconds() -> float:
    try:
        value = float(os.environ.get("KVROOM_HUB_TIMEOUT", ""))
    except ValueError:
        return _DEFAULT_DEADLINE_SECONDS
    return value if math.isfinite(value) and value > 0 else _DEFAULT_DEADLINE_SECONDS


def _bounded(fn: Callable[[], _T], repo_id: str, revision: str | None, filename: str) -> _T:
    """Run one client call under the overall deadline: in a daemon thread that is abandoned when time is up."""
    end = _deadline.get()
    if end is None:
        end = time.monotonic() + _deadline_seconds()
    box: dict[str, Any] = {}
    context = contextvars.copy_context()

    def target() -> None:
        try:
            box["value"] = context.run(fn)
        except BaseException as exc:  # noqa: BLE001 - handed back to the caller's thread
            box["error"] = exc

    worker = threading.Thread(target=target, name="kvroom-hub", daemon=True)
    worker.start()
    worker.join(max(0.0, end - time.monotonic()))
    if worker.is_alive():
        raise HubError(f"{_where(repo_id, revision)}: the Hub did not send {filename} within the "
                       f"{_deadline_seconds():g} s deadline (KVROOM_HUB_TIMEOUT); check the network or HF_ENDPOINT, "
                       "or pass a local model directory")
    if "error" in box:
        raise box["error"]
    return box["value"]


def _hf_cache_dir() -> str | None:
    if os.environ.get("HF_HUB_CACHE"):
        return os.environ["HF_HUB_CACHE"]
    if os.environ.get("HF_HOME"):
        return os.path.join(os.environ["HF_HOME"], "hub")
    return None  # the library's default


def kvroom_cache_dir() -> Path:
    """kvroom's own cache folder: $KVROOM_CACHE_DIR, else ~/.cache/kvroom."""
    override = os.environ.get("KVROOM_CACHE_DIR")
    return Path(override) if override else Path.home() / ".cache" / "kvroom"


def _where(repo_id: str, revision: str | None) -> str:
    return f"{repo_id} (revision {revision or 'main'})"


def _scrub(text: str) -> str:
    return redact(text)


# --- errors --------------------------------------------------------------------------------------------------


def _hub_error(exc: BaseException, repo_id: str, revision: str | None, filename: str) -> HubError:
    """One line naming the repo, revision and what to do. Never the token, never the library's text."""
    from huggingface_hub import errors

    where = _where(repo_id, revision)
    entry_missing = getattr(errors, "RemoteEntryNotFoundError", errors.EntryNotFoundError)
    status = getattr(getattr(exc, "response", None), "status_code", None)
    endpoint = _endpoint() or "https://huggingface.co"
    if isinstance(exc, errors.GatedRepoError):
        msg = (f"{where} is gated: accept its terms on the model page, then run `huggingface-cli login` "
               "or set HF_TOKEN to a token of that account")
    elif isinstance(exc, errors.RevisionNotFoundError):
        msg = f"{where}: revision not found; check the branch, tag or commit sha"
    elif isinstance(exc, errors.RepositoryNotFoundError):
        msg = (f"{where}: repository not found on {endpoint} (or private); check the name, or for a private "
               "repo run `huggingface-cli login` or set HF_TOKEN")
    elif isinstance(exc, entry_missing) and not isinstance(exc, errors.LocalEntryNotFoundError):
        msg = f"{where} has no {filename}; is it a transformers model repo?"
    elif status == 401:
        msg = f"{where}: the Hub rejected the token; refresh it with `huggingface-cli login` or set HF_TOKEN"
    elif isinstance(exc, errors.LocalEntryNotFoundError) or _is_offline_error(exc):
        if _offline():
            msg = (f"{where}: {filename} is not in the local cache and HF_HUB_OFFLINE=1; run once online "
                   "or unset HF_HUB_OFFLINE")
        else:
            msg = (f"{where}: cannot reach {endpoint} and {filename} is not cached; check the network "
                   "(or HF_ENDPOINT), or pass a local model directory")
    elif status is not None:
        msg = f"{where}: the Hub answered HTTP {status} for {filename}; try again later"
    else:
        msg = (f"{where}: cannot reach {endpoint} ({type(exc).__name__}); check the network (or HF_ENDPOINT), "
               "or pass a local model directory")
    return HubError(_scrub(msg))


def _is_offline_error(exc: BaseException) -> bool:
    from huggingface_hub import errors

    return isinstance(exc, errors.OfflineModeIsEnabled)


def _call(fn: Callable[[], _T], repo_id: str, revision: str | None, filename: str) -> _T:
    """Run one huggingface_hub call; any failure becomes one HubError line (the library's text is dropped)."""
    try:
        return _bounded(fn, repo_id, revision, filename)
    except (HubError, ConfigError):
        raise
    except Exception as exc:  # noqa: BLE001 - the adapter boundary: every client failure is a HubError
        raise _hub_error(exc, repo_id, revision, filename) from None


@contextmanager
def _quiet_progress() -> Iterator[None]:
    from huggingface_hub.utils import are_progress_bars_disabled, disable_progress_bars, enable_progress_bars

    was_disabled = are_progress_bars_disabled()
    disable_progress_bars()
    try:
        yield
    finally:
        if not was_disabled:
            enable_progress_bars()


# --- files ---------------------------------------------------------------------------------------------------


def _commit_of(path: str) -> str | None:
    """The commit sha of a file in the library's cache (.../snapshots/<sha>/<file>)."""
    parent = Path(path).parent.name
    return parent if _COMMIT.match(parent) else None


def _download(repo_id: str, filename: str, revision: str | None, *, local_only: bool) -> str:
    from huggingface_hub import hf_hub_download

    return hf_hub_download(
        repo_id, filename, revision=revision, endpoint=_endpoint(), token=_token(), cache_dir=_hf_cache_dir(),
        local_files_only=local_only,
    )


def _resolve_commit(repo_id: str, revision: str | None) -> str:
    """The commit sha of a revision, from the Hub (one HEAD for config.json, no retries)."""
    from huggingface_hub import get_hf_file_metadata, hf_hub_url

    url = hf_hub_url(repo_id, CONFIG_FILE, revision=revision, endpoint=_endpoint())
    commit = get_hf_file_metadata(url, token=_token()).commit_hash
    if not commit:
        raise HubError(f"{_where(repo_id, revision)}: the server sent no commit for {CONFIG_FILE}; "
                       "is HF_ENDPOINT a Hugging Face Hub?")
    return commit


def _commit_hint(revision: str | None) -> str:
    return revision if revision and _COMMIT.match(revision) else ""


def fetch_config(repo_id: str, revision: str | None = None) -> tuple[dict[str, Any], str]:
    """(config.json as a dict, the commit sha it was resolved to). Offline (HF_HUB_OFFLINE=1): cache only."""
    if _offline() or (revision is not None and _COMMIT.match(revision)):
        path = _call(lambda: _download(repo_id, CONFIG_FILE, revision, local_only=_offline()), repo_id, revision,
                     CONFIG_FILE)
    else:
        try:
            commit = _call(lambda: _resolve_commit(repo_id, revision), repo_id, revision, CONFIG_FILE)
        except HubError as error:
            # no network: a cached copy of this revision still answers, as huggingface_hub itself would
            try:
                path = _download(repo_id, CONFIG_FILE, revision, local_only=True)
            except Exception:  # noqa: BLE001 - not cached: report the original failure
                raise error from None
        else:
            # by the revision asked for, so the library records refs/<revision> for later offline runs; the
            # commit is read back from the snapshot path
            path = _call(lambda: _download(repo_id, CONFIG_FILE, revision, local_only=False), repo_id, revision,
                         CONFIG_FILE)
    commit = _commit_of(path) or _commit_hint(revision)
    config = redact_data(_read_json(path, repo_id, revision, CONFIG_FILE))  # a Hub may echo the token into values
    if not isinstance(config, dict):
        raise ConfigError(f"{_where(repo_id, revision)}: {CONFIG_FILE} is not a JSON object; check the repo")
    return config, commit


def fetch_optional_json(repo_id: str, filename: str, commit: str) -> dict[str, Any] | None:
    """A small JSON file of the repo at a commit (hf_quant_config.json, the safetensors index), None if absent."""
    from huggingface_hub import errors

    entry_missing = getattr(errors, "RemoteEntryNotFoundError", errors.EntryNotFoundError)
    try:
        path = _bounded(lambda: _download(repo_id, filename, commit, local_only=_offline()), repo_id, commit, filename)
    except HubError:
        raise
    except entry_missing:
        return None
    except Exception as exc:  # noqa: BLE001
        if isinstance(exc, errors.LocalEntryNotFoundError) and _offline():
            return None  # offline and never fetched: treat as absent rather than fail the plan
        raise _hub_error(exc, repo_id, commit, filename) from None
    data = redact_data(_read_json(path, repo_id, commit, filename))
    if not isinstance(data, dict):
        raise ConfigError(f"{_where(repo_id, commit)}: {filename} is not a JSON object; check the repo")
    return data


def _read_json(path: str, repo_id: str, revision: str | None, filename: str) -> Any:
    from kvroom.sources.files import read_regular_file

    try:
        raw = read_regular_file(path, _MAX_JSON_BYTES, filename)
        if len(raw) > _MAX_JSON_BYTES:
            raise ConfigError(f"{_where(repo_id, revision)}: {filename} is larger than 64 MiB; check the repo")
        return json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        raise ConfigError(f"{_where(repo_id, revision)}: {filename} is not valid JSON; "
                          "delete it from the Hugging Face cache and retry") from None
    except OSError as exc:
        raise HubError(f"{_where(repo_id, revision)}: cannot read the cached {filename} ({exc.strerror})") from None


# --- safetensors headers -------------------------------------------------------------------------------------


def fetch_checkpoint_facts(repo_id: str, commit: str) -> CheckpointFacts | None:
    """CheckpointFacts from the repo's safetensors headers at a commit; None when it has no safetensors.

    kvroom's header cache answers first (no request); online, ``huggingface_hub.get_safetensors_metadata``
    reads only headers (range requests); offline, headers are read from files already in the library's cache.
    """
    cached = _load_cached(repo_id, commit)
    if cached is not None:
        return cached
    if _offline():
        facts = _facts_from_local_cache(repo_id, commit)
    else:
        facts = _facts_from_hub(repo_id, commit)
    if facts is not None:
        _store_cached(repo_id, commit, facts)
    return facts


def _facts_from_hub(repo_id: str, commit: str) -> CheckpointFacts | None:
    from huggingface_hub import HfApi, errors

    api = HfApi(endpoint=_endpoint(), token=_token())
    # the index first: the library would fetch every shard's header it names (3,000 shards took 3,000 requests);
    # shards_from_index refuses more than safetensors.MAX_SHARDS before any header request
    index = fetch_optional_json(repo_id, sf.INDEX_FILE, commit)
    if index is not None:
        sf.shards_from_index(index, f"{repo_id}/{sf.INDEX_FILE}@{commit[:12]}")
    try:
        with _quiet_progress():
            meta = _bounded(lambda: api.get_safetensors_metadata(repo_id, revision=commit, token=_token()), repo_id,
                            commit, "safetensors headers")
    except HubError:
        raise
    except errors.NotASafetensorsRepoError:
        return None
    except errors.SafetensorsParsingError:
        raise ConfigError(f"{_where(repo_id, commit)}: a safetensors header on the Hub cannot be parsed; "
                          "report it to the repo owner or pass a local model directory") from None
    except Exception as exc:  # noqa: BLE001
        raise _hub_error(exc, repo_id, commit, "safetensors headers") from None
    headers = []
    for filename, file_meta in sorted(meta.files_metadata.items()):
        decoded: dict[str, Any] = {
            redact(name): {"dtype": info.dtype, "shape": list(info.shape), "data_offsets": list(info.data_offsets)}
            for name, info in file_meta.tensors.items()
        }
        headers.append(sf.validate_header(decoded, f"{repo_id}/{filename}@{commit[:12]}"))
    return sf.checkpoint_facts(headers, source=f"safetensors headers of {repo_id}@{commit[:12]}")


def _facts_from_local_cache(repo_id: str, commit: str) -> CheckpointFacts | None:
    """Offline: headers of safetensors files already downloaded into the library's cache, if complete."""
    from huggingface_hub import try_to_load_from_cache

    def cached(filename: str) -> str | None:
        found = try_to_load_from_cache(repo_id, filename, cache_dir=_hf_cache_dir(), revision=commit)
        return found if isinstance(found, str) else None

    index = cached(sf.INDEX_FILE)
    if index is not None:
        files = [cached(shard) for shard in sf.read_index(index)]
    else:
        files = [cached(sf.SINGLE_FILE)]
    if not all(files):
        raise HubError(f"{_where(repo_id, commit)}: safetensors headers are not cached and HF_HUB_OFFLINE=1; "
                       "run once online or unset HF_HUB_OFFLINE")
    headers = [sf.read_safetensors_header(path) for path in files if path]
    return sf.checkpoint_facts(headers, source=f"safetensors headers of {repo_id}@{commit[:12]} (local cache)")


def _cache_path(repo_id: str, commit: str) -> Path:
    safe = re.sub(r"[^A-Za-z0-9._-]", "--", repo_id)
    return kvroom_cache_dir() / "safetensors-headers" / f"{safe}@{commit}.json"


def _load_cached(repo_id: str, commit: str) -> CheckpointFacts | None:
    if not _COMMIT.match(commit):
        return None  # only immutable commits are cached
    try:
        data = json.loads(_cache_path(repo_id, commit).read_text(encoding="utf-8"))
        if data.get("version") != _CACHE_VERSION or data.get("repo_id") != repo_id or data.get("commit") != commit:
            return None
        facts = data["facts"]
        return CheckpointFacts(
            total_size_bytes=int(facts["total_size_bytes"]),
            num_parameters=int(facts["num_parameters"]),
            bytes_by_dtype=tuple((str(k), int(v)) for k, v in facts["bytes_by_dtype"]),
            source=str(facts["source"]),
            groups=tuple(
                CheckpointTensorGroup(str(r), None if layer is None else int(layer), int(b), int(p))
                for r, layer, b, p in facts["groups"]
            ),
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None  # missing or damaged cache entry: fetch again


def _store_cached(repo_id: str, commit: str, facts: CheckpointFacts) -> None:
    if not _COMMIT.match(commit):
        return
    path = _cache_path(repo_id, commit)
    payload = {
        "version": _CACHE_VERSION,
        "repo_id": repo_id,
        "commit": commit,
        "facts": {
            "total_size_bytes": facts.total_size_bytes,
            "num_parameters": facts.num_parameters,
            "bytes_by_dtype": [list(item) for item in facts.bytes_by_dtype],
            "source": facts.source,
            "groups": [[g.role, g.layer, g.num_bytes, g.num_parameters] for g in facts.groups],
        },
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".tmp", encoding="utf-8") as tmp:
            json.dump(payload, tmp)
        os.replace(tmp.name, path)
    except OSError:
        pass  # a read-only cache only costs a refetch next time


# --- one call for the planner ----------------------------------------------------------------------------------


def describe_hub_model(repo_id: str, revision: str | None = None) -> ModelDescription:
    """ModelDescription of a Hub repo: config.json, hf_quant_config.json and safetensors headers at one commit."""
    from kvroom.sources.config import describe_config

    token = _deadline.set(time.monotonic() + _deadline_seconds())  # one deadline for every request below
    try:
        config, commit = fetch_config(repo_id, revision)
        quant = fetch_optional_json(repo_id, QUANT_CONFIG_FILE, commit)
        facts = fetch_checkpoint_facts(repo_id, commit)
    finally:
        _deadline.reset(token)
    return describe_config(config, model_id=repo_id, source=f"{repo_id}@{commit[:12]}/{CONFIG_FILE}",
                           hf_quant_config=quant, checkpoint=facts)
