"""Round-551 blind batch: vLLM start-up failures from CLOUD and KUBERNETES deployment trackers and sample repos (llm-d,
GKE users of Kubernetes-run vLLM, operator / helm / sample manifests, NIM, SageMaker, AKS, kaito, kubeai, aibrix,
production-stack, cog-vllm, truss, ...); collected by helper wild551 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round551-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 35 allowed (31 ``search`` -- 29 corpus=issues, 1 code, 1 docs, 1 pages -- and 1 ``read_file``
that opened a file already used by round 147, a wasted call). 3 cases: llm-d #1063 (+ its fix PR #1147: vLLM 0.17.1
image on GKE, ld cannot find -l:libcuda.so.1), llm-d PR #650 (P/D guide without VLLM_NIXL_SIDE_CHANNEL_HOST on GKE:
KeyError / AsyncLLM output_handler failed), keras-team/kinetic #269 (pip-installed vLLM in a GKE L4 job without
/usr/local/nvidia/lib64 on LD_LIBRARY_PATH: 'Device string must not be empty'). The slice is mined out: nearly every
thread the searches surfaced was already in USED_SOURCES.txt or in an earlier round's skip list.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists, not re-opened: kaito #1101; aibrix #874,
  #1525; production-stack #407, #782, #746; vllm #8374, #18163, #18390, #12568, #23935, #18859; nim-deploy #61 and
  nim-anywhere #15; canonical/bundle-kubeflow #1077; kubeai #499, #533; instructlab #3466; opea Enterprise-RAG #84,
  GenAIInfra #1172, GenAIExamples #2068; ray-project/kuberay #2354; runpod-workers/worker-vllm #276; llm-d-benchmark
  #668, #95; llm-d #355, #394, #663, #701, #706; ai-dynamo/dynamo #3724; ogx-k8s-operator #125; vertex-ai-samples
  #2620; aws-samples/amazon-sagemaker-generativeai #111; gateway-api-inference-extension #2243, PR #2487;
  defilantech/LLMKube #1030; ai-dynamo/aiconfigurator PR #392; LMCache #1455; tenstorrent/tt-inference-server #3151;
  gpustack #4678; Shivakumar980/QLora-vLLM-EKS-Deployment-NVIDIA-GPUs (round 147; read by mistake before the grep).
- Error line not in the stored chunks: dstackai/dstack #1999 (NIM llama-3.1-8b-instruct on a 24GB GPU via dstack;
  two extra searches returned only the engine-args JSON of the description, never the error or the fix).
- No fix / cause not pinned: vllm #21979 (GKE 1.33, driver 575.57.08, vllm-openai:latest, Error 803 'unsupported
  display driver / cuda driver combination'; open, no reply stored); vllm #18322 (NIXL_ERR_BACKEND; vLLM tracker,
  outside the slice).
- Not a vLLM start-up log: replicate/cog-vllm #38 ('Training failed' on the Replicate page), replicate/cog #1541 /
  #1567, awslabs/data-on-eks #589 (Karpenter scheduling), #661 (Ray readiness probe), ai-on-eks #169 (RayService spec
  validation), Azure ML / mlops-v2 threads (no vLLM), llm-d #241 (proxy init container), llm-d-infra PR #126 (GKE
  driver-path values, review threads only), NVIDIA-AI-Blueprints/nemotron-voice-agent PR #95 (a max-model-len bump,
  no failure), pastebin RunPod worker log (no fix, other slice).

Judgement calls for the lead:
1. llm-d-1063: kind and cause triton_compiler_missing, as the seven earlier fixtures with "ld: cannot find -lcuda"
   (vllm-12505, vllm-13091 on a CUDA *runtime* image, kserve-4649, ...). The real cause is the image: llm-d PR #1147
   says the runtime stage (based on cuda:*-runtime since llm-d PR #606) sets no LIBRARY_PATH and never runs ldconfig,
   so on GKE, where the driver is mounted at /usr/local/nvidia/lib64, the compile-time linker cannot find
   libcuda.so.1. The lead may prefer container_image_broken as the cause.
2. llm-d-pr650: a failure at the first requests caused by how the P/D pods were launched (the guide dropped
   VLLM_NIXL_SIDE_CHANNEL_HOST in llm-d PR #548). The excerpt is what the PR description quotes (a KeyError on a
   request id, 'AsyncLLM output_handler failed', the routing sidecar's 'connection refused'); nothing in it names NIXL.
   kind null, cause 'unrecognized' (as dynamo-2706, the other NIXL side-channel-host fixture); a label such as
   kv_connector_misconfigured would be new.
3. kinetic-269: the issue is open; the cause is the reporter's own diagnosis with evidence (torch.cuda.is_available()
   False while /usr/local/nvidia/lib64/libcuda.so.1 is readable) and it matches the GKE LD_LIBRARY_PATH workaround
   in vllm #18859 / PR #25766. kind/cause no_gpu_visible as the earlier 'Device string must not be empty' fixture
   (hf-space-tanosugi-plamo-translate). The excerpt leaves out the reporter's explanatory paragraph (it states the
   fix) and the second, nvcc/FlashInfer error.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round551-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- llm-d #1063: llm-d-cuda-dev image with vLLM v0.17.1 on GKE -> /usr/bin/ld: cannot find -l:libcuda.so.1
case("llm-d-1063-gke-vllm-0171-wide-ep-decode-ld-cannot-find-libcuda-so-1",
     "https://github.com/llm-d/llm-d/issues/1063",
     "vLLM v0.17.1+ container images failing on GKE\n"
     "\n"
     "When replacing the container image with an image build `ghcr.io/llm-d/llm-d-cuda-dev:sha-ce75a09` containing the "
     "changes for bumping vLLM version to v0.17.1, vLLM crashes with the following error:\n"
     "\n"
     "```\n"
     "(EngineCore_DP14 pid=883) (Worker pid=939) (Worker_DP14_EP14 pid=939) ERROR 03-18 06:29:32 "
     "[multiproc_executor.py:800] torch._inductor.exc.InductorError: CalledProcessError: Command '['/usr/bin/gcc', "
     "'/tmp/tmpm4i7fy2q/cuda_utils.c', '-O3', '-shared', '-fPIC', '-Wno-psabi', '-o', "
     "'/tmp/tmpm4i7fy2q/cuda_utils.cpython-312-x86_64-linux-gnu.so', '-l:libcuda.so.1', "
     "'-L/opt/vllm/lib/python3.12/site-packages/triton/backends/nvidia/lib', '-L/usr/lib64', "
     "'-I/opt/vllm/lib/python3.12/site-packages/triton/backends/nvidia/include', '-I/tmp/tmpm4i7fy2q', "
     "'-I/usr/include/python3.12']' returned non-zero exit status 1.\n"
     "```\n"
     "\n"
     "```\n"
     "/usr/bin/ld: cannot find -l:libcuda.so.1\n"
     "collect2: error: ld returned 1 exit status\n"
     "```\n"
     "\n"
     "When SSHing into the container before it crashes and checking the paths:\n"
     "```\n"
     "$ kubectl exec --stdin --tty -n $NAMESPACE wide-ep-llm-d-decode-0 -- /bin/bash\n"
     "Defaulted container \"vllm\" out of: vllm, routing-proxy (init)\n"
     "bash-5.1# find /usr/ -name 'libcuda.so.1'\n"
     "/usr/local/nvidia/lib64/libcuda.so.1\n"
     "/usr/local/cuda-12.9/compat/libcuda.so.1\n"
     "bash-5.1# find /usr/ -name 'libcuda.so.1'\n"
     "/usr/local/nvidia/lib64/libcuda.so.1\n"
     "/usr/local/cuda-12.9/compat/libcuda.so.1",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "The llm-d CUDA image with vLLM v0.17.1 runs on GKE, where the NVIDIA driver (libcuda.so.1) is mounted at "
     "runtime into /usr/local/nvidia/lib64. When a worker JIT-compiles Triton's cuda_utils.c with gcc, the "
     "compile-time linker cannot find libcuda.so.1: the image's runtime stage (switched from a cuda devel to a cuda "
     "runtime base in llm-d PR #606) sets no LIBRARY_PATH and never runs ldconfig (llm-d PR #1147's diagnosis). Not a "
     "memory problem.",
     "llm-d PR #1147 (merged, 'fix(docker): add LIBRARY_PATH and ldconfig to CUDA runtime stage') fixed the image; "
     "the workaround confirmed by @jtechapps and @rlakhtakia there: export "
     "LIBRARY_PATH=/usr/local/nvidia/lib64:$LIBRARY_PATH before starting vLLM.",
     release="0.17.1 (ghcr.io/llm-d/llm-d-cuda-dev:sha-ce75a09)", gpu=None, gpus=None, command=None,
     forbidden=_MEM,
     note="Excerpt: the issue title and description as stored (the find output is repeated in the stored text and "
          "kept as shown). The cause and fix come from llm-d PR #1147, which names this failure and the "
          "workaround; the deployment is wide-EP (DP14/EP14 ranks) on GKE, GPU model not stated.")

# ---------------------------------------- llm-d PR #650: P/D disaggregation guide on GKE without VLLM_NIXL_SIDE_CHANNEL_HOST -> KeyError / AsyncLLM output_handler failed
case("llm-d-pr650-gke-pd-disaggregation-nixl-side-channel-host-missing-keyerror-output-handler",
     "https://github.com/llm-d/llm-d/pull/650",
     "When I deployed the `pd-disaggregation` example on GKE, the following errors were observed causing Pod crashes:\n"
     "```\n"
     "KeyError: '604f3f68-909c-43e0-bb3a-e96850fca226'\n"
     "...\n"
     "AsyncLLM output_handler failed.\n"
     "...\n"
     "{decoderURL: http://localhost:8200, error: dial tcp 127.0.0.1:8200: connect: connection refused, \n"
     "level: error, logger: proxy server on port 8000, msg: failed to connect to vLLM decoder, \n"
     "stacktrace: github.com/llm-d/llm-d-inference-scheduler/pkg/sidecar/proxy.(*Server).createRoutes...}\n"
     "```",
     None, {}, "unrecognized",
     "llm-d's pd-disaggregation guide had dropped the VLLM_NIXL_SIDE_CHANNEL_HOST environment variable from the "
     "prefill/decode pods (removed in llm-d PR #548), so the NIXL KV-transfer side channel was not advertised on a "
     "reachable address; with P/D running on GKE the transfer failed, vLLM's output handler died on a KeyError for "
     "the request id, and the decode pod crashed (the routing sidecar then saw connection refused).",
     "ycjiang50 (PR author): 'Adding back the env VLLM_NIXL_SIDE_CHANNEL_HOST fixed the issue. It was removed in "
     "#548'; the PR adding it back to the guide was approved (/lgtm by Gregory-Pereira) and merged.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the error block the PR description quotes (its '...' elisions are the author's), without the "
          "first line that names the missing variable and the closing sentence with the fix. Pods crash at the "
          "first P/D requests, not during engine start; taken as a failure caused by how the pods were launched.")

# ---------------------------------------- keras-team/kinetic #269: pip-installed vLLM in a GKE L4 job, driver at /usr/local/nvidia not on LD_LIBRARY_PATH -> Device string must not be empty
case("kinetic-269-gke-l4-pip-vllm-usr-local-nvidia-not-on-ld-library-path-device-string-empty",
     "https://github.com/keras-team/kinetic/issues/269",
     "GPU jobs: /usr/local/nvidia not on LD_LIBRARY_PATH (and no nvcc), breaking pip-installed torch/vLLM\n"
     "\n"
     "For vLLM this surfaces as a platform-detection failure:\n"
     "\n"
     "```\n"
     "File \".../vllm/config/device.py\", line 78, in __post_init__\n"
     "    self.device = torch.device(self.device_type)\n"
     "RuntimeError: Device string must not be empty\n"
     "```\n"
     "\n"
     "with `torch.cuda.is_available() == False`, while `/dev/nvidia0` exists in the container and "
     "`/usr/local/nvidia/lib64/libcuda.so.1` is readable.\n"
     "\n"
     "## Reproduction\n"
     "\n"
     "1. `requirements.txt` with `vllm`; any `@kinetic.run(accelerator=\"gpu-l4\")`\n"
     "   job.\n"
     "2. In the job: `import torch; print(torch.cuda.is_available())` → `False`.",
     "no_gpu_visible", {}, "no_gpu_visible",
     "On GKE GPU pods the host NVIDIA driver is injected at /usr/local/nvidia (lib64/libcuda.so.1, "
     "libnvidia-ml.so.1), but kinetic's bundled-mode container image does not put that directory on "
     "LD_LIBRARY_PATH; pip-installed torch/vLLM ship every CUDA library except the driver, so CUDA is invisible "
     "(torch.cuda.is_available() False), vLLM detects no platform and fails building the device with an empty "
     "device string. The GPU itself is allocated and present.",
     "no fix reached in the stored thread (open issue); the reporter's diagnosis points to adding /usr/local/nvidia/"
     "lib64 to LD_LIBRARY_PATH in the job image (the same GKE workaround vLLM documents in vllm #18859 / PR #25766).",
     release=None, gpu="NVIDIA L4", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title, the vLLM error block and the reproduction steps as stored; the reporter's first "
          "paragraph (which states the cause and thereby the fix) and a second, separate nvcc/FlashInfer error are "
          "left out.")

if __name__ == "__main__":
    BATCH.write()
