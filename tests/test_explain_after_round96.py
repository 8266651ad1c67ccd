"""The rules written in the session of rounds 96+ (tests/golden/wild/BLIND.md), each tested on wordings other than the
fixture it was fitted on. Texts are as their sources print them (cited per test); no expected value is computed by
kvroom."""

from __future__ import annotations

from kvroom import logs
from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- huggingface_hub's snapshot_download fallback (_snapshot_download.py: logger.warning(f"Returning existing local_dir
# `{local_dir}` as remote repo cannot be accessed in `snapshot_download` ({api_call_error}).")) is no failure
def test_snapshot_download_local_dir_fallback_is_not_hub_unreachable() -> None:
    log = ("WARNING:huggingface_hub._snapshot_download:Returning existing local_dir `/models/Qwen2.5-7B` as remote repo "
           "cannot be accessed in `snapshot_download` ((MaxRetryError(\"HTTPSConnectionPool(host='huggingface.co', "
           "port=443): Max retries exceeded with url: /api/models/Qwen/Qwen2.5-7B/revision/main (Caused by "
           "NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f>: Failed to establish a new "
           "connection: [Errno 111] Connection refused'))\"), '(Request ID: 12ab)')).\n"
           "INFO 05-01 10:00:00 [__init__.py:235] Automatically detected platform cuda.\n")
    assert logs.parse_text(log).message_kind != "hub_unreachable"


def test_the_hub_error_itself_is_still_read() -> None:
    # the same connection error raised (requests' ConnectionError from hf_hub_download) stays the Hub's
    log = ("requests.exceptions.ConnectionError: (MaxRetryError(\"HTTPSConnectionPool(host='huggingface.co', port=443): "
           "Max retries exceeded with url: /Qwen/Qwen2.5-7B/resolve/main/config.json (Caused by "
           "NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f>: Failed to establish a new "
           "connection: [Errno 111] Connection refused'))\"), '(Request ID: 12ab)')\n")
    assert _d(log)["diagnosis"]["cause"] == "hub_unreachable"
