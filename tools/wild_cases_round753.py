"""Round-753 blind batch: VLLM FIX PULL REQUESTS (AND THE ISSUES THEY FIX) NUMBERED #48000 AND ABOVE, vllm-project/vllm
only (2026-07 to 2026-09, releases 0.25-0.29); collected by helper wild753 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round753-blind"``; the lead grades it once. A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (only README's message_kind table and diagnosis.cause
list, earlier rounds' files and earlier fixtures); every expectation was written from the source thread (and the fix
PR it links) only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt, and a fix PR's title and diagnosis are left out where they state the fix.

Look-ups: 32 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). Every number was
checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists before it was spent on, and
claimed at once (#54788, #56832, #56964). 2 cases, one family (a quantization-only --moe-backend reaching the
unquantized MoE of an MTP draft):
- vllm #56832 (issue; its fix is the open PR #56964, 'Fixes #56832'): --moe-backend marlin with MTP on
  RadixArk/Qwen3.8-Flash-Next-NVFP4, 2x RTX PRO 6000 Blackwell, 0.29.1rc1 nightly: "ValueError: moe_backend='marlin'
  is not supported for unquantized MoE".
- vllm PR #54788 (merged fix PR; its description quotes the failing start-up): --moe-backend flashinfer_b12x with the
  draft set to flashinfer_cutlass in --speculative-config, Qwen3.6-35B-A3B-NVFP4 + MTP-3 on an RTX PRO 6000 Blackwell
  Max-Q, 0.28.1rc1 nightly: the draft's moe_backend ignored on Model Runner V2 (the default since #53183).

How mined the slice is: very. Of the in-band vllm numbers the search returned, most were already used or named in
earlier rounds' skip lists, and the semantic search returns in-band (2026-07+) threads only when the query names a
feature of that period (TurboQuant, DFlash / DSpark, MTP, --moe-backend, Model Runner V2, Qwen3.8 / Gemma 4 /
DeepSeek-V4); generic error-word queries ("Engine core initialization failed", "AttributeError", "KeyError" with
"[Bugfix]") return 2024-2025 threads only.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): vllm #49797 (fix of the used #51744, Gemma 4 / transformers 5.15),
  #52768, #53320, #51744, #50428 (claimed), the TurboQuant 'Unknown TurboQuant cache dtype: auto' family (#50709 and
  club-3090 #788 used; fix PRs #50533, #48177, #52745, #47609, #48907 named in rounds 413 / 417), #53836, #35065,
  #56936 (round 529: error line not stored), #56281, #53428, #54044, #49064, #48477 (round 449 skip list).
- In band, no fix / cause in the stored text: vllm #48477 (Qwen3.5-122B-A10B-FP8 + DFlash, CUBLAS_STATUS_EXECUTION_FAILED
  at profile_run on 0.25, open, only 'same issue' comments stored); #55279 (DFlash2 illegal memory access after ~11k
  decode steps: a runtime fault, not a start-up).
- In band, fix PRs not taken: vllm #49798 and #50248 (TurboQuant 'auto' family, already twice in the set; #50248's
  second half, Triton compiling float8e4nv on SM80 for the TurboQuant store kernel, has no user log stored); #50065
  (merged: DFlash with an odd --max-num-seqs, "AssertionError: expected size 132==136, stride 1==1 at dim=0" in
  drafter.dummy_run during cudagraph memory profiling) -- the description is the author's generic diagnosis, with no
  user's launch, model or traceback stored, and the bare error line's kind is unclear (an Inductor size guard under the
  profiling run); a later round may take it if the lead wants fix-PR-only cases.
- Out of band / not vLLM: vllm #44022, #44985, #44494, #40677, #41027, #46480, #43605, #35637, #39485 (below 48000);
  sglang #36528 / #36593 / #23490, TensorRT-LLM #17408, vllm-omni #4105, vllm-ascend threads.

Judgement calls for the lead:
1. Both cases are one family: vLLM's unquantized-MoE backend check refusing a quantization-only backend that the
   launch's --moe-backend (meant for the NVFP4 target) carried into the bf16 MTP draft. They differ in backend
   (marlin / flashinfer_b12x), model, release and mechanism (#56832: the user set no draft backend and the target's is
   inherited; #54788: the draft backend the user did set in --speculative-config is ignored by Model Runner V2). Drop
   one if the lead wants one case per family.
2. kind vllm_check_failed for both, as the earlier fixtures with the same moe_backend refusals (aima-gb10 'FlashInfer
   TRTLLM MoE backend is not available', vllm-omni-7183 "moe_backend='triton' is not supported for NvFP4 MoE") were
   labelled. cause: vllm-56832 vllm_check_failed (no earlier release is said to work; the fix is a change of vLLM's
   backend selection); vllm-pr54788 release_regression, because the PR says the same command line serves under the V1
   model runner and fails under V2, 'which became user-visible when MRV2 was made the default in #53183'. The lead may
   prefer vllm_check_failed for both.
3. vllm-56832's fix PR #56964 is OPEN in the stored text (not merged); its mechanism ('allow marlin to fall through to
   auto for unquantized MoE layers', following the precedent for 'humming') is what the case records. The stored
   command stops at "--speculative-co"; the spec config is quoted in the reporter's prose just above it.
4. vllm-pr54788 is a fix PR, not a user's issue: its excerpt is the PR's error block and its Validation setup line; the
   Purpose paragraph's first sentence (the diagnosis: 'The draft model is loaded with the target's VllmConfig, so
   --speculative-config moe_backend is ignored on Model Runner V2') and the Fix section were left out.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round753-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}]

# ---------------------------------------- vllm #56832: Qwen3.8-Flash-Next-NVFP4, --moe-backend marlin + MTP, 2x RTX PRO 6000, 0.29.1rc1 nightly
case("vllm-56832-qwen38-flash-next-nvfp4-moe-backend-marlin-mtp-draft-unquantized-moe",
     "https://github.com/vllm-project/vllm/issues/56832",
     "[Bug]: --moe-backend marlin is applied to the unquantized MTP draft MoE and aborts (Qwen3.8-Flash-Next NVFP4 + "
     "speculative mtp)\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vLLM `0.29.1rc1.dev47+gdc36fcce9` (image `vllm/vllm-openai:cu129-nightly` dc36fcce, 2026-09-14, with "
     "torchvision/torchaudio replaced by cu130 builds to get past the import error reported separately). 2x RTX PRO "
     "6000 Blackwell (sm_120), driver 615.71.09, TP=2. Model: `RadixArk/Qwen3.8-Flash-Next-NVFP4` (ModelOpt NVFP4 "
     "routed experts, BF16 MTP head; `Qwen4ExpForConditionalGeneration`).\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "`--moe-backend marlin` (the backend the Qwen3.8-Flash-Next recipe prescribes for RTX PRO 6000) is applied to the "
     "**speculative draft model** as well as the target. The Qwen4Exp MTP head's MoE is unquantized, so with "
     "`--speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":3}'` the engine aborts at draft-model "
     "construction:\n"
     "\n"
     "```\n"
     "ValueError: moe_backend='marlin' is not supported for unquantized MoE. Expected one of ['triton', "
     "'batched_triton', 'flashinfer_trtllm', 'flashinfer_cutlass', 'aiter'].\n"
     "```\n"
     "\n"
     "Command:\n"
     "\n"
     "```\n"
     "vllm serve /models/RadixArk/Qwen3.8-Flash-Next-NVFP4 \\\n"
     "  --tensor-parallel-size 2 --disable-custom-all-reduce \\\n"
     "  --max-num-seqs 16 --gpu-memory-utilization 0.95 --max-num-batched-tokens 8192 \\\n"
     "  --enable-prefix-caching --no-enable-flashinfer-autotune \\\n"
     "  --moe-backend marlin \\\n"
     "  --speculative-co",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The launch's --moe-backend marlin (chosen for the NVFP4 routed experts of the target) is stored engine-wide in "
     "moe_config.moe_backend and so also reaches the speculative MTP draft, whose MoE is unquantized (bf16). vLLM's "
     "select_unquantized_moe_backend() maps the requested backend through map_unquantized_backend(), which knows only "
     "triton / batched_triton / flashinfer_trtllm / flashinfer_cutlass / aiter, and raises for the quantization-only "
     "'marlin', so the engine aborts while building the draft model. A backend-selection bug in vLLM, not memory, "
     "length or parallelism.",
     "not in the issue thread (open in the stored text). The fix is vLLM PR #56964 ('[Bugfix][MoE] Fall back "
     "quantization-only backends to auto for unquantized layers', Aravind0403, 2026-09-15, 'Fixes #56832', OPEN in the "
     "stored text): following the precedent for the quantization-only backend 'humming', 'marlin' falls through to "
     "'auto' for unquantized MoE layers, so the target keeps Marlin and the draft's MoE gets an unquantized backend "
     "(Triton or FlashInfer). Until a release carries it: the collector's reading, not a reported fix -- drop "
     "--moe-backend marlin (let vLLM choose for both), or give the draft its own backend in --speculative-config "
     "('moe_backend': 'triton'; the draft override V1 applies and PR #54788 added to Model Runner V2).",
     release="0.29.1rc1.dev47+gdc36fcce9 (vllm/vllm-openai:cu129-nightly dc36fcce)",
     gpu="NVIDIA RTX PRO 6000 Blackwell", gpus=2,
     command="vllm serve /models/RadixArk/Qwen3.8-Flash-Next-NVFP4 --tensor-parallel-size 2 "
             "--disable-custom-all-reduce --max-num-seqs 16 --gpu-memory-utilization 0.95 "
             "--max-num-batched-tokens 8192 --enable-prefix-caching --no-enable-flashinfer-autotune "
             "--moe-backend marlin --speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":3}'",
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 2},
                              {"flag": "--moe-backend", "value": "marlin"}],
     note="Excerpt: the issue title and description as the stored text shows them; the stored text ends inside the "
          "command block, at '--speculative-co'. The command field joins that shown part with the "
          "--speculative-config the reporter quotes in the prose above it. The reporter's own prose says the backend "
          "is applied to the draft model (their observation, kept); the fix PR #56964 is not in the excerpt. "
          "Numbers: none (earlier moe_backend refusals were labelled with {}).")

# ---------------------------------------- vllm PR #54788: Qwen3.6-35B-A3B-NVFP4 + MTP-3, --moe-backend flashinfer_b12x, draft on flashinfer_cutlass, RTX PRO 6000 Max-Q, 0.28.1rc1 (Model Runner V2)
case("vllm-pr54788-qwen36-35b-a3b-nvfp4-mtp-moe-backend-flashinfer-b12x-draft-unquantized-mrv2",
     "https://github.com/vllm-project/vllm/pull/54788",
     "```\n"
     "ValueError: moe_backend='flashinfer_b12x' is not supported for unquantized MoE.\n"
     "Expected one of ['triton', 'batched_triton', 'flashinfer_trtllm', 'flashinfer_cutlass', 'aiter'].\n"
     "```\n"
     "\n"
     "## Validation\n"
     "\n"
     "Qwen3.6-35B-A3B-NVFP4 with MTP-3 on an RTX PRO 6000 Blackwell Max-Q, `--moe-backend flashinfer_b12x` with the "
     "draft on `flashinfer_cutlass`. Three arms on one node with identical flags, vLLM `v0.28.1rc1.dev199+g7c5dc571c`:",
     "vllm_check_failed", {}, "release_regression",
     "The NVFP4 target runs its MoE on the quantization-only backend flashinfer_b12x (--moe-backend), while the MTP "
     "draft's MoE is unquantized and the user asked for flashinfer_cutlass for it in --speculative-config. Model "
     "Runner V2 (vLLM's default since PR #53183) loads the draft with the target's VllmConfig and ignores the "
     "speculative config's moe_backend (its load_eagle_model overrode only kv_cache_dtype), so the draft's "
     "unquantized MoE is asked for flashinfer_b12x and vLLM's unquantized-MoE backend check refuses it at start-up. "
     "The V1 runner applies the override (LLMBaseProposer._create_draft_vllm_config): the same command line serves "
     "under V1 and fails under V2. A regression of the runner default, not memory or parallelism.",
     "vLLM PR #54788 ('[Bugfix][Spec Decode] Honour the draft's moe_backend on Model Runner V2', stecasta, merged, "
     "opened 2026-09-01): load_eagle_model applies the speculative config's moe_backend override to the draft only, "
     "leaving the target's config untouched (MTP reaches the same path via mtp/speculator.py); fix: a vLLM build with "
     "that PR. Before it, per the PR, the same command line serves under the V1 model runner (the collector's note: "
     "VLLM_USE_V2_MODEL_RUNNER=0 selects it), or the target's --moe-backend left at auto.",
     release="0.28.1rc1.dev199+g7c5dc571c", gpu="NVIDIA RTX PRO 6000 Blackwell Max-Q", gpus=None,
     command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Fix PR, not a user's issue: the excerpt is the PR description's error block and its Validation setup line "
          "as stored; the title, the Purpose paragraph's first sentence (the diagnosis) and the Fix section are left "
          "out, and so is the rest of the Validation table (cut in the stored text). No full launch command is "
          "shown (flags named in prose only); the GPU count is not stated ('one node'). Same family as vllm-56832.")

BATCH.write()
