"""Round-495 blind batch: vLLM start-up failures of the MEMORY family ('To serve at least one request', 'No available
memory for the cache blocks', 'Free memory on device', 'CUDA out of memory', 'larger than the maximum number of tokens
that can be stored in KV cache', 'max_num_seqs', 'Mamba cache') quoted in GITHUB DISCUSSIONS of vllm-project/vllm
(stored in the search tool's docs corpus, per round 489's finding); collected by helper wild495 and NOT graded by the
collector. **0 cases.** A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test suite,
and did not read kvroom's source.

Look-ups: 29 of the 40 allowed, all ``search`` (28 corpus=docs, 1 corpus=pages); no read_file / find_string / fetch.
Stopped with 11 left, well before the 02:30 UTC deadline, because every query came back with the same ~20 documents.

What was tried (docs corpus unless said): each memory error string paired with the discussion-page wording that round
489 found ('started this conversation in General', 'Replies: N comments', 'asked this question in Q&A', 'Unanswered',
'Sign up for free to join this conversation on GitHub', 'Repository navigation', 'Discussion · vllm-project/vllm ·
GitHub'); the V1 texts ('KV cache is needed, which is larger than the available KV cache memory', 'Engine core
initialization failed', 'Available KV cache memory: -'); the V0 texts ('No available memory for the cache blocks',
'# GPU blocks: 0', 'max seq len ... maximum number of tokens that can be stored in KV cache'); torch 'Tried to
allocate'; hybrid / Mamba with max_num_seqs; hardware-specific phrasings (2x RTX 3090 + 70B AWQ, A100 40GB); Qwen /
LLaMA-Factory discussions; and one pages-corpus query naming github.com/vllm-project/vllm/discussions.

Finding for the lead and later collectors: for the memory family, the docs corpus holds NO reachable vLLM discussion
thread. The only vllm-project/vllm/discussions page that came back is the listing page
https://github.com/vllm-project/vllm/discussions?page=6 (titles only, one visible: 'Why is the GPU KV cache usage very
low?', a usage question, not a start-up failure). The memory queries return the same saturated set every time, all
already used or in earlier skip lists. The discussions earlier rounds used (#6247, #8341, #1041) were reached as URLs
cited inside other threads or through non-memory errors. GitHub Discussions of other repositories that came back were
not vLLM failures (huggingface/text-generation-inference discussion #1897 'Question about KV cache', a Q&A without an
error; fcakyon/autollm discussion #164, transformers OOM, already in round 489's list; sgl-project/sglang discussion
#38697, an SGLang estimator announcement). I would treat this slice as exhausted for the memory family.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or earlier fixtures: SemiAnalysisAI/InferenceX #1587; vllm-project/vllm #20305,
  #184, #1479, #2418, #13929, PR #5079; HF Qwen/Qwen2-57B-A14B-Instruct #3, Mistral-7B-Instruct-v0.2 #49,
  TheBloke/Mixtral-8x7B-Instruct-v0.1-AWQ #2, nvidia/Qwen3.6-27B-NVFP4 #18; BatsResearch/bonito #22;
  sherdencooper/gptfuzz #27; spaces/lilpulgoyt/Ggvg.
- Named in earlier rounds' skip lists (not re-opened): vllm #35313 (rounds 106-122); PygmalionAI/aphrodite-engine #362
  (rounds 114, 117, 143, 220); intel/llm-scaler #164 (round 117: log is an attachment); spaces/muryshev/vllm-mixtral
  (round 203: torch OOM page, no fix); HF TheBloke/Phind-CodeLlama-34B-v2-AWQ #1, TheBloke/zephyr-7B-beta-AWQ #2,
  zephyr-7B-alpha-AWQ #1, open-llm-leaderboard Space #1012 (round 122); neuralmagic/Llama-3.2-90B-Vision-Instruct-FP8-
  dynamic #3, opensourcerelease/DeepSeek-V3-bf16 #6 (round 404); feuler/gh200-pytorch #2, surajd #8 (title only on an
  activity page; the discussion itself is not stored), chenrq2005 #2 (title only), mistralai/Pixtral-Large-Instruct-
  2411 #13, inclusionAI/Ling-3.0-flash-fp8 #8, pastebin vjSgS4up and wFt4hKqg (round 489).
- New but not a case: pastebin z2jFAbVa (vLLM 0.10.1.1, Llama-2-70b-chat TP 4; a bare 127 KB log with no thread, no
  cause, the error not in the returned excerpt; not spent on); pastebin iA5DVgAG (CUDA illegal memory access at
  runtime, not memory-budget, no thread); hiascend forum threads 0279188816406571245 / 0250193413724438011 (Ascend
  'WorkerProc initialization failed', other slice); HF TheBloke/Qwen-14B-Chat-AWQ #5 (error is a screenshot; AutoAWQ
  max_seq_len, not vLLM's start-up); casperhansen/mixtral-instruct-awq #1 (transformers, not vLLM); jarrelscy/Mixtral-
  8x22B-Instruct-v0.1-GPTQ-4bit #3 (title only on a listing page: 'vllm 0.4.1 with 4 x A10G ... still out of memory').

Judgement calls for the lead: none (no cases).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round495-blind")
case = BATCH.case

BATCH.write()
