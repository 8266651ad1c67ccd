"""Round-568 blind batch: vLLM start-up failures of QUANTIZED CHECKPOINTS (AWQ, GPTQ, FP8, NVFP4, MXFP4, GGUF,
bitsandbytes, compressed-tensors, ModelOpt) across vLLM's tracker, llm-compressor, AutoAWQ / GPTQModel and the model
vendors' and fine-tuners' repos; collected by helper wild568 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round568-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch: issues are not files). 4 cases:
unslothai/unsloth #1605 (unsloth "dynamic" bnb-4bit Mistral-Small-24B on vLLM 0.7.1, weight-loader shape assert),
vllm #31019 (Qwen3-VL 2:4-sparse FP8 from llm-compressor, compressed-tensors bitmask decompression shape mismatch on
vLLM 0.12.0), vllm #7689 (official Qwen2-72B q2_k GGUF, org_vocab_size assert, fixed by a newer transformers),
vllm #20986 (GPTQModel Qwen2.5-VL GPTQ loads on 0.9.1, fails on 0.9.2 with torch._dynamo.exc.Unsupported). Every
source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists
before it was spent on. THE SLICE IS ALL BUT MINED OUT: of about 90 quantization threads the searches surfaced, more
than 75 were already used or named in an earlier round's skip list (the capability-gate messages, Marlin's
min_thread_k / 'input size is not aligned', 'No compressed-tensors compatible scheme', block_n, bnb absmax, GGUF
architecture / bf16, FP8 on ROCm, MXFP4 on Ampere / Turing, NVFP4 on 5090 and ModelOpt lm_head were all taken), and
most of the rest stored no error line or no diagnosis.

Sources given up (for the lead, not cases; all appended to USED_SOURCES.txt so later collectors skip them):
- Error line not in the stored text (only the description head, env dump or a traceback middle reached):
  vllm #55008 (CUTLASS FP8 linear kernel chosen on A100 for a ModelOpt NVFP4 checkpoint; the fix PR #55884 was merged
  2026-09-08 and PR #53376 is the same gate; two look-ups never reached the error line) and #55010 (the same launch's
  umbrella report); vllm #20052 (FP8 'Expected torch::kInt8' on H100, open, no diagnosis); vllm #28843 (GPTQ
  'gpt_marlin_gemm only supports bfloat16 and float16', open, no diagnosis); xorbitsai/inference #3505 and #3533
  (Qwen3-235B / Qwen3-30B GPTQ under Xinference, traceback middles only); hiyouga/LlamaFactory #4893 (vLLM 0.5.2 TP with
  a quantized Qwen2, env dump only); lemonade-sdk/vllm-rocm #44 (FP8 MoE on gfx1151: the reporter's own diagnosis in
  the title, no error line stored); vllm #8367 (vLLM 0.6.0 FP8 'CUDA error', the chunk stops at 'And I get the
  following CUDA error:'); vllm #18916 (Blackwell FP8 in the 0.9.0 image, log head only); IST-DASLab/FP-Quant #15
  (NVFP4 realquant on DGX Spark / 5090, only 'Engine core initialization failed' stored); vllm #6558 (internlm2 AutoFP8
  checkpoint, the error not reached); vllm #7184 and #29374 (FP8 with LoRA / --quantization fp8 on Llama-3.3-70B,
  tracebacks without a cause).
- No cause pinned in the stored text: vllm #6957 and #7141 (Gemma-2 on 0.5.3.post1, 'Some weights are not
  initialized from checkpoints' naming only attention k_scale / v_scale; #6957 is an FP8-dynamic checkpoint but its
  stored chunk starts mid-set, #7141 has the message but not the launch; neither thread's answer was reached in two
  look-ups); vllm #8096 (MiniCPM-V-2.6 GGUF, the same org_vocab_size assert as the #7689 case, closed with no answer
  stored); vllm #12900 (duplicate of #12899, given up in round 57); vllm #14143 (Qwen2-VL-2B bnb + LoRA + task embed, TP
  4 fails and TP 1 works, closed as stale with no answer); vllm-project/llm-compressor #1542 (Mistral-Small-3.1 W8A8
  'cutlass_scaled_mm ... Expected a.dim() == 2', the thread turns into config dumps with no conclusion reached).
- Fix PRs read only as evidence for a case: vllm #31130 and #31231 (both diagnose vllm #31019; both closed).

Judgement calls for the lead:
1. vllm-31019: no earlier fixture carries torch's 'shape mismatch: value tensor of shape [N] cannot be broadcast to
   indexing result of shape [0]' under compressed-tensors' sparse24_bitmask_decompress, and no README row names it, so
   kind None; cause quantization_kernel_bug (vLLM's compressed-tensors 2:4 path computed the decompressed shape from
   layer attributes that the vision tower's RowParallelLinear layers leave unset: a vLLM bug in a quantized layer's
   weight handling, not the checkpoint). The lead may prefer weight_loading_mismatch for the kind (the torch error is
   raised while the quantized weights are loaded) or release_regression / None for the cause. The diagnosis comes from
   two community fix PRs (#31130, #31231), both closed unmerged; the issue is open, so no fix is confirmed.
2. unsloth-1605: kind / cause weight_loading_mismatch, as the four earlier fixtures with the same assert on a
   pre-quantized bnb checkpoint (vllm-12180, unsloth-3366, rldecisionagent-vl, the AutoAWQ discussion); the
   maintainer's answer ('The unsloth dynamic quants dont work in vllm atm') pins the checkpoint family, the printed
   shapes ([83886080, 1] packed vs [5120, 32768] dense) show the dense tensor where vLLM expected a packed one.
3. vllm-7689: kind vllm_check_failed / cause dependency_version_mismatch, as the one earlier fixture with this
   assertion (vllm-8697, whose maintainer answer points at this very thread). The assertion is quoted only in the
   reporter's prose comment (no 'AssertionError' line in the stored traceback, which is cut above the frame); taken
   because the message is verbatim and the reporter confirmed the fix.
4. vllm-20986: the error string is in the issue TITLE only (the stored chunk of the 0.9.2 log stops at the
   gptq_marlin.py line), like round 448's title-only cases; kind torch_compile_error (Dynamo refusing to trace the
   Machete kernel's call under vLLM's torch.compile; the README row names BackendCompilerFailed, not
   torch._dynamo.exc.Unsupported, so the lead may prefer None); cause release_regression from the reporter's own
   evidence (same command and checkpoints load on 0.9.1). No fix in the stored text. Drop it if title-only evidence
   is too thin.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round568-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- unsloth #1605: Mistral-Small-24B-Instruct-2501-unsloth-bnb-4bit on vLLM 0.7.1 -> weight_loader shape assert
case("unsloth-1605-mistral-small-24b-2501-unsloth-dynamic-bnb-4bit-v071-weight-loader-shape-assert",
     "https://github.com/unslothai/unsloth/issues/1605",
     "Error running Mistral small 2501 on vllm\n"
     "\n"
     "Command - \n"
     "```\n"
     "python3 -m vllm.entrypoints.openai.api_server --model unsloth/Mistral-Small-24B-Instruct-2501-unsloth-bnb-4bit  \\\n"
     "--tool-call-parser mistral \\\n"
     "--enable-auto-tool-choice \\ \n"
     "--max-model-len 8192 \\\n"
     "--gpu-memory-utilization 0.98 \\ \n"
     "--download-dir ./models_cache \\ \n"
     "--host 0.0.0.0 \\\n"
     "--port 8000 \\\n"
     "--quantization bitsandbytes \\ \n"
     "--load-format bitsandbytes \\\n"
     "```\n"
     "\n"
     "Error -\n"
     "```\n"
     "  File \"/home/ubuntu/.pyenv/versions/3.12.0/lib/python3.12/site-packages/vllm/model_executor/models/llama.py\", "
     "line 438, in load_weights\n"
     "    weight_loader(param, loaded_weight)\n"
     "  File \"/home/ubuntu/.pyenv/versions/3.12.0/lib/python3.12/site-packages/vllm/model_executor/layers/linear.py\", "
     "line 1113, in weight_loader\n"
     "    assert param_data.shape == loaded_weight.shape\n"
     "AssertionError\n"
     "```\n"
     "\n"
     "```\n"
     "param_data.shape - torch.Size([83886080, 1])\n"
     "loaded_weight.shape - torch.Size([5120, 32768])\n"
     "```\n"
     "\n"
     "vllm version - 0.7.1",
     "weight_loading_mismatch", {"max_model_len": 8192, "gpu_memory_utilization": 0.98,
                                 "quantization": "bitsandbytes"}, "weight_loading_mismatch",
     "vLLM 0.7.1 loading unsloth's 'dynamic' bitsandbytes 4-bit quant of Mistral-Small-24B-Instruct-2501 (run as a "
     "llama-family model) with --quantization bitsandbytes --load-format bitsandbytes: the checkpoint stores some linear "
     "weights dense (loaded_weight [5120, 32768]) where vLLM's bitsandbytes loader built a packed 4-bit parameter "
     "(param_data [83886080, 1] = 5120 x 32768 / 2), so the weight loader's shape assert fails. A checkpoint-format / "
     "loader mismatch (unsloth's dynamic quants were not supported by vLLM at the time), not a memory problem.",
     "unsloth maintainer shimmyshimmer (2025-02-03): 'The unsloth dynamic quants dont work in vllm atm but we're "
     "working on it' -- i.e. serve a plain (non-dynamic) bnb-4bit or 16-bit checkpoint instead, or wait for a vLLM / "
     "unsloth release that supports the dynamic format; no confirmation from the reporter in the stored text",
     release="0.7.1", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model unsloth/Mistral-Small-24B-Instruct-2501-unsloth-bnb-4bit "
             "--tool-call-parser mistral --enable-auto-tool-choice --max-model-len 8192 --gpu-memory-utilization 0.98 "
             "--download-dir ./models_cache --host 0.0.0.0 --port 8000 --quantization bitsandbytes "
             "--load-format bitsandbytes",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the whole issue description as the stored text shows it (title, command with its stray "
          "'\\ ' line ends, the 4-frame traceback tail, the two printed shapes, the version); the maintainer's reply "
          "is left out. GPU and GPU count are not given. The numbers keep the launch flags the command prints.")

# ---------------------------------------- vllm #31019: Qwen3-VL-2B 2:4 sparse FP8 (llm-compressor) on vLLM 0.12.0 -> sparse24 bitmask decompress shape mismatch
case("vllm-31019-qwen3-vl-2b-2of4-sparse-fp8-llmcompressor-v0120-bitmask-decompress-shape-mismatch",
     "https://github.com/vllm-project/vllm/issues/31019",
     "[Bug]: Qwen3-VL 2:4 sparsity llm-compressor RuntimeError: shape mismatch (0.12, 0.13rc2)\n"
     "\n"
     "Qwen3-VL 2:4 sparsity compressed with llm-compressor 0.8.1 or 0.9.0 cannot be loaded with vLLM 0.12.0 and 0.13rc2 "
     "(did not try any other versions).\n"
     "\n"
     "```text\n"
     "(venv) azureuser@liam-test-h100:~/soren/vllm_0.12$ python3 -m vllm.entrypoints.openai.api_server --model "
     "NM-dev/Qwen3-VL-2B-Instruct2of4-sparse-FP8\n"
     "(APIServer pid=5251) INFO 12-19 09:12:28 [api_server.py:1772] vLLM API server version 0.12.0\n"
     "(APIServer pid=5251) INFO 12-19 09:12:28 [utils.py:253] non-default args: {'model': "
     "'NM-dev/Qwen3-VL-2B-Instruct2of4-sparse-FP8'}\n"
     "(APIServer pid=5251) INFO 12-19 09:12:29 [model.py:637] Resolved architecture: Qwen3VLForConditionalGeneration\n"
     "(APIServer pid=5251) INFO 12-19 09:12:29 [model.py:1750] Using max model len 262144\n"
     "(APIServer pid=5251) INFO 12-19 09:12:30 [scheduler.py:228] Chunked prefill is enabled with "
     "max_num_batched_tokens=8192.\n"
     "...\n"
     "(EngineCore_DP0 pid=5379) ERROR 12-19 09:12:50 [core.py:843]   File \"/home/azureuser/soren/vllm_0.12/venv/lib/"
     "python3.12/site-packages/compressed_tensors/compressors/sparse_compressors/sparse_24_bitmask.py\", line 223, in "
     "sparse24_bitmask_decompress\n"
     "(EngineCore_DP0 pid=5379) ERROR 12-19 09:12:50 [core.py:843]     decompressed_tensor[bytemasks_unpacked] = values\n"
     "(EngineCore_DP0 pid=5379) ERROR 12-19 09:12:50 [core.py:843]     ~~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=5379) ERROR 12-19 09:12:50 [core.py:843] RuntimeError: shape mismatch: value tensor of shape "
     "[8388608] cannot be broadcast to indexing result of shape [0]\n"
     "(EngineCore_DP0 pid=5379) Process EngineCore_DP0:\n"
     "(EngineCore_DP0 pid=5379) Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=5379)   File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "(EngineCore_DP0 pid=5379)     self.run()\n"
     "(EngineCore_DP0 pid=5379)   File \"/usr/lib/python3.12/multiprocessing/process.py\", line 108, in run\n"
     "(EngineCore_DP0 pid=5379)     self._target(*self._args, **self._kwargs)\n"
     "(EngineCore_DP0 pid=5379)   File \"/home/azureuser/soren/vllm_0.12/venv/lib/python3.12/site-packages/vllm/v1/"
     "engine/core.py\", line 847, in run_engine_core\n"
     "(EngineCore_DP0 pid=5379)     raise e\n"
     "```",
     None, {"max_model_len": 262144, "max_num_batched_tokens": 8192}, "quantization_kernel_bug",
     "vLLM 0.12.0 (and 0.13.0rc2) loading Qwen3-VL-2B-Instruct compressed by llm-compressor with 2:4 sparsity + FP8 "
     "(compressed-tensors sparse-24-bitmask format): vLLM's compressed-tensors 2:4 path decompresses each bitmask-"
     "compressed weight into a tensor whose shape it computes from the layer's logical_widths / "
     "input_size_per_partition, and for the vision tower's RowParallelLinear layers those attributes are not set, so "
     "the target has shape [0] and the 8,388,608 stored values cannot be scattered into it. A bug in vLLM's handling of "
     "this quantized / sparse format for vision layers, not the checkpoint and not memory.",
     "no fix confirmed in the stored text (issue open). Two community PRs diagnose it the same way and propose taking "
     "the decompressed shape from the checkpoint's own shape tensor (#31231) or from the compressed tensor's dims "
     "(#31130), both 'Fixes #31019' and both closed; the reporter's other route would be a checkpoint without 2:4 "
     "sparsity on the vision layers",
     release="0.12.0", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model NM-dev/Qwen3-VL-2B-Instruct2of4-sparse-FP8",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: two stored chunks of the issue description joined by '...': the title, the first sentence, the "
          "command and the first six log lines (the tokenizer / config download bars after them are dropped), then the "
          "tail of the EngineCore traceback with the error line (the frames between are not in the stored chunks). The "
          "host name 'liam-test-h100' suggests an H100, but the GPU is not stated in the stored text, so gpu is None. "
          "max_model_len 262144 and max_num_batched_tokens 8192 are the defaults the log prints, not user flags.")

# ---------------------------------------- vllm #7689: official qwen2-72b-instruct-q2_k.gguf -> vocab_parallel_embedding org_vocab_size assert (old transformers)
case("vllm-7689-qwen2-72b-instruct-q2k-gguf-org-vocab-size-assert-old-transformers",
     "https://github.com/vllm-project/vllm/issues/7689",
     "[Usage]: Qwen2 GGUF model can't run successfully\n"
     "\n"
     "### How would you like to use vllm\n"
     "\n"
     "When I ran inference of a [qwen2-72b-instruct-q2_k.gguf](https://modelscope.cn/models/qwen/Qwen2-72B-Instruct-"
     "GGUF/file/view/master?fileName=qwen2-72b-instruct-q2_k.gguf&status=2). I got an error，I don't know how to deal "
     "with:\n"
     "```text\n"
     "Traceback (most recent call last):\n"
     "  File \"/opt/conda/lib/python3.10/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "    self.run()\n"
     "  File \"/opt/conda/lib/python3.10/multiprocessing/process.py\", line 108, in run\n"
     "    self._target(*self._args, **self._kwargs)\n"
     "  File \"/root/sspaas-fs/vllm/vllm/entrypoints/openai/rpc/server.py\", line 222, in run_rpc_server\n"
     "    server = AsyncEngineRPCServer(async_engine_args, usage_context, rpc_path)\n"
     "  File \"/root/sspaas-fs/vllm/vllm/entrypoints/openai/rpc/server.py\", line 26, in __init__\n"
     "    self.engine = AsyncLLMEngine.from_engine_args(async_engine_args,\n"
     "  File \"/root/sspaas-fs/vllm/vllm/engine/async_llm_engine.py\", line 735, in from_engine_args\n"
     "    engine = cls(\n"
     "  File \"/root/sspaas-fs/vllm/vllm/engine/async_llm_engine.py\", line 631, in __init__\n"
     "    self.engine = self._init_engine(*args, **kwargs)\n"
     "  File \"/root/sspaas-fs/vllm/vllm/engine/async_llm_engine.py\", line 830, in _init_engine\n"
     "    return engine_class(*args, **kwargs)\n"
     "  File \"/root/sspaas-fs/vllm/vllm/engine/async_llm_engine.py\", line 267, in __init__\n"
     "    super().__init__(\n"
     "```\n"
     "\n"
     "QB-Chen · comment · 2024-08-20\n"
     "I've found that the official qwen2-72b-instruct-q2_k.gguf model in ModelScope still throws an error with the "
     "assertion ```assert loaded_weight.shape[output_dim] == self.org_vocab_size```, but when I run it with my own "
     "quantized Q2_K model, it works fine.",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "vLLM (a source checkout from August 2024, just after GGUF loading landed) serving the official Qwen2-72B-Instruct "
     "q2_k GGUF: vLLM builds the model config from the GGUF metadata through transformers, and the installed "
     "transformers was too old for this file, so the config's vocabulary size did not match the embedding tensor the "
     "GGUF carries and VocabParallelEmbedding's weight loader asserted loaded_weight.shape[output_dim] == "
     "org_vocab_size. A transformers version too old for the GGUF conversion, not the checkpoint or memory.",
     "confirmed by the reporter QB-Chen (2024-08-20): 'I found that the error was caused by my transformers code not "
     "being updated to the latest version ... After updating, it worked just fine.' vLLM maintainer Isotr0py later "
     "pointed the same assertion (vllm #8697) to this comment: pip install git+https://github.com/huggingface/"
     "transformers (the latest transformers)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title, the description down to the last stored traceback frame (the chunk stops at "
          "'super().__init__(' before the model-loading frames), then the reporter's first comment, which quotes the "
          "assertion; the reporter's second comment (the fix) is left out. vLLM ran from a source tree "
          "(/root/sspaas-fs/vllm) with the 0.5.4-era rpc server, so no release number is stated. No flag or number is "
          "printed, so numbers is empty.")

# ---------------------------------------- vllm #20986: GPTQModel Qwen2.5-VL GPTQ on vLLM 0.9.2 -> MacheteLinearKernel ... torch._dynamo.exc.Unsupported (loads on 0.9.1)
case("vllm-20986-qwen25-vl-gptqmodel-gptq-v092-machete-dynamo-unsupported-works-on-091",
     "https://github.com/vllm-project/vllm/issues/20986",
     "[Bug]: 0.9.2: Qwen2.5-VL GPTQ MacheteLinearKernel for GPTQMarlinLinearMethod: torch._dynamo.exc.Unsupported\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Models quantized with GPTQModel https://github.com/ModelCloud/GPTQModel/ , whether the latest published version on "
     "Pypi (2.2.0) or compiling from source (this commit 5d2911a4b2a709afb0941d53c3882d0cd80b9649 ) (4.0.0-dev) cannot be "
     "load in vllm 0.9.2 (but could be loaded on vllm 0.9.1)\n"
     "I tried Qwen2.5-VL-3B-Instruct and Qwen2.5-VL-32B-Instruct. I assume it would replicate on the 7B and other "
     "versions.\n"
     "\n"
     "Command to start vllm (both 0.9.1 and 0.9.2):\n"
     "```bash\n"
     "python3 -m vllm.entrypoints.openai.api_server --model 3B --generation-config vllm --max-model-len 32768 -tp 1 "
     "--limit_mm_per_prompt '{\"images\": 6, \"videos\": 0}'\n"
     "```\n"
     "\n"
     "<details>\n"
     "<summary>Output of vllm 0.9.2</summary>\n"
     "INFO 07-15 12:50:00 [__init__.py:244] Automatically detected platform cuda.\n"
     "INFO 07-15 12:50:03 [api_server.py:1395] vLLM API server version 0.9.2\n"
     "INFO 07-15 12:50:03 [cli_args.py:325] non-default args: {'model': '../GPTQModel/3B', 'max_model_len': 32768, "
     "'generation_config': 'vllm', 'limit_mm_per_prompt': {'images': 6, 'videos': 0}}\n"
     "INFO 07-15 12:50:07 [config.py:841] This model supports multiple tasks: {'reward', 'embed', 'classify', "
     "'generate'}. Defaulting to 'generate'.\n"
     "INFO 07-15 12:50:07 [config.py:1472] Using max model len 32768\n"
     "INFO 07-15 12:50:07 [gptq_marlin.py:170]",
     "torch_compile_error", {"max_model_len": 32768, "tensor_parallel_size": 1}, "release_regression",
     "vLLM 0.9.2 serving Qwen2.5-VL (3B and 32B) GPTQ checkpoints made with GPTQModel: 0.9.2 runs the GPTQ-Marlin "
     "method's linear layers through the Machete kernel (MacheteLinearKernel) and torch.compile's Dynamo refuses to "
     "trace that path (torch._dynamo.exc.Unsupported), so the engine fails at start-up; the same command and "
     "checkpoints load on vLLM 0.9.1. A regression between 0.9.1 and 0.9.2 for these quantized checkpoints, not the "
     "checkpoint or memory.",
     "no fix in the stored text (issue open). The reporter's own evidence: the identical command and checkpoints load "
     "on vLLM 0.9.1, so staying on 0.9.1 works for them",
     release="0.9.2", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model 3B --generation-config vllm --max-model-len 32768 "
             "-tp 1 --limit_mm_per_prompt '{\"images\": 6, \"videos\": 0}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it; the 'Output of vllm 0.9.2' "
          "block stops in the stored text at the bare '[gptq_marlin.py:170]' line, so the error string is in the "
          "TITLE only ('MacheteLinearKernel for GPTQMarlinLinearMethod: torch._dynamo.exc.Unsupported'). The "
          "collect_env block is empty in the chunk; GPU unknown. Judgement call: taken on the title plus the "
          "reporter's 0.9.1-works / 0.9.2-fails evidence; the lead may drop it as too thin.")

if __name__ == "__main__":
    BATCH.write()
