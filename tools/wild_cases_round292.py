"""Round-292 blind batch: launch failures of the big MoE models at start-up (memory or not): DeepSeek V3/R1/V3.1/V3.2/
V4, Kimi K2, GLM-4.5/4.6/5, MiniMax M1/M2, Qwen3-235B/480B/Next, gpt-oss-120b, Llama-4 Maverick, Mixtral; expert
parallel, DeepEP, MLA backends, FP8 block scales; any tracker (issues corpus); collected by helper wild292 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round292-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round292-blind")
case = BATCH.case

# ---------------------------------------------- vllm #11539 comment: DeepSeek-V3 on 2 x 8 H100, TP 8 + PP -> PP list lacks V3
case("vllm-11539-deepseek-v3-2x8-h100-tp8-pp-not-in-pp-architecture-list",
     "https://github.com/vllm-project/vllm/issues/11539",
     "Deepseek v3 doesn't appear to support pipeline parallelism. I get this error when attempting to deploy to 2 8x H100 "
     "nodes:\n"
     "\n"
     "```\n"
     "NotImplementedError: Pipeline parallelism is only supported for the following  architectures: ['AquilaForCausalLM', "
     "'AquilaModel', 'DeepseekV2ForCausalLM', 'GPT2LMHeadModel', 'InternLM2ForCausalLM', 'InternLMForCausalLM', "
     "'InternVLChatModel', 'JAISLMHeadModel', 'LlamaForCausalLM', 'LLaMAForCausalLM', 'MistralForCausalLM', "
     "'MixtralForCausalLM', 'NemotronForCausalLM', 'Phi3ForCausalLM', 'Qwen2ForCausalLM', 'Qwen2MoeForCausalLM', "
     "'QWenLMHeadModel', 'Qwen2VLForConditionalGeneration'].\n"
     "```",
     "pp_unsupported", {}, "pp_unsupported",
     "A user deploying DeepSeek-V3 across two nodes of 8 x H100 (16 GPUs) with --tensor-parallel-size 8 and "
     "--pipeline-parallel-size (2, one stage per node) on the vLLM of late December 2024 (the week DeepSeek-V3 support "
     "landed): that release implemented pipeline parallelism only for the architectures the message lists, which has "
     "DeepseekV2ForCausalLM but not DeepseekV3ForCausalLM, so the engine refused the PP split before loading anything. "
     "Not a memory or GPU problem.",
     "not stated in the part of the thread that could be read (the comment is one of many in the 'Deepseek V3 "
     "Enhancements' tracking issue, opened by simon-mo to track follow-ups such as this). The failure is the missing PP "
     "implementation for DeepseekV3ForCausalLM in that release; a release with DeepSeek-V3 PP support, or a pure TP "
     "layout across the 16 GPUs, is what gets past this check",
     release="not stated (2024-12-31; the vLLM of that week, 0.6.6-era, the first with DeepSeek-V3)",
     gpu="NVIDIA H100 (2 nodes x 8)", gpus=16,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 16}, {"flag": "--quantization"}],
     note="Excerpt: the comment of mphilippnv (2024-12-31) in the tracking issue, up to the error block; the sentence "
          "after it ('I'm using `--tensor-parallel-size 8 --pipeline-parallel-size' ...) is cut in the stored window, "
          "so command None (the PP size is not visible; 2 is inferred from the two nodes). The double space in "
          "'following  architectures' is as the source shows it. Sibling of the round-13 case vllm-6471 (same message "
          "family, another model). The fix is not in the window read; the fix field says what the error itself implies, "
          "not a quote.")

# --------------------------------------------- vllm #52761: DeepSeek-V4-Flash-0731 on 3 GPUs with PP 3 -> PP not supported
case("vllm-52761-dsv4-flash-0731-3-gpus-pp3-pipeline-parallelism-not-supported-v0271",
     "https://github.com/vllm-project/vllm/issues/52761",
     "[Bug]: deepseek-v4-flash-0731: Pipeline parallelism is not supported for this model.\n"
     "\n"
     "vLLM Version                 : 0.27.1\n"
     "...\n"
     "'model': '/app/data/deepseek-v4-flash-0731/model', 'served_model_name': ['deepseek-v4-flash-0731'], "
     "'reasoning_parser': 'deepseek_v4', 'pipeline_parallel_size': 3, 'block_size': 256, 'gpu_memory_utilization': "
     "0.875, 'kv_cache_dtype': 'fp8', 'moe_backend': 'deep_gemm_mega_moe', 'speculative_config': {'method': 'dspark', "
     "'num_speculative_tokens': 7, 'draft_sample_method': 'greedy'}",
     "pp_unsupported", {}, "pp_unsupported",
     "vLLM 0.27.1 serving DeepSeek-V4-Flash-0731 on a three-GPU box (GPU0-GPU2, PCIe host-bridge topology) with "
     "--pipeline-parallel-size 3 (fp8 KV cache, block size 256, the deep_gemm_mega_moe MoE backend, DSpark speculative "
     "decoding): the DeepSeek-V4 model class in that release does not implement pipeline parallelism, so the engine "
     "refused the layout at start-up. Not a memory shortfall.",
     "not stated in the stored window (the issue is open; no maintainer answer was visible). The model needs a layout "
     "without pipeline parallelism (TP/EP) or a release that adds PP for DeepSeek-V4",
     release="0.27.1",
     gpu="not named in the stored window (three GPUs, PHB topology)", gpus=3,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 3}, {"flag": "--pipeline-parallel-size", "at_least": 2},
                {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue title (the error sentence as the reporter copied it), the 'vLLM Version' line of the "
          "collect_env block, and a slice of the APIServer 'non-default args' dict as stored; '...' marks dropped "
          "lines. The full traceback is not in the stored window. gpus=3 from the GPU topology table (GPU0-GPU2). "
          "Fix not stated in what could be read.")
if __name__ == "__main__":
    BATCH.write()
