"""Round-134 blind batch: CONTAINER- and DRIVER-LEVEL start-up deaths of vLLM (the vllm/vllm-openai image and other
images: ROCm, Ascend, XPU, NGC-era builds; docker / docker-compose / Docker Desktop; Kubernetes and OpenShift pods,
Helm charts; the container's user, HOME, read-only mounts, /dev/shm, ulimit, offline hosts), collected by helper
wild134 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round134-blind"``; the
lead grades it once (``python tests/wild_grade.py round134``). A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or
easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, its tests) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
source only. Excerpts are the text as the search tool's stored copy shows it (the issues corpus stores one chunk of a
thread per hit); where lines were dropped the note says so; fix lines are left out of the excerpt (they are in
fix_that_worked).

Sources: the search tool's issues corpus (vLLM's tracker and the trackers of llm-d, llm-d-benchmark,
llm-d-modelservice, huggingface/inference-benchmarker, pytorch, gpustack, docker/model-runner) and one pages query
that returned only explainers. 34 look-ups of the 90 allowed: 34 ``search`` (33 issues, 1 pages), no find_string,
read_file, find_files, find_repos or fetch. **13 cases, 2 of them memory** (a Docker Desktop/WSL2 free-memory gate and
the CPU backend's KV allocation against the host's RAM inside a memory-limited pod). The memory half could not be
reached inside this slice: every container memory thread the searches brought (docker-compose KV refusals,
OOMKilled pods, Docker-image OOMs, WSL2 gates) was already a fixture or a named skip (vllm#3435, #8903, #6746, #51041,
#26884, #17631, #11251, #16662, xinference#2440, GLM-4#19/#117/#47, spark-vllm-docker#396, kaito#2132, InferenceX#1587,
club-3090#4/#32, cognithor#318, dockerode#811 = vllm#20305, SergiioB arc-b70#4, vllm#27934, #17366, jetson-containers
#1568/#704/#989/#795) or had no printed error (GLM-4#117
'fails on oom (without any error)', vllm#16657 and #22358 screenshots or empty, vllm#28923 k8s kill without a vLLM
line). The driver half of the slice (CUDA driver too old, Error 803/804, nvidia-container-cli, NCCL /dev/shm in
containers) is exhausted the same way: vllm#4940, #5635, #5283/#5510, #33447, #1710, #4618, #6574, #10453, #10523,
#10626, #15255, #4383, #1772, #1907, gpustack#1254/#1540/#4678, llm-d#706, kvcached#74, MiniMax-01#42 were fixtures or
named skips; gpustack#3686 (Error 803 on an Iluvatar CoreX card) and vllm#8286 had no answer in the stored chunk.

Every url and bare number was checked against /work/coord/USED_SOURCES.txt (url, issues/N, pull/N, "#N"),
tests/golden/wild/BLIND.md, the fixtures, and the round files of every h-wild* branch (including the collectors running
at the same time, h-wild131/132). Skipped after reading, in search order: vllm#3719 (named in round 26's fix), h2ogpt#1186
(the same report as vllm#1986, same user and text: one case, the vLLM thread, which carries the maintainer's answer),
HabanaAI/vllm-fork#1474 and Avarok dgx-vllm#16 (the stored chunk stops before the error), vllm#23684 (no error text
stored), kyuz0 amd-strix-halo-vllm-toolboxes#6 (the error is outside the stored chunk; its fix comment is quoted by
round 115's case) and amd-r9700-vllm-toolboxes#1 (no answer stored), vllm#34573 (only the fix comment stored), vllm#10855
(named skip), vllm-ascend#2698 (npu-smi, not vLLM), #6942 (screenshot), #6063 (no error stored), vllm-omni#1282 and #241,
vllm#16336, #3019, #12847 (no error or no answer stored), kserve#3562 (KServe's own huggingfaceserver, not vLLM),
vllm#10185 (request-time 500s), vllm PR #46734 (its 0.25.1 log is cut before the KeyError), ai-dynamo#12457 (prose only),
IBM/ado#1261 (prose only), vllm#16841 (a hang), vllm#1771 (screenshot), vllm#47661 (comments only), ipex-llm#13303 (no
cause), truenas/apps#5802 (log cut before the error), MinerU#3853, verl-omni#133 (no answer stored).

Judgement calls for the lead (each case's ``note`` says more):
1. Environment failures no README cause names (a container user with no passwd entry, a $HOME that is not writable,
   a read-only model mount, the open-file limit, a Ray object store larger than /dev/shm): cause ``unrecognized`` with
   kind None where no row reads the line (vllm#20127, inference-benchmarker#30, llm-d-benchmark#1573,
   llm-d-modelservice#243, pytorch#137695, gpustack#5014); where a row's text is in the log the row is used as the
   closest kind and named: vllm#44548 (the registry's inspection subprocess -> model_inspection_failed, as round 43 read
   the same getpwuid failure in vllm#19504), llm-d#1430 (Inductor's error wrapping Triton's PermissionError ->
   torch_compile_error; unrecognized the alternative).
2. The error quoted by the reporter rather than pasted: vllm#7207 (the title only), vllm#20127 (retyped,
   'permissionError: [error 13]'), inference-benchmarker#30 (title and prose 'OSError: PermissionError'; the stored log
   is cut inside the traceback; the exact line is in the fixing PR #47's description).
3. Fixes from a linked PR or a maintainer's one-line answer: inference-benchmarker#30 (PR #47 'Fixes #30'), vllm#1986
   (hmellor's reply, cut by the store at 'because it doesn't ex'), vllm#20127 (22quinn's 'Set HF_HOME'), pytorch#137695
   (AMD's tjtanaa: raise the open-file limit; the reporter confirms 'ulimit -n 131072').
4. Sources that are pull requests or a PR's troubleshooting note, not a user's issue: llm-d-benchmark#1573 (a CI pod's
   --previous log), docker/model-runner#414 (the free-memory gate quoted in the PR's Troubleshooting section with its
   fix), vllm#45086 (a maintainer's KV allocation refusal in a memory-limited pod; the PR is the fix).
5. Two sources share one root cause (OpenShift's arbitrary UID without a passwd entry: torch's Inductor cache dir calls
   getpass.getuser()): vllm#44548 (inside the model registry's subprocess) and llm-d-benchmark#1573 (the container's
   previous log, only the torch/getpass frames); two more share another (OpenShift's unwritable HOME=/ for the
   Hugging Face cache): vllm#20127 and inference-benchmarker#30. Kept as separate sources: different logs and releases.
6. gpus: 8 for pytorch#137695 (an 8 x MI300X node), 2 for vllm#48625 (2 x Arc Pro B70), 1 for docker/model-runner#414
   ('an NVIDIA GPU', 8 GiB); None elsewhere (not stated, or a Kubernetes pod whose GPU count the thread does not give).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round134-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]
ENV_ONLY = NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}]

# ------------------------------------------------------------------ offline host: the Hub id needs huggingface.co
case("vllm-1986-offline-server-llama2-13b-hub-name-resolution", "https://github.com/vllm-project/vllm/issues/1986",
     "vllm inference server without internet: vLLM: raise ConnectionError(e, request=request)\n"
     "\n"
     "When I ran vllm inference server without internet connection then it throws the following error\n"
     "\n"
     "`File \"/home/miniconda3/envs/vllm/lib/python3.10/site-packages/requests/adapters.py\", line 519, in send raise "
     "ConnectionError(e, request=request) requests.exceptions.ConnectionError: (MaxRetryError('HTTPSConnectionPool("
     "host=\\'huggingface.co\\', port=443): Max retries exceeded with url: /api/models/meta-llama/Llama-2-13b-chat-hf/"
     "revision/main (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7fb471e53400>: "
     "Failed to resolve \\'huggingface.co\\' ([Errno -3] Temporary failure in name resolution)\"))'), '(Request ID: "
     "180aa8f1-bd8d-4f1e-bc19-2ba285227928)')`\n"
     "\n"
     "When i power on the server, it ask for internet connection to run vllm. However, I want to use h2ogpt with vllm "
     "inferencing on my private server without internet connection.\n"
     "\n"
     "Please help me regarding this!\n"
     "\n"
     "****Command I hit:\n"
     "`python -m vllm.entrypoints.openai.api_server --port=5000 --host=0.0.0.0 --model meta-llam\n"
     "a/Llama-2-13b-chat-hf --tokenizer=hf-internal-testing/llama-tokenizer --tensor-parallel-size=1 --seed 1234 "
     "--max-num-batched-tokens=4096`",
     "hub_unreachable", {}, "hub_unreachable",
     "A private server with no internet connection (h2oGPT in front of vLLM's OpenAI server, December 2023): the model "
     "and the tokenizer are given as Hub ids (meta-llama/Llama-2-13b-chat-hf, hf-internal-testing/llama-tokenizer), so "
     "at start-up vLLM asks huggingface.co for the model's revision and the host cannot even resolve the name "
     "(NameResolutionError, Errno -3). Nothing about the GPU or the model's size.",
     "hmellor (vLLM maintainer): 'If you don't have internet then --model must have already been cached. Right now "
     "vLLM is trying to download a model checkpoint because it doesn't ex[ist ...]' (the stored reply is cut there): "
     "download the model (and tokenizer) while online, or pass the local directory as --model",
     release="not stated (December 2023, the 0.2.x api_server)", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --port=5000 --host=0.0.0.0 --model "
             "meta-llama/Llama-2-13b-chat-hf --tokenizer=hf-internal-testing/llama-tokenizer --tensor-parallel-size=1 "
             "--seed 1234 --max-num-batched-tokens=4096",
     forbidden=ENV_ONLY,
     note="judgement call 3: the issue title and description as stored (the error in one backtick span; the command's "
          "'meta-llam' / 'a/Llama-2-13b-chat-hf' break is the stored text's own and is kept); hmellor's reply is the "
          "fix. h2oai/h2ogpt#1186 is the same report by the same user (same text) and was not taken as a second case")

# ------------------------------------------------------------------ OpenShift: HOME=/ not writable for the random UID
case("vllm-20127-v091-openshift-permission-denied-dot-cache", "https://github.com/vllm-project/vllm/issues/20127",
     "[Usage]: vllm 0.9.1 VLLM_CACHE_ROOT environment variable not being used.\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "I am running the vllm 0.9.1 container on OpenShift. The VLLM_CACHE_ROOT environment variable is set to\n"
     " /vllm-workspace.\n"
     "I am getting this error from core.py:\n"
     "permissionError: [error 13] Permission denied: '/.cache'\n"
     "\n"
     "Is the environment variable being ignored?\n"
     "HF_HUB environment variables are being used.",
     None, {}, "unrecognized",
     "The vllm/vllm-openai 0.9.1 image on OpenShift: the restricted SCC runs the container as an arbitrary UID whose "
     "home is '/', so a cache under ~/.cache resolves to '/.cache', which that UID cannot create; VLLM_CACHE_ROOT only "
     "moves vLLM's own cache, not the Hugging Face cache (~/.cache/huggingface), so the engine core still dies on "
     "'/.cache'. Not a GPU, model or memory problem.",
     "22quinn (vLLM contributor): 'Set HF_HOME environment variable to control ~/.cache/huggingface' (i.e. point HF_HOME "
     "- or HOME - at a writable directory such as the mounted /vllm-workspace)",
     release="0.9.1 (vllm/vllm-openai container)", gpu=None, gpus=None,
     forbidden=ENV_ONLY,
     note="judgement calls 1, 2 and 5: the issue as stored (the empty 'python collect_env.py' block and the template's "
          "checklist dropped); the error is the reporter's retyping ('permissionError: [error 13]'), without the "
          "traceback. Kind None: Python's PermissionError is no vLLM message and no README row reads it; cause "
          "unrecognized (no README cause names an unwritable cache directory)")

# ------------------------------------------------------------------ OpenShift via a Helm chart: same HOME=/ cache
case("inference-benchmarker-30-openshift-helm-vllm091-permissionerror", "https://github.com/huggingface/inference-benchmarker/issues/30",
     "k8s deployment failure vllm OSError: PermissionError\n"
     "\n"
     "Deploying the inference-benchmarker on an OpenShift 4.18 cluster fails with OSError: PermissionError.\n"
     "\n"
     "I am using the helm chart with the following `extra/k8s/inference-benchmarker/values.yaml`:\n"
     "\n"
     "```yaml\n"
     "...\n"
     "model_id: \"mistralai/Mistral-7B-Instruct-v0.3\"\n"
     "server: vllm\n"
     "....\n"
     "vllm:\n"
     "  enabled: true\n"
     "```\n"
     "\n"
     "```bash\n"
     "$  helm install inference-benchmarker ./extra/k8s/inference-benchmarker\n"
     "NAME: inference-benchmarker\n"
     "LAST DEPLOYED: Mon Jul  7 09:12:21 2025\n"
     "NAMESPACE: blue\n"
     "STATUS: deployed\n"
     "REVISION: 1\n"
     "TEST SUITE: None\n"
     "```\n"
     "\n"
     "Pod: inference-benchmarker-5dcf598989-k2bhw - CrashLoopBackOff\n"
     "```bash\n"
     "INFO 07-07 07:35:34 [__init__.py:244] Automatically detected platform cuda.\n"
     "INFO 07-07 07:35:37 [api_server.py:1287] vLLM API server version 0.9.1\n"
     "INFO 07-07 07:35:37 [cli_args.py:309] non-default args: {'port': 8080, 'model': "
     "'mistralai/Mistral-7B-Instruct-v0.3'}\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/transformers/utils/hub.py\", line 470, in cached_files\n"
     "    hf_hub_download(\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/huggingface_hub/utils/_validators.py\", line 114, in _inner_fn\n"
     "    return fn(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/huggingface_hub/file_download.py\", line 1008, in hf_hub_download\n"
     "    return _hf_hub_download_to_cache_dir(\n"
     "           ^^",
     None, {}, "unrecognized",
     "huggingface/inference-benchmarker's Helm chart starts vLLM 0.9.1 (vllm/vllm-openai) for "
     "mistralai/Mistral-7B-Instruct-v0.3 on OpenShift 4.18; the restricted SCC gives the pod a random UID and no "
     "writable $HOME, so the first Hub download into ~/.cache (= '/.cache') fails with PermissionError and the pod "
     "crash-loops before any GPU work.",
     "PR huggingface/inference-benchmarker#47 ('Fixes #30'): set HOME=/data on the vLLM container and mount a writable "
     "emptyDir at /data, so the HF Hub, vLLM, Triton and PyTorch caches land where the random UID can write (the PR "
     "names the failure 'PermissionError: [Errno 13] Permission denied: '/.cache'')",
     release="0.9.1 (the chart's vllm/vllm-openai image)", gpu=None, gpus=None,
     forbidden=ENV_ONLY,
     note="judgement calls 1, 2, 3 and 5: the issue description as stored, which ends inside the traceback "
          "(huggingface_hub's _hf_hub_download_to_cache_dir); the error is named by the reporter in the title and the "
          "first sentence ('OSError: PermissionError') and verbatim only in the fixing PR, whose text is not in the "
          "excerpt. The '...' and '....' lines inside the values.yaml block are the reporter's own")

# ------------------------------------------------------------------ OpenShift: /.config and /.triton not writable
case("llmd-1430-openshift-vllm0191-triton-cache-permission-inductor", "https://github.com/llm-d/llm-d/issues/1430",
     "[Bug :bug:]: optimized-baseline model server CrashLoopBackOff on OpenShift due to unwritable /.config and "
     "/.triton\n"
     "\n"
     "### What happened?\n"
     "\n"
     "Following the README quickstart against an OpenShift 4.20 cluster (RHOAI 3.2 installed) using "
     "`vllm/vllm-openai:v0.19.1` (the upstream-pinned image in "
     "`guides/optimized-baseline/modelserver/gpu/vllm/kustomization.yaml`), the model server pod CrashLoopBackOffs at "
     "engine init. Logs show:\n"
     "\n"
     "```\n"
     "(EngineCore pid=84) PermissionError: [Errno 13] Permission denied: '/.config'\n"
     "...\n"
     "(EngineCore pid=84) torch._inductor.exc.InductorError: PermissionError: [Errno 13] Permission denied: '/.triton'\n"
     "(EngineCore pid=84) ERROR ... EngineCore failed to start.\n"
     "RuntimeError: Engine core initialization failed.\n"
     "```",
     "torch_compile_error", {}, "torch_compile_error",
     "vllm/vllm-openai:v0.19.1 under OpenShift 4.20's restricted-v2 SCC runs as an arbitrary high UID with '/' owned "
     "by root: vLLM's usage-stats writer cannot create '/.config' and, fatally, the Triton compiler cache under "
     "torch.compile/Inductor cannot create '/.triton', so the engine core dies at init. The overlay already mounted an "
     "emptyDir at /.cache; /.config and /.triton were missing.",
     "the reporter's root cause (issue closed): mount writable emptyDir volumes at /.config and /.triton in the model "
     "server pod (as already done for /.cache), or point those caches at a writable path",
     release="0.19.1 (vllm/vllm-openai:v0.19.1)", gpu=None, gpus=None,
     forbidden=ENV_ONLY,
     note="judgement call 1: the title and the 'What happened?' section up to the log block as stored (the contact line "
          "and the root-cause paragraph after the block are the diagnosis, left out); the '...' in the log is the "
          "reporter's own. Closest kind torch_compile_error (the fatal line is Inductor's exception around Triton's "
          "PermissionError); the real cause is the container's unwritable root, for which no README cause exists "
          "(unrecognized is the alternative)")

# ------------------------------------------------------------------ OpenShift: random UID without passwd entry (registry)
case("vllm-44548-openshift-gemma4-image-getpwuid-registry-subprocess", "https://github.com/vllm-project/vllm/issues/44548",
     "vLLM crashes on OpenShift (gemma4-unified-cu129)\n"
     "\n"
     "Hit this trying to run the gemma4 image on OpenShift. Container dies immediately with a KeyError.\n"
     "\n"
     "## Setup\n"
     "\n"
     "- Image: `vllm/vllm-openai:gemma4-unified-cu129` (June 3 build)\n"
     "- vLLM: `0.1.dev17235+gf52870f26.d20260603`\n"
     "- PyTorch: `2.11.0+cu129`\n"
     "- Platform: OpenShift (assigns random UIDs like `1000910000`, no `/etc/passwd` entry)\n"
     "\n"
     "## Erorr\n"
     "\n"
     "```python\n"
     "File \"vllm/model_executor/models/registry.py\", line 1392, in _run_in_subprocess\n"
     "    returned.check_returncode()\n"
     "subprocess.CalledProcessError: Command '['/usr/bin/python3', '-m', 'vllm.model_executor.models.registry']' "
     "returned non-zero exit status 1.\n"
     "\n"
     "# Subprocess stderr:\n"
     "File \"torch/_inductor/runtime/cache_dir_utils.py\", line 23, in default_cache_dir\n"
     "    sanitized_username = re.sub(r'[\\\\/:*?\"<>|]', \"_\", getpass.getuser())\n"
     "File \"/usr/lib/python3.12/getpass.py\", line 169, in getuser\n"
     "    return pwd.getpwuid(os.getuid())[0]\n"
     "KeyError: 'getpwuid(): uid not found: 1000910000'\n"
     "```",
     "model_inspection_failed", {}, "model_inspection_failed",
     "The vllm/vllm-openai:gemma4-unified-cu129 image (PyTorch 2.11) on OpenShift: the container runs as a random UID "
     "with no /etc/passwd entry; vLLM's model registry inspects the architecture in a subprocess, which imports torch, "
     "whose Inductor default_cache_dir() calls getpass.getuser() -> pwd.getpwuid(), which raises KeyError, so the "
     "inspection subprocess exits 1 and the container dies before any model or GPU work.",
     "commenters (confirmed by several users, v0.24.0 on OpenShift 4.20): set the environment variable USER to any "
     "value (getpass reads it before getpwuid), as an alternative to the linked PRs; a commenter expects the "
     "upstream torch fix to arrive once vLLM moves to torch 2.13+",
     release="0.1.dev17235+gf52870f26.d20260603 (vllm/vllm-openai:gemma4-unified-cu129, June 3 build; PyTorch "
             "2.11.0+cu129); the comments confirm the same on v0.24.0",
     gpu=None, gpus=None,
     forbidden=ENV_ONLY + [{"flag": "--trust-remote-code"}],
     note="judgement calls 1 and 5: the description's Setup and Error sections as stored (the 'The issue' analysis "
          "after them left out; 'Erorr' is the reporter's spelling). No 'failed to be inspected' line is pasted; the "
          "registry's _run_in_subprocess frame and its CalledProcessError are, hence model_inspection_failed as the "
          "closest kind, as round 43 read vllm#19504's getpwuid failure; the real cause is the container's user "
          "(no README cause for it). The fix is from the comments (stored chunk of a later turn)")

# ------------------------------------------------------------------ OpenShift: same getpwuid, a CI pod's previous log
case("llmd-benchmark-1573-ocp-standalone-v0230-getpwuid-keyerror", "https://github.com/llm-d/llm-d-benchmark/pull/1573",
     "fix: set USER in standalone vLLM container to survive restricted-v2 SCC\n"
     "\n"
     "The **OCP standalone nightly** CrashLoopBackOffs at standup. The vLLM\n"
     "container's `--previous` log (captured from a `teardown: false` CI run):\n"
     "\n"
     "```\n"
     "File \".../torch/_inductor/runtime/cache_dir_utils.py\", line 23, in default_cache_dir\n"
     "    sanitized_username = re.sub(..., getpass.getuser())\n"
     "File \".../getpass.py\", line 169, in getuser\n"
     "    return pwd.getpwuid(os.getuid())[0]\n"
     "KeyError: 'getpwuid(): uid not found: 1002700000'\n"
     "```",
     None, {}, "unrecognized",
     "llm-d-benchmark's OpenShift standalone deployment after pinning vllm/vllm-openai v0.23.0: under the restricted-v2 "
     "SCC the vLLM container runs as UID 1002700000 with no /etc/passwd entry, and the torch bundled with that "
     "release builds Inductor's per-user cache dir from getpass.getuser(), which falls through to pwd.getpwuid() and "
     "raises KeyError; the pod crash-loops at standup. (v0.9.2, which the old 'auto' tag resolved to, predates the "
     "import-time getpass call.)",
     "the PR: set USER in the standalone vLLM container's env (as the modelservice pods already did with USER=llm-d); "
     "getpass.getuser() reads $USER before getpwuid()",
     release="0.23.0 (vllm/vllm-openai:v0.23.0, pinned for the standalone deployment)", gpu=None, gpus=None,
     forbidden=ENV_ONLY,
     note="judgement calls 1, 4 and 5: the PR's title and the description's first paragraph with the pasted log block "
          "(the '...' inside the frames are the author's elisions); the 'Why it surfaced now' section after it left "
          "out (its facts are in real_cause). Kind None: the log holds only torch's and getpass's frames and Python's "
          "KeyError, no vLLM line; the same root cause as vllm#44548, where the registry's subprocess is visible")

# ------------------------------------------------------------------ read-only PVC mount: HF cache writes fail (XPU image)
case("llmd-modelservice-243-xpu-readonly-pvc-hf-cache-errno30", "https://github.com/llm-d-incubation/llm-d-modelservice/issues/243",
     "Model volume mount hardcodes readOnly: true, breaking HuggingFace cache writes\n"
     "\n"
     "**Description**\n"
     "\n"
     "The chart hardcodes readOnly: true on the model PVC mount, which breaks vLLM startup when using PVC-based model "
     "storage with HuggingFace cache structure.\n"
     "\n"
     "  Error\n"
     "\n"
     " `OSError: [Errno 30] Read-only file system: '/model-cache/models--meta-llama--Llama-3.1-8B-Instruct'`\n"
     "\n"
     "**Environment**\n"
     "\n"
     "   - Chart version: v0.4.6\n"
     "   - vLLM image: ghcr.io/llm-d/llm-d-xpu:v0.5.1",
     None, {}, "unrecognized",
     "llm-d-modelservice's Helm chart (v0.4.6) mounts the model PVC read-only for a pvc+hf:// model URI; vLLM (the "
     "llm-d XPU image v0.5.1) loads meta-llama/Llama-3.1-8B-Instruct through the Hugging Face cache layout on that "
     "PVC, and huggingface_hub needs to write .lock files and cache metadata there, so start-up dies with Errno 30.",
     "the reporter's workaround: set mountModelVolume: false and define the PVC volume / volumeMount by hand without "
     "readOnly (suggested chart fix: a modelArtifacts.readOnly option)",
     release="not stated (ghcr.io/llm-d/llm-d-xpu:v0.5.1 image; chart v0.4.6)", gpu="Intel XPU (not named)",
     gpus=None,
     forbidden=ENV_ONLY,
     note="judgement call 1: the title, description and error as stored, then the Environment section; the 'Root "
          "Cause', 'Current Workaround' and 'Suggested Fix' sections between them left out (they are the diagnosis "
          "and the fix). Kind None: Python's OSError from the cache write is no vLLM message")

# ------------------------------------------------------------------ ulimit: 1024 open files, hipBLASLt at TP 8 (MI300X)
case("pytorch-137695-mi300x-tp8-hipblaslt-could-not-load-ulimit", "https://github.com/pytorch/pytorch/issues/137695",
     "hipBLASLt causes vLLM to crash only on -tp 8 with on an MI300 node (gfx942)\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I am running with a very recent nightly of PyTorch installed as this is require by a source build of the latest "
     "vLLM:\n"
     "```\n"
     "python -c \"import torch; print(torch.__version__)\"\n"
     "2.6.0.dev20241008+rocm6.2\n"
     "\n"
     "python -c \"import vllm; print(vllm.__version__)\"\n"
     "0.6.3.dev156+g07c11cf4\n"
     "```\n"
     "\n"
     "I am running this on a new 8 x MI300X node (Ubuntu 22.04.5 LTS w/ ROCm 6.2.2) in a clean python3.11 mamba env.\n"
     "\n"
     "When running this (after quite a bit of debugging) I've found a very curious error. When I run with `-tp 1`, "
     "`-tp 2`, or `-tp 4`, vLLM runs without errors, however when I run with `-tp 8` then I will get 1-4 of the "
     "threads giving this error and killing vLLM:\n"
     "\n"
     "```\n"
     "rocblaslt error: Could not load /home/hotaisle/miniforge3/envs/vllm/lib/python3.11/site-packages/torch/lib/"
     "hipblaslt/library/TensileLibrary_lazy_gfx942.dat\n"
     "\n"
     "rocblaslt error: Could not load /home/hotaisle/miniforge3/envs/vllm/lib/python3.11/site-packages/torch/lib/"
     "hipblaslt/library/TensileLibrary_lazy_gfx942.dat\n"
     "\n"
     "rocblaslt error: Could not load /home/hotaisle/miniforge3/envs/vllm/lib/python3.11/site-packages/torch/lib/"
     "hipblaslt/library/TensileLibrary_lazy_gfx942.dat\n"
     "\n"
     "rocblaslt error: Could not load /home/hotaisle/miniforge3/envs/vllm/lib/python3.11/site-packages/torch/lib/"
     "hipblaslt/library/TensileLibrary_lazy_gfx942.dat\n"
     "ERROR 10-10 14",
     None, {}, "unrecognized",
     "A source build of vLLM 0.6.3.dev on an 8 x MI300X node (ROCm 6.2.2, PyTorch 2.6 nightly): at TP 8 every worker "
     "process opens hipBLASLt's many lazily loaded Tensile library files, and with the default open-file limit of "
     "1024 some of the eight workers cannot open TensileLibrary_lazy_gfx942.dat, so hipBLASLt fails and vLLM dies. "
     "TP 1/2/4 stay under the limit. Not a memory, model or driver problem.",
     "tjtanaa (AMD) in the thread: raise the open-file limit ('ulimit -a' shows open files (-n) 1024, 'This is too "
     "small'); the reporter confirms it works with 'ulimit -n 131072' (the maintainer's '-m' was a typo)",
     release="0.6.3.dev156+g07c11cf4 (source build; PyTorch 2.6.0.dev20241008+rocm6.2)",
     gpu="AMD Instinct MI300X (gfx942)", gpus=8,
     forbidden=ENV_ONLY[:3] + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="judgement calls 1 and 3: the issue title and description as stored, up to where the stored chunk ends "
          "('ERROR 10-10 14', vLLM's own error line after the rocblaslt lines is cut there). The thread does not say "
          "in which start-up phase the workers died; taken as a launch death because the TP-8 server never serves "
          "('killing vLLM'). Kind None: hipBLASLt's 'Could not load' is no vLLM message; no README cause names the "
          "open-file limit. Lowering TP would 'work' but is not the fix (the limit is)")

# ------------------------------------------------------------------ ROCm docker: Docker Desktop's engine hides the GPUs
case("vllm-7207-rocm-docker-desktop-no-hip-gpus", "https://github.com/vllm-project/vllm/issues/7207",
     "[Installation]: run vllm in the rocm docker raied: RuntimeError: No HIP GPUs are available\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "The host can see the GPUs, but processes inside Docker cannot. Any idea?\n"
     "\n"
     "### How you are installing vllm\n"
     "\n"
     "Build the vllm-rocm docker\n"
     "\n"
     "Using the following command to start the docker\n"
     "\n"
     "docker run -it \\\n"
     "   --network=host \\\n"
     "   --privileged \\\n"
     "   --group-add=video \\\n"
     "   --ipc=host \\\n"
     "   --cap-add=SYS_PTRACE \\\n"
     "   --security-opt seccomp=unconfined \\\n"
     "   --device /dev/kfd \\\n"
     "   --device /dev/dri \\\n"
     "   -v ./meta-llama/:/app/model \\\n"
     "   vllm-rocm \\\n"
     "   bash",
     "no_gpu_visible", {}, "no_gpu_visible",
     "vLLM's ROCm image (built from its Dockerfile.rocm) started with /dev/kfd and /dev/dri passed through, but under "
     "Docker Desktop's own engine: rocminfo finds no GPU inside the container though the host sees them, so torch "
     "reports 'No HIP GPUs are available'. The container runtime, not vLLM or the model.",
     "the reporter: uninstalling docker-desktop and its built-in docker engine and installing the ordinary docker "
     "engine fixed it ('the docker engine used by docker-desktop has misconfiguration'); the ROCm maintainer had asked "
     "for rocminfo inside and outside the container",
     release="not stated (vllm-rocm image built from the repository, August 2024)", gpu="AMD GPUs (not named)",
     gpus=None,
     forbidden=ENV_ONLY,
     note="judgement call 2: the error is only in the issue title (the reporter quoting it); the description and the "
          "reporter's first comment (the docker run command) as stored, the comment's separator dropped. Kind "
          "no_gpu_visible: ROCm's 'No HIP GPUs are available' is torch's 'No CUDA GPUs are available' on HIP")

# ------------------------------------------------------------------ XPU image: LD_LIBRARY_PATH misses the SYCL runtime
case("vllm-48625-xpu-dockerfile-v0251-failed-to-infer-device-sycl-ldpath", "https://github.com/vllm-project/vllm/issues/48625",
     "[XPU] Dockerfile.xpu: LD_LIBRARY_PATH misses /opt/venv/lib -> torch sees 0 XPU devices in the built image\n"
     "\n"
     "### Summary\n"
     "\n"
     "An image built from the unmodified `docker/Dockerfile.xpu` at tag `v0.25.1` fails to detect any XPU device at "
     "runtime: vLLM dies with `RuntimeError: Failed to infer device type` and torch warns `XPU device count is zero!`.\n"
     "\n"
     "### Environment\n"
     "\n"
     "- vLLM: `v0.25.1` (source build, `docker/Dockerfile.xpu` unmodified)\n"
     "- Host: Ubuntu, kernel 7.0 (`xe` driver), 2× Intel Arc Pro B70 (Battlemage G31)\n"
     "- Container runtime: docker, devices passed via `--device /dev/dri`\n"
     "\n"
     "### Symptom\n"
     "\n"
     "```\n"
     "RuntimeError: Failed to infer device type, please set the environment variable `VLLM_LOGGING_LEVEL=DEBUG` ...\n"
     "/opt/venv/lib/python3.12/site-packages/torch/xpu/__init__.py:74: UserWarning: XPU device count is zero!\n"
     "```",
     "no_gpu_visible", {}, "no_gpu_visible",
     "vLLM's own docker/Dockerfile.xpu at v0.25.1, run with /dev/dri passed through on 2x Intel Arc Pro B70: Level "
     "Zero and the kernel driver work, but the image's baked LD_LIBRARY_PATH lacks /opt/venv/lib, where the "
     "intel-sycl-rt / intel-cmplr-lib-ur wheels put libsycl.so and the Unified Runtime adapters, so SYCL enumerates 0 "
     "devices, torch sees no XPU and vLLM cannot pick a platform.",
     "the reporter's bisection (issue closed): add /opt/venv/lib to the image's LD_LIBRARY_PATH so libsycl.so and the "
     "UR adapters are found",
     release="0.25.1 (image built from docker/Dockerfile.xpu)", gpu="Intel Arc Pro B70 (Battlemage G31)", gpus=2,
     forbidden=ENV_ONLY[:3] + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="the issue's Summary, Environment and Symptom sections as stored (the '...' in the RuntimeError line is the "
          "reporter's); the Bisection section after them is the diagnosis, left out, and it is cut by the store "
          "before its fix line, which is read from the title and the bisection's own words")

# ------------------------------------------------------------------ Ascend + Ray: object store larger than /dev/shm
case("gpustack-5014-ascend-kimi-k25-tp8-pp2-ray-dev-shm-too-small", "https://github.com/gpustack/gpustack/issues/5014",
     "vLLM + Pipeline Parallelism fails due to insufficient /dev/shm size in container (no GUI option to set shm-size)\n"
     "\n"
     "### Problem Description\n"
     "When running Kimi-K2.5-w4a8 on **Ascend NPU** with vLLM backend using:\n"
     "- Tensor Parallelism (TP=8)\n"
     "- Pipeline Parallelism (PP=2)\n"
     "- Ray distributed executor\n"
     "- Max context length: 32768\n"
     "\n"
     "The model container **immediately crashes** with the following error:\n"
     "System memory request exceeds memory available in /dev/shm.\n"
     "The request is for 10200547328 bytes, and the amount available is 9663676416 bytes.\n"
     "\n"
     "Raylet crashes because the **container's default /dev/shm size is too small (only ~9GB)**.\n"
     "\n"
     "### Log Evidence\n"
     "\n"
     "[2026-03-25 05:44:29,435 W 39 39] (raylet) store_runner.cc:83: System memory request exceeds memory available "
     "in /dev/shm. The request is for 10200547328 bytes, and the amount available is 9663676416 bytes.\n"
     "You may be able to free up space by deleting files in /dev/shm. If you are inside a Docker container, you may "
     "need to pass an argument with the flag '--shm-size' to 'docker run'.",
     None, {}, "unrecognized",
     "GPUStack starts vLLM (vllm-ascend) for Kimi-K2.5-w4a8 with TP 8 x PP 2 over the Ray executor inside a container "
     "it creates itself; Ray's raylet sizes its object store at about 10.2 GB (10200547328 bytes) in /dev/shm, but the "
     "container's /dev/shm holds only about 9.66 GB (9663676416 bytes), so the raylet and the model container crash "
     "at once. Host shared memory, not NPU memory.",
     "Ray's own message and the reporter: give the container a larger /dev/shm (docker's --shm-size, e.g. 16g); "
     "GPUStack had no UI field for it (the request of the issue)",
     release="not stated (GPUStack's vLLM-Ascend backend, March 2026)", gpu="Huawei Ascend NPU (not named)",
     gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="the issue's Problem Description and Log Evidence as stored (the empty '### 📝 Your Question' heading "
          "before them dropped); the 'Important' list between them (no ShmSize "
          "option in the UI) left out. Kind None: Ray's store_runner message is no vLLM message; cause unrecognized "
          "(host_memory_exhausted is the alternative: a container's limit on host memory, though not the OOM "
          "killer). gpus None: TP 8 x PP 2 implies 16 NPUs but the thread does not state the count")

# ------------------------------------------------------------------ memory: Docker Desktop / WSL2 free-memory gate (8 GB)
case("docker-model-runner-414-wsl2-8gb-free-6.96-util-0.9", "https://github.com/docker/model-runner/pull/414",
     "feat: support vLLM on Docker Desktop w/ WSL2\n"
     "\n"
     "In order to test this you need to have Docker Model Runner running inside Docker Desktop for Windows w/ WSL2 "
     "backend and w/ an NVIDIA GPU.\n"
     "...\n"
     "Check:\n"
     "```\n"
     "$ ./cmd/cli/model-cli status\n"
     "Docker Model Runner is running\n"
     "\n"
     "Status:\n"
     "llama.cpp: running llama.cpp version: c22473b\n"
     "vllm: running vllm version: 0.11.0\n"
     "```\n"
     "...\n"
     "Troubleshooting:\n"
     "If you hit `ValueError: Free memory on device (6.96/8.0 GiB) on startup is less than desired GPU memory "
     "utilization (0.9, 7.2 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\"`, "
     "you can use:",
     "free_memory_low",
     {"free_gib": 6.96, "total_gib": 8.0, "gpu_memory_utilization": 0.9, "requested_gib": 7.2},
     "other_process",
     "Docker Model Runner's vLLM 0.11.0 backend in a container under Docker Desktop for Windows with the WSL2 backend, "
     "on an 8 GiB NVIDIA GPU that also drives Windows: only 6.96 GiB is free at start-up (the Windows host / WSL CUDA "
     "driver holds about 1 GiB), and the default utilization 0.9 asks for 7.2 GiB, so vLLM's free-memory gate refuses "
     "before loading the model (ai/smollm2-vllm).",
     "the PR's Troubleshooting note: ./cmd/cli/model-cli configure ai/smollm2-vllm -- --gpu-memory-utilization 0.5",
     release="0.11.0 (Docker Model Runner's vllm backend)", gpu="8 GiB NVIDIA GPU under Docker Desktop / WSL2",
     gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement calls 4 and 6: the PR description as stored; the Build / Install / Run / Profit blocks between "
          "the first paragraph and 'Check:', and the paragraph between the status block and 'Troubleshooting:', "
          "dropped as '...'; the configure command after 'you can use:' is the fix, left out. The error is the PR "
          "author's quote in backticks (its stray double quote kept). The GPU is not named; 1 GPU from 'an NVIDIA GPU'")

# ------------------------------------------------------------------ memory: CPU backend in a pod, host RAM vs cgroup
case("vllm-pr45086-cpu-pod-cgroup-kv-149.11-of-692.65-requested-206.54", "https://github.com/vllm-project/vllm/pull/45086",
     "[Bugfix][CPU] Honor cgroup memory limit when computing KV cache size\n"
     "\n"
     "## Purpose\n"
     "\n"
     "When vLLM runs inside a container (Docker / Kubernetes pod) with a memory\n"
     "cgroup limit, the CPU worker still reads NUMA `MemTotal` from\n"
     "`/sys/devices/system/node/node*/meminfo`, which reports **host-wide**\n"
     "numbers and ignores the cgroup limit. As a result, `gpu_memory_utilization`\n"
     "is applied to the host's total RAM rather than the container's quota,\n"
     "which leads to KV-cache allocation failures such as:\n"
     "\n"
     "`ValueError: Available memory on node 0 (149.11/692.65 GiB) on kv cache allocation is less than requested "
     "memory for kv (206.54/207.8 GiB). Reduce CPU memory used by other processes.`\n"
     "\n"
     "Here `692.65 GiB` is the host total, but the pod is only granted ~150 GiB.",
     "vllm_check_failed", {"free_gib": 149.11, "total_gib": 692.65, "requested_gib": 206.54},
     "vllm_check_failed",
     "vLLM's CPU backend in a Docker container / Kubernetes pod with a memory cgroup limit of about 150 GiB on a host "
     "with 692.65 GiB of RAM: the CPU worker reads NUMA MemTotal (host-wide) and applies gpu_memory_utilization to it, "
     "so it asks for 206.54 GiB of KV cache that the pod can never have (149.11 GiB available) and refuses at KV "
     "allocation. A vLLM bug in the CPU worker's memory accounting, exposed by the container's limit.",
     "the PR (merged): get_memory_node_info() clamps total and available memory to the cgroup limit (v2 memory.max, "
     "v1 memory.limit_in_bytes); before it, a lower gpu_memory_utilization (or an explicit KV cache size) sized to the "
     "pod's quota avoids the refusal",
     release="not stated (a June 2026 main before the PR; the CPU backend)", gpu="none (CPU backend)", gpus=None,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 4: the PR's title and Purpose section as stored, up to the sentence naming the host total; "
          "the rest of the Purpose (the fix) and the Test Plan left out. Kind vllm_check_failed: the CPU worker's KV "
          "allocation check is one of vLLM's raise sites and no README row reads it (free_memory_low is the nearest "
          "row, for the GPU gate). numbers under the GPU gate's keys: free 149.11 of 692.65 GiB, requested 206.54 "
          "(the second figure, 207.8 GiB, is left out: the excerpt does not say what it is). --max-model-len "
          "forbidden: on the CPU backend the request is a share of the node's RAM, not a length's KV")

if __name__ == "__main__":
    BATCH.write()
