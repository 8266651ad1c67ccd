"""Round-321 blind batch: research reinforcement-learning / reasoning repositories that start vLLM for rollouts or
evaluation (TinyZero, Search-R1, simpleRL-reason, Logic-RL, rllm/DeepScaleR, AReaL, ROLL, EasyR1, R1-V, VLM-R1,
Open-Reasoner-Zero, PRIME, OpenManus-RL, ZeroSearch, ReSearch, Agent-R1, RAGEN, lmms-r1, and their kin), issues where
the vLLM engine fails at start-up, from the ``issues`` corpus; collected by helper wild321 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round321-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed (45 ``search``, all corpus=issues; 1 ``read_file``, which found no stored file for
an issue path; no find_string, find_files or fetch). **Short of the 4-10 asked: 2 cases.** The slice is nearly
mined out or barely indexed: the issues corpus returns one turn-excerpt per thread, so for most slice threads only the description (often a long config dump or a
screenshot) is visible, never the error line and the fix together; generic queries drift to vllm-project/vllm,
verl, trl and OpenRLHF threads, nearly all of them already in USED_SOURCES.txt.

Sources given up (for the lead, not cases):
- Already used (grep -F on USED_SOURCES.txt): Jiayi-Pan/TinyZero #88; PeterGriffinJin/Search-R1 #173;
  hkust-nlp/simpleRL-reason #58; rllm-org/rllm #8; alibaba/ROLL #87; hiyouga/EasyR1 #551; Open-Reasoner-Zero #69;
  NVIDIA-NeMo/RL #259; OpenRLHF #336 and PR #702; EleutherAI/lm-evaluation-harness #2706; huggingface/lighteval
  #532; huggingface/trl #2688, #2826; huggingface/open-r1 #568; verl-project/verl #4229; gensyn-ai/rl-swarm #118,
  #314; pat-jj/s3 #10; Graph-COM/SubgraphRAG #19; QinYang79/ICL #3; SergiioB/intel-arc-pro-b70-inference-cookbook #4;
  noonghunna/club-3090 #35; plus many vllm-project/vllm threads the searches returned.
- No error line visible in the stored turn (description only, or a config dump / screenshot), or no fix:
  PeterGriffinJin/Search-R1 #93 (4x A6000 'OOM', description is the config dump), #41 (V100 OOM mid-training);
  hiyouga/EasyR1 #52 (Qwen2.5-0.5B GRPO, config dump), PR #1 (0.7 -> 0.6, no log); TideDra/lmm-r1 #9 (LLMRayActor
  init fails in vllm/config.py, the final error line is not in the stored turn), #16 (a hang, not an error);
  Unakar/Logic-RL #26 (a hang); Alibaba-NLP/ZeroSearch #7 (an sglang launch, not vLLM); areal-project/AReaL #240
  (no log); appletea233/Temporal-R1 #1 (no log); gensyn-ai/rl-swarm #90 (vLLM 0.7.0 log cut before the error,
  the maintainer's 'Try adjusting vllm_gpu_memory_utilization' not confirmed), #25 (screenshot), #122 (log cut);
  PrimeIntellect-ai/prime-rl #917/#918 (the undefined-symbol line is not in the stored turn; PR #919 bumps vLLM);
  OpenRLHF #741 (vLLM 0.7.2 LLMRayActor import chain, error line cut), #358; allenai/open-instruct PR #521 (log
  cut before the error); verl PR #5384 (describes the FSDP-cached-blocks start-up failure but prints no log).
- Also seen late, not taken: rllm-org/rllm #208 (the same model_hf_config TypeError as the Time-R1 case, vLLM
  0.10.1.1, 'if I lower the version there will still be errors', no fix stored); alibaba/ROLL #153 (TypeError
  'prompt' in add_requests while serving, after start-up); WooooDyy/AgentGym-RL #9 (vllm_rollout_spmd import with
  vLLM above 0.6.3, no fix); fzp0424/MT-R1-Zero #3 (error only as an image); Open-Reasoner-Zero #21 (8x 80 GB,
  RayTaskError(OutOfMemoryError) in LLMActor.backload_to_gpu at the first _backload_vllm_engines, title marked
  [Done] but the fix is not in the stored turns), #6 (error as an image; the maintainer fixed it in a commit), #24
  (1.5B PPO on 4x A100, log cut); TideDra/lmm-r1 #43 (OOM at vLLM wake_up during training); hiyouga/EasyR1 PR #197
  (fixes #193/#195 for vLLM 0.8.3, the issues' texts not reached); BytedTsinghua-SIA/MemAgent #23 (no fix).
- Not start-up, or twin of a used case: Jiayi-Pan/TinyZero #58 and #61 and ray-project/ray #50418 (H20 cuBLAS
  'Floating point exception' at the first generate_sequences; no fix in the stored turns; the cause is the same
  as the used rllm #8 case); Simplified-Reasoning/LUFFY #11 (same H20 cuBLAS fix; an earlier round declined it:
  its stored text names no vLLM); verl #2588, #2186, #224 (mid-training OOM / host memory).

Judgement calls for the lead (each case's ``note`` says more):
0. ustc-time-series/Time-R1 #7 (a verl-fork R1-style reasoning repo) is the one case squarely in the slice.
1. gensyn-ai/rl-swarm is a GRPO (TRL) swarm trainer that starts vLLM in-process for rollouts, i.e. in the spirit of
   the slice though not on the named list; taken because its stored turns hold both the error text (the issue
   title, the body being a screenshot) and the fix that worked.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round321-blind")
case = BATCH.case

# ------------------------------------ rl-swarm (TRL GRPO + in-process vLLM) on one RTX 3080 Ti 12 GB: no cache blocks
case("github-rl-swarm-13-3080ti-12gb-trl-grpo-colocated-vllm-no-cache-blocks-util-0.8",
     "https://github.com/gensyn-ai/rl-swarm/issues/13",
     "3080ti - ERROR - \"No available memory for the cache blocks\"\n"
     "\n"
     "Ubuntu 22.04\n"
     "NVIDIA 3080ti\n"
     "\n"
     "I'm i supposed to increase `vllm_gpu_memory_utilization` in "
     "/hivemind_exp/configs/gpu/grpo-llama-3.2-1b-deepseek-r1.yaml?\n"
     "\n"
     "I have raised all to 0.8, gives the same error.",
     "no_kv_memory", {}, "weights_exceed_budget",
     "gensyn's rl-swarm node (TRL GRPOTrainer with use_vllm: the trainer's policy model and vLLM's rollout engine "
     "share the one card and the one process) on a single GeForce RTX 3080 Ti (12 GB), with the repo's GPU config "
     "for Llama-3.2-1B: vLLM finds no memory left for KV blocks after the trainer's model and its own weights and "
     "profiling, so the engine refuses to start; raising vllm_gpu_memory_utilization to 0.8 did not help because "
     "the card is simply too small for full-precision GRPO training plus rollout of that config. The reporter got "
     "it running only by shrinking the training side: the 0.5B Qwen config, 4-bit (nf4) loading, shorter prompts "
     "and completions, 2 generations, eager vLLM, and a smaller vLLM share (0.3).",
     "the reporter (Pjstolas, 2025-03-15): 'I have managed to make it work with. I have been trying a lot of things, "
     "this is what worked for my setup for the grpo-qwen-2.5-0.5b-deepseek-r1.yaml: I'm running a single GPU "
     "3080ti' — model_name_or_path: Qwen/Qwen2.5-0.5B-Instruct, per_device_train_batch_size: 1, "
     "gradient_accumulation_steps: 8, gradient_checkpointing: true, max_prompt_length: 128, "
     "max_completion_length: 128, num_generations: 2, use_vllm: true, vllm_gpu_memory_utilization: 0.3, "
     "vllm_enforce_eager: True, load_in_4bit: True, bnb_4bit_quant_type: \"nf4\"",
     release="not stated (March 2025; rl-swarm#90 a few weeks later prints vLLM 0.7.0)",
     gpu="NVIDIA GeForce RTX 3080 Ti (12 GB)", gpus=1,
     command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization", "above": 0.8},
                {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue title (the error text; the description itself is only a screenshot, left out), then "
          "the reporter's own follow-up comments of the same day as stored (OS/GPU lines and the utilization "
          "question); a later comment in which the reporter quotes someone's driver-update advice (CUDA 12.6+) is "
          "left out, it was not what fixed it. numbers {}: nothing printed. Kind no_kv_memory (the V0 'No available "
          "memory for the cache blocks' refusal). Cause weights_exceed_budget, as for the used twin rl-swarm #118 "
          "(the trainer's model shares the card and process with vLLM); util_too_low is not right here since 0.8 "
          "failed the same way and the working config used a LOWER share (0.3) after shrinking the model. gpus=1 "
          "('I'm running a single GPU 3080ti'). Forbidden: TP above the one card, utilization above the 0.8 that "
          "already failed, and fp8 KV (3080 Ti, and not the fix). The rl-swarm #25 thread by the same reporter "
          "(2x 3080 Ti, 'Out of memory Error') is a later, different launch and not taken.")

# ------------------------------------ Time-R1 (verl fork pinned to vLLM 0.6.3) run with vLLM 0.10.2: model_hf_config kwarg
case("github-time-r1-7-verl-fork-vllm-0102-engineargs-unexpected-model-hf-config",
     "https://github.com/ustc-time-series/Time-R1/issues/7",
     "I'm trying to reproduce your work, following the instructions in the README, but I encountered what appears "
     "to be a `vllm` incompatibility issue. I'm using `vllm` version 0.10.2 (latest). Could you please share the "
     "`vllm` version number you use?\n"
     "\n"
     "```bash\n"
     "(TaskRunner pid=109035)   File \"/root/miniconda3/envs/time-r1/lib/python3.10/site-packages/vllm/entrypoints/llm.py\", "
     "line 247, in __init__\n"
     "(TaskRunner pid=109035)     engine_args = EngineArgs(\n"
     "(TaskRunner pid=109035) TypeError: EngineArgs.__init__() got an unexpected keyword argument 'model_hf_config'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Time-R1 (a time-series reasoning RL repo built on an older verl fork, pinned to vLLM 0.6.3, whose rollout code "
     "hands vllm.LLM a model_hf_config keyword that only the 0.6.3-era verl/vLLM pairing accepts) was installed with the "
     "latest vLLM, 0.10.2, whose EngineArgs has no such field, so building the rollout engine fails at once with a "
     "TypeError inside vllm.LLM.__init__. Not memory, not hardware: the framework and vLLM versions do not match.",
     "the reporter (Podmno, 2025-09-28): '`vllm==0.6.3` worked well!' (installing the vLLM version the fork was "
     "written for)",
     release="0.10.2 (failing); 0.6.3 works",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description as stored, from the second sentence (the thanks line dropped) to the end "
          "of the pasted traceback (the stored description holds only these three traceback lines). Kind and cause "
          "dependency_version_mismatch, as the used OpenRLHF PR #702 and lm-eval #2706 cases label the same "
          "TypeError family (a framework passing an EngineArgs keyword the installed vLLM does not have); here the "
          "framework is older than vLLM. release_regression is not right: nothing regressed in vLLM, the fork pins "
          "0.6.3. GPU and count are not stated. Forbidden: memory and KV flags, which cannot touch a TypeError in "
          "argument parsing. That the keyword comes from the fork's rollout code is read from the traceback (the "
          "TaskRunner calls vllm.LLM), not stated in the thread.")

if __name__ == "__main__":
    BATCH.write()
