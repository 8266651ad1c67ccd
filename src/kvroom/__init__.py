"""kvroom: will vLLM start, and with what max_model_len? vLLM's own KV-cache arithmetic, release by release.

The Python API, imported lazily so ``import kvroom`` stays light (PEP 562):

    kvroom.plan(model, request=None, **flags) -> PlanResult      (kvroom.api)
    kvroom.sweep(model, gpu=[...], ...) -> SweepResult             (kvroom.sweep)
    kvroom.explain(text) -> Explanation                            (kvroom.explain)
    kvroom.PlanRequest, kvroom.load_model

``sweep`` and ``explain`` are also the names of submodules. Importing a submodule normally rebinds the package
attribute to the module, so those two names are properties of the package's module class: ``kvroom.sweep`` is
always the function (import helpers with ``from kvroom.sweep import chart_data``).
"""

from __future__ import annotations

import sys
import types
TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

__version__ = "0.1.0"
__all__ = ["plan", "sweep", "explain", "PlanRequest", "PlanResult", "load_model", "__version__"]

_LAZY = {
    "plan": ("kvroom.api", "plan"),
    "PlanResult": ("kvroom.api", "PlanResult"),
    "load_model": ("kvroom.api", "load_model"),
    "PlanRequest": ("kvroom.core.engine", "PlanRequest"),
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module, attr = _LAZY[name]
        value = getattr(importlib.import_module(module), attr)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'kvroom' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


def _function_of_submodule(name: str) -> property:
    def get(self: types.ModuleType) -> Any:
        import importlib

        return getattr(importlib.import_module(f"kvroom.{name}"), name)

    def set_(self: types.ModuleType, value: Any) -> None:
        # the import system binds the submodule here after loading it; the public name stays the function
        if not isinstance(value, types.ModuleType):
            raise AttributeError(f"kvroom.{name} is read-only")

    return property(get, set_, doc=f"kvroom.{name}.{name}, imported on first use")


class _Package(types.ModuleType):
    sweep = _function_of_submodule("sweep")
    explain = _function_of_submodule("explain")


sys.modules[__name__].__class__ = _Package
