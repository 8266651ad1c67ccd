"""Round-116 blind batch: vLLM launch failures quoted in vLLM's OWN PULL REQUESTS (vllm-project/vllm PRs, 2023-2026:
the PR description, or a comment in the PR's own thread, quotes the error of a launch that died; the fix is the PR, the
cause is what the PR says), collected by helper wild116 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round116-blind"``; the lead grades it once (``python tests/wild_grade.py round116``). A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order
the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, its logs and launch
checks) to choose them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the PR text only. Excerpts are the text as the search tool's stored copy of the PR shows it (the issues
corpus stores a thread's beginning in chunks; where lines in between were dropped the note says so); the PR's own fix
lines are left out of the excerpt (they are in fix_that_worked).

Sources: the search tool's issues corpus only. 60 look-ups in all: 58 ``search`` (issues corpus), 1 ``find_string``,
1 ``read_file`` (the last two returned nothing: PR threads are not stored as files); no ``find_files``,
``find_repos`` or ``fetch``. **8 cases, short of the 10-14 hoped for, and short of the memory half: 2 memory
failures (a free-memory gate, an OOM allocating the KV cache) plus 1 whose lever is the length (YaRN's 1M default
crashing a kernel), 5 others (3 weight-loading KeyErrors / missing modules, 2 kernel builds without the GPU's
arch).** The corpus answers fix-PR wordings mostly with ISSUES (the same user threads other rounds already took);
vLLM PRs surface only for queries that match a PR's own distinctive words (CI-fix PRs, weight-loading PRs, build
PRs). Every url and bare number (issues/N, pull/N, #N) was checked against /work/coord/USED_SOURCES.txt,
tests/golden/wild/BLIND.md and tests/golden/wild/*.json.

Skipped as not fresh or not in the slice (for the lead's bookkeeping): vllm PRs 57595 (CUDA-graph OOM margin),
53591 (ROCm 'Error in memory profiling'), 38632 (Mamba blocks 1024>600), 26278 (sampler warmup OOM, comment),
48601 (MRV2 warmup OOM), 52915 (FP8 block_k 128 at TP8), 39938, 5714, 20144 and 49351 (their failures are already
fixtures via issues #20148 / #49333), 52535 (the same 64-heads/TP3 failure as fixture vllm-52435-64heads-tp3),
46132 (its number is in the vllm-41848 MIG-UUID fixture); PRs whose stored text quotes no error line (7716's log is
cut before its error, 19643/20066 name only 'KeyError', 47074's traceback is cut before its last line, 33077 shows
only the HIP error's tail, 36461, 31194, 32644, 44498, 56335, 29615, 16206 quote none, 11210's OOM looks like a
benchmark run after startup); and PRs of other vllm-project repositories (vllm-omni #6839 'No available memory for
the cache blocks' on an L4 at 0.7, vllm-ascend #2365), outside this slice.

Judgement calls for the lead (each case's ``note`` says more):
1. No exact kind for the text, the closest used: a CUDA 'illegal memory access' in the profiling run of a YaRN
   checkpoint with a ~1M default length (PR #1264) -> kind None, cause unrecognized (no table entry; the lever is
   the length, oom_profiling / max_len_over_derived the alternatives); the CUTLASS dispatcher's 'No compiled
   cutlass_scaled_mm for a compute capability less than CUDA device capability: 121' on a GB10 source build whose
   kernels were never compiled (PR #49904) -> quantization_unsupported_gpu (cuda_no_kernel_image the alternative).
2. Thin excerpts: PR #20207 quotes 'no kernel image is available' in prose and does not state the phase; PR #53170
   quotes vLLM's 'There is no module or parameter named 'lm_head'' cut before its class name; PR #4641 quotes only
   the KeyError line in prose.
3. CI launches: four cases are vLLM's own CI or a maintainer's test run (#23513 on a 22.05 GiB L4, #48593 on an
   MI300, #53170 on the H200 job, #1264 a maintainer's branch run), not end users; their 'fix' is the PR (a test
   setting or a code change), and #23513's cause is the maintainer's diagnosis (memory left by an earlier test),
   the thread's final resolution not being in the stored part.
4. Main-branch regressions / builds: #53170 (after #51665), #20207 (after #20086) and #49904 (torch's cmake rewrite
   of '12.1') are bugs of a vLLM build, not user settings; the labels follow what the printed text evidences
   (release_regression would be the alternative cause for #53170).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round116-blind")
case = BATCH.case

# ------------------------------------------------------------------ unrecognized: YaRN's 1M default length crashes a kernel in profiling (PR #1264)
case("vllm-pr1264-yarn-1m-default-len-illegal-memory-access-profiling", "https://github.com/vllm-project/vllm/pull/1264",
     "However, I got the following error during the initial memory profiling:\n"
     "```\n"
     "  File \"/home/wskwon/workspace/vllm/vllm/model_executor/layers/attention.py\", line 203, in forward\n"
     "    output = torch.empty_like(query)\n"
     "RuntimeError: CUDA error: an illegal memory access was encountered\n"
     "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions\n"
     "```",
     None, {}, "unrecognized",
     "vLLM's own YaRN-support PR (Oct 2023, pre-0.2.2). A maintainer (WoosukKwon) testing a YaRN checkpoint on the PR "
     "branch hit a CUDA illegal memory access in the attention layer during the initial memory-profiling run. The "
     "model's derived default max_model_len was about 1M tokens, so the profiling batch carried ~1M input tokens and "
     "one of vLLM's kernels overflowed its 32-bit pointer arithmetic (he likens it to the AWQ GEMM int overflow fixed "
     "in #1295) and read/wrote invalid memory. Not a memory shortage: the launch dies on a kernel bug triggered by "
     "the huge length.",
     "the maintainer: the error disappeared when max_model_len was fixed to a smaller number (e.g. 4096) than the "
     "default (1M); the PR author (Yard1) ran the model at 24K on an A100. The PR later also had to fix how vLLM "
     "derives the maximum length from YaRN configs",
     release="the PR branch (vLLM main of October 2023, before 0.2.2)", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1 (no kind fits): the CUDA runtime's 'an illegal memory access was encountered' has no "
          "message_kind in the README table; labelled kind None / cause unrecognized (the honest answer for a tool "
          "with no rule for it). The alternatives would be oom_profiling (the phase) or max_len_over_derived (the "
          "length is the lever), but the text shows neither an OOM nor a length check. Excerpt: the maintainer's PR "
          "comment from its lead-in sentence through the code block; his next sentence (the 4096 fix) left out. "
          "The checkpoint is not named in the comment (a later review names NousResearch Yarn-Llama-2 configs), "
          "hence gpu/gpus None. A PR comment, not the description")

# ------------------------------------------------------------------ memory: free-memory gate in vLLM CI (Terratorch PR #23513)
case("vllm-pr23513-terratorch-ci-free-16.56-of-22.05-util-0.9", "https://github.com/vllm-project/vllm/pull/23513",
     "The `plugins_tests/test_io_processor_plugins.py` has failed yesterday with this error\n"
     "\n"
     "```\n"
     "[2025-09-02T16:14:05Z] (EngineCore_0 pid=1091) ERROR 09-02 09:14:05 [core.py:712] ValueError: Free memory on "
     "device (16.56/22.05 GiB) on startup is less than desired GPU memory utilization (0.9, 19.84 GiB). Decrease GPU "
     "memory utilization or reduce GPU memory used by other processes.\n"
     "```",
     "free_memory_low",
     {"free_gib": 16.56, "total_gib": 22.05, "gpu_memory_utilization": 0.9, "requested_gib": 19.84},
     "other_process",
     "vLLM's Terratorch-backend integration PR (Sep 2025): a CI test (plugins_tests/test_io_processor_plugins.py) on "
     "a 22.05 GiB CI card (an L4) refused to start because only 16.56 GiB was free at startup, below the 19.84 GiB "
     "that gpu_memory_utilization 0.9 asks for: about 5.5 GiB of the card was held outside this engine before it "
     "began. The maintainer (DarkLight1337): if a previous test in the same CI item failed, its memory may not have "
     "been cleaned up, causing the shortfall in subsequent tests.",
     "maintainer's diagnosis: memory left behind by an earlier test in the same CI step (not this engine); the "
     "author reported that on his 80 GB card all memory is free at startup (78.65/79.14 GiB). What finally fixed the "
     "CI run is past the stored part of the thread",
     release="vLLM main of early Sep 2025 (0.10.x dev, EngineCore_0)", gpu="NVIDIA L4 (22.05 GiB, vLLM CI)", gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.76}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}],
     note="judgement call 3 (thin cause): the PR author's comment quoting the CI error, as stored; the maintainer's "
          "answer and the author's follow-ups left out of the excerpt. The card is not named: 22.05 GiB total is "
          "what vLLM's L4 CI runners report. at_least 0.76 = 16.56/22.05 rounded up: any utilization from 0.76 up "
          "still asks for more than was free")

# ------------------------------------------------------------------ weights: KeyError 'lm_head.weight' for tied MiniCPM fine-tunes (PR #4641)
case("vllm-pr4641-minicpm-2b-sft-keyerror-lm-head-tied", "https://github.com/vllm-project/vllm/pull/4641",
     "When loading further fine-tuned checkpoints from MiniCPM models (e.g. `openbmb/MiniCPM-2B-sft-bf16` and "
     "`openbmb/MiniCPM-2B-dpo-bf16`), I found current MiniCPM implementation failed with the error "
     "`KeyError: 'lm_head.weight'`, which is raised by loading with `tie_word_embeddings=True`.",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A vLLM PR (May 2024, ~0.4.2): fine-tuned MiniCPM-2B checkpoints (sft / dpo bf16) carry an lm_head.weight tensor "
     "while their config ties the word embeddings; vLLM's MiniCPM class, built with tie_word_embeddings=True, has no "
     "lm_head parameter, so load_weights raises KeyError: 'lm_head.weight' and the launch dies while loading.",
     "the PR's fix to the MiniCPM loader (skip lm_head.weight when the embeddings are tied); closed as superseded by "
     "#6758, which skips lm_head weights for tied-embedding models across vLLM's model classes",
     release="vLLM of May 2024 (0.4.x)", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}],
     note="the PR description's first paragraph (the error quoted in prose with backticks); its last sentence "
          "('This PR will fix it.') left out. No command or log is pasted")

# ------------------------------------------------------------------ weights: KeyError 'lm_head.weight' in llama.py load_weights (PR #6758)
case("vllm-pr6758-llama-tied-embeddings-keyerror-lm-head", "https://github.com/vllm-project/vllm/pull/6758",
     "In llama and other models with `tie_word_embeddings`, there seems to be cases where the weight files will "
     "include both the `lm_head.weight` and `embed_tokens.weight` tensors, particularly after tuning procedures. "
     "Attempting to load such weights results in an error like:\n"
     "```\n"
     "[rank0]:   File \"/opt/vllm/lib64/python3.11/site-packages/vllm/worker/model_runner.py\", line 553, in load_model\n"
     "[rank0]:     self.model = get_model(model_config=self.model_config,\n"
     "[rank0]:                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/opt/vllm/lib64/python3.11/site-packages/vllm/model_executor/model_loader/__init__.py\", line 21, "
     "in get_model\n"
     "[rank0]:     return loader.load_model(model_config=model_config,\n"
     "[rank0]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/opt/vllm/lib64/python3.11/site-packages/vllm/model_executor/model_loader/loader.py\", line 278, "
     "in load_model\n"
     "[rank0]:     model.load_weights(\n"
     "[rank0]:   File \"/opt/vllm/lib64/python3.11/site-packages/vllm/model_executor/models/llama.py\", line 481, in "
     "load_weights\n"
     "[rank0]:     param = params_dict[name]\n"
     "[rank0]:             ~~~~~~~~~~~^^^^^^\n"
     "[rank0]: KeyError: 'lm_head.weight'\n"
     "```",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "vLLM PR (July 2024, 0.5.x): a tied-embedding Llama-family checkpoint whose weight files (typically after "
     "fine-tuning) still contain lm_head.weight next to embed_tokens.weight; vLLM's LlamaForCausalLM built with "
     "tie_word_embeddings has no lm_head parameter in named_parameters(), so load_weights raises KeyError on "
     "'lm_head.weight' and the worker dies while loading the model.",
     "the PR (merged): skip loading lm_head weights when tie_word_embeddings is set, in llama and the other model "
     "classes with tied embeddings",
     release="vLLM of July 2024 (0.5.x; V0 worker/model_runner.py)", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}],
     note="the PR description's first paragraph and its traceback as stored; the explanation after the block "
          "('This error arises when ...') and the fix left out. The description's traceback starts mid-way (at "
          "model_runner.load_model), as the author cut it")

# ------------------------------------------------------------------ weights: Gemma GPTQ 'no module or parameter named lm_head' (PR #53170)
case("vllm-pr53170-gemma-gptq-no-module-lm-head-after-51665", "https://github.com/vllm-project/vllm/pull/53170",
     "Fix Gemma checkpoint loading after #51665 when a config declares tied word embeddings but the checkpoint "
     "contains a physical `lm_head.weight`.\n"
     "\n"
     "Checkpoint inspection deliberately flips `tie_word_embeddings` to `False` so the physical head can be compared "
     "with the input embeddings after loading. `GemmaForCausalLM` did not construct an `lm_head`, so GPTQ Gemma "
     "checkpoints failed with `There is no module or parameter named 'lm_head'`.",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "vLLM PR (Aug 2026): after #51665 (checkpoint inspection that flips tie_word_embeddings to False when the "
     "checkpoint holds its own lm_head.weight), GemmaForCausalLM still built no lm_head module, so loading a GPTQ Gemma "
     "checkpoint (TechxGenus/gemma-1.1-2b-it-GPTQ, in the H200 Quantized Models CI job) failed in AutoWeightsLoader "
     "with 'There is no module or parameter named 'lm_head''. A regression on vLLM main, not a user setting.",
     "the PR (merged): GemmaForCausalLM constructs the output head, ties it to the input embeddings for normally tied "
     "configs, and uses it for logits; verified on the exact H200 Quantized Models Buildkite job",
     release="vLLM main of Aug 2026 (after #51665)", gpu="NVIDIA H200 (vLLM CI)", gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the error is quoted in prose and cut before vLLM's ' in GemmaForCausalLM' tail; the "
          "cause label follows the text (a checkpoint tensor the release's model class lacks); the deeper story is "
          "a main-branch regression (release_regression would be the alternative). Excerpt: the Purpose section's "
          "first two paragraphs; the duplicate-work check, AI note and test sections left out")

# ------------------------------------------------------------------ memory: OOM allocating the KV cache tensors, Kimi-K2.5 init test on MI300 (PR #48593)
case("vllm-pr48593-rocm-ci-kimik25-kv-alloc-oom-144.90", "https://github.com/vllm-project/vllm/pull/48593",
     "`test_can_initialize_large_subset[KimiK25ForConditionalGeneration]` fails in the\n"
     "AMD ROCm CI (basic models init tests) with:\n"
     "\n"
     "```\n"
     "File \"vllm/v1/worker/gpu_model_runner.py\", line 7173, in _allocate_kv_cache_tensors\n"
     "    tensor = torch.zeros(\n"
     "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 144.90 GiB.\n"
     "```",
     "oom_kv_cache", {"tried_gib": 144.9}, "oom_kv_cache",
     "vLLM ROCm CI PR (July 2026): the model-initialization test for moonshotai/Kimi-K2.5 (dummy weights) on an AMD "
     "MI300 (gfx942) runner; with the model's default max_model_len of 262144 the KV cache was sized far too large "
     "for the CI card, and allocating it (~145 GiB in one tensor, in profile_run -> initialize_kv_cache -> "
     "_allocate_kv_cache_tensors) failed on top of the weights and activations already allocated.",
     "the PR: set max_model_len=8192 for KimiK25ForConditionalGeneration in tests/models/registry.py (as other heavy "
     "entries there do); the test then passed on MI300 (PR closed, not merged)",
     release="vLLM main of July 2026 (ROCm build, ROCM_ATTN backend)", gpu="AMD Instinct MI300 (gfx942), vLLM AMD CI",
     gpus=None, forbidden=[],
     note="judgement call 3: the PR's Purpose paragraph and block as stored (the author cut torch's message after "
          "'Tried to allocate 144.90 GiB.', so no card figures). The PR says the phase (profile_run -> "
          "initialize_kv_cache -> _allocate_kv_cache_tensors) in prose after the block; the frame in the block "
          "already names the KV-cache allocation. No forbidden fixes: the excerpt prints neither the utilization "
          "nor the GPU count")

# ------------------------------------------------------------------ toolchain: a wheel built without Hopper's FP8 kernels (PR #20207)
case("vllm-pr20207-maverick-fp8-h100-no-kernel-image-arch-list-9.0a-10.0a",
     "https://github.com/vllm-project/vllm/pull/20207",
     "After https://github.com/vllm-project/vllm/pull/20086 lands, I start to see `CUDA error: no kernel image is "
     "available for execution on the device` error again for `meta-llama/llama-4-maverick-17b-128e-instruct-fp8`.  "
     "The error surfaces on the periodic H100 benchmark run I set up on "
     "https://github.com/pytorch/pytorch-integration-testing/actions/runs/15941259223/job/44969615173#step:14:1508",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "vLLM build PR (June 2025, 0.9.x): a vLLM wheel built from source with TORCH_CUDA_ARCH_LIST='7.5;8.0;8.6;9.0a;10.0a' "
     "had its sm_90a kernels silently dropped by a bug in cmake's cuda_archs_loose_intersection (consecutive "
     "set(_CUDA_ARCHS \"*a\") calls for 9.0a and 10.0a, the later overwriting the former), so the FP8 kernels "
     "(CUTLASS scaled-mm / MoE data) existed only for Blackwell, and serving the FP8 Llama-4-Maverick checkpoint on "
     "H100 failed with 'no kernel image is available for execution on the device'.",
     "the PR (merged): fix cuda_archs_loose_intersection so every sm_*a arch in TORCH_CUDA_ARCH_LIST is kept (the "
     "build then reports 'Building moe_data for archs: 9.0a;10.0a'); until then, a wheel built without 10.0 in the "
     "arch list worked on H100",
     release="a vLLM source build of late June 2025 (main after #20086, 0.9.x)", gpu="NVIDIA H100", gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2 (thin excerpt): the PR's first paragraph, which quotes the CUDA error in prose with the "
          "model name; the analysis after it left out. The launch's phase is not stated (a missing kernel image "
          "fails at the first call of an FP8 kernel, in vLLM the profiling run of the startup); the run is the "
          "author's pytorch-integration-testing H100 benchmark job. The GPU count is not stated")

# ------------------------------------------------------------------ toolchain: GB10 source build with no CUTLASS kernels (PR #49904)
case("vllm-pr49904-gb10-sm121-source-build-no-compiled-cutlass-scaled-mm",
     "https://github.com/vllm-project/vllm/pull/49904",
     "On GB10 / DGX Spark (compute capability 12.1, CUDA 13), this shows up on the default source-build path from the "
     "docs, `uv pip install -e .` with `TORCH_CUDA_ARCH_LIST` unset. No special flags or custom arch list needed. The "
     "build looks fine but has no CUTLASS kernels in it. The `.so` only contains `sm_75` cubins. Serving any FP8 model "
     "then fails at startup:\n"
     "\n"
     "```\n"
     "RuntimeError: cutlass_scaled_mm, csrc/.../scaled_mm_entry.cu:265,\n"
     "NotImplementedError: No compiled cutlass_scaled_mm for a compute capability\n"
     "less than CUDA device capability: 121\n"
     "```",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "vLLM build PR (July 2026): on an NVIDIA GB10 / DGX Spark (sm_121, CUDA 13) a default source build "
     "(`uv pip install -e .`, TORCH_CUDA_ARCH_LIST unset) came out with no arch-gated kernels: torch's vendored "
     "select_compute_arch.cmake rewrites '12.1' to '12.1(2.0)' (an old Fermi rule matching '2.1'), vLLM's "
     "extract_unique_cuda_archs_ascending() then reads arch 2.0, every arch-gated CUTLASS kernel is skipped and the "
     "rest builds for sm_75. Serving any FP8 model then dies at startup because the CUTLASS FP8 GEMM has no build for "
     "compute capability 12.1.",
     "the PR (merged): vLLM's cmake works around torch's '2.1' rewrite so sm_121 is detected and the CUTLASS kernels "
     "are built (an upstream torch fix, pytorch/pytorch#185993, was in progress); alternatively build with "
     "TORCH_CUDA_ARCH_LIST set explicitly",
     release="a vLLM source build of July 2026 (main, torch <= 2.11, CUDA 13)", gpu="NVIDIA GB10 (DGX Spark, sm_121)",
     gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}],
     note="judgement call 1 (kind): the message is the CUTLASS dispatcher's 'No compiled cutlass_scaled_mm for a "
          "compute capability less than CUDA device capability: 121', a variant of the README's 'No compiled "
          "cutlass_scaled_mm for CUDA device capability: N' (quantization_unsupported_gpu); the deeper cause is a "
          "build that compiled no kernels for the GPU (cuda_no_kernel_image is the alternative). Excerpt: the "
          "Purpose section's first paragraph and block, as the PR author reproduced it (the '...' in the path is "
          "the author's); the cmake analysis after it left out. gpus 1: a DGX Spark has one GB10")

if __name__ == "__main__":
    BATCH.write()
