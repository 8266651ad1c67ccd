"""Round-385 blind batch: vLLM launches that fail with LoRA / adapters (--enable-lora, --max-lora-rank,
--lora-modules, punica kernels, multi-LoRA); collected by helper wild385 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round385-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

(IN PROGRESS: docstring completed at the end of the round.)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round385-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #4708: Qwen1.5-32B multi-LoRA, 8x3090 TP8 -> punica 'No suitable kernel' h_out=3424
case("vllm-4708-qwen15-32b-lora-tp8-3090-punica-no-suitable-kernel-h-out-3424",
     "https://github.com/vllm-project/vllm/issues/4708",
     "3090 8 gpus \n"
     "vllm 0.4.1\n"
     "\n"
     "When I try to run qwen1.5 32B model with punica lora request with tensor parallel size = 8, I have encountered "
     "the following error: \n"
     "punica_kernels.dispatch_bgmv_low_level(\n"
     "(RayWorkerWrapper pid=1566630) ERROR 04-26 16:28:41 worker_base.py:157] RuntimeError: No suitable kernel. "
     "h_in=64 h_out=3424 dtype=Float out_dtype=BFloat16",
     "lora_unsupported", {}, "lora_unsupported",
     "vLLM 0.4.1's multi-LoRA path used the compiled punica bgmv kernels, which exist only for a fixed list of "
     "hidden sizes (and need sizes divisible by 64). Qwen1.5-32B's MLP intermediate size 27392 split over tensor "
     "parallel 8 gives a per-GPU slice of 3424, which is not in that list (and not divisible by 64), so the LoRA "
     "expand kernel has no instantiation for h_out=3424. A LoRA-kernel shape limit of that release for this model at "
     "TP 8, not a memory problem.",
     "maintainer jeejeelee points to vllm #3793 (comment 2031627415), where he explains that 3424 is not divisible by "
     "64 so the punica kernel cannot process it; the author (victorzhz111, 2024-05-23) made it work by patching "
     "csrc/punica/bgmv/bgmv_impl.cuh (relaxing the feat_in assert and adding a tx=8/ty=4 shrink case) and rebuilding "
     "vLLM. Later releases replaced punica with Triton LoRA kernels (PR #5036), which have no such size list",
     release="0.4.1", gpu="NVIDIA RTX 3090", gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the environment lines and the bug description with the two pasted log lines, as the issue body "
          "shows them (the greeting and closing sentences dropped). No full traceback or command was pasted. "
          "h_in=64 is the LoRA rank side of the expand kernel; the failing size is h_out=3424 = 27392/8.")

# ---------------------------------------- vllm #5445: examples/multilora_inference.py on qwen2-1.5b -> 'No suitable kernel' h_out=8960
case("vllm-5445-qwen2-15b-multilora-example-punica-no-suitable-kernel-h-out-8960",
     "https://github.com/vllm-project/vllm/issues/5445",
     "用examples/multilora_inference.py 调用qwen2-1.5b时，保错 -  RuntimeError: No suitable kernel. h_in=16 "
     "h_out=8960 dtype=Float out_dtype=BFloat16",
     "lora_unsupported", {}, "lora_unsupported",
     "Running vLLM's examples/multilora_inference.py with Qwen2-1.5B (June 2024, the punica-kernel releases): the "
     "compiled punica bgmv kernels were instantiated only for a fixed list of hidden sizes, and Qwen2-1.5B's MLP "
     "intermediate size 8960 was not among them, so the LoRA expand kernel had no instantiation for h_out=8960. A "
     "LoRA-kernel shape limit of that release, not a memory or flag problem.",
     "maintainer jeejeelee (2024-06-13): 'https://github.com/vllm-project/vllm/pull/5441 should be able to resolve "
     "this issue' (PR #5441 adds the missing sizes to the punica kernel list); mgoin (2024-08-02): resolved by the "
     "Triton LoRA kernels of PR #5036 -- i.e. upgrade to a release with those kernels (or rebuild with the size added)",
     release="not stated (June 2024, a 0.4.x/0.5.0 release with punica kernels)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the whole issue body (one Chinese sentence quoting the error line: 'calling qwen2-1.5b with "
          "examples/multilora_inference.py reports an error'), as the corpus shows it; no traceback was pasted. "
          "8960 is Qwen2-1.5B's intermediate_size.")

if __name__ == "__main__":
    BATCH.write()
