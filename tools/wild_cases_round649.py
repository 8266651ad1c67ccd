"""Round-649 blind batch: vLLM start-up failures where vLLM runs INSIDE ANOTHER SERVING STACK that configured it
wrongly (Triton Inference Server's vLLM backend, KServe's huggingface runtime, Ray Serve LLM, BentoML / OpenLLM,
LitServe, NVIDIA Dynamo's vLLM worker, AIBrix / llm-d, and in the same spirit other wrappers: RamaLama / Podman AI Lab,
InstructLab, a Dockerized FastAPI wrapper); collected by helper wild649 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round649-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test suite
on these excerpts, and did not read kvroom's source; every expectation was written from the source thread only.
Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed, all ``search`` (30 corpus=issues, 1 pages, 1 docs, 1 more issues to read the rest of
the case's thread). 1 case: Bogdanovich77/DeekSeek-OCR---Dockerized-API #12 (the wrapper's hard-coded vllm.LLM(...)
on a Tesla V100, 'Bfloat16 is only supported on GPUs with compute capability of at least 8.0'). Every candidate was
checked with grep against /work/coord/USED_SOURCES.txt and against the earlier rounds' docstrings (skip lists) before
any look-up was spent on it.

THE SLICE IS MINED OUT. Nearly every thread the search returns for Triton's vLLM backend, KServe's vLLM runtime, Ray
Serve LLM, BentoML / OpenLLM, Dynamo's vLLM worker, AIBrix, llm-d, RamaLama and InstructLab is already a fixture, in
USED_SOURCES.txt or named in an earlier round's skip list (rounds 103, 114, 119, 141, 263, 300, 363, 389, 416, 434,
437, 482, 530, 546, 553, 594 cover these trackers). Later collectors should not re-cut this slice.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): kserve #3456, #3769, #4076; ray-project/ray
  #45739, #47746, #53267, #53663, #54739, #55775, #58975, #59064, #64466; ray-project/ray-llm #114; ray-project/kuberay
  #4366; vllm #2248, #4242, #6697, #8885, #9708, #12994, #18933, #19510, #23283, #29688; triton-inference-server/server
  #6578, #7562, #8235, #8578; ai-dynamo/dynamo #685, #787, #977, #1408, #1808, #3161; vllm-project/aibrix #874, #1054,
  #1154; vllm-project/production-stack #407; llm-d #355, #394; llm-d-benchmark #95; bentoml/OpenLLM #309, #882, #967,
  #1185; bentoml/BentoVLLM #38, #170; containers/ramalama #758, #774, #2521, #2523; instructlab #1773, #1988, #3466;
  gpustack #364, #2500; pytorch/serve #3365; substratusai/vllm-docker #37; zai-org/GLM-4 #510; unsloth #2887;
  Project-HAMi #1477; aws-samples/amazon-sagemaker-generativeai #111; aws-samples/amazon-eks-machine-learning-with-
  terraform-and-kubeflow #117; VITA-MLLM/VITA #83; LMCache #2306; xorbitsai/inference #2756; ovg-project/kvcached #29;
  EvolvingLMMs-Lab/LongVT #9; tenstorrent/tt-inference-server #3151; hiyouga/LlamaFactory #6523.
- Not vLLM's message / not a start-up failure: triton-inference-server/server #7547 ('Stub process is not healthy'
  only inside a KServe pod, Triton's own message, open, no diagnosis), #6944 (incomplete responses), #7912 / #7916
  (usage questions about model.json); Lightning-AI/LitServe #448 (all vLLM instances land on GPU 0; screenshots only,
  no error text); bentoml/OpenLLM #787, #788, #1009 (OpenLLM's / BentoML's own TypeErrors); ray-project/ray #60291
  (request-time Ray Serve ingress error), PR #55401 (release-test fix); containers/podman-desktop-extension-ai-lab PR
  #2262 (ramalama --runtime=vllm on a laptop without a GPU; the stored chunk stops at 'Traceback (most'),
  containers/ramalama #1731 (llama.cpp on an AMD AI 300, not vLLM), Chen-zexi/vllm-cli #4 (no log).
- Out of the slice's cause: Bogdanovich77/DeekSeek-OCR---Dockerized-API #8 ('safetensors_rust.SafetensorError: Error
  while deserializing header: HeaderTooLarge' at the wrapper's start-up; closed without a stored answer, and the usual
  cause -- a Git LFS pointer instead of the weights -- is a download problem, not the wrapper's vLLM configuration).

Judgement calls for the lead:
1. deekseek-ocr-dockerized-api-12: the thread is open and has no answer; the cause is read from the message itself
   (bfloat16 checkpoint on a compute capability 7.0 V100), which leaves no doubt, and the wrapper is in the slice
   because its start_server.py builds vllm.LLM(...) itself without a dtype (the reporter had to edit the code to pass
   dtype="half"). The reporter's follow-up (dtype="half" then fails with a second error, a starlette lifespan traceback
   cut before its last line in the stored text) is LEFT OUT of the excerpt: it is the attempted fix, and its root
   error is not visible. Sibling threads on deepseek-ai/DeepSeek-OCR show why dtype half alone is not enough for this
   model: #115 ('RuntimeError: Input type (c10::BFloat16) and bias type (c10::Half) should be the same' with
   dtype="half") and #198 (a T4 recipe: dtype="float16" plus casting pixel_values / image patches to float16 in the
   vLLM model file deepseek_ocr.py). Labels dtype_unsupported / dtype_unsupported with compute_capability "7.0", as
   all earlier fixtures with this message (e.g. chatchat-1645-v100-qwen14b-bf16).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round649-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- DeekSeek-OCR Dockerized API #12: the wrapper's vllm.LLM(...) without dtype on a Tesla V100 -> Bfloat16 needs compute capability 8.0
case("deekseek-ocr-dockerized-api-12-v100-deepseek-ocr-wrapper-llm-no-dtype-bfloat16-compute-capability-70",
     "https://github.com/Bogdanovich77/DeekSeek-OCR---Dockerized-API/issues/12",
     "How to run this image on a V100 GPU?\n"
     "\n"
     "I'm trying to run this container using a V100 GPU, but getting this error:\n"
     "\n"
     "`ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla "
     "V100-SXM2-32GB GPU has compute capability 7.0. You can use float16 instead by explicitly setting the `dtype` "
     "flag in CLI, for example: --dtype=half`",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "The DeepSeek-OCR Dockerized API (a FastAPI server, start_server.py, that builds vllm.LLM(model=MODEL_PATH, "
     "hf_overrides={'architectures': ['DeepseekOCRForCausalLM']}, ..., gpu_memory_utilization=0.9) itself) passes no "
     "dtype, so vLLM takes the checkpoint's bfloat16, which a Tesla V100 (compute capability 7.0) cannot run. The "
     "container exposes no dtype setting; not a memory problem.",
     "no fix reached in the thread (open, no reply). The message's own remedy is float16 (dtype='half' in the "
     "wrapper's LLM(...) call), which the reporter tried and which then failed with a second, cut-off error; for this "
     "model dtype half alone is not enough (deepseek-ai/DeepSeek-OCR #115: 'Input type (c10::BFloat16) and bias type "
     "(c10::Half) should be the same'); a recipe for pre-Ampere cards (deepseek-ai/DeepSeek-OCR #198, T4) sets "
     "dtype='float16' and also casts the image tensors to float16 in the vLLM model file deepseek_ocr.py",
     release=None, gpu="Tesla V100-SXM2-32GB", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--dtype", "value": "bfloat16"}],
     note="Excerpt: the issue title and the first lines of the description as the stored text shows them. Left out: "
          "the reporter's edited LLM(...) call with dtype=\"half\" and the second error it produced (a starlette "
          "lifespan traceback cut before its last line). The vLLM version is not stated in the thread. The wrapper's "
          "vLLM call is launched from the container's start_server.py (its FastAPI startup hook), not from a vllm "
          "serve command line, so the fix is in the wrapper's code, not a CLI flag.")

BATCH.write()
