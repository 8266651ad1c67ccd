"""Round-471 blind batch: start-up failures reported on the vllm-project/vllm-omni tracker (omni / TTS / image / video /
diffusion pipelines served by vLLM-Omni, 2026) -- plus a search of vLLM's own tracker for mid-2025+ multimodal model
threads (Qwen2.5/3-VL, Qwen3-Omni, InternVL3, GLM-4.5V, Kimi-VL, Gemma 3n, Llama 4, MiniCPM-V 4, Phi-4-MM, Pixtral,
Step3) that yielded no new case; collected by helper wild471 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round471-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test suite
on these excerpts, and did not read kvroom's source; every expectation was written from the source thread only.
Excerpts are the text as the search tool's issues corpus shows it (a subset of the stored lines, each line whole); the
fix is left out of the excerpt.

Look-ups: 37 of the 40 allowed, all ``search`` corpus=issues. 4 cases, all vllm-omni: #5046 (DreamZero CFG-parallel
deploy yaml without engine_backend, ValueError at DiffusionWorker start; fixed by PR #5439), #2518 (NextStep-1.1 with
layerwise offloading: 'Orchestrator did not become ready within 600s' because the stage-client refactor ignored
stage_init_timeout; fixed by PR #2519), #3816 (HunyuanImage-3.0-Instruct: default deploy yaml not found, pipeline
defaults with async_chunk=True refused), #2616 (CI: Hub read timeout in a worker -> 'Orchestrator did not become ready
within 600s'). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists (tools/wild_cases_round*.py) before it was spent on.

The slice is very heavily mined: of ~60 threads the searches surfaced, most were already used or named in earlier
rounds' skip lists; vLLM's own tracker gave no unused multimodal start-up thread with both the error text and a pinned
cause in the stored chunk.

Sources given up (for the lead, not cases):
- Already used / named in earlier rounds (not re-spent): vllm-omni #3135, #363, #3981, #1387, #946, #2388, #2238,
  #2170, #1015, #1607, #1849, #971, #3682, #2756, #839, #4334, #807, #469; vllm #23821, #16429, #17372, #27992, #33428,
  #23955, #31529, #15338, #49368, #27340, #23714; zai-org/GLM-V #8, #204, #241, #162, #213; QwenLM/Qwen3-VL #1589,
  #1684; robosense2025/track1 #3; gpustack #2356, #3606, #1800; vllm-ascend #2579, #5349; eugr/spark-vllm-docker #386;
  OpenBMB/MiniCPM-V #974; modelscope/ms-swift #6183.
- Error line not verbatim in the stored chunk (only a paraphrase, an environment dump, or the chunk stops before the
  raise): vllm-omni #3106 (FLUX.2-klein via runai_streamer, chunk stops in the args), #8076 (Qwen-Image 2.1, traceback
  stops in the executor), #3375 (--stage-overrides hang on Qwen3-TTS, body paraphrases 'trips the orchestrator
  timeout'), #2738 (Flux2Pipeline ignores --enable-cpu-offload, 'the server OOMs during pipeline construction' only
  paraphrased; fix PR #2739 open), #3513 (HunyuanImage-3 stage CLI, 'empty stage config error' paraphrased), #297
  (Z-Image-Turbo KeyError paraphrased); vllm #29743 (Qwen3-VL on Turing, feature request, no log), #28612 (Qwen3-VL-8B
  FP8 GLIBC_2.32, only collect_env stored); Dao-AILab/flash-attention #1965 (Qwen3-VL head dims, traceback cut);
  QwenLM/Qwen3-VL #1784 (GLIBC_2.32 on KylinV10, error only in the title with a mangled quote, fix a commenter's
  unconfirmed downgrade).
- No pinned cause: modelscope/ms-swift #6617 (Qwen3-Omni under vLLM master + flash-attn 2.8.3: 'Worker failed with error
  This flash attention build does not support headdim not being a multiple of 32.' -- verbatim, but the thread stores no
  answer; vllm PR #29615 / issue #29417 describe the same check for Qwen2.5-VL's vision head_dim, not this thread).
- Not a start-up failure: vllm-omni #1671 (Wan2.2-TI2V-5B OOM at a request), #2113 (GLM-Image wrong stages, error at
  request), #4793 (async_chunk=false hang at request), #857, #1094.
- Same incident as a case: vllm-omni #2661 (CI Qwen3-Omni 'Orchestrator run timeout', closed as a duplicate of #2518;
  its comment is cited in that case's fix), PR #2548 (a second, closed fix for #2518).

Judgement calls for the lead:
1. Three of the four error lines are vLLM-Omni's own messages, not vLLM's ('DreamZeroPipeline requires the AR-Diffusion
   engine ...', 'Orchestrator did not become ready within 600s', "Pipeline 'hunyuan_image_3_moe' has async_chunk=True in
   deploy but no stage declares a next-stage input process"). README's vllm_check_failed covers vLLM's own raise sites
   only, so kind None for all three (as earlier rounds did for omni messages no README kind reads); the lead may prefer
   vllm_check_failed for the two ValueErrors.
2. vllm-omni-2518 and vllm-omni-5046: cause release_regression (a vLLM-Omni refactor dropped the user's
   stage_init_timeout; a shipped deploy yaml lacked a key the pipeline checks). Neither is memory; memory flags forbidden.
3. vllm-omni-3816: NEW cause label deploy_config_not_found (no LABELS.txt cause fits: the log says the default deploy
   yaml was not found and the pipeline defaults were used, which the async-chunk validation then refused). No fix in
   the stored thread; a maintainer (gcanlin) reports the same error with a wrong deploy config path. 'unrecognized' would
   be the conservative alternative.
4. vllm-omni-2616: kind/cause hub_unreachable for urllib3's "HTTPSConnectionPool(host='huggingface.co', port=443): Read
   timed out. (read timeout=10)" (a ReadTimeoutError, not README's 'Max retries exceeded' wording); the visible final
   error is the orchestrator's 600 s TimeoutError. CI, intermittent, open, no fix reached.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round471-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-omni #5046: weekly CI, DreamZero CFG-parallel deploy yaml without engine_backend
case("vllm-omni-5046-dreamzero-cfg-parallel-deploy-yaml-missing-engine-backend-ar-diffusion",
     "https://github.com/vllm-project/vllm-omni/issues/5046",
     "[Bug]: weekly CI, DreamZero, ValueError: DreamZeroPipeline requires the AR-Diffusion engine; set engine_backend: "
     "vllm_omni.experimental.ar_diffusion.engine.ARDiffusionEngine in the deploy config (got \n"
     "\n"
     "### Your code version\n"
     "\n"
     "<details>\n"
     "<summary>The commit id or version of vllm</summary>\n"
     "\n"
     "```text\n"
     "0.24.0\n"
     "```\n"
     "</details>\n"
     "<details>\n"
     "<summary>The commit id or version of vllm-omni</summary>\n"
     "\n"
     "```text\n"
     "b95905deb1c444ecce45e7f4cf6d3b15837eb07a\n"
     "```\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "https://buildkite.com/vllm/vllm-omni/builds/12208/canvas?sid=019f533c-fe6f-48cc-ae3a-57bf4db8a63f&tab=output\n"
     "```\n"
     "Process DiffusionWorker-1:\n"
     "--\n"
     "  | Process DiffusionWorker-0:\n"
     "  | Traceback (most recent call last):\n"
     "  | Traceback (most recent call last):\n"
     "  | File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "  | self.run()\n"
     "  | File \"/usr/lib/python3.12/multiprocessing/process.py\", line 108, in run\n"
     "  | self._target(*self._args, **self._kwargs)\n"
     "  | File \"/workspace/build/buildkite/vllm_omni/diffusion/worker/diffusion_worker.py\", line 1004, in worker_main\n"
     "  | worker_proc = WorkerProc(\n"
     "  | ^^^^^^^^^^^",
     None, {}, "release_regression",
     "DreamZero (a world-action diffusion model) launched through vLLM-Omni's CFG-parallel deploy config "
     "vllm_omni/deploy/dreamzero_tp1_cfg2.yaml: DreamZeroPipeline requires the AR-Diffusion engine and raises at "
     "construction when engine_backend resolves to anything else; PR #4534 added engine_backend to dreamzero.yaml but "
     "not to dreamzero_tp1_cfg2.yaml, and OmniDiffusionConfig.engine_backend defaults to 'default', so both "
     "DiffusionWorkers died at start (got engine_backend='default') and stage init tore the server down. A shipped "
     "config bug, not memory or hardware.",
     "merged PR vllm-project/vllm-omni #5439 (tzhouam, 2026-07-27, 'Fixes #5046'): add the missing engine_backend: "
     "vllm_omni.experimental.ar_diffusion.engine.ARDiffusionEngine to dreamzero_tp1_cfg2.yaml (plus a CPU test over the "
     "deploy configs); a user can set the same key in the deploy config they launch with",
     release="vLLM 0.24.0 (vllm-omni b95905de)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (cut by GitHub's title limit after '(got '), the code-version block and the start "
          "of the Buildkite log as stored (the collect_env block, which says only 'CI env', left out; the chunk stops "
          "inside the traceback, before the ValueError line, which the title carries). The cause and the full message "
          "(got engine_backend='default') are from PR #5439's description, not in the excerpt. Kind None: a vLLM-Omni "
          "message, not one of vLLM's raise sites (judgement call 1).")

# ---------------------------------------- vllm-omni #2518: NextStep-1.1 + layerwise offloading, Orchestrator not ready in 600s, stage_init_timeout ignored
case("vllm-omni-2518-nextstep-11-layerwise-offload-orchestrator-not-ready-600s-stage-init-timeout-ignored",
     "https://github.com/vllm-project/vllm-omni/issues/2518",
     "[Bug]: Diffusion stage initialization fails with TimeoutError and user `stage_init_timeout` is ignored\n"
     "\n"
     "### Your code version\n"
     "\n"
     "<details>\n"
     "<summary>The commit id or version of vllm</summary>\n"
     "\n"
     "```text\n"
     "vllm                                     0.19.0\n"
     "```\n"
     "</details>\n"
     "<details>\n"
     "<summary>The commit id or version of vllm-omni</summary>\n"
     "\n"
     "```text\n"
     "vllm-omni                                0.19.0rc2.dev61+g966f42be0\n"
     "commit 328de586\n"
     "```\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "When I run `stepfun-ai/NextStep-1.1` with layerwise offloading, the following error came out: \n"
     "\n"
     "```bash\n"
     "  File \"~/repos/vllm-project/vllm-omni/vllm_omni/entrypoints/omni_base.py\", line 95, in __init__\n"
     "    self.engine = AsyncOmniEngine(\n"
     "                  ^^^^^^^^^^^^^^^^\n"
     "  File \"~/repos/vllm-project/vllm-omni/vllm_omni/engine/async_omni_engine.py\", line 285, in __init__\n"
     "    raise TimeoutError(f\"Orchestrator did not become ready within {startup_timeout}s\") from e\n"
     "TimeoutError: Orchestrator did not become ready within 600s\n"
     "```\n"
     "\n"
     "Even if I modified the text_to_image script by manually setting `stage_init_timeout` to 1200, the timeout value "
     "still stayed 600s. The previously worked argument is totally ignored at this moment.",
     None, {}, "release_regression",
     "stepfun-ai/NextStep-1.1 (a diffusion text-to-image model) with layerwise offloading needs longer than 600 s to "
     "initialise its diffusion stage; the user raised stage_init_timeout to 1200, but the StageDiffusionClient refactor "
     "(PR #2006) stopped passing stage_init_timeout to initialize_diffusion_stage and the handshake used a hard-coded "
     "_HANDSHAKE_POLL_TIMEOUT_S = 600 (and for LLM stages complete_stage_handshake ignored it too), so the orchestrator "
     "gave up at 600 s. A vLLM-Omni regression, not memory.",
     "merged PR vllm-project/vllm-omni #2519 (yuanheng-zhao, 'Resolves #2518'): remove the hard-coded handshake timeout "
     "and pass stage_init_timeout through to the diffusion and LLM stage handshakes; in the duplicate #2661 the same "
     "author confirms 'the previous stage client refactor ignores the passed in stage init timeout ... resolved in "
     "#2519'. With the fix, a larger --stage-init-timeout / stage_init_timeout is honoured",
     release="vLLM 0.19.0 (vllm-omni 0.19.0rc2.dev61+g966f42be0)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the title, the code-version block and the bug description as stored, up to the end of its first "
          "paragraph after the traceback; the empty collect_env block and the '## Cause' section (which names PR #2006 "
          "and the fix) are left out. The launch was the offline text_to_image example script, not vllm serve; no GPU "
          "named. Kind None: vLLM-Omni's orchestrator timeout is not a README kind (judgement call 1).")

# ---------------------------------------- vllm-omni #3816: HunyuanImage-3.0-Instruct, default deploy yaml not found, async_chunk=True refused
case("vllm-omni-3816-hunyuanimage3-default-deploy-yaml-not-found-async-chunk-no-next-stage-processor",
     "https://github.com/vllm-project/vllm-omni/issues/3816",
     "[Bug]: HunyuanImage3 Failed to detect default deploy yaml.\n"
     "\n"
     "### Your code version\n"
     "\n"
     "<details>\n"
     "<summary>The commit id or version of vllm</summary>\n"
     "\n"
     "```text\n"
     "vllm == v0.21.0\n"
     "```\n"
     "</details>\n"
     "<details>\n"
     "<summary>The commit id or version of vllm-omni</summary>\n"
     "\n"
     "```text\n"
     "commitid 076c34abfbef61584c20d29e42e13a4138d26b9d\n"
     "```\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "**Start**\n"
     "```\n"
     " vllm serve tencent/HunyuanImage-3.0-Instruct \\\n"
     "--omni \\\n"
     "--host 127.0.0.1 \\\n"
     "--port 24245 \\\n"
     "--trust-remote-code\n"
     "```\n"
     "\n"
     "**ERROR**\n"
     "```\n"
     "ValueError: Pipeline 'hunyuan_image_3_moe' has async_chunk=True in deploy but no stage declares a next-stage "
     "input process\n"
     "```\n"
     "***Other log*\n"
     "```\n"
     "Deploy config not found: vllm_omni/deploy/hunyuan_image3.yaml — using pipeline defaults only\n"
     "```",
     None, {}, "deploy_config_not_found",
     "vLLM-Omni at commit 076c34ab could not find HunyuanImage-3's default deploy config (it looked for the relative "
     "path vllm_omni/deploy/hunyuan_image3.yaml and logged 'using pipeline defaults only'); with pipeline defaults "
     "async_chunk is on for a multi-stage pipeline, and the hunyuan_image_3_moe pipeline declares no next-stage "
     "async-chunk input processor, so the stage-config validation raised the ValueError before any stage started. A "
     "deploy-config resolution problem, not memory or hardware.",
     "no fix stored in the thread (closed). A maintainer (gcanlin, 2026-05-23): 'I met the same issue when I use the "
     "wrong deploy config path' -- i.e. launch with a deploy config that is found (--deploy-config pointing at "
     "vllm_omni/deploy/hunyuan_image3.yaml); zengchuang-hw offered to test and fix",
     release="vLLM 0.21.0 (vllm-omni 076c34ab)", gpu=None, gpus=None,
     command="vllm serve tencent/HunyuanImage-3.0-Instruct --omni --host 127.0.0.1 --port 24245 --trust-remote-code",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title, code-version block and the whole bug description as stored (the empty collect_env block "
          "left out); the two comments are left out. The ValueError is cut by the reporter at 'next-stage input "
          "process' (the full message ends '... processor (async_chunk_process_next_stage_input_func or "
          "custom_process_next_stage_input_func). Either set async_chunk=False or implement an async-chunk processor on "
          "the pipeline.', seen in vllm-omni PR #2989's test output). New cause label deploy_config_not_found "
          "(judgement call 3); kind None (judgement call 1).")

# ---------------------------------------- vllm-omni #2616: CI, Hub ReadTimeoutError in a worker -> Orchestrator did not become ready within 600s
case("vllm-omni-2616-ci-hf-hub-read-timeout-orchestrator-not-ready-600s",
     "https://github.com/vllm-project/vllm-omni/issues/2616",
     "[CI Failure]: Occasional error, ReadTimeoutError(\"HTTPSConnectionPool(host='huggingface.co', port=443): Read "
     "timed out. (read timeout=10)\") lead to timed out waiting for READY from StageEngineCoreProc\n"
     "\n"
     "```\n"
     "(APIServer pid=6728)            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=6728)   File \"/workspace/build/buildkite/vllm_omni/entrypoints/openai/api_server.py\", line 432, "
     "in build_async_omni_from_stage_config\n"
     "(APIServer pid=6728)     async_omni = AsyncOmni(model=args.model, **kwargs)\n"
     "(APIServer pid=6728)                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=6728)   File \"/workspace/build/buildkite/vllm_omni/entrypoints/async_omni.py\", line 74, in "
     "__init__\n"
     "(APIServer pid=6728)     OmniBase.__init__(self, model=model, **kwargs)\n"
     "(APIServer pid=6728)   File \"/workspace/build/buildkite/vllm_omni/entrypoints/omni_base.py\", line 95, in "
     "__init__\n"
     "(APIServer pid=6728)     self.engine = AsyncOmniEngine(\n"
     "(APIServer pid=6728)                   ^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=6728)   File \"/workspace/build/buildkite/vllm_omni/engine/async_omni_engine.py\", line 275, in "
     "__init__\n"
     "(APIServer pid=6728)     raise TimeoutError(f\"Orchestrator did not become ready within {startup_timeout}s\") "
     "from e\n"
     "(APIServer pid=6728) TimeoutError: Orchestrator did not become ready within 600s\n"
     "(Worker pid=8142) '(ReadTimeoutError(\"HTTPSConnectionPool(host='huggingface.co', port=443): Read timed",
     "hub_unreachable", {}, "hub_unreachable",
     "In vLLM-Omni's CI, a stage worker's request to the Hugging Face Hub (huggingface.co:443) timed out after 10 s "
     "while the stage was starting, so the StageEngineCoreProc never sent READY and the API server's orchestrator gave "
     "up after 600 s. An intermittent network / Hub problem at start-up, not memory or configuration.",
     "no fix reached in the stored thread (open, labelled ci-failure); the title itself names the Hub read timeout as "
     "what led to the READY timeout",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the stored chunk of the Buildkite log from the api_server frame to the worker's "
          "ReadTimeoutError line, which the chunk cuts mid-line ('Read timed'); the environment and version blocks "
          "were not in the stored chunk. Kind hub_unreachable for urllib3's read-timeout wording (judgement call 4).")

BATCH.write()
