"""Round-611 blind batch: vLLM start-up failures from FEATURES THE V1 ENGINE DOES NOT SUPPORT OR REMOVED (vLLM 0.8 -
0.12, the V0 -> V1 transition: 'not supported in V1' refusals, removed flags and engine arguments, V0-only models,
'unrecognized arguments'), any tracker; collected by helper wild611 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round611-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed (33 ``search``: 29 corpus=issues, 1 pages, 1 docs, 1 code, plus 1 ``read_file`` that
found nothing because issues are not files; the 35th was a search). Collecting stopped with 5 left because every
further query in the slice returned only threads already used or named in earlier rounds' skip lists. 4 cases:
vllm-gaudi PR #91 (CI test passing enable_prompt_adapter after vLLM removed prompt adapters with V0), vllm PR #25866
(MotifForCausalLM 'was supported in vLLM until v0.10.2' after the V0 removal), vllm #27347 ('unrecognized arguments:
--all2all-backend' on a release before the flag existed), workdd/LLM_Foreign_Block #1 (V1's refusal of per-request
logits processors). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists (tools/wild_cases_round*.py) before it was spent on.

The slice is mined out: the searches for the removed flags (--num-scheduler-steps, --use-v2-block-manager,
--enable-prompt-adapter, --swap-space, --guided-decoding-backend), 'VLLM_USE_V1=1 is not supported with ...',
'Multi-step scheduling is not supported ... on VLLM V1', XFormers on V1, the draft-model refusal, the V1 logits-processor
refusal and the V0-only models returned almost only threads earlier rounds used or skipped.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #27389, #9398, #12522, #19461, #13279, #13585, #18538, #31883, #15636;
  unsloth #2002; OpenRLHF PR #702; lm-evaluation-harness #2706; sendnn-inference #38; verl-pipeline #5;
  vllm-tgis-adapter #268; xinference #2900; LlamaFactory #6523; AutoRAG #696; intel-xpu-backend-for-triton #7166;
  production-stack #407; kaito PR #1791; vllm #46325; outlines #1609; Edit-R1 #9; vllm PR #16493, PR #20702.
- Named in earlier rounds' skip lists (not re-opened): vllm #22072, #8273, #14076, #10116, #16738, #23283, #31480,
  #12901, #21797, #15853, #17372, #19981, #29606, #18301, #27198, #18051; vllm-omni #1081; vllm-ascend #2169;
  ROLL #153; async_cosyvoice #40; gpustack #1201, #3315; rl-swarm #122; ramalama #758; rllm #62; dynamo #356;
  verl PR #960; domyn-swarm #97; LMCache #1662; index-tts-vllm #29; ServerlessLLM PR #263.
- Error line not in the stored chunk: vllm #14263 (DeepSeek-R1 PP=3 x TP=8 on VLLM_USE_V1=1, 0.7.x; the stored text
  shows the launch and V1 Worker warnings, the error itself is beyond the chunk; a second search did not reach it);
  vllm-ascend #1963 (Llama-3.2-11B-Vision on vllm-ascend v0.9.2rc1: "['MllamaForConditionalGeneration'] is not
  supported by the V1 Engine. Falling back to V0." then a traceback cut before its error line; a second search did not
  reach it); vllm-ascend #514 (Qwen2.5-VL on V1, chunk in env vars); vllm-ascend #2950 (bge-m3 on v0.10.1rc1, chunk
  stops in the EngineCore traceback); vllm PR #22047 (draft-model speculation on 0.10.0: the stored test log stops in
  the non-default args line; the error is only named in prose, 'it will get a `NotImplementedError`'; the same
  message family has three fixtures already); vllm #19775 (draft model on 0.9.2.dev, chunk cut in the args).
- No error line at all / feature request / PR without a log: vllm #31819 (Florence-2 after V0 removal), #33367 (BART),
  PR #24907, PR #25832 (Phi4Flash to _PREVIOUSLY_SUPPORTED_MODELS), #23957, #32007, #17899, #18571, PR #20412,
  PR #22772, PR #19059, PR #13505, #13847, #9158; pfgen-bench PR #95 (prompt_token_ids on 0.11.0, no log);
  trl PR #4123; bielik-tools PR #11; ms-swift #3356; verl #678; MinerU #4516 (fall-back to V0 reported as a question,
  no failure in the chunk).
- Not in the slice / not vLLM's failure: xinference #3469 (Xinference passing 'enable-thinking' into the vLLM engine
  config; error line not in the chunk); intel/auto-round #1050 (auto-round's own argparse); vllm #16339 (llguidance
  version at request time); vllm-ascend #9056, #1058, sendnn-inference #271, vllm-tt-plugin PR #101, vllm PR #22928
  (plugin / model API drift of later releases, not the V0 -> V1 transition); vllm-ascend #2930, #5695, #2837.

Judgement calls for the lead:
1. vllm-gaudi-91: the stored text is the PR title ('remove enable_prompt_adapter in test to fix', which is the fix and
   is left out) and the one TypeError line; no log, no release. Taken because the message leaves no doubt and the
   upstream removal is pinned (vllm PR #20588 '[V0 Deprecation] Remove Prompt Adapters', merged for 0.10.0, which
   kept only a deprecation warning on the CLI flag, not the EngineArgs field). kind/cause dependency_version_mismatch
   as the 18 earlier fixtures with 'EngineArgs.__init__() got an unexpected keyword argument' (README: 'a framework's
   engine arguments a release lacks'). A fix-PR source (the brief's notes say those grade worse).
2. vllm-25866: a maintainer's PR quoting the error a model gets on vLLM main after the V0 removal (no user launch, no
   command). kind/cause architecture_unsupported per README's row for "Model architecture X was supported in vLLM until
   vR ..." (0.10+); no earlier fixture has this wording. The fix is the message's own (vLLM 0.10.2 or older); that
   Motif needed V0-only pieces is read from the PR ('Similar to Phi4FlashForCausalLM, vLLM no longer supports
   MotifForCausalLM') and PR #25832 ('Since we stripped out V0, the model Phi4FlashForCausalLM is no longer
   supported'). The lead may prefer architecture_release_mismatch as the cause (the architecture IS in an older
   release's registry).
3. vllm-27347: the flag is one a release ADDED (vllm PR #26732, merged 2025-10-13, replaced VLLM_ALL2ALL_BACKEND with
   --all2all-backend), not one a release removed; the user's vLLM (torch 2.8.0 in the env: 0.10.2 / 0.11.0) predates
   it. Kept because it is the V0 -> V1-era 'unrecognized arguments' family of this slice; kind/cause
   vllm_check_failed as the earlier 'unrecognized arguments' fixtures (e.g. github-easyinfer-num-scheduler-steps).
   The thread's answer is not in the stored chunks; the fix is read from PR #26732.
4. llm-foreign-block-1: the failure is at the first generate call with the library's logits processor, because the
   engine launched as V1 (the default since 0.8.0); labelled as the existing fixture with the same message
   (outlines-1517: kind vllm_check_failed, cause dependency_version_mismatch). The fix (VLLM_USE_V1=0) is the
   repository author's; the reporter confirmed it resolved following the linked vllm #15636.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round611-blind")
case = BATCH.case

_NONMEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm-gaudi PR #91: a test still passing enable_prompt_adapter after vLLM removed prompt adapters (V0 deprecation)
case("vllm-gaudi-91-ci-test-engineargs-enable-prompt-adapter-removed-upstream",
     "https://github.com/vllm-project/vllm-gaudi/pull/91",
     "TypeError: EngineArgs.__init__() got an unexpected keyword argument 'enable_prompt_adapter'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The vllm-gaudi plugin's test built vLLM's EngineArgs with enable_prompt_adapter=..., but upstream vLLM removed "
     "prompt adapters as part of the V0 deprecation (vllm PR #20588 '[V0 Deprecation] Remove Prompt Adapters', in "
     "0.10.0), which dropped the EngineArgs field, so the engine arguments could not even be constructed. A plugin / "
     "vLLM version mismatch (a V0-only feature the release removed), not a GPU, memory or model problem.",
     "the PR (xuechendi, 2025-08-20): remove enable_prompt_adapter from the test's engine arguments (its title: 'remove "
     "enable_prompt_adapter in test to fix'); with a vLLM >= 0.10.0 the argument must not be passed at all",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--enable-prompt-adapter"}],
     note="Excerpt: the PR description as stored (one line). The PR title, which names the fix, is left out. Intel "
          "Gaudi (HPU) CI of the vllm-gaudi plugin against vLLM main in August 2025 (after 0.10.0); no log, command "
          "or release printed.")

# ---------------------------------------- vllm PR #25866: MotifForCausalLM after the V0 removal -> 'was supported in vLLM until v0.10.2'
case("vllm-25866-motifforcausallm-supported-until-v0102-after-v0-removal",
     "https://github.com/vllm-project/vllm/pull/25866",
     "**error info**\n"
     "```text\n"
     "  Value error, Model architecture MotifForCausalLM was supported in vLLM until v0.10.2, and is not supported "
     "anymore. Please use an older version of vLLM if you want to use this model architecture. [type=value_error, "
     "input_value=ArgsKwargs((), {'model': ...rocessor_plugin': None}), input_type=ArgsKwargs]\n"
     "```",
     "architecture_unsupported", {}, "architecture_unsupported",
     "MotifForCausalLM was not carried over to the V1 engine; when vLLM stripped out the V0 engine (0.11.0) the model "
     "was dropped like Phi4FlashForCausalLM and listed in the registry's _PREVIOUSLY_SUPPORTED_MODELS with 0.10.2 as "
     "the last release that ran it, so ModelConfig validation refuses the architecture at start-up. Not a memory, GPU "
     "or checkpoint problem.",
     "the message's own: use vLLM 0.10.2 or older for this architecture (no V1 port existed; the PR by jeejeelee, "
     "2025-09-29, removes the remaining Motif code, 'Similar to Phi4FlashForCausalLM, vLLM no longer supports "
     "MotifForCausalLM')",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--trust-remote-code"}],
     note="Excerpt: the PR description's 'error info' block as stored; its Purpose lines (which state the cause) are "
          "left out. The log is from vLLM main between 0.10.2 and 0.11.0 (the V0 removal); the user-side launch is "
          "not shown. First fixture with the 'was supported in vLLM until vR' wording.")

# ---------------------------------------- vllm #27347: --all2all-backend on a vLLM that predates the flag (torch 2.8.0 env)
case("vllm-27347-all2all-backend-deepep-low-latency-unrecognized-before-0111",
     "https://github.com/vllm-project/vllm/issues/27347",
     "[Usage]: vllm: error: unrecognized arguments: --all2all-backend deepep_low_latency\n"
     "\n"
     "```text\n"
     "[pip3] torch==2.8.0\n"
     "[pip3] torchaudio==2.8.0\n"
     "[pip3] torchvision==0.23.0\n"
     "[pip3] transformers==4.56.1\n"
     "[pip3] triton==3.4.0\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The user launched `vllm serve ... --all2all-backend deepep_low_latency` on a vLLM whose argument parser has no "
     "such flag: the CLI argument replaced the VLLM_ALL2ALL_BACKEND environment variable only with vllm PR #26732 "
     "(merged 2025-10-13, after 0.11.0), while the environment (torch 2.8.0) is that of vLLM 0.10.2 / 0.11.0, so "
     "argparse stops the launch before any engine starts. A flag from a newer release (docs ahead of the installed "
     "vLLM), not a memory or GPU problem.",
     "not in the stored chunks of this thread (closed). Per vllm PR #26732: on that release select the backend with "
     "the environment variable (VLLM_ALL2ALL_BACKEND=deepep_low_latency) and drop the flag, or upgrade to a release "
     "that has --all2all-backend (after 0.11.0)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM,
     note="Excerpt: the issue title (the error line) and the torch / transformers lines of the stored environment "
          "report (the GPU and NIC topology table is left out). The vLLM version itself is not in the stored chunks; "
          "'0.10.2 / 0.11.0' is inferred from torch 2.8.0.")

# ---------------------------------------- workdd/LLM_Foreign_Block #1: per-request logits processors on the V1 engine (vLLM 0.8.x default)
case("llm-foreign-block-1-qwen-v1-per-request-logits-processors-unsupported",
     "https://github.com/workdd/LLM_Foreign_Block/issues/1",
     "v1 logits_processors 지원 하지 않는 이슈\n"
     "\n"
     "안녕하세요.\n"
     "\n"
     "LLM에서 외국어들이 나오는 이슈가 있어 선생님이 올려주신 방안대로 적용하고 있습니다.\n"
     "Qwen 모델을 vllm으로 서빙중이라 vllm 방식으로 진행중에\n"
     "v1은 더 이상 logits_processors 지원하지 않는다는 에러가 발생합니다.\n"
     "이런 경우 어떻게 해결해야 될지 방법을 알고 싶습니다.\n"
     "\n"
     "```python\n"
     "vLLM V1 does not support per request user provided logits processors.\n"
     "```",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "The repository's method blocks foreign-language tokens with a logits processor attached to each request's "
     "SamplingParams (the V0 API). With vLLM 0.8+ the V1 engine is the default, and V1's input processing refuses "
     "per-request user-provided logits processors, so the first generate call with the processor fails. A "
     "V0-only feature used on the V1 engine (library / vLLM version mismatch), not a GPU, memory or model problem.",
     "the repository author (workdd, 2025-04-14): run on the V0 engine with `export VLLM_USE_V1=0` (pointing to vllm "
     "#15636); the reporter (hjlee1995) followed the linked thread's approach and confirmed it was resolved",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM,
     note="Excerpt: the issue title and description as stored (Korean: 'issue: v1 does not support logits_processors'; "
          "'applying your method because the LLM outputs foreign languages; serving a Qwen model with vLLM, the error "
          "says v1 no longer supports logits_processors; how to solve it'). The author's answer is left out. The vLLM "
          "version is not stated (April 2025, V1 default, V0 still selectable: 0.8.x). The failure comes at the first "
          "request, not at start-up; same message as the fixture outlines-1517.")

if __name__ == "__main__":
    BATCH.write()
