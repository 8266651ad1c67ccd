"""Round-430 blind batch: QUANTIZATION TOOLCHAINS and their checkpoints (llm-compressor / compressed-tensors,
GPTQModel, auto-round, ModelOpt NVFP4, bitsandbytes, unsloth dynamic quants, MXFP4 / NVFP4 / W4A8 / FP8-block
checkpoints): vLLM failing to start on the quantized output; collected by helper wild430 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round430-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

(docstring completed at the end of the round)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round430-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #33280: compressed-tensors FP8-BLOCK checkpoint on an A100 -> W8A16 fallback rejects strategy=block
case("vllm-pr33280-qwen3-0.6b-fp8-block-a100-w8a16-unsupported-weight-strategy-block",
     "https://github.com/vllm-project/vllm/pull/33280",
     "Before on A100 (dispatching to `CompressedTensorsW8A16Fp8`):\n"
     "```\n"
     "vllm serve RedHatAI/Qwen3-0.6B-FP8-BLOCK\n"
     "...\n"
     "(EngineCore_DP0 pid=41305) ValueError: Unsupported weight strategy=block, supported strategies are "
     "[<QuantizationStrategy.CHANNEL: 'channel'>, <QuantizationStrategy.TENSOR: 'tensor'>]\n"
     "```",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "An llm-compressor / compressed-tensors FP8 block-quantized checkpoint (RedHatAI/Qwen3-0.6B-FP8-BLOCK, "
     "strategy=block) served on an A100, which has no FP8 tensor cores: vLLM dispatches such GPUs to the weight-only "
     "CompressedTensorsW8A16Fp8 (Marlin) fallback, and that scheme only accepted per-channel / per-tensor FP8 "
     "weights, so the block strategy was rejected at layer creation. A gap in vLLM's pre-Hopper fallback for this "
     "checkpoint format, not a memory or flag problem.",
     "PR author mgoin (vLLM maintainer), PR #33280 (merged, 2026-01-28): added block FP8 Marlin support to "
     "compressed_tensors_w8a16_fp8.py ('CT Block FP8 models would not run on GPUs without hardware support. Now they "
     "will be able to with marlin'); after it the same `vllm serve RedHatAI/Qwen3-0.6B-FP8-BLOCK` ran on the A100 "
     "(GSM8K 0.383). So: upgrade to a vLLM release containing PR #33280, or serve on an FP8-capable GPU (Ada / Hopper "
     "or newer)",
     release="vLLM main before PR #33280 (January 2026)", gpu="NVIDIA A100", gpus=None,
     command="vllm serve RedHatAI/Qwen3-0.6B-FP8-BLOCK",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the 'Before on A100' block of the PR description as stored (the '...' between the command and the "
          "error is the PR author's own elision, not ours). A maintainer's reproduction inside the fix PR (as vllm "
          "PR #24217 was taken in round 270), not a user issue. No figures under a LABELS.txt key, so numbers is {}.")

if __name__ == "__main__":
    BATCH.write()
