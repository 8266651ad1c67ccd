"""Round-630 blind batch: vLLM start-up failures (or failures at the first requests caused by the launch) with a
KV-TRANSFER, DISAGGREGATED-PREFILL or KV-OFFLOADING connector in the launch (--kv-transfer-config with NixlConnector /
OffloadingConnector / KVBM DynamoConnector, --kv-offloading-backend native / --kv-offloading-size), reported on the
vLLM, Dynamo, Ray and 1Cat-vLLM trackers, 2026; collected by helper wild630 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round630-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` corpus=issues, all answered. 6 cases: vllm #45330 (NIXL hetero-TP
handshake assertion, prefill TP8 -> decode TP16 with 8 KV heads), 1CatAI/1Cat-vLLM #15 (--kv-offloading-backend native
on Qwen3.5-122B-A10B-AWQ, 4x V100: hybrid KV specs cannot be unified), ai-dynamo/dynamo #13755 (KVBM DynamoConnector
refused on DeepSeek-V4-Flash: connector does not support HMA), vllm #50714 (NixlConnector + DeepSeek-V4-Flash-0731 on
B300: 'No common block size for 4'), vllm #43093 (OffloadingConnector + DeepSeek-V4-Flash on H200: gpu_block_size=64
not divisible by hash_block_size=256), ray-project/ray PR #60057 (Ray Serve P/D test with NixlConnector + DP: prefill
and decode side channels on one port base -> ZMQError Address already in use). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt (owner/repo #N and the URL) and against the earlier rounds' skip lists
(tools/wild_cases_round*.py, '#N') before it was spent on.

The slice is close to mined out: rounds 459, 522, 403/405 (hybrid) and many others had taken or skip-listed nearly every
LMCache / NIXL / Mooncake / P2pNccl / production-stack start-up thread the search returns. What was left were 2026
threads on DeepSeek-V4 / hybrid models meeting a connector (HMA, block sizes) and one hetero-TP handshake.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): vllm #18933, #22430, #32375, #15960, #15877,
  #43828, #42839, #22093, #16409, #19448, #42895, #42348, #41830, #36388, #27083, #42846, #48286, #56396, #36771 (skip
  list of rounds 53 / 403), #25059; LMCache #4358, #4263 (round 487), #605, #638, #1759, #1662, #1088, #1455, #2306,
  #2927, #1889, #1435, #3163, #423, #1791, #1471; vllm-ascend #1249, #2970, #5635, #6791 (round 405), #9246, #9087;
  production-stack #407, #582; llm-d #661; ray #56025; ovg-project/kvcached #267, #205; Mooncake #960, #809; vllm-omni
  #3513; ai-dynamo/dynamo #4580, #2706, #330.
- Error line not in the stored chunk, screenshot only, or only prose: ai-dynamo/dynamo #1136 (screenshots);
  vllm-ascend #5948 and #4891 (CPUOffloadingConnector on 910B, chunks stop in npu-smi), #7971 (OffloadingConnector +
  GLM5/Kimi-K2.5 MLA, chunk stops in npu-smi), #14000 (MooncakeLayerwiseConnector GLM5.1 KeyError
  'remote_cached_tokens', traceback cut before the line), #9162 (a commenter's OffloadingConnector W8A8 failure, cut);
  ai-dynamo/dynamo #10027 (PdConnector vs standalone NixlConnector with enable_cross_layers_blocks -> 'NIXL
  compatibility hash mismatch', only paraphrased in prose, open, no reply); vllm #36463 (the upstream Qwen3.5-27B
  native-offloading report behind 1cat-vllm-15; a search did not return its text); gpustack #4660 ('Extended KV Cache
  not working', vLLM 0.13.0, chunk stops in the engine config); kserve #4863 (LMCache remote backend in KServe, chunk
  stops at the first request's INFO lines); LMCache #4094 (lmcache server + Qwen3.5-0.8B, chunk is LMCache's own INFO
  log).
- No fix / cause not pinned down: ai-dynamo/dynamo #3952 ("cannot import name 'KvbmLeader' from 'dynamo.llm'", open,
  no reply; KVBM moved to its own kvbm wheel in PR #3826 but nobody said so in the thread); ai-dynamo/dynamo #883
  (DynamoNcclConnector 'invalid from_cli value', no answer); vllm #50765 (gemma-4 pTP2 -> dTP4 NIXL_ERR_BACKEND at the
  first handshake, open, no diagnosis); LMCache #1142 (prefiller TP>1 hangs waiting for engine procs, no error line);
  vllm #14952 (PyNccl hetero TP hang, screenshot).
- Not a vLLM start-up failure or not a user's log: vllm-project.github.io PR #316 and vllm PRs #50223 / #49663 (docs for
  the SharedStorageConnector -> ExampleConnector rename; the message 'Unsupported connector type:
  SharedStorageConnector' is quoted in prose only; the user report vllm #49399 was not returned by two searches);
  intel-xpu-backend-for-triton #7419 ('NIXL is not available' in unit tests); vllm #19338 (num_blocks assertion during
  transfers, a developer's run); vllm #52234, #54914 (run-time); vllm-ascend #16237 (shm_broadcast get_open_port race
  in multi-node P/D, not the connector); vllm PR #23756, #25056 (port defaults, no failure log).

Judgement calls for the lead:
1. vllm-45330: the reporter is the fix author (kannakAWS; fix PR #45860 open in the stored text, the issue closed). The
   failure comes at the first P/D handshake (first request), not at start-up. Kind/cause vllm_check_failed, as
   vllm-33074 (another NixlConnector assertion hit by a valid launch). The tensor-parallel flag is NOT forbidden: keeping
   both sides at TP <= num_kv_heads (tp4 -> tp8 passes in the reporter's table) is a legitimate workaround.
2. 1cat-vllm-15: a fork (1Cat-vLLM, V100 / sm70 build) closed without a stored reply; the cause is read from the message,
   the reporter's link to vllm #36463 and the upstream PR #36636 (OffloadingConnector made SupportsHMA). Note the
   reporter passed --disable-hybrid-kv-cache-manager explicitly, which by itself forces the unification that fails.
   Kind/cause vllm_check_failed, as the four earlier fixtures with this message (kaito-2008, vllm-42911, lmcache-pr1436,
   vllm-pr36388).
3. dynamo-13755: the error is quoted in the description (wrapped over two lines in the stored text, kept verbatim);
   no log block was pasted. Kind/cause vllm_check_failed (vLLM's connector factory refusal). A cause label such as
   ``kv_connector_hma_unsupported`` could serve 1cat-vllm-15, dynamo-13755 and the earlier hybrid-unify fixtures together.
   --disable-hybrid-kv-cache-manager (the message's own advice) is forbidden: the reporter says DeepSeek-V4 breaks
   without HMA, and the maintainer's fix is vLLM's native offloading instead.
4. vllm-50714 and vllm-43093: both are reporters' own root-cause write-ups with fix PRs (vllm #50717 open; for #43093
   the reporter's PR #42992 open and orozery's merged PR #43142 '[kv_offload]: Add DSv4 support', whose hash-block-size
   resolution is the same fix; the issue's 'fixed by' comment is cut before its link). Causes are vLLM bugs in the
   connector's handling of DeepSeek-V4's multi-block-size hybrid cache, labelled vllm_check_failed as the earlier
   block-size / hash-block-size fixtures (vllm-48286, vllm-pr54743, vllm-54831). The excerpts leave out the reporters'
   diagnosis paragraphs.
5. ray-pr60057: a CI test (test_llm_serve_prefill_decode_with_data_parallelism) rather than a user's report; the log
   is the two lines the PR quotes. Kind/cause port_in_use as vllm-20965 (same NIXL side-channel clash in one
   container). The weakest case of the round by excerpt size; the lead may drop it.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round630-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #45330: vLLM 0.21.0, NixlConnector P/D, prefill TP8 -> decode TP16, 8 KV heads -> handshake AssertionError
case("vllm-45330-v0210-nixl-hetero-tp8-to-tp16-gqa-8-kv-heads-handshake-assert-remote-p-worker-kv-shape",
     "https://github.com/vllm-project/vllm/issues/45330",
     "[Bug]: [NIXL] Hetero TP assertion fails when tp > num_kv_heads (GQA replication)\n"
     "\n"
     "vLLM version: 0.21.0\n"
     "Python version: 3.12.11\n"
     "OS: Linux 6.12.58-82.121.amzn2023.x86_64 x86_64\n"
     "\n"
     "### Steps to reproduce\n"
     "\n"
     "Run disaggregated inference with:\n"
     "- Model: Any model with few KV heads (e.g., meta-llama/Llama-3.2-1B-Instruct — 8 KV heads)\n"
     "- Prefill: --tensor-parallel-size 8\n"
     "- Decode: --tensor-parallel-size 16\n"
     "- KV connector: NixlConnector\n"
     "\n"
     "### Error\n"
     "\n"
     "AssertionError: Remote P worker KV layer cache must be of shape [2, N, local_kv_heads*tp_ratio, page_size, "
     "head_dim] and same dtype.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Prefill/decode disaggregation with NixlConnector and heterogeneous tensor parallelism (prefill TP 8, decode TP 16) "
     "on a model with 8 KV heads, vLLM 0.21.0. NixlConnectorWorker._validate_remote_agent_handshake asserts that the "
     "remote block length equals the local one times tp_ratio, which assumes the per-rank KV head count halves as TP "
     "doubles; once TP exceeds num_kv_heads, GQA replication caps the per-rank heads at 1, both sides end up with the "
     "same block length and the assertion fails for a valid configuration at the first P/D handshake. A vLLM bug in the "
     "hetero-TP handshake check, not a memory or hardware problem.",
     "fix PR vllm #45860 ('[Bugfix] Fix hetero TP handshake assertion for GQA-replicated KV heads', by the reporter "
     "kannakAWS; open in the stored text, the issue is closed): compare against the actual per-rank head ratio "
     "(remote_heads / local_heads) instead of tp_ratio. Until then keep both sides at TP <= num_kv_heads (the reporter's "
     "table: tp2->tp4 and tp4->tp8 pass, tp8->tp16 fails)",
     release="0.21.0", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue's title, environment block, 'Steps to reproduce' and 'Error' sections as stored, with "
          "the reporter's explanation paragraph (the asserted formula and why block_len stops scaling) and the "
          "configurations table left out. The reporter is also the fix author; the failure shows at the first "
          "disaggregated request's NIXL handshake, so it is taken as a failure at the first requests caused by the "
          "launch (the TP pair chosen).")

# ---------------------------------------- 1CatAI/1Cat-vLLM #15: 1cat-vllm-sm70 0.0.2, Qwen3.5-122B-A10B-AWQ TP4 on 4x V100, --kv_offloading_backend native -> hybrid KV specs not unified
case("1cat-vllm-15-qwen35-122b-a10b-awq-4xv100-kv-offloading-native-80-hybrid-kv-specs-not-unified",
     "https://github.com/1CatAI/1Cat-vLLM/issues/15",
     "[Bug]: KV Cache offloading fails for hybrid attention models (due to missing support for SupportsHMA) - fix "
     "available upstream\n"
     "\n"
     "Setup:\n"
     "\n"
     "- running 1cat-vllm-sm70:0.0.2 (docker image built as detailed in README).\n"
     "- host running Ubuntu, vllm running in docker container\n"
     "- using model tclf90/Qwen3.5-122B-A10B-AWQ\n"
     "- 4x V100 GPUs\n"
     "\n"
     "vllm command that fails (it works if last three flags are left out):\n"
     "\n"
     "```\n"
     "    command: >\n"
     "      --model ${MODEL_NAME}\n"
     "      --max-model-len 131072\n"
     "      --tensor-parallel-size 4\n"
     "      --pipeline_parallel_size 1\n"
     "      --gpu-memory-utilization 0.80\n"
     "      --reasoning-parser deepseek_r1\n"
     "      --enable-prefix-caching\n"
     "      --enable-auto-tool-choice\n"
     "      --tool-call-parser hermes\n"
     "      --limit-mm-per-prompt.image 4\n"
     "      --host 0.0.0.0\n"
     "      --port 8000\n"
     "      --kv_offloading_backend native\n"
     "      --kv_offloading_size 80\n"
     "      --disable-hybrid-kv-cache-manager\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "when trying to enable cache offloading (to system RAM), I encountered the same error as listed here:\n"
     "\n"
     "- https://github.com/vllm-project/vllm/issues/36463\n"
     "\n"
     "The error is:\n"
     "\n"
     "```\n"
     "ValueError: Hybrid KV cache manager is disabled but failed to convert the KV cache specs to one unified type.\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Native CPU KV offloading (--kv_offloading_backend native --kv_offloading_size 80, i.e. vLLM's OffloadingConnector) "
     "on Qwen3.5-122B-A10B-AWQ, a hybrid model (gated-delta-net / Mamba-style linear-attention layers plus full "
     "attention), TP 4 on four V100s with the 1Cat-vLLM sm70 build. The OffloadingConnector of that vLLM did not "
     "implement SupportsHMA, so the hybrid KV cache manager was turned off (and the reporter also passed "
     "--disable-hybrid-kv-cache-manager); without it vLLM must merge every layer's KV spec into one type, and Mamba "
     "state specs cannot be merged with attention specs. A connector / hybrid-model incompatibility, not a memory "
     "problem.",
     "no fix in the stored thread (closed without a stored reply). The reporter points at upstream vllm #36463 and PR "
     "#36636 ('[Bugfix] Fix KV cache offloading for hybrid attention models', makes OffloadingConnector implement "
     "SupportsHMA so HMA stays on); the stored text also shows the launch works without the three offloading flags",
     release="1cat-vllm-sm70:0.0.2 (a vLLM fork for sm70)", gpu="Tesla V100", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and description as stored, with the 'patch here' link line left out (it names "
          "the upstream fix PR). The reporter set --disable-hybrid-kv-cache-manager explicitly; the upstream thread "
          "(vllm #36463, not returned by the search) reports the same error from --kv_offloading_backend native alone.")

# ---------------------------------------- ai-dynamo/dynamo #13755: vllm-runtime 1.4.0, KVBM DynamoConnector + DeepSeek-V4-Flash-0731 -> connector does not support HMA
case("dynamo-13755-vllm-runtime-140-kvbm-dynamoconnector-deepseek-v4-flash-does-not-support-hma",
     "https://github.com/ai-dynamo/dynamo/issues/13755",
     "KVBM DynamoConnector fails at startup with hybrid-attention models: \"Connector DynamoConnector does not support "
     "HMA but HMA is enabled\" (stock v1.4.0; docs don't mention PR #8051 is required)\n"
     "\n"
     "### Describe the Bug\n"
     "\n"
     "Following the official KVBM guide (aggregated mode, DynamoConnector via\n"
     "kvbm.vllm_integration.connector) with a hybrid-attention model, the vLLM\n"
     "worker crashes at engine startup with:\n"
     "\n"
     "  ValueError: Connector DynamoConnector does not support HMA but HMA is\n"
     "  enabled. Please set `--disable-hybrid-kv-cache-manager`.\n"
     "\n"
     "Setup:\n"
     "- Image: nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.4.0 (stock, from NGC)\n"
     "- Model: DeepSeek-V4-Flash-0731 (MLA + hybrid attention pools — HMA is\n"
     "  auto-enabled by vLLM for this model and cannot be disabled without\n"
     "  breaking the model)\n"
     "- Mode: aggregated, Dynamo 1.4.0 frontend (--router-mode kv) + vLLM workers\n"
     "- KVBM tiers: G2 pinned host cache + G3 disk cache (DYN_KVBM_CPU_CACHE_GB /\n"
     "  DYN_KVBM_DISK_CACHE_GB / DYN_KVBM_DISK_CACHE_DIR), per the KVBM guide\n"
     "- kv-transfer-config: {\"kv_connector\":\"DynamoConnector\",\n"
     "  \"kv_connector_module_path\":\"kvbm.vllm_integration.connector\",\n"
     "  \"kv_role\":\"kv_both\"}",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Dynamo 1.4.0's KVBM connector (DynamoConnector from kvbm.vllm_integration.connector) used as vLLM's "
     "--kv-transfer-config for CPU/disk KV offloading on DeepSeek-V4-Flash-0731, a hybrid-attention model for which vLLM "
     "keeps the hybrid KV cache manager (HMA) on. The stock 1.4.0 DynamoConnector does not implement the SupportsHMA "
     "mixin, so vLLM's connector factory refuses it at engine start-up; disabling HMA, as the message suggests, breaks "
     "this model. A connector / hybrid-model incompatibility, not a memory problem.",
     "maintainer ziqifan617 (2026-08-31): Dynamo is sunsetting KVBM, KVBM on main does not support hybrid models and "
     "PR #8051 (which adds SupportsHMA) is not planned to merge; for CPU offloading use vLLM's native CPU offloading "
     "(docs.vllm.ai kv_offloading_usage) instead, or KVCR (ai-dynamo/kvcr) as KVBM's successor",
     release="ai-dynamo vllm-runtime 1.4.0 (vLLM version not stated)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--disable-hybrid-kv-cache-manager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the first part of the description as stored (the message is quoted there, "
          "wrapped over two lines, kept verbatim; no log block was pasted). The reporter's 'Root cause (verified by "
          "inspecting image contents)' section and the maintainer's reply are left out.")

# ---------------------------------------- vllm #50714: vllm-openai v0.26.0, NixlConnector + DeepSeek-V4-Flash-0731 TP1 on B300 -> No common block size for 4
case("vllm-50714-v0260-b300-nixlconnector-deepseek-v4-flash-tp1-hma-no-common-block-size-4",
     "https://github.com/vllm-project/vllm/issues/50714",
     "[Bug]: NixlConnector rejects packed hybrid KV cache after HMA rewrites block size\n"
     "\n"
     "## Summary\n"
     "\n"
     "`NixlConnector` fails during KV-cache registration for\n"
     "`deepseek-ai/DeepSeek-V4-Flash-0731` with TP=1 and packed hybrid KV cache:\n"
     "\n"
     "```text\n"
     "ValueError: No common block size for 4.\n"
     "```\n"
     "\n"
     "Passing `--block-size 256` does not avoid the failure.\n"
     "\n"
     "## Environment\n"
     "\n"
     "- GPU: NVIDIA B300, one GPU per engine\n"
     "- vLLM image: `vllm/vllm-openai:v0.26.0`\n"
     "- Model: `deepseek-ai/DeepSeek-V4-Flash-0731`\n"
     "- Revision: `7872f01b1d1fe23eabc4c98b48bffcef5a386062`\n"
     "- Tensor parallelism: 1\n"
     "- KV cache: FP8, hybrid KV manager enabled\n"
     "- NIXL: CUDA buffer, UCX backend\n"
     "- Attention option: `{\"use_fp4_indexer_cache\": true}`\n"
     "\n"
     "## Reproduction\n"
     "\n"
     "The relevant server arguments are:\n"
     "\n"
     "```bash\n"
     "vllm serve deepseek-ai/DeepSeek-V4-Flash-0731 \\\n"
     "  --revision 7872f01b1d1fe23eabc4c98b48bffcef5a386062 \\\n"
     "  --tensor-parallel-size 1 \\\n"
     "  --kv-cache-dtype fp8 \\\n"
     "  --gpu-memory-utilization 0.85 \\\n"
     "  --max-model-len 131072 \\\n"
     "  --enable-chunked-prefill \\\n"
     "  --enable-prefix-caching \\\n"
     "  --no-dis",
     "vllm_check_failed", {}, "vllm_check_failed",
     "DeepSeek-V4-Flash-0731 served with NixlConnector (P/D) on vLLM v0.26.0, TP 1 on a B300, FP8 KV cache and the "
     "hybrid KV cache manager on. DeepSeek-V4's KV cache groups have different block sizes (256 for the sparse MLA "
     "attention, down to 4 for the compressor state); HMA writes the minimum (4) into the global cache config, and the "
     "NIXL connector's kernel block-size selection, run from that global value before registering the KV caches, finds "
     "no backend block size compatible with 4 and raises. --block-size 256 does not help because HMA overwrites it "
     "later. A vLLM bug in NixlConnector's handling of packed mixed-block-size MLA caches, not a memory problem.",
     "no released fix in the stored text: the reporter's fix PR vllm #50717 ('[Bugfix][NIXL] Preserve block geometry "
     "for packed MLA caches', open) keeps the scheduler-owned blocks of block-outermost MLA allocations intact "
     "instead of splitting them by the global minimum block size",
     release="0.26.0 (vllm/vllm-openai:v0.26.0)", gpu="NVIDIA B300", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--block-size"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue's Summary (the error line and the reporter's note that --block-size 256 does not help), "
          "Environment (the image digest line left out) and Reproduction sections as stored; the stored chunk stops "
          "inside the command ('--no-dis'). The paragraph explaining why (HMA replacing the block size with the "
          "minimum cache-group block size) is left out.")

# ---------------------------------------- vllm #43093: v0.21.0 on H200, DeepSeek-V4-Flash + OffloadingConnector, --block-size 256 -> gpu_block_size=64 not divisible by hash_block_size=256
case("vllm-43093-v0210-h200-deepseek-v4-flash-offloadingconnector-gpu-block-64-not-divisible-hash-256",
     "https://github.com/vllm-project/vllm/issues/43093",
     "[Bug]: Fix two crashes that prevent DeepSeek-V4-Flash + OffloadingConnector\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "H200 + v0.21.0 + deepseek-v4-flash\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Running DeepSeek-V4-Flash with KV offloading enabled causes the engine to crash immediately at startup with one "
     "of these assertion errors:\n"
     "```\n"
     "# Error 1 — stale block_size causes divisibility check to fail\n"
     "AssertionError: gpu_block_size=64 not divisible by hash_block_size=256.\n"
     "```\n"
     "\n"
     "A typical failing command looks like:\n"
     "\n"
     "```\n"
     "vllm serve deepseek-ai/DeepSeek-V4-Flash \\\n"
     "  --block-size 256 \\\n"
     "  --kv-cache-dtype fp8 \\\n"
     "  --no-disable-hybrid-kv-cache-manager \\\n"
     "  --kv-transfer-config '{\\\"kv_connector\\\":\\\"OffloadingConnector\\\",\\\"kv_role\\\":\\\"kv_both\\\","
     "\\\"kv_connector_extra_config\\\":{\\\"block_size\\\":256}}'\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "DeepSeek-V4-Flash on vLLM v0.21.0 (H200) with the OffloadingConnector and the hybrid KV cache manager kept on. "
     "DeepSeek-V4's KV cache groups use different block sizes (256 for the full MLA attention, 64 for the sliding-window "
     "group); the OffloadingSpec took its hash block size from the stale cache_config.block_size (256) instead of the "
     "resolved per-group sizes, so the check that every GPU block size is a multiple of the hash block size failed at "
     "start-up (a second assertion about kv_connector_extra_config block_size follows once this is patched). A vLLM "
     "bug in the offloading connector's DeepSeek-V4 support, not a memory problem.",
     "fixed in vLLM: the reporter (panpan0000) wrote fix PR #42992 ('[kv_offload] Fix OffloadingSpec crash on "
     "DeepSeek-V4-Flash and hybrid KV cache models') and commented 'fixed by' (link cut in the stored text); orozery's "
     "merged PR #43142 ('[kv_offload]: Add DSv4 support', 2026-05-19) resolves the hash block size with "
     "resolve_kv_cache_block_sizes and was tested with DeepSeek-V4-Flash + --kv-offloading-size 100. Remedy: a vLLM "
     "build containing it",
     release="0.21.0", gpu="NVIDIA H200", gpus=None,
     command="vllm serve deepseek-ai/DeepSeek-V4-Flash --block-size 256 --kv-cache-dtype fp8 "
             "--no-disable-hybrid-kv-cache-manager --kv-transfer-config '{\"kv_connector\":\"OffloadingConnector\","
             "\"kv_role\":\"kv_both\",\"kv_connector_extra_config\":{\"block_size\":256}}'",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--disable-hybrid-kv-cache-manager"}],
     note="Excerpt: the issue as stored, with the first line of the description ('[kv_offload] Fix stale "
          "cache_config.block_size used as hash_block_size in OffloadingSpec', the diagnosis) and 'Error 2 — only "
          "visible after fixing Error 1' left out. The user already runs --kv-cache-dtype fp8 (forbidden as a "
          "'switch to fp8' fix); turning HMA off is forbidden because DeepSeek-V4 needs it. The 'fixed by' target is "
          "not visible; PR #43142 is named as the merged fix by its content (same assertion, same model, same flags).")

# ---------------------------------------- ray-project/ray PR #60057: Ray Serve LLM P/D test, NixlConnector + data parallelism, prefill and decode on one port base -> ZMQError Address already in use
case("ray-pr60057-serve-llm-pd-nixl-data-parallel-same-side-channel-port-base-zmq-address-in-use",
     "https://github.com/ray-project/ray/pull/60057",
     "[LLM] Fix NIXL port conflict in prefill-decode disaggregation test\n"
     "\n"
     "```\n"
     "zmq.error.ZMQError: Address already in use (addr='tcp://10.0.75.118:40009')\n"
     "Exception in thread nixl_handshake_listener\n"
     "```\n"
     "\n"
     "- Run `test_llm_serve_prefill_decode_with_data_parallelism` - should complete without timeout\n"
     "- The test previously hung forever waiting for \"READY message from DP Coordinator\"",
     "port_in_use", {}, "port_in_use",
     "Ray Serve LLM's prefill-decode disaggregation test with vLLM's NixlConnector and data parallelism placed prefill "
     "and decode deployments' workers on the same node with the same NIXL side-channel port base, so a decode (or "
     "prefill) worker's NIXL handshake listener could not bind its ZMQ ROUTER socket (tcp://10.0.75.118:40009 already "
     "held by the other deployment's worker); the engine never reported READY to the DP coordinator and the test hung. "
     "A launch-configuration port clash, not a vLLM or GPU fault.",
     "merged PR #60057 (eicherseiji, 2026-01-12): give prefill and decode different NIXL_SIDE_CHANNEL_PORT_BASE values "
     "(40000 and 41000) so their side-channel ports never overlap",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--data-parallel-size"}],
     note="Excerpt: the PR title, the two log lines the PR description quotes, and its test-plan lines (the symptom: a "
          "hang waiting for the DP coordinator's READY); the PR's explanation ('both prefill and decode deployments "
          "were using the same port base') and its change list are left out. A CI test rather than a user's report.")

BATCH.write()
