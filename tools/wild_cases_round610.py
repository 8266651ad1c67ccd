"""Round-610 blind batch: vLLM start-up failures caused by PYTHON API LIFETIME MISUSE in users' scripts (LLM(...)
built without an ``if __name__ == '__main__':`` guard under the spawn start method, two engines in one process or on
one GPU, re-creating LLM after ``del llm``, LLM inside Jupyter / Gradio / Ray actors / multiprocessing pools / Celery
workers / uvicorn, AsyncLLMEngine / AsyncLLM / OpenAIServing set-up in user code), any tracker; collected by helper
wild610 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round610-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` (32 corpus=issues, 1 corpus=docs, 1 corpus=pages; no find_string,
read_file, fetch, find_files or find_repos). 3 cases: instructkr/LogicKor #39 (vLLM as LogicKor's evaluation engine,
generator.py without a main guard -> multiprocessing's 'bootstrapping phase' RuntimeError), groundlight/r1_vlm #59
(the same RuntimeError from a vLLM script, no answer), vllm #2683 (AsyncLLMEngine + OpenAIServingChat built inside a
coroutine -> "AttributeError: 'NoneType' object has no attribute 'chat_template'"). Every source was checked with
grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is close to mined out. Nearly every thread the searches return for this family (two LLMs on one GPU, del llm
and reload, multiprocessing.Pool, Ray actors without GPUs, Jupyter / Colab spawn, signal-in-thread, fork / CUDA
re-init, 'parallel group is already initialized', CUDA_VISIBLE_DEVICES set inside the script) is already a fixture or
a named skip of an earlier round (rounds 11, 54, 82, 88, 104, 107, 141, 309, 327, 437, 445, 494, 539, 578, ...). Most
of the new threads found are usage questions whose stored text has no error line (the memory-release family).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #4678, #6544, #9198, #2248, #25837, #18308, #3724, #9469, #14413, #14376,
  #10533, #11560, #654, #352, #5104, #3996, #5060, #7367, #7196, #20965, #6090, #11314 (PR); vllm-omni #276; pytorch
  #175666, #145170; ovg-project/kvcached #29; LMCache #376; xinference #1028; distilabel PR #805; OpenRLHF #233;
  ray #51193; nnsight #643; Ksuriuri/index-tts-vllm #149.
- Named in earlier rounds' skip lists (not re-opened): vllm #16003 (Jupyter on CPU), #5637, #4242, #12754, #8893,
  #7077, #12189, #17618 (Colab: 'CUDA is initialized' -> spawn -> engine start fails), #6896 (vLLM in a Ray actor,
  'No CUDA GPUs are available'), #2007, #3639, #14610, #14456, #5785, #8136, #16141, #29636/#29637/#29639;
  OpenRLHF #184, #358, PR #728; SystemPanic/vllm-windows #6; VITA-MLLM/VITA #83; rhymes-ai/Aria #24;
  MetaX-MACA/vLLM-metax #140; gpustack #2500; ray #59064.
- New but no error line in the stored text, or no cause / fix reached: vllm #18806 (del + cleanup_dist_env_and_memory
  still 'raising torch.OutOfMemoryError', no log, no fix), #1908 and #3281 (how to free an LLM's memory: code and prose,
  the 'esoteric error' of one comment cut before its line), #23793 (HF model + vLLM in one process, prose), #1759
  ('tensor model parallel group is already initialized' on one GPU: only the title and one sentence stored),
  #6682 (reload after destroy_model_parallel: code only, the OOM line not in the stored chunk), #9727 (re-initialising
  TP for a second model: workaround prose), #4938 (reload with TP=2 hangs at ray.init, no error), #3248 (sync LLM under
  FastAPI with concurrent requests: the error line is past the stored chunk), #10284 ('Invariant encountered: value was
  None' in a service that loads / unloads LLMs: no resolution stored), #17208 (AsyncLLMEngine built outside any loop,
  asyncio.run(get_model_config(engine)) and then served from another loop -> 'AsyncLLM._run_output_handler ... got
  Future <Future pending> attached to a different loop'; closed with no stored answer -- the cause would be the
  collector's reading of the code, so not taken), #4969 and #2878 (questions), #14191; genlm/genlm-backend #10
  (AsyncVirtualLM with TP=2 hangs; a spawn traceback with the script's module-level call appears in a later turn, no
  resolution stored); datawhalechina/self-llm #97, xusenlinzy/api-for-open-llm #308 (LLM + embedding in one process
  -> fork / CUDA re-init; the log is a screenshot, no fix); apecloud/ApeRAG #331 (Celery worker CUDA re-init, not
  shown to be vLLM); livepeer/ai-runner PR #230 (integration PR log, no failure pinned).
- Same incident as a used case: vllm #565 ('How to initialize two LLMs in one service?', 'data parallel group is
  already initialized': the same reporter, David-Lee-1990, and set-up as the used vllm #549, two days later).
- Not vLLM / not a launch: streamlit / LLM-VM / lmdeploy 'signal only works in main thread' and 'event loop already
  running' threads; llama_index asyncio.run threads; LlamaFactory #4317 (request-time loop error, duplicate).

Judgement calls for the lead:
1. logickor-39 and r1-vlm-59: Python's multiprocessing 'bootstrapping phase' RuntimeError. All four earlier fixtures
   with this message (cosyvoice-1053, tpu-inference-1708, vllm-docs-troubleshooting, nemotron-lightning) are labelled
   kind/cause cuda_fork_reinit, so both are labelled the same way (the closest row: vLLM's worker / engine processes
   started with spawn re-import the user's main module). The lead may prefer kind None with a cause such as
   no_main_guard.
2. r1-vlm-59 has no answer in the thread and no vLLM line beyond the title's 'vllm encounter freeze_support()
   problem'; it is taken because Python's message names the missing idiom itself (the brief's 'the message itself
   when it leaves no doubt'). Drop it if a case must have a fix from the thread.
3. vllm-2683: the AttributeError is Python's, raised inside vLLM's OpenAIServing (January 2024 main branch), whose
   __init__ scheduled the tokenizer's loading as a task when an event loop was already running, so building
   OpenAIServingChat inside a coroutine (asyncio.run(main())) reached the chat template before the tokenizer existed.
   Kind None (no vLLM message; README's null row would read an AttributeError over None in vLLM's source as
   release_regression, which it is not: it is how the user's code built the serving objects). NEW cause label
   engine_in_running_event_loop (by analogy with engine_in_daemon_process and engine_not_main_thread). The fix is the
   reporter's own workaround (build outside the coroutine); vLLM's later PR #4321 ('Fix async initializer for OpenAI
   serving') drew the comment 'More or less a duplicate of #2727' from the same reporter; whether #2727 merged is not
   in the stored text.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round610-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- LogicKor #39: vLLM as the evaluation engine, generator.py without a main guard -> bootstrapping phase
case("logickor-39-generator-vllm-eval-engine-no-main-guard-spawn-bootstrapping-phase",
     "https://github.com/instructkr/LogicKor/issues/39",
     "bug in generator.py\n"
     "\n"
     "### 버그 설명\n"
     "```bash\n"
     "RuntimeError: \n"
     "        An attempt has been made to start a new process before the\n"
     "        current process has finished its bootstrapping phase.\n"
     "        This probably means that you are not using fork to start your\n"
     "        child processes and you have forgotten to use the proper idiom\n"
     "        in the main module:\n"
     "            if name == 'main':\n"
     "                freeze_support()\n"
     "                ...\n"
     "        The \"freeze_support()\" line can be omitted if the program\n"
     "        is not going to be frozen to produce an executable.\n"
     "```\n"
     "\n"
     "평가 엔진으로는 vllm을 사용하였습니다.",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "LogicKor's generator.py (a Korean LLM benchmark) builds vLLM's LLM at module level with no "
     "`if __name__ == '__main__':` guard. The vLLM release of the day (mid-2024; a commenter points to vllm #5637, "
     "a 0.5.0 report where tensor_parallel_size > 1 uses the multiprocessing executor; the reporter's own launch "
     "settings are not given) started its worker processes with the spawn method, which re-import the main module; the re-imported script tried to start "
     "vLLM again during the child's bootstrap and Python's multiprocessing refused. Not a memory problem.",
     "the reporter's own (4N3MONE, 2024-07-01): wrapping the script's entry point in `if __name__ == '__main__': "
     "freeze_support(); main()` solved it; a second commenter (StableFluffy) pointed to vllm #5637 as an issue of the "
     "current vLLM release, and the reporter suggested pinning versions in a requirements.txt.",
     release="not stated (July 2024; the comment points to vllm #5637, a vLLM 0.5.0 report)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM,
     note="Excerpt: the issue title and the description's bug section as stored ('버그 설명' = bug description; "
          "'평가 엔진으로는 vllm을 사용하였습니다' = 'vllm was used as the evaluation engine'). The stored text shows "
          "the guard as `if name == 'main':` (markdown took the underscores); kept verbatim. The description's "
          "'해결 방법' (solution) section with the guard code is left out. Kind/cause follow the four earlier "
          "fixtures with this message (judgement call 1).")

# ---------------------------------------- r1_vlm #59: vLLM script -> bootstrapping phase RuntimeError (no answer)
case("r1-vlm-59-vllm-script-spawn-bootstrapping-phase-freeze-support",
     "https://github.com/groundlight/r1_vlm/issues/59",
     "Help！vllm encounter freeze_support() problem how to resolve？\n"
     "\n"
     "RuntimeError: \n"
     "        An attempt has been made to start a new process before the\n"
     "        current process has finished its bootstrapping phase.\n"
     "\n"
     "        This probably means that you are not using fork to start your\n"
     "        child processes and you have forgotten to use the proper idiom\n"
     "        in the main module:\n"
     "\n"
     "            if __name__ == '__main__':\n"
     "                freeze_support()\n"
     "                ...\n"
     "\n"
     "        The \"freeze_support()\" line can be omitted if the program\n"
     "        is not going to be frozen to produce an executable.",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "A script of the r1_vlm project (GRPO training of vision-language models with vLLM generation) started vLLM from "
     "module level: vLLM's engine / worker processes were started with the spawn method, re-imported the script as "
     "their main module, and the re-imported module-level code tried to start processes again during bootstrap, which "
     "Python's multiprocessing refuses. The cause is read from Python's message itself (the missing "
     "`if __name__ == '__main__':` idiom); the thread has no diagnosis.",
     "no fix reached in the thread (the reporter pinged a maintainer a day later; no reply stored). The message's own "
     "remedy: put the code that builds vLLM under `if __name__ == '__main__':`.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM,
     note="Excerpt: the issue title and the whole description as stored (only Python's message was pasted; the vLLM "
          "release, model and command are not in the thread). Taken on the message alone (judgement call 2).")

# ---------------------------------------- vllm #2683: AsyncLLMEngine + OpenAIServingChat built inside a coroutine -> 'NoneType' has no attribute 'chat_template'
case("vllm-2683-openaiservingchat-built-in-coroutine-asyncio-run-nonetype-chat-template",
     "https://github.com/vllm-project/vllm/issues/2683",
     "OpenAIServingChat cannot be instantiated within a running event loop\n"
     "\n"
     "I am working with the OpenAI-serving-engines from the current main branch (python 3.10).\n"
     "\n"
     "When I try to instantiate an `OpenAIServingChat` from a coroutine I get the error message `AttributeError: "
     "'NoneType' object has no attribute 'chat_template'`. \n"
     "\n"
     "## Code Example\n"
     "Here is some sample code to replicate the problem:\n"
     "```python\n"
     "from vllm import AsyncEngineArgs\n"
     "from vllm.engine.async_llm_engine import AsyncLLMEngine\n"
     "from vllm.entrypoints.openai.serving_chat import OpenAIServingChat\n"
     "\n"
     "import asyncio\n"
     "\n"
     "async def main():\n"
     "    model = \"microsoft/phi-2\"\n"
     "    engine_args = AsyncEngineArgs(model=model)\n"
     "    engine = AsyncLLMEngine.from_engine_args(engine_args)\n"
     "    serving_chat = OpenAIServingChat(\n"
     "        engine,\n"
     "        served_model=model,\n"
     "        response_role=\"assistant\",\n"
     "        chat_template=None,\n"
     "    )\n"
     " \n"
     "\n"
     "if __name__ == \"__main__\":\n"
     "    asyncio.run(main())\n"
     "```",
     None, {}, "engine_in_running_event_loop",
     "The user's own server code built AsyncLLMEngine and vLLM's OpenAIServingChat inside a coroutine run by "
     "asyncio.run(). In vLLM's main branch of January 2024, OpenAIServing.__init__ checked for a running event loop "
     "and, finding one, only scheduled its async post-initialisation (fetching the model config and loading the "
     "tokenizer) as a task instead of running it; OpenAIServingChat's constructor then loaded the chat template "
     "against a tokenizer that was still None. Not a memory or model problem (the reporter's 'Problem Investigation').",
     "the reporter's (schoennenbeck): building the engine and OpenAIServingChat in a plain function, run directly "
     "without asyncio, works as expected. vLLM later reworked this initialisation (PR #4321 'Fix async initializer "
     "for OpenAI serving', on which the same reporter commented 'More or less a duplicate of #2727').",
     release="main branch as of 2024-01-31 (around 0.3.0)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the description up to the end of the code example, as stored; the reporter's "
          "sentence that the non-async version works and the 'Problem Investigation' section (the diagnosis) are left "
          "out. No traceback was pasted, only the message. Kind None and a NEW cause label (judgement call 3).")

BATCH.write()
