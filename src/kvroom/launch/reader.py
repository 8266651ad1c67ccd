"""A pasted vLLM launch (argv, YAML config, docker line, logged args dict) -> Launch with a PlanRequest.

Owns: recognising the launch forms (`vllm serve M ...`, `python -m vllm.entrypoints.openai.api_server --model M`,
`docker run ... vllm/vllm-openai:TAG ...`, `--config x.yaml`, kvroom's bare `MODEL [flags]`), parsing them with
the chosen release's own flags (kvroom.launch.flags), and mapping every flag whose argparse dest is a
PlanRequest field into the request (fields are looked up with kvroom.core.frozen.record_fields, so a field added to
PlanRequest is picked up here without an edit). Accepted flags with no field are reported, never dropped silently.

Never: print, read the network, import vLLM, decide anything about memory.
"""

from __future__ import annotations

import json
import os
import re
import shlex
from functools import lru_cache
TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

from kvroom.core.engine import PlanRequest
from kvroom.core.frozen import Field, frozen, record_fields
from kvroom.core.releases import DEFAULT_RELEASE, NEWEST_READ_RELEASE, Release
from kvroom.errors import InputError
from kvroom.launch.flags import (FlagSpec, FlagTable, VllmArgumentError, build_parser, parse_simple, preprocess,
                                 table_for)

MAX_ARGS = 2000
MAX_COMMAND_CHARS = 100_000
MAX_CONFIG_BYTES = 1 << 20

# PlanRequest fields that say where kvroom plans (the GPU, the release, the entry point), not vLLM flags: a vLLM
# dest of the same name never sets them.
KVROOM_FIELDS = frozenset({"gpu", "gpu_name", "gpu_total_memory_bytes", "gpu_compute_capability",
                           "free_memory_bytes", "platform", "vllm_version", "usage_context", "max_model_len_text"})

# Accepted flags that change what vLLM holds in GPU (or host) memory but that this PlanRequest has no field for.
# They are named as "not modelled" instead of "no effect on memory". Each is a vLLM EngineArgs dest.
MEMORY_DESTS = frozenset({
    "dtype", "quantization", "cpu_offload_gb", "data_parallel_size", "enable_expert_parallel",
    "speculative_config", "speculative_model", "num_speculative_tokens", "speculative_draft_tensor_parallel_size",
    "hf_overrides", "rope_scaling", "rope_theta", "limit_mm_per_prompt", "compilation_config",
    "cudagraph_capture_sizes", "max_cudagraph_capture_size", "max_seq_len_to_capture", "optimization_level",
    "swap_space", "kv_offloading_size", "kv_offloading_backend", "kv_transfer_config", "enable_lora", "max_loras",
    "max_lora_rank", "max_cpu_loras", "fully_sharded_loras", "lora_extra_vocab_size", "load_format",
    "mm_processor_kwargs", "mm_encoder_tp_mode", "enable_prompt_adapter", "max_prompt_adapters",
    "max_prompt_adapter_token", "num_lookahead_slots", "use_v2_block_manager", "preemption_mode",
    "enable_sleep_mode", "decode_context_parallel_size", "prefill_context_parallel_size", "enable_dbo",
    "mm_processor_cache_gb", "calculate_kv_scales", "disable_custom_all_reduce", "num_scheduler_steps",
    "max_num_partial_prefills", "long_prefill_token_threshold", "tokenizer_pool_size",
    "enable_eplb", "num_redundant_experts", "eplb_config", "pipeline_parallel_size", "tensor_parallel_size",
    "device",
})

# vLLM argparse types whose value is JSON (or key=value pairs) -> canonical JSON text in the request
_JSON_TYPES = frozenset({"json", "loads", "from_cli", "nullable_kvs", "union_dict_and_str", "parse_dataclass"})

# patterns are compiled on first use (re caches them): a plain `kvroom plan MODEL` needs none, and every compile at
# import is start-up time (issue 13)
_ENV_PATTERN = r"^[A-Za-z_][A-Za-z0-9_]{0,80}="
# one component of an image reference (registry[:port], path parts, then name[:tag][@digest]); read part by part,
# so no regex repeats a group (tests/test_bounded_time.py)
_IMAGE_PART_PATTERN = r"[\w.\-]{1,255}(?::\d{1,5})?"
_IMAGE_NAME_PATTERN = r"(?P<name>[\w.\-]{0,255})(?::(?P<tag>[\w.\-]{1,60}))?(?:@sha256:[0-9a-f]{1,128})?"


def _image_tag(image: str) -> str | None:
    """The tag of a vLLM docker image reference ("latest" when it has none), or None when it is not one."""
    *parts, last = image[:1000].split("/")
    if not all(re.fullmatch(_IMAGE_PART_PATTERN, part) for part in parts):
        return None
    m = re.fullmatch(_IMAGE_NAME_PATTERN, last)
    if not m or "vllm" not in m.group("name"):
        return None
    return m.group("tag") or "latest"
# docker run options that take a value (docker run --help); any other option is taken as valueless
_DOCKER_VALUE_OPTS = frozenset({
    "-a", "--attach", "--add-host", "--blkio-weight", "--cap-add", "--cap-drop", "--cgroup-parent", "--cidfile",
    "--cpu-period", "--cpu-quota", "--cpu-shares", "-c", "--cpus", "--cpuset-cpus", "--cpuset-mems", "--device",
    "--dns", "--dns-option", "--dns-search", "--entrypoint", "-e", "--env", "--env-file", "--expose", "--gpus",
    "--group-add", "--health-cmd", "--hostname", "-h", "--ip", "--ipc", "--isolation", "--label", "-l",
    "--log-driver", "--log-opt", "--mac-address", "-m", "--memory", "--memory-swap", "--mount", "--name",
    "--network", "--net", "--pid", "--platform", "--publish", "-p", "--pull", "--restart", "--runtime",
    "--security-opt", "--shm-size", "--stop-signal", "--stop-timeout", "--storage-opt", "--sysctl", "--tmpfs",
    "--ulimit", "--user", "-u", "--userns", "--uts", "--volume", "-v", "--volumes-from", "--workdir", "-w",
    "--ulimit", "--memory-reservation", "--kernel-memory", "--oom-score-adj", "--label-file", "--network-alias",
})


@frozen
class Launch:
    """One vLLM launch as kvroom reads it."""

    model: str | None
    request: PlanRequest
    ignored_flags: tuple[str, ...]  # accepted by that release, no effect on memory (--port, --host, ...)
    vllm_version: str
    source: str  # serve | api_server | docker | yaml | kvroom | log
    unmodelled_flags: tuple[str, ...] = ()  # accepted, may change memory, no PlanRequest field (yet)
    revision: str | None = None
    notes: tuple[str, ...] = ()
    flag_table_release: str = ""  # the sampled release whose flag definitions were used


def launch_notes(launch: Launch) -> list[str]:
    """The note lines for a launch: what the reader assumed, then the accepted flags it does not model."""
    notes = list(launch.notes)
    if launch.unmodelled_flags:
        notes.append("changes memory, not modelled by kvroom (the plan is without it): "
                     + ", ".join(launch.unmodelled_flags))
    if launch.ignored_flags:
        notes.append("no effect on memory: " + ", ".join(launch.ignored_flags))
    return notes


def launch_summary(launch: Launch) -> dict[str, Any]:
    """The launch as JSON (the `launch` object of `kvroom plan --json` and of the web API's /api/plan)."""
    return {"source": launch.source, "vllm_version": launch.vllm_version, "model": launch.model,
            "flag_table_release": launch.flag_table_release, "ignored_flags": list(launch.ignored_flags),
            "unmodelled_flags": list(launch.unmodelled_flags), "notes": launch_notes(launch)}


def split_command(text: str) -> list[str]:
    """A pasted command line (backslash-newline continuations, quotes) -> argv, as a POSIX shell splits it; the
    command ends at the first shell operator (`&`, `;`, `|`, a redirection such as `> log 2>&1`)."""
    if len(text) > MAX_COMMAND_CHARS:
        raise InputError(f"the command is {len(text):,} characters; paste at most {MAX_COMMAND_CHARS:,}")
    joined = re.sub(r"\\\r?\n", " ", text).strip()
    joined = re.sub(r"(?<=\s)\d(?=[<>])", " ", joined)  # the fd of `2>&1` (glued to its operator) is not an argument
    lexer = shlex.shlex(joined, posix=True, punctuation_chars=";&|<>")
    lexer.whitespace_split = True
    lexer.commenters = ""
    try:
        tokens = list(lexer)
    except ValueError as exc:
        raise InputError(f"cannot split the command line ({exc}); check its quotes") from None
    out: list[str] = []
    for token in tokens:
        if token and all(c in ";&|<>" for c in token):
            break
        out.append(token)
    return out


def read_launch(argv: list[str] | str, *, vllm_version: str | None = None, cwd: str | None = None,
                read_files: bool = True) -> Launch:
    """Read a vLLM launch in any of its pasted forms (see module docstring) into a Launch.

    ``vllm_version`` is kvroom's --vllm-version; a docker image tag also names the release (they must agree).
    ``read_files=False`` (the web server): a `--config x.yaml` is refused instead of opened.
    Raises VllmArgumentError (exit 2) with the release's argparse refusal for a flag it does not have."""
    args = split_command(argv) if isinstance(argv, str) else [str(a) for a in argv]
    if len(args) > MAX_ARGS:
        raise InputError(f"the command has {len(args)} arguments; kvroom reads at most {MAX_ARGS}")
    notes: list[str] = []
    env, args = split_env(args)
    source, prog, serve, rest, tag = _entry(args)
    version = vllm_version
    if tag is not None:
        tag_version = _release_from_tag(tag)
        if tag_version is None:
            note = (f"image tag {tag!r} names no release: kvroom assumes its default release {DEFAULT_RELEASE}"
                    if tag != "latest" else
                    f"image tag latest: kvroom assumes its default release {DEFAULT_RELEASE}")
            if not vllm_version:
                notes.append(note + "; pass --vllm-version to pin the release the image holds")
        elif Release.newer_than_modelled(tag_version):
            raise InputError(f"the image tag {tag} is vLLM {tag_version}: kvroom models vLLM's KV sizing to 0.33.x, "
                             "and 0.34 sizes an extensible KV cache after warm-up, which is not modelled yet; plan "
                             "the command with a 0.33 image (or as `vllm serve ...` with --vllm-version 0.33.0) for "
                             "the release before")
        elif vllm_version and Release.parse(vllm_version) != Release.parse(tag_version):
            raise InputError(f"the image tag says vLLM {tag_version} but --vllm-version says {vllm_version}; "
                             "drop one of them")
        else:
            version = tag_version
    version = version or DEFAULT_RELEASE
    release = Release.parse(version)
    table = table_for(release)
    config_path, rest = _take_config(rest, table, serve)
    if config_path is not None and not read_files:
        raise InputError(f"--config {config_path[:200]}: the web page does not read files from disk; put the "
                         "YAML's settings in the command as flags (or run `kvroom plan -- vllm serve --config ...`)")
    if config_path is not None:
        source = "yaml" if source != "docker" else source
        rest = _with_config(rest, _config_args(config_path, table, cwd), serve)
    whatif: dict[str, Any] = {}
    if source == "kvroom":
        rest, whatif = _take_whatif(rest, table, release, notes)
    words = preprocess(rest, table)
    ns = parse_simple(words, table, serve=serve, raw_dests=_plan_request_fields())
    if ns is None:  # a shape only argparse reads (or refuses) as vLLM's parser does
        parser = build_parser(table, prog, serve=serve, raw_dests=_plan_request_fields(), argv=words)
        try:
            ns = vars(parser.parse_args(words))
        except VllmArgumentError as exc:
            raise VllmArgumentError(f"{exc} (as vLLM {release} refuses it; --vllm-version picks another release)") \
                from None
    ns.pop("help", None)
    if env.get("VLLM_ATTENTION_BACKEND") and "attention_backend" not in ns:
        # before --attention-backend (0.13) the backend was chosen with this environment variable (vllm/envs.py)
        whatif["attention_backend"] = env["VLLM_ATTENTION_BACKEND"]
    ns.update(whatif)
    return _to_launch(ns, table, release, version, source, notes)


def _plan_request_fields() -> frozenset[str]:
    global _FIELDS
    if _FIELDS is None:
        _FIELDS = frozenset(f.name for f in record_fields(PlanRequest))
    return _FIELDS


_FIELDS: frozenset[str] | None = None


def split_env(argv: list[str]) -> tuple[dict[str, str], list[str]]:
    """Leading `NAME=value` assignments and wrappers (nohup, env, time, exec) -> ({NAME: value}, the rest)."""
    env: dict[str, str] = {}
    args = list(argv)
    while args and (("=" in args[0] and re.match(_ENV_PATTERN, args[0])) or args[0] in ("nohup", "exec", "env", "time")):
        if "=" in args[0]:
            name, value = args[0].split("=", 1)
            env[name] = value
        args = args[1:]
    return env, args


def is_entry_point(argv: list[str]) -> bool:
    """True when argv starts with a vLLM entry point (vllm serve, python -m ..., docker run), not a bare model."""
    _, args = split_env(argv)
    return bool(args) and _entry(args)[0] != "kvroom"


# kvroom what-if inputs that older releases have no flag for; accepted in kvroom's bare form only (a pasted vLLM
# command is read strictly): the KV memory a worker gets, and the attention backend (VLLM_ATTENTION_BACKEND)
_WHATIF = {"--kv-cache-memory-bytes": ("kv_cache_memory_bytes",
                                        "kvroom takes it as the KV memory per worker that profiling would find"),
           "--attention-backend": ("attention_backend", "vLLM picks it with VLLM_ATTENTION_BACKEND=NAME")}


def _take_whatif(rest: list[str], table: FlagTable, release: Release, notes: list[str]) -> tuple[list[str], dict]:
    out: list[str] = []
    taken: dict[str, Any] = {}
    i = 0
    while i < len(rest):
        arg = rest[i]
        name = "--" + arg.split("=", 1)[0][2:].replace("_", "-") if arg.startswith("--") else arg
        if name in _WHATIF and not table.has(name):
            dest, why = _WHATIF[name]
            if "=" in arg:
                value = arg.split("=", 1)[1]
            elif i + 1 < len(rest):
                value = rest[i + 1]
                i += 1
            else:
                raise VllmArgumentError(f"vllm serve: error: argument {name}: expected one argument")
            taken[dest] = value
            notes.append(f"vLLM {release} has no {name}; {why}")
        else:
            out.append(arg)
        i += 1
    return out, taken


def given_args(argv: list[str] | str, *, vllm_version: str | None = None) -> dict[str, Any]:
    """The arguments a pasted command gives, ``{vLLM dest: value as typed}`` (no defaults), read with the flag
    table of ``vllm_version`` (or of the docker image's tag; else kvroom's default release), for a command found
    in a log: a `--config` file is never opened (the log's file system is not this one), and a flag the release
    refuses does not fail the read: the command is then read token by token, keeping the flags the table names
    and skipping the rest (a log's release can be unknown). Environment words (VAR=value) are not arguments. Raises InputError only when the text is no command."""
    args = split_command(argv) if isinstance(argv, str) else [str(a) for a in argv]
    _env, args = split_env(args[:MAX_ARGS])
    _source, prog, serve, rest, tag = _entry(args)
    version = (_release_from_tag(tag) if tag else None) or vllm_version or DEFAULT_RELEASE
    # (a log's release may be newer than the plan models but read: 0.34's own flag table, NEWEST_READ_RELEASE)
    table = table_for(Release.parse(version, newest=NEWEST_READ_RELEASE))
    argv_pre = preprocess(rest, table)
    ns = parse_simple(argv_pre, table, serve=serve, raw_dests=_all_dests(table.release))
    if ns is None:
        parser, by_option = _log_parser(table.release, prog, serve)
        try:
            ns = vars(parser.parse_args(argv_pre))
        except VllmArgumentError:
            ns = _lenient_args(argv_pre, by_option, serve)
    ns.pop("help", None)
    ns.pop("config", None)
    return ns


@lru_cache(maxsize=None)  # one per sampled release at most
def _all_dests(sample: str) -> frozenset[str]:
    """Every dest of a sampled release's flags: a command found in a log keeps each value as typed."""
    return frozenset(f.dest for f in table_for(Release.parse(sample, newest=NEWEST_READ_RELEASE)).flags)


@lru_cache(maxsize=32)
def _log_parser(sample: str, prog: str, serve: bool) -> tuple[Any, dict[str, FlagSpec]]:
    """The parser of a sampled release's flags keeping every value as typed, and its option -> flag map; built
    once (a log can hold thousands of command lines, and building a parser costs milliseconds)."""
    table = table_for(Release.parse(sample, newest=NEWEST_READ_RELEASE))
    by_option: dict[str, FlagSpec] = {}
    for spec in table.flags:
        for name in (spec.name, *spec.aliases):
            by_option.setdefault(name, spec)
    return build_parser(table, prog, serve=serve, raw_dests=frozenset(f.dest for f in table.flags)), by_option


def _lenient_args(argv: list[str], by_option: dict[str, FlagSpec], serve: bool) -> dict[str, Any]:
    """Token by token: the flags ``by_option`` names with their values; unknown flags and stray words are skipped."""
    out: dict[str, Any] = {}
    i = 0
    if serve and argv and not argv[0].startswith("-"):
        out["model_tag"] = argv[0]
        i = 1
    while i < len(argv):
        name, eq, value = argv[i].partition("=")
        i += 1
        negated = name.startswith("--no-") and name not in by_option
        spec = by_option.get("--" + name[5:] if negated else name)
        if spec is None:
            continue
        if spec.kind in ("flag", "bool_optional") and not eq:
            out[spec.dest] = not negated
            continue
        if not eq:
            if i >= len(argv) or (argv[i].startswith("-") and not _looks_number(argv[i])):
                continue
            value = argv[i]
            i += 1
        out[spec.dest] = value
    return out


def _looks_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def launch_from_log_args(args: dict[str, Any], *, vllm_version: str | None = None) -> Launch:
    """vLLM's logged ``non-default args: {...}`` dict (EngineArgs dests -> typed values) -> Launch.

    Keys are vLLM's dests, so they map straight to PlanRequest fields; a key this release does not define is
    kept as ignored rather than refused (a log's release can be unsure)."""
    version = vllm_version or DEFAULT_RELEASE
    release = Release.parse(version)
    table = table_for(release)
    ns: dict[str, Any] = {}
    for key, value in list(args.items())[:MAX_ARGS]:
        if not isinstance(key, str):
            continue
        ns[key] = value
    return _to_launch(ns, table, release, version, "log", [])


# ---- forms


def _entry(args: list[str]) -> tuple[str, str, bool, list[str], str | None]:
    """-> (source, argparse prog, is_serve, the arguments after the entry point, docker image tag or None)."""
    if not args:
        raise InputError("no command: give `vllm serve MODEL [flags]` or a model id")
    head = os.path.basename(args[0])
    if head in ("docker", "podman", "nerdctl"):
        return _docker(args)
    if head == "vllm" or head.startswith("vllm-"):
        if len(args) > 1 and args[1] == "serve":
            return "serve", "vllm serve", True, args[2:], None
        raise InputError(f"`{' '.join(args[:2])}` is not `vllm serve`; kvroom reads serve commands")
    if head == "serve":
        return "serve", "vllm serve", True, args[1:], None
    if head.startswith("python") and re.fullmatch(r"python[\d.]*", head):
        rest = args[1:]
        while rest and rest[0].startswith("-") and rest[0] != "-m":  # python's own options (-u, -O, -X ...)
            rest = rest[1:]
        if rest[:1] == ["-m"] and len(rest) > 1:
            module, rest = rest[1], rest[2:]
        elif rest:
            module, rest = rest[0], rest[1:]
        else:
            raise InputError("`python` with no module: give `python -m vllm.entrypoints.openai.api_server ...`")
        if re.search(r"vllm[./]entrypoints[./](openai[./])?api_server(\.py)?$", module):
            return "api_server", "api_server.py", False, rest, None
        if module in ("vllm", "vllm.scripts") or module.endswith("cli/main.py") or module.endswith("cli.main"):
            if rest[:1] == ["serve"]:
                return "serve", "vllm serve", True, rest[1:], None
        raise InputError(f"`python -m {module}` is not a vLLM server entry point kvroom reads")
    if head.endswith("api_server.py"):
        return "api_server", "api_server.py", False, args[1:], None
    return "kvroom", "vllm serve", True, args, None


def _docker(args: list[str]) -> tuple[str, str, bool, list[str], str | None]:
    i = 1
    while i < len(args) and args[i] in ("run", "container", "create"):
        i += 1
    entrypoint = None
    while i < len(args):
        a = args[i]
        if a == "--":
            i += 1
            break
        if not a.startswith("-"):
            break
        name = a.split("=", 1)[0]
        if name == "--entrypoint":
            entrypoint = a.split("=", 1)[1] if "=" in a else (args[i + 1] if i + 1 < len(args) else "")
        if "=" not in a and name in _DOCKER_VALUE_OPTS:
            i += 1
        i += 1
    if i >= len(args):
        raise InputError("the docker line names no image; expected `docker run ... vllm/vllm-openai:TAG ...`")
    image = args[i]
    tag = _image_tag(image)
    if tag is None:
        raise InputError(f"docker image {image!r} is not a vLLM image (vllm/vllm-openai:TAG)")
    rest = args[i + 1:]
    if entrypoint:
        rest = split_command(entrypoint) + rest
    # the image's entrypoint is the OpenAI server (api_server, then `vllm serve`); a command after the image that
    # names an entry point itself is read as that entry point
    if rest and (os.path.basename(rest[0]) in ("vllm", "python", "python3") or rest[0] == "serve"):
        source, prog, serve, rest, _ = _entry(rest)
        return "docker", prog, serve, rest, tag
    return "docker", "vllm serve", True, rest, tag


def _release_from_tag(tag: str) -> str | None:
    """`v0.8.5`, `0.10.1.1`, `v0.6.3.post1`, `v0.9.0-cu124` -> the release number; None when the tag names none.
    Read part by part (no regex repeats a group: tests/test_bounded_time.py)."""
    text = tag[1:] if tag.startswith("v") else tag
    if len(text) > 80:
        return None
    numbers: list[str] = []
    for part in text.split("."):
        digits = part
        for i, ch in enumerate(part):
            if not ch.isdigit():
                digits = part[:i]
                break
        if not digits or not digits.isascii() or len(numbers) == 4:
            break
        numbers.append(digits)
        if digits != part:  # a suffix (rc1, -cu124, +cpu) ends the number
            break
    if len(numbers) < 2:
        return None
    return ".".join(numbers)


# ---- YAML config (vllm serve --config x.yaml): vLLM's FlexibleArgumentParser._pull_args_from_config


def _take_config(rest: list[str], table: FlagTable, serve: bool) -> tuple[str | None, list[str]]:
    for i, a in enumerate(rest):
        if a == "--config" or a.startswith("--config="):
            if not table.has("--config") or (not serve and _serve_only(table, "--config")):
                return None, rest  # argparse refuses it below, with the release's wording
            if "=" in a:
                return a.split("=", 1)[1], rest[:i] + rest[i + 1:]
            if i + 1 >= len(rest):
                raise VllmArgumentError("vllm serve: error: argument --config: expected one argument")
            return rest[i + 1], rest[:i] + rest[i + 2:]
    return None, rest


def _serve_only(table: FlagTable, name: str) -> bool:
    return any(f.serve_only for f in table.flags if f.name == name)


def _with_config(rest: list[str], config_args: list[str], serve: bool) -> list[str]:
    """Config arguments go after the positional model and before the command line's own flags, so the command
    line wins (cli > config > defaults), as in _pull_args_from_config."""
    if serve and rest and not rest[0].startswith("-"):
        return rest[:1] + config_args + rest[1:]
    if serve and "--model" in config_args:  # `vllm serve --config x.yaml` with `model:` in the file
        i = config_args.index("--model")
        if i + 1 < len(config_args):
            model = config_args[i + 1]
            return [model] + config_args[:i] + config_args[i + 2:] + rest
    return config_args + rest


def _config_args(path: str, table: FlagTable, cwd: str | None) -> list[str]:
    """vLLM's load_config_file: YAML keys -> `--key value` (True -> `--key`, False -> omitted; lists as items
    and dicts as JSON where the release does so, else their Python text)."""
    if not path.endswith((".yaml", ".yml")):
        ext = path.rsplit(".", 1)[-1]
        raise InputError(f"--config {path}: Config file must be of a yaml/yml type. {ext} supplied")
    full = os.path.join(cwd, path) if cwd and not os.path.isabs(path) else path
    try:
        with open(full, "rb") as fh:
            raw = fh.read(MAX_CONFIG_BYTES + 1)
    except OSError as exc:
        raise InputError(f"--config {path}: cannot read the config file ({exc.strerror or exc}); check the path") from None
    if len(raw) > MAX_CONFIG_BYTES:
        raise InputError(f"--config {path}: the file is over {MAX_CONFIG_BYTES >> 20} MiB; is it the right file?")
    try:
        import yaml  # PyYAML comes with huggingface_hub

        config = yaml.safe_load(raw.decode("utf-8", errors="replace"))
    except ImportError:
        raise InputError("reading a --config YAML file needs PyYAML (pip install pyyaml)") from None
    except Exception as exc:  # yaml.YAMLError and its relatives: one line, exit 2
        raise InputError(f"--config {path}: not valid YAML ({type(exc).__name__}); check the file") from None
    if config is None:
        return []
    if not isinstance(config, dict):
        raise InputError(f"--config {path}: the YAML must be a mapping of flag names to values")
    if _node_count(config, limit=100_000) >= 100_000:  # YAML aliases can nest a small file into a huge value
        raise InputError(f"--config {path}: the YAML expands to too many values (anchors/aliases?); simplify it")
    feats = table.parser
    store_boolean = {f.dest for f in table.flags if f.kind == "value" and f.type in (None, "str")} \
        if feats.get("yaml_store_boolean_as_value") else set()
    out: list[str] = []
    for key, value in config.items():
        key = str(key)
        if isinstance(value, bool) and key.replace("-", "_") not in store_boolean:
            if value:
                out.append("--" + key)
        elif isinstance(value, list) and feats.get("yaml_lists_as_items"):
            if value:
                out += ["--" + key, *[str(item) for item in value]]
        elif isinstance(value, dict) and feats.get("yaml_dicts_as_json"):
            out += ["--" + key, json.dumps(value)]
        else:
            out += ["--" + key, str(value)]
    return out


def _node_count(value: Any, limit: int) -> int:
    """Values in a loaded YAML document, counting shared (aliased) nodes each time they are reached; stops at
    ``limit``."""
    count, stack = 0, [value]
    while stack and count < limit:
        item = stack.pop()
        count += 1
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return count


# ---- namespace -> Launch


def _to_launch(ns: dict[str, Any], table: FlagTable, release: Release, version: str, source: str,
               notes: list[str]) -> Launch:
    fields = {f.name: f for f in record_fields(PlanRequest)}
    by_dest = table.by_dest()
    model = ns.pop("model_tag", None) or ns.pop("model", None)
    ns.pop("model", None)
    revision = ns.pop("revision", None)
    ns.pop("config", None)
    values: dict[str, Any] = {"vllm_version": version}
    ignored: list[str] = []
    unmodelled: list[str] = []
    if "speculative_config" in fields:
        ns = _fold_legacy_speculative(ns)
    for dest, value in ns.items():
        if value is None and dest in fields:  # `--max-log-len None` (optional_type) or a logged None: the default
            continue
        spec = by_dest.get(dest)
        shown = spec.name if spec else "--" + dest.replace("_", "-")
        if dest == "device":
            if str(value).lower() == "cpu":
                values["platform"] = "cpu"
            continue
        if dest in fields and dest not in KVROOM_FIELDS:
            values[dest] = _convert(dest, fields[dest], value, spec, release, shown)
            if (dest == "max_model_len" and "max_model_len_text" in fields and isinstance(value, str)
                    and any(ch.isalpha() for ch in value)):
                values["max_model_len_text"] = value  # as typed: `32k` notes that `32K` is 32,768
        elif dest in MEMORY_DESTS:
            unmodelled.append(shown)
        else:
            ignored.append(shown)
    try:
        request = PlanRequest(**values)
    except TypeError as exc:  # a field kvroom knows with a value of the wrong shape
        raise InputError(f"cannot use the command's flags: {exc}") from None
    return Launch(model=str(model) if model is not None else None, request=request,
                  ignored_flags=tuple(dict.fromkeys(ignored)), vllm_version=version, source=source,
                  unmodelled_flags=tuple(dict.fromkeys(unmodelled)),
                  revision=str(revision) if revision else None, notes=tuple(notes),
                  flag_table_release=table.release)


# Releases before 0.8.3 spelled the draft as separate flags; 0.8.3 replaced them by --speculative-config whose keys
# are SpeculativeConfig fields (vllm/config.py 0.8.3: model, num_speculative_tokens, draft_tensor_parallel_size,
# quantization, max_model_len, prompt_lookup_max/min). Old dest -> that key.
_LEGACY_SPECULATIVE = {
    "speculative_model": "model",
    "num_speculative_tokens": "num_speculative_tokens",
    "speculative_draft_tensor_parallel_size": "draft_tensor_parallel_size",
    "speculative_model_quantization": "quantization",
    "speculative_max_model_len": "max_model_len",
    "ngram_prompt_lookup_max": "prompt_lookup_max",
    "ngram_prompt_lookup_min": "prompt_lookup_min",
}


def _fold_legacy_speculative(ns: dict[str, Any]) -> dict[str, Any]:
    legacy = {key: ns[dest] for dest, key in _LEGACY_SPECULATIVE.items() if ns.get(dest) is not None}
    if not legacy or ns.get("speculative_config") is not None:
        return ns
    out = {k: v for k, v in ns.items() if k not in _LEGACY_SPECULATIVE}
    for key in ("num_speculative_tokens", "draft_tensor_parallel_size", "max_model_len", "prompt_lookup_max",
                "prompt_lookup_min"):
        if isinstance(legacy.get(key), str) and legacy[key].lstrip("-").isdigit():
            legacy[key] = int(legacy[key])
    if legacy.get("model") == "[ngram]":  # the n-gram proposer was spelled as a model name before 0.8.3
        legacy.pop("model")
        legacy["method"] = "ngram"
    out["speculative_config"] = legacy
    return out


def _annotation(field: Field) -> str:
    return field.type if isinstance(field.type, str) else getattr(field.type, "__name__", str(field.type))


def _convert(dest: str, field: Field, value: Any, spec, release: Release, shown: str) -> Any:
    """A given value -> the PlanRequest field's type, parsed as the release parses it."""
    from kvroom.core.lengths import parse_human_int, parse_max_model_len

    ann = _annotation(field).replace(" ", "")
    if isinstance(value, list) and "list" not in ann and "tuple" not in ann:
        value = value[-1] if len(value) == 1 else " ".join(str(v) for v in value)
    if ann.startswith("bool"):
        return _bool(value, shown)
    if ann.startswith("int"):
        if isinstance(value, bool):
            raise InputError(f"argument {shown}: expected a number, got {value}")
        if isinstance(value, int):
            return value
        if dest == "max_model_len":
            return parse_max_model_len(str(value), release, shown)
        return parse_human_int(str(value), release, shown)
    if ann.startswith("float"):
        try:
            number = float(value)
        except (TypeError, ValueError, OverflowError):  # (an int beyond a float's range, a log's 10**400)
            raise VllmArgumentError(f"vllm serve: error: argument {shown}: invalid float value: {value!r}") from None
        if dest == "gpu_memory_utilization" and not 0 < number <= 1:
            raise InputError(f"{shown} {number} must be in (0, 1]")
        return number
    if ann.startswith("str"):
        vtype = spec.type if spec else None
        if dest == "compilation_config" and str(value).strip().isdigit():
            # a bare digit is the compilation level (CompilationConfig.from_cli, 0.6.6-0.11)
            return json.dumps({"level": int(str(value).strip())}, sort_keys=True)
        if isinstance(value, (dict, list)) or vtype in _JSON_TYPES:
            return canonical_json(value, shown)
        text = str(value)
        return text.upper() if dest == "attention_backend" else text
    return value


def _bool(value: Any, shown: str) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    raise VllmArgumentError(f"vllm serve: error: argument {shown}: expected true or false, got {value!r}")


def canonical_json(value: Any, shown: str) -> str:
    """A JSON-valued flag as canonical JSON text (sorted keys) so PlanRequest stays hashable. Accepts JSON text,
    an already-parsed value, or vLLM's older key=value,key=value form (--limit-mm-per-prompt image=2)."""
    obj = value
    if isinstance(value, str):
        text = value.strip()
        try:
            obj = json.loads(text)
        except ValueError:
            pairs = [p.split("=", 1) for p in text.split(",") if p.strip()]
            if pairs and all(len(p) == 2 and p[0].strip() for p in pairs):
                obj = {k.strip(): _scalar(v.strip()) for k, v in pairs}
            else:
                raise VllmArgumentError(f"vllm serve: error: argument {shown}: invalid JSON value: {value!r}") from None
    return json.dumps(obj, sort_keys=True)


def _scalar(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text
