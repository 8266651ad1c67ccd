"""Round-785 blind batch: NAMED LEADS, FOURTH LIST (threads earlier collectors saw and did not spend: vllm #43562,
#27043 (PR #27121), #21640 (PR #25513), llm-compressor #1949, vllm PR #50250, #20995, #12168, ms-swift #6322,
vllm #14062 (PR #14664), PR #22795, #31648 (PR #31650), PR #41090, pytorch #170492 / #170570 (vllm PR #30728),
vllm #50710 (PR #50715), #35293, #18814, #39516, #24513, #50707, #17347), each re-checked with fresh searches on its
own words and taken only where the stored text has vLLM's error line and a cause or fix; collected by helper wild785
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round785-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR / follow-up it links) only. Excerpts are the text as the search tool's issues corpus shows it; the fix
is left out of the excerpt.

Look-ups: 22 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
3 cases:
- vllm PR #50250 (CohereLabs/aya-vision-8b through the Transformers modeling backend: 4-D image embeddings reach
  sanity_check_mm_encoder_outputs during encoder-cache profiling, 'AssertionError: Expected multimodal embeddings to
  be a sequence of 2D tensors, but got tensors with shapes [torch.Size([10, 13, 13, 4096])]'; fixed by the PR).
- vllm PR #43669, the fix PR of vllm #43562 (--kv-cache-dtype nvfp4 on SM120 / RTX PRO 6000 Blackwell starts clean,
  then the first request dies with "AttributeError: module 'torch' has no attribute 'nvfp4'" in flashinfer's plan:
  no trtllm-gen FP4 FMHA kernel for sm_120; the PR makes it fail fast at init and points to --kv-cache-dtype fp8).
- vllm #50707 (DFlash on GB10 / sm_121, v0.26.0 image, Qwen3.5-122B-A10B: 'torch.AcceleratorError: CUDA error:
  device-side assert triggered ... in torch.ops._vllm_fa2_C.varlen_fwd'; the reporter's own follow-up #50710 and a
  commenter in the thread show the cause is DFlashProposer's single-KV-cache-group assumption on the V1 runner with a
  hybrid sliding+full-attention drafter, not the FA2 kernel; the V2 model runner supports hybrid DFlash drafters).

How mined: this list is the leftovers of rounds 772-784 and is close to exhausted. The stored chunks of most of these
threads stop in the middle of the traceback (the same chunk comes back for every query), so only the three threads
above reached an error line together with a cause.

Sources given up (for the lead, not cases):
- Error line still not reached with fresh searches (same chunk as earlier rounds): vllm #43562 (stops at
  'File ".../flashinfe' -- taken through its fix PR #43669 instead, see judgement 2), #12168 (Qwen2-Audio under V1:
  the chunk stops at processing_qwen2_audio 'num_audios = ... len(audios)'; a second query on the likely TypeError
  returned nothing), #39516 (turboquant_3bit_nc + _get_sliding_window_configs assert: not returned at all), #14062
  (gte-Qwen2-7B-instruct on MI300X: the chunk stops in rocm_flash_attn._get_seq_len_block_table_args; the sibling
  #14583 carries 'AttributeError: Invalid attention type encoder-only' in its title but is skip-listed in rounds
  386 / 758 / 784), PR #41090 (DeepSeek V4 AOT compile-cache load: the log stops at runtime_wrappers' compiled_fn
  frame), ms-swift #6322 (stops at 'sanity_check_mm_encoder_outpu'), pytorch #170492 / #170570 / vllm PR #30728
  (not returned; only the umbrella pytorch #170433 and unrelated AOT PRs).
- Error line but no cause or fix in the stored text: vllm #24513 (FLASHMLA, DeepSeek DP=16 on B200, "RuntimeError:
  shape '[2, 84738, 16, 1, 576]' is invalid for input of size 780945408"; closed, two searches reached no answer or
  fix PR).
- Not reached at all: vllm #27043 / PR #27121 (DeepSeek-V3.2 fp8 KV with DP/EP), #21640 / PR #25513
  (calculate_kv_scales under torch.compile): the searches returned only unrelated FP8-KV threads.
- Not re-searched (earlier rounds' reasons hold, budget kept): llm-compressor #1949 (assert only as a screenshot),
  #20995 (closed as stale, no answer), PR #22795 (no error text, only review), #31648 / PR #31650 (three earlier
  searches never reached the exception line), #35293 and #18814 (open, no cause), #17347 (traceback head only),
  #50710 / PR #50715 (the stored issue is prose only; used here as the cause source of vllm-50707).

Judgement calls for the lead:
1. vllm-pr50250 is a fix PR, not a user's issue: the excerpt is the PR's test plan (the serve command and the
   'Before fix' error line); the PR's title and 'Purpose' paragraph (which give the diagnosis and the fix) are left
   out. Kind profiling_assertion, as the two earlier fixtures of this assertion (round 782: qwen3-vl-1626,
   verl-4994): the PR says it fires 'during encoder-cache profiling' and crashes EngineCore initialization. Cause
   release_regression (a bug of vLLM's Transformers modeling backend on the launch's path, fixed by the PR), not
   architecture_unsupported as in those two fixtures (there the release lacked a native class); the lead may prefer
   architecture_unsupported if vLLM's native AyaVision class is considered the fix.
2. vllm-pr43669: the failing user's issue (#43562) does not carry its error line in the stored chunk, so the case
   is its fix PR's 'Problem' and 'Before' sections (the 'Root cause' and 'Fix' sections left out); GPU and release
   come from #43562. It fails at the FIRST REQUEST, not at start-up (the reason rounds 49 / 113 / 212 / 470 / 640
   passed on it); taken because the failure comes from how vLLM was launched (--kv-cache-dtype nvfp4 on sm_120).
   Kind dependency_version_mismatch (README: "a name missing from a module of vLLM or a package it builds on",
   here flashinfer's getattr(torch, "nvfp4")); cause kv_cache_dtype_unsupported (the KV dtype has no kernel on this
   GPU; fix --kv-cache-dtype fp8 or auto). The lead may prefer null / vllm_check_failed for the kind.
3. vllm-50707: the cause is the reporter's own later reading (filed as #50710 the next day: DFlashProposer assumes
   one KV-cache group; a drafter mixing sliding_attention and full_attention layers reaches the kernel with malformed
   metadata, 'regardless of GPU or attention backend') and a commenter's confirmation in #50707 citing the code; the
   thread's title (FA2 autoselect on sm_121) is the reporter's first, withdrawn reading. The workaround
   (VLLM_USE_V2_MODEL_RUNNER=1, hybrid DFlash drafters supported on the V2 runner since #47914 / #48113) is the
   commenter's 'what will probably unblock you', NOT confirmed by the reporter in the stored text; the fix PR
   #50715 was closed. Kind None (a device-side assert is no README row; earlier fixtures with it use None). Cause
   release_regression (a gap of that release's V1 runner on the launch's path) for want of a speculative-decoding
   label; forbidden includes --attention-backend because #50710 says the backend does not matter. The excerpt says
   it dies 'at engine startup' while #50710 says 'on the first real request, after a clean startup'; kept as stored.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round785-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}, {"flag": "--max-num-batched-tokens"}, {"flag": "--max-num-seqs"}]

_NOT_MEMORY_KEEP_KV = [f for f in _NOT_MEMORY if f["flag"] != "--kv-cache-dtype"]

# ---------------------------------------- vllm PR #50250: aya-vision-8b, 4-D image embeddings trip sanity_check_mm_encoder_outputs during encoder-cache profiling
case("vllm-pr50250-aya-vision-8b-transformers-backend-4d-embeddings-mm-sanity-check",
     "https://github.com/vllm-project/vllm/pull/50250",
     "## Test Plan\n"
     "\n"
     "  vllm serve CohereLabs/aya-vision-8b --dtype bfloat16 --tensor-parallel-size 1\n"
     "    --max-model-len 8192 --gpu-memory-utilization 0.85 --trust-remote-code\n"
     "    --limit-mm-per-prompt '{\"image\": 1}'\n"
     "\n"
     "  Before fix: `EngineCore` crashes during encoder-cache profiling with\n"
     "  `AssertionError: Expected multimodal embeddings to be a sequence of 2D tensors, but got tensors with shapes "
     "[torch.Size([10, 13, 13, 4096])]`.",
     "profiling_assertion", {}, "release_regression",
     "vLLM's Transformers modeling backend (MultiModalMixin._split_embeddings in vllm/model_executor/models/"
     "transformers/multimodal.py) only flattened encoder output to 2-D when embeddings.ndim == 3. CohereLabs/"
     "aya-vision-8b's get_image_features returns [num_items, H, W, hidden] (4-D, the spatial grid never flattened), "
     "so the tensor reached sanity_check_mm_encoder_outputs still 4-D and tripped its 'sequence of 2D tensors' "
     "assertion during encoder-cache profiling, crashing EngineCore initialization: the model could not serve at all. "
     "A bug of that vLLM code on the launch's path, not memory, length or parallelism.",
     "vLLM PR #50250 ('[Bugfix] Flatten >2D multimodal embeddings, not just 3D', mganczarenko, merged 2026-07-29): "
     "generalize the flatten condition to ndim > 2 and use reshape instead of view; after the fix the same command "
     "reaches 'Application startup complete' and serves a real /v1/chat/completions request. Fix for a user: a vLLM "
     "release containing that PR.",
     release=None, gpu=None, gpus=None,
     command="vllm serve CohereLabs/aya-vision-8b --dtype bfloat16 --tensor-parallel-size 1 --max-model-len 8192 "
             "--gpu-memory-utilization 0.85 --trust-remote-code --limit-mm-per-prompt '{\"image\": 1}'",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the PR description's 'Test Plan' section up to the 'Before fix' error line, as stored (its "
          "two-space indentation kept); the title, the 'Purpose' paragraph (diagnosis and fix) and the 'After fix' "
          "lines left out. A fix PR, not a user's issue (judgement call 1). No GPU or release stated (main branch, "
          "July 2026).")

# ---------------------------------------- vllm PR #43669 (issue #43562): --kv-cache-dtype nvfp4 on SM120 -> first request: module 'torch' has no attribute 'nvfp4'
case("vllm-pr43669-nvfp4-kv-cache-sm120-first-request-torch-no-attribute-nvfp4",
     "https://github.com/vllm-project/vllm/pull/43669",
     "## Problem\n"
     "\n"
     "`--kv-cache-dtype nvfp4` is silently accepted on architectures without\n"
     "a trtllm-gen FP4 FMHA kernel. The engine starts cleanly, captures\n"
     "graphs, then dies on the first request with either:\n"
     "\n"
     "- `AttributeError: module 'torch' has no attribute 'nvfp4'` (flashinfer\n"
     "  dtype resolution), or\n"
     "- `RuntimeError: Unsupported architecture` deep in trtllm-gen FMHA\n"
     "\n"
     "The server appears healthy until the first token, making this harder to\n"
     "diagnose than a startup crash.\n"
     "\n"
     "Reported in #43562 (sm_120 / RTX PRO 6000 Blackwell).\n"
     "\n"
     "## Before\n"
     "NFO: Using max model len 8192\n"
     "... engine starts, graphs captured ...\n"
     "first request ->\n"
     "AttributeError: module 'torch' has no attribute 'nvfp4'",
     "dependency_version_mismatch", {}, "kv_cache_dtype_unsupported",
     "NVFP4 KV-cache attention has no kernel on SM120: trtllm-gen FP4 FMHA kernels exist only for sm_100 / sm_103, "
     "but vLLM forced backend 'trtllm-gen' whenever the KV cache was nvfp4 and never checked the GPU. The reporter "
     "of #43562 (RTX PRO 6000 Blackwell Workstation, sm_120, vLLM 0.21.1rc1.dev269, flashinfer 0.6.11.post2) ran an "
     "NVFP4 checkpoint with --kv-cache-dtype nvfp4: start-up and graph capture were clean, then the first request "
     "failed in flashinfer's prefill plan, because vLLM passed the literal string 'nvfp4' as kv_data_type and "
     "flashinfer resolved it with getattr(torch, 'nvfp4'). NVFP4 weights were fine; only the NVFP4 KV-cache path "
     "fails. The KV dtype chosen is not supported on this GPU -- not a torch / flashinfer version to upgrade.",
     "vLLM PR #43669 (merged, fixes #43562): a capability check right after the nvfp4 KV cache is chosen raises a "
     "ValueError at engine init on anything but sm_100 / sm_103, with a message pointing to `--kv-cache-dtype fp8`. "
     "For this user: serve with --kv-cache-dtype fp8 (or auto) on the RTX PRO 6000; nvfp4 KV stays unavailable on "
     "SM120 in vLLM (later vllm #49011: 0.25.1 still gates SM120 out of the nvfp4-KV path).",
     release="0.21.1rc1.dev269", gpu="NVIDIA RTX PRO 6000 Blackwell Workstation Edition", gpus=None,
     command=None,
     forbidden=_NOT_MEMORY_KEEP_KV + [{"flag": "--kv-cache-dtype", "value": "nvfp4"}],
     note="Excerpt: the fix PR's 'Problem' and 'Before' sections as stored; its title (which names the fix), the "
          "'Root cause' paragraph and the 'Fix' section left out; 'NFO:' is the stored text's own cut of 'INFO:'. "
          "The user's issue #43562 carries the environment and the same diagnosis but its stored chunk stops before "
          "the AttributeError line (judgement call 2); release and GPU are taken from #43562. A first-request "
          "failure, not start-up.")

# ---------------------------------------- vllm #50707: DFlash (hybrid sliding+full drafter) on GB10, v0.26.0 -> device-side assert in _vllm_fa2_C.varlen_fwd
case("vllm-50707-dflash-gb10-hybrid-drafter-single-kv-group-fa2-device-side-assert-v0260",
     "https://github.com/vllm-project/vllm/issues/50707",
     "[Bug] DFlash on SM121 (GB10 / DGX Spark): attention autoselect picks FLASH_ATTN for non-causal draft attention "
     "and device-asserts in _vllm_fa2_C.varlen_fwd\n"
     "\n"
     "### Summary\n"
     "\n"
     "On GB10 (DGX Spark, `sm_121a`, compute capability 12.1), DFlash speculative decoding\n"
     "crashes at engine startup with a CUDA device-side assert inside the FlashAttention2\n"
     "kernel. The Python-level backend capability check passes, so FA2 is selected and\n"
     "dispatched, and the failure only appears once the kernel actually runs.\n"
     "\n"
     "The SM100 non-causal workaround in `vllm/platforms/cuda.py` does not cover SM12x, and\n"
     "I do not think it can be fixed by reordering. The underlying gap looks like FA2\n"
     "kernel support for non-causal attention on `sm_121`.\n"
     "\n"
     "### Environment\n"
     "\n"
     "- Image: `vllm/vllm-openai:v0.26.0-aarch64-ubuntu2404` (stock, unmodified, pulled by tag)\n"
     "- Hardware: NVIDIA GB10, DGX Spark, single node, `sm_121a` / compute capability 12.1\n"
     "- Target model: Qwen3.5-122B-A10B\n"
     "- Speculative decoding: DFlash, `num_speculative_tokens = 8`\n"
     "- `attention_backend` left unset in the speculative config, i.e. autoselect\n"
     "\n"
     "### What happens\n"
     "\n"
     "With `num_speculative_tokens = 8` the server passes config validation, loads weights\n"
     "normally (~13 minutes, as expected for this model on this box), and then dies at engine\n"
     "startup:\n"
     "\n"
     "```\n"
     "torch.AcceleratorError: CUDA error: device-side assert triggered\n"
     "  ... in torch.ops._vllm_fa2_C.varlen_fwd\n"
     "```",
     None, {}, "release_regression",
     "Not the FA2 kernel on sm_121 (the reporter's first reading, withdrawn): DFlashProposer (vllm/v1/spec_decode/"
     "dflash.py) inherits SpecDecodeBaseProposer's assumption that every draft layer shares one KV-cache group. The "
     "DFlash drafter mixes sliding_attention and full_attention layers (two KV-cache specs), so with a single "
     "AttentionGroup every draft layer got the same attention metadata, valid for only one of them, and the "
     "malformed metadata reached the attention kernel as a CUDA device-side assert inside _vllm_fa2_C.varlen_fwd. "
     "The reporter's follow-up issue #50710 states it is architecture-independent ('any hybrid-attention DFlash "
     "drafter should hit it regardless of GPU or attention backend'); Gemma4Proposer already overrides "
     "validate_same_kv_cache_group and initialize_attn_backend for this case, DFlashProposer does not (a commenter "
     "in #50707 confirms from the 0.27.1 source). A gap of that release's V1 model runner for hybrid DFlash "
     "drafters -- not memory, not the attention backend.",
     "No confirmed fix in the stored text. The commenter's workaround in #50707: hybrid SWA/full DFlash drafters are "
     "supported upstream on the V2 model runner (#47914, merged 2026-07-08; #48113, merged 2026-07-10), already in "
     "the v0.26.0 image, so try VLLM_USE_V2_MODEL_RUNNER=1. The V1-runner fix PR #50715 ('Support hybrid-attention "
     "DFlash drafters spanning multiple KV cache groups', fixes #50710) was closed. Alternative: a drafter whose "
     "layers are all one attention type.",
     release="0.26.0", gpu="NVIDIA GB10", gpus=1, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--attention-backend"}],
     note="Excerpt: the issue title and the description up to the pasted error, as stored; the description's 'Why "
          "FLASH_...' analysis and the comments (with the self-correction and the V2-runner workaround) left out. "
          "The cause comes from the reporter's own follow-up issue #50710 and a comment in #50707, the workaround is "
          "unconfirmed (judgement call 3). gpus=1: a single GB10 (DGX Spark, 'single node').")

BATCH.write()
