"""Round-567 blind batch: Python packages MISSING or failing to import at vLLM start-up (or at the first requests of a
server launched that way), across every tracker (vLLM, its plugins and forks, frameworks that launch it, vendor images):
ModuleNotFoundError for a third-party package, vLLM's own 'X is not installed' checks, transformers' dependency checks,
optional extras and packages missing from Docker images; collected by helper wild567 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round567-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` (32 corpus=issues, 1 docs, 1 pages). 9 cases: vllm #15100 (Ray
Compiled Graph imports pyarrow, missing from the vLLM image, TP16 over Ray), vllm #16955 (MiniCPM3 on Ascend NPU, no
triton), vllm #14888 (vLLM CPU build on macOS, no triton), vllm #2236 (RunPod volume on /workspace hides the image's
vllm), intel/ipex-llm #11944 (local dir mounted on /llm hides vllm in ipex-llm-serving-xpu:2.1.0), vllm PR #7182
(Dockerfile.cpu image without protobuf, LlamaTokenizer), micytao/vllm-playground #7 (PyPI install of the playground
without vllm), vllm-ascend #1120 (vllm-ascend:main image without numba on the V1 path), mudler/LocalAI #9162 (turn:
cuda13 vllm-omni backend image, broken editable install of vllm_omni). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is heavily mined: the obvious messages (librosa / vllm[audio], decord / vllm[video], bitsandbytes, Ray is not
installed, uvloop on Windows, OpenTelemetry, fastsafetensors, runai streamer, mooncake, lmcache, amdsmi, triton_kernels,
blobfile, pytest in the nightly image) are fixtures or named skips already. Generic queries on a package name
('No module named timm / cv2 / peft / librosa / SentencePiece / protobuf') return mostly non-vLLM projects; queries
anchored on vLLM's own log words did better.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-spent): vllm #13912, #23232, #13675 (vllm[audio] at request time),
  #11037, #9624, #22008, #9319, #10653, #39378, #24576, #13452, #30012, #16883, #15844, #21547-class tensorizer drift;
  vllm-ascend #725; llm-d #661; production-stack #574; LMCache #1889, #2306; dynamo #441, #349; vllm PR #3476;
  vllm #32807; tenstorrent/vllm #149; SystemPanic/vllm-windows #6; runpod worker-vllm #217 (not a verbatim error).
- Error line not in the stored chunks: vllm #8482 and PR #8133 (comment by Patrick10203) and PR #8510 (Python 3.12
  image, triton imports setuptools which needs distutils; the chunks stop in the import frames before the error line;
  the fix PR #8510 'Fix 3.12 builds on main' pins setuptools) - a good case if a later collector reaches the
  traceback's last line; vllm #16442 (0.8.3 image DeepSeek-R1 over Ray, ray.air import in _NcclGroup, cut at
  'ray/air/confi', same pyarrow class as the vllm-15100 case); vllm #14487 (same pyarrow class, error as a screenshot,
  title only; a commenter's fix is installing pandas / pyarrow / pytz / tzdata); vllm #16779 (comment: 'No module named
  pyarrow' after a request on 0.8.4 with Ray; the traceback's end not stored); vllm #16242 (0.8.3 image, Compiled DAG
  task exception at the first request, the error line not stored).
- No fix or cause reachable: vllm-ascend #329 ('No module named triton' from api_server on Ascend, the stored chunk
  stops in the uvloop / engine frames, no answer stored; same class as the vllm-16955 case); ai-dynamo/dynamo #330 ('No module named vllm' after pip install ai-dynamo[all] in a
  CUDA 12.8 container, open, no answer); vllm #6791 ('name _write_stream is not defined' from the tensorize example
  script; the reporter says tensorizer was not installed, but it is serialisation with the example script, not a
  launch, and the NameError alone names no package); codefuse-ai/CodeFuse-CGE-Large discussion #1 (transformers'
  'requires ... deepspeed' next to vllm pip warnings; not shown to be a vLLM launch, no answer).
- Not a start-up failure, or not vLLM's launch: QwenLM/Qwen3-VL #806 (decord at a video request; earlier rounds
  rejected the request-time vllm[video]/vllm[audio] class); vllm-omni PR #5341 (CI image's empty vllm_omni stub,
  'No module named vllm_omni.entrypoints' in a test subprocess); KangarooGroup/Kangaroo #9, DeepSeek-MoE #24,
  OpenBMB/MiniCPM-V #927, microsoft/Magma #18 and similar ('This modeling file requires ... flash_attn' from plain
  transformers, not vLLM); MetaX-MACA/vLLM-metax #174 (image build failure); ray-project/ray #51595 (the same pyarrow
  log as vllm #15100, re-posted by a Ray maintainer; cited in vllm-15100's fix, not taken separately).

Judgement calls for the lead:
1. vllm-15100 (pyarrow): the server started and the failure comes at the first /v1/chat/completions, when Ray's
   Compiled Graph imports ray.air (pyarrow); taken as 'a failure at its first requests caused by how it was launched'
   (the Ray executor with compiled DAG, TP 16 over two nodes in the thread). The excerpt is surajssd's later turn in the
   thread (the stored chunk of the description stops before the error line); the vLLM version of that turn is not
   shown. Cause container_image_broken (vLLM's image paths, a Ray package the image does not carry); the lead may
   prefer dependency_missing.
2. vllm-16955 and vllm-14888 (no triton on Ascend NPU / macOS CPU): kind dependency_missing; cause platform_unsupported
   (triton does not exist for those platforms; installing it is not the fix, vLLM's unconditional import was: the
   TritonPlaceholder PR #15099, named in #16955 by a vllm-ascend maintainer, who lists #14888 as the same problem).
   #14888's own thread has no answer in the stored text; its cause is taken from #16955. The lead may prefer
   release_regression for both. #16955's error text is the issue title only (the body is a repro script).
3. vllm-2236 and ipex-llm-11944 (a volume mounted over the image's install path hides the vllm package): kind
   dependency_missing ('No module named vllm' for the top-level package); cause container_image_broken, the nearest
   label (the package is missing inside the container as run), although the image is fine and the fix is the mount
   path, not a layer on the image. No label for 'mount shadows the install'; a new cause was not invented.
4. vllm-pr7182 (protobuf): the stored chunk cuts the ImportError line at '... not found in yo'; kept as stored (the
   store, not the collector, cut it). The traceback shows no vLLM frame - the PR says it is the vLLM CPU image's
   'basic test'; cause container_image_broken, fix the merged PR (protobuf added to Dockerfile.cpu).
5. vllm-ascend-1120 (numba): the error is in the issue title (the stored body stops at the engine config line); the
   reporter is a vllm-ascend maintainer using the project's own main image; no fix is in the stored text, the cause is
   read from the message (numba, which vLLM's V1 n-gram proposer imports, is absent from the image). Cause
   container_image_broken.
6. vllm-playground-7: the playground (a framework that launches vLLM as a subprocess) was installed from PyPI in a venv
   without vLLM; the maintainer agreed and switched the default to the container mode. Cause dependency_missing.
7. localai-9162 (vllm_omni): a commenter's report and diagnosis (editable install's finder points at the build path)
   rather than a maintainer's; excerpt is only the commenter's first sentence (the diagnosis left out). Weakest case.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round567-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #15100 (turn 9): Ray Compiled Graph on the vLLM image -> No module named 'pyarrow' at the first request
case("vllm-15100-ray-compiled-dag-image-no-module-pyarrow-first-request-500",
     "https://github.com/vllm-project/vllm/issues/15100",
     "[Bug]: 0.8.0(V1) Ray cannot find model pyarrow and pandas\n"
     "\n"
     "```bash\n"
     "(RayWorkerWrapper pid=633, ip=10.244.1.196)     device = ChannelContext.get_current().torch_device\n"
     "(RayWorkerWrapper pid=633, ip=10.244.1.196)              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(RayWorkerWrapper pid=633, ip=10.244.1.196)   File \"/usr/local/lib/python3.12/dist-packages/ray/experimental/"
     "channel/common.py\", line 173, in torch_device\n"
     "(RayWorkerWrapper pid=633, ip=10.244.1.196)     from ray.air._internal import torch_utils\n"
     "(RayWorkerWrapper pid=633, ip=10.244.1.196)   File \"/usr/local/lib/python3.12/dist-packages/ray/air/__init__.py\", "
     "line 1, in <module>\n"
     "(RayWorkerWrapper pid=633, ip=10.244.1.196)     from ray.air.config import (\n"
     "(RayWorkerWrapper pid=633, ip=10.244.1.196)   File \"/usr/local/lib/python3.12/dist-packages/ray/air/config.py\", "
     "line 17, in <module>\n"
     "(RayWorkerWrapper pid=633, ip=10.244.1.196)     import pyarrow.fs\n"
     "(RayWorkerWrapper pid=633, ip=10.244.1.196) ModuleNotFoundError: No module named 'pyarrow'\n"
     "INFO:     127.0.0.1:51508 - \"GET /v1/models HTTP/1.1\" 200 OK\n"
     "INFO:     127.0.0.1:51516 - \"POST /v1/chat/completions HTTP/1.1\" 500 Internal Server Error\n"
     "2025-05-11 14:16:39,117\tINFO compiled_dag_node.py:2137 -- Waiting for worker tasks to exit\n"
     "INFO:     Shutting down\n"
     "INFO:     127.0.0.1:51526 - \"POST /v1/chat/completions HTTP/1.1\" 500 Internal Server Error",
     "dependency_missing", {}, "container_image_broken",
     "vLLM 0.8.x on its Docker image (/usr/local/lib/python3.12/dist-packages) with the Ray executor across nodes: at the "
     "first request Ray's Compiled Graph (compiled DAG) channel imports ray.air, which imports pyarrow; the image ships "
     "Ray without pyarrow (and pandas), so the worker task dies and every request returns 500.",
     "install pyarrow and pandas into the image (a commenter in the linked vllm #14487: after installing pandas, "
     "pyarrow, pytz and tzdata DeepSeek-R1 ran with vLLM 0.8.1); the Ray maintainers filed ray-project/ray #51595 "
     "'Compiled Graphs has a dependence on pyarrow' for the same log",
     release="0.8.x (thread title: 0.8.0 V1; the excerpted turn does not print its version)", gpu="not stated",
     gpus=None, forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title plus turn 9 (surajssd) as stored; the description's own traceback chunk stops "
          "before the error line. First-request failure of a Ray-launched server (judgement call 1).")

# ---------------------------------------- vllm #16955: MiniCPM3-4B on Ascend NPU -> No module named 'triton'
case("vllm-16955-minicpm3-4b-ascend-npu-no-module-triton",
     "https://github.com/vllm-project/vllm/issues/16955",
     "[Bug]: MiniCPM3 failed on ascend npu because of ModuleNotFoundError: No module named 'triton'\n"
     "\n"
     "The reproduction scripts:\n"
     "```python\n"
     "import os\n"
     "from vllm import LLM, SamplingParams\n"
     "os.environ[\"VLLM_USE_MODELSCOPE\"] = \"True\"\n"
     "prompts = [\n"
     "    \"Hello, my name is\",\n"
     "    \"The president of the United States is\",\n"
     "    \"The capital of France is\",\n"
     "    \"The future of AI is\",\n"
     "]\n"
     "\n"
     "# Create a sampling params object.\n"
     "sampling_params = SamplingParams(max_tokens=100, temperature=0.0)\n"
     "# Create an LLM.\n"
     "llm = LLM(model=\"OpenBMB/MiniCPM3-4B\")\n"
     "```",
     "dependency_missing", {}, "platform_unsupported",
     "vLLM (April 2025 main, with the vllm-ascend plugin) imports triton and applies @triton.jit at module level in "
     "many places, including the code MiniCPM3 pulls in; triton does not exist for Ascend NPUs, so building the model "
     "fails with No module named 'triton' (diagnosis by the reporter, a vllm-ascend maintainer).",
     "vLLM PR #15099 (a TritonPlaceholder so triton-less platforms can import those modules), named by the reporter as "
     "the fix; not installing triton",
     release="main (April 2025, 0.8.x)", gpu="Huawei Ascend NPU", gpus=None, command="LLM(model=\"OpenBMB/MiniCPM3-4B\")",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="The error text is the issue title; the body is the repro script (kept) and the diagnosis (left out).")

# ---------------------------------------- vllm #14888: vLLM CPU build on macOS -> No module named 'triton'
case("vllm-14888-macos-cpu-074dev-no-module-triton",
     "https://github.com/vllm-project/vllm/issues/14888",
     "[Usage]: ModuleNotFoundError: No module named 'triton'\n"
     "\n"
     "When I try to run the model with vLLM, I get this error: `ModuleNotFoundError: No module named \u2018triton\u2019. ` "
     "My local environment is macOS and I have successfully installed vLLM.\n"
     "\n"
     "`(base) \u279c  ~ vLLM -v\n"
     "INFO 03-16 22:15:08 [__init__.py:256] Automatically detected platform cpu.\n"
     "0.7.4.dev483+gd1ad2a57`\n"
     "\n"
     "I don't think I need to rely on nvidia to run the model through the cpu, and the documentation on cpu booting "
     "doesn't mention any dependencies on NVIDIA. So do I have to install the triton module?",
     "dependency_missing", {}, "platform_unsupported",
     "A vLLM 0.7.4.dev CPU build on macOS (platform cpu): vLLM modules imported triton unconditionally, and triton has "
     "no macOS build, so running a model failed with No module named 'triton'. vllm #16955 (a vllm-ascend maintainer) "
     "lists this issue as the same problem on triton-less platforms.",
     "vLLM PR #15099 (TritonPlaceholder for platforms without triton), per vllm #16955; no answer in this thread's "
     "stored text",
     release="0.7.4.dev483+gd1ad2a57", gpu="none (macOS, CPU platform)", gpus=0,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Cause taken from the linked vllm #16955 (judgement call 2).")

# ---------------------------------------- vllm #2236: vllm/vllm-openai:latest on RunPod, volume on /workspace -> No module named 'vllm'
case("vllm-2236-vllm-openai-latest-runpod-workspace-mount-no-module-vllm",
     "https://github.com/vllm-project/vllm/issues/2236",
     "docker image error ModuleNotFoundError: No module named 'vllm'\n"
     "\n"
     "using this procedure\n"
     "https://docs.vllm.ai/en/latest/serving/deploying_with_docker.html\n"
     "\n"
     "I was deploying on runpod this image:\n"
     "vllm/vllm-openai:latest\n"
     "https://hub.docker.com/r/vllm/vllm-openai/tags\n"
     "\n"
     "then I get an error\n"
     "\n"
     "```\n"
     "2023-12-21T15:25:16.536115444Z /usr/bin/python3: Error while finding module specification for "
     "'vllm.entrypoints.openai.api_server' (ModuleNotFoundError: No module named 'vllm')\n"
     "```",
     "dependency_missing", {}, "container_image_broken",
     "The December-2023 vllm/vllm-openai image keeps vLLM under /workspace; on RunPod the pod's volume was mounted on "
     "/workspace, which replaced that directory, so python3 could not find the vllm package (diagnosis by wwydmanski, "
     "confirmed by two users).",
     "mount the volume elsewhere (rohitpaulk: changing the mount path from /workspace to /root/.cache/huggingface "
     "fixes it; the reporter: 'I bet that's the problem!'); not pip install vllm",
     release="vllm/vllm-openai:latest (December 2023, 0.2.x)", gpu="not stated (RunPod)", gpus=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Judgement call 3: the image is intact; the mount hides its install.")

# ---------------------------------------- intel/ipex-llm #11944: ipex-llm-serving-xpu:2.1.0, local dir mounted on /llm -> No module named 'vllm'
case("ipex-llm-11944-serving-xpu-210-image-llm-mount-no-module-vllm-tp4",
     "https://github.com/intel/ipex-llm/issues/11944",
     "vllm package is missing in intelanalytics/ipex-llm-serving-xpu:2.1.0\n"
     "\n"
     "When you pull this docker file:intelanalytics/ipex-llm-serving-xpu:2.1.0 and start vllm serving like the "
     "following cmd:\n"
     "python -m ipex_llm.vllm.xpu.entrypoints.openai.api_server \\\n"
     "  --served-model-name $served_model_name \\\n"
     "  --port 8000 \\\n"
     "  --model $model \\\n"
     "  --trust-remote-code \\\n"
     "  --gpu-memory-utilization 0.7 \\\n"
     "  --device xpu \\\n"
     "  --dtype float16 \\\n"
     "  --enforce-eager \\\n"
     "  --load-in-low-bit fp8 \\\n"
     "  --max-model-len 6656 \\\n"
     "  --max-num-batched-tokens 6656 \\\n"
     "  --tensor-parallel-size 4\n"
     "\n"
     "It will report ModuleNotFoundError: No module named 'vllm'",
     "dependency_missing", {}, "container_image_broken",
     "IPEX-LLM's vLLM serving image for Intel XPUs carries vLLM under /llm; the user mounted a local directory on /llm, "
     "which hid the installed package, so the ipex_llm.vllm entrypoint could not import vllm (the reporter's own "
     "finding after a maintainer could not reproduce with the same image).",
     "mount the models elsewhere: 'Mounting local dir to /llm is not correct. Use /llm/models dir will work' "
     "(the reporter, HoppeDeng)",
     release="ipex-llm-serving-xpu:2.1.0 (August 2024)", gpu="Intel XPU (Arc / Data Center GPU, model not stated)",
     gpus=4,
     command="python -m ipex_llm.vllm.xpu.entrypoints.openai.api_server --served-model-name $served_model_name "
             "--port 8000 --model $model --trust-remote-code --gpu-memory-utilization 0.7 --device xpu --dtype float16 "
             "--enforce-eager --load-in-low-bit fp8 --max-model-len 6656 --max-num-batched-tokens 6656 "
             "--tensor-parallel-size 4",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-batched-tokens"}],
     note="Judgement call 3 (mount over the install path); the fix is the reporter's own.")

# ---------------------------------------- vllm PR #7182: Dockerfile.cpu image without protobuf -> LlamaTokenizer ImportError
case("vllm-pr7182-cpu-dockerfile-image-llamatokenizer-requires-protobuf",
     "https://github.com/vllm-project/vllm/pull/7182",
     "[Misc] Update dockerfile for CPU to cover protobuf installation\n"
     "\n"
     "this is just for fixing an error when I tried to do some basic test.\n"
     "\n"
     "```\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/transformers/models/llama/tokenization_llama.py\", line 171, in "
     "__init__\n"
     "    self.sp_model = self.get_spm_processor(kwargs.pop(\"from_slow\", False))\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/transformers/models/llama/tokenization_llama.py\", line 203, in "
     "get_spm_processor\n"
     "    model_pb2 = import_protobuf(f\"The new behaviour of {self.__class__.__name__} (with `self.legacy = False`)\")\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/transformers/convert_slow_tokenizer.py\", line 43, in "
     "import_protobuf\n"
     "    raise ImportError(PROTOBUF_IMPORT_ERROR.format(error_message))\n"
     "ImportError: \n"
     "The new behaviour of LlamaTokenizer (with `self.legacy = False`) requires the protobuf library but it was not "
     "found in yo",
     "dependency_missing", {}, "container_image_broken",
     "vLLM's CPU image (Dockerfile.cpu, August 2024) did not install protobuf; loading a LlamaTokenizer with "
     "legacy=False during a basic vLLM test needs protobuf, so transformers raised ImportError while the tokenizer was "
     "set up.",
     "the PR itself (merged): add protobuf to the pip install line of Dockerfile.cpu; i.e. pip install protobuf in "
     "the image",
     release="main (August 2024, 0.5.4 era), CPU image", gpu="none (CPU backend)", gpus=0,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="The stored chunk cuts the ImportError line at 'not found in yo' (judgement call 4). Excerpt: PR title plus "
          "PHILO-HE's reply in the review thread; WoosukKwon's question and the diff are left out.")

# ---------------------------------------- micytao/vllm-playground #7: playground from PyPI in a venv on CPU -> No module named 'vllm'
case("vllm-playground-7-pypi-venv-cpu-start-server-no-module-vllm",
     "https://github.com/micytao/vllm-playground/issues/7",
     "Running vllm-playground through PyPi on CPU gives error \"No module named 'vllm')\"\n"
     "\n"
     "I followed instructions [here](https://github.com/micytao/vllm-playground/tree/main?tab=readme-ov-file#-quick-"
     "install-via-pypi) in a venv. \n"
     "but when i go to start the server I get an error:\n"
     "\n"
     "```\n"
     "[14:41:59] /home/scondon/vllm-playground-venv/bin/python: Error while finding module specification for "
     "'vllm.entrypoints.openai.api_server' (ModuleNotFoundError: No module named 'vllm')\n"
     "```\n"
     "\n"
     "The server does not start and I cannot proceed with inference",
     "dependency_missing", {}, "dependency_missing",
     "vllm-playground (a web UI that starts vLLM's OpenAI server as a subprocess) was installed from PyPI into a venv "
     "that does not contain vLLM; in its default subprocess mode it ran python -m vllm.entrypoints.openai.api_server "
     "with that venv's python, which has no vllm package (the maintainer agreed).",
     "install vLLM into the same venv, or run vLLM in the playground's container mode; the maintainer (micytao) "
     "agreed and changed the default to the container",
     release="not stated (vllm-playground from PyPI, January 2026)", gpu="none (CPU)", gpus=0,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="A framework that launches vLLM: the import fails in the launched server process.")

# ---------------------------------------- vllm-ascend #1120: vllm-ascend:main image, V1 engine -> No module named 'numba'
case("vllm-ascend-1120-main-image-v1-qwen25-7b-no-module-numba",
     "https://github.com/vllm-project/vllm-ascend/issues/1120",
     "[Main][Bug]: Failed to start server with V1 enable due to `No module named 'numba'`\n"
     "\n"
     "vLLM Main 0.9.0\n"
     "vLLM Ascend\n"
     "```\n"
     "# Update DEVICE according to your device (/dev/davinci[0-7])\n"
     "export DEVICE=/dev/davinci4\n"
     "# Update the vllm-ascend image\n"
     "#export IMAGE=m.daocloud.io/quay.io/ascend/cann:8.1.rc1-910b-ubuntu22.04-py3.10\n"
     "export IMAGE=m.daocloud.io/quay.io/ascend/vllm-ascend:main\n"
     "docker run --rm \\\n"
     "--name yikun-test \\\n"
     "--device $DEVICE \\\n"
     "--device /dev/davinci_manager \\\n"
     "--device /dev/devmm_svm \\\n"
     "--device /dev/hisi_hdc \\\n"
     "-v /usr/local/dcmi:/usr/local/dcmi \\\n"
     "-v /usr/local/bin/npu-smi:/usr/local/bin/npu-smi \\\n"
     "-v /usr/local/Ascend/driver/lib64/:/usr/local/Ascend/driver/lib64/ \\\n"
     "-v /usr/local/Ascend/driver/version.info:/usr/local/Ascend/driver/version.info \\\n"
     "-v /etc/ascend_install.info:/etc/ascend_install.info \\\n"
     "-v /root/.cache:/root/.cache \\\n"
     "-it $IMAGE bash\n"
     "\n"
     "root@36a3e418f3b6:/workspace# export MODEL=Qwen/Qwen2.5-7B-Instruct\n"
     "root@36a3e418f3b6:/workspace# export VLLM_USE_MODELSCOPE=true\n"
     "root@36a3e418f3b6:/workspace# VLLM_USE_V1=1 VLLM_USE_MODELSCOPE=true python3 -m vllm.entrypoints.openai.api_server "
     "--model $MODEL \\\n"
     "         --tensor-parallel-size 1 --swap-space 16 --disable-log-stats \\\n"
     "         --disable-log-requests  --load-format dummy\n"
     "\n"
     "```\n"
     "\n"
     "### \U0001F41B Describe the bug\n"
     "\n"
     "```\n"
     "INFO 06-07 23:04:52 [core.py:65] Initializing a V1 LLM engine (v0.9.0) with config: model='",
     "dependency_missing", {}, "container_image_broken",
     "With VLLM_USE_V1=1, vLLM 0.9.0 (main) imports numba while the V1 engine starts, and the project's own "
     "vllm-ascend:main image did not carry numba, so the V1 server failed to start on the Ascend NPU (read from the "
     "maintainer's report and the message).",
     "no fix in the stored text; the message names the missing package (install numba into the vllm-ascend image / "
     "its requirements)",
     release="0.9.0 (vLLM main) with vllm-ascend main image", gpu="Huawei Ascend NPU (910B per the commented-out image tag)", gpus=1,
     command="VLLM_USE_V1=1 VLLM_USE_MODELSCOPE=true python3 -m vllm.entrypoints.openai.api_server --model "
             "Qwen/Qwen2.5-7B-Instruct --tensor-parallel-size 1 --swap-space 16 --disable-log-stats "
             "--disable-log-requests --load-format dummy",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--swap-space"}],
     note="The error is in the title; the stored body stops at the engine-config line (judgement call 5).")

# ---------------------------------------- mudler/LocalAI #9162 (comment): cuda13 vllm-omni backend image -> No module named 'vllm_omni'
case("localai-9162-cuda13-vllm-omni-backend-image-no-module-vllm-omni",
     "https://github.com/mudler/LocalAI/issues/9162",
     "install python based backends in v4.0.0 nvidia-12 docker image not successful.\n"
     "\n"
     "I hit the same `ModuleNotFoundError: No module named 'vllm_omni'` today with the current cuda13 vllm-omni backend "
     "(`latest-gpu-nvidia-cuda-13-vllm-omni`, `uv` was not involved).",
     "dependency_missing", {}, "container_image_broken",
     "LocalAI's cuda13 vllm-omni backend image installs vllm-omni with an editable install (uv pip install -e .) at "
     "build time; the generated editable finder still points at the build path (/vllm-omni/vllm-omni/vllm_omni) "
     "instead of /backends/<backend>/vllm-omni/vllm_omni, so the backend cannot import vllm_omni at start-up "
     "(commenter alaschgari's diagnosis).",
     "no confirmed fix in the stored text; the commenter points to LocalAI #11972 (the backend image's install step "
     "must not leave an editable install pointing at the build path)",
     release="LocalAI backend image latest-gpu-nvidia-cuda-13-vllm-omni (September 2026)", gpu="NVIDIA (CUDA 13), "
     "model not stated", gpus=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Weakest case (judgement call 7): a commenter's report and diagnosis; excerpt is the issue title and the "
          "comment's first sentence only.")

if __name__ == "__main__":
    BATCH.write()
