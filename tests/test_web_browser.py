"""kvroom web end to end in headless Chromium: the page loads, picks a model and GPU, shows plan()'s verdict.

Chromium comes from Debian's ``chromium`` package (.ci/run installs it when missing). The test loads the page
with the model, GPU and flags in the query string (the page selects them in its form), lets the page's JS run
under a virtual-time budget, then checks the DOM after JS (``--dump-dom``) and a screenshot decoded with a
minimal PNG reader below (size, more than one colour, the memory bar's KV-cache green present).
"""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import zlib
from html import unescape
from pathlib import Path
from urllib.parse import urlencode

import pytest

from kvroom.api import plan
from kvroom.render.text import verdict_line
from kvroom.web.server import serve_in_thread, url_of

CHROMIUM = next((p for p in (os.environ.get("KVROOM_CHROMIUM"), shutil.which("chromium"),
                             shutil.which("chromium-browser"), shutil.which("google-chrome")) if p), None)
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no chromium on PATH (apt-get install -y chromium; "
                                                         ".ci/run installs it when it can)")
KV_GREEN = (0x2F, 0x9E, 0x44)  # COLORS["KV cache"] in index.html
QUERY = {"model": "Qwen/Qwen3-32B", "gpu": "H100-SXM-80GB", "max_model_len": "32K", "kv_cache_dtype": "fp8"}


@pytest.fixture(scope="module")
def page_url():
    server, thread = serve_in_thread("127.0.0.1", 0)
    yield url_of(server) + "?" + urlencode(QUERY)
    server.shutdown()
    server.server_close()


def _chromium(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
           "--disable-extensions", f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=20000", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=180)


def test_page_shows_plans_verdict(page_url, tmp_path):
    run = _chromium(tmp_path, "--dump-dom", page_url)
    dom = run.stdout
    assert '<body data-state="ready">' in dom, run.stderr[-2000:]
    verdict = re.search(r'<div id="verdict"[^>]*>(.*?)</div>', dom, re.S)
    expected = plan("Qwen/Qwen3-32B", gpu="H100-SXM-80GB", max_model_len=32768, kv_cache_dtype="fp8")
    assert verdict and unescape(verdict.group(1)) == verdict_line(expected)
    assert f'{expected.decision.num_gpu_blocks:,} x 16 tokens' in dom
    assert "vllm serve Qwen/Qwen3-32B --max-model-len 32768 --kv-cache-dtype fp8" in dom
    assert "<polyline" in dom  # the chart was drawn from /api/sweep


def test_screenshot_is_not_blank(page_url, tmp_path):
    shot = tmp_path / "page.png"
    run = _chromium(tmp_path, "--hide-scrollbars", "--window-size=1200,900", f"--screenshot={shot}", page_url)
    assert shot.exists(), run.stderr[-2000:]
    width, height, pixels = read_png(shot.read_bytes())
    assert (width, height) == (1200, 900)
    assert len(set(pixels)) > 1
    assert KV_GREEN in set(pixels), "the memory bar's KV-cache segment is not on the screenshot"


# ---------------------------------------------------------------------------------------------- minimal PNG reader


def read_png(data: bytes) -> tuple[int, int, list[tuple[int, int, int]]]:
    """(width, height, RGB pixels) of an 8-bit RGB/RGBA, non-interlaced PNG (what Chromium writes)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    width = height = channels = 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color_type in (2, 6) and interlace == 0, "unsupported PNG layout"
            channels = 3 if color_type == 2 else 4
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * channels
    prev = bytearray(stride)
    pixels: list[tuple[int, int, int]] = []
    for y in range(height):
        offset = y * (stride + 1)
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        pixels.extend(tuple(line[i:i + 3]) for i in range(0, stride, channels))
        prev = line
    return width, height, pixels
