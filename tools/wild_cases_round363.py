"""Round-363 blind batch: DOCSTRING PLACEHOLDER (rewritten at the end)."""
from wild_blind import BlindBatch

BATCH = BlindBatch("round363-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- production-stack #95: helm chart, TP=2, NCCL cannot create /dev/shm segment
case("production-stack-95-helm-llama8b-tp2-nccl-dev-shm-segment",
     "https://github.com/vllm-project/production-stack/issues/95",
     "I tried running with this configuration.\n"
     "```bash\n"
     "servingEngineSpec:\n"
     "  modelSpec:\n"
     "  - name: \"llama8b\"\n"
     "    repository: \"vllm/vllm-openai\"\n"
     "    tag: \"latest\"\n"
     "    modelURL: \"unsloth/Meta-Llama-3.1-8B\"\n"
     "    requestMemory: \"50Gi\"\n"
     "    requestGPU: 2\n"
     "    requestCPU: 10\n"
     "    replicaCount: 1\n"
     "    pvcStorage: \"75Gi\"\n"
     "    vllmConfig:\n"
     "      extraArgs: [\n"
     "      \"--gpu-memory-utilization\", \"0.8\" ,\n"
     "      \"--tensor-parallel-size\", \"2\" ]\n"
     "```\n"
     "\n"
     "I tried checking the pod's log and found the following error.\n"
     "```bash\n"
     "ERROR 02-09 07:57:00 engine.py:389] NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:317, unhandled "
     "system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5\n"
     "ERROR 02-09 07:57:00 engine.py:389] ncclSystemError: System call (e.g. socket, malloc) or external library call "
     "failed or device error. \n"
     "ERROR 02-09 07:57:00 engine.py:389] Last error:\n"
     "ERROR 02-09 07:57:00 engine.py:389] Error while creating shared memory segment /dev/shm/nccl-MslT2I (size "
     "9637888)\n"
     "ERROR 02-09 07:57:00 engine.py:389] Traceback (most recent call last):\n"
     "ERROR 02-09 07:57:00 engine.py:389]   File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 380, in run_mp_engine\n"
     "ERROR 02-09 07:57:00 engine.py:389]     engine = MQLLMEngine.from_engine_args(engine_args=engine_args,",
     "nccl_error", {}, "nccl_error",
     "vLLM Production Stack helm chart (early February 2025), Llama-3.1-8B with --tensor-parallel-size 2 on a pod "
     "requesting 2 GPUs: the chart did not mount any shared memory into the serving-engine pod, so /dev/shm was the "
     "container default (64M) and NCCL could not create its ~9.6 MB shared-memory segment between the two TP ranks; "
     "NCCL init failed with ncclSystemError. Not a GPU-memory problem (an 8B model on two GPUs at 0.8).",
     "maintainer fix in the chart: production-stack issue #97 (ApostaC, 'To run vLLM with TP > 1, vLLM requires "
     "existence of shared memory ... mounting a volume to /dev/shm') and PR #105 (YuhanLiu11, 'FIX #95': the helm "
     "template now adds a shared-memory (/dev/shm) volume when tensorParallelSize is set), closing #95. For the user: "
     "a memory-backed emptyDir at /dev/shm in the engine pod (or the chart release with PR #105)",
     release="not stated (vllm/vllm-openai:latest, 2025-02-09; V0 MQLLMEngine)", gpu=None, gpus=2,
     command="helm values: modelURL unsloth/Meta-Llama-3.1-8B, requestGPU 2, extraArgs --gpu-memory-utilization 0.8 "
             "--tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"}],
     note="Excerpt: the issue body as stored (helm values and the first lines of the pod log, ending where the stored "
          "chunk ends, inside the traceback). The fix is from the linked issue #97 and PR #105 (both stored as their "
          "own threads), not from a reply in #95. Same symptom as production-stack #276 (already used) but a different "
          "reporter, model and month; #95 is the report PR #105 names as fixed.")

if __name__ == "__main__":
    BATCH.write()
