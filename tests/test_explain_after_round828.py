"""Readings of the session of 2026-12-07, fifteenth (tests/golden/wild/BLIND.md), fitted after rounds 829-833 were
graded once: a test marked "fails on 1becc9a5" fails on the code this session started from; the others guard the
rule's limits. The texts are other wordings of the same mechanisms, none a fixture's."""

from __future__ import annotations

from explain_cases import explained as _d


# ---------------------------------------------------- vLLM's KV refusal retold with the ranks' range or an approximation

def test_a_range_of_ranks_available_memory_reads_the_least() -> None:
    # fails on 1becc9a5: each worker checks its own memory (v1/core/kv_cache_utils.py get_kv_cache_configs calls
    # check_enough_kv_cache_memory once per worker), so the rank with the least refuses: the range's low end
    d = _d("ValueError: To serve at least one request with the model's max seq len (262144),\n"
           "20.00 GiB KV cache is needed, which is larger than the available KV cache memory\n"
           "(17.31-17.90 GiB per rank). Estimated maximum model length \u2248 226816.\n")
    assert d["message_kind"] == "kv_cache_too_small"
    assert d["numbers"]["available_gib"] == 17.31 and d["numbers"]["needed_gib"] == 20.0
    assert d["numbers"]["estimated_max_model_len"] == 226816


def test_an_approximate_estimate_in_an_authors_shortening() -> None:
    # fails on 1becc9a5: the estimate retold with "\u2248" after the message's own head
    d = _d("ValueError: To serve at least one request with the model's max seq len (131072), (8.00 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (6.50 GiB). Estimated maximum model length "
           "\u2248 106496\n")
    assert d["numbers"]["estimated_max_model_len"] == 106496


# ------------------------------------------------------------------- the KV refusal retold as memory < required

def test_kv_cache_memory_below_required_is_the_refusal() -> None:
    # fails on 1becc9a5: an author's table cell, "KV cache memory (X GiB) < required (Y GiB)"
    d = _d("| DFlash at 128K | `KV cache memory (11.02 GiB) < required (12.40 GiB)` | lowered the length |\n")
    assert d["message_kind"] == "kv_cache_too_small"
    assert d["numbers"]["available_gib"] == 11.02 and d["numbers"]["needed_gib"] == 12.4


def test_kv_cache_memory_above_required_is_no_refusal() -> None:
    # guard: the same words with the memory left above the need state a fit, not vLLM's refusal
    d = _d("| DFlash at 64K | KV cache memory (13.50 GiB) > required (6.20 GiB) | fine |\n")
    assert d["message_kind"] != "kv_cache_too_small"


# ------------------------------------------------------------- a SIGTERM reaching vLLM's API server while it starts

_TERMINATED = ('  File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 1812, in '
               "signal_handler\n    raise KeyboardInterrupt(\"terminated\")\nKeyboardInterrupt: terminated\n")


def test_keyboard_interrupt_terminated_is_a_signal_from_outside() -> None:
    # fails on 1becc9a5: vllm/entrypoints/openai/api_server.py run_server turns SIGTERM during initialisation into
    # KeyboardInterrupt("terminated"): a supervisor stopped the start; no memory, length or parallelism fix
    d = _d("INFO 09-01 10:00:00 [gpu_model_runner.py:2007] Loading model from scratch...\n"
           "Traceback (most recent call last):\n" + _TERMINATED)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "health_check_killed_startup"
    flags = {f["flag"] for f in d["fixes"]}
    assert not flags & {"--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size", "--kv-cache-dtype"}


def test_a_failure_vllm_printed_before_the_signal_is_the_cause() -> None:
    # guard: the first failure read wins; the SIGTERM a wrapper sent after it is not the cause
    d = _d("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
           "23.54 GiB of which 1.02 GiB is free.\n" + _TERMINATED)
    assert d["message_kind"].startswith("oom")


# ------------------------------------------------- vLLM's length flag in a command of the reporter's own script

def test_the_length_flag_in_a_reporters_script_is_the_launchs_length() -> None:
    # fails on 1becc9a5: a script of the reporter's own that passes vLLM's --max-model-len on (engine/arg_utils.py's
    # flag name) beside a shell expansion the command reader does not take; a plain command was read already
    d = _d('python run_eval.py --base "$MODEL" --tp 2 \\\n  --max-model-len 16384 ${EXTRA:+--engine-kwargs "$EXTRA"}\n'
           "ValueError: max_num_seqs (512) exceeds available Mamba cache blocks (301).\n")
    assert d["launch"]["max_model_len"] == 16384


def test_two_lengths_on_one_line_are_read_as_none() -> None:
    # guard: a sentence naming two values gives no launch length
    d = _d("tried --max-model-len 32768 and --max-model-len 16384, both fail with\n"
           "ValueError: max_num_seqs (512) exceeds available Mamba cache blocks (301).\n")
    assert d["launch"]["max_model_len"] is None


# ------------------------------------------------ the launch's settings as a note's list items and a launcher's argv

_NO_KV = "No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.\n"


def test_a_yaml_key_in_a_code_span_of_a_list_item() -> None:
    # fails on 1becc9a5: a note's list of a run's settings, "- `max_model_len: 1024`" (the YAML key as vLLM's --config
    # file writes it, in a code span; the closing backtick at the line's end)
    d = _d("- the run's settings:\n  - `max_model_len: 1024`\n  - `max_num_seqs: 16`\n- the log ends with:\n  - `"
           + _NO_KV.strip() + "`\n")
    assert d["launch"]["max_model_len"] == 1024 and d["launch"]["max_num_seqs"] == 16


def test_a_flow_sequence_of_flag_and_value_items() -> None:
    # fails on 1becc9a5: a launcher's argv as a Python list, one item a line, each flag's value the item after it
    d = _d('cmd = [\n    "vllm",\n    "serve",\n    model,\n    "--gpu-memory-utilization",\n    "0.55",\n'
           '    "--max-model-len",\n    "65536",\n]\n' + _NO_KV)
    assert d["launch"]["gpu_memory_utilization"] == 0.55 and d["launch"]["max_model_len"] == 65536


def test_a_flag_item_takes_no_flag_or_json_after_it() -> None:
    # fails on 1becc9a5 (the length's items were not joined); guards that a switch followed by another flag's item, and
    # a flag whose value is a JSON object, take no value
    d = _d('args = [\n    "--enforce-eager",\n    "--max-model-len",\n    "8192",\n    "--speculative-config",\n'
           "    '{\"method\": \"mtp\"}',\n]\n" + _NO_KV)
    assert d["launch"]["max_model_len"] == 8192


# --------------------------------------------------- the length and the share named in a comment's own words

_KV = ("#   ValueError: To serve at least one request with the model's max seq\n#   len (65536), 9.5 GiB KV cache is "
       "needed, which is larger than the\n#   available KV cache memory (4.02 GiB).\n")


def test_the_engine_arguments_names_in_a_comment() -> None:
    # fails on 1becc9a5: "GMU" (the utilization's initials) and vLLM's argument name max_model_len with its value in a
    # launcher's comment above the quoted refusal
    d = _d("# at GMU 0.92 + max_model_len 65536 the engine refuses at start-up with\n" + _KV)
    assert d["launch"]["gpu_memory_utilization"] == 0.92 and d["launch"]["max_model_len"] == 65536


def test_the_length_flag_with_underscores_in_a_frameworks_pass_through() -> None:
    # fails on 1becc9a5: a framework's command that passes vLLM's arguments on after "--", spelled with underscores
    # (vLLM's FlexibleArgumentParser takes --max_model_len as --max-model-len)
    d = _d("CUDA_VISIBLE_DEVICES=0 swift deploy --ckpt_dir output/checkpoint-100 --infer_backend vllm -- "
           "vllm_enable_lora true --max_model_len 2048 --enforce_eager\n" + _KV.replace("#   ", ""))
    assert d["launch"]["max_model_len"] == 2048


def test_a_sentence_with_two_lengths_names_none() -> None:
    # guard: "max_model_len 32768 fails, max_model_len 16384 starts" names no one length
    d = _d("max_model_len 32768 fails, max_model_len 16384 starts\n" + _KV.replace("#   ", ""))
    assert d["launch"]["max_model_len"] != 32768 and d["launch"]["max_model_len"] != 16384


# ------------------------------------------------------------- sentencepiece handed no tokenizer.model

def test_sentencepiece_given_no_file_is_the_folders_missing_tokenizer() -> None:
    # fails on 1becc9a5: transformers' slow LlamaTokenizer passes vocab_file None (no tokenizer.model in the folder) and
    # sentencepiece's SWIG wrapper refuses it (sentencepiece/__init__.py LoadFromFile: "TypeError: not a string")
    d = _d('Traceback (most recent call last):\n'
           '  File "/opt/venv/lib/python3.11/site-packages/vllm/transformers_utils/tokenizer.py", line 217, in '
           'get_tokenizer\n    tokenizer = AutoTokenizer.from_pretrained(\n'
           '  File "/opt/venv/lib/python3.11/site-packages/transformers/models/llama/tokenization_llama.py", line 201, '
           'in get_spm_processor\n    tokenizer.Load(self.vocab_file)\n'
           '  File "/opt/venv/lib/python3.11/site-packages/sentencepiece/__init__.py", line 905, in Load\n'
           '    return self.LoadFromFile(model_file)\n'
           '  File "/opt/venv/lib/python3.11/site-packages/sentencepiece/__init__.py", line 310, in LoadFromFile\n'
           '    return _sentencepiece.SentencePieceProcessor_LoadFromFile(self, arg)\n'
           'TypeError: not a string\n')
    assert d["message_kind"] == "tokenizer_load_failed"
    assert d["diagnosis"]["cause"] == "tokenizer_not_in_repo"
    assert {f["flag"] for f in d["fixes"]} <= {"--tokenizer", ""}


def test_not_a_string_from_another_extension_is_not_the_tokenizer() -> None:
    # guard: the same words under another package's frame are not sentencepiece's refusal
    d = _d('  File "/opt/venv/lib/python3.11/site-packages/somelib/core.py", line 12, in load\n'
           '    return _core.open(path)\nTypeError: not a string\n')
    assert d["message_kind"] != "tokenizer_load_failed"


# ------------------------------------------------------------------------- libtpu's lockfile held or left behind

def test_libtpus_lockfile_refusal_is_another_process() -> None:
    # fails on 1becc9a5: libtpu's lockfile check with no live owner to name (absl::AbortedError "Internal error when
    # accessing libtpu multi-process lockfile. Run \"$ sudo rm /tmp/libtpu_lockfile\".")
    d = _d("(EngineCore_DP0 pid=2211) RuntimeError: Unable to initialize backend 'tpu': ABORTED: Internal error when "
           'accessing libtpu multi-process lockfile. Run "$ sudo rm /tmp/libtpu_lockfile".\n')
    assert d["message_kind"] == "no_gpu_visible"
    assert d["diagnosis"]["cause"] == "other_process"
    assert "libtpu_lockfile" in " ".join(f["detail"] for f in d["fixes"])


def test_the_length_variable_assigned_inline_among_others() -> None:
    # fails on 1becc9a5: a note's record of a run as a script's variables on one line
    d = _d("| verified | 2026-06-15 one node TP=8 GPU_MEM_UTIL=0.95 MAX_MODEL_LEN=16384 still OOM |\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 674.00 MiB\n")
    assert d["launch"]["max_model_len"] == 16384


# ------------------------------------------------------------------ a node's address as vLLM works it out

def test_the_dp_master_at_the_fallback_address_is_the_undetected_ip() -> None:
    # fails on 1becc9a5: v1/engine/utils.py's Ray DP master check with get_ip()'s fallback 0.0.0.0
    d = _d("INFO 05-08 10:00:00 [utils.py:1040] Using host IP 0.0.0.0 as ray-based data parallel address\n"
           "AssertionError: The DP master node (ip: 0.0.0.0) is missing or dead\n")
    assert d["diagnosis"]["cause"] == "host_ip_detection_failed"
    assert "--data-parallel-address" in {f["flag"] for f in d["fixes"]}


def test_a_dp_master_at_a_real_address_is_not_the_probe() -> None:
    # guard: another address missing is a node gone from the cluster, the raise table's generic reading
    d = _d("AssertionError: The DP master node (ip: 10.0.0.5) is missing or dead\n")
    assert d["diagnosis"]["cause"] != "host_ip_detection_failed"


def test_ray_nodes_sharing_one_address() -> None:
    # fails on 1becc9a5: ray_utils' node-IP check, quoted with its middle elided
    d = _d("the launcher exports VLLM_HOST_IP from the head's environment to every job step.\n"
           "Every node should have a unique IP address ... 1 unique IP addresses\n{'192.168.1.10'}.\n")
    assert d["diagnosis"]["cause"] == "host_ip_detection_failed"
    assert d["numbers"]["unique_ips"] == 1
    assert any(f["flag"] == "VLLM_HOST_IP" for f in d["fixes"])


def test_ray_nodes_sharing_one_address_without_the_variable_named() -> None:
    # guard: with no VLLM_HOST_IP in the paste but the message's own advice, two containers of one host on the host's
    # network are as likely: the raise table's generic reading
    d = _d("RuntimeError: Every node should have a unique IP address. Got 8 nodes with node ids [...] and 7 unique IP "
           "addresses {...}. Please check your network configuration. If you set VLLM_HOST_IP environment variable, "
           "make sure it is unique for each node.\n")
    assert d["diagnosis"]["cause"] != "host_ip_detection_failed"


# ------------------------------------------------------- the host driver's versioned library missing in a container

def test_a_versioned_libcuda_missing_is_the_container_toolkits_stale_spec() -> None:
    # fails on 1becc9a5: the toolkit mounts the driver's files by their versioned names; after an upgrade a CDI spec
    # written before names the old ones
    d = _d("vllm-1  | ImportError: libcuda.so.550.54.15: cannot open shared object file: No such file or directory\n")
    assert d["message_kind"] == "container_runtime_incompatible"
    assert d["numbers"]["driver_version"] == "550.54.15"
    assert "cdi" in " ".join(f["detail"] for f in d["fixes"]).lower()


def test_the_unversioned_libcuda_stays_no_gpu_visible() -> None:
    # guard: libcuda.so.1 missing is the driver's library not in the container at all
    d = _d("OSError: libcuda.so.1: cannot open shared object file: No such file or directory\n")
    assert d["message_kind"] != "container_runtime_incompatible"


def test_an_oomd_in_a_note_is_the_sampler_warmups() -> None:
    # fails on 1becc9a5: "OOM'd" (the reporter's past tense) and the phase its words name
    d = _d("- with `GPU_MEM_UTIL=0.8` the run OOM'd at vLLM sampler warmup\n")
    assert d["message_kind"] == "oom_profiling"
