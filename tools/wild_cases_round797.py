"""Round-797 blind batch: COMMITTED NOTES FOUND BY FIND_STRING, NAMED HITS (earlier collectors found these and could
not tie them to a repository): (a) find_string id 66544631482, MiniMax-M2.5 on 8x H200 with vLLM 0.25.0 at TP8, 'output
_size ... 192 is not divisible by ... block_n = 128'; (b) find_string id 69706273422, a vllm-ascend note '(1048576),
4.85 GiB ... (4.0 GiB) ... 832896'; (c) the 'exceeds available Mamba cache blocks' notes (983) / (421) / (348);
collected by helper wild797 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round797-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only. Excerpts are the text as the stored copy of the committed file shows it (read with read_file at the commit in
the URL); the fix is left out of the excerpt.

Look-ups: 26 of the 50 shared by the session's two collectors (at most 25 were planned for this one; one over): 11
read_file (5 by the brief's or find_string's file id, 6 by repo/path/commit: five placement checks, each returning
the same file id, and one full read of the README version cited), 3 find_string ('exceeds available Mamba cache
blocks (983)' / '(421)' / '(348)'), 4 find_repos, 8 find_files. No search / fetch. Per hit: (a) 5, (b) 4, (c-983) 6,
(c-421) 5, (c-348) 6.

All five named hits were placed in a repository:
- (a) id 66544631482 = lycheenice/vllm develop/vllm_pd_baseline_vs_pdbasic_report.md @26dffaec (found by find_repos
  'lychee': the results path /home/lychee/mycode/... in the note; the fork lycheenice/vllm holds a develop/ tree of PD
  experiment notes, and read_file at that path returned id 66544631482).
- (b) id 69706273422 = chiro2001/deepseek-v4.1-flash-ascend910B a2/logs/066-int8-x-draftgraph-1die.md @a44974c9
  (find_files path 'a2/AGENTS.md', which the note cites, named the repository; read_file returned the same id).
- (c-983) visionaryqueens/vastai-vllm-runbook README.md @3c1b207f (the file's own title; find_repos 'vastai-vllm').
  Two stored versions (ids 68370364352 at that commit and 68440053190, an edit with another formula section); the
  error paragraph is word for word the same in both; the excerpt is from the 3c1b207f version.
- (c-421) bogdan-d/strix-halo-setup docs/vllm-gfx1151.md @41acee38 (find_files path 'bin/vllm-serve-strix.sh', which
  the note names as 'in this repo').
- (c-348) sqlrush/opendbcli-as-claude-code docs/deploy-qwen-opus-vllm.md @93b978dc (find_repos 'opendb' -- the note
  serves OpenDB / dbaa; the owner's other repositories opendbx / opendb-dsh are the same project's; the file is signed
  'Yingjie Wang', the launchd label com.yingjiewang.vllm-tunnel). Not yucs/dbaas-ai-agent.

7 cases:
- lycheenice-vllm-...-192-block-n-128-v0250: MiniMax-M2.5 fp8 on 8x H200, vLLM v0.25.0, TP8 refused (gate/up 192 per
  rank vs block_n 128); fix --enable-expert-parallel (kept TP8).
- chiro2001-066-...-4.85-of-4.0-kv-bytes: vllm-ascend, one A3 die, tiny model + dummy weights at MAX_LEN 1M with a
  4 GiB KV budget (kv_cache_memory_bytes); fix: a 6 GiB budget, 1M kept.
- vastai-vllm-runbook-...-mamba-1024-over-983: Qwen3.8-27B fp8 + MTP on one H100 NVL, default max_num_seqs 1024 vs
  983 Mamba blocks; fix --max-num-seqs 512.
- strix-halo-setup-...-mamba-1024-over-421: Qwen3.6-27B-AWQ-INT4 on a Strix Halo APU (gfx1151) whose utilization the
  author capped for other services; fix --max-num-seqs 256.
- opendbcli-...-mamba-1024-over-348-v0200: Qwen3.5-27B Opus-distilled on one A800 80GB (AutoDL), vLLM 0.20.0 at 0.92;
  fix --max-num-seqs 256, later 64.
- opendbcli-...-context-32768-...-v0200: the same deployment's third round: the OpenAI server's 400 'maximum context
  length is 32768 tokens ... 8000 output tokens ... 24769 input tokens'; fix --max-model-len 65536.
- opendbcli-...-free-5.45-of-79.25-orphan-enginecore-v0200: the same deployment's restart: 'Free memory on device
  cuda:0 (5.45/79.25 GiB) ... (0.93, 73.7 GiB)', an orphaned EngineCore still holding 75 GB; fix: kill its PID.

How mined: this slice is only the named hits, and all five were placed; nothing else was searched. The
'(348)' search also returned id 58967269289, a dbaa operations-manual FAQ that retells the same (348) event with no
log (not taken, probably the same repository or its sibling).

Sources given up (for the lead, not cases):
- None of the named hits. Not taken from the placed files: lycheenice's other develop/ notes (not read); the
  strix-halo-setup note's other failures (GGUF 'architecture qwen35 is not supported yet' -- a gotcha line with no
  launch; 'EngineDeadError' when Triton compiles without CC -- no vLLM error text); vastai's reasoning-parser / port
  items (not failures of vLLM's); chiro2001's other arms in 066 (Ascend EE1016 / 107027 capture failure, an
  NPU-runtime error under a patched overlay, not a vLLM message); sqlrush round 2 ('"auto" tool choice requires
  --enable-auto-tool-choice and --tool-call-parser to be set' -- a request-time 400, not taken to keep 3 cases per
  repository).

Judgement calls for the lead:
1. Three cases from one committed file (sqlrush/opendbcli-as-claude-code docs/deploy-qwen-opus-vllm.md): the Mamba
   (348) launch the slice named, then two more failures the same deployment log records with their error text and
   their fix (the context-length 400 at the first real requests, the restart refused by free memory). The last two
   are off the Mamba slice; drop them if only the named hits are wanted. The three excerpts share the file's head.
2. chiro2001 already has two fixtures from another file of the same repository (docs/DP-TP-TRADEOFF-20260929.md,
   round 105: '(1048576), 4.78 GiB ... (4.0 GiB) ... 849536'). This 066 note is a different run (one die, tiny draft
   model, 4.85 GiB / 832896) with the same lever (the KV budget set by kv_cache_memory_bytes). The note gives the
   budget only as the arm's label 'MAX_LEN=1M KV=4G' in its table; that it is kv_cache_memory_bytes is read from the
   note's own conclusion ('--kv-cache-memory-bytes >= max_model_len x kv_per_token'), left out of the excerpt because it
   states the fix.
3. lycheenice: the note's heading '### 1.2 FP8 + TP8 Compatibility Fix' is kept (it carries TP8; the fix itself is
   not in it); the author's explanation sentence ('1536/8 = 192, which is not divisible by FP8 block size 128') is
   left out. Kind tp_not_divisible with no numbers, as the earlier fixtures of this message (vllm-17569,
   kaitakuai-experiments-minimax-m27, vllm-pr48173). The fix the author used is expert parallelism with TP8 kept; TP 4
   is the other known fix; so only TP >= 8 WITHOUT expert parallelism is wrong -- forbidden lists TP at_least 8 as the
   earlier fixtures did; the lead may drop that rule if kvroom offers TP8 together with --enable-expert-parallel.
4. strix-halo-setup: which utilization was in effect at the Mamba refusal is not printed; the note's section 2 (kept
   in the excerpt) shows the author capping it from 0.55 to 0.35 because other services share the 128 GB; section 3
   (left out) says the Mamba blocks 'come out of the same budget you just capped'. The message's own hint 'or increase
   gpu_memory_utilization' is therefore wrong for this user at 0.55 or above (thrashing, measured); forbidden uses
   at_least 0.55.
5. vastai: the failing launch is the runbook's cascade arm 'fp8 + mtp' (onstart-qwen38-vllm.sh, not read); no command
   is shown in the README, so command is None. One H100 NVL (94 GB) is read from 'Measured on an H100 NVL, same card'.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round797-blind")
case = BATCH.case

_LAYOUT = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- (a) lycheenice/vllm: MiniMax-M2.5 fp8 on 8x H200, v0.25.0, TP8 -> gate/up 192 not divisible by block_n 128
case("lycheenice-vllm-minimax-m25-8xh200-tp8-gate-up-192-block-n-128-v0250",
     "https://github.com/lycheenice/vllm/blob/26dffaec9854fb5eacdd6daf38252384042b9ff5/develop/"
     "vllm_pd_baseline_vs_pdbasic_report.md",
     "# vLLM NIXL PD Disaggregation Benchmark Report\n"
     "\n"
     "## MiniMax-M2.5 on 8×H200 SXM 141GB (h200-2)\n"
     "\n"
     "**Date**: 2026-07-19 ~ 2026-07-20  \n"
     "**vLLM version**: v0.25.0  \n"
     "**Model**: MiniMax-M2.5 (230GB, 125 shards, fp8 dynamic w8a8, 256 experts top-8, 62 layers, GQA 48 heads / 8 "
     "kv_heads)  \n"
     "**Benchmark tool**: kvcache-benchmarks `ramp_test.py`, dataset `codex_swebenchpro.json` (610 records, ~30 "
     "turns/trial, multi-turn agent traces)  \n"
     "\n"
     "---\n"
     "\n"
     "## 1. Experiment Setup\n"
     "\n"
     "### 1.1 Hardware\n"
     "- 8× H200 SXM 141GB, NVLink/NVSwitch interconnect\n"
     "- No external internet/DNS — all artifacts local\n"
     "\n"
     "### 1.2 FP8 + TP8 Compatibility Fix\n"
     "...\n"
     "```\n"
     "ValueError: The output_size of gate's and up's weight = 192 is not divisible by weight quantization block_n = "
     "128\n"
     "```",
     "tp_not_divisible", {}, "tp_not_divisible",
     "MiniMax-M2.5's block-FP8 checkpoint has an expert intermediate_size of 1536; under tensor parallelism 8 each "
     "rank gets 1536 / 8 = 192 rows of the fused gate/up weight, which is not a multiple of the 128-wide quantization "
     "block, so vLLM v0.25.0 refused to build the MoE layer (the author: 'Under TP8, each rank gets 1536/8 = 192, "
     "which is not divisible by FP8 block size 128'). A TP-split / block-size layout problem, not memory.",
     "the author, same note: '**Fix**: --enable-expert-parallel (EP). Experts are distributed across ranks (32 "
     "experts/rank), keeping intermediate_size=1536 intact (divisible by 128). All phases use "
     "--enable-expert-parallel.' -- TP8 kept on the 8 H200s with expert parallelism (and TP4 + EP for the "
     "prefill/decode nodes). TP 4 without EP (384 per rank) is the other known fix, not the one used here.",
     release="0.25.0", gpu="NVIDIA H200 SXM 141GB", gpus=8, command=None,
     forbidden=_LAYOUT + [{"flag": "--tensor-parallel-size", "at_least": 8}],
     note="Excerpt: the note's title and header lines, section 1.1 and the heading of section 1.2 (kept: it carries "
          "TP8), then, after '...', the error block; the author's explanation sentence before the block "
          "('MiniMax-M2.5 has intermediate_size=1536. Under TP8, each rank gets 1536/8 = 192, ... This causes:') and "
          "the **Fix** paragraph after it are left out, as are the results and section 5's argument list (which "
          "includes the fix). No failing command is shown (section 5.1 is the working one, '--tensor-parallel-size "
          "<TP>' with --enable-expert-parallel). The TP at_least 8 rule means TP 8 without expert parallelism "
          "(judgement call 3).")

# ---------------------------------------- (b) chiro2001 066: vllm-ascend, one A3 die, MAX_LEN 1M with a 4 GiB KV budget -> 4.85 GiB needed
case("chiro2001-066-a3-1die-tiny-draft-1048576-4.85-of-4.0-kv-bytes",
     "https://github.com/chiro2001/deepseek-v4.1-flash-ascend910B/blob/a44974c9397b289747f8f387fd9ae004979ab270/a2/"
     "logs/066-int8-x-draftgraph-1die.md",
     "# 066 — 【实测】int8（档 C/D）× `DRAFT_GRAPH=1` 单卡判决：**两档都跑通**，并抓到「档 D 在有前缀命中时 replay 翻 "
     "token」\n"
     "\n"
     "> 2026-09-22 17:1x–17:3x CST（**远端 A3-node1 时间**；本机比远端快约 7 min）。执行：子代理 "
     "**`C2_int8_draftgraph`**。\n"
     "> 机器：**只有 c2（die 7）**，全程 `tools/a3_chip.sh c2` 锁（**未出现退出码 75**；未碰 c0/c1、\n"
     "> 未碰 Phy-ID 0–7 与 8–15、未碰 `dsv41-a3` / `mooncake-master` / 别人容器）；**未手设 "
     "`ASCEND_RT_VISIBLE_DEVICES`**；\n"
     "> 每臂起服前查 `/dev/shm`；**未写 `upstream-v41/`**；**未发 PR / issue / 评论**。\n"
     "> 模型：`agents/T_draftceiling/models/model-tiny-draft`（= tiny + 还原 draft 两键 ⇒ 有 g12 draft 组）+ "
     "`--load-format dummy`。\n"
     "...\n"
     "| # | 臂 | 档 | `DRAFT_GRAPH` | `GRAPH_SAFE` | 其他 | ready | died | 捕获 | `EE1016` | `507057` | "
     "`kv_size` | `Wrapping` | sha |\n"
     "|---|---|---|---|---:|---|---:|---:|---|---:|---:|---|---:|---|\n"
     "...\n"
     "| 6 | `c2-tc-dg1-1m` | C | 1 | 1 | `MAX_LEN=1M KV=4G` | 70 s | **1** | ❌ | 0 | 0 | — | — | — |\n"
     "...\n"
     "### 4.3 E3 — 1M 几何\n"
     "\n"
     "```\n"
     "第 1 条（KV=4 GiB）：died=1，工具自己给出门槛\n"
     "  ValueError: To serve at least one request with the model's max seq len (1048576),\n"
     "    (4.85 GiB KV cache is needed, which is larger than the available KV cache memory (4.0 GiB).\n"
     "    Based on the available memory, the estimated maximum model length is 832896.\n"
     "```",
     "kv_cache_too_small",
     {"max_seq_len": 1048576, "needed_gib": 4.85, "available_gib": 4.0, "estimated_max_model_len": 832896},
     "kv_too_small",
     "A vllm-ascend single-die arm (one A3 die, a tiny draft-carrying model with dummy weights) started at a 1,048,576-"
     "token max model length with the KV cache budget fixed at 4 GiB (the arm's 'KV=4G', vLLM's "
     "kv_cache_memory_bytes, which skips profiling and gives the KV cache exactly that); one 1M-token request needs "
     "4.85 GiB of KV, so the start-up check refused (the 4 GiB holds 832,896 tokens). Not the device's free memory: "
     "the budget was set by hand.",
     "the author, same note (arm 8, c2-tc-dg1-1m2): the same arm with 'MAX_LEN=1M KV=6G' started (died=0, kv_size "
     "1,297,562 >= 1,048,576), keeping the 1M length; the note's rule: '--kv-cache-memory-bytes >= max_model_len x "
     "kv_per_token' (4,966 bytes per token on this tiny model).",
     release="not stated (vllm-ascend on an A3 image, Sep 2026, with the author's overlay of patched files)",
     gpu="Huawei Ascend A3, one die (c2 / die 7; NPU, not GPU)", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len", "above": 832896},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the log's title and header block as stored (the run-accounting line '> 11 条臂：...' and the "
          "markers line after the model line are left out), the header row of section 3's arm table and its row 6 "
          "(the failed arm; rows 1-5 and 7-11, including row 8 with the fix, left out), then section 4.3's heading "
          "cut after '1M 几何' (its tail '—— **1M 装得下，且拿到每 token 的账**【实测】' says the fix worked) and "
          "the first four lines of its code block (the second arm, 'KV=6 GiB ... died=0', and the per-token "
          "arithmetic left out). The message is retyped by the author, indented, without the 'Try increasing ...' "
          "tail. No launch command (arms run through run_arm.sh / chain.sh); one die (a single-card test). Trap: a "
          "utilization raise changes nothing under a fixed kv_cache_memory_bytes; a length at or below 832896 would "
          "start but the arm existed to test 1M (judgement call 2).")

# ---------------------------------------- (c-983) visionaryqueens/vastai-vllm-runbook: Qwen3.8-27B fp8 + MTP on an H100 NVL -> max_num_seqs (1024) > Mamba blocks (983)
case("vastai-vllm-runbook-h100-nvl-qwen38-27b-fp8-mtp-mamba-1024-over-983",
     "https://github.com/visionaryqueens/vastai-vllm-runbook/blob/3c1b207fa4ff09d8c66e92b35c6687769fe78e4e/README.md",
     "# vastai-vllm-runbook\n"
     "\n"
     "Rent a GPU by the second, serve a 27B model with vLLM, tear it down when you're done.\n"
     "\n"
     "...\n"
     "\n"
     "One-click template (vLLM + Qwen3.8-27B, OpenAI-compatible API on `:8000`):\n"
     "\n"
     "...\n"
     "\n"
     "| H100 NVL | **vLLM** | 29.8 (fp8) | 80.4 | **80.4** | <0.1% |\n"
     "\n"
     "...\n"
     "\n"
     "Note those are all **without** speculative decoding. With MTP enabled the same H100 NVL\n"
     "does 129.6 tok/s, because each decode step emits two tokens instead of one — spec decoding\n"
     "beats the bandwidth bound rather than obeying it. Size hardware with the formula, then\n"
     "treat MTP as upside.\n"
     "\n"
     "## What actually breaks\n"
     "\n"
     "Things I hit on real instances that no doc warned me about:\n"
     "\n"
     "**MTP dies at startup because of a default that is 41 too high.** For three boots in a\n"
     "row the `fp8 + mtp` launch died and the cascade fell through to plain `fp8`. It reads like\n"
     "an unsupported-feature problem. It isn't:\n"
     "\n"
     "```\n"
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (983).\n"
     "Each decode sequence requires one Mamba cache block, so CUDA graph capture\n"
     "cannot proceed. Please lower max_num_seqs to at most 983.\n"
     "```",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 983}, "mamba_blocks",
     "Qwen3.8-27B is a hybrid (GDN / Mamba-style linear attention; the README: only 16 of 64 layers carry KV), and "
     "each decode sequence needs its own Mamba state block; with fp8 weights + MTP speculative decoding on one H100 "
     "NVL the memory left held 983 blocks while vLLM's default max_num_seqs was 1024, so CUDA-graph capture could not "
     "proceed and the 'fp8 + mtp' launch died at start-up (three boots in a row). Not an unsupported feature.",
     "the author, same README: 'Pass --max-num-seqs 512 and MTP starts' -- measured on the same H100 NVL at the same "
     "256K context, 129.6 tok/s decode vs 80.4 without MTP ('Serving a single user never needed 1024 concurrent "
     "sequences anyway').",
     release="not stated (vllm/vllm-openai:latest image, 2026; the README cites vLLM 0.29 elsewhere)",
     gpu="NVIDIA H100 NVL (94 GB)", gpus=1, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 983}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the README's title and first line, the quick-start line naming the model, the H100 NVL vLLM row "
          "of the formula table (fp8 weights), the paragraph on MTP and the 'What actually breaks' item up to and "
          "including the error block, as stored at this commit (elided parts marked '...'); the explanation and fix "
          "after the block are left out. The bold lead 'a default that is 41 too high' is the author's heading of "
          "the item and kept (1024 - 983). No command (the onstart script's cascade, not read); the 256K context "
          "comes from the fix paragraph, so the length is not in the excerpt; forbidding --max-model-len follows "
          "the author (context kept). Judgement call 5.")

# ---------------------------------------- (c-421) bogdan-d/strix-halo-setup: Qwen3.6-27B-AWQ on Strix Halo (gfx1151), capped GTT -> Mamba (1024) > (421)
case("strix-halo-setup-gfx1151-qwen36-27b-awq-capped-util-mamba-1024-over-421",
     "https://github.com/bogdan-d/strix-halo-setup/blob/41acee38b09be52049a089b24ee8aefcb49e10eb/docs/"
     "vllm-gfx1151.md",
     "# vLLM on Strix Halo (gfx1151)\n"
     "\n"
     "**It works.** Serving and generating, verified end to end on a Ryzen AI MAX+ 395\n"
     "(Radeon 8060S, gfx1151) using the\n"
     "[lemonade-sdk/vllm-rocm](https://github.com/lemonade-sdk/vllm-rocm) qualified\n"
     "bundle. That project lists gfx1151 as a supported target, auto-builds for it\n"
     "daily, and gates releases on a hardware qualification run — so when it does not\n"
     "start, the fault is almost always in how it was launched, not in the hardware.\n"
     "\n"
     "Everything below was measured on 2026-08-03 with\n"
     "`Qwen3.6-27B-AWQ-INT4` (19.05 GiB of weights) at `--max-model-len 16384`.\n"
     "\n"
     "...\n"
     "\n"
     "### 2. `--gpu-memory-utilization` is a fraction of TOTAL memory\n"
     "\n"
     "Not of *free* memory. On a 128 GB box already running llama-server on :8001, a\n"
     "judgment gate on :8005 and ComfyUI on :7860, asking for `0.55` (= 70 GiB) claims\n"
     "memory that does not exist. The symptom is not a clean OOM — it is thrashing\n"
     "that looks like slow compilation:\n"
     "\n"
     "| gpu-memory-utilization | other services resident | \"Model loading took\" |\n"
     "|---|---|---|\n"
     "| 0.55 (70 GiB) | yes | 311.9 s |\n"
     "| 0.35 (45 GiB) | yes | 106.0 s |\n"
     "\n"
     "Same 19.05 GiB of weights both times. Check free GTT before choosing:\n"
     "\n"
     "```sh\n"
     "awk '{print int($1/1048576)\" MiB GTT in use\"}' /sys/class/drm/card1/device/mem_info_gtt_used\n"
     "```\n"
     "\n"
     "...\n"
     "\n"
     "```\n"
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (421).\n"
     "Each decode sequence requires one Mamba cache block, so CUDA graph capture\n"
     "cannot proceed. Please lower max_num_seqs to at most 421 or increase\n"
     "gpu_memory_utilization.\n"
     "```\n"
     "\n"
     "This fires **after** a completely successful load — weights, compile, warmup and\n"
     "KV cache sizing all pass first, so it looks like a late crash rather than a\n"
     "config error.",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 421}, "mamba_blocks",
     "Qwen3.6-27B uses GDN linear attention (a hybrid), so every decode sequence needs its own Mamba state block; on "
     "the Strix Halo APU the author capped --gpu-memory-utilization (0.35 of the 128 GB unified memory, because "
     "llama-server, a gate service and ComfyUI share it), the Mamba blocks come out of that capped budget, and only "
     "421 fitted against vLLM's default max_num_seqs of 1024, so CUDA-graph capture could not proceed after an "
     "otherwise successful load.",
     "the author, same note: '--max-num-seqs 256 clears it. Dense models will not hit this.' (section 3); the "
     "utilization stays capped (section 2: 0.55 with the other services resident thrashed), and the published run "
     "also used --enforce-eager because graph capture on gfx1151 can hit driver timeouts (vllm-project/vllm#32180), "
     "a separate reason.",
     release="not stated (lemonade-sdk/vllm-rocm qualified bundle, Aug 2026)",
     gpu="AMD Radeon 8060S (Ryzen AI MAX+ 395 APU, gfx1151, 128 GB unified memory)", gpus=1, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 421}, {"flag": "--gpu-memory-utilization", "at_least": 0.55},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len"}],
     note="Excerpt: the note's title and opening paragraphs, its section 2 (the utilization the author caps, kept as "
          "the launch's context), then, after '...', the error block of section 3 and the sentence after it; section "
          "3's heading ('Hybrid models need --max-num-seqs lowered') and its explanation before the block, the fix "
          "sentence after it, section 1 (the launcher shim) and the rest of the note are left out. Which "
          "utilization was in effect when the refusal printed is not stated (judgement call 4). No command (the "
          "repository's bin/vllm-serve-strix.sh, not read).")

# ---------------------------------------- (c-348) sqlrush/opendbcli-as-claude-code: one deployment log, three failures (judgement call 1)
OPENDB_URL = ("https://github.com/sqlrush/opendbcli-as-claude-code/blob/93b978dc77b5c5f1f56a5a373d04ba4ca0b821db/docs/"
              "deploy-qwen-opus-vllm.md")
OPENDB_HEAD = (
    "# Qwen3.5-27B Opus 蒸馏模型 vLLM 部署手册\n"
    "\n"
    "> **场景**：在 AutoDL A800 80GB 算力服务器上部署 Jackrong/Qwen3.5-27B-Claude-4.6-Opus-Reasoning-Distilled，"
    "通过 SSH 隧道接入本地 OpenDB / dbaa。\n"
    ">\n"
    "> **完成日期**：2026-04-29\n"
    "> **总耗时**：~2 小时（清磁盘 + 下载 + 部署 + 调参）\n"
    "\n"
    "...\n"
    "\n"
    "| GPU | 1× NVIDIA A800 80GB PCIe | A100 80GB 国行版 |\n"
    "\n"
    "...\n"
    "\n"
    "实际装上的版本：vllm 0.20.0 + torch 2.11.0 + transformers 5.7.0 + flashinfer 0.6.8\n"
    "\n"
    "...\n"
    "\n")
OPENDB_CMD_BLOCK = (
    "**最初的启动命令**：\n"
    "```bash\n"
    "python -m vllm.entrypoints.openai.api_server \\\n"
    "  --model /root/autodl-tmp/Qwen3.5-27B-Opus-Distilled \\\n"
    "  --served-model-name qwen3.5-27b-opus \\\n"
    "  --dtype bfloat16 \\\n"
    "  --max-model-len 32768 \\\n"
    "  --gpu-memory-utilization 0.92 \\\n"
    "  --host 0.0.0.0 --port 8000 \\\n"
    "  --trust-remote-code\n"
    "```\n")
OPENDB_CMD = ("python -m vllm.entrypoints.openai.api_server --model /root/autodl-tmp/Qwen3.5-27B-Opus-Distilled "
              "--served-model-name qwen3.5-27b-opus --dtype bfloat16 --max-model-len 32768 "
              "--gpu-memory-utilization 0.92 --host 0.0.0.0 --port 8000 --trust-remote-code")
OPENDB_NOTE = ("Excerpt: the file's title and scene block, the GPU row of its instance table and the installed-"
               "versions line (section 4, step 3), then, after '...', ")

case("opendbcli-autodl-a800-qwen35-27b-opus-distilled-mamba-1024-over-348-v0200",
     OPENDB_URL,
     OPENDB_HEAD +
     "### 第 1 轮：首次启动 → Mamba 架构限制\n"
     "\n" + OPENDB_CMD_BLOCK +
     "\n"
     "**报错**（启动 ~3 分钟后）：\n"
     "```\n"
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (348). \n"
     "Each decode sequence requires one Mamba cache block, so CUDA graph capture cannot proceed. \n"
     "Please lower max_num_seqs to at most 348 or increase gpu_memory_utilization.\n"
     "```",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 348}, "mamba_blocks",
     "Jackrong/Qwen3.5-27B-Claude-4.6-Opus-Reasoning-Distilled keeps Qwen3.5-27B's architecture "
     "(Qwen3_5ForConditionalGeneration, a Mamba / GDN + attention hybrid; the author saw mamba_mixer2 and "
     "gdn_attention_core in the load log); every decode sequence needs its own Mamba cache block, and on one A800 "
     "80GB at 0.92 with the 51 GiB FP16 weights only 348 fitted, against vLLM's default max_num_seqs of 1024, so CUDA-"
     "graph capture could not proceed (about 3 minutes into start-up).",
     "the author, same file (round 1, '修复'): add --max-num-seqs 256, later lowered to 64 ('单用户场景足够'); the "
     "final start script runs --max-num-seqs 64 (with --max-model-len 65536 and --gpu-memory-utilization 0.93 for "
     "later, unrelated reasons).",
     release="0.20.0", gpu="NVIDIA A800 80GB PCIe", gpus=1, command=OPENDB_CMD,
     forbidden=[{"flag": "--max-num-seqs", "above": 348}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization", "at_most": 0.92},
                {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}],
     note=OPENDB_NOTE + "section 7's round-1 heading, first launch command and error block as stored (the trailing "
          "spaces after '(348).' and 'proceed.' kept); the '发现' (diagnosis) and '修复' (fix) paragraphs, the final "
          "start script (step 4, which carries the fix) and the parameter table of section 5 are left out. The same "
          "event is retold in section 8 item 3 and in a sibling FAQ (find_string id 58967269289), not used.")

case("opendbcli-autodl-a800-qwen35-27b-opus-distilled-context-32768-prompt-24769-plus-8000-v0200",
     OPENDB_URL,
     OPENDB_HEAD + OPENDB_CMD_BLOCK +
     "\n"
     "...\n"
     "\n"
     "### 第 3 轮：tool-calling OK → 又报 400（context length）\n"
     "\n"
     "**第 2 轮修完后 OpenDB 不再报 tool_choice 错**，模型也开始正常输出推理。\n"
     "\n"
     "**但下一秒又报新的 400**：\n"
     "```\n"
     "auto diagnosis failed: HTTP 400: This model's maximum context length is 32768 tokens. \n"
     "However, you requested 8000 output tokens and your prompt contains at least 24769 input tokens, \n"
     "for a total of at least 32769 tokens.\n"
     "```",
     "vllm_check_failed",
     {"max_model_len": 32768, "output_tokens": 8000, "prompt_len": 24769, "requested_tokens": 32769},
     "prompt_exceeds_max_model_len",
     "The server was started with --max-model-len 32768 while the client (OpenDB's /diag) sends prompts of about 24.8K "
     "tokens (database schema + sentinel data + history) and asks for 8000 output tokens by default: 24769 + 8000 = "
     "32769, one token over the engine's length, so vLLM's OpenAI server answered 400. The model itself supports "
     "262144 (max_position_embeddings). A request over the length the engine was launched with, not memory.",
     "the author, same file (round 3): after checking config.json's max_position_embeddings: 262144, raised "
     "--max-model-len from 32768 to 65536 ('64K，平衡 KV cache 显存'); the final start script has --max-model-len "
     "65536.",
     release="0.20.0", gpu="NVIDIA A800 80GB PCIe", gpus=1, command=OPENDB_CMD,
     forbidden=[{"flag": "--max-model-len", "at_most": 32768}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}],
     note=OPENDB_NOTE + "the first launch command of round 1 (its heading and Mamba error left out: that is the "
          "sibling case), then, after '...', round 3's heading, its first two sentences and the error block as "
          "stored; the '分析' and '修复' paragraphs are left out. The command field is the FIRST launch: by round 3 "
          "the author had added --max-num-seqs 256 (round 1) and --enable-auto-tool-choice --tool-call-parser hermes "
          "--reasoning-parser deepseek_r1 (round 2) to it; the length 32768 was unchanged. The 400 came at the first "
          "real requests, from how the server was launched. Off the Mamba slice (judgement call 1).")

case("opendbcli-autodl-a800-qwen35-27b-opus-distilled-free-5.45-of-79.25-util-0.93-orphan-enginecore-v0200",
     OPENDB_URL,
     OPENDB_HEAD +
     "### Step 4：写启动脚本\n"
     "...\n"
     "  --gpu-memory-utilization 0.93 \\\n"
     "...\n"
     "\n"
     "**修第 3 轮要重启 vLLM**，pkill 后启动新实例报：\n"
     "```\n"
     "ValueError: Free memory on device cuda:0 (5.45/79.25 GiB) on startup is less than \n"
     "desired GPU memory utilization (0.93, 73.7 GiB).\n"
     "```",
     "free_memory_low",
     {"free_gib": 5.45, "total_gib": 79.25, "gpu_memory_utilization": 0.93, "requested_gib": 73.7},
     "other_process",
     "A restart: the author pkill'ed the API server, but vLLM's EngineCore child process (started by multiprocessing) "
     "was orphaned (PPID 1) and kept holding about 75 GB of the A800, so the new instance found 5.45 of 79.25 GiB free "
     "against the 0.93 x 79.25 = 73.7 GiB it asked for. Another (leftover) process on the card, not this launch's "
     "settings.",
     "the author, same file (round 3.5, '修复', also built into redeploy.sh): find the PID holding the GPU with "
     "'nvidia-smi --query-compute-apps=pid --format=csv,noheader' and 'kill -9 <PID>' (redeploy.sh kills "
     "'start-vllm.sh|vllm.entrypoints|EngineCore' and waits until the card's used memory is under 1000 MiB), then "
     "start again at the same settings.",
     release="0.20.0", gpu="NVIDIA A800 80GB PCIe", gpus=1,
     command="the final start-vllm.sh: python -m vllm.entrypoints.openai.api_server --model "
             "/root/autodl-tmp/Qwen3.5-27B-Opus-Distilled --served-model-name qwen3.5-27b-opus --dtype bfloat16 "
             "--max-model-len 65536 --max-num-seqs 64 --gpu-memory-utilization 0.93 --enable-prefix-caching "
             "--enable-auto-tool-choice --tool-call-parser hermes --reasoning-parser deepseek_r1 --host 0.0.0.0 "
             "--port 8000 --trust-remote-code (only its utilization line is in the excerpt)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.93}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}],
     note=OPENDB_NOTE + "step 4's heading and the utilization line of its start script (the rest of the script "
          "elided: it is the state after all fixes, and the restart's error is printed with 0.93), then, after "
          "'...', the first sentence of round 3.5 and its error block as stored (the trailing space after 'less "
          "than' kept); round 3.5's heading ('重启时遇到 GPU 孤儿进程', which names the cause), its '根因' and '修复' "
          "paragraphs, section 6 (the operations that kill orphan PIDs) and section 8 item 6 are left out. Which "
          "settings the restart used exactly is not printed beyond 0.93; the command field is the final script. A "
          "lower utilization is no fix either (51 GiB of weights, 5.45 GiB free). Off the Mamba slice (judgement "
          "call 1).")

BATCH.write()
