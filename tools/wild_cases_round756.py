"""Round-756 blind batch: DISTRIBUTED START-UP FAILURES (NCCL errors, Ray cluster / placement group errors, multi-node
launches, torch.distributed init timeouts, custom all-reduce, shared memory (/dev/shm) when vLLM starts with
TP/PP/DP > 1), from any repository; collected by helper wild756 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round756-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt. Every
source was checked against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' skip lists
before it was spent on, and claimed in CLAIMS.txt.

Look-ups: 40 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
1 case: vllm PR #47751 (consumer Blackwell sm_12x, 2-GPU tensor parallel: vLLM's custom all-reduce aborts with
'custom_all_reduce.cuh:455 'invalid argument'' during CUDA-graph capture; the kernels are built only for sm_90 /
sm_100; --disable-custom-all-reduce, and the PR auto-disables it on the 12.x family).

The slice is mined out. Rounds 136, 240, 294, 332, 350, 398, 516, 525, 571, 642, 652 and 657 cut the same or
overlapping slices, and nearly every thread the 40 searches returned (NCCL unhandled system / cuda errors, ncclShmOpen
and /dev/shm in docker, Gloo connectFullMesh, Ray placement groups and VLLM_HOST_IP, TCPStore / store-based-barrier
timeouts, 'Duplicate GPU detected', custom all-reduce 'invalid argument', /dev/shm fail-fast, DP handshakes, WSL2,
ROCm / RCCL, Ascend HCCL, Gaudi HCCL, DeepEP / NVSHMEM, external_launcher world size) was already a fixture or named
in an earlier round's skip list. The few fresh threads had the error line but no cause in the stored chunks (or the
reverse); the search tool shows one chunk per thread, so an answer that is not in the returned chunk cannot be read.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures): vllm #1710, #7815, #2406, #5094, #7074, #18986, #3688, #20226, #39774,
  #28997, #15217, #12132, PR #50606; MiniMax-AI/MiniMax-01 #42; xorbitsai/inference #2836; pytorch #145170; verl #161;
  gpustack #2125, #5014, #6019, #6221 (fixture gpustack-pr6236-...-must-not-use-headless); huggingface/trl PR #3310,
  #3446; NVIDIA/nccl #2101; ppc64le/build-scripts PR #8660; intel/intel-xpu-backend-for-triton #7763;
  open-compass/VLMEvalKit #561; benchflow-ai/posttrainarena PR #46.
- Named in earlier rounds' skip lists (not re-opened): vllm #15255, #6574, #4618, #4383, #10626, #10453, #13052,
  #13909, #12670, #13388, #19670, #1401, #44878, #21438, #16978, #5458, #21661, #6732, #13200, #9329, #5613, #9046,
  #4114, #13521, #7699, #15687, #13557, #5785, #1771, #859, #1393, #1111, #789, #18805, #8691, #4639, #5161, #4411,
  #4140, #6308, #7772, #29670, #47266, #7951, #36221, #26899, PR #43095, PR #48879; verl #1096, #967, #1501;
  vllm-ascend #5135, #2712, #3196, #11542, #3162; vllm-project/aibrix #927; lm-evaluation-harness #2379;
  llm-compressor #1151; ray-project/ray #59778, #63917; NovaSky-AI/SkyRL #87; OpenRLHF #1193; allenai/open-instruct
  #526; microsoft/WSL #12467; gpustack #5056, #4028; 1CatAI/1Cat-vLLM #430, #652; nlzy/vllm-gfx906 #5;
  MoonshotAI/Kimi-K2 #122; NVIDIA/dgx-spark-playbooks #63 (claimed by this helper before the skip lists were
  checked; named given-up in several earlier rounds; not spent on).
- Claimed, error or cause not in the stored chunks reached (candidates only if a later tool shows more of the thread):
  vllm #24036 (VLLM_USE_V1=0 with --tensor-parallel-size 1 --data-parallel-size 8 on the v0.9.2 image, H20:
  'Timed out after 601 seconds waiting for clients. 1/8 clients joined.'; the title asks 'Does V0 support DP?'; closed,
  no answer in the reached chunk; a maintainer on vllm #16978 says data parallelism is only implemented for V1, which is
  another thread, so not taken); vllm #16514 (docker TP>1, Gloo 'Timed out waiting 1800000ms for send operation' in
  is_in_the_same_node; open; not searched further); QwenLM/Qwen #1028 (vllm-gptq fork, TP=4 on 8x A100 'NCLL error';
  the chunk stops in the Ray traceback, no answer reached); MiniMax-AI/MiniMax-M2.5 #30 (4-node slurm Ray TP4 x PP4,
  VLLM_USE_V1=0; only the job script stored, open); ROCm/legacy-rocm-build #3956 (AMD TP2 --distributed-executor-backend
  mp, 'Worker VllmWorkerProcess pid 6855 died, exit code: -15', NCCL error in the title; no answer reached), #3460
  (MI210 TP2 under the ROCm fork's torchrun default; the chunk stops in create_engine_config); kyuz0/amd-r9700-vllm-
  toolboxes #3 (R9700 TP2 'RuntimeError: NCCL error: unhandled cuda error' / 'WorkerProc failed to start'; the
  maintainer asks for kernel / firmware, no fix reached), #13 (open, a long debugging account, no fix);
  foundation-model-stack/fastsafetensors #36 (DGX Spark two-node Ray TP2 with --load-format fastsafetensors, closed;
  the error line and the 'fix from @bbrowning' are not in the reached chunks).
- Not vLLM, not a start-up failure, or no error text: sgl-project/sglang #3226, #7888; NVIDIA/Megatron-LM #71, #782,
  #877, #661; Peterande/D-FINE #289; horovod #3929; csguoh/MambaIR #39; fairchem #597; NVIDIA/nccl #1241, #356, #241,
  #442, #2186, #1769; deepseek-ai/DeepEP #133, #289, #143; kvcache-ai/Mooncake #605; NVIDIA-NeMo/Megatron-Bridge
  #5050; ggml-org/llama.cpp #21883; NVIDIA/TensorRT-LLM #1670; MiaAI-Lab/Qwen3.8-Flash-Next-Dual-DGX-Sparks #3 (sglang
  hang); vast-ai/base-image PR #233 (NCCL 2.30 NVLS hang, no error); spark-arena/sparkrun #292 (a stall);
  mark-ramsey-ri/vllm-dgx-spark #1 (performance); vllm-ascend #11019 (garbled TP16 output and an Ascend quantization
  error, several problems), #7632 (a compile traceback under Ray), #2146, #2390, #8900; verl #6608 (HCCL, no cause
  reached); HabanaAI/vllm-fork #1398, #1948, #776, #300; opea-project/Enterprise-RAG #84; ROCm/vllm #390 (a hang);
  ROCm/rccl #1454, #1129 (RCCL tests); vllm #2817 (wrong output at TP8), #2794 (a list of ROCm workarounds),
  #12026, #9681, #16547, #13535, #21438 (runtime), #18702, #16588, #9206, #12950 (usage / feature); vllm-project/
  production-stack #899 (a feature ask); fix or feature PRs without a user's log: vllm PR #51469, #27282, #13591,
  #29833, #13896, #12166, #7756, #5619, #15071, #1125, #2760, #21203; 1CatAI/1Cat-vLLM PR #431; wtdcode/vllm-backport
  #97 (degenerate output after a driver update, no error).

Judgement calls for the lead:
1. vllm-pr47751 is a fix PR (open in the stored copy, 2026-07-06), not a user's launch thread: the error is the PR
   author's retelling in a code span (`custom_all_reduce.cuh:455 'invalid argument'`), not a pasted log; no command,
   release or GPU count of one user. Kind allocator_config_incompatible, as README's row reads vLLM's custom all-reduce
   refusing an IPC buffer with no allocator named ("custom_all_reduce.cuh:455 'invalid argument'",
   --disable-custom-all-reduce first), and as the fixture vllm-48466 labels the same line; cause
   custom_allreduce_unsupported (the earlier fixtures' cause for a custom all-reduce the GPU / topology cannot run).
   The text places the abort "during cudagraph capture"; README's cuda_graph_unsupported row reads a custom all-reduce
   fault under the capture (its :164 'an illegal memory access' line), so the lead may prefer cuda_graph_unsupported
   for the kind. Drop the case if fix-PR cases are unwanted.
2. The excerpt of vllm-pr47751 leaves out the PR title ('Disable custom all-reduce on consumer Blackwell (sm_12x)'),
   the opening 'Auto-disable ... fall back to NCCL all-reduce' line, the sentence that states the cause (kernels built
   only for sm_90 / sm_100, CUSTOM_ALL_REDUCE_MAX_SIZES without 12.x), the sentence 'Today users must pass
   --disable-custom-all-reduce manually' and everything after (the fix and its tests): all of that is the answer.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round756-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm PR #47751: consumer Blackwell sm_12x, 2-GPU TP -> custom_all_reduce.cuh:455 'invalid argument' at capture
case("vllm-pr47751-sm12x-consumer-blackwell-tp2-custom-allreduce-455-invalid-argument",
     "https://github.com/vllm-project/vllm/pull/47751",
     "On consumer Blackwell (sm_120 / sm_121 \u2014 RTX PRO 6000, RTX 50-series, GB10/DGX Spark) the kernel's IPC / "
     "peer-mapping path aborts with `custom_all_reduce.cuh:455 'invalid argument'` during cudagraph capture, killing "
     "the TP worker.\n"
     "\n"
     "The existing topology guards don't catch this: they only disable custom all-reduce for **more than two** "
     "PCIe-only GPUs, so a 2-GPU tensor-parallel setup passes the checks, enables the kernel, and then crashes at "
     "capture.",
     "allocator_config_incompatible", {}, "custom_allreduce_unsupported",
     "vLLM's custom all-reduce CUDA kernels are only built and tuned for sm_90 / sm_100 (CUSTOM_ALL_REDUCE_MAX_SIZES "
     "lists 9.0 / 10.0 / 10.3 and no 12.x). On consumer Blackwell (sm_120 / sm_121: RTX PRO 6000, RTX 50-series, "
     "GB10 / DGX Spark) the kernel's IPC / peer-mapping path aborts with custom_all_reduce.cuh:455 'invalid argument' "
     "during CUDA-graph capture and kills the TP worker. vLLM's topology guards only disable custom all-reduce for more "
     "than two PCIe-only GPUs, so a 2-GPU tensor-parallel launch enables it. A GPU-architecture limit of the custom "
     "all-reduce, not memory, length or the model.",
     "per the PR author (NicholausAShupe, vllm PR #47751, 2026-07-06, open in the stored copy; it 'Fixes the \"Issue "
     "9a \u2014 Custom all-reduce kernel crash\" blocker reported in #47266'): until then users must pass "
     "--disable-custom-all-reduce, so tensor-parallel all-reduce falls back to NCCL; the PR makes vLLM auto-disable "
     "custom all-reduce on the whole compute-capability 12.x family (CustomAllreduce._is_unsupported_arch) and fall "
     "back to NCCL all-reduce.",
     release=None, gpu="consumer Blackwell sm_120 / sm_121 (RTX PRO 6000, RTX 50-series, GB10 / DGX Spark)",
     gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: two paragraphs of the PR description (the author's account of the failure); the title, the "
          "'Auto-disable ...' line, the cause sentence (kernels built only for sm_90 / sm_100), 'Today users must "
          "pass --disable-custom-all-reduce manually' and the fix / test sections are left out (judgement calls 1 "
          "and 2). A fix PR; the error line is the author's retelling in a code span, no user's command, release or "
          "GPU count. Release not stated (vLLM main, July 2026). --tensor-parallel-size above 2 is listed as wrong: "
          "a larger TP only sidesteps the guard on PCIe and is not a fix for a 2-GPU box.")

BATCH.write()
