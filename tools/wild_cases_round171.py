"""Round-171 blind batch: vLLM engines that training / RL frameworks launch inside their own runs (verl, OpenRLHF,
TRL GRPO, ms-swift, Unsloth GRPO, NeMo-RL, ...) failing to start or to wake, as the authors record them in files
committed to GitHub repositories (error notebooks, run notes), collected by helper wild171 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round171-blind"``; the lead grades it once
(``python tests/wild_grade.py round171``). A HELD-OUT measurement: graded once, on the final code, and nothing is to
be fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as rounds 27-29 and 165: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source (src/) to choose them; every expectation (kind, printed
numbers, cause, fixes that would be wrong for that user) was written from the committed file only. Excerpts are the
file's text at the cited commit (read with the search tool's read_file); where lines in between were dropped the
excerpt shows ``...`` and the note says so; the authors' fix lines are left out of the excerpt (they are in
fix_that_worked).

Slice: training / RL frameworks that launch vLLM inside their own runs (verl, OpenRLHF, TRL GRPO, ms-swift,
Unsloth GRPO, LLaMA-Factory, NeMo-RL, ROLL, AReaL, prime-rl, SkyRL), their committed notes and logs. 83 look-ups of
the 110 allowed: 24 search (21 code, 3 issues), 18 find_string (one refused as too long), 25 read_file, 11
find_files, 5 find_repos; no fetch.

**8 cases from 3 repositories** (memory 3, other 5; short of the half-memory mix): 4 from johnson7788/RLDecisionAgent
(two error notebooks, docs/VL/Error.md and docs/Unsloth/Error.md, of which an earlier round took docs/Error.md),
3 from zhoutong-hai/verl (one GLM-4.5-Air bring-up log), 1 from joejajo/oneshotrlvrSDPO (CHANGES.md). The code
search's named openings for this slice are a short, fixed list that repeats across queries (jinming99's AI-written
"VLLM_MEMORY_SOLUTIONS.md" with no confirmed fix, QiyaoWei's training-side OOM, OpenRLHF/TRL/verl READMEs and source
copies, EasyR1's generic FAQ); find_string finds real run notes, but its hits carry no repository and a semantic
search on their text did not once name the same file. What worked: a user path or project name inside the hit
(zhoutong-hai's '/hai/zhoutong', the SDPO slurm script's path) -> find_repos / find_files path=.

Skipped, each fresh and the author's own run, because the file could not be pinned to a repository and commit in
3 look-ups (worth a later round with a better locator): an ms-swift GRPO note ('20250922 - SQL优化的GRPO训练', a
Confluence export under /data/huangyan/ms-swift; wake-up 'CUDA Error: out of memory at .../cumem_allocator.cpp:62'
fixed by vllm_max_num_seqs=1; a sibling note of the same export quotes the same OOM at gpu_utilization 0.5 with an
analysis only); a verl ACD 8xH100 note (wake-up OOM at cumem_allocator.cpp:62 with rollout utilization 0.6 and no
offload, fixed by actor/ref offload and 0.45; '/data/user/zhongal/VERL'); a long verl run journal ('Windows-hosted
reward relay', wake-up OOM cleared by ROLLOUT_GPU_MEMORY_UTIL=0.6); two Cursor chat exports by bojieli (AdaptThink
verl: 'vllm/_C.abi3.so: undefined symbol: _ZNK3c1011StorageImpl...', and Intuitor verl: "No module named
'vllm.model_executor.sampling_metadata'"; the repository holding the exports was not found among ai-agent-book's
first 100 md files); an open-instruct OLMoE override whose TP workers raised KeyError 'layers.0.mlp.experts.gate_up_proj'
(the override registered only in the Ray actor, not in EngineCore's subprocesses); a Chinese Malmo/verl smoke table
(smoke13: 'Expandable segments are not compatible with memory pool', fixed by dropping the variable). Not taken on
thin evidence: a Chinese verl 4x48 GB wake-up OOM ('可能的解决方向' only), a NeMo-RL PARD wake-up OOM
(cumem_allocator.cpp:139; the lower-reservation retry never reached vLLM), verl PR #5015 (the stored excerpt stops at
'raise ValueErro' before the message), a fourth RLDecisionAgent launch ('Qwen2.5-VL does not support
_Backend.FLASHINFER backend now.', nothing on what chose FlashInfer), GLM-Air's NCCL NVLS warnings ('likely' fix).
Every url was checked against /work/coord/USED_SOURCES.txt (url, thread numbers, OWNER/REPO) and the fixture names.

Judgement calls for the lead (each case's ``note`` says more):
1. Kinds with no exact README row, the closest used: 'AoT scheduling is required for full cuda graph.' (vLLM 0.9.2's
   FlashAttention backend refusing full CUDA graphs on an Ada GPU) -> cuda_graph_unsupported (vllm_check_failed the
   alternative); flash-attn's and FlashInfer's prebuilt extensions missing a torch C++ symbol (_ZN3c10.., _ZN5torch..)
   -> torch_abi_mismatch (the README row names vllm/_C; dependency_version_mismatch the alternative); vLLM's bare
   `assert param_data.shape == loaded_weight.shape` under the bitsandbytes loader -> weight_loading_mismatch
   (vllm_check_failed the alternative).
2. Errors quoted in prose by the author, not as a pasted log: the three GLM-4.5-Air cases (a backticked error in a
   bullet; the free figure as a range over ranks '34.51-34.54 / 139.8 GiB', free_gib the lowest; the KV refusal
   elided in its middle '(131072) ... available KV cache memory (0.88 GiB)'); the SDPO expandable-segments case (a
   code block with the assertion only).
3. Causes: the GLM free-memory refusal is other_process (the colocated Megatron actor/ref holds the rest of the
   card, as earlier verl fixtures count it); the GLM no-cache-blocks at 0.22 is util_too_low (the author's own
   reading, fixed by 0.24); the GLM KV refusal is kv_too_small while the real cause is verl overriding the
   configured max_model_len with max_position_embeddings (131072).
4. Traps: in the GLM cases the utilization window is narrow (0.25 fails the free gate, 0.22 leaves no blocks, 0.24
   works), so a higher share is forbidden for the free-gate and KV cases and a lower one for the no-blocks case;
   the five non-memory cases get no memory or length fix.
5. Concentration: 4 of 8 cases come from one author's error notebooks (RLDecisionAgent), 3 from one bring-up log;
   each is a different launch with its own error and fix, but they share environments (RTX 4090 D, Unsloth; 4 x 8
   H200, verl Megatron).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round171-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ johnson7788/RLDecisionAgent docs/VL/Error.md:
# an error notebook of Unsloth GRPO runs (Qwen2.5-VL-3B, fast_inference=True: Unsloth builds a vllm.LLM inside the
# training process) on one RTX 4090 D; three different failed launches in one file (docs/Error.md of the same
# repository was taken by an earlier round: a different file, different launches)
RLDA = ("https://github.com/johnson7788/RLDecisionAgent/blob/05ec1e96722228a4c1305429af72a0e789734916/"
        "docs/VL/Error.md")

case("rldecisionagent-vl-unsloth-grpo-4090d-aot-full-cuda-graph", RLDA,
     "python train_qwen_grpo.py   --dataset AI4Math/MathVista   --train_split testmini   --model_name "
     "./unsloth/Qwen2.5-VL-3B-Instruct  --per_device_train_batch_size 1   --gradient_accumulation_steps 2   "
     "--output_dir outputs_qwen_vl_grpo\n"
     "🦥 Unsloth: Will patch your computer to enable 2x faster free finetuning.\n"
     "INFO 09-22 20:29:33 [__init__.py:244] Automatically detected platform cuda.\n"
     "🦥 Unsloth Zoo will now patch everything to make training faster!\n"
     "==((====))==  Unsloth 2025.9.7: Fast Qwen2_5_Vl patching. Transformers: 4.55.4. vLLM: 0.9.2.\n"
     "   \\\\   /|    NVIDIA GeForce RTX 4090 D. Num GPUs = 1. Max memory: 23.546 GB. Platform: Linux.\n"
     "O^O/ \\_/ \\    Torch: 2.7.0+cu126. CUDA: 8.9. CUDA Toolkit: 12.6. Triton: 3.3.0\n"
     "\\        /    Bfloat16 = TRUE. FA [Xformers = 0.0.30. FA2 = True]\n"
     "...\n"
     "INFO 09-22 20:30:54 [vllm_utils.py:688] Unsloth: Patching vLLM v1 graph capture\n"
     "INFO 09-22 20:30:54 [vllm_utils.py:716] Unsloth: Patching vLLM v0 graph capture\n"
     "Unsloth: Vision model detected, setting approx_max_num_seqs to 1\n"
     "Unsloth: vLLM loading ./unsloth/Qwen2.5-VL-3B-Instruct with actual GPU utilization = 78.61%\n"
     "Unsloth: Your GPU has CUDA compute capability 8.9 with VRAM = 23.55 GB.\n"
     "Unsloth: Using conservativeness = 1.0. Chunked prefill tokens = 2048. Num Sequences = 1.\n"
     "Unsloth: vLLM's KV Cache can use up to 16.09 GB. Also swap space = 6 GB.\n"
     "...\n"
     "INFO 09-22 20:31:04 [config.py:1472] Using max model len 16384\n"
     "...\n"
     "INFO 09-22 20:31:05 [core.py:69] Initializing a V1 LLM engine (v0.9.2) with config: "
     "model='./unsloth/Qwen2.5-VL-3B-Instruct', speculative_config=None, tokenizer='./unsloth/Qwen2.5-VL-3B-Instruct', "
     "skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config={}, tokenizer_revision=None, "
     "trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=16384, download_dir=None, "
     "load_format=LoadFormat.BITSANDBYTES, tensor_parallel_size=1, pipeline_parallel_size=1, "
     "disable_custom_all_reduce=False, quantization=bitsandbytes, enforce_eager=False, kv_cache_dtype=auto,  "
     "device_config=cuda, decoding_config=DecodingConfig(backend='auto', disable_fallback=False, "
     "disable_any_whitespace=False, disable_additional_properties=False, reasoning_backend=''), "
     "observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, "
     "collect_detailed_traces=None), seed=0, served_model_name=./unsloth/Qwen2.5-VL-3B-Instruct, num_scheduler_steps=1, "
     "multi_step_stream_outputs=True, enable_prefix_caching=True, chunked_prefill_enabled=True, "
     "use_async_output_proc=True, pooler_config=None, compilation_config={\"level\":3,\"debug_dump_path\":\"\","
     "\"cache_dir\":\"\",\"backend\":\"inductor\",\"custom_ops\":[],\"splitting_ops\":[],\"use_inductor\":true,"
     "\"compile_sizes\":[],\"inductor_compile_config\":{\"epilogue_fusion\":true,\"max_autotune\":false,"
     "\"shape_padding\":true,\"trace.enabled\":false,\"triton.cudagraphs\":true,\"debug\":false,\"dce\":true,"
     "\"memory_planning\":true,\"coordinate_descent_tuning\":false,\"trace.graph_diagram\":false,\"compile_threads\":32,"
     "\"group_fusion\":true,\"disable_progress\":false,\"verbose_progress\":true,\"triton.multi_kernel\":0,"
     "\"triton.use_block_ptr\":true,\"triton.enable_persistent_tma_matmul\":true,"
     "\"triton.autotune_at_compile_time\":false,\"triton.cooperative_reductions\":false,"
     "\"cuda.compile_opt_level\":\"-O2\",\"cuda.enable_cuda_lto\":true,\"combo_kernels\":false,"
     "\"benchmark_combo_kernel\":true,\"combo_kernel_foreach_dynamic_shapes\":true,"
     "\"enable_auto_functionalized_v2\":false},\"inductor_passes\":{},\"use_cudagraph\":true,"
     "\"cudagraph_num_of_warmups\":1,\"cudagraph_capture_sizes\":[512,504,496,488,480,472,464,456,448,440,432,424,416,"
     "408,400,392,384,376,368,360,352,344,336,328,320,312,304,296,288,280,272,264,256,248,240,232,224,216,208,200,192,"
     "184,176,168,160,152,144,136,128,120,112,104,96,88,80,72,64,56,48,40,32,24,16,8,4,2,1],"
     "\"cudagraph_copy_inputs\":false,\"full_cuda_graph\":true,\"max_capture_size\":512,\"local_cache_dir\":null}\n"
     "INFO 09-22 20:31:06 [parallel_state.py:1076] rank 0 in world size 1 is assigned as DP rank 0, PP rank 0, TP rank "
     "0, EP rank 0\n"
     "INFO 09-22 20:31:06 [topk_topp_sampler.py:49] Using FlashInfer for top-p & top-k sampling.\n"
     "INFO 09-22 20:31:06 [gpu_model_runner.py:1770] Starting to load model ./unsloth/Qwen2.5-VL-3B-Instruct...\n"
     "INFO 09-22 20:31:07 [gpu_model_runner.py:1775] Loading model from scratch...\n"
     "INFO 09-22 20:31:07 [cuda.py:284] Using Flash Attention backend on V1 engine.\n"
     "INFO 09-22 20:31:07 [bitsandbytes_loader.py:499] Loading weights with BitsAndBytes quantization. May take a "
     "while ...\n"
     "...\n"
     "INFO 09-22 20:31:12 [gpu_model_runner.py:1801] Model loading took 2.5988 GiB and 4.162463 seconds\n"
     "...\n"
     "INFO 09-22 20:33:48 [monitor.py:34] torch.compile takes 108.77 s in total\n"
     "INFO 09-22 20:33:56 [gpu_worker.py:232] Available KV cache memory: 13.48 GiB\n"
     "INFO 09-22 20:33:57 [kv_cache_utils.py:716] GPU KV cache size: 392,576 tokens\n"
     "INFO 09-22 20:33:57 [kv_cache_utils.py:720] Maximum concurrency for 16,384 tokens per request: 23.96x\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/unsloth_zoo/vllm_utils.py\", line 1665, in load_vllm\n"
     "[rank0]:     llm = LLM(**engine_args)\n"
     "[rank0]:           ^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", line 169, in "
     "_initialize_kv_caches\n"
     "[rank0]:     self.model_executor.initialize_from_config(kv_cache_configs)\n"
     "...\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py\", line 2596, in "
     "initialize_kv_cache\n"
     "[rank0]:     self.initialize_attn_backend(kv_cache_config)\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py\", line 2366, in "
     "initialize_attn_backend\n"
     "[rank0]:     attn_metadata_builder_i = attn_backend_i.get_builder_cls()(\n"
     "[rank0]:                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/attention/backends/flash_attn.py\", line 181, in "
     "__init__\n"
     "[rank0]:     raise ValueError(\n"
     "[rank0]: ValueError: AoT scheduling is required for full cuda graph.\n"
     "\n"
     "[rank0]: During handling of the above exception, another exception occurred:\n"
     "...\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/unsloth_zoo/vllm_utils.py\", line 1690, in load_vllm\n"
     "[rank0]:     raise RuntimeError(error)\n"
     "[rank0]: RuntimeError: AoT scheduling is required for full cuda graph.",
     "cuda_graph_unsupported", {}, "cuda_graph_unsupported",
     "Unsloth GRPO fine-tuning of Qwen2.5-VL-3B (4-bit bitsandbytes, fast_inference=True) on one RTX 4090 D (SM 8.9): "
     "Unsloth builds vLLM 0.9.2 in-process with a compilation config that sets full_cuda_graph=true; vLLM's "
     "FlashAttention backend on an Ada GPU runs FlashAttention 2, which has no ahead-of-time scheduling, and full "
     "CUDA graphs there need it (FA3, Hopper), so the attention metadata builder refused while the KV cache was being "
     "initialised. The memory side was fine (13.48 GiB of KV cache, 23.96x concurrency).",
     "the author's note above the log: on an RTX 4090D (SM 8.9) vLLM supports full CUDA graph only with FA3, so "
     "full_cuda_graph must be turned off and the compile cache cleared; their tries "
     "(VLLM_COMPILATION_CONFIG='{\"full_cuda_graph\": false, \"cudagraphs\": false}', VLLM_ENFORCE_EAGER=1, "
     "rm -rf ~/.cache/vllm/torch_compile_cache/*) did not take ('好像都不行'), and they ended with fast_inference=False "
     "(no vLLM in the run). Not full CUDA graphs (piecewise, or enforce_eager passed to the engine itself) is the "
     "fix the diagnosis names",
     release="0.9.2 (Unsloth 2025.9.7, torch 2.7.0+cu126, transformers 4.55.4)",
     gpu="NVIDIA GeForce RTX 4090 D (24 GB)", gpus=1,
     command="python train_qwen_grpo.py --dataset AI4Math/MathVista --train_split testmini --model_name "
             "./unsloth/Qwen2.5-VL-3B-Instruct --per_device_train_batch_size 1 --gradient_accumulation_steps 2 "
             "--output_dir outputs_qwen_vl_grpo",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--max-num-seqs"}],
     note="the file's second section ('# 报错，'): the author's diagnosis and fix tries (three lines under the "
          "heading) left out of the excerpt; from the command on, lines dropped where '...' stands (Unsloth's banner "
          "tail, the task/chunked-prefill/bitsandbytes-config lines, shard progress, the image-processor and "
          "torch.compile lines, and the middle frames of both tracebacks); the engine-config line kept whole (it "
          "carries full_cuda_graph=true). Judgement call on the kind: 'AoT scheduling is required for full cuda "
          "graph.' is vLLM 0.9.x's own raise in v1/attention/backends/flash_attn.py, the older form of the "
          "'CUDAGraphMode.FULL is not supported with X backend' refusal: cuda_graph_unsupported (vllm_check_failed "
          "is the alternative). Unsloth (not TRL's own vllm_mode) is the framework here; it wraps TRL's GRPOTrainer")

case("rldecisionagent-vl-unsloth-grpo-flash-attn-2-undefined-symbol", RLDA,
     "Unsloth: Fast downloading is enabled - ignore downloading bars which are red colored!\n"
     "INFO 09-23 09:19:37 [vllm_utils.py:688] Unsloth: Patching vLLM v1 graph capture\n"
     "INFO 09-23 09:19:37 [vllm_utils.py:716] Unsloth: Patching vLLM v0 graph capture\n"
     "Unsloth: Vision model detected, setting approx_max_num_seqs to 1\n"
     "Unsloth: vLLM loading ./unsloth/Qwen2.5-VL-3B-Instruct with actual GPU utilization = 78.61%\n"
     "Unsloth: Your GPU has CUDA compute capability 8.9 with VRAM = 23.55 GB.\n"
     "Unsloth: Using conservativeness = 1.0. Chunked prefill tokens = 2048. Num Sequences = 1.\n"
     "Unsloth: vLLM's KV Cache can use up to 16.09 GB. Also swap space = 6 GB.\n"
     "WARNING 09-23 09:19:37 [compilation.py:456] full_cuda_graph is deprecated, use cudagraph_mode=FULL instead.\n"
     "...\n"
     "INFO 09-23 09:19:46 [__init__.py:742] Resolved architecture: Qwen2_5_VLForConditionalGeneration\n"
     "INFO 09-23 09:19:46 [__init__.py:1815] Using max model len 16384\n"
     "...\n"
     "INFO 09-23 09:19:48 [parallel_state.py:1165] rank 0 in world size 1 is assigned as DP rank 0, PP rank 0, TP "
     "rank 0, EP rank 0\n"
     "INFO 09-23 09:19:48 [topk_topp_sampler.py:58] Using FlashInfer for top-p & top-k sampling.\n"
     "...\n"
     "INFO 09-23 09:19:51 [gpu_model_runner.py:2338] Starting to load model ./unsloth/Qwen2.5-VL-3B-Instruct...\n"
     "INFO 09-23 09:19:52 [gpu_model_runner.py:2370] Loading model from scratch...\n"
     "WARNING 09-23 09:19:52 [cuda.py:217] Current `vllm-flash-attn` has a bug inside vision module, so we use "
     "xformers backend inst\n"
     "ead. You can run `pip install flash-attn` to use flash-attention backend.\n"
     "INFO 09-23 09:19:52 [cuda.py:362] Using Flash Attention backend on V1 engine.\n"
     "INFO 09-23 09:19:52 [bitsandbytes_loader.py:758] Loading weights with BitsAndBytes quantization. May take a "
     "while ...\n"
     "...\n"
     "INFO 09-23 09:19:55 [gpu_model_runner.py:2392] Model loading took 2.5987 GiB and 2.639683 seconds\n"
     "INFO 09-23 09:19:55 [gpu_model_runner.py:3000] Encoder cache will be initialized with a budget of 16384 tokens, "
     "and profiled w\n"
     "ith 1 image items of the maximum feature size.\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/unsloth_zoo/vllm_utils.py\", line 1665, in load_vllm\n"
     "[rank0]:     llm = LLM(**engine_args)\n"
     "...\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py\", line 263, in "
     "determine_available_memor\n"
     "y\n"
     "[rank0]:     self.model_runner.profile_run()\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py\", line 3017, in "
     "profile_run\n"
     "[rank0]:     self.model.get_multimodal_embeddings(\n"
     "...\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen2_5_vl.py\", line 398, in "
     "forward\n"
     "[rank0]:     from xformers import ops as xops\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/xformers/ops/__init__.py\", line 9, in <module>\n"
     "[rank0]:     from .fmha import (\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/xformers/ops/fmha/__init__.py\", line 10, in <module>\n"
     "[rank0]:     from . import attn_bias, ck, ck_splitk, cutlass, flash, flash3, triton_splitk\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/xformers/ops/fmha/flash.py\", line 67, in <module>\n"
     "[rank0]:     import flash_attn\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/flash_attn/__init__.py\", line 3, in <module>\n"
     "[rank0]:     from flash_attn.flash_attn_interface import (\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/flash_attn/flash_attn_interface.py\", line 15, in "
     "<module>\n"
     "[rank0]:     import flash_attn_2_cuda as flash_attn_gpu\n"
     "[rank0]: ImportError: /usr/local/lib/python3.12/dist-packages/flash_attn_2_cuda.cpython-312-x86_64-linux-gnu.so: "
     "undefined symbol: _ZN3c104cuda9SetDeviceEa\n"
     "\n"
     "[rank0]: During handling of the above exception, another exception occurred:\n"
     "...\n"
     "[rank0]:   File \"/usr/local/lib/python3.12/dist-packages/unsloth_zoo/vllm_utils.py\", line 1690, in load_vllm\n"
     "[rank0]:     raise RuntimeError(error)\n"
     "[rank0]: RuntimeError: /usr/local/lib/python3.12/dist-packages/flash_attn_2_cuda.cpython-312-x86_64-linux-gnu.so: "
     "undefined symbol: _ZN3c104cuda9SetDeviceEa",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "The same Unsloth GRPO setup (Qwen2.5-VL-3B, fast_inference=True, one RTX 4090 D) after an upgrade: vLLM's "
     "profiling run reached the vision tower, whose attention (vLLM had chosen xformers for it) imports xformers, "
     "which imports the separately installed flash-attn package; its compiled flash_attn_2_cuda extension was built "
     "against another torch and misses the c10::cuda::SetDevice symbol of the torch in this environment, so the "
     "import failed and the engine died before the KV cache was sized. Not a memory problem (the weights loaded, "
     "2.60 GiB).",
     "the author's heading over the log: 'pip uninstall -y flash-attn flash_attn' (optionally "
     "XFORMERS_DISABLE_FLASH_ATTN=1 so xformers does not probe flash-attn, '双保险'); a flash-attn wheel built for the "
     "installed torch would do as well",
     release="not stated in this section (python 3.12 environment; its 'full_cuda_graph is deprecated, use "
             "cudagraph_mode=FULL' and lora_extra_vocab_size warnings place it after 0.10.1)",
     gpu="NVIDIA GeForce RTX 4090 D (compute capability 8.9, 23.55 GB)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--max-num-seqs"}],
     note="the file's section headed '# pip uninstall -y flash-attn flash_attn': the heading, its comment and the "
          "export line (the fix) left out; lines dropped where '...' stands (Unsloth's 'not supported' line, the "
          "non-default-args and engine-config lines, LoRA/ipex warnings, the Gloo/NCCL lines, the video-processor "
          "line, shard progress, the middle frames of both tracebacks). The stored file wraps long lines at about "
          "127 columns ('inst' / 'ead.', 'determine_available_memor' / 'y', 'profiled w' / 'ith'): kept as the file "
          "shows them. Judgement call on the kind: the undefined symbol is a torch C++ symbol (_ZN3c10...) in "
          "flash-attn's extension, not in vllm/_C: torch_abi_mismatch by the same reading (dependency_version_mismatch "
          "is the alternative). GPU count from the same file's other Unsloth banner (Num GPUs = 1)")

case("rldecisionagent-vl-unsloth-grpo-bnb-4bit-weight-shape-assert", RLDA,
     "Loading safetensors checkpoint shards: 100% Completed | 1/1 [00:00<00:00, 16.69it/s]\n"
     "\n"
     "Loading safetensors checkpoint shards:   0% Completed | 0/1 [00:00<?, ?it/s]\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/unsloth_zoo/vllm_utils.py\", line 1665, in load_vllm\n"
     "[rank0]:     llm = LLM(**engine_args)\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/llm.py\", line 271, in __init__\n"
     "[rank0]:     self.llm_engine = LLMEngine.from_engine_args(\n"
     "...\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/model_loader/base_loader.py\", line "
     "41, in load_model\n"
     "[rank0]:     self.load_weights(model, model_config)\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/model_loader/bitsandbytes_loader.py\", "
     "line 507, in load_weights\n"
     "[rank0]:     loaded_weights = model.load_weights(qweight_iterator)\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/qwen2_5_vl.py\", line 1165, in "
     "load_weights\n"
     "[rank0]:     return loader.load_weights(weights, mapper=self.hf_to_vllm_mapper)\n"
     "...\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/qwen2.py\", line 420, in "
     "load_weights\n"
     "[rank0]:     weight_loader(param, loaded_weight)\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/layers/linear.py\", line 1282, in "
     "weight_loader\n"
     "[rank0]:     assert param_data.shape == loaded_weight.shape\n"
     "[rank0]: AssertionError\n"
     "\n"
     "[rank0]: During handling of the above exception, another exception occurred:\n"
     "\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/workspace/verl/RLDecisionAgent/docs/VL/train_qwen_grpo.py\", line 353, in <module>\n"
     "[rank0]:     main()\n"
     "...\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/unsloth/models/vision.py\", line 535, in from_pretrained\n"
     "[rank0]:     llm = load_vllm(**load_vllm_kwargs)\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/unsloth_zoo/vllm_utils.py\", line 1690, in load_vllm\n"
     "[rank0]:     raise RuntimeError(error)\n"
     "[rank0]: RuntimeError\n"
     "Loading safetensors checkpoint shards:   0% Completed | 0/1 [00:02<?, ?it/s]",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "The same GRPO script (train_qwen_grpo.py, Unsloth FastVisionModel with fast_inference, Qwen2.5-VL) in a "
     "python 3.10 environment, loading with load_in_4bit=True: vLLM's bitsandbytes loader fed the checkpoint's "
     "tensors (a one-shard checkpoint) to the Qwen2 language model's layers and a linear layer's weight_loader found "
     "a tensor whose shape is not the parameter's, so the weights never loaded. A checkpoint/quantization-path "
     "mismatch, not memory.",
     "the author's heading over the log: switch to load_in_4bit=False (no bitsandbytes quantization in vLLM's load)",
     release="not stated in this section (its llm.py:271 / llm_engine.py:501 frames are the 0.9.2 log's of the same "
             "file)",
     gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="the file's section headed '# 代码报错, 改成load_in_4bit=False' (the heading is the fix, left out); middle "
          "frames of both tracebacks dropped where '...' stands; the trailing ProcessGroupNCCL warning left out. "
          "Judgement call on the kind: vLLM's bare `assert param_data.shape == loaded_weight.shape` "
          "(layers/linear.py::weight_loader) under the bitsandbytes loader, whose innermost frame is vLLM's: "
          "weight_loading_mismatch by the evidence (the fix is the quantization path); vllm_check_failed (a bare "
          "assert in vLLM's source) is the alternative kvroom may read. The model path is not printed in this "
          "section (the script's Qwen2.5-VL-3B by the file's other runs). Judgement call on taking three cases from "
          "one file: they are three different failed launches (full CUDA graph, flash-attn ABI, 4-bit loading); a "
          "fourth in the file ('RuntimeError: Qwen2.5-VL does not support _Backend.FLASHINFER backend now.') was not "
          "taken: the file says neither what chose FlashInfer nor what fixed it")

# ------------------------------------------------------------------ johnson7788/RLDecisionAgent docs/Unsloth/Error.md:
# the same author's Unsloth error notebook (a different file and launch from the VL notebook above)
case("rldecisionagent-unsloth-grpo-qwen3-4b-flashinfer-prebuilt-undefined-symbol",
     "https://github.com/johnson7788/RLDecisionAgent/blob/1d3b865e043fbfdeb3d3ee7f3063a5a21ebff47f/"
     "docs/Unsloth/Error.md",
     "INFO 09-07 07:06:56 [parallel_state.py:1134] rank 0 in world size 1 is assigned as DP rank 0, PP rank 0, TP rank "
     "0, EP rank 0\n"
     "WARNING 09-07 07:06:56 [topk_topp_sampler.py:61] FlashInfer is not available. Falling back to the PyTorch-native "
     "implementation of top-p & top-k sampling. For the best performance, please install FlashInfer.\n"
     "INFO 09-07 07:06:56 [gpu_model_runner.py:1953] Starting to load model unsloth/Qwen3-4B-Base...\n"
     "INFO 09-07 07:06:56 [gpu_model_runner.py:1985] Loading model from scratch...\n"
     "INFO 09-07 07:06:57 [cuda.py:275] Using FlashInfer backend on V1 engine.\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/opt/conda/lib/python3.11/site-packages/flashinfer/jit/__init__.py\", line 56, in <module>\n"
     "[rank0]:     from .. import flashinfer_kernels, flashinfer_kernels_sm90  # noqa: F401\n"
     "[rank0]:     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]: ImportError: /opt/conda/lib/python3.11/site-packages/flashinfer/flashinfer_kernels.abi3.so: undefined "
     "symbol: _ZN5torch3jit17parseSchemaOrNameERKSsb\n"
     "\n"
     "[rank0]: The above exception was the direct cause of the following exception:\n"
     "\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/opt/conda/lib/python3.11/site-packages/unsloth_zoo/vllm_utils.py\", line 1555, in load_vllm\n"
     "[rank0]:     llm = LLM(**engine_args)\n"
     "[rank0]:           ^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "[rank0]:   File \"/opt/conda/lib/python3.11/site-packages/vllm/attention/layer.py\", line 164, in __init__\n"
     "[rank0]:     self.attn_backend = get_attn_backend(head_size,\n"
     "[rank0]:                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "[rank0]:   File \"/opt/conda/lib/python3.11/site-packages/vllm/v1/attention/backends/flashinfer.py\", line 10, in "
     "<module>\n"
     "[rank0]:     from flashinfer import (BatchDecodeWithPagedKVCacheWrapper,\n"
     "[rank0]:   File \"/opt/conda/lib/python3.11/site-packages/flashinfer/__init__.py\", line 18, in <module>\n"
     "[rank0]:     from .activation import gelu_and_mul as gelu_and_mul\n"
     "[rank0]:   File \"/opt/conda/lib/python3.11/site-packages/flashinfer/activation.py\", line 21, in <module>\n"
     "[rank0]:     from .jit import gen_act_and_mul_module, has_prebuilt_ops, load_cuda_ops    # noqa: F401\n"
     "[rank0]:     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/opt/conda/lib/python3.11/site-packages/flashinfer/jit/__init__.py\", line 62, in <module>\n"
     "[rank0]:     raise ImportError(\"Loading prebuilt ops failed.\") from e\n"
     "[rank0]: ImportError: Loading prebuilt ops failed.\n"
     "\n"
     "[rank0]: During handling of the above exception, another exception occurred:\n"
     "\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/workspace/verl/docs/Unsloth/unsloth_GRPO.py\", line 15, in <module>\n"
     "[rank0]:     model, tokenizer = FastLanguageModel.from_pretrained(\n"
     "[rank0]:                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "[rank0]:   File \"/opt/conda/lib/python3.11/site-packages/unsloth_zoo/vllm_utils.py\", line 1578, in load_vllm\n"
     "[rank0]:     raise RuntimeError(error)\n"
     "[rank0]: RuntimeError: Loading prebuilt ops failed.",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "An Unsloth GRPO script (unsloth_GRPO.py: FastLanguageModel.from_pretrained with vLLM fast inference) loading "
     "unsloth/Qwen3-4B-Base: vLLM's V1 engine picked the FlashInfer attention backend, and importing flashinfer failed "
     "because its prebuilt kernels (flashinfer_kernels.abi3.so) were built against another torch and miss the torch "
     "C++ symbol torch::jit::parseSchemaOrName of the installed torch; FlashInfer re-raised it as 'Loading prebuilt ops "
     "failed.' and the engine died while the model was being built (the sampler had already found FlashInfer "
     "unusable).",
     "the author's heading over the log: install the FlashInfer wheel that matches (https://flashinfer.ai/whl), or "
     "for now bypass FlashInfer by forcing FlashAttention: export VLLM_ATTENTION_BACKEND=FLASH_ATTN",
     release="not stated in this section (a V1 release whose log prints 'Using FlashInfer backend on V1 engine'; "
             "python 3.11 under /opt/conda)",
     gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="the file's section '# FlashInfer报错' (its two heading lines, the fix, left out); from the first log line to "
          "the final RuntimeError, the middle frames of the engine traceback (LLMEngine / EngineCore / executor / "
          "model construction down to get_attn_backend, and the importlib frames) and of Unsloth's traceback dropped "
          "where '...' stands; the trailing ProcessGroupNCCL warning left out. The GPU is not named in this section "
          "(the file's later sections run on an RTX 4090 D). Judgement call: the undefined symbol is a torch C++ "
          "symbol (_ZN5torch...) in FlashInfer's prebuilt extension, not in vllm/_C: torch_abi_mismatch "
          "(dependency_version_mismatch is the alternative; FlashInfer's and torch's versions do not fit)")

# ------------------------------------------------------------------ zhoutong-hai/verl: a verl (Megatron) SDPO/GRPO
# bring-up log for GLM-4.5-Air on 4 nodes x 8 H200, the vLLM rollout colocated with the Megatron actor/ref; three
# successive failed rollout launches, each with the change that got past it
GLM = ("https://github.com/zhoutong-hai/verl/blob/bbdc1a135cc45a228a774d4b1606d0136ac2e7ac/"
       "sdpo-megatron/experiment-logs/GLM45_AIR_PHYSICS_SECTION3_EXPERIMENT_LOG.md")
GLM_GPU = "NVIDIA H200 (139.8 GiB as vLLM prints it), 4 nodes x 8"

case("zhoutong-verl-glm45-air-rollout-free-34.51-of-139.8-util-0.25", GLM,
     "### [In Progress] GLM-Air now reaches full actor/ref weight load before rollout startup\n"
     "\n"
     "The next relaunch advanced significantly further:\n"
     "\n"
     "- setup completed on all 4 nodes\n"
     "- Ray head and workers joined\n"
     "- W&B login succeeded\n"
     "- `main_ppo` and the Megatron worker stack started\n"
     "- actor/ref partitions began loading weights successfully\n"
     "\n"
     "The new failure point remained in vLLM rollout startup, but much later than before:\n"
     "\n"
     "- `ValueError: Free memory on device (34.51-34.54 / 139.8 GiB) on startup is less than desired GPU memory "
     "utilization (0.25, 34.95 GiB).`",
     "free_memory_low",
     {"free_gib": 34.51, "total_gib": 139.8, "gpu_memory_utilization": 0.25, "requested_gib": 34.95},
     "other_process",
     "verl's Megatron SDPO launcher for GLM-4.5-Air (106B MoE) on a reserved SkyPilot cluster of 4 nodes x 8 H200, "
     "rollout TP 8, the vLLM rollout colocated with the Megatron actor/ref on the same GPUs: once the actor/ref "
     "partitions had loaded their weights, only about 34.5 GiB of each 139.8 GiB card was free when vLLM started, "
     "and the rollout asked for 0.25 x 139.8 = 34.95 GiB, a fraction of the whole card, so vLLM's start-up gate "
     "refused by less than half a GiB (earlier: 43.6 GiB free against 48.9 GiB at 0.35).",
     "the author: lower VLLM_GPU_MEM_UTIL from 0.25 to 0.22 (and the rollout max_model_len buffer from 18944 to "
     "12288); 'VLLM_GPU_MEM_UTIL=0.22 got past the earlier \"free memory is less than desired utilization\" gate' "
     "(the run then met the next failure, taken as its own case)",
     release="not stated (a V1 release served through verl's vLLM async server; megatron-core 0.15.0)",
     gpu=GLM_GPU, gpus=32,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.247}, {"flag": "--tensor-parallel-size",
                                                                          "above": 8}],
     note="the log's section '[In Progress] GLM-Air now reaches full actor/ref weight load before rollout startup' "
          "down to the error bullet, as the file shows it; the 'Interpretation' and 'Current action' bullets after "
          "it (the fix) left out. The author quotes the error with the free figure as a range over the ranks "
          "('34.51-34.54 / 139.8 GiB'); free_gib is the lowest of them. gpus: 4 nodes x 8 H200 (the launcher's "
          "'4 x H200:8'), TP at most 8 within a node. Judgement call: the memory held is the colocated Megatron "
          "actor/ref's (verl's hybrid engine), counted as other_process as earlier verl fixtures count it; the "
          "'at_least' bound is the free share 34.51/139.8 = 0.247")

case("zhoutong-verl-glm45-air-rollout-no-cache-blocks-util-0.22", GLM,
     "Update after job 9:\n"
     "\n"
     "- `VLLM_GPU_MEM_UTIL=0.22` got past the earlier \"free memory is less than desired utilization\" gate\n"
     "- but rollout still failed later during vLLM KV-cache initialization with `ValueError: No available memory for "
     "the cache blocks`",
     "no_kv_memory", {"gpu_memory_utilization": 0.22}, "util_too_low",
     "The same GLM-4.5-Air verl bring-up one relaunch later: with the rollout share lowered to 0.22 x 139.8 = 30.8 "
     "GiB per H200 to pass the free-memory gate, the rollout's own weights (GLM-4.5-Air over TP 8) and activation "
     "peak left nothing of that budget for KV-cache blocks. The share was too small for the model, not the card "
     "too busy.",
     "the author: raise VLLM_GPU_MEM_UTIL to 0.24 (between the free-memory gate at ~0.247 and the 0.22 that left no "
     "blocks) and tighten max_model_len from 12288 to 10240; at 0.24 the rollout got past this point (KV cache "
     "memory 0.88 GiB, the next failure)",
     release="not stated (a V1 release served through verl's vLLM async server; megatron-core 0.15.0)",
     gpu=GLM_GPU, gpus=32,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.22}, {"flag": "--tensor-parallel-size",
                                                                        "above": 8}],
     note="the 'Update after job 9' paragraph (two bullets) as the file shows it; the 'this implies ...' bullet "
          "and the 'Next action' list after it (the diagnosis and fix) left out. The error is quoted in prose, "
          "head only, without vLLM's log around it; the utilization is the launcher's variable "
          "(VLLM_GPU_MEM_UTIL, passed to vLLM as gpu_memory_utilization). Judgement call: util_too_low from the "
          "author's diagnosis ('0.22 is too low in the opposite direction') and from the raise to 0.24 that got "
          "past it; a share above the ~0.247 free-memory ceiling of the previous case would fail the gate again, "
          "so the workable window is narrow")

case("zhoutong-verl-glm45-air-rollout-131072-forced-0.88-gib", GLM,
     "Update after job 11:\n"
     "\n"
     "- the new rollout args were correctly reaching vLLM for `gpu_memory_utilization=0.24` and "
     "`max_num_batched_tokens=10240`\n"
     "- but rollout still failed because `vllm_async_server.py` was overwriting `config.max_model_len` with "
     "`hf_config.max_position_embeddings`\n"
     "- for GLM-Air that forced `--max_model_len 131072`, so vLLM sized KV cache against the full model context "
     "instead of the intended rollout cap\n"
     "- observed failure:\n"
     "  - `To serve at least one request with the model's max seq len (131072) ... available KV cache memory (0.88 "
     "GiB)`",
     "kv_cache_too_small", {"max_seq_len": 131072, "available_gib": 0.88, "gpu_memory_utilization": 0.24},
     "kv_too_small",
     "The same GLM-4.5-Air verl bring-up at utilization 0.24: verl's vLLM async server replaced the rollout's "
     "max_model_len (10240 intended) with the model's max_position_embeddings, so vLLM was launched with "
     "--max_model_len 131072, and one 131072-token sequence needs far more KV cache than the 0.88 GiB per GPU left "
     "in the narrow rollout share.",
     "the author's fix in verl: respect an explicit rollout max_model_len (fall back to max_position_embeddings only "
     "when unset, clamp to it); the next relaunch served with --max_model_len 10240, --max_num_batched_tokens 10240, "
     "--gpu_memory_utilization 0.24 and got through vLLM server launch",
     release="not stated (a V1 release served through verl's vLLM async server; megatron-core 0.15.0)",
     gpu=GLM_GPU, gpus=32,
     forbidden=[{"flag": "--max-model-len", "at_least": 131072}, {"flag": "--gpu-memory-utilization",
                                                                    "at_least": 0.247},
                {"flag": "--tensor-parallel-size", "above": 8}],
     note="the 'Update after job 11' paragraph as the file shows it; the 'Fix:' list after it left out. The author "
          "elides the middle of vLLM's sentence ('... ') so the needed GiB and vLLM's estimated maximum length are "
          "not printed. Judgement call: the failure is vLLM's KV refusal (kv_too_small); the deeper cause is the "
          "framework overriding the configured length (real_cause). A higher utilization is no way out: 0.25 "
          "already failed the free-memory gate on these cards (the first GLM case)")

# ------------------------------------------------------------------ joejajo/oneshotrlvrSDPO CHANGES.md: verl (the
# lasgroup/SDPO fork) on a Slurm cluster, the rollout vLLM in sleep mode; an allocator setting added for the trainer
case("oneshotrlvr-sdpo-verl-expandable-segments-memory-pool",
     "https://github.com/joejajo/oneshotrlvrSDPO/blob/65a4d2c122b235d10169312db4145188c1463fd7/CHANGES.md",
     "### 2026-04-08 — Remove expandable_segments (incompatible with vLLM CuMemAllocator)\n"
     "\n"
     "**Files**: `scripts/train_oneshot_sdpo.slurm`\n"
     "\n"
     "Job 1568106 crashed at startup (3 min) with:\n"
     "```\n"
     "AssertionError: Expandable segments are not compatible with memory pool.\n"
     "Please track https://github.com/pytorch/pytorch/issues/147851 for the latest updates.\n"
     "```\n"
     "...\n"
     "### 2026-04-08 — Fix post-saturation OOM; confirmed training working\n"
     "...\n"
     "| Parameter | Before | After | Reason |\n"
     "|---|---|---|---|\n"
     "| `ppo_mini_batch_size` | `64` | `32` | halve sequences/GPU: 32000→16000 tokens |\n"
     "| `PYTORCH_CUDA_ALLOC_CONF` | unset | `expandable_segments:True` | fix allocator fragmentation |",
     "allocator_config_incompatible", {}, "allocator_config_incompatible",
     "SDPO training of Qwen2.5-Math-1.5B with verl (the lasgroup/SDPO fork) on 4 A100-40GB under Slurm: to fight a "
     "training-side OOM the author had set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True for the job, and the "
     "colocated vLLM V1 rollout uses sleep mode, whose CuMemAllocator (vllm/device_allocator/cumem.py) asserts that "
     "expandable segments are off, so the rollout engine died at start-up, three minutes into the job.",
     "the author: remove the PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True export from the Slurm script (the "
     "training OOM handled by ppo_mini_batch_size=32 alone)",
     release="not stated (a V1 release: the author names vLLM v1's CuMemAllocator)",
     gpu="NVIDIA A100-40GB", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"}],
     note="the 2026-04-08 'Remove expandable_segments' entry down to the error block (its explanation and 'Removed "
          "the env var.' left out), then, after '...', the earlier entry's heading and its parameter table, where "
          "the variable was added (the entries in between and the OOM narrative dropped). The error is quoted in a "
          "code block without the traceback around it; the author names vLLM's cumem.py. gpus 4 from the file's "
          "'/ 4 GPUs' arithmetic and its '4x A100-40GB' config line in other versions")

if __name__ == "__main__":
    BATCH.write()
