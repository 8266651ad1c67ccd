"""Round-741 blind batch: NAMED LEADS B (flashinfer-ai/flashinfer #3674, #1904, gpustack/gpustack #1963, #5096,
hiyouga/LlamaFactory #10310, modelscope/FunASR #2973, xorbitsai/inference #2881 -- leads earlier collectors saw and did
not spend -- and the unused threads these leads' neighbourhood gives: the fix PR of #3674 and the FlashInfer JIT
toolkit-mismatch threads next to it); collected by helper wild741 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round741-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and the fix PR / follow-up the thread's author wrote). Excerpts are the text as the search tool's issues corpus
shows it; the fix is left out of the excerpt.

Look-ups: 25 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / find_repos /
fetch). 3 cases:
- flashinfer #3674 (vllm-omni's StageEngineCoreProc on an RTX 5090 with CUDA 12.8: FlashInfer's sampler JIT raises
  'FlashInfer requires GPUs with sm75 or higher'; the reporter's own merged fix PR flashinfer #3633 'refresh stale arch
  detection and allow SM120 on CUDA 12.8').
- flashinfer #3493 (vLLM 0.22.1rc1.dev on RTX PRO 6000 Blackwell: FlashInfer sampler JIT fails, 'CUDA compiler and
  toolkit headers are incompatible'; the reporter's closing follow-up: nvcc / CCCL 13.3 wheels against CUDA 13.0
  runtime headers, fixed by pinning nvidia-cuda-nvcc 13.0.88 to match torch cu130).
- ls1intum/edutelligence PR #687 (a vLLM worker image: CCCL's '#error "CUDA compiler and CUDA toolkit headers are
  incompatible"' -> 'Worker failed with error 'Ninja build failed'' at start-up with gpt-oss-120b on sm_120f; nvcc
  13.2.86 floated over torch's 13.0 runtime headers; the merged PR pins the compiler wheels to the runtime's minor).

How mined the slice is: the named leads are nearly spent. Of the seven, FunASR #2973 is in USED_SOURCES.txt; five
(flashinfer #1904, gpustack #1963, #5096, LlamaFactory #10310, xinference #2881) still show no usable cause or no vLLM
line in the stored text after fresh searches (see below). Only flashinfer #3674 became a case, and only through its
author's own fix PR. The FlashInfer JIT / CUDA-toolkit family around it is heavily used already (five
'sm75 or higher' fixtures, the peephole headers-incompatible fixture, flashinfer #1919 / #1781 in round 736).

Sources given up (for the lead, not cases):
- modelscope/FunASR #2973: in USED_SOURCES.txt (and skip-listed by rounds 257, 418, 424, 425, 449); not opened.
- flashinfer #1904 (bbartels, 'NVCC required when invoking flashinfer-cli'): the failure is `flashinfer show-config`
  raising 'Could not find nvcc', not a vLLM launch; its vLLM twin flashinfer #1919 was claimed / used by round 736.
- flashinfer #3675: the same author's duplicate of #3674 (identical text); not taken separately.
- gpustack #1963 (artemus717, Qwen3-32B-bnb-4bit on vLLM 0.8.5.post1 in GPUStack's pipx venv, 'No module named
  bitsandbytes'): 2 searches reached only the args line and the qwen3 constructor frames, not the final ImportError
  line, and no answer; the same commenter's gpustack #1079 (same class, 0.8.1) is already a fixture.
- gpustack #5096 (Jackrong/Qwopus3.5-27B-v3 on vllm/vllm-openai:v0.19.0, TP 2, 'Tokenizer class TokenizersBackend does
  not exist'): the launch command and renderer frames are stored, no answer reached in 2 more searches (earlier rounds
  tried 8); closed without a stored cause.
- hiyouga/LlamaFactory #10310 (same TokenizersBackend message after Qwen3.5 SFT): open / pending, the stored
  description starts in a pip list; no answer.
- xorbitsai/inference #2881 ('--tensor-parallel-size' as an extra key -> AsyncEngineArgs unexpected keyword): did not
  surface for a search on its exact message (as in round 734); its family (#2525) is used.
- Followed from these threads, not cases: vllm #42393 / PR #48956 and #50705 (used / skip-listed family of #3674);
  vllm PR #54267 (open fix PR, no user log); flashinfer #5479 and its twin vllm #58236 ('nvcc fatal: Unknown option
  --compress-mode=size' with FlashInfer 0.6.18 from vLLM 0.29.0 on RTX A6000: error stored, open, no answer;
  not claimed); vllm #21960 ('/bin/sh: 1: /usr/local/cuda/bin/nvcc: not found' with
  flashinfer-python 0.2.9rc2 on a vLLM nightly: closed, log as an attachment, no answer reached; not claimed);
  flashinfer #5145 (two-node vLLM, a sampler JIT built by the host's CUDA 13.0 nvcc reused by CUDA 12.9 Ray workers,
  cudaErrorInsufficientDriver (35): open, only the reporter's summary reached, no log line, no fix; claimed, NOT
  written); ai-dynamo/dynamo #10952 (from-source Dynamo + vLLM on CUDA 13 wheels, same CCCL mismatch, closed by docs
  PR #10954 with VLLM_USE_FLASHINFER_SAMPLER=0; the stored chunk stops at '## Actual' before the error; claimed, NOT
  written); vllm #44305 (the same author's twin of flashinfer #3493; taken once, from the flashinfer tracker);
  community-scripts/ProxmoxVED #2047 (skip-listed by rounds 119, 139, 337); gpustack #3656 (skip-listed, rounds 123,
  338, 353); vllm #44985 (vLLM 0.22.0, FlashInfer sampler under Python 3.14, open / stale, not opened further).

Judgement calls for the lead:
1. flashinfer-3674: the issue thread's own answer is not stored (closed, 'needs-triage'). The cause and fix come from
   flashinfer PR #3633, written by the SAME user (zhougit86) and merged: 'fix(jit): refresh stale arch detection and
   allow SM120 on CUDA 12.8'; a second datapoint in that PR (melcheikh, RTX PRO 6000 / RTX 5090): with nvcc 12.8
   'generic specs raise FlashInfer requires GPUs with sm75 or higher', with nvcc 12.9 on the same box they compile; vLLM
   PR #54267 states the same ('On sm_120 ... with a CUDA toolkit < 12.9, FlashInfer's JIT drops the arch and fails ...
   with "FlashInfer requires GPUs with sm75 or higher"'). The issue does not link the PR in the stored text; the link
   is by author and title. kind / cause cuda_no_kernel_image, as all five earlier 'sm75 or higher' fixtures. The
   stored excerpt the search tool returns is cut inside the last line, at '...with sm75 or highe' (both the #3674 and
   the #3675 copies are cut there); the excerpt keeps that cut -- the lead may complete it to the source line
   'raise RuntimeError("FlashInfer requires GPUs with sm75 or higher")' if the stored text has it. The stack is
   vllm-omni (StageEngineCoreProc), vLLM's sampler path into FlashInfer.
2. flashinfer-3493: the CCCL message appears in the stored description only as the issue TITLE's retelling ('CUDA
   compiler and toolkit headers are incompatible', without the second 'CUDA'); the description's log section was not
   reached in 3 searches (the chunk stops after the environment block). The exact '#error "CUDA compiler and CUDA
   toolkit headers are incompatible"' is only in the reporter's closing comment, which is the fix and is left out.
   kind / cause dependency_version_mismatch (README's row for CCCL's message; the earlier peephole fixture of the same
   mismatch). The description's own sentence that VLLM_USE_FLASHINFER_SAMPLER=0 lets vLLM start is part of the report
   and kept. Twin: vllm #44305 (same author, same text, same closing comment).
3. edutelligence-687 is a merged fix PR in a project that runs vLLM workers (ls1intum/edutelligence 'Logos'), reached
   by search next to flashinfer #3493, not linked from a lead. The excerpt is the PR's '## Problem' log block and the
   observation after it; the PR title ('Pin CUDA compiler wheels to the runtime-header version') and the sentences
   that state the version skew are the diagnosis / fix and are left out. The PR's log itself is abridged by its author
   ('...'). Drop it if fix-PR cases are unwanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round741-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--tensor-parallel-size"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- flashinfer #3674: vllm-omni on RTX 5090 + CUDA 12.8 -> FlashInfer requires GPUs with sm75 or higher
case("flashinfer-3674-vllm-omni-rtx5090-cuda128-sampler-jit-sm75-or-higher",
     "https://github.com/flashinfer-ai/flashinfer/issues/3674",
     "sm version detect error issue\n"
     "\n"
     "I used a env with \n"
     "5090\n"
     "cuda 12.8\n"
     "\n"
     "and got error\n"
     "```\n"
     "(StageEngineCoreProc pid=8146)   File \"/root/autodl-tmp/omni/lib/python3.12/site-packages/flashinfer/sampling.py\", "
     "line 1820, in top_k_mask_logits\n"
     "\n"
     "(StageEngineCoreProc pid=8146)     return get_sampling_module().top_k_mask_logits(\n"
     "\n"
     "(StageEngineCoreProc pid=8146)            ^^^^^^^^^^^^^^^^^^^^^\n"
     "\n"
     "(StageEngineCoreProc pid=8146)   File \"/root/autodl-tmp/omni/lib/python3.12/site-packages/flashinfer/sampling.py\", "
     "line 68, in get_sampling_module\n"
     "\n"
     "(StageEngineCoreProc pid=8146)     module = gen_sampling_module().build_and_load()\n"
     "\n"
     "(StageEngineCoreProc pid=8146)              ^^^^^^^^^^^^^^^^^^^^^\n"
     "\n"
     "(StageEngineCoreProc pid=8146)   File \"/root/autodl-tmp/omni/lib/python3.12/site-packages/flashinfer/jit/sampling.py\", "
     "line 22, in gen_sampling_module\n"
     "\n"
     "(StageEngineCoreProc pid=8146)     return gen_jit_spec(\n"
     "\n"
     "(StageEngineCoreProc pid=8146)            ^^^^^^^^^^^^^\n"
     "\n"
     "(StageEngineCoreProc pid=8146)   File \"/root/autodl-tmp/omni/lib/python3.12/site-packages/flashinfer/jit/core.py\", "
     "line 413, in gen_jit_spec\n"
     "\n"
     "(StageEngineCoreProc pid=8146)     check_cuda_arch()\n"
     "\n"
     "(StageEngineCoreProc pid=8146)   File \"/root/autodl-tmp/omni/lib/python3.12/site-packages/flashinfer/jit/core.py\", "
     "line 108, in check_cuda_arch\n"
     "\n"
     "(StageEngineCoreProc pid=8146)     raise RuntimeError(\"FlashInfer requires GPUs with sm75 or highe",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "An RTX 5090 (SM 12.0) with a CUDA 12.8 toolkit: vLLM's (here vllm-omni's stage engine's) top-k / top-p sampler "
     "calls FlashInfer's sampling kernels, which FlashInfer JIT-compiles; FlashInfer's compilation context only allowed "
     "SM 12.x targets with CUDA >= 12.9 (and computed the target list once, possibly before the devices were visible), "
     "so on nvcc 12.8 the target list came out empty and check_cuda_arch raised the misleading 'FlashInfer requires GPUs "
     "with sm75 or higher' on a GPU far newer than sm75. The card is supported; the toolkit / FlashInfer's arch gate is "
     "the problem, not memory or parallelism.",
     "not in the stored issue thread (closed, no answer stored). The same reporter (zhougit86) wrote the merged "
     "FlashInfer PR #3633 'fix(jit): refresh stale arch detection and allow SM120 on CUDA 12.8' (re-probes the visible "
     "CUDA devices in check_cuda_arch and lets SM120 compile with CUDA 12.8); in that PR a second user confirms that "
     "with nvcc 12.8 'generic specs raise FlashInfer requires GPUs with sm75 or higher' and with nvcc 12.9 on the same "
     "box they compile and run. Fixes: a FlashInfer release with PR #3633, or a CUDA toolkit >= 12.9 for the JIT; "
     "vLLM's own workaround for the sampler path is VLLM_USE_FLASHINFER_SAMPLER=0 (vLLM PR #54267 / #48956 context).",
     release=None, gpu="NVIDIA GeForce RTX 5090", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and description as the search tool's stored excerpt shows them, blank lines between "
          "traceback lines as stored. The excerpt ends cut inside the source line of the raise, at '...sm75 or highe' "
          "(both this issue and the author's duplicate #3675 are cut at the same place by the tool); nothing was "
          "completed. No vLLM / vllm-omni release, model or command is given; CUDA 12.8 is the reporter's toolkit.")

# ---------------------------------------- flashinfer #3493: vLLM 0.22.1rc1.dev on RTX PRO 6000 Blackwell, nvcc 13.3 wheels vs CUDA 13.0 headers
case("flashinfer-3493-rtx-pro-6000-sm120f-sampler-jit-nvcc-133-vs-cuda-130-headers-incompatible",
     "https://github.com/flashinfer-ai/flashinfer/issues/3493",
     "FlashInfer sampler JIT fails on Blackwell SM120f with CUDA 13.3: CUDA compiler and toolkit headers are "
     "incompatible\n"
     "\n"
     "## Description\n"
     "I hit a FlashInfer sampler JIT compilation failure when launching vLLM with a Qwen3.5 model on NVIDIA RTX PRO 6000 "
     "Blackwell GPUs.\n"
     "\n"
     "The model can be loaded by Transformers and vLLM can create the engine config successfully. vLLM also starts and "
     "responds correctly if I disable FlashInfer sampler with:\n"
     "\n"
     "```bash\n"
     "VLLM_USE_FLASHINFER_SAMPLER=0\n"
     "```\n"
     "\n"
     "However, when FlashInfer sampler is enabled, vLLM fails during startup while running the dummy sampler/profile "
     "stage. The failure happens in FlashInfer JIT compilation for cached_ops/sampling.\n"
     "\n"
     "## Environment\n"
     "```\n"
     "GPU: NVIDIA RTX PRO 6000 Blackwell Server Edition\n"
     "Architecture: SM120f / compute_120f\n"
     "Python: 3.12.13\n"
     "PyTorch: 2.11.0+cu130\n"
     "torch.version.cuda: 13.0\n"
     "vLLM: 0.22.1rc1.dev58+g68dafcca7\n"
     "Transformers: 5.9.0\n"
     "FlashInfer: 0.6.12.dev20260602\n"
     "flashinfer-cubin: 0.6.12.dev20260602\n"
     "flashinfer-jit-cache: Not installed\n"
     "CUDA_HOME: /root/miniconda3/envs/verl/lib/python3.12/site-packages/nvidia/cu13\n"
     "CUDA_VERSION: 13.3\n"
     "FLASHINFER_CUDA_VERSION: 13.3\n"
     "NVCC: 13.3.33\n"
     "FLASHINFER_CUDA_ARCH_LIST: {(12, '0f')}\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The CUDA toolchain in the conda env was mixed: CUDA_HOME pointed at the pip wheel tree nvidia/cu13, whose nvcc / "
     "CCCL came from 13.3 wheels (NVCC 13.3.33) while the CUDA runtime and its headers were 13.0 (pinned by torch "
     "2.11.0+cu130). When vLLM's dummy sampler run made FlashInfer JIT-compile cached_ops/sampling, CCCL's check "
     "rejected the pair ('CUDA compiler and CUDA toolkit headers are incompatible') and engine start-up failed. "
     "(Before that the reporter had a second problem: some JIT paths picked the system /usr/local/cuda 12.8, too old "
     "for SM 12.x: 'SM 12.x requires CUDA >= 12.9'.) A toolchain version skew, not FlashInfer, memory or parallelism.",
     "the reporter's own closing comment (yzhbradoodrrpurp, 2026-06-03: 'the root cause was my local CUDA environment "
     "configuration, not FlashInfer itself'): point CUDA_HOME, PATH, LD_LIBRARY_PATH and LIBRARY_PATH at the CUDA 13 "
     "tree inside the env, and align the CUDA compiler wheels with PyTorch's cu130 runtime: 'uv pip install "
     "--force-reinstall --no-deps nvidia-cuda-nvcc==13.0.88 ...' (nvcc / CCCL of the same 13.0 minor as the headers). "
     "VLLM_USE_FLASHINFER_SAMPLER=0 (the reporter's description) avoids the JIT as a workaround.",
     release="0.22.1rc1.dev58+g68dafcca7", gpu="NVIDIA RTX PRO 6000 Blackwell Server Edition", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the description up to the end of its environment block, as stored; the rest of "
          "the description (the `python -m flashinfer show-config` output and the log) was cut by the search tool "
          "after 'Torch version: 2.11.0+cu13' and is left out -- the error words are in the title only. The model is "
          "'a Qwen3.5 model'; no command or GPU count is given ('GPUs'). Twin issue: vllm #44305 (same author, text "
          "and closing comment).")

# ---------------------------------------- ls1intum/edutelligence PR #687: vLLM worker image, nvcc 13.2.86 wheels vs 13.0 runtime headers -> Ninja build failed
case("edutelligence-687-logos-vllm-worker-gpt-oss-120b-sm120f-nvcc-132-vs-130-headers-ninja-failed",
     "https://github.com/ls1intum/edutelligence/pull/687",
     "## Problem\n"
     "\n"
     "```\n"
     "cuda_toolkit.h:41:8: error: #error \"CUDA compiler and CUDA toolkit headers are incompatible, please check your "
     "include paths\"\n"
     "...\n"
     "RuntimeError: Worker failed with error 'Ninja build failed. ...'\n"
     "```\n"
     "\n"
     "and the vLLM lane exits with code 1 during startup. Observed today on deioma with `openai/gpt-oss-120b` "
     "(sm_120f): only models that need a *fresh* JIT compile crash — models whose ops were already in the persisted "
     "FlashInfer cache (built by the previous image) keep working, which makes the failure look model-specific. Wiping "
     "the cache does not help; the recompile fails identically.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Since the project's slim worker image, the whole CUDA toolkit came from the pip wheel tree: torch pins "
     "nvidia-cuda-runtime (the headers, CUDART_VERSION 13.0) but not nvidia-cuda-nvcc, so the resolver floated nvcc to "
     "the newest minor (13.2.86). FlashInfer's bundled CCCL hard-rejects nvcc 13.2 against 13.0 headers, so every "
     "fresh FlashInfer JIT compile inside vLLM failed and the worker exited at start-up (models whose kernels were "
     "already in the persisted FlashInfer cache kept working). A toolchain version skew, not the model, memory or "
     "parallelism.",
     "the merged PR itself (ls1intum/edutelligence #687, wasnertobias, 2026-07-17): after the vLLM install, pin "
     "nvidia-cuda-nvcc / nvidia-cuda-crt / nvidia-nvvm to the major.minor of the installed nvidia-cuda-runtime, and "
     "add a build-time guard comparing nvcc's release with the headers' CUDART_VERSION. Wiping the FlashInfer cache "
     "did not help (the PR).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the PR's '## Problem' section with its first paragraph and the sentence introducing the log left "
          "out (they state the nvcc 13.2.86 vs 13.0 headers skew, i.e. the diagnosis), the PR title left out (it "
          "names the fix), and the '## Fix' section left out. The log block is abridged by the PR author ('...'). "
          "No vLLM release or GPU name is stated (sm_120f, host 'deioma'); a fix PR, not a user's issue.")

BATCH.write()
