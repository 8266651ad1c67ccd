"""Round-511 blind batch: vLLM start-up failures from vLLM's own tracker (vllm-project/vllm) in threads whose title tag is
NOT [Bug] / [Usage] -- as it turned out, mostly "[CI Failure]" / "[CI]" threads (vLLM's own CI and maintainers' local
test runs dying while the engine is built: model config, weight loading, profiling run), 2025-2026; collected by helper
wild511 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round511-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the stored thread shows it (the search tool's issues corpus, or for #20198 / #19731 /
#20461 the issue bodies as stored in the yunwei37/vllm-exp snapshot's bug-study/**/issues.json, fetched once); the
reporter's own diagnosis sentences and every fix are left out of the excerpts.

Look-ups: 35 of the 40 allowed: 34 ``search`` calls (corpus=issues) and 1 ``fetch`` (github:yunwei37/vllm-exp, whose
issues.json files hold 1,416 vLLM issue bodies; its 73 vllm issues.json files were read locally with git show, at no
further cost). 7 cases: vllm #20198 (CI test_can_initialize[MiniMaxText01ForCausalLM], Hub checkpoint moved to the HF
`minimax` format, transformers 4.52.4), #19731 (Ray DP=2 test: Triton disabled in the DPEngineCoreActor, then
tl.bfloat16 missing in the fused-MoE profiling run), #20461 (pooling CI: max_model_len 512 over a derived 128),
#34814 (CI test_can_initialize_large_subset[InternS1ProForConditionalGeneration]: '2 cannot be divided by 8' after PR
#33600), #31181 (transformers nightly: vllm.config imports ALLOWED_LAYER_TYPES), #35476 (Qwen3.5 on a 0.16.x dev build:
'RMSNormGated' object has no attribute 'activation', regression of PR #35102), #47446 (EngineCore fork spawn dies with
'Cannot re-initialize CUDA in forked subprocess', a main regression). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against the earlier rounds' tools/wild_cases_round*.py
skip lists before it was spent on.

The slice is thoroughly mined: the [Performance], [Installation], [Hardware][AMD] / [Intel] / [TPU], [RFC], [Feature],
[Doc] and [Misc] queries (14 searches) returned only threads already used or named in earlier skip lists. The
"[CI Failure]" threads were nearly untouched, so the round turned to them.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (grep): vllm #14574, #2248, #16318, #17431, #1354, #14942, #20361, #3630, #2747,
  #1291, #3528, #15010, #22008, #611, #15027, #10855, #3122 (ROCm), #9713, #13150, #23176, #17939, #18730, #22072,
  #8273, #37133, #27389, #11173, #23039, #28362, #9791, #31018, #52300, #1738, #36099, #30515, #12438, #14102, #7593,
  #2163, #33297, #23513, #16521, #20148, #20144, #49333, #49672, #12529, #29472; vllm-omni #1364, #276, #1144;
  gpustack #2723; pytorch #175666; tpu-recipes #151; tpu-inference #765; nlzy/vllm-gfx906 #30; ROCm/legacy-rocm-build
  #3246; intel/ipex-llm #11881.
- Error line not in the stored text, or no cause reachable: vllm #23910 ([Installation] libtorch_cuda.so, only the
  collect_env head stored), #24206 ([Installation] CUDA 11.8 + V100, traceback cut before the error), PR #39977 ([XPU]
  CUDA-graph memory estimate; the 'Without PR:' log is not in the stored text), #23834 (TPU Qwen3-MoE, traceback head
  only), #19528 ([Usage], XPU), #34178 (transformers nightly, no log), #42183 (mi300 torchrun NCCL 'unhandled cuda
  error', no cause), #33533 (NCCL hang, no log), PR #28764 (cumem tests fork error on one machine, no cause), #20723
  (CI LoRA TP: the traceback stops in tensorizer.py __post_init__ before the ValueError line; only the check's source is
  quoted), #20158 (vllm-ascend MTP CI, load_weights source dump, no error line), PR #47442 (cutlass-dsl CI errors cut).
- Not a start-up failure: vllm #19458 (GGUF output mismatch), #20767 / #19964 (bnb test asserts without the engine's
  error), #19736 (beam search request), #20214 (spec-decode CI OOM, no cause), #34700 (spec-decode acceptance rate),
  #15518 ([Doc] client connection refused), #3947 (LoRA output), #18416 / #18417 ([Bug][Failing Test], illegal memory
  access, outside the slice and no cause).
- Other trackers seen, not taken (outside the slice): vllm-omni #6135 (NPU CI, FusedMoEFactory import), #4163, #2283,
  #1081, #4475, #6836; NixOS/nixpkgs #431164; intel/intel-xpu-backend-for-triton #7958, #7714; pytorch #175932 (the
  same RMSNormGated regression as vllm #35476, from torch's release CI).

Judgement calls for the lead:
1. Six of the seven cases are CI or maintainer test launches (pytest building vllm.LLM / AsyncLLM), not a user's
   `vllm serve`; taken because each dies while the engine is built (config validation, model load, profiling run) and
   the thread pins why. #35476 is a user's `vllm serve` of Qwen3.5 (the APIServer frames run through
   build_async_engine_client) filed under a [CI] title.
2. vllm-20198: kind model_type_unknown (the message), cause transformers_too_old as the 35 earlier fixtures with this
   message; but the thread's story is that MiniMaxAI/MiniMax-Text-01 on the Hub was converted to the new HF format
   (model_type `minimax`, renamed config keys), so with transformers 4.53.0 the same test still died (vLLM fell back to
   the Transformers backend). The fix was vLLM-side (PR #20199 pinned the old revision for the test, PR #20211 taught
   vLLM the new format). The lead may prefer a checkpoint-format cause; none exists in LABELS.txt.
3. vllm-19731: kind dependency_version_mismatch (README: a name missing from a package vLLM builds on --
   `module 'triton.language' has no attribute 'bfloat16'`), cause release_regression: the reporter (maintainer mgoin)
   shows Triton was disabled in the Ray DPEngineCoreActor ('0 active driver(s) found', dummy decorators), so the
   fused-MoE kernel met vLLM's Triton placeholder; the test started failing on June 15th. The link to PR #19561
   ('Don't attempt to use triton if no driver is active', merged days before) is my inference and is not stated in the
   stored text; the closing comment (the fix) is not reachable.
4. vllm-20461: kind/cause max_len_over_derived. The thread only says the failure (since 27 June) was 'Fixed by
   #20168', whose content is not stored; the derived 128 (all-MiniLM-L12-v2's sentence-transformers max_seq_length, its
   config.json says 512 positions) suggests a vLLM change in how pooling models' limits are derived, so the lead may
   prefer release_regression. The excerpt keeps only the first model's error (stsb-roberta-base-v2's '... =75' and the
   gte models' wrapper lines are left out).
5. vllm-34814: kind vllm_check_failed (a model file's own assert message), cause release_regression (the report says
   it was triggered after PR #33600; DarkLight1337 closed it as completed by PR #34818). The '2 cannot be divided by 8'
   comes from the test's shrunken dummy config, so no user flag is the fix.
6. vllm-35476: kind None (a vLLM class missing its own attribute, as earlier rounds labelled 'object has no attribute'
   bugs inside vLLM), cause release_regression. The stored text holds the error line only in the title; the body chunks
   stop one line before it (the last stored frame is layernorm.py line 595 forward_cuda). The fix is from PR #35423
   ('Fix AttributeError ... introduced in #35102'), not from the issue thread.
7. vllm-47446: kind cuda_fork_reinit, cause release_regression (the report pins 'CUDA is now initialized in the parent
   process before EngineCore is forked', a recent main regression); earlier fixtures used cuda_fork_reinit for the cause
   too, the lead may prefer that. Title tag is "[Bug][CI]": taken as a CI-failure thread. No fix in the stored chunk.
8. vllm-31181: an import failure (vllm.config.model imports transformers' ALLOWED_LAYER_TYPES, which the transformers
   nightly / v5 dev removed), reached through the test conftest; any launch of that vLLM with that transformers dies the
   same way. The ImportError line is stored cut after '(/usr/local/lib/python3' (the path), kept as stored.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round511-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #20198: CI test_can_initialize[MiniMaxText01ForCausalLM], transformers 4.52.4 -> model type `minimax` not recognized
case("vllm-20198-ci-minimax-text01-test-can-initialize-transformers-4524-model-type-minimax-not-recognized",
     "https://github.com/vllm-project/vllm/issues/20198",
     '`models/test_initialization.py::test_can_initialize[MiniMaxText01ForCausalLM]`\n'
     '\n'
     'This is the error I see on `transformers==4.52.4` which matches the CI\n'
     '\n'
     '```\n'
     '[2025-06-27T18:12:39Z] FAILED models/test_initialization.py::test_can_initialize[MiniMaxText01ForCausalLM] - pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n'
     '[2025-06-27T18:12:39Z]   Value error, The checkpoint you are trying to load has model type `minimax` but Transformers does not recognize this architecture. This could be because of an issue with the checkpoint, or because your version of Transformers is out of date.\n'
     '[2025-06-27T18:12:39Z]\n'
     "[2025-06-27T18:12:39Z] You can update Transformers with the command `pip install --upgrade transformers`. If this does not work, and the checkpoint is very new, then there may not be a release version that supports this model yet. In this case, you can get the most up-to-date code by installing Transformers from source with the command `pip install git+https://github.com/huggingface/transformers.git` [type=value_error, input_value=ArgsKwargs((), {'model': ...attention_dtype': None}), input_type=ArgsKwargs]\n"
     '[2025-06-27T18:12:39Z]     For further information visit https://errors.pydantic.dev/2.11/v/value_error\n'
     '```',
     "model_type_unknown", {}, "transformers_too_old",
     "vLLM's CI test that builds every registered architecture (models/test_initialization.py::test_can_initialize) "
     "loads MiniMaxAI/MiniMax-Text-01's config from the Hub. That repository had just been converted to the new "
     "Hugging Face-native format (model_type `minimax`, renamed config keys; Hub commit 130e8217), which transformers "
     "4.52.4 (the CI's version) does not know, so ModelConfig validation fails before anything is loaded. With "
     "transformers 4.53.0 the config parses, but vLLM then did not map the new format to its MiniMaxText01 class and "
     "fell back to the Transformers backend, which also failed. Not a memory or GPU problem.",
     "vLLM-side, by maintainer mgoin: PR #20199 pinned the test to the older revision of MiniMaxAI/MiniMax-Text-01, and "
     "PR #20211 ('[Model] Support HF format of minimax', 2025-06-28) taught vLLM's model the new HF format. For a user: "
     "pin the checkpoint's old revision (--revision) or use a vLLM with #20211 plus transformers >= 4.53.",
     release="main, 2025-06-27 (transformers 4.52.4, as in CI)", gpu=None, gpus=None,
     command="pytest models/test_initialization.py::test_can_initialize[MiniMaxText01ForCausalLM]",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body's test name and the CI error block for transformers 4.52.4; the reporter's first "
          "sentence ('related to recent changes to Transformers for minimax') and the second error seen with "
          "transformers 4.53.0 (TypeError: MiniMaxLightningAttention.__init__() missing 1 required positional argument: "
          "'layer_idx', through the Transformers backend) are left out. Fix evidence from PR #20211's description.")

# ---------------------------------------- vllm #19731: Ray DP=2 test, PowerMoE-3b, vLLM 0.9.1.dev287 -> Triton disabled in the actor, tl.bfloat16 AttributeError in profiling
case("vllm-19731-ray-dp2-powermoe-3b-triton-zero-active-drivers-tl-bfloat16-profiling",
     "https://github.com/vllm-project/vllm/issues/19731",
     'TP_SIZE=1 DP_SIZE=2 pytest -s -v "v1/test_async_llm_dp.py::test_load[ray-RequestOutputKind.DELTA]"\n'
     'INFO 06-17 07:32:26 [config.py:3270] Downcasting torch.float32 to torch.bfloat16.\n'
     'INFO 06-17 07:32:26 [config.py:1444] Using max model len 4096\n'
     'INFO 06-17 07:32:26 [arg_utils.py:1095] Using host IP 216.81.245.69 as ray-based data parallel address\n'
     'INFO 06-17 07:32:31 [utils.py:384] Creating placement groups for data parallel\n'
     '(pid=3893316) INFO 06-17 07:32:33 [importing.py:27] Triton is installed but 0 active driver(s) found (expected 1). Disabling Triton to prevent runtime errors.\n'
     '(pid=3893316) INFO 06-17 07:32:33 [importing.py:47] Triton not installed or not compatible; certain GPU-related functions will not be available.\n'
     '(pid=3893316) WARNING 06-17 07:32:33 [importing.py:59] Triton is not installed. Using dummy decorators. Install it via `pip install triton` to enable kernel compilation.\n'
     '(pid=3893316) INFO 06-17 07:32:34 [__init__.py:244] Automatically detected platform cuda.\n'
     '(DPEngineCoreActor pid=3893316) INFO 06-17 07:32:38 [core.py:70] Initializing a V1 LLM engine (v0.9.1.dev287+g89b1388d8) with config: model=\'ibm-research/PowerMoE-3b\', speculative_config=None, tokenizer=\'ibm-research/PowerMoE-3b\', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config={}, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=4096, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=True, kv_cache_dtype=auto,  device_config=cuda, decoding_config=DecodingConfig(backend=\'auto\', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_backend=\'\'), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name=ibm-research/PowerMoE-3b, num_scheduler_steps=1, multi_step_stream_outputs=True, enable_prefix_caching=True, chunked_prefill_enabled=True, use_async_output_proc=False, pooler_config=None, compilation_config={"level":0,"debug_dump_path":"","cache_dir":"","backend":"","custom_ops":[],"splitting_ops":[],"use_inductor":true,"compile_sizes":[],"inductor_compile_config":{"enable_auto_functionalized_v2":false},"inductor_passes":{},"use_cudagraph":true,"cudagraph_num_of_warmups":0,"cudagraph_capture_sizes":[],"cudagraph_copy_inputs":false,"full_cuda_graph":false,"max_capture_size":0,"local_cache_dir":null}\n'
     '(DPEngineCoreActor pid=3893316) Exception raised in creation task: The actor died because of an error raised in its creation task, ray::DPEngineCoreActor.__init__() (pid=3893316, ip=216.81.245.69, actor_id=fa979d0e0af9f039b9196c4b01000000, repr=<vllm.v1.engine.core.DPEngineCoreActor object at 0x78f88f5a64e0>)\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/code/vllm/vllm/v1/engine/core.py", line 927, in __init__\n'
     '(DPEngineCoreActor pid=3893316)     super().__init__(vllm_config, on_head_node, "", executor_class,\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/code/vllm/vllm/v1/engine/core.py", line 769, in __init__\n'
     '(DPEngineCoreActor pid=3893316)     super().__init__(vllm_config, on_head_node, handshake_address,\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/code/vllm/vllm/v1/engine/core.py", line 395, in __init__\n'
     '(DPEngineCoreActor pid=3893316)     super().__init__(vllm_config, executor_class, log_stats,\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/code/vllm/vllm/v1/engine/core.py", line 83, in __init__\n'
     '(DPEngineCoreActor pid=3893316)     self._initialize_kv_caches(vllm_config)\n'
     '(DPEngineCoreActor pid=3893316)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/code/vllm/vllm/v1/engine/core.py", line 143, in _initialize_kv_caches\n'
     '(DPEngineCoreActor pid=3893316)     available_gpu_memory = self.model_executor.determine_available_memory()\n'
     '(DPEngineCoreActor pid=3893316)                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/code/vllm/vllm/v1/executor/abstract.py", line 76, in determine_available_memory\n'
     '(DPEngineCoreActor pid=3893316)     output = self.collective_rpc("determine_available_memory")\n'
     '...\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/code/vllm/vllm/model_executor/layers/fused_moe/fused_moe.py", line 1186, in fused_experts\n'
     '(DPEngineCoreActor pid=3893316)     return dispatch_fused_experts_func(inplace)(\n'
     '(DPEngineCoreActor pid=3893316)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/code/vllm/vllm/model_executor/layers/fused_moe/fused_moe.py", line 1125, in torch_vllm_inplace_fused_experts\n'
     '(DPEngineCoreActor pid=3893316)     torch.ops.vllm.inplace_fused_experts(**kwargs)\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/venvs/vllm/lib/python3.12/site-packages/torch/_ops.py", line 1158, in __call__\n'
     '(DPEngineCoreActor pid=3893316)     return self._op(*args, **(kwargs or {}))\n'
     '(DPEngineCoreActor pid=3893316)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/code/vllm/vllm/model_executor/layers/fused_moe/fused_moe.py", line 1018, in inplace_fused_experts\n'
     '(DPEngineCoreActor pid=3893316)     fused_experts_impl(hidden_states, w1, w2, topk_weights, topk_ids, True,\n'
     '(DPEngineCoreActor pid=3893316)   File "/home/mgoin/code/vllm/vllm/model_executor/layers/fused_moe/fused_moe.py", line 1295, in fused_experts_impl\n'
     '(DPEngineCoreActor pid=3893316)     compute_type = tl.bfloat16\n'
     '(DPEngineCoreActor pid=3893316)                    ^^^^^^^^^^^\n'
     "(DPEngineCoreActor pid=3893316) AttributeError: module 'triton.language' has no attribute 'bfloat16'",
     "dependency_version_mismatch", {}, "release_regression",
     "A data-parallel (DP=2, TP=1) launch through Ray on vLLM 0.9.1.dev287 (ibm-research/PowerMoE-3b, an MoE model): "
     "in each Ray DPEngineCoreActor process vLLM's Triton check found '0 active driver(s)' when vllm was imported (the "
     "actor had no GPU visible yet at import time), disabled Triton and installed its placeholder module with dummy "
     "decorators. The memory-profiling run (determine_available_memory) then reached the fused-MoE Triton kernel, "
     "whose `tl.bfloat16` does not exist on the placeholder, and the actor died. Triton itself was installed and "
     "fine; a vLLM regression in the Triton-availability check (the test started failing on June 15th, 2025).",
     "not in the stored text (closed the same day, 2025-06-17, after one comment). The reporter (maintainer mgoin) "
     "identified the early log lines ('Triton is installed but 0 active driver(s) found ... Disabling Triton') as the "
     "real cause. Likely related to PR #19561 ('[Bugfix] Don't attempt to use triton if no driver is active', merged "
     "days before) -- collector's inference, not stated in the thread.",
     release="0.9.1.dev287+g89b1388d8", gpu=None, gpus=2,
     command="TP_SIZE=1 DP_SIZE=2 pytest -s -v \"v1/test_async_llm_dp.py::test_load[ray-RequestOutputKind.DELTA]\"",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"}],
     note="Excerpt: the issue body's command and log lines, verbatim; collection-time lines between the command and "
          "the config lines are skipped, and the traceback frames between determine_available_memory and fused_experts "
          "are elided with one '...' line (the collector's). The body's first paragraph (the reporter's diagnosis) is "
          "left out. The same traceback repeats for the second actor (pid 3893317) and in pytest's ActorDiedError.")

# ---------------------------------------- vllm #20461: pooling CI, sentence-transformers/all-MiniLM-L12-v2 -> max_model_len 512 > derived 128
case("vllm-20461-ci-pooling-all-minilm-l12-v2-max-model-len-512-over-derived-128",
     "https://github.com/vllm-project/vllm/issues/20461",
     '```\n'
     'FAILED models/language/pooling/test_embedding.py::test_models[False-sentence-transformers/all-MiniLM-L12-v2] - pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n'
     "  Value error, User-specified max_model_len (512) is greater than the derived max_model_len (max_position_embeddings=128 or model_max_length=None in model's config.json). This may lead to incorrect model outputs or CUDA errors. To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 [type=value_error, input_value=ArgsKwargs((), {'model': ...attention_dtype': None}), input_type=ArgsKwargs]\n"
     '    For further information visit https://errors.pydantic.dev/2.11/v/value_error\n'
     '```',
     "max_len_over_derived",
     {"max_model_len": 512, "derived_key": "max_position_embeddings", "derived_max_model_len": 128},
     "max_len_over_derived",
     "vLLM's pooling-model CI test builds sentence-transformers/all-MiniLM-L12-v2 with max_model_len=512, but the "
     "vLLM of late June 2025 derived the model's limit as 128 (the sentence-transformers max_seq_length, reported as "
     "max_position_embeddings=128; the same for stsb-roberta-base-v2 with 75), so ModelConfig validation refused the "
     "launch before any GPU work. Failing on main since 27 June 2025.",
     "per the issue body (2025-07-04), these failures were 'Fixed by #20168' (a vLLM PR; its content is not in the "
     "stored text). For a launch of that vLLM: a max_model_len at or below the derived 128, or "
     "VLLM_ALLOW_LONG_MAX_MODEL_LEN=1.",
     release="main, 2025-07 (CI)", gpu=None, gpus=None,
     command="pytest models/language/pooling/test_embedding.py::test_models",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the first failure of the issue's 'Fixed by #20168' block (the code fence, the all-MiniLM-L12-v2 "
          "line pair); the 'Fixed by' line itself, the stsb-roberta-base-v2 and gte failures, and the separate "
          "cross-encoder score failures are left out.")

# ---------------------------------------- vllm #34814: CI test_can_initialize_large_subset[InternS1ProForConditionalGeneration] -> AssertionError: 2 cannot be divided by 8
case("vllm-34814-ci-interns1pro-test-can-initialize-assert-2-cannot-be-divided-by-8",
     "https://github.com/vllm-project/vllm/issues/34814",
     "`models/test_initialization.py::test_can_initialize_large_subset[InternS1ProForConditionalGeneration]`\n"
     "\n"
     "### Basic information\n"
     "\n"
     "- [ ] Flaky test\n"
     "- [x] Can reproduce locally\n"
     "- [ ] Caused by external libraries (e.g. bug in `transformers`)\n"
     "\n"
     "### \U0001f9ea Describe the failing test\n"
     "\n"
     "```\n"
     "assert routing_weights.shape[-1] % self.n_groups == 0, (\n"
     "AssertionError: 2 cannot be divided by 8\n"
     "```",
     "vllm_check_failed", {}, "release_regression",
     "vLLM's CI builds InternS1ProForConditionalGeneration from a shrunken dummy config (test_initialization); after "
     "PR #33600 the model's MoE routing asserts that the number of routing weights (2 in the test config) divides "
     "evenly into its n_groups (8), so engine construction died in February 2026. A code change in vLLM meeting the "
     "test's small config, not anything a user launch flag controls.",
     "closed by maintainer DarkLight1337 (2026-02-20) 'as completed by' PR #34818.",
     release="main, 2026-02-18", gpu=None, gpus=None,
     command="pytest models/test_initialization.py::test_can_initialize_large_subset[InternS1ProForConditionalGeneration]",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue description up to the error block; its 'History of failing test' (buildkite link and "
          "'Triggered after [PR](.../pull/33600)') is left out.")

# ---------------------------------------- vllm #31181: Transformers Nightly CI -> ImportError: cannot import name 'ALLOWED_LAYER_TYPES'
case("vllm-31181-ci-transformers-nightly-cannot-import-allowed-layer-types-vllm-config",
     "https://github.com/vllm-project/vllm/issues/31181",
     "`pytest -v -s tests/models/test_initialization.py -k 'not (Gemma3 or ModernBert or Qwen2_5_VL or Qwen2_5vl or "
     "Qwen2VL or TransformersMultiModalEmbeddingModel or TransformersMultiModalForSequenceClassification or Ultravox or "
     "Phi4Multimodal or LlavaNextVideo or MiniCPMO or Lfm2Moe or PaliGemma or RobertaForSequenceClassification or "
     "Ovis2_5 or Fuyu or DeepseekOCR or KimiVL)'`\n"
     "\n"
     "### Basic information\n"
     "\n"
     "- [ ] Flaky test\n"
     "- [x] Can reproduce locally\n"
     "- [x] Caused by external libraries (e.g. bug in `transformers`)\n"
     "\n"
     "```\n"
     "ImportError while loading conftest '/vllm-workspace/tests/conftest.py'.\n"
     "tests/conftest.py:48: in <module>\n"
     "    from tests.models.utils import TokensTextLogprobs, TokensTextLogprobsPromptLogprobs\n"
     "tests/models/utils.py:13: in <module>\n"
     "    from vllm.config.model import ModelConfig, ModelDType, RunnerOption\n"
     "/usr/local/lib/python3.12/dist-packages/vllm/config/__init__.py:18: in <module>\n"
     "    from vllm.config.model import (\n"
     "/usr/local/lib/python3.12/dist-packages/vllm/config/model.py:14: in <module>\n"
     "    from transformers.configuration_utils import ALLOWED_LAYER_TYPES\n"
     "E   ImportError: cannot import name 'ALLOWED_LAYER_TYPES' from 'transformers.configuration_utils' "
     "(/usr/local/lib/python3",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM's 'Transformers Nightly Models' CI job installs the development build of transformers (December 2025); "
     "vllm/config/model.py imports ALLOWED_LAYER_TYPES from transformers.configuration_utils, which that transformers "
     "build no longer provides, so importing vllm.config (and with it any vLLM launch) fails before a model or GPU "
     "is touched. A vLLM / transformers version mismatch.",
     "no fix text in the stored chunk (closed). The message leaves no doubt: use a transformers release the vLLM build "
     "supports (vLLM at the time capped transformers below v5) or a vLLM that no longer imports ALLOWED_LAYER_TYPES.",
     release="main, 2025-12-22 (transformers nightly)", gpu=None, gpus=None,
     command="pytest -v -s tests/models/test_initialization.py -k 'not (...)'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue description as the stored chunk shows it, with the reporter's sentence 'There is an issue "
          "with latest transformers version, where the test triggers:' left out; the ImportError line is stored cut "
          "after '(/usr/local/lib/python3' and kept so. The long -k expression is one line in the thread, wrapped here "
          "only in the Python source.")

# ---------------------------------------- vllm #35476: Qwen3.5 vllm serve (TP>=5) on a 0.16.x dev build -> 'RMSNormGated' object has no attribute 'activation'
case("vllm-35476-qwen35-serve-rmsnormgated-no-attribute-activation-pr35102-regression",
     "https://github.com/vllm-project/vllm/issues/35476",
     "[CI] AttributeError: 'RMSNormGated' object has no attribute 'activation'\n"
     "\n"
     "```bash\n"
     "(Worker_TP4 pid=139202) ERROR 02-27 18:48:33 [multiproc_executor.py:876]   File \"/data/venv_qwen3.5/lib/python3.10/"
     "site-packages/torch/nn/modules/module.py\", line 1776, in _wrapped_call_impl\n"
     "(Worker_TP4 pid=139202) ERROR 02-27 18:48:33 [multiproc_executor.py:876]     return self._call_impl(*args, **kwargs)\n"
     "(Worker_TP4 pid=139202) ERROR 02-27 18:48:33 [multiproc_executor.py:876]   File \"/data/venv_qwen3.5/lib/python3.10/"
     "site-packages/torch/nn/modules/module.py\", line 1787, in _call_impl\n"
     "(Worker_TP4 pid=139202) ERROR 02-27 18:48:33 [multiproc_executor.py:876]     return forward_call(*args, **kwargs)\n"
     "(Worker_TP4 pid=139202) ERROR 02-27 18:48:33 [multiproc_executor.py:876]   File \"/data/venv_qwen3.5/lib/python3.10/"
     "site-packages/vllm/model_executor/models/qwen3_5.py\", line 733, in forward\n"
     "(Worker_TP4 pid=139202) ERROR 02-27 18:48:33 [multiproc_executor.py:876]     hidden_states = "
     "self.language_model.model(\n"
     "(Worker_TP4 pid=139202) ERROR 02-27 18:48:33 [multiproc_executor.py:876]   File \"/data/venv_qwen3.5/lib/python3.10/"
     "site-packages/vllm/compilation/decorators.py\", line 389, in __call__\n"
     "(Worker_TP4 pid=139202) ERROR 02-27 18:48:33 [multiproc_executor.py:876]     return self.forward(*args, **kwargs)\n"
     "...\n"
     "(Worker_TP3 pid=139201) ERROR 02-27 18:48:33 [multiproc_executor.py:876]     core_attn_out = "
     "self.norm(core_attn_out, z)\n"
     "(Worker_TP3 pid=139201) ERROR 02-27 18:48:33 [multiproc_executor.py:876]   File \"/data/venv_qwen3.5/lib/python3.10/"
     "site-packages/torch/nn/modules/module.py\", line 1776, in _wrapped_call_impl\n"
     "(Worker_TP3 pid=139201) ERROR 02-27 18:48:33 [multiproc_executor.py:876]     return self._call_impl(*args, **kwargs)\n"
     "(Worker_TP3 pid=139201) ERROR 02-27 18:48:33 [multiproc_executor.py:876]   File \"/data/venv_qwen3.5/lib/python3.10/"
     "site-packages/torch/nn/modules/module.py\", line 1787, in _call_impl\n"
     "(Worker_TP3 pid=139201) ERROR 02-27 18:48:33 [multiproc_executor.py:876]     return forward_call(*args, **kwargs)\n"
     "(Worker_TP3 pid=139201) ERROR 02-27 18:48:33 [multiproc_executor.py:876]   File \"/data/venv_qwen3.5/lib/python3.10/"
     "site-packages/vllm/model_executor/custom_op.py\", line 129, in forward\n"
     "(Worker_TP3 pid=139201) ERROR 02-27 18:48:33 [multiproc_executor.py:876]     return self._forward_method(*args, "
     "**kwargs)\n"
     "(Worker_TP3 pid=139201) ERROR 02-27 18:48:33 [multiproc_executor.py:876]   File \"/data/venv_qwen3.5/lib/python3.10/"
     "site-packages/vllm/model_executor/layers/layernorm.py\", line 595, in forward_cuda\n"
     "...\n"
     "(APIServer pid=139031)     return loop.run_until_complete(wrapper())\n"
     "(APIServer pid=139031)   File \"uvloop/loop.pyx\", line 1518, in uvloop.loop.Loop.run_until_complete\n"
     "(APIServer pid=139031)   File \"/data/venv_qwen3.5/lib/python3.10/site-packages/uvloop/__init__.py\", line 48, in "
     "wrapper\n"
     "(APIServer pid=139031)     return await main\n"
     "(APIServer pid=139031)   File \"/data/venv_qwen3.5/lib/python3.10/site-packages/vllm/entrypoints/openai/"
     "api_server.py\", line 471, in run_server\n"
     "(APIServer pid=139031)     await run_server_worker(listen_address, sock, args, **uvicorn_kwargs)\n"
     "(APIServer pid=139031)   File \"/data/venv_qwen3.5/lib/python3.10/site-packages/vllm/entrypoints/openai/"
     "api_server.py\", line 490, in run_server_worker\n"
     "(APIServer pid=139031)     async with build_async_engine_client(\n"
     "(APIServer pid=139031)   File \"/usr/lib/python3.10/contextlib.py\", line 199, in __aenter__\n"
     "(APIServer pid=139031)     return await anext(self.gen)\n"
     "(APIServer pid=139031)   File \"/data/venv_qwen3.5/lib/python3.10/site-packages/vllm/entrypoints/openai/"
     "api_server.py\", line 96, in build_async_engine_client\n"
     "(APIServer pid=139031)     async with build_async_engine_client_from_engine_args(",
     None, {}, "release_regression",
     "Serving Qwen3.5 (GatedDeltaNet linear-attention layers, tensor-parallel workers TP3/TP4 visible) on a vLLM dev "
     "build of late February 2026: PR #35102 made RMSNormGated.forward_cuda() in vllm/model_executor/layers/"
     "layernorm.py pass activation=self.activation, but did not add the `activation` parameter / attribute to that "
     "class's __init__, so the first forward pass through the gated norm (the start-up dummy / profiling run) raised "
     "AttributeError in every worker and the server never came up. A vLLM regression; the model, GPUs and flags are "
     "fine.",
     "PR #35423 ('[Bugfix] Add missing activation attr to RMSNormGated', merged 2026-02; its author confirmed "
     "Qwen3.5-122B-A10B loads and serves on 4x RTX PRO 6000 Blackwell with vLLM 0.16.1rc1.dev12 after the patch): "
     "upgrade past it, or use a build before #35102.",
     release="0.16.x dev (late February 2026)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (the only place the stored text holds the whole error line), then three chunks of "
          "smartdolphin's pasted log as the issues corpus returned them, joined with '...' lines (the collector's); "
          "the worker chunk stops at layernorm.py line 595 as stored. Fix evidence from PR #35423 (search result), not "
          "from the issue thread. pytorch/pytorch #175932 reports the same error from torch 2.11's release CI.")

# ---------------------------------------- vllm #47446: CI Engine (1 GPU) + LoRA, main 2026-07 -> EngineCore fork: Cannot re-initialize CUDA in forked subprocess
case("vllm-47446-ci-enginecore-fork-cannot-reinitialize-cuda-forked-subprocess-main-regression",
     "https://github.com/vllm-project/vllm/issues/47446",
     "```\n"
     "RuntimeError: Cannot re-initialize CUDA in forked subprocess.\n"
     "  To use CUDA with multiprocessing, you must use the 'spawn' start method\n"
     "```\n"
     "\n"
     "## Affected CI jobs / tests\n"
     "- **Engine (1 GPU)** \u2014 13 failed (e.g. `v1/engine/test_engine_core.py::test_engine_core`, "
     "`test_engine_core_advanced_sampling`, `test_engine_core_concurrent_batches`, "
     "`test_encoder_instance_zero_kv_cache[...]`, `v1/engine/test_engine_core_client.py::test_engine_core_client`, "
     "`v1/engine/test_abort_final_step.py::test_abort_during_final_step`).\n"
     "- **LoRA 4** \u2014 `lora/test_default_mm_loras.py::test_active_default_mm_lora` and "
     "`test_default_mm_lora_does_not_expand_string_reqs`.\n"
     "\n"
     "## Traceback (EngineCore child, during KV-cache spec init)\n"
     "```\n"
     "File \".../vllm/v1/engine/core.py\", line 1200, in run_engine_core\n"
     "  engine_core = EngineCoreProc(*args, engine_index=dp_rank, **kwargs)\n"
     "File \".../vllm/v1/engine/core.py\", line 133, in __init__\n"
     "  kv_cache_config = self._initialize_kv_caches(vllm_config)",
     "cuda_fork_reinit", {}, "release_regression",
     "A recent change on vLLM main (early July 2026) made the parent process initialize CUDA before the EngineCore "
     "process is forked, so every fork-mode engine start in CI (Engine 1-GPU tests, LoRA tests) died in the child "
     "while initializing its KV-cache spec with torch's fork re-initialization error. The reporter separates it from "
     "the Triton 3.8 cuInit issue (#46996). Not a memory or model problem.",
     "no fix in the stored chunk (the issue is closed). The report pins the cause as a main regression; the general "
     "workaround for this message is VLLM_WORKER_MULTIPROC_METHOD=spawn.",
     release="main, 2026-07-02", gpu=None, gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue description's error block, affected-tests list and traceback head as stored (the chunk "
          "stops inside the traceback); the 'Summary' sentence that states the cause and the 'Not #46996' section are "
          "left out. Title tag '[Bug][CI]'.")

BATCH.write()
