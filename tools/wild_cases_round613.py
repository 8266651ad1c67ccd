"""Round-613 blind batch: FAILURES AT THE FIRST REQUESTS CAUSED BY HOW vLLM WAS LAUNCHED, second pass, the ENDPOINT /
TASK side -- an endpoint the launched model or runner does not serve (/v1/embeddings, /score, /rerank, /pooling,
/classify, /v1/audio/transcriptions on a generative model, chat on a pooling one; --task / --runner / --convert
mismatches), LoRA adapter names in requests, --enable-prompt-tokens-details / --return-tokens-as-token-ids,
structured outputs refused by the launched back-end, reasoning parser settings -- any tracker; collected by helper
wild613 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round613-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 40 allowed, all ``search`` (36 corpus=issues, 1 corpus=pages, which returned only a generated
skills page, a LiteLLM incident blog and a personal blog, no thread). Collecting stopped with 3 left because the slice
is close to mined out: every endpoint / task / LoRA thread the search returns was used, named in an earlier skip
list, or stores no error line. 2 cases:
  vllm PR #57830 (a request's thinking_token_budget refused on a server launched with --reasoning-parser
  openai_gptoss: 'thinking_token_budget is set but reasoning_config is not configured ...'),
  vllm-project/vllm-ascend #1035 (/v1/audio/transcriptions on a Qwen2-Audio-7B-Instruct server: 'The model does not
  support Transcriptions API').
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / golden): vllm #35603, #9840 (--task embedding unrecognized), #30690 (LoRA 'No
  adapter found'), #4520, #13394, #16676, #2977, #13669 (--lora-path), #18483 (--enable-prompt-embeds unrecognized),
  #30107 (Qwen3ForTokenClassification), #16244, #8182 (multi-step logits-processor assert, twin of the used #8985).
- Named in earlier rounds' skip lists (not re-opened): vllm #10794, #9379, #10970, #11231, #9761, #7915, #6947, #14693
  (the Rerank (Score) error only as a screenshot), #5199, #9280, #7622, #12106, #16339 (llguidance TypeError at
  request validation, round 252), #20567 (--speculative-config with json_object, round 284), PR #8740 (round 324's
  related thread); QwenLM/Qwen3-Embedding #12, #15; MeetKai/functionary #309; Continual-Intelligence/SEAL #3
  (round 612); intel/llm-scaler #361 (round 386).
- Error text not in the stored chunk, or no cause: vllm #11577 ('embeddings API when task is generate': the stored
  thread ends with the reporter's request lacking a JSON content type, after --task embed was set; the first error is
  not stored), #16738 ('Request-level structured output backend must match engine-level backend', only in the title;
  description cut at collect_env, no resolution stored), #20757 (prompt embeds 500 on Qwen2.5-VL-7B-AWQ with
  VLLM_USE_V1=0 and --enable-prompt-embeds on 0.9.1; no traceback stored), #14127 (/v1/audio/transcriptions 404 on a
  0.7.3.dev3 source build serving whisper-large-v3-turbo; the route list is cut and no answer stored), #24570
  (Phi-4-multimodal 'does not support the Transcriptions API' in the reporter's paraphrase only, closed stale),
  #18630 (lora_filesystem_resolver, open, no error or answer stored), #11484 / #9423 / #10442 (speculative decoding
  with guided decoding: crashes without an error line in the stored text), #17609 (the argparse usage text cut before
  its error line); QwenLM/Qwen3-VL #988 ('The model does not support Chat Completions API' on vLLM 0.7.3 and 0.8.4,
  open, the launch is only given by a second commenter and no diagnosis is stored); stanfordnlp/dspy #9520 (vLLM's
  'LoRA adapter ... was reque[sted]' message cut mid-word, open); SystemPanic/vllm-windows #49 ('No module named
  llguidance' in a Windows fork, only pip output stored).
- Not vLLM's message or not a failure: kserve #4345 (KServe's own 'Model with name llama_adapter does not exist.'),
  gpustack #2622 and #4932 (GPUStack's gateway 404s on a LoRA name and on /v1/score), BerriAI/litellm #17698
  (LiteLLM relaying the Transcriptions message while the vLLM log shows 200 OK), vllm #16162 / #18062 / #44961 and
  vllm-ascend #9030 (prompt_tokens_details null: no error line), vllm #19222 / #22507 / #47027 (reasoning parser
  output shape, no error), vllm #15554 (llguidance parser warnings with ngram speculation), vllm #26421 / #12131 /
  #57550 (xgrammar feature-gap trackers), vllm #40994 (a feature request: no transcription route for Gemma 4).

Judgement calls for the lead:
1. vllm-pr57830: the source is a PR description (fix-PR slices graded worse before), taken because it carries the
   request-time message verbatim with the launch that produced it (--reasoning-parser openai_gptoss) and the author's
   diagnosis of why. The message itself names '--reasoning-parser' as a remedy, which is wrong here (it was set), so
   --reasoning-parser is in forbidden. kind vllm_check_failed; cause vllm_check_failed (no earlier fixture carries
   this message; a new cause such as reasoning_config_missing was considered and not used). The excerpt keeps the
   message as the PR quotes it, wrapped over two '> ' lines. The PR is open: the fix is the PR author's stated remedy
   (--reasoning-config with both strings), not a confirmed one.
2. vllm-ascend-1035: README reads "The model does not support Score API (Embeddings, Rerank, Classification,
   Pooling, ...)" as cause architecture_unsupported; the Transcriptions wording of the same api_server check is taken
   the same way (no earlier fixture carries it). The launch's "how" is the model chosen: Qwen2-Audio-7B-Instruct
   answers audio through chat, not through the transcription endpoint (Whisper-type models). No fix was confirmed:
   the maintainer only pointed at the latest version and vllm-ascend's audio tutorial. The lead may judge the slice
   edge (the model, not a flag) too far.
3. numbers: none recorded for either case; the 8192s of #1035's command play no part in the refusal.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round613-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #57830: thinking_token_budget refused on a server launched with --reasoning-parser openai_gptoss
case("vllm-pr57830-gpt-oss-reasoning-parser-openai-gptoss-thinking-token-budget-reasoning-config-not-configured",
     "https://github.com/vllm-project/vllm/pull/57830",
     "[Bugfix][Reasoning] Say why thinking_token_budget is unavailable\n"
     "\n"
     "Set `thinking_token_budget` on a server started with `--reasoning-parser\n"
     "openai_gptoss` and the request is rejected with:\n"
     "\n"
     "> thinking_token_budget is set but reasoning_config is not configured. Please\n"
     "> set --reasoning-parser and/or --reasoning-config to use thinking_token_budget.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A request carrying thinking_token_budget reached a server launched with --reasoning-parser openai_gptoss and no "
     "--reasoning-config. The budget needs the reasoning start and end token IDs, which ReasoningConfig can only derive "
     "from a start/end string pair, and the openai_gptoss parser (like 25 of the 34 parsers) defines neither string, so "
     "reasoning_config stays unconfigured and the request is refused; the message's own remedy (set --reasoning-parser) "
     "does not apply because the parser was set (PR author's diagnosis).",
     "PR #57830 (aoshen02, 2026-09-20, open in the stored text): pass --reasoning-config with both the reasoning start "
     "and end strings to use thinking_token_budget with a parser that defines none; the PR only rewords the error to "
     "say so ('thinking_token_budget needs the reasoning start and end strings, and reasoning parser 'openai_gptoss' "
     "defines none. Pass --reasoning-config with both strings ...'). Not confirmed by a user in the stored text",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
                       {"flag": "--reasoning-parser"}],
     note="Excerpt: the PR title and the first paragraph of its description as stored (the reproduction sentence and "
          "the quoted error, wrapped over two '> ' lines as the PR quotes it); the diagnosis and the reworded message "
          "that follow are left out. A request-time refusal caused by the launch's reasoning settings, not a start-up "
          "crash. The model is not named beyond the gpt-oss parser.")

# ---------------------------------------- vllm-ascend #1035: Qwen2-Audio-7B-Instruct served, /v1/audio/transcriptions -> The model does not support Transcriptions API
case("vllm-ascend-1035-qwen2-audio-7b-instruct-transcriptions-endpoint-model-does-not-support-transcriptions-api",
     "https://github.com/vllm-project/vllm-ascend/issues/1035",
     "[Bug]: 在昇腾上使用api方式部署Qwen2-Audio-7B-Instruct模型，openai回复：{\"object\":\"error\",\"message\":\"The model does "
     "not support Transcriptions API\",\"type\":\"BadRequestError\",\"param\":null,\"code\":400}\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "1、执行\n"
     "```\n"
     "vllm serve /nfs/models/Qwen2-Audio-7B-Instruct --dtype bfloat16 --max_model_len 8192 --max-num-batched-tokens "
     "8192\n"
     "```\n"
     "2、使用openai方式进行通信，代码如下：\n"
     "```\n"
     "from openai import OpenAI\n"
     "import httpx\n"
     "\n"
     "client = OpenAI(api_key='0', base_url=\"http://XXX:8000/v1\",\n"
     "                http_client=httpx.Client(proxy=\"http://XXX:1084\")\n"
     "                )\n"
     "#\n"
     "# model_name = client.models.list().data[0].id\n"
     "mary_had_lamb = r\"C:\\Users\\12235\\Downloads\\audio-1.mp3\"\n"
     "\n"
     "\n"
     "audio_file = open(mary_had_lamb, \"rb\")\n"
     "transcription = client.audio.transcriptions.create(\n"
     "  model=\"/nfs/models/Qwen2-Audio-7B-Instruct\",\n"
     "  file=audio_file,\n"
     "  response_format=\"text\"\n"
     ")\n"
     "print(transcription)\n"
     "```\n"
     "3、输出：{\"object\":\"error\",\"message\":\"The model does not support Transcriptions API\",\"type\":\"BadRequestError\","
     "\"param\":null,\"code\":400}",
     "vllm_check_failed", {}, "architecture_unsupported",
     "The server was launched with Qwen2-Audio-7B-Instruct (an audio-in chat model), and the client called the "
     "OpenAI /v1/audio/transcriptions endpoint. vLLM's OpenAI server registers a transcription handler only for models "
     "that implement its speech-to-text interface (Whisper-type models), so the request to the model as launched is "
     "refused with 400 'The model does not support Transcriptions API'. Not memory, not the NPU.",
     "no fix confirmed in the stored text (closed). Maintainer Yikun (2025-07-13): 'Please try with latest version' "
     "with a link to vllm-ascend's single-NPU audio tutorial (tutorials/single_npu_audio.html), i.e. feed the audio to "
     "Qwen2-Audio through its supported chat / multimodal path rather than the transcriptions endpoint, or serve a "
     "transcription (Whisper-type) model for /v1/audio/transcriptions",
     release=None, gpu="Huawei Ascend NPU (model not stated)", gpus=None,
     command="vllm serve /nfs/models/Qwen2-Audio-7B-Instruct --dtype bfloat16 --max_model_len 8192 "
             "--max-num-batched-tokens 8192",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
                       {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the issue title and the description's bug section as stored (the environment block above it is not "
          "in the stored chunk); the maintainer's reply is left out. The failure comes at the first request: the "
          "server started, and the endpoint the client used is not served for this model. The cause is read from the "
          "message with README's rule for its Score / Embeddings siblings; the maintainer gave no diagnosis.")

BATCH.write()
