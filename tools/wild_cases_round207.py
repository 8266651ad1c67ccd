"""Round-207 blind batch: vLLM LAUNCH failures reported on MODEL PUBLISHERS' issue trackers (QwenLM/*, deepseek-ai/*,
zai-org (THUDM) GLM, InternLM / OpenGVLab InternVL, OpenBMB MiniCPM, ...), memory or not, where the thread says what
fixed it; collected by helper wild207 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round207-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the thread only. Excerpts are the text as the stored copy of the thread
shows it (search corpus=issues; only the stored chunk a query brings back can be read, one chunk per thread per
query); where lines in between were dropped the note says so; the fix is left out of the excerpt.

LOOKUPS_AND_SOURCES_GIVEN_UP

JUDGEMENT_CALLS
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round207-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------- Qwen3-VL-Embedding-8B: lm_head missing on vLLM 0.11.0
case("github-qwenlm-qwen3-vl-embedding-21-8b-lm-head-not-initialized-vllm0110",
     "https://github.com/QwenLM/Qwen3-VL-Embedding/issues/21",
     "vllm==0.11.0 torch==2.8.0 transformers==4.57.3\n"
     "在vllm启动时遇到了如下报错\n"
     "vllm serve Qwen/Qwen3-VL-Embedding-8B\n"
     "--served-model-name Qwen3-VL-Embedding-8B\n"
     "--host 0.0.0.0\n"
     "--port 8801 > logs/qwen3-vl-embed.log 2>&1 &\n"
     "\n"
     "ValueError: Following weights were not initialized from checkpoint: {'language_model.lm_head.weight'}\n"
     "请问要如何解决呢",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Qwen3-VL-Embedding-8B served with vLLM 0.11.0 (January 2026): the 8B checkpoint's config says "
     "tie_word_embeddings false but its safetensors hold no lm_head.weight (only embed_tokens; the 2B ties them), and "
     "vLLM 0.11.0's Qwen3-VL class built an lm_head parameter for it anyway, so the strict weight check after loading "
     "refused the model. Not memory, not the GPU.",
     "a commenter in the thread: upgrade vLLM (pip install -U --pre vllm --extra-index-url "
     "https://wheels.vllm.ai/nightly) -- vLLM PR #30303 '[Bugfix] Qwen 3 VL Embedding loading' (merged 2025-12-09) "
     "fixes exactly this ValueError for the pooling runner; the reporter then said 0.14.0rc0 still failed for them, "
     "the commenter that it runs for them (torch 2.9.0+cu12.6). The publisher's later issue #89 gives the checkpoint "
     "workaround: set \"tie_word_embeddings\": true in config.json (or copy embed_tokens.weight to lm_head.weight)",
     release="0.11.0 (transformers 4.57.3, torch 2.8.0)", gpu=None, gpus=None,
     command="vllm serve Qwen/Qwen3-VL-Embedding-8B --served-model-name Qwen3-VL-Embedding-8B --host 0.0.0.0 "
             "--port 8801",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="The issue body as stored, whole (the launch command is wrapped over lines without backslashes, as the "
          "reporter pasted it). Judgement calls: (1) the thread is closed without a confirmed fix: the upgrade advice "
          "is a commenter's and the reporter's 0.14.0rc0 still failed, so fix_that_worked cites the upstream fix PR "
          "and the publisher's checkpoint workaround (issue #89 of the same tracker, a different report) -- the lead "
          "may prefer to drop this case for want of a confirmed fix; (2) cause weight_loading_mismatch (a parameter "
          "the checkpoint does not carry), release_regression the alternative")

if __name__ == "__main__":
    BATCH.write()
