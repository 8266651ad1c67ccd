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

LOOKUPS_PLACEHOLDER
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
