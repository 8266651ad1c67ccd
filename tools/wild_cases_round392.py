"""Round-392 blind batch: vLLM failing to start on VISION-LANGUAGE / MULTIMODAL models (Qwen2.5-VL, Qwen3-VL,
InternVL, LLaVA, Gemma 3, Pixtral, MiniCPM-V, --limit-mm-per-prompt, --mm-processor-kwargs, encoder cache) and on
QUANTIZED checkpoints (AWQ, GPTQ, bitsandbytes, GGUF, compressed-tensors, FP8/NVFP4/MXFP4) on GPUs that may not
support them; collected by helper wild392 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round392-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed (44 ``search`` -- 43 corpus=issues, 1 corpus=pages --, 1 ``read_file`` that found
nothing stored for vllm-gguf-plugin issue 75, 1 ``find_string`` with no hit). 7 cases. The slice is heavily mined
by earlier rounds: most VLM / quantization start-up threads the searches returned were already in USED_SOURCES.txt
or named as given up in rounds 3xx.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #23955, #12245, #29707, #4327, #33229, #30691, #28691, #14817,
  #1157, #9990, #946, #730, #16292, #21028, #14452, #54318, #39610, #25039, #17581, #13677, #9531, #8736, #11601,
  #10263, #9714, #7624, #9967, #14040, #20216, #9419, #33416, #16570, #16199, PR #50019, PR #30602;
  tpu-inference PR #1659; xorbitsai/inference #2210, #2350; OpenBMB/MiniCPM-V #974; zai-org/GLM-V #204;
  LlamaFactory #6654; substratusai/vllm-docker #37; QAnything #128; transformerlab-app #370; GLM-4 #510;
  lumi-ai-factory/laifs-container-recipes #40; triton server #8578; QwenLM/Qwen3-VL #1224; 1Cat-vLLM #255;
  llm-compressor #1241.
- Named as given up in earlier rounds' docstrings (not re-spent): vllm #9805, #35065, #21274, #34040, #14076, #12820,
  #50706, #44911, #14723/#14753, #7240, #14814, #25378, #17708, #21648, #54219, #34028, #6946; GLM-V #15, GLM-4 #788,
  llm-compressor #1643, MiniCPM-V #950, ms-swift #1205, mistral-common #109, intel/llm-scaler #287.
- Error line not in the stored text: vllm #9069 (HF-format Pixtral on 0.6.3.dev, AMD 7900 XTX; maintainer answer is
  'HF Pixtral not supported yet, WIP PR #9036' but the NotImplementedError line is not stored -- 3 look-ups spent),
  vllm #8149 (Qwen2-GPTQ-Int4, 'Marlin does not support weight_bits = uint4b8' only in the title; trace cut at
  gptq_marlin from_config), vllm #19982 (InternVL3-38B-AWQ 'Cannot use weights_only=True', title only), vllm #13343
  (InternVL2.5-38B-MPO-AWQ without --quantization, trace cut), vllm #19605 (RTX 5070 Ti FP8, env block only),
  vllm #13150 (Qwen2.5-VL-72B AWQ -tp 8, trace cut), QwenLM/Qwen3-VL #1452 and #719 (trace / error cut).
- No fix and the cause not certain from the log: vllm #38716 (Qwen3-30B-A3B GGUF 'failed to map GGUF parameters
  (18288)', open, after the MoE+GGUF PR #30116 had merged), apple/ml-fastvlm #28 (FastVLM on vLLM/macOS,
  "'LlavaConfig' object has no attribute 'vision_config'", open), allenai/olmocr #368 (RTX 8000 FP8, AI-written
  troubleshooting text, no real log), vllm #9324 (LLaVA-OneVision bnb, closed stale, no fix), VLMEvalKit #1009
  (invalid device ordinal, open, no launch shown).
- Same incident posted twice: vllm #28856 and QwenLM/Qwen3-VL #1826 are the same author and launch as
  llm-compressor #2048 (taken once, under llm-compressor); QwenLM/Qwen3-VL #746 (moshilangzi, Qwen2.5-VL-72B AWQ TP
  error) is the same author and launch as the used vllm #13677; QwenLM/Qwen3 #1049 is the same author and period as
  the used vllm #10263.
- Not a start-up failure / not vLLM: vllm #47749 (SM120 Marlin fallback warning, serves), lmdeploy #4863 (turbomind),
  AutoAWQ #618/#737/#732 and ms-swift #2398/#2649/#2948 (quantizer-side), vllm #34040 / PR #33110 (request-time
  encoder-cache 400s).

Judgement calls for the lead:
1. vllm-gguf-plugin #75 ('Failed to map GGUF parameters (356)' for gemma4): kind weight_loading_mismatch (a loader
   name-mapping failure) but cause architecture_unsupported (the plugin had no Gemma-4 adapter yet; PR #122 added
   it). The fix is read from the plugin's PR, not a reply in the issue.
2. tpu-inference PR #680 is the fixing PR itself (no user report); 'fp8 quantization is currently not supported in
   tpu' is filed quantization_unsupported_gpu as round 278 did for the ROCm twin of this message.
3. vllm #54311 and llm-compressor #2048 (int8 W8A8 on SM120): kind quantization_unsupported_gpu (the message says
   the arch lacks int8) but cause quantization_kernel_bug: the reporter of #54311 and PR #54316 show the Triton int8
   kernel works on Blackwell and is simply never selected. If the lead prefers the message's reading, cause
   quantization_unsupported_gpu is the alternative.
4. vllm #20221 (FP8-dynamic Qwen2.5-VL-72B on RTX PRO 6000 Blackwell, 'Expected a.dtype() == torch::kInt8'): kind and
   cause quantization_kernel_bug (the release lacked an SM120 FP8 CUTLASS kernel; PR #17280 added it). The link to
   PR #17280 is inferred from content and dates.
5. vllm #28857 (Gemma-3 AWQ: awq wants fp16, gemma3 refuses fp16): numbers follow the first message (dtype bfloat16,
   quantization awq) as rounds 3xx filled it; every --dtype value the author tried is forbidden. No fix in the thread.
6. vllm #11687 ('Model Qwen2VLForConditionalGeneration does not support BitsAndBytes quantization yet') is filed
   vllm_check_failed, as earlier rounds filed this message; no fix is stored.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round392-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-gguf-plugin #75: gemma-4-31B GGUF -> Failed to map GGUF parameters (356)
case("vllm-gguf-plugin-75-gemma4-31b-q4-k-m-gguf-failed-to-map-gguf-parameters",
     "https://github.com/vllm-project/vllm-gguf-plugin/issues/75",
     "Spent pretty much time trying to setup everything, but looks like gemma4 is still not supported\n"
     "**RuntimeError: Failed to map GGUF parameters (356)**\n"
     "\n"
     "vllm serve G:\\AI_cache\\models--llmfan46--gemma-4-31B-it-uncensored-heretic\\snapshots\\"
     "031ce2063177d066ff637f15ab59a2ca2eccfd19\\gemma-4-31B-it-uncensored-heretic-Q4_K_M.gguf",
     "weight_loading_mismatch", {}, "architecture_unsupported",
     "A Gemma-4-31B-it fine-tune as a Q4_K_M GGUF served through vLLM with the vllm-gguf-plugin: the plugin had no "
     "Gemma-4 weights adapter (no GGUF -> vLLM tensor-name map for gemma4's text/vision/projector tensors), so 356 "
     "GGUF tensors could not be mapped onto the model's parameters. The model architecture is not supported by the "
     "GGUF loader of that time; not a memory, TP or flag problem.",
     "not in the stored turn of the issue (closed, labels 'good first issue, help wanted'). Gemma-4 GGUF support "
     "was added later by vllm-project/vllm-gguf-plugin PR #122 'Gemma4 gguf support' (big-yellow-duck, merged, "
     "2026-08-27: 'adds GGUF weight loading support for Gemma 4 text and multimodal models'), so: a plugin release "
     "with that PR, or serve the safetensors checkpoint",
     release=None, gpu=None, gpus=None,
     command="vllm serve G:\\AI_cache\\models--llmfan46--gemma-4-31B-it-uncensored-heretic\\snapshots\\"
             "031ce2063177d066ff637f15ab59a2ca2eccfd19\\gemma-4-31B-it-uncensored-heretic-Q4_K_M.gguf",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body as stored, minus its first sentence (a request to list supported models in the "
          "README); the error line is bold in the source and kept with its ** marks. No traceback was pasted. The "
          "fix is read from the plugin's PR #122 (seen in the same search), not from a reply in the issue.")

# ---------------------------------------- tpu-inference PR #680: native FP8 DeepSeek checkpoint on TPU -> fp8 quantization not supported in tpu
case("tpu-inference-pr680-deepseek-v3-native-fp8-checkpoint-fp8-not-supported-in-tpu",
     "https://github.com/vllm-project/tpu-inference/pull/680",
     "This fixes the following error that is seen when trying to load in the native FP8 DeepSeek checkpoint (for "
     "[example](https://huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json#L37))\n"
     "\n"
     "```\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "  Value error, fp8 quantization is currently not supported in tpu. [type=value_error, input_value=ArgsKwargs((), "
     "{'model': ...gits_processors': None}), input_type=ArgsKwargs]\n"
     "    For further information visit https://errors.pydantic.dev/2.11/v/value_error\n"
     "```",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "Loading DeepSeek-V3's native FP8 checkpoint (its config.json carries quantization_config fp8) on TPU with "
     "vLLM + tpu-inference: the TPU (JAX) platform's supported_quantization list did not include 'fp8', so "
     "ModelConfig validation refused the checkpoint before anything was loaded. A platform refusal of the "
     "quantization method, not memory or parallelism.",
     "jrplatin in tpu-inference PR #680 (merged 2025-09-11): '[JAX][Quantization] Add `fp8` to "
     "`supported_quantization` types for the TPU JAX Platform' -- i.e. a tpu-inference build that includes this PR",
     release=None, gpu="Google TPU (JAX platform, tpu-inference)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the PR description's sentence and the error block as stored; the fix sentence in the title is "
          "not in the excerpt ('This fixes' is kept only because it introduces the error). The source is the fixing "
          "PR itself, not a user's report; no command or TPU generation is given.")

# ---------------------------------------- vllm #11687: unsloth/QVQ-72B-Preview-bnb-4bit -> Qwen2VLForConditionalGeneration no BitsAndBytes
case("vllm-11687-qvq-72b-preview-bnb-4bit-qwen2vl-does-not-support-bitsandbytes-yet",
     "https://github.com/vllm-project/vllm/issues/11687",
     "I tried to use unsloth/QVQ-72B-Preview-bnb-4bit but received the message\n"
     "Model Qwen2VLForConditionalGeneration does not support BitsAndBytes quantization yet.\n"
     "\n"
     "model= LLM(model= unsloth/QVQ-72B-Preview-bnb-4bit,\n"
     "    gpu_memory_utilization=0.95,\n"
     "    max_num_seqs=32,\n"
     "    tensor_parallel_size=torch.cuda.device_count(),\n"
     "    quantization=\"bitsandbytes\",\n"
     "    load_format=\"bitsandbytes\",\n"
     "    dtype=torch.bfloat16,\n"
     "    enforce_eager=True,\n"
     "    max_model_len=4096, \n"
     "    )\n"
     "\n"
     "AttributeError: Model Qwen2VLForConditionalGeneration does not support BitsAndBytes quantization yet.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "QVQ-72B-Preview (a Qwen2-VL architecture) pre-quantized by unsloth to bitsandbytes 4-bit, opened with "
     "quantization='bitsandbytes', load_format='bitsandbytes': the vLLM release of the time had no BitsAndBytes "
     "mapping (bitsandbytes_stacked_params_mapping / packed modules) for Qwen2VLForConditionalGeneration, so the bnb "
     "loader refused the model class at start-up. A model-support gap in that release, not memory, TP or dtype.",
     "not in the stored text (feature request, closed; a second user, Bryce1010, 2025-01-03, hit the same "
     "AttributeError). From the message: a vLLM release that adds BitsAndBytes support to Qwen2-VL, or a "
     "non-bnb checkpoint of the model (AWQ/GPTQ or the unquantized weights)",
     release=None, gpu=None, gpus=None,
     command="model= LLM(model= unsloth/QVQ-72B-Preview-bnb-4bit, gpu_memory_utilization=0.95, max_num_seqs=32, "
             "tensor_parallel_size=torch.cuda.device_count(), quantization=\"bitsandbytes\", "
             "load_format=\"bitsandbytes\", dtype=torch.bfloat16, enforce_eager=True, max_model_len=4096, )",
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}, {"flag": "--dtype"}],
     note="Excerpt: the issue body (sentence with the message, then the LLM(...) call, as stored) followed by the "
          "AttributeError line as the second commenter (Bryce1010) pasted it; the 'Watch for this.' line and the "
          "template footer are dropped. No traceback was pasted. Labelled vllm_check_failed as earlier rounds did "
          "for 'Model X does not support BitsAndBytes quantization yet' (see round 349's vllm-15027 note). gpus "
          "unknown (torch.cuda.device_count()).")

# ---------------------------------------- vllm #28857: gaunernst/gemma-3-27b-it-int4-awq on 0.11.0, TP 2 -> awq wants fp16, gemma3 refuses fp16
case("vllm-28857-gemma3-27b-int4-awq-v0110-tp2-awq-fp16-only-vs-gemma3-no-float16",
     "https://github.com/vllm-project/vllm/issues/28857",
     "I used VLLM 0.11.0 with transformers 4.46\n"
     "\n"
     "vllm serve gaunernst/gemma-3-27b-it-int4-awq -tp 2 --port 10004 --gpu-memory-utilization 0.68 --swap-space 0.01 "
     "--served-model-name gemma-3-27b --dtype bfloat16\n"
     "Value error, torch.bfloat16 is not supported for quantization method awq. Supported dtypes: [torch.float16] "
     "[type=value_error, input_value=ArgsKwargs((), {'model_co...additional_config': {}}), input_type=ArgsKwargs]\n"
     "(APIServer pid=4185) For further information visit https://errors.pydantic.dev/2.11/v/value_erro\n"
     "\n"
     "vllm serve gaunernst/gemma-3-27b-it-int4-awq -tp 2 --port 10004 --gpu-memory-utilization 0.68 --swap-space 0.01 "
     "--served-model-name gemma-3-27b --dtype half\n"
     "Value error, The model type 'gemma3' does not support float16. Reason: Numerical instability. Please use "
     "bfloat16 or float32 instead. [type=value_error, input_value=ArgsKwargs((), {'model': ...rocessor_plugin': "
     "None}), input_type=ArgsKwargs\n"
     "\n"
     "vllm serve gaunernst/gemma-3-27b-it-int4-awq -tp 2 --port 10004 --gpu-memory-utilization 0.68 --swap-space 0.01 "
     "--served-model-name gemma-3-27b\n"
     "Value error, torch.float32 is not supported for quantization method awq. Supported dtypes: [torch.float16] "
     "[type=value_error, input_value=ArgsKwargs((), {'model_co...additional_config': {}}), input",
     "quantization_dtype_unsupported", {"dtype": "bfloat16", "quantization": "awq"}, "quantization_dtype_unsupported",
     "A Gemma-3-27B-it INT4 AWQ checkpoint on vLLM 0.11.0 with TP 2: the checkpoint resolved to the plain 'awq' "
     "method, whose kernel takes only float16 activations, while vLLM refuses float16 for the gemma3 model type "
     "(numerical instability) and the default dtype fell to float32, which awq also refuses. No --dtype value "
     "satisfies both checks on the plain awq path; a quantization/dtype incompatibility at config validation, "
     "not memory.",
     "none in the stored text (the issue is open, marked stale). From the messages: use a quantized Gemma-3 that "
     "runs in bfloat16 -- e.g. the AWQ weights through the awq_marlin kernel, which takes bfloat16, on a GPU "
     "that supports it (mgoin in vllm PR #17705 points to 'the bfloat16 support in the awq_marlin kernel'), or "
     "a compressed-tensors/GPTQ-Marlin export -- rather than any --dtype choice on the plain awq path",
     release="0.11.0", gpu=None, gpus=2,
     command="vllm serve gaunernst/gemma-3-27b-it-int4-awq -tp 2 --port 10004 --gpu-memory-utilization 0.68 "
             "--swap-space 0.01 --served-model-name gemma-3-27b --dtype bfloat16",
     forbidden=_MEM + [{"flag": "--dtype", "value": "half"}, {"flag": "--dtype", "value": "float16"},
                       {"flag": "--dtype", "value": "float32"}, {"flag": "--tensor-parallel-size", "above": 2},
                       {"flag": "--swap-space"}],
     note="Excerpt: the issue body as stored: the version line, then three launches each followed by its error "
          "(the first error's pydantic 'For further information' line is kept, cut as stored at 'value_erro'; the "
          "third error is cut as stored after 'input'). expected.numbers follows the first message (bfloat16 / awq), "
          "as earlier rounds filled this message. gpus=2 is read from -tp 2; the GPU model is not stated, so whether "
          "awq_marlin was unavailable because of the GPU or the checkpoint is not known. The fix is not in the thread; "
          "the awq_marlin route is read from a maintainer remark in another thread (PR #17705), not confirmed here.")

# ---------------------------------------- vllm #54311: int8 w8a8 on RTX 5080 (sm_120) -> "Int8 not supported on SM120" (cutlass never declines)
case("vllm-54311-int8-w8a8-rtx5080-sm120-cutlass-int8-not-supported-triton-fallback-unreachable",
     "https://github.com/vllm-project/vllm/issues/54311",
     "On a consumer Blackwell card (RTX 5080, sm_120) any int8 w8a8 model dies at startup with:\n"
     "\n"
     "```\n"
     "RuntimeError: dispatch_scaled_mm, .../w8a8/cutlass/c3x/scaled_mm_helper.hpp:34,\n"
     "Int8 not supported on SM120. Use FP8 quantization instead, or run on older arch (SM < 100).\n"
     "```",
     "quantization_unsupported_gpu", {}, "quantization_kernel_bug",
     "An int8 W8A8 (compressed-tensors) checkpoint on an RTX 5080 (SM120): vLLM's CutlassInt8ScaledMMLinearKernel "
     "claims every int8 layer (its is_supported() ignores the compute capability) although the SM100/SM120 CUTLASS "
     "dispatchers wire int8 as nullptr, so the C++ op hard-errors at start-up; the Triton int8 kernel that works on "
     "Blackwell is next in the list but never tried. A kernel-selection bug, not a lack of int8 on the GPU and not "
     "memory.",
     "not merged in the stored text (issue open): hclsys's PR vllm-project/vllm #54316 'Decline CUTLASS int8 w8a8 on "
     "SM100+ so Triton fallback is reachable' (open, verified on a GB10 sm_121) makes kernel selection fall through "
     "to TritonInt8ScaledMMLinearKernel; until then the message's own advice applies -- an FP8 (W8A8-FP8) "
     "checkpoint, which SM120 wires, or an older GPU",
     release=None, gpu="NVIDIA GeForce RTX 5080 (sm_120)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue's opening sentence and its error block as stored (the path is elided with '...' in "
          "the source itself); the analysis that follows (the is_supported code and the Aiter comparison) is "
          "dropped. No command or release pasted. Judgement: kind is the GPU-refusal message, cause the kernel "
          "selection bug the reporter and PR #54316 describe.")

# ---------------------------------------- llm-compressor #2048: Qwen2.5-VL-7B w8a8 (GPTQ int8) on RTX 5090, vLLM 0.11.0 -> Int8 not supported for this architecture
case("llm-compressor-2048-qwen25-vl-7b-w8a8-int8-rtx5090-v0110-int8-not-supported-for-this-architecture",
     "https://github.com/vllm-project/llm-compressor/issues/2048",
     "When I used the GPQT method of the llmcompressor library to perform int8 quantization on Qwen3-VL-4B with an "
     "RTX 5090 graphics card, and ran inference using vllm version 0.11.0, the following error occurred: "
     "RuntimeError: Int8 not supported for this architecture.\n"
     "However, it works normally on an RTX 4090 graphics card.\n"
     "\n"
     "```bash\n"
     "python3 -m vllm.entrypoints.openai.api_server --model /workspace/Qwen2.5-VL-7B-Instruct-20250829-quantized.w8a8 "
     "--served-model-name base_model --port 9001 --tensor-parallel-size 1 --dtype auto --enable-prefix-caching "
     "--enable-chunked-prefill --max-model-len 8000 --max-num-batched-tokens 15360 --limit-mm-per-prompt "
     "'{\"image\":30}' --compilation-config '{\"level\": 3,\"compilation_mode\":\"default\",\"compiler\":"
     "\"vllm-compiler\",\"configs\":{\"model\":{\"vision_language\":{\"enable\":true,"
     "\"vision_encoder_compilation_mode\":\"disable\",\"llm_compilation_mode\":\"enable\"}}}}' "
     "--gpu-memory-utilization 0.7\n"
     "```",
     "quantization_unsupported_gpu", {}, "quantization_kernel_bug",
     "A Qwen2.5-VL-7B (the text also says Qwen3-VL-4B) quantized to int8 W8A8 with llm-compressor, served with vLLM "
     "0.11.0 on an RTX 5090 (SM120): the CUTLASS w8a8 scaled-mm path has no int8 kernel for SM120 and vLLM of that "
     "release routed int8 layers to it anyway, so the first forward (profiling, under torch.compile) raised 'Int8 "
     "not supported for this architecture'. The same checkpoint works on an RTX 4090 (SM89). Not memory and not "
     "the multimodal flags.",
     "none in the stored text (closed; the same author posted the same report as vllm #28856, closed as stale, and "
     "QwenLM/Qwen3-VL #1826). From the message and vllm #54311 / PR #54316 (same failure on SM120): an FP8 "
     "(W8A8-FP8) quantization of the model, which SM120 supports, or a vLLM whose int8 kernel selection falls back "
     "to the Triton int8 kernel on Blackwell",
     release="0.11.0", gpu="NVIDIA GeForce RTX 5090 (sm_120)", gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model "
             "/workspace/Qwen2.5-VL-7B-Instruct-20250829-quantized.w8a8 --served-model-name base_model --port 9001 "
             "--tensor-parallel-size 1 --dtype auto --enable-prefix-caching --enable-chunked-prefill "
             "--max-model-len 8000 --max-num-batched-tokens 15360 --limit-mm-per-prompt '{\"image\":30}' "
             "--compilation-config '{...}' --gpu-memory-utilization 0.7",
     forbidden=_MEM + [{"flag": "--limit-mm-per-prompt"}, {"flag": "--max-num-batched-tokens"},
                       {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue body's prose (which states the error) and the first command block as stored; the "
          "second block (the same command at a root prompt, followed by the log) is cut in the stored chunk and "
          "dropped. The error line is the author's quotation in prose, not a pasted traceback. The command field "
          "abbreviates the --compilation-config JSON as '{...}'. Twins not taken: vllm #28856 and QwenLM/Qwen3-VL "
          "#1826 (same author, same launch).")

# ---------------------------------------- vllm #20221: Qwen2.5-VL-72B-Instruct-FP8-Dynamic on RTX PRO 6000 Blackwell, 0.9.1 -> Expected a.dtype() == torch::kInt8
case("vllm-20221-qwen25-vl-72b-fp8-dynamic-rtx-pro-6000-blackwell-v091-expected-kint8-cutlass-scaled-mm",
     "https://github.com/vllm-project/vllm/issues/20221",
     "[Bug]: Running Running **Qwen-2.5-VL-72B-Instruct-FP8-Dynamic** with vLLM 0.9.1/0.9.2-dev on an **RTX 6000 "
     "Blackwell (96 GB)** throws RuntimeError: Expected a.dtype() == torch::kInt8 to be true, but g\n"
     "\n"
     "The Core issue is **RuntimeError: Expected a.dtype() == torch::kInt8 to be true, but got false.  (Could this "
     "error message be improved?  If so, please report an enhancement request to PyTorch.)**.",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "An FP8-dynamic (compressed-tensors W8A8-FP8) Qwen2.5-VL-72B on an RTX PRO 6000 Blackwell Workstation "
     "(SM120) with vLLM 0.9.1 / 0.9.2-dev: those releases had no CUTLASS FP8 scaled-mm kernel for SM120, so "
     "cutlass_scaled_mm fell through to a path that only accepts int8 operands and the FP8 activations failed its "
     "dtype check during the start-up profile run. A missing kernel for this GPU in that release, not memory and "
     "not the model.",
     "no author confirmation (the author said he would try an INT8 checkpoint instead). SM120 CUTLASS w8a8 FP8 "
     "support was added by vllm PR #17280 '[NVIDIA] Support Cutlass w8a8 FP8 for Blackwell Geforce GPUs (sm120)' "
     "(merged July 2025, tested on Qwen2.5-VL-7B-Instruct-FP8-Dynamic), so: a vLLM release containing it; the "
     "issue was later closed by PR #25935, which only makes the error clearer",
     release="0.9.1 / 0.9.2-dev", gpu="NVIDIA RTX PRO 6000 Blackwell Workstation Edition (96 GB, sm_120)",
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization", "value": "fp8"}],
     note="Excerpt: the issue title as stored (it is cut at 'but g' in the store) and the author's own comment "
          "(waltstephen, 2025-06-29) quoting the error; the traceback in the body is not in the stored chunks. A "
          "third user's (kaori-seasons) AI-style root-cause comment is left out. The PR #17280 link to this issue is "
          "inferred from its content and date, not stated in the thread; PR #25935 says 'Fixes #20221'.")

if __name__ == "__main__":
    BATCH.write()
