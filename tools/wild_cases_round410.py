"""Round-410 blind batch: AMD AND INTEL GPUs, searched by exact error text plus hardware name ('HIP out of memory'
with vLLM on MI50/MI100/MI210/MI300X/RX 7900/Radeon, 'XPU out of memory' / UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY on
Arc A770/B580/Max 1100, hipErrorNoBinaryForGpu, 'ROCm ... not supported'; trackers ROCm/vllm, bentoml/OpenLLM,
intel/ipex-llm, lemonade-sdk); collected by helper wild410 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round410-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

RESULT: 0 cases. The session started at 15:42 UTC with collecting to stop at 15:45 (deadline 15:55), so there was
time for only a handful of searches, and every thread they surfaced was already in USED_SOURCES.txt, already given
up by an earlier round, or lacked the error line / a fix in its stored text. Nothing was taken on a weaker standard
to make up the count.

Look-ups: 9 of the 35 allowed (9 ``search`` corpus=issues; no read_file / find_string / fetch).

Sources given up (for the lead, not cases):
- bentoml/OpenLLM #968 (the lead's lead: vLLM 0.3.3 dtk2310 build on a 16 GiB AMD/Hygon card, 'HIP out of memory.
  Tried to allocate 112.00 MiB. GPU 0 has a total capacty of 15.98 GiB of which 0 bytes is free. Of the allocated
  memory 971.02 MiB is allocated by PyTorch', raised from _init_workers): a second targeted search again returned
  only the author's turn-0 log; no reply, cause or fix is in the stored text. With only ~1 GiB allocated by PyTorch
  and 0 bytes free, the cause is ambiguous (another process holding the card, or a model too big for one card with
  the user asking how to use several GPUs) and cannot be settled from the thread, so not taken. Round 406 reached
  the same verdict; this is now two rounds with no fix reachable -- suggest dropping it.
- Already in USED_SOURCES.txt: gpustack #4963, lemonade-sdk/vllm-rocm #5, nlzy/vllm-gfx906 #14 and #12,
  kyuz0/amd-strix-halo-vllm-toolboxes #11, #6 and #73, kyuz0/amd-r9700-vllm-toolboxes #1, vllm #7207,
  intel/llm-scaler #424, vllm-ascend #1617.
- Given up by earlier rounds (docstrings of rounds 3xx/406): vllm #7951 (MI300X x8), #10855 (HIP error in
  Kubernetes), #20743 (Arc 140T mem_get_info), #24817 (A770 after 0.10.0), #34573 (ROCm 7 'No HIP GPUs are
  available'; only the fix comment stored), #34154 (RX 7900 XTX graph-capture fault, error line not stored),
  #36615 (gfx1151), #10653 (RX 7900XT 'Failed to infer device type'), ROCm/vllm #527 (7900XTX skinny_gemms),
  intel/ipex-llm #11789 (8x Arc; error line not in the stored chunk).
- Not pursued (no error line in the stored chunk, and no time left): nlzy/vllm-gfx906 #30 (gfx906 docker 'hip
  error'; environment only), sebastianmechno-sys/vllm-rocm-windows-rdna2 #7 (RX 6900 XT hipErrorInvalidImage;
  only VERIFY.bat output stored; a Windows community build).
- intel/ipex-llm (searched 'XPU out of memory' on Arc): #12584 (WSL2 A770 'XPU out of memory. Tried to allocate
  1.02 GiB (GPU 0; 15.56 GiB total capacity; 0 bytes already allocated ...)', open, no fix) and #11798 (4x A770
  'Current platform can NOT allocate memory block with size larger than 4GB! Tried to allocate 40.00 GiB', a
  benchmark's run-time failure) were given up by earlier rounds; #11910 likewise (error not stored). #11424 ('vLLM
  freezes with gpu-memory-utilization > 0.55', 4x Arc): not in USED_SOURCES, but the failure comes during a long
  request on a running server (not start-up), the stored chunk ends in the traceback before the exception line, and
  the issue is open with no fix -- not taken. #10751 and #11561 (run-time OOM at batch 16 / 6K input; no error line
  stored) -- not start-up failures.
- A last UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY / B580 search returned only intel/llm-scaler #578 (already used) and
  CUDA threads.
- Out of the slice: rhymes-ai/Aria #24 (CUDA OOM on 22 GiB cards), vllm #14452, #13941 (wake-up OOM), #7721.

Judgement calls for the lead:
1. None: no case was written. Like round 406, the AMD/Intel slice looks mined out in the issues corpus for the
   obvious exact-error queries; the untried queries from the brief (UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY alone,
   hipErrorNoBinaryForGpu on MI50/MI100, 'XPU out of memory' on B580 / Max 1100, intel/ipex-llm 'vllm' OOM) remain
   for a round that gets a full time slot.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round410-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
