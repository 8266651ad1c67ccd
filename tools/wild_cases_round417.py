"""Round-417 blind batch: LEADS other collectors found but could not take (TurboQuant 'auto' cache dtype, GLM-4 demo
engine args, vllm-ascend Engram, kserve --task, TurboQuant on Gemma 4), then vLLM issues #40000-#52000 (2026,
releases 0.17-0.26) searched by error wording with 2026 models and features (MTP, FlashInfer / CUTLASS MoE);
collected by helper wild417 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round417-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 16 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
7 cases: vllm #50709 and noonghunna/club-3090 #788 (TurboQuant 'Unknown TurboQuant cache dtype: 'auto'', v0.25.x),
zai-org/GLM-4 #573 (engine_use_ray) and #712 (worker_use_ray), vllm-ascend #17236 (DeepSeek-V4.1-Flash W8A8 Engram
'expected BF16 source for bf16'), vllm #40094 (Gemma 4 + TurboQuant, forced TRITON_ATTN 'kv_cache_dtype not
supported'), vllm #48541 (gpt-oss-20b, FlashInfer CUTLASS MoE JIT-built with CUDA 12.4, 'Could not construct fused
moe op'). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt, the earlier rounds' docstrings
(tools/wild_cases_round3*.py / round4*.py) and the fixtures' source_url before it was taken; none was there.

Sources given up (for the lead, not cases):
- kserve/kserve #4076 (huggingfaceserver and vLLM both define --task): two more look-ups (the third and fourth spent
  on it across rounds) return only turn 0, which stops inside the traceback before the argparse error. Still a good
  case if the lead can reach the later text.
- Error line not in the stored chunk: vllm #52262 (Qwen3.6-35B-A3B qwen3_5_mtp on 2x Intel Arc Pro B70; only the
  collect_env dump reached; a maintainer points to v0.29.0 / vllm-xpu-kernels #510), vllm #32826 (MiniMax-M2.1 NVFP4
  on RTX PRO 6000 with expert parallel; only the environment dump), vllm #23283 (AsyncEngineArgs
  'disable_log_requests' through Ray Data; chunk is mid-traceback), vllm PR #38479 comment by seasoncool (0.20.0,
  Qwen3.6-27B-AWQ + turboquant_4bit_nc + MTP on a PRO 4500; the log stops at the banner).
- Same incident posted twice: flashinfer-ai/flashinfer #3951 is the same author and workload as vllm #48541 (taken
  once under the vllm url; #3951 supplies its confirmed fix).
- Fix PRs / developer reports, not user cases: vllm PR #50533 (the fix for #50709), PRs #52745 / #48177 (other fixes
  for the same 'auto' dtype), PR #53231 (ROCm TurboQuant for Gemma 4), PR #39825 (maintainer's own Nemotron-3-Super
  NVFP4 MTP 'Invalid activation type' on SM121, with its fix in the same PR), eugr's comment on PR #40082 (cutlass
  'expects arch to be one of ['sm_120a'], but got Arch.sm_121a' while testing an unmerged PR).
- Not a start-up failure: vllm #47087 (MTP garbage loops on deep conversations), #41726 (TurboQuant chunked-prefill
  crash mid-run; its turn 19 is a benchmark survey), #55425 (XPU MTP2 fault at 160K context), #43109 (Triton
  assert at generate on a custom GPT-2); MetaX-MACA/vLLM-metax #261 (MTP output corruption); zai-org/GLM-4 #193,
  #593 and #33 (500s / TypeError at request time in the demo server).
- Not stock vLLM: intel/llm-scaler #386 (llm-scaler image, 'XPU gdn_attention does not yet support
  spec_sequence_masks', no fix in the chunk); sgl-project/sglang #31249 (SGLang).
- Already used or in earlier skip lists (grep): vllm #35603, #8273, #50705; gpustack #3991; OpenRLHF PR #702 (used;
  cited here only as the record that vLLM 0.7.0 removed worker_use_ray).

Judgement calls for the lead:
1. vllm #50709 and club-3090 #788 are the same vLLM bug from two reporters (2x RTX 3080 + Qwen3.5/3.6-35B-A3B AWQ on
   v0.25/0.26; 2x RTX 3090 + Qwen3.6-27B AutoRound on stock v0.25.1). Both: kind kv_cache_dtype_unsupported (the
   message is a KV-dtype refusal), cause release_regression (v0.24.0 works; fixed by vllm PR #50533). The lead may
   prefer kv_cache_dtype_unsupported or vllm_check_failed as the cause. --enforce-eager is forbidden in both because
   #788 shows the failure 'not dodged by enforce-eager'.
2. zai-org/GLM-4 #573 and #712: the official GLM-4 demo server passing Ray fields that vLLM removed
   (engine_use_ray, Sept 2024; worker_use_ray, vLLM 0.7.0). Different authors, fields and releases, so both are
   taken; #712 was not among the leads (it came up in the same search). kind/cause dependency_version_mismatch, as
   the 27 earlier 'unexpected keyword argument' fixtures. Neither reporter gave a vLLM version (#712's is inferred).
3. vllm-ascend #17236: kind/cause weight_loading_mismatch (a loader dtype check on one weight); quantization_mismatch
   (int8 Engram storage in the checkpoint vs the default bf16) is the alternative for the cause. The fix is the
   reporter's own, written in the issue's 'Suggest a potential alternative/fix' section (left out of the excerpt).
4. vllm #40094: the case is a comment (99sono) on the issue; no fix is confirmed in the stored thread (recorded as
   such, with the thread's workaround and the later support PR). kind/cause kv_cache_dtype_unsupported, as the
   earlier DFlash/FLASH_ATTN 'kv_cache_dtype not supported' fixture labels it.
5. vllm #48541: kind quantization_kernel_bug (a fused-MoE kernel that cannot be built for the MXFP4 dtype combination;
   no closer kind), cause cuda_library_mismatch (the JIT used the host CUDA toolkit 12.4 under a cu129 stack);
   triton_compiler_missing or dependency_version_mismatch are alternatives.
6. None of the seven prints a figure under a LABELS.txt key that the failure turns on, so numbers is {} throughout
   (#40094's head dims 256/512 are printed but did not fail).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round417-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #50709: Qwen3.5/3.6-35B-A3B AWQ + TurboQuant KV on 2x RTX 3080, v0.25/0.26 -> Unknown TurboQuant cache dtype: 'auto'
case("vllm-50709-qwen36-35b-a3b-awq-2x3080-turboquant-unknown-cache-dtype-auto-v025",
     "https://github.com/vllm-project/vllm/issues/50709",
     "- vLLM: v0.25.0 / v0.26.0\n"
     "- GPU: NVIDIA GeForce RTX 3080 (SM86) × 2, 20GB\n"
     "- OS: Linux (Ubuntu)\n"
     "- CUDA: 13.0\n"
     "- Python: 3.12\n"
     "- Model: Qwen3.5-35B-A3B / Qwen3.6-35B-A3B (AWQ INT4, compressed-tensors)\n"
     "- KV cache dtype: turboquant_4bit_nc / turboquant_k8v4\n"
     "- Launch: tensor-parallel-size 2, enable-prefix-caching, chunked prefill\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "TurboQuant KV cache crashes at the `determine_available_memory()` stage on **v0.25.0 and v0.26.0** with the error:\n"
     "\n"
     "Unknown TurboQuant cache dtype: 'auto'. Valid presets: turboquant_k8v4, turboquant4bit_nc, turboquant_k3v4_nc, "
     "turboquant3bit_nc\n"
     "\n"
     "**v0.24.0 works fine** on the exact same hardware and model. The regression was introduced between v0.24.0 "
     "(2026-06-29) and v0.25.0 (2026-07-11).",
     "kv_cache_dtype_unsupported", {}, "release_regression",
     "A vLLM regression in v0.25.0/v0.26.0: during start-up memory profiling (determine_available_memory -> "
     "_init_minimal_kv_cache_for_profiling -> _reshape_kv_cache_tensors) layers whose KV spec has kv_quant_mode NONE "
     "(the TurboQuant spec itself, and the boundary/skip full-attention layers of the hybrid Qwen3.5/3.6 GDN+attention "
     "MoE) get the cache dtype string 'auto', which is then handed to the TurboQuant backend's get_kv_cache_shape; "
     "TurboQuantConfig.from_cache_dtype rejects 'auto'. The user's --kv-cache-dtype turboquant_* choice is valid and "
     "worked on v0.24.0; not memory, TP or hardware.",
     "the fix is vLLM PR #50533 '[Bugfix][TurboQuant] Add KV quant mode for turboquant' (skavulya, opened 2026-07-31, "
     "merged), which gives TurboQuant KV specs their own KV quant mode so the dtype string is no longer reset to 'auto' "
     "(it names the same traceback from PRs #47609 / #48177 / #48907); the issue itself is still open in the stored text. "
     "Until a release with it: stay on v0.24.0 (the reporter: 'v0.24.0 works fine on the exact same hardware and "
     "model') or use a non-TurboQuant KV dtype (fp8 / auto)",
     release="v0.25.0 / v0.26.0 (v0.24.0 works)", gpu="2x NVIDIA GeForce RTX 3080 20GB (SM86)", gpus=2,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue description (UzkiS, 2026-08-02) from the environment list through the regression sentence, "
          "as the stored chunk shows it; the '### Your current environment' heading above it and the 'Root cause "
          "(suspected)' analysis after it are dropped. The reporter pasted the message without its 'ValueError:' prefix "
          "(a later comment by Suppressor72, RTX 5090 + Qwen3.6-27B-NVFP4 on 0.26.0, quotes it as 'ValueError: Unknown "
          "TurboQuant cache dtype: 'auto''). Exact launch command not pasted (only 'tensor-parallel-size 2, "
          "enable-prefix-caching, chunked prefill'). Judgement call: kind kv_cache_dtype_unsupported (the message is a "
          "KV-cache dtype refusal), cause release_regression (v0.24.0 works, fixed in vLLM by PR #50533); the lead may "
          "prefer kv_cache_dtype_unsupported or vllm_check_failed for the cause. --enforce-eager is forbidden because the "
          "same failure is reported 'not dodged by enforce-eager' (noonghunna/club-3090 #788, the next case).")

# ---------------------------------------- club-3090 #788: qwen3.6-27b AutoRound INT4 on 2x3090, stock v0.25.1, every TurboQuant dtype -> Unknown TurboQuant cache dtype: 'auto'
case("club3090-788-qwen36-27b-autoround-2x3090-stock-v0251-turboquant-unknown-cache-dtype-auto",
     "https://github.com/noonghunna/club-3090/issues/788",
     "All TurboQuant KV dtypes fail to boot on stock vLLM v0.25.1 — profiling path passes 'auto' to the TQ backend\n"
     "\n"
     "## Repro (reference rig, 2× 3090 sm_86, qwen3.6-27b AutoRound INT4, 2026-07-27)\n"
     "\n"
     "Three stock boots, all `--max-model-len 8192 --gpu-memory-utilization 0.85`:\n"
     "\n"
     "| probe | dtype | TP | eager | outcome |\n"
     "|---|---|---|---|---|\n"
     "| 1 | `turboquant_k8v4` | 2 | no | **dies at boot** |\n"
     "| 2 | `turboquant_3bit_nc` | 1 | no | **dies at boot, identical** |\n"
     "| 3 | `turboquant_k8v4` | 1 | `--enforce-eager` | **dies at boot, identical** |\n"
     "\n"
     "All three with the same traceback — the failure is TQ-general, TP-independent, and not dodged by enforce-eager:\n"
     "\n"
     "```\n"
     "determine_available_memory\n"
     "  → profile_cudagraph_memory\n"
     "  → _init_minimal_kv_cache_for_profiling\n"
     "  → initialize_kv_cache(minimal_config, is_profiling=True)\n"
     "  → _reshape_kv_cache_tensors\n"
     "  → turboquant_attn.py:161 get_kv_cache_shape\n"
     "  → TurboQuantConfig.from_cache_dtype(cache_dtype_str, head_size)\n"
     "ValueError: Unknown TurboQuant cache dtype: 'auto'.",
     "kv_cache_dtype_unsupported", {}, "release_regression",
     "Stock vllm/vllm-openai:v0.25.1 on 2x RTX 3090 with Qwen3.6-27B (AutoRound INT4): with any TurboQuant "
     "--kv-cache-dtype the start-up profiling path builds a minimal KV cache and passes the dtype string 'auto' (the "
     "TurboQuant KV spec carries kv_quant_mode NONE) into the TurboQuant backend's get_kv_cache_shape, which rejects it. "
     "A vLLM bug introduced in v0.25 (the same failure as vllm #50709, where v0.24.0 works), independent of TP, "
     "eager mode and memory (the boots were at --max-model-len 8192 and utilization 0.85).",
     "the closing comment is not in the stored text; the title records the repo's outcome ('no active slug affected; "
     "TQ composes are Genesis-era, archived'), i.e. the repo's TurboQuant recipes were retired rather than fixed. "
     "Upstream the bug is fixed by vLLM PR #50533 ('[Bugfix][TurboQuant] Add KV quant mode for turboquant', merged, "
     "opened 2026-07-31, four days after this report); on v0.25.1 itself use a non-TurboQuant KV dtype (fp8) or v0.24.0",
     release="vllm/vllm-openai:v0.25.1 (stock)", gpu="2x NVIDIA RTX 3090 (sm_86, 24 GB)", gpus=2,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title (without its parenthetical outcome, which is the answer) and, from the description "
          "(noonghunna, 2026-07-27), the Repro heading, the probe table and the traceback summary as the stored chunk "
          "shows them; the opening paragraph on the triage context is dropped. The stored chunk cuts the last line "
          "after 'Vali' (the 'Valid presets' list); the excerpt stops at the ValueError. The traceback is the "
          "author's arrow summary, not a raw log. Not the same incident as vllm #50709 (another reporter, rig and "
          "model; same bug). No single launch command: three boots of the repo's compose with the flags in the table.")

_DEP_FORBID = _MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
                      {"flag": "--max-num-seqs"}]

# ---------------------------------------- zai-org/GLM-4 #573: basic_demo openai_api_server.py -> AsyncEngineArgs engine_use_ray
case("glm4-573-openai-api-server-demo-asyncengineargs-unexpected-engine-use-ray",
     "https://github.com/zai-org/GLM-4/issues/573",
     "### System Info / 系統信息\n"
     "\n"
     "TypeError: AsyncEngineArgs.__init__() got an unexpected keyword argument 'engine_use_ray'\n"
     "\n"
     "### Information / 问题信息\n"
     "\n"
     "- [X] The official example scripts / 官方的示例脚本\n"
     "- [ ] My own modified scripts / 我自己修改的脚本和任务\n"
     "\n"
     "### Reproduction / 复现过程\n"
     "\n"
     "python openai_api_server.py",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "GLM-4's official basic_demo/openai_api_server.py builds AsyncEngineArgs(..., engine_use_ray=False, ...); the "
     "vLLM installed (a release of late September 2024) no longer has the engine_use_ray field (the Ray-hosted engine "
     "option was deprecated and then removed), so the demo dies constructing its engine arguments. The demo script and "
     "the installed vLLM disagree; not memory, GPU or model.",
     "maintainer zRzRzRzRzRzRzR (2024-09-29): '我们注意到了，现在先暂时移除这个参数。我们之后会改demo' (we noticed; the "
     "parameter is removed for now, the demo will be updated later) -- i.e. delete engine_use_ray from the "
     "AsyncEngineArgs call in openai_api_server.py (the repo's demo was changed), or run the demo with the older vLLM "
     "its requirements pinned",
     release=None, gpu=None, gpus=None, command="python openai_api_server.py",
     forbidden=_DEP_FORBID,
     note="Excerpt: the issue description (liuliwei91, 2024-09-27) as the stored chunk shows it, from the System Info "
          "heading through the reproduction line; a screenshot link after the error line (![无标题](...)) and the "
          "'Expected behavior' section (which only repeats the command) are dropped. The reporter pasted only the final "
          "TypeError; no vLLM version was given (the report date puts it at the vLLM release that removed the field).")

# ---------------------------------------- zai-org/GLM-4 #712: basic_demo server on vLLM 0.7.x -> AsyncEngineArgs worker_use_ray
case("glm4-712-glm4-9b-chat-hf-demo-server-asyncengineargs-unexpected-worker-use-ray",
     "https://github.com/zai-org/GLM-4/issues/712",
     "4. 执行\n"
     "```\n"
     "/GLM-4/basic_demo# python openai_api_server.py\n"
     "```\n"
     "\n"
     "错误信息如下：\n"
     "```\n"
     "INFO 02-13 10:10:48 __init__.py:190] Automatically detected platform cuda.\n"
     "Traceback (most recent call last):\n"
     "  File \"/root/autodl-tmp/data/GLM-4/basic_demo/glm_server.py\", line 661, in <module>\n"
     "    engine_args = AsyncEngineArgs(\n"
     "                  ^^^^^^^^^^^^^^^^\n"
     "TypeError: AsyncEngineArgs.__init__() got an unexpected keyword argument 'worker_use_ray'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "GLM-4's basic_demo OpenAI server (glm-4-9b-chat-hf, installed from the demo's requirements.txt in February 2025) "
     "still passes worker_use_ray to AsyncEngineArgs; the installed vLLM 0.7.x had dropped that argument (deprecated "
     "since 0.4.3 and removed in 0.7.0 by vllm PR #12383, as OpenRLHF PR #702 records), so the demo dies building its "
     "engine arguments before any model is loaded. A demo-code / vLLM version mismatch, not memory or GPU.",
     "a second user (xiaom1, 2025-02-15): '解决了，请参考截图' (solved, see the screenshot -- the edit is only in an "
     "image); maintainer zRzRzRzRzRzRzR (2025-02-16): '估计是引擎更新了，这个参数没有了' (the engine was probably updated "
     "and this parameter no longer exists). Fix: delete worker_use_ray (and other removed fields) from the "
     "AsyncEngineArgs(...) call in the demo, or pin a vLLM older than 0.7.0",
     release="vLLM 0.7.x (log line 'Automatically detected platform cuda', February 2025; version not stated)",
     gpu=None, gpus=None, command="python openai_api_server.py",
     forbidden=_DEP_FORBID,
     note="Excerpt: step 4 and the error block of the issue description (jingkanghou, 2025-02-13) as the stored chunk "
          "shows them; steps 1-3 above (pip install -r requirements.txt, the modelscope download of "
          "ZhipuAI/glm-4-9b-chat-hf, editing MODEL_PATH) and the closing thanks are dropped; the replies (the fix) are "
          "left out. The traceback names glm_server.py although the command runs openai_api_server.py, as pasted. A "
          "different author, field and vLLM release from GLM-4 #573 (engine_use_ray, Sept 2024), so both are taken. "
          "The vLLM version is inferred (0.7.0 removed worker_use_ray; the log format is 0.7.x's).")

# ---------------------------------------- vllm-ascend #17236: DeepSeek-V4.1-Flash W8A8 on 2x Atlas 800 A3 per the guide -> engram.embed.weight expected BF16 source
case("vllm-ascend-17236-deepseek-v41-flash-w8a8-2x-a3-engram-embed-expected-bf16-source",
     "https://github.com/vllm-project/vllm-ascend/issues/17236",
     "[Doc]: Feedback for `/en/latest/tutorials/models/DeepSeek-V4.1-Flash.html`\n"
     "\n"
     "### 📚 The doc issue\n"
     "\n"
     "atlas800 A3双机部署 DeepSeek-V4.1-flash W8A8模型按照官方文档部署启动服务失败 ，报错信息是ValueError: "
     "layers.1.engram.embed.weight: expected BF16 source for bf16",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "DeepSeek-V4.1-Flash W8A8 deployed on two Atlas 800 A3 nodes following the vllm-ascend DeepSeek-V4.1-Flash "
     "tutorial's multi-node command: that command carries no Engram configuration, so the Engram embedding tables "
     "(layers.N.engram.embed) are set up for bf16 storage while the W8A8 checkpoint stores them quantized (int8); the "
     "loader's dtype check ('expected BF16 source for bf16') fails at weight loading. A missing model-specific setting "
     "in the documented launch, not memory or parallelism.",
     "confirmed by the reporter (xiaoyanzi1990, in the issue's 'Suggest a potential alternative/fix' section, "
     "2026-09-22): adding --additional-config '{\"enable_engram\":true,\"engram_storage\":\"int8\"...}' to the launch, "
     "everything else as in the official guide, and the service started normally. A commenter (bjptw, 2026-09-23) "
     "notes the guide's multi-node section has no Engram config at all (the single-A3 section uses --engram-config); "
     "the issue is open as a doc fix",
     release="vllm-ascend (September 2026, DeepSeek-V4.1-Flash tutorial; version not stated)",
     gpu="Huawei Atlas 800 A3 (Ascend NPUs), two nodes", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
                       {"flag": "--quantization"}],
     note="Excerpt: the issue title and the 'The doc issue' paragraph of the description as the stored chunk shows it "
          "(Chinese: 'two-node Atlas 800 A3 deployment of the DeepSeek-V4.1-flash W8A8 model per the official docs "
          "fails to start the service; the error is ...'); the 'Suggest a potential alternative/fix' section, which is "
          "the reporter's working fix, is left out. Only the error line was pasted (no traceback, no command). "
          "Judgement call: kind/cause weight_loading_mismatch (a loader dtype check on one weight); "
          "quantization_mismatch (checkpoint int8 storage vs configured bf16) is the alternative for the cause.")

# ---------------------------------------- vllm #40094 (comment): Gemma-4-26B-A4B-it-NVFP4 + turboquant_k8v4 on RTX 5090, nightly 0.19.2rc1 -> TRITON_ATTN 'kv_cache_dtype not supported'
case("vllm-40094-gemma4-26b-a4b-nvfp4-5090-turboquant-k8v4-forced-triton-attn-kv-cache-dtype-not-supported",
     "https://github.com/vllm-project/vllm/issues/40094",
     "### Crash Report: Gemma-4 + TurboQuant KV Cache Compression\n"
     "\n"
     "I encountered a crash while attempting to run **Gemma-4-26B-A4B-it-NVFP4** with **TurboQuant** (`turboquant_k8v4`) "
     "on a **nightly** build (v0.19.2rc1).\n"
     "\n"
     "#### Context:\n"
     "- **Model:** `RedHatAI/gemma-4-26B-A4B-it-NVFP4` (NVFP4 Quantized)\n"
     "- **Engine:** vLLM Nightly (v0.19.2rc1.dev8+g4b7f5ea1a)\n"
     "- **Hardware:** RTX 5090 (Blackwell SM 12.0)\n"
     "- **OS:** Windows 11 + WSL2\n"
     "...\n"
     "#### Key Log Excerpts:\n"
     "```text\n"
     "2026-04-19 14:29:22.165 | (APIServer pid=1) INFO 04-19 12:29:22 [config.py:101] Gemma4 model has heterogeneous head "
     "dimensions (head_dim=256, global_head_dim=512). Forcing TRITON_ATTN backend to prevent mixed-backend numerical "
     "divergence.\n"
     "...\n"
     "2026-04-19 14:29:40.388 | (EngineCore pid=131) ERROR 04-19 12:29:40 [core.py:1132] ValueError: Selected backend "
     "AttentionBackendEnum.TRITON_ATTN is not valid for this configuration. Reason: ['kv_cache_dtype not supported']\n"
     "```",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "Gemma 4 (26B-A4B) has heterogeneous head dimensions (256 on sliding-window layers, 512 on global layers), so vLLM "
     "forces the TRITON_ATTN backend for the whole model; TRITON_ATTN cannot store a TurboQuant KV cache "
     "(turboquant_k8v4), so attention-backend validation fails at engine start. TurboQuant KV simply had no backend "
     "for Gemma 4 in that nightly (a commenter found forcing --attention-backend TURBOQUANT fails the same way, "
     "'kv_cache_dtype not supported'). A KV-dtype / model-architecture incompatibility, not memory or the GPU.",
     "none confirmed in the stored thread (the issue is open). From the log and the thread: drop the TurboQuant KV "
     "dtype for Gemma 4 (--kv-cache-dtype auto or fp8, which TRITON_ATTN supports); forcing --attention-backend "
     "TURBOQUANT does not help (chathaway-codes and mohamed-em2m, 2026-04-28). Gemma 4 TurboQuant support was still "
     "being added months later (vllm PR #53231, '[ROCm] TurboQuant KV cache support for Gemma 4', open in August 2026, "
     "which removes the TRITON_ATTN override conflict)",
     release="vLLM nightly v0.19.2rc1.dev8+g4b7f5ea1a", gpu="NVIDIA RTX 5090 (Blackwell SM 12.0), Windows 11 + WSL2",
     gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--attention-backend",
                       "value": "TURBOQUANT"}, {"flag": "--kv-cache-dtype", "value": "turboquant_k8v4"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: a comment on the issue (99sono, 2026-04-19) as the stored chunk shows it: the heading, the opening "
          "sentence, the Context list and the 'Key Log Excerpts' block (the '...' inside the block is the author's); "
          "the 'Observed Behavior' paragraph between Context and the log (his diagnosis of the forced backend) is "
          "dropped (marked '...'), and the full traceback after it is cut in the stored chunk. The issue description "
          "(the original TRITON_ATTN report) is not in the stored chunk. Launch command not in the chunk (he mentions "
          "moe_backend cutlass). The head dims 256/512 are printed but are not what failed, so numbers is {}. gpus=1 "
          "read from the single RTX 5090 named.")

# ---------------------------------------- vllm #48541: gpt-oss-20b with moe_backend flashinfer_cutlass on H100, host nvcc 12.4 -> Could not construct fused moe op (bf16 x uint8)
case("vllm-48541-gpt-oss-20b-h100-flashinfer-cutlass-moe-nvcc-124-could-not-construct-fused-moe-op",
     "https://github.com/vllm-project/vllm/issues/48541",
     "## Environment\n"
     "\n"
     "- H100 SXM (SM90), driver 550.163.01 (host CUDA toolkit 12.4 at `/usr/local/cuda`)\n"
     "- torch 2.11.0+cu129, Python 3.12; vLLM built from source at 34ad15827 (the #48438 branch — its diff doesn't "
     "touch FlashInfer or MoE backend selection, and the code cited below is identical on current main)\n"
     "- `flashinfer-python==0.6.13` and `flashinfer-cubin==0.6.13` (both from `requirements/cuda.txt`); "
     "`flashinfer-jit-cache` NOT installed (it is only installed in `docker/Dockerfile`, not pinned in requirements)\n"
     "...\n"
     "## Repro\n"
     "\n"
     "```python\n"
     "from vllm import LLM\n"
     "llm = LLM(\n"
     "    model=\"openai/gpt-oss-20b\",\n"
     "    max_model_len=2048,\n"
     "    kernel_config={\"moe_backend\": \"flashinfer_cutlass\"},\n"
     ")\n"
     "```\n"
     "\n"
     "FlashInfer JIT-compiles `fused_moe_90` for several minutes (successfully), the model loads, then engine init "
     "fails:\n"
     "\n"
     "```\n"
     "RuntimeError: Check failed: (false) is false: Could not construct fused moe op with the\n"
     "requested input combination Activation: bfloat16, Weight: uint8, Output: bfloat16\n"
     "```",
     "quantization_kernel_bug", {}, "cuda_library_mismatch",
     "gpt-oss-20b (MXFP4 MoE weights, bf16 activations) with the FlashInfer CUTLASS MoE backend on an H100 whose host "
     "CUDA toolkit is 12.4 and with no prebuilt flashinfer-jit-cache: FlashInfer JIT-built its fused_moe_90 module "
     "with the local nvcc, and below CUDA 12.8 its build silently drops -DENABLE_FP4, so the module has no "
     "bf16 x fp4 (W4A16 MXFP4) path and the first MoE op construction fails at engine init. The dtype combination is "
     "supported on a >= 12.8 build; the JIT toolchain is the cause, not memory, the model or the GPU.",
     "the reporter (RyanClark2k), in his companion FlashInfer report flashinfer-ai/flashinfer #3951 (2026-07-13): "
     "'Installing flashinfer-jit-cache==0.6.13+cu129 and rerunning the identical workload works, isolating the build "
     "toolkit as the only variable.' So: install the prebuilt flashinfer-jit-cache matching the torch CUDA (cu129), or "
     "make the JIT use a CUDA toolkit >= 12.8, or do not select moe_backend flashinfer_cutlass on such a host. The vLLM "
     "issue (asking vLLM not to pick FlashInfer CUTLASS MoE on fp4-less builds) is open in the stored text",
     release="vLLM built from source at 34ad15827 (July 2026), flashinfer-python 0.6.13",
     gpu="NVIDIA H100 SXM (SM90), driver 550.163.01, host CUDA toolkit 12.4", gpus=None,
     command="LLM(model=\"openai/gpt-oss-20b\", max_model_len=2048, kernel_config={\"moe_backend\": "
             "\"flashinfer_cutlass\"})",
     forbidden=_MEM + [{"flag": "--dtype"}, {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the Environment and Repro sections of the issue description (RyanClark2k, 2026-07-13) and the "
          "error block, as the stored chunk shows them; the sentence saying the instance is torn down (between "
          "Environment and Repro) is dropped and marked '...', and the 'There is no workaround via dtype' line and the "
          "'Root cause' analysis after the error are left out. The RuntimeError is wrapped over two lines as pasted. "
          "The same author's flashinfer-ai/flashinfer #3951 (same incident) is where the confirmed fix is stated; not "
          "taken separately. Judgement call: kind quantization_kernel_bug (a fused-MoE kernel that cannot be built for "
          "the MXFP4 dtype combination; no closer kind), cause cuda_library_mismatch (host CUDA toolkit 12.4 used by "
          "the JIT vs the cu129 stack); triton_compiler_missing / dependency_version_mismatch are alternatives. "
          "--dtype is forbidden because gpt_oss_mxfp4 accepts only bfloat16 (the reporter's own note).")

if __name__ == "__main__":
    BATCH.write()
