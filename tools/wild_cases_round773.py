"""Round-773 blind batch: SCHEDULER AND BATCHING FLAGS AT VLLM'S START-UP (--max-num-batched-tokens below
max_model_len or below a multimodal item's tokens, chunked prefill on or off where a model or backend refuses it,
prefix caching refused or crashing -- --enable-prefix-caching with a hybrid / Mamba / sliding-window model,
mamba_cache_mode --, --max-num-seqs, --async-scheduling refusals, --scheduling-policy), 2024-2026; collected by helper
wild773 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round773-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and the fix PR / comments it links, as the search tool's issues corpus stores them). Excerpts are the text as
the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 45 allowed: 35 ``search`` (33 corpus=issues, 2 corpus=pages), 1 ``read_file`` that
found nothing (issues are not files in the index) and 1 ``find_string`` that only hit unrelated crawler code (the
issue threads are not in find_string's selection). 3 cases:
- vllm #14069: an MLA model (DeepSeek family) on the V0 engine with prefix caching on and chunked prefill off: bare
  ``AssertionError()`` at the first cache-hit step; fixed by PR #14255 (LucasWilkinson, on ZhongYingMatrix's diff).
- vllm #14009: the same assertion, named in the title (``assert prefill_metadata.context_chunk_seq_tot is not None``),
  DeepSeek-R1 at TP 8 x PP 3 on L20s; tied to #14069 and PR #14255 in its own comments ('it work').
- syv-ai/qwen38-27b-rtx3090 #18: Qwen3.8-27B + DFlash2 with PREFIX_CACHE=1 (``--prefix-match-unit 128``) on one 3090:
  ``AssertionError: SlidingWindowManager does not support fine-grained (partial) cache hits`` on the first request
  when DFLASH_TOKENS is 3; the identical launch with the default 7 runs for hours.

How mined the slice is: very. Nearly every thread the issues corpus returns for this slice's error lines is already
in USED_SOURCES / CLAIMS or named in an earlier round's skip list (rounds 13, 18, 112, 114, 133, 206, 291, 302, 310,
340, 355, 405, 475, 483, 552, 579, 606, 625, 667 cover it). The batched-tokens refusals (verl, RBLN, tt-xla,
interp-engine, runpod), the Mamba-block / align-mode refusals, chunked-prefill-with-prefix-caching refusals on
plugin backends (vllm-ascend, vllm-openvino, kubeai), the async-scheduling executor refusal and the priority-scheduling
heap TypeError are all used. What is left is runtime crashes of flag combinations and threads whose stored chunk
stops before the error line.

Sources given up (for the lead, not cases):
- Already used or skip-listed: verl-project/verl #7624 / PR #7626, #259 / volcengine/verl #189, RBLN-SW/vllm-rbln #527,
  tenstorrent/tt-xla #5932, tenstorrent/vllm #469, decoderesearch/interp-engine #2, vllm #39976, #28981, #17797,
  #36697 / PR #36734, #49064, #38632, #27195, #15269, #3781, #3355 / PR #3377, #13147, #29747 / PR #29764 (round 625),
  ROCm/vllm #833, vllm-project/recipes #551, NVIDIA-AI-Blueprints/retail-shopping-assistant #95, vllm-project/speculators
  #976, vllm-project/vllm-ascend #133, vllm-project/vllm-openvino #16, kubeai #119, QwenLM/Qwen3-Coder #578,
  hiyouga/EasyR1 #648, discuss.vllm.ai t/1602, vllm #51250 / #54504 / #48401, syv-ai #25.
- Error line not in the stored chunk: vllm-project/vllm-ascend #7705 (Qwen3.5-27B w8a8 with chunked prefill turned
  off on 0.17.0rc: the chunk stops inside the serve command, the environment is a screenshot), vllm #15060
  ('--enable-chunked-prefill setting is not taking effect', Llama-3.1-8B with task='embedding' on 0.7.0: chunk stops in
  the args Namespace), vllm #18547 ('chunked_prefill cannot be turn off in V1 engine': chunk stops in the args), vllm
  #13370 (MLA + --enable-chunked-prefill leaves max_num_batched_tokens at 2048; only PR #13374's description stored),
  vllm #3880 (prefix caching with an fp8 KV cache, 2024-04: chunk is the reproduction script only), vllm #9272 / #9342
  (V0 priority scheduling crash at preemption: chunks are mid-traceback with no answer stored).
- No confirmed cause / fix in the stored text: vllm #23347 (V1 --scheduling-policy priority crash at preemption: the
  reporter edited the assertion's message himself and the fix is not stored -- only his repro PR #23346), kvcache-ai/
  Mooncake #292 (--no-enable-chunked-prefill with MooncakeStoreConnector, 'assert start_pos == num_prefill_tokens';
  the maintainer's advice did not help and no resolution is stored), vllm #5537 (illegal memory access with prefix
  caching; only users' guesses: sliding window or DeepSeek), ROCm/vllm #457 (MLA forcing prefix caching off on ROCm: an
  INFO line, no failure).
- Off-slice or no failure: vllm #48401 / #40696 / #45238 / #51198 (hybrid prefix caching silently inert, no error),
  vllm #52071 (wrong output with --no-async-scheduling, no error line), kaito #2008 / vllm #42911 / LMCache #3163
  (hybrid KV cache manager disabled by a KV connector: the KV-transfer slice), QwenLM/Qwen3-Coder #578 (a warning only),
  genlm/genlm-backend #29 (no text), vllm #5302 (speculative decoding with max-num-seqs <= 2 x num-speculative-tokens,
  2024-06: not reached in the stored chunks within the budget -- a candidate for a later round).

Judgement calls for the lead:
1. vllm-14069 and vllm-14009 are one family (MLA + prefix caching + chunked prefill off on V0, PR #14255). Keep one if
   families should not repeat. Both are bare assertions in vLLM's MLA prefill path, so the kind is vllm_check_failed
   (as the earlier bare-assert fixtures); the CAUSE is labelled attention_backend_feature_unsupported (the MLA backend
   of that release could not serve prefix-cache hits without chunked prefill's context metadata). vllm_check_failed
   or release_regression (fixed by a later release) are defensible alternatives.
2. vllm-14069's excerpt joins two stored chunks of the same description (the pasted traceback, cut by the store, and
   the description's closing lines); the start of the description (command, environment) is not stored. Its title
   states the flag combination -- that is the reporter's own text, kept.
3. vllm-14009's error line is stored only in the title (the pasted traceback stops in the engine frames). The
   description does not say prefix caching was on; the tie to prefix caching / chunked prefill off comes from the
   thread (DefTruth: 'The error the same as #14069' and his quote of #14069's title; the fix PR worked for him).
4. syv-ai-18 runs the repository's patched vLLM tree (DFlash2 backport, KVarN patches; 'current main' of that repo,
   release not stated). The cause is the reporter's own isolation (only DFLASH_TOKENS 7 -> 3 changes; the alignment
   that --prefix-match-unit 128 sets up stops being a multiple of the sliding-window manager's block size); the
   issue is closed and no fix comment is stored. Kind and cause both vllm_check_failed (vLLM's own assert in the KV
   cache coordinator). Drop it if a reporter-only cause is not enough.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round773-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--swap-space"}]

# ---------------------------------------- vllm #14069: MLA model, prefix caching on, chunked prefill off (V0) -> AssertionError()
case("vllm-14069-mla-prefix-caching-chunked-prefill-disabled-v0-assertion",
     "https://github.com/vllm-project/vllm/issues/14069",
     "[Bug]: Runtime error when running MLA models with \"prefix caching enabled\" and \"chunked prefill disabled\"\n"
     "\n"
     "```plaintext\n"
     "ERROR 03-01 00:31:53 [engine.py:141] AssertionError()\n"
     "ERROR 03-01 00:31:53 [engine.py:141] Traceback (most recent call last):\n"
     "ERROR 03-01 00:31:53 [engine.py:141]   File \"/root/vllm/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 139, in start\n"
     "ERROR 03-01 00:31:53 [engine.py:141]     self.run_engine_loop()\n"
     "ERROR 03-01 00:31:53 [engine.py:141]   File \"/root/vllm/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 202, in run_engine_loop\n"
     "ERROR 03-01 00:31:53 [engine.py:141]     request_outputs = self.engine_step()\n"
     "ERROR 03-01 00:31:53 [engine.py:141]   File \"/root/vllm/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 228, in engine_step\n"
     "ERROR 03-01 00:31:53 [engine.py:141]     raise e\n"
     "ERROR 03-01 00:31:53 [engine.py:141]   File \"/root/vllm/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py\", line 211, in engine_step\n"
     "ERROR 03-01 00:31:53 [engine.py:141]     return self.engine.step()\n"
     "ERROR 03-01 00:31:53 [engine.py:141]   File \"/root/vllm/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 1401, in step\n"
     "ERROR 03-01 00:31:53 [engine.py:141]     outputs = self.model_executor.execute_model(\n"
     "ERROR 03-01 00:31:53 [engine.py:141]   File \"/root/vllm/lib/python3.10/site-p\n"
     "[...]\n"
     "</details>\n"
     "\n"
     "@LucasWilkinson @pathorn @simon-mo @tlrmchlsmth PTAL 🙏\n",
     "vllm_check_failed", {}, "attention_backend_feature_unsupported",
     "An MLA model (DeepSeek family) served on vLLM's V0 engine (multiprocessing engine, early March 2025) with "
     "--enable-prefix-caching and chunked prefill disabled. V0's MLA prefill path builds the chunked-context metadata "
     "(context_chunk_seq_tot and friends) only when chunked prefill is on, so the first step whose prompt hits the "
     "prefix cache (DefTruth: 'we will hit this error if prefix cache hit rate > 0') fails the MLA backend's "
     "assertion and kills the engine loop. A flag combination the MLA attention path of that release could not serve, "
     "not memory or parallelism.",
     "PR #14255 (LucasWilkinson, 'based on @ZhongYingMatrix's diff'), offered in the twin issue #14009 and confirmed "
     "there by DefTruth ('it work'); ZhongYingMatrix in #13720: 'fix in #14255'. Fix: a vLLM release with PR #14255; "
     "before it, keep chunked prefill on together with prefix caching (zeroorhero's comment: with both flags the "
     "error is avoided) or turn prefix caching off.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--pipeline-parallel-size"},
                              {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title plus two stored chunks of its description joined with '[...]': the pasted "
          "traceback (the store cuts it after 'site-p') and the description's closing lines (the bug-report "
          "checklist after them dropped). The start of the description (command, model, environment) is not in the "
          "stored text. Kind follows the earlier bare-assert fixtures; see judgement call 1 on the cause.")

# ---------------------------------------- vllm #14009: DeepSeek-R1 TP8 x PP3 on L20 -> assert prefill_metadata.context_chunk_seq_tot is not None
case("vllm-14009-deepseek-r1-tp8-pp3-l20-mla-context-chunk-seq-tot-assert",
     "https://github.com/vllm-project/vllm/issues/14009",
     "[Bug]: AssertionError, assert prefill_metadata.context_chunk_seq_tot is not None\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of `python collect_env.py`</summary>\n"
     "\n"
     "```text\n"
     "Your output of `python collect_env.py` here\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "- L20 x 3, 72 GPUs\n"
     "- TP=8, PP=3\n"
     "- vLLM commit: 811a46bf06f872c28147f957b3a9d18d97d1c1ad\n"
     "- DeepSeek-R1\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "```bash\n"
     "[2025-02-27 21:37:38,998] [ERROR] [MainThread] [asyncio] >>> Exception in callback functools.partial(<function _log_task_completion at 0x148b0b8bbbe0>, error_callback=<bound method AsyncLLMEngine._error_callback of <vllm.engine.async_llm\n"
     "_engine.AsyncLLMEngine object at 0x148b005c3400>>)\n"
     "handle: <Handle functools.partial(<function _log_task_completion at 0x148b0b8bbbe0>, error_callback=<bound method AsyncLLMEngine._error_callback of <vllm.engine.async_llm_engine.AsyncLLMEngine object at 0x148b005c3400>>)>\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/async_llm_engine.py\", line 58, in _log_task_completion\n"
     "    return_value = task.result()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/async_llm_engine.py\", line 825, in run_engine_loop\n"
     "    result = task.result()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/async_llm_engine.py\", line 748, in engine_step\n"
     "    request_outputs = await self.engine.step_async(virtual_engine)\n"
     "  File \"/us\n",
     "vllm_check_failed", {}, "attention_backend_feature_unsupported",
     "DeepSeek-R1 (an MLA model) on vLLM's V0 AsyncLLMEngine at TP 8 x PP 3 over three L20 nodes, at a late-February "
     "2025 main commit. The thread ties the assertion to the same flag combination as #14069 (DefTruth: 'The error "
     "the same as #14069' -- 'Runtime error when running MLA models with \"prefix caching enabled\" and \"chunked "
     "prefill disabled\"'): with prefix caching on and chunked prefill off, V0's MLA prefill path reaches a prefix-"
     "cache hit without the chunked-context metadata, so 'assert prefill_metadata.context_chunk_seq_tot is not None' "
     "fails in the engine step. Not memory and not the TP / PP layout.",
     "PR #14255 (LucasWilkinson, based on ZhongYingMatrix's diff), posted in this thread; the reporter DefTruth: 'it "
     "work' (2025-03-12). Fix: a vLLM build with PR #14255; before it, chunked prefill on together with prefix "
     "caching, or prefix caching off.",
     release=None, gpu="L20", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--pipeline-parallel-size"},
                              {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and description as stored; the store cuts the pasted traceback in the engine "
          "frames ('File \"/us'), so the assertion text is in the title only. 'L20 x 3, 72 GPUs' is the reporter's "
          "wording (TP 8 x PP 3 = 24 GPUs in use), so gpus is left None. Same family as vllm-14069 (judgement calls "
          "1 and 3).")

# ---------------------------------------- syv-ai/qwen38-27b-rtx3090 #18: PREFIX_CACHE=1 + DFLASH_TOKENS=3 -> SlidingWindowManager partial cache hit assert
case("qwen38-27b-rtx3090-18-3090-dflash2-prefix-cache-sliding-window-partial-hit-assert",
     "https://github.com/syv-ai/qwen38-27b-rtx3090/issues/18",
     "CTX=huge + PREFIX_CACHE=1 + DFLASH_TOKENS=3: engine dies on first request (SlidingWindowManager partial cache hit assert)\n"
     "\n"
     "`CTX=huge` + `PREFIX_CACHE=1` kills the engine on the first request when `DFLASH_TOKENS` is small. Found while "
     "trying to vary the verify-block length for the Bug B hunt in #13, so it's unrelated to that bug but blocks one "
     "of its experiments.\n"
     "\n"
     "Repro, single 3090, bare metal, current main:\n"
     "\n"
     "```bash\n"
     "SPEC=dflash2 CTX=huge PREFIX_CACHE=1 DFLASH_TOKENS=3 \\\n"
     "  CUDAGRAPH_MODE=FULL_AND_PIECEWISE bash single-user/start_qwen.sh\n"
     "```\n"
     "\n"
     "Boots fine, reports its pool, then dies on the first chat completion with a 500 and an `EngineDeadError`:\n"
     "\n"
     "```\n"
     "File \"vllm/v1/core/sched/scheduler.py\", line 766, in schedule\n"
     "  ) = self.kv_cache_manager.get_computed_blocks(request)\n"
     "File \"vllm/v1/core/kv_cache_manager.py\", line 261, in get_computed_blocks\n"
     "  self.coordinator.find_longest_cache_hit(\n"
     "File \"vllm/v1/core/kv_cache_coordinator.py\", line 771, in find_longest_cache_hit\n"
     "  assert alignment_tokens % kv_cache_spec.block_size == 0, (\n"
     "AssertionError: SlidingWindowManager does not support fine-grained (partial) cache hits\n"
     "```\n",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Qwen3.8-27B with the repository's DFlash2 speculative drafter on one RTX 3090, launched with the largest context "
     "preset and prefix caching (PREFIX_CACHE=1, which sets --prefix-match-unit 128). The model's KV cache has "
     "sliding-window groups, and vLLM's SlidingWindowManager serves only block-aligned prefix hits; with "
     "DFLASH_TOKENS=3 the hit alignment the launch derives (from --prefix-match-unit and the draft length) stops being "
     "a multiple of the sliding-window group's block size, so the first request's prefix-cache lookup fails vLLM's "
     "assertion and the engine dies. The reporter's isolation: same tree, same flags, only DFLASH_TOKENS 7 -> 3; at "
     "the default 7 the identical config runs for hours. A prefix-caching / speculative-length combination, not "
     "memory or context length.",
     "from the reporter's own isolation in the issue (closed; no fix comment stored): keep DFLASH_TOKENS at its "
     "default 7 (a draft length whose alignment stays a multiple of the sliding-window block size), or launch "
     "without PREFIX_CACHE=1 / --prefix-match-unit. Upstream, fine-grained sliding-window prefix hits were later "
     "worked on in vllm #53786 (PRs #54319 / #54397, closed in the stored copies); this is context, not the thread's "
     "fix.",
     release=None, gpu="RTX 3090", gpus=1,
     command="SPEC=dflash2 CTX=huge PREFIX_CACHE=1 DFLASH_TOKENS=3 CUDAGRAPH_MODE=FULL_AND_PIECEWISE bash "
             "single-user/start_qwen.sh",
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-num-seqs"},
                              {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as stored, up to the pasted traceback; the reporter's following "
          "paragraphs (the isolation to DFLASH_TOKENS 7 -> 3 and his reading of the alignment) are left out as the "
          "diagnosis. The launch is the repository's wrapper script over a patched vLLM tree, release not stated "
          "(judgement call 4).")

BATCH.write()
