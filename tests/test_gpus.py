"""GPU catalog integrity and the --gpu / --gpu-memory parsers."""

from __future__ import annotations

import pytest

from kvroom.errors import InputError
from kvroom.gpus import GiB, load_catalog, lookup_gpu, parse_gpu, parse_memory, resolve_gpu

CATALOG = load_catalog()


@pytest.mark.parametrize("gpu", CATALOG, ids=lambda g: g.name)
def test_every_entry_has_a_source_and_sane_memory(gpu):
    assert gpu.source.strip()
    if gpu.estimated:
        assert gpu.estimate_method, f"{gpu.name}: estimated figures must say how"
    assert gpu.architecture in {"ampere", "ada", "hopper", "blackwell", "volta", "turing", "cdna2", "cdna3"}
    assert gpu.vendor in {"nvidia", "amd"}
    if gpu.vendor == "nvidia":
        assert gpu.sm is not None
    # Marketing "GB" on GPUs is GiB of DRAM; vLLM sees a little less than that, never more.
    if gpu.nominal_memory_gb:
        assert 0.9 * gpu.nominal_memory_gb * GiB <= gpu.total_memory_bytes <= gpu.nominal_memory_gb * GiB


def test_names_and_aliases_are_unique():
    from kvroom.gpus import _normalize

    seen: dict[str, str] = {}
    for gpu in CATALOG:
        for key in {_normalize(k) for k in (gpu.name, *gpu.aliases)}:
            assert key not in seen or seen[key] == gpu.name, f"{key} names {seen.get(key)} and {gpu.name}"
            seen[key] = gpu.name


def test_required_cards_present():
    for name in ["H100", "H100 PCIe", "H200", "H20", "B200", "GB200", "A100", "A100-40GB", "A10G", "A10", "L4",
                 "L40S", "L40", "A6000", "RTX 6000 Ada", "RTX 4090", "RTX 4080", "RTX 3090", "RTX 3080",
                 "RTX 5090", "RTX 5060 Ti", "V100", "V100 32GB", "T4", "MI300X", "MI250"]:
        lookup_gpu(name)


@pytest.mark.parametrize(
    "name,gib",
    [
        # printed by vLLM on these cards (case files): "78.57/79.18 GiB", total_gpu_memory=23.58GiB
        ("H100", 79.18),
        ("NVIDIA GeForce RTX 3090", 23.58),
    ],
)
def test_figures_from_real_logs(name, gib):
    gpu = lookup_gpu(name)
    assert not gpu.estimated
    assert round(gpu.total_memory_bytes / GiB, 2) == gib


def test_24gb_cards_in_expected_band():
    for name in ["RTX 4090", "RTX 3090", "A10G", "A10", "L4"]:
        assert 21.9 <= lookup_gpu(name).total_memory_bytes / GiB <= 24.0


@pytest.mark.parametrize(
    "text,name,count",
    [
        ("H100", "H100-SXM-80GB", 1),
        ("h100x8", "H100-SXM-80GB", 8),
        ("H100 x 4", "H100-SXM-80GB", 4),
        ("A100-40GB", "A100-40GB", 1),
        ("a100", "A100-SXM4-80GB", 1),
        ("L4", "L4", 1),
        ("l40s*2", "L40S", 2),
        ("mi300x8", "MI300X", 8),
        ("NVIDIA GeForce RTX 4090", "RTX-4090", 1),
        ("rtx4090x2", "RTX-4090", 2),
        ("Tesla T4", "T4", 1),
    ],
)
def test_parse_gpu(text, name, count):
    sel = parse_gpu(text)
    assert sel.gpu.name == name
    assert sel.count == count
    assert sel.total_memory_bytes == sel.gpu.total_memory_bytes


def test_unknown_gpu_lists_close_names():
    with pytest.raises(InputError) as err:
        parse_gpu("H1000")
    assert "H100-SXM-80GB" in str(err.value)
    assert "--gpu-memory" in str(err.value)
    with pytest.raises(InputError) as err:
        parse_gpu("RTX 4070")
    assert "'RTX 4070'" in str(err.value) and "RTX-4090" in str(err.value)


def test_zero_count_rejected():
    with pytest.raises(InputError):
        parse_gpu("h100x0")


@pytest.mark.parametrize(
    "text,expected",
    [
        ("79.2GiB", round(79.2 * 2**30)),
        ("80GB", 80 * 10**9),
        ("80 gb", 80 * 10**9),
        ("85899345920", 85899345920),
        ("512MiB", 512 * 2**20),
        ("1.5TiB", round(1.5 * 2**40)),
    ],
)
def test_parse_memory(text, expected):
    assert parse_memory(text) == expected


@pytest.mark.parametrize("text", ["", "abc", "80 parsecs", "-5GiB", "0", "1.5"])
def test_parse_memory_rejects(text):
    with pytest.raises(InputError):
        parse_memory(text)


def test_resolve_gpu_memory_overrides_catalog():
    sel = resolve_gpu("h100x2", "80GiB")
    assert sel.count == 2 and sel.total_memory_bytes == 80 * GiB and sel.gpu.name == "H100-SXM-80GB"
    assert resolve_gpu(gpu_memory=12345).total_memory_bytes == 12345
    with pytest.raises(InputError):
        resolve_gpu()
