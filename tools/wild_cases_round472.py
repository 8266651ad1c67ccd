"""Round-472 blind batch: vLLM's own tracker (vllm-project/vllm issues), numbers #30000-#40000 (Dec 2025 - Apr 2026,
releases 0.12-0.19), THIRD pass, searching by exact error strings rather than topics; collected by helper wild472 and
NOT graded by the collector. This round adds NO cases: nothing new and usable was reachable in the slice.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Look-ups: 38 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). Queries tried (exact
error strings, each with a 2026 model, GPU or release): "RuntimeError: Worker failed with error" + Qwen3.5/B200;
"CUDA error: an illegal memory access" + Engine core initialization failed / RTX 5090; NotImplementedError + GLM-5;
KeyError weight loading + Qwen3-Next / vLLM 0.13; ValueError + Blackwell SM120 / RTX PRO 6000; ImportError undefined
symbol + torch 2.10; AssertionError + Qwen3.5; torch.OutOfMemoryError "Tried to allocate" + Qwen3.5 / RTX 4090;
Gemma 4 + core.py:1108; Qwen3.5-35B-A3B + vLLM 0.17 TypeError; "Selected backend AttentionBackendEnum ... is not valid
for this configuration"; "Error in memory profiling"; the 0.13 / 0.16 start-up banners; DeepSeek-V3.2 FLASHMLA_SPARSE;
V100 / sm70 on 0.12+ and cu130 wheels; "No valid attention backend found"; MiniMax-M2.5 / Kimi-K2.5; GLM-4.7-Flash;
Nemotron-3 Nano; "The NVIDIA driver on your system is too old (found version 12080)"; transformers 5 ImportError;
"Tokenizer class TokenizersBackend does not exist"; torch.AcceleratorError illegal memory access + Qwen3.5; GLM-5 FP8;
Triton "out of resource: shared memory" + Qwen3.5 GDN kernels; "Model architectures ['Gemma4ForConditionalGeneration']
are not supported"; Chinese-language Qwen3.5 start-up reports; [multiproc_executor.py:783] WorkerProc failed to start;
"[Errno 98] Address already in use"; FlashInfer JIT ninja build; gated-repo 401; "invalid device ordinal" + DP.
The semantic index answers these mostly with 2024-2025 threads or with other repositories; the in-range vLLM threads it
did return were nearly all already used.

Cases: none.

Sources given up (for the lead; none appended to USED_SOURCES.txt, since none was used):
- Already used (USED_SOURCES.txt or earlier rounds' skip lists): vllm #30214 (and PR #30227), #31480, #31936, #32109,
  #32732, #33920, #30172, #30021, #36077, #39774, #39878 (PR), #30466.
- In range and unused, but the stored chunk does not carry what a case needs:
  #32330 (Qwen3-VL-235B-A22B-Instruct-AWQ on 'two A100-80G', vLLM with torch 2.9.0+cu128 / Python 3.13; collect_env shows
  GPU 0 A100-SXM4-80GB and GPU 1 a Quadro, i.e. a mixed pair; the chunk stops inside the executor traceback before the
  error line; closed as stale, no fix in the chunk);
  #31845 (DeepSeek-V3.2 with MTP num_speculative_tokens=3 on 8x H200, FLASHMLA_SPARSE; the server starts and fails on the
  first request; the chunk stops inside the worker traceback before the exception line, and no fix or diagnosis is
  visible; closed);
  #39373 and #39374 (same reporter, 2026-04-09: the body is only 'torch.AcceleratorError: CUDA error: an illegal memory
  access was encountered', no environment, command or answer).
- Out of slice (other repositories; noted only because they answered the exact-string queries with a 2026 vLLM log and a
  visible fix or diagnosis; another round may take them if they are unused; modelscope/FunASR #2973 and guqiong96/Lvllmds4 #46, both 'The
  NVIDIA driver on your system is too old (found version 12080)', turned out to be used already): agentscope-ai/QwenPaw
  #3084 and gpustack/gpustack #5096 and eugr/spark-vllm-docker #170 and
  hiyouga/LlamaFactory #10310 ('Tokenizer class TokenizersBackend does not exist or is not currently imported' with Qwen3.5
  fine-tunes on vLLM 0.19 / transformers < 5; fixes not checked), MiniMax-AI/MiniMax-M2.5 #30 (Ray KeyError on vLLM).

Judgement calls for the lead:
1. The slice looks exhausted for this index: of the in-range vLLM threads the exact-string queries reached, every one with
   a whole error line and a cause was already in USED_SOURCES.txt or an earlier round's skip list. Further passes over
   #30000-#40000 through the issues corpus are unlikely to pay; the out-of-slice threads above are the better leads.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round472-blind")
case = BATCH.case

BATCH.write()
