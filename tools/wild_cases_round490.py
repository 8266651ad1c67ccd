"""Round-490 blind batch: vLLM start-up failures reported on vllm-project's SATELLITE repositories (vllm-ascend's newer
issues, vllm-omni on Ascend; tried and given up: vllm-spyre / sendnn-inference, vllm-gaudi / HabanaAI vllm-fork,
vllm-neuron, speculators, vllm-metal, vllm-xpu-kernels, tpu-inference), 2026; collected by helper wild490 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round490-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 40 allowed, all ``search`` corpus=issues. 3 cases, all plugin-vs-vLLM incompatibilities that break
``vllm serve`` at start-up: vllm-ascend #7823 (releases/v0.18.0 patch_minimax_usage_accounting cannot find the source
block it rewrites in vLLM v0.18.0's OpenAIServingChat; fixed by merged PR #7835), vllm-ascend #11488 (GLM 5.2 0-day
image: vllm-ascend's GLM47 tool-parser patch references Glm47MoeModelToolParser._extract_tool_call_regions, gone after
vLLM PR #45915), vllm-omni #5350 (vllm-ascend v0.24.0 / v0.25.0 images no longer export AscendFusedMoE that vLLM-Omni's
HunyuanImage-3.0 code imports; fix PR #5167). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and the earlier rounds' skip lists before it was spent on. The slice is thin: the
satellite trackers are small, most of their stored chunks stop in the environment block, and the common messages on
them (aibrix, tpu-inference, vllm-metal, vllm-gaudi) were used by earlier rounds.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm-ascend #8621, #9372, #3403; AI-Hypercomputer/tpu-recipes #151; vllm #8318,
  #16521, #20305; HabanaAI/vllm-fork #776; TheTom/vllm-swift #10; vllm-metal #58; Tencent/AngelSlim #15;
  tpu-inference #2645.
- Named in earlier rounds' skip lists (not re-opened): vllm #26328; vllm-ascend #10363.
- Error line not in the stored chunk / no cause reachable: torch-spyre/sendnn-inference #38 (vllm-spyre won't boot with
  vLLM 0.8.1 + VLLM_USE_V1=1, chunk stops in the uvloop frames); speculators #149 (Qwen3-32B eagle3 speculator on vLLM
  0.11.0 TP 2, 'RuntimeError' never shown), #1065 (config mismatch, chunk stops in the config JSON); vllm #54526
  (Eagle3 trained with Speculators, chunk is the env block); HabanaAI/vllm-fork #344 ('RuntimeError: synStatus=26
  [Generic failure] Device acquire failed.' in the title, traceback in the Ray habana executor, no diagnosis in the
  stored text); opea-project/Enterprise-Inference #11 (Gaudi3 'device acquire failed', log only as an attachment);
  vllm-ascend #9672 (main-branch vllm-ascend with vLLM 0.19.1 / 0.21.0, traceback cut inside load_general_plugins),
  #9305 and #10020 (0.20.2 / 0.20.2rc1 "No module named 'vllm.v1.attention.backends.mla.prefill'"; #10020's script
  exports VLLM_VERSION=0.18.0 next to vllm 0.20.2, which may be the cause, but no answer is in the stored text),
  #14289 ("AttributeError: 'str' object has no attribute '__module__'" following the v0.24.0rc GLM5.2 PD guide that sets
  VLLM_VERSION=0.21.0 on vLLM 0.24.0; open, no answer), #13399 (310P3: v0.23.0rc1-310p image fails in aclInit with
  507899 Resource_Busy where v0.22.1rc1-310p works on the same host; open, only the reporter's A/B, root cause
  unknown), #7058 (v0.11.1 from source, ImportError from vllm.utils refactor; description only, no error line);
  tpu-inference #1104 (GLM-4.5-Air on v6e-8, 'Unsupported Architecture Error' paraphrased, the architecture line is
  beyond the chunk; later supported per tpu-inference PR #1900).
- Not a start-up failure of a real user / not vLLM's message: vllm-ascend #14628 and #14631 (feature requests that
  reproduce the free-memory and local_world_size messages on purpose), #9375, #9337 (docs requests); vllm-gaudi #1736
  (warm-up OOM with hybrid GDN models, used); vllm-omni #5208 (CI failure, AudioX 'str' object has no attribute
  '__module__'); vllm-ascend #8201 (request-time pydantic failure from the same usage-accounting patch, not start-up).
- Same incident as a case: vllm-omni #5371 (same AscendFusedMoE ImportError as #5350, closed), vllm-ascend PR #7835
  (the fix cited for #7823), vllm-ascend PR #12481 (shows the patch that reads _extract_tool_call_regions).

Judgement calls for the lead:
1. All three cases have the decisive error line verbatim only in the issue TITLE (the stored body chunk stops inside
   the traceback), as round 448 accepted for xinference #4141 / #5195. For vllm-ascend-7823 the title paraphrases the
   message ("patch_minimax_usage_accounting fails to locate expected block"); the exact RuntimeError text
   ("Failed to locate expected block while patching OpenAIServingChat usage accounting.") is quoted by the merged fix
   PR #7835, not by the issue, and is NOT in the excerpt.
2. vllm-ascend-7823: kind dependency_version_mismatch (a plugin whose source-text patch does not match the installed
   vLLM), cause release_regression: the user ran the matching pair (vLLM v0.18.0 + vllm-ascend releases/v0.18.0); the
   breakage came with the vllm-ascend backport PR #7700 and was fixed by PR #7835. The lead may prefer
   dependency_version_mismatch for the cause too.
3. vllm-ascend-11488: no fix in the stored text (closed as stale); the cause is the reporter's own diagnosis in the
   title (vLLM's merged PR 45915 removed what vllm-ascend's patch uses) plus the patch source shown in PR #12481.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round490-blind")
case = BATCH.case

_NONMEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm-ascend #7823: releases/v0.18.0 + vLLM v0.18.0 on 910C -> patch_minimax_usage_accounting fails to locate expected block
case("vllm-ascend-7823-910c-v0180-patch-minimax-usage-accounting-fails-to-locate-expected-block",
     "https://github.com/vllm-project/vllm-ascend/issues/7823",
     "[Bug]: vllm-ascend crashes on startup: patch_minimax_usage_accounting fails to locate expected block when used "
     "with vLLM v0.18.0 commit bcf2be9\n"
     "\n"
     "Python: 3.11.14\n"
     "vLLM: 0.1.dev1+g5e40263c3.empty (built from vllm-project/vllm branch v0.18.0 commit "
     "bcf2be96120005e9aea171927f85055a6a5c0cf6)\n"
     "vllm-ascend: 0.1.dev1+g90bb1b4b9 (built from vllm-project/vllm-ascend branch releases/v0.18.0 commit "
     "6fbd0049dfae4dde4693381108c3196552ff5126, contains PR/commit 53cc225 / #7700)\n"
     "torch-npu:2.9.0+cpu\n"
     "CANN:8.5.0\n"
     "Device: Ascend 910C ARM64\n"
     "\n"
     "启动服务时出现下面报错：\n"
     "INFO 2026-03-30 06:41:15.850 [__init__.py:44] Available plugins for group vllm.platform_plugins:\n"
     "INFO 2026-03-30 06:41:15.851 [__init__.py:46] - ascend -> vllm_ascend:register\n"
     "INFO 2026-03-30 06:41:15.851 [__init__.py:49] All plugins in this group will be loaded. Set `VLLM_PLUGINS` to "
     "control which plugins to load.\n"
     "INFO 2026-03-30 06:41:15.860 [__init__.py:239] Platform plugin ascend is activated\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/python3.11.14/bin/vllm\", line 6, in <module>\n"
     "    sys.exit(main())\n"
     "             ^^^^^^\n"
     "  File \"/usr/local/python3.11.14/lib/python3.11/site-packages/vllm/entrypoints/cli/main.py\", line 68, in main",
     "dependency_version_mismatch", {}, "release_regression",
     "vllm-ascend's releases/v0.18.0 branch (with the MiniMax reasoning-token usage-accounting backport, PR #7700) "
     "patched vLLM's OpenAIServingChat by rewriting its source text, matching exact code blocks. Against the vLLM "
     "v0.18.0 build the user ran (commit bcf2be9) the expected block was not found, so the plugin raised during early "
     "plugin initialisation ('RuntimeError: Failed to locate expected block while patching OpenAIServingChat usage "
     "accounting.', as the fix PR quotes it) and 'vllm serve' died before any model or NPU work. A plugin bug against "
     "vLLM source drift, not a memory or device problem.",
     "vllm-ascend PR #7835 (merged, 2026-03-30, QwertyJack): 'reimplement MiniMax usage accounting patch' as a runtime "
     "wrapper instead of source-text rewriting, which removes the crash; until then, use a vllm-ascend build without "
     "the #7700 patch or with #7835",
     release="vLLM 0.18.0 (commit bcf2be9) + vllm-ascend releases/v0.18.0 (6fbd004)", gpu="Ascend 910C", gpus=None,
     command=None, forbidden=_NONMEM,
     note="Excerpt: the issue title, the environment block and the start-up log as the stored description shows them, "
          "cut after the last whole traceback line (the chunk stops at 'cmd.subp'); the final RuntimeError line is "
          "beyond the stored chunk and is known from PR #7835's description. Labels on the issue: bug, minimax, "
          "multi-modality-generate, triaged. gpus unknown.")

# ---------------------------------------- vllm-ascend #11488: GLM 5.2 0-day image on A3 -> Glm47MoeModelToolParser has no attribute '_extract_tool_call_regions'
case("vllm-ascend-11488-a3-glm52-0day-image-glm47-tool-parser-no-attribute-extract-tool-call-regions",
     "https://github.com/vllm-project/vllm-ascend/issues/11488",
     "[Bug]: GLM 5.2 0day镜像，vllm合入修复pr 45915后存在vllm-ascend适配问题AttributeError: type object "
     "'Glm47MoeModelToolParser' has no attribute '_extract_tool_call_regions'.\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "A3 \n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/python3.12.13/bin/vllm\", line 6, in <module>\n"
     "    sys.exit(main())\n"
     "             ^^^^^^\n"
     "  File \"/vllm-workspace/vllm/vllm/entrypoints/cli/main.py\", line 85, in main\n"
     "    cmd.subparser_init(subparsers).set_defaults(dispatch_function=cmd.cmd)\n"
     "    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/vllm-workspace/vllm/vllm/entrypoints/cli/serve.py\", line 138, in subparser_init\n"
     "    serve_parser = make_arg_parser(serve_parser)\n"
     "                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/vllm-workspace/vllm/vllm/entrypoints/openai/cli_args.py\", line 371, in make_arg_parser\n"
     "    parser = AsyncEngineArgs.add_cli_args(parser)\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/vllm-workspace/vllm/vllm/engine/arg_utils.py\", line 2465, in add_cli_args\n"
     "    load_general_plugins()\n"
     "  File \"/vllm-workspace/vllm/vllm/plugins/__init__.py\", line 82, in load_general_plugins\n"
     "    func()\n"
     "  File \"/vllm-workspace/vllm-ascend/vllm_ascend/__init__.py\", line 45, in register_connector\n"
     "    _ensure_global_patch()\n"
     "  File \"/vllm-workspace/vllm-ascend/vllm_ascend/__init__.py\", line 34, in _ensure_global_patch",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "In the GLM 5.2 0-day image on an Atlas A3, vLLM had merged its PR #45915, which changed "
     "Glm47MoeModelToolParser so that the private method _extract_tool_call_regions no longer exists; vllm-ascend's "
     "global platform patch for the GLM47 tool-call parser (patch_glm47_tool_call_parser.py, which saves and wraps "
     "Glm47MoeModelToolParser._extract_tool_call_regions) still referenced it. The plugin's patch is loaded by "
     "load_general_plugins() while 'vllm serve' builds its argument parser, so the AttributeError kills the command "
     "before any engine starts: a vLLM / vllm-ascend version mismatch inside the image, not a device or memory problem.",
     "no fix reached in the stored text (the issue, labelled bug / glm5 / triaged, was closed as stale). From the "
     "title: use a vllm-ascend build adapted to vLLM after PR #45915 (or a vLLM build before it) so that the GLM47 "
     "tool-parser patch matches the installed vLLM",
     release="GLM 5.2 0-day image (vLLM with PR #45915 merged; versions not stated)", gpu="Ascend A3 (Atlas 800 A3)",
     gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--tool-call-parser"}],
     note="Excerpt: the issue title (which carries the AttributeError verbatim; Chinese: 'GLM 5.2 0-day image: after vLLM "
          "merged fix PR 45915 there is a vllm-ascend adaptation problem') and the description as stored, cut after the "
          "last whole traceback line (the chunk stops at 'adapt_'). The --tool-call-parser flag is forbidden because "
          "the crash comes from the plugin's patch at import, whatever parser is chosen. gpus unknown.")

# ---------------------------------------- vllm-omni #5350: HunyuanImage-3.0-Instruct on vllm-ascend v0.24.0-a3 / v0.25.0-a3 image -> cannot import name 'AscendFusedMoE'
case("vllm-omni-5350-hunyuanimage3-ascend-v0250-a3-image-cannot-import-ascendfusedmoe",
     "https://github.com/vllm-project/vllm-omni/issues/5350",
     "[Bug]: cannot import name 'AscendFusedMoE' from 'vllm_ascend.ops.fused_moe.fused_moe' "
     "(/vllm-workspace/vllm-ascend/vllm_ascend/ops/fused_moe/fused_moe.py) in v0.24.0-a3 and v0.25.0-a3 image\n"
     "\n"
     "### Your code version\n"
     "\n"
     "v0.25.0-a3\n"
     "e5588e49bc2642670116664a7fc4096e27adb179\n"
     "\n"
     "v0.25.0-a3\n"
     "3f4abedbda281302b28f7885c270fce3e342c924\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "## start comand\n"
     "vllm serve /workspace/models/weight/HunyuanImage-3.0-Instruct --omni --port 8098 --deploy-config "
     "vllm_omni/deploy/hunyuan_image_3_moe.yaml --chat-template-content-format openai --log-stats --trust-remote-code\n"
     "\n"
     "## log\n"
     "\n"
     "/vllm-workspace/vllm-omni/vllm_omni/version.py:55: RuntimeWarning: vLLM and vLLM-Omni appear to have mismatched "
     "major/minor versions:\n"
     " --> vLLM-Omni version 0.25.0rc2.dev5+g3f4abedbd.cpu\n"
     " --> vLLM version 0.1.dev1+ge5588e49b\n"
     "This will likely cause compatibility issues.\n"
     "  warn_if_misaligned_vllm_version()\n"
     "\n"
     "Process DiffusionWorker-1:\n"
     "Traceback (most recent call last):",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM-Omni's HunyuanImage-3.0 (MoE) diffusion path on Ascend imports AscendFusedMoE from "
     "vllm_ascend.ops.fused_moe.fused_moe, but vllm-ascend from v0.24.0 on no longer provides that name (the duplicate "
     "#5371 is titled 'vllm-ascend >=0.24.0 compatibility issue'). In the v0.24.0-a3 and v0.25.0-a3 images the "
     "DiffusionWorker process therefore dies on the ImportError while 'vllm serve --omni' starts. A vLLM-Omni / "
     "vllm-ascend API mismatch, not a memory or NPU problem (the version-mismatch warning printed first is about the "
     "image's vLLM build string, not the cause).",
     "maintainer FayeSpica (2026-07-24): 'A fix for this is already up in #5167 — please track progress there' "
     "(vllm-omni PR #5167; its diff is not in the stored text); the issue was closed",
     release="vLLM-Omni 0.25.0rc2.dev5 on the v0.25.0-a3 image (vllm-ascend >= 0.24.0)", gpu="Ascend A3", gpus=None,
     command="vllm serve /workspace/models/weight/HunyuanImage-3.0-Instruct --omni --port 8098 --deploy-config "
             "vllm_omni/deploy/hunyuan_image_3_moe.yaml --chat-template-content-format openai --log-stats "
             "--trust-remote-code",
     forbidden=_NONMEM + [{"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title (the ImportError verbatim) and the description as stored (the empty collect_env "
          "block dropped), cut after 'Traceback (most recent call last):' because the next line is cut in the stored "
          "chunk. The first two version lines are the vLLM commit and the vLLM-Omni commit as the template labels them "
          "('The commit id or version of vllm' / 'of vllm-omni'; the labels are dropped). vllm-omni #5371 (same "
          "ImportError from another reporter, vllm-ascend >= 0.24.0) was not taken separately. gpus unknown.")

if __name__ == "__main__":
    BATCH.write()
