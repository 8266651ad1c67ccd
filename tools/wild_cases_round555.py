"""Round-555 blind batch: vLLM start-up failures from the NVIDIA Developer Forums (DGX Spark / GB10, Jetson Thor /
Orin, DGX / H100 / B200), the AMD / ROCm community forums and ROCm GitHub Discussions, and the Intel community forums
-- and, when that slice came back empty, the DGX Spark community trackers next to it (eugr/spark-vllm-docker,
spark-arena/sparkrun); collected by helper wild555 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round555-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix and the author's diagnosis are left
out of the excerpt.

Look-ups: 32 of the 35 allowed, all ``search`` (17 corpus=pages, 9 corpus=docs, 6 corpus=issues); none refused; no
read_file / find_string / fetch / find_files / find_repos. Stopped with 3 left: the slice gave nothing new and the last
queries only returned pages already used. **2 cases**, both torch-ABI mismatches of a vLLM wheel on a DGX Spark (GB10,
aarch64, CUDA 13): eugr/spark-vllm-docker PR #141 (prebuilt vLLM 0.18.1rc1 cu132 wheel vs torch from the cu130 nightly
index: 'undefined symbol: _ZN3c1013MessageLoggerC1EPKciib') and spark-arena/sparkrun #127 (nightly vLLM
0.19.1rc1.dev71 vs nightly torch 2.12.0.dev20260409+cu130: undefined symbol _ZN2at4cuda24getCurrentCUDABlasHandleEv in
vllm._C.abi3.so). Every source was checked with grep -iF against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists (tools/wild_cases_round*.py) before it was taken.

How the slice went: it is exhausted in the stored corpora. The pages corpus returns forums.developer.nvidia.com topics
only rarely and when it does they are performance threads (364663 'Jetson AGX Thor + vLLM (26.02): MoE performance
significantly below reference', 356651 'vLLM on GB10: gpt-oss-120b MXFP4 slower than SGLang/llama.cpp', 358869 'NVML
Support for DGX Spark ... Community Solution', 370049 PyTorch/llama.cpp NVML assertion on Orin Nano, not vLLM); every
other DGX Spark / Jetson / ROCm / Intel query came back with blogs and guides already used or with AI-written explainers.
The docs corpus holds the one forum failure thread (364021, used by round 542). No community.amd.com, community.intel.com
or forum.habana.ai page came back at all; ROCm GitHub Discussions returned only ROCm/legacy-rocm-build #2863 (a Whisper
/ PyTorch OOM, not vLLM).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists (not re-spent): NVIDIA forum 364021 (round
  542); intel/llm-scaler #424 (B50 Pro TP=2 UR_RESULT_ERROR_DEVICE_LOST); ROCm/legacy-rocm-build #5668, #4909, #4447;
  kyuz0/amd-strix-halo-vllm-toolboxes #73; nlzy/vllm-gfx906 #6, #30; dusty-nv/jetson-containers #704, #1568, #1554;
  vllm #35313 (= PR #35356, UMA free-memory on GB10/GH200), #38411; mudler/LocalAI PR #9950; eugr/spark-vllm-docker
  #296, #264, #272; transformerlab-app #1334; unsloth #3825; spark-arena/sparkrun #118; MinerU #4350; XHToken/Spark-X2.5
  #6; obsidian-quartz-blog Triton-vLLM-on-Orin page; ojitha.github.io Gemma 4 on Ryzen AI HX 470; nnsay.cn GB10 ptxas
  sm_121a page; tobias-weiss.org and al-engr.com DGX Spark pages.
- Not a vLLM start-up failure or no error text: forum 364663 / 356651 / 358869 / 370049 (above); huggingface.co
  hyperishi activity (a Jetson AGX Orin Cosmos-Reason2 launch command with 'i get the same issue', no error text);
  nvidia.github.io/xr-ai troubleshooting (a vendor guide describing the DGX Spark cold-start cudaMemGetInfo OOM in prose,
  not a reported launch); build.nvidia.com vLLM playbook troubleshooting tables; NVIDIA skills jetson-inference-mem-tune.
- Off slice and left alone: vllm #41477 (gpt-oss-120b MXFP4 on GB10, '.tile::scatter4' ptxas error only after the
  reporter patched a capability gate; no fix), charlie12345/vLLM_for_AMD #15 (feature request; gfx1151 hipErrorInvalidImage
  in prose), vllm #32180 (gfx1151 V1 EngineCore dies silently, no error line), hiascend thread 0250193413724438011
  (Ascend forum), steveseguin b70-optimization-lab notes (no failing launch log).

Judgement calls for the lead:
1. Both cases are from DGX Spark community trackers, not from the forums of the brief's slice, which had nothing unused;
   they are the GB10 'CUDA / arch / kernels' failures the slice asks for. Kind and cause torch_abi_mismatch, as the 40
   earlier fixtures with an 'undefined symbol' in vllm/_C.abi3.so use (e.g. localai-pr9950, the same MessageLogger
   symbol on Jetson Thor).
2. spark-vllm-docker-pr141: the source is a pull request (closed, not shown as merged in the stored text); its Problem
   section names the cause (wheel built against cu132 torch's libc10, cu130 torch installed) and the author tested the
   fix on a 2-node DGX Spark cluster. The excerpt keeps the 'Fixes #135' line and the error block; the diagnosis
   sentences and the fix are left out ('[...]').
3. sparkrun-127: the stored chunk carries the error only in the reporter's own sentence (ImportError, the symbol and
   vllm._C.abi3.so verbatim, in backticks); the traceback's last line is beyond the chunk. The reporter's hypothesis
   sentence ('This appears to be an ABI incompatibility ... between the specific nightly build of vLLM ... and the
   nightly PyTorch build ...') is left out of the excerpt; the versions it names are in the release field. The issue is
   closed but no fix is in the stored text; the cause is read from the message and the version pair.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round555-blind")
case = BATCH.case

_NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- eugr/spark-vllm-docker PR #141: prebuilt vLLM 0.18.1rc1 cu132 wheel + torch from the cu130 nightly index on DGX Spark -> undefined symbol MessageLogger
case("spark-vllm-docker-pr141-gb10-vllm-0181rc1-cu132-wheel-cu130-torch-undefined-symbol-messagelogger",
     "https://github.com/eugr/spark-vllm-docker/pull/141",
     "Fixes #135\n"
     "\n"
     "## Problem\n"
     "\n"
     "[...] causing:\n"
     "\n"
     "```\n"
     "ImportError: _C.abi3.so: undefined symbol: _ZN3c1013MessageLoggerC1EPKciib\n"
     "```",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "In the spark-vllm-docker image for DGX Spark (GB10, aarch64) the prebuilt vLLM wheel (vllm-0.18.1rc1 ... cu132) "
     "was compiled against PyTorch cu132's libc10.so, but the Dockerfile installed torch from the cu130 nightly index, "
     "whose libc10 has a different c10::MessageLogger constructor signature (the (char const*, int, int, bool) form is "
     "in cu132, not in cu130); vllm._C failed to load at import. A wheel / torch ABI mismatch in the image, not a GPU "
     "or memory problem.",
     "the PR author (brendangibat): install torch from the cu132 nightly index to match the prebuilt wheel "
     "(torchvision / torchaudio / triton with cu132 primary and cu130 as --extra-index-url, uv --prerelease=allow), in "
     "both the base and runner stages; tested on a 2-node DGX Spark cluster: vLLM 0.18.1rc1 imports, "
     "Nemotron-3-Super-120B-A12B-NVFP4 loads with TP=2 and serves. The PR shows as closed in the stored text (merge "
     "not shown)",
     release="0.18.1rc1 (prebuilt cu132 wheel) with torch from the cu130 nightly index",
     gpu="NVIDIA GB10 (DGX Spark)", gpus=None, command=None,
     forbidden=_NON_MEMORY,
     note="Excerpt: the PR body's first line and its error block as stored; the sentences between them (the wheel is "
          "compiled against cu132's libc10.so, the Dockerfile installs cu130) are the diagnosis and are elided as "
          "'[...]', as are the demangled signature, the Fix and Testing sections. The PR title names the fix (cu130 -> "
          "cu132 PyTorch index) and is left out. The GPU comes from the Testing section (DGX Spark cluster, CX7); "
          "gpus left None (the reporter of #135 is not shown; the PR author tested on two Sparks).")

# ---------------------------------------- spark-arena/sparkrun #127: sparkrun v0.2.23, @eugr/qwen3.5-35b-a3b-fp8 on DGX Spark -> ImportError undefined symbol getCurrentCUDABlasHandle in vllm._C.abi3.so
case("sparkrun-127-gb10-qwen35-35b-a3b-fp8-nightly-vllm-torch-undefined-symbol-getcurrentcudablashandle",
     "https://github.com/spark-arena/sparkrun/issues/127",
     "Execution error when running @eugr/qwen3.5-35b-a3b-fp8\n"
     "\n"
     "### Description\n"
     "When attempting to run `vllm serve` via `sparkrun`, the container crashes immediately upon launch with an "
     "`ImportError` related to an undefined symbol (`_ZN2at4cuda24getCurrentCUDABlasHandleEv`) in `vllm._C.abi3.so`. \n"
     "\n"
     "### Steps to Reproduce\n"
     "Run the following command using `sparkrun` (v0.2.23):\n"
     "```bash\n"
     "sparkrun run @eugr/qwen3.5-35b-a3b-fp8\n"
     "```\n"
     "\n"
     "### Error Traceback\n"
     "```python\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/bin/vllm\", line 4, in <module>\n"
     "    from vllm.entrypoints.cli.main import main\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/cli/__init__.py\", line 3, in <module>\n"
     "    from vllm.entrypoints.cli.benchmark.latency import BenchmarkLatencySubcommand\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/cli/benchmark/latency.py\", line 5, in <module>\n"
     "    from vllm.benchmarks.latency import add_cli_args, main\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/benchmarks/latency.py\", line 15, in <module>\n"
     "    from vllm.engine.arg_utils import EngineArgs",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "sparkrun's vLLM container for the @eugr/qwen3.5-35b-a3b-fp8 recipe on a DGX Spark paired a nightly vLLM build "
     "(0.19.1rc1.dev71+gdd9342e6b) with a nightly PyTorch (2.12.0.dev20260409+cu130) whose ATen no longer exports "
     "at::cuda::getCurrentCUDABlasHandle() with the signature vllm._C.abi3.so was linked against; vllm._C failed to "
     "load when the vllm CLI was imported, before any model or memory step. A vLLM-wheel / torch ABI mismatch in the "
     "image.",
     "no fix reached in the stored text (the issue is closed); the reporter's own reading is an ABI incompatibility "
     "between the nightly vLLM and the nightly PyTorch in the container. The general remedy is a vLLM build and a torch "
     "that match (rebuild / pull an image built against the installed torch)",
     release="0.19.1rc1.dev71+gdd9342e6b (nightly) with torch 2.12.0.dev20260409+cu130; sparkrun v0.2.23",
     gpu="NVIDIA GB10 (DGX Spark)", gpus=None, command="sparkrun run @eugr/qwen3.5-35b-a3b-fp8",
     forbidden=_NON_MEMORY,
     note="Excerpt: the issue title and description as the stored chunk shows them, cut where the chunk stops (in "
          "vllm/engine/arg_utils.py, before the ImportError line itself); the reporter's second sentence, which names "
          "the two nightly versions and calls it 'an ABI incompatibility or linking issue', is the diagnosis and is "
          "left out (versions in the release field). The error is in the stored text only as the reporter's sentence "
          "with the symbol and vllm._C.abi3.so verbatim. The GPU is inferred from sparkrun (a DGX Spark launcher) and "
          "the eugr recipe; not stated in the chunk.")

BATCH.write()
