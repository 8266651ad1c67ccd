"""Round-365 blind batch: vLLM start-up failures quoted, error line and all, in GitHub repositories' OWN FILES (run
journals, troubleshooting notes, READMEs, deployment docs), together with what the author did next; collected by helper
wild365 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round365-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only. Excerpts are the text as the source file shows it (copied by line range out of ``git show`` of the fetched
snapshot, not retyped); where lines were dropped the excerpt carries a '...' line and the note says so; the fix is left
out of the excerpt.

Look-ups: 45 of the 50 allowed: 15 ``search`` (14 corpus=code, 1 corpus=pages), 10 ``find_string``, 4 ``read_file`` (all by find_string id), 1 ``find_files``, 4 ``find_repos``, 11 ``fetch`` (7 snapshots arrived, 4 not to be had). 6 cases, all from ONE repository,
mathiassamuelson/inference-engineering-training (a 16-week self-training log on a 4 x RTX 3090 box, journals committed
day by day), snapshot commit f306d45f3ae126b55cefd4dd940bc2372d86fe85, three journal files. Each case is a separate
launch with its own command and its own error; four come from one journal (week-08-day4), which walks a chain of
failures, one launch each, so the cases are distinct incidents but not independent sources.

How the repository was pinned: find_string on vLLM's KV refusal ("the estimated maximum model length is 4") surfaced an
unused journal (33024 / 3.22 of 1.95 GiB / 4624, PP=2) whose text names its own file
(week-11-day3-pp2-non-viable-journal.md) but not its repository; ``read_file`` by id does not name it either. A second
find_string on a sibling file name (week-11-day2) returned the program's 'Training Method' note, whose paths
('phase-3-optimization-and-quantization/week-16/...') and phrase 'inference-engineering-training program' led to
find_repos('inference-engineering') -> mathiassamuelson/inference-engineering-training, which a fetch confirmed; the
other five cases came from grepping that snapshot locally (no further look-ups).

The slice is heavily mined: of the ~20 repository files that find_string returns for vLLM's memory refusals, nearly all
are already in USED_SOURCES.txt or have a fixture with the same printed numbers; most look-ups went into trying to pin
fresh hits to a repository and path.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt or a fixture with the same printed numbers): sauravdev/TokenFlow-Router
  examples/telco_demo/README.md (72B TP=2, 5.0 of 0.53 GiB); intel/llm-scaler vllm/README.md (118000 / 6.30 of 6.11 GiB
  -> 114432; james-tang17/llm-scaler is a fork with the same text); nvidia-cosmos/cosmos-reason2 docs/troubleshooting.md
  (110.49/122.82 GiB at 0.9 -> 0.7); NanoNets/docext Troubleshooting.md (T4 bfloat16; zhangjiekui/docext is a fork of
  it); omertt27/ai-stanbul (RunPod notes); hzqjgthy/vllm KV_Cache 显存不足 note (40960 / 5.62 of 4.50 GiB);
  FlintyLemming/MitseaBlog (Qwen3-Coder-480B 1048576 over 262144); kolyangg mlops (8.68 GiB); chiro2001 (1048576 /
  4.78 of 4.0 GiB); xbill9 gemma4 TPU (131072 / 48.0 of 44.85); j33bs clawd systemd log (16384 / 3.0 of 1.87);
  stannum13 adapter cache (8 LoRAs, 4096 / 0.22 of 0.09).
- Fresh, real incident, but not pinned to a repository and path inside the budget (read_file by id names neither):
  a Japanese gpt-oss-120b note (131072 / 4.79 of 4.06 GiB, estimated 109776 -> --max-model-len 100000, 1851 chars,
  find_string id 17919029371); a 'CN3 v20 KV-pool memory regression' investigation on a patched vLLM fork (480000 /
  3.57 of 3.25 GiB at GMU 0.970, estimated 435968; cause traced to MRV2 CUDA-graph pool accounting, local fix
  982cda45 'runtime proof pending', id 63707531255); a MiniMax-M2.7 TurboQuant note on 4 x Arc B70 (65536 / 1.64 of
  1.52 GiB, estimated 60672 -> 60000 boots; the same author's n-gram spec-decode note has 'Available KV cache memory:
  -0.3 GiB / No available memory for the cache blocks' -> --gpu-memory-utilization 0.95 and 2 spec tokens); both
  B70 notes are most likely hotschmoe/b70_ai_things or SergiioB/intel-arc-pro-b70-inference-cookbook, both already
  used; a 262144 / 32.00 of 20.06 GiB, estimated 164224, notes file with no fix (id 7026432283).
- Same repository as a taken case, error paraphrased rather than quoted (so not cases): inference-engineering-training
  week-11-day1 (FP8 31B TP=2 MML 131072, '~2.07 GiB/GPU ... ~6.96 GiB ... ~4912 tokens' -> MML 4096), week-11-day6's
  55296 and 67584 rungs ('needs 4.07 GiB/seq > 4.04 GiB available', estimates 54,496 / 66,848), week-13-day6 (262144,
  '11.96 GiB of KV but only 10.3 GiB', estimated 218,624), week-12-day1/day2 (12B QAT lm_head OOM, 1.88 GiB, caused
  by a shallow --hf-overrides that dropped quantization_config), week-08-day1 (FP8 31B OOM at sampler warmup).
  week-08-day4's Failure 1 (pip resolver) and Failure 6 (argparse 'invalid choice: batched_triton') are not vLLM
  start-up messages about the engine and were not taken.
- Fetched, nothing usable: JamesFincher/vllm-server-config (AI-written generic docs, no pasted error lines),
  jyngjeon/multiagentsdebate (its logs/vllm_server_*.log are absent from the snapshot), LottoLottoLotto/4x3090-llm-
  benchmarks (run catalog, no error lines), alicankiraz1/Gemma-4-31B-MTP-vLLM-Server and tobrun/vllm-server (no error
  lines), 0xquinto/inference-engineering-portfolio (no vLLM error lines); wrbooth/vllm-serve-bench,
  Atirian-Chen/vllm-serving-lab, echee777/llm-inference-engineering, richardcheam/inference-engineering: no snapshot
  to be had.

Judgement calls for the lead:
1. week-08-day4 Failure 2 ('Weight input_size_per_partition = 1056 is not divisible by weight quantization block_k =
   128'): kind tp_not_divisible, the kind earlier rounds gave this message (vllm-45784, vllm-42384). The cause is NOT
   the TP degree: the author works out that the shared-MLP intermediate size 2112 is itself not a multiple of 128, so
   the block-FP8 checkpoint 'would have failed at TP=1 too'. No existing cause label says 'the checkpoint's
   quantization block shape does not fit the model's dimensions'; a new cause label 'checkpoint_block_shape_mismatch'
   was made for it (the nearest existing ones, tp_not_divisible and quantization_mismatch, would each point to a wrong
   fix: changing TP, or changing the --quantization flag to match a config that is itself fine). Changing TP is
   marked a wrong fix.
2. week-11-day6 ('Free memory on device cuda:0 (23.05/23.56 GiB) on startup is less than desired GPU memory
   utilization (0.9907, 23.34 GiB)'): kind free_memory_low. The cards were idle (1 MiB used, no zombie); what was
   missing is the ~0.5 GiB CUDA context the vLLM ranks themselves create, i.e. 0.9907 is above what a 3090 can ever
   have free. Every earlier free_memory_low fixture's cause is other_process (or a release/dependency bug); neither
   fits, so a new cause label 'util_above_free_headroom' was made. If the lead prefers, other_process is the closest
   existing one (memory held outside the KV budget), but it would point to 'kill the other process', which is wrong
   here.
3. week-08-day4 Failures 3-5 are one launch chain: Failure 3 has --kv-cache-dtype fp8, Failures 4 and 5 do not (the
   author says so), so fp8 KV is marked a wrong fix for all three (Ampere, SM 8.6). The fix that finally worked for
   4 and 5 was a different checkpoint (AWQ-INT4 via compressed-tensors), not a flag.
4. week-08-day4 Failure 5 (FP8 MoE backend TRITON does not support the deployment configuration): kind and cause
   vllm_check_failed, as the one earlier fixture with this message (flashinfer-3486) has it; quantization_kernel_bug
   would also be arguable.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round365-blind")
case = BATCH.case

_REPO = "https://github.com/mathiassamuelson/inference-engineering-training/blob/f306d45f3ae126b55cefd4dd940bc2372d86fe85/"
_W08D4 = _REPO + "phase-2-production/week-08/week-08-day4-26ba4-vllm-tp2-deployment-journal.md"
_W11D3 = _REPO + "phase-3-optimization-and-quantization/week-11/week-11-day3-pp2-non-viable-journal.md"
_W11D6 = _REPO + ("phase-3-optimization-and-quantization/week-11/"
                  "week-11-day6-max-mml-tp2-interactive-ceiling-pp4-256k-journal.md")

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]
_AMPERE_FP8_KV = [{"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--kv-cache-dtype", "value": "fp8_e4m3"}]
_W08_RELEASE = "0.18.2rc1.dev73+gdb7a17ecc (vllm/vllm-openai:gemma4 Docker image)"
_W08_GPU = "4 x RTX 3090 24 GB (Ampere, SM 8.6); TP=2 on the NVLink pair, GPUs 0 and 2"

# ---------------------------------------- week-08-day4 Failure 2: protoLabsAI block-FP8 Gemma-4-26B-A4B, 2112 not a multiple of 128
case("github-inference-engineering-training-w08d4-gemma4-26b-a4b-protolabs-fp8-block-k-128-partition-1056",
     _W08D4,
     "**Attempt:** Launch vLLM in the gemma4 container against `protoLabsAI/gemma-4-26B-A4B-it-FP8` (a community pre-quantized FP8 checkpoint, ~25 GB on disk).\n"
     "\n"
     "**Failure:** During model construction, before any forward pass:\n"
     "\n"
     "```\n"
     "ValueError: Weight input_size_per_partition = 1056 is not divisible\n"
     "by weight quantization block_k = 128.\n"
     "```",
     "tp_not_divisible", {}, "checkpoint_block_shape_mismatch",
     "A community pre-quantized block-FP8 checkpoint (protoLabsAI/gemma-4-26B-A4B-it-FP8) needs every quantized "
     "tensor's input dimension to be a multiple of block_k = 128; Gemma-4-26B-A4B's shared-MLP intermediate size is "
     "2112 (16.5 x 128), 1056 per rank at TP=2, so vLLM's block-shape validator refused while building the model. The "
     "author notes it would have failed at TP=1 too: a checkpoint / model-shape incompatibility, not a TP or memory "
     "problem.",
     "the author's own journal: abandoned the block-FP8 checkpoint and moved to the BF16 base model "
     "(google/gemma-4-26B-A4B-it) with vLLM's on-the-fly --quantization fp8 (per-tensor scaling, no block "
     "constraint), which got past this check; the chain ended with cyankiwi/gemma-4-26B-A4B-it-AWQ-4bit at TP=2, "
     "which served",
     release=_W08_RELEASE, gpu=_W08_GPU, gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: lines 78-85 of the journal (the attempt, the failure sentence, the fenced error as the author pasted "
          "it, wrapped over two lines). The full docker command for this attempt is not in the file; the working "
          "command later in the file is the fix and is left out.")

# ---------------------------------------- week-08-day4 Failure 3: --kv-cache-dtype fp8 on RTX 3090 -> fp8e4nv not supported
case("github-inference-engineering-training-w08d4-gemma4-26b-a4b-bf16-quant-fp8-kv-fp8-3090-fp8e4nv",
     _W08D4,
     "**Attempt:** Launch with the BF16 base model + `--quantization fp8 --kv-cache-dtype fp8`.\n"
     "\n"
     "**Failure:** Past model loading, past torch.compile, **inside Inductor's Triton codegen** for a fused KV cache write kernel:\n"
     "\n"
     "```\n"
     "ValueError: type fp8e4nv not supported in this architecture.\n"
     "The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')\n"
     "```",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "BF16 Gemma-4-26B-A4B with on-the-fly --quantization fp8 and --kv-cache-dtype fp8 at TP=2 on RTX 3090s (Ampere, "
     "SM 8.6): the FP8 weights run through Marlin (weight-only, upcast at matmul), but the fused KV-cache write kernel "
     "Inductor generates needs a native bf16 -> fp8e4nv cast that only Ada/Hopper (SM 8.9+) have, so Triton codegen "
     "refused. FP8 KV cache is not available on this GPU.",
     "the author's own journal: dropped --kv-cache-dtype fp8 and kept the default bf16 KV cache, which got past this "
     "error ('FP8 weight quantization and FP8 KV cache have different hardware requirements')",
     release=_W08_RELEASE, gpu=_W08_GPU, gpus=4, command=None,
     forbidden=_AMPERE_FP8_KV + _MEM + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: lines 95-102 (the attempt naming the flags, the failure sentence, the fenced error). The docker "
          "command itself is not pasted for this attempt; the flags are the ones the attempt line names.")

# ---------------------------------------- week-08-day4 Failure 4: Marlin FP8 MoE, no thread config for K=352 (704/2)
case("github-inference-engineering-training-w08d4-gemma4-26b-a4b-marlin-fp8-moe-invalid-thread-config-k-352",
     _W08D4,
     "**Attempt:** Launch with the BF16 base model + `--quantization fp8 --kv-cache-dtype fp8`.\n"
     "...\n"
     "**Attempt:** Same command as Failure 3, but with FP8 KV cache disabled.\n"
     "\n"
     "**Failure:** Past model loading, past torch.compile, **during the profile_run dummy forward pass** (the memory-sizing step before KV cache allocation):\n"
     "\n"
     "```\n"
     "RuntimeError: Invalid thread config: thread_m_blocks = 4,\n"
     "thread_k = -1, thread_n = -1, num_threads = -1\n"
     "for MKN = [16384, 352, 2816] and num_bits = 8 [...]\n"
     "```",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "Same BF16 Gemma-4-26B-A4B with on-the-fly --quantization fp8 at TP=2 on RTX 3090s, FP8 KV now off: vLLM picked "
     "the Marlin FP8 MoE kernel, whose hand-tuned shape table has no entry for the per-rank expert intermediate size "
     "K = 704 / 2 = 352 (the -1 sentinels), so the profile_run dummy forward failed. A kernel shape-support gap for this "
     "model's dimensions on Ampere, not a memory problem.",
     "the author's own journal: --moe-backend triton was tried next and refused the per-tensor FP8 scheme (the next "
     "case); the FP8 path was abandoned and cyankiwi/gemma-4-26B-A4B-it-AWQ-4bit (compressed-tensors, INT4 Marlin MoE) "
     "at TP=2 served, full 262144 context at --gpu-memory-utilization 0.90",
     release=_W08_RELEASE, gpu=_W08_GPU, gpus=4, command=None,
     forbidden=_MEM + _AMPERE_FP8_KV + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: line 95 (Failure 3's attempt, which this attempt repeats 'with FP8 KV cache disabled'), a '...' for "
          "the dropped lines 96-111, then lines 112-120 (attempt, failure sentence, fenced error; the '[...]' inside "
          "the error is the author's own elision).")

# ---------------------------------------- week-08-day4 Failure 5: --moe-backend triton refuses per-tensor FP8 quant scheme
case("github-inference-engineering-training-w08d4-gemma4-26b-a4b-moe-backend-triton-fp8-per-tensor-unsupported",
     _W08D4,
     "**Pivot:** Override the auto-selected MoE backend with `--moe-backend triton`. The general-purpose Triton MoE kernel doesn't have a tuned-config lookup table at all and can theoretically handle arbitrary K dimensions including 352.\n"
     "...\n"
     "**Failure:** With `--moe-backend triton`, much earlier in startup — during quant method initialization, before model weights even load:\n"
     "\n"
     "```\n"
     "ValueError: FP8 MoE backend TRITON does not support the deployment configuration\n"
     "since kernel does not support quantization scheme\n"
     "QuantKey(f8e4m3fn,scale(f32,static,per_tensor),symmetric)\n"
     "xQuantKey(f8e4m3fn,scale(f32,dynamic,per_tensor),symmetric).\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "With --moe-backend triton forced (to dodge the Marlin shape gap of the previous case), vLLM's FP8 MoE backend "
     "check refused at quant-method init: vLLM's on-the-fly FP8 gives W8A8 with per-tensor static weight scales and "
     "per-tensor dynamic activation scales, and the Triton FP8 MoE kernel does not take that scheme. On Ampere no other "
     "user-selectable FP8 MoE backend applies, so FP8 for this model on these GPUs was a dead end.",
     "the author's own journal: batched_triton is not a CLI choice; abandoned FP8 and served "
     "cyankiwi/gemma-4-26B-A4B-it-AWQ-4bit (compressed-tensors, INT4 Marlin) at TP=2, which loaded and served cleanly",
     release=_W08_RELEASE, gpu=_W08_GPU, gpus=4, command=None,
     forbidden=_MEM + _AMPERE_FP8_KV + [{"flag": "--moe-backend", "value": "triton"},
                                        {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: line 124 (the pivot naming the flag), '...' for lines 125-127 (a section heading), then lines "
          "128-135 (failure sentence, fenced error as pasted over four lines).")

# ---------------------------------------- week-11-day3: PP=2 FP8 Gemma-4-31B on 2 x 3090, 33024 / 3.22 of 1.95 GiB -> 4624
case("github-inference-engineering-training-w11d3-gemma4-31b-fp8-pp2-3090-33024-3.22-of-1.95",
     _W11D3,
     "**Date:** 2026-06-01\n"
     "**Config family:** FP8 31B Dense (`RedHatAI/gemma-4-31B-it-FP8-block`), vLLM 0.21.0, text-only, GPUs 0 & 2 (NVLink pair), Ubuntu 24.04 / CUDA 12.6.\n"
     "...\n"
     "- **graphs ON**, `--gpu-memory-utilization 0.95`, `--kv-cache-dtype auto` (→ BF16 on SM 8.6), `--max-num-batched-tokens 4096`.\n"
     "...\n"
     "The PP=2 launch at the Day-2-matched MML 33024 did not start serving. The engine died in `_check_enough_kv_cache_memory` with:\n"
     "\n"
     "> To serve at least one request with the model's max seq len (33024), 3.22 GiB KV cache is needed, which is larger than the available KV cache memory (1.95 GiB). Based on the available memory, the estimated maximum model length is 4624.",
     "kv_cache_too_small", {"max_seq_len": 33024, "needed_gib": 3.22, "available_gib": 1.95,
                            "estimated_max_model_len": 4624},
     "kv_too_small",
     "RedHatAI/gemma-4-31B-it-FP8-block on vLLM 0.21.0 with pipeline parallelism over two RTX 3090s (PP=2, util 0.95, "
     "bf16 KV): under PP the 256K-vocab embedding and LM head do not shard, so stage 0 carries 17.06 GiB of weights "
     "(vs 15.85 GiB per GPU under TP=2) plus ~0.9 GiB more non-torch/activation overhead, leaving 1.95 GiB of KV on "
     "the binding stage; one 33024-token sequence needs 3.22 GiB. The KV pool is capped by the poorest stage.",
     "the author's own journal: PP=2 is 'structurally non-viable' for this model on two 24 GB cards (relaunching at "
     "--max-model-len 4096 booted, 4,626-token pool); TP=2 on the same two GPUs (the Day 2 config) holds ~4.04 GiB of "
     "KV per GPU and ~55K-token context at the same util, and 'tensor parallelism is the only practical option' on two "
     "GPUs (PP=4 over all four cards was deferred to Day 4)",
     release="0.21.0 (pinned Docker digest)",
     gpu="RTX 3090 24 GB x 2 used (GPUs 0 and 2, NVLink pair) of 4 in the box", gpus=4, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.95}] + _AMPERE_FP8_KV
               + [{"flag": "--pipeline-parallel-size", "above": 2}, {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the journal's date and config lines (3-4), '...', the held-constant flags line (14), '...', then "
          "lines 22-24 with vLLM's refusal as the author quotes it (a markdown quote, no log prefix). The launch "
          "command is not pasted in this file. Forbidding --pipeline-parallel-size above 2 is a judgement: PP=4 on all "
          "four cards later served 256K context (week-11-day6), so it is not strictly wrong; drop that entry if the "
          "lead prefers.")

# ---------------------------------------- week-11-day6: util 0.9907 on idle 3090s -> free 23.05/23.56 GiB < 23.34 GiB
case("github-inference-engineering-training-w11d6-gemma4-31b-fp8-tp2-3090-free-23.05-of-23.56-util-0.9907",
     _W11D6,
     "**Date:** 2026-06-08 / 09\n"
     "**Config under study:** `RedHatAI/gemma-4-31B-it-FP8-block`, vLLM 0.21.0 (pinned digest `sha256:a230095847e93bd4…`), text-only, 4×RTX 3090, NVLink pair on GPUs 0+2.\n"
     "...\n"
     "**Recipe 2 — raise util to 0.9907 (the boot log's recommended number), estimate on.** **Rejected at init**, before model load:\n"
     "\n"
     "```\n"
     "Free memory on device cuda:0 (23.05/23.56 GiB) on startup is less than\n"
     "desired GPU memory utilization (0.9907, 23.34 GiB).\n"
     "```",
     "free_memory_low", {"free_gib": 23.05, "total_gib": 23.56, "gpu_memory_utilization": 0.9907,
                         "requested_gib": 23.34},
     "util_above_free_headroom",
     "To win back the CUDA-graph KV reserve, the author raised --gpu-memory-utilization to 0.9907, the value vLLM's "
     "own boot log suggested (TP=2 FP8 Gemma-4-31B, vLLM 0.21.0, RTX 3090s). The cards were verified idle (1 MiB "
     "used, no zombie process); the ~0.5 GiB CUDA context each rank creates before the check leaves only 23.05 GiB "
     "free, below the 23.34 GiB that 0.9907 asks for. The suggested utilization is above what a 3090 can ever have "
     "free; no other process was involved.",
     "the author's own journal: laddered the utilization by hand; --gpu-memory-utilization 0.97 passed the start-up "
     "check, captured graphs, survived warmup and served (KV 4.51 GiB, MML up to 66,848)",
     release="0.21.0 (pinned Docker digest)",
     gpu="RTX 3090 24 GB (23.56 GiB usable) x 2 used (TP=2, GPUs 0 and 2) of 4 in the box", gpus=4, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.98}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 4}] + _AMPERE_FP8_KV,
     note="Excerpt: the journal's date and config lines (3-4), '...', then lines 69-74 (the attempt and vLLM's refusal, "
          "fenced, wrapped over two lines by the author, without the log prefix). The other recipe tried the same day "
          "(VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0, warmup OOM) is a different launch and not in the excerpt.")

if __name__ == "__main__":
    BATCH.write()
