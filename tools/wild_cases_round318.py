"""Round-318 blind batch: vLLM launch failures in APPLICATIONS THAT START vLLM FOR THEIR USERS (FastChat, LocalAI,
h2ogpt, OpenLLM, SkyPilot, modal examples, djl-serving/LMI, triton vllm_backend, aphrodite-engine (now dphnAI/sonar),
functionary's server_vllm.py, QAnything, TorchServe's llm_launcher, EasyR1/verl, ...), issues corpus; collected by
helper wild318 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round318-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round318-blind")
case = BATCH.case

# ------------------------------------ functionary server_vllm.py: medium (Mixtral-based) model, TP 2 on 2x A6000 48 GB
case("functionary-88-medium-v22-tp2-2x-a6000-48gb-oom-loading-256mib",
     "https://github.com/MeetKai/functionary/issues/88",
     "The command that i was using was\n"
     "`python3 server_vllm.py --model \"meetkai/functionary-medium-v2.2\" --host 0.0.0.0 --tensor-parallel-size 2`\n"
     "\n"
     "But after downloading everything and loading the first part of the model, it gives the current error.\n"
     "```\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 256.00 MiB. GPU 1 has a total capacty of "
     "47.54 GiB of which 215.88 MiB is free. Process 3034125 has 47.32 GiB memory in use. Of the allocated memory "
     "46.89 GiB is allocated by PyTorch, and 9.18 MiB is reserved by PyTorch but unallocated. If reserved but "
     "unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory "
     "Management and PYTORCH_CUDA_ALLOC_CONF\n"
     "```",
     "oom_loading", {"tried_gib": 0.25, "total_gib": 47.54, "tensor_parallel_size": 2}, "weights_do_not_fit",
     "functionary's own OpenAI server (server_vllm.py, which builds a vLLM AsyncLLMEngine) started "
     "meetkai/functionary-medium-v2.2 (a Mixtral-8x7B-sized model in 16-bit, roughly 90+ GB of weights) with "
     "--tensor-parallel-size 2 on two RTX A6000 48 GB (January 2024): each shard is about as large as a whole card, "
     "so loading the weights ran GPU 1 out of memory (47.32 of 47.54 GiB in use) before any KV cache was sized. The "
     "author also tried --gpu-memory-utilization 0.95, which changes nothing at load time.",
     "no launch fix on that hardware; maintainer jeffrey-fong: 'The functionary-medium-v2.2 model requires a minimum "
     "of 2 A100-80GB or 4 A6000s to load and perform inference successfully' (i.e. more GPU memory: TP 4 on four "
     "A6000, or two 80 GB cards); the project README later says the same for the medium models",
     release="not stated (vLLM of January 2024, pinned by functionary's requirements, 0.2.x era)",
     gpu="NVIDIA RTX A6000 48 GB", gpus=2,
     command="python3 server_vllm.py --model \"meetkai/functionary-medium-v2.2\" --host 0.0.0.0 --tensor-parallel-size 2",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the description's command line and error block as the stored thread shows them ('capacty' is the "
          "PyTorch spelling of that era); the author's remarks after the block (that the model seems to load only on "
          "the first GPU, and the 0.95 utilization attempt) are left out. tried_gib is 256 MiB = 0.25 GiB. The model's "
          "size is from the maintainer's reply (needs 2x80 GB or 4x48 GB), not printed in the log. A quantized "
          "checkpoint would also be a valid way out, so --quantization is not marked wrong; TP above the two cards "
          "the user has is.")

# ------------------------------------ functionary server_vllm.py: --tensor-parallel-size 2 on a one-GPU laptop (A3000 12 GB)
case("functionary-204-medium-v24-tp2-one-rtx-a3000-12gb-required-gpus-exceed",
     "https://github.com/MeetKai/functionary/issues/204",
     "`python3 server_vllm.py --model \"meetkai/functionary-medium-v2.4\" --max-model-len 8192 "
     "--tensor-parallel-size 2 --enable-grammar-sampling`\n"
     "\n"
     "failes with `The number of required GPUs exceeds the total number of available GPUs in the cluster.` However, "
     "`nvidia-smi` shows the gpu is there:\n"
     "\n"
     "```\n"
     "ValueError: The number of required GPUs exceeds the total number of available GPUs in the cluster.\n"
     "(.venv) 11:05:37 kic@Z:~/sources/github/functionary$ nvidia-smi \n"
     "Sun Jun  9 11:06:04 2024       \n"
     "+-----------------------------------------------------------------------------------------+\n"
     "| NVIDIA-SMI 550.67                 Driver Version: 550.67         CUDA Version: 12.4     |\n"
     "|-----------------------------------------+------------------------+----------------------+\n"
     "| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |\n"
     "| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |\n"
     "|                                         |                        |               MIG M. |\n"
     "|=========================================+========================+======================|\n"
     "|   0  NVIDIA RTX A3000 12GB La...    Off |   00000000:01:00.0 Off |                  Off |\n"
     "| N/A   43C    P3            751W /   55W |       1MiB /  12288MiB |      0%      Default |",
     "tp_over_gpus", {"tensor_parallel_size": 2}, "tp_over_gpus",
     "functionary's server_vllm.py (builds a vLLM engine) was started with the README's medium-model command, "
     "--tensor-parallel-size 2, on a laptop with ONE GPU (RTX A3000 12 GB, June 2024): vLLM's Ray cluster check "
     "refused because two GPUs were required and only one exists. The GPU is visible; the TP size is the problem. "
     "Beyond that, functionary-medium-v2.4 (70B-class) needs far more memory than 12 GB.",
     "none stated in the stored thread (closed); the project README (PR 145) says medium models need 4xA6000 or "
     "2xA100-80GB with --tensor-parallel-size, and shows the small model (functionary-small-v2.4, one GPU, "
     "--max-model-len 8192) for single-GPU use",
     release="not stated (June 2024; vLLM with the Ray-based ray_utils check, 0.4.x-0.5.0 era)",
     gpu="NVIDIA RTX A3000 12GB Laptop GPU", gpus=1,
     command="python3 server_vllm.py --model \"meetkai/functionary-medium-v2.4\" --max-model-len 8192 "
             "--tensor-parallel-size 2 --enable-grammar-sampling",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the description as the stored thread shows it, cut after the first GPU row of the nvidia-smi "
          "table (the rest of the table is dropped). Judgement call: the stored thread shows no reply, so the fix "
          "field quotes the project's README (the medium model's GPU requirement) rather than a maintainer; the "
          "launch failure itself is plainly TP 2 on one GPU. Any TP above 1 is wrong for this user.")

if __name__ == "__main__":
    BATCH.write()
