"""Round-435 blind batch: AGENT, RAG and APP FRAMEWORKS whose docs tell users to self-host with vLLM (OpenHands,
SWE-agent, camel-ai, dify, ragflow, graphrag, LightRAG, open-webui, LocalAI, anything-llm, khoj, storm, Qwen-Agent,
browser-use, OpenManus, smolagents, TabbyML), where the user's vLLM server fails to start; collected by helper
wild435 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round435-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 42 of the 50 allowed, all ``search`` (41 corpus=issues, 1 corpus=pages; no read_file / find_string /
find_files / fetch). 3 cases: vllm PR #20801 (Devstral-Small-2507, OpenHands' model: mistral_common too old for the
v13 tokenizer), FoundationAgents/OpenManus #331 and langchain4j/langchain4j #3475 (a self-hosted vLLM launched without
--enable-auto-tool-choice / --tool-call-parser, so the framework's first tool request gets HTTP 400). The slice is
mined out: nearly every vLLM thread in the named frameworks' trackers (LocalAI, ragflow, OpenHands, functionary,
LightRAG-style RAG repos, Qwen-Agent / Qwen3-Embedding, OpenManus) is in USED_SOURCES.txt or an earlier round's skip
list, and most of what the frameworks' trackers hold is request-time or client-side trouble, not a vLLM launch.
Sources were checked against USED_SOURCES.txt and the skip lists of tools/wild_cases_round3*.py / round4*.py.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): zstar1003/ragflow-plus #69; QwenLM/Qwen3 #295, #16; EvolvingLMMs-Lab/LongVT #9;
  zai-org/GLM-V #204; xusenlinzy/api-for-open-llm #225; QwenLM/Qwen3-VL #35; basalam/product-catalog-generator #10;
  vllm #2418, #928, #10517, #35603, #17327; MeetKai/functionary #204; OpenRLHF #336; OpenBMB/MiniCPM-V #640;
  gpustack #2193; ray-project/ray #64466; BatsResearch/bonito #7; zai-org/GLM-4.5 #16, #58; vllm-project/recipes PR
  #27; vllm #9312; datawhalechina/self-llm #459; xorbitsai/inference #2440, #1715; mudler/LocalAI #1710, #11059.
- Named in earlier rounds' skip lists (not re-opened): infiniflow/ragflow #9856 (vLLM came up; RAGFlow-side failure);
  OpenHands #7840; LocalAI #1561, #1680; MeetKai/functionary #128 (title only; KV figure not stored); nearai/nearai
  #65 (Ray 'required GPUs exceeds', no reply); vllm #14465, #44911, #18538, #17609, #42399; QwenLM/Qwen3-Embedding
  #12, #24 (pooler AttributeError at request time on a reranker served with --task score); vllm #24827;
  xorbitsai/inference #4637; llmos-ai/llmos #51; QwenLM/Qwen3-VL #1204; syv-ai/qwen38-27b-rtx3090 #19 (request-time
  tool-choice 400, see judgement call 2).
- Error line not in the stored chunk: vllm #20902 (Devstral-Small-2507 on vllm-openai v0.9.1 -> v0.9.2; the chunk
  stops at the config line; the error is taken from PR #20801 instead); vllm #26612 (Qwen3-VL-30B-A3B on A800,
  'EngineCore failed to start' after 'Available KV cache memory: 13.69 GiB', root error not reached); vllm #39687
  (--limit-mm-per-prompt 'image=4,audio=1 cannot be converted', title only, no reply); runpod-workers/worker-vllm #113.
- Not a start-up failure / not a launch-caused failure: camel-ai/owl #436 (vLLM rejects camel's 'strict' tool schema;
  a client fix in camel #2098); browser-use #2059 (mistral_common role-order error on requests); OpenManus #899
  ('required' tool_choice on a hosted SiliconFlow endpoint, not self-hosted vLLM); stanford-oval/storm #248 (an
  OpenAI-client error); HKUDS/LightRAG #203, #2472, #2743 and OpenSPG/KAG #663 (request longer than the served
  context: 400 at request time); ragflow #11906, #11245, #9333 (RAGFlow-side); LightRAG #1650, #2423 (configuration
  questions, error only an image or no vLLM log); open-webui #8043, #12117 (connection / URL problems); vllm #22517
  (SmolLM3 on 0.10.0, not reached past the config lines).
- Not vLLM: TabbyML issues (llama.cpp backend); FlagScale PR #1075 (config-format fix PR, error not quoted);
  generic 'fix vLLM' blog pages in the pages corpus (fixdevs.com, errornotes.dev: no user report).
- Searched with nothing new in the slice: SWE-agent / SWE-agent-LM-32B, smolagents VLLMModel, khoj, anything-llm,
  storm (knowledge-storm VLLMClient), TabbyML, Qwen-Agent (hits were other trackers' threads, used or cut).

Judgement calls for the lead:
1. vllm PR #20801: the error line is quoted in a PR description (the user-facing report #20902 is stored only up to
   the config line); kind/cause dependency_version_mismatch (mistral_common too old for the model's v13 tokenizer).
   Slice edge: Devstral is OpenHands' self-hosted model, the tracker is vLLM's.
2. OpenManus #331 and langchain4j #3475: the vLLM server starts; the framework's first tool-calling request fails with
   vLLM's 400 '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set' because of how
   the server was launched. The brief admits 'failing at its first requests because of how it was launched'; earlier
   rounds skipped OpenManus #331 as request-time, so the lead may drop both. No existing cause fits, so a NEW cause
   label ``auto_tool_choice_not_enabled`` is used (kind vllm_check_failed: it is vLLM's own validation message, there is
   no tool-calling kind in LABELS.txt). The flags that fix it (--enable-auto-tool-choice, --tool-call-parser) are NOT
   in ``forbidden``; memory, TP, dtype and quantization flags are.
3. OpenManus #331 has no reply in the stored text; its fix is read from vLLM's message and recorded as such.
   langchain4j #3475 has the maintainer's answer and the reporter's confirmation.
4. None of the three prints a figure under a LABELS.txt key, so numbers is {} throughout.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round435-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--kv-cache-dtype"}]

# ---------------------------------------- vllm PR #20801: Devstral-Small-2507 (OpenHands' coding model) -> mistral_common 'Unknown version: v13'
case("vllm-pr-20801-devstral-small-2507-mistral-common-unknown-version-v13",
     "https://github.com/vllm-project/vllm/pull/20801",
     "It resolves error:\n"
     "ValueError: Unknown version: v13 in /app/cache/huggingface/hub/models--mistralai--Devstral-Small-2507. Make sure "
     "to use a valid version string: ['v1', 'v2', 'v3', 'v7', 'v11']",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "mistralai/Devstral-Small-2507 (the agentic coding model Mistral built with All Hands AI for OpenHands) ships a "
     "tekken tokenizer of version v13; the mistral_common installed with the vLLM image (vLLM required only "
     "mistral_common >= 1.6.2 then) knows tokenizer versions up to v11, so loading the tokenizer with --tokenizer_mode "
     "mistral fails at start-up with 'Unknown version: v13'. A too-old Python dependency, not memory, GPU or flags.",
     "the PR's author (pskwr, 2025-07-11), following the Devstral-Small-2507 model card's vLLM instructions: upgrade "
     "mistral_common to >= 1.7.0 (the PR bumps requirements/common.txt from mistral_common[opencv] >= 1.6.2 to >= "
     "1.7.0); by hand: pip install -U 'mistral_common>=1.7.0' in the vLLM environment / image, or a vLLM release that "
     "pins it",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                       {"flag": "--quantization"}],
     note="Excerpt: the two lines of the PR description that quote the error (the PR's purpose and its diff, i.e. the "
          "fix, are left out). The user-facing report of the same launch, vllm #20902 (Devstral-Small-2507 on "
          "vllm/vllm-openai v0.9.1 -> v0.9.2 with --tokenizer_mode mistral --config_format mistral --load_format "
          "mistral), is stored only up to the config line, before the error, so the PR's quote is the source. Slice "
          "edge: Devstral is OpenHands' recommended self-hosted model; the tracker is vLLM's.")

# ---------------------------------------- OpenManus #331: QwQ on vLLM 0.6.3.post1 launched without tool flags -> '"auto" tool choice requires ...'
case("openmanus-331-qwq-vllm-063post1-auto-tool-choice-requires-enable-auto-tool-choice",
     "https://github.com/FoundationAgents/OpenManus/issues/331",
     "Enter your prompt (or 'exit'/'quit' to quit): 你好\n"
     "2025-03-09 17:31:06.118 | WARNING  | __main__:main:19 - Processing your request...\n"
     "2025-03-09 17:31:06.120 | INFO     | app.agent.base:run:137 - Executing step 1/30\n"
     "2025-03-09 17:31:06.249 | ERROR    | app.llm:ask_tool:260 - API error: Error code: 400 - {'object': 'error', "
     "'message': '\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set', 'type': "
     "'BadRequestError', 'param': None, 'code': 400}\n"
     "...\n"
     "**vllm info**:\n"
     "(venv) userroot@userroot-NF5568M4:/mnt/mydrive$ pip show vllm\n"
     "Name: vllm\n"
     "Version: 0.6.3.post1",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "OpenManus drives its agent with tool calls (tool_choice 'auto'); the user's self-hosted vLLM 0.6.3.post1 server "
     "(serving a QwQ model) was launched without --enable-auto-tool-choice and --tool-call-parser, so vLLM rejects the "
     "very first agent request with HTTP 400. The server itself is up; the failure comes from how it was launched, "
     "not from memory, GPUs or the model.",
     "no reply in the stored text (the issue is open). From vLLM's own message and its tool-calling docs: relaunch the "
     "server with --enable-auto-tool-choice --tool-call-parser hermes (QwQ / Qwen2.5 use Hermes-style tool calls); the "
     "same message in OpenManus #3 and langchain4j #3475 was answered the same way (see the langchain4j case)",
     release="0.6.3.post1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                       {"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the OpenManus console lines and the start of the 'vllm info' block of the issue body as the stored "
          "chunk shows them; the rest of pip show's output (the Requires list) and the truncated 'model info' line "
          "('model:qwq-') are dropped. The vLLM launch command is not in the stored text. Judgement call: a failure at "
          "the first request caused by how the server was launched (the brief admits these); earlier rounds skipped "
          "this thread as request-time. OpenManus #3 (xsoway, same message, no vLLM details) was not taken separately.")

# ---------------------------------------- langchain4j #3475: model deployed on vLLM without tool flags -> '"auto" tool choice requires ...'
case("langchain4j-3475-vllm-deployed-without-enable-auto-tool-choice-400",
     "https://github.com/langchain4j/langchain4j/issues/3475",
     "[BUG] {\"object\":\"error\",\"message\":\"\\\"auto\\\" tool choice requires --enable-auto-tool-choice and "
     "--tool-call-parser to be set\",\"type\":\"BadRequestError\",\"param\":null,\"code\":400}\n"
     "...\n"
     "\tat dev.langchain4j.model.openai.internal.SyncRequestExecutor.execute(SyncRequestExecutor.java:20)\n"
     "\tat dev.langchain4j.model.openai.internal.RequestExecutor.executeRaw(RequestExecutor.java:44)\n"
     "\tat dev.langchain4j.model.openai.OpenAiChatModel.lambda$doChat$0(OpenAiChatModel.java:146)\n"
     "\tat dev.langchain4j.internal.ExceptionMapper.withExceptionMapper(ExceptionMapper.java:29)\n"
     "\t... 16 more",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "A langchain4j OpenAiChatModel with tools pointed at a self-hosted vLLM OpenAI server; the model had been deployed "
     "without --enable-auto-tool-choice / --tool-call-parser, so vLLM answers every tool request (tool_choice 'auto') "
     "with HTTP 400. A launch-flag omission on the vLLM side, not a langchain4j bug and not memory or GPUs.",
     "maintainer dliubarskyi (2025-08-05): 'did you enabling the --enable-auto-tool-choice --tool-call-parser options? "
     "See https://docs.vllm.ai/en/stable/features/tool_calling.html'; the reporter (zhuibudao, 2025-08-06) confirms "
     "'This condition was not added when the model was deployed' - i.e. redeploy vLLM with --enable-auto-tool-choice "
     "and the --tool-call-parser that matches the model",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                       {"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the issue title (the only place in the stored text with the full vLLM message; the reporter's log "
          "quoted in turn 5 shows only the Java stack tail) and the last lines of that stack, as the stored chunk shows "
          "them; the maintainer's question and the reporter's confirmation are the answer and are left out. Model and "
          "vLLM version are not in the stored text. Slice edge: langchain4j is an app framework (Java) whose OpenAI "
          "integration users point at self-hosted vLLM.")

if __name__ == "__main__":
    BATCH.write()
