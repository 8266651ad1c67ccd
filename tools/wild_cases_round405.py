"""Round-405 blind batch: vLLM start-up failures tied to SPECULATIVE DECODING (draft models, EAGLE, MTP, DFlash, DSpark),
MULTIMODAL models, LoRA, CPU weight offload / KV OFFLOADING and HYBRID (Mamba / GDN) models failing with memory or
block errors; collected by helper wild405 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round405-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 40 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 7 cases: vllm
#6067 (LoRA), #41559 (DFlash + quantized KV), #54552 (MTP depth x QSA ring on a hybrid), #58203 (multimodal + MTP),
#26206 (hybrid + --cpu-offload-gb), vllm-ascend #13213 (DSpark SWA draft on an MLA target), syv-ai/qwen38-27b-rtx3090
#95 (KV offloading x expandable_segments). The slice is heavily mined: most hits (the Mamba-cache-blocks threads, the
LoRA-rank threads, the Llama-3.2-Vision OOMs) were already in USED_SOURCES.txt or earlier skip lists, so several cases
come from 2026 threads on new features (DFlash, DSpark, QSA, OffloadingConnector). Sources were checked against
USED_SOURCES.txt, the fixtures' source_url and tests/golden/wild/BLIND.md.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #49064, #38632, #36734, #24967, #14992, #11126, #20375, #36388, #42911, #25647,
  #43626, #2248, #15598, #1949, #3044, #11431, #2977, #2847, #8879, #10034, #9630, #9445, #16551, #25834;
  vllm-project/recipes #551; NVIDIA-NeMo/RL #2620; NVIDIA-AI-Blueprints/retail-shopping-assistant #95; rwlove/home-ops
  #13226; gpustack #5438; RBLN-SW/vllm-rbln #527; tenstorrent/tt-xla #5932; decoderesearch/interp-engine #2; kaito
  #2008; ovg-project/kvcached #215; ms-swift #4221; unsloth #2097; LlamaFactory #9512; vllm-omni #1397; QwenLM/
  Qwen2.5-Omni #302; yhfgyyf/vllm-deepseek-v4-sm89 #41.
- Named in earlier rounds' skip lists (not re-opened): vllm #26328, #54526, #15802, #34040, #9995, #57941, #33364,
  #16883, #30012, #10969, #4872, #52306, #15877, #11986, #52656, #7992, #17636, #20745, #36697, #12323, #5540, #12106,
  #41899, #32599, #9280 (but see judgement call 4 for #26206).
- Error line not in the stored chunk: vllm #46480 (DFlash drafter + hybrid Qwen3.5-35B-A3B on one H20, 0.20.1; the
  traceback is cut before the AssertionError in unify_kv_cache_spec_page_size and no answer was reached in 3 look-ups;
  z-lab/dflash #139 is the same author's twin post); vllm #11748 (cpu_offload_gb + enable_lora, the ValueError is cut;
  fixed by PR #11810's check); vllm #8757 / #14096 (--cpu-offload-gb with a GGUF model, traceback cut; maintainer:
  'known issue'); LMCache #3430 (Qwen3-8B CPU-offload quickstart OOM on a 24 GB A5000, error line not in the chunk);
  vllm-ascend #6791 (Qwen3.6-27B w8a8 + OffloadingConnector + MTP on 910B4, only the 'Hybrid KV cache manager is
  disabled' warning reached); vllm-ascend #14575 (Kimi-K3 W4A8-C8 + DSpark page-size unification, chunk stops in the
  command); vllm-ascend #14314 (Kimi-K3 + DSpark KV padding blocks 1M context, only the analysis table reached);
  vllm-ascend #9346 (DeepSeek-V4 KV multi-level storage, traceback start only); eugr/spark-vllm-docker #386
  (Qwen3.8-27B-NVFP4 + MTP dies in multimodal profiling, error only named 'an AttributeError'; same bug as #58203,
  cited there as a second report).
- Not a start-up failure: vllm #20284 (ngram + LoRA crash on concurrent requests), #55503 (OffloadingConnector tiers +
  MTP crash mid-run), #15039 (LoRA OOM on an 8k-token request), vllm-ascend #9261 (offload usage question).
- Not a user report / not stock vLLM / symptom without log: vllm PR #42451 (developer's own NixlConnector + DSv4 hybrid
  KV PR), PR #53896 comment by zzw09773 (the same QSA assert as #54552 on 8x MI325X, taken once under #54552),
  tenstorrent/vllm #469 and vllm-project/tpu-inference #2660 (plugin forks forcing disable_chunked_mm_input), vllm
  #51396 / #56283 and defilantech/LLMKube #1320 (--cpu-offload-gb silently a no-op; the visible failure is an OOM whose
  log was not reached), vllm-ascend #12262 (a reproduction request inside a PR; its issue #13213 is the case).

Judgement calls for the lead:
1. vllm #41559: the error is in a later comment (myia-ai-01) that heads itself 'Draft comment ... awaiting user OK'
   (an assisted post, but a real log from 2x RTX 4090). kind vllm_check_failed (an internal page-size check), cause
   kv_cache_dtype_unsupported because the thread's diagnosis is that DFlash cannot run with a quantized KV cache; the
   lead may prefer vllm_check_failed for both, as vllm-43626 was labelled.
2. vllm #54552: the stored text shows the failing assert with its message template, not a runtime log; the filled-in
   message ('QSA ring capacity 12 must divide the attention block size 848') is only in the fix PR #54912, left out.
3. vllm #58203: the error string is only in the issue title; kind and cause profiling_assertion (a crash inside the
   start-up profile run) for want of a 'feature combination unsupported' label.
4. vllm #26206: earlier rounds named it for having no answer in the thread; the fix recorded here is the linked vLLM PR
   #36461 (found by its own search hit) that removed the guard. kind/cause cpu_offload_unsupported (existing label).
5. vllm-ascend #13213: kind/cause vllm_check_failed (NotImplementedError from unify_kv_cache_spec_page_size), following
   vllm-43626; the reporter's confirmed fix is a different draft checkpoint, so no flag fixes it.
6. syv-ai/qwen38-27b-rtx3090 #95: the excerpt is the maintainer's reproduction of the reporter's failure through the
   repo's launcher (stock vLLM 0.28.0); kind/cause allocator_config_incompatible.
7. vllm #6067: a 2024 'new model' request with the error quoted; no fix in the stored text (recorded as such).
8. None of the seven prints a figure under a LABELS.txt key that the failure turns on, so numbers is {} throughout
   (#41559's page sizes 1136064 / 3408192 have no key).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round405-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #6067: Qwen2-57B-A14B (Qwen2MoeForCausalLM) + --enable-lora -> does not support LoRA
case("vllm-6067-qwen2-57b-a14b-moe-enable-lora-does-not-support-lora",
     "https://github.com/vllm-project/vllm/issues/6067",
     "Lora support for Qwen/Qwen2-57B-A14B (Qwen2MoeForCausalLM)\n"
     "\n"
     "When running vllm with a lora module for the Qwen2 MoE model the server fails with the following error message:\n"
     "`ValueError: Model Qwen2MoeForCausalLM does not support LoRA, but LoRA is enabled. Support for this model may be "
     "added in the future. If this is important to you, please open an issue on github.`",
     "lora_unsupported", {}, "lora_unsupported",
     "Serving Qwen/Qwen2-57B-A14B (architecture Qwen2MoeForCausalLM) with a LoRA module on a vLLM release of mid-2024: "
     "that release's Qwen2-MoE implementation did not declare LoRA support, so the engine refused LoRA at start-up. A "
     "model/feature gap in vLLM, not memory, rank or parallelism.",
     "not in the stored text (a 'new model' request, closed as stale). From the message: serve the model without "
     "--enable-lora after merging the adapter into the base weights (e.g. PEFT merge_and_unload), or move to a later "
     "vLLM release whose supported-models table lists LoRA for Qwen2MoeForCausalLM",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--max-loras"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue body (the 'model to consider' line and the sentence with the error) as the stored chunk "
          "shows it; the template headings ('The closest model vllm already supports', 'What's your difficulty') and "
          "the 'Qwen/Qwen2-72B' line between them are dropped. No launch command or log was pasted; the error line is "
          "the reporter's quote.")

# ---------------------------------------- vllm #41559 (comment): DFlash drafter + TurboQuant k8v4 KV on 2x RTX 4090 -> page size mismatch
case("vllm-41559-dflash-turboquant-k8v4-2x4090-page-size-mismatch-after-block-size-adjust",
     "https://github.com/vllm-project/vllm/issues/41559",
     "Additional datapoint from **Ada SM89** (dual RTX 4090, 24 GB each) confirming the same root cause is reachable on "
     "a third combo: **TurboQuant `k8v4` KV (target) + FLASH_ATTN drafter via `--speculative-config.attention_backend`** "
     "(i.e. through the [#39930](https://github.com/vllm-project/vllm/pull/39930) path you just landed). The crash "
     "surfaces as a slightly different error string than the original report:\n"
     "\n"
     "```\n"
     "RuntimeError: Worker failed with error\n"
     "'Page size mismatch after block_size adjust: 1136064 != 3408192'\n"
     "```\n"
     "\n"
     "### Config that triggered it\n"
     "\n"
     "- **vLLM nightly**: `0.20.2rc1.dev9+g01d4d1ad3`",
     "vllm_check_failed", {}, "kv_cache_dtype_unsupported",
     "DFlash speculative decoding needs non-causal attention in its drafter, and (per the issue) no attention backend of "
     "v0.20.x composes non-causal attention with a quantized KV cache, so DFlash is locked to a bf16 KV cache. Here the "
     "target's KV cache was TurboQuant k8v4 while the DFlash drafter ran FLASH_ATTN with bf16 KV; the two layer groups' "
     "KV pages (1,136,064 vs 3,408,192 bytes, exactly 1:3) could not be unified, so the worker failed at KV-cache set-up. "
     "A KV-cache dtype / spec-decode incompatibility, not a shortage of memory.",
     "issue closed; the thread's position (the report and the linked PRs #42102 / #42692) is that DFlash only works with "
     "an unquantized (bf16/auto) KV cache on these releases: drop the quantized --kv-cache-dtype (TurboQuant / fp8) when "
     "using the DFlash drafter, or serve without DFlash; quantized-target + bf16-drafter KV groups came later (PR #42102 "
     "was closed, #42692 merged for fp8 only)",
     release="vLLM nightly 0.20.2rc1.dev9+g01d4d1ad3", gpu="2x NVIDIA RTX 4090 (24 GB each)", gpus=2, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--max-num-seqs"}],
     note="Excerpt: a later comment on the issue (by myia-ai-01, 2026-05-17, headed as a draft comment), the datapoint "
          "paragraph, the error block and the first config line as the stored chunk shows them; the comment's own "
          "speculation about the 3x ratio is dropped. The original report (seantechco) has a compatibility table but no "
          "pasted error line in the stored chunk, so this comment's log is the case. Launch command not in the chunk. "
          "The two page sizes are printed, but no LABELS.txt key fits them, so numbers is {}.")

# ---------------------------------------- vllm-ascend #13213: GLM-5.2 W8A8 + DSpark (SWA draft) on 4x A2 -> page size not divisible, cannot be padded
case("vllm-ascend-13213-glm52-w8a8-dspark-swa-draft-a2-page-size-not-divisible-cannot-be-padded",
     "https://github.com/vllm-project/vllm-ascend/issues/13213",
     "- Hardware: 4 × Atlas 800I A2 nodes, each with 8 × Ascend 910B1\n"
     "- Container: `quay.io/ascend/vllm-ascend:nightly-main`\n"
     "- Target model: `Eco-Tech/GLM-5.2-w8a8`-compatible W8A8 checkpoint\n"
     "- Draft model: `RedHatAI/GLM-5.2-speculator.dspark`\n"
     "- Parallelism: `DP4 / local DP1 / TP8 / EP`\n"
     "- Speculative decoding: `method=dspark`, `num_speculative_tokens=7`, draft eager mode\n"
     "- KV block size: 128\n"
     "- Target quantization: `ascend`\n"
     "...\n"
     "GLM-5.2 W8A8 + DSpark can load both the target and draft checkpoints and compile the DSpark head, but EngineCore "
     "fails while merging target and draft KV-cache specs:\n"
     "\n"
     "```text\n"
     "Available KV cache memory: 25.30 GiB\n"
     "\n"
     "NotImplementedError: Layer model.layers.0.self_attn.attn: page size is not divisible\n"
     "by the maximum page size and cannot be padded. Padding is only supported for\n"
     "attention layers whose backend indexes KV pages by the block stride\n"
     "(indexes_kv_by_block_stride is True).\n"
     "```\n"
     "\n"
     "Stack:\n"
     "\n"
     "```text\n"
     "EngineCore._initialize_kv_caches\n"
     "  -> get_kv_cache_configs\n"
     "  -> get_kv_cache_groups\n"
     "  -> unify_kv_cache_spec_page_size\n"
     "  -> NotImplementedError\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "GLM-5.2 (a sparse-MLA target) served with DSpark speculative decoding using the RedHatAI/GLM-5.2-speculator.dspark "
     "draft, whose 3 layers use GQA sliding-window attention (window 2048). The mixed 'MLA target + GQA sliding-window "
     "draft' KV layout cannot be merged into one page size: the draft layer's page does not divide the MLA page and its "
     "backend cannot pad pages, so vLLM's KV-cache planning raised NotImplementedError after the weights loaded. A "
     "KV-layout combination the release did not support, not a memory shortage (25.30 GiB of KV memory was available).",
     "confirmed by the reporter (yanceng305-collab, 'Resolution / closing update', 2026-07-31): switching the draft to "
     "RedHatAI/GLM-5.2-speculator.dspark-preview (5 full-attention draft layers, no sliding window) started cleanly on "
     "the same 4-node A2 topology (DP4/TP8/EP, num_speculative_tokens=7, nightly-main) and served requests; support for "
     "the sliding-window draft came with the KV-planning fix for sparse-MLA target + SWA draft (vllm PR #48776, "
     "backported to vllm-ascend v0.26 in PR #14176)",
     release="vllm-ascend nightly-main (quay.io/ascend/vllm-ascend:nightly-main, July 2026)",
     gpu="Ascend 910B1 NPUs (4 x Atlas 800I A2 nodes, 8 each)", gpus=32, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"},
                       {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the environment list, the 'What happened' sentence, the error block and the stack summary of the "
          "issue description as the stored chunks show them; the reproduction section after them is dropped, and the "
          "answer (the closing comment) is left out. The error text is wrapped over four lines as the reporter pasted "
          "it. 'Available KV cache memory: 25.30 GiB' is printed but is not what failed, so numbers is {}.")

# ---------------------------------------- vllm #54552: Qwen3.8-Flash-Next (Qwen4Exp) MTP num_speculative_tokens 5..8 -> QSA ring capacity assert at start-up
case("vllm-54552-qwen38-flash-next-gb10-mtp-5-to-8-qsa-ring-capacity-must-divide-block-size",
     "https://github.com/vllm-project/vllm/issues/54552",
     "vLLM      : 0.1.dev20073+g8e685d198   (#53896 + #53899 preview build)\n"
     "torch     : 2.13.0+cu130 (CUDA 13.0)\n"
     "GPU       : NVIDIA GB10 (DGX Spark), capability (12, 1), 128 GB unified, aarch64\n"
     "flashinfer: 0.6.17\n"
     "model     : Qwen3.8-Flash-Next, NVFP4 body + FP8 dense/lm_head\n"
     "...\n"
     "The QSA ring asserts a divisibility requirement that is **one-sided**, making\n"
     "`num_speculative_tokens = 5..8` unreachable on every GPU and every block size.\n"
     "\n"
     "```python\n"
     "span     = self.compress_ratio + vllm_config.num_speculative_tokens\n"
     "capacity = self.compress_ratio * cdiv(span, self.compress_ratio)\n"
     "assert self.cache_config.block_size % capacity == 0, (\n"
     "    f\"QSA ring capacity {capacity} must divide the attention block size ...\")\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Qwen3.8-Flash-Next (Qwen4Exp architecture, QSA sparse attention with compress_ratio 4) served with MTP speculative "
     "decoding at num_speculative_tokens 5..8: the QSA raw-key ring then needs 12 rows, and vLLM asserts that the ring "
     "capacity divides the attention block size; no power-of-two block size nor the hybrid LCM sizes (848 / 1616) has "
     "the factor 3, so the engine dies at KV-cache spec construction on any GPU. A bug in a vLLM check (the ring only "
     "has to be at least 'span' rows), not memory or hardware.",
     "no merged fix in the stored text: the reporter's PR #54912 ('Widen the QSA raw-key ring instead of asserting "
     "divisibility', open) picks the smallest whole-group ring >= span that divides the block size. Until then, from the "
     "arithmetic in the issue: keep num_speculative_tokens at 4 or below (ring 8, which divides the block size), as the "
     "shipped configuration does",
     release="vLLM 0.1.dev20073+g8e685d198 (#53896 + #53899 preview build)",
     gpu="NVIDIA GB10 (DGX Spark, 128 GB unified memory)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--enforce-eager"}],
     note="Judgement call: the stored text shows the failing assert and its message template ('QSA ring capacity "
          "{capacity} must divide the attention block size ...') but no pasted runtime log; the filled-in message "
          "('QSA ring capacity 12 must divide the attention block size 848') appears only in the fix PR #54912, which is "
          "left out as the answer. Excerpt: the environment block and the first lines of 'Describe the bug' as the "
          "stored chunk shows them; the table of block sizes after them is dropped. A second report of the same assert "
          "(zzw09773 on 8x MI325X, comment in PR #53896, block_size 16) was not taken separately.")

# ---------------------------------------- vllm #58203: Qwen3.8-27B-FP8 images + qwen3_5_mtp on B200 MIG -> profile_run 'NoneType' object has no attribute 'size'
case("vllm-58203-qwen38-27b-fp8-b200-mig-images-plus-mtp-profile-run-nonetype-size",
     "https://github.com/vllm-project/vllm/issues/58203",
     "[Bug]: Qwen3.5/3.8 multimodal + native MTP crashes in profile_run — 'NoneType' object has no attribute 'size'\n"
     "\n"
     "vLLM:         0.30.0\n"
     "PyTorch:      2.13.0+cu130\n"
     "transformers: 5.17.0\n"
     "GPU:          NVIDIA B200, MIG 7g.180gb (182632 MiB), compute capability (10, 0)\n"
     "Driver:       580.95.05, CUDA 13.0\n"
     "OS:           Ubuntu 24.04, Python 3.12.3\n"
     "TP/PP:        1 / 1\n"
     "Model:        Qwen/Qwen3.8-27B-FP8\n"
     "\n"
     "Enabling multimodal inputs **and** native MTP speculative decoding together kills the\n"
     "engine during startup memory profiling.\n"
     "\n"
     "**Fails:**\n"
     "\n"
     "```bash\n"
     "vllm serve Qwen/Qwen3.8-27B-FP8 \\\n"
     "  --max-model-len 262144 --gpu-memory-utilization 0.5 --kv-cache-dtype fp8 \\\n"
     "  --max-num-seqs 8 --max-num-batched-tokens 8192 \\\n"
     "  --limit-mm-per-prompt '{\"image\":2,\"video\":0}' \\\n"
     "  --speculative-config '{\"method\":\"qwen3_5_mtp\",\"num_speculative_tokens\":2}'\n"
     "```",
     "profiling_assertion", {}, "profiling_assertion",
     "Qwen3.8-27B-FP8 is a hybrid (48 GDN + 16 full-attention layers) with a vision tower and a shipped MTP head. With "
     "images allowed (--limit-mm-per-prompt image=2) AND native MTP speculative decoding (qwen3_5_mtp) both on, vLLM "
     "0.30.0's start-up memory profiling run hits a None tensor in the multimodal + MTP dummy path and the engine dies "
     "with AttributeError ''NoneType' object has no attribute 'size''. Either feature alone starts and serves. A vLLM "
     "bug in that feature combination, not memory (the run was at --gpu-memory-utilization 0.5 on a 180 GB MIG slice).",
     "no maintainer fix in the stored text (open). The reporter's own working configurations: turn images off while "
     "keeping MTP (--limit-mm-per-prompt '{\"image\":0,\"video\":0}' with the same --speculative-config), or keep "
     "images and drop the MTP --speculative-config; the same workaround (image:0) is reported for Qwen3.8-27B-NVFP4 + MTP "
     "on a DGX Spark in eugr/spark-vllm-docker #386",
     release="0.30.0", gpu="NVIDIA B200 (MIG 7g.180gb slice, 182632 MiB)", gpus=1,
     command="vllm serve Qwen/Qwen3.8-27B-FP8 --max-model-len 262144 --gpu-memory-utilization 0.5 --kv-cache-dtype fp8 "
             "--max-num-seqs 8 --max-num-batched-tokens 8192 --limit-mm-per-prompt '{\"image\":2,\"video\":0}' "
             "--speculative-config '{\"method\":\"qwen3_5_mtp\",\"num_speculative_tokens\":2}'",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the issue title (the only place the stored text gives the error string), the environment block "
          "and the 'Fails' command of the description, as the stored chunk shows them; dropped in between: the "
          "'Your current environment' / 'Describe the bug' headings, the sentence 'Either feature alone works fine; only "
          "the combination fails.' and the sentence on the model's layer mix; the reporter's two 'Works' "
          "variants (images without MTP, MTP with image:0) are the workaround and are left out. Judgement call: no "
          "traceback is in the stored chunk, so the error line is the title's. kind/cause profiling_assertion (a crash "
          "inside the start-up profile run) for want of a closer label; the lead may prefer a combination-unsupported "
          "cause. eugr/spark-vllm-docker #386 (same bug, other reporter, error only named 'an AttributeError') was not "
          "taken separately.")

# ---------------------------------------- syv-ai/qwen38-27b-rtx3090 #95: --kv-offloading-size on a launcher that sets expandable_segments -> ValidationError
case("syv-ai-qwen38-27b-rtx3090-95-kv-offloading-size-expandable-segments-offloadingconnector-validationerror",
     "https://github.com/syv-ai/qwen38-27b-rtx3090/issues/95",
     "The launcher defect is live on main, exactly as you reported:\n"
     "\n"
     "```\n"
     "CTX=long SPEC=mtp PREFIX_CACHE=1 MAX_LEN=40000 \\\n"
     "  EXTRA_ARGS=\"--kv-offloading-size 12 --kv-cache-memory=2000000000\" bash ./single-user/start_qwen.sh\n"
     "-> exit 1, ValidationError: KV connector OffloadingConnector is incompatible with\n"
     "   PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True unless enable_cumem_allocator is also enabled\n"
     "```\n"
     "\n"
     "Dies at `create_engine_config`, no `Creating v1 connector` line anywhere.",
     "allocator_config_incompatible", {}, "allocator_config_incompatible",
     "Qwen3.8-27B on one RTX 3090 with vLLM 0.28.0 via the repo's single-user launcher, adding CPU KV offloading "
     "(--kv-offloading-size 12, which makes vLLM use the OffloadingConnector). The launcher exports "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, and vLLM refuses that allocator setting together with the "
     "OffloadingConnector unless the cumem allocator is enabled, so config validation fails before the engine is "
     "built. An environment / allocator conflict, not a lack of GPU or host memory.",
     "confirmed by the maintainer (mhenrichsen, closing comment, 2026-09-15): the repo's PR #100 (merged as bbf3e41) "
     "makes the launchers default the allocator to expandable_segments:False when a KV offloading tier is requested "
     "(the engine then prints a notice, creates the OffloadingConnector, maps a 12.86 GB /dev/shm region and becomes "
     "healthy); by hand: unset PYTORCH_CUDA_ALLOC_CONF / set expandable_segments:False for an offloading launch",
     release="vLLM 0.28.0 (the repo's image)", gpu="NVIDIA RTX 3090 (24 GB)", gpus=1,
     command="CTX=long SPEC=mtp PREFIX_CACHE=1 MAX_LEN=40000 EXTRA_ARGS=\"--kv-offloading-size 12 "
             "--kv-cache-memory=2000000000\" bash ./single-user/start_qwen.sh",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-num-seqs"}],
     note="Excerpt: the maintainer's reproduction in the closing comment (the launch through the repo's launcher script, "
          "the ValidationError as he quotes it, with the '-> exit 1,' prefix, and the sentence after it); the next "
          "sentence, on the fixed branch booting, is the answer and is left out. The reporter's original log is in an "
          "earlier turn not reachable here; the maintainer says the defect reproduces 'exactly as you reported'. Not "
          "the vllm-project tracker: a recipe repo running stock vLLM 0.28.0.")

# ---------------------------------------- vllm #26206 (comment): Qwen3-Next-80B-A3B-FP8 TP2 --cpu-offload-gb 30 -> cannot re-initialize the input batch
case("vllm-26206-qwen3-next-80b-fp8-tp2-cpu-offload-gb-30-cannot-reinitialize-input-batch",
     "https://github.com/vllm-project/vllm/issues/26206",
     "With v. 0.11.0 and\n"
     "`vllm serve --gpu-memory-utilization 0.96 --tensor-parallel-size 2 --max_num_seqs 1 --max-model-len 40000 "
     "Qwen/Qwen3-Next-80B-A3B-Instruct-FP8 --cpu-offload-gb 30\n"
     "`\n"
     "I'm getting this error: \"RuntimeError: Worker failed with error 'Cannot re-initialize the input batch when CPU "
     "weight offloading is enabled. See https://github.com/vllm-project/vllm/pull/18298 for more details.', please check "
     "the stack trace above for the root cause\"",
     "cpu_offload_unsupported", {}, "cpu_offload_unsupported",
     "Qwen3-Next-80B-A3B is a hybrid (Gated DeltaNet + attention) model: vLLM resizes the attention block size to match "
     "the Mamba/GDN page size, so after the KV cache is sized the GPU model runner must rebuild its input batch with the "
     "new block sizes. vLLM 0.11.0 guarded that rebuild with an assertion that CPU weight offloading is off (a workaround "
     "for a UVA pinned-memory aliasing bug, PR #18298), so any hybrid model started with --cpu-offload-gb fails at "
     "start-up. The same error is reported in the thread for Qwen3.5-397B-A17B-FP8 on 4x A100 and Qwen3.5-35B-A3B. A "
     "feature incompatibility (hybrid block sizes x CPU weight offload), not a shortage of memory.",
     "none in the issue thread (open; later commenters ask for a solution). The guard was removed by vLLM PR #36461 "
     "('[Bugfix] Fix cpu-offload-gb assertion with non-default block sizes', opened 2026-03-09 and merged, closes #36279), with a "
     "reviewer (mgoin) warning that CPU offload on a hybrid Nemotron model still gave wrong output after it; PR #45528 "
     "moves InputBatch creation into initialize_kv_cache. For 0.11.0: serve without --cpu-offload-gb, i.e. fit the FP8 "
     "weights on more GPUs (higher --tensor-parallel-size) or a smaller checkpoint",
     release="0.11.0", gpu=None, gpus=None,
     command="vllm serve --gpu-memory-utilization 0.96 --tensor-parallel-size 2 --max_num_seqs 1 --max-model-len 40000 "
             "Qwen/Qwen3-Next-80B-A3B-Instruct-FP8 --cpu-offload-gb 30",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"},
                {"flag": "--gpu-memory-utilization", "at_most": 0.96}, {"flag": "--enforce-eager"}],
     note="Excerpt: a comment on the issue (adcape, 2025-10-06) quoting the launch and the error, as the stored chunk "
          "shows it (the line break before the closing backtick is the source's). The issue description (br00t4c, "
          "Qwen3-Next-80B-A3B-Thinking) is not in the stored chunk beyond its title. Judgement call: this thread was "
          "named in earlier rounds' skip lists for having no answer; the fix here comes from the linked vLLM PR #36461 "
          "(found by its own search hit), not from the thread. GPU model not stated; TP 2 means at least two GPUs.")

if __name__ == "__main__":
    BATCH.write()
