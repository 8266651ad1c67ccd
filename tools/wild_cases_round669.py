"""Round-669 blind batch: gpt-oss and the Harmony format under vLLM (openai_harmony's vocabulary offline, HarmonyError
parse failures at requests, MXFP4 on GPUs / releases without the kernel, attention sinks, the gpt-oss images and
recipes, /v1/responses), any tracker, 2025-2026; collected by helper wild669 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round669-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed (30 ``search`` corpus=issues, 1 corpus=code, 3 corpus=docs; no read_file / fetch).
3 cases: vllm #22519 (gpt-oss-20b on the 0.10.1+gptoss wheel, tool call -> HarmonyError 'Unexpected token 12606
while expecting start token 200006', stale generation_config.json), BerriAI/litellm #26147 (LiteLLM /ui/chat's
Responses API chaining against a vLLM started without VLLM_ENABLE_RESPONSES_API_STORE=1 -> "Response with id
'resp_...' not found."), tenstorrent/vllm #386 (the fork's v0.16 upstream merge broke gpt-oss Harmony prompt
rendering -> HarmonyError at chat-completion requests). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is close to mined out for START-UP failures: every vocab-download thread the search returns (vllm #22525,
PR #22259, openai/harmony #38/#41/#46/#60/#71/#95/#101, NVIDIA/dgx-spark-playbooks #17, eugr/spark-vllm-docker #395,
sglang #18074, Ascend/sglang #150, TRT-LLM PR #14935) is used, skip-listed or not vLLM; the MXFP4 / sinks /
image threads (vllm #22288, #23203, #22290, #22414, #24062, #22793, #22325, #22265, #22301, recipes #20, #51,
NeMo Automodel #1543, runpod worker-vllm #220/#276, intel/llm-scaler #271, nlzy/vllm-gfx906 #32, kyuz0 strix-halo
#36, eugr #31/#45/#148, EuroEval #1120) are all in USED_SOURCES or earlier skip lists. The unmined seam was the
HarmonyError PARSE failures at requests, but most of those threads are model-output randomness with no pinned cause
(see below), so only one was taken.

Sources given up (for the lead, not cases):
- HarmonyError parse failures without a pinned cause (intermittent, open, or a parser bug with no launch lever):
  vllm #23567 ('unexpected tokens remaining in message header', multi-turn, 0.10.1 / 0.10.1.1; commenters point at
  vLLM's Harmony prompt rendering and an unmerged PR #35540), #51977 (0.26.0, 'to=functions.web-browsing' header,
  open), #46464 (0.23.0 openai_gptoss reasoning parser, 'Unexpected token 200002', open), #27243 (0.11.0, 10-20% of
  tool calls), #23837 (500 with a JSON 'function router' prompt; a harmony token-id PR #24954 suggested), #57099
  (already in round 425's list), openai/harmony #38 / #60 (skip-listed), ovh/public-cloud-roadmap #993 (hosted
  endpoint, waits for a vLLM release).
- Same class as a case, not taken separately: vllm #22515 (same 'Unexpected token 12606' message, description is the
  error line alone; a third-party troubleshooting page, skills.sh bbrowning 'Troubleshooting gpt-oss and vLLM Errors',
  says it was fixed by updating generation_config.json); charmbracelet/crush #611 (0.10.1+gptoss, gpt-oss-120b tp 2,
  'Unexpected token 200012 while expecting start token 200006' from the crush agent's tool calls; no answer in the
  stored chunk and the token sequence differs from #22519's, so the stale-generation-config reading is not certain);
  vllm-project/recipes PR #83 (a docs PR quoting "KeyError: 'invalid tool call parser: openai (chose from ...)'" on
  0.10.1: the same message and cause as the existing recipes-51 fixture).
- Error text not in the stored chunk or no fix reachable: openai/openai-agents-python #1605 (vLLM 0.10.1.1 image,
  'Error in preprocessing prompt inputs' in _make_request_with_harmony / render_for_completion for tool-result
  messages; the traceback is cut before the exception line); vllm #24301 (dev build after PR #22386, only '500
  Internal Server Error' access-log lines); vllm #23196 (web_search_preview brings the server down; traceback cut in
  the worker frames); vllm #23128 ('gpt_oss is not installed, browsing is disabled' warnings in the gptoss image
  with gpt-oss 0.1.0 installed; warnings only, no answer); vllm #22403 ('Expected 2 output messages (reasoning and
  final), but got 7.'; no pinned cause); tenstorrent/vllm #334 (fork's Harmony parse crash, 'addressed in PR #340',
  cause not stated); HF openai/gpt-oss-120b discussion #39 (vocab download; only its title is stored, on a user's
  activity page); pastebin hEJXAiGj (the full log of vllm #22793, a skip-listed thread whose cause is not stored).
- Not a vLLM failure: vllm #54615 (feature request to vendor the vocab via oss-harmony), PR #22137 / #22185
  (Responses store default; maintainers' PRs, no user log), BerriAI/litellm #14061 (usage question).

Judgement calls for the lead:
1. vllm-22519: a failure at the first tool-calling requests, taken under 'caused by how it was launched' (the model
   snapshot served and the release). No message_kind row covers openai_harmony's parse errors, so kind None. Cause
   generation_config_defaults (one earlier fixture, vllm-17553: vLLM taking its defaults from the model's
   generation_config.json): the served snapshot's generation_config.json predates the update that lists <|call|>
   (200012) among the eos ids, so generation ran on after the tool call's 200012 and the parser met 'comment' where
   it expected <|start|>; two commenters (one the author of vLLM's gpt-oss tool-parser PR #22386) fixed it by
   re-downloading / git-pulling the model. The lead may prefer a new cause (model_files_outdated) or
   release_regression / request_option_unsupported if the fix is read as PR #22386 (0.10.2's chat-completions tool
   parsing), which the thread also names.
2. litellm-26147: Qwen3.6, not gpt-oss: taken for the slice's '/v1/responses' part. The failure is vLLM's own refusal
   of a Responses request (previous_response_id unknown because the response store is off by default since vLLM PR
   #22137), caused by a launch without VLLM_ENABLE_RESPONSES_API_STORE=1; kind vllm_check_failed (as earlier
   request-refusal fixtures), cause responses_store_disabled is a NEW label (no existing cause fits; the nearest,
   auto_tool_choice_not_enabled, is about another flag). The fix comes from a commenter (andydavidson), not a
   maintainer; the reporter did not confirm.
3. tenstorrent-vllm-386: a vendor fork (tenstorrent/vllm) and a request-time failure in an eval, taken as a release
   regression (the reporter bisected it to the fork's v0.16 upstream merge, 3b4bb5dee PASS / 3325e5892 FAIL); kind None
   (no HarmonyError row), cause release_regression. The symptom lines are the reporter's summary (with 'N' for the
   token id), not a raw log.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round669-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #22519: gpt-oss-20b on vllm==0.10.1+gptoss, tool call -> HarmonyError Unexpected token 12606 while expecting start token 200006
case("vllm-22519-gpt-oss-20b-v0101-gptoss-tool-call-harmony-unexpected-token-12606-stale-generation-config",
     "https://github.com/vllm-project/vllm/issues/22519",
     "[Bug]: [gpt oss 20b] [tool_call] Unexpected token 12606 while expecting start token 200006\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "uv venv --python 3.12 --seed\n"
     "source .venv/bin/activate\n"
     "uv pip install --pre vllm==0.10.1+gptoss \\\n"
     "    --extra-index-url https://wheels.vllm.ai/gpt-oss/ \\\n"
     "    --extra-index-url https://download.pytorch.org/whl/nightly/cu128 \\\n"
     "    --index-strategy unsafe-best-match\n"
     "vllm serve openai/gpt-oss-20b\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "It looks like there's a problem with gpt-oss-20b when using tool_call. The model is throwing the following "
     "error:\n"
     "\n"
     "openai_harmony.HarmonyError: Unexpected token 12606 while expecting start token 200006\n"
     "\n"
     "This happens after the model returns token 200012. Token 12606 corresponds to the word \"comment\". I suspect "
     "the model intended to return the special token for \"commentary\" but instead returned a split version, "
     "\"comment\" and \"ary\". \n"
     "\n"
     "This issue does not occur with gpt-oss-120b, which works as expected.",
     None, {}, "generation_config_defaults",
     "vllm serve openai/gpt-oss-20b on the 0.10.1+gptoss wheel with a model snapshot whose generation_config.json "
     "predates the Hub update that added <|call|> (token 200012) to eos_token_id. vLLM takes the stop ids from that "
     "file, so when the model ended a tool call with 200012 generation did not stop; the next sampled token "
     "('comment', 12606) reached openai_harmony's streaming parser, which after a finished message expects "
     "<|start|> (200006) and raises. A stale model file (and, on that wheel, no chat-completions tool parser for "
     "gpt-oss), not a GPU, memory or parser-library problem.",
     "commenter aqx95 (2025-10-15): 'It works for me after doing a git pull for the latest changes in hf repo.'; "
     "chaunceyjiang, author of vLLM PR #22386 (gpt-oss tool parser for /v1/chat/completions, released in 0.10.2), on "
     "that PR: 'After I re-downloaded the GPT-OSS model, it worked normally.' Fix: refresh the model files (current "
     "generation_config.json) and serve with vLLM >= 0.10.2 using --tool-call-parser openai --enable-auto-tool-choice "
     "(the vLLM gpt-oss recipe: 'vLLM >= 0.10.2 is required for --tool-call-parser openai')",
     release="0.10.1+gptoss", gpu=None, gpus=None, command="vllm serve openai/gpt-oss-20b",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the whole description as the stored text shows it (the emoji of the "
          "template heading kept). The fix comments (aqx95; 2020init's later log with 'Unexpected token 13' / "
          "'200007' on another setup) are left out. Request-time failure: the server starts; tool-calling requests "
          "fail. Same message as vllm #22515 (not taken).")

# ---------------------------------------- BerriAI/litellm #26147: vLLM without the Responses store, LiteLLM /ui/chat chains previous_response_id -> 404 Response with id not found
# (litellm-26147-qwen36-35b-a3b-fp8-tp2-vllm-responses-store-disabled-response-id-not-found: dropped by the lead: the same thread, litellm#26147, was taken the same hour by round 668,
# which keeps it; one source is one case)

case("tenstorrent-vllm-386-gpt-oss-120b-v016-merge-harmony-unexpected-token-unknown-role-regression",
     "https://github.com/tenstorrent/vllm/issues/386",
     "gpt-oss harmony parse_chat_output regression after v0.16 upstream merge \u2014 Unknown role / Unexpected token "
     "errors as 200-OK with code:400\n"
     "\n"
     "## Summary\n"
     "\n"
     "After the v0.16 upstream merge (`3325e5892`, \"Merge upstream v0.16.0 rev 4c078fa\"), AIME25 evals against "
     "gpt-oss-120b chat-completions return harmony parser errors on a meaningful fraction of requests. Errors surface "
     "to lm-eval as `BadRequestError code=400`, but are returned by the server as **HTTP 200 with the error JSON in "
     "the body** (route handler returns `ErrorResponse` raw).\n"
     "\n"
     "## Bisect\n"
     "\n"
     "Same tt-metal SHA on both sides \u2014 vllm-only regression.\n"
     "\n"
     "| vllm SHA | result |\n"
     "|---|---|\n"
     "| `3b4bb5dee` (v0.12 merge final) | PASS |\n"
     "| `3325e5892` (v0.16 merge final) | FAIL |\n"
     "\n"
     "## Symptoms\n"
     "\n"
     "```\n"
     "HarmonyError('Unexpected token N while expecting start token 200006')\n"
     "HarmonyError('Unknown role: <|start|>assistant')\n"
     "HarmonyError('Unknown role: assistantassistant')\n"
     "HarmonyError('channel marker present but no channel value found in header')\n"
     "```",
     None, {}, "release_regression",
     "Tenstorrent's vLLM fork serving gpt-oss-120b: its merge of upstream v0.16.0 (3325e5892) changed the Harmony "
     "prompt rendering for chat completions (the reporter names two changes in the merge, among them "
     "get_system_message losing v0.12's block that restricted the valid channels to analysis/final when no custom "
     "tools are given), so the model's output no longer parses and openai_harmony raises on a share of requests. The "
     "previous merge (3b4bb5dee, v0.12) passes with the same tt-metal: a regression of the fork's release, not a "
     "hardware, memory or launch-flag problem.",
     "the reporter's bisect and root-cause analysis in the issue (P0, closed): restore the v0.12 Harmony rendering "
     "the merge dropped (the channel restriction in get_system_message and the second change named in the issue); "
     "until then, run the fork at 3b4bb5dee (v0.12 merge)",
     release="tenstorrent/vllm 3325e5892 (merge of upstream v0.16.0)", gpu="Tenstorrent (tt-metal)", gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and its Summary, Bisect and Symptoms sections as the stored chunk shows them; "
          "the 'Root cause (two changes in the merge)' section is left out (it is the answer). The symptom lines are "
          "the reporter's summary ('N' stands for a token id), not raw log lines. Request-time failure in an eval "
          "against a running server.")

if __name__ == "__main__":
    BATCH.write()
