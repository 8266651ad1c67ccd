"""CLI start-up: what the ``kvroom`` command does before it imports anything heavy.

Owns one thing: deferring the standard library's ``inspect`` module. ``dataclasses`` imports ``inspect`` (and with
it ``ast``, ``dis``, ``tokenize``, ``linecache``: about a tenth of a cold ``kvroom plan``) only to write a signature
into the docstring of a dataclass that has none. kvroom's dataclasses all have docstrings, so the CLI puts a
stand-in module under the name ``inspect``: the first attribute read from it imports the real module, which then
replaces the stand-in everywhere it is looked up by name. (importlib.util.LazyLoader does not help here: the import
statement itself reads ``__spec__`` from the lazy module, which loads it.) The Python API is not affected: only
``kvroom.cli.main`` calls this, and only before anything has imported ``inspect`` or ``dataclasses``.
tests/test_startup_imports.py checks the plan path never reads from the stand-in.
"""

from __future__ import annotations

import _thread
import sys
import types

_LOCK = _thread.allocate_lock()  # not threading: importing it costs start-up time too


class DeferredModule(types.ModuleType):
    """Stands in for a standard-library module until something reads an attribute from it."""

    def __getattr__(self, name: str):
        # only called for attributes the stand-in lacks: everything but the module basics
        with _LOCK:
            real = self.__dict__.get("_kvroom_real")
            if real is None:
                if sys.modules.get(self.__name__) is self:
                    del sys.modules[self.__name__]
                __import__(self.__name__)
                real = sys.modules[self.__name__]
                self.__dict__["_kvroom_real"] = real
        return getattr(real, name)


def defer_inspect() -> None:
    if "inspect" in sys.modules or "dataclasses" in sys.modules:
        return
    sys.modules["inspect"] = DeferredModule("inspect")
