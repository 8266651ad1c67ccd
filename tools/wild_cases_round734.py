"""Round-734 blind batch: UNSPENT CANDIDATES NAMED BY EARLIER COLLECTORS (vllm #35743 / #34954 Triton-FLA OOM on
consumer Blackwell with fix PRs #36325 / #36384, #37883 UVA CPU offload on WSL2, #14535 / #12754 / #8893 / #7077 and
eosphoros-ai/DB-GPT #1962 fork / CUDA re-init, xorbitsai/inference #3062 / #2964 / #2881 extra keys into vLLM's engine
args, HF neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8 discussion #4, vllm #37931, #42393, #50705, #36615, #44022,
#33857, and any thread they link as a duplicate), re-checked with fresh searches in the issues corpus; collected by
helper wild734 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round734-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 45 allowed (30 ``search`` corpus=issues, 1 ``search`` corpus=docs for the Hugging Face
discussion; no read_file / find_string / find_files / fetch). 1 case:
vllm PR #14910 (met while re-checking the fork / CUDA re-init candidates: on main just before 0.8.0, the V1 engine's
forked EngineCore died with 'Cannot re-initialize CUDA in forked subprocess' for DeepSeek-V2-Lite (MLA) at TP 1,
because an import in the platform's check_and_update_config initialised CUDA in the parent; fixed by the PR itself).

How mined the slice is: mined out for this corpus. Every named candidate was re-searched on its own words; none of them
has BOTH vLLM's error line and a cause in the stored text (details below). The one case written is a neighbour met on
the way (judgement call 1), not one of the named candidates.

Sources given up (for the lead, not cases):
- vllm #35743, #34954 (claimed by this round): neither thread surfaced in five searches on their words (Triton
  'out of memory' in fla solve_tril / chunk_gated_delta_rule, RTX 5090 / consumer Blackwell, TMA, autotuner); only
  the fix PR #36325 (open; it names #35743 under 'Related Issues') and the used #36450 / merged PR #36599 (for the
  claimed #36598) came back. The class already has fixtures (vllm-36450 among them). PR #36384 did not surface.
- vllm #37883: the issue itself is not in the corpus (three searches); its open fix PR #46690 ('[Bugfix] Fix UVA
  offload fallback copies', wgu9: state_dict() inside forward() not traceable by Dynamo when UVA is off) and the closed
  PRs #29072 / #29054 (same Dynamo trace error, stored description stops at 'Without this PR:') carry no error line.
  vllm #36796 (CPU offload on GH200, 'Failed to trace builtin operator setattr') is skip-listed (rounds 252 / 460).
- vllm #14535 (claimed): the stored description has the error line (QwQ-32B, ``vllm.LLM(model_name,
  tensor_parallel_size=8)``) but no answer or follow-up surfaced in three searches; closed without a stored cause.
- vllm #8893 (claimed): stored comments only (JiaYuanChng on 0.8.2 V1 with VLLM_WORKER_MULTIPROC_METHOD=spawn set,
  Hothan01's topology dump, hauntsaninja's gdb trace of nvmlInit at import, 'none of the above solutions worked',
  'it works for me, thanks'); the description and the answer it refers to were not reached. No cause to pin.
- vllm #12754 (V1 EngineCore, uniproc executor init_device, dev build on H200, open): description and collect_env
  only; no cause stored.
- vllm #7077 ('[Bug]:', Qwen2-72B-GPTQ-Int4 TP 4, 0.5.3.post1): the same incident as the used vllm #7151 ('Same as in
  issue #7077'; #7151 says #7077 'was closed without solutions'). Not taken.
- eosphoros-ai/DB-GPT #1962: open, 'Waiting for reply', description only (4x A100, Qwen2-72B, fork / CUDA re-init).
- xorbitsai/inference #3062 and #2964 (claimed by round 717, not written there): both closed 'stale'; #2964's stored
  text has the error line ('AsyncEngineArgs.__init__() got an unexpected keyword argument 'n_gpu_layers'') but no
  answer; #3062's stored description stops at the launch command. #2881 did not surface. Same family used /
  skip-listed: #2525, #884, #2900, #2420, #2968, #4648, #4196, #4410, #4599.
- HF neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8 discussion #4 (docs corpus): the stored page is the question and the
  traceback only; the discussion list shows it still open, no answer.
- vllm #33857 (claimed): Qwen3-Coder-Next-FP8 on two DGX Sparks (GB10, sm121), ``-tp 2 --distributed-executor-backend
  ray``, Triton allocator error in fla solve_tril merge_fn; the stored chunks show the command and the traceback up to
  Triton's autotuner but never the final error line, and no answer (open). Related material that does NOT cite the
  issue: triton-lang/triton PR #10002 (closed; default global_scratch allocator for SM 12.0), fla-org PR #825 (merged;
  default allocator on Blackwell), vllm PR #38981 (merged; align TMA use with upstream FLA), verl PR #4676 (Triton 3.5's
  ContextVar allocator does not reach new threads). Linking any of them to #33857 would be the collector's inference.
- vllm #37931: error line stored, but no fix / no comments (round 716's finding stands). #42393: the same incident as
  the used fixture vllm-pr48956-issue42393-.... #50705: the same incident as the used PR #50747 fixture. #36615
  (gfx1151) and #44022 (Nemotron-3-Nano NVFP4 on RTX 5090 / WSL): earlier rounds (115 / 275 / 278 / 281) found no
  error text or no cause stored; not re-spent.
- Met in passing, outside the slice (not claimed): vllm #32611 (pynvml cuInit before fork, closed stale), vllm #23283
  (AsyncEngineArgs 'disable_log_requests', skip-listed), noonghunna/club-3090 #613 / #617 (FlashInfer autotuner OOM on a
  5090, not vLLM's tracker), huggingface/lighteval #607 (fork fix by spawn; lighteval-607 is a fixture), HF
  nvidia/Llama-3.1-405B-Instruct-FP8 'KeyError when loading ... with VLLM v0.7.3' (not opened).

Judgement calls for the lead:
1. vllm-pr14910 is OFF the named slice: it is neither a named candidate nor linked by one as a duplicate. It was met
   while re-checking the fork / CUDA re-init candidates (#8893, #14535, #12754), and taken because it is the only
   thread reached with both vLLM's error line and the cause stored (the merged fix PR itself). Drop it if the slice
   must be strict.
2. vllm-pr14910 is a fix PR, not a user's issue: the excerpt is the PR author's reproduction on main (the stock
   basic offline example with DeepSeek-V2-Lite) and the error line it raised. The title ('[BugFix] Fix MLA + V1 +
   TP==1 causing reinitialization of cuda context') is kept as the stored text's first line, as round 683 kept its fix
   PR's title; it names the conditions, not the remedy.
3. Cause release_regression, not cuda_fork_reinit: the user's script did nothing before LLM(...); vLLM's own import
   (backends.flashmla inside the platform's check_and_update_config) initialised CUDA in the parent before the V1
   EngineCore was forked. This follows the earlier fixture vllm-47446 (a fork failure caused by a change on main:
   kind cuda_fork_reinit, cause release_regression). All 24 user-side fork fixtures use cuda_fork_reinit for both;
   the lead may prefer that.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round734-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm PR #14910: DeepSeek-V2-Lite (MLA) on V1 at TP 1, main 2025-03-17 -> EngineCore 'Cannot re-initialize CUDA in forked subprocess'
case("vllm-pr14910-mla-v1-tp1-deepseek-v2-lite-enginecore-cannot-reinitialize-cuda-forked",
     "https://github.com/vllm-project/vllm/pull/14910",
     "[BugFix] Fix MLA + V1 + TP==1 causing reinitialization of cuda context\n"
     "\n"
     "on main:\n"
     "\n"
     "```\n"
     "# SPDX-License-Identifier: Apache-2.0\n"
     "\n"
     "from vllm import LLM, SamplingParams\n"
     "\n"
     "# Sample prompts.\n"
     "prompts = [\n"
     "    \"Hello, my name is\",\n"
     "    \"The president of the United States is\",\n"
     "    \"The capital of France is\",\n"
     "    \"The future of AI is\",\n"
     "]\n"
     "# Create a sampling params object.\n"
     "sampling_params = SamplingParams(temperature=0.8, top_p=0.95)\n"
     "\n"
     "# Create an LLM.\n"
     "llm = LLM(\n"
     "    model=\"deepseek-ai/DeepSeek-V2-Lite\",\n"
     "    trust_remote_code=True,\n"
     ")\n"
     "# Generate texts from the prompts. The output is a list of RequestOutput objects\n"
     "# that contain the prompt, generated text, and other information.\n"
     "outputs = llm.generate(prompts, sampling_params)\n"
     "# Print the outputs.\n"
     "for output in outputs:\n"
     "    prompt = output.prompt\n"
     "    generated_text = output.outputs[0].text\n"
     "    print(f\"Prompt: {prompt!r}, Generated text: {generated_text!r}\")\n"
     "```\n"
     "\n"
     "is raising \n"
     "\n"
     "```\n"
     "ERROR 03-17 01:09:24 [core.py:337] RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA "
     "with multiprocessing, you must use the 'spawn' start method\n"
     "```",
     "cuda_fork_reinit", {}, "release_regression",
     "A vLLM bug on main (mid-March 2025, V1 engine): for an MLA model (DeepSeek-V2-Lite) at tensor parallel size 1, "
     "the platform's check_and_update_config imported vllm's attention backends.flashmla module, whose imports "
     "initialise CUDA in the parent process; the V1 EngineCore process was then forked and died with torch's "
     "'Cannot re-initialize CUDA in forked subprocess'. The user's script is the stock offline example and does "
     "nothing with CUDA itself; not memory, not parallelism, not the user's code.",
     "the PR itself (LucasWilkinson, merged): 'this fixes it by making sure we perform minimal imports in "
     "check_and_update_config (backends.flashmla imports alot more, and the function we need is actually defined in "
     "ops.flashmla, the narrower import works)'. Fix: a vLLM build containing PR #14910; before it, the general "
     "workaround for this message, VLLM_WORKER_MULTIPROC_METHOD=spawn (the collector's note, not stated in the PR).",
     release="main, 2025-03-17 (V1 engine; just before 0.8.0)", gpu=None, gpus=None,
     command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the PR's title and the author's description up to the pasted error (the sentence with the fix "
          "and the TODO line left out). Off the named slice and a fix PR rather than a user's issue (judgement calls "
          "1-2); cause release_regression by analogy with the vllm-47446 fixture (judgement call 3). No command: "
          "the PR shows the Python script (LLM(model=\"deepseek-ai/DeepSeek-V2-Lite\", trust_remote_code=True), "
          "default TP 1), not a shell line.")

if __name__ == "__main__":
    BATCH.write()
