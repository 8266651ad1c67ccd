"""Round-373 blind batch: vLLM hardware-plugin trackers (vllm-ascend, vllm-gaudi / HabanaAI vllm-fork, vllm-spyre,
tpu-inference, vllm-metal, vllm-neuron / aws-neuron, intel/llm-scaler): start-up failures (memory refusals, HCCL / HPU
graph errors, platform refusals, plugin / vLLM version mismatch); collected by helper wild373 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round373-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 40 of the 50 allowed (all ``search`` corpus=issues; no find_string / read_file / fetch). 3 cases. The slice
(vLLM hardware-plugin trackers) has been mined hard by earlier rounds: most threads that show an error line and a fix
are already in USED_SOURCES.txt, and the issues corpus usually returns only turn 0, so fixes were rarely reachable. None
of the three cases carries an author-confirmed fix (said so in fix_that_worked).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt or named in earlier rounds): vllm-ascend #1987, #19, #1617, #9099, #89,
  #672; HabanaAI/vllm-fork #776, #666; vllm-metal #16; vllm-neuron #8; intel/llm-scaler #578, #424, #616;
  AI-Hypercomputer/tpu-recipes #151; vllm #16521, #12443, #10932, #6269, #11070; torch-spyre/sendnn-inference PR #47,
  PR #244; ARahim3/kaggle-tpu-lab #6; TheTom/vllm-swift #10; tpu-inference #765 (named skip); vllm-gaudi #1734 and
  vllm-fork #484 (named skips).
- Error line not in the stored text (title only, or the chunk stops in the traceback / env dump): vllm-ascend #9305 and
  #10020 ('No module named vllm.v1.attention.backends.mla.prefill' with vllm-ascend 0.20.2rc1), #9672 (main-branch
  vllm-ascend vs vLLM 0.19.1 / 0.21.0), #7058, #3291 ('Ascend config is not initialized'), #3843, #3813, #3551, #5135;
  HabanaAI/vllm-fork #1194 (Llama 405B FP8 on Gaudi 3, HPU graph build), #462 (FusedSDPA.forward() argument count);
  vllm-gaudi #891 (GPT-OSS on Gaudi 3, chunk stops in the runtime flags); torch-spyre/sendnn-inference #38 (plugin
  won't boot with vLLM 0.8.1, chunk stops in uvloop); vllm-metal #79 (vllm serve import chain, final line cut);
  vllm-neuron #7; tpu-inference #999, #2333 (CI link only).
- Error text but no fix reachable and no cause certain from the log: intel/llm-scaler #305 (false XPU OOM with 2x B580
  on image 1.4, regression vs 1.3, open), #348 and #432 (UR_RESULT_ERROR_OUT_OF_RESOURCES on B60), vllm-ascend #2712
  (hcclCommInitRootInfoConfig error code 1 with --pipeline-parallel-size 3 on 310P, closed, no reply stored),
  vllm-ascend #3196 (error code 11), #486 and #3162 (HCCL during GRPO weight sync, not start-up).
- Same incident posted several times: flagos-ai/vllm-plugin-FL #199-#202 (same reporter and crash as #195, taken once);
  vllm-ascend #3325 (same failure as #4206, another user; not taken).
- Not a start-up failure: torch-spyre/sendnn-inference PR #185 (request longer than the warmup shapes, at serve time).

Judgement calls for the lead:
1. flagos-ai/vllm-plugin-FL is not one of the named trackers but is an out-of-tree platform plugin hitting the slice's
   'plugin / vLLM version mismatch' theme; kind and cause dependency_version_mismatch.
2. vllm-ascend #3403: the printed failure is vLLM's 'Failed to load plugin ascend ... no attribute register' followed by
   'No platform detected, vLLM is running on UnspecifiedPlatform'. kind no_gpu_visible (what earlier rounds gave the
   UnspecifiedPlatform line); cause vllm_extension_missing (a broken / shadowed install of a vLLM component) rather
   than no_gpu_visible, because the plugin import, not the NPUs, is what failed. No new label made; if the lead wants
   one, 'platform_plugin_load_failed' would fit.
3. vllm-ascend #4206: kind and cause model_inspection_failed; the maintainer's answer is only 'try v0.13.0rc1',
   recorded as unconfirmed.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round373-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- flagos-ai/vllm-plugin-FL #195: plugin imports vllm.v1.attention, absent in vLLM 0.13.0
case("vllm-plugin-fl-195-hygon-plugin-imports-vllm-v1-attention-missing-in-vllm-0130",
     "https://github.com/flagos-ai/vllm-plugin-FL/issues/195",
     "Plugin activates successfully (`Platform plugin fl is activated`) but immediately crashes during module import:\n"
     "\n"
     "```\n"
     "ModuleNotFoundError: No module named 'vllm.v1.attention'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The out-of-tree platform plugin vllm-plugin-FL (installed from a git clone of its main branch) imports "
     "vllm.v1.attention.backends.registry.AttentionBackendEnum in vllm_fl/platform.py, a module path that the installed "
     "vLLM 0.13.0 does not have: the plugin was written against a newer vLLM than the one installed, so every vllm "
     "command dies at import, before any model is loaded. A plugin / vLLM version mismatch, not a memory or launch-flag "
     "problem.",
     "not in the stored text (the issue is open; the reporter filed the same crash as #199-#202 for other models). The "
     "reporter states it is an API-compatibility problem between vllm_fl/platform.py and vLLM 0.13.0; from that: "
     "install the vLLM release the plugin's branch targets (one that has vllm.v1.attention), or check out the plugin "
     "release that matches vLLM 0.13.0",
     release="0.13.0", gpu="Hygon BW200 (DCU)", gpus=None, command="vllm serve <model>",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue body's 'Actual Behavior' paragraph and its code block, as the stored turn 0 shows them (the "
          "'Error Logs' block was cut off in the stored chunk). The reporter filed the same incident five times "
          "(#195 hygon, #199-#202 MetaX); only #195 is taken. The tracker is not one of the slice's named ones but the "
          "slice's 'plugin / vLLM version mismatch' theme; the command is the reporter's placeholder.")

# ---------------------------------------- vllm-ascend #3403: plugin entry point vllm_ascend:register missing -> no platform detected
case("vllm-ascend-3403-plugin-register-attribute-missing-no-platform-detected-0102rc1",
     "https://github.com/vllm-project/vllm-ascend/issues/3403",
     "INFO 10-13 03:39:35 [__init__.py:30] Available plugins for group vllm.platform_plugins:\n"
     "INFO 10-13 03:39:35 [__init__.py:32] name=ascend, value=vllm_ascend:register\n"
     "INFO 10-13 03:39:35 [__init__.py:34] all available plugins for group vllm.platform_plugins will be loaded.\n"
     "INFO 10-13 03:39:35 [__init__.py:36] set environment variable VLLM_PLUGINS to control which plugins to load.\n"
     "ERROR 10-13 03:39:35 [__init__.py:46] Failed to load plugin ascend\n"
     "ERROR 10-13 03:39:35 [__init__.py:46] Traceback (most recent call last):\n"
     "ERROR 10-13 03:39:35 [__init__.py:46]   File \"/usr/local/python3.10.17/lib/python3.10/site-packages/vllm/plugins/__init__.py\", line 42, in load_plugins_by_group\n"
     "ERROR 10-13 03:39:35 [__init__.py:46]     func = plugin.load()\n"
     "ERROR 10-13 03:39:35 [__init__.py:46]   File \"/usr/local/python3.10.17/lib/python3.10/importlib/metadata/__init__.py\", line 173, in load\n"
     "ERROR 10-13 03:39:35 [__init__.py:46]     return functools.reduce(getattr, attrs, module)\n"
     "ERROR 10-13 03:39:35 [__init__.py:46] AttributeError: module 'vllm_ascend' has no attribute 'register'\n"
     "INFO 10-13 03:39:35 [__init__.py:243] No platform detected, vLLM is running on UnspecifiedPlatform",
     "no_gpu_visible", {}, "vllm_extension_missing",
     "The vllm-ascend 0.10.2rc1 install is broken (the issue is titled 'Fatal Error installing vllm_ascend 0.10.2rc1'): "
     "the vllm.platform_plugins entry point 'ascend -> vllm_ascend:register' is registered, but the 'vllm_ascend' that "
     "Python imports has no 'register' attribute (a partial / failed build, or a same-named directory shadowing the "
     "installed package), so the Ascend platform plugin never loads and vLLM falls back to UnspecifiedPlatform. The NPUs "
     "are not the problem and no memory or parallelism flag changes it.",
     "not in the stored text (closed; only turn 0 was reachable in 2 look-ups). From the log: reinstall vllm-ascend "
     "0.10.2rc1 so that the build completes (matching vLLM 0.10.2, CANN and torch-npu as its install guide lists), and "
     "run from a directory where no 'vllm_ascend' source folder shadows the installed package; then 'Platform plugin "
     "ascend is activated' should appear",
     release="0.10.2 (vllm-ascend 0.10.2rc1)", gpu="Ascend NPU", gpus=None, command="python collect_env.py",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the stored turn 0 log from the plugin listing to the 'No platform detected' line, copied as shown; "
          "what follows (collect_env.py's own traceback, cut in the stored chunk) is dropped. The failure was hit running "
          "collect_env.py, which loads the platform plugins exactly as 'vllm serve' does. gpus unknown.")

# ---------------------------------------- vllm-ascend #4206: v0.11.0rc0 image, Qwen3-Next -> architecture failed to be inspected
case("vllm-ascend-4206-v0110rc0-image-qwen3-next-failed-to-be-inspected",
     "https://github.com/vllm-project/vllm-ascend/issues/4206",
     "(APIServer pid=1)   File \"/vllm-workspace/vllm/vllm/engine/arg_utils.py\", line 994, in create_model_config\n"
     "(APIServer pid=1)     return ModelConfig(\n"
     "(APIServer pid=1)            ^^^^^^^^^^^^\n"
     "(APIServer pid=1)   File \"/usr/local/python3.11.13/lib/python3.11/site-packages/pydantic/_internal/_dataclasses.py\", line 123, in __init__\n"
     "(APIServer pid=1)     s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s)\n"
     "(APIServer pid=1) pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "(APIServer pid=1)   Value error, Model architectures ['Qwen3NextForCausalLM'] failed to be inspected. Please check the logs for more details. [type=value_error, input_value=ArgsKwargs((), {'model': ...rocessor_plugin': None}), input_type=ArgsKwargs]",
     "model_inspection_failed", {}, "model_inspection_failed",
     "With the quay.io vllm-ascend:v0.11.0rc0 image, vLLM's model-registry inspection of Qwen3NextForCausalLM fails "
     "(the subprocess that imports the model class raises; its own traceback is above the pasted lines and not shown), so "
     "ModelConfig validation rejects the model before anything is loaded. Qwen3-Next on Ascend needs the Triton-Ascend / "
     "BiSheng stack and later vllm-ascend builds (the maintainers' Qwen3-Next FAQ, #3854); the early v0.11.0rc0 image "
     "does not inspect it. Not a memory or parallelism problem.",
     "not confirmed: a maintainer (wxsIcey, 2026-01-06) asked the reporter to try v0.13.0rc1; a commenter pointed to #4135; "
     "the reporter never confirmed, and a later triager asked whether it still happens. From the thread: move to a newer "
     "vllm-ascend image (v0.13.0rc1 or later) with the Triton-Ascend toolchain that Qwen3-Next needs, and read the "
     "inspection subprocess's own error above these lines",
     release="vllm-ascend v0.11.0rc0 image", gpu="Ascend NPU", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the whole 'error log' the issue body shows (the tail of the APIServer traceback), copied as stored. "
          "The launch command is not in the stored text; vllm-ascend #3325 (another user, same v0.11.0rc0 image, 'Error "
          "in inspecting model architecture Qwen3NextForCausalLM' with -tp 4) is the same failure and was not taken.")

if __name__ == "__main__":
    BATCH.write()
