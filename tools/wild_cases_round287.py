"""Round-287 blind batch: vLLM start-up failures reported on the trackers of APPLICATIONS THAT START vLLM FOR THEIR
USERS (LLaMA-Factory, FastChat, Xinference, OpenLLM, LocalAI, text-generation-webui, LiteLLM, AnythingLLM, Open WebUI,
Dify, h2oGPT, lm-evaluation-harness, OpenCompass, EvalScope, ms-swift; issues corpus, Chinese reports welcome);
collected by helper wild287 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round287-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round287-blind")
case = BATCH.case

# ------------------------------------------------ FastChat: vllm_worker cannot import AsyncLLMEngine (unknown location)
case("fastchat-2733-vllm-worker-asyncllmengine-unknown-location-chatglm3-6b-32k",
     "https://github.com/lm-sys/FastChat/issues/2733",
     "python -m fastchat.serve.vllm_worker --model-path \"/home/incar/newdata2/tms/llm/chatglm3-6b-32k\" --trust-remote-code\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/incar/miniconda3/envs/chatlain/lib/python3.10/runpy.py\", line 196, in _run_module_as_main\n"
     "    return _run_code(code, main_globals, None,\n"
     "  File \"/home/incar/miniconda3/envs/chatlain/lib/python3.10/runpy.py\", line 86, in _run_code\n"
     "    exec(code, run_globals)\n"
     "  File \"/home/incar/miniconda3/envs/chatlain/lib/python3.10/site-packages/fastchat/serve/vllm_worker.py\", line 15, in <module>\n"
     "    from vllm import AsyncLLMEngine\n"
     "ImportError: cannot import name 'AsyncLLMEngine' from 'vllm' (unknown location)\n"
     "\n"
     "I test in vllm and it's ok!so,I think something would be wrong in fastchat.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "FastChat's vLLM worker (fastchat.serve.vllm_worker) died at import, before any engine was built: Python resolved "
     "`vllm` to a namespace package with no __init__ ('(unknown location)'), i.e. a directory named vllm on sys.path "
     "shadowed the installed vLLM. The only concrete answer in the thread (Yu-Yang-Li) imports from "
     "`vllm.vllm.engine.async_llm_engine`, which works only when the current directory holds a cloned vLLM source "
     "tree (repo root `vllm/` with the package `vllm/vllm/`) - the reporter's 'I test in vllm and it's ok' fits an "
     "import that depends on where it is run. Not a memory or GPU problem.",
     "a commenter (Yu-Yang-Li, 2024-02-21): 'from vllm.vllm.engine.async_llm_engine import AsyncLLMEngine' - i.e. the "
     "import resolves through a local vllm source directory; the clean fix is to run the worker from a directory that "
     "does not contain a `vllm` folder (or install vLLM properly) so `from vllm import AsyncLLMEngine` finds the "
     "installed package. The reporter never confirmed a fix (issue open).",
     release="not stated (November 2023; FastChat's vllm_worker importing AsyncLLMEngine from the vllm top level)",
     gpu="not stated", gpus=None,
     command="python -m fastchat.serve.vllm_worker --model-path \"/home/incar/newdata2/tms/llm/chatglm3-6b-32k\" "
             "--trust-remote-code",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"},
                {"flag": "--dtype"}],
     note="Excerpt: the issue body as stored (command line, traceback, and the reporter's sentence), unchanged. Kind and "
          "cause dependency_version_mismatch follow the precedent of vllm-16813-source-tree-get-scheduler-metadata (an "
          "import that resolves to a source tree instead of the installed wheel); no 'package shadowed' label exists. "
          "The fix is a commenter's workaround, not the reporter's; the reading that a local `vllm` directory shadows the "
          "install is the collector's inference from '(unknown location)' plus that workaround. gpus unknown.")

if __name__ == "__main__":
    BATCH.write()
