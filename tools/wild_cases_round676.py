"""Round-676 blind batch: vLLM start-up (and first-request) failures quoted, with the fix the author applied, in
DEPLOYMENT / NOTES / HOMELAB REPOSITORIES found with find_repos by name (vllm-deploy, vllm-notes, vllm-docker,
llm-serving, vllm-setup, inference-notes, homelab, gpu-cluster) and fetched whole, then grepped locally (git grep /
git log -p over the mirror); collected by helper wild676 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round676-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source file
only. Excerpts are verbatim lines of the stored file (a journal, a runbook, a recipe's comments, a script's header)
at the cited commit, the fix left out; where a line carries the fix, the excerpt keeps only the part before it.

Look-ups: 34 of the 35 allowed (8 ``find_repos``, 26 ``fetch``; no search / read_file / find_string). Of the 26
fetches 10 answered 'No snapshot of that repository can be had here' (NikoCloud/r9700-local-inference-notes,
trappsquid/V100-Inference-notes, Danielkgr/local-llm-inference-notes, JaredforReal/vllm-notes,
magiccodingman/R9700-vllm-docker-AITER, 1solomonwakhungu/runpod-vllm-deployer, kilingki/vllm-docker-config,
bjarkebolding/spark-vllm-docker-helper, SoraShen/huawei-modelarts-vllm-deploy, mikeholownych/homelab-ai) and 16 came
back as mirrors; 5 of those held usable failures.

11 cases from 5 repositories (at most 4 from one):
- bebopbabailey/homelab-llm (Mac Studio, vllm-metal lanes, journal 2026-02-26): 'ValueError: Paged attention:
  requested memory exceeds available RAM' at engine start-up with VLLM_METAL_MEMORY_FRACTION=0.60 (paged attention
  on; three other vllm-metal lanes resident on the same unified memory; 0.40 started); then 'AttributeError:
  'AttentionBlock' object has no attribute 'n_heads'' at the first warm-up request on the paged-attention path for
  the GPT-OSS lane (fix: back to the non-paged path).
- r0b0tlab/step37-flash-nvfp4-sm121-vllm-docker (Step-3.7-Flash-NVFP4, TP=2 over Ray on two DGX Spark GB10): 'Free
  memory on device cuda:0 (82.96/121.69 GiB) on startup is less than desired GPU memory utilization (0.7, 85.18
  GiB)' on the head node, and 'Repo id must be in the form ...' for the local model path on the worker node (fixes:
  launch scripts that remove the stale containers and /dev/shm ray/vllm files before start; the host's /home bind
  mounted into both containers; the validated launch kept 0.70).
- jessedc/vllm-docker-gb10 (RedHatAI/gemma-4-12B-it-NVFP4 on a DGX Spark, vLLM main from source): '--attention-backend
  flashinfer' rejected ("partial multimodal token full attention not supported"); fix: no forced backend.
- urbanspr1nter/spark-vllm-docker-recipes (8x / 4x DGX Spark clusters): GLM-5.2-NVFP4 at max_model_len 450000 fails
  at start-up profiling in the DSA indexer's persistent_topk ('total_ctas=54 > num_sms*occupancy=48', topk.cu:136;
  fix 400000); MiniMax-M3-NVFP4: "nvfp4" KV cache rejected by TRITON_ATTN ("kv_cache_dtype not supported"; fix fp8),
  the auto-picked FLASHINFER backend with block 128 ("No common block size for 128"; fix --attention-backend
  TRITON_ATTN), FLASHINFER_CUTLASS MoE refusing SWIGLUOAI_UNINTERLEAVE at start-up (fix: the Marlin NVFP4 MoE path
  with a community patch threading the activation parameters).
- kEnder242/HomeLabAI (RTX 2080 Ti 11 GB shared with a NeMo STT process): Mistral-7B-AWQ at gpu_memory_utilization
  0.3 -> 'ValueError: No available memory for the cache blocks' (fix 0.5 with --enforce-eager); Qwen2.5-3B-Instruct on
  vLLM 0.16.0 -> EngineCore 'KeyError: 'layers.0.mlp.gate_up_proj.weight'' (no fix reached; the author moved to
  Llama-3.2-3B).

Sources given up (for the lead, not cases):
- Fetched, no quoted vLLM failure with a fix: tacos8me/vllm-docker-unfucked (readme's sm_120 'no kernel image'
  bullet, no log), umesh-khatiwada/aibrix-vllm-deployment (its one quoted failure, NCCL /dev/shm 'No space left on
  device (28)', is an SGLang PD-disaggregation deployment on MI300X, not vLLM), unarmedpuppy/homelab-ai (gateway code
  only), finch-xu/vllm-deploy-memory-usage (a calculator UI), NASTP-ce/vllm-deployment (a chat UI),
  Shivam-Patel-LR/vLLM-deployments (eval scripts), kyr0/qwen3-omni-vllm-docker, rakanbakir/vllm-gpu-cluster (VLLM_PORT
  service-link collision described in prose, no error line), neosun100/kimi-linear-vllm-docker-serve (a vLLM fork: its
  docs, not an author's failures), ayushnangia/vllm-docker-build (its quoted errors, 'No processor registered for
  architecture: ['InternVLChatModel']', pyairports, are SGLang image builds), Mr-TalhaIlyas/DGX-Spark-vLLM-Setup
  (build-time errors and a hypothetical 'No compiled cutlass_scaled_mm').
- Left out of used repositories on purpose: homelab-llm's async-scheduler assertion ('assert
  request.num_output_placeholders >= 0' -> EngineDeadError, fixed with --no-async-scheduling) because it came under
  heavy concurrent load (n=4, ~24k-char history, concurrency 2), not at start-up or the first requests; homelab-llm's
  hermes_tool_parser "KeyError: 'name'" (tool calls at requests, no fix reached), GLM-4.7-Flash on vllm-metal
  ('Model type glm4_moe_lite not supported.' from mlx_lm; no fix reached) and Granite-20B-FunctionCalling
  ("'list' object has no attribute 'keys'", no fix); urbanspr1nter's GLM indexer 'The expanded size of the tensor
  (6250) must match the existing size (6251)' (decode at ceiling context depth with MTP, vllm #46074; not start-up),
  the GLM-5.2 forward_mha NotImplementedError (prose only) and Triton OutOfResources on sm_121 (a mod inherited from
  another repository; its author's own failure not shown); jessedc's 'util 0.85 overshoots ~97.5 GiB free' (no
  error line quoted); HomeLabAI's 'vLLM detected only 2.86GB free' (paraphrase, no error line).
- Named in the brief but not reached: wuisawesome/vllm-deploy, Terry-NIU/note-for-vllm-deployment-with-ray-clustering
  (budget spent on larger repositories first; the latter holds one file).

Judgement calls for the lead:
1. homelab-llm-8120 paged attention (vllm-metal's own message, no earlier fixture): kind free_memory_low, cause
   other_process, as vLLM's "Free memory on device ... less than desired" is labelled: the lane asked for a memory
   fraction (0.60) above what the Mac's unified memory had free while three other vllm-metal lanes (8100-8102 and
   the experimental 8121/8122) were resident, and a lower fraction (0.40) started. The journal does not say in so many
   words that the other lanes took the memory; the lead may prefer cause util_above_free_headroom.
2. homelab-llm-8120 n_heads: kind None (no kind for a plugin's AttributeError), cause
   attention_backend_feature_unsupported (vllm-metal's paged-attention kernel path does not handle the GPT-OSS MLX
   model's attention block); the start-up succeeded and the first warm-up request failed, so it is a first-request
   failure caused by the launch (paged attention on).
3. step37 free memory: the fix is read from the run scripts of the same commit (docker rm -f of the old containers,
   rm of /dev/shm/*ray* *vllm*) and the VERDICT's validated launch at the same 0.70; the failure note itself says only
   'a memory environment issue'. The vLLM version is a source build, '0.1.dev16944+ge9c8946e7' (release left None so
   it is not read as 0.1).
4. jessedc gemma4 and the two MiniMax-M3 backend cases quote the reason of vLLM's backend validation, not the whole
   'Selected backend ... is not valid' line, as the authors wrote it in comments; labels follow earlier fixtures of the
   same reasons (kv_cache_dtype not supported -> kv_cache_dtype_unsupported; No common block size ->
   vllm_check_failed; the FLASHINFER_CUTLASS activation refusal -> vllm_check_failed as in flashinfer-3486).
5. urbanspr1nter GLM-5.2 topk: no kind fits a kernel's launch check on the context length; kind None, cause
   attention_backend_gpu (the DSA indexer's cooperative top-k kernel is bounded by GB10's SM count). The excerpt is
   the recipe's comment lines; the fix (max_model_len 400000) is left out.
6. HomeLabAI Qwen2.5-3B KeyError: no fix reached; the cause label weight_loading_mismatch is the author's own diagnosis
   (the local Qwen2.5 weights do not carry the names vLLM 0.16.0's Qwen2ForCausalLM loader expects).
7. Four repositories are DGX Spark (GB10, sm_121) projects; the lead may want to weigh them as one family.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round676-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

HLL = "https://github.com/bebopbabailey/homelab-llm/blob/d9b86bbaf4d8f85b5bfb523473aa85dc55b9923a/"
S37 = "https://github.com/r0b0tlab/step37-flash-nvfp4-sm121-vllm-docker/blob/3715c763f79a38f5e61f1964be812c7c37d0546b/"
JDC = "https://github.com/jessedc/vllm-docker-gb10/blob/ca2e09d66eabd3f18ca3f72465077202790335ca/"
USR_GLM = "https://github.com/urbanspr1nter/spark-vllm-docker-recipes/blob/6d3c4140406be737b93745ee802b8502b87d224b/"
USR_MM = "https://github.com/urbanspr1nter/spark-vllm-docker-recipes/blob/89b4cf87faa436fccc1db6c2514de50d8cefe35e/"
HLA_FEB = "https://github.com/kEnder242/HomeLabAI/blob/35fbd87f9b963e6cdf851ace4c256e81e3c965f5/"
HLA_MAR = "https://github.com/kEnder242/HomeLabAI/blob/c534f70562309032b507ff32de6b4d0625bb7075/"

# ---------------------------------------- homelab-llm: vllm-metal lane 8120, paged attention at VLLM_METAL_MEMORY_FRACTION=0.60 -> requested memory exceeds available RAM
case("github-bebopbabailey-homelab-llm-vllm-metal-8120-paged-attention-fraction-0.60-exceeds-available-ram",
     HLL + "docs/journal/2026-02-26-vllm-metal-8120-paged-attention-workaround-validation.md",
     "# 2026-02-26 \u2014 vLLM-metal `8120` paged-attention workaround validation (`metal-test-fast`)\n"
     "\n"
     "## Goal\n"
     "Validate whether enabling paged attention provides a short-term overlap-concurrency\n"
     "workaround for `metal-test-fast` (`8120`) after the prior KV-cache merge crash path.\n"
     "\n"
     "## Scope and method\n"
     "- Lane: `metal-test-fast` (`8120`) only.\n"
     "- Transport: direct to `http://192.168.1.72:8120` (LiteLLM excluded from measurement loop).\n"
     "- Harness: `layer-inference/optillm-local/scripts/run_vllm_metal_lane_tuning.py`.\n"
     "- Fixed request shape retained from prior Phase A profile (`n=1`, warmup+quiescence gates).\n"
     "\n"
     "## Paged-attention workaround runs\n"
     "### Attempt 1 (`memory_fraction=0.60`)\n"
     "- Initial paged profile launch failed during engine startup with:\n"
     "  - `ValueError: Paged attention: requested memory exceeds available RAM`",
     "free_memory_low", {"gpu_memory_utilization": 0.6}, "other_process",
     "vllm-metal (vLLM's Apple-silicon plugin) on a Mac Studio serving a GPT-OSS lane on port 8120 with paged "
     "attention enabled: the paged-attention KV pool is sized from VLLM_METAL_MEMORY_FRACTION (0.60), and at start-up "
     "that request exceeded the unified memory still available, because the Mac also held the other vllm-metal lanes "
     "(8100-8102 team lanes, experimental 8121/8122) resident. The engine refused before serving.",
     "the author's next attempt (same journal, 'Attempt 2 (memory_fraction=0.40)') started: 'Startup succeeded and "
     "paged kernel initialized'; the log's own guidance had suggested a fraction of at most 0.48. Lower "
     "VLLM_METAL_MEMORY_FRACTION (or free the memory the other lanes hold)",
     release=None, gpu="Apple Mac Studio (unified memory, Metal)", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.6}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}],
     note="vllm-metal's message, not vLLM's; the utilization number is VLLM_METAL_MEMORY_FRACTION (vllm-metal's "
          "counterpart of --gpu-memory-utilization). The journal's next line ('Log guidance suggested lowering "
          "memory fraction (<= 0.48).') and Attempt 2 are left out. Other lanes on the same host: the 2026-02-25 "
          "journal of the same commit ('Relaunched all three vLLM-metal lanes manually (8120, 8121, 8122)') and "
          "TOPOLOGY.md (team lanes 8100-8102 on the Studio).")

# ---------------------------------------- homelab-llm: vllm-metal lane 8120 with paged attention at 0.40 -> first warm-up request 'AttentionBlock' object has no attribute 'n_heads'
case("github-bebopbabailey-homelab-llm-vllm-metal-8120-gpt-oss-paged-attention-attentionblock-no-n-heads",
     HLL + "docs/journal/2026-02-26-vllm-metal-8120-paged-attention-workaround-validation.md",
     "# 2026-02-26 \u2014 vLLM-metal `8120` paged-attention workaround validation (`metal-test-fast`)\n"
     "\n"
     "### Attempt 2 (`memory_fraction=0.40`)\n"
     "- Profile used:\n"
     "  - `layer-inference/optillm-local/config/viability_profiles/vllm_metal_fast_paged_targeted_tuning.json`\n"
     "- Artifacts:\n"
     "  - `/tmp/vllm_metal_fast_paged.json`\n"
     "  - `/tmp/vllm_metal_fast_paged.md`\n"
     "- Startup succeeded and paged kernel initialized, but first warmup request failed.\n"
     "- Repeated fatal signature in `/Users/thestudio/vllm-8120.log`:\n"
     "  - `AttributeError: 'AttentionBlock' object has no attribute 'n_heads'`\n"
     "  - stack includes `vllm_metal/metal_kernel_backend/paged_attention.py`.\n"
     "\n"
     "## Findings\n"
     "- Paged attention is currently **not a viable workaround** for this GPT-OSS fast lane.",
     None, {"gpu_memory_utilization": 0.4}, "attention_backend_feature_unsupported",
     "vllm-metal's paged-attention kernel backend (vllm_metal/metal_kernel_backend/paged_attention.py) reads n_heads "
     "from the model's attention module, and the GPT-OSS MLX model's AttentionBlock has no such attribute: the "
     "paged-attention path does not support this model, so every request on it fails once the engine is up. Not a "
     "memory problem.",
     "the author restored the lane to its known-good non-paged path (VLLM_METAL_MEMORY_FRACTION=0.60, "
     "--max-model-len 32768, --no-async-scheduling), /health and /v1/models then answered; paged attention was "
     "recorded as not viable for GPT-OSS pending upstream vllm-metal fixes",
     release=None, gpu="Apple Mac Studio (unified memory, Metal)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the journal's title, Attempt 2 and the first Findings line; 'Current lane posture (post-test)' "
          "(the rollback) is left out. Failure at the first (warm-up) request after a successful start, caused by "
          "the launch's paged-attention switch.")

# ---------------------------------------- step37 NVFP4: TP=2 over Ray on two GB10 -> Free memory on device cuda:0 (82.96/121.69 GiB) < 0.7 (85.18 GiB)
case("github-r0b0tlab-step37-flash-nvfp4-2x-gb10-tp2-ray-free-82.96-of-121.69-util-0.7",
     S37 + "evidence/runtime/vllm-stepfun-tp2-failure.md",
     "# Step3.7 NVFP4 TP=2 Launch Failure \u2014 Memory + Remote Path\n"
     "\n"
     "Captured: 2026-06-04\n"
     "\n"
     "## Evidence source\n"
     "`/home/r0b0tdgx/projects/step-37-flash-nvfp4-vllm-sm121-docker-plan/evidence/runtime/"
     "vllm-stepfun-tp2-launch.log`\n"
     "\n"
     "## What succeeded\n"
     "- Dual-node Ray came up on both nodes.\n"
     "- vLLM on the head node resolved the target architecture as `Step3p7ForConditionalGeneration`.\n"
     "- Engine config correctly detected `quantization=modelopt_fp4` and `kv_cache_dtype=fp8`.\n"
     "\n"
     "## What failed\n"
     "\n"
     "### 1. CUDA memory reservation failed on the head node\n"
     "Key line:\n"
     "\n"
     "```text\n"
     "ValueError: Free memory on device cuda:0 (82.96/121.69 GiB) on startup is less than desired GPU memory "
     "utilization (0.7, 85.18 GiB).\n"
     "```",
     "free_memory_low",
     {"free_gib": 82.96, "total_gib": 121.69, "gpu_memory_utilization": 0.7, "requested_gib": 85.18},
     "other_process",
     "Two DGX Spark (GB10, 121.69 GiB unified memory each) running Step-3.7-Flash-NVFP4 with tensor parallelism 2 "
     "over Ray in Docker: on the head node only 82.96 GiB was free when vLLM started, less than the 85.18 GiB that "
     "--gpu-memory-utilization 0.7 asks for, because earlier containers / Ray and vLLM leftovers (shared memory "
     "segments) from previous attempts still held memory on the unified-memory host.",
     "the project's launch scripts of the same commit (docker/run_head_tp2.sh, run_worker_tp2.sh) first remove the "
     "old container (docker rm -f) and the stale /dev/shm/*ray* and *vllm* files on both nodes; the validated launch "
     "(VERDICT.md, publication recipe) then ran at the same --gpu-memory-utilization 0.70 with TP=2",
     release=None, gpu="NVIDIA GB10 (DGX Spark)", gpus=2,
     command="vllm serve stepfun-ai/Step-3.7-Flash-NVFP4 --served-model-name step3p7 --tensor-parallel-size 2 "
             "--distributed-executor-backend ray --disable-custom-all-reduce --quantization modelopt "
             "--kv-cache-dtype fp8 --disable-cascade-attn --gpu-memory-utilization 0.70 --max-model-len 8192 "
             "--reasoning-parser step3p5 --tool-call-parser step3p5 --enable-auto-tool-choice --enforce-eager",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.7}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="The command is the project's validated launch recipe (publication/html/index.html, same commit), not "
          "printed in the failure note. vLLM is a source build '0.1.dev16944+ge9c8946e7' (AGENTS.md, "
          "evidence/build/vllm-image-audit.md); release left None. The failure note's interpretation lines ('a memory "
          "environment issue') and section 2 (the worker's model path, a separate case) are left out.")

# ---------------------------------------- step37 NVFP4: TP=2 over Ray, node2 worker -> Repo id must be in the form ... for the local model path
case("github-r0b0tlab-step37-flash-nvfp4-2x-gb10-ray-worker-local-path-repo-id-must-be-in-the-form",
     S37 + "evidence/runtime/vllm-stepfun-tp2-failure.md",
     "# Step3.7 NVFP4 TP=2 Launch Failure \u2014 Memory + Remote Path\n"
     "\n"
     "Captured: 2026-06-04\n"
     "\n"
     "## What succeeded\n"
     "- Dual-node Ray came up on both nodes.\n"
     "- vLLM on the head node resolved the target architecture as `Step3p7ForConditionalGeneration`.\n"
     "- Engine config correctly detected `quantization=modelopt_fp4` and `kv_cache_dtype=fp8`.\n"
     "\n"
     "## What failed\n"
     "\n"
     "### 2. Remote worker could not load local model path\n"
     "Key line:\n"
     "\n"
     "```text\n"
     "Repo id must be in the form 'repo_name' or 'namespace/repo_name': "
     "'/home/r0b0tdgx/models/llm/nvfp4/stepfun-ai/Step-3.7-Flash-NVFP4'\n"
     "```",
     "model_not_found", {}, "model_not_found",
     "Tensor parallelism 2 over Ray across two DGX Spark nodes, the model given as a local directory: the directory "
     "existed on the head node but not inside the worker's container on node 2, so on the worker vLLM / "
     "huggingface_hub took the absolute path for a Hub repository id and refused it. Ray workers read the weights "
     "from their own node's disk.",
     "the project's worker script of the same commit (docker/run_worker_tp2.sh) bind-mounts the host's /home/r0b0tdgx "
     "read-only into the worker container, and docker/README.md records that 'The model must be downloaded on both "
     "nodes (Ray workers read weights locally)'; the validated TP=2 launch then served",
     release=None, gpu="NVIDIA GB10 (DGX Spark)", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--trust-remote-code"}],
     note="Same failure note as the free-memory case (one launch, two failures, one per node); the note's "
          "interpretation ('likely a missing bind mount / missing local model directory issue on node2') is left "
          "out.")

# ---------------------------------------- jessedc vllm-docker-gb10: gemma-4-12B-it-NVFP4 with --attention-backend flashinfer -> partial multimodal token full attention not supported
case("github-jessedc-vllm-docker-gb10-gemma4-12b-nvfp4-forced-flashinfer-partial-multimodal-token-full-attention",
     JDC + "CLAUDE.md",
     "# Serve RedHatAI/gemma-4-12B-it-NVFP4 on the DGX Spark (GB10 / sm_121a) using the\n"
     "# locally built from-source vLLM image (vllm-spark:latest).\n"
     "#\n"
     "# Gemma 4 12B is the \"unified\" (encoder-free) multimodal model: text + image +\n"
     "# audio in, projected straight into the LM. This RedHatAI checkpoint quantizes\n"
     "# the Linear weights+activations to NVFP4 (compressed-tensors \"nvfp4-pack-\n"
     "# quantized\"); the vision/audio embedders are left unquantized.\n"
     "\n"
     "- `run-gemma4.sh` serves the unified multimodal `gemma4_unified` checkpoint\n"
     "  `--attention-backend flashinfer` \u2014 the model's bidirectional multimodal\n"
     "  attention is rejected (\"partial multimodal token full attention not\n"
     "  supported\");",
     "attention_backend_feature_unsupported", {}, "attention_backend_feature_unsupported",
     "Gemma 4's unified multimodal checkpoint uses bidirectional attention over multimodal tokens ('partial "
     "multimodal token full attention'), which vLLM's FlashInfer backend does not support; forcing "
     "--attention-backend flashinfer made vLLM's backend validation reject the configuration at start-up. Not a "
     "memory or GPU problem.",
     "the author's preset stopped forcing a backend and lets vLLM auto-pick, which lands on TRITON_ATTN (CLAUDE.md "
     "and run-gemma4.sh of the same commit, 'verified serving on the Spark' in the commit message)",
     release=None, gpu="NVIDIA GB10 (DGX Spark)", gpus=1,
     command="vllm serve RedHatAI/gemma-4-12B-it-NVFP4 --attention-backend flashinfer --kv-cache-dtype fp8 "
             "--max-model-len 262144 --max-num-seqs 8 --limit-mm-per-prompt '{\"image\":4,\"audio\":1}' "
             "--enable-chunked-prefill --enable-prefix-caching --async-scheduling",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the header of run-gemma4.sh (same commit) and CLAUDE.md lines 97-101 without 'Gotchas baked in: "
          "(1) do **not** force' and the fix after the quote ('let vLLM auto-pick (lands on `TRITON_ATTN`)'); line "
          "97 is cut after 'checkpoint'. The reason string is quoted without vLLM's surrounding 'Selected backend ... "
          "is not valid' line. The command is reconstructed from run-gemma4.sh's vllm_args plus the forced backend "
          "the note names; vLLM is a from-source main build on the cu130 nightly base (no release).")

# ---------------------------------------- urbanspr1nter recipes: GLM-5.2-NVFP4 on 8x DGX Spark TP=8 at max_model_len 450000 -> persistent_topk total_ctas=54 > num_sms*occupancy=48 (topk.cu:136)
case("github-urbanspr1nter-glm52-nvfp4-8x-gb10-tp8-max-len-450000-persistent-topk-total-ctas-54-gt-48",
     USR_GLM + "recipes/glm-5.2-nvfp4.yaml",
     "# Recipe: GLM-5.2-NVFP4\n"
     "# Full (unpruned) nvidia/GLM-5.2-NVFP4: ~753B/40B-active MoE with DeepSeek\n"
     "# Sparse Attention (GlmMoeDsaForCausalLM), NVFP4 experts + BF16 attention/\n"
     "# shared experts, fp8 KV cache. ~465GB of weights -> ~58GB/node on 8 Sparks\n"
     "# with TP=8 (num_attention_heads=64 and 78 layers divide cleanly).\n"
     "# vLLM's persistent_topk kernel (DSA indexer) runs as a cooperative CTA\n"
     "# group sized ~1 CTA per ~8350 columns, capped at 48 co-resident CTAs on\n"
     "# this chip (error at 450000: total_ctas=54 > num_sms*occupancy=48), and\n"
     "# the FilteredTopK fallback needs 128KB smem/block vs sm_121's 101376.\n"
     "# 450000/500000/524288 all fail at startup profiling\n"
     "# (topk.cu:136);\n"
     "description: vLLM serving nvidia/GLM-5.2-NVFP4 on an 8x DGX Spark cluster (TP=8, DSA enabled)\n"
     "  tensor_parallel: 8\n"
     "  gpu_memory_utilization: 0.85\n"
     "  block_size: 64\n"
     "  max_num_seqs: 4",
     None, {"max_model_len": 450000, "tensor_parallel_size": 8, "gpu_memory_utilization": 0.85},
     "attention_backend_gpu",
     "GLM-5.2's DeepSeek Sparse Attention indexer decodes its top-k with vLLM's persistent_topk kernel, a cooperative "
     "launch whose CTA count grows with the context length (~1 CTA per ~8350 columns); a GB10 (sm_121) holds at most "
     "48 co-resident CTAs, so any max_model_len above ~400K (450000 needs 54) fails the kernel's launch check in "
     "the start-up profiling run, and the FilteredTopK alternative needs more shared memory than sm_121 has. Not a "
     "memory shortage.",
     "the author set max_model_len to 400000, which 'fits exactly' (48 CTAs) and was validated with a 319K-token "
     "needle prompt; a later mod (mods/glm-topk-per-row, routing decode to top_k_per_row_decode) lifted the kernel "
     "limit but 450K contexts then ran out of unified memory, so 400000 stayed the production ceiling",
     release=None, gpu="NVIDIA GB10 (DGX Spark)", gpus=8, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: recipe comment lines 1-5 and 20-25 (line 24 from its second sentence, line 25 up to the "
          "semicolon: the rest says 400000 fits) and the recipe's description and defaults; line 19 ('400000 is "
          "the hardware ceiling on GB10') is left out as the fix. No log excerpt is stored, only the author's quote "
          "of the check. The image is eugr's vllm-node build of vLLM main (no release).")

# ---------------------------------------- urbanspr1nter recipes: MiniMax-M3-NVFP4 TP=4 on DGX Spark, --kv-cache-dtype nvfp4 with TRITON_ATTN -> kv_cache_dtype not supported
case("github-urbanspr1nter-minimax-m3-nvfp4-gb10-tp4-triton-attn-nvfp4-kv-cache-dtype-not-supported",
     USR_MM + "recipes/minimax-m3-nvfp4.yaml",
     "# Recipe: MiniMax-M3-NVFP4\n"
     "# nvidia/MiniMax-M3-NVFP4: MiniMaxM3SparseForConditionalGeneration \u2014 a\n"
     "# multimodal (vision) MoE, 60 layers / 128 experts / 64 heads, NVFP4\n"
     "# (modelopt) quant. ~233GiB -> ~29GiB/node on 8 Sparks at TP=8, leaving\n"
     "# huge KV headroom. Native context 1,048,576 (start lower, expand later).\n"
     "# Notes from the bring-up:\n"
     "# - \"nvfp4\" KV (forum 376979's label) is REJECTED by TRITON_ATTN on\n"
     "#   dev1237 (\"kv_cache_dtype not supported\"); the forum's pool-size\n"
     "#   arithmetic (1.17M tok / 28GiB) matches FP8 density, not FP4 \u2014 their\n"
     "#   working config was almost certainly effectively 8-bit KV.\n"
     "  tensor_parallel: 4\n"
     "  max_model_len: 1048576\n"
     "  block_size: 128\n"
     "  vllm serve nvidia/MiniMax-M3-NVFP4 \\\n"
     "  --tensor-parallel-size {tensor_parallel} \\\n"
     "  --block-size {block_size} \\\n"
     "  --attention-backend TRITON_ATTN \\",
     "kv_cache_dtype_unsupported", {"tensor_parallel_size": 4, "max_model_len": 1048576},
     "kv_cache_dtype_unsupported",
     "Following a forum recipe, the author asked for an NVFP4-packed KV cache (--kv-cache-dtype nvfp4) for "
     "MiniMax-M3-NVFP4 on GB10 with --attention-backend TRITON_ATTN (needed for the model's 128-token pages); the "
     "Triton attention backend of that vLLM main build (dev1237) has no nvfp4 KV cache, so backend validation "
     "rejected the dtype at start-up.",
     "the author used --kv-cache-dtype fp8 instead (halves per-token KV: a 34.5 GiB pool = 1,087,872 tokens, enough "
     "for the native 1,048,576 context), validated with needles at 112k / 536k / 1,004k tokens",
     release=None, gpu="NVIDIA GB10 (DGX Spark)", gpus=4, command=None,
     forbidden=[{"flag": "--kv-cache-dtype", "value": "nvfp4"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: recipe lines 1-5, 76-80 and the defaults / command lines before the recipe's "
          "--kv-cache-dtype fp8 line (left out as the fix). The reason string is quoted without vLLM's "
          "'Selected backend ... is not valid' line. vLLM main build 'dev1237' (no release). The recipe's header says "
          "8 Sparks at TP=8 for the size estimate; the launch ran TP=4 on four.")

# ---------------------------------------- urbanspr1nter recipes: MiniMax-M3-NVFP4 block 128 with the auto-picked FLASHINFER backend on sm_121 -> No common block size for 128
case("github-urbanspr1nter-minimax-m3-nvfp4-gb10-block-size-128-auto-flashinfer-no-common-block-size-128",
     USR_MM + "recipes/minimax-m3-nvfp4.yaml",
     "# Recipe: MiniMax-M3-NVFP4\n"
     "# nvidia/MiniMax-M3-NVFP4: MiniMaxM3SparseForConditionalGeneration \u2014 a\n"
     "# multimodal (vision) MoE, 60 layers / 128 experts / 64 heads, NVFP4\n"
     "# (modelopt) quant. ~233GiB -> ~29GiB/node on 8 Sparks at TP=8, leaving\n"
     "# huge KV headroom. Native context 1,048,576 (start lower, expand later).\n"
     "defaults:\n"
     "  port: 8000\n"
     "  host: 0.0.0.0\n"
     "  tensor_parallel: 4\n"
     "  max_model_len: 1048576\n"
     "  # 128 REQUIRED: MiniMax M3 sparse attention (MSA) uses PAGE_SIZE=128.\n"
     "  # FLASHINFER full-attn backend only advertises block 128 when the\n"
     "  # trtllm-gen large-pages kernel is usable, which it is NOT on sm_121\n"
     "  # (use_large_pages=False) -> \"No common block size for 128\".\n"
     "  block_size: 128",
     "vllm_check_failed", {"tensor_parallel_size": 4, "max_model_len": 1048576}, "vllm_check_failed",
     "MiniMax-M3's sparse attention (MSA) needs 128-token KV pages (--block-size 128), but on a GB10 (sm_121) the "
     "auto-picked FLASHINFER full-attention backend offers block 128 only with the trtllm-gen large-pages kernel, "
     "which sm_121 cannot use, so vLLM found no block size both attention kinds accept and refused at start-up. Not "
     "a memory problem.",
     "the author forces --attention-backend TRITON_ATTN (its supported block sizes are any multiple of 16, so it "
     "accepts 128 and reconciles with MSA); the recipe then served MiniMax-M3 up to 1M context",
     release=None, gpu="NVIDIA GB10 (DGX Spark)", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: recipe lines 1-5 and the defaults block, with the comment's first clause ('Must pair with "
          "--attention-backend TRITON_ATTN: the auto-picked') and its last two lines (TRITON_ATTN supports "
          "MultipleOf(16)) left out as the fix; the comment's line 'FLASHINFER full-attn backend ...' is therefore "
          "shown from its start. An earlier fixture quotes the same message for MiniMax-M3 on ROCm (vllm PR #54180); "
          "this one is a different backend and GPU.")

# ---------------------------------------- urbanspr1nter recipes: MiniMax-M3-NVFP4 on GB10, FLASHINFER_CUTLASS NVFP4 MoE -> kernel does not support MoEActivation.SWIGLUOAI_UNINTERLEAVE
case("github-urbanspr1nter-minimax-m3-nvfp4-gb10-flashinfer-cutlass-moe-swigluoai-uninterleave-refused",
     USR_MM + "recipes/minimax-m3-nvfp4.yaml",
     "# Recipe: MiniMax-M3-NVFP4\n"
     "# nvidia/MiniMax-M3-NVFP4: MiniMaxM3SparseForConditionalGeneration \u2014 a\n"
     "# multimodal (vision) MoE, 60 layers / 128 experts / 64 heads, NVFP4\n"
     "# (modelopt) quant. ~233GiB -> ~29GiB/node on 8 Sparks at TP=8, leaving\n"
     "# huge KV headroom. Native context 1,048,576 (start lower, expand later).\n"
     "#\n"
     "# STILL A DEAD END ON vLLM/sm_121 (re-verified 2026-07-12 on dev1043,\n"
     "# which includes the #47502 MSA rework + eugr preset #47392). The blocker\n"
     "# is the MoE layer, not attention \u2014 all NVFP4 MoE backends fail on the\n"
     "# M3 config (SWIGLUOAI_UNINTERLEAVE activation, 128 experts) on GB10:\n"
     "# - FLASHINFER_CUTLASS: clean refusal at startup (\"kernel does not\n"
     "#   support MoEActivation.SWIGLUOAI_UNINTERLEAVE\")\n"
     "# - FLASHINFER_B12X: passes validation, then CUDA illegal memory access\n"
     "#   during warmup, engine dead\n"
     "# - FLASHINFER_TRTLLM: not eligible on sm_121",
     "vllm_check_failed", {}, "vllm_check_failed",
     "MiniMax-M3's MoE layers use the SWIGLUOAI_UNINTERLEAVE activation; vLLM's FLASHINFER_CUTLASS NVFP4 MoE kernel "
     "does not implement it and refuses at start-up, FLASHINFER_TRTLLM is not eligible on sm_121 and FLASHINFER_B12X "
     "crashes in warm-up, leaving Marlin, whose NVFP4 path (in that build) dropped the SwiGLU-OAI activation "
     "parameters (gemm1_alpha / gemm1_beta) and produced garbage. A kernel-support gap on GB10, not memory.",
     "the author applied a community fix (NVIDIA forum 376979) as mods/minimax-m3-swigluoai: five exact-string patches "
     "threading gemm1_alpha / gemm1_beta through modelopt.py -> oracle/nvfp4.py -> fused_moe/config.py for the "
     "Marlin NVFP4 MoE path; with it 'FIRST LIGHT PASSED' (2026-07-19) and the model served on TP=4",
     release=None, gpu="NVIDIA GB10 (DGX Spark)", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: recipe lines 1-5 and 17-22 plus 28-30; the Marlin bullet (23-27: 'loads and serves, but output "
          "is fluent garbage') and the root-cause / revival paragraphs (the fix) are left out. Builds dev1043 / "
          "dev1237 of vLLM main (no release). Labelled as flashinfer-3486 (the same refusal for Step-3.7's "
          "SwigluStep) was.")

# ---------------------------------------- HomeLabAI: Mistral-7B-AWQ on an RTX 2080 Ti (11 GB, shared with NeMo STT) at gpu_memory_utilization 0.3 -> No available memory for the cache blocks
case("github-kender242-homelabai-mistral-7b-awq-2080ti-11gb-util-0.3-no-available-memory-cache-blocks",
     HLA_FEB + "docs/STABILIZATION_REPORT_FEB_13.md",
     "# \U0001f9e0 Bicameral Stabilization Report [v3.8.7]\n"
     "**Date**: Friday, Feb 13, 2026 | **Host**: Z87-Linux | **Status**: STABILIZING\n"
     "\n"
     "## \U0001f9f1 THE SILICON WALL: vLLM vs. EarNode\n"
     "*   **The Issue**: 11GB VRAM budget is tight.\n"
     "*   **The Bug**: Setting `gpu_memory_utilization` to **0.3** causes a `ValueError: No available memory for the "
     "cache blocks`. The engine core fails because it can't fit the KV cache.\n"
     "*   **Status**: vLLM is currently failing to initialize. **Next session must start with foreground debug.**",
     "no_kv_memory", {"gpu_memory_utilization": 0.3}, "util_too_low",
     "Mistral-7B-AWQ (about 4 GB of weights) on an 11 GB RTX 2080 Ti that also hosts a NeMo speech model: "
     "--gpu-memory-utilization 0.3 gives vLLM about 3.3 GB, less than the weights plus activations, so nothing was "
     "left for KV cache blocks. The share was set too low.",
     "the author's retrospective (docs/archive/RETROSPECTIVE_FEB_15_2026.md, commit c0bc8a1): '0.4 is the absolute "
     "floor for Mistral-7B-AWQ KV cache allocation. We landed on 0.5', with --enforce-eager to reclaim ~1 GB for the "
     "co-resident NeMo process ('vLLM optimized at 0.5 utilization with --enforce-eager')",
     release=None, gpu="NVIDIA RTX 2080 Ti (11 GB)", gpus=1,
     command="python3 -m vllm.entrypoints.openai.api_server --model /home/jallred/AcmeLab/models/mistral-7b-awq "
             "--quantization awq --gpu-memory-utilization 0.3 --enforce-eager --port 8088 --dtype float16",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.3}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the report's title lines and 'THE SILICON WALL' bullets without the 'Current Hypothesis' bullet "
          "(0.4 as the floor, --enforce-eager: the fix). The command is the report's own foreground-debug command "
          "with the failing 0.3 in place of its proposed 0.4 (the report states 0.3 was the failing setting); the "
          "vLLM release of that February venv is not stated.")

# ---------------------------------------- HomeLabAI: vLLM 0.16.0 on an RTX 2080 Ti, local Qwen2.5-3B-Instruct -> EngineCore KeyError: 'layers.0.mlp.gate_up_proj.weight'
case("github-kender242-homelabai-vllm-0160-2080ti-qwen25-3b-keyerror-layers-0-mlp-gate-up-proj-weight",
     HLA_MAR + "docs/LAB_INFRASTRUCTURE.md",
     "### LAB-002: vLLM 0.16.0 Breakthrough Recipe (Turing/RTX 2080 Ti)\n"
     "**Objective**: Maintain high-fidelity vLLM residency on 11GB Turing hardware without Ray/NCCL deadlocks.\n"
     "\n"
     "#### \U0001f37c Baby Step 2: Architecture Scar (Qwen-3B)\n"
     "*   **Goal**: Upgrade to the \"Unity\" target (3B model).\n"
     "*   **The Command**:\n"
     "    ```bash\n"
     "    NCCL_SOCKET_IFNAME=lo NCCL_P2P_DISABLE=1 VLLM_ATTENTION_BACKEND=XFORMERS \\\n"
     "    nohup ./.venv_vllm_016/bin/python3 -m vllm.entrypoints.openai.api_server \\\n"
     "        --model /speedy/models/Qwen2.5-3B-Instruct \\\n"
     "        --dtype float16 \\\n"
     "        --enforce-eager \\\n"
     "        --gpu-memory-utilization 0.5 \\\n"
     "        --max-model-len 4096 \\\n"
     "        --port 8088 > manual_vllm_step2.log 2>&1 &\n"
     "    ```\n"
     "*   **Result**: \u274c **FAILURE**. EngineCore failed with `KeyError: 'layers.0.mlp.gate_up_proj.weight'`.",
     "weight_loading_mismatch", {"gpu_memory_utilization": 0.5, "max_model_len": 4096}, "weight_loading_mismatch",
     "The local Qwen2.5-3B-Instruct folder's weight names did not match what vLLM 0.16.0's Qwen2ForCausalLM loader "
     "expects (the author: the weights 'lack the gate/up projection mapping expected by the v0.16.0 "
     "Qwen2ForCausalLM loader'), so loading raised a KeyError for the fused gate_up_proj parameter. Not memory.",
     "no fix reached for Qwen2.5: the author moved the 3B tier to Llama-3.2-3B-Instruct-AWQ with the same flags, "
     "which loaded and served (Baby Step 3)",
     release="0.16.0", gpu="NVIDIA RTX 2080 Ti (11 GB)", gpus=1,
     command="NCCL_SOCKET_IFNAME=lo NCCL_P2P_DISABLE=1 VLLM_ATTENTION_BACKEND=XFORMERS python3 -m "
             "vllm.entrypoints.openai.api_server --model /speedy/models/Qwen2.5-3B-Instruct --dtype float16 "
             "--enforce-eager --gpu-memory-utilization 0.5 --max-model-len 4096 --port 8088",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the LAB-002 heading and Baby Step 2 without its 'SCAR: Architecture Sensitivity' line (the "
          "author's diagnosis). Whether the folder held a converted or partial checkpoint is not stated.")

if __name__ == "__main__":
    BATCH.write()
