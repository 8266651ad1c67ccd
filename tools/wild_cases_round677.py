"""Round-677 blind batch: vLLM start-up failures under GPU SHARING and FRACTIONAL GPUs (NVIDIA MIG slices, time-slicing,
CUDA MPS, HAMi / HAMi-core vGPU memory clamps, KAI scheduler / Run:ai fractions, NVIDIA vGPU / GRID profiles in VMs,
Ray fractional ``num_gpus`` / placement bundles, cloud fractional shapes), 2024-2026; collected by helper wild677 and NOT
graded by the collector. A HELD-OUT measurement: graded once, on the final code.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Result: NO CASES. The slice is mined out as far as the search index reaches it: 36 fixtures already carry MIG / HAMi /
vGPU / time-slicing logs (vllm-5107, -8400, -17047, -41848, PR -46132, -40937, -58203, -6153, gke-mig-1g5gb, hami-1381,
hami-1479, hami-1894, hami-core-169, volcano-vgpu-device-plugin-108, nccl-2101 vGPU UVM, kserve-4649 MIG, blackfish-108,
skyrl-fasrc MIG, ...), and every thread the search returned was either one of those, in USED_SOURCES.txt, in an earlier
round's skip list, or fresh but without a stored error line / a pinned-down cause.

Look-ups: 31 of the 35 allowed (29 ``search`` corpus=issues, 1 corpus=pages, 1 corpus=docs; no read_file / fetch /
find_*). Wordings: the free-memory gate on a MIG slice; HAMi vGPU memory limit; MIG + NVML NotSupported / NoPermission;
KAI scheduler gpu-fraction; GPUStack MIG vGPUs; NVIDIA vGPU GRID profiles (A10-12Q, A100D, A40-24Q, NVadsA10 v5);
'vLLM does not support virtual GPU'; time-slicing replicas sharing one GPU; MIG 1g.10gb / 2g.20gb / 3g.40gb profiles;
MIG total memory misread as the parent GPU's; HAMi-core libvgpu; Ray fractional num_gpus; CUDA MPS pinned memory limit
and MPS 'busy or unavailable'; MIG UUID int() crash.

Sources met, all given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm-project/vllm #20305, #17047, #20226, #27934, #25837; pytorch/pytorch #175666;
  rwlove/home-ops PR #13221; llm-d-incubation/llm-d-fast-model-actuation #709, #720; eugr/spark-vllm-docker #50;
  hiyouga/LlamaFactory #10240; ovg-project/kvcached #29; Project-HAMi/HAMi #1381, #1479, #1894; HAMi-core #169.
- Named in earlier rounds' skip lists (not re-opened): Project-HAMi/HAMi #722, #1477, #1438; vllm #6551 (MIG, error line
  not stored), #23661 (time-slicing 'No platform detected', error only partly stored), #19125, #4242, #14109, #9824
  (NVML assert on an H100 MIG slice, and it is a crash while serving, not at start-up); production-stack PR #1047;
  gpustack #2790; ray-project/ray #63875.
- Fresh, but not a case:
  * gpustack/gpustack #2758 (vLLM on the second of two MIG devices given by UUID): the vLLM logs are .txt attachments,
    not stored text; the maintainer's diagnosis (nvmlDeviceGetHandleByIndex returns the parent GPU, not the MIG device)
    is prose only.
  * gpustack/gpustack #3567 (vGPU grid driver 550.90.07, cross-VM distributed vLLM 0.11.0, 'NCCL error: unhandled cuda
    error'): the stored chunk stops in GPUStack's provisioning lines; no answer reached.
  * vllm-project/vllm #5328 ('vLLM does not support virtual GPU', vLLM 0.6.1.dev on a vGPU, driver 550.127.05): the
    stored chunks stop in the traceback's load_model frames; the error line and any resolution are not stored.
  * vllm-project/production-stack #504 (vLLM 0.9.1 under NVIDIA MPS on A100 40GB via the GPU Operator, 'RuntimeError:
    CUDA error: CUDA-capable device(s) is/are busy or unavailable'): the message IS stored, but the issue is open with
    no reply, and exclusive-process mode vs a missing MPS pipe / IPC setup cannot be told apart from the text. Would be
    the first 'busy or unavailable' fixture if a later round reaches an answer.
  * verl-project/verl #775 (vLLMRollout with fractional Ray num_gpus, vllm 0.8.1): the chunk stops inside the actor
    creation traceback; the final error line is not stored; open.
  * kai-scheduler/KAI-Scheduler #615 (gpu-fraction 0.5 pod): a scheduler failure shown as a screenshot, no vLLM log.
  * vllm-project/vllm PR #41776 (MIG UUID in CUDA_VISIBLE_DEVICES -> "ValueError: invalid literal for int() with base
    10: 'MIG-...'"): the message is stored, but it is the same incident class (and the same day) as the fixture
    vllm-41848 and the PR-based fixture vllm-pr46132; five fixtures already carry it. PRs #41850, #35470, #6582 likewise.
  * vllm-project/vllm PR #39874 and PR #42514 (NVML NoPermission / NVML assert on MIG, CI migration): prose descriptions
    of the failure mode, no log; fix-PR causes grade poorly.
  * vllm-project/vllm #55381 (MIG 2g.35gb scheduler defaults): a throughput report, not a failure.
  * NVIDIA/k8s-device-plugin #647, #1118, #843 (MPS 'busy or unavailable'): not vLLM.

Judgement calls for the lead:
1. Zero cases rather than padding with production-stack #504 (cause not pinned down) or PR #41776 (a sixth copy of the
   MIG-UUID int() family). Both are named above for a later round.
2. The slice looks exhausted for the search index: HAMi / MIG / vGPU threads in vLLM's and the sharing projects' trackers
   have been taken by rounds 87, 103, 108, 141, 222, 363, 364, 557, 592, 609 and the memory rounds.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round677-blind")
case = BATCH.case

# No cases this round (see the docstring).

BATCH.write()
