"""kvroom.core.frozen: @frozen classes behave as frozen dataclasses of the same body (values, equality, hashing,
ordering, repr, replace, dataclasses.fields/asdict, inheritance, __post_init__), without importing dataclasses."""

from __future__ import annotations

import dataclasses
import pickle
import subprocess
import sys
from functools import cached_property

import pytest

from kvroom.core.engine import EngineConfig, PlanRequest
from kvroom.core.frozen import field, frozen, record_fields, replace
from kvroom.core.model import ModelDescription
from kvroom.core.planning import StartupDecision, WorkerResult
from kvroom.core.releases import Release
from kvroom.core.specs import FullAttentionSpec, MLAAttentionSpec
from kvroom.sweep import SweepRow


def _pair(order: bool = False):
    """The same class body under dataclasses and under @frozen."""

    def body():
        class Base:
            a: int
            b: str = "x"
            c: tuple = ()
            d: tuple = field(default_factory=tuple)

            def total(self) -> int:
                return self.a + len(self.c)

        return Base

    plain_body = body()
    plain_body.d = dataclasses.field(default_factory=tuple)
    plain = dataclasses.dataclass(frozen=True, order=order)(plain_body)
    fast = frozen(order=order)(body())
    return plain, fast


@pytest.mark.parametrize("args, kwargs", [((1,), {}), ((1, "y"), {}), ((), {"a": 2, "c": (1,)}), ((3,), {"b": "z"})])
def test_same_values_equality_hash_and_repr_as_a_frozen_dataclass(args, kwargs) -> None:
    plain_cls, fast_cls = _pair()
    plain, fast = plain_cls(*args, **kwargs), fast_cls(*args, **kwargs)
    assert dataclasses.astuple(plain) == dataclasses.astuple(fast)
    assert repr(fast) == repr(plain)  # both name the class by its qualname, which the two share
    assert hash(fast_cls(*args, **kwargs)) == hash(fast) and fast == fast_cls(*args, **kwargs)
    assert fast != fast_cls(99) and (fast == plain) is False  # another class never compares equal
    assert fast.total() == plain.total()
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.a = 5  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del fast.a
    assert replace(fast, b="q").b == "q" and dataclasses.replace(fast, b="q") == replace(fast, b="q")
    assert dataclasses.asdict(fast) == dataclasses.asdict(plain)
    assert dataclasses.is_dataclass(fast) and [f.name for f in dataclasses.fields(fast)] == ["a", "b", "c", "d"]
    assert [f.name for f in record_fields(fast)] == ["a", "b", "c", "d"]


def test_default_factory_is_called_per_instance() -> None:
    @frozen
    class WithFactory:
        """A default_factory field."""

        a: int
        items: list = field(default_factory=list)

    first, second = WithFactory(1), WithFactory(2)
    assert first.items == [] and first.items is not second.items
    assert WithFactory(3, [4]).items == [4]
    assert "items" not in WithFactory.__dict__  # no class attribute for a factory field, as dataclasses does


def test_same_errors_for_bad_calls() -> None:
    plain_cls, fast_cls = _pair()
    for call in (lambda cls: cls(), lambda cls: cls(1, "y", (), (), 4), lambda cls: cls(1, e=2)):
        with pytest.raises(TypeError):
            call(plain_cls)
        with pytest.raises(TypeError):
            call(fast_cls)
    with pytest.raises(TypeError):
        replace(fast_cls(1), e=2)


def test_order_compares_field_tuples() -> None:
    plain_cls, fast_cls = _pair(order=True)
    values = [(2, "a"), (1, "b"), (1, "a"), (3, "")]
    assert [(f.a, f.b) for f in sorted(fast_cls(*v) for v in values)] == \
        [(p.a, p.b) for p in sorted(plain_cls(*v) for v in values)]
    assert Release((0, 9, 2, 0)) < Release((0, 10, 0, 0)) <= Release((0, 10, 0, 0))
    _plain, unordered = _pair()
    with pytest.raises(TypeError):
        unordered(1) < unordered(2)  # noqa: B015 - no ordering without order=True


def test_inheritance_keeps_the_field_order_and_takes_a_redefined_default() -> None:
    # MLAAttentionSpec redefines head_size_v (default 0) of AttentionSpec: it keeps its place, with the new default
    names = [f.name for f in record_fields(MLAAttentionSpec)]
    assert names[:6] == ["block_size", "num_kv_heads", "head_size", "dtype_bytes", "head_size_v", "page_size_padded"]
    assert names[6:] == ["sliding_window", "attention_chunk_size", "fixed_bytes_per_token"]
    assert MLAAttentionSpec(16, 1, 576, 2).head_size_v == 0 and FullAttentionSpec(16, 8, 128, 2).head_size_v is None
    assert MLAAttentionSpec(16, 1, 576, 2) != FullAttentionSpec(16, 1, 576, 2, head_size_v=0)

    with pytest.raises(TypeError, match="non-default argument"):
        @frozen
        class Bad:
            """A field without default after one with."""

            a: int = 1
            b: int


def test_post_init_runs_last_and_an_explicit_hash_is_kept() -> None:
    seen = []

    @frozen
    class WithPostInit:
        """A __post_init__ that sees every field set and can refuse the instance."""

        a: int
        b: int = 2

        def __post_init__(self) -> None:
            seen.append((self.a, self.b))
            if self.a < 0:
                raise ValueError("negative")

        def __hash__(self) -> int:
            return 7

    assert WithPostInit(1).b == 2 and seen == [(1, 2)]
    assert replace(WithPostInit(1), b=5) == WithPostInit(1, 5) and seen[-1] == (1, 5)
    assert hash(WithPostInit(3)) == 7
    with pytest.raises(ValueError):
        WithPostInit(-1)


def test_refuses_what_it_cannot_mirror() -> None:
    with pytest.raises(TypeError):
        @frozen
        class WithSlots:
            """__slots__."""

            __slots__ = ("a",)
            a: int

    with pytest.raises(TypeError):
        @frozen
        class WithSetattr:
            """Its own __setattr__ (a frozen class has none)."""

            a: int

            def __setattr__(self, name, value):
                pass


def test_init_is_compiled_after_enough_instances_and_then_installed() -> None:
    from kvroom.core import frozen as frozen_module

    @frozen
    class Lazy:
        """Instantiated more than COMPILE_AFTER times."""

        a: int
        b: int = 3

    stub = Lazy.__init__
    built = [Lazy(i) for i in range(frozen_module.COMPILE_AFTER)]
    assert Lazy.__init__ is stub and built[5] == Lazy(a=5, b=3)  # the loop-bound __init__ so far
    assert Lazy.__init__ is not stub  # the instance after COMPILE_AFTER compiled and installed its own
    assert Lazy.__init__.__qualname__.endswith("Lazy.__init__") and Lazy(2, 4).b == 4 and Lazy(7) == built[7]
    with pytest.raises(TypeError):
        Lazy()


def test_pickle_and_cached_property_work() -> None:
    @frozen
    class Cached:
        """A cached_property writes the instance dict, not through __setattr__."""

        a: int

        @cached_property
        def double(self) -> int:
            return self.a * 2

    assert Cached(4).double == 8
    request = PlanRequest(max_model_len=4096, gpu="L4")
    assert pickle.loads(pickle.dumps(request)) == request


@pytest.mark.parametrize("cls", [EngineConfig, PlanRequest, StartupDecision, WorkerResult, SweepRow, ModelDescription])
def test_kvroom_classes_keep_a_dataclass_signature(cls) -> None:
    import inspect

    from kvroom.core.frozen import _compiled_init

    # the __init__ a class gets the first time it is instantiated (compiled then, not at import)
    params = list(inspect.signature(_compiled_init(cls, record_fields(cls))).parameters.values())[1:]
    fields = dataclasses.fields(cls)
    assert [p.name for p in params] == [f.name for f in fields]
    for p, f in zip(params, fields):
        if f.default_factory is not dataclasses.MISSING:
            continue
        assert p.default == (inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default)


def test_plan_request_type_check_runs() -> None:
    # PlanRequest's __post_init__ (check_field_types) must refuse a wrong type, through the generated fast check's
    # slow path, and through replace
    from kvroom.errors import InputError

    with pytest.raises(InputError, match="vllm_version must be a string"):
        PlanRequest(vllm_version=None)  # type: ignore[arg-type]
    with pytest.raises(InputError, match="enforce_eager must be true or false"):
        replace(PlanRequest(), enforce_eager="false")
    assert PlanRequest(gpu_compute_capability=(8, 9), max_model_len=-1).max_model_len == -1


def test_the_plan_path_never_imports_dataclasses() -> None:
    code = ("import sys\nfrom kvroom.cli import main\n"
            "try:\n    main(['plan', 'meta-llama/Llama-3.1-8B-Instruct', '--kv-cache-memory-bytes', '10G'])\n"
            "except SystemExit:\n    pass\nprint('dataclasses' in sys.modules, 'inspect' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60).stdout
    assert out.strip().splitlines()[-1] == "False False"


def test_a_field_left_out_of_the_hash_is_still_compared() -> None:
    from types import MappingProxyType

    @frozen
    class WithMapping:
        """An unhashable mapping beside hashable fields."""

        a: int
        numbers: object = field(default_factory=lambda: MappingProxyType({}), hash=False)

    x, y = WithMapping(1, MappingProxyType({"n": 1})), WithMapping(1, MappingProxyType({"n": 2}))
    assert hash(x) == hash(y) and x != y and x == WithMapping(1, MappingProxyType({"n": 1}))
    assert [f.hash for f in dataclasses.fields(WithMapping)] == [None, False]


def test_a_dataclass_may_subclass_a_frozen_class() -> None:
    @dataclasses.dataclass(frozen=True)
    class Extended(PlanRequest):
        """A dataclass built on PlanRequest (as some callers and tests do)."""

        note: str = ""

    extended = Extended(max_model_len=8192, note="x")
    assert extended.max_model_len == 8192 and extended.note == "x"
    assert PlanRequest.__dataclass_params__.frozen and not PlanRequest.__dataclass_params__.order
    assert Release.__dataclass_params__.order


def test_the_loop_bound_init_takes_the_same_arguments_and_gives_the_same_errors() -> None:
    def body():
        class Wide:
            """Built with either __init__."""

            a: int
            b: str = "x"
            c: tuple = field(default_factory=tuple)

            def __post_init__(self) -> None:
                if self.a < 0:
                    raise ValueError("negative")

        return Wide

    compiled, looped = frozen(body()), frozen(compiled_init=False)(body())
    for args, kwargs in [((1,), {}), ((1, "y"), {}), ((), {"a": 2, "c": (1,)}), ((3,), {"b": "z"})]:
        assert dataclasses.astuple(compiled(*args, **kwargs)) == dataclasses.astuple(looped(*args, **kwargs))
    for call in (lambda cls: cls(), lambda cls: cls(1, "y", (), 4), lambda cls: cls(1, d=2),
                 lambda cls: cls(1, a=2)):
        with pytest.raises(TypeError):
            call(compiled)
        with pytest.raises(TypeError):
            call(looped)
    with pytest.raises(ValueError):
        looped(-1)
    assert looped(1).c == () and replace(looped(1), b="q").b == "q"
