"""Help text for `kvroom plan/run --help`: which vLLM flags kvroom models (those whose argparse dest is a
PlanRequest field), read from the flag table of the default release. Returns strings; never prints."""

from __future__ import annotations

import textwrap

from kvroom.core.engine import PlanRequest
from kvroom.core.frozen import record_fields
from kvroom.core.releases import DEFAULT_RELEASE, Release
from kvroom.launch.flags import table_for
from kvroom.launch.reader import KVROOM_FIELDS


def modelled_flags() -> list[str]:
    """vLLM flags (default release) that set a PlanRequest field, in the table's order."""
    fields = {f.name for f in record_fields(PlanRequest)} - KVROOM_FIELDS
    table = table_for(Release.parse(DEFAULT_RELEASE))
    out = []
    for spec in table.flags:
        if spec.dest in fields:
            out.append(" / ".join([spec.name, *spec.aliases]))
    return sorted(out)


def modelled_flags_help() -> str:
    body = ", ".join(modelled_flags())
    return ("vLLM flags kvroom models (vLLM " + DEFAULT_RELEASE + "):\n"
            + textwrap.fill(body, width=100, initial_indent="  ", subsequent_indent="  ", break_on_hyphens=False)
            + "\n\nEvery other flag of the chosen release is accepted and listed once in a note (no effect on memory,"
              "\nor changes memory but not modelled); a flag that release does not have is refused as vLLM refuses"
              "\nit (exit 2). Underscore spellings, --flag=value, --no-<flag>, --config x.yaml, the api_server"
              "\nmodule and `docker run ... vllm/vllm-openai:TAG` lines are read as vLLM reads them.")
