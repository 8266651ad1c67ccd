"""Round-709 blind batch: LARGE-MOE VENDORS' OWN REPOS (deepseek-ai: DeepSeek-V3 / R1 / V3.2, DeepGEMM, FlashMLA,
DeepEP as vLLM uses them; moonshotai Kimi-K2 / Kimi-Linear; MiniMax-AI M1 / M2; stepfun-ai Step-3; inclusionAI Ling /
Ring; Xiaomi MiMo; Meituan LongCat), 2025-2026: vLLM's own error at start-up for these models, with the cause or fix
stated (round 662's takings skipped); collected by helper wild709 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round709-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt. Every
source was checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists before it was
taken, and claimed in CLAIMS.txt.

Look-ups: 34 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 4 cases:
vllm PR #22606 (DeepSeek-R1-0528 on 8x B200, DP 8 + EP + pplx, DeepGEMM's smxx_layout.hpp:136 'mn % 4 == 0 and
num_groups == 1' assertion in the profile run: the pinned DeepGEMM predates its fix), vllm PR #49183 (MiniMax-M2.7 TP 2
with an FP8 KV cache on GH200NVL2, vLLM 0.25.1: DeepGEMM's JIT FP8 GEMM faults with CUDA_ERROR_ILLEGAL_ADDRESS at
start-up), vllm-project/recipes #136 (DeepSeek-V3.2 recipe flag --tool-call-parser deepseek_v32 on a vLLM whose
registry lacks it), baidu/vLLM-Kunlun PR #339 (DeepSeek-V3.2 W8A8-INT8 on the vLLM 0.19 Kunlun path refused with
'This model does not support `--runner generate`' until the PR added the model's Kunlun support).

The SLICE IS MINED OUT on the vendors' own trackers: every vendor-repo thread with a vLLM error line that the search
returned (DeepSeek-V3 / R1 / V2 / OCR, DeepGEMM, Kimi-K2, Kimi-VL, MiniMax-M1 / M2 / M2.5 / 01, Step3, MiMo-VL,
LongCat-Flash-Chat) is in USED_SOURCES.txt or an earlier round's skip list, a screenshot, or an sglang / llama.cpp
report. All four cases are therefore vLLM-side threads (vLLM's tracker, the recipes repo, a hardware-vendor vLLM
plugin) about the slice's models or DeepSeek's kernels as vLLM uses them; none is on a vendor's own repository.

Sources given up (for the lead, not cases):
- Already used or skip-listed: vllm #31480, #31936, #28436, #47130, #51758, #39610, #31387, #29943, #30370, #30933,
  #41519, #28923, #49158 (round 358: logs only as attachments; its fix PR #49183 is taken here); vime PR #186;
  recipes PR #183; yhfgyyf/vllm-deepseek-v4-sm89 #90, #93; MoonshotAI/Kimi-K2 #19, #39, #51, #100, #122; Kimi-VL #15;
  MiniMax-M1 #21; MiniMax-M2 #14, #40, #49; MiniMax-M2.5 #30; LongCat-Flash-Chat #32; vllm #33053; DeepSeek-V2 #99;
  SystemPanic/vllm-windows #59.
- No fix or cause in the stored text: vllm-project/vllm-ascend #7076 (Kimi-K2.5 W4A16 'No compressed-tensors
  compatible scheme was found for quant_type=W4A16, layer_type=linear', open; #6481 'vLLM Ascend doesn't support W4A16
  for linear' is its twin, open), vllm-ascend #5680 / #5684 (DeepSeek-V3.2 W8A8 on A2, only the wrapper line and a
  CANN-downgrade exchange), baidu/vLLM-Kunlun #181 (DeepSeek-V3.2 FP8 on Kunlun: "'_OpNamespace' '_C' object has no
  attribute 'gptq_marlin_repack'", closed without a stored answer; #344's comment says the 0.15.1.dev0 plugin fails on
  every MLA model), 1CatAI/1Cat-vLLM #679 (MiMo-V2.6-Flash-RL on 8x V100: the SM70 MXFP4 MoE path's hardcoded top_k=6
  contract; the reporter's diagnosis only, the NotImplementedError text itself is not in the stored chunk, no answer),
  vllm #15590 (DeepSeek R1 with VLLM_ATTENTION_BACKEND=FLASHMLA on L40S; the chunk stops before the bug text),
  vllm #12756 / #13014 (DeepSeek-V3, cut tracebacks), vllm PR #23915 (DeepGEMM update on H20: the stored chunk stops
  in _initialize_kv_caches before the error line).
- Not vLLM / not start-up / not this slice: DeepGEMM #140, #153 (vLLM's unit tests, not a launch); MiniMax-M2.5 #21
  and sglang #18875, #13471 (sglang on A100); deepseek-ai/DeepSeek-V3 #685 (screenshots); MiniMax-M1 #29 (reasoning
  output); Kimi-K2 #89 (API streaming); vllm #53968 (Ling-3.0 gibberish, runs); inclusionAI/GroveMoE #2 (sglang);
  Step3-VL-10B #11 (used family, Step3-VL processor); vllm-ascend #10962, #15086, #15297 (Kimi on Ascend, request time
  or no log).

Judgement calls for the lead:
1. Off the vendors' own repos: the brief asked for vendor trackers, which are mined out; all four are vLLM-side
   threads on the slice's models / DeepSeek's DeepGEMM. Drop them if only vendor-repo threads count.
2. vllm-pr22606 and vllm-pr49183 are fix PRs, not users' issue threads: the excerpts are the PR authors' own launch
   reports (title, the sentences naming the launch, the pasted log), with the fix sentences left out. vllm-pr22606's
   excerpt joins two stored chunks of the same description (the warnings before the traceback, then the traceback's
   profile_run frames and the error line) with a '...' line. Kind/cause of vllm-pr22606 follow the earlier fixture of
   the same assertion (vllm-21542: quantization_kernel_bug for both); README's quantization_unsupported_gpu row names
   DeepGEMM's "Assertion error (.../deepgemm-src/...)" for unsupported GPUs, but a B200 is supported and a newer
   DeepGEMM fixed it, so the kernel-bug label is kept.
3. vllm-pr49183: DeepGEMM's "CUDA driver error (.../deepgemm-src/...): 700 (CUDA_ERROR_ILLEGAL_ADDRESS ...)" is labelled
   kind quantization_kernel_bug as the earlier fixture of DeepGEMM's "CUDA driver error (...handle.hpp:154): 719" was
   (github-jschmied-qwen38-flash-next-gb10-...); README's null row (kernel faults) may read it as kind None instead.
   The PR is open and its author had not run it on a GH200; the issue it fixes (#49158) says v0.24.0 ran the same
   launch and v0.25.1 / v0.26.0 fail (in the issue, not in this excerpt), so release_regression is a defensible
   second cause; quantization_kernel_bug is chosen because the PR names the DeepGEMM kernel and its workaround
   (DeepGEMM off on GH200).
4. recipes-136: the thread is closed but no answer is stored; the cause is the reporter's own title ('the vLLM
   version for DeepSeek-V3.2 does not seem to be released yet; a local build 404s') plus the message itself (the
   installed registry lists deepseek_v3 / deepseek_v31 but not deepseek_v32). Labelled vllm_check_failed for kind and
   cause like the twin github-kimi-k2-19 (kimi_k2 parser missing in 0.9.2).
5. vllm-kunlun-pr339: kind vllm_check_failed (vLLM's ModelConfig refusal as pydantic prints it); cause
   architecture_unsupported (the Kunlun plugin at baseline 864d569 had no working DeepSeek-V3.2 W8A8-INT8 path: the PR
   adds the model's support and the server then starts). The PR does not say why the refusal took the '--runner
   generate' wording; a lead who reads it as the plugin's registration of the architecture may prefer
   model_inspection_failed.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round709-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}]

# ---------------------------------------- vllm PR #22606: DeepSeek-R1-0528, 8x B200, DP 8 + EP + pplx, DeepGEMM smxx_layout assertion in profile_run
case("vllm-pr22606-dsr1-0528-8xb200-dp8-ep-pplx-deepgemm-smxx-layout-mn-mod-4-assert",
     "https://github.com/vllm-project/vllm/pull/22606",
     "[Bugfix] Bump DeepGEMM Version to Fix SMXX Layout Issues\n"
     "\n"
     "For reference, I am encountering the issue when serving DeepSeek-R1-0528 on 8xB200 with DeepGEMM, expert "
     "parallelism (DP=8, TP=1) and pplx All2All backend.\n"
     "\n"
     "## Test Plan\n"
     "Launch vLLM before and after the updated DeepGEMM version.\n"
     "\n"
     "## Test Result\n"
     "Before:\n"
     "```\n"
     "^[[1;36m(EngineCore_1 pid=303)^[[0;0m WARNING 08-10 16:16:08 [pplx_prepare_finalize.py:110] The PPLX backend "
     "does not support expert mapping. The provided `expert_map` will be ignored.\n"
     "^[[1;36m(EngineCore_6 pid=308)^[[0;0m WARNING 08-10 16:16:09 [pplx_prepare_finalize.py:110] The PPLX backend "
     "does not support expert mapping. The provided `expert_map` will be ignored.\n"
     "...\n"
     "^[[1;36m(EngineCore_2 pid=304)^[[0;0m ERROR 08-10 16:16:12 [core.py:683]   File \"/usr/local/lib/python3.12/"
     "dist-packages/torch/utils/_contextlib.py\", line 116, in decorate_context\n"
     "^[[1;36m(EngineCore_2 pid=304)^[[0;0m ERROR 08-10 16:16:12 [core.py:683]     return func(*args, **kwargs)\n"
     "^[[1;36m(EngineCore_2 pid=304)^[[0;0m ERROR 08-10 16:16:12 [core.py:683]            ^^^^^^^^^^^^^^^^^^^^^\n"
     "^[[1;36m(EngineCore_2 pid=304)^[[0;0m ERROR 08-10 16:16:12 [core.py:683]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/v1/worker/gpu_worker.py\", line 244, in determine_available_memory\n"
     "^[[1;36m(EngineCore_2 pid=304)^[[0;0m ERROR 08-10 16:16:12 [core.py:683]     self.model_runner.profile_run()\n"
     "^[[1;36m(EngineCore_2 pid=304)^[[0;0m ERROR 08-10 16:16:12 [core.py:683]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/v1/worker/gpu_model_runner.py\", line 2470, in profile_run\n"
     "^[[1;36m(EngineCore_2 pid=304)^[[0;0m ERROR 08-10 16:16:12 [core.py:683]     = self._dummy_run(self.max_num_"
     "tokens, is_profile=True)\n"
     "^[[1;36m(EngineCore_2 pid=304)^[[0;0m ERROR 08-10 16:16:12 [core.py:683]       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
     "^^^^^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "^[[1;36m(EngineCore_2 pid=304)^[[0;0m ERROR 08-10 16:16:12 [core.py:683] RuntimeError: Failed: Assertion error "
     "csrc/jit_kernels/impls/smxx_layout.hpp:136 'mn % 4 == 0 and num_groups == 1'\n"
     "```",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "DeepSeek-R1-0528 (block-FP8) served on 8x B200 with DeepGEMM, expert parallelism (DP=8, TP=1) and the pplx "
     "all-to-all backend: during the start-up profile run (determine_available_memory -> profile_run -> _dummy_run) "
     "DeepGEMM's scale-factor layout helper asserted 'mn % 4 == 0 and num_groups == 1' (smxx_layout.hpp:136). The "
     "DeepGEMM revision pinned in vLLM's Dockerfile predated DeepGEMM's own fix of that assertion (deepseek-ai/DeepGEMM "
     "PR #141 'Fix smxx layout assertion', for mn % 4 != 0 cases): a kernel-library bug on a supported GPU, not memory, "
     "parallelism or the checkpoint.",
     "the PR itself (frankwang28, merged): 'There is a newer version of DeepGEMM which fixes some bugs, notably around "
     "smxx layout assertions. The current version of DeepGEMM in the Dockerfile does not have these fixes and we "
     "should bump the git reference accordingly'; its 'After' log starts the same launch. I.e. a DeepGEMM build with "
     "the smxx-layout fix (a vLLM image / install_deepgemm pin after this PR); keeping DeepGEMM off "
     "(VLLM_USE_DEEP_GEMM=0) avoids the path, as in the earlier twin vllm #21542.",
     release=None, gpu="NVIDIA B200", gpus=8, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the PR title, the sentence naming the launch (the checklist and the Purpose's fix sentences left "
          "out), the Test Plan, and the 'Before' log as two stored chunks of the same description show it, joined by "
          "'...' lines (the middle of the traceback is not stored); the terminal's '^[[1;36m' colour codes kept as "
          "stored. The vLLM release is not named (the Dockerfile build of main, August 2025). Judgement call 2.")

# ---------------------------------------- vllm PR #49183: MiniMax-M2.7, TP 2, FP8 KV cache, GH200NVL2, vLLM 0.25.1 -> DeepGEMM JIT CUDA_ERROR_ILLEGAL_ADDRESS at start-up
case("vllm-pr49183-minimax-m27-tp2-gh200nvl2-v0251-deepgemm-fp8-gemm-illegal-address",
     "https://github.com/vllm-project/vllm/pull/49183",
     "[Bugfix] Disable DeepGEMM on GH200 to workaround illegal memory access\n"
     "\n"
     "## Purpose\n"
     "\n"
     "Running `MiniMaxAI/MiniMax-M2.7` with TP2 and FP8 KV cache on NVIDIA GH200NVL2\n"
     "(SM 9.0 integrated GPU / UMA) crashes during vLLM 0.25.1 startup:\n"
     "\n"
     "```\n"
     "RuntimeError: CUDA driver error (.../deepgemm-src/.../runtime_utils.hpp:144): 700\n"
     "(CUDA_ERROR_ILLEGAL_ADDRESS, an illegal memory access was encountered)\n"
     "```\n"
     "\n"
     "The stack trace ends in `vllm.utils.deep_gemm.fp8_gemm_nt` \u2192 `_fp8_gemm_nt_impl`,",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "MiniMax-M2.7 (block-FP8) with TP 2 and an FP8 KV cache on an NVIDIA GH200NVL2 (SM 9.0, unified memory): vLLM "
     "0.25.1 routes the model's FP8 linear layers to DeepGEMM, and DeepGEMM's JIT FP8 GEMM (fp8_gemm_nt) faults with "
     "CUDA_ERROR_ILLEGAL_ADDRESS during start-up. The PR author reads it as 'a compatibility issue in the third-party "
     "DeepGEMM library with GH200's UMA architecture, not a bug in vLLM model code'; the issue it fixes (#49158, "
     "tomschelsen) reports v0.24.0 starting the same launch and v0.25.1 / v0.26.0 failing. A kernel fault of the "
     "FP8 GEMM path on this GPU, not memory or parallelism.",
     "the PR (kingljl, open in the stored copy, not yet run on a GH200 by its author): disable DeepGEMM on GH200 so the "
     "FP8 GEMMs take vLLM's other block-FP8 kernels; for a user of 0.25.1 / 0.26.0 that is VLLM_USE_DEEP_GEMM=0 "
     "(the collector's reading of the PR's change as an environment setting), or staying on v0.24.0, which the "
     "issue #49158 says ran the launch.",
     release="0.25.1", gpu="NVIDIA GH200NVL2", gpus=2, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the PR title and its Purpose up to the stack-trace sentence (the 'PLEASE FILL IN' template line, "
          "the author's untested-note, 'Fix #49158.', the sentence interpreting the trace and the change itself left "
          "out). The exact serve command is not shown. gpus=2 from 'TP2' on a GH200NVL2 (two GH200 superchips). "
          "Judgement calls 2 and 3.")

# ---------------------------------------- vllm-project/recipes #136: DeepSeek-V3.2 recipe, --tool-call-parser deepseek_v32 on a vLLM without it
case("recipes-136-deepseek-v32-tool-call-parser-deepseek-v32-not-registered",
     "https://github.com/vllm-project/recipes/issues/136",
     "deepseekv3.2\u5bf9\u5e94\u7684vllm\u7248\u672c\u4f3c\u4e4e\u8fd8\u6ca1\u6709\u53d1\u5e03 "
     "\u672c\u5730\u6784\u5efa\u4e5f\u662f404\n"
     "\n"
     "KeyError: 'invalid tool call parser: deepseek_v32 (chose from { deepseek_v3,deepseek_v31,ernie45,glm45,granite,"
     "granite-20b-fc,hermes,hunyuan_a13b,internlm,jamba,kimi_k2,llama3_json,llama4_json,llama4_pythonic,longcat,"
     "minimax,minimax_m2,mistral,olmo3,openai,phi4_mini_json,pythonic,qwen3_coder,qwen3_xml,seed_oss,step3,xlam })'\n"
     "\n"
     "      Using precompiled wheel commit dd97e047e03f5218bddf05fa71f0592df0b8e30e with variant cu129\n"
     "      Trying to fetch nightly build metadata from https://wheels.vllm.ai/dd97e047e03f5218bddf05fa71f0592df0b8e30e/"
     "cu129/vllm/metadata.json\n"
     "      Trying the default variant from remote\n"
     "      Trying to fetch nightly build metadata from https://wheels.vllm.ai/dd97e047e03f5218bddf05fa71f0592df0b8e30e/"
     "vllm/metadata.json\n"
     "      Traceback (most recent call last):\n"
     "        File \"/data/miniconda3/envs/vllm/lib/python3.12/site-packages/pip/_vendor/pyproject_hooks/_in_process/"
     "_in_process.py\", line 389, in <module>\n"
     "          main()\n"
     "        File \"/data/miniconda3/envs/vllm/lib/python3.12/site-packages/pip/_vendor/pyproject_hooks/_in_process/"
     "_in_process.py\", line 373, in main\n"
     "          json_out[\"return_val\"] = hook(**hook_input[\"kwargs\"])\n"
     "                                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "        File \"/data/miniconda3/envs/vllm/lib/python3.12/site-packages/pip/_vendor/pyproject_hooks/_in_process/"
     "_in_process.py\", line 157, in get",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Following the DeepSeek-V3.2 recipe (December 2025), the launch passed --tool-call-parser deepseek_v32 to an "
     "installed vLLM whose tool-parser registry has deepseek_v3 and deepseek_v31 but not deepseek_v32, so the server "
     "refused the flag at start-up ('invalid tool call parser: deepseek_v32'). The reporter's own diagnosis (the title: "
     "'the vLLM version for DeepSeek-V3.2 does not seem to be released yet; building locally also gives 404'): the "
     "release carrying the DeepSeek-V3.2 parser was not out, and the attempt to build main with a precompiled wheel "
     "(VLLM_USE_PRECOMPILED from commit dd97e04) failed to fetch that commit's nightly wheel metadata. A release / "
     "flag mismatch, not memory, GPUs or the checkpoint.",
     "not in the stored thread (closed; only the description is stored). From the message and the reporter's title: "
     "a vLLM build whose registry has the deepseek_v32 tool parser (the release or nightly the DeepSeek-V3.2 recipe "
     "targets; for a source build, a commit whose precompiled wheel exists), or a tool-call parser the installed "
     "release lists.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and description as stored (the stored chunk ends inside pip's build traceback, "
          "after 'line 157, in get'). The installed vLLM version and the full serve command are not shown. "
          "Judgement call 4.")

# ---------------------------------------- baidu/vLLM-Kunlun PR #339: DeepSeek-V3.2-W8A8-INT8-Dynamic on the vLLM 0.19 Kunlun path -> 'This model does not support `--runner generate`'
case("vllm-kunlun-pr339-deepseek-v32-w8a8-int8-runner-generate-unsupported-v019",
     "https://github.com/baidu/vLLM-Kunlun/pull/339",
     "[Feature] Add DeepSeek V3.2 W8A8 INT8 model support\n"
     "\n"
     "<details><summary>Before</summary>\n"
     "\n"
     "Baseline commit: `864d569`\n"
     "\n"
     "Service startup failed before the adaptation:\n"
     "\n"
     "```text\n"
     "(APIServer pid=165706)   Value error, This model does not support `--runner generate`. [type=value_error, "
     "input_value=ArgsKwargs((), {'model': ...nderer_num_workers': 1}), input_type=ArgsKwargs]\n"
     "```\n"
     "\n"
     "Client verification:\n"
     "\n"
     "```text\n"
     "mode=before\n"
     "code=864d569\n"
     "service_log=/workspace/deepseek_v32_before_864d569.log\n"
     "curl /v1/models:\n"
     "curl: (7) Failed to connect to 127.0.0.1 port 8566: Connection refused\n"
     "\n"
     "curl /v1/chat/completions:\n"
     "curl: (7) Failed to connect to 127.0.0.1 port 8566: Connection refused\n"
     "```\n"
     "\n"
     "</details>",
     "vllm_check_failed", {}, "architecture_unsupported",
     "Serving DeepSeek-V3.2-W8A8-INT8-Dynamic on Kunlun XPUs through the vLLM-Kunlun plugin on its vLLM 0.19 upgrade "
     "branch (baseline commit 864d569): the plugin had no working path for this model (its dense FlashMLA, MLA "
     "prefill/decode and compressed-tensors W8A8 dynamic-INT8 pieces were not adapted), and vLLM's model config "
     "refused it at start-up with 'This model does not support `--runner generate`'. The platform build lacked support "
     "for the model, not a memory or launch-flag problem.",
     "the PR itself (Lidang-Jiang, open in the stored copy): it adds compatibility / fallback paths for dense FlashMLA, "
     "MLA prefill/decode and compressed-tensors W8A8 dynamic INT8 matmul / quantization on the Kunlun path; its 'After' "
     "log loads the weights and serves. I.e. a vLLM-Kunlun build with this DeepSeek-V3.2 W8A8-INT8 support.",
     release="0.19 (vLLM-Kunlun v0.19 upgrade branch, baseline commit 864d569)", gpu=None,
     gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR title and its collapsed 'Before' section as stored (the Summary bullets, which describe the "
          "change, and the 'After' section left out). The serve command, the XPU model and their number are not in "
          "the stored text (gpu left None). Judgement calls 1 and 5.")

BATCH.write()
