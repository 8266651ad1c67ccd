"""Round-432 blind batch: LARGE MoE models and WIDE EXPERT / DATA PARALLEL launches (DeepSeek-V3/R1/V3.2/V4, Kimi K2,
Qwen3-235B/480B, GLM-4.5/4.6, MiniMax-M2, gpt-oss-120b, Llama 4 Maverick; --enable-expert-parallel,
--data-parallel-size, DeepEP / pplx / NVSHMEM all2all backends, EPLB, multi-node Ray) failing at start-up, 2025-2026;
collected by helper wild432 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round432-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed (44 ``search`` corpus=issues, 1 ``search`` corpus=pages, 1 ``find_string``; no
read_file / fetch). 4 cases: vllm-ascend #5798 (EP + dynamic EPLB refused), vllm #51712 (ray DP backend at DP 1, DP
master 127.0.0.1), vllm #24109 (DeepSeek-R1 TP8+EP on B200, FlashInfer FP8 MoE 'only supported for Llama4'), vllm
#40862 (DeepSeek-V4-Pro DP+EP on H200, hash top-k router 'expected scalar type Long but found Int'). The slice is
heavily mined: most EP/DP/DeepEP threads the corpus returns are already fixtures, in USED_SOURCES.txt or in earlier
skip lists, and the corpus gives one chunk per thread, so many fresh threads stopped before the error line. Every
source was checked with grep -F on /work/coord/USED_SOURCES.txt, the fixtures' source_url and the earlier rounds'
docstrings before it was taken.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt or a fixture): vllm #37974, #27508, #31936, #41027, #56281, #54178, #17569, #42384,
  #40740, #28110, #20399, PR #55914, PR #51824, PR #52915; vllm-ascend #7635; vllm-project/recipes #390; ROCm/vllm
  #375; MoonshotAI/Kimi-K2 #39; vllm-project/vime PR #186.
- Named in earlier rounds' skip lists (not re-opened): vllm #15604, #22886, #22361, #27259, #31480, #32826, #50856,
  #16474, #19332, #25143, #22140, #27347, #13388, #32400, #43596 (round 252: DSv4-Pro DP2+EP deepep_low_latency on 2x8
  H100, the same 'expected scalar type Long but found Int' bug as the #40862 case, not taken twice); vllm-ascend
  #4250, #12891, #3800; gpustack #2077; eugr/spark-vllm-docker #148, #280; LMCache #1435; zai-org/GLM-V #224;
  runpod-workers/worker-vllm #213, #276; flashinfer-ai/flashinfer #3310.
- Error line not in the stored chunk, or no cause/fix reachable: verl-project/verl #4926 (EP rollout, init_device,
  'torch.cuda.device_count always return 1'; traceback head only), vllm #29670 (DBO + deepep_low_latency on 8x H20,
  command only), #25680 (DeepSeek-V2-Lite deepep_low_latency IndexError; compiled-graph frames only), #14965
  (DeepSeek-R1 8x H200 illegal memory access in the V0 profile_run; no cause or fix reached in 2 look-ups), #13659
  (DeepSeek-R1 on 8x MI300X memory fault; only a topology dump and commenters' workarounds reached), #32862
  (llama4-fp8 TP2/EP2 on B200, a developer's report, traceback head only), #32488 (Llama-4-Maverick FP8 FlashInfer
  MoE TP4+EP on B200, command only), #18421 (Cutlass MoE for Llama 4 FP8 in 0.9.0, env dump only), #26899
  (Qwen3-235B multi-node, env dump only), #27633 (pplx all2all over AWS EFA / NVSHMEM libfabric; only 'Engine core
  initialization failed' reached, open/stale); vllm-ascend #3378, #10910, #2497; gpustack #5016 / #5025
  (Qwen3.5-122B-A10B-FP8 TP4 DP4 EP over Ray, container log head only); ray-project/ray #59778 (no log); vllm #45531
  and MoonshotAI/Kimi-K2 #122 (the error is an image).
- Not taken for fit or quality: ROCm/aiter #1143 (DeepSeek-R1 on MI300X, HSA memory aperture violation blamed on the
  AITER_ENABLE_VSKIP default; a developer's tracking issue, phase not stated, no fix); vllm #46879
  (Gemma-4-26B-A4B-NVFP4 at TP 4 on B200, 'assert M % 128 == 0' in the FlashInfer TRT-LLM NVFP4 MoE; a small MoE
  outside this slice, fix not reached) and flashinfer-ai/flashinfer #3206 (same family, bare AssertionError);
  gpustack #6221 (vLLM 0.29 on L4s, 'Remote engine 1 must not use --headless in external or hybrid dp lb mode'; the
  stored text is an analysis quoting the lines, the raw log was not reached and the suggested fix is unconfirmed);
  vllm-ascend #12225 (DSv4-Pro doc script missing --headless; only the corrected command reached); vllm #45750
  (developer tracking issue), #29454 (CI failure); developer PRs, not user reports: vllm PR #45150, #44669, #25904,
  #57648, #23822, #30281, #53743, #22275; sglang threads (#7888, #23763, #35557, #26324, #3398) are not vLLM.

Judgement calls for the lead:
1. vllm-ascend #5798 is vllm-ascend on Ascend NPUs, not a GPU of the slice; taken because it is an expert-parallel +
   EPLB launch refused at start-up. kind/cause vllm_check_failed, as the EPLB fixture vllm-40740 was labelled; the
   maintainer's fix is an upgrade (>= v0.15.0), but release_regression was not used: the feature came later, nothing
   regressed.
2. vllm #51712: kind/cause vllm_check_failed. host_ip_detection_failed was considered (the DP master IP falls back to
   127.0.0.1), but the IP was detected correctly and then overwritten by a vLLM config bug. The fix PR #51720 is
   closed; the workarounds come from the reporter's analysis (left out of the excerpt).
3. vllm #24109: kind vllm_check_failed (vLLM's own assert message), cause quantization_kernel_bug as for the FlashInfer
   FP8 MoE recipe fixture; moe_kernel_bug would also fit. The stored text does not say whether the assert fires in
   the start-up profile run or at the first benchmark requests. The fix is the reporter's own finding
   (VLLM_FLASHINFER_MOE_BACKEND=latency), stated in the issue body and left out of the excerpt.
4. vllm #40862: kind vllm_check_failed (a worker RuntimeError inside a vLLM custom op; the message itself is torch's),
   cause moe_kernel_bug. The fix recorded is vLLM PR #43425, found by its own search hit; it says it 'may also fix'
   #40862, so the link is not confirmed in the thread.
5. None of the four prints a figure under a LABELS.txt key that the failure turns on, so numbers is {} throughout.
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
     "release or rc version (...)(>= v0.15.0)'; i.e. upgrade vllm-ascend to v0.15.0 or later, or on v0.13.0rc1 drop the "
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

# ---------------------------------------- vllm #40862: DeepSeek-V4-Pro on 8x / 16x H200, DP+EP -> 'expected scalar type Long but found Int' in topk_hash_softplus_sqrt
case("vllm-40862-deepseek-v4-pro-h200-dp8-ep-topk-hash-softplus-sqrt-expected-long-found-int",
     "https://github.com/vllm-project/vllm/issues/40862",
     "Environment\n"
     "- vLLM image: `vllm/vllm-openai:deepseekv4-cu130`\n"
     "- Model: `deepseek-ai/DeepSeek-V4-Pro`\n"
     "- Hardware: NVIDIA H200\n"
     "- Reproduced on:\n"
     "  - single-node `8x H200` with `DP=8 + EP`\n"
     "  - multi-node `16x H200` with `DP=16 + EP`\n"
     "- Fabric/network is healthy; other large-model runs on this cluster are fine\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Observed failure\n"
     "The intended DeepSeek-V4-Pro `DP+EP` path fails during startup/profiling in the fused router path, with dtype "
     "mismatch errors around `topk_hash_softplus_sqrt`.\n"
     "\n"
     "Original failure:\n"
     "- `expected scalar type Long but found Int`\n"
     "...\n"
     "```text\n"
     "(Worker_DP6_EP6 pid=3561) ERROR 04-25 05:03:54 [multiproc_executor.py:971]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/fused_moe/router/fused_topk_bias_router.py\", "
     "line 71, in vllm_topk_softplus_sqrt\n"
     "(Worker_DP6_EP6 pid=3561) ERROR 04-25 05:03:54 [multiproc_executor.py:971]     ops.topk_hash_softplus_sqrt(\n"
     "(Worker_DP6_EP6 pid=3561) ERROR 04-25 05:03:54 [multiproc_executor.py:971]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/_custom_ops.py\", line 2390, in topk_hash_softplus_sqrt\n"
     "(Worker_DP6_EP6 pid=3561) ERROR 04-25 05:03:54 [multiproc_executor.py:971]     torch.ops._moe_C.topk_softplus_sqrt(\n"
     "(Worker_DP6_EP6 pid=3561) ERROR 04-25 05:03:54 [multiproc_executor.py:971]   File "
     "\"/usr/local/lib/python3.12/dist-packages/torch/_ops.py\", line 1269, in __call__\n"
     "(Worker_DP6_EP6 pid=3561) ERROR 04-25 05:03:54 [multiproc_executor.py:971]     return self._op(*args, **kwargs)\n"
     "(Worker_DP6_EP6 pid=3561) ERROR 04-25 05:03:54 [multiproc_executor.py:971]            ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_DP6_EP6 pid=3561) ERROR 04-25 05:03:54 [multiproc_executor.py:971] RuntimeError: expected scalar type Long "
     "but found Int\n"
     "```",
     "vllm_check_failed", {}, "moe_kernel_bug",
     "DeepSeek-V4-Pro served from the vllm/vllm-openai:deepseekv4-cu130 image with data parallel + expert parallel "
     "(DP 8 on one 8x H200 node, DP 16 on two): in the DP+EP MoE path the hash-routing top-k op "
     "(topk_hash_softplus_sqrt -> _moe_C.topk_softplus_sqrt, used by DeepSeek-V4's hash-routed MoE layers) receives "
     "integer tensors of mixed widths (the reporter logged int64 topk_indices, input_tokens and hash_indices_table "
     "but int32 token_expert_indices), and the CUDA op picks its pointer types from one of them, so the worker dies in the "
     "start-up profile run. A vLLM MoE-router dtype bug on the DP+EP path, not memory, network or the launch sizes; "
     "the reporter found that casting everything to Long only flips the error to 'expected scalar type Int but found "
     "Long'.",
     "issue closed; no maintainer answer in the stored text. The fix found is vLLM PR #43425 ('[Bugfix] Fix hash topk "
     "dtype mismatch', wangyicong52, 2026-05-22, closed), which aligns input_tokens and hash_indices_table to "
     "topk_indices.dtype before _moe_C.topk_softplus_sqrt (token_expert_indices stays int32) and says it 'may also fix "
     "the same dtype mismatch reported in #40862'; i.e. move to a vLLM build with the hash top-k dtype fix. No "
     "flag-level workaround is given in the stored text",
     release="vllm/vllm-openai:deepseekv4-cu130 image (April 2026)", gpu="NVIDIA H200", gpus=8,
     command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"},
                       {"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt assembled from two stored chunks of the issue description: the environment list and the first "
          "lines of 'Describe the bug' (chunk 1), then the tail of the worker traceback (chunk 2); dropped in between "
          "('...'): the list of frames the stack goes through and the reporter's monkey-patch experiment (dtypes "
          "logged at the op boundary, and casting to Long flipping the error to 'expected scalar type Int but found "
          "Long'). The 'Top-level engine error' line after the traceback is cut in the stored text ('... please ch') "
          "and is left out. No launch command was reached. gpus 8 for the single-node repro (also reproduced on 16x "
          "H200 across two nodes). Judgement call: kind vllm_check_failed (a worker RuntimeError inside a vLLM custom "
          "op; the message is torch's, not vLLM's), cause moe_kernel_bug (existing label). vllm #43596 (the same "
          "message on 2x8 H100 with DP 2 + EP + deepep_low_latency) was named in round 252's skip list and is not "
          "taken separately.")

if __name__ == "__main__":
    BATCH.write()
