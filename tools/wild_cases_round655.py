"""Round-655 blind batch: vLLM start-up and first-request failures on INTEL GAUDI / HPU (HabanaAI/vllm-fork,
vllm-project/vllm-gaudi, optimum-habana, Intel's Gaudi containers and the OPEA / Enterprise-RAG stacks that ship them:
HPU graphs and VLLM_GRAPH_RESERVED_MEM, bucketing and warm-up memory, PT_HPU_* variables, features the HPU build lacks)
and on INTEL XPU (ipex-llm's vLLM, intel/llm-scaler, vLLM's own xpu platform and vllm-xpu-kernels), any tracker,
2024-2026; collected by helper wild655 and NOT graded by the collector. A HELD-OUT measurement: graded once, on the
final code.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Result: NO CASES. The slice is mined out as far as the search index reaches it.

Look-ups: 37 of the 40 allowed: 33 ``search`` (31 corpus=issues, 1 corpus=pages, 1 corpus=docs), 2 ``find_string``,
1 ``read_file`` (by id, an unnamed file from find_string), and no fetch / find_files / find_repos. Every candidate was
checked with grep -F on "owner/repo #N" and the URL in /work/coord/USED_SOURCES.txt and with grep "#N" over
tools/wild_cases_round*.py (reading the hit to see which repository it names) before any further look-up. The issues
corpus's ranking returns the same ~30 Gaudi / XPU threads for every wording (HPU graphs / VLLM_GRAPH_RESERVED_MEM,
synStatus / Device acquire failed, PT_HPU_LAZY_MODE / torch.compile, vllm_hpu_extension imports, INC fp8 / QUANT_CONFIG,
'is not supported on HPU', multimodal / MoE / DeepSeek on Gaudi, OPEA vllm-gaudi pods and compose services, XPU
free-memory / OUT_OF_DEVICE_MEMORY / DEVICE_LOST, ipex-llm serving, intel/vllm and llm-scaler images, vllm-xpu-kernels),
and all of them were already used or named in an earlier round's skip list.

Sources met, all given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm-project/vllm-gaudi #1736, #567, #1754 / #1617 (PRs); HabanaAI/vllm-fork #776,
  #666, #511, #205, #495, #754, #1559 (PR); intel/ipex-llm #12922, #12990, #13303; intel/llm-scaler #424,
  #269, #270, #420, #423, #474, #486, #578, #616; SergiioB/intel-arc-pro-b70-inference-cookbook #4.
- Named in earlier rounds' skip lists (not re-opened): HabanaAI/vllm-fork #344, #484, #1194, #710, #419 (request-time
  engine death on cancelled requests, not start-up, and not in any list: given up for that reason); vllm-project/
  vllm-gaudi #86, #192 (PR), #891; opea-project/Enterprise-RAG #84; opea-project/GenAIExamples #1119, #2105, #2175;
  opea-project/GenAIComps #1038; opea-project/Enterprise-Inference #11; IBM/fmwork #44; intel/llm-scaler #152, #154,
  #271, #305, #348, #595; intel/ipex-llm #11789, #11877, #11881, #11944, #12080, #12081, #13003, #13254; vllm-project/vllm
  #11173, #13053, #20743, #23039, #24817, #28362, #28770, #32410, #14747, #41663, #45259; vllm-project/vllm-xpu-kernels
  #92.
- Fresh, but not a case (error line not in the stored chunk, a screenshot, a hang, or a fix PR with no log):
  vllm-project/vllm #37828 (Arc 140V / Lunar Lake, 'not supported as XE2 cutlass kernel': the chunk stops inside the
  vit_flash_attn_wrapper traceback before the error line, no answer stored); vllm-project/vllm #19370 (a 'Failed to
  import from vllm._C' WARNING on XPU, not a failure), #19528 (XPU usage question), PR #11028 (vllm_hpu_extension
  crashing on import after get_vllm_instance_id was removed: the PR states it, no log), PR #23044 (fix for #23039,
  no log); vllm-project/vllm-gaudi #1331 (Qwen3.5-122B-A10B-FP8 warm-up HANGS at 'Starting sampler warmup', no error),
  PR #993 (warm-up OOM guard; describes 'fatal, unrecoverable device OOM during warmup' for Qwen3-0.6B / Llama-3.2-1B
  without --max-model-len, but prints no log), PRs #228 / #230 (HPUFp8MoEMethod lacks fused_experts, no log), PR #994;
  HabanaAI/vllm-fork PRs #276, #292, #66, #147, #44, #2162 (graph-memory design, no failure log), PR #17 (Ray
  DEFAULT_NCCL_SOCKET_IFNAME ImportError, 2024-03, no log); intel/ipex-llm #12464 (asym_int4 / sym_int4 on the serving
  image: chunk is CCL_WARN lines only), #13202 (OOM with --low-bit-model-path on 4x A770: chunk stops in the start
  script), #12087 and #10834 (screenshots only), #13273 (ollama, not vLLM), #13332 (transformers pipeline, not vLLM);
  opea-project/GenAIComps #1557 (warm-up failure only as a screenshot), #1769 (vllm-fork 0.6.6.post1 with
  Intel/neural-chat-7b-v3-3 in a UT run: the error is cut off, and by date / model / build it is the same head_dim +
  transformers 4.52 class as the used GenAIComps #1719), #1886 / #1968 (screenshots / empty raw log);
  opea-project/GenAIExamples #2273 (empty raw log); huggingface/optimum-habana #1611, #1684 (not vLLM); huggingface/
  tgi-gaudi #93 (TGI, not vLLM); intel/llm-scaler #67, #182 (questions), #235 (request-time hang), #716 (output quality);
  an unnamed developer note found by find_string (vllm-fork DeepSeek example, AttributeError 'NoneType' object has no
  attribute 'is_const_tensor' in htcore.hpu_initialize): no repository can be cited and no cause is given.

Judgement calls for the lead:
1. Zero cases, on purpose. The Gaudi / HPU and Intel XPU slice has been cut by many earlier rounds (the skip lists of
   rounds 102, 115, 144, 262, 283, 288, 326, 433, 436, 481, 493, 550, 574 and others name nearly every thread the
   index returns); every fresh thread I met lacked the error text in its stored chunk or was not a start-up failure.
   Three look-ups of the 40 are left unspent.
2. For a future round: the only untried routes I can see are fetching vllm-project/vllm-gaudi or HabanaAI/vllm-fork and
   grepping their CI / test logs or docs for committed failure logs (code corpus, not issues), or notebooks with
   outputs in HabanaAI/Gaudi-tutorials; both are more likely to yield design notes than user failures with a pinned
   cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round655-blind")
case = BATCH.case

# No cases this round (see the docstring).

BATCH.write()
