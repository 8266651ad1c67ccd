"""Round-650 blind batch: vLLM start-up failures in POOLING, EMBEDDING AND RERANKER MODEL CONFIGURATION (the pooler
config flags, --task embed / score / classify / reward, --runner pooling / --convert, --hf-overrides for rerankers,
sentence-transformers configs, KV-cache features refused or mishandled for pooling models), any tracker; collected by
helper wild650 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round650-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 40 allowed (29 ``search`` corpus=issues, 3 ``find_string``). 1 case: vllm #24407
(bge-reranker-v2-m3 as a pooling model with --disable-hybrid-kv-cache-manager on 0.10.2rc2.dev21 -> IndexError in
is_kv_cache_type_uniform; fixed by merged PR #24571). The slice is MINED OUT: nearly every pooling / embedding /
reranker start-up thread the search returns is in USED_SOURCES.txt or an earlier round's skip list (rounds 132, 280,
291, 324, 376, 386, 562, 570, 598, 613, 615, 623), and the new threads it does return are silent-wrong-output reports
(no error line) or PRs without a user's log. Every source was checked with grep -F against /work/coord/USED_SOURCES.txt
and against the earlier rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Error line not in the stored chunk: vllm #55049 (bge-large-en-v1.5 with --enable-prefix-caching and
  --calculate-kv-scales on 0.14.1 -> HybridKVCacheCoordinator assertion; three searches returned only the collect_env
  chunk of the description; the assertion text is quoted only in a maintainer-side comment by iharshlalakiya together
  with the workaround 'drop --enable-prefix-caching', and it is the same class as the round-291 case vllm-40682);
  vllm #55554 ('Mistral pooling runner reaches a weight-key KeyError', only the env chunk stored; no diagnosis seen).
- PRs without a user's failing launch: vllm PR #55160 (reject explicit prefix caching for unsupported pooling models,
  closed, for #55049), PR #22429 (bypass is_kv_cache_type_uniform on an empty KV spec, closed; a developer's own build,
  the launch not shown; same IndexError class as #24407), PR #55570 (early ValueError for --runner pooling on a
  non-pooling architecture; no user log), PR #48214 (pooling input buffer race: a crash at requests, not start-up).
- No error (silent wrong output or a usage question): vllm #45995 / PR #54533 / PR #46211 (sentence-transformers 5.4
  compact 1_Pooling config parsed as no pooling), #39579 and #15509 (2_Dense module ignored), #15929 (e5 pooling
  type), #23531 (prefix caching not enabled for CLS on a T4: a log line, not a failure), #23436 (CI coverage),
  #13652 (normalization usage).
- Request-time, not start-up: vllm #51801 (BGE-M3 /pooling KeyError), #11577.
- Already used or in earlier skip lists (not re-opened): docker/model-runner PR #611; vllm #11231, #10718, #10794,
  #10970, #9761, #7915, #2749, #5485, #10966, #10673, #11446, #43061, #43062, #42480 / PR #42672, #35603, #21706,
  #33970, #10035, #10990, #22231, #15773; vllm-ascend #13446, #4481, #2646, #2950; intel/llm-scaler #84;
  QwenLM/Qwen3-Embedding #24; dengcao/Qwen3-Reranker-0.6B #6; xorbitsai/inference #3641; vllm-openvino #16.
- Not vLLM or outside the slice: xorbitsai/inference #3644 (Qwen3-Reranker-8B 'unsupported operand type(s) for -:
  NoneType and int'; the stored chunk is transformers tokenizer logging, the engine is not shown), RMA-MUN/RAGNotebook
  #8 and huggingface/sentence-transformers #3759 (sentence-transformers CrossEncoder, no vLLM).

Judgement calls for the lead:
1. vllm-24407: kind None and cause release_regression, following README's `null` row ("Python's own error in a
   statement of vLLM's source ... elsewhere cause release_regression") and the earlier fixtures with an IndexError in
   vLLM's own non-model code (vllm-40000, vllm-pr30059). README's vllm_check_failed row also reads "a line of vLLM's
   own source that raised one of Python's own errors by itself (IndexError ...)" as vLLM refusing its input, so
   kind/cause vllm_check_failed is arguable; the thread (PR #24571) calls it a missing empty check, i.e. a vLLM bug in
   that dev build, not a refusal.
2. vllm-24407's excerpt joins three stored chunks of the same issue description (title, the collect_env version line,
   the engine-config log line cut after pooler_config, the traceback's tail). The reproducer command in the `command`
   field is NOT the reporter's: it is a second user's reproduction quoted in a later comment (same model, --task score
   --runner pooling --disable-hybrid-kv-cache-manager, but --dtype float32 where the reporter's engine shows float16
   and enforce_eager=True); it is kept out of the excerpt for that reason.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round650-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #24407: bge-reranker-v2-m3 pooling + --disable-hybrid-kv-cache-manager, 0.10.2rc2.dev21 -> IndexError in is_kv_cache_type_uniform
case("vllm-24407-bge-reranker-v2-m3-disable-hybrid-kv-cache-manager-encoder-only-empty-kv-spec-indexerror",
     "https://github.com/vllm-project/vllm/issues/24407",
     "[Bug]: Unable to run encoder model when disable_hybrid_kv_cache_manager is true\n"
     "\n"
     "vLLM Version                 : 0.10.2rc2.dev21+gfad73be1a (git sha: fad73be1a)\n"
     "...\n"
     "(EngineCore_0 pid=4077176) INFO 09-07 19:28:30 [core.py:75] Initializing a V1 LLM engine "
     "(v0.10.2rc2.dev21+gfad73be1a) with config: model='/weight/bge/BAAI_bge-reranker-v2-m3/', "
     "speculative_config=None, tokenizer='/weight/bge/BAAI_bge-reranker-v2-m3/', skip_tokenizer_init=False, "
     "tokenizer_mode=auto, revision=None, override_neuron_config={}, tokenizer_revision=None, "
     "trust_remote_code=False, dtype=torch.float16, max_seq_len=8192, download_dir=None, load_format=auto, "
     "tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, "
     "enforce_eager=True, kv_cache_dtype=auto, device_config=cuda, decoding_config=DecodingConfig(backend='auto', "
     "disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, "
     "reasoning_backend=''), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, "
     "otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, "
     "served_model_name=/weight/bge/BAAI_bge-reranker-v2-m3/, enable\n"
     "_prefix_caching=False, chunked_prefill_enabled=False, use_async_output_proc=False, "
     "pooler_config=PoolerConfig(pooling_type='CLS', normalize=None, dimensions=None, activation=None, "
     "softmax=None, step_tag_id=None, returned_token_ids=None, enable_chunked_processing=None, max_embed_len=None), "
     "...\n"
     "(EngineCore_0 pid=4077176) ERROR 09-07 19:28:33 [core.py:712]        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_0 pid=4077176) ERROR 09-07 19:28:33 [core.py:712]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/v1/core/kv_cache_utils.py\", line 754, in is_kv_cache_type_uniform\n"
     "(EngineCore_0 pid=4077176) ERROR 09-07 19:28:33 [core.py:712]     _ = "
     "kv_cache_spec_values[0].merge(kv_cache_spec_values)\n"
     "(EngineCore_0 pid=4077176) ERROR 09-07 19:28:33 [core.py:712]         ~~~~~~~~~~~~~~~~~~~~^^^\n"
     "(EngineCore_0 pid=4077176) ERROR 09-07 19:28:33 [core.py:712] IndexError: list index out of range\n"
     "(EngineCore_0 pid=4077176) Process EngineCore_0:\n"
     "(EngineCore_0 pid=4077176) Traceback (most recent call last):\n"
     "(EngineCore_0 pid=4077176)   File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "(EngineCore_0 pid=4077176)     self.run()\n"
     "(EngineCore_0 pid=4077176)   File \"/usr/lib/python3.12/multiprocessing/process.py\", line 108, in run\n"
     "(EngineCore_0 pid=4077176)     self._target(*self._args, **self._kwargs)\n"
     "(EngineCore_0 pid=4077176)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", line 716, "
     "in run_engine_core\n"
     "(EngineCore_0 pid=4077176)     raise e",
     None, {"max_seq_len": 8192, "tensor_parallel_size": 1, "dtype": "float16"}, "release_regression",
     "Serving the encoder-only cross-encoder BAAI/bge-reranker-v2-m3 as a pooling model (CLS pooler) on a vLLM "
     "0.10.2rc2 dev build with the hybrid KV-cache manager disabled: an encoder-only model has no KV cache, so the "
     "GPU model runner returns an empty kv_cache_spec; with --disable-hybrid-kv-cache-manager the engine runs "
     "unify_hybrid_kv_cache_specs -> is_kv_cache_type_uniform on that empty list and indexes its first element "
     "without an empty check (PR #24571's diagnosis), so EngineCore dies with IndexError before serving. A vLLM bug "
     "in that build triggered by the flag combination, not memory.",
     "merged fix: vllm PR #24571 by the reporter lianyiibo (2025-09-10), 'adding a empty check' in "
     "is_kv_cache_type_uniform, closing the issue. A later commenter's reproduction confirms the server runs without "
     "--disable-hybrid-kv-cache-manager and crashes only with it, so the workaround on the affected build is to drop "
     "that flag; otherwise a vLLM release containing PR #24571",
     release="0.10.2rc2.dev21+gfad73be1a", gpu=None, gpus=1,
     command="python -m vllm.entrypoints.openai.api_server --model BAAI/bge-reranker-v2-m3 --task score "
             "--runner pooling --dtype float32 --disable-hybrid-kv-cache-manager --api-key token-abc123",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--disable-hybrid-kv-cache-manager"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, the 'vLLM Version' line of the reporter's collect_env, the engine-config log line "
          "(cut after pooler_config; its 'enable\\n_prefix_caching' break is as stored) and the tail of the EngineCore "
          "traceback, three stored chunks of the same description joined with '...'. GPU model not stated (collect_env "
          "shows one GPU0 in the topology, NVIDIA_VISIBLE_DEVICES=all, device_config=cuda). The command field is a "
          "second user's reproducer quoted in a later comment (float32; the reporter's own run shows float16 and "
          "enforce_eager=True); the related earlier issue #24319 / PR #24348 (an encoder-only crash without the "
          "flag) is named there and was not taken.")

if __name__ == "__main__":
    BATCH.write()
