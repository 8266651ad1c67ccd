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
