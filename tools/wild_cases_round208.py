"""Round-208 blind batch: DEPLOYMENT MATERIAL committed to repositories (Kubernetes manifests, compose files, deployment
guides and troubleshooting notes beside them) recording a vLLM launch that failed at startup, with the error as quoted
and the setting that fixed it; collected by helper wild208 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round208-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the committed file only. Excerpts are the text as the file shows it;
where lines in between were dropped the note says so; the authors' fix lines are left out of the excerpt (they are in
fix_that_worked).

Sources and look-ups: 59 of the 60 allowed (14 ``search`` corpus=code, 8 ``find_string``, 17 ``read_file``,
11 ``find_files``, 5 ``find_repos``, 4 ``fetch`` that each answered 'No snapshot of that repository can be had here'
(Reederey87/glm53-flash-exl3-2x-dgx-spark, Mrzhiyao/glm53-a800-vllm, stozpark/glm53-flash-sm80-cu129,
Alexbob0/glm53-flash-vllm-upstream-sm121); one find_string probe for clone urls and two reads past the end of a
file were wasted). **Short of the 8-12 asked: 3 cases from 2 repositories** (vllm-project/aibrix, a manifest not
used before; stozpark/glm53-flash-sm80-cu129 x2, not in USED_REPOS.txt). The exact-wording ``find_string`` hits come
without a repository, and ``search`` corpus=code pinned almost none of them: it names a repository only for the top
few openings, which were nearly always unrelated launch scripts. What worked: a repository named inside the hit (the
AIBrix sample, then its path read directly), and, via ``find_repos``, the large unused family of GLM-5.3-Flash
deployment repositories (about 100 'glm53' repositories, none in USED_REPOS.txt), whose files were then listed and
read; but most of their docs describe tuning, not quoted startup failures.

Hits given up (for the lead, not cases; each could not be pinned to a repository within the budget):
- scalejade/mlops docs/reports/2026-08-16-runpod-deployment-trials.md (RunPod vLLM 0.27.1: max_model_len 0, DP rank out
  of bounds, 'No common block size', KV 52.66 vs 23.37 GiB at 131072 fixed by MAX_NUM_BATCHED_TOKENS=8192, Gemma 4
  AmbiguousGlobalPerLayerAttributeError): pinned, but already in USED_SOURCES.txt.
- a 1Cat-vLLM (V100 fork) guide: 2x V100-PCIE-32GB, Qwen3.8-27B FP16 at gpu-memory-utilization 0.95 '1.15 GiB KV cache
  is needed ... (0.12 GiB)' even at 32k -> the FP8 checkpoint; an /opt/llm-serv systemd layout, repository not found.
- a 'Memory Budget' note (spec-decode head on a ~216 GiB/GPU MoE: max seq len 300000, 13.53 vs 3.74 GiB, estimated
  82944; util 0.92 -> 0.97 fixed it); an Intel B70/XPU MiniMax M2.7 AutoRound n-gram note ('Available KV cache
  memory: -0.3 GiB' + 'No available memory for the cache blocks'; fix: 2 speculative tokens and util 0.95).
- intellistream/SAGE: a Chinese dev-note (2025-12-04, 'GPU 自动选择') quoting V0 '(131072) ... (42192)' and 'Free memory
  on device (21.96/79.25 GiB) ... (0.7, 55.48 GiB)' with GPU 0 taken by another process; the repository was found from
  a source path the note names, the note's own path was not (the dev-notes listing is truncated).
- a SEA-LION-8B README (8 GB laptop GPU, 'No available memory for the cache blocks', fixed in docker-compose.vllm.yml by
  --quantization bitsandbytes --load-format bitsandbytes): 184 repositories hold that compose path.
- an OpenShift AI serving-runtime guide ('--max_model_len=4096' against '(131072) ... (28560)'), a MacBook Air
  Qwen3-1.7B CPU note ('(40960), (4.38 GiB ... (4.00 GiB) ... 37440' -> max-model-len 20000), a TRL OpenEnv sudoku
  colocate note (4.38 vs 0.85 GiB -> max_memory for the trainer), a SageMaker LMI attempt log ('(131072) ... (45200)'),
  a Phi-4-mini script comment ('(131072) ... (83552)' -> --max-model-len 16384), a Chinese verl note on 3 GPUs
  ('Total number of attention heads (32) must be divisible by tensor parallel size (3)'), an Indonesian/Chinese
  MinerU note on an RTX 2080 Ti ((16384), 0.19 vs 0.18 GiB -> a higher gpu_memory_utilization default).
- Reederey87/glm53-flash-exl3-2x-dgx-spark docs/05-troubleshooting.md: custom-kernel failures ('Check failed:
  num_tokens > 64 (4 vs. 64)', 'pe_dim must be 64') on its own patched image, not vLLM startup messages; not taken.

Judgement calls for the lead (each case's ``note`` says more):
1. The AIBrix case's error is retold in a YAML comment on the line that carries the fix (--max-model-len 12288), so
   the excerpt cannot exclude the fix value; the quote has no KV-token count, so numbers hold only max_seq_len.
2. The two A800 cases come from one Chinese deployment record (two different launches: the official image's first
   start, and deployment v2 of the patched image); the file is kept under backup/a800-reference/ in stozpark's SM80
   port repository and is cited there. The second one's labels follow rounds 49/65 (DeepGEMM 'Unsupported
   architecture' on SM80 -> quantization_unsupported_gpu), though the kernel is the sparse-attention indexer's.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round208-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------ AIBrix quickstart manifest: V0 KV check at the model's 131072 default
case("github-aibrix-quickstart-k8s-deepseek-r1-distill-llama-8b-v071-kv-cache-v0",
     "https://github.com/vllm-project/aibrix/blob/16bf1ba0715c2500ad18834206010703f467e9d2/samples/quickstart/model.yaml",
     "        - command:\n"
     "            - python3\n"
     "            - -m\n"
     "            - vllm.entrypoints.openai.api_server\n"
     "            - --host\n"
     "            - \"0.0.0.0\"\n"
     "            - --port\n"
     "            - \"8000\"\n"
     "            - --uvicorn-log-level\n"
     "            - warning\n"
     "            - --model\n"
     "            - deepseek-ai/DeepSeek-R1-Distill-Llama-8B\n"
     "            - --served-model-name\n"
     "            # Note: The `--served-model-name` argument value must also match the Service name and the Deployment "
     "label `model.aibrix.ai/name`\n"
     "            - deepseek-r1-distill-llama-8b\n"
     "            - --max-model-len\n"
     "            - \"12288\" # 24k length, this is to avoid \"The model's max seq len (131072) is larger than the maximum "
     "number of tokens that can be stored in KV cache\" issue.\n"
     "          image: vllm/vllm-openai:v0.7.1",
     "kv_cache_too_small_v0", {"max_seq_len": 131072}, "kv_too_small",
     "AIBrix's quickstart Deployment serves deepseek-ai/DeepSeek-R1-Distill-Llama-8B from vllm/vllm-openai:v0.7.1 on one "
     "GPU (nvidia.com/gpu: 1). Without --max-model-len the model's config gives 131072 tokens of context, and on the "
     "single card the KV cache left after the 8B bf16 weights holds far fewer tokens, so the V0 engine's startup check "
     "refused to start the server.",
     "the manifest sets --max-model-len 12288 (the comment calls it '24k length'); with that the quickstart server starts",
     release="0.7.1 (vllm/vllm-openai:v0.7.1 image)", gpu=None, gpus=1,
     command="python3 -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --port 8000 --uvicorn-log-level warning "
             "--model deepseek-ai/DeepSeek-R1-Distill-Llama-8B --served-model-name deepseek-r1-distill-llama-8b "
             "(the manifest's command without the --max-model-len pair)",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="Judgement calls: the error is retold in a YAML comment on the very line that fixes it, so the excerpt has to "
          "carry the '--max-model-len \"12288\"' line (the comment cannot be cut from it); the fix value is therefore "
          "visible in the excerpt. The quote has only the first half of vLLM's V0 message (no KV-token count), hence "
          "only max_seq_len in numbers. The GPU model is not named in the manifest (gpu None; the pod asks for one "
          "GPU, hence gpus=1 and TP above 1 wrong). The comment's '24k length' does not match 12288 - as committed. "
          "The Deployment's labels/metadata above the container spec and the probes/Service below are left out. The "
          "aibrix repository is in USED_REPOS.txt (two issues and a third-party note), but this manifest's url is not")

# ------------------------------------ GLM-5.3-Flash official image on 8x A800: no sparse-MLA attention backend for SM80
URL_A800 = ("https://github.com/stozpark/glm53-flash-sm80-cu129/blob/62921a2d9e416b4e4fb15853bbf00a92c5e9b8b8/backup/"
            "a800-reference/DEPLOY_NOTES_A800.md")
case("github-stozpark-a800-glm53-flash-official-image-no-sparse-mla-backend-sm80",
     URL_A800,
     "官方镜像 `vllm/vllm-openai:glm53-flash`（vLLM dev20051, FlashInfer 0.6.17,\n"
     "torch 2.13.0+cu130）在 A800 上**首启即失败**，报错：\n"
     "\n"
     "```\n"
     "ValueError: No valid attention backend found for cuda with\n"
     "AttentionSelectorConfig(head_size=512, ..., use_mla=True, use_sparse=True, ...)\n"
     "Reasons: {FLASH_ATTN_MLA: [sparse not supported, compute capability not supported...],\n"
     " FLASHMLA: [FlashMLA Sparse is only supported on Hopper and Blackwell DC devices.],\n"
     " FLASHINFER_MLA: [requires qk_nope_head_dim in [64,128,192], but got 256],\n"
     " TRITON_MLA: [sparse not supported],\n"
     " FLASHINFER_MLA_SPARSE_SM90: [requires ... SM90 ...], ...}\n"
     "```",
     "no_attention_backend", {"head_size": 512}, "attention_backend_gpu",
     "GLM-5.3-Flash (NoPE sparse MLA with a DSA-style indexer, head_size 512) from the official "
     "vllm/vllm-openai:glm53-flash image on eight A800 80GB (SM80): every sparse-MLA attention backend that image ships "
     "is Hopper/Blackwell-only, so the attention selector found none for compute capability 8.0 and the engine failed "
     "on its first start, before weights were loaded. The FP8 weights themselves were fine (Marlin FP8 path selected).",
     "a patched image (vllm/vllm-openai:glm53-flash-sm80, Dockerfile.glm53-sm80) overlaying a port of the Triton "
     "sparse-MLA backend of vLLM PR #47629 (TRITON_MLA_SPARSE, head sizes [512,576], registered in platforms/cuda.py), "
     "launched with -e VLLM_ATTENTION_BACKEND=TRITON_MLA_SPARSE, --attention-config '{\"sparse_mla_force_mqa\": true}', "
     "--moe-backend marlin and VLLM_TEST_FORCE_FP8_MARLIN=1, KV dtype left at BF16; after further patches (see the "
     "DeepGEMM case of this round) deployment v7 served at GMU 0.90, TP8, max_model_len 1,048,576",
     release="dev20051 (the vllm/vllm-openai:glm53-flash image; FlashInfer 0.6.17, torch 2.13.0+cu130)",
     gpu="NVIDIA A800 80GB (SM80)", gpus=8,
     command="the official GLM-5.3-Flash recipe (TP8 / EP / MTP5 / glm47 / glm45 parsers / 8192 batched tokens) on the "
             "official image, per the note's section 4; the exact command line is not in the note",
     forbidden=NON_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="The note's section-1 opening (the image line and the error block, which the author already shortened "
          "with '...') as committed; the Chinese diagnosis after it (定性: ...) is left out. Judgement calls: the "
          "file is a Chinese deployment record kept under backup/a800-reference/ in stozpark's SM80 port repository "
          "(it names its own deploy script deploy_glm53_flash_a800.sh and test_api.sh, both committed beside it); "
          "it is cited where it is committed. --kv-cache-dtype is wrong (the author notes FP8 KV needs SM90+), and no "
          "memory, TP or eager setting changes which attention backends exist for SM80")

# ------------------------ same A800 port, deployment v2: DeepGEMM paged-MQA-logits metadata asserts on SM80 at profiling
case("github-stozpark-a800-glm53-flash-v2-deepgemm-paged-mqa-logits-unsupported-arch",
     URL_A800,
     "### 5.3 坑 3：deep_gemm paged MQA logits 硬拒 SM80（v2 实测 13:57）\n"
     "\n"
     "- 现象：62/62 权重加载完成后、`profile_cudagraph_memory` 阶段崩溃：\n"
     "  `AssertionError (/workspace/.deps/deepgemm-src/csrc/apis/attention.hpp:270):\n"
     "  Unsupported architecture`，抛自 `get_paged_mqa_logits_metadata`。",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "Deployment v2 of the same 8x A800 port (image e857b9ae7c4d, with the Triton sparse-MLA backend already in): "
     "vLLM's has_deep_gemm() is only an import probe, and the vendored deep_gemm imports fine on SM80, so the "
     "sparse-attention indexer's gate (is_cuda() and has_deep_gemm()) sent the paged MQA-logits metadata to DeepGEMM; "
     "DeepGEMM's kernels have no SM80 build, and its assertion fired during CUDA-graph memory profiling, after all 62 "
     "weight shards had loaded.",
     "a code fix in the overlay: the indexer.py metadata gate tightened to the architecture-aware "
     "is_deep_gemm_supported() (VLLM_USE_DEEP_GEMM and has_deep_gemm() and platform.support_deep_gemm(), False on SM80, "
     "so the Triton path is taken), and sparse_attn_indexer(_kpool).py given SM80 branches calling the donor Triton "
     "kernels fp8_mqa_logits_triton / fp8_paged_mqa_logits_triton; later deployments (v7) served",
     release="dev20051 (patched vllm/vllm-openai:glm53-flash-sm80 image)", gpu="NVIDIA A800 80GB (SM80)", gpus=8,
     forbidden=NON_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="The section heading and its 现象 (symptom) bullet as committed, the assertion retold by the author across "
          "two lines; the 根因/修复 bullets after it are left out (the fix). A different launch from this round's "
          "first A800 case (deployment v2, a later image, a different failure at a later phase). Judgement call on "
          "the labels: earlier rounds (49, 65) filed DeepGEMM's 'Unsupported architecture' on SM80 under "
          "quantization_unsupported_gpu; here the kernel is the sparse-attention indexer's paged MQA logits (FP8), "
          "so attention_backend_gpu is the arguable alternative for the cause. The fix is a code patch, not a flag: "
          "no vLLM setting named in the note avoids it (the author's gate reads VLLM_USE_DEEP_GEMM, so "
          "VLLM_USE_DEEP_GEMM=0 might have been a workaround, but the note does not say it was tried)")

if __name__ == "__main__":
    BATCH.write()
