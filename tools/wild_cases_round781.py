"""Round-781 blind batch: QUANTIZED KV CACHE AT VLLM'S START-UP OR FIRST REQUESTS (--kv-cache-dtype fp8 / fp8_e4m3 /
fp8_e5m2 / nvfp4 / turboquant / int8, calculate_kv_scales, k_scale / v_scale loading errors, a backend refusing the KV
dtype, fp8 KV with MLA or sliding window, accuracy failures caused by the KV dtype, 2025-2026); collected by helper
wild781 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round781-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (only README's message_kind table and diagnosis.cause
list, earlier rounds' files and earlier fixtures); every expectation was written from the source thread (and the fix
PR it links) only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt.

Look-ups: 33 of the 45 allowed: 30 ``search`` corpus=issues, 2 ``search`` corpus=pages, 1 ``read_file`` that found
nothing (issues are not files); no find_string / find_files / find_repos / fetch. Every number was checked with /tmp/chk781.sh (grep of
/work/coord/USED_SOURCES.txt, CLAIMS.txt, the fixtures' source_url and the bare '#NUM' in tools/wild_cases_round*.py,
reading the hit to see which repository it names) before it was spent on, and claimed at once. 2 cases:
- vllm #45562: MiniMax-M3-MXFP8 on 8x MI300X (ROCm, vLLM 0.22.1rc1.dev490), --kv-cache-dtype fp8 -> the server starts
  and answers HTTP 200 but the output is corrupted (GSM8K 0.9666 with BF16 KV -> 0.0099 with fp8 KV); fix: merged
  PR #45720 (platform fp8 dtype, e4m3fnuz on gfx942, for the sparse-attention KV views).
- vllm PR #38822 (a user's comment on the merged head_dim=512 FlashInfer-trtllm PR): vLLM 0.21.0 + FlashInfer
  0.6.11.post3, head_dim=512 (Gemma 4) with --kv-cache-dtype=fp8 -> FlashInfer's "ValueError: kv_cache_sf must be
  provided for NVFP4 KV cache." (vLLM's uint8-backed fp8 KV read as NVFP4 after flashinfer-ai/flashinfer#2954).

How mined the slice is: MINED OUT. This is the fourth pass over the quantized-KV slice (rounds 405, 470, 591 before
it, plus TurboQuant in 413 / 417 / 753 and DeepSeek-V4 fp8_ds_mla in 106 / 124). Of ~60 in-slice threads the
searches returned, all but a handful were fixtures, USED_SOURCES entries or named in earlier skip lists; queries on
every sub-topic (turboquant, nvfp4, fp8_e5m2 gate, calculate_kv_scales, k_scale remap, MLA / fp8_ds_mla, ROCm,
Ascend int8 / C8, hybrid page-size, accuracy) came back with the same used threads. The unused threads left are
mostly fix PRs whose issue is not stored, or accuracy threads without a fix.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures): vllm #50709, #40094, #39137, PR #45040, #25350, #47174, #47648, #30214,
  #51828, #49011, #57713, #26431, #13147, #45540, #26646; noonghunna/club-3090 #788, #13; 1CatAI/1Cat-vLLM #489, #27.
- Named in earlier rounds' skip lists (not re-opened): vllm #43562 (nvfp4 KV on SM120, AttributeError 'torch has no
  attribute nvfp4' at the first request; rounds 49 / 113 / 470 / 640), #15973, #8409, #29531, #44184, #27604, #5493,
  #3880, #7714, #42587, #54623, #13133, #25800, #25047, #15784, #39133, #46264, #33883; PRs #35720, #34293, #47716,
  #45091, #54233, #38479, #39931, #45207, #37429, #42102, #43626 and the TurboQuant 'Unknown TurboQuant cache dtype:
  auto' fix PRs #52745 / #49798 / #47609 / #50533 / #48177 / #50248; vllm-ascend #8102, #7685 (310P 'Invalid
  kv_cache_dtype: float16', no answer); 1Cat-vLLM PRs #49, #54; vllm-project/recipes #565; llm-compressor #967;
  ovg-project/kvcached #424.
- Claimed, but the stored text has no usable error line or no cause: vllm-project/llm-compressor #1949 (a
  llm-compressor 0.8.1 FP8-KV checkpoint refused by vLLM 0.11.1rc2 with --kv-cache-dtype fp8 'as it triggers an
  assert': the assert is a screenshot and the pasted traceback is cut after its head; no answer stored),
  vllm-project/vllm-ascend #2144 (Qwen2.5 kv-cache quantization 'KeyError: layers.0.self_attn.qkv_proj.kv_cache_offset',
  open, no answer stored), vllm #54761 (ROCm MI350X GLM-5.3: non-FP8 KV dtypes unreachable; a design complaint, the
  KV-dtype refusal line itself not in the chunk; PR #55236 only improves the message), vllm #27043 / #26605
  (DeepSeek-V3.2 fp8 KV with DP/EP and accuracy under FULL_AND_PIECEWISE; not reached, only the fix PR #27121 'Disable
  fp8 kv-cache by default for DeepSeek V3.2' was stored), vllm #21640 (calculate_kv_scales under torch.compile; not
  stored, only its fix PR #25513).
- No vLLM error / not a launch failure / no fix: vllm #42179 (Qwen3.5-397B-NVFP4 disaggregated fp8 KV corruption, the
  maintainer could not reproduce), #23813 (FA3 + fp8 KV accuracy vs TP size at long context, open), #33664
  (DeepSeek-V3.1 fp8 KV illegal memory access at concurrency >= 5, runtime, open), #55196 (RFC), #35577 (feature),
  PR #32199 (Qwen3-Next-NVFP4 'k_scale not found in params_dict' warnings only), PRs #46963 / #40177 / #42569 /
  #47090 / #23289 / #53175 / #57134 (feature or fix PRs with no user log), intel/auto-round #2370 ('k_scale is not
  loaded' warnings for Kimi-K2.6, open, no fix); sglang, TensorRT-LLM, mistral.rs, llama.cpp, omlx threads (not vLLM).

Judgement calls for the lead:
1. vllm-45562 is an ACCURACY failure (no error, the server starts and answers), taken because the slice names
   'accuracy failures caused by the KV dtype'. Round 591 named #45562 in its skip list as 'not a start-up failure';
   that was the reason for passing, not a defect of the thread, and it is not in USED_SOURCES.txt or a fixture --
   drop it if skip-listed threads must never be taken. Labels: message_kind None (no vLLM message; the quoted
   'Using uncalibrated q_scale 1.0 ...' warning is, by the reporter's own account, not the cause), as round 654 did for
   garbage-output cases; cause kv_cache_dtype_unsupported (the fp8 KV cache is not handled correctly by that model's
   sparse-attention path on this GPU; the working launch is the BF16 / auto KV cache). The reporter (cquil11) also
   wrote the fix PR #45720 (merged; it supersedes #45563, closed when its base branch went away). The description's
   own sentence 'The failure is a dtype mismatch in the MiniMax-M3 sparse-attention path.' is part of the stored
   description and was kept verbatim; the FN / FNUZ explanation and the fix live in the PR and were left out. The
   vLLM build is a ROCm preview image (vllm/vllm-openai-rocm:minimax-m3), not a release.
2. vllm-pr38822 is a comment on a merged PR, not an issue; the error is FlashInfer's own ValueError under vLLM's
   FlashInfer backend, so message_kind None (README: a failure that is no vLLM message), cause
   dependency_version_mismatch (the commenter's diagnosis: vLLM 0.21.0 backs fp8 KV with torch.uint8 while FlashInfer
   0.6.11.post3, after flashinfer-ai/flashinfer#2954, takes a uint8 KV cache for NVFP4). The lead may prefer
   kv_cache_dtype_unsupported. The stored text cuts the 'Cause:' sentence mid-way and shows no fix and no reply; the
   fix recorded is what the diagnosis implies (drop fp8 KV for these layers, or pair vLLM with a FlashInfer from
   before #2954 / a vLLM that passes the fp8 dtype), NOT one the thread confirms -- drop the case if a confirmed fix
   is required. Whether it fires at start-up (profiling / graph capture) or at the first request is not stated. GPU
   not stated (the PR is about Blackwell trtllm kernels).

Good candidates not spent (for later rounds): vllm #43562 (skip-listed as a first-request failure, but squarely in a
'start-up or first requests' slice; the reporter pins the cause: no trtllm-gen FP4 FMHA kernel for sm_120, vLLM
passes 'nvfp4' to flashinfer), vllm #27043 (DSV3.2 fp8 KV with DP/EP; fix PR #27121), vllm #21640 (calculate_kv_scales
+ torch.compile; fix PR #25513), llm-compressor #1949 (if a fuller chunk of its traceback can be read).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round781-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- vllm #45562: MiniMax-M3-MXFP8, 8x MI300X, ROCm, fp8 KV -> corrupted output (GSM8K 0.0099)
case("vllm-45562-minimax-m3-mxfp8-8x-mi300x-rocm-fp8-kv-corrupted-output-gsm8k",
     "https://github.com/vllm-project/vllm/issues/45562",
     "[Bug]: ROCm MI300X FP8 KV cache MiniMax-M3-MXFP8 accuracy issues\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>Key environment details</summary>\n"
     "\n"
     "```text\n"
     "GPU              : 8x AMD Instinct MI300X (gfx942)\n"
     "Image            : vllm/vllm-openai-rocm:minimax-m3\n"
     "vLLM             : 0.22.1rc1.dev490+g4a560dd8d\n"
     "Model            : MiniMaxAI/MiniMax-M3-MXFP8\n"
     "Model dtype      : torch.bfloat16\n"
     "Quantization     : mxfp8\n"
     "Attention backend: TRITON_ATTN\n"
     "Parallelism      : TP=8, expert parallelism enabled\n"
     "KV cache         : fp8 (broken) / auto-BF16 (working)\n"
     "Prefix caching   : disabled\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "### Summary\n"
     "\n"
     "On ROCm/MI300X, `MiniMaxAI/MiniMax-M3-MXFP8` starts successfully with\n"
     "`--kv-cache-dtype fp8`, and requests return HTTP 200, but generated output is\n"
     "severely corrupted.\n"
     "\n"
     "vLLM also reports that calibrated FP8 attention scales are unavailable and\n"
     "uses `1.0`:\n"
     "\n"
     "```text\n"
     "Using uncalibrated q_scale 1.0 and/or prob_scale 1.0 with fp8 attention.\n"
     "This may cause accuracy issues. Please make sure q/prob scaling factors are\n"
     "available in the fp8 checkpoint.\n"
     "```\n"
     "\n"
     "That warning was initially suspected, but it is not the cause of this failure.\n"
     "The failure is a dtype mismatch in the MiniMax-M3 sparse-attention path.\n"
     "\n"
     "This is not a small accuracy regression. GSM8K strict accuracy drops from\n"
     "`0.9666` with the default BF16 KV cache to `0.0099` with FP8 KV cache.\n"
     "Outputs contain u",
     None, {}, "kv_cache_dtype_unsupported",
     "MiniMax-M3's sparse-attention backend reinterpreted the byte-backed FP8 KV cache as torch.float8_e4m3fn for every "
     "E4M3 configuration, but on ROCm gfx942 (MI300X) vLLM's platform fp8 dtype is torch.float8_e4m3fnuz, whose "
     "encoding differs; the K/V values were read wrong and the prefill / decode wrappers did not take the FP8 "
     "conversion path for fnuz. The fp8 KV cache was therefore not correctly supported on that path, and output was "
     "garbage although the server started (the 'uncalibrated q_scale 1.0' warning was not the cause). Source: the "
     "issue's own description and the fix PR #45720 (author cquil11, 'Fixes #45562').",
     "Serve with the default BF16 KV cache (--kv-cache-dtype auto), which the report marks as working; the code fix is "
     "vLLM PR #45720 (merged; supersedes #45563): use current_platform.fp8_dtype() for the E4M3 KV-cache views, pick "
     "the platform-correct E5M2 / E5M2FNUZ view, and recognise E4M3FN / E4M3FNUZ / E5M2 / E5M2FNUZ in both "
     "sparse-attention wrappers; validated with the full GSM8K 5-shot run on MI300X.",
     release="0.22.1rc1.dev490+g4a560dd8d", gpu="AMD Instinct MI300X", gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--kv-cache-dtype", "value": "fp8_e4m3"}],
     note="accuracy failure, no error: the server starts and answers HTTP 200. The excerpt is the stored description "
          "up to where the search chunk cuts it ('Outputs contain u'), nothing else removed. The ROCm preview image "
          "is not a release; release is the printed dev version. Named in round 591's skip list as 'not a start-up "
          "failure' (see judgement call 1).")

# ---------------------------------------- vllm PR #38822 comment: vLLM 0.21.0 + FlashInfer 0.6.11.post3, head_dim=512, --kv-cache-dtype=fp8 -> kv_cache_sf must be provided for NVFP4 KV cache
case("vllm-pr38822-v0210-flashinfer-0611post3-head-dim-512-kv-cache-dtype-fp8-kv-cache-sf-nvfp4",
     "https://github.com/vllm-project/vllm/pull/38822",
     "[Attention] Add head_dim=512 support for FlashInfer trtllm attention backend\n"
     "\n"
     "ShuaiShao93 \u00b7 comment \u00b7 2026-05-20\n"
     "With this PR applied, vLLM 0.21.0 + FlashInfer 0.6.11.post3 still fails at `head_dim=512` when "
     "`--kv-cache-dtype=fp8`:\n"
     "\n"
     "```\n"
     "File \".../flashinfer/decode.py\", line 2451, in trtllm_batch_decode_with_kv_cache\n"
     "    raise ValueError(\"kv_cache_sf must be provided for NVFP4 KV cache.\")\n"
     "File \".../flashinfer/prefill.py\", line 4149, in trtllm_batch_context_with_kv_cache\n"
     "    raise ValueError(\"kv_cache_sf must be provided for NVFP4 KV cache.\")\n"
     "```",
     None, {}, "dependency_version_mismatch",
     "vLLM 0.21.0 stores an FP8 KV cache in a torch.uint8 tensor (utils/torch_utils.py STR_DTYPE_TO_TORCH_DTYPE), but "
     "FlashInfer since flashinfer-ai/flashinfer#2954 (in 0.6.11.post3) takes a torch.uint8 KV cache to mean NVFP4, so "
     "its trtllm decode / context kernels for head_dim=512 (Gemma 4's global layers) demand NVFP4 block scales "
     "(kv_cache_sf) for what is an fp8 cache. The FlashInfer release and vLLM's fp8 KV representation do not match. "
     "Source: the commenter's own diagnosis in the same comment (its 'Cause:' sentence, left out of the excerpt and "
     "cut by the stored text after 'made `torch.uint8`').",
     "No fix is stored in the thread. What the diagnosis implies: run these layers without an fp8 KV cache "
     "(--kv-cache-dtype auto), or pair vLLM 0.21.0 with a FlashInfer from before flashinfer-ai/flashinfer#2954, or use "
     "a vLLM that hands FlashInfer a real float8 dtype for the fp8 cache.",
     release="0.21.0", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="a comment on a merged PR, not an issue; the excerpt is the PR title plus the comment up to the paste, and "
          "the comment's 'Cause: ...' sentence (the diagnosis) is left out. The error is FlashInfer's, raised under "
          "vLLM's FlashInfer backend. Not stated whether it fires at start-up or at the first request. No fix "
          "confirmed in the stored text (see judgement call 2).")

BATCH.write()
