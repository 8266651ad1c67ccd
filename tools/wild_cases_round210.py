"""Round-210 blind batch: vLLM launch failures inside reinforcement-learning and post-training frameworks that start
vLLM as their rollout engine (verl, OpenRLHF and its forks, SkyRL, ROLL, slime, AReaL, NeMo-RL, TRL's GRPO
colocate/server modes, unsloth fast_inference, prime-rl, LLaMA-Factory), where the thread or note says what fixed it;
collected by helper wild210 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round210-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the source only. Excerpts are the text as the search tool's stored copy
shows it; where lines in between were dropped the note says so; the authors' fix lines are left out of the excerpt
(they are in fix_that_worked).

Sources and look-ups: (filled in at the end).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round210-blind")
case = BATCH.case

# ------------------------------------------------------------------ lmm-r1 (OpenRLHF fork): cumem OOM at vLLM wake_up
case("github-lmm-r1-43-colocated-vllm-wake-up-cumem-oom",
     "https://github.com/TideDra/lmm-r1/issues/43",
     "# OOM when vllm wake_up\n"
     "...\n"
     "(LLMRayActor pid=347862) CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62\n"
     "(ActorModelRayActor pid=348952) \n"
     "Episode [1/16]:   0%|          | 0/309 [03:58<?, ?it/s]\n"
     "Traceback (most recent call last):\n"
     "...\n"
     "(ActorModelRayActor pid=348952)   File \"/usr/local/lib/python3.10/dist-packages/vllm/device_allocator/cumem.py\", "
     "line 207, in wake_up\n"
     "(ActorModelRayActor pid=348952)     create_and_map(handle)\n"
     "(ActorModelRayActor pid=348952)   File \"/usr/local/lib/python3.10/dist-packages/vllm/device_allocator/cumem.py\", "
     "line 75, in create_and_map\n"
     "(ActorModelRayActor pid=348952)     python_create_and_map(*allocation_handle)\n"
     "(ActorModelRayActor pid=348952) RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62\n"
     "(LLMRayActor pid=347860) CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62 [repeated 3x across "
     "cluster]",
     "oom_loading", {}, "other_process",
     "lmm-r1 (an OpenRLHF fork for multimodal RL) colocates the vLLM rollout engines (LLMRayActor, sleep mode) with the "
     "DeepSpeed actor on the same GPUs; after the first training epoch vLLM's wake_up re-maps its cumem pool (weights "
     "and KV cache at the vllm_gpu_memory_utilization share), and with the training actor still holding its memory "
     "cuMemCreate finds too little, so the wake-up fails with the cumem allocator's OOM.",
     "the maintainer (TideDra): 'vllm wake up indeed takes more memory. You can reduce vllm_memory_util and increase "
     "tensor_parallel_size'; the reporter (3B/7B models, so no TP change) reduced the vLLM memory utilization and "
     "training ran successfully",
     release="not stated (March 2025, vLLM with sleep mode / cumem allocator, V0 era)", gpu=None, gpus=None,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="Two stored chunks of the issue: the title, the first error line in the training log (after the epoch "
          "progress bars, dropped: '...'), and the traceback's end (its upper frames, in train_ppo_ray.py, dropped: "
          "'...'). Not issue #42 of the same repository (used before): a different report and launch. Not a first "
          "start: the failure is the wake-up of an already-started engine between rollout and training, which the "
          "slice includes (sleep mode / cumem). Kind oom_loading as round 169 labelled the same cumem wake-up line; "
          "cause other_process (the colocated trainer holds the memory; the fix is the vLLM share). The reporter's "
          "vllm_gpu_memory_utilization value is not stated, so no at_least bound is forbidden")

# ------------------------------------------------------------------ OpenRLHF: host-RAM Ray OOM at load time with --vllm_enable_sleep
case("github-openrlhf-1013-hybrid-engine-vllm-sleep-ray-host-oom-083",
     "https://github.com/OpenRLHF/OpenRLHF/issues/1013",
     "# Task was killed due to the node running low on memory (ray oom)\n"
     "...\n"
     "脚本设置如下。2节点，每节点上8卡+96核cpu+512G内存，训的是7b模型。如果保留--vllm_enable_sleep 就会在load data或model的时候报ray oom的错\n"
     "\n"
     "vllm版本0.8.3\n"
     "\n"
     "```\n"
     "python -m openrlhf.cli.train_ppo_ray \\\n"
     "      --ref_num_nodes 2 \\\n"
     "      --ref_num_gpus_per_node 8 \\\n"
     "      --remote_rm_url http://${RM_IP}:${RM_PORT}/get_reward \\\n"
     "      --actor_num_nodes 2 \\\n"
     "      --actor_num_gpus_per_node 8 \\\n"
     "      --vllm_num_engines 16 \\\n"
     "      --vllm_tensor_parallel_size 1 \\\n"
     "      --colocate_all_models \\\n"
     "      --vllm_enable_sleep \\\n"
     "      --vllm_gpu_memory_utilization 0.5 \\\n"
     "      --vllm_sync_backend nccl \\\n"
     "      --pretrain $MODEL_PATH \\\n"
     "...",
     "oom_loading", {}, "host_memory_exhausted",
     "OpenRLHF's hybrid engine (--colocate_all_models) on 2 nodes x 8 GPUs, 96 CPU cores and 512 GB of host RAM per "
     "node, PPO on a 7B model with 16 vLLM 0.8.3 engines (TP 1) at --vllm_gpu_memory_utilization 0.5 and "
     "--vllm_enable_sleep: with sleep mode the vLLM engines park their weights in (pinned) host memory, on top of the "
     "actor and reference DeepSpeed processes on the same node, and Ray's memory monitor killed a task for host-RAM "
     "pressure while the data or the models were being loaded; the GPUs were not the limit.",
     "the reporter (following #911): the same script without --vllm_enable_sleep loads and trains normally; the "
     "maintainer's reply ('CPU 内存不太够？' - not enough CPU memory?) points at host RAM. No other fix is stated in the "
     "stored thread",
     release="0.8.3 (OpenRLHF hybrid engine, May 2025)", gpu=None, gpus=16,
     command="python -m openrlhf.cli.train_ppo_ray --ref_num_nodes 2 --ref_num_gpus_per_node 8 --actor_num_nodes 2 "
             "--actor_num_gpus_per_node 8 --vllm_num_engines 16 --vllm_tensor_parallel_size 1 --colocate_all_models "
             "--vllm_enable_sleep --vllm_gpu_memory_utilization 0.5 --vllm_sync_backend nccl ... --zero_stage 1 --bf16",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--enforce-eager"}],
     note="Two stored chunks of the issue: the title (Ray's own 'Task was killed due to the node running low on "
          "memory' wording, which is the only error text the reporter gives; no Ray log is pasted in this issue) and "
          "the reporter's second comment, cut after its first clause: the rest of that sentence ('如果去掉就可以正常跑', "
          "it runs if the flag is removed) and the description's first lines (the same workaround) are the fix, left "
          "out. The command is as stored down to --pretrain (the stored chunk continues to --disable_fast_tokeni..., "
          "dropped: '...'); the command field adds --zero_stage 1 --bf16 from the same chunk. gpus is the 16 GPUs of "
          "the two nodes; the GPU model is not named. Kind oom_loading / cause host_memory_exhausted as round 101 "
          "labels host-RAM failures during load; a GPU lever (utilization, length, KV dtype, TP) is no fix. "
          "Judgement call: the phase ('load data or model') is the reporter's")

if __name__ == "__main__":
    BATCH.write()
