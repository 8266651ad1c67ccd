"""Round-140 blind batch: vLLM launch failures inside REINFORCEMENT-LEARNING / POST-TRAINING FRAMEWORKS that start vLLM
as their rollout engine (verl and verl-based research code, OpenRLHF, SkyRL, Alibaba's ROLL; the slice also named TRL,
NeMo-RL, AReaL and Unsloth, which gave no usable new source), collected by helper wild140 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round140-blind"``; the lead grades it once
(``python tests/wild_grade.py round140``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches brought them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, its logs and launch
checks) to choose them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the source only. Causes are the ones the excerpt and its source evidence; a deeper story only the source
tells is in real_cause/note. Excerpts are the text as the search tool's stored copy shows it (issue threads: the stored
chunks; committed files: read_file at the commit cited, or the stored version named in the note); where lines in
between were dropped the excerpt shows ``...`` and the note says what; the authors' fix lines are left out of the
excerpt (they are in fix_that_worked).

Sources: 7 cases from 5 sources. GitHub issues of the frameworks' own trackers (NovaSky-AI/SkyRL #284, alibaba/ROLL
#87, OpenRLHF/OpenRLHF #233) from the search tool's issues corpus, and two committed notebooks of verl users found
with ``find_string`` on exact vLLM messages (sheercold14/ExpertGym docs/config/20260518_mixture_grpo_smoke.md, two
launches; johnson7788/RLDecisionAgent docs/Error.md, two launches).
70 look-ups of the 80 allowed: 50 ``search`` (43 issues, 3 code, 2 pages, 2 docs), 9 ``read_file`` (one a
failed attempt to read a pull request), 6 ``find_string``, 3 ``find_files``, 2 ``find_repos``; no fetch.
Every url and bare thread number was checked against /work/coord/USED_SOURCES.txt (issues/N, pull/N, discussions/N,
#N of the same repository, both verl-project/verl and volcengine/verl spellings) and the fixture names.
**Short of the 8-14 asked: 7 cases, 3 of them memory.** The issues corpus answers vLLM error wordings with
vllm-project/vllm threads whatever framework name the query carries, and most framework threads it does return are
stored as their first chunk only, which often stops before the error (verl PR #5015's NPU Qwen2.5-32B KV refusal, TRL
#3788's max_num_batched_tokens check, TRL #3450 / #3142 vllm-serve, Unsloth #2298 / #2963 / #2887, rl-swarm #122,
OpenRLHF #184 / #358 / #679 / #741: skipped for that reason). Skipped as not a launch failure or not vLLM's text: verl
#302, lmm-r1 #43 and OpenRLHF #1050 (sleep-mode wake_up / end-of-training OOM mid-run), verl #1873 and #1785 (verl's
own asserts), EasyR1 #207, verl #2245 (a CPU OOM thread whose vLLM refusal has no stored resolution), Unsloth #2626
(vLLM's 'Duplicate layer name' after Unsloth's in-process retry: the first attempt's error is not in the stored text),
a Cursor-chat export of a verl-Intuitor ModuleNotFoundError (repository not attributable among ~100 forks within the
budget, no fix), gitcode/CSDN-mirror digests (AI-written).

Judgement calls for the lead (each case's ``note`` says more):
1. No exact kind: vLLM 0.3.2's DeviceConfig refusal 'RuntimeError: No supported device detected.' (OpenRLHF #233)
   filed no_gpu_visible, the older wording of the platform probe's 'Failed to infer device type'
   (vllm_check_failed is the alternative).
2. Error text quoted, not pasted: ROLL #87 quotes torch's TCPStore EADDRINUSE line inside the reporter's prose
   ('sockethas' is their retyping); SkyRL #284 carries 'EADDRINUSE, message: address already in use' only in the
   issue title, the stored log chunks stop inside torch's _create_c10d_store frames.
3. Thin evidence: OpenRLHF #233's mechanism (a GPU-less LLMRayActor when vllm_tensor_parallel_size > 1) is read from
   the title, the reporter's TP > 1 remark and OpenRLHF PR #185's title, no fix stored; the ExpertGym no-KV case's
   ValueError line is the authors' copy cut after 'gpu_memory_utilization`'.
4. No fix in the thread: SkyRL #284 (a maintainer's own open report; SkyRL PR #1356 is cited for the port race),
   ROLL #87 (no answer stored), OpenRLHF #233. The log's class is conclusive in each (errno 98 on a bind; no CUDA
   device in the process).
5. Memory held by the framework's own trainer or another job, filed other_process: ExpertGym's 05:41 retry (verl's
   actor/ref FSDP state on the one card: 49.14 of 79.33 GiB free at a 0.70 rollout share, fixed at 0.45), ExpertGym's
   04:24 smoke (another training job re-took GPUs 6/7), RLDecisionAgent #14 (busy cards, fixed by pointing
   CUDA_VISIBLE_DEVICES at free ones). util_too_low is the alternative reading for the last one only.
6. One source, two launches: ExpertGym (two different runs and failures in one notebook), RLDecisionAgent (entries
   14 and the second '16' of one error notebook). RLDecisionAgent's url is cited at main: the stored text read
   (57,937 characters, entries to '# 17') is a later version of docs/Error.md than the two commits the index lists.
7. Traps: the ExpertGym free-memory case needs a utilization at most 49.14/79.33 = 0.62 (at_least 0.62 forbidden),
   and a shorter length does not pass the startup gate; the two no-KV cases must not be "fixed" by a length or (at
   0.35) a lower utilization; the port, device and V1-flag cases take no memory lever at all.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round140-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------------ port: SkyRL engine restart, torch TCP store EADDRINUSE
case("skyrl-284-engine-restart-tcpstore-eaddrinuse", "https://github.com/NovaSky-AI/SkyRL/issues/284",
     "VLLM Engine occasionally fails to start after crash due to - EADDRINUSE, message: address already in use\n"
     "\n"
     "```\n"
     "(AsyncVLLMInferenceEngine pid=891624) (EngineCore_0 pid=892803)   File \"/home/ray/.cache/uv/builds-v0/.tmppHdZmI/lib/python3.12/site-packages/torch/distributed/c10d_logger.py\", line 95, in wrapper\n"
     "(AsyncVLLMInferenceEngine pid=891624) (EngineCore_0 pid=892803)     func_return = func(*args, **kwargs)\n"
     "(AsyncVLLMInferenceEngine pid=891624) (EngineCore_0 pid=892803)                   ^^^^^^^^^^^^^^^^^^^^^\n"
     "(AsyncVLLMInferenceEngine pid=891624) (EngineCore_0 pid=892803)   File \"/home/ray/.cache/uv/builds-v0/.tmppHdZmI/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py\", line 1710, in init_process_group\n"
     "(AsyncVLLMInferenceEngine pid=891624) (EngineCore_0 pid=892803)     store, rank, world_size = next(rendezvous_iterator)\n"
     "(AsyncVLLMInferenceEngine pid=891624) (EngineCore_0 pid=892803)                               ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(AsyncVLLMInferenceEngine pid=891624) (EngineCore_0 pid=892803)   File \"/home/ray/.cache/uv/builds-v0/.tmppHdZmI/lib/python3.12/site-packages/torch/distributed/rendezvous.py\", line 230, in _tcp_rendezvous_handler\n"
     "(AsyncVLLMInferenceEngine pid=891624) (EngineCore_0 pid=892803)     store = _create_c10d_store(\n"
     "(AsyncVLLMInferenceEngine pid=891624) (EngineCore_0 pid=892803)             ^^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n"
     "(AsyncVLLMInferenceEngine pid=891624)   File \"/home/ray/.cache/uv/builds-v0/.tmppHdZmI/lib/python3.12/site-packages/vllm/v1/engine/utils.py\", line 759, in wait_for_engine_startup\n"
     "\n"
     "Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.\n"
     "(AsyncVLLMInferenceEngine pid=891624)     raise RuntimeError(\"Engine core initialization failed. \"\n"
     "(AsyncVLLMInferenceEngine pid=891624) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n"
     "(AsyncVLLMInferenceEngine pid=891625) (EngineCore_0 pid=892764) INFO 09-10 23:09:10 [parallel_state.py:1134] rank 0 in world size 1 is assigned as DP rank 0, PP rank 0, TP rank 0, EP rank 0 [repeated 6x across cluster]\n"
     "(AsyncVLLMInferenceEngine pid=891625) (EngineCore_0 pid=892764) INFO 09-10 23:09:10 [topk_topp_sampler.py:50] Using FlashInfer for top-p & top-k sampling. [repeated 6x across cluster]\n"
     "(AsyncVLLMInferenceEngine pid=891625) (EngineCore_0 pid=892764) INFO 09-10 23:09:11 [gpu_model_runner.py:1953] Starting to load model /home/ray/moonlight16b... [repeated 6x across cluster]",
     "port_in_use", {}, "port_in_use",
     "SkyRL (NovaSky-AI's RL framework) starts one vLLM engine per Ray actor (AsyncVLLMInferenceEngine, TP 1 each, "
     "several on one node, model Moonlight-16B); each engine's EngineCore builds a torch.distributed process group "
     "whose TCP store binds a port vLLM picked as free; after a crashed run (its processes still holding ports) or "
     "with two engines on the node picking the same port, one engine's TCPStore finds the port taken "
     "(EADDRINUSE) and its engine core dies at start, before any memory is sized.",
     "not in the stored thread (open; a maintainer's own report). SkyRL's later PR #1356 ('stagger vLLM engine "
     "startup to avoid EADDRINUSE') names the mechanism: vLLM's get_open_port() can hand the same port to engines "
     "starting at once on one node (a check-then-bind race), fixed there with a 1.5-3 s random delay before each "
     "engine's from_engine_args; otherwise make sure the crashed run's processes are gone before restarting",
     release="not stated (September 2025; V1 'EngineCore_0' naming and utils.py wait_for_engine_startup: vLLM ~0.10.x)",
     gpu="not stated", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 2 and 4: the issue title (it carries the EADDRINUSE words; torch's full 'The server "
          "socket has failed to listen ...' line is not in the stored text), then the two stored chunks of the "
          "description's log: the torch.distributed frames (the chunk stops inside _create_c10d_store), '...', then "
          "the Ray actor's RuntimeError and the other engines' INFO lines. The excerpt order (frames first, then "
          "the client's RuntimeError) is the order such logs print; the stored chunks carry no position. PR #1356 "
          "is cited for the mechanism only (a separate thread, not taken as a case)")

# ------------------------------------------------------------------ port: ROLL actor_infer, torch TCP store port 40005
case("roll-87-actor-infer-vllm-port-40005-eaddrinuse", "https://github.com/alibaba/ROLL/issues/87",
     "Issue with port conflict\n"
     "\n"
     "Single machine with 8gpus, train rlvr_qwen2.5_7B_megatron_vllm.\n"
     "When actor_infer works, showing \"RuntimeError: The server sockethas failed to listen on any local network "
     "address. port: 40005, useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use\", speculate "
     "something wrong with vllm.",
     "port_in_use", {}, "port_in_use",
     "Alibaba's ROLL, RLVR pipeline for Qwen2.5-7B with a Megatron trainer and vLLM as the actor_infer (rollout) "
     "strategy, on one 8-GPU machine: when the vLLM actor_infer workers start, torch.distributed's TCP store cannot "
     "bind port 40005 because another process on the machine already holds it (EADDRINUSE), so the rollout engine "
     "never initialises. A port clash, not a vLLM or memory fault.",
     "not in the stored thread (open, no answer stored): free the port (a leftover process of an earlier run, or "
     "another worker of the same job bound to it) or let the launcher pick another master port",
     release="not stated (July 2025)", gpu="not stated", gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="judgement calls 2 and 4: the whole stored description (title and two lines; 'sockethas' is the "
          "reporter's own retyping of torch's 'server socket has'). The error is quoted inside the reporter's prose "
          "in double quotes, not a pasted log. No answer stored, so no fix that worked; the log itself is "
          "conclusive about the class (errno 98 on a bind)")

# ------------------------------------------------------------------ no GPU: OpenRLHF LLMRayActor, vLLM 0.3.2 DeviceConfig
case("openrlhf-233-llmrayactor-tp-gt1-no-supported-device", "https://github.com/OpenRLHF/OpenRLHF/issues/233",
     "cuda.is_available is False in LLMRayActor\n"
     "\n"
     "Hi, thanks for the great work. I encountered the problem when initializing vllm-engine engine in PPO training.  "
     "It seems that the program cannot find available GPUS in the initialization. \n"
     "\n"
     "```\n"
     "  File \"/workspace/code/OpenRLHF/openrlhf/trainer/ray/vllm_engine.py\", line 37, in __init__\n"
     "    self.llm = vllm.LLM(*args, **kwargs)\n"
     "  File \"/workspace/code/vllm/vllm/entrypoints/llm.py\", line 109, in __init__\n"
     "    self.llm_engine = LLMEngine.from_engine_args(engine_args)\n"
     "  File \"/workspace/zhenyu/code/vllm/vllm/engine/llm_engine.py\", line 385, in from_engine_args\n"
     "    engine_configs = engine_args.create_engine_configs()\n"
     "  File \"/workspace/code/vllm/vllm/engine/arg_utils.py\", line 286, in create_engine_configs\n"
     "    device_config = DeviceConfig(self.device)\n"
     "  File \"/workspace/code/vllm/vllm/config.py\", line 484, in __init__\n"
     "    raise RuntimeError(\"No supported device detected.\")\n"
     "RuntimeError: No supported device detected.\n"
     "```\n"
     "\n"
     "For my environment\n"
     "```\n"
     "vllm=0.3.2+cu123\n"
     "transformers=4.38.1\n"
     "accelerate=0.27.2\n"
     "```\n"
     "...\n"
     "Hi @wuxibin89 , for the whole training framework, I encountered this problem when setting "
     "`tensor_parallel_size > 1` as I want to train a 30B+ model.",
     "no_gpu_visible", {}, "no_gpu_visible",
     "OpenRLHF's Ray PPO (March 2024) builds vllm.LLM inside an LLMRayActor; with vllm_tensor_parallel_size > 1 "
     "the actor itself is scheduled without a GPU of its own (the TP workers get the GPUs; OpenRLHF's PR #185 had "
     "just given the actor a GPU only when TP is 1), so Ray hides every GPU from that process and "
     "torch.cuda.is_available() is False there; vLLM 0.3.2's DeviceConfig('auto') then finds no device and "
     "refuses before any engine or memory work.",
     "not in the stored thread (closed; the maintainer wuxibin89 could not reproduce with vllm 0.3.2 and asked for "
     "the script; the reporter narrowed it to tensor_parallel_size > 1). The lever is the actor's GPU visibility "
     "(give the LLMRayActor a GPU / a CUDA-visible environment, or TP 1 per engine), not any vLLM memory setting",
     release="0.3.2 (vllm=0.3.2+cu123, a source checkout under /workspace/code/vllm; transformers 4.38.1)",
     gpu="not stated", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype"}],
     note="judgement calls 1 and 3: the description as stored (title, prose, traceback, environment), '...', then "
          "the reporter's reply line naming TP > 1 (the run script after it left out). No exact kind: vLLM 0.3.x's "
          "DeviceConfig 'No supported device detected.' is the older wording of the platform probe's 'Failed to "
          "infer device type' (README's no_gpu_visible row); vllm_check_failed (a vLLM raise site) is the "
          "alternative. Thin evidence for the mechanism: the title's 'cuda.is_available is False in LLMRayActor', "
          "the TP > 1 condition and PR #185's title ('assign GPU for LLMActor if vllm_tensor_parallel_size=1') "
          "point to a GPU-less actor; no fix is stored")

# ------------------------------------------------------------------ verl (ExpertGym notes): GPUs retaken by another run
case("expertgym-verl-grpo-smoke-no-cache-blocks-gpus-retaken", "https://github.com/sheercold14/ExpertGym/blob/591aff5ab695e0186ce91ad6b94bd09917a15c73/docs/config/20260518_mixture_grpo_smoke.md",
     "## Command\n"
     "\n"
     "```bash\n"
     "GPU_LIST=6,7 \\\n"
     "NGPUS_PER_NODE=2 \\\n"
     "RUN_NAME=mixture_grpo_ta13_evaltarget_l8_n1_step1_20260518 \\\n"
     "LIMIT=8 \\\n"
     "SAMPLES_PER_PROMPT=1 \\\n"
     "TRAIN_BATCH_SIZE=8 \\\n"
     "PPO_MINI_BATCH_SIZE=4 \\\n"
     "TOTAL_TRAINING_STEPS=1 \\\n"
     "TOTAL_EPOCHS=1 \\\n"
     "MAX_RESPONSE_LENGTH=512 \\\n"
     "MAX_MODEL_LEN=6144 \\\n"
     "ROLLOUT_MAX_NUM_BATCHED_TOKENS=4096 \\\n"
     "ROLLOUT_MAX_NUM_SEQS=32 \\\n"
     "PPO_MAX_TOKEN_LEN_PER_GPU=4096 \\\n"
     "AGENT_LOOP_NUM_WORKERS=2 \\\n"
     "ROLLOUT_GPU_MEM_UTIL=0.35 \\\n"
     "ACTOR_LR=1e-6 \\\n"
     "KL_LOSS_COEF=0.001 \\\n"
     "SAVE_FREQ=1 \\\n"
     "TEST_FREQ=-1 \\\n"
     "bash scripts/baselines/run_qwen_mixture_grpo_baseline.sh\n"
     "```\n"
     "...\n"
     "## 2026-05-18 04:24 CST Result\n"
     "\n"
     "Status: failed before rollout; do not report as a valid baseline run.\n"
     "\n"
     "Root cause:\n"
     "\n"
     "- GPU 6/7 looked free at launch time, but `eg72_opd_gc_c033_evaltarget_fast_20260518`\n"
     "  immediately advanced into `iter_008` and reacquired GPU 6/7 for rollout.\n"
     "- The smoke then competed with the P1 OPD-only run for the same cards.\n"
     "- VeRL/FSDP loaded, but vLLM failed during KV cache initialization:\n"
     "\n"
     "```text\n"
     "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization`\n"
     "```\n"
     "\n"
     "Verified before failure:\n"
     "\n"
     "- TA-1/3 checkpoint loaded into VeRL/FSDP.\n"
     "- Dataset conversion to parquet worked.\n"
     "- Config overrides were applied: `max_response_length=512`,\n"
     "  `tensor_parallel_size=1`, `max_num_batched_tokens=4096`,\n"
     "  `max_num_seqs=32`, `temperature=0.7`, `top_p=0.95`.",
     "no_kv_memory", {}, "other_process",
     "A research group's verl GRPO smoke run (a Qwen 7B-class merged checkpoint, 7.62B, full-parameter FSDP actor "
     "with the vLLM rollout colocated, TP 1, rollout utilization 0.35, max_model_len 6144) on GPUs 6 and 7 of a "
     "shared node: another training job of theirs (eg72_opd_..., in its rollout phase) took the same two cards back "
     "after the smoke had started, so when vLLM profiled and sized its cache, the memory its 0.35 share counted on "
     "was held by that other job and no KV cache blocks were left.",
     "the authors: do not retry while any train_eg72_* session can reclaim those GPUs; the next runs on other cards "
     "(GPUs 4/5, an exclusive block, with actor param offload) got the vLLM server initialised ('fixes the previous "
     "KV-cache initialization failure'), at utilization 0.70",
     release="not stated (VeRL with vLLM rollout, May 2026)", gpu="not stated (80 GB class: 79.33 GiB in the same "
     "file's later run)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.35}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls 3 and 5: the file's Command block, '...' (the Baseline Definition and Success Criteria "
          "sections dropped), then the 04:24 result entry up to its 'Verified before failure' list; its 'Next "
          "action' lines (the fix) left out. The ValueError line is the authors' copy, cut after "
          "'gpu_memory_utilization`' (vLLM's ' when initializing the engine.' missing). other_process from the "
          "authors' own root cause (the other run re-took GPU 6/7); util_too_low would be wrong (0.35 is what they "
          "set, and the same recipe later started at 0.70 on free cards). numbers left empty: the error line "
          "prints none (the 0.35 is only in the ROLLOUT_GPU_MEM_UTIL variable). One of two launches in this file "
          "(the other is the next case)")

# ------------------------------------------------------------------ verl (ExpertGym notes): free-memory gate at 0.70, one card
case("expertgym-verl-grpo-1gpu-free-49.14-of-79.33-util-0.7", "https://github.com/sheercold14/ExpertGym/blob/591aff5ab695e0186ce91ad6b94bd09917a15c73/docs/config/20260518_mixture_grpo_smoke.md",
     "## 2026-05-18 05:41 CST One-GPU DP Retry With Actor Param Offload\n"
     "\n"
     "Status: failed during vLLM initialization; not a valid checkpoint.\n"
     "...\n"
     "Command deltas:\n"
     "\n"
     "```bash\n"
     "GPU_LIST=6\n"
     "actor_rollout_ref.actor.fsdp_config.param_offload=True\n"
     "trainer.balance_batch=False\n"
     "ROLLOUT_GPU_MEM_UTIL=0.70\n"
     "MAX_MODEL_LEN=6144\n"
     "```\n"
     "\n"
     "Verified:\n"
     "\n"
     "- One-card DP removes the previous expanded-trajectory divisibility issue.\n"
     "- Actor/ref FSDP initialized with world size 1.\n"
     "\n"
     "Failure:\n"
     "\n"
     "```text\n"
     "ValueError: Free memory on device (49.14/79.33 GiB) on startup is less than desired GPU memory utilization (0.7, 55.53 GiB).\n"
     "```",
     "free_memory_low",
     {"free_gib": 49.14, "total_gib": 79.33, "gpu_memory_utilization": 0.7, "requested_gib": 55.53},
     "other_process",
     "The same verl GRPO smoke moved to a single GPU (DP 1) with the FSDP actor's parameters offloaded: verl's "
     "hybrid engine puts the actor and reference FSDP models on the same card before it starts the vLLM rollout, "
     "and what they still held (about 30 GiB of the 79.33) left 49.14 GiB free, below the 55.53 GiB the rollout's "
     "0.70 share asks for at startup, so vLLM's free-memory check refused.",
     "the authors' next retry: keep one-card DP and actor param offload, lower ROLLOUT_GPU_MEM_UTIL to 0.45 (and "
     "MAX_MODEL_LEN to 4608, ROLLOUT_MAX_NUM_BATCHED_TOKENS 2048, ROLLOUT_MAX_NUM_SEQS 8); their note: 'vLLM "
     "started successfully under the lower memory setting ... The previous vLLM memory threshold failure is fixed.'",
     release="not stated (VeRL with vLLM rollout, May 2026)", gpu="not stated (79.33 GiB: an 80 GB card)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.62}, {"flag": "--max-model-len"}],
     note="judgement calls 3 and 5: the 05:41 entry as committed with its Run block (run_name, tmux, run_dir, "
          "launch_log paths) replaced by '...'; the 'Next retry' lines (the fix) left out. The memory is held by "
          "verl's own actor/ref FSDP state on the card (processes other than vLLM's engine in its async server "
          "mode), filed other_process as the verl-4229 fixture did; the lever is a utilization at most "
          "49.14/79.33 = 0.619, hence at_least 0.62 forbidden. The authors also lowered MAX_MODEL_LEN, but the "
          "startup gate does not depend on the length, so a length fix alone is wrong here")

# ------------------------------------------------------------------ verl (RLDecisionAgent error notes): busy GPUs, no KV blocks
case("rldecisionagent-verl-ppo-no-cache-blocks-busy-gpus", "https://github.com/johnson7788/RLDecisionAgent/blob/main/docs/Error.md",
     "Traceback (most recent call last):\n"
     "  File \"/workspace/verl/verl/verl/trainer/main_ppo.py\", line 40, in main\n"
     "    run_ppo(config)\n"
     "  File \"/workspace/verl/verl/verl/trainer/main_ppo.py\", line 77, in run_ppo\n"
     "    ray.get(runner.run.remote(config))\n"
     "...\n"
     "ray.exceptions.RayTaskError(ValueError): ray::WorkerDict.actor_rollout_init_model() (pid=239450, ip=192.168.100.8, actor_id=415e97a811c421b11a495d6b01000000, repr=<verl.single_controller.ray.base.WorkerDict object at 0x792471eca680>)\n"
     "  File \"/workspace/verl/verl/verl/single_controller/ray/base.py\", line 720, in func\n"
     "    return getattr(self.worker_dict[key], name)(*args, **kwargs)\n"
     "  File \"/workspace/verl/verl/verl/single_controller/base/decorator.py\", line 514, in inner\n"
     "    return func(*args, **kwargs)\n"
     "  File \"/workspace/verl/verl/verl/workers/fsdp_workers.py\", line 628, in init_model\n"
     "    self.rollout, self.rollout_sharding_manager = self._build_rollout(\n"
     "  File \"/workspace/verl/verl/verl/workers/fsdp_workers.py\", line 501, in _build_rollout\n"
     "    rollout = vllm_rollout_cls(\n"
     "  File \"/workspace/verl/verl/verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py\", line 166, in __init__\n"
     "    self.inference_engine = LLM(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/utils.py\", line 1161, in inner\n"
     "    return fn(*args, **kwargs)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/llm.py\", line 247, in __init__\n"
     "    self.llm_engine = LLMEngine.from_engine_args(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", line 510, in from_engine_args\n"
     "    return engine_cls.from_vllm_config(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/llm_engine.py\", line 112, in from_vllm_config\n"
     "    return cls(vllm_config=vllm_config,\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/llm_engine.py\", line 92, in __init__\n"
     "    self.engine_core = EngineCoreClient.make_client(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/core_client.py\", line 75, in make_client\n"
     "    return InprocClient(vllm_config, executor_class, log_stats)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/core_client.py\", line 198, in __init__\n"
     "    self.engine_core = EngineCore(*args, **kwargs)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/core.py\", line 71, in __init__\n"
     "    self._initialize_kv_caches(vllm_config)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/core.py\", line 133, in _initialize_kv_caches\n"
     "    kv_cache_configs = [\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/core.py\", line 134, in <listcomp>\n"
     "    get_kv_cache_config(vllm_config, kv_cache_spec_one_worker,\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/core/kv_cache_utils.py\", line 699, in get_kv_cache_config\n"
     "    check_enough_kv_cache_memory(vllm_config, kv_cache_spec, available_memory)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/core/kv_cache_utils.py\", line 527, in check_enough_kv_cache_memory\n"
     "    raise ValueError(\"No available memory for the cache blocks. \"\n"
     "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.",
     "no_kv_memory", {}, "other_process",
     "A Chinese developer's verl PPO/GRPO runs (the repository's reTool / char_count experiments, small Qwen2.5-0.5B / "
     "SmolLM-class models, 2 GPUs per node) kept an error notebook; entry 14: the verl FSDP worker built its vLLM "
     "rollout (V1 engine in-process, vLLM 0.8.x) on cards that other jobs were already using, so after the weights "
     "and the profile no memory was left for KV cache blocks. The author's own heading names the cause: not enough "
     "GPU memory on the cards in use.",
     "the author's entry heading: '显存不足，指定显卡或者清理显存。 export CUDA_VISIBLE_DEVICES=1,2' (GPU memory short: "
     "point the job at free GPUs or clear the GPU memory; they exported CUDA_VISIBLE_DEVICES=1,2)",
     release="not stated (V1 engine, InprocClient, kv_cache_utils.check_enough_kv_cache_memory at line 527: vLLM 0.8.x)",
     gpu="not stated", gpus=None,
     forbidden=[{"flag": "--max-model-len"}],
     note="judgement calls 3, 5 and 6: entry '## 14.' of the notebook, its traceback as committed with the Ray "
          "auto_init/client_mode/get_objects frames and the TaskRunner.run() RayTaskError block between "
          "'run_ppo' and the WorkerDict error replaced by '...'; the entry heading (cause and fix in one line, "
          "quoted in fix_that_worked) left out. No command, model or utilization in this entry. other_process from "
          "the author's fix (pick other, free cards / clear memory), util_too_low is the alternative reading. "
          "Attribution: the stored text read (the search tool's id 33225870585, 57,937 characters, entries up to "
          "'# 17') is a later version of docs/Error.md than the two commits the index lists (013b5d..., 19,024 "
          "characters, entries 1-4; 580d7d..., 31,426 characters), so the url is cited at main; its paths "
          "(/workspace/verl/backend/reTool, project wuxibin_retool) are the repository's backend/reTool. One of two "
          "launches taken from this file (the other is the next case)")

# ------------------------------------------------------------------ verl (RLDecisionAgent error notes): V1 AsyncLLM with VLLM_USE_V1 unset
case("rldecisionagent-verl-async-server-asyncllm-vllm-use-v1-false", "https://github.com/johnson7788/RLDecisionAgent/blob/main/docs/Error.md",
     "Traceback (most recent call last):\n"
     "  File \"/workspace/verl/verl/verl/trainer/main_ppo.py\", line 40, in main\n"
     "    run_ppo(config)\n"
     "  File \"/workspace/verl/verl/verl/trainer/main_ppo.py\", line 77, in run_ppo\n"
     "    ray.get(runner.run.remote(config))\n"
     "...\n"
     "ray.exceptions.RayTaskError(ValueError): ray::TaskRunner.run() (pid=585134, ip=192.168.100.8, actor_id=2b9e243534fd3aaadd6bf62801000000, repr=<main_ppo.TaskRunner object at 0x727cd793c9a0>)\n"
     "  File \"/workspace/verl/verl/verl/trainer/main_ppo.py\", line 242, in run\n"
     "    trainer.init_workers()\n"
     "  File \"/workspace/verl/verl/verl/trainer/ppo/ray_trainer.py\", line 874, in init_workers\n"
     "    self.async_rollout_manager = AgentLoopManager(\n"
     "  File \"/workspace/verl/verl/verl/experimental/agent_loop/agent_loop.py\", line 461, in __init__\n"
     "    self._initialize_llm_servers()\n"
     "  File \"/workspace/verl/verl/verl/experimental/agent_loop/agent_loop.py\", line 513, in _initialize_llm_servers\n"
     "    ray.get([server.init_engine.remote() for server in self.async_llm_servers])\n"
     "ray.exceptions.RayTaskError(ValueError): ray::AsyncvLLMServer.init_engine() (pid=588112, ip=192.168.100.8, actor_id=adae42d67fca8af1305046a501000000, repr=<verl.workers.rollout.vllm_rollout.vllm_async_server.AsyncvLLMServer object at 0x71ab37a45f30>)\n"
     "  File \"/usr/lib/python3.10/concurrent/futures/_base.py\", line 451, in result\n"
     "    return self.__get_result()\n"
     "  File \"/usr/lib/python3.10/concurrent/futures/_base.py\", line 403, in __get_result\n"
     "    raise self._exception\n"
     "  File \"/workspace/verl/verl/verl/workers/rollout/vllm_rollout/vllm_async_server.py\", line 267, in init_engine\n"
     "    self.engine = AsyncLLM.from_vllm_config(vllm_config)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/engine/async_llm.py\", line 143, in from_vllm_config\n"
     "    raise ValueError(\n"
     "ValueError: Using V1 AsyncLLMEngine, but envs.VLLM_USE_V1=False. This should not happen. As a workaround, try using AsyncLLMEngine.from_vllm_config(...) or explicitly set VLLM_USE_V1=0 or 1 and report this issue on Github.\n"
     "\n"
     "Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.\n"
     "...\n"
     "(AsyncvLLMServer pid=588113) WARNING 08-05 01:28:55 [cuda.py:93] To see benefits of async output processing, enable CUDA graph. Since, enforce-eager is enabled, async output processor cannot be used",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The same notebook, a later entry: verl's async rollout mode (agent loop, actor_rollout_ref.rollout.mode=async) "
     "builds vLLM through the V1 class AsyncLLM.from_vllm_config, but in that environment vLLM's engine selection had "
     "resolved to V0 (envs.VLLM_USE_V1 False: the variable unset or 0, the config falling back to V0, hence V0's "
     "'async output processing' warning from the other server), so vLLM's own consistency check in "
     "vllm/v1/engine/async_llm.py refused before any model or memory work.",
     "the author's entry heading: 'export VLLM_USE_V1=1' (AsyncLLM.from_vllm_config() uses the V1 engine logic while "
     "VLLM_USE_V1 was False or unset, a logic conflict, so vLLM raised)",
     release="not stated (vLLM 0.8.x-0.9.x: V1 AsyncLLM.from_vllm_config with the VLLM_USE_V1 check; August 2025)",
     gpu="not stated", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 5 and 6: the second entry numbered '# 16.' of the notebook (it follows '# 17'), its "
          "traceback as committed from 'Traceback' with the Ray auto_init/client_mode/get_objects frames replaced "
          "by '...', then the HYDRA line, '...' (the second AsyncvLLMServer's repeated traceback dropped) and the "
          "server's WARNING line; the entry heading (the fix) left out, and the ']' line before 'Traceback' (the "
          "end of the Hydra overrides list) left out. gpus left None: the entry shows no command (the neighbouring "
          "entry's overrides have trainer.n_gpus_per_node=2, not this run's). Same source and attribution as the "
          "previous case")

if __name__ == "__main__":
    BATCH.write()
