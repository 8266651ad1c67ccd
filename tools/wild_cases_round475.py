"""Round-475 blind batch: vLLM start-up failures from vLLM's own tracker (vllm-project/vllm issues and PRs #20000-#30000,
mid-2025 to early 2026), third pass over SPECIFIC 2025 FEATURES at start-up (--async-scheduling, --enable-expert-parallel
with DeepEP / pplx, --data-parallel-size, EPLB, sleep mode, prefix caching with hybrid models, --mm-encoder-tp-mode,
--compilation-config / cudagraph_mode, FlashInfer sampler / MoE backends, gpt-oss (mxfp4, attention sinks), Qwen3-Next
(GDN)). Collected by helper wild475 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round475-blind"``; the lead grades it once. A HELD-OUT measurement: nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 38 of the 40 allowed, all ``search`` corpus=issues. Only 2 cases: this slice is mined out for these features.
Nearly every in-slice vllm thread the searches surfaced was already in /work/coord/USED_SOURCES.txt or in an earlier
round's skip list (checked with grep before any look-up was spent on it), and the in-slice threads that were new
either had no stored error line or showed only part of the traceback. Cases: vllm PR #27195 (async scheduling with the
ray executor, CI log), vllm #26582 (gpt-oss MXFP4 Triton backend vs triton_kernels upstream refactor, vLLM 0.11.0).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #22331, #24944, #22290, #22422, #22288, #24109 (FlashInfer MoE FP8 'only
  supported for Llama4'), #23200 (CUTLASS MLA CUDAGraphMode.FULL, PR), #40740 (EPLB, out of slice anyway).
- Named in earlier rounds' skip lists (not re-opened): vllm #21336 (sleep mode on RTX PRO 6000), #26612, #28589,
  #24062, #22886, #27347, #29317, #21498, #22421, #26565, #23826, #23921, #26898, #27321, #22231, #19045, #18567,
  #15604.
- New but the error line is not in the stored text the search showed: vllm #27751 / PR #27762 / PR #27904 (FlashInfer
  autotuner + gpt-oss mxfp4 backend + DP/TP + --enforce-eager fails at engine start; maintainer varun-sundar-rabindranath
  diagnosed it, stopgap PR #27762 merged, PR #27904 merged; every stored chunk stops inside the flashinfer traceback
  before the exception line; a good case if the lead can read the full thread); vllm #23023 (FlashInfer sampler broken
  on nightly, 'fixed by #23031' per simon-mo; no log stored); vllm #28407 (DCP assertion wording; only PRs that quote
  it were surfaced, not the issue's own text); vllm PR #25887 (async scheduling in multi-node, error only as
  screenshots).
- Not a start-up failure / no error: vllm #27209 (DP=2 + EP + pplx hangs at the first request, no error text), #24799
  (a PR), #19607 (usage question).
- Out of slice or out of repo (left for other collectors): vllm #36697 / PR #36734 (Mamba align mode 'block_size (2096)
  must be <= max_num_batched_tokens (2048)'), PR #32565 (EPLB Mistral-3-Large 'enable_eplb=True requiere
  expert_load_view != None'), OpenRLHF #1011 (sleep mode vs expandable_segments assert, fix PR #1274 open).

Judgement calls for the lead:
1. vllm-27195: a CI log in a merged PR, not a user's report. Taken because it is a clean start-up refusal caused by
   how the engine was launched (async scheduling + distributed_executor_backend='ray'), the message itself pins the
   cause, and the merged PR's title names the combination. kind/cause vllm_check_failed (the label earlier rounds used
   for engine-argument validation errors). What the PR changed in the test is not in the stored text.
2. vllm-26582: the reporter gives no full log, only the error strings (quoted in prose). The 'Failed to import Triton
   kernels' line is logged at start-up when the MXFP4 Triton MoE backend is wanted; whether vLLM then fell back or
   crashed is not stated. The cause is pinned by the reporter (vLLM imports triton_kernels.routing, removed upstream in
   triton commit 30ede52aa) and by maintainer zyongye's PR #26748 ('Partial address #26582'; that PR shows as closed).
   kind/cause dependency_version_mismatch. The lead may prefer to drop it as a weak excerpt.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round475-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #27195: CI 'Distributed Tests (4 GPUs)' async_sched+ray -> async scheduling only supports mp / uni
case("vllm-27195-ci-distributed-4gpu-async-scheduling-ray-executor-only-mp-or-uni",
     "https://github.com/vllm-project/vllm/pull/27195",
     "[Bugfix][CI] Fix `Distributed Tests (4 GPUs)` async_sched+ray test\n"
     "\n"
     "Fix issue currently on CI:\n"
     "\n"
     "```\n"
     "[2025-10-20T13:11:22Z] E           ValueError: Currently, async scheduling only supports `mp` or `uni` "
     "distributed executor backend, but you choose `ray`.\n"
     "[2025-10-20T13:11:22Z]\n"
     "[2025-10-20T13:11:22Z] /usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py:1513: ValueError\n"
     "[2025-10-20T13:11:22Z] =============================== warnings summary ===============================\n"
     "[2025-10-20T13:11:22Z] <frozen importlib._bootstrap>:488\n"
     "[2025-10-20T13:11:22Z]   <frozen importlib._bootstrap>:488: DeprecationWarning: builtin type SwigPyPacked has "
     "no __module__ attribute\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The 4-GPU distributed CI test started the engine with async scheduling enabled and the `ray` distributed "
     "executor backend. vLLM at that time (October 2025, vllm/engine/arg_utils.py:1513) refused this combination while "
     "building the engine config: async scheduling then worked only with the `mp` or `uni` executors. A launch-"
     "configuration conflict, not a memory or hardware problem.",
     "fixed by the merged PR #27195 (NickLucche, 'Fix `Distributed Tests (4 GPUs)` async_sched+ray test'); the "
     "stored text does not show the diff. The remedy for a launch like this, from the message itself: drop "
     "--async-scheduling or run with --distributed-executor-backend mp",
     release="vLLM main, 2025-10-20 (CI build)", gpu=None, gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR title and the stored description (the CI log lines), cut after the first warning of the "
          "pytest warnings summary. A CI log rather than a user's report; the test name says 4 GPUs, so gpus=4. "
          "No model, GPU type or command is in the stored text.")

# ---------------------------------------- vllm #26582: vLLM 0.11.0 gpt-oss MXFP4 Triton backend -> Failed to import Triton kernels (triton_kernels.routing removed upstream)
case("vllm-26582-v0110-gpt-oss-mxfp4-triton-backend-failed-to-import-triton-kernels-routing",
     "https://github.com/vllm-project/vllm/issues/26582",
     "[Bug]: which triton-kernels version for MXFP4 Triton backend?\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vllm v0.11.0 installed via `uv pip install vllm --torch-backend=auto`\n"
     "\n"
     "triton + triton-kernels at different commits installed from source\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "**Which triton + triton-kernels version does one have to install to run GPT-OSS with the MXFP4 Triton "
     "backend?**\n"
     "\n"
     "No matter which version I try, I always get an error `Failed to import Triton kernels. Please make sure your "
     "triton version is compatible.`\n"
     "\n"
     "Clearly, the latest triton-kernels will not work since the code in "
     "`vllm.model_executor.layers.fused_moe.gpt_oss_triton_kernels_moe` tries to import from `triton_kernels.routing`, "
     "but `triton_kernels.routing` has been deprecated (cf. "
     "https://github.com/triton-lang/triton/commit/30ede52aa2aecfd2ab3d6672ed21bbf4eb6438b3).\n"
     "\n"
     "But also with older versions I get errors like `ImportError: cannot import name 'triton_key' from "
     "'triton.compiler.compiler` or `Error: No module named 'triton.language.target_info`.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.11.0's gpt-oss MXFP4 Triton MoE path (gpt_oss_triton_kernels_moe) imports triton_kernels.routing, which "
     "upstream triton_kernels removed in its routing refactor (triton commit 30ede52aa, triton PR #8375); older "
     "triton_kernels commits in turn need Triton internals (triton_key, triton.language.target_info) that the "
     "reporter's Triton builds did not match. So no source-built triton + triton_kernels pair matched what vLLM 0.11.0 "
     "imports, and the MXFP4 Triton backend could not be loaded. A package-version mismatch, not memory or hardware.",
     "no fix confirmed in the stored thread (closed). Maintainer zyongye opened PR #26748 ('[gpt-oss] Update "
     "triton_kernels mxfp4 backend to be compatible with triton_kernels upstream', 'Partial address #26582'; it "
     "shows as closed), and mgoin suggested targeting the triton release that matches torch 2.9 and making "
     "triton_kernels a proper dependency. The direction the thread implies: a triton_kernels commit from before the "
     "routing refactor together with the Triton it was built for",
     release="0.11.0", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the whole description as stored (the 'Before submitting' checklist left out). "
          "The error strings are quoted by the reporter in prose, not pasted as a log; no GPU, model path or command "
          "is given. The fix direction comes from PR #26748 and its comments (zyongye, mgoin), not from a reply in "
          "the issue.")

BATCH.write()
