"""kvroom explain, issue 10: the launch deaths vLLM users report most often that kvroom did not read (helper h-freq).

Each class was clustered from the vLLM issue bodies of the yunwei37/vllm-exp mirror (tests/golden/wild/BLIND.md, "Frequent
classes from the vllm-exp mirror"). Per rule: the real issue's text (its github.com url above it) and at least one
variant in another release's wording, quoted from vLLM's source (file::function, release). Expected values are what
the logs print, never computed by kvroom.
"""

from __future__ import annotations

import pytest

from kvroom.explain import explain

PLAN_FLAGS = ("--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size", "--pipeline-parallel-size",
              "--kv-cache-dtype", "--cpu-offload-gb", "--enforce-eager", "--max-num-seqs", "--max-num-batched-tokens",
              "--dtype", "--quantization", "--swap-space")


def _read(log: str) -> dict:
    return explain(log).to_dict()


def _no_plan_lever(d: dict) -> None:
    assert not [f["command"] for f in d["fixes"] if f["flag"] in PLAN_FLAGS], d["fixes"]
    assert d["fixes"], "a death with no fix"


# ------------------------------------------------------------------ weight_loading_mismatch: any tensor name


def test_a_keyerror_of_any_tensor_name_in_load_weights_is_a_weight_mismatch() -> None:
    # https://github.com/vllm-project/vllm/issues/11122 (a source build, AWQ InternVL2-Llama3-76B): llama.py load_weights
    log = ("ERROR 12-12 03:24:49 engine.py:366]   File \"/code/lab/projects/vllm/vllm/model_executor/models/llama.py\", "
           "line 390, in load_weights\n"
           "ERROR 12-12 03:24:49 engine.py:366]     param = params_dict[name]\n"
           "ERROR 12-12 03:24:49 engine.py:366] KeyError: 'layers.39.mlp.gate_up_proj.qweight'\n"
           "INFO 12-12 03:24:50 multiproc_worker_utils.py:120] Killing local vLLM worker processes\n")
    d = _read(log)
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "layers.39.mlp.gate_up_proj.qweight"
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"
    _no_plan_lever(d)


def test_a_keyerror_through_a_ray_worker_is_read() -> None:
    # https://github.com/vllm-project/vllm/issues/2386 (a merged Mixtral 8x7b on Ray workers): the name without layers.
    log = ("ray.exceptions.RayTaskError(KeyError): ray::RayWorkerVllm.execute_method() (pid=2596933, ip=192.254.110.7)\n"
           "  File \"/home/zhh/miniconda3/envs/vllm/lib/python3.9/site-packages/vllm/model_executor/models/mixtral.py\", "
           "line 545, in load_weights\n"
           "    param = params_dict[name]\n"
           "KeyError: 'model.embed_tokens.weight'\n")
    d = _read(log)
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "model.embed_tokens.weight"


def test_a_keyerror_in_another_release_with_a_worker_prefix_is_read() -> None:
    # variant: 0.10.0's vllm/model_executor/models/qwen2.py::Qwen2Model.load_weights still does
    # `param = params_dict[name]` (as 45 model files of 0.33.0 do); a V1 worker prefixes its lines
    log = "(VllmWorker rank=0 pid=4242) ERROR 07-01 10:00:00 [multiproc_executor.py:487] KeyError: 'lm_head.qweight'\n"
    d = _read(log)
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "lm_head.qweight"


def test_tensor_names_that_are_no_failure_are_not_read() -> None:
    # transformers' warning lists unused names in a Python list; a traceback shows the source line; neither is a death
    for line in ("Some weights of the model checkpoint at m were not used when initializing X: ['lm_head.weight']",
                 "    param = params_dict[name]", "'lm_head.weight' ,'x.weight'"):
        assert _read(line)["message_kind"] is None, line


def test_mistral_consolidated_names_get_the_format_fixes() -> None:
    # https://github.com/vllm-project/vllm/issues/4989 (Mistral-7B-Instruct-v0.3 on 0.4.2: consolidated.safetensors
    # beside the HF shards); the fix that worked was the loader skipping it (weight_utils.py::
    # filter_duplicate_safetensors_files, present in 0.5.5, the oldest wheel read)
    log = ("vllm==0.4.2\n"
           "  File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/llama.py\", line 415, in "
           "load_weights\n    param = params_dict[name]\nKeyError: 'layers.0.attention.wk.weight'\n")
    d = _read(log)
    assert d["message_kind"] == "weight_loading_mismatch"
    assert "consolidated" in d["diagnosis"]["summary"]
    titles = [f["title"] for f in d["fixes"]]
    assert "upgrade to vLLM 0.5.5 or newer" in titles
    # 0.4.2 has no --config-format (engine/arg_utils.py, 0.6.1+): the Mistral-format flags are not offered
    assert not [f for f in d["fixes"] if f["flag"] == "--load-format"]
    _no_plan_lever(d)
    # on 0.8.5 the Mistral format flags exist (--load-format / --config-format / --tokenizer-mode mistral)
    d = explain("KeyError: 'layers.0.attention.wk.weight'", vllm_version="0.8.5").to_dict()
    assert d["fixes"][0]["flag"] == "--load-format" and d["fixes"][0]["value"].startswith("mistral")
    assert "upgrade to vLLM 0.5.5 or newer" not in [f["title"] for f in d["fixes"]]


def test_the_default_weight_loader_shape_assert_is_a_weight_mismatch() -> None:
    # https://github.com/vllm-project/vllm/issues/19991 (EAGLE3-LLaMA3.1-Instruct-8B as the draft model)
    log = ("ERROR 06-22 15:12:27 [engine.py:458] Attempted to load weight (torch.Size([4096, 12288])) into parameter "
           "(torch.Size([4096, 8192]))\n"
           "ERROR 06-22 15:12:27 [engine.py:458] Traceback (most recent call last):\n")
    d = _read(log)
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["loaded_shape"] == "[4096, 12288]"
    assert d["numbers"]["param_shape"] == "[4096, 8192]"
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"
    assert "[4096, 12288]" in d["diagnosis"]["summary"]
    _no_plan_lever(d)


def test_the_shape_assert_of_another_release_and_not_its_dtype_warning() -> None:
    # variant: 0.33.0's model_loader/weight_utils.py::default_weight_loader asserts with the same f-string, raised as
    # AssertionError; 0.33.0's models/utils.py warns "Attempted to load weight %s with dtype %s into parameter with
    # dtype %s" (AutoWeightsLoader), which is no death
    d = _read("AssertionError: Attempted to load weight (torch.Size([151936, 896])) into parameter "
              "(torch.Size([152064, 896]))")
    assert d["message_kind"] == "weight_loading_mismatch" and d["numbers"]["param_shape"] == "[152064, 896]"
    d = _read("WARNING 01-01 00:00:00 [utils.py:340] Attempted to load weight lm_head.weight with dtype torch.bfloat16 "
              "into parameter with dtype torch.float32")
    assert d["message_kind"] is None


# ------------------------------------------------------------------ lora_unsupported


def test_lora_with_a_model_class_without_lora_old_wording() -> None:
    # https://github.com/vllm-project/vllm/issues/3201 (Qwen-7B-Chat with --enable-lora, vLLM 0.3.x)
    log = ("  File \"/root/miniconda3/envs/qwen/lib/python3.10/site-packages/vllm/model_executor/model_loader.py\", "
           "line 73, in get_model\n    raise ValueError(\n"
           "ValueError: Model QWenLMHeadModel does not support LoRA, but LoRA is enabled. Support for this model may be "
           "added in the future. If this is important to you, please open an issue on github.\n")
    d = _read(log)
    assert d["message_kind"] == "lora_unsupported"
    assert d["numbers"]["model_class"] == "QWenLMHeadModel"
    assert d["diagnosis"]["cause"] == "lora_unsupported"
    assert d["fixes"][0]["title"] == "serve without --enable-lora"
    _no_plan_lever(d)


def test_lora_with_a_model_class_without_lora_new_wordings() -> None:
    # https://github.com/vllm-project/vllm/issues/11431 (vllm serve allenai/Molmo-7B-D-0924 --enable-lora, 0.6.x:
    # worker/model_runner.py::load_model's assert)
    d = _read("`AssertionError: MolmoForCausalLM does not support LoRA yet.`")
    assert d["message_kind"] == "lora_unsupported" and d["numbers"]["model_class"] == "MolmoForCausalLM"
    # variant: 0.33.0's v1/worker/lora_model_runner_mixin.py::load_lora_model raises it as a ValueError, in a V1 worker
    d = _read("(EngineCore_DP0 pid=811) ValueError: Qwen3NextForCausalLM does not support LoRA yet.")
    assert d["message_kind"] == "lora_unsupported" and d["numbers"]["model_class"] == "Qwen3NextForCausalLM"
    _no_plan_lever(d)


def test_the_lora_source_line_is_not_the_message() -> None:
    # the traceback's source line (0.8.5 worker/model_runner.py) carries no class name
    assert _read('            ), f"{self.model.__class__.__name__} does not support LoRA yet."')["message_kind"] is None


# ------------------------------------------------------------------ parallel_group_reinitialized


def test_a_second_engine_in_one_process() -> None:
    # https://github.com/vllm-project/vllm/issues/1563 (Colab: a second LLM(...) in the notebook)
    d = _read("AssertionError: tensor model parallel group is already initialized.")
    assert d["message_kind"] == "parallel_group_reinitialized"
    assert d["numbers"]["parallel_group"] == "tensor model"
    assert d["diagnosis"]["cause"] == "parallel_group_reinitialized"
    titles = [f["title"] for f in d["fixes"]]
    assert titles[0] == "one engine per process"
    _no_plan_lever(d)


def test_a_second_engine_quoted_from_an_old_release() -> None:
    # https://github.com/vllm-project/vllm/issues/1271 (a notebook's quoted traceback, vLLM 0.2.0:
    # model_executor/parallel_utils/parallel_state.py)
    log = ("> File /opt/conda/lib/python3.10/site-packages/vllm/model_executor/parallel_utils/parallel_state.py:116, in "
           "initialize_model_parallel(tensor_model_parallel_size, pipeline_model_parallel_size)\n"
           ">     116 assert _DATA_PARALLEL_GROUP is None, 'data parallel group is already initialized'\n"
           "> \n> AssertionError: data parallel group is already initialized\n")
    d = _read(log)
    assert d["message_kind"] == "parallel_group_reinitialized"
    assert d["numbers"]["parallel_group"] == "data"


def test_a_second_engine_in_a_new_release() -> None:
    # variant: 0.33.0's distributed/parallel_state.py::initialize_model_parallel asserts each group in turn
    # (`assert _PP is None, "pipeline model parallel group is already initialized"`); destroy_model_parallel and
    # destroy_distributed_environment are in that file from 0.5.5 to 0.33.0
    d = explain("AssertionError: pipeline model parallel group is already initialized", vllm_version="0.33.0").to_dict()
    assert d["message_kind"] == "parallel_group_reinitialized" and d["numbers"]["parallel_group"] == "pipeline model"
    assert any("destroy_model_parallel" in f["detail"] for f in d["fixes"])


# ------------------------------------------------------------------ vllm_extension_import_failed


def test_no_compiled_kernels_in_a_source_tree() -> None:
    # https://github.com/vllm-project/vllm/issues/11037 (a source checkout: sources/vllm/vllm/platforms/cuda.py)
    log = ("  File \"/mnt/MSAI/home/cephdon/sources/vllm/vllm/platforms/cuda.py\", line 14, in <module>\n"
           "    import vllm._C  # noqa\n"
           "ModuleNotFoundError: No module named 'vllm._C'\n")
    d = _read(log)
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["diagnosis"]["cause"] == "vllm_extension_missing"
    assert d["fixes"][0]["title"] == "run outside the vLLM source folder"
    _no_plan_lever(d)


def test_no_compiled_kernels_in_the_newest_release() -> None:
    # variant: 0.33.0's vllm/platforms/cuda.py imports vllm._C_stable_libtorch at the top
    d = _read("ModuleNotFoundError: No module named 'vllm._C_stable_libtorch'")
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["diagnosis"]["cause"] == "vllm_extension_missing"
    # a warning that merely mentions the module (the CPU / TPU builds log _custom_ops.py's failed import and go on)
    d = _read("WARNING 07-16 23:02:53 _custom_ops.py:14] Failed to import from vllm._C with "
              "ModuleNotFoundError(\"No module named 'vllm._C'\")")
    assert d["message_kind"] is None


def test_the_cuda_runtime_library_is_missing() -> None:
    # https://github.com/vllm-project/vllm/issues/1738 (vLLM 0.2.x: `from vllm import cuda_utils` in vllm/utils.py)
    log = ("  File \"/usr/local/lib/python3.8/dist-packages/vllm/utils.py\", line 8, in <module>\n"
           "    from vllm import cuda_utils\n"
           "ImportError: libcudart.so.12: cannot open shared object file: No such file or directory\n")
    d = _read(log)
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["numbers"]["library"] == "libcudart.so.12"
    assert d["diagnosis"]["cause"] == "cuda_runtime_library_missing"
    _no_plan_lever(d)
    # https://github.com/vllm-project/vllm/issues/12649: the same, as 0.7's _custom_ops.py logs it (a CPU torch)
    d = _read("WARNING 02-01 09:54:47 _custom_ops.py:20] Failed to import from vllm._C with ImportError('libcudart.so"
              ".12: cannot open shared object file: No such file or directory')")
    assert d["diagnosis"]["cause"] == "cuda_runtime_library_missing"


def test_the_system_glibc_is_older_than_the_wheel() -> None:
    # https://github.com/vllm-project/vllm/issues/15592: the title says "No module named 'vllm._C'", the traceback the
    # glibc the shared object needs
    log = ("[Bug]:ModuleNotFoundError: No module named 'vllm._C'\n"
           "  File \"/mnt/qy-test/envs/conda/envs/vllm3/lib/python3.12/site-packages/vllm/platforms/cuda.py\", line 15, "
           "in <module>\n    import vllm._C  # noqa\n"
           "ImportError: /lib64/libc.so.6: version `GLIBC_2.32' not found (required by /mnt/qy-test/envs/conda/envs/"
           "vllm3/lib/python3.12/site-packages/vllm/_C.abi3.so)\n")
    d = _read("No module named 'vllm._C'\n" + log)
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["numbers"]["glibc_version"] == "2.32"
    assert d["diagnosis"]["cause"] == "glibc_too_old"
    _no_plan_lever(d)


@pytest.mark.parametrize("line", [
    "KeyError: '" + "a." * 5000 + "weight'",
    "Attempted to load weight (torch.Size([" + "1, " * 5000,
    "x does not support LoRA" * 2000,
    "version `GLIBC_2.32' not found (required by " + "/" * 50000,
])
def test_the_new_rows_stay_fast_on_hostile_lines(line: str) -> None:
    import time

    t = time.perf_counter()
    explain(line)
    assert time.perf_counter() - t < 1.0


# ------------------------------------------------------------------ cuda_driver_mismatch: a Triton kernel the driver refuses


def test_a_triton_kernel_the_driver_cannot_load() -> None:
    # https://github.com/vllm-project/vllm/issues/6099 (vLLM 0.4.2, triton 2.3.0, driver 470.103.01, A100)
    log = ("ERROR 07-02 16:38:17 worker_base.py:145]   File \"/usr/local/lib/python3.9/site-packages/triton/compiler/"
           "compiler.py\", line 250, in _init_handles\n"
           "ERROR 07-02 16:38:17 worker_base.py:145]     self.module, self.function, self.n_regs, self.n_spills = "
           "driver.utils.load_binary(\n"
           "ERROR 07-02 16:38:17 worker_base.py:145] RuntimeError: Triton Error [CUDA]: device kernel image is invalid\n")
    d = _read(log)
    assert d["message_kind"] == "cuda_driver_mismatch"
    assert d["diagnosis"]["cause"] == "cuda_driver_mismatch"
    assert "Triton" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["title"] == "a newer NVIDIA driver"
    _no_plan_lever(d)


def test_a_triton_kernel_the_driver_cannot_load_inside_torch_compile() -> None:
    # https://github.com/vllm-project/vllm/issues/18580 (vLLM 0.8.5.post1 V1, triton 3.2.0, driver 520.61.05): the
    # same CUDA error raised through Inductor (triton 3.x third_party/nvidia/backend/driver.c)
    log = ("ERROR 05-23 09:31:47 [core.py:396] torch._dynamo.exc.BackendCompilerFailed: backend='<vllm.compilation."
           "backends.VllmBackend object at 0x7f576a36a9f0>' raised:\n"
           "ERROR 05-23 09:31:47 [core.py:396] RuntimeError: Triton Error [CUDA]: device kernel image is invalid\n"
           "ERROR 05-23 09:31:47 [core.py:396] \n")
    d = _read(log)
    assert d["message_kind"] == "cuda_driver_mismatch" and "Triton" in d["diagnosis"]["summary"]
    # the CUDA runtime's own text without Triton's prefix is not this rule
    assert _read("the device kernel image is invalid, said someone")["message_kind"] is None
