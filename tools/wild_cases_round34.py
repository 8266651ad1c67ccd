"""Round-34 blind batch: vLLM launch failures reported in the GitHub issue trackers of projects that START vLLM INSIDE
THEM (RL and training frameworks, evaluation harnesses, apps, serving layers; not vllm-project/vllm itself), collected by
helper wild34 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round34-blind"``;
the lead grades it once (``python tests/wild_grade.py round34``). A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it. Cases were taken in the order the searches returned usable threads, not picked to be
hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source to choose them (one slip,
judgement call 7); every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written
from the thread only. Excerpts are the text as the search tool's issues corpus stores the thread (title, description
and the comments it keeps); where lines were dropped the excerpt shows ``...`` and the note says what; fix lines are
left out of the excerpt (they are in fix_that_worked).

Sources: the search tool's issues corpus (every case), plus 2 ``find_string`` probes and one pages probe (no case).
About 135 look-ups (about 131 ``search`` in the issues corpus, 2 ``find_string``, 1 ``search`` in pages; one
``read_file`` refused: issue threads are not files). Every url was checked against /work/coord/USED_SOURCES.txt AND
the skip lists in tests/golden/wild/BLIND.md (earlier rounds name many threads of this slice as skipped: trl#3523/#3788,
xinference#3237/#4637, InferenceX#1587, verl PR#5015, gpustack#2259/#1897, lm-evaluation-harness#2704, EasyR1#82,
ms-swift#694/#4594, llm-d#787, SkyRL PR#2051 ... were all met again and left alone).

**11 cases, but far short of the memory half: 1 of them memory.** This slice has been mined
by earlier rounds, and the issues corpus usually stores only the first chunk of a downstream thread: the memory
threads still unused (verl PR#5015's NPU KV refusal, aibrix#1154's L4 TP2 log, gpustack#1433, Langchain-Chatchat#2381,
triton-inference-server#8235, ms-swift#579's TP 8 on 20 heads, ray#54812's gated repo under V1) stop before the error
line or before any answer, and were not taken. rl-swarm#118/#13 ("No available memory for the cache blocks" with TRL's
GRPO colocated on one 4060 Ti / 3080 Ti) were weighed and left out: the threads do not let the cause (trainer memory
on the same GPU, a tiny vllm_gpu_memory_utilization, or a too-small card) be told apart. A second pass met more unused threads and left
them out for the same reasons (no error line stored, or no answer and a log that does not settle the cause):
open-instruct#163 (a bare torch OOM with 16 GiB held outside the process, cause not settled), triton-inference-server
#8578 (stat_loggers TypeError, no reply stored), dengcao/Qwen3-Reranker-0.6B#2 (libcuda.so.1 'file too short', log
cut before the error), ray#53663 / #47746 / #51154, gpustack#3471 / #2590, OpenLLM#1185, ms-swift#4202 (the same
worker_extension_cls TypeError as trl#3304, taken once).

Judgement calls for the lead (each case's ``note`` says more):
1. Kinds the README does not list by wording: verl's "'_OpNamespace' '_C' object has no attribute 'rms_norm'" (vLLM
   0.6.3 under torch 2.6) as torch_abi_mismatch (vllm_extension_import_failed is the alternative); AIBrix's "Unsupported
   connector type: AIBrixOffloadingConnectorV1Type1" in a stock 0.9.2 image as vllm_check_failed; NeMo RL's "TypeError:
   EngineArgs.__init__() got an unexpected keyword argument 'logprobs_mode'" as dependency_version_mismatch (the
   caller newer than the installed vLLM); ms-swift's "world_size (8) is not equal to tensor_model_parallel_size (4)"
   as world_size_mismatch with the three printed numbers.
2. Thin evidence: BentoVLLM#42's OOM line is cut by the reporter after "GPU " (kind oom_loading, cause
   oom_unknown_phase, no numbers) and the util-0.7 fix was confirmed by a second user, not the reporter.
3. Errors quoted only in a title or prose: verl#1084 (screenshots dropped), FastChat#3507 (title quote; its screenshot
   dropped; an earlier round listed it among screenshot-only skips: kept here because the title is the reporter's
   verbatim quote of torch's message, the lead may drop it), AIBrix#1525 (prose quote), NeMo RL#870 (title; the
   stored log stops one frame short of it).
4. Fixes read from the thread's framing rather than a confirmed step: NeMo RL#870 (maintainer-filed, no reply stored),
   AIBrix#1525 (the maintainer answered with the Dockerfile of AIBrix's own vLLM image).
5. Traps: every case but BentoVLLM#42 dies before any memory is sized, so no memory flag is right; ms-swift#3739's
   TP 4 is not the fault (8 GPUs, world of 8), the release/launch shape is.
6. Later additions (four cases collected after a first commit of seven): trl#3304, ray#54739, OpenRLHF PR#702 and
   OpenLLM#911 are all non-memory: three EngineArgs / engine-version mismatches between a framework and the installed
   vLLM (read as dependency_version_mismatch; PR#702 is a pull request whose description quotes the users' failure,
   and its merged change is the fix) and one architecture refusal whose fix is read from vLLM's own answer in another
   thread (vllm#434), not from the stored OpenLLM thread, which has no answer. ray#54739's error line is in prose.
7. Process slip: while checking AIBrix's wording, one grep also touched src/kvroom/data/vllm_raises.json and printed a
   match count (1) for "Unsupported connector type"; nothing else under src/ was read, and the kind had already been
   chosen from the README's definition of vllm_check_failed.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round34-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ parallelism: GRPO colocate under torchrun, TP 4 in an 8-process world (ms-swift)
case("ms-swift-3739-grpo-colocate-world-size-8-tp4", "https://github.com/modelscope/ms-swift/issues/3739",
     "GRPO tutorial bug: world_size (8) is not equal to tensor_model_parallel_size (4) x pipeline_model_parallel_size (1)\n"
     "\n"
     "I'm following script:https://github.com/modelscope/ms-swift/blob/main/examples/train/grpo/multi_gpu_mp_colocate.sh\n"
     "\n"
     "setting NPROC_PER_NODE=8 &  tensor_parallel_size=4\n"
     "\n"
     "but I encountered the error below\n"
     "\n"
     "[rank1]:     raise RuntimeError(\n"
     "[rank1]: **RuntimeError: world_size (8) is not equal to tensor_model_parallel_size (4) x pipeline_model_parallel_size (1)**\n"
     "W0401 15:55:28.193000 115609 site-packages/torch/distributed/elastic/multiprocessing/api.py:897] Sending process 115683 closing sign\n"
     "\n"
     "Name: vllm\n"
     "Version: 0.7.2+cu118\n"
     "\n"
     "Also I tried to set pipeline_model_parallel_size=2 but the argument is not recognized",
     "world_size_mismatch", {"world_size": 8, "tensor_parallel_size": 4, "pipeline_parallel_size": 1},
     "world_size_mismatch",
     "ms-swift's GRPO example examples/train/grpo/multi_gpu_mp_colocate.sh (April 2025) launched with NPROC_PER_NODE=8 "
     "and tensor_parallel_size=4: every one of the 8 torchrun ranks builds vLLM 0.7.2 inside a torch.distributed world "
     "of size 8, and vLLM 0.7.2's parallel_state asserts that the world equals TP x PP (4 x 1), so the engine dies at "
     "initialisation. Sharding vLLM over a sub-group of the trainer's ranks needs vLLM's external launcher (0.7.3) and "
     "the swift code that uses it.",
     "the maintainer (hjh0119): use the main branch of swift and upgrade vLLM to 0.7.3 (the script itself uses the pt "
     "engine for rollout; for vLLM rollout follow the other scripts); the reporter said they would try it",
     release="0.7.2+cu118 (ms-swift GRPO, colocate mode)", gpu=None, gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: world_size_mismatch with the three numbers of the message (the reporter bolded the "
          "error line; the asterisks are kept as pasted). Excerpt: the title and the description; the maintainer's "
          "replies are the fix. gpus 8 from NPROC_PER_NODE=8 (GPU model not stated). The right fixes are the release "
          "(vLLM 0.7.3+ with swift main) or a launch where vLLM's world matches TP x PP, not memory flags")

# ------------------------------------------------------------------ versions: verl install puts torch 2.6 under vLLM 0.6.3 (no rms_norm op)
case("verl-1084-torch26-vllm063-no-rms-norm-op", "https://github.com/verl-project/verl/issues/1084",
     "When Verl is installed, the vllm error： '_OpNamespace' '_C' object has no attribute 'rms_norm'\n"
     "\n"
     "I have use these installation steps:\n"
     "conda create -n verl python==3.10\n"
     "conda activate verl\n"
     "pip3 install torch==2.6.0 --index-url https://download.pytorch.org/whl/cu126\n"
     "pip3 install flash-attn --no-build-isolation\n"
     "git clone https://github.com/volcengine/verl.git\n"
     "cd verl\n"
     "pip3 install -e .",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "verl installed from source (April 2025) on top of a hand-installed torch 2.6.0+cu126, with vLLM 0.6.3 in the "
     "environment: vLLM 0.6.3's compiled extension (vllm._C) is built against torch 2.4.0 and does not load under "
     "torch 2.6, so its custom ops are never registered and the first call of torch.ops._C.rms_norm fails with "
     "\"'_OpNamespace' '_C' object has no attribute 'rms_norm'\".",
     "maintainers: vLLM forces an older torch (eric-haibin-lin); torch==2.4.0 is the version vLLM 0.6.3 is built for "
     "(0x404, citing vLLM v0.6.3's requirements-cuda.txt)",
     release="0.6.3 (per the thread; torch 2.6.0+cu126 installed by hand)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: no README row names this wording; torch_abi_mismatch is the closest (vLLM's _C built "
          "for another torch, its ops missing at the first call); vllm_extension_import_failed is the alternative "
          "(the same _C not loadable, read as a missing extension). The error itself is only in the title (the "
          "description's two screenshots were dropped); the release comes from the reporter's follow-up question "
          "('Which version of torch is suitable for vllm 0.6.3?')")

# ------------------------------------------------------------------ versions: Ask-Anything (video chat app) vLLM from source, torch reinstalled
case("ask-anything-214-vllm-source-undefined-symbol-setdevice", "https://github.com/OpenGVLab/Ask-Anything/issues/214",
     "Get an import error when install vllm by source\n"
     "\n"
     "When I import vllm after installing vllm by source, I get this error below.\n"
     "\"ImportError: /opt/conda/lib/python3.10/site-packages/vllm/_C.cpython-310-x86_64-linux-gnu.so: undefined "
     "symbol: _ZN3c104cuda9SetDeviceEi\"\n"
     "Could I get any tips?",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "OpenGVLab's Ask-Anything (VideoChat; July 2024): vLLM built from source, then `import vllm` fails because its "
     "compiled vllm/_C extension references a c10::cuda::SetDevice symbol the installed torch does not export, i.e. "
     "another torch was installed after vLLM was built.",
     "the maintainer (yinanhe): it seems another version of torch was reinstalled after installing vLLM (reinstall the "
     "torch vLLM was built against, or rebuild vLLM for the torch in use); closed without a further reply",
     release="not stated (vLLM built from source, mid-2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="the title and the description as posted (the error line is the reporter's quote, with their double quotes); "
          "the maintainer's two comments are the fix. _ZN3c104cuda9SetDeviceEi is a c10 (torch core) symbol, which "
          "is the README's torch_abi_mismatch family (its examples name _ZN2at / _ZN5torch)")

# ------------------------------------------------------------------ multiprocessing: FastChat's vllm_worker with TP = GPU count, fork after CUDA init
case("fastchat-3507-vllm-worker-tp-fork-reinit", "https://github.com/lm-sys/FastChat/issues/3507",
     "[BUG] vllm_worker: RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with "
     "multiprocessing, you must use the 'spawn' start method\n"
     "\n"
     "I want to use vllm_workers to serve a model. When serving on one GPU, it works fine, but when serving on "
     "multiple GPUs (with tensor-parallel-size equals to gpu count), it will raise the following error:",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "FastChat's fastchat.serve.vllm_worker (August 2024) with --tensor-parallel-size equal to the GPU count: vLLM's "
     "multiprocessing executor forks its TP workers after CUDA was already initialised in the FastChat worker process, "
     "so each forked worker fails at init_device with torch's 'Cannot re-initialize CUDA in forked subprocess'; one "
     "GPU (no worker processes) works.",
     "the reporter's own follow-up: `export VLLM_WORKER_MULTIPROC_METHOD=spawn` fixes it",
     release="not stated (August 2024: a 0.5.x release with the multiprocessing executor)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="the title and the description as posted; the error itself is in the title (the reporter's quote) and a "
          "screenshot (dropped). gpus None: 'multiple GPUs', count not stated. Not a memory failure, and TP is not "
          "the fault (the same TP runs once workers are spawned)")
# ------------------------------------------------------------------ memory: BentoML's BentoVLLM service OOMs at start with "more than 70GB free"
case("bentovllm-42-mistral-7b-bentoml-serve-oom-826mib", "https://github.com/bentoml/BentoVLLM/issues/42",
     "CUDA out of memory\n"
     "\n"
     "Hello \n"
     "when i run bentoml serve  inside mistral-7b-instruct i get OOM but i have more than 70GB gpu free.\n"
     "\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 826.00 MiB. GPU \n"
     "Any idea?",
     "oom_loading", {}, "oom_unknown_phase",
     "BentoML's BentoVLLM example (mistral-7b-instruct service, May 2024) started with `bentoml serve`: the service builds "
     "vLLM's AsyncLLMEngine with the default gpu_memory_utilization 0.9, and vLLM takes that share of the card for the "
     "weights and the KV cache up front; the next 826 MiB allocation found no room. The reporter reads nvidia-smi's free "
     "memory before the start; the engine is built to claim it.",
     "the maintainer (larme): the engine allocates as much GPU memory as it may for the KV cache; lower "
     "gpu_memory_utilization in the service's AsyncEngineArgs (e.g. 0.7, the default is 0.9), at the cost of "
     "concurrent throughput; a second user confirmed that this worked",
     release="not stated (May 2024: a 0.4.x release)", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "above": 0.9}],
     note="judgement call 2: the title and the description as posted; the error line is cut by the reporter after "
          "'GPU ' (no total, no free figure), so no numbers; the phase is not shown (kind oom_loading, cause "
          "oom_unknown_phase, as README says for a bare torch OOM line). The fix's confirmation comes from a second "
          "user (EddyJens, who saw ~73 GB used by a 15 GB model rather than an OOM); the reporter did not reply. "
          "'more than 70GB gpu free' suggests an 80 GB card, not stated, hence gpu None")

# ------------------------------------------------------------------ plugin: AIBrix KV offloading connector named in a stock vLLM 0.9.2 image
case("aibrix-1525-stock-vllm-092-unsupported-connector-aibrix", "https://github.com/vllm-project/aibrix/issues/1525",
     "After running pip install aibrix_kvcache, an error occurs when trying to run it.\n"
     "\n"
     "I ran the command pip install aibrix_kvcache in a container with the image 171.1.1.191/vllm/vllm-openai:v0.9.2, and "
     "then executed the following command:\n"
     "\n"
     "python3 -m vllm.entrypoints.openai.api_server --model /models/deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B "
     "--served-model-name deepseek-r1-distill-qwen-1-5b --kv-transfer-config "
     "'{\"kv_connector\":\"AIBrixOffloadingConnectorV1Type1\", \"kv_role\":\"kv_both\"}'\n"
     "\n"
     "It resulted in the error: Unsupported connector type: AIBrixOffloadingConnectorV1Type1.\n"
     "\n"
     "What step am I missing?\n"
     "\n"
     "### Steps to Reproduce\n"
     "\n"
     "1. docker run -d --name kvcache 171.1.1.191/vllm/vllm-openai:v0.9.2 sleep 1h\n"
     "2. pip install aibrix_kvcache\n"
     "3. python3 -m vllm.entrypoints.openai.api_server --model /models/deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B "
     "--served-model-name deepseek-r1-distill-qwen-1-5b --kv-transfer-config "
     "'{\"kv_connector\":\"AIBrixOffloadingConnectorV1Type1\", \"kv_role\":\"kv_both\"}'",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The stock vllm/vllm-openai:v0.9.2 image with the aibrix_kvcache Python package pip-installed on top (September "
     "2025): installing that package does not register AIBrix's KV-offloading connector with vLLM's "
     "KVConnectorFactory, so vLLM 0.9.2's own check rejects the kv_connector name 'AIBrixOffloadingConnectorV1Type1' "
     "when it builds the KV-transfer config, before any model is loaded.",
     "the maintainer (DwyaneShi) answered the reporter's follow-up with the Dockerfile that builds AIBrix's "
     "vllm-openai-aibrix-kvcache image from source (vLLM with the AIBrix connector built in), i.e. use that image "
     "rather than pip-installing aibrix_kvcache into the stock one",
     release="0.9.2 (vllm/vllm-openai:v0.9.2 image, aibrix_kvcache from pip)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: vLLM's own raise, so vllm_check_failed (no README row names connector types). The excerpt "
          "is the description up to the steps (its empty 'Expected behavior'/'Environment' sections dropped); the "
          "error is quoted by the reporter in prose. The reading of the fix (AIBrix's own image) is from the "
          "maintainer's Dockerfile reply to the reporter's question about building that image")
# ------------------------------------------------------------------ versions: NeMo RL passes vLLM 0.10.0's logprobs_mode to an older vLLM
case("nemo-rl-870-logprobs-mode-unexpected-kwarg-vllm-010", "https://github.com/NVIDIA-NeMo/RL/issues/870",
     "TypeError: EngineArgs.__init__() got an unexpected keyword argument 'logprobs_mode'\n"
     "\n"
     "Reported a few times internally after vllm==0.10.0 upgrade:\n"
     "```\n"
     "(VllmGenerationWorker pid=14029) Exception raised in creation task: The actor died because of an error raised in "
     "its creation task, ray::vllm_policy-0-0:VllmGenerationWorker.__init__() (pid=14029, ip=172.17.0.3, "
     "actor_id=2f5bb545947b9866f4054d8801000000, repr=VllmGenerationWorker)\n"
     "(VllmGenerationWorker pid=14029)   File \"/root/.local/share/uv/python/cpython-3.12.10-linux-x86_64-gnu/lib/"
     "python3.12/concurrent/futures/_base.py\", line 449, in result\n"
     "(VllmGenerationWorker pid=14029)     return self.__get_result()\n"
     "(VllmGenerationWorker pid=14029)            ^^^^^^^^^^^^^^^^^^^\n"
     "(VllmGenerationWorker pid=14029)   File \"/root/.local/share/uv/python/cpython-3.12.10-linux-x86_64-gnu/lib/"
     "python3.12/concurrent/futures/_base.py\", line 401, in __get_result\n"
     "(VllmGenerationWorker pid=14029)     raise self._exception\n"
     "(VllmGenerationWorker pid=14029)            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(VllmGenerationWorker pid=14029)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(VllmGenerationWorker pid=14029)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(VllmGenerationWorker pid=14029)   File \"/workspace/projects/nemo-rl/nemo_rl/models/generation/vllm.py\", line "
     "354, in __init__\n"
     "(VllmGenerationWorker pid=14029)     self.llm = vllm.LLM(**llm_kwargs)\n"
     "...",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "NVIDIA NeMo RL (August 2025) after its move to vllm==0.10.0: the VllmGenerationWorker builds vllm.LLM with "
     "logprobs_mode, an engine argument vLLM 0.10.0 introduced (the 'logprobs mode' of its RLHF-support release notes), "
     "but the worker's Python environment still held the pre-upgrade vLLM, whose EngineArgs has no such field, so the "
     "Ray actor dies while constructing the engine.",
     "the issue's framing by the maintainer (terrykong): it shows up after the vllm==0.10.0 upgrade, i.e. the worker "
     "must run the vLLM NeMo RL now pins (0.10.0); an environment still holding the older vLLM (e.g. a worker venv "
     "built before the upgrade) has to be re-synced/rebuilt",
     release="pre-0.10.0 vLLM in the worker environment (NeMo RL pinned to vllm==0.10.0)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 3: no README row reads this TypeError; dependency_version_mismatch is the closest (its "
          "row lists huggingface_hub's 'got an unexpected keyword argument' for a client older than its caller; here "
          "the caller, NeMo RL, is newer than the installed vLLM). Excerpt: the title and the description's log as "
          "stored, which stops at 'self.llm = vllm.LLM(**llm_kwargs)' ('...' marks the cut; the TypeError itself is "
          "the title). The stored thread has no reply, so the fix is read from the maintainer's own framing, not a "
          "confirmed step; the stale-venv reading is an inference (NeMo RL caches per-actor worker venvs)")

# ------------------------------------------------------------------ versions: trl vllm-serve passes worker_extension_cls to an older vLLM
case("trl-3304-vllm-serve-worker-extension-cls-old-vllm", "https://github.com/huggingface/trl/issues/3304",
     "which vllm version for grpo_trainer？\n"
     "\n"
     "when running: trl vllm-serve --model Qwen/Qwen2.5-72B --tensor_parallel_size 8\n"
     "\n"
     "Got an error:\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/bin/trl\", line 8, in <module>\n"
     "    sys.exit(main())\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/trl/cli.py\", line 95, in main\n"
     "    vllm_serve_main(script_args)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/trl/scripts/vllm_serve.py\", line 238, in main\n"
     "    llm = LLM(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/utils.py\", line 1022, in inner\n"
     "    return fn(*args, **kwargs)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/llm.py\", line 212, in __init__\n"
     "    engine_args = EngineArgs(\n"
     "TypeError: EngineArgs.__init__() got an unexpected keyword argument 'worker_extension_cls'\n"
     "```\n"
     "\n"
     "How can I fix this problem?",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "TRL's `trl vllm-serve` (April 2025) builds vllm.LLM(..., worker_extension_cls=...) for its weight-sync worker "
     "extension, an engine argument the installed vLLM does not have yet: TRL was newer than the vLLM in the "
     "environment, so EngineArgs() rejects the keyword before any engine, GPU or memory is touched. TP 8 and the 72B "
     "model play no part.",
     "the reporter's own answer: run `pip install trl[vllm]` first (TRL's vllm extra installs the vLLM release TRL "
     "requires); the issue was closed after it",
     release="not stated (older than the vLLM the installed TRL requires)", gpu=None, gpus=None,
     command="trl vllm-serve --model Qwen/Qwen2.5-72B --tensor_parallel_size 8",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1 (same reading as NeMo RL#870): a TypeError from EngineArgs for a keyword the installed "
          "vLLM lacks, caller newer than vLLM, read as dependency_version_mismatch. Excerpt: the title and the "
          "description as posted; the reporter's follow-up comment is the fix. That worker_extension_cls needs vLLM "
          "0.8.3+ is not in this thread (ms-swift#4202 and axolotl PR#2560, met in the same search, say so); "
          "release is therefore left unstated. gpus None: TP 8 implies 8 GPUs but none are named")

# ------------------------------------------------------------------ versions: Ray Serve LLM picks V0 settings while vLLM >=0.8 runs V1
case("ray-54739-serve-llm-v0-config-vllm-v1-dtype-startswith", "https://github.com/ray-project/ray/issues/54739",
     "[LLM] vLLM engine fails during initialization\n"
     "\n"
     "### What happened + What you expected to happen\n"
     "\n"
     "Following the Serve LLM tutorial here:\n"
     "https://docs.ray.io/en/latest/serve/llm/serving-llms.html\n"
     "\n"
     "When `VLLM_USE_V1` is not explicitly set, there's a version mismatch between the vLLM engine Ray Serve expects "
     "and the installed vLLM library. This results in the actor crashing during engine initialization.\n"
     "\n"
     "**Expected behavior**:\n"
     "Ray Serve and vLLM should default to compatible engine versions automatically and not cause an error when "
     "initializing the engine. Following vLLM authors recommendation, we'd expect Ray Serve to also default to vLLM V1\n"
     "\n"
     "**Actual behavior**:\n"
     "Ray Serve defaults to vLLM V0, while the installed vllm library (≥0.8) defaults to V1. This leads to a mismatch "
     "and an engine initialization failure.\n"
     "Specifically, this causes an `ActorDiedError` triggered by an `AttributeError: 'torch.dtype' object has no "
     "attribute 'startswith'`.\n"
     "\n"
     "**Error logs**:\n"
     "```\n"
     "U | 2025-07-18 11:29:37.824 | worker |   | ray.exceptions.ActorDiedError: The actor died because of an error "
     "raised in its creation task, ray::_EngineBackgroundProcess.__init__() (pid=5555, ip=10.0.156.65, "
     "actor_id=08caf85d0f841d3f7e4b484c06000000, repr=<ray.llm._internal.serve.deployments.llm.vllm.vllm_engine."
     "_EngineBackgroundProcess object at 0x7683487bc6d0>)\n"
     "-- | -- | -- | -- | --\n"
     "U | 2025-07-18 11:29:37.824 | worker\n"
     "...",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Ray Serve LLM (ray.serve.llm, July 2025) following its own tutorial, with VLLM_USE_V1 unset: the Ray release "
     "prepares the engine for vLLM's V0 path while the installed vLLM (>=0.8) starts its V1 engine by default, and "
     "a config value in the form one path expects reaches code of the other ('torch.dtype' object has no attribute "
     "'startswith'), so the _EngineBackgroundProcess actor dies while the engine is built. Two packages at versions "
     "that do not fit, not the model, the GPU or memory.",
     "the maintainer (kouroshHakha) closed it as fixed in a later Ray version; the workaround is to set VLLM_USE_V1 "
     "explicitly (to the engine version wanted) in the deployment's environment",
     release="not stated (>=0.8 per the reporter; Ray Serve LLM of July 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 3: no README row names this AttributeError; dependency_version_mismatch ('two "
          "packages at versions that do not fit') is the closest reading of a serving layer and vLLM disagreeing on "
          "the engine. The error line is only in the reporter's prose (their pasted log table stops at the "
          "ActorDiedError header; '...' marks the cut). The fix is the maintainer's closing comment (later Ray, or "
          "VLLM_USE_V1 set explicitly)")

# ------------------------------------------------------------------ versions: OpenRLHF passes worker_use_ray, removed in vLLM 0.7.0
case("openrlhf-pr702-worker-use-ray-removed-vllm-070", "https://github.com/OpenRLHF/OpenRLHF/pull/702",
     "Fix 'worker_use_ray' not found in vLLM 0.7.0\n"
     "\n"
     "Related to https://github.com/vllm-project/vllm/pull/12383\n"
     "\n"
     "`--worker-use-ray` is deprecated since 0.4.3:\n"
     "https://github.com/vllm-project/vllm/commit/676a99982fe9aabe72fd52a91e08988a653a7359\n"
     "\n"
     "```log\n"
     "Exception raised in creation task: The actor died because of an error raised in its creation task, "
     "ray::LLMRayActor.__init__() (repr=<openrlhf.trainer.ray.vllm_engine.LLMRayActor object at 0x150cf7b4b910>)\n"
     " File \"openrlhf/trainer/ray/vllm_engine.py\", line 58, in __init__\n"
     " self.llm = vllm.LLM(*args, **kwargs)\n"
     " File \"vllm/utils.py\", line 1039, in inner\n"
     " return fn(*args, **kwargs)\n"
     " File \"vllm/entrypoints/llm.py\", line 210, in __init__\n"
     " engine_args = EngineArgs(\n"
     "TypeError: EngineArgs.__init__() got an unexpected keyword argument 'worker_use_ray'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "OpenRLHF's LLMRayActor (February 2025) still passed worker_use_ray=True to vllm.LLM; the option, deprecated "
     "since vLLM 0.4.3, was removed in vLLM 0.7.0 (vllm PR #12383), so with vLLM 0.7.0 installed EngineArgs() "
     "rejects the keyword and the Ray actor dies in its creation task, before any model or memory is touched. Here "
     "the caller is older than the installed vLLM.",
     "this pull request (merged): OpenRLHF stops passing worker_use_ray, i.e. an OpenRLHF that includes it (or a "
     "vLLM older than 0.7.0 with the old OpenRLHF)",
     release="0.7.0", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the same TypeError family as NeMo RL#870 and trl#3304, in the other direction (the "
          "framework older than vLLM), read as dependency_version_mismatch. The source is a pull request, not an "
          "issue: its description quotes the failure a user of OpenRLHF with vLLM 0.7.0 hits, and the merged change "
          "is the fix. Excerpt: the PR title and description as stored")

# ------------------------------------------------------------------ architecture: OpenLLM starts flan-t5 on its vLLM backend (T5 not in vLLM)
case("openllm-911-flan-t5-vllm-backend-t5-unsupported", "https://github.com/bentoml/OpenLLM/issues/911",
     "openllm_core.exceptions.OpenLLMException: Failed to initialise vLLMEngine due to the following error: Model "
     "architectures ['T5ForConditionalGeneration'] are not supported for now.\n"
     "\n"
     "```shell\n"
     "2024-02-20T13:07:12+0000 [ERROR] [runner:llm-flan-t5-runner:1] Traceback (most recent call last):\n"
     "File \"/home/ubuntu/python/yasser/n_venv/lib/python3.10/site-packages/openllm/_runners.py\", line 131, in "
     "__init__\n"
     "self.model = vllm.AsyncLLMEngine.from_engine_args(\n"
     "File \"/home/ubuntu/python/yasser/n_venv/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py\", line "
     "625, in from_engine_args\n"
     "engine = cls(parallel_config.worker_use_ray,\n"
     "File \"/home/ubuntu/python/yasser/n_venv/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py\", line "
     "321, in __init__\n"
     "self.engine = self._init_engine(*args, **kwargs)\n"
     "File \"/home/ubuntu/python/yasser/n_venv/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py\", line "
     "366, in _init_engine\n"
     "return engine_class(*args, **kwargs)\n"
     "File \"/home/ubuntu/python/yasser/n_venv/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 120, in "
     "__init__\n"
     "self._init_workers()\n"
     "File \"/home/ubuntu/python/yasser/n_venv/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 164, in "
     "_init_workers\n"
     "self._run_workers(\"load_model\")\n"
     "File \"/home/ubuntu/python/yasser/n_venv/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 1006, "
     "in _run_workers\n"
     "...",
     "architecture_unsupported", {}, "architecture_unsupported",
     "BentoML's OpenLLM (February 2024) starting google/flan-t5 on its vLLM backend: the vLLM of the time (0.3.x) "
     "had no encoder-decoder support at all, so its model loader finds T5ForConditionalGeneration in no registry and "
     "raises 'Model architectures [...] are not supported for now.' when the workers load the model.",
     "not confirmed in the stored thread (closed without a stored answer): vLLM then served no T5 model (vllm#434: "
     "'we do not support encoder-decoder models like T5. It's on our roadmap'), so flan-t5 needs OpenLLM's PyTorch "
     "backend (or another server), not a vLLM flag",
     release="not stated (February 2024: a 0.3.x release)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--trust-remote-code"}],
     note="judgement calls 3 and 4: the error line is the title (OpenLLM's wrapper quoting vLLM's message); the "
          "stored log stops inside _run_workers ('...' marks the cut). No answer is stored; the cause is read from "
          "the message itself and the fix from vLLM's own answer on T5 (vllm#434, met in the same search), so the "
          "fix is not a confirmed step. The README's architecture fix (the first release whose registry lists X) "
          "has no release to name for T5ForConditionalGeneration in this era")

if __name__ == "__main__":
    BATCH.write()
