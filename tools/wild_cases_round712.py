"""Round-712 blind batch: CHINESE LLM APPLICATION PLATFORMS' OWN TRACKERS (chatchat-space/Langchain-Chatchat,
netease-youdao/QAnything, dataelement/bisheng, songquanpeng/one-api and QuantumNous/new-api gateways,
CherryHQ/cherry-studio second cut, ChatGPT-Next-Web / NextChat, 1Panel-dev/MaxKB second cut, labring/FastGPT second
cut), 2024-2026, vLLM's error as the platform shows it, caused by how vLLM was launched, with the cause stated;
collected by helper wild712 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round712-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt.

**Result: 0 cases.** Look-ups: 31 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string /
find_files / find_repos / fetch). The slice is mined out for this corpus: the threads of these trackers that carry
vLLM's own error line and a stated cause are already used or skip-listed (QAnything #128, #233, #289, #302;
Langchain-Chatchat #1645, #1646, #2129, #2381, #2571, #2906, #3200, #3293, #3503, #1075; MaxKB #2900, #2912, #3993;
FastGPT #1085, #1734, #3289, #5579; cherry-studio #3689, #4282), and what remains is either screenshot-only, an
HTTP "400 Bad Request" with no vLLM message, a non-vLLM backend (QAnything's -b hf, FastChat model_worker, Ollama,
llama.cpp), or a platform-side connection / URL problem. Semantic search rarely surfaces these repositories at all:
most queries came back with vllm-project/vllm, QwenLM, xinference and gpustack threads instead (all outside the slice).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / earlier skip lists), seen again and not re-opened: netease-youdao/QAnything #128
  (V100 bfloat16), #302 (No available memory for the cache blocks, RTX3090); chatchat-space/Langchain-Chatchat #2381
  (vLLM OOM at load on V100S), #1075 (Qwen trust_remote_code, not vLLM); 1Panel-dev/MaxKB #2900 (screenshots +
  MaxKB's own credential traceback), #3993 (reranker URL /v1, not a vLLM launch).
- No vLLM error text in the stored chunk (screenshots or only the HTTP status): labring/FastGPT #2622 (Qwen2-7B on
  vLLM via one-api, second turn '400 no body'; the reporter's fix was lowering max tokens to 4096 -- a length / max
  tokens request problem, but vLLM's message is only in screenshots), FastGPT #1880 (vLLM 0.4.3 Qwen2-72B tool calls,
  screenshot; no answer), FastGPT #914 (Qwen-VL via one-api, 422, not vLLM), ChatGPTNextWeb/NextChat #6501 (local
  LLM 400, screenshot only), CherryHQ/cherry-studio #3866 (bge-m3 served with `vllm serve ... --task embed`,
  knowledge-base upload gets '400 Bad Request' in vLLM's access log, no vLLM message; twin vllm-project/vllm #15519,
  no cause in the stored text), songquanpeng/one-api #1879 (Ollama, not vLLM), MaxKB #4990 (vLLM embedding add fails,
  screenshots, maintainer could not reproduce).
- Not vLLM / not the launch: QAnything #127, #157, #235, #325, #331 (hf backend / FastChat model_worker timeouts),
  Langchain-Chatchat #1388, #964, #3533, #3746, #4668, #4685 (transformers / llama.cpp / embeddings), #3159 (vLLM on,
  long KB prompt returns empty, no error printed, bot answer only), cherry-studio #10637, #2054, #1548, #7451, #8500,
  #11751, #10875, #14479 (reasoning display / provider parsing; no vLLM error), MaxKB #2598, #911, #10, #6, #437,
  #3228, #3077, #6148 (Ollama / URL / platform validation).
- Nothing reached for dataelement/bisheng, QuantumNous/new-api, 1Panel itself or TianGong in this corpus (bisheng
  queries returned only other repositories' vLLM logs).

Judgement calls for the lead:
1. No case was written rather than lowering the bar: every in-slice candidate reached lacked either vLLM's own
   message in the stored text or a cause stated in the thread. Candidates for a later round that would need a
   read_file of the full thread (the stored search chunk stops early or holds only screenshots): FastGPT #2622 (if a
   comment pastes vLLM's 'maximum context length' text, it is a max_tokens / context case with the reporter's fix
   stated), cherry-studio #3866 with vllm #15519 (if the thread names why vLLM answered 400 to Cherry Studio's
   embedding batch).
2. The look-up budget was left 4 short of 35 on purpose: the last ten queries returned no unseen in-slice thread with
   an error line, and the remaining look-ups are shared with the other collectors.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round712-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
