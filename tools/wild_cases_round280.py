"""Round-280 blind batch: start-up failures of multimodal models (Qwen2.5-VL, Qwen3-VL, InternVL, Llama-4, Gemma-3,
Pixtral, MiniCPM-V, audio/Whisper), embedding/reranker/pooling models and LoRA adapters, on any GitHub tracker
(vLLM's, the model vendors', the apps that serve them), found with the ``search`` tool's issues corpus; collected by
helper wild280 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round280-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

(Look-ups, sources given up and judgement calls: filled in at the end of the session.)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round280-blind")
case = BATCH.case

# ------------------------------------------- lm-evaluation-harness: a rank-256 LoRA adapter, vLLM's default rank 16
case("lm-eval-2988-vllm-lora-rank-256-over-max-16",
     "https://github.com/EleutherAI/lm-evaluation-harness/issues/2988",
     "my command  : \n"
     "```bash \n"
     "lm_eval --model vllm \\\n"
     "    --model_args pretrained=\"${model_dir}\",enable_lora=true,lora_local_path=\"${lora_model_dir}\","
     "gpu_memory_utilization=0.75,enforce_eager=true,trust_remote_code=true,max_length=4096\\\n"
     "    --tasks lm_eval/tasks/hellaswag\\\n"
     "    --batch_size 1\\\n"
     "    --output_path \"$output_dir\" \\\n"
     "    --log_samples \\\n"
     "```\n"
     "\n"
     "error : \n"
     "```\n"
     "/lib/python3.12/site-packages/vllm/lora/peft_helper.py\", line 115, in validate_legal\n"
     "    raise ValueError(f\"{' '.join(error_msg)}\")\n"
     "ValueError: LoRA rank 256 is greater than max_lora_rank 16.\n"
     "```\n"
     "\n"
     "The model was fine-tuned with lora rank 256.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "lm-evaluation-harness driving vllm.LLM with enable_lora=true and a local adapter trained with LoRA rank 256: "
     "the model_args did not set max_lora_rank, so vLLM kept its default of 16 and PEFTHelper.validate_legal refused "
     "the adapter when it was loaded for the run.",
     "the reporter: 'added `max_lora_rank=256` in model_args' (which got past this check, then hit an AssertionError "
     "in the Triton LoRA shrink kernel); finally 'I solved this issue by merging base model and lora' (serving the "
     "merged weights without LoRA)",
     release="not stated (May 2025; V1 engine, vllm/lora/peft_helper.py, lora/ops/triton_ops)",
     gpu=None, gpus=None,
     command="lm_eval --model vllm --model_args pretrained=\"${model_dir}\",enable_lora=true,"
             "lora_local_path=\"${lora_model_dir}\",gpu_memory_utilization=0.75,enforce_eager=true,"
             "trust_remote_code=true,max_length=4096 --tasks lm_eval/tasks/hellaswag --batch_size 1 "
             "--output_path \"$output_dir\" --log_samples",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--max-lora-rank", "at_most": 128},
                {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue body as stored, cut before nothing (it is the whole description); the reporter's "
          "follow-ups (max_lora_rank=256, then the Triton AssertionError, then merging) are left out. Not a server "
          "start but an evaluation run through vllm.LLM; the failure is at the adapter's first load, where the run's "
          "start-up ends (as round 137 judged llamafactory-9512). Kind and cause vllm_check_failed, as the earlier "
          "'LoRA rank N is greater than max_lora_rank 16' fixtures (vllm-2847, gpustack-5438, ms-swift-4221). "
          "max-lora-rank below 256 is wrong for this adapter; forbidden as at_most 128 (any value under 256). The "
          "reporter's final fix (merging the adapter) sidesteps LoRA altogether; the thread does not resolve the "
          "later Triton assertion.")

if __name__ == "__main__":
    BATCH.write()
