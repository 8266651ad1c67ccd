"""Round-113 blind batch: vLLM launch failures found through the search tool's PAGES corpus (forums, Q&A sites, blogs,
and the web copies of GitHub threads that corpus stores), collected by helper wild113 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round113-blind"``; the lead grades it once
(``python tests/wild_grade.py round113``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round29.py and round 100: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
source only. Excerpts are the text as the search tool's stored copy shows it (a stored page is its beginning only);
where lines in between were dropped the excerpt shows ``...`` and the note says what; the authors' fix lines are left
out of the excerpt (they are in fix_that_worked).

Sources and look-ups: 96 look-ups, all ``search`` (87 in the pages corpus, 9 in the issues corpus -- the issues corpus
only to read the GitHub thread a page copy names, for its error block or its answer); no find_string, read_file,
find_files, find_repos or fetch. **6 cases, short of the 8-14 asked, and 1 of them memory.** After 112 rounds the
pages corpus is close to exhausted for this slice: every vLLM error query, in English, Chinese, Japanese, Korean and
Russian, returns the same AI-written explainers (errornotes, runlocalai, gigagpu, theneuralbase, aimadetools,
fixdevs, runaihome / its dev.to copy, openillumi, intranet.presrite, errorcanon, stackcamp.org, talkin.icu, a dev.to
"war story", ai-manual.ru, the gitcode / youkuaiyun digests, the mzph / pswp / mynw / nshx / maplevalley / 0539edu
farms) and pages earlier rounds took or named as skips. No Stack Overflow and no Reddit thread came back (one redlib
mirror of r/ROCm, a performance post); discuss.vllm.ai returned only threads already used or skipped (t/2420, t/2584,
t/1602) and t/357 (an OOM told in prose, no error text); forums.developer.nvidia.com (never used before) returned
Jetson Thor / DGX Spark threads about throughput, a loading deadlock, and the DeepSeek-V4-Flash 2x Spark thread that
BLIND.md already names. Five of the six cases were met as stepcodex.com's AI-summarised copies of vllm-project/vllm issues
(the pages corpus stores them with an "Error Message / Root Cause / Fix Action" layout); each is cited by its GitHub
url, and its excerpt is the error text the issue's reporter pasted, as the stepcodex copy or the issues corpus stores
it -- never stepcodex's own summary sentences; the sixth is a Chinese personal write-up on 2048ai.net (a static
LoRA adapter refused at server start). Every url and bare issue number was checked against
/work/coord/USED_SOURCES.txt, the fixtures, tools/ and tests/golden/wild/BLIND.md.

Skipped, and why: earlier rounds' sources met again (blog.csdn.net/acs713 cpu-offload log, forum.beginner.center
t/2597, corti.com and its longform copy, sovgrid, ai-muninn, conselara, vlaicu, al-engr, ojitha.github.io,
coldfusion-example, qevos.ai, joshua8.ai, jishuzhan 2002605617710694401, edutelligence #570, LocalAI #9950, vllm#43951
/ #34877 / #48680 sleep-mode load OOMs, #40807, #40937, #41849, #38980, #43564, #41604, #36598); not a launch
(vllm#43562 nvfp4 KV cache dying at the first request; vllm#44796 Gemma-4-12B QAT Marlin shape mismatch "on the first
real forward pass", not clearly the startup profile; tilcodes CUDA-graph OOM under load); no answer (vllm#41560
TurboQuant on a hybrid model, the same unify_kv_cache_spec_page_size assert, closed with no reply stored); failing
error not stored (vllm#44740 negative CUDA-graph estimate on GB10: only the working 0.55 run's log is stored;
HF DeepSeek-V4-Flash discussion #28: "FlashAttention could not be found" in prose); a hang, no error (vllm#41865
FlashInfer GDN JIT deadlock); a torch warning in an Unsloth setup, not a vLLM launch (jishuzhan 2000064284244639746);
guides and READMEs with no error in the stored part (adadrag qwen3.5-dgx-spark, atcuality2021, hackmd Spark+Thor
cluster, kubernetes.recipes NCCL); a GitHub thread reached only through the issues corpus, not from a page (vllm#52511,
same signature as #43951) -- left out per the brief; 2048ai.net 6980d041 (a templated 'successfully solved' OOM
article about generation with an opt-13b placeholder, not a launch); primeton.marketup.cn (multi-node deployment
prose, no error text stored).

Judgement calls for the lead (each case's ``note`` says more):
1. No exact kind, the closest used: torch's "The size of tensor a (6) must match the size of tensor b (7)" at startup
   with MTP + Mamba prefix caching (vllm#39809) -> kind None, cause unrecognized (no README row reads a torch shape
   mismatch; cuda_graph_unsupported / mamba_blocks are the alternatives, the buffer is a CUDA-graph buffer of the Mamba
   state indices); the ViT FlashAttention "provided PTX was compiled with an unsupported toolchain" on Jetson Thor
   (vllm#38411) -> cuda_driver_mismatch as README files cudaErrorUnsupportedPtxVersion (cuda_no_kernel_image the
   alternative: _vllm_fa2_C has no cubin for the GPU, so the driver had to JIT the PTX); ZeroMQ's "Address already in
   use" between vLLM's own API-server processes (vllm#40443) -> port_in_use, although no OTHER process holds the port
   (a race between scale-out API servers; the fix is --api-server-count 1, not freeing a port); vLLM's LoRA loader's
   "'base_model.model.model.embed_tokens.weight is unsupported LoRA weight'" behind add_lora's "Worker failed with
   error" wrapper (2048ai.net) -> vllm_check_failed (lora_unsupported the alternative, but the model supports LoRA;
   the adapter carries embedding-layer LoRA tensors).
2. vllm#43755: the vLLM line is cut in the stored copy ("ValueError: To serve at least one") and the two sizes
   (15.57 GiB available, 223.68 GiB needed) appear only in the reporter's analysis under it, so numbers are left
   empty; cause pp_stage_check although README dates that check to 0.14-0.16 -- here 0.21.0 with KV offloading on,
   whose _check_enough_kv_cache_memory still compares one PP/TP worker with the whole model (kv_too_small the
   alternative if the lead reads the figures literally; no utilization step closes 15.57 -> 223.68).
3. vllm#43626 (bare assert in kv_cache_utils.py::unify_kv_cache_spec_page_size) -> vllm_check_failed; the answer is
   thin: the issue is closed with no fix stored for the dense-draft pairing; another reporter of the same assertion,
   with a DFlash drafter (a linked PR thread, #37429), booted after porting PR #42102 (drafter KV specs in their own
   groups); the log and title are what make the cause clear.
4. Fixes are the reporters' own workarounds or linked PRs (no maintainer reply stored in any of the six): #39809
   disable MTP with prefix caching; #40443 --api-server-count 1; #38411 NGC's vLLM container (the workaround text is
   cut in the stored copy); #43755 the fix PRs #43796 / #43882 and the baseline without KV offloading; 2048ai the
   author's own adapter cleanup.
5. Traps: none of the six is fixed by a memory flag except #43755, where only PP-aware accounting (or dropping KV
   offloading) helps -- raising --gpu-memory-utilization cannot cover a 14x gap.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round113-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ vLLM bug: MTP + Mamba prefix caching on Nemotron-3-Super
case("vllm-39809-nemotron3-super-mtp-prefix-caching-tensor-size-6-7",
     "https://github.com/vllm-project/vllm/issues/39809",
     "vllm serve nvidia/NVIDIA-Nemotron-3-Super-120B-A12B-NVFP4 \\\n"
     "  --enable-prefix-caching \\\n"
     "  --kv-cache-dtype fp8 \\\n"
     "  --dtype bfloat16 \\\n"
     "  --trust-remote-code \\\n"
     "  --gpu-memory-utilization 0.90 \\\n"
     "  --max-model-len 21525 \\\n"
     "  --tensor-parallel-size 4 \\\n"
     "  --speculative-config '{\"method\": \"mtp\", \"num_speculative_tokens\": 1}'\n"
     "...\n"
     "RuntimeError: The size of tensor a (6) must match the size of tensor b (7) at non-singleton dimension 1",
     None, {}, "unrecognized",
     "vLLM issue 'Mamba prefix caching + MTP speculative decoding crashes on startup for NemotronH models': "
     "Nemotron-3-Super-120B-A12B-NVFP4 (hybrid Mamba/attention) at TP 4 with --enable-prefix-caching (Mamba cache "
     "'all'/'align' mode) and MTP speculative decoding dies during engine start-up. The reporter traced it: the "
     "pre-allocated CUDA-graph buffer for state_indices_tensor_d is sized cdiv(max_model_len, block_size), while the "
     "block table gpu_model_runner.py allocates per request is cdiv(max_model_len, block_size) + "
     "num_speculative_blocks, so the copy is one block short (6 vs 7). A vLLM bug in the MTP + Mamba prefix-caching "
     "combination, not memory.",
     "reporter's workaround: disable MTP when prefix caching is enabled (prefix caching kept); the issue was closed "
     "(4 comments); no fix release named in the stored copy",
     release="not stated in the stored copy (2026, a V1 release with Nemotron-3-Super NVFP4 and MTP)",
     gpu=None, gpus=None,
     command="vllm serve nvidia/NVIDIA-Nemotron-3-Super-120B-A12B-NVFP4 --enable-prefix-caching --kv-cache-dtype fp8 "
             "--dtype bfloat16 --trust-remote-code --gpu-memory-utilization 0.90 --max-model-len 21525 "
             "--tensor-parallel-size 4 --speculative-config '{\"method\": \"mtp\", \"num_speculative_tokens\": 1}'",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: found in the pages corpus as stepcodex.com's copy ('issue/bug-mamba-prefix-caching-"
          "mtp-speculative'); the excerpt is the reporter's command (stepcodex's 'Code Example') and, after '...', "
          "the error line as the copy stores it (no traceback stored). stepcodex's root-cause and fix paragraphs "
          "left out. GPU model not named in the stored copy (TP 4), hence gpu/gpus None. Kind None / cause "
          "unrecognized: a torch shape mismatch no README row reads; cuda_graph_unsupported is the nearest "
          "alternative")

# ------------------------------------------------------------------ memory: KV refusal under PP 2 x TP 8 with KV offloading
case("vllm-43755-deepseek-v4-pro-tp8-pp2-kv-offload-check-223.68-vs-15.57",
     "https://github.com/vllm-project/vllm/issues/43755",
     "- vLLM version: v0.21.0\n"
     "- Model: DeepSeek-V4-Pro\n"
     "- Hardware: 2 nodes × 8 × H100 80GB (16 GPUs total)\n"
     "- Parallelism: --tensor-parallel-size 8 --pipeline-parallel-size 2 --nnodes 2\n"
     "- Docker image: vllm/vllm-openai:v0.21.0\n"
     "...\n"
     "# Node 0\n"
     "docker run --rm --gpus all --network host \\\n"
     "  vllm/vllm-openai:v0.21.0 /model/DeepSeek-V4-Pro \\\n"
     "  --tensor-parallel-size 8 \\\n"
     "  --pipeline-parallel-size 2 \\\n"
     "  --nnodes 2 \\\n"
     "  --node-rank 0 \\\n"
     "...\n"
     "(EngineCore pid=401) ERROR [core.py:1140] ValueError: To serve at least one\n"
     "...\n"
     "The check compares:\n"
     "  • Available: per-GPU KV cache memory reported by a single worker → 15.57 GiB\n"
     "  • Required: total KV cache for max_model_len across all model layers → 223.68 GiB",
     "kv_cache_too_small", {}, "pp_stage_check",
     "vLLM issue '_check_enough_kv_cache_memory does not account for TP/PP sharding, making KV offloading impossible "
     "in multi-GPU distributed deployments': DeepSeek-V4-Pro on 2 nodes x 8 H100 80GB (TP 8, PP 2) with KV "
     "offloading enabled (--kv_offloading_backend native, max_model_len 1000000 per the fix PR) is refused at "
     "start-up: the offloading path's memory check compares one worker's 15.57 GiB of KV memory with the whole "
     "model's 223.68 GiB for one max-length request (PP groups with no layers on that worker still counted, PR "
     "#43796), although the 16 GPUs together hold it. The same deployment without KV offloading, whose path does "
     "not run this check, starts. A false refusal by vLLM's check, not a real shortage.",
     "fix PRs #43796 (filter the empty PP groups before summing in _max_memory_usage_bytes_from_groups) and #43882 "
     "(scale by TP x PP); stepcodex marks the issue Fixed; the reporter's baseline without KV offloading starts",
     release="0.21.0 (vllm/vllm-openai:v0.21.0)", gpu="NVIDIA H100 80GB (2 nodes x 8)", gpus=16,
     command="docker run --rm --gpus all --network host vllm/vllm-openai:v0.21.0 /model/DeepSeek-V4-Pro "
             "--tensor-parallel-size 8 --pipeline-parallel-size 2 --nnodes 2 --node-rank 0 ... (KV offloading on; "
             "rest of the command cut in the stored copies)",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--pipeline-parallel-size", "above": 2}],
     note="judgement calls 2 and 4: found in the pages corpus as stepcodex.com's copy ('issue/bug-check-enough-kv-"
          "cache-memory'); the environment bullets are the issue description's as the issues corpus stores it, the "
          "command the stepcodex copy's (both cut after '--node-rank 0' / '--master-addr ... --max-model-len 100', "
          "rest dropped, shown as '...'); the error line as stored (cut after 'To serve at least one'), then the "
          "reporter's two bullets giving the sizes (their '=> should PASS' arithmetic and the stepcodex headings "
          "left out). Numbers left empty because the vLLM line is cut and the figures are the reporter's own")

# ------------------------------------------------------------------ ports: ZMQ EADDRINUSE between scale-out API servers
case("vllm-40443-hybrid-lb-apiserver-zmq-address-in-use",
     "https://github.com/vllm-project/vllm/issues/40443",
     "Multi-node hybrid-LB deployments (DP > 1 across 2+ nodes, default api_server_count) intermittently fail during "
     "ApiServer startup with:\n"
     "\n"
     "(ApiServer_N pid=...) zmq.error.ZMQError: Address already in use (addr='tcp://<host>:<port>')\n"
     "...\n"
     "RuntimeError: Process ApiServer_N (PID: ...) died with exit code 1\n"
     "RuntimeError: Engine core initialization failed. See root cause above.\n"
     "\n"
     "Happens after weights/compile finish, before Application startup complete. Observed consistently on MoE / "
     "multimodal models (Qwen3-30B-A3B-Instruct-2507, gpt-oss-120b, gemma-4-31B-it) across 2n and 4n jobs; not "
     "observed on single-node or on small dense models.",
     "port_in_use", {}, "port_in_use",
     "vLLM issue 'Port-allocation race between ApiServer processes in hybrid-LB mode': with data parallelism across "
     "2-4 nodes in hybrid load-balancing mode and the default number of API-server processes, two of vLLM's own "
     "API-server processes race for the same ZeroMQ port after the engines have loaded; the loser dies with "
     "EADDRINUSE and takes the engine start-up with it. No outside process holds the port.",
     "reporter's workaround: --api-server-count 1; stepcodex marks the issue Solved with one linked PR (not named in "
     "the stored copy)",
     release="not stated in the stored copy (2026)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 4: found in the pages corpus as stepcodex.com's copy ('issue/bug-port-allocation-"
          "race-between-apiserver'); the excerpt is the issue description's paragraph and error block as stored; "
          "'pid=...', '<host>:<port>' and the '...' line are the reporter's own redactions, not dropped lines. "
          "port_in_use is the closest cause although the holder is a sibling vLLM process, not an earlier one")

# ------------------------------------------------------------------ toolchain: ViT FlashAttention PTX on Jetson Thor
case("vllm-38411-jetson-thor-vit-fa2-unsupported-ptx-toolchain",
     "https://github.com/vllm-project/vllm/issues/38411",
     "[Bug]: Vision encoder crashes on SM100 (Jetson Thor) — `_vllm_fa2_C` compiled for SM80-only, no override "
     "available for vision encoder\n"
     "...\n"
     "File \".../vllm/model_executor/layers/attention/mm_encoder_attention.py\", line 402, in forward_cuda return "
     "self._forward_fa(query, key, value, cu_seqlens, max_seqlen) File \".../vllm/v1/attention/ops/"
     "vit_attn_wrappers.py\", line 51, in flash_attn_maxseqlen_wrapper output = flash_attn_varlen_func(...) File "
     "\".../vllm/vllm_flash_attn/flash_attn_interface.py\", line 300, in flash_attn_varlen_func out, softmax_lse = "
     "torch.ops._vllm_fa2_C.varlen_fwd(...) torch.AcceleratorError: CUDA error: the provided PTX was compiled with "
     "an unsupported toolchain. (cudaErrorUnsupportedPtxVersion)",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "vLLM issue on an NVIDIA Jetson Thor: any multimodal model whose vision encoder uses MMEncoderAttention dies "
     "at start-up, in the profiling pass before the server accepts requests, because the ViT attention calls "
     "vLLM's bundled FlashAttention-2 library (_vllm_fa2_C), built only for SM80; on Thor the driver must JIT its "
     "PTX, which was produced by a newer toolchain than the driver accepts. The language-model path can avoid the "
     "library (--attention-backend TRITON_ATTN), the vision encoder has no such switch.",
     "reporter: --attention-backend TRITON_ATTN keeps the LM path off _vllm_fa2_C but does not cover the vision "
     "encoder; the page's workaround points to NVIDIA's NGC vLLM container ('The NGC vLLM 26.' -- cut in the stored "
     "copy); 5 comments, 4 participants",
     release="not stated in the stored copy (2026, a release with MMEncoderAttention)",
     gpu="NVIDIA Jetson Thor (the reporter calls it SM100)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 4: found in the pages corpus as stepcodex.com's copy ('issue/bug-vision-encoder-"
          "crashes-on-sm100'); the excerpt is the issue title and, after '...', the error block as the copy stores "
          "it (flattened onto one line by stepcodex; not re-broken here). The reporter's root-cause paragraph and "
          "the workaround left out. cuda_no_kernel_image is the alternative cause (the library has no cubin for "
          "the GPU)")

# ------------------------------------------------------------------ vLLM check: dense draft + hybrid main page-size assert
case("vllm-43626-dense-draft-hybrid-main-page-size-assert",
     "https://github.com/vllm-project/vllm/issues/43626",
     "[Bug]: AssertionError at kv_cache_utils.py:1042 — dense draft model + hybrid-attention main (DeltaNet+SWA) "
     "fails in unify_kv_cache_spec_page_size\n"
     "...\n"
     "File \"/usr/local/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py\", line 5951, in "
     "profile_cudagraph_memory\n"
     "    self._init_minimal_kv_cache_for_profiling()\n"
     "File \"/usr/local/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py\", line 5870, in "
     "_init_minimal_kv_cache_for_profiling\n"
     "    kv_cache_groups = get_kv_cache_groups(self.vllm_config, kv_cache_spec)\n"
     "File \"/usr/local/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py\", line 1654, in "
     "get_kv_cache_groups\n"
     "    kv_cache_spec = unify_kv_cache_spec_page_size(kv_cache_spec)\n"
     "File \"/usr/local/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py\", line 1042, in "
     "unify_kv_cache_spec_page_size\n"
     "    assert new_spec.page_size_bytes == max_page_size\n"
     "AssertionError",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM issue: pairing a dense draft model (LocoOperator/LocoOperator-4B) for speculative decoding with a "
     "hybrid-attention main model (Qwen/Qwen3-Coder-Next-80B-A3B-NVFP4, DeltaNet + sliding-window attention) fails "
     "at engine init, deterministically across three boots after the weights load: when vLLM unifies the KV-cache "
     "page sizes of all layers, the dense draft's attention page size cannot be made equal to the hybrid model's "
     "Mamba/GDN-aligned maximum page, and the bare assert fires. A configuration vLLM's page-size unification did "
     "not handle, not memory.",
     "issue closed, no fix stored for this dense-draft pairing; another reporter hitting the same assertion with a "
     "DFlash drafter on a hybrid Qwen3.6 target (PR thread #37429) booted after porting PR #42102, which gives the "
     "drafter's KV specs their own groups instead of forcing them through the target's page-size unification; "
     "practical workaround: serve without the dense draft model (or with the model's own MTP head)",
     release="not stated in the stored copy (2026)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement call 3: met in the pages corpus as stepcodex.com's copy ('issue/bug-assertionerror-at-kv-cache-"
          "utils'), whose stored text cuts the traceback after its first frame; the traceback here is the issue "
          "description's as the issues corpus stores it (the reporter's 'Stack trace (live, deterministic across 3 "
          "boot attempts)'), after the issue title; the summary and reproduction lines between them dropped "
          "('...'). The answer is a linked thread's, not this issue's")

# ------------------------------------------------------------------ LoRA: static adapter with embed_tokens weights (Qwen3-8B)
case("2048ai-qwen3-8b-static-lora-embed-tokens-unsupported-weight",
     "https://2048ai.net/6907423a0e4c466a32e3ee6e.html",
     "问题出现\n"
     "最近在qwen3-8B上做为微调结束后出现了一个错误\n"
     "File \"/opt/miniconda3/envs/unsloth/lib/python3.11/site-packages/vllm/entrypoints/openai/api_server.py\", "
     "line 1791, in run_server await run_server_worker(listen_address, sock, args, **uvicorn_kwargs) File "
     "\"/opt/miniconda3/envs/unsloth/lib/python3.11/site-packages/vllm/entrypoints/openai/api_server.py\", line "
     "1816, in run_server_worker await init_app_state(engine_client, vllm_config, app.state, args) File "
     "\"/opt/miniconda3/envs/unsloth/lib/python3.11/site-packages/vllm/entrypoints/openai/api_server.py\", line "
     "1624, in init_app_state await state.openai_serving_models.init_static_loras() File "
     "\"/opt/miniconda3/envs/unsloth/lib/python3.11/site-packages/vllm/entrypoints/openai/serving_models.py\", line "
     "85, in init_static_loras raise ValueError(load_result.message) ValueError: Call to add_lora method failed: "
     "Worker failed with error 'base_model.model.model.embed_tokens.weight is unsupported LoRA weight', please "
     "check the stack trace above for the root cause",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A Chinese blog post (2048ai.net): after LoRA fine-tuning Qwen3-8B (an unsloth environment), serving the base "
     "model with the adapter as a static LoRA module fails while the OpenAI server starts (init_app_state -> "
     "init_static_loras -> add_lora): the adapter's safetensors hold LoRA tensors for the embedding layer "
     "(embed_tokens; the post's title names lm_head too) because the training script injected LoRA before resizing "
     "the embeddings, and vLLM's LoRA loader rejects weights on modules it does not support as LoRA targets.",
     "the author's fix: back up the adapter, list the safetensors keys, and export the adapter without the "
     "embed_tokens / lm_head LoRA tensors (keeping only the supported projection layers), then serve it again",
     release="not stated (a V1-era release whose api_server has init_static_loras)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1 (kind): vLLM's own raise '... is unsupported LoRA weight', relayed through add_lora's "
          "'Worker failed with error ...' wrapper, has no README row, so vllm_check_failed; lora_unsupported is "
          "the alternative reading (but the model class supports LoRA -- the adapter carries an unsupported "
          "module). The excerpt is the post's '问题出现' lines and traceback as the stored copy shows it (flattened "
          "onto one line there, kept so); the explanation and the cleanup steps after it left out. Fix is the "
          "author's own, no maintainer")

if __name__ == "__main__":
    BATCH.write()
