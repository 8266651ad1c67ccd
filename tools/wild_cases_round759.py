"""Round-759 blind batch: SPECULATIVE DECODING CONFIGS AT vLLM'S START-UP (--speculative-config / --speculative-model,
EAGLE / EAGLE3 / MTP / ngram / medusa drafts: the draft's vocab, its TP, its quantization, its max_model_len, its
attention backend, unsupported combinations); collected by helper wild759 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round759-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR / comment it links) only. Excerpts are the text as the search tool's issues corpus shows it; the fix is
left out of the excerpt.

Look-ups: 23 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). Every
source was checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists before it was
spent on, and claimed in CLAIMS.txt. 4 cases (3 from vllm-project/vllm, the per-repository cap; 1 from
Avarok-Cybersecurity/dgx-vllm):
- vllm PR #48883: stepfun-ai/Step-3.7-Flash-NVFP4 with method=mtp, 'RuntimeError: The size of tensor a (2048) must
  match the size of tensor b (4096)' in step3p5_mtp.load_weights -> vocab_parallel_embedding weight_loader: the MTP
  SharedHead's ParallelLMHead was built with no prefix, so ModelOpt's exclude_modules missed it and it was
  NVFP4-packed while the checkpoint keeps it BF16 (merged fix: thread the prefix).
- vllm #55496 (+ fix PR #55498): nvidia/Qwen3.8-Flash-Next-NVFP4 + MTP on two DGX Spark, TP=2: 'AttributeError:
  Layer mtp.layers.48.mlp.experts has no parameter 'w2_weight_scale_inv' for checkpoint weight ...': ModelOpt
  MIXED_PRECISION has no RoutedExperts dispatch for the MTP experts' FP8_BLOCK_SCALES, and the draft's absolute layer
  prefix (mtp.layers.48) misses the checkpoint's per-layer entry (mtp.layers.0).
- vllm PR #47635: FalconH1 / GraniteMoeHybrid / Zamba2 with any speculative method (ngram and suffix included):
  bare 'assert self.page_size_padded >= page_size' in kv_cache_interface.page_size_bytes during
  unify_kv_cache_spec_page_size: the three models' get_mamba_state_shape_from_config omit num_spec, so the padded
  Mamba page is planned without the speculative conv-state headroom.
- Avarok-Cybersecurity/dgx-vllm #6: nvidia/Qwen3-Next-80B-A3B-Instruct-NVFP4 on one DGX Spark (vLLM
  0.16.0rc2.dev236), method=mtp: bare AssertionError in parameter.load_column_parallel_weight under
  qwen3_next_mtp.load_weights: the MTP drafter is built with the target's modelopt_fp4 config while the checkpoint's
  MTP weights are not NVFP4 (cause read from vllm #35031's comment on the same checkpoint).

How mined the slice is: very. Almost every speculative-decoding start-up thread the search returns is already a
fixture or skip-listed (draft vocab, draft TP, EAGLE3 target support, draft-model method in V1, ngram on V1, MTP under
PP, speculators-format heads, medusa, MLPSpeculator n_predict, draft max_model_len). What is left is mostly the
MTP-drafter-under-a-quantized-checkpoint family (2026), where rounds 731 / 735 / 736 / 740 / 753 took the GPTQ / AWQ /
compressed-tensors threads; the ModelOpt NVFP4 / mixed-precision ones here were unclaimed. The stored chunks rarely
reach an answer, so three of the four causes come from a fix PR.

Sources given up (for the lead, not cases):
- Already used or skip-listed (seen in results, not re-opened): vllm #10483, #5203, #10913, #25134, #33329, #55323 /
  PR #55444, #31883, #28384, #13759, #6768, #8620, #11126, #26328, #54526, #41456, #5893, #52069, #18906, #19174,
  #16883, PR #35675, PR #56054, PR #39126, PR #48816 / #48814, PR #52649, #53387, #35031; vllm-ascend #7365, #47,
  #14666; Tencent/AngelSlim #15; vllm-project/speculators #1065, #149; intel/llm-scaler #386; vllm #42068.
- Claimed but NOT written (kept for a later round; claimed in CLAIMS.txt as round759): vllm #44087 (Step-3.5/3.7-Flash
  NVFP4 MTP: the drafter builds mtp_block with the NVFP4 config, AssertionError on param_data.shape; closed; the stored
  chunk stops inside the assert line and the closing fix is not stored -- eugr/spark-vllm-docker PR #268 by the same
  author grafts the MTP weights back and keeps the block unquantized), vllm #43304 (DSV4 MTP with a BF16 MTP block on a
  quantized artifact: KeyError 'model.layers.{N}.mtp_block.ffn.experts.w13_weight' or 'ColumnParallelLinear has no
  attribute weight_scale'; the reporter's description with a templated name, no launch log; open fix PR #43319).
- Error line not in the stored chunk: vllm PR #46770 (MRv2 DFlash drafter not given the speculative config's
  attention backend, FlashInfer chosen; the stored traceback stops in the executor frames), vllm #57721 (Mamba-hybrid
  + spec decode page padding; only the template header stored), vllm #21797 (env dump only), vllm #52480 (env dump).
- No cause / not a start-up failure / not vLLM: vllm #31398 (doc question on draft TP), #31345 (draft TP not taking
  effect, no error), #58080 (MTP draft ignoring --hf-overrides: silent 0 acceptance, no error), PR #22935 / #24662 /
  #51156 / #41571 (draft max_model_len checks and logs, no user failure), #55496's sibling sglang PR #38726, SGLang,
  TensorRT-LLM, llama.cpp and koboldcpp threads (not vLLM).

Judgement calls for the lead:
1. vllm-pr48883 and vllm-pr47635 are fix PRs, not users' launch threads; the excerpts are the PR's 'Problem' /
   'Purpose' paragraph with the error block (the PR title, which names the fix, and the root-cause sections are left
   out). The 'Problem' sentence of #48883 says the checkpoint keeps the MTP layers unquantized on a quantized main
   model: that is the reporter's context, kept as stored. Drop them if fix-PR sources are unwanted.
2. vllm-pr48883: torch's 'The size of tensor a (2048) must match the size of tensor b (4096)' under a weight loader
   is labelled weight_loading_mismatch for kind and cause, as the earlier fixture paroquant-pr41 (the same torch
   message under a weight loader). The release is not stated.
3. vllm-55496: "Layer X has no parameter 'w2_weight_scale_inv' for checkpoint weight '...weight_scale_inv'" is not
   one of the README's named wordings; it is read as weight_loading_mismatch (a quantized checkpoint's companion
   tensor that the model class has no parameter for, the class built unquantized). The lead may prefer
   vllm_check_failed for the kind (one of vLLM's own raise texts no row names). Fix PR #55498 is open in the stored
   copy and fixes cause 1 only; the reporter's comment says cause 2 (the prefix) is independent; sglang PR #38726
   names vllm #55513 as its mirror (not opened). The release is a fork build (0.1.dev20073+g8e685d198, upstream
   8e685d198 plus blazux/qwen3.8-Flash-DGX, per 0xBakeer/inference-atlas PR #36 seen in results); the reporter
   reproduced both defects on nightly 0.28.1rc1.dev437.
4. vllm-pr47635: kind vllm_check_failed (a bare assert of vLLM's kv_cache_interface), cause vllm_check_failed as the
   earlier fixture vllm-43626 (a dense draft on a hybrid target failing the same page-size unification). No user
   lever fixes it but serving without speculative decoding or the PR; the PR says it is config-dependent (it passes
   when the attention page already covers the Mamba page).
5. dgx-vllm-6: the thread is open and its stored text has no answer. The cause is read from another thread on the
   same checkpoint and the same frame (qwen3_next_mtp.py load_weights -> load_column_parallel_weight assert):
   josephkern's comment on vllm #35031 (2026-06-21): three fixes were needed, the first a packed_modules_mapping
   copy-paste bug in qwen3_next_mtp.py ('gate_up_proj': ['up_proj', 'down_proj'] instead of ['gate_proj',
   'up_proj']), the second 'MTP fc head gets NVFP4-quantized -> AssertionError' (the rest cut); #35675 / #39475 fixed
   the sibling qwen3_5_mtp.py and the closed #35041 patched other MTP files but not qwen3_next. Kind for the bare
   assert: weight_loading_mismatch, as most earlier fixtures with this assert under a load_weights frame (the README's
   bare-assert rule would give vllm_check_failed). Drop it if cross-thread causes are unwanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round759-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm PR #48883: Step-3.7-Flash-NVFP4 + MTP, shared_head NVFP4-packed (2048) vs BF16 checkpoint (4096)
case("vllm-pr48883-step37-flash-nvfp4-mtp-shared-head-quantized-tensor-2048-vs-4096",
     "https://github.com/vllm-project/vllm/pull/48883",
     "## Problem\n"
     "\n"
     "MTP (`--speculative-config '{\"method\":\"mtp\",...}'`) crashes at model load for checkpoints that keep the MTP "
     "(nextn) layers unquantized on a quantized main model — e.g. `stepfun-ai/Step-3.7-Flash-NVFP4`:\n"
     "\n"
     "```\n"
     "step3p5_mtp.py load_weights -> vocab_parallel_embedding weight_loader\n"
     "RuntimeError: The size of tensor a (2048) must match the size of tensor b (4096) at non-singleton dimension 1\n"
     "```",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "stepfun-ai/Step-3.7-Flash-NVFP4 keeps its MTP (nextn) layers and lm_head in BF16 and lists them in ModelOpt's "
     "exclude_modules. vLLM's modelopt get_quant_method decides exclusion by fnmatch-ing a layer's prefix against that "
     "list; the MTP mtp_block gets a proper prefix and is excluded, but step3p5_mtp's SharedHead built its "
     "ParallelLMHead with no prefix (''), which never matches, so on the quantized model the head was NVFP4-quantized "
     "(the 4096-wide weight packed to 2048) and could not load the checkpoint's BF16 4096-wide shared_head.head weight. "
     "A draft-model class / checkpoint mismatch inside vLLM, not memory or length.",
     "the merged PR #48883 itself (chanh, 'fix(step3p5-mtp): honor exclude_modules for the MTP head via prefix'): "
     "thread the head's fully-qualified prefix ({layer_prefix}.shared_head.head) into ParallelLMHead so vLLM's "
     "exclusion logic applies -- the head is quantized iff the checkpoint quantized it. Fix: a vLLM release with that "
     "PR (meanwhile: serve without --speculative-config).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 1 and 2. Excerpt: the PR description's 'Problem' section as stored; the title (which names "
          "the fix) and the 'Root cause' / 'Fix' sections are left out. No command, release or GPU in the PR text.")

# ---------------------------------------- vllm #55496: Qwen3.8-Flash-Next-NVFP4 + MTP, MIXED_PRECISION FP8_BLOCK_SCALES MTP experts not dispatched
case("vllm-55496-qwen38-flash-next-nvfp4-mtp-experts-fp8-block-scales-no-w2-weight-scale-inv-gb10-tp2",
     "https://github.com/vllm-project/vllm/issues/55496",
     "[Bug]: ModelOpt MIXED_PRECISION cannot load FP8_BLOCK_SCALES MTP experts (nvidia/Qwen3.8-Flash-Next-NVFP4 + MTP)\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Two DGX Spark (GB10, `sm_121a`, aarch64), TP=2 across both nodes with expert parallelism, vLLM "
     "`0.1.dev20073+g8e685d198`. Verified against current `main` by inspection — see \"Still present on main\" below.\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "`nvidia/Qwen3.8-Flash-Next-NVFP4` cannot load with MTP speculative decoding. Loading the MTP draft fails:\n"
     "\n"
     "```\n"
     "AttributeError: Layer mtp.layers.48.mlp.experts has no parameter 'w2_weight_scale_inv'\n"
     "  for checkpoint weight 'mtp.layers.48.mlp.experts.0.down_proj.weight_scale_inv'\n"
     "```\n"
     "\n"
     "Reproduce:\n"
     "\n"
     "```sh\n"
     "vllm serve nvidia/Qwen3.8-Flash-Next-NVFP4 \\\n"
     "    --tensor-parallel-size 2 --max-model-len 262144 \\\n"
     "    --speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":3}'\n"
     "```\n"
     "\n"
     "Without `--speculative-config` the model serves correctly, because the MTP module is never instantiated.",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "nvidia/Qwen3.8-Flash-Next-NVFP4 is a ModelOpt MIXED_PRECISION checkpoint whose MTP routed experts are declared "
     "FP8_BLOCK_SCALES (DeepSeek-style 128x128 block FP8 with BF16 weight_scale_inv tensors). Two vLLM defects meet: "
     "(1) ModelOptMixedPrecisionConfig.get_quant_method's RoutedExperts branch handles FP8, NVFP4, W4A16_NVFP4 and MXFP8 "
     "but not FP8_BLOCK_SCALES, so it falls through to None and the experts are built unquantized, never registering "
     "w2_weight_scale_inv; (2) the draft's layer prefix is absolute (mtp.layers.48.mlp.experts) while the checkpoint's "
     "per-layer quantization entry is mtp.layers.0.mlp.experts, so the lookup resolves to None. The loader then finds "
     "a checkpoint scale tensor with no parameter to receive it. Only the MTP draft is affected; the target serves.",
     "from the reporter's own diagnosis (with a reproduction of both causes on nightly 0.28.1rc1.dev437 in a comment) "
     "and the reporter's fix PR #55498 ('[Bugfix][Quantization] Dispatch FP8_BLOCK_SCALES routed experts in ModelOpt "
     "MIXED_PRECISION', open in the stored copy): dispatch FP8_BLOCK_SCALES experts to Fp8MoEMethod with the block "
     "size from the layer's group_size (it registers weight_scale_inv); cause 2 needs the MTP prefix mapped as well. "
     "Meanwhile: serve without --speculative-config (the reporter: the model serves correctly without it).",
     release="0.1.dev20073+g8e685d198 (fork build; also reproduced on nightly 0.28.1rc1.dev437)",
     gpu="NVIDIA GB10 (DGX Spark)", gpus=2,
     command="vllm serve nvidia/Qwen3.8-Flash-Next-NVFP4 --tensor-parallel-size 2 --max-model-len 262144 "
             "--speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":3}'",
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement call 3. Excerpt: title, environment paragraph, error, command and the 'without "
          "--speculative-config' sentence as stored; the reporter's 'There are two independent causes' section and "
          "the rest are left out (they hold the diagnosis).")

# ---------------------------------------- vllm PR #47635: FalconH1 / GraniteMoeHybrid / Zamba2 + any spec decode, page_size_padded assert
case("vllm-pr47635-falconh1-granitemoehybrid-zamba2-spec-decode-mamba-page-size-padded-assert",
     "https://github.com/vllm-project/vllm/pull/47635",
     "## Purpose\n"
     "\n"
     "FalconH1, GraniteMoeHybrid and Zamba2 cannot use speculative decoding at all — including the drafter-free "
     "ngram/suffix methods. Enabling it fails engine init with a bare `AssertionError`:\n"
     "\n"
     "```\n"
     "File \".../vllm/v1/kv_cache_interface.py\", in page_size_bytes\n"
     "  assert self.page_size_padded >= page_size\n"
     "AssertionError\n"
     "  (during EngineCore._initialize_kv_caches -> get_kv_cache_configs\n"
     "   -> unify_kv_cache_spec_page_size)\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM computes Mamba state shapes in two places that must agree: the model classmethod "
     "get_mamba_state_shape_from_config (which feeds the platform's padded Mamba page-size estimate, "
     "cache_config.mamba_page_size_padded) and the layer's num_spec-aware get_state_shape (MambaMixer2, which builds "
     "the real MambaSpec). falcon_h1.py, granitemoehybrid.py and zamba2.py omit num_spec=vllm_config."
     "num_speculative_tokens in the classmethod (the parameter came with #33726, Nemotron-H MTP), so with any "
     "speculative method the padded page is planned without the speculative conv-state headroom and the page-size "
     "unification asserts. Config-dependent: it passes when the attention page already covers the Mamba page. A vLLM "
     "model-code bug for the speculative + hybrid-Mamba combination, not memory.",
     "the fix PR #47635 itself (jethac, open in the stored copy): pass num_spec to mamba2_state_shape in the three "
     "models' get_mamba_state_shape_from_config, as nemotron_h.py and mamba2.py do. Meanwhile: serve these models "
     "without --speculative-config.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--tensor-parallel-size"}],
     note="judgement calls 1 and 4. Excerpt: the PR's 'Purpose' paragraph up to the error block as stored; the title "
          "and the 'Root cause' paragraph are left out. No model id, command or release in the stored text.")

# ---------------------------------------- Avarok dgx-vllm #6: Qwen3-Next-80B-A3B-Instruct-NVFP4 + MTP on GB10, load_column_parallel_weight assert
case("dgx-vllm-6-qwen3-next-80b-nvfp4-mtp-drafter-column-parallel-shape-assert-gb10-v016",
     "https://github.com/Avarok-Cybersecurity/dgx-vllm/issues/6",
     "MTP speculative decoding crashes with shape mismatch on nvidia/Qwen3-Next-80B-A3B-Instruct-NVFP4\n"
     "\n"
     "## Environment\n"
     "- **Hardware:** DGX Spark (GB10, 128GB unified memory)\n"
     "- **Docker images tested:** `avarok/dgx-vllm-nvfp4-kernel:v22` and `v23`\n"
     "- **Model:** `nvidia/Qwen3-Next-80B-A3B-Instruct-NVFP4` (modelopt_fp4 format)\n"
     "- **vLLM version:** v0.16.0rc2.dev236+g3b30e6150 (from both v22 and v23 images)\n"
     "\n"
     "## What works\n"
     "The model loads and serves fine **without MTP** at ~38 tok/s with CUDA graphs:\n"
     "```\n"
     "--kv-cache-dtype fp8_e4m3 --max-num-batched-tokens 4096 --enable-prefix-caching --attention-backend flashinfer\n"
     "```\n"
     "\n"
     "## What fails\n"
     "Adding `--speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":1}'` causes a crash during MTP "
     "drafter weight loading:\n"
     "\n"
     "```\n"
     "(EngineCore_DP0) INFO Loading drafter model...\n"
     "(EngineCore_DP0) ERROR\n"
     "  File \"vllm/model_executor/models/qwen3_next_mtp.py\", line 217, in load_weights\n"
     "    weight_loader(param, loaded_weight)\n"
     "  File \"vllm/model_executor/layers/linear.py\", line 594, in weight_loader_v2\n"
     "    param.load_column_parallel_weight(loaded_weight=loaded_weight)\n"
     "  File \"vllm/model_executor/parameter.py\", line 153, in load_column_parallel_weight\n"
     "    assert self.data.shape == loaded_weight.shape\n"
     "AssertionError\n"
     "```\n"
     "\n"
     "The main model loads correctly (all 11 shards, `quantization=modelopt_fp4`). The crash only happens when loading "
     "the MTP drafter model weights — the `modelopt_fp4",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "vLLM's Qwen3-Next MTP drafter (qwen3_next_mtp.py) is constructed with the target's modelopt_fp4 (NVFP4) "
     "quantization config, so its layers (the MTP fc head among them) are built as NVFP4-packed parameters, while "
     "nvidia/Qwen3-Next-80B-A3B-Instruct-NVFP4 ships the MTP weights unpacked; the column-parallel loader's shape "
     "assert fires on the first such tensor. qwen3_next_mtp.py also carried a packed_modules_mapping copy-paste bug "
     "('gate_up_proj': ['up_proj', 'down_proj'] instead of ['gate_proj', 'up_proj']). A draft-model class / "
     "checkpoint mismatch in vLLM, not the image, memory or length.",
     "not in the stored dgx-vllm thread (open, no answer stored). From vllm #35031 (same checkpoint, same frame; "
     "josephkern's comment 2026-06-21, still reproducible on main and on vLLM 0.23.0 on a GB10): three independent "
     "fixes to qwen3_next_mtp.py were needed to load and serve MTP -- fix the packed_modules_mapping to "
     "['gate_proj', 'up_proj'], keep the MTP fc head out of NVFP4 quantization (it 'gets NVFP4-quantized -> "
     "AssertionError'), and a third not stored; the sibling qwen3_5_mtp.py was fixed by #35675 / #39475. Meanwhile: "
     "serve without --speculative-config (the reporter: the model serves fine without MTP).",
     release="0.16.0rc2.dev236+g3b30e6150", gpu="NVIDIA GB10 (DGX Spark)", gpus=1,
     command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 5. Excerpt: the issue description as stored, which ends inside a sentence ('the "
          "`modelopt_fp4'). Only the extra flags are shown, not the full serve command, so command is None.")

BATCH.write()
