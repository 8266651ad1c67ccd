"""Round-625 blind batch: FEATURE COMBINATIONS REFUSED OR CRASHING AT REQUEST TIME BECAUSE OF HOW THE ENGINE WAS
LAUNCHED -- speculative decoding with logprobs / min_p, pipeline parallelism with speculative decoding or structured
outputs (async scheduling forced on), priority scheduling with n > 1 -- any tracker; collected by helper wild625 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round625-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 26 of the 40 allowed, all ``search`` corpus=issues. 6 cases:
  vllm #45014 (PP=3 + xgrammar structured outputs on the V1 model runner, async scheduling forced on by PP:
  'Failed to advance FSM' / 'grammar rejected tokens', HTTP 500),
  vllm #30436 (PP=2 x TP=2 + ngram speculative decoding: 'GPUModelRunner' object has no attribute 'drafter'),
  vllm PR #7232 (issue #6967: logprobs requested from a speculative-decoding server, V0 of Aug 2024:
  "'>=' not supported between instances of 'NoneType' and 'int'"),
  vllm PR #30059 (EAGLE3 speculative decoding + a request with logprobs and top_logprobs=0: 'list index out of
  range', HTTP 500),
  vllm PR #29764 (issue #29747: --scheduling-policy=priority + a request with n=2: "TypeError: '<' not supported
  between instances of 'Request' and 'Request'"),
  vllm PR #42802 (a comment: DeepSeek-V4-Flash-0731 with DSpark speculative decoding, TP=2 on two DGX Spark GB10s,
  every request with min_p=0.01 refused: 'The min_p and logit_bias sampling parameters are not yet supported with
  speculative decoding.').
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on.

The slice is close to mined out: rounds 612, 613 and 615 took the first-request families (logprobs limits, prompt
logprobs x prefix caching, structured outputs x speculative decoding), and most threads the search returns for
'speculative decoding with n>1 / min_tokens / penalties / structured outputs' are used, skip-listed, or store no
error line. Collecting stopped with 14 look-ups left because the last queries returned only used or skip-listed
threads.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): vllm #6137 (spec decode with n>1, used), #15554,
  #9423, #10442, #11484, #20567 (speculative x structured outputs, round 613 / 284), #21797, #12901, #27691, #27878,
  #7413, #45455, #22424, #31679, #46249, #49355; NVIDIA/logits-processor-zoo #29.
- Error line not in the stored text, or no cause / fix reached: vllm #6306 (V0.5.1 ngram speculation + prompt
  logprobs: only the WARNING 'Prompt logprob is not supported by multi step workers' and metrics lines before the
  cut; no answer stored), vllm #7742 (prompt logprobs with an MLPSpeculator: the traceback is cut before the
  AssertionError line; fixed by PR #8047), vllm #29379 (async scheduling + structured outputs 'Failed to advance
  FSM' on 0.11.x; closed, but the stored text holds no fix or diagnosis), vllm #49694 (ngram_gpu + xgrammar + async
  scheduling on v0.25.1: the FSM message only in the title, open, a commenter's fork branch only) and its twin
  #52620 (env dump only), vllm #26292 (async scheduling garbling JSON: no error line), #34497 / #17876 / #53488
  (logprobs with spec decode wrong or empty: no error), #28307 / #33338 and QwenLM/Qwen3-VL #1812 (penalties crash
  the engine on 0.11.x: the cause is not pinned to a launch setting in the stored text), #30142 (async-scheduling
  placeholder assert: no launch pin), #9260 (streaming x beam search: request-side only).
- Fix PRs of the cases' threads, not separate cases: vllm PR #56250 and PR #45015 (#45014), PR #31266, #49442,
  #53575 (#30436), PR #21519 and ROCm/vllm #833 (same priority-heap TypeError as #29764), PR #31982 (added the
  spec-decode request validation whose message #42802 quotes), PR #26060 (spec decode logprobs, #30059's origin).
- Not vLLM: NVIDIA/TensorRT-LLM #18401, #12546, #12547; sgl-project/sglang #10617, #17349; ik_llama.cpp #2004;
  1CatAI/1Cat-vLLM #439 (screenshot only; a vLLM fork).

Judgement calls for the lead:
1. kinds: none of these messages has an earlier fixture. The four Python errors raised inside vLLM's own code
   (TypeError, IndexError, AttributeError) and the two xgrammar/scheduler log lines of #45014 (logger.error, not a
   raise) are labelled message_kind None, as vllm-40000 (IndexError) and vllm-39809 (MTP x prefix caching tensor
   size) were. Only #42802's refusal is one of vLLM's own raise messages (the request validator of PR #31982,
   0.14+): vllm_check_failed for kind and cause.
2. causes: pp_unsupported for #45014 and #30436 (the launch's --pipeline-parallel-size is the setting the
   combination fails on; PR #56250 refuses MRV1 + PP>1 + async scheduling + structured outputs from then on; #30436
   is still open, with a maintainer-less diagnosis that the drafter exists only on the last PP rank);
   release_regression for #7232 (njhill in #6967: 'It's a regression', from PR #6485), #30059 (PR #26060's spec
   decode logprobs, 0.11.1, broke top_logprobs=0) and #29764 (V1 priority queue with parallel-sampling children;
   a bug since at least July 2025 per PR #21519, fixed by the merged #29764 -- 'regression' is loose here, the
   lead may prefer another label).
3. #7232's log comes from IBM's vllm_tgis_adapter gRPC server on vLLM, and the excerpt keeps the PR's one-line
   symptom statement ('requesting logprobs ... when using speculative decoding is broken. Sending a request for
   logprobs causes the server to crash with:') because the log alone never shows speculative decoding; the fix line
   of the PR is left out.
4. #30059's excerpt puts the PR's server command and curl request before the error JSON that the PR states first
   (each piece verbatim). #29764's excerpt is the PR author's reproduction of issue #29747 (the issue's own
   traceback is cut in the stored text).
5. #42802: the source is a commenter's production report on an open PR; the fix recorded is what worked for that
   commenter (backporting the PR's commit and relaxing the validator for min_p only); dropping min_p from requests
   is the other remedy the message itself implies. --speculative-config is not forbidden: removing it would also
   work.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round625-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #45014: PP=3 + xgrammar structured outputs, V1 model runner, async scheduling -> Failed to advance FSM
case("vllm-45014-qwen35-27b-awq-3xa100-pp3-xgrammar-structured-outputs-async-failed-to-advance-fsm",
     "https://github.com/vllm-project/vllm/issues/45014",
     "[Bug]: Structured outputs + pipeline parallelism on the V1 model runner: xgrammar FSM desync (\"Failed to "
     "advance FSM\")\n"
     "\n"
     "Used model : qwen 3.5 27b\n"
     "\n"
     "PP (pipeline_parallel_size > 1) and structured outputs\n"
     "(xgrammar), requests intermittently fail with a 500. \n"
     "\n"
     "```\n"
     "backend_xgrammar.py: Failed to advance FSM for request <id> for tokens 4754\n"
     "scheduler.py: Unexpected: grammar rejected tokens [4754]. Terminating request.\n"
     "```\n"
     "\n"
     "The failure is most reliable right after server start; once the engine is warm\n"
     "it becomes intermittent.\n"
     "\n"
     "## Environment\n"
     "\n"
     "- vLLM 0.22.1rc1.dev266+g469f3dcf1; code paths below are unchanged on current\n"
     "  main (c66b19800).\n"
     "- Model: cyankiwi/Qwen3.5-27B-AWQ-4bit (hybrid / Mamba-style, Qwen3.5).\n"
     "- 3x A100-40GB.\n"
     "- Flags: \n"
     "```--pipeline-parallel-size 3 --enable-prefix-caching\n"
     "  --structured-outputs '{\"backend\":\"xgrammar\",\"disable_any_whitespace\":true}'\n"
     "  --reasoning-parser qwen3 --attention-backend FLASHINFER\n"
     "```\n"
     "-Async scheduling enabled (default, and forced-on by PP).",
     None, {"pipeline_parallel_size": 3}, "pp_unsupported",
     "cyankiwi/Qwen3.5-27B-AWQ-4bit (a hybrid Mamba-style model, so it runs on the V1 model runner) served with "
     "--pipeline-parallel-size 3 on three A100-40GB and xgrammar structured outputs; async scheduling is on by "
     "default and forced on by PP. Under async scheduling a structured-output request is scheduled several decode "
     "steps ahead while earlier steps are still in flight across the pipeline stages, so the grammar bitmask is "
     "built from a stale FSM state and the sampled token is rejected ('Failed to advance FSM'), failing the request "
     "with HTTP 500. The V1 model runner lacked the pp_size decode spacing the V2 runner has: a launch combination "
     "(PP>1 + async scheduling + structured outputs on MRV1) the engine did not support.",
     "No launch-side workaround confirmed in the stored thread. The reporter's PR #45015 (spacing structured-output "
     "decode steps by pp_size on the V1 runner) took the failures from 100% of a cold burst to 0 over 500+ requests; "
     "it was closed in favour of PR #56250 (merged, 'Fixes #45014'), which, as agreed with njhill since the V2 model "
     "runner is now the default, refuses MRV1 + PP>1 + async scheduling + structured output instead of running it.",
     release="0.22.1rc1.dev266+g469f3dcf1", gpu="NVIDIA A100-40GB", gpus=3,
     command="vllm serve cyankiwi/Qwen3.5-27B-AWQ-4bit --pipeline-parallel-size 3 --enable-prefix-caching "
             "--structured-outputs '{\"backend\":\"xgrammar\",\"disable_any_whitespace\":true}' "
             "--reasoning-parser qwen3 --attention-backend FLASHINFER",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 3}],
     note="Excerpt: the issue title and description as stored, up to the environment block. Dropped: the reporter's "
          "sentence that only the V1 model runner is affected and the code analysis after the flags (diagnosis). "
          "Judgement call: message_kind None (both lines are logger.error / warning text, not a raise); cause "
          "pp_unsupported for the PP>1 launch the combination fails on; the lead may prefer another label.")

# ---------------------------------------- vllm #30436: PP=2 x TP=2 + ngram speculative decoding -> 'GPUModelRunner' object has no attribute 'drafter'
case("vllm-30436-pp2-tp2-ngram-spec-decode-gpumodelrunner-no-attribute-drafter",
     "https://github.com/vllm-project/vllm/issues/30436",
     "[Bug]: Speculative decode crashes on PP>1 because self.drafter missing\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "## Reproduction\n"
     "\n"
     "run `vllm serve ... --pipeline-parallel-size 2 --tensor-parallel-size 2 ... --speculative-config "
     "'{\"method\":\"ngram\",...}'` with speculative decoding enabled and PP > 1.\n"
     "\n"
     "## Issue\n"
     "Workers on PP stage 0 raise `AttributeError: 'GPUModelRunner' object has no attribute 'drafter'`",
     None, {"pipeline_parallel_size": 2, "tensor_parallel_size": 2}, "pp_unsupported",
     "Speculative decoding (ngram) launched together with --pipeline-parallel-size 2: GPUModelRunner builds "
     "self.drafter only on the last PP rank, but code that runs on every rank (_build_attention_metadata, reached "
     "by requests -- PR #31266 reports the crash on the second request -- and by the profiling dummy run) reads "
     "self.drafter whenever speculative_config is set, so the PP stage-0 workers raise AttributeError. Speculative "
     "decoding was not supported with PP > 1 in this release line.",
     "No fix reached in the stored thread (the issue is open): PR #31266 (a hasattr guard) was closed, PR #49442 is "
     "open and PR #53575 (drafter = None on non-last ranks, draft PP size 1) was closed. What avoids it is not "
     "combining speculative decoding with PP > 1 (tensor parallelism only, or no --speculative-config).",
     release="vLLM main of December 2025 (0.12/0.13 era; exact version not in the stored text)", gpu=None, gpus=None,
     command="vllm serve ... --pipeline-parallel-size 2 --tensor-parallel-size 2 ... --speculative-config "
             "'{\"method\":\"ngram\",...}'",
     forbidden=_MEM,
     note="Excerpt: title, reproduction and issue sections as stored. Dropped: the reporter's 'Root cause' and "
          "'Proposed fix' sections. gpus not stated (PP 2 x TP 2 implies at least four). Judgement call: "
          "message_kind None (an attribute one of vLLM's own classes lacks); cause pp_unsupported.")

# ---------------------------------------- vllm PR #7232 / issue #6967: logprobs request to a speculative-decoding server -> '>=' not supported between NoneType and int
case("vllm-pr7232-spec-decode-logprobs-request-nonetype-ge-int-typeerror-tgis-adapter",
     "https://github.com/vllm-project/vllm/pull/7232",
     "Currently, requesting logprobs for generated tokens when using speculative decoding is broken. Sending a "
     "request for logprobs causes the server to crash with:\n"
     "```\n"
     "ERROR 08-06 23:49:35 logs.py:91] generate{input=[b'<|user|>\\\\nThe future of ai is'] prefix_id= adapter_id= "
     "input_chars=[28] params=stopping { max_new_tokens: 16 } response { generated_tokens: true token_logprobs: true "
     "} decoding { repetition_penalty: 1.0 }: '>=' not supported between instances of 'NoneType' and 'int'\n"
     "ERROR 08-06 23:49:35 grpc_server.py:145] Generate failed\n"
     "ERROR 08-06 23:49:35 grpc_server.py:145] Traceback (most recent call last):\n"
     "ERROR 08-06 23:49:35 grpc_server.py:145]   File \"/workspace/my-vllm/lib64/python3.11/site-packages/"
     "vllm_tgis_adapter/grpc/grpc_server.py\", line 162, in func_with_log\n"
     "ERROR 08-06 23:49:35 grpc_server.py:145]     return await func(*args, **kwargs)\n"
     "ERROR 08-06 23:49:35 grpc_server.py:145]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 08-06 23:49:35 grpc_server.py:145]   File \"/workspace/my-vllm/lib64/python3.11/site-packages/"
     "vllm_tgis_adapter/grpc/grpc_server.py\", line 275, in Generate\n"
     "ERROR 08-06 23:49:35 grpc_server.py:145]     async for i, res in result_generator:\n"
     "ERROR 08-06 23:49:35 grpc_server.py:145]   File \"/workspace/my-vllm/lib64/python3.11/site-packages/vllm/"
     "utils.py\", line 346, in",
     None, {}, "release_regression",
     "A vLLM server launched with speculative decoding (V0, main of early August 2024) crashed on any request asking "
     "for token logprobs: the spec-decode worker's create_sequence_group_output received None entries in its top-k "
     "arguments and compared them with an int. njhill in issue #6967: 'It's a regression' (tjohnson31415 traced it "
     "to PR #6485); logprobs were meant to work with speculative decoding.",
     "PR #7232 (tjohnson31415, merged) handles the None entries in the top-k arguments, so logprob requests no "
     "longer crash a speculative-decoding server (a release after it, or requests without logprobs before it).",
     release="vLLM main of early August 2024 (0.5.4 era), under vllm_tgis_adapter", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM,
     note="Excerpt: the PR description's symptom sentences and its log (IBM's vllm_tgis_adapter gRPC server on "
          "vLLM), cut where the stored text is cut. Dropped: the PR's fix description. The issue thread #6967 "
          "('speculative decoding doesn't work with online mode') holds the maintainers' diagnosis. message_kind "
          "None (a Python TypeError inside vLLM).")

# ---------------------------------------- vllm PR #30059: EAGLE3 speculative decoding + logprobs with top_logprobs=0 -> list index out of range
case("vllm-pr30059-qwen3-8b-eagle3-spec-decode-top-logprobs-0-list-index-out-of-range",
     "https://github.com/vllm-project/vllm/pull/30059",
     "### Run server\n"
     "```\n"
     "vllm serve Qwen/Qwen3-8B \\\n"
     "  --speculative-config '{\n"
     "    \"model\": \"RedHatAI/Qwen3-8B-speculator.eagle3\",\n"
     "    \"num_speculative_tokens\": 3,\n"
     "    \"method\": \"eagle3\"\n"
     "  }'\n"
     "```\n"
     "\n"
     "### test with `top_logprobs=0`\n"
     "```\n"
     "curl --location 'http://127.0.0.1:8000/v1/chat/completions' --header 'Content-Type: application/json' "
     "--data '{\n"
     "    \"temperature\": 0,\n"
     "    \"max_tokens\": 10,\n"
     "    \"messages\": [\n"
     "        {\n"
     "        \"role\": \"user\",\n"
     "        \"content\": \"who are you\"\n"
     "        }\n"
     "    ],\n"
     "    \"logprobs\": true,\n"
     "    \"top_logprobs\": 0\n"
     "    }'\n"
     "```\n"
     "\n"
     "```\n"
     "{\"error\":{\"message\":\"list index out of range\",\"type\":\"Internal Server Error\",\"param\":null,"
     "\"code\":500}}\n"
     "```",
     None, {}, "release_regression",
     "Qwen3-8B served with EAGLE3 speculative decoding on a release that carries PR #26060 (V1 spec-decode logprobs, "
     "0.11.1): a request with logprobs=true and top_logprobs unset or 0 fails with HTTP 500 'list index out of "
     "range', because the rejection sampler returned logprobs as None when top_logprobs was 0, unlike the plain "
     "sampler.",
     "PR #30059 (realliujiaxu, merged December 2025) collects the logprobs even for top_logprobs=0, as the sampler "
     "does; after it the same request returns a normal completion. Before it: a later release, top_logprobs >= 1, "
     "or the server without --speculative-config.",
     release="vLLM main of early December 2025 (after 0.11.1's PR #26060; exact version not in the stored text)",
     gpu=None, gpus=None,
     command="vllm serve Qwen/Qwen3-8B --speculative-config '{\"model\": \"RedHatAI/Qwen3-8B-speculator.eagle3\", "
             "\"num_speculative_tokens\": 3, \"method\": \"eagle3\"}'",
     forbidden=_MEM,
     note="Excerpt: the PR's server command and curl request (test plan), then the error JSON quoted in its purpose "
          "section; each piece verbatim, the order changed. Dropped: the PR's explanation and the 'Test Result' "
          "after the fix. message_kind None (a Python IndexError inside vLLM, returned as the 500's message).")

# ---------------------------------------- vllm PR #29764 / issue #29747: --scheduling-policy=priority + n=2 -> TypeError '<' between Request and Request
case("vllm-pr29764-qwen3-8b-scheduling-policy-priority-n2-request-lt-typeerror",
     "https://github.com/vllm-project/vllm/pull/29764",
     "```\n"
     "vllm serve /home/qwen3-8b --scheduling-policy=priority\n"
     "```\n"
     "```\n"
     "from openai import OpenAI\n"
     "\n"
     "client = OpenAI(base_url=\"http://localhost:8000/v1\", api_key=\"dummy\")\n"
     "\n"
     "res = client.chat.completions.create(\n"
     "    model=client.models.list().data[0].id,\n"
     "    messages=[{\"role\": \"user\", \"content\": \"What is the meaning of life?\"}],\n"
     "    n=2,\n"
     ")\n"
     "\n"
     "print(res)\n"
     "\n"
     "```\n"
     "\n"
     "```\n"
     "(EngineCore_DP0 pid=28688)   File \"/home/jovyan/vllm/vllm/v1/engine/core.py\", line 295, in add_request\n"
     "(EngineCore_DP0 pid=28688)     self.scheduler.add_request(request)\n"
     "(EngineCore_DP0 pid=28688)   File \"/home/jovyan/vllm/vllm/v1/core/sched/scheduler.py\", line 1263, in "
     "add_request\n"
     "(EngineCore_DP0 pid=28688)     self.waiting.add_request(request)\n"
     "(EngineCore_DP0 pid=28688)   File \"/home/jovyan/vllm/vllm/v1/core/sched/request_queue.py\", line 152, in "
     "add_request\n"
     "(EngineCore_DP0 pid=28688)     heapq.heappush(self._heap, (request.priority, request.arrival_time, request))\n"
     "(EngineCore_DP0 pid=28688) TypeError: '<' not supported between instances of 'Request' and 'Request'\n"
     "```",
     None, {}, "release_regression",
     "A V1 server launched with --scheduling-policy=priority receives a request with n=2: the parallel-sampling "
     "child requests share priority and arrival time, so heapq.heappush in the priority queue falls through to "
     "comparing the Request objects, which define no ordering, and the engine core dies with a TypeError (issue "
     "#29747; the same heap failure was found in PR #21519 in July 2025).",
     "PR #29764 (chaunceyjiang, merged, 'FIX #29747') fixes the priority queue; njhill in PR #21519: 'it has been "
     "subsequently fixed by #29764'. Before it: the default FCFS policy, or n=1 requests.",
     release="vLLM main of 1 December 2025 (0.12.0 era)", gpu=None, gpus=None,
     command="vllm serve /home/qwen3-8b --scheduling-policy=priority",
     forbidden=_MEM,
     note="Excerpt: the PR author's reproduction of issue #29747 (server command, client with n=2, and the 'before' "
          "traceback tail), verbatim; the issue's own traceback is cut before its error line in the stored text. "
          "Dropped: the 'this pr' output. message_kind None (a Python TypeError inside vLLM). The cause label "
          "release_regression is loose (a long-standing bug fixed in a later release).")

# ---------------------------------------- vllm PR #42802 (comment): DSpark spec decode, TP=2 on 2x GB10, min_p=0.01 -> not yet supported with speculative decoding
case("vllm-pr42802-dsv4-flash-0731-dspark-2x-gb10-tp2-min-p-not-yet-supported-with-speculative-decoding",
     "https://github.com/vllm-project/vllm/pull/42802",
     "Our setup is DeepSeek-V4-Flash-0731 on 2x NVIDIA DGX Spark GB10 (SM121a), vLLM "
     "`0.25.2.dev0+g752a3a504.d20260714`, TP=2, with DSpark speculative decoding configured as `k=5`, probabilistic "
     "verification.\n"
     "\n"
     "```\n"
     "The min_p and logit_bias sampling parameters are not yet supported with speculative decoding.\n"
     "```",
     "vllm_check_failed", {"tensor_parallel_size": 2}, "vllm_check_failed",
     "DeepSeek-V4-Flash-0731 served with DSpark speculative decoding (k=5), TP=2 across two DGX Spark GB10s: every "
     "/v1/chat/completions request carrying min_p=0.01 was refused at validation time, because vLLM's request "
     "validator (PR #31982) rejects min_p and logit_bias on a server launched with speculative decoding rather "
     "than silently ignoring them.",
     "The commenter backported PR #42802's commit (apply min_p to the verified target tokens) into the pinned "
     "runtime and relaxed the request validator for min_p only (logit_bias still refused); a request with "
     "min_p 0.01 then returned HTTP 200 with speculative decoding active. Without a patched build: requests without "
     "min_p / logit_bias, or the server without --speculative-config.",
     release="0.25.2.dev0+g752a3a504.d20260714", gpu="NVIDIA DGX Spark GB10 (SM121a)", gpus=2,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the commenter's setup sentence and the quoted error, verbatim. Dropped: the clause 'Before "
          "applying this change, enabling `min_p=0.01` failed every `/v1/chat/completions` request at validation "
          "time with:' that introduces it (it names the fix) and the validation account after it. gpus=2: two "
          "single-GPU GB10 machines. No earlier fixture carries this message.")

BATCH.write()
