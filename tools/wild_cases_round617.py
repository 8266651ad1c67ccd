"""Round-617 blind batch: STRUCTURED OUTPUT / GUIDED DECODING refusals at the first request caused by the launch's
back-end choice (--guided-decoding-backend, --structured-outputs-config backend=..., the tokenizer mode the back-end
has to work with, xgrammar / outlines / lm-format-enforcer / guidance refusing a request type or a schema), any
tracker; collected by helper wild617 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round617-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 40 allowed, all ``search`` (28 corpus=issues, 1 corpus=docs, which returned only documentation
pages and blogs). Collecting stopped with 11 left because the slice is mined out: rounds 252, 293, 552, 570, 580, 588,
611 and 613 already took or listed almost every structured-output thread the search returns, and the new ones either
store no error line or pin no launch setting. 4 cases:
  vllm #57723 (server launched with --structured-outputs-config '{"backend":"outlines"}': every choice / regex request
  that completes fails with 'Unexpected: grammar rejected tokens [151645] ... Terminating request.'),
  vllm #4070 (a 2026 comment: outlines back-end + response_format json_object -> 'ValueError: Invalid request type for
  Outlines backend (StructuredOutputOptions.JSON_OBJECT)' and EngineDeadError),
  vllm #10138 (Pixtral-12B-2409 launched with --tokenizer_mode "mistral" on the default outlines back-end:
  'MistralTokenizer' object has no attribute 'eos_token' at the first guided request),
  dphnAI/sonar (Aphrodite) PR #943 (Mistral Large 2411 with --tokenizer-mode mistral: the guided-decoding processor's
  'TypeError: SentencePieceTokenizer.encode() missing 2 required positional arguments: 'bos' and 'eos'').
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on.

Sources given up (for the lead, not cases):
- Already used or on earlier skip lists (not re-spent): vllm #16738 (must-match-engine-level-backend), #43920,
  #26421, #57550, #12131, #12028, #13847, #19059, #15636, #16339, #16911, #15762, #14575, #13260, #15236, #8358,
  #14465, #11377, #52614, #17313; vllm-ascend #11588; dottxt-ai/outlines #1610, #1272; zai-org/GLM-4 #545;
  microsoft/graphrag #1400 (round 104's skip list); mudler/vllm.cpp #398.
- Error line not in the stored chunk: vllm #8429 (Pixtral + guided_json 'Internal Server Error'; the maintainers'
  diagnosis -- outlines does not support the Mistral tokenizer, switch to lm-format-enforcer from main -- is stored,
  the traceback is not), #9359 (same, 'guided_json fails on pixtral'; only DarkLight1337's 'Mistral tokenizer currently
  doesn't support guided decoding yet' stored), #11045 (guided decoding with --tokenizer-mode mistral, fixed by PR
  #11046; only the repro script stored), #57723's twin PR #57743 (fix PR, used as the diagnosis of vllm-57723 and
  vllm-4070, not a case of its own).
- Cause not pinned to the launch / no resolution stored: noonghunna/club-3090 #43 ('grammar rejected tokens [248046]'
  behind OpenClaw on a Qwen3.6 compose with --reasoning-parser qwen3 and MTP: the maintainer first called it an OOM,
  then xgrammar with enable_in_reasoning=False; the reporter's logs go on after that and the close reason is not
  stored; vllm PR #44441 suggests an MTP + reasoning grammar bug instead), club-3090 #45 ('Grammar error: Unimplemented
  keys: ["propertyNames"]' from Claude Code's tool schemas through the anthropic endpoint: xgrammar refused and
  guidance could not take it either; no answer stored, the back-end was 'auto'), vllm #15210 (xgrammar's regex parser
  'Unclosed '['' on a regex with \\x00 under V1 0.8.1; open, no answer), vllm #19676 (M2 Ultra, xgrammar not
  importable, falls back; no error), vllm #11855 (TPU, xgrammar falls back to outlines; a warning, wrong output, no
  error), vllm #51693 (Inkling-Small 'grammar rejected tokens [200028]': a model-format token, not the launch's
  back-end), dottxt-ai/outlines #1778 ('Unsupported structured output backend: None' from the outlines library
  bypassing SamplingParams.__post_init__; a client library, not the launch).
- Not a failure / not vLLM's message: vllm PR #19426 comment ('--guided-decoding-backend=outlines is not supported by
  the V1 Engine. Falling back to V0.', a warning), PR #15476 (the flag had no effect; no error), PR #12976, #17623,
  #11119 (fix PRs, invalid user grammars), dphnAI/sonar PR #1194 (a revert; 'Currently only support JSON and EBNF
  grammar mode for xgrammar' on unguided requests was a commit bug, not a launch setting), sglang threads.

Judgement calls for the lead:
1. All four fail at the first structured-output request, not at start-up; taken under 'failing at its first requests
   because of how it was launched' (the back-end named at launch, or the tokenizer mode the default back-end had to
   work with). Unconstrained requests on the same servers work (stated in #57723; implied in the others).
2. vllm-57723: no label exists for 'Unexpected: grammar rejected tokens ... Terminating request.'; kind None (no kind
   fits) and cause release_regression (a bug in vLLM's outlines back-end: it rejects the EOS that outlines_core's guide
   still allows once the match is complete; xgrammar and guidance accept tokens after termination). The fix PR #57743
   is open: the fix field gives its remedy and the working alternative (a back-end other than outlines). The lead may
   prefer a new kind such as structured_output_backend_bug.
3. vllm-4070: the case is a 2026-04-29 comment (baughmann) in a 2024 issue whose original report is a different
   incident; the excerpt is that comment only. kind/cause vllm_check_failed, as vllm-8985 (a request type the launched
   path refuses). The launch command is not stored; 'crashes with outlines backend' is the commenter's words. The
   diagnosis comes from PR #57743 (open, fixes #57723: 'response_format: {"type": "json_object"} with
   backend="outlines" passed request validation and then threw a 500 from compile_grammar()').
4. vllm-10138: the error line is stored only in the issue title (the body's traceback is cut in the ASGI frames), as
   round 448 took xinference-4141. kind/cause dependency_version_mismatch, the label earlier fixtures give "'Mistral
   Tokenizer' object has no attribute ..." (lmcache-vllm-54, llm-scaler-241); the incompatibility is between the
   outlines adapter (HF-tokenizer attributes) and vLLM's MistralTokenizer wrapper. The thread's own answer is not
   stored: the fix is taken from the same family (vllm #8429 maintainers, PR #11046 'Fix guided decoding with tokenizer
   mode mistral', merged December 2024). numbers are the command's tensor_parallel_size and max_model_len (printed, but
   they play no part in the failure).
5. dphnai-sonar-pr943: Aphrodite (dphnAI/sonar, formerly aphrodite-engine), a vLLM fork; a fix-PR source whose
   description quotes the TypeError inline. kind/cause dependency_version_mismatch (the guided-decoding back-end's
   tokenizer adapter written for HF tokenizers meeting the mistral tokenizer mode), the same family as vllm-10138. The
   lead may find the fork or the prose-only error too far.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round617-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #57723: --structured-outputs-config backend outlines -> 'grammar rejected tokens [EOS]' 500 on every choice / regex request
case("vllm-57723-qwen25-05b-structured-outputs-backend-outlines-grammar-rejected-eos-token-500",
     "https://github.com/vllm-project/vllm/issues/57723",
     "### 🐛 Describe the bug\n"
     "\n"
     "```bash\n"
     "vllm serve Qwen/Qwen2.5-0.5B-Instruct --structured-outputs-config '{\"backend\":\"outlines\"}'\n"
     "curl -s localhost:8000/v1/completions -H 'Content-Type: application/json' -d '{\"model\":\"Qwen/Qwen2.5-0.5B-"
     "Instruct\",\n"
     "  \"prompt\":\"Is the sky blue? Answer yes or no.\",\"max_tokens\":8,\"temperature\":0,\"structured_outputs\":"
     "{\"choice\":[\"yes\",\"no\"]}}'\n"
     "# {\"error\":{\"message\":\"Internal server error\",\"type\":\"InternalServerError\",\"param\":null,\"code\":500}}\n"
     "```\n"
     "\n"
     "The engine log for that request:\n"
     "\n"
     "```\n"
     "ERROR [scheduler.py:1841] Unexpected: grammar rejected tokens [151645] for request cmpl-... Terminating request.\n"
     "```\n"
     "\n"
     "151645 is `<|im_end|>`, the model's EOS. The same happens for a regex (`[0-9]{5}`) and a JSON schema, and on "
     "granite-4.0-h-tiny with its own EOS (`grammar rejected tokens [100257]`). In a 180-second run of 38,589 mixed "
     "structured requests on Qwen2.5-0.5B, **25,425 returned 500**: every `choice` (5,324 + 5,505 of as many), every "
     "`regex` that finished (5,547; 3,506 + 2,074 that hit `max_tokens` first), and 26 schemas that finished early "
     "(5,418 more ran into `max_tokens` and survived — a long output never emits EOS, which is how this hides). "
     "Unconstrained requests on the same server: 0 errors.",
     None, {}, "release_regression",
     "The server was launched with the outlines structured-output back-end (--structured-outputs-config "
     "'{\"backend\":\"outlines\"}'). Once the outlines_core guide reaches an accept state, Guide.accepts_tokens() "
     "rejects every token, including the EOS its own bitmask still allows; the sampler emits that EOS right after the "
     "match completes, OutlinesGrammar.accept_tokens([eos]) returns False, and the scheduler treats it as a grammar "
     "rejection and fails the request with a 500. A bug in vLLM's outlines back-end (xgrammar and guidance accept "
     "tokens after termination), not memory or the model.",
     "no fix confirmed in the stored thread (open). PR #57743 (open, SIDDARTHAREDDY8) makes "
     "OutlinesGrammar.accept_tokens() accept tokens once the guide is finished, as the xgrammar and guidance back-ends "
     "do; until then, launch with a back-end other than outlines (the default auto, xgrammar or guidance)",
     release=None, gpu=None, gpus=None,
     command="vllm serve Qwen/Qwen2.5-0.5B-Instruct --structured-outputs-config '{\"backend\":\"outlines\"}'",
     forbidden=_MEM + [{"flag": "--structured-outputs-config", "value": "{\"backend\":\"outlines\"}"},
                       {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the 'Describe the bug' section as the stored chunk shows it (the collect_env block above it is "
          "not stored; the chunk is cut after 'Unconstrained requests on the same server: 0 errors.'). The issue "
          "title, which states the reporter's diagnosis ('rejects the EOS it allowed'), is left out. The diagnosis "
          "and remedy come from PR #57743's description ('Fixes #57723').")

# ---------------------------------------- vllm #4070 (2026 comment): outlines back-end + response_format json_object -> ValueError Invalid request type for Outlines backend, EngineDeadError
case("vllm-4070-comment-outlines-backend-response-format-json-object-invalid-request-type-engine-dead",
     "https://github.com/vllm-project/vllm/issues/4070",
     "Not planned? vLLM now crashes with outlines backend when asking it to send `json_object`\n"
     "```\n"
     "(EngineCore pid=130) ERROR 04-29 01:29:22 [core.py:1138]     raise ValueError(\n"
     "(EngineCore pid=130) ERROR 04-29 01:29:22 [core.py:1138] ValueError: Invalid request type for Outlines backend "
     "(StructuredOutputOptions.JSON_OBJECT)\n"
     "(APIServer pid=1) ERROR 04-29 01:29:22 [async_llm.py:699] AsyncLLM output_handler failed.\n"
     "(APIServer pid=1) ERROR 04-29 01:29:22 [async_llm.py:699] Traceback (most recent call last):\n"
     "(APIServer pid=1) ERROR 04-29 01:29:22 [async_llm.py:699]   File \"/usr/local/lib64/python3.12/site-packages/"
     "vllm/v1/engine/async_llm.py\", line 655, in output_handler\n"
     "(APIServer pid=1) ERROR 04-29 01:29:22 [async_llm.py:699]     outputs = await engine_core.get_output_async()\n"
     "(APIServer pid=1) ERROR 04-29 01:29:22 [async_llm.py:699]               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=1) ERROR 04-29 01:29:22 [async_llm.py:699]   File \"/usr/local/lib64/python3.12/site-packages/"
     "vllm/v1/engine/core_client.py\", line 998, in get_output_async\n"
     "(APIServer pid=1) ERROR 04-29 01:29:22 [async_llm.py:699]     raise self._format_exception(outputs) from None\n"
     "(APIServer pid=1) ERROR 04-29 01:29:22 [async_llm.py:699] vllm.v1.engine.exceptions.EngineDeadError: "
     "EngineCore encountered an issue. See stack trace (above) for the root cause.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The server runs the V1 engine with the outlines structured-output back-end chosen at launch. The outlines "
     "back-end cannot compile a json_object request (response_format {\"type\": \"json_object\"}), but in this release "
     "such a request passes the front-end's validation and reaches compile_grammar() in the EngineCore, which raises "
     "'Invalid request type for Outlines backend (StructuredOutputOptions.JSON_OBJECT)'; the uncaught error kills the "
     "EngineCore (EngineDeadError). The launch's back-end choice, not memory or the model.",
     "no fix reached in the #4070 thread. PR #57743 (open, fixes #57723) rejects json_object with backend=\"outlines\" "
     "at validation (HTTP 400 instead of a dead engine); the working alternatives are a back-end that supports "
     "json_object (auto / xgrammar / guidance via --structured-outputs-config) or sending a json_schema instead",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: baughmann's comment of 2026-04-29 in vllm #4070 ('[Bug]: response_format json corrupts vLLM', "
          "an open 2024 issue whose original report is a different, V0-era incident), as stored; the comment's log "
          "is cut after the EngineDeadError line. The site-packages path is lib64 (an RPM-based image); no version or "
          "launch command is stored.")

# ---------------------------------------- vllm #10138: Pixtral-12B-2409, --tokenizer_mode mistral, default outlines guided back-end -> 'MistralTokenizer' object has no attribute 'eos_token'
case("vllm-10138-pixtral-12b-tp2-tokenizer-mode-mistral-outlines-guided-mistraltokenizer-no-eos-token",
     "https://github.com/vllm-project/vllm/issues/10138",
     "[Bug]: Outlines w/ Mistral - 'MistralTokenizer' object has no attribute 'eos_token'\n"
     "\n"
     "```sh\n"
     "docker run --runtime nvidia --gpus all \\\n"
     "    -v ~/.cache/huggingface:/root/.cache/huggingface \\\n"
     "    --ipc=host -p 8000:8000 \\\n"
     "    vllm/vllm-openai     --model mistralai/Pixtral-12B-2409  --tensor-parallel-size 2 --max-model-len 32768 "
     "--max-seq-len-to-capture=32768 --kv-cache-dtype fp8 --tokenizer_mode \"mistral\" --limit-mm-per-prompt image=4\n"
     "```\n"
     "\n"
     "### Model Input Dumps\n"
     "\n"
     "```log\n"
     "INFO:     172.17.0.1:51966 - \"POST /v1/chat/completions HTTP/1.1\" 500 Internal Server Error\n"
     "ERROR:    Exception in ASGI application\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/uvicorn/protocols/http/httptools_impl.py\", line 401, in "
     "run_asgi\n"
     "    result = await app(  # type: ignore[func-returns-value]\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/uvicorn/middleware/proxy_headers.py\", line 60, in __call__\n"
     "    return await self.app(scope, receive, send)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/fastapi/applications.py\", line 1054, in __call__\n"
     "    await super().__call__(scope, receive, send)",
     "dependency_version_mismatch", {"tensor_parallel_size": 2, "max_model_len": 32768},
     "dependency_version_mismatch",
     "Pixtral-12B-2409 served from the vllm/vllm-openai image (November 2024) with --tokenizer_mode \"mistral\", so "
     "vLLM wraps mistral_common's tokenizer in its MistralTokenizer class. A guided-decoding request goes to the "
     "default guided-decoding back-end of that release, outlines, whose tokenizer adapter expects Hugging Face "
     "tokenizer attributes (eos_token, vocabulary) that MistralTokenizer did not provide, so the first structured "
     "request fails with a 500. The tokenizer mode the launch chose meeting the back-end, not memory or the GPU.",
     "not stored in this thread. The same failure family was diagnosed by the maintainers in vllm #8429 (ywang96: "
     "'guided_decoding/outlines [does not] officially support mistral tokenizer') and #9359 (DarkLight1337), with the "
     "workaround there of launching with guided_decoding_backend='lm-format-enforcer' (lm-format-enforcer from main, "
     "gcalmettes); vLLM PR #11046 ('Fix guided decoding with tokenizer mode mistral', merged December 2024) fixed the "
     "outlines path and added Mistral-tokenizer support to xgrammar, so a later vLLM release works",
     release=None, gpu=None, gpus=2,
     command="docker run --runtime nvidia --gpus all -v ~/.cache/huggingface:/root/.cache/huggingface --ipc=host -p "
             "8000:8000 vllm/vllm-openai --model mistralai/Pixtral-12B-2409 --tensor-parallel-size 2 --max-model-len "
             "32768 --max-seq-len-to-capture=32768 --kv-cache-dtype fp8 --tokenizer_mode \"mistral\" "
             "--limit-mm-per-prompt image=4",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2},
                       {"flag": "--guided-decoding-backend", "value": "outlines"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the body as stored (the launch command sits in the collect_env block; the "
          "traceback is cut in the ASGI frames, so the error line is only in the title). gpus=2 from "
          "--tensor-parallel-size 2. The image tag is not given (latest on 2024-11-08).")

# ---------------------------------------- dphnAI/sonar (Aphrodite) PR #943: Mistral Large 2411 + --tokenizer-mode mistral -> guided-decoding processor TypeError SentencePieceTokenizer.encode()
case("dphnai-sonar-pr943-aphrodite-mistral-large-2411-tokenizer-mode-mistral-guided-sentencepiece-encode-bos-eos",
     "https://github.com/dphnAI/sonar/pull/943",
     "When starting a generation using Mistral Large 2411 (or 2407) with `--tokenizer-mode mistral` set, the "
     "generation fails and an error is thrown: `TypeError: SentencePieceTokenizer.encode() missing 2 required "
     "positional arguments: 'bos' and 'eos'`. The stack trace points to the guided decoding processor.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Aphrodite (the vLLM fork now named dphnAI/sonar) serving Mistral Large 2411 / 2407 with --tokenizer-mode "
     "mistral: the guided-decoding processor's lm-format-enforcer tokenizer-data builder "
     "(build_aphrodite_token_enforcer_tokenizer_data) called the tokenizer like a Hugging Face tokenizer, but under the "
     "mistral tokenizer mode it is mistral_common's SentencePieceTokenizer, whose encode() requires bos and eos, so "
     "every generation that goes through guided decoding fails. The tokenizer mode chosen at launch meeting the "
     "guided-decoding back-end's adapter, not memory or the GPU.",
     "PR #943 (khanonnie, merged; AlpinDale: 'Thanks for this. The current fix was to switch to outlines when using "
     "mistral tokenizer, but this is much better.') matches lm-format-enforcer's vLLM integration: a MistralTokenizer "
     "case and vocab_size passed to build_token_enforcer_tokenizer_data. Before it, the workaround was the outlines "
     "back-end with the mistral tokenizer",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the first paragraph of the PR description (2024-12-21), which quotes the error inline; the PR "
          "title ('Fix SentencePieceTokenizer error when generating on Mistral Large 2411 with `--tokenizer-mode "
          "mistral`') and the paragraph describing the change are left out. No log or version is stored; Aphrodite of "
          "December 2024.")

BATCH.write()
