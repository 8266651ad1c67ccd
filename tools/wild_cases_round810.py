"""Round-810 blind batch: NAMED LEADS, EIGHTH LIST (vllm #39996, vllm #38233, vllm #54709, vllm PR #54516,
rmholston420/Forge-OH DEBUG_LOG.md (at most 2 cases), and the find_string file ids 55665240602, 63395380053,
69007722630, 55123743702, 57455109566, 60413800626, 69410394420 -- leads earlier collectors found and did not spend; each
re-checked with fresh look-ups, at most 6 per lead, and taken only where the stored text has vLLM's error line AND a
cause or fix); collected by helper wild810 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round810-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
or committed file only. Excerpts are the text as the stored copy shows it (the search tool's issues corpus for the vLLM
thread; the committed DEBUG_LOG.md at the commit in the URL for Forge-OH); the fix is left out of the excerpt.

Look-ups: 22 of the 40 shared by the wave: 13 ``search`` (12 corpus=issues, 1 corpus=code), 1 ``fetch``
(rmholston420/Forge-OH, to read DEBUG_LOG.md's git history), 3 ``find_files`` (Forge-OH *.md; the svib2 sbatch path;
a wiki/ path guess), 3 ``read_file`` (Forge-OH DEBUG_LOG.md at c6009c78 -> 'stored, but not at that commit'; ids
63395380053 and 55665240602), 2 ``find_repos`` ('research-wiki', 'steins'); no find_string, no device. Per lead:
#39996 6 (2 reached it, 4 missed), #38233 3, #54709 1 (the search that also returned #55515 and 1Cat-vLLM PR #516),
PR #54516 2, Forge-OH 3 (fetch, find_files, read_file), 63395380053 5, 55665240602 1, 69410394420 1, the other four
ids 0.

3 cases:
- vllm-39996: Voxtral-Mini-4B-Realtime over the /v1/realtime WebSocket, --max-model-len 16384, an always-on session of
  streamed silence grows until 'AssertionError: Sampled token IDs exceed the max model length. Total number of tokens:
  16385 > max_model_len: 16384' in gpu_model_runner._bookkeeping_sync takes the EngineCore down (RTX 3090 Ti / RTX 3090).
- forge-oh c04: nvidia/Qwen3.6-27B-NVFP4 on one RTX 5090 (32 GB) at util 0.90 with the launcher's --max-num-seqs 128 ->
  'max_num_seqs (128) exceeds available Mamba cache blocks (111)'; fix: per-cell MAX_NUM_SEQS=96 (c04 reached READY).
- forge-oh c10: Firworks/Devstral-Small-2-24B-Instruct-2512-nvfp4 launched with --quantization modelopt_fp4 on vLLM
  0.26.0 -> 'Quantization method specified in the model config (compressed-tensors) does not match ... (modelopt_fp4)';
  fix: drop --quantization (the repo wraps NVFP4 weights in compressed-tensors); the container then booted.

How mined the slice is: mined out. Of the four vLLM threads only #39996 reached its error line (and it is the second
report of round 798's vllm-38428 mechanism); the seven find_string ids had been tried by rounds 799-806 and none could be
placed again; Forge-OH's DEBUG_LOG.md still holds a few unused vLLM entries (below).

Sources given up (for the lead, not cases):
- vllm #38233 (Voxtral-Mini-4B-Realtime on a 16 GB RTX 5060 Ti, v0.17.2rc0 nightly, --max-model-len 4352, 'hangs/crashes
  on multiple sessions due to encoder_cache_usage saturation'): both searches that reached it return only the
  description up to the 'docker run ... --max-num-' line; no error line stored. Its fix proposal is PR #45022 (open:
  'Boot OOM on 16 GiB (#38233). get_max_audio_tokens returned max_model_len, so the encoder audio-token budget scaled
  with the full context and starved decoder KV at profiling time. Now capped by sliding_window').
- vllm #54709 (Qwen4Exp / Qwen3.8-Flash-Next-FP8 hard-refuses PP>1 for PLE checkpoints, 0.28.1rc1.dev132, 4 of 8 CMP
  170HX, PP 4 with VLLM_PP_LAYER_PARTITION=2,16,16,14): the stored text quotes the raise in config.py's source, not a
  launch log; open, no maintainer answer; and the same message is already the fixture vllm-55515 (round 793), whose
  fix PR #56444 / 1Cat-vLLM PR #516 also answer this one. Not taken (a duplicate family with no log).
- vllm PR #54516 ('Cap Voxtral Realtime transcription at audio boundary', open, fixes #52926): offline
  /v1/audio/transcriptions keeps decoding blank tokens past the audio embeddings; the stored text describes 'a flood of
  empty-multimodal-embedding warnings' and latency, with no vLLM error line and no launch failure. Not a case.
  (#52926, its issue, was not searched.)
- find_string id 63395380053 (Anvil H100, svib2, Qwen/Qwen3.6-27B BF16 on vLLM 0.25.1: 'max_num_seqs (1024) exceeds
  available Mamba cache blocks (312)' -> --max-num-seqs 128; also a FlashInfer GDN prefill JIT whose parallel cicc
  processes were SIGKILLed under a 96 GiB Slurm memory limit, fixed with --gdn-prefill-backend triton): read again; the
  text names 'the svib2 repo' and its scripts/benchmark_qwen36_vllm_h100.sbatch -- find_files on that path: none;
  find_files wiki/Anvil-H100-Qwen3.6-vLLM-Benchmark.md: none; find_repos 'research-wiki' (80, none with an Anvil /
  svib2 name); a code search on the sibling pages' words (Anvil vs Delta, ai partition): other labs' Slurm scripts.
  Not placed (5 look-ups; rounds 803 / 805 spent 4 more).
- find_string id 55665240602 (Chinese 'vLLM Quickstart on Apple silicon CPU', vLLM 0.22.1rc1.dev495, user
  maochenxiao): read again; the text has no path, repository or project name beyond /Users/maochenxiao/.cache.
  Not placed (rounds 803 / 805 tried find_repos 'maochenxiao' / 'maochen' and a code search).
- find_string id 69410394420 (/mnt/ssd1/steins/model-server): find_repos 'steins' -> 100+, truncated, nothing named
  model-server. Not placed.
- ids 69007722630, 55123743702, 57455109566, 60413800626: not spent on; round 806 recorded four failed placements each
  ('another round on them is unlikely to pay unless a new kind of look-up becomes available'), and none offered a name
  not tried.
- Forge-OH DEBUG_LOG.md, unused entries beyond this round's cap of 2 (all in the file at c6009c78 and later):
  '2026-08-04 02:03 EDT -- vLLM coder Exited(1) at launch: GPU contention, not quant flag' ('Free memory on device
  cuda:0 (24.85/31.39 GiB) on startup is less than desired GPU memory utilization (0.9, 28.25 GiB)'; Ollama held ~6.5 GB;
  the author explicitly rejected a vLLM downgrade and a --quantization change; fix: stop Ollama before docker run) -- a
  very good other_process case; '2026-08-05 06:52 EDT -- vllm-bench (c01) OOM: forge-vllm-planner holds VRAM' ('(2.0/31.39
  GiB) ... (0.9, 28.25 GiB)', fix: docker stop forge-vllm-planner); '2026-08-05 00:00 EDT -- c03b ... (compressed-tensors)
  does not match ... (awq_marlin)' (cyankiwi/Qwen3-Coder-30B-A3B-Instruct-AWQ-4bit; fix: drop --quantization -- the same
  class as this round's c10 and the earlier ediksimonian fixture); '2026-08-05 02:31 EDT -- c07 Qwen3-Coder-30B FP8 CUDA
  OOM at compile time' (torch OOM 'Tried to allocate 20.00 MiB ... 30.56 MiB is free'; not fixed, the cell was dropped).

Judgement calls for the lead:
1. Forge-OH URL: find_files lists DEBUG_LOG.md (88 stored versions) only under 5cdc9daf, the file's first 2,755-char
   version, and read_file at c6009c78 answered 'stored, but not at that commit'. The tie is from the fetched snapshot
   of the repository instead: `git log -S` on DEBUG_LOG.md puts both entries into commit c6009c78a677 ('F.3 SWE-bench
   harness + ADRs 013/015/016/017 + frontend fixes (#7)', 2026-08-05 13:25 UTC) on main, and the entries' text is
   byte-identical at the snapshot's head (df73ebed, 2026-08-06). find_files does name c6009c78 as the commit of other
   files of that same change (bench/pathE_qwen36_27b/README.md, docs/adr/015-swe-bench-sandbox.md). So the URL pins a
   real commit whose DEBUG_LOG.md holds the text, but not one find_files lists for that path; drop the two cases if
   only find_files commits are accepted. The repository already has 4 fixtures (round 152, on blob/main): these are 2
   different entries, making 6 from the repository over two rounds (the brief's 'at most 2 cases' from the file is kept
   for this round).
2. forge-oh c04: the command is not in the entry; the launcher at c6009c78 (bench/pathE_qwen36_27b/vllm_launch.sh:
   vllm/vllm-openai:latest, --gpu-memory-utilization 0.90 --max-model-len 32768 --max-num-seqs ${MAX_NUM_SEQS:-128}
   --kv-cache-dtype fp8 --quantization modelopt_fp4 --reasoning-parser qwen3) is the already-fixed version, so command
   is None. Release 0.26.0 is read from the same file's neighbouring entries (02:03 EDT the day before: 'Docker :latest
   (currently 0.26.0)'; 01:11 EDT an hour later: 'exact from vLLM 0.26.0 startup'), not from the c04 entry itself. The
   author's fix (96) is below the printed 111, so forbidden is --max-num-seqs above 111; the author also names and
   rejects raising --gpu-memory-utilization (OOM risk on prompt spikes), which is not forbidden because README allows it
   as the second lever when the launch set N.
3. forge-oh c10: the entry's title ('c10 Fireworks NVFP4 is compressed-tensors-wrapped, same as c11') names the cause;
   it is kept because it is the stored heading of the excerpted log. The fix held for the ValidationError (the file's
   01:27 EDT chain summary: 'stripped --quantization (CT wrapper). Fixed the ModelConfig ValidationError; container
   booted'); c10 was later dropped from the matrix for an unrelated tokenizer problem (MistralCommonBackend), which is not
   part of this case.
4. vllm-39996: a request-time crash of a long-lived realtime session, not a start-up failure; taken because the slice
   names it and the message is vLLM's own assert, with the cause stated by the reporter (the session's tokens accumulate
   until max_model_len instead of being evicted) and confirmed by a second reporter (same model, same cap, same
   assertion, KV usage flat: a sequence-length limit, not memory). No merged fix is in the stored text: the thread
   mentions two open PRs; PR #45022 (open) lists the 'max_model_len engine crash' among its Voxtral realtime fixes.
   Kind and cause follow round 798's vllm-38428 (the same assert on the same realtime path): vllm_check_failed for both,
   numbers.max_model_len 16384. The excerpt joins the issue description (the stored chunk stops inside the 'Actual
   Behavior' sentence) and the third-repro comment's pasted assertion, since the description's own paste is not stored.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round810-blind")
case = BATCH.case

FORGE = ("https://github.com/rmholston420/Forge-OH/blob/c6009c78a677a5cf2f6532aa7393d7837dc1b91e/DEBUG_LOG.md")

# ---------------------------------------- vllm #39996: Voxtral realtime WebSocket session reaches max_model_len 16384 -> _bookkeeping_sync assert
case("vllm-39996-voxtral-realtime-websocket-sampled-token-ids-exceed-16385-16384",
     "https://github.com/vllm-project/vllm/issues/39996",
     "[Bug] Fatal AssertionError: Encoder KV cache fails to evict tokens, exceeding max_model_len in long-lived "
     "WebSocket sessions\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "### Description\n"
     "I am developing an Always-On voice chatbot using Voxtral via the vLLM Realtime WebSocket API. In this "
     "architecture, the WebSocket stays open indefinitely, continuously streaming audio chunks (including "
     "silence/ambient noise) to the backend.\n"
     "\n"
     "I have discovered that the **Encoder KV Cache** accumulates acoustic tokens indefinitely. When the total token "
     "count reaches `max_model_len`, instead of evicting old tokens (as a sliding window should), vLLM attempts to "
     "append a new token, causing a fatal `AssertionError` that kills the WebSocket session.\n"
     "\n"
     "### Steps to Reproduce\n"
     "1. Start vLLM on an isolated 24GB VRAM GPU RTX3090TI: `vllm serve mistralai/Voxtral-Mini-4B-Realtime-2602 "
     "--max-model-len 16384`\n"
     "2. Open a WebSocket connection to `/v1/realtime`.\n"
     "3. Continuously stream base64 PCM audio chunks (16kHz, ~125 chunks/sec) representing room silence.\n"
     "4. Wait for approximately 15 minutes (1 min from 0% to 10%, 1 min each 1% more, stabilizes for several minutes "
     "on 19%).\n"
     "5. Observe the GPU KV cache usage slowly plateau around 19-20%.\n"
     "6. The session abruptly crashes.\n"
     "\n"
     "### Actual Behavior (The Smoking Gun)\n"
     "The crash is not an Out-Of-Memory error. It is a hard `AssertionError` in the GPU model runner (`gpu_model_\n"
     "\n"
     "BrentBaccala · comment · 2026-05-20\n"
     "### Third independent repro — same model, same cap, same assertion\n"
     "\n"
     "We hit this on **2026-05-19 21:28 EDT** running the same model (`mistralai/Voxtral-Mini-4B-Realtime-2602`) on "
     "an RTX 3090 with `--max-model-len 16384`, in a live phone-call transcription pipeline (continuous PCM-over-WS to "
     "`/v1/realtime`, one session per call direction). The assertion text matched yours byte-for-byte:\n"
     "\n"
     "```\n"
     "AssertionError: Sampled token IDs exceed the max model length.\n"
     "Total number of tokens: 16385 > max_model_len: 16384\n"
     "```\n"
     "\n"
     "...originating at the same `gpu_model_runner.py:_bookkeeping_sync` site, taking the EngineCore down and "
     "shutting APIServer cleanly. Same end-state from the client side: WS closes with no error frame, `:8000/health` "
     "returns 000, GPU goes idle, full restart required.",
     "vllm_check_failed", {"max_model_len": 16384}, "vllm_check_failed",
     "A Voxtral-Mini-4B-Realtime session on the /v1/realtime WebSocket is one request whose sequence keeps growing "
     "with every streamed audio chunk (silence included); nothing evicts or caps it, so after ~15 minutes it reaches "
     "the engine's --max-model-len (16384) and the V1 GPU model runner's bookkeeping assert "
     "(gpu_model_runner._bookkeeping_sync: 'Sampled token IDs exceed the max model length. Total number of tokens: "
     "16385 > max_model_len: 16384') fires and takes the whole EngineCore down instead of ending that session. The "
     "reporter's diagnosis (tokens accumulate up to max_model_len) and a second reporter's (same model, same cap, "
     "same assertion; KV cache usage flat at ~32%: a pure sequence-length limit, not memory pressure). A bug of the "
     "realtime path's length handling, not GPU memory or parallelism.",
     "no merged fix in the stored thread (closed as stale). The thread points to open PRs; the stored PR #45022 "
     "('[Bugfix][Core][Model] Voxtral realtime: fix boot-OOM / silent-hang / max-len crash on 16 GiB', damienlaine, "
     "open) lists the 'max_model_len engine crash' among its fixes. Meanwhile: end and reopen the realtime session "
     "before it reaches max_model_len (a larger --max-model-len only postpones the crash) -- the collector's reading "
     "of the thread, not a reported fix.",
     release=None, gpu="NVIDIA GeForce RTX 3090 Ti (24 GB)", gpus=1,
     command="vllm serve mistralai/Voxtral-Mini-4B-Realtime-2602 --max-model-len 16384",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description as the stored text shows them (the environment section is empty "
          "in the stored chunk; the chunk stops inside 'in the GPU model runner (`gpu_model_'), then the stored third-"
          "repro comment (BrentBaccala, 2026-05-20) up to its end-state sentence, for the assertion text the "
          "description's own paste does not reach; the comment's pre-crash throughput paragraph and its 'two open PRs' "
          "line are left out. The release is not in the stored text (the slice note says v0.19.1rc1.dev335; not seen "
          "by the collector). gpus=1: 'an isolated 24GB VRAM GPU'. Judgement call 4.")

# ---------------------------------------- Forge-OH c04: nvidia/Qwen3.6-27B-NVFP4 on one RTX 5090 at 0.90, --max-num-seqs 128 -> Mamba cache blocks (111)
case("github-forge-oh-rtx5090-qwen36-27b-nvfp4-mamba-128-over-111",
     FORGE,
     "## 2026-08-04 23:57 EDT — c04 vLLM fails to start: \"max_num_seqs (128) exceeds available Mamba cache blocks "
     "(111)\"\n"
     "\n"
     "**Symptom** (exact from `docker logs vllm-bench`):\n"
     "```\n"
     "ValueError: max_num_seqs (128) exceeds available Mamba cache blocks (111). Each decode sequence requires one "
     "Mamba cache block, so CUDA graph capture cannot proceed. Please lower max_num_seqs to at most 111 or increase "
     "gpu_memory_utilization.\n"
     "RuntimeError: Engine core initialization failed.\n"
     "```\n"
     "\n"
     "**Affected**: F.19-post · pathE_qwen36_27b · vllm_launch.sh · c04 cell (Qwen3.6-27B NVFP4 planner)",
     "mamba_blocks", {"max_num_seqs": 128, "mamba_blocks": 111}, "mamba_blocks",
     "Qwen3.6-27B is a hybrid (Gated DeltaNet / Mamba-style + attention) model: each running decode sequence needs one "
     "Mamba cache block, and on the RTX 5090 (32 GB) at --gpu-memory-utilization 0.90 the NVFP4 checkpoint leaves "
     "room for only 111. The bench launcher hard-coded --max-num-seqs 128 for every cell, above the 111 blocks, so "
     "vLLM refused to start (DEBUG_LOG root cause: 'Our launcher hard-coded --max-num-seqs 128, which exceeded the "
     "slot count').",
     "the author's fix in the same DEBUG_LOG entry: a per-cell MAX_NUM_SEQS override in "
     "bench/pathE_qwen36_27b/vllm_launch.sh, set to 96 for c04 ('safe headroom below the 111 hard-cap'); the default "
     "128 kept for the non-Mamba cells. Raising --gpu-memory-utilization above 0.90 was considered and not chosen "
     "('risks OOM on prompt processing spikes').",
     release="0.26.0", gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=1, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 111}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the entry's heading, Symptom block and Affected line as committed (the Root cause / Fix applied / "
          "Files changed / Alternative / Verify paragraphs left out). The model is nvidia/Qwen3.6-27B-NVFP4 per the "
          "launcher's header (~/models/qwen3.6-27b-nvfp4). Command, release and URL: judgement calls 1-2.")

# ---------------------------------------- Forge-OH c10: Firworks Devstral-Small-2 NVFP4 (compressed-tensors wrapper) launched with --quantization modelopt_fp4, vLLM 0.26.0
case("github-forge-oh-rtx5090-devstral-nvfp4-compressed-tensors-vs-modelopt-fp4-v0260",
     FORGE,
     "## 2026-08-05 01:11 EDT — c10 Fireworks NVFP4 is compressed-tensors-wrapped, same as c11\n"
     "\n"
     "**Symptom** (exact from vLLM 0.26.0 startup):\n"
     "```\n"
     "ValidationError: 1 validation error for ModelConfig\n"
     "  Value error, Quantization method specified in the model config (compressed-tensors) does not match the "
     "quantization method specified in the `quantization` argument (modelopt_fp4).\n"
     "```\n"
     "\n"
     "Container exited(1) at ~01:06 EDT, ~10 seconds after launch. Vision tower never loaded — died at ModelConfig "
     "validation.\n"
     "\n"
     "**Affected**: F.19-post · pathE_qwen36_27b · vllm_launch.sh (c10)",
     "quantization_mismatch", {}, "quantization_mismatch",
     "The Firworks/Devstral-Small-2-24B-Instruct-2512-nvfp4 repository ships genuine NVFP4 weights (format "
     "nvfp4-pack-quantized) but declares them through the compressed-tensors registry (config.json "
     "quantization_config.quant_method = 'compressed-tensors'). The bench launcher passed an explicit --quantization "
     "modelopt_fp4 (as for a native ModelOpt FP4 repository), which disagrees with the method the checkpoint declares, "
     "so vLLM 0.26.0's ModelConfig validation aborted before loading.",
     "the author's fix in the same DEBUG_LOG entry: removed --quantization modelopt_fp4 from the c10 flags and let vLLM "
     "auto-detect compressed-tensors from config.json (on Blackwell it still dispatches to the FP4 kernel); the file's "
     "01:27 EDT chain summary confirms 'stripped --quantization (CT wrapper). Fixed the ModelConfig ValidationError; "
     "container booted.' Prevention noted there: read config.json's quantization_config.quant_method before passing "
     "--quantization.",
     release="0.26.0", gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=1, command=None,
     forbidden=[{"flag": "--quantization", "value": "modelopt_fp4"}, {"flag": "--quantization", "value": "modelopt"},
                {"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the entry's heading, Symptom block, the 'Container exited(1)' paragraph and the Affected line as "
          "committed (Root cause / Fix applied / Files changed / Verify / Prevention left out). The launch command is "
          "not in the entry (c10's stanza was removed from the launcher before c6009c78; the common flags there are "
          "vllm/vllm-openai:latest --gpu-memory-utilization 0.90 --max-model-len 32768 --kv-cache-dtype fp8 plus the "
          "cell's --quantization modelopt_fp4 and --limit-mm-per-prompt '{\"image\":0}'). Judgement calls 1 and 3.")

BATCH.write()
