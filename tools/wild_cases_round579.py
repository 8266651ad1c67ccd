"""Round-579 blind batch: vLLM start-up MEMORY failures WITH NUMBERS printed, on vLLM's own tracker
(vllm-project/vllm), issues numbered above #40000 (2026): the V1 KV-capacity check 'To serve at least one request with
the model's max seq len', 'No available memory for the cache blocks', negative 'Available KV cache memory', the
free-memory gate 'Free memory on device ... is less than desired GPU memory utilization', OOM while loading / profiling /
CUDA-graph capture / kernel warm-up, the Mamba-cache-blocks bound, auto max_model_len; collected by helper wild579 and
NOT graded by the collector. A HELD-OUT measurement: graded once, on the final code.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Result: NO CASES. The slice is mined out as far as the search index reaches it (as round 469 already reported for the
same slice, and round 573 for the same messages outside vLLM's tracker).

Look-ups: 25 of the 40 allowed (24 ``search`` corpus=issues, 1 corpus=docs; no read_file / fetch / find_*). Each one
worded the slice differently: by message (the V1 KV-capacity check with 2026 model names, 'No available memory for the
cache blocks', 'Available KV cache memory: -' in the 0.2x '(EngineCore pid=...)' log format, the free-memory gate with
two instances on one GPU, the Mamba-blocks check, 'torch.AcceleratorError: CUDA error: out of memory', CUDA-graph capture
OOM, FlashInfer autotune OOM, online-fp8 load OOM, --kv-cache-memory-bytes too large, CPU-backend KV space); by hardware
(DGX Spark / GB10, RTX 5090, RTX PRO 6000, MI355X / ROCm, Intel Arc B-series XPU, Jetson Thor); by model (Qwen3.5 /
Qwen3.6, Gemma 4, DeepSeek-V4, Nemotron-3 Super); by feature (speculative decoding EAGLE3 / MTP, KV offloading,
version-upgrade memory regressions); also in Chinese and in the docs corpus (GitHub Discussions). Every vllm thread
>= #40000 the corpus returned was already in /work/coord/USED_SOURCES.txt or named in an earlier round's skip list
(checked with grep -F on "owner/repo #N", the URL, and "#N" over tools/wild_cases_round*.py, before any further look-up);
the rest were below #40000, PRs without a user's error text, runtime (not start-up) failures, or outside the tracker.

Sources met, all given up (for the lead, not cases):
- Already used or skip-listed (vllm-project/vllm): #44494, #40291, #49475, #49064, #55148, #46307, #56824, #48140,
  #40991, #41695, #44376, #51041, #50135, #49224, #49878, #40887, #48601, #49115, #56410, #45416, #57595, #57475,
  #56698, #57936, #41663, #55425. Outside the tracker and used: vllm-project/vllm-metal #468, kaito-project/kaito #2319
  and #2132, NVIDIA-AI-Blueprints/retail-shopping-assistant PR #95, vllm-project/recipes PR #551, rwlove/home-ops PR
  #13226, NVIDIA-NeMo/RL #2620, MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks #47, SemiAnalysisAI/InferenceX #1587,
  xorbitsai/inference #4926, wtdcode/vllm-backport #15, SergiioB/intel-arc-pro-b70-inference-cookbook #4,
  pytorch/pytorch #175666, intel/llm-scaler #578 and #424; vllm-project/vllm-ascend #9087 (skip list of round 313).
- In the slice's number range but not a case:
  vllm #53042 (--kv-offloading-size allocates 1.92x the requested host memory as unreclaimable shmem on 4-node GB200,
  vLLM 0.26.0: the pod is OOMKilled by its cgroup; the stored chunk has measurements, no vLLM error text);
  vllm #42348 (Gemma 4 KV-cache CPU offloading: the server starts, segfaults under long-context requests -- runtime);
  vllm #45540 (2x Arc B50 + Qwen3.6-27B, --kv-cache-dtype fp8 gives '!!!!' output after a while -- runtime, no error);
  vllm PRs #55671 (FlashInfer autotune_v2 migration) and #48483 (dummy KV for cudagraph-size profiling): no user log.
- Outside the memory slice (left for another slice, NOT appended to USED_SOURCES.txt): vllm #41622 (ROCm gfx1030,
  vLLM 0.18.1, Llama-3.3-70B GPTQ-Int8 with --enable-lora at TP=8: CUDA-graph capture crash hipErrorCapturedEvent; a
  comment on the thread, not a memory failure; fix not seen in the stored chunk).
- Outside vLLM's tracker (not this slice; NOT appended): intel/llm-scaler #305 (false XPU OutOfMemoryError on the
  first tensor with 2x Arc B580, llm-scaler-vllm 1.4 / PyTorch 2.10, regression vs 1.3), noonghunna/club-3090 #613
  (NVFP4 Qwen 27B on a 5090: FlashInfer autotuner 'OOM detected, falling back' warnings; final error not in the chunk),
  LMCache/LMCache #3163 (Qwen3.5-27B start-up failure in profile_cudagraph_memory with LMCache; error line beyond the
  chunk), vllm-project/vllm #38632 (CI Mamba-blocks failure, below #40000, listed by round 469).

Judgement calls for the lead:
1. No cases. The issues corpus's semantic ranking returns the same well-known memory threads for every wording; the
   2026 (>= #40000) ones among them have all been taken by rounds 469, 472, 487, 491, 492, 524 and the other memory
   rounds. Further look-ups on this slice are unlikely to pay; a fresh slice should be cut by something other than the
   memory message (the 2026 memory threads are exhausted on and off vLLM's tracker, see also round 573).
2. Only the dead ends that can serve no start-up slice (#53042, #42348, #45540, PRs #55671, #48483) were appended to
   /work/coord/USED_SOURCES.txt; #41622 and the out-of-tracker threads above were left unappended so a collector on a
   ROCm / XPU / wrapper slice can still weigh them.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round579-blind")
case = BATCH.case

# No cases this round (see the docstring).

BATCH.write()
