"""Round-836 blind batch: NOTES IN LANGUAGES OTHER THAN ENGLISH; collected by a helper and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round836-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 37 of 40. 0 cases: every non-English source found was used already or could not be tied (a Portuguese SQL
migration note on --guided-decoding-backend; a MiniMax-M3 fork note in Chinese, flashinfer's allreduce_fusion
'weight_bias', untied).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round836-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
