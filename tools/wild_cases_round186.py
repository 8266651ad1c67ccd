"""Round-186 blind batch: vLLM launch failures in CONTAINER and CLUSTER deployments as their authors committed them
(a Korean EKS troubleshooting post that reproduces four pod crash loops, a Vietnamese team's log of contestant-pod
crashes in the Viettel AI Race 2026 grader, another team's per-submission result notes in the same race, and a K3s
GitOps README), collected by helper wild186 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round186-blind"``; the lead grades it once (``python tests/wild_grade.py round186``). A HELD-OUT
measurement: nothing is to be fitted on it. Cases were taken in the order the searches and the fetched repositories
brought them, not picked to be hard or easy.

Same rules as rounds 27-29 and 177-180: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite, and did not read kvroom's source (src/); every expectation (kind, printed numbers, cause, fixes that would be
wrong for that user) was written from the committed file only (and, where a note says so, from sibling files or commits
of the same repository). Excerpts are the file's text at the cited commit (read with git from the fetched snapshot, or
through read_file where the repository could not be fetched); where lines in between were dropped the excerpt shows
``...`` and the note says so; the authors' fix lines are left out (they are in fix_that_worked).

Slice asked: container and cluster deployment logs committed to repositories (kubectl logs / docker logs / docker
compose output, pod events, KServe / Ray Serve / Helm / llm-d / OpenShift AI notes, cloud endpoint logs) showing a vLLM
container failing to start.

Look-ups: 53 of the 70 allowed -- 16 ``search`` (code), 15 ``find_string``, 8 ``read_file``, 9 ``find_repos``,
5 ``find_files``. ``fetch`` (outside the budget) brought some 20 repository snapshots (Viettel AI Race repositories,
vllm-k8s / vllm-compose / RHOAI / KServe repositories named by find_repos, sirzzang.github.io, guardkit/dgx-spark,
devfloor9/engineering-playbook), grepped with git for vLLM's launch-failure wordings.

**10 cases, and only ONE is a memory failure (a V1 KV refusal).** The slice's committed material is dominated by
configuration failures that only happen in containers: the Kubernetes service-link VLLM_PORT collision (two cases, two
wordings of two releases), argparse refusals of compose ``command:`` lists, pydantic config checks in crash-looping pods.
The memory failures the searches found in container logs could not be pinned to a repository within 3 look-ups each
(see "Skipped"), so the batch is short of the memory half.

Sources (each checked against /work/coord/USED_SOURCES.txt by url, owner/repo and thread number, and against
tests/golden/wild/ and the other round-18x worktrees):
- sirzzang/sirzzang.github.io, _posts/2026-04-09-Kubernetes-EKS-GPU-TroubleShooting-03-02-vLLM-TroubleShooting.md
  (4 cases: one unexpected failure, three injected on purpose, see judgement call 1);
- BennedictQuanTon/Develarper_Viettel_AI_Race_2026, eval/failure_logs_analysis.md on branch QuanTon (4 cases);
- ptquanh/Viettel-AI-Race-2026, exercise 3/submissions/10072026/1859-result.md (1 case);
- Mortadha1996/llm-inference-platform, README.md (1 case).

Judgement calls for the lead (each case's ``note`` says more):
1. Clustering and injected faults: four cases come from one Korean post (sirzzang) that runs vLLM 0.19.1 on EKS
   (g5.xlarge, one A10G per pod): scenario 0 (VLLM_PORT) was an unplanned failure of the first deploy; scenarios 1-3
   (KV shortage at util 0.5 + 16384, max_model_len 131072, TP=2 on one GPU) were injected on purpose to study the
   crash loops. They are real runs with printed logs and a stated fix (roll back to the baseline manifest), but the
   lead may keep fewer. Four more come from one Vietnamese failure log (Develarper): four different contestant-pod
   launches (an argparse refusal of ``--enable-chunked-prefill=true``, ``--disable-log-requests`` unknown, an unknown
   Mamba SSU backend, a speculative config key the release lacks), each on a different compose; the lead may drop the
   argparse ones (three argparse refusals in this batch: two Develarper, one ptquanh).
2. No exact kind, closest used: "World size (2) is larger than the number of available GPUs (1) in this node." (a
   ParallelConfig pydantic check of 0.19.1, not one of the wordings the README lists) -> tp_over_gpus;
   pydantic's "1 validation error for SpeculativeConfig ngram_prompt_lookup_max Unexpected keyword argument" (a V0-era
   key, renamed prompt_lookup_max in V1's SpeculativeConfig) -> vllm_check_failed (dependency_version_mismatch is the
   alternative: a config written for another release); argparse's "ignored explicit argument 'true'" for a boolean
   flag -> vllm_check_failed (the README names argparse's "invalid choice" and "unrecognized arguments" only).
3. Cause of the injected KV refusal: util_too_low rather than kv_too_small -- the author halved gpu_memory_utilization
   (0.9 -> 0.5) on purpose and the same pod at 0.9 had 9.1 GiB of KV cache (49,696 tokens), three times the 3.0 GiB one
   16384-token sequence needs; the author's fix was the baseline (0.9, 4096).
4. Retyped or masked text: sirzzang masks the ClusterIP ('tcp://10.100.xxx.xx:8000') and wraps vLLM's lines at ~90
   columns as vLLM does not; the Develarper and ptquanh logs are the grader's copy of the pod's last lines (the grader
   prefixes "spawn contestant container: wait for pod ready: contestant pod failed: container "inference" exited N
   (Error)" and cuts the container log, ptquanh's shows the cut as "n}]" and "..."); Mortadha quotes the single
   ValueError line.
5. GPUs: the Viettel AI Race Challenge 3 grader runs each contestant pod on one NVIDIA H200 MIG slice of 18 GB (the
   Develarper CONTEXT.md says so for the round; ptquanh's file does not say which slice, so gpus is left None there).

Skipped (for the lead):
- A Windows/WSL docker-compose log of RedHatAI/Qwen3.6-35B-A3B-NVFP4 on vllm/vllm-openai:nightly (0.19.2rc1),
  util 0.80, 21.88 GiB of weights, dying with "torch.AcceleratorError: CUDA error: out of memory" in
  profile_cudagraph_memory (an oom_cuda_graph case in a restart loop): not locatable in 4 look-ups (read twice, two code
  searches on its compose lines); a sibling gemma-4 NVFP4 log by the same author likewise.
- Other VLLM_PORT write-ups found by find_string (a Korean gpu-kubeconfig note, a Traditional-Chinese "Week15 Day3" L4
  note, an EKS "war stories" table, a GKE v0.28.0 troubleshooting page, a Russian vLLM 0.24 saiga note, an OpenShift
  "watermark" journal on an A10G with v0.18.0, a "Lessons learned" lab with a '<cluster-ip>' placeholder): not locatable
  or placeholder text; two VLLM_PORT cases are enough for one batch.
- ptquanh's other failed slots (memory 0.98 / 0.95, TurboQuant *_nc cache dtypes): the grader cut the container log
  before the root cause ("Engine core initialization failed. See root cause above."), cause not conclusive.
- A docker-compose log "Process RustFrontend (PID: 353) died with exit code 2" (nvidia/Qwen3.6-35B-A3B-NVFP4 on a GB10):
  no cause in the log. A two-Spark Ray "OutOfMemoryError ... exceeds the memory usage threshold of 0.900000" journal:
  not locatable (guardkit/dgx-spark fetched, not there). An llm-compressor issue copy (vllm1-1 compose log,
  zero_point KeyError): an issue thread, not the author's own file. A Ray Serve / KServe / RHOAI sweep
  (gymnatics/RHOAI-Toolkit, jctanner/rhoai-hacking, solaius/rhoai-agentic-hub, Siryoos/kserve-vllm-mini,
  adnan-drina/rhoai3-nvidia-demo, aatchison/deploy-vllm-k8s, gyohng/spark-vllm-compose, devfloor9/engineering-playbook):
  no author's failed launch with its error in the files.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round186-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

SIRZZANG = ("https://github.com/sirzzang/sirzzang.github.io/blob/e6a3e973c0c9e914adba66fc2c49657c907953e7/"
            "_posts/2026-04-09-Kubernetes-EKS-GPU-TroubleShooting-03-02-vLLM-TroubleShooting.md")
SIRZZANG_ENV = ("EKS, g5.xlarge x 2 (one NVIDIA A10G 23,028 MiB each), GPU Operator v26.3.1; Deployment 'vllm' in "
                "namespace 'vllm', image vllm/vllm-openai:v0.19.1, nvidia.com/gpu: 1, /dev/shm emptyDir 4Gi")
SIRZZANG_BASE = ("vllm/vllm-openai:v0.19.1 args: --model Qwen/Qwen2.5-14B-Instruct-AWQ --gpu-memory-utilization 0.9 "
                 "--max-model-len 4096 --host 0.0.0.0 --port 8000")
DEVELARPER = ("https://github.com/BennedictQuanTon/Develarper_Viettel_AI_Race_2026/blob/"
              "3971634b360f4e169b371802b579792258140a83/eval/failure_logs_analysis.md")
DEVELARPER_GPU = "NVIDIA H200 MIG slice, 18 GB (the Viettel AI Race 2026 Challenge 3 grader's contestant pod)"

# ------------------------------------------------------------------ k8s service link: VLLM_PORT=tcp://... (0.19.1, EKS)
case("sirzzang-eks-a10g-vllm-0191-vllm-port-service-link-uri", SIRZZANG,
     "첫 배포에서 Pod가 기동 직후 죽었다. `kubectl logs --previous`로 직전 컨테이너의 로그를 확인하면 다음과 같은 에러가 보인다.\n"
     "\n"
     "WARNING 04-19 10:45:24 [argparse_utils.py:191] With `vllm serve`, you should provide\n"
     "the model as a positional argument or in a config file instead of via the `--model` option.\n"
     "(APIServer pid=1) INFO 04-19 10:45:24 [utils.py:233] non-default args:\n"
     "{'model_tag': 'Qwen/Qwen2.5-14B-Instruct-AWQ', 'host': '0.0.0.0',\n"
     " 'model': 'Qwen/Qwen2.5-14B-Instruct-AWQ', 'max_model_len': 4096}\n"
     "(APIServer pid=1) WARNING 04-19 10:45:24 [envs.py:1744] Unknown vLLM environment\n"
     "variable detected: VLLM_PORT_8000_TCP_PORT\n"
     "(APIServer pid=1) WARNING 04-19 10:45:24 [envs.py:1744] Unknown vLLM environment\n"
     "variable detected: VLLM_SERVICE_HOST\n"
     "(APIServer pid=1) WARNING 04-19 10:45:24 [envs.py:1744] Unknown vLLM environment\n"
     "variable detected: VLLM_PORT_8000_TCP_PROTO\n"
     "(APIServer pid=1) WARNING 04-19 10:45:24 [envs.py:1744] Unknown vLLM environment\n"
     "variable detected: VLLM_SERVICE_PORT_HTTP\n"
     "(APIServer pid=1) WARNING 04-19 10:45:24 [envs.py:1744] Unknown vLLM environment\n"
     "variable detected: VLLM_SERVICE_PORT\n"
     "(APIServer pid=1) WARNING 04-19 10:45:24 [envs.py:1744] Unknown vLLM environment\n"
     "variable detected: VLLM_PORT_8000_TCP\n"
     "(APIServer pid=1) WARNING 04-19 10:45:24 [envs.py:1744] Unknown vLLM environment\n"
     "variable detected: VLLM_PORT_8000_TCP_ADDR\n"
     "...\n"
     "(EngineCore pid=81) ERROR 04-19 10:45:43 [core.py:1108] EngineCore failed to start.\n"
     "(EngineCore pid=81) ValueError: VLLM_PORT 'tcp://10.100.xxx.xx:8000' appears to be a URI.\n"
     "This may be caused by a Kubernetes service discovery issue,\n"
     "check the warning in: https://docs.vllm.ai/en/stable/serving/env_vars.html",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A Korean EKS GPU troubleshooting post (AWS EKS Workshop Study, week 5): the first deploy of the author's vLLM "
     "0.19.1 Deployment for Qwen2.5-14B-Instruct-AWQ on one A10G crash-looped at once. The Service in the same "
     "namespace is named 'vllm', so Kubernetes' legacy service links inject VLLM_PORT=tcp://<ClusterIP>:8000 (and "
     "VLLM_SERVICE_HOST, VLLM_PORT_8000_TCP_* ...) into the pod; vLLM reads VLLM_PORT as its own integer port setting "
     "and get_vllm_port refuses the URI. " + SIRZZANG_ENV + ".",
     "the author: enableServiceLinks: false in the pod spec (the baseline manifest keeps it), then the pod started "
     "(weights 9.38 GiB, KV cache 9.1 GiB, 49,696 tokens); vLLM's env_vars docs warn not to name the service 'vllm'",
     release="0.19.1 (vllm/vllm-openai:v0.19.1)", gpu="NVIDIA A10G (24 GB, g5.xlarge)", gpus=1,
     command=SIRZZANG_BASE + " (Service named vllm, enableServiceLinks defaulting to true)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 4: the post's sentence introducing the log, then its folded 'VLLM_PORT 충돌 전문' log "
          "block as committed, with the post's own '...' between the env warnings and the EngineCore lines; the lines "
          "are wrapped by the author and the ClusterIP masked ('10.100.xxx.xx'). The unplanned failure of the post "
          "(scenario 0); the Service-link explanation and the fix after it left out")

# ------------------------------------------------------------------ memory: V1 KV refusal at util 0.5 (injected, EKS)
case("sirzzang-eks-a10g-qwen25-14b-awq-16384-3.0-of-0.18-util-0.5", SIRZZANG,
     "# baseline 대비 변경점\n"
     "args:\n"
     "  - --gpu-memory-utilization\n"
     "  - \"0.5\"       # 0.9 → 0.5\n"
     "  - --max-model-len\n"
     "  - \"16384\"     # 4096 → 16384\n"
     "\n"
     "kubectl apply -f vllm-c6b-1-kv-shortage.yaml\n"
     "\n"
     "Pod가 CrashLoopBackOff에 빠진다. `kubectl logs --previous`로 직전 컨테이너의 에러를 확인한다.\n"
     "\n"
     "kubectl -n vllm logs deploy/vllm --previous --tail=20\n"
     "\n"
     "(EngineCore pid=81) INFO 04-19 10:59:54 [gpu_worker.py:436]\n"
     "  Available KV cache memory: 0.18 GiB\n"
     "(EngineCore pid=81) ERROR 04-19 10:59:54 [core.py:1108] EngineCore failed to start.\n"
     "(EngineCore pid=81) ValueError: To serve at least one request with the models's max seq len\n"
     "  (16384), (3.0 GiB KV cache is needed, which is larger than the available KV cache memory\n"
     "  (0.18 GiB). Based on the available memory, the estimated maximum model length is 976.\n"
     "  Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing\n"
     "  the engine.",
     "kv_cache_too_small",
     {"max_seq_len": 16384, "needed_gib": 3.0, "available_gib": 0.18, "estimated_max_model_len": 976,
      "gpu_memory_utilization": 0.5},
     "util_too_low",
     "Scenario 1 of the same Korean EKS post, injected on purpose: the working baseline (Qwen2.5-14B-Instruct-AWQ on "
     "one A10G, util 0.9, max-model-len 4096: weights 9.38 GiB, CUDA graphs 0.79 GiB, KV 9.1 GiB = 49,696 tokens) was "
     "changed to util 0.5 and max-model-len 16384. Half of the 23,028 MiB card (~11.2 GiB) holds the 9.38 GiB of "
     "weights, the graphs and ~0.9 GiB of overhead, leaving 0.18 GiB of KV cache against the 3.0 GiB one "
     "16384-token sequence needs; the pod crash-loops after loading the weights. " + SIRZZANG_ENV + ".",
     "the author: roll back to the baseline manifest (gpu-memory-utilization 0.9, max-model-len 4096); the post's "
     "own rule: raise gpu-memory-utilization or lower max-model-len (the 0.9 budget held 9.1 GiB of KV, enough for "
     "16384)",
     release="0.19.1 (vllm/vllm-openai:v0.19.1)", gpu="NVIDIA A10G (24 GB, g5.xlarge)", gpus=1,
     command="vllm/vllm-openai:v0.19.1 args: --model Qwen/Qwen2.5-14B-Instruct-AWQ --gpu-memory-utilization 0.5 "
             "--max-model-len 16384 --host 0.0.0.0 --port 8000",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.5}, {"flag": "--max-model-len", "above": 976},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement calls 1, 3 and 4: the post's injected args block, its apply and logs commands and the committed "
          "'--previous --tail=20' output (lines wrapped by the author; 'models's' is vLLM's own spelling). "
          "util_too_low: the utilization was lowered on purpose below the default 0.9, at which the same pod had "
          "three times the KV this length needs; kv_too_small is the alternative. A length above 976 does not start "
          "at 0.5")

# ------------------------------------------------------------------ max_model_len 131072 over 32768 (injected, EKS)
case("sirzzang-eks-a10g-qwen25-14b-awq-max-model-len-131072-over-32768", SIRZZANG,
     "# baseline 대비 변경점\n"
     "args:\n"
     "  - --max-model-len\n"
     "  - \"131072\"    # 4096 → 131072\n"
     "\n"
     "kubectl apply -f vllm-c6b-2-max-model-len-over.yaml\n"
     "\n"
     "이번에는 weights 로딩도 하지 않고 **30초 이내에 즉시 실패**한다.\n"
     "\n"
     "kubectl -n vllm logs deploy/vllm --previous --tail=10\n"
     "\n"
     "(APIServer pid=1) pydantic_core._pydantic_core.ValidationError:\n"
     "  1 validation error for ModelConfig\n"
     "  Value error, User-specified max_model_len (131072) is greater than the derived\n"
     "  max_model_len (max_position_embeddings=32768.0 or model_max_length=None in model's\n"
     "  config.json). To allow overriding this maximum, set the env var\n"
     "  VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. VLLM_ALLOW_LONG_MAX_MODEL_LEN must be used with\n"
     "  extreme caution. If the model uses relative position encoding (RoPE), positions\n"
     "  exceeding derived_max_model_len lead to nan.",
     "max_len_over_derived",
     {"max_model_len": 131072, "derived_key": "max_position_embeddings", "derived_max_model_len": 32768},
     "max_len_over_derived",
     "Scenario 2 of the same Korean EKS post, injected on purpose: max-model-len 131072 for Qwen2.5-14B-Instruct-AWQ, "
     "whose config.json has max_position_embeddings 32768. vLLM 0.19.1's ModelConfig check refuses it in the API "
     "server process 9 s after the container starts, before any EngineCore, weights or GPU memory (the pod "
     "crash-loops). " + SIRZZANG_ENV + ".",
     "the author: roll back to the baseline manifest (max-model-len 4096); overriding with "
     "VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 is called taboo in production (RoPE positions past the trained range give NaN)",
     release="0.19.1 (vllm/vllm-openai:v0.19.1)", gpu="NVIDIA A10G (24 GB, g5.xlarge)", gpus=1,
     command="vllm/vllm-openai:v0.19.1 args: --model Qwen/Qwen2.5-14B-Instruct-AWQ --gpu-memory-utilization 0.9 "
             "--max-model-len 131072 --host 0.0.0.0 --port 8000",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-model-len", "above": 32768}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement calls 1 and 4: the post's injected args block, one sentence, its logs command and the committed "
          "output (wrapped by the author); the timeline and explanation after it left out. '32768.0' is printed as a "
          "float by vLLM")

# ------------------------------------------------------------------ TP 2 on a one-GPU pod (injected, EKS)
case("sirzzang-eks-a10g-qwen25-14b-awq-tp2-world-size-over-1-gpu", SIRZZANG,
     "`tensor-parallel-size`를 **2**로 설정한다. 하지만 Pod에 할당된 GPU는 1개다.\n"
     "\n"
     "# baseline 대비 변경점\n"
     "args:\n"
     "  - --tensor-parallel-size\n"
     "  - \"2\"         # 추가\n"
     "\n"
     "kubectl apply -f vllm-c6b-3-tp-mismatch.yaml\n"
     "\n"
     "kubectl -n vllm logs deploy/vllm --previous --tail=10\n"
     "\n"
     "(APIServer pid=1) pydantic_core._pydantic_core.ValidationError:\n"
     "  1 validation error for ParallelConfig\n"
     "  Value error, World size (2) is larger than the number of available GPUs (1) in this\n"
     "  node. If this is intentional and you are using:\n"
     "  - ray, set '--distributed-executor-backend ray'.\n"
     "  - multiprocessing, set '--nnodes' appropriately.",
     "tp_over_gpus", {"tensor_parallel_size": 2}, "tp_over_gpus",
     "Scenario 3 of the same Korean EKS post, injected on purpose: --tensor-parallel-size 2 in a pod whose "
     "nvidia.com/gpu limit is 1, so the container sees one A10G; vLLM 0.19.1's ParallelConfig check refuses the world "
     "size in the API server before any GPU work (the pod crash-loops). The Ray / multi-node escape the message "
     "offers does not apply: one GPU per node, and the Qwen2.5-14B-AWQ baseline runs on one card. " + SIRZZANG_ENV + ".",
     "the author: roll back to the baseline manifest (no --tensor-parallel-size, i.e. 1 on the one GPU the pod has)",
     release="0.19.1 (vllm/vllm-openai:v0.19.1)", gpu="NVIDIA A10G (24 GB, g5.xlarge)", gpus=1,
     command=SIRZZANG_BASE + " --tensor-parallel-size 2 (pod limit nvidia.com/gpu: 1)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1, 2 and 4: the post's injection sentence, args block, apply and logs commands and the "
          "committed output (wrapped by the author). No README wording matches 0.19.1's 'World size (N) is larger "
          "than the number of available GPUs (M) in this node.'; tp_over_gpus is the closest kind (vllm_check_failed "
          "the alternative)")

# ------------------------------------------------------------------ Viettel AI Race grader: unknown Mamba SSU backend
case("develarper-viettel-race-lfm25-mamba-backend-cuda-unknown", DEVELARPER,
     "### ❌ Lỗi 3: Truyền Sai Mamba Backend (`--mamba-backend=CUDA`)\n"
     "* **Lần xuất hiện:** Nhánh Yoshio (Bài `#6`).\n"
     "* **Mã lỗi:** Exit Code 1.\n"
     "* **Trích đoạn Log từ BTC:**\n"
     "  ```text\n"
     "  spawn contestant container: wait for pod ready: contestant pod failed: container \"inference\" exited 1 (Error)\n"
     "  (APIServer pid=1) File \"/usr/local/lib/python3.12/dist-packages/vllm/config/mamba.py\", line 20, in __getitem__\n"
     "  (APIServer pid=1)     raise ValueError(\n"
     "  (APIServer pid=1) ValueError: Unknown Mamba SSU backend: 'CUDA'. Valid options are: TRITON, FLASHINFER\n"
     "  ```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Team Develarper's failure log (Vietnamese) for the Viettel AI Race 2026 Challenge 3, where the organisers' grader "
     "starts each submitted docker-compose as a Kubernetes pod ('inference') serving LiquidAI/LFM2.5-1.2B-Instruct "
     "(a hybrid Mamba/attention model) with vLLM on an H200 MIG slice. Teammate Yoshio's submission passed "
     "--mamba-backend=CUDA; vLLM's Mamba config (vllm/config/mamba.py) knows only the TRITON and FLASHINFER SSU "
     "backends, so the API server raised before any engine started and the pod exited 1.",
     "the team: only --mamba-backend=flashinfer (with their p2-fi image, which has flashinfer-python installed); the "
     "CUDA compose was marked 'Failed -> DO NOT SUBMIT'",
     release="0.25.1 per the team's notes (image asterios2707/develarper-agent:latest; not printed)",
     gpu=DEVELARPER_GPU, gpus=1,
     command="python3 -m vllm.entrypoints.openai.api_server --model=/model --served-model-name=LFM2.5-1.2B-Instruct "
             "--host=0.0.0.0 --port=8000 --dtype=bfloat16 --kv-cache-dtype=fp8 --tensor-parallel-size=1 "
             "--enable-prefix-caching --enable-chunked-prefill --mamba-cache-mode=align --mamba-backend=CUDA "
             "--max-num-batched-tokens=2048 --block-size=16 --gpu-memory-utilization=0.96 --max-model-len=8192 "
             "--max-num-seqs=256",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1},
                                {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement calls 1 and 4: the log's 'Lỗi 3' entry up to its log block (the 'Nguyên nhân' and 'Giải pháp' "
          "bullets after it left out); the grader keeps only the pod's last lines. The command is the same branch's "
          "submit_yoshio/docker_compose_CUDA.yaml (commit 9a91a9fe33e1eb711ddcadf09d8d393455d2e93c, 'Mamba CUDA "
          "Backend (Failed) -> DO NOT SUBMIT'); the release from the team's PLAN.md ('vLLM v0.25.1') and commit "
          "09a4422 'update with model vllm 25.1'")

# ------------------------------------------------------------------ Viettel AI Race grader: --disable-log-requests unknown
case("develarper-viettel-race-lfm25-disable-log-requests-unrecognized", DEVELARPER,
     "### ❌ Lỗi 2: Cờ CLI Không Tồn Tại (`--disable-log-requests`)\n"
     "* **Lần xuất hiện:** Nhánh QuanTon (Commit `5b2a93a`).\n"
     "* **Mã lỗi:** Exit Code 2.\n"
     "* **Trích đoạn Log từ BTC:**\n"
     "  ```text\n"
     "  spawn contestant container: wait for pod ready: contestant pod failed: container \"inference\" exited 2 (Error)\n"
     "  api_server.py: error: unrecognized arguments: --disable-log-requests\n"
     "  ```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The same Vietnamese failure log (Team Develarper, Viettel AI Race 2026 Challenge 3): team lead Long Quan Ton's "
     "first portal submission (image longquanton/develarper-lfm25:p0, built on vllm/vllm-openai v0.23.0) listed "
     "--disable-log-requests in the compose command; the release's API server no longer has that flag (only "
     "--enable-log-requests / --no-enable-log-requests), so argparse refused the command line and the pod exited 2.",
     "the team: removed --disable-log-requests from docker-compose.yml (commit 5b2a93a 'conigure log request "
     "disable'); keep the default logging",
     release="0.23.0 per the image's Dockerfile (ARG VLLM_IMAGE=vllm/vllm-openai:v0.23.0; not printed)",
     gpu=DEVELARPER_GPU, gpus=1,
     command="python3 -m vllm.entrypoints.openai.api_server --model=/model --served-model-name=LFM2.5-1.2B-Instruct "
             "--host=0.0.0.0 --port=8000 --max-model-len=32768 --gpu-memory-utilization=0.95 "
             "--tensor-parallel-size=1 --enable-prefix-caching --disable-log-requests",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 4: the log's 'Lỗi 2' entry up to its log block; the cause and fix bullets left out. "
          "The command is docker-compose.yml at 5b2a93a^ (the parent of the fixing commit) on branch QuanTon")

# ------------------------------------------------------------------ Viettel AI Race grader: speculative key of an old release
case("develarper-viettel-race-lfm25-speculative-ngram-prompt-lookup-max-unexpected", DEVELARPER,
     "### ❌ Lỗi 4: Xung Đột Speculative Decoding N-Gram (`SpeculativeConfig ValidationError`)\n"
     "* **Lần xuất hiện:** Nhánh Yoshio (Bài `#7`).\n"
     "* **Mã lỗi:** Exit Code 1.\n"
     "* **Trích đoạn Log từ BTC:**\n"
     "  ```text\n"
     "  spawn contestant container: wait for pod ready: contestant pod failed: container \"inference\" exited 1 (Error)\n"
     "  (APIServer pid=1) File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py\", line 1751, in create_speculative_config\n"
     "  (APIServer pid=1)     return SpeculativeConfig(**self.speculative_config)\n"
     "  (APIServer pid=1) pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig\n"
     "  (APIServer pid=1) ngram_prompt_lookup_max\n"
     "  (APIServer pid=1)   Unexpected keyword argument [type=unexpected_keyword_argument, input_value=4, input_type=int]\n"
     "  ```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The same Vietnamese failure log (Team Develarper): Yoshio's n-gram speculative-decoding submission passed "
     "--speculative-config '{\"method\": \"ngram\", \"num_speculative_tokens\": 3, \"ngram_prompt_lookup_max\": 4}'. "
     "'ngram_prompt_lookup_max' is the old (V0) engine argument's name; the release's SpeculativeConfig (a pydantic "
     "dataclass) calls it prompt_lookup_max and rejects the unknown key, so the API server died before the engine "
     "and the pod exited 1. The team's own reading: the key does not match the v0.25.1 schema.",
     "the team: no speculative decoding for the hybrid Mamba LFM2.5-1.2B-Instruct (the speculative compose was marked "
     "'Failed -> DO NOT SUBMIT'); the key this release takes is prompt_lookup_max",
     release="0.25.1 (the team's notes: 'vLLM v0.25.1'; not printed)",
     gpu=DEVELARPER_GPU, gpus=1,
     command="python3 -m vllm.entrypoints.openai.api_server --model=/model --served-model-name=LFM2.5-1.2B-Instruct "
             "--host=0.0.0.0 --port=8000 --dtype=bfloat16 --kv-cache-dtype=fp8 --tensor-parallel-size=1 "
             "--enable-prefix-caching --enable-chunked-prefill --mamba-cache-mode=align --max-num-batched-tokens=2048 "
             "--block-size=16 --gpu-memory-utilization=0.96 --max-model-len=8192 --max-num-seqs=256 "
             "'--speculative-config={\"method\": \"ngram\", \"num_speculative_tokens\": 3, \"ngram_prompt_lookup_max\": 4}'",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1},
                                {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement calls 1, 2 and 4: the log's 'Lỗi 4' entry up to its log block; cause and fix bullets left out. "
          "The command is the same branch's submit_yoshio/docker_compose_speculative.yaml (commit "
          "9a91a9fe33e1eb711ddcadf09d8d393455d2e93c). No kind reads pydantic's 'Unexpected keyword argument' on a vLLM "
          "config class: vllm_check_failed (a check in vLLM's config) is used, dependency_version_mismatch (a key "
          "written for another release) the alternative. The rename to prompt_lookup_max is the collector's reading, "
          "not the team's")

# ------------------------------------------------------------------ Viettel AI Race grader: boolean flag given '=true'
case("develarper-viettel-race-lfm25-enable-chunked-prefill-true-ignored-explicit", DEVELARPER,
     "### ❌ Lỗi 1: Gán Giá Trị Cho Cờ Boolean (`--enable-chunked-prefill=true`)\n"
     "* **Lần xuất hiện:** Nhánh Yoshio.\n"
     "* **Mã lỗi:** Exit Code 2.\n"
     "* **Trích đoạn Log từ BTC:**\n"
     "  ```text\n"
     "  spawn contestant container: wait for pod ready: contestant pod failed: container \"inference\" exited 2 (Error)\n"
     "  api_server.py: error: argument --enable-chunked-prefill/--no-enable-chunked-prefill: ignored explicit argument 'true'\n"
     "  ```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The same Vietnamese failure log (Team Develarper): Yoshio's compose on vllm/vllm-openai:v0.25.1 wrote the "
     "boolean flag as --enable-chunked-prefill=true; vLLM's CLI declares it as a --flag / --no-flag pair that takes "
     "no value, so argparse refused the command line ('ignored explicit argument') and the pod exited 2.",
     "the team: declare the flag bare, '- --enable-chunked-prefill' (commit 414af6c, which also dropped "
     "--enforce-eager=false)",
     release="0.25.1 (vllm/vllm-openai:v0.25.1 in that compose)", gpu=DEVELARPER_GPU, gpus=1,
     command="python3 -m vllm.entrypoints.openai.api_server ... --dtype=bfloat16 --kv-cache-dtype=fp8 "
             "--enable-prefix-caching --enable-chunked-prefill=true --max-num-batched-tokens=2048 --block-size=16 "
             "--gpu-memory-utilization=0.88 --max-model-len=32768 --max-num-seqs=128 --enforce-eager=false",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1},
                                {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement calls 1, 2 and 4: the log's 'Lỗi 1' entry up to its log block; cause and fix bullets left out. "
          "The command is docker-compose.yml before commit 414af6cbc9e77bd8c7e0c81887d3ea499c871539 (branch "
          "feat/Yoshio; model, host and port arguments elided as '...'). The README names argparse's 'invalid "
          "choice' and 'unrecognized arguments' refusals; 'ignored explicit argument' is the same family")

# ------------------------------------------------------------------ Viettel AI Race grader: kv-cache-dtype not a choice
case("ptquanh-viettel-race-kv-cache-dtype-int4-per-token-head-invalid-choice",
     "https://github.com/ptquanh/Viettel-AI-Race-2026/blob/bce5d512f2a0936635b899892d34387e110ffce1/"
     "exercise%203/submissions/10072026/1859-result.md",
     "# Kết quả Benchmark - 18:59 10/07/2026 (STT 70 - INT4 KV Cache per-token-head - Đổi tên từ 1700)\n"
     "\n"
     "- **Cấu hình**: Image `ptquanh/sandbox-runtime:vllm-v0.22.1-hijack-v4` + `--kv-cache-dtype int4_per_token_head` "
     "+ `--quantization fp8`\n"
     "- **Mục đích**: Test INT4 KV cache quantization built-in vLLM v0.22.1.\n"
     "\n"
     "## Chỉ số đo được\n"
     "\n"
     "**Chấm điểm thất bại**\n"
     "\n"
     "### Trace lỗi thu được:\n"
     "\n"
     "spawn contestant container: wait for pod ready: contestant pod failed: container \"inference\" exited 2 (Error): n}]\n"
     "...\n"
     "api_server.py: error: argument --kv-cache-dtype: invalid choice: 'int4_per_token_head' (choose from auto, "
     "bfloat16, float16, fp8, fp8_ds_mla, fp8_e4m3, fp8_e5m2, fp8_inc, fp8_per_token_head, int8_per_token_head, "
     "nvfp4, turboquant_3bit_nc, turboquant_4bit_nc, turboquant_k3v4_nc, turboquant_k8v4)",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Another team's per-submission result note (ptquanh, Vietnamese) in the same Viettel AI Race 2026 Challenge 3: "
     "submission STT 70 ran their image ptquanh/sandbox-runtime:vllm-v0.22.1-hijack-v4 with --kv-cache-dtype "
     "int4_per_token_head and --quantization fp8 in the grader's pod; the installed vLLM's argparse has no such cache "
     "dtype (its list offers int8_per_token_head, fp8_per_token_head and the TurboQuant 3/4-bit dtypes), so the "
     "command line was refused and the pod exited 2.",
     "the author: int4_per_token_head is not supported by the portal's vLLM; switch to turboquant_4bit_nc or "
     "turboquant_k8v4 (int8_per_token_head and fp8_per_token_head were submitted as STT 71 / 72)",
     release="the image is labelled vllm-v0.22.1 (not printed); its --kv-cache-dtype list includes the TurboQuant dtypes",
     gpu="NVIDIA H200 (the Viettel AI Race 2026 Challenge 3 grader's contestant pod; slice not stated in this file)",
     gpus=None,
     command="--kv-cache-dtype int4_per_token_head --quantization fp8 (image "
             "ptquanh/sandbox-runtime:vllm-v0.22.1-hijack-v4; the rest of the compose is not in the note)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype", "value": "int4_per_token_head"},
                                {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement calls 1, 4 and 5: the note from its title to its error block as committed (fence markers dropped); "
          "the grader's copy keeps the pod's last lines, cut after the usage text ('n}]' and the author's '...'). The "
          "'Nhận xét' section after it left out. Located with find_files under exercise 3/submissions/10072026 and "
          "read_file at the cited commit (the repository could not be fetched)")

# ------------------------------------------------------------------ k8s service link, older release: int('tcp://...')
case("mortadha-k3s-rtx3050ti-vllm-port-int-literal-tcp-uri",
     "https://github.com/Mortadha1996/llm-inference-platform/blob/6f356799357b12842cd272ef9b0cc3ef80ca6621/README.md",
     "## Serving on 4 GB of VRAM\n"
     "\n"
     "The GPU has 4096 MiB total, and Xorg holds some of it. That leaves roughly 3.8 GB for the model, the KV cache "
     "and the CUDA context.\n"
     "\n"
     "Three settings make it fit:\n"
     "\n"
     "args:\n"
     "  - \"--model\"\n"
     "  - \"Qwen/Qwen2.5-0.5B-Instruct\"\n"
     "  - \"--gpu-memory-utilization\"\n"
     "  - \"0.70\"          # leave headroom for the CUDA context\n"
     "  - \"--max-model-len\"\n"
     "  - \"1024\"          # smaller KV cache\n"
     "  - \"--dtype\"\n"
     "  - \"half\"          # FP16 instead of BF16\n"
     "  - \"--enforce-eager\"  # skip CUDA graph compilation\n"
     "...\n"
     "## The bug that cost the most time\n"
     "\n"
     "The pod entered a crash loop with an error that had nothing to do with GPUs:\n"
     "\n"
     "ValueError: invalid literal for int() with base 10: 'tcp://10.43.102.211:8000'",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A K3s + ArgoCD GitOps platform README (single node, Debian 13, laptop RTX 3050 Ti with 4 GB): the vLLM "
     "Deployment for Qwen2.5-0.5B-Instruct in namespace 'inference' crash-looped because its Service is named 'vllm', "
     "so Kubernetes injected VLLM_PORT=tcp://10.43.102.211:8000; this vLLM reads VLLM_PORT with int() in envs.py "
     "(releases up to 0.8.5 raise Python's bare 'invalid literal' ValueError, later ones the 'appears to be a URI' "
     "check).",
     "the author applied both: enableServiceLinks: false in the pod spec and VLLM_PORT set explicitly to \"8000\" in "
     "the container env",
     release="not stated (the int() wording is vLLM 0.8.5 or older)", gpu="NVIDIA GeForce RTX 3050 Ti Laptop (4 GB)",
     gpus=1,
     command="vllm args: --model Qwen/Qwen2.5-0.5B-Instruct --gpu-memory-utilization 0.70 --max-model-len 1024 "
             "--dtype half --enforce-eager (Service named vllm)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--enforce-eager"}],
     note="judgement call 4: the README's 'Serving on 4 GB of VRAM' args block (the paragraph about --enforce-eager "
          "after it replaced by '...') and the head of 'The bug that cost the most time' up to the single error line "
          "the author quotes; the explanation and the two-fix YAML after it left out. Code fences dropped. The "
          "memory settings in the args are the working ones, not the failure; the release is not stated (the image "
          "tag is in k8s/vllm.yaml, not read). Located through the author named in the README (find_repos "
          "Mortadha1996, find_files, read_file at the cited commit; the repository could not be fetched)")

if __name__ == "__main__":
    BATCH.write()
