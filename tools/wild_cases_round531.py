"""Round-531 blind batch: vLLM rollout start-up failures in RL-TRAINING and FINE-TUNING repositories, taken from
FIX PULL REQUESTS and the issues they close (verl, OpenRLHF, trl, ROLL, slime, AReaL, NeMo-RL, SkyRL, prime-rl,
LLaMA-Factory, unsloth / unsloth-zoo, ms-swift, axolotl, OpenPipe ART, rllm were searched); collected by helper
wild531 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round531-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source threads
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch / find_* calls). 3 cases, all from
verl, all failures of verl's vLLM rollout at start-up that come from verl's own rollout code rather than from a vLLM
check: verl #2001 (Megatron worker + async vLLM rollout: 'vLLMRollout' object has no attribute 'execute_method',
fixed by merged PR #2122), verl #4220 (SPIN / online-DPO recipe: 'RuntimeError: no running event loop' from
vLLMAsyncRollout's ZeroMQ set-up, diagnosed in PR #4246), verl #3806 (verl 0.7.0.dev + Ray 2.50.0 + vLLM 0.10.2:
"RuntimeError: There is no current event loop in thread 'MainThread'" while building the rollout, fixed by merged PRs
#3803 / #3828). Every source was checked with grep against /work/coord/USED_SOURCES.txt (both verl-project/ and
volcengine/ spellings) and against the skip lists of /work/main/tools/wild_cases_round*.py and of this session's
rounds 511-534 before it was taken.

The slice is almost mined out: after ~500 rounds nearly every RL-repo thread that quotes a vLLM message (KV cache too
small, free memory, max_num_batched_tokens, LoRA rank, bf16 on V100, fork / CUDA re-init, V1 engine, worker extension,
unsloth fast_inference imports, ...) is in USED_SOURCES.txt or a skip list. The three cases are therefore wrapper-side
start-up failures (message_kind None), which the earlier rounds had not taken.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): verl #1642, #1191 (verl's own TP assert, round 64),
  #5113, #7624 / PR #7626, #4202, #3296; EasyR1 PR #197, PR #3425, #648, #82; trl #3788, #3142, #3157, #3115, #3450,
  PR #3310; OpenRLHF #1011, #358, #1193, #922; NeMo-RL #259, PR #4080; unsloth #6385, #2676, #2528, #2104, #2887,
  #2097, #4841, #3939, unsloth-zoo PR #783 / unsloth PR #6390, unsloth-zoo PR #788; LlamaFactory #4960, #9503, #9512,
  #6523, #6654, PR #3794, PR #4029; ms-swift #4221, #4248, PR #463; SkyRL #87, #284; prime-rl #917, PR #1408; ROLL
  #153; MemAgent #23; OpenPipe ART #176; rllm #62 (runtime swap abort).
- Not a start-up failure: verl PR #960 ('RuntimeError: Aborted due to the lack of CPU swap space' during generation;
  the fix is engine_kwargs.swap_space, a runtime preemption failure like the rejected rllm #62).
- Error line not in the stored chunk or no fix stored: SkyRL PR #1800 (vLLM 0.23.0 upgrade, import chain through
  vllm.lora.utils.is_moe_model, the chunk stops before the error line; one more search did not reach it), SkyRL #529
  (flash-rl on an older vLLM, traceback cut before the ImportError), OpenPipe ART #97 (Triton compile error in
  sgmv_expand during load_vllm, no resolution stored), ART #313 ('LoRARequest' object has no attribute 'lora_tensors',
  no fix stored), ART #478 (multi-GPU Unsloth + vLLM, prose only, open), verl #5008 (Megatron + AgentLightning, same
  'no running event loop' as verl-4220, no resolution stored), verl #4464 (on-policy distillation, same message
  plus a follow-on 'NoneType' error, open), verl PR #3803 / #3828 themselves (their full traces are beyond the
  stored chunks; used as the fix of verl-3806), verl #3822 (same message as verl-3806, command only, open).
- Wrapper / own messages judged not worth a case: NeMo-RL PR #4043 ('No module named nemo_gym' in the cached vLLM
  worker venv: NeMo-RL's own packaging), OpenRLHF PR #1274 (the fix of the used #1011; no error text in the PR),
  LlamaFactory #4022 (request-time 'prompt' keyword, rejected before as PR #4029).
- Outside this slice, left for others: ray-project/ray #59009 (Ray Data LLM vLLM stage, 'RuntimeError: no running
  event loop', fixed by pinning uvloop==0.21.0, confirmed by the reporter) and ray #57992 (Ray LLM example +
  uvloop 0.22.1 -> "There is no current event loop in thread 'MainThread'", works with 0.21.0); RLHFlow/Reinforce-Ada
  #11 (a verl fork, the same uvloop message at actor_rollout_init_model); vllm #36856 (ms-swift rollout,
  'LLMEngine' object has no attribute 'collective_rpc').

Judgement calls for the lead:
1. All three cases are failures of verl's vLLM rollout start-up raised by verl's code, not by a vLLM check; they are
   taken under 'a start-up (or first rollout) failure of vLLM caused by how it was launched'. kind None for all three
   (no vLLM message); cause 'unrecognized' for the two plain verl bugs (verl-2001, verl-4220), following the SkyRL
   #1343 fixture (a wrapper bug at vLLM start-up, kind None / cause unrecognized).
2. verl-3806: the error is only in the issue title (the stored body is the environment block, cut before the
   reproduction). The cause is taken from the merged same-day fix PRs #3803 / #3828 (uvloop's get_event_loop raising
   inside a Ray worker that has no loop bound to MainThread, while verl builds the rollout); the stored text of #3806
   that was seen does not link those PRs, so the link is the collector's (same message, same code path, same day).
   Cause labelled dependency_version_mismatch (uvloop's behaviour under Ray changed; ray #57992 / #59009, outside this
   slice, pin it to uvloop 0.22.x vs 0.21.0); 'unrecognized' is the alternative if the lead reads it as a verl bug.
3. verl-4220: the fix PR #4246 (lazy ZeroMQ initialisation) is open in the stored text, so no merged fix is claimed;
   the cause is its diagnosis (asyncio.get_running_loop() called from vLLMAsyncRollout.__init__ in a synchronous Ray
   worker init), which names the same crash ('When running Online DPO or SPIN training ... crashes during
   initialization'). The link #4220 -> PR #4246 is the collector's (same recipe, same message, two days apart).
4. verl-2001: the stored chunks of the issue body are the reporter's full Megatron trainer config; the traceback is
   not in them, so the error text is the title's. The fix is merged PR #2122 ('fix megatron vllm async rollout
   server', 'related to #2008 and #2001'); a commenter who hand-applied #2008's worker change then met 'vllm parallel
   group is not initialized', so the one-line change alone was not the whole fix.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round531-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- verl #2001: Megatron backend + vLLM async rollout -> 'vLLMRollout' object has no attribute 'execute_method'
case("verl-2001-megatron-vllm-async-rollout-vllmrollout-no-attribute-execute-method",
     "https://github.com/verl-project/verl/issues/2001",
     "megatron + vllm async: AttributeError: 'vLLMRollout' object has no attribute 'execute_method'\n"
     "\n"
     "```\n"
     "    megatron:\n"
     "      param_offload: False\n"
     "      grad_offload: False\n"
     "      optimizer_offload: False\n"
     "      tensor_model_parallel_size: 1\n"
     "      expert_model_parallel_size: 1\n"
     "      expert_tensor_parallel_size: null\n"
     "      pipeline_model_parallel_size: 1\n"
     "      virtual_pipeline_model_parallel_size: null # change VPP interface for parallelism tests\n"
     "      context_parallel_size: 1\n"
     "      sequence_parallel: True\n"
     "      use_distributed_optimizer: True\n"
     "...\n"
     "  # Number of nodes used in the training\n"
     "  nnodes: 1\n"
     "\n"
     "  # Number of GPUs per node\n"
     "  n_gpus_per_node: 8\n"
     "```",
     None, {}, "unrecognized",
     "verl with the Megatron actor backend and the vLLM rollout in async mode (AsyncvLLMServer): verl's Megatron worker "
     "still built the synchronous vLLMRollout class in async mode, while the async vLLM server calls execute_method on "
     "the rollout object, which only the async rollout class (vLLMAsyncRollout) provides - the FSDP worker already picks "
     "vLLMAsyncRollout when rollout.mode is async. A gap in verl's Megatron worker, not a vLLM, memory or GPU problem.",
     "merged verl PR #2122 '[megatron,vllm] fix: megatron vllm async rollout server' (2025-06-20, 'related to #2008 and "
     "#2001'); before it, PR #2008 (ETOgaosion, closed) proposed doing 'the same as fsdp_workers' (choose "
     "vLLMAsyncRollout when rollout.mode == 'async'); a commenter who applied only that worker change by hand then hit "
     "'vllm parallel group is not initialized', so the merged PR is the fix, not the one-line change",
     release=None, gpu=None, gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="judgement calls 1 and 4. Excerpt: the issue title (the error) and two stored chunks of the reporter's "
          "ppo_megatron_trainer config (the Megatron block and the trainer's node / GPU count), joined by '...'; the "
          "traceback is not in the stored chunks. The comments with the fix are left out.")

# ---------------------------------------- verl #4220: SPIN / online-DPO recipe, vLLMAsyncRollout init -> RuntimeError: no running event loop
case("verl-4220-spin-online-dpo-qwen3-0.6b-1gpu-vllm-async-rollout-no-running-event-loop",
     "https://github.com/verl-project/verl/issues/4220",
     "online_dpo：RuntimeError: no running event loop\n"
     "\n"
     "### System Info\n"
     "\n"
     "bash recipe/spin/run_spin.sh\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "```shell\n"
     "CUDA_VISIBLE_DEVICES=${VISIBLE_DEVICES} python3 -m recipe.spin.main_spin \\\n"
     "  data.train_files=$HOME/data/gsm8k_pre/train.parquet \\\n"
     "  data.val_files=$HOME/data/gsm8k_pre/test.parquet \\\n"
     "  data.train_batch_size=1024 \\\n"
     "  data.max_prompt_length=1024 \\\n"
     "  data.max_response_length=1024 \\\n"
     "  actor_rollout_ref.model.path=$HOME/model/Qwen3-0.6B \\\n"
     "  actor_rollout_ref.actor.optim.lr=1e-6 \\\n"
     "  actor_rollout_ref.actor.ppo_mini_batch_size=64 \\\n"
     "  actor_rollout_ref.actor.ppo_micro_batch_size=8 \\\n"
     "  actor_rollout_ref.rollout.log_prob_micro_batch_size=64 \\\n"
     "  actor_rollout_ref.rollout.tensor_model_parallel_size=1 \\\n"
     "  actor_rollout_ref.rollout.gpu_memory_utilization=0.4 \\\n"
     "  actor_rollout_ref.ref.log_prob_micro_batch_size=64 \\\n"
     "  algorithm.kl_ctrl.kl_coef=0.001 \\\n"
     "  trainer.logger=console \\\n"
     "  trainer.val_before_train=True \\\n"
     "  trainer.n_gpus_per_node=1 \\\n"
     "  trainer.nnodes=1 \\\n"
     "  trainer.save_freq=-1 \\\n"
     "  trainer.test_freq=1 \\\n"
     "  +trainer.log_freq=1 \\\n"
     "  trainer.ref_update_freq=1 \\\n"
     "  trainer.total_epochs=1000 2>&1 | tee verl_demo.log\n"
     "```",
     None, {}, "unrecognized",
     "verl's SPIN / online-DPO recipe (recipe/spin/main_spin) on one GPU with Qwen3-0.6B: when the Ray worker builds "
     "the vLLM rollout, vLLMAsyncRollout.__init__() calls _init_zeromq(), which calls asyncio.get_running_loop() in the "
     "synchronous Ray actor initialisation, where no event loop is running, so the rollout crashes at start-up with "
     "'RuntimeError: no running event loop' (vllm_rollout_spmd.py:575). A verl code bug on this recipe path; not a "
     "vLLM, memory, TP or GPU problem (gpu_memory_utilization 0.4 and TP 1 are irrelevant).",
     "no merged fix in the stored text: verl PR #4246 '[vllm, rollout] fix: lazy initialize ZMQ to avoid event loop "
     "error' (open, 2025-11-23) gives the diagnosis above for 'Online DPO or SPIN training' and defers the ZeroMQ set-up "
     "to the first async call, when a loop exists. Workaround implied: run a verl version / recipe where the rollout's "
     "ZeroMQ set-up is not done in __init__",
     release=None, gpu=None, gpus=1,
     command="python3 -m recipe.spin.main_spin ... actor_rollout_ref.model.path=$HOME/model/Qwen3-0.6B "
             "actor_rollout_ref.rollout.tensor_model_parallel_size=1 "
             "actor_rollout_ref.rollout.gpu_memory_utilization=0.4 trainer.n_gpus_per_node=1 trainer.nnodes=1 ...",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"}],
     note="judgement calls 1 and 3. Excerpt: the issue title (the error; '：' is the full-width colon as stored), the "
          "System Info line and the reproduction command, as the stored description shows them; no traceback was "
          "pasted in the stored chunk. verl #5008 (Megatron backend + AgentLightning, vllm_rollout_spmd.py line 564, "
          "same message) and #4464 (on-policy distillation) are the same failure and were not taken separately.")

# ---------------------------------------- verl #3806: verl 0.7.0.dev + ray 2.50.0 + vLLM 0.10.2 on 8x L40S -> There is no current event loop in thread 'MainThread'
case("verl-3806-verl-07dev-ray-250-vllm-0102-8x-l40s-no-current-event-loop-mainthread",
     "https://github.com/verl-project/verl/issues/3806",
     "verl 0.6.0 RuntimeError: There is no current event loop in thread 'MainThread'\n"
     "\n"
     "### System Info\n"
     "\n"
     "```\n"
     "----------Python Info----------\n"
     "Version      : 3.11.10\n"
     "Compiler     : GCC 13.3.0\n"
     "Build        : ('main', 'Oct 16 2024 01:27:36')\n"
     "Arch         : ('64bit', 'ELF')\n"
     "------------Pip Info-----------\n"
     "Version      : 25.2\n"
     "Directory    : /opt/conda/lib/python3.11/site-packages/pip\n"
     "vllm\t     : 0.10.2\n"
     "sglang\t     : not found.\n"
     "ray\t     : 2.50.0\n"
     "torch\t     : 2.8.0\n"
     "----------verl Info-----------\n"
     "Version      : 0.7.0.dev\n"
     "Directory    : /workspace/verl/verl\n"
     "Commit Hash  : acfcf98ed0dd8997f9dfbd1795e24c49486fba71\n"
     "----------Platform Info----------\n"
     "Platform     : Linux-5.10.223-212.873.amzn2.x86_64-x86_64-with-glibc2.35\n"
     "system       : Linux\n"
     "node         : d3a56fc99633\n"
     "release      : 5.10.223-212.873.amzn2.x86_64\n"
     "version      : #1 SMP Wed Aug 7 16:53:32 UTC 2024\n"
     "----------Environment----------\n"
     "CUDA Runtime : 12.8\n"
     "CUDA Compiler : Cuda compilation tools, release 12.4, V12.4.131\n"
     "----------System Info----------\n"
     "CPU Memory\t: 1492.03 GB\n"
     "GPU Count\t: 8\n"
     "GPU 1\tType    : NVIDIA L40S\n"
     "GPU 1\tMemory  : 44.99 GB\n"
     "```",
     None, {}, "dependency_version_mismatch",
     "verl (0.7.0.dev at acfcf98, Ray 2.50.0, vLLM 0.10.2) builds the vLLM rollout inside a Ray worker and calls "
     "asyncio.get_event_loop() there; under the uvloop event-loop semantics of that Ray worker no loop is bound to "
     "'MainThread', so uvloop's get_event_loop() raises instead of creating one and the rollout never starts. An "
     "asyncio / uvloop behaviour change meeting verl's rollout-building code, not a vLLM, memory or GPU problem.",
     "verl's merged PRs #3803 '[worker] fix: create a new event loop if none exists when building rollouts' "
     "(opened 2025-10-17, the same day as this issue) and #3828 (the safer try/except version): when get_event_loop() raises, "
     "create and set a new loop before using it; i.e. update verl to a commit with those PRs. Outside verl, Ray #57992 / "
     "#59009 report the same message with uvloop 0.22.x and that pinning uvloop==0.21.0 avoids it",
     release="0.10.2 (verl 0.7.0.dev acfcf98, Ray 2.50.0, torch 2.8.0)", gpu="NVIDIA L40S (44.99 GB)", gpus=8,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--enforce-eager"}],
     note="judgement calls 1 and 2. Excerpt: the issue title (the only place the error line is stored; the title says "
          "'verl 0.6.0' while the environment prints 0.7.0.dev) and the System Info block as the stored description "
          "shows it; the reproduction that follows is cut in the stored chunk. verl #3822 (run_deepseek7b_llm.sh, "
          "rollout TP 4, util 0.4, same message two days later) is the same failure and was not taken separately.")

BATCH.write()
