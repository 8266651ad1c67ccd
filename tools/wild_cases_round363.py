"""Round-363 blind batch: vLLM on KUBERNETES AND SERVING PLATFORMS (KServe, llm-d, vllm-project/production-stack,
aibrix, Ray Serve LLM, KubeAI, KAITO, NVIDIA NIM/Dynamo, SageMaker, Vertex AI, Azure ML, Modal, RunPod worker-vllm)
failing at start-up because of resources, environment, probes, GPU memory, shared memory or model download; collected
by helper wild363 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch":
"round363-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to
be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 45 of the 50 allowed (all ``search``: 42 corpus=issues, 3 corpus=pages; no read_file, find_string,
find_files or fetch; recounted from the session's calls at the end). 5 cases, at the low end of the 4-8 asked. The
slice is heavily mined (rounds 300, 329, 337, 344 and others covered the same trackers): most threads with both an
error line and a fix were already in USED_SOURCES.txt, and of the rest most stored chunks hold only pod events, a
YAML, or the error in the title alone.

Cases: production-stack #95 (helm chart TP=2, NCCL cannot create its /dev/shm segment), opea GenAIInfra PR #612 and
vllm #34199 (a Kubernetes Service named 'vllm' injects VLLM_PORT=tcp://..., in the old int() form and in the newer
'appears to be a URI' form), djl-serving #2389 (SageMaker LMI image's vLLM rejects max_lora_rank 128), KubeAI #155
(gated meta-llama repo, 403 'not in the authorized list' in the model pod).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #1710, #8885, #20127, #12847, #13946, #27508, #2418, #1157, #946,
  #10034; MiniMax-AI/MiniMax-01 #42; huggingface/inference-benchmarker #30; kaito #2132, #1101; kubeai #533, #499;
  aibrix #1054, #1154; production-stack #276, #407; llm-d-deployer #273; NVIDIA-AI-Blueprints/bring-llms-to-nim #7;
  transformerlab-app #370; instructlab #1988.
- Named as given up in earlier rounds' docstrings (not re-spent): vllm #7466, #4383, #4618, #6574, #10453, #15255,
  #3564, #18163, #6551, #7211; ai-dynamo/dynamo #14281, #8988; pytorch/serve #3365; opea GenAIExamples #2068; kserve
  #3769, #3946; runpod-workers/worker-vllm #276, #68; kuberay #4366; ray #53663, #53407; llm-d-benchmark #668;
  axolotl #2528.
- Error line not stored, or only in the title: vllm #23661 (GPU time-slicing on Kubernetes, 'No platform detected';
  only the reporter's YAML is stored) and #23935; Project-HAMi/HAMi #1477 (log stops at the args line) and #674
  (image); production-stack PR #1047 (CI: requestGPU 0.5 renders no GPU request, two replicas share one L4 and their
  memory profiling collides; the maintainer's cause is stored but no vLLM error line; two searches); ray #52377
  (V100 'mma -> mma layout conversion is only supported on Ampere' with enable_chunked_prefill under Ray Serve LLM;
  the assertion is only in the title in the stored chunks; two searches); vllm #17386 (gemma-3-1b-it on a GKE L4 killed
  by its startup probe, 'KeyboardInterrupt: terminated'; the fix is stored -- drop VLLM_TRACE_FUNCTION, raise the
  startup probe failureThreshold to 60, and vLLM PR #19377 documents it -- but the log itself is not; three searches);
  vllm #15997 (helm chart, 'KeyboardInterrupt: terminated', same reporter as #15613, no fix);
  kubernetes-sigs/gateway-api-inference-extension PR #436 / #464 (CPU example on GKE; the log is cut before the
  error); kaito #1609 (pod events only); production-stack #454 ('"vllm": executable file not found in $PATH' only in
  the title; the reporter's fix, lmcache/vllm-openai tag 2025-04-18 with v1, is stored); vllm #7048 (SageMaker LMI
  'Input prompt (9762 tokens) ... exceeds limit of 8192' only in the title; maintainer's fix OPTION_MAX_MODEL_LEN;
  a first-request failure); llm-d-benchmark #1853 (feature request, no error line); gpustack #3647 (image only).
- Same failure or incident as a taken or used case: vllm #15613 (k3s helm chart, VLLM_PORT 'invalid literal for
  int()' form; no reply with a fix stored; would have been a third copy of one cause); vllm #42389 (the same incident
  as NVIDIA/nccl #2170, already used).
- Not vLLM, or not a user's launch: kserve #3562 (Hugging Face server's transformers cache on OpenShift),
  GoogleCloudPlatform/kubernetes-engine-samples #1581 and opea GenAIInfra #100 (TGI), canonical/bundle-kubeflow #1077
  (NIM running a TRT-LLM profile), vllm PRs #42448 / #42467 (vLLM's own CI on H200 MIG), Project-HAMi PR #1947 (an
  example's summary, no log).
- Pages corpus (3 queries: Kubernetes /dev/shm, KServe + vLLM, Azure ML endpoints): tutorials and runbooks with no
  incident log, and Azure ML troubleshooting docs in other languages.

Judgement calls for the lead:
1. Labels follow earlier rounds for the same messages: NCCL's 'Error while creating shared memory segment' ->
   nccl_error (as production-stack #276 in round 119); the VLLM_PORT service-link ValueError in both forms ->
   vllm_check_failed (as the kelsus / TKE / mortadha cases of rounds 100, 168, 186); 'max_lora_rank (128) must be one of (8, 16, 32, 64)' ->
   vllm_check_failed (as round 137's LoRAConfig 'max_lora_rank (1) must be one of' case); the 403 'not in the authorized list' ->
   hub_access_denied (as rh-ai-quickstart/ai-virtual-agent #200 in round 341). No new label.
2. production-stack #95: the fix is taken from the linked issue #97 and PR #105 ('FIX #95'), not from a reply in #95.
3. vllm #34199 and djl-serving #2389 carry no author-confirmed fix (said so in fix_that_worked); the cause of each is
   certain from the message itself.
4. gpus: #34199 = 2 (two GPU UUIDs in NVIDIA_VISIBLE_DEVICES); KubeAI #155 = 0 (resourceProfile CPU:4).
5. djl-serving #2389 forbids --max-lora-rank at most 64 (the adapter is rank 128); --port is forbidden for the two
   VLLM_PORT cases (VLLM_PORT is vLLM's internal port, not the API port).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round363-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- production-stack #95: helm chart, TP=2, NCCL cannot create /dev/shm segment
case("production-stack-95-helm-llama8b-tp2-nccl-dev-shm-segment",
     "https://github.com/vllm-project/production-stack/issues/95",
     "I tried running with this configuration.\n"
     "```bash\n"
     "servingEngineSpec:\n"
     "  modelSpec:\n"
     "  - name: \"llama8b\"\n"
     "    repository: \"vllm/vllm-openai\"\n"
     "    tag: \"latest\"\n"
     "    modelURL: \"unsloth/Meta-Llama-3.1-8B\"\n"
     "    requestMemory: \"50Gi\"\n"
     "    requestGPU: 2\n"
     "    requestCPU: 10\n"
     "    replicaCount: 1\n"
     "    pvcStorage: \"75Gi\"\n"
     "    vllmConfig:\n"
     "      extraArgs: [\n"
     "      \"--gpu-memory-utilization\", \"0.8\" ,\n"
     "      \"--tensor-parallel-size\", \"2\" ]\n"
     "```\n"
     "\n"
     "I tried checking the pod's log and found the following error.\n"
     "```bash\n"
     "ERROR 02-09 07:57:00 engine.py:389] NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:317, unhandled "
     "system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5\n"
     "ERROR 02-09 07:57:00 engine.py:389] ncclSystemError: System call (e.g. socket, malloc) or external library call "
     "failed or device error. \n"
     "ERROR 02-09 07:57:00 engine.py:389] Last error:\n"
     "ERROR 02-09 07:57:00 engine.py:389] Error while creating shared memory segment /dev/shm/nccl-MslT2I (size "
     "9637888)\n"
     "ERROR 02-09 07:57:00 engine.py:389] Traceback (most recent call last):\n"
     "ERROR 02-09 07:57:00 engine.py:389]   File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 380, in run_mp_engine\n"
     "ERROR 02-09 07:57:00 engine.py:389]     engine = MQLLMEngine.from_engine_args(engine_args=engine_args,",
     "nccl_error", {}, "nccl_error",
     "vLLM Production Stack helm chart (early February 2025), Llama-3.1-8B with --tensor-parallel-size 2 on a pod "
     "requesting 2 GPUs: the chart did not mount any shared memory into the serving-engine pod, so /dev/shm was the "
     "container default (64M) and NCCL could not create its ~9.6 MB shared-memory segment between the two TP ranks; "
     "NCCL init failed with ncclSystemError. Not a GPU-memory problem (an 8B model on two GPUs at 0.8).",
     "maintainer fix in the chart: production-stack issue #97 (ApostaC, 'To run vLLM with TP > 1, vLLM requires "
     "existence of shared memory ... mounting a volume to /dev/shm') and PR #105 (YuhanLiu11, 'FIX #95': the helm "
     "template now adds a shared-memory (/dev/shm) volume when tensorParallelSize is set), closing #95. For the user: "
     "a memory-backed emptyDir at /dev/shm in the engine pod (or the chart release with PR #105)",
     release="not stated (vllm/vllm-openai:latest, 2025-02-09; V0 MQLLMEngine)", gpu=None, gpus=2,
     command="helm values: modelURL unsloth/Meta-Llama-3.1-8B, requestGPU 2, extraArgs --gpu-memory-utilization 0.8 "
             "--tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"}],
     note="Excerpt: the issue body as stored (helm values and the first lines of the pod log, ending where the stored "
          "chunk ends, inside the traceback). The fix is from the linked issue #97 and PR #105 (both stored as their "
          "own threads), not from a reply in #95. Same symptom as production-stack #276 (already used) but a different "
          "reporter, model and month; #95 is the report PR #105 names as fixed.")

_NOT_MEM = _MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--quantization"}]

# ---------------------------------------- opea GenAIInfra PR #612: helm service named 'vllm' -> VLLM_PORT=tcp://... int() ValueError
case("genaiinfra-pr612-helm-service-named-vllm-vllm-port-int-literal",
     "https://github.com/opea-project/GenAIInfra/pull/612",
     "If vllm k8s service name is `vllm` bad things happen and the server fails to comeup with error message:\n"
     "\n"
     "```console\n"
     "ERROR 11-26 09:29:11 engine.py:366]     lambda: int(os.getenv('VLLM_PORT', '0'))\n"
     "ERROR 11-26 09:29:11 engine.py:366] ValueError: invalid literal for int() with base 10: 'tcp://10.100.120.175:80'\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "OPEA GenAIInfra's vLLM helm chart, installed directly so its Kubernetes Service was named 'vllm': Kubernetes "
     "service links inject VLLM_PORT=tcp://10.100.120.175:80 (and VLLM_SERVICE_HOST etc.) into every pod of the "
     "namespace, and vLLM reads VLLM_PORT as its own internal port, an integer, so envs.py's int() raised at engine "
     "start. Nothing about GPUs, memory or the model.",
     "PR author poussa (PR #612, 'Manually tested'): do not name the Kubernetes Service 'vllm' (the chart's fullname "
     "is changed when it would equal 'vllm'), citing vLLM's env_vars note on service naming; equivalently "
     "enableServiceLinks: false on the pod or unsetting VLLM_PORT",
     release="not stated (November 2024, V0 MQLLMEngine; the bare int() form before PR #18209's clearer message)",
     gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEM + [{"flag": "--port"}],
     note="Excerpt: the PR description's error block as stored (two lines of the engine traceback). The fix is the PR "
          "itself and its description, left out of the excerpt. The PR is 'closed' in the store (reviewer eero-t asked "
          "for the rename to apply only when fullname equals 'vllm'), but the cause and the author's tested rename "
          "are stated in the description. --port is listed as wrong: VLLM_PORT is not the API port.")

# ---------------------------------------- vllm #34199: Kubernetes pod, 'VLLM_PORT ... appears to be a URI' (post-PR #18209 message)
case("vllm-34199-k8s-vllm-port-appears-to-be-a-uri",
     "https://github.com/vllm-project/vllm/issues/34199",
     "NVIDIA_VISIBLE_DEVICES=GPU-403796c0-10b3-d54b-1cc6-1d9f7ad23ace,GPU-1db09eeb-69c3-31a6-c8e9-077739d16acb\n"
     "...\n"
     "ERROR 02-10 09:39:12 [engine.py:458]   File \"/usr/local/lib/python3.10/dist-packages/vllm/utils.py\", line 659, in get_open_port\n"
     "ERROR 02-10 09:39:12 [engine.py:458]     return _get_open_port()\n"
     "ERROR 02-10 09:39:12 [engine.py:458]   File \"/usr/local/lib/python3.10/dist-packages/vllm/utils.py\", line 663, in _get_open_port\n"
     "ERROR 02-10 09:39:12 [engine.py:458]     port = envs.VLLM_PORT\n"
     "ERROR 02-10 09:39:12 [engine.py:458]   File \"/usr/local/lib/python3.10/dist-packages/vllm/envs.py\", line 881, in __getattr__\n"
     "ERROR 02-10 09:39:12 [engine.py:458]     return environment_variables[name]()\n"
     "ERROR 02-10 09:39:12 [engine.py:458]   File \"/usr/local/lib/python3.10/dist-packages/vllm/envs.py\", line 172, in get_vllm_port\n"
     "ERROR 02-10 09:39:12 [engine.py:458]     raise ValueError(\n"
     "ERROR 02-10 09:39:12 [engine.py:458] ValueError: VLLM_PORT 'tcp://169.169.193.120:6785' appears to be a URI. "
     "This may be caused by a Kubernetes service discovery issue,check the warning in: "
     "https://docs.vllm.ai/en/stable/serving/env_vars.html\n"
     "Process SpawnProcess-1:\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.10/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "    self.run()",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A vLLM pod on Kubernetes (two GPUs passed by UUID) whose namespace has a Service named 'vllm': Kubernetes service "
     "links set VLLM_PORT=tcp://169.169.193.120:6785 in the container ('a URL that I haven't set', as the title says), "
     "and vLLM, which reads VLLM_PORT as the integer port for its own internal communication, refused the URI while "
     "picking an open port at engine start.",
     "none in the stored thread (open, marked stale). From the message itself and vLLM's env_vars warning it points "
     "to: rename the Kubernetes Service so it is not called 'vllm', or set enableServiceLinks: false in the pod spec "
     "(or explicitly set VLLM_PORT to an integer / unset it)",
     release="not stated (V0 MQLLMEngine traceback, vllm/utils.py get_open_port; Python 3.10 image with CUDA 12.2)",
     gpu=None, gpus=2, command=None,
     forbidden=_NOT_MEM + [{"flag": "--port"}],
     note="Excerpt: two stored chunks of the issue body: the first line of the environment block (the NVIDIA_VISIBLE_"
          "DEVICES line; the block continues with NVIDIA_REQUIRE_CUDA ... and a 'VLLM_PORT=' line whose value the "
          "stored chunk cuts) and the traceback tail with the ValueError; lines in between dropped ('...'). gpus=2 "
          "from the two GPU UUIDs. vllm #15613 (k3s helm chart, the older 'invalid literal for int()' form) is the "
          "same failure and was not taken: no reply with a fix is stored and it would be a third copy of one cause "
          "in this round.")

# ---------------------------------------- djl-serving #2389: SageMaker LMI image's vLLM refuses max_lora_rank 128
case("djl-serving-2389-sagemaker-lmi-max-lora-rank-128-not-allowed",
     "https://github.com/deepjavalibrary/djl-serving/issues/2389",
     "In the current version (using LMI sagemaker image), we are running into the following error:\n"
     "```\n"
     "File \"/usr/local/lib/python3.10/dist-packages/vllm/config.py\", line 1288, in __post_init__\n"
     "raise ValueError(\n"
     "ValueError: max_lora_rank (128) must be one of (8, 16, 32, 64)\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "An AWS SageMaker LMI (djl-inference, rolling_batch=vllm) endpoint serving a LoRA adapter of rank 128: the vLLM "
     "bundled in that LMI image predates v0.5.5 and its LoRAConfig only accepts max_lora_rank in (8, 16, 32, 64), so "
     "the engine refused the configuration at start-up. A release limit of the image's vLLM, not a memory or "
     "parallelism problem.",
     "maintainer siddvenk (djl-serving): an LMI release with vLLM 0.6.0 / 0.6.1.post2 was planned; meanwhile provide "
     "a requirements.txt with vllm==0.5.5 or later (rank 128 allowed since vLLM v0.5.5, PR #7146, as the reporter "
     "notes). The reporter's follow-up rebuilding djl-inference:0.29.0-lmi11.0.0-cu124 with pip install vllm==0.5.5 "
     "is not resolved in the stored text (closed as stale)",
     release="the LMI image's bundled vLLM, before 0.5.5 (September 2024; djl-inference 0.29.0-lmi11.0.0-cu124 named "
             "in the follow-up)",
     gpu=None, gpus=None,
     command="serving.properties: option.model_id=unsloth/mistral-7b-instruct-v0.3, option.engine=Python, "
             "option.rolling_batch=vllm, option.tensor_parallel_degree=1, option.enable_lora=true (from the "
             "reporter's follow-up)",
     forbidden=_NOT_MEM + [{"flag": "--max-lora-rank", "at_most": 64}],
     note="Excerpt: the issue description's error block as stored. The serving.properties in `command` come from the "
          "reporter's second comment (after the maintainer's answer), so they are left out of the excerpt. The "
          "adapter's rank is 128, so lowering max_lora_rank to 64 or less would only trade this error for 'LoRA rank "
          "128 is greater than max_lora_rank'; hence that is marked wrong.")

# ---------------------------------------- kubeai #155: KubeAI Model on a gated meta-llama repo -> 403 GatedRepoError in the vLLM pod
case("kubeai-155-llama3-8b-gated-repo-403-not-in-authorized-list",
     "https://github.com/kubeai-project/kubeai/issues/155",
     "Environment: kubeai:0.4.1\n"
     "\n"
     "```\n"
     "apiVersion: kubeai.org/v1\n"
     "kind: Model\n"
     "metadata:\n"
     "  name: llama-3-8b\n"
     "spec:\n"
     "  features: [\"TextGeneration\"]\n"
     "  owner: meta-llama\n"
     "  url: hf://meta-llama/Meta-Llama-3-8B\n"
     "  engine: VLLM\n"
     "  minReplicas: 0\n"
     "  maxReplicas: 3\n"
     "  resourceProfile: CPU:4\n"
     "  env:\n"
     "      VLLM_CPU_KVCACHE_SPACE: \"4\"\n"
     "  args:\n"
     "  - --max-model-len=32768\n"
     "  - --max-num-batched-token=32768\n"
     "```\n"
     "Then calling this model through the openwebui, it is stucked.\n"
     "Looking at the kube logs on the pod model, I see:\n"
     "\n"
     "```\n"
     "...\n"
     "huggingface_hub.utils._errors.GatedRepoError: 403 Client Error. (Request ID: "
     "Root=1-66d1c249-75919cc37bdd839c3d8506ba;c3e0ae52-ae6f-4463-9192-5c53d581fbfc)\n"
     "\n"
     "Cannot access gated repo for url https://huggingface.co/meta-llama/Meta-Llama-3-8B/resolve/main/config.json.\n"
     "Access to model meta-llama/Meta-Llama-3-8B is restricted and you are not in the authorized list. Visit "
     "https://huggingface.co/meta-llama/Meta-Llama-3-8B to ask for access.\n"
     "```",
     "hub_access_denied", {}, "hub_access_denied",
     "A KubeAI 0.4.1 Model (engine VLLM, CPU:4 resource profile) pointing at the gated meta-llama/Meta-Llama-3-8B: the "
     "vLLM pod's first Hub request (config.json) got 403 because the Hugging Face account behind the token is not in "
     "the repo's authorized list (Meta's licence not accepted / access not granted), so the model server never came "
     "up and requests through Open WebUI hung. A Hub access problem, not a resource or vLLM setting.",
     "the reporter, in the issue itself: the model is protected; the fix the log names is to request access at "
     "huggingface.co/meta-llama/Meta-Llama-3-8B with the account whose token KubeAI passes to the pod (or use an "
     "ungated model). The thread is a feature request that KubeAI check access when a Model is added; no further "
     "resolution is stored",
     release="not stated (KubeAI 0.4.1's vLLM CPU image, August 2024)", gpu=None, gpus=0,
     command="KubeAI Model: url hf://meta-llama/Meta-Llama-3-8B, engine VLLM, resourceProfile CPU:4, env "
             "VLLM_CPU_KVCACHE_SPACE=4, args --max-model-len=32768 --max-num-batched-token=32768",
     forbidden=_NOT_MEM + [{"flag": "--trust-remote-code"}, {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the issue description as stored (the Model YAML and the pod log's final exception; the reporter's "
          "'...' is theirs). Left out: the following paragraphs asking whether KubeAI or Open WebUI should check access "
          "up front. CPU serving (resourceProfile CPU:4), so gpus=0. Same failure class as rh-ai-quickstart/"
          "ai-virtual-agent #200 (round 341): a 403 'not in the authorized list' is a licence/access grant, not a "
          "missing token.")

if __name__ == "__main__":
    BATCH.write()
