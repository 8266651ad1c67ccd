"""Round-299 blind batch: DOCSTRING_PLACEHOLDER
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
