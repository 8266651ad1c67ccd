"""Round-403 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round403-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- instructlab #2286: ilab serve, TP 4 left in config on a 1-GPU node -> Too large swap space 16.00 of 15.01
case("instructlab-2286-ilab-serve-tp4-on-one-gpu-too-large-swap-space-16-of-15.01",
     "https://github.com/instructlab/instructlab/issues/2286",
     "ValueError: Too large swap space. 16.00 GiB out of the 15.01 GiB total CPU memory is allocated for the swap "
     "space.",
     "swap_space_too_large", {"swap_space_gib": 16.0, "cpu_memory_gib": 15.01}, "swap_space_too_large",
     "An InstructLab user ran `ilab model serve` (vLLM backend) with an ilab config whose serve section still carried "
     "--tensor-parallel-size 4, on a smaller node with a single GPU and ~15 GiB of host RAM. vLLM's V0 cache config "
     "reserves swap_space (default 4 GiB) of pinned CPU memory per tensor-parallel worker, so TP 4 asked for 16 GiB "
     "of swap against 15.01 GiB of total host memory and the config check refused to start. The swap-space message is "
     "the symptom; the wrong TP size (4 on a 1-GPU machine) is the root cause.",
     "maintainer bbrowning (issue body, 2024-09-19): 'The fix for the user's problem was to change this "
     "tensor-parallel-size to 1' (the issue itself is a feature request for ilab to sanity-check TP against the GPUs "
     "present)",
     release="not stated (September 2024; the vLLM that instructlab pinned then, V0 engine)",
     gpu=None, gpus=1, command="ilab model serve (config serve.vllm args with --tensor-parallel-size 4)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the error line exactly as the issue quotes it; the surrounding explanation (TP 4 in the config on a "
          "single-GPU node, fixed by TP 1) is the diagnosis and is left out. The command is paraphrased from the "
          "issue's prose (no command line was pasted). numbers: 16.00 GiB requested swap (4 GiB x TP 4) and 15.01 GiB "
          "host memory as the message prints them, with the key names an earlier round used for this message.")

if __name__ == "__main__":
    BATCH.write()
