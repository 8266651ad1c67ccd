"""Round-527 blind batch: vLLM start-up failures (and one first-request failure caused by how the server was launched)
quoted VERBATIM in the descriptions of MERGED "[Bugfix]" / "[BugFix]" / "[Bug]" PULL REQUESTS of vllm-project/vllm
numbered #5000-#39999 (2024-2026); collected by helper wild527 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round527-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (PR descriptions are stored there); the fix is
left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch / find_* calls). 2 cases:
vllm PR #8556 (vllm.entrypoints.api_server crashing at start with uvicorn Config TypeError 'engine') and vllm PR
#31173 (DeepSeek-V3.1 TP8+EP with VLLM_USE_TRTLLM_RAGGED_DEEPSEEK_PREFILL=1 -> 'CutlassMLAImpl' object has no
attribute '_workspace_buffer'). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and
against the skip lists of tools/wild_cases_round*.py (this worktree and /work/h5*/tools/wild_cases_round5[12]*.py)
before it was taken.

The slice is heavily mined (rounds 218, 284, 421, 447, 478, 487 and others worked vLLM PRs before) and the issues
corpus answers PR-style queries mostly with ISSUES; where a PR came back, its stored chunk usually stops inside the
traceback before the error line (the search only shows the description's first chunk). Yield: 2 cases from 34 calls.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): vllm PR #29926 (round 284; its incident is
  fixture vllm-29109), #17434 (rounds 421/447/478/515: error only in the title), #28663 (round 212), #27267 (rounds
  218/421: traceback cut before the error line), #33501 (rounds 421/487), #20875 (closed, not merged; named in an
  earlier round), #30567 (closed, round 478); issue #39610 (used).
- Error line not in the stored chunk (traceback cut before the exception line): PR #33993 ('[Bugfix] Fix no attribute
  error of SharedFusedMoE', DeepSeek-V3.1, merged 2026-02-06; the excerpt stops in deepseek_v2.py __init__), PR #23512
  ('[Bugfix] Fix Qwen2.5-VL quantized model weights loading', RedHatAI/Qwen2.5-VL-7B-Instruct-FP8-Dynamic on A100s,
  stops inside gptq_marlin_repack), PR #24674 ('[Bug] Fix Layer weight_block_size Assertion Issue',
  DeepSeek-Coder-V2-Lite-Instruct-FP8 with VLLM_USE_DEEP_GEMM=1; stops in EngineCoreProc.__init__, and the run was an
  lm_eval offline engine), PR #27682 (DeepEP low-latency router-logits assert, EPLB + dp 2; stops in an inductor
  frame, and whether it fires at start-up is not shown), PR #27733 (granite-4.0-micro + --enable-lora; only the
  successful start-up log after the fix is in the chunk), PR #21020 (import error on non-Blackwell builds; the error
  is only linked, not quoted).
- Not a failure / not a start-up error: PR #25683 (negative CUDA-graph memory in the log, no failure), PR #14728 (adds
  the sampler-warm-up OOM message; no user failure quoted), PR #7425 / #7022 / #6051 (Gemma-2 soft-cap work, no
  failure quoted), PR #11120 (closed, not merged).
- Out of the #5000-#39999 range: PRs #44356, #44286, #55116, #55914, #57926, #948, #1389, #1531, #2031.

Judgement calls for the lead:
1. vllm-8556: kind dependency_version_mismatch because every earlier fixture with an 'unexpected keyword argument'
   TypeError uses it (31 of 34), cause release_regression (as vllm-4568, the other vLLM-internal keyword mismatch): here
   both sides of the call are vLLM's own code path (api_server -> launcher.serve_http -> uvicorn.Config), so no package
   version is wrong on the user's side. The lead may prefer kind None. No vLLM release string is in the stored text,
   so release=None (the PR is dated 2024-09-18, i.e. between v0.6.1 and v0.6.2).
2. vllm-31173: the failure comes at the first prefill, not in engine start-up ('EngineCore encountered a fatal error',
   not 'EngineCore failed to start'), and it is reached only because of how the server was launched (the env var
   VLLM_USE_TRTLLM_RAGGED_DEEPSEEK_PREFILL=1 on a setup whose MLA backend is CUTLASS MLA); taken under 'a failure at its
   first requests caused by how it was launched'. kind None / cause release_regression mirror vllm-29109 and
   vllm-48700 (an attribute missing from a vLLM-internal class after a refactor). The GPU is not named in the stored
   text (CUTLASS MLA is a Blackwell backend, but that is an inference), so gpu=None; gpus=8 from '-tp 8'.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round527-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #8556: vllm.entrypoints.api_server -> uvicorn.Config(app, **uvicorn_kwargs) TypeError 'engine'
case("vllm-8556-api-server-serve-http-uvicorn-config-unexpected-keyword-engine",
     "https://github.com/vllm-project/vllm/pull/8556",
     "[Bugfix] Config.__init__() got an unexpected keyword argument 'engine' api_server args\n"
     "\n"
     "File \"vllm/vllm/entrypoints/api_server.py\", line 122, in run_server\n"
     "[rank0]:     shutdown_task = await serve_http(\n"
     "[rank0]:   File \"vllm/vllm/entrypoints/launcher.py\", line 29, in serve_http\n"
     "[rank0]:     config = uvicorn.Config(app, **uvicorn_kwargs)\n"
     "[rank0]: TypeError: Config.__init__() got an unexpected keyword argument 'engine'",
     "dependency_version_mismatch", {}, "release_regression",
     "A bug in vLLM's own demo server, vllm.entrypoints.api_server (source checkout, September 2024): run_server handed "
     "its arguments to launcher.serve_http, which forwards every extra keyword to uvicorn.Config(app, **uvicorn_kwargs); "
     "an 'engine' keyword from the api_server's args reached uvicorn.Config, which does not accept it, so the server "
     "died before it could listen. Not a memory, GPU or user-environment problem.",
     "fixed by the merged PR #8556 itself (Juelianqvq, opened 2024-09-18; merged by maintainer youkaichao 2024-09-20: "
     "'merge as ci failures are not relevant'), which corrects the api_server args passed to serve_http; upgrade to a "
     "vLLM build that contains it",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the PR title and its whole description as stored (the description is only the traceback tail, "
          "starting mid-frame; the '[rank0]:' prefixes are as pasted). The launch command is not in the stored text; "
          "the frames show the failure is in vllm/entrypoints/api_server.py (the simple demo server), not in the "
          "OpenAI-compatible server.")

# ---------------------------------------- vllm PR #31173: DeepSeek-V3.1 -tp 8 EP + VLLM_USE_TRTLLM_RAGGED_DEEPSEEK_PREFILL=1 -> CutlassMLAImpl no _workspace_buffer
case("vllm-31173-deepseek-v31-tp8-ep-trtllm-ragged-prefill-cutlassmlaimpl-no-workspace-buffer",
     "https://github.com/vllm-project/vllm/pull/31173",
     "[Bug] Fix `'CutlassMLAImpl' object has no attribute '_workspace_buffer'`\n"
     "\n"
     "## Purpose\n"
     "\n"
     "`export MODEL=\"deepseek-ai/DeepSeek-V3.1\"`\n"
     "`export VLLM_USE_TRTLLM_RAGGED_DEEPSEEK_PREFILL=1`\n"
     "`vllm serve $MODEL -tp 8   --port 9256 --enable-expert-parallel --enforce_eager`\n"
     "will raise error\n"
     "\n"
     "```bash\n"
     "\n"
     "\n"
     "(Worker_TP1_EP1 pid=1533438) ERROR 12-22 10:52:18 [multiproc_executor.py:824]   File "
     "\"/home/wentao/vllm-source/vllm/v1/attention/backends/mla/common.py\", line 1498, in "
     "_run_prefill_new_tokens_trtllm_ragged\n"
     "(Worker_TP1_EP1 pid=1533438) ERROR 12-22 10:52:18 [multiproc_executor.py:824]     "
     "workspace_buffer=self._workspace_buffer,\n"
     "(Worker_TP1_EP1 pid=1533438) ERROR 12-22 10:52:18 [multiproc_executor.py:824]                      "
     "^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP1_EP1 pid=1533438) ERROR 12-22 10:52:18 [multiproc_executor.py:824] AttributeError: 'CutlassMLAImpl' "
     "object has no attribute '_workspace_buffer'\n"
     "(Worker_TP1_EP1 pid=1533438) ERROR 12-22 10:52:18 [multiproc_executor.py:824] \n"
     "(EngineCore_DP0 pid=1533143) ERROR 12-22 10:52:18 [core.py:870] EngineCore encountered a fatal error.\n"
     "(EngineCore_DP0 pid=1533143) ERROR 12-22 10:52:18 [core.py:870] Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=1533143) ERROR 12-22 10:52:18 [core.py:870]   File "
     "\"/home/wentao/vllm-source/vllm/v1/engine/core.py\", line 861, in run_engine_core",
     None, {}, "release_regression",
     "A vLLM bug reached through a launch option: with VLLM_USE_TRTLLM_RAGGED_DEEPSEEK_PREFILL=1 the MLA prefill goes "
     "through _run_prefill_new_tokens_trtllm_ragged, which reads self._workspace_buffer, but on this DeepSeek-V3.1 "
     "TP8 + expert-parallel launch the selected MLA implementation was CutlassMLAImpl, which never created that buffer "
     "(vLLM main, December 2025). The first prefill therefore raised AttributeError in every worker and the engine "
     "died. Not a memory, parallelism-size or quantization problem.",
     "fixed by the merged PR #31173 itself (vLLM contributor yewentao256, 2025-12-22), which makes the workspace buffer "
     "available to the CUTLASS MLA implementation on this path; no workaround is stated in the stored text",
     release=None, gpu=None, gpus=8,
     command="export MODEL=\"deepseek-ai/DeepSeek-V3.1\"; export VLLM_USE_TRTLLM_RAGGED_DEEPSEEK_PREFILL=1; "
             "vllm serve $MODEL -tp 8 --port 9256 --enable-expert-parallel --enforce_eager",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the PR title and the description as the stored chunk shows it, cut after the first frame of the "
          "EngineCore traceback (the chunk ends a line later, mid-word). 'EngineCore encountered a fatal error' (not "
          "'EngineCore failed to start') marks a failure in the running engine, i.e. at the first prefill after "
          "start-up; taken as a first-request failure caused by the launch (the env var). The author runs a source "
          "checkout of main; no release string and no GPU name are in the stored text. --enforce_eager was already "
          "set, so it is forbidden as a fix.")

if __name__ == "__main__":
    BATCH.write()
