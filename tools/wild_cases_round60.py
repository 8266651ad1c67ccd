"""Round-60 blind batch: vLLM launch failures written down in FILES COMMITTED to public repositories, collected by
helper wild60 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round60-blind"``;
the lead grades it once (``python tests/wild_grade.py round60``). A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it. Cases were taken in the order the greps returned them, not picked to be hard
or easy.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose them; every expectation (kind,
printed numbers, cause, fixes that would be wrong for that user) was written from the committed file only. Excerpts
are the text as the file shows it at the commit in the url; where lines in between were dropped the note says so; the
authors' fix lines are left out of the excerpt (they are in fix_that_worked).

Sources: no ``search`` / ``find_string`` / ``read_file`` (the session's budget for them was spent). REPOSITORY-level
newness as in rounds 58/59: no file from any repository named in /work/coord/USED_SOURCES.txt (181 owner/name pairs,
checked case-insensitively). 64 ``fetch`` calls: 38 snapshots brought, 24 answered "no snapshot", 2 refused as too large
(microsoft/PhiCookBook, LambdaLabsML/vllm-benchmark); six brought turned out to be used repositories
(kyuz0/amd-strix-halo-vllm-toolboxes, sasha0552/pascal-pkgs-ci, canopyai/Orpheus-TTS, zai-org/GLM-V, kaito-project/kaito,
bentoml/BentoVLLM: checked
after fetching and left alone). Names came from ~3,800 owner/name strings in GitHub links inside the mirrored markdown
(narrowed by hand to rig / Spark / vLLM / cookbook names) and from names known to publish serving notes (LLaMA-Factory,
open-instruct, gemma-cookbook, UI-TARS, DeepSeek-OCR, opencompass, atropos, GenAIExamples, unsloth, Nemotron,
mistral cookbook, llmperf, tpu-recipes, nktice/AMD-AI, NVIDIA/GenerativeAIExamples, ...). Then ``git grep`` over those snapshots and over every
unused mirror under /work/.mirror for vLLM's error texts (KV refusals, free-memory gate, "No available memory for the
cache blocks", CUDA/HIP OOM, bf16 capability, divisibility, EngineCore start, architecture / trust-remote-code,
libcudart / vllm._C, NCCL, EADDRINUSE, Chinese 显存不足 / 报错 near vLLM), each hit read in context.

A finding for the lead: these snapshots are partial (large blobs absent), and ``git grep HEAD`` STOPS at the first
absent blob ("error: ... unable to read <sha>") -- so a plain grep over a mirror can silently miss every file sorted
after, e.g., a missing .png or .ipynb. This round grepped only the blobs present (ls-tree -> cat-file --batch-check ->
git grep on those paths); the Nemotron, AEON-7 Ultimate, ai-on-eks and open-instruct hits were found that way
(AEON-7's and ai-on-eks's mirrors were already here and unused). Earlier rounds' "no hit" verdicts on big mirrors may
be worth a re-grep.

6 cases from 5 repositories: 2 memory (a FlashInfer NVFP4 autotune OOM at utilization 0.95 on an RTX PRO 6000, a
sampler warm-up OOM at max_num_seqs 256 on four L4s), 4 other (TurboQuant KV refused for a hybrid attention + GDN model,
a vLLM script without a __main__ guard, a CUDA 12 wheel on a CUDA 13 DGX Spark, two Ray Serve replicas binding one
VLLM_PORT). Fewer than aimed and under half memory: most unused repositories' memory notes are paraphrases without
vLLM's text or runtime OOMs under load.

Skipped, and why: runtime, not launch (dstackai/benchmarks' "Engine loop has died" at QPS 1000; Alberto-Codes'
decode-buffer and ViT OOMs); paraphrase without vLLM's text (Alberto-Codes' "Llama OOMs at gpu_util=0.90 during
profiling"; MiaAI One-DGX-Spark's "above ~0.940 fails to boot"; mARTin-B78's README items; Nemotron Ultra Spark guide's
"known OOM-at-load"); doubtful quote (tonyd2wild 0731's "ValueError: unknown backend" for an attention-backend name);
patched-fork failures without one cause (tonyd2wild's official-main boot table: "Unknown SF transformation", Marlin
PTX, MoE backends rejecting the device); hypothetical agent-guide failure modes (AEON-7 Ultimate AGENTS.md's "no
kernel image" after pip upgrade and "Could not find scale tensor" for --quantization awq); not vLLM (fmbench's DJL
lmi-dist comment on 68832 KV tokens; harbor's GPTQ / Exllama entries; LocalAI's vllm.cpp; AEON-7 heretic's
llm-compressor OOM; h2oGPT's CPU allocator); generic tables (vLLM-Kunlun FAQ, Nemotron embed OOM, evalscope).

Judgement calls for the lead (each case's ``note`` says more):
1. Two cases from one repository (AEON-7/Qwen3.6-27B-AEON-Ultimate-Uncensored-DFlash): the RTX PRO 6000 compose
   file's autotune OOM and the root (DGX Spark) compose file's TurboQuant refusal: two files, two hardware targets, two
   different failed launches. AEON-7 has two other repositories in USED_SOURCES.txt (Qwen3.6-NVFP4-DFlash,
   vllm-ultimate-dgx-spark); this one is not there, so kept under repository-level newness. Drop one if an owner
   should give one case.
2. Sources are authors' write-ups, not raw pasted logs: compose-file comments (AEON-7 x2, ai-on-eks), a cookbook's
   agent-skill bullet (Nemotron), a troubleshooting heading (open-instruct), an agent-notes deployment record
   (AbstractCore, which round 59 had passed over as prose; its retelling keeps vLLM's "sampler warm-up with 256 dummy
   requests").
3. No exact kind, the closest used: FlashInfer autotune OOM after the KV reservation -> oom_profiling (a boot-time
   warm-up, like the sampler's; oom_forward the alternative); "TurboQuant KV cache is not supported for hybrid
   (attention + Mamba) models" -> kv_cache_dtype_unsupported (vllm_check_failed the alternative); the __main__-guard
   failure quotes only the "Engine core initialization failed" wrapper -> kind None, cause cuda_fork_reinit (the
   multiprocessing start-method family; engine_not_main_thread the alternative); torch.distributed's bind on
   VLLM_PORT -> port_in_use (the README row names the API server's bind).
4. Fixes read from the source rather than stated for that exact failure: ai-on-eks (one GPU worker pod per replica,
   VLLM_PORT set) is read from the manifest; open-instruct's failing import may be flash-attn's rather than vllm._C's.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round60-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]


def blob(repo, commit, path):
    return f"https://github.com/{repo}/blob/{commit}/{path}"


AEONU = ("AEON-7/Qwen3.6-27B-AEON-Ultimate-Uncensored-DFlash", "6f039cd7c7db7ff32a6c99450903a35526d24684")

# ------------------------------------------------------------------ memory: FlashInfer NVFP4 autotune OOM at 0.95
case(
    "aeon7-ultimate-rtx6000pro-flashinfer-autotune-oom-095",
    blob(*AEONU, "other-hardware/rtx6000pro/docker-compose.yml"),
    """
    image: vllm/vllm-openai:v0.20.1
...
      - --model
      - /models/aeon-ultimate
...
      - --tensor-parallel-size
      - "1"
...
      - --quantization
      - compressed-tensors
...
      - --max-model-len
      - "262144"
...
      - --max-num-seqs
      - "32"
...
      - --max-num-batched-tokens
      - "32768"

      # IMPORTANT: 0.95 is NOT safe on this image when FlashInfer NVFP4 GEMM
      # autotune is enabled. The autotuner needs ~2.12 GiB workspace and OOMs
      # at 0.95 (only ~1.32 GiB free after weights + KV reservation), failing
      # boot with: "torch.OutOfMemoryError: CUDA out of memory" inside
      # vllm.utils.flashinfer.flashinfer_mm_fp4 -> flashinfer.gemm.mm_fp4.
""",
    "oom_profiling",
    {"gpu_memory_utilization": 0.95, "tried_gib": 2.12, "free_gib": 1.32},
    "oom_profiling",
    "At --gpu-memory-utilization 0.95 on a 96 GB RTX PRO 6000 Blackwell, weights plus the KV reservation leave only "
    "~1.32 GiB outside vLLM's budget; FlashInfer's NVFP4 GEMM autotune (a boot-time warm-up run after the KV cache is "
    "reserved) needs ~2.12 GiB of workspace and raises CUDA OOM, so the engine never starts.",
    "--gpu-memory-utilization 0.94 (the recipe default; boots with some 'OOM detected, falling back to default "
    "tactic' warnings), or 0.92 (clean autotune), or keep 0.95 with --no-enable-flashinfer-autotune.",
    release="0.20.1 (vllm/vllm-openai:v0.20.1)",
    gpu="NVIDIA RTX PRO 6000 Blackwell (96 GB)",
    gpus=1,
    command=None,
    forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.95}, {"flag": "--tensor-parallel-size", "above": 1}],
    note="A recipe's compose-file comment retelling the failed boot (the same story is in the folder's README.md under "
         "'Known quirks on stock vLLM', validated by a community tester per the comment above it); the excerpt keeps "
         "the image line and the command lines pasted above the comment, lines in between dropped ('...'); the "
         "'Workarounds, in preference order' lines are the fix. Numbers are the author's rounded ones ('~2.12 GiB', "
         "'~1.32 GiB'), not a raw vLLM line: free_gib is memory outside the budget, tried_gib the autotuner's workspace. "
         "Kind: oom_profiling as the closest (a boot-time warm-up after the KV reservation, like the sampler warm-up "
         "the README files there); oom_forward / oom_cuda_graph are the alternatives. Fix direction: lower "
         "utilization (or disable the autotune), never raise it.",
)

# ------------------------------------------------------------------ other: TurboQuant KV refused for a hybrid model
case(
    "aeon7-ultimate-turboquant-k8v4-hybrid-not-supported",
    blob(*AEONU, "docker-compose.yml"),
    """
    #   - TurboQuant K8V4 KV-cache compression (3.76×) was attempted but raises
    #     "TurboQuant KV cache is not supported for hybrid (attention + Mamba)
    #     models" — a deliberate guard in the vLLM integration code, not a kernel
    #     issue.
""",
    "kv_cache_dtype_unsupported",
    {},
    "kv_cache_dtype_unsupported",
    "--kv-cache-dtype turboquant_k8v4 on Qwen3.6-27B, a hybrid of 16 full-attention and 48 GDN (linear-attention) "
    "layers: vLLM's TurboQuant integration refuses any hybrid attention + Mamba model with a NotImplementedError.",
    "Leave --kv-cache-dtype auto (BF16 KV); a later vLLM may add --kv-cache-dtype-skip-layers (PR #39931) to apply "
    "K8V4 to the full-attention layers only.",
    release=None,
    gpu="DGX Spark (GB10)",
    gpus=1,
    command=None,
    forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype", "value": "turboquant_k8v4"},
                               {"flag": "--tensor-parallel-size"}],
    note="A compose-file comment in the repository's root (DGX Spark) recipe listing what was tried; the error is "
         "quoted, line-wrapped by the comment. The AGENTS.md of the same repository (section 6) gives the model's 16 full + 48 GDN layout and the "
         "fix (--kv-cache-dtype auto, PR #39931). Not the club-3090 text round 58 skipped: this repository's own "
         "attempt, a different model image. Kind: kv_cache_dtype_unsupported as the closest (the KV dtype is refused "
         "for this model class); vllm_check_failed is the alternative. Release not stated next to the error (the "
         "image is the repo's patched aeon-vllm-ultimate build).",
)

NEMO = ("NVIDIA-NeMo/Nemotron", "e27b37133d652f72dbf631ff8bb487df45f8f7d1")

# ------------------------------------------------------------------ other: vLLM script without a __main__ guard
case(
    "nemotron-lightning-lora-vllm-script-no-main-guard",
    blob(*NEMO, "usage-cookbook/Nemotron-3.5-Lightning/lora-text2sql/nemo-megatron-bridge/SKILL.md"),
    """
- **Any vLLM script needs an `if __name__ == "__main__":` guard.** vLLM spawns workers; without it
  the failure surfaces as `Engine core initialization failed` wrapping a `multiprocessing`
  bootstrap error that never mentions vLLM.
""",
    None,
    {},
    "cuda_fork_reinit",
    "An offline vllm.LLM script (serving the merged Nemotron-3.5-Lightning LoRA checkpoint) with its engine built at "
    "module level: vLLM starts its engine-core / worker processes with the spawn method, the child re-imports the "
    "script, and Python's multiprocessing refuses to start a process before the parent finished bootstrapping; the "
    "parent then reports only vLLM's 'Engine core initialization failed' wrapper.",
    "Put the vLLM code under `if __name__ == \"__main__\":`.",
    release=None,
    gpu=None,
    gpus=None,
    command=None,
    forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
    note="A cookbook's agent-skill page (a pitfalls list from running the recipe), not a pasted log; the guard "
         "sentence itself is the fix and is kept because the symptom is in the same bullet (the fix is repeated in "
         "fix_that_worked). Kind None: the only vLLM line quoted is the engine-start wrapper ('Engine core "
         "initialization failed'), which no message_kind row reads (README: kvroom points above it, "
         "context.engine_start_failed); the root error ('An attempt has been made to start a new process before the "
         "current process has finished its bootstrapping phase') is described, not quoted. Cause: cuda_fork_reinit as "
         "the closest (a multiprocessing start-method problem whose documented fix is the same __main__ guard); "
         "engine_not_main_thread is the alternative. GPU not stated next to the bullet.",
)

OI = ("allenai/open-instruct", "e6c3044aa6201c8bfa4573c1b03142af599e730d")

# ------------------------------------------------------------------ other: CUDA 12 wheel on a CUDA 13 DGX Spark
case(
    "open-instruct-dgx-spark-libcudart-so-12-not-found",
    blob(*OI, "docs/DGX_SPARK.md"),
    """
| GPU | NVIDIA GB10 (Blackwell, sm_121) |
| CUDA | 13.0 (required for Blackwell) |
| Architecture | aarch64 / ARM64 |
| Memory | 128GB unified CPU/GPU |

## Known Limitations

1. **vLLM**: Uses cu130 wheel (v0.13.0) pinned to specific commit
...
### "libcudart.so.12 not found"
You have a CUDA 12 wheel installed. The DGX Spark only has CUDA 13. Check:
""",
    "vllm_extension_import_failed",
    {},
    "cuda_runtime_library_missing",
    "A CUDA 12 build (vLLM or flash-attn wheel, cu12x) installed on a DGX Spark whose stack is CUDA 13 only: the "
    "compiled extension links libcudart.so.12, which is not on the machine.",
    "Remove the CUDA 12 packages (pip list | grep -E \"vllm|flash\") and reinstall with `uv sync`, which pulls the "
    "pinned cu130 vLLM 0.13.0 wheel for aarch64.",
    release="0.13.0 (cu130 wheel, per the page)",
    gpu="DGX Spark (GB10)",
    gpus=1,
    command=None,
    forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
    note="A framework's DGX Spark page: the hardware table and the 'Known Limitations' line kept from above, the "
         "sections in between (installation, SFT / GRPO commands) dropped ('...'); the troubleshooting heading quotes "
         "the loader error shortened ('libcudart.so.12 not found' for '...: cannot open shared object file'); the "
         "pip check and 'Remove any CUDA 12 packages and reinstall with uv sync' are the fix. The page names vllm "
         "and flash together in its check, so the failing import may be flash-attn's rather than vllm._C's (the same "
         "cause either way). Judgement call: the same failure class as round 59's AEON-7 libcudart case, from an "
         "unrelated repository.",
)

EKS = ("awslabs/ai-on-eks", "41a979ee7614a59e5337768b1bddec76ad6653e0")

# ------------------------------------------------------------------ other: two vLLM replicas on one node, one port
case(
    "ai-on-eks-rayserve-vllm-replicas-port-8004-in-use",
    blob(*EKS, "blueprints/inference/vllm-rayserve-gpu/ray-service-vllm.yaml"),
    """
            MODEL_ID: "mistralai/Mistral-7B-Instruct-v0.2"
            GPU_MEMORY_UTILIZATION: "0.9"
            MAX_MODEL_LEN: "8192"
...
              min_replicas: 1
              max_replicas: 4
...
            image: public.ecr.aws/data-on-eks/ray2.24.0-py310-vllm-gpu:v1
...
            # Ensure to set VLLM_PORT to avoid conflict with Ray serve port 8000
            # We also noticed an error when trying to deploy multiple replicas in single g5 instance. "Error: torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:8004 (errno: 98 - Address already in use)."
""",
    "port_in_use",
    {},
    "port_in_use",
    "Several Ray Serve replicas of the vLLM deployment placed on one g5 instance: each engine's torch.distributed "
    "store binds VLLM_PORT (8004) on the same host, so the second replica's bind fails with EADDRINUSE and its "
    "engine does not start.",
    "Keep VLLM_PORT off Ray Serve's 8000 (set to 8004) and run one replica per GPU worker pod (the manifest's "
    "worker group: one nvidia.com/gpu per pod, Karpenter g5 nodes), so no two engines share a host port; "
    "alternatively give each co-located replica its own VLLM_PORT.",
    release=None,
    gpu="NVIDIA A10G (AWS g5)",
    gpus=None,
    command=None,
    forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
    note="A blueprint manifest's comment quoting the error (lines of the RayService spec kept for the engine "
         "settings, lines in between dropped, '...'). The manifest does not say in words what fixed the multi-replica "
         "case: the fix is read from the manifest itself (VLLM_PORT=8004 set on head and worker, one GPU per worker "
         "pod) and from the log, which is conclusive on the cause (errno 98 on the VLLM_PORT). Kind port_in_use: "
         "the OS's EADDRINUSE on a port vLLM binds (here via torch.distributed's TCPStore, not the API server); "
         "nccl_error is not it. vLLM release unknown (image ray2.24.0-py310-vllm-gpu:v1). GPU: g5 instances carry "
         "A10G cards; how many this node had is not stated.",
)

ABSC = ("lpalbou/AbstractCore", "11b3562f3550da90a802d9f807880dc0d53109da")

# ------------------------------------------------------------------ memory: sampler warm-up OOM at max_num_seqs 256
case(
    "abstractcore-4xl4-qwen3-coder-30b-sampler-warmup-oom-256",
    blob(*ABSC, "CLAUDE.md"),
    """
**Real-World Deployment Experience**:

Validated on **4x NVIDIA L4 GPUs** (23GB VRAM each, Scaleway Paris):
...
**Issue 2 - Sampler Warm-up OOM**:
- **Problem**: Server crashed during sampler warm-up with 256 dummy requests
- **Root Cause**: Default `--max-num-seqs 256` too high after model loading (~19.4GB per GPU)
""",
    "oom_profiling",
    {"max_num_seqs": 256},
    "oom_profiling",
    "vllm serve Qwen/Qwen3-Coder-30B-A3B-Instruct with --tensor-parallel-size 4 on four 23 GB L4s: after the "
    "weights loaded (~19.4 GB per GPU by the author's count) the sampler warm-up with the default 256 dummy "
    "requests ran out of GPU memory, so the server died before serving.",
    "--max-num-seqs 128 (kept with --tensor-parallel-size 4 --gpu-memory-utilization 0.9 --max-model-len 8192 in "
    "the documented command).",
    release=None,
    gpu="NVIDIA L4 (23 GB)",
    gpus=4,
    command=None,
    forbidden=[{"flag": "--tensor-parallel-size", "above": 4}],
    note="A project's agent-notes file recording its own deployment (the earlier 'Issue 1', a single-GPU load OOM "
         "fixed by --tensor-parallel-size 4, is dropped: it quotes no error text, '...'); the 'Solution' line is the "
         "fix. Not a pasted log: the author retells vLLM's 'CUDA out of memory occurred when warming up sampler with "
         "256 dummy requests' as 'crashed during sampler warm-up with 256 dummy requests', so max_num_seqs 256 is "
         "the number the text prints. Judgement call: round 59 passed over this repository as 'prose without a "
         "log'; taken here because the retelling keeps the message's own words and number and the fix is stated. "
         "The command with TP 4 / 0.9 / 8192 / 128 is in docs/prerequisites.md of the same commit.",
)

if __name__ == "__main__":
    BATCH.write()
