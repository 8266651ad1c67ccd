"""Round-775 blind batch: FLASHINFER AND COMMUNICATION FUSIONS AT vLLM'S START-UP (FlashInfer JIT compile failures --
nvcc / ninja / missing CUDA headers / cubin download --, flashinfer-python vs flashinfer-cubin / flashinfer-jit-cache
version mismatches, the allreduce-RMSNorm fusion (fuse_allreduce_rms), FlashInfer's trtllm / mnnvl all-reduce, NCCL
symmetric memory, torch symm_mem), 2025-2026; collected by helper wild775 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round775-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR / maintainer answer it links) only. Excerpts are the text as the search tool's issues corpus shows it;
the fix is left out of the excerpt. Every source was checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the
earlier rounds' skip lists before it was spent on, and claimed in CLAIMS.txt.

Look-ups: 31 of the 45 allowed, all ``search`` (30 corpus=issues, 1 corpus=pages that returned nothing usable); no
read_file / find_string / fetch. 6 cases:
- ai-dynamo/dynamo #12355: NVIDIA's vllm-runtime 1.3.0-dev.1-cuda13 image bakes flashinfer-jit-cache 0.6.11.post2+cu130;
  `pip install vllm==0.23.0` in the container pulls flashinfer 0.6.12 -> 'flashinfer-jit-cache version (...) does not
  match flashinfer version (0.6.12)', surfaced as 'Model architectures [...] failed to be inspected'.
- NVIDIA-NeMo/Gym PR #1405: `uv pip install vllm --torch-backend=auto` on a workstation without /usr/local/cuda ->
  FlashInfer's JIT (sampler / allreduce paths) 'Could not find nvcc and default cuda_home=...'.
- syv-ai/qwen38-27b-rtx3090 PR #12: the project's vLLM image has nvcc but not the cuRAND headers -> FlashInfer's JIT of
  the DFlash2 sampling kernels 'fatal error: curand.h: No such file or directory' (RTX 3090 Ti).
- vllm #54626: VLLM_USE_NCCL_SYMM_MEM=1 on 8x B300, TP8 + EP, cudagraph FULL_AND_PIECEWISE -> ncclCommWindowRegister
  called inside a CUDA-graph capture, 'RuntimeError: NCCL error: unhandled cuda error'.
- vllm #48840: VLLM_USE_NCCL_SYMM_MEM=1 with ModelRunner V2 and FULL CUDA graphs -> vLLM's own assert 'graph_pool_id is
  not set under graph capture'; fixed by merged PR #48843.
- NVIDIA/nccl #1788: vLLM on an 8x H100 node that had worked for a month -> NCCL's NVLS multicast bind fails,
  'transport/nvls.cc:254 NCCL WARN Cuda failure 401 'the operation cannot be performed in the present state''; the
  reporter's NCCL_NVLS_ENABLE=0 avoids it.

How mined the slice is: nearly mined out for the allreduce-RMSNorm fusion and torch symm_mem (vllm #34891, #45604,
#44003, #26525, #26922, #52457, #53320, PR #45917, vllm-omni #241 are fixtures; #37623, #51986, #48071, #47284,
#38550, #25937, QwenLM/Qwen3-VL #2018 are on earlier skip lists), and for the cubin-version and nvcc-missing messages
(vllm #49804, pipecat #6, ray PR #58026 and ten 'Could not find nvcc' fixtures). The fusion's own issue threads that
are not used (vllm #35426 PP, #34458 DP, #37468 compile-cache workspace, #35772 mnnvl hang) never came back from the
search, only the PRs that cite them; most fusion failures are hangs with no error line.

Sources given up (for the lead, not cases):
- Used or on earlier skip lists (not re-opened): vllm #45604, #49804, #50705, #36077, #42393 / PR #48956, #44985,
  #51986, #48071, #47284, #37623, #38550, #25937, #26922 / PR #26925, #44003, #22008; vllm-project/recipes #511;
  flashinfer-ai/flashinfer #4781, #2252, #1919; QwenLM/Qwen3-VL #2018; vllm-omni #241; ms-swift #7100;
  SystemPanic/flashinfer-windows #6; llm-d #410; pipecat-ai/nemotron-january-2026 #6 / PR #8.
- Error line not in the stored chunks or no cause reached: vllm #28901 ('nccl symmem causes nccl error on nccl 2.28+',
  closed; three searches return only collect_env / NCCL INFO chunks; its fix is very likely PR #29207 'use the same
  stream for cuda graph capture and replay for NCCL' -- a good lead if a later round can reach the error line);
  vllm #29590 (vLLM docker, NVFP4 on SM120, FlashInfer JIT 'curand_kernel.h: No such file or directory'; open, only
  the nvcc command line and pip list stored, no answer); vllm #42291 (v0.20.1/v0.20.2 image on an RTX 2080 Ti, FlashInfer
  JIT 'No such file or directory' for flashinfer/page.cuh; closed stale, no cause stored -- PR #55380's comment about
  FlashInfer dropping the SM75 JIT cache may be the family); vllm #37468 / #35426 / #34458 / #35772 (only their fix PRs
  #37461 / #35424 / #41458 / #35793 came back; #37461 quotes an 'Error on main' traceback cut before its error line);
  flashinfer-ai/flashinfer #1352 (B200 in an isolated network: INFO 'Fetching cubin' lines only, no failing line);
  vllm #26949 (H100 PCIe, torch symm_mem 'invalid device ordinal': only its closed, unmerged fix PR #33274 came back;
  the same class as the used vllm-26525 fixture).
- Skip-listed by earlier rounds, seen again: vllm #48823 (FlashInfer all-reduce workspace 'invalid device ordinal',
  environment block only; rounds 539 / 652).
- Not a vLLM launch / not vLLM's text: NVIDIA-NeMo/Export-Deploy PR #679 (cubin 0.6.8.post1 vs flashinfer 0.6.10 in a
  NeMo Evaluator CI run; no vLLM in the stored text; also noted by round 657), lightseekorg/tokenspeed PR #284 (its own
  engine), flashinfer-ai/flashinfer #2941 (trtllm-gen artifactory 403 in vLLM's pytest CI, not a launch), #4410 (a
  FlashInfer feature request retelling three JIT failures in prose), #4337 (install-cubin-wheel CLI), #3408 / #2923
  (fusion hangs, no error line; fixed by vLLM PR #45917 / FlashInfer PR #3304), dusty-nv/jetson-containers #1186
  (FlashInfer's docker build on Jetson, not a vLLM launch), xorbitsai/inference PR #5130 / #5137 (JIT deadlock on
  sm_120 told in prose), sgl-project threads (SGLang, not vLLM).

Judgement calls for the lead:
1. dynamo-12355: the error line is FlashInfer's import-time version check, as in the four earlier cubin / jit-cache
   fixtures (vllm-49804, pipecat-nemotron-jan2026-6, ray-pr58026, gpu-tpu-pedia ... cubin-loader), all labelled
   dependency_version_mismatch for kind and cause; kept the same. The paste also says vLLM surfaced it as 'Model
   architectures ['NemotronHForCausalLM'] failed to be inspected' (model_inspection_failed's line) -- the real cause is
   the package skew, so the cause stays dependency_version_mismatch. The thread is open and has no maintainer answer in
   the stored text; the cause is the reporter's own (exact versions on both sides), the fix is the message's own
   ('install the same version of both packages') and FlashInfer PR #4869's upgrade note (re-install or uninstall the
   stale optional package). tokenspeed PR #284 says the FLASHINFER_DISABLE_VERSION_CHECK=1 bypass ran stale kernels
   into illegal memory accesses, so the bypass is not given as the fix.
2. nemo-gym-pr1405 is a docs PR, not a user's issue: the excerpt is the PR's description of the failure (the title and
   the sentence naming the fix left out). Same class as ten earlier 'Could not find nvcc' fixtures
   (triton_compiler_missing for kind and cause); taken because the source is fresh and the fix is stated.
3. syv-ai-qwen38-27b-rtx3090-pr12: no README row names 'curand.h: No such file or directory'. The collector labelled
   kind and cause triton_compiler_missing, the row for a JIT build missing a piece of its toolchain (nvcc, ninja,
   Python.h, libcuda); the lead may prefer kind None. The failure shows at the first DFlash2 request, not at start-up
   (the request never completes; plain completions work); taken under 'first requests, failing because of how vLLM was
   launched' (the image). The excerpt drops ', which lives in `libcurand-dev-13-0`' from the first sentence (the fix).
4. vllm-54626: open, no maintainer answer or fix PR stored; the cause is the reporter's own diagnosis in the description
   (window registration, which maps multicast memory, is not legal during stream capture) plus a commenter's agreeing
   hypothesis. Labelled kind nccl_error (vLLM's pynccl 'NCCL error: unhandled cuda error') and cause
   cuda_graph_unsupported (an operation that may not run inside a capture); nccl_error or release_regression (a main
   build's bug) are defensible alternatives. The fix (drop VLLM_USE_NCCL_SYMM_MEM=1, which is opt-in, or eager mode) is
   the collector's reading, not a reported fix.
5. vllm-48840: the error text is only in the issue title in the stored text (the stored chunks are the env variables
   and the pip list of collect_env); the fix PR #48843 ('Fixes #48840') quotes the same AssertionError. kind
   vllm_check_failed (vLLM's own assert message), cause release_regression (a main build's bug on the launch's path,
   fixed by the PR); the lead may prefer cuda_graph_unsupported.
6. nccl-1788 is on NVIDIA's NCCL tracker and shows NCCL's own WARN lines, not a vLLM traceback (the reporter says the
   error comes 'when trying to run VLLM'); NVLS (NVLink SHARP multicast) is NCCL's transport, next to the slice's
   symmetric-memory topic rather than in it. The cause written is what the thread shows: the NVLS multicast bind
   (cuMulticastAddDevice) fails and NCCL_NVLS_ENABLE=0 avoids it (the reporter's own workaround, in the description);
   the answer of the closed thread is not stored. kind nccl_error (README: NCCL's CUDA check with any runtime string),
   cause nccl_error; NCCL's maintainers on the same message elsewhere (nccl #976, #1488; NCCL 2.29's own wording quoted
   in pytorch PR #177472: 'usually caused by a system or configuration error in the Fabric Manager or NVSwitches') point
   at the Fabric Manager's state, so fabric_manager_not_ready is a defensible alternative cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round775-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}]

# ---------------------------------------- ai-dynamo/dynamo #12355: baked flashinfer-jit-cache 0.6.11.post2+cu130 vs flashinfer 0.6.12 (pip install vllm==0.23.0)
case("dynamo-12355-vllm-runtime-cu13-baked-flashinfer-jit-cache-0611post2-vs-flashinfer-0612-vllm-0230",
     "https://github.com/ai-dynamo/dynamo/issues/12355",
     "[BUG] vllm-runtime 1.3.0-dev.1-cuda13: baked flashinfer-jit-cache pin breaks any in-container vLLM upgrade "
     "(serve-time registry failure)\n"
     "\n"
     "## Summary\n"
     "`vllm-runtime:1.3.0-dev.1-cuda13` bakes `flashinfer-jit-cache 0.6.11.post2+cu130` as a separate pinned package. "
     "Any in-container vLLM upgrade (`pip install vllm==0.23.0`, which pulls `flashinfer 0.6.12`) creates a version "
     "skew that **fails model registry inspection at serve time** \u2014 the build itself passes, so the break only "
     "surfaces when the engine starts.\n"
     "\n"
     "## Environment\n"
     "- Image: `nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.3.0-dev.1-cuda13`\n"
     "- Overlay: `pip install vllm==0.23.0` (pulls `flashinfer==0.6.12`)\n"
     "- Baked: `flashinfer-jit-cache==0.6.11.post2+cu130`\n"
     "- Model: NemotronH (`NemotronHForCausalLM`), 2026-07-29, p5en.48xlarge/EKS\n"
     "\n"
     "## Repro\n"
     "```bash\n"
     "docker run --rm --gpus all nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.3.0-dev.1-cuda13 bash -lc '\n"
     "  pip install \"vllm==0.23.0\" && vllm serve <any NemotronH ckpt> --tensor-parallel-size 8'\n"
     "```\n"
     "\n"
     "## Observed\n"
     "```\n"
     "RuntimeError: flashinfer-jit-cache version (0.6.11.post2+cu130) does not match flashinfer version (0.6.12).\n"
     "Please install the same version of both packages. Set FLASHINFER_DISABLE_VERSION_CHECK=1 to bypass this check.\n"
     "```\n"
     "Surfaced wrapped as `Model architectures ['NemotronHForCausalLM'] failed to be inspected` (pydantic "
     "ValidationError) \u2014 the root cause",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "NVIDIA's Dynamo image vllm-runtime:1.3.0-dev.1-cuda13 ships flashinfer-jit-cache 0.6.11.post2+cu130 as its own "
     "pinned package. Upgrading vLLM inside the container (pip install vllm==0.23.0) pulled flashinfer(-python) 0.6.12 "
     "but left the baked jit-cache at 0.6.11.post2, and FlashInfer's import-time check refuses any skew between the two "
     "('flashinfer-jit-cache version (0.6.11.post2+cu130) does not match flashinfer version (0.6.12)'); vLLM's model "
     "registry subprocess imports FlashInfer, so the launch died as 'Model architectures [...] failed to be inspected'. "
     "A package version skew inside the image, not the model, memory or parallelism.",
     "not answered in the stored thread (open); the cause is the reporter's own diagnosis with the exact versions. Fix: "
     "the message's own -- install the same version of both packages: flashinfer-jit-cache 0.6.12 for cu130 from "
     "FlashInfer's wheel index next to flashinfer 0.6.12, or uninstall the baked flashinfer-jit-cache so FlashInfer uses "
     "its other kernel sources (FlashInfer PR #4869's upgrade note: after upgrading flashinfer-python, re-install the "
     "optional cubin / jit-cache package or uninstall the stale one); or build the image with the vLLM release it was "
     "made for. FLASHINFER_DISABLE_VERSION_CHECK=1 only hides the skew (lightseekorg/tokenspeed PR #284: stale jit-cache "
     "kernels then failed with illegal memory accesses).",
     release="0.23.0", gpu=None, gpus=None,
     command="pip install \"vllm==0.23.0\" && vllm serve <any NemotronH ckpt> --tensor-parallel-size 8",
     forbidden=_NOT_MEMORY + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description as the stored text shows them, which stops at '\u2014 the root "
          "cause'. The GPU is not named (p5en.48xlarge is an 8x H200 instance; not written into gpu). See judgement "
          "call 1.")

# ---------------------------------------- NVIDIA-NeMo/Gym PR #1405: uv pip install vllm without a CUDA toolkit -> FlashInfer JIT 'Could not find nvcc'
case("nemo-gym-pr1405-uv-pip-vllm-no-system-cuda-toolkit-flashinfer-jit-could-not-find-nvcc",
     "https://github.com/NVIDIA-NeMo/Gym/pull/1405",
     "vLLM's sampler and allreduce paths use FlashInfer, which falls back to runtime JIT compilation via nvcc when no "
     "pre-built kernel cache is installed. On a fresh `uv pip install vllm --torch-backend=auto` setup without a system "
     "CUDA toolkit at `/usr/local/cuda`, this fails with:\n"
     "```\n"
     "  RuntimeError: Could not find nvcc and default cuda_home='/usr/local/cuda' doesn't exist\n"
     "```\n"
     "\n"
     "because PyPI's PyTorch wheels ship the CUDA runtime libs but not the nvcc compiler.",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "vLLM installed from PyPI with uv (`uv pip install hf_transfer vllm --torch-backend=auto`) on a workstation with no "
     "CUDA toolkit: PyTorch's wheels carry the CUDA runtime libraries but no nvcc, and with no pre-built FlashInfer "
     "kernels installed, the first FlashInfer kernel vLLM needs (sampler, all-reduce paths) is JIT-compiled, which "
     "fails with FlashInfer's 'Could not find nvcc and default cuda_home='/usr/local/cuda' doesn't exist'. A missing "
     "compiler / pre-built-kernel package, not memory.",
     "merged NeMo Gym PR #1405 (ananthsub, 2026-05-26): install FlashInfer's pre-built kernel packages, flashinfer-cubin "
     "and flashinfer-jit-cache, pinned to the exact flashinfer-python version vLLM pulled in (both enforce strict "
     "version equality), so FlashInfer skips JIT entirely; a reviewer also suggests using a container. Alternatively a "
     "CUDA toolkit with nvcc (CUDA_HOME).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR description's account of the failure; the PR title ('docs: add tip for FlashInfer JIT cache "
          "install for vLLM model server') and the closing sentence that names the fix are left out. The install "
          "command is in the description, no serve command is shown. See judgement call 2.")

# ---------------------------------------- syv-ai/qwen38-27b-rtx3090 PR #12: image without cuRAND headers -> FlashInfer JIT 'fatal error: curand.h' (RTX 3090 Ti)
case("syv-ai-qwen38-27b-rtx3090-pr12-dflash2-flashinfer-jit-curand-h-missing-in-image",
     "https://github.com/syv-ai/qwen38-27b-rtx3090/pull/12",
     "## The bug\n"
     "\n"
     "The image installs `cuda-nvcc-13-0` and `cuda-cudart-dev-13-0`, but FlashInfer JIT-compiles the DFlash2 kernels "
     "against `$CUDA_HOME/include` and needs `curand.h`. Without it, every dflash2 launch logs:\n"
     "\n"
     "```\n"
     "WARNING [qwen3_dflash2.py:74] /app/venv/.../flashinfer/sampling.cuh:20:10:\n"
     "fatal error: curand.h: No such file or directory\n"
     "```\n"
     "\n"
     "and the request never completes. Plain completions are unaffected, which is why a chat benchmark doesn't surface "
     "it \u2014 only `SPEC=dflash2` hits the JIT path, so it's specifically the headline single-user mode that breaks.",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "The project's vLLM image installs the CUDA 13.0 compiler (cuda-nvcc-13-0) and runtime headers "
     "(cuda-cudart-dev-13-0) but not the cuRAND development headers. With SPEC=dflash2 (DFlash2 speculative decoding "
     "for Qwen3.8-27B), FlashInfer JIT-compiles its sampling kernels against $CUDA_HOME/include, and sampling.cuh "
     "includes curand.h, so the JIT build fails ('fatal error: curand.h: No such file or directory') and the request "
     "never completes. An incomplete CUDA toolkit in the image, not memory or the model.",
     "merged PR #12 (ColeWheatley, 2026-08-20): add libcurand-dev-13-0 to the Dockerfile's apt line (the package name is "
     "libcurand-dev-13-0; cuda-curand-dev-13-0 does not exist in the ubuntu2404 repo); verified on an RTX 3090 Ti: "
     "SPEC=dflash2 starts clean with zero curand errors.",
     release=None, gpu="RTX 3090 Ti", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's 'The bug' section as stored; ', which lives in `libcurand-dev-13-0`' is cut "
          "from the first sentence (it names the fix), and the title ('fix(docker): install libcurand-dev so "
          "SPEC=dflash2 can JIT-compile') is left out. The log line is as the author shortened it ('.../'). vLLM's "
          "release is not stated. See judgement call 3.")

# ---------------------------------------- vllm #54626: VLLM_USE_NCCL_SYMM_MEM=1, 8x B300 TP8 EP, ncclCommWindowRegister inside CUDA graph capture
case("vllm-54626-b300-tp8-ep-nccl-symm-mem-window-register-during-cudagraph-capture-unhandled-cuda-error",
     "https://github.com/vllm-project/vllm/issues/54626",
     "[Bug]: NCCL symmetric memory registers comm windows during CUDA graph capture; VLLM_USE_NCCL_SYMM_MEM=1 fails at "
     "engine init\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>Environment</summary>\n"
     "\n"
     "```\n"
     "vLLM   : 0.1.dev20073+g8e685d198\n"
     "NCCL   : 2.29.7   (\"vLLM is using nccl==2.29.7\")\n"
     "GPUs   : 8x NVIDIA B300 (sm_103), single node, NVSwitch (NV18 between every pair)\n"
     "Config : tensor_parallel_size=8, data_parallel_size=1, --enable-expert-parallel,\n"
     "         dtype=bfloat16, cudagraph_mode=FULL_AND_PIECEWISE\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "With `VLLM_USE_NCCL_SYMM_MEM=1`, engine initialization fails during CUDA graph\n"
     "capture.\n"
     "\n"
     "`nccl_symm_mem_context.__exit__` calls `ncclCommWindowRegister` while a CUDA\n"
     "graph capture is in flight \u2014 the context is entered from\n"
     "`all_reduce_symmetric_with_copy_impl` during `Capturing CUDA graphs\n"
     "(PIECEWISE)`. Window registration maps multicast memory, which is not legal\n"
     "during stream capture, and NCCL returns `unhandled cuda error`.\n"
     "\n"
     "Two exceptions are reported. The first is the fault:\n"
     "\n"
     "```\n"
     "File \"vllm/distributed/device_communicators/pynccl_allocator.py\", line 193, in __exit__\n"
     "    self.pynccl_comm.register_comm_window_raw(\n"
     "File \"vllm/distributed/device_communicators/pynccl.py\", line 417, in register_comm_window_raw\n"
     "    return self.nccl.ncclCommWindowRegister(self.comm, buffer_type(ptr), size, 1)\n"
     "RuntimeError: NCCL error: unhandled cuda error\n"
     "```\n"
     "\n"
     "and then, dur",
     "nccl_error", {}, "cuda_graph_unsupported",
     "A vLLM main build (0.1.dev20073, NCCL 2.29.7) on 8x B300 with TP8 + expert parallelism and the opt-in NCCL "
     "symmetric-memory all-reduce (VLLM_USE_NCCL_SYMM_MEM=1): while capturing the piecewise CUDA graphs, "
     "all_reduce_symmetric_with_copy_impl enters nccl_symm_mem_context, whose __exit__ calls ncclCommWindowRegister; "
     "window registration maps multicast memory, which is not allowed while a stream is being captured, so NCCL returns "
     "'unhandled cuda error' and engine initialization fails. An operation that may not run inside a CUDA-graph capture "
     "(the opt-in symmetric-memory path), not memory, the network or another rank.",
     "no fix or maintainer answer in the stored thread (open); the diagnosis is the reporter's, and a commenter "
     "(yangsiqt) proposes registering the window outside the capture lifecycle or skipping / deferring it while a "
     "capture is active. Until a build does that: launch without VLLM_USE_NCCL_SYMM_MEM=1 (it is opt-in; the default "
     "all-reduce path starts), or without CUDA graphs (--enforce-eager) at a speed cost -- the collector's reading.",
     release="0.1.dev20073+g8e685d198 (main build, August 2026)", gpu="B300", gpus=8, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the issue title and description as stored, which stops at 'and then, dur' (the second exception is "
          "not stored). See judgement call 4.")

# ---------------------------------------- vllm #48840: VLLM_USE_NCCL_SYMM_MEM=1 + ModelRunner V2 FULL CUDA graphs -> AssertionError graph_pool_id is not set
case("vllm-48840-nccl-symm-mem-model-runner-v2-full-cudagraph-graph-pool-id-not-set",
     "https://github.com/vllm-project/vllm/issues/48840",
     "[Bug]: AssertionError: graph_pool_id is not set under graph capture when VLLM_USE_NCCL_SYMM_MEM=1 with "
     "ModelRunner V2\n"
     "\n"
     "```text\n"
     "CUDA_CACHE_PATH=/var/cache/vllm/cuda\n"
     "VLLM_SKIP_P2P_CHECK=1\n"
     "VLLM_USE_DEEP_GEMM=1\n"
     "NCCL_MNNVL_ENABLE=1\n"
     "TORCH_CUDA_ARCH_LIST=10.0a\n"
     "NCCL_VERSION=2.28.3-1\n"
     "NCCL_SOCKET_IFNAME=eth0\n"
     "NCCL_NVLS_ENABLE=1\n"
     "VLLM_CACHE_ROOT=/var/cache/vllm/vllm\n"
     "NVIDIA_GDRCOPY=enabled\n"
     "NVIDIA_DRIVER_CAPABILITIES=compute,utility\n"
     "NCCL_P2P_LEVEL=NVL\n"
     "VLLM_NIXL_SIDE_CHANNEL_HOST=10.244.26.235\n"
     "VLLM_WORKER_MULTIPROC_METHOD=fork\n"
     "NVIDIA_PRODUCT_NAME=CUDA\n"
     "NVIDIA_MOFED=enabled\n"
     "VLLM_USAGE_SOURCE=production-docker-image\n"
     "CUDA_VERSION=13.0.2\n"
     "TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC=15\n"
     "TORCH_NCCL_DUMP_ON_TIMEOUT=0\n"
     "MAX_JOBS=40\n"
     "VLLM_USE_NCCL_SYMM_MEM=1\n"
     "CUDA_HOME=/usr/local/cuda\n"
     "CUDA_HOME=/usr/local/cuda\n"
     "VLLM_LOGGING_LEVE",
     "vllm_check_failed", {}, "release_regression",
     "A vLLM main build (0.1.dev1+gc67d81fcf, July 2026, torch 2.11.0+cu130, NCCL 2.30.7) with the opt-in NCCL "
     "symmetric-memory all-reduce (VLLM_USE_NCCL_SYMM_MEM=1) and ModelRunner V2: the symmetric-memory allocator asserts "
     "that a CUDA-graph memory pool id is set while a graph is being captured, but ModelRunner V2's CudaGraphManager did "
     "not call set_graph_pool_id() before torch.cuda.graph() on its FULL capture path (FULL_DECODE_ONLY CUDA graphs), so "
     "start-up died on vLLM's own assert. A bug of that build on the launch's path, not memory or the network.",
     "merged PR #48843 (ilmarkov, 2026-07-16, 'Fixes #48840'): call set_graph_pool_id() before torch.cuda.graph() in "
     "CudaGraphManager.capture() for the FULL capture path, with a unit test. Fix: a build containing it; before it, "
     "launching without VLLM_USE_NCCL_SYMM_MEM=1 (or without FULL CUDA graphs) avoids the path -- the collector's "
     "reading of the PR.",
     release="0.1.dev1+gc67d81fcf (main build, July 2026; fixed by PR #48843)", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (the only place the stored text has the error) and the stored chunk of "
          "collect_env's environment variables, cut where the stored chunk ends ('VLLM_LOGGING_LEVE'); the long "
          "LD_LIBRARY_PATH line between VLLM_USE_NCCL_SYMM_MEM=1 and CUDA_HOME is dropped. The GPU is not named (CUDA archs 10.0a: "
          "an SM100 part). The reporter is a vLLM contributor who also wrote the fix. See judgement call 5.")

# ---------------------------------------- NVIDIA/nccl #1788: vLLM on 8x H100, NVLS multicast bind fails (Cuda failure 401), NCCL 2.26.2
case("nccl-1788-vllm-8x-h100-nvls-multicast-cuda-failure-401-present-state",
     "https://github.com/NVIDIA/nccl/issues/1788",
     "[Issue]: NCCL multicast error\n"
     "\n"
     "### How is this issue impacting you?\n"
     "\n"
     "Application crash\n"
     "\n"
     "### Share Your Debug Logs\n"
     "\n"
     "My setup is a node with 8 H100s. I get this error when trying to run VLLM. I ran an identical setup for almost a "
     "month and then had this error start suddenly. \n"
     "\n"
     "```\n"
     "[2025-07-21 19:05:29] node004:27907:27907 [1] transport/nvls.cc:254 NCCL WARN Cuda failure 401 'the operation "
     "cannot be performed in the present state'\n"
     "node004:27907:27907 [1] NCCL INFO transport/nvls.cc:409 -> 1\n"
     "```\n"
     "\n"
     "This is the line where the error is happening in ``nvls.cc``\n"
     "\n"
     "```\n"
     "ncc/src/transport/nvls.cc\n"
     "\n"
     "CUCHECKGOTO(cuMulticastAddDevice(*mcHandle, comm->cudaDev), ret, fail);\n"
     "```\n"
     "\n"
     "so I assume this error has something to do with multicast. But earlier on in the logs, I have \n"
     "\n"
     "```NVLS multicast support is available on dev 3``` and so on and ```NVLS importing shareableHandle 0x7ffd4224e570 "
     "from rank 0```\n"
     "\n"
     "The NCCL version I'm using is ``nccl==2.26.2``. And it is loaded from a library:  ``Found nccl from library "
     "libnccl.so.2``\n"
     "\n"
     "I am using cuda version ``12.9`` and driver version ``575.51.03``.\n"
     "\n"
     "Any ideas what could be happening?\n"
     "\n"
     "### NCCL Version\n"
     "\n"
     "2.26.2+cuda12.9",
     "nccl_error", {}, "nccl_error",
     "vLLM with tensor parallelism on an 8x H100 (NVSwitch) node that had run the same setup for a month: NCCL 2.26.2 "
     "detects NVLS (NVLink SHARP multicast) support and tries to bind the GPUs to a multicast object, but "
     "cuMulticastAddDevice fails with CUDA error 401 'the operation cannot be performed in the present state', so "
     "NCCL's init fails and vLLM crashes. The node's multicast / NVSwitch state broke (the error started suddenly with no "
     "change to the setup); NCCL's NVLS transport, not memory, the model or vLLM's flags.",
     "the reporter's own workaround, in the description: export NCCL_NVLS_ENABLE=0 (and NCCL_ALGO=^NVLS) prevents the "
     "error, at a performance cost. The thread's answer is not stored; NCCL's maintainers on the same message (NVIDIA/"
     "nccl #976: the Fabric Manager restarted while processes held GPU resources, rebooting the node is the easiest "
     "fix; #1488: reset the GPUs when the Fabric Manager is stopped and restarted) and NCCL 2.29's own text ('usually "
     "caused by a system or configuration error in the Fabric Manager or NVSwitches. Disable NVLS (NCCL_NVLS_ENABLE=0)') "
     "make the lasting fix a healthy Fabric Manager / NVSwitch state (reboot or GPU reset).",
     release=None, gpu="H100", gpus=8, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the issue title and description as stored, with the paragraph that gives the workaround ('I get "
          "significantly degraded performance, but am able to prevent this issue with the following flags ... export "
          "NCCL_NVLS_ENABLE=0 / export NCCL_ALGO=^NVLS') left out. vLLM's release and command are not stated. See "
          "judgement call 6.")

BATCH.write()
