"""Round-519 blind batch: vLLM start-up failures from vLLM's own tracker (vllm-project/vllm) in CI threads -- "[CI Failure]"
issues and the [ROCm][CI] / [ROCm][Bugfix] pull requests that fix a CI launch -- where the engine died while being
built, by error families round 511 did not cover (memory, attention backends, distributed / disaggregated); collected
by helper wild519 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round519-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (issue / PR descriptions); the fix sentences
and the authors' diagnoses are left out of the excerpts.

Look-ups: 37 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch / find_* calls). 5 cases: vllm PR
#47536 (ROCm CI voxtral_realtime test: 'Free memory on device cuda:0 (24.68/255.98 GiB) ... (0.9, 230.39 GiB)', the
previous test's engine not cleaned up), PR #35527 (ROCm tests with the ROCM_ATTN backend: 'Head size 80 is not
supported by RocmAttention', stablelm-3b), PR #36185 (ROCm: 'Selected backend AttentionBackendEnum.ROCM_AITER_MLA is not
valid for this configuration. Reason: ['kv_cache_dtype not supported']', regression of PR #35246), issue #51072 (CI
Failure, Kimi-Linear-48B-A3B disaggregated DP/EP NIXL test: 'cp_world_size must be positive ...', nightly regression),
PR #46749 (ROCm CI mm-cache sleep test: forked EngineCore inherits the parent's HIP context, 'HIP error: invalid
argument' in mem_get_info).
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the tools/wild_cases_round*.py skip lists (main and /work/h51x-h52x) before it was spent on.

The vein is thinner than round 511 found it: most "[CI Failure]" threads store only the test name, a buildkite link
and the pytest wrapper's 'Engine core initialization failed. See root cause above' -- the root-cause lines are in
buildkite, not in the thread -- and the AMD nightly "[CI Failure]: mi3xx_N: <group>" tickets are auto-generated
status tables with no log at all.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (grep): vllm #18417, #20144, #20148, #30214, #33297, #33533, #39610, #42183,
  #7216, #7204, #31668, #16681, #14465, PR #30952 (gfx1201 AITER import, already a fixture), PR #48593 (KimiK25
  ROCm CI KV-cache OOM, already a fixture), PR #36292;
  pytorch/pytorch #170433, #175666, #175435 (torchao 'Unexpected version: 1' in vLLM's quantization CI under torch
  2.11 -- named in round 138's skip list, so not taken although it fits this slice); QwenLM/Qwen3-VL #2058,
  verl-project/verl #4337, VsonicV/es-at-scale #41, PaddlePaddle/PaddleOCR #17587 (all the Transformers-v5
  all_special_tokens_extended family, mined); vllm-project/vllm-omni #5205 (number hit in round 114's list).
- Error line not in the stored text, or no cause reachable: vllm #27844 / PR #27845 / PR #29022 (AMD structured-output
  tests OOM under @pytest.mark.skip_global_cleanup: the stored chunks stop at 'raise ValueError(' in gpu_worker.py
  init_device, the free-memory line itself is not stored; PR #29022 removed the marker), #43086 (CI Kernels (B200)
  test_nvfp4[flashinfer_trtllm]: only the pytest wrapper's 'Engine core initialization failed' is stored), #34941
  (Intel GPU Test, opt-125m --block-size 64: traceback stops inside sampler.py topk_topp_sampler), #18525 (V1
  structured-output-with-reasoning CI: chunk stops in core.py frames), #34401 (Distributed Tests 8 GPUs torchrun_dp:
  chunk stops in core_client.py), #30889 (log only in a gist), #29528 (mi325_8 torchrun DP: only an AI-written
  paraphrase of hipErrorStreamCaptureUnsupported, no verbatim log), PR #46431 (ROCm CI Quark mxfp4 under torch 2.11:
  the EngineCore frames into quark.torch are stored but not the final error line; amd/Quark #34 gives
  "ModuleNotFoundError: No module named 'torch.ao.quantization.pt2e'", fixed in quark 0.12 -- a good case if a later
  collector can reach the PR's error line), PR #23066 (nightly gptq_marlin weight-loading failure after a missed
  refactor: error not in the stored chunk), PR #52966 (CT block-FP8 with Marlin, nightly #84555: 'both TP workers
  failed while loading the QKV projection', the AttributeError itself not stored), PR #30823 ('ColumnParallelLinear'
  object has no attribute `weight_scale_inv`, Kimi-K2-Thinking-FP8-Block -tp 8: error only in the title, and not a CI
  thread), PR #17182 (hybrid tests 'Multi-Step not supported for attention backend: XFORMERS': the maintainer's
  comment mixes two bugs, cause not pinned).
- Not a start-up failure / outside the slice: vllm #34700 (spec-decode acceptance), #22927 (hang), #29509 / #42020 /
  #41854 (multimodal output mismatches), #40216 / #40217 / #40233 / #40387 (AMD nightly status tables, no log), #33816
  (gptq NaNs), #34460 (DBO accuracy), #43090 (prefix-caching output regression); intel/intel-xpu-backend-for-triton
  #7158 ('VLLM_USE_V2_MODEL_RUNNER does not yet support: hybrid/mamba models' -- same check and same tracker as the
  existing fixture intel-xpu-7166, left for that reason); vllm-project/vllm-ascend #8529 (NPU CI dynamo Unsupported,
  other tracker, chunk cut); pytorch/pytorch #180913, #170489 (torch release CI running vLLM tests: assertion /
  flex-attention compile failures in unit tests, not an engine launch); vllm-project/router #265 (ROCm MoRI nightly
  'insufficient free GPU memory', other tracker, a summary table rather than the log line, no cause yet); ROCm/aiter
  #1498 (in earlier skip lists).

Judgement calls for the lead:
1. All five are CI or maintainer launches (pytest building vllm.LLM / a disaggregated serve), four of them reported in
   the fixing PR's description rather than in an issue. Taken because the engine dies while being built and the PR or
   thread pins why.
2. vllm-pr47536: kind free_memory_low, cause other_process as the earlier fixtures with this message; the 'other
   process' is the same test session's previous engine, whose VRAM ROCm reclaims lazily (the PR's diagnosis). A lower
   --gpu-memory-utilization (<= 0.09) would formally pass the check but is not the fix; the forbidden entry is the
   usual 'at_least free/total' one.
3. vllm-pr35527: kind/cause head_size_unsupported (the three earlier fixtures with 'Head size N is not supported by
   ...'). The failing runs forced the non-default ROCM_ATTN backend (the PR calls itself a prerequisite to PR
   #33271), so switching back to TRITON_ATTN / FLEX_ATTENTION is a valid workaround and is not forbidden.
4. vllm-pr36185: the stored text shows the message only inline in the PR description, without the 'ValueError: '
   prefix and without the launch command; kind kv_cache_dtype_unsupported as aeon7 / aima (the same 'Reason:
   ['kv_cache_dtype not supported']' refusal), cause release_regression (PR #35246's validation-based ROCm backend
   selection dropped the backends' fp8-KV-cache feature flags; PR #36185 re-enabled them). Dropping the fp8 KV cache
   would be a working workaround, so --kv-cache-dtype is not forbidden. The lead may drop it as too thin.
5. vllm-51072: kind vllm_check_failed (vLLM's own RuntimeError text), cause release_regression (first failure on the
   Aug 3rd 2026 nightlies of a test that passed before). No fix in the stored thread (closed, but the stored comments
   end with a contributor offering a PR on Aug 5th); 'Use 1 if CP is not enabled' is addressed to vLLM code paths, not
   to the user's flags.
6. vllm-pr46749: kind None -- no README row reads 'HIP error: invalid argument' (a ROCm runtime error surfacing in
   torch.cuda.mem_get_info, not a vLLM message); cause cuda_fork_reinit because the PR pins it as a forked EngineCore
   inheriting the parent's live HIP context (the spawn fix is the same as for torch's 'Cannot re-initialize CUDA in
   forked subprocess'). The lead may prefer kind cuda_fork_reinit.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round519-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #47536: ROCm CI test_voxtral_realtime.py -> Free memory on device cuda:0 (24.68/255.98 GiB) < (0.9, 230.39 GiB)
case("vllm-pr47536-rocm-ci-voxtral-realtime-free-24.68-of-255.98-util-0.9-previous-test-engine",
     "https://github.com/vllm-project/vllm/pull/47536",
     "On ROCm CI, `test_voxtral_realtime.py` fails with:\n"
     "```\n"
     "ValueError: Free memory on device cuda:0 (24.68/255.98 GiB) on startup is less than\n"
     "desired GPU memory utilization (0.9, 230.39 GiB).\n"
     "```",
     "free_memory_low",
     {"free_gib": 24.68, "total_gib": 255.98, "gpu_memory_utilization": 0.9, "requested_gib": 230.39},
     "other_process",
     "vLLM's ROCm CI runs the voxtral_realtime model tests back to back in one pytest session. The tests' own `engine` / "
     "`async_engine` fixtures did not tear the previous engine down thoroughly enough, and ROCm reclaims VRAM lazily, so "
     "when the next test built its engine only 24.68 of 255.98 GiB were free and the start-up check for "
     "gpu_memory_utilization=0.9 (230.39 GiB) refused. The memory was held by the same session's previous vLLM engine, "
     "not by the model being too large.",
     "Merged PR #47536 (shen-shanshan, 2026-07-03): refactor test_voxtral_realtime_forward to use the `vllm_runner` "
     "fixture, whose teardown shuts the engine core down, deletes the LLM, resets dynamo, cleans up the distributed "
     "env and waits for ROCm memory to settle before the next engine starts; the async_engine fixture's cleanup was "
     "enhanced the same way. I.e. free the previous engine's memory before starting the next one.",
     release="main, 2026-07 (not stated)", gpu="AMD Instinct GPU (ROCm CI; 255.98 GiB reported)", gpus=None,
     command="pytest models/multimodal/generation/test_voxtral_realtime.py (ROCm CI)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.096}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR description's first lines, verbatim (the error is wrapped over two lines as stored). The "
          "'Root cause' paragraph (fixtures' cleanup, ROCm's lazy VRAM reclaim, VllmRunner.__exit__'s sequence) and "
          "the 'Main Changes' list are the diagnosis and fix, left out. The earlier AMD ticket #35235 ('[CI Failure]: "
          "mi355_1: Multi-Modal Models Test (Extended) 1', test_voxtral_realtime_forward FAILED) may be the same "
          "failure; its stored text has no error line and it was not opened.")

# ---------------------------------------- vllm PR #35527: ROCm tests with ROCM_ATTN, stabilityai/stablelm-3b-4e1t -> Head size 80 is not supported by RocmAttention
case("vllm-pr35527-rocm-attn-stablelm-3b-gguf-tests-head-size-80-not-supported-by-rocmattention",
     "https://github.com/vllm-project/vllm/pull/35527",
     "Two tests fail when using the ROCM_ATTN backend instead of the current default TRITON_ATTN:\n"
     "```\n"
     "pytest -v -s models/language/generation/test_common.py::test_models[True-False-5-32-stabilityai/stablelm-3b-4e1t]\n"
     "pytest -v -s models/quantization/test_gguf.py::test_models[1-5-32-bfloat16-model4]\n"
     "```\n"
     "\n"
     "They fail with `ValueError: Head size 80 is not supported by RocmAttention`.",
     "head_size_unsupported", {"head_size": 80}, "head_size_unsupported",
     "On AMD GPUs with the ROCM_ATTN attention backend selected (instead of the default TRITON_ATTN; the PR calls itself "
     "a prerequisite to PR #33271), building stabilityai/stablelm-3b-4e1t (and the GGUF test's model4) "
     "fails because the model's attention head size is 80 and RocmAttentionBackend.get_supported_head_sizes did not "
     "list 80. A backend capability gap, not a memory or configuration problem of the run.",
     "Merged PR #35527 (micah-wil, 2026-02-27): add head size 80 to RocmAttentionBackend.get_supported_head_sizes; "
     "both tests pass with it. Until then, running with the default TRITON_ATTN backend (or FLEX_ATTENTION, which the "
     "PR says supports any head size) avoids the refusal.",
     release="main, 2026-02 (not stated)", gpu="AMD GPU (ROCm)", gpus=None,
     command="pytest -v -s models/language/generation/test_common.py::test_models[True-False-5-32-stabilityai/stablelm-3b-4e1t] (with the ROCM_ATTN backend)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the PR description's opening, verbatim; the following sentences (the change to "
          "get_supported_head_sizes, the LM-eval comparison FLEX_ATTENTION vs TRITON_ATTN) are the fix and evidence, "
          "left out. The second failing test (GGUF model4) is not named by model in the stored text.")

# ---------------------------------------- vllm PR #36185: ROCm MLA with fp8 KV cache after PR #35246 -> ROCM_AITER_MLA is not valid ... ['kv_cache_dtype not supported']
case("vllm-pr36185-rocm-aiter-mla-fp8-kv-cache-not-valid-for-configuration-after-pr35246",
     "https://github.com/vllm-project/vllm/pull/36185",
     "`Selected backend AttentionBackendEnum.ROCM_AITER_MLA is not valid for this configuration. Reason: "
     "['kv_cache_dtype not supported']`",
     "kv_cache_dtype_unsupported", {}, "release_regression",
     "PR #35246 (shortly before 2026-03-05) refactored vLLM's ROCm attention-backend selection to validate each backend against "
     "the configuration, but did not declare the features the ROCm backends already supported -- among them the fp8 KV "
     "cache on several backends. A ROCm launch of an MLA model with an fp8 KV cache therefore had ROCM_AITER_MLA "
     "refused with 'kv_cache_dtype not supported' although the backend handles it: a vLLM regression, not a user "
     "mistake.",
     "Merged PR #36185 (Rohan138, 2026-03-05, 'Reenable features for ROCm attention backends'): re-declares the feature "
     "support (fp8 KV cache etc.) on the ROCm backends so validation passes again; follow-up PR #36292 (ROCm CI) fixed "
     "further validation gaps from the same refactor. Workaround before the fix: run without the fp8 KV cache.",
     release="main, 2026-03 (between PR #35246 and PR #36185)", gpu="AMD Instinct (ROCm, AITER)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the only error text the stored PR description holds, quoted inline as 'This PR fixes multiple "
          "related errors e.g. ...'; the 'ValueError: ' prefix, the model and the launch are not in the stored text. "
          "The description's first sentence (#35246 did not specify the feature support) is the diagnosis, left out.")

# ---------------------------------------- vllm #51072: CI Kimi-Linear-48B-A3B disaggregated DP/EP (NIXL) nightly -> cp_world_size must be positive
case("vllm-51072-ci-kimi-linear-48b-a3b-disagg-dp-ep-nixl-cp-world-size-must-be-positive",
     "https://github.com/vllm-project/vllm/issues/51072",
     "# [CI Failure]: Kimi-Linear-48B-A3B Disaggregated DP EP\n"
     "\n"
     "### Name of failing test\n"
     "\n"
     "v1/kv_connector/nixl_integration/test_accuracy.py::test_accuracy\n"
     "\n"
     "### 🧪 Describe the failing test\n"
     "\n"
     "```\n"
     "(Worker_TP0 pid=3070) ERROR 08-04 15:31:22 [multiproc_executor.py:1018] RuntimeError: cp_world_size must be positive, required by downstream unified code path. Use 1 if CP is not enabled.\n"
     "\n"
     "```\n"
     "\n"
     "### 📝 History of failing test\n"
     "\n"
     "First failure on Aug3rd nightlies",
     "vllm_check_failed", {}, "release_regression",
     "vLLM's nightly disaggregated-prefill test (NIXL KV connector, data + expert parallel) for "
     "Kimi-Linear-48B-A3B started failing with the Aug 3rd 2026 nightlies: a TP worker raised vLLM's own "
     "check that cp_world_size (the context-parallel world size) must be positive -- by the message, a code path got a "
     "non-positive CP size where 1 is expected when CP is off. A regression in vLLM main (the test passed before the "
     "Aug 3rd nightly), not something the test's launch changed.",
     "no fix in the stored thread (the issue is closed, but the stored comments end on 2026-08-05 with a contributor "
     "offering to put up a PR and the reporter agreeing). Pinning to a build before the Aug 3rd 2026 nightly is the only user-side way around it.",
     release="main nightly, 2026-08-03/04", gpu=None, gpus=None,
     command="pytest v1/kv_connector/nixl_integration/test_accuracy.py::test_accuracy (Kimi-Linear-48B-A3B, disaggregated DP/EP)",
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the issue body (title, test name, error block, history line), verbatim; the template's 'Basic "
          "information' checkboxes (none ticked), the buildkite link and the CC list are left out. Only one log line "
          "is stored; which worker phase (init / KV-connector registration) raised is not shown.")

# ---------------------------------------- vllm PR #46749: ROCm CI test_sleep_wake_preserves_mm_cache_consistency after ~185 tests -> HIP error: invalid argument in mem_get_info (forked EngineCore)
case("vllm-pr46749-rocm-ci-mm-cache-sleep-test-forked-enginecore-hip-invalid-argument-mem-get-info",
     "https://github.com/vllm-project/vllm/pull/46749",
     "`tests/multimodal/test_cache.py::test_sleep_wake_preserves_mm_cache_consistency` (added in #43001 as a regression "
     "test for #42995) fails on ROCm CI with:\n"
     "\n"
     "```\n"
     "torch.AcceleratorError: HIP error: invalid argument\n"
     "  ... in current_platform.mem_get_info(device) -> cudaMemGetInfo(device)\n"
     "  EngineCore failed to start.\n"
     "RuntimeError: Engine core initialization failed.\n"
     "```",
     None, {}, "cuda_fork_reinit",
     "The test builds a vllm.LLM inside a pytest process that has already run ~185 other tests of the ROCm CI's "
     "multimodal cpu_test step, so the parent process holds a live HIP context. vLLM launched EngineCore with its "
     "default VLLM_WORKER_MULTIPROC_METHOD=fork; the forked child inherited an invalid HIP context and its first device "
     "call (init_device -> mem_get_info -> cudaMemGetInfo) failed with 'HIP error: invalid argument'. Run alone (no "
     "prior HIP context) the test passes. The ROCm form of the fork-after-GPU-initialisation problem, not a memory or "
     "model problem.",
     "Merged PR #46749 (peizhang56, 2026-06-25): wrap the test in create_new_process_for_each_test(), which uses spawn on "
     "ROCm / XPU (fork stays on CUDA), as the sleep-mode tests in tests/basic_correctness/test_mem.py already do. For a "
     "user: start vLLM's workers with spawn (VLLM_WORKER_MULTIPROC_METHOD=spawn) or build the engine before anything "
     "touches the GPU in the parent.",
     release="main, 2026-06 (not stated)", gpu="AMD GPU (ROCm CI)", gpus=None,
     command="pytest tests/multimodal/test_cache.py::test_sleep_wake_preserves_mm_cache_consistency (ROCm CI, after the step's other tests)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's opening and its error block, verbatim (the block is the author's condensed "
          "log, with its own '...'). The 'Root cause' and 'Fix' paragraphs are left out.")

BATCH.write()
