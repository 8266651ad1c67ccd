"""Build tests/golden/vllm_messages.json: vLLM's own startup-failure messages, one entry per message.

Usage: python tools/build_vllm_messages.py /tmp/msgs.json [--baseline]
  /tmp/msgs.json is the output of tools/extract_vllm_messages.py over unpacked release sources (the wheels of
  0.2.7, 0.3.3, 0.4.3 and 0.5.5-0.33.0). Each entry below names its message by the source site and the start of the
  template; the template text, exception and the releases it was read in are copied from that extraction, so the
  catalog quotes vLLM exactly. The filled-in example, the expected kind / numbers and the fix directions are
  written by hand from what the check compares (``check``, cited). ``--baseline`` records what kvroom's explain
  does on each example now (kept once written: the baseline is the state before issue 10's catalog work).

Fix-direction rules (checked by tests/test_vllm_messages.py): ``fix_any`` -- at least one fix matches one rule;
``fix_never`` -- no fix matches any rule. A rule is ``FLAG``, ``FLAG<=N`` / ``>=`` / ``<`` / ``>`` (the first integer
of the fix's value), ``FLAG=VALUE`` or ``title~WORDS`` (lower-cased title and detail contain WORDS).
"""

from __future__ import annotations

import json
import os
import re
import sys

OUT = os.path.join(os.path.dirname(__file__), "..", "tests", "golden", "vllm_messages.json")

_KV_V1_FIXES = dict(fix_any=["--max-model-len<=32767", "--gpu-memory-utilization>0.9", "title~gpu"],
                    fix_never=["--max-model-len>32768"])

# (id, site substring, template prefix, example release, example text, expected, check)
ENTRIES: list[dict] = [
    # ---------------------------------------------------------------- KV cache too small for one request
    dict(id="kv_v1_gb", site="v1/core/kv_cache_utils.py::check_enough_kv_cache_memory",
         prefix="To serve at least one request with the models's max seq len ({max_model_len}), ({needed_memory / 1024 / 1024 / 1024:.2f} GB",
         release="0.7.0",
         example="ValueError: To serve at least one request with the models's max seq len (32768), (4.00 GB KV cache is "
                 "needed, which is larger than the available KV cache memory (2.50 GB). Try increasing "
                 "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
         expected=dict(message_kind="kv_cache_too_small", numbers=dict(max_seq_len=32768, needed_gib=4.0, available_gib=2.5),
                       **_KV_V1_FIXES),
         check="needed_memory (one request at max_model_len) > available_memory: a shorter length or more memory"),
    dict(id="kv_v1_estimate", site="v1/core/kv_cache_utils.py::check_enough_kv_cache_memory",
         prefix="To serve at least one request with the models's max seq len ({max_model_len}), ({needed_memory / GiB_bytes:.2f} GiB KV cache is needed, which is larger than the available KV cache memory ({available_memory / GiB_bytes:.2f} GiB). {estimated_msg} Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
         release="0.10.2",
         example="ValueError: To serve at least one request with the models's max seq len (32768), (4.00 GiB KV cache is "
                 "needed, which is larger than the available KV cache memory (2.50 GiB). Based on the available memory, "
                 "the estimated maximum model length is 20480. Try increasing `gpu_memory_utilization` or decreasing "
                 "`max_model_len` when initializing the engine.",
         expected=dict(message_kind="kv_cache_too_small",
                       numbers=dict(max_seq_len=32768, needed_gib=4.0, available_gib=2.5, estimated_max_model_len=20480),
                       fix_any=["--max-model-len<=20480"], fix_never=["--max-model-len>32768"]),
         check="needed_memory > available_memory; estimated_max_len is the longest length that fits"),
    dict(id="kv_v1_gib_083", site="v1/core/kv_cache_utils.py::check_enough_kv_cache_memory",
         prefix="To serve at least one request with the models's max seq len ({max_model_len}), ({needed_memory / 1024 / 1024 / 1024:.2f} GiB",
         release="0.8.3",
         example="ValueError: To serve at least one request with the models's max seq len (40960), (5.00 GiB KV cache is "
                 "needed, which is larger than the available KV cache memory (3.75 GiB). Try increasing "
                 "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
         expected=dict(message_kind="kv_cache_too_small", numbers=dict(max_seq_len=40960, needed_gib=5.0, available_gib=3.75),
                       fix_never=["--max-model-len>40960"]),
         check="needed_memory > available_memory (0.8.3: GiB, no estimate)"),
    dict(id="kv_v1_two_spaces", site="v1/core/kv_cache_utils.py::check_enough_kv_cache_memory",
         prefix="To serve at least one request with the models's max seq len ({max_model_len}), ({needed_memory / GiB_bytes:.2f} GiB KV cache is needed, which is larger than the available KV cache memory ({available_memory / GiB_bytes:.2f} GiB).{estimated_msg}  Try",
         release="0.8.5",
         example="ValueError: To serve at least one request with the models's max seq len (131072), (8.00 GiB KV cache is "
                 "needed, which is larger than the available KV cache memory (5.50 GiB).  Try increasing "
                 "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
         expected=dict(message_kind="kv_cache_too_small", numbers=dict(max_seq_len=131072, needed_gib=8.0, available_gib=5.5),
                       fix_never=["--max-model-len>131072"]),
         check="needed_memory > available_memory (0.8.4-0.9.0: the estimate sentence empty, two spaces)"),
    dict(id="kv_v1_docs_013", site="v1/core/kv_cache_utils.py::check_enough_kv_cache_memory",
         prefix="To serve at least one request with the models's max seq len ({max_model_len}), ({needed_memory / GiB_bytes:.2f} GiB KV cache is needed, which is larger than the available KV cache memory ({available_memory / GiB_bytes:.2f} GiB). {estimated_msg} Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine. See",
         release="0.13.0",
         example="ValueError: To serve at least one request with the models's max seq len (262144), (24.00 GiB KV cache "
                 "is needed, which is larger than the available KV cache memory (18.30 GiB). Based on the available "
                 "memory, the estimated maximum model length is 199680. Try increasing `gpu_memory_utilization` or "
                 "decreasing `max_model_len` when initializing the engine. See "
                 "https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
         expected=dict(message_kind="kv_cache_too_small",
                       numbers=dict(max_seq_len=262144, needed_gib=24.0, available_gib=18.3, estimated_max_model_len=199680),
                       fix_any=["--max-model-len<=199680"], fix_never=["--max-model-len>262144"]),
         check="needed_memory > available_memory (0.13: the docs link)"),
    dict(id="kv_v1_format_gib_models_s", site="v1/core/kv_cache_utils.py::_check_enough_kv_cache_memory",
         prefix="To serve at least one request with the models's max seq len", release="0.17.0",
         example="ValueError: To serve at least one request with the models's max seq len (32768), (4.5 GiB KV cache is "
                 "needed, which is larger than the available KV cache memory (3.2 GiB). Based on the available memory, "
                 "the estimated maximum model length is 23296. Try increasing `gpu_memory_utilization` or decreasing "
                 "`max_model_len` when initializing the engine. See "
                 "https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
         expected=dict(message_kind="kv_cache_too_small",
                       numbers=dict(max_seq_len=32768, needed_gib=4.5, available_gib=3.2, estimated_max_model_len=23296),
                       fix_any=["--max-model-len<=23296"], fix_never=["--max-model-len>32768"]),
         check="needed_memory > available_memory (0.14-0.21: format_gib, models's)"),
    dict(id="kv_v1_model_s", site="v1/core/kv_cache_utils.py::_check_enough_kv_cache_memory",
         prefix="To serve at least one request with the model's max seq len", release="0.25.0",
         example="ValueError: To serve at least one request with the model's max seq len (131072), (16.0 GiB KV cache is "
                 "needed, which is larger than the available KV cache memory (9.5 GiB). Based on the available memory, "
                 "the estimated maximum model length is 77824. Try increasing `gpu_memory_utilization` (which also "
                 "controls CPU memory on the CPU backend) or decreasing `max_model_len` when initializing the engine. "
                 "See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
         expected=dict(message_kind="kv_cache_too_small",
                       numbers=dict(max_seq_len=131072, needed_gib=16.0, available_gib=9.5, estimated_max_model_len=77824),
                       fix_any=["--max-model-len<=77824"], fix_never=["--max-model-len>131072"]),
         check="needed_memory > available_memory (0.22+ wording, format_gib)"),
    dict(id="kv_v1_planning", site="v1/core/kv_cache_planning.py::_check_enough_kv_cache_memory",
         prefix="To serve at least one request", release="0.33.0",
         example="ValueError: To serve at least one request with the model's max seq len (65536), (8.0 GiB KV cache is "
                 "needed, which is larger than the available KV cache memory (6.2 GiB). Based on the available memory, "
                 "the estimated maximum model length is 50688. Try increasing `gpu_memory_utilization` (which also "
                 "controls CPU memory on the CPU backend) or decreasing `max_model_len` when initializing the engine. "
                 "See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
         expected=dict(message_kind="kv_cache_too_small",
                       numbers=dict(max_seq_len=65536, needed_gib=8.0, available_gib=6.2, estimated_max_model_len=50688),
                       fix_any=["--max-model-len<=50688"], fix_never=["--max-model-len>65536"]),
         check="needed_memory > available_memory (moved to kv_cache_planning.py in 0.33)"),
    dict(id="kv_v0_engine", site="engine/llm_engine.py::LLMEngine._init_cache",
         prefix="The model's max seq len", release="0.2.7",
         example="ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be "
                 "stored in KV cache (12288). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
                 "initializing the engine.",
         expected=dict(message_kind="kv_cache_too_small_v0", numbers=dict(max_seq_len=32768, max_kv_tokens=12288),
                       fix_any=["--max-model-len<=12288"], fix_never=["--max-model-len>32768"]),
         check="max_model_len > block_size * num_gpu_blocks (tokens the cache holds)"),
    dict(id="kv_v0_worker", site="worker/worker.py::raise_if_cache_size_invalid",
         prefix="The model's max seq len", release="0.6.6",
         example="ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be "
                 "stored in KV cache (53376). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
                 "initializing the engine.",
         expected=dict(message_kind="kv_cache_too_small_v0", numbers=dict(max_seq_len=131072, max_kv_tokens=53376),
                       fix_any=["--max-model-len<=53376"], fix_never=["--max-model-len>131072"]),
         check="max_model_len > block_size * num_gpu_blocks"),
    dict(id="kv_v0_cpu", site="worker/cpu_worker.py::CPUWorker._validate_num_cpu_blocks",
         prefix="The model's max seq len", release="0.6.6",
         example="ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be "
                 "stored in KV cache (8192). Try increasing `VLLM_CPU_KVCACHE_SPACE` or decreasing `max_model_len` when "
                 "initializing the engine.",
         expected=dict(message_kind="kv_cache_too_small_v0", numbers=dict(max_seq_len=32768, max_kv_tokens=8192),
                       fix_any=["--max-model-len<=8192", "VLLM_CPU_KVCACHE_SPACE"],
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size"]),
         check="CPU backend: max_model_len > tokens in VLLM_CPU_KVCACHE_SPACE"),
    # ---------------------------------------------------------------- no memory at all for the KV cache
    dict(id="no_mem_v0", site="worker/worker.py::raise_if_cache_size_invalid", prefix="No available memory",
         release="0.6.6",
         example="ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
                 "initializing the engine.",
         expected=dict(message_kind="no_kv_memory", numbers={}, fix_never=["--max-model-len>0", "--gpu-memory-utilization<0.9"]),
         check="num_gpu_blocks <= 0: weights + activations fill utilization x total"),
    dict(id="no_mem_v1_docs", site="v1/core/kv_cache_utils.py::_check_enough_kv_cache_memory",
         prefix="No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine. See",
         release="0.17.0",
         example="ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
                 "initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more "
                 "details.",
         expected=dict(message_kind="no_kv_memory", numbers={}, fix_never=["--gpu-memory-utilization<0.9"]),
         check="available_memory <= 0"),
    dict(id="no_mem_v1_cpu_note", site="v1/core/kv_cache_planning.py::_check_enough_kv_cache_memory",
         prefix="No available memory", release="0.33.0",
         example="ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
                 "initializing the engine (this flag also controls CPU memory reservation on the CPU backend, despite "
                 "its name). See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
         expected=dict(message_kind="no_kv_memory", numbers={}, fix_never=["--gpu-memory-utilization<0.9"]),
         check="available_memory <= 0"),
    dict(id="no_mem_cpu", site="worker/cpu_worker.py::CPUWorker._validate_num_cpu_blocks", prefix="No available memory",
         release="0.8.5",
         example="ValueError: No available memory for the cache blocks. Try increasing `VLLM_CPU_KVCACHE_SPACE` when "
                 "initializing the engine.",
         expected=dict(message_kind="no_kv_memory", numbers={}, fix_any=["VLLM_CPU_KVCACHE_SPACE"],
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size"]),
         check="CPU backend: num_cpu_blocks <= 0"),
    dict(id="no_mem_v1", site="v1/core/kv_cache_utils.py::check_enough_kv_cache_memory",
         prefix="No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.",
         release="0.10.2",
         example="ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
                 "initializing the engine.",
         expected=dict(message_kind="no_kv_memory", numbers={}, fix_never=["--gpu-memory-utilization<0.9"]),
         check="available_memory <= 0 (V1 0.7.0-0.12.0)"),
    dict(id="autofit_failed", site="v1/core/kv_cache_utils.py::_auto_fit_max_model_len", prefix="Cannot auto-fit",
         release="0.20.0",
         example="ValueError: Cannot auto-fit max_model_len: not enough GPU memory available to serve even a single "
                 "token. Try increasing `gpu_memory_utilization`.",
         expected=dict(message_kind="no_kv_memory", numbers={}, fix_never=["--gpu-memory-utilization<0.9", "--max-model-len"]),
         check="--max-model-len auto (-1): the largest length that fits is 0 tokens (available KV memory below one "
               "block per layer): no length helps, only memory"),
    # ---------------------------------------------------------------- free memory at startup
    dict(id="free_mem_no_device", site="v1/worker/gpu_worker.py::Worker.init_device", prefix="Free memory on device",
         release="0.10.2",
         example="ValueError: Free memory on device (12.3/79.19 GiB) on startup is less than desired GPU memory "
                 "utilization (0.9, 71.27 GiB). Decrease GPU memory utilization or reduce GPU memory used by other "
                 "processes.",
         expected=dict(message_kind="free_memory_low",
                       numbers=dict(free_gib=12.3, total_gib=79.19, gpu_memory_utilization=0.9, requested_gib=71.27),
                       fix_any=["title~free"], fix_never=["--gpu-memory-utilization>0.9", "--tensor-parallel-size"]),
         check="free_memory < gpu_memory_utilization x total_memory: ask for less, or free the card"),
    dict(id="free_mem_device", site="v1/worker/utils.py::request_memory", prefix="Free memory on device",
         release="0.20.0",
         example="ValueError: Free memory on device cuda:0 (20.5/44.39 GiB) on startup is less than desired GPU memory "
                 "utilization (0.9, 39.95 GiB). Decrease GPU memory utilization or reduce GPU memory used by other "
                 "processes.",
         expected=dict(message_kind="free_memory_low",
                       numbers=dict(free_gib=20.5, total_gib=44.39, gpu_memory_utilization=0.9, requested_gib=39.95),
                       fix_any=["--gpu-memory-utilization<=0.46", "title~free"],
                       fix_never=["--gpu-memory-utilization>0.9", "--tensor-parallel-size"]),
         check="free_memory < gpu_memory_utilization x total_memory (0.14+ wording with the device)"),
    # ---------------------------------------------------------------- memory profiling inconsistency
    dict(id="memprof_v1_gib", site="v1/worker/gpu_worker.py::Worker.determine_available_memory",
         prefix="Error in memory profiling. Initial free memory {GiB(", release="0.10.2",
         example="AssertionError: Error in memory profiling. Initial free memory 30.12 GiB, current free memory 31.5 GiB. "
                 "This happens when other processes sharing the same container release GPU memory while vLLM is "
                 "profiling during initialization. To fix this, ensure consistent GPU memory allocation or isolate vLLM "
                 "in its own container.",
         expected=dict(message_kind="memory_profiling_error",
                       numbers=dict(initial_free_gib=30.12, current_free_gib=31.5),
                       fix_any=["title~alone"],
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="free memory after profiling > free memory before: memory another process released during the "
               "profile (the profile cannot be trusted); running vLLM alone on the card is the fix"),
    dict(id="memprof_v1_format_gib", site="v1/worker/gpu_worker.py::Worker.determine_available_memory",
         prefix="Error in memory profiling. Initial free memory {format_gib(init_free_memory)}", release="0.30.0",
         example="AssertionError: Error in memory profiling. Initial free memory 70.4 GiB, current free memory 72.1 GiB. "
                 "This happens when other processes sharing the same container release GPU memory while vLLM is "
                 "profiling during initialization. To fix this, ensure consistent GPU memory allocation or isolate vLLM "
                 "in its own container.",
         expected=dict(message_kind="memory_profiling_error", numbers=dict(initial_free_gib=70.4, current_free_gib=72.1),
                       fix_any=["title~alone"],
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="free memory after profiling > free memory before"),
    dict(id="memprof_v0_used", site="worker/worker.py::Worker._assert_memory_footprint_increased_during_profiling",
         prefix="Error in memory profiling. Initial used memory", release="0.8.5",
         example="AssertionError: Error in memory profiling. Initial used memory 16106127360, currently used memory "
                 "15032385536. This happens when the GPU memory was not properly cleaned up before initializing the vLLM "
                 "instance.",
         expected=dict(message_kind="memory_profiling_error",
                       numbers=dict(initial_used_bytes=16106127360, current_used_bytes=15032385536),
                       fix_any=["title~alone"],
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="used memory after profiling < before: memory freed by someone else during the profile"),
    dict(id="memprof_v0_free", site="worker/worker.py::Worker.determine_num_available_blocks",
         prefix="Error in memory profiling. Initial free memory {self.init_gpu_memory}", release="0.5.5",
         example="AssertionError: Error in memory profiling. Initial free memory 40802189312, current free memory "
                 "42949672960. This happens when the GPU memory was not properly cleaned up before initializing the vLLM "
                 "instance.",
         expected=dict(message_kind="memory_profiling_error",
                       numbers=dict(initial_free_bytes=40802189312, current_free_bytes=42949672960),
                       fix_any=["title~alone"],
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="free memory after profiling > before"),
    dict(id="memprof_043", site="worker/worker.py::Worker.determine_num_available_blocks",
         prefix="Error in memory profiling. This happens", release="0.4.3",
         example="AssertionError: Error in memory profiling. This happens when the GPU memory was not properly cleaned up "
                 "before initializing the vLLM instance.",
         expected=dict(message_kind="memory_profiling_error", numbers={}, fix_any=["title~alone"],
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="peak memory < 0 after profiling"),
    # ---------------------------------------------------------------- OOM with vLLM's own sentence
    dict(id="oom_sampler", site="v1/worker/gpu_model_runner.py::GPUModelRunner._dummy_sampler_run",
         prefix="CUDA out of memory occurred when warming up sampler", release="0.10.2",
         example="RuntimeError: CUDA out of memory occurred when warming up sampler with 1024 dummy requests. Please try "
                 "lowering `max_num_seqs` or `gpu_memory_utilization` when initializing the engine.",
         expected=dict(message_kind="oom_profiling", numbers=dict(dummy_requests=1024),
                       fix_any=["--max-num-seqs<1024"], fix_never=["--max-num-seqs>=1024", "--max-model-len>0"]),
         check="the sampler's warm-up over max_num_seqs dummy requests ran out of memory (profile_run): fewer "
               "sequences per batch"),
    dict(id="oom_pooler", site="v1/worker/gpu_model_runner.py::GPUModelRunner._dummy_pooler_run_task",
         prefix="CUDA out of memory occurred when warming up pooler", release="0.20.0",
         example="RuntimeError: CUDA out of memory occurred when warming up pooler (task='embed') with 512 dummy "
                 "requests. Please try lowering `max_num_seqs` or `gpu_memory_utilization` when initializing the engine.",
         expected=dict(message_kind="oom_profiling", numbers=dict(dummy_requests=512),
                       fix_any=["--max-num-seqs<512"], fix_never=["--max-num-seqs>=512"]),
         check="the pooler's warm-up over max_num_seqs dummy requests ran out of memory (profile_run)"),
    # ---------------------------------------------------------------- lengths
    dict(id="max_len_027", site="config.py::_get_and_verify_max_len", prefix="User-specified max_model_len",
         release="0.3.3",
         example="ValueError: User-specified max_model_len (16384) is greater than the derived max_model_len "
                 "(max_position_embeddings=4096 in model's config.json). This may lead to incorrect model outputs or "
                 "CUDA errors. Make sure the value is correct and within the model context size.",
         expected=dict(message_kind="max_len_over_derived",
                       numbers=dict(max_model_len=16384, derived_key="max_position_embeddings", derived_max_model_len=4096),
                       fix_any=["--max-model-len<=4096"], fix_never=["--max-model-len>4096", "--gpu-memory-utilization"]),
         check="max_model_len > derived max_model_len"),
    dict(id="max_len_043", site="config.py::_get_and_verify_max_len",
         prefix="User-specified max_model_len ({max_model_len}) is greater than the derived max_model_len ({max_len_key}={derived_max_model_len} or",
         release="0.4.3",
         example="ValueError: User-specified max_model_len (32768) is greater than the derived max_model_len "
                 "(max_position_embeddings=8192 or model_max_length=None in model's config.json). This may lead to "
                 "incorrect model outputs or CUDA errors. Make sure the value is correct and within the model context "
                 "size.",
         expected=dict(message_kind="max_len_over_derived",
                       numbers=dict(max_model_len=32768, derived_max_model_len=8192),
                       fix_any=["--max-model-len<=8192"], fix_never=["--max-model-len>8192"]),
         check="max_model_len > derived max_model_len"),
    dict(id="max_len_allow", site="config.py::_get_and_verify_max_len", prefix="{msg} To allow overriding",
         release="0.6.6",
         example="ValueError: User-specified max_model_len (65536) is greater than the derived max_model_len "
                 "(max_position_embeddings=32768 or model_max_length=None in model's config.json). This may lead to "
                 "incorrect model outputs or CUDA errors. To allow overriding this maximum, set the env var "
                 "VLLM_ALLOW_LONG_MAX_MODEL_LEN=1",
         expected=dict(message_kind="max_len_over_derived",
                       numbers=dict(max_model_len=65536, derived_max_model_len=32768),
                       fix_any=["--max-model-len<=32768"], fix_never=["--max-model-len>32768"]),
         check="max_model_len > derived max_model_len (0.5.4+: VLLM_ALLOW_LONG_MAX_MODEL_LEN)"),
    dict(id="max_len_warning", site="config/model.py::_get_and_verify_max_len", prefix="{msg} To allow overriding",
         release="0.20.0",
         example="ValueError: User-specified max_model_len (262144) is greater than the derived max_model_len "
                 "(max_position_embeddings=131072.0 or model_max_length=None in model's config.json). To allow "
                 "overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. VLLM_ALLOW_LONG_MAX_MODEL_LEN "
                 "must be used with extreme caution. If the model uses relative position encoding (RoPE), positions "
                 "exceeding derived_max_model_len lead to nan. If the model uses absolute position encoding, positions "
                 "exceeding derived_max_model_len will cause a CUDA array out-of-bounds error.",
         expected=dict(message_kind="max_len_over_derived",
                       numbers=dict(max_model_len=262144, derived_max_model_len=131072),
                       fix_any=["--max-model-len<=131072"], fix_never=["--max-model-len>131072"]),
         check="max_model_len > derived max_model_len"),
    dict(id="mnbt_below_len_v0", site="config.py::SchedulerConfig._verify_args", prefix="max_num_batched_tokens ({self.max_num_batched_tokens}) is smaller",
         release="0.6.6",
         example="ValueError: max_num_batched_tokens (2048) is smaller than max_model_len (8192). This effectively "
                 "limits the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences. "
                 "Please increase max_num_batched_tokens or decrease max_model_len.",
         expected=dict(message_kind="batched_tokens_too_small",
                       numbers=dict(max_num_batched_tokens=2048, max_model_len=8192),
                       fix_any=["--max-num-batched-tokens>=8192", "--enable-chunked-prefill", "--max-model-len<=2048"],
                       fix_never=["--max-num-batched-tokens<8192", "--max-model-len>2048", "--gpu-memory-utilization",
                                  "--tensor-parallel-size"]),
         check="without chunked prefill, max_num_batched_tokens < max_model_len: a prompt of max_model_len never fits "
               "one step"),
    dict(id="mnbt_below_len_011", site="config/scheduler.py::SchedulerConfig._verify_args",
         prefix="max_num_batched_tokens ({self.max_num_batched_tokens}) is smaller", release="0.11.0",
         example="ValueError: max_num_batched_tokens (8192) is smaller than max_model_len (131072). This effectively "
                 "limits the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences. "
                 "Please increase max_num_batched_tokens or decrease max_model_len.",
         expected=dict(message_kind="batched_tokens_too_small",
                       numbers=dict(max_num_batched_tokens=8192, max_model_len=131072),
                       fix_any=["--max-num-batched-tokens>=131072", "--enable-chunked-prefill", "--max-model-len<=8192"],
                       fix_never=["--max-num-batched-tokens<131072", "--max-model-len>8192", "--gpu-memory-utilization"]),
         check="chunked prefill off (e.g. --no-enable-chunked-prefill, or a model that disables it) and "
               "max_num_batched_tokens < max_model_len"),
    dict(id="mnbt_below_len_v1", site="config/scheduler.py::SchedulerConfig.verify_max_model_len",
         prefix="max_num_batched_tokens ({self.max_num_batched_tokens}) is smaller", release="0.20.0",
         example="ValueError: max_num_batched_tokens (4096) is smaller than max_model_len (32768). This effectively "
                 "limits the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences. "
                 "Please increase max_num_batched_tokens or decrease max_model_len.",
         expected=dict(message_kind="batched_tokens_too_small",
                       numbers=dict(max_num_batched_tokens=4096, max_model_len=32768),
                       fix_any=["--max-num-batched-tokens>=32768", "--enable-chunked-prefill", "--max-model-len<=4096"],
                       fix_never=["--max-num-batched-tokens<32768", "--max-model-len>4096", "--gpu-memory-utilization"]),
         check="chunked prefill off and max_num_batched_tokens < max_model_len"),
    dict(id="mnbt_below_seqs", site="config/scheduler.py::SchedulerConfig.verify_max_model_len",
         prefix="max_num_batched_tokens ({self.max_num_batched_tokens}) must be greater than or equal to max_num_seqs",
         release="0.20.0",
         example="ValueError: max_num_batched_tokens (128) must be greater than or equal to max_num_seqs (256).",
         expected=dict(message_kind="batched_tokens_too_small",
                       numbers=dict(max_num_batched_tokens=128, max_num_seqs=256),
                       fix_any=["--max-num-batched-tokens>=256", "--max-num-seqs<=128"],
                       fix_never=["--max-num-batched-tokens<256", "--max-num-seqs>128", "--gpu-memory-utilization"]),
         check="max_num_batched_tokens < max_num_seqs: a step cannot hold one token per sequence"),
    dict(id="mnbt_spec_slots", site="config/vllm.py::VllmConfig._set_max_num_scheduled_tokens",
         prefix="VllmConfig does not have enough slots to schedule a token and support the speculative decoding settings. Got max_num_batched_tokens={max_num_batched_tokens!r} and num_lookahead",
         release="0.33.0",
         example="ValueError: VllmConfig does not have enough slots to schedule a token and support the speculative "
                 "decoding settings. Got max_num_batched_tokens=8 and num_lookahead_tokens=8.",
         expected=dict(message_kind="batched_tokens_too_small",
                       numbers=dict(max_num_batched_tokens=8, num_lookahead_tokens=8),
                       fix_any=["--max-num-batched-tokens>8"],
                       fix_never=["--max-num-batched-tokens<=8", "--gpu-memory-utilization"]),
         check="max_num_batched_tokens - num_lookahead_tokens < 1: no slot left for the token itself"),
    # ---------------------------------------------------------------- parallel sizes
    dict(id="tp_heads", site="config/model.py::ModelConfig.verify_with_parallel_config",
         prefix="Total number of attention heads", release="0.20.0",
         example="ValueError: Total number of attention heads (40) must be divisible by tensor parallel size (16).",
         expected=dict(message_kind="tp_not_divisible", numbers=dict(num_attention_heads=40, tensor_parallel_size=16),
                       fix_any=["--tensor-parallel-size=8"], fix_never=["--tensor-parallel-size>16"]),
         check="total_num_attention_heads % tensor_parallel_size != 0"),
    dict(id="tp_heads_027", site="config.py::ModelConfig.verify_with_parallel_config",
         prefix="Total number of attention heads", release="0.2.7",
         example="ValueError: Total number of attention heads (28) must be divisible by tensor parallel size (8).",
         expected=dict(message_kind="tp_not_divisible", numbers=dict(num_attention_heads=28, tensor_parallel_size=8),
                       fix_any=["--tensor-parallel-size=4"], fix_never=["--tensor-parallel-size>8"]),
         check="total_num_attention_heads % tensor_parallel_size != 0"),
    dict(id="tp_divide", site="distributed/utils.py::ensure_divisibility", prefix="{} is not divisible by {}",
         release="0.8.5",
         example="AssertionError: 25 is not divisible by 4",
         expected=dict(message_kind="tp_not_divisible", numbers=dict(divided_size=25, tensor_parallel_size=4),
                       fix_never=["--tensor-parallel-size>4"]),
         check="divide(numerator, tp_size): numerator % tp_size != 0"),
    dict(id="tp_divide_named", site="distributed/utils.py::ensure_divisibility", prefix="{numerator} is not divisible by",
         release="0.33.0",
         example="AssertionError: 20 is not divisible by 8",
         expected=dict(message_kind="tp_not_divisible", numbers=dict(divided_size=20, tensor_parallel_size=8),
                       fix_any=["--tensor-parallel-size=4"], fix_never=["--tensor-parallel-size>8"]),
         check="divide(numerator, tp_size): numerator % tp_size != 0"),
    dict(id="tp_model_assert", site="model_executor/models/chatglm.py::GLMAttention.__init__",
         prefix=None, release="0.10.2",
         template="assert self.total_num_kv_heads % tp_size == 0",
         template_releases="0.2.7 0.3.3 0.4.3 0.5.5 0.6.0 0.6.3 0.6.6 0.7.0 0.7.3 0.8.0 0.8.3 0.8.5 0.9.0.1 0.9.2 0.10.0 "
                           "0.10.1.1 0.10.2 0.11.0 0.12.0 0.13.0 0.14.0 0.15.0 0.16.0 0.17.0 0.18.0 0.19.1 0.20.0 0.21.0 "
                           "0.22.0 0.23.0 0.24.0 0.25.0 0.26.0 0.27.0 0.28.0 0.29.0 0.30.0 0.31.0 0.32.0 0.33.0".split(),
         example='  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/chatglm.py", line 62, in '
                 "__init__\n    assert self.total_num_kv_heads % tp_size == 0\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
                 "^^^^^^^^^^^^\nAssertionError",
         expected=dict(message_kind="tp_not_divisible", numbers=dict(assert_size="total_num_kv_heads"),
                       fix_never=["--gpu-memory-utilization", "--max-model-len"]),
         check="a model's own bare assert (ChatGLM: the KV head groups, multi_query_group_num, over TP); the source "
               "line Python prints in the traceback is the message; 50+ models assert the same over tp_size"),
    dict(id="tp_over_gpus", site="executor/mp_distributed_executor.py::MultiprocessingDistributedExecutor._check_cuda",
         prefix="please set tensor_parallel_size ({tensor_parallel_size})", release="0.8.5",
         example="RuntimeError: please set tensor_parallel_size (8) to less than max local gpu count (4)",
         expected=dict(message_kind="tp_over_gpus", numbers=dict(tensor_parallel_size=8, gpu_count=4),
                       fix_any=["--tensor-parallel-size<=4"], fix_never=["--tensor-parallel-size>4"]),
         check="world_size > cuda_device_count(): more ranks than GPUs on this node"),
    dict(id="tp_over_gpus_assert", site="executor/multiproc_gpu_executor.py::MultiprocessingGPUExecutor._init_executor",
         prefix="please set tensor_parallel_size ({tensor_parallel_size})", release="0.5.5",
         example="AssertionError: please set tensor_parallel_size (4) to less than max local gpu count (2)",
         expected=dict(message_kind="tp_over_gpus", numbers=dict(tensor_parallel_size=4, gpu_count=2),
                       fix_any=["--tensor-parallel-size<=2"], fix_never=["--tensor-parallel-size>2"]),
         check="tensor_parallel_size > cuda_device_count()"),
    dict(id="tp_over_gpus_012", site="config/parallel.py::ParallelConfig.__post_init__",
         prefix="Tensor parallel size ({self.world_size}) cannot be larger", release="0.12.0",
         example="ValueError: Tensor parallel size (4) cannot be larger than the number of available GPUs (1).",
         expected=dict(message_kind="tp_over_gpus", numbers=dict(tensor_parallel_size=4, gpu_count=1),
                       fix_any=["--tensor-parallel-size<=1"], fix_never=["--tensor-parallel-size>1"]),
         check="world_size > cuda device count"),
    dict(id="tp_over_gpus_ray", site="v1/executor/ray_utils.py::initialize_ray_cluster",
         prefix="The number of required {device_str}s exceeds the total number of available {device_str}s in the placement group. Required",
         release="0.20.0",
         example="ValueError: The number of required GPUs exceeds the total number of available GPUs in the placement "
                 "group. Required number of devices: 8. Total number of devices: 4.",
         expected=dict(message_kind="tp_over_gpus", numbers=dict(required_devices=8, gpu_count=4),
                       fix_any=["--tensor-parallel-size<=4", "title~visible"], fix_never=["--tensor-parallel-size>4"]),
         check="parallel_config.world_size (TP x PP) > GPU bundles in the placement group"),
    dict(id="tp_over_gpus_ray_cluster", site="engine/ray_utils.py::initialize_cluster",
         prefix="The number of required GPUs exceeds the total number of available GPUs in the cluster", release="0.3.3",
         example="ValueError: The number of required GPUs exceeds the total number of available GPUs in the cluster.",
         expected=dict(message_kind="tp_over_gpus", numbers={}, fix_any=["title~visible"],
                       fix_never=["--tensor-parallel-size>1", "--gpu-memory-utilization"]),
         check="parallel_config.world_size > GPUs in the Ray cluster"),
    dict(id="pp_not_yet", site="config.py::ParallelConfig._verify_args", prefix="Pipeline parallelism is not supported yet",
         release="0.3.3",
         example="NotImplementedError: Pipeline parallelism is not supported yet.",
         expected=dict(message_kind="pp_unsupported", numbers={}, fix_any=["title~upgrade"],
                       fix_never=["--pipeline-parallel-size>1"]),
         check="pipeline_parallel_size > 1 (no pipeline parallelism before 0.5.1)"),
    dict(id="pp_layers", site="config.py::ModelConfig.verify_with_parallel_config", prefix="Total number of hidden layers",
         release="0.4.3",
         example="ValueError: Total number of hidden layers (30) must be divisible by pipeline parallel size (4).",
         expected=dict(message_kind="pp_not_divisible", numbers=dict(num_hidden_layers=30, pipeline_parallel_size=4),
                       fix_any=["--pipeline-parallel-size=3"], fix_never=["--pipeline-parallel-size>4"]),
         check="total_num_hidden_layers % pipeline_parallel_size != 0 (behind 'not supported yet' in the wheels)"),
    dict(id="pp_offline", site="engine/llm_engine.py::LLMEngine.step", prefix="Pipeline parallelism is only supported through",
         release="0.6.6",
         example="NotImplementedError: Pipeline parallelism is only supported through AsyncLLMEngine as performance will "
                 "be severely degraded otherwise.",
         expected=dict(message_kind="pp_unsupported", numbers={}, fix_any=["title~vllm serve"],
                       fix_never=["title~upgrade", "--pipeline-parallel-size>1"]),
         check="pipeline_parallel_size > 1 in the synchronous LLMEngine (vllm.LLM)"),
    dict(id="pp_model", site="config/model.py::ModelConfig.verify_with_parallel_config",
         prefix="Pipeline parallelism is not supported for this model", release="0.20.0",
         example="NotImplementedError: Pipeline parallelism is not supported for this model. Supported models implement "
                 "the `SupportsPP` interface.",
         expected=dict(message_kind="pp_unsupported", numbers={}, fix_any=["--pipeline-parallel-size=1"],
                       fix_never=["title~upgrade to vllm 0.5.1", "--pipeline-parallel-size>1"]),
         check="pipeline_parallel_size > 1 and the model class does not implement SupportsPP"),
    dict(id="pp_arch_list", site="config.py::ModelConfig.verify_with_parallel_config",
         prefix="Pipeline parallelism is only supported for the following", release="0.5.5",
         example="NotImplementedError: Pipeline parallelism is only supported for the following  architectures: "
                 "['AquilaModel', 'AquilaForCausalLM', 'DeepseekV2ForCausalLM', 'InternLMForCausalLM', "
                 "'JAISLMHeadModel', 'LlamaForCausalLM', 'LLaMAForCausalLM', 'MistralForCausalLM', "
                 "'Phi3ForCausalLM', 'GPT2LMHeadModel', 'MixtralForCausalLM', 'NemotronForCausalLM', "
                 "'Qwen2ForCausalLM', 'Qwen2MoeForCausalLM', 'QWenLMHeadModel'].",
         expected=dict(message_kind="pp_unsupported", numbers={}, fix_any=["--pipeline-parallel-size=1"],
                       fix_never=["title~upgrade to vllm 0.5.1", "--pipeline-parallel-size>1"]),
         check="pipeline_parallel_size > 1 and the architecture is not in _PP_SUPPORTED_MODELS"),
    # ---------------------------------------------------------------- dtypes / quantization vs the GPU
    dict(id="bf16_027", site="worker/worker.py::_check_if_gpu_supports_dtype", prefix="Bfloat16 is only supported",
         release="0.2.7",
         example="ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla "
                 "V100-SXM2-32GB GPU has compute capability 7.0.",
         expected=dict(message_kind="dtype_unsupported", numbers=dict(compute_capability="7.0"),
                       fix_any=["--dtype=half"], fix_never=["--dtype=bfloat16", "--gpu-memory-utilization"]),
         check="torch_dtype == bfloat16 and compute capability < 8.0"),
    dict(id="bf16_platform", site="platforms/cuda.py::CudaPlatformBase.check_if_supports_dtype",
         prefix="Bfloat16 is only supported", release="0.20.0",
         example="ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 "
                 "GPU has compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in "
                 "CLI, for example: --dtype=half.",
         expected=dict(message_kind="dtype_unsupported", numbers=dict(compute_capability="7.5"),
                       fix_any=["--dtype=half"], fix_never=["--dtype=bfloat16", "--gpu-memory-utilization"]),
         check="torch_dtype == bfloat16 and compute capability < 8.0"),
    dict(id="quant_capability_old", site="model_executor/model_loader.py::get_model",
         prefix="The quantization method {model_config.quantization} is not supported for the current GPU",
         release="0.2.7",
         example="ValueError: The quantization method awq is not supported for the current GPU. Minimum capability: 75. "
                 "Current capability: 70.",
         expected=dict(message_kind="quantization_unsupported_gpu",
                       numbers=dict(quantization="awq", min_capability=75, current_capability=70),
                       fix_any=["title~gpu", "title~checkpoint"],
                       fix_never=["--dtype", "--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="capability < quant_config.get_min_capability(): the kernels need a newer GPU"),
    dict(id="quant_capability", site="config/vllm.py::VllmConfig._get_quantization_config",
         prefix="The quantization method {model_config.quantization} is not supported for the current GPU",
         release="0.20.0",
         example="ValueError: The quantization method fp8 is not supported for the current GPU. Minimum capability: 80. "
                 "Current capability: 75.",
         expected=dict(message_kind="quantization_unsupported_gpu",
                       numbers=dict(quantization="fp8", min_capability=80, current_capability=75),
                       fix_any=["title~gpu", "title~checkpoint"],
                       fix_never=["--dtype", "--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="capability < quant_config.get_min_capability()"),
    dict(id="quant_capability_moe_wna16", site="quantization/moe_wna16.py::MoeWNA16Config.__init__",
         prefix="The quantization method moe_wna16 + awq", release="0.10.2",
         example="ValueError: The quantization method moe_wna16 + awq is not supported for the current GPU. Minimum "
                 "capability: 75. Current capability: 70.",
         expected=dict(message_kind="quantization_unsupported_gpu",
                       numbers=dict(min_capability=75, current_capability=70),
                       fix_any=["title~gpu", "title~checkpoint"],
                       fix_never=["--dtype", "--gpu-memory-utilization", "--tensor-parallel-size"]),
         check="device capability < the AWQ kernels' minimum"),
    dict(id="quant_dtype", site="config/vllm.py::VllmConfig._get_quantization_config",
         prefix="{model_config.dtype} is not supported for quantization method", release="0.20.0",
         example="ValueError: torch.bfloat16 is not supported for quantization method gptq. Supported dtypes: "
                 "[torch.float16]",
         expected=dict(message_kind="quantization_dtype_unsupported",
                       numbers=dict(dtype="bfloat16", quantization="gptq"),
                       fix_any=["--dtype=half"], fix_never=["--dtype=bfloat16", "--gpu-memory-utilization"]),
         check="model dtype not in quant_config.get_supported_act_dtypes()"),
    dict(id="quant_dtype_old", site="model_executor/model_loader/loader.py::_get_quantization_config",
         prefix="{model_config.dtype} is not supported for quantization method", release="0.4.3",
         example="ValueError: torch.float32 is not supported for quantization method awq. Supported dtypes: "
                 "[torch.half]",
         expected=dict(message_kind="quantization_dtype_unsupported",
                       numbers=dict(dtype="float32", quantization="awq"),
                       fix_any=["--dtype=half"], fix_never=["--dtype=float32", "--gpu-memory-utilization"]),
         check="model dtype not in quant_config.get_supported_act_dtypes()"),
    dict(id="kv_bf16_triton", site="v1/attention/backends/triton_attn.py::TritonAttentionImpl.__init__",
         prefix="bfloat16 KV cache is not supported on", release="0.25.0",
         example="ValueError: bfloat16 KV cache is not supported on Tesla T4 (compute capability 7.5); bfloat16 requires "
                 "SM80+. Re-run with --kv-cache-dtype float16.",
         expected=dict(message_kind="dtype_unsupported", numbers=dict(compute_capability="7.5"),
                       fix_any=["--kv-cache-dtype=float16", "--dtype=half"], fix_never=["--gpu-memory-utilization"]),
         check="KV cache dtype bfloat16 and compute capability < 8.0"),
    dict(id="quant_scheme_tuple", site="quantization/compressed_tensors/compressed_tensors.py::CompressedTensorsConfig",
         prefix="('Quantization scheme is not supported for ', 'the current GPU. Min capability", release="0.10.2",
         example="RuntimeError: ('Quantization scheme is not supported for ', 'the current GPU. Min capability: 89. ', "
                 "'Current capability: 80.')",
         expected=dict(message_kind="quantization_unsupported_gpu", numbers=dict(min_capability=89, current_capability=80),
                       fix_any=["title~8.9 or newer", "title~checkpoint"],
                       fix_never=["--dtype", "--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="capability < the scheme's get_min_capability() (printed as a tuple: several raise arguments)"),
    dict(id="quant_scheme_required", site="quantization/compressed_tensors/compressed_tensors.py::CompressedTensorsConfig",
         prefix="Quantization scheme is not supported for the current GPU. Required capability", release="0.33.0",
         example="RuntimeError: Quantization scheme is not supported for the current GPU. Required capability: 90. "
                 "Current capability: 100.",
         expected=dict(message_kind="quantization_unsupported_gpu",
                       numbers=dict(required_capability=90, current_capability=100),
                       fix_any=["title~capability 9.0"],
                       fix_never=["title~or newer", "--dtype", "--gpu-memory-utilization", "--tensor-parallel-size"]),
         check="capability != the scheme's exact capability (2:4 sparse kernels): a newer GPU does not help"),
    dict(id="quant_torchao_fp8", site="quantization/torchao.py::_check_torchao_fp8_activation_capability",
         prefix="torchao FP8 activation", release="0.25.0",
         example="ValueError: torchao FP8 activation quantization config 'Float8DynamicActivationFloat8WeightConfig' "
                 "requires GPU compute capability >= 8.9 (e.g., NVIDIA Ada Lovelace / Hopper or AMD MI300+) (current "
                 "GPU compute capability: 8.0). For older GPUs, consider using a non-FP8 config such as "
                 "Int8WeightOnlyConfig or Int4WeightOnlyConfig.",
         expected=dict(message_kind="quantization_unsupported_gpu",
                       numbers=dict(min_compute_capability="8.9", compute_capability="8.0"),
                       fix_any=["title~8.9 or newer", "title~checkpoint"],
                       fix_never=["--dtype", "--gpu-memory-utilization", "--tensor-parallel-size"]),
         check="not current_platform.supports_fp8(): FP8 activations need SM89+"),
    dict(id="kv_fp8_triton", site="v1/attention/backends/triton_attn.py::TritonAttentionImpl.__init__",
         prefix="FP8 KV cache is not supported by the Triton", release="0.25.0",
         example="ValueError: FP8 KV cache is not supported by the Triton attention backend on NVIDIA A100-SXM4-80GB "
                 "(compute capability 8.0); native FP8 (fp8e4nv) requires SM89+. Re-run with --kv-cache-dtype bfloat16.",
         expected=dict(message_kind="kv_cache_dtype_unsupported",
                       numbers=dict(compute_capability="8.0", suggested_kv_cache_dtype="bfloat16"),
                       fix_any=["--kv-cache-dtype=bfloat16"],
                       fix_never=["--kv-cache-dtype=fp8", "--dtype", "--tensor-parallel-size"]),
         check="kv_cache_dtype fp8 and not has_device_capability(89): float16 below SM80, else bfloat16"),
    dict(id="kv_fp8_flash_attn", site="attention/backends/flash_attn.py::FlashAttentionImpl.forward",
         prefix="FlashAttention does not support FP8 kv-cache", release="0.8.5",
         example="NotImplementedError: FlashAttention does not support FP8 kv-cache on this device.",
         expected=dict(message_kind="kv_cache_dtype_unsupported", numbers={},
                       fix_any=["--kv-cache-dtype=auto"], fix_never=["--kv-cache-dtype=fp8", "--tensor-parallel-size"]),
         check="kv_cache_dtype fp8 and not flash_attn_supports_fp8() on the device"),
    dict(id="kv_fp8_torch_sdpa", site="attention/backends/torch_sdpa.py::TorchSDPABackendImpl.__init__",
         prefix="Torch SDPA backend does not support FP8 KV cache", release="0.6.6",
         example="ValueError: Torch SDPA backend does not support FP8 KV cache. Please use xFormers backend instead.",
         expected=dict(message_kind="kv_cache_dtype_unsupported", numbers={}, fix_any=["--kv-cache-dtype=auto"],
                       fix_never=["--kv-cache-dtype=fp8", "title~gpu with"]),
         check="kv_cache_dtype fp8 on the CPU backend (Torch SDPA), which has no FP8 cache"),
    dict(id="kv_fp8_mla", site="attention/backends/triton_mla.py::TritonMLAImpl.__init__",
         prefix="TritonMLA with FP8 KV cache not yet supported", release="0.9.2",
         example="NotImplementedError: TritonMLA with FP8 KV cache not yet supported",
         expected=dict(message_kind="kv_cache_dtype_unsupported", numbers={}, fix_any=["--kv-cache-dtype=auto"],
                       fix_never=["--kv-cache-dtype=fp8", "--tensor-parallel-size"]),
         check="kv_cache_dtype fp8 with the Triton MLA backend (no FP8 cache there)"),
    dict(id="mnbt_sched_zero", site="config/vllm.py::VllmConfig._set_max_num_scheduled_tokens",
         prefix="max_num_scheduled_tokens is set to", release="0.30.0",
         example="ValueError: max_num_scheduled_tokens is set to 0 based on the speculative decoding settings, which does "
                 "not allow any tokens to be scheduled. Increase max_num_batched_tokens to accommodate the additional "
                 "draft token slots, or decrease num_speculative_tokens.",
         expected=dict(message_kind="batched_tokens_too_small", numbers=dict(max_num_scheduled_tokens=0),
                       fix_any=["--max-num-batched-tokens", "--speculative-config"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len"]),
         check="max_num_scheduled_tokens (max_num_batched_tokens less the draft slots) <= 0"),
    dict(id="mnbt_mamba_align", site="config/vllm.py::VllmConfig.validate_block_size",
         prefix="In Mamba cache align mode", release="0.20.0",
         example="ValueError: In Mamba cache align mode, block_size (1568) must be <= max_num_batched_tokens (1024).",
         expected=dict(message_kind="batched_tokens_too_small", numbers=dict(block_size=1568, max_num_batched_tokens=1024),
                       fix_any=["--max-num-batched-tokens>=1568"],
                       fix_never=["--max-num-batched-tokens<1568", "--gpu-memory-utilization"]),
         check="block_size > max_num_batched_tokens: one step must hold a whole Mamba-aligned block"),
    dict(id="cpu_offload_reinit", site="v1/worker/gpu_model_runner.py::GPUModelRunner.may_reinitialize_input_batch",
         prefix="Cannot re-initialize the input batch", release="0.15.0",
         example="AssertionError: Cannot re-initialize the input batch when CPU weight offloading is enabled. See "
                 "https://github.com/vllm-project/vllm/pull/18298 for more details.",
         expected=dict(message_kind="cpu_offload_unsupported", numbers={}, fix_any=["--cpu-offload-gb=0"],
                       fix_never=["--cpu-offload-gb>0", "--max-model-len"]),
         check="cpu_offload_gb != 0 while the KV groups' block sizes differ from cache_config.block_size"),
    # ---------------------------------------------------------------- attention head size
    dict(id="head_size_fa_v1", site="v1/attention/backends/flash_attn.py::FlashAttentionImpl.__init__",
         prefix="Head size {head_size} is not supported by FlashAttention. Supported head sizes are: {support_head_sizes}. Set VLLM_USE_V1=0",
         release="0.8.5",
         example="ValueError: Head size 80 is not supported by FlashAttention. Supported head sizes are: [32, 64, 96, "
                 "128, 160, 192, 224, 256]. Set VLLM_USE_V1=0 to use another attention backend.",
         expected=dict(message_kind="head_size_unsupported", numbers=dict(head_size=80),
                       fix_any=["VLLM_USE_V1=0"],
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="head_size not in the backend's supported head sizes"),
    dict(id="head_size_paged", site="attention/backends/xformers.py::XFormersImpl.__init__",
         prefix="Head size {head_size} is not supported by PagedAttention", release="0.6.6",
         example="ValueError: Head size 72 is not supported by PagedAttention. Supported head sizes are: [64, 80, 96, "
                 "112, 120, 128, 192, 256].",
         expected=dict(message_kind="head_size_unsupported", numbers=dict(head_size=72),
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="head_size not in PagedAttention's supported head sizes"),
    dict(id="head_size_flex", site="v1/attention/backends/flash_attn.py::FlashAttentionBackend.validate_head_size",
         prefix="Head size {head_size} is not supported by {attn_type}", release="0.10.2",
         example="ValueError: Head size 72 is not supported by FlashAttentionImpl. Supported head sizes are: [32, 64, 96, "
                 "128, 160, 192, 224, 256]. Set VLLM_ATTENTION_BACKEND=FLEX_ATTENTION to use FlexAttention backend which "
                 "supports all head sizes.",
         expected=dict(message_kind="head_size_unsupported", numbers=dict(head_size=72),
                       fix_any=["VLLM_ATTENTION_BACKEND=FLEX_ATTENTION"],
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len"]),
         check="head_size not in the backend's get_supported_head_sizes()"),
    dict(id="head_size_attention_config", site="v1/attention/backends/rocm_attn.py::RocmAttentionBackend.validate_head_size",
         prefix="Head size {head_size} is not supported by {attn_type}. Supported head sizes are: {cls.get_supported_head_sizes()}. Set --attention-config.backend",
         release="0.13.0",
         example="ValueError: Head size 72 is not supported by RocmAttentionImpl. Supported head sizes are: [32, 64, 96, "
                 "128, 160, 192, 224, 256]. Set --attention-config.backend=FLEX_ATTENTION to use FlexAttention backend "
                 "which supports all head sizes.",
         expected=dict(message_kind="head_size_unsupported", numbers=dict(head_size=72),
                       fix_any=["--attention-config.backend=FLEX_ATTENTION"],
                       fix_never=["--gpu-memory-utilization", "--tensor-parallel-size"]),
         check="head_size not in the backend's get_supported_head_sizes()"),
    # ---------------------------------------------------------------- CUDA graphs the configuration cannot capture
    dict(id="cudagraph_mode_backend", site="config/compilation.py::CompilationConfig.resolve_cudagraph_mode_and_sizes",
         prefix="CUDAGraphMode.{cudagraph_mode.name} is not supported with", release="0.25.0",
         example="ValueError: CUDAGraphMode.FULL is not supported with FlexAttentionMetadataBuilder backend "
                 "(support:AttentionCGSupport.NEVER) ; please try cudagraph_mode=PIECEWISE, and make sure compilation "
                 "mode is VLLM_COMPILE",
         expected=dict(message_kind="cuda_graph_unsupported", numbers=dict(cudagraph_mode="FULL"),
                       fix_any=["--compilation-config", "--enforce-eager"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size"]),
         check="the attention backend's cudagraph support is below the mode asked for"),
    dict(id="cudagraph_dual_chunk", site="engine/arg_utils.py::EngineArgs.create_engine_config",
         prefix="Cuda graph is not supported with DualChunkFlashAttention", release="0.9.2",
         example="AssertionError: Cuda graph is not supported with DualChunkFlashAttention. To run the model in eager "
                 "mode, set 'enforce_eager=True' or use '--enforce-eager' in the CLI.",
         expected=dict(message_kind="cuda_graph_unsupported", numbers={}, fix_any=["--enforce-eager"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len"]),
         check="DualChunkFlashAttention (dual_chunk_attention_config) and not enforce_eager"),
    dict(id="cudagraph_full_capture_size", site="v1/attention/backends/flash_attn.py::FlashAttentionMetadataBuilder.__init__",
         prefix="Capture size larger than 992", release="0.10.2",
         example="ValueError: Capture size larger than 992 is not supported for full cuda graph.",
         expected=dict(message_kind="cuda_graph_unsupported", numbers=dict(max_capture_size=992),
                       fix_any=["--cuda-graph-sizes<=992", "--enforce-eager"],
                       fix_never=["--cuda-graph-sizes>992", "--gpu-memory-utilization"]),
         check="full CUDA graphs with FA3 and max_capture_size > 992"),
    # ---------------------------------------------------------------- Mamba, swap space
    dict(id="mamba_blocks", site="config/compilation.py::CompilationConfig.resolve_cudagraph_mode_and_sizes",
         prefix="max_num_seqs ({max_num_reqs}) exceeds available Mamba cache blocks", release="0.25.0",
         example="ValueError: max_num_seqs (256) exceeds available Mamba cache blocks (180). Each decode sequence "
                 "requires one Mamba cache block, so CUDA graph capture cannot proceed. Please lower max_num_seqs to at "
                 "most 180 or increase gpu_memory_utilization.",
         expected=dict(message_kind="mamba_blocks", numbers=dict(max_num_seqs=256, mamba_blocks=180),
                       fix_any=["--max-num-seqs<=180"], fix_never=["--max-num-seqs>180", "--max-model-len"]),
         check="max_num_seqs > num_blocks of the Mamba groups"),
    dict(id="swap_space", site="config/cache.py::CacheConfig.verify_with_parallel_config",
         prefix=None, template='"Too large swap space. " + f"{cpu_memory_usage / GiB_bytes:.2f} GiB out of the '
                               '{total_cpu_memory / GiB_bytes:.2f} GiB total CPU memory is allocated for the swap space."',
         template_releases="0.2.7 0.3.3 0.4.3 0.5.5 0.6.0 0.6.3 0.6.6 0.7.0 0.7.3 0.8.0 0.8.3 0.8.5 0.9.0.1 0.9.2 0.10.0 "
                           "0.10.1.1 0.10.2 0.11.0 0.12.0 0.13.0 0.14.0 0.15.0 0.16.0 0.17.0".split(),
         release="0.8.5",
         example="ValueError: Too large swap space. 32.00 GiB out of the 31.26 GiB total CPU memory is allocated for the "
                 "swap space.",
         expected=dict(message_kind="swap_space_too_large", numbers=dict(swap_space_gib=32.0, cpu_memory_gib=31.26),
                       fix_any=["--swap-space<=21"], fix_never=["--swap-space>21", "--gpu-memory-utilization"]),
         check="swap_space x tensor_parallel_size > 0.7 x total CPU memory: 0.7 x 31.26 = 21.88 GiB for all ranks"),

    # ---------------------------------------------------------------- issue 10, "every way a launch dies": the model's
    # architecture (the fix is the first release whose registry lists it: src/kvroom/data/vllm_architectures.json)
    dict(id="arch_unsupported_027", site="model_executor/model_loader.py::_get_model_architecture",
         prefix="Model architectures {architectures} are not supported for now.", release="0.2.7",
         example="ValueError: Model architectures ['Qwen2ForCausalLM'] are not supported for now. Supported "
                 "architectures: ['AquilaModel', 'AquilaForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', "
                 "'BloomForCausalLM', 'ChatGLMModel', 'ChatGLMForConditionalGeneration', 'DeciLMForCausalLM', "
                 "'DeepseekForCausalLM', 'FalconForCausalLM', 'GPT2LMHeadModel', 'LlamaForCausalLM', "
                 "'MistralForCausalLM', 'MixtralForCausalLM', 'QWenLMHeadModel', 'YiForCausalLM']",
         expected=dict(message_kind="architecture_unsupported", numbers=dict(architectures="Qwen2ForCausalLM"),
                       fix_any=["title~vllm 0.3.3 or newer"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype",
                                  "--tensor-parallel-size", "--trust-remote-code"]),
         check="architectures[0] not in _MODELS (0.2.7 lists no Qwen2ForCausalLM; 0.3.3 is the first release read "
               "whose models/__init__.py::_MODELS does)"),
    dict(id="arch_unsupported_043", site="model_executor/model_loader/utils.py::get_model_architecture",
         prefix="Model architectures {architectures} are not supported for now.", release="0.4.3",
         example="ValueError: Model architectures ['Gemma2ForCausalLM'] are not supported for now. Supported "
                 "architectures: ['AquilaModel', 'AquilaForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', "
                 "'BloomForCausalLM']",
         expected=dict(message_kind="architecture_unsupported", numbers=dict(architectures="Gemma2ForCausalLM"),
                       fix_any=["title~vllm 0.5.5 or newer"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size"]),
         check="not in 0.4.3's _MODELS; 0.5.5 is the first release read that lists it (the supported list cut by "
               "the paste)"),
    dict(id="arch_unsupported_registry", site="model_executor/models/registry.py::_ModelRegistry._raise_for_unsupported",
         prefix="Model architectures {architectures} are not supported for now.", release="0.8.3",
         example="ValueError: Model architectures ['Qwen3ForCausalLM'] are not supported for now. Supported "
                 "architectures: dict_keys(['AquilaModel', 'AquilaForCausalLM', 'ArcticForCausalLM', "
                 "'MiniMaxText01ForCausalLM', 'BaiChuanForCausalLM'])",
         expected=dict(message_kind="architecture_unsupported", numbers=dict(architectures="Qwen3ForCausalLM"),
                       fix_any=["title~vllm 0.8.5 or newer"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype",
                                  "--tensor-parallel-size", "--enforce-eager"]),
         check="no architecture in self.models (0.8.3's _VLLM_MODELS); 0.8.5 is the first release read that lists it"),
    dict(id="arch_unsupported_01011", site="model_executor/models/registry.py::_ModelRegistry._raise_for_unsupported",
         prefix="Model architectures {architectures} are not supported for now.", release="0.10.1.1",
         example="ValueError: Model architectures ['Qwen3NextForCausalLM'] are not supported for now. Supported "
                 "architectures: dict_keys(['AquilaModel', 'AquilaForCausalLM', 'ArceeForCausalLM'])",
         expected=dict(message_kind="architecture_unsupported", numbers=dict(architectures="Qwen3NextForCausalLM"),
                       fix_any=["title~vllm 0.10.2 or newer"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size"]),
         check="not in 0.10.1.1's _VLLM_MODELS; 0.10.2 lists it"),
    dict(id="arch_inspect_failed", site="model_executor/models/registry.py::_ModelRegistry._raise_for_unsupported",
         prefix="Model architectures {architectures} failed to be inspected.", release="0.8.5",
         example="ValueError: Model architectures ['Qwen3ForCausalLM'] failed to be inspected. Please check the logs "
                 "for more details.",
         expected=dict(message_kind="model_inspection_failed", numbers=dict(architectures="Qwen3ForCausalLM"),
                       fix_any=["title~transformers"],
                       fix_never=["title~or newer", "--gpu-memory-utilization", "--max-model-len",
                                  "--tensor-parallel-size", "--kv-cache-dtype"]),
         check="an architecture IS in all_supported_archs, but importing / inspecting its model class failed (a "
               "subprocess import error above it): no upgrade to a release that lists it can help, 0.8.5 lists it"),
    dict(id="arch_removed", site="model_executor/models/registry.py::_ModelRegistry._raise_for_unsupported",
         prefix="Model architecture {arch} was supported in vLLM until v{previous_version}", release="0.20.0",
         example="ValueError: Model architecture Phi3SmallForCausalLM was supported in vLLM until v0.9.2, and is not "
                 "supported anymore. Please use an older version of vLLM if you want to use this model architecture.",
         expected=dict(message_kind="architecture_unsupported",
                       numbers=dict(architectures="Phi3SmallForCausalLM", previous_version="0.9.2"),
                       fix_any=["title~vllm 0.9.2 or older"],
                       fix_never=["title~or newer", "--gpu-memory-utilization", "--max-model-len"]),
         check="arch in _PREVIOUSLY_SUPPORTED_MODELS: the last release that had it is printed"),
    dict(id="arch_out_of_tree", site="model_executor/models/registry.py::_ModelRegistry._raise_for_unsupported",
         prefix="Model architecture {arch} is not supported in-tree anymore.", release="0.20.0",
         example="ValueError: Model architecture BartForConditionalGeneration is not supported in-tree anymore. Please "
                 "install the plugin at https://github.com/vllm-project/bart-plugin if you want to use this model "
                 "architecture.",
         expected=dict(message_kind="architecture_unsupported",
                       numbers=dict(architectures="BartForConditionalGeneration"),
                       fix_any=["title~plugin"], fix_never=["title~or newer", "--gpu-memory-utilization"]),
         check="arch in _OOT_SUPPORTED_MODELS: a plugin registers it"),
    dict(id="arch_no_module", site="model_executor/models/registry.py::_ModelRegistry._try_resolve_transformers",
         prefix="Cannot find model module.", release="0.10.2",
         example="ValueError: Cannot find model module. 'Qwen3_5ForConditionalGeneration' is not a registered model "
                 "in the Transformers library (only relevant if the model is meant to be in Transformers) and "
                 "'AutoModel' is not present in the model config's 'auto_map' (relevant if the model is custom).",
         expected=dict(message_kind="architecture_unsupported",
                       numbers=dict(architectures="Qwen3_5ForConditionalGeneration"),
                       fix_any=["title~vllm 0.17.0 or newer"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size"]),
         check="the Transformers fallback (model_impl auto / transformers) for an architecture vLLM's registry lacks: "
               "neither vLLM 0.10.2 nor the installed transformers has it; 0.17.0 is the first vLLM read that lists it"),
    # the model's config needs custom code: transformers refuses it without trust_remote_code, vLLM re-raises
    dict(id="trust_remote_code", site="transformers_utils/config.py::get_config", prefix=None,
         template="Failed to load the model config. If the model is a custom model not yet available in the "
                  "HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
                  "`--trust-remote-code` flag in the CLI.",
         template_releases="0.2.7 0.3.3 0.4.3 0.5.5 0.6.0 0.6.3 0.6.6 0.7.0 0.7.3 0.8.0 0.8.3 0.8.5 0.9.0.1 0.9.2 0.10.0 "
                           "0.10.1.1".split(),
         exception="RuntimeError", release="0.6.6",
         example="RuntimeError: Failed to load the model config. If the model is a custom model not yet available in "
                 "the HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
                 "`--trust-remote-code` flag in the CLI.",
         expected=dict(message_kind="trust_remote_code_required", numbers={}, fix_any=["--trust-remote-code"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size"]),
         check="AutoConfig.from_pretrained raised 'requires you to execute the configuration file' and "
               "trust_remote_code is False: the flag lets transformers run the repository's configuration code"),
    dict(id="trust_remote_code_parser", site="transformers_utils/config.py::HFConfigParser.parse", prefix=None,
         template="Failed to load the model config. If the model is a custom model not yet available in the "
                  "HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
                  "`--trust-remote-code` flag in the CLI.",
         template_releases="0.10.2 0.11.0 0.12.0 0.13.0 0.14.0 0.15.0 0.16.0 0.17.0 0.18.0 0.19.1 0.20.0 0.21.0 0.22.0 "
                           "0.23.0 0.24.0 0.25.0 0.26.0 0.27.0 0.28.0 0.29.0 0.30.0 0.31.0 0.32.0 0.33.0".split(),
         exception="RuntimeError", release="0.20.0",
         example="(APIServer pid=1) RuntimeError: Failed to load the model config. If the model is a custom model not "
                 "yet available in the HuggingFace transformers library, consider setting `trust_remote_code=True` in "
                 "LLM or using the `--trust-remote-code` flag in the CLI.",
         expected=dict(message_kind="trust_remote_code_required", numbers={}, fix_any=["--trust-remote-code"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype"]),
         check="the same check, moved to HFConfigParser.parse (0.10.2+)"),
]

# Messages from vLLM's dependencies that end a launch (issue 10, "every way a launch dies"): torch, transformers, the
# CUDA runtime. Each: the text as that package writes it, where it was read (package version), the vLLM releases
# whose launches can print it, an example and the expected reading. Checked by tests/test_launch_deaths.py.
FOREIGN: list[dict] = [
    dict(id="torch_fork_reinit", release="0.6.6",
         source="torch/cuda/__init__.py::_lazy_init (torch 2.13.0, read in the 0.22.0 oracle's venv; the same text in "
                "every torch vLLM 0.2.7-0.33.0 pins)",
         template="Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the "
                  "'spawn' start method",
         example="(VllmWorkerProcess pid=812) ERROR 12-01 10:00:00 multiproc_worker_utils.py:233] RuntimeError: Cannot "
                 "re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' "
                 "start method",
         expected=dict(message_kind="cuda_fork_reinit", numbers={}, fix_any=["VLLM_WORKER_MULTIPROC_METHOD=spawn"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype",
                                  "--tensor-parallel-size", "--enforce-eager"]),
         check="_is_in_bad_fork(): CUDA was initialized in the parent before vLLM forked its workers; envs.py "
               "(0.5.5-0.33.0) reads VLLM_WORKER_MULTIPROC_METHOD (default fork; 0.4.3: spawn)"),
    dict(id="torch_fork_reinit_old", release="0.3.3",
         source="torch/cuda/__init__.py::_lazy_init",
         template="Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the "
                  "'spawn' start method",
         example="RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you "
                 "must use the 'spawn' start method",
         expected=dict(message_kind="cuda_fork_reinit", numbers={}, fix_any=["title~spawn"],
                       fix_never=["VLLM_WORKER_MULTIPROC_METHOD", "--gpu-memory-utilization", "--max-model-len"]),
         check="0.3.3's envs has no VLLM_WORKER_MULTIPROC_METHOD (envs.py first reads it in 0.4.3): the user's own "
               "process forked after touching CUDA"),
    dict(id="transformers_custom_code", release="0.8.5",
         source="transformers/dynamic_module_utils.py::resolve_trust_remote_code (transformers 4.57.6, read in the "
                "0.22.0 oracle's venv)",
         template="{error_message} You can inspect the repository content at https://hf.co/{model_name}.\\nPlease pass "
                  "the argument `trust_remote_code=True` to allow custom code to be run.",
         example="ValueError: The repository Qwen/Qwen-7B-Chat contains custom code which must be executed to correctly "
                 "load the model. You can inspect the repository content at https://hf.co/Qwen/Qwen-7B-Chat.\n"
                 "Please pass the argument `trust_remote_code=True` to allow custom code to be run.",
         expected=dict(message_kind="trust_remote_code_required", numbers={}, fix_any=["--trust-remote-code"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len"]),
         check="has_remote_code and not trust_remote_code"),
    dict(id="cuda_driver_insufficient", release="0.10.2",
         source="CUDA runtime cudaGetErrorString(cudaErrorInsufficientDriver) (libcudart.so.13, CUDA 13.0 on this "
                "machine)",
         template="CUDA driver version is insufficient for CUDA runtime version",
         example="RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before "
                 "calling NumCudaDevices() that might have already set an error? Error 35: CUDA driver version is "
                 "insufficient for CUDA runtime version",
         expected=dict(message_kind="cuda_driver_mismatch", numbers={}, fix_any=["title~driver"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype",
                                  "--tensor-parallel-size", "--enforce-eager"]),
         check="the installed NVIDIA driver is older than the CUDA runtime torch was built with"),
    dict(id="cuda_no_kernel_image", release="0.6.3",
         source="CUDA runtime cudaGetErrorString(cudaErrorNoKernelImageForDevice) (libcudart.so.13, CUDA 13.0)",
         template="no kernel image is available for execution on the device",
         example="RuntimeError: CUDA error: no kernel image is available for execution on the device\n"
                 "CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below "
                 "might be incorrect.",
         expected=dict(message_kind="cuda_no_kernel_image", numbers={}, fix_any=["title~compute capability"],
                       fix_never=["--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype",
                                  "--tensor-parallel-size"]),
         check="the wheel's kernels were not built for this GPU's compute capability"),
]

# Messages the brief named that no release read here prints (searched in every release's sources).
ABSENT = [
    dict(text="Insufficient memory for cache blocks",
         note="no vLLM release 0.2.7-0.33.0 raises it; the nearest are 'No available memory for the cache blocks' "
              "and tensor_memory_pool.py's bare 'Insufficient memory' (a P2P KV-transfer pool, not a launch check)"),
    dict(text="Cannot find ... mamba / num_gpu_blocks",
         note="no release raises it; V0's Mamba cache says \"Couldn't find a free spot in the mamba cache!\" at "
              "run time (model_executor/models/mamba_cache.py), not at launch"),
]


BASELINE_AT = "main e800976"  # the commit a new entry's baseline was recorded at


def _key(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", v))


def _sites(extracted: list[dict], site: str, prefix: str) -> list[dict]:
    out = [m for m in extracted if m["where"].endswith(site) or site in m["where"]]
    out = [m for m in out if m["template"].startswith(prefix)]
    return [dict(where=m["where"], exception=m["exception"], template=m["template"], releases=m["releases"])
            for m in out]


def _baseline(example: str, release: str) -> dict:
    from kvroom.explain import explain

    r = explain(example, vllm_version=release)
    d = r.to_dict()
    return dict(message_kind=d["message_kind"], numbers=d["numbers"],
                cause=(d["diagnosis"] or {}).get("cause"), fixes=[f["command"] for f in d["fixes"]])


def main(argv: list[str]) -> None:
    extracted = json.load(open(argv[0]))
    old, old_foreign = {}, {}
    if os.path.exists(OUT):
        doc = json.load(open(OUT))
        old = {e["id"]: e for e in doc["messages"]}
        old_foreign = {e["id"]: e for e in doc.get("foreign", ())}
    entries = []
    for spec in ENTRIES:
        e = dict(spec)
        if e.get("prefix") is not None:
            sites = _sites(extracted, e["site"], e["prefix"])
            if not sites:
                raise SystemExit(f"{e['id']}: no template at {e['site']} starting {e['prefix']!r}")
        else:
            exc = e.pop("exception", "AssertionError" if e["id"] != "swap_space" else "ValueError")
            sites = [dict(where="vllm/" + e["site"], exception=exc,
                          template=e.pop("template"), releases=e.pop("template_releases"))]
        e.pop("prefix", None)
        e["sites"] = sites
        e["releases"] = sorted({r for s in sites for r in s["releases"]}, key=_key)
        assert e["release"] in e["releases"], (e["id"], e["release"])
        if e["id"] in old and "baseline" in old[e["id"]]:
            e["baseline"] = old[e["id"]]["baseline"]
        elif "--baseline" in argv:
            e["baseline"] = _baseline(e["example"], e["release"]) | dict(at=BASELINE_AT)
        entries.append(e)
    foreign = []
    for spec in FOREIGN:
        e = dict(spec)
        if e["id"] in old_foreign and "baseline" in old_foreign[e["id"]]:
            e["baseline"] = old_foreign[e["id"]]["baseline"]
        elif "--baseline" in argv:
            e["baseline"] = _baseline(e["example"], e["release"]) | dict(at=BASELINE_AT)
        foreign.append(e)
    doc = dict(
        about="vLLM's own startup-failure messages read from released wheels (tools/extract_vllm_messages.py, "
              "tools/build_vllm_messages.py). template: as the source writes it; sites: file::function and the "
              "releases it was read in; example: the template filled with plausible numbers; expected: message_kind, "
              "numbers and fix directions derived from what the check compares (check). baseline: what kvroom "
              "explain did on the example at main 80e05e3, before issue 10's catalog work (an entry whose baseline has 'at': "
              "at that commit, before the work that added it). foreign: messages of vLLM's dependencies (torch, "
              "transformers, the CUDA runtime) that end a launch, each with the package source it was read in.",
        releases_read=sorted({r for e in entries for r in e["releases"]}, key=_key),
        absent=ABSENT, messages=entries, foreign=foreign)
    with open(OUT, "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
