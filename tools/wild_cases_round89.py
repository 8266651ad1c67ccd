"""Round-89 blind batch (helper wild89): vLLM launch failures quoted in FILES COMMITTED TO PUBLIC GITHUB REPOSITORIES
(lab notes, runbooks, setup docs, host docs, benchmark READMEs, a project state file, a smoke-test guide), collected by
helper wild89 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round89-blind"``;
the lead grades it once (``python tests/wild_grade.py round89``). A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it. Cases were taken in the order the searches returned them (after
de-duplication against USED_SOURCES.txt, the fixtures on main and the fixtures of the rounds in flight, wild86-88), not
picked to be hard or easy.

Same rules as tools/wild_cases_round11.py, rounds 19-29 and 85: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
committed file only, with README's ``message_kind`` table and ``diagnosis.cause`` list as the vocabulary. Excerpts are
the text as the tool's stored copy of the file shows it (markdown code fences dropped, table rows kept with their
pipes); where lines in between were dropped the excerpt shows ``...`` and the note says so; the authors' fix lines are
left out of the excerpt (they are in fix_that_worked).

Sources and look-ups: ``find_string`` on exact strings of the V1 engine and recent releases ("Cannot auto-fit
max_model_len", "Error in memory profiling. Initial free memory", "is larger than the available KV cache memory (0." /
"(1", "Available KV cache memory: -", "is smaller than max_model_len (", "insufficient KV cache", "Free memory on
device cuda:0 (", "Failed to load model - not enough GPU memory", "Profiling CUDA graph memory", "the estimated maximum
model length is 1", "Failed core proc(s): {'EngineCore_DP0': 1}", "exceeds available Mamba cache blocks",
"EngineCore failed to start.", "Engine core initialization failed (ERR", "was not properly cleaned up before
initializing", "must be greater than or equal to max_num_seqs (", "max_num_batched_tokens (2048) is smaller than"),
``read_file`` on the hit (a read by id gives no repository), then the repository named with ``find_files`` /
``find_repos`` (not counted) from a path the file itself mentions (hosts/mini/vllm-xpu.nix, rebuild-cuda-shim.sh,
data/eval/source_eval_expanded.jsonl, jev-tpu-31b/tpu/serve.sh, bench/template_test.py,
examples/data_preprocess/create_opd_smoke_data.py, scripts/run_c1_onecat.py, docs/runbook_three_models.md). 42 counted
look-ups: 20 ``find_string`` (one refused for length), 17 ``read_file``, 5 ``search`` (code corpus; none of the five
named a usable repository), 0 ``fetch``. 12 cases from 8 files in 8 repositories (four files show two different
failed launches each and give two cases: the KLsatorlac2 runbook, adixg's SETUP.md, Murai-Labs' README and
loopwhile's state file). 6 memory (negative KV, two free-memory gates, three V1 KV refusals) and 6 other
(two max_num_batched_tokens checks, a V1 engine-oracle refusal, a driver too old for the CUDA 13 torch, FlashInfer's
JIT without ninja, a weight-loader shape assert from a transformers upgrade).

Skipped, and why: hits whose repository could not be named within the budget: "ERR-0050: vision-vllm KV Cache Out of
Memory" (4096 needing 0.44 of 0.31 GiB at 0.25 on an 8 GiB card, fixed by 2048), an OpenRLHF-on-XPU note (2x Arc Pro
B70, "Error in memory profiling. Initial free memory 20.58 GiB, current free memory 22.54 GiB" under colocate_all,
fixed by the sleep flags; also XPU), a RunPod support letter (madiatorlabs/worker-v1-vllm:v0.14.0 on RTX 6000
Blackwell, "the provided PTX was compiled with an unsupported toolchain", no fix recorded), a Red Hat AI Inference
Server 3.4 report (Qwen3.5-122B FP8 on 4x L40S, "max_num_batched_tokens (4096) is smaller than max_model_len
(1010000)" with --no-enable-chunked-prefill), a Japanese gpt-oss-120b memo (131072 needing 4.79 of 4.06 GiB, fixed by
100000), a verl DAPO amendment ("max_num_batched_tokens (448) must be greater than or equal to max_num_seqs (1024)",
vLLM 0.8.3; liv-daliberti's repositories checked, not found), a Seed-OSS-36B capacity report (475676 needing 116.13
of 100.99 GiB), a Qwen2.5-14B 131072 refusal (24.00 of 10.91 GiB), a French Ollama-migration note (32768 needing 1.75
of 1.1 GiB at 0.35), a Japanese Qwen 27B MTP note; an llm-d E/PD issue copied into a repository as a file (an issue
digest: "8192 needing 1.12 of 0.72 GiB"). Already taken by earlier or in-flight rounds (USED_SOURCES.txt or a
fixture): scalarlm's GB10 auto-fit, the small-RL Modal and GB10 rerank profiling asserts, TRL sudoku, DesktopShare,
redbutton's L40S GRPO, llm-scaler's README, kubesimplify's RTX PRO 6000 guide, colonel-otto's GB10, psuri's MI350X,
tonyd2wild's MiMo 1M, lvllm's DSV4 sm120, vllm-playground, the Kimi K3 and cyysky/qwen-image-2.1 notes (skipped
before, unattributable), peephole's Mamba 1024/635 note. Not taken: unit tests, log classifiers and validators with
made-up log strings (flexeval's test docstring quoting a 0.6.x profiling assert included: a test file), AI-written
troubleshooting guides with placeholder errors, Ascend / Iluvatar / XPU plugin write-ups, vLLM source copies.

Judgement calls for the lead (each case's ``note`` says more):
1. Kinds with no exact row: 0.8.5's "NotImplementedError: VLLM_USE_V1=1 is not supported with --kv-cache-dtype" ->
   vllm_check_failed (kv_cache_dtype_unsupported the alternative; the fix is the V0 engine, not another dtype);
   torch's "The NVIDIA driver on your system is too old (found version 12060)" -> cuda_driver_mismatch; vLLM's weight
   loader "AssertionError: Attempted to load weight (torch.Size([512])) into parameter (torch.Size([256]))" ->
   vllm_check_failed with cause dependency_version_mismatch (transformers 5.16.1 moved Gemma 4's global_head_dim;
   weight_loading_mismatch the alternative kind).
2. Cause other_process for both free-memory gates although the memory is held outside any process the user started
   on purpose: the WSL2 host plus the launcher's own parent-side CUDA context (adixg), the Windows desktop shell
   (Murai-Labs).
3. No fix recorded or the fix is outside vLLM's flags: stannum13's 8-LoRA L4 refusal (5 adapters start; no fix run
   for 8), loopwhile's V100 KV refusal (closed by policy; 87808 would start), jadeezomg's negative KV (FP8 weight
   quantization), adixg's driver (Windows host driver r580+), Murai-Labs' ninja (PATH), loopwhile's Gemma 4 (a
   runtime hook).
4. Not a stock vLLM or not a GPU: xbill9's vllm-tpu image on a TPU v5e-4 (gpus=4 counts chips); loopwhile's two cases
   come from 1Cat-vLLM 1.5.0, a V100 fork that prints vLLM's wording; jadeezomg's host is an Intel Arc dGPU (XPU
   build) and its doc is inconsistent about the card's size (17.66 GiB of weights on a "16 GiB" card), so no
   utilization bound is set.
5. Thin or retold evidence: xbill9 retells the refusal with '...' inside the quote and the length in prose;
   jadeezomg and Murai-Labs quote log lines inside prose or a table; the OPD guide's 1024 is the max_num_seqs in
   effect, not a flag it shows. Commits: where a path has several stored versions, the quoted section was read in
   one stored version only (each note says which commit and how many versions).
6. Traps: the KLsatorlac2 OFF arm is V0 (no chunked prefill), so any length above 4096 fails with a 4096 budget; the
   OPD smoke's fix is fewer sequences, not more batched tokens or memory; loopwhile's KV is already fp8 (e5m2); the
   two free-memory gates need a LOWER utilization (at most 0.866 and 0.948 of the card), never more GPUs or a
   shorter length; the adixg / Murai-Labs / OPD / Gemma 4 non-memory cases must not get a memory lever.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round89-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ memory: negative KV, Qwen3.5-9B BF16 on an Intel Arc dGPU (XPU)
case("jadeezomg-flake-mini-xpu-qwen35-9b-bf16-negative-0.99",
     "https://github.com/jadeezomg/flake/blob/2753c2f5777f2aa41d9c079d1aef94651bf9084a/docs/hosts/mini-vllm-xpu.md",
     "- **VRAM / context:** Chat is **[Qwen/Qwen3.5-9B](https://huggingface.co/Qwen/Qwen3.5-9B)** with "
     "**`pkgs.vllm-xpu-unstable.withTorchvision true`** (Qwen3.5 imports Qwen VL image-processing code during vLLM "
     "inspection), ... BF16 weights alone are **~18 GiB** — they do not fit **16 GiB** dGPU + KV (logs: "
     "**`Model loading took 17.66 GiB`**, **`Available KV cache memory: -0.99 GiB`**).\n"
     "...\n"
     "### `Available KV cache memory: -X GiB` / `No available memory for the cache blocks`\n"
     "Weights loaded, but **KV cache init ran out of VRAM**.",
     "kv_memory_negative",
     {"available_gib": -0.99, "weights_gib": 17.66},
     "weights_exceed_budget",
     "A NixOS host doc in a personal flake (host 'mini', an Intel Arc Battlemage-class dGPU driven through "
     "vllm-xpu-nix's services.vllm-xpu module, gpuMemoryUtilization default 0.95, maxModelLen 32768). Serving "
     "Qwen/Qwen3.5-9B in BF16, the weights alone took 17.66 GiB, so after loading the budget held nothing for the KV "
     "cache and vLLM reported a negative 'Available KV cache memory: -0.99 GiB'. The doc's own reading: BF16 weights "
     "(~18 GiB) do not fit the card plus KV.",
     "online FP8 weight quantization (quantization = fp8 in the service's instance config; peak ~13-14 GiB per "
     "intel/llm-scaler#339), with kvCacheDtype fp8, languageModelOnly and enforceEager; embedding service kept off",
     release="not stated (vllm-xpu-unstable from the vllm-xpu-nix flake)",
     gpu="Intel Arc Battlemage-class dGPU (16 GiB per the doc; xe.force_probe=e223)", gpus=1,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: one long bullet of the 'Hardware notes' section, cut after the log figures (the FP8 fix that "
          "follows in the same bullet is left out; the '...' inside it drops the flags that describe the working "
          "config), then the head of the troubleshooting section on the same message ('...' marks the lines "
          "dropped in between). The log lines are quoted inside the author's prose, not pasted as a block. "
          "Judgement call: cause weights_exceed_budget (the weights, 17.66 GiB, already exceed 0.95 x 16 GiB); "
          "weights_do_not_fit is the alternative, but the weights did load. The doc is inconsistent about the card "
          "(17.66 GiB of weights loaded on a '16 GiB' dGPU), so no utilization bound is set as forbidden; a "
          "shorter length cannot cure a negative KV budget and the host has one card. The url's commit is the one "
          "find_files lists for the path (26 stored versions); the section was read in one stored version only.")

# ------------------------------------------------------------------ non-memory: V0 max_num_batched_tokens < max_model_len, RTX 4060
case("klsatorlac2-benchlab-v0-batched-4096-under-len-4608",
     "https://github.com/KLsatorlac2/vLLM-benchmark-lab/blob/3ad786d19f8f22f888666c7ab5aa212f38730971/docs/runbook_three_models.md",
     "以下是 2026-09-25 在本机实测（vLLM 0.8.5.post1）确认的日志，后面的坑都基于这些事实：\n"
     "...\n"
     "### 坑 6：V0 下 `max_num_batched_tokens` 必须 ≥ `max_model_len`（实测报错）\n"
     "**报错原文**（2026-09-26，本机 0.5B，E5 chunked prefill 的 OFF 臂）：\n"
     "ValueError: max_num_batched_tokens (4096) is smaller than max_model_len (4608).\n"
     "This effectively limits the maximum sequence length to max_num_batched_tokens\n"
     "and makes vLLM reject longer sequences.\n"
     "Please increase max_num_batched_tokens or decrease max_model_len.\n"
     "**触发条件**：按本手册第 4 节 E5 最初写的参数跑 OFF 臂——\n"
     "--max-model-len 4608 --max-num-batched-tokens 4096      # ← 崩",
     "batched_tokens_too_small",
     {"max_num_batched_tokens": 4096, "max_model_len": 4608},
     "batched_tokens_too_small",
     "A Chinese benchmark-lab runbook (Qwen2.5-0.5B-Instruct on a local RTX 4060 8 GB, vLLM 0.8.5.post1). The chunked-"
     "prefill OFF arm ran on the V0 engine (VLLM_USE_V1=0, no chunked prefill) with --max-model-len 4608 and an "
     "explicit --max-num-batched-tokens 4096: without chunked prefill one sequence must fit one scheduler step, so "
     "vLLM refused at startup.",
     "--max-model-len lowered to 4096 for all three E5 arms (the longest prompt, 3584 + 64 output tokens, still fits); "
     "raising --max-num-batched-tokens to >= the length would also have started",
     release="0.8.5.post1", gpu="NVIDIA GeForce RTX 4060 8 GB", gpus=1,
     command="VLLM_USE_V1=0 $PY scripts/run_vllm.py --model Qwen/Qwen2.5-0.5B-Instruct --max-model-len 4608 "
             "--max-num-batched-tokens 4096 ... (the E5 OFF arm, as the runbook gives its flags)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-model-len", "above": 4096}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the runbook's line naming the release, then pit 6's heading, error block and trigger command "
          "('...' drops section 0's V1 log and the other pits); the cause paragraph and the fix after it are left "
          "out. The same file shows a second, different failed launch (pit 7, a V1 refusal of --kv-cache-dtype), "
          "taken as its own case. The url's commit is the version read_file returned (find_files lists "
          "9df2ba28c887c2f96649726ec16dafa65f11b9b7 among the stored versions).")

# ------------------------------------------------------------------ non-memory: 0.8.5 V1 refuses --kv-cache-dtype fp8, RTX 4060
case("klsatorlac2-benchlab-v1-not-supported-with-kv-cache-dtype",
     "https://github.com/KLsatorlac2/vLLM-benchmark-lab/blob/3ad786d19f8f22f888666c7ab5aa212f38730971/docs/runbook_three_models.md",
     "以下是 2026-09-25 在本机实测（vLLM 0.8.5.post1）确认的日志，后面的坑都基于这些事实：\n"
     "Initializing a V1 LLM engine (v0.8.5.post1) ...\n"
     "...\n"
     "### 坑 7：V1 不支持 fp8 KV cache，必须退回 V0（实测报错）\n"
     "**报错原文**（2026-09-26，本机 0.5B，E6 fp8 KV cache 臂，`VLLM_USE_V1=1`）：\n"
     "NotImplementedError: VLLM_USE_V1=1 is not supported with --kv-cache-dtype",
     "vllm_check_failed",
     {},
     "vllm_check_failed",
     "Same runbook, a different launch: the E6 arm asked for --kv-cache-dtype fp8 with VLLM_USE_V1=1 set explicitly on "
     "vLLM 0.8.5.post1. That release's V1 engine did not support an fp8 KV cache, and with V1 forced by the "
     "environment variable its engine-args oracle raised NotImplementedError instead of falling back to V0.",
     "run the fp8-KV arm on the V0 engine: VLLM_USE_V1=0 with --kv-cache-dtype fp8 (results/raw/local-0.5b-kvfp8.jsonl)",
     release="0.8.5.post1", gpu="NVIDIA GeForce RTX 4060 8 GB", gpus=1,
     command="VLLM_USE_V1=1 $PY scripts/run_vllm.py --model Qwen/Qwen2.5-0.5B-Instruct --kv-cache-dtype fp8 ...",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"}],
     note="Judgement call on the kind: the line is one of vLLM's own raise sites (arg_utils' V1 oracle, "
          "f\"VLLM_USE_V1=1 is not supported with {feature_name}.\"), so vllm_check_failed / vllm_check_failed; "
          "kv_cache_dtype_unsupported is the alternative (it is the KV cache dtype the engine refuses), but the "
          "fix is the engine choice, not a different dtype. The author's copy has no closing period. Excerpt: the "
          "release line and the first line of section 0's V1 log, then pit 7's heading and error line ('...' "
          "drops the rest of section 0 and pits 1-6); the cause paragraph and fix left out. Second case from this "
          "file (pit 6 is the first). url commit as for pit 6.")

# ------------------------------------------------------------------ memory: free-memory gate on WSL2, RTX 4060 Laptop (0.9)
case("adixg-specdecode-wsl2-4060-laptop-free-6.93-of-8.0-util-0.9",
     "https://github.com/adixg/vllm-specdecode-cost-model/blob/af3d2da0b8fc00a9a33fe1a3cd57b083fcf0b0ed/SETUP.md",
     "| GPU | NVIDIA GeForce RTX 4060 Laptop, 8 GB (sm_89) |\n"
     "| Platform | WSL2, kernel 6.6.87.2-microsoft-standard-WSL2 |\n"
     "| vLLM / torch | 0.28.0 / 2.13.0+cu130 |\n"
     "...\n"
     "Worse, **touching `torch.cuda` in a parent process costs you another ~90 MB\n"
     "permanently**. vLLM spawns the engine in a separate process (`spawn` is forced\n"
     "on WSL: \"NVML is not compatible with fork\"), so a parent-side CUDA context\n"
     "stacks with the engine's own and the engine sees less free memory than it asked\n"
     "for:\n"
     "    ValueError: Free memory on device cuda:0 (6.93/8.0 GiB) on startup is less\n"
     "    than desired GPU memory utilization (0.9, 7.2 GiB)",
     "free_memory_low",
     {"free_gib": 6.93, "total_gib": 8.0, "gpu_memory_utilization": 0.9, "requested_gib": 7.2},
     "other_process",
     "A setup doc for speculative-decoding experiments on an 8 GB RTX 4060 Laptop under WSL2 (vLLM 0.28.0). Under WSL2 "
     "the Windows host already holds ~232 MB of VRAM that nvidia-smi does not show, and the launcher had touched "
     "torch.cuda in the parent process, whose CUDA context (~90 MB more) stays resident while vLLM spawns its engine; "
     "the engine then saw 6.93 of 8.0 GiB free, under the 7.2 GiB that utilization 0.9 asks for.",
     "read GPU memory with pynvml (no CUDA context) in the launcher and use gpu_memory_utilization=0.82 ('0.9 does not "
     "fit')",
     release="0.28.0", gpu="NVIDIA GeForce RTX 4060 Laptop 8 GB (WSL2)", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.87}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-model-len"}],
     note="Judgement call: cause other_process (memory held outside the engine: the Windows host's share and the "
          "launcher's own CUDA context), although the 'other process' is partly the user's parent process and the "
          "WSL host; util_too_low does not apply (the utilization is too high). Excerpt: three rows of the doc's "
          "platform table and the paragraph with the indented error ('...' drops the rows and the paragraph on "
          "the ~7950 MB usable VRAM in between); the pynvml / 0.82 advice after it left out. The same doc shows "
          "a second failed launch (the NVIDIA driver too old for torch 2.13's CUDA 13), taken as its own case. "
          "The url's commit is the one find_files lists for SETUP.md (3 stored versions); read in one stored "
          "version only.")

# ------------------------------------------------------------------ non-memory: driver too old for CUDA 13 torch, WSL2
case("adixg-specdecode-wsl2-driver-12060-too-old-torch-cu130",
     "https://github.com/adixg/vllm-specdecode-cost-model/blob/af3d2da0b8fc00a9a33fe1a3cd57b083fcf0b0ed/SETUP.md",
     "| GPU | NVIDIA GeForce RTX 4060 Laptop, 8 GB (sm_89) |\n"
     "| Platform | WSL2, kernel 6.6.87.2-microsoft-standard-WSL2 |\n"
     "| vLLM / torch | 0.28.0 / 2.13.0+cu130 |\n"
     "...\n"
     "### The driver is a hard requirement\n"
     "vLLM 0.28.0 pins `torch==2.13.0`, and **torch 2.11.0 and later publish CUDA 13\n"
     "wheels only** — there is no cu128 build to fall back to. CUDA 13 needs driver\n"
     "**r580+**. The original driver here was 560.94 (CUDA 12.6), which produced:\n"
     "    RuntimeError: The NVIDIA driver on your system is too old (found version 12060)",
     "cuda_driver_mismatch",
     {},
     "cuda_driver_mismatch",
     "Same setup doc, an earlier failed start: vLLM 0.28.0 pins torch 2.13.0, built for CUDA 13 only, and the Windows "
     "host driver was 560.94 (CUDA 12.6), so torch refused the driver. Under WSL2 libcuda.so is injected by the "
     "Windows driver, so nothing on the Linux side can fix it.",
     "update the Windows host driver to r580+ (KMD 616.64 / CUDA UMD 13.x here), then wsl --shutdown; staying on a "
     "CUDA 12 driver would need vLLM 0.19.1 (the last release on torch 2.10.0 / CUDA 12)",
     release="0.28.0", gpu="NVIDIA GeForce RTX 4060 Laptop 8 GB (WSL2)", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--dtype"}],
     note="Kind: torch's 'The NVIDIA driver on your system is too old (found version 12060)' has no row of its own; "
          "cuda_driver_mismatch is the closest (a CUDA runtime newer than the driver). Excerpt: the same three "
          "platform-table rows, then the driver section up to the indented error ('...' drops everything in "
          "between); the WSL fix after it left out. Second case from this doc; url commit as for the free-memory "
          "case.")

# ------------------------------------------------------------------ memory: V1 KV refusal with 8 LoRAs registered, Qwen2.5-7B on one L4
case("stannum13-adapter-cache-qwen25-7b-l4-8-loras-4096-0.22-of-0.09",
     "https://github.com/stannum13/adapter-cache-tradeoffs/blob/b438ac04d50197c3ef7acedf1da62204cb616b50/docs/large_model_results.md",
     "## Adapter capacity on one L4\n"
     "The serving-capacity probe used the trained Qwen2.5-7B adapters on one\n"
     "`g2-standard-8` L4, `max_model_len=4096`, `gpu_memory_utilization=0.85`, and\n"
     "vLLM `0.23.0`.\n"
     "| registered LoRAs | contents | result |\n"
     "| ---: | --- | --- |\n"
     "| 5 | one specialist seed plus multitask | starts successfully |\n"
     "| 8 | two specialist seeds | fails before serving |\n"
     "| 10 | two specialist seeds plus two multitask adapters | fails before serving |\n"
     "The eight-LoRA failure reported:\n"
     "To serve at least one request with the model's max seq len (4096), 0.22 GiB KV cache is needed, which is "
     "larger than the available KV cache memory (0.09 GiB). Based on the available memory, the estimated maximum "
     "model length is 1664.",
     "kv_cache_too_small",
     {"max_seq_len": 4096, "needed_gib": 0.22, "available_gib": 0.09, "estimated_max_model_len": 1664},
     "kv_too_small",
     "A research repo's results page: Qwen2.5-7B-Instruct (BF16, ~15 GB of weights) served by vllm/vllm-openai 0.23.0 "
     "on one 24 GB L4 at --gpu-memory-utilization 0.85 and --max-model-len 4096, with trained LoRA adapters "
     "registered. With 5 adapters it started; with 8 the LoRA slots and their profiling took the little headroom "
     "left after the weights, 0.09 GiB remained for KV, under the 0.22 GiB one 4096-token request needs.",
     "none recorded for 8 adapters: the probe kept 5 registered LoRAs (starts); the author names a larger GPU as the "
     "way to confirm more (no A100 quota); a length of at most 1664 would also have started",
     release="0.23.0", gpu="NVIDIA L4 24 GB (GCP g2-standard-8)", gpus=1,
     forbidden=[{"flag": "--max-model-len", "above": 1664}, {"flag": "--tensor-parallel-size"},
                {"flag": "--gpu-memory-utilization", "at_most": 0.85}],
     note="Excerpt: the 'Adapter capacity on one L4' section up to the quoted error (the ten-LoRA 'no available "
          "memory' sentence and the interpretation after it left out). The error is quoted without its "
          "'ValueError:' head and with 'model's'. Judgement call: cause kv_too_small (the log's own estimate); "
          "the real lever in the source is the number of registered adapters (--max-loras / fewer LoRA modules), "
          "which no kvroom cause names; no fix was run for the 8-adapter launch. The url's commit is the one "
          "find_files lists (11 stored versions); the section was read in one stored version only.")

# ------------------------------------------------------------------ memory: V1 KV refusal on TPU v5e-4, Gemma 4 12B w8a8 at 131072
case("xbill9-gemma4-dev-tpu-v5e4-12b-131072-48.0-of-44.85",
     "https://github.com/xbill9/gemma4-dev/blob/cf061e5043e81fec8a981f606df879228f2bbb5a/tpu-vllm-v5e4-12b-w8a8emb4/benchmarks/runs/2026-10-02-longctx-v5e4/README.md",
     "What four v5e chips buy the 12B for long context. `tpu-vllm-v5e4-12b-w8a8emb4` booted once through "
     "`create_tpu_queued_resource`\n"
     "...\n"
     "`--tensor-parallel-size 4 --max_num_batched_tokens 512 --gpu-memory-utilization 0.92`, `MIN_TOKEN_BUCKET=64`.\n"
     "`len8192/` is the boot script's own container.\n"
     "The model allows 262,144 positions (`max_position_embeddings`, `config.json`; sliding window 1024). The KV pool "
     "sets the\n"
     "limit instead: at 131,072 vLLM refused to start, \"48.0 GiB KV cache is needed, which is larger than the "
     "available KV cache\n"
     "memory (44.85 GiB) ... the estimated maximum model length is 122368\" (`len131072/vllm-container.log`).",
     "kv_cache_too_small",
     {"max_seq_len": 131072, "needed_gib": 48.0, "available_gib": 44.85, "estimated_max_model_len": 122368,
      "tensor_parallel_size": 4, "gpu_memory_utilization": 0.92},
     "kv_too_small",
     "A benchmark-run README: a Gemma 4 12B (w8a8 with 4-bit embeddings) served by a patched vllm-tpu image on a "
     "Cloud TPU v5e-4 (four chips) with --tensor-parallel-size 4 and --gpu-memory-utilization 0.92. Raising only "
     "--max-model-len, the 131072 start failed at KV sizing: 48.0 GiB of KV needed, 44.85 GiB available, estimate "
     "122368.",
     "--max-model-len 122368 (served; the run's recommendation), same utilization",
     release="not stated (vllm-tpu-w8a8emb4:patched image)", gpu="Google Cloud TPU v5e-4 (4 x v5e chips)", gpus=4,
     command="docker run ... vllm-tpu-w8a8emb4:patched ... --tensor-parallel-size 4 --max_num_batched_tokens 512 "
             "--gpu-memory-utilization 0.92 --max-model-len 131072 (per the README; len131072/docker-run.txt)",
     forbidden=[{"flag": "--max-model-len", "above": 122368}, {"flag": "--tensor-parallel-size", "above": 4},
                {"flag": "--gpu-memory-utilization", "at_most": 0.92}],
     note="Excerpt: the README's first line, then its flags line and the paragraph retelling the refusal ('...' "
          "drops the rest of the opening paragraph); the quote is the author's, shortened with '...' inside it and "
          "without the ValueError head, and 131,072 is printed in the prose with a thousands separator. '122,368 "
          "served.' (the fix) left out. Judgement calls: a TPU, not a GPU (gpus=4 counts the chips); the "
          "utilization is read from the flags line. The url's commit is the only stored version of the file.")

# ------------------------------------------------------------------ non-memory: FlashInfer JIT without ninja on PATH, RTX 5090 WSL2
MURAI_URL = ("https://github.com/Murai-Labs/qwen3.8-27b-rtx5090/blob/c7c0942e0ad7c2fd70e7a23de2946aa75cd53dec/"
             "README.md")
MURAI_HEAD = ("Serving **Qwen3.8-27B** (NVFP4) on one **NVIDIA GeForce RTX 5090** (Blackwell, **sm_120**,\n"
              "32 GB) under vLLM in WSL2, tuned for decode throughput without giving up quality.\n"
              "...\n"
              "## Gotchas hit while bringing this up\n"
              "Each of these cost a boot cycle. All are verified on this machine.\n"
              "| Symptom | Cause | Fix |\n"
              "|---|---|---|\n")
case("murai-labs-qwen38-27b-5090-wsl2-ninja-not-on-path",
     MURAI_URL,
     MURAI_HEAD +
     "| Engine dies in `_initialize_kv_caches` with `FileNotFoundError: 'ninja'` | vLLM JIT-compiles a kernel in the "
     "dummy sampler run and shells out to `ninja`; it is installed in the venv but the venv's `bin` is not on `PATH` "
     "when python is invoked by absolute path |",
     "triton_compiler_missing",
     {},
     "triton_compiler_missing",
     "A deployment README for Qwen3.8-27B NVFP4 on one RTX 5090 under WSL2 (vLLM 0.27.1, torch 2.13.0+cu130). During "
     "KV-cache initialization the dummy sampler run JIT-compiled a kernel (FlashInfer's sampler) and shelled out to "
     "ninja; ninja was installed in the venv, but python was started by its absolute path, so the venv's bin was not "
     "on PATH and the build could not find it.",
     "export PATH=\"$VENV/bin:$PATH\" before launching",
     release="0.27.1", gpu="NVIDIA GeForce RTX 5090 32 GB (sm_120, WSL2)", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the README's opening sentence, then the gotchas section's head and the one table row, cut before "
          "its Fix cell ('...' drops the sections in between). The error is quoted in the table, not pasted as a log. "
          "The README's gotchas table shows several different failed launches; two are taken as cases (this one "
          "and the free-memory gate at 0.98); the refused --disable-log-requests (0.27.1's argparse), the Mamba-block "
          "refusal (256 over 80) and the --max-num-batched-tokens 16384 KV refusal are left out to keep one source "
          "from weighing too much. The url's commit is the one find_files lists for README.md (18 stored versions); the table was read "
          "in one stored version only.")

# ------------------------------------------------------------------ memory: free-memory gate at 0.98 on a Windows desktop, RTX 5090
case("murai-labs-qwen38-27b-5090-free-30.2-of-31.84-util-0.98",
     MURAI_URL,
     MURAI_HEAD +
     "| `--gpu-memory-utilization 0.98` refuses to boot: *\"Free memory on device cuda:0 (30.2/31.84 GiB) on startup "
     "is less than desired GPU memory utilization (0.98, 31.21 GiB)\"* | On a **Windows desktop** the shell holds "
     "~1.4 GiB of VRAM (`explorer.exe`, `SearchHost`, `StartMenuExperienceHost`, `CrossDeviceResume`), so only ~30.2 "
     "of 31.84 GiB is free. Recipes quoting 0.98 assume a cleaner GPU |",
     "free_memory_low",
     {"free_gib": 30.2, "total_gib": 31.84, "gpu_memory_utilization": 0.98, "requested_gib": 31.21},
     "other_process",
     "Same README: a recipe's --gpu-memory-utilization 0.98 asked for 31.21 GiB of the 31.84 GiB card at startup, but "
     "the Windows desktop shell (explorer.exe, SearchHost, ...) held ~1.4 GiB of the GPU's memory outside WSL, so "
     "only 30.2 GiB was free and vLLM's startup gate refused.",
     "--gpu-memory-utilization 0.94 (the author computes 0.948 as the most this desktop allows)",
     release="0.27.1", gpu="NVIDIA GeForce RTX 5090 32 GB (sm_120, WSL2)", gpus=1,
     command="vllm serve unsloth/Qwen3.8-27B-NVFP4 --max-model-len 32768 --gpu-memory-utilization 0.98 "
             "--kv-cache-dtype fp8 ... (the README's common flags with the recipe's 0.98)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.95}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-model-len"}],
     note="Excerpt as for the ninja case, with this row cut before its Fix cell; the error is quoted in the table "
          "in italics. Judgement call: cause other_process (the Windows shell's processes hold the memory; nothing "
          "of the user's own stack); the command is reconstructed from the README's 'Common flags' line and is "
          "marked so. Second case from this README; url commit as above.")

# ------------------------------------------------------------------ non-memory: verl rollout max_num_batched_tokens < max_num_seqs, RTX 4090
case("jameszhan02-opd-smoke-4090-batched-512-under-seqs-1024",
     "https://github.com/jameszhan02/On-Policy-Distill/blob/11dafc9a07d9ceebe2a16c616eb2b29fc23ba7ca/OPD_SMOKE_AND_CODE_GUIDE.md",
     "The current smoke test has been run successfully through 5 training steps,\n"
     "validation, OPD loss, and checkpoint save using:\n"
     "- student: `Qwen2.5-0.5B-Instruct`\n"
     "- teacher: `Qwen2.5-0.5B-Instruct`\n"
     "- GPU: one 24 GB RTX 4090\n"
     "...\n"
     "## Common Issues Seen During Smoke Bring-Up\n"
     "...\n"
     "### vLLM `max_num_batched_tokens` vs `max_num_seqs`\n"
     "Error:\n"
     "max_num_batched_tokens (512) must be greater than or equal to max_num_seqs (1024)",
     "batched_tokens_too_small",
     {"max_num_batched_tokens": 512, "max_num_seqs": 1024},
     "batched_tokens_too_small",
     "An on-policy-distillation repo's smoke guide (verl's main_ppo with a vLLM rollout engine, Qwen2.5-0.5B-Instruct, "
     "one 24 GB RTX 4090). The smoke config capped the rollout's max_num_batched_tokens at 512 while verl's rollout "
     "ran with max_num_seqs 1024 (not set in the guide's flags), so vLLM's scheduler config refused: a step's token budget must cover one "
     "token per running sequence.",
     "actor_rollout_ref.rollout.max_num_seqs=1 (the smoke config keeps max_num_batched_tokens=512)",
     release="not stated (verl's vLLM rollout; the teacher wrapper is named vllm_engine_v019)",
     gpu="NVIDIA GeForce RTX 4090 24 GB", gpus=1,
     command="python3 -m verl.trainer.main_ppo ... actor_rollout_ref.rollout.name=vllm "
             "actor_rollout_ref.rollout.max_num_batched_tokens=512 ... (via cross_distill_smoke_1gpu.sh)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-num-seqs", "above": 512}],
     note="Excerpt: the guide's opening lines naming the models and the GPU, then the issue's heading and error "
          "block ('...' drops the sections in between); the 'Fix:' block after it left out. The error is quoted "
          "without its 'ValueError:' head. The 1024 is the max_num_seqs in effect before the fix; the guide does not "
          "say where it came from (presumably verl's rollout default, an inference of the collector). The url's commit is the version read_file returned (29 stored versions); the "
          "section was seen by find_string in two other stored versions and is assumed to be in this one too "
          "(read only to offset 16000 of 28952).")

# ------------------------------------------------------------------ memory: V1 KV refusal in 1Cat-vLLM 1.5.0, Qwen3.8-27B on 2x V100 16 GB
LOOP_URL = ("https://github.com/loopwhile/v100-llm-test/blob/6183496094b5f5869f9ca610fdabd767c38141db/"
            "state/current.md")
case("loopwhile-v100-1cat-qwen38-27b-tp2-131072-2.15-of-1.5",
     LOOP_URL,
     "## 128K Recovery Validation: Qwen3.8-27B 1Cat-vLLM E5M2/GDN Triton Path (2026-09-25)\n"
     "...\n"
     "- Hardware / Serving: 2x V100 16GB TP2 shared, KV `fp8_e5m2`, context 131,072, `temperature=0`, `top_p=1`, "
     "`seed=38`, `thinking=False`, `--language-model-only`, `gpu_memory_utilization=0.92`, "
     "`VLLM_FLASH_V100_DECODE_PARTITION_SIZE=256`, `VLLM_SM70_GDN_DECODE_FLASHQLA=0`, `--additional-config "
     "'{\"gdn_prefill_backend\":\"triton\"}'`.\n"
     "- Results:\n"
     "  - Final Verdict: **FAIL_STARTUP** (Capacity: **FAIL_CAPACITY**, Integrity: **NOT_REACHED**).\n"
     "  - Cause: During engine core initialization profiling, Triton prefill kernel memory overhead reduced available "
     "KV cache memory to 1.5 GiB, which is insufficient for 131,072 max_model_len requiring 2.15 GiB (`ValueError: To "
     "serve at least one request with the model's max seq len (131072), (2.15 GiB KV cache is needed, which is larger "
     "than the available KV cache memory (1.5 GiB). Based on the available memory, the estimated maximum model length "
     "is 87808.`). Server exited prematurely before measured inference.\n"
     "  - Peak VRAM: GPU0 13,987 MiB / GPU1 13,987 MiB during profile crash.",
     "kv_cache_too_small",
     {"max_seq_len": 131072, "needed_gib": 2.15, "available_gib": 1.5, "estimated_max_model_len": 87808,
      "gpu_memory_utilization": 0.92},
     "kv_too_small",
     "A V100 benchmark project's state file: Qwen3.8-27B (NVFP4) on 1Cat-vLLM 1.5.0 (a vLLM fork for SM70) with TP 2 "
     "over two 16 GB V100s, fp8_e5m2 KV, utilization 0.92 and a 131072 context. The GDN Triton prefill path taken for "
     "this run needed more activation memory in the profiling run, leaving 1.5 GiB for KV, under the 2.15 GiB one "
     "131072-token request needs; vLLM estimated 87808.",
     "none for this configuration (closed as FAIL_CAPACITY, no retry by policy); the project's earlier fp8_e4m3 path "
     "without the Triton GDN prefill had 2.8 GiB available and holds 128K; a length of at most 87808 would have started",
     release="1Cat-vLLM 1.5.0 (a vLLM fork for V100)", gpu="2x NVIDIA Tesla V100 16 GB (SXM2)", gpus=2,
     forbidden=[{"flag": "--max-model-len", "above": 87808}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--gpu-memory-utilization", "at_most": 0.92}, {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="Excerpt: the section heading, its serving line and the results block ('...' drops the purpose and "
          "measured-inference lines); the conclusion after it left out. The error is quoted by the author in "
          "backticks inside the cause sentence. Judgement calls: a fork of vLLM (1Cat-vLLM) printed it, in vLLM's "
          "own wording; the KV cache is already fp8 (e5m2), so an fp8 KV fix is listed as wrong. The run's own "
          "report (reports/qwen3-8-27b/EXP-V100-Q38-1CAT-FP8E5M2-TARGET-RECOVERY-C1-128K-20260925-001.md) only "
          "retells the figures, so the state file is cited. The url's commit was read (113 stored versions).")

# ------------------------------------------------------------------ non-memory: weight/param shape assert from transformers 5.16.1's Gemma 4 config, 1Cat-vLLM
case("loopwhile-v100-1cat-gemma4-26b-awq-head-dim-512-into-256-transformers-5.16.1",
     LOOP_URL,
     "## Gemma4 26B-A4B 1Cat-vLLM AWQ INT4 C1 Revalidation & Bounded Recovery (2026-09-25)\n"
     "- Purpose: Revalidate Gemma4 26B-A4B on 1Cat-vLLM 1.5.0 using the AWQ INT4 (`compressed-tensors`) artifact "
     "(`cyankiwi/gemma-4-26B-A4B-it-qat-AWQ-INT4@18a3c7285c33ee39d3e5e16ee6fb2c18f4955ef9`), followed by up to 3 "
     "user-authorized bounded recovery attempts.\n"
     "...\n"
     "  1. `EXP-V100-GEMMA4-26B-1CAT-AWQINT4-F16-TARGET-C1-128K-20260925-001` — **FAIL_STARTUP**:\n"
     "     - Model weight loading crashed at 0% shard progress with `AssertionError: Attempted to load weight "
     "(torch.Size([512])) into parameter (torch.Size([256]))`.\n"
     "     - Root cause: `transformers 5.16.1` moved `global_head_dim` into `per_layer_config`, leaving "
     "`Gemma4TextConfig` without the global attribute. `gemma4.py` defaulted full-attention layers (5, 11, 17, 23, 29) "
     "to `head_dim=256` instead of `512`.",
     "vllm_check_failed",
     {},
     "dependency_version_mismatch",
     "Same state file, another launch: Gemma 4 26B-A4B (AWQ INT4, compressed-tensors) on 1Cat-vLLM 1.5.0 over two "
     "V100s with transformers 5.16.1. That transformers moved global_head_dim into per_layer_config, so the model code "
     "read no global value and built the full-attention layers with head_dim 256; loading the checkpoint's 512-wide "
     "tensors into them tripped the weight loader's shape assertion at 0% of the shards.",
     "a repo-local runtime hook (scripts/runtime_hooks/sitecustomize.py) that restores global_head_dim=512 and builds "
     "the full-attention layers with 512 (all 30 layers then instantiated, the shards loaded and the server started); "
     "the later 128K runs failed for other reasons (a Triton OOM in prefill, then a timeout)",
     release="1Cat-vLLM 1.5.0 (a vLLM fork for V100), transformers 5.16.1", gpu="2x NVIDIA Tesla V100 16 GB (SXM2)",
     gpus=2,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}],
     note="Kind: vLLM's weight loader's 'Attempted to load weight (...) into parameter (...)' has no row; it is one "
          "of vLLM's own assert sites, so vllm_check_failed; weight_loading_mismatch is the alternative kind (the "
          "checkpoint and the model class disagree). Judgement call on the cause: dependency_version_mismatch (a "
          "transformers release newer than the model code, like README's 5.15 Gemma 4 head_dim row); "
          "transformers_too_old is the wrong direction here. Excerpt: the section heading, purpose line and attempt "
          "1 ('...' drops the backend-verification lines); the runtime-hook fix (attempt 2) left out. Second case "
          "from this file; url commit as for the KV case.")

if __name__ == "__main__":
    BATCH.write()
