"""Round-580 blind batch: vLLM EMBEDDED IN OTHER PROGRAMS at start-up or at the first requests (structured-generation and
agent / RAG libraries driving vllm.LLM or a vLLM server: Outlines, NVIDIA's logits-processor-zoo notebooks, DSPy,
ms-swift's deploy; plus one plain-server case of the same logits-processor family), 2024-2025; collected by helper
wild580 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round580-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 40 allowed: 27 ``search`` corpus=issues and 1 ``search`` corpus=code (Colab / T4 notebooks; its
only hit was already used). 5 cases: dottxt-ai/outlines #1517
(Outlines' models.vllm on vLLM 0.8.2's V1 engine: per-request logits processors refused), NVIDIA/logits-processor-zoo
#29 (the library's example notebook on vLLM 0.10.1.1: 'Logits processors are not supported in multi-step decoding'),
stanfordnlp/dspy #1982 (dspy.LM in chat mode against a vLLM server serving a base model: default chat template
refused), vllm-project/vllm #8985 (--num-scheduler-steps 8 with a json_object response_format on 0.6.2: multi-step
assertion), modelscope/ms-swift #6947 (swift 3.10.3 deploy with the vLLM backend passes best_of to a vLLM whose
SamplingParams lost it). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the
earlier rounds' skip lists (grep -l '#N' tools/wild_cases_round*.py) before it was spent on.

The slice as briefed (vllm.LLM in Colab / Kaggle / Jupyter, Ray Serve LLM, Triton's vLLM backend, LangChain /
LlamaIndex, Modal / RunPod / SageMaker / Vertex / Azure ML, RL trainers' rollout engines) is MINED OUT on the issues
corpus: of about 60 distinct threads the searches surfaced for those names, all but a handful were already in
USED_SOURCES.txt or in an earlier round's skip list (Ray #53663 / #54812 / #52499 / #51242 / #51989 / ray-llm #114,
Triton server #8578 / #6578, modal-examples #546 / #1154, TRL #3142 / #2927 / #3128 / #2688 / #3523, OpenRLHF #336 /
#358 / #741, SkyRL #284, olmocr #260 / #267, djl-serving #2502, instructlab #3466, LlamaFactory #7234 / #8025 / #8026
/ #6654 / #6523, AutoRAG #1003, Aria-UI #15, ROLL #153, lighteval #612, sagemaker-generativeai #111, Qwen3-VL #1589,
unsloth #2528, kubeai #533, axolotl #2752, strix-halo toolboxes #66, vllm #17618 / #23176 / #18730 / #17939 / #12865
/ #10517 / #4608 / #27729 / #13398 / #19123 / #19510 / #18140 / #17977 / #25837 ...). The cases below come from a side
door the earlier rounds had not used: libraries that build vLLM SamplingParams / logits processors themselves and
broke when vLLM changed those APIs.

Sources given up (for the lead, not cases):
- Error line not in the stored text: run-llama/llama_index #21371 (llama-index-llms-vllm 0.7.0 + vllm 0.19.0,
  `best_of` removed from SamplingParams; the issue's stored chunk holds only the title and the repro, the verbatim
  TypeError is only in the fix PRs #21372 / #21906 / #22595 -- same class as the ms-swift case); modelscope/ms-swift
  #6831 (swift infer on a vLLM built from main, traceback cut before the error); chatdoc-com/OCRFlux #73
  ('FileNotFoundError: ... No such file or directory: 'vllm'' only in the title, the chunk is the wrapper's 'Please wait
  for vllm server' loop, no answer); allenai/olmocr #373 (the readiness loop only); vllm #27132 (Kaggle, reporter
  deleted the log); SystemPanic/vllm-windows #4 (unsloth GRPO on Windows, error not in the chunk).
- No fix / mixed, or same class as a case: dottxt-ai/outlines #1609 and PKU-YuanGroup/Edit-R1 #9 (same V1 logits
  processor refusal as outlines-1517, no answer); vllm #15636 (the upstream twin of outlines #1517, used as its fix
  source); vllm #8182 (same multi-step assertion as #8985, only '+1' comments stored); Center-for-AI-Innovation/LLMFlux
  #59 (~/.cache not writable inside LLMFlux's apptainer: same incident class as the already-registered llmflux-124, and
  the thread's resolution is not stored); usail-hkust/LLMTSCS #24 (SamplingParams 'min_length' TypeError, no answer
  stored); BerriAI/litellm #1134 (litellm passing max_retries into SamplingParams, an enhancement thread, no fix
  stored); langchain #13507 (openai-client API drift, not a vLLM message); vllm #10631, #11154, #5785, #15687, #8626,
  #17290 (outside the slice, not opened further).

Judgement calls for the lead:
1. outlines-1517 and logits-processor-zoo-29: kind vllm_check_failed (vLLM's own raise, no README row reads it); cause
   dependency_version_mismatch (a library built on vLLM's V0 per-request logits-processor API meets a release whose
   default V1 engine refuses it; the fixes that worked are version pins: vllm==0.7.1 / VLLM_USE_V1=0, resp. vllm 0.10.0).
   easysteer-13 (a V0-era wrapper meeting V1) used vllm_check_failed for the cause as well; the lead may prefer that.
   Both fail at the first generate call, not while the engine is built: taken under 'a failure at its first requests
   caused by how it was launched'.
2. logits-processor-zoo-29: the whole stored text is the title, two sentences and the maintainers-side pointers; the
   message is verbatim in the title. vLLM 0.10.1.1 printing a 'multi-step decoding' message is odd (multi-step was a
   V0 feature) but it is what the reporter quotes; downgrading to 0.10.0 cured it for the reporter.
3. dspy-1982: the stored `vllm serve` line names NousResearch/Meta-Llama-3-8B-Instruct, but both clients in the post
   ask for NousResearch/Llama-3.2-1B (a base model) and the completions call works, so the server really served the
   base model (a wrong model name would have answered 404, not the chat-template refusal). The fix comes from the
   reporter's own follow-up (dspy.LM(..., model_type='text'), i.e. the completions endpoint); the stored text of that
   comment is cut after 'adding model_type='. Command recorded as the post shows it.
4. vllm-8985: the stored text has no maintainer answer; the cause is read from the message and from the assertion
   introduced with multi-step scheduling (vllm PR #7000: 'Logits Processors are not supported in multi-step
   decoding', raised when a request carries logits processors, which is how 0.6.2 implements json_object guided
   decoding). cause vllm_check_failed, as vllm-8274 (multi-step + chunked prefill) was labelled. Outside the embedded
   slice (the official container), taken because it is the plain-server twin of the logits-processor-zoo message.
5. ms-swift-6947: the failure is a 400 answer to the first chat request, not a crash; the vLLM version is not in the
   stored text (best_of left SamplingParams with vLLM PR #29090, per ms-swift PR #6852); release None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round580-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- outlines #1517: Outlines models.vllm on vLLM 0.8.2 (V1) -> per-request logits processors refused
case("outlines-1517-models-vllm-phi3-mini-vllm-082-v1-no-per-request-logits-processors",
     "https://github.com/dottxt-ai/outlines/issues/1517",
     "vLLM does not support per request user provided logits processors\n"
     "\n"
     "### Describe the issue as clearly as possible:\n"
     "\n"
     "vLLM 0.8+ does not seem to work with outlines anymore, due to this very strange error. vLLM v1 should likely not "
     "have this error:\n"
     "\n"
     "```\n"
     "ValueError: vLLM V1 does not support per request user provided logits processors.\n"
     "```\n"
     "\n"
     "### Steps/code to reproduce the bug:\n"
     "\n"
     "```python\n"
     "from outlines import models, generate\n"
     "from pydantic import BaseModel\n"
     "\n"
     "model = models.vllm(\"microsoft/Phi-3-mini-4k-instruct\")\n"
     "\n"
     "class Example(BaseModel):\n"
     "    name: str\n"
     "    description: str\n"
     "\n"
     "\n"
     "prompt = \"France: \"\n"
     "generator = generate.json(model, Example)\n"
     "response = generator(prompt)\n"
     "\n"
     "print(response)\n"
     "```\n"
     "\n"
     "### Error message:\n"
     "\n"
     "```shell\n"
     "(oss-debug) λ ~/dottxt/oss-debug/ python vllm_test.py\n"
     "INFO 03-27 10:53:14 [__init__.py:239] Automatically detected platform cuda.\n"
     "INFO 03-27 10:53:24 [config.py:585] This model supports multiple tasks: {'reward', 'classify', 'embed', 'score', "
     "'generate'}. Defaulting to 'generate'.\n"
     "INFO 03-27 10:53:24 [config.py:1697] Chunked prefill is enabled with max_num_batched_tokens=8192.\n"
     "INFO 03-27 10:53:26 [core.py:54] Initializing a V1 LLM engine (v0.8.2) with config: "
     "model='microsoft/Phi-3-mini-4k-instruct', speculative_config=None, tokenizer='microsoft/Phi-3-mini-4k-instruct', "
     "skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config=None, "
     "tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=4096, download_dir=None, "
     "load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, "
     "quantization=None, enforce_eager=False, kv_cache_dtype=auto,  device_config=cuda, "
     "decoding_config=DecodingConfig(guided_decoding_backend='xgrammar', reasoning_backend=None), "
     "observability_config=ObservabilityConfig(show_hidden_metrics=False, otlp_traces_endpoint=None, "
     "collect_model_forward_time=False, collect_model_execute_time=False), seed=None, "
     "served_model_name=microsoft/Phi-3-mini-4k-instruct, num_scheduler_steps=1, multi_step_stre",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "Outlines (0.x) drives vllm.LLM itself and implements generate.json by attaching its own logits processor to every "
     "request's SamplingParams. vLLM 0.8 made the V1 engine the default, and V1's input processor refuses per-request "
     "user-provided logits processors, so the engine starts fine and the first generate call raises this ValueError. "
     "An Outlines / vLLM API mismatch (V0-only feature on the V1 engine), not a GPU, memory or model problem.",
     "the reporter (cpfiffer, Outlines maintainer, 2025-03-27): 'The current workaround is to downgrade to "
     "vllm==0.7.1'. In the upstream twin vllm-project/vllm #15636 the V0 engine (VLLM_USE_V1=0) was the workaround "
     "for vLLM 0.8.x; russellb (2025-09-19) later noted custom logits processors are supported in V1 through the new "
     "logits-processor interface, which the library has to adopt",
     release="0.8.2", gpu=None, gpus=None, command="python vllm_test.py",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, the description (its two sentences after the error block, 'I suspect this is an "
          "upstream problem ...' and the vllm==0.7.1 workaround, and the 'Expected result' block are left out) and the "
          "'Error message' log as the stored chunks show them; the stored log stops inside the engine-config line "
          "(the traceback down to the ValueError is beyond the chunk, the ValueError itself is quoted in the "
          "description). The failure comes at the first generate() call, after the engine started.")

# ---------------------------------------- logits-processor-zoo #29: example notebook on vLLM 0.10.1.1 -> Logits processors are not supported in multi-step decoding
case("logits-processor-zoo-29-example-notebook-vllm-01011-logits-processors-not-supported-multi-step",
     "https://github.com/NVIDIA/logits-processor-zoo/issues/29",
     "ValueError: Logits processors are not supported in multi-step decoding\n"
     "\n"
     "When I try to run one of the example notebooks with the latest vllm version, I get this error.  Is there a "
     "specific vllm version I need to run this? My vllm version is 0.10.1.1",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "NVIDIA's logits-processor-zoo passes its processors to vLLM per request (SamplingParams.logits_processors), the V0 "
     "engine's interface. During the V0 -> V1 migration vLLM 0.10.1 refactored the logits-processor machinery and no "
     "longer accepts per-request processors on the path the example notebook takes, so the notebook's first generate "
     "call fails with this ValueError. A library / vLLM release mismatch, not a GPU or memory problem.",
     "the reporter (christopherzc, 2025-08-29): 'This went away when I downgraded to 0.10.0'; jwkirchenbauer "
     "(2025-09-04), pointing to vllm #15636 and vllm PR #23656: 'as part of the migration to the V1 engine there is "
     "some breaking refactoring of the logits processor machinery. Currently a fallback to V0 is required, as well as "
     "reverting to the earlier vllm release 0.10.0'",
     release="0.10.1.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the whole description as stored (a Jupyter example notebook of the library); the "
          "two comments with the downgrade and the V1 explanation are left out. The error string is verbatim in the "
          "title; no traceback was pasted.")

# ---------------------------------------- dspy #1982: dspy.LM (chat) against vllm serve of a base Llama-3.2-1B -> default chat template refused
case("dspy-1982-dspy-lm-chat-mode-vllm-serve-llama32-1b-base-default-chat-template-not-allowed",
     "https://github.com/stanfordnlp/dspy/issues/1982",
     "how to serve model in vllm and use in dspy?\n"
     "\n"
     "```powershell\n"
     "vllm serve NousResearch/Meta-Llama-3-8B-Instruct --dtype auto --api-key token-abc123\n"
     "``` \n"
     "I have served my model using vllm \n"
     "```python\n"
     "#Load model and configure\n"
     "lm = dspy.LM('openai/NousResearch/Llama-3.2-1B', api_base=\"http://0.0.0.0:8000/v1\", api_key=\"token-abc@123\")\n"
     "dspy.configure(lm=lm)\n"
     "``` \n"
     "While trying to infer the served model in dspy using singature, i get this error\n"
     "```powershell\n"
     "BadRequestError: Error code: 400 - {'object': 'error', 'message': 'As of transformers v4.44, default chat template "
     "is no longer allowed, so you must provide a chat template if the tokenizer does not define one.', 'type': "
     "'BadRequestError', 'param': None, 'code': 400}\n"
     "``` \n"
     "It works while using openai client\n"
     "```python\n"
     "from openai import OpenAI\n"
     "client = OpenAI(\n"
     "    base_url=\"http://localhost:8000/v1\",\n"
     "    api_key=\"token-abc@123\",\n"
     ")\n"
     "\n"
     "completion = client.completions.create(\n"
     "  model=\"NousResearch/Llama-3.2-1B\",\n"
     "  prompt=\"question: what is sum of 12.5 and 40.7? answer: the answer is \",\n"
     "  echo=False,\n"
     "  n=2,\n"
     "  stream=False,\n"
     "  logprobs=3,\n"
     "  max_tokens=256,\n"
     "  temperature = 0.3\n"
     ")\n"
     "\n"
     "print(completion.choices[0].text)\n"
     "``` \n"
     "Can anyone help me with this",
     "chat_template_missing", {}, "chat_template_missing",
     "DSPy's dspy.LM talks to the vLLM OpenAI server through the chat-completions endpoint by default (model_type "
     "'chat'). The served model is NousResearch/Llama-3.2-1B, a base checkpoint whose tokenizer defines no chat "
     "template, and vLLM (with transformers >= 4.44) refuses to apply a default one, so every DSPy call gets this 400; "
     "the plain completions endpoint works, as the reporter's openai-client test shows. Not a start-up, GPU or memory "
     "problem.",
     "the reporter's follow-up (nandhakumarsuriya, 2024-12-24): pass model_type='text' to dspy.LM (e.g. "
     "dspy.LM('openai/unsloth/Llama-3.2-3B-Instruct', api_base=..., api_key=..., model_type='text')) so DSPy uses the "
     "completions endpoint; the stored comment is cut after 'adding model_type='. The server-side alternative is "
     "--chat-template with a template for the base model",
     release=None, gpu=None, gpus=None,
     command="vllm serve NousResearch/Meta-Llama-3-8B-Instruct --dtype auto --api-key token-abc123",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the whole description as stored; the reporter's follow-up comment with "
          "model_type='text' is left out. Judgement call: the `vllm serve` line names an Instruct model, but both "
          "client snippets target NousResearch/Llama-3.2-1B and the completions call succeeds, so the server really "
          "served the base model (a model-name mismatch would have given a 404, not this refusal).")

# ---------------------------------------- vllm #8985: vllm-openai 0.6.2 --num-scheduler-steps 8 + response_format json_object -> multi-step logits-processor assertion
case("vllm-8985-v062-num-scheduler-steps-8-json-object-logits-processors-not-supported-multi-step",
     "https://github.com/vllm-project/vllm/issues/8985",
     "[Bug]: Crash with num-scheduler-steps > 1 and response_format type json object\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vllm container v0.6.2 (vllm/vllm-openai:v0.6.2)\n"
     "Models: LLama-3-70b-Instruct, LLama-3-8b-Instruct, Qwen-2.5-32b-Instruct \n"
     "GPUs: A100, A30\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "When using --num-scheduler-steps 8 and request with  \"response_format\": { \"type\": \"json_object\" }, vllm raise "
     "an error and crash after that. The error log:\n"
     "\n"
     "```\n"
     "Compiling FSM index for all state transitions: 100%|██████████████████████| 3/3 [00:02<00:00,  1.14it/s]\n"
     "INFO 10-01 02:39:08 metrics.py:351] Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 0.0 tokens/s, "
     "Running: 1 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 0.0%, CPU KV cache usage: 0.0%.\n"
     "ERROR 10-01 02:39:08 engine.py:157] AssertionError('Logits Processors are not supported in multi-step decoding')\n"
     "ERROR 10-01 02:39:08 engine.py:157] Traceback (most recent call last):\n"
     "ERROR 10-01 02:39:08 engine.py:157]   File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 155, in start\n"
     "ERROR 10-01 02:39:08 engine.py:157]     self.run_engine_loop()\n"
     "ERROR 10-01 02:39:08 engine.py:157]   File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 218, in run_engine_loop\n"
     "ERROR 10-01 02:39:08 engine.py:157]     request_outputs = self.engine_step()",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The server was launched with multi-step scheduling (--num-scheduler-steps 8). In vLLM 0.6.2 guided decoding "
     "(response_format json_object, compiled by Outlines into an FSM) is applied through per-request logits "
     "processors, and the multi-step output path asserts that no request carries logits processors (the assertion came "
     "with multi-step scheduling, vllm PR #7000). The first JSON-mode request therefore kills the engine. A launch-flag "
     "/ feature combination the release does not support, not a memory or GPU problem.",
     "no fix in the stored text (closed). From the message: launch without --num-scheduler-steps (or with 1) when "
     "clients use response_format / guided decoding, or keep multi-step and stop sending guided-decoding requests",
     release="0.6.2", gpu="NVIDIA A100 / A30", gpus=None, command="--num-scheduler-steps 8",
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, environment and description with the error log as the stored chunk shows it, cut "
          "at the last whole line (the rest of the traceback is beyond the chunk). The full launch command is not in "
          "the post; only --num-scheduler-steps 8 is stated. The failure comes at the first guided-decoding request, "
          "caused by how the server was launched.")

# ---------------------------------------- ms-swift #6947: swift 3.10.3 deploy with the vLLM backend -> 400 Unexpected keyword argument 'best_of'
case("ms-swift-6947-swift-3103-deploy-vllm-backend-qwen3-30b-a3b-unexpected-keyword-best-of",
     "https://github.com/modelscope/ms-swift/issues/6947",
     "swift 3.10.3使用vllm后端部署api时的\"Unexpected keyword argument 'best_of'\"报错\n"
     "\n"
     "**Describe the bug**\n"
     "使用下面的命令向部署的api发送请求时会返回\n"
     "Error code: 400 - {'message': \"Unexpected keyword argument 'best_of'\", 'object': 'error'}\n"
     "\n"
     "curl http://127.0.0.1:8000/v1/chat/completions \\\n"
     "  -H \"Content-Type: application/json\" \\\n"
     "  -d '{\"model\":\"Qwen3-30B-A3B\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "ms-swift 3.10.3's vLLM inference engine (swift/llm/infer/infer_engine/vllm_engine.py) builds vllm.SamplingParams "
     "with best_of among its keyword arguments for every request, but the installed vLLM no longer has best_of in "
     "SamplingParams (removed by vLLM PR #29090), so the deployed API answers every chat request with a 400. An "
     "ms-swift / vLLM version mismatch, not a GPU, memory or model problem.",
     "not in the stored text of this thread (closed). The reporter located the cause in vllm_engine.py lines 432-436 "
     "(the loop that copies 'n', 'best_of', ... into SamplingParams kwargs); ms-swift PR #6852 ('[misc] compatible with "
     "vllm latest code', merged 2025-12-02: 'best_of is deprecated in SamplingParams' vllm PR #29090) stops passing "
     "it, i.e. upgrade ms-swift past 3.10.3, or pin a vLLM that still accepts best_of",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the bug description as stored (Chinese: 'when sending a request to the deployed "
          "API with the following command it returns'); the reporter's 'Additional context' paragraph, which quotes "
          "the offending ms-swift code and names the cause, is left out. The vLLM version is not stated. The failure is "
          "a 400 at the first request of an otherwise started deployment.")

if __name__ == "__main__":
    BATCH.write()
