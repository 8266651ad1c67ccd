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

# ---------------------------------------- llm-compressor #1489 (comment): W4A16 group_size=64 checkpoint on a cc-90 GPU -> no WNA16 kernel
case("llm-compressor-1489-w4a16-group-size-64-sm90-no-wna16-kernel-machete-marlin-exllama",
     "https://github.com/vllm-project/llm-compressor/issues/1489",
     "@kylesayrs I ran `W4A16` quantization with group_size=64 successfully, but I cannot launch this model in vLLM. I "
     "read in other issues that by manipulating the default group size, I will not be able to run the model in vllm "
     "(none of the available kernels support it). Does this still hold? If yes, is there some workaround?\n"
     "\n"
     "(tested on `vllm=0.8.5` and `vllm==0.9.0`)\n"
     "\n"
     "```bash\n"
     "ERROR 05-29 13:43:45 [core.py:387] ValueError: Failed to find a kernel that can implement the WNA16 linear layer. "
     "Reasons: \n"
     "ERROR 05-29 13:43:45 [core.py:387]  MacheteLinearKernel cannot implement due to: Group size (64) not supported by "
     "Machete, supported group sizes are: [-1, 128]\n"
     "ERROR 05-29 13:43:45 [core.py:387]  AllSparkLinearKernel cannot implement due to: AllSpark currently does not "
     "support device_capability = 90.\n"
     "ERROR 05-29 13:43:45 [core.py:387]  MarlinLinearKernel cannot implement due to: Weight input_size_per_partition = "
     "8256 is not divisible by min_thread_k = 128. Consider reducing tensor_parallel_size or running with --quantization "
     "gptq.\n"
     "ERROR 05-29 13:43:45 [core.py:387]  ExllamaLinearKernel cannot implement due to: Exllama only supports float16 "
     "activations\n"
     "ERROR 05-29 13:43:45 [core.py:387] ",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "An llm-compressor W4A16 (compressed-tensors WNA16) checkpoint quantized with group_size=64 instead of the default "
     "128, served with vLLM 0.8.5 / 0.9.0 on a compute-capability-9.0 GPU in bf16: every WNA16 kernel refused it -- "
     "Machete only took group sizes -1/128, AllSpark does not run on cc 9.0, Marlin needs the per-partition input size "
     "(8256 here) to be a multiple of 128, and Exllama only runs fp16 activations. The checkpoint's quantization "
     "parameters fall outside what the installed release's kernels implement; not a memory problem.",
     "no answer in the stored text (the issue is closed; the comment asks for a workaround). Reachable from the log "
     "and a later vLLM PR: vLLM PR #20290 'Enable group size 64 for Machete' (merged 2025-07-01, for fp16/bf16 "
     "activations) makes a later release accept gs=64 on Hopper; otherwise re-quantize with group_size=128 (the "
     "llm-compressor default), or run the model in float16 so the Exllama kernel can take it",
     release="0.8.5 and 0.9.0 (the author tested both)", gpu="compute capability 9.0 (from the AllSpark line; "
     "the GPU model is not named)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--enable-chunked-prefill"}],
     note="Excerpt: the comment by dtransposed (2025-05-29) on llm-compressor #1489 as the corpus stores it, cut after "
          "the kernel-reason lines (the CRITICAL 'Got fatal signal' line and what follows are dropped). The issue's "
          "own title/body are about a different W4A16 error (tensor size mismatch) and are not used. The printed "
          "figures (group size 64, 8256, min_thread_k 128, device_capability 90) have no LABELS.txt key that the "
          "failure turns on, so numbers is {}; TP is not stated, so --tensor-parallel-size is not forbidden (the "
          "Marlin line itself suggests reducing it).")

if __name__ == "__main__":
    BATCH.write()
