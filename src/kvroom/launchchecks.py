"""vLLM's launch refusals that are not KV-cache arithmetic: their diagnosis and fixes (issue 10).

Owns the message kinds kvroom.logs reads from vLLM's own config and platform checks (tests/golden/vllm_messages.json
quotes each template with the file::function and releases it was read in): ``batched_tokens_too_small``,
``tp_over_gpus``, ``quantization_unsupported_gpu``, ``quantization_dtype_unsupported``, ``head_size_unsupported``,
``swap_space_too_large``, ``memory_profiling_error``, ``kv_cache_dtype_unsupported``, ``cpu_offload_unsupported``,
``cuda_graph_unsupported``; and the variants of older kinds whose fixes differ (a model's own bare head-count assert,
a model without pipeline parallelism, the Triton backend's bfloat16 KV cache).
Each fix moves the way vLLM's check compares; kvroom.explain calls ``diagnose_refusal`` and kvroom.fixes
``fixes_for``. Never prints; never does KV arithmetic (core/).
"""

from __future__ import annotations

from typing import Any

from kvroom.fixes import Fix, Situation, _divisors, _more_gpus_title, rules_for

GIB = 2**30
# vllm/config.py / config/cache.py::CacheConfig.verify_with_parallel_config (0.2.7-0.17.0): swap_space x TP may use at
# most this share of the host's memory
SWAP_SPACE_SHARE = 0.7

OWN_KINDS = ("batched_tokens_too_small", "tp_over_gpus", "quantization_unsupported_gpu",
             "quantization_dtype_unsupported", "head_size_unsupported", "swap_space_too_large", "memory_profiling_error",
             "kv_cache_dtype_unsupported", "cpu_offload_unsupported", "cuda_graph_unsupported")

CAUSES: dict[str, str] = {
    "batched_tokens_too_small": "max_num_batched_tokens is below what one scheduler step must hold (max_model_len "
                                "without chunked prefill, one token per sequence, the speculative slots)",
    "tp_over_gpus": "the tensor parallel size is larger than the GPUs vLLM can see on the node",
    "quantization_unsupported_gpu": "the checkpoint's quantization kernels need a newer GPU (compute capability)",
    "quantization_dtype_unsupported": "the quantization kernels do not take the model dtype in use",
    "head_size_unsupported": "the attention backend has no kernel for the model's head size",
    "swap_space_too_large": "--swap-space x tensor parallel size is above 70% of the host's memory",
    "kv_cache_dtype_unsupported": "the attention backend cannot run this KV cache dtype on this GPU",
    "cpu_offload_unsupported": "CPU weight offloading with KV cache groups of other block sizes (hybrid models)",
    "cuda_graph_unsupported": "the CUDA-graph mode asked for cannot be captured with this backend or model",
}


def _n(s: Situation) -> dict[str, Any]:
    return dict(s.numbers or {})


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _cc(value: Any) -> str:
    """vLLM prints capabilities as major*10+minor (75 = 7.5); torchao's message prints "8.9"."""
    if isinstance(value, str) and value.replace(".", "", 1).isdecimal():
        return value
    v = _int(value)
    return f"{v // 10}.{v % 10}" if v is not None else "?"


def _needed_capability(n: dict[str, Any]) -> tuple[str, bool]:
    """The capability the kernels need, and whether exactly that one (compressed-tensors' "Required capability")."""
    if n.get("required_capability") is not None:
        return _cc(n["required_capability"]), True
    return _cc(n.get("min_capability", n.get("min_compute_capability"))), False


def _current_capability(n: dict[str, Any]) -> str:
    return _cc(n.get("current_capability", n.get("compute_capability")))


# ----------------------------------------------------------------------------------------- diagnosis

def diagnose_refusal(record: Any, s: Situation):
    """The diagnosis of a refusal this module owns, else None (kvroom.explain.diagnose goes on)."""
    from kvroom.explain import Diagnosis

    kind, n, text = record.message_kind, _n(s), record.message_text or ""
    if kind == "memory_profiling_error":
        ev = []
        if n.get("initial_free_gib") is not None and n.get("current_free_gib") is not None:
            ev.append(f"Free memory rose from {n['initial_free_gib']:g} to {n['current_free_gib']:g} GiB while vLLM "
                      "profiled: another process released memory, so vLLM cannot tell what its own run used.")
        return Diagnosis("other_process", "Memory profiling failed: another process on the GPU released (or vLLM "
                         "found not cleaned up) memory while vLLM measured its own use.", tuple(ev))
    if kind == "batched_tokens_too_small":
        mnbt = n.get("max_num_batched_tokens", "?")
        if "smaller than max_model_len" in text:
            return Diagnosis("batched_tokens_too_small", f"--max-num-batched-tokens {mnbt} is below --max-model-len "
                             f"{n.get('max_model_len', '?')}: without chunked prefill one step must hold a whole prompt.")
        if "equal to max_num_seqs" in text:
            return Diagnosis("batched_tokens_too_small", f"--max-num-batched-tokens {mnbt} is below --max-num-seqs "
                             f"{n.get('max_num_seqs', '?')}: a step must hold at least one token per running sequence.")
        if "Mamba cache align" in text:
            return Diagnosis("batched_tokens_too_small", f"--max-num-batched-tokens {mnbt} is below the Mamba cache "
                             f"block ({n.get('block_size', '?')} tokens): in align mode one step must hold a whole block.")
        if "max_num_scheduled_tokens is set" in text:
            return Diagnosis("batched_tokens_too_small", "The draft-token slots of speculative decoding take every "
                             "token of --max-num-batched-tokens: none is left to schedule.")
        return Diagnosis("batched_tokens_too_small", f"--max-num-batched-tokens {mnbt} leaves no slot beside the "
                         f"{n.get('num_lookahead_tokens', '?')} speculative (lookahead) tokens of a step.")
    if kind == "tp_over_gpus" and (n.get("required_devices") is not None or "number of required" in text):
        return Diagnosis("tp_over_gpus", f"The launch needs {n.get('required_devices', 'more')} GPUs (tensor x pipeline "
                         f"parallel); Ray's placement group or cluster has {n.get('gpu_count', 'fewer')}.")
    if kind == "tp_over_gpus" and n.get("local_world_size") is not None:
        return Diagnosis("tp_over_gpus", f"The GPU worker counts {n['local_world_size']} ranks (tensor x pipeline "
                         f"parallel) on this node and the process sees {n.get('gpu_count', '?')} device(s): the process "
                         "sees fewer GPUs than the launch places here (CUDA_VISIBLE_DEVICES, the container's --gpus, "
                         "Ray's device assignment), or a multi-node launch counted as one node.")
    if kind == "tp_over_gpus":
        return Diagnosis("tp_over_gpus", f"--tensor-parallel-size {n.get('tensor_parallel_size', '?')} needs that many "
                         f"GPUs; vLLM sees {n.get('gpu_count', '?')} on this node (CUDA_VISIBLE_DEVICES, the "
                         "container's --gpus).")
    if kind == "quantization_unsupported_gpu":
        q = n.get("quantization") or n.get("quantization_config") or "this quantization scheme"
        need, exact = _needed_capability(n)
        exact = exact or "Required capability" in text
        return Diagnosis("quantization_unsupported_gpu", f"{q} kernels need compute capability {need}"
                         f"{'' if exact else ' or newer'}; this GPU has {_current_capability(n)}.")
    if kind == "kv_cache_dtype_unsupported":
        return Diagnosis("kv_cache_dtype_unsupported", "The attention backend cannot run an FP8 KV cache on this GPU"
                         + (f" (compute capability {n['compute_capability']})" if n.get("compute_capability") else "")
                         + ": a 16-bit KV cache (twice the KV memory) or a GPU / backend with FP8 attention.")
    if kind == "cuda_graph_unsupported":
        mode = n.get("cudagraph_mode")
        return Diagnosis("cuda_graph_unsupported", (f"CUDA graphs in mode {mode} " if mode else "These CUDA graphs ")
                         + "cannot be captured with " + (f"the {n['attention_backend_name']} backend"
                                                         if n.get("attention_backend_name") else "this configuration")
                         + ": a configuration refusal, not a memory failure.")
    if kind == "cpu_offload_unsupported":
        return Diagnosis("cpu_offload_unsupported", "--cpu-offload-gb cannot be combined with this model's KV cache "
                         "layout (groups whose block size differs from --block-size, as hybrid attention / Mamba "
                         "models have) in this vLLM.")
    if kind == "quantization_dtype_unsupported":
        return Diagnosis("quantization_dtype_unsupported", f"{n.get('quantization', 'The quantization')} kernels do "
                         f"not take {n.get('dtype', 'this dtype')}; they take {n.get('supported_dtypes', '?')}.")
    if kind == "head_size_unsupported":
        return Diagnosis("head_size_unsupported", f"The attention backend has no kernel for head size "
                         f"{n.get('head_size', '?')} (a property of the model, not of memory or parallel sizes).")
    if kind == "swap_space_too_large":
        return Diagnosis("swap_space_too_large", f"--swap-space asks for {n.get('swap_gib', '?')} GiB of host memory "
                         f"over all tensor-parallel ranks; vLLM allows 70% of the {n.get('total_cpu_gib', '?')} GiB.")
    if kind == "tp_not_divisible" and n.get("assert_size") and n.get("tensor_parallel_size") is None:
        return Diagnosis("tp_not_divisible", f"The model's own check failed: its {n['assert_size']} do not split "
                         f"over --tensor-parallel-size {s.tensor_parallel_size if s.tensor_parallel_size > 1 else '?'} "
                         "(every GPU must hold whole heads; ChatGLM's KV head groups are its multi_query_group_num).")
    if kind == "tp_not_divisible" and n.get("quantized_shape"):
        return Diagnosis("tp_not_divisible", _quantized_shape_summary(s, n))
    if kind == "dtype_unsupported" and "fp8e4nv" in text:
        return Diagnosis("dtype_unsupported", "A Triton kernel was asked for fp8 e4m3 (fp8e4nv), which Triton lowers only "
                         "on compute capability 8.9 and newer (Ada, Hopper, Blackwell): an fp8 KV cache, fp8 weights or "
                         "fp8 activations on an older GPU. Not a memory problem.")
    if kind == "pp_unsupported" and ("for this model" in text or "for the following" in text):
        return Diagnosis("pp_unsupported", "This model has no pipeline-parallel implementation in this vLLM "
                         "(vLLM checks the model class, SupportsPP; 0.5.x-0.6.0 an architecture list).")
    return None


# ----------------------------------------------------------------------------------------- fixes

def fixes_for(s: Situation):
    """The fix builder for a refusal this module owns, else None (kvroom.fixes.propose goes on)."""
    n, text = _n(s), s.message_text or ""
    if s.kind in OWN_KINDS:
        return _BUILDERS[s.kind]
    if s.kind == "tp_not_divisible" and n.get("assert_size") and n.get("tensor_parallel_size") is None:
        return _model_assert_fixes
    if s.kind == "tp_not_divisible" and n.get("quantized_shape"):
        return _quantized_shape_fixes
    if s.kind == "pp_unsupported" and ("for this model" in text or "for the following" in text):
        return _pp_model_fixes
    if s.kind == "dtype_unsupported" and "KV cache is not supported" in text:
        return _kv_dtype_fixes
    if s.kind == "dtype_unsupported" and "fp8e4nv" in text:
        return _triton_fp8_fixes
    return None


def _has_flag(s: Situation, option: str) -> bool:
    from kvroom.launch.flags import table_for

    return table_for(s.release).has(option)


def _batched_tokens_fixes(s: Situation) -> list[Fix]:
    """vllm/config.py::SchedulerConfig._verify_args (0.2.7-0.11.0), config/scheduler.py::verify_max_model_len (0.12+):
    max_num_batched_tokens < max_model_len without chunked prefill, or < max_num_seqs; config/vllm.py::
    _set_max_num_scheduled_tokens (0.17+): max_num_batched_tokens <= num_lookahead_tokens."""
    n = _n(s)
    mnbt = _int(n.get("max_num_batched_tokens"))
    fixes: list[Fix] = []
    mml, seqs, la = _int(n.get("max_model_len")), _int(n.get("max_num_seqs")), _int(n.get("num_lookahead_tokens"))
    if not mml and "smaller than max_model_len" in (s.message_text or ""):  # the length was cut from the paste
        if _has_flag(s, "--enable-chunked-prefill") and rules_for(s.release).enable_chunked_prefill_flag:
            fixes.append(Fix("--enable-chunked-prefill", "", "chunked prefill", "a long prompt is prefilled over "
                             "several steps, so max_num_batched_tokens may stay below max_model_len.", rank=1))
        if mnbt:
            fixes.append(Fix("--max-model-len", str(mnbt), "a length one step holds", f"prompts up to {mnbt:,} tokens.",
                             resulting_max_model_len=mnbt, verified=True, rank=2))
    if mml:
        fixes.append(Fix("--max-num-batched-tokens", str(mml), "a step that holds a whole prompt",
                         f"at least max_model_len ({mml:,}) tokens per step; more tokens per step also raise the "
                         "profiling peak a little.", verified=True, rank=1))
        if _has_flag(s, "--enable-chunked-prefill") and rules_for(s.release).enable_chunked_prefill_flag:
            fixes.append(Fix("--enable-chunked-prefill", "", "chunked prefill", "a long prompt is prefilled over several "
                             "steps, so max_num_batched_tokens may stay below max_model_len.", rank=2))
        if mnbt:
            fixes.append(Fix("--max-model-len", str(mnbt), "a length one step holds",
                             f"prompts up to {mnbt:,} tokens.", resulting_max_model_len=mnbt, verified=True, rank=3))
    if not seqs and mnbt and "equal to max_num_seqs" in (s.message_text or ""):  # the sequence count was cut
        fixes.append(Fix("--max-num-seqs", str(mnbt), "fewer sequences per step",
                         f"at most max_num_batched_tokens ({mnbt:,}).", verified=True, rank=1))
    if seqs and mnbt is not None:
        fixes.append(Fix("--max-num-batched-tokens", str(seqs), "one token per sequence in a step",
                         f"at least max_num_seqs ({seqs:,}).", verified=True, rank=1))
        if mnbt:
            fixes.append(Fix("--max-num-seqs", str(mnbt), "fewer sequences per step",
                             f"at most max_num_batched_tokens ({mnbt:,}).", verified=True, rank=2))
    block = _int(n.get("block_size"))
    if block and not mml and not seqs:
        fixes.append(Fix("--max-num-batched-tokens", str(block), "a step that holds a Mamba cache block",
                         f"at least the {block}-token block of Mamba's align mode.", verified=True, rank=1))
    if n.get("max_num_scheduled_tokens") is not None and la is None:
        fixes.append(Fix("--max-num-batched-tokens", "<more than the draft slots: num_speculative_tokens + 1 per "
                         "sequence>", "room beside the draft tokens", "vLLM subtracts the draft slots from "
                         "max_num_batched_tokens; what is left must be positive.", rank=1))
        fixes.append(Fix("--speculative-config", "<fewer num_speculative_tokens>", "fewer draft tokens",
                         "each draft token takes a slot of every step.", rank=2))
    if la is not None and not mml and not seqs:
        fixes.append(Fix("--max-num-batched-tokens", str(max(la + 1, mnbt or 0, 2048)), "room beside the draft tokens",
                         f"more than the {la} lookahead slots speculative decoding takes from every step (vLLM's "
                         "default is 2048 or more).", verified=True, rank=1))
        fixes.append(Fix("--speculative-config", "<fewer num_speculative_tokens>", "fewer draft tokens",
                         "each draft token takes a slot of every step.", rank=2))
    return fixes


def _tp_over_gpus_fixes(s: Situation) -> list[Fix]:
    """More ranks than visible GPUs (executor checks, 0.4.3-0.12.0): a size within the GPUs, or make more visible."""
    n = _n(s)
    tp, gpus = _int(n.get("tensor_parallel_size")), _int(n.get("gpu_count"))
    local = _int(n.get("local_world_size"))
    if local is not None:
        return _local_world_fixes(s, local, gpus)
    ray = n.get("required_devices") is not None or "number of required" in (s.message_text or "")
    fixes = [Fix("", "", "make the GPUs visible", ("add GPU nodes to the Ray cluster (`ray status` lists them)" if ray
                 else "check CUDA_VISIBLE_DEVICES and the container's --gpus") + ": vLLM counts only the GPUs it can "
                 "see.", rank=2)]
    pp = s.pipeline_parallel_size or 1
    if gpus and gpus >= pp:
        heads = s.model.num_attention_heads if s.model is not None and getattr(s.model, "num_attention_heads", 0) else None
        per_stage = gpus // pp  # Ray's world is TP x PP (ParallelConfig.world_size)
        sizes = [d for d in range(per_stage, 0, -1) if d & (d - 1) == 0 and (heads is None or heads % d == 0)]
        best = sizes[0] if sizes else 1
        value = str(best) if pp == 1 else f"{best} --pipeline-parallel-size {pp}"
        fixes.append(Fix("--tensor-parallel-size", value, f"tensor parallel over the {gpus} GPU(s) vLLM sees",
                         f"{best * pp} of {gpus} visible GPU(s)" + (f"; {best} divides the {heads} attention heads"
                                                                   if heads else "; a power of two, as the heads need")
                         + ".", rank=1))
    elif tp:
        fixes.append(Fix("--tensor-parallel-size", "<the number of GPUs vLLM sees>", "no more ranks than GPUs",
                         f"{tp} ranks need {tp} visible GPUs.", rank=1))
    return fixes


def _local_world_fixes(s: Situation, local: int, gpus: int | None) -> list[Fix]:
    """gpu_worker.py::init_device: local_world_size (TP x PP on this node) above the devices the process sees. Make
    them visible (over several nodes: tensor parallel within a node, pipeline stages across nodes), or use the GPUs
    the process sees."""
    spread = (f"; over nodes of {gpus} GPUs, --tensor-parallel-size {gpus} --pipeline-parallel-size {local // gpus} "
              "keeps tensor parallel inside a node") if gpus and 1 < gpus < local and local % gpus == 0 else ""
    fixes = [Fix("", "", "make the GPUs visible", "CUDA_VISIBLE_DEVICES, the container's --gpus or Ray's device "
                 f"assignment must give the process the {local} GPUs the launch places on this node{spread}.", rank=1)]
    pp = s.pipeline_parallel_size or 1
    per_stage = (gpus or 0) // pp
    if per_stage > 1:
        best = 1 << (per_stage.bit_length() - 1)  # a power of two, as attention heads need
        if best != s.tensor_parallel_size:
            value = str(best) if pp == 1 else f"{best} --pipeline-parallel-size {pp}"
            fixes.append(Fix("--tensor-parallel-size", value, f"tensor parallel over the {gpus} GPUs the process sees",
                             f"{best * pp} of the {gpus} visible GPUs (a power of two, as the heads need).", rank=2))
    return fixes


def _quantization_gpu_fixes(s: Situation) -> list[Fix]:
    """capability < quant_config.get_min_capability() (vllm/config*.py::_get_quantization_config): another checkpoint
    whose kernels this GPU runs, or a newer GPU. Memory, lengths, dtype and parallel sizes do not change it."""
    n = _n(s)
    (need, exact), have = _needed_capability(n), _current_capability(n)
    exact = exact or "Required capability" in (s.message_text or "")
    q = n.get("quantization") or n.get("quantization_config") or "this quantization scheme"
    if need == "?":  # the numbers were cut from the paste
        gpu = Fix("", "", "a GPU these kernels support", "vLLM's full message names the compute capability "
                  f"{'they require' if exact else 'they need at least'}.", rank=2)
    else:
        gpu = Fix("", "", f"a GPU with compute capability {need}" + ("" if exact else " or newer"),
                  f"{q} kernels need it.", rank=2)
    return [Fix("--model", "<a checkpoint whose quantization runs on this GPU>", "another checkpoint",
                f"{q} needs compute capability {need}; this GPU has {have} (on older GPUs: an unquantized checkpoint, or "
                "GPTQ / AWQ where their minimum is met).", rank=1), gpu]


def _kv_cache_dtype_fixes(s: Situation) -> list[Fix]:
    """FP8 KV cache refused by the backend on this GPU: the 16-bit cache vLLM names (Triton: float16 below SM80, else
    bfloat16), else auto (the model dtype). The KV cache then takes twice the memory: the length may need to shrink."""
    n = _n(s)
    value = str(n.get("suggested_kv_cache_dtype") or "auto")
    fixes = [Fix("--kv-cache-dtype", value, "a 16-bit KV cache", "the backend runs it; it takes twice the memory of "
                 "fp8, so a shorter --max-model-len may be needed.", verified=True, rank=1)]
    if n.get("compute_capability"):  # the Triton backend's refusal names the GPU's capability: SM89+ runs fp8
        fixes.append(Fix("", "", "a GPU with FP8 attention (compute capability 8.9+)", "keeps the fp8 cache.", rank=2))
    return fixes


def _cpu_offload_fixes(s: Situation) -> list[Fix]:
    """may_reinitialize_input_batch asserts cpu_offload_gb == 0 when the KV groups' block sizes differ (0.9.2-0.19.1):
    no offloading; the weights then need room on the GPUs (more GPUs, a quantized checkpoint)."""
    tp = s.tensor_parallel_size or 1
    return [Fix("--cpu-offload-gb", "0", "no CPU weight offloading", "drop --cpu-offload-gb: this model's KV cache "
                "layout cannot run with it in this vLLM.", rank=1),
            Fix("--tensor-parallel-size", str(tp * 2), _more_gpus_title(s, tp * 2 * (s.pipeline_parallel_size or 1)),
                "the weights that were offloaded need GPU memory: each GPU holds 1/TP of them.", rank=2),
            Fix("--model", "<an FP8 or 4-bit checkpoint of the same model>", "a quantized checkpoint",
                "smaller weights instead of offloading them.", rank=3)]


def _quantization_dtype_fixes(s: Situation) -> list[Fix]:
    """model dtype not in quant_config.get_supported_act_dtypes(): --dtype one of the printed dtypes."""
    n = _n(s)
    supported = str(n.get("supported_dtypes") or "")
    names = [t.strip().removeprefix("torch.") for t in supported.split(",") if t.strip()]
    flag_values = {"float16": "half", "half": "half", "bfloat16": "bfloat16", "float32": "float", "float": "float"}
    choices = [flag_values[x] for x in names if x in flag_values]
    if not choices:
        return [Fix("--dtype", "half", "a dtype the kernels take", "most quantization kernels take float16.", rank=1)]
    out = []
    for i, v in enumerate(dict.fromkeys(choices)):
        if s.gpu_compute_capability and s.gpu_compute_capability < (8, 0) and v == "bfloat16":
            continue
        out.append(Fix("--dtype", v, "a dtype the kernels take", f"{n.get('quantization', 'the quantization')} takes "
                       f"{supported}.", verified=True, rank=1 + i))
    return out


def _head_size_fixes(s: Situation) -> list[Fix]:
    """The backend has no kernel for the head size: the backend vLLM's message names, else another backend."""
    n = _n(s)
    hint = str(n.get("suggested_setting") or "")
    fixes = []
    if "=" in hint and hint.split("=")[0].isupper():
        name, value = hint.split("=", 1)
        fixes.append(Fix(name, value, "the backend vLLM suggests", "vLLM's own message names it for this head size.",
                         rank=1))
    elif hint.startswith("--"):
        flag, _, value = hint.replace(" ", "=", 1).partition("=")
        fixes.append(Fix(flag, value, "the backend vLLM suggests", "vLLM's own message names it for this head size.",
                         rank=1))
    if (s.message_text or "").lstrip().lower().startswith(("unsupported head size", "runtimeerror: unsupported head")):
        # the paged-attention CUDA kernels (csrc/attention/attention_kernels.cu) are compiled for a list of head sizes
        return [Fix("", "", "a vLLM build with a kernel for this head size", f"head size {n.get('head_size', '?')}: the "
                    "paged-attention kernels are compiled for a list of head sizes; a newer release, or a source build "
                    "with this size added to csrc/attention/attention_kernels.cu.", rank=1)]
    rules = rules_for(s.release)
    flag = "--attention-backend" if rules.attention_backend_flag else "VLLM_ATTENTION_BACKEND"
    # no backend is named here: which ones have a kernel for this head size depends on the release and the GPU
    fixes.append(Fix("", "", "another attention backend, or a newer vLLM",
                     f"head size {n.get('head_size', '?')} is the model's; another backend ({flag}: FLASH_ATTN, "
                     "FLASHINFER, TRITON_ATTN, FLEX_ATTENTION where the release has them) or a newer vLLM may have a "
                     "kernel for it.", rank=2))
    return fixes


def _swap_space_fixes(s: Situation) -> list[Fix]:
    """swap_space x TP > 0.7 x host memory (CacheConfig.verify_with_parallel_config, 0.2.7-0.17.0)."""
    n = _n(s)
    swap, total = n.get("swap_gib"), n.get("total_cpu_gib")
    tp = max(1, s.tensor_parallel_size or 1)
    if isinstance(total, (int, float)) and total > 0:
        per_rank = int(SWAP_SPACE_SHARE * total / tp)  # GiB, whole: --swap-space takes a number of GiB
        return [Fix("--swap-space", str(per_rank), "swap space the host has",
                    f"{per_rank} GiB x {tp} rank(s) stays within 70% of the {total:g} GiB of host memory (asked: "
                    f"{swap} GiB).", verified=True, rank=1)]
    return [Fix("--swap-space", "<fewer GiB>", "less swap space", "70% of the host's memory over all ranks.", rank=1)]


def _profiling_fixes(s: Situation) -> list[Fix]:
    return [Fix("", "", "run vLLM alone on the GPU", "another process freed (or held and released) GPU memory while vLLM "
                "profiled: stop it or give vLLM its own GPU / container (nvidia-smi lists the processes).", rank=1)]


def _model_assert_fixes(s: Situation) -> list[Fix]:
    """A model's bare head assert (e.g. chatglm.py: total_num_kv_heads % tp_size == 0): the heads are not printed, so
    the sizes that work are the divisors of the model's heads; pipeline stages over the same GPUs need no split."""
    tp = s.tensor_parallel_size or 1
    layers = getattr(s.model, "attention_layers", ()) if s.model is not None else ()
    heads = getattr(layers[0], "num_kv_heads", None) if layers else None
    fixes = []
    if isinstance(heads, int) and heads > 0 and tp > 1:
        fits = [d for d in _divisors(heads) if d < tp]
        if fits:
            fixes.append(Fix("--tensor-parallel-size", str(max(fits)), "a TP size that divides the model's KV heads",
                             f"{max(fits)} divides {heads}.", verified=True, rank=1))
    else:
        fixes.append(Fix("--tensor-parallel-size", "<a size that divides the model's KV heads>",
                         "a TP size that divides the heads", "ChatGLM: multi_query_group_num in config.json; others: "
                         "num_key_value_heads.", rank=1))
    if tp > 1 and rules_for(s.release).pipeline_parallel_serving:
        fixes.append(Fix("--tensor-parallel-size", f"1 --pipeline-parallel-size {tp}", f"all {tp} GPUs as pipeline stages",
                         "pipeline stages split the layers, which need not divide the heads.", rank=2))
    return fixes


def _quantized_tp(s: Situation) -> int | None:
    """The tensor parallel size of the refused launch when the log shows it (a pasted command without
    --tensor-parallel-size runs TP 1), else None."""
    if s.requested_tensor_parallel_size:
        return s.requested_tensor_parallel_size
    if s.launch_tensor_parallel_size:
        return s.launch_tensor_parallel_size
    return s.tensor_parallel_size if s.tensor_parallel_size > 1 else None


def _quantized_shape_summary(s: Situation, n: dict[str, Any]) -> str:
    tp = _quantized_tp(s)
    if n.get("tile") in ("min_thread_k", "min_thread_n") and tp == 1:
        return (f"The Marlin kernel vLLM picked for this checkpoint needs each weight's {n['quantized_shape']} size to be "
                f"a multiple of {n.get('tile_size', '?')} ({n['tile']}); this model's is {n.get('partition_size', '?')} "
                "even unsplit (tensor parallel size 1). The checkpoint's shape, not memory or parallel sizes, is refused.")
    at = f"tensor parallel size {tp}" if tp else "this tensor parallel size"
    unit = (f"a multiple of the kernel's {n['tile']} ({n.get('tile_size', '?')})" if n.get("tile")
            else "a whole number of quantization groups (the checkpoint's group size) and packed values")
    return (f"Each GPU's slice of a quantized weight must be {unit}; at {at} the model's layer widths do not split "
            "that way, so the weights are refused while the layers are built. Pipeline stages split layers, not weights.")


def _quantized_shape_fixes(s: Situation) -> list[Fix]:
    """The slices of a quantized weight over TP ranks (create_weights / verify_marlin_supports_shape): a whole,
    unsplit weight is aligned by construction of the checkpoint (except Marlin's tiles), so TP 1 always passes the
    group check and pipeline stages keep the GPUs; vLLM's own hint, the GPTQ kernel without Marlin, only fits a GPTQ
    checkpoint."""
    n = _n(s)
    tp = _quantized_tp(s)
    fixes: list[Fix] = []
    if tp and tp > 1:
        if rules_for(s.release).pipeline_parallel_serving:
            fixes.append(Fix("--tensor-parallel-size", f"1 --pipeline-parallel-size {tp}", f"all {tp} GPUs: TP 1 x PP {tp}",
                             f"--tensor-parallel-size 1 --pipeline-parallel-size {tp}: every GPU holds whole quantized "
                             "weights of its layers, which are aligned as the checkpoint was made.", rank=1))
        fixes.append(Fix("--tensor-parallel-size", "1", "whole weights on one GPU",
                         "unsplit, the weights keep the checkpoint's own alignment (when they fit one GPU).", rank=2))
    gptq = "gptq" in (s.quantization or "").lower() or "gptq" in (s.model_name or "").lower()
    if n.get("tile") in ("min_thread_k", "min_thread_n", "group_size") and gptq and "marlin" not in (s.quantization or "x"):
        fixes.append(Fix("--quantization", "gptq", "the GPTQ kernel without Marlin's tile rule",
                         "vLLM's own hint: the plain GPTQ kernel has no 64/128-wide tile requirement (slower).", rank=3))
    marlin_unsplit = n.get("tile") in ("min_thread_k", "min_thread_n") and tp == 1
    fixes.append(Fix("", "", "a checkpoint whose layer widths fit the kernel" if marlin_unsplit
                     else "a checkpoint whose layer widths split over your GPUs",
                     "a checkpoint padded for tensor parallelism (as Qwen's official GPTQ/AWQ releases are) or quantized "
                     "with a group size that divides each GPU's slice.", rank=4))
    return fixes


def _pp_model_fixes(s: Situation) -> list[Fix]:
    """The model has no pipeline-parallel implementation: the same GPUs with tensor parallel only."""
    pp, tp = s.pipeline_parallel_size or 1, s.tensor_parallel_size or 1
    fixes = []
    if pp > 1:
        fixes.append(Fix("--tensor-parallel-size", f"{pp * tp} --pipeline-parallel-size 1", _more_gpus_title(s, pp * tp),
                         f"the same {pp * tp} GPUs with tensor parallel only (the attention heads must divide by "
                         f"{pp * tp}).", rank=1))
    else:
        fixes.append(Fix("--pipeline-parallel-size", "1", "no pipeline parallelism for this model",
                         "use --tensor-parallel-size over the same GPUs instead.", rank=1))
    return fixes


def _triton_fp8_fixes(s: Situation) -> list[Fix]:
    """fp8 e4m3 in a Triton kernel below compute capability 8.9: stop asking for fp8 where the log shows where it comes
    from (an fp8 KV cache, an fp8 quantization), else a GPU that has it."""
    fixes = []
    if (s.kv_cache_dtype or "").startswith("fp8"):
        fixes.append(Fix("--kv-cache-dtype", "auto", "a 16-bit KV cache", "the fp8 KV cache is what asks Triton for fp8 "
                         "e4m3 on this GPU.", rank=1))
    if "fp8" in (s.quantization or "").lower() or "fp8" in (s.model_name or "").lower():
        fixes.append(Fix("--model", "<a 16-bit, AWQ or GPTQ checkpoint of the model>", "a checkpoint without fp8 weights",
                         "FP8 weights need fp8 e4m3 kernels.", rank=2))
    fixes.append(Fix("", "", "a GPU with compute capability 8.9 or newer", "Ada (L4, L40S, RTX 40xx), Hopper or "
                     "Blackwell run fp8 e4m3 kernels.", rank=3))
    return fixes


def _kv_dtype_fixes(s: Situation) -> list[Fix]:
    """The Triton backend's bfloat16 KV cache below SM80 (triton_attn.py, 0.24+): a float16 KV cache."""
    return [Fix("--kv-cache-dtype", "float16", "a float16 KV cache", "bfloat16 needs compute capability 8.0; the weights "
                "may stay as they are.", verified=True, rank=1),
            Fix("--dtype", "half", "float16 model and cache", "with --kv-cache-dtype auto the cache follows the model "
                "dtype.", rank=2)]


def _cuda_graph_fixes(s: Situation) -> list[Fix]:
    """A CUDA-graph mode the backend / model cannot capture: the mode vLLM suggests (PIECEWISE) where the message names
    one, a smaller capture size for full graphs, or eager mode (no capture at all; always accepted)."""
    n, text = _n(s), s.message_text or ""
    fixes = []
    if "cudagraph_mode=PIECEWISE" in text and _has_flag(s, "--compilation-config"):
        fixes.append(Fix("--compilation-config", '\'{"cudagraph_mode": "PIECEWISE"}\'', "piecewise CUDA graphs",
                         "the mode vLLM's message suggests for this backend.", rank=1))
    if "full_cuda_graph" in text and _has_flag(s, "--compilation-config"):
        fixes.append(Fix("--compilation-config", '\'{"full_cuda_graph": false}\'', "no full CUDA graph",
                         "vLLM's message: turn off full_cuda_graph for this attention backend.", rank=1))
    if _int(n.get("max_capture_size")) and _has_flag(s, "--cuda-graph-sizes"):
        # engine/arg_utils.py (0.9.0.1-0.11.0): one value N captures [1, 2, 4] + range(8, N + 1, 8)
        fixes.append(Fix("--cuda-graph-sizes", str(n["max_capture_size"]), f"capture sizes up to {n['max_capture_size']}",
                         "FlashAttention's full CUDA graphs stop there.", rank=1))
    fixes.append(Fix("--enforce-eager", "", "no CUDA graphs", "eager mode captures nothing (decode is somewhat slower).",
                     rank=2))
    return fixes


_BUILDERS = {
    "batched_tokens_too_small": _batched_tokens_fixes,
    "tp_over_gpus": _tp_over_gpus_fixes,
    "quantization_unsupported_gpu": _quantization_gpu_fixes,
    "quantization_dtype_unsupported": _quantization_dtype_fixes,
    "head_size_unsupported": _head_size_fixes,
    "swap_space_too_large": _swap_space_fixes,
    "memory_profiling_error": _profiling_fixes,
    "kv_cache_dtype_unsupported": _kv_cache_dtype_fixes,
    "cpu_offload_unsupported": _cpu_offload_fixes,
    "cuda_graph_unsupported": _cuda_graph_fixes,
}
