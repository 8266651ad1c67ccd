"""Round-181 blind batch: MEMORY refusals and OOMs on CONSUMER and SMALL cards (an A10, a 44.39 GiB card on an HPC
node, an RTX 4090 under WSL2, an RTX 5080 Laptop under WSL2, an RTX 4080), as authors commit them to their own
repositories (a module docstring, a committed SLURM log, a setup script's comment, a benchmark note, a post-mortem),
collected by helper wild181 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round181-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it. Cases were taken in the order the searches and the fetched repositories brought them,
not picked to be hard or easy.

Same rules as rounds 27-29 and 180: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that would be wrong for
that user) was written from the committed file alone. Excerpts are the file's text (ANSI colour codes of a raw log
removed); where lines in between were dropped the excerpt shows ``...`` and the note says so; fix lines are left out
(they are in fix_that_worked).

Slice: vLLM's memory wordings together with the totals small cards print ("Free memory on device (X/14.58 | 22.06 |
23.57 | 23.69 | 31.36 | 44.39 | 47.50 ... GiB)", "GPU memory utilization (0.9, 21.3 | 13.1 | 19.8 | 14.0 ...",
"(0.95, 22.", "larger than the available KV cache memory (1.", "No available memory for the cache blocks. Try inc",
"out of memory occurred when warming up sampler"), then ``search`` (code corpus) for the hits' own phrases.

Look-ups: 67 of the 70 allowed (24 ``find_string``, 18 ``search`` in the code corpus, 8 ``read_file``, 5
``find_repos``, 12 ``find_files``), plus ``fetch`` of some 30 repositories that search answers or find_repos /
find_files named, grepped over their history. **5 cases, short of the 8-14 asked; all five are
memory failures (three free-memory gates, one KV-tensor OOM, one no-KV-memory refusal), none in the non-memory half
(the slice is memory only).**

Why so few (for the lead):
- ``find_string`` found some 25 fresh authors' own runs on small cards, but its hits carry no repository and the code
  corpus of ``search`` does not return their openings even when queried with their first lines; most could not be
  pinned within 3 look-ups each and were skipped: a Spanish chimera-agent-baseline note (RTX 5090 with a ballast
  process, 14.52/31.36 GiB at 0.6059; lonj22803/chimera-agent-baseline-private is named by find_repos but cannot be
  fetched), a "conclave" ops note (vLLM 0.24, three co-resident instances on an L40S, 7.19/44.39 at 0.82), a Korean
  SFT-gates report (RTX 4090 RunPod, KV 4.5 of 1.96 GiB at 32768, then 22.04/23.52 at 0.95), a Traditional-Chinese
  research journal (GPU 0 taken by another user, 17.7/23.68 at 0.9), a Korean lecture setup script (Jupyter kernel
  holding 3-4 GB, 40.2/44.39 at 0.92), a Japanese NVFP4/MTP note (KV 1.71 of 1.23 at 16384), a Chinese Qwen3-0.6B
  note (4.38 of 1.31 at util 0.2), a Chinese MinerU note on an A3000 12 GB (default util 0.5, "No available memory"),
  a two-Quadro-RTX-5000 GGUF TP=2 note (1.38/15.55 at 0.9), a two-RTX-5090 Qwen3-Coder note (sampler warm-up OOM
  with 256 sequences at 262K), and an RHOAI LLMInferenceService bug list (14.05/44.39, error cut after "on startup").
- Already used (skipped): two L40 hits matched by their numbers to existing fixtures (abdshomad's paddle-ocr-vl-1-6-demo
  issue 07, 14.81/44.39, and paddle-ocr-1-6-demo issue 05, 38.06/44.39), floSa/data-analyst-agent's MOTEUR.md (L4, 1.75 of 1.1), jubapa/blog (10.00 of 1.25),
  Peuqui/AIfred-Intelligence (RTX 3060, both notes), canfieldjuan/finetunelab.ai (RTX 3090 14B), hz1957/
  sql_agent_training (L40S 16.17/44.39 and the 40-heads TP=3 refusal, both fixtures), cyysky/qwen-image-2.1 (Mamba
  256 over 108 and KV 0.8 GiB, both fixtures; found last through "exceeds available Mamba cache blocks").
- Skipped for evidence: abdshomad/gpu-cluster-with-ray-and-vllm docs/AA001-status-and-issues.md quotes "Free memory
  on device (15.76/44.39 GiB) ... (0.35, 15.54 GiB)", where the free figure is ABOVE the requested one, which vLLM's
  check cannot print (a misquote or a retyped number; the same user's two other repositories are fixtures already);
  tests, fixtures and docstrings of memory-diagnosis tools (glyd acceptance records, nemo_retriever's
  ADMISSION_REFUSAL constant, a cookbook's diagnosis tests, an SQL solver's retry test, a "7B OOM" CI-task text,
  GitHub-issue digests in Chinese) are not authors' own launches.

Judgement calls for the lead (each case's ``note`` says more):
1. tamnd/local-llm scripts/08-vllm.sh: the version holding the quoted refusal (12,003 characters, with the
   Qwen3.8-27B-FP8 unit) was read through find_string / read_file by id, which gives no commit; find_files lists the
   path at commit e3b86a12 (an earlier, 7,114-character version without the note), and the fetched snapshot
   (to 2026-06-29) has no version with it either. The url therefore names the file on the default branch
   (blob/main), not a commit. The refusal is quoted in a shell comment by the author, with the cause in the same
   comment (the Windows desktop and WDDM hold ~1.5 GiB of the card). The same file also records a second failed
   launch (Qwen3.8-27B-FP8 with --cpu-offload-gb 8/10: "No available memory for the cache blocks"); it is not taken
   (only the error's head is quoted, with no numbers and two interleaved causes).
2. lferreiraMD/slm_multiagent_debate: the committed SLURM log shows two vLLM engines for the same model starting at
   once on one 44.39 GiB GPU (every line printed twice, two EngineCore pids); each profiled the card while the other
   was still small, so both sized a ~35 GiB KV cache, and the first to allocate its tensors ran out. kind oom_kv_cache
   (torch.zeros in _allocate_kv_cache_tensors); cause other_process (torch names process 2659859 holding 36.53 GiB).
   The cause is in the log itself and in the author's commit messages (b45283e "diagnose double-process spawning
   issue", a923cde "Two processes were loading the same model simultaneously, causing OOM"). The other engine's
   sampler warm-up OOM and the later retries (another KV OOM, a free-memory refusal 4.89/44.39) in the same file are
   the same story and are not taken. free_gib is torch's "908.00 MiB" written as 0.89 GiB.
3. aeread-org/AERead: the refusal is quoted in the module docstring of the author's Modal training smoke, with the
   cause (a second, redundant vLLM server on the same single A10 at the same utilization as verl's internal rollout
   engine; the first to start starved the second) and the fix (remove the external server). Release from the same
   file's comment (the image pins vllm==0.22.1 with verl==0.8.0).
4. JacobHsu/vLLM: no numbers printed (the note quotes the error's first two lines); the launch is the repository's
   scripts/run_server_7b_bf16.sh at the same commit ("vllm serve Qwen/Qwen2.5-7B-Instruct", defaults: utilization
   0.9, the model's 32768 length). Cause weights_exceed_budget: bf16 7B weights (~14.2 GiB) against a 0.9 share of a
   16 GB laptop card under WSL2; weights_do_not_fit is the alternative if the lead reads the laptop card's usable
   memory as below the weights.
5. zisaacson/BatchLocaLLM: a second file of a used repository (the fixture is a different launch: OLMo-2-7B, negative
   KV, .archive/CPU_OFFLOAD_DEEP_DIVE.md); this one is the post-power-cycle worker refusal (1.2/15.57 GiB) that the
   author put down to zombie processes / driver state and fixed with a GPU-memory check that kills stale vLLM/worker
   processes. GPU from the repository's own PR template at the same commit ("GPU: RTX 4080 16GB"); release from its
   README (vLLM 0.11.0).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round181-blind")
case = BATCH.case

# ------------------------------------------------------------------ memory gate: a second vLLM server on the same A10 (verl + Modal)
case("aeread-verl-modal-a10-second-vllm-free-6.67-of-22.06-util-0.55",
     "https://github.com/aeread-org/AERead/blob/be637e5750aa668a6145d2dc0d99c2b52bb8ba84/integrations/rllm/modal_b1/train_smoke.py",
     'This module does NOT call probe.py\'s _serve_vllm. A real run traced the\nreason: with hybrid_engine=True and actor_rollout_ref.rollout.name=vllm,\nverl\'s own AgentTrainer launches and manages its own internal vLLM\nrollout engine (visible in the trace as a vLLMHttpServer Ray actor) at\ntraining time; nothing in the trainer path ever reads VLLM_BASE_URL or\notherwise talks to an externally pre-served instance. Calling\n_serve_vllm here launched a second, redundant vLLM server on the same\nsingle A10 at the same gpu_memory_utilization as verl\'s internal one,\nand the first one to start starved the second: "ValueError: Free memory\non device cuda:0 (6.67/22.06 GiB) on startup is less than desired GPU\nmemory utilization (0.55, 12.13 GiB)."',
     "free_memory_low",
     {"free_gib": 6.67, "total_gib": 22.06, "gpu_memory_utilization": 0.55, "requested_gib": 12.13},
     "other_process",
     "The author's GRPO training smoke on Modal (one NVIDIA A10, 22.06 GiB as vLLM reports it): verl's AgentTrainer "
     "(hybrid_engine=True, rollout.name=vllm) launches its own internal vLLM rollout engine, and the module also "
     "called probe.py's _serve_vllm, which started a second, redundant vLLM server on the same A10 at the same "
     "gpu_memory_utilization 0.55. Whichever started first took its share, and the other found only 6.67 GiB free "
     "against the 12.13 GiB (0.55 x 22.06) it asked for, so vLLM's startup free-memory check refused.",
     "the author removed the external _serve_vllm call from the training path ('Removing the external server call is "
     "the fix, not a workaround'), leaving verl's internal rollout engine alone on the card",
     release="0.22.1 (the same file: the Modal image pins vllm==0.22.1 with verl==0.8.0)",
     gpu="NVIDIA A10 (24 GB; 22.06 GiB total as vLLM reports it), Modal", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.303}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 3. The module docstring's paragraph on the failed run, as the file shows it (the error is "
          "wrapped over two docstring lines: 'Free memory\\non device cuda:0 ...'); the sentences before it (the "
          "stage's purpose) and the fix sentence after it left out. Any share above 6.67/22.06 = 0.302 is refused the "
          "same way while the other server holds the card.")

# ------------------------------------------------------------------ memory: KV-tensor OOM, two engines on one 44.39 GiB GPU (SLURM)
case("slm-multiagent-debate-qwen3-06b-twin-engines-kv-oom-1.29-of-44.39",
     "https://github.com/lferreiraMD/slm_multiagent_debate/blob/077065a1815321a779fc8d76cff9e28475c4b987/experiments/linux_single/slurm/logs/math/job_1_task1.out",
     '--- Problem 1/20, Round 1, Agent 1/3 ---\n[ModelCache] Loading model: Qwen/Qwen3-0.6B (backend=vllm)\n[ModelCache] Using max_model_len=40960 for Qwen/Qwen3-0.6B\n[ModelCache] Detected 1 GPU(s), 44.4GB total VRAM\n[ModelCache] Using tensor_parallel_size=1\nINFO 12-03 19:07:46 [utils.py:253] non-default args: {\'max_model_len\': 40960, \'disable_log_stats\': True, \'disable_custom_all_reduce\': True}\n...\n--- Problem 1/20, Round 1, Agent 1/3 ---\n...\n(EngineCore_DP0 pid=2659860) INFO 12-03 19:08:11 [core.py:93] Initializing a V1 LLM engine (v0.11.2) with config: model=\'Qwen/Qwen3-0.6B\', speculative_config=None, tokenizer=\'Qwen/Qwen3-0.6B\', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=40960, download_dir=None, load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=True, quantization=None, enforce_eager=False, kv_cache_dtype=auto, device_config=cuda, structured_outputs_config=StructuredOutputsConfig(backend=\'auto\', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_parser=\'\', reasoning_parser_plugin=\'\', enable_in_reasoning=False), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name=Qwen/Qwen3-0.6B, enable_prefix_caching=True, enable_chunked_prefill=True, pooler_config=None, compilation_config={\'level\': None, \'mode\': <CompilationMode.VLLM_COMPILE: 3>, \'debug_dump_path\': None, \'cache_dir\': \'\', \'compile_cache_save_format\': \'binary\', \'backend\': \'inductor\', \'custom_ops\': [\'none\'], \'splitting_ops\': [\'vllm::unified_attention\', \'vllm::unified_attention_with_output\', \'vllm::unified_mla_attention\', \'vllm::unified_mla_attention_with_output\', \'vllm::mamba_mixer2\', \'vllm::mamba_mixer\', \'vllm::short_conv\', \'vllm::linear_attention\', \'vllm::plamo2_mamba_mixer\', \'vllm::gdn_attention_core\', \'vllm::kda_attention\', \'vllm::sparse_attn_indexer\'], \'compile_mm_encoder\': False, \'use_inductor\': None, \'compile_sizes\': [], \'inductor_compile_config\': {\'enable_auto_functionalized_v2\': False, \'combo_kernels\': True, \'benchmark_combo_kernel\': True}, \'inductor_passes\': {}, \'cudagraph_mode\': <CUDAGraphMode.FULL_AND_PIECEWISE: (2, 1)>, \'cudagraph_num_of_warmups\': 1, \'cudagraph_capture_sizes\': [1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 136, 144, 152, 160, 168, 176, 184, 192, 200, 208, 216, 224, 232, 240, 248, 256, 272, 288, 304, 320, 336, 352, 368, 384, 400, 416, 432, 448, 464, 480, 496, 512], \'cudagraph_copy_inputs\': False, \'cudagraph_specialize_lora\': True, \'use_inductor_graph_partition\': False, \'pass_config\': {}, \'max_cudagraph_capture_size\': 512, \'local_cache_dir\': None}\n(EngineCore_DP0 pid=2659859) INFO 12-03 19:08:11 [core.py:93] Initializing a V1 LLM engine (v0.11.2) with config: model=\'Qwen/Qwen3-0.6B\', speculative_config=None, tokenizer=\'Qwen/Qwen3-0.6B\', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=40960, download_dir=None, load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=True, quantization=None, enforce_eager=False, kv_cache_dtype=auto, device_config=cuda, structured_outputs_config=StructuredOutputsConfig(backend=\'auto\', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_parser=\'\', reasoning_parser_plugin=\'\', enable_in_reasoning=False), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name=Qwen/Qwen3-0.6B, enable_prefix_caching=True, enable_chunked_prefill=True, pooler_config=None, compilation_config={\'level\': None, \'mode\': <CompilationMode.VLLM_COMPILE: 3>, \'debug_dump_path\': None, \'cache_dir\': \'\', \'compile_cache_save_format\': \'binary\', \'backend\': \'inductor\', \'custom_ops\': [\'none\'], \'splitting_ops\': [\'vllm::unified_attention\', \'vllm::unified_attention_with_output\', \'vllm::unified_mla_attention\', \'vllm::unified_mla_attention_with_output\', \'vllm::mamba_mixer2\', \'vllm::mamba_mixer\', \'vllm::short_conv\', \'vllm::linear_attention\', \'vllm::plamo2_mamba_mixer\', \'vllm::gdn_attention_core\', \'vllm::kda_attention\', \'vllm::sparse_attn_indexer\'], \'compile_mm_encoder\': False, \'use_inductor\': None, \'compile_sizes\': [], \'inductor_compile_config\': {\'enable_auto_functionalized_v2\': False, \'combo_kernels\': True, \'benchmark_combo_kernel\': True}, \'inductor_passes\': {}, \'cudagraph_mode\': <CUDAGraphMode.FULL_AND_PIECEWISE: (2, 1)>, \'cudagraph_num_of_warmups\': 1, \'cudagraph_capture_sizes\': [1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 136, 144, 152, 160, 168, 176, 184, 192, 200, 208, 216, 224, 232, 240, 248, 256, 272, 288, 304, 320, 336, 352, 368, 384, 400, 416, 432, 448, 464, 480, 496, 512], \'cudagraph_copy_inputs\': False, \'cudagraph_specialize_lora\': True, \'use_inductor_graph_partition\': False, \'pass_config\': {}, \'max_cudagraph_capture_size\': 512, \'local_cache_dir\': None}\n...\n(EngineCore_DP0 pid=2659860) \nLoading safetensors checkpoint shards: 100% Completed | 1/1 [00:03<00:00,  3.79s/it]\n...\n(EngineCore_DP0 pid=2659860) INFO 12-03 19:08:23 [gpu_model_runner.py:3338] Model loading took 1.1201 GiB memory and 6.215565 seconds\n(EngineCore_DP0 pid=2659859) INFO 12-03 19:08:23 [gpu_model_runner.py:3338] Model loading took 1.1201 GiB memory and 6.241595 seconds\n...\n(EngineCore_DP0 pid=2659860) INFO 12-03 19:08:40 [backends.py:647] Dynamo bytecode transform time: 16.42 s\n(EngineCore_DP0 pid=2659859) INFO 12-03 19:08:40 [backends.py:647] Dynamo bytecode transform time: 16.41 s\n(EngineCore_DP0 pid=2659860) INFO 12-03 19:08:53 [backends.py:251] Cache the graph for dynamic shape for later use\n(EngineCore_DP0 pid=2659859) INFO 12-03 19:08:53 [backends.py:251] Cache the graph for dynamic shape for later use\n(EngineCore_DP0 pid=2659860) INFO 12-03 19:09:06 [backends.py:282] Compiling a graph for dynamic shape takes 25.02 s\n(EngineCore_DP0 pid=2659859) INFO 12-03 19:09:06 [backends.py:282] Compiling a graph for dynamic shape takes 25.06 s\n(EngineCore_DP0 pid=2659859) INFO 12-03 19:09:10 [monitor.py:34] torch.compile takes 41.47 s in total\n(EngineCore_DP0 pid=2659860) INFO 12-03 19:09:10 [monitor.py:34] torch.compile takes 41.44 s in total\n(EngineCore_DP0 pid=2659859) INFO 12-03 19:09:11 [gpu_worker.py:359] Available KV cache memory: 34.69 GiB\n(EngineCore_DP0 pid=2659860) INFO 12-03 19:09:11 [gpu_worker.py:359] Available KV cache memory: 36.08 GiB\n(EngineCore_DP0 pid=2659859) INFO 12-03 19:09:12 [kv_cache_utils.py:1229] GPU KV cache size: 324,784 tokens\n(EngineCore_DP0 pid=2659859) INFO 12-03 19:09:12 [kv_cache_utils.py:1234] Maximum concurrency for 40,960 tokens per request: 7.93x\n(EngineCore_DP0 pid=2659860) INFO 12-03 19:09:12 [kv_cache_utils.py:1229] GPU KV cache size: 337,744 tokens\n(EngineCore_DP0 pid=2659860) INFO 12-03 19:09:12 [kv_cache_utils.py:1234] Maximum concurrency for 40,960 tokens per request: 8.25x\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842] EngineCore failed to start.\n...\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]   File "/home/ch269957/.conda/envs/slm/lib/python3.12/site-packages/vllm/v1/serial_utils.py", line 479, in run_method\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]     return func(*args, **kwargs)\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]            ^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]   File "/home/ch269957/.conda/envs/slm/lib/python3.12/site-packages/vllm/v1/worker/worker_base.py", line 319, in initialize_from_config\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]     self.worker.initialize_from_config(kv_cache_config)  # type: ignore\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]   File "/home/ch269957/.conda/envs/slm/lib/python3.12/site-packages/vllm/v1/worker/gpu_worker.py", line 404, in initialize_from_config\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]     self.model_runner.initialize_kv_cache(kv_cache_config)\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]   File "/home/ch269957/.conda/envs/slm/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py", line 5007, in initialize_kv_cache\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]     kv_caches = self.initialize_kv_cache_tensors(\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]   File "/home/ch269957/.conda/envs/slm/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py", line 4933, in initialize_kv_cache_tensors\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]     kv_cache_raw_tensors = self._allocate_kv_cache_tensors(kv_cache_config)\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]   File "/home/ch269957/.conda/envs/slm/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py", line 4718, in _allocate_kv_cache_tensors\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]     tensor = torch.zeros(\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842]              ^^^^^^^^^^^^\n(EngineCore_DP0 pid=2659860) ERROR 12-03 19:09:12 [core.py:842] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.29 GiB. GPU 0 has a total capacity of 44.39 GiB of which 908.00 MiB is free. Including non-PyTorch memory, this process has 6.96 GiB memory in use. Process 2659859 has 36.53 GiB memory in use. Of the allocated memory 6.30 GiB is allocated by PyTorch, and 144.21 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)',
     "oom_kv_cache",
     {"tried_gib": 1.29, "total_gib": 44.39, "free_gib": 0.89, "max_model_len": 40960},
     "other_process",
     "A SLURM job of the author's multi-agent-debate experiments (Harvard/Boston Children's HPC, one 44.39 GiB GPU, "
     "vLLM 0.11.2 V1 engine through vllm.LLM in the project's ModelCache, Qwen/Qwen3-0.6B at max_model_len 40960, "
     "default utilization 0.9): the task ran two copies of the script at once (every header printed twice), so two "
     "EngineCores (pids 2659860 and 2659859) loaded the same model on the same GPU at the same time. Both profiled "
     "the card while the other was still small and sized ~35-36 GiB of KV cache each (337,744 and 324,784 tokens); "
     "when 2659860 allocated its KV tensors, 2659859 already held 36.53 GiB and torch could not find 1.29 GiB "
     "(908 MiB free).",
     "the author's commits: b45283e adds GPU debugging 'to help diagnose double-process spawning issue'; a923cde 'Fix "
     "race condition in ModelCache causing duplicate model loading' ('Two processes were loading the same model "
     "simultaneously, causing OOM ... Hold lock for entire get_or_load() operation'); i.e. one engine per GPU",
     release="0.11.2 (the log's 'Initializing a V1 LLM engine (v0.11.2)')",
     gpu="one 44.39 GiB NVIDIA GPU (model not named; '[ModelCache] Detected 1 GPU(s), 44.4GB total VRAM')", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-model-len"}],
     note="judgement call 2. Lines kept from the raw log (ANSI colour codes removed): the first script copy's header "
          "(lines 30-35) and the second copy's first line (37), the two 'Initializing a V1 LLM engine' lines (49-50), "
          "the two 'Model loading took' lines (87-88), the KV sizing lines of both engines and pid 2659860's failure "
          "head (99-106), then its traceback from _initialize_kv_caches (113) and from initialize_kv_cache to the "
          "OutOfMemoryError (129-139); the lines between (Gloo, torch.compile, the earlier frames) dropped as '...'. (Repaired by the lead after grading: the excerpt as first written stopped at initialize_kv_cache_tensors( and lacked the lines this note names, the loading, KV sizing and OOM lines; they were added from the cited file at the cited commit. The blind grade, 4/5, counted this case as a miss.) "
          "The rest of the file (the same traceback repeated without the ERROR prefix, the twin's sampler warm-up OOM, "
          "the retries) left out.")

# ------------------------------------------------------------------ memory gate: RTX 4090 under WSL2, the Windows desktop holds ~1.5 GiB
case("local-llm-rtx4090-wsl2-wddm-free-22.45-of-23.99-util-0.95",
     "https://github.com/tamnd/local-llm/blob/main/scripts/08-vllm.sh",
     'write_unit() {\n    local name="$1" local_path="$2" port="$3" mem="$4" extra_flags="${5:-}"\n...\nExecStart=${PY} -m vllm.entrypoints.openai.api_server \\\n    --model ${local_path} \\\n    --host 127.0.0.1 \\\n    --port ${port} \\\n    --gpu-memory-utilization ${mem} \\\n    --tensor-parallel-size 1 \\\n    --enable-chunked-prefill \\\n    ${extra_flags}\n...\n}\n\n# 0.92 is the practical ceiling for gpu-memory-utilization on this box, not a\n# round number picked for taste. The Windows desktop and the WDDM driver hold\n# roughly 1.5 GiB of the 24 GB card at all times, so vLLM sees 22.45 of 23.99\n# GiB free at startup and refuses to start if the requested fraction exceeds it:\n#\n#   ValueError: Free memory on device cuda:0 (22.45/23.99 GiB) on startup is\n#   less than desired GPU memory utilization (0.95, 22.79 GiB).',
     "free_memory_low",
     {"free_gib": 22.45, "total_gib": 23.99, "gpu_memory_utilization": 0.95, "requested_gib": 22.79},
     "other_process",
     "The author's home-lab setup script writes one systemd unit per model for a vLLM server in WSL2 on a Windows box "
     "with one 24 GB RTX 4090 (the repository's earlier commits name it); the card also drives the Windows desktop, and "
     "the desktop plus the WDDM driver hold ~1.5 GiB at all times, so vLLM sees 22.45 of 23.99 GiB free at startup. "
     "A unit at --gpu-memory-utilization 0.95 asks for 22.79 GiB and is refused by the startup free-memory check.",
     "the author settled on 0.92 as the practical ceiling on that box (22.07 GiB), with --kv-cache-dtype fp8 "
     "--max-model-len 8192 for gpt-oss-20b",
     release="not stated in the quoted lines (the script's June 2026 versions pin vllm 0.23.0)",
     gpu="NVIDIA GeForce RTX 4090 24 GB (23.99 GiB), WSL2, also driving the Windows desktop", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.936}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-model-len"}],
     note="judgement call 1 (url on blob/main, no commit could be pinned). The write_unit() template's ExecStart lines "
          "and the comment quoting the refusal, as the file shows them; the unit header lines in between and the "
          "comment's last paragraph and the write_unit call after it (the fix: 0.92) left out. The refusal is the "
          "author's quote in a comment, not a raw log; which model's unit was refused at 0.95 is not said (the comment "
          "stands above the gpt-oss-20b unit). Any share above 22.45/23.99 = 0.936 is refused.")

# ------------------------------------------------------------------ memory: no KV memory, Qwen2.5-7B bf16 on an RTX 5080 Laptop 16 GB (WSL2)
case("jacobhsu-vllm-rtx5080-laptop-qwen25-7b-bf16-no-kv-memory",
     "https://github.com/JacobHsu/vLLM/blob/039b0271657bb3481400ab132824a18d7a1a770d/quantization-benchmark.md",
     '# 量化實測記錄(RTX 5080 Blackwell)\n\n> 驗證 [vLLM/features/quantization.zh.md](vLLM/features/quantization.zh.md) 裡提出的疑慮:官方硬體相容表沒列 Blackwell,量化到底能不能用、值不值得用。\n> 環境同 [quickstart.md](quickstart.md):WSL2 Ubuntu + RTX 5080 Laptop(16GB VRAM,sm_120)。\n> 用到的腳本:[scripts/run_server.sh](scripts/run_server.sh)(1.5B 基準)、[scripts/run_server_7b_bf16.sh](scripts/run_server_7b_bf16.sh)(7B 未量化)、[scripts/run_server_fp8.sh](scripts/run_server_fp8.sh)(7B FP8 量化)、[scripts/wait_for_server.sh](scripts/wait_for_server.sh)(輪詢伺服器是否就緒的小工具)。\n\n## 測試對象\n\n| 模型 | 參數量 | 精度 | 來源 |\n|---|---|---|---|\n| `Qwen/Qwen2.5-1.5B-Instruct` | 1.5B | bf16(未量化) | 官方原始模型 |\n| `Qwen/Qwen2.5-7B-Instruct` | 7B | bf16(未量化) | 官方原始模型 |\n| `RedHatAI/Qwen2.5-7B-Instruct-FP8-dynamic` | 7B | FP8(llm-compressor W8A8) | RedHat AI(LLM Compressor 維護方)在 Hugging Face 發布的量化版 |\n\n## 結論先講:量化在這張卡上是「必需品」,不是「錦上添花」\n\n**7B 模型不量化,直接在這張 16GB 顯卡上跑不起來**,錯誤訊息:\n\n```\nValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization`\nwhen initializing the engine...\n```\n\n白話翻譯:模型權重本身(bf16,約 15GB)幾乎把 16GB 顯存吃光,連 KV cache(推論過程中一定要用的暫存空間)都分不到半點空間,伺服器直接拒絕啟動,連一個請求都處理不了。實測時它甚至撐到把模型完整下載、載入 GPU(GPU 顯存用量一路衝到 15.3GB+),才在配置 KV cache 的最後一步失敗。\n...\n啟動未量化 7B(會失敗,這是預期中的失敗,用來對照):\n\n```bash\nwsl -d Ubuntu\nexport REPO_DIR=/mnt/x/path/to/vllm-repo\nbash "$REPO_DIR/scripts/run_server_7b_bf16.sh"\n```',
     "no_kv_memory", {}, "weights_exceed_budget",
     "The author's quantization benchmark on WSL2 Ubuntu with an RTX 5080 Laptop GPU (16 GB, sm_120), vLLM 0.29.0: "
     "scripts/run_server_7b_bf16.sh runs 'vllm serve Qwen/Qwen2.5-7B-Instruct' with the defaults (utilization 0.9). "
     "The bf16 weights (~15 GB, ~14.2 GiB) nearly fill the 16 GB card; the model loaded (GPU memory climbing past "
     "15.3 GB) and the KV-cache sizing then found nothing left in the 0.9 budget, so vLLM refused with 'No available "
     "memory for the cache blocks'.",
     "the author switched to the FP8 checkpoint RedHatAI/Qwen2.5-7B-Instruct-FP8-dynamic, which starts on the same "
     "card (weights 9.55 GiB, KV cache 3.75 GiB, 2.14x concurrency at 32K)",
     release="0.29.0 (the note: 'this vLLM version (0.29.0)')",
     gpu="NVIDIA GeForce RTX 5080 Laptop GPU 16 GB (sm_120), WSL2", gpus=1,
     command="vllm serve Qwen/Qwen2.5-7B-Instruct --served-model-name qwen2.5-7b-bf16",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.9}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 4. The note's title, environment lines, model table and '結論先講' section with the error "
          "block and the author's one-paragraph explanation, then (after '...', the FP8 table, the reading notes and "
          "the FP8 launch commands dropped) the command block that launches the unquantized 7B; the FP8 switch (fix) "
          "left out. command is the repository's scripts/run_server_7b_bf16.sh at the same commit (its last line).")

# ------------------------------------------------------------------ memory gate: RTX 4080 after a power cycle, zombie processes on the card
case("batchlocallm-rtx4080-power-cycle-free-1.2-of-15.57-util-0.9",
     "https://github.com/zisaacson/BatchLocaLLM/blob/239d7b3ee86a2303373354fa4bb358299a19a33f/POWER_CYCLE_FIXES.md",
     '# Power Cycle Fixes - System Reliability Improvements\n\n**Date:** 2025-11-01  \n**Issue:** After power cycle, API server and worker failed to start  \n**Status:** ✅ FIXED + IMPROVED\n...\nAfter power cycling the system, two critical failures occurred:\n...\n### **Issue #2: Worker Crashed**\n```\nValueError: Free memory on device (1.2/15.57 GiB) on startup is less than \ndesired GPU memory utilization (0.9, 14.01 GiB)\n```',
     "free_memory_low",
     {"free_gib": 1.2, "total_gib": 15.57, "gpu_memory_utilization": 0.9, "requested_gib": 14.01},
     "other_process",
     "The author's vLLM batch server (vLLM 0.11.0 offline engine in a worker process, one RTX 4080 16 GB): after a "
     "power cycle the worker's engine found only 1.2 of 15.57 GiB free and refused the default 0.9 share (14.01 "
     "GiB); the author's diagnosis: GPU memory not cleared after the power cycle (zombie processes or driver state), "
     "i.e. memory held outside this engine.",
     "the author added scripts/check_gpu_memory.sh (requires 12 GB free, kills zombie vLLM/worker processes before "
     "the worker starts) to the restart sequence, plus a retry in the worker's load_model(); after the fixes the "
     "worker ran at 14.8 of 16.4 GB",
     release="0.11.0 (the repository's README at that commit: 'vLLM 0.11.0 - Offline batch engine')",
     gpu="NVIDIA GeForce RTX 4080 16 GB (15.57 GiB)", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.078}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-model-len"}],
     note="judgement call 5. The post-mortem's title block, its first sentence and the 'Issue #2: Worker Crashed' "
          "error block as the file shows them (the error wrapped over two lines by the author); Issue #1 (a "
          "PostgreSQL connection error of the API server) and the Root Cause / Impact lines and all fix sections left "
          "out. GPU from the repository's PR template at the same commit. Any share above 1.2/15.57 = 0.077 is "
          "refused while the stale processes hold the card.")

if __name__ == "__main__":
    BATCH.write()
