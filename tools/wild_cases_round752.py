"""Round-752 blind batch: vLLM FIX PULL REQUESTS (AND THE ISSUES THEY FIX) NUMBERED #40000-#47999 (April-July 2026,
releases 0.19-0.25); collected by helper wild752 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round752-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (the issue and the fix PR it names). Excerpts are the text as the search tool's issues corpus shows it; the fix
(the PR's title and diagnosis) is left out of the excerpt.

Look-ups: 42 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files /
fetch). 2 cases (both fix-PR cases: an issue with its fix PR, and a fix PR quoting its own failed launch):
- vllm #46726 + fix PR #46506: GLM-5.2 NVFP4 on 8x RTX PRO 6000 (SM120), FLASHINFER_MLA_SPARSE_SM120 asserts
  'requires a sparse-MLA indexer (model with index_topk in its config)' on GLM-5.2's indexer-less skip layers.
- vllm PR #42944: zai-org/GLM-5.1-FP8 with --pipeline-parallel-size 8 on 8x H200, KeyError
  'layers.0.self_attn.indexer.wk_weights_proj.weight' in weight loading (PP-only loader bug, fixed by the PR).

How mined the slice is: very. Round 425 already cut vLLM's own tracker #40000-#46000 with 47 look-ups for one case,
and later rounds (430, 487, 529, 730, 731) used or skip-listed many of the band's Gemma 4 / DeepSeek-V4 / Qwen3.6
threads. The
semantic search rarely returns a PR of the band for generic error wordings (it answers with 2024-25 threads or other
trackers); only queries naming the band's models and hardware (GLM-5.2, Gemma 4, DeepSeek-V4, MiniMax-M3, SM120 /
RTX PRO 6000, Qwen3.5) reached it at all, and most of those threads were already used. Most in-band fix PRs that the
search reached describe the bug in the author's own words without a user's failing start-up (no case).

Sources given up (for the lead, not cases):
- Already used or in earlier rounds' skip lists (grep, not re-opened): vllm #40591 / #40286 / PR #40708 (Gemma 4 MoE
  AWQ down_proj_packed, round 730), #40247 and #45259 (round 425), #40821, #41027, #42587, #42813, #43605, #43980,
  #44022, #45102 (same lm_head.input_scale family as #44081 below), #45837, #46169, #46679, #46796, #47867.
- Description not stored / error line not reached: vllm #40437 (gemma-4-31B-it-unsloth-bnb-4bit, fixed by PR #40606
  per the reporter's 'I've tested the changes from #40606 ... The bug is resolved'; three look-ups reached only the two
  closing comments, never the description or the error; claimed, a good case if the description can be read);
  vllm #44081 (nvidia/Qwen3.6-35B-A3B-NVFP4 on v0.22.0, 'lm_head.input_scale not registered', worked on nightly
  0.21.1rc1.dev417; the stored description stops inside the docker command before the log; the fix is disputed in the
  thread: #42124 said to be on the 0.22.1 line, a later user still sees it on 0.22.1 and on main and points at #35660;
  claimed, not written); vllm #47215 (nvidia/Qwen3.6-27B-NVFP4 W4A16_NVFP4 'start (0) + length (17408) exceeds
  dimension size (8704)': only a comment that could not reproduce on main is stored); vllm #40903 (DeepSeek-V4-Flash on
  8x L20: the log is an attached file; comments blame DeepGEMM-only mhc kernels; no error text).
- Not start-up / no user log: vllm #44637 (Qwen3.5-122B prefix caching IndexError at the first request, vllm-ascend
  image on Atlas A2); PR #46840 (tests and a ValueError for #46726, no new log); PR #47527 (SM120 packed sparse-MLA
  decode, author's description only); PR #43227 (Gemma4 MoE AutoRound loading, no failing log in the stored text).
- Outside the band (not taken): vllm #48214, #48945, #49368, #51744, #52435 / PR #52446, #52768, #53320, #53470,
  #54726, #54900, #55914, #56443, PR #55277, PR #37214, #38303, PR #38423, PR #35720, #35286, #35637, #39485.

Judgement calls for the lead:
1. vllm-46726: kind vllm_check_failed (the assert message is vLLM's own, in the SM120 sparse-MLA backend, and no
   README row names it). cause attention_backend_feature_unsupported: the backend lacked support for the model's
   attention layout (indexer-less skip layers sharing a top-k buffer), and the fix is in the backend, as PR #46506
   says; vllm_check_failed (the kind itself) is the alternative if the lead reads it as a plain vLLM bug. The error
   line is taken from the reporter's description (a code span), because the stored traceback chunk stops before the
   AssertionError line. The issue is still open in the stored copy; the fix PR was opened two days before the issue
   was filed (its merge date is not stored), so the reporter's image presumably predated the merge.
2. vllm-pr42944: a fix PR, not a user's issue (the brief allows it: the PR quotes its own failing start-up). kind
   weight_loading_mismatch (a load_weights KeyError on a dotted parameter name, as the earlier fix-PR fixture
   vllm-pr38870 labelled the same indexer's KeyError); cause pp_unsupported because the PR's purpose places the
   failure in pipeline parallelism only ('Fix GLM-5.1 FP8 model loading with pipeline parallelism'), not in the
   checkpoint; weight_loading_mismatch is the alternative cause. The stored text does not show the diff, so the exact
   mechanism (which stage looked up which parameter) is not stated in real_cause. Drop it if fix-PR cases without a
   user are unwanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round752-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm #46726 (fixed by PR #46506): GLM-5.2 NVFP4 on 8x RTX PRO 6000 (SM120) -> FLASHINFER_MLA_SPARSE_SM120 'requires a sparse-MLA indexer'
case("vllm-46726-glm52-nvfp4-sm120-flashinfer-mla-sparse-requires-sparse-mla-indexer",
     "https://github.com/vllm-project/vllm/issues/46726",
     "[Bug]: sparse-MLA indexer error with GLM 5.2 NVFP4 on RTX 6000 Pro SM120\n"
     "\n"
     "```text\n"
     "NVIDIA_DRIVER_CAPABILITIES=compute,utility\n"
     "NCCL_P2P_LEVEL=SYS\n"
     "VLLM_USAGE_SOURCE=production-docker-image\n"
     "NCCL_PROTO=LL,LL128,Simple\n"
     "CUDA_VERSION=13.0.2\n"
     "VLLM_ENABLE_CUDA_COMPATIBILITY=0\n"
     "LD_LIBRARY_PATH=/usr/local/nvidia/lib64:/usr/local/cuda/lib64:/usr/local/nvidia/lib:/usr/local/nvidia/lib64:"
     "/usr/local/cuda/lib64\n"
     "VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1\n"
     "NCCL_IB_DISABLE=1\n"
     "VLLM_PORT=11433\n"
     "PYTORCH_NVML_BASED_CUDA_CHECK=1\n"
     "TORCHINDUCTOR_COMPILE_THREADS=1\n"
     "TORCHINDUCTOR_CACHE_DIR=/tmp/torchinductor_root\n"
     "\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "I want to run GLM-5.2 on a 8x RTX 6000 Pro (SM120) rig in NVFP4 quantization. However, I run into the following "
     "problem after the eights have been loaded:\n"
     "\n"
     "`  FLASHINFER_MLA_SPARSE_SM120 requires a sparse-MLA indexer (model with index_topk in its config) `\n"
     "\n"
     "here is the log output:\n"
     "...\n"
     "(Worker_TP4 pid=2386) ERROR 06-25 11:54:17 [multiproc_executor.py:898]            ^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP4 pid=2386) ERROR 06-25 11:54:17 [multiproc_executor.py:898]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/model_executor/models/utils.py\", line 667, in <genexpr>\n"
     "(Worker_TP4 pid=2386) ERROR 06-25 11:54:17 [multiproc_executor.py:898]     layer_fn(prefix=f\"{prefix}.{idx}\") "
     "for idx in range(start_layer, end_layer)\n"
     "(Worker_TP4 pid=2386) ERROR 06-25 11:54:17 [multiproc_executor.py:898]     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP4 pid=2386) ERROR 06-25 11:54:17 [multiproc_executor.py:898]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/model_executor/models/deepseek_v2.py\", line 1266, in <lambda>\n"
     "(Worker_TP4 pid=2386) ERROR 06-25 11:54:17 [multiproc_executor.py:898]     lambda prefix: DeepseekV2DecoderLayer(\n"
     "(Worker_TP4 pid=2386) ERROR 06-25 11:54:17 [multiproc_executor.py:898]                    ^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP4 pid=2386) ERROR 06-25 11:54:17 [multiproc_executor.py:898]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/model_executor/models/deepseek_v2.py\", line 1138, in __init__\n"
     "(Worker_TP4 pid=2386) ERROR 06-25 11:54:17 [multiproc_executor.py:898]     self.self_attn = attn_cls(\n",
     "vllm_check_failed", {}, "attention_backend_feature_unsupported",
     "GLM-5.2 uses an index_topk skip pattern (index_topk_freq=4): only a subset of its layers builds a sparse-MLA "
     "indexer, and the 'skip' layers are built with indexer=None and get the shared top-k indices buffer from "
     "MLAAttention instead. vLLM's SM120 sparse-MLA backend FLASHINFER_MLA_SPARSE_SM120 asserted `indexer is not None` "
     "and read only indexer.topk_indices_buffer, so every skip layer crashed while the model was built ('requires a "
     "sparse-MLA indexer'), for both the NVFP4 and MXFP4 GLM-5.2 checkpoints on SM120 (RTX PRO 6000). A gap in the "
     "backend's support of the model's attention layout, not memory, quantization or a launch flag.",
     "vLLM PR #46506 ('[Bugfix] FLASHINFER_MLA_SPARSE_SM120 compatibility with GLM-5 NVFP4', lucifer1004, merged; "
     "opened 2026-06-23): mirror FLASHMLA_SPARSE and take the shared top-k buffer from the indexer when present, "
     "otherwise from the MLA args; fix: a vLLM build that contains it (a nightly / release after the merge). A "
     "follow-up PR #46840 (pxljs, open, 'Addresses #46726') only adds tests and turns the remaining assert into a "
     "ValueError. In the issue a second user reports that the latest nightly image then gets 'another error' (not "
     "stored), so the nightly gets past this assert.",
     release=None, gpu="NVIDIA RTX PRO 6000 Blackwell (SM120)", gpus=8, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"}],
     note="Excerpt: the issue title, the tail of the environment block (only the environment variables are stored in "
          "that chunk; the collect_env output above them dropped), the description (which quotes the error line in "
          "a code span) and the one stored chunk of the traceback, joined by '...'; the traceback's own last line "
          "(the AssertionError) is not in the stored chunks, so the error line is the description's quote. The "
          "release is not printed in the stored text (the production docker image, CUDA 13.0.2, June 2026, so "
          "0.22-0.23). No launch command is stored. The fix PR #46506 was opened two days before the issue (merge "
          "date not stored); the user's image presumably predates the merge. kind: the assert message is "
          "vLLM's own (flashinfer_mla_sparse_sm120.py), no README row names it -> vllm_check_failed. cause: "
          "judgement call 1.")

# ---------------------------------------- vllm PR #42944: zai-org/GLM-5.1-FP8 on 8x H200 with --pipeline-parallel-size 8 -> KeyError 'layers.0.self_attn.indexer.wk_weights_proj.weight'
case("vllm-pr42944-glm51-fp8-pp8-keyerror-indexer-wk-weights-proj-weight",
     "https://github.com/vllm-project/vllm/pull/42944",
     "Hi from [novita.ai](https://novita.ai/) team \U0001f44b\n"
     "\n"
     "## Purpose\n"
     "\n"
     "When serving `zai-org/GLM-5.1-FP8` with `--pipeline-parallel-size 8`, loading failed with:\n"
     "\n"
     "```text\n"
     "KeyError: 'layers.0.self_attn.indexer.wk_weights_proj.weight'\n"
     "```\n"
     "\n"
     "## Test Plan\n"
     "Run the server on 8xH200 server and validate on gsm8k.\n"
     "\n"
     "Start vLLM with pp=8:\n"
     "```\n"
     "vllm serve zai-org/GLM-5.1-FP8 \\\n"
     "  --host=0.0.0.0 \\\n"
     "  --port 8000 \\\n"
     "  --pipeline-parallel-size 8 \\\n"
     "  --trust-remote-code \\\n"
     "  --kv-cache-dtype fp8 \\\n"
     "  --chat-template-content-format=string \\\n"
     "  --tool-call-parser glm47 \\\n"
     "  --reasoning-parser glm45 \\\n"
     "  --enable-auto-tool-choice\n"
     "```\n",
     "weight_loading_mismatch", {}, "pp_unsupported",
     "vLLM's loading of GLM-5.1 (a model with a DSA sparse-attention indexer; the KeyError names the indexer's "
     "wk_weights_proj parameter) broke only when the layers were split over pipeline "
     "stages: serving zai-org/GLM-5.1-FP8 with --pipeline-parallel-size 8 on 8x H200 died in weight loading with a "
     "KeyError on the indexer's fused parameter. A pipeline-parallel gap in the model's loader, not the checkpoint "
     "(the same FP8 checkpoint loads without PP) and not memory.",
     "vLLM PR #42944 ('fix: glm5.1 pp model loading', UranusSeven of novita.ai, merged; opened 2026-05-18): 'Fix GLM-5.1 "
     "FP8 model loading with pipeline parallelism'; with it the same pp=8 launch starts and scores 0.948 on GSM8K "
     "(1,319 samples). Fix for the user: a vLLM build with that PR; before it, tensor parallelism instead of pipeline "
     "parallelism over the 8 GPUs is the collector's reading (the PR's purpose says the failure is specific to "
     "pipeline parallelism), not a reported fix. A reviewer (cjackal) adds that deepseek_mtp should get the same "
     "change.",
     release=None, gpu="NVIDIA H200", gpus=8,
     command="vllm serve zai-org/GLM-5.1-FP8 --host=0.0.0.0 --port 8000 --pipeline-parallel-size 8 "
             "--trust-remote-code --kv-cache-dtype fp8 --chat-template-content-format=string --tool-call-parser glm47 "
             "--reasoning-parser glm45 --enable-auto-tool-choice",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--pipeline-parallel-size", "above": 8}, {"flag": "--tensor-parallel-size", "above": 8},
                {"flag": "--quantization"}],
     note="Excerpt: a fix PR, not a user's issue: the PR description as stored with the title ('fix: glm5.1 pp model "
          "loading') and the Purpose's first sentence ('Fix GLM-5.1 FP8 model loading with pipeline parallelism.') "
          "left out, since they state the fix; the GSM8K result table and the checklist after the Test Plan dropped. "
          "The error is the author's one-line quote of the KeyError (no traceback frames stored). The command is the "
          "Test Plan's launch, the one the author verified the fix with; the Purpose names the same model and "
          "--pipeline-parallel-size 8 as the failing launch. Release not printed (vLLM main of mid-May 2026, between "
          "0.21 and 0.22). kind/cause: judgement call 2.")

BATCH.write()
