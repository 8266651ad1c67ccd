"""Round-434 blind batch: KUBERNETES OPERATORS / MODEL-SERVING CONTROLLERS launching vLLM pods (KAITO, KubeAI, llmaz,
OME, KServe huggingfaceserver, Seldon, OpenLLM / BentoVLLM, NIM, llm-d, AIBrix, Run:ai) where the vLLM container fails
to start; collected by helper wild434 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round434-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

DOCSTRING_TAIL
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round434-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- runai-model-streamer #55: vLLM pod in Kubernetes, runai_streamer from in-cluster S3 -> 'File access error'
case("runai-model-streamer-55-k8s-pod-in-cluster-s3-memory-limit-file-access-error",
     "https://github.com/run-ai/runai-model-streamer/issues/55",
     "I am attempting to stand up a pod running vLLM using the runai_streamer load format. I have configured a Docker "
     "container identically to the Kubernetes pod I am trying to deploy, and the Docker container can load the tiny "
     "test model I am using with runai streamer and serve it as expected. It is really bizarre, like there are missing "
     "caps to the pod or something, but no obvious candidate.\n"
     "\n"
     "The Kubernetes pod looks like it is working, then I get the following errors:\n"
     "\n"
     "INFO 05-13 11:07:02 [__init__.py:239] Automatically detected platform cuda.\n"
     "INFO 05-13 11:07:05 [api_server.py:1043] vLLM API server version 0.8.5.post1\n"
     "...\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/runai_model_streamer/libstreamer/libstreamer.py\", line 88, in "
     "runai_response\n"
     "    raise Exception(\n"
     "Exception: Could not receive runai_response from libstreamer due to: b'File access error'\n"
     "[rank0]:[W516 14:05:48.628918461 ProcessGroupNCCL.cpp:1496] Warning: WARNING: destroy_process_group() was not "
     "called before program exit, which can leak resources. For more info, please see "
     "https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())\n"
     "[2025-05-16 14:05:48.517] [DEBUG  ] [205 205] [s3/s3_init/s3_init.cc: 27 @ ~S3Init                ] Shutting "
     "down s3",
     "hub_access_denied", {}, "hub_access_denied",
     "vLLM 0.8.5.post1 in a Kubernetes pod loading arnir0/Tiny-LLM from an in-cluster S3-compatible store "
     "(endpoint http://...svc.cluster.local:10000) with --load-format runai_streamer and --model-loader-extra-config "
     "'{\"concurrency\":2, \"memory_limit\":2048000000}': the Run:ai model streamer's S3 reads of the safetensors "
     "were refused ('File access error') although boto3 found the credentials and the same image loads the model in "
     "Docker. The maintainer diagnosed a streamer bug (S3 credentials not propagated when a request is split because of "
     "the memory limit) and shipped 0.13.2, but the reporter's next log, on 0.13.2, still fails the same way; the "
     "stored thread does not settle the cause. Either way a storage-access failure while loading weights, not a "
     "GPU-memory or vLLM-flag problem.",
     "not settled in the stored text. Maintainer omer-dayan (2025-05-16): 'It is indeed a bug - s3 credentials are not "
     "propogated all the time when the request is divided based memory constraints, Its been fixed now. Can you try it "
     "with version 0.13.2?'; the reporter (hotspoons, same day) installed the 0.13.2 wheels and was 'still getting the "
     "same issue'; the issue is closed, and what closed it is not reachable. The maintainer's other suggestion was to "
     "test the Docker container against the in-cluster S3 endpoint (port-forward) rather than AWS S3",
     release="0.8.5.post1", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model s3://models/arnir0/Tiny-LLM --load_format "
             "runai_streamer --port 8004 --model-loader-extra-config '{\"concurrency\":2, \"memory_limit\":2048000000}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the first paragraphs of the issue description and the head of the pod log it pastes (2025-05-13), "
          "then, after '...', the end of the traceback the reporter posted later in the thread (turn 12, 2025-05-16, "
          "with streamer debug logging on), which is the first stored chunk that shows the exception line itself; the "
          "maintainer's diagnosis is left out. The command is the reporter's Docker reproduction of the pod's launch "
          "(same image and env, the S3 endpoint port-forwarded), as the thread shows it. The exception line comes from the "
          "reporter's log AFTER upgrading the streamer to 0.13.2 (the failure unchanged). Judgement call: kind and "
          "cause hub_access_denied (model storage refused the read) for want of a model-storage label; no fix is "
          "confirmed.")

# ---------------------------------------- kaito #2114: KAITO workspace on T4 SKUs, vLLM 0.22.1 FlashInfer JIT needs nvcc, image has none
case("kaito-2114-t4-sku-workspace-vllm-flashinfer-jit-could-not-find-nvcc",
     "https://github.com/kaito-project/kaito/issues/2114",
     "Azure GPU SKU mapping mismatch and vLLM runtime failure on Standard_NC6s_v3 / Standard_NC4as_T4_v3\n"
     "...\n"
     "(EngineCore_DP1 pid=541) ERROR 07-03 17:10:49 [core.py:1165]     raise RuntimeError(\n"
     "(EngineCore_DP1 pid=541) ERROR 07-03 17:10:49 [core.py:1165] RuntimeError: Worker failed with error 'Could not "
     "find nvcc and default cuda_home='/usr/local/cuda' doesn't exist', please check the stack trace above for the root "
     "cause\n"
     "(Worker pid=1087) WARNING 07-03 17:10:49 [multiproc_executor.py:884] WorkerProc was terminated\n"
     "(Worker pid=1101) ERROR 07-03 17:10:49 [multiproc_executor.py:962] WorkerProc hit an exception.",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "A KAITO Workspace (KAITO v0.10.0, vLLM v0.22.1 in KAITO's preset image) on Azure T4 SKUs (Turing, compute "
     "capability 7.5): vLLM picked FlashInfer as the attention backend, and FlashInfer has no prebuilt kernels for sm75, "
     "so it JIT-compiles them during kernel warm-up / CUDA-graph profiling; KAITO's image ships only the CUDA runtime, "
     "not the toolkit, so there is no nvcc and the workers die with 'Could not find nvcc'. A missing compiler in the "
     "image for an old GPU, not a shortage of memory.",
     "confirmed by the reporter (avi1512, comment 2026-07-04, 'Workaround: Successfully running phi-4-mini-instruct on "
     "Standard_NC64as_T4_v3 (KAITO v0.10.0 / vLLM v0.22.1)'): force the TRITON_ATTN attention backend (no JIT) and "
     "eager mode (skips the CUDA-graph capture that also calls FlashInfer) through KAITO's custom inference ConfigMap: "
     "vllm: attention-backend: TRITON_ATTN, enforce-eager: true (with gpu-memory-utilization 0.90, max-model-len "
     "16384); the issue stays open for the SKU mapping part",
     release="vLLM v0.22.1 (KAITO v0.10.0)", gpu="NVIDIA Tesla T4 (Azure Standard_NC64as_T4_v3 / NC4as_T4_v3)",
     gpus=None, command=None,
     forbidden=[{"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"},
                {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title, then the tail of the vLLM log the reporter pasted in a comment (turn 4, "
          "2026-07-03), as the stored chunk shows it; the stack frames before the RuntimeError and the reporter's later "
          "workaround comment (the answer) are left out. Earlier rounds gave this thread up because their chunks held "
          "only stack frames; this round reached the error line and the workaround. gpus not stated for the failing "
          "run (EngineCore_DP1 implies at least two data-parallel engines, so a multi-T4 SKU). Kind/cause follow the "
          "earlier 'Could not find nvcc' fixtures (triton_compiler_missing), although the JIT here is FlashInfer's.")

if __name__ == "__main__":
    BATCH.write()
