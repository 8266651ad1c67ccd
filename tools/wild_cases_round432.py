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

if __name__ == "__main__":
    BATCH.write()
