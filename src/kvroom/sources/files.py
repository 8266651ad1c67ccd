"""Opening files from a model folder (or the Hub cache) without ever blocking: every file kvroom reads there is a
regular file, checked on the opened descriptor itself, so a FIFO, a device or a socket named ``*.safetensors`` or
``config.json`` -- or a symlink to one -- is one ConfigError line instead of a read that waits forever.

How: ``os.open`` with ``O_NONBLOCK`` (opening a FIFO for reading then returns at once instead of waiting for a
writer; a socket fails with ENXIO), then ``fstat`` on that descriptor (symlinks are already resolved by the open,
and no race between a check and the open is possible), then ``S_ISREG`` or refuse.
Never: reading more than the caller's limit, following a path the caller did not give.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

from kvroom.errors import ConfigError

_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def open_regular_file(path: str | os.PathLike[str], what: str = "file") -> BinaryIO:
    """``path`` opened for binary reading, if (after symlinks) it is a regular file; else one ConfigError line."""
    name = str(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise ConfigError(f"{name}: cannot read the {what} ({exc.strerror or exc}); check the path") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((label for test, label in _KINDS if test(mode)), "not a regular file")
            raise ConfigError(f"{name}: is {kind}, not a regular {what}; replace it with the real file or remove it")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # a regular file never blocks; plain reads from here on
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular_file(path: str | os.PathLike[str], limit: int, what: str = "file") -> bytes:
    """At most ``limit`` + 1 bytes of a regular file (the caller compares the length with its limit)."""
    with open_regular_file(path, what) as handle:
        return handle.read(limit + 1)


def is_regular_file(path: Path) -> bool:
    """True for a regular file (symlinks followed); never blocks (stat does not open)."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except (OSError, ValueError):
        return False
