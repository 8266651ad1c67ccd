"""Round-683 blind batch: FINE-TUNED CHECKPOINTS served with vLLM right after training, from the training frameworks'
trackers (LLaMA-Factory, Axolotl, torchtune, XTuner, ms-swift export / deploy, H2O LLM Studio, Ludwig, Firefly, NeMo
export, TRL / PEFT saves; widened in practice to the RL trainers verl and OpenRLHF, whose saved checkpoints are the
same 'folder the trainer wrote' problem), vLLM refusing the saved folder, 2024-2026; collected by helper wild683 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round683-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 5 cases:
ms-swift #9251 (Gemma-4-E4B full SFT, vLLM 0.20.0: 'Following weights were not initialized' -- the KV-shared layers'
k_proj / v_proj / k_norm that transformers' save_pretrained omits), vllm #44788 (the same Gemma-4 KV-sharing family on
Google's QAT 'unquantized' export), verl #1757 (Megatron-trained Qwen3 merged to HF with verl's model_merger still
carries Megatron names: 'no module or parameter named decoder'), OpenRLHF #871 (ZeRO-3 DPO checkpoint of Qwen2.5-32B
with empty tensors: torch narrow 'exceeds dimension size (0)' in QKVParallelLinear.weight_loader), vllm PR #12689
(fine-tuned Phi-3-Small carrying lm_head.weight: KeyError in phi3_small.load_weights).

The slice is close to mined out: round 331 cut the same slice (fine-tuning tools' outputs failing in vLLM) and most
threads the search returns are used or skip-listed there; the stored chunks of LLaMA-Factory / ms-swift threads very
often stop before the error line or carry it as a screenshot.

Sources given up (for the lead, not cases):
- Already used or skip-listed: vllm #15031 / unsloth #2086 (Gemma3 'language_model'), #19139, #2386, #4657, #6058,
  #6758, #4641, #10721, #21755 (round 433); axolotl #3171 (screenshot, round 331); ms-swift #3643 (round 619), #4974,
  #9139, #3288, #8138 (round 331); LlamaFactory #2789 (round 348), #8241, #8254, #8026, #9228; unsloth #482, #1380,
  #1770, #105; SkyRL #97; GLM-OCR #119 family.
- Error line not in the stored chunk (description or a cut traceback only): ms-swift #4844 (config.json changed by
  ms-swift SFT of Qwen2.5-VL-3B, stored text stops inside the config dump), ms-swift #3295 (full-parameter LLaMA-3-8B
  SFT, chunk stops in the inference script), LlamaFactory #6148 (Qwen2.5-0.5B merged LoRA on vLLM 0.4.1, chunk stops
  in the args line), #6785 (SimPO-trained gemma / deepseek, chunk stops in the user's own script), #9655 (description
  empty), zai-org/GLM-V #61 (only a comment with the export yaml stored), QwenLM/Qwen2.5-Omni #369 (processor frames
  only), verl #2262 (load_weights frames only, final line cut), OpenRLHF #920 (ZeRO-3 SFT with packing, cut in
  qwen2.load_weights), unsloth #1601 (quantization_config left in a merged_16bit config.json; description not stored,
  only the maintainer's 'I shall delete the quantization config entirely for 16bit merges'), #1063.
- No vLLM error text: Visual-Agent/DeepEyes #52 (verl FSDP shards served without model_merger: only 'Got fatal signal
  from worker process, shutting down.' and a hang; the author's fix was scripts/model_merger.py), NVIDIA-NeMo/Automodel
  #945 (junk outputs, no error), allenai/open-instruct #149 (quantization_config in a QLoRA-merged config.json, no
  error pasted), instructlab/training #128 (architectures missing from the saved config.json; a PR, no failing launch).
- Not vLLM / not start-up: ms-swift #5440 (transformers load of a swift-merged Qwen2.5-VL), #6360, #6676, #6751,
  #4147, #6447 (swift export's own errors), #1091 (image), LlamaFactory #8800 (the tool's own 'Processor was not
  found' / request-time mm limits), OpenRLHF #975, #839, #651 (transformers loads), xinference #2609 (request-time
  LoRA tokenizer.json), ms-swift #6535 (TRL weight sync into a running vLLM), vllm #32599 (request-time LoRA).
- Nothing usable reached for XTuner, Firefly, H2O LLM Studio, Ludwig, torchtune (beyond the used #945), NeMo export.

Judgement calls for the lead:
1. ms-swift-9251 and vllm-44788 are one family (Gemma 4 E2B/E4B KV-shared layers). The fix is vLLM's PR #54917
   (merged 2026-09-02, superseding #41504; the earlier #40117 / #43812 were closed and #41385 was backed out), read
   from the PR thread, not from either issue thread (#9251's answer is not stored; #44788 is open in the stored copy).
   vllm-44788 is Google's QAT 'unquantized' export, not a user fine-tune: off-slice but the same mechanism
   (save_pretrained omits the tensors); drop it if only fine-tunes are wanted.
2. ms-swift-9251's error line is cut by the stored text after "{'language_model" (the rest of the set is not stored);
   the kind is read from the head of the message, as earlier rounds did for this message (weight_loading_mismatch for
   kind and cause in all seven earlier fixtures with 'Following weights were not initialized').
3. verl-1757 and openrlhf-871 have NO fix in the stored threads. verl-1757's cause is the reporter's own diagnosis
   ('After model_merger.py process, the name of parameters changed') plus the message (Megatron-core names 'decoder.*'
   reaching Qwen3ForCausalLM). openrlhf-871's cause is read from the message (a checkpoint tensor whose dimension is
   0) and the twin OpenRLHF #839 (ZeRO-3 saves of Qwen models with torch.Size([0]) tensors; its author found
   deepspeed.zero.GatheredParameters returning empty matrices). For openrlhf-871 the kind follows README
   (torch's narrow under a weight loader's frame: weight_loading_mismatch), but the CAUSE is labelled
   checkpoint_file_corrupt (the saved file holds empty tensors, the class is right), not weight_loading_mismatch as the
   two earlier narrow fixtures (real shape mismatches of AWQ formats); the lead may prefer weight_loading_mismatch.
4. vllm-12689 is a fix PR, not a user's launch thread: the excerpt is the PR author's pasted traceback of their
   fine-tuned Phi-3-Small; the fix is the merged PR itself (skip lm_head.weight in phi3_small.load_weights when the
   embeddings are tied). Drop it if fix-PR cases are unwanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round683-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}]

# ---------------------------------------- ms-swift #9251: gemma-4-E4B-it full SFT (ms-swift 4.2.0.dev, transformers 5.6.2) -> vLLM 0.20.0 'Following weights were not initialized'
case("ms-swift-9251-gemma4-e4b-full-sft-kv-shared-layers-weights-not-initialized-v0200",
     "https://github.com/modelscope/ms-swift/issues/9251",
     "vllm cannot infer the checkpoint after gemma4's full-parameter SFT.\n"
     "\n"
     "### Question Description / 问题描述\n"
     "\n"
     "when I finished the SFT of full-parameters for gemma-4-E4B-it,  vllm cannot infer the checkpoint. \n"
     "\n"
     "version:  \n"
     "\n"
     "- ms-swift 4.2.0.dev\n"
     "- transformers 5.6.2\n"
     "- vllm 0.20.0\n"
     "\n"
     "SFT training parameter:\n"
     "\n"
     "`PYTHONPATH=./ CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \n"
     "torchrun --nnodes=12\n"
     " --node_rank=0 \n"
     "--master_addr=172.17.226.3 \n"
     "--master_port 29500 \n"
     "--nproc_per_node=8 swift/cli/sft.py \n"
     "--model /workspace/model_weights/gemma-4-E4B-it \n"
     "--tuner_type full \n"
     "--dataset /workspace/dataset/v7_ms_swift.json \n"
     "--torch_dtype bfloat16 \n"
     "--num_train_epochs 10 \n"
     "--per_device_train_batch_size 1 \n"
     "--per_device_eval_batch_size 2 \n"
     "--learning_rate 5e-4 \n"
     "--gradient_accumulation_steps 4 \n"
     "--save_strategy epoch \n"
     "--logging_steps 1 \n"
     "--max_length 9216\n"
     "--output_dir /workspace/checkpoints/daily_sft/exp.422_debug/ \n"
     "--warmup_ratio 0.05\n"
     "--dataloader_num_workers 64\n"
     "--deepspeed zero3_offload \n"
     "--weight_decay 0.01 \n"
     "--report_to wandb \n"
     "--save_only_model \n"
     "--freeze_llm false \n"
     "--freeze_vit true \n"
     "--freeze_aligner true \n"
     "--vit_gradient_checkpointing false \n"
     "--add_non_thinking_prefix false`\n"
     "\n"
     "vllm infer Error:\n"
     "`ValueError: Following weights were not initialized from checkpoint: {'language_model",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Gemma-4-E4B's last num_kv_shared_layers decoder layers reuse the K/V of an earlier layer, and transformers only "
     "creates k_proj / v_proj / k_norm on the non-shared layers, so any checkpoint written by save_pretrained after "
     "fine-tuning (here ms-swift's full SFT) omits those tensors; Google's original release happens to ship them "
     "redundantly. vLLM 0.20.0's Gemma 4 class created those modules on every layer and its loader refused the "
     "fine-tuned folder with 'Following weights were not initialized from checkpoint: {...language_model...layers.N."
     "self_attn.k_norm.weight, ...}'. A checkpoint / model-class mismatch, not memory or parallelism.",
     "not in the stored ms-swift thread (closed, labelled question; the answer is not stored). The diagnosis and fix "
     "come from vLLM's merged PR #54917 ('[Bugfix][Gemma] Conditionally create KV projections/norms on KV-shared "
     "layers', Josephasafg, 2026-09-02, superseding #41504): 'Any checkpoint that goes through save_pretrained (HF "
     "Trainer, TRL, verl, ...) therefore omits those tensors ... so this only surfaces after fine-tuning'; fix: a vLLM "
     "release with that PR. (Before it, copying the k_proj / v_proj / k_norm tensors of the shared layers from the "
     "original google/gemma-4-E4B-it checkpoint into the fine-tuned folder is the collector's reading of the PR, not a "
     "reported fix.)",
     release="0.20.0", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as the stored text shows them (the checklist lines dropped); the "
          "stored text ends inside the error line, after \"{'language_model\" -- the set of missing names is not "
          "stored. The serving command is not shown (only 'vllm infer'). Same family as vllm-44788 (cited there).")

# ---------------------------------------- vllm #44788: google/gemma-4-E2B-it-qat-q4_0-unquantized -> Following weights were not initialized (k_norm of layers 15-34)
case("vllm-44788-gemma4-e2b-qat-unquantized-kv-shared-k-norm-not-initialized",
     "https://github.com/vllm-project/vllm/issues/44788",
     "[Bug] ValueError: Following weights were not initialized from checkpoint (Gemma 4 models with KV sharing)\n"
     "\n"
     "```\n"
     "... seed=0, served_model_name=google/gemma-4-E2B-it-qat-q4_0-unquantized, enable_prefix_caching=True, "
     "enable_chunked_prefill=True, pooler_config=None, ...\n"
     "(EngineCore pid=29429) ValueError: Following weights were not initialized from checkpoint: "
     "{'language_model.model.layers.18.self_attn.k_norm.weight', 'language_model.model.layers.19.self_attn.k_norm."
     "weight', 'language_model.model.layers.25.self_attn.k_norm.weight', 'language_model.model.layers.31.self_attn."
     "k_norm.weight', 'language_model.model.layers.20.self_attn.k_norm.weight', 'language_model.model.layers.16."
     "self_attn.k_norm.weight', 'language_model.model.layers.21.self_attn.k_norm.weight', 'language_model.model."
     "layers.22.self_attn.k_norm.weight', 'language_model.model.layers.17.self_attn.k_norm.weight', 'language_model."
     "model.layers.33.self_attn.k_norm.weight', 'language_model.model.layers.24.self_attn.k_norm.weight', "
     "'language_model.model.layers.27.self_attn.k_norm.weight', 'language_model.model.layers.28.self_attn.k_norm."
     "weight', 'language_model.model.layers.29.self_attn.k_norm.weight', 'language_model.model.layers.15.self_attn."
     "k_norm.weight', 'language_model.model.layers.34.self_attn.k_norm.weight', 'language_model.model.layers.23."
     "self_attn.k_norm.weight', 'language_model.model.layers.32.self_attn.k_norm.weight', 'language_model.model."
     "layers.26.self_attn.k_norm.weight', 'language_model.model.layers.30.self_attn.k_norm.weight'}\n"
     "```",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "gemma-4-E2B has 35 layers of which the last 20 (15-34) are KV-shared: they reuse an earlier layer's K/V and "
     "own no k_proj / v_proj / k_norm. Google's QAT 'unquantized' export (like any save_pretrained output) carries K/V "
     "tensors only for the non-shared layers 0-14, while vLLM's Gemma 4 class created k_norm (and the K/V "
     "projections) on every layer, so its loader found nothing for layers 15-34's k_norm.weight. A checkpoint / "
     "model-class mismatch in vLLM's Gemma 4 code, not memory or parallelism.",
     "not in the stored issue thread (open in the stored copy; the reporter's 'Proposed Fix' is left out). Fixed by "
     "vLLM PR #54917 (merged 2026-09-02: create K/V projections and k_norm only on non-KV-shared layers and skip the "
     "redundant shared-layer K/V names that Google's original releases carry); earlier attempts #40117 / #43812 were "
     "closed and #41385 broke base checkpoints. Fix: a vLLM release with PR #54917.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the stored tail of the reporter's log: one fragment of the engine-config line "
          "(elided with '...' on both sides; the stored chunk holds only part of that line) and the error line whole. "
          "The layer numbers (15-34 KV-shared of 35) are from the mlx-vlm PR #1301 / tpu-inference PR #3299 tables for "
          "this checkpoint. Not a user fine-tune (a vendor export written by save_pretrained); see judgement call 1.")

# ---------------------------------------- verl #1757: Megatron-trained Qwen3 converted with model_merger -> There is no module or parameter named 'decoder' in Qwen3ForCausalLM
case("verl-1757-megatron-trained-qwen3-model-merger-no-module-decoder",
     "https://github.com/verl-project/verl/issues/1757",
     "vllm cannot load model after megatron training\n"
     "\n"
     "After megatron training and convert to hf model, i want to infer using vllm, which meet problem when loading.\n"
     "File \"/python3.11/site-packages/vllm/model_executor/models/utils.py\", line 250, in _load_module\n"
     "   raise ValueError(msg)\n"
     "ValueError: There is no module or parameter named 'decoder' in Qwen3ForCausalLM\n"
     "After model_merger.py process, the name of parameters changed.",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A Qwen3 policy trained with verl's Megatron backend was converted to a Hugging Face folder with verl's "
     "model_merger.py, but the saved tensors kept Megatron-core names ('decoder.layers....' instead of "
     "'model.layers....'), so vLLM's AutoWeightsLoader found no 'decoder' submodule in Qwen3ForCausalLM. The converted "
     "checkpoint's tensor names do not match the HF layout vLLM's class expects; not memory or parallelism.",
     "no fix reached in the stored thread (open, 'help wanted'); the reporter's own diagnosis: 'After model_merger.py "
     "process, the name of parameters changed.' The way out is a conversion that maps Megatron names to HF names "
     "(verl's model_merger with the megatron backend of a release that converts the names), then serve the HF folder.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the whole issue description as stored (title line added). The vLLM release is not given (utils.py "
          "line 250 '_load_module' / AutoWeightsLoader, so 0.6.3 or later). No answer is stored.")

# ---------------------------------------- OpenRLHF #871: ZeRO-3 DPO of DeepSeek-R1-Distill-Qwen-32B -> narrow start (0) + length (512) exceeds dimension size (0)
case("openrlhf-871-zero3-dpo-qwen32b-empty-tensor-narrow-exceeds-dimension-size-0",
     "https://github.com/OpenRLHF/OpenRLHF/issues/871",
     "RuntimeError: start (0) + length (512) exceeds dimension size (0).\n"
     "\n"
     "您好，\n"
     "\n"
     "我在使用kto/dpo微调qwen2.5-32b时出现了以下问题：在使用不同大小的数据集（13776和41128，数据的用途和结构都一致，只是规模大小不同）时（除此之外，"
     "机器和命令保持一致），却导致最后形成的checkpoint无法被vllm加载。即使用较大的数据集时，使用训练的checkpoint，vllm会报以下错误：\n"
     "\n"
     "```\n"
     "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/linear.py:956, in QKVParallelLinear."
     "weight_loader(self, param, loaded_weight, loaded_shard_id)\n"
     "    953     # bitsandbytes loads the weights of the specific portion\n"
     "    954     # no need to narrow here\n"
     "    955     if not use_bitsandbytes_4bit:\n"
     "--> 956         loaded_weight = loaded_weight.narrow(output_dim, start_idx,\n"
     "    957                                              shard_size)\n"
     "    959 # Special case for for AQLM codebooks.\n"
     "    960 elif is_metadata:\n"
     "    961     # metadata indicates fixed size concatenated along dim 0\n"
     "\n"
     "RuntimeError: start (0) + length (512) exceeds dimension size (0).\n"
     "```\n"
     "\n"
     "训练使用的指令如下：\n"
     "```\n"
     "deepspeed --module openrlhf.cli.train_dpo \\\n"
     "   --save_path ../checkpoint/qwen32-dpo-01-312 \\\n"
     "   --save_steps -1 \\\n"
     "   --logging_steps 1 \\\n"
     "   --eval_steps -1 \\\n"
     "   --train_batch_size 128 \\\n"
     "   --micro_train_batch_size 1 \\\n"
     "   --pretrain ../models/DeepSeek-R1-Distill-Qwen-32B \\\n"
     "   --bf16 \\\n"
     "   --max_epochs 1 \\\n"
     "   --max_len 4096 \\\n"
     "   --zero_stage 3 \\\n"
     "   --learning_rate 5e-7 \\\n"
     "   --beta 0.1 \\\n"
     "   --dataset ../36/01 \\\n"
     "   --apply_chat_template \\\n"
     "   --chosen_key chosen \\\n"
     "   --rejected_key rejected \\",
     "weight_loading_mismatch", {}, "checkpoint_file_corrupt",
     "The DPO checkpoint that OpenRLHF saved under DeepSpeed ZeRO-3 holds empty tensors for some of the model's "
     "weights (the k/v projection the QKV loader narrows to 512 rows has dimension 0 in the file), so vLLM's "
     "QKVParallelLinear.weight_loader cannot take its shard. The saved checkpoint is broken (ZeRO-3's gather returned "
     "empty parameters when the weights were written), not a model-class mismatch and not memory: the same command "
     "with the smaller dataset produced a loadable checkpoint.",
     "no fix reached in the stored thread (open, no answer stored). The twin OpenRLHF #839 ('size mismatch when loading "
     "checkpoint trained by zero-3 sft', Qwen models only) shows the same empty torch.Size([0]) tensors in ZeRO-3 saves "
     "and its reporter found deepspeed.zero.GatheredParameters returning an empty matrix; the way out is re-saving the "
     "weights with a working ZeRO-3 gather (or from the ZeRO shards with DeepSpeed's zero_to_fp32 consolidation) and "
     "checking the tensor shapes before serving.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as stored (Chinese: 'when fine-tuning qwen2.5-32b with kto/dpo, two "
          "datasets of 13776 and 41128 samples, same structure, same machine and command; the checkpoint from the "
          "larger one cannot be loaded by vLLM, which reports:' ... 'the training command is:'), cut where the stored "
          "chunk ends in the command. The vLLM release is not stated. See judgement call 3 on the cause label.")

# ---------------------------------------- vllm PR #12689: fine-tuned Phi-3-Small checkpoint -> KeyError: 'lm_head.weight' in phi3_small.load_weights
case("vllm-12689-finetuned-phi3-small-keyerror-lm-head-weight",
     "https://github.com/vllm-project/vllm/pull/12689",
     "[Model] [Bugfix] Fix loading of fine-tuned models based on Phi-3-Small\n"
     "\n"
     "We have a fine-tuned model based on Phi-3-Small and loading it fails due to this issue. \n"
     "\n"
     "The error we get:\n"
     "```\n"
     "...site-packages/vllm/model_executor/models/phi3_small.py\", line 477, in load_weights\n"
     "[rank0]:     param = params_dict[name]\n"
     "[rank0]: KeyError: 'lm_head.weight'\n"
     "Loading safetensors checkpoint shards:  75% Completed | 3/4 [00:01<00:00,  2.00it/s]\n"
     "```",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "The fine-tuned Phi-3-Small checkpoint (saved after training) carries an lm_head.weight tensor, but vLLM's "
     "Phi3SmallForCausalLM ties the output projection to the embeddings and has no lm_head parameter, so its "
     "load_weights looked the name up in params_dict and raised KeyError. The same pattern had been fixed before for "
     "commandr, gemma, gpt_bigcode and jais. A checkpoint / model-class mismatch, not memory.",
     "the PR itself, merged 2025-02-03 (reviewed by DarkLight1337 and mgoin): phi3_small.load_weights skips "
     "'lm_head.weight' (the author: 'This fix was verified by successfully loading the model'). Fix: a vLLM release "
     "containing PR #12689; before it, dropping lm_head.weight from the fine-tuned checkpoint's safetensors.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the PR's title and the author's description up to the pasted error (the sentences on the fix and "
          "the review left out). A fix PR, not a user's issue thread (judgement call 4). The second remedy in fix "
          "(dropping the tensor) is the collector's reading of the change, not a reported fix.")

BATCH.write()
