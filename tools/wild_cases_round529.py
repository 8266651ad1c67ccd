"""Round-529 blind batch: vLLM start-up failures quoted verbatim in the DESCRIPTIONS of vllm-project/vllm PULL REQUESTS
whose title carries a component tag ("[Model]", "[Frontend]", "[Misc]", "[Core]", "[V1]", "[Multimodal]" / its older
form "[VLM]", "[Spec Decode]", "[LoRA]", "[Quantization]") and that fix the failure (or whose thread pins the cause);
collected by helper wild529 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round529-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source threads
only. Excerpts are the text as the search tool's issues corpus shows it (PR threads are stored there); the fix is left
out of the excerpt.

Look-ups: 33 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch: PR threads are not files). 3 cases:
vllm PR #56930 ([Bugfix][Spec Decode], EP-enabled MoE target + dense EAGLE / EAGLE3 / independent draft rejected at
config validation after #55914), vllm PR #8707 ([VLM], PaliGemma with transformers 4.45.0.dev0: 'PaliGemmaConfig'
object has no attribute 'vocab_size'), vllm PR #39961 ([Misc], every `vllm serve` dies with ModuleNotFoundError
'pandas' on a fresh install). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt, the earlier
rounds' skip lists (/work/main/tools/wild_cases_round*.py) and this session's other round files before it was taken.

The slice is very heavily mined: the semantic search mostly answers with [Bug] issues, and the PRs it does surface
that quote a start-up error were nearly all used or named in skip lists already.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm PRs #55914, #20375, #51098, #36388, #16493, #1631, #14221, #47867, #52915
  and #6758, #4641, #53170, #3344 (the tie_word_embeddings 'lm_head.weight' PRs) (seen in results); issue #52069 (so PR #52117 '[Spec Decode] Implement SupportsPP on all in-tree MTP draft models',
  its fix, was not taken: same incident), #51744, #25029.
- Named in earlier rounds' skip lists (not re-opened): vllm PRs #30567 ('Qwen3VLMoeConfig' object has no attribute
  'intermediate_size', round 478), #7716 ('[Frontend] Improve Startup Failure UX', rounds 422 / 525), #17434, #27733,
  #41745 (the Gemma4 MTP PR, cited as a fix in rounds 75 / 129 / 447), #47490, #35720, #42587, #14687.
- Error line not in the stored text: vllm PR #56936 ('[Bugfix][Spec Decode] Don't swap the Gemma4 MTP draft into the
  target's VllmConfig', open; A/B on v0.29.0 with RedHatAI/gemma-4-26B-A4B-it-FP8-Dynamic + the dense assistant drafter
  + --enable-expert-parallel, but the stored chunks stop before the error line; two look-ups spent on it).
- Outside the slice's title tags (left to the [Bugfix] / untagged collectors, not opened further): vllm PR #24762
  ('[Bugfix] Fix GPUModelRunner has no attribute lora_manager', FIX #24672), #20875 ('[Bugfix] Fix vLLM startup to avoid
  a hard dependency on Outlines'), #19079 ('[Bugfix]: import pandas for benchmarks', FIX #19078), #42685
  ('[FlashAttn] ...'), #7534 ('[Bugfix] Fix default weight loading for scalars', a developer's own log, no model);
  NVIDIA/Model-Optimizer PR #1677 (Gemma 4 MTP 'All layers in one attention group must share num_heads; got {8, 4}' --
  not a vLLM PR, and the message is already in golden vllm-pr43543).
- Searches that surfaced only [Bug] issues (outside a PR slice): --cpu-offload-gb on main (vllm #36279), NVFP4 /
  ModelOpt loading, [VLM] model loading, [Frontend] start-up regressions.
- Not a start-up failure: vllm PR #50879 ('[Misc] Avoid importing nixl_ep ...', a logged warning only).

Judgement calls for the lead:
1. vllm-pr56930: the title's first tag is [Bugfix] but it carries [Spec Decode], so it was taken as in the slice. No
   model name, command, GPU or release is in the description: the 'configuration' is the pairing named in its first
   sentence (EP-enabled MoE target + dense EAGLE / EAGLE3 / independent draft). kind vllm_check_failed (vLLM's own
   configuration validation refusing), cause release_regression (the description says 'After #55914'); the golden
   vllm-pr55914 is the earlier fix that introduced it, a different incident. --enable-expert-parallel is NOT forbidden:
   dropping EP on the target is a plausible workaround, not a wrong fix.
2. vllm-pr8707: the tag is [VLM], the older name of [Multimodal]. The excerpt leaves out the description's first
   sentence ('In the latest transformers (4.45.0.dev0) the config.vocab_size accessor and _vocab_size field in the
   config were removed from a few models.') because it is the diagnosis; the transformers version is in ``release``.
   kind hf_config_type_mismatch (as vllm-2422, vllm-pr17180, intern-s1-12 label an HF config object missing an
   attribute vLLM reads); cause dependency_version_mismatch because the trigger is a transformers dev release changing
   the config class -- hf_config_type_mismatch (as vllm-2422 / vllm-pr17180 chose) is the alternative.
3. vllm-pr39961: the PR is 'closed' in the stored text (not merged); the thread's last stored comment (tjtanaa) is
   empty in the chunk. The cause is pinned by the message and the import chain the author traced; the related merged
   PR #39990 ('Fix #33773: Replace unconditional pandas import with PlaceholderModule', same day, approved by
   DarkLight1337) is taken as the upstream fix, but that it is the SAME import (_aiter_ops vs the one #33773 added) is
   an inference from the same day and symptom, not stated. kind dependency_missing (as tt-inference-server-3655 and
   vllm-604 label a module vLLM imports that is not installed); cause release_regression (as vllm-windows-45 chose for
   a module vLLM imports unconditionally), since pandas is not a declared core dependency -- dependency_missing is the
   alternative.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round529-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #56930: EP-enabled MoE target + dense EAGLE/EAGLE3/independent draft -> 'Number of experts in the model must be greater than 0 when expert parallelism is enabled.'
case("vllm-pr56930-moe-target-ep-dense-eagle-draft-number-of-experts-must-be-greater-than-0",
     "https://github.com/vllm-project/vllm/pull/56930",
     "[Bugfix][Spec Decode] Fix EAGLE and dense draft startup with EP\n"
     "\n"
     "## Purpose\n"
     "\n"
     "After #55914, pairing an EP-enabled MoE target with a dense EAGLE, EAGLE3, or independent draft model fails during "
     "configuration validation:\n"
     "\n"
     "```text\n"
     "Number of experts in the model must be greater than 0 when expert parallelism is enabled.\n"
     "```",
     "vllm_check_failed", {}, "release_regression",
     "A regression on vLLM main from PR #55914: the draft model's ParallelConfig inherited the target's expert "
     "parallelism unconditionally, so serving an EP-enabled MoE target (--enable-expert-parallel) with a dense "
     "speculative drafter (EAGLE, EAGLE3 or an independent draft model, which has no experts) failed vLLM's "
     "configuration validation for the draft before any weight loaded. Not a memory or hardware problem.",
     "PR #56930 (merged, kyleliang-nv, 2026-09-15): passes the final draft ModelConfig (after draft architecture "
     "overrides) to create_draft_parallel_config and disables the inherited EP only when that config reports a dense "
     "draft (ModelConfig.is_moe false); MoE drafts such as DeepSeek V4 MTP keep the target's EP. The author's "
     "regression test covers 24 dense / MoE draft cases. (PR #56933 by another author addressed the same defect.)",
     release="vLLM main after PR #55914 (September 2026)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the PR title and the description's first paragraph with its fenced error, as stored; the rest of "
          "the Purpose section (the change) is left out. No model, command or GPU is given; the failure is the "
          "configuration class named in the sentence. See judgement call 1.")

# ---------------------------------------- vllm PR #8707: PaliGemma with transformers 4.45.0.dev0 -> 'PaliGemmaConfig' object has no attribute 'vocab_size'
case("vllm-pr8707-paligemma-transformers-445-dev-paligemmaconfig-no-attribute-vocab-size",
     "https://github.com/vllm-project/vllm/pull/8707",
     "Running examples/offline_inference_vision_language.py results in an error\n"
     "\n"
     "`AttributeError: 'PaliGemmaConfig' object has no attribute 'vocab_size'. Did you mean: '_vocab_size'?`",
     "hf_config_type_mismatch", {}, "dependency_version_mismatch",
     "transformers 4.45.0.dev0 (huggingface/transformers PR #33446) removed the config.vocab_size accessor and the "
     "_vocab_size field from the PaliGemma (and Fuyu / Persimmon) config classes; vLLM's paligemma model code still "
     "read config.vocab_size, so building the model for PaliGemma in vLLM's vision-language example failed with this "
     "AttributeError. A vLLM-versus-transformers version mismatch, not a memory or GPU problem.",
     "PR #8707 (merged, janimo, 2024-09-22): the PaliGemma, Fuyu and Persimmon model files read "
     "config.text_config.vocab_size instead of config.vocab_size; DarkLight1337 reviewed (noting the Hub configs of "
     "Fuyu-8B / Persimmon-8B / PaliGemma-3B had not been updated for transformers 4.45). Until then: a transformers "
     "release before 4.45 works with that vLLM",
     release="vLLM main of 2024-09-22 with transformers 4.45.0.dev0", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}, {"flag": "--quantization"}],
     note="Excerpt: the description's third paragraph and its error line, verbatim; the first sentence (the "
          "transformers change, i.e. the diagnosis), the link to transformers PR #33446 and the title (which names the "
          "fix) are left out. Model from the title and the error (PaliGemma, a built-in architecture, so "
          "--trust-remote-code is a wrong fix). See judgement call 2.")

# ---------------------------------------- vllm PR #39961: vllm serve on a fresh install -> ModuleNotFoundError: No module named 'pandas'
case("vllm-pr39961-vllm-serve-fresh-install-aiter-ops-no-module-named-pandas",
     "https://github.com/vllm-project/vllm/pull/39961",
     "## Problem\n"
     "\n"
     "The top-level import causes `ModuleNotFoundError: No module named 'pandas'` on every `vllm serve` invocation. The "
     "CLI entrypoint unconditionally imports this module through the chain:\n"
     "\n"
     "```\n"
     "cli → benchmarks → lora.utils → model_executor.layers → _aiter_ops → import pandas\n"
     "```",
     "dependency_missing", {}, "release_regression",
     "vLLM main / nightly of mid-April 2026 imported pandas at module level in vllm/_aiter_ops.py, which the `vllm` CLI "
     "imports on every start (cli -> benchmarks -> lora.utils -> model_executor.layers -> _aiter_ops); pandas is not a "
     "declared core dependency of vLLM, so on any install without pandas every `vllm serve` died with "
     "ModuleNotFoundError before loading a model. A packaging / import regression in vLLM, not the user's model, GPU "
     "or memory.",
     "this PR (closed, not merged in the stored text) moved the import into _load_gemm_tuned_configs(); its author "
     "verified `vllm serve` then starts without pandas. The merged fix of the same day is PR #39990 ('Fix #33773: "
     "Replace unconditional pandas import with PlaceholderModule', approved by DarkLight1337). Workaround implied by "
     "the message: pip install pandas",
     release="vLLM main / nightly, 2026-04-16", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the description's Problem section up to the import chain, verbatim; its last sentence ('Since "
          "pandas is not declared as a core dependency, ...'), the Fix and Test plan sections and the title (which "
          "names the fix) are left out. No model or GPU: the failure happens for any model. vllm #40144 (the nightly "
          "Docker image 'Missing pandas package', a [Bug] issue outside this slice) looks like the same regression "
          "seen by a user and was not opened. See judgement call 3.")

BATCH.write()
