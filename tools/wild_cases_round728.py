"""Round-728 blind batch: VLLM'S OWN TRACKER, ISSUES AND PRS NUMBERED vllm-project/vllm#32000 TO #35999 ONLY: START-UP
FAILURES AND FIRST-REQUEST FAILURES CAUSED BY THE LAUNCH, ANY FAILURE FAMILY, WITH VLLM'S ERROR LINE AND A CAUSE IN THE
STORED TEXT; collected by helper wild728 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round728-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was to be written from the source
thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
0 cases. Before any look-up the band's used numbers were listed (130 distinct numbers between #32000 and #35999 in
/work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists), and every in-band hit was checked
against that list.

How mined the slice is: mined out, as far as this corpus reaches. The issues corpus is matched by meaning, not by
number, so the band could only be reached through the words of the Jan-Mar 2026 releases (vLLM 0.14-0.17, transformers
5.0, CUDA 13 wheels) and that period's models (Qwen3.5, Qwen3-Coder-Next, Qwen3-VL-Reranker / -Embedding, GLM-4.7-Flash,
GLM-5, GLM-OCR, Kimi-K2.5, Step-3.5-Flash, MiniMax-M2.1 / M2.5, Nemotron-3, MiMo-V2-Flash, DeepSeek-V3.2, Ministral-3 /
Devstral-2, gpt-oss), plus the common error lines (Engine core initialization failed, No available memory for the cache
blocks, Free memory on device, No valid attention backend found, Cannot auto-fit max_model_len, NCCL error, undefined
symbol, libcudart.so.13, ImportError from transformers, DeepGEMM, eagle3 / speculative config). 39 searches returned
only six vllm-project/vllm threads inside the band, and all six were already used or skip-listed; everything else the
searches returned lies outside the band (mostly #1xxxx-#31xxx and #36xxx-#56xxx) or in other repositories.

Sources given up (for the lead, not cases):
- In the band, already used / skip-listed (not re-opened): vllm #32732 (v0.14.0 regression 'No valid attention
  backend found', DeepSeek-R1-0528-NVFP4 on RTX Pro 6000), #33428 (GLM-4.6V start-up failure, vLLM 0.14.1 with
  transformers 5.0.0), #33464 (Qwen3-VL-Reranker-8B on vLLM 0.15.0, --runner pooling with hf_overrides), #35393
  (GLM-OCR on vLLM 0.16.0: glm_ocr not in _CONFIG_REGISTRY, needs transformers >= 5.1), #32338 (LlavaQwenForCausalLM
  'are not supported for now', a feature request), #32599 (request-time LoRA, named in round 683's list).
- In the band, not a launch report: vllm PR #32820 ('[Model Runner V2] Do not error on attention backends'): title
  only in the stored text, no user's error paste, no thread.
- Out of the band (not spendable this round), seen in passing: vllm #36411 (Qwen3.5-27B 'not working', description is
  'logs' only in the stored chunk, already in a skip list), #31940, #31936, #31529, #30214, #30435, #42393, #41849,
  #44022, #45837, #50705 (all outside #32000-#35999).

Judgement calls for the lead:
1. Zero cases rather than weak ones: no unused in-band thread with vLLM's error line and a cause was reached. A thread
   outside the band was never substituted, per the brief.
2. The band may hold more unused threads than the semantic search surfaces (it ranks older, longer threads first for
   generic error words); a number-driven route (read_file / fetch of specific issue numbers) is not available for
   issues in this store, so a later round on this band is unlikely to do better with the same tools.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round728-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
