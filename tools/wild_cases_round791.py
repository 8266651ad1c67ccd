"""Round-791 blind batch: NAMED LEADS, FIFTH LIST (threads earlier collectors saw and did not spend: vllm #47648 (PR
#47716), vllm #31480, vllm #56088 (PR #56295), vllm #46830 / #46834, vllm-ascend #9675, vllm-ascend #11300,
vllm-ascend #12102 (PR #11981), vllm #47846, vllm #28476, vllm #28901 (PR #29207), vllm #54349, vllm #54350), each
re-checked with fresh searches on its own words and taken only where the stored text has vLLM's error line AND a cause
or fix; collected by helper wild791 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round791-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR it links) only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out
of the excerpt.

Look-ups: 19 of the 50 allowed (the 50 shared by the two collectors of this wave): 16 ``search`` corpus=issues, 1
``find_string`` (where the 'sum_page_size_bytes' assert lives: vllm-ascend's files only), 1 ``fetch`` of
vllm-project/vllm-ascend (its git history holds the squash commit of PR #11981, its diff, its revert and the main-branch
original #11980), and 1 ``fetch`` of vllm-project/vllm refused by the tool (snapshot over the size limit). 2 cases:
vllm-ascend #12102 (v0.23.0 on an A3, DCP on a sparse-attention (SFA) model: vllm-ascend's own
'AssertionError: sum_page_size_bytes % current_kv_cache_spec.page_size_bytes == 0' at start-up; the maintainer's answer
is PR #11981, whose kv_cache_interface hunk adds the DCP-replicated indexer to the SFA spec's page size), vllm #56088
(Qwen3.8-Flash-Next / qwen4_exp with DeepSpec DFlash / DSpark drafters: 'RuntimeError: PLE inputs were not prepared'
raised during profile_run; the reporter's own reading: the V1 runner cannot prepare the PLE inputs; fix PR #56295).

How mined the slice is: mined out. Of the twelve leads, one is already a fixture (#47648), one is the twin of a used
launch (#31480), and of the rest only #12102 and #56088 have both the error line and a cause in what the tools reach;
the others still stop before the error line or carry no answer after fresh searches on their own words.

Sources given up (for the lead, not cases):
- Already used: vllm #47648 (fixture vllm-47648-dsv4-flash-dspark-h200-flashmla-kv-shape, round 106, with PR #47716);
  vllm #31480 (same author, same DeepSeek-V3.2 launch and log as the used #31936; named in many skip lists).
- Error line not reached in the stored chunks (fresh searches on the title / message words): vllm #28901 (nccl symmem
  on NCCL 2.28+: the issue's chunks are still only NCCL INFO lines and collect_env; PR #29207's review (youkaichao)
  names the failing line NCCL v2.28.3-1 src/dev_runtime.cc:591 and hypothesises stream collisions, but the error text
  itself is not stored); vllm #46830 (GLM-5.2 MTP 'Expected slot_mapping to be a dict, got <class 'list'>': a search on
  the message returns nothing of vLLM's); vllm-ascend #11300 (DeepSeek-V4-Flash-w8a8-mtp start-up per the community
  doc: only the header 'Your current environment' is stored); vllm-ascend #9675 (GLM5 w4a8 + MTP on main: frames of
  deepseek_v2.forward only, no error line, no answer); vllm #54349 (XPU native-AWQ MoE sent to Marlin: the description
  stops at the reproduction command, no printed error); vllm #54350 (its error is printed only in PR #54391, already the
  fixture vllm-pr54391-...).
- Not start-up / no failure / no answer: vllm #46834 (GLM-5.2 MTP garbage output), #28476 (DCP + DeepSeek-V3
  request-time assertion; torch.fx frames only), #47846 (MRV2 'does not yet support: prefill context parallelism' and
  'World size (64) is larger than the number of available GPUs (8)' with TP8 x PCP8 on one H20 node: a feature request
  with no maintainer reply stored).
- Good candidates outside this slice (unused, not claimed, for a later round): vllm #55515 ('Qwen4Exp N-gram PLE
  embedding requires pipeline_parallel_size=1 because non-first pipeline ranks do not receive the raw input_ids it
  needs. Please run with PP=1', vLLM 0.28.1rc1.dev437+ge962733e0, pipeline_parallel_size 3 in the stored args: the
  message names its own fix; whether an answer is stored was not checked); vllm-ascend #15836 (DeepSeek-V4-Flash-w8a8-mtp
  per the tutorial on an A2 910B3 with the v0.23.0 image, full command stored; error and answer not seen).

Judgement calls for the lead:
1. vllm-ascend-12102: the assert is vllm-ascend's own (vllm_ascend/worker/model_runner_v1.py, found only in
   vllm-ascend files), not one of vLLM's raise / assert texts, so the kind is labelled null (README's vllm_check_failed
   names vLLM's own texts); the earlier page-size asserts (vllm-43626, vllm-ascend-13213, vllm-pr47635) are vLLM's and
   were labelled vllm_check_failed for kind and cause -- the lead may prefer that here too. The cause is labelled
   release_regression (a bug of the vllm-ascend v0.23.0 build on the launch's path, fixed by a later change), with
   vllm_check_failed as the alternative. The mechanism is read from the linked PR's diff and the reporter's stated
   commit: at vllm-ascend a218b5b (v0.23.0) any SFA model with DCP > 1 and PCP = 1 turns on the 'replicated indexer',
   the model runner allocates the indexer cache x dcp_size, but AscendMLAAttentionSpec.page_size_bytes counted the
   replicated indexer only on the sparse-C8 path; PR #11981 adds it to the non-C8 path. The thread's only answer is
   'please try PR #11981'; the reporter's confirmation is not stored. Note: the v0.23.0 cherry-pick #11981 was reverted
   the same day (c1f17b9f), the main-branch original #11980 merged on 2026-07-24, and #13197 later fixed a bug #11981
   introduced.
2. vllm-ascend-12102's excerpt ends where the stored chunk ends, inside the first WorkerProc error line; the error line
   itself is the issue's title (as in earlier title-only cases). The model is not named (an SFA / DSA model at
   1,024,000 tokens; not DeepSeek-V4, which the replicated indexer excludes); gpus is 16 from the worker names
   (Worker_TP13_DCP13 on one A3 node), not stated.
3. vllm-56088 is an open multi-item design report (five blockers) with no maintainer answer stored; the cause is the
   reporter's own diagnosis (item 1's heading, left out of the excerpt with the mechanism sentence after the log), and
   the fix is the reporter's patches / the open PR #56295 (only its test names were stored per round 786). Kind and
   cause are labelled vllm_check_failed (a raise of vLLM's qwen4_exp model code that no README row names). Drop it if an
   unmerged fix is not enough.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round791-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm-ascend #12102: v0.23.0 A3, DCP on an SFA model -> sum_page_size_bytes % page_size_bytes assert
case("vllm-ascend-12102-v0230-a3-dcp-sfa-replicated-indexer-sum-page-size-bytes-assert",
     "https://github.com/vllm-project/vllm-ascend/issues/12102",
     "[Bug]: v0.23.0 A3单机混部开启DCP服务拉起失败报错：AssertionError: sum_page_size_bytes % "
     "current_kv_cache_spec.page_size_bytes == 0\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of `python collect_env.py`</summary>\n"
     "\n"
     "```text\n"
     "Your output of above commands here\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "# 版本信息：\n"
     "\n"
     "**vllm**\n"
     "https://github.com/vllm-project/vllm/tree/releases/v0.23.0\t\n"
     "commit 0fc695fc6d1d82e9a5ac6835ac8e4e1c83703665 (HEAD -> v0.23.0, tag: v0.23.0, origin/releases/v0.23.0)\n"
     "Author: avesed <trevor.lijunlin@gmail.com>\n"
     "Date:   Sun Jun 14 13:30:06 2026 -0400\n"
     "\n"
     "    [Bugfix][Frontend] Cap fastapi < 0.137 to avoid prometheus-fastapi-instrumentator crash on serve startup\n"
     "\n"
     "**vllm-ascend**\t\n"
     "https://github.com/vllm-project/vllm-ascend/tree/releases/v0.23.0/\t\n"
     "commit a218b5b578d282857dc5b81ffd6568b56014665a (HEAD -> v0.23.0, origin/releases/v0.23.0)\n"
     "Author: yilunh <81902103+yilunh998@users.noreply.github.com>\n"
     "Date:   Wed Jul 15 11:31:45 2026 +0800\n"
     "\n"
     "    [BugFix] Fix static_forward_context cleanup and MTP draft loading (#12022)\n"
     "\n"
     "# 报错信息\n"
     "```\n"
     "(EngineCore pid=1547) INFO 2026-07-15 09:50:50.559 [kv_cache_utils.py:1745] Maximum concurrency for 1,024,000 "
     "tokens per request: 8.50x\n"
     "(Worker_TP13_DCP13_EP13 pid=3084) ERROR 2026-07-15 09:50:50.842 [multiproc_executor.py:987] WorkerProc hit an "
     "exception.\n"
     "(Worker_TP13_DCP13_EP13 pid=3084) ERROR 2026-07-15 09:5",
     None, {}, "release_regression",
     "vllm-ascend v0.23.0 (commit a218b5b) on an A3 node, PD co-located, with decode context parallelism on a "
     "sparse-attention (SFA / DSA) model: with DCP > 1 and PCP = 1 vllm-ascend turns on the 'DCP replicated indexer' "
     "and its model runner allocates the indexer's KV cache times the DCP size, but AscendMLAAttentionSpec."
     "page_size_bytes counted that replicated indexer only on the sparse-C8 path. For the non-C8 cache the summed "
     "bytes of the layer's k / v / indexer tensors are then not a multiple of the spec's page size, and vllm-ascend's "
     "own check in model_runner_v1 (KV cache reshape at start-up) fails: 'AssertionError: sum_page_size_bytes % "
     "current_kv_cache_spec.page_size_bytes == 0'. A plugin bug of that build, not memory, length or the parallel "
     "sizes the user chose.",
     "maintainer pisceskkk's answer (the only one stored): 'please try "
     "https://github.com/vllm-project/vllm-ascend/pull/11981' -- the v0.23.0 cherry-pick of #11980 ('Support compact "
     "KV gather for SFA DCP prefill'), whose kv_cache_interface.py hunk adds the replicated indexer "
     "(index_head_dim x sfa_dcp_replicated_indexer_size) to the non-C8 page_size_bytes. I.e. a vllm-ascend build with "
     "that change (#11980 on main, merged 2026-07-24; the #11981 cherry-pick was merged and reverted on 2026-07-16). "
     "Read from the PR's diff in vllm-ascend's git history; the reporter's confirmation is not stored.",
     release="0.23.0 (vllm-ascend v0.23.0 at a218b5b; vLLM v0.23.0 at 0fc695fc)", gpu="Ascend A3 (NPU)", gpus=16,
     command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--block-size"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it (the empty collect_env template "
          "kept); the chunk ends inside the first WorkerProc error line, so the assertion is in the title only. The "
          "only comment (the maintainer's PR link) is left out. The assert is vllm-ascend's, not vLLM's (judgement "
          "call 1). gpus=16 is read from the worker names (TP13 / DCP13 on one A3 node), not stated.")

# ---------------------------------------- vllm #56088: qwen4_exp (Qwen3.8-Flash-Next) + DeepSpec DFlash / DSpark drafters -> PLE inputs were not prepared
case("vllm-56088-qwen38-flash-next-qwen4-exp-dflash-dspark-ple-inputs-not-prepared-profile-run",
     "https://github.com/vllm-project/vllm/issues/56088",
     "[Bug]: qwen4_exp (Qwen3.8-Flash-Next) cannot serve DeepSpec DFlash/DSpark drafters: five blockers, patches "
     "available\n"
     "\n"
     "### The problem\n"
     "\n"
     "`Qwen4ExpForConditionalGeneration` (Qwen3.8-Flash-Next) cannot serve a DeepSpec-trained DFlash or DSpark drafter "
     "on vLLM. Five independent code paths block it, four of which are small control-flow issues and one of which is "
     "architectural. None of them is about the checkpoint being unusual: field for field a DeepSpec DFlash checkpoint "
     "is a near-exact fit for vLLM's own DFlash loader (`fc` in_features `= len(target_layer_ids) * hidden_size`, "
     "top-level `target_layer_ids` / `block_size`, stripped embed and `lm_head` bound from the target).\n"
     "\n"
     "We trained such a drafter and served it on 2x DGX Spark (GB10, TP2 + EP) by patching around all of this. "
     "Everything below is read from source at `e962733e08d10f7ca65dac4df99e116460b8b174` and, where marked measured, "
     "from a boot.\n"
     "\n"
     "### 1.\n"
     "\n"
     "```\n"
     "RuntimeError: PLE inputs were not prepared\n"
     "  vllm/models/qwen4_exp/nvidia/model.py:300   (raised during profile_run)\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Qwen3.8-Flash-Next (Qwen4ExpForConditionalGeneration) has an n-gram per-layer embedding (PLE) whose inputs "
     "(query_start_loc and ngram_context, per the reporter 'produced only by Qwen4ExpModel...') are not prepared by "
     "vLLM's V1 GPU model runner, so the model's forward raises 'RuntimeError: PLE inputs were not prepared' in the "
     "runner's profile_run and the target 'does not boot at all' on that runner (the reporter's item 1, read from "
     "source at e962733e08d1 and measured on a boot, with DeepSpec DFlash / DSpark drafters on 2x DGX Spark, TP2 + EP). "
     "A gap between vLLM's runner and this model's code, not memory, length or the checkpoint.",
     "no maintainer answer stored (the issue is open). The reporter served it by patching around all five blockers "
     "(patches offered in the issue); the fix in progress is vLLM PR #56295 (open). I.e. a vLLM build whose V1 runner "
     "prepares the PLE inputs for qwen4_exp (or the reporter's patch); not a memory, length or parallelism change.",
     release=None, gpu="NVIDIA GB10 (DGX Spark)", gpus=2, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title, 'The problem' paragraphs and item 1's log block as the stored text shows them; "
          "item 1's heading text ('The V1 runner cannot prepare PLE inputs, so this target does not boot at all' -- "
          "the reporter's diagnosis) and the mechanism sentence after the log are left out (only '### 1.' kept), as "
          "is the paragraph offering PRs. Items 2-5 are not stored. No version string: the source commit "
          "e962733e08d1 only (the same commit another thread prints as 0.28.1rc1.dev437). gpus=2 (two DGX Sparks, "
          "TP2). Judgement call 3.")

BATCH.write()
