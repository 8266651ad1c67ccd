"""Round-256 blind batch: NON-memory vLLM start-up failures from vLLM's own tracker
(github.com/vllm-project/vllm/issues), issue numbers 16000-20000 and 32000-40000; collected by helper wild256 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round256-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only (as the issues corpus of the
``search`` tool shows it: excerpts of turns, never the whole thread). Excerpts are the text as the source shows it;
where lines in between were dropped the note says so; the fix is left out of the excerpt.

Look-ups: 50 of the 60 allowed, all ``search`` with corpus=issues (no find_string, read_file, find_files or
fetch: the issues corpus gives only excerpts of threads, so a thread's later turns are reached by re-querying with its
title and error words, one look-up each). **4 cases, at the low end of the 4-10 asked.** The slice is thin in this
corpus: most queries return older (pre-2025) or later (40000+) vLLM issues or other trackers, and of the in-range vLLM
issues that came back many were already in USED_SOURCES.txt. Stopped with 10 look-ups unspent after the last eight
queries brought no new usable in-range thread.

Sources given up (for the lead, not cases):
- Already used (grep -F on USED_SOURCES.txt before reading further): vllm #19906, #33447, #36217, #32338, #32109,
  #17047, #17939, #32732, #20226, #16515, #17170.
- In range but no error text reached in the stored excerpts: #33970 (Qwen3-Reranker-8B + bitsandbytes, v0.14.0: the
  docker-compose command is shown, the log is cut before the error), #36411 (Qwen3.5-27B: body 'logs' only),
  #39993 (Qwen3_5ForCausalLM fine-tune on v0.19.0 / transformers 5.2.0: cut at 'Unrecognized ke...'), #18450
  (KeyError 'qwen2_5_omni': traceback head only), #17739 (Qwen3-30B-A3B AWQ on v0.8.5.post1 docker: command only),
  #17337 (Qwen3 MoE bnb-4bit on sm75: trace head only), #32575 (MinerU on DGX Spark nightly-aarch64: the traceback
  stops at the Triton rotary kernel call; the PTXAS error and the TRITON_PTXAS_PATH fix are only in the same author's
  MinerU twin and in triton #8539, outside the slice).
- In range, error shown, but the real cause is hidden or not settled in the thread: #33464 (qwen3-vl-reranker-8b on
  0.15.0, AttributeError 'Qwen3LLMForCausalLM' has no attribute 'score': a loader bug, no fix seen); #17756, #17533,
  #18302 (secondary 'MultiprocExecutor has no attribute workers/io_thread_pool' errors masking a worker start failure;
  PR #17811 only removes the secondary error); #18835, #19018, #18995 (no-kernel-image reports on 0.9.0 / RTX 50xx
  with no settled cause or fix; #19018's turn fails at request time); #18301 (dev build 'Not support device type:
  cpu' on an A40, cause not reached); #19002, #17618 (generic 'Engine core initialization failed', root cause not in
  the excerpts); #37387 (SM_120 AWQ field report: the error is paraphrased as 'pydantic ValidationError', no log);
  #17154 (GLM-4-0414 fp16 NaN: a runtime output problem, not a start-up failure).

Judgement calls for the lead (each case's ``note`` says more):
1. #16901 (RTX 5090, no kernel image): the fix is a third party's sm_120 build, not confirmed by the author; release
   0.8.4 inferred from the date and 'Latest (from PyPI)'.
2. #17581 and #17764 are twins (fp8e4nv refused below sm_89 for Qwen3-30B-A3B FP8 on RTX 3090s / an A100); both were
   returned by the same search and both are taken. Their error line is the issue title's (the stored body excerpts
   stop before it). Neither thread states a fix; the 'fix' field gives the general remedy, said so.
3. #17579 (Qwen3-235B FP8-W8A16 on A100s, 'float16 is required for MoE compressed models'): kind
   quantization_dtype_unsupported, cause quantization_unsupported_gpu; --dtype float16 is not marked wrong since no
   turn says it fails or works; the author's working route was bf16 on 8 x A100.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round256-blind")
case = BATCH.case

# ------------------------------------------------------------ #16901: RTX 5090 (sm_120), no kernel image at start
case("vllm-16901-rtx5090-sm120-no-kernel-image-engine-start",
     "https://github.com/vllm-project/vllm/issues/16901",
     "When running \n"
     "\n"
     "[vLLM.log](https://github.com/user-attachments/files/19829093/vLLM.log)\n"
     "\n"
     " with a NVIDIA RTX 5090 GPU, I encountered the following error:\n"
     "\n"
     "RuntimeError: CUDA error: no kernel image is available for execution on the device\n"
     "\n"
     "From the logs, it seems that PyTorch does not support the compute capability of the RTX 5090 (sm_120):",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "April 2025: the latest vLLM from PyPI (its PyTorch 2.x build had no sm_120 kernels) on an RTX 5090 (Blackwell, "
     "compute capability 12.0; driver 570.124.06, CUDA 12.8): the engine failed to start at the first CUDA kernel with "
     "'no kernel image is available for execution on the device'. Not a memory or flag problem: the installed "
     "torch/vLLM binaries were not built for sm_120.",
     "a build with sm_120 kernels: a later comment (voipmonitor, 2025-06-18) offers a vLLM docker image built for the "
     "sm_120 arch ('voipmonitor/inference-vllm:25.05') and its Dockerfile (CUDA_ARCHS=\"12.0\", "
     "CMAKE_CUDA_ARCHS=\"120-real\", on a PyTorch built for Blackwell); the author's own candidates were a nightly "
     "PyTorch with sm_120 or building with TORCH_CUDA_ARCH_LIST=\"12.0\" (later vLLM releases on torch 2.7+cu128 "
     "ship sm_120)",
     release="'Latest (from PyPI)' as of 2025-04-21 (0.8.4)",
     gpu="NVIDIA GeForce RTX 5090", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Excerpt: the issue body's 'Describe the bug' lines as the search excerpt shows them (the full log is an "
          "attached file, not in the thread text). The environment list (driver 570.124.06, CUDA 12.8.93, Python 3.10, "
          "Ubuntu 22.04) is left out. Release 0.8.4 is inferred from the date and 'Latest (from PyPI)'; the author does "
          "not print it. The fix is a third party's sm_120 build, not confirmed by the author in the turns seen; the "
          "issue was closed under the 'installation' label. Model and command are not given (command None); gpus=1 "
          "assumed from 'a NVIDIA RTX 5090 GPU'.")

# ------------------------------------------------ #17581: Qwen3-30B-A3B-FP8 on 2 x RTX 3090 (Ampere), v0.8.5: fp8e4nv
case("vllm-17581-qwen3-30b-a3b-fp8-2x3090-v085-fp8e4nv-not-supported",
     "https://github.com/vllm-project/vllm/issues/17581",
     "[Bug]: Qwen3 FP8 on 0.8.5: type fp8e4nv not supported in this architecture.\n"
     "\n"
     "When I use FP8 quant of Qwen 3 30BA3 on 0.8.5 via:\n"
     "```bash\n"
     "CUDA_VISIBLE_DEVICES=0,1 CUDA_DEVICE_ORDER=PCI_BUS_ID CUDA_LAUNCH_BLOCKING=1 vllm serve Qwen_Qwen3-30B-A3B-FP8/   "
     "--dtype auto   --api-key token-abc123   --host 0.0.0.0   --port 8000   --tensor-parallel-size 2 "
     "--gpu-memory-utilization 0.95   --max-model-len 30000   --cpu-offload-gb 0      --device cuda   "
     "--disable-custom-all-reduce   --enable-reasoning --reasoning-parser deepseek_r1 --served-model-name "
     "AlexBefest/Qwen_QwQ-32B-AWQ --block-size 32 --max-seq-len-to-capture 30000\n"
     "```",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "Qwen3-30B-A3B-FP8 (block-wise FP8, e4m3) on two RTX 3090s (Ampere, compute capability 8.6; CUDA 12.4, driver "
     "570.124.04) with vLLM 0.8.5, TP 2: the FP8 block-quant path compiles a Triton kernel with the fp8e4nv (e4m3) "
     "type, which Triton only supports from compute capability 8.9, so the engine died at start-up ('type fp8e4nv not "
     "supported in this architecture'). Not a memory or flag problem: the checkpoint's FP8 format has no native path "
     "on Ampere in that release (FP8 Marlin then covered dense linear layers but not this MoE/block path).",
     "no fix in the turns seen (the issue was closed as stale); what works for this card is a non-FP8 checkpoint of "
     "the model (e.g. AWQ/GPTQ, or bf16 across the two cards) or a later vLLM whose FP8 Marlin path covers "
     "block-quantized MoE weights on Ampere (the same month a maintainer thread, #17579, asked for FP8 Marlin MoE on "
     "A100)",
     release="0.8.5",
     gpu="2 x NVIDIA GeForce RTX 3090", gpus=2,
     command="CUDA_VISIBLE_DEVICES=0,1 CUDA_DEVICE_ORDER=PCI_BUS_ID CUDA_LAUNCH_BLOCKING=1 vllm serve "
             "Qwen_Qwen3-30B-A3B-FP8/ --dtype auto --api-key token-abc123 --host 0.0.0.0 --port 8000 "
             "--tensor-parallel-size 2 --gpu-memory-utilization 0.95 --max-model-len 30000 --cpu-offload-gb 0 "
             "--device cuda --disable-custom-all-reduce --enable-reasoning --reasoning-parser deepseek_r1 "
             "--served-model-name AlexBefest/Qwen_QwQ-32B-AWQ --block-size 32 --max-seq-len-to-capture 30000",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue title (it carries the error text) and the body's command block, as the search "
          "excerpt shows them; the pasted log after 'I am facing the following problem:' was cut off in the stored "
          "excerpt (it repeats the command), so the error line is the title's. The thread's turns seen show no fix; "
          "the 'fix' field is the general remedy for FP8 block checkpoints on Ampere, not the author's words. gpus=2 "
          "from the env block ('2xRTX3090').")

# ---------------------------------------- #17764: Qwen3-30B FP8 on an A100, v0.8.5.post1+cu118 (Xinference cache), V0
case("vllm-17764-qwen3-30b-fp8-a100-v085post1-cu118-fp8e4nv-triton",
     "https://github.com/vllm-project/vllm/issues/17764",
     "[Bug]: vllm deploys qwen3 30B fp8 and reports an error: ValueError(\"type fp8e4nv not supported in this "
     "architecture. The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')\"),\n"
     "\n"
     "Linux\n"
     "A100 NVIDIA GPU\n"
     "vllm ==0.8.5.post1+cu118\n"
     "python==3.10\n"
     "\n"
     "INFO 05-07 09:58:52 [llm_engine.py:240] Initializing a V0 LLM engine (v0.8.5.post1) with config: "
     "model='/home/xinference/cache/qwen3-fp8-30b', speculative_config=None, tokenizer='/home/xinference/cache/"
     "qwen3-fp8-30b', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config=None, "
     "tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=40960, download_dir=None, "
     "load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, "
     "quantization=fp8, enforce_eager=False, kv_cache_dtype=auto,  device_config=cuda, ...\n"
     "  File \"/root/anaconda3/envs/xinference/lib/python3.10/site-packages/vllm/model_executor/layers/linear.py\", "
     "line 485, in forward\n"
     "    output_parallel = self.quant_method.apply(self, input_, bias)\n"
     "  File \"/root/anaconda3/envs/xinference/lib/python3.10/site-packages/vllm/model_executor/layers/quantization/"
     "fp8.py\", line 411, in apply\n"
     "    return torch.ops.vllm.apply_w8a8_block_fp8_linear(\n"
     "  File \"/root/anaconda3/envs/xinference/lib/python3.10/site-packages/vllm/model_executor/layers/quantization/"
     "utils/fp8_utils.py\", line 70, in apply_w8a8_block_fp8_linear\n"
     "    q_input, x_scale = per_token_group_quant_fp8(input_2d,\n"
     "  File \"/root/anaconda3/envs/xinference/lib/python3.10/site-packages/vllm/model_executor/layers/quantization/"
     "utils/fp8_utils.py\", line 295, in per_token_group_quant_fp8\n"
     "    _per_token_group_quant_fp8[(M, )](",
     "quantization_unsupported_gpu", {"max_seq_len": 40960, "tensor_parallel_size": 1},
     "quantization_unsupported_gpu",
     "A Qwen3-30B-A3B FP8 checkpoint (block-wise FP8, from an Xinference cache) on one A100 (compute capability 8.0) "
     "with vLLM 0.8.5.post1 built for CUDA 11.8, V0 engine, bf16: the first forward (the start-up profile run) goes "
     "through apply_w8a8_block_fp8_linear -> per_token_group_quant_fp8, a Triton kernel using the fp8e4nv (e4m3) "
     "type, which Triton refuses below compute capability 8.9. Not memory: the A100 has no native e4m3 support and "
     "that block-FP8 path had no Marlin fallback in this release.",
     "none stated in the turns seen (the issue is open); the remedy for this card is a non-FP8 checkpoint "
     "(bf16/AWQ/GPTQ) or a later vLLM whose FP8 Marlin weight-only path covers block-quantized (MoE) FP8 "
     "checkpoints on Ampere",
     release="0.8.5.post1+cu118",
     gpu="NVIDIA A100", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue title (which carries the exact error), the environment lines, the V0 engine's config "
          "line (cut after device_config with '...'), and the traceback tail as the search excerpt shows it; the "
          "traceback's last lines down to the ValueError were not in the stored excerpt, so the error is the title's. "
          "Launched through Xinference (the model path is its cache); the vllm command is not shown (command None). "
          "gpus=1 from 'A100 NVIDIA GPU' and tensor_parallel_size=1. Numbers: max_seq_len 40960 and TP 1 from the "
          "config line; they do not matter for the failure. A twin of #17581 (same error, other card/user); taken "
          "because the search returned it.")

# ------------------------------- #17579: Qwen3-235B-A22B FP8-W8A16 (llm-compressor) on A100s: MoE needs float16 assertion
case("vllm-17579-qwen3-235b-fp8-w8a16-a100-moe-compressed-float16-required",
     "https://github.com/vllm-project/vllm/issues/17579",
     "I wanna run Qwen3-235B-A22B on Ampere (A100) in fp8.\n"
     "\n"
     "I quantized it to w8a16 using llm-compressor\n"
     "\n"
     "https://huggingface.co/cognitivecomputations/Qwen3-235B-A22B-FP8-W8A16\n"
     "\n"
     "but when I run it, I get the error\n"
     "\n"
     "ERROR 05-02 03:16:53 [multiproc_executor.py:435] AssertionError: float16 is required for MoE compressed models. "
     "Set dtype=torch.float16",
     "quantization_dtype_unsupported", {}, "quantization_unsupported_gpu",
     "Qwen3-235B-A22B quantized by the author to FP8 weight-only (W8A16, compressed-tensors via llm-compressor) to fit "
     "A100s (Ampere has no native FP8): at start-up vLLM's compressed-tensors MoE path (the Marlin-based weight-only "
     "MoE kernel) asserted that the model dtype be float16, and FP8 weights in MoE layers had no Marlin kernel in that "
     "release at all (the author files it as a feature request: 'Please support FP8 with MoE in Marlin kernel'). The "
     "launch is refused by the quantization path, not by memory.",
     "the author (2025-06-29): '235b runs in bf16 on 8x A100. Not much room for kv cache and context though.' — i.e. "
     "serving the unquantized bf16 model across 8 A100s; an AWQ quant was suggested ('AWQ should work "
     "theoretically') but was failing for him too; FP8 Marlin for MoE is the feature asked for (issue later closed)",
     release="not stated (V1 engine, early May 2025: 0.8.5)",
     gpu="NVIDIA A100", gpus=8,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the feature request's text with the one log line it quotes, as stored. gpus=8 from the author's "
          "later 'bf16 on 8x A100'. Judgement calls: kind quantization_dtype_unsupported (the message is a dtype "
          "demand of the quantized MoE path), cause quantization_unsupported_gpu (the real block is FP8 MoE weights "
          "on Ampere without an FP8 Marlin MoE kernel; nobody in the thread reports that --dtype float16 made this "
          "checkpoint run, so --dtype float16 is neither marked wrong nor counted as the fix). Release inferred from "
          "the date (multiproc_executor = V1).")

if __name__ == "__main__":
    BATCH.write()
