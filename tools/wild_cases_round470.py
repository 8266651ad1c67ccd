"""Round-470 blind batch: vLLM start-up failures (and failures at the first requests caused by the launch) from
SPECULATIVE DECODING (--speculative-config: EAGLE3, DFlash / DFlash2 drafters) and QUANTIZED KV CACHE launches
(--kv-cache-dtype fp8 / fp8_e5m2, FP8 KV with checkpoint k/v scales, V1 + --kv-cache-dtype), SECOND pass over the slice
that round 405 opened; collected by helper wild470 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round470-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 6 cases: vllm
#54690 (DFlash2 draft-only kv_cache_dtype fp8 on a hybrid GDN target -> FlashInfer 'Unrecognized dtype: auto'),
1CatAI/1Cat-vLLM #489 (V100 fork, fp8_e5m2 KV refused for a compressed-tensors NVFP4 checkpoint carrying a
kv_cache_scheme), vllm #21177 (EAGLE3 + --kv-cache-dtype fp8: every request 500s with 'query and key must have the
same dtype'), vllm #17355 (VLLM_USE_V1=1 + --kv-cache-dtype NotImplementedError), vllm #51828 (Gemma-4 NVFP4 + fp8 KV
on Blackwell: FLASH_ATTN silently FA2 -> 'FlashAttention only support fp16 and bf16 data type'), vllm #47549 (v0.24.0
regression: FP8 KV on a Turing Quadro RTX 8000 refused by the Triton backend). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt, against the earlier rounds' skip lists (grep '#N' tools/wild_cases_round*.py,
reading the hit to see which repository it names) and against the fixtures' source_url before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures): vllm #41559, #48380, PR #6761 (and its issue #6738, round 212's list),
  #26431, #57713, #50709, #40094, #39137, #48848, #31843, #49011, #47174, PR #12755, #10913, #11839, #11126;
  1CatAI/1Cat-vLLM #27; noonghunna/club-3090 #788, #122.
- Named in earlier rounds' skip lists (not re-opened): vllm #43562 (nvfp4 KV dies at the first request on SM120; round 49
  and 113 passed on it), #42587, #8409, #7714, #12543, #44879, #27604, #25125, #15784, #12841, #10483, #5203, #50705,
  #35720; vllm-ascend #5361, #9144; vllm-project/llm-compressor #967 (rounds 141/285/332 name '#967' of other repos,
  but the KeyError line is only in the title of the stored chunk and no fix is reached either way).
- Error line not in the stored chunk, or no cause reached: vllm #15973 (calculate_kv_scales on 0.8.2: the stored
  chunk is the title and an empty environment header), #8641 (FlashInfer + FP8 model + FP8 KV scales: maintainer
  pavanimajety 'currently not supported as the assertion suggests', but the assertion text itself is not in the
  chunk), #48082 (Gemma-4 MTP on B200 picks a missing head_dim=512 TRTLLM-Gen cubin; the RuntimeError is cut at
  'RuntimeError: Erro'), #46264 (v_scale-only checkpoint assert: a code-reading report 'reproducible without a GPU',
  no log), #54623 (Qwen3.5 never loads checkpoint k/v scales: a warning, not a failure), #51313 (Kimi-K3 fp8 KV on
  H200, circular assertion; open, no fix), snowflakedb/ArcticInference #29 ('--speculative-config: invalid loads
  value' from a YAML config; the maintainer only says it 'looks like a vLLM issue').
- Not stock vLLM / not a start-up failure: sgl-project/sglang #15279, #3362, #8186, #31249, #36001 (SGLang);
  ROCm/ATOM PR #2122 (plugin); EricLBuehler/mistral.rs #1570; ktransformers #1930, #836, #1692; vllm #20284-class
  mid-run crashes not re-opened.

Judgement calls for the lead:
1. vllm-54690: no merged fix in the stored text; the cause rests on the reporter's code reading (draft kv_cache_dtype
   passthrough in LLMBaseProposer._create_draft_vllm_config, no 'auto' mapping in get_dtype_for_flashinfer) and on the
   open PR #54731 that says 'Fixes #54690' with the same diagnosis. kind vllm_check_failed / cause
   kv_cache_dtype_unsupported, as round 405 labelled the DFlash + quantized-KV case vllm-41559. The reporter's own
   partial workaround (--kv-cache-dtype bfloat16 on the target) is left out of the excerpt and marked forbidden
   because it led to a native crash on SM89. numbers: tensor_parallel_size 4 from the printed 'TP4'.
2. 1cat-vllm-489: a fork of vLLM (1Cat-vLLM, V100/SM70); message and fix are the fork's. kind
   kv_cache_dtype_unsupported / cause vllm_check_failed, following vllm-39137 (the same class: an over-broad fp8_e5m2
   gate refusing a valid checkpoint). The fix is the fork's merged PR #450 (2026-09-02), found in the same search;
   #615 (same message, same checkpoint, v1.5.0 wheel, 2026-09-13) shows the 1.5.0 wheel still lacks it, so 'upgrade
   to a build with #450'. fp8 / fp8_e4m3 KV are forbidden because Triton on SM70 has no fp8e4nv (1Cat PR #54's words).
3. vllm-21177: not a start-up crash: the server starts, then every /v1/completions request fails (500) -- taken
   under 'failing at its first requests because of how it was launched'. The thread closed as stale with no answer;
   the cause is read from the message plus the merged PR #24505 '[Spec Dec]: Fix kv_cache dtype mismatch for Eagle3
   drafter on FP8 target' (whose discussion is mostly about ROCm; the lead may judge the fix link weak). kind and
   cause kv_cache_dtype_unsupported (no label for a q/k dtype mismatch; the trigger is the fp8 KV flag).
4. vllm-17355: a one-line feature request quoting the error; the cause is the message itself (V1 did not yet take
   --kv-cache-dtype). kind/cause kv_cache_dtype_unsupported as vllm-16165 was labelled (klsatorlac2-benchlab used
   vllm_check_failed for the same message). No fix in the thread (closed as stale); release not stated (April 2025,
   the 0.8.x line).
5. vllm-51828: the error string is only in the issue title in the stored chunk (the body reached stops in
   collect_env at 'GPU 0: NVIDIA'); taken because the message is verbatim and the cause is pinned by a maintainer
   ('Confirmed.', simon-mo) and the fix PR #52980 named by MatthewBonanni. kind kv_cache_dtype_unsupported, cause
   attention_backend_feature_unsupported (vLLM chose FLASH_ATTN for an fp8 KV cache although FA resolved to FA2,
   which cannot read fp8); the lead may prefer vllm_check_failed for the cause. GPU model cut, so gpu names only
   'Blackwell'.
6. vllm-47549: the issue's stored chunk is the environment block only; the error line is quoted (as 'the reported
   error', wrapped on two lines with '> ' quote marks) in PR #47949, whose description says 'Fix for issue #47549';
   the excerpt joins that quote onto one line without the quote marks. PR #47949 is closed (not marked merged), so
   the fix is the PR's root cause (v0.24.0 raised FlashInfer's floor from (7, 5) to (8, 0); v0.23.0 worked), i.e.
   stay on 0.23.0. cause release_regression; numbers compute_capability 7.5 as printed.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round470-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #54690: DFlash2 draft-only kv_cache_dtype fp8 on a hybrid GDN target, 4x4090 TP4, 0.28.0 -> FlashInfer "Unrecognized dtype: auto"
case("vllm-54690-qwen35-hybrid-gdn-dflash2-4x4090-speculative-kv-cache-dtype-fp8-unrecognized-dtype-auto",
     "https://github.com/vllm-project/vllm/issues/54690",
     "[Bug]: Speculative kv_cache_dtype=fp8 crashes startup on hybrid GDN models - FlashInfer \"Unrecognized dtype: "
     "auto\", then native crash on SM89 with explicit target dtype\n"
     "\n"
     "### Summary\n"
     "\n"
     "Setting a **draft-only** KV cache dtype via `--speculative-config '{\"kv_cache_dtype\": \"fp8\", ...}'` on a "
     "hybrid GDN model (Qwen3.5-family: full-attention + GDN layers) crashes engine startup in the FlashInfer "
     "attention metadata builder:\n"
     "\n"
     "```\n"
     "ValueError: Unrecognized dtype: auto\n"
     "```\n"
     "\n"
     "### Environment\n"
     "\n"
     "vLLM 0.28.0 (pip wheel)\n"
     "PyTorch 2.13.0+cu130, Python 3.12.3, Ubuntu 24.04\n"
     "4x RTX 4090 (SM89, PCIe), TP4, CUDA runtime 12.8\n"
     "Attention backend: FlashInfer (auto-selected; the drafter needs non-causal attention)\n"
     "Target: Qwen3.5-family hybrid model (full-attn + GDN layers), INT8-W8A16\n"
     "Draft: DFlash2 drafter",
     "vllm_check_failed", {"tensor_parallel_size": 4}, "kv_cache_dtype_unsupported",
     "A DFlash2 drafter on a Qwen3.5-family hybrid (full-attention + GDN) INT8-W8A16 target, TP 4 on 4x RTX 4090, "
     "vLLM 0.28.0, with a draft-only fp8 KV dtype in --speculative-config while the target keeps kv_cache_dtype=auto: "
     "the draft config passes its kv_cache_dtype through the shared CacheConfig, so the FlashInfer metadata builder "
     "of an attention group sees the target's unresolved 'auto', which get_dtype_for_flashinfer cannot map. A vLLM "
     "bug in the speculative draft KV-dtype handling, not a memory or hardware limit.",
     "no merged fix in the stored text. The reporter: the identical launch without the speculative kv_cache_dtype "
     "field works (bf16 KV everywhere); setting --kv-cache-dtype bfloat16 on the target gets past this error but the "
     "engine then dies with a native crash on SM89. Open PR #54731 ('Fixes #54690', zupengwang) resolves the "
     "FlashInfer cache dtype from the layers of the actual attention group and keeps target and draft KV dtypes "
     "isolated.",
     release="0.28.0", gpu="NVIDIA RTX 4090", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4},
                       {"flag": "--kv-cache-dtype", "value": "bfloat16"}],
     note="Excerpt: the issue title, the summary sentence with the error block, and the abridged environment the "
          "reporter gave, as stored. Left out: the two sentences after the error block (the launch works without the "
          "speculative kv_cache_dtype field; --kv-cache-dtype bfloat16 passes this error then crashes natively) and "
          "the reporter's code reading, both part of the diagnosis. The full command is not in the stored text.")

# ---------------------------------------- 1CatAI/1Cat-vLLM #489: 4x V100 32GB, 1Cat-vLLM 1.5.0, unsloth/Qwen3.8-27B-NVFP4 + DFlash2, --kv-cache-dtype fp8_e5m2 -> refused: checkpoint KV scales outside the SM70 unit-scale path
case("1cat-vllm-489-4x-v100-qwen38-27b-nvfp4-fp8-e5m2-kv-checkpoint-kv-scales-unit-scale-guard",
     "https://github.com/1CatAI/1Cat-vLLM/issues/489",
     "fp8_e5m2 KV blocked on SM70 for compressed-tensors checkpoints that carry a kv_cache_scheme\n"
     "\n"
     "I've got four V100 32GB in a Dell C4130, PCIe rather than SXM2, running the 1.5.0 wheel on CUDA 12.8 and torch "
     "2.10. I was working through the DFlash2 serving example from the 1.5.0 release notes and it wouldn't come up.\n"
     "\n"
     "Every worker died at load with this:\n"
     "\n"
     "```\n"
     "ValueError: fp8_e5m2 kv-cache is not supported with checkpoint KV scales\n"
     "outside the SM70 Flash-V100 unit-scale override path.\n"
     "```\n"
     "\n"
     "My target was `unsloth/Qwen3.8-27B-NVFP4`, not the QUASAR checkpoint you recommend.",
     "kv_cache_dtype_unsupported", {}, "vllm_check_failed",
     "1Cat-vLLM 1.5.0 (a V100/SM70 fork of vLLM) on four V100-32GB serving the compressed-tensors NVFP4 checkpoint "
     "unsloth/Qwen3.8-27B-NVFP4 with --kv-cache-dtype fp8_e5m2 (the only FP8 KV format Triton compiles on SM70): the "
     "SM70 Flash-V100 e5m2 guard in _init_kv_cache_quant only accepted quant methods that keep "
     "BaseKVCacheMethod.process_weights_after_loading or checkpoints without a kv_cache_scheme; this checkpoint "
     "carries a kv_cache_scheme and CompressedTensorsKVCacheMethod overrides process_weights_after_loading, so the "
     "guard refused it although that method already implements the SM70 unit-scale override. An over-broad check in "
     "the fork, not a GPU or memory limit.",
     "fixed in the fork by merged PR #450 ('[Core][SM70] Allow compressed-tensors KV method on the fp8_e5m2 "
     "unit-scale override path', 2026-09-02): adds CompressedTensorsKVCacheMethod to the unit_scale_compatible check; "
     "validated on 2x V100S with unsloth/Qwen3.8-27B-NVFP4. The 1.5.0 wheel still refuses it (twin report #615, "
     "2026-09-13), so use a build that contains #450.",
     release="1Cat-vLLM 1.5.0 (V100 fork of vLLM)", gpu="NVIDIA Tesla V100 32GB (PCIe)", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4},
                       {"flag": "--kv-cache-dtype", "value": "fp8_e5m2"},
                       {"flag": "--kv-cache-dtype", "value": "fp8"},
                       {"flag": "--kv-cache-dtype", "value": "fp8_e4m3"}],
     note="Excerpt: the issue title and the first paragraphs of the description as stored, up to the target model "
          "line; the reporter's reading of the gate in attention.py (the diagnosis) is left out. The exact command is "
          "not in the stored text. Twin: #615 (same message with the README command --attention-backend "
          "FLASH_ATTN_V100 --kv-cache-dtype fp8_e5m2 --tensor-parallel-size 4, not used as a separate case).")

# ---------------------------------------- vllm #21177: v0.9.2 docker, Llama-3.1-8B --quantization fp8 --kv-cache-dtype fp8 + EAGLE3 drafter -> every request 500, "query and key must have the same dtype"
case("vllm-21177-llama31-8b-fp8-eagle3-kv-cache-dtype-fp8-query-and-key-must-have-same-dtype",
     "https://github.com/vllm-project/vllm/issues/21177",
     "[Bug]: RuntimeError: query and key must have the same dtype when using Eagle3 speculative decoding with "
     "kv-cache-dtype fp8\n"
     "\n"
     "When using Eagle3 speculative decoding and kv-cache-dtype fp8, inference requests fail with a 500 error. The "
     "logs show:\n"
     "```\n"
     "RuntimeError: query and key must have the same dtype\n"
     "```\n"
     "The stack trace references `torch.ops.vllm.unified_attention_with_output` and `flash_attn_varlen_func`.\n"
     "\n"
     "**Environment:**\n"
     "- vllm/vllm-openai:v0.9.2\n"
     "- Command:\n"
     "  ```\n"
     "  docker run --gpus all vllm/vllm-openai:v0.9.2 --model meta-llama/Llama-3.1-8B-Instruct --max-model-len 10000 "
     "--swap-space 4 --dtype auto --enable-chunked-prefill --disable-log-requests --enable-prefix-caching --port 8081 "
     "--max-num-seqs 72 --quantization fp8 --max-num-batched-tokens 1024 --kv-cache-dtype fp8 --speculative-config "
     "'{\"method\": \"eagle3\", \"model\": \"yuhuili/EAGLE3-LLaMA3.1-Instruct-8B\", \"num_speculative_tokens\": 5, "
     "\"draft_tensor_parallel_size\": 1}'\n"
     "  ```\n"
     "\n"
     "**Full logs and context:**\n"
     "```\n"
     "INFO:     Started server process [1]\n"
     "INFO:     Waiting for application startup.\n"
     "INFO:     Application startup complete.\n"
     "INFO:     172.17.0.1:58176 - \"POST /v1/completions HTTP/1.1\" 400 Bad Request\n"
     "...\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py\", line 1762, in _call_impl\n"
     "    return forward_call(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"<eval_with_key>.335\", line 23, in forward\n"
     "    submod_1 = self.submod_1(getitem, s0, getitem_1, getitem_2, getitem_3);  getitem = getitem_1 = getitem_2 = "
     "submod_1 = None\n"
     "               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "kv_cache_dtype_unsupported",
     {"max_model_len": 10000, "max_num_seqs": 72, "max_num_batched_tokens": 1024, "quantization": "fp8"},
     "kv_cache_dtype_unsupported",
     "vLLM 0.9.2 (docker) serving Llama-3.1-8B-Instruct with --quantization fp8 --kv-cache-dtype fp8 and an EAGLE3 "
     "drafter (yuhuili/EAGLE3-LLaMA3.1-Instruct-8B, 5 speculative tokens): the server starts, but the EAGLE3 drafter's "
     "attention runs with a model-dtype query against the fp8 KV cache of the FP8 target, so flash_attn_varlen_func "
     "rejects the mismatched q/k dtypes and every completion request fails with a 500. A spec-decode / fp8-KV "
     "combination vLLM 0.9.2 did not handle, not a memory problem.",
     "no answer in the thread (closed as stale). The mismatch is the one fixed by merged PR #24505 ('[Bug] [Spec "
     "Dec]: Fix kv_cache dtype mismatch for Eagle3 drafter on FP8 target', Sept 2025); not confirmed by the reporter.",
     release="0.9.2", gpu=None, gpus=None,
     command="docker run --gpus all vllm/vllm-openai:v0.9.2 --model meta-llama/Llama-3.1-8B-Instruct --max-model-len "
             "10000 --swap-space 4 --dtype auto --enable-chunked-prefill --disable-log-requests "
             "--enable-prefix-caching --port 8081 --max-num-seqs 72 --quantization fp8 --max-num-batched-tokens 1024 "
             "--kv-cache-dtype fp8 --speculative-config '{\"method\": \"eagle3\", \"model\": "
             "\"yuhuili/EAGLE3-LLaMA3.1-Instruct-8B\", \"num_speculative_tokens\": 5, \"draft_tensor_parallel_size\": "
             "1}'",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title, the description with the command, and the start of the pasted log, then (after "
          "a '...' cut marking the stored text's gap between two chunks) the first traceback lines of the next "
          "stored piece; the error line itself is the one the reporter quoted in the description. The log shows a "
          "first request answered 400 before the failing ones. GPU not stated.")

# ---------------------------------------- vllm #17355: V1 engine (0.8.x) + --kv-cache-dtype -> NotImplementedError
case("vllm-17355-v1-engine-kv-cache-dtype-notimplemented",
     "https://github.com/vllm-project/vllm/issues/17355",
     "[Feature]: kv-cache-dtype support in V1\n"
     "\n"
     "Hi,\n"
     "\n"
     "I'm reporting what hold me back to switch to V1:\n"
     "\n"
     "NotImplementedError: VLLM_USE_V1=1 is not supported with --kv-cache-dtype",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "Launching vLLM with the V1 engine (VLLM_USE_V1=1, the 0.8.x line, April 2025) together with --kv-cache-dtype: "
     "the V1 engine of that time did not implement a quantized KV cache and refused the combination at start-up. A "
     "feature missing from that release, not a memory or GPU problem.",
     "no fix in the thread (a feature request, closed as stale). The message itself leaves two ways: run the V0 "
     "engine (VLLM_USE_V1=0) to keep the fp8 KV cache, or drop --kv-cache-dtype on V1.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM,
     note="Excerpt: the whole issue description as stored (title and body; the body is one sentence and the error "
          "line). The launch command, release and GPU are not in the stored text; the date (2025-04-29) places it "
          "in the 0.8.x releases.")

# ---------------------------------------- vllm #51828: Gemma-4 NVFP4 + fp8 KV on Blackwell: FLASH_ATTN selected, falls back to FA2 -> "FlashAttention only support fp16 and bf16 data type"
case("vllm-51828-gemma4-nvfp4-fp8-kv-blackwell-flash-attn-fa2-only-fp16-bf16",
     "https://github.com/vllm-project/vllm/issues/51828",
     "[Bug]: Gemma-4 NVFP4 (fp8 KV) on Blackwell: FLASH_ATTN is selected, silently falls back to FA2, then fails "
     "with \"FlashAttention only support fp16 and bf16 data type\"\n"
     "\n"
     "**Your current environment**\n"
     "\n"
     "OS                           : Ubuntu 24.04.4 LTS (x86_64)\n"
     "PyTorch version              : 2.13.0+cu130\n"
     "CUDA used to build PyTorch   : 13.0\n"
     "Python version               : 3.12.3 (main, Jun 19 2026, 12:46:00) [GCC 13.3.0] (64-bit runtime)\n"
     "Python platform              : Linux-6.17.0-1013-aws-x86_64-with-glibc2.39\n"
     "Is CUDA available            : True\n"
     "GPU models and configuration :\n"
     "GPU 0: NVIDIA",
     "kv_cache_dtype_unsupported", {}, "attention_backend_feature_unsupported",
     "Gemma-4 NVFP4 served with an fp8 KV cache on a Blackwell GPU (August 2026, torch 2.13.0+cu130): vLLM's backend "
     "selection picked FLASH_ATTN for the fp8 KV cache, but for Gemma-4's head size FlashAttention resolved to FA2, "
     "which only handles fp16/bf16, so attention failed with 'FlashAttention only support fp16 and bf16 data type'. A "
     "vLLM backend-selection bug, not a memory or checkpoint problem.",
     "confirmed by maintainer simon-mo ('Confirmed.'); MatthewBonanni: 'Should be fixed by "
     "https://github.com/vllm-project/vllm/pull/52980' (issue closed). Upgrade to a vLLM that contains PR #52980.",
     release=None, gpu="NVIDIA Blackwell (model name cut in the stored text)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the issue title (which carries the error string verbatim) and lines from the top of the "
          "collect_env block, kept as stored but trimmed of unrelated lines; the stored chunk stops at 'GPU 0: "
          "NVIDIA', before the launch command and log. vLLM version not reached (torch 2.13.0+cu130 puts it at "
          "0.27.x).")

# ---------------------------------------- vllm #47549: v0.24.0 on a Quadro RTX 8000 (SM75), --kv-cache-dtype fp8 -> Triton backend refuses FP8 KV (FlashInfer floor raised to SM80)
case("vllm-47549-quadro-rtx-8000-sm75-v0240-fp8-kv-triton-attn-refused-flashinfer-floor-regression",
     "https://github.com/vllm-project/vllm/issues/47549",
     "[Bug]: REGRESSION : FP8 KV cache FlashInfer no longer available as attention backend on SM75 (Turing) in "
     "v0.24.0\n"
     "\n"
     "ValueError: FP8 KV cache is not supported by the Triton attention backend on Quadro RTX 8000 (compute "
     "capability 7.5); native FP8 (fp8e4nv) requires SM89+.\n"
     "\n"
     "==============================\n"
     "Versions of relevant libraries\n"
     "==============================\n"
     "[pip3] flashinfer-python==0.6.12\n"
     "[pip3] torch==2.11.0+cu130\n"
     "[pip3] transformers==5.12.0\n"
     "[pip3] triton==3.6.0",
     "kv_cache_dtype_unsupported", {"compute_capability": 7.5}, "release_regression",
     "vLLM 0.24.0 with --kv-cache-dtype fp8 on a Turing Quadro RTX 8000 (SM75): 0.24.0 raised "
     "FlashInferBackend.supports_compute_capability's floor from (7, 5) to (8, 0), so FlashInfer -- the backend that "
     "served FP8 KV on Turing in 0.23.0 -- was dropped (even when asked for explicitly) and the only remaining "
     "candidate, TRITON_ATTN, refused FP8 KV below SM89. A release regression, not a memory limit.",
     "no merged fix in the stored text. PR #47949 ('Fix for issue #47549', closed) traced it to the raised FlashInfer "
     "floor and restored (7, 5); per its root cause, vLLM 0.23.0 exposed FlashInfer on SM75 and FP8 KV cache worked "
     "there -- stay on 0.23.0 (or run without --kv-cache-dtype fp8) until the floor is fixed.",
     release="0.24.0", gpu="NVIDIA Quadro RTX 8000", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--attention-backend", "value": "FLASHINFER"},
                       {"flag": "--attention-backend", "value": "TRITON_ATTN"}],
     note="Excerpt: the issue title, then the error line as quoted in PR #47949's description ('producing the "
          "reported error:'; stored there wrapped over two '> ' quote lines, joined here into one line), then lines "
          "from the issue's stored environment block (the stored chunk of the issue is the environment only). The "
          "command is not in the stored text.")

BATCH.write()
