"""Sets of vLLM releases that a log line's wording is compatible with.

Owns: parsing release strings as vLLM prints them ("0.10.1.1", "0.10.1.dev101+gbda9d0535", "0.12.x"),
inclusive ranges of releases, and intersecting them. A ``ReleaseRange`` is a union of inclusive intervals
because a few wordings are shared by an old and a new family (spec §4.4: the single-space "Try" with no
estimate is printed by 0.7.0-0.8.3 and again from 0.14.0).

Never: decide behaviour by release (that is kvroom.core.releases); this module only describes what a log
says about which release printed it.
"""

from __future__ import annotations

import re

from kvroom.core.frozen import frozen

# A component that stands for "any" (".x" in the spec, or the open end of "0.22.0+").
_ANY = 10**6

_RELEASE_RE = re.compile(r"v?(\d{1,4})\.(\d{1,4})(?:\.(\d{1,6}|x))?(?:\.(\d{1,6}|x))?")

Version = tuple[int, int, int, int]


def parse_version(text: str, *, upper: bool = False) -> Version | None:
    """Numeric release of ``text`` ("0.10.1.dev101+g..." -> (0, 10, 1, 0)).

    With ``upper=True`` missing or ``x`` components stand for "any" so that "0.9.0" as the last release of a
    range also covers 0.9.0.1 and "0.12.x" covers every 0.12 patch release. Returns None when ``text`` does
    not start with a release number.
    """
    m = _RELEASE_RE.match(text.strip())
    if not m:
        return None
    fill = _ANY if upper else 0
    # "0.10.1.dev101": the fourth component is not numeric, so the match stops after "0.10.1".
    major, minor, patch, extra = (fill if g is None or g == "x" else int(g) for g in m.groups())
    if not upper and patch == 0 and m.group(3) is None:
        extra = 0
    return (major, minor, patch, extra)


def _fmt_first(v: Version) -> str:
    return ".".join(str(x) for x in (v if v[3] else v[:3]))


def _fmt_last(v: Version) -> str:
    parts = [str(x) if x < _ANY else "x" for x in v]
    # (0, 9, 0, ANY) -> "0.9.0"; (0, 12, ANY, ANY) -> "0.12.x"; (0, 10, 1, 1) -> "0.10.1.1"
    if v[3] >= _ANY or v[3] == 0:
        parts = parts[:3]
    if v[2] >= _ANY:
        parts = parts[:2] + ["x"]
    return ".".join(parts)


@frozen(order=True)
class Interval:
    """Inclusive ``[first, last]``; ``first`` None means "any earlier release", ``last`` None "and later"."""

    first: Version | None
    last: Version | None

    def intersect(self, other: "Interval") -> "Interval | None":
        lo = _max_lo(self.first, other.first)
        hi = _min_hi(self.last, other.last)
        if lo is not None and hi is not None and lo > hi:
            return None
        return Interval(lo, hi)

    def contains(self, v: Version) -> bool:
        return (self.first is None or v >= self.first) and (self.last is None or v <= self.last)

    def __str__(self) -> str:
        if self.first is None and self.last is None:
            return "any"
        if self.last is None:
            return f"{_fmt_first(self.first)}+"
        if self.first is None:
            return f"<={_fmt_last(self.last)}"
        a, b = _fmt_first(self.first), _fmt_last(self.last)
        return a if a == b else f"{a}-{b}"


def _max_lo(a: Version | None, b: Version | None) -> Version | None:
    if a is None:
        return b
    if b is None:
        return a
    return max(a, b)


def _min_hi(a: Version | None, b: Version | None) -> Version | None:
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)


@frozen
class ReleaseRange:
    """A union of inclusive release intervals, e.g. ``0.14.0-0.21.x`` or ``<=0.8.3 | 0.14.0+``."""

    intervals: tuple[Interval, ...]

    @classmethod
    def parse(cls, text: str) -> "ReleaseRange":
        """Parse the table notation: "0.14.0-0.21.x", "0.22.0+", "<=0.10.2", "0.9.2", "a | b"."""
        out = []
        for part in text.split("|"):
            part = part.strip()
            if part.endswith("+"):
                out.append(Interval(_need(part[:-1]), None))
            elif part.startswith("<="):
                out.append(Interval(None, _need(part[2:], upper=True)))
            elif "-" in part:
                a, b = part.split("-", 1)
                out.append(Interval(_need(a), _need(b, upper=True)))
            else:
                out.append(Interval(_need(part), _need(part, upper=True)))
        return cls(tuple(sorted(out, key=_sort_key)))

    @classmethod
    def exactly(cls, version: str) -> "ReleaseRange | None":
        v = parse_version(version)
        if v is None:
            return None
        return cls((Interval(v, v),))

    def intersect(self, other: "ReleaseRange") -> "ReleaseRange | None":
        out = []
        for a in self.intervals:
            for b in other.intervals:
                c = a.intersect(b)
                if c is not None:
                    out.append(c)
        return ReleaseRange(tuple(sorted(set(out), key=_sort_key))) if out else None

    def contains(self, version: str) -> bool:
        v = parse_version(version)
        return v is not None and any(i.contains(v) for i in self.intervals)

    def __str__(self) -> str:
        return " | ".join(str(i) for i in self.intervals)


def _sort_key(i: Interval) -> tuple:
    return (i.first or (-1, -1, -1, -1), i.last or (_ANY,) * 4)


def _need(text: str, *, upper: bool = False) -> Version:
    v = parse_version(text, upper=upper)
    if v is None:
        raise ValueError(f"not a release: {text!r}")
    return v
