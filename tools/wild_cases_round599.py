"""Round-599 blind batch: vLLM start-up failures of models with THEIR OWN CODE (--trust-remote-code / auto_map /
custom configuration classes): the dynamic-module cache (transformers_modules) in Ray and spawned workers, custom
config classes that cannot be pickled into worker / engine-core processes, remote code that imports what the installed
transformers no longer has or a package the environment lacks, and the dynamic-module cache of transformers 5.x on a
symlinked Hub cache; across vLLM's tracker, transformers' tracker and a serving framework (OpenCSGs llm-inference);
collected by helper wild599 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round599-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed (32 ``search`` corpus=issues, 1 ``search`` corpus=docs; no read_file / fetch /
find_*). 12 cases: vllm #6607 (Phi-3-mini with engine_use_ray: Ray engine actor cannot import transformers_modules,
0.5.2/0.5.3), vllm #14966 (DeepSeek-R1 GGUF on the V0 engine, 0.8.0rc2: custom DeepseekV3Config cannot be pickled),
vllm #15033 (Phi-4-multimodal at TP 4 on V0: Phi4MMConfig cannot be pickled), vllm #11055 (custom registered model on
the V1 engine: _LazyConfigMapping unpickling in the spawned engine core), vllm #50495 (nvidia/NV-Embed-v2, same
_LazyConfigMapping message, 2026), vllm #55845 (Hunyuan-A13B remote code vs transformers 5.16.1:
is_torch_fx_available), vllm #17077 (Aria-Chat remote code vs transformers >= 4.48: LLAMA_ATTENTION_CLASSES, vLLM
0.8.4), OpenCSGs/llm-inference #87 (Qwen-7B remote code needs tiktoken), vllm #45647 (Kimi-K2.6-NVFP4 on vLLM 0.23.0:
transformers' dynamic-module code follows the Hub cache symlink into blobs/), huggingface/transformers #46617 (the same
transformers bug reported against vLLM 0.22), vllm #10761 (chatglm2-6b on vLLM 0.6.2: remote ChatGLMTokenizer._pad()
vs transformers >= 4.45 'padding_side'), QwenLM/Qwen #513 (Qwen-14B-Chat through LLM(...) without trust_remote_code:
'Failed to load the tokenizer'). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt (owner/repo #N and the URL) and against the earlier rounds' skip lists (grep of "#N" in
/work/main/tools/wild_cases_round*.py, each hit read for its repository) before it was spent on.

The slice's classic message (Ray workers 'No module named transformers_modules', 2023-2024) is mined: vllm #572,
#4169, #4285, #649 are used or in skip lists. What was fresh: the PICKLING family (custom config classes crossing into
V0 multiprocessing workers, the V1 engine core, Ray engine actors), remote code broken by a newer transformers, and
the transformers 5.x symlinked-cache bug. No stored thread showed HF_MODULES_CACHE on a read-only / shared file system
or a --code-revision failure (two searches found only generic HF-cache permission threads, not remote code).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or in earlier skip lists: vllm #4285, #4169, #572, #4650 (Deepseek-V2 PR comment,
  multi-node 'No module named transformers_modules.deepseek-ai.DeepSeek-V2'), #649, #14925 (simon-mo's V0+TP report,
  cited in vllm-14966 / vllm-15033 only), #354, #734, #548, #9531, #6215, #5244, #10067 (MiniCPM3 remote code 'No
  module named tomli', skip list of round 565), #19510, #22514, #21438; runpod-workers/worker-vllm #43; OpenGVLab/
  InternVL #1244; vllm-project/recipes #116; ray #52975; gpustack #3642; BerriAI/litellm #4600; vllm-ascend #829;
  huggingface/inference-benchmarker #30; kserve #3562.
- Error line not in the stored chunk: vllm #6263 (Phi3 AsyncLLMEngine trust_remote_code, chunk stops in collect_env),
  vllm #3593 (phi-2 'No module named transformers_modules' on a 2080 Ti, env only), gpustack #340 ('some models should
  run without trust_remote_code', traceback cut before the error), verl-project/verl #4482 (RaySystemError
  transformers_modules, chunk is the pip list), vllm #4953 (Phi-3-medium on a Runpod worker, cut), runpod worker-vllm
  #91 (trust_remote_code not applied, error in a screenshot).
- Fix PRs, not users' launches (cited only): vllm PR #871, #6751 (cited in vllm-6607), #11182 (V1 TP DeepSeek-V2-Lite
  PicklingError; andrewsykim's 0.8.5 DeepSeek-R1 comment has the same line but no answer), #14921 (cited in
  vllm-14966), #18640, #55909 (cited in vllm-55845), #45664, #12203; ray-project/ray PR #53815 (Ray Serve LLM pickling
  with remote-code models after ray PR #53621); verl-project/verl PR #4079 (InternVLChatConfig PicklingError in verl's
  vLLM rollout); huggingface/transformers PR #46611 / #46613 / #44615; sgl-project/sglang PR #29986 (cited in
  vllm-45647); NVIDIA/TensorRT-LLM PR #8931; NVIDIA/Model-Optimizer PR #1829.
- Not a vLLM start-up / not vLLM: vllm #34810 (CI test test_can_initialize_large_subset[H2OVLChatModel], the
  _LazyConfigMapping line only, no cause stated); pytorch/pytorch #171873 (vLLM CI processor test, remote code vs timm);
  huggingface/transformers #38588 (DeepSeek-V3 '_commit_hash' with vLLM, maintainers could not reproduce, no fix);
  vllm-project/vllm-omni #3966 (HF cache shard race in diffusion CI, placeholders instead of a log); xorbitsai/inference
  PR #2263 and PR #506 (Xinference's own engines); bentoml/OpenLLM #641 (OpenLLM's own auto_map check); ray #42731
  (Ray Data tokenizer, no vLLM); baaivision/Emu3.5 #57 (the project's own modeling file); kuleshov-group/mdlm #28,
  KangarooGroup/Kangaroo #9, OpenBMB/MiniCPM-V #927 / #754, deepseek-ai/DeepSeek-MoE #24, baaivision/Emu3 #21 and other
  'requires the following packages ... flash_attn' threads (plain transformers, no vLLM); zai-org/ChatGLM3 #1324,
  zai-org/GLM-4 #577 / #578 / #732, ms-swift #2151 and the ComfyUI 'padding_side' threads (transformers only; #1324 is
  cited in vllm-10761); triton-inference-server/server #7726 (used); codefuse-ai/CodeFuse-CGE-Large
  HF discussion #1 (pip conflict, no launch); huggingface/trl #4129 / verl #1412 (feature requests / flag plumbing in
  the trainer, not opened).

Judgement calls for the lead:
1. NEW cause label `remote_code_incompatible` for vllm-11055 and vllm-50495: the model's own configuration module does
   `from transformers.models.auto import CONFIG_MAPPING` at module level, so the pickled config drags a
   _LazyConfigMapping that cannot be rebuilt in the spawned V1 engine-core process ("TypeError:
   _LazyConfigMapping.__init__() missing 1 required positional argument: 'mapping'"); the fix is in the model's code
   (youkaichao's diagnosis in #11055, repeated in #50495), not in vLLM's flags or packages. No existing cause fits
   (it is not architecture_unsupported, not a version mismatch). kind None (Python's own TypeError; no vLLM check).
2. The pickling cases vllm-14966 / vllm-15033 ("Can't pickle <class 'transformers_modules...Config'>: it's not the same
   object as ...") are labelled kind None, cause release_regression: simon-mo's same-day #14925 ('V0+TP doesn't work
   with trust remote code for custom configuration', 0.7.4.dev497) and PR #14921 ('V0 is currently broken when serving
   a local method with trust remote code') pin it to the 0.8.0 nightlies' V0 path. Neither thread stores its own
   answer; #15033's fix is therefore given as not reached. No earlier fixture carries this message.
3. vllm-6607: the error line ('System error: No module named 'transformers_modules'') is stored only inside tjohnson's
   comment ('I can see the ... error by looking in the logs in the Ray dashboard'); the excerpt keeps that sentence
   and stops before his diagnosis. kind None as vllm-4169 / ernie-1000 (Python's ModuleNotFoundError through Ray);
   cause release_regression as vllm-4169, although it is a long-standing gap of the engine_use_ray path rather than a
   regression (PR #6751, merged, serializes the custom config by value).
4. vllm-55845 and vllm-17077: remote code importing a symbol the installed transformers removed; kind and cause
   dependency_version_mismatch as the 39 earlier 'cannot import name' fixtures. #17077's stored error is only the
   fragment "`LLAMA_ATTENTION_CLASSES' from 'transformers.models.llama.modeling_llama`" (the reporter's own quoting);
   taken because the versions and the workaround are stated. #55845's vLLM fix PR #55909 is stored as 'closed' (merge
   not visible); the fix given is the thread's diagnosis (transformers v5 removed is_torch_fx_available; Hunyuan's
   remote hunyuan.py still imports it).
5. opencsgs-llm-inference-87: transformers' check_imports message ("This modeling file requires the following packages
   that were not found in your environment: tiktoken") labelled kind/cause dependency_missing (a package not
   installed at all where the remote code is imported); the maintainer only says 'Fixed.'. No earlier fixture carries
   this message (grep of tests/golden/wild found none).
6. vllm-45647 and transformers-46617: the same transformers 5.x bug (dynamic_module_utils resolves the snapshot
   symlink into blobs/ and looks for the remote code's relative imports there). kind None (Python's FileNotFoundError);
   cause dependency_version_mismatch (a bug of the installed transformers, fixed by transformers PR #46618 per
   sglang PR #29986), for want of a label for a dependency's own bug; the lead may prefer release_regression. The two
   threads disagree on the first bad transformers release (#46617 reports 5.10.1, sglang's PR says 5.12.1); both are
   kept as the threads state them.
7. vllm-10761: the stored thread does not say whether the TypeError came at start-up or at the first request (vLLM
   0.6.2 calls the tokenizer at start-up only in some paths); taken under 'first requests caused by how it was
   launched'. kind/cause dependency_version_mismatch as the unexpected-keyword cases (fastchat-3600); the fix is the
   vLLM maintainer's (jeejeelee: upgrade vLLM).
8. qwen-513: no answer stored; vLLM's own message names the fix and the script's LLM(...) call shows no
   trust_remote_code, so the message 'leaves no doubt'. kind/cause trust_remote_code_required (README: the later
   'Failed to load the tokenizer' wording that advises --trust-remote-code).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round599-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #6607: Phi-3-mini, AsyncLLMEngine with engine_use_ray -> Ray engine actor: No module named 'transformers_modules'
case("vllm-6607-phi3-mini-engine-use-ray-actor-no-module-transformers-modules",
     "https://github.com/vllm-project/vllm/issues/6607",
     "[Bug]: Phi-3-mini does not work when using Ray\n"
     "\n"
     "```text\n"
     "[2024-07-20 10:54:21,240 I 193920 193920] direct_actor_task_submitter.cc:237: Connecting to actor "
     "926791420e82ba35c48a118601000000 at worker 8251a92f00f8164eafa28810f113655f1ff265d396be3f6ab41f0ba5\n"
     "[2024-07-20 10:54:21,240 I 193920 193920] core_worker.cc:3010: Creating actor: 926791420e82ba35c48a118601000000\n"
     "[2024-07-20 10:54:22,071 I 193920 193920] core_worker.cc:878: Exit signal received, this process will exit after "
     "all outstanding tasks have finished, exit_type=USER_ERROR, detail=Worker exits because there was an exception in "
     "the initialization method (e.g., __init__). Fix the exceptions from the initialization to resolve the issue. "
     "Exception raised from an actor init method. Traceback: The actor died because of an error raised in its creation "
     "tas\n"
     "```\n"
     "\n"
     "Edit: I've also tried this with 0.5.2 and the 0.5.3 prerelease per @rkooo567 's question\n"
     "\n"
     "tjohnson31415 · comment · 2024-07-26\n"
     "@baughmann Ah, thanks for creating the repro-repo! I didn't realize that `engine_use_ray=True` would not print out "
     "any logs from the main engine loop. I can see the `System error: No module named 'transformers_modules'` error by "
     "looking in the logs in the Ray dashboard, as you stated in your repro steps.",
     None, {}, "release_regression",
     "microsoft/Phi-3-mini (a trust_remote_code model) served through AsyncLLMEngine with engine_use_ray=True on vLLM "
     "0.5.2 / 0.5.3: the Ray actor that runs the engine loop never gets the dynamic-module path (transformers_modules) "
     "on its sys.path, so unpickling the ModelConfig with its custom config class fails in the actor's __init__ "
     "(tjohnson31415's diagnosis). The non-engine Ray workers call init_cached_hf_modules; the engine actor did not.",
     "tjohnson31415: with engine_use_ray=False (distributed_executor_backend='ray' is enough to use Ray) there is no "
     "error; the reporter confirmed the mp backend works. Fixed in vLLM by PR #6751 (merged), which registers the "
     "custom config classes for by-value serialization so transformers_modules no longer needs to be importable in "
     "the Ray process.",
     release="0.5.2 / 0.5.3 prerelease", forbidden=_MEM)

# ---------------------------------------- vllm #14966: DeepSeek-R1 GGUF, VLLM_USE_V1=0, 0.8.0rc2 -> Can't pickle DeepseekV3Config
case("vllm-14966-deepseek-r1-gguf-v0-engine-080rc2-cant-pickle-deepseekv3config",
     "https://github.com/vllm-project/vllm/issues/14966",
     "[Bug]: can't pickle model config error on V0 engine for deepseek-r1\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "AFAICT it happens regardless of the GPU arch\n"
     "\n"
     "the particular version that I have tested is:\n"
     "\n"
     "vLLM API server version 0.8.0rc2.dev9+g6eaf1e5c (for cuda)\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "When `VLLM_USE_V1=0`, launching vLLM server with `--trust-remote-code` fails with the following error - `Can't "
     "pickle <class 'transformers_modules.configuration_deepseek.DeepseekV3Config'>: it's not the same object as "
     "transformers_modules.configuration_deepseek.DeepseekV3Config`\n"
     "\n"
     "```log\n"
     "INFO 03-17 21:48:11 [__init__.py:256] Automatically detected platform cuda.\n"
     "WARNING 03-17 21:48:13 [api_server.py:750] LoRA dynamic loading & unloading is enabled in the API server. This "
     "should ONLY be used for local development!\n"
     "INFO 03-17 21:48:13 [api_server.py:972] vLLM API server version 0.8.0rc2.dev9+g6eaf1e5c\n"
     "INFO 03-17 21:48:13 [api_server.py:973] args: Namespace(subparser='serve', "
     "model_tag='/app/model/deepseek-r1-gguf-q2-k-xl/DeepSeek-R1-UD-Q2_K_XL.gguf', config='', host='0.0.0.0', "
     "port=8080, uvicorn_log_level='info', allow_credentials=False, allowed_origins=['*'], allowed_methods=['*'], "
     "allowed_headers=['*'], api_key=None, lora_modules=None, prompt_adapters=None, chat_template=None, "
     "chat_template_content_format='auto', response_role='assistant', ssl_keyfile=None, ssl_certfil",
     None, {}, "release_regression",
     "vLLM 0.8.0rc2 nightly on the V0 engine (VLLM_USE_V1=0) with a custom configuration class loaded through "
     "--trust-remote-code from a local path: the V0 multiprocessing path pickles the ModelConfig into its worker "
     "processes, and the dynamically imported DeepseekV3Config class is not the same object as the one pickle finds "
     "under transformers_modules, so the launch dies. The maintainers reported the same failure the same day (simon-mo, "
     "#14925 'V0+TP doesn't work with trust remote code for custom configuration', 0.7.4.dev497) and PR #14921 states "
     "'V0 is currently broken when serving a local method with trust remote code'.",
     "No answer stored in this thread. Per the maintainers (#14925, PR #14921) the break is in the V0 engine of the "
     "0.8.0 nightlies; the V1 engine (PR #14921 made MLA models default to V1) is not affected.",
     release="0.8.0rc2.dev9+g6eaf1e5c",
     command="VLLM_USE_V1=0 vllm serve /app/model/deepseek-r1-gguf-q2-k-xl/DeepSeek-R1-UD-Q2_K_XL.gguf "
             "--trust-remote-code --host 0.0.0.0 --port 8080",
     forbidden=_MEM)

# ---------------------------------------- vllm #15033: Phi-4-multimodal-instruct, TP 4, V0 mp executor -> Can't pickle Phi4MMConfig
case("vllm-15033-phi4-multimodal-tp4-v0-mp-executor-cant-pickle-phi4mmconfig",
     "https://github.com/vllm-project/vllm/issues/15033",
     "[Usage]: Can't pickle <class 'transformers_modules.configuration_phi4mm.Phi4MMConfig'>: it's not the same object "
     "as transformers_modules.configuration_phi4mm.Phi4MMConfig\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Code\n"
     "\n"
     "`vllm serve Phi-4-multimodal-instruct/ --port 12345 --host 0.0.0.0 --dtype bfloat16 --limit-mm-per-prompt "
     "image=10 --trust-remote-code  --tensor-parallel-size 4 --max-model-len 20000`\n"
     "\n"
     "Error\n"
     "\n"
     "```\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/engine.py\", line 431, in "
     "run_mp_engine\n"
     "    engine = MQLLMEngine.from_vllm_config(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/engine.py\", line 126, in "
     "from_vllm_config\n"
     "    return cls(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/engine.py\", line 80, in __init__\n"
     "    self.engine = LLMEngine(*args, **kwargs)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", line 280, in __init__\n"
     "    self.model_executor = executor_class(vllm_config=vllm_config, )\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/executor/executor_base.py\", line 271, in __init__\n"
     "    super().__init__(*args, **kwargs)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/executor/executor_base.py\", line 52, in __init__\n"
     "    self._init_executor()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/executor/mp_distributed_executor.py\", line 90, in _init_e",
     None, {"tensor_parallel_size": 4, "max_model_len": 20000}, "release_regression",
     "Phi-4-multimodal-instruct from a local directory with --trust-remote-code at tensor parallel 4 on the V0 engine "
     "(MQLLMEngine + mp_distributed_executor, March 2025): starting the worker processes pickles the VllmConfig, and "
     "the dynamically imported Phi4MMConfig class is not the object pickle finds under transformers_modules. The same "
     "failure class (V0 + TP + a custom configuration through trust_remote_code) was reported by a maintainer the day "
     "before (simon-mo, #14925) and described in PR #14921 as V0 being broken with trust remote code.",
     "No fix reached in the stored thread; the cause is the V0 multiprocessing regression of the 0.8.0 nightlies "
     "described in #14925 / PR #14921, not a memory or parallelism setting.",
     command="vllm serve Phi-4-multimodal-instruct/ --port 12345 --host 0.0.0.0 --dtype bfloat16 "
             "--limit-mm-per-prompt image=10 --trust-remote-code  --tensor-parallel-size 4 --max-model-len 20000",
     forbidden=_MEM)

# ---------------------------------------- vllm #11055: custom registered model on V1 -> _LazyConfigMapping unpickling in the spawned engine core
case("vllm-11055-v1-custom-model-lazyconfigmapping-pickle-enginecore-failed-to-start",
     "https://github.com/vllm-project/vllm/issues/11055",
     "[Bug, V1]: Service launch failed with v1 code and custom models\n"
     "\n"
     "I start service for my custom models with the code following（Work fine with V0.5.4 & V0 code）：\n"
     "```Python\n"
     "from vllm import ModelRegistry\n"
     "import runpy\n"
     "import argparse\n"
     "\n"
     "\n"
     "def parse_args():\n"
     "    parser = argparse.ArgumentParser()\n"
     "    parser.add_argument(\"--model\", type=str)\n"
     "    args, unknow = parser.parse_known_args()\n"
     "    return args\n"
     "\n"
     "def model_registry(model_path):\n"
     "    import sys\n"
     "    sys.path.append(model_path)\n"
     "    from modeling_llava_xx import XXCausalLM\n"
     "    ModelRegistry.register_model(\"XXCausalLM\", XXCausalLM)\n"
     "\n"
     "\n"
     "if __name__ == \"__main__\":\n"
     "    args = parse_args()\n"
     "    model_registry(args.model)\n"
     "    runpy.run_module('vllm.entrypoints.openai.api_server', run_name=\"__main__\")\n"
     "```\n"
     "For V1，I got an error, which occur at **starting the engine process**：\n"
     "```Text\n"
     "Traceback (most recent call last):\n"
     "  File \"<string>\", line 1, in <module>\n"
     "  File \"/usr/lib/python3.10/multiprocessing/spawn.py\", line 116, in spawn_main\n"
     "    exitcode = _main(fd, parent_sentinel)\n"
     "  File \"/usr/lib/python3.10/multiprocessing/spawn.py\", line 128, in _main\n"
     "    self = reduction.pickle.load(from_parent)\n"
     "TypeError: _LazyConfigMapping.__init__() missing 1 required positional argument: 'mapping'\n"
     "ERROR 12-10 06:48:11 core.py:199] EngineCoreProc failed to start.\n"
     "ERROR 12-10 06:48:11 core.py:199] Traceback (most recent call last):",
     None, {}, "remote_code_incompatible",
     "A custom (out-of-tree) LLaVA-style model whose own code is imported from the model directory and registered "
     "with ModelRegistry; on the V1 engine the config is pickled into the spawned EngineCore process, and because the "
     "model's configuration module imports transformers' CONFIG_MAPPING at module level, the pickle carries a "
     "_LazyConfigMapping that cannot be rebuilt on the child side. youkaichao's diagnosis in this issue (quoted in "
     "vllm #50495): the model-side fix is to move `from transformers.models.auto import CONFIG_MAPPING` inside the "
     "function that uses it.",
     "Per youkaichao (as cited in #50495): change the model's own configuration code so that CONFIG_MAPPING is imported "
     "inside the function/method that uses it, not at module level; the V0 engine (no spawned engine core) ran the "
     "same model.",
     forbidden=_MEM)

# ---------------------------------------- vllm #50495: nvidia/NV-Embed-v2 --trust-remote-code -> same _LazyConfigMapping error at engine-core spawn
case("vllm-50495-nv-embed-v2-trust-remote-code-lazyconfigmapping-enginecore-spawn",
     "https://github.com/vllm-project/vllm/issues/50495",
     "[Bug]: nvidia/NV-Embed-v2 fails to start: `_LazyConfigMapping` pickle error during engine-core subprocess spawn\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "nvidia/NV-Embed-v2 fails at startup with `TypeError: _LazyConfigMapping.__init__() missing 1 required positional "
     "argument: 'mapping'` when vLLM's V1 engine spawns the engine-core subprocess. The `VllmConfig` (which embeds the "
     "HF `NVEmbedConfig`) cannot be pickled/unpickled across the multiprocessing boundary.\n"
     "\n"
     "### How to Reproduce\n"
     "\n"
     "```bash\n"
     "vllm serve nvidia/NV-Embed-v2 \\\n"
     "  --trust-remote-code\n"
     "```\n"
     "\n"
     "Crashes at startup before model loading. Reproduces on any backend (GPU, CPU, etc",
     None, {}, "remote_code_incompatible",
     "nvidia/NV-Embed-v2's remote configuration_nvembed.py imports `from transformers.models.auto import CONFIG_MAPPING` "
     "at module level; when the V1 engine pickles the VllmConfig (with the remote NVEmbedConfig) into the engine-core "
     "subprocess, that _LazyConfigMapping reference is serialized with the module's globals and its unpickling calls "
     "_LazyConfigMapping.__init__ without its 'mapping' argument (the reporter's analysis, the same as youkaichao's "
     "diagnosis in #11055).",
     "Model-repo-side fix named in the thread (youkaichao in #11055): move the CONFIG_MAPPING import inside "
     "NVEmbedConfig.__init__ in the model's configuration_nvembed.py; no vLLM flag changes it.",
     command="vllm serve nvidia/NV-Embed-v2 --trust-remote-code", forbidden=_MEM)

# ---------------------------------------- vllm #55845: tencent/Hunyuan-A13B-Instruct remote code on transformers 5.16.1 -> cannot import is_torch_fx_available
case("vllm-55845-hunyuan-a13b-remote-code-transformers-5-is-torch-fx-available-xpu",
     "https://github.com/vllm-project/vllm/issues/55845",
     "[Bug] tencent/Hunyuan-A13B-Instruct fails with ImportError: cannot import name 'is_torch_fx_available' "
     "(trust_remote_code, transformers v5)\n"
     "\n"
     "### Your current environment\n"
     "- vllm: `0.28.1rc1.dev472+gd9105ea80.xpu`\n"
     "- transformers: `5.16.1`\n"
     "- Model: `tencent/Hunyuan-A13B-Instruct`\n"
     "\n"
     "### Describe the bug\n"
     "\n"
     "Loading `tencent/Hunyuan-A13B-Instruct` with `trust_remote_code=True` fails at import time, before any "
     "device/model code runs -- reproduces via vLLM's own dynamic-module resolution path:\n"
     "\n"
     "    from transformers.dynamic_module_utils import get_class_from_dynamic_module\n"
     "    get_class_from_dynamic_module(\n"
     "        \"hunyuan.HunYuanMoEV1ForCausalLM\",\n"
     "        \"tencent/Hunyuan-A13B-Instruct\",\n"
     "        trust_remote_code=True,\n"
     "    )\n"
     "\n"
     "    Traceback (most recent call last):\n"
     "      File \".../transformers/dynamic_module_utils.py\", line 623, in get_class_from_dynamic_module\n"
     "        return get_class_in_module(class_name, final_module, force_reload=force_download)\n"
     "      File \".../transformers/dynamic_module_utils.py\", line 309, in get_class_in_module\n"
     "        module_spec.loader.exec_module(module)\n"
     "      File \"<frozen importlib._bootstrap_external>\", line 995, in exec_module\n"
     "      File \"<frozen importlib._bootstrap>\", line 488, in _call_with_frames_removed\n"
     "      File \".../modules/transformers_modules/tencent/Hunyuan_hyphen_A13B_hyphen_Instruct/"
     "290ddb9a56ed23c2c83a1c8081533e58925df952/hunyuan.py\", line 40, in <m",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The model's remote code (hunyuan.py in transformers_modules) imports is_torch_fx_available from "
     "transformers.utils.import_utils at module scope; transformers 5.0 removed that helper "
     "(huggingface/transformers#37234), so with transformers 5.16.1 the remote module fails to import. The fix PR "
     "#55909 adds that the crash surfaces at AutoModel.from_config, where the remote HunYuanConfig's auto_map re-enters "
     "hunyuan.py; transformers declined a generic shim (#44561).",
     "vLLM PR #55909 ('Fixes #55845') restores is_torch_fx_available in vLLM when transformers lacks it (stored as "
     "closed; merge not visible). Otherwise: a transformers 4.x release that still has the helper, or remote code "
     "that no longer imports it.",
     release="0.28.1rc1.dev472+gd9105ea80.xpu", forbidden=_MEM)

# ---------------------------------------- vllm #17077: rhymes-ai/Aria-Chat on vLLM 0.8.4 (transformers >= 4.51) -> remote code imports LLAMA_ATTENTION_CLASSES
case("vllm-17077-aria-chat-remote-code-llama-attention-classes-transformers-451-v084",
     "https://github.com/vllm-project/vllm/issues/17077",
     "[Bug]: Aria model error due to version mismatch with transformers\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "pip install vllm\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "When deploying the [Aria-Chat ](https://huggingface.co/rhymes-ai/Aria-Chat)model with the vLLM serve, the engine "
     "throws an error:\n"
     "\n"
     "`LLAMA_ATTENTION_CLASSES' from 'transformers.models.llama.modeling_llama`\n"
     "\n"
     "For reference, here's how I'm deploying the model:\n"
     "```\n"
     "\n"
     "python -m vllm.entrypoints.openai.api_server \\\n"
     "  --model rhymes-ai/Aria-Chat \\\n"
     "  --host 0.0.0.0 --port 8080 \\\n"
     "  --tensor-parallel-size 1 \\\n"
     "  --pipeline-parallel-size 1\n"
     "```",
     "dependency_version_mismatch", {"tensor_parallel_size": 1, "pipeline_parallel_size": 1},
     "dependency_version_mismatch",
     "rhymes-ai/Aria-Chat still ships its own remote modeling code, which imports LLAMA_ATTENTION_CLASSES from "
     "transformers.models.llama.modeling_llama; that name exists only up to transformers 4.47.1, while vLLM 0.8.4 "
     "requires transformers >= 4.51 (the reporter, in vllm #17077 and huggingface/transformers #37754). transformers' "
     "zucchini-nlp closed #37754 as an issue in the remote code.",
     "The reporter's workaround worked: after installing vLLM, `pip install transformers<=4.47.1`. transformers' "
     "maintainer: use Aria from the core library (the natively supported rhymes-ai/Aria) instead of the remote code.",
     release="0.8.4",
     command="python -m vllm.entrypoints.openai.api_server --model rhymes-ai/Aria-Chat --host 0.0.0.0 --port 8080 "
             "--tensor-parallel-size 1 --pipeline-parallel-size 1",
     forbidden=_MEM)

# ---------------------------------------- OpenCSGs/llm-inference #87: Qwen/Qwen-7B on the vLLM backend, runtime_env pip not applied -> remote code needs tiktoken
case("opencsgs-llm-inference-87-qwen-7b-vllm-remote-code-requires-tiktoken",
     "https://github.com/OpenCSGs/llm-inference/issues/87",
     "vllm cannot address \"runtime_env\"\n"
     "\n"
     "for `Qwen/Qwen-7B`, we set `runtime_env` like this:\n"
     "```\n"
     "  initialization:\n"
     "    runtime_env:\n"
     "      pip: [\"transformers_stream_generator\", \"tiktoken\"]\n"
     "```\n"
     "\n"
     "but when start up, still get the exception:\n"
     "```\n"
     "ImportError: This modeling file requires the following packages that were not found in your environment: "
     "tiktoken. Run `pip install tiktoken`\n"
     "```",
     "dependency_missing", {}, "dependency_missing",
     "Qwen/Qwen-7B's remote code imports tiktoken (transformers' check_imports lists the modeling file's imports before "
     "running it); the llm-inference deployment listed tiktoken in the Ray runtime_env, but the vLLM backend loaded the "
     "model in an environment where that runtime_env was not applied, so the package was absent at start-up.",
     "The maintainer (SeanHH86) answered 'Fixed.' (llm-inference's vLLM backend now honours runtime_env); the "
     "user-side equivalent is tiktoken (and transformers_stream_generator) installed in the environment vLLM runs in.",
     forbidden=_MEM)

# ---------------------------------------- vllm #45647: nvidia/Kimi-K2.6-NVFP4 on vLLM 0.23.0 -> transformers dynamic module looks in blobs/ for tool_declaration_ts.py
case("vllm-45647-kimi-k26-nvfp4-v0230-dynamic-module-blobs-tool-declaration-ts-filenotfound",
     "https://github.com/vllm-project/vllm/issues/45647",
     "[Bug]: nvidia/Kimi-K2.6-nvfp4 & v0.23.0 cannot find huggingface downloader file\n"
     "\n"
     "```\n"
     "(APIServer pid=1)   File \"/usr/local/lib/python3.12/dist-packages/transformers/dynamic_module_utils.py\", line "
     "164, in get_relative_import_files\n"
     "(APIServer pid=1)     new_imports.extend(get_relative_imports(f))\n"
     "(APIServer pid=1)                        ^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=1)   File \"/usr/local/lib/python3.12/dist-packages/transformers/dynamic_module_utils.py\", line "
     "133, in get_relative_imports\n"
     "(APIServer pid=1)     with open(module_file, encoding=\"utf-8\") as f:\n"
     "(APIServer pid=1)          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=1) FileNotFoundError: [Errno 2] No such file or directory: "
     "'/llm/hfdownloader/hub/models--nvidia--Kimi-K2.6-NVFP4/blobs/tool_declaration_ts.py'\n"
     "```\n"
     "\n"
     "The file module may import the file as the file name, not hash value name.\n"
     "\n"
     "I think this file path is good\n"
     "`/llm/hfdownloader/hub/models--nvidia--Kimi-K2.6-NVFP4/blobs/"
     "97e09ed262f1cd38f87584eaa46c5d4d5b3c9725dd299b21642f389040794ebc`",
     None, {}, "dependency_version_mismatch",
     "Kimi-K2.6's remote code (loaded with trust_remote_code from a standard Hub cache) uses relative imports "
     "(tool_declaration_ts.py next to the tokenizer / processor code). transformers 5.x's dynamic_module_utils "
     "(_compute_local_source_files_hash) resolves the snapshots/<rev>/*.py symlink into blobs/<sha> and then looks for "
     "the sibling modules in blobs/, where files are stored under their hashes, so the lookup raises FileNotFoundError "
     "(the analysis in huggingface/transformers PR #46611 / #46613 and sglang PR #29986, which names Kimi-K2.6).",
     "No answer in the vLLM thread. The fix is transformers PR #46618 (merged per sglang PR #29986), which stops "
     "resolving the module file and its relative-import sources; sglang hot-patched its image the same way. Until a "
     "release has it: a transformers without the bug, or a model directory without symlinks.",
     release="0.23.0", forbidden=_MEM)

# ---------------------------------------- huggingface/transformers #46617: vLLM 0.22 + transformers 5.10.1 -> blobs/transformers_4_44_2__modeling_rope_utils.py not found
case("transformers-46617-vllm-022-transformers-5101-remote-code-cache-blobs-filenotfound",
     "https://github.com/huggingface/transformers/issues/46617",
     "FileNotFoundError when loading a trust_remote_code model from cache\n"
     "\n"
     "### System Info\n"
     "\n"
     "transformer version: 5.10.1\n"
     "vllm 0.22\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "1. Pull a trust_remote_code model\n"
     "2. Try to serve it with vllm, which load it from cache\n"
     "3. `FileNotFoundError: [Errno 2] No such file or directory:\n"
     "'.../blobs/transformers_4_44_2__modeling_rope_utils.py'`\n"
     "\n"
     "### Expected behavior\n"
     "\n"
     "The model successfully loads from the cache and serve",
     None, {}, "dependency_version_mismatch",
     "transformers 5.10.1 under vLLM 0.22: for a trust_remote_code model whose code does a relative import "
     "(transformers_4_44_2__modeling_rope_utils.py), dynamic_module_utils resolves the snapshot symlink into the Hub "
     "cache's blobs/ directory and then looks for the sibling .py files there, where they do not exist under their "
     "names (the reporter's own fix PRs #46611 / #46613 describe it).",
     "The reporter's PRs #46611 / #46613 (closed) run the relative-import discovery on the unresolved snapshot path; "
     "transformers PR #46618 with the same change was merged (per sglang PR #29986). No flag of vLLM changes it.",
     release="0.22", forbidden=_MEM)

# ---------------------------------------- vllm #10761: chatglm2-6b on vLLM 0.6.2 with a newer transformers -> remote ChatGLMTokenizer._pad() lacks padding_side
case("vllm-10761-chatglm2-6b-v062-remote-tokenizer-pad-unexpected-padding-side",
     "https://github.com/vllm-project/vllm/issues/10761",
     "TypeError: ChatGLMTokenizer._pad() got an unexpected keyword argument 'padding_side'\n"
     "\n"
     "### How would you like to use vllm\n"
     "\n"
     "using vllm0.6.2 with chatglm2-6B : TypeError: ChatGLMTokenizer._pad() got an unexpected keyword argument "
     "'padding_side'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "chatglm2-6b's remote tokenizer code (tokenization_chatglm.py, loaded with trust_remote_code) defines _pad() "
     "without the padding_side argument that transformers 4.45+ passes to it; vLLM 0.6.2 predates vLLM's workaround "
     "for these remote tokenizers. jeejeelee (vLLM) points to the root cause in THUDM/ChatGLM3 #1324 (transformers "
     "4.45.0 vs the HF repository's ChatGLMTokenizer._pad).",
     "jeejeelee: upgrade vLLM to avoid the problem (newer vLLM patches the remote tokenizer's _pad); the other route "
     "named by the ChatGLM threads is a transformers older than 4.45 or updated tokenizer code in the model repository.",
     release="0.6.2", forbidden=_MEM)

# ---------------------------------------- QwenLM/Qwen #513: LLM(model=Qwen-14B-Chat snapshot) without trust_remote_code -> Failed to load the tokenizer
case("qwen-513-qwen-14b-chat-llm-no-trust-remote-code-failed-to-load-tokenizer",
     "https://github.com/QwenLM/Qwen/issues/513",
     "在使用vllm进行Qwen-14b-chat推理时报错\n"
     "\n"
     "### 当前行为 | Current Behavior\n"
     "\n"
     "from vllm import LLM\n"
     "\n"
     "llm = LLM(model='/root/.cache/huggingface/hub/models--Qwen--Qwen-14B-Chat/snapshots/"
     "63faec65d9eb7d31b6a177e0680563eb4043a1a1') # Name or path of your model\n"
     "output = llm.generate(\"Hello, my name is\")\n"
     "print(output)\n"
     "\n"
     "报错内容为：\n"
     "File \"/home/czp/vllm-main/vllm/test.py\", line 3, in\n"
     "llm = LLM(model='/root/.cache/huggingface/hub/models--Qwen--Qwen-14B-Chat/snapshots/"
     "63faec65d9eb7d31b6a177e0680563eb4043a1a1') # Name or path of your model\n"
     "RuntimeError: Failed to load the tokenizer. If the tokenizer is a custom tokenizer not yet available in the "
     "HuggingFace transformers library, consider setting trust_remote_code=True in LLM or using the "
     "--trust-remote-code flag in the CLI.\n"
     "\n"
     "检查了模型路径，发现下载的模型文件没有遗漏",
     "trust_remote_code_required", {}, "trust_remote_code_required",
     "Qwen-14B-Chat (first-generation Qwen) ships its tokenizer (tiktoken-based QWenTokenizer) and model as remote "
     "code; the script builds LLM(model=...) without trust_remote_code=True, so vLLM's get_tokenizer cannot load the "
     "custom tokenizer class and raises its own hint. The model files are complete (the reporter checked).",
     "Pass trust_remote_code=True to LLM(...) (or --trust-remote-code on the CLI), as vLLM's message says; the message "
     "leaves no doubt and nothing else differs from a working launch.",
     command="LLM(model='/root/.cache/huggingface/hub/models--Qwen--Qwen-14B-Chat/snapshots/"
             "63faec65d9eb7d31b6a177e0680563eb4043a1a1')",
     forbidden=_MEM)

BATCH.write()
