"""Round-793 blind batch: NAMED LEADS, SIXTH LIST (threads and committed files earlier collectors saw and did not
spend: vllm #28901 (PR #29207), vllm #43326, vllm #31648, vllm #55515, vllm-ascend #15836, vllm #47846, vllm #56785,
and the find_string file ids 66544631482, 66699194131, 11050175859, 65778640443, 69706273422), each re-checked with
fresh look-ups on its own words and taken only where the stored text has vLLM's error line AND a cause or fix;
collected by helper wild793 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round793-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
or file only. Excerpts are the text as the search tool's stored copy shows it (parts dropped are named in each note);
the fix is left out of the excerpt.

Look-ups: 26 of the 50 allowed: 10 ``search`` (8 corpus=issues, 2 corpus=code), 6 ``read_file`` (5 by the named
find_string ids, 1 by repo+path to confirm id 11050175859 is jantrienes/llm-salience src/info_salience/summarization.py
at d738c948), 4 ``find_repos`` ('salience', 'jukebox', 'dsv41', 'nemotron'), 4 ``find_files`` (2 of them placed
nothing), 1 ``find_string`` ('5.31/23.56 GiB', to place the vllm-jukebox comment); no fetch, no device. 3 cases from 3
repositories:
- jantrienes/llm-salience src/info_salience/summarization.py (find_string id 11050175859, placed by find_repos
  'salience' -> the package name info_salience): Llama-3.1-70B-Instruct, V0 "The model's max seq len (131072) is larger
  than the maximum number of tokens that can be stored in KV cache (24480)", fixed in the code with max_model_len=32768.
- erans/vllm-jukebox internal/jukebox/integration_stop_test.go (find_string id 65778640443, placed by find_repos
  'jukebox' -> the Go module vllm-jukebox): a live-observed "Free memory on device cuda:2 (5.31/23.56 GiB) on startup is
  less than desired GPU memory utilization (0.8, 18.85 GiB)" because the pinned peer container vllm-main held the GPU;
  the fix (the repository's BUG 1 fix) evicts the resident peer before the cold start.
- vllm #55515: Qwen4Exp "N-gram PLE embedding requires pipeline_parallel_size=1 because non-first pipeline ranks do not
  receive the raw input_ids it needs. Please run with PP=1" with pipeline parallelism over 3 GPUs on 0.28.1rc1.dev437;
  cause from the message and the linked fix PR #56444 (open) / 1Cat-vLLM PR #516.

How mined the slice is: mined out. These are the leftovers of five earlier lead lists; of the seven threads only one
(#55515) reached a usable state, and of the five file ids only two could be placed in a repository (the other three
name no repository and none of the look-ups tried placed them).

Sources given up (for the lead, not cases):
- Error line still not reached (fresh searches on the thread's own words): vllm #28901 (nccl symmem on NCCL 2.28+: the
  chunks returned are again collect_env / pip lists; the error is not stored, as rounds 775 / 779 / 791 found);
  vllm #31648 (CPU backend MoE with -dp 2: the chunk returned is the description and 'Part of the output', never the
  exception line; fixed by merged PR #31650); vllm #43326 (Gemma4 26B-A4B on aarch64 CPU, GELU_TANH missing from the
  CPU fused-MoE activation map: only collect_env is returned; PR #43344 (closed) describes 'an assertion error' in
  prose, fix merged in PR #42027); vllm-ascend #15836 (DeepSeek-V4-Flash-w8a8-mtp per the A2 tutorial, v0.23.0 image,
  910B3: two searches return only the description up to the --speculative-config line; no error, no answer).
- Not re-searched (earlier rounds' reasons hold): vllm #47846 (MRV2 'does not yet support: prefill context parallelism'
  and 'World size (64) is larger than the number of available GPUs (8)': a feature request, no maintainer reply
  stored); vllm #56785 (its fix PR #56825 is already the fixture vllm-pr56825 of an earlier round; the issue stores only
  its environment block -- a second case would repeat the family).
- Committed files that could not be placed in a repository (find_string ids name none): id 66544631482 ('vLLM NIXL PD
  Disaggregation Benchmark Report', MiniMax-M2.5 on 8x H200 with v0.25.0: "The output_size of gate's and up's weight =
  192 is not divisible by weight quantization block_n = 128" under TP8, fixed with --enable-expert-parallel -- a good
  case; a code search on its sibling script name 'disagg_proxy_multiturn_autoid.py' placed nothing, rounds 158 / 792
  tried find_repos 'kvcache-benchmarks' and a code search); id 66699194131 (AWS EKS runbook for
  Nemotron-3-Super-120B-A12B on 2x g5.48xlarge: troubleshooting row "The quantization method modelopt is not supported
  for the current GPU. Minimum capability: 89." -> the BF16 checkpoint on A10G; a code search, find_repos 'nemotron'
  and find_files on the sibling path 'nemotron-3-nano-single-node-deployment/README.md' placed nothing -- and it is a
  runbook row, not an observed run); id 69706273422 (a Chinese vllm-ascend single-die note '066 ... int8 x
  DRAFT_GRAPH=1' on A3: "To serve at least one request with the model's max seq len (1048576), (4.85 GiB KV cache is
  needed, which is larger than the available KV cache memory (4.0 GiB). ... 832896", fixed by a 6 GiB KV budget
  (kv_size 1,297,562); find_repos 'dsv41' listed 24 repositories, none with its a2/logs/ tree (PACTHEMAN123/Tiny-DSV41
  has no a2/ folder)).
- Same repository, second event not taken (near-duplicate numbers): erans/vllm-jukebox internal/jukebox/external_start.go
  (find_string id 65915626132 / 65996395515: live-observed 2026-06-13, 'docker start vllm-vision' while vllm-main held
  16.49 GiB on GPU 1 -> "Free memory on cuda:1 (5.31/23.56 GiB) less than gpu_memory_utilization (0.8, 18.85 GiB)",
  retold; fixed by the external-start monitor that stops a misordered start). scheduler.go (id 65726204823) carries the
  2026-06-09 event's error as a full ValueError line and is cited as the fix source of the jukebox case.

Judgement calls for the lead:
1. vllm-55515: the error text is in the stored TITLE (the reporter titled the issue with vLLM's message); the stored
   body chunks reached are collect_env and the head of an 'error:' block whose traceback was not returned by the
   search tool, so the excerpt is the title, the stored environment lines (vLLM version, the 3-GPU topology) and the
   'error:' head. Kind: no README row names this message (the pp_unsupported row names '... is not supported for this
   model' and the PP architecture list), so it is vllm_check_failed per the brief's rule for vLLM's own raise texts;
   the cause is pp_unsupported (a model feature that refuses pipeline parallelism; the message itself says 'Please run
   with PP=1'). The lead may prefer message_kind pp_unsupported. The fix PR #56444 is OPEN in the stored copy (it
   carries the raw PLE token ids through PP intermediate tensors); the fork 1Cat-vLLM's merged PR #516 relaxes the gate
   to the partition. So fix_that_worked is the message's own PP=1 (with TP instead to use the 3 GPUs) -- not a
   confirmed user follow-up.
2. llm-salience: the source is a code comment, not an issue: the author pasted the error above the line that fixes
   it. The fix (max_model_len 32768) is ABOVE the printed 24480 tokens; it worked because V0 profiles a batch of the
   whole max_model_len when chunked prefill is off, so a shorter length also leaves more memory for the KV cache. So no
   '--max-model-len at most 24480' expectation is written and forbidden is empty. The GPU count is
   torch.cuda.device_count() (tensor parallel over all visible GPUs), not stated; the vLLM release is not stated (the
   wording is V0's).
3. vllm-jukebox: the source is a Go test comment in a vLLM orchestrator (containers per model, a pinned one and a
   swap-group member on the same GPUs). The excerpt keeps the comment's 'because pinned vllm-main held the GPUs awake'
   (the observation), and leaves out the sentences that name the eviction fix. The URL pins the commit find_files
   listed for integration_stop_test.go (25594fae); the passage is in both stored versions of the file (42,073 and
   57,740 characters), the id read was the 57,740 one.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round793-blind")
case = BATCH.case

# ---------------------------------------- jantrienes/llm-salience: Llama-3.1-70B, V0 max seq len (131072) > KV cache tokens (24480)
case("llm-salience-llama31-70b-v0-131072-kv-24480-astro-ph",
     "https://github.com/jantrienes/llm-salience/blob/d738c948532074cad16382544bb689a6a90915c7/src/info_salience/"
     "summarization.py",
     "    dataset = Path(input_json).parent.name\n"
     "    if engine == \"vllm\":\n"
     "        import torch\n"
     "\n"
     "        if (dataset == \"astro-ph\") and (\n"
     "            model == \"meta-llama/Meta-Llama-3.1-70B-Instruct\"\n"
     "        ):\n"
     "            # To fix the following Llama 3.1 70B (128k context window). ValueError: The model's max seq len "
     "(131072) is larger than the maximum number of tokens that can be stored in KV cache (24480). Try increasing "
     "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 24480}, "kv_too_small",
     "Meta-Llama-3.1-70B-Instruct was started through vLLM's offline engine (VLLMGenerator, tensor parallel over every "
     "visible GPU) with no max_model_len, so vLLM took the model's own 131072-token context; after the 70B weights the "
     "KV cache held only 24480 tokens, less than one full-length sequence, and V0's check refused the start. The "
     "context length the script asked for, not a fault: the summarisation inputs do not need 128k tokens.",
     "the author's own fix in the same file (jantrienes/llm-salience summarization.py, the line under the pasted "
     "error): max_model_len = 32768 for Llama-3.1-70B on the astro-ph dataset, passed to the engine "
     "(VLLMGenerator(model, tensor_parallel_size=torch.cuda.device_count(), max_model_len=max_model_len)); other "
     "model / dataset pairs keep the default.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[],
     note="Excerpt: the lines of main() in summarization.py up to and including the author's comment with the pasted "
          "error (the comment is one line in the file); the assignment under it (max_model_len = 32768), the else "
          "branch and the VLLMGenerator call are left out. A code comment, not an issue (judgement call 2).")

# ---------------------------------------- erans/vllm-jukebox: vllm-moe cold start while pinned vllm-main holds cuda:2 -> Free memory (5.31/23.56 GiB) < (0.8, 18.85 GiB)
case("vllm-jukebox-coldload-moe-pinned-peer-free-5.31-of-23.56-util-0.8-18.85",
     "https://github.com/erans/vllm-jukebox/blob/25594fae5e070adb0248864c2fb41453dd9fb230/internal/jukebox/"
     "integration_stop_test.go",
     "// ---------------------------------------------------------------------------\n"
     "// Phase 4/regression — BUG 1 + BUG 2 from 2026-06-09 fleet-bot live-smoke\n"
     "...\n"
     "// ---------------------------------------------------------------------------\n"
     "...\n"
     "// pinned peer and OOMs at worker init (live-observed 2026-06-09:\n"
     "// vllm-moe boot exited(1) with \"Free memory on device cuda:2\n"
     "// (5.31/23.56 GiB) on startup is less than desired GPU memory\n"
     "// utilization (0.8, 18.85 GiB)\" because pinned vllm-main held the\n"
     "// GPUs awake).",
     "free_memory_low",
     {"free_gib": 5.31, "total_gib": 23.56, "gpu_memory_utilization": 0.8, "requested_gib": 18.85},
     "other_process",
     "vllm-jukebox runs one vLLM container per model on shared GPUs. A request for the stopped member vllm-moe made "
     "jukebox 'docker start' it while the pinned peer vllm-main (a 27B model in the same swap group) was still awake "
     "and holding the GPUs, so vLLM in vllm-moe found only 5.31 of 23.56 GiB free on cuda:2 against the 18.85 GiB its "
     "utilization of 0.8 asks for, and exited(1). Another process (the other vLLM container) held the memory; the "
     "card and vllm-moe's settings were fine once it was free.",
     "the repository's BUG 1 fix (internal/jukebox/scheduler.go, evictPeersForColdLoadLocked: 'The fix is to evict "
     "the resident peer FIRST so the cold-load sees the free VRAM it needs'): the request-triggered cold start now "
     "sleeps the awake pinned peer (vLLM sleep mode) and stops overlapping stop-mode peers before 'docker start' of the "
     "target; the regression test TestIntegration_ColdLoad_EvictsPinnedPeerOnRequest asserts it. In vLLM terms: free "
     "the GPU from the other vLLM instance before starting this one.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.23}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the section header of the test file and the comment's live-observed sentence (the surrounding "
          "sentences that name the eviction fix, and the test code, are left out and marked '...'; the kept line "
          "'pinned peer and OOMs at worker init (live-observed 2026-06-09:' is the tail of a sentence whose head "
          "names the fix). The GPU is a 23.56 GiB card (not named); the release and the host's GPU count are not stated. Forbidden: any "
          "utilization of at least 0.23 still asks for more than the 5.31 GiB free (5.31/23.56 = 0.225), and a "
          "lower one only starves vllm-moe; length / dtype / quantization are not the problem (judgement call 3).")

# ---------------------------------------- vllm #55515: Qwen4Exp N-gram PLE refuses pipeline parallelism (PP over 3 GPUs), 0.28.1rc1.dev437
case("vllm-55515-qwen4exp-ngram-ple-requires-pp-1-three-gpus",
     "https://github.com/vllm-project/vllm/issues/55515",
     "[Bug]: Qwen4Exp N-gram PLE embedding requires pipeline_parallel_size=1 because non-first pipeline ranks do not "
     "receive the raw input_ids it needs. Please run with PP=1\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of <code>python collect_env.py</code></summary>\n"
     "\n"
     "```text\n"
     "Collecting environment information...\n"
     "...\n"
     "PyTorch version              : 2.13.0+cu129\n"
     "...\n"
     "vLLM Version                 : 0.28.1rc1.dev437+ge962733e0 (git sha: e962733e0)\n"
     "vLLM Build Flags:\n"
     "  CUDA Archs: 7.5 8.0 8.6 8.9 9.0 10.0 12.0; ROCm: Disabled; XPU: Disabled\n"
     "GPU Topology:\n"
     "        GPU0    GPU1    GPU2    CPU Affinity    NUMA Affinity   GPU NUMA ID\n"
     "GPU0     X      PHB     PHB     0-23    0               N/A\n"
     "GPU1    PHB      X      PHB     0-23    0               N/A\n"
     "GPU2    PHB     PHB      X      0-23    0               N/A\n"
     "...\n"
     "error:",
     "vllm_check_failed", {}, "pp_unsupported",
     "The reporter started a Qwen4Exp model (Qwen3.8-Flash-Next family) with pipeline parallelism over three GPUs. Its "
     "n-gram PLE (per-layer embedding) needs the raw input_ids, ngram_context and query_start_loc, which vLLM prepares "
     "only on the first pipeline rank, so vLLM's GPU model runner refuses any pipeline_parallel_size above 1 for this "
     "model at start-up. A model feature without pipeline-parallel support, not memory, weights or the GPUs.",
     "the message's own fix: run with --pipeline-parallel-size 1 (to use the 3 GPUs, tensor parallelism instead where "
     "the model's heads divide). The thread is open with no maintainer answer stored; the linked PR #56444 ('[Bugfix]"
     "[Qwen4Exp] Support N-gram PLE with pipeline parallelism', Fixes #55515, open) carries the raw PLE token ids "
     "through the pipeline intermediate tensors, and the 1Cat-vLLM fork's merged PR #516 relaxes the gate to 'every "
     "decoder layer with a PLE module on the first PP rank' (VLLM_PP_LAYER_PARTITION).",
     release="0.28.1rc1.dev437+ge962733e0", gpu=None, gpus=3, command=None,
     forbidden=[{"flag": "--pipeline-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue title (vLLM's message) and the stored description chunks reached: the head of "
          "collect_env (parts dropped, marked '...'), its vLLM and GPU-topology lines, and the head of the 'error:' "
          "block, whose traceback the search tool did not return. The pipeline size 3 is from round 791's reading of "
          "the stored engine args (not re-seen here); the 3 GPUs are the topology's GPU0-GPU2. See judgement call 1.")

BATCH.write()
