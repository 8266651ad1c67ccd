"""Round-780 blind batch: MODEL RUNNER V2 AND THE 2026 ENGINE CHANGES AT VLLM'S START-UP OR FIRST REQUESTS
(VLLM_USE_V2_MODEL_RUNNER, vllm/v1/worker/gpu/ paths, async scheduling by default, the extensible KV cache /
gpu_memory_utilization 1.0 default of 0.34, breakable CUDA graphs, AOT compile / mega AOT artifacts,
VLLM_USE_AOT_COMPILE): a launch that worked on an earlier release and fails on a 2026 one, with the thread's cause;
collected by helper wild780 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round780-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (only README's message_kind table and diagnosis.cause
list, earlier rounds' files and earlier fixtures); every expectation was written from the source thread (and the fix
PR it links) only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt, and so is a reporter's own root-cause paragraph where it states the fix.

Look-ups: 38 of the 45 allowed, all ``search`` (37 corpus=issues, 1 corpus=pages); no read_file / find_string / fetch.
Every number was checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists before it
was spent on, and claimed at once. 3 cases:
- vllm-ascend #15650: Qwen3.6-27B + DFlash on vLLM Ascend releases/v0.26.0rc: "NotImplementedError: DFlash drafters
  with mixed sliding/full attention require the V2 model runner; relaunch with VLLM_USE_V2_MODEL_RUNNER=1" (the
  default runner refuses; cause in upstream PR #47914, which made mixed-attention DFlash drafters V2-only).
- vllm PR #40077 (comment): vLLM's torch 2.12 bump; the CPU-compatibility launches that set TORCH_COMPILE_DISABLE=1 die
  at engine init with "RuntimeError: Worker failed with error 'torch.compile with fullgraph=True found no compiled
  frames ...'" (worked on torch 2.11; fix: --enforce-eager instead of TORCH_COMPILE_DISABLE=1).
- vllm #55383: vLLM 0.26.0 with VLLM_USE_AOT_COMPILE=1 and LoRA: the AOT compile cache key ignores the LoRA wrap state,
  a run loads an artifact compiled for the other parameter naming, "KeyError: 'weight'" in profile_run (fix PR #55386,
  open: fold the LoRA wrap state into the AOT cache key).

How mined the slice is: very. Rounds 548, 664, 667, 753, 767 and others already took the reachable Model Runner V2,
async-scheduling-default, breakable-CUDA-graph and AOT-compile-cache threads; of ~30 in-slice threads the searches
returned, all but the three above were in USED_SOURCES.txt, CLAIMS.txt or a skip list. The MRV2 refusals fire only
when V2 is forced (otherwise vLLM silently falls back to V1), so user reports are few; the MRV2-default failures users
do hit are wrong output or hangs without an error line. No user thread at all came back for the 0.34 extensible KV
cache / gpu_memory_utilization 1.0 default ("CUDA graph capture and warmup left no memory for the KV cache"), for mega
AOT artifacts, or for a start-up failure under breakable CUDA graphs.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): runpod-workers/worker-vllm #276; vllm #27040, #49224, #31588,
  #57227 (claimed round 767), #52339, #30515, #36634, #38041 / PR #38081, #50891, #50707 (claimed round 777), #35061
  (claimed round 772), #55486, #57684, #42698, #44443 / #47497; intel-xpu-backend-for-triton #7158; noonghunna/
  club-3090 #106, #60; ls1intum/edutelligence #579; pytorch/pytorch #175666, #170433; vllm-metal #83;
  community-scripts/ProxmoxVED #2047; eugr/spark-vllm-docker #296; torchtitan #3752 / PR #3743 / #3749; tenstorrent
  vllm-tt-plugin PR #48; IBM/vLLM-Hook PR #33; gpustack/runner #251; ai-dynamo/dynamo #10695; NovaSky-AI/SkyRL #2137.
- Error line not reached in the stored text: vllm PR #41090 (merged fix, 'Fix Deepseek V4 import error due to AOT
  compile cache loading': two searches returned the log only up to runtime_wrappers' compiled_fn frame, the exception
  line is not stored; the claim was withdrawn); pytorch/pytorch #170492 / #170570 (torch 2.10 aot_compile vs depyf in
  vLLM's CI; the cause is stated in vllm PR #30728's struck-out description, but the error line is cut); vllm #40821
  (DeepSeek V4 on RTX PRO 6000, aot_compile frames only in the chunk seen).
- In slice but no user launch / no error text: ray-project/ray PR #65045 (vLLM 0.25.1/0.26.0 default MRV2 skips the
  multimodal encoder memory profiling and OOMs Ray's GPU tests; fix vllm PR #48469 / #47985; no log stored);
  torch-spyre/sendnn-inference #634 / PR #636 (async scheduling default from vLLM 0.14 disabled in the plug-in; the
  issue's text never came back); vllm-metal PR #99 (0.14 async sample_tokens path); vllm #41286 (MRV2 migration
  tracker); ovg-project/kvcached #358 (no log); ProjectDMX/DMI PR #123 (plug-in pinned V1; no log).
- Off slice: vllm #50710 / PR #50715 (DFlash hybrid drafter on the V1 runner, single KV-cache group; the stored issue
  carries only prose, the assertion text is the fix PR's; the V2 runner is the workaround -- a later round may take it
  as a DFlash case); vllm #54383 / PR #54479 (cold vs warm compile cache KV size, no failure); gpustack #4660
  (LMCache-style extended KV cache on GPUStack, Feb 2026, not the 0.34 feature).

Judgement calls for the lead:
1. vllm-ascend-15650: the failing code is vLLM's Qwen3 DFlash drafter (vllm/model_executor/models/qwen3_dflash.py,
   PR #47914's raise), reached through vLLM Ascend's release branch; kind and cause vllm_check_failed, as the earlier
   'Model Runner V2 does not yet support: ...' refusals (intel-xpu-7166, vllm-ascend-16235) were labelled. It is the
   opposite direction to those: here the DEFAULT (V1) runner refuses and V2 is the fix. No maintainer answer is stored;
   the cause is PR #47914's diff ('Mixed sliding/full attention needs multiple KV groups (V2 runner only)') and the
   reporter's sentence that the documented workaround is VLLM_USE_V2_MODEL_RUNNER=1 (left out of the excerpt). The
   error line itself names the fix, which the lead may count as a giveaway.
2. vllm-pr40077-...: a CI report inside a vLLM PR (the torch 2.12 / torchvision 0.27 / triton 3.7 bump), not a user's
   issue; the 'launch' is vLLM's CPU-compatibility test under Intel SDE. Off the strict slice in that the change that
   broke it is torch's (fullgraph=True with no compiled frames now raises), met by vLLM's 2026 release line; taken for
   the 'worked on the earlier release, fails on the 2026 one' shape with the cause and fix in the same comment. kind
   torch_compile_error (torch.compile's own refusal inside vLLM's worker wrapper 'Worker failed with error ...');
   cause torch_compile_error; the lead may prefer dependency_version_mismatch (torch 2.12's behaviour change against a
   TORCH_COMPILE_DISABLE=1 environment). The comment's diagnosis sentences were left out of the excerpt.
3. vllm-55383: kind and cause torch_compile_error, following round 523's vllm-50891 (the same AOT-cache-key collision
   family, 'NoneType' ... 'size') and round 453's edutelligence-579. The stored text has the bare "KeyError: 'weight'"
   in a code block with prose around it (no traceback frames); README's generic reading of a bare Python KeyError could
   also apply. The fix PR #55386 is OPEN in the stored copy; its mechanism and the immediate workaround (a clean /
   disabled compile cache, or VLLM_USE_AOT_COMPILE=0) are recorded, the latter as the collector's reading of the
   thread, not a reported fix.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round780-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm-ascend #15650: Qwen3.6-27B + DFlash, releases/v0.26.0rc -> DFlash mixed sliding/full attention requires the V2 model runner
case("vllm-ascend-15650-v0260rc-qwen36-27b-dflash-mixed-attention-requires-v2-model-runner",
     "https://github.com/vllm-project/vllm-ascend/issues/15650",
     "[Bug]: [v0.26.0rc][Qwen3.6-27B] DFlash requires V2 model runner for mixed attention\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "vLLM Ascend: A5 nightly test, releases/v0.26.0rc\n"
     "Model: Qwen3.6-27B\n"
     "Feature: DFlash speculative decoding\n"
     "```\n"
     "\n"
     "### Describe the bug\n"
     "\n"
     "Starting the Qwen3.6-27B service with DFlash fails when the model uses mixed sliding-window and full attention. "
     "The service reports:\n"
     "\n"
     "```text\n"
     "NotImplementedError: DFlash drafters with mixed sliding/full attention require the V2 model runner; relaunch with "
     "VLLM_USE_V2_MODEL_RUNNER=1\n"
     "```\n"
     "\n"
     "The same configuration does not start with the default runner.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The DFlash drafter for Qwen3.6-27B mixes sliding-window and full-attention layers. Such a drafter needs several KV "
     "cache groups (causal metadata for the sliding layers, non-causal for the full ones), which only the V2 model "
     "runner provides (vLLM PR #47914, 'Support hybrid (SWA + full attention) DFlash drafters', merged 2026-07: "
     "'Mixed sliding/full attention needs multiple KV groups (V2 runner only)'; the qwen3_dflash model raises "
     "NotImplementedError when use_v2_model_runner is off). On releases/v0.26.0rc the default runner for this setup is "
     "V1, so start-up is refused. Not memory, length or parallelism.",
     "Relaunch with VLLM_USE_V2_MODEL_RUNNER=1 (the reporter: 'The documented workaround is to relaunch with "
     "VLLM_USE_V2_MODEL_RUNNER=1'; the same words are in the error line, from PR #47914). Support on the default runner "
     "was expected in a later release (0.27 or 0.28) per the reporter. No maintainer answer stored (open).",
     release="vLLM Ascend releases/v0.26.0rc (A5 nightly test)", gpu="Huawei Ascend A5 NPU", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--enforce-eager"}],
     note="Excerpt: title, the environment block and the bug description as stored, ending at 'The same configuration "
          "does not start with the default runner.'; the next sentences (the documented workaround "
          "VLLM_USE_V2_MODEL_RUNNER=1 and the expected later support) were left out. No launch command is stored.")

# ---------------------------------------- vllm PR #40077 (comment): torch 2.12 bump, CPU SDE tests with TORCH_COMPILE_DISABLE=1 -> fullgraph=True found no compiled frames
case("vllm-pr40077-torch212-cpu-sde-torch-compile-disable-fullgraph-found-no-compiled-frames",
     "https://github.com/vllm-project/vllm/pull/40077",
     "[WIP][Core] Update PyTorch to 2.12.0, torchvision to 0.27.0, triton to 3.7.0\n"
     "\n"
     "### CI fix: CPU-Compatibility Tests on torch 2.12\n"
     "\n"
     "**What broke**: The CPU SDE-emulation tests in `.buildkite/scripts/hardware_ci/run-cpu-compatibility-test.sh` "
     "set `TORCH_COMPILE_DISABLE=1` to skip compilation under Intel SDE.\n"
     "\n"
     "```\n"
     "RuntimeError: Worker failed with error 'torch.compile with fullgraph=True\n"
     "found no compiled frames. The frame was likely skipped (...).'\n"
     "```\n"
     "\n"
     "vLLM's engine init goes through a piecewise-compile path that uses `fullgraph=True`, so init crashes inside "
     "`determine_available_memory` → `collective_rpc` → worker.",
     "torch_compile_error", {}, "torch_compile_error",
     "vLLM's CPU-compatibility launches set TORCH_COMPILE_DISABLE=1 to skip compilation. With torch 2.11 that turned "
     "torch.compile(...) calls into silent no-ops; with torch 2.12 (the bump in this PR) a torch.compile callsite "
     "with fullgraph=True that compiles no frame raises instead, and vLLM's engine init goes through its piecewise "
     "compile path with fullgraph=True, so the worker dies in determine_available_memory. A torch.compile behaviour "
     "change against a compile-disabling environment variable; not memory.",
     "From the same comment (atalman, 2026-04-27, commit f64b328be on release_212_tests): drop TORCH_COMPILE_DISABLE=1 "
     "and pass vLLM's --enforce-eager to the SDE invocations instead, so vLLM never builds a torch.compile wrapper; "
     "works on torch 2.11 and 2.12. Upstream tracking: pytorch/pytorch#181247.",
     release="vLLM main with torch 2.12.0 (PR #40077, April 2026; worked with torch 2.11)", gpu=None, gpus=None,
     command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the PR's title and the stored comment's heading, the first sentence of its 'What broke' paragraph, "
          "the error block and the sentence placing the crash; left out: 'Pushed f64b328be ...', the sentences "
          "contrasting torch 2.11 and 2.12 (the diagnosis) and the **Fix** / **Diff** / upstream-tracking paragraphs. "
          "A CI run on CPU (Intel SDE emulation), not a GPU launch; see judgement call 2.")

# ---------------------------------------- vllm #55383: 0.26.0, VLLM_USE_AOT_COMPILE=1 + LoRA -> AOT cache key ignores LoRA wrapping, KeyError: 'weight'
case("vllm-55383-v0260-aot-compile-cache-key-ignores-lora-wrapping-keyerror-weight",
     "https://github.com/vllm-project/vllm/issues/55383",
     "AOT compile cache key ignores the LoRA module tree, loading an incompatible artifact (`KeyError: 'weight'`)\n"
     "\n"
     "**Repo:** vllm-project/vllm\n"
     "**Version:** vLLM 0.26.0, PyTorch 2.11.0+cu130, `VLLM_USE_AOT_COMPILE=1`\n"
     "\n"
     "## Problem\n"
     "\n"
     "The failure surfaces during `profile_run` as a bare:\n"
     "\n"
     "```\n"
     "KeyError: 'weight'\n"
     "```\n"
     "\n"
     "with a traceback that ends inside the compiled function and names no module, which makes it very\n"
     "hard to attribute.",
     "torch_compile_error", {}, "torch_compile_error",
     "With VLLM_USE_AOT_COMPILE=1 the AOT artifact directory key is built from env factors, vllm_config.compute_hash(), "
     "optional inductor factors and the forward source hash, none of which see the module tree. LoRA wrapping moves a "
     "layer's weight from <prefix>.weight to <prefix>.base_layer.weight, so two runs with the same VllmConfig but a "
     "different LoRA wrap state share one cache entry; the later run loads ('Directly load AOT compilation from path "
     "...') a graph compiled against the other parameter naming, with guard checking disabled, and the compiled "
     "forward fails in profile_run with KeyError: 'weight'. A stale / mismatched AOT compile artifact, not the "
     "checkpoint, memory or the LoRA adapter itself.",
     "Fix PR #55386 ('[Bugfix][Compile] Fold LoRA wrap state into the AOT cache key', he-yufeng, 'Fixes #55383'; open "
     "in the stored copy): hash the sorted set of LoRA-wrapped module paths into the AOT cache key so a wrap-state "
     "change compiles fresh. Until then (the collector's reading of the thread, not a reported fix): clear the AOT "
     "compile cache under VLLM_CACHE_ROOT (torch_compile_cache/torch_aot_compile), or run with "
     "VLLM_DISABLE_COMPILE_CACHE=1 / VLLM_USE_AOT_COMPILE=0.",
     release="0.26.0", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--max-lora-rank"}, {"flag": "--max-loras"}],
     note="Excerpt: the title, the Repo / Version lines, the '## Problem' heading and the sentences carrying the error; "
          "the Problem section's diagnosing paragraphs (cache key without LoRA wrapping, weight moving to "
          "base_layer.weight, decorators.py:311 load path with disable_guard_check) and the Reproduction were left out. "
          "The title itself states the reporter's diagnosis and is kept as the issue's title. No command or GPU is "
          "stored; the model is not named in the chunk (the fix PR mentions a fused MLA q_a_proj).")

BATCH.write()
