"""Readings of the session of 2026-12-07, eleventh (tests/golden/wild/BLIND.md, rounds 740-753), fitted after their
rounds were graded once: a test marked "fails on <commit>" fails on the code before its fit (223cf91a, 3c2b0c23,
6c2a1b7f or bec3a95d: the code each wave was graded on or fitted after), the others guard the rules' limits. Messages are cited per test
(xformers' ops/fmha/flash.py, FlashInfer's jit/core.py, CCCL's cuda_toolkit.h, CPython's traceback format and its
UnboundLocalError); expected values come from those sources, never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix

from kvroom.logs import parse_text


# ---------------------------------------------------------------- xformers' check of the flash-attn beside it

_XFORMERS_LOG = """\
INFO 10-09 20:32:40 [__init__.py:244] Automatically detected platform cuda.
  File "/opt/conda/lib/python3.12/site-packages/xformers/ops/fmha/__init__.py", line 10, in <module>
    from . import attn_bias, ck, ck_splitk, cutlass, flash, flash3, triton_splitk
  File "/opt/conda/lib/python3.12/site-packages/xformers/ops/fmha/flash.py", line 82, in <module>
    raise ImportError(
ImportError: Requires Flash-Attention version >=2.7.1,<=2.8.2 but got 2.8.3.
"""


def test_xformers_refusing_the_flash_attn_beside_it() -> None:
    # fails on 223cf91a. xformers/ops/fmha/flash.py raises ImportError(f"Requires Flash-Attention version
    # >={FLASH_VER_MIN},<={FLASH_VER_LAST} but got {FLASH_VERSION}.") unless XFORMERS_IGNORE_FLASH_VERSION_CHECK=1
    d = _d(_XFORMERS_LOG)
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["flash_attn_required"] == ">=2.7.1,<=2.8.2"
    assert d["numbers"]["flash_attn_version"] == "2.8.3"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert d["fixes"][0]["title"] == "install flash-attn>=2.7.1,<=2.8.2"
    assert any(f["flag"] == "XFORMERS_IGNORE_FLASH_VERSION_CHECK" for f in d["fixes"])
    assert no_memory_fix(d) and not any(f["flag"] == "--tensor-parallel-size" for f in d["fixes"])


def test_the_flash_attn_refusal_retold_as_a_title() -> None:
    # fails on 223cf91a. the same sentence as an issue's title, a post suffix on the version (dots.ocr#31's words, other
    # numbers)
    d = _d("ImportError: Requires Flash-Attention version >=2.7.1,<=2.7.4 but got 2.8.1.post1.")
    assert d["numbers"]["flash_attn_version"] == "2.8.1.post1"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"


def test_a_sentence_about_flash_attention_versions_is_no_refusal() -> None:
    # guard: a reporter's words about versions, not xformers' check
    r = parse_text("vLLM requires Flash-Attention version 2 or newer for this backend, I think.")
    assert r.message_row != "xformers_flash_attn_version"


# ---------------------------------------------------------------- FlashInfer's empty target list; CCCL's header check

def test_flashinfers_target_check_cut_after_the_architecture() -> None:
    # fails on 223cf91a. flashinfer/jit/core.py::check_cuda_arch raises "FlashInfer requires GPUs with sm75 or higher"
    # when its target list came out empty (an nvcc older than the GPU: flashinfer#3674 on an RTX 5090 with CUDA 12.8);
    # a stored issue text cut inside the last word is still that sentence
    text = ('  File "/usr/lib/python3.12/site-packages/flashinfer/jit/core.py", line 108, in check_cuda_arch\n'
            '    raise RuntimeError("FlashInfer requires GPUs with sm75 or hig')
    d = _d(text)
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert no_memory_fix(d)


def test_flashinfers_whole_sentence_is_still_read() -> None:
    assert parse_text("RuntimeError: FlashInfer requires GPUs with sm75 or higher").message_kind == \
        "cuda_no_kernel_image"


def test_cccls_header_check_as_a_title_retypes_it() -> None:
    # fails on 223cf91a. CCCL's cuda/std/__cccl/cuda_toolkit.h: #error "CUDA compiler and CUDA toolkit headers are
    # incompatible, please check your include paths"; an issue title drops the second "CUDA" (flashinfer#3493)
    d = _d("FlashInfer sampler JIT fails with CUDA 13.2: CUDA compiler and toolkit headers are incompatible")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["fixes"][0]["flag"] == "CUDA_HOME"
    assert no_memory_fix(d)


def test_other_toolkit_words_are_no_header_check() -> None:
    # guard: the regex needs the compiler and the headers in one sentence
    assert parse_text("the toolkit headers are incompatible with gcc 14, use gcc 13").message_kind is None


# ---------------------------------------------------------------- a frame whose head the paste cut

_CUT_FRAME_OOM = """\
I cannot start the server, the error message is below:
vllm-0.3.0+cu121-py3.10-linux-x86_64.egg/vllm/model_executor/models/llama.py", line 291, in forward
    hidden_states = self.mlp(hidden_states)
torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 896.00 MiB. GPU 0 has a total capacty of 79.15 GiB \
of which 501.44 MiB is free. Including non-PyTorch memory, this process has 60.10 GiB memory in use.
"""


def test_a_forward_frame_whose_head_the_paste_cut_places_the_oom() -> None:
    # fails on 223cf91a. CPython prints a frame as '  File "<path>", line N, in <function>'; a selection that starts
    # inside the path keeps '<path tail>", line N, in forward': a model's forward() runs only once the weights are in
    r = parse_text(_CUT_FRAME_OOM)
    assert r.message_kind == "oom_forward"
    assert r.oom_phase == "forward_pass"


def test_a_cut_frame_under_a_log_prefix_or_with_its_name_wrapped() -> None:
    # the same cut frame under a collector's timestamp, and with its function's name cut by a terminal ("in forw" /
    # "ard"): still the forward pass (tests/test_logs_transformations.py applies both to every fixture)
    prefixed = _CUT_FRAME_OOM.replace("vllm-0.3.0", "2024-02-01T10:00:00.000000000Z vllm-0.3.0")
    assert parse_text(prefixed).oom_phase == "forward_pass"
    wrapped = _CUT_FRAME_OOM.replace("in forward\n", "in forw\nard\n")
    assert parse_text(wrapped).oom_phase == "forward_pass"


def test_a_cut_loader_frame_still_reads_as_loading() -> None:
    # guard: the same cut head on a loader's frame places the OOM in loading, as the whole frame does
    text = _CUT_FRAME_OOM.replace("models/llama.py\", line 291, in forward", "model_loader/loader.py\", line 98, in "
                                  "load_model").replace("this process has 60.10", "this process has 20.10")
    r = parse_text(text)
    assert r.message_kind == "oom_loading"


# ---------------------------------------------------------------- the change a reporter bisected a KeyError to

_FUSED_KEY_ERROR = """\
  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/mixtral.py", line 512, in load_weights
    param = params_dict[name]
KeyError: 'layers.0.block_sparse_moe.experts.w13_weight'
"""


def test_a_weight_key_error_the_reporter_bisected_to_a_change() -> None:
    # fails on 223cf91a. "This was introduced by #41184": the build before that change loaded the same checkpoint, so
    # the model's load_weights changed, not the checkpoint (vllm#49004's words: "after FusedMoE/MoERunner inversion
    # refactor (#41184)")
    d = _d("Mixtral no longer loads on main. This was introduced by #41184.\n" + _FUSED_KEY_ERROR)
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["fixes"][0]["title"] == "a vLLM build before #41184 meanwhile"
    r = parse_text("[Bug]: Mixtral crashes with KeyError after the MoE runner refactor (#41184)\n" + _FUSED_KEY_ERROR)
    assert r.regressing_change == "41184"


def test_a_change_named_for_another_reason_is_no_bisection() -> None:
    # guard: a pull request named without regression words ("I tried the fix from #41184") bisects nothing
    d = _d("I tried the fix from #41184 and it still fails.\n" + _FUSED_KEY_ERROR)
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"
    assert parse_text("Refactored my script, see #41184 for context.").regressing_change is None


# ---------------------------------------------------------------- Python's unbound local in vLLM's own code

_UNBOUND_TRACE = """\
  File "/usr/local/lib/python3.10/dist-packages/vllm/worker/model_runner.py", line 901, in set_active_loras
    self.lora_manager.set_active_loras(lora_requests, lora_mapping)
  File "/usr/local/lib/python3.10/dist-packages/vllm/lora/layers.py", line 612, in set_lora
    lora_b = torch.cat([lora_b_q, lora_b_k, lora_b_v], dim=1)
UnboundLocalError: local variable 'lora_b_k' referenced before assignment
"""


def test_an_unbound_local_in_vllms_code_is_a_bug_of_that_release() -> None:
    # fails on 3c2b0c23. CPython's UnboundLocalError (Python/ceval.c) names a local a function read on a path that
    # never assigned it; raised in vLLM's own frame it is that release's bug on this launch's path (vllm#4605: the QKV
    # LoRA layer's tensor-parallel branch in 0.4.2, fixed by #4609 in 0.4.3)
    d = _d(_UNBOUND_TRACE)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["fixes"][0]["title"] == "a newer vLLM release"
    assert no_memory_fix(d)


def test_python_311s_wording_and_an_issue_title() -> None:
    # fails on 3c2b0c23. Python 3.11+ words it "cannot access local variable 'x' where it is not associated with a
    # value"; an issue's title quotes it above the log, with no frame before it
    text = _UNBOUND_TRACE.replace("UnboundLocalError: local variable 'lora_b_k' referenced before assignment",
                                  "UnboundLocalError: cannot access local variable 'lora_b_k' where it is not "
                                  "associated with a value")
    assert _d(text)["diagnosis"]["cause"] == "release_regression"
    assert _d("[Bug]: local variable 'scale' referenced before assignment\n\nvllm serve my/model --tp 2")[
        "diagnosis"]["cause"] == "release_regression"


def test_an_unbound_local_in_another_package_is_not_vllms() -> None:
    # guard: the last frame is the user's own script (or another package's): not vLLM's bug
    text = ('  File "/home/me/run_eval.py", line 40, in main\n    print(result)\n'
            "UnboundLocalError: local variable 'result' referenced before assignment\n")
    assert _d(text)["diagnosis"]["cause"] != "release_regression"


def test_the_platform_probe_keeps_its_own_reading() -> None:
    # guard: vLLM 0.6.1-0.6.6's memory profiler with no platform ('mem' unbound, vllm#9728) stays no_gpu_visible
    text = ('vLLM 0.6.3.post1\n  File "/usr/lib/python3.12/site-packages/vllm/utils.py", line 799, in '
            "current_memory_usage\n    return mem\nUnboundLocalError: cannot access local variable 'mem' where it is "
            "not associated with a value\n")
    assert _d(text)["diagnosis"]["cause"] == "no_gpu_visible"


# ---------------------------------------------------------------- a retold traceback: a frame without its line, a chain

def test_a_frame_retold_without_its_line_number_keeps_its_assert() -> None:
    # fails on 6c2a1b7f. CPython prints '  File "<path>", line N, in <function>' then the statement; an author who drops
    # the line number leaves a whole frame, not a terminal's cut, so the assert under it is still the assert line vLLM
    # releases hold (v1/kv_cache_interface.py::MambaSpec.page_size_bytes: "assert self.page_size_padded >= page_size",
    # 0.9.2+, vllm PR #47635)
    text = ('Enabling it fails engine init with a bare `AssertionError`:\n\n'
            'File ".../vllm/v1/kv_cache_interface.py", in page_size_bytes\n'
            '  assert self.page_size_padded >= page_size\n'
            'AssertionError\n')
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert "page_size_bytes" in d["diagnosis"]["summary"]


def test_a_frame_cut_by_a_terminal_is_still_joined() -> None:
    # guard: a frame cut inside its path (no closing quote yet) still takes the next line
    from kvroom.logs.builder import _frames_unwrapped

    cut = 'File "/usr/lib/python3.12/site-packages/vllm/v1/kv_cache_\ninterface.py", line 120, in page_size_bytes'
    assert _frames_unwrapped(cut).count("\n") == 0


def test_a_weight_loaders_attribute_check_names_a_checkpoint_tensor() -> None:
    # fails on 6c2a1b7f. fused_moe/routed_experts.py::RoutedExperts.load_weights (0.28.0+) raises AttributeError("Layer
    # {prefix} has no parameter '{name}' for checkpoint weight '{weight}'"): a checkpoint tensor this class has no
    # parameter for, as the KeyError of other loaders (vllm#55496)
    d = _d("AttributeError: Layer mtp.layers.48.mlp.experts has no parameter 'w2_weight_scale_inv'\n"
           "  for checkpoint weight 'mtp.layers.48.mlp.experts.0.down_proj.weight_scale_inv'\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert no_memory_fix(d)


def test_a_shape_refusal_under_a_retold_loader_chain() -> None:
    # fails on 6c2a1b7f. torch's "The size of tensor a (X) must match the size of tensor b (Y)" under an author's call
    # chain that ends in a weight loader ("step3p5_mtp.py load_weights -> vocab_parallel_embedding weight_loader", vllm
    # PR #48883): a checkpoint tensor of another shape than the parameter, as under the printed frames
    d = _d("```\nqwen3_mtp.py load_weights -> linear weight_loader\n"
           "RuntimeError: The size of tensor a (1024) must match the size of tensor b (2048) at non-singleton "
           "dimension 0\n```\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["torch_shape_error"] == "The size of tensor a"


def test_a_shape_refusal_without_a_loader_chain_is_not_a_checkpoint_mismatch() -> None:
    # guard: the same refusal under a chain of forward passes says nothing of the checkpoint
    d = _d("```\nmodel.py forward -> attention forward\n"
           "RuntimeError: The size of tensor a (1024) must match the size of tensor b (2048) at non-singleton "
           "dimension 0\n```\n")
    assert d["message_kind"] != "weight_loading_mismatch"


# ---------------------------------------------------------------- the registry's inspection on a user without a name

_REGISTRY_GETPWUID = """\
ERROR 03-19 00:49:02 [registry.py:330]   File "/usr/local/lib/python3.10/dist-packages/torch/_inductor/runtime/cache_dir_utils.py", line 19, in default_cache_dir
ERROR 03-19 00:49:02 [registry.py:330]     sanitized_username = re.sub(r'[\\\\/:*?"<>|]', "_", getpass.getuser())
ERROR 03-19 00:49:02 [registry.py:330]   File "/usr/lib/python3.10/getpass.py", line 169, in getuser
ERROR 03-19 00:49:02 [registry.py:330]     return pwd.getpwuid(os.getuid())[0]
ERROR 03-19 00:49:02 [registry.py:330] KeyError: 'getpwuid(): uid not found: 1000'
"""


def test_the_registrys_inspection_dying_on_a_user_id_without_a_name() -> None:
    # fails on bec3a95d. vLLM's registry logs its inspection subprocess's traceback under its own logger
    # (models/registry.py::_try_inspect_model_cls, "[registry.py:N]") before raising "failed to be inspected"; a paste
    # cut before that raise still shows CPython's getpass.getuser() failing on a UID with no passwd entry (HabanaAI/
    # vllm-fork#929 as uid 1000, OpenShift's random UIDs)
    d = _d(_REGISTRY_GETPWUID)
    assert d["message_kind"] == "model_inspection_failed"
    assert d["diagnosis"]["cause"] == "model_inspection_failed"
    assert "passwd" in d["diagnosis"]["summary"]
    assert no_memory_fix(d)


def test_the_same_keyerror_outside_the_registry_is_not_its_inspection() -> None:
    # guard: torch's cache dir asking for the user name in a process that is no vLLM registry's
    text = ('  File "/usr/lib/python3.10/getpass.py", line 169, in getuser\n'
            "    return pwd.getpwuid(os.getuid())[0]\nKeyError: 'getpwuid(): uid not found: 1000'\n")
    assert _d(text)["message_kind"] != "model_inspection_failed"
