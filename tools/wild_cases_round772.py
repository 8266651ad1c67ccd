"""Round-772 blind batch: NAMED LEADS, SECOND LIST (threads earlier collectors saw and did not spend: vllm #54062,
intel/llm-scaler #367, vllm #40954, #35293, #18814, #23970, #23714, #35061, ray-project/ray #53824, vllm-ascend #8498,
vllm PR #14953 / #14867, vllm #39378, #43326 (fix PRs #42027, #43344), #34689 (PR #34696), #31648,
flashinfer-ai/flashinfer #2633), each re-checked with fresh searches on its own words and taken only where the stored
text has the error line and a cause or fix; collected by helper wild772 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round772-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR / maintainer answer it links) only. Excerpts are the text as the search tool's issues corpus shows it;
the fix is left out of the excerpt.

Look-ups: 35 of the 45 allowed: 34 ``search`` corpus=issues and 1 ``fetch`` of vllm-project/vllm refused (the snapshot
is over the size limit). 4 cases:
- flashinfer #2633 (single node, TP 8, NV Fabric installed: FlashInfer > 0.5.3's is_mnnvl_fabric_supported indexes an
  empty clusterUuid while vLLM's AllReduceFusionPass builds its workspace: "IndexError: string index out of range";
  fixed by FlashInfer PR #2626).
- vllm #39378 (vLLM 0.19.0 on a Radeon RX 7900 XTX, "Failed to infer device type": pip in a Python 3.13 env fell back
  from the cp312-only ROCm wheel to the CUDA wheel; the reporter's later log runs from a python3.12 env and gets past
  device detection; docs PR #39639 written from this thread, issue #44660 the same mechanism).
- ray-project/ray #53824 (Ray Data LLM release test, pixtral-12b at TP 2 with two replicas on one node, both engines
  compiling into the same torch_compile_cache directory: "AssertionError: failed to get the hash of the compiled
  graph"; cause and fixes from vllm #18851 / PR #18956 / PR #27616 and the used twin ray #55929).
- intel/llm-scaler #367 (Qwen3.6-35B-A3B-int4-AutoRound on an llm-scaler XPU image whose vLLM registry has no
  Qwen3_5MoeForConditionalGeneration; fix: a newer llm-scaler image, per the maintainer in llm-scaler #605).

How mined the slice is: mined out. Every lead had been seen and given up by rounds 766-771 (and earlier); this round
re-checked all of them and could take only the four above, two of which (ray #53824, llm-scaler #367) carry the cause
from linked / twin threads rather than from their own answer (judgement calls 3 and 4).

Sources given up (for the lead, not cases):
- vllm #54062 (GLM-5.3-Flash on nightly 0.28.1rc1.dev7, "There is no module or parameter named
  'model.language_model.layers.0.self_attn.k_conv1d' in TransformersMultiModalMoEForCausalLM"): still open in the
  stored copy; the same error is pasted in a comment (wenku1992abc, 2026-08-28) on the merged PR #53906 "[Model] add
  GLM-5.3-Flash support", but no reply is stored and the PR's merge date against the nightly g4a6a3272e could not be
  checked (the vLLM snapshot is too large to fetch). A good case once the merge date / a maintainer's answer is
  reachable (likely cause: the nightly predates native glm5_next support, so vLLM fell back to the Transformers
  backend). vllm #56007 (GLM5.3-Flash v0.29.0 loading-checkpoint error, closed) is a possible twin, not opened.
- vllm #43326 (Gemma4 26B-A4B on aarch64 CPU, GELU_TANH missing from the CPU fused-MoE activation map): the stored
  description is only collect_env; the assert text appears only in a bounty-hunter's fix proposal quoting the source
  line, not a log. Fix PRs: #42027 (merged: GELU_TANH added to the CPU, CUTLASS and WNA16 MoE backends) and #43344
  (closed). vllm-omni #3797 is the same report filed in the wrong tracker.
- vllm #31648 (CPU backend, MoE with -dp 2, Dynamo failing in has_flashinfer()): fixed by merged PR #31650 (reorder
  has_flashinfer_trtllm_fused_moe() in post_quant_allgather), but the stored text holds only the description and
  +dynamo trace frames; the exception line itself is not reached in three searches. A case if the error line is found.
- vllm PR #14953 / #14867 (VLLM_PP_LAYER_PARTITION not in the compile-cache hash): the pasted traceback stops in
  EngineCoreProc.__init__, before the error line.
- vllm #18814 (two RTX 5090, TP 2, 'failed to get the hash of the compiled graph'): open, the stored comments are
  '+1' reports with logs; no cause.
- vllm #23970 (Gemma3n + LoRA ConstraintViolationError), #23714 (InternVL3-8B-hf through the Transformers backend),
  #35293 (GLM-5-FP8 CUDAGraph replay segfault on 8x H200, 0.16.0rc2.dev123), #35061 (occasional failure to save the
  AOT compiled function, DeepSeek-V3.1-Terminus LWS; only the YAML stored), #40954 (DeepSeek-V4-Flash on 8x RTX 4090,
  0.19.1; the one comment guesses DeepGEMM on sm_89): no cause in the stored text.
- vllm-project/vllm-ascend #8498 (its own aclgraph compilation-mode assert in upstream CI tests after vLLM > 0.18.0;
  not a user launch, no fix stored).
- vllm #34689 / PR #34696: not reached by three searches (the corpus does not answer issue numbers); nothing known of
  their content.

Judgement calls for the lead:
1. flashinfer-2633: the error is FlashInfer's (an IndexError in flashinfer/comm/mnnvl.py reached from vLLM's
   AllReduceFusionPass), stated by the reporter in prose with the call chain, not as a pasted log. kind None (no README
   row names it; README's row for Python's own errors covers statements of vLLM's source only). Cause
   dependency_version_mismatch: a bug of the installed FlashInfer release (> 0.5.3; 0.6.4 per the fix PR, which vLLM
   rolled back to 0.6.3) fixed in FlashInfer PR #2626. The lead may prefer custom_allreduce_unsupported (the
   neighbouring "[SymmDeviceMemory] Device does not support multicasting" label: the fused all-reduce workspace cannot
   be created on this node, and turning the fusion off avoids it). gpu is left None: the reporter writes "e.g.,
   8xH100"; gpus=8 from the trace's TP0-TP7.
2. vllm-39378: the error line "Failed to infer device type" is only in the issue title; the stored traceback (a
   comment) stops inside arg_utils.get_kwargs. The cause is not stated by a maintainer in the thread (the maintainer
   answered a later AWQ failure, pointing at the nightly ROCm image and PR #37352's TritonW4A16LinearKernel); it is read
   from the thread's own evidence (the python3.13 env in the failing traceback, the python3.12 env in the reporter's
   later log that passes device detection) plus docs PR #39639 (closed, written after reading this issue) and issue
   #44660. Labels follow the earlier wrong-wheel fixtures (vllm-16407, vllm-17249, suchanaai: no_gpu_visible).
3. ray-53824: the Ray thread (closed) stores no answer; the cause is read from its own log (two _MapWorker replicas,
   pids 15668 and 15669 on 10.0.149.9, both 'Using cache directory: /home/ray/.cache/vllm/torch_compile_cache/
   c5b6593c95/rank_0_0'), the reporter's own pointer to vllm #18851, and the fixes from vllm #18851 (maintainer zou3519
   on 'the multiple vLLM instances on a single node problem'; a unique TORCHINDUCTOR_CACHE_DIR per process fixed it for
   a commenter), PR #18956 and PR #27616. Same mechanism as the used fixture ray-55929 (its later message); labels
   follow it and vllm-18851 (torch_compile_error for kind and cause). Drop it if a twin-sourced cause is unwanted.
4. llm-scaler-367: open, no answer stored; the cause is the message itself (the printed registry has Qwen3NextForCausalLM
   and no Qwen3_5* class) and the reporter's title ("Missing Qwen3.5MoeForConditionalGeneration support"); the fix is
   the llm-scaler maintainer's advice in #605 (latest image intel/llm-scaler-vllm:0.21.0-b3, Qwen 3.6 35B-A3B
   validated) and #415 (image 0.14.0-b8.2.1 already ships models/qwen3_5.py). The image tag the reporter used is not
   stored. Round 768 claimed and declined it for this reason; drop it if a message-only cause is unwanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round772-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}]

# ---------------------------------------- flashinfer #2633: single node TP 8 + NV Fabric -> mnnvl clusterUuid[0] IndexError at start-up
case("flashinfer-2633-single-node-tp8-nv-fabric-mnnvl-empty-clusteruuid-indexerror",
     "https://github.com/flashinfer-ai/flashinfer/issues/2633",
     "Flashinfer crash in mnnvl for all single-node TP>1 clusters\n"
     "\n"
     "If a single-node cluster (e.g., 8xH100 with TP>1) uses flashinfer and has NV Fabric installed, flashinfer will "
     "crash in mnnvl.py.\n"
     "\n"
     "This affects versions > 0.5.3 and is unpatched in top of tree.\n"
     "\n"
     "In VLLM, the stack trace looks like:\n"
     "\n"
     "1. During engine startup, VLLM calls determine_available_memory() which triggers a profile/dummy run on all 8 "
     "tensor-parallel workers (TP0-TP7).\n"
     "2. During AOT compilation, the AllReduceFusionPass is configured (allreduce_rms_fusion.py:732).\n"
     "3. This creates a TRTLLMAllReduceFusionWorkspace via create_allreduce_fusion_workspace() "
     "(flashinfer/comm/allreduce.py:401).\n"
     "4. Which in turn constructs a SymmDeviceMemory object (flashinfer/comm/mnnvl.py:949).\n"
     "5. SymmDeviceMemory.__init__ calls is_mnnvl_fabric_supported(device_idx) at line 864.\n"
     "  Inside that function, there is a check:\n"
     "     and fabric_info.clusterUuid[0] != 0\n"
     "\n"
     "fabric_info.clusterUuid is an empty string, so accessing index [0] raises IndexError: string index out of range.",
     None, {}, "dependency_version_mismatch",
     "A single node with NVSwitch and NVIDIA's fabric software installed (no multi-node NVLink cluster), serving with "
     "tensor parallelism (8 workers): while compiling, vLLM's AllReduceFusionPass asks FlashInfer to build its TRT-LLM "
     "all-reduce fusion workspace, whose SymmDeviceMemory calls is_mnnvl_fabric_supported(). On such a node NVML reports "
     "an all-zero ClusterUUID, which ctypes truncates to an empty string, and FlashInfer releases after 0.5.3 index it "
     "(clusterUuid[0]) without a length check, so every TP worker dies at start-up with IndexError. A FlashInfer bug on "
     "the launch's path, not memory, model or parallel sizing.",
     "FlashInfer PR #2626 'Protect against null clusterUuid in mnnvl.py' (merged, by the reporter akshaver, 2026-02-23): "
     "a len() guard makes an empty clusterUuid return False, falling back to PosixFDHandleExchanger for single-node "
     "topologies; the PR notes 'This may have been why VLLM rolled back flashinfer from 0.6.4 to 0.6.3'. Fix: a "
     "FlashInfer release with PR #2626 (or FlashInfer 0.6.3 as vLLM pinned); turning off vLLM's all-reduce + RMSNorm "
     "fusion also keeps the launch off this path (the collector's reading, not stated in the thread).",
     release=None, gpu=None, gpus=8, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the whole description as stored (the reporter's prose call chain; no raw log "
          "is pasted). The fix PR is left out. gpu None: the reporter's 'e.g., 8xH100' is an example; gpus=8 from "
          "'all 8 tensor-parallel workers (TP0-TP7)'. vLLM release not stated (February 2026 main). See judgement "
          "call 1 on kind and cause.")

# ---------------------------------------- vllm #39378: RX 7900 XTX, ROCm 7.2, Python 3.13 env -> CUDA wheel -> Failed to infer device type
case("vllm-39378-7900xtx-rocm-py313-cuda-wheel-failed-to-infer-device-type-v0190",
     "https://github.com/vllm-project/vllm/issues/39378",
     "[Bug]: 0.19.0 rocm+7900xtx： Failed to infer device type\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vLLM：0.19.0\n"
     "rocm：7.2\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "(base) root@kittyzero:~# dpkg -l|grep rocm\n"
     "ii  rocm                                             7.2.1.70201-81~24.04                     amd64        "
     "Radeon Open Compute (ROCm) software stack meta package\n"
     "ii  rocm-cmake                                       0.14.0.70201-81~24.04                    amd64        "
     "rocm-cmake built using CMake\n"
     "ii  rocm-core                                        7.2.1.70201-81~24.04                     amd64        "
     "ROCm Runtime software stack\n"
     "...\n"
     "\n"
     "pip install vllm --extra-index-url https://wheels.vllm.ai/rocm/\n"
     "\n"
     "(vLLM) root@kittyzero:~# python -c \"import vllm; print('vLLM installed')\"\n"
     "vLLM installed\n"
     "\n"
     "(vLLM) root@kittyzero:~# python -m vllm.entrypoints.openai.api_server \\\n"
     "Traceback (most recent call last):\n"
     "  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
     "  File \"<frozen runpy>\", line 88, in _run_code\n"
     "  File \"/root/miniconda3/envs/vLLM/lib/python3.13/site-packages/vllm/entrypoints/openai/api_server.py\", line "
     "706, in <module>\n"
     "    parser = make_arg_parser(parser)\n"
     "  File \"/root/miniconda3/envs/vLLM/lib/python3.13/site-packages/vllm/entrypoints/openai/cli_args.py\", line 349, "
     "in make_arg_parser\n"
     "    parser = AsyncEngineArgs.add_cli_args(parser)\n"
     "  File \"/root/miniconda3/envs/vLLM/lib/python3.13/site-packages/vllm/engine/arg_utils.py\", line 2264, in "
     "add_cli_args\n"
     "    parser = EngineArgs.add_cli_args(parser)\n"
     "  File \"/root/miniconda3/envs/vLLM/lib/python3.13/site-packages/vllm/engine/arg_utils.py\", line 1294, in "
     "add_cli_args\n"
     "    vllm_kwargs = get_kwargs(VllmConfig)\n"
     "  File \"/root/miniconda3/envs/vLLM/lib/python3.13/site-packages/vllm/engine/arg_utils.py\", line 369, in "
     "get_kwargs\n"
     "    return copy.deepcopy(_compute_kwargs(cls))\n"
     "                         ~~~~~~~~~~~~~~~^^^^^",
     "no_gpu_visible", {}, "no_gpu_visible",
     "vLLM's prebuilt ROCm wheels (wheels.vllm.ai/rocm) exist only for CPython 3.12. In the reporter's Python 3.13 "
     "conda env, 'pip install vllm --extra-index-url https://wheels.vllm.ai/rocm/' found no matching ROCm wheel and "
     "silently installed the CUDA build from PyPI; on a machine whose only GPU is an AMD Radeon RX 7900 XTX that build "
     "finds no platform, so building the argument parser (EngineArgs.add_cli_args -> get_kwargs(VllmConfig) -> the "
     "device config) raised 'Failed to infer device type'. Not the GPU, ROCm 7.2 or any serving flag: the wrong vLLM "
     "build for the Python version.",
     "not stated by a maintainer in the thread. The thread's own evidence: the failing traceback runs from "
     "/root/miniconda3/envs/vLLM/lib/python3.13, and the reporter's later log (turn 6) runs from .../envs/vLLM/lib/"
     "python3.12 and gets past device detection to an engine-core failure on the AWQ model (answered separately by the "
     "maintainer: the nightly vllm/vllm-openai-rocm image or main, PR #37352's TritonW4A16LinearKernel). The mechanism "
     "is written up in docs PR #39639 ('[Docs][ROCm] Clarify wrong-wheel causes of failed device detection', written "
     "after reading this issue's comments: ROCm pre-built wheels are Python 3.12-only; plain pip or a mismatched Python "
     "version installs the wrong wheel) and issue #44660 ('ROCm install silently falls back to CUDA abi3 wheel ... no "
     "ROCm abi3 / cp311 / cp313 wheels'). Fix: a Python 3.12 environment with the ROCm wheel index (or vLLM's ROCm "
     "Docker image).",
     release="0.19.0", gpu="AMD Radeon RX 7900 XTX", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title, the description's environment lines and the first three dpkg rows ('...' marks "
          "the rest of the dpkg list, dropped), then the reporter's first comment (install command and traceback) as "
          "stored; the stored traceback ends inside arg_utils.get_kwargs (the error line is only in the title). The "
          "serving command is cut after 'api_server \\\\', so command is None. The later AWQ failure (turn 6) and the "
          "maintainer's answer to it are left out. See judgement call 2.")

# ---------------------------------------- ray #53824: Ray Data LLM release test, pixtral-12b TP 2, two replicas share one compile cache -> compiled-graph hash assert
case("ray-53824-ray-data-llm-pixtral-tp2-two-replicas-shared-compile-cache-hash-assert",
     "https://github.com/ray-project/ray/issues/53824",
     "[bug][serve.llm] AssertionError: failed to get the hash of the compiled graph (VLM, batch, TP=2)\n"
     "\n"
     "### What happened + What you expected to happen\n"
     "\n"
     "AssertionError: failed to get the hash of the compiled graph for reproducer configuration. Likely downstream of "
     "https://github.com/vllm-project/vllm/issues/18851 but not sure.\n"
     "\n"
     "```\n"
     "(base) ray@ip-10-0-13-54:~/default/work/ray/release/llm_tests/batch$ pytest -vs "
     "/home/ray/default/work/ray/release/llm_tests/batch/test_batch_vllm.py::test_vllm_vision_language_models\n"
     "================================ test session starts ================================\n"
     "platform linux -- Python 3.11.11, pytest-8.4.0, pluggy-1.5.0 -- /home/ray/anaconda3/bin/python\n"
     "cachedir: .pytest_cache\n"
     "rootdir: /home/ray/default/work/ray\n"
     "configfile: pytest.ini\n"
     "plugins: anyio-3.7.1\n"
     "collected 1 item                                                                    \n"
     "\n"
     "test_batch_vllm.py::test_vllm_vision_language_models[mistral-community/pixtral-12b-2-1-2-60] 2025-06-13 "
     "17:30:36,155 INFO worker.py:1736 -- Connecting to existing Ray cluster at address: 10.0.13.54:6379...\n"
     "...\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=0 pid=15910) INFO 06-13 17:31:32 [backends.py:459] Using "
     "cache directory: /home/ray/.cache/vllm/torch_compile_cache/c5b6593c95/rank_0_0 for vLLM's torch.compile\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=0 pid=15910) INFO 06-13 17:31:32 [backends.py:469] Dynamo "
     "bytecode transform time: 7.78 s\n"
     "(_MapWorker pid=15668, ip=10.0.149.9) (VllmWorker rank=0 pid=15916) INFO 06-13 17:31:24 [default_loader.py:280] "
     "Loading weights took 4.27 seconds [repeated 3x across cluster]\n"
     "(_MapWorker pid=15668, ip=10.0.149.9) (VllmWorker rank=0 pid=15916) INFO 06-13 17:31:24 "
     "[gpu_model_runner.py:1549] Model loading took 12.0733 GiB and 5.113338 seconds [repeated 3x across cluster]\n"
     "(_MapWorker pid=15668, ip=10.0.149.9) (VllmWorker rank=1 pid=15917) INFO 06-13 17:31:24 "
     "[gpu_model_runner.py:1863] Encoder cache will be initialized with a budget of 5120 tokens, and profiled with 2 "
     "image items of the maximum feature size. [repeated 2x across cluster]\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) INFO 06-13 17:31:32 [backends.py:459] Using "
     "cache directory: /home/ray/.cache/vllm/torch_compile_cache/c5b6593c95/rank_1_0 for vLLM's torch.compile\n"
     "...\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) ERROR 06-13 17:32:02 "
     "[multiproc_executor.py:522]   File \"/home/ray/anaconda3/lib/python3.11/site-packages/vllm/compilation/"
     "backends.py\", line 273, in run\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) ERROR 06-13 17:32:02 "
     "[multiproc_executor.py:522]     return super().run(*fake_args)\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) ERROR 06-13 17:32:02 "
     "[multiproc_executor.py:522]            ^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) ERROR 06-13 17:32:02 "
     "[multiproc_executor.py:522]   File \"/home/ray/anaconda3/lib/python3.11/site-packages/torch/fx/interpreter.py\", "
     "line 171, in run\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) ERROR 06-13 17:32:02 "
     "[multiproc_executor.py:522]     self.env[node] = self.run_node(node)\n"
     "...\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) ERROR 06-13 17:32:02 "
     "[multiproc_executor.py:522] AssertionError: failed to get the hash of the compiled graph\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) ERROR 06-13 17:32:02 "
     "[multiproc_executor.py:522] \n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) ERROR 06-13 17:32:02 "
     "[multiproc_executor.py:522] Set TORCHDYNAMO_VERBOSE=1 for the internal stack trace (please do this especially if "
     "you're reporting a bug to PyTorch). For even more developer context, set TORCH_LOGS=\"+dynamo\"\n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) ERROR 06-13 17:32:02 "
     "[multiproc_executor.py:522] \n"
     "(_MapWorker pid=15669, ip=10.0.149.9) (VllmWorker rank=1 pid=15911) ERROR 06-13 17:32:02 "
     "[multiproc_executor.py:522] \n"
     "(_MapWorker pid=15668, ip=10.0.149.9) (VllmWorker rank=0 pid=15916) INFO 06-13 17:31:33 [backends.py:459] Using "
     "cache directory: /home/ray/.cache/vllm/torch_compile_cache/c5b6593c95/rank_0_0 for vLLM's torch.compile [repeated "
     "2x across cluster]\n"
     "(_MapWorker pid=15668, ip=10.0.149.9) (VllmWorker rank=0 pid=15916) INFO 06-13 17:31:33 [backends.py:469] Dynamo "
     "bytecode transform time: 7.85 s [repeated 2x across cluster]",
     "torch_compile_error", {}, "torch_compile_error",
     "Ray's LLM batch release test ran mistral-community/pixtral-12b through Ray Data LLM with tensor parallelism 2 and "
     "two engine replicas (_MapWorker pids 15668 and 15669) on the same node 10.0.149.9. Both engines computed the same "
     "compile-cache hash and compiled into the same directory (~/.cache/vllm/torch_compile_cache/c5b6593c95/rank_0_0 "
     "and rank_1_0) at the same moment; with the torch of that time Inductor's artifacts were not written atomically, "
     "so one engine picked up another's half-written entry and vLLM's compiler interface found no hash for the "
     "compiled graph. A race between concurrent engines on one node sharing one compile cache, not memory, the model or "
     "the parallel layout (a single engine starts).",
     "no answer stored in the Ray thread (closed; the reporter points at vllm #18851). From vllm #18851: a commenter "
     "running several processes on one machine fixed it with a unique TORCHINDUCTOR_CACHE_DIR per process, and the "
     "maintainer zou3519 named 'the multiple vLLM instances on a single node problem' as one to be fixed with PyTorch "
     "2.8's standalone_compile; vLLM PR #18956 reworded this assert to 'vLLM failed to compile the model ... corrupted "
     "compilation artifact ... remove ~/.cache/vllm/torch_compile_cache', and PR #27616 made the 'binary' save format the "
     "default so concurrent vllm processes no longer race on the cache. Fix: a separate VLLM_CACHE_ROOT / "
     "TORCHINDUCTOR_CACHE_DIR per replica or VLLM_DISABLE_COMPILE_CACHE=1 (as Ray's and SkyRL's CI did for the twin ray "
     "#55929), or a vLLM / torch release with atomic artifact writes.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and description as stored, from three chunks of the same pasted log in the order "
          "the stored text gives them ('...' marks where chunks were not reached: the Ray start-up lines, other "
          "traceback frames). The vLLM release is not stated (June 2025; the log's multiproc_executor.py:522 and "
          "backends.py:459 match 0.9.0-0.9.1). The pytest id 'pixtral-12b-2-1-2-60' is read by the collector as TP 2, "
          "PP 1, 2 replicas (concurrency), batch 60: the log shows two _MapWorker replicas. See judgement call 3.")

# ---------------------------------------- intel/llm-scaler #367: Qwen3.6-35B-A3B-int4-AutoRound on an llm-scaler XPU image -> Qwen3_5MoeForConditionalGeneration not supported
case("llm-scaler-367-xpu-image-qwen36-35b-a3b-autoround-qwen3-5-moe-not-supported",
     "https://github.com/intel/llm-scaler/issues/367",
     "Missing Qwen3.5MoeForConditionalGeneration support\n"
     "\n"
     "```\n"
     "pip install --upgrade transformers\n"
     "\n"
     "VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 \\\n"
     "VLLM_WORKER_MULTIPROC_METHOD=spawn \\\n"
     "vllm serve /llm/models/Qwen3.6-35B-A3B-int4-AutoRound \\\n"
     "    --port 8000 \\\n"
     "    --tensor-parallel-size 2 \\\n"
     "    --max-model-len 32768 \\\n"
     "    --reasoning-parser qwen3 \\\n"
     "    --served-model-name Qwen3.6-35B-A3B-int4 \\\n"
     "    --dtype float16 \\\n"
     "    --enforce-eager \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --trust-remote-code \\\n"
     "    --disable-sliding-window \\\n"
     "    --gpu-memory-utilization 0.9 \\\n"
     "    --max-num-batched-tokens 8192 \\\n"
     "    --disable-log-requests \\\n"
     "    --block-size 16 \\\n"
     "    2>&1 | tee /llm/vllm.log\n"
     "\n"
     "```\n"
     "...\n"
     "(APIServer pid=1527)   Value error, Model architectures ['Qwen3_5MoeForConditionalGeneration'] are not supported "
     "for now. Supported architectures: dict_keys(['AfmoeForCausalLM', 'ApertusForCausalLM', 'AquilaModel', "
     "'AquilaForCausalLM', 'ArceeForCausalLM', 'ArcticForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', "
     "'BailingMoeForCausalLM', 'BailingMoeV2ForCausalLM', 'BambaForCausalLM', 'BloomForCausalLM', 'ChatGLMModel', "
     "'ChatGLMForConditionalGeneration', 'CohereForCausalLM', 'Cohere2ForCausalLM', 'CwmForCausalLM', 'DbrxForCausalLM', "
     "'DeciLMForCausalLM', 'DeepseekForCausalLM', 'DeepseekV2ForCausalLM', 'DeepseekV3ForCausalLM', "
     "'DeepseekV32ForCausalLM', 'Dots1ForCausalLM', 'Ernie4_5ForCausalLM', 'Ernie4_5_MoeForCausalLM', "
     "'ExaoneForCausalLM', 'Exaone4ForCausalLM', 'Fairseq2LlamaForCausalLM', 'FalconForCausalLM', "
     "'FalconMambaForCausalLM', 'FalconH1ForCausalLM', 'FlexOlmoForCausalLM', 'GemmaForCausalLM', 'Gemma2ForCausalLM', "
     "'Gemma3ForCausalLM', 'Gemma3nForCausalLM', 'Qwen3NextForCau\n"
     "salLM', 'GlmForCausalLM', 'Glm4ForCausalLM', 'Glm4MoeForCausalLM', 'GptOssForCausalLM', 'GPT2LMHeadModel', "
     "'GPTBigCodeForCausalLM', 'GPTJForCausalLM', 'GPTNeoXForCausalLM', 'GraniteForCausalLM', 'GraniteMoeForCausalLM', "
     "'GraniteMoeHybridForCausalLM', 'GraniteMoeSharedForCausalLM', 'GritLM', 'Grok1ModelForCausalLM', "
     "'HunYuanMoEV1ForCausalLM', 'HunYuanDenseV1ForCausal",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Qwen3.6-35B-A3B (an AutoRound int4 export) declares the Qwen3.5 MoE architecture "
     "Qwen3_5MoeForConditionalGeneration. The vLLM inside the reporter's intel/llm-scaler XPU image predates Qwen3.5 "
     "support: its model registry (printed in the error) has Qwen3NextForCausalLM but no Qwen3_5* class, so vLLM "
     "refused the checkpoint while validating the model config. Upgrading transformers (the reporter's first step) "
     "cannot help: the missing piece is vLLM's model class. Not memory, parallelism or --trust-remote-code.",
     "no answer in this (open) thread. The llm-scaler maintainer gc-fu in llm-scaler #605 (2026-08-11) advises moving "
     "to the latest image, intel/llm-scaler-vllm:0.21.0-b3, with Qwen 3.6 35B-A3B MoE configurations validated on "
     "multiple GPUs; llm-scaler #415 shows image 0.14.0-b8.2.1 already loading vllm/model_executor/models/qwen3_5.py. "
     "Fix: an llm-scaler vLLM image (or a vLLM release) whose registry has Qwen3_5MoeForConditionalGeneration.",
     release=None, gpu=None, gpus=None,
     command="VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 VLLM_WORKER_MULTIPROC_METHOD=spawn vllm serve "
             "/llm/models/Qwen3.6-35B-A3B-int4-AutoRound --port 8000 --tensor-parallel-size 2 --max-model-len 32768 "
             "--reasoning-parser qwen3 --served-model-name Qwen3.6-35B-A3B-int4 --dtype float16 --enforce-eager "
             "--host 0.0.0.0 --trust-remote-code --disable-sliding-window --gpu-memory-utilization 0.9 "
             "--max-num-batched-tokens 8192 --disable-log-requests --block-size 16",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--trust-remote-code"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the description as stored: the command block, then ('...' marks the log lines "
          "between, not stored in the chunks reached) the error line with the start of the registry list; the stored "
          "text breaks the name 'Qwen3NextForCausalLM' across two lines and ends inside 'HunYuanDenseV1ForCausal' -- "
          "both kept as stored. The llm-scaler image tag, the vLLM release and the Intel GPU model are not stored. See "
          "judgement call 4.")

BATCH.write()
