"""Round-143 blind batch: vLLM launch failures reported on the trackers of APPLICATIONS THAT RUN vLLM UNDERNEATH
(Xinference, a RAGFlow fork's docker-compose stack, the Aphrodite engine -- a vLLM fork printing vLLM's messages --,
and Orpheus-TTS, a TTS package whose engine class builds vLLM's AsyncLLMEngine), collected by helper wild143 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round143-blind"``; the lead grades it
once (``python tests/wild_grade.py round143``). A HELD-OUT measurement: graded once, on the final code, and nothing is
to be fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-142: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
thread only. Excerpts are the text as the search tool's stored copy of the thread shows it (a stored thread is a window
of it, not the whole page); where lines in between were dropped, or the stored window ends inside a line, the excerpt
shows ``...`` and the note says so; the fix lines are left out of the excerpts (they are in fix_that_worked).

Sources: the search tool's issues corpus (all five cases). 62 look-ups: 61 ``search`` (58 issues, 1 code, 1 docs,
1 pages) and 1 ``read_file`` (refused: issue threads are not stored as repository files); no find_string, find_files,
find_repos or fetch. **5 cases, short of the 8-14 asked; 2 memory (weights on one card, a V0 KV refusal), 3 other
(no GPU in the container, NCCL's shared-memory segment, bfloat16 on Pascal).** Not padded: the slice's head is mined
out. Every thread the searches ranked first in the slice was in /work/coord/USED_SOURCES.txt, a fixture or a named skip
of an earlier round: xinference#1183/#1361/#1715/#1797/#1804/#1847/#2350/#2440/#2552/#2756/#2833/#2836/#4468/#4637/
#4926 and the troubleshooting page, LocalAI#1710 and PR#9950, FastChat#3177/#3507/#3704, litellm#883, Langchain-Chatchat
#1645/#3293, QAnything#128/#233/#289/#302, QwenLM/Qwen#853, api-for-open-llm#225/#259, bonito#7/#22, basalam#10,
transformerlab-app#370, XAgent#379, substratus vllm-docker#37, LlamaFactory#4960/#6473/#7234, WeClone#85,
Orpheus-TTS#13/#74/#281/#290 and PR#77, BentoVLLM#42, gpustack#814/#885/#1208/#1800/#2259, vllm#414 (FastChat's
vllm_worker at TP 5/6), #7154, langchain#17906, ragflow-plus#64, lemonade vllm-rocm#5, arc-b70-cookbook#4,
wyf3/llm_related#29, awesome-akash#543. Fresh threads the searches brought and left, with why: no vLLM error line in the
stored window, or no cause in it -- xinference#3980 (the maintainer's 'previous model was not released yet' is stored,
the vLLM line that died is not), #3058 (NCCL 'unhandled system error' on Volta/Turing outside Docker, no cause),
#2256, #2486, #4657, #5302, #4634, #1112, #4517 (Engine core initialization failed, root line not stored), dphnAI/sonar
(Aphrodite) #426 (TP 3 heads, the trace not stored), #522 (GGUF 8B at TP 4 OOM in load_model, no cause), #360, #400
(aphrodite._C, the fork's own module), #1077 (a feature request whose quoted KV refusal the reporter says the engine
'adjusts automatically', so not plainly a dead launch), LocalAI#1680 (import error cut before its last line),
Langchain-Chatchat#2129/#2571 (config dump only), WxxShirley/GNN4TaskPlan#9 (FastChat vllm_worker, final line not
stored; likely the fixture's 'AsyncLLM' object has no attribute 'engine' class), FastChat#2490 (Ray 'Bus error', no
cause), #2817, dengcao/Qwen3-Reranker-0.6B#2 ('libcuda.so.1: file too short', no answer), Orpheus-TTS#115 (error line
not stored), opea GenAIExamples#2068 (only the maintainer's clean log stored), gpustack#1433. The h2oGPT, open-webui,
text-generation-webui, LiteLLM, GPT-Researcher, Dify and RAGFlow trackers returned no vLLM launch failure at all (they
are clients of a separately started server); the pages corpus returned only a gitcode AI digest.

Every url and bare thread number was checked against /work/coord/USED_SOURCES.txt (url, issues/N, #N) and the
fixtures' names under tests/golden/wild/ and the skip lists in tests/golden/wild/BLIND.md.

Judgement calls for the lead (each case's ``note`` says more):
1. Aphrodite (dphnAI/sonar, formerly PygmalionAI/aphrodite-engine) is a vLLM fork: earlier rounds skipped it as a fork
   (aphrodite-engine#362 is a named skip); this round's brief names it in the slice, so sonar#535 is taken. Its
   excerpt is Aphrodite's own frames (aphrodite/task_handler/...), and the stored window ends before the exception
   line: the OOM itself is only the reporter's title/description ("Running out of CUDA memory ... Tried to allocate
   298.00 MiB. GPU"). Kind oom_loading from the load_model frames; cause weights_do_not_fit from the command (no -tp
   on a 4-GPU box), the single-GPU executor frames (gpu_executor.py _init_non_spec_worker, no Ray, no workers) and the
   model (Command R+, ~104B parameters, at 5.5 bits/weight is ~71 GB against one 48 GB card). The thread's own answer
   is not in the stored window.
2. xinference#3237: the title says the error came on a relaunch after an earlier launch with bad parameters; the stored
   window shows only the relaunch's V0 refusal (32768 vs 17744 tokens), no GPU, no answer. The log itself is
   conclusive for a length above the KV capacity (kv_too_small); memory still held by the first launch
   (other_process) is the alternative the title hints at and the window cannot confirm.
3. xinference#1622: the thread's opener's error is not stored; the case is a '+1' commenter's launch (RandyChen1985),
   whose paste is NCCL's 'Error while creating shared memory segment /dev/shm/nccl-... (size 5767520)' in the Xinference
   docker image. A third commenter says --shm-size 30g did not help their two-GPU launch (a different launch, error not
   stored). Fix not confirmed in this thread.
4. ragflow-plus#69: the stored turn does not say which of the two vLLM containers (the bge-m3 embedder or the
   DeepSeek-R1-1.5B chat model, both vllm/vllm-openai:latest) printed 'Failed to infer device type'; both run the CUDA
   image on the reporter's CPU-only server, so the cause is the same. The maintainer's answer (vLLM containers do not
   start on CPU there; use ollama) is stored; the reporter's later '--device cpu' attempt's outcome is not.
5. Orpheus-TTS#44: a Tesla P40 (compute capability 6.1, Pascal) refused bfloat16; the reporter's fix (float16) got
   past the check. vLLM's own supported floor is 7.0, so a later Pascal failure is possible but not in the thread.
6. No release_regression or version cause in this batch; releases are not stated in any thread (Aphrodite v0.5.3
   from its log line).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round143-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ environment: CUDA vLLM image on a CPU-only server (RAGFlow fork)
case("ragflowplus-69-cpu-server-vllm-openai-failed-to-infer-device",
     "https://github.com/zstar1003/ragflow-plus/issues/69",
     "嗯，感谢您的回答，但很奇怪的是：我的bge-m3无法启动，而我已经按照您的教程进行部署了。这是我的过程（FYI我使用的是CPU服务器，docker-compose.yml）：\n"
     "...\n"
     "2. 在docker compose之前将被注释的代码call back:\n"
     "\n"
     "```\n"
     "  # vllm 嵌入模型\n"
     "  vllm-bge:\n"
     "    container_name: vllm-bge\n"
     "    image: vllm/vllm-openai:latest\n"
     "    ipc: host\n"
     "    volumes:\n"
     "      - ./models/bge-m3:/models\n"
     "    command: [\n"
     "      \"--model\", \"/models\",\n"
     "      \"--served-model-name\", \"bge-m3\",\n"
     "      \"--dtype\", \"float16\",\n"
     "    ]\n"
     "    ports:\n"
     "      - \"8000:8000\"\n"
     "    networks:\n"
     "      - ragflow\n"
     "\n"
     "  # vllm 语言模型\n"
     "  vllm-deepseek:\n"
     "    container_name: vllm-deepseek\n"
     "    image: vllm/vllm-openai:latest\n"
     "    ipc: host\n"
     "    volumes:\n"
     "      - ./models/DeepSeek-R1-1.5B:/models\n"
     "    command: [\n"
     "      \"--model\", \"/models\",\n"
     "      \"--served-model-name\", \"deepseek-r1\",\n"
     "      \"--dtype\", \"float16\",\n"
     "      \"--tensor-parallel-size\", \"1\",\n"
     "      \"--max-model-len\", \"4096\"\n"
     "    ]\n"
     "    ports:\n"
     "      - \"8001:8000\"\n"
     "    networks:\n"
     "      - ragflow\n"
     " ```\n"
     "\n"
     "3. 运行docker compose:\n"
     "\n"
     "```\n"
     "root@iZt4ndo70qj5q7ve16ej3pZ:~/ragflow-plus# docker compose -f docker/docker-compose.yml up -d\n"
     "...\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py\", line 1098, in create_engine_config\n"
     "    device_config = DeviceConfig(device=self.device)\n"
     "                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"<string>\", line 4, in __init__\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/config.py\", line 2119, in __post_init__\n"
     "    raise RuntimeError(\n"
     "RuntimeError: Failed to infer device type, please set the environment variable `VLLM_LOGGING_LEVEL=DEBUG` to "
     "turn on verbose logging to help debug the issue.\n"
     "root@iZt4ndo70qj5q7ve16ej3pZ:~/ragflow-plus# \n"
     "```\n"
     "\n"
     "**他应该是无法发现我的设备是cuda或cpu，但按您的说法，这理应能够在CPU环境下部署**",
     "no_gpu_visible", {}, "no_gpu_visible",
     "RAGFlow-Plus (a RAGFlow fork) ships a docker-compose file with two vLLM services (a bge-m3 embedder and a "
     "DeepSeek-R1-1.5B chat model) on the official vllm/vllm-openai:latest image. The reporter uncommented them on a "
     "CPU-only cloud server: that image is vLLM's CUDA build, and with no NVIDIA GPU in the container vLLM's platform "
     "probe finds no device, so engine-config creation dies with 'Failed to infer device type' before any model is "
     "loaded.",
     "the maintainer (zstar1003): on a CPU environment the vLLM containers indeed fail to start, which is why the CPU "
     "compose file comments the vLLM services out; on CPU use ollama for the embedding model instead (url "
     "http://host.docker.internal:11434). (A CPU build of vLLM would be the vLLM-side alternative; the reporter's "
     "later attempt with '--device cpu' on the same CUDA image has no stored outcome.)",
     release="not stated (vllm/vllm-openai:latest, pulled around May 2025)",
     gpu="none (CPU-only cloud server)", gpus=0,
     command="docker compose -f docker/docker-compose.yml up -d  (vllm/vllm-openai:latest --model /models "
             "--served-model-name bge-m3 --dtype float16)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 4. Two stored turns of the reporter (lgy112112) joined: the comment with the compose file "
          "(its step 1 with a screenshot, and the compose run's WARN/progress lines after the command, replaced by "
          "'...') and the later turn with the traceback's tail (the stored window starts inside the traceback, marked "
          "'...'); the last line is the reporter's own reading, kept as pasted. The maintainer's answer and the "
          "'--device cpu' retry are left out. Not a memory failure: no GPU at all")

# ------------------------------------------------------------------ memory: Command R+ exl2 on ONE 48 GB card of four (Aphrodite, no -tp)
case("aphrodite-535-command-r-plus-exl2-no-tp-4x-rtx6000ada-oom-load",
     "https://github.com/dphnAI/sonar/issues/535",
     "GPU models and configuration:\n"
     "GPU 0: NVIDIA RTX 6000 Ada Generation\n"
     "GPU 1: NVIDIA RTX 6000 Ada Generation\n"
     "GPU 2: NVIDIA RTX 6000 Ada Generation\n"
     "GPU 3: NVIDIA RTX 6000 Ada Generation\n"
     "...\n"
     "Running out of CUDA memory for Dracones/c4ai-command-r-plus_exl2_5.5bpw with 192GB VRAM - 4*RTX 6000 Ada.\n"
     "**Tried to allocate 298.00 MiB. GPU**\n"
     "Stack Trace:\n"
     "aphrodite run Dracones/c4ai-command-r-plus_exl2_5.5bpw --device=auto --swap-space 100 -q exl2 --block-size 8 "
     "--kv-cache-dtype fp8 --gpu-memory-utilization 0.7\n"
     "...\n"
     "WARNING:  exl2 quantization is not fully optimized yet. The speed can be slower than non-quantized models.\n"
     "WARNING:  Not found nvcc in /usr/local/cuda. Skip cuda version check!\n"
     "INFO:     Using fp8 data type to store kv cache. It reduces the GPU memory footprint and boosts the performance. "
     "But it\n"
     "may cause slight accuracy drop without scaling factors. FP8_E5M2 (without scaling) is only supported on cuda "
     "version\n"
     "greater than 11.8. On ROCm (AMD GPU), FP8_E4M3 is instead supported for common inference criteria.\n"
     "INFO:     Initializing the Aphrodite Engine (v0.5.3) w...\n"
     "...\n"
     "[rank0]:   File \"/home/ash/miniconda3/envs/py311/lib/python3.11/site-packages/aphrodite/engine/aphrodite_engine.py\", "
     "line 131, in __init__\n"
     "[rank0]:     self.model_executor = executor_class(\n"
     "[rank0]:                           ^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/home/ash/miniconda3/envs/py311/lib/python3.11/site-packages/aphrodite/executor/executor_base.py\", "
     "line 39, in __init__\n"
     "[rank0]:     self._init_executor()\n"
     "[rank0]:   File \"/home/ash/miniconda3/envs/py311/lib/python3.11/site-packages/aphrodite/executor/gpu_executor.py\", "
     "line 24, in _init_executor\n"
     "[rank0]:     self._init_non_spec_worker()\n"
     "[rank0]:   File \"/home/ash/miniconda3/envs/py311/lib/python3.11/site-packages/aphrodite/executor/gpu_executor.py\", "
     "line 52, in _init_non_spec_worker\n"
     "[rank0]:     self.driver_worker.load_model()\n"
     "[rank0]:   File \"/home/ash/miniconda3/envs/py311/lib/python3.11/site-packages/aphrodite/task_handler/worker.py\", "
     "line 125, in load_model\n"
     "[rank0]:     self.model_runner.load_model()\n"
     "[rank0]:   File \"/home/ash/miniconda3/envs/py311/lib/python3.11/site-packages/aphrodite/task_handler/model_runner.py\", "
     "line 179, in load_model\n"
     "[rank0]:     self.model = get_model(\n"
     "[rank0]:                  ^^^^^^^^^^\n"
     "...",
     "oom_loading", {"tried_gib": 0.29}, "weights_do_not_fit",
     "Aphrodite Engine v0.5.3 (a vLLM fork) started with 'aphrodite run' for Command R+ (~104B parameters) as an EXL2 "
     "5.5 bits-per-weight quant (~71 GB of weights) on a machine with four 48 GB RTX 6000 Ada cards, but without "
     "-tp/--tensor-parallel-size: the single-GPU executor loads the whole model onto GPU 0, which cannot hold it, so "
     "CUDA runs out of memory while the weights load (before any KV cache or utilization budget applies). The '192GB "
     "VRAM' the reporter counts is spread over four cards the launch never uses.",
     "not in the stored window (the thread was closed; its answer is not stored). From the log: shard the model over "
     "the four cards with tensor parallelism (-tp 4; Command R+'s 96 attention heads divide by 4), keeping the "
     "exl2 quant and the fp8 KV cache",
     release="Aphrodite Engine v0.5.3 (vLLM fork; PyTorch 2.3.1+cu121)",
     gpu="NVIDIA RTX 6000 Ada Generation (48 GB)", gpus=4,
     command="aphrodite run Dracones/c4ai-command-r-plus_exl2_5.5bpw --device=auto --swap-space 100 -q exl2 "
             "--block-size 8 --kv-cache-dtype fp8 --gpu-memory-utilization 0.7",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--tensor-parallel-size", "above": 4}],
     note="judgement call 1. The description's env block (only its GPU lines kept), then its bug text; the "
          "huggingface_hub resume_download FutureWarning and the config.json download bar after the command are "
          "replaced by '...'; the stored window breaks inside 'Initializing the Aphrodite Engine (v0.5.3) w' (the "
          "'...' after it is the cut) and resumes inside the traceback (the api_server frames before it and the "
          "exception line after get_model are not stored). 'Tried to allocate 298.00 MiB' is quoted by the reporter, "
          "not from the traceback. Utilization is forbidden either way: at load time neither 0.7 nor a higher value "
          "makes 71 GB fit one 48 GB card; no length fix helps a load OOM; fp8 KV is already in use")

# ------------------------------------------------------------------ memory: V0 KV refusal at 32768 in Xinference (relaunch)
case("xinference-3237-32768-of-17744-relaunch",
     "https://github.com/xorbitsai/inference/issues/3237",
     "当推理参数异常时,修改后再次启动报错\n"
     "\n"
     "```shell\n"
     "025-04-12 21:57:39,467 xinference.api.restful_api 1 ERROR    [address=0.0.0.0:43423, pid=167] The model's max "
     "seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (17744). Try "
     "increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/xinference/api/restful_api.py\", line 1002, in launch_model\n"
     "    model_uid = await (await self._get_supervisor_ref()).launch_builtin_model(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/xoscar/backends/context.py\", line 262, in send\n"
     "    return self._process_result_message(result)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/xoscar/backends/context.py\", line 111, in "
     "_process_result_message\n"
     "    raise message.as_instanceof_cause()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/xoscar/backends/pool.py\", line 688, in send\n"
     "    result = await self._run_coro(message.message_id, coro)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/xoscar/backends/pool.py\", line 388, in _run_coro\n"
     "    return await coro\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/xoscar/api.py\", line 384, in __on_receive__\n"
     "    return await super().__on_receive__(message)  # type: ignore\n"
     "  File \"xoscar/core.pyx\", line 564, in __on_receive__\n"
     "    raise ex\n"
     "...",
     "kv_cache_too_small_v0", {"max_seq_len": 32768, "max_kv_tokens": 17744}, "kv_too_small",
     "Xinference (docker, Python 3.10 image) launching a model on its vLLM engine (V0 message) at the model's full "
     "32768-token context: after the weights and the profile, the KV cache holds 17744 tokens, so vLLM refuses one "
     "32768-token sequence. The title says this came on a relaunch after an earlier launch with bad parameters.",
     "not in the stored window (closed as stale). The refusal's own remedy, within what the log shows: launch with "
     "max_model_len at most 17744 (Xinference's extra launch option max_model_len), or free/raise the GPU memory the "
     "engine may use",
     release="not stated (Xinference docker image, April 2025; the V0 KV message)", gpu=None, gpus=None,
     forbidden=[{"flag": "--max-model-len", "above": 17744}],
     note="judgement call 2. The issue title (first line) and the stored second turn of the reporter (qlanto224) "
          "as shown, its first timestamp digit cut in the source ('025-04-12'); the stored window ends inside the "
          "next xoscar frame ('...'). No GPU, model or utilization is stored, so no utilization bound is forbidden")

# ------------------------------------------------------------------ NCCL: /dev/shm segment in the Xinference docker image
case("xinference-1622-docker-nccl-shm-segment",
     "https://github.com/xorbitsai/inference/issues/1622",
     "+1，\n"
     "以前的版本vllm可以部署，现在都不可以了，transform可以部署。 也是报nccl错误。\n"
     "\n"
     "> 2024-06-19 01:57:01,903 xinference.api.restful_api 1 ERROR    [address=0.0.0.0:41855, pid=35109] NCCL error "
     "in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, unhandled system error (run with NCCL_DEBUG=INFO "
     "for details), NCCL version 2.20.5\n"
     "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. \n"
     "Last error:\n"
     "Error while creating shared memory segment /dev/shm/nccl-jaXv5Z (size 5767520)\n"
     "Traceback (most recent call last):\n"
     "  File \"/opt/conda/lib/python3.10/site-packages/xinference/api/restful_api.py\", line 770, in launch_model\n"
     "    model_uid = await (await self._get_supervisor_ref()).launch_builtin_model(\n"
     "  File \"/opt/conda/lib/python3.10/site-packages/xoscar/backends/context.py\", line 227, in send\n"
     "    return self._process_result_message(result)\n"
     "  File \"/opt/conda/lib/python3.10/site-packages/xoscar/backends/context.py\", line 102, in "
     "_process_result_message\n"
     "    raise message.as_instanceof_cause()\n"
     "...",
     "nccl_error", {}, "nccl_error",
     "A multi-GPU vLLM launch inside the Xinference docker image (June 2024, NCCL 2.20.5): when torch.distributed "
     "set up the NCCL group for tensor parallelism, NCCL could not create its 5.5 MB shared-memory segment under "
     "/dev/shm -- the container's /dev/shm (Docker's 64 MB default unless --shm-size or --ipc=host is given) is too "
     "small or not writable -- so NCCL reports 'unhandled system error' and the launch dies. The Transformers engine "
     "(no NCCL group) still worked, as the commenter says.",
     "not confirmed in the stored thread. From the log: give the Xinference container a larger /dev/shm (docker run "
     "--shm-size=..., or --ipc=host); NCCL_SHM_DISABLE=1 is the fallback. (The Xinference maintainers gave --shm-size "
     "for the same NCCL error in xinference#2836; in this thread another commenter says --shm-size 30g did not help "
     "their two-GPU launch, whose error is not stored.)",
     release="not stated (Xinference docker image, /opt/conda, June 2024; NCCL 2.20.5)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement call 3. RandyChen1985's '+1' comment as stored (their quote of the Xinference log), the stored "
          "window ending inside the traceback ('...'). The thread's opening post and its error are not stored. "
          "Not a GPU-memory failure: host shared memory for NCCL")

# ------------------------------------------------------------------ dtype: bfloat16 on a Tesla P40 (Orpheus-TTS)
case("orpheus-44-p40-bf16",
     "https://github.com/canopyai/Orpheus-TTS/issues/44",
     "Im getting the following error:\n"
     "\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla P40 GPU has "
     "compute capability 6.1. You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: "
     "--dtype=half.\n"
     "\n"
     "Is there any support for cards with lower compute capability?",
     "dtype_unsupported", {"compute_capability": "6.1"}, "dtype_unsupported",
     "Orpheus-TTS's OrpheusModel builds vLLM's AsyncLLMEngine with dtype=torch.bfloat16 by default; on a Tesla P40 "
     "(Pascal, compute capability 6.1) vLLM's GPU check refuses bfloat16 before loading anything.",
     "the reporter: pass dtype=torch.float16 to OrpheusModel "
     "(OrpheusModel(model_name=\"canopylabs/orpheus-tts-0.1-finetune-prod\", dtype=torch.float16)) -- 'Fixed it'",
     release="not stated (Orpheus-TTS's orpheus_tts package, March 2025)", gpu="Tesla P40", gpus=None,
     forbidden=[{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"}],
     note="judgement call 5. The description as stored; the reporter's fix comment and a later commenter's edit of "
          "engine_class.py left out. Orpheus-TTS counts as an application running vLLM underneath (its engine class "
          "is a vLLM AsyncLLMEngine); the same class on a T4 (Orpheus-TTS#74) is already a fixture, this is a "
          "different GPU generation (6.1)")

if __name__ == "__main__":
    BATCH.write()
