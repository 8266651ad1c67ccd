"""Round-701 blind batch: TEXT-TO-SQL, DATA-ANALYSIS AND BI AGENTS RUNNING ON vLLM (DB-GPT / eosphoros-ai, Vanna,
WrenAI, Chat2DB, PandasAI, SQLCoder / defog, DataAgent, TaskWeaver, Data-Copilot, Julius-like OSS, Dataherald; in
practice also TableGPT's tablegpt-agent, XiYan-SQL, Alpha-SQL, OmniSQL, DataEase SQLBot), 2024-2026, from their OWN
trackers: vLLM refusing to start inside them or refusing their first requests because of the launch; collected by
helper wild701 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round701-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and, here, the project's own quick-start text the thread follows). Excerpts are the text as the search tool's
issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 35 allowed (31 ``search`` corpus=issues, 2 ``find_string``; no read_file / fetch). 1 case:
tablegpt-agent #172 (TableGPT's data-analysis agent: its README / quick start tells the user to start vLLM with
``--model path/to/weights``; the user ran the placeholder literally and huggingface_hub refused 'path/to/weights' as a
repository id: HFValidationError, model_not_found).

The slice is close to mined out in this corpus. DB-GPT's stored threads that reach vLLM are used (#1827, #2032, #1297,
#1441, #1600: rounds 294 / 530 / 660); every other DB-GPT 'start failed' thread the search returns is a llama.cpp /
proxy / huggingface worker, not vLLM. The text-to-SQL request-time refusals are used or skip-listed (Alpha-SQL #5
round 480; TaskWeaver #231 and its twin QwenLM/Qwen3 #390 for 'top_p must be in (0, 1]'; Vanna #143 / #320 are
OpenAI's own context errors, not vLLM). WrenAI, Vanna, PandasAI, Chat2DB, Dataherald and SQLCoder threads reached
through the search are Ollama / LM Studio / LiteLLM / OpenAI-side, with no vLLM text.

Sources given up (for the lead, not cases):
- Used / skip-listed: eosphoros-ai/DB-GPT #1827, #2032, #1297, #1441, #1600; HKUSTDial/Alpha-SQL #5; microsoft/
  TaskWeaver #231; QwenLM/Qwen3 #390. microsoft/TaskWeaver #335 is the same reporter's same text as Qwen3 #390 (top_p
  0.0 refused by vLLM; the reporter: 'Setting llm.openai.top_p made it work') -- a duplicate of a used source.
- No cause in the stored thread: XGenerationLab/XiYan-SQL #31 (vllm/vllm-openai:0.8.5 serving XiYanSQL-QwenCoder-
  7B-2504 with --dtype=half, --no-enable-chunked-prefill, TP=2; every chat request answered 400 "InputPreprocessor.
  preprocess() got an unexpected keyword argument 'tokenization_kwargs'"; open, no answer stored; claimed, not used).
- Not vLLM's message: tablegpt/tablegpt-agent #215 and #149 (422 {'detail': ... 'tool_calls' 'Input should be a valid
  string'}: FastAPI's default validation shape, the serving stack not named), #141 (maintainer: the user's model
  service was not one started the TableGPT way and rejects the 'ai' role), #214 (vLLM up with --api-key, the client's
  'network error' only; #147, #214 claimed, not used), dataease/SQLBot #64 (SQLBot's own AttributeError), #657
  (container network), Canner/WrenAI #1578 (WrenAI's lifespan traceback with a vLLM api_base, no vLLM text stored),
  #2014 (LiteLLM 'LLM Provider NOT provided'), sinaptik-ai/pandas-ai #1651 / #1362 / #1696 (Ollama / LM Studio /
  405 from an unnamed server).

Judgement calls for the lead:
1. tablegpt-agent-172: the thread is closed as 'question, Stale' and no answer is in the stored text. The cause is read
   from the error line itself ('path/to/weights' is not a folder there, so it was validated as a Hub repository id)
   together with the project's README / quick start (found with find_string in the stored copies of tablegpt-agent's
   README and docs: "python -m vllm.entrypoints.openai.api_server --served-model-name TableGPT2-7B --model
   path/to/weights"), i.e. the user ran the documented placeholder unchanged. The stored text stops inside vLLM's
   api_server traceback ('asyncio.run(run_server(ar'), after the HFValidationError line and the 'direct cause' line;
   transformers' follow-on OSError is not stored. Kind and cause model_not_found follow README's model_not_found row
   (HFValidationError 'Repo id must be in the form ...') and the earlier fixture aibrix-766.
2. Only one case: quality over count as the brief says; the lead may fold it into a broader round.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round701-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}]

# ---------------------------------------- tablegpt-agent #172: quick start's `--model path/to/weights` run literally -> HFValidationError
case("tablegpt-agent-172-quickstart-model-path-to-weights-placeholder-hfvalidationerror",
     "https://github.com/tablegpt/tablegpt-agent/issues/172",
     "快速开始时，设置LLM服务报错\n"
     "\n"
     "命令行：python -m vllm.entrypoints.openai.api_server --served-model-name TableGPT2-7B --model path/to/weights\n"
     "\n"
     "错误：\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/deeplearning/yes/envs/tablegpt/lib/python3.10/site-packages/transformers/utils/hub.py\", line 403, in cached_file\n"
     "    resolved_file = hf_hub_download(\n"
     "  File \"/home/deeplearning/yes/envs/tablegpt/lib/python3.10/site-packages/huggingface_hub/utils/_validators.py\", line 106, in _inner_fn\n"
     "    validate_repo_id(arg_value)\n"
     "  File \"/home/deeplearning/yes/envs/tablegpt/lib/python3.10/site-packages/huggingface_hub/utils/_validators.py\", line 154, in validate_repo_id\n"
     "    raise HFValidationError(\n"
     "huggingface_hub.errors.HFValidationError: Repo id must be in the form 'repo_name' or 'namespace/repo_name': 'path/to/weights'. Use `repo_type` argument if needed.\n"
     "\n"
     "The above exception was the direct cause of the following exception:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/deeplearning/yes/envs/tablegpt/lib/python3.10/runpy.py\", line 196, in _run_module_as_main\n"
     "    return _run_code(code, main_globals, None,\n"
     "  File \"/home/deeplearning/yes/envs/tablegpt/lib/python3.10/runpy.py\", line 86, in _run_code\n"
     "    exec(code, run_globals)\n"
     "  File \"/home/deeplearning/yes/envs/tablegpt/lib/python3.10/site-packages/vllm/entrypoints/openai/api_server.py\", line 476, in <module>\n"
     "    asyncio.run(run_server(ar",
     "model_not_found", {}, "model_not_found",
     "Setting up the LLM service for TableGPT's data-analysis agent (tablegpt-agent), the user copied the project's "
     "quick-start command 'python -m vllm.entrypoints.openai.api_server --served-model-name TableGPT2-7B --model "
     "path/to/weights' without replacing the placeholder. 'path/to/weights' is no folder on that machine, so "
     "transformers handed it to huggingface_hub as a Hub repository id, which refused it ('Repo id must be in the form "
     "...: 'path/to/weights''): vLLM never found a model. A model location problem, not memory, GPUs or the agent.",
     "no answer in the stored thread (closed, labelled question / Stale). From the message and the project's README / "
     "quick start (the command's 'path/to/weights' is a placeholder): point --model at the folder where TableGPT2-7B was "
     "downloaded (or at the Hub id tablegpt/TableGPT2-7B), keeping --served-model-name TableGPT2-7B for the agent",
     release=None, gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --served-model-name TableGPT2-7B --model path/to/weights",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as the stored text shows them; the stored text stops inside "
          "vLLM's api_server traceback after 'asyncio.run(run_server(ar' (transformers' follow-on OSError is not "
          "stored). The vLLM version is not stated. The cause comes from the message plus the project's own quick "
          "start (judgement call 1), not from a maintainer's answer.")

BATCH.write()
