"""Round-661 blind batch: vLLM start-up failures on DRIVERS, TOOLKITS AND CONTAINERS (the NVIDIA driver too old for
the wheel's / image's CUDA, cuda-compat forward compatibility, libcuda / libnvidia-ml in containers, the NVIDIA
container toolkit and CDI, NVML driver/library mismatches, GPUs hidden or renumbered by CUDA_VISIBLE_DEVICES /
NVIDIA_VISIBLE_DEVICES), any tracker, 2024-2026; collected by helper wild661 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round661-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 40 allowed, all ``search`` (29 corpus=issues, 1 docs, 1 pages); no find_string / read_file /
fetch / find_files / find_repos. 3 cases: vllm #18813 (vllm-openai 0.9.0 image refused by nvidia-container-cli,
cuda>=12.8), LMCache/demo #6 (lmcache_vllm in a CUDA 12.4 container on a CUDA 12.2 host with an RTX 4090: 'forward
compatibility was attempted on non supported HW'), vllm PR #47892 (DP external LB + DeepEP: 'device_id 2 is out of
range for assigned_physical_gpu_ids [2]' after vLLM stopped setting CUDA_VISIBLE_DEVICES itself). Every source was
checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists (and
tests/golden/wild/BLIND.md) before it was spent on. THE SLICE IS CLOSE TO MINED OUT: error 803 / 804, 'driver too old
(found version N)', 'unsatisfied condition: cuda>=X', libcuda / NVML not found, CDI and Failed-to-infer-device threads
on vLLM's tracker, GPUStack, Xinference, llm-d, KServe, FunASR, verl-omni, kvcached were all fixtures or named skips.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): vllm #29737 (NVML/RM version mismatch, round
  146: collect_env only), #11623 (round 424), #1907, #5510 (round 360), #15335, #4375, #16267, #5635, #1359, #14191,
  #28997, #5790, #8885, #7890, #4981, #8984, #19077, #4411, #19445, #23655, #34296, #4858, #3828, #17095, #28572,
  #29707, #8243, #1772; gpustack #1254, #1540, #4678, #1633; mistral-inference #144; modelscope/FunASR #2973;
  verl-omni #133; kvcached #74; vllm-omni #241; janhq/server #262; neuralmagic/nm-vllm #404 (round 581); llm-d #702,
  #1402; llm-d-benchmark #724; unsloth-zoo #46; vllm-ascend #449; faiss #4426 (a vLLM 0.8.3 'Error 401' start,
  round 135/564/629); llmos #51 (round 448); ProxmoxVED #2047; odysseus #191; discuss.vllm.ai t/2601 (cu129 backend
  importing cu13); cloud.tencent.com 457/116254; cnblogs marsggbo (2024-01, source build).
- vllm PR #33992 (A100 + driver 575.57.08 with a CUDA 13.0 image and VLLM_ENABLE_CUDA_COMPATIBILITY=0: 'The NVIDIA
  driver on your system is too old (found version 12090)'): the error text and cause are clean, but BLIND.md (round
  20) records the lead rejecting it as a PR's test log, so not taken again.
- Error line or cause not in the stored text: vllm #5450 (vLLM 0.5.0 image, torch's 'device >= 0 && device < num_gpus
  INTERNAL ASSERT FAILED ... device=, num_gpus=' under _check_capability: closed stale, no answer reached in two
  searches; the empty device list suggests NVIDIA_VISIBLE_DEVICES / CUDA_VISIBLE_DEVICES hid every GPU, but nothing
  in the stored text says so); vllm #7472 (mixed GPUs, pynvml's PCI-bus order vs torch's fastest-first order breaking
  vLLM 0.5.4's capability check; CUDA_DEVICE_ORDER=PCI_BUS_ID helped per the reporter; the error line itself is
  beyond the stored chunk after two searches); vllm #6213 (V100 + 3090 + A800 mixed box, vLLM 0.5.1, 'incorrect
  recognition of GPU computing capabilities': only collect_env stored); vllm-omni #5162 (collect_env traceback cut)
  and #5161 (screenshot only); vllm #3743 (Xinference + two vLLM engines, 'CUDA error: invalid argument'; the
  maintainer's 'usually ... CUDA_VISIBLE_DEVICES incorrectly' is hedged and the error line is not in the chunk);
  vllm #2623 (screenshot only, 2024-01); vllm #42756 (cu128 wheel question, a source build).
- Not vLLM or not a launch: NVIDIA/nvidia-docker / nvidia-container-toolkit / libnvidia-container threads
  ('Failed to initialize NVML: Unknown Error', 'load library failed: libnvidia-ml.so.1', CDI 'unresolvable CDI
  devices'), containers/ramalama #1815, docker/for-win #13835, sglang #11395, TensorRT-LLM #1806, club-3090 PR
  #304/#305 (ik_llama), vllm PR #53834 (a throughput regression, no failure), 1Cat-vLLM PR #600 (no log).

Judgement calls for the lead:
1. vllm-18813: the container never starts (nvidia-container-cli's prestart hook refuses it), so no vLLM line is in the
   excerpt; taken because the image is vLLM's own and earlier rounds labelled the same refusal cuda_driver_mismatch
   for both kind and cause (vllm-5635, janhq-server-262, kserve-4513, ...). No answer in the thread (closed stale):
   the fix is the message's own pair of remedies; the required CUDA 12.8 is printed by the message.
2. lmcache-demo-6: the failure is in LMCache's lmcache_vllm launcher, which creates a torch CUDA stream at import
   (before vLLM's engine is built); taken as a vLLM launch through a wrapper. The cause is the reporter's own
   diagnosis (host CUDA 12.2 driver, container CUDA 12.4 runtime; a GeForce RTX 4090 cannot use the cuda-compat
   forward-compatibility path), not a maintainer's; kind/cause cuda_driver_mismatch as every earlier 804 fixture.
3. vllm-pr47892: a fix PR's description (the brief notes fix-PR cases grade worse). The error is vLLM's own raise in a
   main-branch build (July 2026), so kind vllm_check_failed; cause release_regression (vLLM's PR #45026 stopped
   setting CUDA_VISIBLE_DEVICES internally, leaving logical / visible / physical ids, and get_device_capability then
   mapped a local DP index through the one-GPU visible list). The alternative kind is invalid_device_ordinal (a worker
   index that is not among the devices its process sees), which the lead may prefer; the paste shows no CUDA error.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round661-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #18813: vllm/vllm-openai 0.9.0 image -> nvidia-container-cli: unsatisfied condition: cuda>=12.8
case("vllm-18813-vllm-openai-090-image-nvidia-container-cli-unsatisfied-condition-cuda-12.8",
     "https://github.com/vllm-project/vllm/issues/18813",
     "[Usage]: 请问0.9.0版容器是限制只能在CUDA12.8以上版本运行了吗？\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vllm容器0.9.0版\n"
     "\n"
     "### How would you like to use vllm\n"
     "\n"
     "容器启动时出错\n"
     "docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI "
     "runtime create failed: runc create failed: unable to start container process: error during container init: "
     "error running prestart hook #0: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\n"
     "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer "
     "version, or use an earlier cuda container: unknown",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "vLLM's 0.9.0 Docker image is built on CUDA 12.8 and declares NVIDIA_REQUIRE_CUDA cuda>=12.8; the host's NVIDIA "
     "driver supports an older CUDA, so the NVIDIA container toolkit's prestart hook (nvidia-container-cli) refuses to "
     "start the container before vLLM runs at all. A host driver / image CUDA mismatch, not a GPU-memory or vLLM "
     "configuration problem.",
     "no fix in the thread (closed as stale; the only reply, from another user, says they dare not upgrade to a driver "
     "supporting CUDA 12.8). The message's own remedies: a host driver that supports CUDA 12.8 (the 570 series or "
     "newer), or an earlier vLLM image built on an older CUDA (the 0.8.x images, CUDA 12.4)",
     release="0.9.0 (vllm/vllm-openai image)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Excerpt: the issue title and its whole description as the stored text shows them (Chinese: the title asks "
          "'is the 0.9.0 container restricted to running only on CUDA 12.8 and above?'; 'vllm容器0.9.0版' = vLLM "
          "container, version 0.9.0; '容器启动时出错' = an error when the container starts). No docker command, GPU or "
          "driver version was given. The other reply is left out.")

# ---------------------------------------- LMCache/demo #6: lmcache_vllm in a CUDA 12.4 container on a CUDA 12.2 host, RTX 4090 -> forward compatibility was attempted on non supported HW
case("lmcache-demo-6-lmcache-vllm-rtx4090-cuda124-container-cuda122-host-forward-compatibility-non-supported-hw",
     "https://github.com/LMCache/demo/issues/6",
     "RTX 4090 error when using demo1\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/bin/lmcache_vllm\", line 5, in <module>\n"
     "    from lmcache_vllm.script import main\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/lmcache_vllm/__init__.py\", line 4, in <module>\n"
     "    from lmcache_vllm.vllm_injection import InitLMCacheEnvironment\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/lmcache_vllm/vllm_injection.py\", line 15, in <module>\n"
     "    from lmcache_vllm.vllm_adapter import (lmcache_get_config,\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/lmcache_vllm/vllm_adapter.py\", line 32, in <module>\n"
     "    LMCACHE_CUDA_STREAM = torch.cuda.Stream()\n"
     "                          ^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/torch/cuda/streams.py\", line 35, in __new__\n"
     "    return super().__new__(cls, priority=priority, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "RuntimeError: CUDA error: forward compatibility was attempted on non supported HW\n"
     "CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be "
     "incorrect.\n"
     "For debugging consider passing CUDA_LAUNCH_BLOCKING=1\n"
     "Device-side assertions were explicitly omitted for this error check; the error probably arose while "
     "initializing the DSA handlers.",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "LMCache's demo container ships a CUDA 12.4 runtime (with NVIDIA's forward-compatibility libraries) while the "
     "host's driver supports only CUDA 12.2; forward compatibility works only on data-centre GPUs, so on a GeForce RTX "
     "4090 the first CUDA call (lmcache_vllm creating a torch CUDA stream at import, before vLLM's engine is built) "
     "fails with CUDA error 804. A driver / container CUDA mismatch, not a memory or model problem.",
     "the reporter's own diagnosis three days later (xixingya, 2025-01-16): 'this is because my host machine using "
     "cuda 12.2 and the container using cuda 12.4'. Fix implied: a host driver that supports CUDA 12.4 (550 series or "
     "newer), or a container built for the host's CUDA 12.2; no maintainer reply stored",
     release=None, gpu="NVIDIA GeForce RTX 4090", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Excerpt: the issue title and its whole description (the traceback) as the stored text shows them; the "
          "reporter's follow-up comment with the cause is left out. The vLLM release in the container is not stated.")

# ---------------------------------------- vllm PR #47892: DP multi-port external LB + DeepEP low-latency -> device_id 2 is out of range for assigned_physical_gpu_ids [2]
case("vllm-pr47892-dp-external-lb-deepep-ll-device-id-2-out-of-range-assigned-physical-gpu-ids",
     "https://github.com/vllm-project/vllm/pull/47892",
     "Fix for the following, when pairing\n"
     "* `--data-parallel-multi-port-external-lb`\n"
     "* `--all2all-backend deepep_low_latency`\n"
     "```\n"
     "(EngineCore_DP2 pid=1804) ERROR 07-02 15:37:42 [core.py:1231] RuntimeError: Worker failed with error 'device_id "
     "2 is out of range for assigned_physical_gpu_ids [2] (1 devices assigned)', please check the stack trace above "
     "for the root cause\n"
     "```",
     "vllm_check_failed", {}, "release_regression",
     "After vLLM stopped setting CUDA_VISIBLE_DEVICES internally (PR #45026, 'add device_ids arg'), there were three "
     "kinds of device id (logical, visible, physical). With --data-parallel-multi-port-external-lb each DP engine is "
     "assigned one physical GPU (here [2]), and NvmlCudaPlatform.get_device_capability mapped the rank's local index 2 "
     "as an index into that one-entry list, so the DP2 engine core's worker refused to start. A regression of the "
     "main branch, not the user's GPUs, driver or memory.",
     "merged fix vllm PR #47892 (tlrmchlsmth, 2026-07-07): get_device_capability takes visible device ids "
     "(visible_device_id_to_physical_device_id), matching how PyTorch's APIs number devices; fix for users: a build "
     "with that PR, or a release before PR #45026",
     release="main branch, July 2026 (after PR #45026)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's opening (the two flags and the log line) as the stored text shows it; the "
          "explanation of logical / visible / physical ids and the diff are left out. The stack trace the line points "
          "to was not pasted.")

if __name__ == "__main__":
    BATCH.write()
