"""Round-284 blind batch: SPECULATIVE DECODING at start-up (EAGLE, EAGLE3, MTP, Medusa, n-gram, draft models:
--speculative-config / --speculative-model failures, memory or not) in any GitHub tracker (vLLM, SpecForge,
speculators, the model vendors, EAGLE's own repo, tools that start vLLM), issues corpus; collected by helper wild284
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round284-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

(DOCSTRING_TAIL)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round284-blind")
case = BATCH.case

# ------------------------------------------- vLLM V0 spec decode: R1-Distill-Qwen-7B target + 1.5B draft, vocab assert
case("vllm-14939-r1-distill-qwen-7b-draft-1.5b-spec-decode-vocab-sizes-assert",
     "https://github.com/vllm-project/vllm/issues/14939",
     "When attempting to use speculative decoding in vLLM with the following models:\n"
     "\n"
     "- Main Model: deepseek-ai/DeepSeek-R1-Distill-Qwen-7B\n"
     "- Draft Model: deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B\n"
     "\n"
     "I encounter the following error:\n"
     "\n"
     "assert all(vocab_sizes[0] == vocab_size for vocab_size in vocab_sizes)\n"
     "AssertionError\n"
     "Process SpawnProcess-1?",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Draft-model speculative decoding (vLLM V0 spec_decode_worker) refuses a target/draft pair whose vocab sizes "
     "differ: DeepSeek-R1-Distill-Qwen-7B (Qwen2.5-7B base, vocab_size 152064) and DeepSeek-R1-Distill-Qwen-1.5B "
     "(Qwen2.5-1.5B base, vocab_size 151936) share the tokenizer but pad the embedding differently, so the strict "
     "equality assert in the worker's _vocab_size fires at start-up. Not a memory problem.",
     "no fix is posted in the reachable part of the thread (closed as stale). The known remedies from the sibling "
     "threads: pick a draft whose vocab_size equals the target's, or pad the draft's embedding/config to the "
     "target's vocab size (ShangmingCai in vllm #5203: 'modify the model file ... to concat the embed_tokens.weight "
     "with padding tensor. Then change the vocab_size param to align with your ... model'); vLLM PR #13849 proposed "
     "tolerating a small positive delta (Qwen 2.5 pads to 128 vs 256)",
     release="not stated in the reachable chunk (V0 speculative decoding, March 2025: 0.7.x/0.8.x)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--max-model-len"},
                {"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue body's sentence and the error block as the thread shows them (the author calls the "
          "three lines 'the full error code'; the collect_env block before it is dropped). Kind and cause "
          "vllm_check_failed: no label names a draft/target vocabulary mismatch; it is a speculative-decoding "
          "compatibility check of vLLM. Vocab sizes 152064/151936 are from the sibling threads (vllm #7252, "
          "Qwen #326), not printed in this excerpt, hence numbers {}. Memory, TP and quantization flags cannot "
          "help: the pair itself is refused.")

# ------------------------------------------- specreason: vLLM 0.8.2 V0, QwQ-32B tp2 + R1-Distill-Qwen-1.5B draft
case("specreason-10-qwq-32b-tp2-r1-distill-1.5b-draft-v082-vocab-sizes-assert",
     "https://github.com/ruipeterpan/specreason/issues/10",
     "(VllmWorkerProcess pid=770441) ERROR 10-16 16:01:23 [multiproc_worker_utils.py:238]   File \"/home/weiquan/llms/"
     "specreason-copy/specreason/.venv/lib/python3.12/site-packages/vllm/spec_decode/spec_decode_worker.py\", line 1258, "
     "in _vocab_size\n"
     "(VllmWorkerProcess pid=770441) ERROR 10-16 16:01:23 [multiproc_worker_utils.py:238]     assert all(vocab_sizes[0] "
     "== vocab_size for vocab_size in vocab_sizes)\n"
     "(VllmWorkerProcess pid=770441) ERROR 10-16 16:01:23 [multiproc_worker_utils.py:238]            "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(VllmWorkerProcess pid=770441) ERROR 10-16 16:01:23 [multiproc_worker_utils.py:238] AssertionError",
     "vllm_check_failed", {"tensor_parallel_size": 2}, "vllm_check_failed",
     "SpecReason's setup runs vLLM 0.8.2 (V0, VLLM_USE_V1=0) serving Qwen/QwQ-32B at TP 2 with "
     "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B as the draft model: QwQ-32B's embedding is padded to 152064 tokens, "
     "the 1.5B draft's to 151936, so the V0 spec-decode worker's vocab-size equality assert fails right after both "
     "models load. The author adds that commenting the assert out only moves the crash to inference time.",
     "no fix posted in the thread (open). The remedy the vLLM threads give for this Qwen padding mismatch is to pad the "
     "draft's embedding and set its config vocab_size to the target's (vllm #5203 workaround), or use a draft with "
     "the same vocab_size; removing the assert is not a fix (the author shows it crashes later)",
     release="0.8.2 (the author: 'When I installed vllm 0.8.2', V0 engine forced with VLLM_USE_V1=0)",
     gpu="not stated", gpus=2,
     command="VLLM_USE_V1=0 uv run vllm serve Qwen/QwQ-32B --dtype auto -tp 2 --max_model_len 16384 "
             "--gpu-memory-utilization 0.9 --port 30000 --speculative_config '{\"model\": "
             "\"deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B\", \"num_speculative_tokens\": 5}'",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"}],
     note="Excerpt: the last four lines of the worker traceback as the issue shows them; the earlier frames and the "
          "later inference-time crash (after the author commented out the assert) are dropped. The command is the "
          "author's, with the draft repo name re-joined (the issue wraps 'deepseek-ai/DeepSeek-' / 'R1-Distill-"
          "Qwen-1.5B' over two lines). SpecReason is a research tool that drives vLLM's own draft-model speculative "
          "decoding; the user had modified vLLM's spec_decode per SpecReason's instructions. Kind/cause "
          "vllm_check_failed for the same reason as vllm #14939 in this batch. tensor_parallel_size 2 is from the "
          "command, not the excerpt.")

if __name__ == "__main__":
    BATCH.write()
