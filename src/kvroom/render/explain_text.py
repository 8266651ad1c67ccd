"""Terminal rendering of a kvroom explanation: the numbers as vLLM printed them, what they mean, the fixes.

Returns a string; decides nothing."""

from __future__ import annotations

from kvroom.render.text import WIDTH, Style, _wrap

_NUMBER_LABELS = {
    "max_seq_len": "max_model_len checked",
    "exec_arg": "run as the program",
    "needed_gib": "KV cache needed (GiB)",
    "available_gib": "KV cache available (GiB)",
    "deepgemm_condition": "DeepGEMM's failed check",
    "mla_cache_format": "KV cache format", "mla_dim": "dimension checked", "mla_dim_required": "value it must have",
    "estimated_max_model_len": "vLLM's estimated max length",
    "max_kv_tokens": "tokens the KV cache holds",
    "free_gib": "free at startup (GiB)",
    "total_gib": "GPU total (GiB)",
    "requested_gib": "requested (GiB)",
    "gpu_memory_utilization": "gpu_memory_utilization",
    "max_num_seqs": "max_num_seqs",
    "mamba_blocks": "Mamba cache blocks",
    "tried_gib": "the failed allocation (GiB)",
    "num_attention_heads": "attention heads",
    "divided_size": "size split over the GPUs",
    "tensor_parallel_size": "tensor_parallel_size",
    "compute_capability": "GPU compute capability",
    "num_gpu_blocks": "GPU blocks",
    "derived_max_model_len": "derived max_model_len",
    "derived_key": "derived from",
    "gpu_index": "GPU index",
    "gpu_name": "GPU",
    # torch's OOM figures (kvroom.explain's other-process rule) and the pipeline-size refusals
    "process_in_use_gib": "this process held (GiB)",
    "allocated_by_pytorch_gib": "allocated by PyTorch (GiB)",
    "mmap_bytes": "file torch could not map (bytes)",
    "ascend_op": "NPU op without a kernel",
    "package_soc": "kernels package built for",
    "device_soc": "this NPU",
    "attention_impl": "attention implementation",
    "reserved_by_pytorch_gib": "reserved by PyTorch (GiB)",
    "listed_processes_gib": "processes torch lists (GiB)",
    "num_hidden_layers": "hidden layers",
    "pipeline_parallel_size": "pipeline_parallel_size",
    "pp_partition_count": "stages in VLLM_PP_LAYER_PARTITION",
    "pp_partition_layers": "layers in VLLM_PP_LAYER_PARTITION",
    # argparse's refusals of vLLM's command line
    "cli_flag": "flag",
    "cli_value": "value refused",
    "cli_choices": "values it takes",
    "cli_explicit_value": "value after a flag that takes none",
    "config_class": "vLLM config class",
    "cli_stray": "a word that is no flag (not echoed)",
    "config_key": "key it refused",
    # the GPU floor a kernel library states, the callable a TypeError names, the Gloo call that failed
    "flash_attn_min_gpu": "flash-attention's oldest GPU",
    "callee": "the call refused",
    "unexpected_kwarg": "the keyword it lacks",
    "caller_file": "vLLM file that called it",
    "nccl_cuda_failure": "CUDA error inside NCCL",
    "cli_ambiguous": "flag prefix",
    "cli_matches": "flags it could be",
    "cli_missing_value": "flag without its value",
    "amdsmi_status": "AMD SMI status",
    # the OpenAI server's length check: the prompt, the output tokens asked for and their total
    "prompt_len": "prompt tokens",
    "output_tokens": "output tokens asked for",
    "requested_tokens": "tokens requested in all",
    # a request over the launch's --limit-mm-per-prompt or --max-logprobs
    "modality": "modality",
    "mm_limit": "items allowed per prompt",
    "mm_items": "items the request carried",
    "max_logprobs": "logprobs allowed",
    "max_tokens_got": "max_tokens the request carried",
    "logprobs_requested": "logprobs asked for",
    "missing_symbol": "function the build lacks",
    "gloo_connect": "Gloo step that failed",
}
# the numbers of an OOM line are the GPU's state at the moment of the OOM, not at startup
_OOM_LABELS = {"free_gib": "free at the OOM (GiB)", "total_gib": "GPU total (GiB)"}
# the CPU worker's gates print the NUMA node's RAM (vllm/v1/worker/cpu_worker.py: "Available memory on node N (A/T GiB)
# ..."), the KV cache asked for when it is allocated, and the share the flag reserved
_CPU_LABELS = {"free_gib": "RAM available on the node (GiB)", "total_gib": "node RAM (GiB)",
               "cpu_reserved_gib": "RAM the share reserves (GiB)"}
_CPU_KV_LABELS = dict(_CPU_LABELS, requested_gib="KV cache asked for (GiB)")


def render_explanation(result, color: bool = False) -> str:
    style = Style(color)
    r = result.record
    if not result.recognized:
        if getattr(r, "worker_exception_seen", False):
            # (v1/executor/multiproc_executor.py logs it right above the traceback that names the cause)
            return ("kvroom found no cause in this text: it holds a worker's \"WorkerProc hit an exception.\" line, "
                    "printed right above the traceback that names the cause, which the paste does not hold: paste "
                    "the log from that line on, or run the launch through `kvroom run -- vllm serve ...`, which keeps "
                    "it.")
        if getattr(r, "engine_start_failed", False):
            return ("kvroom found no cause in this text: it holds vLLM's wrapper line (\"Engine core initialization "
                    "failed\" / \"EngineCore failed to start\" / \"Engine process failed to start\"), printed after "
                    "the engine process died while starting. The cause is the first error above it in the full log "
                    "(the EngineCore or worker process's traceback): paste the log from its start, or run the launch "
                    "through `kvroom run -- vllm serve ...`, which keeps it.")
        unread = getattr(r, "unread_error", None)
        if unread:
            # an error kvroom has no rule for and that is none of vLLM's own raise sites (logs/raises.py): quoted back,
            # so the user sees which line was looked at
            return ("kvroom found no vLLM startup failure or KV-cache capacity line in this text. Its first error "
                    f"line, which is none of vLLM's own messages kvroom knows: {unread}")
        return "kvroom found no vLLM startup failure or KV-cache capacity line in this text."
    out = []
    kind = r.message_kind or "capacity"
    cause = getattr(getattr(result, "diagnosis", None), "cause", None)
    if getattr(r, "foreign_row", None):
        # a failure that is no vLLM message (kvroom.frameworks): another program's refusal, vLLM's own probe
        kind = f"not a vLLM message, {cause}"
    elif not r.message_kind and cause not in (None, "capacity"):
        # a capacity log that is not a healthy start (under one request at max_model_len: the error was not pasted)
        kind = f"capacity log, {cause}"
    release = r.vllm_version or r.vllm_version_range
    if not result.release_inferred and not r.vllm_version:
        # --vllm-version given: the explanation used it, whatever the wording suggests
        head = f"  (vLLM {result.release}, as given)"
    elif release:
        head = f"  (vLLM {release}" + (", inferred from wording" if r.vllm_version_inferred else "") + ")"
    else:
        head = "  (vLLM release not shown in the log)"
    out.append(style.bold(f"{kind.replace('_', ' ')}") + head)
    numbers = dict(r.numbers)
    if numbers:
        out.append("")
        labels = dict(_NUMBER_LABELS, **(_OOM_LABELS if (r.message_kind or "").startswith("oom") else {}))
        if r.message_row in ("cpu_startup_memory_low", "cpu_kv_allocation_low"):
            labels.update(_CPU_KV_LABELS if r.message_row == "cpu_kv_allocation_low" else _CPU_LABELS)
        width = max(len(labels.get(k, k)) for k in numbers)
        for key, value in numbers.items():
            if isinstance(value, int) and not isinstance(value, bool):
                shown = f"{value:,}"
            elif isinstance(value, float) and key.endswith("_gib"):
                # GiB as people read them (an OOM's MiB become 0.72, not 0.722470703125); a size that would
                # print 0.00 keeps its own unit (2.00 MiB, 448.00 KiB)
                shown = f"{value:.2f}"
                if value != 0 and abs(value) < 0.005:
                    shown = f"{value * 1024:.2f} MiB" if abs(value) * 1024 >= 1 else f"{value * 2**20:.2f} KiB"
            elif isinstance(value, tuple) and key.endswith("_gib"):
                shown = ", ".join(f"{v:.2f}" for v in value if isinstance(v, float))
            else:
                shown = str(value)
            out.append(f"  {labels.get(key, key).ljust(width)}  {shown}")
    if result.explanation:
        out.append("")
        for line in result.explanation:
            out += _wrap(line, indent="")
    if result.fixes:
        out += ["", style.bold("fixes, best first:")]
        for i, fix in enumerate(result.fixes, 1):
            tag = style.good("checked") if fix.verified else style.dim("estimate")
            head = f"{i}. {fix.title}"
            out.append(head[:WIDTH])
            if fix.flag or fix.value:
                out.append(f"     {fix.command}")
            extra = []
            if fix.resulting_max_model_len:
                extra.append(f"max_model_len {fix.resulting_max_model_len:,}")
            if fix.resulting_available_bytes:
                extra.append(f"KV memory {fix.resulting_available_bytes / 2**30:.2f} GiB")
            out += _wrap(f"{fix.detail} [{tag}{': ' + ', '.join(extra) if extra else ''}]", indent="     ")
    return "\n".join(out)
