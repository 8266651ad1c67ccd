"""Round-406 blind batch: NON-CUDA AND UNUSUAL PLATFORMS launching vLLM (ROCm/AMD MI250/MI300/Strix Halo, Intel
XPU/Gaudi, TPU, the CPU backend and VLLM_CPU_KVCACHE_SPACE, Jetson/ARM/GH200, WSL, Docker shared memory, Kubernetes,
multi-node Ray), failing at start-up for memory/KV/parallelism/config reasons; collected by helper wild406 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round406-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

RESULT: 0 cases. The session lost most of its time to an interrupted turn (it resumed at 14:55 UTC with the deadline
at 15:10 and collecting to stop at 15:00), and every thread the slice's searches surfaced was either already in
USED_SOURCES.txt, already given up by an earlier round, or showed no error line in its stored chunk. Nothing was
taken on a weaker standard (e.g. an error quoted only in an issue title) to make up the count.

Look-ups: 22 of the 50 allowed (22 ``search`` corpus=issues; no read_file / find_string / fetch).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): lemonade-sdk/vllm-rocm #5; vllm #29233 (CPU backend
  VLLM_CPU_KVCACHE_SPACE 4 GiB default), #53961 (MI300X DSv4 1M), #8318 (TPU v5e smem), #16521 (TPU gemma-3),
  #1710, #10517, #2416, #2406, #3190, #8908, #17366; SergiioB/intel-arc-pro-b70-inference-cookbook #4;
  wtdcode/vllm-backport #15; vllm-gaudi #1736; dusty-nv/jetson-containers #795; intel/llm-scaler #578, #424;
  verl PR #5015 (NPU); OpenRLHF #336; noonghunna/club-3090 #32; MiniMax-01 #42; vllm-ascend #5020, #9372, #5707,
  #1617, #6611, #9099.
- Given up by earlier rounds (docstrings of rounds 33x-36x): vllm #7951 (MI300X x8 ROCm branch), ROCm/vllm #539
  (Llama 4 1M+ on MI300X), vllm #10855 (HIP error, MI210 in Kubernetes), #20743 (Arc 140T mem_get_info),
  jetson-containers #1568 (cut after 'EngineCore failed to start'), vllm #19490 (TPU v4-8 vmem), #13388, #26028,
  #29447, #6938 (multi-node Ray), #6574, #1771, #789, #16841, #4383, #4618 (docker shm / NCCL), production-stack #44,
  intel/llm-scaler #595.
- Error line not in the stored chunk (not pursued for lack of time): ROCm/vllm #397 (Llama-2-70b on MI300x OOM; only
  the closing comment stored), vllm #10085 (ultravox-v0_4 OOM; only a maintainer comment), vllm #9134 (multi-node PP
  on an RTX 2060; nvidia-smi only), vllm #18390 (GH200 405B-FP8 with --cpu-offload-gb 450; the description stops
  before the log), vllm-ascend #1993 (300I DUO OOM; environment only), intel/ipex-llm #11789 (8x Arc A770; lspci
  only), vllm #14628 (2x RTX 5090 TP=2; not in the slice anyway).
- Also already used: vllm-project/tpu-inference PR #223 (v5e-8, 131072 vs 0.71 GiB); kyuz0/amd-strix-halo-vllm-toolboxes #11, nlzy/vllm-gfx906 #14 and #12, gpustack #4963.
- bentoml/OpenLLM #968 (vLLM 0.3.3 dtk2310 build on a 16 GiB Hygon/AMD DCU: 'HIP out of memory. Tried to allocate
  112.00 MiB ... 0 bytes is free ... 971.02 MiB is allocated by PyTorch', during _init_workers): error line stored,
  but no fix or cause reachable in 2 look-ups and the figures are ambiguous (other process vs model too big for one
  card), so not taken at the deadline. A candidate for a later round.
- Not start-up failures: ROCm/legacy-rocm-build #5265 (Voxtral VRAM use during transcription), LMCache #969 / #955.

Judgement calls for the lead:
1. None: no case was written. The slice looks mined out in the issues corpus for the obvious queries (the ROCm, CPU
   backend, TPU, XPU, Gaudi, Jetson, WSL, Docker-shm and Ray searches each returned mostly used threads); a later
   collector would do better with vendor trackers searched by exact error text plus hardware name.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round406-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
