"""Round-498 blind batch: vLLM start-up failures quoted in HUGGING FACE MODEL-PAGE DISCUSSIONS
(huggingface.co/<org>/<model>/discussions, stored in the docs corpus) for 2025-2026 MODELS (Qwen3 / Qwen3-VL /
Qwen3-Next, gpt-oss, GLM-4.5..5.x, DeepSeek V3 / R1, Gemma 3 / 3n / 4, Llama 4, Mistral Small 3.x / Magistral /
Devstral, Phi-4, Nemotron, Kimi K2, MiniMax, Seed-OSS, ERNIE 4.5, Hunyuan), fourth pass, searched by exact error
strings plus the model name; collected by helper wild498 and NOT graded by the collector. A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Look-ups: 36 of the 40 allowed, all ``search`` corpus=docs (no read_file / find_string / find_files / fetch); stopped
with 4 left because the slice returned nothing usable. **0 cases.** Every candidate was checked with grep -iF against
/work/coord/USED_SOURCES.txt and against all round files (main and the h4xx worktrees) before a look-up was spent on
it.

Why the slice is empty, for the lead and later collectors:
- For 2025-2026 models the docs corpus mostly holds Hugging Face discussion pages in the NEW page layout. Their
  stored opening is the "Instructions to use <model> with libraries ... vLLM ... curl" widget boilerplate, and the
  excerpt never reaches the post (seen for RedHatAI/Qwen3-8B-quantized.w4a16 #1, koushd/GLM-5.1-NVFP4 #1,
  QuantTrio/Qwen3-Coder-30B-A3B-Instruct-AWQ #3, openai/gpt-oss-20b #21, google/gemma-4-31B-it #138,
  google/gemma-3-27b-it #76, google/gemma-3n-E2B-it #6, Qwen/Qwen3-Coder-Next #17, Qwen/Qwen3-Coder-Next-FP8 #1;
  re-querying with the thread's own words returns the same boilerplate chunk, e.g. koushd/GLM-5.1-NVFP4 #1 twice).
- Most other 2025 threads are reachable only as TITLES on users' activity / profile pages (see below); the
  discussion page itself is not stored.
- Exact-string queries ('Sinks are only supported in FlashAttention 3', 'Unknown quantization method mxfp4',
  'failed to be inspected' + Qwen3MoeForCausalLM, 'No available memory for the cache blocks' + Gemma 3, 'max seq len
  (10485760)' + Llama 4, 'not divisible by weight quantization block_n' + Qwen3-235B-FP8, 'User-specified
  max_model_len' + Qwen3, Glm4MoeForCausalLM / SeedOssForCausalLM / Ernie4_5_MoeForCausalLM / HunYuanMoEV1ForCausalLM /
  NemotronHForCausalLM architecture errors, Phi-4-multimodal LoRA rank) returned vLLM issues, docs, blogs and
  2023-2024 HF threads already used, not 2025 model discussions.

Sources given up (for the lead, not cases):
- Already used or in earlier rounds' skip lists (not re-opened): vllm #2418, #19407, #13929, PR #5079, PR #2163;
  sherdencooper/gptfuzz #27; pastebin vjSgS4up, wFt4hKqg; spaces/lilpulgoyt/Ggvg; HF unsloth/Qwen2.5-32B-Instruct-
  bnb-4bit #1, google/gemma-3-27b-it #23, mistralai/Pixtral-Large-Instruct-2411 #13, mistralai/Mistral-7B-Instruct-v0.1
  #11, Mistral-7B-Instruct-v0.2 #49, Ministral-8B-Instruct-2410 #10, Qwen/Qwen2-57B-A14B-Instruct #3, deepseek-ai/
  DeepSeek-V3 #25 (4 nodes x 8 4090, round 203), fsaudm/Meta-Llama-3.1-70B-Instruct-INT8 #1, mlx-community
  Nemotron-70B-8bit #5 / Llama-3.1-70B-8bit #2, RedHatAI/gemma-4-26B-A4B-it-NVFP4 #6, RedHatAI/Mistral-Small-3.2-24B-
  Instruct-2506-NVFP4 #1, moonshotai/Kimi-VL-A3B-Thinking-2506 #4, neuralmagic/Mistral-Nemo-Instruct-2407-FP8 #1,
  Infermatic/Llama-3.3-70B-Instruct-FP8-Dynamic #1, unsloth/DeepSeek-R1-GGUF #12, unsloth/Meta-Llama-3.1-8B-Instruct-
  bnb-4bit #9, swiss-ai/Apertus-8B-Instruct-2509 #8, orcarouter/OrcaSAQ-2-27B #6, Qwen/Qwen2.5-VL-72B-Instruct-AWQ #2,
  spaces/unsloth/README #10 (gpt-oss-20b on 3x 3090, FlashAttention, no log, no answer); VectorInstitute/
  vector-inference #61; vllm #57578 / #55773 (the 'pe_dim must be 64 for fp8_ds_mla' GLM-5.3-Flash class, whose HF
  twin zai-org/GLM-5.3-Flash was reachable only as a title).
- New but error text not verbatim in the stored thread: HF google/gemma-3-27b-it #44 (4x RTX 4090, vllm serve ... -tp 4
  --max-model-len 32768 --gpu-memory-utilization 0.95 on vLLM 0.8.3.dev63 / transformers 4.50.0.dev0; the reporter
  only paraphrases 'he always prompts me that there's not enough GPU memory'; two look-ups, same chunk both times);
  mistralai/Ministral-8B-Instruct-2410 #6 (FastChat + vLLM, traceback stops inside get_tokenizer before the exception;
  a 2024 model anyway).
- New, error verbatim but cause not pinned: HF sakamakismile/KAT-Coder-V2.5-Dev-NVFP4 #1 ('RuntimeError: No Qwen3Next
  layer found in the model.layers.' with --speculative-config mtp, --language-model-only, --kv-cache-dtype fp8,
  --load-format fastsafetensors; no reply, no version). Worth a look if a later corpus stores an answer.
- New, not a start-up failure: HF unsloth/Mistral-Small-3.2-24B-Instruct-2506-FP8 #1 (vllm-openai 0.10.1 with the
  mistral tokenizer/config/load formats, TP 2, kv fp8: the server starts and the failure is at /v1/chat/completions,
  'fails more or less quietly'; cause not in the chunk); RedHatAI/GLM-5.2-speculator.dspark #1 (illegal memory access
  in kernel warm-up with NVFP4 target weights, no reply; described in prose); google/gemma-3-4b-it #33 and
  gemma-3-12b-it #16 (T4, empty outputs, not a launch failure); Qwen/QwQ-32B-Preview #46 (garbage '!!!!' output).
- Titles only, on activity / profile pages (the discussion pages are not stored): QuantTrio/Qwen3-VL-30B-A3B-Instruct-
  AWQ 'Doesn't work with vllm'; QuantTrio/DeepSeek-V3.2-Exp-AWQ 'The new vllm does not appear to be functioning.';
  cognitivecomputations/DeepSeek-R1-AWQ #16 ('when i run command, it didnot work (via vllm 0.7.3)'), #33 ('AMD
  Instinct MI210 + vllm fail to run this model'), #32 ('GLIBC_2.32 Not Found' when deploying vLLM);
  cognitivecomputations/DeepSeek-V3-AWQ #2 ('vllm support a100', 17 replies); cognitivecomputations/DeepSeek-V3-0324-AWQ
  #8 ('Stuck when run on 8xH100'); unsloth/Llama-4-Scout-17B-16E-Instruct-unsloth-bnb-4bit #5 ('assert
  self.quant_method is not None'; the same FusedMoE class is already a fixture from vllm #16713, re-queried once:
  not stored); unsloth/Llama-4-Scout-17B-16E-Instruct-unsloth-dynamic-bnb-4bit #1 ('vLLM support?'); deepseek-ai/
  DeepSeek-V3 #41 ('vLLM on A100s'); zai-org/GLM-5.3-Flash ('vLLM crash: pe_dim must be 64 for fp8_ds_mla on RTX PRO
  6000 Blackwell'); RedHatAI/gemma-4-31B-it-FP8-block 'vllm error' (already a round-433 skip); mistralai/Mistral-
  Small-3.1-24B-Instruct-2503 #16 (already skipped); Qwen/Qwen3-Next-80B-A3B-Thinking-GGUF #2 ('Why vllm want an arch
  named qwen3_next but your GGUF is qwen3next?'; the model page URL is already in USED_SOURCES).
- Not HF discussions and not pinned: pastebin hEJXAiGj ('vllm crash docker - gpt-oss-20b on RTX5090', vLLM
  0.10.2.dev2; a bare log with no thread, error beyond the stored opening); sh0116.github.io blog post on the
  'gate/up 192 not divisible by block_n 128' error (a summary, no user log).

Judgement calls for the lead:
1. No case was taken rather than lowering the bar: every new thread either lacked the error text verbatim or lacked
   a cause the thread pins down. The round adds nothing to tests/golden/wild.
2. Nothing was appended to /work/coord/USED_SOURCES.txt (no source was used for a case); the lists above are this
   round's skip list.
3. Advice for later rounds on this slice: the docs corpus seems exhausted for 2025-2026 HF model discussions; the
   activity-page titles above name threads that a corpus storing the discussion pages themselves could turn into
   cases (DeepSeek-R1-AWQ #16 / #33, DeepSeek-V3-AWQ #2, Llama-4-Scout bnb-4bit #5, GLM-5.3-Flash pe_dim).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round498-blind")
case = BATCH.case

BATCH.write()
