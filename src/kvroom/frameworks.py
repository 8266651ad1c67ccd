"""Failures that are no vLLM message: refusals of the programs that start vLLM, printed before vLLM printed anything
of its own, and system errors inside vLLM's own probes (issue 10).

An RL trainer checks its rollout settings before it builds vLLM's engine; TRL's trainer waits for a vLLM server it
does not start itself; Ray refuses the GPUs a ROCm cluster's job handed over; vLLM's probe of its own address fails
on a host with no route out. Their words are no vLLM message: the record keeps ``message_kind`` None and names the
logs/patterns.py row in ``StartupRecord.foreign_row``; this module gives each row its diagnosis and fixes, read by
kvroom.launchchecks like its own readings.

Owns: ``READINGS`` (row name -> (diagnosis, fixes)) and the causes only they name (``CAUSES``).
Never: parsing (logs/patterns.py reads the text), vLLM's own messages (kvroom.launchchecks).
"""

from __future__ import annotations

from typing import Any, Callable

from kvroom.fixes import Fix, Situation


def _quoted(s: Situation, *starts: str) -> str:
    """The program's words as the paste printed them, from the first of ``starts`` (its log prefix left out)."""
    text = (s.message_text or "").strip()
    at = min((i for i in (text.find(w) for w in starts) if i >= 0), default=0)
    return text[at:at + 300]


# verl's vLLM rollout (verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py, vLLMRollout.__init__): it asserts
# max_position_embeddings (times the rope_scaling factor in newer releases) >= prompt_length + response_length, the
# data.max_prompt_length and data.max_response_length of the run's config, before it builds vllm.LLM
def _verl_context_diagnosis(s: Situation):
    from kvroom.explain import Diagnosis

    return Diagnosis("max_len_over_derived", "The RL run asks for more tokens per sequence (prompt length + response "
                     "length) than the model's config allows (max_position_embeddings in config.json): verl's vLLM "
                     "rollout checks this before it builds vLLM's engine. Not memory, and not a vLLM flag.",
                     (f"verl's assertion: \"{_quoted(s, 'AssertionError', 'model context')}\".",
                      "The lengths are the run's data.max_prompt_length and data.max_response_length (or the recipe's "
                      "own names for them); the limit is the checkpoint's max_position_embeddings."))


def _verl_context_fixes(s: Situation) -> list[Fix]:
    return [Fix("", "", "a shorter response (or prompt) length", "make data.max_prompt_length + "
                "data.max_response_length at most the model's max_position_embeddings (config.json): e.g. 1024 + 3072 "
                "for a 4096-token model.", rank=1),
            Fix("", "", "a model whose config allows the length", "a checkpoint (or its config.json) with a longer "
                "context: newer verl multiplies max_position_embeddings by the rope_scaling factor before it checks; "
                "extending RoPE changes the model's behaviour, so only where the model was trained or validated for "
                "it.", rank=2)]


# TRL's VLLMClient.check_server (trl/extras/vllm_client.py; the server mode came with TRL 0.16, open-r1#568):
# GRPO with use_vllm in server mode asks a separate `trl vllm-serve` process for completions and polls its /health/
# endpoint until total_timeout
def _trl_server_diagnosis(s: Situation):
    from kvroom.explain import Diagnosis

    where = (s.numbers or {}).get("server_address")
    at = f" at {where}" if where else ""
    return Diagnosis("vllm_server_not_started", f"The trainer is waiting for a vLLM server{at} that is not answering: "
                     "TRL's trainer (GRPO with use_vllm, in server mode) does not start vLLM itself, it talks to a "
                     "separate `trl vllm-serve` process. No vLLM error here: either that server was never started, or "
                     "it is still loading, or it died (its own log says why).",
                     (f"TRL's client: \"{_quoted(s, 'Server is not', 'The vLLM server', 'The async vLLM')}\".",))


def _trl_server_fixes(s: Situation) -> list[Fix]:
    return [Fix("", "", "start the vLLM server first", "on GPUs the trainer does not use: CUDA_VISIBLE_DEVICES=<those "
                "GPUs> trl vllm-serve --model <the model being trained>; wait for it to finish starting, then start "
                "training with the same host and port (vllm_server_host / vllm_server_port). If it does not start, "
                "its own log holds the error (kvroom explain reads it).", rank=1),
            Fix("", "", "vLLM inside the trainer instead", "vllm_mode=\"colocate\" in GRPOConfig (TRL releases that "
                "have it) runs vLLM in the training processes, with no server; give it a vllm_gpu_memory_utilization "
                "share the training leaves free.", rank=2)]


# Ray's AMD accelerator manager (ray/_private/accelerators/amd_gpu.py, get_visible_accelerator_ids_env_var): Ray assigns
# AMD GPUs to its workers through HIP_VISIBLE_DEVICES and refuses a process whose GPUs were chosen with
# ROCR_VISIBLE_DEVICES alone (the HSA runtime's variable, which Slurm's GPU binding sets on ROCm clusters)
def _rocr_visible_diagnosis(s: Situation):
    from kvroom.explain import Diagnosis

    return Diagnosis("rocr_visible_devices_set", "Ray refuses to start on AMD GPUs chosen with ROCR_VISIBLE_DEVICES "
                     "alone: it assigns GPUs to its workers through HIP_VISIBLE_DEVICES and raises when only the ROCm "
                     "runtime's variable is set (a Slurm job's GPU binding on ROCm clusters sets it). vLLM dies before "
                     "it loads anything. Not memory, the model or vLLM's flags.",
                     (f"Ray's check: \"{_quoted(s, 'Please use')}\".",))


def _rocr_visible_fixes(s: Situation) -> list[Fix]:
    return [Fix("HIP_VISIBLE_DEVICES", "$ROCR_VISIBLE_DEVICES", "name the same GPUs with HIP_VISIBLE_DEVICES",
                "export HIP_VISIBLE_DEVICES=$ROCR_VISIBLE_DEVICES before vLLM starts (in the job script or the "
                "container's entry point); with the same GPUs in both, Ray's check passes.", rank=1),
            Fix("", "", "or drop ROCR_VISIBLE_DEVICES", "unset ROCR_VISIBLE_DEVICES after copying its value to "
                "HIP_VISIBLE_DEVICES, so only one variable selects the GPUs.", rank=2)]


# Triton's compiler on a Volta GPU aborting at an MMA-to-MMA layout conversion (logs/patterns.py triton_mma_layout_volta):
# vLLM's Triton prefix-prefill kernel (attention/ops/prefix_prefill.py::context_attention_fwd), which prefix caching and
# chunked prefill run, compiles one; Triton 2.x converts between MMA layouts on Ampere and newer only
def _triton_volta_diagnosis(s: Situation):
    from kvroom.explain import Diagnosis

    return Diagnosis("attention_backend_gpu", "Triton's compiler aborted on an MMA-to-MMA layout conversion it "
                     "supports only on Ampere and newer (compute capability 8.0+): the GPU is older (a V100 is 7.0). "
                     "vLLM runs its Triton prefix-prefill attention kernel, which compiles that conversion, when prefix "
                     "caching or chunked prefill is on; the model and the memory are fine.",
                     (f"Triton's assertion: \"{_quoted(s, 'Assertion', 'Unexpected', 'mma')}\".",))


def _triton_volta_fixes(s: Situation) -> list[Fix]:
    return [Fix("", "", "without prefix caching and chunked prefill", "leave out --enable-prefix-caching (and "
                "enable_prefix_caching=True), and keep chunked prefill off (vLLM 0.5.5-0.7.3 turns it on by itself above "
                "32K tokens of context: a --max-model-len of 32768 or less, or --enable-chunked-prefill False); vLLM "
                "then prefills with its other attention kernels.", rank=1),
            Fix("", "", "a GPU of compute capability 8.0 or newer", "Triton compiles the kernel there (A100, A10, "
                "L4, RTX 30xx and later).", rank=2)]


# TRL's GRPO trainer of 0.14-0.15 (trl/trainer/grpo_trainer.py): with use_vllm it built vLLM in the main training
# process on a GPU of its own, vllm_device; "auto" is cuda:<num_processes>, the GPU after the ones accelerate gives
# to training, and a GPU index the machine does not have is refused before vLLM is built
def _trl_device_diagnosis(s: Situation):
    from kvroom.explain import Diagnosis

    dev = (s.numbers or {}).get("vllm_device") or "the GPU it picked"
    return Diagnosis("invalid_device_ordinal", f"TRL's GRPO trainer refused to build vLLM on {dev}: that GPU does not "
                     "exist on this machine. With use_vllm this TRL runs vLLM on a GPU of its own, by default the one "
                     "after the training processes (vllm_device=\"auto\" is cuda:<num_processes>), so training on "
                     "every GPU leaves none for vLLM. Not memory: vLLM never started.",
                     (f"TRL's check: \"{_quoted(s, 'The requested device').split(' You are')[0]}\"",)
                     + (("One GPU on this machine (TRL's own advice is --num_processes 0): share it instead.",)
                        if str((s.numbers or {}).get("num_processes")) == "0" else ()))


def _trl_device_fixes(s: Situation) -> list[Fix]:
    n = s.numbers or {}
    one_gpu = str(n.get("num_processes")) == "0"  # (TRL prints the machine's GPU count less one)
    share = Fix("", "", "give vLLM a GPU that exists", "vllm_device=\"cuda:0\" in GRPOConfig shares the first GPU "
                "with training; keep vllm_gpu_memory_utilization low enough (e.g. 0.2-0.3) to leave room for the "
                "model being trained.", rank=1)
    k = n.get("num_processes") if str(n.get("num_processes", "")).isdigit() else "<GPUs - 1>"
    fewer = Fix("", "", "one GPU fewer for training", f"accelerate launch --num_processes {k} so the last GPU is vLLM's "
                "(the default vllm_device then points at it).", rank=1)
    # (one GPU: no process is left to train with, so sharing it is the only way)
    return [share] if one_gpu else [fewer, Fix(share.flag, share.value, share.title, share.detail, rank=2)]


# vLLM's probe of its own IP (vllm/utils.py get_ip): with VLLM_HOST_IP unset it connects a UDP socket to a public
# address (8.8.8.8, or the name dns.google) only to read which local address the kernel would use; no packet is sent,
# but a host with no route out (an offline cluster node) or no DNS (a container on an intranet) fails the call
def _host_ip_diagnosis(s: Situation):
    from kvroom.explain import Diagnosis

    return Diagnosis("host_ip_detection_failed", "vLLM could not work out this host's IP address: with VLLM_HOST_IP "
                     "unset it asks the kernel which local address would reach a public one (8.8.8.8, or the name "
                     "dns.google), and on a host with no route out or no DNS that question itself fails. Not memory, "
                     "the model or the GPUs.", (f"The error under vLLM's probe: \"{_quoted(s, '[Errno')}\".",))


def _host_ip_fixes(s: Situation) -> list[Fix]:
    return [Fix("VLLM_HOST_IP", "<this host's IP address>", "tell vLLM its address", "the address the other ranks "
                "(or this node alone) reach it on, e.g. from `hostname -I`; vLLM then skips the probe.", rank=1),
            Fix("", "", "a newer vLLM", "later releases catch the failed probe, warn and use 0.0.0.0 for a single "
                "node.", rank=2)]


# CPython's UnboundLocalError raised in vLLM's own code (logs/patterns.py python_unbound_local): a function of that
# release read a local variable on a path that never assigned it (vllm#4605: the QKV LoRA layer's tensor-parallel branch
# of 0.4.2, fixed by #4609 in 0.4.3)
def _unbound_local_diagnosis(s: Situation):
    from kvroom.explain import Diagnosis

    name = (s.numbers or {}).get("unbound_name")
    which = f" ({name})" if name else ""
    return Diagnosis("release_regression", f"vLLM's own code read a local variable{which} on a path that never "
                     "assigned it (Python's UnboundLocalError): a bug of this vLLM release on the path this launch takes "
                     "(its flags, its model, its parallelism), not memory, the model's weights or the GPU.",
                     (f"Python's error: \"{_quoted(s, 'local variable', 'cannot access local variable')}\".",
                      "The function in the traceback's last frame is the one with the bug."))


def _unbound_local_fixes(s: Situation) -> list[Fix]:
    return [Fix("", "", "a newer vLLM release", "one whose version of the function in the last frame assigns the "
                "variable on every path (search vLLM's issues for the variable's name).", rank=1),
            Fix("", "", "or leave the feature on that path", "the flag or setting whose code raised it (the last "
                "frames name it: LoRA, a parallelism, a quantization), until a release fixes it.", rank=2)]


# vLLM's API server turns a SIGTERM that arrives while it is still starting into KeyboardInterrupt("terminated")
# (vllm/entrypoints/openai/api_server.py run_server: "Interrupt server on sigterm while initializing"), so those words
# say that something outside vLLM stopped it before it was up: a health check or liveness probe that gave up, a start
# timeout (systemd's TimeoutStartSec, a wrapper's), a `docker stop` / pod restart. An error printed just before the
# signal (a half-built validator, a step cut short) is where it landed, not a fault of its own
def _terminated_diagnosis(s: Situation):
    from kvroom.explain import Diagnosis

    return Diagnosis("health_check_killed_startup", "vLLM was stopped by a signal while it was still starting: its API "
                     "server turns a SIGTERM that arrives before it is up into KeyboardInterrupt(\"terminated\"). "
                     "Something outside vLLM ended it (a health check or liveness probe that gave up, a start "
                     "timeout, a container stop); an error printed just before it is where the signal landed. Not "
                     "memory, the model or a flag.",
                     (f"The last words: \"{_quoted(s, 'KeyboardInterrupt')}\".",
                      "Loading, compiling and capturing CUDA graphs can take many minutes for a large model; a "
                      "supervisor that checks /health sooner than that restarts the server every time."))


def _terminated_fixes(s: Situation) -> list[Fix]:
    return [Fix("", "", "give the start-up time before anything checks it", "a start grace period longer than a cold "
                "start: the health check's start period, Kubernetes' startupProbe (or initialDelaySeconds), "
                "systemd's TimeoutStartSec, the wrapper's timeout; time one start by hand to size it.", rank=1),
            Fix("--enforce-eager", "", "a shorter start-up", "skips torch.compile and the CUDA-graph capture, often "
                "most of a start's minutes (decoding is slower without the graphs).", rank=2)]


CAUSES: dict[str, str] = {
    "health_check_killed_startup": "a signal from outside vLLM (a health check, a liveness probe, a start timeout, a "
                                   "container stop) ended the server while it was still starting",
    "host_ip_detection_failed": "vLLM's probe of its own IP address (a socket towards a public address) failed on a "
                                "host with no route out or no DNS, and VLLM_HOST_IP was not set",
    "rocr_visible_devices_set": "Ray's AMD GPU manager refuses GPUs chosen with ROCR_VISIBLE_DEVICES and no "
                                "HIP_VISIBLE_DEVICES",
    "vllm_server_not_started": "the program that uses vLLM waits for a vLLM server it does not start itself, and none "
                               "answers at its address",
}

READINGS: dict[str, tuple[Callable[[Situation], Any], Callable[[Situation], list[Fix]]]] = {
    "verl_rollout_context_over_model": (_verl_context_diagnosis, _verl_context_fixes),
    "trl_vllm_server_unreachable": (_trl_server_diagnosis, _trl_server_fixes),
    "ray_rocr_visible_devices": (_rocr_visible_diagnosis, _rocr_visible_fixes),
    "trl_vllm_device_unavailable": (_trl_device_diagnosis, _trl_device_fixes),
    "host_ip_probe_failed": (_host_ip_diagnosis, _host_ip_fixes),
    "triton_mma_layout_volta": (_triton_volta_diagnosis, _triton_volta_fixes),
    "python_unbound_local": (_unbound_local_diagnosis, _unbound_local_fixes),
    "startup_terminated": (_terminated_diagnosis, _terminated_fixes),
}
