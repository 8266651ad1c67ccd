"""Round-631 blind batch: SAMPLING PARAMETERS AND GENERATION CONFIG at the first requests caused by the launch --
SamplingParams validation errors returned to clients (best_of / n / temperature / top_p / top_k / min_p /
repetition_penalty / stop / seed / truncate_prompt_tokens), sampling defaults that vLLM takes from the model's
generation_config.json ('Default sampling parameters have been overridden by the model's Hugging Face generation
config'), --generation-config vllm / auto, --override-generation-config; any tracker; collected by helper wild631 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round631-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (verbatim fragments); the fix is left out of
the excerpt.

Look-ups: 32 of the 40 allowed: 31 ``search`` corpus=issues and 1 ``read_file`` that found nothing (issues are not
files). 4 cases: vllm #17553 (Qwen-1_8B's generation_config.json top_k 0 taken as vLLM 0.8.5's default; the
generation-config WARNING line), QwenLM/Qwen3 #390 (TaskWeaver sends top_p=0 to a vLLM-served Qwen1.5-72B-Chat),
microsoft/TaskWeaver #231 (the same client default seen from the client's tracker, through LiteLLM), EvolvingLMMs-Lab/
lmms-eval #1265 (task YAMLs' top_p: 0 forwarded into SamplingParams; VLLMValidationError). Every source was checked with
grep -F against /work/coord/USED_SOURCES.txt and the earlier rounds' skip lists first. The slice is close to mined out
for threads with an error line: most SamplingParams refusals are a client's own bad value (not the launch), the
generation-config threads are about silently different output (no error line, the log line rarely pasted), and the
best_of / use_beam_search / truncate_prompt_tokens / max_tokens families were already taken by rounds 414, 448, 580,
603, 622, 625.

Sources given up (for the lead, not cases):
- Already used / in skip lists: vllm #28307 (penalties crash on 0.11.0; round 625), #34005 (Qwen3-1.7B-Base
  max_new_tokens cap; rounds 319, 603), #12515 (rounds 264, 445), #22635 (USED), #27642 and Trinity-RFT #197 (round
  414); modelscope/ms-swift #6831 (USED) and #6947 (already a case); run-llama/llama_index #21371 (USED, round 580);
  tenstorrent/vllm #44 (USED); open-compass/opencompass #1935 (round 476); QwenLM/Qwen-Agent #111 (USED; the
  'max_tokens must be at least 1, got -2815' thread, cross-posted as QwenLM/Qwen3 #241, not taken either).
- Error line not in the stored text, or a screenshot only: xusenlinzy/api-for-open-llm PR #289 (best_of with n > 1 from
  LangChain, screenshot), baidu/vLLM-Kunlun #28 (top_p / top_k on v0.11.0, screenshot), lm-sys/FastChat #3328
  (vllm_worker semaphore after a SamplingParams ValueError; traceback cut before the message), vllm #15312 (TPU nightly
  crashing on top_p, screenshots), vllm #8664 (generation config not applied on 0.6.1.post2, screenshot),
  bytedance/UI-TARS-desktop #180 and huggingface/chat-ui #1343 ('400 bad request' with no message), vllm #50767
  (--override-generation-config drops presence/frequency penalty; only the environment block stored).
- No error line by nature (silently different output): EleutherAI/lm-evaluation-harness #3154 (repetition_penalty 1.1
  from Qwen2.5-Coder's generation_config not applied through lm-eval), NVIDIA-NeMo/Skills #845 (max_new_tokens not
  overridable), vllm #11976 / PR #12242 (max_new_tokens as server cap), vllm #17075 (top_k via extra_body not reaching
  SamplingParams under temperature 0; has the 'Using default chat sampling params from model' line but no failure and no
  answer stored), infiniflow/ragflow #5603, vllm #7015 / #7024 (truncated answers, max_tokens).
- Not caused by the launch (a client's or user's own value, or a fix PR without a failure log): vllm #7203 (top_k=0.5
  in user code), #3341 (float top_k killing 0.3.3's engine), #10743 (n=2 / best_of=2 streaming), #9561 (benchmark
  --best_of > 1), PR #14303 / #14299 / #14356 / #18552 / #18555 / #9167 / #16403 / #17868 / #25912 / #48778 / #50769 /
  #51175 / #35988 / #31870 / #35664 / #30134 (fix PRs), EvolvingLMMs-Lab/lmms-eval PR #1277 (the fix of case
  lmms-eval-1265), vllm PR #17691 (the proposed fix of case vllm-17553, stored as closed), hiyouga/LlamaFactory #10709
  (top_p 0.0 silently rewritten to 1.0: no error), unslothai/unsloth PR #3935 (TRL top_k 0 default, no log),
  huggingface/lighteval #563 (custom generation params via YAML, no vLLM message).

Judgement calls for the lead:
1. vllm-17553: the stored chunk of the issue stops after the two log lines (the WARNING 'Default sampling parameters
   have been overridden by the model's Hugging Face generation config ...' and 'Using default chat sampling params from
   model: {'top_k': 0, ...}'); the request error itself ('top_k must be -1 (disable), or at least 1, got 0.') is not in
   the stored issue text, only in the proposed fix PR #17691's reproduction. Taken because the brief names this log line
   as the slice's evidence and the cause is pinned by the issue (HF's top_k 0 means 'disabled', vLLM 0.8.5's means
   invalid). No earlier fixture carries this WARNING; following round 622's ogx-4984 (a warning-only paste: kind None),
   I used kind None and a NEW cause ``generation_config_defaults`` (sampling defaults taken from the model's
   generation_config.json are what breaks or changes the requests; fix: ``--generation-config vllm`` or
   ``--override-generation-config`` with the offending key, as the WARNING itself says). If the lead adds a message kind
   for the WARNING, this case would move to it.
2. qwen3-390, taskweaver-231, lmms-eval-1265: vLLM's own SamplingParams check ('top_p must be in (0, 1], got 0.0.' /
   VLLMValidationError's '... got 0. (parameter=top_p, value=0)') refusing a value a client or harness sends by default
   (HF's 'greedy' convention top_p 0 / TaskWeaver's default 0). Labelled kind and cause ``vllm_check_failed``, as
   round 622 (judgement 2) and rounds 612 / 615 labelled vLLM's request-time checks. These are failures at the first
   requests caused by how the client side of the deployment was configured, not by vLLM's own flags; no vLLM flag fixes
   them, so every case forbids the memory flags and the parallelism flags.
3. qwen3-390 and taskweaver-231 are the same client default (TaskWeaver's OpenAIServiceConfig top_p=0) reported by two
   users on two trackers (Qwen's, with the vLLM command and a Qwen maintainer's diagnosis; TaskWeaver's, through
   LiteLLM, with the reporter's own root cause). Both kept; drop one if the lead counts them as one incident.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round631-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #17553: Qwen-1_8B's generation_config.json top_k 0 becomes vLLM 0.8.5's default
case("vllm-17553-qwen-1-8b-generation-config-top-k-0-default-sampling-overridden-v085",
     "https://github.com/vllm-project/vllm/issues/17553",
     "[Bug]: `top_k: 0` in generation_config.json can't disable top-k sampling\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "vLLM Version: 0.8.5\n"
     "```\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "There are a few differences in `top_k` between vLLM and HuggingFace.\n"
     "\n"
     "- **meaning**: To turn off `top_k`, vLLM expects `-1` while HuggingFace expects `None` or `0`. "
     "https://github.com/huggingface/transformers/blob/v4.51.3/src/transformers/generation/utils.py#L1195\n"
     "- **default**: HuggingFace uses `top_k=50` unless it's specified. "
     "https://github.com/huggingface/transformers/blob/v4.51.3/src/transformers/generation/configuration_utils.py#L425\n"
     "\n"
     "Therefore, we'd write either `\"top_k\": 0` or `\"top_k\": null` to `generation_config.json` in order to recommend "
     "users to disable top-k sampling.\n"
     "\n"
     "However `\"top_k\": 0` isn't working. For example, "
     "(https://huggingface.co/Qwen/Qwen-1_8B/blob/main/generation_config.json#L8)\n"
     "```\n"
     "$ vllm serve Qwen/Qwen-1_8B --trust-remote-code\n"
     "\u2026\n"
     "WARNING 05-02 03:26:16 [config.py:1239] Default sampling parameters have been overridden by the model's Hugging "
     "Face generation config recommended from the model creator. If this is not intended, please relaunch vLLM instance "
     "with `--generation-config vllm`.\n"
     "INFO 05-02 03:26:16 [serving_chat.py:118] Using default chat sampling params from model: {'top_k': 0, 'top_p': "
     "0.8, 'max_tokens': 512}",
     None, {}, "generation_config_defaults",
     "vLLM 0.8.5 loads the model's generation_config.json by default (--generation-config auto) and turns its sampling "
     "keys into the server's default SamplingParams. Qwen/Qwen-1_8B's file says \"top_k\": 0, which in Hugging Face's "
     "convention means 'top-k disabled', but vLLM 0.8.5 reads top_k 0 as invalid (its 'disabled' value is -1), so "
     "every request that leaves top_k unset inherits top_k=0 and is refused by SamplingParams' check ('top_k must be -1 "
     "(disable), or at least 1, got 0.', the message the proposed fix PR #17691 reproduces on a request). A mismatch "
     "between the model's generation config and vLLM's sampling conventions, taken at launch; not memory, not the GPU.",
     "no fix confirmed in the stored chunk. The WARNING line itself names the launch-side workaround: relaunch with "
     "`--generation-config vllm` (vLLM's own defaults, top_k -1), or keep the model's defaults and override the key, "
     "`--override-generation-config '{\"top_k\": -1}'`, or send top_k in each request. chaunceyjiang's PR #17691 "
     "('[Bugfix] fix top_k: 0 in generation_config.json can't disable top-k sampling', FIX #17553) makes vLLM accept 0 "
     "as 'disabled'; it is stored as closed",
     release="0.8.5", gpu=None, gpus=None, command="vllm serve Qwen/Qwen-1_8B --trust-remote-code",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as the stored chunk shows them, cut before the chunk's last, "
          "truncated line ('INFO ... [serving_completion.py:61] Using default completion sam'). The request error is "
          "not in the stored issue text (judgement call 1). The WARNING is printed by vllm/config.py (0.8.x) when the "
          "model's generation config changes any default sampling parameter.")

# ---------------------------------------- QwenLM/Qwen3 #390: TaskWeaver -> vLLM-served Qwen1.5-72B-Chat, top_p=0 refused
case("qwen3-390-qwen15-72b-chat-vllm-openai-server-taskweaver-top-p-must-be-in-0-1-got-0",
     "https://github.com/QwenLM/Qwen3/issues/390",
     "Not able to setup Qwen1.5-72B-Chat with Taskweaver\n"
     "\n"
     "Not able to run taskweaver with locally hosted Qwen1.5-72B-Chat.\n"
     "Taskweaver worked fine with Qwen-72B-Chat.\n"
     "\n"
     "Getting error:\n"
     "Exception: OpenAI API request was invalid: Error code: 400 - {'object': 'error', 'message': 'top_p must be in "
     "(0, 1], got 0.0.', 'type': 'BadRequestError', 'param': None, 'code': 400}\n"
     "\n"
     "Qwen hosted using vllm:\n"
     "python -m vllm.entrypoints.openai.api_server --served-model-name Qwen1.5-72B-Chat --model Qwen/Qwen1.5-72B-Chat \n"
     "\n"
     "Taskweaver config file:\n"
     "{\n"
     "\"llm.api_base\": \"http://172.17.0.8:8283/v1\",\n"
     "\"llm.api_key\": \"Null\", \n"
     "\"llm.model\": \"Qwen1.5-72B-Chat\",\n"
     "\"execution_service.kernel_mode\": \"local\"}\n"
     "\n"
     "Following call work fine with ChatOpenAI in other application:\n"
     "model = ChatOpenAI(\n"
     "    model_name = 'Qwen1.5-72B-Chat',\n"
     "    base_url = \"http://172.17.0.8:8283/v1/\",\n"
     "    api_key = \"EMPTY\",\n"
     "    temperature=0\n"
     ")",
     "vllm_check_failed", {}, "vllm_check_failed",
     "TaskWeaver's OpenAI client sends top_p=0 explicitly with every request (its OpenAIServiceConfig default), and "
     "vLLM's SamplingParams check refuses any top_p outside (0, 1], so every TaskWeaver request to the vLLM-served "
     "Qwen1.5-72B-Chat gets a 400. The same server answers other clients (LangChain's ChatOpenAI) normally; nothing in "
     "the vLLM launch, the model or the GPU is at fault.",
     "Qwen maintainer jklj077 (2024-05-09): 'vllm has returned the error, because `top_p=0` is explicitly passed to the "
     "API call by TaskWeaver ... you could try setting it to other values' (TaskWeaver's llm.openai.top_p / llm.top_p "
     "in taskweaver_config.json, also noting llm.api_type is missing from the config). No vLLM flag is involved",
     release=None, gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --served-model-name Qwen1.5-72B-Chat --model "
             "Qwen/Qwen1.5-72B-Chat",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the whole issue description as stored; the maintainer's reply is left out. The vLLM release is not "
          "named (May 2024, so a 0.4.x server).")

# ---------------------------------------- microsoft/TaskWeaver #231: vLLM-served Qwen-1.5-Chat through LiteLLM, top_p=0 refused
case("taskweaver-231-qwen15-chat-vllm-openai-server-litellm-default-top-p-0-must-be-in-0-1",
     "https://github.com/microsoft/TaskWeaver/issues/231",
     "[SUGGEST] Default value of top_p is 0 in OpenAIServiceConfig, which may result BadRequestError\n"
     "\n"
     "**Is your feature request related to a problem? Please describe.**\n"
     "I locally deployed a OpenAI-Compatible server based on Qwen-1.5-Chat model by vllm, then use "
     "scripts/llm_api_test.py to test the api. The response gave an error:\n"
     "```\n"
     "openai.BadRequestError: Error code: 400 - {'error': {'message': \"OpenAIException - Error code: 400 - "
     "{'object': 'error', 'message': 'top_p must be in (0, 1], got 0.0.', 'type': 'BadRequestError', 'param': None, "
     "'code': 400}\", 'type': None, 'param': None, 'code': 400}}\n"
     "```\n"
     "At first,I was unfamiliar with taskweaver, so I thought there was something wrong with the model calling. I tried "
     "to rebuild the link based on LiteLLM and vllm. \n"
     "I met the same problem two hours later. ",
     "vllm_check_failed", {}, "vllm_check_failed",
     "TaskWeaver's OpenAIServiceConfig reads top_p with a default of 0 (`self.top_p = self._get_float(\"top_p\", 0)`) "
     "and sends it on every call; the request passes through LiteLLM to the vLLM OpenAI-compatible server, whose "
     "SamplingParams check refuses top_p outside (0, 1]. A client-side default that vLLM's validation rejects, not a "
     "problem of the vLLM launch, the Qwen-1.5-Chat model or the GPU.",
     "the reporter's own root cause in the issue (the 0 default in OpenAIServiceConfig); TaskWeaver maintainer "
     "zhangxu0307 (2024-03-11) suggested setting `llm.openai.top_p` in taskweaver_config.json to a value in (0, 1]. No "
     "vLLM flag is involved",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description up to the reporter's search; the paragraphs with the root cause "
          "('Finally, I found that the default value of top_p in OpenAIServiceConfig is 0.' and the code line) and the "
          "replies are left out. The vLLM release is not named (March 2024). Same client default as qwen3-390 "
          "(judgement call 3).")

# ---------------------------------------- EvolvingLMMs-Lab/lmms-eval #1265: task configs' top_p: 0 into vLLM SamplingParams
case("lmms-eval-1265-vllm-backend-task-generation-kwargs-top-p-0-vllmvalidationerror-top-p-must-be-in-0-1",
     "https://github.com/EvolvingLMMs-Lab/lmms-eval/issues/1265",
     "[Bug] vLLM backend crashes with \"top_p must be in (0, 1]\" when task config sets top_p=0\n"
     "\n"
     "### Checklist\n"
     "\n"
     "- [x] I have searched for similar issues before opening this one.\n"
     "- [x] I am using the latest version of lmms-eval.\n"
     "\n"
     "## Bug Description\n"
     "\n"
     "When running evaluation with the `vllm` backend, tasks that set `top_p: 0` in their\n"
     "`generation_kwargs` (e.g. `pope_random`) cause a crash with:\n"
     "\n"
     "```\n"
     "vllm.exceptions.VLLMValidationError: top_p must be in (0, 1], got 0. (parameter=top_p, value=0)\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "lmms-eval's vLLM wrappers (lmms_eval/models/simple/vllm.py, lmms_eval/models/chat/vllm.py) forwarded each task's "
     "generation_kwargs straight into vllm.SamplingParams. At least 24 task YAMLs (pope_random, pope_adv, mathverse, "
     "...) write `temperature: 0, top_p: 0, do_sample: false` to mean greedy decoding, which Hugging Face generate() "
     "accepts but vLLM's SamplingParams rejects (top_p must be in (0, 1]), so those tasks failed before generating. A "
     "harness-to-vLLM parameter convention mismatch; not memory, not the GPU, not a vLLM flag.",
     "merged fix EvolvingLMMs-Lab/lmms-eval PR #1277 (akawincent, 2026-03-27, 'Fixes #1265'): the shared vLLM wrapper "
     "normalises top_p=0 to 1.0 before building SamplingParams (greedy decoding is kept by temperature 0), for the "
     "vllm, vllm_chat and vllm_generate models. Before it: set top_p to 1.0 in the task's generation_kwargs",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, checklist and bug description up to the error block; the paragraphs explaining "
          "the top_p: 0 convention, the 'Root Cause' and 'Affected Files' sections are left out. The vLLM release is "
          "not named (VLLMValidationError with '(parameter=..., value=...)' is a late-2025 or later release). Offline "
          "engine, not the OpenAI server: the check fails when the harness builds SamplingParams.")

BATCH.write()
