"""The rules written in the session of rounds 540-... (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures they were fitted on. Messages are cited per test (vLLM's raises, or the runtime's own text); expected
values come from those sources, never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix as _no_memory_fix


# --- an issue title quoting vLLM's message in double quotes among the reporter's words
def test_a_title_quoting_a_vllm_message_in_double_quotes_names_its_site() -> None:
    # vllm/model_executor/models/llava_next.py::LlavaNextForConditionalGeneration._parse_and_validate_image_input raises
    # "Incorrect type of image sizes. Got type: {type(image_sizes)}" (0.5.0-0.11.0, later in minimax_vl_01.py too);
    # here quoted in a title the way vllm#5868's is, with other words around it
    d = _d('[Usage]: llava-next on 2x A10 -> Error "Incorrect type of image sizes" after upgrading the image\n\n'
           "Running the OpenAI server with a LLaVA-NeXT checkpoint, the first image request fails.\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["message_text"] == "ValueError: Incorrect type of image sizes"
    assert "::_parse_and_validate_image_input" in d["diagnosis"]["summary"].replace(".", "::", 0) or \
        "._parse_and_validate_image_input" in d["diagnosis"]["summary"]
    assert _no_memory_fix(d)


def test_a_title_quoting_words_that_are_no_vllm_message_stays_unread() -> None:
    # the same title shape quoting a sentence no release of vLLM raises: nothing is claimed
    d = _d('[Bug]: server fails with "the frobnicator could not be warmed up in time" on startup\n')
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "unrecognized"


# --- a GPU kernel's fault on a mixture-of-experts path (CUDA runtime's cudaGetErrorString texts)
_MOE_TRACE = ('(Worker_TP1 pid=2211) ERROR 03-02 10:00:01 [multiproc_executor.py:700] Traceback (most recent call last):\n'
              '(Worker_TP1 pid=2211) ERROR 03-02 10:00:01 [multiproc_executor.py:700]   File "/usr/local/lib/python3.12/'
              'dist-packages/vllm/v1/worker/gpu_model_runner.py", line 4100, in profile_run\n'
              '(Worker_TP1 pid=2211) ERROR 03-02 10:00:01 [multiproc_executor.py:700]     hidden_states = '
              'self._dummy_run(self.max_num_tokens, is_profile=True)\n'
              '(Worker_TP1 pid=2211) ERROR 03-02 10:00:01 [multiproc_executor.py:700]   File "/usr/local/lib/python3.12/'
              'dist-packages/vllm/model_executor/layers/fused_moe/fused_moe.py", line 1500, in fused_experts_impl\n'
              '(Worker_TP1 pid=2211) ERROR 03-02 10:00:01 [multiproc_executor.py:700]     invoke_fused_moe_kernel(\n')


def test_a_misaligned_address_in_the_fused_moe_kernels_is_a_moe_kernel_bug_not_a_profiling_check() -> None:
    # CUDA's cudaErrorMisalignedAddress ("misaligned address") as torch's c10 CUDA check prints it, raised under vLLM's
    # fused_moe frames during the profiling run: a kernel's fault, not a check on the dummy inputs
    d = _d(_MOE_TRACE + "(Worker_TP1 pid=2211) ERROR 03-02 10:00:01 [multiproc_executor.py:700] RuntimeError: CUDA "
           "error: misaligned address\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "moe_kernel_bug"
    assert _no_memory_fix(d, ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--cpu-offload-gb",
                              "--enforce-eager"))


def test_expert_parallel_in_the_command_proposes_turning_it_off() -> None:
    # Triton's own wording of the same fault ("Triton Error [CUDA]: an illegal memory access was encountered",
    # triton/backends/nvidia/driver.c) with the expert-parallel flag in the pasted command
    d = _d("$ vllm serve openai/gpt-oss-120b -tp 4 --enable-expert-parallel\n" + _MOE_TRACE +
           "(Worker_TP1 pid=2211) ERROR 03-02 10:00:01 [multiproc_executor.py:700] RuntimeError: Triton Error [CUDA]: "
           "an illegal memory access was encountered\n")
    assert d["diagnosis"]["cause"] == "moe_kernel_bug"
    assert any("expert" in f["title"] for f in d["fixes"])


def test_a_kernel_fault_with_no_moe_kernel_named_is_no_moe_bug_and_no_profiling_check() -> None:
    # the same fault under a dense model's attention frames: kvroom cannot say whose kernel it was
    d = _d('Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/'
           'gpu_model_runner.py", line 4100, in profile_run\n    hidden_states = self._dummy_run(self.max_num_tokens)\n'
           '  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/attention/backends/flash_attn.py", line 600, in '
           'forward\n    flash_attn_varlen_func(\nRuntimeError: CUDA error: an illegal memory access was encountered\n')
    assert d["diagnosis"]["cause"] != "moe_kernel_bug"
    assert d["message_kind"] != "profiling_assertion"


# --- an NCCL function the loaded libnccl lacks, any of NCCL's names (the dynamic loader's "undefined symbol: X")
def test_any_nccl_symbol_the_loader_misses_is_two_nccls() -> None:
    # NCCL 2.28's one-sided API (ncclPutSignal) looked up by vLLM's ctypes wrapper in an older libnccl
    d = _d("OSError: /usr/lib/x86_64-linux-gnu/libnccl.so.2: undefined symbol: ncclPutSignal\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["nccl_symbol"] == "ncclPutSignal"
    assert _no_memory_fix(d)


# --- a KeyError on an attention layer's name (the KV cache's registration name, attention/layer.py)
def test_an_attention_layer_key_error_under_pipeline_stages_is_pp_not_weights() -> None:
    # a Llama layer name under PP 4 in a pasted command (the lookup of v1/worker/gpu_model_runner.py by the KV cache
    # groups' layer names, which are the whole model's)
    d = _d("vllm serve meta-llama/Llama-3.1-70B-Instruct --pipeline-parallel-size 4 --tensor-parallel-size 2\n"
           "(EngineCore_DP0 pid=77) ERROR 05-01 09:00:00 [core.py:700] KeyError: 'model.layers.40.self_attn.attn'\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "pp_unsupported"
    assert _no_memory_fix(d)
    assert not any(f["flag"] == "VLLM_PP_LAYER_PARTITION" for f in d["fixes"])  # the launch sets none


def test_an_attention_layer_key_error_under_a_kv_connector_is_the_connector() -> None:
    # LMCache's connector in --kv-transfer-config, the KV cache of an MLA layer named "...self_attn.attn"
    d = _d("vllm serve deepseek-ai/DeepSeek-V2-Lite --kv-transfer-config '{\"kv_connector\":\"LMCacheConnectorV1\","
           "\"kv_role\":\"kv_both\"}'\nKeyError: 'model.layers.3.self_attn.attn'\n")
    assert d["diagnosis"]["cause"] == "attention_backend_feature_unsupported"
    assert _no_memory_fix(d)


def test_an_attention_layer_key_error_alone_is_no_weight_and_no_claim() -> None:
    # no pipeline stages and no connector in the paste: kvroom cannot say whose lookup it was; it is never a checkpoint
    # tensor (no weight is named after an attention layer's KV cache)
    d = _d("KeyError: 'model.layers.0.self_attn.attn'\n")
    assert d["message_kind"] != "weight_loading_mismatch"
    assert d["diagnosis"]["cause"] == "unrecognized"


# --- the linker refusing Triton's launcher its libcuda, as later Triton releases name the file (-l:libcuda.so.1)
def test_the_launcher_build_with_the_linker_refusal_under_it_is_the_libcuda_path() -> None:
    # triton/runtime/build.py::_build's gcc command (a Triton kernel's launcher, main.c) with the driver's library named
    # by file, under Inductor's wrapper, then ld's own refusal: the toolchain works, the linker did not find libcuda
    d = _d("torch._inductor.exc.InductorError: CalledProcessError: Command '['/usr/bin/gcc', '/tmp/tmpab12/main.c', "
           "'-O3', '-shared', '-fPIC', '-o', '/tmp/tmpab12/__triton_launcher.cpython-310-x86_64-linux-gnu.so', "
           "'-l:libcuda.so.1', '-L/usr/lib/x86_64-linux-gnu', '-I/tmp/tmpab12']' returned non-zero exit status 1.\n"
           "/usr/bin/ld: cannot find -l:libcuda.so.1: No such file or directory\n"
           "collect2: error: ld returned 1 exit status\n")
    assert d["message_kind"] == "triton_compiler_missing"
    assert "libcuda" in d["fixes"][0]["title"]
    assert _no_memory_fix(d)


def test_the_linker_refusal_alone_in_either_form_is_the_libcuda_path() -> None:
    for line in ("/usr/bin/ld: cannot find -lcuda\n", "/usr/bin/ld: cannot find -l:libcuda.so.1\n"):
        d = _d(line)
        assert d["message_kind"] == "triton_compiler_missing"
        assert "libcuda" in d["fixes"][0]["title"]


# --- torch's CUDA libraries missing under vLLM's CUDA kernels (a CPU-only torch wheel)
def test_libtorch_cuda_missing_at_vllms_import_is_a_cpu_torch() -> None:
    # the dynamic loader's refusal at vllm/platforms/cuda.py's `import vllm._C` (0.6.6-0.32), a pip environment
    d = _d('Traceback (most recent call last):\n  File "/home/u/venv/lib/python3.11/site-packages/vllm/platforms/cuda.py",'
           ' line 15, in <module>\n    import vllm._C  # noqa\n'
           "ImportError: libc10_cuda.so: cannot open shared object file: No such file or directory\n")
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "torch" in d["fixes"][0]["title"]
    assert _no_memory_fix(d)


def test_libtorch_cuda_missing_in_an_image_build_is_the_image() -> None:
    d = _d("$ docker build -t my-vllm . && docker run --gpus all my-vllm\n"
           "ImportError: libtorch_cuda.so: cannot open shared object file: No such file or directory\n")
    assert d["diagnosis"]["cause"] == "container_image_broken"


def test_libcudart_beside_libc10_cuda_stays_the_cuda_runtime() -> None:
    d = _d("ImportError: libcudart.so.12: cannot open shared object file: No such file or directory\n"
           "ImportError: libc10_cuda.so: cannot open shared object file: No such file or directory\n")
    assert d["diagnosis"]["cause"] == "cuda_runtime_library_missing"


# --- mlx_lm's model-type refusal quoted without its full stop (mlx_lm/utils.py::_get_classes under vllm-metal)
def test_mlx_model_type_quoted_in_a_code_span_without_its_full_stop() -> None:
    d = _d("vllm-metal fails (`ValueError: Model type glm4_moe_lite not supported` with mlx-community/GLM-4.7-Flash)\n")
    assert d["message_kind"] == "architecture_unsupported"
    assert d["numbers"]["model_type"] == "glm4_moe_lite"


# --- pydantic's refusal of one of vLLM's config classes, in a wording no released wheel holds
def test_pydantic_refusal_of_a_vllm_config_class_is_vllms_check_whatever_its_text() -> None:
    # config/cache.py's CacheConfig is validated by pydantic (vLLM's config dataclasses, 0.10.1+): a main-branch
    # build's message of its own
    d = _d("pydantic_core._pydantic_core.ValidationError: 1 validation error for CacheConfig\n"
           "  Value error, the frobnicated KV layout is not wired up for this block size yet [type=value_error, "
           "input_value=ArgsKwargs((), {'block_size': 48}), input_type=ArgsKwargs]\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "CacheConfig" in d["diagnosis"]["summary"]
    assert _no_memory_fix(d)


def test_pydantic_refusal_of_another_programs_class_claims_nothing() -> None:
    d = _d("pydantic_core._pydantic_core.ValidationError: 1 validation error for TrainerSettings\n"
           "  Value error, the frobnicated KV layout is not wired up for this block size yet [type=value_error]\n")
    assert d["message_kind"] is None


# --- a folder named vllm above an environment is not vLLM's source (the frame readers' package path)
def test_a_home_folder_named_vllm_does_not_make_torch_vllms_source() -> None:
    # torch's Inductor raising TritonMissing (torch/_inductor/exc.py) from a venv under /home/vllm
    d = _d('  File "/home/vllm/.venv/lib/python3.12/site-packages/torch/_inductor/scheduler.py", line 5433, in '
           "create_backend\n    raise TritonMissing(inspect.currentframe())\n"
           "torch._inductor.exc.TritonMissing: Cannot find a working triton installation. Either the package is not "
           "installed or it is too old.\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "vllm/.venv" not in d["diagnosis"]["summary"]
    assert any("--enforce-eager" in f["detail"] for f in d["fixes"])


# --- torch's C++ symbol retold with the symbol in parentheses (the loader's "undefined symbol: X")
def test_a_retold_undefined_torch_symbol_in_parentheses_is_torchs_abi() -> None:
    d = _d("Starting the server fails with an ImportError about an undefined symbol (`_ZN3c1017RegisterOperatorsD1Ev`) "
           "in `vllm/_C.abi3.so`.\n")
    assert d["message_kind"] == "torch_abi_mismatch"


# --- vLLM's AutoWeightsLoader message with its quotes retyped (models/utils.py::AutoWeightsLoader._load_module)
def test_the_weights_loader_message_with_retyped_quotes_reads_the_parameter() -> None:
    d = _d('ValueError: There is no module or parameter named "mtp.fc.weight" in Qwen3NextMTP\n')
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "mtp.fc.weight"


# --- a segfault handler's native frames with NCCL's init on them (nccl src/init.cc::ncclCommInitRank)
def test_a_segfault_in_ncclcomminitrank_is_ncclss_init() -> None:
    d = _d("!!!!!!! Segfault encountered !!!!!!!\n"
           '  File "/opt/nccl/src/transport/net_ib.cc", line 500, in ncclIbInit\n'
           '  File "/opt/nccl/src/init.cc", line 1700, in ncclCommInitRank\n')
    assert d["message_kind"] == "nccl_error"
    assert not any(f["flag"] == "NCCL_CUMEM_HOST_ENABLE" for f in d["fixes"])  # no GPU-sharing layer in this paste


def test_the_same_segfault_under_hamis_hook_names_the_layer() -> None:
    d = _d("[HAMI-core Warn(12:140:multiprocess_memory_limit.c:500)]: device 0 memory limit set\n"
           "!!!!!!! Segfault encountered !!!!!!!\n"
           '  File "/libvgpu/src/cuda/memory.c", line 600, in cuMemCreate\n'
           '  File "/build/nccl/src/init.cc", line 1852, in ncclCommInitRank\n')
    assert d["message_kind"] == "nccl_error"
    assert "HAMi" in d["diagnosis"]["summary"]
    assert any("GPU-sharing" in f["title"] for f in d["fixes"])
    assert _no_memory_fix(d)


# --- Python's JSON decoder under the validation of vLLM's ModelConfig (pydantic wrapping json.JSONDecodeError)
def test_a_json_decode_error_building_modelconfig_is_a_broken_json_file_of_the_model() -> None:
    d = _d("pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
           "  Value error, Expecting property name enclosed in double quotes: line 12 column 3 (char 301) "
           "[type=value_error, input_value=ArgsKwargs((), {'model': '/models/x'}), input_type=ArgsKwargs]\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "checkpoint_file_corrupt"
    assert _no_memory_fix(d)


# --- a reporter's sentence that quotes vLLM's message in double quotes after its cue ("fails with")
def test_a_sentence_quoting_the_message_after_its_cue_names_the_site() -> None:
    # vllm/config/parallel.py::ParallelConfig._validate_parallel_config's message (the raise table), quoted mid-sentence
    d = _d("INFO:     Started server process [7]\nOn our 6-GPU node the launch fails with \"tp_size=4 must be divisible "
           "by dcp_size=3.\" even though nothing else changed.\n")
    assert d["message_kind"] == "vllm_check_failed"


# --- the linker's libcuda refusal under Inductor's wrapper, the build command cut by a terminal
def test_the_linker_refusal_under_a_cut_build_command_is_the_libcuda_path() -> None:
    d = _d("torch._inductor.exc.InductorError: CalledProcessError: Command '['/usr/bin/gcc', '/tmp/tmpx/cuda_utils.c', "
           "'-O3', '-shared', '-fPIC', '-o', '/tmp/tmpx/cuda_utils.cpython-312-x86_64-linux-g\n"
           "/usr/bin/ld: cannot find -lcuda: No such file or directory\n")
    assert d["message_kind"] == "triton_compiler_missing"
    assert "libcuda" in d["fixes"][0]["title"]


# --- the Hub's rate limit (HTTP 429 through huggingface_hub's hf_raise_for_status)
def test_the_hubs_429_is_its_rate_limit_with_offline_and_token_fixes() -> None:
    d = _d("requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/api/"
           "models/Qwen/Qwen3-8B/revision/main\n")
    assert d["message_kind"] == "hub_unreachable"
    flags = [f["flag"] for f in d["fixes"]]
    assert "HF_HUB_OFFLINE" in flags and "HF_TOKEN" in flags
    assert _no_memory_fix(d)


def test_a_429_of_another_host_is_not_the_hub() -> None:
    d = _d("requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.example.com/v1/x\n")
    assert d["message_kind"] != "hub_unreachable"


# --- huggingface_hub's HFValidationError cut after its class, a Windows drive path as --model
def test_a_bare_hfvalidationerror_with_a_windows_path_proposes_the_linux_path() -> None:
    d = _d('vllm serve "E:\\\\models\\\\Qwen2.5-7B-Instruct" --port 8000\n'
           "huggingface_hub.errors.HFValidationError:\n")
    assert d["message_kind"] == "model_not_found"
    first = d["fixes"][0]
    assert first["flag"] == "--model" and first["value"].startswith("/mnt/e/models/")


# --- the shell's SIGILL report (strsignal: "Illegal instruction")
def test_illegal_instruction_is_the_cpus_instruction_set() -> None:
    d = _d("$ python -c 'import vllm'\nIllegal instruction (core dumped)\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "cpu_instruction_set_unsupported"
    assert _no_memory_fix(d)


# --- argparse's refusal retold in the singular in a title (vLLM's flag tables name the release that has the flag)
def test_unrecognized_argument_in_the_singular_names_the_release_with_the_flag() -> None:
    d = _d("[Usage]: Unrecognized argument --max-num-partial-prefills when I start the server\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["numbers"]["cli_flag"] == "--max-num-partial-prefills"
    assert "is a flag of vLLM" in d["diagnosis"]["summary"]  # named with the releases the flag tables list


# --- the loader's symbol-version check on libstdc++ (GLIBCXX_x not found)
def test_an_older_libstdcxx_than_a_module_needs_is_the_cxx_runtime() -> None:
    d = _d("ImportError: /usr/lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by "
           "/opt/venv/lib/python3.12/site-packages/xgrammar/xgrammar_bindings.cpython-312-x86_64-linux-gnu.so)\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["diagnosis"]["cause"] == "glibc_too_old"
    assert d["numbers"]["glibcxx_version"] == "3.4.32"
    assert _no_memory_fix(d)


# --- libzmq's ENODEV on a tcp bind (pyzmq's ZMQError "No such device")
def test_zmq_no_such_device_on_an_unbracketed_ipv6_address_proposes_ipv4() -> None:
    d = _d("zmq.error.ZMQError: No such device (addr='tcp://fd00:1:2:3::15:5557')\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "release_regression"
    assert "IPv6" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["flag"] == "VLLM_HOST_IP"


def test_zmq_no_such_device_on_a_host_name_names_the_name() -> None:
    d = _d("zmq.error.ZMQError: No such device (addr='tcp://my-head-node:29550')\n")
    assert "host name" in d["diagnosis"]["summary"]
    assert not any(f["flag"] == "VLLM_HOST_IP" for f in d["fixes"])
