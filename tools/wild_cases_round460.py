"""Round-460 blind batch: vLLM start-up failures on NVIDIA's unified-memory / ARM hosts (DGX Spark / GB10, Jetson Orin /
Thor, GH200 / GB200), taken from the community trackers around them (spark-arena/sparkrun, eugr/spark-vllm-docker,
Avarok-Cybersecurity/dgx-vllm, dusty-nv/jetson-containers, NVIDIA-AI-IOT, NVIDIA/dgx-spark-playbooks) and vLLM's own
tracker, 2024-2026; collected by helper wild460 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round460-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch / find_string). 4 cases:
spark-arena/sparkrun #220 (DeepGEMM's JIT has no sm121 MQA-logits header, GLM-5.2-NVFP4 on 8x DGX Spark),
spark-arena/sparkrun #280 (gpt-oss-120b on a stale self-built vllm-node-mxfp4 image: FlashInfer JIT FileNotFoundError),
Avarok-Cybersecurity/dgx-vllm #9 (vLLM's CUTLASS FP8 kernels built for 12.1f trap on GB10: 'This kernel only supports
sm120.'), eugr/spark-vllm-docker #158 (Gemma 4 recipe's auto-built vllm-node-tf5 image without transformers 5). Every
source was checked with grep -F against /work/coord/USED_SOURCES.txt (both 'owner/repo #N' and the url) and against the
earlier rounds' skip lists before it was spent on. The slice is heavily mined: most DGX Spark / Jetson threads that
surfaced were already fixtures or named in skip lists, so the round stopped at 4 rather than pad with weaker threads.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists (not re-opened): vllm #46307, #56824, #34470,
  #9728, #31588, #28110, #28589, #28621, #18679, #16465, #53836, #31424, #31740, #31269, #36796, #18390, #10459, #9630;
  eugr/spark-vllm-docker #267, #272, #45, #31, #143, #148, #237, #264, #296, #388, #396, PR #157; dusty-nv/
  jetson-containers #1568, #989, #795, #704; MiaAI-Lab GLM-5.3 #47, DeepSeek-v4-Flash-One-DGX-Spark #13; AEON-7/
  vllm-dflash #1; NVIDIA/NemoClaw #4658; NVIDIA/dgx-spark-playbooks #107 (= vllm-project/recipes #836, a fixture);
  lightorigins/LightNav-0 PR #6; spark-arena/sparkrun #118, #195; NVIDIA-AI-IOT/jetson-ai-lab #421.
- Fresh, but no vLLM error line in the stored text: vllm #43969 (gpt-oss-120b MXFP4 host-OOM-killed during MoE init on
  Jetson Thor and GB10, exit 137; only prose, three look-ups never reached a log line; a commenter's fix was a CUTLASS /
  FlashInfer build for 12.1a); eugr/spark-vllm-docker #321 (an RPC timeout after hours of uptime, not start-up), #406
  (GLM-5.3-Flash recipe broken, only the commands stored), #182 (the recipe's own patch failing, not vLLM);
  NVIDIA/dgx-spark-playbooks #97 (a host hard-reset during a 128K prefill, not start-up), #109 (NGC image without Ray,
  no log); dusty-nv/jetson-containers #1554 (0.10.2 build test, chunk stops before the error), #800, #1557, #1420
  (NanoLLM, not vLLM); abacusai/gh200-llm #11 (torch libc10_cuda undefined symbol under apptainer, chunk is the NGC
  banner); NVIDIA/xr-ai PR #440 (docs).
- Error line stored but no cause pinned: eugr/spark-vllm-docker #136 (gpt-oss-120b at TP=2 dying in
  _dummy_sampler_run; the error line and any reply never reached in two look-ups), #156 (Devstral Small 2 in HF format,
  traceback cut above the root error), #284 (Step 3.7 Flash MTP load_weights size mismatch after a vLLM update; the
  maintainer only says he will look).

Judgement calls for the lead:
1. sparkrun-220: no fix in the stored text (the issue is closed with labels 'upstream, vllm'); the cause is read from the
   message and the reporter's account (the image's vendored DeepGEMM ships sm100 / sm120 variants of the MQA-logits
   kernel, and its JIT looked for sm121 on GB10). kind/cause quantization_unsupported_gpu, as README files DeepGEMM's
   "Assertion error (...)" and as the earlier GB10 / SM120 DeepGEMM fixtures were labelled (github-stozpark-a800-...,
   github-hydralisk-...); the lead may prefer cuda_no_kernel_image for the cause.
2. sparkrun-280: FlashInfer's FileNotFoundError while creating a JIT directory inside its installed package. No README
   row fits; kind flashinfer_jit_build_failed (used once before) and cause container_image_broken (the maintainer's
   diagnosis: the self-built vllm-node-mxfp4 image comes from an abandoned, out-of-date fork). The excerpt keeps the
   reporter's note that spark-vllm-docker's run-recipe.sh starts the same recipe (that is part of the report, not the
   answer). No fix is in the stored chunk beyond the diagnosis.
3. dgx-vllm-9: the same description was cross-posted as eugr/spark-vllm-docker #143 (named in rounds 358 / 429 skip
   lists, never a fixture); this round takes the Avarok copy, which no list names. The excerpt keeps only the two error
   lines the author quotes; the author's diagnosis and sed fix are left out. kind/cause quantization_kernel_bug
   (vLLM's CUTLASS FP8 guard enable_sm120_only traps on SM 12.1 once 12.1f is added to SCALED_MM_ARCHS), the label the
   jschmied GB10 DeepGEMM launch-failure fixture used for its kind. The build is the author's own (not a release).
4. spark-vllm-docker-158: same class as round 135's PR #157 case (gemma4 model type unknown for want of --tf5) but a
   separate report on a different recipe (the base gemma4-26b-a4b recipe auto-building vllm-node-tf5 without the
   flag); kept because the fix is confirmed in the thread by the reporter and a second commenter. The lead may drop it
   as a near-duplicate class.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round460-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- sparkrun #220: GLM-5.2-NVFP4 on 8x DGX Spark, TP=8 -> DeepGEMM sm121 header missing
case("sparkrun-220-glm52-nvfp4-8x-dgx-spark-tp8-deepgemm-sm121-mqa-logits-header-missing",
     "https://github.com/spark-arena/sparkrun/issues/220",
     "## Describe the bug\n"
     "\n"
     "When serving `nvidia/GLM-5.2-NVFP4` (355B, NVFP4) on 8x DGX Spark (GB10, SM 12.1) with TP=8 via sparkrun, vLLM "
     "crashes during KV cache warmup. DeepGEMM JIT runtime tries to open `sm121_fp8_mqa_logits.cuh` which does not exist "
     "in the container image. Only `sm100` and `sm120` kernel variants are shipped.\n"
     "\n"
     "Error:\n"
     "```\n"
     "RuntimeError: Assertion error (include_parser.hpp:69):\n"
     "Failed to open: /usr/local/lib/python3.12/dist-packages/vllm/third_party/deep_gemm/\n"
     "include/deep_gemm/impls/sm121_fp8_mqa_logits.cuh\n"
     "```\n"
     "\n"
     "Call stack:\n"
     "```\n"
     "kernel_warmup\n"
     "  -> flashinfer_sparse_mla_decode_autotune_warmup\n"
     "    -> sparse_attn_indexer\n"
     "      -> fp8_fp4_mqa_logits\n"
     "        -> deep_gemm._C.fp8_fp4_mqa_logits\n"
     "          -> Failed to open: sm121_fp8_mqa_logits.cuh\n"
     "```\n"
     "\n"
     "## To Reproduce\n"
     "\n"
     "```bash\n"
     "sparkrun run glm-5.2-nvfp4-sm121-crash.yaml\n"
     "```\n"
     "\n"
     "```yaml\n"
     "model: nvidia/GLM-5.2-NVFP4\n"
     "runtime: vllm-ray\n"
     "container: ghcr.io/spark-arena/dgx-vllm-eugr-nightly:latest\n"
     "\n"
     "min_nodes: 8\n"
     "max_nodes: 8\n"
     "\n"
     "metadata:\n"
     "  description: nvidia/GLM-5.2-NVFP4 8x DGX Spark, TP=8\n"
     "  maintainer: local\n"
     "  model_params: 355B\n"
     "  model_dtype: nvfp4\n"
     "\n"
     "defaults:\n"
     "  port: 8000\n"
     "  host: 0.0.0.0\n"
     "  tensor_parallel: 8\n"
     "  gpu_memory_utilization: 0.75\n"
     "  served_model_name: nvidia-GLM-5.2-NVFP4\n"
     "  quantization: modelopt\n"
     "  reasoning_parser: glm45",
     "quantization_unsupported_gpu",
     {"tensor_parallel_size": 8, "gpu_memory_utilization": 0.75, "quantization": "modelopt"},
     "quantization_unsupported_gpu",
     "nvidia/GLM-5.2-NVFP4 at TP=8 over eight DGX Spark nodes (GB10, SM 12.1) in the spark-arena dgx-vllm-eugr-nightly "
     "image: during the start-up kernel warmup the sparse-MLA indexer calls DeepGEMM's fp8_fp4_mqa_logits, whose JIT "
     "looks for an sm121 variant of the kernel header; the DeepGEMM vendored into that vLLM build ships only sm100 and "
     "sm120 variants, so the include fails and the engine dies. A kernel-coverage gap for GB10 in the vendored "
     "DeepGEMM (labelled 'upstream, vllm' by the sparkrun maintainers), not memory or a launch flag.",
     "no fix reached in the stored text (the issue is closed with labels 'upstream' and 'vllm', i.e. handed to vLLM)",
     release="not stated (ghcr.io/spark-arena/dgx-vllm-eugr-nightly:latest, July 2026)",
     gpu="NVIDIA GB10 (DGX Spark, SM 12.1), 8 nodes", gpus=8,
     command="sparkrun run glm-5.2-nvfp4-sm121-crash.yaml",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the issue description from its first heading through the recipe yaml, cut where the stored chunk "
          "cuts ('tool...' after reasoning_parser). The reporter's own account of the missing header is part of the "
          "report and is kept; no reply is stored.")

# ---------------------------------------- sparkrun #280: gpt-oss-120b via sparkrun on a self-built vllm-node-mxfp4 image -> FlashInfer JIT FileNotFoundError
case("sparkrun-280-gpt-oss-120b-dgx-spark-vllm-node-mxfp4-flashinfer-cutlass-instantiations-filenotfound",
     "https://github.com/spark-arena/sparkrun/issues/280",
     "RuntimeError: Engine core initialization failed when running sparkrun run @eugr/openai-gpt-oss-120b\n"
     "\n"
     "**Describe the bug**\n"
     "During initialization: \n"
     "\n"
     "(EngineCore_DP0 pid=481) Process EngineCore_DP0:\n"
     "(EngineCore_DP0 pid=481) Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=481)   File \"/usr/lib/python3.12/pathlib.py\", line 1313, in mkdir\n"
     "(EngineCore_DP0 pid=481)     os.mkdir(self, mode)\n"
     "(EngineCore_DP0 pid=481) FileNotFoundError: [Errno 2] No such file or directory: "
     "'/usr/local/lib/python3.12/dist-packages/flashinfer/data/csrc/nv_internal/tensorrt_llm/cutlass_instantiations/"
     "120_mxfp4min'\n"
     "\n"
     "**To Reproduce**\n"
     "sparkrun run @eugr/openai-gpt-oss-120b --port 9000 --served-model-name gpt-oss\n"
     "\n"
     "**Local/Remote**\n"
     "Running locally on dgx spark\n"
     "\n"
     "**Additional context**\n"
     "Even with identical recipe, spark-vllm-docker run-recipe.sh can make it start successfully.\n"
     "\n"
     "./run-recipe.sh recipes/openai-gpt-oss-120b.yaml\n"
     "\n"
     "danilonuestro · comment · 2026-08-30\n"
     "Additional info:\n"
     "sparkrun, version 0.3.6\n"
     "built from source vllm-node-mxfp4",
     "flashinfer_jit_build_failed", {}, "container_image_broken",
     "openai/gpt-oss-120b launched by sparkrun 0.3.6 on one DGX Spark (GB10) in a vllm-node-mxfp4 image the user built "
     "from eugr's mxfp4 branch: at engine start FlashInfer's JIT tries to create a 120_mxfp4min directory under its "
     "installed package's cutlass_instantiations tree, which does not exist in that image, and the engine core dies. "
     "The sparkrun maintainer's diagnosis: that mxfp4 fork has been abandoned and is very out of date, so the image "
     "itself is the problem, not the recipe or memory.",
     "no fix in the stored chunk beyond the maintainer's (dbotwinick) diagnosis that the vllm-node-mxfp4 fork is "
     "abandoned and out of date (i.e. move off that self-built image); the issue is closed",
     release="not stated (self-built vllm-node-mxfp4 image from eugr/spark-vllm-docker's mxfp4 branch; sparkrun 0.3.6)",
     gpu="NVIDIA GB10 (DGX Spark)", gpus=1,
     command="sparkrun run @eugr/openai-gpt-oss-120b --port 9000 --served-model-name gpt-oss",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue title, the description (the attached diag.ndjson link line left out) and the reporter's "
          "follow-up comment with versions; the maintainer's reply (the diagnosis) is left out.")

# ---------------------------------------- Avarok dgx-vllm #9: self-built vLLM with 12.1f in SCALED_MM_ARCHS on GB10 -> 'This kernel only supports sm120.'
case("dgx-vllm-9-gb10-sm121-cutlass-fp8-enable-sm120-only-trap-kernel-only-supports-sm120",
     "https://github.com/Avarok-Cybersecurity/dgx-vllm/issues/9",
     "vLLM FP8 crash on NVIDIA GB10 / DGX Spark (SM12.1) — \"This kernel only supports sm120\"\n"
     "\n"
     "If you're running vLLM on a DGX Spark (GB10, SM12.1) and hitting this during model warmup:\n"
     "\n"
     "This kernel only supports sm120.\n"
     "cudaErrorLaunchFailure: unspecified launch failure",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "A vLLM build for DGX Spark (GB10, SM 12.1) with 12.1f added to SCALED_MM_ARCHS (needed for NVFP4): vLLM's "
     "Blackwell FP8 CUTLASS wrappers use the guard enable_sm120_only, which only runs for __CUDA_ARCH__ == 1200 and "
     "executes a trap otherwise, so on the sm_121f cubins (__CUDA_ARCH__ == 1210) every FP8 GEMM call during warmup "
     "traps ('This kernel only supports sm120.', cudaErrorLaunchFailure) and the model never starts. A kernel guard "
     "bug in vLLM's source, not memory or a flag.",
     "the author's fix: replace enable_sm120_only with enable_sm120_family (the >= 1200 && < 1300 guard already in "
     "the same header) in csrc/quantization/w8a8/cutlass/c3x/scaled_mm.cuh and scaled_mm_sm120_fp8_dispatch.cuh and "
     "rebuild; after it CutlassFP8ScaledMMLinearKernel is selected and the model starts (per the author)",
     release="not stated (a vLLM source build for GB10 with 12.1f in SCALED_MM_ARCHS, March 2026)",
     gpu="NVIDIA GB10 (DGX Spark, SM 12.1)", gpus=1, command=None,
     forbidden=_MEM,
     note="Excerpt: the issue title and the description's opening up to the two error lines it quotes; the author's "
          "'What's happening' diagnosis and the sed fix after them are left out. The same text was also posted as "
          "eugr/spark-vllm-docker #143 (named in earlier skip lists, never a fixture).")

# ---------------------------------------- spark-vllm-docker #158: Gemma 4 recipe builds vllm-node-tf5 without --tf5 -> gemma4 model type unknown
case("spark-vllm-docker-158-gemma4-26b-recipe-vllm-node-tf5-built-without-tf5-model-type-gemma4-unknown",
     "https://github.com/eugr/spark-vllm-docker/issues/158",
     "Gemma4 recipe missing tf5 in build_args\n"
     "\n"
     "I am enjoying a lot with this work!\n"
     "\n"
     "For the recipe on Gemma 4-26B released on April 2, it will build a docker image if vllm-node-tf5 is not found. "
     "[...] This led to an error when running the Gemma 4.\n"
     "\n"
     "\"Value error, The checkpoint you are trying to load has model type `gemma4` but Transformers does not recognize "
     "this architecture. This could be because of an issue with the checkpoint, or because your version of "
     "Transformers is out of date.\"",
     "model_type_unknown", {}, "transformers_too_old",
     "eugr/spark-vllm-docker's Gemma-4-26B recipe (April 2026) names the container vllm-node-tf5 and builds it when "
     "missing, but without build_args: [--tf5], so the image it builds carries the default transformers 4.x instead of "
     "transformers>=5, which has no gemma4 model type; vLLM dies parsing the config on the DGX Spark.",
     "rebuild the image with build-and-copy.sh --tf5 so vllm-node-tf5 really has transformers 5 (the reporter, "
     "elvisnwh), or add build_args: [--tf5] to the recipe (bwv988); a second user had hit the same error",
     release="not stated (eugr/spark-vllm-docker vllm-node-tf5 image built by the recipe, April 2026)",
     gpu="NVIDIA GB10 (DGX Spark)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description; the sentence naming the missing build_args (the reporter's own "
          "diagnosis) is elided as '[...]'. Same failure class as round 135's eugr/spark-vllm-docker PR #157 case, a "
          "different report and recipe.")

BATCH.write()
