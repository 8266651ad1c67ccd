"""Round-479 blind batch: vLLM start-up failures of checkpoints made by QUANTIZATION TOOLCHAINS (llm-compressor /
compressed-tensors, AutoAWQ, GPTQModel, AMD Quark, NVIDIA ModelOpt, torchao, bitsandbytes, HQQ, auto-round,
neural-compressor, optimum-quanto), third pass, searched by exact vLLM error strings ('weight_scale', 'KeyError',
'is not divisible by', 'not supported for', 'compressed-tensors', ...); collected by helper wild479 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round479-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (code-fence marker lines dropped); the fix is
left out of the excerpt.

Look-ups: 30 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 2 cases:
llm-compressor #2714 (Gemma-4-26B-A4B FP8_DYNAMIC checkpoint, KeyError 'layers.0.router.proj.weight_scale', vLLM
0.21.0) and vllm #53950 (IBM Granite 4.2 30B FP8 checkpoint whose quantization lives only in llm-compressor's
recipe.yaml, 'There is no module or parameter named ... weight_scale in GraniteModel', vLLM 0.27.1 / 0.28.0). Every
candidate was checked with grep -F against /work/coord/USED_SOURCES.txt and the earlier rounds' skip lists before a
look-up was spent on it. The slice is nearly exhausted: almost every toolchain thread with a vLLM error in its stored
text is already used or skip-listed, and the new threads found mostly stop before the error line.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm-project/llm-compressor #959, #967, #1306, #2339, #2693,
  #1768, #996, #1075, #1427, #57, #54, #2255 and #2752 (round330 skip list); intel/auto-round #1499 (round330), #769;
  NVIDIA/Model-Optimizer #228; ModelCloud/GPTQModel #1501; casper-hansen/AutoAWQ #217; vllm #45102, #28857, #30969,
  #11537 (round289), #25241, #19733 / #16254 (round430), #2871, #2699, #13980, #13677, #13640, #54900; kserve/kserve
  #4875; unslothai/unsloth #688; runpod-workers/worker-vllm #99; QwenLM/Qwen3 #907; hiyouga/LlamaFactory #9261;
  vllm-project/vllm-ascend #11368.
- Error line not in the stored chunk (or no cause reached): vllm #9523 (W8A8 llm-compressor model; the reporter
  confirmed that upgrading compressed-tensors 0.6.0 -> 0.7.1 in the vLLM env fixed it, but two look-ups never reached
  the error text: a good case if the lead can see the full thread); vllm #46036 (Qwen3-4B W4A8 channel-wise recipe on
  H20, vLLM 0.23.0: chunk stops inside the recipe); vllm #31668 (torchao on the V1 engine 0.13.0: chunk stops in
  collect_env; diagnosis in PR #34135); vllm #54304 (quantized embeddings from llm-compressor: traceback cut before the
  error); vllm #21977 (W4A16 NVFP4 MoE, 'NoneType' object has no attribute 'num_bits': the twin of the used
  llm-compressor #1768, no fix); vllm #2419 (Baichuan2-7B GPTQ at TP 4, error line cut); vllm #20035 and #6861 (bnb
  4-bit, chunks cut); bytedance-iaas/vllm #52 (a fork, traceback cut); vllm #7517 (AutoAWQ marlin zero-point, no
  command or error line); vllm #46929 and #30938 (ModelOpt INT8 / FP8 variants: feature requests, no error text
  stored).
- Not a vLLM launch failure: NVIDIA/Model-Optimizer #271 (TensorRT-LLM export), #2015 (performance question);
  ModelCloud/GPTQModel #2824, #1490 (GPTQModel's own loader / quantizer); casper-hansen/AutoAWQ #545 (a warning),
  #641, #732 (quantizer side); vllm-project/compressed-tensors #652 (transformers), #375 (a dev-branch PR);
  vllm-project/llm-compressor #2102, #1841 (quantizer side); amd/Quark #14 (feature request); intel/auto-round #1839
  (quantizer fix).

Judgement calls for the lead:
1. llm-compressor-2714: no maintainer reply or fix is in the stored text (the issue is closed). The cause is read from
   the message and the reporter's recipe: QuantizationModifier(targets="Linear", scheme="FP8_DYNAMIC") with no ignore
   list also quantized Gemma 4's MoE router projection (and, first, the vision embedding projection), and vLLM's
   gemma4.py keeps those layers unquantized, so it has no 'router.proj.weight_scale' parameter to load into. This is
   the same class the llm-compressor maintainers diagnosed for Gemma 3 in #1306 (exclude such modules via ``ignore``),
   cited only as context. kind/cause weight_loading_mismatch, as in the five earlier KeyError '...weight_scale'
   fixtures.
2. vllm-53950: a vLLM-tracker thread (outside the slice's toolchain trackers, but the checkpoint is an llm-compressor
   FP8_DYNAMIC export). The cause is from the linked PR #53967's description (open, not merged): the Granite 4.2 FP8 /
   NVFP4 repos ship their scheme only in recipe.yaml, with no quantization_config in config.json and no
   hf_quant_config.json, so vLLM never detects quantization, builds plain RowParallelLinear layers, and fails on the
   checkpoint's weight_scale tensors. kind/cause weight_loading_mismatch (the label 24 of 27 earlier 'There is no module
   or parameter named' fixtures used); the lead may prefer a quantization-config label. numbers left empty: the
   max_model_len / max_num_seqs / max_num_batched_tokens the reporter lists have nothing to do with the failure.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round479-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- llm-compressor #2714: Gemma-4-26B-A4B FP8_DYNAMIC (no ignore list) on vLLM 0.21.0 -> KeyError router.proj.weight_scale
case("llm-compressor-2714-gemma4-26b-a4b-fp8-dynamic-rtx-pro-6000-router-proj-weight-scale-keyerror",
     "https://github.com/vllm-project/llm-compressor/issues/2714",
     "[Bug]: # Gemma4 Offline FP8 Checkpoint Fails to Load in vLLM (`router.proj.weight_scale` KeyError)\n"
     "\n"
     "## Environment\n"
     "\n"
     "* vLLM: `0.21.0`\n"
     "* llm-compressor: latest from `main`\n"
     "* Transformers: latest pre-release supporting Gemma4\n"
     "* GPU: NVIDIA RTX PRO 6000 Blackwell Server Edition (96 GB)\n"
     "* CUDA: 13.2\n"
     "\n"
     "## Model\n"
     "\n"
     "google/gemma-4-26B-A4B-it\n"
     "\n"
     "## Quantization\n"
     "\n"
     "Using the `quantization_w8a8_fp8/gemma4_example.py` style workflow.\n"
     "\n"
     "Recipe:\n"
     "\n"
     "recipe = QuantizationModifier(\n"
     "    targets=\"Linear\",\n"
     "    scheme=\"FP8_DYNAMIC\",\n"
     ")\n"
     "\n"
     "Offline FP8 checkpoint generation succeeds successfully.\n"
     "\n"
     "## Problem\n"
     "\n"
     "Serving the offline FP8 checkpoint with vLLM fails during model loading.\n"
     "\n"
     "Current error:\n"
     "\n"
     "KeyError: 'layers.0.router.proj.weight_scale'\n"
     "\n"
     "Full stack trace shows failure inside:\n"
     "\n"
     "vllm/model_executor/models/gemma4.py\n"
     "\n"
     "during FP8 compressed tensor loading.\n"
     "\n"
     "## Earlier Incompatibility Observed\n"
     "\n"
     "Before reaching the router scale error, vLLM initially failed with:\n"
     "\n"
     "ValueError: There is no module or parameter named\n"
     "'embed_vision.embedding_projection.weight_scale'",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "An llm-compressor FP8_DYNAMIC checkpoint of google/gemma-4-26B-A4B-it served with vLLM 0.21.0 on an RTX PRO 6000 "
     "Blackwell: the recipe quantized every Linear with no ignore list, so the checkpoint carries FP8 weight scales for "
     "modules that vLLM's Gemma 4 implementation keeps unquantized (first the vision embedding projection, then the MoE "
     "router projection 'router.proj'); vLLM has no 'layers.0.router.proj.weight_scale' parameter and weight loading "
     "stops with a KeyError in gemma4.py.",
     "No fix in the stored text (issue closed without a visible reply). From the message and the same class in "
     "llm-compressor #1306: re-quantize with those modules excluded (ignore the router / vision-embedding projections "
     "and lm_head, as the gemma4 example does), rather than change any vLLM memory setting.",
     release="0.21.0", gpu="NVIDIA RTX PRO 6000 Blackwell Server Edition (96 GB)", gpus=None, command=None,
     forbidden=_MEM,
     note="Excerpt: the issue title, then the description as stored (code-fence lines with their 'text id=...' tags "
          "dropped; the '---' rule and the '### Describe the bug' header left out). The stored chunk stops in the "
          "sentence 'The checkpoint originally contained: model.embed_vision.embedding_proj...', which is not "
          "included. Cause read from the message plus the recipe (judgement call 1).")

# ---------------------------------------- vllm #53950: Granite 4.2 30B FP8 (recipe.yaml only, no quantization_config) on A100, vLLM 0.27.1 / 0.28.0 -> no module or parameter named weight_scale
case("vllm-53950-granite-42-30b-fp8-a100-recipe-yaml-no-quantization-config-weight-scale",
     "https://github.com/vllm-project/vllm/issues/53950",
     "[Bug]: Granite 4.2 30B FP8 fails to load: missing layers.0.mlp.down_proj.weight_scale\n"
     "\n"
     "- I tested the issue with Docker image of vllm/vllm-openai:0.28.0 and 0.27.1.\n"
     "- I use vLLM on remote pods that are based on Docker images where I cannot run the collect_env.py script.\n"
     "- Parameters for vLLM when run on `GPU: NVIDIA A100 80GB PCIe`:\n"
     "\n"
     "max_model_len=24576\n"
     "kv_cache_dtype=fp8\n"
     "max_num_batched_tokens=12288\n"
     "max_num_seqs=4\n"
     "enable_chunked_prefill=True\n"
     "reasoning_parser=nemotron_v3\n"
     "\n"
     "- The error message\n"
     "ValueError: There is no module or parameter named\n"
     "'layers.0.mlp.down_proj.weight_scale' in GraniteModel.\n"
     "\n"
     "The available parameters belonging to\n"
     "layers.0.mlp.down_proj (RowParallelLinear) are:\n"
     "{'layers.0.mlp.down_proj.weight'}\n"
     "\n"
     "- Tested Granite models:\n"
     "https://huggingface.co/ibm-granite/granite-4.2-30b-fp8\n"
     "https://huggingface.co/ibm-granite/granite-4.2-30b-nvfp4\n"
     "\n"
     "It fails the same on other GPUs that I've tested on the remote pods.\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "The failure occurs during model weight loading, before serving/inference.",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "ibm-granite/granite-4.2-30b-fp8 (and -nvfp4) served with the vllm/vllm-openai 0.27.1 / 0.28.0 images on an A100 "
     "80GB PCIe: the checkpoints carry their llm-compressor FP8_DYNAMIC scheme only in recipe.yaml, with no "
     "quantization_config in config.json and no hf_quant_config.json, so vLLM never detects the quantization, builds "
     "plain (unquantized) RowParallelLinear layers, and weight loading fails on the checkpoint's weight_scale tensors "
     "(diagnosis in the linked PR #53967).",
     "No fix confirmed in the thread (open). PR #53967 (open) makes vLLM fall back to recipe.yaml and map FP8_DYNAMIC "
     "onto a compressed-tensors config; a checkpoint whose config.json carries a quantization_config (as other "
     "FP8-dynamic checkpoints do) would load. Memory settings are irrelevant.",
     release="vllm/vllm-openai:0.28.0 and 0.27.1 Docker images", gpu="NVIDIA A100 80GB PCIe", gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="Excerpt: the issue title, then the environment block and the error as the reporter pasted them (code-fence "
          "lines, the sentence about other LLMs running on those pods, and the '<details>' / '[logs.txt](...)' attachment lines dropped), then the first sentence of the bug "
          "description. The reporter runs vLLM with kv_cache_dtype=fp8 already. Cause from the PR description, not a "
          "merged fix (judgement call 2).")

BATCH.write()
