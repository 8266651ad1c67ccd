"""Round-432 blind batch: LARGE MoE models and WIDE EXPERT / DATA PARALLEL launches (DeepSeek-V3/R1/V3.2, Kimi K2,
Qwen3-235B/480B, GLM-4.5/4.6, MiniMax-M2, gpt-oss-120b, Llama 4 Maverick; --enable-expert-parallel,
--data-parallel-size, DeepEP / pplx / NVSHMEM all2all backends, EPLB, multi-node Ray) failing at start-up, 2025-2026;
collected by helper wild432 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round432-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

(provisional docstring; completed at the end of the round)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round432-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-ascend #5798: Qwen3-VL-30B EP + dynamic_eplb on v0.13.0rc1 -> NotImplementedError("EPLB is not supported.")
case("vllm-ascend-5798-qwen3-vl-30b-expert-parallel-dynamic-eplb-not-supported-v0130rc1",
     "https://github.com/vllm-project/vllm-ascend/issues/5798",
     "vllm-ascend image: [v0.13.0rc1]\n"
     "\n"
     "vllm serve /tmp/qwen3-vl-30B   --enable-expert-parallel     --additional-config '{\n"
     "    \"dynamic_eplb\": true,\n"
     "    \"num_iterations_eplb_update\": 200,\n"
     "    \"num_wait_worker_iterations\": 20\n"
     "  }'\n"
     "\n"
     "get error: \n"
     "File \"/vllm-workspace/vllm-ascend/vllm_ascend/eplb/utils.py\", line 80, in model_register\n"
     " raise NotImplementedError(\"EPLB is not supported.\")",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Qwen3-VL-30B-A3B (a multimodal MoE, Qwen3VLMoe architecture) served with expert parallelism and vllm-ascend's "
     "dynamic EPLB (expert-parallel load balancer) on the v0.13.0rc1 image: vllm-ascend's EPLB model_register did not "
     "know this model class, so it refused with NotImplementedError('EPLB is not supported.') while the engine was being "
     "set up. A feature/model support gap in that release, not memory, parallel sizes or the checkpoint.",
     "maintainer ClientHello-PSK (2026-05-30): 'This issue has been resolved in the latest version. Please use the latest "
     "release or rc version (>= v0.15.0)'; i.e. upgrade vllm-ascend to v0.15.0 or later, or on v0.13.0rc1 drop the "
     "dynamic_eplb additional-config (plain --enable-expert-parallel)",
     release="vllm-ascend v0.13.0rc1 (image)", gpu="Huawei Ascend NPU (model not stated)", gpus=None,
     command="vllm serve /tmp/qwen3-vl-30B   --enable-expert-parallel     --additional-config '{\"dynamic_eplb\": true, "
             "\"num_iterations_eplb_update\": 200, \"num_wait_worker_iterations\": 20}'",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description as the stored text shows it (the environment line, the launch, 'get error:' "
          "and the last traceback frame with the raise line); the collect_env details/summary wrapper is dropped. The "
          "two comments (a maintainer ping and the answer) are left out. Only the last frame of the traceback was "
          "pasted. Not an NVIDIA GPU: vllm-ascend on Ascend NPUs (model not stated), taken for the expert-parallel / "
          "EPLB launch it shows.")

# ---------------------------------------- vllm #51712: --data-parallel-backend ray at --data-parallel-size 1 -> DP master node 127.0.0.1 missing or dead
case("vllm-51712-ray-dp-backend-dp-size-1-dp-master-node-127001-missing-or-dead",
     "https://github.com/vllm-project/vllm/issues/51712",
     "### Your current environment\n"
     "\n"
     "Observed on a Kubernetes pod with an external Ray head. Still present on `main` at `21c667aa64d4`; the line "
     "references below are pinned to `e6d67fddb4b2` (2026-08-05).\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "With `--data-parallel-backend ray` and `--data-parallel-size 1`, engine startup aborts:\n"
     "\n"
     "```\n"
     "AssertionError: The DP master node (ip: 127.0.0.1) is missing or dead\n"
     "```\n"
     "\n"
     "#### Reproduce\n"
     "\n"
     "On a host whose IP is not `127.0.0.1`:\n"
     "\n"
     "```bash\n"
     "ray start --head --port=6379\n"
     "vllm serve <moe-model> --data-parallel-size 1 --data-parallel-backend ray\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A MoE model served with the Ray data-parallel backend at DP size 1 (Kubernetes pod, external Ray head): "
     "EngineArgs derives the DP master address from the Ray node's real IP, but ParallelConfig.__post_init__ then takes "
     "its env-var fallback at data_parallel_size 1 and overwrites it with VLLM_DP_MASTER_IP (default 127.0.0.1); the Ray "
     "DP placement-group code then looks for the resource 'node:127.0.0.1', which no Ray node has, and asserts. A vLLM "
     "config bug in the ray-DP path (DP 2 is not affected), not memory, GPUs or the network.",
     "no merged fix in the stored text (issue open). The linked PR #51720 (SayHelloToWorld, 'fix(config): keep derived DP "
     "master IP with ray backend at dp=1', closed) skips the env-var fallback when data_parallel_backend is ray. From "
     "the reporter's analysis, workarounds: export VLLM_DP_MASTER_IP=<the Ray head node's IP>, or leave out "
     "--data-parallel-backend ray at DP size 1 (the bug does not reproduce at --data-parallel-size 2)",
     release="vLLM main at 21c667aa64d4 (line references pinned to e6d67fddb4b2, 2026-08-05)",
     gpu=None, gpus=None,
     command="ray start --head --port=6379 && vllm serve <moe-model> --data-parallel-size 1 --data-parallel-backend ray",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description as stored, up to the reproduction; dropped: the sentence after the error block "
          "that explains the cause ('vLLM derives the correct DP master IP from the Ray node, then discards it and falls "
          "back to VLLM_DP_MASTER_IP ...'), the 'Elastic EP is not required' paragraph and the whole 'Why it happens' "
          "section with source links (the diagnosis). The model is written '<moe-model>' by the reporter; GPU type and "
          "count are not stated. The message prints only an IP, so numbers is {}.")

# ---------------------------------------- vllm #24109: DeepSeek-R1-0528 on B200, TP8 + EP, VLLM_USE_FLASHINFER_MOE_FP8=1 -> 'FusedMoE flashinfer kernels are only supported for Llama4'
case("vllm-24109-deepseek-r1-0528-b200-tp8-ep-flashinfer-moe-fp8-throughput-only-supported-for-llama4",
     "https://github.com/vllm-project/vllm/issues/24109",
     "When running `deepseek-ai/DeepSeek-R1-0528` with `VLLM_USE_FLASHINFER_MOE_FP8=1` on B200 system, vllm fails with "
     "the following error:\n"
     "\n"
     "```\n"
     "(VllmWorker TP4 pid=3020312) ERROR 09-02 08:16:39 [multiproc_executor.py:574]     assert "
     "layer.custom_routing_function == Llama4MoE.custom_routing_function, \\\n"
     "(VllmWorker TP4 pid=3020312) ERROR 09-02 08:16:39 [multiproc_executor.py:574]            "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(VllmWorker TP4 pid=3020312) ERROR 09-02 08:16:39 [multiproc_executor.py:574] AssertionError: FusedMoE flashinfer "
     "kernels are only supported for Llama4\n"
     "```\n"
     "\n"
     "Here are the commands to reproduce it:\n"
     "\n"
     "Run server:\n"
     "```\n"
     "VLLM_USE_FLASHINFER_MOE_FP8=1 vllm serve deepseek-ai/DeepSeek-R1-0528 \\\n"
     "\t--no-enable-prefix-caching \\\n"
     "\t--tensor-parallel-size 8 \\\n"
     "\t--enable-expert-parallel \\\n"
     "```",
     "vllm_check_failed", {}, "quantization_kernel_bug",
     "DeepSeek-R1-0528 (block-FP8 MoE) on an 8x B200 node with TP 8 + expert parallel and VLLM_USE_FLASHINFER_MOE_FP8=1: "
     "with the default VLLM_FLASHINFER_MOE_BACKEND=throughput, vLLM routes the FP8 MoE layers to the FlashInfer CUTLASS "
     "(throughput) FP8 MoE path, which at that time only implemented Llama-4's routing (custom_routing_function == "
     "Llama4MoE's) and asserted on DeepSeek's grouped top-k routing. A wrong MoE backend choice for this model, not "
     "memory, parallel sizes or the checkpoint.",
     "the reporter's own finding in the issue description (alexm-redhat): 'If we set VLLM_FLASHINFER_MOE_BACKEND=\"latency\", "
     "then this error does not occur. So it only happens for the default value ... \"throughput\"'; i.e. export "
     "VLLM_FLASHINFER_MOE_BACKEND=latency with VLLM_USE_FLASHINFER_MOE_FP8=1, or leave VLLM_USE_FLASHINFER_MOE_FP8 unset "
     "(vLLM's default FP8 MoE kernels). No maintainer fix in the stored text (issue open)",
     release=None, gpu="NVIDIA B200", gpus=8,
     command="VLLM_USE_FLASHINFER_MOE_FP8=1 vllm serve deepseek-ai/DeepSeek-R1-0528 --no-enable-prefix-caching "
             "--tensor-parallel-size 8 --enable-expert-parallel",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"},
                       {"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"}],
     note="Excerpt: the 'Describe the bug' part of the issue description as stored: the first sentence, the error block "
          "(three lines of the worker's traceback) and the server command (its trailing backslash is the source's); "
          "dropped: the sentence after the error block that gives the workaround (VLLM_FLASHINFER_MOE_BACKEND=latency), "
          "the collect_env block before it, and the client benchmark command after it. The title says "
          "VLLM_USE_FLASHINFER_MOE_FP4=1 but the body and command use ..._FP8=1. The stored text does not say whether "
          "the assert fires in the start-up profile run or at the first benchmark requests (the report gives a "
          "client command too); the vLLM release is not in the stored chunk (report of 2025-09-02). Judgement call: "
          "kind vllm_check_failed (vLLM's own assert message), cause quantization_kernel_bug as for the FlashInfer "
          "FP8 MoE recipe case (recipes-step35-...); moe_kernel_bug would also fit.")

if __name__ == "__main__":
    BATCH.write()
