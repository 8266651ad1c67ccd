"""Round-516 blind batch: DISTRIBUTED start-up failures of vLLM (NCCL errors, custom / fused all-reduce and P2P checks,
pipeline-parallel refusals, multi-node Ray / placement groups, expert / data parallel, gloo and torch.distributed
time-outs), 2024-2026, from any repository's issues and from stored web pages; collected by helper wild516 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round516-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues / pages corpus shows it; the fix is left out of the excerpt.

Look-ups: 36 of the 40 allowed: 35 ``search`` (32 corpus=issues, 3 corpus=pages) and 1 ``fetch``
(github:vllm-project/vllm, refused: the snapshot is 1.1 GB, over the 500 MB limit). No budget refusal was met;
collecting stopped because the slice is mined out (almost every thread the searches brought was already in
/work/coord/USED_SOURCES.txt or an earlier round's skip list). 5 cases: vllm #34891 (FlashInfer fused all-reduce
workspace, '[SymmDeviceMemory] Device does not support multicasting', fixed by PR #35085), NVIDIA/nccl #2101 (vLLM TP=2
on VMware H100 vGPUs with UVM disabled: 'init.cc:426 NCCL WARN Cuda failure 'operation not supported''), bestnetllc.co.jp
blog (GPUStack + vLLM 0.17.1, pipeline_parallel=2 over two nodes of 2x V100, Ray '_TorchTensorAcceleratorChannel'
AttributeError; TP=4/PP=1 fixed it), vllm #7684 (PP refused for a vision-language model, the 2024 architecture list),
vllm #44003 (MiniMax-M2.5-int4 Lamport all-reduce workspace, cudaErrorPeerAccessUnsupported, regression since PR
#43410). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip
lists before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier skip lists (not re-opened): vllm #10626, #7800, #6732, #9329,
  #406, #18986, #44878, #29447, #13093, #17980, #29265, #7815, #14413, #14415, #3293, #14610, #6956, #13388, #12983,
  #4639, #2406, #2652, #414, #596, #11797, #52435, #5779, #7074, #5094, #6370, #6329, #12526, #52907, #1401, #19670,
  #28407, #9015, #16231, #33685, #45455 / PR #45810, #9844, #43095, #15071, #13521, #7699, #8908, #8691, #4383, #7466,
  #4618, #1710, #8286, #10453, #3710, #21633, #19613, #20226, #4114, #22702, #6407, #7201, #6201, #11560, #21661;
  akash-network/awesome-akash #543; ai-dynamo/dynamo #1229; verl #6677, #967; huggingface/trl #3310, #3446;
  ray-project/ray #51193, #51154, #51242, #63917; ray-project/kuberay #3436; EleutherAI/lm-evaluation-harness #2410;
  THU-KEG/AdaptThink #1; MIV-XJTU/FSDrive #21; gpustack #2259, #885, #814, #2125; vllm-project/vime PR #186;
  NovaSky-AI/SkyRL #87; vllm-ascend #167, #2248; NVIDIA/nccl #1672; MiniMax-AI/MiniMax-01 #42.
- Error line not in the stored chunk / no cause reached: vllm #12614 and #14109 (pcpLiu, Ray GPU-missing on the head
  node and fractional-GPU resource names: only collect_env chunks came back), #25937 (youkaichao, 'CUDA driver error:
  invalid argument' in SymmMemCommunicator rendezvous on some TP8 machines; closed stale, no cause stored), #38550
  (B200 TP2 on a CUDA_VISIBLE_DEVICES subset, a hang, no error line), #37623 (A10G, the same fused all-reduce
  'multicasting' class as #34891; only its fix PR #37662 came back), #19188 (v0.9.0.1 docker, NCCL 'operation not
  supported' under torchrun; only the environment chunk), #9369 (nvls.cc:246 'initialization error', no answer in the
  chunk), #4195 (title-only lower-cased 'undefined symbol: ncclcommregister'; maintainer says broken torch, the
  reporter says a driver upgrade fixed it -- mixed), #4341 (single GPU under WSL, not distributed), #28283 (CUDA 13 base
  image, TP>1 hang, no error line); kyuz0/amd-strix-halo-vllm-toolboxes #80 (DeepSeek V4 Flash over a Ray cluster of
  Strix Halo boxes, open, traceback without the error line); deepseek-ai/DeepEP #584 and sglang #19033 (SGLang, not
  vLLM); NVIDIA-NeMo/RL #564 / PR #636 (NCCL 'invalid argument' in NeMo-RL's own weight-update communicator between the
  trainer and vLLM workers, not vLLM's start-up); NVIDIA/nccl #1647, #2076 (not vLLM).
- Not a vLLM thread or no log: Alpha-VLLM/LLaMA2-Accessory #166 and the other 'Distributed package doesn't have NCCL
  built in' hits (Windows training scripts, not vLLM); runlocalai.co, theneuralbase.com, kubernetes.recipes and
  hackmd.io pages (generic advice, no user log); vllm PRs #30894, #37378, #48665, #30936, #38154, #28443, #43053,
  #52075, #47041, #30174, #34238 (DCP error-message rewording, no user log).

Judgement calls for the lead:
1. vllm-34891: kind None (no message kind names FlashInfer's '[SymmDeviceMemory] Device does not support
   multicasting.'); cause custom_allreduce_unsupported (used once before, 1cat-vllm-652): the failing piece is vLLM's
   fused all-reduce (AllReduceFusionPass creating a FlashInfer TRT-LLM IPC workspace) on a GPU topology without
   NVSwitch multicast. The merged PR #35085 treats it as a vLLM bug (missing fallback); the lead may prefer
   release_regression. The error line itself is only in the issue title; the traceback chunks shown are from two
   worker ranks of the same log.
2. nccl-2101: kind and cause nccl_error. No fix is in the stored text (closed); the cause is read from the reporter's
   own reproduction (VMware VM, 2x H100 vGPU H100XM-80C, UVM disabled at the hypervisor, NCCL 2.27.5, fails the same
   way in a minimal torch.distributed script), which the title summarises. The vLLM version is not in the chunks.
3. bestnetllc-...-pp2: a stored blog post (pages corpus), not an issue. Not a crash at start-up in the strict sense:
   the model started and the engine crashed minutes after the first chat messages; taken as 'failing at its first
   requests because of how it was launched' (PP=2 across two nodes of V100-PCIe). The printed error is Ray's
   AttributeError, which the author calls a teardown bug, and the author's diagnosis (V100-PCIe cannot do the GPU
   channel between PP stages) is theirs, not a maintainer's; the fix (TP=4, PP=1) worked for them. kind None, cause
   pp_unsupported; the lead may prefer dependency_version_mismatch (Ray 2.54.0) if it reads the AttributeError as the
   cause.
4. vllm-7684: a feature request whose body carries the verbatim NotImplementedError; the reporter names no model
   (vision-language models in general), the maintainer points to PR #7168. kind/cause pp_unsupported as the earlier
   fixtures with this message (vllm-9015, vllm-9844).
5. vllm-44003: the error name (cudaErrorPeerAccessUnsupported) is only in the title; the stored chunks show the
   Lamport workspace traceback and the environment (vLLM 0.21.1rc1.dev433, NCCL 2.28.9, 8 GPUs in the topology
   table). The cause is the reporter's bisection to PR #43410 (closed); no fix comment stored. kind None, cause
   release_regression.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round516-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #34891: Qwen3.5, TP >= 3, fused all-reduce pass -> [SymmDeviceMemory] Device does not support multicasting
case("vllm-34891-qwen35-tp-allreduce-fusion-flashinfer-symmdevicememory-no-multicast",
     "https://github.com/vllm-project/vllm/issues/34891",
     "# [Bug]: RuntimeError: [SymmDeviceMemory] Device does not support multicasting.\n"
     "\n"
     "```text\n"
     "(Worker_TP1 pid=417) ERROR 02-19 10:46:04 [multiproc_executor.py:863]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP1 pid=417) ERROR 02-19 10:46:04 [multiproc_executor.py:863]   File \"/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py\", line 1787, in _call_impl\n"
     "(Worker_TP1 pid=417) ERROR 02-19 10:46:04 [multiproc_executor.py:863]     return forward_call(*args, **kwargs)\n"
     "(Worker_TP1 pid=417) ERROR 02-19 10:46:04 [multiproc_executor.py:863]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP1 pid=417) ERROR 02-19 10:46:04 [multiproc_executor.py:863]   File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen3_5.py\", line 726, in forward\n"
     "(Worker_TP1 pid=417) ERROR 02-19 10:46:04 [multiproc_executor.py:863]     hidden_states = self.language_model.model(\n"
     "(Worker_TP1 pid=417) ERROR 02-19 10:46:04 [multiproc_executor.py:863]                     ^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP1 pid=417) ERROR 02-19 10:46:04 [multiproc_executor.py:863]   File \"/usr/local/lib/python3.12/dist-packages/vllm/compilation/decorators.py\", line 556, in __call__\n"
     "(Worker_TP1 pid=417) ERROR 02-19 10:46:04 [multiproc_executor.py:863]     self.aot_compiled_fn = self.aot_compile(*args, **kwargs)\n"
     "...\n"
     "(Worker_TP2 pid=418) ERROR 02-19 10:46:04 [multiproc_executor.py:863]   File \"/usr/local/lib/python3.12/dist-packages/vllm/compilation/passes/fusion/allreduce_rms_fusion.py\", line 732, in __init__\n"
     "(Worker_TP2 pid=418) ERROR 02-19 10:46:04 [multiproc_executor.py:863]     self.workspace = flashinfer_comm.create_allreduce_fusion_workspace(\n"
     "(Worker_TP2 pid=418) ERROR 02-19 10:46:04 [multiproc_executor.py:863]                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP2 pid=418) ERROR 02-19 10:46:04 [multiproc_executor.py:863]   File \"/usr/local/lib/python3.12/dist-packages/flashinfer/comm/allreduce.py\", line 401, in create_allreduce_fusion_workspace\n"
     "(Worker_TP2 pid=418) ERROR 02-19 10:46:04 [multiproc_executor.py:863]     return TRTLLMAllReduceFusionWorkspace(\n"
     "(Worker_TP2 pid=418) ERROR 02-19 10:46:04 [multiproc_executor.py:863]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP2 pid=418) ERROR 02-19 10:46:04 [multiproc_executor.py:863]   File \"/usr/local/lib/python3.12/dist-packages/flashinfer/comm/allreduce.py\", line 117, in __init__\n"
     "(Worker_TP2 pid=418) ERROR 02-19 10:46:04 [multiproc_executor.py:863]     self._internal_workspace = trtllm_create_ipc_workspace_for_all_reduce_fusion(\n"
     "```",
     None, {}, "custom_allreduce_unsupported",
     "Serving a Qwen3.5 model with tensor parallelism (at least three workers, Worker_TP2 in the log) in a vLLM build of "
     "February 2026: while compiling the model, vLLM's AllReduceFusionPass asked FlashInfer to create its fused "
     "all-reduce (TRT-LLM IPC) workspace, which allocates SymmDeviceMemory that needs NVSwitch multicast. On GPUs "
     "without NVSwitch (NVLink-bridge-only or PCIe topologies, per the fix PR) FlashInfer raises 'Device does not "
     "support multicasting' and vLLM had no fallback, so every worker died at start-up. A GPU-topology / fused "
     "all-reduce problem, not memory.",
     "merged PR vllm-project/vllm #35085 ('Fixes #34891', haosdent, 2026-02-23): catch the RuntimeError when the "
     "FlashInfer workspace cannot be created, log a warning and leave the AllReduceFusionPass disabled, so the model "
     "falls back to the non-fused all-reduce and starts. On a release without it: turn the fusion off "
     "(fuse_allreduce_rms=false in the compilation config), as PR #48075 describes for the same class",
     release="not stated (vLLM main, February 2026; fixed by PR #35085)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the issue title, then the two traceback chunks the stored text shows (Worker_TP1's upper frames and "
          "Worker_TP2's lower frames of the same log; '...' marks the gap between them). The RuntimeError line itself "
          "is only in the title. GPU model and count are not in the stored chunks; the fix PR names H200/H100 with "
          "NVLink bridge only or PCIe as the affected topologies.")

# ---------------------------------------- NVIDIA/nccl #2101: vLLM TP=2 on VMware 2x H100 vGPU (UVM disabled) -> init.cc:426 NCCL WARN Cuda failure 'operation not supported'
case("nccl-2101-vllm-tp2-vmware-h100-vgpu-uvm-disabled-init-cc-426-operation-not-supported",
     "https://github.com/NVIDIA/nccl/issues/2101",
     "# [Issue]: NCCL 2.27.5 fails with \"operation not supported\" (init.cc:426) on VMware vGPU when UVM is disabled, "
     "ignoring CUMEM disable flags\n"
     "\n"
     "[2026-04-13 19:52:24] pais-modelendpoint-c3dea45f-4e72-4a34-8888-7c855e768973-8579zt8:508:508 [0] init.cc:426 NCCL WARN Cuda failure 'operation not supported'\n"
     "pais-modelendpoint-c3dea45f-4e72-4a34-8888-7c855e768973-8579zt8:508:508 [0] NCCL INFO init.cc:1437 -> 1\n"
     "pais-modelendpoint-c3dea45f-4e72-4a34-8888-7c855e768973-8579zt8:508:508 [0] NCCL INFO init.cc:1832 -> 1\n"
     "pais-modelendpoint-c3dea45f-4e72-4a34-8888-7c855e768973-8579zt8:508:508 [0] NCCL INFO init.cc:1858 -> 1\n"
     "(Worker pid=508) INFO 04-13 19:52:24 [multiproc_executor.py:749] Parent process exited, terminating worker\n"
     "(Worker pid=509) INFO 04-13 19:52:24 [multiproc_executor.py:749] Parent process exited, terminating worker\n"
     "(Worker pid=509) ERROR 04-13 19:52:24 [multiproc_executor.py:800] WorkerProc failed to start.\n"
     "(Worker pid=509) ERROR 04-13 19:52:24 [multiproc_executor.py:800] Traceback (most recent call last):\n"
     "(Worker pid=509) ERROR 04-13 19:52:24 [multiproc_executor.py:800]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/multiproc_executor.py\", line 771, in worker_main\n"
     "(Worker pid=509) ERROR 04-13 19:52:24 [multiproc_executor.py:800]     worker = WorkerProc(*args, **kwargs)\n"
     "(Worker pid=509) ERROR 04-13 19:52:24 [multiproc_executor.py:800]              ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "(Worker pid=508) ERROR 04-13 19:52:24 [multiproc_executor.py:800]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py\", line 265, in init_device\n"
     "(Worker pid=508) ERROR 04-13 19:52:24 [multiproc_executor.py:800]     init_worker_distributed_environment(\n"
     "(Worker pid=508) ERROR 04-13 19:52:24 [multiproc_executor.py:800]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py\", line 945, in init_worker_distributed_environment\n"
     "(Worker pid=508) ERROR 04-13 19:52:24 [multiproc_executor.py:800]     ensure_model_parallel_initialized(\n"
     "(Worker pid=508) ERROR 04-13 19:52:24 [multiproc_executor.py:800]   File \"/usr/local/lib/python3.12/dist-packages/vllm/distributed/parallel_state.py\", line 1747, in ensure_model_parallel_initialized\n"
     "...\n"
     "(APIServer pid=355)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/utils.py\", line 951, in launch_core_engines\n"
     "(APIServer pid=355)     wait_for_engine_startup(\n"
     "(APIServer pid=355)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/utils.py\", line 1010, in wait_for_engine_startup\n"
     "(APIServer pid=355)     raise RuntimeError(\n"
     "(APIServer pid=355) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n"
     "/usr/lib/python3.12/multiprocessing/resource_tracker.py:279: UserWarning: resource_tracker: There appear to be 2 leaked shared_memory objects to clean up at shutdown\n"
     "\n"
     "### Steps to Reproduce the Issue\n"
     "\n"
     "  1. Provision a VMware VM with 2x H100 vGPUs using the H100XM-80C profile.\n"
     "  2. Ensure UVM is disabled at the hypervisor level (do not set pciPassthruX.cfg.enable_uvm=1).\n"
     "  3. Install PyTorch with NCCL 2.27.5.",
     "nccl_error", {}, "nccl_error",
     "A vLLM (V1, multiproc executor) model endpoint with tensor parallelism over two H100 vGPUs (H100XM-80C profile) in "
     "a VMware VM whose hypervisor has Unified Memory (UVM) disabled for the passthrough devices. NCCL 2.27.5 fails in "
     "communicator init (init.cc:426 'operation not supported') because a CUDA call it makes is not supported on that "
     "vGPU configuration -- and per the title it does so even with the CUMEM-disable flags set -- so "
     "ensure_model_parallel_initialized dies in every worker and the engine core never starts. The reporter reproduces "
     "it with a bare torch.distributed script, so it is the virtualised GPU / NCCL combination, not vLLM or memory.",
     "no fix reached in the stored text (closed). The reporter's reproduction steps point at the hypervisor setting: the "
     "failure needs UVM disabled, i.e. enabling UVM for the vGPUs (pciPassthruX.cfg.enable_uvm=1) is the evident remedy; "
     "NCCL_CUMEM_ENABLE=0 did not help according to the title",
     release="not stated (vLLM V1 multiproc executor, April 2026; NCCL 2.27.5)", gpu="NVIDIA H100 vGPU (H100XM-80C, VMware)",
     gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the issue title, the NCCL WARN lines and the vLLM worker / API-server traceback as the stored chunks "
          "show them ('...' marks gaps between chunks), and the first three reproduction steps (the minimal torch "
          "script after them is left out). The vLLM version and the model are not in the chunks read.")

# ---------------------------------------- bestnetllc blog: GPUStack v2.1.1 + vLLM 0.17.1, Qwen2.5-14B, PP=2 over 2 nodes x 2 V100 -> Ray _TorchTensorAcceleratorChannel AttributeError at first chats
case("bestnetllc-gpustack-2node-4x-v100-pp2-vllm-0171-ray-accelerator-channel-attributeerror",
     "https://bestnetllc.co.jp/docs/resolving-the-issue-where-pipeline_parallel2-crashes-on-v100/",
     "Resolving the issue where pipeline_parallel=2 crashes on V100\n"
     "\n"
     "AI-GPUST01: GPU-Worker-A / Tesla V100×2  |  AI-GPUST02: GPU-Worker-B / Tesla V100×2  |  GPUStack v2.1.1 / vLLM "
     "0.17.1 / Ray 2.54.0 / CUDA 12.9\n"
     "\n"
     "Symptoms Observed #\n"
     "\n"
     "The model started normally, but the engine invariably crashed several minutes to tens of minutes after sending a "
     "chat message. The following errors were repeatedly logged.\n"
     "\n"
     "AttributeError: '_TorchTensorAcceleratorChannel' object\n"
     "has no attribute '_accelerator_group'.\n"
     "Did you mean: '_accelerator_group_id'?\n"
     "\n"
     "ray.exceptions.ActorUnavailableError: The actor is temporarily unavailable:\n"
     "  RpcError: RPC error: Socket closed rpc_code: 14.",
     None, {"pipeline_parallel_size": 2}, "pp_unsupported",
     "Qwen2.5-14B-Instruct served by GPUStack v2.1.1 with vLLM 0.17.1 on a two-node Ray cluster (Ray 2.54.0) of two "
     "Tesla V100 each, launched with pipeline_parallel=2 (one stage per node). The activations between pipeline stages "
     "go through Ray's accelerator channel (_TorchTensorAcceleratorChannel); per the author its set-up fails on the "
     "V100-PCIe cards (no NVLink / fast GPU P2P), and the AttributeError is Ray 2.54.0 failing in the teardown after "
     "that crash. The pipeline-parallel layout across these GPUs is the cause, not memory.",
     "the author's fix (the blog post): relaunch with tensor_parallel=4 / pipeline_parallel=1 across the four V100s; "
     "that ran stably, and the freed memory let them extend the context to 64K",
     release="0.17.1 (GPUStack v2.1.1, Ray 2.54.0, CUDA 12.9)", gpu="Tesla V100 (PCIe)", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="A stored blog post (pages corpus), not an issue thread. Excerpt: the post's title, its cluster line and the "
          "'Symptoms Observed' section with both error messages as printed there (line breaks as stored). Left out: the "
          "summary paragraph and the 'Root Cause' section, which give the diagnosis and the fix. Not a crash at start-up "
          "in the strict sense: the model started and the engine crashed minutes after the first chat messages; taken "
          "because the failure follows from the launch layout (PP=2 across two V100 nodes).")

# ---------------------------------------- vllm #7684: pipeline parallel for a vision-language model (Aug 2024) -> NotImplementedError, architecture list
case("vllm-7684-vision-language-model-pp-not-in-pp-architecture-list-2024",
     "https://github.com/vllm-project/vllm/issues/7684",
     "# [Feature]: Pipeline Parallelism support for the Vision Language Models\n"
     "\n"
     "### 🚀 The feature, motivation and pitch\n"
     "\n"
     "If I am not wrong, currently vllm supports only the **Language models** not the **Vision models**.\n"
     "\n"
     "NotImplementedError: Pipeline parallelism is only supported for the following  architectures: ['AquilaModel', "
     "'AquilaForCausalLM', 'DeepseekV2ForCausalLM', 'InternLMForCausalLM', 'JAISLMHeadModel', 'LlamaForCausalLM', "
     "'LLaMAForCausalLM', 'MistralForCausalLM', 'Phi3ForCausalLM', 'GPT2LMHeadModel', 'MixtralForCausalLM', "
     "'NemotronForCausalLM', 'Qwen2ForCausalLM', 'Qwen2MoeForCausalLM', 'QWenLMHeadModel'].\n"
     "\n"
     "This feature would greatly benefit teams and projects working with vision-language models, allowing them to scale "
     "out their workloads efficiently and maintain performance as model sizes continue to grow.",
     "pp_unsupported", {}, "pp_unsupported",
     "A vision-language model launched with pipeline parallelism on vLLM of August 2024 (about 0.5.4): at that time "
     "pipeline parallelism was implemented only for the text architectures in the printed allow-list, and no "
     "vision-language architecture was in it, so the engine refused the launch with NotImplementedError.",
     "maintainer youkaichao (2024-08-20): follow PR #7168, which adds pipeline-parallel support for more models (and is "
     "the pattern to add others); until a release carries PP for the model, serve it with tensor parallelism only "
     "(pipeline_parallel_size 1). No reporter confirmation in the stored text",
     release="not stated (August 2024, 0.5.x)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the issue title and the description as stored, up to the motivation sentence; the reporter's follow-up "
          "questions and the maintainer's answer are left out. The model is not named (vision-language models in "
          "general). A feature request, but its body carries the start-up refusal verbatim.")

# ---------------------------------------- vllm #44003: MiniMax-M2.5-int4, TP+EP on 8 GPUs, vLLM 0.21.1rc1.dev433 -> Lamport all-reduce IpcBuffer, cudaErrorPeerAccessUnsupported (regression)
case("vllm-44003-minimax-m25-int4-tp-ep-lamport-workspace-peer-access-unsupported-regression",
     "https://github.com/vllm-project/vllm/issues/44003",
     "# [Bug]: [Regression] MiniMax-M2.5-int4 fails with cudaErrorPeerAccessUnsupported since PR #43410\n"
     "\n"
     "```text\n"
     "[pip3] nvidia-nccl-cu13==2.28.9\n"
     "[pip3] torch==2.11.0+cu130\n"
     "[pip3] transformers==5.9.0\n"
     "[pip3] triton==3.6.0\n"
     "\n"
     "==============================\n"
     "         vLLM Info\n"
     "==============================\n"
     "ROCM Version                 : Could not collect\n"
     "vLLM Version                 : 0.21.1rc1.dev433+g0585b5ba2 (git sha: 0585b5ba2)\n"
     "vLLM Build Flags:\n"
     "  CUDA Archs: Not Set; ROCm: Disabled; XPU: Disabled\n"
     "GPU Topology:\n"
     "  \tGPU0\tGPU1\tGPU2\tGPU3\tGPU4\tGPU5\tGPU6\tGPU7\tCPU Affinity\tNUMA Affinity\tGPU NUMA ID\n"
     "```\n"
     "...\n"
     "```text\n"
     "(Worker_TP1_EP1 pid=912664) ERROR 05-29 16:44:33 [multiproc_executor.py:874]         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP1_EP1 pid=912664) ERROR 05-29 16:44:33 [multiproc_executor.py:874]     )\n"
     "(Worker_TP1_EP1 pid=912664) ERROR 05-29 16:44:33 [multiproc_executor.py:874]     ^\n"
     "(Worker_TP1_EP1 pid=912664) ERROR 05-29 16:44:33 [multiproc_executor.py:874]   File \"/home/hubby/.venv/lib/python3.13/site-packages/vllm/model_executor/layers/minimax_rms_norm/lamport_workspace.py\", line 300, in get_allreduce_workspace\n"
     "(Worker_TP1_EP1 pid=912664) ERROR 05-29 16:44:33 [multiproc_executor.py:874]     ws = LamportWorkspace(rank, world_size, comm_size, process_group)\n"
     "(Worker_TP1_EP1 pid=912664) ERROR 05-29 16:44:33 [multiproc_executor.py:874]   File \"/home/hubby/.venv/lib/python3.13/site-packages/vllm/model_executor/layers/minimax_rms_norm/lamport_workspace.py\", line 185, in init\n"
     "(Worker_TP1_EP1 pid=912664) ERROR 05-29 16:44:33 [multiproc_executor.py:874]     self._lamport = IpcBuffer(rank, world_size, lamport_total, process_group)\n"
     "(Worker_TP1_EP1 pid=912664) ERROR 05-29 16:44:33 [multiproc_executor.py:874]                     ~~~^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "```",
     None, {}, "release_regression",
     "MiniMax-M2.5-int4 served with tensor + expert parallelism (Worker_TP1_EP1) on a machine with eight GPUs, vLLM "
     "0.21.1rc1.dev433 (torch 2.11.0+cu130, NCCL 2.28.9). PR #43410 added a Lamport all-reduce workspace for MiniMax's "
     "RMSNorm that maps peer GPUs' memory through CUDA IPC (IpcBuffer); on this machine the GPUs cannot access each "
     "other's memory, so building the workspace fails with cudaErrorPeerAccessUnsupported and the workers die at "
     "start-up. The same launch worked before that PR (the reporter's bisection in the title).",
     "no fix comment in the stored text (the issue is closed). The reporter pins it to PR #43410; staying on a build from "
     "before that PR avoids it. Not a memory or settings problem",
     release="0.21.1rc1.dev433+g0585b5ba2", gpu=None, gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"}],
     note="Excerpt: the issue title, four lines of the collect_env pip list, the vLLM info block and the GPU topology "
          "header, then the traceback chunk the stored text shows ('...' marks the gap). The error name is only in the "
          "title; the RuntimeError line and the command are beyond the stored chunks. GPU model not in the chunks; gpus=8 "
          "from the topology table header (GPU0..GPU7).")

if __name__ == "__main__":
    BATCH.write()
