"""The rules written in the session of rounds 110+ (tests/golden/wild/BLIND.md), each tested on wordings other than the
fixture it was fitted on. Texts are as their sources print them (cited per test); no expected value is computed by
kvroom."""

from __future__ import annotations

from kvroom.explain import explain
from kvroom.logs import raises


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- a vLLM check quoted up to where the teller's own words take over (logs/raises.py _DIVERGE_MIN). The site's text
# is vLLM's, config/model.py::ModelConfig.verify_with_parallel_config 0.8.3-0.11.0: "Seed must be set when using
# external launcher backend to make sure sampling results are the same across workers."; the tellings are other than
# the fitted title's (modelscope/ms-swift#3787: "... backend with vLLM (ms_swift not propagating seed)")
def test_a_check_retold_in_the_teller_s_words_after_its_head_is_that_check() -> None:
    d = _d("AssertionError: Seed must be set when using external launcher backend in verl's rollout workers\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "vllm_check_failed"
    site = raises.find_site("Seed must be set when using external launcher backend (GRPO trainer)")
    assert site is not None and site.where.endswith("verify_with_parallel_config")


def test_a_short_head_in_other_words_is_no_check() -> None:
    # 28 characters of the site's text, then other words: too short to tell the check from a sentence that shares them
    assert raises.find_site("Seed must be set when using a different random generator in my script") is None


def test_a_site_the_line_holds_in_its_own_words_outranks_a_retold_one() -> None:
    # vllm/config/vllm.py (0.31-0.33): "--enable-return-routed-experts is incompatible with pipeline parallelism
    # (PP>1)." in full, against its sibling checks sharing the head ("... with KV connectors ...", "... with context
    # parallelism ...") that the line would match only up to the head
    site = raises.find_site("--enable-return-routed-experts is incompatible with pipeline parallelism (PP>1).")
    assert site is not None and site.needles == ("--enable-return-routed-expertsisincompatiblewithpipelineparallelism"
                                                 "(PP>1)",)


# --- torch's OOM head alone (an issue title, a summary line) and then torch's whole message: the printed message, with
# its figures, is the one read. torch's text (c10/cuda/CUDACachingAllocator.cpp): "CUDA out of memory. Tried to
# allocate X GiB. GPU 0 has a total capacity of Y GiB of which Z MiB is free. ..."
def test_an_oom_head_then_torch_s_whole_message_reads_the_figures() -> None:
    log = ("torch.OutOfMemoryError: CUDA out of memory.\n\n"
           "I run vllm serve on one card and get:\n"
           "(EngineCore_DP0 pid=411) torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.50 GiB. GPU 0 "
           "has a total capacity of 23.54 GiB of which 1.12 GiB is free. Of the allocated memory 21.80 GiB is allocated "
           "by PyTorch, and 90.00 MiB is reserved by PyTorch but unallocated.\n")
    n = _d(log)["numbers"]
    assert n["tried_gib"] == 2.5 and n["total_gib"] == 23.54


def test_an_oom_told_with_figures_first_keeps_them() -> None:
    # the first message already has torch's figures: a second OOM (another rank's) does not replace it
    log = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB. GPU 0 has a total capacity of "
           "79.10 GiB of which 512.00 MiB is free.\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.00 GiB. GPU 1 has a total capacity of "
           "79.10 GiB of which 2.00 GiB is free.\n")
    assert _d(log)["numbers"]["tried_gib"] == 1.0


MEMORY_FLAGS = {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size"}


# --- CUTLASS's own status of a kernel vLLM runs (logs/patterns.py cutlass_status_error): vLLM's CUTLASS_CHECK
# (csrc/cutlass_extensions/common.hpp) raises cutlassGetStatusString(status) (cutlass/cutlass.h) as a RuntimeError
def test_a_cutlass_status_under_vllm_s_kernel_is_a_kernel_failure() -> None:
    log = ('  File "/usr/local/lib/python3.12/dist-packages/vllm/_custom_ops.py", line 845, in cutlass_scaled_mm\n'
           "    torch.ops._C.cutlass_scaled_mm(out, a, b, scale_a, scale_b, bias)\n"
           "RuntimeError: Error Architecture Mismatch\n")
    d = _d(log)
    assert d["message_kind"] == "quantization_kernel_bug" and d["diagnosis"]["cause"] == "quantization_kernel_bug"
    assert "architecture" in d["diagnosis"]["summary"]
    assert not {f["flag"] for f in d["fixes"]} & MEMORY_FLAGS


def test_a_cutlass_status_named_with_its_kernel_in_a_title() -> None:
    d = _d("[Bug]: CutlassFp8BlockScaledMMKernel fails with RuntimeError: Error Internal on RTX PRO 6000 (SM120)\n")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert d["fixes"][0]["flag"] == "VLLM_DISABLED_KERNELS" and d["fixes"][0]["value"] == "CutlassFp8BlockScaledMMKernel"
    assert _d("cutlass_scaled_sparse_mm Error Internal after upgrading\n")["message_kind"] == "quantization_kernel_bug"


def test_an_internal_server_error_is_no_cutlass_status() -> None:
    assert _d("requests.exceptions.HTTPError: 500 Server Error: Internal Server Error for url: http://localhost:8000/v1"
              "\n")["message_kind"] != "quantization_kernel_bug"


# --- XLA out of a TPU's HBM (logs/patterns.py tpu_xla_resource_exhausted): the JAX runtime's CompileTimeHbmOom wording
# (as a marin-community run log quotes it: "jax.errors.JaxRuntimeError: RESOURCE_EXHAUSTED: E1000: CompileTimeHbmOom:
# Ran out of memory in memory space hbm. Used 32.08G of 31.25G hbm."). Before the KV cache is sized it is the profiling
# pass's program (v1/worker/tpu_worker.py::determine_available_memory runs profile_run first, 0.11.0 source)
def test_an_hbm_compile_oom_before_the_kv_cache_is_the_profiling_pass() -> None:
    log = ("jax.errors.JaxRuntimeError: RESOURCE_EXHAUSTED: E1000: CompileTimeHbmOom: Ran out of memory in memory space "
           "hbm. Used 32.08G of 31.25G hbm.\n")
    d = _d(log)
    assert d["message_kind"] == "oom_profiling" and d["diagnosis"]["cause"] == "oom_profiling"
    assert d["numbers"]["xla_used_gib"] == 32.08 and d["numbers"]["total_gib"] == 31.25
    flags = {f["flag"] for f in d["fixes"]}
    assert "--gpu-memory-utilization" not in flags and "--enforce-eager" not in flags
    assert "0.00" not in " ".join(d["diagnosis"]["evidence"])  # XLA prints no free figure: none is made up


def test_an_hbm_oom_after_the_kv_cache_is_the_warm_up() -> None:
    log = ("INFO 04-29 13:22:10 [kv_cache_utils.py:634] GPU KV cache size: 1,210,336 tokens\n"
           "jax.errors.JaxRuntimeError: RESOURCE_EXHAUSTED: E1000: CompileTimeHbmOom: Ran out of memory in memory space "
           "hbm. Used 31.60G of 31.25G hbm.\n")
    d = _d(log)
    assert d["message_kind"] == "oom_cuda_graph"
    assert not any(f["flag"] == "--enforce-eager" for f in d["fixes"])


def test_the_runtime_s_program_allocation_failure_over_two_lines() -> None:
    # tpu-inference's runtime wording: the program on one line, the figures on the next
    log = ("RuntimeProgramAllocationFailure: Error loading program 'jit_step_fun':\n"
           "Attempting to allocate 2.50G. That was not possible. There are 1.02G free.\n")
    d = _d(log)
    assert d["message_kind"] == "oom_cuda_graph" and d["numbers"]["tried_gib"] == 2.5


# --- a traceback flattened onto one line (a blog that joined its lines with spaces): its exception is the first
# "XError: " after the last frame (logs/normalize.py). The site is vLLM's entrypoints/openai/serving_models.py
# (init_static_loras: raise ValueError(load_result.message)); the wording here is another check's, config/parallel.py's
def test_a_flattened_traceback_s_exception_is_read() -> None:
    line = ('File "/usr/lib/python3.11/site-packages/vllm/engine/arg_utils.py", line 1210, in create_engine_config '
            'parallel_config = ParallelConfig( File "/usr/lib/python3.11/site-packages/vllm/config/parallel.py", line '
            '380, in __post_init__ self._verify_args() File "/usr/lib/python3.11/site-packages/vllm/config/parallel.py"'
            ', line 530, in _verify_args raise ValueError( ValueError: Unrecognized distributed executor backend '
            'spark. Supported values are \'ray\', \'mp\' \'uni\', \'external_launcher\'  or custom ExecutorBase '
            'subclass.\n')
    d = _d(line)
    assert d["message_kind"] == "vllm_check_failed"
    assert "Unrecognized distributed executor backend" in d["message_text"]


# --- a frame whose function name a terminal cut, its rest alone on the next line (logs/builder.py _frames_unwrapped):
# the bare assert under it is still vLLM's check at that function
def test_a_frame_name_cut_by_a_terminal_is_joined() -> None:
    log = ('Traceback (most recent call last):\n'
           '  File "/usr/local/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py", line 870, in _get_kv_cache'
           '_config_uniform_t\n'
           'ype\n'
           '    assert len(kv_cache_spec) > 0\n'
           'AssertionError\n')
    d = _d(log)
    assert d["message_kind"] == "vllm_check_failed"
    assert "::_get_kv_cache_config_uniform_type)" in d["diagnosis"]["summary"]


# --- vLLM's loader refusing parameters no tensor filled (model_loader/loader.py::DefaultModelLoader.load_weights,
# 0.6.6-0.8.x; default_loader.py track_weights_loading later): "Following weights were not initialized from
# checkpoint: {weights_not_loaded}", a Python set; its kind is the weight-loading mismatch's, seen from the class's side
# (two of three collectors' labels, rounds 207 and 331; the session of rounds 315-332 moved it from vllm_check_failed)
def test_weights_not_initialized_is_a_checkpoint_mismatch() -> None:
    d = _d("ValueError: Following weights were not initialized from checkpoint: {'lm_head.weight'}\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"
    assert "lm_head.weight" in d["diagnosis"]["summary"]
    assert not {f["flag"] for f in d["fixes"]} & MEMORY_FLAGS


# --- torch's bare OOM head, then vLLM's own memory refusal with its figures (logs/builder.py _VLLM_MEMORY_REFUSALS):
# vLLM raises its refusal only when the start reached its check, so the refusal is the failure. The V0 text is
# worker.py::raise_if_cache_size_invalid's
def test_a_bare_oom_head_then_vllm_s_refusal_reads_the_refusal() -> None:
    log = ("torch.OutOfMemoryError: CUDA out of memory.\n"
           "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored "
           "in KV cache (20976). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
           "initializing the engine.\n")
    d = _d(log)
    assert d["message_kind"] == "kv_cache_too_small_v0"
    assert d["numbers"]["max_kv_tokens"] == 20976


def test_an_oom_with_figures_is_not_replaced_by_a_later_refusal() -> None:
    log = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
           "23.54 GiB of which 1.10 GiB is free.\n"
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine.\n")
    assert _d(log)["message_kind"].startswith("oom")


# --- a short vLLM check quoted whole in a sentence, closed right after it (logs/raises.py _quoted_whole): vLLM's
# models/deepseek_vl2.py raises ImportError("Please install timm") (0.8+)
def test_a_short_check_quoted_whole_in_a_sentence_is_that_check() -> None:
    d = _d("The DeepSeek-VL2 launch dies at init (ImportError: Please install timm) on every GPU\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert _d("My launch has the error: Please install timm and then something else breaks\n")[
        "message_kind"] != "vllm_check_failed"


# --- huggingface_hub's gated-repo refusal with "URL" retyped in capitals (a page's table of symptoms)
def test_a_gated_repo_refusal_retyped_with_url_in_capitals() -> None:
    d = _d("huggingface_hub.errors.GatedRepoError: 403 Client Error. Cannot access gated repo for URL "
           "https://huggingface.co/meta-llama/Llama-3.3-70B-Instruct/resolve/main/config.json.\n")
    assert d["message_kind"] == "hub_access_denied"


# --- CPython's spawn refusing a main module still being imported (Lib/multiprocessing/spawn.py::
# _check_not_importing_main), as a worker prints it under vLLM's log prefix; a script's own freeze_support() is none
_SPAWN = ("RuntimeError: \n"
          "        An attempt has been made to start a new process before the\n"
          "        current process has finished its bootstrapping phase.\n\n"
          "        This probably means that you are not using fork to start your\n"
          "        child processes and you have forgotten to use the proper idiom\n"
          "        in the main module:\n\n"
          "            if __name__ == '__main__':\n"
          "                freeze_support()\n"
          "                ...\n")


def test_spawn_without_a_main_guard() -> None:
    d = _d("INFO 03-02 10:00:01 [__init__.py:239] Automatically detected platform cuda.\n" + _SPAWN)
    assert d["message_kind"] == "cuda_fork_reinit"
    assert "__main__" in d["diagnosis"]["summary"]
    assert not {f["flag"] for f in d["fixes"]} & MEMORY_FLAGS


def test_a_script_s_own_freeze_support_is_no_failure() -> None:
    script = ("from multiprocessing import freeze_support\n"
              "if __name__ == '__main__':\n"
              "    freeze_support()\n"
              "    main()\n")
    assert _d(script)["message_kind"] != "cuda_fork_reinit"


# --- torch's OOM quoted from "Tried to allocate" in a code span closed right after the size, the phase in the
# sentence ("during CUDA graph capture")
def test_tried_to_allocate_in_a_code_span_closed_after_the_size() -> None:
    d = _d("With k=6 the engine dies during CUDA graph capture:\n"
           "`torch.OutOfMemoryError: Tried to allocate 1.25 GiB` on the 4090\n")
    assert d["message_kind"] == "oom_cuda_graph" and d["numbers"]["tried_gib"] == 1.25


# --- vLLM's AutoWeightsLoader refusal (models/utils.py: "There is no module or parameter named '{prefix}' in
# {type(self.module).__name__}") quoted cut after the name
def test_no_module_or_parameter_quoted_without_its_class() -> None:
    d = _d("Loading the merged checkpoint fails: There is no module or parameter named 'visual.merger'.\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "visual.merger"


# --- a reporter's "The error is: <quote>" / "the error was: <quote>" (logs/builder.py _PROSE_ERRORS): the quote is
# looked up among vLLM's sites; the site here is compressed_tensors/utils.py::find_matched_target (0.5.3-0.20.0:
# "Unable to find matching target for {layer_name} in the compressed-tensors config.")
def test_the_error_was_quoted_after_the_teller_s_words() -> None:
    d = _d('vllm serve ./qwen-w8a8 --port 8000\n'
           'Startup dies and the error was: "Unable to find matching target for model.layers.3.mlp.gate_proj in the '
           'compressed-tensors config."\n')
    assert d["message_kind"] == "vllm_check_failed"


# --- XLA's HBM compile OOM on a launch already running a quantized checkpoint: no "a quantized checkpoint" fix
def test_no_quantized_checkpoint_fix_for_a_quantized_launch() -> None:
    log = ("INFO 04-29 13:19:00 [__init__.py:239] Automatically detected platform tpu.\n"
           "vllm serve Qwen/Qwen2.5-72B-Instruct-AWQ --quantization awq --tensor-parallel-size 4\n"
           "jax.errors.JaxRuntimeError: RESOURCE_EXHAUSTED: E1000: CompileTimeHbmOom: Ran out of memory in memory space "
           "hbm. Used 33.10G of 31.25G hbm.\n")
    d = _d(log)
    assert d["message_kind"] == "oom_profiling"
    assert not any("quantized" in (f["value"] or "") for f in d["fixes"])


def test_a_site_whose_later_text_is_missing_is_not_that_site() -> None:
    # config.py::SpeculativeConfig._verify_args (0.5-0.7): "Expected typical_acceptance_sampler_posterior_threshold and
    # typical_acceptance_sampler_posterior_alpha to be > 0. Instead found typical_acceptance_sampler_posterior_threshold=
    # {t} and typical_acceptance_sampler_posterior_alpha={a}": its first text whole, its second nowhere after it, and
    # the line going on: no head of the second text, so not this site
    text = ("Expected typical_acceptance_sampler_posterior_threshold and typical_acceptance_sampler_posterior_alpha to "
            "be > 0. Instead found typical_acceptance_sampler_posterior_threshold=0 so I set something else entirely "
            "and the server still does not start")
    site = raises.find_site(text)
    assert site is None or len(site.needles) != 2 or not site.where.endswith("SpeculativeConfig._verify_args")


# --- the CUDA runtime's cudaErrorStreamCaptureInvalidated ("operation failed due to a previous error during capture"):
# a step of the captured forward broke the capture (logs/patterns.py cuda_graph_capture_sync)
def test_a_capture_invalidated_by_a_previous_error_is_a_graph_the_model_cannot_capture() -> None:
    log = ("(EngineCore_DP0 pid=901) ERROR 02-01 10:00:00 [core.py:700] RuntimeError: CUDA error: operation failed due "
           "to a previous error during capture\n")
    d = _d(log)
    assert d["message_kind"] == "cuda_graph_unsupported"
    assert any(f["flag"] == "--enforce-eager" for f in d["fixes"])


# --- a vLLM check quoted in a markdown code span inside a sentence, without its exception (logs/builder.py
# _CODE_SPAN_RE): config/model.py::ModelConfig.verify_with_parallel_config (0.8.3-0.11.0) "Seed must be set when using
# external launcher backend to make sure sampling results are the same across workers."
def test_a_check_quoted_in_a_code_span_of_a_sentence() -> None:
    d = _d("vllm serve ./policy --port 8001\n"
           "Our rollout workers die at init (`Seed must be set when using external launcher backend to make sure "
           "sampling results are the same across workers.`) unless we pass a seed.\n")
    assert d["message_kind"] == "vllm_check_failed"


def test_spans_that_are_no_check_take_no_error_s_place() -> None:
    prose = "".join(f"We tried `option number {i} with several words in it` first.\n" for i in range(12))
    d = _d(prose + "ValueError: Offline data parallel mode is not supported/useful for dense models.\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "Offline data parallel" in d["message_text"]
    assert _d(prose)["message_kind"] is None


# --- vLLM's KV refusal retold with both its figures (logs/patterns.py kv_refusal_retold): read only where the line
# names the KV cache and the figure needed is the larger, and never over vLLM's own message
def test_a_kv_refusal_retold_with_both_figures() -> None:
    d = _d("Update: with the 32k context it needs 6.40 GiB of KV cache but only has 4.10 GiB, so it will not start.\n")
    assert d["message_kind"] == "kv_cache_too_small"
    assert d["numbers"]["needed_gib"] == 6.4 and d["numbers"]["available_gib"] == 4.1
    d = _d("KV cache error at startup (2.75 GiB needed, only 1.20 GiB available)\n")
    assert d["numbers"]["needed_gib"] == 2.75 and d["numbers"]["available_gib"] == 1.2


def test_a_capacity_statement_is_no_refusal() -> None:
    assert _d("It needs 1.00 GiB of KV cache but has 4.50 GiB, plenty of room.\n")["message_kind"] is None
    assert _d("Each request needs 2.0 GiB of KV cache per 32k tokens.\n")["message_kind"] is None


def test_vllm_s_own_refusal_wins_over_a_retelling() -> None:
    log = ("My notes: it needs 9.00 GiB of KV cache but only has 2.00 GiB.\n"
           "ValueError: To serve at least one request with the model's max seq len (131072), (16.00 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (5.41 GiB). Based on the available memory, the "
           "estimated maximum model length is 44320. Try increasing `gpu_memory_utilization` or decreasing "
           "`max_model_len` when initializing the engine.\n")
    d = _d(log)
    assert d["numbers"]["needed_gib"] == 16.0 and d["numbers"]["estimated_max_model_len"] == 44320
