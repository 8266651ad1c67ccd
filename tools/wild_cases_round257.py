"""Round-257 blind batch: vLLM start-up failures reported on the issue trackers of projects OTHER than
vllm-project/vllm whose users start vLLM (RL trainers, evaluation harnesses, NIM / Docker wrappers, model repos, ...),
limited to repositories not in USED_REPOS.txt; collected by helper wild257 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round257-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 54 of the 60 allowed, all ``search`` with corpus=issues (no ``find_string``, ``read_file``,
``find_files`` or ``fetch``). 5 cases. Every repository was checked with grep -iF against USED_REPOS.txt and every
candidate url with grep -F against USED_SOURCES.txt before a second look-up was spent on it. The issues corpus leans
hard towards vllm-project/vllm (most hits of the suggested queries were vLLM's own tracker or repositories already in
USED_REPOS.txt), and its excerpts show one turn per thread, so many new-repository threads surfaced with an error but
without the turn that fixes it; a second look-up rarely reached it.

Sources given up (for the lead, not cases):
- Repository already in USED_REPOS.txt (skipped without further look-ups; several urls were also in USED_SOURCES.txt):
  ovg-project/kvcached #29, #110; gensyn-ai/rl-swarm #90; instructlab/instructlab #3466, #1988; runpod-workers/
  worker-vllm #276, #40; vllm-project/llm-compressor #1560, #2319, #1258; NVIDIA-NeMo/RL #463, #2812; Alibaba-NLP/
  DeepResearch #189; lemonade-sdk/vllm-rocm #5; SergiioB/intel-arc-pro-b70-inference-cookbook #4; noonghunna/club-3090
  #4, #613; NVIDIA-AI-Blueprints/bring-llms-to-nim #7; OpenBMB/XAgent #379; substratusai/vllm-docker #37;
  netease-youdao/QAnything #128; zai-org/GLM-4 #510; zai-org/GLM-V #204; liunian-Jay/MU-GOT #2; pytorch/pytorch
  #145170, #175666; Tencent-Hunyuan/HunyuanImage-3.0 #56 (PR #54); huggingface/trl #3788 (unused url, used repo),
  #2688; hiyouga/EasyR1 PR #3425; OpenRLHF #233, #336; ray-project/ray #51193, #51967; basalam/product-catalog-generator
  #10; kaito-project/kaito #2132; MIV-XJTU/FSDrive #21; studio-dots-ai/dots.ocr #179, #44; PaddlePaddle/PaddleOCR
  #16784; BatsResearch/bonito #22; canopyai/Orpheus-TTS #115; modelscope/FunASR #2973; transformerlab/transformerlab-app
  #370; kubeai-project/kubeai #395; bentoml/OpenLLM #771; OpenPipe/ART #176; ROCm/legacy-rocm-build #4386; eugr/
  spark-vllm-docker #296; nlzy/vllm-gfx906 #22, #30; vllm-project/vllm-omni #276, #6836; ai-dynamo/dynamo #391;
  EleutherAI/lm-evaluation-harness #2431, #2490; open-compass/VLMEvalKit #1031; gpustack, QwenLM, xorbitsai,
  LlamaFactory, ms-swift, verl threads.
- New repository, but no usable failure text or no fix in what could be read: zjunlp/KnowLM #106 (OOM after the first
  request was sent, not at start-up); huggingface/open-r1 #475 (GRPO config only, no error line); real-absolute-AI/
  NoisyRollout #7 (host-RAM OOM late in training); IDEA-Research/Rex-Omni #171 (execute_model failure while serving);
  PrimeIntellect-ai/verifiers #101 ('Cannot re-initialize CUDA in forked subprocess' via an xformers import; open, no
  reply reached); 1CatAI/1Cat-vLLM #255, #94, #289 (compressed-tensors AWQ 'Min capability: 75. Current capability: 70'
  on V100 in a Volta-oriented vLLM fork; the resolving turns were not reachable); OpenGVLab/InternVL #1175
  (InternVL3.5-241B, error line not reached), #1173 (chat-template error at request time); pettingllms-ai/PettingLLMs
  #4 (determine_available_memory, error line not reached); guqiong96/Lvllm #14 (undefined symbol cutlass_moe_mm_sm100
  in a fork's source build; no reply reached; the upstream fix is vLLM PR #26098); Yuliang-Liu/MonkeyOCR #125
  (LLM(...) at module top level re-run by the spawn child; final error line and fix not reached), #141 (request-time
  400); qi-hua/async_cosyvoice #21 ('No available memory for the cache blocks' in the title; the stored turn stops
  before the error line and no fix turn was reached in two look-ups); boson-ai/higgs-audio-vllm #23 (DGX Spark, error
  not reached, open); CSCfi/ai-inference-examples #2 (LUMI ROCm module, 'Failed to infer device type'; closed, fix not
  reached); nvidia-cosmos/cosmos-reason1 #21 (RTX 5090 with PyTorch 2.2.2 in the Dockerfile: only the torch sm_120
  warning, no vLLM error shown; open); HaoKang-Timmy/LatencySensitiveBench #19 (sm_120, no fix); FastEval/FastEval #92
  (install-time, no reply); taresh18/orpheus-streaming #7 (request-time); OpenEuroLLM/JudgeArena PR #5 (title only);
  mlcommons/inference #2408 (a question); microsoft/vattention #44 (Sarathi engine, not vLLM).

Judgement calls for the lead (each case's ``note`` says more):
1. Two cases have no fix in the part of the thread that could be read (nim-anywhere #5, closed as
   'issue-in-dependency'; fara #57, open, with five failed workarounds that feed its forbidden list). They were taken
   for their clear start-up messages.
2. fara #57 (CUTLASS-DSL MLIRError '-arch=compute_ is an unsupported option' on a T4 with vLLM 0.15.1) is labelled
   cuda_no_kernel_image / cuda_no_kernel_image after the earlier cosmos-reason2 ptxas-sm121a precedent (a JIT compile
   for an arch the installed stack cannot target); no closer label exists.
3. jetson-ai-lab #421's stored log stops mid-word before the 'unsatisfied condition: cuda>=13' tail, so the issue
   title (which states the CUDA>=13 requirement) is kept at the head of the excerpt.
4. verl-omni #133 fails at 'import verl_omni' (which imports vLLM 0.20.2), before any engine launch; its final
   RuntimeError line and the fixes come from the docs PR #187 that closes the issue.
5. distilabel #326 is a docs issue: the failure is the reporter's run of the documented snippet on Colab, quoted in
   prose; the fix is the float16 dtype the reporter names (their proposed code has a 'Bfloat16' slip, see the note).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round257-blind")
case = BATCH.case

# ------------------------------------------------ NVIDIA/nim-anywhere: llama3-8b NIM (vLLM 0.4.1) on a Titan RTX, bf16
case("nim-anywhere-5-titan-rtx-llama3-8b-nim-vllm041-bfloat16-cc-7.5",
     "https://github.com/NVIDIA/nim-anywhere/issues/5",
     "Received this message starting the LLM.  \n"
     "\n"
     "```\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your NVIDIA TITAN RTX GPU "
     "has compute capability 7.5. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: "
     "--dtype=half.\n"
     "```\n"
     "\n"
     "The model is run with \n"
     "```\n"
     "INFO 07-20 23:02:05.815 ngc_injector.py:146] Profile metadata: tp: 1\n"
     "INFO 07-20 23:02:05.815 ngc_injector.py:146] Profile metadata: feat_lora: false\n"
     "INFO 07-20 23:02:05.815 ngc_injector.py:146] Profile metadata: precision: fp16\n"
     "INFO 07-20 23:02:05.815 ngc_injector.py:146] Profile metadata: llm_engine: vllm\n"
     "INFO 07-20 23:02:05.815 ngc_injector.py:166] Preparing model workspace. This step might download additional files "
     "to run the model.\n"
     "INFO 07-20 23:02:08.174 ngc_injector.py:172] Model workspace is now ready. It took 2.359 seconds\n"
     "INFO 07-20 23:02:08.180 llm_engine.py:98] Initializing an LLM engine (v0.4.1) with config: "
     "model='/tmp/meta--llama3-8b-instruct-0_0f1rb6', speculative_config=None, "
     "tokenizer='/tmp/meta--llama3-8b-instruct-0_0f1rb6', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None,",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "NVIDIA's nim-anywhere project started the meta/llama3-8b-instruct NIM (LLM_NIM_0_MODEL) on a Titan RTX (Turing, "
     "compute capability 7.5); the NIM picked its vLLM profile (precision fp16, tp 1; vLLM 0.4.1 inside), but the "
     "engine was configured with the checkpoint's bfloat16 dtype, which vLLM refuses below compute capability 8.0, so "
     "the LLM never started. The user could not pass --dtype to the NIM container and asked how to set the precision "
     "or pick another model; the maintainers labelled the issue 'issue-in-dependency' (a problem in the NIM, not in "
     "nim-anywhere) and closed it.",
     "none stated in the part of the thread that could be read: closed with the label 'issue-in-dependency'; vLLM's own "
     "message points at float16 (--dtype=half), which the NIM wrapper did not let the user set",
     release="0.4.1 (inside the meta/llama3-8b-instruct NIM, July 2024)",
     gpu="NVIDIA TITAN RTX (24 GB, compute capability 7.5)", gpus=1,
     command=None,
     forbidden=[{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--quantization"}],
     note="Excerpt: the issue body as the search excerpt shows it, cut inside the llm_engine config line (the rest of "
          "that line and of the log is not shown). The NIM's own profile says 'precision: fp16' while vLLM still "
          "received bfloat16: the mismatch is the NIM's, hence the maintainers' 'issue-in-dependency' label. Command "
          "None: the NIM is started by nim-anywhere's scripts, no vllm command is shown. gpus=1: one Titan RTX named. "
          "No fix stated in what could be read; taken for its clear message (a judgement call).")

# ------------------------------------------------ argilla-io/distilabel: docs snippet on a Colab T4 -> bf16 refused
case("distilabel-326-colab-t4-notus-7b-docs-snippet-bfloat16-cc-7.5",
     "https://github.com/argilla-io/distilabel/issues/326",
     "Currently the code snippet in the vLLM section of the guide "
     "(https://distilabel.argilla.io/latest/technical-reference/llms/#vllm) looks like:\n"
     "\n"
     "```python\n"
     "llm = vLLM(\n"
     "    model=LLM(model=\"argilla/notus-7b-v1\"),\n"
     "    task=TextGenerationTask(),\n"
     "...\n"
     "```\n"
     "\n"
     "Running this as-is in a [Colab](https://colab.research.google.com/drive/1iPjuHhvMxe7LjDwZOzDJnXBWSpJ2ybhL?usp=sharing) "
     "notebook will result in \"ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. "
     "Your Tesla T4 GPU has compute capability 7.5.\"",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "distilabel's documented vLLM snippet builds `LLM(model=\"argilla/notus-7b-v1\")` with no dtype, so vLLM takes the "
     "checkpoint's bfloat16; on a free-Colab Tesla T4 (compute capability 7.5) vLLM refuses bfloat16 before loading "
     "anything. The reporter (a docs issue) points out that everyone copying the snippet on Colab hits the same error.",
     "the reporter's proposed docs change: pass the dtype explicitly when running on a T4 — 'If using Tesla T4 on Colab, "
     "specify dtype = float16 to prevent compute compatibility error' (i.e. LLM(model=\"argilla/notus-7b-v1\", "
     "dtype=\"float16\"))",
     release="not stated (February 2024)",
     gpu="Tesla T4 (free Google Colab, 16 GB, compute capability 7.5)", gpus=1,
     command="llm = vLLM(model=LLM(model=\"argilla/notus-7b-v1\"), task=TextGenerationTask())  (distilabel docs snippet)",
     forbidden=[{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--quantization"}],
     note="Excerpt: the issue body's description as the search excerpt shows it, up to and including the quoted error "
          "(the error is quoted inline in prose, not a pasted log); the proposed fix that follows is left out. The "
          "reporter's proposed snippet itself has a slip (it writes dtype=\"Bfloat16\" in the code but says float16 in "
          "the comment); the fix recorded is the float16 the comment names, which is what vLLM's own message and the "
          "linked vLLM PR 1901 point to. The launch is a Python LLM(...) call inside distilabel, no CLI.")

# ------------------------------------------------ microsoft/fara: Fara-7B on a Colab T4, vLLM 0.15.1 CUTLASS DSL cannot target sm_75
case("fara-57-colab-t4-fara-7b-vllm0151-cutlass-dsl-arch-compute-unsupported-option",
     "https://github.com/microsoft/fara/issues/57",
     "vLLM 0.15.1 (current latest) cannot serve Fara-7B on a T4 GPU (sm_75, 15GB VRAM) — the most common free GPU "
     "available via Google Colab. The CUTLASS DSL compiler fails to detect the T4's compute capability, causing a crash "
     "during engine initialization.\n"
     "\n"
     "**Environment**\n"
     "- GPU: NVIDIA T4 (Google Colab free tier), 15GB VRAM, sm_75\n"
     "- vLLM: 0.15.1\n"
     "- PyTorch: 2.9.1+cu128\n"
     "- Python: 3.12\n"
     "- OS: Ubuntu (Colab default)\n"
     "\n"
     "**Error**\n"
     "(EngineCore_DP0 pid=5369) Starting to load model microsoft/Fara-7B...\n"
     "(EngineCore_DP0 pid=5369) ERROR EngineCore failed to start.\n"
     "  File \"nvidia_cutlass_dsl/python_packages/cutlass/base_dsl/compiler.py\", line 148, in compile\n"
     "    pm.run(module.operation)\n"
     "cutlass._mlir._mlir_libs._site_initialize.<locals>.MLIRError: Failure while executing pass pipeline:\n"
     "error: unknown: failed to verify the compilation unit (error 7: NVVM_ERROR_INVALID_OPTION),\n"
     "libNVVM extra log: libnvvm : error: -arch=compute_ is an unsupported option",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "Serving microsoft/Fara-7B (a 7B Qwen2.5-VL-based agent model) with vLLM 0.15.1 (PyTorch 2.9.1+cu128) on a free "
     "Colab Tesla T4 (sm_75, 15 GB): the engine core dies while loading the model because the CUTLASS DSL (CuTe DSL) JIT "
     "that this vLLM release uses cannot target the T4 — it builds an empty arch ('-arch=compute_') and libNVVM rejects "
     "it. The reporter's five workarounds all failed: --enforce-eager (same CUTLASS error), VLLM_USE_V1=0 (same), "
     "TORCH_CUDA_ARCH_LIST=7.5 (not picked up by the DSL), SGLang instead (cuDNN mismatch, then OOM in FP16), and "
     "--max-model-len 8192 --gpu-memory-utilization 0.98 (crashes before model loading). Not a memory problem: a GPU "
     "architecture the installed stack does not support.",
     "none in the part of the thread that could be read (open issue): every flag-level workaround the reporter tried "
     "failed; the remaining ways out are a vLLM / CUTLASS-DSL build that supports sm_75 or an Ampere-or-newer GPU",
     release="0.15.1 (PyTorch 2.9.1+cu128, February 2026)",
     gpu="Tesla T4 (free Google Colab, 15 GB, sm_75)", gpus=1,
     command=None,
     forbidden=[{"flag": "--enforce-eager"}, {"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue body from its first paragraph through the Error block, as the search excerpt shows it; the "
          "'Attempted workarounds (all failed)' table and the Impact section after it are left out of the excerpt and "
          "used for real_cause/forbidden. Kind/cause cuda_no_kernel_image follow the earlier precedent "
          "cosmos-reason2-troubleshooting-ptxas-sm121a (a JIT compile failure for a GPU arch the installed toolchain "
          "cannot target); the message itself is a CUTLASS-DSL MLIRError, not 'no kernel image', a judgement call. "
          "Numbers {}: the only number that matters is the arch, printed as 'sm_75' in prose, not as a compute "
          "capability in the error. --enforce-eager and the memory flags are forbidden because the reporter shows they "
          "do not help. The exact vllm serve command is not shown (only the flags tried), hence command None.")

# ------------------------------------------------ NVIDIA-AI-IOT/jetson-ai-lab: vllm-openai:cosmos3 image needs CUDA>=13, Orin driver 540
case("jetson-ai-lab-421-agx-orin-jp621-cosmos3-edge-vllm-image-needs-cuda13-driver-540",
     "https://github.com/NVIDIA-AI-IOT/jetson-ai-lab/issues/421",
     "Cosmos3-Edge on AGX Orin: vllm/vllm-openai:cosmos3 requires CUDA≥13 (driver rejects 540.x); from-source build "
     "blocked by PyTorch 2.11 requirement — CUDA 12.6 workaround included\n"
     "\n"
     "Following the AGX Orin instructions at https://www.jetson-ai-lab.com/models/cosmos3-edge/ (also "
     "`src/content/models/cosmos3-edge.md` in this repo), I tried to serve Cosmos3-Edge on a Jetson AGX Orin 64GB.\n"
     "\n"
     "**Environment**\n"
     "- JetPack 6.2.1 (`nvidia-jetpack 6.2.1+b38`), L4T R36.4.3\n"
     "- CUDA 12.6.68, **driver 540.4.0**, cuDNN 9.3.0\n"
     "- PyTorch 2.10.0 (aarch64, cu126 build — the latest currently available for this platform)\n"
     "\n"
     "---\n"
     "\n"
     "### Issue 1 — `vllm/vllm-openai:cosmos3` Docker image fails to run\n"
     "\n"
     "```bash\n"
     "sudo docker run -it --rm --pull always \\\n"
     "  --runtime=nvidia --network host \\\n"
     "  -v $HOME/.cache/huggingface:/root/.cache/huggingface \\\n"
     "  --entrypoint \"\" \\\n"
     "  vllm/vllm-openai:cosmos3 \\\n"
     "  vllm serve nvidia/Cosmos3-Edge \\\n"
     "    --host 0.0.0.0 --port 8000 \\\n"
     "    --trust-remote-code \\\n"
     "    --max-model-len 16384 \\\n"
     "    --gpu-memory-utilization 0.8\n"
     "```\n"
     "\n"
     "```\n"
     "cosmos3: Pulling from vllm/vllm-openai\n"
     "Digest: sha256:db0bb920b0b54e82ea96a98659bbd21921f87d0dcfc86feffdafa2db3f08be55\n"
     "Status: Image is up to date for vllm/vllm-openai:cosmos3\n"
     "docker: Error response from daemon: failed to create task for container: failed to create shim task:\n"
     "OCI runtime create failed: failed to create NVIDIA Container Runtime: failed to construct OCI spec modi",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "Following Jetson AI Lab's own Cosmos3-Edge page, the reporter ran the vllm/vllm-openai:cosmos3 image on a Jetson "
     "AGX Orin 64GB with JetPack 6.2.1 (CUDA 12.6, driver 540.4.0). The image is built for CUDA 13, and the NVIDIA "
     "container runtime refuses to create the container because the Orin's 540.x driver does not satisfy the image's "
     "CUDA>=13 requirement — vLLM never starts. Building vLLM from source on the host was blocked too (the needed vLLM "
     "requires PyTorch 2.11; the newest Orin/cu126 PyTorch is 2.10).",
     "the reporter's own 'CUDA 12.6 workaround' (named in the issue title; its steps are in the part of the issue that "
     "could not be read): serve Cosmos3-Edge with a CUDA 12.6 stack that the JetPack 6 driver supports instead of the "
     "CUDA-13 cosmos3 image; the image itself would need a driver/JetPack that supports CUDA 13",
     release="the vllm/vllm-openai:cosmos3 image (CUDA 13 build, July 2026)",
     gpu="NVIDIA Jetson AGX Orin 64GB (JetPack 6.2.1, driver 540.4.0, CUDA 12.6)", gpus=1,
     command="sudo docker run -it --rm --pull always --runtime=nvidia --network host -v $HOME/.cache/huggingface:/root/"
             ".cache/huggingface --entrypoint \"\" vllm/vllm-openai:cosmos3 vllm serve nvidia/Cosmos3-Edge --host 0.0.0.0 "
             "--port 8000 --trust-remote-code --max-model-len 16384 --gpu-memory-utilization 0.8",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Excerpt: the issue title (it states the requirement the cut log does not reach: 'requires CUDA≥13 (driver "
          "rejects 540.x)'), then the body through Issue 1's log exactly as the stored excerpt shows it — it stops "
          "mid-word at 'failed to construct OCI spec modi' (the 'unsatisfied condition: cuda>=13' tail is not in the "
          "stored text). Issue 2 (the from-source build blocked by PyTorch 2.11) and the workaround are not in the "
          "excerpt. Kind/cause cuda_driver_mismatch as in the earlier 'unsatisfied condition: cuda>=12.x' container "
          "cases (vllm-5635, h2ogpt FAQ). Memory flags are beside the point: the container never starts.")

# ------------------------------------------------ verl-project/verl-omni: vllm 0.20.2 wheels need CUDA >= 12.9, host driver 535 / CUDA 12.8
case("verl-omni-133-driver-535-cuda-12.8-vllm0202-import-driver-too-old-12080",
     "https://github.com/verl-project/verl-omni/issues/133",
     "My env is CUDA12.8 + driver 535. I encountered the error when verifying verl-omni by `python -c \"import verl_omni; "
     "print('VeRL-Omni ready')\"`. Does it mean the CUDA driver 535 is too old to support `vllm==0.20.2`? Or is there any "
     "alternative approach to run on CUDA driver 535? Thanks!\n"
     "```\n"
     "(.venv-manual) root@kml-dtmachine-24045-prod:/home/yeyuxiao/.conda/envs/verl-omni-py312# "
     "/home/yeyuxiao/.conda/envs/verl-omni-py312/bin/python -c \"import verl_omni; print('VeRL-Omni ready')\"\n"
     "/home/yeyuxiao/.conda/envs/verl-omni-py312/lib/python3.12/site-packages/torch/cuda/__init__.py:180: UserWarning: "
     "CUDA initialization: The NVIDIA driver on your system is too old (found version 12080). Please update your GPU "
     "driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx "
     "Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of "
     "the CUDA driver. (Triggered internally at /pytorch/c10/cuda/CUDAFunctions.cpp:119.)\n"
     "  return torch._C._cuda_getDeviceCount() > 0\n"
     "INFO 06-03 08:39:32 [nixl_utils.py:20] Setting UCX_RCACHE_MAX_UNRELEASED to '1024' to avoid a rare memory leak in "
     "UCX when using NIXL.\n"
     "WARNING 06-03 08:39:32 [nixl_utils.py:34] NIXL is not available\n"
     "WARNING 06-03 08:39:32 [nixl_utils.py:44] NIXL agent config is not available",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "verl-omni's gpu extra installs vllm==0.20.2, whose prebuilt wheels (and the torch they pull in) target CUDA >= "
     "12.9; the reporter's host has driver 535 exposing CUDA 12.8 ('found version 12080'), so CUDA initialisation fails "
     "as soon as verl_omni imports vLLM — before any model or engine is configured. Per the follow-up docs PR #187 the "
     "import ends in 'RuntimeError: The NVIDIA driver on your system is too old (found version 12080)'.",
     "two recovery paths validated in the thread and written into verl-omni's install guide by PR #187 (which closes "
     "#133): install the conda-forge `cuda-compat` forward-compatibility package (maintainer-endorsed by @zhtmike; works "
     "only with the proprietary kernel module and select datacenter/professional GPUs), or build vllm from source "
     "against the local CUDA 12.8 toolkit (community-validated on CUDA 12.8 / H200); upgrading the driver is the general "
     "alternative, mirroring vLLM's 'Running on systems with older CUDA drivers' guidance",
     release="0.20.2 (prebuilt wheel, CUDA >= 12.9; June 2026)",
     gpu="not named by the reporter (driver 535, CUDA 12.8 host)", gpus=None,
     command="python -c \"import verl_omni; print('VeRL-Omni ready')\"",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Excerpt: the issue body as the stored excerpt shows it (the greeting line dropped), cut after the NIXL "
          "warnings where the stored text stops at 'Trac' (the traceback itself is not in the stored text). The final "
          "RuntimeError line is known only from the docs PR #187 that closes the issue (quoted in real_cause, not added "
          "to the excerpt). Judgement call: the failure is at 'import verl_omni' (which imports vLLM), a pre-launch "
          "failure rather than a vllm serve; taken because the thread is about running vLLM 0.20.2 on that host. "
          "gpus None: the reporter never names the GPU (the H200 in the PR is another user's validation).")

if __name__ == "__main__":
    BATCH.write()
