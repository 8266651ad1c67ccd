"""Round-383 blind batch: vLLM failing at launch or at the first request with embedding, reranker, classification or
reward models (--task embed/score/classify/reward, --runner pooling, --convert, pooler config; BGE, E5, gte,
Qwen3-Embedding/Reranker, jina, cross-encoders); sources: the issues corpus and pages. Collected by helper wild383
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round383-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source; every expectation would have been written from the source thread only.

RESULT: 0 cases. The helper started at 03:07 UTC (``date -u``), already past both the 02:55 stop point and the 03:05
hard deadline, so, as the brief says, no collecting was done and only this docstring-only file is committed.
Look-ups: 0 of the 40 allowed.

Sources given up (for the lead, not cases):
- None looked at: no look-ups were made. The slice (pooling models: embed/score/classify/reward, --runner pooling,
  --convert, pooler config) is untouched and can be given to a later round in full.

Judgement calls for the lead:
1. None: no cases were written.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round383-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
