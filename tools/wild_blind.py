"""A blind batch of real vLLM logs from the wild (tools/wild_cases_round*.py): the fixture each case becomes,
tests/golden/wild/<id>.json, in the shape tests/wild_grade.py grades.

Each round's file holds its cases as they were collected (source url, the excerpt as the thread shows it, and the
expectations written from the thread before kvroom was run on it); this module only builds and writes the JSON."""
import json
import pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "tests" / "golden" / "wild"


class BlindBatch:
    """The cases of one batch (``batch`` is the label tests/wild_grade.py selects, e.g. "round7-blind")."""

    def __init__(self, batch):
        self.batch = batch
        self.cases = []

    def case(self, id, url, excerpt, kind, numbers, cause, real_cause, fix, release=None, gpu=None, gpus=None,
             command=None, forbidden=(), note=None):
        c = dict(id=id, source_url=url, release=release, gpu=gpu, gpus_available=gpus, command=command,
                 excerpt=excerpt.strip("\n"), expected={"message_kind": kind, "numbers": numbers, "cause": cause},
                 forbidden=list(forbidden), real_cause=real_cause, fix_that_worked=fix, batch=self.batch)
        if note:
            c["note"] = note
        self.cases.append(c)

    def write(self):
        ids = [c["id"] for c in self.cases]
        assert len(ids) == len(set(ids)), ids
        for c in self.cases:
            (OUT / f"{c['id']}.json").write_text(json.dumps(c, indent=1, ensure_ascii=False) + "\n")
        print(len(self.cases))
