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

# ---------------------------------------- GPTQModel #2221: Qwen3-Omni-30B-A3B quantized by GPTQModel -> vLLM weight loading fails
case("gptqmodel-2221-qwen3-omni-30b-a3b-gptq-saved-audio-tower-pos-embedding-experts-w2-weight",
     "https://github.com/ModelCloud/GPTQModel/issues/2221",
     "**Describe the bug**\n"
     "1.\n"
     "ValueError: There is no module or parameter named 'audio_tower.positional_embedding.positional_embedding' in "
     "Qwen3OmniMoeThinkerForConditionalGeneration\n"
     "(EngineCore_DP0 pid=18809) Process EngineCore_DP0:\n"
     "\n"
     "2.\n"
     "vllm/vllm/model_executor/models/qwen3_moe.py\", line 574, in load_weights\n"
     "[rank0]:     param = params_dict[name_mapped]\n"
     "[rank0]: KeyError: 'layers.0.mlp.experts.w2_weight'",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A Qwen3-Omni-30B-A3B (MoE, multimodal) checkpoint quantized and saved by GPTQModel does not match what vLLM's "
     "Qwen3-Omni loader expects: first an extra tensor (audio_tower.positional_embedding.positional_embedding, a buffer "
     "vLLM computes itself) has no parameter to go to; once that is removed, the MoE layers fail because the export "
     "left some experts unquantized (experts.N.down_proj.weight) next to quantized ones (experts.M.down_proj.qweight), "
     "and vLLM's fused-MoE layer takes one precision per layer, so the per-expert names cannot be mapped (KeyError "
     "'layers.0.mlp.experts.w2_weight'). A checkpoint layout / mixed-precision problem, not memory.",
     "partial, by the reporter (allerou4) in the issue body: deleting "
     "audio_tower.positional_embedding.positional_embedding from the safetensors cleared the first error; for the "
     "second the reporter's diagnosis is that vLLM does not support mixed precision inside one MoE layer, i.e. "
     "re-quantize with all experts of a layer quantized alike. The issue is closed; a GPTQModel-side fix is not in the "
     "stored text",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the first two numbered errors of the issue body as stored; the reporter's workaround sentence after "
          "error 1, the diagnosis after error 2, and error 3 (KeyError 'layers.0.self_attn.qkqkv_proj.g_idx', which the "
          "reporter could not explain) are left out. The vLLM release is not stated (the paths point at a source "
          "checkout of late-2025 vLLM).")

# ---------------------------------------- unsloth #1380: unsloth dynamic bnb-4bit QwQ served without bnb flags -> KeyError ...absmax
case("unsloth-1380-qwq-32b-unsloth-bnb-4bit-dynamic-vllm-serve-keyerror-absmax",
     "https://github.com/unslothai/unsloth/issues/1380",
     "reproduce: ```uvx --with bitsandbytes --with setuptools vllm serve unsloth/QwQ-32B-Preview-unsloth-bnb-4bit```\n"
     "\n"
     "```ERROR 12-04 11:26:27 engine.py:366] KeyError: 'layers.10.mlp.down_proj.weight.absmax'```",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "unsloth's dynamic bitsandbytes 4-bit checkpoint (unsloth/QwQ-32B-Preview-unsloth-bnb-4bit) served with a bare "
     "`vllm serve` on a release of the time (late 2024) that did not pick bitsandbytes up from the checkpoint on its own: "
     "vLLM built unquantized layers with the default loader, and the bnb quant-state tensors "
     "(...weight.absmax) had no parameter to load into. The loader settings do not match the checkpoint format; not a "
     "memory problem.",
     "commenter Sayedx (2024-12-10): bitsandbytes-quantized models need `--load-format bitsandbytes` and "
     "`--quantization bitsandbytes`; maintainer danielhanchen (2024-12-12): 'for BnB loading in vLLM you have to follow' "
     "the vLLM bitsandbytes docs (same two settings). Not confirmed by the reporter in the stored text",
     release=None, gpu=None, gpus=None,
     command="uvx --with bitsandbytes --with setuptools vllm serve unsloth/QwQ-32B-Preview-unsloth-bnb-4bit",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the whole issue body as stored (the command and the one error line, both in backticks as the "
          "source writes them). Dec 2024, a little before this slice's 2025-2026 window, taken because the error and "
          "the maintainer's answer are both stored; the other comments (a commenter with a 16-bit merge hitting the "
          "same error, unsloth #1378) are not used.")

# ---------------------------------------- llm-compressor #973: W4A16 80-layer model on a cc-80 GPU, partition 14784 -> no WNA16 kernel
case("llm-compressor-973-w4a16-80-layer-model-cc80-marlin-partition-14784-no-wna16-kernel",
     "https://github.com/vllm-project/llm-compressor/issues/973",
     "(VllmWorkerProcess pid=67498) INFO 12-11 21:46:49 compressed_tensors_wNa16.py:83] Using MarlinLinearKernel for "
     "CompressedTensorsWNA16\n"
     "ERROR 12-11 21:46:49 engine.py:366] Failed to find a kernel that can implement the WNA16 linear layer. Reasons: \n"
     "ERROR 12-11 21:46:49 engine.py:366] MacheteLinearKernel requires capability 90, current compute capability is 80\n"
     "ERROR 12-11 21:46:49 engine.py:366]  MarlinLinearKernel cannot implement due to: Weight input_size_per_partition "
     "= 14784 is not divisible by min_thread_k = 128. Consider reducing tensor_parallel_size or running with "
     "--quantization gptq.\n"
     "ERROR 12-11 21:46:49 engine.py:366]  ExllamaLinearKernel cannot implement due to: Exllama only supports float16 "
     "activations",
     "quantization_unsupported_gpu", {}, "tp_not_divisible",
     "An llm-compressor W4A16 (compressed-tensors WNA16) checkpoint of an 80-layer model (the config in the issue lists "
     "model.layers.0-79; 14784 = 29568/2, the Qwen2/2.5-72B MLP width split over two GPUs) served with tensor "
     "parallelism on compute-capability-8.0 GPUs: Machete needs cc 9.0, Exllama needs fp16 activations (the run was "
     "bf16), and Marlin needs the per-GPU input partition to be a multiple of 128, which the TP split of the down_proj "
     "input (14784) is not. The shard shape produced by the chosen tensor-parallel size is what leaves no kernel; not "
     "a memory problem.",
     "no answer in the stored text (the issue is open). From the log and the same failure in llm-compressor #57 "
     "(maintainer robertgshaw2: Marlin has shape limits on Qwen-72B's non-power-of-two widths and caps the usable TP "
     "size): run without splitting that dimension (TP 1 if it fits, or pipeline parallelism instead of TP), or run "
     "in float16 so the Exllama kernel can take the layer, or serve on a cc-9.0 GPU where Machete applies",
     release="late-2024 vLLM (V0 multiprocessing engine; exact version not in the stored chunk)",
     gpu="compute capability 8.0 (A100/A800-class; from the Machete line)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the first lines of the error as the stored chunk of the issue body shows them (the traceback after "
          "the Exllama line and the long quantization_config 'ignore' list before it are dropped). The launch command "
          "and TP size are not in the stored text; TP 2 is inferred from 14784 (= 29568 / 2), so only TP above 2 is "
          "marked wrong. No figure is stated under a LABELS.txt key, so numbers is {}.")

if __name__ == "__main__":
    BATCH.write()
