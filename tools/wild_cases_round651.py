"""Round-651 blind batch: vLLM start-up failures around OUT-OF-TREE MODELS AND GENERAL / PLATFORM PLUG-INS
(ModelRegistry.register_model with a class or a 'module:Class' string, vllm.general_plugins / vllm.platform_plugins
entry points and the processes that do or do not load them, custom model classes missing vLLM's interfaces, plug-ins
written for another vLLM release), any tracker; collected by helper wild651 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round651-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 25 of the 30 allowed (24 ``search`` corpus=issues, 1 ``search`` corpus=docs; no read_file / fetch). 7 cases:
vllm #16228 (ModelRegistry.register_model in the driver script only, V1 engine in its own process, vLLM 0.8.1),
vllm #8667 (OOT multimodal model on vLLM 0.6.x, limit_mm_per_prompt refused), flagos-ai/vllm-plugin-FL #125 (platform
plug-in v0.1.1+vllm0.13.0 imports a module path vLLM 0.13.0 does not have), vllm-plugin-FL #142 (plug-in's
register_model() crashes the architecture-inspection subprocess, MiniMax-M2.5 at TP 8), vllm-plugin-FL #446 (same
mechanism pinned to vLLM 0.20.2's lazy top-level ModelRegistry, fixed by PR #445), vllm-plugin-FL PR #338 (plug-in vs
vLLM 0.24's vllm.envs, VLLM_USE_FLASHINFER_MOE_FP16 gone), z-lab/paroquant PR #41 (paroquant's vLLM plug-in weight
loader at TP > 1). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists (grep of the issue number in tools/wild_cases_round*.py, then reading the hit's context to tell
repositories apart) before it was spent on.

Sources given up (for the lead, not cases):
- Named in earlier rounds' skip lists (not re-opened): vllm #11229, #27265 (round 515), #11647 (rounds 50, 598),
  #9713 / #10481 (used); vllm-ascend #9305, vllm-omni #5350 / #5371, vllm-ascend #3403 (used / skip-listed);
  PaddlePaddle/PaddleOCR #16738 ('Failed to load plugin register_paddlex_genai_models', skip-listed by rounds 105,
  128, 407, 427, 646); tenstorrent/vllm #149 (rounds 502, 567); vllm-plugin-FL #195 / #199-#203 (round 373).
- Error line not in the stored text: vllm #10238 (OOT Qwen2GotForCausalLM with --distributed-executor-backend ray on
  0.6.3.post1: the RayWorkerWrapper traceback stops at `raise ValueError(` in _raise_for_unsupported; PR #10372, the
  plug-in-system doc, 'fixes #10238'; a good case if a fuller copy turns up); vllm #5657 (Ray workers do not run the
  driver's register_model, youkaichao's diagnosis; no error line stored); vllm #18740 (registry screenshot only; its
  maintainer answer is cited in vllm-16228's fix); vllm #11282 (screenshots); vllm-plugin-FL #273 (log '(truncated)').
- Cause not pinned: flagos-ai/vllm-plugin-FL #128 (BgeM3EmbeddingModel 'not supported' on vLLM 0.13.0 even after the
  reporter registered it in the plug-in's register_model(); the stored chunk stops at 'After this change, the log
  showed:'; plug-in PR #107, which adds BgeM3EmbeddingModel, is open).
- Not a failure: vllm #48277 (a stale vllm-metal 0.1.0 platform plug-in fails silently and vLLM starts on CPU; no
  error line, a feature request), vllm PR #43987 (a warning for VLLM_PLUGINS naming an undiscovered plug-in; the
  author's incident is prose), vllm #16308 (an INFO line), vllm #16826 (used).

Judgement calls for the lead:
1. vllm-16228: the fix does not come from #16228's stored text (no answer stored) but from the same class answered by
   maintainers elsewhere: DarkLight1337 in vllm #18740 ('You have to register OOT models via plugins ... This is because
   V1 ...') and in vllm #11229 ('you should use plugins to register models when running vLLM in a separate process'),
   and the later comment in #16228 itself by Hyperwjf shows the plug-in route. kind/cause architecture_unsupported: all
   11 earlier fixtures with 'has no vLLM implementation and the Transformers implementation is not compatible' use it.
2. vllm-8667: kind/cause vllm_check_failed as 5 of the 6 earlier 'limit_mm_per_prompt is only supported for multimodal
   models' fixtures; the real cause is vLLM 0.6.x's register_model not recording an OOT model as multimodal (PR #8717
   by ywang96, made 'so that the person can use it to test if it's working for him to unblock him'). The lead may
   prefer architecture_unsupported (as github-chenwen0511-...). Release is the reporter's 'vllm >= 0.6' only.
3. vllm-plugin-fl-125: the same family as vllm-plugin-fl-195 (used by round 373: plug-in imports vllm.v1.attention on
   vLLM 0.13.0) but a different reporter, date, model and module path; taken as its own incident. The reporter's
   workaround (import from vllm.attention.backends.registry) evidently worked: the same reporter's next issue (#128,
   same plug-in commit bbb766d) got past platform loading to the ModelConfig check.
4. vllm-plugin-fl-142 vs -446: same mechanism (the plug-in's `from vllm import ModelRegistry` inside register_model()
   fails in the spawned inspection subprocess). #446 is pinned to vLLM 0.20.2 and the plug-in branch 0.2.2-rc0 and
   fixed by merged PR #445 -> cause dependency_version_mismatch; #142 has no vLLM version and only the reporter's
   try/except workaround (issue open) -> cause model_inspection_failed (the generic label of that message, 16 of the
   earlier 'failed to be inspected' fixtures). kind model_inspection_failed for both. The #142 excerpt's error line is
   the reporter's quotation of it (in backticks), not a pasted log.
5. vllm-plugin-fl-pr338 and paroquant-pr41 come from merged fix PRs (the PR description quotes the error); the rest of
   each PR description is the fix and is left out, so both excerpts are short. paroquant-pr41: kind/cause
   weight_loading_mismatch (as the earlier load-time 'size of tensor a must match' fixtures vllm-40790 / -pr32879), the
   mismatch being the plug-in's own weight loader at TP > 1; no TP size is printed in the excerpt.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round651-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #16228: register_model in the driver script, vLLM 0.8.1 V1 -> no vLLM implementation
case("vllm-16228-v081-register-model-driver-only-mymodelforcausallm-no-vllm-implementation",
     "https://github.com/vllm-project/vllm/issues/16228",
     "vLLM Version: 0.8.1\n"
     "\n"
     "AutoConfig.register(\"model_name\", MyModelConfig, exist_ok=True)\n"
     "ModelRegistry.register_model(\"MyModelForCausalLM\", MyModelForCausalLM)\n"
     "\n"
     "llm = LLM(model=model_path)\n"
     "llm.generate(\"Hello\")\n"
     "\n"
     "ValueError: MyModelForCausalLM has no vLLM implementation and the Transformers implementation is not compatible "
     "with vLLM. Try setting VLLM_USE_V1=0.\n",
     "architecture_unsupported", {}, "architecture_unsupported",
     "The custom architecture was registered with ModelRegistry.register_model in the user's own script (the driver), "
     "but vLLM 0.8.1's V1 engine builds and loads the model in a separate engine-core / worker process, whose "
     "ModelRegistry never received the registration; the architecture was therefore unknown there and vLLM fell back "
     "to the Transformers backend, which refused the custom class.",
     "No answer in #16228's stored text. Maintainers' answer for the same class: register OOT models through a vLLM "
     "plug-in (a `vllm.general_plugins` entry point whose register() calls ModelRegistry.register_model), which every "
     "vLLM process loads (DarkLight1337 in vllm #18740 and #11229; docs updated by PR #18742). VLLM_USE_V1=0 (in-process "
     "V0 engine), as the message says, is the stop-gap.",
     release="0.8.1", command="LLM(model=model_path)", forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Fix taken from sibling threads (vllm #18740, #11229); see the docstring's judgement call 1.")

# ---------------------------------------- vllm #8667: OOT multimodal model on vLLM 0.6.x -> limit_mm_per_prompt only for multimodal models
case("vllm-8667-v06-oot-multimodal-model-register-limit-mm-per-prompt-only-multimodal",
     "https://github.com/vllm-project/vllm/issues/8667",
     "vllm >= 0.6 doesn't support out tree defined multimodal models:\n"
     "rank0]:   File \"/usr/local/lib/python3.8/dist-packages/vllm/entrypoints/llm.py\", line 177, in __init__\n"
     "[rank0]:     self.llm_engine = LLMEngine.from_engine_args(\n"
     "[rank0]:   File \"/usr/local/lib/python3.8/dist-packages/vllm/engine/llm_engine.py\", line 535, in from_engine_args\n"
     "[rank0]:     engine_config = engine_args.create_engine_config()\n"
     "[rank0]:   File \"/usr/local/lib/python3.8/dist-packages/vllm/engine/arg_utils.py\", line 792, in create_engine_config\n"
     "[rank0]:     model_config = ModelConfig(\n"
     "[rank0]:   File \"/usr/local/lib/python3.8/dist-packages/vllm/config.py\", line 230, in __init__\n"
     "[rank0]:     self.multimodal_config = self._init_multimodal_config(\n"
     "[rank0]:   File \"/usr/local/lib/python3.8/dist-packages/vllm/config.py\", line 251, in _init_multimodal_config\n"
     "[rank0]:     raise ValueError(\n"
     "[rank0]: ValueError: limit_mm_per_prompt is only supported for multimodal models.\n",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The user's own multimodal model was registered out of tree with ModelRegistry.register_model, but vLLM 0.6.x kept "
     "its 'is this model multimodal' table only for built-in models, so an OOT architecture always counted as "
     "text-only and ModelConfig refused the limit_mm_per_prompt argument passed for it.",
     "ywang96's PR #8717 ('[Core][VLM] Test registration for OOT multimodal models', merged 2024-09) records OOT models "
     "as multimodal in the registry (_OOT_MULTIMODAL_MODELS); he made it 'so that the person can use it to test if "
     "it's working for him to unblock him'. Later releases detect it from the class implementing SupportsMultiModal.",
     forbidden=_MEM,
     note="Reporter's version is only 'vllm >= 0.6'; Python 3.8 per the traceback paths.")

# ---------------------------------------- vllm-plugin-FL #125: plug-in v0.1.1+vllm0.13.0 on vLLM 0.13.0 (Hygon DCU) -> No module named 'vllm.v1.attention.backends.registry'
case("vllm-plugin-fl-125-hygon-dcu-vllm-0130-bge-m3-plugin-no-module-v1-attention-backends-registry",
     "https://github.com/flagos-ai/vllm-plugin-FL/issues/125",
     "- **Hardware:** Hygon DCU (ROCm-based)\n"
     "- **OS:** Linux (Ubuntu)\n"
     "- **Python:** 3.10\n"
     "- **vLLM version:** 0.13.0\n"
     "- **FL plugin version:** `v0.1.1+vllm0.13.0` (commit `bbb766d`)\n"
     "- **Model:** `BAAI/bge-m3`\n"
     "\n"
     "vllm serve /root/.cache/modelscope/hub/models/BAAI/bge-m3 --hf-overrides '{\"architectures\": "
     "[\"BgeM3EmbeddingModel\"]}'\n"
     "\n"
     "INFO 04-09 15:02:16 [__init__.py:217] Platform plugin fl is activated\n"
     "Traceback (most recent call last):\n"
     "  ...\n"
     "  File \"/workspace/vllm-plugin-FL/vllm_fl/platform.py\", line 23, in <module>\n"
     "    from vllm.v1.attention.backends.registry import AttentionBackendEnum\n"
     "ModuleNotFoundError: No module named 'vllm.v1.attention.backends.registry'\n",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The FL platform plug-in (v0.1.1+vllm0.13.0, commit bbb766d) imports AttentionBackendEnum from "
     "vllm.v1.attention.backends.registry, a module path of a newer vLLM; in the installed vLLM 0.13.0 the class lives "
     "in vllm.attention.backends.registry, so the plug-in dies while vLLM activates it.",
     "Reporter's workaround: change vllm_fl/platform.py line 23 to import from vllm.attention.backends.registry (the "
     "0.13.0 location); the same reporter's next issue (#128, same commit) got past platform loading. Issue closed.",
     release="0.13.0", gpu="Hygon DCU",
     command="vllm serve /root/.cache/modelscope/hub/models/BAAI/bge-m3 --hf-overrides "
             "'{\"architectures\": [\"BgeM3EmbeddingModel\"]}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}])

# ---------------------------------------- vllm-plugin-FL #142: MiniMax-M2.5 TP 8 with the FL plug-in -> failed to be inspected
case("vllm-plugin-fl-142-minimax-m25-tp8-plugin-register-model-import-minimaxm2-failed-to-be-inspected",
     "https://github.com/flagos-ai/vllm-plugin-FL/issues/142",
     "When launching the MiniMax 2.7 model with vllm-plugin-fl, the following error is encountered:\n"
     "\n"
     "`Model architectures ['MiniMaxM2ForCausalLM'] failed to be inspected`\n"
     "\n"
     "export USE_FLAGGEMS=1\n"
     "export FLAGCX_PATH=/workspace/FlagCX\n"
     "\n"
     "vllm serve /public/yixiao/models/MiniMax-M2.5-New-bf16/  \\\n"
     "    --tensor-parallel-size 8 \\\n"
     "    --tool-call-parser minimax_m2 \\\n"
     "    --reasoning-parser minimax_m2_append_think \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --port 8000 \\\n"
     "    --enable-auto-tool-choice \\\n"
     "    --trust-remote-code\n"
     "\n"
     "Report error: `Model architectures ['MiniMaxM2ForCausalLM'] failed to be inspected.`\n"
     "\n"
     "- vllm-plugin-FL version: 0.1.0\n",
     "model_inspection_failed", {"tensor_parallel_size": 8}, "model_inspection_failed",
     "vLLM inspects the architecture in a spawned subprocess, which also loads the general plug-ins; the FL plug-in's "
     "register_model() runs `from vllm import ModelRegistry` there unguarded, the import raised ImportError in that "
     "child process, the child crashed, and vLLM reported the (built-in) MiniMaxM2ForCausalLM as failing inspection.",
     "Reporter's temporary fix: wrap the import in register_model() in try/except ImportError and return (issue open). "
     "The plug-in later fixed the same mechanism by importing ModelRegistry from vllm.model_executor.models (PR #445, "
     "see vllm-plugin-fl-446).",
     command="vllm serve /public/yixiao/models/MiniMax-M2.5-New-bf16/ --tensor-parallel-size 8 --tool-call-parser "
             "minimax_m2 --reasoning-parser minimax_m2_append_think --host 0.0.0.0 --port 8000 "
             "--enable-auto-tool-choice --trust-remote-code",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="The error line is the reporter's quotation of it; no vLLM version or accelerator is stated.")

# ---------------------------------------- vllm-plugin-FL #446: branch 0.2.2-rc0 on vLLM 0.20.2 (MetaX) -> cannot import name 'ModelRegistry' from 'vllm'
case("vllm-plugin-fl-446-metax-vllm-0202-plugin-0-2-2-rc0-cannot-import-modelregistry-failed-to-be-inspected",
     "https://github.com/flagos-ai/vllm-plugin-FL/issues/446",
     "[Bug]: Metax from vllm import ModelRegistry fails in inspection subprocess on vLLM 0.20.2 (0.2.2-rc0)\n"
     "\n"
     "On branch `0.2.2-rc0`, `vllm serve` aborts during model architecture inspection with:\n"
     "\n"
     "Model architectures ['Qwen3_5MoeForConditionalGeneration'] failed to be inspected.\n"
     "...\n"
     "ImportError: cannot import name 'ModelRegistry' from 'vllm' (unknown location)\n"
     "\n"
     "- **Branch**: `0.2.2-rc0` (commit `d305f58`), installed with `VLLM_VENDOR=cuda pip i\n",
     "model_inspection_failed", {}, "dependency_version_mismatch",
     "The plug-in branch 0.2.2-rc0 imports `from vllm import ModelRegistry` inside its register_model(), which vLLM runs "
     "in the spawned architecture-inspection subprocess. vLLM 0.20.2 exposes ModelRegistry at the top level only through "
     "a PEP 562 lazy __getattr__, which fails while the package is partly initialised in that subprocess, so the "
     "import raised and the model 'failed to be inspected'.",
     "Merged PR #445 (Al2O3Al2O3): import ModelRegistry from vllm.model_executor.models instead of the vllm top level "
     "(main / 0.3.0-rc0 had already dropped `from vllm import ModelRegistry`).",
     release="0.20.2", gpu="MetaX (MACA)", forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="The PR gives MetaX MACA 3.7.0, VLLM_PLUGINS=fl; the issue title says Metax; the excerpt's last line is cut "
          "as stored.")

# ---------------------------------------- vllm-plugin-FL PR #338: plug-in on official vLLM 0.24 CUDA image -> vllm.envs has no VLLM_USE_FLASHINFER_MOE_FP16
case("vllm-plugin-fl-pr338-official-vllm-0240-cu129-image-envs-no-attribute-flashinfer-moe-fp16",
     "https://github.com/flagos-ai/vllm-plugin-FL/pull/338",
     "The plugin cannot start on the official vLLM 0.24 CUDA wheels/images\n"
     "(`vllm/vllm-openai:v0.24.0-cu129-ubuntu2404`). ... startup aborts with:\n"
     "\n"
     "AttributeError: module 'vllm.envs' has no attribute 'VLLM_USE_FLASHINFER_MOE_FP16'\n",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vllm-plugin-FL's fused-MoE code reads vllm.envs.VLLM_USE_FLASHINFER_MOE_FP16, an environment setting that vLLM "
     "0.24 removed from vllm.envs (and the official 0.24 wheels ship vllm._C_stable_libtorch instead of the legacy "
     "vllm._C the plug-in probed), so the plug-in written for an older vLLM aborted start-up.",
     "Merged PR #338 (CherryLemon): read the removed variable from os.environ, detect either vLLM extension ABI, and keep "
     "NVIDIA encoder attention on vLLM's CUDA dispatch.",
     release="0.24.0", forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="The '...' stands for the PR description's explanation of the cause, left out.")

# ---------------------------------------- z-lab/paroquant PR #41: paroquant 0.1.13 vLLM plug-in at TP > 1 -> size of tensor a (3072) vs b (6144)
case("paroquant-pr41-v0113-vllm-plugin-tp-gt1-rotation-weight-loader-tensor-size-3072-6144",
     "https://github.com/z-lab/paroquant/pull/41",
     "RuntimeError: The size of tensor a (3072) must match the size of tensor b (6144) at non-singleton dimension 1\n"
     "    paroquant/inference/backends/vllm/plugin.py:48 _rotation_weight_loader\n",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "paroquant 0.1.13's vLLM plug-in weight loader (_rotation_weight_loader) copied the full rotation tensor from disk "
     "into the parameter unconditionally; under tensor parallelism vLLM allocates row-parallel layers' (o_proj, "
     "down_proj) rotation params at input_size // tp_size, so the copy's shapes differed and model loading aborted at "
     "TP > 1.",
     "Merged PR #41 (guru1987): a _maybe_shard_input helper slices the loaded weight along its input dimension by the TP "
     "rank when the sizes differ (the same PR adds a vllm.general_plugins entry point so plain `vllm serve` loads the "
     "plug-in).",
     forbidden=_MEM,
     note="Only the two quoted error lines are in the stored PR text; TP size and GPU not stated.")

if __name__ == "__main__":
    BATCH.write()
