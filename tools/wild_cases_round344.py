"""Round-344 blind batch: vLLM start-up failures reported in chat/UI front-ends and local-LLM tooling that launch or
wrap vLLM (Open WebUI, Dify, FastChat, Xinference, LocalAI, text-generation-webui, LiteLLM, SGLang-vs-vLLM repos,
Kubeflow/KServe, SkyPilot, dstack, Modal / RunPod worker-vllm, BentoML); collected by helper wild344 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round344-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 28 of the 50 allowed (27 ``search``: 26 corpus=issues, 1 corpus=pages; 1 ``read_file``, which found no
stored file for an issue url; no find_string, find_files or fetch). **Short of the 4-10 asked: 2 cases.** The session lost time to an interrupted turn at the start,
and the slice is largely mined out: nearly every front-end/wrapper thread with a printed vLLM error was already in
USED_SOURCES.txt, and most of the rest show the wrapper's traceback but not vLLM's error line in the stored text.

Sources given up (for the lead, not cases):
- Already used (grep -F): xorbitsai/inference #4637, #2303, #4926, #2440, #3237; instructlab #3122; kserve #3922,
  PR #4501; skypilot #2905 (the Mixtral-on-Azure nccl.conf failure; skypilot PR #2922's review shows the same
  launch failing on Azure and PR #3017 fixes it, so #2922 was left as a near-duplicate); vllm #27508, #25837,
  #23192, #10517, #2418, #16662, #10034, #20305, #17431, #14452; vllm-omni #276; kvcached #29; pytorch #175666;
  LocalAI #1710; BentoVLLM #42; lemonade-sdk/vllm-rocm #5; SergiioB/intel-arc-pro-b70-inference-cookbook #4.
- Error line not reachable in the stored text: runpod-workers/worker-vllm #276 (GPT-OSS-120B, 'WorkerProc failed to
  start' on workers newer than 2.11.0; two searches, the stored chunk stops before the exception);
  LocalAI #11370 (cuda13-vllm: bundled libnuma.so.1 needs GLIBC_2.38 on the image's glibc 2.35; the error is only in
  the title, the stored body stops at nvidia-smi; its fix comment is quoted in the #11059 case); bentoml/OpenLLM #309
  (baichuan-13b-chat with --backend vllm, traceback cut before the error); xorbitsai/inference #5301/#5302 (deploy
  failed, only the xinference/xoscar frames stored); kserve #3946 (NVML_SUCCESS INTERNAL ASSERT, maintainer only
  asks to retry with a newer KServe, no resolution).
- Not vLLM or not start-up: bentoml/OpenLLM #275 ('40GB is not enough for llama-2-7b': the traceback is the PyTorch /
  accelerate backend, not vLLM); runpod-workers/worker-vllm #68 (a request failing at runtime on a running engine);
  mudler/LocalAI #1561 (vllm backend not configured at all); instructlab #3466 (CI, no vLLM error shown).
- Pages corpus (one query on Open WebUI + vLLM): spam mirrors (brick-house.org) and a blog with no printed error.
- FastChat vllm_worker threads: lm-sys/FastChat #2490 (CodeLlama-7B on two T4s, RayWorker 'Fatal Python error: Bus
  error'; 1 GPU works, 2/4 fail, no cause or fix in the thread), #2817 (H100 multi-GPU, no error text stored), PR
  #3136 (vllm_worker --enable-lora --num-gpus 2 -> 'no kernel image is available'; neither the GPU nor a fix is
  stated, so the cause (e.g. punica LoRA kernels needing CC >= 8.0) would be a guess).
- Queries on Dify, Modal (modal-labs/modal-examples #843 is a max_model_len question, not a failure; modal-labs/
  doppel-bot #9 is Modal's own GPU-type check) and SGLang-vs-vLLM benchmark threads found no start-up failure with
  an error line.

Judgement calls for the lead (each case's ``note`` says more):
1. LocalAI #11059: kind dependency_version_mismatch (torchcodec cannot load its FFmpeg-4 core library inside the
   cuda13-vllm backend), cause glibc_too_old from the author's analysis (image on Ubuntu 22.04, backend built on
   24.04, 'GLIBC mismatch'); the GLIBC lines themselves were not in the stored text. The fix is taken from the
   sibling #11370 ('fixed in latest images').
2. KServe #3769: the error line is the whole log; kind tp_not_divisible and cause no_gpu_visible copy the earlier
   fixture for the identical message (kserve#3922), because this thread's resolution could not be reached. Weakest
   case of the two: grade the kind only if the cause seems unsupported.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round344-blind")
case = BATCH.case

# ------------------------------------------------ LocalAI: cuda13-vllm backend on the Ubuntu-22.04 CUDA-13 image
case("localai-11059-cuda13-vllm-backend-ubuntu2204-image-libtorchcodec-core4-load-fails",
     "https://github.com/mudler/LocalAI/issues/11059",
     'localai-1  | Jul 22 17:17:15 DEBUG GRPC stderr id="gemma-4-12B-it-qat-UD-Q4_K_XL-127.0.0.1:41633" '
     'line="RuntimeError: Could not load libtorchcodec. Likely causes:" caller={caller.file="/build/pkg/model/process.go"  '
     'caller.L=219 } \n'
     'localai-1  | Jul 22 17:17:15 DEBUG GRPC stderr id="gemma-4-12B-it-qat-UD-Q4_K_XL-127.0.0.1:41633" '
     'line="          1. FFmpeg is not properly installed in your environment. We support" '
     'caller={caller.file="/build/pkg/model/process.go"  caller.L=219 } \n'
     '...\n'
     'localai-1  | Jul 22 17:17:15 DEBUG GRPC stderr id="gemma-4-12B-it-qat-UD-Q4_K_XL-127.0.0.1:41633" '
     'line="  File \\"/backends/cuda13-vllm/venv/lib/python3.10/site-packages/torch/_ops.py\\", line 1505, in load_library" '
     'caller={caller.file="/build/pkg/model/process.go"  caller.L=219 } \n'
     'localai-1  | Jul 22 17:17:15 DEBUG GRPC stderr id="gemma-4-12B-it-qat-UD-Q4_K_XL-127.0.0.1:41633" '
     'line="    raise OSError(f\\"Could not load this library: {path}\\") from e" '
     'caller={caller.file="/build/pkg/model/process.go"  caller.L=219 } \n'
     'localai-1  | Jul 22 17:17:15 DEBUG GRPC stderr id="gemma-4-12B-it-qat-UD-Q4_K_XL-127.0.0.1:41633" '
     'line="OSError: Could not load this library: /backends/cuda13-vllm/venv/lib/python3.10/site-packages/torchcodec/'
     'libtorchcodec_core4.so" caller={caller.file="/build/pkg/model/process.go"  caller.L=219 } ',
     "dependency_version_mismatch", {}, "glibc_too_old",
     "LocalAI 4.7.1 in Docker (localai/localai:latest-gpu-nvidia-cuda-13, amd64, Debian 13 host): a model configured "
     "with the vLLM backend (cuda13-vllm) never starts; the backend's Python process dies at import with torchcodec "
     "failing to load its FFmpeg-4 core library ('Could not load libtorchcodec', 'Could not load this library: "
     ".../libtorchcodec_core4.so'). The reporter's analysis, labelled 'confirmed' by the maintainers: the CUDA-13 "
     "images still use Ubuntu 22.04 (hence FFmpeg 4.x) while all other images, and the vLLM backend itself, are built "
     "on Ubuntu 24.04, which 'might explain the GLIBC mismatch' shown earlier in the log. Not a GPU or memory problem.",
     "not stated in the stored chunks of this thread (closed, labels bug/confirmed). In the sibling report "
     "mudler/LocalAI#11370 (same image, cuda13-vllm fails to import because a bundled libnuma.so.1 needs GLIBC_2.38 "
     "on the image's glibc 2.35), a user wrote on 2026-08-09: 'This seems to be fixed in latest images, pushed "
     "recently to docker hub' — i.e. pull a rebuilt LocalAI image whose base matches the backend's build OS",
     release="LocalAI 4.7.1 (cuda13-vllm backend, python3.10 venv); the vLLM version is not stated",
     gpu="not stated (NVIDIA, CUDA 13)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the first two lines of the issue's log block and, after '...', the three lines of the continuation "
          "chunk that the search store shows (the third line of the first block was cut by the store mid-word, and the "
          "GLIBC lines the author refers to ('see above') were not in the stored text, so they are not quoted). The "
          "order is the source's order. Kind dependency_version_mismatch follows the earlier torchcodec fixture "
          "(github-jschmied-...-torchcodec-oserror-...); cause glibc_too_old is a judgement call from the author's "
          "analysis (image OS older than the OS the backend was built on: Ubuntu 22.04 vs 24.04, GLIBC mismatch, "
          "FFmpeg 4) and the sibling #11370 (GLIBC_2.38 needed, 2.35 present); dependency_version_mismatch would be the "
          "alternative reading. No vllm command: LocalAI starts the backend from a model YAML. Any vLLM memory or "
          "parallelism flag is beside the point.")

# ------------------------------------------------ KServe 0.13.0: HF runtime (vLLM backend) llama3 per the docs -> division by zero
case("kserve-3769-hf-runtime-llama3-vllm-backend-docs-example-integer-division-by-zero-0130",
     "https://github.com/kserve/kserve/issues/3769",
     "/prod_venv/lib/python3.10/site-packages/huggingface_hub/file_download.py:1132: FutureWarning: `resume_download` is "
     "deprecated and will be removed in version 1.0.0. Downloads always resume when possible. If you want to force a new "
     "download, use `force_download=True`.\n"
     "  warnings.warn(\n"
     "2024-07-01 07:28:04.488 1 kserve ERROR [__main__.py:<module>():254] Failed to start model server: integer division "
     "or modulo by zero",
     "tp_not_divisible", {}, "no_gpu_visible",
     "KServe 0.13.0 (Istio 1.21.1, Knative 1.14.0) deploying the documented 'huggingface-llama3' InferenceService "
     "(Hugging Face serving runtime, vLLM backend by default, meta-llama-3-8b-instruct) exactly as the 0.13 docs show; "
     "the predictor pod dies at start with 'Failed to start model server: integer division or modulo by zero' and the "
     "isvc stays READY=Unknown, while the CPU sklearn-iris example works. The stored thread does not say what the "
     "cause was; the same message in kserve#3922 (0.13.1, RawDeployment, nvidia.com/gpu: 1 requested) comes from the "
     "runtime deriving vLLM's tensor-parallel size from the CUDA devices the container sees, i.e. zero visible GPUs.",
     "not stated in the stored text of this thread (closed). For the same symptom, kserve#3922/#4722: make the GPU "
     "visible inside the predictor container (NVIDIA device plugin / runtimeClassName: nvidia so the nvidia.com/gpu "
     "request is actually honoured)",
     release="KServe 0.13.0 huggingfaceserver image (vLLM backend); the vLLM version is not stated",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the whole pod log of the issue body, as shown. Kind tp_not_divisible follows the earlier fixture "
          "for the identical KServe message (kserve-3922-...-integer-division-by-zero-no-gpu); cause no_gpu_visible is "
          "a JUDGEMENT CALL taken from that sibling thread, not from this one, whose stored text stops at the "
          "environment list (no reply or resolution could be reached with the search tool). The lead may prefer to "
          "drop the cause or grade the kind only. No vllm command: KServe builds the engine from the InferenceService "
          "args (--model_name=llama3 --model_id=meta-llama/meta-llama-3-8b-instruct). Memory flags are beside the point; "
          "TP above 1 is wrong for the single GPU the docs' example requests.")

if __name__ == "__main__":
    BATCH.write()
