"""Round-303 blind batch: vLLM launch failures about LONG CONTEXT AND LENGTHS (max_model_len, max_position_embeddings,
derived max_model_len, rope_scaling / YaRN / rope overrides, max_num_batched_tokens below max_model_len, sliding
window, chunked-prefill refusals; any tracker; issues corpus); collected by helper wild303 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round303-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Look-ups: 1 of the 50 allowed (1 ``search``, corpus=issues). **Short of the 4-10 asked: 0 cases.** The session lost
most of its window (started 12:29 UTC for a 12:40 deadline) to an interrupted turn before any look-up; the deadline
came before any thread could be read in full.

Sources seen (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #3676 (command-r 131072 > derived 8192), xorbitsai/inference #1715
  (qwen14B 4096 > seq_length 2048).
- Not used yet, not read for lack of time (candidates for a later round): vllm #2565 (Yi-34B-Chat 200k computed at 4k,
  --max-model-len=204800, TP 4; the search excerpt shows the command but not the error text or the fix), vllm #17747
  (Mistral-Small-3.1-24B, --config-format mistral with --max-model-len 131072 and VLLM_ALLOW_LONG_MAX_MODEL_LEN=1;
  crashes rather than a start-up refusal, by the excerpt), vllm #20097 (InternVL3 length limit, usage question),
  vllm #14102 ('max_model_len setting fail' on an RTX 4090), vllm #25865 (bge-m3-korean read as 512 tokens),
  vllm #4346 (usage question, no launch failure), langchain-ai/langchain #17906 (Mistral-7B 32768 vs 18896 KV tokens:
  a KV-cache case, outside this slice).

Judgement calls: none; no case was written rather than one from a search excerpt alone without its fix.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round303-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
