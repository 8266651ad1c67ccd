"""Round-112 blind batch: vLLM launch failures in the trackers of APPLICATIONS THAT LAUNCH vLLM (RL / fine-tuning
stacks: verl, ms-swift, Unsloth, open-instruct; evaluation; agent / RAG / steering apps: llama-index, EasySteer,
AgentCPM-GUI), collected by helper wild112 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round112-blind"``; the lead grades it once (``python tests/wild_grade.py round112``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the
searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, its logs and launch
checks) to choose them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the thread only. Excerpts are the text as the search tool's stored copy of the thread shows it (issues
corpus excerpts: a thread's beginning or one turn of it, often cut); where lines were dropped the note says so; the fix
lines are left out of the excerpt (they are in fix_that_worked).

Sources: the search tool's issues corpus (all eleven cases). 85 look-ups, all ``search`` (84 on the issues corpus, 1 on
the pages corpus, which answered with AI-written gitcode digests only); no find_string, read_file, find_files or
find_repos; no fetch. **Short of the memory half: 11 cases, 1 of them memory (open-instruct#163).** This slice has been
mined by many earlier rounds: every memory thread the searches returned from verl, OpenRLHF, TRL, open-r1,
LLaMA-Factory, ms-swift, EasyR1, lm-evaluation-harness, Unsloth, rl-swarm, lmm-r1, SubgraphRAG, olmocr, bonito, s3,
api-for-open-llm, GPTFuzz, kaito, retail-shopping-assistant, home-ops and vLLM's own CI (KV cache too small in the V0
and V1 wordings, no cache blocks, the free-memory gate, the sampler warm-up OOM, Mamba blocks, cumem wake-up OOMs,
batched-tokens refusals) was already in /work/coord/USED_SOURCES.txt, a fixture, or a named skip in
tests/golden/wild/BLIND.md (verl#4229/#2245/#6764/#5015/#7624/#7632/PR#259/PR#5384, trl#2688/#3128, ms-swift#694/
#3288/#4594, LlamaFactory#4960/#6476/#6523/#7234/#3717, lm-evaluation-harness#2431/#2704, OpenRLHF#336/#922/PR#702,
lmm-r1#42, rl-swarm#314, Themis#4, unsloth#2102/#3542, ...). Other fresh candidates left out: threads whose stored
text stops before the error line or any answer (OpenRLHF#358/#679/#741/#976/#1162, EasyR1#567, prime-rl#917,
SkyRL#84, AReaL#240, axolotl#2528, OpenPipe/ART#176/#206, unsloth#2298/#2299 (the same pickle failure as the two
unsloth cases taken, without an answer in the stored text), verl#2979, llama_index#12282/#13925,
LlamaFactory#3387), errors in a screenshot only (EasyR1#200, rl-swarm#13, trl#2864), failures after the launch
(lmm-r1#43 wake-up OOM, OpenRLHF#1050, EasyR1#260 host RAM during training, lm-eval#2779 logprobs OOM,
opencompass#1907, verifiers#181/#339 weight-sync NCCL when the trainer connects), framework-side errors that are not
vLLM's (verl#1873 assert, EasyR1#648 check, NeMo-RL#1244 "vLLM is not installed", lmms-eval#726 / mergekit#524
"name 'LLM' is not defined", ms-swift#2678/#5249/#5592), VLMEvalKit#1031 (a torch OOM with no phase and no answer),
lm-eval#1923 (no error text in the stored turn) and lighteval PR#602 (a seed string, no error text).

Judgement calls for the lead (each case's ``note`` says more):
1. No README row for the text, the closest used: unsloth's "Can't pickle / get local object
   'patch_vllm_compute_dtype.<locals>.BitsAndBytesConfig'" (unsloth#2380, #1972) -> dependency_version_mismatch (a
   framework's monkey-patched config class that V1's engine-core process cannot unpickle; vllm_check_failed or
   unrecognized are the alternatives); "Following weights were not initialized from checkpoint" (AgentCPM-GUI#80) ->
   kind vllm_check_failed (one of vLLM's own raises; weight_loading_mismatch's row does not list this wording), cause
   weight_loading_mismatch; ms-swift#3522's "RuntimeError: shape '[1, 1, 1]' is invalid for input of size 4" in
   parallel_state.initialize_model_parallel -> world_size_mismatch (vLLM built inside each of 4 torchrun ranks with
   TP=PP=1; the README row quotes the 0.5.5-0.7.0 wording of the same mismatch).
2. vLLM's own checks with no row of their own -> vllm_check_failed: "Seed must be set when using external launcher
   backend ..." (ms-swift#3787, verl#974: frameworks that built vllm.LLM with the external launcher and no seed, refused
   from vLLM 0.8.3 on; dependency_version_mismatch is the alternative cause), "Using V1 LLMEngine, but
   envs.VLLM_USE_V1=False. This should not happen." (EasySteer#13; unsloth#1972's second launch, VLLM_USE_V1 set after
   vLLM was imported), argparse's "argument --dtype: invalid choice: 'torch.bfloat16'" (unsloth PR#2811: unsloth built
   the `vllm serve` command with str(torch.bfloat16)).
3. Two cases from one source: unsloth#1972 shows two different failed launches (the pickle error in its title; a
   commenter's second launch, after setting VLLM_USE_V1=0 too late in a notebook, dying on the V1/V0 check). The lead
   may drop one unsloth pickle case (#1972, #2380 are the same failure from two reporters).
4. Thin evidence: ms-swift#3522 has no confirmed fix (the maintainer's "use vllm 0.7.3" did not help the reporter; the
   log is the evidence); AgentCPM-GUI#80 is closed with no answer in the stored text (the error names the cause);
   verl#974 quotes the assertion as vLLM's source code, not as printed output, and its fix is verl PR#912 (found by
   the same search, not in the thread's stored text); ms-swift#3787's stored text stops before the traceback's last
   frames, so the error line is the reporter's title; open-instruct#163's only answer is the maintainer's hint (other
   processes holding GPU memory).
5. Traps: the one memory case is a torch OOM with no phase: PyTorch holds 31.19 of 47.53 GiB with 3 MiB free, more
   than a 7B model's weights, so neither "weights do not fit" nor a longer/shorter length is evidenced; the ten others
   die in a check, an import-time pickle or a process-group setup where no memory flag helps.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round112-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ argparse: unsloth passes --dtype torch.bfloat16
case("unsloth-pr2811-vllm-serve-dtype-torch-bfloat16-invalid-choice", "https://github.com/unslothai/unsloth/pull/2811",
     "# Convert torch.bfloat16, torch.float16, etc. to valid CLI string\n"
     "\n"
     "Checks `dtype`  params when building the subprocess_command for vllm.\n"
     "\n"
     "Passing `torch.bfloat16` values seems to stop vllm from deploying properly, and result in \n"
     "\n"
     "```\n"
     "vllm serve: error: argument --dtype: invalid choice: 'torch.bfloat16' (choose from 'auto', 'bfloat16', "
     "'float', 'float16', 'float32', 'half')\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Unsloth starts a `vllm serve` subprocess and wrote the dtype into its command line as str(torch.bfloat16), i.e. "
     "'torch.bfloat16', which vLLM's argparse refuses (its --dtype takes auto, bfloat16, float, float16, float32, "
     "half), so the server never started.",
     "the merged PR: convert torch.bfloat16 / torch.float16 etc. to the CLI strings ('bfloat16', 'float16') when "
     "building the vllm serve command, so vLLM deploys even when the dtype is given as a torch dtype",
     release="not stated (June 2025)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 2: the PR description up to the error block; the sentence after it ('The update makes it "
          "such that vLLM will deploy ...') is the fix, left out. argparse's refusal of vLLM's command line "
          "(README: vllm_check_failed); the value is the framework's, not the user's")

# ------------------------------------------------------------------ vLLM check: V1 LLMEngine while VLLM_USE_V1=False
case("easysteer-13-v1-llmengine-but-vllm-use-v1-false", "https://github.com/ZJU-REAL/EasySteer/issues/13",
     "Failed to create LLM instance: Using V1 LLMEngine, but envs.VLLM_USE_V1=False\n"
     "\n"
     "## Vllm \n"
     "After running start.sh, generation fails due to vllm issue\n"
     "\n"
     "模型加载失败: Using V1 LLMEngine, but envs.VLLM_USE_V1=False. This should not happen. As a workaround, try using "
     "LLMEngine.from_vllm_config(...) or explicitly set VLLM_USE_V1=0 or 1 and report this issue on Github.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "EasySteer (a steering framework on vLLM): its web frontend (start.sh) and experiment folders still drive vLLM's "
     "V0 engine, while the installed vLLM resolved LLMEngine to the V1 class; vLLM's own consistency check "
     "(llm_engine.py) refuses the engine when the class is V1 but envs.VLLM_USE_V1 reads False, so the model never "
     "loads.",
     "the maintainer: the frontend and experiment folders are still V0 versions and will be adapted to V1 later; use "
     "the replication folder for now (the reporter's `export VLLM_USE_V1=1` did not help)",
     release="not stated (a 0.8-0.10 release with V1 by default and the V0 engine still shipped)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the title and the 'Vllm' section as stored; the 'Attempted fixes' section (export "
          "VLLM_USE_V1=1, which did not work) and a screenshot link left out. '模型加载失败:' ('model loading "
          "failed:') is EasySteer's own prefix before vLLM's message. dependency_version_mismatch (an app written for "
          "V0 on a V1-default vLLM) is the alternative cause")

# ------------------------------------------------------------------ vLLM check: external launcher without a seed (ms-swift GRPO)
case("ms-swift-3787-grpo-use-vllm-external-launcher-seed-assert", "https://github.com/modelscope/ms-swift/issues/3787",
     "AssertionError: Seed must be set when using external launcher backend with vLLM (ms_swift not propagating seed)\n"
     "\n"
     "I'm encountering an AssertionError when running ms_swift with the --use_vllm true flag and an external launcher "
     "backend. The traceback suggests that vLLM requires a seed to be set explicitly, but ms_swift does not seem to "
     "propagate the --seed argument to the vLLM engine configuration.\n"
     "\n"
     "```\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/vault/ultraz/ms-swift/swift/cli/rlhf.py\", line 5, in <module>\n"
     "[rank0]:     rlhf_main()\n"
     "[rank0]:   File \"/vault/ultraz/ms-swift/swift/llm/train/rlhf.py\", line 98, in rlhf_main\n"
     "[rank0]:     return SwiftRLHF(args).main()\n"
     "[rank0]:   File \"/vault/ultraz/ms-swift/swift/llm/base.py\", line 47, in main\n"
     "[rank0]:     result = self.run()\n"
     "[rank0]:   File \"/vault/ultraz/ms-swift/swift/llm/train/sft.py\", line 133, in run\n"
     "[rank0]:     trainer = trainer_cls(\n"
     "[rank0]:   File \"/vault/ultraz/ms-swift/swift/trainers/rlhf_trainer/grpo_trainer.py\", line 229, in __init__\n"
     "[rank0]:     self.prepare_vllm(model, fast_infer_device)\n"
     "[rank0]:   File \"/vault/ultraz/ms-swift/swift/trainers/rlhf_trainer/grpo_trainer.py\", line 390, in "
     "prepare_vllm\n"
     "[rank0]:     self.engine = cls(\n"
     "[rank0]:   File \"/vault/ultraz/ms-swift/swift/llm/infer/infer_engine/vllm_engine.py\", line 105, in __init__\n"
     "[rank0]:     self._prepare_engine()",
     "vllm_check_failed", {}, "vllm_check_failed",
     "ms-swift's GRPO trainer (swift rlhf --use_vllm true) builds vLLM in every training rank with the "
     "'external_launcher' executor backend; vLLM (from 0.8.3, PR #15980) asserts that a seed is set for that backend "
     "so all ranks sample the same tokens, and this ms-swift did not pass its --seed into the engine arguments, so the "
     "engine refused to start.",
     "the reporter's diagnosis (title and body): ms-swift must propagate --seed to the vLLM engine configuration; the "
     "issue is closed (the same check was fixed in verl by passing seed to LLM(), verl PR #912)",
     release="not stated (April 2025; the check is in vLLM 0.8.3+)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 2 and 4: the title, the body and the traceback as stored (the stored text stops at "
          "_prepare_engine(); the assertion's own line is not in it, the title quotes it, with 'with vLLM' and the "
          "parenthesis added by the reporter). vLLM's message continues '... to make sure sampling results are the "
          "same across workers.'")

# ------------------------------------------------------------------ vLLM check: external launcher without a seed (verl quickstart)
case("verl-974-vllm083-quickstart-external-launcher-seed-assert", "https://github.com/verl-project/verl/issues/974",
     "a problem about vllm\n"
     "\n"
     "When using vllm 0.8.3, there's an error in the quickstart:\n"
     "\n"
     "```\n"
     "if parallel_config.distributed_executor_backend == \"external_launcher\":\n"
     "     assert self.seed is not None, (\n"
     "         \"Seed must be set when using external launcher backend to \"\n"
     "         \"make sure sampling results are the same across workers.\")\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "verl's SPMD vLLM rollout builds vllm.LLM in every FSDP worker with distributed_executor_backend="
     "'external_launcher' and, in that verl version, no seed; vLLM 0.8.3 added an assertion in its config that a seed "
     "be set for the external launcher, so the quickstart's rollout engine fails to initialise.",
     "verl PR #912 ('Add seed to vllm_rollout_spmd.py': pass seed=... to LLM() where external_launcher is used, per "
     "data-parallel rank); the reporter's workaround was to comment the assertion out of vLLM's source",
     release="0.8.3", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 2 and 4: the description up to the quoted code; the sentences after it (it runs once the "
          "line is commented out; asking for a seed option) and the pip list left out. The reporter quotes the "
          "assertion as vLLM's source code, not as printed output; the fix is verl PR #912, which the same search "
          "returned, not the thread's stored text")

# ------------------------------------------------------------------ world size: vLLM inside 4 torchrun ranks (ms-swift async GRPO)
case("ms-swift-3522-grpo-async-infer-workers-reshape-world-size-4", "https://github.com/modelscope/ms-swift/issues/3522",
     "@tastelikefeet What is the full command for this, I'm getting\n"
     "```\n"
     "[rank3]:   File \"/home/hotaisle/docker_training/vllm/vllm/distributed/parallel_state.py\", line 922, in "
     "initialize_model_parallel\n"
     "[rank3]:     all_ranks = torch.arange(world_size).reshape(\n"
     "[rank3]: RuntimeError: shape '[1, 1, 1]' is invalid for input of size 4\n"
     "```\n"
     "...\n"
     "same problem still, tried 0.7.4, 0.7.3 and 0.6.6\n"
     "...\n"
     "I believe it was the following\n"
     "\n"
     "```\n"
     "OMP_NUM_THREADS=13 \\\n"
     "CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \\\n"
     "NPROC_PER_NODE=4  \\\n"
     "swift rlhf \\\n"
     "    --rlhf_type grpo \\\n"
     "    --model /storage/distill-14b \\\n"
     "    --model_type deepseek_r1_distill \\\n"
     "    --use_hf true \\\n"
     "    --use_vllm \\\n"
     "    --vllm_max_num_seqs 4 \\\n"
     "    --vllm_max_model_len 12000 \\\n"
     "    --async_generate true \\\n"
     "    --num_infer_workers 4 \\\n"
     "    --num_iterations 2 \\\n"
     "    --reward_funcs cosine \\",
     "world_size_mismatch", {}, "world_size_mismatch",
     "ms-swift's GRPO (swift rlhf, async_generate, num_infer_workers 4) started under torchrun with 4 processes builds a "
     "vLLM engine inside each rank; torch.distributed's world holds 4 ranks while the engine's own parallel config is "
     "TP=1 x PP=1 (x DP=1), so vLLM's initialize_model_parallel cannot reshape the 4 ranks into its [1, 1, 1] grid "
     "and the engine dies before loading anything. vLLM was a source build (the frames are under "
     "/home/hotaisle/docker_training/vllm).",
     "none confirmed in the thread: the maintainer suspected vLLM 0.7.4 and suggested 0.7.3, the reporter hit the same "
     "error with 0.7.4, 0.7.3 and 0.6.6; the maintainer then asked for the reproducing script",
     release="a source build (the reporter tried 0.7.4, 0.7.3 and 0.6.6)", gpu=None, gpus=8,
     command="NPROC_PER_NODE=4 swift rlhf --rlhf_type grpo --model /storage/distill-14b --use_vllm "
             "--vllm_max_num_seqs 4 --vllm_max_model_len 12000 --async_generate true --num_infer_workers 4",
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 4: the first comment's traceback, the reporter's 'same problem still' and the "
          "command from a later turn; the maintainer's turns between them left out ('...'), the command's remaining "
          "lines cut where the stored text cuts them (and a screenshot link dropped). Closest kind world_size_mismatch "
          "(the README's row quotes 0.5.5-0.7.0's wording of the same torchrun-world vs engine-parallelism mismatch); "
          "no confirmed fix")

# ------------------------------------------------------------------ weight names: RFT checkpoint served with vllm serve
case("agentcpm-gui-80-rft-checkpoint-weights-not-initialized", "https://github.com/OpenBMB/AgentCPM-GUI/issues/80",
     "vllm 起 RFT后的模型报错， ValueError: Following weights were not initialized from checkpoint:\n"
     "\n"
     "执行命令：\n"
     "vllm serve /output/sft_v8_2_rft/checkpoint-1200 --served-model-name AgentCPM-GUI --tensor_parallel_size 1 "
     "--trust-remote-code\n"
     "\n"
     "报错：\n"
     "\n"
     "Loading safetensors checkpoint shards:   0% Completed | 0/7 [00:00<?, ?it/s]\n"
     "Loading safetensors checkpoint shards: 100% Completed | 7/7 [00:00<00:00, 12.77it/s]\n"
     "Loading safetensors checkpoint shards: 100% Completed | 7/7 [00:00<00:00, 12.77it/s]\n"
     "...\n"
     "el.model.llm.model.layers.17.mlp.down_proj.weight', 'model.model.llm.model.layers.5.self_attn.k_proj.bias', "
     "'model.model.llm.model.layers.18.self_attn.q_proj.weight', 'model.model.llm.model.layers.9.self_attn.k_proj.bias', "
     "'model.model.llm.model.layers.12.self_attn.v_proj.bias', 'model.model.llm.model.layers.12.self_attn.k_proj.weight'",
     "vllm_check_failed", {}, "weight_loading_mismatch",
     "AgentCPM-GUI (a MiniCPM-V based GUI agent): a checkpoint saved by the project's RFT (GRPO) training, served with "
     "`vllm serve`; vLLM read all 7 shards but then refused the model because a long list of parameters, named with a "
     "doubled wrapper prefix ('model.model.llm.model.layers...'), was never filled from the checkpoint: the RFT "
     "checkpoint's tensor names do not match the names vLLM's model class loads.",
     "none in the stored text (the issue is closed); the error itself names the mismatch between the checkpoint's "
     "weight names and the model class",
     release="not stated (July 2025)", gpu=None, gpus=None,
     command="vllm serve /output/sft_v8_2_rft/checkpoint-1200 --served-model-name AgentCPM-GUI --tensor_parallel_size "
             "1 --trust-remote-code",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 4: the title, command and loading lines of the description, then ('...') a later "
          "stored fragment of the same post: part of the printed set of weight names (it starts mid-name, 'el.model."
          "llm...', as stored; six names of the long set kept). Kind vllm_check_failed (vLLM's loader raise; the "
          "weight_loading_mismatch row lists other wordings), cause weight_loading_mismatch")

# ------------------------------------------------------------------ memory: torch OOM, no phase (open-instruct eval on an A6000)
case("open-instruct-163-a6000-7b-eval-vllm-torch-oom-47.53", "https://github.com/allenai/open-instruct/issues/163",
     "'OOM' if I set --VLLM\n"
     "\n"
     "Hi, I want to use the vllm during the evaluation. But when I set --vllm, it shows the OOM error. My GPU is A6000 "
     "and the model for evaluation is 7B. I can evaluate my model on mt-benchmark with vllm. I would appreciate it if "
     "you can help.\n"
     "\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 446.00 MiB (GPU 0; 47.53 GiB total capacity; "
     "31.11 GiB already allocated; 3.00 MiB free; 31.19 GiB reserved in total by PyTorch) If reserved memory is >> "
     "allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory "
     "Management and PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"total_gib": 47.53}, "oom_unknown_phase",
     "open-instruct's evaluation scripts with --vllm on one RTX A6000 (47.53 GiB) and a 7B model: PyTorch in the "
     "failing process already held 31.11 GiB (more than a 7B model's ~13.5 GiB of fp16 weights, so past loading) and "
     "the card had 3 MiB free, about 16 GiB of it held outside this process's PyTorch pool; the log places the OOM in "
     "no phase. The maintainer's reading: other processes taking up GPU memory.",
     "no confirmed fix: the maintainer (hamishivi) says such vLLM OOMs are often other processes taking up GPU memory "
     "and asks for the command",
     release="not stated (May 2024, a 0.4.x release)", gpu="NVIDIA RTX A6000 (48 GB)", gpus=None,
     forbidden=[],
     note="judgement calls 4 and 5: the title, the description and the error as stored; the maintainer's reply left "
          "out. Torch's figures, the old format (no process list). 7B named in prose only; the model id is not given")

# ------------------------------------------------------------------ pickle: unsloth's patched BnB config under V1 (A100, Colab)
case("unsloth-2380-a100-colab-pickle-patched-bnb-config", "https://github.com/unslothai/unsloth/issues/2380",
     "[Bug]Error loading model on Colab A100\n"
     "\n"
     "While truing to load the Qwen2.5 model using from_pretrained as follows:\n"
     "   \n"
     "```\n"
     "model, tokenizer = FastLanguageModel.from_pretrained(\n"
     "    model_name = \"Qwen/Qwen2.5-3B-Instruct\",\n"
     "    max_seq_length = max_seq_length,\n"
     "    load_in_4bit = True, # False for LoRA 16bit\n"
     "    fast_inference = True, # Enable vLLM fast inference\n"
     "    max_lora_rank = lora_rank,\n"
     "    gpu_memory_utilization = 0.5, # Reduce if out of memory\n"
     ")\n"
     "\n"
     "```\n"
     "I am getting the following error :\n"
     "`RuntimeError: Can't pickle local object 'patch_vllm_compute_dtype.<locals>.BitsAndBytesConfig'`\n"
     "This is happening on A100 but not on T4. ",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Unsloth's fast_inference=True builds a vLLM engine with a bitsandbytes config class it defines inside a function "
     "(patch_vllm_compute_dtype) to patch the compute dtype; on an A100, vLLM 0.8's V1 engine runs the engine core in "
     "another process and must pickle the config, which a locally defined class cannot be, so the launch fails (presumably "
     "it works on a T4 because vLLM 0.8 falls back to its in-process V0 engine below compute capability 8.0; the "
     "thread only says it happens on A100 but not on T4).",
     "the reporter: installing vllm==0.7.3 (`pip install --no-deps unsloth vllm==0.7.3`) helps; later a maintainer: "
     "resolved, newer vLLM versions work with the current unsloth (see the notebooks)",
     release="not stated (a V1-default 0.8.x release; 0.7.3 works)", gpu="NVIDIA A100 (Colab)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 3: the title and description up to 'not on T4'; the next paragraph (the older vLLM "
          "that helps) and the replies are the fix, left out. Python's pickle error surfaced by unsloth's load_vllm "
          "from vLLM's engine start")

# ------------------------------------------------------------------ pickle: the same failure, its title (unsloth#1972)
case("unsloth-1972-get-local-object-patched-bnb-config", "https://github.com/unslothai/unsloth/issues/1972",
     "RuntimeError: Can't get local object 'patch_vllm_compute_dtype.<locals>.BitsAndBytesConfig'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Unsloth (GRPO with fast_inference, early 2025) patches vLLM's bitsandbytes config with a class defined inside "
     "patch_vllm_compute_dtype; with vLLM's V1 engine the engine-core process cannot resolve that local class when "
     "the config crosses the process boundary, so vLLM fails to start.",
     "commenters: disabling vLLM's V1 core works (CharlesJu1); a maintainer (mmathew23): set os.environ['VLLM_USE_V1'] "
     "= '0' before importing unsloth; danielhanchen (2026): fixed, upgrade unsloth and unsloth_zoo",
     release="not stated (vLLM 0.8.x, V1 by default)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 3: the issue's title, the only place the error is in the stored text (the stored "
          "turns are the replies). 'Can't get' is the unpickling side of unsloth#2380's 'Can't pickle'")

# ------------------------------------------------------------------ vLLM check: VLLM_USE_V1=0 set after import (unsloth#1972, 2nd launch)
case("unsloth-1972-use-v1-set-late-v1-llmengine-check", "https://github.com/unslothai/unsloth/issues/1972",
     "I encountered the same problem and I tried to disable VLLM v1 core by `import os\n"
     "os.environ[\"VLLM_USE_V1\"] = \"0\"`. But this is unsuccessful because new error will pop up: `RuntimeError: "
     "Using V1 LLMEngine, but envs.VLLM_USE_V1=False. This should not happen. As a workaround, try using "
     "LLMEngine.from_vllm_config(...) or explicitly set VLLM_USE_V1=0 or 1 and report this issue on Github`. How did "
     "you disable the VLLM v1 core?",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A second failed launch in the same thread: in a Jupyter notebook the commenter set VLLM_USE_V1=0 after vLLM had "
     "already been imported (its LLMEngine name bound to the V1 class), so vLLM's consistency check in llm_engine.py "
     "refused to build the engine.",
     "the commenter (Taimin): restarted Jupyter Lab and set os.environ['VLLM_USE_V1'] = '0' first, and the error "
     "disappeared; the maintainer: set VLLM_USE_V1=0 before importing unsloth",
     release="not stated (vLLM 0.8.x)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="judgement calls 2 and 3: one comment (Taimin, 2025-04-22) as stored; the follow-up comment saying a "
          "restart fixed it is the fix, left out. Same vLLM message as easysteer-13 with a different cause (the "
          "environment variable set too late, not an app written for V0)")

# ------------------------------------------------------------------ process groups: two Vllm instances in one process (llama-index)
case("llama-index-pr10524-two-vllm-instances-data-parallel-group", "https://github.com/run-llama/llama_index/pull/10524",
     "Add __del__ at Vllm for deleting model\n"
     "\n"
     "When using more than one Vllm model in single program, it occurs error.\n"
     "...\n"
     "Without this code, it occurred error 'data parallel group is already initialized.'",
     "parallel_group_reinitialized", {}, "parallel_group_reinitialized",
     "llama-index's Vllm LLM wraps vllm.LLM; building a second Vllm instance in the same Python process made vLLM "
     "initialise its model-parallel process groups a second time, and vLLM asserts that the data parallel group is "
     "already initialized.",
     "the merged PR: Vllm.__del__ calls vLLM's destroy_model_parallel() so the groups are torn down before another "
     "instance is built (tested with two Vllm instances in one file on an H100)",
     release="not stated (February 2024, a 0.3.x release)", gpu="NVIDIA H100", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="the PR title and two sentences of its description; the lines in between ('...': destroy_model_parallel() "
          "as the remedy, the link to vllm#549, the test on an H100) are the fix, left out. The error is quoted in "
          "prose, without a traceback")

if __name__ == "__main__":
    BATCH.write()
