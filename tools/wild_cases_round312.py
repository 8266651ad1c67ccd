"""Round-312 blind batch: vLLM launch failures from Stack Overflow, the vLLM forum (discuss.vllm.ai) and Reddit
r/LocalLLaMA threads where a launch failed with its error text and an answer says what fixed it; collected by helper
wild312 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round312-blind"``;
the lead grades it once. A HELD-OUT measurement.

**No cases.** Look-ups: 0 of the 50 allowed (no search, find_string, read_file, find_files or fetch). The session
started at 13:37 UTC against a 13:40 UTC deadline; its first turn was cut off by a transient API error after reading
COLLECT.md, and when work resumed `date -u` read 13:40:19 UTC, at the deadline, so the collector stopped without
searching, as the brief asks.

Sources given up: none examined. Judgement calls: none (no candidates). For a later round on this slice: give the
collector more than three minutes; Stack Overflow, discuss.vllm.ai and Reddit remain the least mined sources.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round312-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
