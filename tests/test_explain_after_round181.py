"""The rules written in the session of rounds 181-188 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures it was fitted on. Log lines are vLLM's, torch's or Python's own formats (cited per test; release windows
read in the released sdists); no expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain
from kvroom.logs import parse_text


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


# --- an OOM inside Inductor's compile (torch/_inductor/exc.py::InductorError; torch/_inductor/codegen/wrapper.py's
# "Failed to run autotuning code block: {e}"): vLLM compiles on the first forward passes after loading, the profiling
# run first (v1/worker/gpu_model_runner.py::profile_run, "torch.compile takes N s in total")
@pytest.mark.parametrize("text", [
    "torch._inductor.exc.InductorError: RuntimeError: Failed to run autotuning code block: CUDA out of memory. Tried "
    "to allocate 1.50 GiB. GPU 0 has a total capacity of 23.53 GiB of which 1.02 GiB is free.",
    "(EngineCore_DP0 pid=412) torch._inductor.exc.InductorError: OutOfMemoryError: CUDA out of memory. Tried to "
    "allocate 512.00 MiB. GPU 0 has a total capacity of 79.19 GiB of which 301.25 MiB is free.",
    "RuntimeError: Failed to run autotuning code block: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 1 has a "
    "total capacity of 44.39 GiB of which 1.11 GiB is free.",
])
def test_an_oom_inside_inductors_compile_is_in_the_profiling_run(text: str) -> None:
    r = parse_text(text)
    assert (r.message_kind, r.oom_phase) == ("oom_profiling", "profiling")


def test_an_oom_with_loading_frames_stays_in_loading() -> None:
    # a loader's frame places it, whatever Inductor's name elsewhere in the paste
    r = parse_text('Traceback (most recent call last):\n'
                   '  File "/usr/lib/python3/site-packages/vllm/model_executor/model_loader/default_loader.py", line '
                   '269, in load_weights\n'
                   "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.50 GiB. GPU 0 has a total capacity "
                   "of 23.53 GiB of which 1.02 GiB is free.\n")
    assert r.oom_phase == "loading"


# --- a reporter's words for the profiling run (vLLM's own names: profile_run, _dummy_run; "profile pass", "dummy
# forward" are the same step told in words)
@pytest.mark.parametrize("text", [
    "The engine OOMs in the profile pass, right after the weights are in.\n",
    "We hit OOM during the profiling forward pass with 32k tokens.\n",
    "OOM in the dummy forward of the vision encoder\n",
])
def test_a_reporters_words_for_the_profile_run_place_the_oom(text: str) -> None:
    r = parse_text(text)
    assert (r.message_kind, r.oom_phase) == ("oom_profiling", "profiling")


def test_a_pass_that_is_not_the_profile_run_is_not_placed_there() -> None:
    assert parse_text("OOM on the second pass over the dataset\n").oom_phase != "profiling"


# --- vLLM's checks quoted with an elision or cut where one of the message's pieces ends (logs/raises.py::_matched):
# sites read from the released sources (data/vllm_raises.json), texts as vLLM formats them with a reporter's cut
@pytest.mark.parametrize("text", [
    # config/speculative.py::SpeculativeConfig.verify_equal_vocab_size_if_draft_model, its figures elided
    "Target and draft model should have the same vocabulary size. Target model vocab_size=[...]. Draft model "
    "vocab_size=151936. Using models with different tokenizers can cause out-of-bounds errors during speculative "
    "decoding.",
    # ... and cut where a piece ends, before its longest piece
    "Target and draft model should have the same vocabulary size. Target model vocab_size=152064.",
    # ... and cut at an elision mark
    "Target and draft model should have the same vocabulary size. Target model vocab_size=152064 …",
])
def test_a_check_quoted_with_an_elision_or_cut_at_a_pieces_end_is_found(text: str) -> None:
    from kvroom.logs import raises
    site = raises.find_site(text)
    assert site is not None and site.where.endswith("verify_equal_vocab_size_if_draft_model")


@pytest.mark.parametrize("text", [
    "Target and draft model should have the same vocab",  # under _CUT_AFTER characters of the site
    "Target and draft model should both be loaded before the tokenizer is read.",
])
def test_a_short_or_diverging_quotation_is_not_a_site(text: str) -> None:
    from kvroom.logs import raises
    site = raises.find_site(text)
    assert site is None or not site.where.endswith("verify_equal_vocab_size_if_draft_model")


# --- NCCL's result codes (nccl.h ncclResult_t) printed as "<code>: <its string>" on their own line (torch's
# ProcessGroupNCCL after "DistBackendError: NCCL error"): NCCL's words, not a Python exception to strip
@pytest.mark.parametrize("text", [
    "torch.distributed.DistBackendError: NCCL error\nncclUnhandledCudaError: Call to CUDA function failed.\n",
    "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.\n",
    "ncclInternalError: Internal check failed.\n",
])
def test_nccls_result_code_on_its_own_line_is_an_nccl_error(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "nccl_error"
    assert "--max-model-len" not in _flags(d) and "--gpu-memory-utilization" not in _flags(d)


def test_a_python_exception_named_like_nccl_is_still_stripped() -> None:
    from kvroom.logs.normalize import clean
    assert clean("ValueError: NCCL is not available").exception_type == "ValueError"


# --- vLLM's KV refusal retold with the memory left first and a comparison ("available KV cache memory (X GiB) < needed
# (Y GiB)": vLLM's own names for both figures, v1/core/kv_cache_utils.py::check_enough_kv_cache_memory), and read over
# an author's word "OOM" for the same failure
@pytest.mark.parametrize("text", [
    "Error: available KV cache memory (1.20 GiB) < needed (3.50 GiB)\n",
    "# available KV cache memory: 0.50 GiB is less than the KV cache needed: 2.25 GiB\n",
    "### Try 3: 128K context ❌ OOM\nvLLM said: available KV cache memory (6.02 GiB) < needed (15.00 GiB)\n",
])
def test_a_retold_kv_refusal_with_the_memory_left_first(text: str) -> None:
    r = parse_text(text)
    assert r.message_kind == "kv_cache_too_small"
    assert r.numbers["needed_gib"] > r.numbers["available_gib"]


def test_a_retold_capacity_with_room_to_spare_is_no_refusal() -> None:
    # the comparison the other way is no refusal: the available figure is above the need
    assert parse_text("available KV cache memory (9.00 GiB) < needed (3.00 GiB)\n").message_kind != "kv_cache_too_small"


# --- the multiprocessing backend's world-size check (vllm/config/parallel.py::ParallelConfig.__post_init__,
# 0.13.0-0.33.0 sdists: "World size (N) is larger than the number of available GPUs (M) in this node. If this is
# intentional and you are using: ..."), quoted through pydantic's ValidationError as vLLM raises it
@pytest.mark.parametrize("text", [
    "pydantic_core._pydantic_core.ValidationError: 1 validation error for ParallelConfig\n"
    "  Value error, World size (4) is larger than the number of available GPUs (2) in this node. If this is "
    "intentional and you are using:\n- ray, set '--distributed-executor-backend ray'.\n"
    "- multiprocessing, set '--nnodes' appropriately. [type=value_error, input_value=ArgsKwargs((), {}), "
    "input_type=ArgsKwargs]\n",
    "(APIServer pid=1) ValueError: World size (8) is larger than the number of available GPUs (4) in this node.\n",
])
def test_the_world_size_check_is_tp_over_gpus(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "tp_over_gpus" and d["diagnosis"]["cause"] == "tp_over_gpus"
    assert d["numbers"]["local_world_size"] > d["numbers"]["gpu_count"]
    assert not {"--max-model-len", "--gpu-memory-utilization"} & set(_flags(d))
    assert "0.13.0" in (d.get("release_range") or d.get("vllm_release") or str(d))


# --- a YAML list with a flag and its value as items of their own (Kubernetes args, docker compose command)
@pytest.mark.parametrize("items,tp", [
    ('args:\n  - --tensor-parallel-size\n  - "4"   # was 2\n', 4),
    ("command:\n  - --model\n  - Qwen/Qwen2.5-7B-Instruct\n  - --tensor-parallel-size\n  - '2'\n", 2),
    ("args:\n- --tensor-parallel-size\n- 8\n", 8),
])
def test_a_yaml_flag_item_takes_the_next_item_as_its_value(items: str, tp: int) -> None:
    r = parse_text(items + "ValueError: World size (8) is larger than the number of available GPUs (1) in this node.\n")
    assert r.tensor_parallel_size == tp


def test_a_yaml_flag_item_followed_by_another_flag_takes_no_value() -> None:
    r = parse_text("args:\n  - --enforce-eager\n  - --tensor-parallel-size\n  - \"2\"\n")
    assert r.tensor_parallel_size == 2 and r.enforce_eager is not False


# --- argparse's "ignored explicit argument %r" (argparse.py consume_optional, a flag with nargs=0: vLLM's store_true
# flags and its --flag / --no-flag pairs)
@pytest.mark.parametrize("text,flag,fix", [
    ("vllm serve: error: argument --enforce-eager: ignored explicit argument 'True'", "--enforce-eager",
     "write --enforce-eager alone"),
    ("api_server.py: error: argument --enable-prefix-caching/--no-enable-prefix-caching: ignored explicit argument "
     "'false'", "--enable-prefix-caching", "write --no-enable-prefix-caching alone"),
])
def test_a_value_after_a_boolean_flag_is_refused_by_argparse(text: str, flag: str, fix: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed" and d["numbers"]["cli_flag"] == flag
    assert d["fixes"][0]["title"] == fix
    assert not {"--max-model-len", "--gpu-memory-utilization", "--tensor-parallel-size"} & set(_flags(d))


# --- pydantic refusing a key of one of vLLM's config classes (vllm/config/utils.py::config: pydantic dataclasses with
# extra="forbid", 0.16.0-0.33.0 sdists); pydantic_core prints the class, the key's location, then the refusal
@pytest.mark.parametrize("text,cls,key", [
    ("pydantic_core._pydantic_core.ValidationError: 1 validation error for CompilationConfig\n"
     "full_cuda_graph\n  Unexpected keyword argument [type=unexpected_keyword_argument, input_value=True, "
     "input_type=bool]\n", "CompilationConfig", "full_cuda_graph"),
    ("(EngineCore pid=7) pydantic_core._pydantic_core.ValidationError: 1 validation error for KVTransferConfig\n"
     "(EngineCore pid=7) kv_buffer_sz\n(EngineCore pid=7)   Extra inputs are not permitted [type=extra_forbidden, "
     "input_value=1000000000.0, input_type=float]\n", "KVTransferConfig", "kv_buffer_sz"),
])
def test_a_key_a_vllm_config_class_does_not_have(text: str, cls: str, key: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert (d["numbers"]["config_class"], d["numbers"]["config_key"]) == (cls, key)
    assert key in d["fixes"][0]["title"]
    assert not {"--max-model-len", "--gpu-memory-utilization"} & set(_flags(d))


def test_pydantics_refusal_for_another_librarys_class_is_not_vllms() -> None:
    r = parse_text("pydantic_core._pydantic_core.ValidationError: 1 validation error for ChatRequest\nfoo\n"
                   "  Extra inputs are not permitted [type=extra_forbidden, input_value=1, input_type=int]\n")
    assert r.message_kind != "vllm_check_failed" or r.numbers.get("config_class") is None


# --- vllm/_custom_ops.py's warning that vllm._C did not import (logger.warning, 0.5.0-0.11.0 sdists): vLLM goes on, so
# a later exception that names none of its ops is the failure
_OPS_WARNING = ("WARNING 11-05 07:33:16 [_custom_ops.py:20] Failed to import from vllm._C with ImportError('libcudart."
                "so.12: cannot open shared object file: No such file or directory')\n")


def test_a_later_unrelated_exception_outranks_the_ops_import_warning() -> None:
    r = parse_text(_OPS_WARNING + "ERROR 11-05 07:33:26 [core.py:708] EngineCore failed to start.\n"
                   "ERROR 11-05 07:33:26 [core.py:708] KeyError: 'model.layers.0.mlp.gate_up_proj.weight'\n")
    assert r.message_kind != "vllm_extension_import_failed"


@pytest.mark.parametrize("later", [
    "AttributeError: '_OpNamespace' '_C' object has no attribute 'rms_norm'\n",
    "ERROR 11-05 07:33:26 [core.py:708] EngineCore failed to start.\n",  # no exception of its own
    "",
])
def test_the_ops_import_warning_stays_the_cause_when_nothing_else_or_an_op_failed(later: str) -> None:
    assert parse_text(_OPS_WARNING + later).message_kind == "vllm_extension_import_failed"


# --- a settings block's or env file's assignments named as vLLM's arguments (the lowest priority: any printed
# argument wins), as a --config YAML's keys already were
@pytest.mark.parametrize("text,want", [
    ("tensor_parallel_size=4\nmax_model_len=8192\nmax_num_batched_tokens=1024\ngpu_memory_utilization=0.85\n",
     (4, 8192, None, 1024, 0.85)),
    ("export TENSOR_PARALLEL_SIZE=2\nexport MAX_MODEL_LEN=32768\nMAX_NUM_SEQS=16\nGPU_MEMORY_UTILIZATION=0.9\n",
     (2, 32768, 16, None, 0.9)),
])
def test_settings_assignments_named_as_vllms_arguments(text: str, want: tuple) -> None:
    r = parse_text(text)
    assert (r.tensor_parallel_size, r.max_model_len, r.max_num_seqs, r.max_num_batched_tokens,
            r.gpu_memory_utilization) == want


@pytest.mark.parametrize("text", ["SGLANG_MAX_MODEL_LEN=4096\n", "my_max_model_len=4096\n",
                                  "max_model_len=4096 is what we tried first\n"])
def test_other_names_and_sentences_are_no_setting(text: str) -> None:
    assert parse_text(text).max_model_len is None


def test_a_printed_argument_outranks_a_settings_assignment() -> None:
    r = parse_text("MAX_MODEL_LEN=2048\nINFO 01-01 00:00:00 [utils.py:253] non-default args: {'max_model_len': 4096}\n")
    assert r.max_model_len == 4096


def test_explains_context_carries_the_batch_sizes() -> None:
    d = _d("max_num_seqs=8\nmax_num_batched_tokens=512\nValueError: No available memory for the cache blocks. Try "
           "increasing `gpu_memory_utilization` when initializing the engine.\n")
    assert (d["context"]["max_num_seqs"], d["context"]["max_num_batched_tokens"]) == (8, 512)


# --- DeepGEMM's assert with its path cut to the library's tree (DG_HOST_ASSERT, csrc/apis/*.hpp), under vLLM's
# wrapper's frame (vllm/utils/deep_gemm.py)
def test_deepgemms_assert_with_a_short_path_under_its_wrapper() -> None:
    d = _d('  File "/usr/local/lib/python3.12/dist-packages/vllm/utils/deep_gemm.py", line 410, in '
           "get_paged_mqa_logits_metadata\nRuntimeError: Assertion error (csrc/apis/attention.hpp:219): Unsupported "
           "architecture\n")
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["fixes"][0]["flag"] == "VLLM_USE_DEEP_GEMM"


def test_an_assert_of_another_librarys_csrc_apis_is_not_deepgemms() -> None:
    assert parse_text("RuntimeError: Assertion error (csrc/apis/foo.hpp:12): bad shape\n").message_kind \
        != "quantization_unsupported_gpu"


# --- a check quoted up to a full stop of its text (the next sentence left out), and pydantic's "Value error, " head
# inside a markdown code span
@pytest.mark.parametrize("text", [
    # quantization/modelopt.py::ModelOptQuantConfigBase.from_config (0.8.0-0.33.0): "ModelOpt currently only supports:
    # {algos} quantizations in vLLM. Please check the `hf_quant_config.json` file ..."
    "ValueError: ModelOpt currently only supports: ['FP8', 'NVFP4', 'MXFP8'] quantizations in vLLM.\n",
    "- vLLM says `Value error, ModelOpt currently only supports: ['FP8'] quantizations in vLLM.`\n",
])
def test_a_check_quoted_to_a_full_stop(text: str) -> None:
    r = parse_text(text)
    assert r.message_kind == "vllm_check_failed" and r.raise_site.endswith("ModelOptQuantConfigBase.from_config")


def test_a_short_head_that_is_no_sentence_is_still_no_site() -> None:
    from kvroom.logs import raises
    site = raises.find_site("ModelOpt currently only supports: ['FP8'] quantiz")
    assert site is None or not site.where.endswith("ModelOptQuantConfigBase.from_config")


# --- a whole server command without a tensor-parallel flag runs vLLM's default size, 1 (EngineArgs)
def test_a_command_without_a_tp_flag_runs_tp_1_below_any_printed_size() -> None:
    assert parse_text("vllm serve Qwen/Qwen2.5-7B-Instruct --pipeline-parallel-size 2\n").tensor_parallel_size == 1
    r = parse_text("vllm serve Qwen/Qwen2.5-7B-Instruct --max-model-len 8192\n"
                   "INFO 01-01 00:00:00 [core.py:77] Initializing a V1 LLM engine (v0.11.0) with config: "
                   "model='Qwen/Qwen2.5-7B-Instruct', tensor_parallel_size=4, pipeline_parallel_size=1\n")
    assert r.tensor_parallel_size == 4
    assert parse_text("INFO the run used TP=2\nvllm serve Qwen/Qwen2.5-7B-Instruct\n").tensor_parallel_size == 2


# --- the C compiler Triton runs ($CC, else cc / gcc / clang: triton/runtime/build.py) not there, also under Inductor's
# wrapper; another missing file is no compiler
@pytest.mark.parametrize("text", [
    "torch._inductor.exc.InductorError: FileNotFoundError: [Errno 2] No such file or directory: 'icx'\n",
    "FileNotFoundError: [Errno 2] No such file or directory: '/usr/bin/gcc-12'\n",
])
def test_a_missing_c_compiler_is_the_jit_toolchain(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "triton_compiler_missing"
    assert "--max-model-len" not in _flags(d)


@pytest.mark.parametrize("text", [
    "FileNotFoundError: [Errno 2] No such file or directory: '/models/qwen/config.json'\n",
    "FileNotFoundError: [Errno 2] No such file or directory: 'iccprofile.bin'\n",
])
def test_other_missing_files_are_no_compiler(text: str) -> None:
    assert parse_text(text).message_kind != "triton_compiler_missing"


# --- the attention selector's Reasons where every backend refuses the block size (get_supported_kernel_block_sizes:
# multiples of 16, FlashInfer 16/32/64; v1/attention/backend.py "block_size not supported", 0.14-0.33), the KV dtype
# refused by some only
def test_a_block_size_every_backend_refuses_is_the_cause() -> None:
    d = _d("ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=128, "
           "dtype=torch.bfloat16, kv_cache_dtype=fp8, block_size=24, ...). Reasons: {FLASH_ATTN: [kv_cache_dtype not "
           "supported, block_size not supported], FLASHINFER: [block_size not supported], TRITON_ATTN: [block_size "
           "not supported]}\n")
    assert d["diagnosis"]["cause"] == "vllm_check_failed" and "block size 24" in d["diagnosis"]["summary"]
    assert (d["fixes"][0]["flag"], d["fixes"][0]["value"]) == ("--block-size", "16")
    assert "--kv-cache-dtype" not in _flags(d)


def test_a_kv_dtype_every_backend_refuses_is_still_the_cause() -> None:
    d = _d("ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=128, "
           "dtype=torch.float16, kv_cache_dtype=fp8_e5m2, block_size=16, ...). Reasons: {FLASH_ATTN: [kv_cache_dtype "
           "not supported], FLASHINFER: [kv_cache_dtype not supported, block_size not supported]}\n")
    assert d["diagnosis"]["cause"] == "kv_cache_dtype_unsupported"


# --- one assignment of a vLLM argument alone in a markdown code span of a sentence
def test_an_assignment_in_a_code_span_is_a_setting() -> None:
    r = parse_text("it failed at the pinned `max_model_len=16384` with `max_num_seqs=64` set\n")
    assert (r.max_model_len, r.max_num_seqs) == (16384, 64)


@pytest.mark.parametrize("text", ["`max_model_len = 16384`\n", "`my_max_model_len=16384`\n",
                                  "`--max_model_len=16384 --foo`\n"])
def test_other_spans_are_no_setting(text: str) -> None:
    assert parse_text(text).max_model_len is None


# --- the Hub's Xet storage failing a download (hf_xet's CAS errors, huggingface_hub 0.32+), and the signed URL it
# quotes masked
def test_a_xet_transfer_failure_is_the_hub_and_its_signed_url_is_masked() -> None:
    from kvroom.redact import redact
    text = ('RuntimeError: Data processing error: CAS service error : Error : single flight error: Real call failed: '
            'ReqwestMiddlewareError(Reqwest(reqwest::Error { kind: Request, url: "https://transfer.xethub.hf.co/xorbs/'
            'default/ab12?X-Xet-Signed-Range=bytes%3D0-10&Expires=1754996679&Policy=eyJTdGF0ZW1lbnQi&Signature='
            'Zm9vYmFy&Key-Pair-Id=K2ABC", source: hyper_util::client::legacy::Error(Connect, Os { code: 104, kind: '
            'ConnectionReset, message: "Connection reset by peer" }) }))\n')
    d = _d(text)
    assert d["message_kind"] == "hub_unreachable"
    assert d["fixes"][0]["flag"] == "HF_HUB_DISABLE_XET"
    shown = redact(str(d))
    assert "Zm9vYmFy" not in shown and "eyJTdGF0ZW1lbnQi" not in shown and "K2ABC" not in shown


def test_signed_url_parameters_are_masked_and_other_words_are_not() -> None:
    from kvroom.redact import redact
    out = redact("https://b.s3.amazonaws.com/k?X-Amz-Credential=AKIAXXXX%2F1&X-Amz-Signature=0123abcd&x=1")
    assert "AKIAXXXX" not in out and "0123abcd" not in out and "&x=1" in out
    assert redact("Policy=strict is the default") == "Policy=strict is the default"


# --- an application's VLLM_-prefixed settings (vLLM's envs.py reads no VLLM_MAX_MODEL_LEN, 0.2-0.33 sdists) and verl's
# rollout settings as Hydra overrides (verl builds its vLLM engine from actor_rollout_ref.rollout.*)
def test_an_applications_vllm_prefixed_settings() -> None:
    r = parse_text("VLLM_GPU_MEMORY_UTILIZATION=0.8\nVLLM_MAX_MODEL_LEN=16384\nVLLM_TENSOR_PARALLEL_SIZE=2\n")
    assert (r.gpu_memory_utilization, r.max_model_len, r.tensor_parallel_size) == (0.8, 16384, 2)


def test_verls_rollout_overrides() -> None:
    r = parse_text("Error executing job with overrides: ['actor_rollout_ref.rollout.name=vllm', "
                   "'actor_rollout_ref.rollout.tensor_model_parallel_size=4', "
                   "'+actor_rollout_ref.rollout.max_model_len=8192', 'data.max_prompt_length=1024']\n")
    assert (r.tensor_parallel_size, r.max_model_len) == (4, 8192)
    assert parse_text("'data.max_model_len=999', 'trainer.tensor_parallel_size=8'\n").max_model_len is None


# --- transformers' AutoModel refusing the config class under vLLM's Transformers backend (auto_factory.py
# from_config): the architecture named after the class (<Name>Config -> <Name>For...) when the registry has one
def test_automodel_refusing_the_config_class_is_the_missing_architecture() -> None:
    d = _d("ValueError: Unrecognized configuration class <class 'transformers_modules.m.configuration_step3p7."
           "Step3p7Config'> for this kind of AutoModel: AutoModel.\n")
    assert d["message_kind"] == "architecture_unsupported"
    assert "Step3p7ForConditionalGeneration" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["title"].startswith("upgrade to vLLM")


def test_a_config_class_of_several_tasks_names_no_one_architecture() -> None:
    from kvroom.launchchecks import _arch_of_config_class
    assert _arch_of_config_class("Qwen2Config") is None  # Qwen2ForCausalLM, Qwen2ForRewardModel, ...
    assert _arch_of_config_class("NoSuchModelConfig") is None


# --- V1's dummy forward pass under the graph capture (gpu_model_runner.py::_capture_cudagraphs -> _dummy_run) is the
# capture, under profile_run the profiling run
_CAPTURE_TRACE = ('Traceback (most recent call last):\n'
                  '  File "/x/vllm/v1/worker/gpu_worker.py", line 429, in compile_or_warm_up_model\n'
                  '  File "/x/vllm/v1/worker/gpu_model_runner.py", line 4201, in capture_model\n'
                  '  File "/x/vllm/v1/worker/gpu_model_runner.py", line 4298, in _capture_cudagraphs\n'
                  '  File "/x/vllm/v1/worker/gpu_model_runner.py", line 3855, in _dummy_run\n'
                  "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 28.00 MiB. GPU 0 has a total capacity "
                  "of 44.39 GiB of which 16.00 MiB is free.\n")


def test_the_dummy_run_under_the_capture_is_the_capture() -> None:
    assert parse_text(_CAPTURE_TRACE).oom_phase == "cuda_graph_capture"
    profiling = _CAPTURE_TRACE.replace("compile_or_warm_up_model", "determine_available_memory").replace(
        "in capture_model", "in profile_run").replace("in _capture_cudagraphs", "in _dummy_sampler_wrapper")
    assert parse_text(profiling).oom_phase == "profiling"


# --- torch's OOM quoted in a note, placed by the author's sentence right below it
def test_an_authors_sentence_below_a_quoted_oom_places_it() -> None:
    text = ("**Symptom**: the pod crashes with:\n```\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate "
            "500.00 MiB.\nGPU 0 has a total capacity of 14.58 GiB of which 471.56 MiB is free.\n```\n\n"
            "**Root Cause**: the GPU runs out of memory during CUDA graph capture with the default settings.\n")
    assert parse_text(text).oom_phase == "cuda_graph_capture"
    log_after = text.replace("**Root Cause**: the GPU", "INFO 01-01 00:00:00 [gpu_worker.py:1] the GPU")
    assert parse_text(log_after).oom_phase != "cuda_graph_capture"


# --- a second engine started after the first finished ("Graph capturing finished in N secs", worker/model_runner.py;
# V1's "init engine (profile, create kv cache, warmup model) took N seconds", v1/engine/core.py): its OOM is beside the
# first engine's memory, and the first engine's start steps are not its own
_FIRST = ("INFO 11-02 04:23:09 llm_engine.py:174] Initializing an LLM engine (v0.5.4) with config: model='a/b', "
          "dtype=torch.float16, max_seq_len=2048, tensor_parallel_size=1\n"
          "INFO 11-02 04:23:13 model_runner.py:732] Loading model weights took 5.1933 GB\n"
          "INFO 11-02 04:23:14 gpu_executor.py:102] # GPU blocks: 2881, # CPU blocks: 819\n"
          "INFO 11-02 04:23:16 model_runner.py:1024] Capturing the model for CUDA graphs.\n"
          "INFO 11-02 04:23:34 model_runner.py:1225] Graph capturing finished in 18 secs.\n")
_SECOND = ("INFO 11-02 04:23:36 llm_engine.py:174] Initializing an LLM engine (v0.5.4) with config: model='c/d', "
           "dtype=torch.float16, max_seq_len=2048, tensor_parallel_size=1\n"
           "INFO 11-02 04:23:37 model_runner.py:720] Starting to load model c/d...\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 50.00 MiB. GPU 0 has a total capacity of "
           "22.03 GiB of which 43.06 MiB is free.\n")


def test_an_oom_of_a_second_engine_after_the_first_started() -> None:
    d = _d(_FIRST + _SECOND)
    assert d["message_kind"] == "oom_loading"  # the first engine's capture does not place the second's OOM
    assert d["diagnosis"]["cause"] == "other_process"
    assert d["fixes"][0]["title"] == "free the first engine before the next"
    assert not {"--tensor-parallel-size", "--max-model-len"} & set(_flags(d))


def test_engines_that_never_finished_starting_are_no_earlier_engine() -> None:
    # two engine cores of one launch print their config before either starts; a retry after a failed start
    r = parse_text(_FIRST.replace("Graph capturing finished in 18 secs.", "Capturing batch size 256") + _SECOND)
    assert not r.engine_restarted
    r = parse_text(_SECOND.split("torch.")[0] + _SECOND)
    assert not r.engine_restarted


# --- torch refusing to share an expandable-segments tensor by CUDA IPC (c10/cuda/CUDACachingAllocator.cpp), which
# vLLM's custom all-reduce does across its tensor-parallel workers
def test_an_expandable_segments_tensor_shared_between_processes() -> None:
    d = _d("RuntimeError: Tensors allocated with expandable_segments:True cannot be shared between processes. Consider "
           "using expandable_segments:False in data loading workers via torch.cuda.memory._set_allocator_settings("
           "'expandable_segments:False')\n")
    assert d["message_kind"] == "allocator_config_incompatible"
    titles = [f["title"] for f in d["fixes"]]
    assert titles[0] == "drop expandable_segments:True" and "no custom all-reduce" in titles
    assert "--max-model-len" not in _flags(d)


# --- the free-memory gate whose printed free memory is not below the share asked for (the free memory moved while vLLM
# checked, v1/worker/gpu_worker.py: init_snapshot.free_memory < requested_memory): a share below the one in use
def test_a_free_memory_gate_with_more_printed_free_than_asked_proposes_a_lower_share() -> None:
    d = _d("ValueError: Free memory on device cuda:0 (15.76/44.39 GiB) on startup is less than desired GPU memory "
           "utilization (0.35, 15.54 GiB). Decrease GPU memory utilization or reduce GPU memory used by other "
           "processes.\n")
    util = [float(f["value"]) for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization"]
    assert util == [] or util[0] < 0.35


# --- argparse refusing a word that is no flag (a NAME=value, a bare model path to api_server.py): read, never echoed
@pytest.mark.parametrize("text", [
    "vllm serve: error: unrecognized arguments: GPU_MEM_UTIL=0.9\n",
    "api_server.py: error: unrecognized arguments: /root/models/Qwen3-8B\n",
    'it failed with "unrecognized arguments: HF_TOKEN=hf_abcdefghijklmnop"\n',
])
def test_a_stray_word_argparse_refused(text: str) -> None:
    from kvroom.redact import redact
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed" and d["fixes"][0]["title"] == "take the stray word out of the command"
    shown = redact(str(d))
    assert "GPU_MEM_UTIL=0.9" not in shown and "hf_abcdefghijklmnop" not in shown and "Qwen3-8B" not in d["message_text"]


def test_unrecognized_in_prose_without_argparses_head_is_no_stray_word() -> None:
    assert parse_text("the unrecognized arguments: none were left after the fix\n").message_kind is None
