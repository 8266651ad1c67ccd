"""The shortcuts of the log reader's line re-joining (kvroom.logs.builder._runs_across, issue 13's speed work):

- each of patterns.WRAP_TEXTS is searched only when the joined text holds one of its WRAP_TEXT_GATES literals: the
  gate must be a literal every match of its regex holds, or a cut message would stay cut. Held here on every match
  the regexes find in the real logs (tests/golden/logs, tests/golden/wild) and in torch's and vLLM's templates;
- the lines around a recognized line are read lazily (kvroom.logs.scanner.LazyLines): the same lines, in the same
  order, as the list it replaced, however they are indexed, sliced or iterated."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kvroom.logs.patterns import WRAP_TEXT_GATES, WRAP_TEXTS
from kvroom.logs.scanner import LazyLines

HERE = Path(__file__).parent

# torch's OOM text as c10/cuda/CUDACachingAllocator.cpp words it (torch 2.1+ and before 2.1) and vLLM's V0 profile
# lines (vllm/worker/worker.py::determine_num_available_blocks, 0.6.4+), with their numbers
TEMPLATES = (
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 23.64 GiB "
    "of which 1.06 GiB is free. Process 4150 has 22.57 GiB memory in use. Including non-PyTorch memory, this process "
    "has 22.57 GiB memory in use. Of the allocated memory 21.73 GiB is allocated by PyTorch, and 397.63 MiB is "
    "reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting "
    "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory "
    "Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)",
    "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 224.00 MiB (GPU 0; 14.75 GiB total capacity; "
    "13.94 GiB already allocated; 80.81 MiB free; 13.96 GiB reserved in total by PyTorch) If reserved memory is >> "
    "allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management "
    "and PYTORCH_CUDA_ALLOC_CONF",
    "Memory profiling takes 5.37 seconds. the current vLLM instance can use total_gpu_memory (23.64GiB) x "
    "gpu_memory_utilization (0.90) = 21.28GiB; model weights take 14.99GiB; non_torch_memory takes 0.13GiB; PyTorch "
    "activation peak memory takes 1.39GiB; the rest of the memory reserved for KV Cache is 4.77GiB.",
    "RuntimeError: CUDA out of memory occurred when warming up sampler with 256 dummy requests. Please try lowering "
    "`max_num_seqs` or `gpu_memory_utilization` when initializing the engine.",
)


def _real_texts() -> list[str]:
    texts = list(TEMPLATES)
    for path in sorted((HERE / "golden" / "logs").glob("*.json")):
        if not path.name.startswith("_"):
            texts.append("\n".join(json.loads(path.read_text())["log"]))
    for path in sorted((HERE / "golden" / "wild").glob("*.json")):
        texts.append(json.loads(path.read_text())["excerpt"])
    return texts


def test_there_is_a_gate_for_every_wrap_text() -> None:
    assert len(WRAP_TEXT_GATES) == len(WRAP_TEXTS)
    assert all(gate and all(isinstance(g, str) and g for g in gate) for gate in WRAP_TEXT_GATES)


@pytest.mark.parametrize("index", range(len(WRAP_TEXTS)))
def test_every_match_of_a_wrap_text_holds_its_gate(index: int) -> None:
    rx, gate = WRAP_TEXTS[index], WRAP_TEXT_GATES[index]
    matches = [m.group(0) for text in _real_texts() for m in rx.finditer(" ".join(text.split()))]
    assert matches, f"{rx.pattern!r} matches no real log or template: add its wording to TEMPLATES"
    assert all(any(g in match for g in gate) for match in matches), (rx.pattern, gate,
                                                                     [m for m in matches if not any(g in m for g in gate)])


def _lines(n: int):
    return [f"line {i}" for i in range(n)]


@pytest.mark.parametrize("n", (0, 1, 3, 8))
def test_lazy_lines_read_as_the_list_they_replace(n: int) -> None:
    plain = _lines(n)
    reads = []

    def source():
        for line in plain:
            reads.append(line)
            yield line

    lazy = LazyLines(source())
    assert lazy[0:1] == plain[0:1] and len(reads) == min(1, n)  # one line read, no more
    for index in range(-n, n):
        assert lazy[index] == plain[index]
    with pytest.raises(IndexError):
        lazy[n]
    for cut in (slice(1, None), slice(None, 2), slice(2, 5), slice(-2, None), slice(None, None, 2)):
        assert LazyLines(iter(plain))[cut] == plain[cut]
    assert list(LazyLines(iter(plain))) == plain and len(LazyLines(iter(plain))) == n
    assert reads == plain  # each line read once, in order
