"""Round-695 blind batch: VLLM-ASCEND 2026 (vllm-project/vllm-ascend's OWN tracker, threads from 2025-10 to 2026,
releases v0.11 - v0.2x): START-UP FAILURES AND FIRST-REQUEST FAILURES CAUSED BY THE LAUNCH ON ATLAS A2 / A3 / 300I
(ACL GRAPH CAPTURE, HCCL, MEMORY / KV CACHE SIZING ON NPUS, QUANTIZED W8A8 / W4A8 CHECKPOINTS, TORCHAIR, MTP / EAGLE,
EP / DP, VERSIONS OF CANN / TORCH-NPU); collected by helper wild695 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round695-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
2 cases:
- vllm-ascend #10834 (v0.18.0rc1, Atlas 800I A2, Qwen3-8B W4A8 quantized with group_size 256: CANN's
  'antiquantGroupSize should be 128 or 64, but actual antiquantGroupSize is [256]' for int4 weights in FRACTAL_NZ;
  a maintainer: operator restriction, VLLM_ASCEND_ENABLE_NZ=0 or re-quantize with group_size 128).
- vllm-ascend #16835 (GLM-5.3 w8a8c8 PD-disaggregated on four A3 machines with the GLM-5.2 tutorial's settings:
  MoeDistributeDispatchV2 tiling 'HCCL_BUFFSIZE_EP is too SMALL ... = 600MB, HCCL_BUFFSIZE=256MB'; the reporter
  started it after raising HCCL_BUFFSIZE to 1024, among other changes).

How mined: this slice is close to mined out. 109+ threads of this tracker were used before, and nearly every 2025-10
to 2026 start-up thread the issues corpus returned for ACL graph capture, W8A8 / W4A8 loading, MTP / EAGLE, NZ weight
format, device visibility and KV sizing was already used or named in an earlier round's skip list. The stored copies
of the remaining threads mostly hold only the description's first chunk (collect_env output, a docker run line), so
the error line or the answer is out of reach within the budget.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-spent): vllm-ascend #6002, #3389, #8393, #8370, #9596, #3868, #2258,
  #2260, #2516, #5812 (#5813), #9447, #6509, #10284, #3316, #10640, #5794, #6800, #9428, #6063, #6942, #8612, #3467,
  #14678 (claimed by this round before the skip-list check caught it: its refusal text is not in the stored window;
  not a case), #2588, #988.
- Claimed and read, no case: #9071 (GLM-5 dp2 tp8 on A3, v0.18.0: only capture progress and shm_broadcast INFO lines
  stored, the final error and the answer not reached), #8568 (DeepSeek-V3.1 on two A2 nodes, v0.17.0rc1: log stops
  after weight loading, stale), #9263 (GLM-5 W4A8 on v0.19.1rc1 A3: 'rtMemcpy ... current capture mode does not
  support this operation', open, no cause; the same family #10630 / #10995 / #11912 / #8992 is open too), #10481
  (Qwen3.5-0.8B on v0.18.0rc1 A2: description stops in the launch command, wait-feedback, stale), #10372 (Qwen3.6 MTP
  'numAcceptedTokens[0]=4 exceeds varlen segment length=3': a crash after serving a while, not the launch; the fix is
  the open plug-in PR #14161), #8511 (GLM-4.6V, max-num-batched-tokens over 2048: 'size of tensor a (24336) must
  match the size of tensor b (24335)', no answer stored), #4929 (ASCEND_RT_VISIBLE_DEVICES=1,2,3 not honoured,
  v0.11.0rc4.dev: only pip show output stored), #6790 (DeepSeek-V3.1 headless node on 0.13.0rc2 / 0.14.0rc1:
  'Value error, Cannot find the config file for ascend' -- a good error line, but the thread is open with no answer
  stored).
- Not a launch failure / not vLLM's text: #2674 (missing HCCL_BUFFSIZE check, a maintainer's design issue), PR #5287
  (CI migration A2 -> A3 with 'HCCL_BUFFSIZE is too SMALL ... 609MB, HCCL_BUFFSIZE=200MB'; a test PR), #9294 (910A
  bf16, no log), #6490 (Qwen3-ASR bf16 on fp16 model, skip-listed), #7827 (503 with no error), #8721 (garbled output).

Judgement calls for the lead:
1. vllm-ascend-10834: the error is CANN's aclnn parameter check (AclNN_Parameter_Error EZ1001), quoted in the
   EngineCore's log; no README row reads it. kind quantization_kernel_bug follows the earlier Ascend fixture
   github-easyinfer-kimi-k26-w4a8-quantmatmul-empty-tensor (an aclnn quantized-matmul refusal of what vLLM-Ascend gives
   it); cause quantization_kernel_bug too (an operator restriction on the checkpoint's group size in the NZ layout).
   quantization_mismatch or unrecognized are the alternatives. The answer is a maintainer's (kunpengW-code), pointing
   to the twin #5603; the thread is labelled 'feature request' and closed as stale, the reporter did not confirm.
2. vllm-ascend-16835: the error is CANN's MoE dispatch operator (tiling check of the HCCL window) in the worker log;
   no README row names HCCL's buffer size. kind None (not a vLLM message), cause nccl_error (HCCL is the NPU's NCCL;
   the fix is the communicator's buffer setting, HCCL_BUFFSIZE, not device memory). The reporter's own diagnosis
   ('The 1st attempt failed because HCCL_BUFFSIZE was insufficient') is in the same comment as the log and is left out
   of the excerpt; the description's sentence naming the three changes that got it started (sfa_c8 off,
   HCCLBUFFSIZE 1024, prefill MTP 1 -> 5) is left out too. Only the first attempt's failure is this case; the later
   attempts' errors are not in the stored text. The thread is a [Doc] issue, open, 'triaged'; no maintainer answer.
   Drop it if a CANN-only error line is not wanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round695-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-ascend #10834: Qwen3-8B W4A8 (group_size 256) on Atlas 800I A2, v0.18.0rc1 -> antiquantGroupSize should be 128 or 64
case("vllm-ascend-10834-qwen3-8b-w4a8-group-size-256-fractal-nz-antiquantgroupsize-128-or-64-a2-v0180rc1",
     "https://github.com/vllm-project/vllm-ascend/issues/10834",
     "[Bug]: qwen3-8B-w4a8 vllm ascend使用量化后的权重启动模型报错 antiquantGroupSize should be 128 or 64, but actual "
     "antiquantGroupSize is [256].\n"
     "\n"
     "### 🚀 The feature, motivation and pitch\n"
     "\n"
     "环境信息：altas800i a2 启动模型报错，v0.18.0.rc1\n"
     "报错：直接使用已量化的权重，启动模型提示[ERROR] 2026-06-12-08:41:39 (PID:379, Device:0, RankID:-1) ERR00100 PTA "
     "call acl api failed.\n"
     "(EngineCore pid=379) [PID: 379] 2026-06-12-08:41:39.800.815 AclNN_Parameter_Error(EZ1001): when weight's dtype is "
     "[int4], weight's format is [FRACTAL_NZ], antiquantGroupSize should be 128 or 64, but actual antiquantGroupSize is "
     "[256].\n"
     "(EngineCore pid=379)\n"
     "(APIServer pid=341) DEBUG 06-12 08:41:47 [v1/engine/utils.py:1021] Waiting for 1 local, 0 remote core engine "
     "proc(s) to start.\n"
     "(APIServer pid=341) Traceback (most recent call last):\n"
     "(APIServer pid=341)   File \"/usr/local/python3.11.14/bin/vllm\", line 6, in <module>\n"
     "(APIServer pid=341)     sys.exit(main())\n"
     "(APIServer pid=341)              ^^^^^^\n"
     "(APIServer pid=341)   File \"/vllm-workspace/vllm/vllm/entrypoints/cli/main.py\", line 75, in main\n"
     "(APIServer pid=341)     args.dispatch_function(args)\n"
     "(APIServer pid=341)   File \"/vllm-workspace/vllm/vllm/entrypoints/cli/serve.py\", line 118, in cmd\n"
     "(APIServer pid=341)     uvloop.run(run_server(args))\n"
     "(APIServer pid=341)   File \"/usr/local/python3.11.14/lib/python3.11/site-packages/uvloop/__init__.py\", line",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "vllm-ascend v0.18.0rc1 on an Atlas 800I A2 serving a Qwen3-8B W4A8 checkpoint the user quantized "
     "with group_size 256. At start-up vllm-ascend converts the int4 weights to the FRACTAL_NZ layout, and CANN's W4A8 "
     "antiquant matmul only accepts antiquant group sizes 128 or 64 for int4 weights in FRACTAL_NZ, so the engine core "
     "dies with 'antiquantGroupSize should be 128 or 64, but actual antiquantGroupSize is [256]'. An operator "
     "restriction on the checkpoint's quantization group size, not memory, length or parallelism.",
     "a vllm-ascend maintainer (kunpengW-code, 2026-06-23) in the thread: 'The same issue as #5603. This error is caused "
     "by operator restrictions. When group_size is 256, the weight cannot be converted to NZ. Solution 1: Add the "
     "export VLLM_ASCEND_ENABLE_NZ=0 parameter to the startup command to disable the conversion to NZ. Solution 2: "
     "Specify group_size as 128 and re-quantize the weight.' (A docs PR, #7262, closed unmerged, proposed changing the "
     "Qwen3-8B-W4A8 tutorial's --group_size 256 to 128.) Not confirmed by the reporter; the issue was closed as stale.",
     release="vllm-ascend v0.18.0rc1", gpu="Huawei Ascend Atlas 800I A2 (NPU)", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as stored (the template's heading is 'The feature, motivation "
          "and pitch'; the stored description ends inside the APIServer traceback at 'uvloop/__init__.py\", line'). "
          "The maintainer's answer is left out. No launch command is shown (only 'started the model with the already "
          "quantized weights'); the group_size 256 is read from the error line and the maintainer's answer. Judgement "
          "call 1 for the kind and cause.")

# ---------------------------------------- vllm-ascend #16835: GLM-5.3 w8a8c8 PD on four A3 machines with the GLM-5.2 settings -> HCCL_BUFFSIZE_EP is too SMALL (600MB needed, 256MB set)
case("vllm-ascend-16835-glm53-w8a8c8-pd-four-a3-moe-dispatch-hccl-buffsize-ep-too-small-600mb-vs-256mb",
     "https://github.com/vllm-project/vllm-ascend/issues/16835",
     "[Doc]: GLM5.3PD分离参考5.2配置拉起失败\n"
     "\n"
     "### 📚 The doc issue\n"
     "\n"
     "文档中GLM 5.3 PD分离参考5.2，按照5.2配置拉起失败。\n"
     "使用配置为  w8a8c8 A3 四机：\n"
     "\"prefill\": {\"dp_size\": 1, \"pp_size\": 2, \"tp_size\": 16, \"pp_layer_partition\": \"41,37\"},\n"
     " \"decode\": { \"dp_size\": 16, \"tp_size\": 2}\n"
     "\n"
     "...\n"
     "\n"
     "```text\n"
     "[ERROR] 2026-09-16-11:00:43 (PID:1035, Device:1, RankID:-1) ERR00100 PTA call acl api failed.\n"
     "[PID: 1035] 2026-09-16-11:00:43.191.752 Execution_Error(EZ1008): Failed to execute operator "
     "MoeDistributeDispatchV2_4507. Reason: Failed to execute tiling function.\n"
     "        Solution: 1.If the tiling function does not exist, check whether the tiling function is registered "
     "successfully. 2.If the tiling function fails to be executed, check the implementation logic of the tiling "
     "function.\n"
     "TraceBack (most recent call last):\n"
     "        HCCL_BUFFSIZE_EP is too SMALL, maxBs = 64, h = 6144,NEEDED_HCCL_BUFFSIZE_HIERARCHY((moeExpertNum * maxBs * "
     "(h * MAX_OUT_DTYPE_SIZE + (3 * (k + 7) / 8 * 8) *sizeof(uint32_t) + 64) + 404 * 1024 * 1024)) = 600MB, "
     "HCCL_BUFFSIZE=256MB.[FUNC:CheckActualWinSize][FILE:moe_distribute_combine_v2_tiling.cpp][LINE:104]\n"
     "        Tiling check actual window size failed.[FUNC:CheckWinSize][FILE:moe_distribute_combine_v2_tiling.cpp]"
     "[LINE:165]\n"
     "        Get WinSize failed.[FUNC:CheckAndCalWinSize][FILE:moe_distribute_dispatch_v2_tiling.cpp][LINE:1403]\n"
     "        Tiling check window size failed.[FUNC:CheckSizeAndSetRelevantCfg][FILE:moe_distribute_dispatch_v2_tiling"
     ".cpp][LINE:1623]\n"
     "        Check UB/window size or set workspace/hcomm cf",
     None, {}, "nccl_error",
     "GLM-5.3 (w8a8c8) deployed prefill/decode-disaggregated on four Atlas A3 machines (prefill dp1 pp2 tp16, decode "
     "dp16 tp2) with the settings of vllm-ascend's GLM-5.2 tutorial, which the GLM-5.3 docs point to. The MoE layers' "
     "expert-parallel dispatch/combine (CANN's MoeDistributeDispatchV2 / CombineV2, run over HCCL) place their tokens in "
     "the HCCL communication window; with HCCL_BUFFSIZE=256 (MB) the window is smaller than the 600 MB the operator's "
     "tiling check computes for this model and batch (maxBs 64, hidden 6144), so the operator refuses to run and the "
     "launch fails. An HCCL buffer-size setting too small for the model, not NPU memory, max-model-len or the "
     "checkpoint.",
     "the reporter's own follow-up in the thread (dh504906931, 2026-09-18): the first attempt failed because "
     "HCCL_BUFFSIZE was insufficient; the service came up after raising HCCL_BUFFSIZE to 1024 (together with two other "
     "changes for later failures: sfa_c8 turned off, and the prefill node's MTP num_speculative_tokens 1 -> 5 to match "
     "the decode node). From the error line itself: HCCL_BUFFSIZE of at least 600 MB for this EP dispatch. No "
     "maintainer answer stored (a maintainer asked for the full log; the issue is open, 'triaged').",
     release=None, gpu="Huawei Ascend Atlas A3 (NPU)", gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title, the description's first paragraph (the config lines), then '...' and the log block "
          "of the reporter's comment as stored, cut by the stored text at 'set workspace/hcomm cf'. Left out: the "
          "description's sentence naming the three changes that got the service up (repeated under 'Suggest a "
          "potential alternative/fix'), the maintainer's request for logs, and the comment's heading 'The 1st attempt "
          "failed because HCCL_BUFFSIZE was insufficient'. The vllm-ascend release is not named in the stored text "
          "(GLM-5.3 on the 0.2x docs); the number of NPUs per machine is not stated. Judgement call 2 for the kind "
          "and cause.")

BATCH.write()
