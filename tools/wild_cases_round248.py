"""Round-248 blind batch: vLLM launch failures on NON-DEFAULT HARDWARE and vendor forks (ROCm / AMD Instinct and
Radeon, Intel XPU / Gaudi / ipex-llm, AWS Neuron, Jetson, TPU) and on consumer NVIDIA cards under Windows / WSL2;
collected by helper wild248 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round248-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round248-blind")
case = BATCH.case

# ------------------------------------------------ WSL2, RTX 4050 Laptop, vLLM 0.24.0: V2 runner needs UVA / pinned memory
case("vllm-47387-wsl2-rtx4050-laptop-v0240-uva-not-available",
     "https://github.com/vllm-project/vllm/issues/47387",
     "[Bug]: WSL2: RuntimeError: UVA is not available on RTX 4050 Laptop GPU (vLLM 0.24.0, CUDA 13.0)\n"
     "...\n"
     "When running vLLM on WSL2 with an NVIDIA RTX 4050 Laptop GPU, engine initialization consistently fails with:\n"
     "\n"
     "```text\n"
     "RuntimeError: UVA is not available",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.24.0 on WSL2 with a single RTX 4050 Laptop GPU: the Model Runner V2 (the default for most generate models "
     "in that release) allocates its request-state buffers as UVA (pinned host memory mapped into the GPU), and on "
     "WSL2 vLLM reports pinned memory as unavailable unless VLLM_WSL2_ENABLE_PIN_MEMORY=1 is set (opt-in since vllm PR "
     "#41496), so UvaBuffer raises 'RuntimeError: UVA is not available' at engine start, before any memory "
     "accounting. Not a memory shortfall; vllm PR #47579 ('FIX #47387') names this mechanism.",
     "the workaround from this thread, confirmed in vllm#47292 ('Confirming the workaround from #47387 on another WSL2 "
     "setup: `VLLM_WSL2_ENABLE_PIN_MEMORY=1` lets the V2 model runner initialize and run inference successfully'); "
     "the maintainer's alternative in #47292 is 'Use model runner v1' (VLLM_USE_V2_MODEL_RUNNER=0); later vllm PR "
     "#56908 ('[Model Runner V2] Tolerate lack of pinned memory support') removed the hard requirement",
     release="0.24.0 (CUDA 13.0 build)", gpu="NVIDIA GeForce RTX 4050 Laptop GPU (WSL2)", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue title, then the reporter's sentence and the first line of the error block; the stored "
          "text of the description breaks off at 'RuntimeError: UVA is' (the title completes it as 'UVA is not "
          "available'), and the collect_env dump above it is dropped ('...'). The thread's own comments were not "
          "reachable in the stored copy: the fix is taken from the sibling vllm#47292, whose commenter quotes 'the "
          "workaround from #47387' (VLLM_WSL2_ENABLE_PIN_MEMORY=1), and from PR #47579, which says 'FIX #47387'. "
          "Labelled vllm_check_failed like the earlier UVA fixtures (vllm-47292, vllm-43381, vllm-54652). The "
          "vllm serve command is not in the stored text, hence command None. --cpu-offload-gb is forbidden because "
          "it needs the same pinned memory.")

if __name__ == "__main__":
    BATCH.write()
