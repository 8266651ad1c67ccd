"""Round-496 blind batch. The slice was vLLM start-up failures in GITHUB DISCUSSIONS of vllm-project/vllm (docs corpus),
non-memory kinds. The slice gave NO usable thread, so the round's 3 cases come from Hugging Face Space 'runtime error'
pages (also docs corpus) that surfaced on the same queries. Collected by helper wild496 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round496-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source page
only. Each excerpt is the text as the search tool's docs corpus stores the page (a Space's 'runtime error' banner: the
exit code and the tail of the container log, flattened to one line by the store); nothing was added or dropped inside
it.

Look-ups: 34 of the 40 allowed: 33 ``search`` (31 corpus=docs, 1 corpus=pages, 1 corpus=issues), no read_file /
find_string / fetch. Stopped with 6 left because ~25 queries aimed at vllm-project/vllm Discussions (exact error
strings paired with 'started this conversation in General', 'announced in Q&A', 'Replies: N comments', 'Beta Was this
translation helpful? Give feedback.', 'Marked as answer', the discussions URL prefix) returned only two vLLM
discussion pages, both already spent (#1041 used by round 489, #4398 in round 489's skip list).
**3 cases**, all one class (vLLM started in a container with no usable NVIDIA GPU / driver):
HF Space tanosugi/plamo-translate-202508 ('Device string must not be empty' after 'No platform detected' and the
libcuda.so.1 ImportError), HF Space bigcomputer/jupyter-agent ('Failed to infer device type' after 'No platform
detected'), HF Space affandes/try-zephyr ('Failed to infer device type' in the V0 MQLLMEngine process).
Every source was checked with grep -iF against /work/coord/USED_SOURCES.txt and against the round files (main and the
other worktrees) before it was used.

Sources given up (for the lead, not cases):
- The slice itself: vllm-project/vllm discussion #1041 (used, round 489) and #4398 (round 489's skip list: Windows +
  vLLM 0.4.0 'no kernel image', no answer) were the only vLLM discussions the docs corpus returned. Other projects'
  discussions that came back were not vLLM (zylon-ai/private-gpt #778 llama-cpp, ggml-org/llama.cpp #4215 / #15021,
  huggingface/autotrain-advanced #517 bitsandbytes).
- Named in earlier rounds' skip lists (not re-opened): HF neuralmagic/Mistral-Nemo-Instruct-2407-FP8 #3 (7900 XTX
  torch._scaled_mm, round 463), RedHatAI/Mistral-Small-3.2-24B-Instruct-2506-NVFP4 #1 and RedHatAI/gemma-4-26B-A4B-it-
  NVFP4 #6 (round 444), inclusionAI/Ling-3.0-flash-fp8 #8, vllm PR #9248 turn 32 (Qwen2-Audio inspection, root cause
  not shown, rounds 291 / 324), hiascend threads 0250193413724438011 and 0279188816406571245 (round 444).
- Error line beyond the stored excerpt (the search tool only returns a page's opening): HF THUDM/glm-4-9b-chat #14
  (vLLM 0.4.1 tokenizer error, TP 2; stops in the args line), AI4Chem/ChemLLM-7B-Chat-1_5-DPO #2 (vllm serve
  --trust-remote-code, traceback stops in model_is_embedding -> ModelConfig), bartowski/internlm2-chat-7b-llama #1
  (TP 2 with --engine-use-ray, stops in the args), mistralai/Ministral-8B-Instruct-2410 #6 (FastChat + vLLM tokenizer
  group, stops in get_tokenizer), neuralmagic/Meta-Llama-3.1-70B-Instruct-quantized.w8a16 #4 (-q gptq on a
  compressed-tensors checkpoint on 4x 3090 Ti, vLLM 0.5.3.post1; error only paraphrased, traceback cut).
- Cause not pinned: HF Qwen/Qwen2-Audio-7B-Instruct #10 ('Qwen2AudioForConditionalGeneration failed to be inspected'
  on vLLM 0.6.4.post1 / transformers 4.46.2, no diagnosis in the thread); HF Space convergence-ai/demo-api ('No
  supported config format found in convergence-ai/proxy-lite-3b': a public repo, so hub access / network inside the
  Space is the likely cause, but nothing pins it); HF Spaces khaled314/1111 and SumJun/llm (crash inside
  EngineArgs.add_cli_args -> get_kwargs(VllmConfig) default_factory after 'No CUDA runtime is found'; the final
  exception is cut); Leon4gr45/docker_selfhosted (UnspecifiedPlatform, final exception cut).
- Not vLLM's failure: the many HF Space banners from transformers / bitsandbytes ('No GPU found. A GPU is needed for
  quantization'), llama-cpp-python (libcudart.so.12), ctransformers; Harshithtd/MultiModalModel (KeyError HF_TOKEN in
  app.py); NVIDIA forum 'vLLM for Inference with 2 sparks' (Ray 'Tensor parallel size (2) exceeds available GPUs (1)'
  is a WARNING; the failure and its fix are not in the stored opening).

Judgement calls for the lead:
1. All three cases are Space 'runtime error' banners with no thread and no reply: the cause is read from vLLM's own
   lines, which leave little doubt (vLLM's platform probe found no CUDA: 'No platform detected, vLLM is running on
   UnspecifiedPlatform', and for plamo also 'libcuda.so.1: cannot open shared object file'). Which Space hardware was
   selected (CPU basic, or ZeroGPU where the GPU is attached only inside @spaces.GPU calls, so vLLM built at import
   time sees none) is not stored; the real_cause says so. kind/cause no_gpu_visible, as the 10 earlier fixtures with
   'No platform detected' / 'Failed to infer device type' (e.g. paddleocr-17689, dots-ocr-11, vllm-16407).
2. hf-space-tanosugi-plamo-...: the final exception is 'RuntimeError: Device string must not be empty' (torch.device
   of UnspecifiedPlatform's empty device_type in DeviceConfig.__post_init__), a variant no earlier fixture seems to
   carry (grep of tests/golden/wild found none); the preceding two vLLM lines carry the diagnosis.
3. hf-space-affandes-try-zephyr-...: the stored tail starts mid-line ('un_mp_engine ...') and has no 'No platform
   detected' line; taken because 'Failed to infer device type' in vLLM 0.6.x's DeviceConfig means no platform was
   detected. Of the three it is the weakest; the lead may drop it.
4. No numbers are printed in any excerpt (numbers = {}). gpus=None (not knowable). Versions are not printed; the
   release field gives the era read from the log's dates and vLLM's file/line layout, marked as an estimate.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round496-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_NO_GPU = _MEM + [{"flag": "--tensor-parallel-size"}]

# ---------------------------------------- HF Space tanosugi/plamo-translate-202508: vllm.LLM at app start, no libcuda -> Device string must not be empty
case("hf-space-tanosugi-plamo-translate-202508-no-libcuda-unspecified-platform-device-string-empty",
     "https://huggingface.co/spaces/tanosugi/plamo-translate-202508",
     "runtime error\n"
     "\n"
     "Exit code: 1. Reason: INFO 08-03 08:33:38 [__init__.py:239] No platform detected, vLLM is running on "
     "UnspecifiedPlatform WARNING 08-03 08:33:39 [_custom_ops.py:20] Failed to import from vllm._C with "
     "ImportError('libcuda.so.1: cannot open shared object file: No such file or directory') Traceback (most recent "
     "call last): File \"/home/user/app/app.py\", line 5, in <module> llm = vllm.LLM( File "
     "\"/usr/local/lib/python3.10/site-packages/vllm/entrypoints/llm.py\", line 273, in __init__ self.llm_engine = "
     "LLMEngine.from_engine_args( File \"/usr/local/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 490, "
     "in from_engine_args vllm_config = engine_args.create_engine_config(usage_context) File "
     "\"/usr/local/lib/python3.10/site-packages/vllm/engine/arg_utils.py\", line 1002, in create_engine_config "
     "device_config = DeviceConfig( File \"/usr/local/lib/python3.10/site-packages/pydantic/_internal/_dataclasses.py\", "
     "line 123, in __init__ s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s) File "
     "\"/usr/local/lib/python3.10/site-packages/vllm/config.py\", line 2591, in __post_init__ self.device = "
     "torch.device(self.device_type) RuntimeError: Device string must not be empty\n"
     "\n"
     "Container logs:\n"
     "\n"
     "Fetching error logs...",
     "no_gpu_visible", {}, "no_gpu_visible",
     "A Hugging Face Space (a PLaMo translation demo) builds vllm.LLM(...) at import of app.py, but the Space container "
     "has no NVIDIA driver library (libcuda.so.1 missing, so vllm._C cannot load) and vLLM's platform probe finds no "
     "CUDA ('No platform detected, vLLM is running on UnspecifiedPlatform'); DeviceConfig then calls torch.device('') "
     "with the unspecified platform's empty device type and dies. The Space runs without a visible GPU (CPU hardware, "
     "or a GPU that is not attached at import time); not a memory, model or version problem.",
     "no fix in the stored page (a Space status banner, no thread). What the message calls for: run the Space on GPU "
     "hardware whose driver is visible to the container when the engine is built (on ZeroGPU, vLLM cannot be built at "
     "import time)",
     release="not printed (a mid-2025 release: '[__init__.py:239]' logger format and the pydantic DeviceConfig; log "
             "dated 08-03)",
     gpu=None, gpus=None, command=None,
     forbidden=_NO_GPU,
     note="Excerpt: the Space's whole 'runtime error' banner as the docs corpus stores it (the store flattens the log "
          "to one line). No command beyond 'llm = vllm.LLM(' in app.py line 5; the model is not named in the stored "
          "text (the Space name says PLaMo translate).")

# ---------------------------------------- HF Space bigcomputer/jupyter-agent: LLM(Qwen2.5-Coder-7B, enable_lora) at import, no platform -> Failed to infer device type
case("hf-space-bigcomputer-jupyter-agent-qwen25-coder-7b-no-platform-failed-to-infer-device-type",
     "https://huggingface.co/spaces/bigcomputer/jupyter-agent",
     "runtime error\n"
     "\n"
     "Exit code: 1. Reason: INFO 02-23 13:36:46 __init__.py:211] No platform detected, vLLM is running on "
     "UnspecifiedPlatform Traceback (most recent call last): File \"/home/user/app/app.py\", line 19, in <module> from "
     "utils import ( File \"/home/user/app/utils.py\", line 13, in <module> BASE_MODEL = "
     "LLM(model=\"Qwen/Qwen2.5-Coder-7B-Instruct\", enable_lora=True) File "
     "\"/usr/local/lib/python3.10/site-packages/vllm/utils.py\", line 1022, in inner return fn(*args, **kwargs) File "
     "\"/usr/local/lib/python3.10/site-packages/vllm/entrypoints/llm.py\", line 242, in __init__ self.llm_engine = "
     "self.engine_class.from_engine_args( File \"/usr/local/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", "
     "line 486, in from_engine_args engine_config = engine_args.create_engine_config(usage_context) File "
     "\"/usr/local/lib/python3.10/site-packages/vllm/engine/arg_utils.py\", line 1126, in create_engine_config "
     "device_config = DeviceConfig(device=self.device) File \"/usr/local/lib/python3.10/site-packages/vllm/config.py\", "
     "line 1660, in __init__ raise RuntimeError(\"Failed to infer device type\") RuntimeError: Failed to infer device "
     "type\n"
     "\n"
     "Container logs:\n"
     "\n"
     "Fetching error logs...",
     "no_gpu_visible", {}, "no_gpu_visible",
     "A Hugging Face Space (Jupyter Agent) builds LLM(model='Qwen/Qwen2.5-Coder-7B-Instruct', enable_lora=True) at "
     "module import (utils.py line 13). vLLM's platform probe finds no CUDA device in the container ('No platform "
     "detected, vLLM is running on UnspecifiedPlatform'), so DeviceConfig cannot pick a device and raises 'Failed to "
     "infer device type'. No GPU was visible to the process when the engine was built (CPU hardware, or ZeroGPU "
     "where the GPU is attached only inside @spaces.GPU calls); not a memory or model problem.",
     "no fix in the stored page (a Space status banner, no thread). What the message calls for: run on hardware with "
     "a GPU visible at start-up, or build the engine only where the GPU is attached",
     release="not printed (an early-2025 V0-era release: '__init__.py:211' platform line, vllm/utils.py 'inner' "
             "deprecation wrapper on LLM.__init__; log dated 02-23)",
     gpu=None, gpus=None,
     command="LLM(model=\"Qwen/Qwen2.5-Coder-7B-Instruct\", enable_lora=True)",
     forbidden=_NO_GPU + [{"flag": "--enable-lora"}],
     note="Excerpt: the Space's whole 'runtime error' banner as stored (flattened to one line by the store). The "
          "command is the LLM(...) call the traceback shows, not a CLI. --enable-lora is forbidden because LoRA has "
          "nothing to do with the failure.")

# ---------------------------------------- HF Space affandes/try-zephyr: V0 MQLLMEngine, Python 3.9 user install -> Failed to infer device type
case("hf-space-affandes-try-zephyr-mqllmengine-failed-to-infer-device-type",
     "https://huggingface.co/spaces/affandes/try-zephyr",
     "runtime error\n"
     "\n"
     "Exit code: 1. Reason: un_mp_engine ERROR 11-30 23:33:40 engine.py:366] engine = "
     "MQLLMEngine.from_engine_args(engine_args=engine_args, ERROR 11-30 23:33:40 engine.py:366] File "
     "\"/home/user/.local/lib/python3.9/site-packages/vllm/engine/multiprocessing/engine.py\", line 114, in "
     "from_engine_args ERROR 11-30 23:33:40 engine.py:366] engine_config = engine_args.create_engine_config() ERROR "
     "11-30 23:33:40 engine.py:366] File \"/home/user/.local/lib/python3.9/site-packages/vllm/engine/arg_utils.py\", "
     "line 958, in create_engine_config ERROR 11-30 23:33:40 engine.py:366] device_config = "
     "DeviceConfig(device=self.device) Process SpawnProcess-1: ERROR 11-30 23:33:40 engine.py:366] File "
     "\"/home/user/.local/lib/python3.9/site-packages/vllm/config.py\", line 1208, in __init__ ERROR 11-30 23:33:40 "
     "engine.py:366] raise RuntimeError(\"Failed to infer device type\") ERROR 11-30 23:33:40 engine.py:366] "
     "RuntimeError: Failed to infer device type Traceback (most recent call last): File "
     "\"/usr/local/lib/python3.9/multiprocessing/process.py\", line 315, in _bootstrap self.run() File "
     "\"/usr/local/lib/python3.9/multiprocessing/process.py\", line 108, in run self._target(*self._args, "
     "**self._kwargs) File \"/home/user/.local/lib/python3.9/site-packages/vllm/engine/multiprocessing/engine.py\", "
     "line 368, in run_mp_engine raise e File "
     "\"/home/user/.local/lib/python3.9/site-packages/vllm/engine/multiprocessing/engine.py\", line 357, in "
     "run_mp_engine engine = MQLLMEngine.from_engine_args(engine_args=engine_args",
     "no_gpu_visible", {}, "no_gpu_visible",
     "A Hugging Face Space ('try-zephyr') starts vLLM's OpenAI server (the V0 multiprocessing MQLLMEngine in a spawned "
     "process, vLLM pip-installed for Python 3.9). DeviceConfig(device='auto') finds no platform with a device and "
     "raises 'Failed to infer device type': the Space container has no visible NVIDIA GPU (CPU hardware, or a GPU not "
     "attached at start), so vLLM's CUDA platform was never detected. Not a memory or model problem.",
     "no fix in the stored page (a Space status banner, no thread). What the message calls for: run on GPU hardware "
     "whose driver the container sees",
     release="not printed (late 2024, V0 MQLLMEngine: engine.py:366 / arg_utils.py 958 / config.py 1208; log dated "
             "11-30)",
     gpu=None, gpus=None, command=None,
     forbidden=_NO_GPU,
     note="Excerpt: the banner as the docs corpus's stored excerpt shows it; it starts mid-line ('un_mp_engine') "
          "where the Space's banner tail begins and stops inside the second traceback, where the stored excerpt ends. "
          "No 'No platform detected' line is in the stored tail (judgement call 3 in the docstring). The model is not "
          "named (the Space name says Zephyr).")

BATCH.write()
