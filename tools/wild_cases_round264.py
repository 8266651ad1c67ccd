"""Round-264 blind batch: vLLM's own tracker (github.com/vllm-project/vllm/issues), issue numbers 10000 to 16000,
any start-up failure (memory or not); collected by helper wild264 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round264-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 58 of the 60 allowed (57 ``search``, all corpus=issues; 1 ``read_file``, which failed: issue threads are
not files, so the only view of a thread is the excerpt the issues corpus returns, one chunk per query; no
find_string, find_files or fetch). **8 cases.** Every candidate number was checked against USED_SOURCES.txt and
against the source_url of every fixture in tests/golden/wild before any case was written; 120 issue numbers of
this range were already used before the round.

Sources given up (for the lead, not cases):
- Already used: vllm #13398 (V1 on V100, fixture vllm-13398-...), #13582, #13640, #13677, #13882, #14452, #14992,
  #10439, #10517, #11391, #12502, #12932, #13122, #10263, #10569, #10034, #15598.
- Error text or resolution not reachable in the stored chunks (each search returns the same opening chunk):
  #12554 (Qwen2.5 DeepSeek-R1 distill, long thread, 'Engine process failed to start', root cause never shown),
  #14102 (max_model_len on an RTX 4090, only collect_env shown), #14076 (CPU build, traceback cut before the
  error), #10964 (Llama-3.3 bnb-4bit PP on 2x24 GB, 'a different error' not shown), #10483 (speculative draft TP 4,
  only the args Namespace shown), #12872 (Qwen2.5-VL LoRA, error after 'reported the following error:' not
  stored), #11994 / #11970 (Phi-4 GGUF, traceback cut before the exception), #12124 (Phi-3-small >= 0.6.5, only a
  maintainer's working xformers run shown), #13712 (v0.7.3 upgrade, V1 determine_available_memory, cut before the
  exception), #12515, #12820, #13819, #12889 (only titles/collect_env), #14016 (DeepseekV3 on 2080 Ti, only the
  FA3 log lines), #15853 (T4 V1, only the FA3 log line, no failure), #10797 (Llama 3.2 on a 16 GB RTX 4080 at
  utilization 1: maintainer's advice shown, the error not), #14286 and #12529 (V1 memory vs V0: no error text in
  the chunks), #15092 (0.7.3 -> 0.8.0 'not enough memory', paraphrase only; maintainer points to PR #15114).
- Not start-up: #10478 (CPU brgemm JIT kernel, fails at the first request; fix dtype=bfloat16), #13252
  (DeepSeek-R1-AWQ OOM on a request), #12165 (prompt too long at request time), #15802 (warnings only), #12901 /
  #13885 (feature requests without a log); #12875 (Qwen2.5-VL on 0.7.2 needs transformers
  from source) has the maintainer's fix but no error text.

Judgement calls for the lead (each case's ``note`` says more):
1. Two cases are the same refusal ('Prequant BitsAndBytes models with TP is not supported') from two users:
   #10823 (the author's typed retelling, maintainer answer) and #13297 (a traceback whose stored chunk ends at
   'ValueError: Prequant BitsAndBytes'; no reply reachable). Labelled vllm_check_failed as the earlier #13122
   fixture.
2. Two cases are DeepSeek-R1 block-FP8 on pre-Ada GPUs (#12581 with four failing commands, TP 8; #15336 on 8x
   A800 with the error only in the title). No fix in either thread as stored; the 'fix' fields give what runs on
   such cards, marked as not from the thread.
3. #13153 (Qwen2.5-VL-72B on a vLLM without the architecture): the excerpt joins two stored chunks with '...';
   the 'not supported for now' head of the message is not in the store.
4. #14983 (ROCm 0.7.3, Qwen2.5-VL 'failed to be inspected'): thin, error only in the title, unresolved.
5. #15664 (Databricks, 0.8.2 SIGKILL exit 137 on load, 0.7.3 fine): kind None (no vLLM message), cause
   host_memory_exhausted is a judgement call, not established in the thread.
6. #11842 (Qwen2-VL-7B, --limit-mm-per-prompt image=8 at a 32768 context, CUDA index assert in profiling): NEW
   cause label ``mm_limit_exceeds_context`` (no existing label fits); kind profiling_assertion.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round264-blind")
case = BATCH.case

# ------------------------------------------------ #10823: pre-quantized bnb checkpoint on several cards with TP
case("vllm-10823-bnb-prequant-multicard-tp-not-supported-try-pp",
     "https://github.com/vllm-project/vllm/issues/10823",
     "[Feature]: vllm Multicar inference bnb model TP is not supported\n"
     "\n"
     "I am studying bnb model inference, hoping that the multicar inference bnb model can become possible. Currently, "
     "in the research process, I found that the bnb multicar inference report ValueError: Prequant BitsAndBytes models "
     "with Tp is not supported.Please try with pp.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A user (2024-12-02, vLLM of that time, version not stated) loaded a pre-quantized bitsandbytes checkpoint across "
     "several cards with tensor parallelism; vLLM's bitsandbytes loader refuses a pre-quantized (prequant) bnb "
     "checkpoint under TP at weight loading and points to pipeline parallelism. Not a memory failure.",
     "maintainer jeejeelee (2024-12-02): 'Indeed not supported, only in-flight quantization supports TP' -- i.e. load "
     "the unquantized checkpoint with --quantization bitsandbytes (in-flight) when TP is wanted, or keep the prequant "
     "checkpoint and split it with --pipeline-parallel-size as the message says",
     release="not stated (issue of 2024-12-02, so v0.6.4.x era)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the body's sentence as the search excerpt shows it. The error is the author's "
          "own typed retelling ('with Tp ... try with pp'), not a raw log line; the raw log is only in a screenshot "
          "(left out). The number of cards and the model are not given (gpus None). Labels follow the earlier case of "
          "the same message (vllm-13122-...). The maintainer's reply is the only resolution in the thread; no user "
          "confirms a working launch.")

# ------------------------------------------------ #13297: same refusal, traceback pasted, cut by the store
case("vllm-13297-bnb-prequant-tp-multiproc-load-weights-valueerror",
     "https://github.com/vllm-project/vllm/issues/13297",
     "[Bug]: Multi-GPU Support for Quantized Models in vLLM\n"
     "\n"
     "    self._run_workers(\"load_model\",\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/executor/multiproc_gpu_executor.py\", line 157, in _run_workers\n"
     "    driver_worker_output = driver_worker_method(*args, **kwargs)\n"
     "                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/worker/worker.py\", line 155, in load_model\n"
     "    self.model_runner.load_model()\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/worker/model_runner.py\", line 1096, in load_model\n"
     "    self.model = get_model(vllm_config=self.vllm_config)\n"
     "                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/model_executor/model_loader/__init__.py\", line 12, in get_model\n"
     "    return loader.load_model(vllm_config=vllm_config)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/model_executor/model_loader/loader.py\", line 1154, in load_model\n"
     "    self._load_weights(model_config, model)\n"
     "  File \"/home/a14-hliu/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/model_executor/model_loader/loader.py\", line 1058, in _load_weights\n"
     "    raise ValueError(\n"
     "ValueError: Prequant BitsAndBytes",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A user (issue of mid-February 2025, V0 multiproc GPU executor) loaded a bitsandbytes-quantized model on several "
     "GPUs; the bitsandbytes model loader's _load_weights raised 'ValueError: Prequant BitsAndBytes ...' during "
     "load_model -- the refusal of a pre-quantized bnb checkpoint under tensor parallelism. Not a memory failure.",
     "not seen in what the store returns of the thread (closed); vLLM's own message for this refusal (full text in "
     "#13122 and #10823) says to try pipeline parallelism, and the maintainer in #10823 says only in-flight "
     "quantization supports TP",
     release="not stated (February 2025; the traceback's executor/multiproc_gpu_executor.py and "
             "get_model(vllm_config=...) fit vLLM 0.6.x-0.7.x)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the title, then turn 1 of the author (Hyfred) as the issues corpus stores it: the traceback starts "
          "mid-way and the stored chunk ENDS at 'ValueError: Prequant BitsAndBytes' (the rest of the message is not in "
          "the store, so it is not added). Three searches returned the same chunk; the author's command, GPU count "
          "and any reply could not be reached, so fix and gpus are not from the thread. Labels follow the earlier "
          "case of the same refusal (vllm-13122-...).")

# ------------------------------------------------ #12581: DeepSeek-R1 (block FP8) on pre-Ada GPUs, TP 8
case("vllm-12581-deepseek-r1-fp8-tp8-fp8e4nv-arch-below-89-after-shards",
     "https://github.com/vllm-project/vllm/issues/12581",
     "[Bug]: AssertionError: fp8e4nv data type is not supported on CUDA arch < 89 (attempting to serve DeepSeek R1)\n"
     "\n"
     "However, when I try to run the model, I get the following error: `AssertionError: fp8e4nv data type is not "
     "supported on CUDA arch < 89`. This happens after loading all checkpoint shards.\n"
     "\n"
     "I've tried the following commands, all without success.\n"
     "1. `vllm serve deepseek-ai/DeepSeek-R1 --tensor-parallel-size 8 --enforce-eager --trust-remote-code "
     "--cpu-offload-gb 128 --max-model-len 4096`\n"
     "2. `vllm serve deepseek-ai/DeepSeek-R1 --tensor-parallel-size 8 --enforce-eager --trust-remote-code "
     "--cpu-offload-gb 128 --enable-chunked-prefill=False`\n"
     "3. `FLASH_ATTN=0 vllm serve deepseek-ai/DeepSeek-R1 --tensor-parallel-size 8 --enforce-eager --trust-remote-code "
     "--cpu-offload-gb 128 --enable-chunked-prefill=False`\n"
     "4. `vllm serve deepseek-ai/DeepSeek-R1 --tensor-parallel-size 8 --enforce-eager --trust-remote-code "
     "--cpu-offload-gb 128 --enable-chunked-prefill=False --dtype bfloat16`\n"
     "\n"
     "### Traceback\n"
     "\n"
     "```\n"
     "ERROR 01-30 16:32:24 engine.py:387] CompilationError.__init__() missing 1 required positional argument: 'node'\n"
     "ERROR 01-30 16:32:24 engine.py:387] Traceback (most recent call last):\n"
     "ERROR 01-30 16:32:24 engine.py:387]   File \"/home/ubuntu/*/.venv/lib/python3.12/site-packages/triton/language/core.py\", line 35, in wrapper",
     "quantization_unsupported_gpu", {"tensor_parallel_size": 8, "max_model_len": 4096}, "quantization_unsupported_gpu",
     "A user (2025-01-30, vLLM 0.7.0 era, PyTorch 2.5.1+cu124) served the block-FP8 checkpoint deepseek-ai/DeepSeek-R1 "
     "with TP 8 on 8 GPUs below compute capability 8.9 (the error names 'CUDA arch < 89'; with --cpu-offload-gb 128 "
     "the cards are 80 GiB-class Ampere, by all signs A100). After all checkpoint shards loaded, vLLM's Triton "
     "block-FP8 kernels (w8a8 block fp8 linear) were compiled and Triton refused the float8_e4m3 type (fp8e4nv) on a "
     "pre-Ada GPU. Flags the author tried (--dtype bfloat16, --enable-chunked-prefill=False, FLASH_ATTN=0, "
     "--max-model-len 4096, --cpu-offload-gb) do not change the weights' FP8 format, so all four launches fail the "
     "same way. Not a memory failure.",
     "no working launch in the turns the store returns; in the same weeks vLLM #13885 (a feature request) states the "
     "cause: 'Marlin doesn't support block-wise fp8', so DeepSeek-R1's FP8 checkpoint cannot run on Ampere in vLLM of "
     "that time. What works on such cards is a non-FP8 checkpoint of the model (a BF16 conversion, or an "
     "AWQ/GPTQ/GGUF quantization) or Ada/Hopper GPUs",
     release="not stated in the excerpt (2025-01-30; PyTorch 2.5.1+cu124 in collect_env, so vLLM 0.6.5-0.7.0)",
     gpu="not shown in the excerpt (compute capability below 8.9; 8 cards, 80 GiB class by the offload setting)",
     gpus=8,
     command="vllm serve deepseek-ai/DeepSeek-R1 --tensor-parallel-size 8 --enforce-eager --trust-remote-code "
             "--cpu-offload-gb 128 --max-model-len 4096",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--enable-chunked-prefill"}],
     note="Excerpt: the title and the part of the body the search excerpt shows (the four commands and the start of "
          "the traceback; it is cut by the store after the triton core.py line, so the final AssertionError line is "
          "only in the author's sentence above). collect_env (PyTorch 2.5.1+cu124) is left out; the GPU model line "
          "was not reached. numbers: tensor_parallel_size 8 and max_model_len 4096 are from the first command (not "
          "printed in a log line). Labels follow the earlier fp8e4nv cases (vllm-17764-..., vllm-39610-...). "
          "--dtype bfloat16 is already tried and fails (activation dtype, not the weight format), so it is not a fix.")

# ------------------------------------------------ #15336: DeepSeek-R1 671B on 8x A800, same refusal two months on
case("vllm-15336-deepseek-r1-671b-8xa800-fp8e4nv-not-supported-triton",
     "https://github.com/vllm-project/vllm/issues/15336",
     "[Bug]: Deploy DeepSeek R1 671B ,ValueError(\"type fp8e4nv not supported in this architecture. The supported fp8 "
     "dtypes are ('fp8e4b15', 'fp8e5')\")\n"
     "\n"
     "INFO 03-23 00:23:55 [__init__.py:256] Automatically detected platform cuda.\n"
     "Collecting environment information...\n"
     "PyTorch version: 2.6.0+cu124\n"
     "GPU models and configuration:\n"
     "GPU 0: NVIDIA A800-SXM4-80GB\n"
     "GPU 1: NVIDIA A800-SXM4-80GB\n"
     "GPU 2: NVIDIA A800-SXM4-80GB\n"
     "GPU 3: NVIDIA A800-SXM4-80GB\n"
     "GPU 4: NVIDIA A800-SXM4-80GB\n"
     "GPU 5: NVIDIA A800-SXM4-80GB\n"
     "GPU 6: NVIDIA A800-SXM4-80GB\n"
     "GPU 7: NVIDIA A800-SXM4-80GB\n"
     "\n"
     "Nvidia driver version: 560.35.03",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "A user (2025-03-22, vLLM 0.8.x with the '[__init__.py:256]' log format, PyTorch 2.6.0+cu124) deployed the "
     "block-FP8 DeepSeek-R1 671B checkpoint on 8x A800-SXM4-80GB (Ampere, sm_80). Triton cannot emit float8_e4m3 "
     "(fp8e4nv) below sm_89, so the block-FP8 linear kernel (apply_w8a8_block_fp8_linear, reached from MLA's "
     "process_weights_after_loading per the author's twin post of the traceback) fails at start-up. Not a memory "
     "failure.",
     "no fix in the turns the store returns (closed); the author's twin issue on deepseek-ai/DeepSeek-R1 (#588) was "
     "closed as stale. What runs on A800s is a non-FP8 form of the model (BF16 conversion, AWQ/GPTQ/GGUF) or "
     "FP8-capable GPUs (Ada/Hopper)",
     release="not stated in the excerpt (2025-03-22; PyTorch 2.6.0+cu124 and the bracketed log format fit vLLM 0.8.x)",
     gpu="NVIDIA A800-SXM4-80GB", gpus=8,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (which carries the error text as the author wrote it) and lines of the "
          "collect_env output from the body (OS, CPU and package lines dropped). The traceback itself is not in what "
          "the store returns for this issue; the author's twin posts on deepseek-ai/DeepSeek-R1 #588 and "
          "hiyouga/LlamaFactory #7438 show it going through mla/common.py process_weights_after_loading -> "
          "fp8.py apply -> fp8_utils per_token_group_quant_fp8 -> triton compile. The launch command is not reached "
          "(command None).")

# ------------------------------------------------ #13153: Qwen2.5-VL-72B on a vLLM without the architecture
case("vllm-13153-qwen25-vl-72b-not-supported-for-now-pre-072",
     "https://github.com/vllm-project/vllm/issues/13153",
     "[Bug]: Qwen2.5-VL-72B-Instruct 可以支持部署吗\n"
     "\n"
     "ConditionalGeneration', 'ChameleonForConditionalGeneration', 'ChatGLMModel', 'ChatGLMForConditionalGeneration', "
     "'FuyuForCausalLM', 'H2OVLChatModel', 'InternVLChatModel', 'Idefics3ForConditionalGeneration', "
     "'LlavaForConditionalGeneration', 'LlavaNextVideoForConditionalGeneration', "
     "'LlavaOnevisionForConditionalGeneration', 'MantisForConditionalGeneration', 'MiniCPMV', 'MolmoForCausalLM', "
     "'NVLM_D', 'PaliGemmaForConditionalGeneration', 'PixtralForConditionalGeneration', 'QWenLMHeadModel', "
     "'Qwen2AudioForConditionalGeneration', 'UltravoxModel', 'MllamaForConditionalGeneration', 'EAGLEModel', "
     "'MedusaModel', 'MLPSpeculatorPreTrainedModel'])\n"
     "ERROR 02-12 11:50:25 engine.py:366] Traceback (most recent call last):\n"
     "ERROR 02-12 11:50:25 engine.py:366]   File \"/data23/ljc/anaconda3/envs/imdv2/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 357, in run_mp_engine\n"
     "ERROR 02-12 11:50:25 engine.py:366]     engine = MQLLMEngine.from_engine_args(engine_args=engine_args,\n"
     "ERROR 02-12 11:50:25 engine.py:366]   File \"/data23/ljc/anaconda3/envs/imdv2/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 114, in from_engine_args\n"
     "ERROR 02-12 11:50:25 engine.py:366]     engine_config = engine_args.create_engine_config(usage_context)\n"
     "...\n"
     "  File \"/data23/ljc/anaconda3/envs/imdv2/lib/python3.10/site-packages/vllm/config.py\", line 337, in __init__\n"
     "    self.multimodal_config = self._init_multimodal_config(\n"
     "  File \"/data23/ljc/anaconda3/envs/imdv2/lib/python3.10/site-packages/vllm/config.py\", line 392, in _init_multimodal_config\n"
     "    if ModelRegistry.is",
     "architecture_unsupported", {}, "architecture_unsupported",
     "A user (2025-02-12) asked whether Qwen2.5-VL-72B-Instruct can be deployed and pasted the start-up failure: the "
     "installed vLLM (a 0.6.x/0.7.0-0.7.1 build: the supported-architectures dict ends with the Mllama/EAGLE/Medusa/"
     "MLPSpeculator entries and has no Qwen2_5_VLForConditionalGeneration) does not know the architecture, so "
     "ModelConfig creation (ModelRegistry lookup in _init_multimodal_config) fails before any GPU work. Qwen2.5-VL "
     "support arrived in vLLM 0.7.2. Not a memory failure.",
     "not in the turns the store returns (closed); the release with the architecture: vLLM 0.7.2 or later (Qwen2.5-VL "
     "landed in 0.7.2, which at first also needed transformers installed from source -- the maintainer's advice in "
     "the same week on #12875: 'pip install git+https://github.com/huggingface/transformers')",
     release="not stated (log dated 02-12, 2025; the registry list lacks Qwen2.5-VL, so older than 0.7.2)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--trust-remote-code"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the title, then two stored chunks of the author's turn 0 joined: the tail of the supported-"
          "architectures list (cut mid-name at the start by the store) with the first traceback lines, and, after "
          "'...', the second chunk's last lines (the multiprocessing traceback into config.py, cut by the store at "
          "'ModelRegistry.is'). The 'ValueError: Model architectures [...] are not supported for now' head of the "
          "message is not in what the store returns, so it is not added. Labels follow vllm-12502-... (same model, "
          "same month).")

# ------------------------------------------------ #14983: ROCm image, Qwen2.5-VL inspection fails (GRPO on AMD)
case("vllm-14983-rocm-v073-qwen25-vl-failed-to-be-inspected-hip-visible",
     "https://github.com/vllm-project/vllm/issues/14983",
     "[Bug]: [AMD] [vLLM=0.7.3] ValueError: Model architectures ['Qwen2_5_VLForConditionalGeneration'] failed to be "
     "inspected.\n"
     "\n"
     "Getting this error :",
     "model_inspection_failed", {}, "model_inspection_failed",
     "A user building on the rocm/vllm:instinct_main image (vLLM 0.7.3) for VLM GRPO training on AMD Instinct GPUs "
     "could not start vLLM with Qwen2.5-VL: the registry's model-inspection subprocess failed, so vLLM reported that "
     "Qwen2_5_VLForConditionalGeneration 'failed to be inspected'. The underlying error of the subprocess is not in "
     "what the store returns. A maintainer suspected HIP_VISIBLE_DEVICES and CUDA_VISIBLE_DEVICES set inconsistently; "
     "the author says only HIP_VISIBLE_DEVICES was set. Unresolved (issue open).",
     "none in the thread (open). Maintainer DarkLight1337 (2025-03-18): 'Did you set HIP_VISIBLE_DEVICES and "
     "CUDA_VISIBLE_DEVICES at the same time? If so, make sure they are consistent with each other.' -- the author "
     "(2025-03-25): 'i did use HIP_VISIBLE_DEVICES only'",
     release="0.7.3 (rocm/vllm:instinct_main base image, per the author)",
     gpu="AMD Instinct (model not stated)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--trust-remote-code"},
                {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the title (which carries the error line) and the body's lead-in sentence; the pasted log after "
          "'Getting this error :' is not in what the store returns. A thin case: the error line is in the title only, "
          "and the root cause is not established in the thread. Kind/cause model_inspection_failed (as "
          "gpustack-1210-...). Not memory: memory flags are forbidden.")

# ------------------------------------------------ #15664: Databricks, 0.8.2 SIGKILL on load, 0.7.3 fine
case("vllm-15664-databricks-v082-nemotron-super-49b-gptq-exit-137-sigkill-v073-ok",
     "https://github.com/vllm-project/vllm/issues/15664",
     "[Bug]: VLLM 0.8.2 OOM error (No error in 0.7.3 version)\n"
     "\n"
     "Databricks \n"
     "VLLM version: 0.8.2\n"
     "\n"
     "I am installing the vllm using:\n"
     "`pip install --upgrade vllm`\n"
     "then any model I try to load I immediately get OOM with the following error:\n"
     "The Python process exited with exit code 137 (SIGKILL). This may have been cause by OOM error.\n"
     "\n"
     "The model can correctly be loaded with vllm==0.7.3 version.",
     None, {}, "host_memory_exhausted",
     "A Databricks user upgraded vLLM to 0.8.2 and every model load (here a GPTQ build of "
     "nvidia/Llama-3_3-Nemotron-Super-49B-v1 via the offline LLM() API) was killed at start-up: the notebook's Python "
     "process got SIGKILL (exit code 137), which the Databricks runtime reports as a likely out-of-memory kill -- the "
     "host/container memory, not a CUDA OOM: no CUDA allocation error is shown, and changing "
     "--gpu-memory-utilization (0.5, 0.9, 0.96) or max_num_seqs (256) and switching VLLM_USE_V1 between 1 and 0 did not "
     "change it. The same model loads with vLLM 0.7.3. Unresolved in the thread (open).",
     "none in the thread (open); the author's working state is vllm==0.7.3 ('The model can correctly be loaded with "
     "vllm==0.7.3 version')",
     release="0.8.2 (fails); 0.7.3 works",
     gpu="not stated (Databricks cluster)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-num-seqs"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the title and the issue body as stored, with the installation sentence kept and the lines about "
          "what was tried (utilization 0.5/0.9/0.96, max_num_seqs 256, VLLM_USE_V1=1/0) left out; they are in "
          "real_cause. The error line is Databricks' wrapper message, not a vLLM log. Kind None: no vLLM message is "
          "printed. Cause host_memory_exhausted is a judgement call (exit 137 = SIGKILL from the kernel/container OOM "
          "killer; GPU-side settings had no effect); the thread does not establish it, and the 0.7.3 -> 0.8.2 "
          "difference points at a release change in host-memory use during loading. Forbidden: the GPU-memory knobs "
          "the author already turned without effect.")

# ------------------------------------------------ #11842: Qwen2-VL-7B, image=8 worst case over the 32768 context
case("vllm-11842-qwen2-vl-7b-limit-mm-image-8-163840-over-32768-indexkernel-assert-v066post1",
     "https://github.com/vllm-project/vllm/issues/11842",
     "python -m vllm.entrypoints.openai.api_server \\\n"
     "--model \"./Qwen2-VL-7B-Instruct\" \\\n"
     "--served-model-name \"Qwen2-VL-7B-Instruct\" \\\n"
     "--device cuda \\\n"
     "--limit-mm-per-prompt image=8 \n"
     "\n"
     "it warns that:\n"
     "\n"
     "WARNING 01-08 18:59:14 model_runner.py:1279] Computed max_num_seqs (min(256, 32768 // 180224)) to be less than 1. "
     "Setting it to the minimum value of 1.\n"
     "Token indices sequence length is longer than the specified maximum sequence length for this model (163840 > "
     "32768). Running this sequence through the model will result in indexing errors\n"
     "WARNING 01-08 18:59:32 processing.py:878] The context length (32768) of the model is too short to hold the "
     "multi-modal embeddings in the worst case (163840 tokens in total, out of which {'image': 163840} are reserved for "
     "multi-modal embeddings). This may cause certain multi-modal inputs to fail during inference, even when the input "
     "text is short. To avoid this, you should increase `max_model_len`, reduce `max_num_seqs`, and/or reduce "
     "`mm_counts`.\n"
     "\n"
     "and the the cuda error occurs:\n"
     "\n"
     "......\n"
     "../aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [8274,0,0], thread: [123,0,0] Assertion `-size",
     "profiling_assertion", {"max_model_len": 32768, "max_num_seqs": 1}, "mm_limit_exceeds_context",
     "vLLM 0.6.6.post1 serving Qwen2-VL-7B-Instruct with --limit-mm-per-prompt image=8 at the model's 32768 context: "
     "the memory-profiling dummy batch asks for the worst case of 8 max-size images (163840 image tokens; 180224 per "
     "sequence with the text budget), far beyond the 32768-token context, so max_num_seqs is forced to 1 and the "
     "dummy sequence overruns the position/index range -- a CUDA device-side index assertion (IndexKernel.cu) during "
     "start-up profiling. The author says the same flag worked in 0.6.5. Not a memory failure.",
     "not in the turns the store returns (closed). vLLM's own warning names the knobs: 'increase `max_model_len`, "
     "reduce `max_num_seqs`, and/or reduce `mm_counts`' -- i.e. a smaller --limit-mm-per-prompt image count whose "
     "worst case fits in 32768 tokens (at most one max-size image of 20480 tokens), or the 0.6.5 behaviour the author "
     "had",
     release="0.6.6.post1 (author: worked as in 0.6.5)",
     gpu="not stated", gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model ./Qwen2-VL-7B-Instruct --served-model-name "
             "Qwen2-VL-7B-Instruct --device cuda --limit-mm-per-prompt image=8",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--enforce-eager"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs", "above": 1}],
     note="Excerpt: the author's command and the pasted warnings and error as the search excerpt shows them (code "
          "fences dropped; the '......' is the author's own elision); the stored text stops inside the assertion "
          "message ('Assertion `-size'), so it is cut there. NEW cause label mm_limit_exceeds_context: no existing "
          "cause label fits a start-up failure caused by --limit-mm-per-prompt's worst case exceeding the context "
          "(batched_tokens_too_small and max_len_over_derived are about other budgets). Kind profiling_assertion as "
          "vllm-13929-... (an assertion during the profile run), though here it is a CUDA device-side assert, not a "
          "Python AssertionError. numbers: max_model_len 32768 and the forced max_num_seqs 1 as printed; 163840 and "
          "180224 are the worst-case token counts in the same lines. No fix is confirmed in what the store returns.")

if __name__ == "__main__":
    BATCH.write()
