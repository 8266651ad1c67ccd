"""kvroom explain, issue 10: round 26's misses, read by the rule of the code that prints each message.

Round 26 (tests/golden/wild/BLIND.md, "Round 26, fitted") was graded blind (1/10), then fitted with general rules
(logs/patterns.py rows in each kind's section; launchchecks.py readings, _reading / _READINGS). Per rule: the real line (its url above it)
and at least one variant from another release's, library's or Python's wording, quoted from the source that prints
it (file::function, release). Expected values are what the texts print or what the cited source does, never
computed by kvroom.
"""

from __future__ import annotations

from kvroom import logs
from kvroom.explain import explain


def _read(log: str, **kw) -> dict:
    return explain(log, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


def _text(d: dict) -> str:
    return " ".join(f"{f['flag']} {f['value']} {f['title']} {f['detail']}" for f in d["fixes"])


MEMORY = ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--cpu-offload-gb", "--max-num-seqs",
          "--tensor-parallel-size", "--enforce-eager")

# ------------------------------------------------------------- a bitsandbytes checkpoint without its quantization

# https://github.com/vllm-project/vllm/issues/11010 (unsloth/Llama-3.3-70B-Instruct-bnb-4bit, 0.6.4.post1)
BNB_REAL = ("ERROR 12-09 00:49:29 engine.py:366]     param = params_dict[name]\n"
            "ERROR 12-09 00:49:29 engine.py:366] KeyError: 'layers.0.mlp.down_proj.weight.absmax'\n")


def test_bnb_absmax_keyerror_is_a_bitsandbytes_checkpoint() -> None:
    r = logs.parse_text(BNB_REAL)
    assert r.message_kind == "weight_loading_mismatch"
    d = _read(BNB_REAL)
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"
    assert "bitsandbytes" in d["diagnosis"]["summary"]
    # the maintainer's fix (unslothai/unsloth#1380): both flags, for a release before 0.10
    assert "--quantization bitsandbytes --load-format bitsandbytes" in _text(d)
    assert not set(_flags(d)) & set(MEMORY)


def test_bnb_quant_state_in_autoweightsloader_wording() -> None:
    # vLLM 0.6.3+'s AutoWeightsLoader words a name with no parameter "There is no module or parameter named 'X' in Y"
    # (models/utils.py::AutoWeightsLoader._load_module); bitsandbytes' packed QuantState key
    # "quant_state.bitsandbytes__nf4" (bitsandbytes/functional.py::QuantState.as_dict(packed=True))
    log = ("ValueError: There is no module or parameter named "
           "'model.layers.0.self_attn.q_proj.weight.quant_state.bitsandbytes__nf4' in LlamaForCausalLM\n")
    d = _read(log, vllm_version="0.10.0")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"
    assert "bitsandbytes" in d["diagnosis"]["summary"]
    # 0.10.0: --quantization bitsandbytes sets the load format (engine/arg_utils.py::create_load_config)
    assert "--quantization bitsandbytes:" in _text(d) and "--load-format" not in _text(d)


def test_bnb_nested_absmax_and_a_plain_weight_name() -> None:
    # the double-quantized companion (QuantState.as_dict: "nested_absmax") is read the same way ...
    d = _read("KeyError: 'model.layers.3.mlp.gate_proj.weight.nested_absmax'\n")
    assert "bitsandbytes" in d["diagnosis"]["summary"]
    # ... a plain weight name is the general mismatch, not bitsandbytes
    d = _read("KeyError: 'model.layers.3.mlp.gate_proj.g_idx'\n")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"
    assert "bitsandbytes" not in d["diagnosis"]["summary"]


# ------------------------------------------------------------- a signal handler off the main thread

# https://github.com/vllm-project/vllm/issues/12690 (V1 in Triton Inference Server's vLLM backend)
SIGNAL_REAL = ('model.py:244] "[vllm] Failed to start engine: signal only works in main thread of the main '
               'interpreter"\n'
               'pb_stub.cc:366] "Failed to initialize Python stub: ValueError: signal only works in main thread of '
               'the main interpreter\n\nAt:\n  /usr/lib/python3.12/signal.py(58): signal\n'
               "  /app/.venv/lib/python3.12/site-packages/vllm/v1/engine/core_client.py(160): __init__\n")


def test_signal_off_the_main_thread() -> None:
    assert logs.parse_text(SIGNAL_REAL).message_kind == "engine_not_main_thread"
    d = _read(SIGNAL_REAL)
    assert d["diagnosis"]["cause"] == "engine_not_main_thread"
    assert ("VLLM_USE_V1", "0") in [(f["flag"], f["value"]) for f in d["fixes"]]  # the sibling vllm#13806's fix
    assert not set(_flags(d)) & set(MEMORY)


def test_signal_python38_wording_and_release_gates() -> None:
    # CPython before 3.9 (Modules/signalmodule.c::signal_signal_impl): "signal only works in main thread"
    log = "ValueError: signal only works in main thread\n"
    d = _read(log, vllm_version="0.7.3")
    assert d["diagnosis"]["cause"] == "engine_not_main_thread"
    assert "upgrade to vLLM 0.8.0 or newer" in _text(d)  # 0.8.0's core_client checks threading.main_thread()
    # 0.9.2 has the check (no upgrade offered) and still V0; 0.11.0 has no V0 engine (VLLM_USE_V1 not offered)
    d = _read(log, vllm_version="0.9.2")
    assert "upgrade to vLLM 0.8.0" not in _text(d) and "VLLM_USE_V1" in _flags(d)
    assert "VLLM_USE_V1" not in _flags(_read(log, vllm_version="0.11.0"))


# ------------------------------------------------------------- the Hub unreachable

# https://github.com/vllm-project/vllm/issues/1824 (an offline container, TheBloke/Yi-34B-Chat-AWQ)
HUB_REAL = ("2023-11-29 11:34:19 requests.exceptions.SSLError: (MaxRetryError(\"HTTPSConnectionPool(host='huggingface.co',"
            " port=443): Max retries exceeded with url: /TheBloke/Yi-34B-Chat-AWQ/resolve/main/config.json (Caused by "
            "SSLError(SSLEOFError(8, '[SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol "
            "(_ssl.c:1007)')))\"), '(Request ID: 91b68885-d0ae-4e19-bb51-63855c72ce75)')\n")


def test_hub_ssl_error_is_hub_unreachable() -> None:
    r = logs.parse_text(HUB_REAL)
    assert r.message_kind == "hub_unreachable"
    d = _read(HUB_REAL)
    assert d["diagnosis"]["cause"] == "hub_unreachable"
    assert _flags(d)[0] == "--model"  # njhill in vllm#3719: the local snapshot folder as the model
    assert not set(_flags(d)) & (set(MEMORY) | {"--quantization"})


def test_hub_transformers_and_offline_wordings() -> None:
    # transformers/utils/hub.py::cached_file (4.3x): the OSError when the Hub cannot be reached and nothing is cached
    log = ("OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached "
           "files and it looks like meta-llama/Llama-2-7b-hf is not the path to a directory containing a file named "
           "config.json.\n")
    assert _read(log)["diagnosis"]["cause"] == "hub_unreachable"
    # huggingface_hub/file_download.py (HF_HUB_OFFLINE=1, file not cached): LocalEntryNotFoundError
    log = ("huggingface_hub.errors.LocalEntryNotFoundError: Cannot find the requested files in the disk cache and "
           "outgoing traffic has been disabled. To enable hf.co look-ups and downloads online, set 'local_files_only' "
           "to False.\n")
    assert _read(log)["diagnosis"]["cause"] == "hub_unreachable"


def test_hub_warning_then_a_later_failure_is_the_later_failure() -> None:
    # weak: a cached model loads after the Hub warning; a later death is the cause (logs/builder.py _WEAK_MESSAGES).
    # The later line: vLLM's architecture refusal (model_executor/models/registry.py, "are not supported for now")
    log = HUB_REAL + "ValueError: Model architectures ['FooForCausalLM'] are not supported for now.\n"
    assert logs.parse_text(log).message_kind == "architecture_unsupported"


# ------------------------------------------------------------- a config attribute the model code reads

# https://github.com/vllm-project/vllm/issues/2422 (Phi-2's updated config, vLLM 0.2.7's phi_1_5.py)
PHI_REAL = ('  File "/home/mobius/_/lib/vllm/vllm/model_executor/models/phi_1_5.py", line 186, in __init__\n'
            "    eps=config.layer_norm_epsilon)\n"
            "AttributeError: 'PhiConfig' object has no attribute 'layer_norm_epsilon'. Did you mean: 'layer_norm_eps'?\n")


def test_config_attribute_missing_is_a_config_revision_mismatch() -> None:
    r = logs.parse_text(PHI_REAL)
    assert r.message_kind == "hf_config_type_mismatch"
    d = _read(PHI_REAL)
    assert d["diagnosis"]["cause"] == "hf_config_type_mismatch"
    assert "layer_norm_epsilon" in d["diagnosis"]["summary"] and "PhiConfig" in d["diagnosis"]["summary"]
    assert not set(_flags(d)) & (set(MEMORY) | {"--dtype"})


def test_config_attribute_other_model_and_vllm_own_configs() -> None:
    # the same rule for the attribute vLLM's phi_1_5.py read next in the same thread ("rotary_dim"), Python 3.9's
    # AttributeError wording without "Did you mean" (object.__getattribute__ via PretrainedConfig.__getattribute__)
    log = "AttributeError: 'PhiConfig' object has no attribute 'rotary_dim'\n"
    assert _read(log)["diagnosis"]["cause"] == "hf_config_type_mismatch"
    # vLLM's own config objects and quantization configs are not a checkpoint's config: not this reading
    for own in ("'ModelConfig' object has no attribute 'hf_text_config'", "'VllmConfig' object has no attribute 'x'",
                "'AWQConfig' object has no attribute 'modules_to_not_convert'"):
        assert logs.parse_text(f"AttributeError: {own}\n").message_kind != "hf_config_type_mismatch", own


# ------------------------------------------------------------- huggingface_hub older than the Hub's API

# https://github.com/vllm-project/vllm/issues/3796 (vLLM 0.4.0, huggingface_hub#2186)
HUB_API_REAL = ('  File "/usr/local/lib/python3.10/dist-packages/huggingface_hub/hf_api.py", line 710, in __init__\n'
                "    self.safetensors = SafeTensorsInfo(**safetensors) if safetensors else None\n"
                "TypeError: SafeTensorsInfo.__init__() got an unexpected keyword argument 'sharded'\n")


def test_hub_dataclass_refuses_a_new_field() -> None:
    assert logs.parse_text(HUB_API_REAL).message_kind == "dependency_version_mismatch"
    d = _read(HUB_API_REAL)
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "huggingface_hub" in d["diagnosis"]["summary"] and "sharded" in d["diagnosis"]["summary"]
    assert "upgrade huggingface_hub" in _text(d)  # youkaichao in vllm#3800
    assert not set(_flags(d)) & (set(MEMORY) | {"--quantization"})


def test_hub_dataclass_other_class() -> None:
    # the ModelInfo dataclass of the same module (huggingface_hub/hf_api.py::HfApi.model_info returns ModelInfo(**data))
    log = "TypeError: ModelInfo.__init__() got an unexpected keyword argument 'gguf'\n"
    d = _read(log)
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch" and "gguf" in d["diagnosis"]["summary"]


# ------------------------------------------------------------- AWQ kernels absent from a ROCm build

# https://github.com/vllm-project/vllm/issues/11249 (2x RX 7900 XTX, ROCm build of December 2024)
AWQ_REAL = ("(VllmWorkerProcess pid=1492) ERROR 12-17 03:22:04 multiproc_worker_utils.py:236] AttributeError: Error in "
            "model execution (input dumped to /tmp/err_execute_model_input_20241217-032204.pkl): '_OpNamespace' '_C' "
            "object has no attribute 'awq_dequantize'\n")


def test_awq_op_missing_is_awq_unsupported_on_this_gpu() -> None:
    assert logs.parse_text(AWQ_REAL).message_kind == "quantization_unsupported_gpu"
    d = _read(AWQ_REAL)
    assert d["diagnosis"]["cause"] == "quantization_unsupported_gpu"
    assert ("VLLM_USE_TRITON_AWQ", "1") in [(f["flag"], f["value"]) for f in d["fixes"]]
    assert not set(_flags(d)) & set(MEMORY)


def test_awq_gemm_op_and_the_release_without_triton_awq() -> None:
    # vllm/_custom_ops.py::awq_gemm calls torch.ops._C.awq_gemm (0.5.5); VLLM_USE_TRITON_AWQ is in envs.py from 0.6.0
    log = "AttributeError: '_OpNamespace' '_C' object has no attribute 'awq_gemm'\n"
    d = _read(log, vllm_version="0.5.5")
    assert d["diagnosis"]["cause"] == "quantization_unsupported_gpu"
    assert "VLLM_USE_TRITON_AWQ" not in _flags(d)


# ------------------------------------------------------------- Triton's flash attention on RDNA

# https://github.com/vllm-project/vllm/issues/4514 (W7900 gfx1100, 0.4.1 ROCm image)
FA_REAL = ("error: triton_flash_attention.py:211:0: stack frame size (277288) exceeds limit (262136) in function "
           "'attn_fwd_0d1d2d3de45de6d7de8de9de10c11de12de13de14c15de16de17de18c19de20de21de22c23de24de25de26de27d28d29"
           "303132de'\n")


def test_triton_attention_stack_frame() -> None:
    assert logs.parse_text(FA_REAL).message_kind == "no_attention_backend"
    d = _read(FA_REAL)
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"
    assert ("VLLM_USE_TRITON_FLASH_ATTN", "0") in [(f["flag"], f["value"]) for f in d["fixes"]]
    assert not set(_flags(d)) & set(MEMORY)


def test_triton_attention_stack_frame_other_kernel_name_and_release() -> None:
    # Triton names the kernel without its argument-specialization suffix in later releases ('_attn_fwd', the kernel
    # of vllm/attention/ops/triton_flash_attention.py 0.6.x); vllm/envs.py has no VLLM_USE_TRITON_FLASH_ATTN from 0.12.0
    log = "error: <unknown>:0:0: stack frame size (300040) exceeds limit (262136) in function '_attn_fwd'\n"
    d = _read(log, vllm_version="0.12.0")
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"
    assert "VLLM_USE_TRITON_FLASH_ATTN" not in _flags(d)
    assert "VLLM_USE_TRITON_FLASH_ATTN" in _flags(_read(log, vllm_version="0.6.3"))


# ------------------------------------------------------------- Triton's cache race

# https://github.com/vllm-project/vllm/issues/6276 (DeepSeek-Coder-V2-Lite at TP 4 on 4x L40, 0.5.0.post1)
RACE_REAL = ("(VllmWorkerProcess pid=1527) ERROR 07-10 09:23:56 multiproc_worker_utils.py:226] FileNotFoundError: "
             "[Errno 2] No such file or directory: '/root/.triton/cache/de758c429c9ff1f18930bbd9c3004506/"
             "fused_moe_kernel.json.tmp.pid_1528_587007'\n")


def test_triton_cache_race() -> None:
    assert logs.parse_text(RACE_REAL).message_kind == "triton_cache_race"
    d = _read(RACE_REAL)
    assert d["diagnosis"]["cause"] == "triton_cache_race"
    assert not set(_flags(d)) & set(MEMORY)
    # PR #6140's per-worker Triton cache: in 0.5.5's source; not offered to a release that has it
    assert "upgrade to vLLM 0.5.5" in _text(_read(RACE_REAL, vllm_version="0.5.0"))
    assert "upgrade to vLLM" not in _text(_read(RACE_REAL, vllm_version="0.6.3"))


def test_triton_cache_race_temp_folder_wording() -> None:
    # later triton/runtime/cache.py::FileCacheManager.put writes into a folder f"tmp.pid_{pid}_{rnd_id}" (rnd_id a
    # uuid4 in the newest): the file inside it is what goes missing
    log = ("FileNotFoundError: [Errno 2] No such file or directory: '/home/u/.triton/cache/tmp.pid_4021_"
           "3f2a9c1e-6b7d-4e0f-9a11-2c3d4e5f6a7b/fused_moe_kernel.cubin'\n")
    assert _read(log)["diagnosis"]["cause"] == "triton_cache_race"
    # an ordinary missing file is not this race
    assert logs.parse_text("FileNotFoundError: [Errno 2] No such file or directory: '/models/x/config.json'\n"
                           ).message_kind != "triton_cache_race"


# ------------------------------------------------------------- torch.compile's generated code

# https://github.com/vllm-project/vllm/issues/16150 (Llama-4-Scout at TP 8 on 8x H100, 0.8.3; the reporter's
# workaround --kv-cache-dtype fp8 changes the compiled graph and its cache key)
COMPILE_REAL = (
    "(VllmWorker rank=5 pid=9469) ERROR 04-07 10:56:15 [multiproc_executor.py:383]   File \"/usr/local/lib/python3.10/"
    "dist-packages/torch/_inductor/output_code.py\", line 466, in __call__\n"
    "(VllmWorker rank=5 pid=9469) ERROR 04-07 10:56:15 [multiproc_executor.py:383]     return self.current_callable(inputs)\n"
    "(VllmWorker rank=5 pid=9469) ERROR 04-07 10:56:15 [multiproc_executor.py:383]   File \"/root/.cache/vllm/"
    "torch_compile_cache/ea2d23402a/rank_5_0/inductor_cache/bx/cbxnsxbxmoiuzf32l5mxinvqc2wu2ex6u5o76dkfslsyn6wabunx.py\","
    " line 370, in call\n"
    "(VllmWorker rank=5 pid=9469) ERROR 04-07 10:56:15 [multiproc_executor.py:383]     arg0_1, arg1_1 = args\n"
    "(VllmWorker rank=5 pid=9469) ERROR 04-07 10:56:15 [multiproc_executor.py:383] ValueError: too many values to "
    "unpack (expected 12)\n")


def test_error_inside_inductor_generated_code() -> None:
    assert logs.parse_text(COMPILE_REAL).message_kind == "torch_compile_error"
    d = _read(COMPILE_REAL, vllm_version="0.8.3")
    assert d["diagnosis"]["cause"] == "torch_compile_error"
    assert ("VLLM_DISABLE_COMPILE_CACHE", "1") in [(f["flag"], f["value"]) for f in d["fixes"]]  # envs.py 0.6.6+
    assert not set(_flags(d)) & {"--gpu-memory-utilization", "--max-model-len", "--max-num-seqs"}


def test_compiled_frame_is_weak_and_dynamo_wording() -> None:
    # torch's own Inductor cache (/tmp/torchinductor_<user>/, torch/_inductor/codecache.py) then torch's OOM line
    # (c10/cuda/CUDACachingAllocator.cpp "CUDA out of memory. Tried to allocate ..."): the OOM is the cause
    oom = ('  File "/tmp/torchinductor_root/ab/cabcdef.py", line 812, in call\n'
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
           "79.19 GiB of which 1.06 GiB is free.\n")
    assert logs.parse_text(oom).message_kind != "torch_compile_error"
    # Dynamo's wrapper of a compiler failure (torch/_dynamo/output_graph.py::OutputGraph.call_user_compiler)
    log = ("torch._dynamo.exc.BackendCompilerFailed: backend='<vllm.compilation.backends.VllmBackend object at "
           "0x7f2c>' raised:\nAssertionError: expected size 4096==2048, stride 1==1 at dim=0\n")
    d = _read(log, vllm_version="0.6.3")
    assert d["diagnosis"]["cause"] == "torch_compile_error"
    assert "VLLM_DISABLE_COMPILE_CACHE" not in _flags(d)  # vllm/envs.py has it from 0.6.6


def test_hub_retry_warning_is_not_a_death() -> None:
    # huggingface_hub/utils/_http.py::http_backoff logs the error it retries ("'<err>' thrown while requesting HEAD
    # <url>", then "Retrying in 1s [Retry 1/5].") and falls back to a cached file: not the Hub refusing the launch
    log = ("WARNING:huggingface_hub.utils._http:'(MaxRetryError(\"HTTPSConnectionPool(host='huggingface.co', port=443): "
           "Max retries exceeded with url: /Qwen/Qwen2-7B/resolve/main/config.json (Caused by "
           "NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f>: Failed to establish a new "
           "connection: [Errno 101] Network is unreachable'))\"), '(Request ID: 1f0e)')' thrown while requesting HEAD "
           "https://huggingface.co/Qwen/Qwen2-7B/resolve/main/config.json\n"
           "WARNING:huggingface_hub.utils._http:Retrying in 1s [Retry 1/5].\n")
    assert logs.parse_text(log).message_kind != "hub_unreachable"
