"""Round-607 blind batch: vLLM start-up failures from OLDER ATTENTION VARIANTS AND ENCODER-DECODER TEXT MODELS (ALiBi
models such as Bloom / MPT / Baichuan-13B / Falcon-RW, sliding-window refusals, logit soft-capping on back-ends without
it, head sizes a back-end lacks, T5 / BART / Florence-2 / mllama refused at start-up; Whisper excluded), any tracker;
collected by helper wild607 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round607-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` (34 corpus=issues, 1 corpus=docs); collecting stopped because the slice
is mined out, not for time. 2 cases: vllm #8660 (Gemma-2 on the vLLM 0.6.0 CPU back-end: 'Torch SPDA does not support
logits soft cap.') and vllm PR #15231 (bloom-1b1 on Hopper with vLLM 0.8.1: FA3 has no ALiBi, 'If cu_seqlens_k is
passed in, then page table is not supported'). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt (as "owner/repo #N" and as URL) and against the earlier rounds' skip lists before it was
spent on. The slice is close to mined out: nearly every sliding-window, soft-capping, head-size and encoder-decoder
thread the search returns is already a fixture or in an earlier round's skip list.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #24358, #15705, #17306, #16808, #6220, #6253, #7593, #8580, #600, #15968,
  #13475, #9713, #12724, #490 (by a sibling's entry), fxmeng/TransMLA #13, PaddlePaddle/PaddleOCR #17171, xorbitsai
  #1715, bentoml/OpenLLM #911, Tele-AI/Telechat #61, EuroEval #1117, vllm #336, #1455.
- Named in earlier rounds' skip lists (not re-opened): vllm #25864 (FlexAttention sliding window, second user), #19981
  (BART on 0.8.1+, error not stored), #985, #13810 (Baichuan2 on 0.7.2, log not stored; its fix is PR #15231, taken
  below), #15844, #27808, #29606, #3952, #4127, #7191, #8189, #27198, #6173, #3377, #19367; vllm-ascend #1963, #2259,
  #742, #12095; QwenLM/QwQ #20 (twin of #17306); modelscope/ms-swift #6617; Dao-AILab/flash-attention #1965;
  kaito #1101; deepseek-ai/DeepSeek-R1 #318.
- Error line not in the stored chunks after 2-3 look-ups: EuroEval/EuroEval #1272 (Phi-2 'attention head size error'
  under EuroEval 16.2.2 / vLLM, also with VLLM_ATTENTION_BACKEND=FLEX_ATTENTION; the chunks reached stop in the Gloo
  lines before the error); vllm-ascend #8183 (GLM-4.7-Flash on 0.17.0rc1, aclnnFusedInferAttentionScoreV3 failed
  during capture_model; chunk cut before the CANN message), #8045 (title 'When layout is TND, queryD(128) or keyD(128)
  must be 192, valueD(128) must be 192/128!', chunk is only LD_LIBRARY_PATH), #8523.
- No pinned cause / not reachable: vllm #16102 and OpenBMB/MiniCPM-V #900 (Zamba2-7B 'This flash attention build does
  not support headdim not being a multiple of 32' with head size 224, which IS a multiple of 32; no answer, closed
  stale); vllm #3629 (gemma-7b SFT 'flash_attn_varlen_func() got an unexpected keyword argument alibi_slopes': error
  only in the title, the turn stored is a different user's FlashInfer log, no answer stored); Dao-AILab/flash-attention
  #28 turn 6 (Qwen3-VL vision tower under vLLM, error not in the chunk, an upstream feature thread).
- Not a start-up failure / outside the slice: vllm #14881 (Gemma 3 'Cascade attention does not support sliding
  window' at batch generate, a vLLM bug); vllm-ascend PR #9632 (Qwen3.6-35B-A3B head_dim 256 refused by
  aclnnFusedInferAttentionScoreV3 in TND layout on 0.19.1rc1: the error text is verbatim, but whether it came at
  start-up or at a request is not said, and the PR is closed unmerged); ROCm/vllm #484 (a question about an
  encoder-decoder assert, no failure); vllm #7950 (Gemma-2 soft-capping on TPU Pallas, screenshot only); vllm #6899,
  #9854, #3385, #187, #434, #223 (feature requests / design threads).

Judgement calls for the lead:
1. vllm-8660: the error is vLLM's own raise in its CPU Torch-SDPA back-end ('Torch SPDA does not support logits soft
   cap.', misspelling included); kind vllm_check_failed, as the four XFormers soft-capping fixtures (vllm-9922,
   vllm-8929, autorag-696, jimw-...) label the sister message. Their cause is attention_backend_gpu (a newer GPU gets
   FlashAttention); here there is no GPU and no other CPU back-end, so the cause is attention_backend_feature_unsupported
   (the only back-end lacks the model's soft-capping). The fix is not in the thread (closed stale): it is PR #11169
   (Dec 2024, CPU back-end warns instead of raising), named by PRs #11170 ('close in favour of #11169') and #11252
   ('Similar to #11169 ...', merged), both seen in search results, not in this thread.
2. vllm-pr15231: a fix PR, not a user's report; the excerpt is the PR author's sentence with the error exactly as he
   quotes it, and that sentence itself names 'FA3 with ALiBi' (kept because it is the only context the stored text
   gives; drop it if it gives too much away). The error string comes from vllm_flash_attn's FA3 kernel, not from a
   vLLM raise, and README has no row for it: kind attention_backend_feature_unsupported (the back-end in use, FA3,
   lacks the model's ALiBi, as the row describes for GPT-OSS sinks); None is the alternative if the lead keeps that
   kind to the listed messages. Cause attention_backend_feature_unsupported; release_regression is arguable (FA3 became
   the Hopper default in 0.7.0 and broke ALiBi models until 0.8.2).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round607-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #8660: vLLM 0.6.0 CPU image, google/gemma-2-2b -> Torch SPDA does not support logits soft cap
case("vllm-8660-gemma2-2b-cpu-v060-torch-sdpa-does-not-support-logits-soft-cap",
     "https://github.com/vllm-project/vllm/issues/8660",
     "[Bug]: Gemma2 model not working with vLLM 0.6.0 CPU backend\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "- vLLM CPU : v0.6.0\n"
     "- Hardware: Intel(R) Xeon(R) Platinum 8480+ CPU\n"
     "- Model: google/gemma-2-2b\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "vLLM v0.6.0 (cpu) is throwing below error on loading Gemma2 model.\n"
     "\n"
     "Run vLLM:\n"
     "```\n"
     "docker run -p 8000:8000 -e HUGGING_FACE_HUB_TOKEN=<token>  -e VLLM_CPU_KVCACHE_SPACE=40 -v "
     "/mnt/models:/root/.cache/huggingface:rw cpu/vllm:v0.6.0 --model=google/gemma-2-2b --dtype=float32 "
     "--max-model-len=2048\n"
     "```\n"
     "\n"
     "```\n"
     "INFO 09-20 08:05:38 importing.py:10] Triton not installed; certain GPU-related functions will not be available.\n"
     "INFO 09-20 08:05:40 api_server.py:495] vLLM API server version 0.6.0\n"
     "...\n"
     "(VllmWorkerProcess pid=143) INFO 09-20 08:05:46 selector.py:128] Using Torch SDPA backend.\n"
     "(VllmWorkerProcess pid=143) INFO 09-20 08:05:47 multiproc_worker_utils.py:215] Worker ready; awaiting tasks\n"
     "(VllmWorkerProcess pid=143) INFO 09-20 08:05:48 selector.py:183] Cannot use _Backend.FLASH_ATTN backend on CPU.\n"
     "(VllmWorkerProcess pid=143) INFO 09-20 08:05:48 selector.py:128] Using Torch SDPA backend.\n"
     "(VllmWorkerProcess pid=143) ERROR 09-20 08:05:48 multiproc_worker_utils.py:226] Exception in worker "
     "VllmWorkerProcess while processing method load_model: Torch SPDA does not support logits soft cap., Traceback "
     "(most recent call last):\n"
     "(VllmWorkerProcess pid=143) ERROR 09-20 08:05:48 multiproc_worker_utils.py:226]   File "
     "\"/usr/local/lib/python3.10/dist-packages/vllm/executor/multiproc_worker_utils.py\", line 223, in "
     "_run_worker_process\n"
     "(VllmWorkerProcess pid=143) ERROR 09-20 08:05:48 multiproc_worker_utils.py:226]     output = executor(*args, "
     "**kwargs)\n"
     "(VllmWorkerProcess pid=143) ERROR 09-20 08:05:48 multiproc_worker_utils.py:226]   File "
     "\"/usr/local/lib/python3.10/dist-packages/vllm/worker/cpu_worker.py\", line 217, in load_model\n"
     "(VllmWorkerProcess pid=143) ERROR 09-20 08:05:48 multiproc_worker_utils.py:226]     "
     "self.model_runner.load_model()\n"
     "...\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/openai/rpc/server.py\", line 236, in "
     "run_rpc_server\n"
     "    server = AsyncEngineRPCServer(async_engine_args, usage_context, rpc_path)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/openai/rpc/server.py\", line 34, in __init__\n"
     "    self.engine = AsyncLLMEngine.from_engine_args(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/async_llm_engine.py\", line 735, in "
     "from_engine_args\n"
     "    engine = cls(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", line 324, in __init__\n"
     "    self.model_executor = executor_class(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/executor/executor_base.py\", line 47, in __init__\n"
     "    self._init_executor()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/executor/cpu_executor.py\", line 117, in _init_executor",
     "vllm_check_failed", {}, "attention_backend_feature_unsupported",
     "google/gemma-2-2b served from the vLLM 0.6.0 CPU docker image on an Intel Xeon Platinum 8480+ (no GPU). Gemma-2 "
     "uses attention logits soft-capping; on CPU vLLM has only the Torch SDPA back-end (FlashAttention is refused on "
     "CPU), and that release's Torch SDPA back-end raised when a layer asked for a soft cap, so every worker failed in "
     "load_model while building Gemma-2's attention layers. A back-end feature gap of that release, not memory, dtype or "
     "hardware.",
     "no fix in the thread (closed as stale). vLLM PR #11169 (Dec 2024) made the CPU back-end accept Gemma-2 by warning "
     "instead of raising (PR #11170 'Turn an error into a warning and allow Gemma2 and PaliGemma 2 to run on the CPU "
     "backend' was closed in favour of #11169; PR #11252, merged, extends the same to xformers): upgrade to a vLLM "
     "release that contains it; on 0.6.0 a model without soft-capping is the only way on CPU",
     release="0.6.0 (CPU docker image cpu/vllm:v0.6.0)", gpu=None, gpus=0,
     command="docker run -p 8000:8000 -e HUGGING_FACE_HUB_TOKEN=<token>  -e VLLM_CPU_KVCACHE_SPACE=40 -v "
             "/mnt/models:/root/.cache/huggingface:rw cpu/vllm:v0.6.0 --model=google/gemma-2-2b --dtype=float32 "
             "--max-model-len=2048",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype", "value": "float32"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the title, the description and the log as two stored chunks show them; the api_server args "
          "Namespace line and the middle of both tracebacks are not in the stored chunks ('...' marks the cuts). "
          "'SPDA' is vLLM's own misspelling in the message. gpus=0: a CPU-only host. The fix PRs are known from search "
          "results, not from this thread.")

# ---------------------------------------- vllm PR #15231: bigscience/bloom-1b1 on Hopper, vLLM 0.8.1 (FA3 default) -> If cu_seqlens_k is passed in, then page table is not supported
case("vllm-pr15231-bloom-1b1-hopper-v081-fa3-alibi-cu-seqlens-k-page-table-not-supported",
     "https://github.com/vllm-project/vllm/pull/15231",
     "In the v0.8.1 release, the error when attempting to use a model with FA3 with ALiBi (such as "
     "[bigscience/bloom-1b1](https://huggingface.co/bigscience/bloom-1b1)) is:\n"
     "```\n"
     "RuntimeError: If cu_seqlens_k is passed in, then page table is not supported\n"
     "```",
     "attention_backend_feature_unsupported", {}, "attention_backend_feature_unsupported",
     "On Hopper GPUs vLLM (since 0.7.0) uses FlashAttention 3 by default, and FA3 has no ALiBi positional-bias "
     "support; ALiBi models (Bloom, Baichuan2-13B, MPT) therefore reached the FA3 kernel with alibi_slopes and it "
     "rejected the call with this RuntimeError (an argument mix-up in vllm_flash_attn made the message misleading), "
     "so the engine never came up. Not a memory or GPU-capacity problem.",
     "merged PR #15231 (tjohnson31415, approved by LucasWilkinson, March 2025): vLLM detects alibi_slopes and falls back "
     "to FlashAttention 2 (released after 0.8.1). Before that release, setting VLLM_FLASH_ATTN_VERSION=2 works around "
     "it (tjohnson31415 in vllm #13810, the issue the PR fixes)",
     release="0.8.1", gpu="NVIDIA Hopper GPU (model not named)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Judgement call: a fix PR's description, not a user log; the excerpt is the PR author's sentence and the "
          "error as he quotes it (the sentence's mention of FA3 and ALiBi is part of the stored text); the PR's first "
          "paragraph (the diagnosis) and the fix paragraph are left out. The error string is the FA3 kernel's, not a "
          "vLLM raise; no README row covers it. Related user report vllm #13810 (Baichuan2 on 0.7.2) has no log in "
          "the stored text (round 415) and was not taken.")

BATCH.write()
