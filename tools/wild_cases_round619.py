"""Round-619 blind batch: LoRA ADAPTERS AT REQUEST TIME OR LOAD TIME after start (/v1/load_lora_adapter and
VLLM_ALLOW_RUNTIME_LORA_UPDATING, an adapter's rank above --max-lora-rank, more adapters than --max-loras /
--max-cpu-loras, target modules vLLM's LoRA does not cover for the model, adapters with extra vocabulary or
modules_to_save, LoRARequest / --lora-modules paths and names), any tracker; collected by helper wild619 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round619-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 30 of the 40 allowed, all ``search`` (29 corpus=issues, 1 corpus=pages). Collecting stopped with 10 left
because the slice is mined out: every LoRA rank / modules_to_save / target-module / runtime-loading thread the search
returns was used, is named in an earlier skip list, or its stored chunks stop before the error line or before any
diagnosis (the issues corpus serves one chunk per hit and cannot be paged, so re-querying a thread mostly returned the
same chunk). 3 cases:
  vllm-project/vllm #41702 (Gemma 4 E2B adapter trained with Unsloth, LoRA on vision_tower linears: 'While loading
  ..., expected target modules in {...} but received [vision_tower...]'),
  hiyouga/LlamaFactory #7997 (LoRA SFT with add_tokens -> modules_to_save [lm_head, embed_tokens]; vLLM 0.7.3: 'vLLM
  only supports modules_to_save being None.'),
  modelscope/ms-swift #3643 (a merged checkpoint '...-merged' passed to swift deploy as an adapter: vLLM's LoRA loader
  'FileNotFoundError: ... checkpoint-6708-merged/adapter_config.json').
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / golden): vllm #30690 (No adapter found), #13394 (LoRA is not enabled with
  num-scheduler-steps), #11702, #11431, #2909 (--lora-modules unrecognized), #2847, #13669; gpustack #5438;
  LlamaFactory #9512, #9545; ms-swift #4221; Continual-Intelligence/SEAL #3 (load_lora_adapter 404).
- Named in earlier rounds' skip lists (not re-opened): vllm #5199, #7622, #9280, #12106, #21500, #32599, #6983 (DoRA
  lora_magnitude_vector 'unsupported LoRA weight', maintainer: 'vllm can't support DoRA' -- round 291), #8945, #9120,
  #10258, #27620, #30461, #2816, #2915, #24672 with its fix PR #24762 ('GPUModelRunner has no attribute lora_manager'
  when --enable-lora is missing; rounds 529 / 554 left it unopened); vllm-ascend #2034; HabanaAI/vllm-fork #405.
- Error text not in the stored chunk, or no cause reachable: vllm #3404 (Mistral-7B LoRA from HF, 'AssertionError'
  only in the title; the stored description stops in the user's script; a commenter's fix was stripping non-LoRA
  embedding tensors, cf. PR #3151), #4682 / #4883 (same reporter: 'assert parts[0] == "base_model" AssertionError' on
  a llama3 / Qwen2 checkpoint-441 adapter, vLLM ~0.4.2; no diagnosis stored), #3815 ('RuntimeError: Loading lora model
  failed' with --lora-modules ai-lora=ai-maker-space/mistral7b_instruct_generation, a Hub id given as local_path on
  vLLM ~0.4.0; only the Namespace line stored, no answer), #9402 (GPTQ WizardLM-13B + QLoRA adapter in Docker 0.6.3:
  only the 'Loading lora ... failed' wrapper stored), #23796 (Qwen2.5-VL LoRA with visual.blocks modules; the stored
  chunks stop at 'raise e' in _load_adapter), #3374 (a comment quoting the 'greater than the number of GPU LoRA slots'
  source, no log of its own); vllm-project/production-stack #708 and #331 (LoRA controller, load_lora_adapter
  '{"detail": "Not Found"}' behind the router; no vLLM log and no fix); areal-project/AReaL #1193 ('The model
  `gui-lora-r64-v11` does not exist.' after a newer adapter version replaced the old name -- a framework design issue,
  not a launch); vllm #18372 (load_lora_adapter returns 200 for a nonexistent path on 0.6.5: no error).
- Not vLLM's message: ms-swift #4389 (swift's own "is not an adapter, please try using `--model`" assertion on the pt
  back-end); ms-swift #4974 is already a fixture (ms-swift-4974).
- Not vLLM's message or not a failure: llm-d/llm-d-inference-sim #76 (the simulator's own max-cpu-loras check),
  PrimeIntellect-ai/prime-rl PR #3012 (quotes 'max_cpu_loras must be >= max_loras' from vLLM's source, no log),
  vllm-project/aibrix #1831 (a docs to-do list), #801 / #235 (controller status screenshots), vllm #14495 (feature
  request quoting 'No free lora slots' from source), vllm #55193 (silent base-model output, no error), vllm #41754
  (adapter ignored without an error), the pages hits (gemma4-ai.com, ashraf-bhuiyan.com, theneuralbase.com,
  adhdecode, blog.gitcode.com 'No adapter found' rewrite of an ms-swift thread: explainers without a pasted log).

Judgement calls for the lead:
1. vllm-41702: no fix in the thread (usage question, closed stale). The cause is read from the message itself, which
   leaves no doubt: every received module is 'vision_tower.encoder.layers.*.linear', none is in the expected
   (language-model) set. The fix given is from the message and from vLLM's later PR #42662 ('[LoRA][Gemma4] Support
   vision tower LoRA', merged 2026-06-29), not from the thread. Labels follow README's message_kind table, which reads
   this message as cause lora_unsupported under kind vllm_check_failed ("an adapter on a multimodal model's vision
   tower or projector (fix: merge the adapter)"); earlier fixtures disagree (ms-swift-4974: lora_unsupported for both;
   vllm-7344: vllm_check_failed for both). The error line is hard-wrapped by the reporter's terminal inside the stored
   text ('embedding_pro' / 'jection', 'visio' / 'n_tower'), kept as stored; the received list is cut where the stored
   chunk ends ('... 'vision_towe'), marked with '...'. The release is not stated (a Gemma 4 era V1 build, May 2026).
2. llamafactory-7997: the vLLM message is quoted inline in the reporter's prose (backticks), not in a pasted log; taken
   because it is verbatim and the adapter_config.json it quotes ("modules_to_save": ["lm_head","embed_tokens"]) pins
   the cause. No answer is stored (closed, labelled pending). The reporter's third point (LLaMA-Factory's own PEFT
   merge 'size mismatch ... [128320, 4096] ... [128256, 4096]') is left out of the excerpt: it is not vLLM's failure
   and would add a second, unrelated error line. kind / cause vllm_check_failed as llamafactory-9545 (same message).
   --lora-extra-vocab-size is forbidden: the refusal comes before any extra-vocabulary handling, so raising it cannot
   help.
3. ms-swift-3643: the stored thread shows only the description (the vLLM traceback through 'The above exception was
   the direct cause of the following exception:' into swift's vllm_engine.py); no answer is stored. The cause is read
   from the title ('can infer, but after merge, deploy fails: adapter_config.json not found') and the path in the
   message (a '-merged' full-model directory handed to vLLM as a LoRA adapter); a third-party page
   (blog.gitcode.com/d3244d21e3992ff772f5a4e2b67875bb.html, an AI-style write-up of this ms-swift error) gives the
   same diagnosis and fix (pass the merged directory with --model, not --adapters). Labels follow vllm-30690 (the
   same loader path, 'No adapter found' after the FileNotFoundError): model_not_found for kind and cause; the lead may
   prefer a cause naming 'merged model given as adapter' (the reverse of adapter_only_repository). The vLLM release
   is not printed (a V0 AsyncLLMEngine with lora/peft_helper.py, so 0.7.x-0.8.x).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round619-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #41702: Gemma 4 E2B + Unsloth LoRA with vision_tower modules
case("vllm-41702-gemma4-e2b-unsloth-lora-vision-tower-expected-target-modules",
     "https://github.com/vllm-project/vllm/issues/41702",
     "[Usage]: ValueError: mismatch of LoRA layer names for Gemma4 E2B trained with unsloth\n"
     "(EngineCore pid=3352787) ERROR 05-05 08:15:24 [core.py:1337]     raise ValueError(\n"
     "(EngineCore pid=3352787) ERROR 05-05 08:15:24 [core.py:1337] ValueError: While loading "
     "/work/home/user1469/lora/model/gemma4e2b_unsloth/final, expected target modules in {'embedding_pro\n"
     "jection', 'down_proj', 'gate_proj', 'per_layer_input_gate', 'up_proj', 'k_proj', 'q_proj', "
     "'per_layer_model_projection', 'per_layer_projection', 'v_proj', 'o_proj'} but received ['visio\n"
     "n_tower.encoder.layers.0.mlp.down_proj.linear', 'vision_tower.encoder.layers.0.mlp.down_proj.linear', "
     "'vision_tower.encoder.layers.0.mlp.gate_proj.linear', 'vision_tower.encoder.layers.\n"
     "0.mlp.gate_proj.linear', 'vision_tower.encoder.layers.0.mlp.up_proj.linear', "
     "'vision_tower.encoder.layers.0.mlp.up_proj.linear', 'vision_tower.encoder.layers.0.self_attn.k_proj.linear',\n"
     " 'vision_tower.encoder.layers.0.self_attn.k_proj.linear', 'vision_tower.encoder.layers.0.self_attn.o_proj.linear', "
     "'vision_tower.encoder.layers.0.self_attn.o_proj.linear', ...",
     "vllm_check_failed", {}, "lora_unsupported",
     "A LoRA adapter for Gemma 4 E2B trained with Unsloth carries LoRA weights on the vision tower's linear layers "
     "(vision_tower.encoder.layers.*.{mlp,self_attn}.*.linear). The vLLM build serving it only accepts LoRA on the "
     "language model's modules (embedding_projection, q/k/v/o_proj, gate/up/down_proj, per_layer_* projections), so "
     "the worker's adapter loader refuses the adapter when it is loaded: the adapter's target modules, not memory, "
     "rank or the launch's parallelism.",
     "no fix reached in the thread (usage question, closed stale). From the message: train the adapter on the "
     "language layers only (Unsloth's finetune_vision_layers=False) or drop the vision_tower LoRA tensors, or merge "
     "the adapter into the base model and serve the merged checkpoint; vLLM PR #42662 ('[LoRA][Gemma4] Support "
     "vision tower LoRA', merged 2026-06-29) later added vision-tower LoRA for Gemma 4 (with "
     "--enable-tower-connector-lora).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title, then the stored chunk of the description from the 'raise ValueError(' frame; "
          "the chunk opens with the tail of the previous frame ('cted_modules', dropped) and ends inside the "
          "received list (\"'vision_towe\"), replaced by '...'. The terminal's hard wraps are kept as stored; "
          "trailing padding spaces on the log lines were trimmed.")

# ---------------------------------------- LlamaFactory #7997: add_tokens LoRA -> modules_to_save, vLLM 0.7.3
case("llamafactory-7997-lora-add-tokens-modules-to-save-lm-head-embed-tokens-vllm-073",
     "https://github.com/hiyouga/LlamaFactory/issues/7997",
     "关于添加 add_tokens 导致Lora参数和模型参数不匹配\n"
     "\n"
     "### System Info\n"
     "\n"
     "- `llamafactory` version: 0.9.3.dev0\n"
     "- Platform: Linux-6.8.0-57-generic-x86_64-with-glibc2.35\n"
     "- Python version: 3.11.0\n"
     "- PyTorch version: 2.5.1+cu124 (GPU)\n"
     "- Transformers version: 4.49.0.dev0\n"
     "- Datasets version: 3.2.0\n"
     "- Accelerate version: 1.2.1\n"
     "- PEFT version: 0.12.0\n"
     "- TRL version: 0.9.6\n"
     "- GPU type: NVIDIA A100-SXM4-80GB\n"
     "- GPU number: 8\n"
     "- GPU memory: 79.15GB\n"
     "- DeepSpeed version: 0.16.5\n"
     "- vLLM version: 0.7.3\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "**问题描述**\n"
     "在lora sft训练中，如果使用`add_tokens`参数，则会出现：\n"
     "\n"
     "1. `adapter_config.json`: \"modules_to_save\": [\"lm_head\",\"embed_tokens\"]\n"
     "2. vLLM Model+Lora推理时，vLLM输出：不支持设置modules_to_save。`ValueError: vLLM only supports "
     "modules_to_save being None.`",
     "vllm_check_failed", {}, "vllm_check_failed",
     "LoRA SFT in LLaMA-Factory with add_tokens resizes the vocabulary, so PEFT saves the full embed_tokens and "
     "lm_head matrices as modules_to_save in the adapter (adapter_config.json: \"modules_to_save\": "
     "[\"lm_head\",\"embed_tokens\"]). vLLM 0.7.3's LoRA loader refuses any adapter whose modules_to_save is not "
     "None, so serving the base model with the adapter fails when the adapter is loaded: the adapter's format, not "
     "memory, rank or GPUs.",
     "no fix reached in the stored thread (closed, labelled pending). From the message and the config: merge the "
     "adapter (with its resized embeddings) into the base model and serve the merged model without --enable-lora, or "
     "train without add_tokens so that the adapter has no modules_to_save.",
     release="0.7.3", gpu="NVIDIA A100-SXM4-80GB", gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--lora-extra-vocab-size"},
                       {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the issue title and the description as stored up to the reporter's second point; the third "
          "point (LLaMA-Factory's own PEFT merge failing with 'size mismatch ... torch.Size([128320, 4096]) ... "
          "torch.Size([128256, 4096])') is left out as not vLLM's failure. The vLLM message is quoted inline in the "
          "reporter's prose, not in a pasted log.")

# ---------------------------------------- ms-swift #3643: merged checkpoint passed as an adapter -> adapter_config.json missing
case("ms-swift-3643-merged-checkpoint-as-adapter-vllm-peft-helper-adapter-config-json-not-found",
     "https://github.com/modelscope/ms-swift/issues/3643",
     "能推理但是merge完部署后报错无法找到 adapter_config.json\n"
     "\n"
     "ERROR:asyncio:Exception in callback functools.partial(<function VllmEngine.patch_remove_log.<locals>."
     "new_log_task_completion at 0x7fd8601d8d30>, error_callback=<bound method AsyncLLMEngine._error_callback of "
     "<vllm.engine.async_llm_engine.AsyncLLMEngine object at 0x7fd88c093040>>)\n"
     "handle: <Handle functools.partial(<function VllmEngine.patch_remove_log.<locals>.new_log_task_completion at "
     "0x7fd8601d8d30>, error_callback=<bound method AsyncLLMEngine._error_callback of "
     "<vllm.engine.async_llm_engine.AsyncLLMEngine object at 0x7fd88c093040>>)>\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/powerop/.local/lib/python3.10/site-packages/vllm/lora/worker_manager.py\", line 101, in "
     "_load_adapter\n"
     "    peft_helper = PEFTHelper.from_local_dir(\n"
     "  File \"/home/powerop/.local/lib/python3.10/site-packages/vllm/lora/peft_helper.py\", line 96, in "
     "from_local_dir\n"
     "    with open(lora_config_path) as f:\n"
     "FileNotFoundError: [Errno 2] No such file or directory: "
     "'/home/octopus/work/category/Train/ms-swift/Output/v10-20250321-154400/checkpoint-6708-merged/"
     "adapter_config.json'\n"
     "\n"
     "The above exception was the direct cause of the following exception:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"uvloop/cbhandles.pyx\", line 63, in uvloop.loop.Handle._run\n"
     "  File \"/home/powerop/work/conda/envs/train/lib/python3.10/site-packages/swift/llm/infer/infer_engine/"
     "vllm_engine.py\", line 481, in ne",
     "model_not_found", {}, "model_not_found",
     "After LoRA training with ms-swift the user merged the adapter into the base model (checkpoint-6708-merged, a "
     "full model directory) and then deployed with that merged directory given as a LoRA adapter. At the first "
     "request vLLM's LoRA worker manager tries to read <dir>/adapter_config.json to build the PEFT helper, and the "
     "merged directory has none, so the adapter load fails (FileNotFoundError, wrapped as a failed LoRA load). A "
     "wrong adapter path (a merged model where an adapter was expected), not memory and not the base model.",
     "no answer in the stored thread (closed). From the title and the path, and as the gitcode write-up of this "
     "error says: serve the merged directory as the model (swift deploy --model <checkpoint-merged>, no --adapters / "
     "no LoRA), or pass the un-merged checkpoint (which holds adapter_config.json) as the adapter.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the stored chunk of the description, which ends mid-frame in swift's "
          "vllm_engine.py ('in ne'); the wrapped 'Loading lora ... failed' / 'No adapter found' line that follows "
          "in vLLM 0.7-0.8 is not in the stored text.")

if __name__ == "__main__":
    BATCH.write()
