"""Round-300 blind batch: vLLM start-up failures reported in the trackers of SERVING STACKS that deploy vLLM (KServe,
llm-d, vllm-project/production-stack, vllm-project/aibrix, NVIDIA Dynamo, Ray Serve LLM, BentoML/OpenLLM, LocalAI,
GPUStack, Xinference, text-generation-webui; search tool, issues corpus); collected by helper wild300 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round300-blind"``; the lead grades it once.
A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round300-blind")
case = BATCH.case

# ------------------------------------------------ KServe: huggingfaceserver:latest-gpu needs cuda>=12.8, host driver older
case("kserve-4513-huggingfaceserver-latest-gpu-needs-cuda-12.8-host-driver-older",
     "https://github.com/kserve/kserve/issues/4513",
     "When deploying the `kserve/huggingfaceserver:latest-gpu` image in Kubernetes, the container fails to start due to "
     "a CUDA version mismatch. The error indicates the container requires CUDA >=12.8, but the host driver doesn't meet "
     "this requirement.\n"
     "\n"
     "  Normal   Created    115s                kubelet            Created container storage-initializer\n"
     "  Normal   Started    115s                kubelet            Started container storage-initializer\n"
     "  Warning  Failed     62s (x4 over 105s)  kubelet            Error: failed to create containerd task: failed to "
     "create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during "
     "container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as "
     "'legacy'\n"
     "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer "
     "version, or use an earlier cuda container: unknown\n"
     "  Warning  BackOff  29s (x8 over 104s)  kubelet  Back-off restarting failed container kserve-container in pod "
     "dbp-9fd2968b-009d-4d9e-9d30-32b9511a1e8e-predictor-7f4b8d4dx6q5_default(4dd91701-b2ab-4441-ae75-dba42264ef38)",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "KServe's GPU HuggingFace runtime image (kserve/huggingfaceserver:latest-gpu, which runs vLLM) is built on CUDA "
     "12.8; the Kubernetes node's NVIDIA driver is older than what CUDA 12.8 needs, so the NVIDIA container hook "
     "refuses to create the kserve-container and the pod loops in BackOff. vLLM never starts; nothing about memory, "
     "parallelism or the model is involved.",
     "not stated in the part of the thread the search returned (the issue is closed); the author's own diagnosis is "
     "that the host driver does not meet the image's cuda>=12.8 requirement, and the runtime's message says 'please "
     "update your driver to a newer version, or use an earlier cuda container' (i.e. a driver new enough for CUDA "
     "12.8, or an older huggingfaceserver GPU image tag)",
     release="kserve/huggingfaceserver:latest-gpu of June 2025 (built for CUDA 12.8)",
     gpu="not stated (an NVIDIA GPU node in Kubernetes)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description's sentence, then its 'Error Log' block as the search showed it (fences "
          "dropped); the InferenceService yaml after it was cut off by the search. Kind follows earlier cases with the "
          "same nvidia-container-cli text (vllm-5635-..., github-voxai-...): cuda_driver_mismatch is the closest label "
          "(the alternative is unrecognized: the text is the container toolkit's, vLLM never ran). The driver version "
          "is not printed. The fix is the author's diagnosis plus the runtime's own advice; no maintainer reply was "
          "reached. gpus unknown (the yaml was cut).")

if __name__ == "__main__":
    BATCH.write()
