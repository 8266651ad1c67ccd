"""kvroom.core.frozen.fast_init: the faster __init__ builds the same frozen dataclass instances."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from kvroom.core.engine import EngineConfig
from kvroom.core.frozen import fast_init
from kvroom.core.planning import StartupDecision, WorkerResult
from kvroom.sweep import SweepRow


@dataclasses.dataclass(frozen=True)
class Plain:
    """The reference: a frozen dataclass with dataclasses' own __init__."""

    a: int
    b: str = "x"
    c: tuple = ()


@fast_init
@dataclasses.dataclass(frozen=True)
class Fast:
    """The same fields, with fast_init."""

    a: int
    b: str = "x"
    c: tuple = ()


@pytest.mark.parametrize("args, kwargs", [((1,), {}), ((1, "y"), {}), ((), {"a": 2, "c": (1,)}), ((3,), {"b": "z"})])
def test_same_values_as_the_generated_init(args, kwargs) -> None:
    plain, fast = Plain(*args, **kwargs), Fast(*args, **kwargs)
    assert dataclasses.astuple(plain) == dataclasses.astuple(fast)
    assert repr(fast) == repr(plain).replace("Plain", "Fast")
    assert hash(fast) == hash(Fast(*args, **kwargs)) and fast == Fast(*args, **kwargs)
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.a = 5  # type: ignore[misc]
    assert dataclasses.replace(fast, b="q").b == "q"


def test_same_errors_for_bad_calls() -> None:
    for call in (lambda cls: cls(), lambda cls: cls(1, "y", (), 4), lambda cls: cls(1, d=2)):
        with pytest.raises(TypeError):
            call(Plain)
        with pytest.raises(TypeError):
            call(Fast)


@pytest.mark.parametrize("cls", [EngineConfig, StartupDecision, WorkerResult, SweepRow])
def test_kvroom_classes_keep_their_signature(cls) -> None:
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    fields = dataclasses.fields(cls)
    assert [p.name for p in params] == [f.name for f in fields]
    assert [p.default for p in params] == [inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default
                                           for f in fields]


def test_default_factory_is_called_per_instance() -> None:
    @fast_init
    @dataclasses.dataclass(frozen=True)
    class WithFactory:
        """A default_factory field."""

        a: int
        items: list = dataclasses.field(default_factory=list)

    first, second = WithFactory(1), WithFactory(2)
    assert first.items == [] and first.items is not second.items
    assert WithFactory(3, [4]).items == [4]


def test_refuses_what_it_cannot_mirror() -> None:
    with pytest.raises(TypeError):
        @fast_init
        @dataclasses.dataclass(frozen=True)
        class WithPostInit:
            """A __post_init__."""

            a: int

            def __post_init__(self) -> None:
                pass
