"""Round-604 blind batch: threads that EARLIER COLLECTORS NAMED AS GOOD CANDIDATES BUT NEVER SPENT (they sat in
USED_SOURCES.txt or in a round's skip list only because a collector had looked at them; for this round, and only for the
threads the lead listed, that did not bar them): vllm #17747, #24048 (+ PR #24070), #24888 (+ PR #25142), #1332,
#13682, #41494; OpenRLHF PR #732, OpenRLHF #1162; vllm-ascend #10014, #11621; Tencent-Hunyuan/Hunyuan-MT #37. Collected
by helper wild604 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round604-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt. Before
spending, each URL was grepped in tests/golden/wild (none of the eleven threads is cited by a fixture).

Look-ups: 26 of the 30 allowed, all ``search`` corpus=issues. 4 cases: vllm #24048 (Qwen2.5-14B-Instruct-1M on the
plain FlashAttention backend, 'unexpected keyword argument layer_idx'; cause pinned by merged PR #24070), vllm #24888
(--speculative-config -> "'SpeculativeConfig' object has no attribute 'get'"; merged PR #25142 'fix #24888'),
OpenRLHF PR #732 (vLLM's 'Ray does not allocate any GPUs on the driver node' under OpenRLHF's hybrid engine on several
nodes, TP >= 2), vllm-ascend #11621 (Qwen3.6-35B-A3B on A2 with VLLM_ASCEND_ENABLE_NZ=2: 'Not support mat2 n = 1 or
k = 1 when foramt is FRACTAL_NZ, mat2: [2048, 1]').

Sources given up (for the lead, not cases):
- OpenRLHF #1162 ('vllm failed to call sleep while initialization', 3 look-ups): the stored description is the
  launch script (CUDA_VISIBLE_DEVICES=2,3, --colocate_all_models, --vllm_tensor_parallel_size 2) and a versions
  comment (vllm 0.11.0, ray 2.48.0, torch 2.8.0, deepspeed 0.18.1); no error line of the reporter's is reachable --
  'invalid device ordinal' appears only in a commenter's (fuyuan-li, not a maintainer) analysis, the issue is open and
  the follow-up PR #1305 ('Fix/hybrid engine vllm sleep colocate') is closed unmerged. Error not verbatim, cause not
  pinned.
- vllm #17747 (Mistral-Small-3.1 --config-format mistral, VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 --max-model-len 131072;
  2 look-ups): the stored chunk stops at 'The server then boots with the expected warning (though it is a little
  misleading ...'; the crash text is not reachable, it is a crash of long requests after a successful boot, and the
  fix PR #17777 ('FIX #17747') is CLOSED, not merged. (vllm PR #57279, open, describes the same hard-coded 128000
  default for Mistral-format configs.)
- vllm #41494 (voyage-4-nano / Qwen3ForEmbedding, 2 look-ups): both searches return only the collect_env dump of
  turn 0; the error block is still not reachable.
- vllm #13682 (Ray compiled DAG + SPMD + speculative decoding, 2 look-ups): the stored chunk stops inside the
  async_llm_engine traceback ('request_outputs = aw...'); the AttributeError line round 597 quoted is not in what the
  search returned to me, and it fails at the first request with no fitting label (WIP PR #7643 never merged). Not taken.
- vllm #1332 (api_server on GPU 0 then benchmark_throughput.py on the same GPU, 1 look-up): the chunk still stops at
  the tokenizer INFO line; the only 'OOM' is the reporter's word. Not taken.
- Tencent-Hunyuan/Hunyuan-MT #37 (2 look-ups): the stored chunk is the EngineCore traceback through load_model; neither
  the 'No HunYuanMoE layer found in model.layers' cause nor any answer is reachable (closed, no fix stored).
- vllm-ascend #10014: its stored text has the Qwen3.5-35B-A3B TP 4 launch and a commenter's diagnosis (used for the
  #11621 case's real_cause) but its title paraphrases the error; taken as the reference, not as a second case of the
  same failure.
- Seen, outside the slice, not spent: vllm #33470 (Qwen2.5-7B-Instruct-1M, same layer_idx TypeError, Jan 2026, open;
  named in round 133's skip list), vllm #12983 / #14610 and ray #51242 (same 'driver node' message).

Judgement calls for the lead:
1. vllm-24048: the stored chunk of turn 0 is the middle of the EngineCore traceback (down to base_loader); the error
   line itself is in the issue title, verbatim ('TypeError: FlashAttentionImpl.__init__() got an unexpected keyword
   argument 'layer_idx''), as rounds 448 and others accepted. Label attention_backend_feature_unsupported for kind and
   cause, as README's row reads the 'XImpl.__init__() got an unexpected keyword argument sinks' family and the two
   earlier 'sinks' fixtures (vllm-22383, gpustack-perflab) are labelled: the model's dual-chunk attention passes
   layer_idx / dual_chunk_attention_config to an attention backend that has no such parameters. The fix is read from
   merged PR #24070 (an early check for the DUAL_CHUNK_FLASH_ATTN backend); the reporter's confirmation is not stored.
2. vllm-24888: kind None, cause release_regression (README's null row: Python's own AttributeError in a statement of
   vLLM's source, arg_utils.py). The reporter's own command has a typo ('----speculative-config'); the merged fix PR
   #25142 (reviewed by hmellor: 'It is already parsed as a dict ... Only the second change is necessary') confirms a
   real vLLM bug, so I did not read the typo as the cause. The reporter's 'Root Cause' code walk-through is left out
   of the excerpt (it is close to the answer); the 'Problem' paragraph stays.
3. openrlhf-pr732: a PR description, not an issue; the error line is quoted verbatim as the one the PR fixes. Labels
   vllm_check_failed for kind and cause, as the two earlier fixtures with this message (vllm-2406, vllm-3190). The PR
   is OPEN (not merged); the cause is the message itself plus the PR author's (HollowMan6, a regular OpenRLHF
   contributor) explanation. The excerpt is thin (two sentences and the error); no version is stated (the PR links
   vLLM's ray_distributed_executor.py at commit bc1bdece, Feb 2025, about 0.7.2).
4. vllm-ascend-11621: the issue is open, 'triaged', no fix merged in the stored text; the cause is read from the
   message (an NZ-format matmul refusing a weight with a dimension of 1) together with the pasted command
   (VLLM_ASCEND_ENABLE_NZ=2) and a commenter's diagnosis on the twin issue #10014 (muziyuhui666: Qwen3.5-35B-A3B's shared
   expert gate weight (1, 2048) becomes mat2 [2048, 1] after transposition; with VLLM_ASCEND_ENABLE_NZ=2 vllm-ascend
   converts BF16/FP16 weights to FRACTAL_NZ without guarding shapes aclnnMatmulWeightNz does not support). Round 590
   reported a maintainer could not reproduce on CANN 9.0.0 -- I did not see that comment myself. Kind None, cause
   plugin_kernel_bug (the label of the one earlier Ascend plug-in kernel-parameter fixture, vllm-plugin-fl-pr361);
   the lead may prefer a new cause (e.g. nz_weight_format_unsupported) since nothing fits exactly.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round604-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #24048: Qwen2.5-14B-Instruct-1M on the V1 engine's FlashAttention backend -> unexpected keyword argument 'layer_idx'
case("vllm-24048-qwen25-14b-instruct-1m-flashattentionimpl-unexpected-keyword-layer-idx-dual-chunk",
     "https://github.com/vllm-project/vllm/issues/24048",
     "[Bug]: TypeError: FlashAttentionImpl.__init__() got an unexpected keyword argument 'layer_idx' in "
     "Qwen/Qwen2.5-14B-Instruct-1M\n"
     "\n"
     "```\n"
     "(EngineCore_0 pid=1425) ERROR 09-01 13:49:50 [core.py:700]              "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_0 pid=1425) ERROR 09-01 13:49:50 [core.py:700]   File "
     "\"/app/.venv/lib/python3.12/site-packages/vllm/utils/__init__.py\", line 3007, in run_method\n"
     "(EngineCore_0 pid=1425) ERROR 09-01 13:49:50 [core.py:700]     return func(*args, **kwargs)\n"
     "(EngineCore_0 pid=1425) ERROR 09-01 13:49:50 [core.py:700]            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_0 pid=1425) ERROR 09-01 13:49:50 [core.py:700]   File "
     "\"/app/.venv/lib/python3.12/site-packages/vllm/v1/worker/gpu_worker.py\", line 212, in load_model\n"
     "(EngineCore_0 pid=1425) ERROR 09-01 13:49:50 [core.py:700]     "
     "self.model_runner.load_model(eep_scale_up=eep_scale_up)\n"
     "(EngineCore_0 pid=1425) ERROR 09-01 13:49:50 [core.py:700]   File "
     "\"/app/.venv/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py\", line 1986, in load_model\n"
     "(EngineCore_0 pid=1425) ERROR 09-01 13:49:50 [core.py:700]     self.model = model_loader.load_model(\n"
     "(EngineCore_0 pid=1425) ERROR 09-01 13:49:50 [core.py:700]                  ^^^^^^^^^^^^^^^^^^^^^^^^",
     "attention_backend_feature_unsupported", {}, "attention_backend_feature_unsupported",
     "Qwen2.5-14B-Instruct-1M's config carries dual_chunk_attention_config, so vLLM's Qwen2 model code builds its "
     "attention layers for Dual Chunk Attention and passes layer_idx / dual_chunk_attention_config to the attention "
     "implementation. The launch left the backend to vLLM's default, the V1 engine's FLASH_ATTN backend, whose "
     "FlashAttentionImpl has no such parameters, so building the model fails with this TypeError while the worker "
     "loads the model. The model needs the dual-chunk backend (DUAL_CHUNK_FLASH_ATTN); not a memory or GPU problem.",
     "merged PR #24070 ('[Misc] Add check for dual_chunk_attention', ZJY0516, 'FIX #24048', approved by "
     "LucasWilkinson) adds an early startup check for the DUAL_CHUNK_FLASH_ATTN backend when serving "
     "Qwen2.5-14B-Instruct-1M, so the launch fails with a clear message instead of this TypeError; i.e. launch with "
     "VLLM_ATTENTION_BACKEND=DUAL_CHUNK_FLASH_ATTN as the model card does. The reporter's confirmation is not in the "
     "stored text",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title (which carries the error line verbatim) and the stored chunk of turn 0, a middle "
          "part of the EngineCore traceback down to model_loader.load_model (the last, cut line 'File .../"
          "base_loader.p...' dropped). Release not stated: the log's 'EngineCore_0' process name, core.py:700 and "
          "2025-09-01 date place it in the 0.10.1-0.10.2 era. The command, GPU and the end of the traceback lie beyond "
          "the stored chunk. vllm #33470 (Qwen2.5-7B-Instruct-1M, same TypeError, TP 4) is the same class, not taken.")

# ---------------------------------------- vllm #24888: --speculative-config '{"method": "ngram", ...}' -> AttributeError: 'SpeculativeConfig' object has no attribute 'get'
case("vllm-24888-speculative-config-ngram-cli-parsed-to-object-no-attribute-get",
     "https://github.com/vllm-project/vllm/issues/24888",
     "[Bug]: --speculative-config '{\"method\": \"ngram\", \"num_speculative_tokens\": 10, \"ngram_prompt_lookup_max\": "
     "10}' does not work\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "`vllm serve [model] ----speculative-config '{\"method\": \"ngram\", \"num_speculative_tokens\": 10, "
     "\"ngram_prompt_lookup_max\": 10}'` does not work. Pass in any model you would like.\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "## Bug: `--speculative-config` argument parsing fails with AttributeError\n"
     "\n"
     "### Problem\n"
     "When running `vllm serve (model) --speculative-config`, the command fails because the argument gets parsed "
     "differently than expected, causing it to be converted into a `SpeculativeConfig` object instead of remaining as "
     "a dictionary.\n"
     "\n"
     "```\n"
     "AttributeError: 'SpeculativeConfig' object has no attribute 'get'\n"
     "```\n"
     "\n"
     "This error occurs in `vllm/engine/arg_utils.py`, line 1458,",
     None, {}, "release_regression",
     "vLLM's CLI (Sept 2025 main / 0.10.2 era) turned the --speculative-config JSON into a SpeculativeConfig dataclass "
     "through the VllmConfig argument group, while EngineArgs' later code (arg_utils.py around line 1458) still treated "
     "speculative_config as a dict and called .get() on it, so every `vllm serve ... --speculative-config '{...}'` "
     "failed at start-up. A bug in vLLM's argument handling, not the user's config or memory.",
     "fixed by merged PR #25142 ('[Bugfix] Parse SpeculativeConfig Error', yyzxw, 'fix #24888'; reviewed by hmellor: "
     "'It is already parsed as a dict in ... arg_utils.py ... Only the second change is necessary', then 'LGTM'): a "
     "vLLM release with that PR; no workaround is stated in the issue",
     release=None, gpu=None, gpus=None,
     command="vllm serve [model] --speculative-config '{\"method\": \"ngram\", \"num_speculative_tokens\": 10, "
             "\"ngram_prompt_lookup_max\": 10}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as stored, with the reporter's '### Root Cause' section (the "
          "arg_utils.py add_argument code and 'downstream code expects it to be a dictionary and calls .get() on it, "
          "resulting in:') dropped between 'Problem' and the error block; the stored chunk ends at 'line 1458,'. The "
          "reporter's command has four dashes ('----speculative-config', kept verbatim); the title and the Problem "
          "paragraph use two, and the merged PR confirms the bug, so the typo is not read as the cause. Release not "
          "stated (2025-09-15 report).")

# ---------------------------------------- OpenRLHF PR #732: hybrid engine on several nodes, vLLM TP >= 2 -> Ray does not allocate any GPUs on the driver node
case("openrlhf-pr732-hybrid-engine-multinode-tp2-llmrayactor-any-bundle-ray-no-gpus-on-driver-node",
     "https://github.com/OpenRLHF/OpenRLHF/pull/732",
     "Make sure vLLM driver (LLMRayActor) gets scheduled to the correct placement_group\n"
     "\n"
     "So, this PR fixes the following error when running hybrid engine on multiple nodes with tp=2 or greater:\n"
     "\n"
     "> ValueError: Ray does not allocate any GPUs on the driver node. Consider adjusting the Ray placement group or "
     "running the driver on a GPU node.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "OpenRLHF's hybrid engine creates each vLLM engine inside an LLMRayActor placed in a shared Ray placement group "
     "with the default placement_group_bundle_index=-1 ('any available bundle'). With vLLM tensor parallel >= 2 across "
     "several nodes, the actor (vLLM's driver) can land on a node that holds none of that engine's TP worker bundles; "
     "vLLM's Ray executor requires at least one of its workers on the driver's node and refuses with this ValueError. "
     "A placement problem of the launching framework, not memory.",
     "not merged in the stored text (the PR is open): its change schedules each LLMRayActor onto the bundle of its own "
     "first TP worker (placement_group_bundle_index set to that engine's first bundle) so the driver shares a node with "
     "its workers. From the message: put the vLLM driver on a node where the engine's GPUs are allocated",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR title and the description's sentence quoting the error (the lines explaining "
          "placement_group_bundle_index and linking vLLM's ray_distributed_executor.py L210-L222 are dropped: they "
          "are the diagnosis). A PR description, not a bug report; the PR is open (HollowMan6, 2025-02-10). vLLM "
          "version not stated (the linked vLLM commit bc1bdece is Feb 2025, ~0.7.2). Judgement call: thin excerpt, "
          "taken because the message is vLLM's own and verbatim, and two earlier fixtures with this message exist "
          "(vllm-2406, vllm-3190).")

# ---------------------------------------- vllm-ascend #11621: v0.22.1rc1 on A2, Qwen3.6-35B-A3B, VLLM_ASCEND_ENABLE_NZ=2 -> Not support mat2 n = 1 ... FRACTAL_NZ, mat2: [2048, 1]
case("vllm-ascend-11621-v0221rc1-a2-qwen36-35b-a3b-enable-nz-2-mat2-2048x1-fractal-nz-not-supported",
     "https://github.com/vllm-project/vllm-ascend/issues/11621",
     "[Bug]: v0.22.1rc1 A2部署Qwen3.6-35B-A3B加载模型时算子报错\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Run command：\n"
     "export VLLM_USE_V1=1\n"
     "export PYTORCH_NPU_ALLOC_CONF=\"expandable_segments:True\"\n"
     "export HCCL_OP_EXPANSION_MODE=\"AIV\"\n"
     "export HCCL_BUFFSIZE=1024\n"
     "export OMP_NUM_THREADS=10\n"
     "export TASK_QUEUE_ENABLE=1\n"
     "export VLLM_ASCEND_ENABLE_NZ=2\n"
     "export VLLM_ASCEND_ENABLE_PREFETCH_MLP=1\n"
     "export VLLM_ASCEND_ENABLE_TOPK_OPTIMIZE=1\n"
     "export CPU_AFFINITY_CONF=2\n"
     "export VLLM_ASCEND_ENABLE_FLASHCOMM=1\n"
     "\n"
     "vllm serve /workspace/models/qwen3.6-35b-a3b/Qwen3.6-35B-A3B \\\n"
     "  --served-model-name MiniCPM-o-4_5 \\\n"
     "  --trust-remote-code \\\n"
     "  --tensor-parallel-size 2 \\\n"
     "  --max-num-batched-tokens 8192 \\\n"
     "  --gpu-memory-utilization 0.9 \\\n"
     "  --max-num-seqs 4 \\\n"
     "  --async-scheduling \\\n"
     "  --enable-expert-parallel \\\n"
     "  --mm-processor-cache-gb 0 \\\n"
     "  --additional-config '{\"enable_cpu_binding\":true, \"multistream_overlap_shared_expert\":true}' \\\n"
     "  --compilation-config '{\"cudagraph_mode\":\"FULL_DECODE_ONLY\"}' \\\n"
     "  --speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":3}' \\\n"
     "  --dtype bfloat16 \\\n"
     "  --port 20007\n"
     "\n"
     "```text\n"
     "(Worker_TP1_EP1 pid=1667) ERROR 07-08 08:17:45 [multiproc_executor.py:870] [PID: 1667] "
     "2026-07-08-08:17:44.189.503 AclNN_Parameter_Error(EZ1001): Not support mat2 n = 1 or k = 1 when foramt is "
     "FRACTAL_NZ, mat2: [2048, 1]\n"
     "(Worker_TP1_EP1 pid=1667) ERROR 07-08 08:17:45 [multiproc_executor.py:870]\n"
     "(Worker_TP0_EP0 pid=1666) ERROR 07-08 08:17:45 [multiproc_executor.py:870] WorkerProc failed to start.\n"
     "(Worker_TP0_EP0 pid=1666) ERROR 07-08 08:17:45 [multiproc_executor.py:870] Traceback (most recent call last):\n"
     "(Worker_TP0_EP0 pid=1666) ERROR 07-08 08:17:45 [multiproc_executor.py:870]   File "
     "\"/vllm-workspace/vllm/vllm/v1/executor/multiproc_executor.py\", line 837, in worker_main\n"
     "(Worker_TP0_EP0 pid=1666) ERROR 07-08 08:17:45 [multiproc_executor.py:870]     worker = WorkerProc(*args, "
     "**kwargs)\n"
     "...\n"
     "(Worker_TP0_EP0 pid=1666) ERROR 07-08 08:17:45 [multiproc_executor.py:870]   File "
     "\"/vllm-workspace/vllm-ascend/vllm_ascend/ops/linear.py\", line 570, in forward\n"
     "(Worker_TP0_EP0 pid=1666) ERROR 07-08 08:17:45 [multiproc_executor.py:870]     return "
     "self.custom_op.apply(input_)\n"
     "```",
     None, {}, "plugin_kernel_bug",
     "vllm-ascend v0.22.1rc1 on an Atlas A2 serving Qwen3.6-35B-A3B (BF16) with VLLM_ASCEND_ENABLE_NZ=2, which makes "
     "vllm-ascend convert BF16/FP16 linear weights to the FRACTAL_NZ layout. The MoE's shared-expert gate is a "
     "(1, 2048) weight, i.e. mat2 [2048, 1] after transposition, and CANN's aclnnMatmulWeightNz does not support an NZ "
     "mat2 with n = 1 or k = 1, so the first matmul through vllm-ascend's linear op fails while the workers start. An "
     "unguarded weight-format conversion in the plug-in, not memory or the checkpoint.",
     "no fix merged in the stored text (open, 'triaged'). The diagnosis is a commenter's on the twin issue "
     "vllm-ascend #10014 (Qwen3.5-35B-A3B, TP 4): vllm-ascend's NZ mode 2 converts weights too aggressively and should "
     "skip FRACTAL_NZ for linear weights with a dimension of 1. From that: launch without VLLM_ASCEND_ENABLE_NZ=2 "
     "(a vllm-ascend maintainer in #4960 says PR #4495 turned NZ off by default for fp16/bf16 weights) until the "
     "plug-in guards these shapes; not confirmed by the reporter",
     release="vllm-ascend v0.22.1rc1", gpu="Huawei Ascend Atlas A2 (NPU)", gpus=None,
     command="VLLM_ASCEND_ENABLE_NZ=2 ... vllm serve /workspace/models/qwen3.6-35b-a3b/Qwen3.6-35B-A3B "
             "--tensor-parallel-size 2 --enable-expert-parallel --speculative-config "
             "'{\"method\":\"mtp\",\"num_speculative_tokens\":3}' --dtype bfloat16 ...",
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the title ('A2部署Qwen3.6-35B-A3B加载模型时算子报错' = operator error while loading Qwen3.6-35B-A3B "
          "deployed on A2), the run command, and two stored chunks of the 'output of vllm serve' block: the error line "
          "with the start of TP0's traceback, and (after '...', lines between the chunks not reachable) the "
          "innermost frames reached, vllm_ascend/ops/linear.py forward. The non-default-args line and the collect_env "
          "block are dropped. Judgement call: cause read from the message plus the command's VLLM_ASCEND_ENABLE_NZ=2 "
          "and a non-maintainer's diagnosis on #10014; no fix confirmed. The number of NPUs on the machine is not "
          "stated (TP 2 used).")

if __name__ == "__main__":
    BATCH.write()
