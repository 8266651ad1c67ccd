"""Round-252 blind batch: vLLM start-up failures of less common features, from vLLM's own tracker
(github.com/vllm-project/vllm/issues): multi-node / Ray, NCCL and custom all-reduce, LoRA, speculative decoding,
structured output, prefix caching, chunked prefill, --cpu-offload-gb, --kv-transfer-config, data/expert parallelism,
pipeline parallelism; collected by helper wild252 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round252-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the
final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round252-blind")
case = BATCH.case

# ---------------------------------------------- vllm #3688: custom all-reduce + Ray workers, NCCL 2.18.1 'invalid argument'
case("vllm-3688-custom-all-reduce-ray-nccl-2181-unhandled-cuda-invalid-argument",
     "https://github.com/vllm-project/vllm/issues/3688",
     "(RayWorkerVllm pid=4028887) ERROR 03-28 21:38:23 ray_utils.py:44] torch.distributed.DistBackendError: NCCL error "
     "in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, unhandled cuda error (run with NCCL_DEBUG=INFO for "
     "details), NCCL version 2.18.1\n"
     "(RayWorkerVllm pid=4028887) ERROR 03-28 21:38:23 ray_utils.py:44] ncclUnhandledCudaError: Call to CUDA function "
     "failed.\n"
     "(RayWorkerVllm pid=4028887) ERROR 03-28 21:38:23 ray_utils.py:44] Last error:\n"
     "(RayWorkerVllm pid=4028887) ERROR 03-28 21:38:23 ray_utils.py:44] Cuda failure 'invalid argument'\n"
     "[W CudaIPCTypes.cpp:15] Producer process has been terminated before all shared CUDA tensors released. See Note "
     "[Sharing CUDA tensors]",
     "nccl_error", {}, "nccl_error",
     "A tensor-parallel launch over Ray workers (vLLM of late March 2024, when custom all-reduce had just been turned "
     "back on) died at start-up with an NCCL 'unhandled cuda error' / Cuda failure 'invalid argument' in the worker. "
     "The author traced it to the custom all-reduce feature interacting with a bug in NCCL 2.18.1 (NVIDIA/nccl issue "
     "957, fixed upstream by NCCL commit 4365458); not a memory problem.",
     "the author (esmeetu, 2024-03-29): 'it's related custom-all-reduce feature. After Upgrade to nccl=2.19.3, "
     "everything is ok.' (NCCL fix commit 4365458757e4107ecbf629b2fd6e0e19a5d237c2); a contributor agreed it is NCCL's "
     "problem",
     release="not stated (vLLM main of late March 2024, around 0.3.3/0.4.0, with NCCL 2.18.1 from torch 2.1)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the worker's error lines as the issue body's log block shows them (earlier traceback lines not "
          "reached by the search excerpt are not included). Command, GPU and GPU count are not in the part of the "
          "thread that could be read, hence None. Kind and cause nccl_error: the fix is an NCCL upgrade (2.18.1 -> "
          "2.19.3); --disable-custom-all-reduce would also have sidestepped it (the title blames custom all-reduce), so "
          "it is not marked wrong. Memory flags are beside the point.")

# ---------------------------------------------- ms-swift #4221: LoRA rank 32 adapter, vLLM default max_lora_rank 16
case("ms-swift-4221-lora-rank-32-over-max-16-vllm-infer",
     "https://github.com/modelscope/ms-swift/issues/4221",
     "LoRA微调设置rank为32\n"
     "推理时，使用vllm时出现下面bug：\n"
     "ValueError: LoRA rank 32 is greater than max_lora_rank 16.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "ms-swift inference with the vLLM back-end on a LoRA adapter trained with rank 32: vLLM's LoRA config kept its "
     "default max_lora_rank of 16, so loading the adapter was refused (LoRA rank 32 is greater than max_lora_rank 16). "
     "A configuration refusal, not a memory or hardware problem.",
     "the maintainer (Jintao-Huang, 2025-05-15): '--vllm_max_lora_rank 32' (ms-swift's pass-through for vLLM's "
     "--max-lora-rank)",
     release="not stated (ms-swift with vLLM, May 2025)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-lora-rank", "at_most": 16}, {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Outside the vLLM tracker (the slice's first LoRA search put it first; the vLLM-tracker LoRA threads found "
          "were used already or showed no fix). Excerpt: the whole issue body (Chinese: 'LoRA fine-tuning set rank to "
          "32; at inference, using vllm, the following bug appears'). The launch is ms-swift's own CLI, not vllm serve, "
          "and the thread does not show it, hence command None; the fix is ms-swift's --vllm_max_lora_rank, which maps "
          "to vLLM's --max-lora-rank 32. Labelled like the earlier max_lora_rank cases (vllm_check_failed).")

if __name__ == "__main__":
    BATCH.write()
