"""Round-338 blind batch: vLLM start-up failures on OLDER and EDGE GPUs (V100, T4, P100/P40, GTX 10xx/16xx,
RTX 20xx, Jetson Orin/Xavier, MI50/MI60, old driver or CUDA 11.x): compute capability, dtype, flash-attention,
Triton, memory; taken from the ``issues`` corpus; collected by helper wild338 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round338-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round338-blind")
case = BATCH.case

# ---------------------------------------------- 1Cat-vLLM (V100 fork): compressed-tensors AWQ dense QKV layers, min 75 vs 70
case("1cat-vllm-13-v100x2-qwen35-35b-a3b-awq-ct-qkv-min-75-current-70",
     "https://github.com/1CatAI/1Cat-vLLM/issues/13",
     "## Environment\n"
     "- GPU: Tesla V100 32GB x2 (SM70 / CUDA capability 7.0)\n"
     "- vLLM build: 0.0.3.dev0+g55573923a.d20260321\n"
     "- Model: Qwen3.5-35B-A3B-AWQ\n"
     "- tensor_parallel_size: 2\n"
     "- Docker image from Dockerfile.sm70-wheel\n"
     "\n"
     "## What happens\n"
     "MoE layers load correctly using TurboMind SM70 kernels:\n"
     "Using CompressedTensorsSM70WNA16MoEMethod (TurboMind SM70 kernels)\n"
     "\n"
     "But then crashes on QKV attention linear layers:\n"
     "RuntimeError: ('Quantization scheme is not supported for ',\n"
     "'the current GPU. Min capability: 75. ', 'Current capability: 70.')\n"
     "\n"
     "File: compressed_tensors.py line 347, via `QKVParallelLinear` → `get_quant_method` → `_check_scheme_supported`\n"
     "\n"
     "## Launch command\n"
     "```bash\n"
     "CUDA_VISIBLE_DEVICES=0,1 \\\n"
     "VLLM_DISABLE_PYNCCL=1 \\\n"
     "python -m vllm.entrypoints.openai.api_server \\\n"
     "  --model /models/Qwen3.5-35B-A3B-AWQ \\\n"
     "  --tensor-parallel-size 2 \\\n"
     "  --dtype float16 \\\n"
     "  --attention-backend TRITON_ATTN \\",
     "quantization_unsupported_gpu", {"min_capability": 75, "current_capability": 70, "tensor_parallel_size": 2},
     "quantization_unsupported_gpu",
     "The V100 fork 1Cat-vLLM (build 0.0.3.dev0, Docker image from Dockerfile.sm70-wheel) serving Qwen3.5-35B-A3B-AWQ "
     "(a compressed-tensors WNA16 checkpoint) on two Tesla V100 32GB (compute capability 7.0), TP 2: the fork's SM70 "
     "TurboMind kernels covered the MoE experts, but the dense attention linears (QKVParallelLinear) still went through "
     "the upstream compressed-tensors WNA16 scheme, whose minimum capability is 7.5, so model construction raised "
     "'Quantization scheme is not supported for the current GPU. Min capability: 75. Current capability: 70.' at load.",
     "no fix stated in the issue text the collector could reach (the issue is closed); the same repository later added "
     "'an SM70 (V100) path for compressed-tensors dense WNA16 quantized models' (PR #25, rebuilt as PR #45: 'New "
     "SM70TurboMindLinearKernel for dense compressed-tensors WNA16 ... Override the hardcoded min_capability=75 when an "
     "SM70-capable kernel is registered', 'Validated end-to-end on dual V100-32GB TP=2'), i.e. a newer fork build; "
     "otherwise a checkpoint format the V100 kernels take (AWQ / GPTQ rather than compressed-tensors for the dense layers)",
     release="1Cat-vLLM 0.0.3.dev0+g55573923a.d20260321 (V100 fork of vLLM)", gpu="Tesla V100 32GB (SM70)", gpus=2,
     command="CUDA_VISIBLE_DEVICES=0,1 VLLM_DISABLE_PYNCCL=1 python -m vllm.entrypoints.openai.api_server "
             "--model /models/Qwen3.5-35B-A3B-AWQ --tensor-parallel-size 2 --dtype float16 --attention-backend TRITON_ATTN "
             "--disable-custo...  (the stored copy of the issue stops here)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--dtype", "value": "bfloat16"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the issue's Environment, What happens and Launch command sections as stored; the 'Root cause' and "
          "'Expected behavior' sections in between (the reporter's own diagnosis) are dropped, and the launch command is "
          "cut where the stored copy stops ('--disable-custo'). Judgement calls: this is a fork of vLLM (1Cat-vLLM, built "
          "for V100), not upstream; the fix is taken from the same repository's later PR (#25/#45) that adds exactly the "
          "missing SM70 dense path, not from a comment in the issue, which the collector could not reach. --dtype "
          "bfloat16 is forbidden because the V100 cannot take it either.")

if __name__ == "__main__":
    BATCH.write()
