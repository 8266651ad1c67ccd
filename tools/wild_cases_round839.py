"""Round-839 blind batch: UNTIED LEADS, THIRD TRY (57047223386 and 57177906117, 71358109731, a MiniMax-M3 fork note,
caiqiyue's later DEBUG.md, steveseguin/b70-optimization-lab); collected by a helper and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round839-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 37 of 40. 0 cases: none could be tied to a permanent source read in full (vllm-project/recipes#381 claimed
and released: its stored text stops before the error).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round839-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
