"""Shared fixtures."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def server():
    """A kvroom web server on 127.0.0.1 and a free port, for one test module."""
    from kvroom.web.server import serve_in_thread

    srv, thread = serve_in_thread("127.0.0.1", 0)
    yield srv
    srv.shutdown()
    srv.server_close()
    thread.join(5)
