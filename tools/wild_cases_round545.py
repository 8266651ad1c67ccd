"""Round-545 blind batch: vLLM start-up failures from vLLM's own tracker (vllm-project/vllm), NEWEST releases slice
(0.20 - 0.33, 2026: new models such as Qwen3.5/3.6, Gemma 4, DeepSeek V4, Kimi K2.x, MiniMax M2/M3, GLM-5, gpt-oss;
new flags / config such as fp8 KV-cache variants, attention backends, --max-model-len auto, compilation config, async
scheduling, DCP / context parallel, EPLB, KV connectors); collected by helper wild545 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round545-blind"``; the lead grades it once. A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (pieces of one thread's stored chunks, each
copied verbatim, joined in the thread's order); the fix is left out of the excerpt.

Look-ups: 35 of the 35 allowed by the round's brief, all ``search`` corpus=issues (no read_file / fetch / find_*).
1 case: vllm #34259 (gpt-oss MXFP4 on the Triton MoE backend with expert parallelism on 8x H200, 'Triton Error
[CUDA]: an illegal memory access was encountered' in profile_run; fixed by merged PR #34270).

The slice is exhausted. Almost every 2026 vLLM-tracker thread the issues corpus returned for the slice's models and
flags is already in /work/coord/USED_SOURCES.txt or named in an earlier round's docstring, and many of the rest are
feature requests, PRs, or threads whose stored chunks stop before the error line. Each candidate was checked with
grep against USED_SOURCES.txt and against tools/wild_cases_round*.py before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #31529, #40677, #30214 / PR #30195, #22414, #51828, #26431, #36734, #40851,
  #22325, #15676.
- Named in earlier rounds' docstrings (not re-opened): vllm #46169 (Qwen3.5-2B ROCm hang), #40778, #40821 (DeepSeek V4
  on SM120), #51744 (Gemma 4 + Transformers 5.15.0), #31480, #44637 (Qwen3.5 prefix-caching IndexError at the first
  request, judged not a start-up failure), #55323 (MTP num_speculative_tokens TypeError, only the template stored),
  #40903 (DeepSeek-V4-Flash on 8x L20, log only as an attachment), #40906 (WIP PR), #33508 (Qwen3VLMoeConfig
  'vocab_size', chunk stops before the answer), #45259 (Gemma 4 on Intel Arc, chunk stops in the launch), #28407 and
  its fix PRs #43053 / #52075 (DCP LSE assertion message), #42426 (Kimi-K2.6 '!!!!' output), #33428 (GLM 4.6v).
- Not a start-up failure or no error text: vllm #51429 (DCP/PCP validator contradiction described from the code, no
  user log; its fix PR #51490 closed unmerged), #41623 (DCP output drift), #52656 (OffloadingConnector 'silently
  crashes', no traceback), #40696 / #51198 / #51250 / #47430 / #48401 (prefix caching 0% hit on hybrid models, not a
  failure), #39680 (MTP slower), PR #51492 (Gemma 4 26B hangs on B200, no error), PR #38758, PR #55030, PR #55177,
  PR #39126.
- Not on the slice's tracker (skipped even where the thread looked usable): intel/intel-xpu-backend-for-triton #7158 /
  #7322 ('VLLM_USE_V2_MODEL_RUNNER does not yet support: hybrid/mamba models' and the spec-decode variants),
  flashinfer-ai/flashinfer #3486 / #3732 (NvFp4 MoE backend refusing SWIGLUSTEP / SWIGLUOAI_UNINTERLEAVE),
  kyuz0/amd-strix-halo-vllm-toolboxes #36 (gpt-oss ROCM_ATTN 'attention sinks not supported'), MiniMax-AI/MiniMax-M2.5
  #30, MiniMax-AI/MiniMax-M2.7 #9, ovg-project/kvcached #267 / #358, 1CatAI/1Cat-vLLM #27 / #82, vllm-ascend threads.
  These may suit other collectors' slices.

Judgement calls for the lead:
1. vllm-34259 is from February 2026 (vLLM 0.15.2rc1.dev, a source build), older than the slice's 0.20 - 0.33 releases;
   it was taken because it is a start-up failure in the newly added gpt-oss / MXFP4 Triton-kernels EP code path, the
   only unused thread of the slice whose error line and fix the stored text both reach.
2. kind None: the message is a raw Triton/CUDA illegal memory access raised in profile_run (not under a CUDA-graph
   capture, which README's cuda_graph_unsupported row covers); the earlier fixture vllm-pr1264 (illegal memory access
   in profiling) also has kind None. cause moe_kernel_bug (3 earlier fixtures), because the merged fix PR #34270 pins a
   MoE routing bug (global expert IDs used against each EP rank's local weights). The lead may prefer
   quantization_kernel_bug (the MXFP4 path) or release_regression.
3. The command is not in the issue's stored chunks; PR #34270 gives the reproduction 'vllm serve openai/gpt-oss-20b
   -tp=2 -ep', kept out of the excerpt and the command field and only named in the note. The GPU count (8x H200) is
   read from the issue's collect_env GPU topology.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round545-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #34259: gpt-oss (MXFP4) + Triton MoE kernels + EP on 8x H200, 0.15.2rc1.dev -> illegal memory access in profile_run
case("vllm-34259-gpt-oss-8xh200-v0152rc1-triton-kernels-ep-profile-run-illegal-memory-access",
     "https://github.com/vllm-project/vllm/issues/34259",
     "# [Bug]: gpt-oss triton_kernels crashes during startup with EP enabled (sm90 default)\n"
     "\n"
     "==============================\n"
     "       CUDA / GPU Info\n"
     "==============================\n"
     "Is CUDA available            : True\n"
     "CUDA runtime version         : 12.9.86\n"
     "CUDA_MODULE_LOADING set to   : \n"
     "GPU models and configuration : \n"
     "GPU 0: NVIDIA H200\n"
     "GPU 1: NVIDIA H200\n"
     "\n"
     "[pip3] torch==2.10.0+cu129\n"
     "[pip3] transformers==4.57.6\n"
     "[pip3] triton==3.6.0\n"
     "\n"
     "==============================\n"
     "         vLLM Info\n"
     "==============================\n"
     "ROCM Version                 : Could not collect\n"
     "vLLM Version                 : 0.15.2rc1.dev129+gd0d97e297.d20260209 (git sha: d0d97e297, date: 20260209)\n"
     "\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863]   File "
     "\"/home/mgoin/code/vllm/vllm/v1/executor/multiproc_executor.py\", line 858, in worker_busy_loop\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863]     output = func(*args, **kwargs)\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863]              ^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863]   File "
     "\"/home/mgoin/code/vllm/.venv/lib64/python3.12/site-packages/torch/utils/_contextlib.py\", line 124, in "
     "decorate_context\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863]     return func(*args, **kwargs)\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863]            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863]   File "
     "\"/home/mgoin/code/vllm/vllm/v1/worker/gpu_worker.py\", line 339, in determine_available_memory\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863]     self.model_runner.profile_run()\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863]   File "
     "\"/home/mgoin/code/vllm/vllm/v1/worker/gpu_model_runner.py\", line 5169, in profile_run\n"
     "\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863] RuntimeError: Triton Error [CUDA]: "
     "an illegal memory access was encountered\n"
     "(Worker_TP0_EP0 pid=1760334) ERROR 02-10 17:01:40 [multiproc_executor.py:863] ",
     None, {}, "moe_kernel_bug",
     "gpt-oss (MXFP4) served with expert parallelism on Hopper, where the Triton 'triton_kernels' MoE backend is the "
     "default: triton_kernel_moe_forward passed expert_map on but never applied it, so legacy_routing built routing "
     "data from GLOBAL expert IDs that do not match each EP rank's LOCAL expert weights, and the first MoE forward "
     "(the memory-profiling run at start-up) read out of bounds. A kernel bug in vLLM's MXFP4 Triton MoE path under EP, "
     "not a memory, driver or configuration problem of the user.",
     "Merged PR #34270 (elizabetht, 2026-02-10, 'fix(mxfp4): ... TRITON backend with EP'): with an expert_map it now "
     "takes top-k from the gating logits, remaps global to local expert IDs through expert_map, and builds the routing "
     "data from the local IDs; the non-EP path is unchanged. Until a build with that PR: run without expert parallelism "
     "(the PR says only the EP path was affected) or on a release that carries the fix.",
     release="0.15.2rc1.dev129+gd0d97e297.d20260209", gpu="NVIDIA H200", gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="judgement calls 1-3: February 2026 source build (older than the slice's releases), kind None for a raw "
          "illegal memory access in profile_run, cause from the merged fix PR #34270. Excerpt: the issue title, pieces "
          "of its collect_env (GPUs, torch / triton, vLLM version) and the worker traceback's stored chunks, verbatim; "
          "the maintainers' comments (mgoin cc'ing the EP author) are left out. The issue's stored chunks do not show "
          "the launch command; PR #34270 reproduces it with 'vllm serve openai/gpt-oss-20b -tp=2 -ep'.")

BATCH.write()
