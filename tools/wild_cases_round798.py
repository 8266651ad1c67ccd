"""Round-798 blind batch: NAMED LEADS, SEVENTH LIST (1CatAI/1Cat-vLLM #479 with its PRs #485 / #516, erans/vllm-jukebox
internal/jukebox/external_start.go, vllm-project/vllm #38428, vllm PR #42822 / vllm-xpu-kernels PR #354,
liunian-jay/mu-got #2); collected by helper wild798 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round798-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and the fix PR / code comment it links). Excerpts are the text as the search tool's corpora or read_file show
it; the fix is left out of the excerpt.

Look-ups: 13 of the 50 allowed (the session's 50 are shared with one other collector): 10 ``search`` (7 corpus=issues,
3 corpus=pages), 1 ``find_files`` (erans/vllm-jukebox internal/jukebox, to get the commit of external_start.go),
2 ``read_file`` (external_start.go by the id round 793 named, then by repo/path/commit 297f24f8 to confirm the
passage is in the version cited); no find_string, find_repos or fetch; no device. 4 cases:
- 1cat-vllm-479: Qwen3.8-Flash-Next-NVFP4 (Qwen4Exp) at TP2/PP2 on a mixed 2x RTX 8000 + 3x V100 box: "There is no
  module or parameter named 'hyper_connection_mixer' in Qwen4ExpModel" on rank 0; fixed in the loader by the merged
  1Cat-vLLM PR #485 (skip the mixer prefix on non-last PP ranks), the PLE gate relaxed by the merged PR #516.
- vllm-jukebox external_start.go: live-observed 2026-06-13, `docker start vllm-vision` while vllm-main held 16.49 GiB
  on GPU 1 -> "Free memory on cuda:1 (5.31/23.56 GiB) less than gpu_memory_utilization (0.8, 18.85 GiB)"; fixed by
  the external-start monitor (stop the misordered start, re-route it through the cold-load path whose cross-group
  eviction frees the GPU first) -- a different fix from round 793's integration_stop_test.go case.
- vllm-38428: realtime audio streaming, "AssertionError: Sampled token IDs exceed the max model length. Total number
  of tokens: 4097 > max_model_len: 4096" in _bookkeeping_sync -> EngineDeadError; cause from the linked PR #38483.
- vllm-pr42822: the fix PR author's own Gemma4-26B-A3B on Intel XPU, "No Unquantized MoE backend supports the
  deployment configuration" (gelu_tanh not wired into the XPU MoE backend); a different report of the same mechanism
  as the used vllm #48744.

How mined the slice is: mined out. The slice is a list of named leads; four of the six became cases, one is already a
source (mu-got #2, round 199), and vllm-xpu-kernels #354 carries the same text as vllm PR #42822 (one case for both).

Sources given up (for the lead, not cases):
- liunian-jay/mu-got #2: already a source (round 199, fixture github-mu-got-issue2-got-ocr-vllm053-tp4-uvicorn-cuda-
  fork-reinit; also in round 257's list and USED_SOURCES.txt). Not re-opened.
- vllm-project/vllm-xpu-kernels PR #354: its description is the same text as vllm PR #42822 (same author, same day,
  same error block and workaround); taken once, as vllm-pr42822. vllm #48744 is the used report (round 770).
- 1CatAI/1Cat-vLLM PRs #485 and #516: the fix sources of the 1cat-vllm-479 case, not cases of their own (#485's
  description retells the same error line from the same reproduction; at most 1 case from #479 was asked for).
- vllm-project/vllm #38428's own GitHub text is not in the issues corpus; the stored text is the stepcodex.com mirror
  (https://www.stepcodex.com/en/issue/bug-v1-engine-enginedeaderror-assertionerror-on), whose 'Error Message' block
  quotes the log with '...' elisions. The case cites the GitHub URL and says so in its note.

Judgement calls for the lead:
1. 1cat-vllm-479: the excerpt is the issue description, which retells THREE walls: the VLLM_PLE_CPU_OFFLOAD gate
   ("Unsupported settings: PP=2"), the PLE gate ("N-gram PLE embedding requires pipeline_parallel_size=1", labelled
   vllm_check_failed / pp_unsupported in round 793's vllm-55515) and the loader crash. The kind is written for the
   loader crash the lead named (weight_loading_mismatch, README's row for "There is no module or parameter named 'X'
   in Y"); the lead may accept vllm_check_failed if the tool reads the first gate instead. Cause pp_unsupported, as the
   earlier PP loader fixtures (vllm-pr25838, vllm-pr42944: weight_loading_mismatch kind, pp_unsupported cause). The
   reporter's own "Three-line fix: extend `skip_substrs` ..." sentence and the closing offer are left out of the
   excerpt (they are the fix); the reporter's diagnosis of the mixer (built only on the last rank) is kept, since it is
   the report. Forbidden: PP=1 and TP >= 4 (the reporter: 'TP4 is not an option (mixed archs, mixed VRAM), so pipeline
   parallelism is the only way to fit the model'), and the memory levers.
2. vllm-jukebox external_start.go: a Go code comment, not an issue (as round 793's case). The error is retold in an
   elided form without 'device' and 'on startup is' ("Free memory on cuda:1 (5.31/23.56 GiB) less than
   gpu_memory_utilization (0.8, 18.85 GiB)"); kind free_memory_low read from README's row (which names an elided
   retelling), numbers with the keys of the earlier jukebox fixture. The numbers are the same as round 793's case
   (same 23.56 GiB cards, same peer, same utilization) -- round 793 left this event out as a near-duplicate; it is
   taken here because the lead named it and the fix differs (a monitor that stops an external `docker start` and
   re-routes it through eviction, vs. evicting the pinned peer before a request-triggered cold load). Drop it if two
   events with the same numbers are unwanted.
3. vllm-38428: a REQUEST-TIME engine crash (a realtime audio stream growing past max_model_len), not a launch failure;
   round 796 called it off-slice for that reason, and the lead named it here. kind vllm_check_failed (vLLM's own
   assert in v1/worker/gpu_model_runner.py::_bookkeeping_sync, no README row names it); numbers max_model_len 4096;
   cause vllm_check_failed (the linked PR #38483: the hard assert brings the whole EngineCore down where the request
   should finish with finish_reason 'length'); release_regression is the alternative reading. The linked PR #38483 is
   CLOSED unmerged in the stored copy, so no merged fix is known; PR #45022 (open, LinTO) names the same 'max_model_len
   engine crash' for Voxtral realtime. The model is not in the stored text (Voxtral-Mini-4B-Realtime is the usual
   realtime model, not stated). Forbidden: the memory levers only; a larger --max-model-len only postpones the crash,
   so it is not forbidden.
4. vllm-pr42822 is a fix PR, not a user's launch thread (like round 683's vllm-12689 and round 770's vllm-pr39825):
   the excerpt is the PR's first sentence (the failure and its circumstances) and its error block; the title (the
   fix), the 'This breaks ... because ...' sentence, the workaround and the 'This PR adds' lines are left out. kind
   vllm_check_failed and cause release_regression as round 770's vllm-48744 (the lead may prefer cause
   vllm_check_failed there and here). The model name 'Gemma4-26B-A3B' is the PR's (Google's model is 26B-A4B).
   Drop it if fix-PR cases or a second report of #48744's mechanism are unwanted.

Good candidates seen, not spent (for later rounds): vllm-project/vllm #39996 (Voxtral realtime WebSocket, the same
'Sampled token IDs exceed the max model length' assert on v0.19.1rc1.dev335, closed stale, 3 comments, 1 PR; log in the
issues corpus), vllm #38233 (Voxtral-Mini-4B-Realtime on a 16 GB RTX 5060 Ti, encoder cache saturation; fix proposals
in PR #45022, open), vllm #54709 (Qwen4Exp hard-refuses PP>1 for PLE checkpoints, 0.28.1rc1.dev132, CMP 170HX x4;
open), vllm PR #54516 (Voxtral realtime transcription capped at the audio boundary; open).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round798-blind")
case = BATCH.case

_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
           {"flag": "--quantization"}]
_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}]

# ---------------------------------------- 1Cat-vLLM #479: Qwen3.8-Flash-Next-NVFP4 (Qwen4Exp) TP2/PP2 on 2x RTX 8000 + 3x V100 -> no module or parameter named 'hyper_connection_mixer'
case("1cat-vllm-479-qwen4exp-tp2-pp2-rtx8000-v100-no-module-hyper-connection-mixer-non-last-pp-rank",
     "https://github.com/1CatAI/1Cat-vLLM/issues/479",
     "Qwen4Exp under pipeline parallelism: two gates and one loader crash — PP enablement offer\n"
     "\n"
     "Hi — following up on the pre-Ampere work from #469 and #441: we serve\n"
     "Qwen3.8-Flash-Next on a heterogeneous 5-GPU box (2x RTX 8000 sm75 +\n"
     "3x V100 sm70) where TP4 is not an option (mixed archs, mixed VRAM), so\n"
     "pipeline parallelism is the only way to fit the model. On current main,\n"
     "Qwen4Exp cannot boot under PP; we hit three separate walls\n"
     "(RadixArk/Qwen3.8-Flash-Next-NVFP4, TP2/PP2, `--language-model-only`):\n"
     "\n"
     "1. `VLLM_PLE_CPU_OFFLOAD` refuses PP outright (\"Unsupported settings:\n"
     "   PP=2\", gpu_worker.py) — an intentional gate, noted for completeness.\n"
     "2. Without offload, the PLE embedding refuses PP as well (\"N-gram PLE\n"
     "   embedding requires pipeline_parallel_size=1\", gpu_model_runner.py) —\n"
     "   also an intentional gate: non-first ranks never receive input ids.\n"
     "3. Behind those gates there is a real loader bug: `hyper_connection_mixer`\n"
     "   is only instantiated on the last PP rank (nvidia/model.py, `if\n"
     "   get_pp_group().is_last_rank`), but `load_weights` only skips\n"
     "   `hyper_connection_mixer.block_inject_weight` — the remaining mixer\n"
     "   tensors crash rank 0 with \"There is no module or parameter named\n"
     "   'hyper_connection_mixer' in Qwen4ExpModel\".",
     "weight_loading_mismatch", {}, "pp_unsupported",
     "Qwen4Exp (Qwen3.8-Flash-Next) on the 1Cat-vLLM fork builds the final hyper_connection_mixer only on the last "
     "pipeline rank (Qwen4ExpModel.__init__: `if get_pp_group().is_last_rank`), but its load_weights skipped only the "
     "`hyper_connection_mixer.block_inject_weight` alias, so on every other rank the remaining mixer tensors "
     "(hc_norm.weight, input_mix_weight_*) reached AutoWeightsLoader and the load crashed with 'There is no module or "
     "parameter named 'hyper_connection_mixer' in Qwen4ExpModel' -- for any TP size whenever PP > 1. A loader bug of "
     "the model under pipeline parallelism (not the checkpoint, not memory); in front of it the PLE embedding also "
     "refused PP > 1 outright although only a PLE layer off the first rank needs the raw input ids.",
     "the merged 1Cat-vLLM PR #485 ('[Bugfix][SM70] Skip final mixer weights on non-last PP ranks', Peuqui, "
     "2026-09-03, 'the loader-level blocker described in #479'): extends skip_substrs with the whole "
     "hyper_connection_mixer prefix on non-last ranks (nvidia/ and amd/ trees); 'with the fix the load proceeds to the "
     "(separate) PLE gates'. The PLE gate was then relaxed by the merged PR #516 ('Gate PLE under pipeline parallelism "
     "on the partition, not the PP size (#479)'): PP is allowed when every decoder layer with a PLE module sits on the "
     "first rank (honouring VLLM_PP_LAYER_PARTITION). So: a 1Cat-vLLM build with #485 (and #516), PLE CPU offload "
     "off, keeping TP2/PP2.",
     release=None, gpu="2x RTX 8000 (sm75) + 3x V100 (sm70)", gpus=5, command=None,
     forbidden=_MEMORY + [{"flag": "--pipeline-parallel-size", "value": 1},
                          {"flag": "--tensor-parallel-size", "at_least": 4}],
     note="Excerpt: the issue title and description as the stored text shows them, up to the third wall; the "
          "reporter's own 'Three-line fix: extend `skip_substrs` with `\"hyper_connection_mixer.\"` on non-last "
          "ranks.' and the closing paragraph (their fork based on 1.3.0, the PP enablement offer) are left out (the "
          "fix). The error is retold in the description, not a pasted traceback. Launch flags named but no command "
          "shown (TP2/PP2, --language-model-only); the vLLM is 1Cat-vLLM main of early September 2026 (no version). "
          "The excerpt also carries the two PLE gate messages (judgement call 1).")

# ---------------------------------------- erans/vllm-jukebox external_start.go: `docker start vllm-vision` while vllm-main holds 16.49 GiB on GPU 1 -> Free memory on cuda:1 (5.31/23.56 GiB) < (0.8, 18.85 GiB)
case("vllm-jukebox-external-start-vision-peer-holds-gpu1-free-5.31-of-23.56-util-0.8-18.85",
     "https://github.com/erans/vllm-jukebox/blob/297f24f827279f181ff555523c05a628be290975/internal/jukebox/"
     "external_start.go",
     "// ---------------------------------------------------------------------------\n"
     "// External-start detection (Issue #5)\n"
     "// ---------------------------------------------------------------------------\n"
     "//\n"
     "// Background: jukebox's cold-load pipeline (coldLoadStoppedMember →\n"
     "// coldLoadStoppedMemberLocked) is the ONLY admission-aware entry point\n"
     "// that runs evictCrossGroupGPUContendersLocked before bringing a\n"
     "// managed peer up. When an operator (or an external process) starts a\n"
     "// managed peer container directly via `docker start <peer>`, the\n"
     "// cross-group eviction never fires — the peer's vLLM init proceeds with\n"
     "// whatever resident peers happen to be holding overlapping GPUs, and\n"
     "// OOMs at worker init.\n"
     "//\n"
     "// Live-observed 2026-06-13: `docker start vllm-vision` on a host where\n"
     "// `vllm-main` was awake holding 16.49 GiB on GPU 1 → vision exited(1)\n"
     "// at vLLM init with \"Free memory on cuda:1 (5.31/23.56 GiB) less than\n"
     "// gpu_memory_utilization (0.8, 18.85 GiB)\". ...",
     "free_memory_low",
     {"free_gib": 5.31, "total_gib": 23.56, "gpu_memory_utilization": 0.8, "requested_gib": 18.85},
     "other_process",
     "vllm-jukebox runs one vLLM container per model on shared GPUs. An operator started the managed container "
     "vllm-vision directly with `docker start`, bypassing jukebox's cold-load path (the only one that evicts "
     "cross-group GPU contenders first), while the peer vllm-main was awake holding 16.49 GiB on GPU 1. vLLM in "
     "vllm-vision found only 5.31 of 23.56 GiB free on cuda:1 against the 18.85 GiB its utilization of 0.8 asks for, "
     "and exited(1) at init. Another process (the other vLLM container) held the memory; the card and vllm-vision's "
     "settings were fine once it was free.",
     "the repository's external-start monitor (internal/jukebox/external_start.go, Issue #5): every 2 s it inspects "
     "each admission-tracked external peer; a container found running while admission records it Stopped / Sleeping "
     "is stopped at once with `docker stop -t 0` and routed through the proper cold-load path (KickColdLoad -> "
     "coldLoadStoppedMemberLocked -> evictCrossGroupGPUContendersLocked -> docker start), so 'the eviction fires "
     "first, freeing contended GPUs, and the cold-load proceeds cleanly'. In vLLM terms: free GPU 1 from vllm-main "
     "(sleep or stop it) before starting vllm-vision.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.23}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the section header, the 'Background' paragraph and the 'Live-observed 2026-06-13' paragraph of the "
          "comment at the top of external_start.go (commit 297f24f8, also read by the id 65915626132 round 793 "
          "named); the paragraph's last sentence (the cross-group eviction helper, 'fix 1f37d916', was bypassed) and "
          "the 'Fix:' paragraph onward are left out and marked '...'. The error is retold in an elided form. The GPU "
          "is a 23.56 GiB card (not named); the release and the host's GPU count are not stated. Forbidden: any "
          "utilization of at least 0.23 still asks for more than the 5.31 GiB free (5.31/23.56 = 0.225), and a "
          "lower one only starves vllm-vision; length / dtype / quantization are not the problem. Judgement call 2.")

# ---------------------------------------- vllm #38428: realtime audio streaming -> AssertionError: Sampled token IDs exceed the max model length (4097 > 4096) -> EngineDeadError
case("vllm-38428-realtime-audio-stream-sampled-token-ids-exceed-max-model-len-4097-4096",
     "https://github.com/vllm-project/vllm/issues/38428",
     "[Bug]: V1 Engine: EngineDeadError (AssertionError) on max_model_len overflow during realtime audio streaming\n"
     "\n"
     "Error Message\n"
     "\n"
     "(EngineCore pid=146) ERROR 03-28 10:55:03 [dump_input.py:81] Dumping scheduler stats: "
     "SchedulerStats(num_running_reqs=1, num_waiting_reqs=0, step_counter=0, current_wave=0, "
     "kv_cache_usage=0.27241379310344827, encoder_cache_usage=1.0... ... (EngineCore pid=146) ERROR 03-28 10:55:03 "
     "[core.py:1101] File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py\", line 3213, "
     "in _bookkeeping_sync (EngineCore pid=146) ERROR 03-28 10:55:03 [core.py:1101] assert end_idx <= "
     "self.max_model_len, ( (EngineCore pid=146) ERROR 03-28 10:55:03 [core.py:1101] ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ "
     "(EngineCore pid=146) ERROR 03-28 10:55:03 [core.py:1101] AssertionError: Sampled token IDs exceed the max model "
     "length. Total number of tokens: 4097 > max_model_len: 4096 ... (APIServer pid=1) ERROR 03-28 10:55:03 "
     "[async_llm.py:707] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace "
     "(above) for the root cause.",
     "vllm_check_failed", {"max_model_len": 4096}, "vllm_check_failed",
     "A realtime audio session (the /v1/realtime streaming path) is one request whose sequence keeps growing as audio "
     "arrives; when it reached the engine's max_model_len (4096) the V1 GPU model runner's bookkeeping assert "
     "(gpu_model_runner.py::_bookkeeping_sync, `assert end_idx <= self.max_model_len`) fired on the 4097th token and "
     "took the whole EngineCore down (EngineDeadError) instead of finishing that request with finish_reason "
     "'length'. A bug of the engine's handling of the length limit on the streaming path, not memory or the GPU.",
     "not in the stored thread text (the GitHub issue is stored only as the stepcodex mirror: 1 comment, 1 linked "
     "PR). The linked PR #38483 ('fix(v1): Handle max_model_len overflow gracefully instead of crashing', machov, "
     "2026-03-29, 'Fixes #38428'): 'reaching the max_model_len limit results in a hard crash (EngineDeadError) of the "
     "entire engine instead of a graceful termination of the stream ... because of a strict assertion in "
     "_bookkeeping_sync'; it marks the request invalid / length-capped instead. The PR is CLOSED unmerged in the "
     "stored copy; no merged fix is known to the collector (PR #45022, open, names the same Voxtral realtime "
     "'max_model_len engine crash'). Meanwhile: end and reopen the realtime session before it reaches max_model_len "
     "(a larger --max-model-len only postpones it) -- the collector's reading of the PR, not a reported fix.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the 'Error Message' block as the stored stepcodex.com mirror of the issue "
          "shows it (the log flattened onto one line, with the mirror's own '...' elisions); the mirror's page chrome "
          "is left out. The model, launch command, vLLM version and GPU are not in the stored text (the log is from a "
          "container, /usr/local/lib/python3.12/dist-packages, March 2026). A request-time crash: judgement call 3.")

# ---------------------------------------- vllm PR #42822: Gemma4-26B-A3B (26B-A4B) on Intel XPU, main after PR #41574 -> No Unquantized MoE backend supports the deployment configuration
case("vllm-pr42822-gemma4-26b-moe-intel-xpu-main-no-unquantized-moe-backend-gelu-tanh",
     "https://github.com/vllm-project/vllm/pull/42822",
     "Summary:\n"
     "Gemma4-26B-A3B failed to run on Intel XPU with current `vllm-xpu-kernels`  and `vllm`  , after the Gemma4 MoE "
     "activation in vLLM has been changed from `gelu` to `gelu_tanh`  by "
     "[PR](https://github.com/vllm-project/vllm/pull/41574) in Gemma4MoE.__init__().\n"
     "\n"
     "```text\n"
     "NotImplementedError: No Unquantized MoE backend supports the deployment configuration.\n"
     "```",
     "vllm_check_failed", {}, "release_regression",
     "Gemma 4's 26B MoE (unquantized) on Intel XPU with vLLM main and vllm-xpu-kernels of mid-May 2026. vLLM PR #41574 "
     "changed Gemma4MoE.__init__'s expert activation from gelu to gelu_tanh, but the XPU MoE backend did not list "
     "gelu_tanh among its supported activations (and vllm-xpu-kernels did not wire its existing gelu_tanh_and_mul "
     "SYCL kernel into the MoE dispatch), so the unquantized MoE oracle found no backend and raised at model "
     "initialization. A model change without the matching XPU backend change, not memory, the GPU count or the "
     "launch flags.",
     "the merged vLLM PR #42822 itself ('add gelu_tanh to xpu moe backend supported activations', yintong-lu, "
     "2026-05-16; a maintainer: merge after the vllm-xpu-kernels v0.1.9 release) together with the merged "
     "vllm-xpu-kernels PR #354 ('add gelu_tanh support for gemma4 moe', which connects gelu_tanh_and_mul to the "
     "dispatch path): a vLLM and vllm-xpu-kernels with both. The PRs' workaround before them: patch gemma4.py "
     "locally to use activation=\"gelu\" instead of \"gelu_tanh\".",
     release=None, gpu="Intel XPU", gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the PR description's first sentence and its error block as stored; the PR title (the fix), the "
          "sentence 'This breaks Gemma4 serving on Intel XPU because the XPU MoE backend does not wire gelu_tanh "
          "through its activation dispatch path.', the workaround line, the 'This PR adds ...' lines and the "
          "maintainer's comment are left out. The same text is the description of vllm-xpu-kernels PR #354 (taken "
          "once). No version (vLLM main of May 2026), no command, no card model. 'Gemma4-26B-A3B' as the PR writes it. "
          "Same mechanism and fix as the round-770 fixture vllm-48744 (a different reporter and build). Judgement "
          "call 4.")

BATCH.write()
