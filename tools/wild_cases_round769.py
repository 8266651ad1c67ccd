"""Round-769 blind batch: MEMORY FAILURES REPORTED OUTSIDE vLLM's OWN TRACKER (2025-2026): 'To serve at least one
request ... KV cache is needed', 'No available memory for the cache blocks', 'Free memory on device ... is less than
desired GPU memory utilization', CUDA OUT OF MEMORY WHILE LOADING / PROFILING / CAPTURING, reported on the trackers of
projects that launch vLLM (gpustack, xinference, kserve, llm-d, open-webui, LocalAI, lmdeploy comparisons, TGI
migrations, HF model discussions, NVIDIA / AMD forums stored as issues); collected by helper wild769 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round769-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt.

Look-ups: 39 of the 45 allowed: 35 ``search`` (30 corpus=issues, 4 corpus=pages, 1 corpus=code), 1 ``read_file``
that found nothing (issues are not files), 2 ``find_string``, 1 ``find_files``; no fetch.
Every source met was checked with grep against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier
rounds' skip lists before anything more was spent on it.

0 cases. The slice is mined out in this index: for every wording of the four messages (and for the sampler-warm-up
OOM, 'Failed to load model - not enough GPU memory', 'Cannot auto-fit max_model_len', the sleep-mode cumem OOM, HIP
OOM on ROCm forks, Jetson / DGX Spark / Thor unified memory, Triton's vLLM backend, kvcached, olmocr, MinerU, TTS and
OCR wrappers, LangChain's in-process VLLM, NIM, TGI / lmdeploy comparisons, 2026 model names such as Qwen3.8 and
Gemma 4) the semantic search returns the same ~60 threads, and every one that shows vLLM's error line and a cause is
already a fixture, in USED_SOURCES.txt, or named in an earlier round's skip list. The pages corpus (blogs, forums,
discuss.vllm.ai) gave the same picture: the threads with a real failure and a cause are used (tobias-weiss.org,
devashish.me, aitherium, devopscube, discuss.vllm.ai t/2420, forum.beginner.center t/2597 claimed by round 722); the
rest are generic AI-written explainers with no real report (aimadetools, theneuralbase, errornotes.dev, gitcode blog,
velog, openillumi), not cases.

Sources given up (for the lead, not cases):
- Fresh, claimed, but the stored text has no vLLM error line and no answer: mixa3607/ML-gfx906 #3 (MI50 gfx906,
  mixa3607/vllm-gfx906:0.11.0 image, Qwen3-VL-8B-Instruct-AWQ served with --max-model-len 32768
  --gpu-memory-utilization 0.6 --limit-mm-per-prompt image=1: text requests work, the first image request runs out of
  memory; closed, labelled documentation/question; two searches returned only the description, which stops in the
  reporter's notes -- no OOM line, no maintainer answer). vllm-project/recipes PR #870 (Qwen3.8-Flash-Next on 4x
  RTX 5090; the description promises 'four troubleshooting entries for the failure signatures we hit on the way', but
  the stored chunk stops at the measurements table and the guide file is not in the stored index: find_files on
  vllm-project/recipes under Qwen/ lists no Qwen3.8 guide). vllm-project/recipes PR #810 (Qwen3.8-27B on 1x/2x
  RTX 5090, a verification table only, no failure stored). These three are claimed in CLAIMS.txt as round769 but not
  used; a later round may release or retry them.
- Already used (USED_SOURCES.txt): ovg-project/kvcached #29, #110; vllm-project/vllm-ascend #9099, #5020; vllm
  #34076, #23192, #20305, #27508, #18679, #41695 (and #33155, named in round 268); llm-d/llm-d #787;
  tpu-inference PR #223;
  xusenlinzy/api-for-open-llm #259; hiyouga/LlamaFactory #7234; deepseek-ai/DeepSeek-V2 #83;
  SergiioB/intel-arc-pro-b70-inference-cookbook #4; eugr/spark-vllm-docker #396; lemonade-sdk/vllm-rocm #5;
  dusty-nv/jetson-containers #795; nlzy/vllm-gfx906 #12, #14; gpustack #4963, #1800; xorbitsai/inference #4926,
  #3582; triton-inference-server/server #8235; vllm-project/recipes PR #12, PR #831; syv-ai/qwen38-27b-rtx3090 #39;
  DominikBucko/qwen38-flash-next-2x3090 #2; noonghunna/club-3090 #4, #535, #1087; vllm-omni PR #1842;
  netease-youdao/QAnything #289; basalam/product-catalog-generator #10; sherdencooper/GPTFuzz #27;
  Graph-COM/SubgraphRAG #19; allenai/olmocr #269; Sandermage/genesis-vllm-patches #1; committed files already used
  (omertt27/ai-stanbul, zisaacson/BatchLocaLLM, the cosmos-reason2 Thor troubleshooting page 110.49/122.82 GiB,
  the LightZero 'Error in memory profiling' report).
- Named in earlier rounds' skip lists (not re-opened): vllm-project/llm-compressor PR #2319 (prose only);
  gofreelee/SpaceServe #15 (research fork, no cause); boson-ai/higgs-audio-vllm #23 (chunk stops before the error);
  vllm-omni #946 (CI, no cause); ovg-project/kvcached #210 (error line not stored); dusty-nv/jetson-containers #704,
  #1568; nlzy/vllm-gfx906 #30; triton-inference-server/server #7562 (no answer); triton_cli #65 (claimed and given
  up by round 697); allenai/olmocr #259 (fix in the thread, no error line stored); apocas/dockerode #811 (= vllm
  #20305); kyuz0/amd-strix-halo-vllm-toolboxes PR #66; Sandermage/genesis-vllm-patches #24 (3 GB on GPU0, no error);
  noonghunna/club-3090 #617 (request-time OOM in a stress test, no vLLM line); vllm-ascend #3813.
- Not vLLM's message / off-slice: huggingface/text-generation-inference #636 (2023, TGI's own warm-up OOM);
  InternLM/lmdeploy #4249 and #3780 (lmdeploy's own OOM; vLLM only mentioned as working);
  triton-inference-server/tensorrtllm_backend #303, #685 and server #7578 (TensorRT-LLM); unslothai/unsloth #3411
  and #3113 (training / transformers inference); ollama and llama.cpp threads; sgl-project/sglang #10618, #36531,
  PR #37793; FlashML-org/FreeToken PR #354 and #214; NVIDIA-AI-Blueprints/nemotron-voice-agent PR #95 (a
  max-model-len change, no failure stored); ai-dynamo/aiconfigurator PR #437/#445 (the tool's own message).

Judgement calls for the lead:
1. 0 cases written: nothing met had both vLLM's own error line in the stored text and a cause, without already being
   used or skip-listed. mixa3607/ML-gfx906 #3 is the best fresh lead (a wrapper image, a first-image-request OOM that
   the launch flags decide), but neither the OOM line nor the answer is in the stored chunk, so it was not written.
2. The claims for ML-gfx906 #3 and recipes PR #870 / #810 stay in CLAIMS.txt (as the brief asks to claim before
   reading); they carry no fixture.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round769-blind")
case = BATCH.case

# No case: see the docstring (the slice is mined out in the stored index; every thread with vLLM's error line and a
# cause that the 39 look-ups reached is already used or skip-listed).

BATCH.write()
