"""Round-368 blind batch. Slice: audio, speech and omni/diffusion models served with vLLM or vllm-omni (Whisper,
Qwen2-Audio, Qwen-Omni, TTS models such as CosyVoice / Step-Audio / Orpheus, image/video generation in vllm-omni)
failing at start-up: missing audio libraries, encoder-decoder refusals, processor errors, memory; any tracker.
Collected by helper wild368 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round368-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

**Result: 0 cases.** The helper was started at 23:19 UTC against a hard deadline of 23:25 UTC, i.e. already past
the brief's "stop collecting 10 minutes before the deadline" point (23:15). No source was searched so that the
round lands on time.

Look-ups: 0 (no search, find_string, read_file, find_files or fetch).

Sources given up: none looked at. The slice is untouched; a later round with time can take it whole.

Judgement calls for the lead: none (no case written).
"""

from wild_blind import BlindBatch

BATCH = BlindBatch("round368-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
