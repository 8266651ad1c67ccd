"""kvroom explain, issue 10: where an out-of-memory error happened, and whose memory filled the card.

One test per mechanism (kvroom/logs/builder.py::_oom_phase, kvroom/explain.py::place_oom_by_size and the other-process
rule of _diagnose_oom). Log texts are quoted from real threads (cited per test; the same excerpts are fixtures in
tests/golden/wild/); expected values are the figures printed in them, or hand arithmetic on those figures written
out in the test, never computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain, oom_held_by_this_process_gib, oom_memory_elsewhere_gib
from kvroom.logs import parse_log, parse_text

# QwenLM/Qwen3#458: a notebook (IPython traceback format), V0 CacheEngine allocating the KV cache; the OOM is the
# paste's last line, 14 lines below the frame that places it
QWEN3_458 = """File ~/miniconda3/envs/qwen_env/lib/python3.11/site-packages/vllm/worker/cache_engine.py:49, in CacheEngine.__init__(self, cache_config, model_config, parallel_config)
     46 self.attn_backend = get_attn_backend(model_config.dtype)
     48 # Initialize the cache.
---> 49 self.gpu_cache = self._allocate_kv_cache(self.num_gpu_blocks, "cuda")
     50 self.cpu_cache = self._allocate_kv_cache(self.num_cpu_blocks, "cpu")

File ~/miniconda3/envs/qwen_env/lib/python3.11/site-packages/vllm/worker/cache_engine.py:64, in CacheEngine._allocate_kv_cache(self, num_blocks, device)
     61 kv_cache: List[torch.Tensor] = []
     62 for _ in range(self.num_layers):
     63     kv_cache.append(
---> 64         torch.empty(kv_cache_shape,
     65                     dtype=self.dtype,
     66                     pin_memory=pin_memory,
     67                     device=device))
     68 return kv_cache

OutOfMemoryError: CUDA out of memory. Tried to allocate 642.00 MiB. GPU"""

# OpenBMB/MiniCPM-V#612: V0's dump_input_when_exception wrapper around ModelRunner.execute_model (0.6.3-0.7.x), in a
# container (NVML lists this process as "Process 115625")
MINICPMV_612 = ("[rank0]: torch.OutOfMemoryError: Error in model execution (input dumped to "
                "/tmp/err_execute_model_input_20241010-154829.pkl): CUDA out of memory. Tried to allocate 2.00 GiB. "
                "GPU 0 has a total capacity of 23.69 GiB of which 979.69 MiB is free. Process 115625 has 22.73 GiB "
                "memory in use. Of the allocated memory 22.29 GiB is allocated by PyTorch, and 129.54 MiB is reserved "
                "by PyTorch but unallocated.")

# studio-dots-ai/dots.ocr#196: one allocation larger than the whole card
DOTS_OCR_196 = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 74.16 GiB. GPU 0 has a total capacity "
                "of 44.40 GiB of which 29.89 GiB is free. Process 2684311 has 14.51 GiB memory in use. Of the allocated "
                "memory 13.44 GiB is allocated by PyTorch, and 738.96 MiB is reserved by PyTorch but unallocated.")

# QwenLM/Qwen#782: Qwen-7B-Chat on an A100 80G shared with other processes (torch 2.1 wording, "capacty")
QWEN_782 = ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 234.00 MiB. GPU 0 has a total capacty "
            "of 80 GiB of which 176.38 MiB is free. Process 4683 has 11.05 GiB memory in use. Process 16753 has 1.71 GiB "
            "memory in use. Including non-PyTorch memory, this process has 18.80 GiB memory in use. Of the allocated "
            "memory 18.26 GiB is allocated by PyTorch, and 30.10 MiB is reserved by PyTorch but unallocated.")

# vllm-project/vllm#2363: Mixtral-8x7B in bf16 on one 40 GB A100: this process holds the whole card
MIXTRAL_2363 = ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 112.00 MiB. GPU 0 has a total "
                "capacty of 39.39 GiB of which 17.94 MiB is free. Including non-PyTorch memory, this process has 39.36 "
                "GiB memory in use. Of the allocated memory 38.72 GiB is allocated by PyTorch, and 12.91 MiB is "
                "reserved by PyTorch but unallocated.\n\nCommand:\npython -m vllm.entrypoints.openai.api_server \\\n"
                "--model mistralai/Mixtral-8x7B-v0.1")

# vllm-project/vllm#783: torch < 2.1 wording, opt-125m with 27.93 GiB reserved by PyTorch on a 44.56 GiB card
OPT_783 = ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.63 GiB (GPU 0; 44.56 GiB total "
           "capacity; 27.91 GiB already allocated; 565.31 MiB free; 27.93 GiB reserved in total by PyTorch)")

# vllm-project/vllm#57595: the OOM quoted from "Tried to allocate" on, with vLLM's hint about the graph memory estimate
PR_57595 = ("Tried to allocate 136.00 MiB. GPU 0 has a total capacity of 22.36 GiB of\nwhich 120.88 MiB is free. ... "
            "If this problem persists, try setting\nVLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0")

# gpustack/runner#251 (vLLM 0.27.1): the info line every start prints after profiling; it names the same variable
CG_INFO_LINE = ("(Worker_TP1 pid=448) INFO 08-14 14:07:22 [gpu_worker.py:578] CUDA graph memory profiling is enabled "
                "(default since v0.21.0). The current --gpu-memory-utilization=0.8200 is equivalent to "
                "--gpu-memory-utilization=0.8048 without CUDA graph memory profiling. To maintain the same effective KV "
                "cache size as before, increase --gpu-memory-utilization to 0.8352. To disable, set "
                "VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0.")


def _flags(d: dict) -> set[str]:
    return {f["flag"] for f in d["fixes"]}


# ---------------------------------------------------------------------------------------------- phase from frames


def test_ipython_frames_place_an_oom_in_the_kv_cache_allocation() -> None:
    rec = parse_text(QWEN3_458)
    assert rec.oom_phase == "kv_cache_allocation" and rec.message_kind == "oom_kv_cache"
    # the same text fed line by line (parse_log) reaches the same frames
    assert parse_log(QWEN3_458.splitlines()).message_kind == "oom_kv_cache"
    d = explain(QWEN3_458).to_dict()
    assert "--tensor-parallel-size" not in _flags(d)


def test_frames_more_than_the_lookahead_above_an_oom_on_the_last_line_still_count() -> None:
    # Python's own traceback format; the OOM is the last of 15 lines (the scanner keeps the last 8 as lookahead)
    lines = ["Traceback (most recent call last):",
             '  File "/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py", line 120, in load_model',
             "    self.model_runner.load_model()",
             '  File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/model_loader/loader.py", line 300, '
             "in load_weights"] + ["    ..."] * 10 + [MIXTRAL_2363.splitlines()[0]]
    assert parse_text("\n".join(lines)).oom_phase == "loading"


# ---------------------------------------------------------------------------------------------- phase from wording


def test_v0_execute_model_wrapper_is_a_forward_pass_and_above_the_share_the_profiling_run() -> None:
    rec = parse_text(MINICPMV_612)
    assert rec.oom_phase == "forward_pass"  # the wrapper alone: after loading
    d = explain(MINICPMV_612).to_dict()
    # 22.73 GiB held > 0.90 (vLLM's default) x 23.69 GiB = 21.32 GiB: the KV cache had not been sized yet
    assert d["message_kind"] == "oom_profiling" and d["diagnosis"]["cause"] == "oom_profiling"
    assert not _flags(d) & {"--tensor-parallel-size", "--kv-cache-dtype"}


def test_v0_execute_model_wrapper_within_the_share_stays_a_forward_pass() -> None:
    # the same line with gpu_memory_utilization 0.97 in the launch: 0.97 x 23.69 = 22.98 GiB > 22.73 GiB held, so
    # the figures no longer exclude a request after the KV cache was sized
    d = explain("vllm serve openbmb/MiniCPM-V-2_6 --gpu-memory-utilization 0.97\n" + MINICPMV_612).to_dict()
    assert d["message_kind"] == "oom_forward"


def test_an_allocation_larger_than_the_card_is_the_profiling_run() -> None:
    d = explain(DOTS_OCR_196).to_dict()
    assert d["numbers"]["tried_gib"] == 74.16 and d["numbers"]["total_gib"] == 44.4  # 74.16 > 44.40
    assert d["message_kind"] == "oom_profiling" and d["diagnosis"]["cause"] == "oom_profiling"
    assert "--tensor-parallel-size" not in _flags(d)


def test_torch_text_quoted_from_tried_to_allocate_with_the_graph_estimate_hint_is_a_capture_oom() -> None:
    d = explain(PR_57595).to_dict()
    assert d["message_kind"] == "oom_cuda_graph" and d["numbers"]["total_gib"] == 22.36
    assert d["numbers"]["tried_gib"] == pytest.approx(136 / 1024)
    assert "--tensor-parallel-size" not in _flags(d)


def test_the_info_line_naming_the_estimate_variable_is_not_a_capture() -> None:
    rec = parse_text(CG_INFO_LINE + "\n" + MIXTRAL_2363.splitlines()[0])
    assert not rec.cuda_graph_capture_seen
    assert rec.message_kind == "oom_loading"


# ---------------------------------------------------------------------------------------------- whose memory


def test_torch_figures_read_per_wording() -> None:
    n = dict(parse_text(QWEN_782).numbers)
    assert n["listed_processes_gib"] == (11.05, 1.71) and n["process_in_use_gib"] == 18.8
    assert n["total_gib"] == 80.0 and n["free_gib"] == pytest.approx(176.38 / 1024)
    old = dict(parse_text(OPT_783).numbers)
    assert old["reserved_by_pytorch_gib"] == 27.93 and old["free_gib"] == pytest.approx(565.31 / 1024)


def test_this_process_from_each_wording() -> None:
    assert oom_held_by_this_process_gib(dict(parse_text(QWEN_782).numbers)) == 18.8  # "this process has 18.80 GiB"
    # in a container the one listed process (14.51 GiB) holds at least the 13.44 GiB allocated by PyTorch: this process
    assert oom_held_by_this_process_gib(dict(parse_text(DOTS_OCR_196).numbers)) == 14.51
    # several processes listed and none of them "this process": unknown (vllm-project/vllm's qwen3vl#1224 paste)
    several = {"listed_processes_gib": (0.73, 14.9), "total_gib": 23.69, "free_gib": 0.19}
    assert oom_held_by_this_process_gib(several) is None and oom_memory_elsewhere_gib(several) is None


def test_memory_held_elsewhere_names_other_processes_and_offers_no_more_gpus() -> None:
    # 80 - 176.38/1024 - 18.80 = 61.03 GiB outside this process, above the 0.10 x 80 = 8 GiB vLLM's default leaves
    assert oom_memory_elsewhere_gib(dict(parse_text(QWEN_782).numbers)) == pytest.approx(80 - 176.38 / 1024 - 18.8)
    d = explain(QWEN_782).to_dict()
    assert d["message_kind"] == "oom_loading" and d["diagnosis"]["cause"] == "other_process"
    assert "--tensor-parallel-size" not in _flags(d) and "--gpu-memory-utilization" not in _flags(d)
    assert any(f["title"] == "free the GPU" for f in d["fixes"])


def test_old_torch_wording_counts_the_reserved_memory_as_this_process() -> None:
    # 44.56 - 565.31/1024 - 27.93 = 16.08 GiB outside PyTorch's reservation (less the ~0.61 GiB CUDA context estimate:
    # 15.47 GiB), above 0.10 x 44.56 = 4.46 GiB
    d = explain(OPT_783).to_dict()
    assert d["diagnosis"]["cause"] == "other_process"
    assert "--tensor-parallel-size" not in _flags(d)


def test_a_process_holding_the_whole_card_is_still_weights_that_do_not_fit() -> None:
    # 39.39 - 17.94/1024 - 39.36 = 0.01 GiB elsewhere: the weights (Mixtral-8x7B bf16) fill the card
    d = explain(MIXTRAL_2363).to_dict()
    assert d["message_kind"] == "oom_loading" and d["diagnosis"]["cause"] == "weights_do_not_fit"



# vllm-project/vllm#28143 (0.11.x): torch's error inside vLLM's own sentence, raised while creating a linear weight
TORCH_28143 = ("CUDA out of memory. Tried to allocate 896.00 MiB. GPU 0 has a total capacity of 93.09 GiB of which "
               "739.81 MiB is free. Including non-PyTorch memory, this process has 92.34 GiB memory in use. Of the "
               "allocated memory 91.68 GiB is allocated by PyTorch, and 1.84 MiB is reserved by PyTorch but "
               "unallocated.")


@pytest.mark.parametrize("head", [
    # layers/linear.py::UnquantizedLinearMethod.create_weights, 0.11.x (the line as vllm#28143 printed it)
    "(EngineCore_DP0 pid=12473) ERROR 11-05 12:19:32 [linear.py:210] Failed to create unquantized linear weights: ",
    # v1/worker/gpu_model_runner.py::load_model, 0.13.0-0.33.0: its template around the same torch text
    "ERROR [gpu_model_runner.py:3100] Failed to load model - not enough GPU memory. Try lowering "
    "--gpu-memory-utilization to free memory for weights, increasing --tensor-parallel-size, or using --quantization. "
    "See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more tips. (original error: ",
])
def test_vllm_sentences_around_a_loading_oom_place_it_in_loading(head: str) -> None:
    rec = parse_text(head + TORCH_28143 + ("" if head.endswith(": ") else ")"))
    assert rec.oom_phase == "loading" and rec.message_kind == "oom_loading"
    assert dict(rec.numbers)["total_gib"] == 93.09 and dict(rec.numbers)["process_in_use_gib"] == 92.34


def test_tensor_parallel_ranks_whose_profiles_disagree_are_not_weights_over_the_budget() -> None:
    # vllm-project/vllm-omni#262: two TP ranks of one instance, -3.86 and 9.90 GiB left for the KV cache
    log = ("(Worker_TP1 pid=104299) INFO 12-10 03:24:48 [gpu_worker.py:298] Available KV cache memory: -3.86 GiB\n"
           "(Worker_TP0 pid=104298) INFO 12-10 03:24:48 [gpu_worker.py:298] Available KV cache memory: 9.90 GiB\n"
           "(EngineCore_DP0 pid=85433) ERROR 12-10 03:24:48 [core.py:708] EngineCore failed to start.")
    d = explain(log).to_dict()
    assert d["message_kind"] == "kv_memory_negative" and d["numbers"]["available_gib"] == -3.86
    assert d["diagnosis"]["cause"] == "rank_imbalance"
    assert "13.76 GiB difference" in " ".join(d["diagnosis"]["evidence"])  # 9.90 - (-3.86)
    assert not {"--tensor-parallel-size", "--gpu-memory-utilization", "--max-model-len"} & _flags(d)


def test_torch_oom_sentence_after_its_exception_type_is_an_oom() -> None:
    """torch's allocator sentence opening the line once the exception type is taken off ("torch.OutOfMemoryError:
    Tried to allocate 2.37 GiB. GPU ..."): capitalized "Tried to allocate" with a size is torch's CUDA allocator only
    (the CPU allocator writes "you tried to allocate")."""
    from kvroom.explain import explain

    d = explain("torch.OutOfMemoryError: Tried to allocate 2.37 GiB. GPU 0 has 2.25 GiB free.").to_dict()
    assert d["message_kind"] == "oom_loading" and d["numbers"]["tried_gib"] == 2.37
    assert explain("DefaultCPUAllocator: you tried to allocate 2 GiB. Buy new RAM!").to_dict()["message_kind"] is None
