"""Round-583 blind batch: vLLM start-up failures about HOST MEMORY AND OFFLOADING (--swap-space and --cpu-offload-gb
refusals, KV offloading connectors such as LMCache CPU / disk and OffloadingConnector, pinned memory / UVA, host RAM
exhausted while loading, unified-memory devices: GH200, GB10, Jetson), across every tracker; collected by helper
wild583 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round583-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 30 of the 30 this brief allowed (28 ``search`` corpus=issues, 1 corpus=pages, 1 corpus=docs; no read_file,
find_string, fetch, find_files or find_repos). 1 case: vllm #6952 (vLLM 0.5.3, awq_marlin + --cpu-offload-gb, the
Marlin repack's 'b_q_weight is not on GPU', fixed by the merged PR #6960 'FIX #6952'). The slice is MINED OUT: nearly
every thread the searches surfaced was already in /work/coord/USED_SOURCES.txt or an earlier round's skip list, and the
fresh ones stop before their error line (the issues corpus returns one chunk per thread, usually the environment block
or the head of a traceback). Every source was checked with grep -F against USED_SOURCES.txt and the earlier rounds'
tools/wild_cases_round*.py before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier skip lists: vllm #9728, #15871, #15877, #11986, #11748, #16465,
  #27934, #27508, #42348, #44888, #43381, #47292, #47387, #50239, #54652, #14655 / #15004, #17545, #21864 (AWQ Marlin +
  UVA offload GPU OOM: error text still not in the stored chunk; a commenter's workaround relaxes replace_parameter's
  type check), #26452; vllm-ascend #2636; dusty-nv/jetson-containers #1568; LMCache #949, #1063, #1088, #792, #1455,
  #1768, #1909, #2306; xorbitsai/inference #4926; wtdcode/vllm-backport #15, #68; syv-ai/qwen38-27b-rtx3090 #9;
  Ksuriuri/index-tts-vllm #99; SergiioB/intel-arc-pro-b70-inference-cookbook #4; intel/intel-extension-for-pytorch
  #869 (XPU --cpu-offload-gb, no answer); the hokwangchoi.com and edgeaistack.ai Jetson pages.
- Error line not in the stored chunk: vllm #18390 (GH200 144 GB, Llama-3.1-405B-FP8 with --cpu-offload-gb on 0.8.3,
  'not enough room for the initial KV cache', log cut); vllm #7204 (GPTQ Marlin + --cpu-offload-gb on 0.5.4, fixed by
  the merged PR #7225 -- qzeros created on the meta device; the traceback is beyond the stored chunks, only the
  environment block and mgoin's reply are stored); vllm #8757 / #14096 (GGUF + cpu_offload_gb, mgoin: 'a known issue
  that we are unsure how to resolve'; the error line is cut in both); vllm #8873 (aqlm + --cpu-offload-gb, only
  collect_env stored); vllm #42912 and its twin vllm-ascend #10936 (GLM-5 FP8 + LMCache, 'LMCacheEngine marked as init
  failed' whose cause is cut inside LocalCPUBackend(, no answer); LMCache #3339 (GLM5-FP8 + LMCache on vLLM 0.21, cut
  in the worker traceback); ovg-project/kvcached #267 (--kv-offloading-size on vLLM 0.16 under kvcached's patches, cut);
  vllm PR #32991 (UVA re-offload after process_weights_after_loading, DeepSeek-R1-NVFP4 on GB300 with 200 GB offload;
  the OOM lines are cut and the PR was closed unmerged); vllm #32653 (Unsloth DeepSeek-R1 with CPU offload, only the API
  server's 'Engine core initialization failed' is stored).
- Not a start-up failure (fails under load or at requests): LMCache #955, #745, #391, #969 ('Failed to allocate memory
  for tensor' after hundreds of requests), #4123 (RPCTimeout under sustained load); vllm #26329 (OffloadingConnector
  IndexError at ~565 prompts), #44780 (native offloading crash on long context); LMCache #3430 (OOM at inference).
- Out of slice / other: LMCache #1998 (PD backend transfer channel at TP>1, cut); LMCache/lmcache-vllm #48 (the
  reporter's own 'my memory is insufficient', error text not stored); vllm #23087, #16538, #33302 (usage questions);
  vllm #56283, #56410, #51396, defilantech/LLMKube #1320 (--cpu-offload-gb silently ignored or over-using host memory,
  no start-up error); deepseek-ai/DeepSeek-R1 #416 (redirected to vLLM, no error stored).

Judgement calls for the lead:
1. vllm-6952: the error string 'RuntimeError: b_q_weight is not on GPU' is in the stored text only in the issue title
   (the body's log is stored up to 'Starting to load model'); taken as round 448 took title-only errors, because the
   merged fix PR #6960 names the issue ('FIX https://github.com/vllm-project/vllm/issues/6952') and states the cause.
   The message is a C++ TORCH_CHECK of the AWQ-Marlin repack kernel, not a Python raise, so no message_kind row reads
   it directly; labelled kind/cause cpu_offload_unsupported (the three earlier fixtures with that label are all
   '--cpu-offload-gb x a feature the release's offloading did not support'), though README's row for that kind names
   only the 'Cannot re-initialize the input batch' message. The lead may prefer kind None (the kernel's check quoted
   back) with cause cpu_offload_unsupported, or cause quantization_kernel_bug; not a memory shortfall either way.
2. The fix is the release containing PR #6960 (merged 2024-07-30; v0.5.4 is the first release after it): the thread
   itself is not stored beyond the log head, so 'what worked' is the merged PR, not a reporter's confirmation.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round583-blind")
case = BATCH.case

# ---------------------------------------- vllm #6952: vLLM 0.5.3, AWQ model run as awq_marlin with CPU offloading -> b_q_weight is not on GPU
case("vllm-6952-v053-awq-marlin-cpu-offload-gb-b-q-weight-not-on-gpu-rtx4070-laptop",
     "https://github.com/vllm-project/vllm/issues/6952",
     "[Bug]: `RuntimeError: b_q_weight is not on GPU` CPU Offloading\n"
     "\n"
     "GPU models and configuration: GPU 0: NVIDIA GeForce RTX 4070 Laptop GPU\n"
     "Nvidia driver version: 550.90.07\n"
     "\n"
     "```bash\n"
     "Initializing Leapfrog\n"
     "INFO 07-30 15:18:35 awq_marlin.py:77] The model is convertible to awq_marlin during runtime. Using awq_marlin "
     "kernel.\n"
     "INFO 07-30 15:18:35 llm_engine.py:176] Initializing an LLM engine (v0.5.3) with config: model='.model/', "
     "speculative_config=None, tokenizer='.model/', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, "
     "rope_scaling=None, rope_theta=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, "
     "max_seq_len=1024, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, "
     "pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=awq_marlin, enforce_eager=True, "
     "kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda, "
     "decoding_config=DecodingConfig(guided_decoding_backend='outlines'), "
     "observability_config=ObservabilityConfig(otlp_traces_endpoint=None), seed=0, served_model_name=.model/, "
     "use_v2_block_manager=False, enable_prefix_caching=False)\n"
     "INFO 07-30 15:18:35 selector.py:170] Cannot use FlashAttention-2 backend due to sliding window.\n"
     "INFO 07-30 15:18:35 selector.py:54] Using XFormers backend.\n"
     "INFO 07-30 15:18:37 model_runner.py:680] Starting to load model .model/...\n"
     "INFO 07-30 15:18:37 selector.py:170] Cannot use FlashAttention-2 backend due to sliding window.",
     "cpu_offload_unsupported",
     {"max_seq_len": 1024, "tensor_parallel_size": 1, "quantization": "awq_marlin", "dtype": "float16"},
     "cpu_offload_unsupported",
     "vLLM 0.5.3 (the first release with --cpu-offload-gb / cpu_offload_gb) loaded an AWQ checkpoint with the "
     "awq_marlin kernel and part of the weights offloaded to CPU. The quantization method's "
     "process_weights_after_loading (the Marlin repack) then ran on the offloaded parameters where they lay, in host "
     "memory, and the CUDA repack kernel refused its input ('b_q_weight is not on GPU'). A feature incompatibility of "
     "0.5.3's CPU weight offloading with quantization methods that post-process weights (Marlin, FP8, "
     "compressed-tensors), not a shortage of GPU or host memory.",
     "merged vLLM PR #6960 ('[Bugfix] Support cpu offloading with quant_method.process_weights_after_loading', mgoin, "
     "2024-07-30; 'FIX https://github.com/vllm-project/vllm/issues/6952') adds device_loading_context, which moves "
     "offloaded parameters to the GPU for process_weights_after_loading and back to CPU afterwards: upgrade to a "
     "release with it (v0.5.4 or later). On 0.5.3: run without CPU offloading. No reporter confirmation is in the "
     "stored text",
     release="0.5.3", gpu="NVIDIA GeForce RTX 4070 Laptop GPU", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (the only place the stored text shows the error line), the GPU and driver lines "
          "of the reporter's collect_env, and the head of the log as the stored chunk shows it (cut after the second "
          "'Cannot use FlashAttention-2' line; the traceback is beyond the stored chunk). 'Leapfrog' is the "
          "reporter's wrapper printing its own start line; the --cpu-offload-gb value is not in the stored text. The "
          "cause and fix are from the merged PR #6960, which names this issue; the same PR also fixed vllm #6765.")

if __name__ == "__main__":
    BATCH.write()
