"""Round-716 blind batch: MIRRORS OF vLLM's OWN GITHUB ISSUES IN THE PAGES CORPUS (stepcodex.com pages and
github.<mirror> hosts) FOR NON-MEMORY START-UP FAILURES: QUANTIZATION / KERNELS (DEEPGEMM, FLASHINFER, TRITON, MARLIN,
CUTLASS), ATTENTION BACKENDS, DISTRIBUTED (TP / PP / DP / EP, NCCL), DEPENDENCY AND DRIVER MISMATCHES, ARCHITECTURES NOT
SUPPORTED, 2025-2026 threads; collected by helper wild716 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round716-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's pages corpus shows it (for a mirror, the mirror's stored text of the
original issue); the url is the original https://github.com/vllm-project/vllm/issues/N; the fix is left out of the
excerpt.

Look-ups: 38 of the 50 allowed, all ``search`` (33 corpus=pages, 5 corpus=issues used only to learn the original issue
number behind a mirror page or to check a thread's state; no read_file / find_string / find_files / fetch). 1 case:
vllm #37754 (stepcodex mirror: Nemotron-3-Super-120B-A12B-NVFP4 on a DGX Spark / GB10, SM121, FlashInfer attention +
MTP speculative decoding, num_speculative_tokens=2: FlashInfer's BatchPrefillWithPagedKVCache dies with an illegal
memory access; the reporter's fix is --attention-backend triton_attn). Every number was checked with grep against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' tools/wild_cases_round*.py before it was
spent on, and claimed at once.

How mined the slice is: MINED OUT. The pages corpus answers almost every kernel / backend / distributed query with the
same stepcodex.com mirror pages of vLLM issues #37xxx-#44xxx, and nearly all of them are already in USED_SOURCES.txt
or named in an earlier round's skip list (the earlier pages waves and the issues-corpus rounds took the same threads
from GitHub directly). Generic queries ('NCCL error', 'ModuleNotFoundError', 'Triton compile error') return SEO guides
(theneuralbase, runlocalai) and unrelated pages; only queries quoting a specific error text reach a mirror page, and
those land on used threads. The github.<mirror> hosts (yhajoa, pluskevin, 1485827954, gg22, meowingcats01, cotory)
carry the same used issues.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #41849 (DeepGEMM backend not available for bf16 on H100), #38411 (Jetson Thor
  vision encoder PTX toolchain), #40934 (cutlass_scaled_mm Error Internal, Qwen3.5 fp8 on GB10), #40388 (Gemma 4
  per-token-head KV page size), #40885 (Qwen3-VL-MoE NVFP4 IndexError), #38980 (ModelOpt NVFP4 _double_scale KeyError),
  #40000 (Step-3.5 MTP start failure), #40173 (batch-invariant backend 'None'), #40382 (Gemma-4 + DFlash on Ampere),
  #39137 / PR #45040 (fp8_e5m2 KV refused for weight-only checkpoints), #43454 (DSV4 NVFP4 mega MoE KeyError
  w13_input_scale); mudler/LocalAI PR #9950 (vllm _C undefined symbol MessageLogger, torch 2.10 / 2.11).
- Named in earlier rounds' skip lists (not re-opened): vllm #40354 (Ampere sm_86 W4A16 TP=2 Marlin min_thread_n: a
  twin of a club-3090 fixture, round 32; its fix PR #40361 was closed unmerged), #44796 (Gemma-4-12B QAT Marlin shape
  mismatch, rounds 113 / 221), #41865 (FlashInfer GDN JIT multi-worker deadlock: a hang, no error, round 113),
  #27542 (0.11.1rc4 triton on sm120a, gather4 ptxas error; error line not in the stored chunk, rounds 429 / 458),
  #41477 (gpt-oss-120b MXFP4 on GB10: the '.tile::scatter4' error only after patching the capability gate, round 555),
  #43562 (nvfp4 KV cache dies at the first request on SM120, rounds 49 / 470), #42068 (Gemma 4 + DFlash on H100,
  Gemma 4's forced TRITON_ATTN propagated to the drafter; no fix found, round 275; its PR #42069 was closed), #41862
  (EP deadlock with Qwen3.5 hybrid: a hang).
- Fresh but no fix / cause in the thread: vllm #37931 (stepcodex: flashinfer_cutedsl with every cross-node EP all2all
  backend on GB200 NVL72; two launches in one report, DeepEP's 'deep_ep.cpp:226 invalid resource handle' and vLLM's
  'NvFp4 MoE backend 'FLASHINFER_CUTEDSL' does not support the deployment configuration since kernel does not support
  ('standard',) activation format.'; 1 participant, 0 comments, the cause is the reporter's code reading, no fix).
- Mirror pages whose original number was not learnt (not spent on): stepcodex 'Step-3.5/3.7-Flash MTP speculative
  decoding fails to load on NVFP4 (drafter quantizes mtp_block)' (AssertionError weight shape mismatch; 'How to fix',
  no PR, a proposal only), stepcodex 'NIXL disagg fails for Qwen3.5 hybrid model when prefill TP4 and decode DP8 use
  different physical block sizes' (request-time NIXL handshake assertion, not start-up).
- Not a mirror of a vLLM issue / not a case: talkin.icu, malidrive.com.tr, stackcamp.org, ogosis.com, cluetax.site,
  brainxx.org, staging-wms-erp.tvc.mx (AI-written retellings of vLLM issues, their logs rewritten); bestnetllc.co.jp
  (GPUStack + vLLM 0.17.1 PP=2 on V100: Ray's '_TorchTensorAcceleratorChannel' AttributeError at the first chat
  message, the author's cause 'V100 does not support PP P2P' is a guess; off the mirror slice); blog.gitcode.com
  (ai-dynamo 'Error 803' retelling, not vLLM's tracker; vllm_flash_attn import after a source merge, no log);
  f4n6.co.uk (Marlin TP=4 silent zeros on DGX Spark: garbage output, no error); theneuralbase / runlocalai (SEO).

Judgement calls for the lead:
1. vllm-37754 is a failure at the first requests, not at start-up: the engine comes up and FlashInfer's prefill kernel
   faults once MTP speculative decoding runs (the verify step goes through the paged prefill path). It is kept because
   the failure comes from how vLLM was launched (the attention backend with MTP on this GPU) and the reporter's fix is a
   launch flag. kind None follows README's null row (a GPU kernel's fault, 'an illegal memory access was encountered',
   with no mixture-of-experts kernel named in the paste is quoted back unread) and the earlier fixture
   vllm-54225-... (FlashInfer illegal memory access on sm_120, kind None, cause attention_backend_gpu); the cause is
   attention_backend_gpu (FlashInfer's kernel faults on this GPU with this head layout, Triton's does not). The lead may
   prefer to drop it as request-time.
2. The sentence 'Triton attention backend works correctly.' that closes the stored description was left out of the
   excerpt (it is the fix). The stored page shows the issue's 2 comments only as a count; their text is not stored.
   flashinfer-ai/flashinfer #2849 (BatchDecodeWithPagedKVCacheWrapper illegal memory access on SM121 at GQA ratio >= 16,
   a minimal FlashInfer reproducer, open) was seen in an issues-corpus answer and is named in real_cause as the
   upstream kernel report of the same GPU / GQA condition; whether the same author filed both is not shown.
3. gpus: a DGX Spark has one GB10, but the stored text never says how many GPUs; gpus is left None, and a TP above 1
   is still marked wrong (one GB10 per DGX Spark; the workaround kept the same single-GPU launch).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round716-blind")
case = BATCH.case

# ---------------------------------------- vllm #37754 (stepcodex mirror): Nemotron-3-Super NVFP4, GB10 SM121, FlashInfer + MTP -> BatchPrefillWithPagedKVCache illegal memory access
case("vllm-37754-nemotron3-super-nvfp4-gb10-flashinfer-mtp-gqa16-batch-prefill-illegal-memory-access",
     "https://github.com/vllm-project/vllm/issues/37754",
     "[Bug] FlashInfer + MTP speculative decoding crashes on SM121 (DGX Spark) with GQA=16 model\n"
     "\n"
     "FlashInfer attention backend + MTP speculative decoding (num_speculative_tokens=2) crashes with \"illegal memory "
     "access\" on NVIDIA GB10 (SM121 / DGX Spark) when serving Nemotron-3-Super-120B-A12B-NVFP4 (GQA ratio = 16).\n"
     "\n"
     "Error Message\n"
     "\n"
     "RuntimeError: Check failed: (status == cudaSuccess) is false:\n"
     "BatchPrefillWithPagedKVCache failed with error an illegal memory access was encountered\n"
     "\n"
     "File: batch_prefill.cu, line 330\n"
     "Kernel: dtype_q_bf16_dtype_kv_e4m3_dtype_o_bf16_head_dim_qk_128",
     None, {}, "attention_backend_gpu",
     "Nemotron-3-Super-120B-A12B-NVFP4 (GQA ratio 16: 16 query heads per KV head) served on a DGX Spark (NVIDIA GB10, "
     "SM121) with FlashInfer as the attention backend, an fp8 (e4m3) KV cache and MTP speculative decoding with "
     "num_speculative_tokens=2. FlashInfer's paged-KV prefill kernel (bf16 queries, e4m3 KV, head_dim 128), which "
     "vLLM runs for the multi-token verify step of speculative decoding, faults with an illegal memory access on this "
     "GPU at this GQA ratio; the Triton attention backend runs the same model and launch correctly. A FlashInfer "
     "kernel bug on SM121 at GQA ratio >= 16 (the upstream report flashinfer-ai/flashinfer #2849 reproduces the same "
     "condition on GB10 with FlashInfer alone), not memory, length or parallelism.",
     "from the issue's own 'Workaround' (the reporter): 'Use --attention-backend triton_attn instead of flashinfer. "
     "Achieves 22.4 tok/s with MTP=2 on Nemotron-3-Super-120B-A12B-NVFP4 on DGX Spark.' The working command the "
     "reporter posts keeps --speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":2}' and "
     "--kv-cache-dtype fp8 and changes only the attention backend. No fix PR is linked in the stored page (state "
     "'How to fix', 2 comments not stored).",
     release=None, gpu="NVIDIA GB10 (DGX Spark, SM121)", gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"},
                {"flag": "--max-num-seqs"}, {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the original issue title (the mirror's 'vllm - 💡(How to fix) Fix ... [2 comments, 3 "
          "participants]' wrapper and its tool menus dropped), the stored description without its closing sentence "
          "'Triton attention backend works correctly.' (the fix), and the 'Error Message' block as the stepcodex "
          "page stores it. The failing launch command is not stored (only the working Triton command, cut after "
          "'--no-enable-chu'), so command is None; the vLLM release is not stated. See judgement calls 1-3.")

BATCH.write()
