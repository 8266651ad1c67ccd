"""Round-515 blind batch: Python API-DRIFT failures at vLLM start-up (AttributeError '... has no attribute ...',
ImportError 'cannot import name ...', TypeError 'unexpected keyword argument' / 'takes N positional arguments but M
were given') where vLLM, a wrapper (RL trainer, serving stack, Docker recipe) or torch / Triton disagree; collected by
helper wild515 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round515-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread only.
Excerpts are the text as the search tool's issues corpus shows it (verbatim, cut where the stored chunk is cut); the
answer / fix and the reporters' own diagnoses are left out of the excerpts.

Look-ups: 30 of the 40 allowed, all ``search`` (corpus=issues 29, corpus=pages 1); no tool said the budget was used
up. 5 cases: vllm #2690 (DeciLM under vLLM 0.3.0, model-class signature regression fixed in 0.3.1),
nlzy/vllm-gfx906 #1 (AttrsDescriptor import from a Triton the fork was not built for), mistralai/mistral-inference
#222 (the repo's Dockerfile's torch 2.1.1 under a vLLM that needs torch.library.custom_op), alibaba/ROLL PR #189 (the
LLM-judge reward worker's llm.generate(prompt_token_ids=...) under vLLM 0.10.2), ai-dynamo/dynamo #9560 (Dynamo's
worker calling a vLLM engine utility that vLLM 0.20.1 does not have). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists (tools/wild_cases_round*.py, also the
"vllm#N" / ", #N" spellings) before it was spent on.

The slice is very heavily mined: most threads the searches surfaced for the common wordings (all_special_tokens_extended,
EngineArgs / AsyncEngineArgs unexpected keywords, LMCache connector imports, verl / OpenRLHF / trl / LlamaFactory /
lighteval / Ray Serve drift, outlines imports, vllm-ascend plugin imports, torch._C / _OpNamespace attributes) were
already used or named in earlier skip lists.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): ray-project/ray #54739, #52975; vllm #16622, #3249, #13258,
  #21822 (round 97: first step, not launch), #16009, #5448, #14178, #7166, #8677, #14076, #19045, #33074, #3528,
  #11411, #3139, #9624, #14687, #16908, #17434, #23283; verl #1084, #3271, #1642, #536, #4337; LMCache #1840, #1455,
  #1759, #2927, #1662; llm-d #661, #663; OpenBMB/MiniCPM #236; nlzy/vllm-gfx906 #31, #38; QwenLM/Qwen3-VL #2058;
  VsonicV/es-at-scale #41; PaddleOCR #17587; torchforge #688; ms-swift #8352; Emu3.5 #57; gpustack #3656, #2691;
  stepfun-ai/Step3-VL-10B #10; baidu/vLLM-Kunlun #311; MiniMax-M2.5 #30; alibaba/ROLL #153; rllm #208; LlamaFactory
  #6654, #4029; OpenRLHF PR #702; lighteval #612; trl #3304; Time-R1 #7; openchat #225; runpod worker-vllm PR #246;
  WooooDyy/AgentGym-RL #9; vllm-ascend #361, #5497, #7058, #9305, #9672; vllm-omni #5350, #5371; HabanaAI/vllm-fork
  #462; QwenLM/Qwen3.8 #64; ProxmoxVED #2047; kserve #4501, #4875; flagos-ai/vllm-plugin-FL #195; dropbox/hqq #6;
  zai-org/GLM-4 #573; dottxt-ai/outlines #503, #1610; apple/ml-fastvlm #28; IBM/fmwork #44.
- Error line in the stored text but the cause not pinned there: vllm #22999 (plamo-2.1-2b-cpt on vLLM main with
  transformers 4.55.0, "Plamo2ForCausalLM.get_input_embeddings() missing 1 required positional argument: 'input_ids'";
  closed, but no answer or fix PR in the stored chunk); chatchat-space/Langchain-Chatchat #3503 and #3200 ("'Namespace'
  object has no attribute 'kv_cache_dtype'" / "'max_parallel_loading_workers'" from Chatchat's startup.py with vLLM
  0.3.3; no reply stored, #3503's traceback beyond the chunk) and vllm #3529 (same message, the stored comment is a
  different error after a downgrade); dusty-nv/jetson-containers #661 ("module 'torch.library' has no attribute
  'custom_op'" testing vLLM on a Jetson image with PyTorch 2.2.0, a comment in a feature-request thread with no
  answer stored; same class as mistral-inference #222); AriaUI/Aria-UI #15 ("'LLM' object has no attribute
  'llm_engine'", the root error only in screenshots; transformers 4.45.0 -> 4.45.2 moved it on to a CUDA OOM);
  unslothai/unsloth #2384 ("'LlamaForCausalLM' object has no attribute 'vllm_engine'", chunk is the pip list);
  vllm #9401 ("cannot import name 'get_vllm_engine' from 'swift.llm'" with vLLM 0.6.3, no diagnosis stored);
  vllm #11229 / #27265 (out-of-tree model registration, the error line not in the chunk); vllm-ascend #834 (import
  of LLM fails on Python 3.9, chunk stops inside arg_utils), #1747 ("cannot import name 'PoolingParams' from 'vllm'
  (unknown location)", a vLLM source tree shadowing the package, no diagnosis).
- Not a vLLM start-up failure: vllm #39664 and #36004 ("Failed to import Triton kernels ..." logged, the server keeps
  running), #7019 (request time, the reporter's own patched image), #1602 (0.1.3 generate), #4554 (editable install,
  "(unknown location)"); MInference #168 (generate time); sgl-project/sglang #1183 and #14314 (SGLang importing vLLM
  code, not vLLM's launch); ByteDance-Seed/FlexPrefill #17 (FlexPrefill calling vLLM's flash-attn op); ai-dynamo/dynamo
  #1207 (request time, example code vs vLLM, closed stale with no answer); NVIDIA-NeMo/Skills #649 (not vLLM);
  vllm PR #20875 (ModuleNotFoundError for outlines, another slice).
- Same class as a case, not taken separately: openai/openai-cookbook PR #2353 and sbintuitions/flexeval PR #246 and
  huggingface/lighteval #1002 (LLM.generate(prompt_token_ids=...) under vLLM >= 0.10.2, as ROLL PR #189);
  ai-dynamo/dynamo #9376 (the same missing get_kv_cache_group_metadata, seen from the hybrid-model block-size side).

Judgement calls for the lead:
1. vllm-2690: kind dependency_version_mismatch (README: CPython's signature TypeError "takes N positional arguments
   but M were given") with cause release_regression, as vllm-4568 was labelled: the thread pins it to one vLLM
   release (worked in 0.2.7, broken in 0.3.0, "solved in v0.3.1"), not to two packages' versions.
2. vllm-gfx906-1: the stored text is the title and two bare error lines ("after run vllm"); taken because the message
   is verbatim and the maintainer's answer pins it to the Triton in the venv (the fork's modified Triton must be
   installed in the same venv before vLLM; a commenter: the v3.3.0 tag works, 3.4.0 gives the same error). The
   reporter never confirmed. The thread names no GPU (the fork targets gfx906 cards), so gpu is left empty.
3. mistral-inference-222: the error line is only in the issue title (the stored traceback stops inside
   vllm/model_executor/__init__.py). The reporter's own diagnosis ('in dockerfile, pytorch version is 2.1.1 and
   custom_op needs version >=2.4.0. Seems dockerfile is outdated.') was left OUT of the excerpt as the answer; the
   issue is open with no maintainer reply, so the fix is that diagnosis, not a confirmed one.
4. roll-pr189: a pull request, not an issue; its description's bug line is the only error text. The failure comes at
   the reward worker's first llm.generate() call, not at engine construction: taken under 'a failure at its first
   requests caused by how it was launched' (the vLLM installed under ROLL), as round 448 took fastchat-3600. The PR
   was closed (the stored text does not say merged); the fix named is its change and the same change elsewhere.
5. dynamo-9560: NOT fatal: vLLM logs "Invocation of get_kv_cache_group_metadata method failed" at the Dynamo worker's
   start-up and Dynamo falls back to another KV-event block size (Dynamo PR #9645's description). Taken because the
   log's error and cause are exactly this slice (a wrapper calling a vLLM engine API its pinned vLLM lacks) and the
   cause is pinned by the fix PR; the lead may drop it as 'not a failed start'. The issue's own first sentence
   ('get_kv_cache_group_metadata has moved from EngineCoreProc to EngineCore', the author's diagnosis, and wrong per
   PR #9645: the method was not yet in 0.20.1) was left out of the excerpt.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round515-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #2690: DeciLM-7B under vLLM 0.3.0 -> __init__() takes 1 to 3 positional arguments but 4 were given
case("vllm-2690-decilm-7b-v030-init-takes-1-to-3-positional-but-4-given-lora-config",
     "https://github.com/vllm-project/vllm/issues/2690",
     "TypeError: DeciLMForCausalLM.__init__() takes from 1 to 3 positional arguments but 4 were given\n"
     "\n"
     "Hi! Thx for the new release. I just realized that loading DeciLM doesn't seem to work anymore in `0.3.0`.\n"
     "\n"
     "```python\n"
     "from vllm import LLM\n"
     "\n"
     "llm = LLM(model=\"Deci/DeciLM-7B\", trust_remote_code=True)  # Name or path of your model\n"
     "```\n"
     "Throws:\n"
     "```\n"
     "[/usr/local/lib/python3.10/dist-packages/vllm/model_executor/model_loader.py](https://localhost:8080/#) in "
     "get_model(model_config, lora_config)\n"
     "     70         with torch.device(\"cuda\"):\n"
     "     71             if getattr(model_class, \"supports_lora\", False):\n"
     "---> 72                 model = model_class(model_config.hf_config, linear_method,\n"
     "     73                                     lora_config)\n"
     "     74             elif lora_config:\n"
     "\n"
     "TypeError: DeciLMForCausalLM.__init__() takes from 1 to 3 positional arguments but 4 were given\n"
     "```\n"
     "\n"
     "This did work in `0.2.7`.\n"
     "\n"
     "Tested (i) in colab and (ii) on recent NVIDIA docker image with A6000.",
     "dependency_version_mismatch", {}, "release_regression",
     "A bug in the vLLM 0.3.0 release: its model loader constructs every model class that declares supports_lora with "
     "three positional arguments (hf_config, linear_method, lora_config; model_loader.py line 72 in the traceback), "
     "while DeciLMForCausalLM's __init__ in that release takes at most two besides self, so loading Deci/DeciLM-7B "
     "died while the model was being built. The same code worked in 0.2.7; not the GPU, the memory or the user's "
     "command.",
     "esmeetu (2024-03-10): 'This issuce has been solved in v0.3.1.' -- upgrade to vLLM 0.3.1 (or stay on 0.2.7); "
     "a second user (s-jse) had hit the same error on 0.3.0",
     release="0.3.0", gpu="NVIDIA RTX A6000 (also reproduced on Colab)", gpus=None,
     command="python: LLM(model=\"Deci/DeciLM-7B\", trust_remote_code=True)",
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as stored (a Colab-style traceback frame, then the error line). "
          "The thread is three comments long; the fix is the one-line answer.")

# ---------------------------------------- nlzy/vllm-gfx906 #1: vLLM fork for gfx906 -> cannot import name 'AttrsDescriptor' from 'triton.compiler.compiler'
case("vllm-gfx906-1-rocm-fork-cannot-import-attrsdescriptor-triton-compiler",
     "https://github.com/nlzy/vllm-gfx906/issues/1",
     "[Usage]: ImportError: cannot import name 'AttrsDescriptor' from 'triton.compiler.compiler'\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "ImportError: cannot import name 'AttrsDescriptor' from 'triton.compiler.compiler'\n"
     "\n"
     "install success\n"
     "after run vllm\n"
     "\n"
     "ImportError: cannot import name 'AttrsDescriptor' from 'triton.compiler.compiler'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "nlzy/vllm-gfx906 (a vLLM fork for AMD gfx906 GPUs) needs the project's own modified Triton, installed in the "
     "same virtual environment before vLLM. The reporter's environment had another Triton, whose triton.compiler."
     "compiler module no longer provides AttrsDescriptor, so vLLM failed on import as soon as it was run. A Triton / "
     "vLLM-build mismatch, not the GPU or memory.",
     "the maintainer nlzy (2025-05-08): 'it seems like triton is not installed correctly. You need to install the "
     "modified version of triton in your current venv' -- create a new venv, install (the fork's) Triton, then "
     "vLLM, in that order; mixa3607 (2025-09-30): 'try install triton from v3.3.0 tag. I had the same error with "
     "3.4.0'. The reporter did not confirm",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the whole issue body as stored (title, then the error line twice around 'install success / after "
          "run vllm'); the template's 'How would you like to use vllm' boilerplate left out. No GPU is named in the "
          "thread (the fork targets gfx906, i.e. MI50 / MI60 class cards).")

# ---------------------------------------- mistralai/mistral-inference #222: repo Dockerfile (torch 2.1.1) + vLLM -> module 'torch.library' has no attribute 'custom_op'
case("mistral-inference-222-dockerfile-torch-211-vllm-import-torch-library-no-custom-op",
     "https://github.com/mistralai/mistral-inference/issues/222",
     "[BUG: AttributeError: module 'torch.library' has no attribute 'custom_op'\n"
     "\n"
     "### Reproduction Steps\n"
     "\n"
     " docker build -t llm-mistral7b .\n"
     " \n"
     " With the right dockerfile\n"
     "\n"
     "### Additional Context\n"
     "\n"
     "docker run -it llm-mistral7b /bin/bash\n"
     "The HF_TOKEN environment variable is not set or empty, not logging to Hugging Face.\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 187, in _run_module_as_main\n"
     "    mod_name, mod_spec, code = _get_module_details(mod_name, _Error)\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 110, in _get_module_details\n"
     "    __import__(pkg_name)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/__init__.py\", line 3, in <module>\n"
     "    from vllm.engine.arg_utils import AsyncEngineArgs, EngineArgs\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/arg_utils.py\", line 11, in <module>\n"
     "    from vllm.config import (CacheConfig, ConfigFormat, DecodingConfig,\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/config.py\", line 12, in <module>\n"
     "    from vllm.model_executor.layers.quantization import QUANTIZATION_METHODS\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/__init__.py\", line 1, in <module",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The Docker image built from mistral-inference's Dockerfile (2024-09) pins PyTorch 2.1.1, but the vLLM installed "
     "in it registers its ops with torch.library.custom_op, an API that only exists from PyTorch 2.4; so `import "
     "vllm` (the server's python -m entry point) failed before any model or GPU work. An outdated Dockerfile: torch "
     "and vLLM of releases not made together.",
     "no fix reached in the stored thread (open, no maintainer reply). The reporter's own diagnosis: 'in dockerfile, "
     "pytorch version is 2.1.1 and custom_op needs version >=2.4.0. Seems dockerfile is outdated.' -- i.e. build the "
     "image with the torch the installed vLLM requires (>= 2.4), or pin a vLLM release made for torch 2.1",
     release=None, gpu=None, gpus=None, command="docker build -t llm-mistral7b . ; docker run -it llm-mistral7b",
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Excerpt: the issue title, the reproduction steps and the container log as stored; the stored traceback "
          "stops inside vllm/model_executor/__init__.py, so the error line is only in the title. The description's "
          "'Expected Behavior' paragraph (the reporter's diagnosis, torch 2.1.1 vs custom_op >= 2.4.0) was left out "
          "as the answer.")

# ---------------------------------------- alibaba/ROLL PR #189: LLMJudgeRewardWorker on vLLM 0.10.2 -> LLM.generate() got an unexpected keyword argument 'prompt_token_ids'
case("roll-pr189-llm-judge-reward-worker-vllm-0102-generate-unexpected-prompt-token-ids",
     "https://github.com/alibaba/ROLL/pull/189",
     "- bug: TypeError: LLM.generate() got an unexpected keyword argument 'prompt_token_ids', when using "
     "LLMJudgeRewardWorker on vllm 0.10.2.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "ROLL's LLMJudgeRewardWorker._run_local_inference calls vLLM's llm.generate(prompt_token_ids=...). vLLM had "
     "deprecated that keyword and removed it (vllm PR #18800, 'Remove prompt_token_ids arg fallback in LLM.generate "
     "and LLM.embed'); vLLM 0.10.2's LLM.generate no longer accepts it (the token ids now go inside the prompts "
     "argument), so the reward worker's first local inference raised this TypeError. ROLL written for an older vLLM "
     "than the one installed.",
     "the PR's change (huang3eng, 2025-10-10): pass the token ids as part of 'prompts' instead of the removed "
     "keyword, e.g. prompts=[TokensPrompt(prompt_token_ids=...)] as sbintuitions/flexeval PR #246 did for vLLM "
     "0.10.2; or keep vLLM <= 0.10.1.1 under this ROLL. The PR shows as closed in the stored text (merge not stated)",
     release="0.10.2", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's bug line (the title and the 'fix:' line, which give the answer, were left "
          "out). The failure is at the worker's first generate call, not at engine construction (judgement call 4 "
          "in the docstring).")

# ---------------------------------------- ai-dynamo/dynamo #9560: Dynamo vLLM worker on vLLM 0.20.1 -> 'EngineCoreProc' object has no attribute 'get_kv_cache_group_metadata'
case("dynamo-9560-vllm-0201-enginecoreproc-no-attribute-get-kv-cache-group-metadata",
     "https://github.com/ai-dynamo/dynamo/issues/9560",
     "[BUG]: vllm worker get_kv_cache_group_metadata has moved in vllm\n"
     "\n"
     "### Describe the Bug\n"
     "\n"
     "```(EngineCore pid=1151875) ERROR 05-14 13:12:09 [core.py:1337] Invocation of get_kv_cache_group_metadata "
     "method failed\n"
     "(EngineCore pid=1151875) ERROR 05-14 13:12:09 [core.py:1337] Traceback (most recent call last):\n"
     "(EngineCore pid=1151875) ERROR 05-14 13:12:09 [core.py:1337]   File \"/home/grahamk/venv/vllm-0.20.1/lib/"
     "python3.12/site-packages/vllm/v1/engine/core.py\", line 1327, in _invoke_utility_method\n"
     "(EngineCore pid=1151875) ERROR 05-14 13:12:09 [core.py:1337]     result = get_result()\n"
     "(EngineCore pid=1151875) ERROR 05-14 13:12:09 [core.py:1337]              ^^^^^^^^^^^^\n"
     "(EngineCore pid=1151875) ERROR 05-14 13:12:09 [core.py:1337]   File \"/home/grahamk/venv/vllm-0.20.1/lib/"
     "python3.12/site-packages/vllm/v1/engine/core.py\", line 1287, in <lambda>\n"
     "(EngineCore pid=1151875) ERROR 05-14 13:12:09 [core.py:1337]     (method := getattr(self, method_name))\n"
     "(EngineCore pid=1151875) ERROR 05-14 13:12:09 [core.py:1337]                ^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=1151875) ERROR 05-14 13:12:09 [core.py:1337] AttributeError: 'EngineCoreProc' object has no "
     "attribute 'get_kv_cache_group_metadata'```\n"
     "\n"
     "This is on vllm 0.20.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Dynamo's vLLM worker (dynamo.vllm.cache_info.configure_kv_event_block_size) asks the engine core for "
     "get_kv_cache_group_metadata through call_utility_async at start-up, but that utility was added to vLLM main "
     "(vllm PR #40984) after 0.20.1, the vLLM Dynamo pinned; so vLLM 0.20.1's EngineCoreProc has no such attribute, "
     "vLLM logs the failed invocation, and Dynamo falls back to the minimum block size across KV cache groups (wrong "
     "for hybrid models). A wrapper calling an engine API its pinned vLLM does not have.",
     "Dynamo PR #9645 (siddhant-0707, 'fix(vllm): backport get_kv_cache_group_metadata to vllm 0.20.1', 'Fixes "
     "#9560'): a vendored patch applied by install_vllm.sh that adds the method to the pinned vLLM; the issue is "
     "closed. Later Dynamo PR #10230 backports vLLM PR #40984 into the v0.21.0 runtime image the same way -- i.e. a "
     "vLLM that has PR #40984, or Dynamo's patched image",
     release="0.20.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and its log block; the body's first sentence (the author's diagnosis that the "
          "method 'has moved from EngineCoreProc to EngineCore') was left out. NOT a fatal start-up failure: the "
          "worker goes on with a fallback block size (judgement call 5 in the docstring).")

BATCH.write()
