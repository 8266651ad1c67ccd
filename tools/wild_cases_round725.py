"""Round-725 blind batch: VLLM'S OWN TRACKER, ISSUES AND PRS NUMBERED VLLM-PROJECT/VLLM#20000 TO #23999 ONLY:
START-UP FAILURES AND FIRST-REQUEST FAILURES CAUSED BY THE LAUNCH, ANY FAILURE FAMILY, WITH VLLM'S ERROR LINE AND A
CAUSE IN THE STORED TEXT (July - August 2025, vLLM 0.9.2 - 0.10.1.1); collected by helper wild725 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round725-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt.

Look-ups: 42 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
0 cases. No thread in the band passed both tests (not used before, AND the stored text holds vLLM's error line AND a
cause); the round writes no fixture.

How mined the slice is: exhausted for what the issues corpus returns. Before searching, the band already had 392
numbers touched (78 in /work/coord/USED_SOURCES.txt, the rest in the skip lists of rounds 218, 253, 316, 359, 433, 445,
446, 471, 475, 485, 491, 492, 528, 611, 662 and others, plus fixtures named vllm-2xxxx-*). Of the 30-odd in-band
vllm-project/vllm threads the 42 searches surfaced (error-line searches: Engine core initialization failed, Free
memory on device, No available memory for the cache blocks, sampler warm-up OOM, Sinks / FlashAttention 3, mxfp4,
triton_kernels, undefined symbol, PTX toolchain, ZMQ address in use, NCCL multi-node, auto tool choice, block_n
divisibility, C compiler, vocab_size; model words: GLM-4.5, Gemma 3n, Kimi-K2, Nemotron-Nano-9B-v2, Phi-4-mini-flash,
Voxtral, Hunyuan-A13B, InternVL3, Qwen3 2507, RTX PRO 6000 / 5090, T4, MI300X), every one was used or skip-listed
except the four below, none of which qualifies. The corpus ranks older (2024 - early 2025) and later (2026) threads
above the band for almost every query, so the band's unused remainder is mostly threads whose stored chunk is a
collect_env block, a screenshot or a question without an answer. Two "index" hits were useful for finding numbers:
PR #23942's description lists the titles of issues #23684-#23943 and PR #20988's lists some ROCm issues (#22590,
#22458, #22245); that is how #23719, #23730, #23922 and #23925 were found.

Sources given up (for the lead, not cases):
- Error line or cause not in the stored text (in band, unused before this round):
  vllm #23925 ('_C.abi3.so: undefined symbol: _Z24silu_and_mul_nvfp4_quantRN2at6TensorES1_S1_S1_', Rio-Allen,
  2025-08-29, open / stale: a source build on 8x H800 with torch 2.9.0.dev20250828+cu128; the error line is the
  title, the stored traceback stops inside vllm/config/__init__.py's imports, and no answer or fix is stored. It is the
  CUDA twin of the used #23916 (ROCm, '_C' has no attribute 'silu_and_mul_nvfp4_quant', round 528) and follows PR
  #23671 ('[NVIDIA] Support SiluMul + NVFP4 quant fusion', merged 2025-08-26), but nothing in the thread says so:
  the cause would be the collector's reading, so it was not written. Claimed in CLAIMS.txt as round725.)
  vllm #23922 ('[Bug]: Unrecognized FP8 dtype: fp8_e5m2', from PR #23942's list; the issue itself is not in the
  issues corpus -- the title search returned only other repositories. Claimed as round725, not used.)
  vllm #23719 ('[Usage]: CLS Fine-Tuned Model Fails to Launch with Multi-LoRA', 2025-08-27: the error is a screenshot;
  the stored comments are the maintainer asking for the script and the reporter's script, no cause.)
  vllm #23730 ('[Bug]: Only can run InternVL3-8B-hf in eager mode, otherwise ...': not returned by a title search,
  stored text not reached.)
- Unused in-band numbers seen only as titles in PR #23942's list, not spent on (budget): #23710 ('An error occurred
  during GPTQ quantization after upda...'), #23926 ('Illegal memory access with 4 GPUS'), #23724 ('vLLM server crashes
  with CUDA illegal memory access f...'), #23702 (garbage output on B200, Llama-3.3-70B NVFP4 -- no error line likely),
  #23752 (performance), #22590 (ROCm build arch, from PR #20988's list: a build, not a launch).
- Already used or skip-listed (not re-opened): vllm #23176, #23821, #22421, #22331, #22325, #22383, #22290, #22713,
  #21028, #20712, #21438, #21454, #20129, #21823, #20881, #20361, #20965, #20702 (PR), #22288, #22422, #23744, #23714,
  #23684, #23739, #23921, #23916, #23934, #23935, #22303, #22304.
- In band but no start-up failure: PR #22421 (gpt-oss triton kernel PR; trunk ModuleNotFoundError in a review
  comment, skip-listed in round 475 anyway), PR #21470 (--task -> --runner deprecation, review threads only), PR
  #20970 (Voxtral support, review threads only), #21840 (tool calls not invoked with tool_choice="auto" on 0.10.0: a
  model-behaviour report, no error line), PR #23942 / PR #20988 (CI labeller PRs, used only as title indexes).

Judgement calls for the lead:
1. The round writes no case rather than one whose cause is the collector's inference: #23925 has vLLM's error line
   (in its title) but no stored cause; labelling it (torch_abi_mismatch by the README row for "vllm/_C...so: undefined
   symbol", though the symbol is vLLM's own kernel, not torch's -- more likely a source build whose nvfp4 kernels were
   not compiled for sm90 while a new binding referenced them) would be fitting the expectation to a guess.
2. For a later round in this band, the productive entry point was not error-line search but the title lists pasted in
   vLLM's CI-labeller PRs (#23942, #20988): they name in-band issue numbers directly, and each can then be checked
   against USED_SOURCES.txt before a title search is spent on it.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round725-blind")
case = BATCH.case

# No case this round: see the docstring (the band #20000-#23999 is mined out for the issues corpus; the four unused
# in-band threads reached lack the error line or a stored cause).

BATCH.write()
