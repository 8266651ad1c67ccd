"""Round-191 blind batch: vLLM launch failures in COURSE / TUTORIAL / LEARNING material committed to public GitHub
repositories (a vLLM tutorial's saved example output, a learner's research script with the error kept in a comment, an MLOps
course assignment's committed server log, a DGX Spark handout's chronicle of server starts),
collected by helper wild191 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round191-blind"``; the lead grades it once (``python tests/wild_grade.py round191``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the
look-ups and the fetched repositories brought them, not picked to be hard or easy.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source (src/, tests/*.py); every expectation (kind, printed numbers,
cause, fixes that would be wrong for that user) was written from the committed file (and the same repository's
history) only. Excerpts are the file's text at the cited commit (read from a ``fetch``ed mirror); where lines in between
were dropped the excerpt shows ``...`` and the note says so.

Sources and look-ups: 57 look-ups of the 60 allowed (one more find_string call was refused by the tool for a
too-long string): 21 ``search`` (17 code, 3 issues, 1 pages), 12 ``find_string``, 4 ``read_file``, 18 ``find_repos``,
2 ``find_files``. ``fetch`` (outside the budget) brought about 110 course / tutorial / workshop / study-note
repositories onto this machine, whose whole histories were grepped for vLLM's failure wordings.
**Short of the 8-14 asked: 6 cases from 4 sources, 5 of them memory (one a capacity log, no failure; a KV refusal,
a free-memory gate, a host OOM kill, an OOM while loading) and 1 dtype.** The slice is thin in this corpus: course and homework repositories
(Stanford CS336 assignment 5 forks x19, CMU 11-868 llmsys homework and projects x13, UCSD CSE234, Red Hat Quick
Courses x9, ed-donner/llm_engineering's community contributions at HEAD, datawhalechina/self-llm and llm-deploy,
LangChain-OpenTutorial, WohimLee / bhatti / call518 / 7l-hyuk / CalabashBoy vLLM tutorials, learn-vllm / vllm-study /
vllm-lab / inference-lab / vllm-learning learner repositories, a dozen llm-workshop repositories (UPPMAX, SDSC, ...),
liguodongiot/llm-action, km1994's notes) either do not use vLLM, commit
notebooks with outputs stripped or with capacity lines only (sekirooox's CS336 notebooks print "the rest of the memory
reserved for KV Cache is ..." and no failure), or quote vLLM errors in generic FAQ tables written without a run.
find_string on exact vLLM wordings returned mostly files already taken by earlier rounds (checked against
USED_SOURCES.txt and tests/golden/wild/ by their printed numbers). Two of the four sources (kolyangg, sostrowsk)
were found by grepping the mirrors already on this machine that no used source names; mirrors fetched today by
other collectors and named in their files were left alone.

Judgement calls for the lead (each case's ``note`` says more):
1. bhatti/vllm-tutorial: the tutorial's saved output shows its second example's engine (phi-2 with FP8) dying while
   loading, with torch reporting that THIS process already holds 21.98 of 22.03 GiB: the first example's engine (phi-2
   FP16 at the script's gpu_memory_utilization=0.9, 2881 GPU blocks) was still resident -- vLLM 0.5.4 does not give
   its memory back on ``del llm``. No fix is recorded; the log (and the script at the same commit) is the evidence.
   Labelled oom_loading / other_process (the memory is held by another engine, here in the same process; the
   fixture dynamo-285 "two engines" is the precedent); weights_do_not_fit would be wrong (phi-2 is 5.19 GB on an L4).
   The script's own hint after the error ("FP8 requires Ampere+ GPUs ... Your GPU may not support FP8") is kept in
   the excerpt as printed: it is wrong (the L4 is Ada, FP8-capable) and a trap.
2. newlei/kwai: the error is kept as a comment above the script's vllm.LLM() call (the author's own run on a T4,
   "目前的显卡是t4的。计算能力弱了，所以支持不了。"); the author then moved the file's live code to transformers with
   Qwen2.5-7B-Instruct-GPTQ-Int8 (top of the same file). A research-project script rather than a course: taken as a
   learner's saved run (judgement call on the slice). vLLM's own suggestion (--dtype=half) passes the check, but a
   7B model in fp16 (~15 GB) would not then fit one 15 GiB T4 -- noted in real_cause, not expected of kvroom.
3. kolyangg/mlops-assignment is a SUCCESSFUL launch (kind None, cause capacity): the only vLLM log a course
   assignment in this slice committed. Its INFO line "Free memory on device (78.57/79.18 GiB) on startup. Desired GPU
   memory utilization is (0.9, 71.26 GiB). Actual usage is ..." (vLLM 0.10.2's capacity report) opens with the same
   words as the free-memory refusal: a trap. The lead may drop it if the round is to hold failures only.
4. sostrowsk/dgx-spark-local-llm's German handout (a 'Testprotokoll' with a chronicle of ten server starts, each
   with log excerpt, cause and fix) gives THREE cases, three different launches (start 01: free-memory gate at 0.92;
   start 02: OOM killer on the FlashInfer JIT's cicc; the 3 August restart against the moved upstream revision: KV
   cache too small, excerpted from the raw start log laguna-int4-start.log committed beside the handout). The lead may prefer to count them as one source. Left out of the same handout: starts 05-07
   (SGLang, aborted by hand) and the successful starts' capacity lines.
5. Not taken (named for the lead): dongjangoon/vllm-study docs/learning-notes.md (a V0-worded "max seq len (32768) ...
   maximum number of tokens that can be stored in KV cache" for Qwen2.5-7B on an RTX 5070 Ti, which only V1 releases
   run: the message looks retyped, not printed); a FastChat/vLLM Jekyll post "LLM 的基准测试" (Qwen-1_8B-Chat bf16 on a
   T4), a cross-vendor TP blog draft (Qwen2.5-7B TP8 "28 heads ... (8)" on Ascend), a Red Hat RHAIIS Qwen3.5-122B
   long-context validation report ("max_num_batched_tokens (4096) is smaller than max_model_len (1010000)" with
   --no-enable-chunked-prefill): their repositories could not be pinned (the FastChat post and the RHAIIS report
   each took one look-up past the 3-look-up rule before being dropped); a Modal vllm 0.6.3.post1 Qwen3 smoke log was
   not pinned for want of look-ups; CalabashBoy's, schoolofdevops', omertt27's and Trosfy's troubleshooting pages are
   generic FAQs (no run). Used before: TomasTomecek/the-real-blog, hzqjgthy/vllm, the Herobrine CS日志, transcope/llm-deploy,
   jkhouja/BeRL, scalarlm, cosmos-reason2, miggle711/testgeneval, the Kaggle LLM20Q P100 thread.


Lead's note (after grading): round 192, graded two minutes before this round, took the same three launches of sostrowsk/dgx-spark-local-llm (the GB10 free-memory gate, the cicc OOM kill, the laguna KV refusal); they are kept once, as round 192's. This round's copies were removed after its grade (4/6 with them, 2/3 without). The two collectors disagreed on the KV refusal's fp8 fix (this one forbade it: 18.35/2 > 8.72).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round191-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------------ excerpts (the files' text)
EX_BHATTI = (
    'Example 1: Baseline FP16 Deployment\n'
    'Loading microsoft/phi-2 in FP16 (no quantization)...\n'
    "INFO 11-02 04:23:09 llm_engine.py:174] Initializing an LLM engine (v0.5.4) with config: model='microsoft/phi-2', speculative_config=None, tokenizer='microsoft/phi-2', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, rope_scaling=None, rope_theta=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, max_seq_len=2048, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda, decoding_config=DecodingConfig(guided_decoding_backend='outlines'), observability_config=ObservabilityConfig(otlp_traces_endpoint=None), seed=0, served_model_name=microsoft/phi-2, use_v2_block_manager=False, enable_prefix_caching=False)\n"
    'INFO 11-02 04:23:09 selector.py:184] Cannot use FlashAttention-2 backend for head size 80.\n'
    'INFO 11-02 04:23:09 selector.py:54] Using XFormers backend.\n'
    'INFO 11-02 04:23:11 model_runner.py:720] Starting to load model microsoft/phi-2...\n'
    'INFO 11-02 04:23:11 selector.py:184] Cannot use FlashAttention-2 backend for head size 80.\n'
    'INFO 11-02 04:23:11 selector.py:54] Using XFormers backend.\n'
    "INFO 11-02 04:23:11 weight_utils.py:225] Using model weights format ['*.safetensors']\n"
    'INFO 11-02 04:23:13 model_runner.py:732] Loading model weights took 5.1933 GB\n'
    'INFO 11-02 04:23:14 gpu_executor.py:102] # GPU blocks: 2881, # CPU blocks: 819\n'
    "INFO 11-02 04:23:16 model_runner.py:1024] Capturing the model for CUDA graphs. This may lead to unexpected consequences if the model is not static. To run the model in eager mode, set 'enforce_eager=True' or use '--enforce-eager' in the CLI.\n"
    'INFO 11-02 04:23:16 model_runner.py:1028] CUDA graphs can take additional 1~3 GiB memory per GPU. If you are running out of memory, consider decreasing `gpu_memory_utilization` or enforcing eager mode. You can also reduce the `max_num_seqs` as needed to decrease memory usage.\n'
    'INFO 11-02 04:23:34 model_runner.py:1225] Graph capturing finished in 18 secs.\n'
    '✅ Generated 100 tokens in 2.38s\n'
    '✅ Throughput: 42.0 tokens/sec\n'
    '...\n'
    'Example 2: FP8 Quantized Deployment (2x compression)\n'
    'Loading microsoft/phi-2 with FP8 quantization...\n'
    '💾 Memory savings: 2x compression (50% reduction)\n'
    '⚡ Expected speedup: 2-3x faster inference\n'
    "INFO 11-02 04:23:36 llm_engine.py:174] Initializing an LLM engine (v0.5.4) with config: model='microsoft/phi-2', speculative_config=None, tokenizer='microsoft/phi-2', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, rope_scaling=None, rope_theta=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, max_seq_len=2048, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=fp8, enforce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda, decoding_config=DecodingConfig(guided_decoding_backend='outlines'), observability_config=ObservabilityConfig(otlp_traces_endpoint=None), seed=0, served_model_name=microsoft/phi-2, use_v2_block_manager=False, enable_prefix_caching=False)\n"
    'INFO 11-02 04:23:37 model_runner.py:720] Starting to load model microsoft/phi-2...\n'
    '❌ FP8 quantization failed: CUDA out of memory. Tried to allocate 50.00 MiB. GPU 0 has a total capacity of 22.03 GiB of which 43.06 MiB is free. Including non-PyTorch memory, this process has 21.98 GiB memory in use. Of the allocated memory 21.44 GiB is allocated by PyTorch, with 37.34 MiB allocated in private pools (e.g., CUDA Graphs), and 153.46 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)\n'
    '⚠️  FP8 requires Ampere+ GPUs (L4, A100, H100)\n'
    '   Your GPU may not support FP8 quantization'
)
EX_KWAI = (
    '#目前的显卡是t4的。计算能力弱了，所以支持不了。\n'
    '# ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half.\n'
    'from transformers import AutoTokenizer\n'
    'from vllm import LLM, SamplingParams\n'
    'from huggingface_hub import snapshot_download\n'
    'from vllm.lora.request import LoRARequest\n'
    'import pdb\n'
    '\n'
    '#  CUDA_VISIBLE_DEVICES=4  python llm_summary.py\n'
    '# Initialize the tokenizer\n'
    'model_name = "Qwen/Qwen2.5-7B-Instruct"\n'
    'tokenizer = AutoTokenizer.from_pretrained(model_name)\n'
    '# Pass the default decoding hyperparameters of Qwen2.5-7B-Instruct\n'
    '# max_tokens is for the maximum length for generation.\n'
    'sampling_params = SamplingParams(temperature=0.7, top_p=0.8,top_k=20, repetition_penalty=1.1, max_tokens=512)\n'
    '# Input the model name or path. Can be GPTQ or AWQ models.\n'
    'llm = LLM(model=model_name, enforce_eager=True)'
)

EX_KOLYANGG = (
    '(APIServer pid=1288829) INFO 06-16 14:13:11 [api_server.py:1896] vLLM API server version 0.10.2\n'
    "(APIServer pid=1288829) INFO 06-16 14:13:11 [utils.py:328] non-default args: {'host': '0.0.0.0', 'model': 'Qwen/Qwen3-30B-A3B-Instruct-2507', 'dtype': 'bfloat16', 'max_model_len': 6144, 'enable_prefix_caching': True}\n"
    '(APIServer pid=1288829) INFO 06-16 14:13:19 [__init__.py:742] Resolved architecture: Qwen3MoeForCausalLM\n'
    '(APIServer pid=1288829) INFO 06-16 14:13:19 [__init__.py:1815] Using max model len 6144\n'
    '(APIServer pid=1288829) INFO 06-16 14:13:19 [scheduler.py:222] Chunked prefill is enabled with max_num_batched_tokens=8192.\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:13:25 [core.py:76] Initializing a V1 LLM engine (v0.10.2) with config: model=\'Qwen/Qwen3-30B-A3B-Instruct-2507\', speculative_config=None, tokenizer=\'Qwen/Qwen3-30B-A3B-Instruct-2507\', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=6144, download_dir=None, load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, device_config=cuda, decoding_config=DecodingConfig(backend=\'auto\', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_backend=\'\'), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name=Qwen/Qwen3-30B-A3B-Instruct-2507, enable_prefix_caching=True, chunked_prefill_enabled=True, use_async_output_proc=True, pooler_config=None, compilation_config={"level":3,"debug_dump_path":"","cache_dir":"","backend":"","custom_ops":[],"splitting_ops":["vllm.unified_attention","vllm.unified_attention_with_output","vllm.mamba_mixer2","vllm.mamba_mixer","vllm.short_conv","vllm.linear_attention","vllm.plamo2_mamba_mixer","vllm.gdn_attention"],"use_inductor":true,"compile_sizes":[],"inductor_compile_config":{"enable_auto_functionalized_v2":false},"inductor_passes":{},"cudagraph_mode":1,"use_cudagraph":true,"cudagraph_num_of_warmups":1,"cudagraph_capture_sizes":[512,504,496,488,480,472,464,456,448,440,432,424,416,408,400,392,384,376,368,360,352,344,336,328,320,312,304,296,288,280,272,264,256,248,240,232,224,216,208,200,192,184,176,168,160,152,144,136,128,120,112,104,96,88,80,72,64,56,48,40,32,24,16,8,4,2,1],"cudagraph_copy_inputs":false,"full_cuda_graph":false,"pass_config":{},"max_capture_size":512,"local_cache_dir":null}\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:13:27 [gpu_model_runner.py:2338] Starting to load model Qwen/Qwen3-30B-A3B-Instruct-2507...\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:13:28 [gpu_model_runner.py:2370] Loading model from scratch...\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:13:28 [cuda.py:362] Using Flash Attention backend on V1 engine.\n'
    '...\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:13:41 [default_loader.py:268] Loading weights took 12.28 seconds\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:13:41 [gpu_model_runner.py:2392] Model loading took 56.9342 GiB and 13.398206 seconds\n'
    '...\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:13:56 [gpu_worker.py:298] Available KV cache memory: 8.68 GiB\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:13:57 [kv_cache_utils.py:864] GPU KV cache size: 94,784 tokens\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:13:57 [kv_cache_utils.py:868] Maximum concurrency for 6,144 tokens per request: 15.43x\n'
    '...\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:14:04 [gpu_model_runner.py:3118] Graph capturing finished in 7 secs, took 0.69 GiB\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:14:04 [gpu_worker.py:391] Free memory on device (78.57/79.18 GiB) on startup. Desired GPU memory utilization is (0.9, 71.26 GiB). Actual usage is 56.93 GiB for weight, 5.58 GiB for peak activation, 0.07 GiB for non-torch memory, and 0.69 GiB for CUDAGraph memory. Replace gpu_memory_utilization config with `--kv-cache-memory=8417154969` to fit into requested memory, or `--kv-cache-memory=16270032384` to fully utilize gpu memory. Current kv cache memory in use is 9318930329 bytes.\n'
    '(EngineCore_DP0 pid=1289229) INFO 06-16 14:14:04 [core.py:218] init engine (profile, create kv cache, warmup model) took 22.67 seconds'
)

EX_LAGUNA_01 = (
    '01 vLLM + NVFP4 — Speicherreservierung zu hoch 17:35 · abgebrochen nach < 1 min gescheitert\n'
    '\n'
    'Gestartet mit `--gpu-memory-utilization 0.92`. Die Engine bricht vor dem Laden ab.\n'
    '\n'
    '```bash\n'
    'ValueError: Free memory on device cuda:0 (110.73/121.63 GiB) on startup is\n'
    'less than desired GPU memory utilization (0.92, 111.9 GiB). Decrease ...\n'
    '```'
)
EX_LAGUNA_02 = (
    '02 vLLM + NVFP4 — OOM-Killer während der JIT-Kompilierung 17:36–18:01 · 25 min verloren gescheitert\n'
    '\n'
    'Der Lauf kam weit: Gewichte geladen (95,63 GiB in 595,6 s), `torch.compile` durchgelaufen (30,61 s). Danach zwölf Minuten Stille im Anwendungslog, dann war der EngineCore-Prozess ein Zombie.\n'
    '\n'
    '```bash\n'
    'Aug 01 18:01:30 dgx-spark kernel: systemd invoked oom-killer: ...\n'
    'Aug 01 18:01:30 dgx-spark kernel: Out of memory: Killed process 21394 (cicc)\n'
    '    total-vm:10886376kB, anon-rss:7529332kB, UID:1000\n'
    '```'
)
EX_LAGUNA_MAIN = (
    '(APIServer pid=6787) INFO 08-03 21:02:48 [api_utils.py:339]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.25.1\n'
    "(APIServer pid=6787) INFO 08-03 21:02:48 [api_utils.py:273] non-default args: {'model_tag': 'poolside/Laguna-S-2.1-INT4', 'enable_auto_tool_choice': True, 'tool_call_parser': 'poolside_v1', 'host': '0.0.0.0', 'model': 'poolside/Laguna-S-2.1-INT4', 'max_model_len': 262144, 'reasoning_parser': 'poolside_v1', 'gpu_memory_utilization': 0.89, 'max_num_seqs': 32, 'speculative_config': {'model': 'poolside/Laguna-S-2.1-DFlash-INT4', 'num_speculative_tokens': 15}}\n"
    '(APIServer pid=6787) INFO 08-03 21:02:49 [model.py:619] Resolved architecture: LagunaForCausalLM\n'
    '(APIServer pid=6787) INFO 08-03 21:02:49 [model.py:1776] Using max model len 262144\n'
    "(EngineCore pid=6890) INFO 08-03 21:02:57 [core.py:114] Initializing a V1 LLM engine (v0.25.1) with config: model='poolside/Laguna-S-2.1-INT4', speculative_config=SpeculativeConfig(method='dflash', model='poolside/Laguna-S-2.1-DFlash-INT4', num_spec_tokens=15), tokenizer='poolside/Laguna-S-2.1-INT4', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=262144, download_dir=None, load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, data_parallel_size=1, decode_context_parallel_size=1, dcp_comm_backend=ag_rs, disable_custom_all_reduce=False, quantization=compressed-tensors, quantization_config=None, enforce_eager=False, enable_return_routed_experts=False, kv_cache_dtype=auto, device_config=cuda, structured_outputs_config=StructuredOutputsConfig(backend='auto', disable_any_whitespace=False, disable_additional_properties=False, reasoning_parser='poolside_v1', reasoning_parser_plugin='', enable_in_reasoning=False), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None, kv_cache_metrics=False, kv_cache_metrics_sample=0.01, cudagraph_metrics=False, enable_layerwise_nvtx_tracing=False, enable_mfu_metrics=False, enable_mm_processor_stats=False, enable_logging_iteration_details=False, jit_monitor_mode='warn', jit_monitor_verbose=False), seed=0, served_model_name=poolside/Laguna-S-2.1-INT4, enable_prefix_caching=True, enable_chunked_prefill=True, pooler_config=None, compilation_config={'mode': <CompilationMode.VLLM_COMPILE: 3>, 'debug_dump_path': None, 'cache_dir': '', 'compile_cache_save_format': 'binary', 'backend': 'inductor', 'custom_ops': ['none'], 'ir_enable_torch_wrap': True, 'splitting_ops': ['vllm::unified_attention_with_output', 'vllm::unified_mla_attention_with_output', 'vllm::mamba_mixer2', 'vllm::mamba_mixer', 'vllm::short_conv', 'vllm::linear_attention', 'vllm::plamo2_mamba_mixer', 'vllm::qwen_gdn_attention_core', 'vllm::gdn_attention_core_xpu', 'vllm::olmo_hybrid_gdn_full_forward', 'vllm::kda_attention', 'vllm::sparse_attn_indexer', 'vllm::rocm_aiter_sparse_attn_indexer', 'vllm::deepseek_v4_attention', 'vllm::hpc_rope_norm_forward', 'vllm::unified_kv_cache_update', 'vllm::unified_mla_kv_cache_update'], 'compile_mm_encoder': False, 'cudagraph_mm_encoder': False, 'encoder_cudagraph_token_budgets': [], 'encoder_cudagraph_max_vision_items_per_batch': 0, 'encoder_cudagraph_max_frames_per_batch': None, 'compile_sizes': [], 'compile_ranges_endpoints': [2048], 'inductor_compile_config': {'enable_auto_functionalized_v2': False, 'size_asserts': False, 'alignment_asserts': False, 'scalar_asserts': False, 'combo_kernels': True, 'benchmark_combo_kernel': True}, 'inductor_passes': {}, 'cudagraph_mode': <CUDAGraphMode.FULL_AND_PIECEWISE: (2, 1)>, 'cudagraph_num_of_warmups': 1, 'cudagraph_capture_sizes': [1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 136, 144, 152, 160, 168, 176, 184, 192, 200, 208, 216, 224, 232, 240, 248, 256, 272, 288, 304, 320, 336, 352, 368, 384, 400, 416, 432, 448, 464, 480, 496, 512], 'cudagraph_copy_inputs': False, 'cudagraph_specialize_lora': True, 'use_inductor_graph_partition': False, 'pass_config': {'fuse_norm_quant': False, 'fuse_act_quant': False, 'fuse_attn_quant': False, 'enable_sp': False, 'fuse_gemm_comms': False, 'fuse_allreduce_rms': False, 'fuse_rope_kvcache_cat_mla': False, 'fuse_act_padding': False}, 'max_cudagraph_capture_size': 512, 'dynamic_shapes_config': {'type': <DynamicShapesType.BACKED: 'backed'>, 'evaluate_guards': False, 'assume_32_bit_indexing': False}, 'local_cache_dir': None, 'fast_moe_cold_start': False, 'static_all_moe_layers': []}, kernel_config=KernelConfig(ir_op_priority=IrOpPriorityConfig(rms_norm=['native'], fused_add_rms_norm=['native']), enable_flashinfer_autotune=True, enable_cutedsl_warmup=True, moe_backend='auto', linear_backend='auto')\n"
    '...\n'
    '(EngineCore pid=6890) INFO 08-03 21:48:37 [gpu_model_runner.py:5306] Model loading took 95.46 GiB memory and 2736.589904 seconds\n'
    '...\n'
    '(EngineCore pid=6890) INFO 08-03 21:49:23 [gpu_worker.py:538] Available KV cache memory: 8.72 GiB\n'
    '(EngineCore pid=6890) INFO 08-03 21:49:23 [gpu_worker.py:553] CUDA graph memory profiling is enabled (default since v0.21.0). The current --gpu-memory-utilization=0.8900 is equivalent to --gpu-memory-utilization=0.8690 without CUDA graph memory profiling. To maintain the same effective KV cache size as before, increase --gpu-memory-utilization to 0.9110. To disable, set VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0.\n'
    '...\n'
    "(EngineCore pid=6890) ERROR 08-03 21:49:23 [core.py:1231] ValueError: To serve at least one request with the model's max seq len (262144), (18.35 GiB KV cache is needed, which is larger than the available KV cache memory (8.72 GiB). Based on the available memory, the estimated maximum model length is 121840. Try increasing `gpu_memory_utilization` (which also controls CPU memory on the CPU backend) or decreasing `max_model_len` when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.\n"
    '...\n'
    '(APIServer pid=6787) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}'
)

# ------------------------------------------------------------------ memory: a second engine in one process (tutorial output)
case("github-bhatti-vllm-tutorial-phi2-second-engine-oom-loading-22.03",
     "https://github.com/bhatti/vllm-tutorial/blob/71969af110237039d42d30b8d5e1141543d60c98/"
     "examples_output/04_quantized_deployment.txt",
     EX_BHATTI, "oom_loading", {"total_gib": 22.03}, "other_process",
     "A vLLM tutorial repository (November 2025, 'Initial examples and tests for vllm tutorial'; README: all metrics "
     "from a GCP L4) commits the saved output of examples/04_quantized_deployment.py, which builds several vllm.LLM "
     "engines one after another in ONE Python process (vLLM 0.5.4). Example 1 loads microsoft/phi-2 in FP16 at "
     "gpu_memory_utilization=0.9 (5.19 GB of weights, 2881 GPU blocks, CUDA graphs captured) and ends with 'del llm', "
     "which in 0.5.4 frees none of the engine's GPU memory; example 2's engine (phi-2 with quantization=fp8) then "
     "starts to load and torch runs out of memory at once: the process already holds 21.98 of the L4's 22.03 GiB. The "
     "script's printed hint (FP8 needs Ampere+) is wrong: the L4 is an Ada card with FP8 support.",
     "none recorded (the output was committed as is). What would work: run each example in its own process (or tear "
     "the first engine down: destroy_model_parallel, gc, torch.cuda.empty_cache), or give the first engine a smaller "
     "gpu_memory_utilization so both fit",
     release="0.5.4 (printed: 'Initializing an LLM engine (v0.5.4)')",
     gpu="NVIDIA L4 (22.03 GiB total as torch prints it; the README's GCP L4)", gpus=1,
     command="python examples/04_quantized_deployment.py (vllm.LLM(model='microsoft/phi-2', gpu_memory_utilization=0.9, "
             "...) twice in one process: FP16, then quantization='fp8')",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement call 1. Excerpt: the file's 'Example 1' header, its vLLM lines up to the two '✅' result lines "
          "(the '=====' rules and blank lines around the headers dropped), '...' for the model's generated answer "
          "(lines 49-59 dropped), then 'Example 2' and its lines up to the end of its failure message. The script "
          "(examples/04_quantized_deployment.py at the same commit) sets gpu_memory_utilization=0.9 for both engines "
          "and 'del llm' after example 1; that value is not printed in the excerpt, so no utilization is expected "
          "in numbers")

# ------------------------------------------------------------------ dtype: bf16 on a Tesla T4 (kept as a comment)
case("github-newlei-kwai-qwen25-7b-t4-bf16-comment",
     "https://github.com/newlei/kwai/blob/cda2cac08971d2e44d4b29c25361478aa3b97fd5/llm_summary.py",
     EX_KWAI, "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "A researcher's knowledge-graph / recommendation project (December 2024) summarising items with "
     "Qwen/Qwen2.5-7B-Instruct through vllm.LLM(model=model_name, enforce_eager=True) on one Tesla T4 "
     "(CUDA_VISIBLE_DEVICES=4): no dtype was given, vLLM took the checkpoint's bfloat16 and refused it below compute "
     "capability 8.0. The author recorded the error as a comment ('the card is a T4, its compute capability is too "
     "weak, so it is not supported') and replaced the vLLM path by transformers with Qwen2.5-7B-Instruct-GPTQ-Int8 "
     "(the live code at the top of the same file). vLLM's own fix is dtype='half'; note that a 7B model in fp16 "
     "(~15 GB) would then not fit one 15 GiB T4 either.",
     "the author abandoned vLLM on the T4 and ran Qwen2.5-7B-Instruct-GPTQ-Int8 with transformers "
     "(AutoModelForCausalLM, torch_dtype='auto', device_map='auto'); the error's own advice is --dtype=half",
     release="not stated (vllm.LLM in December 2024, a 0.6.x release)", gpu="Tesla T4", gpus=None,
     command="CUDA_VISIBLE_DEVICES=4 python llm_summary.py (LLM(model='Qwen/Qwen2.5-7B-Instruct', enforce_eager=True))",
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--enforce-eager"}],
     note="judgement call 2. Excerpt: lines 157-173 of the file at the cited commit (the comment block and the vLLM "
          "code under it up to the LLM() call), nothing dropped. The comment is first in commit a2f3441 (2024-11-11). "
          "gpus None: the machine has at least five GPUs (CUDA_VISIBLE_DEVICES=4) but the script pins one")

# ------------------------------------------------------------------ no failure: a homework's capacity log (H100, Qwen3-30B-A3B)
case("github-kolyangg-mlops-assignment-hw3-qwen3-30b-a3b-h100-capacity-8.68",
     "https://github.com/kolyangg/mlops-assignment/blob/daaf8cb3262f5daa5d099ff13a25e2a38e7cf765/logs/vllm.log",
     EX_KOLYANGG, None,
     {"available_kv_gib": 8.68, "weights_gib": 56.93, "activation_gib": 5.58, "non_torch_gib": 0.07,
      "total_gib": 79.18, "gpu_memory_utilization": 0.9, "max_model_len": 6144},
     "capacity",
     "A student's MLOps course assignment ('hw3/mlops-assignment' in the venv paths; README phases and grading "
     "table; REPORT.md) serving Qwen/Qwen3-30B-A3B-Instruct-2507 in bf16 with vLLM 0.10.2 on one H100 80GB "
     "(--max-model-len 6144, prefix caching, default utilization 0.9) for a text-to-SQL agent. The launch succeeded: "
     "56.93 GiB of weights, 5.58 GiB peak activation, 8.68 GiB left for the KV cache (94,784 tokens, 15.43x "
     "concurrency at 6,144). The INFO line 'Free memory on device (78.57/79.18 GiB) on startup. Desired GPU memory "
     "utilization is (0.9, 71.26 GiB) ...' is vLLM 0.10.2's capacity report, not the free-memory refusal.",
     "none needed (the server ran the assignment's load tests; REPORT.md: 6144 chosen after one schema-heavy prompt "
     "exceeded the first 4096 limit)",
     release="0.10.2 (printed)", gpu="NVIDIA H100 80GB HBM3 (79.18 GiB as vLLM prints it)", gpus=1,
     command="vllm serve Qwen/Qwen3-30B-A3B-Instruct-2507 --host 0.0.0.0 --dtype bfloat16 --max-model-len 6144 "
             "--enable-prefix-caching (the printed non-default args)",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 3. Excerpt: the startup lines of the committed log with the ANSI colour codes stripped "
          "('\\x1b[1;36m' ... as the raw file holds them); dropped, shown as '...': the shard-loading progress "
          "lines, the torch.compile lines, the CUDA-graph capture progress bar; the log after 'init engine ... took "
          "22.67 seconds' (routes, the load test's request lines and a later request-time 'Error in preprocessing "
          "prompt inputs' traceback, which is not a launch failure) left out")

# ------------------------------------------------------------------ a DGX Spark handout's start chronicle (Laguna-S-2.1, vLLM 0.25.1)
LAGUNA_URL = ("https://github.com/sostrowsk/dgx-spark-local-llm/blob/4b5486468ec6941d55c25f0b4f9557c7893d8b58/handouts/01-laguna-s-2.1.de.md")
LAGUNA_GPU = "NVIDIA GB10 (DGX Spark, sm_121a, 121 GB unified memory)"




if __name__ == "__main__":
    BATCH.write()
