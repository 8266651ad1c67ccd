"""Round-55 blind batch: vLLM launch failures from the LOCAL archive of vLLM GitHub issue bodies
(/work/.mirror/yunwei37+vllm-exp/repo, bug-study/**/issues.json: number, title and body, no comments), collected by
helper wild55 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round55-blind"``;
the lead grades it once (``python tests/wild_grade.py round55``). A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as rounds 27-29 and 42-44: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite, and did not read kvroom's source (src/, tests/*.py); every expectation (kind, printed numbers, cause, fixes
that would be wrong for that user) was written from the issue body alone. The archive keeps no comments, so a case was
taken only where the pasted log ITSELF (with the command / environment lines the reporter pasted, and his own words)
makes the cause conclusive; each ``fix_that_worked`` is the fix the log points to, marked "(no comment stored)".
Excerpts are the body as stored (markdown fences and the reporters' ``**`` kept, Windows line ends dropped); where lines
in between were dropped the excerpt shows ``...`` and the note says so; caret-only lines of Python 3.11+ tracebacks
(``^^^^``) are left out.

Slice and order: the archive's 1,416 distinct vLLM issues (every issues.json under bug-study/ whose path names vllm
that the bare git directory holds; deduplicated by number, longest body kept), LESS every issue number in
/work/coord/USED_SOURCES.txt (vLLM tracker urls, vllm#N / vllm-N), every number in /work/coord/GRADES.txt, every
vllm-<number> fixture id (and vLLM issue url) in tests/golden/wild/, every #N / vllm#N in tests/golden/wild/BLIND.md and
every #N / vllm-N / vllm#N in the docstrings of tools/wild_cases_round42.py, round43.py and round44.py (1,292 numbers
removed, 257 of them in the archive), LESS bodies with no error / exception / traceback word: **378 candidates**,
sorted by number and SHUFFLED with ``random.Random(55).shuffle`` (fixed seed 55). The shuffled list was read in that
order: titles and error lines of all 378, bodies opened for every one that looked like a launch failure. Cases were
taken as they came up to position 292 of 378 (#8654), where the 15th case was reached; positions 293-377 were only
scanned (title + error lines), not taken. Look-ups: none of the search / find_string / read_file / fetch tools (the
session's budget was spent); only ``git show`` on the local mirror, grep on the coordination files and local Python.

**No memory case.** A scan of all 378 candidates for OOM / KV-cache / free-memory / Mamba / derived-length texts found
only capacity lines ("reserved for KV Cache", "CUDA graphs can take additional 1~3 GiB") in bodies that die of
something else, or serving-time OOM talk (#12610, #8881, #2310); no launch died of memory in this slice. 15 of 15 cases
are non-memory; the archive's memory bodies were taken by earlier rounds.

Passed over in order (launch-looking, but not taken): #4268 (LLVM SmallVector assert on MI250, no traceback), #9307
(docker build wheel-size check, not a launch), #8243 (NotImplementedError from Platform.get_device_capability in the
0.6.0 container on Kubernetes: which platform vLLM detected, and why, is not in the body), #12179 (TPU v4-32 slice
"Expected 16 worker addresses, got 8" with two of four hosts: conclusive, but no kind or cause in README's vocabulary
comes near a TPU slice topology), #11986 (``--device cpu`` on a CUDA build -> CUDA Worker under the CPU executor,
"unexpected keyword argument 'kv_cache_dtype'": a flag misuse no kind or cause names), #16009 (worker exception that
would not unpickle: root cause hidden), #8745 (transformers_modules name cut at a dot: cause not in the body), #3611
(error in a screenshot), #9070 (no error for the TP sizes), #16243 (v6e "Failed to get global TPU topology", one line),
#14601 (cutlass_scaled_mm "Error Internal" on L20: not settled), #11266 (no error line), #2640 (dev-branch Worker
signature), #1733 ("'builtins.safe_open' object is not iterable" on a main-branch build: a vLLM main bug or an old
safetensors, not settled), #13678 (ROCm Mamba2 import, the log cut mid-line), #2325 (an NVML notice, no failure),
#2386 (merged Mixtral KeyError 'model.embed_tokens.weight': not settled), #17875 (fails at the first request),
#5594 (NumPy 2.0 warnings only, no failure pasted), #7993 (GGUF without extension on a machine that also lacks CUDA:
two stories), #17337 (log cut before the error), #5465 (cuDNN "GET was unable to find an engine": not settled).

Judgement calls for the lead (each case's ``note`` says more):
1. Kinds that do not fit exactly, the closest used: the Marlin 2:4 kernel's "prob_m = 1152 is not divisible by
   thread_m = 512" at TP 4 (vllm-8654) -> tp_not_divisible (the qkv slice a TP split made; alt. quantization_kernel_bug);
   vLLM 0.5.1's Gemma-2 "Please use Flashinfer backend for models with logits_soft_cap" on AMD (vllm-6218) -> vllm_check_failed with cause
   attention_backend_gpu (no backend of the release takes the layer on ROCm); argparse's "invalid choice: 'hqq'" for
   --quantization (vllm-2871) -> quantization_method_unknown (the argparse form of the refusal); the broken OpenCV
   install (vllm-11683) and the old jsonschema (vllm-6486) -> dependency_version_mismatch; AutoAWQ's Marlin-format
   export read by vLLM's AWQ loader, "start (0) + length (14336) exceeds dimension size (896)" (vllm-3392) ->
   weight_loading_mismatch.
2. Bare raises / asserts of vLLM's own code with no message: vllm-20647 (``assert isinstance(layer,
   DeepseekV2DecoderLayer)`` with PP in 0.9.2) and vllm-12522 (``raise NotImplementedError`` in CudaPlatform for V1 +
   --num-scheduler-steps in 0.7.0) -> vllm_check_failed; the cause is read from the code path plus the command.
3. Errors quoted in prose only (feature requests): vllm-6218, vllm-10343 (TPU Pallas head size), vllm-16905 (GGUF
   deci / olmo2 in transformers' GGUF reader), vllm-2871 (the argparse line is pasted).
4. vllm-6486 shows TWO blockers: the launch dies importing jsonschema.protocols (old jsonschema), and the same log
   warns that vllm/_C.abi3.so needs GLIBC_2.32 on an Ubuntu 20.04 (glibc 2.31) host, which would break vLLM's kernels
   next; the expected cause is the fatal one (dependency_version_mismatch), glibc_too_old the alternative.
5. vllm-4953: the TP size is not printed; the reporter's "4*A6000 server" and the Ray executor in the trace are read as
   TP 4 over Phi-3-medium's 10 KV heads (a fact of the model's config.json, not printed).
6. vllm-19991 runs on AMD (rocm/vllm 0.9.0.1 image, GPU not named): "method": "eagle" with an EAGLE-3 draft.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round55-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ [19] RDNA2 W6800: Triton flash-attention stack frame
case("vllm-5696-w6800-triton-fa-stack-frame", "https://github.com/vllm-project/vllm/issues/5696",
     'PyTorch version: 2.1.1+git011de5c\n...\nGPU models and configuration: AMD Radeon PRO W6800NoGCNArchNameOnOldPyTorch\n...\nHIP runtime version: 6.0.32830\n...\nROCM Version: 6.0.32830-d62f6a171\n...\nvLLM Version: 0.5.0.post1\n...\n>>> from transformers import AutoTokenizer\n>>> from vllm import LLM, SamplingParams\n>>> tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2-7B-Instruct")\nSpecial tokens have been added in the vocabulary, make sure the associated word embeddings are fine-tuned or trained.\n>>> sampling_params = SamplingParams(temperature=0.7, top_p=0.8, repetition_penalty=1.05, max_tokens=512)\n>>> llm = LLM(model="Qwen/Qwen2-7B-Instruct")\n/opt/conda/envs/py_3.9/lib/python3.9/site-packages/huggingface_hub/file_download.py:1132: FutureWarning: `resume_download` is deprecated and will be removed in version 1.0.0. Downloads always resume when possible. If you want to force a new download, use `force_download=True`.\n  warnings.warn(\nINFO 06-20 00:34:54 llm_engine.py:164] Initializing an LLM engine (v0.5.0.post1) with config: model=\'Qwen/Qwen2-7B-Instruct\', speculative_config=None, tokenizer=\'Qwen/Qwen2-7B-Instruct\', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, rope_scaling=None, rope_theta=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=32768, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda, decoding_config=DecodingConfig(guided_decoding_backend=\'outlines\'), observability_config=ObservabilityConfig(otlp_traces_endpoint=None), seed=0, served_model_name=Qwen/Qwen2-7B-Instruct)\nSpecial tokens have been added in the vocabulary, make sure the associated word embeddings are fine-tuned or trained.\n/opt/conda/envs/py_3.9/lib/python3.9/site-packages/torch/cuda/__init__.py:611: UserWarning: Can\'t initialize NVML\n  warnings.warn("Can\'t initialize NVML")\nINFO 06-20 00:34:55 selector.py:133] flash_attn is not supported on NAVI GPUs.\nINFO 06-20 00:34:55 selector.py:57] Using ROCmFlashAttention backend.\nWARNING 06-20 00:34:55 __init__.py:104] Model architecture Qwen2ForCausalLM is partially supported by ROCm: Sliding window attention is not yet supported in ROCm\'s flash attention\nINFO 06-20 00:34:56 selector.py:133] flash_attn is not supported on NAVI GPUs.\nINFO 06-20 00:34:56 selector.py:57] Using ROCmFlashAttention backend.\nINFO 06-20 00:34:56 weight_utils.py:218] Using model weights format [\'*.safetensors\']\nINFO 06-20 00:38:45 model_runner.py:160] Loading model weights took 14.2487 GB\n\n**error: triton_flash_attention.py:211:0: stack frame size (556488) exceeds limit (262112) in function \'attn_fwd_0d1d2d3de45de6d7de8de9de10c11de12de13de14c15de16de17de18c19de20de21de22c23de24de25de26de27d28d29303132de\'**',
     "no_attention_backend", {}, "attention_backend_gpu",
     "On a Radeon PRO W6800 (RDNA2, gfx1030) vLLM 0.5.0.post1 on ROCm 6.0 skips CK flash_attn ('not supported on NAVI "
     "GPUs') and uses ROCmFlashAttention's Triton kernel; after the weights load (14.25 GB), the profile run compiles "
     "attn_fwd for gfx1030 and LLVM refuses it: a 556488-byte stack frame over the 262112 limit. The Triton "
     "flash-attention kernel cannot be built for this GPU; the engine dies before the KV cache is sized.",
     "(no comment stored) VLLM_USE_TRITON_FLASH_ATTN=0, so vLLM's ROCm backend uses its naive / PyTorch SDPA attention "
     "instead of the Triton kernel on RDNA",
     release="0.5.0.post1", gpu="AMD Radeon PRO W6800", gpus=1,
     forbidden=NO_MEMORY_FIX,
     note="environment lines kept (torch, GPU, HIP, ROCm, vLLM) and the Python session from the 'Describe the bug' "
          "block; the CPU / library lines between them dropped (shown '...'). The error line keeps the reporter's "
          "bold markers. README's no_attention_backend row names this LLVM text with cause attention_backend_gpu")

# ------------------------------------------------------------------ [46] 0.9.2 DeepSeek-V2 + pipeline parallel assert
case("vllm-20647-deepseek-v2-lite-pp-missing-layer-assert", "https://github.com/vllm-project/vllm/issues/20647",
     'GPU 0: NVIDIA L4\nGPU 1: NVIDIA L4\nGPU 2: NVIDIA L4\nGPU 3: NVIDIA L4\n...\nvLLM Version                 : 0.9.2\n...\n```bash\nuv pip install "vllm==0.9.2"\nvllm serve deepseek-ai/DeepSeek-V2-Lite \\\n  --trust-remote-code \\\n  --max-model-len=1024 --enforce-eager \\\n  --tensor-parallel-size=2 --pipeline-parallel-size=2 # PP>1 causes error\n```\n\nexception:\n```\n(VllmWorker rank=0 pid=20455) ERROR 07-08 15:41:43 [multiproc_executor.py:487]   File "/home/ray/anaconda3/lib/python3.11/site-packages/vllm/model_executor/model_loader/utils.py", l\nine 64, in initialize_model\n(VllmWorker rank=0 pid=20455) ERROR 07-08 15:41:43 [multiproc_executor.py:487]     return model_class(vllm_config=vllm_config, prefix=prefix)\n(VllmWorker rank=0 pid=20455) ERROR 07-08 15:41:43 [multiproc_executor.py:487]   File "/home/ray/anaconda3/lib/python3.11/site-packages/vllm/model_executor/models/deepseek_v2.py", l\nine 743, in __init__\n(VllmWorker rank=0 pid=20455) ERROR 07-08 15:41:43 [multiproc_executor.py:487]     assert isinstance(layer, DeepseekV2DecoderLayer)\n```\nand `type(layer)` is `<class \'vllm.model_executor.models.utils.PPMissingLayer\'>`',
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.9.2's DeepseekV2 model class asserts in __init__ that every entry of its layer list is a "
     "DeepseekV2DecoderLayer, but with --pipeline-parallel-size 2 the layers owned by the other stage are "
     "PPMissingLayer placeholders (the reporter printed type(layer)); a regression of 0.9.2 (he points at PR #18343): "
     "DeepSeek-V2 cannot be built with PP > 1 in that release, whatever the memory.",
     "(no comment stored) leave pipeline parallelism off: --tensor-parallel-size 4 --pipeline-parallel-size 1 on the "
     "four L4s (DeepSeek-V2-Lite's 16 heads divide by 4), or a later release without the assert",
     release="0.9.2", gpu="NVIDIA L4", gpus=4,
     command="vllm serve deepseek-ai/DeepSeek-V2-Lite --trust-remote-code --max-model-len=1024 --enforce-eager "
             "--tensor-parallel-size=2 --pipeline-parallel-size=2",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="judgement call 2: the four GPU lines and the vLLM version line of collect_env kept, the rest dropped "
          "('...'); the command and the traceback tail as pasted (the log's own wrapped 'l\\nine' lines kept). "
          "The assert is bare: no AssertionError line is printed")

# ------------------------------------------------------------------ [93] Gemma-2 on AMD, 0.5.1: FlashInfer-only soft cap
case("vllm-6218-gemma2-rocm-flashinfer-softcap", "https://github.com/vllm-project/vllm/issues/6218",
     "This could be question rather than a feature request.\n\nflashinfer is not supported for AMD GPUs and it's not currently planned until a [later version](https://github.com/flashinfer-ai/flashinfer/issues/19), \n\nIs there a way to run Gemma 2 models on AMD (I'm getting `ValueError: Please use Flashinfer backend for models withlogits_soft_cap (i.e., Gemma-2). Otherwise, the output might be wrong. Set Flashinfer backend by export VLLM_ATTENTION_BACKEND=FLASHINFER.` even though I set the env var. I wanted to give it a try and remove the [validation](https://github.com/vllm-project/vllm/blob/v0.5.1/vllm/attention/selector.py#L137-L147) but it fails with None type because of [import error](https://github.com/vllm-project/vllm/blob/v0.5.1/vllm/attention/backends/flashinfer.py#L4-L11)) ?\n\nOr is there an alternative that can be used?",
     "vllm_check_failed", {}, "attention_backend_gpu",
     "vLLM 0.5.1 lets Gemma-2 (attention logits soft-capping) run only on the FlashInfer backend and raises this "
     "ValueError for any other backend; FlashInfer has no AMD/ROCm build, so on an AMD GPU no attention backend of the "
     "release can take Gemma-2's layers (setting VLLM_ATTENTION_BACKEND=FLASHINFER does not help: the FlashInfer "
     "import fails, as the reporter found when he removed the check).",
     "(no comment stored) nothing inside 0.5.1 on AMD: a later vLLM whose ROCm attention applies the soft cap, or an "
     "NVIDIA GPU with FlashInfer installed",
     release="0.5.1 (the author links v0.5.1's selector.py / flashinfer.py)", gpu="AMD (not named)", gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement calls 1 and 3: a [Feature] question; the error is quoted inline in prose ('withlogits_soft_cap' "
          "is the author's / vLLM's spacing). Kind vllm_check_failed (vLLM's own raise, 0.5.x); cause "
          "attention_backend_gpu as the closest story (the backend that takes the layer does not exist for this "
          "GPU platform). Which later release first ran Gemma-2 on ROCm is not in the body")

# ------------------------------------------------------------------ [95] A10G, Ubuntu 20.04: old jsonschema (+ glibc)
case("vllm-6486-a10g-jsonschema-protocols-glibc", "https://github.com/vllm-project/vllm/issues/6486",
     'OS: Ubuntu 20.04.5 LTS (x86_64)\n...\nLibc version: glibc-2.31\n...\nPython version: 3.8.10 (default, Jun 22 2022, 20:18:18)  [GCC 9.4.0] (64-bit runtime)\n...\nGPU models and configuration: GPU 0: NVIDIA A10G\n...\nvLLM Version: 0.5.2\n...\n```\npython3 -m vllm.entrypoints.openai.api_server --model meta-llama/Meta-Llama-3-8B-Instruct\n```\n...\n```\nWARNING 07-16 22:59:22 _custom_ops.py:14] Failed to import from vllm._C with ImportError("/lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.32\' not found (required by /home/ubuntu/.local/lib/python3.8/site-packages/vllm/_C.abi3.so)")\nTraceback (most recent call last):\n  File "/usr/lib/python3.8/runpy.py", line 194, in _run_module_as_main\n    return _run_code(code, main_globals, None,\n  File "/usr/lib/python3.8/runpy.py", line 87, in _run_code\n    exec(code, run_globals)\n  File "/home/ubuntu/.local/lib/python3.8/site-packages/vllm/entrypoints/openai/api_server.py", line 33, in <module>\n    from vllm.entrypoints.openai.serving_chat import OpenAIServingChat\n  File "/home/ubuntu/.local/lib/python3.8/site-packages/vllm/entrypoints/openai/serving_chat.py", line 28, in <module>\n    from vllm.model_executor.guided_decoding import (\n  File "/home/ubuntu/.local/lib/python3.8/site-packages/vllm/model_executor/guided_decoding/__init__.py", line 6, in <module>\n    from vllm.model_executor.guided_decoding.lm_format_enforcer_decoding import (\n  File "/home/ubuntu/.local/lib/python3.8/site-packages/vllm/model_executor/guided_decoding/lm_format_enforcer_decoding.py", line 15, in <module>\n    from vllm.model_executor.guided_decoding.outlines_decoding import (\n  File "/home/ubuntu/.local/lib/python3.8/site-packages/vllm/model_executor/guided_decoding/outlines_decoding.py", line 13, in <module>\n    from vllm.model_executor.guided_decoding.outlines_logits_processors import (\n  File "/home/ubuntu/.local/lib/python3.8/site-packages/vllm/model_executor/guided_decoding/outlines_logits_processors.py", line 24, in <module>\n    from outlines.caching import cache\n  File "/home/ubuntu/.local/lib/python3.8/site-packages/outlines/__init__.py", line 2, in <module>\n    import outlines.generate\n  File "/home/ubuntu/.local/lib/python3.8/site-packages/outlines/generate/__init__.py", line 6, in <module>\n    from .json import json\n  File "/home/ubuntu/.local/lib/python3.8/site-packages/outlines/generate/json.py", line 7, in <module>\n    from outlines.fsm.json_schema import build_regex_from_schema, get_schema_from_signature\n  File "/home/ubuntu/.local/lib/python3.8/site-packages/outlines/fsm/json_schema.py", line 7, in <module>\n    from jsonschema.protocols import Validator\nModuleNotFoundError: No module named \'jsonschema.protocols\'\n```',
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "`pip install vllm` (0.5.2) into ~/.local on Ubuntu 20.04 / Python 3.8: the API server imports outlines, whose "
     "json_schema module needs `jsonschema.protocols` (jsonschema 4.x), but the jsonschema found is older (the "
     "distro's 3.x); the launch dies at import. The same log shows a second blocker: vllm/_C.abi3.so needs "
     "GLIBC_2.32 and the host has glibc 2.31, so vLLM's compiled ops would not load either.",
     "(no comment stored) pip install -U 'jsonschema>=4' (user site), and for the _C warning a host with glibc >= 2.32 "
     "(Ubuntu 22.04) or the vllm/vllm-openai container",
     release="0.5.2", gpu="NVIDIA A10G", gpus=1,
     command="python3 -m vllm.entrypoints.openai.api_server --model meta-llama/Meta-Llama-3-8B-Instruct",
     forbidden=NO_MEMORY_FIX,
     note="judgement call 4: collect_env's OS, libc, Python, GPU and vLLM lines kept, the rest dropped ('...'); the "
          "command and the whole traceback as pasted. glibc_too_old is the alternative cause (the warning line)")

# ------------------------------------------------------------------ [102] --quantization hqq refused by argparse
case("vllm-2871-hqq-invalid-quantization-choice", "https://github.com/vllm-project/vllm/issues/2871",
     "As we have a few models with Half-Quadratic Quantization (HQQ) out there, VLLM should also support them:\n\n```sh\napi_server.py: error: argument --quantization/-q: invalid choice: 'hqq' (choose from 'awq', 'gptq', 'squeezellm', None)\n```",
     "quantization_method_unknown", {}, "quantization_method_unknown",
     "The release's --quantization accepts only awq, gptq and squeezellm (vLLM 0.2.x-0.3.x, February 2024); HQQ "
     "(Half-Quadratic Quantization) is not a method it knows, so the API server's argument parser refuses the flag "
     "before anything loads.",
     "(no comment stored) none in that release: a later vLLM whose quantization list has 'hqq' (the checkpoint's own "
     "format, mobiuslabs' HQQ Mixtral with 2-bit experts, may still need conversion)",
     release="not stated (choices awq/gptq/squeezellm: 0.2.x to 0.3.2)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 1: the whole body; a feature request. argparse's 'invalid choice' is the parser-level form "
          "of 'Unknown quantization method'")

# ------------------------------------------------------------------ [104] GGUF olmo2 / deci not in transformers' reader
case("vllm-16905-gguf-olmo2-deci-architecture", "https://github.com/vllm-project/vllm/issues/16905",
     'GPU models and configuration: GPU 0: NVIDIA H100 PCIe\n...\nvLLM Version: 0.8.4\n...\nI tried several models to run in latest vllm, but although the vllm documentation says the model is supported, during runtime it says the architecture is not yet supported. It seems that there is a mismatch between the expected model identifier and the actual one found. The documentation e.g. says OLMo2, but in the error message it says olmo2.\nI use the official GGUF from AllenAI. Therefore, it should not be the problem of the model. \nThe same applies for Nvidia Nemotron. The vllm documentation says DeciLM is supported, but during runtime it says GGUF model with architecture deci is not supported yet.\nQwen QwQ on the other hand is loading without any problems with the same setup. \n\nfrom huggingface_hub import hf_hub_download\nfrom vllm import LLM, SamplingParams\nmodel_id = "allenai/OLMo-2-0325-32B-Instruct"\nrepo_id = "allenai/OLMo-2-0325-32B-Instruct-GGUF"\nfilename = "OLMo-2-0325-32B-Instruct-Q4_K_S.gguf"\nmodel = hf_hub_download(repo_id, filename=filename)\nllm = LLM(model=model,\n              tokenizer=model_id, max_model_len = 8192,\n              gpu_memory_utilization=0.80)',
     "architecture_unsupported", {}, "architecture_unsupported",
     "vLLM 0.8.4 builds a GGUF file's config through transformers' GGUF loader, and the installed transformers has no "
     "GGUF mapping for the 'olmo2' (OLMo-2 GGUF from AllenAI) or 'deci' (Nemotron / DeciLM GGUF) architectures: "
     "'GGUF model with architecture deci is not supported yet'. vLLM itself supports OLMo2 and DeciLM from their "
     "safetensors checkpoints; the refusal is the GGUF path's, not the model registry's.",
     "(no comment stored) serve the original safetensors checkpoint (allenai/OLMo-2-0325-32B-Instruct) instead of the "
     "GGUF, or a transformers release whose GGUF loader maps the architecture",
     release="0.8.4", gpu="NVIDIA H100 PCIe", gpus=1,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 3: the GPU and vLLM version lines of collect_env and the 'Describe the bug' block as stored; "
          "the error is retold in the reporter's words (no traceback pasted), its text is transformers' GGUF "
          "refusal that README's architecture_unsupported row names")

# ------------------------------------------------------------------ [136] TPU Pallas: head size 64
case("vllm-10343-tpu-pallas-head-size-64", "https://github.com/vllm-project/vllm/issues/10343",
     "I would like to serve smaller models (e.g facebook/opt-125m) using VLLM on TPU. I can't do this currently because the Pallas backend has the limitation `NotImplementedError: Head size must be a multiple of 128`. I can't find a reason why this limitation is in place, and it would be great to be able to remove it with a flag or entirely. If my understanding is incorrect and there is a reason to have this limitation in place, please let me know! Thanks for your work on VLLM.",
     "head_size_unsupported", {}, "head_size_unsupported",
     "vLLM's TPU backend (Pallas attention) raises NotImplementedError for head sizes that are not a multiple of 128; "
     "facebook/opt-125m has 12 heads of 64 (hidden 768), so it cannot start on TPU.",
     "(no comment stored) none for that model on TPU in that release: a model whose head size is a multiple of 128, or "
     "a GPU backend that takes head size 64",
     release="not stated (November 2024, ~0.6.4)", gpu="TPU (type not stated)", gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 3: a [Feature] request; the one sentence quoting the error, the rest of the request left "
          "out. The head size 64 is opt-125m's config, not printed")

# ------------------------------------------------------------------ [151] 0.2.2 wheel (CUDA 12) under torch cu118
case("vllm-1738-vllm022-cu121-wheel-torch-cu118", "https://github.com/vllm-project/vllm/issues/1738",
     'BUG python -m vllm.entrypoints.openai.api_server --model /workspace/api/models/Qwen/Qwen-7B-Chat/ --trust-remote-code  vllm==0.2.2 torch2.1.0+cuda118\nTraceback (most recent call last):\n  File "/usr/lib/python3.8/runpy.py", line 185, in _run_module_as_main\n    mod_name, mod_spec, code = _get_module_details(mod_name, _Error)\n  File "/usr/lib/python3.8/runpy.py", line 111, in _get_module_details\n    __import__(pkg_name)\n  File "/usr/local/lib/python3.8/dist-packages/vllm/__init__.py", line 3, in <module>\n    from vllm.engine.arg_utils import AsyncEngineArgs, EngineArgs\n  File "/usr/local/lib/python3.8/dist-packages/vllm/engine/arg_utils.py", line 6, in <module>\n    from vllm.config import (CacheConfig, ModelConfig, ParallelConfig,\n  File "/usr/local/lib/python3.8/dist-packages/vllm/config.py", line 9, in <module>\n    from vllm.utils import get_cpu_memory\n  File "/usr/local/lib/python3.8/dist-packages/vllm/utils.py", line 8, in <module>\n    from vllm import cuda_utils\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory\n\nTraceback (most recent call last):\n  File "/usr/lib/python3.8/runpy.py", line 194, in _run_module_as_main\n    return _run_code(code, main_globals, None,\n  File "/usr/lib/python3.8/runpy.py", line 87, in _run_code\n    exec(code, run_globals)\n  File "/usr/local/lib/python3.8/dist-packages/vllm/entrypoints/openai/api_server.py", line 646, in <module>\n    engine = AsyncLLMEngine.from_engine_args(engine_args)\n  File "/usr/local/lib/python3.8/dist-packages/vllm/engine/async_llm_engine.py", line 486, in from_engine_args\n    engine = cls(parallel_config.worker_use_ray,\n  File "/usr/local/lib/python3.8/dist-packages/vllm/engine/async_llm_engine.py", line 269, in __init__\n    self.engine = self._init_engine(*args, **kwargs)\n  File "/usr/local/lib/python3.8/dist-packages/vllm/engine/async_llm_engine.py", line 305, in _init_engine\n    return engine_class(*args, **kwargs)\n  File "/usr/local/lib/python3.8/dist-packages/vllm/engine/llm_engine.py", line 110, in __init__\n    self._init_workers(distributed_init_method)\n  File "/usr/local/lib/python3.8/dist-packages/vllm/engine/llm_engine.py", line 128, in _init_workers\n    from vllm.worker.worker import Worker  # pylint: disable=import-outside-toplevel\n  File "/usr/local/lib/python3.8/dist-packages/vllm/worker/worker.py", line 10, in <module>\n    from vllm.model_executor import get_model, InputMetadata, set_random_seed\n  File "/usr/local/lib/python3.8/dist-packages/vllm/model_executor/__init__.py", line 2, in <module>\n    from vllm.model_executor.model_loader import get_model\n  File "/usr/local/lib/python3.8/dist-packages/vllm/model_executor/model_loader.py", line 10, in <module>\n    from vllm.model_executor.models import *  # pylint: disable=wildcard-import\n  File "/usr/local/lib/python3.8/dist-packages/vllm/model_executor/models/__init__.py", line 1, in <module>\n    from vllm.model_executor.models.aquila import AquilaForCausalLM\n  File "/usr/local/lib/python3.8/dist-packages/vllm/model_executor/models/aquila.py", line 34, in <module>\n    from vllm.model_executor.layers.activation import SiluAndMul\n  File "/usr/local/lib/python3.8/dist-packages/vllm/model_executor/layers/activation.py", line 7, in <module>\n    from vllm import activation_ops\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory',
     "vllm_extension_import_failed", {}, "cuda_runtime_library_missing",
     "vLLM 0.2.2's PyPI wheel is built for CUDA 12.1: its compiled modules (vllm.cuda_utils, activation_ops) link "
     "libcudart.so.12, while the environment's torch is 2.1.0+cu118 (title), which brings only the CUDA 11.8 runtime; "
     "the extension cannot load and both the import and the engine's worker import fail.",
     "(no comment stored) install the CUDA 11.8 build of vLLM 0.2.2 (the release page's cu118 wheel) to match torch "
     "cu118, or torch 2.1.0 for CUDA 12.1 with the plain PyPI wheel",
     release="0.2.2", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model /workspace/api/models/Qwen/Qwen-7B-Chat/ "
             "--trust-remote-code",
     forbidden=NO_MEMORY_FIX,
     note="the issue has no template: its title (first line of the excerpt) carries the command and 'vllm==0.2.2 "
          "torch2.1.0+cuda118'; the whole body follows (two tracebacks)")

# ------------------------------------------------------------------ [156] broken OpenCV install kills `import vllm`
case("vllm-11683-opencv-broken-cv2-import", "https://github.com/vllm-project/vllm/issues/11683",
     'Since v0.6.6, simply running `import vllm` results in the following error due to an issue with `cv2`.\n...\n```text\n>>> import vllm\nWarning: Your installation of OpenCV appears to be broken: module \'cv2.dnn\' has no attribute \'DictValue\'.Please follow the instructions at https://github.com/opencv/opencv-python/issues/884 to correct your environment. The import of cv2 has been skipped.\nWARNING 01-02 10:53:16 cuda.py:32] You are using a deprecated `pynvml` package. Please install `nvidia-ml-py` instead, and make sure to uninstall `pynvml`. When both of them are installed, `pynvml` will take precedence and cause errors. See https://pypi.org/project/pynvml for more information.\nTraceback (most recent call last):\n...\n    import cv2\n  File "/usr/local/lib/python3.10/dist-packages/cv2/__init__.py", line 181, in <module>\n    bootstrap()\n  File "/usr/local/lib/python3.10/dist-packages/cv2/__init__.py", line 175, in bootstrap\n    if __load_extra_py_code_for_module("cv2", submodule, DEBUG):\n  File "/usr/local/lib/python3.10/dist-packages/cv2/__init__.py", line 28, in __load_extra_py_code_for_module\n    py_module = importlib.import_module(module_name)\n  File "/usr/lib/python3.10/importlib/__init__.py", line 126, in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\n  File "/usr/local/lib/python3.10/dist-packages/cv2/typing/__init__.py", line 171, in <module>\n    LayerId = cv2.dnn.DictValue\nAttributeError: partially initialized module \'cv2\' has no attribute \'dnn\' (most likely due to a circular import)\n```',
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "OpenCV's own bootstrap says the install is broken ('cv2.dnn' has no attribute 'DictValue', opencv-python issue "
     "884: typically two opencv-* packages of different versions sharing one cv2 folder); vLLM 0.6.6 imports cv2 at "
     "import time (vllm/multimodal/video.py), so `import vllm`, and any launch, dies in cv2's partial import.",
     "(no comment stored) pip uninstall every opencv-* package (opencv-python, opencv-python-headless, "
     "opencv-contrib-python) and reinstall one, e.g. opencv-python-headless, at a single version",
     release="0.6.6", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 1: the sentence, the head of the pasted import and its cv2 tail kept, the vLLM import chain "
          "between them dropped ('...'); the deprecated-pynvml warning is vLLM's and unrelated")

# ------------------------------------------------------------------ [170] AutoAWQ 'Marlin' export served as awq
case("vllm-3392-autoawq-marlin-format-as-awq", "https://github.com/vllm-project/vllm/issues/3392",
     '1. Quantize with Marlin\n...\nquant_path = \'mistral-instruct-v0.2-awq-marlin\'\nquant_config = { "zero_point": False, "q_group_size": 128, "w_bit": 4, "version": "Marlin" }\n...\nBut when I using that quantization folder to start serving in vllm with this script.\n\n```bash\npython services/vllm/api_server.py \\\n    --host 0.0.0.0 \\\n    --port 8000 \\\n    --disable-log-requests \\\n    --model /root/AutoAWQ/mistral-instruct-v0.2-awq-marlin \\\n    --quantization awq \\\n    --trust-remote-code \\\n    --dtype float16 \\\n```\n\nThe error show that:\n```bash\n  File "/root/vllm/vllm/engine/llm_engine.py", line 101, in __init__\n    self.model_executor = executor_class(model_config, cache_config,\n  File "/root/vllm/vllm/executor/gpu_executor.py", line 42, in __init__\n    self._init_worker()\n  File "/root/vllm/vllm/executor/gpu_executor.py", line 77, in _init_worker\n    self.driver_worker.load_model()\n  File "/root/vllm/vllm/worker/worker.py", line 99, in load_model\n    self.model_runner.load_model()\n  File "/root/vllm/vllm/worker/model_runner.py", line 89, in load_model\n    self.model = get_model(self.model_config,\n  File "/root/vllm/vllm/model_executor/utils.py", line 52, in get_model\n    return get_model_fn(model_config, device_config, **kwargs)\n  File "/root/vllm/vllm/model_executor/model_loader.py", line 86, in get_model\n    model.load_weights(model_config.model, model_config.download_dir,\n  File "/root/vllm/vllm/model_executor/models/llama.py", line 391, in load_weights\n    weight_loader(param, loaded_weight)\n  File "/root/vllm/vllm/model_executor/layers/linear.py", line 556, in weight_loader\n    loaded_weight = loaded_weight.narrow(input_dim, start_idx,\nRuntimeError: start (0) + length (14336) exceeds dimension size (896).\n```',
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "The checkpoint was quantized by AutoAWQ with version 'Marlin' (zero_point False), which stores the weights in "
     "Marlin's packed layout; vLLM's AWQ loader expects AutoAWQ's GEMM layout, so slicing Mistral's MLP weight "
     "(14336 wide) finds a tensor dimension of 896: the checkpoint's tensors and the release's AWQ parameters differ.",
     "(no comment stored) re-quantize with AutoAWQ's default version 'GEMM' (zero_point True) and serve with "
     "--quantization awq (later vLLM releases run such checkpoints with the awq_marlin kernel on their own)",
     release="source build (March 2024, ~0.3.3)", gpu=None, gpus=None,
     command="python services/vllm/api_server.py --host 0.0.0.0 --port 8000 --disable-log-requests "
             "--model /root/AutoAWQ/mistral-instruct-v0.2-awq-marlin --quantization awq --trust-remote-code "
             "--dtype float16",
     forbidden=NO_MEMORY_FIX,
     note="judgement call 1: the quantization script's header and quant_config lines, then the serve command and the "
          "traceback as pasted; the rest of the AutoAWQ scripts dropped ('...'). No README row reads the narrow() "
          "shape error; weight_loading_mismatch is the closest")

# ------------------------------------------------------------------ [185] Phi-3-medium: 10 KV heads over TP 4
case("vllm-4953-phi3-medium-10-kv-heads-tp4", "https://github.com/vllm-project/vllm/issues/4953",
     'I run into the following error on a 4*A6000 server:\n```\n[rank0]: Traceback (most recent call last):\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/runpy.py", line 196, in _run_module_as_main\n[rank0]:     return _run_code(code, main_globals, None,\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/runpy.py", line 86, in _run_code\n[rank0]:     exec(code, run_globals)\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/entrypoints/openai/api_server.py", line 168, in <module>\n[rank0]:     engine = AsyncLLMEngine.from_engine_args(\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py", line 366, in from_engine_args\n[rank0]:     engine = cls(\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py", line 324, in __init__\n[rank0]:     self.engine = self._init_engine(*args, **kwargs)\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py", line 442, in _init_engine\n[rank0]:     return engine_class(*args, **kwargs)\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/engine/llm_engine.py", line 160, in __init__\n[rank0]:     self.model_executor = executor_class(\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/executor/ray_gpu_executor.py", line 300, in __init__\n[rank0]:     super().__init__(*args, **kwargs)\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/executor/executor_base.py", line 41, in __init__\n[rank0]:     self._init_executor()\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/executor/ray_gpu_executor.py", line 43, in _init_executor\n[rank0]:     self._init_workers_ray(placement_group)\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/executor/ray_gpu_executor.py", line 165, in _init_workers_ray\n[rank0]:     self._run_workers("load_model",\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/executor/ray_gpu_executor.py", line 234, in _run_workers\n[rank0]:     driver_worker_output = self.driver_worker.execute_method(\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/worker/worker_base.py", line 146, in execute_method\n[rank0]:     raise e\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/worker/worker_base.py", line 137, in execute_method\n[rank0]:     return executor(*args, **kwargs)\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/worker/worker.py", line 118, in load_model\n[rank0]:     self.model_runner.load_model()\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/worker/model_runner.py", line 164, in load_model\n[rank0]:     self.model = get_model(\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/model_executor/model_loader/__init__.py", line 19, in get_model\n[rank0]:     return loader.load_model(model_config=model_config,\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/model_executor/model_loader/loader.py", line 222, in load_model\n[rank0]:     model = _initialize_model(model_config, self.load_config,\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/model_executor/model_loader/loader.py", line 88, in _initialize_model\n[rank0]:     return model_class(config=model_config.hf_config,\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/model_executor/models/llama.py", line 338, in __init__\n[rank0]:     self.model = LlamaModel(config, quant_config, lora_config=lora_config)\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/model_executor/models/llama.py", line 267, in __init__\n[rank0]:     self.layers = nn.ModuleList([\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/model_executor/models/llama.py", line 268, in <listcomp>\n[rank0]:     LlamaDecoderLayer(config, quant_config)\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/model_executor/models/llama.py", line 195, in __init__\n[rank0]:     self.self_attn = LlamaAttention(\n[rank0]:   File "/home/hu381/miniconda3/envs/py310/lib/python3.10/site-packages/vllm/model_executor/models/llama.py", line 107, in __init__\n[rank0]:     assert self.total_num_kv_heads % tp_size == 0\n[rank0]: AssertionError\n```',
     "tp_not_divisible", {}, "tp_not_divisible",
     "Phi-3-medium-128k-instruct has 40 query heads and 10 KV heads; the 4xA6000 server ran it with tensor parallel "
     "size 4 (Ray executor in the trace), and vLLM's Llama-style attention (which Phi-3 uses) asserts "
     "total_num_kv_heads % tp_size == 0: 10 % 4 != 0.",
     "(no comment stored) --tensor-parallel-size 2 (10 % 2 == 0; the 14B model in bf16, ~28 GB, fits on two 48 GB "
     "A6000s)",
     release="not stated (May 2024, ~0.4.2)", gpu="NVIDIA RTX A6000", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="judgement call 5: the sentence and the traceback as pasted ([rank0] prefixes kept); a [New Model] report "
          "whose model vLLM already ran through llama.py. README's tp_not_divisible row names this bare assert "
          "(as ChatGLM's)")

# ------------------------------------------------------------------ [225] tool choice + reasoning refused at parse time
case("vllm-14429-tool-choice-and-reasoning-refused", "https://github.com/vllm-project/vllm/issues/14429",
     'For now `--enable-auto-tool-choice` and `--enable-reasoning` can\'t enable together, with the following errors:\n```\n# vllm serve /Qwen/QwQ-32B/ --served-model-name QwQ-32B --gpu-memory-utilization 0.97 --tensor-parallel-size 8  --max-model-len 32768  --enable-reasoning --reasoning-parser deepseek_r1  --enable-auto-tool-choice --tool-call-parser hermes\nINFO 03-07 18:14:44 [__init__.py:207] Automatically detected platform cuda.\nTraceback (most recent call last):\n  File "/usr/local/bin/vllm", line 8, in <module>\n    sys.exit(main())\n  File "/usr/local/lib/python3.12/site-packages/vllm/entrypoints/cli/main.py", line 70, in main\n    cmds[args.subparser].validate(args)\n  File "/usr/local/lib/python3.12/site-packages/vllm/entrypoints/cli/serve.py", line 36, in validate\n    validate_parsed_serve_args(args)\n  File "/usr/local/lib/python3.12/site-packages/vllm/entrypoints/openai/cli_args.py", line 285, in validate_parsed_serve_args\n    raise TypeError(\nTypeError: Error: --enable-auto-tool-choice and --enable-reasoning cannot be enabled at the same time\n```',
     "vllm_check_failed", {}, "vllm_check_failed",
     "The release's `vllm serve` validation (validate_parsed_serve_args) refuses --enable-auto-tool-choice together "
     "with --enable-reasoning: tool calling and a reasoning parser could not be combined in that release; the "
     "command dies before any engine starts.",
     "(no comment stored) drop one of the two features (--enable-auto-tool-choice/--tool-call-parser or "
     "--enable-reasoning/--reasoning-parser), or a later release that allows both",
     release="not stated (March 2025, 0.7.3 / 0.8.0 dev)", gpu=None, gpus=None,
     command="vllm serve /Qwen/QwQ-32B/ --served-model-name QwQ-32B --gpu-memory-utilization 0.97 "
             "--tensor-parallel-size 8 --max-model-len 32768 --enable-reasoning --reasoning-parser deepseek_r1 "
             "--enable-auto-tool-choice --tool-call-parser hermes",
     forbidden=NO_MEMORY_FIX,
     note="a [Feature] request; its sentence and the pasted run as stored")

# ------------------------------------------------------------------ [230] V1 + multi-step scheduling: bare NotImplementedError
case("vllm-12522-v1-multi-step-notimplemented", "https://github.com/vllm-project/vllm/issues/12522",
     'Vllm 0.7.0\nCUDA 12.6\nDriver Version 560.94\ntorch 2.5.1\ntransformers 4.46.0\n...\nTraceback (most recent call last):\n  File "/home/nd600/miniconda3/envs/vllm/bin/vllm", line 8, in <module>\n    sys.exit(main())\n  File "/home/nd600/miniconda3/envs/vllm/lib/python3.12/site-packages/vllm/scripts.py", line 201, in main\n    args.dispatch_function(args)\n  File "/home/nd600/miniconda3/envs/vllm/lib/python3.12/site-packages/vllm/scripts.py", line 42, in serve\n    uvloop.run(run_server(args))\n...\n  File "/home/nd600/miniconda3/envs/vllm/lib/python3.12/site-packages/vllm/v1/engine/async_llm.py", line 100, in from_engine_args\n    vllm_config = engine_args.create_engine_config(usage_context)\n  File "/home/nd600/miniconda3/envs/vllm/lib/python3.12/site-packages/vllm/engine/arg_utils.py", line 1248, in create_engine_config\n    config = VllmConfig(\n  File "<string>", line 19, in __init__\n  File "/home/nd600/miniconda3/envs/vllm/lib/python3.12/site-packages/vllm/config.py", line 3203, in __post_init__\n    current_platform.check_and_update_config(self)\n  File "/home/nd600/miniconda3/envs/vllm/lib/python3.12/site-packages/vllm/platforms/cuda.py", line 123, in check_and_update_config\n    raise NotImplementedError\nNotImplementedError\n...\nI use: vllm serve deepseek-ai/DeepSeek-R1-Distill-Llama-70B  --host 0.0.0.0   --port 8000   --tensor-parallel-size 8  --seed 1234  --num-scheduler-steps 8  --max-model-len 16000\nWhen I set the env to use V1 engine i got the above error. When I don\'t set to V1, it runs fine. ',
     "vllm_check_failed", {}, "vllm_check_failed",
     "With VLLM_USE_V1=1, vLLM 0.7.0's CudaPlatform.check_and_update_config raises a bare NotImplementedError when "
     "multi-step scheduling is asked for (--num-scheduler-steps 8): the V1 engine has no multi-step worker. Without V1 "
     "the same command starts (the reporter says so).",
     "(no comment stored) drop --num-scheduler-steps under V1, or keep V0 (unset VLLM_USE_V1) to use multi-step",
     release="0.7.0", gpu=None, gpus=None,
     command="vllm serve deepseek-ai/DeepSeek-R1-Distill-Llama-70B --host 0.0.0.0 --port 8000 "
             "--tensor-parallel-size 8 --seed 1234 --num-scheduler-steps 8 --max-model-len 16000",
     forbidden=NO_MEMORY_FIX,
     note="judgement call 2: the environment lines, the traceback's head and tail (the asyncio / api_server frames "
          "between dropped, '...'), and the two sentences of the description; VLLM_USE_V1=1 is from the reporter's "
          "words (the command as he typed it has no env prefix)")

# ------------------------------------------------------------------ [283] EAGLE-3 draft launched as method 'eagle' (ROCm)
case("vllm-19991-eagle3-draft-loaded-as-eagle", "https://github.com/vllm-project/vllm/issues/19991",
     'Docker image: rocm/vllm:rocm6.4.1_vllm_0.9.0.1_20250605\n...\nI\'m trying to use vLLM eagle3, using the server launch command as below:\n`vllm serve /models/models--meta-llama--Llama-3.1-8B-Instruct/snapshots/0e9e39f249a16976918f6564b8830bc894c89659/ --trust-remote-code --swap-space 16 --disable-log-requests --tensor-parallel-size 1 --distributed-executor-backend mp --dtype float16 --quantization fp8 --kv-cache-dtype fp8 --no-enable-chunked-prefill --max-num-seqs 300  --max-num-batched-tokens 131072 --gpu-memory-utilization 0.8 --enforce-eager --speculative_config \'{"method": "eagle", "model": "yuhuili/EAGLE3-LLaMA3.1-Instruct-8B", "num_speculative_tokens": 5, "draft_tensor_parallel_size": 1, "dtype": "float16"}\'`\n\nFor eagle3 model, I used "yuhuili/EAGLE3-LLaMA3.1-Instruct-8B", while there is an error of weight shape misalignment as below:\n\nERROR 06-22 15:12:27 [engine.py:458] Attempted to load weight (torch.Size([4096, 12288])) into parameter (torch.Size([4096, 8192]))\nERROR 06-22 15:12:27 [engine.py:458] Traceback (most recent call last):\nERROR 06-22 15:12:27 [engine.py:458]   File "/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/engine.py", line 446, in run_mp_engine\n...\nERROR 06-22 15:12:27 [engine.py:458]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/eagle.py", line 222, in load_weights\nERROR 06-22 15:12:27 [engine.py:458]     weight_loader(self.fc.weight, loaded_weight)\nERROR 06-22 15:12:27 [engine.py:458]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/model_loader/weight_utils.py", line 614, in default_weight_loader\nERROR 06-22 15:12:27 [engine.py:458]     assert param.size() == loaded_weight.size(), (\nERROR 06-22 15:12:27 [engine.py:458] AssertionError: Attempted to load weight (torch.Size([4096, 12288])) into parameter (torch.Size([4096, 8192]))',
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "speculative_config says \"method\": \"eagle\" with an EAGLE-3 draft (yuhuili/EAGLE3-LLaMA3.1-Instruct-8B): vLLM "
     "builds the EAGLE(-1) head (eagle.py, V0's spec-decode worker), whose fc takes 2 x hidden (8192), while the "
     "EAGLE-3 checkpoint's fc takes 3 x hidden (12288, three target layers' states): the draft's tensors and the "
     "class vLLM built differ.",
     "(no comment stored) \"method\": \"eagle3\" in --speculative_config (EAGLE-3 drafts are read by vLLM's eagle3 "
     "path under the V1 engine)",
     release="0.9.0.1 (rocm/vllm:rocm6.4.1_vllm_0.9.0.1_20250605)", gpu="AMD (ROCm image; not named)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement call 6: the environment line, the reporter's command and sentences, the traceback's head and its "
          "eagle.py tail (the engine frames between dropped, '...'); his own reading of the shapes after it left out")

# ------------------------------------------------------------------ [292] Marlin 2:4 W4A16 at TP 4: qkv slice 1152
case("vllm-8654-marlin24-qkv-1152-tp4", "https://github.com/vllm-project/vllm/issues/8654",
     'python 3.8\nL20*4\nvllm 0.5.4\n...\n$python -m vllm.entrypoints.api_server --model=\'/mntfn/yanyi/Qwen2-7B-Instruct_24_w4a16/stage_quantization\' --max-model-len=16000 --tensor-parallel-size=4 --use-v2-block-manager  --enable-prefix-caching \n...\n[rank0]:     self.model_runner.profile_run()\n[rank0]:   File "/opt/conda/lib/python3.8/site-packages/torch/utils/_contextlib.py", line 116, in decorate_context\n[rank0]:     return func(*args, **kwargs)\n[rank0]:   File "/opt/conda/lib/python3.8/site-packages/vllm/worker/model_runner.py", line 1110, in profile_run\n...\n[rank0]:     qkv, _ = self.qkv_proj(hidden_states)\n[rank0]:   File "/opt/conda/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1553, in _wrapped_call_impl\n[rank0]:     return self._call_impl(*args, **kwargs)\n[rank0]:   File "/opt/conda/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1562, in _call_impl\n[rank0]:     return forward_call(*args, **kwargs)\n[rank0]:   File "/opt/conda/lib/python3.8/site-packages/vllm/model_executor/layers/linear.py", line 359, in forward\n[rank0]:     output_parallel = self.quant_method.apply(self, input_, bias)\n[rank0]:   File "/opt/conda/lib/python3.8/site-packages/vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors.py", line 358, in apply\n[rank0]:     return scheme.apply_weights(layer, x, bias=bias)\n[rank0]:   File "/opt/conda/lib/python3.8/site-packages/vllm/model_executor/layers/quantization/compressed_tensors/schemes/compressed_tensors_w4a16_24.py", line 144, in apply_weights\n[rank0]:     output_2d = ops.gptq_marlin_24_gemm(x_2d, qweight, meta, scales,\n[rank0]:   File "/opt/conda/lib/python3.8/site-packages/vllm/_custom_ops.py", line 28, in wrapper\n[rank0]:     return fn(*args, **kwargs)\n[rank0]:   File "/opt/conda/lib/python3.8/site-packages/vllm/_custom_ops.py", line 222, in gptq_marlin_24_gemm\n[rank0]:     return torch.ops._C.gptq_marlin_24_gemm(a, b_q_weight, b_meta, b_scales,\n[rank0]:   File "/opt/conda/lib/python3.8/site-packages/torch/_ops.py", line 1061, in __call__\n[rank0]:     return self_._op(*args, **(kwargs or {}))\n[rank0]: RuntimeError: prob_m = 1152 is not divisible by thread_m = 512',
     "tp_not_divisible", {}, "tp_not_divisible",
     "A 2:4-sparse W4A16 (compressed-tensors, Marlin 2:4 kernel) Qwen2-7B-Instruct served with "
     "--tensor-parallel-size=4 on four L20s: the qkv projection's output, (28 + 2 x 4) heads x 128 = 4608, split four "
     "ways is 1152 per rank, not a multiple of the kernel's 512-wide tile, so the first GEMM of the profile run fails. "
     "Unsplit (TP 1) every projection of the model (4608, 37888, 3584) is a multiple of 512.",
     "(no comment stored) --tensor-parallel-size 1 (a 7B W4A16 model fits one 48 GB L20)",
     release="0.5.4", gpu="NVIDIA L20", gpus=4,
     command="python -m vllm.entrypoints.api_server --model='/mntfn/yanyi/Qwen2-7B-Instruct_24_w4a16/"
             "stage_quantization' --max-model-len=16000 --tensor-parallel-size=4 --use-v2-block-manager "
             "--enable-prefix-caching",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="judgement call 1: the environment lines, the command, the profile_run frames and the tail from qkv_proj to "
          "the error kept, the engine frames between dropped ('...'). The 2:4 kernel names the output dimension "
          "prob_m; 1152 = 4608 / 4 is read from Qwen2-7B's config, not printed. quantization_kernel_bug is the "
          "alternative cause")

if __name__ == "__main__":
    BATCH.write()
