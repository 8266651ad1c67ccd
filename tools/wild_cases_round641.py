"""Round-641 blind batch: WEIGHT SYNC AND RUNTIME WEIGHT UPDATES from RL trainers into a vLLM engine that has already
started (collective_rpc / worker-extension RPCs, the engine's internal model handle
llm_engine[.model_executor].driver_worker.model_runner.model, reload_weights / load_weights, sleep() / wake_up(),
VLLM_ALLOW_INSECURE_SERIALIZATION, the native weight-transfer engine) across verl, fairseq2, Flash-RL, vllm-ascend,
vLLM's tracker and research repos that reach into the engine; collected by helper wild641 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round641-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt; ``...``
marks lines dropped in between.

Look-ups: 29 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch / find_files /
find_repos). 7 cases: fairseq2 PR #1396 (trainer -> vLLM model sync on a newer vLLM: 'Object of type <class
'torch.dtype'> is not serializable. Set VLLM_ALLOW_INSECURE_SERIALIZATION=1 ...'), verl #4504 (verl 0.6.0's
ExternalZeroMQDistributedExecutor under a vLLM >= 0.11 that passes non_block to collective_rpc), verl #7130 (verl's
weight sync calls reload_weights(weights_iterator=...) on vLLM 0.12.0 whose Worker.reload_weights takes no arguments),
vllm #27788 (LLM.sleep() on a main build: 'PrometheusStatLogger' object has no attribute 'gauge_engine_sleep_state'),
RUCAIBox/Language-Specific-Neurons #3 (research code written for vLLM 0.2.7 reaching llm_engine.driver_worker on 0.4.0),
vllm-ascend #8500 (vLLM's weight-transfer API on an NPUWorker that had no weight_transfer_engine yet), yaof20/Flash-RL
#33 (Flash-RL's fp8-rollout load_weights patch on vLLM 0.8.3: 'Parameter' object has no attribute
'load_column_parallel_weight'). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt
("owner/repo #N" and the URL), against the fixtures' URLs in tests/golden/wild and against the earlier rounds' skip
lists (grep of "#N" in tools/wild_cases_round*.py, each hit read to see which repository it named) before it was
spent on.

The slice is close to mined out for its best-known messages: TRL's vllm-serve / init_communicator / update_named_param
threads (trl #3859, #3321, #3925, #3221, #2923, #2698, #3706, #3676), OpenRLHF's (#1193, #313's sibling #865, #621,
#335) and NeMo-RL's (#191) were all used or skip-listed. What was still fresh were version-drift failures of the RPC
surface itself (non_block, reload_weights' signature, the pickle fallback turned off by default, the sleep-state gauge)
and research code reaching into engine internals.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): trl #3859 (round 79), #3321, #3925, #3221, #2923,
  #2698 (round 380), #3676; OpenRLHF #1193, #865, #621, #335; NVIDIA-NeMo/RL #191; verl PR #6393 (vLLM 0.20.2 fp8
  rollout: 'Parameter' object has no attribute 'load_row_parallel_weight', in USED_SOURCES.txt); WuNein/vllm4mteb #1.
- Error line not in the stored chunk: allenai/open-instruct PR #1102 (grpo_fast on a vLLM main with
  'Exception in thread ... (process_output_sockets)' from encoder.encode_into; the TypeError line itself is cut; the PR,
  closed, sets VLLM_ALLOW_INSECURE_SERIALIZATION=1 -- the same class as fairseq2-1396, 2 look-ups), vllm PR #22413 (XPU
  rlhf_colocate example without VLLM_ALLOW_INSECURE_SERIALIZATION; traceback cut in ray.get), OpenRLHF #313 and vllm
  #5477 (vLLM 0.4.3's change to NCCL groups breaking OpenRLHF's second NCCL group for the weight broadcast; both chunks
  stop inside the worker_base traceback before the NCCL error line; 2 look-ups), vllm #9318 ('LLMEngine' object has no
  attribute 'driver_worker' on a V100; the chunk is the collect_env dump only), vllm #36856 ('LLMEngine' object has no
  attribute 'collective_rpc' with swift rollout + GKD and a PYTHONPATH pointing into another env; chunk stops at
  '--------error', no answer), rllm-org/rllm #240 (ExternalRayDistributedExecutor.collective_rpc() ... 'non_block':
  title and one sentence only; same class as verl-4504).
- No cause pinned or not in the slice's definition: OpenRLHF #1040 ('torch.distributed.DistStoreError: Timed out after
  1801 seconds waiting for clients. 1/3 clients joined.' on V100 with vllm 0.8.5.post1 and a locally modified OpenRLHF
  (screenshot); maintainer hijkzzz: 'we only support V1 engine for agent rlhf' -- usable if the lead accepts 'the V0
  engine' as the cause, but no label names it and the modification is a screenshot), wenlai-lavine/sNeuron-TST #5
  ('LLMEngine' ... 'driver_worker' on the latest vLLM; the author's advice '0.5.0 or 0.4.3' is from memory and would
  not restore llm_engine.driver_worker; unconfirmed), WuNein/vllm4mteb #2 (same message on vLLM 0.4.1; the answer only
  points at the repo's other script; kept out as a second driver_worker case), verl #6256 (KeyError:
  'embed_tokens.weight' in update_weights_from_ipc with Megatron-Bridge LoRA on Qwen3-30B-A3B; open, no diagnosis),
  NovaSky-AI/SkyRL PR #789 ('NCCL error : invalid argument' in SkyRL's own process-group creation; the author only
  'suspects' a PyTorch upgrade; closed unmerged), vllm #34201 ('Parameter' object has no attribute 'weight_loader' on
  WSL 0.15.1; chunk is the env dump), vllm #16434 (V1 multiprocessing removes model_executor: prose, no error line),
  tenstorrent/tt-xla #3310 (the same serial_utils TypeError for numpy.int64 in logprobs on a TT plug-in; not weight
  sync), unsloth PR #3673, ms-swift #4797 / PR #4825 and trl PR #3690 (torch.dtype not serializable in TRL's
  update_named_param: a hang, the fix PR's prose only), PrimeIntellect-ai/prime-rl PR #3531 (fix PR, no log).
- Same incident as a case: vllm #25154 (the Flash-RL reporter's copy on vLLM's tracker, stale), vllm PR #27867 and
  verl PR #3934 / #7168 (the fixes cited in vllm-27788, verl-4504 and verl-7130).

Judgement calls for the lead:
1. None of these is a crash inside vLLM's own start-up: each is the trainer's (or research script's) first call into
   an engine that did start, failing because of the vLLM release installed next to that program (or, for fairseq2, an
   environment variable the launch did not set). Taken under 'failures at the first requests caused by how it was
   launched', as earlier rounds took openrlhf-922 and unsloth-2426 ('LLMEngine' has no 'model_executor').
2. fairseq2-1396: kind vllm_check_failed (the message is vLLM's own raise in vllm/v1/serial_utils.py); cause
   vllm_check_failed too, since no label names 'VLLM_ALLOW_INSECURE_SERIALIZATION not set' (the pickle fallback was
   turned off by default in vLLM PR #17490, 0.9.0). A new cause such as insecure_serialization_disabled may fit better.
   The source is a merged fix PR; the error line is the PR author's quotation of it (two spaces in 'is  not' kept).
3. verl-7130: the issue's stored chunk stops in the reproduction steps before any log; the error line
   ("TypeError: Worker.reload_weights() got an unexpected keyword argument 'weights_iterator'") is quoted verbatim from
   PR #7168, whose description says 'Fixes #7130'. The excerpt joins the two with '...'. PR #7168 was closed unmerged
   and the issue is closed; the cause (kwarg only in vLLM >= 0.16, setup.py allowing vllm<=0.12.0) is the PR author's
   reading, consistent with the reporter's inspect.signature output.
4. vllm-27788: kind None (an AttributeError in vLLM's metrics code is none of the README's rows; earlier rounds used
   None for 'object has no attribute' release regressions), cause release_regression (PR #24176 created the sleep
   gauge only under VLLM_SERVER_DEV_MODE; fixed by merged PR #27867 'Enable sleep state metric outside of dev mode').
5. vllm-ascend-8500: kind None, cause platform_unsupported (as habana-vllm-fork-1559: a hardware plug-in's worker
   lacking what the vLLM release calls); the log is vLLM's own weight-transfer test run on Ascend, not a user's
   trainer. Fix: vllm-ascend PR #9152 (merged; HCCL weight-transfer engine wired into NPUWorker), RFC #9406.
6. flash-rl-33: kind weight_loading_mismatch and cause weight_loading_mismatch, following verl-540 (a framework's
   weight loader calling a method the vLLM parameter lacks); the lead may prefer dependency_version_mismatch. The
   stored chunk stops before the final AttributeError line, which is the issue's title (kept as the excerpt's first
   line).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round641-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- fairseq2 PR #1396: trainer -> vLLM model sync on a newer vLLM -> torch.dtype not serializable (pickle fallback off)
case("fairseq2-1396-model-sync-newer-vllm-torch-dtype-not-serializable-insecure-serialization",
     "https://github.com/facebookresearch/fairseq2/pull/1396",
     "1. after updating to newer vllm version, we observed model sync issue with error \"\"\"TypeError: Object of type "
     "<class 'torch.dtype'> is  not serializable. Set VLLM_ALLOW_INSECURE_SERIALIZATION=1 to allow fallback to "
     "pickle-based serialization. \"\"\"",
     "vllm_check_failed", {}, "vllm_check_failed",
     "fairseq2's online RL recipes sync the trainer's weights into their vLLM engines by RPC, passing Python objects "
     "such as a torch.dtype. vLLM's V1 engine serialises RPC arguments with msgspec and, since vLLM 0.9.0 (PR #17490), "
     "no longer falls back to pickle for objects it cannot encode unless VLLM_ALLOW_INSECURE_SERIALIZATION=1 is set. "
     "After the vLLM upgrade the engine was started without that variable, so the first model sync failed in "
     "vllm/v1/serial_utils.py. An environment setting of the launch, not a GPU or memory problem.",
     "confirmed by the merged PR (lydiadli, 2025-10-28): setting VLLM_ALLOW_INSECURE_SERIALIZATION=1 for the vLLM "
     "engines 'would relax it and enable jobs to run'",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the first numbered item of the PR description, verbatim (the title, which names the fix, and the "
          "second item about generate()'s new signature are left out). Source is a fix PR; the error line is the "
          "author's quotation. The vLLM release is only 'newer vllm versions' (>= 0.9.0 by the message's env-var "
          "pointer, vLLM PR #17860).")

# ---------------------------------------- verl #4504: verl 0.6.0 rollout under vLLM >= 0.11 -> ExternalZeroMQDistributedExecutor.collective_rpc() unexpected keyword 'non_block'
case("verl-4504-verl-060-external-zmq-executor-collective-rpc-unexpected-keyword-non-block",
     "https://github.com/verl-project/verl/issues/4504",
     "TypeError: ExternalZeroMQDistributedExecutor.collective_rpc() got an unexpected keyword argument 'non_block'\n"
     "\n"
     "### System Info\n"
     "\n"
     "For a vllm rollout with verl 0.6.0 seeing the issue with following traceback : \n"
     "`[core.py:710] Traceback (most recent call last):\n"
     "[core.py:710]   File \"/opt/conda/envs/ptca/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 701, in "
     "run_engine_core\n"
     "[core.py:710]     engine_core.run_busy_loop()\n"
     "[core.py:710]   File \"/opt/conda/envs/ptca/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 728, in "
     "run_busy_loop\n"
     "[core.py:710]     self._process_engine_step()\n"
     "[core.py:710]   File \"/opt/conda/envs/ptca/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 754, in "
     "_process_engine_step\n"
     "[core.py:710]     outputs, model_executed = self.step_fn()\n"
     "[core.py:710]   File \"/opt/conda/envs/ptca/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 284, in "
     "step\n"
     "[core.py:710]     model_output = self.execute_model_with_error_logging(\n"
     "[core.py:710]   File \"/opt/conda/envs/ptca/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 270, in "
     "execute_model_with_error_logging\n"
     "[core.py:710]     raise err\n"
     "[core.py:710]   File \"/opt/conda/envs/ptca/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 261, in "
     "execute_model_with_error_logging\n"
     "[core.py:710]     return model_fn(scheduler_output)",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "verl 0.6.0 runs vLLM's engine core with its own executor class (ExternalZeroMQDistributedExecutor, which forwards "
     "calls to verl's rollout workers over ZeroMQ). vLLM v0.11 (vLLM PR #24219) added a non_block keyword to "
     "Executor.collective_rpc and the V1 engine core passes non_block=True when it executes the model; verl 0.6.0's "
     "override does not accept it, so the first engine step of the rollout dies. A verl / vLLM version mismatch, not a "
     "GPU or memory problem.",
     "not in the stored text of this (open) issue. The cause and fix are verl PR #3934 (merged 2025-10-28, '[rollout] "
     "fix: Add \"non_block\" argument compatibility to collective_rpc()'): accept **extra_kwargs in the override, i.e. "
     "use a verl that contains #3934 with vLLM >= 0.11, or keep vLLM below 0.11 with verl 0.6.0",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it, down to the last traceback line "
          "stored (the chunk stops inside execute_model_with_error_logging; the error line itself is the title). The "
          "installed vLLM version is not in the stored text. rllm-org/rllm #240 is the same message from verl's "
          "ExternalRayDistributedExecutor and was not taken separately.")

# ---------------------------------------- verl #7130: verl 0.9.0.dev weight sync on vLLM 0.12.0 -> Worker.reload_weights() unexpected keyword 'weights_iterator'
case("verl-7130-vllm-0120-extra-reload-weights-unexpected-keyword-weights-iterator-weight-sync",
     "https://github.com/verl-project/verl/issues/7130",
     "[vllm] vLLM 0.12 from .[vllm] crashes on reload_weights signature mismatch\n"
     "\n"
     "### System Info\n"
     "\n"
     "```text\n"
     "Installation command: uv pip install -e \".[vllm]\"\n"
     "Python: 3.12.13\n"
     "verl: 0.9.0.dev\n"
     "verl commit: a35908ca3c9632859c58d6a2855d858918ae21dc\n"
     "vLLM: 0.12.0\n"
     "PyTorch: 2.9.0+cu128\n"
     "Ray: 2.56.1\n"
     "Platform: Linux x86_64\n"
     "Training backend: FSDP2\n"
     "Rollout backend: vLLM V1\n"
     "Model: Qwen3-0.6B\n"
     "Task: GRPO on GSM8K\n"
     "```\n"
     "\n"
     "The environment was installed from the repository's declared `vllm` extra. In\n"
     "`setup.py`, the current constraint is:\n"
     "\n"
     "```python\n"
     "VLLM_REQUIRES = [\n"
     "    \"tensordict>=0.8.0,<=0.10.0,!=0.9.0\",\n"
     "    \"vllm>=0.8.5,<=0.12.0\",\n"
     "]\n"
     "```\n"
     "...\n"
     "```\n"
     "TypeError: Worker.reload_weights() got an unexpected keyword argument 'weights_iterator'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "verl's standard FSDP -> vLLM weight sync calls the worker's reload_weights(weights_iterator=..., "
     "is_checkpoint_format=True), a signature that exists only from vLLM 0.16; verl's own '.[vllm]' extra still allows "
     "(and installed) vLLM 0.12.0, whose Worker.reload_weights takes no arguments, so the first weight sync of the GRPO "
     "run dies with a TypeError. A verl / vLLM version mismatch, not a GPU or memory problem.",
     "not in the stored text of the issue (closed). PR #7168 ('Fixes #7130', closed unmerged) diagnoses it and falls "
     "back to the bucketed load_weights path when weights_iterator is not accepted; the working setup is a vLLM >= "
     "0.16 with this verl (or a verl whose weight sync predates the reload_weights path)",
     release="0.12.0 (verl 0.9.0.dev, PyTorch 2.9.0+cu128)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and its System Info / setup.py paragraphs as stored (the reproduction steps, "
          "which print inspect.signature(Worker.reload_weights) -> '(self) -> None', are dropped at '...'); the last "
          "fenced line is the error as quoted verbatim in PR #7168's description (the issue's stored chunk stops "
          "before its log). See judgement call 3.")

# ---------------------------------------- vllm #27788: SkyRL calling LLM.sleep() on a vLLM main build -> 'PrometheusStatLogger' object has no attribute 'gauge_engine_sleep_state'
case("vllm-27788-main-build-skyrl-llm-sleep-prometheus-stat-logger-no-gauge-engine-sleep-state",
     "https://github.com/vllm-project/vllm/issues/27788",
     "[Bug]: vLLM `sleep` broken on `main` AttributeError: 'PrometheusStatLogger' object has no attribute "
     "'gauge_engine_sleep_state'.\n"
     "...\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "vLLM sleep seems to be broken on `main` right now. Testing with SkyRL + the commit "
     "b5d90f740048d43376390a61ca5b77c287505d0e, I get the following error with `.sleep`:\n"
     "\n"
     "```bash\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/ray/default/vllm/skyrl/skyrl-train/skyrl_train/entrypoints/main_base.py\", line 305, in main\n"
     "    ray.get(skyrl_entrypoint.remote(cfg))\n"
     "  File \"/home/ray/.cache/uv/builds-v0/.tmpc3hoav/lib/python3.12/site-packages/ray/_private/auto_init_hook.py\", "
     "line 22, in auto_init_wrapper\n"
     "    return fn(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/ray/.cache/uv/builds-v0/.tmpc3hoav/lib/python3.12/site-packages/ray/_private/client_mode_hook.py\", "
     "line 104, in wrapper\n"
     "    return func(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/ray/.cache/uv/builds-v0/.tmpc3hoav/lib/python3.12/site-packages/ray/_private/worker.py\", line "
     "2858, in get\n"
     "    values, debugger_breakpoint = worker.get_objects(object_refs, timeout=timeout)\n"
     "                                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     None, {}, "release_regression",
     "SkyRL's trainer puts its colocated vLLM engine to sleep (LLM.sleep(), sleep mode enabled) between rollouts. On "
     "vLLM main at commit b5d90f74 the V1 metrics code recorded the sleep state in a Prometheus gauge that vLLM PR "
     "#24176 created only when VLLM_SERVER_DEV_MODE was set (assuming sleep was reachable only through the dev-mode "
     "HTTP endpoints); the offline LLM.sleep() path hit the missing attribute. A regression of that main build, not a "
     "launch or memory problem.",
     "fixed by vLLM PR #27867 (markmc, merged, '[Metrics] Enable sleep state metric outside of dev mode': 'In #24176 we "
     "assumed that sleep mode is only available when dev mode enabled, but #27789 shows that this is of course not "
     "true'). Fix: a vLLM build after #27867 (or a release before #24176); VLLM_SERVER_DEV_MODE=1 sidesteps it on the "
     "broken build",
     release="main @ b5d90f740048d43376390a61ca5b77c287505d0e (October 2025)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it (the empty collect_env block is "
          "dropped; the chunk stops in Ray's worker.get frames, the error line is the title). The fix comes from the "
          "linked PR's description, not from the issue's comments. Kind None: see judgement call 4.")

# ---------------------------------------- Language-Specific-Neurons #3: activation.py written for vLLM 0.2.7 on vLLM 0.4.0 -> 'LLMEngine' object has no attribute 'driver_worker'
case("language-specific-neurons-3-vllm-040-llm-engine-no-attribute-driver-worker-written-for-027",
     "https://github.com/RUCAIBox/Language-Specific-Neurons/issues/3",
     "While executing the script `activation.py`, specifically at line 60, I encountered the following error:\n"
     "\n"
     "```python\n"
     "obj = model.llm_engine.driver_worker.model_runner.model.model.layers[i].mlp\n"
     "AttributeError: 'LLMEngine' object has no attribute 'driver_worker'\n"
     "```\n"
     "This error was preceded by an INFO log indicating the initialization of an LLM engine:\n"
     "\n"
     "```arduino\n"
     "INFO 04-03 16:53:31 llm_engine.py:75] Initializing an LLM engine (v0.4.0) with config ...\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The repository's activation.py reaches into the running engine's model (to hook each layer's MLP) through "
     "llm_engine.driver_worker.model_runner.model, an internal path of vLLM 0.2.x. From vLLM 0.4.0 the workers live "
     "under the executor (llm_engine.model_executor.driver_worker), so right after the engine came up the script's "
     "first access failed. The script and the installed vLLM release do not match; not a GPU or memory problem.",
     "maintainer StevenTang1998 (2024-04-03): 'We use `vllm==0.2.7`' -- i.e. install vllm==0.2.7 for this code (or "
     "change the path to llm_engine.model_executor.driver_worker on 0.4.x)",
     release="0.4.0", gpu=None, gpus=None, command="python activation.py",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the reporter's description from the error paragraph to the INFO line, verbatim (the greeting and "
          "the closing questions are dropped). A program driving vLLM's internals after start-up, like the RL trainers' "
          "driver_worker.model_runner.model.load_weights path; the release is read from the engine's own INFO line.")

# ---------------------------------------- vllm-ascend #8500: vLLM >0.18 weight-transfer API on Ascend -> 'NPUWorker' object has no attribute 'weight_transfer_engine'
case("vllm-ascend-8500-vllm-018-weight-transfer-llm-collective-rpc-npuworker-no-weight-transfer-engine",
     "https://github.com/vllm-project/vllm-ascend/issues/8500",
     "[Bug]: AttributeError: 'NPUWorker' object has no attribute 'weight_transfer_engine'\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vllm > 0.18.0\n"
     "...\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "tests/entrypoints/weight_transfer/test_weight_transfer_llm.py\n"
     "...\n"
     "________________ test_init_weight_transfer_engine_calls_engine _________________\n"
     "\n"
     ">   results = llm.collective_rpc(check_engine_exists)\n"
     "    ^^^^^^^^^^^^^^^^^\n"
     "\n"
     "tests/entrypoints/weight_transfer/test_weight_transfer_llm.py:152: \n"
     "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ \n"
     "vllm/entrypoints/llm.py:664: in collective_rpc\n"
     "    return self.llm_engine.collective_rpc(method, timeout, args, kwargs)\n"
     "    ^^^^^^^^^^^^^^^^^\n"
     "vllm/v1/engine/llm_engine.py:422: in collective_rpc\n"
     "    return self.engine_core.collective_rpc(method, timeout, args, kwargs)\n"
     "    ^^^^^^^^^^^^^^^^^\n"
     "vllm/v1/engine/core_client.py:359: in collective_rpc\n"
     "    return self.engine_core.collective_rpc(method, timeout, args, kwargs)\n"
     "    ^^^^^^^^^^^^^^^^^\n"
     "vllm/v1/engine/core.py:733: in collective_rpc\n"
     "    return self.model_executor.collective_rpc(method, timeout, args, kwargs)\n"
     "    ^^^^^^^^^^^^^^^^^",
     None, {}, "platform_unsupported",
     "vLLM after 0.18 ships a native weight-transfer engine for RL weight sync (init_weight_transfer_engine / "
     "update_weights on the GPU worker, NCCL and CUDA-IPC backends). On Ascend the worker is vllm-ascend's NPUWorker, "
     "which at that point had no weight_transfer_engine and no NCCL/IPC equivalent, so vLLM's weight-transfer test "
     "(an LLM whose collective_rpc looks for the engine on each worker) fails on the NPU. The platform plug-in did not "
     "support the feature yet; not a memory or launch-flag problem.",
     "not in the stored text of the issue (open). vllm-ascend RFC #9406 ('Neither backend runs on Ascend NPU out of the "
     "box') and the merged PR #9152 (HCCLWeightTransferEngine, NPUWorker integration; later the NPU-IPC backend #10592, "
     "backported to v0.22.1rc by #11030) add it: use a vllm-ascend release with those changes",
     release="vllm > 0.18.0 (vllm-ascend main, April 2026)", gpu="Ascend NPU", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as stored, with the empty collect_env block and the attached-log "
          "link dropped at '...'; the chunk stops in vllm/v1/executor/un... (the error line is the title). A test of "
          "vLLM's own RL API run on the NPU plug-in rather than a user's trainer: see judgement call 5.")

# ---------------------------------------- Flash-RL #33: flash_rl fp8 rollout on vLLM 0.8.3 (Qwen2.5-VL) -> 'Parameter' object has no attribute 'load_column_parallel_weight'
case("flash-rl-33-fp8-rollout-vllm-083-qwen25-vl-update-weight-parameter-no-load-column-parallel-weight",
     "https://github.com/yaof20/Flash-RL/issues/33",
     "AttributeError: 'Parameter' object has no attribute 'load_column_parallel_weight'\n"
     "\n"
     "When I use flash_rl with fp8 rollout, vllm version 0.8.3, I met the following error:\n"
     "```python\n"
     "[rank4]:     self.model_runner.model.load_weights(weights=[(name, weight)])\n"
     "[rank4]:   File \"/root/miniconda3/lib/python3.11/site-packages/flash_rl/vllm_patch.py\", line 701, in "
     "hacked_load_weights\n"
     "[rank4]:     updated_params = original_load_weights(\n"
     "[rank4]:                      ^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank4]:   File \"/root/miniconda3/lib/python3.11/site-packages/vllm/model_executor/models/qwen2_5_vl.py\", line "
     "1115, in load_weights\n"
     "[rank4]:     return loader.load_weights(weights, mapper=self.hf_to_vllm_mapper)\n"
     "[rank4]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank4]:   File \"/root/miniconda3/lib/python3.11/site-packages/vllm/model_executor/models/utils.py\", line 261, "
     "in load_weights\n"
     "[rank4]:     autoloaded_weights = set(self._load_module(\"\", self.module, weights))\n"
     "[rank4]:                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank4]:   File \"/root/miniconda3/lib/python3.11/site-packages/vllm/model_executor/models/utils.py\", line 222, "
     "in _load_module\n"
     "[rank4]:     yield from self._load_module(prefix,",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Flash-RL's fp8 rollout patches vLLM's load_weights (flash_rl/vllm_patch.py, hacked_load_weights): it records the "
     "loader methods of each vLLM parameter, rebuilds the parameters, and re-attaches the recorded loaders before "
     "calling the original load_weights during the trainer's weight update. Its list of recorded loader keys lacked "
     "load_column_parallel_weight, the v2 parameter-loader method vLLM 0.8.3's Qwen2.5-VL column-parallel layers use, "
     "so the first weight update reached a plain torch Parameter without it. A mismatch between the patch and the "
     "vLLM parameter API; not a GPU or memory problem.",
     "fixed by the reporter's Flash-RL PR #35 (merged, 2025-09-29): 'add load_column_parallel_weight to "
     "recorded_loader_keys to solve the problem AttributeError: 'Parameter' object has no attribute "
     "'load_column_parallel_weight''",
     release="0.8.3", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (the error line; the stored chunk stops inside _load_module before it) and the "
          "description as stored. The same reporter filed the same traceback on vLLM's tracker as vllm #25154 (stale, "
          "no answer), not taken separately. Labels follow verl-540 (judgement call 6).")

if __name__ == "__main__":
    BATCH.write()
