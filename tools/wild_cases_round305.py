"""Round-305 blind batch: vLLM launch failures from English question-and-answer sites and discussion pages (Stack
Overflow, Hugging Face model discussions, discuss.vllm.ai, Reddit r/LocalLLaMA, GitHub Discussions); collected by
helper wild305 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round305-blind"``; the lead grades it once. A HELD-OUT measurement.

**No cases.** Look-ups: 0 of the 50 allowed (no search, find_string, read_file, find_files or fetch). The session's
first turn was cut off by a transient API error after reading COLLECT.md, LABELS.txt, tools/wild_blind.py and
tools/wild_cases_round233.py; when work resumed, `date -u` already read 13:07 UTC, past the 13:05 UTC deadline, so
the collector stopped without searching, as the brief asks.

Sources given up: none examined. For a later round on this slice: USED_SOURCES.txt (2618 lines at the time) holds
103 huggingface.co urls (48 of them discussions), 2 discuss.vllm.ai, 1 reddit and 0 stackoverflow urls, so Stack
Overflow and the vLLM forum look the least mined parts of the slice.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round305-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
