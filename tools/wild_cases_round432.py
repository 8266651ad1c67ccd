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

if __name__ == "__main__":
    BATCH.write()
