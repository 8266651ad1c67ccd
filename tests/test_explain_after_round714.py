"""Readings of the session of 2026-12-07, tenth (tests/golden/wild/BLIND.md, rounds 715-734), fitted after their rounds
were graded once: the tests marked "fails on 76bc1760" fail on the session's starting code, the others guard the rules'
limits. Messages are cited per test; expected values come from those sources (vLLM's 0.19.1 wheel, compressed-tensors'
parameter names as vLLM registers them), never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix

from kvroom.logs import parse_text


# ---------------------------------------------------------------- a build the same launch worked on

def test_a_development_build_named_between_worked_on_and_its_number() -> None:
    # fails on 76bc1760. A reporter's bisection names the build in words before its number ("worked perfectly on a
    # recent development build (v0.19.1.dev6+g6d4a8e6d2)", vllm#40591); the development suffix is kept, since
    # 0.19.1.dev6 is an earlier build than the 0.19.1 that failed
    r = parse_text("This exact configuration worked perfectly on a recent development build (v0.19.1.dev6+g6d4a8e6d2)"
                   ", indicating that the logic was broken between dev6 and the stable release.")
    assert r.working_release == "0.19.1.dev6"
    assert parse_text("The same command works with the previous release v0.24.0 on this box.").working_release == \
        "0.24.0"


def test_a_build_without_a_number_is_no_working_release() -> None:
    assert parse_text("It worked perfectly on a recent development build last week.").working_release is None


# ---------------------------------------------------------------- compressed-tensors' packed tensors in a KeyError

_KEY_ERROR_LOG = """\
vLLM version: 0.20.0
(EngineCore pid=211) ERROR 05-02 09:14:03 [core.py:1108]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen3_moe.py", line 611, in load_weights
(EngineCore pid=211) ERROR 05-02 09:14:03 [core.py:1108]     param = params_dict[name]
(EngineCore pid=211) ERROR 05-02 09:14:03 [core.py:1108] KeyError: 'model.layers.7.mlp.experts.3.gate_up_proj_packed'
"""


def test_a_fused_experts_packed_tensor_is_a_weight_name_key_error() -> None:
    # (read on 76bc1760 too, by the model./transformer. row: the case the new rule must not change) vllm/model_executor/
    # models/gemma4.py::load_weights (0.19.1) looks each checkpoint tensor up
    # with `param = params_dict[name]`; compressed-tensors' schemes register "weight_packed" / "weight_shape"
    # (quantization/compressed_tensors/schemes/compressed_tensors_w4a16_nvfp4.py, ..._w4a8_fp8.py, 0.19.1), and an
    # export of fused experts names the packed tensor with an underscore ("experts.0.down_proj_packed", vllm#40591)
    d = _d(_KEY_ERROR_LOG)
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "model.layers.7.mlp.experts.3.gate_up_proj_packed"
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"  # nothing says it loaded before
    assert no_memory_fix(d)


def test_the_name_closing_a_reporters_sentence() -> None:
    # fails on 76bc1760. the KeyError retold in prose, the quoted name ending the sentence
    d = _d("The engine core crashes during model loading with a KeyError: "
           "'layers.1.self_attn.o_proj.weight_packed'.")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "layers.1.self_attn.o_proj.weight_packed"


def test_a_packed_word_that_is_no_layer_tensor_is_not_read() -> None:
    d = _d("KeyError: 'tokenizer_packed'")
    assert d["message_kind"] != "weight_loading_mismatch"


# ---------------------------------------------------------------- the same launch loaded on an earlier build

def test_a_weight_key_error_that_loaded_on_an_earlier_release_is_a_regression() -> None:
    # fails on 76bc1760. the checkpoint is the same; the paste says the launch loaded on 0.19.0, and 0.20.0's model code
    # has no parameter for one of its tensors: the release's weight loading changed
    d = _d(_KEY_ERROR_LOG + "Note: the same command worked fine with vllm 0.19.0.\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["fixes"][0]["title"] == "vLLM 0.19.0 meanwhile"
    assert no_memory_fix(d)


def test_a_newer_release_that_works_is_no_regression() -> None:
    # 0.21.0 works, 0.20.0 fails: the failing release is the older one, so nothing regressed in it
    d = _d(_KEY_ERROR_LOG + "Note: the same command worked fine with vllm 0.21.0.\n")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"


def test_a_working_build_with_no_failing_release_shown_is_no_regression() -> None:
    log = _KEY_ERROR_LOG.replace("vLLM version: 0.20.0\n", "")
    d = _d(log + "Note: the same command worked fine with vllm 0.19.0.\n")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"


# ---------------------------------------------------------------- a bisection in words, without a number

def test_an_older_build_said_in_words_makes_the_weight_key_error_a_regression() -> None:
    # fails on 76bc1760. vllm PR #44953: "The same Qwen3.5-35B-A3B checkpoint could be loaded successfully with an
    # older vLLM development snapshot, but after updating to the latest vLLM code, model startup fails during weight
    # loading" (KeyError in qwen3_5.py::load_fused_expert_weights, `param = params_dict[name]`)
    log = _KEY_ERROR_LOG.replace("vLLM version: 0.20.0\n", "")
    said = "The same checkpoint loaded fine with an older vLLM build.\n"
    d = _d(said + log)
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["fixes"][0]["title"] == "the earlier vLLM build meanwhile"
    assert parse_text("It fails since upgrading vLLM this morning.").earlier_build_worked
    assert parse_text("after updating to the latest vLLM, startup fails").earlier_build_worked


def test_an_older_build_only_named_is_no_bisection() -> None:
    # (fails on 76bc1760 only because that code has no earlier_build_worked field) a build named without saying the
    # launch worked there, or release notes of "the previous release"
    assert not parse_text("I also tried an older vLLM build, same error.").earlier_build_worked
    assert not parse_text("The previous release notes mention this model.").earlier_build_worked
    d = _d("I also tried an older vLLM build, same error.\n" + _KEY_ERROR_LOG)
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"


# ---------------------------------------------------------------- NVFP4's global scales in a load_weights KeyError

def test_an_nvfp4_global_scale_in_a_prs_backticks() -> None:
    # fails on 76bc1760. compressed-tensors' W4A4 NVFP4 scheme registers "input_global_scale" and "weight_global_scale"
    # beside the weight (quantization/compressed_tensors/schemes/compressed_tensors_w4a4_nvfp4.py, 0.19.1); a
    # checkpoint tensor of that name the model class has no parameter for, quoted in a PR's description (vllm PR #39256)
    d = _d("- NVFP4-quantized MoE checkpoints fail to load with `KeyError: "
           "'layers.3.mlp.experts.1.up_proj.weight_global_scale'` because the loader renames only fused names")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "layers.3.mlp.experts.1.up_proj.weight_global_scale"
    assert no_memory_fix(d)


# ---------------------------------------------------------------- a JIT that asked for nvcc

_NO_NVCC = ("(Worker_TP1 pid=3534) ERROR 10-11 22:28:17 [multiproc_executor.py:694] RuntimeError: Could not find nvcc "
            "and default cuda_home='/usr/local/cuda' doesn't exist\n")


def test_nvcc_missing_where_the_paste_shows_none_is_a_missing_toolkit() -> None:
    d = _d(_NO_NVCC)
    assert d["message_kind"] == "triton_compiler_missing"
    assert d["diagnosis"]["cause"] == "triton_compiler_missing"


def test_nvcc_not_found_though_the_paste_shows_its_banner() -> None:
    # fails on 76bc1760. FlashInfer's "Could not find nvcc" (flashinfer/jit/cpp_ext.py) where the paste holds nvcc's
    # own `nvcc --version` banner: the compiler is installed, the library's look-up failed (flashinfer-ai/flashinfer
    # #1919: flashinfer-python 0.4.0 under vLLM, 0.3.0 fine)
    d = _d(_NO_NVCC + "which nvcc works for me:\nnvcc: NVIDIA (R) Cuda compiler driver\n"
           "Cuda compilation tools, release 12.4, V12.4.131\n")
    assert d["message_kind"] == "triton_compiler_missing"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert d["fixes"][0]["title"] == "the FlashInfer release your vLLM pins"
    assert no_memory_fix(d)


_NVCC_FILE = ("(Worker_TP0 pid=451) ERROR 09-26 10:57:34 [multiproc_executor.py:671]   File \"/usr/local/lib/python3.10/"
              "dist-packages/flashinfer/jit/cpp_ext.py\", line 71, in get_cuda_version\n"
              "(Worker_TP0 pid=451) ERROR 09-26 10:57:34 [multiproc_executor.py:671] FileNotFoundError: [Errno 2] No "
              "such file or directory: 'nvcc'\n")


def test_the_os_finding_no_nvcc_is_a_missing_compiler() -> None:
    # fails on 76bc1760. flashinfer/jit/cpp_ext.py::get_cuda_version runs `nvcc --version` (FlashInfer 0.3.0); with no
    # toolkit, subprocess raises the OS's FileNotFoundError for 'nvcc', as it does for 'ninja'
    d = _d(_NVCC_FILE)
    assert d["message_kind"] == "triton_compiler_missing"
    assert d["diagnosis"]["cause"] == "triton_compiler_missing"
    assert "nvcc" in d["diagnosis"]["summary"] and "C compiler" not in d["diagnosis"]["summary"]
    assert d["fixes"][0]["flag"] == "CUDA_HOME"  # a CUDA toolkit, not a C compiler


def test_an_aot_build_that_still_asks_for_nvcc_is_the_releases_fault() -> None:
    # fails on 76bc1760. flashinfer-ai/flashinfer#1781: "when using vllm 0.11.0rc2 + flashinfer 0.3.0 AOT wheels,
    # FileNotFoundError ... 'nvcc'"; the maintainer's PR #1782 ("hotfix: make aot wheel work without nvcc") made
    # get_cuda_version fall back to torch.version.cuda
    d = _d("Running the AOT wheel of flashinfer in a runtime image:\n" + _NVCC_FILE)
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert parse_text("we build everything ahead of time, no AOT talk here").aot_build_said is False


# ---------------------------------------------------------------- one selected backend refusing GPT-OSS's sinks

def test_a_selected_backend_refusing_attention_sinks_lacks_a_feature() -> None:
    # fails on 76bc1760. vllm/v1/attention/backend.py::validate_configuration (0.12.0-0.33.0) appends "attention sinks
    # not supported" for a backend without supports_sink; the selector raises "Selected backend X is not valid for
    # this configuration. Reason: [...]" for the one backend it was handed (vllm/v1/attention/selector.py). Another
    # backend takes GPT-OSS's sinks, so the refusal is the backend's lack of a feature of the model's attention, as its
    # refusal of a sparse layer is (flash-attention PR #2336's thread, kyuz0's strix-halo toolboxes #36)
    d = _d("(EngineCore pid=88) ValueError: Selected backend AttentionBackendEnum.FLEX_ATTENTION is not valid for this "
           "configuration. Reason: ['attention sinks not supported']")
    assert d["message_kind"] == "attention_backend_feature_unsupported"
    assert d["diagnosis"]["cause"] == "attention_backend_feature_unsupported"
    assert "sinks" in d["diagnosis"]["summary"]
    assert no_memory_fix(d)


def test_every_backend_refusing_sinks_stays_the_gpus_matter() -> None:
    # the whole Reasons list refusing sinks: no backend of this vLLM takes them on this GPU
    d = _d("ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=64, "
           "has_sink=True). Reasons: {FLASH_ATTN: [attention sinks not supported], FLASHINFER: [attention sinks not "
           "supported], TRITON_ATTN: [compute capability not supported]}")
    assert d["message_kind"] == "no_attention_backend"
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"


# ---------------------------------------------------------------- a config attribute gone with a transformers upgrade

_CONFIG_ATTR = ("ERROR 07-08 22:51:23 [core.py:396] AttributeError: 'Gemma3TextConfig' object has no attribute "
                "'sliding_window_pattern'\n")


def test_a_config_attribute_gone_after_a_transformers_upgrade() -> None:
    # fails on 76bc1760. huggingface/transformers#39290: "With vLLM <= 0.8.5.post1, upgrading transformers to 4.53.0 and
    # above causes AttributeError: 'Gemma3TextConfig' object has no attribute 'sliding_window_pattern'" (transformers
    # PR #37866 replaced it with layer_types; vLLM PR #21927 reads the new form)
    d = _d("Since upgrading transformers this morning the server dies:\n" + _CONFIG_ATTR)
    assert d["message_kind"] == "hf_config_type_mismatch"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert d["fixes"][0]["title"] == "the transformers release before the upgrade"


def test_a_config_attribute_missing_with_no_upgrade_said() -> None:
    d = _d(_CONFIG_ATTR)
    assert d["diagnosis"]["cause"] == "hf_config_type_mismatch"
