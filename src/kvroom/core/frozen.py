"""``@frozen``: the frozen dataclasses kvroom builds its descriptions and results from, made at import for a
fraction of what ``dataclasses.dataclass`` costs.

``dataclasses`` writes and compiles five or six methods per class, each with its own ``exec``, and imports
``inspect`` to do so: for the ~60 classes kvroom defines that was half of a cold ``kvroom plan`` (issue 13).
``frozen`` gives the class the same methods without compiling any: ``__repr__``, ``__eq__``, ``__hash__`` (and the
ordering ones with ``order=True``) over the field values, read in C by ``operator.attrgetter``, and the frozen
``__setattr__`` / ``__delattr__``; only ``__init__`` is compiled from source, once the class has been instantiated
COMPILE_AFTER times (until then a loop binds the arguments; most classes are built a few times in a run, or never).
It never imports ``dataclasses``. What it keeps of the frozen dataclass contract:

- the semantics: fields from the class's annotations in order, base records' fields first (a redefined field keeps
  its place and takes the new default), ``field(default=...)`` / ``field(default_factory=...)``, methods the class
  defines itself are kept (an explicit ``__hash__`` too), ``__post_init__`` runs last, assignment raises
  ``dataclasses.FrozenInstanceError``; ``__init__`` fills the instance dict directly (no per-field
  ``object.__setattr__``: three times faster on a 20-field result);
- the interface: ``dataclasses.fields``, ``replace``, ``asdict`` and ``is_dataclass`` work on a record: its
  ``__dataclass_fields__`` is built, with ``dataclasses``'s own Field objects, the first time something asks.

kvroom's own code uses this module's ``replace`` and ``record_fields`` (no ``dataclasses`` import on any path).
tests/test_frozen_init.py holds frozen classes to ``dataclasses`` on the same class bodies.
"""

from __future__ import annotations

from operator import attrgetter

_MISSING = type("_Missing", (), {"__repr__": lambda self: "MISSING"})()


class Field:
    """One field of a record: its name, annotation (text) and default or default factory."""

    __slots__ = ("name", "type", "default", "default_factory", "hash")

    def __init__(self, default=_MISSING, default_factory=_MISSING, hash: bool | None = None) -> None:
        if default is not _MISSING and default_factory is not _MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.name = ""
        self.type = ""
        self.default = default
        self.default_factory = default_factory
        self.hash = hash  # False: left out of __hash__ (still compared by __eq__), as dataclasses' field(hash=False)

    def __repr__(self) -> str:
        return f"Field(name={self.name!r}, type={self.type!r})"


def field(*, default=_MISSING, default_factory=_MISSING, hash: bool | None = None) -> Field:
    """A field's default (``field(default=())``) or default factory (``field(default_factory=dict)``); ``hash=False``
    leaves it out of ``__hash__`` (an unhashable mapping a record still compares)."""
    return Field(default, default_factory, hash)


class _LazyDataclassFields:
    """``__dataclass_fields__`` made on first access, with dataclasses' own Field objects (so ``dataclasses.fields``,
    ``replace``, ``asdict`` and ``is_dataclass`` see a dataclass); the import of ``dataclasses`` waits until then."""

    def __get__(self, instance, owner):
        import dataclasses

        built = {}
        for f in owner.__record_fields__:
            default = dataclasses.MISSING if f.default is _MISSING else f.default
            factory = dataclasses.MISSING if f.default_factory is _MISSING else f.default_factory
            real = dataclasses.field(default=default, default_factory=factory, hash=f.hash)
            real.name, real.type = f.name, f.type
            real._field_type = dataclasses._FIELD  # noqa: SLF001 - what dataclasses.fields() filters on
            built[f.name] = real
        type.__setattr__(owner, "__dataclass_fields__", built)
        return built


class _LazyDataclassParams:
    """``__dataclass_params__`` (frozen, eq, order...) made on first access, taken from a frozen dataclass of the
    running Python (its constructor's arguments change between Python releases): a dataclass that subclasses a
    @frozen class reads it from its base."""

    def __get__(self, instance, owner):
        import dataclasses

        order = owner.__dict__.get("__record_order__", False)
        params = dataclasses.dataclass(frozen=True, order=order)(type("_Params", (), {"__doc__": "-"}))
        type.__setattr__(owner, "__dataclass_params__", params.__dataclass_params__)
        return params.__dataclass_params__


def _frozen_error(self, name):
    import dataclasses

    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _collect_fields(cls: type) -> list[Field]:
    fields: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        for f in base.__dict__.get("__record_fields__", ()):
            fields[f.name] = f
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        if str(annotation).startswith(("ClassVar", "typing.ClassVar", "InitVar", "dataclasses.InitVar")):
            raise TypeError(f"frozen {cls.__name__}.{name}: ClassVar / InitVar fields are not supported")
        value = cls.__dict__.get(name, _MISSING)
        f = value if isinstance(value, Field) else Field(default=value)
        if isinstance(value, Field):
            if f.default is _MISSING:
                delattr(cls, name)  # a factory or no default: no class attribute (as dataclasses does)
            else:
                setattr(cls, name, f.default)
        f.name, f.type = name, str(annotation)
        fields[name] = f  # a redefined field keeps its place
    seen_default = ""
    for f in fields.values():
        if f.default is not _MISSING or f.default_factory is not _MISSING:
            seen_default = f.name
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument {seen_default!r}")
    return list(fields.values())


def _init_source(cls: type, fields: tuple[Field, ...], namespace: dict) -> str:
    """``__init__``: each field straight into the instance dict (no per-field ``object.__setattr__``), factories
    called when a field is not given, ``__post_init__`` last."""
    params, body = [], []
    for i, f in enumerate(fields):
        if f.default_factory is not _MISSING:
            namespace[f"_factory_{i}"] = f.default_factory
            params.append(f"{f.name}=_HAS_FACTORY")
            body.append(f"    __d[{f.name!r}] = _factory_{i}() if {f.name} is _HAS_FACTORY else {f.name}")
        else:
            if f.default is _MISSING:
                params.append(f.name)
            else:
                namespace[f"_default_{i}"] = f.default
                params.append(f"{f.name}=_default_{i}")
            body.append(f"    __d[{f.name!r}] = {f.name}")
    post = ["    self.__post_init__()"] if hasattr(cls, "__post_init__") else []
    return "\n".join([f"def __init__(self, {', '.join(params)}):", "    __d = self.__dict__", *body, *post,
                      "    return None"]) + "\n"


def _compiled_init(cls: type, fields: tuple[Field, ...]):
    namespace: dict = {"_HAS_FACTORY": _MISSING}
    source = _init_source(cls, fields, namespace)
    exec(compile(source, f"<frozen {cls.__qualname__}>", "exec"), namespace)  # noqa: S102 - own field names
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init


# instances built with the loop-bound __init__ before a class gets its compiled one: a cold `kvroom plan` builds
# each of its ~20 classes a few times, and compiling their __init__s cost ~6 ms of its ~65 (the first compile() of a
# process costs more than the others); plan() in a loop (a sweep, the web server) compiles each hot class after
# this many
COMPILE_AFTER = 64


def _lazy_init(cls: type, fields: tuple[Field, ...]):
    """An ``__init__`` that binds in a loop for the class's first COMPILE_AFTER instances, then compiles its own:
    most classes are built a few times in a run, or never, and compiling costs more than those calls."""
    generic = _generic_init(cls, fields)
    calls = [0]

    def __init__(self, *args, **kwargs):
        calls[0] += 1
        if calls[0] <= COMPILE_AFTER:
            return generic(self, *args, **kwargs)
        init = _compiled_init(cls, fields)
        type.__setattr__(cls, "__init__", init)
        return init(self, *args, **kwargs)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    __init__.__module__ = cls.__module__
    return __init__


def _generic_init(cls: type, fields: tuple[Field, ...]):
    """An ``__init__`` that binds its arguments in a loop, compiled with this module: for a wide class built a few
    times a run (ReleaseRules: one per release, ~90 fields), where compiling its own ``__init__`` would cost more
    than every call to it."""
    names = tuple(f.name for f in fields)
    index = {name: i for i, name in enumerate(names)}

    def __init__(self, *args, **kwargs):
        if len(args) > len(names):
            raise TypeError(f"{cls.__name__}.__init__() takes {len(names) + 1} positional arguments but "
                            f"{len(args) + 1} were given")
        values = dict(zip(names, args))
        for name, value in kwargs.items():
            if name not in index:
                raise TypeError(f"{cls.__name__}.__init__() got an unexpected keyword argument {name!r}")
            if name in values:
                raise TypeError(f"{cls.__name__}.__init__() got multiple values for argument {name!r}")
            values[name] = value
        own = self.__dict__
        for f in fields:
            if f.name in values:
                own[f.name] = values[f.name]
            elif f.default_factory is not _MISSING:
                own[f.name] = f.default_factory()
            elif f.default is not _MISSING:
                own[f.name] = f.default
            else:
                raise TypeError(f"{cls.__name__}.__init__() missing 1 required positional argument: {f.name!r}")
        if hasattr(self, "__post_init__"):
            self.__post_init__()

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    __init__.__module__ = cls.__module__
    return __init__


def _values_getter(names: tuple[str, ...]):
    """obj -> the tuple of its field values (operator.attrgetter builds it in C; one name gives a bare value)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def _methods(cls: type, fields: tuple[Field, ...], order: bool) -> dict:
    """``__repr__``, ``__eq__``, ``__hash__`` (and the ordering ones) as dataclasses writes them: the field values
    as a tuple, compared only with an instance of the very same class."""
    names = tuple(f.name for f in fields)
    values = _values_getter(names)
    hashed = _values_getter(tuple(f.name for f in fields if f.hash is not False))

    def __repr__(self):
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(names, values(self)))
        return f"{self.__class__.__qualname__}({shown})"

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    def __hash__(self):
        return hash(hashed(self))

    methods = {"__repr__": __repr__, "__eq__": __eq__, "__hash__": __hash__}
    if order:
        def __lt__(self, other):
            return values(self) < values(other) if other.__class__ is self.__class__ else NotImplemented

        def __le__(self, other):
            return values(self) <= values(other) if other.__class__ is self.__class__ else NotImplemented

        def __gt__(self, other):
            return values(self) > values(other) if other.__class__ is self.__class__ else NotImplemented

        def __ge__(self, other):
            return values(self) >= values(other) if other.__class__ is self.__class__ else NotImplemented

        methods.update(__lt__=__lt__, __le__=__le__, __gt__=__gt__, __ge__=__ge__)
    return methods


def frozen(cls: type | None = None, *, order: bool = False, compiled_init: bool = True):
    """``@frozen`` / ``@frozen(order=True)``: a frozen dataclass of the class's annotated fields (module docstring).

    ``compiled_init=False``: an ``__init__`` that binds in a loop instead of one compiled for the class (for a wide
    class built a few times a run; the same arguments, defaults and errors, a few microseconds slower a call)."""

    def wrap(cls: type) -> type:
        if "__slots__" in cls.__dict__:
            raise TypeError(f"frozen {cls.__name__}: __slots__ is not supported")
        for name in ("__setattr__", "__delattr__"):
            if name in cls.__dict__:
                raise TypeError(f"frozen {cls.__name__} defines {name}: it is frozen")
        fields = tuple(_collect_fields(cls))
        for f in fields:
            if f.name == "self" or f.name.startswith("__") or f.name.startswith(("_factory_", "_default_", "_HAS_")):
                raise TypeError(f"frozen {cls.__name__}: field name {f.name!r} is reserved by the generated methods")
        names = tuple(f.name for f in fields)
        own = cls.__dict__
        methods = _methods(cls, fields, order)
        # an explicit __hash__ is kept; Python's own None (set when the class body defines __eq__) is not explicit
        if "__hash__" in own and not (own["__hash__"] is None and "__eq__" in own):
            del methods["__hash__"]
        if "__init__" not in own:
            methods["__init__"] = _lazy_init(cls, fields) if compiled_init else _generic_init(cls, fields)
        for name, function in methods.items():
            if name == "__hash__" or name not in own:
                function.__qualname__ = f"{cls.__qualname__}.{name}"
                function.__module__ = cls.__module__
                setattr(cls, name, function)
        cls.__setattr__ = lambda self, name, value: _frozen_error(self, name)
        cls.__delattr__ = _frozen_error
        cls.__record_fields__ = fields
        cls.__record_init_names__ = names
        cls.__record_order__ = order
        cls.__match_args__ = names
        cls.__dataclass_fields__ = _LazyDataclassFields()
        cls.__dataclass_params__ = _LazyDataclassParams()
        return cls

    return wrap if cls is None else wrap(cls)


def record_fields(cls_or_instance) -> tuple[Field, ...]:
    """The fields of a @frozen class (or instance), in order, without importing dataclasses."""
    cls = cls_or_instance if isinstance(cls_or_instance, type) else type(cls_or_instance)
    fields = cls.__dict__.get("__record_fields__") or getattr(cls, "__record_fields__", None)
    if fields is None:
        raise TypeError(f"{cls.__name__} is not a @frozen class")
    return fields


def replace_checked(obj, changes: dict):
    """``replace`` for values the caller has already checked (each of its field's type): the instance dict is
    copied and updated without running ``__init__`` and ``__post_init__`` again (kvroom.api fills the GPU facts of
    every plan's request this way). Only for records that keep nothing but their fields in their dict."""
    new = object.__new__(obj.__class__)
    values = obj.__dict__.copy()  # a plain copy, then set as the dict: filling the new instance's own dict entry
    values.update(changes)        # by entry costs three times as much (issue 13)
    object.__setattr__(new, "__dict__", values)
    return new


def replace(obj, /, **changes):
    """``dataclasses.replace`` for @frozen classes (and, through dataclasses, for any other dataclass)."""
    names = getattr(type(obj), "__record_init_names__", None)
    if names is None:
        import dataclasses

        return dataclasses.replace(obj, **changes)
    values = obj.__dict__
    for name in names:
        if name not in changes:
            changes[name] = values[name]
    return obj.__class__(**changes)
