"""Round-550 blind batch: vLLM start-up failures on HARDWARE VENDORS' vLLM forks and plug-ins (ROCm/vllm, ROCm/ROCm,
ROCm/aiter, intel/ipex-llm, intel/llm-scaler, aws-neuron / NxD inference, tenstorrent tt-inference-server / tt-metal,
tpu-inference and vLLM on TPU, vllm-spyre, MetaX / Moore Threads / Hygon DCU / Cambricon / Iluvatar / Kunlun forks);
collected by helper wild550 and NOT graded by the collector. A HELD-OUT measurement: graded once, on the final code.

RESULT: 0 cases. No tests/golden/wild/*.json is written by this round.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source. Every candidate was checked with grep -F against
/work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against the earlier rounds' skip lists before it was
spent on or taken.

Look-ups: 33 of the 35 allowed, all ``search`` (32 corpus=issues, 1 corpus=code). None reached a thread that was both
new and complete (the verbatim error line AND a pinned cause in the stored text). The slice is exhausted: earlier rounds
(83, 102, 115, 144, 233, 248, 262, 278, 290, 295, 313, 335, 354, 373, 390, 406, 412, 419, 436, 440, 454, 457, 481,
490, 502, 511, 520, 526, 534, 537 ...) already took or named nearly every vendor-fork thread the issues corpus returns.
Because the search tool returns one best-matching chunk per thread, threads whose error line and answer sit in
different turns could not be completed within the budget.

Sources given up (for the lead and later collectors; NOT added to USED_SOURCES.txt because none was taken):
- New to the skip lists, error text reached but no cause / fix in the stored text:
  - vllm-project/vllm #4839 ('[Bug]: Cache operations are not supported for Neuron backend.', vLLM 0.4.x/0.5.0+neuron214
    on Inf2/Trn1; the message is in the title, the stored 2024-09-09 comment's traceback stops at the execute_model
    frame before the assertion line; closed without a stored answer). Related but not pinned to it: vllm PR #7175
    (block-size choices widened 'due to neuron needing block-size = sequence-length'), PR #8008 (closed, not merged,
    'Neuron cache blocks must be 1 more than max num seqs', FIX #8007; liangfu's review explains block_size ==
    max_model_len on Neuron and recompute when out of blocks); issue #8007 not reached. A later round with budget could
    complete #4839 / #8007 if a chunk with the maintainer's answer is found.
  - gpustack/gpustack #5305 (Hygon DCU K100_AI, GPUStack v2.1.2, vLLM EngineCore import crash in
    `from lightop import gemmopt` via deepseek_v2 / mla indexer; the stored chunk stops in lightop/__init__.py before
    the exception line; closed, answer not reached).
  - Project-HAMi/HAMi #1776 (Hygon DCU vGPU: 'HIP error: no ROCm-capable device is detected', then after sourcing
    /opt/hygondriver/env.sh 'libtorch_hip.so: undefined symbol: ncclCommRegister' with the
    image.sourcefind.cn dcu vllm:0.9.2 image; closed, only the description stored / reached).
  - tenstorrent/tt-metal #38026 (BH-QB-GE Blackhole: vLLM server start fails with TT_FATAL control_plane.cpp:1159
    'Expected 4 eth links from physical chip 1 to physical chip 2'; closed, the resolution not reached; probably
    hardware / cabling, cf. tt-metal #22560, #21339).
  - intel/llm-scaler #440 ('RuntimeError: query and key must have the same dtype' on llm-scaler-vllm:0.14.0-b8.3,
    4x B60): the error is raised in run_busy_loop / execute_model (request time, not start-up) and the issue is open
    with no cause; not a case.
- Not vLLM / out of scope: tenstorrent/tt-inference-server #1299 (Forge / tt-xla inference server, not vLLM; fixed
  itself); tenstorrent/tt-metal #24282 (DP=32 silent crash, no error line); Project-HAMi/HAMi #1764 and
  HAMi-core #169 (HAMi vGPU on NVIDIA H200 / vLLM 0.18 'Illegal device id' segfault: NVIDIA virtualisation, not a
  hardware vendor's fork; left for a virtualisation slice); gpustack #2037 / #2032 (Hygon DCU multi-GPU, logs as
  attachments); vllm PR #54009 (title 'del', closed); vllm-gaudi docs/general/troubleshooting.md (a vendor doc, not
  a user log).
- Already used or named in earlier rounds (checked, not re-opened): intel/ipex-llm #11789, #12081, #11881, #11882,
  #13176, #13303; ROCm/legacy-rocm-build #5865, #6055; vllm #36615, #28460, #36167, #51964, #52768, #11189, #10932,
  #9649, #8318, #16521, #9331, #6269, #4553; aws-neuron NxDI #5; aws-neuron-sdk #1022; vllm-neuron #6;
  torch-spyre/sendnn-inference #38; AI-Hypercomputer/tpu-recipes #151; tpu-inference #2333, #2453, #3350, #999, #1104,
  PR #739; MetaX-MACA/vLLM-metax #142, #43, #335; flagos-ai/vllm-plugin-FL #187; TheTom/vllm-swift #10;
  intel/llm-scaler #348, #578, #64, #164, #616, #672, #644; nlzy/vllm-gfx906 #30.

Judgement calls for the lead:
1. Rather than take a title-only or answer-less thread (e.g. vllm #4839 with a cause inferred from PR #7175 / #8008),
   the round takes nothing: the cause would have come from the collector's reading of other threads, not from the
   source thread, which the brief forbids.
2. The vendor-fork slice is exhausted for the issues corpus; a later round on it should go to the fetch / notebook
   route or to the docs corpus's GitHub Discussions of the vendor repositories instead of issue searches.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round550-blind")
case = BATCH.case

# No cases this round (see the docstring).

BATCH.write()
