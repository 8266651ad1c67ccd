"""Round-299 blind batch: vLLM start-up failures reported in the trackers of RL / training frameworks that start
vLLM for rollouts or generation (huggingface/trl, volcengine|verl-project/verl, OpenRLHF, NVIDIA-NeMo/RL, unsloth,
GRPO repos built on them such as Search-R1; skypilot examples looked at), collected by helper wild299 from the search
tool's issues corpus and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round299-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the fix is left out of the excerpt.

Look-ups: 49 of the 50 allowed by the brief, all ``search`` with corpus=issues (no find_string, read_file,
find_files or fetch). 6 cases, none of them a KV/memory-sizing failure: the memory threads of this slice that show
both the error text and a fix (OpenRLHF #336, trl #2688/#3128, unsloth #1972/#2002/#2426..., verl #4202/#6677/#7632
...) are already in USED_SOURCES.txt. The issues corpus shows only the first part of long threads, so many
candidates were given up because the error tail or the fix could not be reached within the budget.

Sources given up (for the lead, not cases):
- Already used (checked with grep -F): huggingface/trl #2688, #3128; OpenRLHF #336, #1013, #922, PR #702;
  unsloth #1972, #2102, #2426; NVIDIA-NeMo/RL PR #4080; rllm-org/rllm #8 (H20 cuBLAS); ray #54739;
  vllm #20305, #2418, QwenLM/Qwen #853, QwenLM/Qwen3 #12/#295, deepseek-ai/DeepSeek-V2 #83, gpustack #1800;
  modelscope/ms-swift #3739 (twin of the used ms-swift #3522 fixture); kvcached #29; skypilot #2905 (the Azure
  nccl.conf Mixtral failure that skypilot PR #2922 / PR #3017 also show).
- Error tail or fix not reachable in the stored excerpt: trl #2816 (GRPO + vLLM 0.7.2 'is_async_output_supported is
  not implemented'; a user's 'pip install vllm==0.7.1' works, but the traceback's last lines were never shown);
  trl #3142 (vllm-serve fails on 0.8.2/0.8.3, fixed by 0.8.1 per two users, no error text shown); trl #3446 and the
  trl PR #3310 thread (vllm-serve DP NCCL 'Duplicate GPU detected', fix not shown); trl #3158 and #3487 (one-GPU
  server mode NCCL invalid usage, no fix shown); trl #2864 (screenshot only); OpenRLHF #741, #866, #679, #358, #184,
  #1162, #1193 (long Ray tracebacks, fix turn not reached); verl #217 (host OOM killer, no fix), #1642, #2245
  ('No available memory for the cache blocks' under a CPU-OOM title, fix not shown), #3043 (Qwen3-MoE not in
  verl 0.3's registry, fix not shown), #3842 (fully-async recipe 'No module named vllm.v1.engine.utils', the
  maintainer-side reply is cut after 'Usually with verl 0.6.0, t...'), #1096 (duplicate GPU in the FSDP ref model,
  not vLLM); unsloth #2298/#2299 (vLLM 0.8.3 pickle error; downgrade to 0.8.2 works for others, but the original
  poster's error text is cut), #2104 (vLLM 0.8.0 vs unsloth, error text cut after the shard-loading bars), #2107,
  #2846 (no vllm_engine attribute: not a vLLM start-up failure); gensyn-ai/rl-swarm #13 (error as a screenshot),
  #90, #122; open-r1 #630 / vllm #17527 (TCPStore timeout at vLLM init under GRPO, no fix);
  allenai/open-instruct PR #521; BytedTsinghua-SIA/MemAgent #23; agent-lightning PR #144.
- Off-slice or not a start-up failure: NeMo-RL #2812 (weight update at step 5), ROLL #80 (leak), OpenRLHF #1050,
  #1065, trl #2927, #3086, #3088 (OOM during training steps).

Judgement calls for the lead (each case's ``note`` says more):
1. trl #2826: TRL's own device check ('The requested device for vllm (cuda:1) is not available') on a one-GPU box,
   raised before vLLM is built; labelled invalid_device_ordinal (tp_over_gpus was the alternative).
2. verl #161: kind nccl_error for the printed 'Duplicate GPU detected', cause dependency_version_mismatch because the
   maintainer's fix is a Ray upgrade (2.40); the author only thanks him before the issue is closed.
3. trl #3706: the excerpt joins the issue's server command with the final worker error line as quoted from this
   issue in trl PR #3762 (the stored issue excerpt stops before the NCCL lines); kind and cause nccl_error for a
   client/server device collision at weight-sync communicator set-up.
4. OpenRLHF #1011: the excerpt is the issue title (the vLLM CuMemAllocator assert line + '报错'); the fix is from
   OpenRLHF PR #1274, which says it fixes #1011 but was open when stored.
5. NeMo-RL #2471: the allocator assert is one of the author's workaround attempts inside a larger refit bug report;
   only that part is the case.
6. Search-R1 #173: no fix in the thread; the fix is the owner's answer to the same request in Search-R1 #95 (move
   to current verl). The identical text was also posted as Zillwang/StepSearch #10 (taken second; not a case).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round299-blind")
case = BATCH.case

# ------------------------------------------------ trl GRPO on one GPU: auto vllm_device -> cuda:1, not available
case("trl-2826-grpo-use-vllm-one-gpu-vllm-device-auto-cuda1-not-available",
     "https://github.com/huggingface/trl/issues/2826",
     "ValueError: The requested device for vllm (cuda:1) is not available. You are likely using vLLM without "
     "restricting the number of GPUs for training. Set the `--num_processes` argument to a value lower than the number "
     "of GPUs available on your machine—typically, reducing it by one is sufficient. In your case: `--num_processes 0`.",
     "invalid_device_ordinal", {}, "invalid_device_ordinal",
     "TRL's GRPOTrainer with use_vllm=True on a machine with a single GPU: with vllm_device left at 'auto' TRL picks "
     "the next GPU after the training processes (cuda:{num_processes} = cuda:1), which does not exist, so TRL refuses "
     "before it builds the vLLM LLM. The author first blamed vllm_gpu_memory_utilization; the maintainer says the "
     "message is misleading in this one-GPU case and the device must be set explicitly.",
     "qgallouedec (maintainer): 'Ah that's right, it a particular case where the error message is misleading. "
     "Actually you should set `vllm_device=\"cuda:0\"`.' (share the one GPU between training and vLLM)",
     release="not stated (TRL main around 0.15, February 2025, when GRPOTrainer built vLLM in-process on vllm_device)",
     gpu="not named", gpus=1,
     command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt is the whole error block of the issue body. The error is TRL's own device check (grpo_trainer.py, "
          "shown in PR 2600), raised before vLLM starts; kind/cause invalid_device_ordinal is the closest label (the "
          "requested CUDA ordinal does not exist); tp_over_gpus was the alternative. The suggested `--num_processes 0` "
          "in the message is nonsense for one GPU, and the author's own guess (memory utilization) was corrected by the "
          "maintainer, so memory flags are marked wrong. gpus=1 from the title ('with one GPU').")

# ------------------------------------------------ verl main_generation (vLLM rollout): NCCL duplicate GPU, old Ray
case("verl-161-main-generation-nccl-duplicate-gpu-rank1-rank0-ray-too-old",
     "https://github.com/verl-project/verl/issues/161",
     "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, invalid usage "
     "(run with NCCL_DEBUG=WARN for details), NCCL version 2.20.5\n"
     "ncclInvalidUsage: This usually reflects invalid usage of NCCL library.\n"
     "Last error:\n"
     "Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 10",
     "nccl_error", {}, "dependency_version_mismatch",
     "Running verl's main_generation.py (the offline generation entry point that builds verl's vLLM rollout workers "
     "under Ray) failed at NCCL communicator init: two ranks ended up on the same GPU. The maintainer ties it to the "
     "Ray version (older Ray did not isolate each worker's GPU as verl expects) and asks for Ray 2.40.",
     "PeterSH6 (maintainer): 'Hi @Raf-Chen, this may relate to Ray version. Can you upgrade ray to 2.40?' — the author "
     "replied 'Thx for the response!' and the issue was closed",
     release="not stated (verl v0.1/v0.2 era, January 2025; NCCL 2.20.5 per the error, i.e. a torch 2.4 / vLLM 0.6.x stack)",
     gpu="not named", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}],
     note="Excerpt is the error block of the issue body as shown (between the author's triple quotes). Kind nccl_error "
          "for the printed message; cause dependency_version_mismatch because the maintainer's fix is a Ray upgrade "
          "(2.40), not an NCCL or topology change. The author's reply thanks the maintainer without saying in so many "
          "words that the upgrade worked; the issue was closed after it (judgement call). GPU count not stated.")

# ------------------------------------------------ trl vllm-serve TP2 on GPUs 0,1,2 + client on cuda:0: NCCL duplicate GPU
case("trl-3706-vllm-serve-tp2-visible-0-1-2-client-cuda0-init-communicator-nccl-invalid-usage",
     "https://github.com/huggingface/trl/issues/3706",
     "CUDA_VISIBLE_DEVICES=0,1,2 trl vllm-serve --model Qwen/Qwen2-0.5B --tensor-parallel-size 2 --data-parallel-size 1 "
     "--port=8000\n"
     "...\n"
     "ERROR 07-08 10:09:09 [core.py:583] RuntimeError: Worker failed with error 'NCCL error: invalid usage (run with "
     "NCCL_DEBUG=WARN for details)', please check the stack trace above for the root cause",
     "nccl_error", {"tensor_parallel_size": 2}, "nccl_error",
     "TRL's `trl vllm-serve` was started with TP 2 while being handed three GPUs (CUDA_VISIBLE_DEVICES=0,1,2); the "
     "client script's VLLMClient.init_communicator() then joined the weight-sync NCCL group from the same machine on "
     "its default cuda:0, which is also server worker rank 0's GPU. NCCL refuses two ranks of one communicator on the "
     "same device ('Duplicate GPU detected: rank 0 and rank 2'), so the vLLM worker failed with 'NCCL error: invalid "
     "usage'. Not a vLLM or TRL bug per the maintainer: a GPU placement error.",
     "qgallouedec (maintainer): 'the `NCCL WARN Duplicate GPU detected: rank 0 and rank 2 both on CUDA device` error "
     "means the vLLM server and the client/trainer are being placed on the same CUDA device ... Your command hands all "
     "three GPUs (`0,1,2`) to the server with `--tensor-parallel-size 2`, so the client process defaults to `cuda:0` "
     "and collides with server rank 0.'; another user: 'Running vLLM in 1,2 and GRPO process in GPU 4 solved it for "
     "me!' — give the server only the GPUs it uses and put the trainer/client on a different GPU (or use colocate mode)",
     release="not stated (TRL ~0.19, July 2025; the log shows vLLM's nccl==2.26.2, i.e. a vLLM 0.9.x stack)",
     gpu="not named", gpus=3,
     command="CUDA_VISIBLE_DEVICES=0,1,2 trl vllm-serve --model Qwen/Qwen2-0.5B --tensor-parallel-size 2 "
             "--data-parallel-size 1 --port=8000",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--tensor-parallel-size", "above": 3}],
     note="Excerpt: the server command from the issue body, then (after '...', lines dropped) the worker's final error "
          "line exactly as PR huggingface/trl#3762 quotes it from this issue's log ('In the issue the reported error "
          "... is the following'); the part of the issue log the search tool showed stops before the NCCL lines. The "
          "'Duplicate GPU detected: rank 0 and rank 2' text is in the maintainer's reply, not pasted in the excerpt. "
          "Kind and cause nccl_error (device collision inside one NCCL communicator); the failure is at the weight-sync "
          "communicator set-up between TRL's client and the vLLM server, right after the server came up. gpus=3 from the "
          "CUDA_VISIBLE_DEVICES the author gave. A suggested NCCL_P2P_DISABLE=1 workaround in the thread is not the fix.")

# ------------------------------------------------ OpenRLHF colocate_all_models + vLLM sleep mode: expandable_segments assert
case("openrlhf-1011-colocate-all-models-vllm-sleep-expandable-segments-assert-official-docker",
     "https://github.com/OpenRLHF/OpenRLHF/issues/1011",
     "assert \"expandable_segments:True\" not in conf报错",
     "allocator_config_incompatible", {}, "allocator_config_incompatible",
     "OpenRLHF PPO/GRPO (train_ppo_ray with --colocate_all_models, 16 vLLM engines at TP 1, "
     "--vllm_gpu_memory_utilization 0.6, Qwen2.5-1.5B-Instruct) run in the project's official Docker image: the "
     "rollout engines use vLLM sleep mode, whose CuMemAllocator asserts that PYTORCH_CUDA_ALLOC_CONF does not contain "
     "expandable_segments:True, and the job's environment had it, so every vLLM engine died at construction. Not a "
     "memory shortfall.",
     "OpenRLHF PR #1274 ('fix: disable expandable segments for vLLM sleep mode', 'Fixes #1011'): 'remove "
     "expandable_segments:True before constructing vLLM rollout engines that use sleep mode' — i.e. unset "
     "expandable_segments:True in PYTORCH_CUDA_ALLOC_CONF for the vLLM rollout actors (or drop sleep mode)",
     release="not stated (OpenRLHF official Dockerfile, May 2025; a vLLM 0.8.x with the sleep-mode assert)",
     gpu="not named", gpus=16,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Excerpt is the issue title, which is the only error text the stored thread shows (the body has the launch "
          "script, cut by the search tool before any log); it is the assert line of vLLM's CuMemAllocator plus the "
          "Chinese '报错' (error). The fix is from the linked PR that says it fixes this issue (open at the time it was "
          "stored, not a maintainer's merged word) — judgement call. gpus=16: two nodes x 8 GPUs per the script "
          "(--actor_num_nodes 2 --actor_num_gpus_per_node 8). Whether the official image itself sets the variable is "
          "not stated in what the tool showed; the real_cause only says the job's environment had it.")

# ------------------------------------------------ NeMo-RL Qwen3.5-MoE refit: expandable_segments added -> vLLM start assert
case("nemo-rl-2471-qwen35-moe-megatron-vllm-expandable-segments-memory-pool-assert",
     "https://github.com/NVIDIA-NeMo/RL/issues/2471",
     "AssertionError: Expandable segments are not compatible with memory pool.\n"
     "Please track https://github.com/pytorch/pytorch/issues/147851 for the\n"
     "latest updates.",
     "allocator_config_incompatible", {}, "allocator_config_incompatible",
     "While fighting an OOM in NeMo-RL GRPO (Megatron policy + colocated vLLM generation) for Qwen3.5-MoE A17B, the "
     "author tried setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True for the job; every Ray actor inherits the "
     "driver's environment, so the vLLM generation workers (sleep mode / CuMemAllocator) hit vLLM's assert that "
     "expandable segments are off and could not start.",
     "the author: the variable was removed again — 'There is no clean per-actor env override (each Ray actor inherits "
     "the driver env), so this combination is unusable under vLLM's current implementation. The launch script now "
     "carries a comment block explicitly warning against re-adding the variable.'",
     release="not stated (NeMo-RL main, 2026, with a vLLM release that still asserts in CuMemAllocator)",
     gpu="not named", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}],
     note="Excerpt is the error block as the issue body quotes it (wrapped over three lines as shown), from one of the "
          "author's numbered workaround attempts; the issue's headline bug (refit 'Object present on multiple PP ranks') "
          "is a different, later failure and not this case. The fix is the author's own (drop the env var), not a "
          "maintainer's. GPU model and count are not in the part the search tool showed.")

# ------------------------------------------------ Search-R1 (bundled old verl): vLLM 0.11.0 refused, Qwen3 not whitelisted
case("search-r1-173-old-verl-vllm-0110-not-supported-max-063-qwen3-06b",
     "https://github.com/PeterGriffinJin/Search-R1/issues/173",
     "**Error 1: Model Architecture**\n"
     "```text\n"
     "ValueError: Model architecture qwen3 is not supported for now. RMPad supported architectures: "
     "dict_keys(['llama', 'mistral', 'gemma', 'qwen2']).\n"
     "Please set `use_remove_padding=False` in the model config.\n"
     "\n"
     "```\n"
     "\n"
     "**Error 2: vLLM Version**\n"
     "\n"
     "```text\n"
     "ValueError: vllm version 0.11.0 not supported. Currently supported versions are 0.3.1, 0.4.2, 0.5.4 and 0.6.3.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Search-R1 ships its own early copy of verl (vLLM rollout through verl's third_party vLLM adapters for 0.3.1, "
     "0.4.2, 0.5.4 and 0.6.3 only). To train Qwen3-0.6B the author upgraded to vLLM 0.11.0 and transformers 4.57.3; "
     "the bundled verl refuses any other vLLM version when it builds the rollout, and its remove-padding whitelist "
     "does not know qwen3 either. The old framework cannot drive a vLLM new enough for Qwen3.",
     "no fix in this thread (a later comment asks 'Can we just work around by upgrading verl?'); the repository "
     "owner's answer to the same request in PeterGriffinJin/Search-R1#95: 'the current codebase does not support "
     "higher versions of vLLM ... Search-R1 is now integrated into the latest version of veRL, and you can try the "
     "latest vllm versions there' — i.e. run the Search-R1 recipe on current verl instead of the bundled copy",
     release="0.11.0 (stated by the author; refused by the bundled verl, which accepts 0.3.1/0.4.2/0.5.4/0.6.3)",
     gpu="not named", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the 'Error Logs' part of the issue body as shown (both error blocks with their markdown headers "
          "and fences; the closing fence of the second block dropped). Error 1 is verl's own padding-free whitelist, "
          "Error 2 is the vLLM version gate that stops the vLLM rollout; kind/cause dependency_version_mismatch for "
          "the vLLM gate. The same author posted the identical text as Zillwang/StepSearch#10 (another Search-R1-based "
          "repo, no replies); this thread was taken instead because its repository has a maintainer answer. The fix is "
          "from the owner's reply in a sibling issue (#95, May-June 2025), not from this thread (judgement call). "
          "Python 3.9 per the environment list.")

if __name__ == "__main__":
    BATCH.write()
