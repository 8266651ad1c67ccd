"""Round-774 blind batch: INTEL XPU AND ARC, SECOND CUT (vLLM's XPU platform, intel/llm-scaler, intel/ai-containers,
ipex-llm's vLLM, vllm-xpu-kernels): QUANTIZATION AND MOE PATHS THAT REACH CUDA-ONLY OPS OR CAPABILITY CHECKS, XPU
MEMORY / KV CACHE SIZING, ONEAPI / DRIVER ERRORS AT START-UP, 2025-2026; collected by helper wild774 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round774-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PRs it links or that name it) only, with README's message_kind table / cause list and earlier fixtures of
the same message for the labels. Excerpts are the text as the search tool's issues corpus (or, for the committed note,
read_file) shows it; the fix is left out of the excerpt. Every source was checked against /work/coord/USED_SOURCES.txt,
CLAIMS.txt and the earlier rounds' skip lists (bare '#NUM' too) before it was spent on, and claimed in CLAIMS.txt.

Look-ups: 37 of the 45 allowed: 33 ``search`` corpus=issues, 3 ``search`` corpus=pages, 1 ``read_file`` (the committed
README of steveseguin/b70-optimization-lab's experiments/minimax_xpu_kv_offload, which the pages corpus cut short).
5 cases:
- vllm #39474: vLLM 0.19.0 built with Dockerfile.xpu on an Arc Pro B70, any GPTQ model -> "'_OpNamespace' '_C' object
  has no attribute 'gptq_shuffle'" (the XPU branches of gptq.py gone in 0.19; the CUDA-only _C op reached; 0.17.x
  worked).
- vllm #49405: vLLM main built with Dockerfile.xpu (2026-07-22), Qwen3.6-35B-A3B --quantization fp8 -tp=2 ->
  "_moe_C::topk_softmax() expected at most 6 argument(s) but received 7" (PR #48979 added is_padding to the topk ops,
  the XPU kernels did not take it yet; merged workaround PR #49395, kernels aligned in vllm-xpu-kernels PR #481).
- SergiioB/intel-arc-pro-b70-inference-cookbook #10: btbtyler09/Qwen3.6-35B-A3B-GPTQ-8bit on 2x Arc Pro B70 ->
  "NotImplementedError: No WNA16 MoE backend supports the deployment configuration." (8-bit WNA16 MoE not implemented
  on XPU; only W4A16 MoE is).
- steveseguin/b70-optimization-lab minimax_xpu_kv_offload README, attempt 2: MiniMax-M2.7 int4 AutoRound on 4x Arc Pro
  B70 (TP4) at max model len 196608 -> "11.62 GiB KV cache is needed, larger than available KV cache memory 1.56 GiB
  ... estimated maximum model length is 26368" (XPU KV cache sizing).
- same README, attempt 4: --kv-offloading-size 64 on XPU -> "Exception: CPU Offloading is currently only supported on
  CUDA-alike GPUs" (vLLM's native CPU KV offload spec refuses XPU).

How mined the slice is: very. Round 771 took the XPU quantization corner (#43750, #41469, PR #54391) and rounds 764 /
768 / 770 and a dozen earlier rounds took most Arc / B60 / B70 / llm-scaler / ipex-llm threads; almost every XPU thread
the searches returned (intel/llm-scaler #305, #424, #578, #665, #672, #550, #138, #89; vllm #11173, #20743, #23039,
#24817, #27002, #28362, #28770, #32410, #36350, #41663, #45540; ipex-llm #12515, #11789; the SergiioB cookbook #4) was
already used or skip-listed. Of the five known leads, only #52203 and #44318 were unused, and neither qualified (below).

Sources given up (for the lead, not cases):
- vllm #52203 (claimed; known lead): every GPTQ checkpoint on 4x Arc Pro B60 (0.27.2.dev + PR #51655, vllm-xpu-kernels
  0.1.12, TP=4) dies with UR_RESULT_ERROR_DEVICE_LOST in profile_run, XPUwNa16LinearKernel selected. The issue is open;
  the stored comments are a commenter's MXFP4 benchmark table on a custom kernel 0.1.13; no cause reached in three
  searches. A good case once an answer is stored.
- vllm #44318 (claimed; known lead, GGUF): vllm serve Qwen3-1.7B-Q8_0.gguf --load-format gguf on XPU (v0.21.0); the
  stored traceback chunks stop in torch inductor frames, and the error line itself ('_C' ... 'ggml_dequantize') is only
  paraphrased in the title; open and stale, no answer. The only cause evidence is vllm-xpu-kernels PR #244 ('[1/N][GGUF]
  add ggml_dequantize kernel', closed by jikunshang 2026-06-17 'close as no plan for it').
- vllm #48058 (known lead): skip-listed by round 771 (XPU FP8 garbage output, no error). intel/ai-containers #958 (known
  lead): given up by round 771 (a 'falling back to UnquantizedLinearMethod' warning; the stored description stops in
  the OS dump; a second search reached nothing more). vllm PR #48555 (known lead): closed INC/AutoRound MoE XPU gate;
  the search returned no stored chunk of it with an error line.
- vllm PR #48979 (claimed): the comment by urakozz carries the same topk_softmax error line verbatim (an /opt/venv
  image, 07-22) but its head -- which GPU / platform -- was not reached; used only as the cause of vllm-49405.
- intel/llm-scaler #479 (GPTQ INT4 MoE 'UR_RESULT_ERROR_OUT_OF_RESOURCES' in torch_ipex.group_mm_int4_out_marlin on
  B70, image 0.14.0-b8.3.1): unused, open, the description is an HTML-pasted chat transcript with a 'Root cause
  analysis' of the reporter's own; no maintainer answer reached. Not spent on.
- vllm #39474's fix PR was not reached (closed; #37844 '[XPU] add gptq(int4) support' merged 2026-03-23 and #42108
  '[XPU] Add GPTQ INT4 quantization support for XPU platform' closed are the nearest PRs the search returned).
- The steveseguin B70 MiniMax feedback page (docs/intel-b70-minimax-feedback-20260523.html) retells the attempt-4
  message; the committed README was used instead (it holds the commands and the logs' results).
- Attempt 1 of the same README ('--cpu-offload-gb 16' -> 'AssertionError: CPU tensor must be pinned' in vLLM's UVA
  offloader during model load on XPU) was not written: the note names where it failed but not why.

Judgement calls for the lead:
1. vllm-39474: kind quantization_unsupported_gpu, as the two earlier XPU fixtures with a CUDA-only '_C' quantization
   op (vllm-41469 awq_dequantize, vllm-43750 gptq_marlin_repack) and vllm-12267; cause release_regression, because the
   paste says 0.17.x ran GPTQ on XPU and 0.19.0 does not (the reporter's reading: the is_xpu branches of gptq.py were
   removed in 0.19). The cause is the reporter's own diagnosis (closed issue; no maintainer answer or fix PR reached);
   the excerpt keeps the title (it names 'missing XPU branches in gptq.py') and the 'regression from v0.17.x' sentence,
   and drops the code-level analysis that follows. quantization_unsupported_gpu is defensible as the cause too.
2. vllm-49405: the stored text has the error line only in the issue title (cut by GitHub at '... topk_indices, Ten');
   the body's log is an attached file. The message is torch's operator-schema check, which no README row names:
   kind None (as round 764's vllm-18249, a torch dispatch error in a vLLM kernel). Cause dependency_version_mismatch
   (vLLM's Python, after PR #48979, passes is_padding to _moe_C.topk_softmax; the vllm-xpu-kernels the XPU image pins
   had the older 6-argument schema); release_regression (a main-branch regression for XPU, fixed in vLLM by the
   workaround PR #49395) is defensible.
3. sergiiob-cookbook-10: the report is a COMMENT of a closed cookbook issue; the cause is the commenter's own (8-bit
   WNA16 MoE 'Planned, not shipped' for Intel GPU in Intel's roadmap vllm#37979; W4A16 MoE works on the same rig), not
   a maintainer's. kind vllm_check_failed (as vllm-48744, the XPU 'No Unquantized MoE backend' fixture); cause
   quantization_unsupported_gpu (the platform has no kernel for the scheme) rather than vllm_check_failed.
4. b70lab-minimax attempts 2 and 4 come from one committed note (a research log, not an issue): two cases from one
   source. Attempt 2's result block is the author's condensed retelling of vLLM's KV check (not the verbatim wording:
   "To serve at least one request with max seq len 196608, / 11.62 GiB KV cache is needed, larger than available KV
   cache memory 1.56 GiB. / Based on the available memory, the estimated maximum model length is 26368."); kind and
   numbers follow the kv_cache_too_small fixtures. Attempt 4 ran on a LOCALLY PATCHED vLLM (an admission-check patch
   so that the scheduler counts the CPU KV budget); the refusal itself is vLLM's unpatched guard in
   vllm/v1/kv_offload/cpu/spec.py. kind / cause vllm_check_failed as the earlier KV-offloading refusals (1cat-vllm-15,
   dynamo-13755, vllm-43093). Drop attempt 4 if patched launches are unwanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round774-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm #39474: vLLM 0.19.0 (Dockerfile.xpu) on Arc Pro B70, any GPTQ model -> '_C' has no 'gptq_shuffle'
case("vllm-39474-xpu-arc-pro-b70-v0190-gptq-c-no-attribute-gptq-shuffle-regression-from-017",
     "https://github.com/vllm-project/vllm/issues/39474",
     "[Bug] Regression: GPTQ models fail to load on Intel XPU in v0.19.0 (missing XPU branches in gptq.py)\n"
     "\n"
     "## Your current environment\n"
     "\n"
     "```\n"
     "vLLM 0.19.0 (built from v0.19.0 tag via docker/Dockerfile.xpu)\n"
     "PyTorch 2.10.0+xpu\n"
     "triton-xpu 3.6.0\n"
     "vllm-xpu-kernels 0.1.5\n"
     "Intel Arc Pro B70 (Battlemage G31, 32GB VRAM, PCI 8086:e223)\n"
     "Ubuntu 25.10 host, container based on intel/deep-learning-essentials:2025.3.2-0-devel-ubuntu24.04\n"
     "```\n"
     "\n"
     "## 🐛 Describe the bug\n"
     "\n"
     "Starting any GPTQ-quantized model on Intel XPU with vLLM 0.19.0 fails during engine initialization with:\n"
     "\n"
     "```\n"
     "AttributeError: '_OpNamespace' '_C' object has no attribute 'gptq_shuffle'\n"
     "```\n"
     "\n"
     "This is a **regression from v0.17.x**, which handled GPTQ on XPU correctly.",
     "quantization_unsupported_gpu", {}, "release_regression",
     "vLLM 0.19.0 built for XPU (Dockerfile.xpu, vllm-xpu-kernels 0.1.5) on an Intel Arc Pro B70: every GPTQ model fails "
     "at engine initialization because the GPTQ method no longer has XPU branches -- 0.17.x's `if "
     "current_platform.is_xpu():` paths in vllm/model_executor/layers/quantization/gptq.py (which used vllm_xpu_kernels) "
     "were removed in 0.19, so weight processing falls through to the CUDA-only vllm._C op gptq_shuffle, and the XPU "
     "build ships no vllm._C ('Failed to import from vllm._C: ModuleNotFoundError'); the XPU kernels library "
     "(_xpu_C.abi3.so, int4_gemm_w4a16) is also not loaded by 0.19. A release regression on the XPU GPTQ path, not a "
     "memory, length or parallelism problem.",
     "no fix reached in the stored thread (closed, labels intel-gpu / unstale; only the reporter's description is "
     "stored). From the reporter's diagnosis: vLLM 0.17.x runs GPTQ on XPU; the fix is a build whose gptq.py routes XPU "
     "to the vllm_xpu_kernels int4 path again (the nearest PRs the search returned: #37844 '[XPU] add gptq(int4) "
     "support', reusing XPUwNa16LinearKernel, merged; #42108 '[XPU] Add GPTQ INT4 quantization support for XPU "
     "platform', closed). In practice: 0.17.x, or a later XPU release with GPTQ routed to XPUwNa16LinearKernel.",
     release="0.19.0", gpu="Intel Arc Pro B70 (Battlemage G31, 32GB), XPU", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the description down to the first sentence after the error line; the "
          "reporter's code-level analysis (the removed is_xpu branches, _xpu_C not auto-loaded) and the reproduction "
          "steps are left out as the diagnosis. No serve command or model id in the stored chunk ('any GPTQ model').")

# ---------------------------------------- vllm #49405: vLLM main via Dockerfile.xpu, Qwen3.6-35B-A3B fp8 TP2 -> _moe_C::topk_softmax 7 args vs XPU kernel's 6
case("vllm-49405-xpu-dockerfile-main-qwen36-35b-a3b-fp8-tp2-moe-c-topk-softmax-7-args-vs-6",
     "https://github.com/vllm-project/vllm/issues/49405",
     "[Bug]: RuntimeError: _moe_C::topk_softmax() expected at most 6 argument(s) but received 7 argument(s). "
     "Declaration: _moe_C::topk_softmax(Tensor($0! -> ) topk_weights, Tensor($1! -> ) topk_indices, Ten\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of <code>python collect_env.py</code></summary>\n"
     "\n"
     "[...]\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Error while trying to start the docker container.\n"
     "\n"
     "# Build docker container\n"
     "git clone https://github.com/vllm-project/vllm.git\n"
     "cd vllm\n"
     "docker build --no-cache -f docker/Dockerfile.xpu -t vllm-xpu-env  .\n"
     "\n"
     "# Start the vllm server\n"
     "docker run -it \\\n"
     "   --rm \\\n"
     "   --network=host \\\n"
     "   --device /dev/dri:/dev/dri \\\n"
     "   -v /dev/dri/by-path:/dev/dri/by-path \\\n"
     "   -v /root/.cache/huggingface/:/llm/models/ \\\n"
     "   --ipc=host \\\n"
     "   --privileged \\\n"
     "   --entrypoint bash \\\n"
     "   vllm-xpu-env\n"
     "\n"
     "export ZE_AFFINITY_MASK=0,1 && \n"
     "export HF_HUB_OFFLINE=1 && \n"
     "export TRANSFORMERS_OFFLINE=1 && \n"
     "HF_HOME=\"/llm/models\" \\\n"
     "vllm serve \\\n"
     "    --model Qwen/Qwen3.6-35B-A3B \\\n"
     "    --served-model-name Qwen/Qwen3.6-35B-A3B \\\n"
     "    --dtype=bfloat16 \\\n"
     "    --enforce-eager \\\n"
     "    --port 8000 \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --trust-remote-code \\\n"
     "    --gpu-memory-util=0.95 \\\n"
     "    --quantization fp8 \\\n"
     "    -tp=2 \\\n"
     "    2>&1 | tee /llm/vllm_qwen_35b.log > /proc/1/fd/1 &\n"
     "\n"
     "# Error obtained\n"
     "Please find the attached log file\n"
     "\n"
     "[vLLM serve error during docker startup.txt]"
     "(https://github.com/user-attachments/files/30252305/vLLM.serve.error.during.docker.startup.txt)",
     None, {}, "dependency_version_mismatch",
     "vLLM built from main with docker/Dockerfile.xpu on 2026-07-22, serving the MoE model Qwen/Qwen3.6-35B-A3B with "
     "online fp8 and TP=2 on Intel GPUs: vLLM's PR #48979 ('skip cudagraph/DP padding in topk', merged days before) "
     "added an is_padding argument to _moe_C.topk_softmax / topk_sigmoid / topk_softplus_sqrt, but the XPU kernels "
     "(vllm-xpu-kernels, which registers _moe_C on XPU) still had the old 6-argument schema, so the MoE router call "
     "failed in torch's operator check ('expected at most 6 argument(s) but received 7') at start-up. A mismatch "
     "between vLLM's Python and the XPU kernel package, not memory, length or parallelism.",
     "vLLM's merged PR #49395 ('[XPU] WA of topk_softmax arg mismatch on XPU', zhenwei-intel, 2026-07-22: 'PR #48979 "
     "added the is_padding argument to _moe_C.topk_softmax, but the current XPU kernel does not yet support it. This PR "
     "adds a workaround to fall back to old interface for XPU'), with #49408 for topk_softplus_sqrt; the kernel side "
     "was aligned by vllm-xpu-kernels PR #481 ('align topk kernels inteface with CUDA', merged 2026-07-24). In "
     "practice: rebuild the XPU image from a vLLM commit with #49395 (or from before #48979), or with a "
     "vllm-xpu-kernels that has #481.",
     release=None, gpu="Intel GPU (XPU), two cards made visible (ZE_AFFINITY_MASK=0,1)", gpus=None,
     command="vllm serve --model Qwen/Qwen3.6-35B-A3B --served-model-name Qwen/Qwen3.6-35B-A3B --dtype=bfloat16 "
             "--enforce-eager --port 8000 --host 0.0.0.0 --trust-remote-code --gpu-memory-util=0.95 "
             "--quantization fp8 -tp=2",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.95}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (GitHub cuts it at '... topk_indices, Ten') and the description as stored; the "
          "collect_env block was not reached ('[...]') and the 'Before submitting' checklist is dropped. The log "
          "is an attachment, not stored. The same error line is pasted verbatim in a comment on PR #48979 (urakozz, "
          "07-22, an /opt/venv image), which the collector did not use as the excerpt. See judgement call 2.")

# ---------------------------------------- SergiioB cookbook #10: Qwen3.6-35B-A3B-GPTQ-8bit on 2x Arc Pro B70 -> No WNA16 MoE backend
case("sergiiob-b70-cookbook-10-qwen36-35b-a3b-gptq-8bit-2x-b70-no-wna16-moe-backend",
     "https://github.com/SergiioB/intel-arc-pro-b70-inference-cookbook/issues/10",
     "Bigger model than INT4\n"
     "\n"
     "One more data point for the matrix, no further testing needed on my end — this one fails immediately and "
     "unambiguously, unlike the FP8 case.\n"
     "\n"
     "**Checkpoint:** `btbtyler09/Qwen3.6-35B-A3B-GPTQ-8bit`\n"
     "**Image:** same pinned digest (`f01e24f6...`)\n"
     "**Error** (fails before any weight loading, during MoE backend selection):\n"
     "```\n"
     "NotImplementedError: No WNA16 MoE backend supports the deployment configuration.\n"
     "```",
     "vllm_check_failed", {}, "quantization_unsupported_gpu",
     "An 8-bit GPTQ (WNA16, 8-bit weights) MoE checkpoint, btbtyler09/Qwen3.6-35B-A3B-GPTQ-8bit, on 2x Intel Arc Pro "
     "B70 (XPU, TP=2): vLLM's WNA16 MoE backend selection finds no kernel for 8-bit weights on XPU and raises before "
     "any weight is loaded. On XPU only W4A16 MoE is implemented (the same rig serves the GPTQ-Int4 checkpoint); "
     "8-bit WNA16 MoE exists on CUDA (Marlin), not on Intel GPUs. A quantization scheme the platform has no kernel "
     "for, not a memory or parallelism problem.",
     "from the commenter's own analysis in the thread (closed issue, labels b70:2 / tp:2): Intel's public quantization "
     "roadmap (vllm-project/vllm#37979) lists 8-bit WNA16 MoE for Intel GPU as 'Planned', not shipped -- 'W4A16 MoE is "
     "the only bit-width currently implemented on XPU (matches what already works for us on the GPTQ-Int4 "
     "checkpoint)'. Fix: a 4-bit (GPTQ-Int4 / W4A16) checkpoint of the model, or an XPU release that implements 8-bit "
     "WNA16 MoE; nothing in the launch flags changes it.",
     release=None, gpu="Intel Arc Pro B70 (2x, TP=2; labels b70:2, tp:2)", gpus=2, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the issue title and the comment (uldiseihenbergs, 2026-09-02) down to the error block; the "
          "comment's analysis paragraph (the roadmap citation, W4A16 only on XPU) and its closing question are left "
          "out as the cause. The description of issue #10 (the earlier FP8 discussion) was not reached. The image is "
          "named only by a digest prefix; no vLLM version or serve command is in the stored chunk. See judgement "
          "call 3.")

_B70LAB = ("https://github.com/steveseguin/b70-optimization-lab/blob/050d3644c8796f98749894d074148bca7b1cb03f/"
           "experiments/minimax_xpu_kv_offload/README.md")

# ---------------------------------------- b70-optimization-lab minimax_xpu_kv_offload, attempt 2: MiniMax-M2.7 int4 on 4x B70, 196608 -> 11.62 GiB needed, 1.56 GiB available
case("b70lab-minimax-m27-int4-4x-b70-xpu-tp4-196608-11.62-of-1.56-est-26368",
     _B70LAB,
     "# MiniMax XPU CPU KV Offload Research Lane\n"
     "\n"
     "Date started: 2026-05-24\n"
     "\n"
     "[...]\n"
     "\n"
     "### Attempt 2: No CPU Offload\n"
     "\n"
     "Command shape:\n"
     "\n"
     "```bash\n"
     "VLLM_MAX_MODEL_LEN=196608 /home/steve/bin/minimax-vllm-serve \\\n"
     "  --max-num-seqs 4\n"
     "```\n"
     "\n"
     "Result:\n"
     "\n"
     "```text\n"
     "To serve at least one request with max seq len 196608,\n"
     "11.62 GiB KV cache is needed, larger than available KV cache memory 1.56 GiB.\n"
     "Based on the available memory, the estimated maximum model length is 26368.\n"
     "```",
     "kv_cache_too_small",
     {"max_seq_len": 196608, "needed_gib": 11.62, "available_gib": 1.56, "estimated_max_model_len": 26368},
     "kv_too_small",
     "MiniMax M2.7 int4 AutoRound (Lasimeri/MiniMax-M2.7-int4-AutoRound) on 4x Intel Arc Pro B70 with vLLM/XPU TP4, "
     "started with a max model length of 196608 (MiniMax's advertised context) and --max-num-seqs 4: the FP16-family "
     "KV cache for one 196608-token request needs 11.62 GiB per the check, while after the int4 weights and runtime "
     "only 1.56 GiB per card is left for KV cache, so vLLM refuses at start-up; its estimate is 26368 tokens. The "
     "length asked for is far beyond what the cards' KV memory holds.",
     "from the same note: the deployable lane keeps the context at 32768 with FP16-family KV at c1 ('The current B70 "
     "endpoint serves a reliable 32768 tokens because the FP16-family KV cache must fit in GPU memory'), i.e. a "
     "--max-model-len the KV memory holds (vLLM's estimate 26368 at --max-num-seqs 4; 32768 with one sequence). "
     "Larger contexts were attempted with CPU KV offload: --cpu-offload-gb failed on XPU ('CPU tensor must be pinned'), "
     "--kv-offloading-size was rejected by the same GPU-only KV preflight check and, once patched past it, by 'CPU "
     "Offloading is currently only supported on CUDA-alike GPUs'; only a local XPU CPU-KV worker prototype got "
     "further, and not to active contexts beyond GPU KV. FP8 KV is named only as a labelled compressed-KV experiment.",
     release=None, gpu="Intel Arc Pro B70 (4x, vLLM/XPU TP4)", gpus=4,
     command="VLLM_MAX_MODEL_LEN=196608 /home/steve/bin/minimax-vllm-serve --max-num-seqs 4",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--cpu-offload-gb"},
                {"flag": "--kv-offloading-size"}],
     note="Excerpt: the note's title and date, then the 'Attempt 2' section as committed; the note's intro (the "
          "32768-token production lane, model and TP4) and the other attempts are left out ('[...]'). The result "
          "block is the author's condensed retelling of vLLM's KV-cache check, not its verbatim wording; the "
          "wrapper script's flags (model, TP4, utilization) are not shown. Model and GPU count are read from the "
          "same note's 'stable production lane' (Lasimeri/MiniMax-M2.7-int4-AutoRound, vLLM/XPU TP4). See "
          "judgement call 4.")

# ---------------------------------------- same note, attempt 4: --kv-offloading-size 64 on XPU -> CPU Offloading only on CUDA-alike GPUs
case("b70lab-minimax-m27-4x-b70-xpu-kv-offloading-size-64-cpu-offloading-only-cuda-alike",
     _B70LAB,
     "# MiniMax XPU CPU KV Offload Research Lane\n"
     "\n"
     "Date started: 2026-05-24\n"
     "\n"
     "[...]\n"
     "\n"
     "### Attempt 3: Native CPU KV Offload Flag\n"
     "\n"
     "Command shape:\n"
     "\n"
     "```bash\n"
     "VLLM_MAX_MODEL_LEN=196608 /home/steve/bin/minimax-vllm-serve \\\n"
     "  --max-num-seqs 4 \\\n"
     "  --kv-offloading-size 64\n"
     "```\n"
     "\n"
     "Result:\n"
     "\n"
     "vLLM accepted the flag but the KV preflight check still counted only GPU KV\n"
     "capacity and rejected the run before the offload connector could initialize.\n"
     "\n"
     "[...]\n"
     "\n"
     "### Attempt 4: Temporary Admission-Check Patch\n"
     "\n"
     "A local patch added the per-worker CPU KV budget to the preflight capacity\n"
     "calculation. This got past the prior GPU-only KV check.\n"
     "\n"
     "The next blocker:\n"
     "\n"
     "```text\n"
     "Exception: CPU Offloading is currently only supported on CUDA-alike GPUs\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "MiniMax M2.7 int4 on 4x Intel Arc Pro B70 (vLLM/XPU TP4) launched with vLLM's native CPU KV offloading "
     "(--kv-offloading-size 64) to reach a 196608-token context: once a local patch let the scheduler count the CPU KV "
     "budget, the worker-side OffloadingConnector / CPUOffloadingSpec (vllm/v1/kv_offload/cpu/spec.py) refused XPU "
     "explicitly. vLLM's CPU KV offload implementation is CUDA-only: its worker (vllm/v1/kv_offload/cpu/gpu_worker.py) "
     "uses torch.cuda streams and events, cudaHostRegister and CUDA-style async copies. A feature the platform lacks, "
     "not a memory size the flags can fix.",
     "from the same note ('Current Root Cause'): no upstream fix; the author wrote an XPU CPU-KV worker prototype "
     "(patches/xpu-cpu-kv-worker-prototype-20260525.patch: XPU streams / events and pinned host memory in place of the "
     "CUDA ones), with which CPUOffloadingSpec initializes on XPU and KV moves to and from host RAM -- usable as a "
     "session cache for contexts that each fit in GPU KV, not yet for one active context beyond GPU KV. On stock vLLM "
     "/ XPU: run without --kv-offloading-size, at a --max-model-len the GPU KV cache holds (the note's 32768 lane).",
     release=None, gpu="Intel Arc Pro B70 (4x, vLLM/XPU TP4)", gpus=4,
     command="VLLM_MAX_MODEL_LEN=196608 /home/steve/bin/minimax-vllm-serve --max-num-seqs 4 --kv-offloading-size 64",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the note's title and date, the 'Attempt 3' section (command shape and its prose result) and the "
          "'Attempt 4' section down to the error block; the sentence after it (OffloadingConnector / "
          "CPUOffloadingSpec 'rejected XPU explicitly') and the 'Current Root Cause' section are left out as the "
          "answer. The launch ran on a locally patched vLLM (admission check only); see judgement call 4.")

BATCH.write()
