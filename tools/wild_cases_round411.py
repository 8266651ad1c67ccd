"""Round-411 blind batch: vLLM start-up failures from vLLM's own tracker, issue numbers #30000-#35000 (Dec 2025 - Feb
2026, releases 0.11.x-0.15.x); collected by helper wild411 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round411-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 2 cases: vllm
#33074 (DeepSeek-V3.2 P/D with NixlConnector, assert num_kv_heads == 1 at KV registration; fixed by PR #33090) and
vllm #31588 (gpt-oss-120b on a GB10, default async scheduling crashes the first request; reporter's workaround
--no-async-scheduling, fix PR #31600). The slice is thin in the index and heavily mined: the issues corpus returned few
vllm threads numbered 30000-35000, almost all of them already in USED_SOURCES.txt or in earlier rounds' skip lists, and
for the unused ones the stored chunk usually stops inside the traceback before the error line. Sources were checked
against USED_SOURCES.txt, the fixtures' source_url and the '#<n>' mentions in tools/wild_cases_round*.py.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds (not re-opened): vllm #30172 (Qwen3-coder 0.11.0 -> 0.11.2), #30214
  (DeepSeek V3.2 B200 CUTLASS_MLA sparse), #30848 (Qwen3-Next), #31018 (libcudart.so.12), #31480 (DeepSeek V3.2 no valid
  attention backend), #31529 (Qwen3-VL-30B 0.12.0), #31740 (PR, GB10 FlashInfer arch), #32600, #32732 (v0.14.0
  DeepSeek-R1 NVFP4 no valid attention backend), #32895 (MI355X 0.14 HIP no kernel image), #33229 (GGUF minimax-m2),
  #33428 (GLM-4.6V 0.14.1 + transformers 5.0.0), #33685 (Step3p5 PP), #33883 (DeepSeek-V3.2 NVFP4 src_cache uint8).
- Error line not in the stored chunk: vllm #30017 (DeepSeek-V3.1-Terminus-BF16, TP8 x PP3 over ray, 0.11.x; the chunk
  shows 'Available KV cache memory: 26.98 GiB' and stops inside initialize_from_config; 3 look-ups), #31903 (DeepSeek-V3.2
  -tp=8 -pp=4 over ray; traceback cut in initialize_from_config; 3 look-ups), #30641 (unsloth
  DeepSeek-V3.1-Terminus-UD-Q3_K_XL GGUF on 0.11.0 with --hf-config-path, TP8; APIServer traceback cut; 2 look-ups).
- Outside the number range: vllm #29943 (DeepSeek-V3.2 on H20, 'DeepGEMM backend is not available or outdated', Dec
  2025, one below the slice), #26884, #27729, #26612, #25378, #26393 and the later 3xxxx-5xxxx threads the searches
  returned.
- Not a start-up failure: vllm #30651 (Devstral-Small-2 mistral tool parser JSONDecodeError at request time).
- Not the vllm tracker: zai-org/GLM-V #223 / #228 / #241 (GLM-4.6V(-Flash) on vLLM 0.12/0.13 with transformers 5.0.0rc;
  errors partly images), vllm-project/recipes PR #183 (DeepGEMM missing for DeepSeek-V3.2, a recipe PR).

Judgement calls for the lead:
1. vllm #33074: the stored log stops inside the traceback; the error line ('AssertionError: num_kv_heads == 1') is only in
   the issue title, which heads the excerpt (as round 405 did for vllm-58203). kind/cause vllm_check_failed (an internal
   assert in the NIXL connector, fixed in code by PR #33090); release_regression would also fit, since the fix PR links
   PR #33086 as the change it repairs, but that link was not opened.
2. vllm #31588: the crash is on the first request, not during start-up; taken because the default launch (async
   scheduling on) causes it and a launch flag avoids it. kind/cause vllm_check_failed for want of an 'engine bug' label;
   the fix that worked is the reporter's own --no-async-scheduling (no maintainer answer reached; PR #31600 closed).
3. Neither case prints a figure under a LABELS.txt key, so numbers is {} for both.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round411-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #33074: DeepSeek-V3.2 + NixlConnector (P/D) -> AssertionError num_kv_heads == 1
case("vllm-33074-deepseek-v32-pd-nixl-connector-indexer-assert-num-kv-heads-1",
     "https://github.com/vllm-project/vllm/issues/33074",
     "[Bug]: PD report DeepseekV32 AssertionError: num_kv_heads == 1\n"
     "\n"
     "error log\n"
     "```bash\n"
     "(Worker_TP0 pid=370908) DEBUG 01-26 09:28:29 [distributed/.../v1/nixl_connector.py:1010] Detected attention "
     "backend DEEPSEEK_V32_INDEXER\n"
     "(Worker_TP0 pid=370908) DEBUG 01-26 09:28:29 [distributed/.../v1/nixl_connector.py:1011] Detected kv cache layout "
     "NHD\n"
     "(Worker_TP0 pid=370908) ERROR 01-26 09:28:29 [v1/executor/multiproc_executor.py:852] WorkerProc hit an exception.\n"
     "(Worker_TP0 pid=370908) ERROR 01-26 09:28:29 [v1/executor/multiproc_executor.py:852] Traceback (most recent call "
     "last):\n"
     "(Worker_TP0 pid=370908) ERROR 01-26 09:28:29 [v1/executor/multiproc_executor.py:852]   File "
     "\"/home/vllm/nicole-workspace/vllm/vllm/v1/executor/multiproc_executor.py\", line 847, in worker_busy_loop\n"
     "(Worker_TP0 pid=370908) ERROR 01-26 09:28:29 [v1/executor/multiproc_executor.py:852]     output = func(*args, "
     "**kwargs)\n"
     "(Worker_TP0 pid=370908) ERROR 01-26 09:28:29 [v1/executor/multiproc_executor.py:852]              "
     "^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP0 pid=370908) ERROR 01-26 09:28:29 [v1/executor/multiproc_executor.py:852]   File "
     "\"/home/vllm/nicole-workspace/vllm/vllm/v1/worker/worker_base.py\", line 320, in initialize_from_config\n"
     "(Worker_TP0 pid=370908) ERROR 01-26 09:28:29 [v1/executor/multiproc_executor.py:852]     "
     "self.worker.initialize_from_config(kv_cache_config)  # type: ignore",
     "vllm_check_failed", {}, "vllm_check_failed",
     "DeepSeek-V3.2 served for prefill/decode disaggregation (P/D) with the NixlConnector on a vLLM main-branch source "
     "tree of late January 2026. When the worker registered its KV caches with NIXL at start-up (initialize_from_config), "
     "the connector met the DeepSeek-V3.2 sparse-attention indexer cache (backend DEEPSEEK_V32_INDEXER) and its MLA "
     "layout check asserted num_kv_heads == 1, which that cache did not satisfy. A bug in vLLM's NIXL connector handling "
     "of the V3.2 indexer KV cache, not a memory, parallelism or hardware problem.",
     "fixed in vLLM by PR #33090 ('[Bugfix] Fix DeepseekV32 `AssertionError: num_kv_heads == 1`', NickLucche, opened "
     "and merged 2026-01-26, the day of the report); the user's remedy is a vLLM build that contains it. The fix "
     "PR's description links PR #33086, apparently the change that exposed the assert; the issue thread itself was not "
     "reached beyond the log",
     release="vLLM main-branch source tree (late January 2026; /home/vllm/nicole-workspace/vllm)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}],
     note="Judgement call: the stored chunk of the log stops inside the traceback (after the worker_base.py "
          "initialize_from_config frame); the error line itself ('AssertionError: num_kv_heads == 1') is only in the "
          "issue title, which heads the excerpt. Excerpt: the title, then the 'error log' block of the description as "
          "the stored chunk shows it (the source wraps nothing; line breaks inside long log lines here are only the "
          "Python string layout). Launch command, GPU and TP size are not in the stored chunk.")

# ---------------------------------------- vllm #31588: gpt-oss-120b mxfp4 on GB10 (sm_121), default async scheduling -> first request 'NoneType' ... 'sampled_token_ids'
case("vllm-31588-gpt-oss-120b-gb10-sm121-async-scheduling-first-request-nonetype-sampled-token-ids",
     "https://github.com/vllm-project/vllm/issues/31588",
     "[Bug]: vLLM SM 12.1 (Blackwell GB10) V1 Engine Bug Report (Relates to: #28589, #31128, #28621, #27679)\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "  **Error:**\n"
     "  ```python\n"
     "  AttributeError: 'NoneType' object has no attribute 'sampled_token_ids'",
     "vllm_check_failed", {}, "vllm_check_failed",
     "gpt-oss-120b (MXFP4) served on an NVIDIA GB10 (DGX Spark, SM 12.1) with the V1 engine and its default async "
     "scheduling: the server starts, then the first chat completion crashes the engine core because, on the "
     "batch-queue step path (step_with_batch_queue), execute_model() returned None (the async-scheduling signal) and "
     "the result was passed on without the None check the plain step() path has, so scheduler.update_from_output() "
     "read .sampled_token_ids from None. A vLLM engine bug hit by the default launch, not memory, quantization or the "
     "GPU itself.",
     "reporter's workaround (ohsono, in the issue): start with --no-async-scheduling (their test case also passes "
     "--enforce-eager --no-enable-prefix-caching); with it the server answers, without it the first request crashes. "
     "A one-line fix (a None check in step_with_batch_queue, mirroring step()) was proposed in PR #31600 "
     "(ricky-chaoju, 2026-01-01, 'Relates to: #31588'), which was closed rather than merged; no maintainer answer was "
     "reached in the stored text",
     release="vLLM of late December 2025 with PyTorch 2.9.1+cu130 (exact vLLM version not in the stored chunk)",
     gpu="NVIDIA GB10 (DGX Spark, SM 12.1)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1},
                       {"flag": "--max-num-seqs"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the start of the 'Describe the bug' section up to the error line, as the "
          "stored chunk shows them (indentation as in the source). Dropped: the reporter's 'Root Cause' analysis and "
          "code after the error line, and the 'Test Case' / 'Expected Result' / 'Conclusion' sections before it, which "
          "carry the workaround launch (--no-async-scheduling). The report reads as machine-assisted but describes a "
          "real crash on the reporter's GB10. The PyTorch/GPU details come from the linked PR #31600's description. "
          "Judgement call: a crash on the first request (not during start-up) that the brief admits because the "
          "default launch triggers it; kind/cause vllm_check_failed for want of an 'engine bug' label.")

if __name__ == "__main__":
    BATCH.write()
