"""Round-777 blind batch: ATTENTION BACKENDS, SECOND CUT: VLLM_ATTENTION_BACKEND / --attention-backend VALUES A RELEASE OR
GPU REFUSES, FLASHATTENTION 2/3/4 VERSION ERRORS (vllm-flash-attn, fa_version), TRITON_ATTN / FLEX_ATTENTION / TREE_ATTN
REFUSALS, HEAD SIZES A BACKEND DOES NOT SUPPORT, SINKS / ALiBi / SOFT-CAP / SLIDING WINDOW UNSUPPORTED BY A BACKEND, MLA
BACKENDS (CUTLASS_MLA, FLASHMLA, FLASHINFER_MLA, TRITON_MLA) REFUSING A GPU OR A BLOCK SIZE, 2025-2026; collected by
helper wild777 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round777-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 36 of the 45 allowed, all ``search`` (35 corpus=issues, 1 corpus=pages; no read_file / find_string /
find_files / fetch). 1 case: vllm #48495 (vLLM 0.25.0, one H100 NVL, Gemma 4 with its MTP drafter and no
--attention-backend: the selector gives the drafter, which has sliding-window layers, FlashInfer on SM90, and
FlashInfer's own guard refuses it: 'NotImplementedError: FlashInfer backend on SM90 currently crashes with
sliding-window attention layers. Use the default attention backend.'). Every thread number was checked with grep
against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' tools/wild_cases_round*.py
(including bare '#NUM') before it was spent on, and claimed at once.

How mined the slice is: MINED OUT for the common messages. Of roughly 110 thread hits the 36 searches returned, about
90% were already used or named in an earlier round's skip list (rounds 572 and 716 cut attention backends before, and
the FA-version / sinks / soft-cap / FlexAttention / 'No valid attention backend' / 'Selected backend ... is not valid'
threads of vLLM's tracker are all taken, as are the ROCm AITER, strix-halo, GB10 and Gemma-4 FlashInfer ones). Most
of what is left are fix PRs (no user launch) or 2026 bug reports whose stored chunk stops before the error line. Only
one new thread had the error line, a cause and a workaround in the stored text.

Sources given up (for the lead, not cases):
- Claimed this round but not written (stored text too short): vllm #39516 (nightly 0.19.1rc1.dev188, H100, Qwen3-4B
  with --kv-cache-dtype turboquant_3bit_nc: flash_attn.py's _get_sliding_window_configs asserts every Attention layer
  is a FlashAttentionImpl, so a model mixing FA and non-FA layers dies at engine init; the stored chunk shows the
  assert's source line and the reporter's analysis, then stops at 'File "/usr/local/lib/python3.12/dis' -- the
  AssertionError line itself is not stored, three searches returned the same chunk; fix PR #39698 closed unmerged,
  #48011 later made sliding window an explicit backend capability), vllm #24513 (FLASHMLA with DeepSeek DP=16 on B200:
  "RuntimeError: shape '[2, 84738, 16, 1, 576]' is invalid for input of size 780945408" in _reshape_kv_cache_tensors;
  closed, but no answer or fix is in the stored text), vllm #50707 (DFlash on GB10 / SM121, v0.26.0: autoselect picks
  FLASH_ATTN for non-causal draft attention, 'torch.AcceleratorError: CUDA error: device-side assert triggered ... in
  torch.ops._vllm_fa2_C.varlen_fwd'; open, the cause is the reporter's own reading and no fix or workaround is stored),
  vllm #48494 (the sibling of #48495 with --attention-backend given; its text was never returned by a search).
- Already used or in earlier skip lists (not re-opened): vllm #39126, #36185, #13712, #32820, #40677, #8189, #10938,
  #14016, #15853, #13766, #32732, #14320, #31936, #16813, #42675, #16995, #15265, #57932, #38476, #22331, #28589,
  #22290, #12724, #9922, #10662, #8929, #8660, #7950, #13398, #41519, #35341, #29615, #29417, #28060 (not an error),
  #39930, #54826, #35641, #56021, #43605, #25864, #24358, #48848, #42068, #40382, #41559, #40394, #47648, #47716,
  #45847 (and its fix PR #46002), #40094, #30919, #30842, #48082, #22193, #16808, #12656; flashinfer #2166; LMCache #412;
  Kimi-VL #41; sasha0552/pascal-pkgs-ci #41; dphnAI/sonar #1627; AutoRAG #696; kyuz0 strix-halo #36, #73;
  lumi-ai-factory/laifs-container-recipes #8; ROCm/aiter #5229; Dao-AILab/flash-attention #28, #1965, #1853, #2529;
  ms-swift #6617; local-inference-lab/vllm #19; yhfgyyf/vllm-deepseek-v4-sm89 #34.
- Fix PRs or feature threads with no user launch log: vllm PR #36846, #20346 (ROCm ImportError fa_utils), #44015
  (FlexAttention soft-cap; its issue #16078 was never returned), #48579 (cited as fix evidence below), #48093 (error
  cut at 'RuntimeError: Erro'), #48167, #43081, #43914, #32795, #45829, #24692, #27715, #47610; flashinfer #4070,
  #3578; vllm #17347 (main-branch merge, traceback head only); vllm #24237 (a warning, not a failure); verl #940
  (screenshot only); instructlab/training #420 (not vLLM).
- Not vLLM: sglang, TensorRT-LLM, xformers, TransformerEngine, llama.cpp, mlx-serve threads the searches returned.

Judgement calls for the lead:
1. vllm-48495: the message is FlashInfer's own guard in vLLM's flashinfer.py (no README row quotes it); kind
   attention_backend_feature_unsupported as the earlier fixture for FlexAttention's 'does not support sliding window
   yet' (vllm-24358: a backend lacking the model's sliding-window attention), although the brief's rule for a message
   no row names would give vllm_check_failed. Cause attention_backend_gpu: the refusal is specific to FlashInfer on
   SM90 (flashinfer-ai/flashinfer#3578) and the selector chose it for this GPU; the lead may prefer
   attention_backend_feature_unsupported. The workaround sentence ('--attention-backend TRITON_ATTN (forces both target
   and ...', the stored text stops there) was cut from the excerpt. The fix PR #48579 (open in the stored copy) makes
   FlashInfer's validate_configuration reject SM90 + sliding window so the selector falls back to TRITON_ATTN; the
   #48848 thread (a commenter's reading, lucianommartins) explains why only the drafter gets FlashInfer: with an
   fp8 KV cache FLASH_ATTN is rejected on SM90 and the text-only drafter has nothing else excluding FlashInfer. Whether
   the reporter ran an fp8 KV cache is not stored, so --kv-cache-dtype is not marked forbidden.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round777-blind")
case = BATCH.case

# ---------------------------------------- vllm #48495: Gemma4 MTP drafter on one H100 NVL (SM90), v0.25.0: selector picks FlashInfer for the sliding-window drafter
case("vllm-48495-gemma4-mtp-drafter-h100-sm90-flashinfer-sliding-window-guard-v0250",
     "https://github.com/vllm-project/vllm/issues/48495",
     "[Bug][Spec Decode] Drafter attention backend auto-selection picks FlashInfer on SM90 for a sliding-window drafter, "
     "hitting the guard crash\n"
     "\n"
     "### Environment\n"
     "Same as #48494 (v0.25.0, single H100 NVL 94GB SM90, Gemma4 MTP drafter with 3 sliding-attention layers + 1 "
     "full-attention layer), **without** `--attention-backend`.\n"
     "\n"
     "### Behavior\n"
     "- Target model backend selection: `Using TRITON_ATTN attention backend out of potential backends: "
     "['TRITON_ATTN']` — fine (heterogeneous head dims exclude others).\n"
     "- Drafter selection: `Using FLASHINFER attention backend out of potential backends: ['FLASHINFER', "
     "'TRITON_ATTN']` — then engine init crashes:\n"
     "```\n"
     "File \".../vllm/v1/attention/backends/flashinfer.py\", line 757, in __init__\n"
     "    raise NotImplementedError(\n"
     "NotImplementedError: FlashInfer backend on SM90 currently crashes with sliding-window attention layers. Use the "
     "default attention backend.\n"
     "```\n"
     "\n"
     "### Expected\n"
     "The auto-selector should exclude FlashInfer for a draft model containing sliding-window layers on SM90, instead "
     "of selecting it and failing at `create_metadata_builders`. The constraint is already documented in-code — the "
     "guard at `flashinfer.py:757` cites `flashinfer-ai/flashinfer#3578`; the selector just doesn't consult it. This "
     "is not Gemma-specific: any drafter with sliding-window layers on SM90 will hit the same path.",
     "attention_backend_feature_unsupported", {}, "attention_backend_gpu",
     "vLLM 0.25.0 on a single H100 NVL (SM90) serving Gemma 4 with its MTP drafter (3 sliding-window layers + 1 full "
     "attention layer) and no --attention-backend. The target model was given TRITON_ATTN, but the drafter's "
     "independent auto-selection chose FLASHINFER out of ['FLASHINFER', 'TRITON_ATTN']: FlashInferBackend reports "
     "sliding-window support unconditionally, yet FlashInfer's kernels crash with sliding-window layers on SM90 "
     "(flashinfer-ai/flashinfer#3578), so vLLM's own guard in FlashInfer's builder raised NotImplementedError at "
     "engine init. Per a commenter's analysis in vllm #48848 (lucianommartins), the drafter lands on FlashInfer when FLASH_ATTN "
     "is rejected on SM90 (an fp8 KV cache needs FA3/FA4 there) and nothing else excludes FlashInfer for the "
     "text-only drafter. A backend / GPU combination the selector should not have picked, not memory or parallelism.",
     "The reporter's workaround (stored text, left out of the excerpt): `--attention-backend TRITON_ATTN`, forcing the "
     "Triton backend for target and drafter (the speculative config's own attention_backend can set the drafter "
     "alone). The fix PR vllm #48579 ('[BugFix] Drafter attention backend auto-selection picks FlashInfer on SM90 "
     "fix', open in the stored copy) overrides FlashInferBackend.validate_configuration to reject SM90 + sliding "
     "window, so the selector falls back to TRITON_ATTN.",
     release="0.25.0", gpu="NVIDIA H100 NVL", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--cpu-offload-gb"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as stored, with the closing '### Workaround' section (the fix) "
          "left out; nothing else edited. The launch command is not shown (the environment is 'Same as #48494', whose "
          "text was not returned). gpus=1 from 'single H100 NVL 94GB'.")

BATCH.write()
