"""Round-382 blind batch: vLLM failing at launch or at the first request because of LoRA / adapters
(--enable-lora, --lora-modules, --max-lora-rank, --max-loras, adapters whose rank / target modules / vocab vLLM
refuses, LoRA with quantized models); sources: the issues corpus (vLLM's tracker and other projects' trackers) and
pages; collected by helper wild382 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round382-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source; every expectation would have been written from the source thread only.

RESULT: 0 cases. The helper started at 03:08 UTC (``date -u``), already past both the 02:55 stop point and the 03:05
hard deadline, so no collecting was done. Look-ups: 0 of the 40 allowed.

Sources given up (for the lead, not cases):
- None: no look-ups were made.

Judgement calls for the lead:
1. None: no cases were written. The LoRA / adapter slice is untouched and can be handed to a later round as is.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round382-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
