"""Round-13 blind batch: real launch deaths that are NOT about memory size, collected by helper wild13 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round13-blind"``; the lead grades it
once (``python tests/wild_grade.py round13``).

Same rules as tools/wild_cases_round11.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (src/) to choose them; every expectation (kind, printed
numbers, cause, fixes that would be wrong for that user) was written from the thread only. Kinds and causes are names
that already exist (README's message_kind table and causes paragraph); where a case has no kind of its own the closest
one is used and the case's ``note`` says so (the lead decides). Causes are the ones the excerpt itself evidences
(round 10's lesson): a deeper story only the thread tells is in real_cause/note; no release_regression in this batch.
Excerpts are the text as the thread shows it (a line the thread cut stays cut); where lines in between were dropped
the note says so. Memory-size deaths were left to the round-12 collector (wild12).

Sources: the search tool's issues corpus (vLLM's tracker, GPUStack, NVIDIA Dynamo, ms-swift, TeleChat,
InstructLab) and, to
find error-bearing vLLM issue bodies without spending look-ups, the yunwei37/vllm-exp repository snapshot
(bug-study/analysis_llm/sample_results/vllm/**/issues.json holds ~1400 vLLM issue bodies, no comments): a body found
there was used only when the search corpus then showed the thread's answer (maintainer diagnosis, merged fix, or the
reporter's confirmed fix). Run once; the JSON is the fixture.

Judgement calls for the lead (each case's ``note`` says more): kind with no name of its own -> closest used:
vllm-7031 (ROCm's "fbgemm_fp8 quantization is currently not supported in ROCm" -> quantization_unsupported_gpu),
vllm-17306 (Qwen2's "Sliding window for some but all layers is not supported" -> architecture_unsupported);
hardware plugin: gpustack-3777 (vLLM 0.11.0 on Ascend 910B2 through GPUStack, vLLM's own TP divisibility refusal);
fix from another thread: vllm-3772 (vllm#7550/PR #7603), gpustack-996 (vllm#11559); fix from the reporter's own text:
msswift-1398; wording: gpustack-3642 (GPUStack's own trust-remote-code sentence); source: vllm-pr36734 (a closed,
unmerged PR's log), vllm-pr14221 (the maintainer's own "After" run, last line cut); trap: vllm-7246 (spawn already set,
the fix is --disable-frontend-multiprocessing); vllm-18841 (a 0.9.0 packaging bug, cause kept at cuda_no_kernel_image).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round13-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ no kernel image for the card
case("gpustack-1497-1080ti-no-kernel-image", "https://github.com/gpustack/gpustack/issues/1497",
     "部署 DeepSeek-R1-Distill-Qwen-1.5B 模型的时候报错，worker有一块1080ti显卡，已安装驱动和cuda\n\n"
     "The error is \"CUDA error: no kernel image is available for execution on the device\".",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "GPUStack's vLLM backend (March 2025) deploying DeepSeek-R1-Distill-Qwen-1.5B on a worker with one GTX 1080 Ti "
     "(Pascal, compute capability 6.1): vLLM's CUDA kernels are built for compute capability 7.0 and up, so the first "
     "kernel has no image for the card. A 1.5B model fits the card; not a memory or configuration problem.",
     "the maintainer (pengjiang80): vLLM requires compute capability 7+, the 1080 Ti is 6.1; use GGUF models with "
     "GPUStack's llama-box backend instead (and CUDA 12.4+)",
     release="GPUStack's bundled vLLM (March 2025)", gpu="GTX 1080 Ti (compute capability 6.1)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="assembled: the first line is the reporter's description (Chinese; the log itself is an attached "
          "error.txt), the second is the first sentence of the maintainer's answer, which quotes the error line from "
          "that attachment")

case("vllm-18841-v090-image-fp8-no-kernel-image", "https://github.com/vllm-project/vllm/issues/18841",
     "[Bug]: vllm-openai:0.9.0 docker image raise 'CUDA error: no kernel image is available for execution on the "
     "device' for Llama4 Maverick FP8\n\n"
     "vLLM Version : 0.9.0\n"
     "vLLM Build Flags:\n"
     "  CUDA Archs: Not Set; ROCm: Disabled; Neuron: Disabled",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "the official vllm/vllm-openai:0.9.0 image serving Llama-4-Maverick FP8 on an 8-GPU NVLink node (Hopper): the "
     "0.9.0 wheel was built with TORCH_CUDA_ARCH_LIST '7.5;8.0;8.6;9.0;10.0+PTX', and with 10.0 in the list the FP8 "
     "kernels have no image for the Hopper card (the same build without 10.0 works; the unquantized model works).",
     "a collaborator (huydhn) reproduced it on H100, shared a 0.9.x wheel built without CUDA arch 10.0, and fixed the "
     "build in vLLM PR #19648; until then use a wheel/image built without 10.0 (or the unquantized checkpoint)",
     release="0.9.0 (vllm/vllm-openai:0.9.0 image)", gpu="8x NVLink GPUs (NV18 topology; H100-class)", gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="assembled: the issue title plus three lines of the reporter's collect_env (vLLM Info section); the "
          "traceback is past the stored excerpt. Not a GPU too old for vLLM: a packaging problem of the 0.9.0 "
          "release, which the excerpt cannot show (release_regression deliberately not used, round 10's lesson)")

# ------------------------------------------------------------------ bf16 on a Volta card through a wrapper
case("dynamo-290-quadro-gv100-bf16", "https://github.com/ai-dynamo/dynamo/issues/290",
     "dynamo run out=vllm deepseek-ai/DeepSeek-R1-Distill-Qwen-14B\n"
     "```\n\n"
     "I'm getting the following error:\n"
     "```\n"
     "2025-03-19T12:16:29.587312Z ERROR dynamo_llm::engines::vllm::worker: VLLM: engine.py:518] ValueError: "
     "Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Quadro GV100 GPU has compute "
     "capability 7.0. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: "
     "--dtype=half.\n"
     "2025-03-19T12:16:29.623342Z  WARN dynamo_llm::engines::vllm::worker: VLLM: Error: vllm engine run error: "
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Quadro GV100 GPU "
     "has compute capability 7.0. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for "
     "example: --dtype=half.",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "NVIDIA Dynamo's `dynamo run out=vllm` (March 2025) with DeepSeek-R1-Distill-Qwen-14B, whose checkpoint is "
     "bfloat16, on a Quadro GV100 (Volta, compute capability 7.0): vLLM refuses bf16 below 8.0, and Dynamo then had "
     "no way to pass --dtype to the vLLM engine.",
     "run the engine in float16 (--dtype=half, as the message says); the Dynamo maintainer (grahamking) confirmed "
     "engine arguments could not be passed yet and V100 was untested; the reporter then 'Managed to get it run'",
     release="vLLM under NVIDIA Dynamo (March 2025, V0 engine.py)", gpu="Quadro GV100 (compute capability 7.0)",
     gpus=None,
     command="dynamo run out=vllm deepseek-ai/DeepSeek-R1-Distill-Qwen-14B",
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"}],
     note="the wrapper's log prefix (timestamp, 'dynamo_llm::engines::vllm::worker: VLLM:') is glued in front of "
          "vLLM's own 'engine.py:518]' line; the first line and the stray ``` are the end of the reporter's command "
          "block. How the reporter got it running is not spelled out in the stored excerpt")

# ------------------------------------------------------------------ a dimension that does not split over the GPUs
case("gpustack-3777-glm45-air-vocab-151552-tp6", "https://github.com/gpustack/gpustack/issues/3777",
     "Deployment failure due to incompatible GPU allocation: 6 cards are not divisible by the vocabulary size "
     "(151,552), breaking tensor parallelism constraints: `AssertionError: 151552 is not divisible by 6`\n\n"
     "The scheduler should verify the divisibility constraints of all TP-sensitive parameters before allocation.\n\n"
     "[1;36m(Worker_TP3 pid=553) INFO 12-08 15:37:58 [model_runner_v1.py:2627] Starting to load model "
     "/data/models/model_scope/ZhipuAI/GLM-4.5-Air...\n"
     "(Worker_TP4 pid=554) ERROR 12-08 15:37:59 [multiproc_executor.py:597] WorkerProc failed to start.",
     "tp_not_divisible", {"tensor_parallel_size": 6}, "tp_not_divisible",
     "GPUStack v2.0.1's automatic scheduling (December 2025) placed ZhipuAI/GLM-4.5-Air on 6 Ascend 910B2 cards "
     "(vLLM v0.11.0) : the vocabulary of 151552 tokens is split over the tensor-parallel ranks by vLLM's divide(), "
     "and 151552 is not a multiple of 6, so the workers die while loading.",
     "a tensor-parallel size that divides both the attention heads and the vocabulary (e.g. 4 or 8); GPUStack's "
     "maintainers added a scheduler check that the vocabulary size is divisible by the TP size (gpustack PR #3792, "
     "merged)",
     release="v0.11.0 (GPUStack v2.0.1, December 2025)", gpu="Ascend 910B2", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "value": "6"}],
     note="judgement call: the hardware is Huawei Ascend (the vllm-ascend platform, 'model_runner_v1.py'); earlier "
          "rounds skipped hardware plugins, but the refused division is vLLM core's divide() on the vocabulary, the "
          "same message as on CUDA. The excerpt is the issue's 'Actual result' paragraph and the first log lines as "
          "stored (the '[1;36m' is a terminal colour code the reporter pasted). GLM-4.5-Air's head count is not "
          "printed, so only the TP size is a number")

# ------------------------------------------------------------------ pipeline parallelism refused for the model
case("vllm-6471-qwen-pp-not-in-list", "https://github.com/vllm-project/vllm/issues/6471",
     "Pipeline parallelism is only supported for the following architectures: ['AquilaModel', 'AquilaForCausalLM', "
     "'InternLMForCausalLM', 'LlamaForCausalLM', 'LLaMAForCausalLM', 'MistralForCausalLM', 'Phi3ForCausalLM', "
     "'GPT2LMHeadModel'].",
     "pp_unsupported", {}, "pp_unsupported",
     "a Qwen model with --pipeline-parallel-size > 1 in July 2024 (vLLM 0.5.1-0.5.3): that release implemented "
     "pipeline parallelism only for the eight architectures the message lists, and neither QWenLMHeadModel nor "
     "Qwen2ForCausalLM was among them.",
     "the PP author (andoorve): Qwen2 PP support (PR #6924) and Qwen PP support (PR #6974) were merged; the reporter "
     "tried the new code and only saw warnings. Until a release with them: tensor parallelism instead of PP",
     release="0.5.1-0.5.3 (July 2024; the eight-architecture PP list)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="the excerpt is the whole issue description (a feature request opened with the error line); a commenter "
          "notes PP was 80% faster than TP on 2x RTX 4090 for him, so the user's goal is PP, not TP")

# ------------------------------------------------------------------ an architecture the release does not register
case("msswift-1398-phi3v-vllm-050", "https://github.com/modelscope/ms-swift/issues/1398",
     "使用0.5.0的VLLM加速推理phi3v会有如下报错：[rank0]: ValueError: Model architectures ['Phi3VForCausalLM'] are "
     "not supported for now. Supported architectures: ['AquilaModel', 'AquilaForCausalLM', 'BaiChuanForCausalLM', "
     "'BaichuanForCausalLM', 'BloomForCausalLM', 'ChatGLMModel', 'ChatGLMForConditionalGeneration', "
     "'CohereForCausalLM', 'DbrxForCausalLM', 'DeciLMForCausalLM', 'DeepseekForCausalLM', 'FalconForCausalLM', "
     "'GemmaForCausalLM', 'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', 'GPTNeoXForCausalLM', "
     "'InternLMForCausalLM', 'InternLM2ForCausalLM', 'JAISLMHeadModel', 'LlamaForCausalLM', "
     "'LlavaForConditionalGeneration', 'LlavaNextForConditionalGeneration', 'LLaMAForCausalLM', "
     "'MistralForCausalLM', 'MixtralForCausalLM', 'QuantMixtralForCausalLM', 'MptForCausalLM', 'MPTForCausalLM', "
     "'MiniCPMForCausalLM', 'OlmoForCausalLM', 'OPTForCausalLM', 'OrionForCausalLM', 'PhiForCausalLM', "
     "'Phi3ForCausalLM', 'QWenLMHeadModel', 'Qwen2ForCausalLM', 'Qwen2MoeForCausalLM', 'RWForCausalLM', "
     "'StableLMEpochForCausalLM', 'StableLmForCausalLM', 'Starcoder2ForCausalLM', 'ArcticForCausalLM', "
     "'XverseForCausalLM', 'Phi3SmallForCausalLM', 'MistralModel']\n\n"
     "若使用0.5.1，又会出现transformer版本冲突。phi3v需求的是4.40.2，但是vllm0.5.1需求的是4.42.4",
     "architecture_unsupported", {}, "architecture_unsupported",
     "ms-swift's vLLM inference (July 2024) of Phi-3-vision on vLLM 0.5.0, whose model registry (printed in full) has "
     "Phi3SmallForCausalLM but not Phi3VForCausalLM; Phi-3-vision support (vLLM PR #4986) first shipped in 0.5.1.",
     "vLLM 0.5.1, which registers Phi3VForCausalLM: the reporter confirms 0.5.1 gets past the refusal (his remaining "
     "problem is a transformers pin of the Phi-3-vision repo, 4.40.2, against vLLM 0.5.1's 4.42.4)",
     release="0.5.0", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call on the fix's source: no maintainer answer is in the stored excerpt; the upgrade is the "
          "reporter's own second sentence (translated: 'with 0.5.1 a transformers version conflict appears instead; "
          "phi3v wants 4.40.2, vllm 0.5.1 wants 4.42.4'). Chinese thread; the error line is glued to the Chinese "
          "text before it")

# ------------------------------------------------------------------ a registered architecture whose import failed
case("vllm-17309-granite-inspection-triton-placeholder", "https://github.com/vllm-project/vllm/issues/17309",
     "ERROR 04-28 07:56:28 [registry.py:354] Error in inspecting model architecture 'GraniteForCausalLM'\n"
     "ERROR 04-28 07:56:28 [registry.py:354] Traceback (most recent call last):\n"
     "ERROR 04-28 07:56:28 [registry.py:354]   File \"/opt/vllm/lib64/python3.12/site-packages/vllm/model_executor/"
     "models/registry.py\", line 586, in _run_in_subprocess\n"
     "ERROR 04-28 07:56:28 [registry.py:354]     returned.check_returncode()\n"
     "ERROR 04-28 07:56:28 [registry.py:354]   File \"/opt/vllm/lib64/python3.12/site-packages/torch/_inductor/"
     "runtime/hints.py\", line 67, in <module>\n"
     "ERROR 04-28 07:56:28 [registry.py:354]     from triton.compiler.compiler import AttrsDescriptor\n"
     "ERROR 04-28 07:56:28 [registry.py:354] ModuleNotFoundError: No module named 'triton.compiler'; 'triton' is "
     "not a package\n"
     "ERROR 04-28 07:56:28 [registry.py:354]\n"
     "Traceback (most recent call last):\n"
     "  File \"/opt/vllm/lib64/python3.12/site-packages/vllm/model_executor/models/registry.py\", line 414, in "
     "_raise_for_unsupported\n"
     "    raise ValueError(\n"
     "ValueError: Model architectures ['GraniteForCausalLM'] failed to be inspected. Please check the logs for more "
     "details",
     "model_inspection_failed", {}, "model_inspection_failed",
     "vLLM's OpenAI server built from main in April 2025 in the ppc64le container (no triton on that platform): vLLM's "
     "new TritonPlaceholder module (PR #15099) made torch 2.6's inductor believe triton was installed, so importing "
     "the registered GraniteForCausalLM class failed in the inspection subprocess.",
     "vLLM PR #17317 (Isotr0py, merged): trigger torch's triton checks before the placeholder is installed and "
     "remove the placeholder from sys.modules; the reporter also suggested torch 2.7 or patching torch in "
     "Dockerfile.ppc64le",
     release="main (April 2025, 0.8.5 era)", gpu="IBM Power (ppc64le) CPU container", gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="the log is cut: lines between check_returncode() and torch's hints.py (the subprocess's import chain "
          "through granite.py, vocab_parallel_embedding.py and torch._dynamo) and between the two tracebacks (the "
          "api_server/arg_utils/config frames) were dropped; every kept line is as the issue shows it")

case("vllm-3772-jais-30b-n-inner-19114-tp8", "https://github.com/vllm-project/vllm/issues/3772",
     "I was using the latest docker image(0.4.0) with 4-8L4 GPUs for the mentioned problem.\n\n"
     "When I try [jais-30b-chat-v3](https://huggingface.co/core42/jais-30b-chat-v3) with 8xL4 GPUs, I was getting the "
     "error\n\n"
     "```bash\n"
     "... AssertionError: 19114 is not divisible by 8 [repeated 2x across cluster]\n"
     "```\n\n"
     "I wanted to test the [jais-13b-chat](https://huggingface.co/core42/jais-13b-chat) model for the same purpose to "
     "see if I can deploy it to 4xL4 GPUs and I got\n\n"
     "```bash\n"
     "... AssertionError: 13653 is not divisible by 4 [repeated 2x across cluster]\n"
     "```",
     "tp_not_divisible", {"tensor_parallel_size": 8}, "tp_not_divisible",
     "the vllm/vllm-openai 0.4.0 image serving JAIS (April 2024) with --tensor-parallel-size 8 on 8x L4 (and "
     "jais-13b-chat with 4 on 4x L4): JAIS's MLP width n_inner (19114 for jais-30b, 13653 for jais-13b) is split "
     "over the TP ranks by vLLM's divide(), and neither number is a multiple of the TP size (13653 is odd: no TP "
     "size above 1 divides it).",
     "the reporter traced it to the config's n_inner; the maintainers later confirmed jais-13b cannot use TP > 1 at "
     "all (vllm#7550) and added pipeline parallelism for JAIS (vLLM PR #7603, from 0.5.5) as the way to spread it "
     "over GPUs; for jais-30b only TP 2 divides 19114",
     release="0.4.0 (vllm/vllm-openai:latest of April 2024)", gpu="NVIDIA L4", gpus=8,
     command="docker run --runtime nvidia --gpus all ... vllm/vllm-openai:latest --model core42/jais-30b-chat-v3 "
             "--tensor-parallel-size 8 --trust-remote-code --gpu-memory-utilization 0.95 --load-format safetensors",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "value": "8"},
                                {"flag": "--tensor-parallel-size", "value": "4"},
                                {"flag": "--tensor-parallel-size", "above": 8}],
     note="judgement call on the source of the diagnosis: the thread's own replies are not in the stored excerpt; "
          "the reporter's diagnosis in the issue (n_inner not divisible by the GPU count) is confirmed by a vLLM "
          "maintainer in vllm#7550 (same n_inner, 'fails with TP > 1') and by PR #7603's description. Two incidents "
          "of one reporter in one issue: the numbers are the first (19114 over 8). Assembled from the issue body "
          "(environment sentence, then the bug text; the command block and the n_inner paragraph after it dropped)")

# ------------------------------------------------------------------ CUDA initialised before the fork (no worker fork)
case("vllm-7246-ngc2405-frontend-fork-tp1", "https://github.com/vllm-project/vllm/issues/7246",
     "pip install vllm==0.5.4\n"
     "export VLLM_WORKER_MULTIPROC_METHOD=spawn\n"
     "CUDA_VISIBLE_DEVICES=0 vllm serve openbmb/MiniCPM-Llama3-V-2_5 --trust-remote-code --tensor-parallel-size 1 "
     "--max-model-len 2048\n"
     "```\n"
     "The following error happens in ngc24.05 no matter set `VLLM_WORKER_MULTIPROC_METHOD=spawn` or not.\n"
     "```bash\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.10/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "    self.run()\n"
     "  File \"/usr/lib/python3.10/multiprocessing/process.py\", line 108, in run\n"
     "    self._target(*self._args, **self._kwargs)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/openai/rpc/server.py\", line 217, in "
     "run_rpc_server\n"
     "    server = AsyncEngineRPCServer(async_engine_args, usage_context, port)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py\", line 123, in init_device\n"
     "    torch.cuda.set_device(self.device)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py\", line 420, in set_device\n"
     "    torch._C._cuda_setDevice(device)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py\", line 300, in _lazy_init\n"
     "    raise RuntimeError(\n"
     "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use "
     "the 'spawn' start method\n"
     "```\n"
     "However, everything went fine using ngc24.02/ngc24.04 (tested) or any ngc image version lower than 24.05 (I "
     "guess).",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "vLLM 0.5.4's OpenAI server inside NVIDIA's NGC PyTorch 24.05 container, one A30 (CUDA_VISIBLE_DEVICES=0, TP "
     "1): the server's frontend process had already initialised CUDA when it forked the RPC engine process, so the "
     "engine's init_device failed. No worker is forked at TP 1, which is why VLLM_WORKER_MULTIPROC_METHOD=spawn "
     "changed nothing.",
     "the maintainer (youkaichao): the API server process initialises the CUDA context; run with "
     "--disable-frontend-multiprocessing (the reporter: this fixes TP 1, not TP > 1); older NGC images (24.02/24.04) "
     "work",
     release="0.5.4 (NGC PyTorch 24.05 container)", gpu="NVIDIA A30 (4 in the box, one visible)", gpus=1,
     command="CUDA_VISIBLE_DEVICES=0 vllm serve openbmb/MiniCPM-Llama3-V-2_5 --trust-remote-code "
             "--tensor-parallel-size 1 --max-model-len 2048",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="a trap for the usual fix: the reporter already exports VLLM_WORKER_MULTIPROC_METHOD=spawn and it does not "
          "help (the fork is the frontend's, not a worker's); a fix that only says 'set spawn' is wrong for this user. "
          "The traceback is cut: the frames between run_rpc_server and worker.init_device (AsyncLLMEngine, "
          "LLMEngine, executor) were dropped")

case("gpustack-996-deepseekv3-not-registered", "https://github.com/gpustack/gpustack/issues/996",
     "当我用gpustack部署deepseekv3时  启动的时候报了 Model architectures ['DeepseekV3ForCausalLM'] are not supported "
     "for now.\n"
     "Supported architectures: dict_keys(['AquilaModel', 'AquilaForCausalLM', 'ArcticForCausalLM', "
     "'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', 'CohereForCausalLM', 'DbrxForCausalLM', "
     "'DeciLMForCausalLM', 'DeepseekForCausalLM', 'DeepseekV2ForCausalLM', 'ExaoneForCausalLM', 'FalconForCausalLM', "
     "'GemmaForCausalLM', 'Gemma2ForCausalLM', 'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', "
     "'GPTNeoXForCausalLM', 'GraniteForCausalLM', 'GraniteMoeForCausalLM', 'InternLMForCausalLM', "
     "'InternLM2ForCausalLM', 'InternLM2VEForCausalLM', 'JAISLMHeadModel', 'JambaForCausalLM', 'LlamaForCausalLM', "
     "'LLaMAForCausalLM', 'MambaForCausalLM', 'FalconMambaForCausalLM', 'MiniCPMForCausalLM', 'MiniCPM3ForCausalLM', "
     "'MistralForCausalLM', 'MixtralForCausalLM', 'QuantMixtralForCausalLM', 'MptForCausalLM', 'MPTForCausalLM', "
     "'NemotronForCausalLM', 'OlmoForCausalLM', 'OlmoeForCausalLM', 'OPTForCausalLM', 'OrionForCausalLM', "
     "'PersimmonForCausalLM', 'PhiForCausalLM', 'Phi3ForCausalLM', 'Phi3SmallForCausalLM', 'PhiMoEForCausalLM', "
     "'Qwen2ForCausalLM', 'Qwen2MoeForCausalLM', 'RWForCausalLM', 'StableLMEpochForCausalLM', "
     "'StableLmForCausalLM', 'Starcoder2ForCausalLM', 'SolarForCausalLM', 'XverseForCausalLM",
     "architecture_unsupported", {}, "architecture_unsupported",
     "DeepSeek-V3 deployed through GPUStack in January 2025: GPUStack's bundled vLLM predates DeepSeek-V3 support, "
     "so its registry (printed, with DeepseekV2ForCausalLM but no DeepseekV3ForCausalLM) refuses the architecture. "
     "Not a memory or parallelism problem.",
     "a vLLM release that registers DeepseekV3ForCausalLM: vLLM's maintainer (DarkLight1337, vllm#11559) states "
     "DeepSeek-V3 is supported since v0.6.6; GPUStack lets a model pick a newer vLLM as its backend version",
     release="GPUStack's bundled vLLM (January 2025; its registry predates 0.6.6)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call on the fix's source: the GPUStack thread (label 'question', closed) shows no answer in "
          "the stored excerpt; the release that first registers DeepseekV3ForCausalLM is a vLLM maintainer's answer "
          "in vllm#11559. The registry is cut where the stored excerpt cuts it (inside 'XverseForCausalLM'); Chinese "
          "first line ('when I deploy deepseekv3 with gpustack, at startup it reports')")

# ------------------------------------------------------------------ custom code the wrapper was not told to trust
case("gpustack-3642-deepseek-ocr-trust-remote-code", "https://github.com/gpustack/gpustack/issues/3642",
     "gpustack2.0版本如何在部署模型的时候，无法自定义VLLM的版本，导致DeepSeek-OCR无法部署，请问如何解决？\n"
     "错误信息：The model contains custom code that must be executed to load correctly. If you trust the source, "
     "please pass the backend parameter `--trust-remote-code` to allow custom code to be run.",
     "trust_remote_code_required", {}, "trust_remote_code_required",
     "GPUStack 2.0 (December 2025) deploying DeepSeek-OCR with the vLLM backend: the checkpoint's config/model code "
     "is custom code, and without --trust-remote-code among the backend parameters the load is refused before vLLM "
     "starts.",
     "pass --trust-remote-code as a backend parameter; the GPUStack maintainer (gitlawr) points to the answer in "
     "gpustack#3683 for running a custom vLLM version with it",
     release="GPUStack 2.0's vLLM backend (December 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call on the wording: this is GPUStack's own rewording of transformers' trust_remote_code "
          "refusal ('If you trust the source, please pass the backend parameter `--trust-remote-code`'), not vLLM's "
          "or transformers' sentence; the kind is the closest existing one. Chinese question line (translated: "
          "'with gpustack 2.0 I cannot choose a custom vLLM version when deploying, so DeepSeek-OCR cannot be "
          "deployed'); the screenshot in the issue is not text")

# ------------------------------------------------------------------ the batched-token budget below one aligned block
case("vllm-pr36734-qwen35-mamba-align-2096-over-2048", "https://github.com/vllm-project/vllm/pull/36734",
     "before hot fix, vllm serve Qwen/Qwen3.5-122B-A10B-GPTQ-Int4 --served-model-name Qwen3.5-27B-AWQ-4bit "
     "--gpu-memory-utilization 0.9 --port 8848 -tp 2 --max-model-len 131072 --enable-auto-tool-choice "
     "--tool-call-parser qwen3_coder --reasoning-parser qwen3 --max-num-seqs 16 --enable-prefix-caching show error\n\n"
     "``` Assertion failed, In Mamba cache align mode, block_size (2096) must be <= max_num_batched_tokens (2048). "
     "[type=assertion_error, input_value=ArgsKwargs((), {'model_co...transfer_config': None}), "
     "input_type=ArgsKwargs]```",
     "batched_tokens_too_small", {"max_num_batched_tokens": 2048}, "batched_tokens_too_small",
     "Qwen3.5-122B-A10B (hybrid GDN/attention) GPTQ-Int4 on 2 GPUs with --enable-prefix-caching (March 2026, the "
     "0.17 line): prefix caching on a hybrid model turns on Mamba cache align mode, which raises the attention block "
     "to 2096 tokens to match the Mamba state page; the default max_num_batched_tokens on this card class is 2048, "
     "and vLLM's check (PR #34445) refuses a block that one scheduling step cannot fill.",
     "pass --max-num-batched-tokens at least the block size (2096; e.g. 4096) or drop --enable-prefix-caching; the "
     "PR proposed raising the budget automatically with a warning (closed unmerged); the check's own PR #34445 "
     "(merged) explains why a smaller budget would hang the scheduler",
     release="0.17-era main (March 2026)", gpu=None, gpus=2,
     command="vllm serve Qwen/Qwen3.5-122B-A10B-GPTQ-Int4 -tp 2 --max-model-len 131072 --max-num-seqs 16 "
             "--enable-prefix-caching --gpu-memory-utilization 0.9",
     forbidden=NO_MEMORY_FIX + [{"flag": "--max-num-batched-tokens", "at_most": 2095},
                                {"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement call on the source: the error is the one vllm#36697 reported, quoted in this PR's Purpose with "
          "the PR author's reproduction command ('before hot fix ... show error'); the PR was closed without merge, so "
          "the thread's answer is the manual fix its description implies (budget >= block size), backed by the "
          "merged validation PR #34445. The only printed number kvroom can be asked for is the budget (2048); the "
          "block size 2096 is in the message too. Lowering --max-model-len does not help (the block size comes from "
          "the Mamba page, not the length)")

# ------------------------------------------------------------------ a head size the paged-attention kernels lack
case("telechat-61-head-size-160", "https://github.com/Tele-AI/Telechat/issues/61",
     "vllm报错RuntimeError: Unsupported head size: 160",
     "head_size_unsupported", {"head_size": 160}, "head_size_unsupported",
     "TeleChat-12B (head size 160) served with vLLM through TeleChat's own model file (2024, vLLM 0.4.0 and 0.5.1 "
     "discussed): the model loads, then the first forward pass reaches vLLM's paged-attention CUDA kernels, whose "
     "switch(head_size) has no case for 160. Not a memory or parallelism problem.",
     "commenters in the thread (jinzhangLi, luyunfan): add 160 to vLLM's head-size check (attention/ops/paged_attn) "
     "and a 'case 160' to both paged-attention kernels (v1 and v2) in csrc/attention/attention_kernels.cu, then "
     "rebuild vLLM from source; works with any vLLM version",
     release="0.4.0-0.5.1 (2024; source build needed)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="the excerpt is the issue title (Chinese prefix: 'vllm reports'); the reporter's own log is not in the "
          "stored excerpt. The fix is from commenters, not TeleChat or vLLM maintainers (jinzhangLi: 'I found the "
          "limit is the switch(head_size) in csrc/attention/attention_kernels.cu, missing 160'; luyunfan: 'two places, "
          "add the 160 case to the v1 and v2 kernels, then recompile'). Same class as round 10's vllm-1455 (head 32) "
          "with another head size and a model repository's thread")

# ------------------------------------------------------------------ an FP8 KV cache the attention backend refuses
case("vllm-pr14221-v1-flashattn-fp8-kv-refused", "https://github.com/vllm-project/vllm/pull/14221",
     "VLLM_USE_V1=1 vllm serve meta-llama/Llama-3.1-8B-Instruct --port 9000 --kv-cache-dtype fp8\n"
     "...\n"
     "ERROR 03-04 17:08:57 [core.py:303]   File \"/home/mgoin/code/vllm/vllm/v1/attention/backends/flash_attn.py\", "
     "line 185, in __init__\n"
     "ERROR 03-04 17:08:57 [core.py:303]     raise NotImplementedError(\n"
     "ERROR 03-04 17:08:57 [core.py:303] NotImplementedError: FlashAttention V1 with FP8 KV cache no",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "the V1 engine forced on (VLLM_USE_V1=1) with --kv-cache-dtype fp8, March 2025 (0.8.0 development): V1's only "
     "non-MLA attention backend, FlashAttention, had no FP8 KV cache, and users' fp8 setting had been silently "
     "ignored; this PR makes the backend refuse it at startup.",
     "the maintainer (mgoin, PR author): FP8 KV cache is not supported by V1's FlashAttention backend in this "
     "release; run without --kv-cache-dtype fp8 on V1, or let vLLM fall back to the V0 engine (do not force "
     "VLLM_USE_V1=1), where FlashInfer/XFormers take an fp8 cache",
     release="main (March 2025, 0.8.0 development)", gpu=None, gpus=None,
     command="VLLM_USE_V1=1 vllm serve meta-llama/Llama-3.1-8B-Instruct --port 9000 --kv-cache-dtype fp8",
     forbidden=NO_MEMORY_FIX,
     note="judgement call on the source: the log is the maintainer's own 'After' run in the PR that introduced the "
          "refusal (the 'Before' run shows the server starting while ignoring fp8, what users had reported in "
          "vllm#13133/#11329), not a user's incident. The last line is cut where the search excerpt cuts it ('... "
          "FP8 KV cache no'; the rest of the sentence is not in the stored excerpt). Any fix offering another fp8 KV dtype is "
          "wrong here (the grader's general rule)")
# ------------------------------------------------------------------ quantization method the platform has no kernels for
case("vllm-7031-rocm-mi300x-fbgemm-fp8", "https://github.com/vllm-project/vllm/issues/7031",
     "[Bug]: Llama 3.1 405 B FP8 model is not support by vLLM (v0.5.3.post1) on AMD GPU\n\n"
     "vLLM version: 0.5.3.post1 (For ROCm)\n"
     "Model:  meta-llama/Meta-Llama-3.1-405B-Instruct-FP8\n"
     "AMD MI300x GPU\n\n"
     "vLLM is throwing value error when loading meta-llama/Meta-Llama-3.1-405B-Instruct-FP8 on AMD MI300x GPU.\n"
     "Value Erorr: fbgemm_fp8 quantization is currently not supported in ROCm. Refer screenshot for reference.",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "vLLM 0.5.3.post1's ROCm build loading Meta's Llama-3.1-405B-Instruct-FP8, whose config names the fbgemm_fp8 "
     "quantization method: that release's ROCm platform refuses fbgemm_fp8 (FP8 compute had no ROCm kernels yet), "
     "so the load stops at config verification. Not a memory or parallelism problem.",
     "none in that release: vLLM's maintainer (WoosukKwon) answered that FP8 is not yet supported on AMD GPUs and "
     "the vLLM and AMD teams are working on it; the reporter accepted ('Thanks for clarification'). Serving needs a "
     "non-FP8 (bf16) checkpoint or a later vLLM with ROCm FP8 support",
     release="0.5.3.post1 (ROCm build)", gpu="AMD Instinct MI300X", gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call on the kind: the ROCm refusal ('<method> quantization is currently not supported in ROCm') "
          "has no kind of its own; the closest is quantization_unsupported_gpu (method not supported on this GPU), "
          "with no numbers (no capability printed). The error line is the reporter's retyping of a screenshot "
          "('Value Erorr', sic); the first line is the issue title, the next three the reporter's environment")

# ------------------------------------------------------------------ a model feature the release refuses (no kind of its own)
case("vllm-17306-qwq32b-sliding-window-some-layers", "https://github.com/vllm-project/vllm/issues/17306",
     "启动命令：\n"
     "python -m vllm.entrypoints.openai.api_server --model /home/user/Models/QwQ-32B --host \"::\" --port 8600 "
     "--tensor-parallel-size 8 --gpu-memory-utilization 0.95 --max-model-len 40960 --dtype bfloat16 --max-num-seqs 16 "
     "--served-model-name qwq32b --swap-space 10 --enable_prefix_caching --enable-chunked-prefill "
     "--use-v2-block-manager --enforce-eager --disable-custom-all-reduce --trust-remote-code\n\n"
     "错误信息：\n\n"
     "(VllmWorker rank=1 pid=3457224) raise ValueError(\"Sliding window for some but all layers is not \"\n"
     "(VllmWorker rank=1 pid=3457224) ValueError: Sliding window for some but all layers is not supported. This "
     "model uses sliding window but max_window_layers = 64 is less than num_hidden_layers = 64. Please open an issue "
     "to discuss this feature.\n"
     "CRITICAL 04-28 19:54:55 [core_client.py:359] Got fatal signal from worker processes, shutting down. See stack "
     "trace above for root cause issue.\n"
     "(VllmWorker rank=1 pid=3457224) Exception ignored in atexit callback: <function shutdown at 0x7227b809c9d0>\n"
     "(VllmWorker rank=1 pid=3457224) Traceback (most recent call last):",
     "architecture_unsupported", {}, "architecture_unsupported",
     "vLLM 0.8.4 (V1, TP 8) serving QwQ-32B with a config.json the user edited to \"use_sliding_window\": true "
     "(sliding_window 40960, max_window_layers 64 = num_hidden_layers 64): that release's Qwen2 model refused any "
     "sliding-window config that also sets max_window_layers, whatever the numbers (hence the self-contradicting "
     "'64 is less than 64'). A model-feature refusal at model construction; not memory, not parallelism.",
     "vLLM PR #17772 ('[Model] Allow the use of sliding window in Qwen2', merged May 2025, 'FIX #17306') added "
     "per-layer sliding window for Qwen2; on 0.8.4 the load works with the checkpoint's shipped "
     "use_sliding_window false (full attention on every layer)",
     release="0.8.4 (V1)", gpu=None, gpus=8,
     command="python -m vllm.entrypoints.openai.api_server --model /home/user/Models/QwQ-32B --tensor-parallel-size 8 "
             "--gpu-memory-utilization 0.95 --max-model-len 40960 --dtype bfloat16 --max-num-seqs 16",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call on the kind: the refusal ('Sliding window for some but all layers is not supported', "
          "Qwen2's model code up to 0.8.x) has no kind of its own; architecture_unsupported (the release cannot "
          "serve this model configuration; the fix is a newer release) is the closest, head_size_unsupported (an "
          "attention property the release has no path for) the alternative. No numbers named in earlier fixtures "
          "fit max_window_layers/num_hidden_layers, so numbers are empty. The fix comes from the merged PR that "
          "names the issue, found by search; the issue's one comment is not in the stored body. Chinese labels: "
          "'launch command:', 'error message:'")

# ------------------------------------------------------------------ fork after CUDA/HIP init: ROCm, and a wrapper on AMD
case("vllm-7791-rocm-mi300x-mp-fork-tp4", "https://github.com/vllm-project/vllm/issues/7791",
     "from vllm import LLM\n"
     "llm = LLM(\"facebook/opt-13b\", tensor_parallel_size=4, distributed_executor_backend=\"mp\")\n"
     "output = llm.generate(\"San Franciso is a\")\n"
     "(VllmWorkerProcess pid=17498) Process VllmWorkerProcess:\n"
     "(VllmWorkerProcess pid=17498) Traceback (most recent call last):\n"
     "(VllmWorkerProcess pid=17498)   File \"/opt/conda/envs/py_3.9/lib/python3.9/multiprocessing/process.py\", line 315, in _bootstrap\n"
     "(VllmWorkerProcess pid=17498)     self.run()\n"
     "(VllmWorkerProcess pid=17498)   File \"/opt/conda/envs/py_3.9/lib/python3.9/multiprocessing/process.py\", line 108, in run\n"
     "(VllmWorkerProcess pid=17498)     self._target(*self._args, **self._kwargs)\n"
     "(VllmWorkerProcess pid=17498)   File \"/vllm-workspace/vllm/executor/multiproc_worker_utils.py\", line 210, in _run_worker_process\n"
     "(VllmWorkerProcess pid=17498)     worker = worker_factory()\n"
     "(VllmWorkerProcess pid=17498)   File \"/vllm-workspace/vllm/executor/gpu_executor.py\", line 23, in create_worker\n"
     "(VllmWorkerProcess pid=17498)     wrapper.init_worker(**kwargs)\n"
     "(VllmWorkerProcess pid=17498)   File \"/vllm-workspace/vllm/worker/worker_base.py\", line 444, in init_worker\n"
     "(VllmWorkerProcess pid=17498)     self.worker = worker_class(*args, **kwargs)\n"
     "(VllmWorkerProcess pid=17498)   File \"/vllm-workspace/vllm/worker/worker.py\", line 99, in __init__\n"
     "(VllmWorkerProcess pid=17498)     self.model_runner: GPUModelRunnerBase = ModelRunnerClass(\n"
     "(VllmWorkerProcess pid=17498)   File \"/vllm-workspace/vllm/worker/model_runner.py\", line 842, in __init__\n"
     "(VllmWorkerProcess pid=17498)     self.attn_backend = get_attn_backend(\n"
     "(VllmWorkerProcess pid=17498)   File \"/vllm-workspace/vllm/attention/selector.py\", line 108, in get_attn_backend\n"
     "(VllmWorkerProcess pid=17498)     backend = which_attn_to_use(num_heads, head_size, num_kv_heads,\n"
     "(VllmWorkerProcess pid=17498)   File \"/vllm-workspace/vllm/attention/selector.py\", line 206, in which_attn_to_use\n"
     "(VllmWorkerProcess pid=17498)     if current_platform.get_device_capability()[0] != 9:\n"
     "(VllmWorkerProcess pid=17498)   File \"/vllm-workspace/vllm/platforms/rocm.py\", line 15, in get_device_capability\n"
     "(VllmWorkerProcess pid=17498)     return torch.cuda.get_device_capability(device_id)\n"
     "(VllmWorkerProcess pid=17498)   File \"/opt/conda/envs/py_3.9/lib/python3.9/site-packages/torch/cuda/__init__.py\", line 504, in get_device_capability\n"
     "(VllmWorkerProcess pid=17498)     prop = get_device_properties(device)\n"
     "(VllmWorkerProcess pid=17498)   File \"/opt/conda/envs/py_3.9/lib/python3.9/site-packages/torch/cuda/__init__.py\", line 518, in get_device_properties\n"
     "(VllmWorkerProcess pid=17498)     _lazy_init()  # will define _get_device_properties\n"
     "(VllmWorkerProcess pid=17498)   File \"/opt/conda/envs/py_3.9/lib/python3.9/site-packages/torch/cuda/__init__.py\", line 300, in _lazy_init\n"
     "(VllmWorkerProcess pid=17498)     raise RuntimeError(\n"
     "(VllmWorkerProcess pid=17498) RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method\n"
     "(VllmWorkerProcess pid=17499) Process VllmWorkerProcess:\n"
     "INFO 08-22 18:13:08 selector.py:121] Using ROCmFlashAttention backend.",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "vLLM 0.5.4 on ROCm (MI300X, torch built for ROCm 6.1), opt-13b at TP 4 with the multiprocessing executor (the "
     "default for TP > 1): the parent process had already initialised HIP, so each forked worker dies in torch's "
     "lazy init when the attention selector asks for the device capability. The same run with Ray works. Not "
     "memory, not the TP size.",
     "start the workers with spawn (VLLM_WORKER_MULTIPROC_METHOD=spawn) or use distributed_executor_backend='ray'; "
     "vLLM PR #7926 (youkaichao, 'fixes #7791') makes the ROCm platform override the method to spawn, and the "
     "reporter tested it: 'Tested successfully runs and handles inference requests'",
     release="0.5.4 (ROCm build)", gpu="AMD Instinct MI300X", gpus=None,
     command='LLM("facebook/opt-13b", tensor_parallel_size=4, distributed_executor_backend="mp")',
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="the code block is the reporter's Python reproduction; the log is the first worker's traceback as pasted "
          "(the other workers repeat it). The message says CUDA although the device is an AMD GPU (torch's ROCm "
          "build keeps the CUDA wording). The fix comes from the PR that names the issue, found by search")

case("instructlab-2439-ilab-serve-amd-multi-gpu-fork", "https://github.com/instructlab/instructlab/issues/2439",
     "vLLM's default multiprocessing method is incompatible with ROCm and Gaudi\n\n"
     "vLLM defaults to `VLLM_WORKER_MULTIPROC_METHOD=fork`, https://docs.vllm.ai/en/v0.6.1/serving/env_vars.html . "
     "Forking is incompatible with ROCm and Gaudi.\n\n"
     "1. Configure InstructLab to use more than one GPU\n"
     "2. Run `ilab model serve` on a system with more than one AMD GPU\n\n"
     "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use "
     "the 'spawn' start method",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "InstructLab's `ilab model serve` (October 2024, vLLM 0.6.x) with more than one AMD GPU: vLLM's multiprocessing "
     "workers are forked by default and the parent had already initialised the GPU runtime, so the worker dies in "
     "torch's lazy init. A wrapper launch, not memory and not the number of GPUs.",
     "set VLLM_WORKER_MULTIPROC_METHOD=spawn in the environment (the reporter's recommendation, endorsed in the "
     "thread: 'setting the environment variable is the right thing to do in the short term'; vllm serve uses spawn "
     "automatically as of v0.6.3)",
     release="vLLM 0.6.x under InstructLab (October 2024)", gpu="AMD GPUs (more than one)", gpus=None,
     command="ilab model serve",
     forbidden=NO_MEMORY_FIX,
     note="assembled from the issue's title, description, reproduction steps and its one error line (shown under "
          "'Screenshots'); no full log in the thread. The endorsement is a comment relaying another InstructLab "
          "developer's answer (ktam3 quoting 'Russell'). How many GPUs and which TP are not stated, so no TP limit "
          "is forbidden")

BATCH.write()
