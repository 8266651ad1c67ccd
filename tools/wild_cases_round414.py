"""Round-414 blind batch: DOWNSTREAM RL / TRAINING / EVALUATION FRAMEWORKS that launch vLLM inside their own process
(verl, OpenRLHF, TRL, NeMo RL, SkyRL, ROLL, open-instruct, lm-evaluation-harness, ...), where start-up (or the first
rollout) fails because of how the framework sets vLLM up (colocated training, sleep/wake, low utilization, max_model_len);
collected by helper wild414 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round414-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed (45 ``search`` corpus=issues/docs, 1 ``find_string``; no read_file / fetch). 5 cases:
NVIDIA-NeMo/RL PR #3280 (colocated Megatron + vLLM 0.25.1 cumem wake-up OOM), huggingface/trl #4358 and
huggingface/open-r1 #672 (GRPO colocate prompts not truncated -> 'decoder prompt ... longer than the maximum model
length'), EleutherAI/lm-evaluation-harness #2880 (vLLM V1 'Prompt length of 2048 is longer than the maximum model length
of 2048'), verl-project/verl #673 (SPMD rollout hard-codes max_model_len = prompt + response). The slice is heavily
mined: nearly every memory-at-start-up thread of verl / OpenRLHF / TRL / SkyRL / EasyR1 / NeMo RL / lm-eval the search
returned was already in USED_SOURCES.txt, tests/golden/wild/BLIND.md or an earlier round's skip list, so four of the
five cases are the other way these frameworks break vLLM: the max_model_len the framework chooses versus the prompts
it sends. Sources were checked against USED_SOURCES.txt, the earlier rounds' docstrings, BLIND.md and the fixtures'
source_url before they were opened.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): OpenRLHF #336, #184, #358, #741, #1162, PR #728 (developer
  PR); trl #2688, #2927, #3128, #3446, #3450, PR #3310; verl #2245, #302, #1642, #1873, #513, #224, #4229; EasyR1 #82,
  #207; SkyRL #284, #87, #84, PR #2051; NeMo-RL #1244, PR #4080; NVIDIA-NeMo/Skills #1059; lmm-r1 #42; lm-eval #2431,
  #2379; ms-swift #4594, #9613, #5592; llm-compressor #1151; open-r1 #475; LongVT #9; TinyZero #5; eugr/spark-vllm-docker
  #396; vllm #49333 (PR #49351 is its fix); pytorch #175666.
- Error line not in the stored chunk, or no answer: verl #855 (14B on 8x H100 'OOM', only the config reached), verl
  #1501 (ROCm rollout TP>1, only the script reached), verl #2863 (async rollout in DAPO, not opened), RAGEN #92 (CUDA
  OOM on a 4090 with Qwen2.5-0.5B, phase unclear, no fix), Rex-Omni #108 / #124 (vLLMRollout init / GRPO error,
  traceback cut), Trinity-RFT #309 (only the yaml reached), open-instruct #526 (only the command reached), lm-eval #3499
  (error line not reached; its fix PR #3503 is cited for #2880), lm-eval #2904 / #1734 (hangs, no error), verl PR #575
  (wake_up OOM traceback cut before the error line), verl PR #5384 (explains vLLM failing its gpu_memory_utilization
  check after FSDP init and fixes it with aggressive_empty_cache, but quotes no error line).
- Not a vLLM start-up / first-request failure: NeMo-RL #2702 (Megatron HF->Megatron conversion OOM), NeMo-RL #2619
  (OOM in the Megatron path mid-training after a vLLM bump), Trinity-RFT PR #541 (OOM at weight sync after 9 steps),
  ROLL PR #189 (LLM.generate(prompt_token_ids=...) TypeError on vLLM 0.10.2; closed unmerged), rllm #213 (the
  framework's own prompt-length exception), verl #3296 (Megatron TP divisibility assert), axolotl #2752 (feature
  request), SkyRL PR #73 (a developer note).
- Same message family, left out to keep the round varied: Trinity-RFT #300 and #197 (decoder prompt > 20480), trl
  #3180 and unsloth #1642 (V0 'Input prompt ... exceeds limit' then IndexError), unsloth #2666 (decoder prompt 322 >
  256, no answer), verl-tool #85 ('maximum context length is 4096 tokens. However, you requested 4137'), vllm #16445
  (V1 prompt length == max_model_len, the engine-side twin of lm-eval #2880), trl #3569 (same reporter and incident as
  open-r1 #672), NeMo-RL #3412 (follow-up of PR #3280, cited there).

Judgement calls for the lead:
1. New cause label prompt_exceeds_max_model_len (trl-4358, open-r1-672, lm-eval-2880, verl-673): the framework builds
   the in-process vLLM engine with a max_model_len of its own choosing and then sends prompts longer than it (missing
   or ignored truncation, an off-by-one window, a hard-coded prompt + response length). No existing cause fits:
   max_len_over_derived is max_model_len versus the model's config, kv_too_small is memory. kind is vllm_check_failed
   (vLLM's input-length validation), as glm-ocr-67 labelled vLLM's 'decoder prompt' check; a dedicated kind such as
   prompt_too_long would also be defensible.
2. These four fail at a request (the first generation, or a later step when a long prompt is first sampled), not at
   engine construction; they are in scope as 'failing at its first requests because of how it was launched'. numbers
   takes the figure the message prints as the limit under the max_model_len key (20, 2560, 2048, 4096); the prompt
   lengths (299, 3353, 2048, 6768) have no key. Lowering max_model_len at or below that limit is marked wrong; raising it
   is left allowed, though for lm-eval #2880 it does not help on its own (the harness windows at max_model_len).
3. NVIDIA-NeMo/RL PR #3280: the excerpt is the maintainers' recipe comment quoting 'CUDA Error: out of memory at
   csrc/cumem_allocator.cpp', not a raw log. kind oom_loading and cause other_process follow the earlier cumem wake-up
   fixtures (github-lmm-r1-43, github-rocky-verl-reschedule); release_regression is a fair alternative cause since the
   vLLM 0.20 -> 0.25.1 bump (a larger KV cache at the same utilization) set it off. gpu_memory_utilization >= 0.5 is
   marked wrong because the comment says 0.5 still OOM'ed.
4. lm-evaluation-harness #2880 is open; its fix_that_worked cites harness PR #3503, which was filed for the sibling
   issue #3499 but fixes the same off-by-one, plus the reporter's own VLLM_USE_V1=0 run.
5. open-r1 #672 has no lasting fix: TRL PR #3601 ('Fixes #3569', the same reporter's twin) was merged and then reverted
   by PR #3650; recorded as such.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round414-blind")
case = BATCH.case

# ---------------------------------------- NeMo RL PR #3280: vLLM 0.20 -> 0.25.1 bump, colocated Megatron fp8-rollouts recipe -> cumem wake-up OOM
case("nemo-rl-pr3280-vllm-0251-bump-colocated-megatron-fp8-rollouts-cumem-wake-up-oom",
     "https://github.com/NVIDIA-NeMo/RL/pull/3280",
     "examples/configs/recipes/llm/grpo-llama3.1-8b-instruct-1n8g-megatron-fp8-rollouts.v3.yaml:43\n"
     "```diff\n"
     "       precision: fp8\n"
     "       max_model_len: 4096\n"
     "       use_deep_gemm: true\n"
     "+    vllm_kwargs:\n"
     "+      # At the same gpu_memory_utilization, vLLM 0.25's profiling sizes the\n"
     "+      # KV cache several GiB larger than 0.20 did, growing the CuMemAllocator\n"
     "+      # sleep pool past what can be re-mapped at wake-up next to the\n"
     "+      # colocated Megatron policy (\"CUDA Error: out of memory at\n"
     "+      # csrc/cumem_allocator.cpp\"; lowering gpu_memory_utilization to 0.5\n"
     "+      # still OOM'ed).\n"
     "```",
     "oom_loading", {}, "other_process",
     "NeMo RL GRPO recipe grpo-llama3.1-8b-instruct-1n8g-megatron-fp8-rollouts.v3 (fp8 rollouts, max_model_len 4096, vLLM "
     "colocated with the Megatron policy on the same 8 H100s and put to sleep between rollouts). After the bump from vLLM "
     "0.20 to 0.25.1, vLLM's start-up profiling sized the KV cache several GiB larger at the same gpu_memory_utilization "
     "(the PR's table: 34.3 GiB vs 19.8 GiB on the sibling Moonlight recipe), so the CuMemAllocator sleep pool that must be "
     "re-mapped at wake-up no longer fit next to the memory the colocated Megatron policy holds, and wake_up failed with "
     "'CUDA Error: out of memory at csrc/cumem_allocator.cpp'. Lowering gpu_memory_utilization to 0.5 still OOM'ed. "
     "A colocation memory budget problem triggered by the release change, not the weights or the context length.",
     "confirmed by the maintainers in the merged PR (terrykong, author; reviewed by yfw): pin the KV cache size instead of "
     "relying on gpu_memory_utilization, vllm_kwargs.kv_cache_memory_bytes: 21474836480 (20 GiB; it takes precedence over "
     "gpu_memory_utilization), plus copying the fp8 linear weights in place on refit so storage is not rebound every refit; "
     "with both the recipe passes all 100 steps. Follow-up issue NVIDIA-NeMo/RL #3412 measures the pin: 36.13 GiB of KV "
     "cache on vLLM 0.20 vs 20.00 GiB pinned on 0.25, 'the empirical value that stops the wake-up OOM'",
     release="vLLM 0.25.1 (NeMo RL bump from 0.20.0)", gpu="NVIDIA H100 (1 node x 8)", gpus=8,
     command="NeMo RL nightly recipe grpo-llama3.1-8b-instruct-1n8g-megatron-fp8-rollouts.v3 (GRPO, Megatron policy "
             "colocated with vLLM generation, fp8 rollouts, max_model_len 4096)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.5}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 8},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: a review-thread hunk of the PR as the stored chunk shows it (the recipe file path and the diff with the "
          "comment the PR adds), cut before the comment's last sentence ('Pin the KV cache to a 0.20-equivalent size "
          "instead (takes precedence over gpu_memory_utilization).') and the added 'kv_cache_memory_bytes: 21474836480' "
          "line, which are the fix. The error string is the one the maintainers quote in that comment; no raw traceback "
          "is in the stored text. The PR description reports the same wake-up OOM class for "
          "llm_grpo_moonlight_16ba3b_4n8g_megatron_fp8_e2e (KV cache 34.3 GiB on 0.25 vs 19.8 GiB on 0.20); not taken "
          "separately. No figure is printed by the failing message itself, so numbers is {}.")

_NOT_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
            {"flag": "--enforce-eager"}]

# ---------------------------------------- trl #4358: GRPO colocate, conversational prompts via LLM.chat not truncated -> decoder prompt 299 > max model length 20
case("trl-4358-grpo-colocate-llm-chat-ignores-truncate-prompt-tokens-decoder-prompt-299-over-20",
     "https://github.com/huggingface/trl/issues/4358",
     "training_args = GRPOConfig(output_dir=\"Qwen2-0.5B-GRPO\", use_vllm=True, vllm_mode=\"colocate\", max_prompt_length=10, "
     "max_completion_length=10)\n"
     "...\n"
     "The error\n"
     "> ValueError: The decoder prompt (length 299) is longer than the maximum model length of 20. Make sure that "
     "`max_model_len` is no smaller than the number of text tokens.\n"
     "\n"
     "suggests that prompts are not truncated to a specified length of 10.",
     "vllm_check_failed", {"max_model_len": 20}, "prompt_exceeds_max_model_len",
     "TRL 0.25.0.dev0 GRPOTrainer with use_vllm=True, vllm_mode='colocate' (vLLM runs inside the training process) on the "
     "quick-start script with max_prompt_length=10 and max_completion_length=10, so the colocated engine is built with a "
     "max_model_len of 20. TRL relies on vLLM's SamplingParams.truncate_prompt_tokens to cut prompts to max_prompt_length, "
     "but since TRL PR #4155 conversational datasets are generated through vllm.LLM.chat, where truncate_prompt_tokens has "
     "no effect (vllm-project/vllm #27642, same reporter), so the full 299-token chat prompt reached vLLM and failed its "
     "prompt-length check at the first generation. A framework truncation bug against the max_model_len the framework "
     "chose, not a memory or hardware problem; TRL 0.24.0 was reported unaffected.",
     "issue closed as a bug; the fixing change is not in the stored text. The reporter's diagnosis (in the issue) is the "
     "LLM.chat path ignoring truncate_prompt_tokens (vLLM #27642). Workarounds from the thread's facts: stay on TRL 0.24.0, "
     "or truncate/filter prompts before they reach vLLM (or give the colocated engine a max_model_len that covers the real "
     "prompt lengths)",
     release="TRL 0.25.0.dev0 (vLLM version not in the stored chunk)", gpu="NVIDIA H200 (8 per node)", gpus=8,
     command="accelerate launch (DeepSpeed, 8 processes) of the GRPO quick-start script with GRPOConfig(use_vllm=True, "
             "vllm_mode=\"colocate\", max_prompt_length=10, max_completion_length=10), model Qwen/Qwen2-0.5B-Instruct, "
             "dataset trl-lib/ultrafeedback-prompt",
     forbidden=_NOT_MEM + [{"flag": "--max-model-len", "at_most": 20}, {"flag": "--tensor-parallel-size", "above": 8},
                           {"flag": "--max-num-seqs"}],
     note="Excerpt: the GRPOConfig line of the reporter's reproduction script (the rest of the script, based on the TRL "
          "quick start, dropped as '...') and the error paragraph of the issue description as the stored chunk shows "
          "them. The description's 'Why it stopped working' section (TRL PRs #4153 / #4155 and vLLM #27642) is the "
          "diagnosis and is left out. The model and dataset in command are the ones the reporter's script names. "
          "Judgement call: new cause label prompt_exceeds_max_model_len (see the docstring).")

# ---------------------------------------- open-r1 #672 (= trl #3569): GRPO colocate, trl 0.18 ignores max_prompt_length with vLLM -> decoder prompt 3353 > 2560
case("open-r1-672-grpo-colocate-trl-018-prompt-not-truncated-decoder-prompt-3353-over-2560",
     "https://github.com/huggingface/open-r1/issues/672",
     "Hi, I was using GRPO to train qwen-2.5-1.5B-instruct with recipe presented in the repo "
     "recipes/Qwen2.5-1.5B-Instruct/grpo/config_demo_orig.yaml, with command ACCELERATE_LOG_LEVEL=info \\\n"
     "    accelerate launch --config_file recipes/accelerate_configs/zero3.yaml \\\n"
     "    src/open_r1/grpo.py --config recipes/DeepSeek-R1-Distill-Qwen-1.5B/grpo/config_demo.yaml \\\n"
     "    --vllm_mode colocate\n"
     "\n"
     "During running, it raises an error regarding longer prompt. I double checked the grpo_trainer.py and found a "
     "truncation function for the dataset. However, it is very confusing why such error could raise even with it.\n"
     "\n"
     "ValueError: The decoder prompt (length 3353) is longer than the maximum model length of 2560. Make sure that "
     "max_model_len is no smaller than the number of text tokens.\n"
     "\n"
     "I am using trl=0.18.0, transformers=4.52.3, accelerate=1.4.0, vllm=0.8.5.post1\n"
     "...\n"
     "Below are more traces:\n"
     "[rank4]:     self.llm_engine.add_request(\n"
     "[rank4]:   File \"openr1/lib/python3.11/site-packages/vllm/utils.py\", line 1196, in inner\n"
     "[rank4]:     return fn(*args, **kwargs)\n"
     "[rank4]:            ^^^^^^^^^^^^^^^^^^^\n"
     "[rank4]:   File \"openr1/lib/python3.11/site-packages/vllm/engine/llm_engine.py\", line 765, in add_request\n"
     "[rank4]:     self._add_processed_request(",
     "vllm_check_failed", {"max_model_len": 2560}, "prompt_exceeds_max_model_len",
     "open-r1's GRPO recipe run with TRL 0.18.0 and vLLM 0.8.5.post1 in vllm_mode colocate (one vLLM engine per training "
     "rank, max_model_len 2560 set by the trainer config). TRL's GRPOTrainer truncated the prompt token ids to "
     "max_prompt_length for the policy, but in that release the truncation was ignored for the text handed to vLLM, so a "
     "3353-token prompt from the dataset reached vLLM after some training steps and failed vLLM's prompt-length check. A "
     "framework truncation bug against the max_model_len the framework configured, not memory.",
     "no lasting fix in the stored text. The same reporter's twin issue huggingface/trl #3569 was answered by TRL PR #3601 "
     "('[GRPO] Fix prompt truncation (max_prompt_length) with vLLM', merged; it decodes the truncated token ids back to "
     "text, 'Fixes #3569'), which was then reverted by PR #3650 as flawed while PR #3646 worked on a proper fix. "
     "Workarounds from the thread's facts: filter or pre-truncate over-long prompts in the dataset, or give the colocated "
     "engine a max_model_len that covers the longest prompt plus completion",
     release="vLLM 0.8.5.post1, TRL 0.18.0", gpu=None, gpus=None,
     command="ACCELERATE_LOG_LEVEL=info accelerate launch --config_file recipes/accelerate_configs/zero3.yaml "
             "src/open_r1/grpo.py --config recipes/DeepSeek-R1-Distill-Qwen-1.5B/grpo/config_demo.yaml --vllm_mode colocate",
     forbidden=_NOT_MEM + [{"flag": "--max-model-len", "at_most": 2560}, {"flag": "--max-num-seqs"},
                           {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the issue description as the stored chunk shows it (command, the error line, versions, the first "
          "trace lines); the closing thanks line between the versions and the traces is dropped ('...'), and the chunk "
          "ends inside the trace. Same reporter and incident as huggingface/trl #3569 (whose stored text gives the error "
          "only in the title), taken once here. The failure comes after several training steps, when a long prompt is "
          "first sampled, not at engine start-up. GPU count not stated (rank4 implies at least 5 processes).")

# ---------------------------------------- lm-evaluation-harness #2880: lm_eval --model vllm wikitext on vLLM V1 -> Prompt length of 2048 is longer than the maximum model length of 2048
case("lm-evaluation-harness-2880-lm-eval-vllm-v1-wikitext-prompt-length-2048-equals-max-model-len-2048",
     "https://github.com/EleutherAI/lm-evaluation-harness/issues/2880",
     "vLLM switched to V1 since 0.8.0, the behaviour of the max prompt length seems changed. lm-eval will generate the "
     "request with prompt length = max-length, which will cause an error in vLLM 0.8.0+. \n"
     "\n"
     "I have tried the latest release of lm-eval and the main branch version, both fail.\n"
     "\n"
     "# Reproduce\n"
     "```bash\n"
     "...\n"
     "# fail with message: ValueError: Prompt length of 2048 is longer than the maximum model length of 2048.\n"
     "lm-eval \\\n"
     "  --model vllm \\\n"
     "  --model_args pretrained=meta-llama/Llama-3.2-1B,max_model_len=2048,gpu_memory_utilization=0.5 \\\n"
     "  --tasks wikitext \\\n"
     "  --batch_size 1\n"
     "```\n"
     "Log:\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/yaoyao/miniconda3/envs/aureq/bin/lm-eval\", line 8, in <module>\n"
     "    sys.exit(cli_evaluate())",
     "vllm_check_failed", {"max_model_len": 2048}, "prompt_exceeds_max_model_len",
     "lm-evaluation-harness runs vLLM in-process (--model vllm) with max_model_len=2048; for the wikitext perplexity task "
     "(loglikelihood_rolling) it cuts the documents into windows of exactly max_length = max_model_len = 2048 tokens and "
     "asks for one generated token. vLLM's V1 engine (default since 0.8.0) requires the prompt to be strictly shorter than "
     "max_model_len, so every full window is rejected with 'Prompt length of 2048 is longer than the maximum model length "
     "of 2048'; the V0 engine accepted it. An off-by-one between the harness's window length and vLLM V1's prompt-length "
     "check, not memory: raising or lowering max_model_len alone moves the window with it.",
     "issue open in the stored text. The reporter's reproduction shows the same command succeeding with VLLM_USE_V1=0 "
     "(V0 engine, vLLM 0.8.x); the harness-side fix is lm-evaluation-harness PR #3503 (baberabb, merged 2026-01-19: 'Fixed "
     "off by one bug when computing max_length for log-likelihood tasks. vLLM requires max_tokens >= 1, so we reserve one "
     "token for generation', closes #3499); vllm-project/vllm #16445 reports the same V1 behaviour ('VLLM_USE_V1=0 is "
     "needed if prompt length equals max model length'). On an unfixed harness, passing max_length one below "
     "max_model_len in model_args avoids it",
     release="vLLM 0.8.x (V1 engine, 'vLLM 0.8.0+'); lm-eval latest release and main of April 2025", gpu=None, gpus=None,
     command="lm-eval --model vllm --model_args pretrained=meta-llama/Llama-3.2-1B,max_model_len=2048,"
             "gpu_memory_utilization=0.5 --tasks wikitext --batch_size 1",
     forbidden=_NOT_MEM + [{"flag": "--max-model-len", "at_most": 2048}, {"flag": "--tensor-parallel-size"},
                           {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue description as the stored chunk shows it, with the reproduction's first block (the same "
          "command prefixed with VLLM_USE_V1=0 under '# success') replaced by '...', since it is the workaround; the "
          "chunk ends inside the traceback, so the error line is the reporter's '# fail with message:' comment. No GPU "
          "stated. Judgement call: the fix PR #3503 was filed for the sibling issue #3499 (pile_10k perplexity), not for "
          "#2880 itself; it is cited because it fixes the same off-by-one.")

# ---------------------------------------- verl #673: vllm_rollout_spmd hard-codes max_model_len = prompt + response -> Input prompt (6768 tokens) exceeds limit of 4096
case("verl-673-vllm-rollout-spmd-hardcoded-max-model-len-input-prompt-6768-exceeds-limit-4096",
     "https://github.com/verl-project/verl/issues/673",
     "[bug] vllm_rollout_spmd different behavior for setting max_model_len compared with vllm_rollout\n"
     "\n"
     "Hi,\n"
     "\n"
     "I encountered the issue training with verl with vLLM complaining `Input prompt (6768 tokens) is too long and exceeds "
     "limit of 4096`. My max_prompt_length is 3072 and max_response_length is 1024.",
     "vllm_check_failed", {"max_model_len": 4096}, "prompt_exceeds_max_model_len",
     "verl PPO/GRPO training with the SPMD vLLM rollout (verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py, March "
     "2025): that rollout built the in-process vLLM engine with max_model_len hard-coded to prompt_length + response_length "
     "(3072 + 1024 = 4096) and ignored the rollout's max_model_len setting, which the older vllm_rollout.py honoured. Some "
     "prompts in the user's data were longer than that (6768 tokens), so vLLM refused them ('Input prompt ... is too long "
     "and exceeds limit of 4096'). The framework fixed the engine's max_model_len below the data's prompt lengths; not a "
     "memory problem.",
     "confirmed: the reporter's PR verl-project/verl #677 ('[Bug fix] change max_model_len to be configurable in "
     "vllm_rollout_spmd', merged; maintainer PeterSH6: 'Nice catch') makes the SPMD rollout honour the configured "
     "max_model_len, so actor_rollout_ref.rollout.max_model_len can be raised above prompt + response length; filtering "
     "over-long prompts (or a max_prompt_length that covers the data) also avoids it. Later, verl PR #5052 (2026) sets "
     "max_model_len from the config or the model's max_position_embeddings instead of prompt_length + response_length",
     release="verl main of March 2025 (vLLM version not stated; the message is the V0 scheduler's)", gpu=None, gpus=None,
     command=None,
     forbidden=_NOT_MEM + [{"flag": "--max-model-len", "at_most": 4096}, {"flag": "--tensor-parallel-size"},
                           {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and the first two sentences of the description as the stored chunk shows them; the "
          "rest of the description (the reporter's pointer to the hard-coded line in vllm_rollout_spmd.py and the remark "
          "that raising max_model_len in vllm_rollout.py's config avoids it) is the diagnosis and workaround and is left "
          "out. The message is vLLM's own (a V0 scheduler warning; the request is ignored), quoted by the reporter. The "
          "launch (verl trainer overrides) is not in the stored chunk.")

if __name__ == "__main__":
    BATCH.write()
