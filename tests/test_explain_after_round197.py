"""The rules written in the session of rounds 197-204 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures it was fitted on. Log lines are vLLM's, transformers', torch's or Python's own formats (cited per test;
release windows read in the released sdists); no expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


# --- transformers' AutoTokenizer refusing tokenizer_config.json's class: "Tokenizer class X does not exist or is not
# currently imported." (models/auto/tokenization_auto.py). vLLM wraps it in its trust-remote-code advice
# (transformers_utils/tokenizer.py::get_tokenizer 0.2-0.10, tokenizers/hf.py 0.11+) or, with trust_remote_code on,
# re-raises it as it is. A class of a later transformers is not custom code.
_TRACE = ('  File "/usr/local/lib/python3.12/dist-packages/transformers/models/auto/tokenization_auto.py", line 1153, '
          'in from_pretrained\n    raise ValueError(\n')


@pytest.mark.parametrize("cls, first", [("TokenizersBackend", "5.0"), ("Qwen2Tokenizer", "4.37"),
                                        ("GemmaTokenizerFast", "4.38")])
def test_a_newer_transformers_tokenizer_class_alone_is_transformers_too_old(cls: str, first: str) -> None:
    d = _d(_TRACE + f"ValueError: Tokenizer class {cls} does not exist or is not currently imported.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("dependency_version_mismatch", "transformers_too_old")
    assert "--trust-remote-code" not in _flags(d)
    assert any(first in f["title"] for f in d["fixes"])
    assert not {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype"} & set(_flags(d))


def test_vllms_trust_remote_code_advice_over_a_newer_class_is_not_followed() -> None:
    # vLLM's RuntimeError raised from transformers' ValueError (Python prints the cause first)
    d = _d("(APIServer pid=7) ValueError: Tokenizer class TokenizersBackend does not exist or is not currently "
           "imported.\n\nThe above exception was the direct cause of the following exception:\n\n"
           "(APIServer pid=7) RuntimeError: Failed to load the tokenizer. If the tokenizer is a custom tokenizer not "
           "yet available in the HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM "
           "or using the `--trust-remote-code` flag in the CLI.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("trust_remote_code_required", "transformers_too_old")
    assert "--trust-remote-code" not in _flags(d)


def test_a_custom_class_under_vllms_advice_stays_remote_code() -> None:
    # a class no transformers release has (a repository's own tokenizer .py): vLLM's advice is the fix
    d = _d("ValueError: Tokenizer class ChatGLMTokenizer does not exist or is not currently imported.\n"
           "RuntimeError: Failed to load the tokenizer. If the tokenizer is a custom tokenizer not yet available in "
           "the HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
           "`--trust-remote-code` flag in the CLI.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("trust_remote_code_required", "trust_remote_code_required")
    assert _flags(d)[0] == "--trust-remote-code"


def test_an_unknown_class_alone_names_the_class_without_memory_fixes() -> None:
    d = _d(_TRACE + "ValueError: Tokenizer class MammothUTokenizer does not exist or is not currently imported.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("dependency_version_mismatch",
                                                             "dependency_version_mismatch")
    assert "MammothUTokenizer" in d["diagnosis"]["summary"]
    assert not {"--gpu-memory-utilization", "--max-model-len"} & set(_flags(d))


def test_a_later_failure_is_still_the_message() -> None:
    # the tokenizer line is context only: a failure vLLM read after it stays the message
    d = _d("ValueError: Tokenizer class TokenizersBackend does not exist or is not currently imported.\n"
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine.\n")
    assert d["message_kind"] == "no_kv_memory"


# --- an op of vllm._C missing, quoted first (an issue's title), then vllm/_custom_ops.py's warning that vllm._C did not
# import, with the loader's reason ("Failed to import from vllm._C with ImportError(...)", 0.5.0-0.11.0 sdists: the
# import sits in a try that warns and goes on). The warning's ImportError is why the op is missing.
_OP_TITLE = "[Bug]: AttributeError: '_OpNamespace' '_C' object has no attribute 'rms_norm'\n\n"


@pytest.mark.parametrize("reason, cause", [
    ("/lib64/libc.so.6: version `GLIBC_2.34' not found (required by /opt/venv/lib/python3.11/site-packages/vllm/"
     "_C.abi3.so)", "glibc_too_old"),
    ("libcudart.so.12: cannot open shared object file: No such file or directory", "cuda_runtime_library_missing"),
])
def test_the_import_warning_after_a_missing_op_names_why(reason: str, cause: str) -> None:
    d = _d(_OP_TITLE + f"WARNING 03-02 10:11:12 _custom_ops.py:14] Failed to import from vllm._C with ImportError("
                       f"\"{reason}\")\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("vllm_extension_import_failed", cause)


def test_a_missing_op_without_the_warning_stays_the_torch_abi_reading() -> None:
    d = _d(_OP_TITLE)
    assert d["diagnosis"]["cause"] == "torch_abi_mismatch"


def test_the_warning_with_an_undefined_torch_symbol_keeps_the_torch_abi_reading() -> None:
    # an undefined symbol of torch's is no loader reason the extension row reads: the op's failure stays the message
    d = _d(_OP_TITLE + "WARNING 03-02 10:11:12 _custom_ops.py:14] Failed to import from vllm._C with ImportError('/opt/"
                       "venv/lib/python3.11/site-packages/vllm/_C.abi3.so: undefined symbol: _ZN3c104cuda9SetDeviceEi')\n")
    assert d["diagnosis"]["cause"] == "torch_abi_mismatch"


# --- the launch's sizes as a JSON object's or a Python dict's members, one to a line (a run's artifact, the
# LLM(**config) it was built from): the names are vLLM's engine arguments (engine/arg_utils.py EngineArgs), read with the
# lowest priority like a --config YAML's keys.
def test_json_members_are_read_as_the_launch() -> None:
    d = _d('{\n  "model": "x",\n  "max_model_len": 6144,\n  "tensor_parallel_size": 4,\n  "max_num_seqs": 12,\n}\n'
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine.\n")
    assert (d["launch"]["max_model_len"], d["launch"]["tensor_parallel_size"], d["launch"]["max_num_seqs"]) \
        == (6144, 4, 12)


def test_python_dict_members_are_read_as_the_launch() -> None:
    d = _d("engine_kwargs = {\n    'max_model_len': 2304,\n    'pipeline_parallel_size': 2,\n}\n")
    assert (d["launch"]["max_model_len"], d["launch"]["pipeline_parallel_size"]) == (2304, 2)


def test_a_quoted_key_inside_a_sentence_is_not_a_launch_value() -> None:
    d = _d('we logged ("max_model_len": 4200, "status": "OOM") for every run\n')
    assert d["launch"]["max_model_len"] is None
