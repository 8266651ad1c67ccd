"""Round-602 blind batch: JSON- and YAML-valued arguments refused at vLLM start-up (--speculative-config,
--compilation-config, --hf-overrides, --kv-transfer-config, --override-generation-config, --limit-mm-per-prompt,
--config YAML files: shell / launcher quoting, JSON decode errors, pydantic validation of their keys, keys renamed
between releases), any tracker; collected by helper wild602 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round602-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues / docs corpora show it; the fix is left out of the excerpt.

Look-ups: 29 of the 30 allowed, all ``search`` (24 corpus=issues, 3 docs, 1 pages, 1 code); none refused. 3 cases:
eugr/spark-vllm-docker PR #333 (a sparkrun v1 recipe's doubled braces leave a bare {num_speculative_tokens}
placeholder inside --speculative-config -> 'cannot be converted to <function loads>'), EleutherAI/lm-evaluation-harness
PR #2882 (override_generation_config handed to vLLM as a string -> 'dictionary update sequence element #0 has
length 1; 2 is required'), vllm #42005 (vLLM 0.20.1, --speculative-config naming the Gemma 4 assistant checkpoint
without a method -> draft-model path -> 'Speculative Decoding with draft models or parallel drafting does not support
multimodal models yet'). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt, the earlier
rounds' skip lists (tools/wild_cases_round*.py in /work/main and the other collectors' worktrees) and
tests/golden/wild before use.

The slice is MINED OUT for the common messages: round 538 (launch-flag refusals) and earlier rounds took or
skip-listed the 'cannot be converted to <function loads>' family (spark-vllm-docker #111 / #187 / #283, sparkrun #195,
lemonade #1912, klanker-maker, vllm PR #33196), 'validation error for CompilationConfig' (--compilation-config 3:
vector-inference #157, gateway-api-inference-extension #2243), KVTransferConfig refusals (vllm #19448, Mooncake #31),
the YAML --config threads (vllm #8273, #8947, PR #18999), the rope-scaling -> hf-overrides rename (gpustack #4236,
runpod worker-vllm #257, recipes PR #856) and the limit-mm-per-prompt key=value form. About 280 of the golden fixtures
already touch these flags. Nearly every search answered with used or skip-listed threads.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / golden): vllm #26161 and MiniCPM-V-CookBook #51, eugr/spark-vllm-docker #111,
  MiaAI-Lab/Qwen3.8-Flash-Next-Single-DGX-Spark #5, baidubce/Qianfan-VL #13, kvcache-ai/Mooncake #31,
  VectorInstitute/vector-inference #157, vllm PR #18999, vllm #27389, vllm #50708, runpod-workers/worker-vllm #257,
  gpustack #4236, vllm-project/recipes PR #856, ai-dynamo/dynamo #5012.
- Named in earlier rounds' skip lists (not re-opened): vllm #24888 ('SpeculativeConfig' object has no attribute
  'get'; round 538 gave it up as the reporter's own analysis; the stored merged PR #25142 'fix #24888' would now pin
  it, but the brief says skip), vllm #19448, #22301, #29606, #8273, #22072, #16409, #18933, #22093, #10537, #8947;
  gpustack #5134; xorbitsai/inference #2420; vllm-project/aibrix #1091; vllm-omni #1081, #1877; LlamaFactory #6654.
- Error line not in the stored text, or a screenshot: xorbitsai/inference #4636 (--compilation_config passed through
  xinference launch, traceback cut after 'Creating vllm engine failed'), vllm PR #20059 comment by Daisy-Ma-coder
  (--compilation-config '{"cudagraph_mode": 1}' on 0.10.1.dev553, traceback cut before the error), vllm PR #15960
  comment (LMCacheConnector on V1, cut before the error), flagos-ai/FlagScale #962 (compilation_config in a serve YAML,
  error only as a screenshot), vllm #45088 ('Vllm init fails when model-loader-extra-config option provided': only the
  title and the env header stored), nlzy/vllm-gfx906 #48 ('strange config error', cut).
- No failure or not a start-up failure: vllm #41456 / PR #41571 (the draft's logged max_model_len; a logging bug),
  PR #52546, openshift-psap/auto-tuning-vllm #76 (describes -O1 passed wrongly, no vLLM error text), thomas9120/LLama-GUI
  #165 (a GUI question), SemiAnalysisAI/InferenceX PR #2486 (a review bot predicting a failure of a bare
  cudagraph_mode YAML key; no log), vllm-ascend #8623 (which method name is right; a question), vllm PR #53467 (--task
  hint; not this slice, --task refusals are mined), huggingface nvidia/Qwen3.5-397B-A17B-NVFP4 discussion #10 (MTP
  'could not determine the shape of object type torch.storage.UntypedStorage', no answer).

Judgement calls for the lead:
1. spark-vllm-docker-pr333: kind/cause vllm_check_failed as every earlier 'cannot be converted to <function loads>'
   fixture (spark-vllm-docker-283 and sparkrun-195 are the same class: a recipe's '{{ }}' escape; this is a third
   recipe, deepseek-v4-flash, with a different symptom: the JSON's braces survive but an inner {placeholder} is left
   unsubstituted). The stored PR is 'closed'; a maintainer's comment says the fix went into sparkrun itself, so the
   fix field names both. The lead may drop it as a repeat of the class.
2. lm-evaluation-harness-pr2882: the ValueError is Python's dict.update() inside vLLM's handling of
   override_generation_config (ModelConfig's generation-config diff merges the override into the model's
   generation_config), raised because lm-eval passed the JSON as a string. Whether it fires at engine construction or at
   the first generate() depends on the release; taken under 'failure at its first requests caused by how it was
   launched'. No traceback is stored, so the vLLM frame is not in the excerpt. Kind/cause vllm_check_failed (vLLM
   refusing a config value it was given, as for the argparse refusals); the lead may prefer kind None (no vLLM message
   line, only Python's own words). The PR is stored as closed with no merge or reply; the fix is the PR's own change
   (parse the string into a dict before handing it to vLLM).
3. vllm-42005: the thread stores only the description (no maintainer reply). The cause is pinned by vLLM's own MTP
   documentation page (docs.vllm.ai/en/stable/features/speculative_decoding/mtp/): a release that logs
   SpeculativeConfig(method='draft_model', ...) for a Gemma 4 assistant checkpoint treats it as a generic draft model
   and may fail at initialization for multimodal Gemma 4 targets; use "method": "mtp" on a release with Gemma 4 MTP
   support. Kind vllm_check_failed (a NotImplementedError raised by vLLM); cause vllm_check_failed. The lead may prefer
   a release cause (the feature the docs describe is newer than the 0.20.1 wheel: architecture_release_mismatch is the
   nearest existing label) - no new label was made.
4. gpu / gpus are None where the stored text does not print them (spark-vllm-docker is a DGX Spark project, but the
   PR does not name the machine; #42005 says only 'single GPU via CUDA_VISIBLE_DEVICES=0').
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round602-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- spark-vllm-docker PR #333: sparkrun v1 recipe -> bare {placeholder} inside --speculative-config JSON
case("spark-vllm-docker-pr333-deepseek-v4-flash-recipe-speculative-config-unsubstituted-placeholder",
     "https://github.com/eugr/spark-vllm-docker/pull/333",
     "## Bug\n"
     "\n"
     "The `deepseek-v4-flash` recipe (v1 format) produces invalid JSON for `--speculative-config`, causing vLLM to fail "
     "on launch:\n"
     "\n"
     "```\n"
     "vllm serve: error: argument --speculative-config/-sc: Value\n"
     "{\"method\":\"mtp\",\"num_speculative_tokens\":{num_speculative_tokens}}\n"
     "cannot be converted to <function loads>.\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The sparkrun launcher's v1 recipe for deepseek-v4-flash escapes the literal JSON braces of --speculative-config as "
     "'{{' and '}}' to protect them from its {placeholder} substitution, but sparkrun's arg_substitute uses a non-greedy "
     "regex that swallows the whole JSON as one unmatched key, so the inner {num_speculative_tokens} placeholder is "
     "never substituted; after the '{{' -> '{' collapse vLLM receives JSON with a bare {num_speculative_tokens}, "
     "json.loads fails and vLLM's argument parser refuses the value. A launcher templating bug, not vLLM and not memory.",
     "per the PR author (dplundberg, 2026-08-02): move the speculative_config (and reasoning_config) JSON into the "
     "recipe's defaults dict as complete string values and reference them as plain {speculative_config} placeholders, "
     "as the v2 recipes do; a maintainer (mountaintopsolutions, 2026-08-03) replied that the fix is being made in "
     "sparkrun itself instead of moving values to defaults. The PR is stored as closed",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's Bug section as stored (the error as the author pasted it, the value broken "
          "over three lines); the Root Cause and Fix sections and the comment are left out. Same class as the used "
          "spark-vllm-docker-283 and sparkrun-195 ('{{ }}' recipe escapes), a different recipe and symptom.")

# ---------------------------------------- lm-evaluation-harness PR #2882: override_generation_config passed to vLLM as a string
case("lm-evaluation-harness-pr2882-vllm-override-generation-config-string-dictionary-update-sequence",
     "https://github.com/EleutherAI/lm-evaluation-harness/pull/2882",
     "vllm supports `override_generation_config` https://github.com/vllm-project/vllm/blob/"
     "63375f0cdb0073e466d9012aad1192c445a5fa64/vllm/engine/arg_utils.py#L203 to allow users to override "
     "generation_config.json at server time.\n"
     "\n"
     "however when directly passing `override_generation_config` like below\n"
     "```\n"
     "lm_eval.simple_evaluate(\n"
     "    model=\"vllm\",\n"
     "    model_args={\n"
     "        ...,\n"
     "        \"override_generation_config\": {...}\n"
     "    },\n"
     "    batch_size=\"auto\",\n"
     ")\n"
     "```\n"
     "\n"
     "`override_generation_config` gets recognized as a string and caused issues like \n"
     "```\n"
     "`ValueError: dictionary update sequence element #0 has length 1; 2 is required`\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "lm-evaluation-harness passes its vllm model_args through as strings, so override_generation_config (a dict-valued "
     "vLLM engine argument) reached vLLM as the JSON text instead of a dict; vLLM merges the override into the model's "
     "generation config with dict.update(), which on a string raises 'dictionary update sequence element #0 has length "
     "1; 2 is required'. A launcher type bug in how the engine was configured, not a GPU or memory problem.",
     "no merged fix in the stored text: the PR (yeqcharlotte, 2025-04-05, stored as closed) makes lm-eval convert "
     "override_generation_config to a dict before building vllm.LLM; i.e. pass it as a real dict / parsed JSON",
     release="not stated (vLLM main of April 2025; arg_utils.py linked at commit 63375f0c)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description as stored, without its last sentence (the change). No traceback was pasted; the "
          "message is Python's own, raised inside vLLM's handling of override_generation_config (judgement call 2).")

# ---------------------------------------- vllm #42005: vLLM 0.20.1, Gemma 4 assistant as --speculative-config model without method -> draft-model path refuses multimodal
case("vllm-42005-gemma4-e2b-it-assistant-v0201-speculative-config-draft-model-multimodal-not-supported",
     "https://github.com/vllm-project/vllm/issues/42005",
     "Environment\n"
     "vLLM version: 0.20.1\n"
     "Launch method: vllm serve\n"
     "GPU: single GPU via CUDA_VISIBLE_DEVICES=0\n"
     "Model under test: gemma-4-E2B-it\n"
     "Speculative config: assistant model via google/gemma-4-E2B-it-assistant\n"
     "Relevant docs currently show Gemma 4 assistant-model speculative decoding examples, and the Gemma 4 recipe "
     "presents this as a supported usage path.\n"
     "Reproduction\n"
     "I tried to run Gemma 4 assistant speculative decoding on vllm==0.20.1 with the following command:\n"
     "CUDA_VISIBLE_DEVICES=0 vllm serve google/gemma-4-E2B-it\n"
     "--host 0.0.0.0\n"
     "--port 8002\n"
     "--tensor-parallel-size 1\n"
     "--max-model-len 8192\n"
     "--speculative-config '{\"model\": \"google/gemma-4-E2B-it-assistant\", \"num_speculative_tokens\": 4}'\n"
     "The attached runtime log shows the full startup sequence and failure during engine initialization.\n"
     "Expected\n"
     "Based on the current Gemma 4 documentation, I expected the documented assistant-model speculative decoding path "
     "to start successfully, or at minimum for the documentation to clearly state that this path is not supported on "
     "the latest stable PyPI release.\n"
     "Actual\n"
     "Engine initialization fails with the following error:\n"
     "NotImplementedError: Speculative Decoding with draft models or parallel drafting does not support multimodal "
     "models yet\n"
     "The log shows that vLLM resolves the Gemma 4 target model, initializes speculative decoding, and then aborts "
     "because the draft-model speculative path rejects multimodal models.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.20.1 has no Gemma 4 MTP (assistant) path: a --speculative-config naming the gemma-4-E2B-it-assistant "
     "checkpoint with no method is taken as a generic draft model (method draft_model), and the draft-model speculative "
     "path refuses a multimodal target such as Gemma 4 with this NotImplementedError at engine initialization. The docs "
     "the user followed describe a newer release's Gemma 4 MTP support. Not a memory problem.",
     "no fix in the stored thread (description only). vLLM's MTP documentation (docs.vllm.ai, stable, 'Gemma 4 "
     "Assistant Models'): use \"method\": \"mtp\" with the assistant checkpoint in --speculative-config, on a vLLM "
     "release with Gemma 4 MTP support; 'If an older vLLM release logs SpeculativeConfig(method='draft_model', ...) for "
     "a Gemma 4 assistant checkpoint, that release is treating the assistant as a generic draft model and may fail "
     "during initialization for multimodal Gemma 4 targets. Upgrade to a version with Gemma 4 MTP support instead.'",
     release="0.20.1", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=0 vllm serve google/gemma-4-E2B-it --host 0.0.0.0 --port 8002 "
             "--tensor-parallel-size 1 --max-model-len 8192 --speculative-config '{\"model\": "
             "\"google/gemma-4-E2B-it-assistant\", \"num_speculative_tokens\": 4}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue description as the docs corpus stores it (a GitHub page: line breaks as stored, the "
          "command's arguments one per line without backslashes), cut before its last sentence ('More specifically, "
          "the failure occurs after the engine is created with:', whose log is not stored). The diagnosis comes from "
          "vLLM's MTP documentation page, not from the thread (judgement call 3).")

if __name__ == "__main__":
    BATCH.write()
