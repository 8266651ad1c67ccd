"""Round-53 blind batch: vLLM launch failures reported on the trackers of FRAMEWORKS AND PLATFORMS THAT LAUNCH vLLM
FOR THEIR USERS (LMCache, NVIDIA Dynamo, verl-based RL stacks, evaluation harnesses, ...), collected by helper wild53
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round53-blind"``; the lead
grades it once (``python tests/wild_grade.py round53``). A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as rounds 11-29: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite on
these excerpts, and did not read kvroom's source (src/, its logs and launch checks) to choose them; every expectation
(kind, printed numbers, cause, fixes that would be wrong for that user) was written from the thread only. Excerpts are
the text as the search tool's stored copy of the thread shows it (the issues corpus stores threads in chunks; a case's
excerpt may join chunks, and the note says where lines were dropped); the fix lines are left out of the excerpts.

Slice: frameworks and platforms that launch vLLM for their users (verl, OpenRLHF, TRL, lm-evaluation-harness, Ray
Serve LLM, KServe, SkyPilot, GPUStack, LMCache, NVIDIA Dynamo, NIM/Triton, open-webui, LangChain, LlamaIndex, Axolotl,
Unsloth, TabbyAPI, Aphrodite, k8s operators kaito / llm-d / production-stack), on their own trackers.

Look-ups: about 75 ``search`` calls (issues corpus only; the session's search budget ran out on the 76th, and one
``find_string`` after it was refused); 1 ``read_file`` (no stored file for an issue path); no fetch. Every url was
checked against /work/coord/USED_SOURCES.txt, /work/coord/GRADES.txt, the fixtures' source_url fields and the named
skips in tests/golden/wild/BLIND.md (grep of "<repo>#<n>" forms too).

**Short of the 12-15 asked, and short of the memory half: 10 cases, 3 of them memory** (dynamo-1422, dynamo-285,
orpheus-281). This slice is mined out: the first ~40 threads the queries returned (verl#2245/#302/#5015/#189/#6764,
OpenRLHF#336, trl#2688/#3128/#3523/#3788, lm-evaluation-harness#2431, kuberay#4366, kserve#3769/#3791,
instructlab#1773, transformerlab#370, bring-llms-to-nim#7, substratus#37, unsloth#3542, gpustack#2236/#2790/#2259/
#1897/#2403, kvcached#29/#210/#215, vllm-omni#276, pytorch#175666, MiaAI#47, dynamo#479, SkyRL#87, LlamaFactory#7234,
llm-d#706, aphrodite-engine#362, runpod worker-vllm#79/#213/#276, ray#51193/#51154) were fixtures or named skips.
Threads skipped for no error line or no answer in the stored text: verl#2979 (only a cleanup comment stored),
kserve#5056 (double free, no answer), LMCache#434/#792/#1088/#1435/#2306/#2927/#3163 (log cut before the error or no
answer), LMCache#1901/#1909/#709 (LMCache's own errors), production-stack#582, kaito#1956, unsloth#2298/#2008/#2864
(screenshots or error not stored), OpenRLHF#679/#741/#184/#922/#1162, rllm#32, open-r1#630, skypilot#2955 (the fix the
reporter found is not stored) and #2905 (the NCCL error line not stored; the fix is PR #3017), ray#51967/#51242/#59778,
dynamo#1405/#1655/#441, gpustack#3686, Quick-AI-tutorials/AI-Infra#2; out of slice (vLLM's own tracker): vllm#36771,
#42911 (fixture), #4242, #12947.

Judgement calls for the lead (each case's ``note`` says more):
1. No exact kind, the closest used: LMCache PR #1436's "Hybrid KV cache manager is disabled but failed to convert the
   KV cache specs to one unified type." and LMCache#1759's "Unsupported connector type: LMCacheConnector" (quoted in
   prose) -> vllm_check_failed (vLLM's own raises); recipes#441's "Chunked MM input disabled but
   max_tokens_per_mm_item (2496) is larger than max_num_batched_tokens (2048)" -> batched_tokens_too_small
   (vllm_check_failed the alternative); dynamo#285's OOM -> oom_loading (no progress line pasted; oom_profiling the
   alternative, since the engine already held more than an 8B model's weights).
2. Cause read from the log, deeper cause only in the thread: dynamo#391 "Failed to infer device type" -> no_gpu_visible,
   though the reporter's fix was pynvml==12.0.0 (dependency_version_mismatch the alternative).
3. Thin evidence, the log itself taken as conclusive: ReCall#52 (bf16 on a Quadro GV100, reply not stored),
   dynamo#1422 (an OOM with another process at 42.16 of 47.36 GiB; the issue is about Dynamo's log levels),
   dynamo#285 (another engine at 54.89 GiB on the same GPU; the issue is about a NIXL segfault), orpheus#281 (the
   stored thread shows only a failed attempt to pass max_model_len), dynamo#1101 (error 803 with a maintainer's
   "CUDA toolkit not installed" reading, outcome not stored).
4. Slice: recipes#441 is vLLM's own recipes tracker and Orpheus-TTS / ReCall / math-evaluation-harness are smaller
   frameworks that launch vLLM; they were returned by slice queries and taken in order.
5. Traps: dynamo#1422 and dynamo#285 are not fixed by any utilization or length (another process holds the card);
   orpheus#281 needs the length below 53200 (utilization at or below 0.9 forbidden); recipes#441 needs
   max_num_batched_tokens of at least 2496, and no memory flag helps.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round53-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ LMCache: hybrid model with LMCacheConnectorV1 (vLLM's unify check)
case("lmcache-pr1436-hybrid-models-kv-spec-unify",
     "https://github.com/LMCache/LMCache/pull/1436",
     "Hello,\n"
     "vLLM still crashes on startup.\n"
     "All modern hybrid models that I have tried to run (qwen3.5, Qwen3-Coder-Next, GLM5) crash with this error.\n"
     "`(EngineCore_DP0 pid=251) WARNING 03-04 12:47:30 [kv_cache_utils.py:1170] Hybrid KV cache manager is disabled for "
     "this hybrid model, This means we do not enable any optimizations for saving KV cache memory (e.g., dropping the KV "
     "cache outside the sliding window). The compute of layers like sliding window is still saved.\n"
     "(EngineCore_DP0 pid=251) ERROR 03-04 12:47:30 [core.py:1029] EngineCore failed to start.\n"
     "(EngineCore_DP0 pid=251) ERROR 03-04 12:47:30 [core.py:1029] Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=251) ERROR 03-04 12:47:30 [core.py:1029]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", line 1019, in run_engine_core\n"
     "(EngineCore_DP0 pid=251) ERROR 03-04 12:47:30 [core.py:1029]     engine_core = EngineCoreProc(*args, engine_index=dp_rank, **kwargs)\n"
     "...\n"
     "(EngineCore_DP0 pid=251)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", line 259, in _initialize_kv_caches\n"
     "(EngineCore_DP0 pid=251)     kv_cache_configs = get_kv_cache_configs(\n"
     "(EngineCore_DP0 pid=251)                        ^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=251)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/core/kv_cache_utils.py\", line 1553, in get_kv_cache_configs\n"
     "(EngineCore_DP0 pid=251)     global_kv_cache_groups = get_kv_cache_groups(vllm_config, merged_kv_cache_specs)\n"
     "(EngineCore_DP0 pid=251)                              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=251)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/core/kv_cache_utils.py\", line 1231, in get_kv_cache_groups\n"
     "(EngineCore_DP0 pid=251)     unify_hybrid_kv_cache_specs(kv_cache_spec)\n"
     "(EngineCore_DP0 pid=251)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/core/kv_cache_utils.py\", line 1211, in unify_hybrid_kv_cache_specs\n"
     "(EngineCore_DP0 pid=251)     raise ValueError(\n"
     "(EngineCore_DP0 pid=251) ValueError: Hybrid KV cache manager is disabled but failed to convert the KV cache specs to "
     "one unified type.\n"
     "[rank0]:[W304 12:47:31.886063773 ProcessGroupNCCL.cpp:1553] Warning: WARNING: destroy_process_group() was not called "
     "before program exit, which can leak resources.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A user's comment (March 2026) on LMCache's closed PR 'Support hybrid allocator': vLLM started with the "
     "LMCacheConnectorV1 KV connector and a hybrid model (Qwen3.5, Qwen3-Coder-Next, GLM-5: attention plus linear-"
     "attention / sliding-window layers). A KV connector that does not support the hybrid memory allocator makes vLLM "
     "disable the hybrid KV cache manager, and then vLLM's own check cannot fold the model's different KV cache specs "
     "into one type, so the engine core dies while sizing the KV cache. Not a memory shortage: the model never gets a "
     "cache layout at all.",
     "no fix in LMCache at that point: the maintainer (KuntaiDu) answered that LMCache is moving to its multiprocess mode "
     "and will circle back to hybrid models after that; meanwhile run these hybrid models without LMCacheConnectorV1 "
     "(another commenter points to vLLM's own hybrid-allocator + connector work, vLLM PR #30166)",
     release="not stated (a V1 release of early 2026: core.py with vllm/tracing/otel.py wrappers; lmcache/vllm-openai-style image)",
     gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="judgement call 1: vLLM's own raise (kv_cache_utils.unify_hybrid_kv_cache_specs) with no README row of its own, "
          "so vllm_check_failed; the root cause (a KV connector without hybrid-allocator support) is only readable from the "
          "thread. The excerpt joins the comment's opening (up to the first traceback frame) and a later chunk of the same "
          "comment from the KV-cache frames down to the NCCL warning; '...' marks the frames dropped in between. The "
          "backtick before the first log line is the commenter's own (an inline code span around the log). The model of "
          "this particular log is not named (the commenter lists three)")

# ------------------------------------------------------------------ LMCache docs example: old connector name on vLLM 0.11.0
case("lmcache-1759-vllm-0110-unsupported-connector-lmcacheconnector",
     "https://github.com/LMCache/LMCache/issues/1759",
     "**Describe the bug**\n"
     "The Quickstart example in examples/cache_interface/README.md appears to be outdated.\n"
     "When following the example, it runs into error with Unsupported connector type: LMCacheConnector\n"
     "\n"
     "**To Reproduce**\n"
     "Steps to reproduce the behavior:\n"
     "step 1: `cd examples/cache_interface`\n"
     "Step 2: Start the vllm engine at port 8000:\n"
     "`CUDA_VISIBLE_DEVICES=0 LMCACHE_USE_EXPERIMENTAL=True LMCACHE_CONFIG_FILE=example.yaml vllm serve "
     "meta-llama/Meta-Llama-3.1-8B-Instruct --max-model-len 4096  --gpu-memory-utilization 0.8 --port 8000 "
     "--kv-transfer-config '{\"kv_connector\":\"LMCacheConnector\", \"kv_role\":\"kv_both\"}'`\n"
     "\n"
     "**Expected behavior**\n"
     "vllm serve without issue. \n"
     "\n"
     "**Environment:**\n"
     " - OS: Ubuntu-22.04 on WSL\n"
     " - vllm version: 0.11.0, Lmcache version: 0.3.7",
     "vllm_check_failed", {}, "vllm_check_failed",
     "LMCache's cache_interface quickstart (October 2025) still passed kv_connector 'LMCacheConnector', the V0-era "
     "connector name; vLLM 0.11.0 (V1 only) no longer registers it, so vLLM's KV-connector factory rejects the name "
     "when the engine builds its KV-transfer config, before any model is loaded.",
     "use kv_connector 'LMCacheConnectorV1' (the reporter's own diagnosis; LMCache merged the README fix)",
     release="0.11.0 (LMCache 0.3.7)", gpu=None, gpus=None,
     command="vllm serve meta-llama/Meta-Llama-3.1-8B-Instruct --max-model-len 4096 --gpu-memory-utilization 0.8 "
             "--port 8000 --kv-transfer-config '{\"kv_connector\":\"LMCacheConnector\", \"kv_role\":\"kv_both\"}'",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1 (as round 34's aibrix-1525): vLLM's own 'Unsupported connector type: X' raise, quoted by the "
          "reporter in prose (the log itself is a screenshot), so vllm_check_failed. The excerpt is the description from "
          "'Describe the bug' to 'Environment'; the leading 'Documentation' paragraph (a link to the outdated example), the "
          "screenshot line and the 'Additional context' line (the fix) are left out")

# ------------------------------------------------------------------ Dynamo: vLLM finds no platform (old pynvml)
case("dynamo-391-4090-failed-to-infer-device-type-pynvml",
     "https://github.com/ai-dynamo/dynamo/issues/391",
     "hi\n"
     "I test on 4090 gpu\n"
     "\n"
     "- env\n"
     "```\n"
     "docker run -it --gpus all --name dynamo -v /home/server/temp/distill-32:/data/model nvcr.io/nvidia/pytorch:24.12-py3\n"
     "pip install ai-dynamo[all] \n"
     "```\n"
     "- run\n"
     "```\n"
     "dynamo run out=vllm /data/model\n"
     "```\n"
     "\n"
     "- error\n"
     "```\n"
     "root@70d09b314eae:/workspace# dynamo run out=vllm /data/model\n"
     "INFO 03-25 11:41:03 __init__.py:194] No platform detected, vLLM is running on UnspecifiedPlatform\n"
     "INFO 03-25 11:41:03 nixl.py:16] NIXL is available\n"
     "2025-03-25T11:41:09.436683Z ERROR dynamo_llm::engines::vllm::worker: VLLM: engine.py:518] Failed to infer device type\n"
     "2025-03-25T11:41:09.436719Z ERROR dynamo_llm::engines::vllm::worker: VLLM: engine.py:518] Traceback (most recent call last):\n"
     "2025-03-25T11:41:09.436726Z ERROR dynamo_llm::engines::vllm::worker: VLLM: engine.py:518]   File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/engine.py\", line 509, in run_mp_engine\n"
     "2025-03-25T11:41:09.436732Z ERROR dynamo_llm::engines::vllm::worker: VLLM: engine.py:518]     engine = MQLLMEngine.from_engine_args(engine_args=engine_args,\n"
     "...\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py\", line 1074, in create_engine_config\n"
     "    device_config = DeviceConfig(device=self.device)\n"
     "                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/config.py\", line 1626, in __init__\n"
     "    raise RuntimeError(\"Failed to infer device type\")\n"
     "RuntimeError: Failed to infer device type",
     "no_gpu_visible", {}, "no_gpu_visible",
     "NVIDIA Dynamo's `dynamo run out=vllm` (March 2025, pip install ai-dynamo[all] inside the nvcr.io PyTorch 24.12 "
     "container) on an RTX 4090: vLLM's platform probe found no platform ('No platform detected, vLLM is running on "
     "UnspecifiedPlatform'), so DeviceConfig could not infer a device. The GPU was there (docker --gpus all); the probe "
     "failed with the container's pynvml older than 12 (the reporter's fix; vLLM maintainers gave the same fix for "
     "0.7.2's 'Failed to infer device type' in vllm#12947); the reporter also uninstalled flash_attn.",
     "the reporter: pip install pynvml==12.0.0 and pip uninstall flash_attn",
     release="not stated (Dynamo's vLLM of March 2025, V0 MQLLMEngine; config.py line 1626 -> 0.7.x)",
     gpu="NVIDIA GeForce RTX 4090", gpus=None, command="dynamo run out=vllm /data/model",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="judgement call 2: kind and cause no_gpu_visible are what the log evidences (the README's 'Failed to infer "
          "device type'); the deeper cause, a pynvml below 12 in the container, is only in the reporter's fix comment "
          "(dependency_version_mismatch would be the alternative cause). The excerpt is the description up to the first "
          "traceback frames, then '...' and the stored chunk that ends the traceback (its Dynamo log prefixes are absent "
          "in that chunk as stored); the closing code fence and the fix comment are left out. gpus None: one 4090 is named, "
          "the count is not")

# ------------------------------------------------------------------ ReCall (verl-based RL): bf16 on a Quadro GV100
case("recall-52-verl-rollout-quadro-gv100-bf16",
     "https://github.com/Agent-RL/ReCall/issues/52",
     "(TaskRunner pid=442671)     self.llm_engine = self.engine_class.from_engine_args(\n"
     "(TaskRunner pid=442671)   File \"/home/user/.conda/envs/re-call/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 482, in from_engine_args\n"
     "(TaskRunner pid=442671)     engine = cls(\n"
     "(TaskRunner pid=442671)   File \"/home/user/.conda/envs/re-call/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 271, in __init__\n"
     "(TaskRunner pid=442671)     self.model_executor = executor_class(vllm_config=vllm_config, )\n"
     "(TaskRunner pid=442671)   File \"/home/user/.conda/envs/re-call/lib/python3.10/site-packages/vllm/executor/executor_base.py\", line 49, in __init__\n"
     "(TaskRunner pid=442671)     self._init_executor()\n"
     "(TaskRunner pid=442671)   File \"/home/user/.conda/envs/re-call/lib/python3.10/site-packages/vllm/executor/uniproc_executor.py\", line 39, in _init_executor\n"
     "(TaskRunner pid=442671)     self.collective_rpc(\"init_device\")\n"
     "(TaskRunner pid=442671)   File \"/home/user/.conda/envs/re-call/lib/python3.10/site-packages/vllm/executor/uniproc_executor.py\", line 49, in collective_rpc\n"
     "(TaskRunner pid=442671)     answer = run_method(self.driver_worker, method, args, kwargs)\n"
     "(TaskRunner pid=442671)   File \"/home/user/.conda/envs/re-call/lib/python3.10/site-packages/vllm/utils.py\", line 2208, in run_method\n"
     "(TaskRunner pid=442671)     return func(*args, **kwargs)\n"
     "...\n"
     "  File \"/home/user/.conda/envs/re-call/lib/python3.10/site-packages/vllm/worker/worker.py\", line 156, in init_device\n"
     "    _check_if_gpu_supports_dtype(self.model_config.dtype)\n"
     "  File \"/home/user/.conda/envs/re-call/lib/python3.10/site-packages/vllm/worker/worker.py\", line 524, in _check_if_gpu_supports_dtype\n"
     "    raise ValueError(\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Quadro GV100 GPU has "
     "compute capability 7.0. You can use float16 instead by explicitly setting the`dtype` flag in CL",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "ReCall (an agentic RL trainer built on verl) starting its vLLM rollout engine (V0 LLMEngine, uniproc executor, "
     "inside verl's TaskRunner) on a Quadro GV100 (Volta, compute capability 7.0) with the model in bfloat16: vLLM "
     "refuses bf16 below compute capability 8.0 when the worker initialises its device. The issue's title asks how to set "
     "the dtype in ReCall's training config.",
     "run the rollout in float16 (vLLM's own message: dtype half); the thread's reply is not in the stored text (the "
     "issue is closed)",
     release="not stated (V0 engine: vllm/utils.py run_method line 2208, worker.py _check_if_gpu_supports_dtype; 0.7/0.8 era)",
     gpu="Quadro GV100 (compute capability 7.0)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"}],
     note="judgement call 3 (thin answer): the stored thread keeps only the traceback; the log itself is conclusive (bf16 "
          "on compute capability 7.0). The excerpt joins two stored chunks of the same description ('...' marks the frames "
          "between); the last line is cut mid-word ('in CL') in the stored text and is kept as stored. The command and "
          "config the reporter ran are not in the stored chunks")

# ------------------------------------------------------------------ math-evaluation-harness: bf16 on a Colab T4
case("math-eval-harness-3-colab-t4-bf16",
     "https://github.com/ZubinGou/math-evaluation-harness/issues/3",
     "While running on colab free tier with T4 GPU, I got the following error:\n"
     "\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has "
     "compute capability 7.5. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: "
     "--dtype=half.\n"
     "\n"
     "I tried using --dtype, however its not working and I cannot locate this argument in any scripts as well.",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "math-evaluation-harness's math_eval.py (June 2024) builds vllm.LLM(model=..., tensor_parallel_size=..., "
     "trust_remote_code=True) without a dtype, so a bfloat16 checkpoint runs in bf16, which vLLM refuses on the Colab "
     "T4 (compute capability 7.5); the harness exposes no --dtype option, so the user could not pass the fix.",
     "a commenter: add dtype=\"float16\" to the LLM(...) call in math_eval.py (around line 90) as a temporary fix",
     release="not stated (2024; the message with the --dtype=half hint, 0.4+)",
     gpu="Tesla T4 (Colab free tier, compute capability 7.5)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="the whole stored description; the fix is the only comment. A framework that launches vLLM without passing "
          "the user's dtype: the right fix is float16 in the harness's LLM(...) call, which the harness's CLI does not "
          "offer (so --dtype on the harness's command line 'is not working')")

# ------------------------------------------------------------------ Dynamo: loading OOM, another process holds the GPU
case("dynamo-1422-r1-distill-8b-oom-loading-other-process-42.16-of-47.36",
     "https://github.com/ai-dynamo/dynamo/issues/1422",
     "    2025-06-06T19:02:34.086Z DEBUG dynamo_run::subprocess: 2025-06-06T19:02:34.086Z  INFO model_runner.load_model: "
     "Starting to load model /root/.cache/huggingface/hub/models--deepseek-ai--DeepSeek-R1-Distill-Llama-8B/snapshots/"
     "6a6f4aa4197940add57724a7707d069478df56b1...   \n"
     "    2025-06-06T19:02:34.087Z DEBUG dynamo_run::subprocess: 2025-06-06T19:02:34.087Z DEBUG "
     "decorators.cls_decorator_helper: Inferred dynamic dimensions for forward method of <class "
     "'vllm.model_executor.models.llama.LlamaModel'>: ['input_ids', 'positions', 'intermediate_tensors', 'inputs_embeds']   \n"
     "    2025-06-06T19:02:34.250Z DEBUG dynamo_run::subprocess: 2025-06-06T19:02:34.249Z ERROR engine.run_mp_engine: CUDA "
     "out of memory. Tried to allocate 112.00 MiB. GPU 0 has a total capacity of 47.36 GiB of which 112.44 MiB is free. "
     "Process 2585863 has 42.16 GiB memory in use. Process 2587244 has 1.79 GiB memory in use. Of the allocated memory "
     "1.31 GiB is allocated by PyTorch, and 2.00 MiB is reserved by PyTorch but unallocated. If reserved but unallocated "
     "memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See "
     "documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)\n"
     "    2025-06-06T19:02:34.250Z DEBUG dynamo_run::subprocess: Traceback (most re",
     "oom_loading", {"total_gib": 47.36}, "other_process",
     "`dynamo run` (June 2025) starting its vLLM subprocess with DeepSeek-R1-Distill-Llama-8B on a 48 GB GPU that another "
     "process (PID 2585863) already held at 42.16 GiB: the new engine (PID 2587244, 1.79 GiB, 1.31 GiB of it PyTorch's) "
     "ran out of memory right after 'Starting to load model', with 112.44 MiB left on the card. The issue itself (by an "
     "NVIDIA engineer) is about dynamo run logging this ERROR and its traceback at DEBUG level.",
     "not a launch fix in the thread (the issue was about Dynamo's log levels); for the launch: free GPU 0 of the other "
     "process's 42.16 GiB or run on an idle GPU; no vLLM flag makes an 8B bf16 model (~15 GiB) fit in 5 GiB",
     release="not stated (dynamo run, June 2025; V0 MQLLMEngine run_mp_engine)",
     gpu="a 47.36 GiB card (48 GB class; not named)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="judgement call 3: the log is conclusive (torch's per-process figures: another process holds 42.16 GiB of "
          "47.36), no reply in the stored text. Kind oom_loading: the OOM comes right after 'Starting to load model'. "
          "The excerpt is the stored block as indented in the issue (4-space indent, Dynamo's DEBUG prefix in front of "
          "vLLM's own timestamped lines); it stops where the stored chunk stops ('Traceback (most re')")

# ------------------------------------------------------------------ Dynamo serve: CUDA error 803 on 2x H100
case("dynamo-1101-2xh100-error-803-driver-570",
     "https://github.com/ai-dynamo/dynamo/issues/1101",
     "### Describe the Bug\n"
     "\n"
     "When attempting to launch dynamo serve using the vLLM backend on a machine with 2×H100 GPUs, CUDA 12.8, and NVIDIA "
     "driver version 570.133.20, the system fails at runtime with the following error:\n"
     "\n"
     "`RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling "
     "NumCudaDevices() that might have already set an error? Error 803: system has unsupported display driver / cuda "
     "driver combination\n"
     "`\n"
     "\n"
     "The error occurs during GPU initialization by the VllmWorker component, even though nvidia-smi confirms that CUDA "
     "and the H100 GPUs are visible both on the host and inside the container. As a result, the model engine fails to "
     "start and inference cannot proceed.",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "dynamo serve (May 2025) with its vLLM worker on 2x H100, host driver 570.133.20 and CUDA 12.8 (Ubuntu 24.04, a "
     "conda Python 3.12 environment, Docker): CUDA initialisation in the VllmWorker fails with error 803, the CUDA "
     "runtime finding a driver library that does not match the kernel driver (a driver / CUDA library combination "
     "problem in that environment), although nvidia-smi works on the host and in the container.",
     "the Dynamo maintainer (grahamking) answered that error 803 here means the CUDA toolkit is not installed and "
     "pointed to NVIDIA's CUDA downloads; the issue was closed (whether that fixed it is not in the stored text)",
     release="not stated (Dynamo's vLLM of May 2025)", gpu="NVIDIA H100 (x2)", gpus=2,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--dtype"}],
     note="judgement call 3: the stored thread holds the description and one maintainer comment; the error is quoted by "
          "the reporter (the full log is past the stored part). The fixture gpustack-4678 reads the same error 803 as "
          "(cuda_driver_mismatch). The excerpt is the 'Describe the Bug' section; the Planner's later dynamo.json "
          "failure and the reproduction steps after it are left out. The maintainer's reading (toolkit missing) is "
          "recorded as given, though 803 more often means a forward-compatibility or container library mismatch")

# ------------------------------------------------------------------ Dynamo disagg example: two engines on GPU 0
case("dynamo-285-disagg-r1-distill-8b-two-engines-gpu0-oom-79.20",
     "https://github.com/ai-dynamo/dynamo/issues/285",
     "use v0.1.0 build ,and disagg.yaml like this: \n"
     "Frontend:\n"
     "  served_model_name: DeepSeek-R1-Distill-Llama-8B    # Notice: can't start with /\n"
     "  endpoint: dynamo.Processor.chat/completions\n"
     "  port: 8000\n"
     "\n"
     "Processor:\n"
     "  model: /models/DeepSeek-R1-Distill-Llama-8B\n"
     "  router: round-robin\n"
     "\n"
     "VllmWorker:\n"
     "  model: /models/DeepSeek-R1-Distill-Llama-8B\n"
     "  kv-transfer-config: '{\"kv_connector\":\"DynamoNixlConnector\"}'\n"
     "  max-model-len: 16384\n"
     "  remote-prefill: true\n"
     "  conditional-disagg: true\n"
     "  max-local-prefill-length: 10\n"
     "  ServiceArgs:\n"
     "    workers: 2\n"
     "    resources:\n"
     "      gpu: 1\n"
     "\n"
     "PrefillWorker:\n"
     "  model: /models/DeepSeek-R1-Distill-Llama-8B\n"
     "  kv-transfer-config: '{\"kv_connector\":\"DynamoNixlConnector\"}'\n"
     "  max-model-len: 16384\n"
     "  max-num-batched-tokens: 16384\n"
     "  ServiceArgs:\n"
     "    workers: 2\n"
     "    resources:\n"
     "      gpu: 1\n"
     "\n"
     "ERROR 03-21 15:57:35 engine.py:518] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.70 GiB. GPU 0 "
     "has a total capacity of 79.20 GiB of which 87.06 MiB is free. Process 9171 has 54.89 GiB memory in use. Including "
     "non-PyTorch memory, this process has 24.20 GiB memory in use. Of the allocated memory 23.53 GiB is allocated by "
     "PyTorch, and 17.43 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try "
     "setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation fo",
     "oom_loading", {"total_gib": 79.2, "max_model_len": 16384}, "other_process",
     "A comment (March 2025) on a Dynamo v0.1.0 issue about the disaggregated-serving example (disagg.yaml: two "
     "VllmWorkers and two PrefillWorkers of DeepSeek-R1-Distill-Llama-8B, each asking for one GPU, default utilization): "
     "two vLLM engines ended up on the same 80 GB GPU 0 - another process (9171) already held 54.89 GiB there while this "
     "engine had reached 24.20 GiB - so the second engine ran out of memory with 87 MiB left. The card cannot hold two "
     "engines that each size themselves to ~90% of it.",
     "not in the stored thread (the issue itself is about a NIXL segmentation fault); for this launch: one engine per "
     "GPU (make the workers' GPU placement / CUDA_VISIBLE_DEVICES actually separate them) or, if two engines must share "
     "a card, utilizations that add up to less than 1",
     release="not stated (Dynamo v0.1.0's vLLM, March 2025, V0 engine.py run_mp_engine)",
     gpu="80 GB GPU (79.20 GiB; A100/H100 class, not named)", gpus=None,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="judgement calls 1 and 3: kind oom_loading as the README reads a torch OOM with no sign of progress in the "
          "paste (no 'Loading model weights took' line is shown), though this process's 23.53 GiB of PyTorch memory is "
          "above an 8B bf16 model's ~15 GiB, so oom_profiling is the alternative; cause other_process from torch's own "
          "per-process figures (Process 9171 with 54.89 GiB on the same GPU), with no reply in the stored text. The "
          "excerpt is the commenter's whole stored comment (config, then the OOM line cut at 'fo' as stored). "
          "Utilization is not forbidden: a pair of engines sharing a card needs lower ones, but no value rescues a card "
          "another engine already fills")

# ------------------------------------------------------------------ Orpheus-TTS: V0 KV refusal at the model's 131072 default
case("orpheus-281-131072-53200",
     "https://github.com/canopyai/Orpheus-TTS/issues/281",
     "ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV "
     "cache (53200). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 53200}, "kv_too_small",
     "Orpheus-TTS's OrpheusModel (September 2025) builds vLLM's engine for the Llama-based TTS checkpoint without a "
     "max_model_len, so vLLM takes the model's full 131072-token context, and the KV cache left on the reporter's GPU "
     "holds only 53200 tokens; V0's check refuses to start. The wrapper also did not accept a max_model_len keyword at "
     "that release (a commenter's OrpheusModel(..., max_model_len=2048) raised TypeError).",
     "not confirmed in the stored thread: pass a max_model_len of 53200 or less (TTS requests are a few thousand "
     "tokens) to the engine the wrapper builds; the commenter found the installed OrpheusModel did not forward "
     "max_model_len, so it has to be set in the wrapper's engine setup",
     release="not stated (a V0-message release; 2025)", gpu=None, gpus=None,
     forbidden=[{"flag": "--max-model-len", "above": 53200}, {"flag": "--gpu-memory-utilization", "at_most": 0.9}],
     note="the whole stored description (the title, 'While loading the model, I got this value error', left out). "
          "Judgement call 3: the fix is the message's own (a smaller length) since the stored thread only shows the "
          "commenter's failed attempt; utilization at or below vLLM's default 0.9 is forbidden as in the earlier Orpheus "
          "fixtures (the wrapper passed none), and even 1.0 would not bring 53200 up to 131072")

# ------------------------------------------------------------------ vLLM recipes: Gemma 4 26B MoE, MM item larger than the batch
case("recipes-441-gemma4-26b-a4b-a100-mm-item-2496-batched-2048",
     "https://github.com/vllm-project/recipes/issues/441",
     "Recipe file: [Google/Gemma4.md](https://github.com/vllm-project/recipes/blob/main/Google/Gemma4.md)\n"
     "Relevant section: https://docs.vllm.ai/projects/recipes/en/latest/Google/Gemma4.html#multi-gpu-deployment\n"
     "\n"
     "Hardware: 1x NVIDIA A100 80 GB, AMD EPYC 7643 48-Core Processor\n"
     "\n"
     "When running the following command for 26B MoE on 1× A100/H100 (BF16):\n"
     "`vllm serve google/gemma-4-26B-A4B-it \\\n"
     "  --max-model-len 32768 \\\n"
     "  --gpu-memory-utilization 0.90`\n"
     "\n"
     "The following error appears:\n"
     "File \"/home/ubuntu/.venv/lib/python3.12/site-packages/vllm/v1/core/encoder_cache_manager.py\", line 302, in "
     "compute_mm_encoder_budget\n"
     "  raise ValueError(\n"
     "ValueError: Chunked MM input disabled but max_tokens_per_mm_item (2496) is larger than max_num_batched_tokens "
     "(2048). Please increase max_num_batched_tokens.",
     "batched_tokens_too_small", {"max_num_batched_tokens": 2048}, "batched_tokens_too_small",
     "vLLM's Gemma 4 recipe (May 2026) for gemma-4-26B-A4B-it on one A100/H100 gives only --max-model-len 32768 and "
     "--gpu-memory-utilization 0.90, so the scheduler keeps its default max_num_batched_tokens of 2048; Gemma 4's "
     "largest multimodal item is 2496 tokens and, with chunked multimodal input disabled, one item must fit in a "
     "batch, so vLLM's encoder-budget check refuses to start.",
     "the reporter: set --max-num-batched-tokens to a value above 2496",
     release="not stated (2026; a release with Gemma 4 support)", gpu="NVIDIA A100 80GB", gpus=1,
     command="vllm serve google/gemma-4-26B-A4B-it --max-model-len 32768 --gpu-memory-utilization 0.90",
     forbidden=NO_MEMORY_FIX + [{"flag": "--max-num-batched-tokens", "at_most": 2495},
                                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1 and the slice: the tracker is vLLM's own recipes repository (a deployment-guide project), "
          "outside the framework list but returned by a slice query (Dynamo batched-tokens); taken in order. No README "
          "row names this multimodal-budget wording; batched_tokens_too_small is the closest (max_num_batched_tokens "
          "below what one request needs), vllm_check_failed the alternative. The excerpt is the description up to the "
          "error; the reporter's closing fix line is left out. max_tokens_per_mm_item (2496) has no fixture key and is "
          "not listed in numbers")


if __name__ == "__main__":
    BATCH.write()
