"""Round-297 blind batch: vLLM start-up failures (memory or not) from vLLM's own GitHub tracker
(vllm-project/vllm), issues numbered 20000-30000, found with the search tool's issues corpus; collected by helper
wild297 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round297-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round297-blind")
case = BATCH.case

# ------------------------------------------- vllm #29707: 2x Quadro RTX 5000 (sm75), compressed-tensors AWQ refused
case("vllm-29707-2x-quadro-rtx5000-qwen3vl-32b-awq-compressed-tensors-scheme-min-80",
     "https://github.com/vllm-project/vllm/issues/29707",
     "(Worker_TP0 pid=1707110) ERROR 11-29 20:52:18 [multiproc_executor.py:597]   File \"/home/drc-whlab/miniconda3/envs/"
     "vllm011cp312/lib/python3.12/site-packages/vllm/model_executor/layers/quantization/compressed_tensors/"
     "compressed_tensors.py\", line 117, in get_quant_method\n"
     "(Worker_TP1 pid=1707111) ERROR 11-29 20:52:18 [multiproc_executor.py:597]   File \"/home/drc-whlab/miniconda3/envs/"
     "vllm011cp312/lib/python3.12/site-packages/vllm/model_executor/models/qwen3.py\", line 97, in __init__\n"
     "(Worker_TP0 pid=1707110) ERROR 11-29 20:52:18 [multiproc_executor.py:597]     quant_scheme = "
     "self.get_scheme(layer=layer, layer_name=prefix)\n"
     "(Worker_TP1 pid=1707111) ERROR 11-29 20:52:18 [multiproc_executor.py:597]     self.qkv_proj = QKVParallelLinear(",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "Two NVIDIA Quadro RTX 5000 cards (16 GB each, compute capability 7.5, Turing) with vLLM 0.11 (env 'vllm011cp312') "
     "and TP 2 could not load the compressed-tensors AWQ 4-bit checkpoint of Qwen3-VL-32B-Instruct: the compressed-tensors "
     "WNA16 scheme required compute capability 8.0, so the quantized linear layers were refused at model construction "
     "on both workers (issue title: 'Workaround to run model on GPUs with Compute Capability < 8.0?'). Not a memory "
     "problem: a vLLM-side capability gate that a maintainer then lowered for Turing.",
     "maintainer PR #29732 '[Quantization] Enable compressed-tensors AWQ for Turing GPU' ('Fix #29707 - Compressed-"
     "tensors AWQ quantization should be able to run on Turing GPU, verified on Tesla T4 GPU', tested with "
     "cpatonn/Qwen3-VL-32B-Instruct-AWQ-4bit at TP 2): upgrade to a vLLM build that contains it (merged after "
     "2025-11-29; the issue was closed by it)",
     release="0.11.x (the traceback paths name a conda env 'vllm011cp312')",
     gpu="NVIDIA Quadro RTX 5000 (16 GB, sm75)", gpus=2,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: four interleaved worker traceback lines as the stored issue text shows them (the two TP workers' "
          "lines alternate); the final RuntimeError line ('Quantization scheme is not supported for the current GPU. "
          "Min capability: 80. Current capability: 75.', as in the same author's earlier issue #26297 and in #25022) "
          "was not in the part of the thread the search could reach, so it is NOT in the excerpt and numbers is {}. "
          "GPU and model come from the author's twin post sglang #14116 ('two NVIDIA QUADRO RTX 5000 cards (16GB "
          "each, 32GB total) with a compute capability of 7.5', Qwen3-VL-32B-Instruct-AWQ-4bit) and from the fixing PR. "
          "The failing command is not visible, hence None. Kind/cause quantization_unsupported_gpu.")

if __name__ == "__main__":
    BATCH.write()
