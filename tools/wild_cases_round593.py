"""Round-593 blind batch: real vLLM start-up failures of the V0 ERA (vLLM 0.2 - 0.6, 2023 to mid-2024) with those
releases' own wordings (quantization config files, Ray workers and trust_remote_code, CUDA/torch wheel ABI, xformers
soft-capping), across vLLM's tracker and frameworks of that era (AutoRAG, a research repo pinning vLLM 0.2.3, the
aphrodite-engine fork); collected by helper wild593 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round593-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch / find_*). 6 cases:
vllm #1547 (SqueezeLLM checkpoint without quant_config.json, 0.2.1), vllm #4169 (Baichuan2-13B at TP 4 with
--trust-remote-code: Ray workers cannot import transformers_modules, April 2024), vllm #2680 (an old 0.2.x wheel's
cache_ops under a newer torch: undefined at::_ops symbol), RUCAIBox/REAR #15 (vLLM 0.2.3 pinned by a research repo,
run under torch 2.4.0: undefined c10::cuda::SetDevice), Marker-Inc-Korea/AutoRAG #696 (XFormers refusing Gemma-2's
logits soft-capping), dphnAI/sonar (aphrodite-engine) #453 (kernels built from source vs the torch imported: undefined
c10::cuda::ExchangeDevice). Every source was checked with grep against /work/coord/USED_SOURCES.txt (owner/repo #N and
the URL) and against the earlier rounds' skip lists (grep of "#N" in /work/main/tools/wild_cases_round*.py, each hit
read to see which repository it named) before it was spent on.

The slice is mined nearly to the bottom: the V0-era messages the brief names (Bfloat16 on compute capability < 8.0,
max_num_batched_tokens < max_model_len, sliding window with prefix caching, AWQ/GPTQ 'input size is not aligned',
libcudart.so.11.0 / .12, 'No available memory for the cache blocks', xformers 'No operator found') return first pages
where every thread is already in USED_SOURCES.txt or a skip list.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #1157, #946, #730, #1284, #1153, #9990, #2245, #3226, #10481, #3355, #6462,
  #2418, #2699, #1718, #1716, #4650, #3781, #8929, #9922, #5675, #3528, #1291, #15010, #13608, #3147, #4163, #8841,
  #31018; substratusai/vllm-docker #37; QAnything #128, #302; LlamaFactory #4960; GLM-4 #510; api-for-open-llm #196;
  gpustack #1774; Langchain-Chatchat #1645; OpenBMB/XAgent #379; Orpheus-TTS #44; verl #2594; FastChat #3704;
  Qwen3-VL #831.
- Named in earlier rounds' skip lists (not re-opened): vllm #11653, #5785, #1111, #1566, #2747, #1816, #11671, #649
  (PR, chatglm2 TP), #572, #4285, #14925, #1369, #3387, #3912; FastChat #2179; Langchain-Chatchat #3200, #2129, #2571;
  OpenLLM #967; OpenRLHF #741; ms-swift #6038; sonar #400, #64, #881, #593; Firefly #258; WuNein/vllm4mteb #1;
  EuroEval PR #423; flexeval PR #76; ltzheng/SimpleTIR #29.
- Fresh but not taken: vllm #3457 (TP 2 hangs at ray.init; youkaichao suspects a buggy torch build, a hang with no
  error line); vllm #8686 (A800 0.6.1.post2 'RuntimeError', only the LLM(...) call stored); vllm #2178 (vLLM docker
  image on Runpod, 'libcudart.so.11.0: cannot open shared object file' under a cuda:12.1 base; the answer is cut at
  'Yeom · comment · 2024-01-25 H'); vllm #4972 (0.4.2 benchmark_throughput crash, error line not stored); vllm #1547's
  neighbour pytorch/pytorch #119494 (SqueezeLLM on an A10: the maintainer could not reproduce); sonar #638 (Gemma-2 on
  2x T4 with Aphrodite v0.6.0: the stored chunk ends in the config dump, before any error); sonar #623 (Gemma on T4,
  AlpinDale's diagnosis stored but the reporter's error text not); sonar #1627 / #1676 (2026, outside the slice);
  bentoml/OpenLLM #649 (Falcon 'Response not completed' with adapters, request time, no fix); OpenLLM #309 (baichuan on
  the vLLM backend, error line beyond the chunk); hiyouga/LlamaFactory #4264 (vLLM 0.4.3 undefined at::_ops::zeros
  symbol, 'solved' label, error only in the cut title and no fix stored); vllm-project/vllm PR #871 / PR #4286 (fix
  PRs, cited in vllm-4169 only).

Judgement calls for the lead:
1. vllm-4169: the issue's stored text has the command and the error line, no answer. The cause and fix come from the
   same week's duplicate vllm #4285 (DefTruth: 'this error has not been found at 0.4.0.post1') and the merged fix PR
   vllm #4286 '[Bugfix] Add init_cached_hf_modules to RayWorkerWrapper' (2024-04-23, 'merging to unblock release',
   i.e. in 0.4.1). kind None: the line is Python's own ModuleNotFoundError from Ray's deserialisation (README: Python's
   own words are not vLLM's check; not dependency_missing: no package is missing; the only earlier fixture with this
   message, ernie-1000, has kind None); cause release_regression. The reporter's release is not stated; the
   './examples/template_chatml.jinja' path suggests a source checkout of main between 0.4.0.post1 and 0.4.1.
2. vllm-2680 and rucaibox-rear-15: torch_abi_mismatch for kind and cause, as the 34 earlier fixtures with an undefined
   c10 / at::_ops symbol. REAR's fix is the maintainer's (yhao-wang) working pins (vllm 0.2.3 + torch 2.1.2), not
   confirmed by the reporter; #2680's is the reporter's own ('resolved after upgrading to vllm 0.2.6').
3. autorag-696: the GPU and the resolution are not in the stored text (only the title and traceback frames); taken
   because the message is one the README and three earlier fixtures tie to one cause (XFormers chosen: a pre-Ampere
   GPU, or no FlashAttention build; FlashInfer or Ampere+ applies the cap), cause attention_backend_gpu, kind
   vllm_check_failed as vllm-8929 / vllm-9922 / cot-eval-56. If the lead wants a pinned fix, drop it.
4. aphrodite-453: Aphrodite (dphnAI/sonar, formerly PygmalionAI/aphrodite-engine) is a vLLM fork with its own module
   names (aphrodite._C); the brief names it in the slice. The error line is only in the issue title (the comment's
   traceback is cut inside aphrodite/modeling/layers/quantization/...). No fix is stored; the cause is read from the
   message (an extension built against another torch than the 2.2.0+cu121 the env report shows). kind/cause
   torch_abi_mismatch.
5. vllm-1547: kind/cause vllm_check_failed as vllm-1419 (the same 'Cannot find the config file for X' check, 0.2.1):
   here the checkpoint IS quantized (SqueezeLLM-packed) but SqueezeLLM's tutorial writes no quant_config.json; the fix
   is adding that file, not dropping --quantization. The lead may prefer another cause label (no 'quant config file
   missing' cause exists in LABELS.txt).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round593-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #1547: vLLM 0.2.1, SqueezeLLM-packed SFT model without quant_config.json
case("vllm-1547-squeezellm-packed-sft-model-v021-cannot-find-config-file",
     "https://github.com/vllm-project/vllm/issues/1547",
     "how to use quantization squeezellm with vllm\n"
     "\n"
     "already use https://github.com/SqueezeAILab/SqueezeLLM/tree/main/quantization to quantize my sft model, and get a "
     "packed model.\n"
     "try to run squeezellm quantized model in vllm 0.2.1 with script benchmarks/benchmark_latency.py\n"
     "shell is \n"
     "CUDA_VISIBLE_DEVICES=0 python benchmark_latency.py --model [fold contain packd pt] --tokenizer [model path] "
     "--quantization squeezellm --batch-size 128\n"
     "and get error log \n"
     "File \"/vllm/vllm/model_executor/weight_utils.py\", line 107, in get_quant_config\n"
     "    raise ValueError(f\"Cannot find the config file for {quantization}\")  \n"
     "ValueError: Cannot find the config file for squeezellm\n"
     "\n"
     "after run with pdb vllm didn't find, while during quantization, squeezellm tutorial "
     "[https://github.com/SqueezeAILab/SqueezeLLM/tree/main/quantization] didn't output a quant_config.json.\n"
     "my issue is how to get that quant_config.json file. thx!",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.2.1 (November 2023) loading a model the reporter quantized and packed with SqueezeLLM's own tooling, with "
     "--quantization squeezellm: vLLM's get_quant_config looks for the method's config file (quant_config.json) in the "
     "model folder and SqueezeLLM's quantization tutorial does not write one, so the engine stopped before loading "
     "weights. Not a memory or GPU problem.",
     "the reporter (dengzheng-cloud): download quant_config.json from "
     "https://huggingface.co/squeeze-ai-lab/sq-llama-2-7b-w4-s0/blob/main/quant_config.json into the packed model's "
     "folder; maintainer WoosukKwon (2023-11-05) said the same: 'Please add quant_config.json like this'",
     release="0.2.1", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=0 python benchmark_latency.py --model [fold contain packd pt] --tokenizer "
             "[model path] --quantization squeezellm --batch-size 128",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description, whole, as stored; the two comments with the fix are left out. The "
          "GPU is not named (CUDA_VISIBLE_DEVICES=0: one GPU in use).")

# ---------------------------------------- vllm #4169: Baichuan2-13B-Chat, TP 4, --trust-remote-code -> Ray workers: No module named 'transformers_modules'
case("vllm-4169-baichuan2-13b-tp4-trust-remote-code-ray-no-module-transformers-modules",
     "https://github.com/vllm-project/vllm/issues/4169",
     "[Bug]: ModuleNotFoundError: No module named 'transformers_modules'\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "启动命令：python -m vllm.entrypoints.openai.api_server  --model /root/autodl-tmp/huggingface_model/"
     "Baichuan2-13B-Chat --chat-template ./examples/template_chatml.jinja --tensor-parallel-size 4 --trust-remote-code\n"
     "报错： ModuleNotFoundError: No module named 'transformers_modules' \n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "ModuleNotFoundError: No module named 'transformers_modules'",
     None, {"tensor_parallel_size": 4}, "release_regression",
     "vLLM's OpenAI server for a local Baichuan2-13B-Chat (remote-code model) at tensor-parallel size 4, April 2024: "
     "with TP > 1 the engine runs its workers as Ray actors, and the model config it ships to them references the "
     "model's dynamic module under transformers_modules (Hugging Face's modules cache, which only the driver had put "
     "on sys.path). After the Ray executor refactor of April 2024 the Ray worker wrapper no longer called "
     "init_cached_hf_modules, so unpickling the config in each worker failed. A vLLM regression (not seen in "
     "0.4.0.post1 per the duplicate #4285), not the model or memory.",
     "not in this thread's stored text (closed). The same error with TP >= 2 and trust_remote_code was reported in "
     "vllm #4285 the same week and fixed by the merged PR vllm #4286 '[Bugfix] Add init_cached_hf_modules to "
     "RayWorkerWrapper' (2024-04-23, merged 'to unblock release', i.e. in v0.4.1): upgrade to a release with it "
     "(0.4.1+), or use a release before the refactor (0.4.0.post1)",
     release="not stated (April 2024; a source checkout between 0.4.0.post1 and 0.4.1, judging by "
             "./examples/template_chatml.jinja)",
     gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server  --model /root/autodl-tmp/huggingface_model/"
             "Baichuan2-13B-Chat --chat-template ./examples/template_chatml.jinja --tensor-parallel-size 4 "
             "--trust-remote-code",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and description, whole (Chinese: '启动命令' = launch command, '报错' = error). "
          "Fix from vllm #4285 / PR #4286 (see the round's judgement call 1).")

# ---------------------------------------- vllm #2680: CodeLlama-70b on an old 0.2.x install -> cache_ops undefined at::_ops::to_dtype_layout symbol
case("vllm-2680-codellama-70b-old-v02x-cache-ops-undefined-symbol-to-dtype-layout",
     "https://github.com/vllm-project/vllm/issues/2680",
     "Support CodeLlama-70b-Instruct-hf\n"
     "\n"
     "Hi team, \n"
     "\n"
     "CodeLlama-70b just got released, https://huggingface.co/codellama/CodeLlama-70b-Instruct-hf\n"
     "\n"
     "Can we add support for it? Thank you. \n"
     "\n"
     "I ran into issues trying to run it with vllm\n"
     "\n"
     "`\n"
     "cache_ops.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZN2at4_ops15to_dtype_layout4callERKNS_6TensorESt8"
     "optionalIN3c1010ScalarTypeEES5_INS6_6LayoutEES5_INS6_6DeviceEES5_IbEbbS5_INS6_12MemoryFormatEE\n"
     "`",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "January 2024: an old vLLM 0.2.x install whose compiled extension (cache_ops, the per-op .so files of the 0.2 "
     "wheels) was built against another PyTorch than the one the environment imports, so loading it failed on an "
     "at::_ops symbol whose C++ signature differs between torch releases. CodeLlama-70b is a plain Llama "
     "architecture vLLM already supported (simon-mo); the failure is the vLLM / torch pairing, not the model.",
     "the reporter (rliu054): 'realizing i'm using an very old version of vllm, resolved after upgrading to vllm "
     "0.2.6', after maintainer simon-mo asked which version was used and whether it was built from source; another "
     "user (gesanqiu) fixed the same symbol on 0.2.4 by pinning torch 2.1.2",
     release="an old 0.2.x (the reporter: 'a very old version'; upgrading to 0.2.6 fixed it)", gpu=None, gpus=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and description as stored (the symbol is in a one-backtick span in the source). "
          "A third commenter's 0.3.0+cu118 wheel hit the same symbol: a separate incident, left out.")

# ---------------------------------------- RUCAIBox/REAR #15: vllm 0.2.3 pinned by the repo, torch 2.4.0 installed -> vllm/_C undefined c10::cuda::SetDevice
case("rucaibox-rear-15-vllm-023-torch-240-c-so-undefined-symbol-setdevice",
     "https://github.com/RUCAIBox/REAR/issues/15",
     "ImportError: ~/.conda/envs/py39/lib/python3.9/site-packages/vllm/_C.cpython-39-x86_64-linux-gnu.so: undefined "
     "symbol: _ZN3c104cuda9SetDeviceEi\n"
     "\n"
     "`ImportError: ~/.conda/envs/py39/lib/python3.9/site-packages/vllm/_C.cpython-39-x86_64-linux-gnu.so: undefined "
     "symbol: _ZN3c104cuda9SetDeviceEi`\n"
     "在 #3 中作者提到使用 `pip install -r requirements.txt`即可解决，可是我在解决一系列包的版本冲突（特别是"
     "flash-attn==2.3.5）之后，还是报了如上所述的错误，以下是我下载的包的版本\n"
     "```\n"
     "Name: vllm\n"
     "Version: 0.2.3\n"
     "Name: transformers\n"
     "Version: 4.38.0\n"
     "Name: datasets\n"
     "Version: 2.14.3\n"
     "Name: flash-attn\n"
     "Version: 2.3.5\n"
     "Name: torch\n"
     "Version: 2.4.0\n"
     "Name: deepspeed\n"
     "Version: 0.15.5+unknown\n"
     "Name: accelerate\n"
     "Version: 0.27.2\n"
     "Name: safetensors\n"
     "Version: 0.4.5\n"
     "```\n"
     "麻烦作者抽空解答一下，非常感谢！",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "A research repository (REAR) pins vLLM 0.2.3, whose prebuilt vllm/_C was compiled against PyTorch 2.1; the "
     "reporter's environment has torch 2.4.0, whose libc10_cuda no longer exports c10::cuda::SetDevice(int) with that "
     "signature, so importing vLLM fails before any engine starts. A vLLM wheel / torch pairing problem, not the GPU "
     "or memory.",
     "the repository's maintainer (yhao-wang): the CUDA and PyTorch versions are too new; the working environment is "
     "vllm 0.2.3 with torch 2.1.2 (torchvision 0.16.0+cu121), i.e. install the torch release vLLM 0.2.3 was built "
     "for. Not confirmed by the reporter (another user: 'same issue')",
     release="0.2.3 (torch 2.4.0)", gpu=None, gpus=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and description, whole (Chinese: 'in #3 the author said pip install -r "
          "requirements.txt solves it, but after resolving a series of package version conflicts (especially "
          "flash-attn==2.3.5) I still get the error above; these are my package versions ... thanks'). The GPU is "
          "not named. The maintainer's reply with the versions is left out.")

# ---------------------------------------- AutoRAG #696: AutoRAG's vllm module on a Gemma-2 model -> XFormers does not support attention logits soft capping
case("autorag-696-gemma2-vllm-xformers-does-not-support-logits-soft-capping",
     "https://github.com/Marker-Inc-Korea/AutoRAG/issues/696",
     "[BUG] ValueError: XFormers does not support attention logits soft capping.\n"
     "\n"
     "File ~/anaconda3/envs/autorag/lib/python3.10/site-packages/vllm/model_executor/model_loader/loader.py:170, in "
     "_initialize_model(model_config, load_config, lora_config, cache_config, scheduler_config)\n"
     "    167 \\\"\\\"\\\"Initialize a model with the given configurations.\\\"\\\"\\\"\n"
     "    168 model_class, _ = get_model_architecture(model_config)\n"
     "--> 170 return build_model(\n"
     "    171     model_class,\n"
     "    172     model_config.hf_config,\n"
     "    173     cache_config=cache_config,\n"
     "    174     quant_config=_get_quantization_config(model_config, load_config),\n"
     "    175     lora_config=lora_config,\n"
     "    176     multimodal_config=model_config.multimodal_config,\n"
     "    177     scheduler_config=scheduler_config,\n"
     "    178 )\n"
     "\n"
     "File ~/anaconda3/envs/autorag/lib/python3.10/site-packages/vllm/attention/layer.py:84, in Attention.__init__(self, "
     "num_heads, head_size, scale, num_kv_heads, alibi_slopes, cache_config, quant_config, blocksparse_params, "
     "logits_soft_cap, prefix)\n"
     "     79 attn_backend = get_attn_backend(num_heads, head_size, num_kv_heads,\n"
     "     80                                 sliding_window, dtype, kv_cache_dtype,\n"
     "     81                                 block_size, blocksparse_params\n"
     "     82                                 is not None)\n"
     "     83 impl_cls = attn_backend.get_impl_cls()\n"
     "---> 84 self.impl = impl_cls(num_heads, head_size, scale, num_kv_heads,\n"
     "     85                      alibi_slopes, sliding_window, kv_cache_dtype,\n"
     "     86                      blocksparse_params, logits_soft_cap)\n"
     "\n"
     "File ~/anaconda3/envs/autorag/lib/python3.10/site-packages/vllm/attention/backends/xformers.py:422, in "
     "XFormersImpl.__init__(self, num_heads, head_size, scale, num_kv_heads, alibi_slopes, sliding_window, "
     "kv_cache_dtype, blocksparse_params, logits_soft_cap)\n"
     "    419     raise ValueError(\n"
     "    420         \\\"XFormers does not support block-sparse attention.\\\")\n"
     "    421 if logits_soft_cap is not None:\n"
     "--> 422     raise ValueError(\n"
     "    423         \\\"XFormers does not support attention logits soft capping.\\\")",
     "vllm_check_failed", {}, "attention_backend_gpu",
     "AutoRAG's vllm generator module building vllm.LLM for a Gemma-2 model (a model with attention logits "
     "soft-capping): vLLM's attention selector chose the XFormers backend for this GPU / install (XFormers is what "
     "vLLM 0.5.x-0.6.x picks below Ampere, or without its FlashAttention build), and XFormersImpl refuses "
     "logits_soft_cap, so model construction stopped during start-up. Not a memory problem.",
     "not in the stored text (closed; the thread's answer and the GPU are not stored). For this message the fixes "
     "earlier threads confirmed: a GPU of compute capability 8.0+ (FlashAttention applies the cap from 0.5.4), "
     "VLLM_ATTENTION_BACKEND=FLASHINFER with FlashInfer installed where the GPU supports it, or a release with vLLM PR "
     "#11252 (December 2024: XFormers accepts logits_soft_cap)",
     release="not stated (the frames' signatures are those of vLLM 0.5.5-0.6.x)", gpu=None, gpus=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and two stored chunks of the reporter's notebook traceback (turn 0, continued): "
          "the loader.py:170 frame, then (the build_model and model frames between them left out, not stored whole) "
          "the layer.py:84 and xformers.py:422 frames; the backslash-escaped quotes are as the stored text shows them. The model is Gemma-2 by inference from "
          "the message (logits soft-capping); the AutoRAG YAML and the earlier frames are not in the chunk.")

# ---------------------------------------- dphnAI/sonar (aphrodite-engine) #453: source install, TITAN X Pascal, WSL2 -> aphrodite._C undefined c10::cuda::ExchangeDevice
case("aphrodite-453-source-install-titan-x-pascal-undefined-symbol-exchangedevice",
     "https://github.com/dphnAI/sonar/issues/453",
     "[Installation]: Installing from source does not work. undefined symbol: _ZN3c104cuda14ExchangeDeviceEa\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "The output of `python env.py`\n"
     "```\n"
     "PyTorch version: 2.2.0+cu121\n"
     "Is debug build: False\n"
     "CUDA used to build PyTorch: 12.1\n"
     "ROCM used to build PyTorch: N/A\n"
     "OS: Ubuntu 22.04.4 LTS (x86_64)\n"
     "GCC version: (conda-forge gcc 11.3.0-19) 11.3.0\n"
     "Clang version: Could not collect\n"
     "CMake version: Could not collect\n"
     "Libc version: glibc-2.35\n"
     "Python version: 3.11.9 | packaged by conda-forge | (main, Apr 19 2024, 18:36:13) [GCC 12.3.0] (64-bit runtime)\n"
     "Python platform: Linux-5.10.16.3-microsoft-standard-WSL2-x86_64-with-glibc2.35\n"
     "Is CUDA available: True\n"
     "CUDA runtime version: 12.1.105\n"
     "CUDA_MODULE_LOADING set to: LAZY\n"
     "GPU models and configuration: GPU 0: NVIDIA TITAN X (Pascal)\n"
     "Nvidia driver version: 552.22\n"
     "\n"
     "Steps:\n"
     "1. Install from source latest commit `205c8e4106a9fc0cdc45102ea11b0eed80a807aa` with ./update-runtime.sh\n"
     "2. Try to run aphrodite with result\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
     "  File \"<frozen runpy>\", line 88, in _run_code\n"
     "  File \"/home/owen/aphrodite-engine/aphrodite/endpoints/openai/api_server.py\", line 33, in <module>\n"
     "    from aphrodite.endpoints.openai.serving_chat import OpenAIServingChat\n"
     "  File \"/home/owen/aphrodite-engine/aphrodite/endpoints/openai/serving_chat.py\", line 16, in <module>\n"
     "    from aphrodite.modeling.outlines_decoding import (\n"
     "  File \"/home/owen/aphrodite-engine/aphrodite/modeling/__init__.py\", line 2, in <module>\n"
     "    from aphrodite.modeling.loader import get_model\n"
     "  File \"/home/owen/aphrodite-engine/aphrodite/modeling/loader.py\", line 13, in <module>\n"
     "    from aphrodite.modeling.hf_downloader import (\n"
     "  File \"/home/owen/aphrodite-engine/aphrodite/modeling/hf_downloader.py\", line 21, in <module>\n"
     "    from aphrodite.modeling.layers.quantization import (get_quantization_config,\n"
     "  File \"/home/owen/aphrodite-engine/aphrodite/modeling/layers/quantization/__init__.py\", line 4, in <module>\n"
     "    from aphrodite.modeling.layers.quantization.aqlm import AQLMConfig",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "Aphrodite Engine (a vLLM fork, May 2024) installed from source at commit 205c8e4 with its update-runtime.sh on "
     "WSL2 with a TITAN X (Pascal): the compiled kernels were built against another PyTorch than the one the server "
     "imports (the env report shows torch 2.2.0+cu121), so loading the extension from the quantization layers failed "
     "on a c10::cuda::ExchangeDevice(signed char) symbol the imported libc10_cuda does not export. An extension / torch "
     "ABI mismatch at import, before any model or memory question.",
     "no fix reached in the stored text (closed). For this class of error: rebuild the kernels against the torch "
     "that is imported (or install the torch release the commit's build used), in one environment",
     release="Aphrodite Engine source build at commit 205c8e4 (May 2024; a vLLM 0.4-era fork), PyTorch 2.2.0+cu121",
     gpu="NVIDIA TITAN X (Pascal)", gpus=1,
     command="./update-runtime.sh (install from source), then running aphrodite's OpenAI api_server",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--dtype"}],
     note="Excerpt: the issue title, the head of the description's env.py report (CPU lines left out) and the "
          "reporter's comment (2024-05-07) with the steps and the traceback as stored, which stops inside "
          "aphrodite/modeling/layers/quantization/...: the error line itself is in the title only. Aphrodite's own "
          "module names (aphrodite._C), not vLLM's.")

if __name__ == "__main__":
    BATCH.write()
