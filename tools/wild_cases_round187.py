"""Round-187 blind batch: vLLM launch failures recorded in AGENT / CHAT SESSION MATERIAL committed to public GitHub
repositories (an agent-run GB10 campaign's raw server logs, an LLM-assisted deployment "lessons learned" note, an
experiment run log written up after an assistant-driven session), collected by helper wild187 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round187-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the
searches and the fetched repositories brought them, not picked to be hard or easy.

Same rules as rounds 27-29: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite, and did
not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the committed files alone. Excerpts are the files' text as committed; where lines in between were dropped
the excerpt shows ``...`` and the note says so (traceback caret lines ``^^^^`` were dropped from the raw logs); the
authors' fix lines are left out of the excerpts (they are in fix_that_worked).

Slice: agent and chat transcripts and session logs (.aider.chat.history.md, Cursor / Claude Code / Codex exports,
OpenHands / SWE-agent trajectories, LLM-assisted ops notes) in which a vLLM start fails with vLLM's printed error and the
material shows the cause and the fix that worked.

Look-ups: 68 of the 70 allowed (17 ``search`` in the code corpus, 27 ``find_string``, 7 ``read_file``, 11
``find_repos``, 6 ``find_files``), plus ``fetch`` of about 60 repositories that those answers named, grepped over their
history for the slice's wordings. **4 cases, short of the 8-14 asked: 1 of them memory-adjacent (the multimodal token
budget), 3 not memory (a Hub gate, an unregistered architecture, a dependency drift).**

Why so few (for the lead):
- The transcript formats themselves are not in the ``find_string`` selection or cannot be narrowed: SpecStory
  (``_**Assistant**_``), aider (``#### `` user lines) and JSON-escaped Claude/Codex .jsonl (``\\n(EngineCore_DP0 pid=``)
  returned 0 or 2 hits; Claude Code's rendered markers (``⏺ Bash(``, ``⎿``) 0; Cursor exports ARE indexed (``from Cursor
  (1.`` 10 hits) but every attempt to pair the export's markers with a pasted vLLM log (``**User**`` followed by
  ``(EngineCore``, ``(APIServer pid=``, ``ERROR``; ``Failed core proc(s): {}`` or ``{'EngineCore_DP0': 1}`` followed by
  ``---`` / ``**Cursor**``) returned 0, and the four Cursor exports whose title ends in "vllm" are code-reading chats,
  not launches. ``find_files path=.aider.chat.history.md`` lists 2,866 repositories with no way to narrow to vLLM users.
- The ``search`` code corpus answers transcript-shaped queries with the same troubleshooting explainers (ai-stanbul,
  finetunelab, BatchLocaLLM, cosmos-reason2, hzqjgthy), all used or placeholder text, and never named the large files
  the ``find_string`` hits came from.
- Good ``find_string`` hits that could not be pinned to a repository within 3 look-ups (skipped): a Chinese write-up of a
  Gemma-4-31B NVFP4 launch on an RTX 5090 ("Failed to load model - not enough GPU memory", 31.36 GiB card, 53.06 MiB
  free; images on cdn.jsdelivr SkyMoem/Bed-Images, the .md is not in that repository); a Kimi-K3 TP8 serving note
  ("max_num_seqs (1024) exceeds available Mamba cache blocks (854)"; 8 kimi-k3 repositories fetched, not found); a
  developer's vLLM-on-RTX-3060 devlog solved "with the help of Copilot" ("Free memory on device cuda:0 (9.02/11.63 GiB)",
  v0.19.0, project "retriva"; five am-dev-75/retriva* repositories fetched, not there); a GLM-OCR Windows/Docker session
  ("No available memory for the cache blocks" at [core.py:1108]; three glmocr repositories fetched, not there); a
  DGX-Spark note with "722 Mamba cache blocks"; a gsm8k script whose comment quotes V100's bf16 refusal.
- Pinned but already used (found only after spending look-ups on them): at0rp1d0i-cell/peephole (agent-run Qwen3.8-27B
  report and its three attempt logs, all three fixtures exist), supermassive-intelligence/scalarlm (Cannot auto-fit
  report), the "Running a big LLM across multiple GPUs with vLLM" blog (TP 3 / 64 heads and the 95.01 GiB load OOM),
  djangodevreng's GB10 crash logs (the one unused crash log, Qwen3.6-35B-A3B FP8 cutlass "Error Internal", duplicates
  the used Qwen3.6-27B FP8 case in cause and fix; its KAT-Coder "weights were not initialized" log has no stated cause).
- Skipped as inconclusive: a BrightHub RunPod support write-up (cudaErrorUnsupportedPtxVersion on an RTX 6000 Blackwell
  worker; the cause is the writer's guesses, no fix that worked); a CPU-serving prompt log (JSONDecodeError in
  get_allowed_cpu_core_node_list, no cause or fix recorded); mystous/vllm_hybrid (OOMs and "no kernel image" inside a
  research fork of vLLM with the author's own scheduler changes).

Judgement calls for the lead (each case's ``note`` says more):
1. jethac/dgx-spark-hijinks gives two cases: two different failed launches (vLLM 0.20.0 with Gemma 4 26B, and the
   author's own vLLM fork build 0.1.dev1+g6804e1b81 inside the AEON Qwen3.6 image), different failures and different
   fixes, recorded by the repository's agent-driven benchmarking campaign (its failure annotator and campaign log).
2. jethac's second case runs a vLLM FORK (jethac/vllm@6804e1b81, precompiled from upstream wheels) on an older image's
   site-packages; the failure is vLLM's own import of compressed-tensors, so the release is stated as the fork's version.
   Kind dependency_version_mismatch (a submodule missing from an installed package); vllm_extension_import_failed is
   not it (vllm._C loaded).
3. goldfish-inc's note is LLM-assisted (its style and headings) and quotes the error as retyped, with the supported
   list elided by the author ("..."); "ValidationError" is pydantic's wrapper of vLLM's message. Several releases were
   tried (0.6.4.post1, 0.8.5, 0.11.0); the release field names 0.11.0 because only the pydantic config prints
   "ValidationError". The fix that worked is not a release but registering DeepSeek's own model class with vLLM's
   ModelRegistry under the Python API (vLLM 0.8.5, V0 engine); architecture_unsupported is the cause the text supports.
4. kvncaldwll's run log shows the error as the author retyped it (two lines, no traceback) and the generic docker
   command (placeholders [model], [port], [hf_model_id]); the fix is the access approval, shown by the later commit that
   adds the Llama results.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round187-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ batched tokens: Gemma 4 image item 2496 > 2048 (GB10)
case("github-jethac-gemma4-26b-a4b-gb10-v0200-mm-item-2496-batched-2048",
     "https://github.com/jethac/dgx-spark-hijinks/blob/ea6e7947bc5197cbd96781440d780a68766a3f1a/results/vllm_gemma4_26b_a4b_bf16_default_fail_20260607T131837Z_server.log",
     (
     '(APIServer pid=1) INFO 06-07 13:18:43 [utils.py:299]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.20.0\n'
     '(APIServer pid=1) INFO 06-07 13:18:43 [utils.py:299]   █▄█▀ █     █     █     █  model   google/gemma-4-26B-A4B-it\n'
     "(APIServer pid=1) INFO 06-07 13:18:43 [utils.py:233] non-default args: {'model_tag': 'google/gemma-4-26B-A4B-it', 'host': '0.0.0.0', 'model': 'google/gemma-4-26B-A4B-it', 'trust_remote_code': True, 'max_model_len': 8192, 'served_model_name': ['gemma4-26b-a4b-it'], 'gpu_memory_utilization': 0.8}\n"
     '(APIServer pid=1) INFO 06-07 13:18:49 [model.py:555] Resolved architecture: Gemma4ForConditionalGeneration\n'
     '(APIServer pid=1) INFO 06-07 13:18:49 [model.py:1680] Using max model len 8192\n'
     '(APIServer pid=1) INFO 06-07 13:18:49 [config.py:101] Gemma4 model has heterogeneous head dimensions (head_dim=256, global_head_dim=512). Forcing TRITON_ATTN backend to prevent mixed-backend numerical divergence.\n'
     '(APIServer pid=1) INFO 06-07 13:18:49 [vllm.py:840] Asynchronous scheduling is enabled.\n'
     "(APIServer pid=1) INFO 06-07 13:18:49 [kernel.py:205] Final IR op priority after setting platform defaults: IrOpPriorityConfig(rms_norm=['native'])\n"
     '(APIServer pid=1) WARNING 06-07 13:18:49 [cuda.py:233] Forcing --disable_chunked_mm_input for models with multimodal-bidirectional attention.\n'
     '(APIServer pid=1) Traceback (most recent call last):\n'
     '...\n'
     '(APIServer pid=1)     mm_budget = MultiModalBudget(vllm_config, mm_registry)\n'
     '(APIServer pid=1)   File "/usr/local/lib/python3.12/dist-packages/vllm/multimodal/encoder_budget.py", line 117, in __init__\n'
     '(APIServer pid=1)     encoder_compute_budget, encoder_cache_size = compute_mm_encoder_budget(\n'
     '(APIServer pid=1)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/encoder_cache_manager.py", line 302, in compute_mm_encoder_budget\n'
     '(APIServer pid=1)     raise ValueError(\n'
     '(APIServer pid=1) ValueError: Chunked MM input disabled but max_tokens_per_mm_item (2496) is larger than max_num_batched_tokens (2048). Please increase max_num_batched_tokens.'
     ),
     "batched_tokens_too_small", {"max_num_batched_tokens": 2048}, "batched_tokens_too_small",
     "The repository's agent-driven benchmarking campaign on one DGX Spark-class GB10 (sm_121) committed this raw server "
     "log: vLLM 0.20.0 serving google/gemma-4-26B-A4B-it with max_model_len 8192 and gpu_memory_utilization 0.8 and no "
     "--max-num-batched-tokens, so the default 2048-token step budget; Gemma 4's bidirectional multimodal attention "
     "forces --disable_chunked_mm_input, so one image item (2496 tokens) must fit in one step, and the engine refuses to "
     "start. The repository's failure annotator classes it 'batch_token_budget_too_low'.",
     "the next committed log of the same model 40 s later (results/vllm_gemma4_26b_a4b_bf16_20260607T131917Z_server.log) "
     "adds 'max_num_batched_tokens': 4096 to the same arguments and reaches 'Application startup complete.' (177,440 "
     "KV tokens)",
     release="0.20.0", gpu="NVIDIA GB10 (DGX Spark class, sm_121, unified memory)", gpus=1,
     command=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--max-num-batched-tokens", "at_most": 2495},
                                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the log's banner (version/model lines), non-default args, the config lines up to the "
          "WARNING that forces --disable_chunked_mm_input and the 'Traceback' line, then '...' for the API server's "
          "frames, then the last frames and the ValueError; the traceback's caret lines (^^^^) dropped. The "
          "excerpt prints no command (the args line carries it). README (the repository's) says it has one GB10 "
          "machine, hence gpus 1")

# ------------------------------------------------------------------ dependency drift: vLLM fork vs older compressed-tensors
case("github-jethac-qwen36-fork-aeon-image-compressed-tensors-pack-quantized-missing",
     "https://github.com/jethac/dgx-spark-hijinks/blob/74010486ce4c111b4108e3966aacaebef90c83b3/results/jethac_qwen36_dflash_depstop_20260608T0850JST_server.log",
     (
     '(APIServer pid=1) INFO 06-07 23:50:23 [api_utils.py:339]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.1.dev1+g6804e1b81\n'
     '(APIServer pid=1) INFO 06-07 23:50:23 [api_utils.py:339]   █▄█▀ █     █     █     █  model   /models/target\n'
     "(APIServer pid=1) INFO 06-07 23:50:23 [api_utils.py:273] non-default args: {'model_tag': '/models/target', 'enable_auto_tool_choice': True, 'tool_call_parser': 'qwen3_coder', 'host': '0.0.0.0', 'model': '/models/target', 'trust_remote_code': True, 'max_model_len': 262144, 'quantization': 'compressed-tensors', 'served_model_name': ['qwen36-35b-heretic', 'qwen36-fast', 'qwen36-deep'], 'load_format': 'safetensors', 'attention_backend': 'flash_attn', 'reasoning_parser': 'qwen3', 'gpu_memory_utilization': 0.85, 'enable_prefix_caching': True, 'max_num_batched_tokens': 65536, 'max_num_seqs': 128, 'enable_chunked_prefill': True, 'speculative_config': {'method': 'dflash', 'model': '/models/drafter', 'num_speculative_tokens': 15}}\n"
     '(APIServer pid=1) INFO 06-07 23:50:28 [model.py:611] Resolved architecture: Qwen3_5MoeForConditionalGeneration\n'
     '(APIServer pid=1) INFO 06-07 23:50:28 [model.py:1745] Using max model len 262144\n'
     '(APIServer pid=1) Traceback (most recent call last):\n'
     '...\n'
     '(APIServer pid=1)   File "/opt/jethac-vllm/vllm/model_executor/layers/quantization/__init__.py", line 120, in get_quantization_config\n'
     '(APIServer pid=1)     from .compressed_tensors.compressed_tensors import (\n'
     '(APIServer pid=1)   File "/opt/jethac-vllm/vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors.py", line 36, in <module>\n'
     '(APIServer pid=1)     from vllm.model_executor.layers.quantization.compressed_tensors.compressed_tensors_moe import (  # noqa: E501\n'
     '(APIServer pid=1)   File "/opt/jethac-vllm/vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors_moe/__init__.py", line 4, in <module>\n'
     '(APIServer pid=1)     from vllm.model_executor.layers.quantization.compressed_tensors.compressed_tensors_moe.compressed_tensors_moe import (  # noqa: E501\n'
     '(APIServer pid=1)   File "/opt/jethac-vllm/vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors_moe/compressed_tensors_moe.py", line 17, in <module>\n'
     '(APIServer pid=1)     from vllm.model_executor.layers.quantization.compressed_tensors.schemes.compressed_tensors_wNa16 import (  # noqa\n'
     '(APIServer pid=1)   File "/opt/jethac-vllm/vllm/model_executor/layers/quantization/compressed_tensors/schemes/__init__.py", line 13, in <module>\n'
     '(APIServer pid=1)     from .compressed_tensors_wNa8o8 import CompressedTensorsWNA8O8Int\n'
     '(APIServer pid=1)   File "/opt/jethac-vllm/vllm/model_executor/layers/quantization/compressed_tensors/schemes/compressed_tensors_wNa8o8.py", line 14, in <module>\n'
     '(APIServer pid=1)     from compressed_tensors.compressors.pack_quantized.helpers import pack_to_int32\n'
     "(APIServer pid=1) ModuleNotFoundError: No module named 'compressed_tensors.compressors.pack_quantized'"
     ),
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The same GB10 campaign built the author's vLLM fork (jethac/vllm@6804e1b81, vllm 0.1.dev1+g6804e1b81, installed "
     "with --no-deps over the AEON image ghcr.io/aeon-7/vllm-spark-omni-q36:v2 whose own vLLM is 0.20.1.dev0) and "
     "served an NVFP4 Qwen3.6-35B (compressed-tensors) with DFlash speculative decoding; while resolving the "
     "compressed-tensors quantization config, the fork's vLLM imports "
     "compressed_tensors.compressors.pack_quantized.helpers, which the image's older compressed-tensors package does "
     "not have, so the API server dies before any engine starts. docs/VLLM_AEON_REPRODUCTION.md: 'dependency/API "
     "drift between the newer jethac/vllm branch and AEON's older base environment ... not an sm_121 kernel failure "
     "and not a Qwen model-load failure'.",
     "docs/VLLM_AEON_REPRODUCTION.md ('Matched Fork Passing Row'): an extra image layer installing "
     "compressed-tensors==0.17.0 --no-deps (matching the fork's requirements), with humming-kernels[cu13]==0.1.4 and "
     "AEON's original _vllm_fa2_C.abi3.so for later blockers; the derived image then serves (1,251,446 KV tokens)",
     release="fork build 0.1.dev1+g6804e1b81 (jethac/vllm@6804e1b81 over the AEON image's vLLM 0.20.1.dev0 "
             "environment, CUDA 13.2 container)",
     gpu="NVIDIA GB10 (DGX Spark class, sm_121, unified memory)", gpus=1,
     command=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--trust-remote-code"}, {"flag": "--max-num-batched-tokens"},
                                {"flag": "--max-num-seqs"}],
     note="judgement calls 1 and 2: the log's banner (version/model lines), non-default args, the architecture and "
          "max-len lines and 'Traceback', then '...' for the frames from the CLI entry to the quantization registry, "
          "then the last import frames and the ModuleNotFoundError; caret lines dropped. The cause and fix are in "
          "docs/VLLM_AEON_REPRODUCTION.md and docs/CAMPAIGN_LOG.md of the same repository (same commit family), not in "
          "the log")

# ------------------------------------------------------------------ architecture: DeepSeek-OCR not in the registry (RTX 4090)
case("github-goldfish-deepseek-ocr-rtx4090-deepseekocrforcausallm-not-supported",
     "https://github.com/goldfish-inc/deepseek-ocr-vllm/blob/271fabe5655c3dd03e8dab1df1a1ffcd1456398d/infrastructure/calypso/LESSONS_LEARNED.md",
     (
     '# Lessons Learned: DeepSeek-OCR vLLM on RTX 4090\n'
     '\n'
     '**Date**: 2025-11-12\n'
     '**Status**: ✅ WORKING DEPLOYMENT\n'
     '...\n'
     "## What Doesn't Work ❌\n"
     '\n'
     '### 1. vLLM CLI Server (`vllm serve`)\n'
     '\n'
     '**We tried:**\n'
     '```bash\n'
     'vllm serve deepseek-ai/DeepSeek-OCR \\\n'
     '  --trust-remote-code \\\n'
     '  --gpu-memory-utilization 0.90 \\\n'
     '  --max-model-len 4096\n'
     '```\n'
     '\n'
     '...\n'
     '**Error:**\n'
     '```\n'
     "ValidationError: Model architectures ['DeepseekOCRForCausalLM'] are not supported for now.\n"
     "Supported architectures: dict_keys(['LlamaForCausalLM', 'MistralForCausalLM', ...])\n"
     '```\n'
     '\n'
     '### 2. vLLM Versions\n'
     '\n'
     'We tried multiple versions with CLI approach:\n'
     '- ❌ **vLLM 0.6.4.post1**: Missing CLI arguments\n'
     '- ❌ **vLLM 0.8.5 (CLI)**: Model not in registry\n'
     '- ❌ **vLLM 0.11.0 (nightly)**: Same registry issue\n'
     '- ❌ **vLLM 0.11.0 with V1 engine**: Strict validation rejects custom models'
     ),
     "architecture_unsupported", {}, "architecture_unsupported",
     "An LLM-assisted 'lessons learned' note of a DeepSeek-OCR deployment on one RTX 4090 (24 GB): "
     "vllm serve deepseek-ai/DeepSeek-OCR --trust-remote-code refused the checkpoint's architecture "
     "DeepseekOCRForCausalLM because the vLLM releases the author tried (0.6.4.post1, 0.8.5, 0.11.0 / a nightly they "
     "call 0.11.0) did not register it; trust_remote_code does not add a class to vLLM's registry.",
     "the note's 'What Works': the Python API with VLLM_USE_V1=0 on vLLM 0.8.5 (torch 2.6.0, transformers 4.46.3), "
     "importing DeepSeek's own DeepseekOCRForCausalLM from the official DeepSeek-OCR repository and registering it "
     "with ModelRegistry.register_model(...), then LLM(model='deepseek-ai/DeepSeek-OCR', hf_overrides={'architectures': "
     "['DeepseekOCRForCausalLM']}, trust_remote_code=True, max_model_len=4096, gpu_memory_utilization=0.9, "
     "max_num_seqs=2); status 'WORKING DEPLOYMENT'",
     release="0.11.0 (the pydantic 'ValidationError' wrapper; 0.6.4.post1 and 0.8.5 also tried)",
     gpu="NVIDIA GeForce RTX 4090 (24 GB)", gpus=1,
     command="vllm serve deepseek-ai/DeepSeek-OCR --trust-remote-code --gpu-memory-utilization 0.90 "
             "--max-model-len 4096",
     forbidden=NO_MEMORY_FIX + [{"flag": "--trust-remote-code"}, {"flag": "--tensor-parallel-size", "above": 1},
                                {"flag": "--kv-cache-dtype"}, {"flag": "--dtype"}],
     note="judgement call 3: the note's title and date lines, then '...', the 'What Doesn't Work' section's command, "
          "then '...' (the author's 'Why it fails' bullets left out), the Error block and the list of versions "
          "tried; the 'What Works' section (the fix) left out. The supported-architectures list is elided by the "
          "author ('...'). The --trust-remote-code flag is already in the command, hence forbidden")

# ------------------------------------------------------------------ hub: Llama 3.1 gated access still under review (GH200)
case("github-kvncaldwll-llama31-8b-gh200-gated-repo-awaiting-review",
     "https://github.com/kvncaldwll/cultural-self-concept-llm/blob/7f17a7a2a3a837a456fc13b35384e1231d2bf483/RUNLOG.md",
     (
     '### HuggingFace Authentication\n'
     '\n'
     'The HF token was set as an environment variable on the server:\n'
     '\n'
     '```bash\n'
     'export HF_TOKEN=<token>\n'
     '```\n'
     '...\n'
     '```bash\n'
     'sudo docker run -d --gpus all --name vllm_[model] \\\n'
     '  -v ~/.cache/huggingface:/root/.cache/huggingface \\\n'
     '  -p [port]:8000 \\\n'
     '  -e HF_TOKEN=$HF_TOKEN \\\n'
     '  vllm/vllm-openai:latest \\\n'
     '  --model [hf_model_id] \\\n'
     '  --dtype bfloat16 \\\n'
     '  --max-model-len 4096 \\\n'
     '  --gpu-memory-utilization 0.85\n'
     '```\n'
     '...\n'
     '## Phase 5: Llama — Access Delay\n'
     '\n'
     '`meta-llama/Llama-3.1-8B-Instruct` is a gated model on HuggingFace requiring explicit access approval from Meta. The Docker container was launched, but the vLLM server failed to start with:\n'
     '\n'
     '```\n'
     'Cannot access gated repo for url https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct\n'
     'Your request to access model meta-llama/Llama-3.1-8B-Instruct is awaiting a review\n'
     '```'
     ),
     "hub_access_denied", {}, "hub_access_denied",
     "An experiment run log (a LASR Labs application project whose design was produced 'in a prior session'): "
     "models served one at a time with vllm/vllm-openai:latest in Docker on a Lambda Cloud gpu_1x_gh200 (96 GB); "
     "Qwen2.5-7B, Mistral-7B and Yi-1.5-9B served, but meta-llama/Llama-3.1-8B-Instruct is gated and the author's "
     "access request was still awaiting Meta's review, so the Hub refused the download and the vLLM server did not "
     "start; the HF_TOKEN itself was set and passed into the container.",
     "wait for the gated-access approval, then rerun on a fresh instance: the next commit (77eaf5aa, 'add Llama "
     "results ...') adds the Llama result files and a 4-model analysis",
     release="not stated (vllm/vllm-openai:latest, March 2026)", gpu="NVIDIA GH200 (96 GB HBM3)", gpus=1,
     command="sudo docker run -d --gpus all --name vllm_[model] -v ~/.cache/huggingface:/root/.cache/huggingface "
             "-p [port]:8000 -e HF_TOKEN=$HF_TOKEN vllm/vllm-openai:latest --model [hf_model_id] --dtype bfloat16 "
             "--max-model-len 4096 --gpu-memory-utilization 0.85",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--dtype"}],
     note="judgement call 4: the log's 'HuggingFace Authentication' block, then '...', the generic docker command of "
          "Phase 3 (placeholders as written), then '...', the 'Phase 5: Llama - Access Delay' paragraph and the "
          "error block as the author quotes it; the decision list after it left out. The two error lines are the "
          "Hub's gated-repo refusal (huggingface_hub GatedRepoError text)")

if __name__ == "__main__":
    BATCH.write()
