"""Round-778 blind batch: OLDER RELEASES' START-UP FAILURES (vLLM 0.2.x - 0.6.x, 2023-2024) in any tracker: xformers /
flash-attn / torch / CUDA version errors, cache_ops / cuda_utils / _C import errors, the V0 block manager and swap
space, 'The model's max seq len ... larger than the maximum number of tokens that can be stored in KV cache', ray-based
TP start-up, AWQ / GPTQ / SqueezeLLM of that era; collected by helper wild778 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round778-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and the fix PR it is tied to). Excerpts are the text as the search tool's issues corpus shows it; the fix is left
out of the excerpt.

Look-ups: 41 of the 45 allowed, 4 left unspent: 40 ``search`` (36 corpus=issues, 1 pages, 3 docs) and 1 ``fetch``
(github:vllm-project/vllm, refused: the snapshot is over the 500 MB limit). 1 case:
- vllm #1386 (vLLM 0.2.1, HuggingFaceH4/zephyr-7b-alpha with tensor_parallel_size=4 through Ray: LLM.generate dies
  with a bare AssertionError from the engine's worker-output comparison; 'Same code block works fine in 0.2.0'; fixed
  by WoosukKwon's merged PR #1389 'Fix TP bug' -- 'Fixes #1386 and fixes #1380. This PR fixes a bug when using TP > 1
  after #1328' -- shipped as 0.2.1.post1).

How mined the slice is: MINED OUT. Every one of about 120 threads the queries returned for the slice's classes
(cache_ops / cuda_utils / _C undefined symbols, xformers 'No operator found', libcudart.so.11/12, 'NVIDIA driver too
old', AWQ capability 75/80 gates, 'Cannot find the config file for awq/gptq', SqueezeLLM, 'max seq len ... stored in KV
cache', 'Too large swap space' / 'lack of CPU swap space', Ray 'does not allocate any GPUs on the driver node',
Pascal 'compute capability below 7.0', Qwen / FastChat / Langchain-Chatchat / api-for-open-llm GPTQ-Int4 launches, HF
model discussions in the docs corpus) was already in USED_SOURCES.txt, CLAIMS.txt or an earlier round's skip list.
The one fresh seam was vLLM 0.2.1's 'assert output == other_output' family (TP > 1), found only by reading a skip-list
grep hit closely: the brief's '/NUM' grep reports false positives for small issue numbers (e.g. '/1386' matched
llm-d PR #1386, '/1684' matched Qwen3-VL #1684), so the lines were re-read before skipping.

Sources given up (for the lead, not cases):
- Same 0.2.1 TP family, fresh (claimed) but no cause in the stored text: vllm #1402 (TheBloke/Xwin-LM-70B-V0.1-AWQ,
  TP=2 on 2x A100, 0.2.1, Oct 17 2023: the same AssertionError from LLM.generate, the traceback cut at llm.py:177;
  closed with no answer stored -- almost certainly the #1389 bug, but the PR names only #1386 and #1380); vllm #1476
  (Qwen-7B-Chat on 2x T4, vllm 0.2.1, async engine via FastChat: 'assert output == other_output' title, traceback cut
  in _run_workers_async; only a 'same issue' comment and the stale close stored); vllm #2184 (deepseek-coder-33B AWQ,
  TP=2, Dec 2023 -- after 0.2.1.post1, so not the #1389 bug; no cause stored); vllm #1684 (source build 9f669a9, TP=2,
  2000 long prompts, 'works well with 0.2.1.post1'; WoosukKwon asks for a repro, no cause stored); EmbeddedLLM/vllm #10
  (the ROCm fork, same assert; the fork's maintainer says #1389 is already in and cannot reproduce). vllm #1380 (the
  other issue PR #1389 fixes) was claimed but never surfaced in the stored text.
- 'Inplace update to inference tensor outside InferenceMode is not allowed' with TP > 1 (fresh, claimed, no cause
  stored): vllm #1968 (0.2.3, 8x H100, lm_eval; stale close), vllm #2620 (0.2.7 Mixtral AWQ in a Flask app; closed, no
  answer in the chunk), lm-evaluation-harness #1079 (the maintainer only points to a llama issue). vllm #11468 (Molmo,
  0.6.x, same RuntimeError at TP=2) is unused but is a misc question with no answer stored.
- SqueezeLLM (fresh, claimed, no cause stored): vllm #4741 (0.4.2, pack.py --include_sparse --balance; chunk stops in
  the traceback, labelled stale -- the same mechanism as the used vllm #3226), vllm #4198 (0.4.0.post1, KeyError
  'model.layers.24.mlp.down_proj.weight'; only the collect_env chunk is reachable, stale).
- HF discussion neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8 #4 (KeyError '...down_proj.input_scale', vLLM 0.6.x MQLLM
  engine; claimed; the docs corpus stores only the opening, no answer). brainiac-origin/jais-chat-30b-8bit #1 and
  unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit #9 (KeyErrors on bitsandbytes checkpoints; openings only, no answer).
- Off the issue corpus: pages / docs answers for 'max seq len ... KV cache' are AI-written explainers (errornotes.dev,
  fixdevs, blog.gitcode retelling api-for-open-llm) or already used (Mistral-7B-Instruct-v0.2 discussion 49, pastebin
  vjSgS4up, the lilpulgoyt and yusufs HF Spaces).

Judgement calls for the lead:
1. vllm-1386 fails at the first LLM.generate, not inside LLM(): the brief admits 'the first requests where the failure
   comes from how vLLM was launched' (TP > 1 through Ray on 0.2.1). If the lead wants start-up only, drop it.
2. The stored chunk of #1386 stops at 'return self._run_engine(use_tqdm)' (llm.py:157): the innermost frame and its
   line (vllm/engine/llm_engine.py::_run_workers, 'assert output == other_output', as the same-release pastes in
   #1684 and EmbeddedLLM/vllm #10 show it) are NOT in the excerpt; only the IPython head 'AssertionError   Traceback
   (most recent call last)' is. The kind is labelled vllm_check_failed (a bare assert of vLLM's own engine, as the
   earlier fixture vllm-40302 labels an AssertionError named without its line) and the cause release_regression (the
   reporter: 'Same code block works fine in 0.2.0'; the maintainer's PR #1389: 'a bug when using TP > 1 after #1328').
   If the lead reads a bare AssertionError with no vLLM line as no kind at all, the kind would be None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round778-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--swap-space"},
               {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm #1386: zephyr-7b-alpha, TP=4 (Ray), vLLM 0.2.1 -> AssertionError in LLM.generate; fixed by PR #1389 (0.2.1.post1)
case("vllm-1386-v021-zephyr-7b-tp4-ray-generate-assertionerror-worker-outputs",
     "https://github.com/vllm-project/vllm/issues/1386",
     "AssertionError in LLM.generate from version 0.2.1\n"
     "\n"
     "I've only tested this using Zephyr (mistral-type model), but when calling LLM.generate in version 0.2.1, I "
     "receive an AssertionError in the worker runs.\n"
     "\n"
     "Code to reproduce:\n"
     "```py\n"
     "from vllm import LLM, SamplingParams\n"
     "\n"
     "llm = LLM(\"HuggingFaceH4/zephyr-7b-alpha\", tensor_parallel_size=4)\n"
     "\n"
     "sampling_params = SamplingParams(\n"
     "    temperature=0.1,\n"
     "    top_p=0.95,\n"
     "    max_tokens=400\n"
     ")\n"
     "output = llm.generate([\"Hello, how are you?\", \"Tell me a joke!\"], sampling_params=sampling_params)\n"
     "```\n"
     "Same code block works fine in 0.2.0.\n"
     "\n"
     "Full traceback in version 0.2.1:\n"
     "```\n"
     "AssertionError                            Traceback (most recent call last)\n"
     "File <command-2469377940857761>, line 10\n"
     "      3 llm = LLM(\"HuggingFaceH4/zephyr-7b-alpha\", tensor_parallel_size=4)\n"
     "      5 sampling_params = SamplingParams(\n"
     "      6     temperature=0.1,\n"
     "      7     top_p=0.95,\n"
     "      8     max_tokens=400\n"
     "      9 )\n"
     "---> 10 output = llm.generate([\"Hello, how are you?\", \"Tell me a joke!\"], sampling_params=sampling_params)\n"
     "\n"
     "File /local_disk0/.ephemeral_nfs/envs/pythonEnv-f955471c-8346-4f89-b3b6-d25bfb1d27ae/lib/python3.10/"
     "site-packages/vllm/entrypoints/llm.py:157, in LLM.generate(self, prompts, sampling_params, prompt_token_ids, "
     "use_tqdm)\n"
     "    155         token_ids = prompt_token_ids[i]\n"
     "    156     self._add_request(prompt, sampling_params, token_ids)\n"
     "--> 157 return self._run_engine(use_tqdm)",
     "vllm_check_failed", {}, "release_regression",
     "A bug of vLLM 0.2.1 itself with tensor parallelism: with TP > 1 (Ray workers) every LLM.generate step runs the "
     "model on all workers and the engine asserts that the workers' outputs are identical "
     "(vllm/engine/llm_engine.py::_run_workers, 'assert output == other_output'); a change merged just before the "
     "release (PR #1328) broke that for TP > 1, so the first generate call fails with a bare AssertionError. The same "
     "script works on 0.2.0 (the reporter). Not the user's model, memory or GPU count: the launch itself (TP=4) is "
     "valid.",
     "fixed upstream the same day: WoosukKwon's merged PR #1389 'Fix TP bug' (2023-10-17): 'Fixes #1386 and fixes "
     "#1380. This PR fixes a bug when using TP > 1 after #1328'; it shipped in 0.2.1.post1 (a later reporter in "
     "vllm #1684 notes the same assert does not happen with '2.1.0 post', i.e. 0.2.1.post1). Fix: upgrade to "
     "0.2.1.post1 or later, or stay on 0.2.0 (running with tensor_parallel_size=1 where the 7B model fits one GPU "
     "would also avoid the TP path: the collector's reading, not a reported fix).",
     release="0.2.1", gpu=None, gpus=None,
     command="LLM(\"HuggingFaceH4/zephyr-7b-alpha\", tensor_parallel_size=4)",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as the stored chunk shows them, unchanged; the stored chunk ends "
          "at the llm.py:157 frame, so the innermost frame (llm_engine.py _run_workers, 'assert output == "
          "other_output') and the final 'AssertionError' line are not in it -- only the IPython head 'AssertionError "
          "Traceback (most recent call last)'. No answer is stored in the issue thread (it shows as open); the cause "
          "and fix come from the linked merged PR #1389, whose description names this issue. GPU model and count are "
          "not stated (TP=4 implies at least four). See judgement calls 1 and 2.")

BATCH.write()
