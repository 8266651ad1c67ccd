"""Round-260 blind batch: the issue trackers of vllm-project/production-stack, vllm-project/aibrix, llm-d/llm-d and
llm-d/llm-d-benchmark (Kubernetes/Helm deployments of vLLM): start-up failures of the vLLM ENGINE pod (not the
router's own crashes); collected by helper wild260 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round260-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the
final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round260-blind")
case = BATCH.case

# ---------------------------------------------- llm-d #1402: GB200 CUDA-13 image, vLLM extensions linked to libcudart.so.12
case("llm-d-1402-gb200-cuda13-image-vllm-c-libcudart-so-12-missing",
     "https://github.com/llm-d/llm-d/issues/1402",
     "`ghcr.io/llm-d/llm-d-cuda-gb200:v0.7.0-rc.2` fails on GB200/CUDA 13 because vLLM native extensions are linked "
     "against `libcudart.so.12`, but the image\n"
     "only contains CUDA 13 runtime libraries.\n"
     "\n"
     "## Error\n"
     "\n"
     "ImportError: libcudart.so.12: cannot open shared object file: No such file or directory\n"
     "\n"
     "This is reproducible inside the image with:\n"
     "\n"
     "python -c 'import vllm._C'\n"
     "\n"
     "## Debug Evidence\n"
     "\n"
     "The image only has CUDA 13 runtime:\n"
     "\n"
     "/opt/vllm/lib/python3.12/site-packages/nvidia/cu13/lib/libcudart.so.13\n"
     "\n"
     "But vLLM extensions require CUDA 12:\n"
     "\n"
     "/opt/vllm-source/vllm/_C.abi3.so:\n"
     "  libcudart.so.12 => not found",
     "vllm_extension_import_failed", {}, "cuda_runtime_library_missing",
     "The llm-d GB200 image ghcr.io/llm-d/llm-d-cuda-gb200:v0.7.0-rc.2 is built on CUDA 13 but installs precompiled "
     "vLLM binaries (VLLM_USE_PRECOMPILED=1) whose native extensions (_C, _moe_C, _flashmla_C, flash-attn) are linked "
     "against libcudart.so.12; the image holds only the CUDA 13 runtime, so importing vllm._C fails and the engine "
     "cannot start on GB200. A packaging bug of the image, not a user setting.",
     "maintainer robertgshaw2-redhat (2026-05-05): 'this is fixed in main' -- use an image built from llm-d main "
     "(vLLM extensions built against CUDA 13) instead of v0.7.0-rc.2",
     release="llm-d v0.7.0-rc.2 image (the issue's Version field says v0.6.0); vLLM precompiled, version not printed",
     gpu="NVIDIA GB200", gpus=None,
     command="python -c 'import vllm._C'",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body's Summary sentence, Error and Debug Evidence sections as the search excerpt shows "
          "them (the Image/digest block and the 'Same issue appears on other vLLM native extensions' / 'Suspected "
          "Cause' paragraphs are dropped). The 'Relevant log output' block of the issue is empty; the failing launch "
          "is the image's vLLM engine, and the author's reproduction command is the import, hence that command. "
          "gpus unknown (not stated). Cause cuda_runtime_library_missing: the CUDA 12 runtime the extensions were "
          "linked against is absent from a CUDA 13 image (the same shape as vllm-52300, mirrored).")

if __name__ == "__main__":
    BATCH.write()
