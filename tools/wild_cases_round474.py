"""Round-474 blind batch: vLLM start-up failures reported IN CHINESE on GitHub trackers, SECOND pass (Xinference,
GPUStack, 1Panel, Langchain-Chatchat, ms-swift, vllm-ascend, QwenLM/Qwen, Qwen3, Qwen3-VL, Qwen-VL, DeepSeek, GLM,
InternLM, datawhalechina/self-llm; searched in Chinese with model / GPU names: Qwen, DeepSeek, GLM, InternLM, 4090,
A100, L20, H20, 910B, T4, 2080Ti); collected by helper wild474 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round474-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 40 allowed, all ``search`` corpus=issues (no find_string / read_file / fetch). 1 case: QwenLM/Qwen3-VL
#67. Round 418's first pass already called this slice mined out and this second pass confirms it: of roughly 90 CJK
threads the issues corpus returned, all but a handful were already in /work/coord/USED_SOURCES.txt or named in an
earlier round's skip list (checked for each one with grep -F on USED_SOURCES.txt and a repo-qualified grep over
/work/main/tools/wild_cases_round*.py before any look-up was spent on it). The few new ones either carry the error only in
a screenshot or their stored chunk stops before any answer (details below).

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): vllm #17238, #26612, #17431, #2418, #10439, #16141,
  #21050, #19018, #3764, #18538, #27389; QwenLM/Qwen #853, #782; QwenLM/Qwen3 #16, #63, #106; QwenLM/Qwen3-VL #35, #51,
  #123, #348, #1008, #1224, #1515; xorbitsai/inference #1003, #1715, #2420, #2430, #2440, #4229, #4926; gpustack #1800,
  #1916, #2790; LlamaFactory #6473, #6523, #6654, #7131; Langchain-Chatchat #2129, #2571, #3293; vllm-ascend #1502, #2725,
  #3843, #5599; GLM-4 #381, #758; GLM-OCR #116; DeepSeek-R1 #546; DeepSeek-V2 #99; DeepSeek-Coder-V2 #34; MiniCPM-V #640;
  OpenBMB/MiniCPM #193; api-for-open-llm #225, #259, #274; QAnything #289; minimind #405; Mini-o3 #16; self-llm #459;
  TensorRT-LLM-ChatGLM3 #3.
- New, but the stored chunk stops before any answer or the cause is not pinned: QwenLM/Qwen3-VL #1185 (qwenvl:2.5-cu121
  image on an RTX 6000, 'no kernel image', description only), #918 (3x 4090, 'device kernel image is invalid' with
  VLLM_USE_V1=1, open); QwenLM/Qwen-VL #465 (T4 x4, qwenvl:latest, Qwen2-VL-2B 'no kernel image' in the vision block,
  open, no reply stored); QwenLM/Qwen3 #211 and QwenLM/Qwen #1169 (same reporter, Qwen-14B-Chat-Int4 GPTQ 'no kernel
  image', GPU not in the stored chunk, no answer stored); QwenLM/Qwen3 #218 (maintainer: 'P40 is not supported' for
  GPTQ kernels, but the reporter's own text never came back and the title is English); vllm-ascend #10525 (910B4 source
  build, Qwen3.6-27B, open, chunk is npu-smi output), #4260 (Qwen3-VL-235B EP on 16x910B, open), #1047 (Qwen2 forward
  traceback cut, MindIE-Turbo label), #11990 (NPUGraph capture 207005 on v0.22.1rc1; reply only says v0.18.0rc1 works),
  #3029 (chunk is npu-smi only); ms-swift #4464 (swift deploy --max_model_len 80000 not honoured, open, no answer);
  xorbitsai/inference #2399 (the limit_mm_per_prompt refusal again, same reporter as the used #2430, chunk cut before
  the answer), #4481 (answer 'install auto-gptq', no error text stored); vllm #1359 (NCCL 'CUDA driver version is
  insufficient', Chinese replies, no working fix).
- Not vLLM's failure or screenshot-only: gpustack #2801 and #3077 (screenshots), #1451 (GPUStack's own 'Failed to derive
  max model length'); 1Panel #12532 (screenshot, already named by round 418); xinference #2842 / #4205 / #4183 and
  QwenLM/Qwen3-VL #764 (Transformers engine, 'Qwen2TokenizerFast has no attribute tokenizer'); LlamaFactory #5108 and
  ms-swift #1626 (screenshot); Langchain-Chatchat #1646 (screenshots); xinference #4748, #4869 (screenshots);
  lmdeploy #2769, #2265 (not vLLM); ktransformers #2035 (SGLang).

Judgement calls for the lead:
1. Qwen3-VL #67 (Qwen2-VL days, the repository was then QwenLM/Qwen2-VL): the title and description are written in
   English by a Chinese-speaking reporter; the whole exchange after it (maintainer fyabc's replies, the reporter's
   follow-ups) is in Chinese. Taken as in-slice for that reason; say so if the lead counts only the description's
   language. The error is quoted in the reporter's prose ('I got an error FlashAttention only supports Ampere GPUs or
   newer.'), not pasted as a log, as in the earlier fixture tinyzero-115.
2. Labels follow the two earlier fixtures for the same message (tinyzero-115 and vllm-43576): kind cuda_no_kernel_image,
   cause attention_backend_gpu, numbers {}. After the updated image the reporter hit a NEW error ('no kernel image is
   available'), the same as the used thread Qwen3-VL #35; that second failure is not part of this case and its excerpt
   leaves it out.
3. Only one case: I preferred to hand back one clean case over padding the round with threads whose answer never came
   back in the stored text.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round474-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- QwenLM/Qwen3-VL #67: Qwen2-VL official docker image on a 2080 Ti -> FlashAttention only supports Ampere
case("qwen3-vl-67-qwen2-vl-docker-2080ti-flashattention-only-ampere",
     "https://github.com/QwenLM/Qwen3-VL/issues/67",
     "# Docker 、vllm run qwen2-vl RuntimeError: FlashAttention only supports Ampere GPUs or newer.\n"
     "\n"
     "I used the docker image environment provided in the document. When I tried to start it using vllm, I got an "
     "error FlashAttention only supports Ampere GPUs or newer. \n"
     "My graphics card is 2080ti .\n"
     "Is there a command that can be used without using flash_attn in vllm?\n"
     "I need some help from you, thanks a lot",
     "cuda_no_kernel_image", {}, "attention_backend_gpu",
     "Qwen2-VL served with vLLM from the official Qwen2-VL docker image (qwenllm/qwenvl, the build of early September "
     "2024) on an RTX 2080 Ti (Turing, compute capability 7.5). That image's vLLM implementation of Qwen2-VL ran its "
     "attention through FlashAttention-2 only (no xFormers path yet), and FlashAttention-2 refuses pre-Ampere GPUs, so "
     "start-up died with 'FlashAttention only supports Ampere GPUs or newer'. Not a memory problem.",
     "maintainer fyabc (2024-09-04/06): xFormers support was being added to the Qwen2-VL vLLM implementation, then 'we "
     "have already updated the Qwen2-VL official docker image to support xformers, please try it again'; on 09-09 he "
     "pointed out the reporter was still running a stale local tag (check the digest, sha256:602c8b034e71...). With "
     "the updated image the FlashAttention refusal went away, but the reporter then hit a different error ('no kernel "
     "image is available for execution on the device', as in Qwen3-VL #35), not resolved in the stored thread",
     release=None, gpu="NVIDIA GeForce RTX 2080 Ti (Turing, sm_75)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and the whole description as stored (English prose; the maintainer's answers and "
          "the reporter's later Chinese comments are left out). The error is quoted in prose, no traceback or "
          "command was pasted. The vLLM version inside the first image is not stated; the reporter later says the "
          "updated image carries vLLM 0.6.0. Number of GPUs not stated.")

if __name__ == "__main__":
    BATCH.write()
