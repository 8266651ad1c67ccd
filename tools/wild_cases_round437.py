"""Round-437 blind batch: INFERENCE SERVERS AND PLATFORMS EMBEDDING vLLM AS A BACKEND (Triton's vllm_backend, NIM,
truss, cog-vllm, Modal, RunPod worker-vllm, TorchServe, Ray Serve LLM, Haystack, GPUStack, Xinference, AINode, TRL's
vllm-serve ...); collected by helper wild437 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round437-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round437-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- gpustack #2236 (turn 4): custom vLLM 0.9.2 backend in GPUStack, free 18.17/22.08 < 0.9
case("gpustack-2236-custom-vllm-092-pipx-free-18.17-of-22.08-util-0.9",
     "https://github.com/gpustack/gpustack/issues/2236",
     "(VllmWorker rank=0 pid=175528) ERROR 07-09 12:11:52 [multiproc_executor.py:487] ValueError: Free memory on device "
     "(18.17/22.08 GiB) on startup is less than desired GPU memory utilization (0.9, 19.88 GiB). Decrease GPU memory "
     "utilization or reduce GPU memory used by other processes.\n"
     "[W709 12:11:52.579410635 TCPStore.cpp:343] [c10d] TCP client failed to connect/validate to host 127.0.0.1:50705 - "
     "retrying (try=0, timeout=600000ms, delay=889ms): Interrupted system call",
     "free_memory_low",
     {"free_gib": 18.17, "total_gib": 22.08, "gpu_memory_utilization": 0.9, "requested_gib": 19.88},
     "other_process",
     "GPUStack starting a model instance on a custom vLLM backend version (a pipx venv 'vllm-0-9-2', after the "
     "thread's first problem, a wrong pydantic in the custom 0.9.1 backend, was worked around): vLLM V1's start-up gate "
     "found only 18.17 of the card's 22.08 GiB free, about 3.9 GiB already held by something else on that GPU (another "
     "process or instance GPUStack placed there), while the default --gpu-memory-utilization 0.9 asks for 19.88 GiB. "
     "Not a model-size or KV problem: the budget asked for is more than is free.",
     "not in the stored text (the issue is closed; its title problem is the pydantic version). From the message: free "
     "the other user of the GPU, or pass a --gpu-memory-utilization the free memory covers (at most about 0.82 here, "
     "18.17/22.08), e.g. 0.8 in the model's backend parameters in GPUStack",
     release="vLLM 0.9.2 (GPUStack custom backend version, pipx venv vllm-0-9-2)", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the ValueError line and the next line of a later comment in the thread (turn 4, vanche1212) as the "
          "stored chunk shows it; the torch c10d frames that follow are dropped. The comment's earlier lines (command, "
          "GPU model) are not in the stored chunk, so gpu and command are left empty. GPUStack is a platform that "
          "embeds vLLM (in the slice's sense). Sizes read from the message.")

# ---------------------------------------- trl #6679: trl vllm-serve --tensor-parallel-size 4 -> CUDA re-init in forked subprocess, segfault
case("trl-6679-vllm-serve-qwen3-4b-tp4-cannot-reinit-cuda-forked-subprocess-segfault",
     "https://github.com/huggingface/trl/issues/6679",
     "trl vllm-serve --model Qwen/Qwen3-4B --tensor-parallel-size 4\n"
     "\n"
     "INFO:     Started server process [1043116]\n"
     "INFO:     Waiting for application startup.\n"
     "Failed to get device capability: Cannot re-initialize CUDA in forked subprocess. To use CUDA with "
     "multiprocessing, you must use the 'spawn' start method.\n"
     "Failed to get device capability: Cannot re-initialize CUDA in forked subprocess. To use CUDA with "
     "multiprocessing, you must use the 'spawn' start method.\n"
     "!!!!!!! Segfault encountered !!!!!!!\n"
     "  File \"<unknown>\", line 0, in cuGetProcAddress_v2\n"
     "  File \"./Include/internal/pycore_call.h\", line 92, in _PyObject_VectorcallTstate\n"
     "  File \"Objects/call.c\", line 299, in PyObject_Vectorcall",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "TRL's vllm-serve (a FastAPI server that builds a vLLM engine for GRPO generation) with tensor parallel size 4: "
     "CUDA was already initialised in the server process before vLLM started its TP workers with the fork start "
     "method, so the forked workers could not re-initialise CUDA (device-capability probe failed) and one crashed in "
     "the CUDA driver (segfault in cuGetProcAddress_v2). TP 1 is not affected. A process start-method problem, not "
     "memory or the model.",
     "not in the stored text (the issue is closed). From the message: start vLLM's workers with spawn "
     "(VLLM_WORKER_MULTIPROC_METHOD=spawn in the environment of trl vllm-serve), or use a TRL release that does not "
     "touch CUDA before the engine starts",
     release=None, gpu=None, gpus=None, command="trl vllm-serve --model Qwen/Qwen3-4B --tensor-parallel-size 4",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--max-num-seqs"},
                       {"flag": "--quantization"}],
     note="Excerpt: the reproduction command and the start of the output block from the issue body (2026-08-08) as the "
          "stored chunk shows it, cut three frames into the segfault traceback (the remaining CPython frames are "
          "dropped). The stored text names no vLLM release or GPU. TRL's vllm-serve is a server embedding vLLM, at the "
          "edge of the slice (see judgement calls).")

if __name__ == "__main__":
    BATCH.write()
