"""Round-828 blind batch: UNIFIED-MEMORY AND SMALL BOXES OF 2026 (DGX SPARK / GB10, JETSON THOR AND ORIN, STRIX HALO /
GFX1151, APPLE SILICON VIA VLLM-METAL, RTX 50 LAPTOPS): FRAGMENTS OF VLLM'S START-UP REFUSALS NEXT TO THOSE NAMES ('No
available memory for the cache blocks', 'Available KV cache memory: -', 'on startup is less than desired GPU memory
utilization', 'exceeds available Mamba cache blocks', 'KV cache is needed, which is larger than', 'CUDA out of memory.
Tried to allocate'); collected by helper wild828 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round828-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only. Excerpts would be the text as the search tool's issues / pages corpus shows it, with the fix left
out of the excerpt.

Look-ups: 24 of the 40 the session shares between two collectors (20 ``search`` corpus=issues, 4 ``search``
corpus=pages; no read_file / find_string / find_files / fetch). 0 cases.

THE SLICE IS MINED OUT. Every thread the searches returned that has one of the slice's error lines next to one of the
slice's machines, and a cause, is already in /work/coord/USED_SOURCES.txt or in an earlier round's skip list. Its
repositories are also well past the three-source limit: eugr/spark-vllm-docker (8+ used),
vllm-project/vllm-metal (7+ used), kyuz0/amd-strix-halo-vllm-toolboxes (8 used), dusty-nv/jetson-containers (3 used),
lemonade-sdk/vllm-rocm (4 used), MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks (3 used). I checked each thread with grep
against USED_SOURCES.txt, CLAIMS.txt and tools/wild_cases_round*.py before spending any further look-ups on it.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks #47 (2x GB10, free memory caps at
  ~102/121.69 GiB, util 0.87 unreachable); AEON-7/vllm-dflash #1 (single GB10 hang); vllm #18679 (Jetson AGX Orin 64G,
  sampler warm-up OOM); dusty-nv/jetson-containers #795; lemonade-sdk/vllm-rocm #5 (gfx1151, 4.11 vs 4.0 GiB at
  131072; HIP OOM 12.95 GiB); parsehawk/parsehawk #6 (vllm-metal kv_budget -0.38 GB at fraction 0.5);
  vllm-metal #398 (M1 Max 32 GB, kv_budget -12.05 GB), #505 (gemma-4-31B 220.0 vs 20.13 GiB); kaito-project/kaito
  #2319 (Mamba blocks); intel/llm-scaler #616; xorbitsai/inference #4926; noonghunna/club-3090 #102 (RTX 5090 Laptop
  + WSL2, 0.95 fails / 0.944 works); vllm #47387 (RTX 4050 Laptop WSL2 UVA); vllm #29233 (CPU backend's 4 GiB
  VLLM_CPU_KVCACHE_SPACE, 4.38 vs 4.00 GiB); SergiioB/intel-arc-pro-b70-inference-cookbook #4 (off-slice, Arc B70);
  kyuz0/amd-strix-halo-vllm-toolboxes #73 (AITER gfx1151); pages tobias-weiss.org dgx-spark-vllm-oom-debugging
  (2x GB10 NV_ERR_NO_MEMORY / OOM killer at KV allocation), devashish.me two-qwen3-models-on-one-dgx-spark
  ('No available memory for the cache blocks' with a second instance co-resident; its mirrors wpnews.pro and
  blog.022025.xyz were seen in rounds 129 / 246 / 277).
- Named in earlier rounds' skip lists (not re-opened): eugr/spark-vllm-docker #396 (MiniMax-M2.7-AWQ on 2x GB10, 23.25
  vs 22.5 GiB, fixed by util 0.85; repository over the limit); vllm-metal #468 (TurboQuant KV check; chunk stops
  before the error, round 197); dusty-nv/jetson-containers #1568 (Orin Nano, no fix stored; rounds 115 / 134 / 201 /
  221 / 222 / 248), #704, #989; boson-ai/higgs-audio-vllm #23 (GB10; stored chunk stops at 'EngineCore hit an exc',
  rounds 110 / 257 / 324); NVIDIA/xr-ai PR #462 (GB10 cold-start KV budget going negative from page cache; fix
  kv_cache_memory_bytes; rounds 205 / 526); vllm #41619 (RTX PRO 6000 + WSL2, off-slice box); vllm #35313 / PR #35356
  (UMA cudaMemGetInfo and page cache); edgeaistack.ai Jetson page, hokwangchoi.com Orin Nano VLM page,
  Sggin1/DGX-SPARK nvfp4-guide, vlaicu.io playbook, al-engr.com posts (rounds 100-145, 246, 444, 723).
- No vLLM error text / not a start-up refusal: kyuz0/amd-strix-halo-vllm-toolboxes #65 (Strix Halo util 0.95 goes
  into swap, no refusal); vllm-metal #512 (--gpu-memory-utilization ignored on the paged path, no error; fixed by PR
  #514); mudler/vllm.cpp #357 (Jetson Thor, the C++ port, not vLLM's message); NVIDIA/dgx-spark-playbooks #97
  (GB10 hard reset at a 128K prefill, a request-time failure, no fix); xencon/aixcl #694 (RTX 4060 Laptop, a task,
  no log); nvidia/nemotron-voice-agent review thread (Thor free-vs-available note, docs);
  rossumai/nvgpu PR #37, leptonai/gpud PR #1170 (GB10 NVML, not vLLM); vllm-project/recipes PRs #632 / #636 / #637 /
  #736 (recipes that say GB10 needs utilization 0.85 / 0.8; no failing log stored); waybarrios/vllm-mlx #619 and
  dryvist/nix-ai PRs #271 / #1130 (MLX servers, not vLLM); ROCm/TheRock #519 / #1054, ROCm/legacy-rocm-build
  #4909 / #5595 (ROCm allocation limits, no vLLM refusal stored).

Judgement calls for the lead:
1. No case is written, so there is nothing to grade. Almost every thread on this slice's machines that shows a vLLM
   memory refusal is already a fixture from rounds 100-445, and the fresh threads (DGX Spark recipe PRs,
   benchmark/result PRs, MLX-based servers, vllm.cpp) print no vLLM message or have no cause.
2. Only fresh material would make another round on this slice worth the look-ups. NVIDIA developer-forum threads
   (forums.developer.nvidia.com, DGX Spark / Jetson Thor categories) were not reached in the pages corpus: every
   pages search returned the blog posts already listed above.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round828-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
