"""Round-485 blind batch: vLLM's own tracker (vllm-project/vllm issues and PRs), MODEL FAMILIES RELEASED 2025-H2 to 2026
failing at start-up (gpt-oss, Qwen3-Next, Qwen3.5/3.6, Kimi K2, GLM-4.5/4.6/4.7/5, DeepSeek-V3.2, MiniMax-M2, Seed-OSS,
ERNIE 4.5, Hunyuan, LongCat, Ling/Ring, Apertus, Olmo 3, Nemotron-H / Nano, Granite 4 hybrid, Gemma 3n, Magistral /
Devstral), searched by model name + error text; collected by helper wild485 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round485-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch); stopped with 5 left
to keep time for the write-up. 3 cases: vllm PR #37214 (MiniMax-M2.5-NVFP4 KV-scale KeyError in the loader, merged
fix), vllm #21750 (Kimi-K2-Instruct on 0.10.0, tiktoken needs blobfile), vllm PR #22514 comment (ERNIE-4.5-VL on a
0.11.2.dev image, decord missing). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and the
earlier rounds' skip lists before it was spent on. The slice is close to mined out: for nearly every family the
obvious start-up messages (architecture / model type unknown, KeyError in load_weights, mamba blocks, sparse MLA
backends, harmony vocab download, transformers-too-old errors) were already fixtures or skip-list entries.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm #23025, #24208, #23821, #27971, #42510, #20712, #21122,
  #19427, #16292, #31872, #28274, #25797, #22525, #23206, #33580, #36217, #19793, #27138, #54900, #36802, #12498,
  #26161, #44022; NVIDIA-AI-Blueprints/retail-shopping-assistant #95; PaddlePaddle/ERNIE #1000, #1441;
  deepseek-ai/DeepSeek-OCR #195; zai-org/GLM-4.5 #56, GLM-V #107, #8; vllm-project/recipes #116;
  kyuz0/amd-strix-halo-vllm-toolboxes #14, #15.
- Error line not in the stored chunk: vllm PR #25354 (merged, '[Bugfix][Model] Fix inference for Hunyuan dense
  models', Hunyuan-1.8B-Instruct regression; the 'Before fix' log stops inside the traceback) and its closed twin PR
  #25348; vllm #24282 (Apertus-Instruct-8B on 0.10.2rc2.dev, body stops at 'Describe the bug'); vllm #33053
  (LongCat-Flash-Thinking-2601 on H20, chunk stops in collect_env); vllm #24550 (LongCat-Flash, no log); vllm #38303
  (MiniMax NVFP4 on v0.18.0, traceback cut before the exception; likely the #37214 bug); MoonshotAI/Kimi-K2 #61
  (vLLM 0.10.0, tokenization_kimi.py, cut before the error).
- No fix / cause not pinned: vllm PR #34293 (closed unmerged, GLM-4.7-NVFP4 'KeyError:
  'layers.27.self_attn.qkv_proj.k_scale'', same class as PR #37214; the stored text is prose, the excerpt would be one
  line); vllm PR #39430 (open, MiniMax split q/k/v NVFP4, issue #39314 not reached); vllm PR #54123 (open,
  mamba_ssm_cache_dtype vs --dtype, error text not quoted, first-request failure);
  meituan-longcat/LongCat-Flash-Chat #32 (MTP 'Following weights were not initialized from checkpoint:
  {'lm_head.weight'}' on H20, open, no answer in the chunk); vllm #25036 (OpenReasoning-Nemotron-32B, first-request
  flex_attention ValueError, not in the family list, cause not shown).
- Not a vLLM start-up failure / not in the slice: ByteDance-Seed/seed-oss #4, #18 (version advice only, no log);
  lmstudio / lmdeploy / sglang / TensorRT-LLM / fastllm Seed-OSS and Hunyuan threads; vllm-project/vllm-omni #1401
  (HunyuanImage-3 AssertionError at generation) and #1738 (LongCat-Image); XHToken/Spark-X2.5 #6 (Spark2_5 not in
  the family list); allenai/open-instruct #1291 (no error text); hiyouga/LlamaFactory #7984 (blobfile at fine-tuning).

Judgement calls for the lead:
1. vllm-pr37214: a merged fix PR that quotes the failure it fixes; kind and cause weight_loading_mismatch, as the 50
   earlier KeyError-in-load_weights fixtures. The vLLM version and GPU are not printed. --tensor-parallel-size 2 from
   the quoted command.
2. vllm-21750: no reply in the stored text; the cause is read from the message (tiktoken imports blobfile, which is
   not installed). kind dependency_missing; cause container_image_broken because the 'vllm  |' prefix is
   docker-compose output (the vllm-openai image), like vllm-43528 (pytest missing from the nightly image). If the lead
   reads the environment as a plain pip install, dependency_version_mismatch or a 'missing package' label fits better.
   gpus=8 is inferred from tensor_parallel_size 8.
3. vllm-pr22514: the failure is in a comment on the merged model-support PR (not an issue); the commenter states the
   cause (decord not in the vLLM docker images), no maintainer reply in the stored text. Same labels as 2. The
   excerpt ends at the first traceback frame; the error line is the 'Encountered exception while importing decord:
   No module named 'decord'' log line.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round485-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #37214: nvidia/MiniMax-M2.5-NVFP4 TP 2 -> KeyError 'layers.0.self_attn.qkv_proj.k_scale' in minimax_m2.load_weights
case("vllm-pr37214-minimax-m25-nvfp4-tp2-qkv-proj-k-scale-keyerror",
     "https://github.com/vllm-project/vllm/pull/37214",
     "Fix kv scale weight loading issue in minimax m2.5 nvfp4:\n"
     "```\n"
     "vllm serve nvidia/MiniMax-M2.5-NVFP4     --trust-remote-code   --tensor-parallel-size 2\n"
     "```\n"
     "\n"
     "```\n"
     " [multiproc_executor.py:852]   File \"/vllm/vllm/model_executor/models/utils.py\", line 268, in _load_module\n"
     " [multiproc_executor.py:852]     loaded_params = module_load_weights(weights)\n"
     " [multiproc_executor.py:852]                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     " [multiproc_executor.py:852]   File \"/vllm/vllm/model_executor/models/minimax_m2.py\", line 442, in load_weights\n"
     " [multiproc_executor.py:852]     param = params_dict[name]\n"
     " [multiproc_executor.py:852]             ~~~~~~~~~~~^^^^^^\n"
     " [multiproc_executor.py:852] KeyError: 'layers.0.self_attn.qkv_proj.k_scale'\n"
     "```",
     "weight_loading_mismatch", {"tensor_parallel_size": 2}, "weight_loading_mismatch",
     "nvidia/MiniMax-M2.5-NVFP4 is a ModelOpt NVFP4 checkpoint that also carries per-projection KV-cache scales "
     "(self_attn.k_proj.k_scale / v_proj.v_scale). vLLM's MiniMax-M2 loader (minimax_m2.py load_weights) rewrote "
     "k_proj -> qkv_proj for every tensor, scales included, and then looked the rewritten name up in the model's "
     "parameters; the model registers KV scales on the attention layer (attn.k_scale), not on qkv_proj, so the "
     "lookup raised KeyError while the workers loaded weights. A loader bug for this checkpoint format, not memory.",
     "the merged PR #37214 (wzhao18, 2026-03-16) fixes the KV-scale name handling in the MiniMax-M2 loader; with it "
     "the same command serves the model (gsm8k 5-shot exact_match 0.931 in the PR). Users on releases without the "
     "PR need a vLLM build that contains it",
     release=None, gpu=None, gpus=None,
     command="vllm serve nvidia/MiniMax-M2.5-NVFP4 --trust-remote-code --tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the PR's Purpose section as stored (the PR quotes the failure it fixes); the Test Plan / Test "
          "Result (the fix's verification) is left out. The vLLM version is not printed (a source checkout under "
          "/vllm, March 2026), nor the GPU (NVFP4 suggests Blackwell). vllm #38303 (the same checkpoint family on the "
          "v0.18.0 image, 2026-03-27, 'probably should be simple fix to have model loader load the scales too') has a "
          "cut traceback and no answer in the stored text and was not taken; vllm PR #39430 (open) reports the same "
          "KeyError for split q/k/v NVFP4 MiniMax checkpoints (issue #39314).")

# ---------------------------------------- vllm #21750: Kimi-K2-Instruct TP 8 on vLLM 0.10.0 (docker compose) -> tiktoken: No module named 'blobfile'
case("vllm-21750-kimi-k2-instruct-tp8-v0100-tiktoken-no-module-blobfile",
     "https://github.com/vllm-project/vllm/issues/21750",
     "Issue on running moonshotai/Kimi-K2-Instruct model using vLLM v0.10.0\n"
     "\n"
     "```\n"
     "vllm  | INFO 07-28 03:34:26 [__init__.py:235] Automatically detected platform cuda.\n"
     "vllm  | INFO 07-28 03:34:28 [api_server.py:1755] vLLM API server version 0.10.0\n"
     "vllm  | INFO 07-28 03:34:28 [cli_args.py:261] non-default args: {'model': 'moonshotai/Kimi-K2-Instruct', "
     "'trust_remote_code': True, 'max_model_len': 8192, 'tensor_parallel_size': 8}\n"
     "vllm  | You are using a model of type kimi_k2 to instantiate a model of type deepseek_v3. This is not supported "
     "for all configurations of models and can yield errors.\n"
     "vllm  | INFO 07-28 03:34:28 [config.py:243] Replacing legacy 'type' key with 'rope_type'\n"
     "vllm  | INFO 07-28 03:34:35 [config.py:1604] Using max model len 8192\n"
     "vllm  | INFO 07-28 03:34:36 [config.py:2434] Chunked prefill is enabled with max_num_batched_tokens=8192.\n"
     "vllm  | Traceback (most recent call last):\n"
     "vllm  |   File \"/usr/local/lib/python3.12/dist-packages/tiktoken/load.py\", line 11, in read_file\n"
     "vllm  |     import blobfile\n"
     "vllm  | ModuleNotFoundError: No module named 'blobfile'\n"
     "vllm  | \n"
     "vllm  | The above exception was the direct cause of the followin",
     "dependency_missing", {"max_model_len": 8192, "tensor_parallel_size": 8},
     "container_image_broken",
     "Kimi-K2-Instruct ships a tiktoken-based tokenizer (trust_remote_code, tokenization_kimi.py) that reads its "
     "tiktoken.model through tiktoken.load.read_file; the installed tiktoken imports the blobfile package for a "
     "non-URL path, and the vLLM 0.10.0 environment (a docker-compose service, judging by the 'vllm  |' prefix, "
     "i.e. the vllm-openai image) did not have blobfile installed, so the API server died while loading the "
     "tokenizer, before any GPU work. A missing Python package, not a memory or GPU problem.",
     "no fix reached in the stored text (issue open, no reply shown). The message itself names the gap: install "
     "blobfile (pip install blobfile, e.g. in a derived image) so tiktoken can read the Kimi tokenizer file",
     release="0.10.0", gpu=None, gpus=8,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description as the stored chunk shows it; it stops inside 'The above exception was "
          "the direct cause of the following exception', so the final chained exception (tiktoken's 'blobfile is "
          "not installed' ImportError or the tokenizer loader's wrapper) is not visible. gpus=8 from "
          "tensor_parallel_size 8 (the GPU model is not given). MoonshotAI/Kimi-K2 #61 ('使用vllm v0.10.0部署报错', "
          "tokenization_kimi.py line 101) looks like the same failure but its stored chunk stops before the error "
          "line; not taken.")

# ---------------------------------------- vllm PR #22514 (comment): ERNIE-4.5-VL-28B on a vLLM 0.11.2.dev image -> No module named 'decord'
case("vllm-pr22514-ernie45-vl-28b-v0112dev-image-no-module-decord",
     "https://github.com/vllm-project/vllm/pull/22514",
     "```\n"
     "INFO 11-24 16:04:03 [scheduler.py:207] Chunked prefill is enabled with max_num_batched_tokens=2048.\n"
     "(APIServer pid=1) INFO 11-24 16:04:03 [api_server.py:2056] vLLM API server version 0.11.2.dev201+g55c21c883\n"
     "(APIServer pid=1) INFO 11-24 16:04:03 [utils.py:253] non-default args: {'model': "
     "'/models/ernie54-vl-28b-395bb358-6394-4721-be96-2fd42fd77299', 'trust_remote_code': True, "
     "'served_model_name': ['ernie54-vl-28b'], 'gpu_memory_utilization': 0.95}\n"
     "(APIServer pid=1) The argument `trust_remote_code` is to be used with Auto classes. It has no effect here and "
     "is ignored.\n"
     "(APIServer pid=1) INFO 11-24 16:04:03 [config.py:508] Replacing legacy 'type' key with 'rope_type'\n"
     "(APIServer pid=1) INFO 11-24 16:04:10 [model.py:630] Resolved architecture: "
     "Ernie4_5_VLMoeForConditionalGeneration\n"
     "(APIServer pid=1) INFO 11-24 16:04:10 [model.py:1745] Using max model len 131072\n"
     "(APIServer pid=1) INFO 11-24 16:04:10 [scheduler.py:207] Chunked prefill is enabled with "
     "max_num_batched_tokens=8192.\n"
     "(APIServer pid=1) Encountered exception while importing decord: No module named 'decord'\n"
     "(APIServer pid=1) Traceback (most recent call last):\n"
     "(APIServer pid=1)   File \"<frozen runpy>\", line 198, in _run_module",
     "dependency_missing", {"gpu_memory_utilization": 0.95, "max_model_len": 131072}, "container_image_broken",
     "ERNIE-4.5-VL (Ernie4_5_VLMoeForConditionalGeneration, added to vLLM by PR #22514) needs the decord video "
     "library for its multimodal processor; the vLLM docker image the commenter ran (API server "
     "0.11.2.dev201+g55c21c883, pid=1 in a container) does not ship decord, so the API server failed while setting "
     "up the model's processor, before any GPU work. A package missing from the image, not a memory problem.",
     "no fix reached in the stored text; the commenter (justicel, 2025-11-25) pins the cause ('The decord lib isn't "
     "included in the vllm docker images'). Installing decord into the image (or a build where the ERNIE-VL "
     "processor does not require it) is what the message calls for",
     release="0.11.2.dev201+g55c21c883", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the log as the stored comment on the merged model-support PR shows it; the chunk stops at the "
          "first traceback frame, so the final exception line is not visible; 'Encountered exception while "
          "importing decord: No module named 'decord'' is the error line. The commenter's own sentence with the "
          "diagnosis is left out of the excerpt. The model directory name says 'ernie54-vl-28b' (an ERNIE-4.5-VL-28B "
          "checkpoint). max_num_batched_tokens is printed twice (2048, 8192) and is not material.")

if __name__ == "__main__":
    BATCH.write()
