"""Round-344 blind batch: vLLM start-up failures reported in chat/UI front-ends and local-LLM tooling that launch or
wrap vLLM (Open WebUI, Dify, FastChat, Xinference, LocalAI, text-generation-webui, LiteLLM, SGLang-vs-vLLM repos,
Kubeflow/KServe, SkyPilot, dstack, Modal / RunPod worker-vllm, BentoML); collected by helper wild344 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round344-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_AND_SOURCES_PLACEHOLDER
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

if __name__ == "__main__":
    BATCH.write()
