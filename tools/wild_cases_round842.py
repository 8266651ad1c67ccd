"""Round-842 blind batch: NON-MEMORY LAUNCH FAILURES IN NOTES (architectures, remote code, rope, modules, symbols,
drivers, Triton, tokenizers); collected by a helper and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round842-blind"``; the lead grades it once (tests/golden/wild/BLIND.md, the session of
2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 40 of 40. 0 cases: the tied candidates were used already or lacked the error text or the fix (a 'Project
ANF' devlog and undefined-symbol notes: no repository).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round842-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
