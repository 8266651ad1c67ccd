"""Round-673 blind batch: vLLM start-up failures on OLD and COMMUNITY-SUPPORTED GPUs (Pascal P40 / P100 / GTX 10xx,
Volta V100 under releases that dropped or broke it, AMD gfx906 and Radeon consumer cards through community forks,
Turing T4 / RTX 20xx with kernels that need sm_80+), any tracker, 2024-2026; collected by helper wild673 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round673-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 40 allowed, all ``search`` (35 corpus=issues, 1 code, 1 pages). 5 cases: vllm #13255 (2x Tesla
P100, Inductor's Triton refusing capability 6.0), 1CatAI/1Cat-vLLM #8 (V100 fork, Qwen3.5-27B-AWQ TP 2 on 16 GB cards,
OOM in the multimodal profile run), sasha0552/pascal-pkgs-ci #50 (Pascal, a Triton kernel needing 98304 bytes of
shared memory against 49152), opendatalab/MinerU #3603 (Quadro RTX 6000, vLLM 0.10.1.1 falls back to V0 below 8.0
while MinerU builds the V1 AsyncLLM), sasha0552/pascal-pkgs-ci #51 (vllm-pascal 0.8.5.post1: the 'vllm' distribution
metadata missing -> UnspecifiedPlatform). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt
and against the earlier rounds' skip lists (tools/wild_cases_round*.py) before it was spent on.

The slice is close to MINED OUT. The common messages of old GPUs (Bfloat16 below 8.0, 'too old to be supported by the
triton GPU compiler', 'no kernel image', AWQ / Marlin / compressed-tensors capability refusals, FlashInfer 'requires
sm75', FlashAttention 'only supports Ampere', the V1 FA-version assert on V100, Triton shared memory on T4) return
threads that are all in USED_SOURCES.txt or in an earlier round's skip list; nlzy/vllm-gfx906, 1Cat-vLLM and
pascal-pkgs-ci were already mined (7, 15 and 4 sources used before this round). What was left came from the forks'
less obvious issues (package metadata, shared memory, a multimodal profile OOM) and from one downstream tool (MinerU).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #19185, #39878, #14040, #4202, #13398, #8885, #32732, #14817, #9990, #13202,
  #21633, #4187, #3040; pascal-pkgs-ci #5, #9, #21, #23; nlzy/vllm-gfx906 #5, #12, #14, #44, #59; 1Cat-vLLM #13, #255;
  zai-org/GLM-4 #510; substratusai/vllm-docker #37; LlamaFactory #4960; QwenLM/Qwen #913; QAnything #128; gpustack
  #1497, #1774; transformerlab-app #370; intel/llm-scaler #270; Orpheus-TTS #74; rhoai-maas-guide #53;
  kyuz0/amd-strix-halo-vllm-toolboxes #73.
- Named in earlier rounds' skip lists (not re-opened): vllm #27729, #8626, #19542, #17290 (P100, collect_env only in the
  chunks seen), #8189, #36802, #15853, #32838, #14154, #29707, #42393, #36615, #1431 / #963 / #1284 / #946 / #730 /
  #1157 (2023); nlzy/vllm-gfx906 #15, #30, #31, #41; ROCm/vllm #527; ROCm/legacy-rocm-build #4386;
  sebastianmechno-sys/vllm-rocm-windows-rdna2 #7; aivrar/vllm-windows-build #14; OpenPipe/ART #176; unsloth #2887;
  FlashML-org/FreeToken #246 (not vLLM).
- Error line not in the stored chunks: opendatalab/MinerU #3909 (V100 on the vllm-openai:v0.10.2 image, the Dosu bot
  names FlashInfer's sm75 floor; the description stops in the Dockerfile); MinerU #3603's first reporter (silenceli,
  loguru traceback cut before the error; the case uses the second reporter's comment); btbtyler09/mi100-llm-testing #2
  and pascal-pkgs-ci #26 (screenshots only; #26's maintainer answer is cited in pascal-pkgs-ci-51's fix).
- Not a vLLM start-up failure or no error: pascal-pkgs-ci #46 (install thread; a triton_pascal 3.4.0 ptxas
  '.evict_last requires sm_70' comment without its launch), #38 (a manual build), #13 (the same metadata problem as #51
  shown on `vllm -v`; cited in #51's fix), #31 (an ImportError title with no log); kalavai-client #20 (no log);
  vllm #6565 / PR #12431 / PR #4409 (builds and feature requests); mixa3607/ML-gfx906 #1, #5 (usage, a CRLF script).
- Not citable: the code corpus's 'v1 Kaggle: What Broke and Why' (T4) and 'Tesla P40 LLM Inference Guide' notes came
  back as excerpts without a repository name.

Judgement calls for the lead:
1. vllm-13255: the description goes on, after a screenshot of a changed launch, to a second failure (torch OOM, 'GPU 1
   has a total capacity of 15.89 GiB'); the excerpt stops before it so that it holds one failure. No answer is in the
   stored text; kind/cause cuda_no_kernel_image as the three earlier fixtures of this Triton message (vllm-13202,
   vllm-14547, pascal-pkgs-ci-23). The startup command is a screenshot, so command None.
2. 1cat-vllm-8: the excerpt joins three stored chunks of one interleaved log (the command, two banner lines, the worker's
   profile_run frames and the EngineCore's 'Worker failed with error ...' line) in that order; the partial line cut at a
   chunk edge is left out. No answer is in the stored text. oom_profiling because the frames place the OOM in
   gpu_model_runner.profile_run's dummy multimodal encoder pass with max-model-len / batched tokens already at 128.
   The title says 4x V100 16 GB but the launch uses TP 2 (CUDA_VISIBLE_DEVICES lists four cards), so gpus=4 and TP 4 is
   allowed as a fix.
3. pascal-pkgs-ci-50: it is not sure that this is a start-up failure ('For long context' suggests a long prompt at
   request time, the prefix-prefill Triton kernel the reporter names); taken as a failure caused by how the engine was
   launched (long context on a Pascal card) and labelled like the earlier Triton shared-memory fixtures
   (triton_shared_memory_exceeded / attention_backend_gpu, numbers required_bytes / limit_bytes). The cause is the
   reporter's own reading (prefix_prefill.py's hard-coded BLOCK_M / BLOCK_N); no maintainer answer. Drop it if the
   batch should hold start-up failures only. The GPU model is not named (the reporter's other issue, #5, is 4x P100).
4. mineru-3603: the vLLM message 'Using V1 AsyncLLMEngine, but envs.VLLM_USE_V1=False. This should not happen' is
   labelled vllm_check_failed / vllm_check_failed like the three earlier fixtures of this check (easysteer-13,
   unsloth-1972, the RLDecisionAgent note); the lead may prefer attention_backend_gpu or release_regression (the V0
   fallback below capability 8.0 in 0.10.1.1; vLLM 0.10.2 runs V1 on Turing). The fix is the Dosu bot's reply quoted in
   the thread (MinerU's own Turing image, vllm/vllm-openai:v0.10.2, PR #3550), not a confirmed report.
5. pascal-pkgs-ci-51: kind no_gpu_visible (the label of every earlier 'UnspecifiedPlatform' fixture) but cause
   dependency_missing: the GPU is there; importlib.metadata cannot find a distribution named 'vllm' because the fork is
   installed as 'vllm-pascal', so platform detection fails. No earlier cause fits exactly; the lead may prefer
   no_gpu_visible or a new cause (package metadata under another name). The title and the reporter's 'Issue:' summary
   stay in the excerpt; the 'Root cause:' and 'Workaround:' sections are left out.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round673-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #13255: 2x Tesla P100 16G, Inductor -> Triton refuses capability 6.0
case("vllm-13255-2xp100-inductor-triton-too-old-capability-6.0",
     "https://github.com/vllm-project/vllm/issues/13255",
     "[Usage]: Multiple card issues\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "My machine has two Tesla P100 16G computing cards. Nvidia driver, cuda, and cudnn have all been installed. My vllm "
     "startup code is as follows:\n"
     "![Image](https://github.com/user-attachments/assets/5770133d-6089-41d7-ab73-11c987c67f0e)\n"
     "```\n"
     "[rank0]: torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\n"
     "[rank0]: RuntimeError: Found Tesla P100-PCIE-16GB which is too old to be supported by the triton GPU compiler, "
     "which is used as the backend. Triton only supports devices of CUDA Capability >= 7.0, but your device is of CUDA "
     "capability 6.0\n"
     "```",
     "cuda_no_kernel_image", {"compute_capability": "6.0"}, "cuda_no_kernel_image",
     "Two Tesla P100-PCIE-16GB (Pascal, compute capability 6.0) with a stock vLLM of February 2025: the launch reaches "
     "torch.compile, whose Inductor backend compiles through Triton, and Triton refuses every GPU below capability 7.0. "
     "The hardware is below what vLLM and its Triton support; not a memory or flag problem.",
     "not in the stored text of this thread (closed). For the same message on Pascal, vLLM's maintainer pointed to the "
     "hardware compatibility matrix (vllm #13202: the GPU is unsupported), and the community Pascal builds "
     "(sasha0552/pascal-pkgs-ci: vllm-pascal with a patched triton-pascal, or its docker image) are what runs on these "
     "cards",
     release=None, gpu="NVIDIA Tesla P100-PCIE-16GB", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--dtype", "value": "bfloat16"}],
     note="Excerpt: the title and the description up to the first error block as the stored chunk shows them; the "
          "launch is a screenshot. The description continues with 'If I change this:' (a second screenshot) and a torch "
          "OutOfMemoryError on GPU 1 (15.89 GiB total); that second failure is left out.")

# ---------------------------------------- 1CatAI/1Cat-vLLM #8: V100 16G x4 (TP 2), Qwen3.5-27B-AWQ, vision profile run OOM
case("1cat-vllm-8-v100-16g-tp2-qwen35-27b-awq-mm-profile-run-oom-136mib-15.77gib",
     "https://github.com/1CatAI/1Cat-vLLM/issues/8",
     "[Bug]: 4x v100 16g无法带视觉开128上下文\n"
     "\n"
     "```text\n"
     "export CUDA_VISIBLE_DEVICES=0,1,2,3\n"
     "export VLLM_DISABLE_PYNCCL=1\n"
     "python -m vllm.entrypoints.openai.api_server \\\n"
     "  --model Qwen3.5-27B-AWQ \\\n"
     "  --served-model-name qwen35-27b \\\n"
     "  --tensor-parallel-size 2 \\\n"
     "  --dtype float16 \\\n"
     "  --gpu-memory-utilization 0.80 \\\n"
     "  --max-model-len 128 \\\n"
     "  --max-num-seqs 1 \\\n"
     "  --max-num-batched-tokens 128 \\\n"
     "  --trust-remote-code \\\n"
     "  --attention-backend TRITON_ATTN \\\n"
     "  --disable-custom-all-reduce \\\n"
     "  --limit-mm-per-prompt '{\"image\":1,\"video\":0}' \\\n"
     "  --compilation-config '{\"cudagraph_mode\":\"full_and_piecewise\",\"cudagraph_capture_sizes\":[1]}' \\\n"
     "  --default-chat-template-kwargs '{\"enable_thinking\": false}' \\\n"
     "  --enable-auto-tool-choice \\\n"
     "  --tool-call-parser qwen3_coder \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --port 8201\n"
     "```\n"
     "上面是我的启动命令，下面是输出\n"
     "```text\n"
     "(APIServer pid=371100) INFO 03-18 10:58:00 [utils.py:314]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version "
     "0.15.2rc2.dev11+g1e881169f\n"
     "(APIServer pid=371100) INFO 03-18 10:58:00 [utils.py:314]   █▄█▀ █     █     █     █  model   Qwen3.5-27B-AWQ\n"
     "(Worker_TP2 pid=371746) ERROR 03-18 10:58:50 [multiproc_executor.py:852]   File "
     "\"/sdd/miniconda3/envs/vllm-v100/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py\", line 5141, in "
     "profile_run\n"
     "(Worker_TP2 pid=371746) ERROR 03-18 10:58:50 [multiproc_executor.py:852]     dummy_encoder_outputs = "
     "self.model.embed_multimodal(\n"
     "(EngineCore_DP0 pid=371507) ERROR 03-18 10:58:50 [core.py:966]                                                    "
     "   ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP2 pid=371746) ERROR 03-18 10:58:50 [multiproc_executor.py:852]                             "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP2 pid=371746) ERROR 03-18 10:58:50 [multiproc_executor.py:852]   File "
     "\"/sdd/miniconda3/envs/vllm-v100/lib/python3.12/site-packages/vllm/model_executor/models/qwen3_vl.py\", line 1909, "
     "in embed_multimodal\n"
     "(EngineCore_DP0 pid=371507) ERROR 03-18 10:58:50 [core.py:966]   File "
     "\"/sdd/miniconda3/envs/vllm-v100/lib/python3.12/site-packages/vllm/v1/engine/core.py\", line 242, in "
     "_initialize_kv_caches\n"
     "(Worker_TP2 pid=371746) ERROR 03-18 10:58:50 [multiproc_executor.py:852]     image_embeddings = "
     "self._process_image_input(multimodal_input)\n"
     "(Worker_TP2 pid=371746) ERROR 03-18 10:58:50 [multiproc_executor.py:852]                        "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=371507) ERROR 03-18 10:58:50 [core.py:966] RuntimeError: Worker failed with error 'CUDA out of "
     "memory. Tried to allocate 136.00 MiB. GPU 0 has a total capacity of 15.77 GiB of which 27.94 MiB is free. "
     "Including non-PyTorch memory, this process has 15.73 GiB memory in use. Of the allocated memory 14.24 GiB is "
     "allocated by PyTorch, and 840.32 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is "
     "large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for "
     "Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)', please check the "
     "stack trace above for the root cause\n"
     "```",
     "oom_profiling",
     {"gpu_memory_utilization": 0.8, "tensor_parallel_size": 2, "max_model_len": 128, "max_num_seqs": 1,
      "max_num_batched_tokens": 128, "total_gib": 15.77, "free_gib": 0.03, "tried_gib": 0.13, "dtype": "float16"},
     "oom_profiling",
     "1Cat-vLLM (a vLLM 0.15.2 fork for V100 / SM70) serving Qwen3.5-27B-AWQ with its vision tower on V100 16 GB cards at "
     "tensor parallel 2: the weights loaded, then the V1 profile run pushed a dummy image of the largest size through "
     "the Qwen3-VL-style vision encoder (gpu_model_runner.profile_run -> embed_multimodal -> _process_image_input) and "
     "ran out of the 15.77 GiB card (14.24 GiB already held by PyTorch). The text side was already minimal (max model "
     "len, batched tokens 128, one sequence), so the encoder's profiling activations on top of half of a 27B model per "
     "card are what does not fit, not the KV cache or the context length.",
     "not in the stored text of this thread (closed). From the log: spread the model over all four cards (TP 4), cap the "
     "image size the profile run uses (a smaller max_pixels through --mm-processor-kwargs, or fewer / no image items "
     "with --limit-mm-per-prompt), or serve text-only; a shorter context or fewer sequences cannot help, they are "
     "already at their minimum",
     release="0.15.2rc2.dev11+g1e881169f (1Cat-vLLM fork)", gpu="NVIDIA Tesla V100 16GB", gpus=4,
     command="python -m vllm.entrypoints.openai.api_server --model Qwen3.5-27B-AWQ --served-model-name qwen35-27b "
             "--tensor-parallel-size 2 --dtype float16 --gpu-memory-utilization 0.80 --max-model-len 128 "
             "--max-num-seqs 1 --max-num-batched-tokens 128 --trust-remote-code --attention-backend TRITON_ATTN "
             "--disable-custom-all-reduce --limit-mm-per-prompt '{\"image\":1,\"video\":0}' --compilation-config "
             "'{\"cudagraph_mode\":\"full_and_piecewise\",\"cudagraph_capture_sizes\":[1]}' --default-chat-template-kwargs "
             "'{\"enable_thinking\": false}' --enable-auto-tool-choice --tool-call-parser qwen3_coder --host 0.0.0.0 "
             "--port 8201",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--max-num-seqs"}, {"flag": "--max-num-batched-tokens"},
                {"flag": "--gpu-memory-utilization", "at_most": 0.8}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--dtype", "value": "bfloat16"}],
     note="Excerpt: the title, the launch block, the sentence '上面是我的启动命令，下面是输出' ('above is my launch "
          "command, below is the output'), two lines of the version banner, the worker's profile_run frames and the "
          "EngineCore's 'Worker failed with error' line, joined from three stored chunks of one interleaved log in that "
          "order; a line cut at a chunk edge is left out. Title: '4x V100 16G cannot open 128 context with vision'.")

# ---------------------------------------- sasha0552/pascal-pkgs-ci #50: Pascal, long context -> Triton shared memory 98304 of 49152
case("pascal-pkgs-ci-50-pascal-long-context-triton-shared-memory-98304-of-49152",
     "https://github.com/sasha0552/pascal-pkgs-ci/issues/50",
     "Exceeding shared memory limit for long context\n"
     "\n"
     "For long context, I am getting this error:\n"
     "\n"
     "```\n"
     "triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: 49152. "
     "Reducing block sizes or `num_stages` may help.\n"
     "```\n"
     "\n"
     "Is there a way to control triton to reduce the amount of shared memory it requires? Unfortunately, Pascal class "
     "has much smaller shared memory than more modern GPUs.",
     "triton_shared_memory_exceeded", {"required_bytes": 98304, "limit_bytes": 49152}, "attention_backend_gpu",
     "A Pascal GPU running the community vllm-pascal build (sasha0552/pascal-pkgs-ci): with a long context, a Triton "
     "attention kernel was compiled with tile sizes needing 98,304 bytes of shared memory per block, twice the 48 KB "
     "per-block limit of Pascal. The reporter traced it to vLLM's prefix_prefill.py: the project's patch for vLLM PR "
     "#11584 (smaller blocks for small-shared-memory GPUs) covers part of it, but BLOCK_M / BLOCK_N are hard-coded "
     "further down. A kernel tile-size problem on this GPU generation, not a GPU memory (VRAM) shortage.",
     "no fix reached (open, no maintainer reply in the stored text). The reporter's own diagnosis (2025-10-20): the "
     "hard-coded block sizes later in prefix_prefill.py also need lowering for Pascal, beyond the existing "
     "9999-11584.patch of pascal-pkgs-ci",
     release=None, gpu="NVIDIA Pascal (model not named in the issue)", gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--swap-space"}],
     note="Excerpt: the title and the whole description as stored; the reporter's follow-up comment (the prefix_prefill "
          "diagnosis) is left out. Possibly a failure at a long request rather than at start-up (judgement call 3).")

# ---------------------------------------- opendatalab/MinerU #3603: Quadro RTX 6000 (7.5), vLLM 0.10.1.1 falls back to V0, MinerU builds V1 AsyncLLM
case("mineru-3603-quadro-rtx6000-cc75-vllm-01011-v0-fallback-v1-asyncllm-vllm-use-v1-false",
     "https://github.com/opendatalab/MinerU/issues/3603",
     "mineru-gradio --server-name 0.0.0.0 --server-port 7860 --enable-vllm-engine true\n"
     "报错\n"
     "\n"
     "2025-09-26 00:17:22.037 | INFO     | mineru.backend.vlm.custom_logits_processors:enable_custom_logits_processors:37 "
     "- compute_capability: 7.5 < 8.0 and vllm version: 0.10.1.1 < 0.10.2, disable custom_logits_processors\n"
     "INFO 09-26 00:17:30 [__init__.py:711] Resolved architecture: Qwen2VLForConditionalGeneration\n"
     "WARNING 09-26 00:17:30 [__init__.py:2768] Your device 'Quadro RTX 6000' (with compute capability 7.5) doesn't "
     "support torch.bfloat16. Falling back to torch.float16 for compatibility.\n"
     "WARNING 09-26 00:17:30 [__init__.py:2819] Casting torch.bfloat16 to torch.float16.\n"
     "INFO 09-26 00:17:30 [__init__.py:1750] Using max model len 16384\n"
     "WARNING 09-26 00:17:30 [arg_utils.py:1770] Compute Capability < 8.0 is not supported by the V1 Engine. Falling "
     "back to V0.\n"
     "2025-09-26 00:17:31.369 | ERROR    | mineru.cli.gradio_app:main:277 - Using V1 AsyncLLMEngine, but "
     "envs.VLLM_USE_V1=False. This should not happen. As a workaround, try using AsyncLLMEngine.from_vllm_config(...) or "
     "explicitly set VLLM_USE_V1=0 or 1 and report this issue on Github.\n"
     "Traceback (most recent call last):\n"
     "\n"
     "  File \"/usr/local/bin/mineru-gradio\", line 7, in <module>\n"
     "    sys.exit(main())",
     "vllm_check_failed", {"compute_capability": "7.5", "max_model_len": 16384}, "vllm_check_failed",
     "MinerU 2.5's gradio app with its vLLM engine on a Quadro RTX 6000 (Turing, capability 7.5) inside an image with "
     "vLLM 0.10.1.1: that vLLM's engine oracle does not run the V1 engine below capability 8.0 and falls back to V0 "
     "('Compute Capability < 8.0 is not supported by the V1 Engine. Falling back to V0.'), but MinerU constructs "
     "vllm.v1.engine.async_llm.AsyncLLM directly, so vLLM's own consistency check refuses a V1 AsyncLLM while "
     "envs.VLLM_USE_V1 is False. A Turing GPU under a vLLM release whose V1 engine needs Ampere, not a memory problem.",
     "not confirmed by the reporter in the stored text. The reply quoted in the thread (the Dosu bot, citing MinerU PR "
     "#3550): for a Turing card (7.5) use the vllm/vllm-openai:v0.10.2 base image, whose V1 engine runs below 8.0 "
     "(MinerU's own Dockerfile names that image for Turing), or fall back to MinerU's pipeline backend",
     release="0.10.1.1 (MinerU 2.5 docker image)", gpu="NVIDIA Quadro RTX 6000", gpus=None,
     command="mineru-gradio --server-name 0.0.0.0 --server-port 7860 --enable-vllm-engine true",
     forbidden=_MEM + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the comment of a second reporter (userGuo-o, 2025-09-26) as stored, cut after the first traceback "
          "frame (MinerU's loguru traceback, long and decorated). '报错' = 'error'. The first reporter's traceback (a "
          "later comment by silenceli) does not reach its error in the stored chunks and is not used.")

# ---------------------------------------- sasha0552/pascal-pkgs-ci #51: vllm-pascal 0.8.5.post1, no 'vllm' dist metadata -> UnspecifiedPlatform
case("pascal-pkgs-ci-51-vllm-pascal-0851-vllm-metadata-missing-unspecified-platform",
     "https://github.com/sasha0552/pascal-pkgs-ci/issues/51",
     "vllm-pascal fails due to missing \"vllm\" package metadata (platform detection broken)\n"
     "\n"
     "Environment:\n"
     "- Ubuntu 22.04\n"
     "- Python 3.10\n"
     "- vllm-pascal==0.8.5.post1+cu121\n"
     "\n"
     "Issue:\n"
     "vLLM fails to start with errors like:\n"
     "- \"The vLLM package was not found\"\n"
     "- \"No platform detected, UnspecifiedPlatform\"\n"
     "- RecursionError in attention backend selection\n"
     "\n"
     "Details of what happened:\n"
     "`$ vllm serve facebook/opt-125m \\\n"
     "  --dtype float16 \\\n"
     "  --device cuda \\\n"
     "  --disable-async-output-proc \\\n"
     "  --block-size 16 \\\n"
     "  --worker-cls vllm.worker.worker.Worker\n"
     "\n"
     "WARNING 05-10 03:15:22 [__init__.py:25] The vLLM package was not found, so its version could not be inspected. "
     "This may cause platform detection to fail.\n"
     "WARNING 05-10 03:15:22 [__init__.py:25] The vLLM package was not found, so its version could not be inspected. "
     "This may cause platform detection to fail.\n"
     "INFO 05-10 03:15:22 [__init__.py:243] No platform detected, vLLM is running on UnspecifiedPlatform\n"
     "INFO 05-10 03:15:26 [api_server.py:1043] vLLM API server version 0.8.5.post1\n"
     "`",
     "no_gpu_visible", {"dtype": "float16"}, "dependency_missing",
     "The community Pascal build is installed as the distribution 'vllm-pascal' (0.8.5.post1+cu121); vLLM's platform "
     "detection calls importlib.metadata.version('vllm'), finds no distribution named 'vllm', and so detects no CUDA "
     "platform (UnspecifiedPlatform) although the GPU is present; the server then fails in attention-backend selection. "
     "A packaging problem of the fork's wheel name, not a missing GPU, driver or memory problem.",
     "the reporter's workaround worked: copy vllm_pascal-0.8.5.post1+cu121.dist-info to vllm-0.8.5.post1.dist-info, "
     "after which CUDA is detected and the server starts. The maintainer's answer to the same known issue (pascal-pkgs-ci "
     "#26, #13): create a transient package from 'vllm' to 'vllm-pascal' (transient-package create --source vllm "
     "--target vllm-pascal ...) and install it",
     release="0.8.5.post1 (vllm-pascal 0.8.5.post1+cu121)", gpu="NVIDIA Pascal (model not named in the issue)",
     gpus=None,
     command="vllm serve facebook/opt-125m --dtype float16 --device cuda --disable-async-output-proc --block-size 16 "
             "--worker-cls vllm.worker.worker.Worker",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype", "value": "bfloat16"}],
     note="Excerpt: the title and the description up to the end of the pasted log; the 'Root cause:', 'Workaround:' and "
          "'Sug[gestion]' sections are left out. The RecursionError itself is named only in the reporter's summary "
          "('Issue:' list), not pasted.")

BATCH.write()
