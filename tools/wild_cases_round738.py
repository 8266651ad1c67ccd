"""Round-738 blind batch: KERNEL-LIBRARY TRACKERS, SECOND CUT (triton-lang/triton, deepseek-ai/DeepGEMM,
deepseek-ai/FlashMLA, deepseek-ai/DeepEP, facebookresearch/xformers, bitsandbytes-foundation/bitsandbytes,
neuralmagic/compressed-tensors, NVIDIA/cutlass issues, 2024-2026, whose stored text quotes vLLM's own log or traceback
failing because of that library, with the cause or fix in the thread); collected by helper wild738 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round738-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt. Every
source was checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists (rounds 458,
572 and 709 cut neighbouring slices) before it was taken, and claimed in CLAIMS.txt.

Look-ups: 32 of the 55 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). 1 case:
triton-lang/triton #10107 (vllm serve moonshotai/Kimi-K2.5 on vLLM 0.19.1: Inductor's 'Triton compilation failed:
triton_poi_fused_add_bitwise_and_bitwise_not_bitwise_or_ge_lt_mul_sub_0, KeyError: "Unknown key: 'cubin'"' on one
machine; a maintainer's cache-clearing suggestion did not help, the reporter's downgrade of Triton to 3.3.0 did).

The SLICE IS MINED OUT in this corpus. The issues search answers almost every query on these libraries with vLLM's own
tracker (out of this slice) or with sglang / training-stack threads; the slice repositories themselves returned only
these threads, nearly all already used, skip-listed, not vLLM or without a cause: triton #10107 (taken), #8096 (used),
#8182 (gpt-oss reference code, not vLLM), #8481 (sglang on GB300); xformers #1191, #1186 (skip-listed by rounds 458 /
572: no cause pinned); DeepGEMM #140, #153 (vLLM's unit tests, round 709), #359 (NVRTC build, no vLLM log), #443 (see
below); DeepEP #165 (sglang); FlashMLA #39 (FlashMLA's own test script on a non-Hopper GPU, no vLLM), #83, #148
(feature questions); bitsandbytes #927, #575, #175, #1559, #443, #427, #458, #828 (bitsandbytes' own CUDA SETUP, no vLLM
in any); compressed-tensors (now vllm-project/compressed-tensors) #672 (an install pin, no launch log); NVIDIA/cutlass:
no thread at all.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): triton-lang/triton #8096, PR #7964; facebookresearch/xformers #1191,
  #1186, #1138; deepseek-ai/DeepGEMM #140, #153, #317, PR #324; vllm #11653.
- No cause in the stored text / not a launch: deepseek-ai/DeepGEMM #443 (DeepSeek-V4-Flash on GB10, vLLM 0.25.2 dev,
  'CUDA driver error (.../jit/handle.hpp:154): 800 (CUDA_ERROR_NOT_PERMITTED)' at the first decode step after a 287k
  prefill, 29 h after start; open, 'Suspected cause' only, request-time, not start-up).
- Not vLLM: triton #8182 (gpt_oss.generate --backend triton), #8481 (sglang.launch_server), DeepEP #165 (sglang),
  FlashMLA #39 (tests/test_flash_mla.py).

Good candidates seen OUTSIDE this slice (not spent, not claimed; for later rounds on wrapper / vLLM-side trackers):
kserve/kserve #4875 (vLLM 'ImportError: bitsandbytes version is wrong. Please install bitsandbytes>=0.46.1.' in
EngineCore for a gemma3 bnb-4bit model; open, fix not seen), gpustack/gpustack #1963 and #1079 (vLLM 0.8.x 'Please
install bitsandbytes>=0.45.0' / No module named 'bitsandbytes' in GPUStack's pipx venv; #1079's title is the fix
request), pytorch/pytorch #180908 (vLLM's _penalties_kernel 'PassManager::run failed' in make_ttgir with Triton 3.7 /
torch 2.12; a CI report), ROCm/triton #924 (vLLM's _chunk_scan_fwd_kernel fails to compile with Triton 3.6 on MI325X
unless AMDGCN_USE_BUFFER_OPS=0; CI), vllm PR #50328 (gpt-oss-120b on gfx950: 'out of resource: shared memory,
Required: 165888, Hardware limit: 163840' from the bundled triton_kernels; fix: a ROCm triton_kernels), vllm #39367
(GB300 CUTLASS block-FP8 'Error Internal' in the profile run), vllm #47818 (SM120 dispatch_scaled_mm, DeepSeek-V4-Flash,
open).

Judgement calls for the lead:
1. triton-10107: the cause is the reporter's own follow-up ('downgraded triton to 3.3.0 solved this problem'), not a
   maintainer's diagnosis; the maintainer (peterbell10) first suspected a corrupted ~/.triton/cache, which the reporter
   says did not help. The reporter also says the crash happens on one machine only, with the same docker image
   working on the others, so the Triton version is the remedy that worked rather than a proven root cause; labelled
   cause dependency_version_mismatch. The thread is open and has no Triton-side fix.
2. triton-10107's kind: the stored log is Inductor's own 'Triton compilation failed: <kernel>' from
   torch/_inductor/runtime/triton_heuristics.py (the KeyError is in the title; the stored chunk stops inside the
   kernel source Inductor prints). Labelled torch_compile_error as the earlier fixture with Inductor's 'Triton
   compilation failed' (github-zjpzhao-...-inductor-triton-passmanager); None (not a vLLM message) is defensible.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round738-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--swap-space"}]

# ---------------------------------------- triton #10107: vllm serve moonshotai/Kimi-K2.5 (vLLM 0.19.1) -> Inductor 'Triton compilation failed ... KeyError: Unknown key: cubin'
case("triton-10107-kimi-k25-v0191-inductor-triton-compilation-unknown-key-cubin",
     "https://github.com/triton-lang/triton/issues/10107",
     "When serving Kimi-K2.5. Error: Triton compilation failed: "
     "triton_poi_fused_add_bitwise_and_bitwise_not_bitwise_or_ge_lt_mul_sub_0, KeyError: \"Unknown key: 'cubin'\"\n"
     "\n"
     "### Describe the bug\n"
     "\n"
     "### How to reproduce\n"
     "I can't reproduce that on all of my nodes even use same docker env. But it crashes every time on a same machine.\n"
     "```\n"
     "pip install vllm==0.19.1\n"
     "vllm serve moonshotai/Kimi-K2.5\n"
     "```\n"
     "\n"
     "### Detail logs\n"
     "def triton_poi_fused_add_bitwise_and_bitwise_not_bitwise_or_ge_lt_mul_sub_0(in_ptr0, out_ptr0, out_ptr1, ks0, ks1, "
     "ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):\n"
     "[rank0]:E0422 19:20:10.075000 29913 torch/_inductor/runtime/triton_heuristics.py:780] [0/0]     xoffset = "
     "tl.program_id(0) * XBLOCK\n"
     "[rank0]:E0422 19:20:10.075000 29913 torch/_inductor/runtime/triton_heuristics.py:780] [0/0]     xindex = xoffset "
     "+ tl.arange(0, XBLOCK)[:]\n"
     "[rank0]:E0422 19:20:10.075000 29913 torch/_inductor/runtime/triton_heuristics.py:780] [0/0]     xmask = xindex < "
     "xnumel\n"
     "[rank0]:E0422 19:20:10.075000 29913 torch/_inductor/runtime/triton_heuristics.py:780] [0/0]     x0 = xindex\n"
     "[rank0]:E0422 19:20:10.075000 29913 torch/_inductor/runtime/triton_heuristics.py:780] [0/0]     tmp0 = "
     "tl.load(in_ptr0 + (x0), xmask)\n"
     "[rank0]:E0422 19:20:10.075000 29913 torch/_inductor/runtime/triton_heuristics.py:780] [0/0]     tmp1 = ks0\n"
     "[rank0]:E0422 19:20:10.075000 29913 torch/_inductor/runtime/triton_heuristics.py:780] [0/0]",
     "torch_compile_error", {}, "dependency_version_mismatch",
     "vLLM 0.19.1's torch.compile of Kimi-K2.5 has Inductor compile a generated pointwise Triton kernel, and Triton's "
     "compile step fails with KeyError: \"Unknown key: 'cubin'\" (the compiled artifact lacks the cubin entry Inductor "
     "asks for), every time on one machine while the same docker environment works on the reporter's other nodes. "
     "Clearing the Triton cache (~/.triton/cache), which the Triton maintainer suggested as a possibly corrupted cache, "
     "did not help; the Triton build installed with vLLM 0.19.1 is what the reporter changed to get past it. Not a "
     "memory, length or parallelism problem.",
     "the reporter's follow-up in the thread (Jubileus-ryz, 2026-04-23): downgrading Triton to 3.3.0 solved it ('I "
     "didnt try other version because of vllm engine version check'), at some cost in speed and with a warning that "
     "the older Triton may be incompatible with parts of vLLM. The maintainer's first suggestion (peterbell10: delete "
     "~/.triton/cache, it might have been corrupted) did not work for this user. The issue is open; no Triton fix is "
     "stored. (Running without torch.compile, --enforce-eager / -O0, would avoid Inductor's kernels; the collector's "
     "reading, not a reported fix.)",
     release="0.19.1", gpu=None, gpus=None, command="vllm serve moonshotai/Kimi-K2.5",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the description as the stored text shows them (empty 'Describe the bug' kept); "
          "the stored description stops inside Inductor's dump of the generated kernel source, so the traceback and "
          "the KeyError line itself are only in the title. GPU and GPU count are not stated (the log prints rank0 "
          "only). The maintainer's cache answer and the reporter's downgrade are left out of the excerpt.")

BATCH.write()
