"""Round-786 blind batch: NEW SPECULATIVE-DECODING METHODS OF 2026 AT VLLM'S START-UP OR FIRST REQUESTS: DFLASH / DFLASH2
DRAFTERS, EAGLE-3 HEADS FOR NEW MODEL FAMILIES, MTP DRAFTERS OF QWEN3.5/3.6, GEMMA 4, GLM-5.X, DEEPSEEK-V4, NEMOTRON-3,
MINIMAX-M3; --SPECULATIVE-CONFIG METHOD/MODEL/NUM_SPECULATIVE_TOKENS REFUSALS, A DRAFTER'S ATTENTION BACKEND, KV LAYOUT
OR QUANTIZATION CLASHING WITH THE TARGET'S; collected by helper wild786 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round786-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR it links or that names the same error) only. Excerpts are the text as the search tool's issues corpus
shows it; the fix is left out of the excerpt.

Look-ups: 26 of the 45 allowed: 24 ``search`` corpus=issues and 2 ``read_file`` that found nothing (PR threads are
not stored as files). 2 cases:
- vllm-project/recipes PR #929: GLM-5.3-Flash + incoai/GLM-5.3-Flash-DFlash2 (method dflash, 7 tokens) on the latest
  nightly -> 'RuntimeError: Model does not support EAGLE3 interface' (the Glm5Next model classes do not declare
  SupportsEagle3, so the DFlash drafter cannot register its aux hidden-state layers; cause read from vLLM PR #56983).
- vllm-project/vllm PR #55622: a GQA drafter (EAGLE-3 / DFlash) beside GLM-5.3-Flash's dedicated KV layout ->
  'NotImplementedError: Layer language_model.model.layers.3.self_attn.indexer.k_cache: page size is not divisible by
  the maximum page size and cannot be padded.' (the GLM-5.3 layout recognizer admits only its own spec types).

How mined: the slice is close to mined out. Nearly every DFlash / DSpark / EAGLE-3 / MTP start-up thread the search
returns is already in USED_SOURCES.txt or in an earlier round's skip list (rounds 270, 275, 276, 284, 313, 405, 524,
602, 634, 716, 753, 759, 777, 780 cover the same ground); the new 2026-09 GLM-5.3-Flash / Qwen3.8-Flash-Next drafter
threads are what is left, and most of them are fix PRs or open issues with a reporter's analysis rather than a
maintainer's answer.

Sources given up (for the lead, not cases):
- Already used or skip-listed: vllm #45546 / #45538 (MiniMax-M3 EAGLE3 on ROCm), #40382, #42068 / #42069 (Gemma 4 +
  DFlash TRITON_ATTN non-causal), #41559, #39930, #50707, #48167, #46770, #50012 (DSpark num_speculative_tokens <
  block size), #39809, #35031, #44087 (claimed by rounds 759/765), #54526, #55323 / #55444, #42005, #41789, #25134,
  #33329; vllm-ascend #9009, #9144, #13329, #9092, #8915, #10640, #9655; intel/llm-scaler #386; intel/auto-round #1755
  (claimed round 740); syv-ai/qwen38-27b-rtx3090 #25; vllm #55279 (DFlash2 IMA after ~11k steps, round 753).
- Error line or answer not in the stored chunk: vllm-ascend #11300 (DeepSeek-V4-Flash-w8a8-mtp start-up error: only
  the header stored), vllm-ascend #9675 (GLM5 w4a8 + MTP on main: traceback frames only, error line and answer not
  stored), vllm #46830 (GLM-5.2 MTP init 'Expected slot_mapping to be a dict, got <class 'list'>': only quoted inside
  #46834, the thread itself not stored), vllm #56088 (Qwen3.8-Flash-Next + DeepSpec DFlash/DSpark drafters: 'RuntimeError:
  PLE inputs were not prepared' with the reporter's reading 'the V1 runner cannot prepare PLE inputs'; the stored chunk
  stops before the mechanism and the fix PR #56295 is open with only test names; a candidate for a later round that can
  read more of it).
- No vLLM message: MiaAI-Lab/Qwen3.8-Flash-Next-Dual-DGX-Sparks #37 / PR #39 (the recipe's own start.sh '[ERR ] MTP
  experts are FP8_PB_WO, which this image's mixed-precision MoE dispatch cannot build', after the hub re-export renamed
  FP8_BLOCK_SCALES; fixed in the recipe by PR #39 accepting the alias) -- a wrapper's refusal, not vLLM's.
- Not start-up / no failure: vllm #55605 (GLM-5.3 MTP ~1% acceptance), #46834 (GLM-5.2 MTP garbage output), #52107
  (NemotronH MTP 0% acceptance on XPU), #53180 (TurboQuant + MTP degenerate output), #49559 (DFlash on MRV2 0%
  acceptance), #41402 / PR #41404 (DeepSeek-V4 MTP TP>1 deadlock), vllm-ascend #9290, #9111, #7580.
- Not vLLM: sglang #37548, #38589, #31249, #28431; llama.cpp #22105; mlx-serve #84; lmstudio #2153, #2181.

Judgement calls for the lead:
1. recipes-929 is a comment thread on a vllm-project/recipes PR (the reporter, gaby, tried the recipe's DFlash2 mode),
   not a vLLM issue. The stored thread has no maintainer diagnosis: the PR author only concedes he tested GLM-5.3
   (non-Flash), not GLM-5.3-Flash. The cause is read from vLLM PR #56983 (Dovis01, 2026-09-15, open in the stored
   copy), whose blocker table names this exact error on main for this exact pair and gives its root cause; the
   reporter also linked PR #55423 ('Enable GLM-5.3-Flash DFlash2 end to end', closed). The 'Related:' links were
   dropped from the excerpt (they point at the fix PRs). Kind vllm_check_failed and cause architecture_unsupported
   follow the one earlier fixture of this message (vllm-pr45546, MiniMax-M3 on ROCm).
2. vllm-55622 is a fix PR (closed, not merged in the stored copy), not a user's launch thread: the excerpt is the PR's
   Purpose text with the pasted NotImplementedError. No README row names this message; kind vllm_check_failed (vLLM's
   own raise) and cause vllm_check_failed follow the earlier fixture of the same message for an MLA target + GQA
   draft (vllm-ascend-13213, GLM-5.2 + DSpark sliding-window draft). The lead may prefer
   attention_backend_feature_unsupported (a layout that does not admit the drafter's attention type).
3. PR #56983 (the GLM-5.3-Flash DFlash2 fix PR) lists BOTH errors as blockers 1 and 2 for the same pair; it was used
   as the cause source of both cases, not as a third case.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round786-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
               {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- vllm-project/recipes PR #929: GLM-5.3-Flash + DFlash2 drafter on nightly -> 'Model does not support EAGLE3 interface'
case("recipes-929-glm53-flash-dflash2-nightly-model-does-not-support-eagle3-interface",
     "https://github.com/vllm-project/recipes/pull/929",
     "Add DFlash2 spec decoding mode to GLM-5.3-Flash\n"
     "\n"
     "## Summary\n"
     "- Add a DFlash2 mode to GLM-5.3-Flash `spec_decoding`, keeping built-in MTP as the default.\n"
     "- Selecting DFlash2 emits `--speculative-config '{\"method\":\"dflash\",\"model\":\"incoai/GLM-5.3-Flash-DFlash2\","
     "\"num_speculative_tokens\":7}'` (block size 8 minus one).\n"
     "- AMD stays on MTP: the ROCm GLM-5.3-Flash image does not support this speculative path.\n"
     "- Guide text is unchanged; only the command-builder config is updated.\n"
     "\n"
     "## Test plan\n"
     "tested on 8*b300 ,its work fine~\n"
     "\n"
     "gaby · comment · 2026-09-08\n"
     "@yiminghub2024 Which version or tag of vLLM you used for testing this? I tried last week and it fails to start.\n"
     "\n"
     "yiminghub2024 · comment · 2026-09-09\n"
     "docker pull vllm/vllm-openai:glm53-flash or vllm/vllm-openai:nightly , i forget ,you can try there two , @gaby\n"
     "\n"
     "gaby · comment · 2026-09-10\n"
     "@yiminghub2024 I don't know how you tested this, because it doesn't work. The model won't even start with this "
     "error:\n"
     "\n"
     "```\n"
     "RuntimeError: Model does not support EAGLE3 interface\n"
     "```\n"
     "\n"
     "I just tested this with the latest nightly.",
     "vllm_check_failed", {}, "architecture_unsupported",
     "The recipe's DFlash2 mode pairs zai-org/GLM-5.3-Flash with the incoai/GLM-5.3-Flash-DFlash2 drafter "
     "(method 'dflash', num_speculative_tokens 7). On vLLM main / the nightly of 2026-09 this pair cannot start: "
     "the drafter needs the target to emit auxiliary hidden states of its layers (target_layer_ids + 1 = "
     "[6, 15, 25, 34, 43]), and Glm5NextForCausalLM / Glm5NextForConditionalGeneration (the architecture the DFlash2 "
     "checkpoint targets) do not declare SupportsEagle3 and Glm5NextModel is not an EagleModelMixin, so the DFlash "
     "speculator cannot register its aux hidden-state layers and the draft-model load raises 'RuntimeError: Model does "
     "not support EAGLE3 interface' (vLLM PR #56983, Dovis01, 2026-09-15, blocker 1 of 3 in its table; the reporter "
     "also linked PR #55423 'Enable GLM-5.3-Flash DFlash2 end to end', where he wrote he 'realize[d] that DFlash2 "
     "wasnt even supported'). The recipe PR's author confirmed in the thread that he had tested GLM-5.3 (non-Flash), "
     "not GLM-5.3-Flash: the recipe mode was wrong for this model. Not a memory or configuration-size problem.",
     "No working DFlash2 launch in the thread: keep GLM-5.3-Flash on its built-in MTP (the recipe's default "
     "spec_decoding mode, `--speculative-config '{\"method\":\"mtp\",...}'`) or drop the DFlash2 speculative-config; "
     "DFlash2 for GLM-5.3-Flash needs a vLLM build with the GLM-5.3-Flash DFlash2 support PR (#56983, which adds "
     "SupportsEagle3 / aux hidden-state capture to the Glm5Next classes and also fixes the KV-layout blocker that "
     "follows; #55423 earlier), not in a release or nightly at the time of the report. The recipe author "
     "acknowledged the mistake (tested on GLM-5.3, not -Flash).",
     release="vLLM nightly (vllm/vllm-openai:nightly, 2026-09-10)", gpu=None, gpus=None,
     command="vllm serve zai-org/GLM-5.3-Flash ... --speculative-config '{\"method\":\"dflash\",\"model\":"
             "\"incoai/GLM-5.3-Flash-DFlash2\",\"num_speculative_tokens\":7}'",
     forbidden=_NOT_MEMORY + [{"flag": "--kv-cache-dtype"}],
     note="Excerpt: the PR title and Summary / Test plan, then the thread's comments up to the reporter's error comment "
          "as the stored chunk shows them; the reporter's 'Related:' links to vLLM PRs #55423 / #55682 and the PR "
          "author's later admission are left out (answer). The command is the one the recipe emits per the PR "
          "Summary (model id from the recipe's target); the reporter does not paste his own. See judgement call 1.")

# ---------------------------------------- vllm PR #55622: GQA drafter (EAGLE-3 / DFlash) beside GLM-5.3-Flash's KV layout -> 'page size is not divisible ... cannot be padded'
case("vllm-pr55622-glm53-flash-gqa-drafter-indexer-k-cache-page-size-not-divisible-cannot-be-padded",
     "https://github.com/vllm-project/vllm/pull/55622",
     "[Core][GLM-5.3] Carry a GQA drafter's attention layers through the GLM-5.3-Flash KV cache layout\n"
     "\n"
     "## Purpose\n"
     "\n"
     "GLM-5.3-Flash has a dedicated KV grouping/layout in `kv_cache_utils` (`_get_kv_cache_groups_glm5_next` / "
     "`_glm5_next_tensor_layout`) that aliases the MLA, kpool-indexer, tail and KDA state pages into one block layout. "
     "It admits only those spec types, so loading a GQA drafter (EAGLE-3 / DFlash) next to the target makes it return "
     "`None`; the generic page unification then fails on the indexer cache, which that layout deliberately does not "
     "unify:\n"
     "\n"
     "```\n"
     "NotImplementedError: Layer language_model.model.layers.3.self_attn.indexer.k_cache: page size is not divisible "
     "by the maximum page size and cannot be padded. Padding is only supported for non-MLA attention layers.\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "GLM-5.3-Flash (glm5_next: sparse MLA + kpool indexer + tail + KDA state) uses a dedicated KV-cache grouping / "
     "tensor layout in kv_cache_utils that packs its own spec types into one block layout and admits nothing else. "
     "When a speculative drafter with ordinary GQA attention layers (an EAGLE-3 head or a DFlash / DFlash2 drafter) is "
     "loaded beside the target, the GLM-5.3 layout recognizer returns None, vLLM falls back to the generic page-size "
     "unification, and that fails on the indexer's k_cache, whose page does not divide the largest page and, being an "
     "MLA-family layer, cannot be padded. The drafter's KV layout clashes with the target's; nothing about memory, "
     "context length or the GPU (PR #55622's Purpose; vLLM PR #56983 lists the same NotImplementedError as blocker 2, "
     "'KV cache init', for GLM-5.3-Flash + incoai/GLM-5.3-Flash-DFlash2).",
     "The PR's change: carry the drafter's attention layers through the GLM-5.3 layout as one more KV-cache group, with "
     "its block shrunk to the largest multiple-of-16 size whose page fits under the MLA page and divides the model's "
     "block, and the page padded to exactly the MLA page (closed without merge in the stored copy; PR #56983 carries a "
     "fix for the same blocker). Until a build has it: serve GLM-5.3-Flash with its built-in MTP (no separate GQA "
     "drafter) or without the EAGLE-3 / DFlash speculative-config.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--kv-cache-dtype"}],
     note="Excerpt: the PR title and the Purpose paragraph with the pasted error, as the stored description shows "
          "them; the '## Change' section (the fix) is left out. A fix PR, not a user's launch thread; no command, "
          "release or GPU is given. See judgement calls 2 and 3.")

BATCH.write()
