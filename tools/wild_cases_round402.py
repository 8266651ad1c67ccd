"""Round-402 blind batch: vLLM's own GitHub tracker (vllm-project/vllm), OLD issues numbered below 10000
(2023-2024, V0 engine releases 0.1-0.5) failing at start-up on memory or parallel-layout checks: "The model's max seq
len is larger than the maximum number of tokens that can be stored in KV cache", "No available memory for the cache
blocks", CUDA out of memory while loading, "# GPU blocks: 0", bfloat16 on pre-Ampere GPUs, tensor parallel not
dividing the attention heads; collected by helper wild402 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round402-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py / round348: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source; every expectation was
written from the source thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is
left out of the excerpt.

Look-ups: 42 of the 50 allowed (all ``search`` corpus=issues; no read_file / find_string / fetch). 1 case.
The slice is exhausted: USED_SOURCES.txt already holds ~465 vllm issues below #10000, and the issues corpus answers
every phrasing of these messages (English, Chinese, by model, by GPU, by figure, by code path) with the same ~40
threads, nearly all already used or already given up by rounds 3x-389 (their docstrings were grepped before each
candidate was considered). The one unused thread with the error line and an answer in its stored chunk is vllm #772.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #2418, #2248, #1284, #946, #1157, #414, #596, #2652, #2022, #7721, #2785,
  #636, #2856, #188, #5976, #3285, #6689, #2136, #5198, #1581, #8097, #2140, #783, #9011, #4232, #1705, #4650, #1354,
  #5711 (via PR #5714), #441; QwenLM/Qwen3 #12, #16, #295; QwenLM/Qwen #853; QAnything #302; bonito #7, #22;
  DeepSeek-V2 #83; basalam/product-catalog-generator #10; GPTFuzz #27; OpenRLHF #336; api-for-open-llm #225, #259;
  mistral-inference #25.
- Named in earlier rounds' skip lists (error line not in the stored chunk, env dump only, or question without a
  failing launch), re-checked and still so: vllm #4168 (Yarn-Mistral-128k, env only), #3974, #2631, #8185, #2348,
  #7655, #6407, #930, #3051 (args only), #3049 (gemma-7b OOM on 0.3.2: the chunk ends inside the traceback, two
  look-ups), #5248 (deepseek-coder-6.7b TP2 on 2x T4: '# GPU blocks: 507' then the ERROR line is cut, two look-ups),
  #4067 / #3611 / #7704 (Mixtral, env dumps / traceback without the error), #1431 (Pascal question), #3503 (bf16 on
  2080 Ti: env dump only in the chunk), #7107 (Ray 'required GPUs exceeds' on TP 8: the chunk stops at the args dump,
  two look-ups).
- Not taken for other reasons: vllm #440 (bloom vocab 250682 not divisible by TP 8, AssertionError shown, July 2023):
  the same reporter's follow-up #441 is already a used source and the thread says #441 was his patch for it, so it is
  likely the same incident; #9134 (multi-node PP on an RTX 2060 laptop, Oct 2024): only nvidia-smi in the chunk;
  #6623 (LLaVA GPU blocks, a performance question, no failure); #10517, #10439, #14574, #14992, #11391 (numbered
  above 10000, outside the slice); PRs #2163, #6089, #3029 (maintainer/dev threads, not user launches).
- Off-slice, seen in passing, unused and not taken: lm-sys/FastChat #3177 (qwen1.5-4b-chat vllm_worker, '# GPU
  blocks: 1842' at max_seq_len 32768 -> KV too small; the error line itself is past the stored chunk),
  imoneoi/openchat #117 (4090 + 4060 Ti, 'required GPUs exceeds'), substratusai/vllm-docker #37 (T4 bf16, no answer),
  NVIDIA/nim-anywhere #5 (TITAN RTX bf16, NIM not plain vLLM).

Judgement calls for the lead:
1. vllm #772 is vLLM 0.1.x (August 2023), a little older than the 0.2-0.5 range the slice names; its message is the
   same config check the later V0 releases print, so it was kept.
2. 71 (falcon-7b's head count) is prime: any TP above 1 (short of 71) fails, so TP "above 1" is marked wrong, not only
   the 4 the user asked for; memory flags are marked wrong because nothing about memory failed.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round402-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #772: falcon-7b-instruct (71 heads) at tensor_parallel_size=4
case("vllm-772-falcon-7b-instruct-71heads-tp4",
     "https://github.com/vllm-project/vllm/issues/772",
     "model_name = \"tiiuae/falcon-7b-instruct\"\n"
     "llm = LLM(model=model_name,trust_remote_code=True,dtype=\"float16\",tensor_parallel_size=4)\n"
     "`\n"
     "\n"
     "It's giving me the error: \n"
     "` ValueError: Total number of attention heads (71) must be divisible by tensor parallel size (4).",
     "tp_not_divisible", {"num_attention_heads": 71, "tensor_parallel_size": 4}, "tp_not_divisible",
     "tiiuae/falcon-7b-instruct has 71 attention heads, a prime number, so no tensor-parallel size other than 1 (or 71) "
     "splits them; the user asked for tensor_parallel_size=4 on a 4-GPU machine (August 2023, vLLM 0.1.x) and vLLM's "
     "config check refused it. Not a memory problem: the same model runs on a single A100 per the author.",
     "commenter iamsimha: 'only Falcon 7B cannot be run multiple GPUs, due to the limitation of attention heads being "
     "not divisible by tensor parallel size' (Falcon-40B runs on 8x A10); the author notes it works fine on one A100. "
     "I.e. run falcon-7b at tensor_parallel_size=1 (one GPU, or one replica per GPU); closed as stale by hmellor",
     release="not stated (August 2023, vLLM 0.1.x)", gpu=None, gpus=4,
     command="llm = LLM(model=model_name,trust_remote_code=True,dtype=\"float16\",tensor_parallel_size=4)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "value": "4"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue body's code and error line as the corpus shows them (the stray backticks are the source's "
          "broken inline-code markers). The number of GPUs (4) is from the body ('I have four GPUs').")

if __name__ == "__main__":
    BATCH.write()
