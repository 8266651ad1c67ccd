"""The release table itself (kvroom.core.releases._CHANGES, issue 12 item 4): every row is a boundary someone read.

A row says "from this release on, field = value" and cites where that comes from. A first release nobody confirmed
(a spec section sampled across a gap, "between A and B", a later release read instead) is how wrong boundaries got
in; the audit that pinned each one read the wheel of the row's release and the release before it. These tests keep
new rows to that standard: the citation names the row's own release, and says what the release before had (an
earlier release named in the row) unless the row is the oldest modelled value or cites a release note / PR."""

from __future__ import annotations

import re

from kvroom.core.releases import _CHANGES, OLDEST_RELEASE, ReleaseRules

_RELEASE_RE = re.compile(r"(?<![\d.])0\.\d{1,2}(?:\.\d{1,2}){0,2}(?![\d])")
# rows confirmed by a release note or a pull request rather than two wheels (their citation says so)
_NOTE_OR_PR = re.compile(r"release notes|PR #\d+")


def _parts(text: str) -> tuple[int, int, int, int]:
    nums = tuple(int(p) for p in text.split("."))
    return nums + (0,) * (4 - len(nums))  # type: ignore[return-value]


def _label(since: tuple[int, ...]) -> str:
    p = tuple(since) + (0,) * (3 - len(since))
    return ".".join(str(x) for x in (p if len(p) == 4 and p[3] else p[:3]))


def test_every_row_names_its_own_release() -> None:
    missing = [(_label(since), field) for since, field, _value, source in _CHANGES
               if _label(since) not in _RELEASE_RE.findall(source)]
    assert not missing, missing


def test_every_boundary_says_what_the_release_before_had() -> None:
    missing = []
    for since, field, _value, source in _CHANGES:
        if _parts(_label(since))[:3] <= OLDEST_RELEASE or _NOTE_OR_PR.search(source):
            continue
        earlier = [r for r in _RELEASE_RE.findall(source) if _parts(r) < _parts(_label(since))]
        if not earlier:
            missing.append((_label(since), field))
    assert not missing, missing


def test_no_field_gets_two_values_at_one_release() -> None:
    seen: dict[tuple, object] = {}
    for since, field, value, _source in _CHANGES:
        key = (_parts(_label(since)), field)
        assert key not in seen or seen[key] == value, key
        seen[key] = value


def test_no_row_restates_the_value_already_in_force() -> None:
    """A row that sets what the release before already had is no boundary (it hides where the change was)."""
    defaults = ReleaseRules()
    current: dict[str, object] = {}
    redundant = []
    for since, field, value, _source in sorted(_CHANGES, key=lambda row: _parts(_label(row[0]))):
        before = current.get(field, getattr(defaults, field))
        if before == value:
            redundant.append((_label(since), field))
        current[field] = value
    assert not redundant, redundant
