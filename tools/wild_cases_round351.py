"""Round-351 blind batch: DOCSTRING_PENDING
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

if __name__ == "__main__":
    BATCH.write()
