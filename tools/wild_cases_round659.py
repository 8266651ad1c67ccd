"""Round-659 blind batch: vLLM start-up / first-forward failures on checkpoints made by QUANTIZERS, reported on the
QUANTIZER'S OWN TRACKER (llm-compressor, GPTQModel, intel/auto-round, NVIDIA Model-Optimizer, AMD Quark, torchao,
HQQ, AQLM, bitsandbytes; QQQ / AutoGPTQ looked at as neighbours), 2024-2026; collected by helper wild659 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round659-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed, all ``search`` (32 corpus=issues, 1 corpus=docs); no read_file / find_string / fetch.
2 cases: intel/auto-round #1864 (MXFP4 Qwen3-32B through Intel's vLLM fork: FlashInfer mm_fp4 'cute-dsl' backend
refused on capability 120), vllm-project/llm-compressor #2805 (GPTQModifier writes actorder 'static' into W8A8 /
FP8 checkpoints; vLLM 0.22.1 refuses the config at VllmConfig). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists (the '#<n>' grep across tools/) before it was
spent on. The slice is MINED OUT: rounds 430, 547, 644 (and 90, 281, 330 before them) already took or skip-listed
nearly every quantizer-tracker thread the issues corpus returns; the search engine answers quantizer-flavoured
queries mostly with vLLM-tracker threads, and the two cases came from the newest llm-compressor / auto-round issues
(2026), which earlier rounds had not reached.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or on earlier rounds' skip lists (not re-spent): llm-compressor #1643, #1583, #1580,
  #1550, #1075, #2427, #2752, #1427, #1241, #1303, #973, #54, #1418, #1939, #2339, #996, #1489, #2163, #967;
  pytorch/ao #3234; NVIDIA/Model-Optimizer #228; intel/auto-round #769, #1499, #1377, #586, #2242; AutoGPTQ #739;
  dropbox/hqq #165; ModelCloud/GPTQModel #1501; vllm #52947, #45102, #15784, #19853 (vLLM tracker anyway).
- Error line only paraphrased: HandH1998/QQQ #39 and its cross-post ModelCloud/GPTQModel #1654 (same reporter,
  GPTQModel QQQ-format Qwen3-8B on vLLM 0.9.1: 'The initial deployment failed due to the missing ["wbits"]
  configuration field'; after renaming bits -> wbits it loaded but produced garbled text; no traceback in the stored
  description, no maintainer answer beyond 'garbled with vLLM only or also GPTQModel?'); llm-compressor #2843 (same
  family as the #2805 case: 'vLLM chokes on with ValueError: {'actorder': static}' typed in a comment, description not
  reachable in 2 look-ups; the reporter found that bumping compressed-tensors 0.17.0 -> 0.17.1 under vLLM lets it
  load - used as supporting evidence for the #2805 case, not a case).
- Not a vLLM start-up failure or not vLLM: intel/auto-round #982 (SGLang), Vahe1994/AQLM #113 / #78 (slow AQLM
  inference, quantization questions), dropbox/hqq #124 / #147 / #87 (group-size questions), z-lab/paroquant #44
  (withdrawn), NVIDIA/Model-Optimizer #142 / #161 / #471 / #766 (TensorRT-LLM or export-side errors), pytorch/ao #4000
  / #3550 (torchao API questions, HF accelerate), HF model discussions (ISTA-DASLab AQLM 70B: no error line; Molmo FP8:
  not a quantizer's tracker).
- Vendor forks of vLLM (not taken): 1CatAI/1Cat-vLLM #87 / #94 / #289 (sm_70 fork), nlzy/vllm-gfx906 #18.

Judgement calls for the lead:
1. autoround-1864: the vLLM in use is Intel's fork (yiliu30/vllm-fork, 'vLLM QDQ' for auto-round's MXFP4 export),
   not a stock release; the thread is an auto-round CI failure (label vllm-ext), closed by maintainer chensuyue with
   'Fixed.' The description names the cause as one commit in that fork ('Caused by commit ...0867497'), left out of
   the excerpt. kind quantization_unsupported_gpu (an FP4 GEMM backend refusing the GPU's capability 120; no earlier
   fixture carries this FlashInfer message), cause release_regression (a code change picked a backend the GPU lacks;
   the checkpoint and GPU were fine before it). numbers current_capability 120 as printed. The lead may prefer
   quantization_kernel_bug as the cause. Whether it failed in profiling or at the first forward is not in the text.
2. llmcompressor-2805: a pydantic ValidationError at VllmConfig raised by compressed-tensors' own validator ('Must use
   group or tensor_group quantization strategy in order to apply activation ordering') for a field the QUANTIZER wrote
   wrongly (actorder on a channel / tensor strategy). Labelled kind and cause vllm_check_failed (a config check refuses
   the checkpoint); round 644 labelled the neighbouring 'newer quantizer format than the vLLM release reads' refusals
   (#2234, PR #1709) dependency_version_mismatch, which does not fit here: the field combination is invalid, not
   newer. A new cause such as quantizer_wrote_invalid_config would describe it better. The fix is the llm-compressor
   side (PR #2806, 'drop non-GROUP actorder for non-grouped strategies', shown as closed in the stored text; merge
   not visible) or editing actorder out of config.json; llm-compressor #2843 reports that compressed-tensors 0.17.1
   under vLLM tolerates the field.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round659-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- intel/auto-round #1864: MXFP4 Qwen3-32B via Intel's vLLM fork -> FlashInfer mm_fp4 'cute-dsl' refused on capability 120
case("autoround-1864-qwen3-32b-mxfp4-vllm-fork-flashinfer-mm-fp4-cute-dsl-capability-120",
     "https://github.com/intel/auto-round/issues/1864",
     "[Bug]: mxfp4 failed with vllm inference\n"
     "\n"
     "### Problem Description\n"
     "\n"
     "(Worker_TP1 pid=3680660) ERROR 05-27 15:35:13 [multiproc_executor.py:962] flashinfer.utils.BackendSupportedError: "
     "mm_fp4 does not support backend 'cute-dsl' with capability 120\n"
     "\n"
     "### Reproduction Steps\n"
     "\n"
     "https://inteltf-jenk.sh.intel.com/job/Intel-GPU-key-model-test/642/artifact/evaluation_Qwen3-32B_mxfp4.log \n"
     "Inference mxfp4 model with vLLM QDQ. \n"
     "\n"
     "### Error Logs\n"
     "\n"
     "```shell\n"
     "RuntimeError: Worker failed with error 'mm_fp4 does not support backend 'cute-dsl' with capability 120', please "
     "check the stack trace above for the root cause\n"
     "```",
     "quantization_unsupported_gpu", {"current_capability": 120}, "release_regression",
     "auto-round's CI ran an AutoRound MXFP4 Qwen3-32B checkpoint through Intel's vLLM fork (yiliu30/vllm-fork, the "
     "'vLLM QDQ' path) on a compute-capability-12.0 (consumer / workstation Blackwell) GPU. A commit in that fork "
     "(0867497) made the FP4 linear path call FlashInfer's mm_fp4 with the 'cute-dsl' backend, which FlashInfer does "
     "not support on SM120, so the worker died when the FP4 GEMM ran. A code change in the serving stack choosing a "
     "backend the GPU lacks; not memory, not the checkpoint.",
     "maintainer chensuyue closed it on 2026-06-01 with 'Fixed.' (the fork stopped selecting the cute-dsl mm_fp4 "
     "backend on capability 120); the concrete patch is not in the stored text",
     release="Intel vllm-fork (yiliu30/vllm-fork) at commit 0867497, May 2026", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description as stored, minus the line 'Caused by commit: "
          "https://github.com/yiliu30/vllm-fork/commit/0867497...' (the diagnosis) and the 'Environment Information' "
          "section (only the same Jenkins log link). Worker_TP1 shows at least two tensor-parallel workers; the GPU "
          "model is not named, only its capability (120).")

# ---------------------------------------- llm-compressor #2805: GPTQModifier actorder 'static' in W8A8 / FP8 checkpoints -> VllmConfig ValidationError on vLLM 0.22.1
case("llmcompressor-2805-gptq-w8a8-fp8-actorder-static-vllm-0221-must-use-group-strategy-validation-error",
     "https://github.com/vllm-project/llm-compressor/issues/2805",
     "### ⚙️ Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of <code>python collect_env.py</code></summary>\n"
     "\n"
     "```text\n"
     "Operating System: `Linux-5.14.0-570.107.1.el9_6.x86_64-x86_64-with-glibc2.35`\n"
     "Python Version: `3.12.13 (main, Mar  4 2026, 09:23:07) [GCC 11.4.0]`\n"
     "llm-compressor Version: 0.11.0\n"
     "compressed-tensors Version: 0.16.0\n"
     "transformers Version: 4.57.6\n"
     "torch Version: 2.11.0+cu130\n"
     "CUDA Devices: ['NVIDIA H200']\n"
     "AMD Devices: None\n"
     "NPU Devices: None\n"
     "\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "</details>\n"
     "I ran into this while quantizing Llama-3.2-1B-Instruct and Qwen1.5-MoE-A2.7B across four GPTQ schemes (W4A16, "
     "W8A8, FP8, NVFP4). The W4A16 and NVFP4 models serve fine on vLLM 0.22.1, but W8A8 and FP8 fail at load time "
     "with:\n"
     "\n"
     "```\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for VllmConfig\n"
     "Value error, Must use group or tensor_group quantization strategy in order to apply\n"
     "activation ordering [type=value_error, ...]\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "llm-compressor 0.11.0's GPTQModifier defaults actorder to Sentinel('static') and wrote it into config.json for "
     "every scheme, including W8A8 (channel strategy) and FP8 (tensor strategy), where activation ordering has no "
     "groups to reorder. compressed-tensors' QuantizationArgs validator, run while vLLM 0.22.1 builds VllmConfig, "
     "rejects actorder on a non-group strategy, so the W8A8 / FP8 checkpoints are refused at start-up while the "
     "group-strategy W4A16 / NVFP4 ones load. A quantizer bug in the written config, not a GPU, memory or vLLM-flag "
     "problem.",
     "the llm-compressor fix PR #2806 ('fix(gptq): drop non-GROUP actorder for non-grouped strategies (#2805)', which "
     "resets actorder to None for channel / tensor / block strategies) and the issue was closed; the stored text "
     "shows the PR as closed without showing a merge. Equivalent by hand: quantize with actorder=None for W8A8 / FP8 "
     "or remove the actorder key from the checkpoint's config.json. A sister thread (llm-compressor #2843) reports "
     "that compressed-tensors 0.17.1 under vLLM accepts the field",
     release="0.22.1", gpu="NVIDIA H200", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="Excerpt: the issue description up to the error block, as stored, without the title ('GPTQModifier writes "
          "actorder: \"static\" for non-group strategies, breaking vLLM serving', which states the cause); the reporter's own diagnosis "
          "paragraph that follows ('The issue seems to be that GPTQModifier defaults actorder ...') is left out. The "
          "H200 is the environment the reporter quantized in; the serving GPU is not named separately. The error is "
          "printed wrapped over two lines as in the stored text.")

if __name__ == "__main__":
    BATCH.write()
