"""Round-407 blind batch: vLLM's EXACT start-up error texts ("To serve at least one request with the models's max seq
len", "No available memory for the cache blocks", "Free memory on device", "is larger than the maximum number of tokens
that can be stored in KV cache", "Bfloat16 is only supported on GPUs with compute capability", "is not divisible by
tensor parallel size", "exceeds the available", "Too large swap space") searched in repositories OTHER than
vllm-project/vllm (frameworks, apps, model repos, notebooks); collected by helper wild407 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round407-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

RESULT: 0 cases. This slice is mined out at the depth the search tools reach: every thread outside vllm-project/vllm
that the exact-text searches surfaced was already in USED_SOURCES.txt, or was named and given up by an earlier round
(error not stored, no cause or fix stored), or was not a vLLM failure. Nothing was taken on a weaker standard (an error
with no cause anywhere in the thread, a twin of a thread an earlier round gave up) to make up the count.

Look-ups: 35 of the 35 this round was allowed (31 ``search`` corpus=issues, 2 ``search`` corpus=code, 1 ``find_string``,
1 ``read_file``; the find_string/read_file pair returned doc excerpts with no repository or path, so no citable url).

Sources given up (for the lead, not cases):
- Already in USED_SOURCES.txt: QwenLM/Qwen3 #12, #16, #295, #698; QwenLM/Qwen3-VL #831; vllm-project/tpu-inference
  PR #223; dphnAI/sonar #362; BatsResearch/bonito #22; netease-youdao/QAnything #302; gensyn-ai/rl-swarm #118;
  pytorch/pytorch #175666; MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks #47; Ksuriuri/index-tts-vllm #99;
  substratusai/vllm-docker #37; xming521/WeClone #85; canopyai/Orpheus-TTS #44; THU-KEG/AdaptThink #1;
  MIV-XJTU/FSDrive #21; ovg-project/kvcached #29; eugr/spark-vllm-docker #396 (would have been ideal: 0.8 -> 0.85
  confirmed); noonghunna/club-3090 #4; vllm-project/vllm-omni #276, #469; deepjavalibrary/djl-serving #1724, #2389;
  OpenRLHF #336; xusenlinzy/api-for-open-llm #225; SergiioB/intel-arc-pro-b70-inference-cookbook #4;
  lemonade-sdk/vllm-rocm #5; hiyouga/LlamaFactory #6476; instructlab/instructlab #3122;
  basalam/product-catalog-generator #10; kaito-project/kaito #2132; gpustack #1208; xorbitsai/inference #1804;
  OpenBMB/XAgent #379; NVIDIA-AI-Blueprints/bring-llms-to-nim #7; verl-project/verl #2594; PaddlePaddle/PaddleOCR
  #17171.
- Named and given up by earlier rounds (grep in tools/wild_cases_round3*.py): xorbitsai/inference #1115 (error cut);
  wyf3/llm_related #29 (title only); gofreelee/SpaceServe #15; gpustack #885, #2259; hiyouga/LlamaFactory #4545,
  #6473 (error only in a screenshot); imoneoi/openchat #198 (error not stored); vllm-project/vllm-omni #363, #946 (CI,
  no cause stored), #240, #1084, #1387, #4475, #6836; truenas/apps #5802 (log cut); opea-project/GenAIExamples #2068
  (only the maintainer's clean log stored); Yuliang-Liu/MonkeyOCR #125; PaddlePaddle/PaddleOCR #16738;
  rllm-org/rllm #62 (runtime swap abort, no fix); vllm #26182 (no conclusive cause).
- Fresh but not taken:
  - modelscope/ms-swift #6038 (Ovis2.5-9B GPTQ from ``swift export``, 'The input size is not aligned with the quantized
    weight shape'): the stored chunk is the bare error line, model and method, with no command and no cause; it is the
    same author and incident as vllm #26182 (TP 1 in the launch, so TP is not the cause), which an earlier round gave
    up for no conclusive cause.
  - kubeai-project/kubeai #418 (CPU vLLM image, opt-125m): the stored chunk stops at the engine-init line, before any
    error.
  - opea-project/GenAIExamples #1119 (Gaudi2 vllm-service): the traceback stops inside determine_num_available_blocks,
    before the error line; #1789 has no raw log; #1349 is compose env warnings, not a vLLM error.
  - allenai/olmocr #267 (server never became ready; no vLLM error line); Sandermage/genesis-vllm-patches #24 (3 GB on
    GPU0 at TP 8, a question with no error); guqiong96/Lvllm #35 (KV smaller than expected, no failure);
    helixml/helix #334 (ollama, not vLLM); sgl-project/sglang #3345, #26107 and inclusionAI/humming #69 (SGLang's FP8
    block_n check, not vLLM); dylanyunlon/Neuron_SP #4 (a planning issue, no log).
  - Doc excerpts from find_string (a MinerU 2080 Ti note: 0.19 GiB needed vs 0.18 GiB available at MinerU's default
    gpu_memory_utilization 0.5; an Indonesian RunPod log where MAX_NUM_BATCHED_TOKENS=65536 left 23.37 of 52.66 GiB KV
    needed and 8192 fixed it): real logs with causes and fixes, but the tool gives no repository or path, so no url.

Judgement calls for the lead:
1. A round with no cases is reported rather than padded: the one fresh thread with an error line (ms-swift #6038) has no
   cause in the thread and duplicates a thread already given up.
2. The two find_string doc hits are worth a later collector with a way to resolve their repository (they would be good
   kv_cache_too_small cases: one a wrapper's low default utilization, one max_num_batched_tokens eating the KV budget).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round407-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
