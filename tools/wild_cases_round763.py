"""Round-763 blind batch: AMD ROCM (MI200/MI300/MI325/RADEON/STRIX HALO) START-UP FAILURES OF VLLM: HIP ERRORS, AITER,
ROCM FLASH-ATTENTION, GFX ARCHITECTURES, ROCM DOCKER IMAGES, MEMORY ON APUS; collected by helper wild763 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round763-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on any excerpt, and did not read kvroom's source; every expectation would have been written from the source
thread only (and a fix PR / maintainer answer it links). Excerpts would be the text as the search tool's issues corpus
shows it, with the fix left out.

Look-ups: 34 of the 45 allowed (31 ``search`` corpus=issues, 3 ``read_file`` that answered 'no file at that repository
and path': issue threads are not stored as files, so every thread was read only through search excerpts).

**0 cases.** The slice is mined out: rounds 83, 102, 115, 134, 201, 248, 257, 278, 289, 290, 335, 354, 410, 419, 436,
452, 461, 481, 493 and 536 already cut ROCm start-up failures, and every thread the search returned for 'HIP error:
invalid device function', AITER's gfx arch check, 'No HIP GPUs are available', 'Failed to infer device type', HIP OOM
on Strix Halo, ROCm flash-attention, 'Aiter MLA only supports 16 or 128 number of heads', amdsmi / AMDSMI_STATUS and
fp8 on MI210 was used or skip-listed there. The few fresh threads found either lack the error line in the stored text
or lack a cause; none was written rather than write one whose expectation would come from outside its thread.

Sources given up (for the lead, not cases):
- Already used or skip-listed (USED_SOURCES.txt or an earlier round's skip list): vllm #17170, #7951, #36615, #28052,
  #28460, #39485, #43605, #35637, #3040, #5994, #7207, #34573, #10653, #39378, #16394, #10663, #21884, #19332, #40081,
  #24576; ROCm/legacy-rocm-build #5264, #4386, #4447, #5865, #4055, #5444, #6055; nlzy/vllm-gfx906 #6,
  #30; kyuz0/amd-strix-halo-vllm-toolboxes #2, #6, #11, #65, #73; kyuz0/amd-r9700-vllm-toolboxes #1, #15; gpustack
  #3880, #4963; ROCm/vllm #527; lumi-ai-factory/laifs-container-recipes #8; ROCm/aiter #548, #1468, #1367;
  lemonade-sdk/vllm-rocm #5, #13; sebastianmechno-sys/vllm-rocm-windows-rdna2 #7; containers/ramalama #2214.
- Fresh, but the stored text has no cause: ROCm/aiter #1395 (fxmarty-amd, vLLM 0.11.1rc7.dev67 `vllm serve
  openai_gpt-oss-20b` with VLLM_ROCM_USE_AITER=1 / VLLM_USE_AITER_UNIFIED_ATTENTION=1; error line
  "AttributeError: module 'torch._C' has no attribute '_PYBIND11_COMPILER_TYPE'" only in the title, the issue is open
  and no answer is stored. The cause is known from ROCm/pytorch PR #2728 -- PyTorch moved to pybind11 v3 and dropped
  torch._C._PYBIND11_*; downstream aiter had to stop reading them -- and from the closed twin ROCm/aiter #1051
  (TheRock torch 2.9.0a0 wheel, aiter JIT 'failed jit build [module_aiter_enum]'), but #1395 links neither); vllm
  #22084 (ROCm, ModelScope models fail on 0.10.0 but work on 0.8.5: open, the stored chunk stops at the script's
  first line); vllm #3122 (embeddedllminfo/vllm-rocm:vllm-v0.2.4 on RHEL 8.7: only 'same problem' comments stored,
  stale); z-lab/dflash #72 (Qwen3.5-27B + DFlash drafter on rocm/vllm-dev:nightly: the stored description stops at
  'Failure path A: default ROCm backend ... the service fail'; no answer; ROCm DFlash support came with vLLM PR
  #39703, which the thread does not link); vllm #13674 (tjtanaa, V1 on ROCm ERROR_MEMORY_APERTURE_VIOLATION: only the
  environment dump is reachable).
- Fresh, cause stored but no error line reached: ROCm/legacy-rocm-build #5007 (RX 9070 XT under WSL2, ROCm 6.4.1,
  vLLM 0.8.2; an AMD engineer answers that vLLM's platform probe needs amdsmi initialisation, which does not work on
  WSL, and gives a patch using amdsmi_get_rocm_version(); the fix later landed as vllm PR #38434 'Improve ROCm
  detection in WSL environments'. The stored chunks are the environment and rocminfo only; the vLLM error the
  reporter saw is not reached) -- a good candidate if a later round can reach the description's end; vllm #6512
  (ROCm docker image under WSL2, 'Is CUDA available: False'; no answer reached).
- Not reports / not vLLM: vllm PRs #46821, #50320, #54776, #40963 (APU memory accounting; #46821 quotes the
  'Free memory on device ... less than desired GPU memory utilization' error with placeholders only), #41585, #37189,
  #38434, #30361, #39703; ROCm/legacy-rocm-build #6186, #6182, #5824, #5595, #5499, #3949, #5643, #4437, #4440,
  #2153 (llama.cpp / ComfyUI / PyTorch, not vLLM); ROCm/TheRock #4645, #1054, #519; hipErrorNoBinaryForGpu threads
  (stable-diffusion, easydiffusion, tensorflow, koboldai).

Judgement calls for the lead:
1. No case was written. ROCm/aiter #1395 was the closest: its title is the error line and its kind reads plainly
   (dependency_version_mismatch: a name missing from torch, a package vLLM builds on), but its cause and fix would
   have to come from a PR the thread does not link, which the round's rules forbid.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round763-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
