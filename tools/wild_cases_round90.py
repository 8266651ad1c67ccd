"""Round-90 blind batch (helper wild90): vLLM launch failures of QUANTIZED CHECKPOINTS and the QUANTIZATION
TOOLCHAINS' trackers (AutoAWQ-made AWQ checkpoints, GPTQ, llm-compressor / compressed-tensors, FP8, NVFP4 / ModelOpt,
GGUF), collected by helper wild90 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round90-blind"``; the lead grades it once (``python tests/wild_grade.py round90``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the
searches returned them (after de-duplication against /work/coord/USED_SOURCES.txt, BLIND.md and the fixtures on
main), not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py, rounds 19-29 and 85-89: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py); every
expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the thread only,
with README's ``message_kind`` table and ``diagnosis.cause`` list as the vocabulary (and, for labels, the fixtures of
earlier rounds with the same message: "The input size is not aligned ..." and Marlin's "size_n ... tile_n_size" split
by TP are tp_not_divisible there). Excerpts are the text as the search tool's stored copy of the thread shows it (a
stored thread is a set of excerpts of turns, often cut mid-line); where lines in between were dropped the excerpt
shows ``...`` and the note says so; code fences dropped; the fix lines are left out of the excerpt (they are in
fix_that_worked).

Sources and look-ups: 33 counted look-ups, all ``search`` on the ``issues`` corpus (no find_string, read_file or
fetch: an issue thread is no repository file). 11 cases from 10 threads (vllm-project/vllm #1479 shows two different
failed launches, an OOM and then the AWQ bfloat16 refusal, and gives two cases): 8 in vllm-project/vllm, 1 in
vllm-project/llm-compressor, 1 in QwenLM/Qwen3 (formerly Qwen2), 1 in zai-org/GLM-4.5.

**Short of the memory half: 2 memory cases (a KV-tensor OOM of an AWQ 7B on a 12 GB RTX 3060, a CUDA-graph OOM of a
70B AWQ at TP=8 on A10Gs), 9 other.** The quantization slice's threads are mostly refusals (capability, dtype,
scheme, shape/TP divisibility, weight names); the AWQ/GPTQ OOM threads the searches returned were either already
sources (vllm #2312, #16199, #31273, #42147, Qwen3 #16, vllm #13882, #10439, QwenLM/Qwen #853) or had no error text or
no answer in the stored copy (vllm #1234, #1573, #2561, #2248, #14286, #14432 / llm-compressor #1234, #15015,
LlamaFactory #9261, substratusai/vllm-docker PR 5).

Skipped, and why (beyond used sources): error only in a screenshot (vllm #18516 Qwen2.5-Omni-AWQ, #7291's own
report, #15015); error at chat time, not launch (vllm #24959, #3872, #6689 turn 62); no error text or no answer in the
stored excerpts (vllm #22004, #23359, #17739, #16230, #21977, #26297, #32838, #44022, #35065, #28747, #38716, #8096,
#11970, #45784, #42384, llm-compressor #1550, #1643, #1768, #967, #1803, vllm #16309, #40358, gpustack #1201, Qwen3-VL
#831 ("+1"s only), 1CatAI/1Cat-vLLM #94 / #255 / #289 (a fork), QwenLM/Qwen #1035 (QwenLM/vllm-gptq fork));
the same report twice (llm-compressor #1234 = vllm #14432; llm-vscode-inference-server #5 = vllm #1479; the hayleyhu
comment in llm-compressor #54 = the used #57); not vLLM (oobabooga, sglang, AutoAWQ's own OOMs, TGI).

Judgement calls for the lead (each case's ``note`` says more):
1. Kinds with no exact row: vLLM 0.15.0's "NvFp4 MoE backend 'FLASHINFER_CUTLASS' does not support the deployment
   configuration since kernel does not support current device." on an SM120 card -> vllm_check_failed (a vLLM raise
   refusing a GPU that does have FP4; the alternative quantization_unsupported_gpu would send the user to another GPU,
   while the fix was a vLLM PR adding SM120 to the family check); compressed-tensors' "Unsupported FusedMoe scheme"
   (W4A8-FP8 MoE in 0.10.2) -> vllm_check_failed (alternative quantization_release_mismatch: a later vLLM added it);
   the GGUF vocab assert told in prose (vllm #8697) -> vllm_check_failed (the bare assert in
   vocab_parallel_embedding.py::weight_loader) with cause dependency_version_mismatch (alternative
   transformers_too_old: transformers' GGUF reader was too old); Marlin's "size_n = 2736 is not divisible by
   tile_n_size = 64" for GLM-4.5-Air-FP8 at TP=8 on RTX 3090s -> tp_not_divisible (alternative
   quantization_kernel_bug: the FP8 weight-only Marlin fallback, which 0.24.0 pads).
2. Thin evidence: vllm #4327 and vllm #14040 give the refusal in the title (and #14040 a stored turn of frames) with
   no maintainer answer stored (the log itself is conclusive); llm-compressor #1241 gives its KeyError only in the
   title and the reporter's closing reason; vllm #2856's stored log stops inside the capture_model frames, the OOM is
   the title's word, and the fix (enforce_eager) is from a PR the same reporter merged in djl-serving (#1592, "Fix AWQ
   OOM problems through turning on Eager mode"); vllm #1479's OOM line is cut in the stored copy after
   "(GPU 0; 12.00 GiB total", and its phase is read from the log (right after "# GPU blocks: 793", 100 MiB = one
   layer's key cache at 793 blocks x 16 tokens x 4096 x fp16) with no maintainer answer.
3. Traps: the TP-divisibility cases (Qwen 72B AWQ at TP=4, GLM-4.5-Air-FP8 at TP=8) have no memory lever and no larger
   TP; the capability refusals have no memory or length lever; the AWQ bfloat16 refusal's fix is --dtype half, never
   bfloat16/auto; the SM120 NVFP4 refusal is not the GPU's fault.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round90-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ memory: KV tensors OOM, CodeLlama-7B-AWQ, RTX 3060 12 GB (0.2.x)
case("vllm-1479-codellama7b-awq-3060-oom-after-793-blocks", "https://github.com/vllm-project/vllm/issues/1479",
     "Running out of memory with TheBloke/CodeLlama-7B-AWQ\n"
     "Test on llm-vscode-inference-server\n"
     "I use project llm-vscode-inference-server, which inherits from vllm, to load model weight from CodeLlama-7B-AWQ "
     "with command:\n"
     "python api_server.py --trust-remote-code --model ../CodeLlama-7B-AWQ --quantization awq --dtype half "
     "--max-model-len 512\n"
     "And output:\n"
     "WARNING 10-26 12:34:54 config.py:346] Casting torch.bfloat16 to torch.float16.\n"
     "INFO 10-26 12:34:54 llm_engine.py:72] Initializing an LLM engine with config: model='../CodeLlama-7B-AWQ', "
     "tokenizer='../CodeLlama-7B-AWQ', tokenizer_mode=auto, revision=None, tokenizer_revision=None, "
     "trust_remote_code=True, dtype=torch.float16, max_seq_len=512, download_dir=None, load_format=auto, "
     "tensor_parallel_size=1, quantization=awq, seed=0)\n"
     "INFO 10-26 12:34:54 tokenizer.py:31] For some LLaMA V1 models, initializing the fast tokenizer may take a long "
     "time. To reduce the initialization time, consider using 'hf-internal-testing/llama-tokenizer' instead of the "
     "original tokenizer.\n"
     "Then output after about 5 minutes:\n"
     "INFO 10-26 12:39:51 llm_engine.py:207] # GPU blocks: 793, # CPU blocks: 512\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 100.00 MiB (GPU 0; 12.00 GiB total",
     "oom_kv_cache", {"max_seq_len": 512}, "oom_kv_cache",
     "vLLM 0.2.x (Oct 2023, through llm-vscode-inference-server's api_server.py, which wraps vLLM) serving "
     "TheBloke/CodeLlama-7B-AWQ (~4 GB of weights) on an RTX 3060 12 GB at max_model_len 512 and the default "
     "utilization 0.9: the profile sized 793 KV blocks, and the process died right after, allocating a 100 MiB "
     "tensor, which is one layer's key cache at that size (793 blocks x 16 tokens x 4096 x 2 bytes = 99.1 MiB): the "
     "KV cache tensors did not fit in what was actually free on the card (the 0.2.x profiler counts only PyTorch's own "
     "peak against total x utilization, not memory other processes, such as a desktop on the same card, hold).",
     "not confirmed in the thread: the reporter moved to an A100 (where it ran, taking 20+ GB, as vLLM preallocates "
     "the KV cache); the usual remedy for a KV-tensor OOM is a lower --gpu-memory-utilization",
     release="0.2.x (Oct 2023; not stated)", gpu="NVIDIA GeForce RTX 3060 (12 GB)", gpus=1,
     command="python api_server.py --trust-remote-code --model ../CodeLlama-7B-AWQ --quantization awq --dtype half "
             "--max-model-len 512",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization", "above": 0.9},
                {"flag": "--max-model-len", "above": 512}],
     note="judgement call 2: the issue description as stored (title line first; markdown headings and the "
          "project link dropped); the stored copy cuts the OOM line after '(GPU 0; 12.00 GiB total'. The thread's "
          "other failed launch (the bfloat16 refusal in a later comment) is case "
          "vllm-1479-codellama7b-awq-bf16-refused. Phase read from the log: the OOM follows '# GPU blocks: 793' at "
          "once and its size is one layer's key cache; oom_profiling is the alternative if the lead reads the cut "
          "line as torch's without a phase")

# ------------------------------------------------------------------ AWQ refuses bfloat16 (same thread, comment)
case("vllm-1479-codellama7b-awq-bf16-refused", "https://github.com/vllm-project/vllm/issues/1479",
     "I use the AWQ model made by @TheBloke from https://huggingface.co/TheBloke/CodeLlama-7B-AWQ\n"
     "with its instruct I should run this command:\n"
     "python -m vllm.entrypoints.api_server --model TheBloke/CodeLlama-7B-AWQ --quantization awq\n"
     "but raise `datatype not supported` error:\n"
     "ValueError: torch.bfloat16 is not supported for quantization method awq. Supported dtypes: [torch.float16]",
     "quantization_dtype_unsupported", {"dtype": "bfloat16", "quantization": "awq"}, "quantization_dtype_unsupported",
     "vLLM 0.2.x's AWQ kernels take float16 only; CodeLlama's config says bfloat16, so with the default --dtype auto "
     "the launch is refused before loading.",
     "the reporter's next command added --dtype half (python -m vllm.entrypoints.openai.api_server --model "
     "path/to/CodeLlama-7B-AWQ -q awq --dtype half), which got past the check (and then ran out of memory on his "
     "12 GB card, the thread's other case)",
     release="0.2.x (Nov 2023; not stated)", gpu="NVIDIA GeForce RTX 3060 (12 GB)", gpus=1,
     command="python -m vllm.entrypoints.api_server --model TheBloke/CodeLlama-7B-AWQ --quantization awq",
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--dtype", "value": "auto"}],
     note="bonuschild's comment of 2023-11-01 as stored, up to the ValueError; his rerun with --dtype half and its "
          "OOM after it left out (the fix, and the other failed launch, case "
          "vllm-1479-codellama7b-awq-3060-oom-after-793-blocks). The GPU is the description's RTX 3060")

# ------------------------------------------------------------------ FP8 on Ampere, vLLM 0.4.x
case("vllm-4327-fp8-min-90-current-86", "https://github.com/vllm-project/vllm/issues/4327",
     "[Bug]: ValueError: The quantization method fp8 is not supported for the current GPU. Minimum capability: 90. "
     "Current capability: 86",
     "quantization_unsupported_gpu", {"min_capability": 90, "current_capability": 86}, "quantization_unsupported_gpu",
     "April 2024 (vLLM 0.4.1 era): the fp8 quantization method then required Hopper (compute capability 9.0); the "
     "reporter's GPU is an Ampere card of capability 8.6 (RTX 30xx / A10 / A40 / RTX A6000 class).",
     "none in the stored thread; the log itself is conclusive: FP8 needs a 9.0 GPU in that release (later releases run "
     "FP8 checkpoints weight-only on Ampere through Marlin), or serve an unquantized / AWQ / GPTQ checkpoint",
     release="not stated (April 2024, 0.4.1 era)", gpu="compute capability 8.6 (Ampere)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--dtype"}],
     note="judgement call 2: the issue title only (the stored description stops at '### Your current environment'); "
          "no maintainer answer stored")

# ------------------------------------------------------------------ compressed-tensors scheme on Turing (T4)
case("vllm-14040-compressed-tensors-min-80-current-75", "https://github.com/vllm-project/vllm/issues/14040",
     "[Bug]: RuntimeError: ('Quantization scheme is not supported for ', 'the current GPU. Min capability: 80. ', "
     "'Current capability: 75.')\n"
     "...\n"
     "(EngineCore_DP0 pid=585) ERROR 09-16 17:46:22 [core.py:718]   File \"/root/miniconda3/lib/python3.12/"
     "site-packages/vllm/model_executor/models/llama.py\", line 276, in __init__\n"
     "(EngineCore_DP0 pid=585) ERROR 09-16 17:46:22 [core.py:718]     self.self_attn = LlamaAttention(\n"
     "(EngineCore_DP0 pid=585) ERROR 09-16 17:46:22 [core.py:718]                      ^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=585) ERROR 09-16 17:46:22 [core.py:718]   File \"/root/miniconda3/lib/python3.12/"
     "site-packages/vllm/model_executor/models/llama.py\", line 150, in __init__\n"
     "(EngineCore_DP0 pid=585) ERROR 09-16 17:46:22 [core.py:718]     self.qkv_proj = QKVParallelLinear(\n"
     "(EngineCore_DP0 pid=585) ERROR 09-16 17:46:22 [core.py:718]                     ^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=585) ERROR 09-16 17:46:22 [core.py:718]   File \"/root/miniconda3/lib/python3.12/"
     "site-packages/vllm/model_executor/layers/linear.py\", line 884, in __init__\n"
     "(EngineCore_DP0 pid=585) ERROR 09-16 17:46:22 [core.py:718]     super().__init__(input_size=input_size,",
     "quantization_unsupported_gpu", {"min_capability": 80, "current_capability": 75}, "quantization_unsupported_gpu",
     "A compressed-tensors (llm-compressor) checkpoint of a Llama-architecture model whose scheme needs compute "
     "capability 8.0 (the W4A16 / Marlin-based schemes), launched on a Turing GPU (7.5, e.g. T4 / RTX 20xx); the "
     "scheme check in compressed_tensors.py refuses it while the layers are built (the later turn is a V1 engine "
     "log of Sep 2025, so the refusal persists across releases).",
     "none in the stored thread (open); the log is conclusive: a GPU of capability 8.0 or newer, or a checkpoint in a "
     "format with a Turing kernel (GPTQ / AWQ through their non-Marlin kernels); the related feature request "
     "vllm#25022 asks for <8.0 support",
     release="not stated (a V1 release, Sep 2025, in the stored turn)", gpu="compute capability 7.5 (Turing)",
     gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="judgement call 2: the title line, then '...' and the stored part of turn 3 (HelloCard's log, cut inside "
          "linear.py's frames); the turns between and the error line of turn 3 are not in the stored copy")

# ------------------------------------------------------------------ llm-compressor sparse (bitmask) checkpoint
case("llm-compressor-1241-keyerror-embed-tokens-bitmask", "https://github.com/vllm-project/llm-compressor/issues/1241",
     "KeyError: 'embed_tokens.weight.bitmask'",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A checkpoint saved by llm-compressor with sparse (bitmask) compression from a SparseGPT pipeline, loaded by "
     "vLLM 0.7.3 on A100s: vLLM's model has no parameter for the compressor's companion tensor "
     "'embed_tokens.weight.bitmask', so the weight loader raises a KeyError (after moving to llmcompressor 0.4.1 / "
     "compressed-tensors 0.9.2 the error changed).",
     "none: the reporter closed it, 'since vllm hasn't supported sparseGPT on A100 yet' (save the model dense, "
     "without sparse compression, or run on a GPU with vLLM's sparse kernels)",
     release="0.7.3 (the later comment's traceback path, vllm_073 env)", gpu="NVIDIA A100", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 2: the issue title as stored; the description and the later traceback (cut before its "
          "error line) are not in the stored copy; the closing comment is the fix line, left out")

# ------------------------------------------------------------------ W4A8-FP8 MoE from llm-compressor, vLLM 0.10.2
case("vllm-25241-unsupported-fusedmoe-scheme-w4a8-fp8", "https://github.com/vllm-project/vllm/issues/25241",
     "[Usage]: how to make one quantized model(w4a FP8). I used llm-compressor make one. But it not work in vllm "
     "0.10.2.\n"
     "...\n"
     "(EngineCore_DP0 pid=173445) ERROR 09-25 12:08:30 [core.py:718]            "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=173445) ERROR 09-25 12:08:30 [core.py:718]   File \"/opt/conda/envs/quant/lib/python3.11/"
     "site-packages/vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors_moe.py\", line 135, "
     "in get_moe_method\n"
     "(EngineCore_DP0 pid=173445) ERROR 09-25 12:08:30 [core.py:718]     raise RuntimeError(\n"
     "(EngineCore_DP0 pid=173445) ERROR 09-25 12:08:30 [core.py:718] RuntimeError: Unsupported FusedMoe scheme: "
     "num_bits=4 type='int' symmetric=True group_size=128 strategy='group' block_structure=None dynamic=False "
     "actorder=None observer='minmax' observer_kwargs={}, num_bits=8 type='float' symmetric=True group_size=None "
     "strategy='token' block_structure=None dynamic=True actorder=None observer=None observer_kwargs={}",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A MoE model quantized by llm-compressor to W4A8 with FP8 activations (int4 group-128 weights, dynamic per-token "
     "fp8 activations): vLLM 0.10.2's compressed-tensors MoE dispatcher has no method for that scheme and raises "
     "while the FusedMoE layers are built.",
     "a maintainer (brian-dellabetta, 2026-05-01): the issues were since resolved, with w4afp8 support in vLLM for MoE "
     "as well (compressed_tensors_moe_w4a8_fp8.py in v0.20.0): upgrade vLLM",
     release="0.10.2", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the title line, then '...' and the stored tail of turn 4 (workcode-del's log); the "
          "earlier turns not stored. vllm_check_failed (a vLLM raise with no row); quantization_release_mismatch is "
          "the alternative reading (the scheme exists in a later release)")

# ------------------------------------------------------------------ AWQ fine-tuned Qwen 72B at TP=4: not aligned
case("qwen3-698-finetuned-72b-awq-tp4-not-aligned", "https://github.com/QwenLM/Qwen3/issues/698",
     "autoawq model finetuning qwen72b instruct\n"
     "Hi! We are trying tu run a awq model after finetuning qwen72b but we got this error in vllm when we set tensor "
     "parallel to 4 gpus, how can I fix it?\n"
     "\"The input size is not aligned with the quantized weight shape. This can be caused by too large tensor "
     "parallel size.\"",
     "tp_not_divisible", {}, "tp_not_divisible",
     "A fine-tuned Qwen 72B Instruct quantized with AutoAWQ, served by vLLM at tensor_parallel_size 4: the AWQ "
     "layer's input size per rank (the MLP's intermediate size / 4) is not a multiple of the group size 128, so "
     "vLLM's AWQ create_weights refuses it (Qwen's released 72B AWQ/GPTQ checkpoints pad the intermediate size for "
     "this).",
     "the Qwen maintainer (jklj077): TP must divide the MLP's intermediate size, the attention heads and, for "
     "quantized models, the quantized weight shape (intermediate size / group size); pad the fine-tuned model's "
     "intermediate size before quantizing, as in QwenLM/Qwen2#578",
     release="not stated (June 2024)", gpu=None, gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "at_least": 4}],
     note="the issue's title and description as stored (the error is quoted by the reporter, no log); the "
          "maintainer's answers left out (the fix)")

# ------------------------------------------------------------------ GLM-4.5-Air-FP8 on 8x RTX 3090: Marlin tile
case("glm45-94-air-fp8-8x3090-size-n-2736-tile-64", "https://github.com/zai-org/GLM-4.5/issues/94",
     "RuntimeError when deploying GLM-4.5-Air-FP8 by vLLM in 8*RTX3090\n"
     "When I deploying GLM-4.5-Air-FP8 in 8*RTX3090(total 192GB).\n"
     "I got an error which seems in mix quantization precision.\n"
     "RuntimeError: size_n = 2736 is not divisible by tile_n_size = 64\n"
     "I have seen the related issue, but my GPU memory is enough and i have to use FP8 version\n"
     "The detail message is as follow:\n"
     "(Worker_TP7 pid=312) ERROR 10-17 14:02:34 [multiproc_executor.py:628] WorkerProc failed to start.\n"
     "(Worker_TP7 pid=312) ERROR 10-17 14:02:34 [multiproc_executor.py:628] Traceback (most recent call last):\n"
     "(Worker_TP7 pid=312) ERROR 10-17 14:02:34 [multiproc_executor.py:628]   File \"/mnt/weka/home/xxxxx/LLMs/.venv/"
     "lib/python3.12/site-packages/vllm/v1/executor/multiproc_executor.py\", line 602, in worker_main\n"
     "(Worker_TP7 pid=312) ERROR 10-17 14:02:34 [multiproc_executor.py:628]     worker = WorkerProc(*args, **kwargs)\n"
     "(Worker_TP7 pid=312) ERROR 10-17 14:02:34 [multiproc_executor.py:628]              ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP7 pid=312) ERROR 10-17 14:02:34 [multiproc_executor.py:628]   File \"/mnt/weka/home/xxxxx/LLMs/.venv/"
     "lib/python3.12/site-packages/vllm/v1/executor/multiproc_executor.py\", line 457, in __init__\n"
     "(Worker_TP7 pid=312) ERROR 10-17 14:02:34 [multiproc_executor.py:628]     self.worker.load_model()",
     "tp_not_divisible", {}, "tp_not_divisible",
     "GLM-4.5-Air-FP8 over 8 RTX 3090s (Ampere, no FP8 tensor cores): vLLM runs the FP8 weights weight-only through "
     "the Marlin kernel, whose repack needs each rank's output slice to be a multiple of 64; at TP=8 the merged "
     "gate/up projection of the dense MLP (2 x 10944 / 8 = 2736) is not, so every worker dies while loading.",
     "none in the stored thread (open); from the log and README's rows: the TP split leaves a 2736-wide slice the "
     "Marlin FP8 fallback cannot tile (TP=2 would divide it but the model does not fit two 3090s); vLLM 0.24.0+ pads "
     "the Marlin FP8/FP4 weight-only path, or use a BF16/AWQ/GPTQ build of the model at TP=8",
     release="not stated (Oct 2025, a V1 release)", gpu="NVIDIA GeForce RTX 3090 (24 GB)", gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the description as stored (code fences dropped), cut in the stored copy after the "
          "load_model frame. tp_not_divisible as earlier rounds label a Marlin tile error a TP split caused "
          "(gemma-forge-nemotron3-nano-nvfp4-l4-tp2-size-n-5152-tile-64); quantization_kernel_bug is the "
          "alternative (README: the FP8 weight-only fallback that skips vLLM's shape check, before 0.24.0). The "
          "2 x 10944 / 8 arithmetic is the collector's, from GLM-4.5-Air's intermediate_size")

# ------------------------------------------------------------------ NVFP4 MoE on SM120 refused by vLLM 0.15.0
case("vllm-33416-nvfp4-moe-flashinfer-cutlass-sm120-refused", "https://github.com/vllm-project/vllm/issues/33416",
     "[Bug] NVFP4 MoE kernels fail on RTX Blackwell (SM12.0) - device capability family check missing SM120\n"
     "Bug Description\n"
     "vLLM v0.15.0 fails to run NVFP4 quantized MoE models on RTX Blackwell GPUs (compute capability 12.0, e.g., RTX "
     "PRO 6000 Blackwell Workstation Edition). The NVFP4 MoE backend selection code only checks for SM9.0 (Hopper) "
     "and SM10.x family (data center Blackwell B100/B200), but not SM12.0 (RTX Blackwell).\n"
     "Error Message\n"
     "ValueError: NvFp4 MoE backend 'FLASHINFER_CUTLASS' does not support the \n"
     "deployment configuration since kernel does not support current device.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.15.0's NVFP4 MoE backend oracle checks is_device_capability_family(100) only, so on an RTX PRO 6000 "
     "Blackwell (SM 12.0, which has native FP4) every NVFP4 MoE backend is refused and the launch of an NVFP4 MoE "
     "checkpoint (MiniMax-M2.1-NVFP4 in the fix PR) dies; a regression from the MoE kernel-oracle refactor "
     "(vllm#32414).",
     "the reporter's PR vllm#33417 (merged): add is_device_capability_family(120) next to the SM100 checks in the "
     "NVFP4 MoE kernel selection; i.e. a vLLM with that fix",
     release="0.15.0", gpu="NVIDIA RTX PRO 6000 Blackwell Workstation Edition (SM 12.0)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the description's first sections as stored, up to the error block (the 'Root Cause' "
          "section after it is the diagnosis, left out; the error is the reporter's two-line copy). "
          "vllm_check_failed rather than quantization_unsupported_gpu: the GPU supports FP4, vLLM's family check "
          "was wrong")

# ------------------------------------------------------------------ memory: CUDA-graph OOM, Llama-2-70B-AWQ at TP=8 on A10G
case("vllm-2856-llama2-70b-awq-tp8-a10g-capture-oom", "https://github.com/vllm-project/vllm/issues/2856",
     "[0.2.7] LLAMA 70B AWQ OOM with TP8\n"
     "Hi there,\n"
     "I was testing with AWS G5.48xl machine with A10G GPU (24GB each).\n"
     "llm = LLM(model=\"TheBloke/Llama-2-70B-AWQ, quantization='awq', dtype='half', tensor_parallel_size=8)\n"
     "And This result to OOM. However, TP4 works fine with it:\n"
     "llm = LLM(model=\"TheBloke/Llama-2-70B-AWQ, quantization='awq', dtype='half', tensor_parallel_size=4)\n"
     "Not sure what could be the cause, since more GPUs should have more memory bandwidth\n"
     "Logs\n"
     "WARN  PyProcess W-252-model-stderr: 2024-02-13 20:43:43,457     ERROR worker.py:405 -- Unhandled error (suppress "
     "with 'RAY_IGNORE_UNHANDLED_ERRORS=1'): ray::RayWorkerVllm.execute_method() (pid=10548, ip=172.17.0.2, "
     "actor_id=52763143f84a75fbe7e8dca001000000, repr=<vllm.engine.ray_utils.RayWorkerVllm object at "
     "0x7fdc6d0e6d10>)\n"
     "WARN  PyProcess W-252-model-stderr:   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/ray_utils.py\", "
     "line 30, in execute_method\n"
     "WARN  PyProcess W-252-model-stderr:     return executor(*args, **kwargs)\n"
     "WARN  PyProcess W-252-model-stderr:   File \"/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py\", "
     "line 125, in warm_up_model\n"
     "WARN  PyProcess W-252-model-stderr:     self.model_runner.capture_model(self.gpu_cache)\n"
     "WARN  PyProcess W-252-model-stderr:   File \"/usr/local/lib/python3.10/dist-packages/torch/utils/_contextlib.py\", "
     "line 115, in decorate_context",
     "oom_cuda_graph", {"tensor_parallel_size": 8}, "oom_cuda_graph",
     "vLLM 0.2.7 (through DJL Serving, Ray workers) with TheBloke/Llama-2-70B-AWQ on 8 A10G (24 GB): the weights and "
     "the KV cache were in place, and a worker ran out of memory while capturing CUDA graphs (warm_up_model -> "
     "capture_model); the same model at TP=4 started.",
     "the reporter's own fix in DJL Serving (deepjavalibrary/djl-serving PR #1592, 'Fix AWQ OOM problems through "
     "turning on Eager mode'): enforce_eager=True (no CUDA graphs); TP=4 also worked",
     release="0.2.7", gpu="NVIDIA A10G (24 GB)", gpus=8,
     command="llm = LLM(model=\"TheBloke/Llama-2-70B-AWQ\", quantization='awq', dtype='half', tensor_parallel_size=8)",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--max-model-len"}],
     note="judgement call 2: the description as stored (markdown fences dropped); the stored log stops inside the "
          "capture_model frames before torch's OOM line, so the OOM is the title's and the reporter's word and the "
          "phase the frames'. The fix is from a PR the same reporter (lanking520) merged two weeks later in "
          "djl-serving, not from the thread. tensor_parallel_size 8 is printed in the LLM(...) line")

# ------------------------------------------------------------------ GGUF: vocab assert from an old transformers
case("vllm-8697-qwen25-32b-gguf-q3km-vocab-assert", "https://github.com/vllm-project/vllm/issues/8697",
     "[Bug]: AssertionError when loading Qwen 2.5 GGUF q3 model in vLLM\n"
     "I'm encountering an AssertionError when trying to load the Qwen 2.5 GGUF (Qwen-2.5-q3_gguf.bin) model using "
     "vLLM. The error occurs in the vocab_parallel_embedding.py file, where it asserts that the loaded weight's shape "
     "matches the expected vocabulary size. Below is the traceback of the error:\n"
     "python -m vllm.entrypoints.openai.api_server --model /data/models/Qwen2.5-32B-Instruct-GGUF-q3_k_m/"
     "qwen2.5-32b-instruct-q3_k_m.gguf --dtype float16 --api-key '' --tensor-parallel-size 1 --trust-remote-code "
     "--gpu-memory-utilization 0.8  --port 8000 --max_model_len 10000 --enforce-eager --quantization gguf\n"
     "gguf file It works fine in ollama",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "Qwen2.5-32B-Instruct q3_k_m GGUF served by vLLM (Sep 2024, GGUF support new in 0.5.5/0.6.x): vLLM builds the "
     "model config from the GGUF file through transformers' GGUF reader, which in the installed transformers got the "
     "vocabulary size wrong for Qwen2 GGUFs, so vocab_parallel_embedding's weight_loader assert "
     "(loaded_weight.shape[output_dim] == self.org_vocab_size) fails while loading.",
     "a vLLM maintainer (Isotr0py), pointing to vllm#7689: install the latest transformers (pip install "
     "git+https://github.com/huggingface/transformers); in #7689 the same assert went away after updating "
     "transformers",
     release="not stated (Sep 2024, 0.6.x)", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model /data/models/Qwen2.5-32B-Instruct-GGUF-q3_k_m/"
             "qwen2.5-32b-instruct-q3_k_m.gguf --dtype float16 --api-key '' --tensor-parallel-size 1 "
             "--trust-remote-code --gpu-memory-utilization 0.8  --port 8000 --max_model_len 10000 --enforce-eager "
             "--quantization gguf",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the title and description as stored (the template's headings dropped); the traceback "
          "the reporter announces is not in the stored copy, the assert is told in prose. Kind vllm_check_failed "
          "(the bare assert in vllm's vocab_parallel_embedding.py::weight_loader, if the lead reads the prose; None "
          "otherwise); cause dependency_version_mismatch, transformers_too_old the alternative")

if __name__ == "__main__":
    BATCH.write()
