"""Round-638 blind batch: vLLM start-up failures in OBSERVABILITY, TRACING AND BATCH FEATURES at start-up or first use
(--otlp-traces-endpoint / --collect-detailed-traces, PROMETHEUS_MULTIPROC_DIR and metrics registration, the request-log
flags a release renamed, VLLM_LOGGING_CONFIG_PATH / VLLM_CONFIGURE_LOGGING, vllm run-batch, --enable-request-id-headers,
--uvicorn-log-level, --ssl-keyfile / --ssl-certfile), any tracker; collected by helper wild638 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round638-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` corpus=issues. 3 cases: vllm #10457 (a VLLM_LOGGING_CONFIG_PATH
JSON naming ``vllm.logging.NewLineFormatter`` after the release that renamed the module: "Unable to configure
formatter 'vllm'"), vllm #39906 (MultiConnector with two OffloadingConnectors: both register the same Prometheus
metrics, "Duplicated timeseries in CollectorRegistry" at start-up, llm-d-cuda v0.6.0), vllm #9708 ("'EngineArgs'
object has no attribute 'disable_log_requests'": the async engine built from EngineArgs). Every source was checked
with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.
The slice is close to MINED OUT: the OTLP / OpenTelemetry-missing message (4 fixtures), the renamed request-log flags
('--disable-log-requests' unrecognized, ~8 fixtures; AsyncEngineArgs' unexpected 'disable_log_requests', vllm #23283
skip-listed by 5 rounds), and the instructlab 'Unable to configure handler' case are all taken; run-batch, SSL,
--uvicorn-log-level and --enable-request-id-headers threads with an error line were not found at all.

Sources given up (for the lead, not cases):
- Error line not in the stored text: vllm #6342 (run_batch 'OpenAI batch file format pydantic validation error', vLLM
  0.5.x on WSL2 / RTX 4080 Laptop; the stored chunks are the environment dump and zifeitong's 'The "body" field should
  be Optional (e.g. when there are errors), let me send a fix.'; the traceback was not reachable in three queries),
  vllm #49983 (/metrics 500 with PROMETHEUS_MULTIPROC_DIR on a network-backed /tmp, TP=4; prose only, no traceback;
  open PR #50044 unmerged), vllm #11993 (OTel POC vs semconv-ai, body cut after the environment; round 562 judged it
  not a launch), EleutherAI/lm-evaluation-harness PR #3418 (lm-eval's LOGLEVEL variable conflicting with vLLM's
  logging; the traceback chunk stops at vllm/entrypoints/llm.py before the error line), vllm #32521 (screenshots),
  vllm PR #6354 (Ray metrics test script on 0.5.1 'get error from prometheus_client/registry.py', error not stored).
- Not a start-up failure: vllm #28703 (run_batch hang after writing outputs), #15041 and #19588 (request ids sent by
  clients), #29208 (enable-log-requests stopped logging, no error), #8612 / #7188 (empty /metrics), #1644 (client-side
  SSL verification).
- Named in earlier rounds' skip lists or used (not re-spent): vllm #8273, #22072, #13150, #27389, #13669, #18538,
  #23283, #14076; instructlab #1988 (a fixture already).
- Same incident as a case: llm-d/llm-d-kv-cache #515 (the same MultiConnector CPU + SharedStorage configuration on
  ghcr.io/llm-d/llm-d-cuda:v0.6.0 as vllm #39906, its stored chunk stops inside the config), llm-d-kv-cache PR #522 /
  #685 and vllm PR #40112 / #40010 (the workaround and the fixes), cited in vllm-39906's fix.

Judgement calls for the lead:
1. vllm-10457: the stored traceback stops after 'from vllm import LLM' / vllm/__init__.py; the error line is the
   reporter's own sentence ('Raise ValueError: Unable to configure formatter 'vllm''), verbatim. The reporter's
   'Rolling back the vllm version to `0.6.2` resolves the issue.' is left out of the excerpt (a fix). The cause is read
   from the config the excerpt prints ("class": "vllm.logging.NewLineFormatter") and from vllm #10133 (youkaichao,
   2024-11-07: rename `vllm.logging` to `vllm.logging_utils`), not from a maintainer's answer in the thread (not
   reachable). kind None, as instructlab-1988 has for the sister message 'Unable to configure handler 'vllm''; cause
   release_regression (the rename broke a config the documentation example had taught); the lead may prefer
   dependency_version_mismatch (a name missing from a module of vLLM).
2. vllm-39906: the stored error line is cut by the store after "{'" (the metric names are not stored); kept as stored,
   not completed from the PRs. kind None (no row of README's table for prometheus_client's duplicate registration);
   cause release_regression in the sense earlier rounds used for a vLLM bug fixed by a merged PR (#40010), although it
   is a bug since the offloading metrics were added rather than a regression; no fitting cause label exists.
3. vllm-9708: title-only error (the stored body is the macOS collect_env dump: Python 3.12, torch 2.4.0 CPU, no CUDA).
   The cause rests on the error text itself (an async-only field read from an EngineArgs) and on DarkLight1337's merged
   PR #9726 '[Doc] Specify async engine args in docs', whose description is 'FIX
   https://github.com/vllm-project/vllm/issues/9708#issuecomment-2439735200'; the comment's own text was not
   reachable. NEW cause label `engine_args_class_mismatch` (no existing cause fits: not a version mismatch, not a vLLM
   check); kind None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round638-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #10457: VLLM_LOGGING_CONFIG_PATH JSON with vllm.logging.NewLineFormatter on the release after the vllm.logging -> vllm.logging_utils rename
case("vllm-10457-logging-config-path-vllm-logging-newlineformatter-unable-to-configure-formatter-vllm",
     "https://github.com/vllm-project/vllm/issues/10457",
     "[Bug]: Unable to configure formatter 'vllm'\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Raise ValueError: Unable to configure formatter 'vllm' when using the latest version of vllm, using the previous "
     "verson don't break anything.\n"
     "The content of `vllm_logging_config.json` can be found in "
     "https://github.com/vllm-project/vllm/blob/main/examples/logging_configuration.md\n"
     "The content is:\n"
     "```\n"
     "{\n"
     "  \"formatters\": {\n"
     "    \"vllm\": {\n"
     "      \"class\": \"vllm.logging.NewLineFormatter\",\n"
     "      \"datefmt\": \"%m-%d %H:%M:%S\",\n"
     "      \"format\": \"%(levelname)s %(asctime)s %(filename)s:%(lineno)d] %(message)s\"\n"
     "    }\n"
     "  },\n"
     "  \"handlers\": {\n"
     "    \"vllm\": {\n"
     "      \"class\" : \"logging.StreamHandler\",\n"
     "      \"formatter\": \"vllm\",\n"
     "      \"level\": \"INFO\",\n"
     "      \"stream\": \"ext://sys.stdout\"\n"
     "    }\n"
     "  },\n"
     "  \"loggers\": {\n"
     "    \"vllm\": {\n"
     "      \"handlers\": [\"vllm\"],\n"
     "      \"level\": \"DEBUG\",\n"
     "      \"propagage\": false\n"
     "    },\n"
     "    \"vllm.example_noisy_logger\": {\n"
     "      \"propagate\": false\n"
     "    }\n"
     "  },\n"
     "  \"version\": 1\n"
     "}\n"
     "```\n"
     "The related content in .env file:\n"
     "```\n"
     "VLLM_CONFIGURE_LOGGING=1\n"
     "VLLM_LOGGING_CONFIG_PATH=\"./utils/vllm_logging_config.json\"\n"
     "```\n"
     "\n"
     "The error:\n"
     "```\n"
     "  File \"/root/llm-project/LVLM/model/blip2.py\", line 12, in <module>\n"
     "    from vllm import LLM\n"
     "  File \"/root/anaconda3/envs/LVLM/lib/python3.10/site-packages/vllm/__init__.py\", line 3, in <module>\n",
     None, {}, "release_regression",
     "November 2024: the reporter's VLLM_LOGGING_CONFIG_PATH JSON (copied from the logging_configuration example) names "
     "the formatter class `vllm.logging.NewLineFormatter`; the then-latest vLLM had renamed the module `vllm.logging` "
     "to `vllm.logging_utils` (vllm #10133, to stop it shadowing Python's logging), so logging.config.dictConfig could "
     "not import the class and vLLM's import-time logging set-up raised 'Unable to configure formatter 'vllm''. The "
     "reporter's earlier release (0.6.2) still had vllm.logging.",
     "Per the reporter, rolling vLLM back to 0.6.2 resolves it; on the new release the config's formatter class must "
     "be `vllm.logging_utils.NewLineFormatter` (the renamed module, vllm #10133). No maintainer answer in the stored "
     "text.",
     release="not stated (the latest vLLM on 2024-11-19, after the vllm.logging -> vllm.logging_utils rename; 0.6.2 "
             "worked per the reporter)",
     command="from vllm import LLM (VLLM_CONFIGURE_LOGGING=1, VLLM_LOGGING_CONFIG_PATH=./utils/vllm_logging_config.json)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 1: error line is the reporter's sentence; cause from the printed config and vllm #10133.")

# ---------------------------------------- vllm #39906: llm-d-cuda v0.6.0, Llama-3.3-70B, MultiConnector with two OffloadingConnectors -> Duplicated timeseries in CollectorRegistry
case("vllm-39906-llm-d-cuda-v060-llama33-70b-multiconnector-two-offloading-connectors-duplicated-timeseries",
     "https://github.com/vllm-project/vllm/issues/39906",
     "[Bug]: MultiConnector with multiple OffloadingConnectors fails due to duplicate Prometheus metrics registration\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "Image: ghcr.io/llm-d/llm-d-cuda:v0.6.0 (vLLM included)\n"
     "Model: meta-llama/Llama-3.3-70B-Instruct\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "When using `MultiConnector` with **two `OffloadingConnector` instances** (one for CPU offloading, one for shared "
     "storage offloading), the server crashes on startup with a duplicate Prometheus metrics registration error.\n"
     "\n"
     "**Configuration:**\n"
     "\n"
     "```python\n"
     "--kv-transfer-config '{\n"
     "  \"kv_connector\":\"MultiConnector\",\n"
     "  \"kv_role\":\"kv_both\",\n"
     "  \"kv_connector_extra_config\": {\n"
     "    \"connectors\": [\n"
     "      {\n"
     "        \"kv_connector\": \"OffloadingConnector\",\n"
     "        \"kv_role\": \"kv_both\",\n"
     "        \"kv_connector_extra_config\": {\n"
     "          \"cpu_bytes_to_use\": 64424509440\n"
     "        }\n"
     "      },\n"
     "      {\n"
     "        \"kv_connector\": \"OffloadingConnector\",\n"
     "        \"kv_role\": \"kv_both\",\n"
     "        \"kv_connector_extra_config\": {\n"
     "          \"spec_name\": \"SharedStorageOffloadingSpec\",\n"
     "          \"shared_storage_path\": \"/mnt/files-storage/\",\n"
     "          \"block_size\": 256,\n"
     "          \"threads_per_gpu\": 64,\n"
     "          \"spec_module_path\": \"llmd_fs_backend.spec\"\n"
     "        }\n"
     "      }\n"
     "    ]\n"
     "  }\n"
     "}'\n"
     "```\n"
     "\n"
     "**Error:**\n"
     "\n"
     "```\n"
     "(APIServer pid=1) ValueError: Duplicated timeseries in CollectorRegistry: {'",
     None, {}, "release_regression",
     "April 2026, vLLM in ghcr.io/llm-d/llm-d-cuda:v0.6.0: MultiConnector built the Prometheus metrics once per child "
     "connector, so two OffloadingConnector children (CPU + shared storage) both registered the same offload metric "
     "names (vllm:kv_offload_total_bytes, ..._time, ..._size) in the API server's registry and the second "
     "registration aborted the start-up. A vLLM bug, not a user error: the configuration is the one llm-d recommends.",
     "Fixed in vLLM by merged PR #40010 ('[KV Connector] Allow metrics of multiple connectors of same types in multi "
     "connector': MultiConnector.build_prom_metrics registers each connector class once); llm-d-kv-cache PR #522 "
     "(merged) carried a plugin that suffixed the metric names as a workaround until then (removed in PR #685 for "
     "vllm==0.22.0).",
     release="vLLM shipped in ghcr.io/llm-d/llm-d-cuda:v0.6.0 (April 2026)",
     command="vllm serve meta-llama/Llama-3.3-70B-Instruct --kv-transfer-config '{\"kv_connector\":\"MultiConnector\", "
             "... two OffloadingConnector children (cpu_bytes_to_use, SharedStorageOffloadingSpec) ...}'",
     forbidden=_MEM,
     note="judgement call 2: stored error line cut after \"{'\"; no label row for prometheus_client's duplicate "
          "registration.")

# ---------------------------------------- vllm #9708: macOS, the async engine built from EngineArgs -> 'EngineArgs' object has no attribute 'disable_log_requests'
case("vllm-9708-macos-async-engine-from-engineargs-no-attribute-disable-log-requests",
     "https://github.com/vllm-project/vllm/issues/9708",
     "[Bug]: 'EngineArgs' object has no attribute 'disable_log_requests\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "Collecting environment information...\n"
     "WARNING 10-25 18:59:00 _custom_ops.py:19] Failed to import from vllm._C with ModuleNotFoundError(\"No module "
     "named 'vllm._C'\")\n"
     "INFO 10-25 18:59:00 importing.py:10] Triton not installed; certain GPU-related functions will not be available.\n"
     "PyTorch version: 2.4.0\n"
     "Is debug build: False\n"
     "CUDA used to build PyTorch: None\n"
     "ROCM used to build PyTorch: N/A\n"
     "\n"
     "OS: macOS 14.4 (arm64)\n"
     "Python version: 3.12.7 (main, Oct  1 2024, 02:05:46) [Clang 15.0.0 (clang-1500.3.9.4)] (64-bit runtime)\n"
     "Python platform: macOS-14.4-arm64-arm-64bit\n"
     "Is CUDA available: False\n"
     "CUDA runtime version: No CUDA\n"
     "```",
     None, {}, "engine_args_class_mismatch",
     "October 2024, vLLM 0.6.x on macOS (agentsea/orign-py): the async engine was created from a plain EngineArgs; "
     "AsyncLLMEngine.from_engine_args reads async-only fields such as disable_log_requests, which only "
     "AsyncEngineArgs defines, so the start raised AttributeError before any model work.",
     "DarkLight1337 answered in the thread (issuecomment-2439735200) and merged PR #9726 '[Doc] Specify async engine "
     "args in docs' to fix it: build the async engine from AsyncEngineArgs, not EngineArgs. The comment's text itself "
     "is not in the stored thread.",
     release="not stated (October 2024, vLLM 0.6.x, no _C extension: macOS CPU install)",
     gpu=None, gpus=0,
     command="AsyncLLMEngine.from_engine_args(EngineArgs(...)) (inferred from the error and PR #9726; the code is not "
             "in the stored text)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 3: title-only error; NEW cause label engine_args_class_mismatch.")

BATCH.write()
