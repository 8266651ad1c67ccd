"""Round-732 blind batch: VLLM'S OWN TRACKER, ISSUES AND PRS NUMBERED VLLM-PROJECT/VLLM#48000 TO #51999 ONLY:
START-UP FAILURES AND FIRST-REQUEST FAILURES CAUSED BY THE LAUNCH, ANY FAILURE FAMILY, WITH VLLM'S ERROR LINE AND A
CAUSE IN THE STORED TEXT (July-August 2026, vLLM 0.24-0.27); collected by helper wild732 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round732-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (nor src/ or tests/*.py); every expectation was written
from the source thread only (and the fix PR / twin thread it points to). Excerpts are the text as the search tool's
issues corpus shows it; the fix is left out of the excerpt. Every number was checked against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' skip lists before a look-up was spent on
it, and claimed in CLAIMS.txt.

Look-ups: 37 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 1 case:
vllm #50428 (vLLM 0.26.0 + transformers 5.14.1, a Qwen3.6-35B-A3B checkpoint trained / saved with transformers 5.x:
"Invalid type of HuggingFace config. Expected type: ...Qwen3_5MoeConfig, but found type: ...Qwen3_5MoeTextConfig").

How mined the slice is: MINED OUT for this session's search tool. About 100 numbers of the band were already used or
skip-listed (48 fixtures under tests/golden/wild/ come from it: DSpark, GB10, XPU, Kimi-K3, MiniMax-M3, DeepSeek-V4-
Flash-0731, Gemma 4, Qwen3.6, TurboQuant ...). The issues corpus answers generic error words (ValueError, "Engine core
initialization failed", CUDA OOM, KV cache, undefined symbol, libcudart, "Cannot auto-fit max_model_len", "No module
named") almost only with 2023-2025 threads; band threads surface only with era-specific words (model names of mid-2026,
"0.26.0", "transformers 5.14.1"), and most of those were used. 29 of the 37 searches returned no unused band thread.

Sources given up (for the lead, not cases):
- Already used or skip-listed (seen, not re-opened): vllm #48602, #48848, #49011, #49158, #49874 (tilert + GLM-5.1,
  skip lists of rounds 358 / 424 / 565 / 65 / 97), #50705, #50856 (MiniMax-M3 recipe, five skip lists), #51744,
  #51758.
- Error line not in the stored chunk: vllm PR #50458 ('[Kimi K3 Bug] Fix deepgemm support for kimi k3', merged
  2026-07-30; the stored description stops inside the traceback at routed_experts.forward_modular ->
  quant_method.apply, before the exception line; claimed in CLAIMS.txt, not written). vllm #48060 (text-only
  Qwen3_5MoeForCausalLM checkpoints; only named as 'Fixes #48060' by PRs #50210 / #50232, its own text is not in the
  corpus; claimed, not written).
- Open, no cause: vllm #49886 (GLM-5.2-NVFP4 on GB10 SM121a with FLASHINFER_MLA_SPARSE_SM120: garbled output and a
  NotImplementedError in forward_mha; request-time, open, only '+1' comments stored).
- Out of band (seen only): vllm #52029, #52300 (libcudart.so.13 with a cu126 source build), #52768, #53320, #46169,
  #47169, #44494, #41647; vllm-project/recipes #698 (Kimi-K3 recipe on H200: OOM, then 'cp_world_size must be
  positive' with TP+PP; not the vLLM tracker).

Judgement calls for the lead:
1. vllm-50428: the stored thread holds only the description (the issue is closed; no comment, no linked PR is
   stored). The cause is the reporter's own analysis inside the description ('The issue is specific to models that:
   Are trained/fine-tuned with transformers >= 5.0.0; Use the new Qwen3_5MoeTextConfig class name in their config'),
   which matches the identical earlier report vllm #36236 (a CPT of Qwen3.5-122B-A10B saved with transformers 5.3.0)
   and its attempted fix PR #36353. The fix is read from vLLM PR #50210 ('[Model] Support Qwen3.5 text-only dense and
   MoE models', merged 2026-07-29, one day before #50428 was filed and after the v0.26.0 branch was cut on
   2026-07-20): it registers the qwen3_5_text / qwen3_5_moe_text config types and Qwen3_5MoeForCausalLM. The excerpt
   keeps the reporter's diagnosis because it is part of the report, not of an answer; drop the case if a cause from
   the reporter's first post alone is not enough.
2. kind and cause hf_config_type_mismatch, as the one earlier fixture with this message
   (ms-swift-9139-qwen35-4b-invalid-hf-config-type-v019) labels both. transformers_too_old does not fit (transformers
   is newer than vLLM here); dependency_version_mismatch would be the alternative reading of 'vLLM 0.26.0 incompatible
   with transformers 5.14.1'.
3. The head of the message ('TypeError: Invalid type of HuggingFace config.') is in the stored text only as the
   snippet's comment '# Error: Invalid type of HuggingFace config...' and in the title's words 'config class'; the
   two lines 'Expected type: <class ...> / but found type: <class ...>' are as the reporter pasted them under
   '**Error:**'.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round732-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
               {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"},
               {"flag": "--trust-remote-code"}, {"flag": "--dtype"}]

# ---------------------------------------- vllm #50428: Qwen3.6-35B-A3B trained with transformers 5.x, vLLM 0.26.0 + transformers 5.14.1, 4x L4: Invalid type of HuggingFace config (Qwen3_5MoeConfig vs Qwen3_5MoeTextConfig)
case("vllm-50428-qwen36-35b-a3b-transformers-5141-qwen3-5-moe-text-config-invalid-hf-config-type-v0260",
     "https://github.com/vllm-project/vllm/issues/50428",
     "[Bug]: vLLM 0.26.0 incompatible with transformers 5.x (5.14.1) Qwen3.6-35B-A3B config class renaming\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "PyTorch version: >= 2.6.0\n"
     "CUDA version: 12.6 (training) / cu130 (serve via vLLM)\n"
     "NCCL version: 2.18.1\n"
     "cuDNN version: 8.8.0\n"
     "TensorRT version: Not installed\n"
     "NumPy version: 1.24.3\n"
     "PyYAML version: 6.0\n"
     "vLLM version: 0.26.0\n"
     "Transformers version: 5.14.1\n"
     "Platform: Linux (GCP VM, not AWS)\n"
     "NVIDIA GPU: 4× NVIDIA L4 (22GB each)\n"
     "GPU compute capability: sm_89\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "## Problem\n"
     "vLLM 0.26.0 fails to load Qwen3.6-35B-A3B  models when using transformers 5.x because of a config class "
     "mismatch.\n"
     "\n"
     "**Error:**\n"
     "Expected type: <class 'vllm.transformers_utils.configs.qwen3_5_moe.Qwen3_5MoeConfig'>\n"
     "but found type: <class 'transformers.models.qwen3_5_moe.configuration_qwen3_5_moe.Qwen3_5MoeTextConfig'>\n"
     "[...]\n"
     "try:\n"
     "    model = LLM(\n"
     "        \"Qwen/Qwen3.5-35B-A3B\",\n"
     "        dtype=\"float16\",\n"
     "        tensor_parallel_size=1\n"
     "    )\n"
     "except TypeError as e:\n"
     "    print(f\"Error: {e}\")\n"
     "    # Error: Invalid type of HuggingFace config...\n"
     "\n"
     "Expected Behavior\n"
     "[...]\n"
     "The issue is specific to models that:\n"
     "1. Are trained/fine-tuned with transformers >= 5.0.0\n"
     "2. Use the new Qwen3_5MoeTextConfig class name in their config",
     "hf_config_type_mismatch", {}, "hf_config_type_mismatch",
     "A Qwen3.6-35B-A3B (Qwen3.5-MoE architecture) checkpoint trained / saved with transformers 5.x (the reporter: "
     "'CUDA 12.6 (training)') carries the text-only config form that transformers 5.x names Qwen3_5MoeTextConfig "
     "(model_type qwen3_5_moe_text). vLLM 0.26.0 registers its own config class Qwen3_5MoeConfig for the Qwen3.5-MoE "
     "model and checks the type of the config object, so with transformers 5.14.1 building Qwen3_5MoeTextConfig "
     "the engine refuses it at start-up with 'Invalid type of HuggingFace config. Expected type: "
     "...Qwen3_5MoeConfig, but found type: ...Qwen3_5MoeTextConfig'. The same failure was reported earlier for a "
     "continued-pre-training of Qwen3.5-122B-A10B saved with transformers 5.3.0 (vllm #36236). A config-class / "
     "release mismatch: nothing about memory, parallelism or dtype.",
     "not in the stored thread (closed; no answer stored). From vLLM's merged PR #50210 ('[Model] Support Qwen3.5 "
     "text-only dense and MoE models', PerkzZheng, merged 2026-07-29, 'FIX #48060'): it registers the qwen3_5_text "
     "and qwen3_5_moe_text Hugging Face config types and Qwen3_5MoeForCausalLM, so a vLLM that contains it (after "
     "0.26.0, whose branch was cut 2026-07-20) serves such checkpoints; a maintainer (DarkLight1337, on the earlier "
     "PR #36850 for the same text-only configs) advised fixing the checkpoint's config itself, or overriding it "
     "with --hf-overrides, rather than patching vLLM. The earlier direct fix for the twin issue #36236, PR #36353 "
     "('Support transformers 5.x Qwen3_5MoeTextConfig'), was closed unmerged.",
     release="0.26.0", gpu="NVIDIA L4", gpus=4,
     command="LLM(\"Qwen/Qwen3.5-35B-A3B\", dtype=\"float16\", tensor_parallel_size=1)",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as the stored text shows them, from two stored chunks; '[...]' "
          "marks text between them that is not stored. The description after the error is an HTML paste (inline "
          "style attributes on every tag); its tags and styles are dropped and only its text is kept (the code "
          "snippet, the heading 'Expected Behavior', and the reporter's list of the models affected). The snippet "
          "names Qwen/Qwen3.5-35B-A3B although the title names Qwen3.6-35B-A3B; both are kept as written. The fix "
          "comes from PR #50210 and the twin #36236 / PR #36353 / PR #36850 threads, not from #50428 (judgement "
          "call 1).")

BATCH.write()
