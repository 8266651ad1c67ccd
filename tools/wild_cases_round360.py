"""Round-360 blind batch: vLLM's DOCKER IMAGES (vllm/vllm-openai and vendor images) failing to start: entrypoint and
arguments, CUDA driver vs image, --ipc / shm size, permissions and users, HF cache mounts, HF_HUB_OFFLINE, ports, GPU
visibility in the container (nvidia-container-toolkit), any tracker; collected by helper wild360 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round360-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 42 of the 50 allowed (all ``search``: 40 corpus=issues, 2 corpus=pages; no read_file, find_string,
find_files or fetch: issue threads are only reachable as search chunks). 6 cases. The docker slice is heavily mined:
most docker threads the searches surfaced (shm / NCCL, 804 forward-compat, 'Failed to infer device type', 'No CUDA
GPUs are available', WSL) were already in USED_SOURCES.txt or in earlier rounds' given-up lists, and of the rest most
stored chunks stopped before the error line or held no reply with a fix. Only vllm #8262 has a maintainer diagnosis in
the reachable text; the other five carry no confirmed fix there (said so in fix_that_worked) and are kept because the
log itself makes the launch fault certain.

Cases: vllm #2247 (model folder mounted over /root/.cache/huggingface, --model bare folder name), vllm #37133
(vllm/vllm-openai given 'vllm serve <path>' as its arguments: entrypoint already vllm serve), vllm #5283 (v0.4.3 image,
Error 804 forward compatibility on an old host driver), tenstorrent/tt-inference-server #4026 (vendor container with
HF_HUB_OFFLINE=1 and the HF repo id as --model), vllm #8262 (v0.6.0 image, host model path never bind-mounted),
LMCache #906 (lmcache/vllm-openai nightly, compose entrypoint 'vllm serve' -> 'vllm' not on PATH).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #807, #4940, #5635, #1710, #8885, #10717, #12847, #13946, #3719,
  #27389, #9225, #7207, #17210; Lvllmds4 #46; MiniMax-01 #42; GenAIComps #336; inference-benchmarker #30 (OpenShift
  '/.cache' PermissionError; its fix PR #47 is the same incident); vllm-ascend #1440, #262; ai-dynamo/dynamo #1408 and
  llm-d #352 (NCCL /dev/shm 'No space left on device'); jetson-containers #678; kyuz0 amd-r9700 #1 and
  amd-strix-halo #6.
- Already given up by earlier rounds (docstrings): vllm #34296, #1771, #789, #10453, #6574, #4618, #4383, #23935,
  #15255, #16841, #10856; kemingy/vllm-env #1.
- Error line not in the stored chunk, or only in a title / prose / image: vllm #5035 (driver 555.85 + Docker Desktop
  WSL2: fix confirmed by NVIDIA's cliffwoolley = Docker Desktop 4.31 / nvidia-container-toolkit 1.15.0, per
  nvidia-container-toolkit #520; turn 0 with the error never surfaced in 3 searches -- a good case if it is found),
  vllm #34573 (ROCm 7 'No HIP GPUs are available'; the author's later podman line with --device /dev/kfd --device
  /dev/dri --group-add keep-groups works; turn-0 error not surfaced), kyuz0/ai-toolbox-cockpit #7 (vLLM runner drops
  --device/--group-add for ROCm -> 'No CUDA GPUs are available'; the error is only quoted inside the author's
  diagnosis, the traceback chunk stops before it), vllm #22072 (compose 'command' list with '- --dtype auto' as one
  item; cut before the error), vllm #10185 (OpenShift HOME=/ not writable -> 500s on first requests; fix HOME=/tmp
  confirmed by the author, but the server printed no error at all and turn 0 is only the env template), vllm #9118,
  vllm #2013, dengcao/Qwen3-Reranker-0.6B #2 (vllm-openai v0.9.2-dev 'libcuda.so.1: file too short', traceback cut,
  no reply), Avarok-Cybersecurity/dgx-vllm #16 (HF_HUB_OFFLINE=1 with /root/.cache mounted by a non-root host user;
  chunk stops at the banner), vllm #27268 (GCP COS, libcuda.so.1 not found; command cut, stale), vllm #14403 and
  vllm-ascend #6942 (errors are images), jetson-containers #704 (error logs heading only), vllm #7207 (title only),
  vllm #10974 (docker CPU, HFValidationError '/models/': error shown, no reply with the fix).
- No fix and cause not certain from the log: HabanaAI/vllm-fork #1474 (Gaudi container in K8s, 'CacheNotFound: Cache
  directory not found: /data/.cache/huggingface' raised during weight loading; nothing says whether the volume or
  HF_HOME was wrong), vllm #8638 and #7514 (address already in use in containers; no cause given), vllm #5510 (same
  reporter as the second poster in #5283), LMCache #1850 (same lmcache/vllm-openai 'vllm' not on PATH failure for
  tags v0.3.7-v0.3.8; kept only as corroboration for #906), vllm #15007 ('vllm-openai' executable does not exist;
  no reply stored).
- Not vLLM: NVIDIA/nvidia-container-toolkit #251 / #1397, nvidia-docker #1671 (NVML 'Unknown Error' after
  daemon-reload), TGI / xinference / ollama / ComfyUI docker threads met in the searches.

Judgement calls for the lead:
1. LMCache #906: the error is the container runtime's (vLLM never ran). kind container_runtime_incompatible follows
   round 201's 'exec: "--host": executable file not found' case; cause container_image_broken (the image kept vllm
   in a venv that was not on PATH, later fixed in the image by LMCache PR #1498) rather than
   container_runtime_incompatible, since the runtime is fine and the image + entrypoint override are at fault.
2. vllm #37133: argparse's 'unrecognized arguments' filed vllm_check_failed, as earlier rounds did for it.
3. vllm #2247, #8262 and tt-inference-server #4026 are model_not_found (the existing label for a model path / id vLLM
   cannot resolve), although the root is a docker mount / argument mistake; no new label was made.
4. vllm #5283: the driver figure (535.171.04) comes from a second reporter in the thread, not from the author; the
   case keeps numbers {} as round 11's #4940 did for the same 804 message.
5. Every case is a launch/configuration fault, so all memory flags (--gpu-memory-utilization, --max-model-len,
   --kv-cache-dtype, --cpu-offload-gb) are marked wrong for all six.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round360-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #2247: docker, local model dir mounted over /root/.cache/huggingface, --model <bare dir name>
case("vllm-2247-docker-local-model-mounted-as-hf-cache-bare-name",
     "https://github.com/vllm-project/vllm/issues/2247",
     "`docker run --gpus all -v /home/appuser/repo/models:/root/.cache/huggingface -p 8800:8000 --ipc=host "
     "vllm/vllm-openai:latest --model Qwen-14B-Chat-AWQ --quantization awq --tensor-parallel-size 2`, however, vllm "
     "reported it failed to load the model file:\n"
     "```\n"
     "OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached files "
     "and it looks like Qwen-14B-Chat-AWQ is not the path to a directory containing a file named config.json.\n"
     "```\n"
     "Then, I looked into the image, \n"
     "```\n"
     "docker run --rm -it -v /home/appuser/repo/models:/root/.cache/huggingface --entrypoint bash  vllm/vllm-openai:latest\n"
     "ls /root/.cache/huggingface/   \n"
     "Qwen-14B-Chat-AWQ\n"
     "```",
     "model_not_found", {}, "model_not_found",
     "The host folder of plain model directories was mounted over /root/.cache/huggingface and the model was passed as "
     "the bare folder name 'Qwen-14B-Chat-AWQ'. That is neither a hub repo id in the HF cache layout "
     "(hub/models--org--name/snapshots/...) nor a path relative to the container's working directory, so transformers "
     "found no config.json and tried the hub. A mount / --model path mistake, not a GPU or memory problem.",
     "jarekmor (comment, 2024-02-11, in the thread): mount the models folder at a plain path (-v "
     "/home/appuser/repo/models/:/mnt/model/) and pass --model with the absolute path inside the container (with "
     "TRANSFORMERS_OFFLINE=1); the later maintainer reply (hmellor) is cut in the stored text and the author does not "
     "confirm. The general fix from the log: give --model the absolute in-container path of the directory holding "
     "config.json (e.g. /root/.cache/huggingface/Qwen-14B-Chat-AWQ).",
     release=None, gpu=None, gpus=2,
     command="docker run --gpus all -v /home/appuser/repo/models:/root/.cache/huggingface -p 8800:8000 --ipc=host "
             "vllm/vllm-openai:latest --model Qwen-14B-Chat-AWQ --quantization awq --tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"}],
     note="Excerpt: the issue body from the docker run line through the ls inside the container (the leading sentence "
          "about the tutorial dropped). gpus=2 is read from --tensor-parallel-size 2 (the thread does not name the GPU). "
          "The error is transformers' OSError, printed by vLLM's config load.")

# ---------------------------------------- vllm #37133: vllm/vllm-openai:latest given "vllm serve <path>" as its arguments (entrypoint already vllm serve)
case("vllm-37133-openai-image-args-repeat-vllm-serve-unrecognized-arguments",
     "https://github.com/vllm-project/vllm/issues/37133",
     "sudo docker run --name qwen3 --rm --gpus all --security-opt seccomp=unconfined \\\n"
     "    --network=host --ipc=host \\\n"
     "    -v /data/ai_models/GLM-4.7-Flash-AWQ-4bit:/models/GLM-4.7-Flash-AWQ-4bit \\\n"
     "    -v ~/.cache:/root/.cache\\\n"
     "    vllm/vllm-openai:latest vllm serve /models/GLM-4.7-Flash-AWQ-4bit \\\n"
     "    --served-model-name GLM-4.7-Flash-AWQ-4bit \\\n"
     "    --trust-remote-code \\\n"
     "    --port 9527 \\\n"
     "    --gpu-memory-utilization 0.90 \\\n"
     "    --enable-prefix-caching \\\n"
     "    --enable-chunked-prefill \\\n"
     "    --max-model-len 4096 \\\n"
     "    --enable-auto-tool-choice --tool-call-parser hermes \\\n"
     "    --api-key tipray.123 --max_num_batched_tokens 4096 --swap_space 16\n"
     "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/chat_completion/protocol.py:346: SyntaxWarning: "
     "invalid escape sequence '\\e'\n"
     "  \"(e.g. 'abcdabcdabcd...' or '\\emoji \\emoji \\emoji ...'). This feature \"\n"
     "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/completion/protocol.py:176: SyntaxWarning: invalid "
     "escape sequence '\\e'\n"
     "  \"(e.g. 'abcdabcdabcd...' or '\\emoji \\emoji \\emoji ...'). This feature \"\n"
     "usage: vllm [-h] [-v] {chat,complete,serve,bench,collect-env,run-batch} ...\n"
     "vllm: error: unrecognized arguments: serve /models/GLM-4.7-Flash-AWQ-4bit",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The vllm/vllm-openai image's entrypoint is already `vllm serve`, so the arguments after the image name are "
     "appended to it: `vllm serve vllm serve /models/GLM-4.7-Flash-AWQ-4bit ...` takes 'vllm' as the model tag and "
     "leaves 'serve /models/GLM-4.7-Flash-AWQ-4bit' as unrecognized arguments; argparse exits before any engine or "
     "GPU work. A docker argument mistake, not a memory, model or GPU problem.",
     "not in the stored text (open issue, no reply stored). From the log and the image's entrypoint: drop the leading "
     "'vllm serve' and pass the model path as the first argument after the image (`vllm/vllm-openai:latest "
     "/models/GLM-4.7-Flash-AWQ-4bit --served-model-name ...`), or override the entrypoint (--entrypoint vllm) if "
     "'serve' must be spelled out",
     release="0.17.1 (the issue's 'version 0.17.1'; image vllm/vllm-openai:latest)", gpu=None, gpus=None,
     command="sudo docker run --name qwen3 --rm --gpus all --security-opt seccomp=unconfined --network=host --ipc=host "
             "-v /data/ai_models/GLM-4.7-Flash-AWQ-4bit:/models/GLM-4.7-Flash-AWQ-4bit -v ~/.cache:/root/.cache "
             "vllm/vllm-openai:latest vllm serve /models/GLM-4.7-Flash-AWQ-4bit --served-model-name "
             "GLM-4.7-Flash-AWQ-4bit --trust-remote-code --port 9527 --gpu-memory-utilization 0.90 "
             "--enable-prefix-caching --enable-chunked-prefill --max-model-len 4096 --enable-auto-tool-choice "
             "--tool-call-parser hermes --api-key tipray.123 --max_num_batched_tokens 4096 --swap_space 16",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue body as posted (command, two SyntaxWarnings from vLLM's protocol modules, argparse's "
          "usage and error); nothing dropped. The title is only '[Bug]:'. The SyntaxWarnings are harmless noise. "
          "--swap_space may also be gone in 0.17.1, but argparse names only 'serve <path>' here.")

# ---------------------------------------- vllm #5283: vllm-openai v0.4.3 image, Error 804 forward compatibility on a 535 host driver
case("vllm-5283-openai-image-v043-error-804-forward-compat-old-host-driver",
     "https://github.com/vllm-project/vllm/issues/5283",
     "vllm-openai_1  | (RayWorkerWrapper pid=3487) ERROR 06-05 16:30:08 worker_base.py:148] RuntimeError: Unexpected "
     "error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have "
     "already set an error? Error 804: forward compatibility was attempted on non supported HW\n"
     "\n"
     "### How would you like to use vllm\n"
     "\n"
     "everything is good in docker v0.3.3, what should I do to use v0.4.3?",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "The vllm/vllm-openai:v0.4.3 image is built on a newer CUDA 12.x base than the host driver supports (a second "
     "reporter in the thread, with the same failure, shows nvidia-smi 'Driver Version: 535.171.04 CUDA Version: 12.2' "
     "and says v0.4.2 works). On a GPU that cannot use CUDA forward compatibility (non-datacenter cards), the image's "
     "newer runtime on the older host driver fails at the first device query with Error 804. A host-driver vs image "
     "mismatch, not a vLLM setting or memory problem.",
     "not in the stored text of the thread (only mgoin's request for commands/hardware and the second reporter's "
     "'V0.4.2 works as expected'). From the log and the image change: upgrade the host NVIDIA driver to one that "
     "supports the image's CUDA (the 550 series, as said for the same error in vllm #4940), or stay on an image built "
     "for the installed driver (v0.4.2 / v0.3.3)",
     release="vllm/vllm-openai:v0.4.3 (docker); v0.3.3 worked", gpu=None, gpus=None,
     command="docker compose service 'vllm-openai' running vllm/vllm-openai:v0.4.3 (the command is not in the stored "
             "text; Ray workers were in use)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body as stored (the error line under 'Your current environment' and the question); "
          "nothing dropped. The 535.171.04 driver belongs to the second reporter (jefffortune), not to the author, "
          "whose hardware is not given; gpus unknown (RayWorkerWrapper means a multi-GPU launch). Same failure "
          "family as vllm #4940 (already used), a different reporter and image tag.")

# ---------------------------------------- tt-inference-server #4026: vendor vLLM container, HF_HUB_OFFLINE=1, --model given the HF repo id
case("tt-inference-server-4026-offline-container-model-repo-id-invalid-repository",
     "https://github.com/tenstorrent/tt-inference-server/issues/4026",
     "```\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "  Value error, Invalid repository ID or local directory specified: 'meta-llama/Llama-3.1-8B-Instruct'.\n"
     "  Loading GGUF from a remote repo directly is not yet supported.\n"
     "```",
     "model_not_found", {}, "model_not_found",
     "Tenstorrent's vLLM server container runs with HF_HUB_OFFLINE=1 (it has no internet) and holds the weights at a "
     "container-local path, which its launcher puts in the HF_MODEL env var; but the generated model spec passed the "
     "HuggingFace repo id 'meta-llama/Llama-3.1-8B-Instruct' as vLLM's --model, and vLLM reads --model, not HF_MODEL. "
     "Offline, the repo id is neither reachable on the hub nor a local directory, so ModelConfig validation fails. "
     "A launch/argument mistake in the vendor image's launcher, not a memory or device problem.",
     "not yet fixed in the stored text (open issue). The reporter (ezietlowTT) names the cause in "
     "run_vllm_api_server.py: vllm_args.model keeps the HF repo id from the spec template; the fix is to pass the "
     "container-local model path (the value already in HF_MODEL) as --model when running offline",
     release=None, gpu="Tenstorrent p150 (not a GPU)", gpus=None,
     command="run.py --model Llama-3.1-8B-Instruct --device p150 --workflow server --docker-server --no-auth "
             "(container started with HF_HUB_OFFLINE=1)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--load-format"}],
     note="Excerpt: the error block from the issue's Summary, as quoted there; the 'Root cause' section and the "
          "reproduction steps are left out (they carry the answer). The 'Loading GGUF from a remote repo' sentence is "
          "part of vLLM's generic message, not a sign that GGUF was used. Vendor image (tt-inference-server); the "
          "brief's HF_HUB_OFFLINE / cache-mount slice.")

# ---------------------------------------- vllm #8262: vllm-openai v0.6.0 container, --model a host path never mounted into it
case("vllm-8262-openai-image-v060-host-model-path-not-mounted-incorrect-path-or-model-id",
     "https://github.com/vllm-project/vllm/issues/8262",
     "I want to deploy the fine-tuned [deepseek] (https://modelscope.cn/models/deepseek-ai/DeepSeek-V2-Lite-Chat/files) "
     "model using the docker image [vllm/vllm-openai:v0.6.0], but the container cannot run and an error occurs: "
     "OSError: Incorrect path_or_model_id: '/data1/models/deepseek'. Please provide either the path to a local folder "
     "or the repo_id of a model on the Hub.\n"
     "However, this model can be run in the python environment of vllm.",
     "model_not_found", {}, "model_not_found",
     "The model folder /data1/models/deepseek exists on the host (the same model runs with vLLM outside Docker), but "
     "the vllm/vllm-openai:v0.6.0 container was given that host path as --model without a bind mount making it "
     "exist inside the container; transformers then treats the string as a hub repo id, which it cannot be, and "
     "fails before any GPU work. A volume/mount mistake, not a model, memory or vLLM version problem.",
     "maintainer DarkLight1337 in the thread: 'I guess you didn't make the model files available inside Docker "
     "container (e.g. via bind mounts)'; the author then asked for an example command, so the fix is not confirmed "
     "in the stored text. The fix from the log: docker run ... -v /data1/models/deepseek:/data1/models/deepseek (or "
     "any in-container path) and pass that in-container path to --model",
     release="vllm/vllm-openai:v0.6.0 (docker)", gpu=None, gpus=None,
     command="vllm/vllm-openai:v0.6.0 container with --model /data1/models/deepseek (the full docker run line is not "
             "in the stored text)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the two sentences of the issue body that hold the error (the template lines and the 'How would "
          "you like to use vllm' boilerplate dropped). The error is quoted inline in prose, not as a pasted "
          "traceback; it is transformers' OSError text. --trust-remote-code is not marked wrong (a DeepSeek-V2 "
          "checkpoint may need it later), but it is not the fix: the files are not reachable at all.")

# ---------------------------------------- LMCache #906: lmcache/vllm-openai nightly image, compose entrypoint 'vllm serve ...' -> vllm not on PATH
case("lmcache-906-vllm-openai-nightly-compose-entrypoint-vllm-not-in-path",
     "https://github.com/LMCache/LMCache/issues/906",
     "I pull the image by `docker pull lmcache/vllm-openai:nightly-2025-06-24`, then use docker compose:\n"
     "\n"
     "```\n"
     "  vllm-lmcache:\n"
     "    image: lmcache/vllm-openai:nightly-2025-06-24\n"
     "    container_name: vllm-lmcache-llm\n"
     "    restart: always\n"
     "    network_mode: host\n"
     "    volumes:\n"
     "      - /root/sdb2/model/DeepSeek-R1-Distill:/model\n"
     "      - /etc/localtime:/etc/localtime:ro\n"
     "      - /usr/share/zoneinfo/Asia/Shanghai:/usr/share/zoneinfo/Asia/Shanghai:ro\n"
     "    environment:\n"
     "      - CUDA_VISIBLE_DEVICES=0,1\n"
     "      - LMCACHE_CONFIG_FILE=\"/root/sdb2/LMcache_file/cpu-offload.yaml\"\n"
     "      - LMCACHE_USE_EXPERIMENTAL=True\n"
     "    entrypoint: vllm serve /model/DeepSeek-R1-Distill-Qwen-32B\n"
     "    command:\n"
     "      --host xxx\n"
     "      --port xxx\n"
     "      --tensor-parallel-size 2 \n"
     "      --gpu-memory-utilization 0.80\n"
     "      --max-model-len 81920\n"
     "      --enable_chunked_prefill\n"
     "      --disable-log-requests\n"
     "      --kv-transfer-config '{\"kv_connector\":\"LMCacheConnectorV1\",\"kv_role\":\"kv_both\"}' \n"
     "```\n"
     "\n"
     "Then show the error:\n"
     "```\n"
     "[+] Running 1/1\n"
     " ✔ Container vllm-lmcache-llm  Created" + " " * 160 + "0.0s \n"
     "Error response from daemon: OCI runtime create failed: runc create failed: unable to start container process: "
     "exec: \"vllm\": executable file not found in $PATH: unknown\n"
     "```",
     "container_runtime_incompatible", {}, "container_image_broken",
     "The compose file overrides the image's entrypoint with a bare 'vllm serve ...'. In the lmcache/vllm-openai "
     "images of that period vLLM is installed in a virtualenv (/opt/venv/bin) that is not on the image's PATH, so the "
     "container runtime cannot exec 'vllm' and the container never starts; vLLM itself never runs. The same failure "
     "was later reported for the versioned lmcache/vllm-openai tags (LMCache #1850) and fixed in the image by adding "
     "/opt/venv/bin to PATH (LMCache PR #1498). Not a memory, parallelism or model problem.",
     "the thread's answer is cut in the stored text ('Acco...'). What fixes it, from the error and the tracker: do not "
     "override the entrypoint with a bare 'vllm' -- either point it at the venv binary (entrypoint: /opt/venv/bin/vllm "
     "serve /model/...) or keep the image's own entrypoint and pass only the model and flags as command; later images "
     "put /opt/venv/bin on PATH (LMCache PR #1498, merged September 2025)",
     release="lmcache/vllm-openai:nightly-2025-06-24", gpu=None, gpus=2,
     command="docker compose service with image lmcache/vllm-openai:nightly-2025-06-24, entrypoint 'vllm serve "
             "/model/DeepSeek-R1-Distill-Qwen-32B', command '--host xxx --port xxx --tensor-parallel-size 2 "
             "--gpu-memory-utilization 0.80 --max-model-len 81920 --enable_chunked_prefill --disable-log-requests "
             "--kv-transfer-config {\"kv_connector\":\"LMCacheConnectorV1\",\"kv_role\":\"kv_both\"}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-transfer-config"},
                       {"flag": "--enable-chunked-prefill"}],
     note="Excerpt: the issue body up to the error block (the reply that starts 'Acco...' is cut in the stored text "
          "and left out). The run of spaces on the compose 'Created' line is kept at its stored length. gpus=2 is read from CUDA_VISIBLE_DEVICES=0,1 and TP 2. The error is the container "
          "runtime's, not vLLM's: vLLM never starts. Vendor image (LMCache's vllm-openai build).")

if __name__ == "__main__":
    BATCH.write()
