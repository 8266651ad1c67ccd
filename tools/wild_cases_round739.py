"""Round-739 blind batch: UPSTREAM FRAMEWORK TRACKERS (pytorch/pytorch and huggingface/transformers issues, 2024-2026,
where vLLM's start-up or first request fails because of a torch release's CUDA / NCCL / compile change or a
transformers release's config / tokenizer / processor change, the stored text quoting vLLM's own log or error line,
with the cause or fix in the thread); collected by helper wild739 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round739-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes
that would be wrong for that user) was written from the source thread only (and the fix PR / maintainer answer it
links). Excerpts are the text as the search tool's issues corpus stores it; the fix is left out of the excerpt.

Look-ups: 40 of the 55 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
2 cases:
- transformers #39290: vLLM 0.8.4 + transformers 4.53.1, LLM(model="google/gemma-3-12b-it") -> AttributeError:
  'Gemma3TextConfig' object has no attribute 'sliding_window_pattern' (transformers PR #37866 replaced the derived
  sliding_window_pattern with layer_types; vLLM <= 0.8.5.post1's Gemma 3 code still read it).
- transformers #36683: vLLM image v0.7.3 + transformers 4.50.0.dev0 serving Gemma 3 -> AttributeError:
  'Gemma3Config' object has no attribute 'vocab_size' (vLLM 0.7.3 predates Gemma 3 support; answer in thread: build
  vLLM from source, per vllm #14734).

THE SLICE IS CLOSE TO MINED OUT. The issues corpus answers almost every query with vllm-project/vllm threads; the
pytorch/pytorch and huggingface/transformers threads it does return are mostly already fixtures or on earlier skip
lists (pytorch #137695, #145170, #147851, #170150, #174949, #175666, #170433, #180910, #180913, #166169;
transformers #36292, #33401, #39841, #40968, #41749, #46617, #46738, #37234 / #44561), or carry no vLLM log. Only the
first chunk of each transformers thread is stored, so the maintainers' replies are rarely reachable.

Sources given up (for the lead, not cases):
- No cause in the stored text: pytorch/pytorch #163428 ('[vLLM] Crash during inferece in torch dynamo on
  2xRTX2080Ti', vLLM v0.10.2 docker, Qwen3-32B, --pipeline-parallel-size 2, first request; open, labels flex attention
  / pt2-dispatcher; the stored chunks hold the compose file and Dynamo frames, no diagnosis or fix).
- CI umbrella / test trackers, not a launch with a cause: pytorch/pytorch #187473 (torch 2.13 umbrella), #192057
  (torch 2.14 umbrella), #180899 (torch 2.12 umbrella; children #180905, #180906, #180908, #180909, #180911, #180912
  not reached), #175426 (2.11 umbrella; children #175429, #175437 not reached), #174081 (spec-decode unit tests on
  2.10), #170495 (Blackwell fusion tests), #155933 (a request to test vLLM with 2.8rc; one comment reports a CPU-only
  'not enough values to unpack' in get_worker_class_name with a home-made patch, no maintainer cause).
- Not vLLM (plain torch / transformers loads): pytorch #167244 (sm_120 wheels), #134929 / #140797 / #111469 / #131312 /
  #144244 (nvJitLink undefined symbol on import torch), #150998 (weights_only); transformers #32916, #32232, #32167
  (rope_scaling loads in transformers), #31465 (LlavaNext processor), #39522 (T5Gemma).
- Off-slice trackers seen on the way (vLLM logs, but not pytorch / transformers): QwenLM/Qwen3-VL #2058 and
  VsonicV/es-at-scale #41 (transformers 5 'all_special_tokens_extended' vs vLLM 0.11; answer: transformers 4.57.6),
  gpustack #5096, QwenPaw #3084, LlamaFactory #10310, ms-swift #8098 / #8352 (TokenizersBackend written by transformers
  5 read by vLLM with transformers 4), eugr/spark-vllm-docker #46 / #170, vllm-metal #102 (torchvision::nms with torch
  2.10), FunASR #2973 (torch 2.11 cu130 wheel on a 12.8 driver), vllm #51744 (Gemma 4 / transformers 5.15
  AmbiguousGlobalPerLayerAttributeError), vllm #50428. Good candidates for a vLLM-side or vendor-tracker round.

Judgement calls for the lead:
1. transformers-39290: the excerpt keeps the reporter's own hypothesis ('likely because of the changes to Gemma 3 in
   this PR: .../pull/37866') because it is part of the report's sentence that carries the error line; the stored
   stacktrace is cut at 'Traceback (most r', so the error line is only the one quoted in prose. The thread's replies are
   not stored (closed); the cause is the reporter's bisection (vLLM <= 0.8.5.post1 with transformers >= 4.53.0) and vLLM
   PR #21927 (hmellor: newer Transformers replaced sliding_window_pattern with layer_types), the fix the version pair the
   report names (transformers < 4.53, or a vLLM after 0.8.5.post1). kind hf_config_type_mismatch (an HF config object
   lacking an attribute vLLM's model code reads, as vllm-pr8707 / vllm-pr17180 / intern-s1-12 were labelled), cause
   dependency_version_mismatch (as vllm-pr8707, the same transformers-removed-an-attribute pattern).
2. transformers-36683: the issue's own description is not stored; the excerpt is the title plus two users' comments
   that quote the same error under vLLM (one names vLLM image v0.7.3 + transformers 4.50.0.dev0). bjj's answer (build
   vLLM from source, vllm #14734) is left out. Cause architecture_unsupported, as intern-s1-12 (the same 'use a newer
   vLLM' answer for a config attribute error on a model the release did not yet support); the lead may prefer
   dependency_version_mismatch (transformers dev build ahead of the vLLM release). ArthurZucker's reply is cut after
   'I don't th'. Drop it if comment-level reports are not wanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round739-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}, {"flag": "--trust-remote-code"}]

# ---------------------------------------- transformers #39290: vLLM 0.8.4 + transformers 4.53.1, gemma-3-12b-it -> 'Gemma3TextConfig' object has no attribute 'sliding_window_pattern'
case("transformers-39290-vllm-084-transformers-4531-gemma3-no-sliding-window-pattern",
     "https://github.com/huggingface/transformers/issues/39290",
     "v4.53.0+ starts erroring with 'Gemma3TextConfig' object has no attribute 'sliding_window_pattern' with vLLM\n"
     "\n"
     "### System Info\n"
     "\n"
     "- `transformers` version: 4.53.1\n"
     "- Platform: Linux-5.10.192-183.736.amzn2.x86_64-x86_64-with-glibc2.31\n"
     "- Python version: 3.11.13\n"
     "- Huggingface_hub version: 0.33.2\n"
     "- Safetensors version: 0.5.3\n"
     "- Accelerate version: not installed\n"
     "- Accelerate config: not found\n"
     "- DeepSpeed version: not installed\n"
     "- PyTorch version (accelerator?): 2.6.0+cu124 (CUDA)\n"
     "- Tensorflow version (GPU?): not installed (NA)\n"
     "- Flax version (CPU?/GPU?/TPU?): not installed (NA)\n"
     "- Jax version: not installed\n"
     "- JaxLib version: not installed\n"
     "- Using distributed or parallel set-up in script?: No\n"
     "- Using GPU in script?: Yes\n"
     "- GPU type: NVIDIA H100 80GB HBM3\n"
     "\n"
     "### Who can help?\n"
     "\n"
     "@ArthurZucker  @Cyrilvallez \n"
     "\n"
     "### Reproduction\n"
     "\n"
     "With vLLM <= 0.8.5.post1, upgrading transformers to 4.53.0 and above causes `AttributeError: 'Gemma3TextConfig' "
     "object has no attribute 'sliding_window_pattern'.`, likely because of the changes to Gemma 3 in this PR: "
     "https://github.com/huggingface/transformers/pull/37866.\n"
     "\n"
     "```sh\n"
     "pip install transformers==4.53.1 # latest version, as long as >= 4.53.0 breaks\n"
     "pip install vllm==0.8.4\n"
     "```\n"
     "\n"
     "```python\n"
     "from vllm import LLM\n"
     "\n"
     "llm = LLM(model=\"google/gemma-3-12b-it\")\n"
     "```\n"
     "\n"
     "<details>\n"
     "<summary>Error stacktrace</summary>\n"
     "<pre>\n"
     "\n"
     "```\n"
     "ERROR 07-08 22:51:23 [core.py:396] Traceback (most r",
     "hf_config_type_mismatch", {}, "dependency_version_mismatch",
     "transformers 4.53.0 (PR #37866) reworked the Gemma 3 config: the derived `sliding_window_pattern` attribute was "
     "replaced by `layer_types`, so Gemma3TextConfig only has sliding_window_pattern when config.json spells it out "
     "(vLLM PR #21927 notes some Gemma 3 config.json files include it and others, e.g. gemma-3-4b-it, do not). vLLM <= 0.8.5.post1's Gemma 3 model code still read "
     "config.sliding_window_pattern while building the model, so vllm.LLM(model='google/gemma-3-12b-it') under vLLM "
     "0.8.4 died in the engine core with AttributeError. Two package versions that do not fit (a transformers release "
     "newer than the vLLM release was written for), not memory, parallelism or the checkpoint.",
     "from the report itself (the issue is closed; the replies are not stored): the failure needs vLLM <= 0.8.5.post1 "
     "together with transformers >= 4.53.0, so either keep transformers below 4.53 (4.52.x) with vLLM 0.8.4, or upgrade "
     "vLLM past 0.8.5.post1 (a release that pins a transformers it was tested with). vLLM PR #21927 (hmellor, "
     "'Refactor sliding window configuration to Transformers best practice') later moved vLLM itself to layer_types, "
     "explaining: 'in newer versions of Transformers sliding_window_pattern has been replaced with layer_types'.",
     release="0.8.4", gpu="NVIDIA H100 80GB HBM3", gpus=None,
     command="llm = LLM(model=\"google/gemma-3-12b-it\")",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as stored, the System Info block kept (it is short and names the "
          "GPU and torch), ending where the stored text cuts the pasted stacktrace ('Traceback (most r'). The error "
          "line is the one the reporter quotes in the Reproduction paragraph; the reporter's own hypothesis (the "
          "transformers PR link) is kept because it is in the same sentence (judgement call 1). The GPU count is not "
          "stated ('Using distributed or parallel set-up in script?: No').")

# ---------------------------------------- transformers #36683: vLLM image v0.7.3 + transformers 4.50.0.dev0, Gemma 3 -> 'Gemma3Config' object has no attribute 'vocab_size'
case("transformers-36683-vllm-073-image-gemma3-config-no-vocab-size",
     "https://github.com/huggingface/transformers/issues/36683",
     "AttributeError: 'Gemma3Config' object has no attribute 'vocab_size'\n"
     "\n"
     "yonggui521 · comment · 2025-03-14\n"
     "I have the same error when I use vllm images :v0.7.3 with transformers v4.50.0.dev0\n"
     "\n"
     "ropz12138 · comment · 2025-03-18\n"
     "running gemma3 with transformers(the official tutorial on Hugging Face), but when running it with vllm, I "
     "encounter the error: AttributeError: 'Gemma3Config' object has no attribute 'vocab_size'.",
     "hf_config_type_mismatch", {}, "architecture_unsupported",
     "Gemma 3 (Gemma3ForConditionalGeneration, a multimodal config whose vocab_size lives in text_config) came out "
     "after vLLM 0.7.3; the v0.7.3 image, even with the transformers 4.50.0.dev0 build that knows Gemma3Config, has no "
     "Gemma 3 support and its config handling reads config.vocab_size from the top-level Gemma3Config, which has none, "
     "so vLLM fails while setting up the model. The vLLM release predates the architecture; not memory or the launch "
     "flags.",
     "bjj in the thread (2025-03-14): 'You need to build vLLM from source. Solution is mentioned in this thread: "
     "https://github.com/vllm-project/vllm/issues/14734' -- a vLLM main build with Gemma 3 support "
     "(vllm 0.7.4.dev418+gd47807ba.precompiled in the example), i.e. a vLLM release after 0.7.3 (Gemma 3 support "
     "shipped in 0.8.0, the collector's reading, not stated in the thread), together with a transformers that has Gemma3Config.",
     release="0.7.3", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and two users' comments as stored (the issue's own description is not stored). "
          "Left out between them: bjj's answer (the fix) and ropz12138's first comment (a question about where to get "
          "vLLM 0.7.4), and rohitgr7's question. No serving command or GPU is given. Judgement call 2.")

BATCH.write()
