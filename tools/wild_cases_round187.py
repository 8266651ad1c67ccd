"""Round-187 blind batch: vLLM launch failures recorded in AGENT / CHAT SESSION MATERIAL committed to public GitHub
repositories (an agent-run GB10 campaign's raw server logs, an LLM-assisted deployment "lessons learned" note, an
experiment run log written up after an assistant-driven session, a hackathon's committed vllm_server.log with the cause
and fix in the same commit's notebook), collected by helper wild187 and NOT graded by the
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

Look-ups: 69 of the 70 allowed (11 ``search`` in the code corpus, 29 ``find_string`` (one refused for a bad context
value), 9 ``read_file``, 10 ``find_repos``, 10 ``find_files``), plus ``fetch`` of about 100 repositories that those answers
named, grepped over their history for the slice's wordings. **5 cases, short of the 8-14 asked: 1 memory failure (an
fp16 7B on a T4, out of memory in the profiling run), 4 not memory (a multimodal token budget, a Hub gate, an
unregistered architecture, a dependency drift).** The most productive route was ``find_files`` on the exact names
agents and launch scripts give a session's server log (``vllm_server.log``, ``vllm.log``, ``logs/vllm.log``,
``logs/vllm_server.log``, ``vllm_serve.log``: 91 repositories, the unused ones fetched and their committed logs grepped), but most of those
logs record request-time errors (context-length refusals, EngineDeadError at runtime) rather than failed launches.

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
  ("No available memory for the cache blocks" at [core.py:1108]; three glmocr repositories fetched, not there); and,
  with no look-up spent on them, a serving runbook quoting "722 Mamba cache blocks" and a gsm8k script whose comment
  quotes V100's bf16 refusal.
- Already used (pinned, or recognised by their printed numbers in the existing fixtures): at0rp1d0i-cell/peephole
  (agent-run Qwen3.8-27B report and its three attempt logs, all three fixtures exist; found only after 4 look-ups),
  supermassive-intelligence/scalarlm (Cannot auto-fit report), the "Running a big LLM across multiple GPUs with vLLM"
  blog (TP 3 / 64 heads and the 95.01 GiB load OOM), the PE-T2I, GLM-KDA and vllm-ascend Mamba notes,
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
5. mobambas: the committed vllm_server.log is the failed launch; the cause and the fix are written in the same
   commit's Colab notebook (a code comment in the vLLM-start cell, in an agent-assisted repository: CLAUDE.md and
   .cursor/ at its root). The OOM is raised inside torch.compile's Inductor autotuning during the profiling run, so
   oom_profiling (torch_compile_error is the alternative kind); the cause is the weights (14.25 GiB) above the 0.85
   budget of a 14.56 GiB card, weights_exceed_budget (weights_do_not_fit is the alternative: they fit the card by
   0.3 GiB only).
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

# ------------------------------------------------------------------ memory: fp16 Qwen2.5-7B on a Colab T4, profiling OOM
case("github-mobambas-qwen25-7b-fp16-t4-14.56-util-0.85-inductor-autotune-oom",
     "https://github.com/mobambas/Agentic-Healthcare-Maps/blob/73c4c290d94d05d24c7279b14a13a18c19c060b5/vllm_server.log",
     (
     '(APIServer pid=42624) INFO 04-26 12:03:17 [utils.py:299]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.19.1\n'
     '(APIServer pid=42624) INFO 04-26 12:03:17 [utils.py:299]   █▄█▀ █     █     █     █  model   Qwen/Qwen2.5-7B-Instruct\n'
     "(APIServer pid=42624) INFO 04-26 12:03:17 [utils.py:233] non-default args: {'host': '0.0.0.0', 'model': 'Qwen/Qwen2.5-7B-Instruct', 'max_model_len': 4096, 'gpu_memory_utilization': 0.85, 'disable_log_stats': True}\n"
     '(APIServer pid=42624) INFO 04-26 12:03:38 [model.py:549] Resolved architecture: Qwen2ForCausalLM\n'
     "(APIServer pid=42624) WARNING 04-26 12:03:38 [model.py:1963] Your device 'Tesla T4' (with compute capability 7.5) doesn't support torch.bfloat16. Falling back to torch.float16 for compatibility.\n"
     '(APIServer pid=42624) WARNING 04-26 12:03:38 [model.py:2016] Casting torch.bfloat16 to torch.float16.\n'
     '(APIServer pid=42624) INFO 04-26 12:03:38 [model.py:1678] Using max model len 4096\n'
     '(EngineCore pid=42887) INFO 04-26 12:03:56 [gpu_model_runner.py:4735] Starting to load model Qwen/Qwen2.5-7B-Instruct...\n'
     '(EngineCore pid=42887) ERROR 04-26 12:03:57 [fa_utils.py:145] Cannot use FA version 2 is not supported due to FA2 is only supported on devices with compute capability >= 8\n'
     "(EngineCore pid=42887) INFO 04-26 12:03:58 [cuda.py:334] Using FLASHINFER attention backend out of potential backends: ['FLASHINFER', 'TRITON_ATTN', 'FLEX_ATTENTION'].\n"
     '(EngineCore pid=42887) INFO 04-26 12:04:51 [gpu_model_runner.py:4820] Model loading took 14.25 GiB memory and 53.543025 seconds\n'
     "(EngineCore pid=42887) INFO 04-26 12:04:59 [backends.py:1051] Using cache directory: /root/.cache/vllm/torch_compile_cache/c586a22f48/rank_0_0/backbone for vLLM's torch.compile\n"
     '(EngineCore pid=42887) INFO 04-26 12:04:59 [backends.py:1111] Dynamo bytecode transform time: 7.79 s\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108] EngineCore failed to start.\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108] Traceback (most recent call last):\n'
     '...\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py", line 370, in determine_available_memory\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108]     self.model_runner.profile_run()\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py", line 5782, in profile_run\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108]     hidden_states, last_hidden_states = self._dummy_run(\n'
     '...\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108]     return self._generate(is_inference)\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108]   File "/usr/local/lib/python3.12/dist-packages/torch/_inductor/codegen/wrapper.py", line 1780, in _generate\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108]     self.generate_and_run_autotune_block()\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108]   File "/usr/local/lib/python3.12/dist-packages/torch/_inductor/codegen/wrapper.py", line 1868, in generate_and_run_autotune_block\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108]     raise RuntimeError(f"Failed to run autotuning code block: {e}") from e\n'
     '(EngineCore pid=42887) ERROR 04-26 12:05:05 [core.py:1108] torch._inductor.exc.InductorError: RuntimeError: Failed to run autotuning code block: CUDA out of memory. Tried to allocate 1.02 GiB. GPU 0 has a total capacity of 14.56 GiB of which 111.81 MiB is free. Including non-PyTorch memory, this process has 14.45 GiB memory in use. Of the allocated memory 14.26 GiB is allocated by PyTorch, and 54.96 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)'
     ),
     "oom_profiling",
     {"tried_gib": 1.02, "total_gib": 14.56, "gpu_memory_utilization": 0.85, "max_model_len": 4096,
      "weights_gib": 14.25},
     "weights_exceed_budget",
     "A hackathon pipeline (Qwen 2.5 7B Instruct served by vLLM on Google Colab) committed the server log of its first "
     "launch: vLLM 0.19.1 on a Tesla T4 (compute capability 7.5, 14.56 GiB), Qwen/Qwen2.5-7B-Instruct with bf16 cast "
     "to fp16, max_model_len 4096, gpu_memory_utilization 0.85; the fp16 weights alone took 14.25 GiB, above the "
     "0.85 x 14.56 = 12.4 GiB budget and within 0.3 GiB of the whole card, so the profiling run's torch.compile "
     "(Inductor autotuning) could not get 1.02 GiB with 111.81 MiB free. The same commit's notebook: 'fp16 Qwen 7B "
     "weighs 14.25 GiB on its own and there's no room left for KV cache or torch.compile autotuning workspace (~1 "
     "GiB), so the engine OOMs during the profile_run step.'",
     "the notebook's vLLM cell (same commit): serve Qwen/Qwen2.5-7B-Instruct-AWQ with --quantization awq --dtype half "
     "('AWQ 4-bit drops the model to ~5.2 GiB and leaves ~7.3 GiB for KV cache + headroom'), --max-model-len 4096, "
     "--gpu-memory-utilization 0.90 and --enforce-eager ('skip torch.compile autotuning'); the README's pipeline runs "
     "'Qwen2.5-7B AWQ on vLLM' for the 10K extraction",
     release="0.19.1", gpu="Tesla T4 (Google Colab, 14.56 GiB, compute capability 7.5)", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.85}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 5: the log's banner (version/model), non-default args, the dtype-cast and max-len lines, "
          "the load start and attention-backend lines, 'Model loading took 14.25 GiB', the torch.compile lines and "
          "the 'EngineCore failed to start' head, then '...', the profile_run frames, then '...', the last Inductor "
          "frames and the OutOfMemory line; caret lines dropped. The notebook that states the cause and the fix is "
          "notebooks/colab_qwen_extraction.ipynb at the same commit. A length fix is forbidden: the 14.25 GiB of "
          "weights, not the context, exhausts the card")

if __name__ == "__main__":
    BATCH.write()
