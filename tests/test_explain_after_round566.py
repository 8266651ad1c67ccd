"""The kind dependency_missing (session of 2026-12-06, fourth; tests/golden/wild/BLIND.md): a package the launch's code
imports is not installed at all, told apart from two packages at versions that do not fit. Each rule tested on wordings
other than the fixtures it was fitted on; messages are cited per test (CPython's, transformers', uvloop's and vLLM's own
raises), expected values come from those sources, never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix as _no_memory_fix

# a traceback whose innermost frame is installed code importing a package (CPython's ModuleNotFoundError for a
# top-level name, Lib/importlib/_bootstrap.py::_find_and_load_unlocked)
_IMPORTING = ('Traceback (most recent call last):\n'
              '  File "/opt/venv/lib/python3.12/site-packages/vllm/multimodal/video.py", line 12, in <module>\n'
              '    import {name}\n'
              "ModuleNotFoundError: No module named '{name}'\n")


def test_a_top_level_package_not_installed_is_dependency_missing() -> None:
    d = _d(_IMPORTING.format(name="librosa"))
    assert d["message_kind"] == "dependency_missing"
    assert d["numbers"]["missing_package"] == "librosa"
    assert d["diagnosis"]["cause"] == "dependency_missing"
    assert any("pip install librosa" in f["detail"] for f in d["fixes"])
    assert _no_memory_fix(d)


def test_a_module_whose_distribution_has_another_name_is_installed_by_that_name() -> None:
    # OpenCV's module cv2 comes from the opencv-python(-headless) distributions (OpenCV's own install instructions)
    d = _d(_IMPORTING.format(name="cv2"))
    assert d["message_kind"] == "dependency_missing"
    assert any("pip install opencv-python-headless" in f["detail"] for f in d["fixes"])


def test_the_package_missing_in_a_container_is_the_images() -> None:
    # the pasted docker command: the image does not ship the package; a pip install in the running container is lost
    d = _d("docker run --gpus all -p 8000:8000 vllm/vllm-openai:v0.9.2 --model some/video-model\n"
           + _IMPORTING.format(name="av"))
    assert d["message_kind"] == "dependency_missing"
    assert d["diagnosis"]["cause"] == "container_image_broken"
    assert any("image" in f["title"] for f in d["fixes"])


def test_vllm_as_pid_1_is_a_container() -> None:
    # the entrypoint of a container is PID 1 of its PID namespace (pid_namespaces(7)); vLLM's process prefix prints it
    log = "".join(f"(APIServer pid=1) {line}\n" for line in _IMPORTING.format(name="timm").splitlines())
    d = _d(log)
    assert d["diagnosis"]["cause"] == "container_image_broken"


def test_another_pid_is_no_container() -> None:
    log = "".join(f"(APIServer pid=41873) {line}\n" for line in _IMPORTING.format(name="timm").splitlines())
    d = _d(log)
    assert d["message_kind"] == "dependency_missing"
    assert d["diagnosis"]["cause"] == "dependency_missing"


def test_docker_compose_service_prefix_is_a_container() -> None:
    # docker compose prefixes each line of a service's output with "<service>  | "
    log = "".join(f"llm-api  | {line}\n" for line in _IMPORTING.format(name="soundfile").splitlines())
    d = _d(log)
    assert d["diagnosis"]["cause"] == "container_image_broken"


def test_a_kernel_package_vllm_imports_is_missing_with_the_release_requirements_as_cause() -> None:
    # vllm/utils/deep_gemm.py imports deep_gemm for its FP8 block GEMMs; the release's requirements name it
    d = _d('Traceback (most recent call last):\n'
           '  File "/usr/local/lib/python3.12/dist-packages/vllm/utils/deep_gemm.py", line 40, in _lazy_init\n'
           '    import deep_gemm\n'
           "ModuleNotFoundError: No module named 'deep_gemm'\n")
    assert d["message_kind"] == "dependency_missing"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"


def test_transformers_check_of_remote_code_imports_names_every_missing_package() -> None:
    # transformers/dynamic_module_utils.py::check_imports: "This modeling file requires the following packages that were
    # not found in your environment: {', '.join(missing)}. Run `pip install {' '.join(missing)}`"
    d = _d("ImportError: This modeling file requires the following packages that were not found in your environment: "
           "einops, flash_attn. Run `pip install einops flash_attn`\n")
    assert d["message_kind"] == "dependency_missing"
    assert d["numbers"]["missing_package"] == "einops"
    assert any("pip install einops flash_attn" in f["detail"] for f in d["fixes"])
    assert _no_memory_fix(d)


def test_transformers_log_of_a_failed_remote_code_import_is_the_failure_even_cut_there() -> None:
    # the same check logs each failed import first ("Encountered exception while importing {imp}: {exception}", 4.45+)
    # and raises after the loop: a paste cut after the log line still shows the failure
    d = _d("INFO 05-02 10:00:01 [model.py:630] Resolved architecture: SomeVLForConditionalGeneration\n"
           "Encountered exception while importing open_clip: No module named 'open_clip'\n"
           "Traceback (most recent call last):\n")
    assert d["message_kind"] == "dependency_missing"
    assert d["numbers"]["missing_package"] == "open_clip"


def test_uvloop_refusing_windows_is_the_platform() -> None:
    # uvloop's setup.py: raise RuntimeError('uvloop does not support Windows at the moment')
    d = _d("pip install uvloop\n  RuntimeError: uvloop does not support Windows at the moment\n")
    assert d["message_kind"] == "dependency_missing"
    assert d["diagnosis"]["cause"] == "platform_unsupported"
    assert any("WSL2" in f["title"] for f in d["fixes"])


def test_an_x86_only_package_on_another_architecture_is_the_platform() -> None:
    # Intel's extension for PyTorch is built for x86-64 only; the installed vLLM's path names the host's architecture
    trace = ('Traceback (most recent call last):\n'
             '  File "/usr/lib/python3.10/site-packages/vllm-0.6.4+cpu-py3.10-linux-aarch64.egg/vllm/distributed/'
             'parallel_state.py", line 340, in all_reduce\n'
             '    import intel_extension_for_pytorch as ipex\n'
             "ModuleNotFoundError: No module named 'intel_extension_for_pytorch'\n")
    d = _d(trace)
    assert d["message_kind"] == "dependency_missing"
    assert d["diagnosis"]["cause"] == "platform_unsupported"
    x86 = _d(trace.replace("-linux-aarch64.egg", ""))
    assert x86["diagnosis"]["cause"] == "dependency_missing"


def test_vllm_checks_that_a_package_is_not_installed() -> None:
    # vllm/v1/executor/ray_executor.py::_check_ray_cgraph_installation (0.8.0-0.32.0);
    # vllm/distributed/kv_transfer/kv_connector/v1/flexkv_connector.py::FlexKVConnectorV1.__init__ (0.18.0+)
    d = _d("ValueError: Ray Compiled Graph is not installed. Run `pip install ray[cgraph]` to install it.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("dependency_missing", "dependency_missing")
    assert any("pip install ray[cgraph]" in f["detail"] for f in d["fixes"])
    d = _d("ImportError: FlexKV is not installed. Please install it to use FlexKVConnectorV1. See "
           "https://github.com/taco-project/FlexKV for installation instructions.\n")
    assert d["message_kind"] == "dependency_missing"
    assert any("https://github.com/taco-project/FlexKV" in f["detail"] for f in d["fixes"])
    assert _no_memory_fix(d)


def test_vllm_tracing_check_in_its_two_wordings_and_cut() -> None:
    # vllm/config.py::ObservabilityConfig.__post_init__ (0.5.1-0.5.4), config/observability.py (0.5.5+): raised when the
    # OpenTelemetry import failed
    for text in ("ValueError: OpenTelemetry packages must be installed before configuring 'otlp_traces_endpoint'",
                 "ValueError: OpenTelemetry is not available. Unable to configure 'otlp_traces_endpoint'. Ensure "
                 "OpenTelemetry packages are installed. Original error:",
                 "ValueError: OpenTelemetry is not available. Unable to configure 'otlp_traces_endpoint'. Ensure"):
        d = _d(text + "\n")
        assert (d["message_kind"], d["diagnosis"]["cause"]) == ("dependency_missing", "dependency_missing"), text
        assert any("opentelemetry-sdk" in f["detail"] for f in d["fixes"])


def test_a_package_not_available_or_outdated_is_no_missing_package() -> None:
    # vllm's DeepGEMM shim: "DeepGEMM backend is not available or outdated. Please install or update the `deep_gemm` to
    # a newer version to enable FP8 kernels." (another version may be the cause)
    d = _d("RuntimeError: DeepGEMM backend is not available or outdated. Please install or update the `deep_gemm` to a "
           "newer version to enable FP8 kernels.\n")
    assert d["message_kind"] != "dependency_missing"


def test_a_module_missing_from_an_installed_package_is_still_a_version_mismatch() -> None:
    # a submodule of an installed package (the package imported, its submodule not there), and a vLLM module an older or
    # newer vLLM lacks
    for name in ("jsonschema.protocols", "vllm.inputs.data"):
        d = _d(_IMPORTING.format(name=name))
        assert d["message_kind"] == "dependency_version_mismatch", name


def test_vllm_04_nccl_wrapper_without_its_library() -> None:
    # vllm/utils.py::find_library under find_nccl_library (0.4.0-0.4.1): "Cannot find {lib_name} in the system."; the
    # pynccl wrapper's error log (0.4.1-0.4.3): "Failed to load NCCL library from {so_file} .It is expected if you are not
    # running on NVIDIA/AMD GPUs.Otherwise please set the environment variable VLLM_NCCL_SO_PATH ..."
    d = _d("ValueError: Cannot find libnccl.so.2 in the system.\n")
    assert d["message_kind"] == "dependency_missing"
    assert d["numbers"]["library"] == "libnccl.so.2"
    assert d["diagnosis"]["cause"] == "cuda_runtime_library_missing"
    assert any("VLLM_NCCL_SO_PATH" in f["title"] for f in d["fixes"])
    assert _no_memory_fix(d)
    d = _d("kubectl logs vllm-0\nERROR 05-02 10:00:01 pynccl.py:53] Failed to load NCCL library from libnccl.so.2 .It is "
           "expected if you are not running on NVIDIA/AMD GPUs.Otherwise please set the environment variable "
           "VLLM_NCCL_SO_PATH to point to the correct nccl library path.\n")
    assert d["numbers"]["library"] == "libnccl.so.2"
    assert d["diagnosis"]["cause"] == "container_image_broken"


def test_a_failure_after_the_nccl_wrappers_log_is_the_cause() -> None:
    # a single GPU goes on without the wrapper's library; vLLM's TP check after it (config.py::ModelConfig.
    # verify_with_parallel_config: "Total number of attention heads ({h}) must be divisible by tensor parallel size
    # ({tp}).") is what failed
    d = _d("ERROR 05-02 10:00:01 pynccl.py:53] Failed to load NCCL library from libnccl.so.2 .It is expected if you are "
           "not running on NVIDIA/AMD GPUs.\nValueError: Total number of attention heads (28) must be divisible by tensor "
           "parallel size (8).\n")
    assert d["message_kind"] == "tp_not_divisible"


# --- after rounds 567-574 were graded once (BLIND.md, "Session of 2026-12-06, fourth")
def test_vllm_itself_not_importable_by_the_python_that_ran_it() -> None:
    # CPython's runpy for `python -m vllm.entrypoints.openai.api_server` under an interpreter without vLLM
    # (Lib/runpy.py::_get_module_details: "Error while finding module specification for {mod_name!r} ({e})")
    line = ("/opt/conda/bin/python: Error while finding module specification for 'vllm.entrypoints.openai.api_server' "
            "(ModuleNotFoundError: No module named 'vllm')\n")
    d = _d(line)
    assert d["message_kind"] == "dependency_missing" and d["numbers"]["missing_package"] == "vllm"
    assert d["diagnosis"]["cause"] == "dependency_missing"
    assert any("Python that has vLLM" in f["title"] for f in d["fixes"])
    d = _d("docker pull vllm/vllm-openai:v0.6.0\n" + line)
    assert d["diagnosis"]["cause"] == "container_image_broken"


def test_a_retold_module_not_found_error_is_read_without_a_traceback() -> None:
    # (a title or a sentence: read with vLLM named around it, before or after)
    d = _d("After upgrading, the server exits and the log says ModuleNotFoundError: No module named 'qwen_vl_utils' "
           "right after the config lines.\nvllm serve Qwen/Qwen2.5-VL-7B-Instruct\n")
    assert d["message_kind"] == "dependency_missing" and d["numbers"]["missing_package"] == "qwen_vl_utils"
    # ... alone, the module may be the user's own (a script's helper): not read
    assert _d("ModuleNotFoundError: No module named 'qwen_vl_utils'\n")["message_kind"] is None


def test_a_scripts_own_module_under_its_own_frame_is_not_a_package() -> None:
    d = _d('Traceback (most recent call last):\n  File "/home/me/bench/run.py", line 3, in <module>\n'
           "    import bench_helpers\nModuleNotFoundError: No module named 'bench_helpers'\n")
    assert d["message_kind"] is None


def test_triton_missing_on_a_host_triton_has_no_build_for() -> None:
    # vLLM's platform line (platforms/__init__.py: "Automatically detected platform cpu.") on a host without NVIDIA or
    # AMD GPUs; Triton's wheels are Linux's for those GPUs
    d = _d("INFO 03-16 22:15:08 [__init__.py:256] Automatically detected platform cpu.\n"
           "ModuleNotFoundError: No module named 'triton'\n")
    assert d["message_kind"] == "dependency_missing"
    assert d["diagnosis"]["cause"] == "platform_unsupported"
    assert any("placeholder" in f["title"] for f in d["fixes"])
    on_gpu = _d("INFO 03-16 22:15:08 [__init__.py:256] Automatically detected platform cuda.\n"
                "ModuleNotFoundError: No module named 'triton'\n")
    assert on_gpu["diagnosis"]["cause"] == "dependency_missing"
    # ... but Ascend NPUs have Triton's port, Triton-Ascend, which vllm-ascend's guides install (vllm-ascend#3212)
    npu = _d("vllm-ascend on an Ascend 910B NPU\nModuleNotFoundError: No module named 'triton'\n")
    assert npu["diagnosis"]["cause"] == "dependency_missing"
    assert npu["fixes"][0]["title"] == "install Triton-Ascend"


def test_vllm_imported_from_a_source_folder_without_its_extensions() -> None:
    # CPython's ImportError from a partially initialized package, the path a source checkout's (vllm/__init__.py)
    d = _d("ImportError: cannot import name '_C' from partially initialized module 'vllm' (most likely due to a circular "
           "import) (/home/me/src/vllm/vllm/__init__.py)\n")
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["diagnosis"]["cause"] == "vllm_extension_missing"
    assert d["fixes"][0]["title"] == "run outside the vLLM source folder"
    installed = _d("ImportError: cannot import name '_C' from partially initialized module 'vllm' (most likely due to a "
                   "circular import) (/usr/lib/python3.12/site-packages/vllm/__init__.py)\n")
    assert installed["message_kind"] != "vllm_extension_import_failed"


def test_an_image_name_inside_a_url_is_no_container() -> None:
    # a CI page's URL (buildkite.com/vllm/vllm-omni/...) names a repository, not an image
    d = _d("https://buildkite.com/vllm/vllm-omni/builds/9510\n" + _IMPORTING.format(name="torchdiffeq"))
    assert d["diagnosis"]["cause"] == "dependency_missing"


def test_transformers_backend_library_not_found() -> None:
    # transformers/utils/import_utils.py SENTENCEPIECE_IMPORT_ERROR: "{0} requires the SentencePiece library but it was
    # not found in your environment. Check out the instructions on the installation page of its repo: ..."
    d = _d("ImportError: \nLlamaTokenizer requires the SentencePiece library but it was not found in your environment. "
           "Check out the instructions on the installation page of its repo\n")
    assert d["message_kind"] == "dependency_missing"
    assert d["numbers"]["missing_package"] == "SentencePiece"
    assert _no_memory_fix(d)


def test_pythons_headers_missing_quoted_without_the_launchers_file() -> None:
    # GCC's "fatal error: Python.h: No such file or directory" from Triton's JIT build of its launcher
    # (triton/runtime/build.py::_build), quoted in a title without the compiler's file prefix
    d = _d('[Bug]: vLLM 0.11 dies at start: "fatal error: Python.h: No such file or directory"\n')
    assert d["message_kind"] == "triton_compiler_missing"
    # ... but a package built from source compiles against Python.h too: not Triton's then
    d = _d("Building wheel for flash-attn (setup.py) ... error\n"
           "  csrc/flash_api.cpp:1:10: fatal error: Python.h: No such file or directory\n")
    assert d["message_kind"] != "triton_compiler_missing"


def test_a_platform_plugins_own_compiled_ops_missing() -> None:
    # vllm-ascend registers its kernels as torch.ops._C_ascend (vllm_ascend/utils.py::enable_custom_op, imported in a
    # try); torch's _OpNamespace then refuses the first op called
    d = _d("WARNING 09-18 10:33:14 [camem.py:64] Failed to import vllm_ascend_C:libvllm_ascend_kernels.so: cannot open "
           "shared object file: No such file or directory.\n"
           "AttributeError: '_OpNamespace' '_C_ascend' object has no attribute 'rotary_embedding'\n")
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["numbers"] == {"plugin_namespace": "ascend", "missing_op": "rotary_embedding"}
    assert d["diagnosis"]["cause"] == "vllm_extension_missing"
    assert "plug-in" in d["fixes"][0]["title"]
    # vLLM's own namespace stays the torch / kernels mismatch it is read as
    assert _d("AttributeError: '_OpNamespace' '_C' object has no attribute 'rms_norm'\n")["message_kind"] == \
        "torch_abi_mismatch"


# --- after rounds 575-581 were graded once
def test_an_engine_built_in_a_daemonic_process() -> None:
    # CPython's Lib/multiprocessing/process.py::BaseProcess.start: "daemonic processes are not allowed to have children"
    d = _d('  File "/usr/lib/python3.12/multiprocessing/process.py", line 118, in start\n'
           "    assert not _current_process._config.get('daemon'), \\\n"
           "AssertionError: daemonic processes are not allowed to have children\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "engine_in_daemon_process"
    assert any("daemon=False" in f["detail"] for f in d["fixes"])
    assert _no_memory_fix(d)


def test_the_spawn_refusal_read_from_its_second_sentence() -> None:
    # Lib/multiprocessing/spawn.py::_check_not_importing_main's message, pasted from its second sentence on
    d = _d("        This probably means that you are not using fork to start your\n"
           "        child processes and you have forgotten to use the proper idiom\n"
           "        in the main module:\n\n            if __name__ == '__main__':\n                freeze_support()\n")
    assert d["message_kind"] == "cuda_fork_reinit"


def test_modelscope_hash_check_under_tensor_parallelism_is_the_download_race() -> None:
    # modelscope/hub/file_download.py::file_integrity_validation; vLLM locked ModelScope's download in PR #14060
    err = ("modelscope.hub.errors.FileIntegrityError: File /root/.cache/modelscope/hub/._____temp/Qwen/Qwen3-8B/"
           "model-00002-of-00005.safetensors integrity check failed, expected sha256 signature is 0a1b, actual is 9f8e, "
           "the download may be incomplete, please try again.\n")
    d = _d("VLLM_USE_MODELSCOPE=True vllm serve Qwen/Qwen3-8B --tensor-parallel-size 4\n" + err)
    assert d["message_kind"] == "checkpoint_file_corrupt"
    assert d["diagnosis"]["cause"] == "concurrent_download_race"
    one = _d("VLLM_USE_MODELSCOPE=True vllm serve Qwen/Qwen3-8B\n" + err)
    assert one["diagnosis"]["cause"] == "checkpoint_file_corrupt"


def test_nccls_rdma_registration_refused_is_the_hosts_memory_pinning() -> None:
    # NCCL src/misc/ibvwrap.cc: "Call to %s failed with error %s"
    d = _d("node2:311:402 [0] misc/ibvwrap.cc:203 NCCL WARN Call to ibv_reg_mr failed with error Cannot allocate memory\n")
    assert d["message_kind"] == "nccl_error"
    assert d["numbers"]["nccl_ib_call"] == "ibv_reg_mr"
    assert any("memlock" in f["detail"] for f in d["fixes"])
    assert _no_memory_fix(d)


def test_the_transformers_backend_refused_for_a_class_the_release_has_natively() -> None:
    # models/registry.py::_ModelRegistry._try_resolve_transformers: "The Transformers implementation of '{arch}' is not
    # compatible with vLLM." -- tried for a natively registered class only when the launch chose that backend
    d = _d("vllm 0.19.1\nValueError: The Transformers implementation of 'NemotronHForCausalLM' is not compatible with "
           "vLLM.\n", vllm_version="0.19.1")
    assert d["message_kind"] == "architecture_unsupported"
    assert d["diagnosis"]["cause"] == "architecture_unsupported"
    assert "--model-impl vllm" in d["fixes"][0]["detail"]
