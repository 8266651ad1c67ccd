"""Round-727 blind batch: VLLM'S OWN TRACKER, ISSUES AND PRS NUMBERED vllm-project/vllm#28000 TO #31999 ONLY
(start-up failures and first-request failures caused by the launch, any failure family, with vLLM's error line and a
cause in the stored text); collected by helper wild727 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round727-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only. Excerpts would be the text as the search tool's issues corpus shows it, with the fix left out.

Look-ups: 44 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
**0 cases.** Not padded: the band is mined out. Before spending on any thread its number was checked against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and every number named in tools/wild_cases_round*.py (368
numbers of the band already appear there); every in-band vllm thread the 44 searches returned was among them, so
none was claimed.

How mined the slice is: the searches covered the common families with vLLM's own wording and the band's models,
GPUs and releases (0.11.1-0.13.0, Nov 2025 - Jan 2026): 'Engine core initialization failed', 'No available memory
for the cache blocks', 'To serve at least one request', 'Free memory on device', CUDA OOM at start-up, undefined
symbol in _C.abi3.so, libcudart.so.13, 'no kernel image', Error 803, 'Selected backend ... is not valid for this
configuration' / 'No valid attention backend found' (0.12+ wordings), 'Failed to create unquantized linear weights',
pydantic 'validation error for ModelConfig', 'Transformers does not recognize this architecture', 'GGUF model with
architecture ... is not supported yet', 'max_num_seqs exceeds available Mamba cache blocks', 'Chunked MM input
disabled', TP divisibility with the 0.11 '(Worker_TP1 pid=...)' prefix, NCCL init errors, InductorError with torch
2.9, port in use, bitsandbytes, speculative decoding (EAGLE3 / MTP), NixlConnector, ROCm MI300X, CPU backend, and the
band's models (DeepSeek-V3.2, Ministral 3 / Devstral 2, Nemotron 3 Nano, MiniMax-M2, Kimi-K2-Thinking, Kimi-Linear,
Qwen3-Next, Qwen3-VL, DeepSeek-OCR / PaddleOCR-VL, gpt-oss, DGX Spark GB10, RTX 5090). The semantic ranking does
not favour the band, so most answers were outside it; the in-band threads it did surface were all used.

Sources given up (for the lead, not cases):
- In the band and already used (USED_SOURCES.txt / CLAIMS.txt / an earlier round's fixture or skip list):
  vllm #31940, #29636 / #29637 / #29639 (one reporter, wrapper traceback only), #30172 (Qwen3-coder 0.11.0 ->
  0.11.2), #30214 and PR #30195 (DeepSeek-V3.2 on B200, CUTLASS_MLA 'sparse not supported'), #31936 and #31480
  (DeepSeek-V3.2 on RTX PRO 6000, no sparse MLA backend for SM120), #30905 (0.11.2 AutoTune missed import in
  Inductor), #30543 (Ministral-3-14B Inductor C++ compile), #28982 (CPU backend, torch 2.9 InductorError), #28143
  (model on the wrong GPU), #28691 / #29739 / #30485 / #30023 (GGUF qwen3vlmoe / qwen3vl / qwen3next not supported),
  #29233 (CPU backend VLLM_CPU_KVCACHE_SPACE default 4 GiB), #28199 (_C.abi3.so undefined cutlass_moe_mm_sm100),
  PR #31740 (SM121 / GB10 support; flashinfer 'No supported CUDA architectures found for major versions [10]').
- In the band, not used, but not a user's launch failure: PR #28534 (CI failure: encoder-only models picking
  TRITON_ATTN after #24794, 'NotImplementedError: Encoder self-attention ... not implemented for
  TritonAttentionImpl'; a fix PR from a CI run, no user launch and no release named), PR #29348 ('[UX] Raise error
  for attn backend of batch invariant', no error text stored).
- Outside the band (not for this slice; all checked and already used): vllm #32732, #42049, #49064, #51964,
  gpustack #3777, #4678, kserve #4875, kyuz0/amd-strix-halo-vllm-toolboxes #36, lemonade-sdk/vllm-rocm #5.

Judgement calls for the lead:
1. No case was written rather than stretching to PR #28534 (a CI traceback fixed by its own PR, not a launch a user
   made) or to an out-of-band thread. If the lead wants the band re-cut, the remaining unused in-band material seems
   to be threads whose stored chunks hold only the APIServer wrapper's 'Engine core initialization failed' frames
   (the earlier rounds' skip lists say the same), which do not qualify.
2. One look-up of the 45 was left unspent; a further search would have repeated the families above.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round727-blind")
case = BATCH.case

# No cases: see the docstring (the band vllm#28000-#31999 is mined out; every in-band thread found was already used).

if __name__ == "__main__":
    BATCH.write()
