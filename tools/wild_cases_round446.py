"""Round-446 blind batch: vLLM's own tracker (vllm-project/vllm issues and PRs) #20000-#30000, mid-late 2025 (releases
0.9.x-0.11.x: gpt-oss, Qwen3-Next, GLM-4.5, Kimi K2, DeepSeek-V3.1, --async-scheduling, FlashInfer sampler); collected
by helper wild446 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round446-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 42 of the 50 allowed, all ``search`` (37 corpus=issues, 5 corpus=pages); a 43rd search was refused because
the session's search budget was used up, so the round stopped there (no read_file / find_string / fetch). 1 case:
vllm PR #22259 (a user's comment with the gpt-oss image's start-up traceback). The slice is mined out: nearly every
start-up thread of this era that the issues corpus returns with its error line is already in USED_SOURCES.txt, in a
fixture's source_url, or in an earlier round's skip list (checked for every hit with grep -F on USED_SOURCES.txt,
tests/golden/wild/*.json and tools/wild_cases_round*.py). The pages corpus holds mirrors of vLLM issues
(stepcodex.com, onlydust.com, github.* proxies) with whole threads; that may be a way to reach threads whose
issues-corpus chunk is cut, but the budget ran out before it gave an in-slice case.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures): vllm #27508, #22422, #22288, #31936, #30214, #24523, #20305, #25837,
  #22331, #22290, #22325; zai-org/GLM-4.5 #58, #16, #54, #4; vllm-project/recipes PR #27.
- Named in earlier rounds' skip lists (not re-opened): vllm #23826, #23176, #29639, #23934, #22265, #31480, #25809,
  #22301, #28589, #25378, #21882, #20881, #22430, #29447, #24208, #21122, #19427.
- Error line not in the stored chunk: vllm #22525 ('(gpt-oss-20b) openai_harmony.HarmonyError: error downloading or
  loading vocab file', A100 in an air-gapped k8s cluster, vllm-openai:gptoss image, closed): the error is only in the
  title; the body chunk stops after the CUDA-graph capture lines, and two targeted searches (plus two pages-corpus
  searches) did not reach the traceback or the answer. It is the same failure as the case taken, with the cause
  stated by its reporter (air gap). vllm #27321 ('vllm failed with TP > 1', 2025-10, a later comment says it was
  fixed by vllm==0.11.0): only the collect_env opening was reached in two searches.
- Not a start-up failure: vllm #22713 (GLM-4.5 'RuntimeError: Error Internal' at the first request), #26936 (hybrid
  models give wrong output with FlashInfer 0.4; fixed by PR #27753), #27878 (async scheduling + penalties), #22515
  (HarmonyError 'Unexpected token' on tool calls).
- Not a user report: vllm PR #27994 (the developer's own reproduction of the FlashInfer block_size 16 x head size 256
  assert on B200), PR #27682 (developer repro of a DeepEP low-latency assert; the error line is cut), PR #19970 (the
  async-scheduling checks as code, no failure).
- Off-slice (not the vLLM tracker, left for their own slices): zai-org/GLM-V #144 (GLM-4.5V nightly, --tool-call-parser
  glm45 'invalid choice'), ByteDance-Seed/seed-oss #18 / #4 (SeedOssForCausalLM before vLLM 0.10.2), MiniMax-AI/
  MiniMax-M2 #40 (MiniMaxM2ForCausalLM not supported on 0.11.0), princeton-ddss/blackfish #162 (gpt-oss Harmony
  vocab offline), eugr/spark-vllm-docker #395 (gpt-oss vocab fetched at first request behind restricted egress).

Judgement calls for the lead:
1. vllm PR #22259 is a pull request ('Support gpt-oss'); the case is a user's comment on it (dsingal0, 2025-08-05)
   with the traceback from the vllm/vllm-openai:gptoss image. The comment has no answer in the stored chunk, so the
   cause is read from the message itself ('error downloading or loading vocab file: failed to download or load
   vocab file') and the fix is taken from the same failure's other threads (vllm #22525, openai/harmony #46 and #95);
   fix_that_worked says so.
2. kind and cause hub_unreachable, following the earlier gpt-oss Harmony fixture
   (github-parallelworks-gpt-oss-120b-v0151-harmony-tiktoken-hash-empty, round 154): the server cannot fetch a file
   it downloads at start-up. The file is the tiktoken vocabulary from openaipublic.blob.core.windows.net, not the
   Hugging Face Hub; if the lead prefers a separate label for it, none exists yet in LABELS.txt.
3. The failure happens in the API server after the engine is up (building the Responses endpoint), so it is a
   start-up failure without any memory figure: numbers is {} and memory / parallelism flags are marked wrong.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round446-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}]

# ---------------------------------------- vllm PR #22259 (comment): vllm/vllm-openai:gptoss image -> HarmonyError, vocab file not downloadable
case("vllm-22259-gptoss-image-harmony-vocab-download-failed-serving-responses",
     "https://github.com/vllm-project/vllm/pull/22259",
     "using the vllm/vllm-openai:gptoss image gives the following error\n"
     "`(APIServer pid=16)   File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/serving_responses.py\", "
     "line 130, in __init__ \n"
     "\n"
     "(APIServer pid=16)     get_stop_tokens_for_assistant_actions()) \n"
     "\n"
     "(APIServer pid=16)     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ \n"
     "\n"
     "(APIServer pid=16)   File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/harmony_utils.py\", line 187, "
     "in get_stop_tokens_for_assistant_actions \n"
     "\n"
     "(APIServer pid=16)     return get_encoding().stop_tokens_for_assistant_actions() \n"
     "\n"
     "(APIServer pid=16)            ^^^^^^^^^^^^^^ \n"
     "\n"
     "(APIServer pid=16)   File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/harmony_utils.py\", line 37, in "
     "get_encoding \n"
     "\n"
     "(APIServer pid=16)     _harmony_encoding = load_harmony_encoding( \n"
     "\n"
     "(APIServer pid=16)                         ^^^^^^^^^^^^^^^^^^^^^^ \n"
     "\n"
     "(APIServer pid=16)   File \"/usr/local/lib/python3.12/dist-packages/openai_harmony/__init__.py\", line 674, in "
     "load_harmony_encoding \n"
     "\n"
     "(APIServer pid=16)     inner: _PyHarmonyEncoding = _load_harmony_encoding(name) \n"
     "\n"
     "(APIServer pid=16)                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ \n"
     "\n"
     "(APIServer pid=16) openai_harmony.HarmonyError: error downloading or loading vocab file: failed to download or "
     "load vocab file `",
     "hub_unreachable", {}, "hub_unreachable",
     "A gpt-oss model served from the vllm/vllm-openai:gptoss image (the August 2025 gpt-oss pre-release of vLLM). "
     "While the API server built its Responses endpoint (serving_responses.__init__ -> harmony_utils.get_encoding), "
     "openai_harmony tried to load the gpt-oss Harmony encoding, whose tiktoken vocabulary (o200k_base) it downloads "
     "on first use from openaipublic.blob.core.windows.net into a local cache. The download failed (the container "
     "could not reach that URL and no cached copy existed), so the server died at start-up. Not a memory, GPU or "
     "parallelism problem.",
     "not in the stored chunk of the PR (no reply to the comment was reached). The same error's other threads give the "
     "fix: vllm issue #22525 (same message, air-gapped k8s cluster with the same image) and openai/harmony #46 / #95 - "
     "pre-stage the vocab file (o200k_base.tiktoken, plus cl100k_base.tiktoken) and point openai_harmony at it, e.g. "
     "mount a pre-filled /tmp/tiktoken-rs-cache (TIKTOKEN_RS_CACHE_DIR) or set TIKTOKEN_ENCODINGS_BASE to a directory "
     "holding o200k_base.tiktoken; or give the container outbound access to openaipublic.blob.core.windows.net",
     release="vllm/vllm-openai:gptoss image (vLLM 0.10.1 gpt-oss pre-release, August 2025)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the comment by dsingal0 (2025-08-05) on PR #22259 as the stored chunk shows it, with its blank lines "
          "between traceback lines and trailing spaces, opening and closing backticks included; the traceback is the "
          "API-server tail only (no launch command, model name or GPU was pasted). The cause is read from the message; "
          "the fix comes from the sibling threads named in fix_that_worked, not from this PR.")

if __name__ == "__main__":
    BATCH.write()
