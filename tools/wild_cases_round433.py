"""Round-433 blind batch: vLLM start-up failures for 2025-2026 models (gpt-oss, GLM-4.5V, Gemma 4, Kimi K2.5,
Nemotron 3, Qwen3.5 GGUF) reported on Hugging Face model discussions or the model makers' GitHub trackers (slice of
helper wild433; in practice most cases come from other trackers, see judgement call 1); collected by helper wild433 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round433-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's stored copy shows it; the fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed, all ``search`` (4 corpus=pages, 12 corpus=docs, 30 corpus=issues; no read_file,
find_string, find_files or fetch). 6 cases: eugr/spark-vllm-docker #22 (gpt-oss MXFP4 image, unrecognized flags),
zai-org/GLM-V #107 (GLM-4.5V-FP8, glm4v_moe unknown to Transformers), ai-dynamo/dynamo #7942 (Gemma 4 on Dynamo's
bundled vLLM 0.17.1), vllm #38619 (Kimi-K2.5 INT4 MoE on H200 / driver 570, Marlin repack PTX toolchain), ai-dynamo/
dynamo #13300 (Nemotron 3 Super + LMCache, mamba_cache_mode 'all' refused), vllm #36456 (local Qwen3.5 GGUF, qwen35
not supported despite --hf-config-path). Every url was checked with grep -F against /work/coord/USED_SOURCES.txt and
every number against the earlier round files' skip lists.

Sources given up (for the lead, not cases):
- Hugging Face discussions (the slice's first source): the pages corpus returned no HF discussion at all; the docs
  corpus stores the 2025-2026 discussion pages as model-card boilerplate only ('Instructions to use ... with vLLM'),
  or they were reachable only as titles on users' activity pages: RedHatAI/gemma-4-31B-it-FP8-block #5 and 'vllm
  error' (nikhilcms), RedHatAI/gemma-4-26B-A4B-it-FP8-dynamic #1, deepseek-ai/DeepSeek-V4-Flash #28 (RTX Pro 6000
  SM120), DeepSeek-V4-Flash-0731 #22, Chunjiang-Intelligence/DeepSeek-v4-Fable #9 (compressor fused_wkv_wgate scale
  KeyError), QuantTrio/DeepSeek-V3.2-AWQ (listing only), QuantTrio/DeepSeek-V3.2-Exp-AWQ ('The new vllm does not appear
  to be functioning'), QuantTrio/Qwen3-VL-30B-A3B-Instruct-AWQ ("Doesn't work with vllm"), unsloth/Llama-4-Scout-17B-
  16E-Instruct-unsloth-bnb-4bit #5 ('assert self.quant_method is not None'), unsloth/Qwen3-VL-8B-Thinking-unsloth-
  bnb-4bit #1 (shape mismatch in weight loading). The HF discussions the docs corpus does store with content were
  all used or named before (unsloth Qwen2.5-32B bnb #1, Pixtral-Large #13, Apertus #8, Meta-Llama-3.1-8B bnb #9,
  Mistral-Small-3.2 FP8 #1, gemma-3-27b-it #23); AI4Chem/ChemLLM-7B #2 is a 2024 model, off the slice.
- Already used or named in earlier skip lists (not re-opened): vllm #23955, #37974, #51744, #54178, PR #52915, #22331,
  #22290, #22325, #30919, #24062, #15027, #16292, #16681, #21122, #44911, #35065, #44022, #40955, #25292, #17604,
  #17569, #13640, #28691, #29739, #17327, #16309, #21977, #23359, #18718, PR #20702; zai-org/GLM-4.5 #56, GLM-V #8,
  #126, #162, #241, GLM-5 #10; QwenLM/Qwen3 #1349, #1440, Qwen3-VL #831, #1589; MiniMax-AI/MiniMax-M2.5 #30,
  MiniMax-M2.7 #9; MoonshotAI/Kimi-K2 #122 (screenshot); unslothai/unsloth #3697; eugr/spark-vllm-docker #209;
  nlzy/vllm-gfx906 #59, #32, #22; vllm-gaudi #891; runpod worker-vllm #220; llm-compressor #1768, #2255;
  vllm-ascend #8213; pastebin wFt4hKqg.
- Error line not in the stored text: NVIDIA-NeMo/Nemotron #289 (Nemotron 3 Ultra NVFP4 on 8x H100, vLLM 0.22.0 image:
  only 'PTX generation/compilation error' in prose, the log is an attachment; a maker's tracker, would have fit);
  eugr/spark-vllm-docker #45 (gpt-oss-120b mxfp4 branch, traceback stops inside torch's config module) and #148
  (gpt-oss-120b, traceback stops in gpt_oss.py make_layers); kyuz0/amd-strix-halo-vllm-toolboxes #15 (Nemotron-3-Nano
  BF16, traceback stops in make_layers); vllm #19427 (Magistral-Small-2506: the reporter's fix '--tokenizer_mode
  mistral --config_format mistral' is stored, the error is not), #20902 (Devstral-Small-2507, v0.9.1 -> v0.9.2, log
  stops at start-up INFO lines); vllm-ascend #8071 (Qwen3.5-27B TP 8 on 800I A2, command only; answer 'upgrade to
  0.18'); vllm-project/recipes #246 (GLM-5-FP8 docker, vLLM 0.15.1, chunk stops in the banner); zai-org/GLM-V #19
  (GLM-4.1V 'Glm4vConfig' object has no attribute 'image_size': the vLLM traceback is cut, the error is the title; no
  fix stored) and #17 (same error, only transformers frames, so not surely vLLM; maintainer reply is a bare '#18');
  hiascend forum thread-0268202013800111048 (Qwen3-Coder-480B-AWQ on 910B, pydantic traceback cut; off-slice);
  gitcode Ascend/msit #288 (Qwen3-Coder-30B W8A8 on vllm-ascend 0.9.2rc1, log stops before the error) and #375
  (errors only as screenshots); MiniMax-AI/MiniMax-M2 #84 (only the 'Error retrieving safetensors ... retrying' line,
  a noisy retry, not the failure).
- Not a vLLM start-up failure or not stock vLLM: vllm #40357 / sglang #23264 (Kimi-K2.5 on GB10 serves, output
  degenerate); vllm #53239 (bf16 Mamba cache crashes at the first request); christopherowen/spark-vllm-mxfp4-docker #3
  and eugr/spark-vllm-docker #31 (gpt-oss crashes at request time); eugr/spark-vllm-docker #29 (hang at 0% of weight
  loading, no error); kvcache-ai/ktransformers #2036 and sgl-project/sglang #23265 (MiniMax 2.7 on SGLang);
  zai-org/GLM-5 #22 (SGLang image); FlashML-org/FreeToken #7, #127, #235 (qwen35 GGUF in FreeToken, not vLLM);
  SystemPanic/vllm-windows #59 (DeepSeek-V4 on a Windows fork); intel/llm-scaler #271, #152 (Intel XPU fork);
  0xBakeer/inference-atlas PR #13/#14 (benchmark notes; the Gemma 4 + transformers 5.15.0 failure is the used #51744);
  vllm #21755 (Gemma3n fine-tune 'no module or parameter named lm_head', no fix: 'unfortunately, no') and #14212
  (Gemma 2, outside the 2025-2026 models).

Judgement calls for the lead:
1. Slice: no case is an HF discussion (see above). GLM-V #107 is a model maker's tracker (Z.ai); the other five come
   from vLLM's (#38619, #36456), Dynamo's (#7942, #13300) and a community DGX Spark recipe repo's (spark-vllm-docker
   #22) trackers, each a launch of a slice model (Kimi K2.5, Qwen3.5 GGUF, Gemma 4, Nemotron 3 Super, gpt-oss-120b).
2. spark-vllm-docker #22: kind/cause vllm_check_failed, as the ~30 earlier 'unrecognized arguments' fixtures;
   dependency_version_mismatch is the alternative cause (the flags exist only in a fork branch the image did not
   build, cf. vllm-omni-1364). The reporter's own guess at the cause is dropped from the excerpt.
3. GLM-V #107: model_type_unknown / transformers_too_old, as the 32 earlier 'does not recognize this architecture'
   fixtures; the fix is the maintainer's pointer to the repo's transformers pin, not confirmed by the reporter.
4. dynamo #7942: the error line is quoted inside the reporter's prose, which also names the cause (an old vLLM without
   native Gemma 4, falling back to the Transformers backend). kind weight_loading_mismatch (the message), cause
   architecture_unsupported; the Apertus Transformers-fallback fixture (hf-apertus8b-disc8) used
   weight_loading_mismatch for both, so the lead may align.
5. vllm #38619: cuda_driver_mismatch for both (as vllm-31700, the other 'PTX ... unsupported toolchain' fixture); the
   cause and fix come from the reporter's own linked PR #38669 (open), not from a maintainer.
6. dynamo #13300: the refusal is LMCache's check during vLLM start-up; kind/cause vllm_check_failed for want of a
   KV-connector label; dependency_version_mismatch is the alternative cause.
7. vllm #36456: architecture_unsupported for both, as the 14 earlier 'GGUF model with architecture X is not supported
   yet' fixtures, although here the failing path is a vLLM function that ignores --hf-config-path (so
   --hf-config-path is marked wrong: it is already passed). Earlier rounds named this thread only as outside their
   number range, not for its quality.
8. None of the six messages prints a figure under a LABELS.txt key that the failure turns on, so numbers is {}.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round433-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- eugr/spark-vllm-docker #22: --exp-mxfp4 image lacks --mxfp4-backend / --mxfp4-layers
case("spark-vllm-docker-22-gpt-oss-exp-mxfp4-image-unrecognized-mxfp4-backend-mxfp4-layers",
     "https://github.com/eugr/spark-vllm-docker/issues/22",
     "# –exp-mxfp4: missing –mxfp4-backend flag?\n"
     "\n"
     "Hey, built with `--exp-mxfp4` but getting:\n"
     "\n"
     "```\n"
     "vllm: error: unrecognized arguments: --mxfp4-backend CUTLASS --mxfp4-layers moe,qkv,o,lm_head\n"
     "```\n"
     "\n"
     "`vllm serve --help | grep mxfp` returns nothing.\n"
     "...\n"
     "Running dual Spark cluster, SHAs look correct.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "gpt-oss-120b on two DGX Sparks with the repo's experimental MXFP4 image (build-and-copy.sh --exp-mxfp4). The "
     "flags --mxfp4-backend / --mxfp4-layers exist only in the patched vLLM / FlashInfer branches (mxfp4_v2 of "
     "christopherowen's forks); the repo's Dockerfile.mxfp4 cloned those repositories without '-b mxfp4_v2', so the "
     "built vLLM is the default branch, its CLI does not know the flags, and argparse refuses the launch before any "
     "engine starts. A wrong build (flags the installed vLLM lacks), not memory or hardware.",
     "confirmed by a commenter (stavinsky, 2026-01-30: 'works perfectly with that diff'): patch Dockerfile.mxfp4 to "
     "clone the mxfp4_v2 branches (e.g. FLASHINFER_REPO=\"-b mxfp4_v2 https://github.com/christopherowen/flashinfer.git\", "
     "and the same for the vLLM fork) and rebuild the image; the issue was then closed. Dropping the two flags would "
     "also start the server, but without the CUTLASS MXFP4 path the user wanted",
     release="vLLM built from christopherowen's MXFP4 fork by spark-vllm-docker's Dockerfile.mxfp4 (January 2026)",
     gpu="NVIDIA GB10 (DGX Spark), two nodes", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"},
                       {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as the stored chunk shows them; one line is dropped where '...' "
          "stands: the reporter's own guess ('Looking at Dockerfile.mxfp4, it clones without `-b mxfp4_v2` - is that "
          "the issue?'), which is the answer and is left out, as is the commenter's diff. The launch command is not in "
          "the description (the flags are those of the repo's gpt-oss-120b recipe, cf. issue #29). Not a model maker's "
          "tracker: a community DGX Spark recipe repo for gpt-oss-120b (see judgement calls).")

# ---------------------------------------- zai-org/GLM-V #107 (comment): GLM-4.5V-FP8 TP 4 -> model type glm4v_moe not recognized by Transformers
case("glm-v-107-glm45v-fp8-tp4-glm4v-moe-transformers-does-not-recognize",
     "https://github.com/zai-org/GLM-V/issues/107",
     "CUDA_VISIBLE_DEVICES=4,5,6,7 \\\n"
     "vllm serve /data/hr-mirror/GLM-4.5V-FP8 \\\n"
     "     --tensor-parallel-size 4 \\\n"
     "     --tool-call-parser glm45 \\\n"
     "     --reasoning-parser glm45 \\\n"
     "     --enable-auto-tool-choice \\\n"
     "     --served-model-name glm-4.5v \\\n"
     "     --allowed-local-media-path / \\\n"
     "     --media-io-kwargs '{\"video\": {\"num_frames\": -1}}'，结果报错：pydantic_core._pydantic_core.ValidationError: 1 "
     "validation error for ModelConfig\n"
     "(APIServer pid=808275)   Value error, The checkpoint you are trying to load has model type `glm4v_moe` but "
     "Transformers does not recognize this architecture. This could be because of an issue with the checkpoint, or "
     "because your version of Transformers is out of date.",
     "model_type_unknown", {}, "transformers_too_old",
     "GLM-4.5V-FP8 (model_type glm4v_moe) served with vLLM at TP 4 in August 2025, right after the model's release: the "
     "installed Transformers predates the glm4v_moe architecture (it arrived in a GLM-4.5V preview build / 4.55+ and "
     "later releases), so vLLM's ModelConfig cannot load the checkpoint's config and validation fails before any GPU "
     "work. A library version problem, not memory or parallelism.",
     "the model maker's maintainer (zRzRzRzRzRzRzR, 2025-08-12): 'please check the transformers version in the "
     "requirements' — install the Transformers version the GLM-V repo's requirements pin (at the time the "
     "transformers-v4.55.0-GLM-4.5V-preview build or Transformers from source; glm4v_moe is in later releases). No "
     "reply from the reporter in the stored text",
     release=None, gpu=None, gpus=4,
     command="CUDA_VISIBLE_DEVICES=4,5,6,7 vllm serve /data/hr-mirror/GLM-4.5V-FP8 --tensor-parallel-size 4 "
             "--tool-call-parser glm45 --reasoning-parser glm45 --enable-auto-tool-choice --served-model-name glm-4.5v "
             "--allowed-local-media-path / --media-io-kwargs '{\"video\": {\"num_frames\": -1}}'",
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 4},
                       {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: a comment (wittech, 2025-08-11) under the maintainer's pinned install notice, as the stored chunk "
          "shows it: the launch and the two error lines, run together with the Chinese '，结果报错：' ('and got the "
          "error:') as in the source. The maintainer's reply is the answer and is left out. gpus: the four devices "
          "named in CUDA_VISIBLE_DEVICES (the host may have more). The twin reports GLM-4.5 #56 and vllm #23206 are "
          "already used; this is a different reporter and launch.")

# ---------------------------------------- ai-dynamo/dynamo #7942: Gemma 4 31B on Dynamo's bundled vLLM 0.17.1 -> Transformers fallback, no layer_scalar
case("dynamo-7942-gemma4-31b-it-bundled-vllm-0171-transformers-fallback-no-layer-scalar",
     "https://github.com/ai-dynamo/dynamo/issues/7942",
     "[BUG]: Gemma 4 is not supported on Dynamo vLLM backend ≤1.1.0-dev.1 #7942\n"
     "...\n"
     "Describe the Bug\n"
     "\n"
     "Gemma 4 (google/gemma-4-31b-it) cannot be served on Dynamo ≤1.1.0-dev.1 because the bundled vLLM 0.17.1 lacks a "
     "native gemma4 model implementation. It falls back to the generic TransformersMultiModalForCausalLM which fails "
     "during weight loading with ValueError: There is no module or parameter named "
     "'model.language_model.layers.0.layer_scalar' in TransformersMultiModalForCausalLM.",
     "weight_loading_mismatch", {}, "architecture_unsupported",
     "google/gemma-4-31b-it served through NVIDIA Dynamo (<= 1.1.0-dev.1), whose vLLM backend bundles vLLM 0.17.1. That "
     "release has no native Gemma 4 class, so vLLM falls back to the generic Transformers multimodal backend, whose "
     "module tree has no Gemma-4-specific per-layer 'layer_scalar' parameter, and weight loading stops. The vLLM release "
     "is too old for the architecture (native Gemma 4 came with vLLM 0.19); not memory, parallelism or quantization.",
     "the reporter's own analysis (no maintainer reply in the stored text): upgrading transformers to 5.x alone does not "
     "help, and upgrading vLLM inside the Dynamo 1.1.0-dev.1 container to >= 0.19 breaks Dynamo's integration "
     "(ModuleNotFoundError: No module named 'vllm.inputs.data'); what is needed is a Dynamo release built against vLLM "
     ">= 0.19, which has native Gemma 4 support. With plain vLLM: serve Gemma 4 on vLLM >= 0.19",
     release="vLLM 0.17.1 (bundled with Dynamo <= 1.1.0-dev.1)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--enforce-eager"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title and the first paragraph of 'Describe the Bug' as the stored copy (docs corpus, the "
          "GitHub page) shows them; the '@ritazh' / 'Description' page furniture is dropped at '...'. The two "
          "paragraphs after it (transformers 5.x is not enough; upgrading vLLM in the container breaks Dynamo; a Dynamo "
          "release on vLLM >= 0.19 is needed) are the fix and are left out, as are the DynamoGraphDeployment YAML of the "
          "reproduction. The error line is quoted inside the reporter's prose, not as a pasted log; the prose also "
          "names the cause (judgement call). Not a model maker's tracker: a serving framework's, for a Gemma 4 launch.")

# ---------------------------------------- vllm #38619: Kimi-K2.5 (INT4 compressed-tensors MoE) on 32x H200, driver 570 -> Marlin MoE repack PTX unsupported toolchain
case("vllm-38619-kimi-k25-int4-moe-h200-driver-570-marlin-moe-repack-ptx-unsupported-toolchain",
     "https://github.com/vllm-project/vllm/issues/38619",
     "- **vLLM versions tested**: 0.17.1 and 0.18.0 (both fail identically)\n"
     "- **GPU**: NVIDIA H200 (144GB) x 32 (4 nodes, TP8 x PP4)\n"
     "- **Driver**: 570.133.20\n"
     "- **CUDA**: 12.8\n"
     "- **PyTorch**: 2.10.0+cu128\n"
     "- **Python**: 3.12.13\n"
     "- **OS**: Linux Ubuntu 22.04.5 LTS running kernel 5.15.0-153-generic on x86_64\n"
     "- **Install method**: `pip install vllm` (prebuilt wheel)\n"
     "\n"
     "### Describe the bug\n"
     "\n"
     "Serving `moonshotai/Kimi-K2.5` fails during `process_weights_after_loading` when the Marlin MoE repack kernel "
     "(`gptq_marlin_moe_repack`) attempts to execute. The model uses `compressed-tensors` quantization (WNA16, INT4, "
     "group_size=32) with MoE (384 experts). The checkpoint shards load successfully (64/64), but the subsequent Marlin "
     "weight repacking crashes with:\n"
     "\n"
     "```\n"
     "torch.AcceleratorError: CUDA error: the provided PTX was compiled with an unsupported toolchain.\n"
     "```",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "moonshotai/Kimi-K2.5 (INT4 WNA16 compressed-tensors MoE) from the prebuilt pip wheels of vLLM 0.17.1 / 0.18.0 on "
     "H200s with driver 570.133.20 (CUDA 12.8). The wheels are built with a newer CUDA toolkit (12.9+), and the Marlin "
     "MoE repack kernels ship only sm_75 / sm_80+PTX code, so on sm_90 the driver must JIT-compile PTX generated by a "
     "toolkit newer than it supports; the first repack launch fails with cudaErrorUnsupportedPtxVersion. A driver vs "
     "wheel toolkit mismatch, not memory, parallelism or the checkpoint (dense GPTQ models, whose Marlin path has sm_90 "
     "code, serve on the same cluster).",
     "no maintainer answer in the stored text (open). The reporter's own fix, PR #38669 ('Fix Marlin repack PTX "
     "incompatibility on H100/H200 (CUDA 12.8)', open; rebased as PR #46601, closed), adds 9.0+PTX to the Marlin arch "
     "lists so H100/H200 get native code, and names the root cause (wheel built with CTK 12.9+ vs a 12.8 driver). For a "
     "user: upgrade the NVIDIA driver to one that supports the wheel's CUDA version, or build vLLM from source against "
     "CUDA 12.8",
     release="0.17.1 and 0.18.0 (pip wheels)", gpu="NVIDIA H200 (144 GB), 4 nodes x 8", gpus=32, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"},
                       {"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the environment list and the first paragraph of 'Describe the bug' with the error block, as the "
          "stored chunk shows them; the '### Your current environment' heading before them and the 'Key observation' "
          "paragraph after them (a dense GPTQ-INT4 model serves on the same install; '--enforce-eager' ... , where the "
          "chunk stops) are dropped. The cause and fix come from the reporter's linked PR #38669 (found by its own "
          "search hit), not from a reply in the thread. Not a model maker's tracker: vLLM's, for a Kimi K2.5 launch.")

# ---------------------------------------- ai-dynamo/dynamo #13300: Nemotron 3 Super + LMCache 0.5.2 on 2x DGX Spark -> MambaSpec mamba_cache_mode='all' refused
case("dynamo-13300-nemotron3-super-2x-dgx-spark-lmcache-052-mamba-cache-mode-all-refused",
     "https://github.com/ai-dynamo/dynamo/issues/13300",
     "[BUG]: LMCache in the official images cannot serve Nemotron 3 hybrids\n"
     "\n"
     "### Describe the Bug\n"
     "\n"
     "I run Nemotron 3 Super on two DGX Sparks and want LMCache to share KV cache between them over P2P. It seems no "
     "published runtime image can do it.\n"
     "\n"
     "LMCache 0.5.2 refuses a hybrid model unless the SSM state is snapshotted in a restorable form:\n"
     "\n"
     "```\n"
     "ValueError: LMCache cannot serve this model's KV cache groups: group 0:\n"
     "MambaSpec with mamba_cache_mode='all' (only 'align' keeps reusable state snapshots)\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "NVIDIA Nemotron 3 Super (a hybrid Mamba/attention model) served through Dynamo's vLLM runtime on two DGX Sparks "
     "with the LMCache KV connector (LMCache 0.5.2) for P2P KV sharing. With vLLM's default mamba_cache_mode 'all', the "
     "Mamba group keeps no restorable state snapshots, so LMCache's compatibility check refuses the model's KV cache "
     "groups at start-up; only mamba_cache_mode 'align' (the --mamba-cache-mode flag, vLLM >= 0.22) is accepted. The "
     "official images pair vLLM and LMCache versions that cannot do this (older LMCache has no Mamba support at all). "
     "A connector / cache-mode incompatibility, not a lack of memory.",
     "the reporter's own working setup in the issue (no maintainer reply in the stored text): "
     "FROM nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.3.0 (vLLM 0.23.0) with LMCache 0.5.2 built from source (no arm64 "
     "wheels for sm_121 / CUDA 13), launched with --mamba-cache-mode align",
     release="vLLM 0.21-0.23 in Dynamo runtime images 1.3.0*, LMCache 0.5.2", gpu="NVIDIA GB10 (DGX Spark), two nodes",
     gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"},
                       {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the first part of 'Describe the Bug' up to the error block, as the stored chunk "
          "shows it. Left out as the answer: the next paragraphs ('--mamba-cache-mode align produces those snapshots "
          "and exists from vLLM 0.22', the table of Dynamo images with their vLLM / LMCache versions, and 'What works is "
          "FROM ... vllm-runtime:1.3.0 with LMCache 0.5.2 built from source'). Judgement call: the refusal is LMCache's "
          "check run inside vLLM's start-up; kind/cause vllm_check_failed for want of a KV-connector label "
          "(kv_connector_library_missing, the only connector cause in LABELS.txt, does not fit; "
          "dependency_version_mismatch is the alternative cause, since no published image pairs the right versions). "
          "Not a model maker's tracker: Dynamo's, for a Nemotron 3 launch.")

# ---------------------------------------- vllm #36456: local Qwen3.5 GGUF + --hf-config-path -> 'GGUF model with architecture qwen35 is not supported yet' in the speculator override
case("vllm-36456-qwen35-local-gguf-hf-config-path-ignored-architecture-qwen35-not-supported",
     "https://github.com/vllm-project/vllm/issues/36456",
     "[Bug]: Local GGUF path fails with \"architecture qwen35 is not supported yet\" even when --hf-config-path is "
     "provided — maybe_override_with_speculators ignores hf-config-path\n"
     "...\n"
     "```\n"
     "ValueError: GGUF model with architecture qwen35 is not supported yet.\n"
     "\n"
     "  File \"vllm/transformers_utils/config.py\", line 520, in maybe_override_with_speculators\n"
     "    config_dict, _ = PretrainedConfig.get_config_dict(...)\n"
     "\n"
     "  File \"transformers/configuration_utils.py\", line 753, in _get_config_dict\n"
     "    config_dict = load_gguf_checkpoint(resolved_config_file, return_tensors=False)[\"config\"]\n"
     "\n"
     "  File \"transformers/modeling_gguf_pytorch_utils.py\", line 431, in load_gguf_checkpoint\n"
     "    raise ValueError(f\"GGUF model with architecture {architecture} is not supported yet.\")\n"
     "```",
     "architecture_unsupported", {}, "architecture_unsupported",
     "A Qwen3.5 GGUF file (GGUF architecture 'qwen35') served from a local path with --hf-config-path pointing at the "
     "original Hugging Face config, the documented route for GGUF architectures Transformers cannot parse. vLLM's "
     "maybe_override_with_speculators still reads the config straight from the .gguf file through Transformers' GGUF "
     "parser, which has no qwen35 mapping, so start-up dies before --hf-config-path is used. The architecture is "
     "unknown to Transformers' GGUF loader, reached through a vLLM code path that ignores the override; not memory.",
     "the reporter's workaround in the issue (open; no maintainer reply in the stored text): pass the model as a "
     "Hugging Face 'repo:quant' reference instead of a local .gguf path, which bypasses "
     "maybe_override_with_speculators' GGUF parsing; the proposed fix is for that function to honour --hf-config-path "
     "(or to catch this ValueError)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--hf-config-path"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the error block of the description as the stored chunk shows them ('[turn 0 "
          "... continued]': the part of the description before the block, with the command and environment, is not "
          "in the stored text, so command and release are unknown). The 'Expected behavior' and 'Workaround' sections "
          "after the block are the answer and are left out. Earlier rounds named this thread only as outside their "
          "number range (slice rule), not for its quality; it is not in USED_SOURCES.txt. Which Qwen3.5 GGUF (likely a "
          "community quant such as unsloth's) is not in the stored text. Forbidden --hf-config-path: the reporter "
          "already passes it and it is what the failing path ignores.")

if __name__ == "__main__":
    BATCH.write()
