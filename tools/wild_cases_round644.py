"""Round-644 blind batch: vLLM start-up failures where the QUANTIZATION FLAG / DTYPE disagrees with the CHECKPOINT
(the config.json quantization_config against --quantization, checkpoint formats written by a newer quantizer than the
vLLM release reads, --dtype against a quantized checkpoint), any tracker; collected by helper wild644 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round644-blind"``; the lead grades it once.
A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 40 allowed, all ``search`` (26 corpus=issues, 4 corpus=docs, 1 corpus=code). 4 cases:
vllm PR #3829 (a comment: bitsandbytes checkpoint vs --quantization marlin on a 0.4.x release), llm-compressor #2234
(llmcompressor 0.9.0 checkpoints' scale_dtype / zp_dtype refused by the vLLM 0.13.0 image), llm-compressor PR #1709
(a comment: an FP8_BLOCK checkpoint's list-valued block_structure refused by vLLM 0.10.0), LlamaFactory #4677 (a
GPTQ export of a bf16 Qwen2 fine-tune served through LLaMA-Factory's vLLM path in bfloat16). Every source was checked
with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.
The slice is close to MINED OUT: every vLLM-tracker thread the searches returned for the mismatch message, 'Cannot
find the config file for awq/gptq', the AWQ/GPTQ bf16 refusal, the bitsandbytes load-format refusal and the
awq_marlin / gptq_marlin flag was already used or on a skip list; the four cases come from quantizer trackers
(llm-compressor), a PR comment and a wrapper's tracker.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #19050, #1419, #25241, #11122, #1823, #1941, #1592, #10263, #12794, #28843,
  #1769, #1100, #3392, #30969; intel/auto-round #2242; runpod-workers/worker-vllm #145; unslothai/unsloth #688, #1268;
  llm-compressor #1427; vllm-project/tpu-inference PR #1659; Tanguille/cluster PR #3179; neuralmagic
  Meta-Llama-3.1-70B-Instruct-FP8 discussion #3; mlx-community Llama-3.1-Nemotron-70B-Instruct-HF-8bit discussion #5.
- On earlier rounds' skip lists (not re-spent): vllm #1784, #13343, #2251, #19733, #1433, #4301, #13612, #6985, #7517,
  #9894, #5842, #5566, #3331/#5677 (cases), #6861, #1114, #13462, #6514, #9523, #31668, #52947 (torchao 0.18.0 cannot
  load version-1 int8wo checkpoints, an opaque VllmConfig ValidationError in vLLM CI; round 330 listed it as 'outside
  the slice, seen but not taken' - a good case for a later slice if the lead lifts the skip); llm-compressor #1550,
  #1418, #1075, #1700 (same block_structure failure as the PR #1709 case, traceback cut), #1758 (quoted only as the
  maintainer diagnosis for the #1709 case, not a case); worker-vllm #99; NVIDIA/Model-Optimizer #228;
  LlamaFactory #9261; casper-hansen/AutoAWQ #217; 1CatAI/1Cat-vLLM #289.
- Error line not in the stored text: neuralmagic/Meta-Llama-3-8B-Instruct-FP8 discussion #1 (nm-vllm 0.2.0 api_server
  on an FP8 checkpoint, traceback cut inside _verify_quantization), llm-compressor #2057 (mratsim's model_free_ptq
  GLM checkpoint; the title says 'The new scale_dtype and zp_dtype are not backward compatible with released vLLM',
  the traceback is cut before the error; used as supporting evidence for the #2234 case), llm-compressor #1939
  (Qwen3-VL-30B-A3B AWQ, vLLM traceback cut at the asyncio frames), vllm #31582 (4x3090, description only).
- Not a vLLM start-up failure: llm-compressor #1524 (quantizer-side error), sgl-project/sglang #1792 (SGLang),
  ModelCloud/GPTQModel #1596 (GPTQModel's own QuantizeConfig), verl #6112 (FP8 rollout weight sync mid-training),
  vllm #5480 (usage question).
- Twin of a used case: mlx-community/Meta-Llama-3.1-70B-Instruct-8bit discussion #2 (same user and the same
  'Unknown quantization method: .' as the used Nemotron-70B-8bit #5; round 122 counted 'mlx-community 8-bit repos' as
  used).

Judgement calls for the lead:
1. vllm-pr3829-...: the comment has no reply in the stored text and names no model (the PR is '[Model] Cohere
   CommandR+'); taken because the message itself leaves no doubt (config says bitsandbytes, flag says marlin). The
   real fix is not just 'drop --quantization': on a 0.4.x release bitsandbytes was not a vLLM method at all (added in
   0.5.0 by PR #4776), so dropping the flag would only change the refusal; written as such. Kind/cause
   quantization_mismatch, as the ten earlier fixtures with this message.
2. llmcompressor-2234 and llmcompressor-pr1709: pydantic ValidationErrors at VllmConfig for quantization_config fields
   written by a newer compressed-tensors than the vLLM release bundles. No kind reads this directly; labelled
   dependency_version_mismatch for kind and cause (the checkpoint format / compressed-tensors version is ahead of the
   vLLM release), as earlier rounds labelled pydantic 'Extra inputs are not permitted' refusals. The lead may prefer
   vllm_check_failed for the kind (pydantic, not one of vLLM's raise sites) or a new cause such as
   checkpoint_format_newer_than_vllm. #2234's fix is the maintainer's expectation ('I would expect the nightly to
   work', then closed), not a confirmed run; #1709's diagnosis comes from llm-compressor #1758 (same reporter four days
   later, maintainers brian-dellabetta and shanjiaz: FP8-block support had not landed in vLLM main yet; serve it
   from the branch).
3. llamafactory-4677: the thread does not say 'vLLM' in words; the message is vLLM's own dtype check for quantized
   checkpoints and the reporter ran LLaMA-Factory's api_demo (whose vLLM back end passes the model's dtype). Fix is the
   maintainer's 'update the code' (label solved), i.e. a LLaMA-Factory release that launches GPTQ models in float16;
   the flag-level equivalent is --dtype float16. Kind/cause quantization_dtype_unsupported, numbers dtype bfloat16 /
   quantization gptq, as llamafactory-3674.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round644-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #3829 (comment): bitsandbytes checkpoint + --quantization marlin on 0.4.x
case("vllm-pr3829-commandr-plus-bitsandbytes-checkpoint-quantization-marlin-mismatch-v04x",
     "https://github.com/vllm-project/vllm/pull/3829",
     "Traceback (most recent call last):\n"
     "  File \"/data/miniconda3/minicondaenv/envs/vllm4/lib/python3.10/runpy.py\", line 196, in _run_module_as_main\n"
     "    return _run_code(code, main_globals, None,\n"
     "  File \"/data/miniconda3/minicondaenv/envs/vllm4/lib/python3.10/runpy.py\", line 86, in _run_code\n"
     "    exec(code, run_globals)\n"
     "  File \"/data/miniconda3/minicondaenv/envs/vllm4/lib/python3.10/site-packages/vllm/entrypoints/openai/"
     "api_server.py\", line 168, in <module>\n"
     "    engine = AsyncLLMEngine.from_engine_args(\n"
     "  File \"/data/miniconda3/minicondaenv/envs/vllm4/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py\", "
     "line 346, in from_engine_args\n"
     "    engine_config = engine_args.create_engine_config()\n"
     "  File \"/data/miniconda3/minicondaenv/envs/vllm4/lib/python3.10/site-packages/vllm/engine/arg_utils.py\", line "
     "520, in create_engine_config\n"
     "    model_config = ModelConfig(\n"
     "  File \"/data/miniconda3/minicondaenv/envs/vllm4/lib/python3.10/site-packages/vllm/config.py\", line 131, in "
     "__init__\n"
     "    self._verify_quantization()\n"
     "  File \"/data/miniconda3/minicondaenv/envs/vllm4/lib/python3.10/site-packages/vllm/config.py\", line 188, in "
     "_verify_quantization\n"
     "    raise ValueError(\n"
     "ValueError: Quantization method specified in the model config (bitsandbytes) does not match the quantization "
     "method specified in the `quantization` argument (marlin).",
     "quantization_mismatch", {}, "quantization_mismatch",
     "May 2024, a comment on the Command R+ support PR: the reporter started the OpenAI server (a 0.4.x release, "
     "create_engine_config building ModelConfig) on a checkpoint whose config.json quantization_config names "
     "bitsandbytes (a bnb 4-bit Command R+ export), passing --quantization marlin. ModelConfig._verify_quantization "
     "refuses a flag that disagrees with the checkpoint's quant_method. Marlin needs a Marlin/GPTQ-format checkpoint; "
     "and on this release bitsandbytes was not one of vLLM's methods at all (added in 0.5.0), so the checkpoint itself "
     "could not be served. Not a memory problem.",
     "no reply in the stored text. From the message: drop --quantization marlin (the flag must match the "
     "checkpoint's quant_method, or be left out), and serve a checkpoint in a format the release supports (a GPTQ / "
     "AWQ / Marlin export of the model), or move to vLLM >= 0.5.0 where bitsandbytes checkpoints load with "
     "--quantization bitsandbytes --load-format bitsandbytes (model support permitting)",
     release="not stated (May 2024, a 0.4.x release: create_engine_config in arg_utils.py line 520, conda env 'vllm4')",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization", "value": "marlin"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the whole comment (huyang19881115, 2024-05-09) as stored, a bare traceback; no command, model name "
          "or GPU in it. The thread stores no answer; the expectation rests on the message (see the docstring's "
          "judgement call 1).")

# ---------------------------------------- llm-compressor #2234: llmcompressor 0.9.0 GPTQ/AWQ Gemma on vLLM 0.13.0 image -> VllmConfig extra fields scale_dtype / zp_dtype
case("llmcompressor-2234-gemma-gptq-awq-llmcompressor-090-vllm-0130-l4-scale-dtype-zp-dtype-extra-inputs",
     "https://github.com/vllm-project/llm-compressor/issues/2234",
     "### ⚙️ Your current environment\n"
     "\n"
     "### Environment Information ###\n"
     "Operating System: `Linux-6.14.0-1018-aws-x86_64-with-glibc2.35`\n"
     "Python Version: `3.12.12 (main, Oct 10 2025, 08:52:57) [GCC 11.4.0]`\n"
     "llm-compressor Version: `None`\n"
     "compressed-tensors Version: `0.12.2`\n"
     "transformers Version: `4.57.3`\n"
     "torch Version: `2.9.0+cu129`\n"
     "CUDA Devices: `['NVIDIA L4']`\n"
     "AMD Devices: `None`\n"
     "NPU Devices: `None`\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I'm using llmcompressor 0.9.0 for Gemma quantization with GPTQ and AWQ algorithms.\n"
     "In the quantization_config field of the config.json files, there are two fields:\n"
     "\n"
     "- scale_dtype\n"
     "- zp_dtype\n"
     "\n"
     "When trying to load quantized models using the vLLM Docker image (v0.13.0), I get the following error:\n"
     "\n"
     "```\n"
     "pydantic_core._pydantic_core.ValidationError: 2 validation errors for VllmConfig\n"
     "scale_dtype  Extra inputs are not permitted\n"
     "zp_dtype     Extra inputs are not permitted\n"
     "```\n"
     "\n"
     "I have checked the version of the compressed-tensor package, and it seems fine (0.12.2).\n"
     "\n"
     "Is it safe to remove both parameters from config.json and try running the models again?",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "January 2026: Gemma checkpoints quantized (GPTQ and AWQ, compressed-tensors format) with llmcompressor 0.9.0, "
     "whose compressed-tensors writes two new quantization_config fields, scale_dtype and zp_dtype. The vLLM v0.13.0 "
     "Docker image bundles an older compressed-tensors whose quantization-args schema forbids unknown fields, so "
     "building VllmConfig fails at start-up. A checkpoint-format / library version skew (llm-compressor #2057: 'The "
     "new scale_dtype and zp_dtype are not backward compatible with released vLLM'), not memory and not the GPU.",
     "maintainer brian-dellabetta (2026-01-14): use the nightly vLLM image ('I would expect the nightly to work'), "
     "i.e. a vLLM whose compressed-tensors knows scale_dtype / zp_dtype; the issue was then closed. Removing the two "
     "fields from config.json, which the reporter asked about, is not confirmed in the stored text",
     release="0.13.0 (vLLM Docker image)", gpu="NVIDIA L4", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="Excerpt: the issue description as stored, without its title ('LLM fails to load llmcompressor GPTQ/AWQ "
          "models due to extra \"scale_dtype\" and \"zp_dtype\" fields in config'); the maintainer's reply left out. "
          "The environment block is the quantization environment's collect_env (compressed-tensors 0.12.2), not the "
          "vLLM image's. gpus=1 read from the single L4 the block lists.")

# ---------------------------------------- llm-compressor PR #1709 (comment): FP8_BLOCK Qwen3 MoE checkpoint on vLLM 0.10.0 -> block_structure must be a string
case("llmcompressor-pr1709-qwen3-moe-fp8-block-vllm-0100-block-structure-list-not-string",
     "https://github.com/vllm-project/llm-compressor/pull/1709",
     "@dsikka @shanjiaz @brian-dellabetta I ran the code in examples/quantization_w8a8_fp8/fp8_block_example.py to "
     "generate a Qwen3 MoE model, but inference with vLLM failed. The vLLM version is 0.10.0, and the error log is as "
     "follows:\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"/ossfs/node_54971121/workspace/slimgpt_pub/nvfp4_vllm_load.py\", line 18, in <module>\n"
     "    model = LLM(\n"
     "  File \"/opt/conda/lib/python3.10/site-packages/vllm/entrypoints/llm.py\", line 273, in __init__\n"
     "    self.llm_engine = LLMEngine.from_engine_args(\n"
     "  File \"/opt/conda/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 490, in from_engine_args\n"
     "    vllm_config = engine_args.create_engine_config(usage_context)\n"
     "  File \"/opt/conda/lib/python3.10/site-packages/vllm/engine/arg_utils.py\", line 1277, in create_engine_config\n"
     "    config = VllmConfig(\n"
     "  File \"/opt/conda/lib/python3.10/site-packages/pydantic/_internal/_dataclasses.py\", line 127, in __init__\n"
     "    s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s)\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for VllmConfig\n"
     "block_structure\n"
     "  Input should be a valid string [type=string_type, input_value=[128, 128], input_type=list]\n"
     "    For further information visit https://errors.pydantic.dev/2.12/v/string_type\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "August 2025: a Qwen3 MoE checkpoint produced by llm-compressor main's FP8_BLOCK example writes the block "
     "quantization's block_structure as a list [128, 128]; the compressed-tensors schema inside vLLM 0.10.0 still "
     "types block_structure as a string ('NxM'), so VllmConfig validation refuses the checkpoint's quantization_config "
     "before any weights load. vLLM's support for llm-compressor FP8-block checkpoints had not landed in a release "
     "yet: a checkpoint format ahead of the vLLM release, not memory.",
     "diagnosis from the same reporter's follow-up, llm-compressor #1758 (2025-08-19): maintainer brian-dellabetta "
     "'for vllm I believe the changes to support FP8 block-quantized models have yet to land in main'; shanjiaz: serve "
     "it with the vLLM branch carrying that support (VLLM_USE_V1=1 vllm serve <model>). I.e. a vLLM build/release with "
     "compressed-tensors FP8-block support; no confirmation of the run is stored",
     release="0.10.0", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization", "value": "fp8"}],
     note="Excerpt: the PR comment (wangwenmingaa, 2025-08-15) as stored, down to the end of its traceback; the "
          "follow-up comments are left out. The script is named nvfp4_vllm_load.py but the checkpoint is the FP8_BLOCK "
          "example's (the comment says so). llm-compressor #1700 is the same failure on the v0.10.0 container "
          "(traceback cut there, skip-listed).")

# ---------------------------------------- LlamaFactory #4677: GPTQ export of a bf16 Qwen2 fine-tune through api_demo's vLLM path -> bf16 not supported for gptq
case("llamafactory-4677-qwen2-lora-merge-autogptq-export-api-demo-bf16-not-supported-for-gptq",
     "https://github.com/hiyouga/LlamaFactory/issues/4677",
     "合并 LoRA 适配器与模型量化，使用 AutoGPTQ 量化模型得到后的模型推理报错如下ValueError: torch.bfloat16 is not supported "
     "for quantization method gptq. Supported dtypes: [torch.float16]\n"
     "\n"
     "### Reminder\n"
     "\n"
     "- [X] I have read the README and searched the existing issues.\n"
     "\n"
     "### System Info\n"
     "\n"
     "1\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "1\n"
     "\n"
     "### Expected behavior\n"
     "\n"
     "合并 LoRA 适配器与模型量化\n"
     "llamafactory-cli export examples/merge_lora/llama3_lora_sft.yaml\n"
     "使用 AutoGPTQ 量化模型\n"
     "llamafactory-cli export examples/merge_lora/llama3_gptq.yaml\n"
     "通过官方的这两个命令对自己微调的qwen2模型合并适配器与模型量化，量化之后的模型config.json有20多W行，然后使用旧版的api_demo.py "
     "推理报错如下\n"
     "ValueError: torch.bfloat16 is not supported for quantization method gptq. Supported dtypes: [torch.float16]",
     "quantization_dtype_unsupported", {"dtype": "bfloat16", "quantization": "gptq"}, "quantization_dtype_unsupported",
     "July 2024: a Qwen2 fine-tune (bfloat16) merged with its LoRA and exported to GPTQ 4-bit with LLaMA-Factory's "
     "AutoGPTQ export, then served with the older api_demo.py. The engine was started in the checkpoint's bfloat16, "
     "and vLLM's GPTQ method of that time accepts only float16 activations, so the start-up dtype check refuses it. "
     "A dtype/launch-argument problem, not memory.",
     "maintainer hiyouga (2024-07-04): '更新代码' (update the code), issue labelled solved: a newer LLaMA-Factory "
     "starts GPTQ models in float16; the flag-level equivalent is --dtype float16 (half)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description as stored (Chinese: 'merged the LoRA adapter and quantized the "
          "model with AutoGPTQ; inference on the resulting model errors as follows'; 'after quantization the model's "
          "config.json has 200,000+ lines, then inference with the old api_demo.py errors as follows'); two screenshots "
          "after the error line are dropped, the maintainer's reply left out. vLLM is not named in the thread; the "
          "message is vLLM's (see the docstring's judgement call 3).")

if __name__ == "__main__":
    BATCH.write()
