"""Round-664 blind batch: vLLM start-up failures (and failures at the first requests) from vLLM's OWN tracker, its
NEWEST threads only (issue / PR numbers above #56000, late 2026, vLLM 0.28-0.3x); collected by helper wild664 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round664-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 30 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch / find_files). Stopped
early because the slice is MINED OUT / UNREACHABLE: in 29 queries not one vLLM-tracker thread above #56000 came back
that was not already in USED_SOURCES.txt or an earlier round's skip list. The issues corpus ranks old, well-populated
threads first; queries by version string ('0.30.0', '0.31.0', '0.32.0', 'vllm/vllm-openai:v0.30.0', the 0.2x banner
line), by generic error text ('EngineCore failed to start', 'Engine core initialization failed'), by new models
(Qwen3.6 / Qwen3.8 / Qwen3.8-Flash-Next / Qwen4, DeepSeek-V4 / V4.1-Flash, Kimi-K3, MiniMax-M3, Rubin), by new
features (Model Runner V2 / MRV2, the 0.34 extensible-KV-cache hint, DGX Spark sm_121) and by label ('DSv4.1') all
returned threads below #56000 (mostly 2024-2025) or other trackers. The only vLLM threads above #56000 seen were
#56700 (skip-listed by rounds 276 / 488) and #57684 (a plugin maintainer's question about MRV2 requiring Triton; no
failure reported). 1 case, OUTSIDE the slice (see judgement call 1): vllm-ascend #16235.

Sources given up (for the lead, not cases):
- In earlier rounds' skip lists / USED_SOURCES.txt (not re-opened): vllm #56700 (DeepSeek-V4.1-Flash SM120 field
  report; the stored comment is about SGLang), #56892, #58203, #57932, #57424, #57475, #57578, #57713;
  intel/intel-xpu-backend-for-triton #7166 (used, round 121) and #7322 (skip-listed by round 137, same content).
- Below the slice's range (#56000) and not start-up failures: vllm #55486 (vLLM 0.28.0 DeepSeek V4 on 8x B200 emits only
  BOS tokens under the newly default V2 model runner; VLLM_USE_V2_MODEL_RUNNER=0 fixes it; wrong output, no error
  line), #52877 (DGX Spark kernel-launch failures after days of uptime), #48602, #43593, #44985, #46649 (title only).
- Not a failure report: vllm #57684 (vllm-openvino maintainer asks about MRV2's Triton requirement; quotes the
  'Model Runner V2 requires Triton.' ValueError from the source, not from a failed run).
- Outside vLLM's tracker, seen in passing and left for other rounds: IBM/vLLM-Hook PR #33 (plugin pins
  VLLM_USE_V2_MODEL_RUNNER=0 for vLLM 0.28+; a PR, no log), MiaAI-Lab/DeepSeek-v4-Flash-One-DGX-Spark #13 (fails to
  start after a DGX OS upgrade; the stored chunk stops in the APIServer traceback before the error),
  eugr/spark-vllm-docker #267 (Engine core initialization failed, only the config dump reached), noonghunna/club-3090
  #60 / #122 / #1036 (error line not reached), vllm-project/vllm-ascend PR #17149 (spec decode + PP on the V1 runner
  silently corrupts tokens; a fix PR, no start-up failure).

Judgement calls for the lead:
1. The one case is OUTSIDE the assigned slice (vllm-project/vllm-ascend, not vllm-project/vllm), taken because the
   slice itself gave nothing new and the thread is a late-2026 start-up failure of the newest vLLM family (Model Runner
   V2 refusing a feature) with the error text verbatim. The lead may drop it if vllm-ascend is another collector's
   slice (it was checked against USED_SOURCES.txt and every earlier round's file first, and reserved there at once).
2. Labels: kind/cause vllm_check_failed, as round 121 labelled the same message (intel-xpu-7166-model-runner-v2-
   rejects-ngram). No fix in the thread (open); the cause is read from the message and from the environment dump
   (VLLM_USE_V2_MODEL_RUNNER=1 set explicitly). The fix field names what the message implies (the V1 runner, or a
   speculative method MRV2 supports) and vLLM's maintainers' word (PR #45951 review) that ngram-cpu will not come
   to MRV2.
3. The reporter's command line as stored carries no --speculative-config / ngram flag although the title and text
   say ngram was enabled; the speculative config may have been dropped from the paste. The excerpt keeps the command
   exactly as stored.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round664-blind")
case = BATCH.case

_NONMEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- vllm-ascend #16235: Qwen3-32B, TP4 on Ascend, VLLM_USE_V2_MODEL_RUNNER=1 + ngram -> Model Runner V2 does not yet support ngram
case("vllm-ascend-16235-qwen3-32b-tp4-mrv2-does-not-yet-support-ngram-speculative-decoding",
     "https://github.com/vllm-project/vllm-ascend/issues/16235",
     "[Bug]: Model Runner V2不支持开启 n-grams\n"
     "\n"
     "ENV Variables:\n"
     "VLLM_USE_V2_MODEL_RUNNER=1\n"
     "ASCEND_TOOLKIT_HOME=/usr/local/Ascend/cann-9.1.0\n"
     "VLLM_ENGINE_READY_TIMEOUT_S=3600\n"
     "\n"
     "CANN:\n"
     "package_name=Ascend-cann-toolkit\n"
     "version=9.1.0\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Qwen3-32开启n-grams拉起服务报错：“Model Runner V2 does not yet support: ngram/ngram_gpu speculative decoding”\n"
     "拉起服务命令：python -m vllm.entrypoints.openai.api_server --served-model-name Qwen3-32B --model "
     "/data/weights/Qwen3-32B --trust-remote-code --enforce-eager --tensor-parallel-size 4 --max-model-len 4096 "
     "--port 8004 --gpu_memory_utilization=0.8\n"
     "\n"
     "报错：\n"
     "APIServer pid=174463) INFO 09-07 10:35:31 [utils.py:1221] Block size is set to 128 if prefix cache or chunked "
     "prefill is enabled.\n"
     "(APIServer pid=174463) INFO 09-07 10:35:31 [platform.py:1338] Set PYTORCH_NPU_ALLOC_CONF=expandable_segments:True\n"
     "(APIServer pid=174463) Traceback (most recent call last):\n"
     "(APIServer pid=174463)   File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
     "(APIServer pid=174463)   File \"<frozen runpy>\", line 88, in _run_code\n"
     "(APIServer pid=174463)   File \"/usr/local/python3.11.10/lib/python3.11/site-packages/vllm/entrypoints/openai/"
     "api_server.py\", line 804, in <module>\n"
     "(APIServer pid=174463)     uvloop.run(run_server(args))",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Qwen3-32B served with vllm-ascend (CANN 9.1.0) on 4 Ascend NPUs (TP4) with n-gram speculative decoding, and "
     "with VLLM_USE_V2_MODEL_RUNNER=1 set in the environment, so vLLM selects Model Runner V2. MRV2 explicitly "
     "rejects ngram / ngram_gpu speculative decoding at config validation, so the API server dies before any engine "
     "starts. A feature-combination refusal (MRV2 x ngram), not a memory, device or model problem.",
     "no fix in the stored thread (open). From the message: run on the V1 model runner (unset "
     "VLLM_USE_V2_MODEL_RUNNER or set it to 0), or drop ngram for a speculative method MRV2 supports (EAGLE / MTP). "
     "vLLM maintainers said in the review of vllm PR #45951 ('[MRV2] implement ngram-cpu in MRV2', closed) that MRV2 "
     "stays GPU-only and fully async, i.e. CPU n-gram drafting will not come to MRV2",
     release="vllm-ascend, version not in the stored chunks (CANN 9.1.0; log dated 09-07, i.e. September 2026)",
     gpu="Huawei Ascend NPU (aarch64)", gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --served-model-name Qwen3-32B --model "
             "/data/weights/Qwen3-32B --trust-remote-code --enforce-eager --tensor-parallel-size 4 --max-model-len "
             "4096 --port 8004 --gpu_memory_utilization=0.8",
     forbidden=_NONMEM + [{"flag": "--enforce-eager"}],
     note="Out of the round's slice (vllm-ascend, not vLLM's own tracker): judgement call 1. Excerpt: the title, three "
          "lines of the reporter's environment dump (of ~15; the ATB_* / LD_LIBRARY_PATH lines dropped), the CANN block "
          "cut to its package name and version (the stored text shows them in two separate chunks), and the 'Describe the bug' section as stored: the error quoted "
          "in the Chinese text ('Qwen3-32开启n-grams拉起服务报错' = starting the service for Qwen3-32 with n-grams "
          "enabled fails with; '拉起服务命令' = launch command; '报错' = error) and the start of the APIServer traceback "
          "(the stored chunk stops there; the final ValueError line is only in the quoted sentence). The first log "
          "line's missing '(' is the reporter's. The command as stored has no speculative-config flag (judgement "
          "call 3). Same message as round 121's intel-xpu-7166 fixture, from another reporter on another platform.")

BATCH.write()
