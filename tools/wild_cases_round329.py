"""Round-329 blind batch: vLLM start-up failures in CLOUD AND CLUSTER DEPLOYMENT projects that launch vLLM (KubeAI,
llmaz, OME, SkyPilot, aws-samples / EKS / SageMaker, GoogleCloudPlatform / GKE, Azure, NVIDIA NIM, OpenShift AI /
opendatahub, Seldon, BentoML, and hosted job/cluster platforms), searched with the ``issues`` corpus; collected by
helper wild329 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round329-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round329-blind")
case = BATCH.case

# ------------------------------------------------ HF Jobs h200x4: Fabric Manager stuck 'In Progress' -> CUDA 802
case("hf-hub-4128-hf-jobs-h200x4-vllm-worker-init-device-cuda-802-fabric-manager-in-progress",
     "https://github.com/huggingface/huggingface_hub/issues/4128",
     "CUDA Error 802 on all H200 multi-GPU HF Jobs with vLLM, across CUDA 12 and CUDA 13 images\n"
     "\n"
     "(Worker pid=1332) ERROR 04-20 11:52:25 [multiproc_executor.py:870] WorkerProc failed to start.\n"
     "  (Worker pid=1332) ERROR 04-20 11:52:25 [multiproc_executor.py:870] Traceback (most recent call last):\n"
     "  (Worker pid=1332) ERROR 04-20 11:52:25 [multiproc_executor.py:870]   File\n"
     "  \".../vllm/v1/executor/multiproc_executor.py\", line 837, in worker_main\n"
     "  (Worker pid=1332) ERROR 04-20 11:52:25 [multiproc_executor.py:870]     worker = WorkerProc(*args, **kwargs)\n"
     "  (Worker pid=1332) ERROR 04-20 11:52:25 [multiproc_executor.py:870]   File\n"
     "  \".../vllm/v1/executor/multiproc_executor.py\", line 611, in __init__\n"
     "  (Worker pid=1332) ERROR 04-20 11:52:25 [multiproc_executor.py:870]     self.worker.init_device()\n"
     "  (Worker pid=1332) ERROR 04-20 11:52:25 [multiproc_executor.py:870]   File \".../vllm/v1/worker/gpu_worker.py\", line\n"
     "  255, in init_device\n"
     "\n"
     "The Fabric Manager state at job start on h200x4 (cu130-nightly, driver 580.126.09 / CUDA 13.0) shows State: In "
     "Progress, Status: N/A, GPU Fabric GUID: N/A. Same on all 4 H200s, and it never transitioned to Completed during "
     "the job.\n"
     "\n"
     "vLLM at TP=1 on h200x4 also fails with CUDA 802 (CUDA_VISIBLE_DEVICES=0, tensor_parallel_size=1, "
     "Qwen/Qwen2.5-0.5B, same traceback at cudaGetDeviceCount).",
     "cuda_driver_mismatch", {"tensor_parallel_size": 1}, "fabric_manager_not_ready",
     "Hugging Face Jobs (hosted cloud jobs) on the h200x4 flavor: every vLLM job, across CUDA 12 and CUDA 13 images and "
     "even at TP=1 with Qwen2.5-0.5B, died in the worker's init_device with CUDA 'Error 802: system not yet "
     "initialized' at cudaGetDeviceCount. The hosts' NVSwitch Fabric Manager never left 'In Progress' (GPU Fabric "
     "GUID N/A), so CUDA on those H200 nodes was not ready; a plain-PyTorch control job happened to tolerate it. An "
     "infrastructure fault on the provider side, not a vLLM setting.",
     "the HF maintainer (Wauplin, 2026-04-27): 'I've just got the confirmation from the infra team that they've "
     "mitigated the issue. The root cause it's still unknown but a fix has been applied' — i.e. the platform fixed "
     "the hosts' Fabric Manager; nothing in the user's vLLM launch changed",
     release="not stated (vLLM v1 engine, an April-2026 image; the user tried CUDA 12 images and a cu130-nightly image)",
     gpu="NVIDIA H200 (HF Jobs h200x4 flavor, driver 580.126.09)", gpus=4,
     command="hf jobs run --flavor h200x4 --secrets HF_TOKEN vllm/vllm-openai:cu130-nightly python3 -c \"from vllm "
             "import LLM; LLM('Qwen/Qwen2.5-0.5B', tensor_parallel_size=4)\"",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the issue title as stored (it names the error), then the issue body's pasted worker log as the "
          "search excerpt shows it (wrapped lines and leading spaces kept; the stored excerpt stops at 'init_device', "
          "before the RuntimeError line itself), then two sentences of the reporter's later comment (2026-04-23). "
          "The maintainer's reply is left out. The command is the issue's "
          "'Reproduction' block (its line continuations joined); the same failure at TP=1 is in the excerpt."
          " Kind: there is no label for CUDA 'Error 802: system not yet "
          "initialized'; cuda_driver_mismatch is the closest existing kind (the cudaGetDeviceCount family, cf. "
          "gpustack-1254's Error 804). Cause: new label fabric_manager_not_ready (no existing cause fits: the driver "
          "and CUDA versions are fine; the NVSwitch Fabric Manager of the host never completed, which the user "
          "cannot change inside the job). numbers: the TP=1 retry; gpus=4 (h200x4).")

if __name__ == "__main__":
    BATCH.write()
