"""Round-351 blind batch: the slice of candidate threads earlier collectors found but did not take (vllm #9163,
#7854, #28292, #17631, #30690, #4193, #9870, #32600; unslothai/unsloth #2097; SystemPanic/vllm-windows #49), then
threads near them in the same failure classes (LoRA adapters refused at start or at the first LoRA request because of
launch settings or the adapter's format; the outlines shared-cache failure at `import vllm`), any tracker; collected
by helper wild351 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round351-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 50 allowed, all ``search`` (38 corpus=issues, 1 corpus=pages); no find_string / find_files /
read_file / fetch. 6 cases. Searching by issue number does not work (two look-ups on '#30690' / '#4193' returned an
unrelated thread); the topics of #30690, #4193, #9870 and #32600 came from round 342's notes. The issues corpus again
returned the same one chunk per thread for most of the slice, so the error line stayed out of reach for five of the
ten slice threads.

Sources given up (for the lead, not cases):
- Slice threads, error line still not reachable (the same chunks earlier rounds saw came back): vllm #9163 (Jupyter
  traceback frames of the mllama vision encoder, 2 look-ups), #28292 (clip.py activation frames), #7854 (profile_run
  frames, cut before the OOM line), #9870 (LLaVA-1.5 with --chat-template pointing at a .sh file; the maintainer's
  'invalid chat template' answer is stored but the error text is not, 2 look-ups), #32600 (import trace of `vllm
  serve` cut before the exception), #4193 (the description has no error text; the slurm comment's traceback is cut
  before the sqlite error; the same failure was taken through lm-evaluation-harness #2306 instead);
  SystemPanic/vllm-windows #49 (only turn 2, a pip install listing, comes back; the error is only in the title and no
  fix is stored, 2 look-ups). #17631 was not looked up again (round 345: V1 compiled-graph traceback only).
- Already used (grep -F in USED_SOURCES.txt): vllm #9356, #10569, #10034, #8879, #9445, #9630, #2909, #2847, #47600,
  #17250, #22173; basetenlabs/truss PR #1752; vllm-omni PR #1397; ms-swift #1723.
- Error line not in the stored chunk: opea-project/GenAIExamples #1808 (VisualQnA vllm-service dies in
  validate_chat_template, cut before the message), eugr/spark-vllm-docker #294 and #295 (chat-template mods, logs cut
  before the error), vllm PR #46921 (examples/*.jinja not packaged; traceback cut), vllm #10023, #55158 (MoE LoRA
  one-shot kernel rejects max_lora_rank 256; the assertion text is past the stored chunk; fix PR #55161 open),
  #15036 (--lora-extra-vocab-size 0 shape mismatch in profile_run, cut).
- Seen in results but not looked into (budget): vllm #1332 (benchmark_throughput OOM, Llama-2-7b on a 3090, 2023),
  vllm #10342 (--fully-sharded-loras), vllm #15440, llm-d/llm-d-inference-sim #76 (a simulator, not vLLM).
- Error only in a title or screenshots, no stored fix: NVlabs/QeRL #4 ('No adapter found for simon_lora_path';
  screenshots; the fix was the project's own vLLM file replacements), vllm #4186 (lm_head.base_layer LoRA weight).
- Request-time, not start-up: vllm #9280 and #32599 (adapter carries lm_head weights; #32599 is at start but open
  with no cause beyond the message, round 111 skipped it), MeetKai/functionary #309, vllm PR #47088 (Nemotron MoE LoRA
  via /v1/load_lora_adapter), vllm-ascend #2034 (LoRA embed_tokens at execute_model; not looked into further).
- Out of scope or not a failure report: olmocr #83 and sglang #143 / #3375 (outlines / sqlite caches outside vLLM),
  verl #3696 and #5113 (verl's LoRA-rank helper; #5113 is an ImportError of vllm.config.lora.MaxLoRARanks with an
  unsettled version story), PrimeIntellect-ai/prime-rl PR #1408 and oumi PR #776 (no log), vllm #2915 (the same
  '--lora-modules unrecognized' class as the used #2909, the error only retold in prose), vllm #3994 / #4147 (the same
  LoRA vocab-size check as the taken #3000; chunks hold only collect_env, or the reply is cut).

Judgement calls for the lead:
1. unsloth #2097 and LlamaFactory #9545: the error line is in the issue TITLE only (the stored description chunk
   stops before it); the excerpt starts with the title, as round 109 did for gpustack 5438. Earlier rounds (291, 314)
   skipped unsloth #2097 for lacking a stated fix; it is taken here because the message itself makes the cause and the
   lever (max_lora_rank) certain. Both fail at the engine's first add_lora of the adapter, i.e. start-up or first
   request because of how the engine was launched / what adapter it was given.
2. vllm #30690 ('No adapter found for <checkpoint dir>' at the start-up add_lora): kind/cause model_not_found, the
   closest label for a path without the files vLLM needs (no label for a LoRA adapter path); vllm_check_failed is the
   alternative.
3. lm-evaluation-harness #2306: a report of the failure class (two sqlite error lines, no launch log); kind None and
   cause 'unrecognized' as round 342 labelled the same sqlite error in verl #748. The workarounds it names are in
   fix_that_worked, unconfirmed.
4. ray PR #51254 ('too many values to unpack (expected 2)' in vLLM's --lora-modules parser action): kind/cause
   vllm_check_failed, though the printed error is a bare Python ValueError from argparse, not a vLLM message; the
   PR (closed, not merged) states and verifies the fix.
5. vllm #3000 ('When using LoRA, vocab size must be 32000 >= vocab_size <= 33024'): vllm_check_failed with numbers
   {} (the figures are the check's bounds and the model's vocab, no LABELS.txt key); the only fix in the thread is a
   commenter's source patch.
6. All six are non-memory failures: memory flags (--gpu-memory-utilization, --max-model-len, --kv-cache-dtype,
   --cpu-offload-gb) are marked wrong for every case.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round351-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- unsloth #2097: GRPO script, fast_generate with a rank-32 LoRA -> max_lora_rank 16
case("unsloth-2097-grpo-fast-generate-lora-rank-32-over-max-lora-rank-16",
     "https://github.com/unslothai/unsloth/issues/2097",
     "ValueError: LoRA rank 32 is greater than max_lora_rank 16\n"
     "\n"
     "rank0]:   File \"/data/scripts/grpo_think.py\", line 243, in <module>\n"
     "[rank0]:     output = model.fast_generate(\n"
     "[rank0]:              ^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/home/ubuntu/.local/lib/python3.12/site-packages/vllm/utils.py\", line 1057, in inner\n"
     "[rank0]:     return fn(*args, **kwargs)\n"
     "[rank0]:            ^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/home/ubuntu/.local/lib/python3.12/site-packages/vllm/entrypoints/llm.py\", line 469, in generate\n"
     "[rank0]:     outputs = self._run_engine(use_tqdm=use_tqdm)\n"
     "[rank0]:               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/home/ubuntu/.local/lib/python3.12/site-packages/vllm/entrypoints/llm.py\", line 1397, in _run_engine\n"
     "[rank0]:     step_outputs = self.llm_engine.step()\n"
     "[rank0]:                    ^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/home/ubuntu/.local/lib/python3.12/site-packages/vllm/engine/llm_engine.py\", line 1391, in step\n"
     "[rank0]:     outputs = self.model_executor.execute_model(\n"
     "[rank0]:               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/home/ubuntu/.local/lib/python3.12/site-packages/vllm/executor/executor_base.py\", line 139, in execute_model\n"
     "[rank0]:     output = self.collective_rpc(\"execute_model\",\n"
     "[rank0]:              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A GRPO script (grpo_think.py) on unsloth with fast_inference (vLLM's V0 LLM engine inside the training process): "
     "the LoRA being trained has rank 32, but the embedded vLLM engine was built with the default max_lora_rank 16, so "
     "the first model.fast_generate(...) with that LoRA request was refused when the adapter was loaded into the "
     "engine ('LoRA rank 32 is greater than max_lora_rank 16'). A launch setting (the engine's LoRA rank ceiling) below "
     "the adapter's rank; not memory.",
     "no answer in the stored thread (open). The message names the lever: build the engine with max_lora_rank >= 32 "
     "(in unsloth, FastLanguageModel.from_pretrained(..., fast_inference=True, max_lora_rank=32), matching "
     "get_peft_model(r=32)), or train with r <= 16",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank", "at_most": 16}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--quantization"}],
     note="Excerpt: the issue title (the error line as the reporter gives it) followed by the stored head of the "
          "description's traceback, which begins mid-line ('rank0]:') and is cut inside the uniproc executor frame; "
          "the closing ValueError line itself is past the stored part, so the title carries it (as round 109 did for "
          "gpustack 5438). Earlier rounds (291, 314) skipped this thread for having no stated fix; it is taken here "
          "because the message itself makes the cause and the lever certain. The failure is at the first "
          "generate call, i.e. a first request failing because of how the engine was launched.")

# ---------------------------------------- vllm #30690: --lora-modules pointing at a trainer checkpoint dir -> No adapter found
case("vllm-30690-lora-modules-checkpoint-57-no-adapter-found-add-lora",
     "https://github.com/vllm-project/vllm/issues/30690",
     "(EngineCore_DP0 pid=1511501) ERROR 12-15 18:57:10 [core.py:918]     lora = self._load_adapter(lora_request)\n"
     "(EngineCore_DP0 pid=1511501) ERROR 12-15 18:57:10 [core.py:918]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=1511501) ERROR 12-15 18:57:10 [core.py:918]   File \"/data/home/zhizhehui/dev/app/minconda/"
     "envs/vllm/lib/python3.12/site-packages/vllm/lora/worker_manager.py\", line 138, in _load_adapter\n"
     "(EngineCore_DP0 pid=1511501) ERROR 12-15 18:57:10 [core.py:918]     raise ValueError(\n"
     "(EngineCore_DP0 pid=1511501) ERROR 12-15 18:57:10 [core.py:918] ValueError: Loading lora [\"table_qc failed: No "
     "adapter found for /data/home/zhizhehui/dev/train/table_ocr/Reward_model_train/output/qwen_lora_output/"
     "checkpoint-57\"]\n"
     "[rank0]:[W1215 18:57:10.424580246 ProcessGroupNCCL.cpp:1524] Warning: WARNING: destroy_process_group() was not "
     "called before program exit, which can leak resources. For more info, please see "
     "https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())\n"
     "(APIServer pid=1510937) Traceback (most recent call last):\n"
     "(APIServer pid=1510937)   File \"<frozen runpy>\", line 198, in _run_module_as_main",
     "model_not_found", {}, "model_not_found",
     "vllm serve (V1, EngineCore) with --enable-lora and a LoRA module 'table_qc' pointing at a trainer output "
     "directory (.../qwen_lora_output/checkpoint-57): when the server added the adapter at start-up, vLLM's LoRA "
     "worker manager found no loadable PEFT adapter there (the FileNotFoundError behind 'No adapter found for <path>': "
     "no adapter_config.json / adapter weights where vLLM looked), so add_lora failed and the server died. A wrong or "
     "incomplete adapter path, not memory and not the base model.",
     "no answer in the stored thread (open, marked stale). From the message: point --lora-modules at a directory "
     "holding a PEFT adapter (adapter_config.json plus adapter_model.safetensors) readable by the server, e.g. the "
     "trainer's saved adapter rather than an intermediate checkpoint folder, or merge the LoRA into the base model",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the tail of the EngineCore traceback as the stored chunk of the description shows it, from "
          "_load_adapter to the first lines of the APIServer traceback that follows (cut there). The title repeats the "
          "error as 'alueError: Call to add_lora method failed: Loading lora [\"table_qc failed: No adapter found "
          "...'. The launch command is not in the stored chunk; that the adapter was added at start-up (the "
          "--lora-modules path) is from the title's add_lora utility call and the APIServer dying. Kind/cause "
          "model_not_found is a judgement call (no label for a LoRA adapter path without adapter files).")

# ---------------------------------------- lm-eval #2306: several processes, one shared outlines cache (vLLM's outlines import)
case("lm-eval-2306-shared-outlines-cache-sqlite-disk-io-error-multi-process",
     "https://github.com/EleutherAI/lm-evaluation-harness/issues/2306",
     "When using the caching feature of outlines with multiple running processes, the cache database may get accessed "
     "simultaneously, resulting in disk I/O or database disk image errors:\n"
     "```\n"
     "sqlite3.OperationalError: disk I/O error\n"
     "```\n"
     "\n"
     "```\n"
     "sqlite3.DatabaseError: database disk image is malformed\n"
     "```",
     None, {}, "unrecognized",
     "lm-evaluation-harness running several processes that each import vLLM (its vllm backend): vLLM of that time "
     "imported outlines for guided decoding at import, and outlines' caching decorator opens one diskcache SQLite "
     "database in the default cache directory (~/.cache/outlines); several processes (or nodes sharing the directory) "
     "opening and writing it at once fail with sqlite3.OperationalError: disk I/O error or 'database disk image is "
     "malformed', and the process dies before any model work. Not GPU memory, not the model.",
     "the reporter (e-tornike) names the workarounds in the issue itself, pointing at vllm-project/vllm issue 4193 and "
     "dottxt-ai/outlines issue 827: give each process its own cache directory with OUTLINES_CACHE_DIR, or (for users who "
     "do not use guided decoding) the change in vLLM PR 7831 (lazy import of outlines, so `import vllm` no longer opens "
     "the cache). The maintainer's reply only says lm-eval's own use_cache is unrelated (it caches results). No "
     "confirmation in the stored thread that either workaround was applied.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the first sentence and both error blocks of the issue description as stored; the paragraphs after "
          "(links to vllm 4193 / outlines 827 / vLLM PR 7831 and the OUTLINES_CACHE_DIR workaround, i.e. the fix) are "
          "left out. A general report of the failure class rather than one pasted launch log: no traceback, no "
          "command. Kind None and cause 'unrecognized' follow round 342's verl-748 case for the same sqlite error (no "
          "label for a shared cache database). vllm-project/vllm issue 4193 itself was not taken: its stored chunks "
          "(the AaronFriel description and a slurm comment) stop before the error line.")

# ---------------------------------------- ray PR #51254: Ray Serve example passes two LoRA modules as one string -> parser unpack error
case("ray-pr51254-serve-example-lora-modules-one-string-too-many-values-to-unpack",
     "https://github.com/ray-project/ray/pull/51254",
     "Fixes two errors related with Lora.\n"
     "\n"
     "1. Fixes error when processing multiple lora modules args:\n"
     "```\n"
     "File \"/home/ray/anaconda3/lib/python3.10/argparse.py\", line 1943, in take_action\n"
     " action(self, namespace, argument_values, option_string)\n"
     " File \"/home/ray/anaconda3/lib/python3.10/site-packages/vllm/entrypoints/openai/cli_args.py\", line 40, in "
     "__call__\n"
     " name, path = item.split('=')\n"
     "ValueError: too many values to unpack (expected 2)\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Ray Serve's OpenAI-compatible vLLM example builds vLLM's argument list itself and handed the --lora-modules value "
     "for two adapters (oasst=<path> xlam=<path>) to vLLM's argument parser as ONE string; vLLM's LoRA-module parser "
     "action splits each item on '=' and expects exactly name=path, so the single item with two '=' raised "
     "'too many values to unpack (expected 2)' and the deployment failed while parsing its arguments, before any "
     "model was loaded. An argument-format error in how the launch was built; nothing to do with memory or the GPU.",
     "the PR author (ronaldosaheki): split the space-separated lora_modules value into separate list items before "
     "vLLM parses them ('After parsed it populates the parsed.lora_modules correctly'); with that (and a second fix "
     "for the adapters not being registered) 'it initializes correctly two lora modules' (INFO lines 'Loaded new "
     "LoRA adapter: name 'oasst' ...' and '... 'xlam' ...'). The PR itself is closed, not merged.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's first fix, up to the end of its traceback block, as stored (the leading "
          "spaces on the frame lines are the source's). The second error the PR fixes (a 404 'The model `oasst` does "
          "not exist' at request time) and the verification log are left out (the latter shows the fix). Kind/cause "
          "vllm_check_failed: vLLM's own argument parser rejecting the value's format (no label for a malformed "
          "--lora-modules value); the traceback is an argparse action, not a vLLM message.")

# ---------------------------------------- LlamaFactory #9545: LoRA trained with resize_vocab -> modules_to_save refused at add_lora
case("llamafactory-9545-qwen3-1p7b-lora-resize-vocab-modules-to-save-add-lora",
     "https://github.com/hiyouga/LlamaFactory/issues/9545",
     "训练lora之后，用VLLM部署报错：ValueError: Call to add_lora method failed: vLLM only supports modules_to_save being "
     "None.\n"
     "\n"
     "### System Info\n"
     "\n"
     "llamafactory: 0.9.3.dev0\n"
     "vllm: 0.10.0\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "lora训练配置参数：\n"
     "### model\n"
     "model_name_or_path: /home/data/modelscopes-models/Qwen3-1.7B\n"
     "trust_remote_code: true\n"
     "\n"
     "### method\n"
     "stage: sft\n"
     "do_train: true\n"
     "finetuning_type: lora\n"
     "lora_rank: 8\n"
     "lora_target: all\n"
     "...\n"
     "### vocab\n"
     "resize_vocab: true\n"
     "...\n"
     "启动服务方式：\n"
     "CUDA_VISIBLE_DEVICES=0 python -m vllm.entry",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A Qwen3-1.7B LoRA (rank 8, all linear targets) trained with LLaMA-Factory with resize_vocab: true, so the "
     "adapter also carries the resized embed_tokens / lm_head as PEFT modules_to_save; served with vLLM 0.10.0 (V1) "
     "with the adapter registered at start, vLLM's LoRA loader refuses any adapter whose modules_to_save is not None "
     "('vLLM only supports modules_to_save being None'), and the add_lora utility call fails. The adapter's format "
     "(full embedding / head weights inside it), not memory and not the rank.",
     "no answer in the stored thread (open, labelled pending). From the message and the config: retrain without "
     "resize_vocab (no modules_to_save in adapter_config.json), or merge the LoRA into the base model (e.g. "
     "llamafactory-cli export) and serve the merged model without --enable-lora",
     release="vllm 0.10.0 (llamafactory 0.9.3.dev0)", gpu=None, gpus=1,
     command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (which carries the error line; the stored chunk of the description does not) "
          "followed by the description as stored, with the training config between 'lora_target: all' and "
          "'### vocab' and after 'resize_vocab: true' dropped ('...'); the stored chunk ends inside the launch line "
          "('python -m vllm.entry'), kept as stored, so the exact command (and whether the adapter came from "
          "--lora-modules at start) is not visible; 'Call to add_lora method failed' is the V1 front end's wrapper "
          "of the engine-core add_lora call. gpus=1 from CUDA_VISIBLE_DEVICES=0. The output_dir name "
          "'NER_shaoer_noModulesToSave_1127' suggests the reporter was already trying to avoid modules_to_save while "
          "resize_vocab stayed on. Kind/cause vllm_check_failed as round 113 labelled vLLM's 'unsupported LoRA "
          "weight' refusal.")

# ---------------------------------------- vllm #3000: LoRA on a model with vocab 40960 -> vocab size check at LLMEngine start
case("vllm-3000-lora-vocab-40960-vocab-size-must-be-32000-33024",
     "https://github.com/vllm-project/vllm/issues/3000",
     "How can I use the Lora Adapter for a model with Vocab size 40960?\n"
     "\n"
     "The error occurs when I call the LLMEngine object.\n"
     "The error below appears.\n"
     "\n"
     "```\n"
     "ValueError: When using LoRA, vocab size must be 32000 >= vocab_size <= 33024\n"
     "```\n"
     "\n"
     "Does the method using the Lora Adapter not apply to models that expand the vocab or have a vocab size larger "
     "than 32000?",
     "vllm_check_failed", {}, "vllm_check_failed",
     "February 2024 vLLM (0.3.x): with LoRA enabled, the engine checked at start-up that the base model's vocabulary "
     "lay in the narrow range its LoRA kernels then supported (32000..33024); the reporter's Llama-architecture model "
     "has a 40960-token vocabulary (expanded vocab), so LLMEngine refused to start. A LoRA feature limit of that "
     "release, not memory and not the adapter's rank.",
     "no maintainer fix in the stored thread; other users hit the same with 64000 / 130000 / 60256 vocabularies. "
     "Commenter AlphaINF's workaround (2024-03-01): edit vllm/model_executor/models/llama.py so LlamaForCausalLM's "
     "supported_lora_modules drop the embedding modules ('embed_tokens', 'lm_head') that trip the check; otherwise "
     "merge the LoRA into the base model and serve it without LoRA (the collector's reading, not in the stored "
     "thread)",
     release="not stated (February 2024, 0.3.x)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the whole description as stored; the comments (other users' vocab sizes and "
          "the source-patch workaround) are left out. numbers {}: the printed 32000 / 33024 are the check's bounds "
          "and the title's 40960 the model's vocab, none of them a key in LABELS.txt. The thread's only fix is a "
          "commenter's source patch, recorded as such. vllm #4147 (the same check for Yi-34B, round 298's skip) "
          "was not taken.")

if __name__ == "__main__":
    BATCH.write()
