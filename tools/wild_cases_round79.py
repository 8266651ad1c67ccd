"""Round-79 blind batch (helper wild79): vLLM launch failures reported in the trackers of OTHER projects that launch
vLLM (RL / training frameworks, serving platforms, eval tools and a demo repository), collected by helper wild79 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round79-blind"``; the lead grades
it once (``python tests/wild_grade.py round79``). A HELD-OUT measurement: graded once, on the final code, and nothing
is to be fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as rounds 11 and 19-29: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite
on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose them; every expectation (kind, printed
numbers, cause, fixes that would be wrong for that user) was written from the thread only. Excerpts are the text as
the search tool's stored copy of each thread shows it (stored threads are excerpts, not whole pages); where lines in
between were dropped the excerpt shows '...' and the note says so; fix lines are left out of the excerpt.

Sources: the search tool's issues corpus only. 76 look-ups: 75 ``search`` (all issues corpus) and 1 ``read_file``
(an issue path, which the index does not hold); no find_string or fetch. Every url was checked against
/work/coord/USED_SOURCES.txt (url and bare number), the fixtures in tests/golden/wild/ and BLIND.md's skip lists.

8 cases, **none of them memory** (far from the half asked): SkyRL (Ray's reserved env var under vLLM's Ray executor),
ms-swift (LoRA refused for TeleChat), lighteval (EngineArgs without worker_use_ray), Xinference (EngineArgs without
task), ms-swift again (EngineArgs without worker_extension_cls), NVIDIA Dynamo (NCCL shared memory full in a pod), a
TensorRT-LLM demo repository's vLLM script (trust_remote_code), GPUStack (a vLLM bug for Qwen3-Reranker at TP 2).
The memory classes are mined out in these trackers: every memory thread the searches returned (V0/V1 KV refusals, no
KV memory, the free-memory gate, sampler-warmup / loading / KV-tensor OOMs, Mamba blocks, sleep-mode cumem OOMs) in
verl, TRL, OpenRLHF, ms-swift, LLaMA-Factory, Xinference, GPUStack, FastChat, lm-evaluation-harness, kvcached, llm-d,
the NVIDIA blueprints and research repositories was already a fixture or a named skip (QwenLM/Qwen3#12/#295,
OpenRLHF#336, trl#2688/#3128/#3788, ms-swift#3288/#4594, verl#302/#4229, kvcached#29/#110/#210, llm-d#787,
retail-shopping-assistant PR#95, recipes PR#906, SubgraphRAG#19, intel-arc-pro-b70-cookbook#4, lemonade vllm-rocm#5,
FastChat#3177, api-for-open-llm#225, DeepSeek-V2#83, gpustack#1800, LlamaFactory#7234, rl-swarm#314), or was not a
launch (verl#1141, #2031 and OpenRLHF#1050 training-time or wake-up OOMs, lm-evaluation-harness#2698/#2779
evaluation-time OOMs, VLMEvalKit#1031 and open-instruct#163 bare torch OOMs with no answer and two processes on the
card, wyf3/llm_related#29 the title alone).

Judgement calls for the lead (each case's ``note`` says more):
1. No README kind for the failing line -> kind None with cause ``unrecognized`` (kvroom should quote the line back and
   propose no lever): Ray's own ``AssertionError: The env var, __RAY_WORKER_PROCESS_SETUP_HOOK_ENV_VAR, is not
   permitted ...`` inside vLLM's engine core (skyrl-1343; alternative vllm_check_failed, but the assert is Ray's) and
   torch's ``The size of tensor a (2048) must match the size of tensor b (4096) at non-singleton dimension 1`` quoted
   by a GPUStack maintainer for a vLLM bug (gpustack-2490; alternative weight_loading_mismatch). No earlier fixture
   uses kind None for a failure, so drop or relabel these two if that shape is not wanted.
2. Titles as the error line: xinference-4468's TypeError is in its title only (the stored body is the template);
   swift-4202's title is the reporter's shortening ('got unexpected keyword' without 'an ... argument') and the stored
   log stops before the TypeError. Both lead the excerpt with the title.
3. Log-conclusive, no answer stored: dynamo-1408 (closed; NCCL's own WARN says /dev/shm had no space) and
   trtllm-chatglm3-3 (transformers' message names trust_remote_code=True). fix_that_worked says the fix is the
   collector's reading of the log, not the thread's.
4. Error quoted in prose: swift-2506 ('报错内容是：ValueError: Model TeleChatForCausalLM does not support LoRA, but
   LoRA is enabled. ...', a screenshot holds the same) and gpustack-2490 (torch's message between backticks).
5. Three of the eight are the same class (a framework passing EngineArgs a field the installed vLLM lacks: removed
   worker_use_ray, removed task, not-yet-added worker_extension_cls); the searches brought them in that order. Their
   releases are not printed; the thread's answer bounds them (>= 0.7.0, >= 0.13.0, < 0.8.3) and ``release`` says so.
6. Slice edges: DataXujing/TensorRT-LLM-ChatGLM3 is a demo repository whose vLLM/ folder launches vLLM (not a listed
   framework); SkyRL#1343 is a maintainer's own report of a SkyRL regression (its user report SkyRL#1342 is the same
   incident and was not taken).
7. Skipped as the same class already taken or without the error in the stored text: OpenRLHF#922 / trl#3115 / trl#3859
   ('LLMEngine' object has no attribute 'model_executor', no answer stored or no error line), OpenRLHF#233 (vLLM
   0.3.2's 'No supported device detected.' under Ray, no fix stored), LlamaFactory#3387 (stored text stops before the
   error), xinference#4229 / #4548 / #4599 (final error not stored, or the same EngineArgs 'task' class without an
   answer), LlamaFactory#8561 / #8022 and GLM-4#788 ('limit_mm_per_prompt is only supported for multimodal models',
   no answer stored), DriveBench#3 (same, open, no answer), CSCfi/ai-inference-examples#2 (LUMI 'Failed to infer
   device type', no fix stored), ray#51967 (no log stored), gpustack#2647 / #3379 / #5016 / #2501 (screenshots,
   attachments or no root error stored), kaito#1447 and kvcached#304 (root error not stored), SkyRL#1673 (the root
   error is not in the stored text), verl#3842 / #5087 and cosmos-rl-style imports of vLLM internals from the
   framework's own code (round 21's ruling: not a vLLM launch).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round79-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ Ray: a reserved env var in vLLM's Ray backend (SkyRL)
case("skyrl-1343-ray-worker-setup-hook-env-reserved", "https://github.com/NovaSky-AI/SkyRL/issues/1343",
     "After #1333, initializing vllm with the ray backend leads to the following errors:\n"
     "\n"
     "```bash\n"
     "(EngineCore_DP0 pid=1279235) ERROR 03-18 23:23:32 [core.py:1006] AssertionError: The env var, "
     "__RAY_WORKER_PROCESS_SETUP_HOOK_ENV_VAR, is not permitted because it is reserved for the internal use.\n"
     "```\n"
     "```bash\n"
     "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n"
     "```\n"
     "\n"
     "Can be reproduced by running `examples/train/gsm8k/run_gsm8k.sh`",
     None, {}, "unrecognized",
     "A SkyRL maintainer's own report (March 2026): SkyRL PR #1333 started setting a Ray worker_process_setup_hook in "
     "the runtime environment; when SkyRL's inference engine then starts vLLM with the Ray distributed executor, the "
     "runtime env passed on to vLLM's Ray workers carries Ray's reserved __RAY_WORKER_PROCESS_SETUP_HOOK_ENV_VAR and "
     "Ray's own assertion refuses it, so the engine core dies before any model or memory work. Nothing about vLLM's "
     "configuration, the GPU or memory is involved.",
     "the thread's diagnosis: a regression from SkyRL #1333 (the worker_process_setup_hook it sets); the fix is on "
     "SkyRL's side (do not pass the hook / the reserved variable into the runtime env of vLLM's Ray workers); the "
     "companion user report SkyRL#1342 (same error from fully_async_run_gsm8k.sh) was closed with it",
     release="not stated (a V1 release of early 2026; the log prints core.py:1006)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: Ray's assertion is neither one of vLLM's messages nor a row of the README's table, so no "
          "message_kind fits (kind None, cause unrecognized: kvroom should quote the line back and propose no "
          "lever; the alternative would be vllm_check_failed, but the assert is in Ray's runtime_env code, not "
          "vLLM's). The issue body as stored, complete; the same incident's user report SkyRL#1342 was not taken")

# ------------------------------------------------------------------ LoRA on a model class without it (ms-swift, TeleChat2)
case("swift-2506-telechat-lora-not-supported", "https://github.com/modelscope/ms-swift/issues/2506",
     "进行多Lora测试时，发现ms-swift框架暂时不支持对TeleChatForCausalLM模型的LoRA支持，我是在测试Telechat2 7B模型的部署时遇见的报错问题。\n"
     "报错内容是：ValueError: Model TeleChatForCausalLM does not support LoRA, but LoRA is enabled. Support for this "
     "model may be added in the future. If this is important to you, please open an issue on github.",
     "lora_unsupported", {}, "lora_unsupported",
     "ms-swift's multi-LoRA deployment of TeleChat2-7B with the vLLM backend (November 2024): swift enables LoRA in "
     "vLLM's engine, and the vLLM model class that serves the checkpoint's TeleChatForCausalLM architecture has no "
     "LoRA support in that release, so the engine refuses at construction.",
     "the ms-swift maintainer: vLLM and LMDeploy do not support the TeleChat model for this (see swift's supported-"
     "models table); use `--infer_backend pt` (swift's PyTorch backend). The reporter closed the issue",
     release="not stated (the 'does not support LoRA, but LoRA is enabled' wording of 0.3-0.6.3; November 2024)",
     gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-lora-rank"}],
     note="the description's two lines as stored (the bug section); the screenshot after them and the 'Additional "
          "context' line left out. The error is quoted by the reporter in prose ('报错内容是：'); the screenshot holds "
          "the same text")

# ------------------------------------------------------------------ framework vs vLLM: worker_use_ray removed (lighteval)
case("lighteval-532-dp-worker-use-ray-engineargs", "https://github.com/huggingface/lighteval/issues/532",
     "The evaluation script using only 1 GPU works out fine. However, when employing data data_parallel_size >1. an "
     "error shows up.\n"
     "\n"
     "**TypeError: EngineArgs.__init__() got an unexpected keyword argument 'worker_use_ray'**\n"
     "\n"
     "```\n"
     "\n"
     "RayTaskError(TypeError): [36mray::run_inference_one_model()[39m (pid=718457, ip=10.137.8.13)\n"
     "  File \"/home/huayuc/miniconda3/envs/openr1/lib/python3.11/site-packages/lighteval/models/vllm/vllm_model.py\", "
     "line 336, in run_inference_one_model\n"
     "    llm = LLM(**model_args)\n"
     "          ^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/huayuc/miniconda3/envs/openr1/lib/python3.11/site-packages/vllm/utils.py\", line 1039, in inner\n"
     "    return fn(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/huayuc/miniconda3/envs/openr1/lib/python3.11/site-packages/vllm/entrypoints/llm.py\", line 210, "
     "in __init__\n"
     "    engine_args = EngineArgs(\n"
     "                  ^^^^^^^^^^^\n"
     "**TypeError: EngineArgs.__init__() got an unexpected keyword argument 'worker_use_ray'**\n"
     "(pid=718453) INFO 02-03 16:25:25 __init__.py:183] Automatically detected platform cuda. [repeated 3x across "
     "cluster]",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "lighteval's vLLM backend with data_parallel_size > 1 (February 2025, an open-r1 environment): for data "
     "parallelism lighteval added worker_use_ray=True to the LLM() arguments, an engine argument vLLM 0.7.0 removed "
     "(replaced by distributed_executor_backend='ray'), so EngineArgs refuses it in each Ray task; single-GPU runs "
     "never pass it and work.",
     "lighteval PR #541 ('Fix VLLM data-parallel', fixes #532): pass distributed_executor_backend='ray' instead of "
     "worker_use_ray=True (the reviewers note this breaks vLLM below 0.7.0 and chose to lower-bound vllm); on the "
     "user's side, a lighteval with that fix, or a vLLM below 0.7.0 with the old lighteval",
     release="not stated (0.7.x by the thread: the removed worker_use_ray and the fix's >=0.7.0 bound)", gpu=None,
     gpus=None, forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="the description from its first sentence to the first line of the Ray log after the traceback (the rest "
          "of the repeated Ray lines left out); the reporter's bold markers and the ANSI colour codes as the stored "
          "text shows them ('[36m', '[39m', the escape character itself not shown). The fix is the linked PR #541, "
          "whose stored review thread names vLLM 0.7.0")

# ------------------------------------------------------------------ framework vs vLLM: EngineArgs task removed (xinference)
case("xinference-4468-qwen3-embedding-engineargs-task", "https://github.com/xorbitsai/inference/issues/4468",
     "Launching Qwen3-Embedding-8B via vllm backend throws TypeError: EngineArgs.__init__() got an unexpected keyword "
     "argument 'task'\n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "Xinference Version: v1.16.0/v1.17.0\n"
     "Python Version: 3.12\n"
     "vLLM Version: (please fill in if known)\n"
     "OS: Linux（Ubuntu 24.04.03 LTS）\n"
     "Device: GPU\n"
     "...\n"
     "### Reproduction / 复现过程\n"
     "\n"
     "1. Navigate to the \"Embedding Model”（嵌入模型） tab in Xinference (version v1.16.0/v1.17.0).\n"
     "2. Select Qwen3-Embedding-8B as the target model, and choose vllm as the model engine.\n"
     "3. Configure other parameters (e.g., device: GPU) and initiate the model launch.\n"
     "4. The error is triggered immediately during the model loading process.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Xinference 1.16/1.17 launching an embedding model (Qwen3-Embedding-8B) on its vLLM engine (January 2026): "
     "Xinference's vLLM embedding wrapper still passes task='embed' to EngineArgs, a field vLLM 0.13.0 removed, so "
     "the installed (newer) vLLM refuses the keyword before any engine starts.",
     "a commenter: 'vLLM v0.13.0 Release Notes Highlights: Removed deprecated task, seed, MM settings "
     "(vllm-project/vllm#30397)' -- so a vLLM below 0.13 for this Xinference, or an Xinference whose vLLM embedding "
     "path no longer passes task (later Xinference pins vllm>=0.11.2,<0.15.0 in its per-model virtualenvs)",
     release="not stated (0.13.0 or later by the thread's answer)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2 (title as the error line): the TypeError is in the issue's title only; the stored body "
          "(the template's System Info and Reproduction sections) is kept with '...' for the Docker / version / "
          "command sections dropped between them. The closing parenthesis of the template's 'vLLM Version' line is "
          "as the reporter left it")

# ------------------------------------------------------------------ framework vs vLLM: worker_extension_cls too new (ms-swift rollout)
case("swift-4202-rollout-engineargs-worker-extension-cls", "https://github.com/modelscope/ms-swift/issues/4202",
     "TypeError in rollout_server.sh: EngineArgs.__init__() got unexpected keyword 'worker_extension_cls'\n"
     "\n"
     "When executing rollout_server.sh, the server initialization fails with a TypeError related to vLLM EngineArgs "
     "initialization.\n"
     "\n"
     "Steps to Reproduce\n"
     "1. Run the rollout_server.sh script:\n"
     "```bash\n"
     "CUDA_VISIBLE_DEVICES=3,4 \\\n"
     "swift rollout \\\n"
     "    --model Qwen/Qwen2.5-VL-3B-Instruct\n"
     "```\n"
     "\n"
     "Error Log\n"
     "```\n"
     "[INFO:swift] Successfully registered `/root/ms-swift/swift/llm/dataset/data/dataset_info.json`.\n"
     "[INFO:swift] Currently, rollout only supports the vLLM backend. Set vLLM backend\n"
     "[INFO:swift] currently, rollout don't support async engine, set use_async_engine False\n"
     "[INFO:swift.hub.hub] Downloading the model from ModelScope Hub, model_id: Qwen/Qwen2.5-VL-3B-Instruct\n"
     "...",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "ms-swift's `swift rollout` (the vLLM server for GRPO, May 2025) on Qwen2.5-VL-3B: swift passes "
     "worker_extension_cls to vLLM's EngineArgs, a field added in vLLM 0.8.x, while the reporter's environment had "
     "an older vLLM (swift's docs then still suggested 0.7.3 for training stability), so EngineArgs refuses it.",
     "the ms-swift maintainer: the rollout server needs vLLM >= 0.8.3 (examples/train/grpo/external); the reporter's "
     "workaround was to comment out the worker_extension_cls lines in swift's vllm_engine.py",
     release="not stated (below 0.8.3 by the maintainer's answer; the reporter cites swift's 0.7.3 advice)", gpu=None,
     gpus=2, forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2 (title as the error line): the stored description stops inside the error log before the "
          "TypeError line, so the title (the reporter's shortening: 'got unexpected keyword', without 'an' and "
          "'argument') leads the excerpt and '...' marks where the stored log stops. gpus 2 from "
          "CUDA_VISIBLE_DEVICES=3,4")

# ------------------------------------------------------------------ NCCL: /dev/shm full in a k8s pod (Dynamo + vLLM 0.9.0, TP 2)
case("dynamo-1408-vllm090-tp2-nccl-shm-no-space", "https://github.com/ai-dynamo/dynamo/issues/1408",
     "[2025-06-06 09:52:01] ucwlai-k8snode-12-123:15015:15202 [0] misc/shmutils.cc:129 NCCL WARN Error while creating "
     "shared memory segment /dev/shm/nccl-roxxN4 (size 33030528), error: No space left on device (28)\n"
     "ucwlai-k8snode-12-123:15015:15202 [0] NCCL INFO proxy.cc:1329 -> 2\n"
     "ucwlai-k8snode-12-123:15015:15202 [0] NCCL INFO proxy.cc:1395 -> 2\n"
     "ucwlai-k8snode-12-123:15016:15016 [1] NCCL INFO proxy.cc:1115 -> 2\n"
     "ucwlai-k8snode-12-123:15016:15016 [1] NCCL INFO init.cc:1173 -> 2\n"
     "ucwlai-k8snode-12-123:15015:15015 [0] NCCL INFO proxy.cc:1115 -> 2\n"
     "ucwlai-k8snode-12-123:15016:15016 [1] NCCL INFO init.cc:1409 -> 2\n"
     "ucwlai-k8snode-12-123:15015:15015 [0] NCCL INFO init.cc:1173 -> 2\n"
     "ucwlai-k8snode-12-123:15016:15016 [1] NCCL INFO init.cc:1704 -> 2\n"
     "ucwlai-k8snode-12-123:15015:15015 [0] NCCL INFO init.cc:1409 -> 2\n"
     "ucwlai-k8snode-12-123:15015:15015 [0] NCCL INFO init.cc:1704 -> 2\n"
     "ucwlai-k8snode-12-123:15016:15016 [1] NCCL INFO init.cc:1730 -> 2\n"
     "ucwlai-k8snode-12-123:15015:15015 [0] NCCL INFO init.cc:1730 -> 2\n"
     "2025-06-06T09:52:01.729Z ERROR multiproc_executor.worker_main: WorkerProc failed to start.\n"
     "Traceback (most recent call last):\n"
     "  File \"/workspace/vllm/vllm/v1/executor/multiproc_executor.py\", line 461, in worker_main\n"
     "    worker = WorkerProc(*args, **kwargs)\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)   \n"
     "2025-06-06T09:52:01.833Z ERROR core.run_engine_core: EngineCore failed to start.\n"
     "Traceback (most recent call last):\n"
     "  File \"/workspace/vllm/vllm/v1/engine/core.py\", line 491, in run_engine_core\n"
     "    engine_core = EngineCoreProc(*args, **kwargs)\n"
     "                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/workspace/vllm/vllm/v1/engine/core.py\", line 390, in __init__\n"
     "    super().__init__(vllm_config, executor_class, log_stats,\n"
     "  File \"/workspace/vllm/vllm/v1/engine/core.py\", line 71, in __init__\n"
     "    self.model_executor = executor_class(vllm_config)\n"
     "                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/workspace/vllm/vllm/executor/executor_base.py\", line 52, in __init__\n"
     "    self._init_executor()\n"
     "  File \"/workspace/vllm/vllm/v1/executor/multiproc_executor.py\", line 93, in _init_executor\n"
     "    self.workers = WorkerProc.wait_for_ready(unready_workers)\n"
     "                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/workspace/vllm/vllm/v1/executor/multiproc_executor.py\", line 422, in wait_for_ready\n"
     "    raise e from None\n"
     "Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for "
     "root cause.",
     "nccl_error", {}, "nccl_error",
     "NVIDIA Dynamo 0.3.0's vLLM v1 example with vLLM 0.9.0 at tensor parallel size > 1 on a Kubernetes node (June "
     "2025): while the two TP workers set up NCCL, NCCL could not create its shared-memory segment because /dev/shm "
     "in the container is full ('No space left on device', a pod's small default /dev/shm), so communicator init "
     "fails with ncclSystemError and vLLM's WorkerProc, then the engine core, die. TP 1 needs no NCCL and works.",
     "not stated in the stored thread (closed); the log is conclusive: NCCL's shm segment of 33 MB did not fit in "
     "/dev/shm -- give the pod a larger /dev/shm (an emptyDir with medium Memory mounted at /dev/shm, or docker's "
     "--shm-size / --ipc=host), or as a stopgap NCCL_SHM_DISABLE=1",
     release="0.9.0 (the title's 'vllm090', in Dynamo 0.3.0's container; sources under /workspace/vllm)", gpu=None,
     gpus=None, forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement call 3 (log-conclusive, no answer stored): the issue is closed but no comment is in the stored "
          "text; the cause is read from NCCL's own WARN line. Two stored chunks of the description are joined: the "
          "NCCL lines and the worker's traceback head, then '...' for the worker traceback's middle (not stored), "
          "then the RuntimeError and the engine-core traceback. gpus None: TP > 1 on an unnamed k8s node")

# ------------------------------------------------------------------ transformers: remote-code config without trust_remote_code (ChatGLM3 via vllm.LLM)
case("trtllm-chatglm3-3-vllm-llm-trust-remote-code", "https://github.com/DataXujing/TensorRT-LLM-ChatGLM3/issues/3",
     "Traceback (most recent call last):\n"
     "  File \"/root/anaconda3/lib/python3.11/site-packages/vllm/transformers_utils/config.py\", line 30, in get_confi"
     "                g\n"
     "    config = AutoConfig.from_pretrained(\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/root/anaconda3/lib/python3.11/site-packages/transformers/models/auto/configuration_auto.py\", line 111"
     "                4, in from_pretrained\n"
     "    trust_remote_code = resolve_trust_remote_code(\n"
     "                        ^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/root/anaconda3/lib/python3.11/site-packages/transformers/dynamic_module_utils.py\", line 621, in resol"
     "                ve_trust_remote_code\n"
     "    raise ValueError(\n"
     "ValueError: Loading /home/hanyong/TensorRT-LLM-ChatGLM3-main/vLLM/ChatGLM3-6b requires you to execute the conf"
     "                iguration file in that repo on your local machine. Make sure you have read the code there to avoid "
     "malicious u                se, then set the option `trust_remote_code=True` to remove this error.\n"
     "\n"
     "The above exception was the direct cause of the following exception:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/hanyong/TensorRT-LLM-ChatGLM3-main/vLLM/offline_chatglm3.py\", line 12, in <module>\n"
     "    llm = LLM(model=\"/home/hanyong/TensorRT-LLM-ChatGLM3-main/vLLM/ChatGLM3-6b\")\n"
     "          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "trust_remote_code_required", {}, "trust_remote_code_required",
     "The repository's vLLM comparison script (vLLM/offline_chatglm3.py, March 2024) builds vllm.LLM on a local "
     "ChatGLM3-6b download without trust_remote_code: ChatGLM3's config.json maps AutoConfig to the repository's own "
     "configuration_chatglm.py, so transformers refuses to execute it and vLLM's get_config fails before any engine "
     "or GPU work.",
     "not stated in the stored thread (no reply stored); the log is conclusive and names it: pass "
     "trust_remote_code=True to LLM(...) (vLLM's --trust-remote-code)",
     release="not stated (early 2024: vllm/transformers_utils/config.py get_config at line 30; Python 3.11)",
     gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="judgement call 3 (log-conclusive, no answer stored). The description's traceback as stored, up to the "
          "script's LLM(...) frame; the rest of the second traceback (vLLM's own frames) is past the stored part. The "
          "long lines are wrapped in the original paste with runs of spaces inside words ('get_confi                "
          "g', 'resol                ve_trust_remote_code', 'conf                iguration', 'malicious u                "
          "se'); they are kept as stored. The repository is a TensorRT-LLM demo whose vLLM/ folder launches vLLM for "
          "comparison")

# ------------------------------------------------------------------ a vLLM bug: Qwen3-Reranker at TP 2 (GPUStack)
case("gpustack-2490-qwen3-reranker-8b-tp2-tensor-size-mismatch", "https://github.com/gpustack/gpustack/issues/2490",
     "**Steps to reproduce**\n"
     "\n"
     "1. Deploy `Qwen/Qwen3-Reranker-8B` from catalog to two GPUs\n"
     "2. Check the deployment result\n"
     "\n"
     "**Result**\n"
     "\n"
     "1. Failed to deploy. There was a runtime error: ` The size of tensor a (2048) must match the size of tensor b "
     "(4096) at non-singleton dimension 1` https://github.com/vllm-project/vllm/issues/20670\n"
     "\n"
     "```\n"
     "2025-07-14 09:59:48.308883+00:00 - gpustack.worker.backends.base - INFO - Preparing model files...\n"
     "2025-07-14 10:00:23.886843+00:00 - gpustack.worker.backends.base - INFO - Model files are ready.\n"
     "2025-07-14 10:00:23.886905+00:00 - gpustack.utils.profiling - DEBUG - __init__ execution time: 35.59480166435242 "
     "seconds\n"
     "Downloading Model to directory: /root/.cache/modelscope/hub/Qwen/Qwen3-Reranker-8B\n"
     "2025-07-14 10:00:25.904076+00:00 - gpustack.utils.hub - DEBUG - Derived max model length: 40960\n"
     "2025-07-14 10:00:25.904144+00:00 - gpustack.worker.backends.vllm - INFO - Starting vllm server\n"
     "2025-07-14 10:00:25.904163+00:00 - gpustack.worker.backends.vllm - DEBUG - Run vllm with arguments: serve "
     "/data/gpustack_cache/model_scope/Qwen/Qwen3-Reranker-8B --max-model-len 8192 --tensor-parallel-size 2 "
     "--hf_overrides={\"architectures\": [\"Qwen3ForSequenceClassification\"],\"classifier_from_token\": [\"no\", "
     "\"yes\"],\"is_original_qwen3_reranker\": true} --task=score --host 0.0.0.0 --port 40033 --served-model-name "
     "qwen3-reranker-8b",
     None, {}, "unrecognized",
     "A GPUStack maintainer's report (July 2025, GPUStack's bundled vLLM of the time, 0.9.x): Qwen3-Reranker-8B "
     "served through vLLM's Qwen3ForSequenceClassification override (classifier_from_token no/yes) at tensor "
     "parallel size 2 fails while the server starts with torch's shape mismatch, 2048 against 4096 = the 4096 hidden "
     "size split over 2 ranks (the collector's reading): a vLLM bug in this reranker path under tensor "
     "parallelism, tracked upstream as vllm#20670, not memory or configuration.",
     "the report's own diagnosis: the upstream vLLM bug vllm#20670 (the thread's fix is not in the stored text); "
     "the way around it the report implies is the same deployment on one GPU, or a vLLM release with that bug fixed",
     release="not stated (GPUStack's built-in vLLM in July 2025; --task=score and hf_overrides of 0.9.x)", gpu=None,
     gpus=2, command="vllm serve /data/gpustack_cache/model_scope/Qwen/Qwen3-Reranker-8B --max-model-len 8192 "
                     "--tensor-parallel-size 2 --hf_overrides={\"architectures\": [\"Qwen3ForSequenceClassification\"],"
                     "\"classifier_from_token\": [\"no\", \"yes\"],\"is_original_qwen3_reranker\": true} --task=score "
                     "--host 0.0.0.0 --port 40033 --served-model-name qwen3-reranker-8b",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 4: the error is quoted in the reporter's prose (torch's RuntimeError text between "
          "backticks, a leading space inside them) with the upstream issue, and the stored log stops at GPUStack's "
          "'Run vllm with arguments' line (the rest of the description is past the stored part). No README kind "
          "reads torch's shape mismatch (kind None, cause unrecognized; the alternative would be "
          "weight_loading_mismatch, but nothing is missing from the checkpoint). real_cause's 4096/2 reading is the "
          "collector's arithmetic (Qwen3-8B's hidden size), not stated in the thread")


if __name__ == "__main__":
    BATCH.write()
