"""Round-768 blind batch: NEW MODEL ARCHITECTURES AT VLLM'S START-UP (2025-2026 releases of models: Qwen3-Next /
Qwen3.5 / Qwen3.6, Gemma 3n / Gemma 4, GLM-4.5 / 4.6 / 4.7 / 5, DeepSeek-V3.2 / V4, Kimi-K2 / Linear, MiniMax-M2,
gpt-oss, Llama 4, Mistral 3 / Magistral, Nemotron-H, Granite 4, Hunyuan, ERNIE 4.5, Olmo 3, SmolLM3): 'architectures
[...] are not supported', model_type not recognized by transformers, a release too old for the model, weight names the
release does not load; collected by helper wild768 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round768-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 45 allowed: 33 ``search`` (32 corpus=issues, 1 corpus=pages) and 2 ``find_files`` (whether
vLLM's tree holds a native GLM-5.3-Flash class: one listing cut at 100 files, one exact path that found nothing); no
read_file / find_string / fetch. Every source was checked with grep against /work/coord/USED_SOURCES.txt,
/work/coord/CLAIMS.txt and the skip lists of the earlier rounds' tools/wild_cases_round*.py before it was spent on,
and claimed in CLAIMS.txt at once.

1 case:
- gpustack #4665 (GPUStack v2.1.0rc1, a maintainer's own report: GLM-4.7-Flash from a local source with the vLLM
  backend at a custom version still fails GPUStack's transformers architecture check: "The checkpoint you are trying
  to load has model type `glm4_moe_lite` but Transformers does not recognize this architecture").

How mined the slice is: MINED OUT for this corpus. Nearly every thread the issues search returns for these error lines
and models is in USED_SOURCES.txt or an earlier round's skip list (about 40 of the ~55 in-slice threads seen); of the
rest, the stored text either stops before the error line or holds the error line but no cause (no answer stored, no
linked fix, open threads). One in-slice case in 35 look-ups; a 0-case round would have been the honest alternative.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): gpustack #2838, #2843, #1510; vllm #22231, #14723, #39993,
  #32338, #28691, #19793, #36217, #51744, #44796 (Gemma-4-12B QAT Marlin shape mismatch on 0.22.0; skip-listed in
  rounds 113 and 221), #33229, #21750, #40778, #23206; zai-org/GLM-4 #608, #662, #793; zai-org/GLM-4.5 #56; zai-org/GLM-5
  #22; zai-org/GLM-V #135; timothystewart6/vllm-gb10 #97, #105; MiniMax-AI/MiniMax-M2 #40; vllm-ascend #10363, #4278,
  #12675 (claimed by round 740); huggingface/transformers #43366; princeton-ddss/blackfish #322; runpod worker-vllm #279;
  QwenLM/Qwen3-Coder #554; 0xBakeer/inference-atlas PR #14; Tencent-Hunyuan/HunyuanImage-3.0 PR #54; MoonshotAI/Kimi-VL
  #15; rllm-org/rllm #434.
- Error line stored but NO cause in the stored text (claimed, not written):
  * vllm #54062 (GLM-5.3-Flash on nightly 0.28.1rc1.dev7+g4a6a3272e with transformers 5.16.1, 4x B200, the vLLM recipe's
    command): "ValueError: There is no module or parameter named 'model.language_model.layers.0.self_attn.k_conv1d' in
    TransformersMultiModalMoEForCausalLM" -- the launch fell back to the Transformers backend, whose Glm5Next linear
    attention has no k_conv1d. Open; only the description is stored; no vLLM PR for glm5_next was found in the corpus
    (a find_files for vllm/model_executor/models/glm5_next.py found nothing). A good case once a fix is linked.
  * intel/llm-scaler #367 (Qwen3.6-35B-A3B-int4-AutoRound on the llm-scaler XPU image, TP 2): "Value error, Model
    architectures ['Qwen3_5MoeForConditionalGeneration'] are not supported for now." with the image's registry list
    (Qwen3NextForCausalLM present, no Qwen3_5*). Open, no answer stored; the cause (the image's vLLM predates Qwen3.5,
    which vLLM 0.17.0 added per runpod worker-vllm #279 / blackfish #322) is readable from the message only.
  * vllm-project/vllm-ascend #8722 (DeepSeek-V4-Flash-w8a8-mtp on vllm-ascend v0.13.0rc3 images, Atlas A2 910B2 x8):
    "Value error, The checkpoint you are trying to load has model type deepseek_v4 but Transformers does not recognize
    this architecture." Closed, no answer stored; ambiguous cause (vllm-ascend PR #8648 added DeepSeek V4 to the
    v0.13.0 line with a v0.13.0rc3-a3 image, and PR #9419 says DeepseekV4Config comes from vLLM's own compatibility
    layer, so 'transformers too old' is not established).
  * vllm #40954 (DeepSeek-V4-Flash on vLLM 0.19.1, 8x RTX 4090, '`transformers` lib' in the cut title): the stored chunk
    of the description stops in the banner; the one stored comment guesses DeepGEMM on sm_89.
- Error line not in the stored chunk: intel/llm-scaler #705 (gemma-4-12B-it on intel/llm-scaler-vllm:0.26.0-b2; two
  queries returned only the oneAPI banner and vLLM's start lines; the reporter guesses transformers is too old),
  vllm-project/vllm-ascend #8869 (gemma4 on openeuler/vllm-cpu after upgrading transformers; chunk stops in the docker
  build), nlzy/vllm-gfx906 #29 (MiniMax-M2; not reached by the search at all), yhfgyyf/vllm-deepseek-v4-sm89 #74
  (GLM-5.3-Flash on the sm89 fork; a later turn holds the registry list, the reached query did not return the thread),
  verl-project/verl #6725 (Qwen3.5 with vllm 0.5.4 in the env: only the pip list stored), verl PR #5381 (a comment's
  "Model architectures ['Qwen3_5MoeForConditionalGeneration'] are not supported for now" on vllm 0.15.0; the reply
  is cut).
- Not vLLM's message / not vLLM: lmstudio #1214, #999; TabbyML #4446; candle-vllm #387; fastllm #697; ollama #15303;
  mlx-openai-server #273, #87; vllm-mlx #668; vllm-gguf-plugin #114 (the plugin's own "Unknown gguf model_type:
  deepseek_v4"); swiss-ai/model-launch PR #138 (the failure shown is SGLang's); sglang #39831; mistral.rs #1726;
  verl #5937 (transformers in verl's actor init); LlamaFactory #8894 (PEFT target module).

Judgement calls for the lead:
1. gpustack-4665 is not vLLM's own process: the message is transformers' config error raised by GPUStack's server
   while it checks the model before launching the vLLM backend, as in the earlier fixture gpustack-2838 (labelled
   model_type_unknown / transformers_too_old there; the same labels are used here). The cause is the maintainer's own
   title (the check is not skipped for a local-source model with a custom backend version); the fix is not in the
   stored thread: it is read from GPUStack's earlier merged PRs for the same check on other paths (#1926 'fix: skip
   arch check on custom backend version', for #1895; #3220 'fix: skip architecture check for custom backends', for
   #2879). The lead may prefer a cause other than transformers_too_old (the transformers that refuses is GPUStack's,
   and the defect is GPUStack's check, not the vLLM release chosen).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round768-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
               {"flag": "--quantization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- gpustack #4665: GLM-4.7-Flash (glm4_moe_lite), local source, custom vLLM backend version -> transformers does not recognize
case("gpustack-4665-glm47-flash-glm4-moe-lite-local-source-custom-backend-arch-check",
     "https://github.com/gpustack/gpustack/issues/4665",
     "The local source model glm4.7-flash cannot skip the transformers architecture check by specifying a backend "
     "version.\n"
     "\n"
     "### GPUStack version\n"
     "\n"
     "v2.1.0rc1\n"
     "\n"
     "### ▶️ Steps to reproduce\n"
     "\n"
     "1. Select the GLM-4.7-Flash model on the deployment page\n"
     "2. Choose the VLLM backend and specify a custom version\n"
     "\n"
     "### ❌ Actual result\n"
     "\n"
     "return error:\n"
     "\n"
     "The checkpoint you are trying to load has model type `glm4_moe_lite` but Transformers does not recognize this "
     "architecture. This could be because of an issue with the checkpoint, or because your version of Transformers is "
     "out of date.\n"
     "\n"
     "You can update Transformers with the command `pip install --upgrade transformers`. If this does not work, and the "
     "checkpoint is very new, then there may not be a release version that supports this model yet. In this case, you "
     "can get the most up-to-date code by installing Transformers from source with the command `pip install "
     "git+https://github.com/huggingface/transformers.git`",
     "model_type_unknown", {}, "transformers_too_old",
     "GPUStack v2.1.0rc1 checks a model's architecture with its own bundled transformers before it launches the chosen "
     "backend. GLM-4.7-Flash (zai-org, January 2026) declares model_type glm4_moe_lite / Glm4MoeLiteForCausalLM, which "
     "only transformers 5.0.0 and later know (no remote code ships with the checkpoint), so GPUStack's transformers "
     "raises 'does not recognize this architecture'. Picking the vLLM backend at a custom (newer) version is meant to "
     "skip that check, and does on other paths, but for a model taken from a local source the check still runs: the "
     "refusal comes from GPUStack's pre-deployment check, not from the vLLM release chosen. Not memory or parallelism.",
     "not in the stored thread (closed; only the description, by GPUStack maintainer yxf0314, is stored). The cause is "
     "the issue's own title. The fix class comes from GPUStack's earlier merged fixes of the same check on other paths "
     "(PR #1926 'fix: skip arch check on custom backend version' for #1895; PR #3220 'fix: skip architecture check for "
     "custom backends' for #2879): a GPUStack release whose check is skipped for a local-source model when a custom "
     "backend version is set, or a GPUStack whose bundled transformers (>= 5.0.0) knows glm4_moe_lite. "
     "--trust-remote-code does not help (the checkpoint has no auto_map; NovaSky-AI/SkyRL PR #1241: 'The HF model repo "
     "has no auto_map or custom code - trust_remote_code=True is useless').",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title and the whole stored description (GPUStack version, steps, actual result), "
          "unchanged. No vLLM log and no vLLM release are shown: the custom backend version the maintainer chose is "
          "not named, so release is None. Judgement call 1 (GPUStack's check, not vLLM's process; labels follow "
          "the earlier fixture gpustack-2838).")

BATCH.write()
