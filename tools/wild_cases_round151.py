"""Round-151 blind batch: vLLM launch failures that authors recorded in committed files of public GitHub repositories
written in Chinese, Japanese, Korean, Russian, German, French, Spanish or Portuguese (work logs, deployment guides,
issue notes kept in repos), collected by helper wild151 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round151-blind"``; the lead grades it once
(``python tests/wild_grade.py round151``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source (src/) to choose them; every expectation (kind, printed
numbers, cause, fixes that would be wrong for that user) was written from the file only. Excerpts are the text as the
stored copy of the file shows it (where lines in between were dropped the excerpt shows ``...`` and the note says so);
the authors' fix lines (their "修复" / "解决" rows and the fixed launch commands) are left out of the excerpt (they are in
fix_that_worked). Every url is the file at the commit the code corpus's find_files / read_file gave.

Sources: the search tool's code corpus only. 75 look-ups of the 85 allowed (26 ``search`` code, 26 ``find_string``,
8 ``find_files``, 1 ``find_repos``, 14 ``read_file``). No fetch. **10 cases from 5 files of 2 repositories, only 1 of
them a memory failure** (see judgement call 1): raids-lab/crater (1), jianzhnie/EasyInfer (9, from 3 of its files).
Every url, bare repository and hint was checked against /work/coord/USED_SOURCES.txt and tests/golden/wild/ before it
was taken (neither repository is in either).

Judgement calls for the lead (each case's ``note`` says more):
1. THE SLICE IS NEARLY MINED OUT, AND THE MIX IS LOPSIDED. The code corpus's semantic ``search`` answers CJK / Russian /
   German / French vLLM-error queries with the same dozen files, nearly all already used (hzqjgthy/vllm's KV note,
   imroc/tke-guide's FAQ, rustsbi/Agent's April work log with its three Qwen2.5-32B-GPTQ-Int8 failures,
   hanchi-gao/vllm-gpu-pcie-benchmark's free-memory note, TillyEndless/Herobrine's TP=3 note, the lightzero profiling
   report) or AI-written explainers / interview notes with placeholder errors (the "vLLM GPU 内存管理问题解析"
   6.92/8.0 GiB note, "vLLM 不启动" troubleshooting tables in Russian, German and French with no printed error).
   ``find_string`` on language-specific wordings ("vLLM 报错", "vLLM 启动失败", "vLLM 启动时报", "KV cache 显存不足",
   "NPU out of memory. Tried to allocate", ...) found real logs, but most of them sit in files too large for ``search``
   to name, so their repository could not be found within three look-ups (judgement call 5). What could be located
   came mostly from one Chinese Ascend deployment repository (jianzhnie/EasyInfer) whose docs log many distinct failed
   launches with their fixes; nine of the ten cases are from it (three files: docs/AGENT_DEPLOYMENT.md @3c5ec83,
   docs/longcat_deploy_issues.md @b00e273, docs/deployment_summary.md @fdb66c4). Each is a different launch (different
   model, flag or cluster setup); the lead may want to down-weight the repository or drop some of them. Only one case is a
   memory failure (MiniMax-M2.7 W8A8, "No available memory for the cache blocks"); the KV-cache, OOM and free-memory
   logs the searches found were all used before or could not be located.
2. Errors quoted in a table row or one line, without the log around them (EasyInfer's "Issue N" tables and "现象" lines):
   the error text is the author's, the cause and the fix are in the same section. Thin, but conclusive.
3. No exact kind, closest used: vllm-ascend/vLLM checks with no row of their own -> vllm_check_failed: "Unsupported
   speculative method: 'mtp'" (raised on the vLLM-Ascend path; ``unrecognized`` is the alternative if the site is
   only in vllm-ascend), "Error setting ASCEND_RT_VISIBLE_DEVICES: local range: [0, 64) ..." (tp_over_gpus /
   invalid_device_ordinal the alternatives), "Every node should have a unique IP address ..." (Ray's cluster check in
   vLLM's ray_utils). The CANN library missing under ``docker exec -d`` (libascend_hal.so) -> no_gpu_visible, as the
   existing vllm-ascend-1440 fixture labels that line.
4. Causes from the authors' own explanation: the MiniMax no-KV case prints no numbers; its fix (TP=8 PP=2 over two
   nodes, utilization 0.95, length <= 65536) shows that the per-NPU footprint outside the KV cache filled the budget ->
   weights_exceed_budget (oom_profiling the alternative; the doc only says "W8A8 内存需求大").
5. Located and skipped: a Korean k3s/vLLM learning note (RTX 5070 Ti 16 GB: Qwen2.5-7B KV refusal and the
   ``which c++`` / ``-lcuda`` torch.compile failure fixed with --enforce-eager), a Chinese CPU-backend benchmark note
   (KV cache 13104 tokens < 32768, VLLM_CPU_KVCACHE_SPACE; IPEX-AWQ import), a Chinese WSL2 note (CUDA graph capture
   dying with "CUDA error: unknown error" at utilization 0.85 on 15.99 GiB, fixed at 0.80), xuchu0726/ai-inference-service's
   GPU-UUID note (its file is not among the paths find_files lists), a "pinchbench" FAQ (Free memory 0.75/44.4 GiB) and a
   MiniMax-M3 XPU porting log (allreduce_fusion() weight_bias): each is a real log, none could be tied to a repository
   and commit within three look-ups. The DeepSeek-V4-Pro "KV cache 不足 at 8192, passes at 4096" line in
   EasyInfer's eco_tech_vllm_validation.md prints no error text (not taken); its GLM-5.2 indexer KeyError (same file)
   was not taken to keep the repository's share down (a second KeyError case of the same kind).
6. Traps: the crater command block already carries ``--dtype=half`` (it is the fixed template), so it is left out of the
   excerpt; on V100 no memory or length flag helps. EasyInfer's clusters are Ascend 910C NPUs (vLLM-Ascend), not CUDA
   GPUs: CUDA-only advice (CUDA toolkit, nvidia driver) is wrong there.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round151-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

EASYINFER_AGENT = ("https://github.com/jianzhnie/EasyInfer/blob/3c5ec8309d79cc3bd46601cead11e7758fa26d12/"
                   "docs/AGENT_DEPLOYMENT.md")
EASYINFER_LONGCAT = ("https://github.com/jianzhnie/EasyInfer/blob/b00e2732954d2b44994e8a291d4de0c2ff3e7ead/"
                     "docs/longcat_deploy_issues.md")
EASYINFER_SUMMARY = ("https://github.com/jianzhnie/EasyInfer/blob/fdb66c41f86af0fd0064d6269fcb6f8a598e88af/"
                     "docs/deployment_summary.md")

# ------------------------------------------------------------------ dtype: bf16 on V100 (crater platform doc, Chinese)
case("github-crater-dis-deepseek-r1-32b-v100-sxm2-bf16",
     "https://github.com/raids-lab/crater/blob/a3b1f90df220058ae228b9f8407a23675f4a187b/"
     "crater-website/content/docs/user/toolbox/deepseek/dis-deepseek-32b.md",
     "### 常见问题\n"
     "\n"
     "> 问题 1：ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla "
     "V100-SXM2-32GB GPU has compute capability 7.0. You can use float16 instead by explicitly setting the dtype flag "
     "in CLI, for example: --dtype=half.",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "The Chinese user guide of the Crater GPU platform (Beihang ACT lab) for its 'DeepSeek R1 分布式推理' job template: "
     "DeepSeek-R1-Distill-Qwen-32B served with vLLM's OpenAI server over Ray on 8 Tesla V100-SXM2-32GB (TP=4 x PP=2, "
     "max-model-len 32768, utilization 0.90); without a dtype the checkpoint's bfloat16 is refused on the V100's "
     "compute capability 7.0.",
     "the doc's answer 1: add the vLLM launch flag --dtype=half (the template's command carries it); many fast kernels "
     "do not run on V100",
     release="not stated (vLLM OpenAI server with Ray multi-node, 2025)", gpu="Tesla V100-SXM2-32GB", gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size",
                                                                          "above": 8}],
     note="judgement call 6: the '### 常见问题' heading and the FAQ's question 1 as stored; the template's launch "
          "command above it (ray start ...; python3 -m vllm.entrypoints.openai.api_server --model=/models/"
          "DeepSeek-R1-Distill-Qwen-32B --max-model-len 32768 --tensor-parallel-size 4 --pipeline-parallel-size 2 "
          "--gpu-memory-utilization 0.90 --max-num-seqs 128 --trust-remote-code --disable-custom-all-reduce --port "
          "8000 --dtype=half) is the fixed command, left out; answer 1 is the fix. gpus 8 from the doc's answer 2 "
          "('不用这块为了测试多机便用了 8 张卡'). A platform team's FAQ of its own template run, not a personal log")

# ------------------------------------------------------------------ weights: DeepSeek-V4 attn_sink KeyError (vLLM-Ascend 0.20.2)
case("github-easyinfer-dsv4-eco-tech-attn-sink-keyerror-ascend-0202", EASYINFER_AGENT,
     "# 容器镜像: quay.io/ascend/vllm-ascend:v0.20.2rc1-a3\n"
     "...\n"
     "### Issue 1: DeepSeek V4 attn_sink KeyError 🔴\n"
     "\n"
     "| 项目 | 内容 |\n"
     "|------|------|\n"
     "| **严重度** | BLOCKING |\n"
     "| **错误** | `KeyError: 'model.layers.0.self_attn.attn_sink'` |\n"
     "| **文件** | `/vllm-workspace/vllm-ascend/vllm_ascend/models/deepseek_v4.py:1204` |\n"
     "...\n"
     "| **影响** | DeepSeek-V4-Pro, DeepSeek-V4-Flash |",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A Chinese deployment guide kept in the author's repository (2026-06-11): Eco-Tech's quantized DeepSeek-V4-Pro / "
     "-Flash checkpoints on an Ascend 910C cluster with vLLM-Ascend 0.20.2 (image v0.20.2rc1-a3, CANN 9.0.0); the "
     "checkpoint carries attention-sink tensors ('...self_attn.attn_sink') that vLLM-Ascend's DeepseekV4 model class "
     "has no parameter for, so load_weights raises a KeyError on the first layer.",
     "the doc's fix row: patch vllm_ascend/models/deepseek_v4.py:1204 to skip names not in params_dict "
     "(`if name not in params_dict: continue`); a later stored version of the same file says the model then loads but "
     "its output is garbled (attn_sink is needed), i.e. a release whose DeepSeek-V4 class knows attn_sink is the real fix",
     release="vLLM-Ascend 0.20.2 (quay.io/ascend/vllm-ascend:v0.20.2rc1-a3, CANN 9.0.0)",
     gpu="Huawei Ascend 910C (66 GB HBM per NPU per the doc's topology)", gpus=32,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 32}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the '前置条件' block's image line, then section 5's Issue 1 table as stored; the '修复' row "
          "between '文件' and '影响' left out ('...'). gpus 32 from the doc's topology (4 nodes x 8 Ascend 910C); the "
          "launch's TP/PP for DeepSeek-V4 are not given in this version. The 'garbled output' remark is from another "
          "stored version of docs/AGENT_DEPLOYMENT.md (2026-06-16), not from the cited commit")

# ------------------------------------------------------------------ check: MTP speculative method refused (MiniMax-M2.7)
case("github-easyinfer-minimax-m27-mtp-unsupported-ascend-0202", EASYINFER_AGENT,
     "# 容器镜像: quay.io/ascend/vllm-ascend:v0.20.2rc1-a3\n"
     "...\n"
     "### Issue 2: MiniMax MTP 不支持 🔴\n"
     "\n"
     "| 项目 | 内容 |\n"
     "|------|------|\n"
     "| **严重度** | BLOCKING |\n"
     "| **错误** | `NotImplementedError: Unsupported speculative method: 'mtp'` |\n"
     "...\n"
     "| **影响** | MiniMax-M2.7 (模型含 MTP 但 vLLM-Ascend 不支持) |",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Same guide: MiniMax-M2.7 W8A8 launched with a --speculative-config asking for the 'mtp' method (the checkpoint "
     "has MTP modules); vLLM-Ascend 0.20.2 has no MTP drafter for this architecture and refuses the speculative "
     "method at engine setup.",
     "the doc's fix row: remove the --speculative-config argument (MiniMax-M2.7 then deploys without MTP)",
     release="vLLM-Ascend 0.20.2 (quay.io/ascend/vllm-ascend:v0.20.2rc1-a3, CANN 9.0.0)",
     gpu="Huawei Ascend 910C (66 GB HBM per NPU)", gpus=32,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 32}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 2 and 3: image line, then Issue 2's table with its '修复' row left out. No exact kind: a "
          "speculative-decoding check of the vLLM / vLLM-Ascend engine; vllm_check_failed if the site is among vLLM's "
          "own raises, else unrecognized. Not a memory failure")

# ------------------------------------------------------------------ memory: no KV memory, MiniMax-M2.7 W8A8 on one node
case("github-easyinfer-minimax-m27-w8a8-no-kv-memory-ascend-0202", EASYINFER_AGENT,
     "# 容器镜像: quay.io/ascend/vllm-ascend:v0.20.2rc1-a3\n"
     "...\n"
     "### Issue 3: MiniMax W8A8 OOM 🟡\n"
     "\n"
     "| 项目 | 内容 |\n"
     "|------|------|\n"
     "| **严重度** | MEDIUM |\n"
     "| **错误** | `ValueError: No available memory for the cache blocks` |\n"
     "...\n"
     "| **影响** | MiniMax-M2.7 (W8A8 内存需求大) |",
     "no_kv_memory", {}, "weights_exceed_budget",
     "Same guide: MiniMax-M2.7 W8A8-QuaRot (about 216 GB of weights) served with vLLM-Ascend 0.20.2 on Ascend 910C "
     "NPUs; the memory the model needs outside the KV cache (weights plus the W8A8 MoE's working memory) filled the "
     "per-NPU budget at the launch's utilization and length, so no block was left for the KV cache.",
     "the doc's fix row: TP=8 PP=2 (two nodes) + GPU_MEM_UTIL=0.95 + MAX_MODEL_LEN <= 65536; the deploy step runs "
     "`TP=8 PP=2 MAX_MODEL_LEN=65536 GPU_MEM_UTIL=0.95 PORT=8004 ... examples/minimax_m2_7/vllm/run_vllm.sh`",
     release="vLLM-Ascend 0.20.2 (quay.io/ascend/vllm-ascend:v0.20.2rc1-a3, CANN 9.0.0)",
     gpu="Huawei Ascend 910C (66 GB HBM per NPU)", gpus=32,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 32}],
     note="judgement calls 1, 2 and 4: image line, then Issue 3's table with its '修复' row left out. The failing "
          "launch's TP/PP, utilization and length are not given (the doc names only the fixed setting), so no "
          "utilization or length bound is put in forbidden; the table's title calls it an OOM but the printed line is "
          "vLLM's no-KV-memory refusal. Size 216G from the later stored version's model table")

# ------------------------------------------------------------------ check: DP=2 with TP=64 over 8-NPU nodes (LongCat)
case("github-easyinfer-longcat-tp64-dp2-ascend-rt-visible-devices-local-range", EASYINFER_LONGCAT,
     "# LongCat-Flash-Chat 部署问题总结\n"
     "\n"
     "> 模型: `LongCat-Flash-Chat-1024E-512Zero-E-Topk24-v2`\n"
     "> 节点列表:\n"
     "> - `node_list1.txt` (16 nodes: 10.1.0.17 ~ 10.1.0.32)\n"
     "> - `node_list2.txt` (14 nodes: 10.1.1.173 ~ 10.1.1.205)\n"
     "> 目标配置: TP=64, 8 nodes × 8 NPU\n"
     "\n"
     "---\n"
     "\n"
     "## 问题 1: DP=2 不支持多节点 TP\n"
     "\n"
     "**现象**: 设置 `TP=64, DP=2` 启动时报错:\n"
     "\n"
     "```\n"
     "Exception: Error setting ASCEND_RT_VISIBLE_DEVICES: local range: [0, 64) base value: \"0,1,2,3,4,5,6,7\"\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A Chinese deployment-issues log in the same repository: LongCat-Flash-Chat on Ascend 910C nodes (vLLM 0.18.0 "
     "image with vllm-ascend, Ray across nodes) with TP=64 and DP=2; vLLM V1's set_device_control_env_var slices the "
     "local devices by DP rank and asks each node for the range [0, 64) of its 8 visible NPUs, which cannot be set; "
     "--data-parallel-size does not work with a multi-node Ray TP group.",
     "the author: fall back to TP=64, DP=1; to use all 16 nodes, run two independent vLLM instances (8 nodes each) "
     "behind an external load balancer",
     release="vLLM 0.18.0 + vllm-ascend (image ascend910c-cann8.5.1-torch2.9.0-vllm0.18.0)",
     gpu="Huawei Ascend NPU (8 per node; 910C image)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--data-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 3: the file's header block and section 问题 1's '现象' with its code block; the '原因' and "
          "'解决' paragraphs after it left out. No exact kind: a device-visibility check of vLLM's platform code "
          "(tp_over_gpus and invalid_device_ordinal the alternatives). gpus None: the doc names two clusters (16 and "
          "14 nodes x 8 NPU); the image name is from section 问题 5's docker run. Not a memory failure")

# ------------------------------------------------------------------ check: duplicate Ray node IPs (two containers, one host)
case("github-easyinfer-longcat-ray-every-node-unique-ip-7-of-8", EASYINFER_LONGCAT,
     "# LongCat-Flash-Chat 部署问题总结\n"
     "\n"
     "> 模型: `LongCat-Flash-Chat-1024E-512Zero-E-Topk24-v2`\n"
     "...\n"
     "> 目标配置: TP=64, 8 nodes × 8 NPU\n"
     "...\n"
     "## 问题 3b: 同一物理节点多容器导致 Ray 节点 IP 重复\n"
     "\n"
     "**现象**: vLLM 报错:\n"
     "\n"
     "```\n"
     "RuntimeError: Every node should have a unique IP address. Got 8 nodes with [...] and 7 unique IP addresses.\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Same LongCat log: a physical node ran two containers with --net=host (vllm-ascend-env and mindspeed-llm-env), "
     "both with Ray processes that joined the cluster under the same IP, so vLLM's Ray executor counted 8 nodes but "
     "7 unique IPs and refused to place the workers.",
     "the author: run `ray stop --force` in all containers before deploying (not only vllm-ascend-env), use a separate "
     "Ray port (--port=6380), or stop/remove the containers not needed (mindspeed-llm-env, npuslim-env); keep one "
     "container running Ray/vLLM per physical node",
     release="vLLM 0.18.0 + vllm-ascend (image ascend910c-cann8.5.1-torch2.9.0-vllm0.18.0)",
     gpu="Huawei Ascend NPU (8 per node)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 3: header lines (the node lists dropped, '...'), then section 问题 3b's '现象' and block; "
          "'原因' and '解决' left out. The '[...]' is the author's elision in the printed line. No exact kind: vLLM's "
          "Ray-cluster check (vllm_check_failed); a different launch from 问题 1 (Ray cluster state, not DP)")

# ------------------------------------------------------------------ environment: CANN not sourced under docker exec -d
case("github-easyinfer-longcat-docker-exec-d-libascend-hal-torch-npu", EASYINFER_LONGCAT,
     "# LongCat-Flash-Chat 部署问题总结\n"
     "...\n"
     "## 问题 8: CANN 环境未在 docker exec -d 中加载\n"
     "\n"
     "**现象**: 使用 `docker exec -d` 启动 vLLM 时报错:\n"
     "\n"
     "```\n"
     "ImportError: libascend_hal.so: cannot open shared object file: No such file or directory\n"
     "RuntimeError: Failed to load the backend extension: torch_npu\n"
     "```",
     "no_gpu_visible", {}, "no_gpu_visible",
     "Same LongCat log: vLLM started with `docker exec -d` inside the vllm-ascend container; a detached exec starts no "
     "login shell, so the CANN environment (LD_LIBRARY_PATH from .bashrc / set_env.sh) was not loaded, the Ascend "
     "driver library libascend_hal.so was not found and torch_npu could not load: no NPU backend.",
     "the author: start it through a login shell, `docker exec -d vllm-ascend-env bash -lc \"cd /tmp && bash "
     "run_vllm.sh > /tmp/vllm_serve.log 2>&1\"`",
     release="vLLM 0.18.0 + vllm-ascend (image ascend910c-cann8.5.1-torch2.9.0-vllm0.18.0)",
     gpu="Huawei Ascend NPU (8 per node)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="judgement call 3: file title, then section 问题 8's '现象' and block; '原因' and '解决' left out. Kind as the "
          "existing vllm-ascend-1440 fixture labels libascend_hal.so (no_gpu_visible; vllm_extension_import_failed the "
          "alternative). Driver present, environment not sourced")

# ------------------------------------------------------------------ pipeline parallel: GLM-5 class without SupportsPP
case("github-easyinfer-glm5-w4a8-pp2-not-supported-ascend-018rc1", EASYINFER_SUMMARY,
     "## 部署实操记录 (2026-06-09)\n"
     "\n"
     "### 环境配置\n"
     "\n"
     "| 项目 | 详情 |\n"
     "|------|------|\n"
     "| 集群 | 8 节点 × 8 NPU (Atlas 800 A2/A3) |\n"
     "| 容器 | `npuslim-env` (image: ascend910c-cann8.5.1-torch2.9.0-vllm0.18.0) |\n"
     "| CANN | 8.5.1, 路径: `/usr/local/Ascend/cann/` |\n"
     "| Ray | 每个模型独立 2 节点 Ray 集群 |\n"
     "...\n"
     "#### Bug 8: GLM 不支持 Pipeline Parallelism\n"
     "\n"
     "**现象**: `NotImplementedError: Pipeline parallelism is not supported for this model. Supported models "
     "implement the SupportsPP interface.`\n"
     "\n"
     "**根因**: GLM-5/5.1 的 GlmMoeDsaForCausalLM 未实现 `SupportsPP` 接口。",
     "pp_unsupported", {}, "pp_unsupported",
     "A Chinese deployment record (2026-06-09) in the same repository: GLM-5 / GLM-5.1 W4A8 (GlmMoeDsaForCausalLM) "
     "launched with TP=8 PP=2 over a two-node Ray cluster of Ascend NPUs with vLLM-Ascend 0.18.0rc1; the model class "
     "does not implement SupportsPP, so vLLM refuses any pipeline-parallel size above 1.",
     "the author: use a large TP across the nodes instead of PP (TP=16 instead of TP=8, PP=2), or a single node with "
     "TP=8; the final table lists GLM-5 and GLM-5.1 as deployed with TP=16 PP=1 over 2 nodes",
     release="vLLM-Ascend 0.18.0rc1 (image ascend910c-cann8.5.1-torch2.9.0-vllm0.18.0, CANN 8.5.1)",
     gpu="Huawei Ascend NPU (Atlas 800 A2/A3)", gpus=64,
     forbidden=NO_MEMORY_FIX + [{"flag": "--pipeline-parallel-size", "above": 1},
                                {"flag": "--tensor-parallel-size", "above": 64}],
     note="the '部署实操记录' environment table, then Bug 8's '现象' and '根因' (the '修复' paragraph left out, and Bugs "
          "1-7 between them dropped, '...'). The PP=2 attempt is inferred from the fix's wording ('TP=16 替代 TP=8,PP=2'). "
          "gpus 64 from the environment table (8 nodes x 8 NPU). Not a memory failure")

# ------------------------------------------------------------------ transformers: model types newer than 4.57.6
case("github-easyinfer-deepseek-v4-glm-moe-dsa-model-type-transformers-4576", EASYINFER_SUMMARY,
     "## 部署实操记录 (2026-06-09)\n"
     "\n"
     "### 环境配置\n"
     "\n"
     "| 项目 | 详情 |\n"
     "|------|------|\n"
     "| 集群 | 8 节点 × 8 NPU (Atlas 800 A2/A3) |\n"
     "| 容器 | `npuslim-env` (image: ascend910c-cann8.5.1-torch2.9.0-vllm0.18.0) |\n"
     "...\n"
     "#### Bug 4: 新模型 type 不被 transformers 识别\n"
     "\n"
     "**现象**: 所有模型报 `Value error, The checkpoint you are trying to load has model type "
     "'deepseek_v4'/'glm_moe_dsa' but Transformers does not recognize this architecture`\n"
     "\n"
     "**根因**: transformers 4.57.6 内置注册表不包含这些新架构的 model_type，模型目录中又缺少 `auto_map` 配置和自定义 "
     "Python 配置文件。",
     "model_type_unknown", {}, "transformers_too_old",
     "Same record: DeepSeek-V4-Flash and GLM-5 / GLM-5.1 checkpoints (model types deepseek_v4, glm_moe_dsa) launched "
     "with vLLM-Ascend 0.18.0rc1, whose environment has transformers 4.57.6; that release's config registry does not "
     "know these model types and the checkpoints ship no auto_map / custom configuration code, so vLLM's config "
     "validation fails for every model.",
     "the author: create a minimal configuration_<type>.py (a PretrainedConfig subclass with the model_type) in each "
     "model folder and add an auto_map entry to config.json pointing AutoConfig at it (GLM-5/5.1 then deployed; "
     "DeepSeek-V4-Flash later failed on vLLM-Ascend 0.18.0rc1's missing DeepseekV4 class, Bug 9); a transformers "
     "release that knows the types is the alternative",
     release="vLLM-Ascend 0.18.0rc1 (image ascend910c-cann8.5.1-torch2.9.0-vllm0.18.0), transformers 4.57.6",
     gpu="Huawei Ascend NPU (Atlas 800 A2/A3)", gpus=64,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="the environment table (CANN and Ray rows dropped), then Bug 4's '现象' and '根因' (the '修复' steps and "
          "code left out). The message names two model types joined by the author's '/' (retyped, one line for "
          "several launches); transformers_too_old per the author's root cause (4.57.6 lacks them). Not a memory "
          "failure")

# ------------------------------------------------------------------ CLI: a flag this release no longer has
case("github-easyinfer-num-scheduler-steps-unrecognized-ascend-018rc1", EASYINFER_SUMMARY,
     "## 部署实操记录 (2026-06-09)\n"
     "\n"
     "### 环境配置\n"
     "\n"
     "| 项目 | 详情 |\n"
     "|------|------|\n"
     "| 集群 | 8 节点 × 8 NPU (Atlas 800 A2/A3) |\n"
     "| 容器 | `npuslim-env` (image: ascend910c-cann8.5.1-torch2.9.0-vllm0.18.0) |\n"
     "...\n"
     "#### Bug 5: `--num-scheduler-steps` 参数不被支持\n"
     "\n"
     "**现象**: `vllm: error: unrecognized arguments: --num-scheduler-steps`\n"
     "\n"
     "**根因**: vLLM-Ascend 0.18.0rc1 版本不支持此参数。",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Same record: the repository's launch scripts passed --num-scheduler-steps (V0's multi-step scheduling) to "
     "`vllm serve` of vLLM 0.18.0 / vLLM-Ascend 0.18.0rc1, a release whose argument parser no longer has that flag, so "
     "argparse stops the launch.",
     "the author: remove --num-scheduler-steps from run_vllm.sh",
     release="vLLM-Ascend 0.18.0rc1 (image ascend910c-cann8.5.1-torch2.9.0-vllm0.18.0)",
     gpu="Huawei Ascend NPU (Atlas 800 A2/A3)", gpus=64,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="the environment table (CANN and Ray rows dropped), then Bug 5's '现象' and '根因' ('修复' left out). Kind per "
          "README's vllm_check_failed row for argparse's 'error: unrecognized arguments: --X' (a flag of another "
          "release). Not a memory failure")

if __name__ == "__main__":
    BATCH.write()
