"""Round-501 blind batch. Slice asked for: LEADS earlier collectors could not take (vllm #9517, huggingface/open-r1
#253, vllm #56590, vllm #56892, intel/llm-scaler #672, vllm #9523, vllm #38303, vllm PR #25354,
syv-ai/qwen38-27b-rtx3090 #163, vllm-ascend #10020 / #14289 / #13399, the Vietnamese 'Bao cao Lab 16' report).
Collected by helper wild501 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round501-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread only.
Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 27 of the 40 allowed, counting every verb (20 ``search`` corpus=issues, 1 ``read_file``, 3 ``find_repos``,
3 ``find_files``). Every candidate was checked with grep -iF against
/work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against the earlier round files' skip lists before it
was used.

**3 cases.** None of the named leads could be turned into a case; the three cases are new threads the lead searches
surfaced next to them:
1. ROCm/aiter #5049 (found while chasing vllm #56590): GLM-5.3-Flash, FP8, 8x MI350X TP8, vLLM with
   VLLM_ROCM_USE_AITER=1: AITER's fused MoE takes an untuned '1stage default' path for the 288-expert/top-8 shape and
   GPU-faults ('Memory access fault by GPU node-2 ... Reason: Unknown.') during vLLM's memory profiling; the reporter's
   VLLM_ROCM_USE_AITER_MOE=0 (Triton MoE) makes it start and serve.
2. vllm-project/vllm-ascend #718 (found while chasing the VLLM_VERSION leads #10020 / #14289): the v0.8.4rc2 image,
   'vllm serve' run from /workspace dies in vllm_ascend's vllm_version_is() with "AttributeError: module 'vllm' has no
   attribute '__version__'"; the maintainers' tracking issue #725 (same day) pins it to the image's editable install
   under /workspace ('wrong inference path'), workaround `cd ~` / `cd /`, fixed by vllm-ascend PR #726.
3. vllm-project/vllm #23744: `vllm serve` under Python 3.13 (uv) dies building the CLI parser with
   "KeyError: '__firstlineno__'" from inspect.findsource, then OSError('source code not available') (the title).

Leads given up (for the lead, not cases):
- vllm #9517 (gemma-2-2b, 8192 on 0.6.3.post1): three searches (the error text, the moa/eval.py traceback, the
  title) always return the same description chunk, which stops at ``File "/opt/conda/lib/python3.10/site-packages/vllm/config``;
  no continuation chunk with the ValueError line is reachable. Still a good case for anyone who can see the full body.
- vllm #9523 (compressed-tensors 0.6.0 -> 0.7.1): two more searches reached a '[turn 0 by liziniu, continued]' chunk
  (the [rank0] traceback from LLM() down to model_runner.load_model -> get_model(...)) but it is cut at
  ``File "/h`` before the exception; the fix comment (gmonair: upgrading compressed-tensors 0.6.0 -> 0.7.1 in the vLLM
  env fixed it) is stored. Error line still unreachable.
- vllm #56590 (AITER MoE ValueError on MI350X, Nemotron-3-Ultra): two searches never surfaced it. Related but not
  cases: vllm PR #32244 (merged: AITER only supports gated MoE, relu2 falls back to Triton), vllm #56790 (RDNA3 fused
  MoE 2x gated factor breaks relu2 Nemotron-3 on gfx1100, closed; two searches returned only collect_env chunks),
  vllm #40008 (MI355 AITER MXFP4 'Unsupported kernel config for moe heuristic dispatch', closed stale; only mid-traceback
  frames stored), vllm #36193 (already in round415's skip list).
- vllm #56892, vllm-ascend #13399, syv-ai/qwen38-27b-rtx3090 #163: no topic given with the lead; one search on a
  Qwen3.8-27B / RTX 3090 phrasing returned only used or skip-listed threads (noonghunna/club-3090 #1036 is in round429's
  skip list). Not pursued further.
- vllm-ascend #14289 (open): the description IS stored: the GLM5.2 PD-disaggregation guide for 0.24.0rc1 sets
  VLLM_VERSION=0.21.0, the log says 'VLLM_USE_V1 not set, auto-detected via vLLM 0.24.0', and start-up dies in
  load_general_plugins with "AttributeError: 'str' object has no attribute '__module__'. Did you mean: '__mod__'?"
  (title; the stored traceback is cut after load_general_plugins()). Not taken: no comment is reachable, so the
  VLLM_VERSION-vs-installed-vLLM cause is the reporter's framing only, not pinned. A good case if the lead can see a
  maintainer answer.
- vllm-ascend #10020 (closed): 'No module named vllm.v1.attention.backends.mla.prefill' with vllm 0.20.2 +
  vllm-ascend 0.20.2rc1 and ``export VLLM_VERSION=0.18.0`` in the serve script (stored as "export
  VLLM_VERSION=0.18.0Duplicate of #", i.e. closed as a duplicate, most likely of #9305, which has the same title error
  and labels ci/build, triaged). No comment reachable in two searches, so whether VLLM_VERSION or a packaging bug of
  0.20.2rc1 is the cause is not pinned. Not taken.
- intel/llm-scaler #672: one search reached noopduck's 09-11 comment (intel/llm-scaler-vllm:0.26.0-b2, 2 cards by
  ZE_AFFINITY_MASK=0,1, 'Available KV cache memory: -0.61 GiB', "ValueError: No available memory for the cache
  blocks. Try increasing `gpu_memory_utilization` ... (this flag also controls CPU memory reservation on the CPU
  backend, despite its name)"), but the compose file is cut before the command (model, --gpu-memory-utilization,
  --max-model-len), and as round481 said the thread is a run of attempts with no maintainer diagnosis. Not taken.
- huggingface/open-r1 #253, vllm #38303, vllm PR #25354: not re-searched (earlier rounds found the stored chunks cut
  before the error, and this round had no new angle on them).
- The Vietnamese 'Bao cao Lab 16' report: read_file(id=55767371328) returns the text (7,023 chars; the Triton
  "out of resource: shared memory, Required: 98304, Hardware limit: 65536" on a g4dn.xlarge T4 serving
  google/gemma-4-E2B-it with vllm/vllm-openai:latest, fixed by moving to g5.xlarge / A10G) but NOT its repository or
  path. find_repos lists ~130 'Day16-Track2' / 'Track2-Day16' / 'Track2_Day16' repositories; find_files on the exact
  paths BAO_CAO.md, bao_cao.md and BAOCAO.md finds only Day16 repositories round486 had already opened without a
  match (NgLan, ttoannguyen, datntk1234k, lem57828-glitch, truclinh1234, PhucND3009, Pistachio-Big, tcdat5). The file
  is probably in a sub-folder or under another name; not nameable, not taken.
- Met on the way, already used or skip-listed (not re-opened): vllm #6220, #6253, #7593, #3676, #35637, #15457,
  #10439, #13882, #26884; xorbitsai/inference #1715; ROCm/aiter #3202; vllm-ascend #707, #5497, #9305, #9672, #7058,
  #1502; intel/llm-scaler #616, #703; llm-compressor #996, #1075, #1427; vllm #11537, #30969.
- Met on the way, new but not start-up failures or not vLLM: ROCm/aiter #4783 (GLM 5.2 on MI325X faults under
  traffic, not at start-up), vllm #54317 (GLM-5.3-Flash faults at long prompts at run time), ROCm/aiter #2059 (SGLang),
  sgl-project/sglang #30245 (SGLang), noonghunna/club-3090 #222 (ik_llama).

Judgement calls for the lead:
1. rocm-aiter-5049: kind None (a raw ROCm 'Memory access fault' line, no vLLM message) and cause
   quantization_kernel_bug, as the twin fixture vllm-43605-minimax-m25-8xmi355x-tp8ep8-aiter-fp8-fmoe-memory-access-fault-v0210
   (round275) was labelled; 'moe_kernel_bug' (3 uses) is the other existing label that fits. numbers {} as in that
   fixture (the error prints none; the flags are in the pasted environment list). The issue title itself says 'no
   tuned config' (kept: it is the stored title); the reporter's diagnosis sentence and the workaround sentence after
   the log are left out. The source is the AITER tracker, not vLLM's, but the failure is vLLM's start-up (memory
   profiling) and the fix is a vLLM environment variable. The thread is open; the fix is the reporter's own, stated
   as working ('the model then serves correctly'); no maintainer answer is stored.
2. vllm-ascend-718: kind and cause dependency_version_mismatch, following fastchat-2733-... (a 'vllm' directory on
   sys.path shadowing the installed vLLM as a namespace package). README's nearest cause for 'a source folder' is
   vllm_extension_missing (vllm-issue4229-..., modal-examples-546-...), but those are about vllm._C; a new label such as
   'source_tree_shadows_package' would be the most exact. The diagnosis is in vllm-ascend #725 (the maintainers'
   tracking issue, linked from #718 by Yikun), not in #718 itself. The reporter's reply (the image name; 'import
   works, vllm serve fails') is kept in the excerpt as context; the maintainers' comments are left out.
3. vllm-23744: no existing label names 'Python too new for this vLLM'. Labelled kind and cause
   dependency_version_mismatch (an interpreter release the installed vLLM was not made for); a new
   'python_version_unsupported' would be more exact. The cause is pinned weakly: the reporter's own A/B in the issue
   ('UV venv with 3.12 works but crashes later while 3.13 give this error', LEFT OUT of the excerpt because it gives
   the fix away) plus vllm PR #22669 (AlpinDale, 'add Python 3.13 support', quoting the same KeyError '__firstlineno__'
   traceback from `vllm serve --help` under 3.13 as an issue the 3.13 port had to solve). The issue was closed as
   stale with no maintainer answer. The final error line is only in the title; the stored traceback stops at
   cli/main.py. vLLM's version is not printed (the '[__init__.py:241]' prefix and the August 2025 date suggest 0.10.1.x),
   so release is None. Drop this case if the lead wants a maintainer-pinned cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round501-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- ROCm/aiter #5049: GLM-5.3-Flash FP8, 8x MI350X TP8, AITER fused MoE 1stage default -> GPU fault at profiling
case("rocm-aiter-5049-glm53-flash-fp8-8xmi350x-tp8-aiter-fused-moe-1stage-default-memory-access-fault",
     "https://github.com/ROCm/aiter/issues/5049",
     "# [Bug] fused MoE GPU-faults on GLM-5.3-Flash 288-expert/top-8 shape (gfx950, no tuned config)\n"
     "\n"
     "### Problem\n"
     "\n"
     "On **gfx950 (MI350X, 8× TP8)**, AITER's fused MoE GPU-faults on GLM-5.3-Flash's expert shape (288 experts, "
     "top-8). It is reached during vLLM's memory profiling and kills every rank:\n"
     "\n"
     "```\n"
     "[aiter] run_1stage = True, xbf16 = False, ksplit = 0 q_type = QuantType.per_1x128 block_m = 32 use_nt = True, "
     "estimated_m_per_expert = 1\n"
     "[aiter] [fused_moe] using 1stage default for ('gfx950', 256, 64, 4096, 256, 288, 8,\n"
     "        'ActivationType.Silu', 'torch.bfloat16', 'torch.float8_e4m3fn',\n"
     "        'torch.float8_e4m3fn', 'QuantType.per_1x128', True, False)\n"
     "Memory access fault by GPU node-2 (Agent handle: 0x2381c400) on address 0x79eaf1a00000. Reason: Unknown.\n"
     "```\n"
     "\n"
     "### Environment\n"
     "\n"
     "- 8× MI350X (gfx950), ROCm 7.2.3, Triton 3.7.1, TP=8\n"
     "- `zai-org/GLM-5.3-Flash` (320B total / 18B active, 288 experts, top-8), native FP8 weights\n"
     "- vLLM `glm-release` (vllm-project/vllm#53906 + the ROCm implementation in vllm-project/vllm#53943), "
     "`VLLM_ROCM_USE_AITER=1`\n"
     "- `--tensor-parallel-size 8 --kv-cache-dtype bfloat16 --max-model-len 131072 --max-num-seqs 64 "
     "--gpu-memory-utilization 0.85",
     None, {}, "quantization_kernel_bug",
     "vLLM (a 'glm-release' build with the ROCm GLM-5.3 support) serving zai-org/GLM-5.3-Flash with native FP8 weights "
     "at TP8 on 8x MI350X (gfx950) with VLLM_ROCM_USE_AITER=1: AITER's block-scaled FP8 (per_1x128) fused-MoE kernel "
     "has no tuned config for the model's 288-expert/top-8 shape, falls back to its '1stage default' kernel, and that "
     "kernel faults on the GPU ('Memory access fault by GPU node-2 ... Reason: Unknown.') during vLLM's start-up memory "
     "profiling, killing every rank. A kernel-coverage bug in AITER's MoE path, not a memory shortage (the reporter's "
     "diagnosis).",
     "the reporter's own words: 'Setting `VLLM_ROCM_USE_AITER_MOE=0` (Triton MoE) gets past it, and the model then "
     "serves correctly.' (issue open, no maintainer answer stored)",
     release="vLLM 'glm-release' branch (vllm-project/vllm#53906 + #53943), not a numbered release",
     gpu="AMD Instinct MI350X (gfx950), ROCm 7.2.3", gpus=8,
     command="VLLM_ROCM_USE_AITER=1 vllm serve zai-org/GLM-5.3-Flash --tensor-parallel-size 8 --kv-cache-dtype "
             "bfloat16 --max-model-len 131072 --max-num-seqs 64 --gpu-memory-utilization 0.85 (flags as listed in the "
             "issue's Environment section; the serve line itself is not pasted)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the stored description from the title through the Environment list, which the stored chunk cuts "
          "inside the flags line (after '--gpu-memory-utilization 0.85'). Left out: the two sentences between the log "
          "and 'Environment' (the reporter's reading of the 'using 1stage default' line and the "
          "VLLM_ROCM_USE_AITER_MOE=0 workaround). The title's 'no tuned config' is the reporter's and is kept as "
          "stored. Kind None / cause quantization_kernel_bug follow vllm-43605-... (round275), the MI355X twin; see "
          "judgement call 1.")

# ---------------------------------------- vllm-ascend #718: v0.8.4rc2 image, vllm serve under /workspace -> module 'vllm' has no attribute '__version__'
case("vllm-ascend-718-v084rc2-image-vllm-serve-under-workspace-module-vllm-no-attribute-version",
     "https://github.com/vllm-project/vllm-ascend/issues/718",
     "# [Bug]: vllm_version = vllm.__version__ AttributeError: module 'vllm' has no attribute '__version__'\n"
     "\n"
     "FrankMinions · description · 2025-04-29\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>  File \"/workspace/vllm-ascend/vllm_ascend/__init__.py\", line 28, in register_model\n"
     "    if vllm_version_is(\"0.8.4\"):\n"
     "  File \"/workspace/vllm-ascend/vllm_ascend/utils.py\", line 94, in vllm_version_is\n"
     "    vllm_version = vllm.__version__\n"
     "AttributeError: module 'vllm' has no attribute '__version__'</summary>\n"
     "\n"
     "```text\n"
     "vllm-ascend多处报错，提示vllm部分包找不到，或无此方法\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     " File \"/workspace/vllm-ascend/vllm_ascend/__init__.py\", line 28, in register_model\n"
     "    if vllm_version_is(\"0.8.4\"):\n"
     "  File \"/workspace/vllm-ascend/vllm_ascend/utils.py\", line 94, in vllm_version_is\n"
     "    vllm_version = vllm.__version__\n"
     "AttributeError: module 'vllm' has no attribute '__version__'</summary>\n"
     "\n"
     "FrankMinions · comment · 2025-04-29\n"
     "我使用的是quay.io/ascend/vllm-ascend:v0.8.4rc2镜像，按照文档启动的，通过python命令import是没问题的，但是执行vllm serve就会报错",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "In the quay.io/ascend/vllm-ascend:v0.8.4rc2 image vLLM and vllm-ascend were installed editable (`pip install -e`, "
     "vllm-ascend PR #661) from sources kept under /workspace, which is also the image's working directory; started "
     "from /workspace, `vllm serve` picks up the source tree instead of the installed package (the maintainers' 'wrong "
     "inference path'), so the `vllm` that vllm_ascend's register_model() / vllm_version_is() sees has no __version__ "
     "and the platform plugin dies before any engine starts. Diagnosed in the maintainers' tracking issue "
     "vllm-ascend #725 ('Fail to start vllm under /workspace'), which Yikun linked from this issue the same day.",
     "Yikun (maintainer) in #718: 'Related issue: #725. Workaround: `cd ~` or `cd /`, then exec'; #725 adds re-pulling "
     "the refreshed v0.8.4rc2 image and resolves it in vllm-ascend PR #726 (all sources moved to /vllm-workspace, "
     "/workspace kept as the workdir). Issue closed.",
     release="quay.io/ascend/vllm-ascend:v0.8.4rc2 image (vllm-ascend 0.8.4rc2 on vLLM 0.8.4)",
     gpu="Huawei Ascend NPU (model not stated)", gpus=None,
     command="vllm serve ... (run from /workspace inside the v0.8.4rc2 container; arguments not pasted)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the stored description (the reporter pasted the traceback tail both as the <summary> of the "
          "environment block and as the bug text, with a stray '</summary>'; kept as stored) and the reporter's reply "
          "giving the image and that 'import vllm' works while 'vllm serve' fails. Left out: wangxiyuan's two "
          "comments (the installation guess and 'we'll reproduce') and Yikun's workaround / #725 link. The "
          "diagnosis comes from #725 (same maintainers, same day), see judgement call 2. TP forbidden as a flag: "
          "nothing about parallelism is involved.")

# ---------------------------------------- vllm #23744: vllm serve under Python 3.13 (uv) -> KeyError '__firstlineno__' / OSError source code not available
case("vllm-23744-python313-uv-vllm-serve-cli-parser-inspect-firstlineno-source-code-not-available",
     "https://github.com/vllm-project/vllm/issues/23744",
     "# [Bug]: from vllm import LLM works but vllm serve raises OSError('source code not available')\n"
     "\n"
     "jzju · description · 2025-08-27\n"
     "### Your current environment\n"
     "\n"
     "collect_env.py same crash.\n"
     "\n"
     "Ubuntu 24.04 with system python 3.12\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "```\n"
     "vllm serve ./tinyllama-1.1b-chat-v1.0.Q4_K_M.gguf --tokenizer TinyLlama/TinyLlama-1.1B-Chat-v1.0wget "
     "https://raw.githubusercontent.com/vllm-project/vllm/main/vllm/collect_env.py\n"
     "# For security purposes, please feel free to check the contents of collect_env.py before running it.\n"
     "python collect_env.py\n"
     "INFO 08-27 14:10:13 [__init__.py:241] Automatically detected platform cuda.\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/usr/.local/share/uv/python/cpython-3.13.4-linux-x86_64-gnu/lib/python3.13/inspect.py\", line "
     "1087, in findsource\n"
     "    lnum = vars(object)['__firstlineno__'] - 1\n"
     "           ~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^^\n"
     "KeyError: '__firstlineno__'\n"
     "\n"
     "During handling of the above exception, another exception occurred:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/usr/llm/.venv/bin/vllm\", line 10, in <module>\n"
     "    sys.exit(main())\n"
     "             ~~~~^^\n"
     "  File \"/home/usr/llm/.venv/lib/python3.13/site-packages/vllm/entrypoints/cli/main.py\", line 46, in main\n"
     "    cmd.subparser_init(subparsers).set_defaults(\n"
     "    ~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM (a 0.10.x release, August 2025) installed in a uv virtualenv on CPython 3.13.4: building the `vllm serve` "
     "argument parser reads source through inspect, and under Python 3.13 inspect.findsource() looks up "
     "'__firstlineno__', which the inspected class lacks (KeyError), ending in OSError('source code not available'); "
     "the CLI dies before any engine or GPU work. The interpreter is newer than that vLLM supported: the reporter's "
     "Python 3.12 venv gets past this point, and vLLM's own Python 3.13 port (PR #22669) met the same KeyError "
     "traceback from `vllm serve --help`.",
     "no fix from a maintainer (closed as stale); the reporter reports that a Python 3.12 uv venv does not hit this "
     "error ('crashes later', with some other error not shown).",
     release=None, gpu=None, gpus=None,
     command="vllm serve ./tinyllama-1.1b-chat-v1.0.Q4_K_M.gguf --tokenizer TinyLlama/TinyLlama-1.1B-Chat-v1.0",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the stored description as shown, the reporter's paste running the serve command and collect_env.py "
          "together (the 'wget' glued to the tokenizer name is theirs); the stored chunk stops inside the traceback at "
          "cli/main.py, so the final OSError line exists only in the title. Left out: the sentence 'UV venv with 3.12 "
          "works but crashes later while 3.13 give this error' from the environment section (it gives the fix away). "
          "See judgement call 3 for the labels and how weakly the cause is pinned.")

if __name__ == "__main__":
    BATCH.write()
