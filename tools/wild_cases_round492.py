"""Round-492 blind batch: vLLM's own tracker, issues / PRs #20000-#40000 (2025, releases 0.9-0.12), NON-MEMORY start-up
failures searched by exact strings (attention backend selection, NCCL / custom all-reduce / P2P, Ray and multi-node,
quantization kernels, tokenizer / processor / chat template, torch.compile / Inductor, CUDA / driver versions);
collected by helper wild492 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round492-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as the earlier rounds: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite on
these excerpts, and did not read kvroom's source; every expectation was written from the source thread only. Excerpts
are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 38 of the 40 allowed (37 ``search`` corpus=issues, 1 ``read_file`` that found nothing: issues are not files).
1 case: vllm PR #30645 (GLM-4.1V engine initialisation, dummy-video 't:1 must be larger than temporal_factor:2').

The slice is exhausted for the exact strings of the brief: nearly every vLLM thread #20000-#40000 that the search
surfaced for them is in /work/coord/USED_SOURCES.txt or named in an earlier round's skip list. Every candidate was
checked with grep -F against USED_SOURCES.txt (owner/repo #N and the URL) and grep "#N" over tools/wild_cases_round*.py
before anything more was spent on it.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #29707, #20216, #32732, #31700, #22290, #22331, #30214, #33447, #19613, #30324,
  #31843, #16150, #21028, #25837, PR #23200 (CUDAGraphMode.FULL with CUTLASS MLA), PR #30195; vllm-project/recipes
  #51 and PR #183; zai-org/GLM-4.5 #16; zai-org/GLM-V #204; QwenLM/Qwen3-VL #2058; VsonicV/es-at-scale #41;
  vllm-project/vime PR #186; kserve #4565; gpustack #3786; kyuz0/amd-strix-halo-vllm-toolboxes #36.
- Named in earlier rounds' skip lists (not re-opened): vllm #25378, #31480, #29265, #23645, #25143, #27405, #27103
  (PTX 'unsupported toolchain' twins of PR #28305), #27542, #30828, #21122, #14465, #24147, #22266, #27604, #35720,
  #25680, #22886, #15604, #23714, #20465, #30638, #36077, #23176, #50705, #32400; verl #4337; torchforge #688;
  PaddleOCR #17587; flashinfer #2252, #1532; domyn-swarm #97; Step3-VL-10B #11.
- Fresh but the error line is not in the stored chunks: vllm #21562 ('[DP/EP] DeepGEMM with Qwen Fails', maintainer's
  Llama-4-Scout FP8 TP4 k8s config; only compiled-graph frames stored), #28568 ('FlashInfer attention backend on Hopper
  fails with llama4-scout', ProExpertProg; stops in build_for_cudagraph_capture, the ChunkedLocalAttention CUDA-graph
  class that PR #28739 fixes for #28604), #28993 (Llama 4 Scout on 2x B200, FlashInfer metadata build; a request-time
  scheduler dump, not start-up), PR #21367 (full-cudagraph FlashInfer review comment, error cut).
- Outside the slice and not taken: vllm-ascend #2812, #4197; llm-d #410, #706; vllm #41849 / PR #41851 (0.20.1),
  #45784 (0.23.0), #52997 / PR #52915, #54178 (2026, above #40000).

Judgement calls for the lead:
1. vllm-pr30645: a (closed, unmerged) pull request, not an issue; its description gives the two error lines verbatim
   and pins the cause in vLLM's code (get_num_frames_with_most_features() in glm4_1v.py returning 1 frame for the
   profiling dummy video). It is the same failure class as the existing fixture
   github-glm-v-204-glm41v-9b-thinking-v0110-tp8-len8192-dummy-video-t1-temporal-factor-2 (whose fix field names
   vllm #30638 and PR #30285), but a different source and report; the lead may drop it as a twin. kind
   profiling_assertion and cause release_regression copy that fixture's labels for the same message. No GPU, release or
   command is in the stored text. Forbidden: the memory flags as the brief asks for non-memory failures; note that a
   smaller --max-model-len would make the dummy video shorter, i.e. worse.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round492-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #30645: GLM-4.1V engine init -> dummy video t:1 < temporal_factor:2
case("vllm-pr30645-glm41v-engine-init-dummy-video-t1-must-be-larger-than-temporal-factor-2",
     "https://github.com/vllm-project/vllm/pull/30645",
     "fix: fix engine initialization fails with ValueError\n"
     "\n"
     "# Fix GLM-4.1V dummy video input generation failure\n"
     "\n"
     "## Problem\n"
     "\n"
     "GLM-4.1V engine initialization fails with `ValueError: t:1 must be larger than temporal_factor:2` during dummy "
     "video input generation.\n"
     "\n"
     "### Error Stack Trace\n"
     "```\n"
     "ValueError: t:1 must be larger than temporal_factor:2\n"
     "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {'EngineCore_DP0': 1}\n"
     "```",
     "profiling_assertion", {}, "release_regression",
     "At engine start-up vLLM's multimodal profiler builds a dummy video for GLM-4.1V; "
     "get_num_frames_with_most_features() in vllm/model_executor/models/glm4_1v.py returns max(max_frames_per_video, 1), "
     "so when the video token allocation is small it asks for a single frame, while the GLM-4V processor's smart_resize "
     "requires num_frames > temporal_factor=2. The ValueError kills the engine core before the KV cache is sized. A vLLM "
     "dummy-input bug, not a memory shortfall (the PR author's root-cause analysis).",
     "not merged in this thread: the PR (closed) proposed raising the minimum fallback from 1 to 3 frames in "
     "get_num_frames_with_most_features(). vLLM PR #30285 'Ensure minimum frames for GLM 4.6V compatibility' (merged, "
     "December 2025) addresses the same start-up failure by its title; the stored text of #30285 was not read in full",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR title, the 'Problem' paragraph and the 'Error Stack Trace' block of the PR description as "
          "stored; the 'Root Cause', 'Solution' and 'Impact' sections (the diagnosis and the fix) are left out. Same "
          "failure class as the GLM-V #204 fixture and vllm #30638 (a text-only GLM-4.1V LLM() reproduction, named in an "
          "earlier skip list and not re-opened).")

BATCH.write()
