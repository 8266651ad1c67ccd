"""Round-652 blind batch: vLLM start-up failures in MULTI-GPU TOPOLOGY, P2P AND CUSTOM ALL-REDUCE (vLLM's CUDA-IPC custom
all-reduce, PyTorch symmetric-memory all-reduce, P2P capability, cross-node tensor-parallel groups, mixed GPU models,
NUMA, consumer cards without NVLink), collected by helper wild652 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round652-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 21 of the 30 allowed, all ``search`` (20 corpus=issues, 1 corpus=docs). 3 cases: vllm #26525 (v0.11.0's new
default torch symmetric-memory all-reduce, 'CUDA driver error: invalid device ordinal' at TP=2, gpt-oss-120b), vllm
#52778 (GB200 NVL72 cross-node TP=2, custom_all_reduce.cuh:143 'invalid resource handle' in cudaIpcOpenMemHandle),
vllm #26922 (torch symm mem 'CUDA driver error: system not yet initialized', DeepSeek-R1-FP4 TP=4 EP, fixed by PR
#26925 turning the symm-mem default off). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt
(owner/repo #N and the URL) and against the earlier rounds' skip lists before it was taken. THE SLICE IS CLOSE TO
MINED OUT: almost every custom-all-reduce / P2P thread the search returns is already used or skip-listed, and most of
the rest are hangs with no error line (P2P probe hangs, 'generating GPU P2P access cache' stalls) or wrong-output
reports (patched-P2P consumer cards), which the brief excludes. The seam that still had new threads is vLLM 0.11's
torch symmetric-memory all-reduce (SymmMemCommunicator -> torch_symm_mem.rendezvous) failing at start-up.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or fixtures: vllm #15255 (4080 SUPER + 3060 mixed TP), #42609, #44003, #45604,
  #51986, #5790, #10556, #16456, #12572, #24580; Blackwellboy/model-serving-minefield (repo used); benchflow-ai/
  posttrainarena #46; guqiong96/Lvllm #17; 1CatAI/1Cat-vLLM #652.
- Named in earlier rounds' skip lists (not re-opened): vllm #4996, #17676, #6614, #8303, #5458, #406, #5613, #9046,
  #2641, #5637, #3688 (a fixture), #25937, #38550, #13188, #3639, #18814, #19045, #14628, #3482, #48823, #23781, #15576,
  #7201, #10855, #9920; ai-dynamo/dynamo #1229; sgl-project/sglang #1509; 1CatAI/1Cat-vLLM PR #88;
  aikitoria/open-gpu-kernel-modules #21; noonghunna/club-3090 #922, #1332; QwenLM/Qwen3-VL #2018 (round 609 skipped it
  as 'a hang after inference started', although its stored text shows a symm-mem rendezvous failure 'CUDA driver error:
  the operation cannot be performed in the present state' at WorkerProc start; not re-opened per the brief).
- Hangs with no error line (excluded by the brief): vllm #8735 and #6895 (stuck at 'generating GPU P2P access cache'),
  #52907 / PR #53253 (cross-node pre-Blackwell symm-mem rendezvous blocks), tinygrad/open-gpu-kernel-modules #44.
- Not vLLM, or no error text: sgl-project/sglang #552 (sglang 0.1.17 on 2x T4 with vLLM's custom_all_reduce.cuh:307
  'peer access is not supported'; sglang's launch, not vLLM's); NVIDIA/TensorRT-LLM #1034 / #1498 / #1499 / #1625;
  wtdcode/vllm-backport #97 (degenerate output after a driver update, no error); vllm PR #35424 (TP2 x PP2 FlashInfer
  all-reduce fusion on GPUs 4-7 -> NCCL 'Duplicate GPU detected'; the error is paraphrased in the PR text, no issue
  thread found); vllm #53136, #57059 (ROCm all-reduce design reports, not start-up failures); vllm #56128 (RFC).

Judgement calls for the lead:
1. vllm-26525: kind invalid_device_ordinal (the printed message is the CUDA driver's 'invalid device ordinal'; no
   earlier fixture carries the symm-mem variant of it). Cause custom_allreduce_unsupported, by analogy with README's
   FlashInfer '[SymmDeviceMemory] Device does not support multicasting' -> custom_allreduce_unsupported: v0.11.0 turned
   on PyTorch symmetric-memory all-reduce by default (VLLM_ALLREDUCE_USE_SYMM_MEM=1), and its rendezvous fails on GPUs
   that lack multicast / NVLink (vllm PR #33274: 'PCIe GPUs ... crash during rendezvous() with "CUDA driver error:
   invalid device ordinal"'). The lead may prefer release_regression (the reporter says v0.10.2 ran the same launch,
   and vLLM later turned the default off in PR #26925). The issue TITLE names the variable and the default change; it
   was left out of the excerpt because it is the reporter's diagnosis (the fix). GPU model not stated.
2. vllm-52778: kind allocator_config_incompatible, following README's row ('vLLM's custom all-reduce refusing an IPC
   buffer without the allocator named ... --disable-custom-all-reduce first') and the earlier fixtures vllm-48466 /
   animate-banana (custom_all_reduce.cuh:455 'invalid argument'), although the allocator plays no part here; cause
   custom_allreduce_unsupported (a CUDA IPC handle cannot be opened on another node; the TP group spans two nodes).
   No fix is merged in the stored text (PR #55835 is open); the fix field says so. The reporter's CI ran a nightly.
3. vllm-26922: the final 'RuntimeError: CUDA driver error: system not yet initialized' line is in the issue TITLE only
   (the stored traceback stops at the rendezvous frame); taken because the title quotes it verbatim and the merged PR
   #26925 ('Fixes #26922') pins the cause. kind cuda_driver_mismatch / cause release_regression, the labels of the one
   earlier fixture with the same message (github-vllm-omni-241, whose thread points to this issue). A maintainer's own
   report on a source checkout; GPU not stated (an NVFP4 checkpoint implies Blackwell; left out).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round652-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #26525: vllm/vllm-openai:v0.11.0, gpt-oss-120b TP=2 -> CUDA driver error: invalid device ordinal (symm-mem all-reduce default)
case("vllm-26525-v0110-gpt-oss-120b-tp2-symm-mem-allreduce-default-cuda-driver-invalid-device-ordinal",
     "https://github.com/vllm-project/vllm/issues/26525",
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "Image vllm used : vllm/vllm-openai:v0.11.0\n"
     "\n"
     "serve args: \n"
     "    --model=openai/gpt-oss-120b\n"
     "    --served-model-name=gpt-oss-120b\n"
     "    --tensor_parallel_size=2\n"
     "    --gpu-memory-utilization=0.95\n"
     "    --enable-auto-tool-choice\n"
     "    --tool-call-parser=openai\n"
     "\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I'm running the new vllm v0.11.0 and getting following issue :\n"
     "RuntimeError: CUDA driver error: invalid device ordinal after the update to v0.11.0\n"
     "Switching --tensor_parallel_size to 1 allow start but disabled parallelisation",
     "invalid_device_ordinal", {"tensor_parallel_size": 2, "gpu_memory_utilization": 0.95},
     "custom_allreduce_unsupported",
     "vLLM 0.11.0 (official image) serving gpt-oss-120b with tensor parallelism 2. 0.11.0 made PyTorch "
     "symmetric-memory all-reduce the default (VLLM_ALLREDUCE_USE_SYMM_MEM=1): while building the TP group, vLLM's CUDA "
     "communicator creates a SymmMemCommunicator whose torch_symm_mem.rendezvous needs GPUs that can map each other's "
     "memory through multicast / NVLink; on this machine's GPUs the driver refuses it with 'invalid device ordinal', so "
     "TP=2 dies at start while TP=1 (no all-reduce group) starts. v0.10.2 (symm mem off by default) ran the same launch. "
     "Not a memory or device-visibility problem.",
     "confirmed by the reporter (Weihrauch, in the issue): setting VLLM_ALLREDUCE_USE_SYMM_MEM=0 (the pre-0.11.0 "
     "default) fixes it and keeps TP=2; v0.10.2 worked. vLLM then turned the default off (PR #26925, 'Temporally Disable "
     "VLLM_ALLREDUCE_USE_SYMM_MEM by Default'), and PR #33274 adds a multicast-support check so PCIe GPUs skip symm mem",
     release="0.11.0 (vllm/vllm-openai:v0.11.0)", gpu=None, gpus=None,
     command="vllm serve (vllm/vllm-openai:v0.11.0) --model=openai/gpt-oss-120b --served-model-name=gpt-oss-120b "
             "--tensor_parallel_size=2 --gpu-memory-utilization=0.95 --enable-auto-tool-choice --tool-call-parser=openai",
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the issue description as the stored text shows it, down to the TP=1 sentence; the reporter's next "
          "paragraph (the VLLM_ALLREDUCE_USE_SYMM_MEM=0 fix and 'used to work well' on v0.10.2), the link to the "
          "discuss.vllm.ai thread and the checklist are left out. The issue title ('v0.11.0 New default "
          "VLLM_ALLREDUCE_USE_SYMM_MEM=1 prevent tensor-parallel on gpt-oss-120b') is left out too: it states the "
          "diagnosis. The reporter pasted no traceback; GPU model and count not stated (at least 2). Going to TP=1 "
          "is not a fix the reporter accepts ('disabled parallelisation').")

# ---------------------------------------- vllm #52778: GB200 NVL72, TP=2 across two nodes (Ray) -> custom_all_reduce.cuh:143 'invalid resource handle'
case("vllm-52778-gb200-nvl72-cross-node-tp2-ray-custom-all-reduce-143-invalid-resource-handle",
     "https://github.com/vllm-project/vllm/issues/52778",
     "CustomAllreduce admits cross-node TP=2 groups and dies in cudaIpcOpenMemHandle (custom_all_reduce.cuh:143 "
     "'invalid resource handle') on MNNVL GB200 NVL72\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "The environment-collection script could not be run inside the CI job container, so the values below are taken "
     "from the job's captured environment.\n"
     "\n"
     "- Hardware: GB200 NVL72, MNNVL fabric, compute capability 10.0, aarch64 (Neoverse-V2)\n"
     "- Two nodes, 1 GPU visible per node, TP workers placed by Ray across both nodes\n"
     "- vLLM `0.27.2rc1.dev150+g311b3513a` (from the published `vllm/vllm-openai:nightly` image)\n"
     "- torch `2.13.0+cu130`, CUDA 13.0.2, driver 580.178.04\n"
     "- `nccl-cu13` 2.30.7, `flashinfer-python` 0.6.16.post3, `ray` 2.57.0\n"
     "- Model: an FP8 (ModelOpt) MoE checkpoint, ~120B total / ~12B active parameters\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "On a GB200 NVL72 (MNNVL) system, serving with `--tensor-parallel-size 2` where the two TP ranks land on **two "
     "different nodes** (one GPU visible per node, Ray-distributed) aborts both ranks during engine-core startup with:\n"
     "\n"
     "```\n"
     "Cuda error /workspace/csrc/custom_all_reduce.cuh:143 'invalid resource handle'\n"
     "```\n"
     "\n"
     "Line 143 is the `cudaIpcOpenMemHandle` call in `open_ipc_handle()`. The process dies via `exit(EXIT_FAILURE)` "
     "inside `CUDACHECK`, so there is no Python traceback and the server never starts.",
     "allocator_config_incompatible", {"tensor_parallel_size": 2, "compute_capability": "10.0"},
     "custom_allreduce_unsupported",
     "vLLM nightly (0.27.2rc1.dev150) on a GB200 NVL72 with tensor parallelism 2 whose two ranks sit on two different "
     "nodes (Ray, one GPU per node). vLLM's CustomAllreduce admitted the cross-node group (MNNVL-capable groups are "
     "allowed for the custom all-gather / reduce-scatter), and the node-local CUDA IPC path then exchanged "
     "cudaIpcMemHandle_t handles between the nodes; a CUDA IPC handle is only valid within one node, so "
     "cudaIpcOpenMemHandle on the other node returned 'invalid resource handle' and CUDACHECK exited both ranks. A "
     "topology the custom all-reduce cannot serve, not memory or the model.",
     "no merged fix in the stored text (open). The reporter's diagnosis is in the issue; PR #55835 (open, 'Keep "
     "cross-node MNNVL groups off CUDA IPC all-reduce') declines node-local custom all-reduce for mnnvl-only groups so "
     "the dispatcher falls back to another backend. Until then --disable-custom-all-reduce (NCCL's all-reduce) avoids "
     "the path, or keep both TP ranks on one node",
     release="0.27.2rc1.dev150+g311b3513a (vllm/vllm-openai:nightly)", gpu="NVIDIA GB200", gpus=2,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as the stored text shows it, down to 'the server never "
          "starts.'; the reporter's next sentences (why a CUDA IPC handle cannot cross nodes, the proposed fix) are "
          "left out. The title names the cause mechanism (cross-node group, cudaIpcOpenMemHandle); kept because it "
          "also carries the error line verbatim. Two GPUs in all (one per node); the exact vllm serve command is not "
          "in the stored text. A CI job's failure, reported by the job's owner.")

# ---------------------------------------- vllm #26922: main branch (Oct 2025), DeepSeek-R1-FP4 TP=4 EP -> torch symm mem rendezvous 'CUDA driver error: system not yet initialized'
case("vllm-26922-main-oct2025-deepseek-r1-fp4-tp4-ep-torch-symm-mem-cuda-driver-system-not-yet-initialized",
     "https://github.com/vllm-project/vllm/issues/26922",
     "[Bug]: torch symm mem - CUDA driver error: system not yet initialized\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "`vllm serve nvidia/DeepSeek-R1-FP4 -tp 4  --enable-expert-parallel --port 9256`\n"
     "\n"
     "will trigger error:\n"
     "\n"
     "```bash\n"
     "ERROR 10-15 09:00:49 [multiproc_executor.py:628]   File \"/home/wentao/vllm-source/vllm/distributed/"
     "parallel_state.py\", line 363, in __init__\n"
     "ERROR 10-15 09:00:49 [multiproc_executor.py:628]     self.device_communicator = device_comm_cls(\n"
     "ERROR 10-15 09:00:49 [multiproc_executor.py:628]                                ^^^^^^^^^^^^^^^^\n"
     "ERROR 10-15 09:00:49 [multiproc_executor.py:628]   File \"/home/wentao/vllm-source/vllm/distributed/"
     "device_communicators/cuda_communicator.py\", line 70, in __init__\n"
     "ERROR 10-15 09:00:49 [multiproc_executor.py:628]     self.symm_mem_comm = SymmMemCommunicator(\n"
     "ERROR 10-15 09:00:49 [multiproc_executor.py:628]                          ^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 10-15 09:00:49 [multiproc_executor.py:628]   File \"/home/wentao/vllm-source/vllm/distributed/"
     "device_communicators/symm_mem.py\", line 94, in __init__\n"
     "ERROR 10-15 09:00:49 [multiproc_executor.py:628]     handle = torch_symm_mem.rendezvous(self.buffer, "
     "self.group.group_name)\n"
     "ERROR 10-15 09:00:49 [multiproc_executor.py:628]              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
     "^^^^^^^^^^",
     "cuda_driver_mismatch", {"tensor_parallel_size": 4}, "release_regression",
     "vLLM's main branch in October 2025 (after 0.11.0 turned PyTorch symmetric-memory all-reduce on by default, "
     "VLLM_ALLREDUCE_USE_SYMM_MEM=1) serving nvidia/DeepSeek-R1-FP4 with TP=4 and expert parallelism: building the TP "
     "group's CUDA communicator created a SymmMemCommunicator, and its torch_symm_mem.rendezvous failed in the CUDA "
     "driver API with 'system not yet initialized', killing the workers at start-up. The new default symm-mem "
     "all-reduce path (PyTorch's rendezvous on this machine) is what broke, not the driver install or memory.",
     "fixed in vLLM by the maintainer's merged PR #26925 ('[Bug] Temporally Disable VLLM_ALLREDUCE_USE_SYMM_MEM by "
     "Default', 'Fixes #26922'); on releases with the default on, VLLM_ALLREDUCE_USE_SYMM_MEM=0 restores the previous "
     "all-reduce path",
     release="main branch, source checkout of 2025-10-15 (between 0.11.0 and 0.11.1)", gpu=None, gpus=None,
     command="vllm serve nvidia/DeepSeek-R1-FP4 -tp 4  --enable-expert-parallel --port 9256",
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Judgement call: the stored traceback stops at the rendezvous frame; the error line 'CUDA driver error: system "
          "not yet initialized' is in the issue title only (kept in the excerpt). Taken because the title quotes it "
          "verbatim and the merged PR #26925 pins the cause. Excerpt: the title and the 'Describe the bug' section; the "
          "empty collect_env block is dropped. Labels follow the one earlier fixture with this message "
          "(github-vllm-omni-241: cuda_driver_mismatch / release_regression). GPU model not stated in the stored text.")

if __name__ == "__main__":
    BATCH.write()
