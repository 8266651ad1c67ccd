"""Round-493 blind batch: vLLM start-up failures on HOMELAB and CONSUMER-GPU setups (AMD Strix Halo gfx1151 and Radeon
gfx1100 / gfx1201 toolboxes, Intel Arc with vLLM XPU, RTX 50-series Blackwell sm_120 cards, multi-GPU consumer rigs with
PCIe P2P / NVLink, docker-compose homelab kits), collected by helper wild493 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round493-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on this excerpt, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 40 allowed, all ``search`` corpus=issues except one corpus=code (a homelab server.log hunt that
found nothing relevant). Collecting stopped with 3 look-ups left because the remaining fresh leads all needed more than
one look-up each to reach their error line. **1 case**: vllm #29030 (vLLM 0.11.1 built from source for an RTX 5080,
sm_120, CUDA 13.0: 'undefined symbol: cutlass_moe_mm_sm100' at import). The slice is exhausted for the common messages:
almost every consumer-card thread the searches returned (5090 / 5080 / 5070 Ti / 5060 Ti 'no kernel image', Strix Halo
HIP OOM / AITER, gfx906 / RDNA2 'invalid device function', A770 / B50 / B60 / B70 XPU, 2x3090 custom all-reduce +
expandable_segments, club-3090 KV-cache boots) is already in USED_SOURCES.txt or in an earlier round's skip list.
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and with grep for '#N' in the earlier
rounds' files before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): kyuz0/amd-strix-halo-vllm-toolboxes #61, #73, #11; gpustack #2097, #4963; vllm #16901,
  #19906, #14452, #16336, #32109, #43367, #21028, #28460, #7201, #5790, #31700, #13398, #13306, #49101, PR #56193;
  sergiiob/intel-arc-pro-b70-inference-cookbook #4; wtdcode/vllm-backport #15; weicj/vLLM-2080Ti-Definitive #68;
  nlzy/vllm-gfx906 #14; benchflow-ai/posttrainarena PR #46; noonghunna/club-3090 #35.
- Named in earlier rounds' skip lists (not re-opened): noamsto/nix-amd-ai #68; charlie12345/vLLM_for_AMD #15; vllm
  #32180, #28770, #18995, #18835, #36615, #3764, #26297, #21491, #8303, #18814, #40081, #3710, #24383, #32826, #32575,
  #41663, #14747, #37828, #48953, #24817, #28572, #15255, #13188, #15576, #17813 (5070 Ti + 5080 TP2 'cuda error'),
  #9046, #5613, #8189, #40980, #3688; ROCm/legacy-rocm-build #4386, #5656; ROCm/vllm #527, #685; nlzy/vllm-gfx906 #6,
  #22, #30; intel/ipex-llm #11798; intel/llm-scaler #89; gpustack #2769, #4372; vllm-project/recipes #269;
  NixOS/nixpkgs #406675; NVIDIA/cutlass #3096; allenai/olmocr #260; zai-org/GLM-V #162; club-3090 #617, PR #96;
  sebastianmechno-sys/vllm-rocm-windows-rdna2 #7; odysseus-dev/odysseus #4596; kyuz0/amd-r9700-vllm-toolboxes #4;
  kyuz0/amd-strix-halo-vllm-toolboxes #12, #14; EasyR1 #428.
- Fresh, but the stored chunk does not carry the error line (leads for a later round):
  syv-ai/qwen38-27b-rtx3090 #163 (NVLink 2x3090, vLLM 0.28.0 patched image: custom all-reduce + CUDA graphs fails at
  boot with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True and starts with :False; the reporter's own test matrix pins
  it; the stored description stops at '## Test matrix' before the log); aikitoria/open-gpu-kernel-modules #21 (2x RTX
  5090 on the P2P-patched 595.58.03 driver, vLLM TP=2 crashes only with custom all-reduce + CUDA graphs; reporter:
  reverting the fork's hugepage commit fixes it; closed; the stored comments have no error text);
  kyuz0/amd-strix-halo-vllm-toolboxes #25 ('The latest version Run Error', gpt-oss-20b on vLLM 0.17.0rc1.dev171,
  closed; the stored chunk stops in the start-up banner); vllm #56180 (the error line 'Failed: Cuda error
  /workspace/csrc/custom_all_reduce.cuh:164 'invalid argument'' IS stored, but neither the GPU nor the expandable_segments
  setting is in the chunks seen; only the used PR #56193 says '2xRTX 5090 (#56180)' and names the workaround, so the
  cause would come from another thread; same class as the used vllm-49101 / pr56193 / club3090 / tfriedel fixtures).
- No cause pinned: kyuz0/amd-r9700-vllm-toolboxes #13 (2x R9700 tp=2 'RuntimeError: NCCL error: unhandled cuda error';
  the maintainer first says 'Ok, this is broken', but the reporter later finds a minimal PyTorch GPU-to-GPU test fails too
  and suspects RAM / the B550 board; open); kyuz0/amd-r9700-vllm-toolboxes #3 (TP 2 works after ROCm 7.2 + vLLM ROCm
  0.15.1; no error text stored).
- Not a vLLM start-up failure / not vLLM's text: vllm #19671 (5060 Ti 'no kernel image' at the first API call of vLLM
  0.91, fix only 'the new version can fix this'), #27692 (a success report), #22479 (RTX PRO 6000 TP2 starts, fails
  later), #13766 (no log); noonghunna/club-3090 #873 (NCCL hang, no error), #1332 (machine hard-reset), #758 (crash
  after requests), #222 (ik_llama); tinygrad/open-gpu-kernel-modules #44 (hang), #36; intel/intel-xpu-backend-for-triton
  PR #6767 (segfault, dmesg only); FlashML-org/FreeToken #510 (not vLLM); lemonade-sdk llama.cpp threads; ROCm/aiter
  #3294 (prose only), #3425 (feature request).

Judgement calls for the lead:
1. vllm-29030: kind torch_abi_mismatch and cause vllm_extension_missing, following the two earlier fixtures of the same
   symbol (vllm-pr46436 Jetson Thor, round 212; dgx-spark-vllm-setup-3 GB10, round 429): an 'undefined symbol' import
   failure of vLLM's own _C extension, built incomplete, not a torch version skew. The cause is the reporter's own
   root-cause analysis (CMakeLists: the FP4 block sets the global -DENABLE_CUTLASS_MOE_SM100=1 for 12.0f on CUDA >= 13,
   so scaled_mm_entry.cu references cutlass_moe_mm_sm100 while grouped_mm_c3x_sm100.cu is only built for 10.x); it
   matches PR #26844's stated purpose ('Fix symbol issues (#26843) on SM120 builds where grouped_mm_c3x_sm100.cu is not
   compiled but ENABLE_CUTLASS_MOE_SM100 was defined by unrelated blocks') and alkari's comment on vllm #28589 (the same
   analysis for SM 12.1). No fix is confirmed in the stored text of #29030 (open); the fix field says so.
2. numbers {}: the only number near the error is 'Compute Capability 12.0' in the environment block, which does not
   bear on the symbol error; the lead may add compute_capability 12.0.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round493-blind")
case = BATCH.case

_NONMEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
           {"flag": "--quantization"}]

# ---------------------------------------- vllm #29030: vLLM 0.11.1 from source, RTX 5080 sm_120, CUDA 13.0 -> _C.abi3.so undefined symbol cutlass_moe_mm_sm100
case("vllm-29030-rtx5080-sm120-cuda13-source-build-undefined-symbol-cutlass-moe-mm-sm100",
     "https://github.com/vllm-project/vllm/issues/29030",
     "# [Bug]: vLLM 0.11.1 undefined symbol `cutlass_moe_mm_sm100` on RTX 5080 (SM 12.0) with CUDA 13.0\n"
     "\n"
     "## Environment\n"
     "\n"
     "- **vLLM Version**: 0.11.1\n"
     "- **GPU**: NVIDIA GeForce RTX 5080 (Compute Capability 12.0, 15.5GB VRAM)\n"
     "- **CUDA Version**: 13.0\n"
     "- **PyTorch Version**: 2.9.0+cu130\n"
     "- **OS**: Linux (Debian)\n"
     "- **Installation Method**: Built from source with `TORCH_CUDA_ARCH_LIST=\"8.0 8.6 8.9 9.0 12.0\"`\n"
     "\n"
     "## Bug Description\n"
     "\n"
     "When building vLLM 0.11.1 from source on RTX 5080 (SM 12.0) with CUDA 13.0, the build completes successfully but "
     "fails at import time with:\n"
     "\n"
     "```python\n"
     "ImportError: /path/to/vllm/_C.abi3.so: undefined symbol: "
     "_Z20cutlass_moe_mm_sm100RN2at6TensorERKS0_S3_S3_S3_S3_S3_S3_S3_S3_bb\n"
     "```\n"
     "\n"
     "Demangled: `cutlass_moe_mm_sm100(at::Tensor&, at::Tensor const&, ...)`",
     "torch_abi_mismatch", {}, "vllm_extension_missing",
     "vLLM 0.11.1 built from source for an RTX 5080 (sm_120) with CUDA 13.0 and TORCH_CUDA_ARCH_LIST including 12.0: in "
     "CMakeLists.txt the FP4 kernel block (FP4_ARCHS '10.0f;11.0f;12.0f' on CUDA >= 13) appends the global flag "
     "-DENABLE_CUTLASS_MOE_SM100=1, so scaled_mm_entry.cu references cutlass_moe_mm_sm100, but the SM100 grouped-MoE "
     "kernel source that defines it is only compiled for 10.x targets. The built _C.abi3.so therefore has an unresolved "
     "symbol and 'import vllm' fails before any engine or GPU work. The extension was built incomplete; not a torch "
     "version skew, memory or flag problem.",
     "no fix confirmed in the stored text (the issue is open). The reporter's analysis points at guarding "
     "ENABLE_CUTLASS_MOE_SM100 to real SM100 arches (what PR #26844 proposed for the same symptom, issue #26843); in "
     "practice: rebuild from a vLLM source with that CMake fix, or build without 12.0 in the arch list for the FP4 "
     "block, or use a prebuilt wheel / image that includes sm_120",
     release="0.11.1 (built from source, CUDA 13.0, torch 2.9.0+cu130)", gpu="NVIDIA GeForce RTX 5080", gpus=1,
     command=None,
     forbidden=_NONMEM,
     note="Excerpt: the issue title and the description down to the demangled symbol, as stored; the reporter's "
          "'## Root Cause Analysis' section (the CMakeLists lines and the flag) is the diagnosis and is left out. gpus=1 "
          "read from the single GPU named in the environment. Labels follow the round-212 and round-429 fixtures of the "
          "same symbol (torch_abi_mismatch / vllm_extension_missing).")

if __name__ == "__main__":
    BATCH.write()
