"""Round-282 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round282-blind")
case = BATCH.case

# ------------------------------------------------ vllm #1616: Llama-2-13b-hf fp16 on a 15 GB T4 -> OOM while loading
case("vllm-1616-t4-llama2-13b-fp16-oom-150mib-14.58",
     "https://github.com/vllm-project/vllm/issues/1616",
     "CUDA out of memory. Tried to allocate 150.00 MiB (GPU 0; 14.58 GiB total capacity; 13.94 GiB already allocated; "
     "17.31 MiB free; 13.94 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting "
     "max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"tried_gib": 0.15, "total_gib": 14.58, "free_gib": 0.02}, "weights_do_not_fit",
     "vLLM's offline example (LLM(model=\"meta-llama/Llama-2-13b-hf\", tokenizer=\"hf-internal-testing/llama-tokenizer\")) "
     "on a GCP VM with one NVIDIA T4 (14.58 GiB usable; the author also tried a Tesla P4 VM): a 13B model in fp16 is "
     "about 26 GB of weights, so PyTorch had 13.94 GiB allocated and ran out while the weights were still loading. "
     "No memory flag can make the fp16 13B checkpoint fit one 15 GB card.",
     "not visible in the stored thread (the first reply, by Clemens-E, is cut after 'I'); the issue is closed. What "
     "would work: a smaller or quantized (AWQ/GPTQ) checkpoint, or more GPU memory (several GPUs with "
     "--tensor-parallel-size) — a collector's reading, not the thread's words",
     release="not stated (November 2023: the 0.2.1.x releases)",
     gpu="NVIDIA T4 (GCP n1-highmem-4; a Tesla P4 VM was tried too)", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the error line of the issue body as the source shows it (the author pasted only this line, no "
          "traceback). The phase (weight loading) is inferred: 13.94 GiB already allocated by PyTorch on a 14.58 GiB "
          "card with a ~26 GB fp16 checkpoint; the cache-profiling phase cannot be reached before the weights are "
          "in. Fix not visible: the reply is cut in the stored copy (two look-ups spent trying to reach it). The "
          "author's Python code is not a vllm command, hence command None. tensor-parallel above 1 is marked wrong "
          "because the VM had one GPU.")

if __name__ == "__main__":
    BATCH.write()
