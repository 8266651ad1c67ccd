"""Round-323 blind batch: vLLM launch failures reported on the trackers of EVALUATION HARNESSES and BENCHMARKS that
start vLLM (OpenCompass, VLMEvalKit, evalplus, bigcode-evaluation-harness, LiveCodeBench, simple-evals, HELM,
FastChat's MT-bench / vllm_worker, AlpacaEval, Arena-Hard, SWE-bench inference, MixEval, EvalScope,
lm-evaluation-harness), found with the search tool's ``issues`` corpus; collected by helper wild323 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round323-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
search tool's stored copy of the thread shows it; where lines in between were dropped the note says so; the fix is
left out of the excerpt. Every candidate url was checked against /work/coord/USED_SOURCES.txt AND the source_url of
every existing fixture in tests/golden/wild (evalscope#243 is a fixture of round 314 but not in USED_SOURCES.txt).

LOOK-UPS: 46 of the 50 allowed, all ``search`` with corpus=issues (no find_string, read_file, find_files or fetch;
issue threads are not files). No device. **Short of the 4-10 asked at the low end: 4 cases, none of them a memory
failure.** The slice is thin and partly mined out: the issues corpus answers harness-flavoured queries mostly with
vLLM-tracker threads, and the harness trackers' vLLM threads are either runtime OOMs after a clean start, already
fixtures, or cut before their error line / fix.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt or an existing fixture's source_url): modelscope/evalscope#243 (a round-314 fixture
  although not in USED_SOURCES.txt), arcee-ai/mergekit#524 (lm_eval vllm "name 'LLM' is not defined"),
  lm-evaluation-harness#2706 (worker_use_ray), #2431, allenai/open-instruct#163, Graph-COM/SubgraphRAG#19 and the
  usual vLLM/Qwen KV threads (vllm#2418, QwenLM/Qwen3#295/#16/#12, OpenRLHF#336, DeepSeek-V2#83, api-for-open-llm#225).
- Runtime, not start-up (the engine had started): lm-evaluation-harness#2779 (OOM in get_logprobs, also a named skip in
  BLIND.md), #2698 (loglikelihood OOM), #2880 / #3134 (prompt length vs max model length under V1), #1538;
  THUDM/LongBench#124 (server up, then request errors); opencompass#1824 (requests longer than a 2048 context);
  lmarena/arena-hard-auto#59 (wrong api_base); evalscope#696/#737/#781/#578 (client-side connection errors, no vLLM
  start-up log stored).
- Error text or fix not reachable in the stored thread (each tried with a follow-up query): open-compass/VLMEvalKit#1031
  (4090 OOM with --use-vllm; two processes of 19.19 and 4.36 GiB, open, no reply stored, which process is the engine is
  not readable); EleutherAI/lm-evaluation-harness#1923 (OOM at load, error not pasted; a commenter's enforce_eager
  workaround for a different user), #2028 (screenshots), #2379 (already a BLIND.md skip); vllm-project/llm-compressor#1151
  (lm_eval TP2 x DP4, stored turn stops before the error); open-compass/opencompass#1354 (Mixtral TP8, stored text stops
  before the error), #1432, #1336 (HF model class given vLLM kwargs, open); EuroEval/EuroEval#422 (scandeval passing
  max_logprobs to an older vLLM, but the author reports vLLM 0.4.1 and the resolution is not stored), #777 / #554 / #562
  / #440 / #453 / #516 / #652 (tracebacks stored only up to the harness frames), #171 / #413 (OOM when switching to the
  next model: maintainer's description, no error text), #864 (bf16 on cc<8 described, not quoted); lm-sys/FastChat#3536
  (mllama model type in the HF model_worker, not vLLM); UKGovernmentBEIS/inspect_ai#1809 (macOS, stored text stops in
  the debug log), #1799; huggingface/lighteval#612 and huggingface/open-r1#309/#408 (lighteval's own VLLMModelConfig
  refusing gpu_memory_utilization vs gpu_memory_utilisation: the spelling each lighteval release wants is contradictory
  across the threads and no maintainer answer is stored); EvolvingLMMs-Lab/lmms-eval#726 (the guarded vLLM import's
  NameError, no reply stored); instructlab/instructlab#3466 ('vLLM failed to start' with no root cause);
  ShishirPatil/gorilla#1003/#793 (server started; API-side errors).
- Outside the slice although returned: basalam/product-catalog-generator#10, chatchat-space/Langchain-Chatchat#1075 /
  #1376 / #1584, QwenLM/Qwen#513, hiyouga/LlamaFactory#6654/#7131/#8025, xorbitsai/inference#2420/#2525/#3582.

Judgement calls for the lead (each case's ``note`` says more):
1. Three of the four fixes are not a maintainer's confirmed resolution: fastchat-2471 has a commenter's fix (set
   trust_remote_code=True in the code) with the author's reply cut in the stored text; inspect-ai-2547 and marin-716
   have no reply stored at all, and fix_that_worked is written from the log and says so (precedent: round 79's
   trtllm-chatglm3 case). opencoder-18 has the maintainer's 'use the latest vLLM'.
2. Kinds: inspect-ai-2547 (vLLM's argparse 'unrecognized arguments: --model-path') is filed vllm_check_failed as
   earlier 'unrecognized arguments' fixtures are; marin-716 (ModuleNotFoundError transformers.models.mllama raised
   inside vLLM's own import) is kind dependency_version_mismatch with cause transformers_too_old; opencoder-18 is
   dependency_version_mismatch both ways (vLLM too OLD for the harness, so not release_regression).
3. Slice reading: inspect_ai (an evaluation framework that starts `vllm serve`), OpenCoder's OpenCodeEval (run for
   bigcodebench) and marin's AlpacaEval step (alpaca_eval's vllm_local decoder) are harnesses/benchmarks that start
   vLLM though not named in the brief's list; FastChat's vllm_worker is the vLLM path of FastChat (MT-bench's home).
4. Traps: none of the four is a memory failure, so every memory flag is marked wrong; inspect-ai-2547 must not be
   'fixed' with any --model-path spelling; marin-716 must not be sent to --trust-remote-code (a stock Llama 3.1).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round323-blind")
case = BATCH.case

# ------------------------------------------ FastChat vllm_worker: Qwen-7B-Chat without trust_remote_code (vLLM 0.1.7)
case("fastchat-2471-vllm-worker-qwen-7b-chat-3090-failed-to-load-config-trust-remote-code-v017",
     "https://github.com/lm-sys/FastChat/issues/2471",
     "ValueError: Loading /home/tskj/MOD/Qwen/Qwen-7B-Chat/ requires you to execute the configuration file in that "
     "repo on your local machine. Make sure you have read the code there to avoid malicious use, then set the option "
     "`trust_remote_code=True` to remove this error.\n"
     "RuntimeError: Failed to load the model config. If the model is a custom model not yet available in the "
     "HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
     "`--trust-remote-code` flag in the CLI.",
     "trust_remote_code_required", {}, "trust_remote_code_required",
     "FastChat's vLLM worker (python3 -m fastchat.serve.vllm_worker, vLLM 0.1.7, transformers 4.33.2, one RTX 3090 "
     "24G) started vLLM on a local copy of Qwen/Qwen-7B-Chat, the first-generation Qwen whose config and modelling "
     "code live in the repository (auto_map); the engine was built without trust_remote_code, so transformers refused "
     "to execute configuration_qwen.py and vLLM's get_config failed before any GPU work. The same worker started "
     "vicuna-7b-v1.3 (a stock Llama) fine. Not a memory problem.",
     "commenter ashmalvayani (2023-09-25): 'Instead of passing it as a flag, go to the code (config.py) and set this "
     "parameter to true directrly.' -- i.e. make vLLM load the config with trust_remote_code=True (the error names "
     "the same fix: trust_remote_code=True in LLM / --trust-remote-code); the thread is closed",
     release="0.1.7 (the author: 'my vllm is 0.1.7,transformers is 4.33.2')",
     gpu="NVIDIA GeForce RTX 3090 24G", gpus=1,
     command="python3 -m fastchat.serve.vllm_worker --model-path /home/tskj/MOD/Qwen/Qwen-7B-Chat/",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the two error lines the issue body types out (its tracebacks are screenshots, left out). The "
          "command is the FastChat launcher line the author gives, not a vllm command. The stored thread is cut in "
          "the author's reply quoting the commenter, so whether the author confirmed the fix is not readable; the "
          "fix is the commenter's (editing the trust_remote_code default in the code, the author apparently having "
          "tried a flag first, which the commenter's 'Instead of passing it as a flag' implies) and the one the error names. A FastChat tracker thread "
          "(the vLLM worker is FastChat's serving path used by its MT-bench answer generation), taken in search "
          "order.")

# ------------------------------------------ OpenCodeEval (bigcodebench): vLLM too old for destroy_distributed_environment
case("opencoder-18-opencodeeval-bigcodebench-vllm-too-old-destroy-distributed-environment-import",
     "https://github.com/OpenCoder-llm/OpenCoder-llm/issues/18",
     "Traceback (most recent call last):\n"
     "  File \"src/main.py\", line 11, in <module>\n"
     "    from backend.vllm import VllmGenerator\n"
     "  File \"/opt/OpenCoder-llm/OpenCodeEval/src/backend/vllm.py\", line 17, in <module>\n"
     "    from vllm.distributed.parallel_state import destroy_distributed_environment, destroy_model_parallel\n"
     "ImportError: cannot import name 'destroy_distributed_environment' from 'vllm.distributed.parallel_state' "
     "(/home/miniconda3/envs/bigcodebench/lib/python3.8/site-packages/vllm/distributed/parallel_state.py)",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "OpenCoder's evaluation harness (OpenCodeEval, src/main.py, run for bigcodebench) imports "
     "destroy_distributed_environment from vllm.distributed.parallel_state to tear its vLLM engine down between "
     "runs; the vLLM installed in the author's 'bigcodebench' conda env (Python 3.8) is older than the release that "
     "added that function, so the harness died at import, before any vLLM engine was built. Not a memory or GPU "
     "problem.",
     "maintainer jasonkleinlove (2024-11-26): 'It seems like there is an error in your vllm package, and I suggest you "
     "to use the latest version.' -- upgrade vLLM to a release that has destroy_distributed_environment",
     release="not stated (a vLLM older than the one OpenCodeEval targets; Python 3.8 environment, November 2024)",
     gpu=None, gpus=None,
     command="python src/main.py (OpenCodeEval, bigcodebench evaluation; arguments not shown)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the traceback of the issue body as stored (it is wrapped in backticks in the source; the backticks "
          "are dropped). The author asks whether it is a vLLM version problem; the maintainer's two identical replies "
          "say to use the latest vLLM; the thread is closed with no further word. No vllm command: the harness imports "
          "vLLM in-process; the command field names the harness entry point from the traceback. Cause "
          "dependency_version_mismatch (the vLLM is too OLD for the harness, not a regression of a new release); "
          "release_regression would be wrong. The GPU is not named.")

# ------------------------------------------ inspect_ai vllm provider: model_path model-arg forwarded as --model-path
case("inspect-ai-2547-vllm-provider-local-model-path-unrecognized-model-path-flag",
     "https://github.com/UKGovernmentBEIS/inspect_ai/issues/2547",
     "`Server process exited unexpectedly with code 2. Try rerunning with '--log-level debug' to see the full "
     "traceback. Alternatively, you can run the following launch command manually to see the full traceback: ... `\n"
     "\n"
     "When I run the launch command separately:\n"
     "`vllm serve local --host 0.0.0.0 --api-key inspectai --model-path local_model_path --port 37716`\n"
     "the error is as follows:\n"
     "`usage: vllm [-h] [-v] {chat,complete,serve,bench,collect-env,run-batch} ...\n"
     "vllm: error: unrecognized arguments: --model-path local_model_path`",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The Inspect evaluation framework's vLLM provider starts a local `vllm serve` for the model it is given; the "
     "author called get_model(\"vllm/local\", model_path=local_model_path) to evaluate a fine-tuned checkpoint folder. "
     "The provider forwards unknown model args as vLLM CLI flags, so the launch became `vllm serve local ... "
     "--model-path local_model_path`: vLLM's argument parser has no --model-path option, so the server exited with "
     "code 2 before any engine or GPU work (the model tag 'local' is not the checkpoint either). Not a memory problem.",
     "not stated in the stored thread (a maintainer cc'd the vLLM-provider author; the issue is closed). What the log "
     "and vLLM's own usage say: give the checkpoint folder as the model itself (vllm serve <local_model_path>, i.e. "
     "get_model(\"vllm/<local_model_path>\") in Inspect) instead of a model_path argument, which vLLM does not accept",
     release="not stated (October 2025; the `vllm` CLI with chat/complete/serve/bench/collect-env/run-batch "
             "subcommands)",
     gpu=None, gpus=None,
     command="vllm serve local --host 0.0.0.0 --api-key inspectai --model-path local_model_path --port 37716",
     forbidden=[{"flag": "--model-path"}, {"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body's error lines as stored (inline-code backticks kept; the author's own '...' in "
          "Inspect's message is the source's). The command is the launch line Inspect built, as the author ran it by "
          "hand. Judgement calls: kind/cause vllm_check_failed, as earlier fixtures file vLLM's 'unrecognized "
          "arguments' refusals; the fix is not in the stored thread (only 'cc @kaifronsdal' is stored), so "
          "fix_that_worked is what the log and vLLM's usage imply, marked as such. Inspect (inspect_ai) is an "
          "evaluation harness that starts vLLM, inside this round's slice although not in the brief's list.")

# ------------------------------------------ marin's AlpacaEval run (vllm_local): vLLM needs transformers with mllama
case("marin-716-alpaca-eval-vllm-local-no-module-transformers-models-mllama",
     "https://github.com/marin-community/marin/issues/716",
     "rom .vllm_local import vllm_local_completions\n"
     "(launch pid=3500, ip=10.130.3.12) from vllm import LLM, SamplingParams\n"
     "(launch pid=3500, ip=10.130.3.12) from vllm.engine.arg_utils import AsyncEngineArgs, EngineArgs\n"
     "(launch pid=3500, ip=10.130.3.12) from vllm.config import (CacheConfig, CompilationConfig, ConfigFormat,\n"
     "(launch pid=3500, ip=10.130.3.12) from vllm.transformers_utils.config import (\n"
     "(launch pid=3500, ip=10.130.3.12) from vllm.transformers_utils.configs import (ChatGLMConfig, DbrxConfig,\n"
     "(launch pid=3500, ip=10.130.3.12) from vllm.transformers_utils.configs.mllama import MllamaConfig\n"
     "(launch pid=3500, ip=10.130.3.12) from transformers.models.mllama import configuration_mllama as "
     "mllama_hf_config\n"
     "(launch pid=3500, ip=10.130.3.12) ModuleNotFoundError: No module named 'transformers.models.mllama'",
     "dependency_version_mismatch", {}, "transformers_too_old",
     "marin's AlpacaEval step (experiments/evals/run_alpaca_eval.py, launched as a Ray task) generates with "
     "alpaca_eval's vllm_local decoder, which imports vLLM in-process. The installed vLLM (one with "
     "CompilationConfig and a vendored MllamaConfig, i.e. 0.6.x or later) imports "
     "transformers.models.mllama, which only exists in transformers 4.45 and later; the Ray worker's transformers "
     "was older, so `from vllm import LLM` failed before any engine was built. The author suspected the vLLM "
     "version. Not a memory or GPU problem.",
     "not stated in the stored thread (the issue is closed; no reply is stored). The log is conclusive: make the "
     "environment's transformers new enough for the installed vLLM (transformers >= 4.45, the first release with "
     "the mllama model), or pin vLLM to a release that predates its mllama import",
     release="not stated (a vLLM with CompilationConfig and vllm.transformers_utils.configs.mllama; January 2025)",
     gpu=None, gpus=None,
     command="python marin/run/ray_run.py --env_vars HF_TOKEN -- python experiments/evals/run_alpaca_eval.py",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--dtype"},
                {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue body's traceback as stored, starting mid-word ('rom .vllm_local import ...', the "
          "source's own cut) and ending at the ModuleNotFoundError. Judgement calls: kind dependency_version_mismatch "
          "(an import failure between two installed packages), cause transformers_too_old (vLLM's own import needs "
          "a newer transformers; the model is a Llama 3.1 text model, so nothing about the checkpoint matters); the "
          "fix is not in the stored thread and is written from the log, marked as such. The command is marin's "
          "launcher line from the body, not a vllm command. AlpacaEval run through a training repository's "
          "evaluation step, taken in search order (a query for AlpacaEval's vllm_local decoder).")

if __name__ == "__main__":
    BATCH.write()
