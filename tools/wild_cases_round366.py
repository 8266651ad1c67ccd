"""Round-366 blind batch. Slice: LoRA and adapters failing at vLLM start-up or when the adapter is first loaded
(--max-lora-rank, --max-loras, target modules vLLM does not support, adapters with added tokens / resized vocab /
modules_to_save, adapter paths, --enable-lora with quantized or MoE models, LoRA memory at start-up), from any
tracker (vLLM, PEFT, unsloth, LlamaFactory, ms-swift, TRL, apps). Collected by helper wild366 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round366-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

**Result: 0 cases.** The helper was started at 23:19 UTC against a hard deadline of 23:25 UTC, i.e. already past
COLLECT.md's "stop collecting 10 minutes before the deadline" point (23:15). No collection was attempted, so that the
round lands on time and the slice stays untouched for a later round.

Look-ups: 0 (no search, find_string, read_file, find_files or fetch).

Candidate sources found but not taken: none (none looked at). The whole LoRA / adapter slice above is still open:
a later round with time should search the issues corpus for vLLM's own messages, e.g. "LoRA rank ... is greater
than max_lora_rank", "is not in target modules" / "unsupported LoRA weight", "modules_to_save", "lora_extra_vocab_size"
/ added tokens, "--enable-lora" with quantized (AWQ/GPTQ/bnb) or MoE models, and LoRA start-up OOM, checking each
against /work/coord/USED_SOURCES.txt first.

Judgement calls: none.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round366-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
