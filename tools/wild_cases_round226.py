"""Round-226 blind batch: Jupyter notebook cell OUTPUTS (or their pasted copies) holding a vLLM engine start that
failed, with a later commit of the same repository showing the setting that made it start; collected by helper
wild226 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round226-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the committed files only. Excerpts are the text as the
file shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 21 of the 60 allowed (5 find_string, 4 search corpus=code, 6 read_file, 3 find_repos, 2 find_files,
1 fetch of CTLab-ITMO/CoolPrompt, then free ``git log``/``git grep``/``git show`` over that mirror's history). The
session started late (deadline 10:45 UTC, about 20 minutes of work): **2 cases**, short of the 6-10 asked, both
from one repository (CTLab-ITMO/CoolPrompt, not in USED_REPOS.txt), two distinct launches (May 2025, 2x 12 GB, TP 2;
July 2025, 1x 24 GB, another author).

Notebook outputs are not reachable through find_string here: '"evalue": "The model's max seq len' and
'"evalue": "No available memory for the cache' both gave 0 hits, and search corpus=code answered with markdown
notes, shell scripts and vLLM's own source, never an .ipynb. Given up: hzqjgthy/vllm's Chinese KV-cache note (used
already), xlisp/jimw-vllm's ipython session (repo used; the session shows no failure), jinming99/Reasoning360-MTL
(repo used), a German Triton+vLLM deployment guide whose troubleshooting line quotes 'max seq len (32768) ... KV cache
(18432)' (a guide's generic advice, no repository named by the hit, not pinned), a Chinese docker note of
TinyHandsome/BookStudy on Qwen3-VL-30B at 262144 on one A100 80G (repo used, and its docker-problems file is in
USED_SOURCES: likely the same launch), a GB10 'KV-pool coupling' note (CiphemonJY/dspark-gb10-config memory-tuning.md,
used), and three issue digests (Chinese '候选优化模式' pages) found by '----> 1 llm = LLM('.

Judgement calls for the lead (the case's ``note`` says more):
1. The one case's log is a Jupyter cell traceback that the repository's author later pasted, as a "user question",
   into a prompt list of the project's test set (coolprompt/test/prompts.py). The launch is the author's own
   (paths /mnt/tank/scratch/ahairulin/CoolPrompt/..., author Artur Khairullin), and the traceback's llm.py lines
   (VLLM(..., torch_dtype=torch.float16, tensor_parallel_size=2, **generation_params)) match the working copy between
   commits cd59d74 and cda2bf1 (May 2025). The fix is inferred from cda2bf1 (next commit touching the launch):
   assistant.py now calls DefaultLLM.init({"max_model_len": 1600}) and the committed example notebook's output shows
   the same T-lite-it-1.0 start on TP=2 succeeding (vLLM 0.7.3, max_seq_len=1600, 11.76 GiB per GPU).
2. The second case is a real notebook output (cell 13 of notebooks/examples/autoprompting_with_dataset.ipynb at
   1193058): a torch OOM while loading weights of a SECOND engine in a kernel whose first engine (same model, 0.90 of
   the card) was still alive. Labelled oom_loading / other_process although the holder is the same process; the
   fix (a fresh kernel) is inferred from the next committed run (75fff2c), whose identical cell gets the whole card.
   ANSI colour codes of the stored traceback were stripped (GitHub's rendering shows none).
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

# ------------------------------------- CoolPrompt notebook: a second T-lite engine in the kernel that still holds the first
case("github-ctlab-itmo-coolprompt-notebook-t-lite-second-engine-same-kernel-oom-loading-v073",
     "https://github.com/CTLab-ITMO/CoolPrompt/blob/11930587b7b94c7f0d5ad62b6bd150cfbfbb7194/notebooks/examples/autoprompting_with_dataset.ipynb",
     '[2025-07-09 01:02:04,899] [INFO] [llm.init] - Initializing default model\nWARNING 07-09 01:02:05 config.py:2448] Casting torch.bfloat16 to torch.float16.\nINFO 07-09 01:02:05 config.py:549] This model supports multiple tasks: {\'classify\', \'reward\', \'generate\', \'embed\', \'score\'}. Defaulting to \'generate\'.\nINFO 07-09 01:02:05 llm_engine.py:234] Initializing a V0 LLM engine (v0.7.3) with config: model=\'t-tech/T-lite-it-1.0\', speculative_config=None, tokenizer=\'t-tech/T-lite-it-1.0\', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, max_seq_len=32768, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto,  device_config=cuda, decoding_config=DecodingConfig(guided_decoding_backend=\'xgrammar\'), observability_config=ObservabilityConfig(otlp_traces_endpoint=None, collect_model_forward_time=False, collect_model_execute_time=False), seed=0, served_model_name=t-tech/T-lite-it-1.0, num_scheduler_steps=1, multi_step_stream_outputs=True, enable_prefix_caching=False, chunked_prefill_enabled=False, use_async_output_proc=True, disable_mm_preprocessor_cache=False, mm_processor_kwargs=None, pooler_config=None, compilation_config={"splitting_ops":[],"compile_sizes":[],"cudagraph_capture_sizes":[256,248,240,232,224,216,208,200,192,184,176,168,160,152,144,136,128,120,112,104,96,88,80,72,64,56,48,40,32,24,16,8,4,2,1],"max_capture_size":256}, use_cached_outputs=False, \nINFO 07-09 01:02:06 model_runner.py:1110] Starting to load model t-tech/T-lite-it-1.0...\n---------------------------------------------------------------------------\nOutOfMemoryError                          Traceback (most recent call last)\nCell In[7], line 3\n      1 from coolprompt.language_model.llm import DefaultLLM\n----> 3 changed_model = DefaultLLM.init(langchain_config={\n      4     \'max_new_tokens\': 1000,\n      5     "temperature": 0.0,\n      6 })\n      8 tuner_with_changed_llm = PromptTuner(model=changed_model)\n      9 tuner_with_changed_llm.run(start_prompt="Write an essay about autumn")\n\nFile /mnt/tank/scratch/asitkina/CoolPrompt/coolprompt/language_model/llm.py:51, in DefaultLLM.init(langchain_config, vllm_engine_config)\n     48 if langchain_config is not None:\n     49     generation_and_model_config.update(langchain_config)\n---> 51 return VLLM(\n     52     model=DEFAULT_MODEL_NAME,\n     53     trust_remote_code=True,\n     54     dtype="float16",\n     55     vllm_kwargs=vllm_engine_config,\n     56     **generation_and_model_config,\n     57 )\n\n...\nOutOfMemoryError: CUDA out of memory. Tried to allocate 32.00 MiB. GPU 0 has a total capacity of 23.64 GiB of which 11.56 MiB is free. Including non-PyTorch memory, this process has 23.61 GiB memory in use. Of the allocated memory 23.17 GiB is allocated by PyTorch, with 46.00 MiB allocated in private pools (e.g., CUDA Graphs), and 81.63 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)',
     "oom_loading", {"total_gib": 23.64}, "other_process",
     "The example notebook (commit 1193058, 'notebook partial run', vLLM 0.7.3 V0, one 23.64 GiB card) had already "
     "started the library's default engine (t-tech/T-lite-it-1.0, fp16, max_seq_len 32768, gpu_memory_utilization 0.90 "
     "= 21.27 GiB: 14.24 GiB weights + 2.62 GiB KV cache) in an earlier cell (PromptTuner(), In[3]); cell In[7] built a "
     "second engine of the same model with DefaultLLM.init(...) in the same kernel, and it ran out of GPU memory "
     "allocating the first weight tensors (QKVParallelLinear.create_weights) because the first engine in the same "
     "process still held 23.6 GiB. Not a size problem: the model alone fits that card.",
     "the notebook's next committed run (commit 75fff2c, same day, 'notebook run added'): the same cell "
     "(DefaultLLM.init(langchain_config={'max_new_tokens': 1000, 'temperature': 0.5})) starts T-lite-it-1.0 with the "
     "same defaults (max_seq_len 32768, 0.90, 14.24 GiB weights, 2.62 GiB KV cache, 3069 blocks), i.e. with the whole "
     "GPU to itself: the cells were run in a fresh kernel with no earlier engine alive; no engine setting changed",
     release="0.7.3 (the cell's own engine line: 'Initializing a V0 LLM engine (v0.7.3)')",
     gpu="not named (23.64 GiB total capacity; 'Cannot use FlashAttention-2 backend for Volta and Turing GPUs' in "
         "the same run, so a 24 GB Turing card such as a Titan RTX / Quadro RTX 6000)", gpus=1,
     command='from coolprompt.language_model.llm import DefaultLLM\n\nchanged_model = DefaultLLM.init(langchain_config={\n    \'max_new_tokens\': 1000,\n    "temperature": 0.0,\n})\n\ntuner_with_changed_llm = PromptTuner(model=changed_model)\ntuner_with_changed_llm.run(start_prompt="Write an essay about autumn")',
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--quantization"}],
     note="The excerpt is cell 13's output in that commit's .ipynb, as GitHub renders it (ANSI colour codes of the "
          "traceback stripped): the text outputs, the first two traceback frames, '...' for the 30 frames in between "
          "(langchain VLLM.validate_environment -> vllm LLM.__init__ -> ... -> worker.load_model -> qwen2.py "
          "Qwen2Attention -> linear.py:129 create_weights -> torch _device.py:106), then the final line. The command "
          "is the cell's source. Cause 'other_process' is a judgement call: the memory is held by an earlier vLLM "
          "engine of the SAME kernel/process (PromptTuner() in an earlier cell), not by a separate process; the fix "
          "(a fresh kernel) is inferred from the later committed run, whose outputs show the same engine getting the "
          "whole card; the commit message does not say so. Lowering --gpu-memory-utilization alone would not have "
          "helped the second engine load 14 GiB of weights next to the first's 21 GiB on 23.6 GiB, hence no "
          "utilization entry either way; max_model_len, KV dtype and quantization are beside the point (weights "
          "phase, the same model fits alone).")

if __name__ == "__main__":
    BATCH.write()
