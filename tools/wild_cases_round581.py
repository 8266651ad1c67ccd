"""Round-581 blind batch: vLLM start-up failures caused by the CONTAINER or the HOST it was launched on (Docker / Podman /
Kubernetes / Singularity / Apptainer, the NVIDIA container toolkit and CDI, --ipc=host and /dev/shm, cgroup memory
limits, read-only file systems, user IDs and HOME, WSL2 / Docker Desktop, MIG and vGPU slices, host kernels), across
every tracker; collected by helper wild581 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round581-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test suite
on these excerpts, and did not read kvroom's source; every expectation was written from the source thread only.
Excerpts are the text as the search tool's issues corpus shows it (verbatim, the answer / fix left out).

Look-ups: 32 of the 40 allowed, all ``search`` (28 corpus=issues, 2 corpus=docs, 1 corpus=code, 1 corpus=pages; no find_string / read_file / fetch / find_files / find_repos). 2 cases: vllm #3068 (the early-2024
vllm/vllm-openai image converted to an Apptainer .sif: 'No module named vllm' because the image only had vLLM importable
from /workspace), MiaAI-Lab/DeepSeek-v4.1-Flash-DGX-Sparks #14 (three GB10 hosts over RoCE: NCCL
'ibv_reg_mr_iova2 failed with error Cannot allocate memory' at start-up on host kernel 7.0.0-1019-nvidia; booting the
6.17 kernel fixed it). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the
earlier rounds' skip lists (tools/wild_cases_round*.py) before it was spent on. The slice is essentially MINED OUT:
almost every vLLM thread the searches surfaced on shm / NCCL-in-Docker, Kubernetes OOM kills, MIG, WSL2, Docker
Desktop, podman / ramalama, OpenShift HOME and non-root permissions, Apptainer read-only caches, Error 803 / 804 in
containers and 'No CUDA GPUs' in pods was already used or named in an earlier round's skip list.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists, not re-opened: vllm #6574, #1710, #1771,
  #789, #4618, #4383, #16841, #10453, #3416, #3564, #14954, #12614, #25312, #9420, #3710, #23655, #30392, #28923,
  #52656, #1765, #3895, #1160, #20305, #18859, #14403, #16652, #2719, #1393,
  #7211, #6551, #7801, #5458, #10185, #3019, #807, #14413, #586, #17631, #13946, #4836, #12847; MiniMax-AI/MiniMax-01
  #42; dengcao/Qwen3-Reranker-0.6B #2; llm-d/llm-d-benchmark #724; llm-d #706, #1430; ai-dynamo/dynamo #515;
  docker/model-runner #907, #1018; containers/ramalama #758, #774, #1948, #1204, #2214; gpustack #5014, #2769, #3686;
  vllm-project/production-stack #44, #276, #407; hiyouga/LlamaFactory #10240; vllm-project/vllm-ascend #725, #707;
  kyuz0/ai-toolbox-cockpit #7; McGill-NLP/VinePPO #3; dusty-nv/jetson-containers #704; MiniMax-AI/MiniMax-M2.5 #30;
  nlzy/vllm-gfx906 #15; intel/ipex-llm #11944; tenstorrent/tt-inference-server #37, #255; dphnAI/sonar #458;
  Center-for-AI-Innovation/LLMFlux #124; LMCache #1088; vllm-project/aibrix #1433.
- Error line or answer not in the stored chunk: vllm #15335 (Error 803 'unsupported display driver / cuda driver
  combination' in a Ray run_cluster.sh docker pair with an egs vllm 0.7.2 image; closed stale, no answer stored after
  two searches); neuralmagic/nm-vllm #404 ('could not select device driver "" with capabilities: [[gpu]]': the only
  stored chunk is the collect_env GPU topology, no command and no fix after two searches); vllm #11084 (vllm-openai on
  2x RTX 4090, chunk stops in nvidia-smi); SemiAnalysisAI/InferenceX PR #308 (CoreWeave H100/H200 'add shm path mount'
  after vLLM 0.11.2: the stored page is GitHub boilerplate, the error sentence is cut); eugr/spark-vllm-docker #389
  (2x GB10, kernel 7.0.0-1019, 'NCCL memlock ENOMEM at init': the NCCL WARN line is cut mid-sentence and the
  'one-line fix' is beyond the chunk; same incident class as the miaai case); MiaAI-Lab/DeepSeek-v4-Flash-DSpark-2x-
  DGX-Spark #259 (ibv_reg_mr_iova2 ENOMEM on Ubuntu HWE kernel 7.0.0-31, fixed by rolling back to 7.0.0-30, a second
  pair confirming 'kho=off'; the stored text shows the error only in the title and as a paraphrase with '...', so not
  verbatim -- a good case if a later collector reaches the log).
- Not vLLM / not a vLLM start-up log: kubernetes/examples PR #582 (manifest change, no log); vllm-project/production-
  stack #899 (CRD feature request, no log); containers/ramalama #2523 ('run' with the vllm runtime, ramalama's own
  'Server process exited unexpectedly'); NVIDIA nvidia-docker / nvidia-container-toolkit NVML threads (#1671, #1678,
  #115, #817; no vLLM); moby #41391, NVIDIA/nccl #290, Megatron-LM #878 (no vLLM); gitcode blog rewrites of dynamo /
  Step-Audio threads; kemingy/vllm-env #1 (twin of the used vllm #807); google/gvisor nvproxy threads (#12773, #10879,
  #10272, #9846, #13781; no vLLM) and ray-project/ray #66161 (gVisor sandbox CI); rwlove/home-ops PR #13221 and
  ovg-project/kvcached #29 (already used, met again in a Run:ai / fractional-GPU query that found nothing new).

Judgement calls for the lead:
1. vllm-3068: kind dependency_missing and cause container_image_broken, the labels round 567 gave the identical message
   and mechanism in vllm-2236 (RunPod mounting over /workspace). Here nothing is mounted over /workspace: the image did
   not install vLLM into site-packages (maintainer simon-mo: 'The server can only be ran in /workspace directory. This
   is not by design, rather a coincidence'), and Apptainer ran the command outside that directory. The reporter's reply
   ('When I switched to running the container from inside the base `...') is cut in the stored chunk, so the fix is the
   maintainer's diagnosis plus the start of the reporter's confirmation. The lead may prefer a cause naming the launch
   (e.g. container_workdir_not_honoured) -- no such label exists.
2. miaai-dsv41-14: the stored thread does not itself print a vLLM line; the repository is a vLLM-based DeepSeek-V4.1-
   Flash recipe for DGX Spark pairs (MiaAI-Lab's other fixtures, e.g. miaai-glm53-pr25, are vLLM logs), and NVIDIA
   open-gpu-kernel-modules #1358 reports the same kernel 7.0.0-1019-nvidia failure 'serving ... via vLLM 0.25.2.dev0'
   over RoCE. kind/cause nccl_error / nccl_error, as all 23 earlier fixtures whose excerpt carries an NCCL WARN /
   'unhandled system error' line. The real cause is the HOST KERNEL (a regression in RDMA memory registration; sibling
   thread #259 pins a similar one to Ubuntu HWE 7.0.0-30 -> 7.0.0-31 and to KHO / CMA accounting); a new cause label
   such as host_kernel_regression would be the exact one. 'Cannot allocate memory' here is not GPU memory: the memory
   flags are forbidden.
3. The slice: container/host failures whose message IS vLLM's (shm broadcast, Free memory inside a pod, EngineCore died
   under a cgroup kill) were the first to be mined; what remains unused is mostly runtime-level refusals (docker
   'could not select device driver', nvidia-container-cli) whose threads carry no vLLM log or no answer.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round581-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #3068: vllm/vllm-openai image (Feb 2024) as an Apptainer .sif on an HPC cluster -> No module named 'vllm'
case("vllm-3068-apptainer-sif-from-vllm-openai-image-no-module-vllm-outside-workspace",
     "https://github.com/vllm-project/vllm/issues/3068",
     "OpenAI Server issue when running on Apptainer (HPC)\n"
     "\n"
     "Hi I'm trying to run the openai compatible server on an HPC cluster (that has apptainer instead of docker). I "
     "converted the docker image to an apptainer `.sif` file. \n"
     "\n"
     "However when I try to run the `.sif` file, I'm faced with this issue\n"
     "```sh\n"
     "/usr/bin/python3: Error while finding module specification for 'vllm.entrypoints.openai.api_server' "
     "(ModuleNotFoundError: No module named 'vllm')\n"
     "```\n"
     "\n"
     "I assume it's because vllm isn't installed in the container/image's python environment (which it should be if "
     "it's equivalent to the an image built with DockerFile). \n"
     "\n"
     "New to the apptainer environment and would appreciate any help in getting this up in HPC clusters!",
     "dependency_missing", {}, "container_image_broken",
     "The vllm/vllm-openai image of early 2024 did not install vLLM into the Python site-packages: the package was "
     "importable only because the image's working directory was /workspace, where the vllm source tree sits (vLLM "
     "maintainer simon-mo: 'By default our docker image does not install vLLM into Python package. The server can only "
     "be ran in `/workspace` directory. This is not by design, rather a coincidence.'). Converted to an Apptainer .sif "
     "and run on an HPC cluster, the entrypoint's python3 -m vllm.entrypoints.openai.api_server ran outside /workspace, "
     "so python3 found no vllm module. Not a GPU, memory or model problem.",
     "simon-mo (maintainer, 2024-02-28): deal with the Python path -- run the server from /workspace (e.g. start the "
     "container with its working directory at /workspace, or put /workspace on PYTHONPATH); the reporter (2024-03-13) "
     "thanked him for 'the advice regarding path issue' and began 'When I switched to running the container from inside "
     "the base `...' (the rest of the reply is cut in the stored text); the issue was closed as stale. Not pip install "
     "vllm, not a different model or flag",
     release="vllm/vllm-openai image of February 2024 (0.3.x; version not stated in the thread)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and description as stored (Feb 2024); the maintainer's diagnosis and the reporter's "
          "reply are left out. Same message and same mechanism (vLLM importable only from /workspace) as the round-567 "
          "fixture vllm-2236 (RunPod mounting a volume over /workspace); here the launcher (Apptainer) is what runs the "
          "command outside /workspace.")

# ---------------------------------------- MiaAI-Lab/DeepSeek-v4.1-Flash-DGX-Sparks #14: 3x GB10 over RoCE, host kernel 7.0.0-1019-nvidia -> NCCL ibv_reg_mr_iova2 ENOMEM at start-up
case("miaai-dsv41-flash-14-3x-gb10-roce-kernel-7-0-0-1019-nccl-ibv-reg-mr-iova2-enomem",
     "https://github.com/MiaAI-Lab/DeepSeek-v4.1-Flash-DGX-Sparks/issues/14",
     "On three GB10 systems connected directly over QSFP/RoCE, startup fails with kernel `7.0.0-1019-nvidia`:\n"
     "\n"
     "```\n"
     "Call to ibv_reg_mr_iova2 failed with error Cannot allocate memory\n"
     "```\n"
     "\n"
     "The failure also reproduces without loading model weights. Rebooting all three nodes did not resolve it.\n"
     "\n"
     "Unchanged between tests: NVIDIA driver `580.173.02`, NCCL `2.30.7`, container image and runtime settings "
     "(`NCCL_IB_MERGE_NICS=1`, `NCCL_CUMEM_ENABLE=1`, PVM=1). We use a derived image with NCCL 2.30.7 and a launcher "
     "adjustment allowing cuMem; this is not an unmodified stock deployment. PR #4's automatic GID selection did not "
     "resolve the failure on 7.0.",
     "nccl_error", {}, "nccl_error",
     "The host kernel: after the DGX OS update to kernel 7.0.0-1019-nvidia, NCCL's RDMA memory registration over the "
     "ConnectX-7 RoCE link (ibv_reg_mr_iova2) fails with ENOMEM on every start, before any model weights are loaded; "
     "driver, NCCL, image and runtime settings were unchanged, and the same nodes work on kernel 6.17.0-1032-nvidia. "
     "'Cannot allocate memory' is the kernel refusing to register (pin) host memory for RDMA, not GPU memory running "
     "out. The reporter later wrote that NVIDIA is aware of the kernel bug.",
     "the reporter (Acermax): booting all three nodes into the already-installed 6.17.0-1032-nvidia kernel resolved the "
     "reproducer and allowed full model startup and a successful inference (a 104 GiB-per-node collective test also "
     "passed); a second user (aotsukiqx) reported the same issue; the reporter then said NVIDIA is aware of this bug on "
     "the kernel (its guidance is cut in the stored text). Not a vLLM flag",
     release="not stated (derived vLLM image with NCCL 2.30.7; driver 580.173.02; September 2026)",
     gpu="NVIDIA GB10 (DGX Spark class, 3 systems over QSFP/RoCE)", gpus=3, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 3}, {"flag": "--quantization"}],
     note="Excerpt: the issue description as stored, without its title ('NCCL ENOMEM on kernel 7.0.0-1019; works with "
          "6.17.0-1032', which states the fix) and without the paragraphs reporting the kernel-6.17 workaround. Same "
          "incident class as MiaAI-Lab/DeepSeek-v4-Flash-DSpark-2x-DGX-Spark #259 (HWE 7.0.0-31, 'kho=off') and "
          "eugr/spark-vllm-docker #389, not taken (error not verbatim / cut).")

BATCH.write()
