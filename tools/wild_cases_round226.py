"""Round-226 blind batch: Jupyter notebook cell OUTPUTS (or their pasted copies) holding a vLLM engine start that
failed, with a later commit of the same repository showing the setting that made it start; collected by helper
wild226 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round226-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the committed files only. Excerpts are the text as the
file shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 13 of the 60 allowed (3 find_string, 2 search corpus=code, 5 read_file, 1 find_repos, 1 find_files,
1 fetch of CTLab-ITMO/CoolPrompt, then free ``git log``/``git grep`` over that mirror). The session started late
(deadline 10:45 UTC, about 20 minutes of work): **1 case**, short of the 6-10 asked.

Notebook outputs are not reachable through find_string here: '"evalue": "The model's max seq len' and
'"evalue": "No available memory for the cache' both gave 0 hits, and search corpus=code answered with markdown
notes, shell scripts and vLLM's own source, never an .ipynb. Given up: hzqjgthy/vllm's Chinese KV-cache note (used
already), xlisp/jimw-vllm's ipython session (repo used; the session shows no failure), jinming99/Reasoning360-MTL
(repo used), a German Triton+vLLM deployment guide whose troubleshooting line quotes 'max seq len (32768) ... KV cache
(18432)' (a guide's generic advice, no repository named by the hit, not pinned).

Judgement calls for the lead (the case's ``note`` says more):
1. The one case's log is a Jupyter cell traceback that the repository's author later pasted, as a "user question",
   into a prompt list of the project's test set (coolprompt/test/prompts.py). The launch is the author's own
   (paths /mnt/tank/scratch/ahairulin/CoolPrompt/..., author Artur Khairullin), and the traceback's llm.py lines
   (VLLM(..., torch_dtype=torch.float16, tensor_parallel_size=2, **generation_params)) match the working copy between
   commits cd59d74 and cda2bf1 (May 2025). The fix is inferred from cda2bf1 (next commit touching the launch):
   assistant.py now calls DefaultLLM.init({"max_model_len": 1600}) and the committed example notebook's output shows
   the same T-lite-it-1.0 start on TP=2 succeeding (vLLM 0.7.3, max_seq_len=1600, 11.76 GiB per GPU).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round226-blind")
case = BATCH.case

# ------------------------------------------------- CoolPrompt: T-lite-it-1.0 at its 32768 default on 2x 12 GB cards
case("github-ctlab-itmo-coolprompt-t-lite-tp2-kv-16016-under-32768-v073",
     "https://github.com/CTLab-ITMO/CoolPrompt/blob/5e0f8c0638711f05dd1985327b2d53d47caaee88/coolprompt/test/prompts.py",
     "---------------------------------------------------------------------------\n"
     "ValidationError                           Traceback (most recent call last)\n"
     "Cell In[4], line 1\n"
     "----> 1 pt = PromptTuner()\n"
     "\n"
     "File /mnt/tank/scratch/ahairulin/CoolPrompt/coolprompt/assistant.py:16, in PromptTuner.__init__(self, model)\n"
     "...\n"
     "---> 16     self._model = model if model is not None else DefaultLLM.init()\n"
     "\n"
     "File /mnt/tank/scratch/ahairulin/CoolPrompt/coolprompt/language_model/llm.py:37, in DefaultLLM.init(config)\n"
     "     35 tokenizer = AutoTokenizer.from_pretrained(DEFAULT_MODEL_NAME, padding_side=\"left\")\n"
     "     36 terminators = [tokenizer.eos_token_id, tokenizer.convert_tokens_to_ids(\"<|eot_id|>\")]\n"
     "---> 37 return VLLM(\n"
     "     38     model=DEFAULT_MODEL_NAME,\n"
     "     39     trust_remote_code=True,\n"
     "     40     stop_token_ids=terminators,\n"
     "     41     torch_dtype=torch.float16,\n"
     "     42     tensor_parallel_size=2,\n"
     "     43     **generation_params\n"
     "     44 )\n"
     "...\n"
     "ValidationError: 1 validation error for VLLM\n"
     "  Value error, The model's max seq len (32768) is larger than the maximum number of tokens that can be stored "
     "in KV cache (16016). Try increasing gpu_memory_utilization or decreasing max_model_len when initializing the "
     "engine. [type=value_error, input_value={'model': 't-tech/T-lite-...gs': {}, 'client': None}, input_type=dict]",
     "kv_cache_too_small_v0", {"max_seq_len": 32768, "max_kv_tokens": 16016}, "kv_too_small",
     "The CoolPrompt library's default model (LangChain's VLLM wrapper around vllm.LLM, vLLM 0.7.3 V0 engine) loaded "
     "t-tech/T-lite-it-1.0 (a 7B Qwen2.5-based model, 32768-token context) with tensor_parallel_size=2 on two ~12 GB "
     "cards (11.76 GiB each, as the fixed notebook's log prints): after ~7.1 GiB of weights per card the KV cache "
     "held 16016 tokens, under the model's default 32768-token max seq len, so the engine refused to start.",
     "commit cda2bf1 (2025-05-14, 'changed naive example notebook and resolved conflicts'): PromptTuner's default "
     "model became DefaultLLM.init({\"max_model_len\": 1600}) (the config passed to vllm.LLM via vllm_kwargs); the "
     "committed notebook output then shows the same model on TP=2 starting with max_seq_len=1600 (KV cache 1.87-3.08 "
     "GiB, 'Maximum concurrency for 1600 tokens per request: 43.74x')",
     release="0.7.3 (the fixed notebook's engine line, 'Initializing a V0 LLM engine (v0.7.3)'; the failing cell's "
             "own version is not printed)",
     gpu="not named (total_gpu_memory 11.76 GiB per card, per the fixed notebook's log)", gpus=2,
     command="VLLM(model='t-tech/T-lite-it-1.0', trust_remote_code=True, stop_token_ids=terminators, "
             "torch_dtype=torch.float16, tensor_parallel_size=2, **generation_params)",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--gpu-memory-utilization", "at_most": 0.9}],
     note="The excerpt is the Jupyter cell traceback as pasted (by the repository's author) into a prompt of "
          "coolprompt/test/prompts.py; the question line before it ('привет а в чем проблема') and the "
          "docstring lines of assistant.py (10-15) and the langchain_core/pydantic frames (serializable.py:130, "
          "main.py:253-260) are dropped where '...' stands, and the pydantic 'For further information' line at the "
          "end is dropped. The command is rebuilt from the traceback's own source lines (DEFAULT_MODEL_NAME is "
          "t-tech/T-lite-it-1.0 per coolprompt/utils/default.py and the input_value). The fix is inferred from the "
          "next commit touching the launch (cda2bf1), not stated next to the log: see the docstring. "
          "--gpu-memory-utilization 'at_most 0.9' marks lowering it as wrong; raising it alone on 12 GB cards "
          "cannot double the KV cache to 32768 tokens, but it is not forbidden outright since vLLM's own message "
          "names it.")

if __name__ == "__main__":
    BATCH.write()
