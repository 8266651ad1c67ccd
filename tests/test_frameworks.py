"""Refusals of the programs that start vLLM, printed before vLLM prints anything (kvroom.frameworks): the record keeps
message_kind None and names the row. Lines are in the programs' own formats (verl's assertion in vllm_rollout_spmd.py,
TRL's trl/extras/vllm_client.py VLLMClient.check_server), in wordings other than the wild fixtures they were fitted on;
no expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str) -> dict:
    return explain(text).to_dict()


# verl under Ray: the worker's traceback ends in the assertion (the frame quotes the source line, then the message)
VERL_RAY = """(WorkerDict pid=48213) Traceback (most recent call last):
(WorkerDict pid=48213)   File "/workspace/verl/verl/workers/fsdp_workers.py", line 412, in _build_rollout
(WorkerDict pid=48213)     rollout = vLLMRollout(model_path=local_path, config=self.config.rollout,
(WorkerDict pid=48213)   File "/workspace/verl/verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py", line 97, in __init__
(WorkerDict pid=48213)     assert model_hf_config.max_position_embeddings >= config.prompt_length + config.response_length, \\
(WorkerDict pid=48213) AssertionError: model context length should be greater than total sequence length
"""


@pytest.mark.parametrize("text", [
    VERL_RAY,
    "ray.exceptions.RayTaskError(AssertionError): ray::WorkerDict.actor_rollout_init_model() (pid=9931, ip=10.0.0.4)\n"
    "AssertionError: model context length should be greater than total sequence length\n",
    # a reporter's sentence quoting it
    "I set data.max_response_length=6144 and got `AssertionError: model context length should be greater than total "
    "sequence length` right after the actor loaded.\n",
])
def test_verls_rollout_length_check_is_the_lengths_not_vllm(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "max_len_over_derived"
    assert "verl" in d["diagnosis"]["summary"]
    flags = [f["flag"] for f in d["fixes"]]
    assert flags and not any(flags), "no vLLM flag fixes a check verl makes before vLLM starts"


TRL_RETRIES = "\n".join(
    f"[2025-05-0{i} 10:1{i}:00] INFO - trl.extras.vllm_client - Server is not up yet. Retrying in 2.0 seconds..."
    for i in range(1, 5)) + "\n"


@pytest.mark.parametrize("text", [
    TRL_RETRIES,
    "ConnectionError: The vLLM server can't be reached at 10.0.0.7:8000 after 240.0 seconds. Make sure the server is "
    "running by running `trl vllm-serve`.\n",
    "ConnectionError: The async vLLM server can't be reached at http://localhost:8001 after 600 seconds. Make sure the "
    "server is running by running `trl vllm-serve-async`.\n",
])
def test_trls_client_waiting_for_its_server(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "vllm_server_not_started"
    assert "trl vllm-serve" in " ".join(f["detail"] for f in d["fixes"])
    assert not any(f["flag"] for f in d["fixes"])


def test_the_server_address_is_quoted() -> None:
    d = _d("ConnectionError: The vLLM server can't be reached at 10.0.0.7:8000 after 240.0 seconds. Make sure the "
           "server is running by running `trl vllm-serve`.\n")
    assert "10.0.0.7:8000" in d["diagnosis"]["summary"]


def test_the_servers_own_failure_in_the_same_paste_is_the_cause() -> None:
    # the server's log pasted after the trainer's retries: vLLM's V1 KV refusal (v1/core/kv_cache_utils.py) is read
    text = TRL_RETRIES + (
        "(EngineCore_DP0 pid=2201) ValueError: To serve at least one request with the models's max seq len (32768), "
        "(4.00 GiB KV cache is needed, which is larger than the available KV cache memory (2.51 GiB). Based on the "
        "available memory, the estimated maximum model length is 20528. Try increasing `gpu_memory_utilization` or "
        "decreasing `max_model_len` when initializing the engine.\n")
    d = _d(text)
    assert d["message_kind"] == "kv_cache_too_small"
    assert d["diagnosis"]["cause"] == "kv_too_small"


def test_an_unrelated_server_retry_line_is_not_read() -> None:
    # another program's health check with other words: nothing is claimed
    d = _d("INFO Waiting for the inference server to come up, retrying in 2 seconds\n")
    assert d["message_kind"] is None and d["diagnosis"]["cause"] == "unrecognized"


def test_the_cli_heading_says_it_is_not_vllms_message() -> None:
    from kvroom.render.explain_text import render_explanation

    text = render_explanation(explain(TRL_RETRIES))
    assert text.splitlines()[0].startswith("not a vLLM message")


@pytest.mark.parametrize("text", [
    "(RayWorkerWrapper pid=4411) RuntimeError: Please use HIP_VISIBLE_DEVICES instead of ROCR_VISIBLE_DEVICES\n",
    # Ray's own traceback shape: the raise inside its accelerator manager
    '  File "/usr/local/lib/python3.12/site-packages/ray/_private/accelerators/amd_gpu.py", line 44, in '
    "get_visible_accelerator_ids_env_var\n    raise RuntimeError(\n"
    "RuntimeError: Please use HIP_VISIBLE_DEVICES instead of ROCR_VISIBLE_DEVICES\n",
])
def test_rays_refusal_of_rocr_visible_devices(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "rocr_visible_devices_set"
    assert d["fixes"][0]["command"] == "HIP_VISIBLE_DEVICES=$ROCR_VISIBLE_DEVICES"


# vLLM's probe of its own address (vllm/utils.py get_ip) on a host with no route out or no DNS
@pytest.mark.parametrize("target,error", [
    ('s.connect(("8.8.8.8", 80))  # Doesn\'t need to be reachable', "OSError: [Errno 101] Network is unreachable"),
    ('s.connect(("dns.google", 80))  # Doesn\'t need to be reachable',
     "socket.gaierror: [Errno -2] Name or service not known"),
])
def test_vllms_host_ip_probe_failing(target: str, error: str) -> None:
    text = ("Traceback (most recent call last):\n"
            '  File "/opt/conda/lib/python3.10/site-packages/vllm/utils.py", line 170, in get_ip\n'
            f"    {target}\n{error}\n")
    d = _d(text)
    assert d["message_kind"] is None and d["diagnosis"]["cause"] == "host_ip_detection_failed"
    assert d["fixes"][0]["flag"] == "VLLM_HOST_IP"


def test_a_network_error_outside_the_probe_is_not_read_as_it() -> None:
    # the Hub's download failing with the same words: not vLLM's address probe
    text = ("Traceback (most recent call last):\n"
            '  File "/usr/lib/python3/site-packages/urllib3/connection.py", line 198, in _new_conn\n'
            "    sock = connection.create_connection(\n"
            "socket.gaierror: [Errno -3] Temporary failure in name resolution\n")
    assert _d(text)["diagnosis"]["cause"] != "host_ip_detection_failed"
