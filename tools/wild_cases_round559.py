"""Round-559 blind batch: SYSTEM-LEVEL start-up failures of vLLM (and of the projects that run it or fork it): Hugging
Face Hub rate limits (429) at engine init, an SSL certificate failure to the Hub, permission errors on Triton's cache
and on vLLM's own weight-download lock in /tmp, a read-only cache directory under Apptainer, and a Ray worker that
could not create a thread under the per-user process limit; collected by helper wild559 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round559-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test suite
on these excerpts, and did not read kvroom's source; every expectation was written from the source thread only.
Excerpts are the text as the search tool's issues corpus shows it (verbatim, the answer / fix left out).

Look-ups: 27 of the 35 allowed, all ``search`` corpus=issues (no find_string / read_file / fetch / find_files /
find_repos). 8 cases: pytorch #170150 (vLLM CI, Hub 429 on the repo file list, quota 6000 / 5 min), RBLN-SW/vllm-rbln
PR #944 (CI lanes, 429 'api' rate limit 0/2500), vllm #24541 (429 on /api/models/Qwen/Qwen2.5-1.5B-Instruct inside
EngineCore under trinity/verl, vLLM 0.10.0, model already in HF_HOME), vllm #12673 (CPU docker image,
SSLCertVerificationError 'unable to get local issuer certificate' to huggingface.co), vllm #878 (TP=2 on Ray: 'thread:
Resource temporarily unavailable [system:11]', limits.conf nofile/nproc), vllm #2179 (PermissionError on
'/tmp/XXX-XXX-7b-chat.lock', another user's weight lock; PR #3241), Center-for-AI-Innovation/LLMFlux #124 (Errno 30
Read-only file system on the FlashInfer cache under Apptainer / Slurm), dphnAI/sonar #458 (Aphrodite, a vLLM fork:
PermissionError on Triton's cache dir in a non-root container). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists: pytorch #137695 (ulimit / hipBLASLt, round 134); tenstorrent/
  tt-inference-server #37 (rounds 341/455/517/539), #4628 (round 482); vllm #9118 (non-root K8s, request-time 500s),
  #1986, #39039, #23684; HabanaAI/vllm-fork #1474 (CacheNotFound, rounds 360/552); Center-for-AI-Innovation/LLMFlux #85
  (round 293); vllm PR #41834 ('Too many open files' in the torch.compile cache of a DeepSeek-V4 PR branch, rounds
  213/487/488/535); vllm #3232 (screenshot only; not taken).
- Error line not in the stored chunk: vllm #3513 ('/tmp/ray PermisionDenied', chunk stops in collect_env), vllm #449
  (Ray _temp_dir on a shared Slurm cluster, traceback cut in os.makedirs before the error line), vllm #3568 (raylet
  '/tmp/ray/session_ is over 95% full' after pulling the image and Mixtral on a 100 GB disk: the warning is a Ray
  warning and the failing line is not in the chunk), vllm-ascend #6815 (Stale file handle in doctest; cut, open).
- Not a vLLM start-up failure / not vLLM: vllm #7025 and #7920 (pip install out of space; ZMQ 'Too many open files'
  under load, request time); av/harbor #262 (Harbor's hf download container); huggingface_hub #2038 / #2399 / #2543
  (hub lock threads without vLLM); vllm-metal #254 (CI 429 described, no log, closed as not reproduced);
  LLMFlux #58 (HF_HOME read-only: the fix comment says it is bound now, no error text beyond the errno line).
- Same class as a case, not taken: vllm-project/guidellm #778 (CI 429 on gpt2 config, not vLLM's start-up),
  verl PR #1098 (HF_HUB_OFFLINE against 429 in CI, no vLLM log), RBLN-SW/vllm-rbln PR #806 (HF_TOKEN + cache, no log).

Judgement calls for the lead:
1. Hub 429 rate limits (pytorch-170150, vllm-rbln-944, vllm-24541): no label exists for a Hub that answers but refuses
   (429). hub_unreachable's row names connection / SSL / offline errors, hub_access_denied the gated-repo 401/403. I used
   hub_unreachable for kind and cause (the Hub cannot be used at start-up; the levers are the same family: HF_TOKEN,
   HF_HUB_OFFLINE=1 on a filled cache, a local path). The lead may prefer a new label such as hub_rate_limited.
   For pytorch-170150 the fix comes from the linked pytorch PRs #172299 / #172300 (both stored as closed), not from
   the issue's own stored text; vllm-rbln-944 is a PR (stored as closed) whose description carries the diagnosis; for
   vllm-24541 no reply is in the stored chunks (cause read from the message and the reporter's 'model well cached').
2. Permission / read-only / process-limit failures (vllm-878, vllm-2179, llmflux-124, sonar-458): kind None and cause
   'unrecognized', as earlier collectors labelled the same family (vllm-20127 '/.cache' permission, llmd-modelservice-243
   Errno 30, pytorch-137695 ulimit, inference-benchmarker-30). None of these prints a vLLM message.
3. llmflux-124: the stored thread does not itself say 'vLLM'; LLMFlux's own issue #58 says its Slurm engine runs the
   vLLM container under Apptainer, and the FlashInfer cache is created at vLLM's start-up. The cause is the reporter's
   own diagnosis (host_vars lack the FlashInfer / XDG cache variables that only the Apptainer env sets), issue closed
   as a bug. The lead may drop it if a wrapper-level failure is out of scope.
4. sonar-458 is Aphrodite Engine (dphnAI/sonar, formerly aphrodite-engine), a vLLM fork; an earlier round took an
   aphrodite-sonar case. Only the reporter's workaround (--user=root) is in the stored text.
5. vllm-878: the thread's answer (hejxiang, quoted by guangzlu, who thanks for it) is raising nofile / nproc in
   /etc/security/limits.conf because Ray's processes do not inherit a shell's ulimit; one later commenter says
   'allocate more memory' worked for them. 'thread: Resource temporarily unavailable' is pthread_create's EAGAIN,
   which fits the process / thread limit.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round559-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- pytorch #170150: vLLM CI in PyTorch's trunk, vllm serve of a tiny Llama -> HF 429 on the repo file list
case("pytorch-170150-vllm-ci-hf-429-rate-limit-repo-file-list-6000-per-5min",
     "https://github.com/pytorch/pytorch/issues/170150",
     "[Pytorch][VLLM] VLLM CI tests runs in rate limit issue from huggingface\n"
     "\n"
     "we started hitting huggingface limits when downloading test models for vllm ci:\n"
     "https://github.com/pytorch/pytorch/actions/runs/20114929683/job/57729463090#step:26:10532\n"
     "\n"
     "(APIServer pid=90980) ERROR 12-11 00:53:43 [repo_utils.py:65] We had to rate limit you, you hit the quota of "
     "6000 api requests per 5 minutes period. Upgrade to higher plan to get higher limits (current: enterprise). See "
     "https://huggingface.co/docs/hub/rate-limits, retrying 1 of 2\n"
     "(APIServer pid=90980) ERROR 12-11 00:53:45 [repo_utils.py:63] Error retrieving file list: 429 Client Error: Too "
     "Many Requests for url: https://huggingface.co/api/models/hmellor/tiny-random-LlamaForCausalLM/tree/main?"
     "recursive=True&expand=False (Request ID: Root=1-693a1619-16c40d183a5a1ab26df95513;"
     "7acabcd8-81eb-43c6-8dad-66915a965654)\n"
     "\n"
     "(APIServer pid=90980) ERROR 12-11 00:53:45 [repo_utils.py:63] \n"
     "\n"
     "(APIServer pid=90980) ERROR 12-11 00:53:45 [repo_utils.py:63] We had to rate limit you, you hit the quota of "
     "6000 api requests per 5 minutes period. Upgrade to higher plan to get higher limits (current: enterprise). See "
     "https://huggingface.co/docs/hub/rate-limits\n"
     "(APIServer pid=90980) Traceback (most recent call last):",
     "hub_unreachable", {}, "hub_unreachable",
     "PyTorch's CI runs vLLM's test suite, starting `vllm serve` on small Hub models (hmellor/tiny-random-"
     "LlamaForCausalLM). At start-up vLLM's repo_utils lists the model repository's files through the Hub API; the many "
     "concurrent CI jobs behind the same (enterprise) account exhausted the Hub's quota of 6000 API requests per 5 "
     "minutes, so both tries got '429 Too Many Requests' and the API server died with a traceback. The Hub refused "
     "because of request volume: not a GPU, memory or model problem. As the related PRs put it, transformers / vLLM still "
     "query the Hub for each model even when the weights are cached.",
     "from the linked PyTorch work (huydhn, pytorch PRs #172299 / #172300 'Run vLLM jobs in HF offline mode by default', "
     "Jan 2026, both stored as closed): run the vLLM CI jobs with HF offline mode on the pre-filled cache, refreshing the "
     "cache once a day through the vLLM pin-update PR ('This is needed to further avoid being rate limited by HF'). The "
     "issue's own stored text holds no reply.",
     release=None, gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and its whole description (the hud link after it dropped). vLLM release not shown "
          "(PyTorch trunk builds vLLM from a pinned commit). The log stops at 'Traceback (most recent call last):' in "
          "the stored text. Kind/cause hub_unreachable is a judgement call (no rate-limit label exists).")

# ---------------------------------------- RBLN-SW/vllm-rbln PR #944: CI lanes of the vLLM RBLN plugin -> HF 429 'api' rate limit at engine init
case("vllm-rbln-pr944-ci-engine-init-list-repo-files-hf-429-api-rate-limit-2500",
     "https://github.com/RBLN-SW/vllm-rbln/pull/944",
     "other(ci): run the PR lanes against the HF cache instead of the API\n"
     "\n"
     "### 🚀 Summary of Changes\n"
     "\n"
     "Build 142 of #942 died on a Hugging Face rate limit, and so will any run unlucky enough to land in a busy window:\n"
     "\n"
     "```\n"
     "429 Too Many Requests: you have reached your 'api' rate limit.\n"
     "Retry after 74 seconds (0/2500 requests remaining in current 300s window).\n"
     "Url: https://huggingface.co/api/models/meta-llama/Llama-3.2-1B-Instruct/tree/main?recursive=true\n"
     "```",
     "hub_unreachable", {}, "hub_unreachable",
     "vllm-rbln's CI builds start vLLM engines on Hub models (meta-llama/Llama-3.2-1B-Instruct). vLLM lists the model "
     "repository's files (list_repo_files) at every engine init, and huggingface_hub sends that to the Hub API even when "
     "HF_HOME already holds the model; all lanes authenticate as the same account, whose budget is 2500 API calls per 5 "
     "minutes, so concurrent builds exhausted it and the engine init died on the Hub's 429. Not a device, memory or "
     "model problem.",
     "the PR's author (rebel-minhopark): set HF_HUB_OFFLINE=1 on the PR lanes (vLLM's list_repo_files catches "
     "OfflineModeIsEnabled and returns an empty list; every other lookup resolves from the shared HF cache), keep the "
     "nightly lanes online to warm the cache, and allow HF_HUB_OFFLINE=0 for a PR that needs a model the cache lacks. "
     "The PR is stored as closed (whether merged is not shown); the companion PR #806 had already passed HF_TOKEN and "
     "cached ~/.cache/huggingface.",
     release=None, gpu="Rebellions NPU (RBLN plugin CI; device not named in the excerpt)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: PR title and the description up to the end of its log block (the diagnosis and the change after it "
          "are left out). The log is only the Hub's 429 text, no vLLM log line around it; taken because the PR pins the "
          "call to vLLM's engine init. Kind/cause hub_unreachable is a judgement call.")

# ---------------------------------------- vllm #24541: vLLM 0.10.0 under trinity / verl (Ray actor) -> 429 on /api/models/Qwen/Qwen2.5-1.5B-Instruct in EngineCore
case("vllm-24541-v0100-trinity-verl-engine-core-hf-429-model-cached-in-hf-home",
     "https://github.com/vllm-project/vllm/issues/24541",
     "[Bug]: Http error 429 (too many requests) from HF, but the model is cached in HF_HOME\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vllm 0.10.0\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I've hit this exception while working with trinity/verl. But I've got the Qwen model well cached in the "
     "`$HF_HOME` directory. Does vllm hit internet / HF api even if the model is available in the local cache? \n"
     "\n"
     "```\n"
     ":job_id:06000000\n"
     ":actor_name:vLLMRolloutModel\n"
     "`torch_dtype` is deprecated! Use `dtype` instead!\n"
     "Process EngineCore_0:\n"
     "Traceback (most recent call last):\n"
     "  File \"/tmp/ray/session_2025-09-09_21-51-38_617712_92779/runtime_resources/working_dir_files/"
     "_ray_pkg_ba5689fe78f8c669/.venv/lib/python3.12/site-packages/huggingface_hub/utils/_http.py\", line 409, in "
     "hf_raise_for_status\n"
     "    response.raise_for_status()\n"
     "  File \"/tmp/ray/session_2025-09-09_21-51-38_617712_92779/runtime_resources/working_dir_files/"
     "_ray_pkg_ba5689fe78f8c669/.venv/lib/python3.12/site-packages/requests/models.py\", line 1026, in "
     "raise_for_status\n"
     "    raise HTTPError(http_error_msg, response=self)\n"
     "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: "
     "https://huggingface.co/api/models/Qwen/Qwen2.5-1.5B-Instruct\n"
     "\n"
     "The above exception was the direct cause of the following exception:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "    self.run()",
     "hub_unreachable", {}, "hub_unreachable",
     "vLLM 0.10.0 started as a Ray actor (vLLMRolloutModel) by trinity / verl for RL rollouts, the model named by its "
     "Hub id (Qwen/Qwen2.5-1.5B-Instruct). Although the weights were already in $HF_HOME, vLLM's engine core still "
     "called the Hub API (model info for the repo id) at start-up; the Hub answered 429 Too Many Requests (what used up "
     "the quota is not stated; RL rollouts start many engines), the HTTPError was not caught and EngineCore_0 died. A Hub rate limit on an online "
     "lookup, not a GPU, memory or model problem.",
     "no fix in the stored text (issue closed; no reply reached in the stored chunks). From the message and the "
     "reporter's own observation: keep vLLM off the Hub when the model is cached (HF_HUB_OFFLINE=1, or pass the local "
     "snapshot path as the model), or pass an HF_TOKEN so the limit is per account.",
     release="0.10.0", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: title and description up to the second traceback's first frame (the stored chunk goes on with "
          "vLLM's async_llm / core_client frames in a later piece, not joined here). Kind/cause hub_unreachable is a "
          "judgement call (no rate-limit label exists).")

# ---------------------------------------- vllm #12673: self-built CPU image, Llama-3.2-1B-Instruct by Hub id -> SSLCertVerificationError to huggingface.co
case("vllm-12673-cpu-docker-llama32-1b-ssl-certificate-verify-failed-local-issuer",
     "https://github.com/vllm-project/vllm/issues/12673",
     "[Installation]: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: "
     "/meta-llama/Llama-3.2 when trying to run vllm docker container with model on ubuntu\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Hello, \n"
     "I am trying to run docker container on ubuntu server, but facing below SSL error, I have tried request==2.27.1, "
     "but it didnt work.\n"
     "\n"
     "```urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded "
     "with url: /meta-llama/Llama-3.2-1B-Instruct/resolve/main/config.json (Caused by SSLError(SSLCertVerificationError("
     "1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate "
     "(_ssl.c:1007)')))```\n"
     "\n"
     "### How you are installing vllm\n"
     "\n"
     "Builded Docker image for CPU, using Dockerfile.cpu \n"
     "Ran docker container using below command.\n"
     "```sudo docker run -it --rm -p 8000:8000 --env \"HUGGING_FACE_HUB_TOKEN=test\" vijaygawate/vllm-cputest "
     "--model meta-llama/Llama-3.2-1B-Instruct```",
     "hub_unreachable", {}, "hub_unreachable",
     "A vLLM CPU image built from Dockerfile.cpu, started with --model meta-llama/Llama-3.2-1B-Instruct (a Hub id, so "
     "config.json is fetched from huggingface.co at start-up). The TLS handshake to huggingface.co failed certificate "
     "verification ('unable to get local issuer certificate': the chain presented on that network, typically an "
     "intercepting proxy's, is not trusted by the container's CA bundle), so the config could not be downloaded and "
     "the server did not start. A network / certificate problem between the host and the Hub, not a vLLM problem.",
     "the maintainer (DarkLight1337): 'This error means a problem with your connection to HuggingFace Hub. It is "
     "unrelated to vLLM.' No further fix in the thread (closed as stale); downgrading requests to 2.27.1 did not help "
     "the reporter.",
     release=None, gpu="CPU (vLLM CPU backend image)", gpus=0,
     command="sudo docker run -it --rm -p 8000:8000 --env \"HUGGING_FACE_HUB_TOKEN=test\" vijaygawate/vllm-cputest "
             "--model meta-llama/Llama-3.2-1B-Instruct",
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: title and the whole description (template checklist dropped). vLLM release not shown (a CPU image "
          "built by the reporter, early 2025). The token value 'test' is as the reporter wrote it. gpus=0: CPU backend.")

# ---------------------------------------- vllm #878: vLLM 0.1.x api_server, Llama-2-7B, TP=2 on a local Ray -> raylet 'thread: Resource temporarily unavailable', SIGABRT
case("vllm-878-llama2-7b-tp2-ray-thread-resource-temporarily-unavailable-sigabrt",
     "https://github.com/vllm-project/vllm/issues/878",
     "SIGABRT - Fatal Python error: Aborted when running vllm on llama2-7b with --tensor-parallel-size 2\n"
     "\n"
     "--- Error Trace 2 --\n"
     "python3.10 -m vllm.entrypoints.api_server --model \"models/llama-2-7b-hf\" --swap-space 1 "
     "--disable-log-requests --disable-log-stats --tensor-parallel-size 2\n"
     "2023-08-25 00:42:35,237 INFO worker.py:1627 -- Started a local Ray instance. View the dashboard at "
     "127.0.0.1:8265 \n"
     "INFO 08-25 00:42:36 llm_engine.py:70] Initializing an LLM engine with config: model=models/llama-2-7b-hf', "
     "tokenizer='models/llama-2-7b-hf', tokenizer_mode=auto, trust_remote_code=False, dtype=torch.float16, "
     "use_dummy_weights=False, download_dir=None, use_np_weights=False, tensor_parallel_size=2, seed=0)\n"
     "INFO 08-25 00:42:36 tokenizer.py:29] For some LLaMA-based models, initializing the fast tokenizer may take a long "
     "time. To eliminate the initialization time, consider using 'hf-internal-testing/llama-tokenizer' instead of the "
     "original tokenizer.\n"
     "(pid=5623) [2023-08-25 00:42:40,265 E 5623 7733] logging.cc:97: Unhandled exception: "
     "N5boost10wrapexceptINS_6system12system_errorEEE. what(): thread: Resource temporarily unavailable [system:11]\n"
     "(pid=5623) [2023-08-25 00:42:40,287 E 5623 7733] logging.cc:104: Stack trace: \n"
     "(pid=5623)  /site-packages/ray/_raylet.so(+0xdaf01a) [0x7f2ebfbd801a] ray::operator<<()\n"
     "(pid=5623) /site-packages/ray/_raylet.so(+0xdb17d8) [0x7f2ebfbda7d8] ray::TerminateHandler()",
     None, {"tensor_parallel_size": 2}, "unrecognized",
     "vLLM 0.1.x with --tensor-parallel-size 2 starts a local Ray instance and Ray worker processes. A Ray worker "
     "(pid 5623) could not create a thread: boost's system_error 'thread: Resource temporarily unavailable [system:11]' "
     "(EAGAIN from pthread_create), i.e. the per-user limits on processes / threads (and open files) were too low for "
     "Ray's many threads, so the worker aborted with SIGABRT and the engine never came up. A host resource limit, not "
     "GPU memory or the model.",
     "hejxiang (quoted and confirmed by guangzlu, who had the same failure: 'Thank you very much! It is very detailed and "
     "helpful!'): raise the limits permanently in /etc/security/limits.conf ('* soft nofile 65535', '* hard nofile "
     "65535', '* soft nproc 65535', '* hard nproc 65535') and open a new shell, because Ray's processes are not created "
     "in the current shell and a plain `ulimit` does not reach them. One later commenter reports that 'allocate more "
     "memory' worked for them.",
     release=None, gpu=None, gpus=None,
     command="python3.10 -m vllm.entrypoints.api_server --model \"models/llama-2-7b-hf\" --swap-space 1 "
             "--disable-log-requests --disable-log-stats --tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the title and the stored 'Error Trace 2' block up to the second raylet stack frame (the rest of the "
          "stack is cut by the store). vLLM release not printed (August 2023: 0.1.x, the config line with "
          "use_np_weights). GPU not named in the chunk. Kind None / cause 'unrecognized' as earlier rounds labelled the "
          "ulimit family (pytorch-137695).")

# ---------------------------------------- vllm #2179: two users on one machine -> PermissionError on vLLM's weight-download lock in /tmp
case("vllm-2179-multi-user-tmp-model-lock-permission-denied-errno-13",
     "https://github.com/vllm-project/vllm/issues/2179",
     "tmp directory gets locked by other user\n"
     "\n"
     "It seems if mulitiple users using vllm on the same machine, there is a problem with a file.lock.\n"
     "\n"
     "PermissionError: [Errno 13] Permission denied: '/tmp/XXX-XXX-7b-chat.lock'",
     None, {}, "unrecognized",
     "vLLM (late 2023) took a file lock named after the model in the global /tmp before downloading / loading the weights "
     "(weight_utils.py). The first user who loaded that model left /tmp/<model>.lock owned by them; a second user on "
     "the same machine loading the same model could not open that lock file, so start-up failed with PermissionError "
     "Errno 13. A shared-/tmp ownership conflict, not GPU memory or the model.",
     "merged vLLM PR #3241 (mgoin, 'Move model filelocks from /tmp/ to ~/.cache/vllm/locks/ dir', which names #2179, "
     "#2232 and #2675): each user's locks live under their own ~/.cache/vllm/locks (XDG_CACHE_HOME honoured), so upgrade "
     "to a release made after that merge (March 2024).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: title and description up to the error line (the reporter's suggested fix after it is left out). "
          "The model name is masked by the reporter ('XXX-XXX-7b-chat'). The fix is the merged PR that names this issue; "
          "the first release carrying it is not stated in the stored text.")

# ---------------------------------------- LLMFlux #124: LLMFlux's Slurm runner (vLLM under Apptainer on NCSA Delta) -> Errno 30 on the FlashInfer cache
case("llmflux-124-slurm-apptainer-flashinfer-cache-read-only-file-system-errno-30",
     "https://github.com/Center-for-AI-Innovation/LLMFlux/issues/124",
     "[BUG] flashinfer cache is read only error\n"
     "\n"
     "Getting error when runnnig llmflux in delta\n"
     "\n"
     "```\n"
     "OSError: [Errno 30] Read-only file system: '/projects/bfmz/minum/llmflux-data/.cache/flashinfer'\n"
     "```",
     None, {}, "unrecognized",
     "LLMFlux runs vLLM inside an Apptainer container from a Slurm job on NCSA's Delta cluster. FlashInfer (used by vLLM) "
     "creates its JIT / cache directory at start-up; the runner's host-side environment (host_vars) did not set the "
     "FlashInfer cache or XDG cache variables that its Apptainer environment sets, so the cache resolved to a path under "
     "/projects/... that is not writable inside the container (read-only bind), and start-up failed with Errno 30.",
     "the reporter's diagnosis (minump, LLMFlux maintainer, issue closed as a bug): set the FlashInfer cache and "
     "XDG_CACHE_HOME in the runner's host_vars too (as the Apptainer env already does), so the cache lands in a "
     "writable, bound directory. No separate fix comment in the stored text.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: title and description up to the error block (the reporter's cause sentence and links after it are "
          "left out). The thread does not itself name vLLM; LLMFlux #58 (same repo) says its Slurm engine runs the vLLM "
          "container under Apptainer. Kind None / cause 'unrecognized' as for llmd-modelservice-243 (Errno 30).")

# ---------------------------------------- dphnAI/sonar #458: Aphrodite Engine (vLLM fork) docker image run as a non-root user -> PermissionError on Triton's cache
case("sonar-458-aphrodite-docker-non-root-triton-cache-permission-denied",
     "https://github.com/dphnAI/sonar/issues/458",
     "[Bug]: PermissionError: [Errno 13] Permission denied: '/app/aphrodite-engine/.triton'\n"
     "\n"
     "```text\n"
     "ERROR:        fn_cache_manager = get_cache_manager(make_hash(fn, target, get_env_vars(), _device_backend, "
     "**kwargs))\n"
     "ERROR:      File \"/usr/local/lib/python3.10/dist-packages/triton/runtime/cache.py\", line 152, in "
     "get_cache_manager\n"
     "ERROR:        return __cache_cls(key)\n"
     "ERROR:      File \"/usr/local/lib/python3.10/dist-packages/triton/runtime/cache.py\", line 66, in __init__\n"
     "ERROR:        os.makedirs(self.cache_dir, exist_ok=True)\n"
     "ERROR:      File \"/usr/lib/python3.10/os.py\", line 215, in makedirs\n"
     "ERROR:        makedirs(head, exist_ok=exist_ok)\n"
     "ERROR:      File \"/usr/lib/python3.10/os.py\", line 215, in makedirs\n"
     "ERROR:        makedirs(head, exist_ok=exist_ok)\n"
     "ERROR:      File \"/usr/lib/python3.10/os.py\", line 225, in makedirs\n"
     "ERROR:        mkdir(name, mode)\n"
     "ERROR:    PermissionError: [Errno 13] Permission denied: '/app/aphrodite-engine/.triton'\n"
     "```",
     None, {}, "unrecognized",
     "Aphrodite Engine's Docker image (a vLLM fork) run with a non-root --user: Triton compiles its kernels at "
     "start-up and creates its cache under $HOME/.triton, which in the image is /app/aphrodite-engine, a directory the "
     "non-root user cannot write (its .triton was created by root), so os.makedirs failed with Errno 13 and the engine "
     "did not start. A container permission problem, not GPU memory or the model.",
     "the reporter's workaround (theobjectivedad): run the container with --user=root (with the advice to use "
     "--load-format safetensors and never --trust-remote-code when doing so). Pointing Triton's cache at a writable "
     "directory (TRITON_CACHE_DIR) is the equivalent without root, but is not stated in the stored text.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the title and the stored tail of the traceback block (the earlier frames of turn 0 are cut by the "
          "store). Aphrodite Engine is a vLLM fork (repository now dphnAI/sonar). The TRITON_CACHE_DIR remark in the fix "
          "is mine, flagged as not from the thread.")

BATCH.write()
