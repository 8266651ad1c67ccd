"""Round-591 blind batch: vLLM start-up failures (and failures at the first requests caused by the launch) from FP8 KV
CACHE and KV-CACHE DTYPES across every tracker (--kv-cache-dtype fp8 / fp8_e4m3 / fp8_e5m2 / fp8_inc,
calculate_kv_scales, k_scale / v_scale in checkpoints, attention back-ends refusing a KV dtype, MLA with fp8 KV, hybrid
models with KV dtypes, prefix caching with fp8), THIRD pass over the slice that rounds 405 and 470 opened; collected by
helper wild591 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round591-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 40 allowed, 27 ``search`` corpus=issues and 1 ``search`` corpus=docs (no read_file / find_string /
fetch / find_files / find_repos). 3 cases: vllm #11329 (VLLM_USE_V1=1 + --kv-cache-dtype fp8 on Llama-3.1-8B, Dec 2024:
'query and key must have the same dtype' at the first step), ROCm/vllm PR #509 (DeepSeek-R1 with AITER env + --kv-cache-
dtype fp8 in the ROCm dev-docker instructions: 'TritonMLA with FP8 KV cache not yet supported'), wtdcode/vllm-backport
#83 (Qwen3.8-Next-Flash on the backport fork: 'Qwen4Exp QSA requires a BF16 main KV cache'). Every source was checked
with grep -iF against /work/coord/USED_SOURCES.txt, against the earlier rounds' skip lists (grep '#N' in
tools/wild_cases_round*.py, reading the hit to see which repository it names) and against the fixtures' source_url
before it was taken. The slice is MINED OUT: nearly every FP8-KV thread the search returns is a fixture already or in
rounds 405 / 470's skip lists; the last ten searches found no new usable thread.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures): vllm #16150, #35850 (PR), #37214 (PR), #30324, #17581, #45540, #40934,
  #26646, #26431, #57713, #21177, #13147, PR #6761, PR #14221; 1CatAI/1Cat-vLLM #27.
- Named in earlier rounds' skip lists (not re-opened): vllm #6738, #5493, #15973 (calculate_kv_scales on 0.8.2; chunk
  holds the title, the engine args and a torch._dynamo traceback cut before the error line), #8409, #54623, #4827,
  #47716 (PR), #26612, #23832 (gpt-oss fp8 KV fails at the first request; round 470: not a start-up failure), #16474,
  #21648, #33883 (DeepSeek-V3.2 NVFP4 'src_cache must be uint8' at a completion), #3880, #3156, #7714, #12543, #42587,
  #35720 (PR), #8641, #27604, #29531, #7866; vllm-project/recipes #565; yhfgyyf/vllm-deepseek-v4-sm89 #34;
  vllm-project/tpu-inference PR #1136; ktransformers #1978.
- Error line not in the stored chunk, or no cause reached: vllm #9243 (0.6.2, VLLM_ATTENTION_BACKEND=FLASHINFER +
  gptq + fp8_e5m2 on 2 GPUs: the chunk stops in the args Namespace before the error), #6537 (FlashInfer + fp8 KV on
  0.5.2: only '+1' comments, error not stored), vllm-project/vllm-ascend #8102 (fp8 / fp8_e5m2 KV on a 910B2; a
  maintainer says 'FP8 is not support in A3'; the stored log is the scheduler dump and traceback head, the error line
  itself is not shown), vllm #45533 (MiniMax-M3 MXFP8 + fp8 KV: screenshot only; jeejeelee 'This model doesn't support
  FP8 kvcache yet'), #44184 and #43980 (P/D decode node with fp8 KV + LMCache/Mooncake: screenshots only).
- Not a start-up failure / not stock vLLM / no error: vllm #6135 (Phi-3 longrope gibberish with fp8 KV), #38652 (GLM-4.7-
  Flash fp8 KV garbage at multi-turn), #45562 (MiniMax-M3 ROCm fp8 KV accuracy), #35577, #23782, #52202, #48374
  (feature requests / RFCs with code, no user log), #14741 (CPU fp8 KV PR: a reviewer's dev traceback), #3990, #3965
  (usage questions), #16394 (MI210 DeepSeek-R1: FP8 weights, fp8e4b8, not the KV cache); EricLBuehler/mistral.rs
  #1570, guoqingbao/attention.rs #28, sgl-project/sglang #14691 (other engines); rwlove/home-ops PR #13384 (a config
  change, no error); HF neuralmagic/Meta-Llama-3.1-405B-Instruct-FP8 discussion #1 (no error text; points to PR #6761).

Judgement calls for the lead:
1. vllm-11329: the server starts and the RuntimeError comes at the first engine step (run_busy_loop -> step ->
   execute_model), taken under 'failing at its first requests because of how it was launched'. The stored thread
   shows no maintainer reply; the cause is pinned by the merged PR #14221 ('FIX .../issues/11329': V1's only non-MLA
   backend, FlashAttention, did not support an FP8 KV cache, and the PR makes it refuse at start-up). kind/cause
   kv_cache_dtype_unsupported, as vllm-21177 labelled the same 'query and key must have the same dtype' message. The
   release is not printed in the stored text (issue of 2024-12-19, so vLLM 0.6.5-era V1), so release=None. The fix
   (drop VLLM_USE_V1=1 so V0 runs the fp8 cache, or drop --kv-cache-dtype fp8 on V1) is the PR's, not the reporter's.
2. rocm-vllm-pr509: the log is the PR author's (arakowsk-amd, AMD) run of the ROCm dev-docker's DeepSeek benchmark
   line, not an end user's; the PR's fix is to remove '--quantization fp8 --kv-cache-dtype fp8' from the instructions.
   A reviewer (qli88) asks whether the latest version is used (AITER MLA should be chosen with VLLM_USE_AITER=1), so
   the lead may also accept 'a newer ROCm build whose AITER MLA takes the fp8 cache' (upstream vLLM PR #35850 later
   added an automatic TritonMLA -> AITER MLA fallback for FP8 KV). kind/cause kv_cache_dtype_unsupported (README's
   table names 'TritonMLA with FP8 KV cache not yet supported' under that kind). GPU not printed (an AMD Instinct in
   the MI300X dev docker by the file it edits), gpu=None; tensor_parallel_size 8 is in the command.
3. vllm-backport-83: a fork (wtdcode/vllm-backport) and a one-line quote of the error, no log around it; taken
   because the message is verbatim and leaves no doubt (the Qwen4Exp QSA attention backend refuses any KV dtype but
   BF16). No fix merged in the stored thread: the maintainer says support is 'not trivial'; a third party reports a
   working fp8-KV patch in fork PR #90. The fix for this user is --kv-cache-dtype auto (BF16) on that build.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round591-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #11329: VLLM_USE_V1=1 + --kv-cache-dtype fp8, Llama-3.1-8B -> query and key must have the same dtype
case("vllm-11329-llama31-8b-v1-engine-kv-cache-dtype-fp8-query-and-key-must-have-same-dtype",
     "https://github.com/vllm-project/vllm/issues/11329",
     "I encountered an issue when using the v1 engine of vLLM with FP8 kvCache, It seems that the issue might be "
     "related to the flash attention kernel?\n"
     "\n"
     "**Steps to reproduce**\n"
     "```bash\n"
     "VLLM_USE_V1=1 CUDA_VISIBLE_DEVICES=0 python -m vllm.entrypoints.openai.api_server  \\\n"
     "    --model meta-llama/Llama-3.1-8B-Instruct --dtype auto  \\\n"
     "    --served-model-name llama3-8b --kv-cache-dtype fp8 --port 9314 \\\n"
     "    --max-num-seqs 128 --gpu-memory-utilization 0.9 --max_num_batched_tokens 5048 --max-model-len 5048\n"
     "```\n"
     "**Full traceback**\n"
     "```\n"
     "ERROR 12-19 09:04:11 core.py:270] query and key must have the same dtype\n"
     "ERROR 12-19 09:04:11 core.py:270] Traceback (most recent call last):\n"
     "ERROR 12-19 09:04:11 core.py:270]   File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/core.py\", "
     "line 264, in run_engine_core\n"
     "ERROR 12-19 09:04:11 core.py:270]     engine_core.run_busy_loop()\n"
     "ERROR 12-19 09:04:11 core.py:270]   File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/core.py\", "
     "line 302, in run_busy_loop\n"
     "ERROR 12-19 09:04:11 core.py:270]     outputs = self.step()\n"
     "ERROR 12-19 09:04:11 core.py:270]   File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/core.py\", "
     "line 125, in step\n"
     "ERROR 12-19 09:04:11 core.py:270]     output = self.model_executor.execute_model(scheduler_output)",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "the V1 engine forced on (VLLM_USE_V1=1, December 2024) with --kv-cache-dtype fp8: V1's only non-MLA attention "
     "backend, FlashAttention, had no FP8 KV cache, so the bf16 query met an fp8 key cache in the flash-attention "
     "kernel at the first step ('query and key must have the same dtype'); merged PR #14221 ('FIX #11329') made the "
     "backend refuse quantized KV at start-up instead.",
     "no reply in the thread; per the merged fix PR #14221 (mgoin): FP8 KV cache is not supported by V1's "
     "FlashAttention backend in this release -- run without VLLM_USE_V1=1 (the V0 engine takes the fp8 cache through "
     "its other backends) or drop --kv-cache-dtype fp8 on V1",
     release=None, gpu=None, gpus=None,
     command="VLLM_USE_V1=1 CUDA_VISIBLE_DEVICES=0 python -m vllm.entrypoints.openai.api_server --model "
             "meta-llama/Llama-3.1-8B-Instruct --dtype auto --served-model-name llama3-8b --kv-cache-dtype fp8 "
             "--port 9314 --max-num-seqs 128 --gpu-memory-utilization 0.9 --max_num_batched_tokens 5048 "
             "--max-model-len 5048",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="fails at the first engine step, not at load; the release is not printed in the stored text (issue "
          "of 2024-12-19). Another fp8 KV dtype is not a fix here")

# ---------------------------------------- ROCm/vllm PR #509: DeepSeek-R1, AITER env, --kv-cache-dtype fp8 -> TritonMLA with FP8 KV cache not yet supported
case("rocm-vllm-pr509-deepseek-r1-tp8-aiter-kv-cache-dtype-fp8-tritonmla-not-yet-supported",
     "https://github.com/ROCm/vllm/pull/509",
     "```shell\n"
     "export VLLM_MLA_DISABLE=0\n"
     "export VLLM_USE_AITER=1\n"
     "export VLLM_USE_TRITON_FLASH_ATTN=1\n"
     "python3 /app/vllm/benchmarks/benchmark_throughput.py --model /data/DeepSeek-R1/ --input-len 128 --output-len "
     "128 --tensor-parallel-size 8 --quantization fp8 --kv-cache-dtype fp8 --dtype bfloat16 --max-model-len 32768 "
     "--block-size=1 --trust-remote-code\n"
     " \n"
     " \n"
     "[rank0]:                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/vllm/attention/backends/triton_mla.py\", line 63, "
     "in __init__\n"
     "[rank0]:     raise NotImplementedError(\n"
     "[rank0]: NotImplementedError: TritonMLA with FP8 KV cache not yet supported\n"
     "```",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "DeepSeek-R1 (MLA) on ROCm with --kv-cache-dtype fp8 (ROCm dev-docker instructions, April 2025): the MLA "
     "attention backend that was selected was TritonMLA, which had no FP8 KV cache path and refuses it in its "
     "constructor, although the AITER env variables were set.",
     "the PR (arakowsk-amd) removes '--quantization fp8 --kv-cache-dtype fp8' from the DeepSeek run instructions, i.e. "
     "run with the default (bf16) KV cache; a reviewer (qli88) asks whether the latest version is used, where AITER "
     "MLA rather than TritonMLA should be picked",
     release=None, gpu=None, gpus=None,
     command="VLLM_MLA_DISABLE=0 VLLM_USE_AITER=1 VLLM_USE_TRITON_FLASH_ATTN=1 python3 "
             "/app/vllm/benchmarks/benchmark_throughput.py --model /data/DeepSeek-R1/ --input-len 128 --output-len "
             "128 --tensor-parallel-size 8 --quantization fp8 --kv-cache-dtype fp8 --dtype bfloat16 --max-model-len "
             "32768 --block-size=1 --trust-remote-code",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="the log is the PR author's run (AMD), not an end user's; GPU not printed (ROCm dev docker). Another fp8 "
          "KV dtype is not a fix: TritonMLA refuses every quantized KV cache")

# ---------------------------------------- wtdcode/vllm-backport #83: Qwen3.8 Next Flash, --kv-cache-dtype fp8 -> Qwen4Exp QSA requires a BF16 main KV cache
case("vllm-backport-83-qwen38-next-flash-kv-cache-dtype-fp8-qsa-requires-bf16-main-kv-cache",
     "https://github.com/wtdcode/vllm-backport/issues/83",
     "# [Feature]: Qwen3.8 Next Flash - support FP8 kv-cache-dtype\n"
     "\n"
     "Tried to enable `--kv-cache-dtype` with `fp8` and it fails with\n"
     "\n"
     "> Qwen4Exp QSA requires a BF16 main KV cache\"",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "Qwen3.8-Next-Flash served on the wtdcode/vllm-backport fork with --kv-cache-dtype fp8: the model's Qwen4Exp QSA "
     "sparse-attention backend only takes a BF16 main KV cache (its dtype gate and Triton kernels were bf16-only), so "
     "it refuses the fp8 cache.",
     "no fix merged in the thread: the maintainer (wtdcode) says fp8 support is not trivial; a third party reports a "
     "working fp8-KV patch in fork PR #90. For this build: --kv-cache-dtype auto (BF16)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="a fork and a one-line quote of the error (no surrounding log); the message itself names the cause")

BATCH.write()
