"""Round-521 blind batch: vLLM start-up failures in the QUANTIZATION and KERNEL slice (Marlin thread-config / tile
refusals on MoE and MXFP8 paths, bitsandbytes refusals for models without a packed_modules_mapping), 2025-2026;
collected by helper wild521 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round521-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (cut where the stored chunk is cut); the fix
is left out of the excerpt.

Look-ups: 29 of the 40 allowed, all ``search`` (28 corpus=issues, 1 corpus=pages); no read_file / fetch /
find_* calls. 5 cases: vllm #38022 (gpt-oss-20b MXFP4 compressed-tensors checkpoint, Marlin MoE 'Invalid thread config'
for K=N=2880, vLLM 0.18.0, RTX PRO 6000), vllm #45922 (online MXFP8 at dtype float16 on an SM 8.9 box falls back to
Marlin W8A16, 'Invalid thread config' during warm-up, vLLM 0.21.0), vllm #25653 (gpt-oss bnb: 'MoE Model
GptOssForCausalLM does not support BitsAndBytes quantization yet.'), vllm-project/vllm-omni #389 (Qwen2.5-Omni-3B
with --quantization bitsandbytes: no packed_modules_mapping), vllm #41874 (Mamba-Codestral-7B in-flight bnb on an RTX
3080 Ti: no packed_modules_mapping; fix PR #41875 by the reporter). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt, the earlier rounds' skip lists (tools/wild_cases_round*.py) and the round-51x/52x files
of this session's other collectors before it was spent on.

The slice is very heavily mined: almost every Marlin 'min_thread_k' / 'size_n ... tile_n_size' thread, every
'Minimum capability' / 'cutlass_scaled_mm' / 'No compiled cutlass_scaled_mm' thread and every GGUF 'architecture ...
is not supported yet' thread the searches returned was already in USED_SOURCES.txt. The new material is 2026 kernel
work (Marlin MoE / MXFP8 / NVFP4 padding PRs) whose user-side threads are mostly stored without the log tail.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): llm-compressor #57, #54; vllm #9913, #7075, #13980, #13640, #11756, #32109, #9419,
  #6462, #4327, #22422, #22288, #14040, #25039, #49949, #40934, #30163, #38619, #18841, #16901, #19185, #16394, #28691,
  #30691, #15277, #33229, #29739; LlamaFactory #5565; zai-org/GLM-V #178; zai-org/GLM-4.5 #94; eugr/spark-vllm-docker
  #143 and its cross-post Avarok-Cybersecurity/dgx-vllm #9; gpustack #2097; unsloth #3697; 1CatAI/1Cat-vLLM #94, #255.
- Named in an earlier round's skip list (not taken although new to USED_SOURCES): 1CatAI/1Cat-vLLM #642 (NVFP4 MoE on
  SM70 TP8: 'RuntimeError: size_n = 160 is not divisible by tile_n_size = 64', reporter's root cause and verified
  zero-padding workaround in the stored text; round 401 set it aside only as 'outside the slice' -- a good candidate
  for a quantization round if the lead lifts the skip); vllm #12256, #32330; lemonade-sdk/vllm-rocm #44.
- Error line not in the stored chunk (or only a screenshot): LlamaFactory #4893 (Qwen2 GPTQ multi-GPU, chunk stops in
  the traceback), vllm PR #37296 (Nemotron-3-Nano NVFP4 TP2 Marlin FP4 N-alignment; the stored chunks stop before the
  error), vllm #45661 ('No NvFp4 MoE backend supports the deployment configuration', body cut at 'Your current
  environment'), syv-ai/qwen38-27b-rtx3090 #27 (int8 GPTQ Marlin repack IMA on a CMP 170HX, table only), 1CatAI/1Cat-vLLM
  #87 (gptq_marlin_repack without an SM70 image in the 1.2.1 wheel: maintainer and PR #100 pin the cause, but the
  user's error line is not in the stored chunks), #529, vllm #22821, #28363, #25143, #36811, #23911, #32012, #33970.
- No fix / cause not pinned: baidu/vLLM-Kunlun #317 (MiniMax-M2.5 FP8 on Kunlun XPU, 'No FP8 MoE backend supports the
  deployment configuration', no answer stored); vllm #13612; zai-org/GLM-4.5 #23 (SGLang and vLLM mixed).
- Same incident / class as a case or a fixture: vllm #11763 (duplicate of used #11756), #16121 (Llama-4-Scout bnb
  FusedMoE assert, same as fixture vllm-16713), #30989 (a maintainer's CUTLASS block-FP8 IMA on main, not a user
  start-up), huggingface/transformers #43366 (gpt-oss GGUF; class heavily covered, error cut).
- PRs only (no user thread): vllm #41232, #41947, #45295, #43910, #36807, #49615, #48696, #38222 (used for #38022's
  error line), #45952 (used for #45922's error line), #35803, #43003, #40014, #20219.

Judgement calls for the lead:
1. vllm-38022 and vllm-45922: the issue's stored text names the failure ('Invalid thread config' in the title, the
   kernel-selection path in the body) but its log tail is not stored; the full error line is taken verbatim from the
   linked fix PR ('Fixes #38022' / 'Fixes #45922'), which quotes the reporter's crash. The excerpt marks that part with
   a bracketed line. Both are kind quantization_kernel_bug, as the fixture vllm-42390 labels the same Marlin message.
2. vllm-38022 fails at the FIRST inference request ('The model loads successfully to GPU, but crashes on the first
   inference request'), not during start-up; taken under 'a failure at its first requests caused by how it was
   launched' (the compressed-tensors MXFP4 checkpoint routed to the Marlin MoE kernel). No user-confirmed fix in the
   thread (open); the fix field cites the PRs.
3. vllm-45922: kind quantization_kernel_bug (what the log says) but cause quantization_dtype_unsupported (the PR pins it
   on float16 activations: the Marlin MXFP8 templates are compiled for bfloat16 only). The lead may prefer
   quantization_kernel_bug for both. The GPU model is not named (only 'SM 8.9' and a 4-GPU topology).
4. vllm-25653 is close to the fixture vllm-23632 (gpt-oss bnb refused) but a different report on a later vLLM with a
   different message ('MoE Model ... does not support BitsAndBytes quantization yet.' vs 'No packed_modules_mapping
   found'); its error text is stored only in the title (the traceback chunk stops in gpu_model_runner.load_model).
   Drop it if the lead counts it as the same incident.
5. vllm-41874: the issue's stored chunk is the traceback of EngineCore pid=29470; the error line and the command come
   from the reporter's own fix PR #41875 ('Fixes: #41874'), whose 'Before change' log is the same pid 29470, so it is
   one run. The fix (an empty packed_modules_mapping for Mamba2ForCausalLM) is the reporter's before/after test; the
   PR was still open when stored.
6. bitsandbytes refusals are labelled vllm_check_failed for kind and cause, as all eight earlier fixtures with 'does
   not support BitsAndBytes quantization yet' are.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round521-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #38022: gpt-oss-20b MXFP4 (compressed-tensors) on RTX PRO 6000, vLLM 0.18.0 -> Marlin MoE Invalid thread config (K=N=2880)
case("vllm-38022-gpt-oss-20b-mxfp4-compressed-tensors-rtx-pro-6000-marlin-moe-invalid-thread-config-k2880",
     "https://github.com/vllm-project/vllm/issues/38022",
     "# [Bug]: Marlin MoE kernel fails with MXFP4-quantized GPT-OSS 20B - Invalid thread config for non-aligned "
     "dimensions (K=2880, N=2880)\n"
     "- **vLLM version**: 0.18.0\n"
     "- **PyTorch version**: 2.10.0+cu128\n"
     "- **CUDA version**: 12.8\n"
     "- **GPU**: NVIDIA RTX PRO 6000 Blackwell Server Edition (96 GB)\n"
     "- **Driver**: 580.126.09\n"
     "- **Transformers**: 4.57.3\n"
     "- **compressed-tensors**: 0.13.0\n"
     "`openai/gpt-oss-20b` — a Mixture-of-Experts model with 32 experts (4 active per token), `hidden_size=2880`, "
     "`intermediate_size=2880`, `head_dim=64`.\n"
     "The model was fine-tuned (LoRA SFT), merged, and quantized to MXFP4 format using `llmcompressor` with "
     "`compressed-tensors`. The resulting `config.json` shows `quant_method: \"compressed-tensors\"` with `format: "
     "\"mxfp4-pack-quantized\"`, `group_size: 32`, `num_bits: 4`.\n"
     "```bash\n"
     "vllm serve <mxfp4_quantized_model> \\\n"
     "  --dtype bfloat16 \\\n"
     "  --max-model-len 32768 \\\n"
     "  --gpu-memory-utilization 0.90\n"
     "```\n"
     "The model loads successfully to GPU, but crashes on the first inference request.\n"
     "When serving an MXFP4-quantized GPT-OSS 20B model (MoE architecture), vLLM crashes at inference time with a "
     "`RuntimeError` from the Marlin MoE GEMM kernel. The kernel fails to compute a valid thread configuration\n"
     "[the error line, as quoted for this issue in the linked PR #38222 'Fixes #38022':]\n"
     "RuntimeError: Invalid thread config: thread_m_blocks = 4, thread_k = -1, thread_n = -1,\n"
     "num_threads = -1 for MKN = [32768, 2880, 2880]",
     "quantization_kernel_bug", {"gpu_memory_utilization": 0.9, "max_model_len": 32768}, "quantization_kernel_bug",
     "A gpt-oss-20b fine-tune quantized to MXFP4 with llm-compressor (compressed-tensors, mxfp4-pack-quantized) is served "
     "on vLLM 0.18.0 and its MoE experts are routed to the Marlin MoE GEMM. Marlin needs K divisible by MIN_THREAD_K "
     "(128) and N by MIN_THREAD_N (64); gpt-oss's hidden/intermediate size 2880 is not (2880 % 128 = 64), so no compiled "
     "thread configuration fits and the kernel raises 'Invalid thread config' at the first GEMM. The dense Marlin path "
     "checks shapes at load time (verify_marlin_supports_shape) but the MoE path had no such check, so the model loaded "
     "and died on the first request (diagnosis in PR #38222). Not a memory problem.",
     "no user-confirmed fix in the issue (open). PR #38222 (he-yufeng, 'Fixes #38022', closed) adds the alignment check "
     "to Marlin MoE backend selection so the oracle skips Marlin and falls back to another MoE kernel; PR #49615 (July "
     "2026) reports that newer vLLM rounds the Marlin MoE sizes up before repacking ('2880 is the #38022 shape' -> "
     "padded to 3072/2944, aligned), i.e. upgrade vLLM or pick a non-Marlin MoE backend",
     release="0.18.0", gpu="NVIDIA RTX PRO 6000 Blackwell Server Edition (96 GB)", gpus=1,
     command="vllm serve <mxfp4_quantized_model> --dtype bfloat16 --max-model-len 32768 --gpu-memory-utilization 0.90",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-num-seqs"}],
     note="Fails at the first request after a clean load (judgement call 2). The error line is the one the linked PR "
          "#38222 quotes for this issue; the issue's own stored chunk has the title and the environment only.")

# ---------------------------------------- vllm #45922: online MXFP8 + float16 on SM 8.9, vLLM 0.21.0 -> Marlin W8A16 fallback, Invalid thread config in warm-up
case("vllm-45922-online-mxfp8-float16-sm89-marlin-w8a16-fallback-invalid-thread-config-warmup-v0210",
     "https://github.com/vllm-project/vllm/issues/45922",
     "# [Bug]: Online MXFP8 falls back to Marlin W8A16 on non-SM100+ GPUs but crashes during warmup with invalid "
     "Marlin thread config\n"
     "[conda] torch                                       2.11.0               pypi_0     pypi\n"
     "[conda] transformers                                5.9.0                pypi_0     pypi\n"
     "[conda] triton                                      3.6.0                pypi_0     pypi\n"
     "vLLM Version                 : 0.21.0\n"
     "vLLM Build Flags:\n"
     "  CUDA Archs: Not Set; ROCm: Disabled; XPU: Disabled\n"
     "GPU Topology:\n"
     "        GPU0    GPU1    GPU2    GPU3    CPU Affinity    NUMA Affinity   GPU NUMA ID\n"
     "1. On CUDA, the MXFP8 linear kernel priority list is `[FlashInferCutlass, Marlin, Emulation]`\n"
     "2. On SM 8.9, `FlashInferCutlassMxfp8LinearKernel.is_supported()` returns False (needs Blackwell), so selection "
     "falls to `MarlinMxfp8LinearKernel`.\n"
     "[the crash, as quoted for this issue in the linked PR #45952 'Fixes #45922':]\n"
     "When a user runs online MXFP8 quantization with `dtype=\"float16\"` on a non-Blackwell GPU (SM < 100), [...] "
     "during warmup the C++ Marlin GEMM crashed with:\n"
     "RuntimeError: Invalid thread config: thread_m_blocks = 1, thread_k = -1, thread_n = -1, num_threads = -1",
     "quantization_kernel_bug", {}, "quantization_dtype_unsupported",
     "Online MXFP8 quantization (--quantization mxfp8) with dtype float16 on an SM 8.9 GPU, vLLM 0.21.0: the FlashInfer "
     "CUTLASS MXFP8 kernel needs Blackwell, so selection falls to MarlinMxfp8LinearKernel, whose can_implement() "
     "accepted everything. The Marlin MXFP8 (W8A16) templates are compiled only for bfloat16 activations, so with "
     "float16 no compiled kernel matches, the config search ends at {-1,-1,-1} and the warm-up GEMM raises 'Invalid "
     "thread config' (root cause stated in PR #45952). Not a memory problem.",
     "PR #45952 (ben7am1n, 'Fixes #45922', open when stored): reject float16 in Marlin MXFP8 kernel selection so it "
     "falls through to the emulation kernel. Per the same root cause, serving with --dtype bfloat16 (the only activation "
     "dtype the Marlin MXFP8 templates are built for) avoids the crash; not confirmed by the reporter in the stored text",
     release="0.21.0", gpu="an SM 8.9 (Ada) GPU; model not named in the stored text", gpus=4,
     command=None,
     forbidden=_MEM + [{"flag": "--dtype", "value": "float16"}],
     note="The issue's stored chunks are the environment dump and the kernel-selection analysis; the error line is the "
          "one the linked PR quotes for this issue (judgement calls 1 and 3). gpus=4 from the GPU0..GPU3 topology "
          "header (the row is cut, the box may hold more).")

# ---------------------------------------- vllm #25653: gpt-oss with bitsandbytes -> MoE Model GptOssForCausalLM does not support BitsAndBytes quantization yet
case("vllm-25653-gpt-oss-bnb-moe-model-does-not-support-bitsandbytes-yet",
     "https://github.com/vllm-project/vllm/issues/25653",
     "# [Bug]: AttributeError: MoE Model GptOssForCausalLM does not support BitsAndBytes quantization yet.\n"
     "(EngineCore_DP0 pid=62)   File \"/usr/local/lib/python3.12/dist-packages/vllm/executor/executor_base.py\", line "
     "54, in __init__\n"
     "(EngineCore_DP0 pid=62)     self._init_executor()\n"
     "(EngineCore_DP0 pid=62)   File \"/usr/local/lib/python3.12/dist-packages/vllm/executor/uniproc_executor.py\", "
     "line 55, in _init_executor\n"
     "(EngineCore_DP0 pid=62)     self.collective_rpc(\"load_model\")\n"
     "(EngineCore_DP0 pid=62)   File \"/usr/local/lib/python3.12/dist-packages/vllm/executor/uniproc_executor.py\", "
     "line 83, in collective_rpc\n"
     "(EngineCore_DP0 pid=62)     return [run_method(self.driver_worker, method, args, kwargs)]\n"
     "(EngineCore_DP0 pid=62)             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=62)   File \"/usr/local/lib/python3.12/dist-packages/vllm/utils/__init__.py\", line 3010, "
     "in run_method\n"
     "(EngineCore_DP0 pid=62)     return func(*args, **kwargs)\n"
     "(EngineCore_DP0 pid=62)            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=62)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py\", line "
     "214, in load_model\n"
     "(EngineCore_DP0 pid=62)     self.model_runner.load_model(eep_scale_up=eep_scale_up)\n"
     "(EngineCore_DP0 pid=62)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py\", "
     "line 2562, in load_model",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A gpt-oss checkpoint loaded with BitsAndBytes quantization: vLLM's BitsAndBytes loader refuses MoE models whose "
     "expert mapping it does not implement, and gpt-oss (GptOssForCausalLM) is one, so load_model stops with the "
     "AttributeError in the title. The message itself leaves no doubt; not a memory or GPU problem.",
     "none in the stored thread (open). The message says bitsandbytes is not supported for this MoE model in that vLLM; "
     "the maintainer's answer on the sibling report vllm #23632 (jeejeelee: 'MoE mapping for gpt-oss-like models "
     "hasn't been implemented yet') points to serving gpt-oss in a format vLLM supports for it (the original MXFP4 "
     "checkpoint) instead of a bnb quantization",
     release="not stated (September 2025; the vLLM image's dist-packages path)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization", "value": "bitsandbytes"}, {"flag": "--tensor-parallel-size"}],
     note="Error text only in the issue title (stored chunk is the traceback above it); judgement call 4 (close to "
          "fixture vllm-23632, a different report and message).")

# ---------------------------------------- vllm-omni #389: Qwen2.5-Omni-3B with --quantization bitsandbytes -> no packed_modules_mapping
case("vllm-omni-389-qwen25-omni-3b-bnb-no-packed-modules-mapping",
     "https://github.com/vllm-project/vllm-omni/issues/389",
     "# [Bug]: AttributeError: Model Qwen2_5OmniForConditionalGeneration does not support BitsAndBytes quantization "
     "yet. No 'packed_modules_mapping' found.\n"
     "vllm serve /models/Qwen2.5-Omni-3B/ --omni  --max-model-len 1600 --quantization bitsandbytes\n"
     "\n"
     "neCore_DP0 pid=584608) INFO 12-20 15:35:25 [cuda.py:411] Using FLASH_ATTN attention backend out of potential "
     "backends: ['FLASH_ATTN', 'FLASHINFER', 'TRITON_ATTN', 'FLEX_ATTENTION']\n"
     "(EngineCore_DP0 pid=584608) ERROR 12-20 15:35:25 [core.py:843] EngineCore failed to start.\n"
     "(EngineCore_DP0 pid=584608) ERROR 12-20 15:35:25 [core.py:843] Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=584608) ERROR 12-20 15:35:25 [core.py:843]   File \"/root/miniconda3/envs/vllm_omni_py312/"
     "lib/python3.12/site-packages/vllm/v1/engine/core.py\", line 834, in run_engine_core\n"
     "(EngineCore_DP0 pid=584608) ERROR 12-20 15:35:25 [core.py:843]     engine_core = EngineCoreProc(*args, **kwargs)\n"
     "(EngineCore_DP0 pid=584608) ERROR 12-20 15:35:25 [core.py:843]                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "vllm_check_failed", {"max_model_len": 1600}, "vllm_check_failed",
     "In-flight bitsandbytes quantization (--quantization bitsandbytes) of Qwen2.5-Omni-3B under vllm-omni: the "
     "BitsAndBytes loader needs the model class to define packed_modules_mapping, and "
     "Qwen2_5OmniForConditionalGeneration did not, so the engine core refused to start. The message itself pins it; "
     "not a memory problem (a 3B model).",
     "not in the stored text (closed). The message says this model class has no bitsandbytes support in that "
     "vllm-omni/vLLM; serve Qwen2.5-Omni-3B unquantized (it is 3B) or in a quantization format the Omni model supports",
     release="not stated (vllm-omni, December 2025)", gpu=None, gpus=None,
     command="vllm serve /models/Qwen2.5-Omni-3B/ --omni --max-model-len 1600 --quantization bitsandbytes",
     forbidden=_MEM + [{"flag": "--quantization", "value": "bitsandbytes"}, {"flag": "--tensor-parallel-size"}],
     note="Error text in the issue title; the stored log chunk stops in the traceback after 'EngineCore failed to "
          "start.' The first log line is cut at its start in the stored text ('neCore_DP0').")

# ---------------------------------------- vllm #41874 (+ fix PR #41875): Mamba-Codestral-7B in-flight bnb on an RTX 3080 Ti -> Mamba2ForCausalLM no packed_modules_mapping
case("vllm-41874-mamba-codestral-7b-bnb-rtx-3080ti-mamba2-no-packed-modules-mapping",
     "https://github.com/vllm-project/vllm/issues/41874",
     "# [Bug]: AttributeError when loading Mamba2ForCausalLM with BitsAndBytes quantization\n"
     "[the reporter's fix PR #41875 ('Fixes: #41874'), test command on an RTX 3080 Ti 12GB:]\n"
     "vllm serve mistralai/Mamba-Codestral-7B-v0.1 \\\n"
     "    --quantization bitsandbytes \\\n"
     "    --load-format bitsandbytes \\\n"
     "    --gpu-memory-utilization 0.6 \\\n"
     "    --max-model-len 4096 \\\n"
     "    --enforce-eager\n"
     "[the issue's stored traceback:]\n"
     "(EngineCore pid=29470)   File \"/home/demetriusrowland/Documents/projects/vllm_repro/.venv/lib/python3.12/"
     "site-packages/vllm/v1/executor/abstract.py\", line 109, in __init__\n"
     "(EngineCore pid=29470)     self._init_executor()\n"
     "(EngineCore pid=29470)   File \"/home/demetriusrowland/Documents/projects/vllm_repro/.venv/lib/python3.12/"
     "site-packages/vllm/v1/executor/uniproc_executor.py\", line 52, in _init_executor\n"
     "(EngineCore pid=29470)     self.driver_worker.load_model()\n"
     "(EngineCore pid=29470)   File \"/home/demetriusrowland/Documents/projects/vllm_repro/.venv/lib/python3.12/"
     "site-packages/vllm/v1/worker/gpu_worker.py\", line 323, in load_model\n"
     "(EngineCore pid=29470)     self.model_runner.load_model(load_dummy_weights=load_dummy_weights)\n"
     "[PR #41875, 'Before change':]\n"
     "(EngineCore pid=29470) ERROR 05-06 16:36:07 [core.py:1136] AttributeError: Model Mamba2ForCausalLM does not "
     "support BitsAndBytes quantization yet. No 'packed_modules_mapping' found.",
     "vllm_check_failed", {"gpu_memory_utilization": 0.6, "max_model_len": 4096}, "vllm_check_failed",
     "In-flight 4-bit bitsandbytes quantization of mistralai/Mamba-Codestral-7B-v0.1 (Mamba2ForCausalLM) on a 12 GB RTX "
     "3080 Ti: the BitsAndBytesModelLoader requires the model class to define packed_modules_mapping, and the Mamba-2 "
     "implementation had none, so model loading aborted with the AttributeError. Not a memory problem.",
     "the reporter's PR #41875 ('[Bugfix] Enable BitsAndBytes support for Mamba-2', 'Fixes: #41874', open when stored): "
     "add an empty packed_modules_mapping to Mamba2ForCausalLM (its linear layers are already packed); with it the same "
     "command starts ('After change: (APIServer pid=30162) INFO ...'). Until it lands, the model cannot be bnb-loaded on "
     "that vLLM",
     release="not stated (vLLM main, May 2026)", gpu="NVIDIA GeForce RTX 3080 Ti (12 GB)", gpus=1,
     command="vllm serve mistralai/Mamba-Codestral-7B-v0.1 --quantization bitsandbytes --load-format bitsandbytes "
             "--gpu-memory-utilization 0.6 --max-model-len 4096 --enforce-eager",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"}],
     note="The error line and command come from the reporter's own fix PR #41875, whose 'Before change' log is the "
          "same EngineCore pid 29470 as the issue's stored traceback (judgement call 5).")

BATCH.write()
