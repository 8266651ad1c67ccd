"""A faster ``__init__`` for the frozen dataclasses that every ``plan()`` call builds.

A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__`` (its own ``__setattr__``
raises), which makes a 20-field result cost three times what filling the instance dict costs. ``fast_init`` gives
such a class an ``__init__`` with the same parameters and defaults that fills ``self.__dict__`` directly; the class
stays a frozen dataclass in every other respect (fields, eq, hash, repr, ``dataclasses.replace``, no assignment).
Only for classes without ``__post_init__``, init-less or keyword-only fields, and without ``__slots__``: anything
else is a TypeError when the module is imported, not a silent difference. ``default_factory`` fields are called
when not given, as dataclasses does.
"""

from __future__ import annotations

from dataclasses import MISSING, fields

_HAS_FACTORY = object()  # the default of a default_factory parameter (dataclasses uses its own sentinel the same way)


def fast_init(cls: type) -> type:
    if hasattr(cls, "__post_init__") or "__slots__" in cls.__dict__:
        raise TypeError(f"fast_init: {cls.__name__} has __post_init__ or __slots__")
    params, body, defaults = [], [], {"_HAS_FACTORY": _HAS_FACTORY}
    for f in fields(cls):
        if not f.init or f.kw_only is True:
            raise TypeError(f"fast_init: field {cls.__name__}.{f.name} is not a plain init field")
        if f.default_factory is not MISSING:
            defaults[f"_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_HAS_FACTORY")
            body.append(f"    d[{f.name!r}] = _factory_{f.name}() if {f.name} is _HAS_FACTORY else {f.name}")
            continue
        if f.default is MISSING:
            params.append(f.name)
        else:
            defaults[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        body.append(f"    d[{f.name!r}] = {f.name}")
    source = f"def __init__(self, {', '.join(params)}):\n    d = self.__dict__\n" + "\n".join(body) + "\n"
    namespace = dict(defaults)
    exec(source, namespace)  # noqa: S102 - built from the class's own field names, as dataclasses does
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    cls.__init__ = init
    return cls
