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
     "hub_access_denied", {}, "dependency_version_mismatch",
     "vLLM 0.8.5.post1 in a Kubernetes pod loading arnir0/Tiny-LLM from an in-cluster S3-compatible store "
     "(endpoint http://...svc.cluster.local:10000) with --load-format runai_streamer and --model-loader-extra-config "
     "'{\"concurrency\":2, \"memory_limit\":2048000000}': the Run:ai model streamer failed to read the safetensors "
     "('File access error'). The maintainer found a streamer bug: the S3 credentials were not propagated every time a "
     "request was split into parts because of the memory limit, so the split reads went out unauthenticated. Not a "
     "GPU-memory or vLLM-flag problem; the credentials and the bucket were fine.",
     "maintainer omer-dayan (runai-model-streamer, 2025-05-16): 'It is indeed a bug - s3 credentials are not propogated "
     "all the time when the request is divided based memory constraints, Its been fixed now. Can you try it with version "
     "0.13.2?' — i.e. upgrade runai-model-streamer (and runai-model-streamer-s3) to 0.13.2 in the vLLM image; the issue "
     "was closed",
     release="0.8.5.post1", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model s3://models/arnir0/Tiny-LLM --load_format "
             "runai_streamer --port 8004 --model-loader-extra-config '{\"concurrency\":2, \"memory_limit\":2048000000}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the first paragraphs of the issue description and the head of the pod log it pastes (2025-05-13), "
          "then, after '...', the end of the traceback the reporter posted later in the thread (turn 12, 2025-05-16, "
          "with streamer debug logging on), which is the first stored chunk that shows the exception line itself; the "
          "maintainer's diagnosis is left out. The command is the reporter's Docker reproduction of the pod's launch "
          "(same image and env, the S3 endpoint port-forwarded), as the thread shows it. Judgement call: kind "
          "hub_access_denied (storage refused the read) for want of a model-storage label; cause "
          "dependency_version_mismatch because the fix is a newer runai-model-streamer release.")

if __name__ == "__main__":
    BATCH.write()
