"""Round-557 blind batch: vLLM start-up failures from the LEADS this session's collectors named (vllm #45859, #51013,
#48921; NovaSky-AI/SkyThought #95; Project-HAMi/HAMi #1764 and HAMi-core #169; gpustack #5305; vllm #4839 / #8007;
modelscope/ms-swift #9379) and from the neighbouring threads on the same trackers (HAMi / HAMi-core / the HAMi
volcano-vgpu-device-plugin, SkyThought, gpustack's Hygon DCU threads); collected by helper wild557 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round557-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and, where said, the merged fix PR that names the thread). Excerpts are the text as the search tool's issues corpus
shows it ('...' marks a gap between two stored chunks of the same post); the fix is left out of the excerpt.

Look-ups: 21 of the 35 allowed, all ``search`` corpus=issues. 3 cases: Project-HAMi/HAMi-core #169 (vLLM 0.18.0 under
HAMi 2.8.0: HAMi-core's cuMemCreate hook segfaults in NCCL's ncclCuMemHostEnable, 'Illegal device id'; cause pinned by
the merged HAMi-core PR #172 that names #169), Project-HAMi/HAMi #1479 (vLLM 0.11.0 TP=2 under HAMi 2.7.0: TCPStore
broken pipe, 'Engine core initialization failed'; works on HAMi 2.6.1), Project-HAMi/volcano-vgpu-device-plugin #108
(vLLM 0.15.1 / 0.16.0 TP=2 under volcano-vgpu-device-plugin 1.11.0: the same failure from the plugin's older libvgpu;
the reporter's own fix was HAMi's libvgpu). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt
and against the earlier rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Error line not in any chunk the search returned (same finding as the round that named the lead):
  - vllm #45859 (DeepSeek-V4 NVFP4 on SM80/89/90): two searches never returned the issue itself; only its twins
    vllm #45661 (skip-listed), #40802, #40851 and sglang / lmdeploy threads came back.
  - vllm #51013 ('EngineCore Fatal Error on KV offloading attempt', tencent/Hy3-FP8, TP8, --kv-offloading-size 256,
    v0.26.0): three searches return only the description's Kubernetes args (image, flags), never the error. The
    reporter (mueslo) is also cc'd in NVIDIA/nccl #2106 ('segfault at cuMemCreate of ncclCuMemHostEnable', asymmetric
    NUMA, NVIDIA suspects a driver bug fixed in r595+), so #51013 may be that segfault -- not verifiable here.
  - NovaSky-AI/SkyThought #95: only the maintainer's answer (SumanthRH: an invalid `revision` copied from the
    Sky-T1-32B-Flash example into --backend-args for unsloth/QwQ-32B-unsloth-bnb-4bit) is reachable; two searches,
    no chunk with the reporter's error.
  - gpustack #5305 (Hygon DCU K100_AI, dtk25.04-vllm0.11.0 runner, Qwen3-Embedding-8B): the second chunk stops at
    'lightop/__init__.py, line 20, in <module>' followed by an ANSI escape, before the exception line (two searches).
  - modelscope/ms-swift #9379: the chunk still stops in swift's INFO lines (as round 543 found).
  - Project-HAMi/HAMi #1764 (GLM-5.1-FP8, 8x H200, HAMi 2.7.1, vLLM 0.19.1.dev): only the description's environment
    and the start of the command are reachable; it is also open without a maintainer's answer.
- Not a start-up failure with an error line: vllm #48921 (a feature request, the code of _supports_activation quoted,
  no log); vllm #8007 (Neuron throughput falling when concurrency >= max_num_seqs; not a launch failure; #4839 is
  therefore still without a pinned cause); Project-HAMi/HAMi #2641 (vLLM pynccl HANGS at ncclCommInitRank under
  libvgpu.so on Blackwell, last line 'vLLM is using nccl==2.28.9', no error; CUDA_DISABLE_CONTROL=true fixes it);
  Project-HAMi/HAMi-core #261 (vLLM 0.25.0 hangs at TP>1, no error line).
- Error text reached but no cause or fix in the stored text: Project-HAMi/HAMi #1853 (HAMi 2.8.2, vLLM bench TP=2 on
  GPU fractions, 'Illegal device id' in add_gpu_device_memory_usage; closed, no answer reached); #1230 (vLLM 0.9.0.1 +
  NCCL 2.26.2, TP=2 on vGPUs, traceback start only); #1219 (vLLM + Ray PP=2 on two vGPUs of one A800, UCX segfault);
  #1461 (libvgpu 2.6.0 / 2.7.0 crash, 2.6.1 fine: 'fails to start with unspecified error', open, the log not reached --
  a twin of #1479); #1055 (libvgpu.so segfault for cuDeviceGet; NCCL WARN lines only, vLLM not on the failing path
  shown); vllm #27868 (segfault in NCCL cuMemCreate on 3080s, P2P NCCL connector; closed stale, no cause); vllm PR
  #38529 (closed, not merged: 'fix: vgpu segfault before nccl init', describes the same uninitialised device id as
  HAMi-core #172 from vLLM's side; no log).
- Not vLLM: Project-HAMi/HAMi-core #276 (torchrun), #187 (llama.cpp / ggml VMM; the same uninitialised-dev bug).
- Already used or skip-listed (not re-opened): Project-HAMi/HAMi #1381 (used), #1191 / #722 / #1477 (rounds 87, 364);
  NVIDIA/nccl #2170 = vllm #42389 (rounds 136, 363); xorbitsai/inference #4599 (round 543); gpustack #2489 (round 419),
  #2037 (round 550); vllm #45661 (seven rounds).

Judgement calls for the lead:
1. hami-core-169: the crash is HAMi-core's (libvgpu's) cuMemCreate hook, reached from NCCL's ncclCommInitRank ->
   ncclCuMemHostEnable probe, so kind nccl_error (README: 'a crash handler's native stack with ncclCommInitRank on a
   frame'; 'a CUDA call inside NCCL, such as cuMem on a vGPU') and cause nccl_error, as the vGPU fixture
   nccl-2101-... (round 516) labels it. No label names a GPU-virtualisation layer; the lead may prefer
   container_runtime_incompatible. The cause is pinned by HAMi-core PR #172 (merged), whose description says 'This
   appears to be the same issue reported in #169' and explains the uninitialised device id.
2. hami-1479 and volcano-vgpu-device-plugin-108 end in vLLM's generic 'Engine core initialization failed ... Failed core
   proc(s): {}' after torch's TCPStore 'Broken pipe' lines, with the crashing rank's own error not pasted: kind None,
   following localai-10722-... (the same generic line, kind None). Causes: hami-1479 release_regression (the reporter's
   bisect: the same setup works on HAMi 2.6.1 and fails on 2.7.0; the title carries it, so the excerpt keeps it);
   volcano-108 dependency_version_mismatch (the volcano plugin ships an older libvgpu than HAMi's; the reporter's
   'If I copy the libvgpu library from the Hami image ... the nccl error disappears' is the fix and is left out, as is
   the line saying the same setup works on HAMi 2.7.1 / 2.8.0 'fixed by' HAMi #1479). Both are the same HAMi-core
   libvgpu defect class; two trackers, two versions.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round557-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- HAMi-core #169: vLLM 0.18.0 under HAMi 2.8.0 -> HAMi-core cuMemCreate hook 'Illegal device id' segfault inside NCCL init
case("hami-core-169-vllm-0180-hami-280-cumemcreate-hook-illegal-device-id-segfault-nccl-init",
     "https://github.com/Project-HAMi/HAMi-core/issues/169",
     "support vllm 0.18.0\n"
     "\n"
     "When running vllm 0.18.0 with HAMi 2.8.0, an error occurs before the model is loaded. The error message is as "
     "follows:\n"
     "```shell\n"
     "[HAMI-core ERROR (pid:565 thread=140267266266944 multiprocess_memory_limit.c:831)]: Illegal device id: "
     "850725928\n"
     "!!!!!!! Segfault encountered !!!!!!!\n"
     "  File \"/libvgpu/src/multiprocess/multiprocess_memory_limit.c\", line 833, in get_current_device_memory_limit\n"
     "  File \"/libvgpu/src/allocator/allocator.c\", line 44, in oom_check\n"
     "  File \"/libvgpu/src/cuda/memory.c\", line 582, in cuMemCreate\n"
     "  File \"misc/cudawrap.cc\", line 92, in ncclCuMemHostEnable()\n"
     "  File \"misc/cudawrap.cc\", line 202, in ncclCuMemHostEnable()\n"
     "  File \"misc/cudawrap.cc\", line 280, in initOnceFunc\n"
     "  File \"misc/cudawrap.cc\", line 298, in ncclCudaLibraryInit()\n"
     "  File \"/dvs/p4/build/sw/gpgpu/nccl/gitfusion/stable/src/init.cc\", line 1852, in ncclCommInitRank\n"
     "  File \"<unknown>\", line 0, in _PyObject_MakeTpCall\n"
     "  File \"<unknown>\", line 0, in _PyEval_EvalFrameDefault\n"
     "  File \"<unknown>\", line 0, in _PyObject_FastCallDictTstate\n"
     "  File \"<unknown>\", line 0, in _PyObject_MakeTpCall\n"
     "  File \"<unknown>\", line 0, in _PyEval_EvalFrameDefault\n"
     "  File \"<unknown>\", line 0, in _PyObject_FastCallDictTstate\n"
     "  File \"<unknown>\", line 0, in _PyObject_MakeTpCall\n"
     "  File \"<unknown>\", line 0, in _PyEval_EvalFrameDefault\n"
     "  File \"<unknown>\", line 0, in _PyObject_FastCallDictTstate",
     "nccl_error", {}, "nccl_error",
     "vLLM 0.18.0 in a pod whose GPUs are virtualised by HAMi 2.8.0 (HAMi-core's libvgpu.so intercepts the CUDA driver "
     "API): when vLLM's pynccl calls ncclCommInitRank, NCCL probes cuMem host allocations (ncclCuMemHostEnable -> "
     "cuMemCreate). HAMi-core's cuMemCreate hook called cuCtxGetDevice without checking its result (and regardless of the "
     "allocation's location type), so on a thread without a current CUDA context the device id stayed uninitialised; "
     "the garbage id (850725928) went into oom_check -> get_current_device_memory_limit, which logged 'Illegal device "
     "id' and read out of bounds -> segfault before the model loads. A bug of the GPU-virtualisation layer, not of vLLM, "
     "NCCL, memory or the model.",
     "HAMi-core PR #172 (merged, 2026-04-16, 'fix: segfault in cuMemCreate hook when cuCtxGetDevice fails', which says "
     "'This appears to be the same issue reported in #169'): check cuCtxGetDevice's return value and only run the device "
     "OOM check for a valid device / device-located allocation; i.e. run a HAMi-core (libvgpu) build that has the fix. "
     "The issue is closed",
     release="0.18.0 (HAMi 2.8.0)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="judgement call 1. Excerpt: the issue title and description as stored, up to the last whole frame line of the "
          "stored chunk (the Python frames continue). The GPU model and the vLLM command are not in the stored text.")

# ---------------------------------------- HAMi #1479: vLLM 0.11.0 TP=2 under HAMi 2.7.0 -> TCPStore broken pipe, Engine core initialization failed (works on 2.6.1)
case("hami-1479-vllm-0110-tp2-hami-270-tcpstore-broken-pipe-engine-core-init-failed",
     "https://github.com/Project-HAMi/HAMi/issues/1479",
     "vLLM 0.11.0 fails to initialize with NCCL/TCPStore errors under HAMi 2.7.0 (works on 2.6.1)\n"
     "\n"
     "### What happened\n"
     "\n"
     "When running **vLLM 0.11.0** with tensor parallelism across two GPUs in a Kubernetes cluster managed by **HAMi "
     "2.7.0**, initialization fails with `NCCL` / `TCPStore` connection errors, ending with:\n"
     "\n"
     "```\n"
     "RuntimeError: Engine core initialization failed. See root cause above.\n"
     "Failed core proc(s): {}\n"
     "```\n"
     "\n"
     "The exact same configuration **works correctly on HAMi 2.6.1**.\n"
     "\n"
     "---\n"
     "\n"
     "### How to reproduce it (as minimally and precisely as possible)\n"
     "\n"
     "1. Deploy a Kubernetes cluster using **HAMi 2.7.0** (device plugin + scheduler).  \n"
     "2. Launch a pod that runs:\n"
     "   ```bash\n"
     "   vllm serve /models/Qwen3-30B-A3B-Instruct-2507-FP8      --port 8000      --tensor-parallel-size 2\n"
     "   ```\n"
     "3. Observe the container logs — initialization fails with NCCL/TCPStore errors.\n"
     "\n"
     "---\n"
     "\n"
     "### Anything else we need to know?\n"
     "\n"
     "- The exact same setup (GPUs, drivers, model, runtime, NCCL, vLLM) works fine on **HAMi 2.6.1**.  \n"
     "- The failure occurs only after upgrading to **HAMi 2.7.0**.  \n"
     "- We do **not** use Docker — this runs under Kubernetes with HAMi device plugin and scheduler.  \n"
     "- It seems that one worker process exits prematurely, breaking NCCL\n"
     "...\n"
     "frame #8: <unknown function> + 0x126850 (0x7bf0d2a79850 in /usr/lib/x86_64-linux-gnu/libc.so.6)[rank1]:[W1101 "
     "02:10:33.411531203 ProcessGroupNCCL.cpp:1783] [PG ID 0 PG GUID 0 Rank 1] Failed to check the \"should dump\" flag "
     "on TCPStore, (maybe TCPStore server has shut down too early), with error: Broken pipe\n"
     "[rank1]:[W1101 02:10:34.411642380 TCPStore.cpp:106] [c10d] sendBytes failed on SocketImpl(fd=79, "
     "addr=localhost:40912, remote=localhost:36055): Broken pipe\n"
     "Exception raised from sendBytes at /pytorch/torch/csrc/distributed/c10d/Utils.hpp:653 (most recent call first):",
     None, {}, "release_regression",
     "vLLM 0.11.0 with --tensor-parallel-size 2 in a Kubernetes pod whose two GPUs are handed out by HAMi 2.7.0 (device "
     "plugin + HAMi-core's libvgpu.so intercepting CUDA in the container). One tensor-parallel worker dies during NCCL / "
     "distributed initialisation inside the virtualisation layer, after which rank 1's TCPStore heartbeat and sends hit a "
     "broken pipe and the engine core reports 'Engine core initialization failed'. The reporter's bisect pins it on the "
     "HAMi upgrade: GPUs, drivers, model, runtime, NCCL and vLLM unchanged, it works on HAMi 2.6.1 and fails on 2.7.0 -- "
     "a regression of HAMi's libvgpu, not a vLLM, memory or model problem.",
     "the reporter's own comparison in the thread: the same setup works on HAMi 2.6.1 (staying on / going back to 2.6.1's "
     "libvgpu). The issue is closed; no maintainer answer is in the stored chunks. (A later thread, volcano-vgpu-device-"
     "plugin #108, says the failure was fixed in HAMi by this issue and that HAMi 2.7.1 / 2.8.0 work.)",
     release="0.11.0 (HAMi 2.7.0)", gpu=None, gpus=2,
     command="vllm serve /models/Qwen3-30B-A3B-Instruct-2507-FP8 --port 8000 --tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement call 2. Excerpt: the title, 'What happened', the reproduction steps and 'Anything else' as stored "
          "(the 'What you expected to happen' paragraph left out), '...', then the last lines of the stored log chunk "
          "(the rest of the c10d frame list left out). The crashing worker's own error is not in the stored text.")

# ---------------------------------------- volcano-vgpu-device-plugin #108: vLLM 0.15.1/0.16.0 TP=2 under volcano-vgpu-device-plugin 1.11.0 -> Engine core initialization failed (old libvgpu)
case("volcano-vgpu-device-plugin-108-vllm-0151-0160-tp2-gemma3-27b-engine-core-init-failed-old-libvgpu",
     "https://github.com/Project-HAMi/volcano-vgpu-device-plugin/issues/108",
     "vLLM 0.15.1/0.16.0 fails to initialize with NCCL/TCPStore errors\n"
     "\n"
     "### What happened\n"
     "When running vLLM 0.15.1/0.16.0 with tensor parallelism across two GPUs in a Kubernetes cluster managed GPU "
     "resources by volcano 1.14.1 with volcano-vgpu-device-plugin 1.11.0 (and latest image tag), initialization fails "
     "with NCCL / TCPStore connection errors, ending with:\n"
     "\n"
     "```\n"
     "RuntimeError: Engine core initialization failed. See root cause above.\n"
     "Failed core proc(s): {}\n"
     "```\n"
     "\n"
     "### What you expected to happen\n"
     " vLLM 0.15.1/0.16.0 should start and initialize normally across both GPUs with volcano-vgpu-device-plugin\n"
     "\n"
     "### How to reproduce it (as minimally and precisely as possible)\n"
     "1. Deploy a Kubernetes cluster using volcano + volcano-vgpu-device-plugin.\n"
     "2. Launch a pod that runs:\n"
     "`vllm serve /models/gemma-3-27b-it --port 8000      --tensor-parallel-size 2`\n"
     "3. Observe the container logs — initialization fails with NCCL/TCPStore errors.\n"
     "\n"
     "### Anything else we need to know?\n"
     "- We do not use Docker — this runs under Kubernetes with volcano + volcano-vgpu-device-plugin.\n"
     "\n"
     "### Environment\n"
     "| Component | Version / Info |\n"
     "|----- |-------|\n"
     "volcano | 1.14.1",
     None, {}, "dependency_version_mismatch",
     "vLLM 0.15.1 / 0.16.0 with --tensor-parallel-size 2 on a Kubernetes cluster whose GPUs are shared through volcano "
     "1.14.1 and the volcano-vgpu-device-plugin 1.11.0, which injects its own copy of HAMi-core's libvgpu into the "
     "container. That copy is older than HAMi's own and still has the libvgpu defect HAMi fixed for HAMi #1479, so a "
     "tensor-parallel worker dies in NCCL / TCPStore initialisation and the engine core fails to start. A stale "
     "virtualisation library shipped by the device plugin, not vLLM, memory or the model.",
     "the reporter's own, in the issue: copying the libvgpu library from the HAMi image into the volcano-vgpu-device-"
     "plugin made the NCCL error disappear (the same setup works on HAMi 2.7.1 / 2.8.0). The issue is closed",
     release="0.15.1 / 0.16.0 (volcano 1.14.1, volcano-vgpu-device-plugin 1.11.0)", gpu=None, gpus=2,
     command="vllm serve /models/gemma-3-27b-it --port 8000 --tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement call 2. Excerpt: the description as stored up to the environment table's first row; two lines are "
          "left out because they carry the fix: 'The exact same configuration works correctly on HAMi 2.7.1/2.8.0 (but "
          "fixed by .../HAMi/issues/1479 issue)' and 'If I copy the libvgpu library from the Hami image to "
          "volcano-vgpu-device-plugin, the nccl error disappears.' No worker log is pasted.")

BATCH.write()
