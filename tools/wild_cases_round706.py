"""Round-706 blind batch: TRL'S vLLM INTEGRATION AND OpenRLHF, SECOND CUT (huggingface/trl's own tracker: `trl
vllm-serve`, GRPOTrainer with use_vllm, vllm_mode colocate / server, vllm_gpu_memory_utilization,
vllm_tensor_parallel_size; OpenRLHF/OpenRLHF's vLLM engines), 2025-2026, vLLM's own error at start-up or at the first
generate, with the cause stated; collected by helper wild706 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round706-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR that names the same failure) only. Excerpts are the text as the search tool's issues corpus shows it;
the fix is left out of the excerpt.

Look-ups: 32 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). Every
source was checked against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' skip lists
(grep of the repository name and number in tools/wild_cases_round*.py) before it was spent on, and claimed at once.
1 case:
- trl #3654 (GRPO, use_vllm=True, a bitsandbytes 4-bit base + PEFT LoRA: vLLM's bare
  `assert param_data.shape == loaded_weight.shape` in layers/linear.py weight_loader when TRL pushes the trained
  model's weights into vLLM before generating; cause and fix read from the twin report trl #4973 and its fix PR
  trl #6922 'Dequantize the bitsandbytes base before the vLLM weight push').

How mined the slice is: MINED OUT for start-up errors. Of ~30 TRL / OpenRLHF threads the search returned, nearly all
are in USED_SOURCES.txt or an earlier round's skip list (rounds 53-685 have cut this tracker many times); the rest
store only the head of the traceback (the error line and the answer are past the stored chunk) or are hangs, Ray
host-memory kills and TRL's own checks, not vLLM messages. The search keeps drifting to vllm-project/vllm threads.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): trl #2688, #2798, #2826, #2927, #3115, #3128, #3142, #3157,
  #3304, PR #3310, #3394, #3450, #3523, #3632, #3788, #3859, #3885, #5301, #6679; OpenRLHF #184, #233, #336, #358,
  #679, #741, PR #702, PR #728, #922, #958, #976, #1013, #1050.
- Error line not in the stored chunk / no answer stored: trl #3161 (claimed; `trl vllm-serve --model
  google/gemma-3-12b-it --gpu_memory_utilization 0.7`, vLLM V1 EngineCore traceback stored only down to
  executor_base.py _init_executor; 3 look-ups spent, neither the error line nor the closing answer reached; most likely
  the V0 WeightSyncWorker-under-V1 family of #3157 / #3115 that TRL PR #3276 'Fix vLLM server to support V1 Engine'
  fixed, but that is not in the stored thread); trl #4973 (claimed; the twin of the case, 2026-02: the stored
  traceback stops at grpo_trainer.py _move_model_to_vllm, the AssertionError only in the reporter's prose; used as the
  source of the case's cause, not as a case of its own); OpenRLHF PR #811 (CUDA illegal memory access at the first
  generate after wake_up in the hybrid engine across nodes, mitigated by a 1-second sleep; the stored log stops before
  the error line and the PR is closed unmerged).
- Not a vLLM message / not start-up: trl #3467 (vllm-serve generation hangs), #3671 (colocate + PEFT hang), #5142
  (Ascend NPU sleep-mode DDR fault), #3633 / #3885 (TRL's own errors), #3466 (a merge warning), PR #3968 / #4107 /
  #4633 / #6119 / #6153 / #6355 / #6406 / #6569 (version-support PRs, no failing launch); OpenRLHF #911, #1065
  (Ray host-memory kills), #951 (hang after init), #520 (one-line question), #790 (flash_attn import on V100, not vLLM).
- Off-slice but usable for a later round: modelscope/ms-swift #3739 (GRPO colocate on vLLM 0.7.2+cu118 with
  NPROC_PER_NODE=8 and tensor_parallel_size=4: vLLM's 'RuntimeError: world_size (8) is not equal to
  tensor_model_parallel_size (4) x pipeline_model_parallel_size (1)'; maintainer: use swift main and vLLM 0.7.3);
  NVIDIA-NeMo/RL #259 (V100 + default bfloat16: vLLM's 'Bfloat16 is only supported on GPUs with compute capability of
  at least 8.0 ... Your Tesla V100-SXM2-32GB GPU has compute capability 7.0'; reporter's root cause and the dtype
  float16 workaround stated).

Judgement calls for the lead:
1. trl-3654's cause and fix are NOT in its own stored thread (closed; the stored description stops at 'I think th',
   no answer stored). They are read from trl #4973, the same failure two TRL releases later (GRPOTrainer + QLoRA 4-bit
   + use_vllm: an AssertionError in vLLM's weight_loader when _move_model_to_vllm pushes the merged model), and from its
   fix PR trl #6922 ('Fixes #4973'; open in the stored copy): the sync sent bitsandbytes Params4bit .data, packed and
   without its quant_state, so vLLM's shape check failed; the PR dequantizes before the push and builds the colocate
   engine dense. PR #6922 does not link #3654; drop the case if a linked answer is required.
2. The failure is at the first generation (TRL's weight sync into a running vLLM), not at the engine's start-up: in
   the slice's 'first generate' sense, and vLLM's own assert is the error line.
3. Kind: README's vllm_check_failed row reads a bare AssertionError under one of vLLM's assert lines; no other row
   names `assert param_data.shape == loaded_weight.shape`, so the kind is vllm_check_failed and the cause
   weight_loading_mismatch (the tensor handed to the loader is not the parameter's shape), as round 138's
   vllm-10590 fixture did. Six earlier fixtures of the same assert (bnb checkpoints loaded by vLLM) put
   weight_loading_mismatch as the kind too; the lead may prefer that.
4. forbidden names --quantization: asking vLLM for bitsandbytes is not the fix here (PR #6922 drops
   quantization="bitsandbytes" from the colocate engine); the memory, length and parallel levers are wrong too.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round706-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- trl #3654: GRPO + use_vllm + bnb 4-bit + LoRA -> vLLM weight_loader shape assert at weight sync
case("trl-3654-grpo-qlora-bnb4bit-lora-vllm-weight-sync-shape-assert",
     "https://github.com/huggingface/trl/issues/3654",
     "GRPO Trainer doesn't work with vllm and lora+bnb quantization\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "relevant libraries:\n"
     "```\n"
     "from transformers import BitsAndBytesConfig\n"
     "from peft import prepare_model_for_kbit_training\n"
     "from peft import LoraConfig, get_peft_model\n"
     "\n"
     "```\n"
     "GRPOConfig has ```... use_vllm=True, ...```\n"
     "\n"
     "model quantization:\n"
     "```\n"
     "model = AutoModelForCausalLM.from_pretrained(\n"
     "            model_name,\n"
     "            device_map=\"auto\", \n"
     "            quantization_config=BitsAndBytesConfig(load_in_4bit=True),\n"
     "            trust_remote_code=True,\n"
     "        )        \n"
     "       \n"
     "        model = prepare_model_for_kbit_training(model)\n"
     "        config = LoraConfig(...)\n"
     "        model = get_peft_model(model, config)\n"
     "\n"
     "```\n"
     "output error:\n"
     "\n"
     "```\n"
     "Traceback (most recent call last):\n"
     ".....\n"
     ".../../lib/python3.10/site-packages/vllm/model_executor/layers/linear.py\", line 1131, in weight_loader                     \n"
     "      assert param_data.shape == loaded_weight.shape                                                                                                         \n"
     "      AssertionError                           \n"
     "    ...\n"
     "```\n"
     "\n"
     "### System Info\n"
     "\n"
     "I'm trying to run GRPO Trainer (with vllm) on a 4bit loaded model (using bnb) with lora to allow training. However, I keep running into this error. The error goes away if I set ```GRPOConfig(... use_vllm=False, ...)``` but that seriously impacts running time. \n"
     "\n"
     "I think th",
     "vllm_check_failed", {}, "weight_loading_mismatch",
     "GRPOTrainer with use_vllm=True on a model loaded in 4-bit with bitsandbytes (BitsAndBytesConfig(load_in_4bit="
     "True), prepare_model_for_kbit_training, PEFT LoRA). Before generating, TRL syncs the policy into vLLM "
     "(_move_model_to_vllm: merge_adapter, then each parameter's data pushed to the engine); for a bitsandbytes base "
     "those are Params4bit tensors, packed and without their quant_state, so the tensor handed to vLLM's linear "
     "weight_loader does not have the shape of vLLM's dense parameter and vLLM's `assert param_data.shape == "
     "loaded_weight.shape` fails. A trainer-side weight-sync bug with 4-bit bases, not a checkpoint or memory problem; "
     "the reporter: the error goes away with use_vllm=False. Read from the twin report huggingface/trl#4973 (same "
     "AssertionError in vLLM's weight_loader under _move_model_to_vllm with QLoRA) and its fix PR huggingface/trl#6922.",
     "TRL PR #6922 'Dequantize the bitsandbytes base before the vLLM weight push' (Fixes #4973; open in the stored "
     "copy): dequantize bitsandbytes Params4bit weights (_dense_param_data) before every vLLM weight push, build the "
     "colocate engine with dense weights (drop quantization=\"bitsandbytes\"), and fail fast on unsupported setups. "
     "Until then the reporter's own workaround: GRPOConfig(use_vllm=False), which the reporter says is far slower.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--quantization"}],
     note="Excerpt: the issue's title and description as the stored chunk shows it, which stops mid-sentence at 'I "
          "think th' (the rest of the description, its System Info versions, and any answer are not stored); the "
          "traceback is the reporter's own abridged one ('.....', '...'). Cause and fix from trl #4973 and PR #6922, "
          "not from this thread (judgement call 1). TRL / vLLM versions not in the stored text (June 2025: TRL "
          "0.19-era).")

BATCH.write()
