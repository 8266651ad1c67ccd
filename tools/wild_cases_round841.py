"""Round-841 blind batch: NEWER RELEASES' START-UP REFUSALS QUOTED IN NOTES; collected by a helper and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round841-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 38 of 40. 0 cases: a sampler warm-up OOM on 4x 4090 (zndx/gaius: the stored snapshot predates the file), the
RHAIIS report and an EAGLE3 note (no repository); the rest used.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round841-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
