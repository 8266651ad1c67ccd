"""Round-640 blind batch: vLLM start-up failures caused by KV CACHE SIZING AND LAYOUT FLAGS (--kv-cache-memory /
--kv-cache-memory-bytes, --num-gpu-blocks-override, --block-size values a backend or model refuses, --kv-cache-dtype
values a model or backend refuses beyond plain fp8, --calculate-kv-scales, --swap-space, --cpu-offload-gb with other
features, --kv-offloading-size), any tracker; collected by helper wild640 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round640-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` (33 corpus=issues, 1 docs, 1 pages). 4 cases:
vllm #40388 (Gemma 4 + --kv_cache_dtype int8_per_token_head: 'The page size of the layer is not divisible by the
maximum page size'), vllm PR #10938 (--block-size 128 on CUDA: 'RuntimeError: Unsupported block size: 128'),
vllm-ascend PR #7528 (Qwen3.5 hybrid on Ascend after vLLM 0.18.0: 'None of the kernel sizes [128] can divide physical
block size 16 evenly'), substratusai/vllm-docker #18 (--kv-cache-dtype fp8 in a runtime image without nvcc, vLLM 0.4.x's
_verify_cache_dtype; the exception line itself is cut -- see judgement call 4). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is close to MINED OUT: almost every thread the searches returned for --kv-cache-memory, --num-gpu-blocks-
override, --calculate-kv-scales, --swap-space, --kv-offloading-size, --cpu-offload-gb, TurboQuant / nvfp4 / fp8_e5m2 KV
dtypes, MLA / Mamba block-size alignment and hybrid page-size unification was already used or named in a skip list.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists (not re-opened): vllm #42911, #26612, #15508,
  #42510, #6513, #8641, #14221, #14741, #15973, #51013, #15590, #14882, #42895, #27753, #35541, #14095, #41339, #43562,
  #42587, #21274, #7714, #36279, #28950, #15877, #15871, #8757, #40094, #50709, #50533, PR #38479, #44494, #57475,
  PR #57595, #51590, #13929; vllm-project/recipes #565; vllm-gaudi PR #1206; kvcached #304; eugr/spark-vllm-docker #296;
  LMCache #2927, #4358, #4263; Open-Reasoner-Zero #39 (round 543); Tele-AI/Telechat #61; Ksuriuri/index-tts-vllm #99;
  SergiioB/intel-arc-pro-b70-inference-cookbook #4; vllm-project/aibrix #1493; 1CatAI/1Cat-vLLM #27; SystemPanic/
  vllm-windows #42; vllm-ascend #1048; vllm-omni #7401; noonghunna/club-3090 #788; ms-swift #6617.
- Error line not in the stored chunks: vllm #2778 (vllm/vllm-openai:v0.3.0 + --kv-cache-dtype=fp8_e5m2 on opt-125m,
  chunk stops in the args Namespace) and #3028 (same nvcc requirement for fp8_e5m2, traceback cut at config.py line
  296) -- same class as the substratusai case; vllm #4521 (prose only: 'the openai docker image still fails by checking
  nvcc', 0.4.1; answered with PR #4173); vllm #4666 (same reporter and same traceback as substratusai #18, taken once);
  vllm #48721 (gemma-4-12B-it + int4_per_token_head on v0.25.1, 'crashes with a reshape bug', two chunks both stop
  inside _reshape_attention_kv_cache before the exception; fix PRs #48719 closed / #48842 open); vllm #22234
  (--num-gpu-blocks-override not counted in V1's requested_memory on 0.10.0: the ValueError is only named, 'raise the
  ValueError at line 168', no text).
- No cause pinned: gpustack/gpustack #1457 and vllm #15196 (one reporter, GPUStack 0.5.1, DeepSeek-Coder-V2-Lite with
  --cpu-offload-gb=30 on an L40S: starts, then 'Expected all tensors to be on the same device, but found at least two
  devices, cuda:0 and cpu!' at requests; a second user sees the same on deepseek-moe; no maintainer diagnosis, GPUStack
  only suggested trying vLLM 0.8.0; good candidate if a later round finds the answer); vllm-ascend #8480 (same 'None
  of the kernel sizes [128] ...' error in vllm-ascend CI on vLLM 0.19.0 for non-hybrid tests, open, no fix).
- Not a start-up failure or not a user's log: vllm #50427 (FlexAttention int32 offset overflow at very large
  num_gpu_blocks, crash or silent wrong output), #42966 / PR #42967 (metrics report a stale block_size), PR #24692
  (FlashInfer MLA block-size default, no error text), PR #56698 (kv_cache_memory_bytes validation proposal), #21348,
  #45178, #57936 (capacity / estimate reports), PR #11259's comment (an error only paraphrased), #39407 (Gemma 4 FP8
  garbage output; its comment quotes the #40388 error, same incident class), deepseek-ai/DeepSeek-R1 #416 (no text).

Judgement calls for the lead:
1. vllm-40388: the same message ('The page size of the layer is not divisible by the maximum page size. Cannot unify by
   adjusting block_size.') has one earlier fixture, xinference-5043, labelled mamba_blocks / mamba_blocks (a Qwen3-Next
   Mamba hybrid). Here there is no Mamba layer: the page sizes stop dividing because of the per-token-head KV dtype on
   Gemma 4's 256/512 head dims, so kind and cause are kv_cache_dtype_unsupported (the KV dtype this model refuses;
   README's row names 'one of vLLM's own checks refusing the KV cache's dtype'). No merged fix in the stored text: PR
   #40391 is open (confirmed by a user), and a v0.26.0 comment says init no longer fails there.
2. vllm-pr10938: a PR description quoting the author's own error ('I hit error "RuntimeError: Unsupported block size:
   128" when I tried out "--block-size 128"'); taken because the message is verbatim and the code it cites pins the
   cause. Labelled vllm_check_failed / vllm_check_failed as earlier rounds labelled the block-size refusals ('No
   common block size for N', vllm-48286 and kin). The release is not printed (December 2024, about 0.6.4). PR #11259
   reverted the PR's CLI restriction and added a CUDA check instead; comaniac notes FlashAttention ran larger blocks,
   so the limit is the paged-attention kernels' (V0 XFormers/decode path), not every backend's.
3. vllm-ascend-pr7528: a fix PR (the brief warns these grade worse); the excerpt keeps 'after upgrading to vLLM
   0.18.0' because the PR says the failure came with that upgrade, so cause release_regression; kind vllm_check_failed
   as for the other block-size refusals. The model names (Qwen3.5-0.8B, Qwen3.5-35B-A3B) are in the PR's root-cause
   part, left out of the excerpt.
4. substratusai-vllm-docker-18: BORDERLINE on the 'error text verbatim' rule: the stored chunk (and its twin, vllm
   #4666) ends at the failing statement of vLLM's check, 'if nvcc_cuda_version < Version("11.8"):' in
   config.py::_verify_cache_dtype, after vLLM's own WARNING 'Not found nvcc in /usr/local/cuda. Skip cuda version
   check!'; the exception line (a TypeError comparing None with a Version, by the code shown) is not stored. Drop it if
   the bar is the exception line. kind kv_cache_dtype_unsupported (the KV-dtype check site of vLLM refusing to start
   with fp8); cause container_image_broken (a runtime image without the nvcc that this vLLM release's fp8-KV check
   calls). The fix is the repository's merged PR #21 'switch to devel for nvcc which vllm requires'; the search tool did
   not show it linking #18, so the link is inferred from the repository and the dates (both May 2024).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round640-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #40388: Gemma 4 + --kv_cache_dtype int8_per_token_head -> page size not divisible, cannot unify
case("vllm-40388-gemma4-int8-per-token-head-kv-page-size-not-divisible-cannot-unify-block-size",
     "https://github.com/vllm-project/vllm/issues/40388",
     "[Bug]: Gemma 4 fails to initialize with per-token-head KV cache quantization\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Use the builtin dockerfile to build & manually merge PR https://github.com/vllm-project/vllm/pull/39018 for "
     "turing devices base compatibility\n"
     "Main commit hash:726efe177bf22874743d11dfdfef9247dbfb5ff0\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Gemma 4 fails to initialize in vLLM V1 when `--kv_cache_dtype int8_per_token_head` is enabled. The same issue "
     "also affects `fp8_per_token_head`.\n"
     "\n"
     "Minimal reproduction:\n"
     "```bash\n"
     "vllm serve <gemma4-model> \\\n"
     "  --kv_cache_dtype int8_per_token_head\n"
     "```\n"
     "\n"
     "Observed result:\n"
     "```text\n"
     "(Worker_TP1 pid=248) ERROR 04-19 14:16:08 [multiproc_executor.py:971]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/v1/core/kv_cache_utils.py\", line 942, in unify_kv_cache_spec_page_size\n"
     "(Worker_TP1 pid=248) ERROR 04-19 14:16:08 [multiproc_executor.py:971] raise NotImplementedError(\n"
     "(Worker_TP1 pid=248) ERROR 04-19 14:16:08 [multiproc_executor.py:971] NotImplementedError: The page size of the "
     "layer is not divisible by the maximum page size. Cannot unify by adjusting block_size.\n"
     "```",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "Gemma 4 mixes sliding-window layers with head_dim 256 and global layers with head_dim 512. With a per-token-head "
     "KV cache dtype (int8_per_token_head, fp8_per_token_head) every KV head also stores per-token scale metadata, so "
     "the per-token page factors become 520 and 1032 instead of 512 and 1024; the exact 2:1 ratio that lets vLLM V1 "
     "unify the two layer kinds' page sizes by doubling block_size is gone, and unify_kv_cache_spec_page_size raises "
     "at engine initialisation. The KV cache dtype chosen is one this model's layout cannot take in this vLLM; not a "
     "memory problem.",
     "no merged fix in the stored text. The reporter (lisp19) diagnosed it in the issue and opened PR #40391 'Fix "
     "Gemma4 KV cache page-size alignment for per-token-head quantization' (open); cferra confirmed on sm_120 TP=4 "
     "that without #40391 init fails with this NotImplementedError under fp8_per_token_head and works with it. "
     "sergeykad (2026-08-19) reports v0.26.0 no longer fails at init (it pads the sliding pages instead, -22% KV "
     "capacity vs --kv-cache-dtype fp8, which works). Workaround: a per-tensor KV dtype (fp8) or auto instead of the "
     "per-token-head dtypes",
     release="main at 726efe177 (April 2026) built from the repository's Dockerfile with PR #39018 merged by hand",
     gpu="a Turing GPU (the build note says PR #39018 was merged 'for turing devices'); model not named", gpus=None,
     command="vllm serve <gemma4-model> --kv_cache_dtype int8_per_token_head",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype", "value": "int8_per_token_head"},
                       {"flag": "--kv-cache-dtype", "value": "fp8_per_token_head"},
                       {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description as the stored text shows them, without the reporter's 'The "
          "failure is caused by ...' / 'Why this happens' analysis (the diagnosis). The issues corpus keeps the "
          "File line's indentation, the docs corpus copy strips the indentation of the 'raise' line; the excerpt "
          "follows the copies as stored. Worker_TP1 means a tensor-parallel launch of at least 2, but the flag is not "
          "in the pasted command.")

# ---------------------------------------- vllm PR #10938: --block-size 128 on CUDA -> RuntimeError: Unsupported block size: 128
case("vllm-pr10938-cuda-block-size-128-paged-attention-unsupported-block-size",
     "https://github.com/vllm-project/vllm/pull/10938",
     "fix block-size description\n"
     "\n"
     "Per vllm official doc in https://docs.vllm.ai/en/stable/models/engine_args.html, the parameter of --block-size "
     "can take the value of {8,16,32,64,128}. However, I hit error \"RuntimeError: Unsupported block size: 128\" when "
     "I tried out \"--block-size 128\"",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM's CUDA paged-attention kernels (csrc/attention/paged_attention_v1.cu and paged_attention_v2.cu) are "
     "instantiated only for block sizes 8, 16 and 32 and reject anything else with TORCH_CHECK(false, \"Unsupported "
     "block size: \", block_size); the CLI and the engine-args docs of the time also offered 64 and 128 (used by other "
     "accelerators such as HPU), so --block-size 128 on an NVIDIA GPU reached the kernel's check. A flag value the "
     "CUDA attention kernel refuses; not a memory problem.",
     "use --block-size 32 or lower on CUDA (16 is the default). The PR (merged 2024-12-06) restricted the CLI choices "
     "to 8/16/32; it was reverted by PR #11259 (kzawora-intel, merged 2024-12-17), which restored 64/128 for other "
     "accelerators and added a clear check for CUDA in CacheConfig ('CUDA Paged Attention kernel only supports block "
     "sizes up to 32. Got N.'; mgoin: 'thanks for the clear error for CUDA')",
     release=None, gpu="an NVIDIA GPU (CUDA; not named)", gpus=None, command="--block-size 128",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--block-size", "value": 128},
                       {"flag": "--block-size", "value": 64}],
     note="Excerpt: the PR title and the first paragraph of its description, the author quoting the error he hit; "
          "his code walk through paged_attention_v2.cu (the diagnosis) is left out. No release is printed (December "
          "2024, around vLLM 0.6.4). A comment on PR #11259 (comaniac) says larger block sizes ran with "
          "FlashAttention, so the limit is the paged-attention kernels' path, not every backend's.")

# ---------------------------------------- vllm-ascend PR #7528: Qwen3.5 hybrid on Ascend after vLLM 0.18.0 -> None of the kernel sizes [128] can divide physical block size 16 evenly
case("vllm-ascend-pr7528-qwen35-hybrid-vllm0180-kernel-sizes-128-cannot-divide-block-size-16",
     "https://github.com/vllm-project/vllm-ascend/pull/7528",
     "[Platform][BugFix] Preserve hybrid block size on Ascend\n"
     "\n"
     "... for Ascend hybrid attention + mamba models after upgrading to vLLM `0.18.0`.\n"
     "\n"
     "The failure shows up during engine initialization with errors like:\n"
     "\n"
     "```text\n"
     "ValueError: None of the kernel sizes [128] can divide physical block size 16 evenly\n"
     "```\n"
     "\n"
     "The affected path is the hybrid KV cache setup used by Qwen3.5 models on Ascend.",
     "vllm_check_failed", {}, "release_regression",
     "vllm-ascend raises the attention block size of hybrid attention + Mamba models (Qwen3.5-0.8B to 512, "
     "Qwen3.5-35B-A3B to 1024) in patch_mamba_config.py so that attention pages match Mamba pages. From vLLM 0.18.0 "
     "the worker init also calls the generic current_platform.update_block_size_for_backend, whose hybrid branch "
     "resets cache_config.block_size to the default 16 when the user did not pass --block-size; the Ascend attention "
     "kernels only take block size 128, and 16 is not a multiple of it, so the kernel block-size selection fails at "
     "engine initialisation. A regression of the vLLM 0.18.0 upgrade for Ascend hybrid models; not memory.",
     "merged vllm-ascend PR #7528 (maoxx241, 2026-03-21) keeps the Ascend-computed hybrid block size instead of "
     "letting the generic hook reset it. By the PR's own root cause, a block size the user passes explicitly "
     "(user_specified_block_size) is kept, so --block-size set to the hybrid value is the interim workaround (not "
     "reported as tested in the stored text)",
     release="vLLM 0.18.0 with vllm-ascend (March 2026)", gpu="Huawei Ascend NPU", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--block-size", "value": 16}],
     note="Excerpt: the PR title, the clause of its first sentence that names the affected models and the upgrade "
          "('This PR fixes a startup regression' before it is left out), the error line and the sentence after it; "
          "the root-cause section (patch_mamba_config.py, update_block_size_for_backend, the 512 / 1024 sizes) is "
          "left out. A fix PR, not a user's thread.")

# ---------------------------------------- substratusai/vllm-docker #18: --kv-cache-dtype fp8 in a runtime image without nvcc -> _verify_cache_dtype
case("substratusai-vllm-docker-18-kv-cache-dtype-fp8-image-without-nvcc-verify-cache-dtype",
     "https://github.com/substratusai/vllm-docker/issues/18",
     "Support kv-cache-dtype fp8\n"
     "\n"
     "```\n"
     "WARNING 05-08 01:34:59 utils.py:313] Not found nvcc in /usr/local/cuda. Skip cuda version check!\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 196, in _run_module_as_main\n"
     "    return _run_code(code, main_globals, None,\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 86, in _run_code\n"
     "    exec(code, run_globals)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/openai/api_server.py\", line 159, in <module>\n"
     "    engine = AsyncLLMEngine.from_engine_args(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/async_llm_engine.py\", line 341, in "
     "from_engine_args\n"
     "    engine_config = engine_args.create_engine_config()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/arg_utils.py\", line 471, in create_engine_config\n"
     "    cache_config = CacheConfig(self.block_size,\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/config.py\", line 310, in __init__\n"
     "    self._verify_cache_dtype()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/config.py\", line 333, in _verify_cache_dtype\n"
     "    if nvcc_cuda_version < Version(\"11.8\"):",
     "kv_cache_dtype_unsupported", {}, "container_image_broken",
     "vLLM 0.4.x verified an fp8 KV cache dtype by asking nvcc for the CUDA toolkit version (CacheConfig."
     "_verify_cache_dtype); the substratusai vLLM image was built on a CUDA runtime base without nvcc, so vLLM warned "
     "'Not found nvcc ... Skip cuda version check!', got no version back, and its comparison with Version('11.8') "
     "failed while the engine config was being built, before any model loading. The image lacked the compiler this "
     "vLLM release's fp8-KV check calls (vLLM #4521 / PR #4173 track the vLLM side); not a GPU or memory problem.",
     "the repository's merged PR #21 'switch to devel for nvcc which vllm requires' moved the image to a CUDA devel "
     "base that ships nvcc (the link from #18 to #21 is inferred, not shown in the stored text). Without an image "
     "change: drop --kv-cache-dtype fp8 (auto), or a vLLM release whose fp8 check no longer needs nvcc; the same "
     "reporter filed vLLM #4666 'Support kv-cache-dtype fp8 without nvcc'",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the whole log the stored chunk shows; it ends at the failing statement of "
          "config.py::_verify_cache_dtype, and the exception line (by the code, a TypeError comparing None with a "
          "Version) is NOT in the stored text -- see judgement call 4. The same log is in vLLM #4666 (same reporter, "
          "2024-05-08), not taken separately. The vLLM version is not printed (api_server.py line 159 / config.py "
          "line 333 match the 0.4.x series of May 2024).")

if __name__ == "__main__":
    BATCH.write()
