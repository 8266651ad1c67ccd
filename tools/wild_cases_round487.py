"""Round-487 blind batch: vLLM start-up failures whose cause a MERGED PULL REQUEST pins down (slice: vLLM's merged PRs from
#40000 upward, 2026, that quote the start-up error they fix; extended, for want of new upstream hits, to merged PRs and
maintainer-pinned threads of vLLM forks and plugins and of the KV connector that vLLM loads at start-up); collected by
helper wild487 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round487-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt where the
thread allows (a PR description often states the cause next to the error; those sentences were cut where possible).

Look-ups: 35 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch / find_string). The semantic search
rarely returns vLLM pull requests for generic queries (it prefers issues and other repositories' PRs), and the upstream
PRs >= #40000 it did return were nearly all already in USED_SOURCES.txt or in earlier rounds' skip lists (about 225 vLLM
threads >= #40000 were used before this round). One upstream PR in the slice was new (#47867). 6 cases:
vllm PR #47867 (Transformers 5.13 bump: KeyError 'linear_attention' in granitemoehybrid), 1CatAI/1Cat-vLLM PR #450
(V100 fork: fp8_e5m2 KV refused for an NVFP4 compressed-tensors checkpoint's KV scales), eugr/spark-vllm-docker #403
(b12x fork build fuses attention projections, compressed-tensors 'different quantization schemes'), LMCache PR #4206
(comment: MiniMax-M3 MXFP8 on MI308X + vLLM 0.26 + LMCacheMPConnector, reshape at engine init), LMCache #2947 (GLM-5-FP8
MLA + LMCacheConnectorV1 on vLLM 0.19, reshape at the first 100K-token request), tenstorrent/tt-xla #5727 (vllm_tt
sliding-window ring reserve >= KV budget -> 'No available memory for the cache blocks', fixed by merged PR #5834).
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #37214, #33417, #39610, #41027, #42911, #43605, #45837, #51964, #30952;
  pytorch/pytorch #175666; llm-d-incubation/llm-d-fast-model-actuation #720; eugr/spark-vllm-docker #143;
  Avarok-Cybersecurity/dgx-vllm #9; MiaAI-Lab/DeepSeek-v4-Flash-DSpark-2x-DGX-Spark #17; vllm-project/recipes #515
  (spent one look-up on it before the check came back: my mistake); lemonade-sdk/vllm-rocm #10.
- Named in earlier rounds' skip lists (not re-opened): vllm #42587, #35720, #54900, #33501, #36615, #53836, #54179,
  #50660, #31845, #49883, #41834, #39254, #49379; ROCm/vllm #527; odysseus #4596; eugr/spark-vllm-docker #296;
  spark-arena/sparkrun #118; nvidia-cosmos/cosmos-reason2 #30 (its troubleshooting page's sm_121a entry is a round-114
  case).
- Error line not reached in the stored chunks: vllm PR #45312 (merged; the 'main' run of an invalid num_bits=4
  compressed-tensors kv_cache_scheme is cut before its last line, and the failing config was built by the author);
  LMCache #4358 (Gemma-4-26B-A4B FP8 + LMCacheMPConnector, traceback cut before the RuntimeError) and #4263 (same
  class, cut); tenstorrent/tt-xla #5860 (64K config no longer starts, open, error not in the chunk).
- No fix / cause not pinned: vllm #43967 (GLM-OCR GPTQ KeyError g_idx, open, stale); vllm #49922 (DeepSeek-V4-Pro
  FlashMLA assertion on a 678K-token prompt, a request-time regression, open); vllm-project/tpu-inference PR #1136 (the
  fp8 KV error the author met on v6e was 'an existing issue' the PR does not fix); 1CatAI/1Cat-vLLM PR #49 (closed, the
  same fp8_e5m2-vs-'fp8 checkpoints' class as the round-212 case vllm-pr45040).
- Not a vLLM start-up failure: tenstorrent/tt-inference-server #4127 (TT_FATAL out of DRAM above 32K on Gemma 4 31B,
  a tt-metal allocation, no vLLM message); 0xBakeer/inference-atlas PR #13/#14 (AmbiguousGlobalPerLayerAttributeError
  in prose only; two cases of that class exist: vllm-51744, vllm-52768); vllm PR #56108, #39180 (closed), #40906 (WIP,
  closed), #48431 (closed draft).

Judgement calls for the lead:
1. vllm-pr47867: thin evidence. The PR (hmellor, opened 2026-07-07, merged) lists the errors vLLM's CI hit with Transformers
   5.13; there is no user log, only the error in the PR's bullet list. Taken because the message is verbatim, it is an
   initialisation failure (the model's config/layer construction), and the maintainer pins the cause to
   huggingface/transformers#46738 renaming layer_types keys. kind None (a bare KeyError, no kvroom kind fits), cause
   dependency_version_mismatch (Transformers newer than the vLLM code); the lead may drop it.
2. 1cat-vllm-pr450: a fork's own message (1Cat-vLLM, the V100 fork); kind/cause kv_cache_dtype_unsupported as the
   round-212 case vllm-pr45040 labels the upstream sibling refusal ('fp8_e5m2 kv-cache is not supported with fp8
   checkpoints'); vllm_check_failed for the cause is the alternative (a whitelist that was too narrow). GPU count is
   ambiguous in the PR ('2x V100S-32GB (2 replicas, TP2)'), so gpus None and no tensor-parallel rule.
3. spark-vllm-docker-403: no maintainer answer in the stored text (open); the reporter's own analysis pins the cause
   (the fork build fuses q/k/v/b/f_a projections into in_proj_qkvgfab, the checkpoint's ignore list uses upstream leaf
   names). No earlier label for 'Found a different quantization schemes'; kind vllm_check_failed, cause
   weight_loading_mismatch (checkpoint naming vs the model implementation); quantization_mismatch was NOT used because
   earlier rounds keep it for the --quantization-vs-config refusal.
4. lmcache-pr4206 and lmcache-2947: failures inside LMCache's connector code that vLLM loads through
   --kv-transfer-config. lmcache-pr4206: engine-init failure; the comment says 'Same root cause as #4154', which the
   merged PR fixes (KV format detection when the KV list mixes formats, for vLLM 0.26's unified KV cache); kind None,
   cause dependency_version_mismatch (LMCache release behind vLLM 0.26's KV layout); the lead may prefer a connector
   label. lmcache-2947 fails at the first ~100K-token request (taken under 'first requests, caused by how it was
   launched': MLA model + LMCache); the reporter's Root Cause section pins it (reshape with the 132-wide component only);
   no fix in the stored text; kind None, cause unrecognized as earlier LMCache bug cases (lmcache-2306) were labelled.
5. tt-xla-5727: Tenstorrent's vLLM plugin (vllm_tt) printing vLLM's own 'No available memory for the cache blocks'.
   kind no_kv_memory (as all earlier fixtures with this message), cause release_regression (plugin PR #5786 introduced
   it, PR #5834 fixed it), not weights_exceed_budget: the budget went to over-sized sliding-window rings. numbers:
   available_gib 25.5 is the printed 'KV budget'; the 31.27 GiB ring reservation has no numbers key and is left out.
   The same thread's PR #5834 gives the launch (gpu_memory_utilization=0.2, max_num_seqs=32, max_model_len=128); only
   max_model_len is in the excerpt.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round487-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #47867 (merged): Transformers 5.13.x renamed layer_types keys -> KeyError 'linear_attention' in granitemoehybrid
case("vllm-pr47867-transformers-5131-granitemoehybrid-keyerror-linear-attention",
     "https://github.com/vllm-project/vllm/pull/47867",
     "Bump Transformers version to 5.13.1\n"
     "\n"
     "Errors resolved:\n"
     "\n"
     "- `KeyError: 'linear_attention'` - https://github.com/huggingface/transformers/pull/46738 consolidate some "
     "`layer_types` keys.",
     None, {}, "dependency_version_mismatch",
     "With Transformers 5.13.x installed, vLLM's GraniteMoeHybrid model code (vllm/model_executor/models/"
     "granitemoehybrid.py) looked up the old layer_types key names, but huggingface/transformers#46738 consolidated "
     "some layer_types keys, so model construction failed with KeyError: 'linear_attention' (the PR says the custom "
     "NemotronH_Nano_Omni_Reasoning_V3 config failed to initialise the same way). A vLLM / Transformers version "
     "mismatch (Transformers newer than the vLLM code), not memory or GPU.",
     "vLLM PR #47867 (hmellor, opened 2026-07-07, merged) adds both the old and the new layer_types names to "
     "granitemoehybrid.py while bumping Transformers to 5.13.1 (plus transformers#47174 adds a back-compat method to "
     "custom configs). For a user on an older vLLM: a vLLM release containing this PR, or Transformers below 5.13",
     release="vLLM main of July 2026 (CI, Transformers 5.13.x)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR title and the one bullet of its 'Errors resolved' list about this error, cut before the "
          "sentence naming the vLLM fix. No user log exists in the thread (CI). The other bullets (AttributeError "
          "'str' object has no attribute '__module__', Plamo3Config layer_types setter) are Transformers-side bugs "
          "fixed upstream and were not taken.")

# ---------------------------------------- 1CatAI/1Cat-vLLM PR #450 (merged): V100 fork, --kv-cache-dtype fp8_e5m2 with an NVFP4 compressed-tensors checkpoint -> ValueError at init
case("1cat-vllm-pr450-v100s-sm70-nvfp4-compressed-tensors-fp8-e5m2-kv-scales-outside-unit-scale-path",
     "https://github.com/1CatAI/1Cat-vLLM/pull/450",
     "## Problem\n"
     "\n"
     "The SM70 Flash-V100 fp8_e5m2 KV guard in `_init_kv_cache_quant` (`attention.py`) only accepted quant methods "
     "that keep `BaseKVCacheMethod.process_weights_after_loading`. NVFP4 checkpoints put their KV quantization in a "
     "`CompressedTensorsKVCacheMethod` (which carries a `kv_cache_scheme` and *overrides* "
     "`process_weights_after_loading` to load checkpoint KV scales), so the class-identity check fails and the engine "
     "crashes at init:\n"
     "\n"
     "```\n"
     "ValueError: fp8_e5m2 kv-cache is not supported with checkpoint KV scales outside the SM70 Flash-V100 "
     "unit-scale override path.\n"
     "```",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "In the 1Cat-vLLM fork (vLLM for V100 / SM70), serving an NVFP4 compressed-tensors checkpoint with "
     "--kv-cache-dtype fp8_e5m2 was refused at engine init: the SM70 fp8_e5m2 KV guard whitelisted only quant methods "
     "that keep BaseKVCacheMethod.process_weights_after_loading, and the checkpoint's CompressedTensorsKVCacheMethod "
     "overrides it (to load checkpoint KV scales), although it already implements the SM70 unit-scale override. A "
     "fork check that was too narrow, not a user error and not memory.",
     "1Cat-vLLM PR #450 (opened 2026-09-02, merged) adds CompressedTensorsKVCacheMethod to the unit_scale_compatible check; the "
     "author validated it on V100S-32GB (TP2) serving unsloth/Qwen3.8-27B-NVFP4 with fp8_e5m2 KV. Before the fix, "
     "--kv-cache-dtype auto avoids the guard",
     release="1Cat-vLLM main of September 2026", gpu="NVIDIA Tesla V100S-32GB", gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--kv-cache-dtype", "value": "fp8_e5m2"}, {"flag": "--quantization"}],
     note="Excerpt: the PR's Problem section as stored (it states the cause next to the error; the Change and "
          "Validation sections are left out). The GPU and model come from the Validation section ('Deployed on 2x "
          "V100S-32GB (2 replicas, TP2) with unsloth/Qwen3.8-27B-NVFP4'). The fork's sibling PR #49 (closed) quotes "
          "the upstream 'fp8_e5m2 kv-cache is not supported with fp8 checkpoints' refusal for W4A16 models; not "
          "taken (same class as vllm-pr45040).")

# ---------------------------------------- eugr/spark-vllm-docker #403: b12x fork build fuses attention projections -> compressed-tensors "different quantization schemes"
case("spark-vllm-docker-403-b12x-glm53-flash-pack-quantized-in-proj-qkvgfab-different-quantization-schemes",
     "https://github.com/eugr/spark-vllm-docker/issues/403",
     "## Summary\n"
     "\n"
     "On the `--exp-b12x` build (`eugr/spark-vllm-b12x:latest`, digest "
     "`sha256:8e7e062186f841453ef0ec6f713043c5b65447decc3835206685128c18e42262`), a GLM-5.3-Flash checkpoint quantized "
     "with **compressed-tensors / `pack-quantized`** (INT4 routed experts, BF16 activations) cannot start:\n"
     "\n"
     "```\n"
     "File \"…/vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors.py\", line 948, in "
     "get_scheme_dict\n"
     "    if should_ignore_layer(\n"
     "File \"…/vllm/model_executor/layers/quantization/compressed_tensors/utils.py\", line 88, in should_ignore_layer\n"
     "    raise ValueError(\n"
     "ValueError: Found a different quantization schemes for ['q_proj', 'k_proj', 'v_proj', 'b_proj', 'f_a_proj'] in\n"
     "language_model.model.layers.0.self_attn.in_proj_qkvgfab. vLLM requires all to use the same scheme.\n"
     "```",
     "vllm_check_failed", {}, "weight_loading_mismatch",
     "The experimental b12x build of spark-vllm-docker (a vLLM fork for DGX Spark) fuses the attention projections "
     "into one module self_attn.in_proj_qkvgfab. compressed-tensors resolves one scheme per fused module and requires "
     "all its leaves to agree; the GLM-5.3-Flash checkpoint's quantization_config.ignore list names the upstream leaf "
     "modules (self_attn.q_proj, k_proj, ...), so nothing matches the fork's fused name and the resolver aborts, even "
     "though all five leaves are unquantized BF16 in the checkpoint. A checkpoint-naming vs fork-model-layout "
     "mismatch, not memory and not the GPU.",
     "no fix reached in the stored text (open). The cause is the reporter's own analysis; the implied remedies are "
     "the non-b12x (upstream-layout) build or an ignore list that names the fork's fused module",
     release="eugr/spark-vllm-b12x:latest (vLLM fork, September 2026)", gpu="NVIDIA GB10 (DGX Spark)", gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue's Summary and its traceback block as stored; the analysis paragraph that follows it "
          "(the cause) is left out. The GPU is inferred from the repository (DGX Spark images), not printed.")

# ---------------------------------------- LMCache PR #4206 (merged), comment: MiniMax-M3 MXFP8 on MI308X, vLLM 0.26 + LMCacheMPConnector -> reshape RuntimeError at engine init
case("lmcache-pr4206-minimax-m3-mxfp8-mi308x-vllm-026-lmcachempconnector-shape-invalid-at-init",
     "https://github.com/LMCache/LMCache/pull/4206",
     "We hit the same crash on AMD ROCm (MI308X / gfx942), not only B200: serving MiniMax-M3 (MXFP8) on vLLM 0.26 "
     "through `LMCacheMPConnector` fails at engine init with\n"
     "\n"
     "```\n"
     "RuntimeError: shape '[3554, 128, 128, 2, 128]' is invalid for input of size 58228736\n"
     "```",
     None, {}, "dependency_version_mismatch",
     "LMCache's KV-cache registration (KV format detection when the connector registers vLLM's KV caches) assumed one "
     "uniform cache format; vLLM 0.26's unified KV cache for MiniMax-M3 hands it a heterogeneous list (rank-4 GQA "
     "caches plus rank-3 lightning-indexer key caches), so the reshape in format detection failed at engine init. "
     "Per the commenter the same root cause as LMCache #4154, which this PR fixes; an LMCache release behind vLLM "
     "0.26's KV layout, not memory and not the AMD GPU.",
     "LMCache PR #4206 (ApostaC, opened 2026-07-22, merged: support for vLLM 0.26 unified KV cache, fixed KV cache detection "
     "when the list contains multiple formats, fixed head-size detection #4154). Fix: an LMCache build with this PR",
     release="0.26 (with LMCacheMPConnector)", gpu="AMD Instinct MI308X (gfx942)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the comment by 2imi9 (2026-07-27) on the merged PR, up to the error block; its next sentence "
          "('Same root cause as #4154: ...', the diagnosis) is left out. The PR description itself names B200 for "
          "the original report (#4154).")

# ---------------------------------------- LMCache #2947: GLM-5-FP8 (MLA) TP8 on 8x H200, vLLM 0.19 + LMCacheConnectorV1 -> reshape RuntimeError at the first 100K-token request
case("lmcache-2947-glm5-fp8-mla-tp8-8xh200-vllm-0190-lmcacheconnectorv1-shape-invalid-first-request",
     "https://github.com/LMCache/LMCache/issues/2947",
     "## Environment\n"
     "\n"
     "- **vLLM version:** 0.19.0 (`vllm/vllm-openai:latest-cu130`)\n"
     "- **LMCache version:** 0.4.3.dev77 (built from source for CUDA 13)\n"
     "- **Model:** `zai-org/GLM-5-FP8` (MLA architecture, 78 layers, TP=8)\n"
     "- **GPU:** 8x NVIDIA H200 (141GB each)\n"
     "- **CUDA:** 13.0, Driver 580.126.09\n"
     "- **LMCache config:** `local_cpu: true`, `max_local_cpu_size: 200.0`, `chunk_size: 256`\n"
     "\n"
     "## Error\n"
     "\n"
     "First request with ~100K tokens crashes all workers with a tensor shape mismatch:\n"
     "\n"
     "```\n"
     "RuntimeError: Worker failed with error 'shape '[1, 78, 256, 132]' is invalid for input of size 25638912'\n"
     "```\n"
     "\n"
     "The expected shape `[1, 78, 256, 132]` = 2,638,656 elements, but the actual tensor has 25,638,912 elements "
     "(~9.7x larger).",
     None, {"tensor_parallel_size": 8}, "unrecognized",
     "GLM-5 uses MLA, whose KV cache concatenates two components (K_rope, head_dim 132, and the compressed V, 576). "
     "LMCache 0.4.3.dev77 detected MLA correctly at start-up but on save/load reshaped with only one component's "
     "width (132) instead of the full concatenated width, so the first long request crashed every worker. A bug in "
     "LMCache's MLA handling, exposed by how the server was launched (GLM-5 + LMCacheConnectorV1); not memory.",
     "no fix reached in the stored text (closed). The cause is the reporter's Root Cause section; serving without "
     "the LMCache connector avoids the code path",
     release="0.19.0 (vllm/vllm-openai:latest-cu130, LMCache 0.4.3.dev77)", gpu="NVIDIA H200", gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"}],
     note="Excerpt: the issue's Environment and Error sections as stored; the Root Cause section (the diagnosis) and "
          "the LMCache initialisation logs after it are left out. A failure at the first request, not at start-up "
          "proper.")

# ---------------------------------------- tenstorrent/tt-xla #5727: vllm_tt sliding-window ring reserve >= KV budget at max_model_len=128 -> No available memory for the cache blocks
case("tt-xla-5727-gemma4-31b-it-vllm-tt-sliding-ring-31.27-over-kv-budget-25.50-no-available-memory",
     "https://github.com/tenstorrent/tt-xla/issues/5727",
     "### Concern 1 - Baseline gemma4-31b-it max_model_len=128 test broke (PR Up to fx it)\n"
     "\n"
     "```\n"
     "  WARNING vllm_tt.worker: Sliding ring reservation (31.27 GiB) >= KV budget (25.50 GiB); no room for "
     "full-attention pool.\n"
     "  ValueError: No available memory for the cache blocks.\n"
     "```",
     "no_kv_memory", {"available_gib": 25.5, "max_model_len": 128}, "release_regression",
     "tt-xla PR #5786 gave each sliding-window layer of gemma-4-31B-it a per-user, window-sized ring buffer, but "
     "sliding_window_blocks() sized the ring from the model's static sliding_window (1024) with no ceiling from "
     "max_model_len. At the benchmark's max_model_len=128 the rings for every concurrent user (31.27 GiB) took the "
     "whole KV budget (25.50 GiB), leaving nothing for the full-attention pool, so vLLM found no memory for cache "
     "blocks. A plugin regression, not weights filling the device and not a user setting.",
     "tt-xla PR #5834 (kmabeeTT, opened and merged 2026-07-30 per the issue comment) caps the sliding-window ring by max_model_len; the maintainer "
     "reports the baseline test passing again ('test is back passing now')",
     release="tenstorrent vllm_tt plugin, tt-xla main of late July 2026", gpu="Tenstorrent (not named)", gpus=None,
     command=None,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the heading and the error block of kmabeeTT's comment (2026-07-30) on the closed issue; the "
          "sentence between them (the cause: a missing max_model_len clamp in sliding_window_blocks()) is left out. "
          "PR #5834's description gives the launch as gpu_memory_utilization=0.2, max_num_seqs=32, max_model_len=128 "
          "(pytest tests/benchmark/test_vllm_benchmarks.py::test_vllm_tp_benchmark[gemma4-31b-it-tp]).")

BATCH.write()
