"""Round-477 blind batch: LEADS that earlier collectors found but could not take (TokenizersBackend with Qwen3.5
fine-tunes, Mamba align mode, EPLB on Mistral 3, OpenRLHF sleep mode, MiniMax-M2.5 Ray KeyError, Qwen3.5 text-only,
FlashInfer autotuner, cot-eval evaluation requests, vllm-ascend's torch_npu 'SetPrecisionMode ... error code is
500001'); collected by helper wild477 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round477-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread only.
Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 22 of the 40 allowed, all ``search`` corpus=issues. 3 cases: vllm PR #32565 (EPLB on
Mistral-Large-3-675B, DP 8), vllm PR #41941 (the same ValueError on Mistral-Small-4-119B, DP 2; found while checking
the #32565 lead), vllm-ascend PR #472 (torch_npu's 'SetPrecisionMode ... error code is 500001' with numpy 2.x, the
maintainer's diagnosis; found while checking the vllm-ascend 500001 lead). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt and the earlier rounds' skip lists before it was spent on. The slice is thin: most
leads had been given up by other collectors because the stored chunks stop before the error line or the answer, and
re-querying the same threads with other words surfaced the same chunks.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm PR #36734 (and so issue #36697, the same incident, skipped as in round 45);
  OpenRLHF #1011; logikon-ai/cot-eval #43, #50, #56; runpod-workers/worker-vllm #279 (surfaced again: Qwen3.5 MoE
  unsupported on 0.16.0); modelscope/ms-swift #8098 (named in rounds 219 / 287 / 293).
- Named in earlier rounds' skip lists (not re-opened beyond the search): vllm #19123 (Ray KeyError 'bundles');
  gpustack #2500 (placement group bundle index invalid, no fix); cot-eval #17, #22, #44, #51, #52.
- Error line in the title or the traceback, but no cause pinned by the stored text (every stored chunk is the
  reporter's log; no answer surfaced with eight differently worded searches): agentscope-ai/QwenPaw #3084 (CoPaw-Flash-9B,
  vLLM 0.19.0, open), gpustack #5096 (qwopus3.5-27b, closed, the answer not stored in any chunk the search returned),
  eugr/spark-vllm-docker #170 (Qwen3.5-122B recipe with the vllm-node-tf5 image, closed; its fix not in the chunks),
  hiyouga/LlamaFactory #10310 (open, pending). All four are 'Tokenizer class TokenizersBackend does not exist or is not
  currently imported' with Qwen3.5 checkpoints; the likely cause (files saved by transformers 5 read by transformers 4)
  is what vllm-36585's fixture already says, but these threads do not state it. eugr/spark-vllm-docker #96 has a
  working fix (sed tokenizer_class TokenizersBackend -> Qwen2Tokenizer, use the TF5 image; maintainer eugr agrees) but
  no error line, so not taken.
- Error line not in the stored chunks: MiniMax-AI/MiniMax-M2.5 #30 (the stored chunk shows
  'ray.exceptions.RayTaskError(KeyError): ray::RayWorkerWrapper.execute_method() ...' but not the key, and the issue is
  open with no answer); vllm #39231 and #27751 / PRs #27762, #27904 (not re-searched: round 449 / 475 report the chunks
  stop before the error line); cot-eval #31 (Qwen-72B-Chat, chunk stops in the engine config line), #37 (Eurus-70b-sft,
  JSONDecodeError reading config.json, chunk stops inside json/decoder.py), #30 (openchat-3.5-0106-gemma: maintainer
  names vllm #516 as the cause but the log is not stored); vllm-ascend #1875 (np.float_ removed with numpy 2 on vllm
  serve; fixed by downgrading numpy per the reporter, maintainer Yikun: CANN requires numpy < 2.0.0; only the title
  paraphrases the error); vllm-ascend #8520 (EPLB start-up failure on Qwen3.5-35B-A3B, 0.18.0rc1; the log is not in
  the chunk); vllm PR #27589 (EPLB expert-weight shape error on DeepSeek-V2-Lite, chunk stops before the error line).
- vllm-ascend #564, #692, #975, #2244, #4744, #302 (torch_npu 500001): #564, #692, #2244, #4744 show the error line
  verbatim again, but no answer or cause was in any chunk returned (#2244's title blames the CANN version of the image vs
  the manual, and #692's log shows 'init runtime platform info failed, SocVersion = Ascend910B2', but no thread
  confirms a fix); not taken.
- vllm-ascend #2210 (release checklist, maintainer MengqingCao: 'we still need to pin numpy < 2.0 with CANN 8.2.1',
  with the 500001 error from torch.npu.set_device(0) in an interactive Python session): the same cause as PR #472 but
  not a vLLM launch at all; not taken.
- vllm PRs #41096 / #41097 (clear error for --enable-eplb on a non-EPLB model): they fix #40740, which is already a
  fixture (vllm-40740-enable-eplb-assert-is-mixture-of-experts).

Judgement calls for the lead:
1. vllm-pr32565 and vllm-pr41941: both are PR descriptions by a vLLM developer (varun-sundar-rabindranath) running
   `vllm serve` on main; the ValueError comes from FusedMoE._select_experts in the engine core, during start-up (the
   first forward, before serving). Both PRs show as *closed* (not merged) in the stored text, and vllm PR #46483
   ('Mistral Large 3 EPLB Support') is closed too, so no merged fix is stored; the cause is the PR author's diagnosis
   (a multimodal wrapper around an MoE language model is not treated as MoE by EPLB), and the workaround shown by the
   PR's test plan is serving without --enable-eplb. kind/cause vllm_check_failed as the earlier EPLB fixture
   (vllm-40740) used for the same class (EPLB enabled on a model vLLM does not register as MoE); the lead may prefer a
   dedicated cause. Taking both: different models, DP sizes and months, one message; the lead may keep only one.
2. vllm-ascend-pr472: the failure is torch_npu's NPU initialisation (torch_npu._C._npu_init(), the call vllm-ascend's
   worker makes at start-up) in vllm-ascend's CI after the numpy 2.x bump, not a user's `vllm serve`; taken because the
   error line is verbatim and the maintainer (Yikun) pins the cause ('Currently, CANN can't support nump >= 2.x'); the
   same PR series' merged PR #476 ('Set numpy < 2.0.0', closes #473) is the fix. No existing message kind fits a
   torch_npu / ACL error; kind dependency_version_mismatch (numpy 2.x under a CANN that needs numpy < 2), cause the
   same. The lead may prefer to drop it as not a vLLM start-up, or give it null / a new kind.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round477-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #32565: Mistral-Large-3-675B, DP 8 + EP + EPLB on main -> ValueError enable_eplb=True requiere expert_load_view != None
case("vllm-pr32565-mistral-large-3-675b-dp8-eplb-expert-load-view-none",
     "https://github.com/vllm-project/vllm/pull/32565",
     "[Bugfix] EPLB - Mistral 3 Large\n"
     "\n"
     "## Purpose\n"
     "on `main` running, \n"
     "```\n"
     "vllm serve mistralai/Mistral-Large-3-675B-Instruct-2512 --data-parallel-size 8 --enable-expert-parallel --port "
     "9010 --all2all-backend deepep_high_throughput --enable-eplb --eplb-config '{\"window_size\":100, "
     "\"step_interval\":10, \"num_redundant_experts\":0, \"log_balancedness\":true}' --max-model-len 8192 \n"
     "```\n"
     "produces the error \n"
     "```\n"
     "EngineCore_DP5 pid=4109610)     topk_weights, topk_ids = router.select_experts(\n"
     "(EngineCore_DP5 pid=4109610)                              ^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP5 pid=4109610)   File \"/home/varun-sundar-rabindranath/code/vllm/vllm/model_executor/layers/"
     "fused_moe/layer.py\", line 305, in select_experts\n"
     "(EngineCore_DP5 pid=4109610)     return self.layer._select_experts(hidden_states, router_logits)\n"
     "(EngineCore_DP5 pid=4109610)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP5 pid=4109610)   File \"/home/varun-sundar-rabindranath/code/vllm/vllm/model_executor/layers/"
     "fused_moe/layer.py\", line 1564, in _select_experts\n"
     "(EngineCore_DP5 pid=4109610)     raise ValueError(\n"
     "(EngineCore_DP5 pid=4109610) ValueError: enable_eplb=True requiere expert_load_view != None\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Mistral-Large-3-675B-Instruct-2512 is a multimodal model that contains an MoE language model; the model as a "
     "whole is not an MoE model, and EPLB on main only works when the entire model is (so no expert-load view is set "
     "up for the MoE layers). With --enable-eplb the engine cores hit the ValueError in FusedMoE._select_experts. A "
     "vLLM limitation/bug in detecting the MoE language model, not a memory or launch-size problem.",
     "no merged fix in the stored text: the PR (closed) adds logic to detect the MoE language_model and plumb it to "
     "the EPLB interface (diagnosis by its author, vLLM developer varun-sundar-rabindranath). Serving without "
     "--enable-eplb / --eplb-config avoids the error (the same author's later PR #41941, for Mistral-Small-4, uses "
     "the same kind of command without EPLB as its working baseline and says its fix should also cover "
     "Mistral-Large-3-675B-Instruct-2512)",
     release="main (2026-01-19)", gpu=None, gpus=8,
     command="vllm serve mistralai/Mistral-Large-3-675B-Instruct-2512 --data-parallel-size 8 --enable-expert-parallel "
             "--port 9010 --all2all-backend deepep_high_throughput --enable-eplb --eplb-config '{\"window_size\":100, "
             "\"step_interval\":10, \"num_redundant_experts\":0, \"log_balancedness\":true}' --max-model-len 8192",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--data-parallel-size", "above": 8},
                       {"flag": "--trust-remote-code"}],
     note="Excerpt: the PR title and its Purpose section as stored (the first traceback line is stored without its "
          "opening parenthesis); the '### Fix' section, which states the cause, is left out. gpus 8 from "
          "--data-parallel-size 8 on one command; the GPU model is not stated. See judgement call 1.")

# ---------------------------------------- vllm PR #41941: Mistral-Small-4-119B, DP 2 + EP + EPLB on main -> the same ValueError
case("vllm-pr41941-mistral-small-4-119b-dp2-eplb-expert-load-view-none",
     "https://github.com/vllm-project/vllm/pull/41941",
     "[Bugfix] EPLB - Mistral\n"
     "\n"
     "## Purpose\n"
     "on `main` running \n"
     "\n"
     "```\n"
     "vllm serve mistralai/Mistral-Small-4-119B-2603  --data-parallel-size 2 --enable-expert-parallel  --enable-eplb "
     "--eplb-config '{\"window_size\":100, \"step_interval\":10, \"num_redundant_experts\":0, "
     "\"log_balancedness\":true}' --port 9010\n"
     "```\n"
     "hits the ValueError \n"
     "```\n"
     "ValueError: enable_eplb=True requiere expert_load_view != None\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Mistral Small 4 (like Mistral 3 Large) is a multimodal model wrapping an MoE language model; EPLB on main only "
     "works if the entire model is an MoE model, so with --enable-eplb the MoE layers have no expert-load view and "
     "FusedMoE raises this ValueError at start-up. A vLLM limitation in detecting the MoE language model; not memory.",
     "no merged fix in the stored text: the PR (closed) adds logic to detect a contained MoE language_model and plumb "
     "it into EPLB (author varun-sundar-rabindranath, vLLM developer); its test plan serves the same model with the "
     "same DP 2 + expert-parallel command minus --enable-eplb / --eplb-config as the working baseline",
     release="main (2026-05-07)", gpu=None, gpus=2,
     command="vllm serve mistralai/Mistral-Small-4-119B-2603  --data-parallel-size 2 --enable-expert-parallel  "
             "--enable-eplb --eplb-config '{\"window_size\":100, \"step_interval\":10, \"num_redundant_experts\":0, "
             "\"log_balancedness\":true}' --port 9010",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--data-parallel-size", "above": 2},
                       {"flag": "--trust-remote-code"}],
     note="Excerpt: the PR title and its Purpose section as stored; the '## Fix' section (the cause) and the test plan "
          "(the command without EPLB) are left out. gpus 2 from the test plan's 'canhazgpu run -g2'. Same message and "
          "cause class as vllm-pr32565, different model and DP size; see judgement call 1.")

# ---------------------------------------- vllm-ascend PR #472: numpy 2.x under CANN -> torch_npu SetPrecisionMode ... error code is 500001
case("vllm-ascend-pr472-numpy-2x-cann-torch-npu-init-setprecisionmode-500001",
     "https://github.com/vllm-project/vllm-ascend/pull/472",
     "[WIP] Bump numpy version to 2.x\n"
     "\n"
     "```\n"
     ">           torch_npu._C._npu_init()\n"
     "E           RuntimeError: SetPrecisionMode:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:155 NPU function "
     "error: at_npu::native::AclSetCompileopt(aclCompileOpt::ACL_PRECISION_MODE, precision_mode), error code is 500001\n"
     "Error:      [ERROR] 2025-04-07-01:39:08 (PID:2090, Device:0, RankID:-1) ERR00100 PTA call acl api failed\n"
     "Error:      [Error]: The internal ACL of the system is incorrect.\n"
     "E                   Rectify the fault based on the error information in the ascend log.\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vllm-ascend's CI after bumping numpy to 2.x (vLLM itself had dropped its numpy limit): torch_npu's NPU "
     "initialisation failed in ACL's SetPrecisionMode with error code 500001 because the CANN toolkit cannot work with "
     "numpy >= 2.x (maintainer Yikun: 'Currently, CANN can't support nump >= 2.x', raised with Huawei's forum). A "
     "Python dependency version under the Ascend stack, not the NPU, its memory or the model.",
     "keep numpy < 2.0.0: maintainer Yikun's merged PR #476 ('Set numpy < 2.0.0 to resolve numpy VersionConflict', "
     "closes #473) pins numpy < 2.0.0 in vllm-ascend's requirements; this PR (the 2.x bump) was closed",
     release=None, gpu="Ascend NPU (vllm-ascend CI; model not stated)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR title and the maintainer's first comment's log block as stored; his sentence with the "
          "cause and the forum links are left out. Not a user's `vllm serve` but the NPU initialisation vllm-ascend's "
          "worker performs at start-up, failing in CI; see judgement call 2.")

if __name__ == "__main__":
    BATCH.write()
