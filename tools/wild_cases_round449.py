"""Round-449 blind batch (helper wild449): SECOND pass over vLLM's own tracker, vllm-project/vllm issues #35000-#40000
and #52000 and above (2026, releases 0.16-0.3x), searched by specific error texts and 2026 model / architecture names;
collected by helper wild449 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round449-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch: issues are not
files). Result: ONE case, and it lies OUTSIDE the slice (see judgement call 1). The slice is mined out for what the
issues corpus can reach: 105 vllm issue numbers in #35000-#40000 / #52000+ were already in USED_SOURCES.txt before
this round, and 39 queries by error text (Engine core initialization failed, Worker failed with error '...',
ValueError / AssertionError / NotImplementedError / KeyError, the 0.13+ "Selected backend ... is not valid" text,
libcudart.so.13, 'NVIDIA driver ... too old (found version 12080)', /dev/shm, the 0.34 extensible-KV-cache hint) and by
2026 names (Qwen3.5 / Qwen3.6 / Qwen3.7, Qwen3_5ForCausalLM, Qwen3_5MoeForConditionalGeneration, GLM-5 /
GlmMoeDsaForCausalLM, DeepSeek-V4, Kimi-K2.5 / KimiK25ForConditionalGeneration, Gemma 4 / Gemma4ForConditionalGeneration,
gpt-oss, MiniMax-M2.5, DGX Spark GB10) surfaced only a handful of in-slice threads, each already used, named in an
earlier round's skip list, or stored without its error line. The search ranks 2023-2025 threads first for generic error
texts; only model- or feature-specific 2026 terms reached the slice at all.

1 case: ppc64le/build-scripts PR #8660 (vLLM v0.27.0 CPU build on ppc64le, offline LLM(...) in a UBI 9 container,
'Insufficient space in /dev/shm: 160 MiB required, 64 MiB free').

Sources given up (for the lead, not cases):
- In slice, already used (USED_SOURCES.txt): vllm #36217 (qwen3_5 model type vs transformers), #41027 / #40821 (DSv4,
  out of slice anyway), #36734 (PR, Mamba align mode log), #57932 (GLM-5.3-Flash SM120 FlashInfer), #52300
  (libcudart.so.13 with a cu126 source build), #31018; also princeton-ddss/blackfish #322, gpustack #5014,
  verl-project/verl-omni #133.
- In slice, named in earlier rounds' skip lists (not re-opened): vllm #52029 (opt-125m Engine core initialization
  failed, usage), #39993 (Qwen3_5ForCausalLM fine-tune, cut at 'Unrecognized ke...'), #36099 (libcudart.so.12 on
  0.16.0), #36411 (Qwen3.5-27B on 0.16, error line not stored), #46169 / #33428 (out of slice).
- In slice, NEW but no error line in the stored text: vllm #39231 ('[Bug]: Qwen3.5 Text Only Model
  (Qwen3_5ForCausalLM)', vLLM 0.19.0 + transformers 5.5.0, principled-intelligence/Qwen3.5-0.8B-text-only with
  --language-model-only; two searches returned only the first chunk, which stops at 'Using max mode...'; closed as
  stale; PR #36607 (text-only Qwen3.5 registration, closed) is related). Left for a later round that can reach the
  rest of the thread.
- In slice but not a start-up failure / not a user log: vllm PR #36317 (hybrid KV block-size alignment, a test plan),
  PR #48879 / #50779 / #47363 (feature PRs), #43382 (Qwen3.5 397B assertion while allocating blocks at run time on
  vllm-ascend, screenshots), #48477 (CUBLAS_STATUS_EXECUTION_FAILED at profile_run, out of slice: #48xxx).
- Out of slice and not taken: intel/intel-xpu-backend-for-triton #7763 (same /dev/shm message, but in a unit test of
  vLLM's NIXL connector on a CI runner, not a launch), ppc64le/build-scripts #8270 (vLLM 0.15.1 CPU example, chunk
  stops before the error), modelscope/FunASR #2973 (skip-listed in round 424), vllm-project/vllm-ascend #7200 / #12891 /
  #15086 (Ascend plugin, chunks cut), MiniMax-AI/MiniMax-M2.5 #30 (Ray KeyError, chunk cut before the key),
  spark-arena/sparkrun #220 (DeepGEMM sm121 header missing on GB10: a good candidate for the DGX Spark slice, not opened).

Judgement calls for the lead:
1. ppc64le-8660 is outside this round's slice (a PR on ppc64le/build-scripts, not a vllm-project/vllm issue); taken
   because the slice gave nothing usable within the look-up budget, the source was not in USED_SOURCES.txt or any skip
   list, and the case is a genuine vLLM 0.27.0 start-up refusal with the message verbatim. Drop it if slices must be
   strict.
2. kind vllm_check_failed / cause shm_too_small, as the only earlier fixture with this message
   (vllm-pr50606-tp2-mp-executor-dev-shm-64mib-free-240mib-required, round 398) labelled it; README's message_kind
   table names shm_too_small among the causes. numbers {}: the printed sizes are host /dev/shm MiB, for which LABELS.txt
   has no key (as round 398 noted). No GPU (a CPU build on IBM Power), so gpu None.
3. The cause is read from the message itself ('Increase /dev/shm (e.g. --shm-size or --ipc=host)'); the stored chunk
   is a reviewer's (turn 5) paste and the reply is not reachable; the PR was merged, so the script author got past it,
   but how is not in the stored text.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round449-blind")
case = BATCH.case

# ---------------------------------------- ppc64le/build-scripts PR #8660: vLLM v0.27.0 CPU build (ppc64le, UBI 9 container) -> Insufficient space in /dev/shm: 160 MiB required, 64 MiB free
case("ppc64le-buildscripts-8660-vllm-0270-ppc64le-cpu-container-dev-shm-160mib-required-64mib-free",
     "https://github.com/ppc64le/build-scripts/pull/8660",
     "(EngineCore pid=40947)     raise RuntimeError(\n"
     "(EngineCore pid=40947) RuntimeError: Insufficient space in /dev/shm: 160 MiB required, 64 MiB free. Increase "
     "/dev/shm (e.g. --shm-size or --ipc=host).\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/tester/vllm/examples/basic/offline_inference/basic.py\", line 35, in <module>\n"
     "    main()\n"
     "  File \"/home/tester/vllm/examples/basic/offline_inference/basic.py\", line 19, in main\n"
     "    llm = LLM(model=\"facebook/opt-125m\")\n"
     "          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib64/python3.12/site-packages/vllm/entrypoints/llm.py\", line 339, in __init__\n"
     "    self.llm_engine = LLMEngine.from_engine_args(\n"
     "                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib64/python3.12/site-packages/vllm/v1/engine/llm_engine.py\", line 179, in from_engine_args\n"
     "    return cls(\n"
     "           ^^^^\n"
     "  File \"/usr/local/lib64/python3.12/site-packages/vllm/v1/engine/llm_engine.py\", line 105, in __init__\n"
     "    self.engine_core = EngineCoreClient.make_client(\n"
     "                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib64/python3.12/site-packages/vllm/v1/engine/core_client.py\", line 110, in make_client\n"
     "    return SyncMPClient(vllm_config, executor_class, log_stats)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "vllm_check_failed", {}, "shm_too_small",
     "A vLLM v0.27.0 wheel built from source for IBM Power (ppc64le, CPU backend) and tested, per the repository's practice, in a UBI 9 container "
     "with vLLM's basic offline example, LLM(model=\"facebook/opt-125m\"). The engine core's shared-memory message "
     "queues need 160 MiB of /dev/shm, and the environment had only 64 MiB free (64 MiB is the container runtimes' "
     "default /dev/shm), so the engine's up-front check refused to start. A container shared-memory limit, not model size, GPU memory or the parallel layout.",
     "not reachable in the stored text (the chunk is a reviewer's paste at turn 5 of the PR, which was later merged). "
     "The message names the fix: give the container a larger /dev/shm (docker/podman run --shm-size=..., or "
     "--ipc=host)",
     release="0.27.0 (source build for ppc64le, CPU backend)", gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the stored chunk of the PR conversation (turn 5 by cdeepali) from its first line down to the "
          "SyncMPClient frame; the chunk stops at the next frame (vllm/tracing/otel.py). The lines above the "
          "RuntimeError (the engine core's own traceback) are not in the stored chunk. The release comes from the PR "
          "title ('Add vLLM build script for vLLM v0.27.0'); ppc64le / UBI 9 from the repository and the PR template its "
          "sibling PRs (#8672, #8777) show; the command is not in the chunk beyond the example's path. "
          "Out of the round's slice (judgement call 1).")

if __name__ == "__main__":
    BATCH.write()
