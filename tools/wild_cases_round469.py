"""Round-469 blind batch: vLLM failures on vLLM's own tracker (vllm-project/vllm), numbers #40000 and above (2026,
releases 0.19-0.3x), searched by the MEMORY-BUDGET wordings of the newest releases; collected by helper wild469 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round469-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on this excerpt, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch / find_string: issues are not
files). 1 case: vllm #40302 (``--max-model-len -1`` auto-fit to 15,168 on one H100, the front end still admitting
prompts up to the config's 262,144, engine killed by an AssertionError at the first over-long request).

The slice is exhausted. Every search wording of the brief was tried ("Cannot auto-fit max_model_len", "--max-model-len
auto", "CUDA graph capture and warmup left no memory", "extensible KV cache", a negative "Available KV cache memory",
"kv_cache_memory_bytes" / "--kv-cache-memory" / "Replace gpu_memory_utilization config with --kv-cache-memory",
"num_gpu_blocks_override", OOM in profile_cudagraph_memory / capture_model / kernel warm-up / FlashInfer autotune,
"gpu_memory_utilization" with 0.2x-0.3x releases, the Mamba-block bound, DGX Spark / GB10, MTP, multimodal encoder
profiling, Chinese wordings). Every vllm thread >= #40000 the corpus returned for them was already in
/work/coord/USED_SOURCES.txt or named in an earlier round's skip list; the rest are below #40000, PRs without a user's
error text, or runtime (not start-up) failures. "Cannot auto-fit max_model_len", "CUDA graph capture and warmup left no
memory" and "extensible KV cache" returned no vllm-tracker thread at all in the stored corpus.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt and/or a round's skip list): vllm #49224, #57475, #57595, #53013, #50780, #49878,
  #46367, #43400, #51590, #56824, #46307, #40991, #44494, #49064, #42911, #40291, #48601, #49115, #40887, #49233,
  #55148, #40756, #41456, #41027, #45416; outside the slice and used: alex8791-cyber/cognithor #318, aws-samples/
  aws-do-eks #80, eugr/spark-vllm-docker #396, SergiioB/intel-arc-pro-b70-inference-cookbook #4, MiaAI-Lab/
  GLM-5.3-Flash-EXL3-2x-DGX-Sparks #47.
- Not a start-up failure: vllm #50159 (Model Runner V2 + Gemma-4 sizes ~0.9 GiB more KV than MRv1; start-up fine, CUDA
  OOM only under saturating load); vllm #56698 (PR: --kv-cache-memory-bytes not validated, OOM mid-request, no user
  log).
- PRs with no user error text in the stored chunk: vllm #41069 (num_gpu_blocks_override in max_model_len checks, fixes
  #35541 -- that issue is below #40000 and is a hang with no error line), #51768, #47363, #42479.
- Below #40000 (outside the slice): vllm #35541, #39476, #38041, #39809, #38459, #38632.

Judgement calls for the lead:
1. vllm-40302: not a start-up crash; the engine starts (auto-fit works) and dies at the first request longer than the
   auto-fitted length. Taken under 'a failure at its first requests caused by how it was launched' (--max-model-len -1
   with a 262,144-token config on one H100). The stored description names the error only in prose ("crashes at
   `gpu_model_runner.py:3446` with `AssertionError`"), no traceback; the whole line is kept verbatim. Kind
   vllm_check_failed (a bare assert in vLLM's own gpu_model_runner -- in other threads the same _bookkeeping_sync
   assert reads 'Sampled token IDs exceed the max model length', vllm #25120); the lead may prefer None. Cause
   release_regression: the front end kept the config's max_model_len after the engine core auto-fitted it, a bug
   fixed by PR #39102 (a commenter verified the fix on main). No existing cause label fits exactly
   (prompt_exceeds_max_model_len is for a prompt the server correctly refuses).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round469-blind")
case = BATCH.case

# ---------------------------------------- vllm #40302: --max-model-len -1 auto-fits 262144 -> 15168 on 1x H100; the front end still admits longer prompts -> AssertionError, engine dead
case("vllm-40302-max-model-len-auto-fit-15168-h100-prompt-over-fit-assertionerror-engine-dead",
     "https://github.com/vllm-project/vllm/issues/40302",
     "[Bug]: Engine crashes with AssertionError when prompt exceeds auto-fitted max_model_len (admission check missing)\n"
     "\n"
     "VLLM_USAGE_SOURCE=production-docker-image\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "When `--max-model-len=-1` is used (the default auto-fit behavior), vLLM correctly reduces `max_model_len` from "
     "the model config value (262,144) to what fits in GPU memory (15,168 on 1× H100-80GB).\n"
     "\n"
     "  ### Actual behavior\n"
     "\n"
     "  1. `/v1/models` advertises `\"max_model_len\": 262144` (the HF config value, not the auto-fitted 15,168)\n"
     "  2. A prompt with ~15,500 tokens passes admission\n"
     "  3. The engine crashes at `gpu_model_runner.py:3446` with `AssertionError`",
     "vllm_check_failed", {"max_model_len": 15168, "derived_max_model_len": 262144}, "release_regression",
     "With --max-model-len -1 (auto-fit) on one H100-80GB, the engine core shrank max_model_len from the model "
     "config's 262,144 to the 15,168 tokens its KV cache holds, but the API front end kept the config value: "
     "/v1/models advertised 262,144 and a ~15,500-token prompt passed admission, reached the model runner and hit an "
     "assert there, killing the engine (EngineDeadError). A bug of that release (the auto-fitted length was never "
     "propagated back to the front end), not a memory shortage of the user's setup.",
     "fixed upstream: commenter sandyhu533 (2026-04-20) reproduced on main (0.1.dev15911+gec7aafc02, RTX 4090, "
     "Qwen3-0.6B, --max-model-len -1 --gpu-memory-utilization 0.20) and found both sub-bugs gone -- /v1/models returns "
     "the auto-fitted value and an over-long prompt gets HTTP 400 'This model's maximum context length is 27120 "
     "tokens...' with the engine staying alive; the fix is PR #39102 (commit 7c94ae16c, propagating the auto-fitted "
     "max_model_len from the engine core to the front end) with follow-ups. Upgrade past it; on the affected build, an "
     "explicit --max-model-len at or below the fitted 15,168 avoids it",
     release=None, gpu="NVIDIA H100 80GB", gpus=None, command=None,
     forbidden=[{"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title, one line of the environment block, the first sentence of 'Describe the bug' and the "
          "'Actual behavior' list items 1-3 as the stored chunk shows them (item 4, '`EngineDea...', is cut in the "
          "stored text); the diagnosis sentence ('However, the admission layer still uses the original 262,144 "
          "value...') and 'Expected behavior' are left out as the answer. The vLLM version is not in the stored chunk "
          "(an official docker image of April 2026, where -1 / auto-fit was the default per the reporter). No "
          "traceback was pasted; the error is named in prose only. See judgement call 1.")

BATCH.write()
