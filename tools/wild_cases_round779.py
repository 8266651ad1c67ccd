"""Round-779 blind batch: NAMED LEADS, THIRD LIST (threads earlier collectors saw and did not spend: vllm #54062 with
PR #53906's comments, vllm #56007, vllm #28901 (PR #29207), vllm #29590, vllm #42291 (PR #55380), vllm #26949 (PR
#33274), vllm #5302, vllm #23347, vllm #15060, vllm #18547, vllm-ascend #7705, kvcache-ai/Mooncake #292, vllm #52203,
intel/llm-scaler #479, vllm #44318 (vllm-xpu-kernels PR #244), LMCache #3931 (PR #4013), vllm #29168), each re-checked
with fresh searches on its own words and taken only where the stored text has vLLM's error line AND a cause or fix;
collected by helper wild779 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round779-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and from the fix PR / the later PR comments it names). Excerpts are the text as the search tool's issues corpus
shows it; the fix is left out of the excerpt.

Look-ups: 24 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 2 cases:
vllm #54062 (GLM-5.3-Flash on nightly 0.28.1rc1.dev7, before PR #53906 registered glm5_next: Transformers-backend
fallback, 'There is no module or parameter named ...self_attn.k_conv1d in TransformersMultiModalMoEForCausalLM'),
vllm #23347 (V1 --scheduling-policy priority: a request preempted after being scheduled in the same step trips the
scheduler's scheduled-vs-running assert; fixed by the merged PR #23713).

How mined the slice is: the named leads are nearly spent. Most of them were passed over by rounds 765-778 because the
stored text lacks the error line or any cause, and fresh searches on their own words return the same chunks
(environment blocks, the launch command, an HTML paste). Two leads gained a cause from threads that were not reached
before: vllm #54062 (PR #53906's later comments date its merge after the reporter's nightly) and vllm #23347 (the
merged fix PR #23713, 'fix #23347', came back in a search on the assert's own words).

Sources given up (for the lead, not cases):
- Error line not reached in the stored chunks (fresh searches on the title / message words): vllm #28901 (nccl
  symmem on NCCL 2.28+; two searches return only collect_env and NCCL INFO lines; the merged PR #29207 'use the same
  stream for cuda graph catpure and replay for NCCL' is the fix -- youkaichao's review says the error is at NCCL
  v2.28.3-1 src/dev_runtime.cc:591 and hypothesises stream collisions -- but the error text itself is not stored in
  either); vllm #5302 (speculative decoding with --max-num-seqs <= 2 x --num-speculative-tokens, v0.4.3: only the
  launch command of the description is stored, no error, no answer); vllm #56007 (GLM5.3-Flash v0.29.0: only
  '### Your current environment' stored); vllm #42291 (RTX 2080 Ti, vllm-openai v0.20.1 / v0.20.2, FlashInfer JIT
  cannot find flashinfer/page.cuh; the description paraphrases the error and says v0.20.0 works, the compiler line is
  not in the chunk, closed stale; PR #55380's comment is about FlashInfer 0.6.18 dropping the SM75 JIT cache -- a later
  release, so it does not explain 0.20.1); vllm #29590 (curand_kernel.h on SM120 NVFP4: pip list only, open).
- No cause / fix stored: kvcache-ai/Mooncake #292 ('assert start_pos == num_prefill_tokens' with MooncakeStoreConnector
  on V0: the maintainer's advice was the flags the reporter already used; open); intel/llm-scaler #479 (HTML-pasted
  chat transcript, open, no maintainer answer); vllm #29168 ('CPU tensor must be pinned' with --cpu-offload-gb and a
  GGUF on k8s: open, no answer); vllm #26949 (symm_mem 'invalid device ordinal' on H100 PCIe: the issue text did not
  come back, only the used twin vllm #26525 and the FlashInfer workspace twin #48823, both used / skip-listed).
- LMCache #3931 (DeepSeek-V4-Flash + LMCacheMPConnector on 8x H20, LMCache 0.5.0): the issue's own text did not come
  back in two searches; its class (storage_offset != 0 in _validate_dim0_padded_layout) is the used lmcache-3821, and
  its PR #4013 was closed unmerged (the merged fix is #3853). Not spent on.
- Not re-searched (earlier rounds' reasons stand; budget kept): vllm #15060 and #18547 (chunked prefill not taking
  effect / not switchable: no failure), vllm-ascend #7705 (chunk stops in the serve command, environment a
  screenshot), vllm #52203 (XPU UR_RESULT_ERROR_DEVICE_LOST, open, no answer), vllm #44318 (GGUF on XPU, error only
  paraphrased in the title; vllm-xpu-kernels PR #244 closed 'no plan for it').
- Seen on the way, already used or claimed: vllm #54626 and #48840 (round 775), LMCache #3821 / PR #3853 (round 776),
  LMCache #4008, vllm #26525.
- Seen on the way, not a case here: a PR-review comment on vllm PR #53906 (hubedltq, 2026-09-02): GLM-5.3-Flash with
  --pipeline-parallel-size 2 built from the PR fails in _try_load_fp8_attn_proj with "KeyError:
  'layers.23.self_attn.fused_qkv_a_proj.weight'" (no PP guard; layer 23 is the first layer of stage 1). A review of an
  unmerged build, not a user's launch; a possible case for a PP slice if a fix is stored.

Judgement calls for the lead:
1. vllm-54062: the issue is still open in the stored copy and has no answer. The cause is dated from PR #53906
   ('[Model] add GLM-5.3-Flash support'): on 2026-08-28 a commenter pasted the same error against the nightly wheel on
   the PR and reviews were still running; on 2026-09-02 another reviewer was testing 'vLLM built from this PR'; and
   PR #55785 (2026-09-08) says the Glm5Next architectures 'were registered in #53906' on main. The reporter's nightly
   0.28.1rc1.dev7+g4a6a3272e (installed 2026-08-27) therefore predates native glm5_next support, and vLLM fell back to
   its Transformers backend, whose module lacks k_conv1d. kind weight_loading_mismatch / cause architecture_unsupported,
   as the earlier Transformers-fallback fixtures (paddleocr-17148, vllm-28517, dynamo-7942). The fix (a build with PR
   #53906) is the collector's reading of the PR timeline, not a reported fix. A third-party fork's maintainer
   (guqiong96/Lvllmds4-x #39) wrote that the 0.29.0 release carried Qwen 3.8 Flash Next only, not GLM 5.3 Flash -- so
   the fix may be 'a nightly after the merge or the release after 0.29.0'. The stored error line is cut inside the
   set of available parameters.
2. vllm-23347: a run-time crash (at a preemption under load), not a start-up failure; taken because the failure
   follows from the launch flag (--scheduling-policy priority) and the fix PR is merged. The reporter EDITED the
   assert's message (he says so): the AssertionError text after 'AssertionError:' is his f-string, not vLLM's; the
   assert's condition line (pytest-style '>       assert (len(scheduled_new_reqs) + ...') is vLLM's. kind
   vllm_check_failed, cause release_regression (a bug of that release's V1 scheduler, fixed by PR #23713), following
   round 775's vllm-48840; 'vllm_check_failed' as the cause is the alternative. The reporter's 'The root cause seems
   to be ...' paragraph is left out of the excerpt (it is the diagnosis). No release is stated ('N/A'); the fix PR
   was merged in late August 2025 (the 0.10.1 / 0.10.2 era).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round779-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm #54062: GLM-5.3-Flash on nightly 0.28.1rc1.dev7 (before PR #53906) -> Transformers fallback, no k_conv1d
case("vllm-54062-glm53-flash-nightly-before-glm5next-support-transformers-fallback-no-k-conv1d",
     "https://github.com/vllm-project/vllm/issues/54062",
     "[Bug]: GLM-5.3-Flash - attention archiecture Glm5NextTextLinearAttention not supported\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>Environment info</summary>\n"
     "\n"
     "```text\n"
     "Nvidia driver version: 580.173.02\n"
     "CUDA version: 13.0\n"
     "GPU model: B200\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I installed vllm nightly:\n"
     "\n"
     "uv venv\n"
     "source .venv/bin/activate\n"
     "```bash\n"
     "uv pip install -U vllm --pre\n"
     "--extra-index-url https://wheels.vllm.ai/nightly/cu130\n"
     "--extra-index-url https://download.pytorch.org/whl/cu130\n"
     "--index-strategy unsafe-best-match\n"
     "```\n"
     "\n"
     "and launched the model, following the recipe (for **B200** cards) on vllm website:\n"
     "\n"
     "```bash\n"
     "export VLLM_ENGINE_READY_TIMEOUT_S=3600\n"
     "vllm serve zai-org/GLM-5.3-Flash\n"
     "--tensor-parallel-size 4\n"
     "--max-model-len 262144\n"
     "--kv-cache-dtype fp8\n"
     "--tool-call-parser glm47\n"
     "--enable-auto-tool-choice\n"
     "--reasoning-parser glm45\n"
     "```\n"
     "\n"
     "The resulting versions of vllm and transformers are:\n"
     "`transformers==5.16.1`\n"
     "`vllm==0.28.1rc1.dev7+g4a6a3272e`\n"
     "\n"
     "I got this error:\n"
     "`ValueError: There is no module or parameter named 'model.language_model.layers.0.self_attn.k_conv1d' in "
     "TransformersMultiModalMoEForCausalLM. The available parameters belonging to model.language_model.layers.0."
     "self_attn (Glm5NextTextLinearAttention) are: {'model.language_model.layers.0.self_attn.v_proj.weight', "
     "'model.language_model.layers.0.self_attn.forget_gate.A_log', 'model.language_model.layers.0.self_attn.forg",
     "weight_loading_mismatch", {}, "architecture_unsupported",
     "GLM-5.3-Flash (glm5_next: KDA linear attention + sparse MLA, Glm5NextForConditionalGeneration) had no native "
     "vLLM implementation in the nightly the reporter installed on 2026-08-27 (0.28.1rc1.dev7+g4a6a3272e): native "
     "support came with PR #53906 ('[Model] add GLM-5.3-Flash support'), which was still under review on 2026-08-28 "
     "(a commenter pasted this same error against the nightly on the PR) and on 2026-09-02 (a reviewer testing 'vLLM "
     "built from this PR'), and was on main by 2026-09-08 (PR #55785: the architecture 'was registered in #53906'). "
     "vLLM therefore fell back to its Transformers backend (TransformersMultiModalMoEForCausalLM); transformers "
     "5.16.1's Glm5NextTextLinearAttention module has no k_conv1d parameter, so loading the checkpoint's short-"
     "convolution weights failed. The recipe the reporter followed was written for a build with native support. "
     "Not memory, parallelism or the context length.",
     "not in the stored issue thread (open, no answer). From the PR timeline: a vLLM build that includes PR #53906 "
     "(a nightly after its merge, between 2026-09-02 and 2026-09-08, or a build of the PR), which registers "
     "Glm5NextForCausalLM / Glm5NextForConditionalGeneration natively so the Transformers fallback is not used. A "
     "third-party maintainer (guqiong96/Lvllmds4-x #39) noted that the 0.29.0 release carried only Qwen 3.8 Flash Next, "
     "so for a tagged release the one after 0.29.0.",
     release="0.28.1rc1.dev7+g4a6a3272e (nightly)", gpu="NVIDIA B200", gpus=None,
     command="vllm serve zai-org/GLM-5.3-Flash --tensor-parallel-size 4 --max-model-len 262144 --kv-cache-dtype fp8 "
             "--tool-call-parser glm47 --enable-auto-tool-choice --reasoning-parser glm45",
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue's title and description as the stored text shows them, up to where the stored chunk ends, "
          "inside the set of available parameters ('...self_attn.forg'); nothing after it is stored. The command's "
          "lines are as stored (no backslashes); command= joins them. gpus=None: TP 4 on B200 cards, the count of the "
          "machine's GPUs is not stated. See judgement call 1.")

# ---------------------------------------- vllm #23347: V1 --scheduling-policy priority, preemption inside the running loop -> scheduler assert (fix PR #23713)
case("vllm-23347-v1-scheduling-policy-priority-preemption-scheduled-running-reqs-assert",
     "https://github.com/vllm-project/vllm/issues/23347",
     "[Bug]: V1 priority scheduling crashes at preemption\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "N/A\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "While running a V1 server with `--scheduling-policy priority`, I sometimes run into this error, causing the "
     "server to crash:\n"
     "\n"
     "(I've edited the code to give a better assertion error message)\n"
     "```\n"
     "        # Since some requests in the RUNNING queue may not be scheduled in\n"
     "        # this step, the total number of scheduled requests can be smaller than\n"
     "        # len(self.running).\n"
     ">       assert (len(scheduled_new_reqs) + len(scheduled_resumed_reqs) +\n"
     "                len(scheduled_running_reqs) <= len(self.running)), (\n"
     "                    f\"scheduled_new_reqs: {len(scheduled_new_reqs)} + \"\n"
     "                    f\"scheduled_resumed_reqs: {len(scheduled_resumed_reqs)} + \"\n"
     "                    f\"scheduled_running_reqs: {len(scheduled_running_reqs)} > \"\n"
     "                    f\"running: {len(self.running)}\")\n"
     "E       AssertionError: scheduled_new_reqs: 0 + scheduled_resumed_reqs: 0 + scheduled_running_reqs: 2 > "
     "running: 1\n"
     "\n"
     "../vllm-internal/vllm/v1/core/sched/scheduler.py:558: AssertionError\n"
     "```\n"
     "\n"
     "I've provided a repro here: https://github.com/vllm-project/vllm/pull/23346",
     "vllm_check_failed", {}, "release_regression",
     "A bug in the V1 scheduler's priority policy: while scheduling the RUNNING queue in priority order, a request "
     "already scheduled in this step could later be preempted (evicted for a higher-priority request when KV blocks ran "
     "out), but it was not removed from scheduled_running_reqs, so the step counted more scheduled running requests "
     "than remained in self.running and the scheduler's consistency assert killed the server. Triggered only with "
     "--scheduling-policy priority under KV-cache pressure; not a memory setting of the user's to fix.",
     "fixed in vLLM by the merged PR #23713 ('[Bugfix] Fix for V1 priority scheduling crashes at preemption', "
     "Hanchenli, 'fix #23347': 'when requests are evicted due to low priority and not enough KV space, "
     "scheduled_running_reqs are not updated. This PR adds the line to update scheduled_running_reqs' plus a scheduler "
     "test from the reporter's repro PR #23346): a vLLM release with that PR. Until then, the default FCFS policy "
     "(dropping --scheduling-policy priority) avoids the path (the collector's reading, not a reported workaround).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--cpu-offload-gb"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue's title and description as stored, up to the repro link; the reporter's 'The root cause "
          "seems to be ...' paragraph (his diagnosis) is left out. The assertion MESSAGE is the reporter's own edit; "
          "the assert's condition is vLLM's (v1/core/sched/scheduler.py). A run-time crash, not start-up: see "
          "judgement call 2.")

BATCH.write()
