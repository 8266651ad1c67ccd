"""Round-574 blind batch: vLLM start-up failures on NON-NVIDIA platforms and their plug-ins (ROCm / AITER / hipBLASLt,
Intel XPU / Gaudi, TPU / tpu-inference, the CPU back-end, Ascend NPU / vllm-ascend / vllm-omni on NPU, Apple Metal,
others), on their own trackers and vLLM's; collected by helper wild574 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round574-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 40 allowed, all ``search`` corpus=issues. 2 cases: vllm #24763 (CPU back-end, W8A8 model on an
x86 CPU without AVX-512: '_C' has no create_onednn_scaled_mm_handler) and vllm-ascend #2795 (Atlas 300I Duo / 310P3 on
the v0.10.1rc1-310p image: 'Unsupported soc_version: AscendSocVersion.UNDEFINED'). Every source was checked with
grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on. The
slice is close to mined out: nearly every ROCm / XPU / TPU / Gaudi / Metal / Ascend thread the searches returned was
already used or named in an earlier round's skip list, and most of the new ones stop in collect_env or the traceback
head before the error line, or carry no answer.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier skip lists, not re-opened: vllm #34573, #36615, #32895, #11173,
  #20743, #28362, #41663, #14747, #24817, #32410, #28770, #621, #4542, #23934, #16407, #9419, #16521, #10556, #15800,
  #41103, #11863, #18362, #16243, #11260, #12179; nlzy/vllm-gfx906 #30; intel/ipex-llm #11789, #12081, #12873;
  vllm-ascend #2725, #5599, #6676, #1440, #6242, #13399, #8068, #4663; Ksuriuri/index-tts-vllm #161; DeepSeek-R1 #318;
  kyuz0/amd-r9700-vllm-toolboxes #15; ROCm/aiter #1367, #2864 (= vllm #39485); lumi-ai-factory/laifs-container-recipes
  #8; HabanaAI/vllm-fork #776, #484; opea-project/Enterprise-RAG #84; TheTom/vllm-swift #10; vllm-metal #16, #58;
  marin-community/marin #6230; tpu-inference #765, #1104, #1262, #2453; vllm-gaudi #86, #891.
- Error line not in the stored chunk, or no answer stored: vllm #8460 (x86 CPUs from 0.6.1; only the oneDNN-from-source
  comment stored), #25155 (CPU docker on an M2 Pro, '_C::onednn_mm' not available for the CPU backend; no answer
  seen), #24291 and #27524 (CPU oneDNN, env only), #10155 (TPU v5p-16 multi-host with Ray; fix 'use v2-alpha-tpuv5
  instead of tpu-ubuntu2204-base' stored, the error line is not), #12058 (TPU TP on Ray, traceback head only), #6375
  (gfx908 on 0.5.1, traceback head only), #35789 (CPU OMP autobind, env only); vllm-ascend #4744 (get_soc_version in
  the openEuler image, cut), #302 (GEInitialize failed in docker, no answer seen), #6796 ('Can not support
  soc_version: 104' on 910B, open, no fix; #10206 says bypassing the guard fails further), #2748, #3542, #3373, #378;
  vllm-omni #1584 and #1849 (Qwen3-TTS on NPU, v0.16.0: 'Invalid backend for piecewise compilation:
  vllm_ascend.compilation.compiler_interface.AscendCompiler'; no fix in the stored text; PR #1564 is for #1508, not
  these), #1200, #2898, #424, #2157; ROCm/aiter #2870 (VLLM_ROCM_USE_AITER=1 DeepSeek-R1 with the 0.1.12.post1 wheel:
  the stored chunk stops at 'Impor', the error line itself is cut; the libstdc++ diagnosis on aiter #2864 probably
  applies), #2752 (the same wheel's GLIBCXX_3.4.31 message in the title, but no vLLM launch shown).
- Not a vLLM start-up failure: vllm #55613 (CPU AWQ on AVX2 fails at the first forward; an issue written as a bug
  report with its root cause, no user log), vllm #14701 (performance), #43240 (performance), intel/ipex-llm #11941
  (screenshot), vllm-ascend #4284 (MinerU, not vLLM).

Judgement calls for the lead:
1. vllm-24763: kind quantization_unsupported_gpu, per the README row "'_C' object has no attribute 'X' under vLLM's
   CPU backend (the CPU build has no such kernel)" (vllm-12267, CPU fp8 gptq_marlin_repack, has the same kind); cause
   cpu_instruction_set_unsupported (used twice before, for SIGILL) because the thread pins the missing op on the
   CPU's ISA (no AVX-512), not on the quantization method as such; the lead may prefer quantization_unsupported_gpu
   for the cause too, as vllm-12267 did. The error text is in the issue title (the description's stored chunk stops in
   collect_env); the maintainer-side diagnosis comes from PR #9344's review (oneDNN W8A8 built only for AVX-512) and
   PR #41318 (AVX2 W8A8 support, merged 2026-04-30); the thread itself stores only the reporter's 'I do not have
   AVX512' reply, left out of the excerpt.
2. vllm-ascend-2795: kind None (a vllm-ascend check, not one of vLLM's raise sites), cause release_regression: the
   maintainer's doc PR vllm-ascend #3455 says 310I Duo has been broken since PR #2614 and pins v0.10.0rc1 for it; the
   reporter ran v0.10.1rc1-310p. Mixed thread: a later commenter (2025-12-24) says v0.10.0rc1-310p still errors running
   MiniCPM; the fix is stated as the maintainers' pinned release, not as confirmed by the reporter. The error text is in
   the title; the stored chunk shows the traceback down to determine_available_memory and is cut after it.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round574-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #24763: CPU back-end, W8A8 model, x86 CPU without AVX-512 -> '_C' has no create_onednn_scaled_mm_handler
case("vllm-24763-cpu-backend-w8a8-no-avx512-c-no-attribute-create-onednn-scaled-mm-handler",
     "https://github.com/vllm-project/vllm/issues/24763",
     "[Bug]: CPU backend W8A8: AttributeError: '_OpNamespace' '_C' object has no attribute "
     "'create_onednn_scaled_mm_handler'\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of <code>python collect_env.py</code></summary>\n"
     "\n"
     "```text\n"
     "Collecting environment information...\n"
     "==============================\n"
     "        System Info\n"
     "==============================\n"
     "OS                           : Ubuntu 24.04.3 LTS (x86_64)\n"
     "GCC version                  : (Ubuntu 13.3.0-6ubuntu2~24.04) 13.3.0\n"
     "Clang version                : 18.1.3 (1ubuntu1)\n"
     "CMake version                : version 4.1.0\n"
     "Libc version                 : glibc-2.39\n"
     "\n"
     "==============================\n"
     "       PyTorch Info\n"
     "==============================\n"
     "PyTorch version              : 2.6.0+cpu\n"
     "Is debug build               : False\n"
     "CUDA used to build PyTorch   : Could not collect\n"
     "ROCM used to build PyTorch   : N/A\n"
     "\n"
     "==============================\n"
     "      Python Environment\n"
     "==============================\n"
     "Python version               : 3.12.3 (main, Aug 14 2025, 17:47:21) [GCC 13.3.0] (64-bit runtime)\n"
     "Python platform              : Linux-6.14.0-29-generic-x86_64-with-glibc2.39\n"
     "\n"
     "==============================\n"
     "       CUDA / GPU Info\n"
     "==============================\n"
     "Is CUDA available            : False\n"
     "CUDA runtime version         : Could not collect\n"
     "CUDA_MODULE_LOADING set to   : N/A\n"
     "GPU models and configuration : GPU 0: NVIDIA GeForce GTX 1080",
     "quantization_unsupported_gpu", {}, "cpu_instruction_set_unsupported",
     "vLLM's CPU back-end (torch 2.6.0+cpu) loading a compressed-tensors W8A8 (int8) model on an x86 CPU without "
     "AVX-512. The CPU back-end's W8A8 GEMM goes through oneDNN ops (create_onednn_scaled_mm_handler, onednn_scaled_mm) "
     "that the build compiles and registers only for AVX-512 hosts; the AVX2 library (_C_AVX2) had none of them, so the "
     "W8A8 linear layer's setup looked up a missing op on torch.ops._C. The CPU's instruction set, not memory or the "
     "model.",
     "the reporter confirmed the host has no AVX-512 ('I do not have AVX512. Can this requirement be added to "
     "documentation?'). From vLLM's own PRs: #9344's author (bigPYJ1151) 'this dnnl is only used for the W8A8 GEMM, and "
     "related functions (quant, dequant, ...) are implemented with avx512 only for now. So it will not be built when "
     "avx512 is disabled'; #41318 ('[Feat] dnnl build for AVX2 W8A8 Int8', merged 2026-04-30) links _C_AVX2 against "
     "oneDNN and adds the AVX2 quantization ops. Ways out: an unquantized (bf16) checkpoint on this CPU, an AVX-512 "
     "host, or a vLLM release that contains PR #41318",
     release=None, gpu="CPU back-end (x86_64 host without AVX-512; the box also has an NVIDIA GeForce GTX 1080, unused)",
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it, cut at the GPU line of "
          "collect_env (the stored chunk ends there; the reproduction and the traceback are not reachable). The "
          "reporter's later 'I do not have AVX512' reply is left out (it answers the diagnosis). The vLLM version is "
          "not in the stored text (September 2025, torch 2.6.0+cpu). Judgement calls: kind from the README's CPU-backend "
          "'_C' row; cause cpu_instruction_set_unsupported rather than quantization_unsupported_gpu.")

# ---------------------------------------- vllm-ascend #2795: Atlas 300I Duo (310P3) on v0.10.1rc1-310p -> Unsupported soc_version: AscendSocVersion.UNDEFINED
case("vllm-ascend-2795-300i-duo-310p3-v0101rc1-310p-unsupported-soc-version-undefined",
     "https://github.com/vllm-project/vllm-ascend/issues/2795",
     "[Bug]: Can't using 300I duo on v0.10.1rc1-310p due to ValueError: Unsupported soc_version: "
     "AscendSocVersion.UNDEFINED\n"
     "\n"
     "```\n"
     "(EngineCore_0 pid=318)   File \"/usr/local/python3.11.13/lib/python3.11/multiprocessing/process.py\", line 108, "
     "in run\n"
     "(EngineCore_0 pid=318)     self._target(*self._args, **self._kwargs)\n"
     "(EngineCore_0 pid=318)   File \"/vllm-workspace/vllm/vllm/v1/engine/core.py\", line 704, in run_engine_core\n"
     "(EngineCore_0 pid=318)     raise e\n"
     "(EngineCore_0 pid=318)   File \"/vllm-workspace/vllm/vllm/v1/engine/core.py\", line 691, in run_engine_core\n"
     "(EngineCore_0 pid=318)     engine_core = EngineCoreProc(*args, **kwargs)\n"
     "(EngineCore_0 pid=318)                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_0 pid=318)   File \"/vllm-workspace/vllm/vllm/v1/engine/core.py\", line 492, in __init__\n"
     "(EngineCore_0 pid=318)     super().__init__(vllm_config, executor_class, log_stats,\n"
     "(EngineCore_0 pid=318)   File \"/vllm-workspace/vllm/vllm/v1/engine/core.py\", line 89, in __init__\n"
     "(EngineCore_0 pid=318)     self._initialize_kv_caches(vllm_config)\n"
     "(EngineCore_0 pid=318)   File \"/vllm-workspace/vllm/vllm/v1/engine/core.py\", line 179, in "
     "_initialize_kv_caches\n"
     "(EngineCore_0 pid=318)     self.model_executor.determine_available_memory())\n"
     "(EngineCore_0 pid=318)     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     None, {}, "release_regression",
     "vllm-ascend v0.10.1rc1's 310P image on an Atlas 300I Duo (Ascend 310P3). The weights loaded; while the engine "
     "profiled memory to size the KV cache (determine_available_memory), vllm-ascend's soc-version lookup returned "
     "AscendSocVersion.UNDEFINED for the 310P3 and raised. The maintainers state that 310I Duo support had been broken "
     "since vllm-ascend PR #2614 (in v0.10.1rc1), i.e. a regression of the plug-in release, not memory, the model or "
     "the launch flags.",
     "no fix confirmed by the reporter (issue open). Maintainer leo-pony's merged doc PR vllm-ascend #3455 ('[Doc] pin "
     "version that can stable running 310I Duo to vllm-ascend v0.10.0rc1': 'Since PR #2614 310I Duo been broken ... "
     "this PR fixes the version in the 310I Duo guide') points to the v0.10.0rc1(-310p) release for 300I Duo; a "
     "'[Fixbug] Fix soc_version for 310p' PR (#2676) was opened and closed. A later commenter (2025-12-24) reports that "
     "v0.10.0rc1-310p still fails for MiniCPM",
     release="vllm-ascend v0.10.1rc1 (310p image)", gpu="Huawei Ascend 310P3 (Atlas 300I Duo)", gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the stored chunk of the reporter's traceback (turn 0, continued), which the "
          "stored text cuts after determine_available_memory; the ValueError line itself is reachable only in the "
          "title. Judgement calls: kind None (a vllm-ascend check, not a vLLM raise site); cause release_regression "
          "from the maintainers' doc PR #3455, not from a reply in this thread; mixed thread (a later commenter still "
          "fails on v0.10.0rc1-310p with MiniCPM).")

if __name__ == "__main__":
    BATCH.write()
