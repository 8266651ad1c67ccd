"""Round-553 blind batch: vLLM start-up failures reported on the trackers of MODEL-SERVING GUIs, LOCAL-LLM MANAGERS and
WRAPPERS that run vLLM underneath (Docker Model Runner's vllm / vllm-metal backends, Harbor, a DGX Spark docker
recipe), 2025-2026; collected by helper wild553 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round553-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's stored corpora show it (issues corpus, and for docker/model-runner
#1018 the docs corpus' copy of the same GitHub page, whose traceback is complete where the issues chunk is cut); the
fix and the diagnosis are left out of the excerpts.

Slice: Open WebUI, text-generation-webui, LM Studio / Jan / AnythingLLM, Ollama-vs-vLLM migration threads, h2oGPT,
LocalAI, Harbor, TabbyAPI, Aphrodite (dphnAI/sonar), SGLang threads quoting vLLM errors, TensorRT-LLM / lmdeploy
comparisons, Triton's vllm_backend, Ray Serve LLM (Dynamo avoided).

Look-ups: 32 of the 35 allowed, all ``search`` (29 corpus=issues, 2 pages, 1 docs). 4 cases: docker/model-runner
#1018 (the vLLM runner image ships a CPU-only torch: libtorch_cuda.so missing at vllm._C_stable_libtorch import),
eugr/spark-vllm-docker #265 (a local image build silently downgrades torch to the CPU PyPI wheel: the same ImportError;
fixed by the recipe's PR #263), av/harbor #171 (Harbor's vllm-openai:v0.6.0 image on a Qwen3 checkpoint: model type
`qwen3` not recognized), docker/model-runner #767 (vllm-metal's bundled mlx_lm rejects model type qwen3_5; fixed by
docker/model-runner PR #769, which updated the macOS runtime to vLLM 0.17.1). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against the earlier rounds' skip lists before
it was spent on.

The slice is mined almost to the bottom: Triton server / vllm_backend, Ray Serve LLM, SGLang's vLLM-import threads,
Aphrodite (sonar), h2oGPT, LocalAI, Xinference / GPUStack and the bf16-on-Turing wrappers are all in USED_SOURCES.txt
or named in earlier skip lists. The new veins were Docker Model Runner (only PR #414 used before), Harbor (no
source used before) and RamaLama (only #758 named before, whose stored chunks stop before vLLM's error).

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): triton-inference-server/server #8578; dphnAI/sonar
  #362, #400; ray-project/ray #52499, #50975, #53571; ray-project/kuberay #4366; vllm #19510, #11411, #6697,
  #12994, #12554, #20881, #3435, #3051, #14102, #2418; sgl-project/sglang #373, #14314, #391, #350, #2552;
  KeplerC/robo2VLM #3; h2oai/h2ogpt #1186 (same report as a vLLM issue, round 134); aws-samples
  amazon-eks-machine-learning-with-terraform-and-kubeflow #117; aws-samples/amazon-sagemaker-generativeai #111;
  xorbitsai/inference #4229; stepfun-ai/Step3-VL-10B #11; QwenLM/Qwen3 #1048; zai-org/GLM-V #204; production-stack
  #407; gensyn-ai/rl-swarm #122; community-scripts/ProxmoxVED #2047; containers/ramalama #758, #1948, #1204;
  docker/model-runner #1009; the bf16-on-Turing threads (substratusai/vllm-docker #37, bring-llms-to-nim #7,
  Orpheus-TTS #44, XAgent #379, GLM-4 #510, math-evaluation-harness #3, Langchain-Chatchat #1645).
- Not vLLM's message / not a vLLM start-up failure: containers/ramalama #2214 and #1948 (catatonit 'failed to exec
  pid1'), #1204 (entrypoint 'exec: --: invalid option'), #801 (no arm64 image in the manifest), #2523 ('Server
  process exited unexpectedly', fixed by forbidding `run` with vLLM, PR #2521); docker/model-runner #941 and #547
  (llama.cpp backend); noamsto/nix-amd-ai #68 (Lemonade's own 'vllm-server failed to start within timeout (timeout:
  0s)'); lemonade-sdk/lemonade #3541 (llama.cpp); h2oai/h2ogpt #1013 (AutoAWQ import in h2oGPT's own loader), #1183
  (OpenAI client); ray-project/ray #65477, #64978 (Ray's S3 staging, no vLLM error in the chunk); dphnAI/sonar #881
  (a UX PR), #458 (Aphrodite's image: PermissionError on /app/aphrodite-engine/.triton, no answer stored).
- Error line not in the stored chunk: containers/ramalama #774 (= vllm #12994, deepseek-r1 GGUF on a 3090, the chunk
  stops in the V0 engine config line); dphnAI/sonar #15 (2023 Aphrodite, chunk stops in the traceback).
- Pages with no stored error + fix pair: prathamesh.dev 2026/06/04 local-llm-blackwell (the stored opening covers
  the driver, not vLLM), catg.kghs.net GB10 series (parts 1-2: '--swap-space doesn't exist in vLLM 0.21.0' told as
  prose, the error line not stored), fixdevs / runaihome / dev.to generic guides (no real logs).
- Same incident class as a case: docker/model-runner #952 (the Linux latest-vllm-cuda image without torch_cuda.so;
  open, same root cause as #1018, only the versions block stored), eugr/spark-vllm-docker PR #263 (the fix of #265;
  its comment holds a fuller traceback of the same ImportError).

Judgement calls for the lead:
1. docker-model-runner-1018 and spark-vllm-docker-265: no earlier fixture carries 'libtorch_cuda.so: cannot open
   shared object file'. kind vllm_extension_import_failed (the import of vLLM's compiled extension fails on a missing
   shared library, as the libcudart.so.* fixtures are labelled); cause container_image_broken for both (the image the
   wrapper ships / the recipe builds holds torch's CPU wheel, so torch's CUDA library is absent). torch_abi_mismatch
   (what github-apollo-mg-vllm-core-c-libtorch-hip-missing uses for libtorch_hip.so missing) and dependency_version_mismatch are the alternatives. #1018 is open:
   the cause rests on the reporter's own check in the thread (torch 2.11.0+cpu, CUDA build None, inside the runner
   container) and the maintainers never answered; the comment that followed advertises a hosted service, not a fix.
2. spark-vllm-docker-265 is a DGX Spark docker recipe: a wrapper, but the DGX Spark slice may have been another
   collector's. Its excerpt is thin (the ImportError line and the build commands); the issue's summary and the
   `docker run ... import torch` check print the diagnosis and are left out. The fix comes from the recipe's merged
   PR #263 (pin torch via uv --override), with a user's confirmation there.
3. harbor-171: the stored text is the description only (closed, no answer stored); the cause is read from the
   message and the image tag the reporter names (docker.io/vllm/vllm-openai:v0.6.0, which predates Qwen3 support;
   the Transformers inside it does not know model_type qwen3). kind model_type_unknown / cause transformers_too_old, as
   36 earlier fixtures label this message. The image tag is kept out of the excerpt (it sits in the reporter's
   diagnosis sentence); release='0.6.0' records it.
4. docker-model-runner-767: the error comes from mlx_lm inside vllm-metal (vLLM's Apple-silicon platform plugin, as
   Docker Model Runner bundles it), and its ValueError line is stored only in the issue title; the body's traceback is
   cut at get_model_classes. Taken under the round-448 precedent for title-only messages, with the fix pinned by the
   merged PR #769 ('Implements #767'). kind/cause architecture_unsupported, as vllm-metal-589 labels the same
   'Model type xlm-roberta not supported' message; dependency_version_mismatch (an old bundled mlx_lm) is the
   alternative for the cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round553-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- docker/model-runner #1018: Windows / WSL2, vLLM backend, ai/gemma3-vllm -> libtorch_cuda.so missing
case("docker-model-runner-1018-wsl2-gemma3-vllm-runner-image-cpu-torch-libtorch-cuda-so-missing",
     "https://github.com/docker/model-runner/issues/1018",
     "Every vLLM model fails with this error:\n"
     "ImportError: libtorch_cuda.so: cannot open shared object file: No such file or directory\n"
     "gemma3-vllm\n"
     ">docker model run ai/gemma3-vllm \"Say hello in one short sentence.\"\n"
     "Unable to find model 'ai/gemma3-vllm' locally. Pulling from the server.\n"
     "~snip~\n"
     "Model pulled successfully\n"
     "Failed to generate a response: error response: status=500 body=unable to load runner: error waiting for runner to "
     "be ready: vLLM terminated unexpectedly: vLLM failed: module = importlib.import_module(module_name)\n"
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "File \"/usr/lib/python3.12/importlib/__init__.py\", line 90, in import_module\n"
     "return _bootstrap._gcd_import(name[level:], package, level)\n"
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "File \"/opt/vllm-env/lib/python3.12/site-packages/vllm/platforms/cuda.py\", line 22, in <module>\n"
     "import vllm._C_stable_libtorch # noqa\n"
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ImportError: libtorch_cuda.so: cannot open shared object file: No such file or directory",
     "vllm_extension_import_failed", {}, "container_image_broken",
     "Docker Model Runner's vLLM runner image (Docker Desktop on Windows with WSL2) ships a CPU-only PyTorch: inside the "
     "docker-model-runner container the reporter found torch 2.11.0+cpu with CUDA build None, so vLLM's CUDA platform "
     "fails importing vllm._C_stable_libtorch because torch's libtorch_cuda.so does not exist; every vLLM model fails "
     "the same way while llama.cpp models work. docker/model-runner #952 reports the same missing torch_cuda.so for the "
     "Linux latest-vllm-cuda image.",
     "No fix reached (open, no maintainer answer). The thread's diagnosis: the runner image must carry a CUDA build of "
     "torch (the reporter, linking #952); in #952 reinstalling the runner (docker model reinstall-runner --backend vllm "
     "--gpu cuda) found the image already up to date, i.e. no newer image.",
     command="docker model run ai/gemma3-vllm \"Say hello in one short sentence.\"",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="The docs corpus stores this GitHub page with the traceback's indentation stripped; copied as stored. The "
          "reporter's torch check (torch 2.11.0+cpu) is in a later comment and left out as the diagnosis.")

# ---------------------------------------- eugr/spark-vllm-docker #265: DGX Spark GB10, local build-and-copy.sh --tf5 -> torch CPU wheel -> libtorch_cuda.so missing
case("spark-vllm-docker-265-gb10-local-build-torch-cpu-wheel-libtorch-cuda-so-missing",
     "https://github.com/eugr/spark-vllm-docker/issues/265",
     "ImportError: libtorch_cuda.so: cannot open shared object file: No such file or directory\n"
     "\n"
     "On a DGX Spark (GB10, aarch64), with an empty BuildKit cache:\n"
     "\n"
     "git clone https://github.com/eugr/spark-vllm-docker.git\n"
     "cd spark-vllm-docker\n"
     "./build-and-copy.sh --tf5   # or no flag — same result",
     "vllm_extension_import_failed", {}, "container_image_broken",
     "Local builds of the recipe's runner image on or after 2026-05-27 resolved torch to the plain PyPI CPU wheel "
     "(torch 2.10.0+cpu instead of 2.11.0+cu130) once NVIDIA's new cu13 wheels were published, so the image has no "
     "libtorch_cuda.so and vLLM fails at import; the prebuilt ghcr images built earlier were unaffected.",
     "eugr/spark-vllm-docker PR #263 (pin torch via --override during the wheel install so uv cannot downgrade it to "
     "the CPU wheel), merged 2026-05-29; a user confirmed the fix removed this ImportError.",
     gpu="NVIDIA GB10 (DGX Spark)", gpus=1, command="./build-and-copy.sh --tf5",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="The issue's summary and its `docker run ... import torch` check (torch 2.10.0+cpu, cuda False) state the "
          "diagnosis and are left out; PR #263's comment holds a fuller traceback of the same error.")

# ---------------------------------------- av/harbor #171: Harbor 0.3.3, vLLM service image v0.6.0, Qwen3 32B AWQ -> model type qwen3 not recognized
case("harbor-171-vllm-060-image-qwen3-32b-awq-model-type-qwen3-not-recognized",
     "https://github.com/av/harbor/issues/171",
     "**Steps to reproduce:**\n"
     "1. Install Harbor on a headless CachyOS (Arch Linux) server\n"
     "2. Run `harbor version` (shows 0.3.3)\n"
     "3. Attempt to run Qwen3 32B AWQ model\n"
     "4. Observe the error about unrecognized `qwen3` architecture\n"
     "\n"
     "**Actual behavior:**\n"
     "Fails with error:\n"
     "ValueError: The checkpoint you are trying to load has model type `qwen3` but Transformers does not recognize this "
     "architecture. This could be because of an issue with the checkpoint, or because your version of Transformers is "
     "out of date.\n"
     "\n"
     "**Environment:**\n"
     "- OS: CachyOS (Arch Linux)\n"
     "- Harbor version: 0.3.3",
     "model_type_unknown", {}, "transformers_too_old",
     "Harbor 0.3.3 runs its vLLM service from docker.io/vllm/vllm-openai:v0.6.0, which predates Qwen3 (vLLM added it in "
     "0.8.5); the Transformers inside that image does not know model_type qwen3, so the Qwen3 32B AWQ checkpoint's "
     "config cannot be loaded.",
     "No fix stored (the issue is closed without a stored answer); the reporter's proposal is a vLLM image of at least "
     "v0.8.5, i.e. a newer vLLM with a Transformers that knows qwen3.",
     release="0.6.0",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="release comes from the image tag the reporter names in the diagnosis sentence, which is left out of the "
          "excerpt.")

# ---------------------------------------- docker/model-runner #767: macOS vllm-metal backend, mlx-community Qwen3.5-4B-MLX-4bit -> Model type qwen3_5 not supported
case("docker-model-runner-767-vllm-metal-qwen35-4b-mlx-4bit-model-type-qwen3-5-not-supported",
     "https://github.com/docker/model-runner/issues/767",
     "VLLM Metal Engine Error (`ValueError: Model type qwen3_5 not supported` when running `Qwen3.5-4B-MLX-4bit` via "
     "`docker model run`)\n"
     "\n"
     "docker model run hf.co/mlx-community/Qwen3.5-4B-MLX-4bit\n"
     "\n"
     "background model preload failed: preload failed: status=500 body=unable to load runner: error waiting for runner "
     "to be ready: vllm-metal terminated unexpectedly: vllm-metal failed:    model, config = load_model(model_path, "
     "lazy, model_config=model_config)\n"
     "                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/Users/emi/.docker/model-runner/vllm-metal/lib/python3.12/site-packages/mlx_lm/utils.py\", line 201, "
     "in load_model\n"
     "    model_class, model_args_class = get_model_classes(con",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Docker Model Runner's macOS vllm-metal runtime bundled a vLLM / mlx_lm older than the qwen3_5 model type, so "
     "loading mlx-community's Qwen3.5-4B-MLX-4bit fails in mlx_lm's get_model_classes before the engine starts.",
     "docker/model-runner PR #769 (doringeman, merged: 'vllm: macOS: update to vLLM 0.17.1 and use native server entry "
     "point', a new vllm-metal image; 'Implements #767'); the issue is closed.",
     command="docker model run hf.co/mlx-community/Qwen3.5-4B-MLX-4bit",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="The ValueError line is stored only in the issue title; the body's traceback is cut at get_model_classes.")

BATCH.write()
