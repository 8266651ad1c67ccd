"""Round-648 blind batch: vLLM start-up failures from CACHE DIRECTORIES, FILE PERMISSIONS AND READ-ONLY FILESYSTEMS
(Permission denied / read-only file system under ~/.cache, HF_HOME, VLLM_CACHE_ROOT, XDG_CACHE_HOME, TRITON_CACHE_DIR,
TORCHINDUCTOR_CACHE_DIR, torch_compile_cache, ~/.config/vllm usage stats, /tmp; OpenShift / Kubernetes random UIDs and
runAsNonRoot; 'getpwuid(): uid not found'; HOME unset; NFS / shared cache locks; disk full while downloading or
compiling), any tracker; collected by helper wild648 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round648-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed, all ``search`` (31 corpus=issues, 1 corpus=pages, 1 corpus=docs). 3 cases, all one
new seam: the FlashInfer CUBIN PACKAGE DIRECTORY that a non-root vLLM worker cannot write (FlashInfer resolves its
cubin directory to the installed ``flashinfer-cubin`` package under root-owned site-packages and, on the FP8 / NVFP4
MoE path, creates ``flashinfer_cubin/cubins/flashinfer`` symlink directories there during the profile run):
aws-samples/aws-do-eks PR #43 (Dynamo vLLM worker, Nemotron NVFP4 on Blackwell, merged build-time chmod),
ai-dynamo/dynamo PR #12770 (Dynamo's CUDA 13.0 vLLM runtime image, ModelOpt FP8 MoE checkpoint, arbitrary OpenShift
UID, merged group-write fix), flashinfer-ai/flashinfer #2834 (pip-installed vLLM 0.17.1 + flashinfer-cubin,
Qwen3.5-397B-A17B-FP8; cause pinned by the linked flashinfer #2976 and the merged flashinfer PR #3062).

THE REST OF THE SLICE IS MINED OUT. Every query on the classic messages ('/.cache', '/.triton', '/.config' on
OpenShift, getpwuid KeyError, Errno 30 read-only caches, Errno 28 while downloading, shared outlines / filelock caches,
/tmp/ray and /tmp lock files, Triton cache in Apptainer, HF cache volumes owned by root) returned only threads already
in /work/coord/USED_SOURCES.txt or named in an earlier round's skip list; every candidate was checked with grep
against both before anything was spent on it.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): vllm #10185, #20127, #9118, #2179, #2232, #44548, #18163, #6276,
  #3568, #449, #10632, #18021, #4193, #3232, #17366, #22265, #35061, #15276; vllm PR #46734 (round 134's skip list)
  and PR #44579 (the fix PR of the used #44548); huggingface/inference-benchmarker #30 / PR #47; LLMFlux #124;
  McGill-NLP/VinePPO #3; llm-d #1430; llm-d-benchmark PR #1573; llm-d-modelservice #243; dphnAI/sonar #458;
  verl #748; lm-evaluation-harness #2306; ai-dynamo/dynamo PR #12457 (prose only, round 134); kserve #3562;
  HabanaAI/vllm-fork #1474; tpu-recipes #148; tenstorrent/tt-inference-server #37; opea GenAIComps #1549;
  NovaSky-AI/SkyRL PR #2183; ray PR #55209.
- Same class / same incident as a case (not taken separately): aws-do-eks PR #42 (same author and image as PR #43, the
  Nemotron-3 Ultra agg worker, same traceback with FLASHINFER_CUBIN_DIR=/tmp/flashinfer_cubins already set; closed,
  not merged) and PR #46 (follow-up to #43: its makedirs probe left a root-owned subtree, same PermissionError again);
  flashinfer #2976 (root-cause issue for #2834, no log of its own, only 'PermissionError: [Errno 13]' in prose);
  flashinfer PR #3062 (the fix); ai-dynamo/modelexpress PR #549 (README text of the same failure, no error line);
  ai-dynamo/dynamo PR #11154 (SGLang image, not vLLM).
- No setting as the fix, or no fix: vllm #28440 / flashinfer #2093 ('Failed to generate Cutlass kernels: [Errno 13]
  Permission denied' with flashinfer-jit-cache + flashinfer-cubin in a vLLM nightly image, qwen3-coder-480b TP8; the
  error line is only in the title, the stored traceback stops before it, and the fix was a FlashInfer code change,
  PR #2248, closed); flashinfer #2980 / PR #2979 (FileExistsError race in ensure_symlink with TP2, fixed by a filelock
  in FlashInfer, a code fix); vllm-project/vllm-ascend #433 ("PermissionError: [Errno 13] Permission denied:
  '//kernel_meta'" when deploying from a ModelArts online service: CANN's te_fusion creates kernel_meta in the working
  directory '/'; closed, but no answer is in the stored text); vllm-ascend #2748 (GE debugDir '/usr/bin' not writable,
  open, no fix).
- Error line not in the stored text / not vLLM: vllm #3513 ('/tmp/ray PermisionDenied', only the environment block
  stored); llm-d/llm-d-kv-cache #83, llm-d #485, llm-d PR #1711 (prose, no error line); olcf/olcf_containers_examples
  PR #6 (screenshot); tenstorrent/tt-inference-server #255; HF Space Charles95/vllm-openai (traceback cut before the
  final error); h2o-llmstudio PR #974, vectorize-io/hindsight PR #3934, pytorch #140765, NVIDIA-TAO tao-skill-bank
  PR #150 (getpwuid KeyError in programs that are not vLLM); xencon/aixcl #696 (no error text).

Judgement calls for the lead:
1. Labels: kind None and cause 'unrecognized' for all three, as every earlier fixture with a PermissionError on a
   cache / package directory was labelled (vllm-20127, vllm-2179, inference-benchmarker-30, sonar-458, odysseus-6157,
   llmflux-124, llmd-modelservice-243). The FlashInfer cubin directory is a new path for that message; the error comes
   from FlashInfer's cubin loader during vLLM's profile run, not from vLLM. The lead may prefer cause
   container_image_broken for the two image cases (an image that installs flashinfer-cubin root-owned and then runs
   as a non-root user).
2. flashinfer-2834: the thread itself has no answer (open, labelled P0). The cause and the setting that fixes it come
   from the linked threads: flashinfer #2976 (vvagias: 'Related: #2834 (same symptom, no root cause identified)',
   FLASHINFER_CUBIN_DIR ignored while flashinfer-cubin is installed) and the merged flashinfer PR #3062 (the variable
   now overrides the package path). The stored text does not say the reporter ran as a non-root user; the real_cause
   says only that the serving process could not write the root-owned system site-packages. The full traceback is
   beyond the stored chunk; the excerpt keeps its first four lines and the title / description quote of the error.
3. aws-do-eks-pr43 and dynamo-pr12770 are the fix PRs' own problem statements (merged), with the traceback as the PR
   author pasted it; the PR titles are left out of the excerpts because they state the fix. In PR #43 the error's path
   is wrapped onto a second line as in the PR text.
4. forbidden: the memory flags and --tensor-parallel-size / --enforce-eager (no memory, parallelism or graph
   problem), and --quantization (both stored threads note the unquantized / BF16 model starts, but changing the
   checkpoint's quantization is not the fix).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round648-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_NOT_THESE = _MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}]

# ---------------------------------------- aws-do-eks PR #43: Dynamo vLLM worker (non-root 'dynamo' user), Nemotron NVFP4 on Blackwell -> PermissionError on flashinfer_cubin/cubins/flashinfer in profile_run
case("aws-do-eks-pr43-nemotron-disagg-nvfp4-nonroot-dynamo-worker-flashinfer-cubin-dir-permission-denied",
     "https://github.com/aws-samples/aws-do-eks/pull/43",
     "## Problem\n"
     "\n"
     "On **NVFP4** (Blackwell), the non-root `dynamo` worker built from this golden Dockerfile crashes in "
     "`profile_run`:\n"
     "\n"
     "```\n"
     "File \".../flashinfer/jit/cubin_loader.py\", line 252, in ensure_symlink\n"
     "    link.parent.mkdir(parents=True, exist_ok=True)\n"
     "PermissionError: [Errno 13] Permission denied:\n"
     "    '/usr/local/lib/python3.12/dist-packages/flashinfer_cubin/cubins/flashinfer'\n"
     "```",
     None, {}, "unrecognized",
     "The Nemotron disaggregated recipe's Dynamo vLLM image (built on the 1.3.1-efa base) ships the flashinfer-cubin "
     "package. FlashInfer (v0.6.12) resolves its cubin directory to that installed package first (before "
     "FLASHINFER_CUBIN_DIR), and for NVFP4 MoE it symlinks its TRT-LLM cubins into that package's root-owned "
     "site-packages tree during vLLM's profile run (ensure_symlink -> link.parent.mkdir, cubin_loader.py:252). The "
     "image's default non-root 'dynamo' user cannot create the directory, so the worker dies. BF16 is unaffected "
     "(unquantized MoE never fetches these cubins). Not a GPU, memory or model problem.",
     "merged PR #43 (dmvevents, 2026-08-07): a build-time step run as root right before the final 'USER dynamo' makes "
     "the flashinfer_cubin/cubins directory writable, so the worker can stay non-root (no initContainer, no "
     "runAsUser: 0). The follow-up merged PR #46 corrected it: chmod -R a+rwX the cubins directory and leave it empty "
     "(#43's makedirs probe had pre-created a root-owned subtree, which failed the same way). Setting "
     "FLASHINFER_CUBIN_DIR alone does not help with this FlashInfer while flashinfer-cubin is installed",
     release=None, gpu="NVIDIA Blackwell (model not named)", gpus=None, command=None,
     forbidden=_NOT_THESE,
     note="Excerpt: the PR description's Problem section with the pasted traceback, as stored (the error's path is on "
          "a second line there); the title (which states the fix) and the Root cause / Fix sections are left out. "
          "No vLLM version or GPU count in the stored text; the image tag is Dynamo's 1.3.1-efa base and the "
          "FlashInfer release v0.6.12 (from the left-out root-cause section).")

# ---------------------------------------- ai-dynamo/dynamo PR #12770: Dynamo CUDA 13.0 vLLM runtime image, non-root worker, ModelOpt FP8 MoE -> PermissionError on flashinfer_cubin/cubins/flashinfer
case("dynamo-pr12770-vllm-runtime-image-nonroot-modelopt-fp8-moe-flashinfer-cubin-permission-denied",
     "https://github.com/ai-dynamo/dynamo/pull/12770",
     "Without this, a non-root vLLM worker loading a ModelOpt FP8 MoE checkpoint fails during `profile_run()` with:\n"
     "\n"
     "```text\n"
     "PermissionError: [Errno 13] Permission denied: "
     "/usr/local/lib/python3.12/dist-packages/flashinfer_cubin/cubins/flashinfer\n"
     "```",
     None, {}, "unrecognized",
     "Dynamo's vLLM runtime image (CUDA 13.0 template) installs flashinfer-cubin under root-owned site-packages with no "
     "group write on its cubins directories. A worker running non-root (an arbitrary OpenShift UID in group 0) that "
     "loads a ModelOpt FP8 MoE checkpoint initialises FlashInfer's TRT-LLM MoE, which creates package-local cubin "
     "symlink directories under flashinfer_cubin/cubins during vLLM's profile_run(); the UID cannot create them, so "
     "start-up fails. Not a GPU, memory or model problem.",
     "merged PR #12770 (bewestphal, 2026-08-06): grant group-write permission to the directories under "
     "flashinfer_cubin/cubins in the vLLM runtime images (matching the SGLang runtime image, PR #11154), so the "
     "group-0 arbitrary UID can create the symlinks; the author's end-to-end DGD deploy then worked without the "
     "earlier 'cubin hack'",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_THESE,
     note="Excerpt: the one sentence of the PR description that states the failure, with its log block, as stored; "
          "the Summary bullets (the fix) and Validation are left out. No vLLM version, GPU or model name in the stored "
          "text (the image is Dynamo's CUDA 13.0 vLLM runtime image).")

# ---------------------------------------- flashinfer #2834: pip vLLM 0.17.1 (cu130) + flashinfer-cubin, Qwen3.5-397B-A17B-FP8 -> Permission denied on flashinfer_cubin/cubins/flashinfer, worker died
case("flashinfer-2834-vllm-0171-qwen35-397b-a17b-fp8-flashinfer-cubin-dir-permission-denied",
     "https://github.com/flashinfer-ai/flashinfer/issues/2834",
     "Permission denied when running FP8 model: /usr/local/lib/python3.10/dist-packages/flashinfer_cubin/cubins/"
     "flashinfer\n"
     "\n"
     "Hi,\n"
     "\n"
     "I am trying to run inference for the model `Qwen3.5-397B-A17B-FP8` with vLLM, but I get the following error:\n"
     "\n"
     "`Permission denied: '/usr/local/lib/python3.10/dist-packages/flashinfer_cubin/cubins/flashinfer'`\n"
     "\n"
     "At the same time, inference for `Qwen3.5-397B-A17B` works successfully in the same environment.\n"
     "\n"
     "How can I fix this problem?\n"
     "\n"
     "### Environment\n"
     "- OS: Ubuntu Jammy 22.04\n"
     "\n"
     "### Installation steps\n"
     "```bash\n"
     "apt-get update && apt-get install -y \\\n"
     "  libxcb1 \\\n"
     "  build-essential \\\n"
     "  python3-dev\n"
     "\n"
     "pip3 install --extra-index-url https://download.pytorch.org/whl/cu130 --extra-index-url https://pypi.org/simple \\\n"
     "  https://github.com/vllm-project/vllm/releases/download/v0.17.1/vllm-0.17.1+cu130-cp38-abi3-manylinux_2_35_x86_64.whl \\\n"
     "\n"
     "pip3 install --upgrade --index-url https://pypi.org/simple \\\n"
     "  flashinfer-python flashinfer-cubin\n"
     "\n"
     "pip3 install --upgrade --index-url https://flashinfer.ai/whl/cu130 \\\n"
     "  flashinfer-jit-cache\n"
     "```\n"
     "\n"
     "### Error log\n"
     "```text\n"
     "(EngineCore_DP0 pid=488) {\"message\": \"Worker proc VllmWorker-6 died unexpectedly, shutting down executor.\"}\n"
     "(EngineCore_DP0 pid=488) Process EngineCore_DP0:\n"
     "(EngineCore_DP0 pid=488) Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=488)   File \"/usr/lib/python3.10/multiprocessing/process.py\",",
     None, {}, "unrecognized",
     "flashinfer-cubin was pip-installed into the system site-packages (/usr/local/lib/python3.10/dist-packages). "
     "FlashInfer resolves its cubin directory to that installed package ahead of FLASHINFER_CUBIN_DIR, and on the FP8 "
     "MoE path (not on the BF16 Qwen3.5-397B-A17B, which works) it creates the cubins/flashinfer symlink directory "
     "inside the package at worker start; the serving process could not write to the root-owned site-packages, so a "
     "worker died and the engine shut down. Not a GPU, memory or model problem.",
     "no answer in this thread's stored text (open, labelled 'priority: must have (P0)'). The root cause is in the "
     "linked flashinfer #2976 (vvagias: 'Related: #2834 (same symptom, no root cause identified)': FLASHINFER_CUBIN_DIR "
     "is silently ignored while flashinfer-cubin is installed), fixed by the merged flashinfer PR #3062 (ianliuy: the "
     "variable now overrides the package path). Fix: with a FlashInfer release containing #3062, set "
     "FLASHINFER_CUBIN_DIR to a writable directory; or make site-packages/flashinfer_cubin/cubins writable for the "
     "serving user (as ai-dynamo/dynamo PR #12770 and aws-do-eks PR #43 did)",
     release="0.17.1 (vllm-0.17.1+cu130 wheel, flashinfer-python / flashinfer-cubin / flashinfer-jit-cache from pip)",
     gpu=None, gpus=None, command=None,
     forbidden=_NOT_THESE,
     note="Excerpt: the issue title and description as stored, up to the fourth line of the pasted error log (the "
          "rest of the traceback is beyond the stored chunk). The GPU is not named; 'VllmWorker-6' implies at least "
          "seven workers (tensor parallel 8 likely), not stated, so gpus is left empty. Cause and fix come from the "
          "linked threads (judgement call 2).")

if __name__ == "__main__":
    BATCH.write()
