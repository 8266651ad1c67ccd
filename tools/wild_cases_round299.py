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

if __name__ == "__main__":
    BATCH.write()
