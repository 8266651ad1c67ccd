"""Round-575 blind batch: vLLM start-up failures on BLACKWELL and other NEW NVIDIA GPUs (RTX 50xx / RTX PRO 6000 sm_120,
B200 / GB200 / B300 sm_100-sm_103, GB10 DGX Spark sm_121, Jetson Thor sm_110, H20, L20): 'no kernel image', PTX / CUDA /
driver mismatches, FlashInfer / FlashAttention / CUTLASS kernels missing for the arch, NVFP4 / MXFP4 paths, 2025-2026,
across every tracker; collected by helper wild575 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round575-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 40 allowed, all ``search`` (28 corpus=issues, 1 corpus=pages); no read_file, find_string, fetch,
find_files or find_repos. 4 cases: vllm #49859 (GB10, v0.26.0 LL-BF16 router warmup, QuACK 0.4.1 against CUTLASS DSL
4.6.0 -> 'cutlass.cute.core' has no attribute 'ThrMma'), vllm #51286 (8x B300, Kimi-K3, FA4 SM100 vision warmup
rejected by CUTLASS DSL 4.6.0 with TYPE_UNSTABLE_JOIN), vllm #49005 (MiniMax-M3-NVFP4 TP8, vendored MSA fmha_sm100
kernels import the removed cute.core.ThrMma), vllm #45847 (Kimi-K2.6 NVFP4 on SM120, ViT attention routed to the FA4
SM100 kernel, 'Only SM 10.x and 11.x are supported'). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists (grep "#N" in tools/wild_cases_round*.py, read
in context) before it was spent on.

The slice is MINED OUT for its classic messages: the RTX 50xx / RTX PRO 6000 'no kernel image' threads (vllm #16901,
#18995, #18835, #20522, #19906, #14452, #21028, gpustack #2097), the Thor threads (vllm #34470, #31269, #53462, PR
#39233 / #31544), GB10 CUTLASS / FlashInfer arch threads (#43367, #30163, #31740, #32109, #29030, #50705), DeepGEMM on
sm_120 (#47130, #51884, #47436) and NVFP4 on sm_120 / B200 (#21274, #23826, #28747, #47749) are all used or in earlier
skip lists. The only fresh family the round found is the 2026 CuTe-DSL / CUTLASS-DSL (nvidia-cutlass-dsl 4.6.0) churn on
Blackwell, which three of the four cases come from.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): gpustack #2097; vllm #16901, #18995, #18835, #20522, #19906,
  #14452, #34470, #31269, #30163, #32109, #31740, #24377, #28747, #21274, #39367, #31936, #31480, #40821, #50705,
  #39878, #16267, #46796, #51884, #47130, #40851, #29030, #32826, #21028, #24383, #23826; lightorigins/LightNav-0 PR
  #6; pytorch/pytorch #166261; unslothai/unsloth #3872; eugr/spark-vllm-docker #296; devnen/qwen3.6-windows-server
  BLACKWELL.md; deepseek-ai/DeepGEMM PR #324; NVIDIA/TensorRT-LLM #15853.
- Error text only as an attachment / no cause reachable: vllm #44949 (8x H20-3e, DeepSeek-V4-Pro on v0.22.1,
  "mlir_global_dtors() missing 1 required positional argument: 'data'"; logs are attached .txt files, no answer
  stored); vllm #45392 (GB200 / GB300, FA4 CuTe-DSL SM100 JIT abort "Expected an MLIR object (got OpResultList)" on a
  nightly, known-good nightly named; closed, but whether it fails at start-up is not in the stored chunk and no fix is
  stored; the error is only in the title).
- Not vLLM's start-up / not a vLLM log: mudler/vllm.cpp #168 (a different project), ai-dynamo/dynamo #11775 (Dynamo
  image with a self-inconsistent nvidia_cutlass_dsl; only the title paraphrases the error), NVIDIA-NeMo/Curator PR
  #2391 (fix PR, 'CUTLASS Arch import failure on GB200' paraphrased, no log), eugr/spark-vllm-docker #216 (feature
  question), vllm #30630 (SymmMem warning on B300, the engine starts), vllm PR #35341 (closed PR, FA2 on SM12.x,
  resolution not stored), vllm PR #55651 / #39233 / #51566 / #47442 (fix or build PRs; #51566 and #47442 are cited as
  fix evidence below, not as cases), Dao-AILab/flash-attention #1853 / #2529 (not vLLM start-up failures).
- Pages corpus: jishuzhan.net article 2000064284244639746 (RTX 5060 Ti + Unsloth/vLLM environment write-up; only the
  torch sm_120 UserWarning, no vLLM failure line).

Judgement calls for the lead:
1. vllm-49859: the error string is verbatim only in the issue TITLE (the body stored describes the environment and the
   restart loop; its traceback is beyond the stored chunk), taken like round 448's title-only cases. The cause is read
   from timothystewart6/vllm-gb10 PR #62 (GB10 validation: quack 0.4.1 FAIL with the same AttributeError, quack 0.6.1
   PASS; vLLM main fixed the requirement to quack-kernels>=0.6.1 in vllm PR #49016). kind/cause
   dependency_version_mismatch, as the two earlier cutlass-dsl AttributeError fixtures (nvforum-370309, nvforum-372268)
   were labelled. That PR is from the image's repository, not from the vLLM thread itself.
2. vllm-51286: the stored error is the CuTe DSL compiler's TYPE_UNSTABLE_JOIN on FA4's SM100 split-KV kernel during
   the start-up CuTeDSL warmup. The reporter calls it a latent kernel bug that the stricter DSL 4.6.0 exposes; the fix
   that closed it (vllm PR #51566, 'Fixes #51286') bumps nvidia-cutlass-dsl to 4.6.2, which accepts the kernel. Labelled
   dependency_version_mismatch for both; release_regression would also be defensible (the nightly pinned 4.6.0).
3. vllm-49005: no answer in the issue thread stored; the cause is tied to it by MiniMax-AI/MSA PR #11 (merged: 'recent
   nvidia-cutlass-dsl releases removed cute.core.ThrMma ... breaking kernel compilation' in exactly the fmha_sm100 CuTe
   sources that vLLM vendors as vllm/third_party/fmha_sm100, the import in the traceback) and by vllm PR #47442 having
   moved vLLM main to cutlass-dsl 4.6.0 two weeks earlier. GPU and release are not printed; the fmha_sm100 path and the
   NVFP4 model point at SM100 (B200/GB200 class). gpus left None (TP 8 is requested).
4. vllm-45847: open issue, no fix stored. The cause comes from the message itself and the reporter's description
   (the ViT / multimodal-encoder attention of Kimi-K2.6 is dispatched to vLLM's FA4 SM100 CuTe kernel, whose
   constructor asserts SM 10.x/11.x, on an SM120 card). kind vllm_check_failed (an AssertionError in vLLM's own code),
   cause attention_backend_gpu (the attention path picked does not support the GPU). The reporter writes
   'SM120 / GB300' (GB300 is sm_103); the gpu field keeps their words.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round575-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #49859: GB10 / DGX Spark, vLLM v0.26.0 image, Qwen3.6-35B-A3B-NVFP4 + MTP -> LL-BF16 router warmup AttributeError ThrMma
case("vllm-49859-gb10-v0260-qwen36-35b-nvfp4-ll-bf16-router-warmup-cutlass-dsl-460-thrmma",
     "https://github.com/vllm-project/vllm/issues/49859",
     "[Bug]: v0.26.0 EngineCore fails to start on SM90+ — _warmup_ll_bf16_router_gemm hits AttributeError: module "
     "'cutlass.cute.core' has no attribute 'ThrMma' (nvidia-cutlass-dsl 4.6.0)\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "- vLLM **v0.26.0** (commit `f2654939e69b`)\n"
     "- GPU: NVIDIA **GB10 / DGX Spark**, `sm_121a`, compute capability **12.1**, aarch64\n"
     "- `nvidia-cutlass-dsl==4.6.0` (the version vLLM v0.26.0 pins itself, #47442)\n"
     "- CUDA 13.2, torch 2.11.0, FlashInfer 0.6.14\n"
     "- Model: `nvidia/Qwen3.6-35B-A3B-NVFP4` (hybrid GDN MoE), MTP spec-decode\n"
     "- Image: `ghcr.io/timothystewart6/vllm-gb10:v0.26.0-gb10.1`\n"
     "\n"
     "### Describe the bug\n"
     "\n"
     "On startup, `EngineCore` fails during kernel warmup and the container enters a docker restart loop. The service "
     "never becomes healthy.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM v0.26.0 (in the community vllm-gb10 image) runs the CuTe-DSL LL-BF16 router GEMM warmup on every SM90+ GPU, "
     "GB10 included. The image's lock resolved quack-kernels 0.4.1 (v0.26.0 only requires quack-kernels>=0.4.0) next "
     "to the nvidia-cutlass-dsl 4.6.0 that v0.26.0 pins; QuACK 0.4.1 still annotates with cute.core.ThrMma, which "
     "CUTLASS DSL 4.6.0 no longer exposes, so the warmup throws and EngineCore never starts.",
     "timothystewart6/vllm-gb10 PR #62 pins quack-kernels==0.6.1 for the v0.26.0 image (GB10 validation: quack 0.4.1 "
     "FAIL with this AttributeError, quack 0.6.1 PASS ll_bf16 compile); upstream vLLM main raised the requirement to "
     "quack-kernels>=0.6.1 in vllm PR #49016. The issue thread itself (open) reaches no fix in the stored text.",
     release="0.26.0 (ghcr.io/timothystewart6/vllm-gb10:v0.26.0-gb10.1)",
     gpu="NVIDIA GB10 / DGX Spark (sm_121a, compute capability 12.1, aarch64)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Error string verbatim only in the title; the cause is from the image repository's fix PR #62 and vllm PR "
          "#49016, not from the issue thread.")

# ---------------------------------------- vllm #51286: 8x B300, Kimi-K3, nightly 0.26.1rc1 with cutlass-dsl 4.6.0 -> FA4 SM100 vision warmup TYPE_UNSTABLE_JOIN
case("vllm-51286-kimi-k3-8xb300-tp8-fa4-sm100-vision-warmup-cutlass-dsl-460-type-unstable-join",
     "https://github.com/vllm-project/vllm/issues/51286",
     "[Bug]: FA4 SM100 split-KV kernels fail to compile with `TYPE_UNSTABLE_JOIN` (nvidia-cutlass-dsl 4.6.0 pin) — "
     "crashes Kimi-K3 startup during CuTeDSL warmup\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "- vLLM: `0.26.1rc1.dev430+g62a86318d` (nightly, Aug 6)\n"
     "- GPU: 8x NVIDIA B300 SXM6 (SM103, FA4 SM100-family path), TP=8\n"
     "- `nvidia-cutlass-dsl==4.6.0` (vLLM's pin from `requirements/cuda.txt`)\n"
     "- vllm-flash-attn pin: `28e862d2` (same kernel source as `ec4a882d` and `f3e1a4f7`)\n"
     "- Model: `moonshotai/Kimi-K3` (has vision tower → registers vision FA4 warmup)\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Serving Kimi-K3 on Blackwell crashes during startup in `cutedsl_warmup()` while\n"
     "compiling the Kimi-K3 vision FA4 warmup units:\n"
     "\n"
     "```\n"
     "cutlass.base_dsl.common.DSLUserCodeError:\n"
     "error[TYPE_UNSTABLE_JOIN]: `n_block_first` has type `None` on one path and `Int32` on another.\n"
     "    --> vllm/vllm_flash_attn/cute/flash_fwd_sm100.py:1484\n"
     "1484 |                 if const_expr(not self.is_split_kv) or n_block_min < n_block_max:\n"
     "```\n"
     "\n"
     "Full path: `gpu_worker.compile_or_warm_up_model` → `kernel_warmup` →\n"
     "`cutedsl_warmup` → `vision_fa4_warmup._compile` → `flash_attn_varlen_func(fa_version=4)`\n"
     "→ `cute.compile(FlashAttentionForwardSm100)`.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The vLLM nightly pinned nvidia-cutlass-dsl 4.6.0, whose stricter CuTe DSL front end rejects the FA4 SM100 "
     "split-KV forward kernel (a variable that is None on one branch and Int32 on the other: TYPE_UNSTABLE_JOIN). "
     "Kimi-K3 has a vision tower, so the start-up CuTeDSL warmup compiles the vision FA4 units on the B300s and the "
     "engine dies before serving.",
     "vllm PR #51566 ('Fixes #51286', merged): bump nvidia-cutlass-dsl from 4.6.0 to 4.6.2 (and quack-kernels 0.6.1 -> "
     "0.6.4, which pins DSL 4.6.2); 'CUTLASS DSL 4.6.2 accepts this kernel'. So a build with cutlass-dsl 4.6.2.",
     release="0.26.1rc1.dev430+g62a86318d (nightly)", gpu="NVIDIA B300 SXM6 (SM103)", gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"}],
     note="Kernel bug exposed by a dependency pin; fixed by the dependency bump. release_regression would also fit.")

# ---------------------------------------- vllm #49005: MiniMax-M3-NVFP4 TP8 on vLLM main (cutlass-dsl 4.6.0) -> vendored fmha_sm100 imports cute.core.ThrMma
case("vllm-49005-minimax-m3-nvfp4-tp8-msa-fmha-sm100-import-cutlass-dsl-460-thrmma",
     "https://github.com/vllm-project/vllm/issues/49005",
     "[Bug]: Minimax MSA - AttributeError: module 'cutlass.cute.core' has no attribute 'ThrMma'\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Command:\n"
     "```\n"
     "vllm serve nvidia/MiniMax-M3-NVFP4 --tensor-parallel-size=8 --attention_config.indexer_kv_dtype fp8 "
     "--gpu-memory-utilization 0.95 --max-model-len 2304 --kv-cache-dtype fp8 --block-size 128 --language-model-only "
     "--max-cudagraph-capture-size 2048 --max-num-batched-tokens 2048 --stream-interval 20 --no-enable-prefix-caching "
     "--trust-remote-code\n"
     "```\n"
     "\n"
     "Got error:\n"
     "```\n"
     "(Worker_TP4 pid=1497491) ERROR 07-18 01:33:25 [multiproc_executor.py:1007]     from "
     "vllm.third_party.fmha_sm100.api import sparse_topk_select\n"
     "(Worker_TP4 pid=1497491) ERROR 07-18 01:33:25 [multiproc_executor.py:1007]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/third_party/fmha_sm100/__init__.py\", line 60, in <module>\n"
     "(Worker_TP4 pid=1497491) ERROR 07-18 01:33:25 [multiproc_executor.py:1007]     from .api import (\n"
     "(Worker_TP4 pid=1497491) ERROR 07-18 01:33:25 [multiproc_executor.py:1007]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/third_party/fmha_sm100/api.py\", line 23, in <module>",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM main had moved to nvidia-cutlass-dsl 4.6.0 (vllm PR #47442); the MiniMax MSA sparse-attention CuTe kernels "
     "that vLLM vendors as vllm/third_party/fmha_sm100 (used for MiniMax-M3 on SM100) still referenced "
     "cute.core.ThrMma, which recent cutlass-dsl releases removed, so importing them in every TP worker fails and the "
     "engine never starts.",
     "MiniMax-AI/MSA PR #11 (merged) replaces the removed CuTe-DSL APIs (cute.core.ThrMma -> cute.ThrMma, "
     "cute.make_fragment -> cute.make_rmem_tensor) in the fmha_sm100 kernels, compatible with cutlass-dsl 4.4.1 to "
     "4.6.0; i.e. a vLLM build that vendors the fixed MSA sources (or an older cutlass-dsl). No fix in the vLLM thread "
     "itself.",
     release=None, gpu=None, gpus=None,
     command="vllm serve nvidia/MiniMax-M3-NVFP4 --tensor-parallel-size=8 --attention_config.indexer_kv_dtype fp8 "
             "--gpu-memory-utilization 0.95 --max-model-len 2304 --kv-cache-dtype fp8 --block-size 128 "
             "--language-model-only --max-cudagraph-capture-size 2048 --max-num-batched-tokens 2048 "
             "--stream-interval 20 --no-enable-prefix-caching --trust-remote-code",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="The stored traceback stops inside the import chain (the last, cut frame left out); the error line itself is in the title. GPU not printed "
          "(fmha_sm100 + NVFP4 point at SM100).")

# ---------------------------------------- vllm #45847: Kimi-K2.6 NVFP4 on Blackwell SM120 -> ViT attention routed to FA4 SM100 kernel, AssertionError
case("vllm-45847-kimi-k26-nvfp4-sm120-vit-attention-fa4-flash-fwd-sm100-only-sm10-11-assert",
     "https://github.com/vllm-project/vllm/issues/45847",
     "[Bug]: Kimi-K2.6 VIT attention dispatch asserts on SM120 in flash_fwd_sm100\n"
     "\n"
     "### Describe the bug\n"
     "\n"
     "When starting Kimi-K2.6 NVFP4 on Blackwell SM120 / GB300, vLLM routes the Kimi VIT / multimodal encoder attention "
     "path to `vllm_flash_attn/cute/flash_fwd_sm100.py`. That wrapper asserts that the architecture is only in the "
     "SM100-SM110 range, so startup fails on SM120.\n"
     "\n"
     "### Error\n"
     "\n"
     "```text\n"
     "File \".../vllm/model_executor/models/kimi_k25_vit.py\", line 426, in attention_qkvpacked\n"
     "  attn_out = self.attn(...)\n"
     "File \".../vllm/model_executor/layers/attention/mm_encoder_attention.py\", line 306, in _forward_fa\n"
     "  output = vit_flash_attn_wrapper(...)\n"
     "File \".../vllm/v1/attention/ops/vit_attn_wrappers.py\", line 51, in flash_attn_maxseqlen_wrapper\n"
     "  output = flash_attn_varlen_func(...)\n"
     "File \".../vllm/vllm_flash_attn/cute/interface.py\", line 724, in _flash_attn_fwd\n"
     "  fa_fwd = FlashAttentionForwardSm100(...)\n"
     "File \".../vllm/vllm_flash_attn/cute/flash_fwd_sm100.py\", line 142, in __init__\n"
     "  assert self.arch >= Arch.sm_100 and self.arch <= Arch.sm_110f, \"Only SM 10.x and 11.x are supported\"\n"
     "AssertionError: Only SM 10.x and 11.x are supported",
     "vllm_check_failed", {}, "attention_backend_gpu",
     "vLLM dispatches the Kimi-K2.6 vision-encoder (ViT) attention to its vendored FA4 CuTe kernel for SM100 "
     "(FlashAttentionForwardSm100), whose constructor only accepts SM 10.x / 11.x; on an SM120 Blackwell card the "
     "multimodal profiling at start-up hits the assertion and the worker dies.",
     "No fix reached in the stored text (issue open); the reporter's description names the mis-dispatch of the ViT "
     "attention path to the SM100-only FA4 kernel on SM120.",
     release=None, gpu="Blackwell SM120 (the reporter writes 'SM120 / GB300')", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Open issue without a stored fix; cause from the assertion text and the reporter's diagnosis.")

BATCH.write()
