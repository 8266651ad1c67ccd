"""Round-804 blind batch: COMMITTED NOTES, RUNBOOKS AND EXPERIMENT LOGS FOUND WITH FIND_STRING (not the issues
corpus), start-up refusals other than KV capacity, fragments WITH DIGITS ('is not divisible by tensor parallel size',
'Minimum capability: 8', 'must be divisible by tensor parallel size (6)', 'Free memory on device cuda:0 (2', 'GPU has
compute capability 6.1', "in the model's quantization config", 'max_model_len (max_position_embeddings=8192', 'CUDA out
of memory. Tried to allocate 3', 'Current capability: 70.'); collected by helper wild804 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round804-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (the committed file itself: the error as its author recorded it, and the cause / fix the same file records).
Excerpts are the text as the stored copy of the committed file shows it (read with read_file at the commit in the
URL, which returned the same file id as find_string's hit); the fix is left out of the excerpt.

Look-ups: 29 of the 50 shared by the session's three collectors (one more find_string call was refused by the tool's
argument check -- the fragment 'Quantization method specified in the model config (' is over 50 characters -- and is
not counted): 9 find_string, 6 read_file, 11 find_files, 2 find_repos, 1 search (corpus=code), no fetch, no device.
Per placed hit: flagos-ai/build-infra 5 (read by id; find_files for the path the report names,
packaging/vllm/config.yaml -> flagos-ai/build-infra; find_files *.md of the repository (truncated); find_files under
packaging/vllm -> docs/report-vllm-0.24.0.md; read at that commit -> the same id 57949292806), chipi/podcast_scraper 3
(find_files for the path a sibling hit names, autoresearch/PER_MODEL_OPTIMAL_PARAMS.md; find_files *.md under
autoresearch/ -> MODEL_PLAYBOOK.md; read at that commit -> the same id 56242484257). Spent and not placed: the RTX
4090 'Measured on this hardware' note 5, the Chinese model-server deployment manual 5, the Portuguese Qwen2.5-14B
diagnosis 2.

3 cases (two from one file of chipi/podcast_scraper, one from flagos-ai/build-infra):
- flagos-build-infra-report-v0240-metax-orphan-enginecore-free-2.02-of-63.59: FlagOS's vLLM 0.24.0+flagos repack
  validation on a MetaX node (MACA SDK 3.8.1.3), Qwen3-4B: the second launch refused with 'Free memory on device cuda:0
  (2.02/63.59 GiB) ... (0.92, 58.51 GiB)'; root cause an orphaned VLLM::EngineCore of the previous serve (~10 GB for 26
  hours) that pkill by port / api_server did not catch; fix: find it with ps aux | grep EngineCore and kill it by pid.
- podcast-scraper-playbook-moonlight-16b-a3b-32768-over-derived-8192: moonshotai/Moonlight-16B-A3B-Instruct at the
  sweep's max_model_len 32768 -> 'max_model_len (32768) greater than derived max_model_len
  (max_position_embeddings=8192)', a boot loop; fix: --max-model-len=8192 (the model's cap; the playbook rejects
  VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 for the RoPE NaN risk).
- podcast-scraper-playbook-nemotron-super-49b-fp8-reasoning-parser-nemotron-v3-no-think-tokens:
  nvidia/Llama-3_3-Nemotron-Super-49B-v1_5-FP8 launched with --reasoning-parser=nemotron_v3 -> 'NemotronV3ReasoningParser
  reasoning parser could not locate think start/end tokens in the tokenizer' (container restart loop); the model's
  tokenizer has no dedicated think tokens; fix: drop the flag, steer reasoning with the '/no_think' system prompt.

How mined the slice is: heavily. Of about 80 hits read in excerpt, most were already fixtures (TP 6 with 64 / 32 / 40
heads: phantom-wiki, fin-posttrain, vllm #4232 mirrors; the TripleQuant and thai-meeting 'Minimum capability: 89'
notes; jimw-vllm and tinyzero 1080 / 1080 Ti bf16; the REFRACT 24.05/191.69 GiB in TheTom's MI300X paper; Forge-OH;
the lcary / llm-test / peuqui V100 'Current capability: 70' notes; jmitchall's Starling 16384 over 8192), other tools'
rule tables and tests quoting vLLM's lines, vLLM / SGLang source copies, or generic troubleshooting tables. New,
unused hits exist but half of them could not be placed in a repository within the per-hit cap.

Sources given up (for the lead, not cases):
- Not placed within 6 look-ups (good content; a later round with a fresh idea for the repository may take them):
  * find_string id 63041997115 (and its shorter sibling version id 63037976143), '# Measured on this hardware': one RTX
    4090 (Ubuntu 24.04, driver 580.173.02), vLLM 0.27.1, cyankiwi/Qwen3.8-27B-AWQ-INT4 (18.37 GiB loaded). Several
    events with fixes: '--gpu-memory-utilization 0.985 fails outright: ValueError: Free memory on device cuda:0
    (22.78/23.48 GiB)' (desktop / other processes ~0.7 GiB; 0.97 is the practical maximum); eager profiles at 0.97 start
    healthy then 500 on every request with 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 394.00 MiB'
    in flashinfer.py _get_workspace_buffer (fix util 0.94); MTP draft head OOM 'Tried to allocate 2.37 GiB' at 0.97 /
    0.95 / 0.85 (MTP dropped); TRITON_ATTN at 0.95 -> chunk_gated_delta_rule_fwd_h OOM 'Tried to allocate 20.00 MiB'.
    Paths named: scripts/measure-ceiling.sh, config/model-artifacts.yaml, benchmark-profile.yaml, tests/test_smoke.sh,
    scripts/benchmark.py -- find_files for the first three found nothing, a code search missed.
  * find_string id 69410394420, '# model-server 模型部署手册' (/mnt/ssd1/steins/model-server, Docker Compose + vLLM + uv,
    2026-09-17): two events with fixes -- MinerU2.5-Pro-2605-1.2B at MAX_MODEL_LEN 16384 copied from the 2509 service ->
    'max_model_len (16384) is greater than the derived max_model_len (max_position_embeddings=8192)' (fix 8192 or
    unset), and Qwen/Qwen3Guard-Gen-8B at 0.9 on a GPU where another vLLM held 24 GiB -> 'Free memory on device cuda:0
    (54.95/79.25 GiB) ... (0.9, 71.33 GiB)' (fix 0.45). find_files for models/Qwen/Qwen3Guard-Gen-8B/model_serve.sh,
    models/opendatalab/MinerU2.5-2509-1.2B/model_serve.sh and vllm_logging_config.json found no match; find_repos
    'model-server' is too broad (100+).
  * find_string id 68964432176, '# Diagnóstico: Qwen2.5-14B no vLLM' (RTX 3090, vLLM 0.29.0): GGUF Q8_0 via
    vllm-gguf-plugin OOM in _create_padded_weight_param, then 'Model loading took 23.09 GiB' and an Inductor OOM
    (108 MiB, 73 MiB free) in profile_run; a GPTQModel 8-bit safetensors export lacking 'group_size' / 'desc_act' ('Cannot
    find any of ['group_size'] in the model's quantization config'), then 'start (0) + length (4736) exceeds dimension
    size (3584)'. No fix beyond 'use llama.cpp for the GGUF, another checkpoint for vLLM'. The quantization repository
    it names (arthuravianna/qwen2.5-quantization) is not where the report lives; find_repos 'arthuravianna' lists no
    likely home.
- Placed-able but not taken: id 56562154408 / 56189820987 (the same chipi/podcast_scraper's GB10 sweep 'Failure-mode
  notes': Moonlight again (the playbook's case), Gemma-4-26B-A4B 'max_tokens_per_mm_item (2496) ... (2048)' fixed by
  --max-num-batched-tokens 4096 -- a family with five fixtures already --, Ministral with no error line); id 58884873661
  (DeepSeek-V4-Flash on 16 V100s, 'deepseek_v4_fp8 is not supported ... Minimum capability: 75. Current capability:
  70.'; no fix, the model was not served); id 55123743702 (Qwen3-30B-A3B BF16 on an L20 in Kubernetes, 'Tried to
  allocate 20.00 MiB. GPU has 44.17 GiB memory in use', fixed by BitsAndBytes 8-bit, then a CUDA-graph warm-up OOM
  'Tried to allocate 384.00 MiB' -- unplaced, not tried); id 57455109566 (an A10 sweep table, Llama-3-8B at 16384 over
  8192 -- unplaced, not tried); id 10873344026 (a 193k-char run log of the used jmitchall Starling case); id
  63238836685 / 66375053134 ('srv1' cc 7.5 refusing modelopt 'Minimum capability: 89. Current capability: 75', a
  capability matrix with no launch).
- Used already (not re-opened): 22138430432 (phantom-wiki), 59684991379 (fin-posttrain E-7), 56982639525 (#4232
  mirror), 60295649862 (Forge-OH), 52203317458 (TheTom REFRACT), 56782886033 (thai-meeting exp78), 58364130594
  (TripleQuant), 67399981791 (1Cat, at 3 sources), 44321249437 (tinyzero worklog), 19400629813 (jimw-vllm),
  13135643624 (lcary), 54749485665 / 54629452213 (llm-test V100S), 60627158271 (peuqui).

Judgement calls for the lead:
1. flagos-build-infra: round 180 skipped this report because the snapshots it fetched predated the 2026-08-15 entry;
   find_files now lists report-vllm-0.24.0.md at c82c05bb and read_file at that commit returns the text. The platform
   is MetaX (vLLM 0.24.0 repacked, with the vllm-plugin-FL out-of-tree platform), not CUDA; the message is upstream
   vLLM's. The launch command is not shown for that run (the appendix's command has no --gpu-memory-utilization, the
   error says 0.92), so command is None. cause other_process (the orphan was the report's own previous serve).
2. Both podcast_scraper cases come from one playbook (MODEL_PLAYBOOK.md), written as reference entries, not as a dated
   log: the error lines are the author's quotes. Moonlight's stored failure line begins 'Without
   `--max-model-len=8192`:', which names the fix; it is kept verbatim. The Nemotron excerpt is cut after the quoted
   message because the same sentence goes on to the fix; its stored head 'do NOT use `--reasoning-parser=nemotron_v3`'
   is the author's framing and is kept. No README row names the reasoning parser's message, so kind and cause are
   vllm_check_failed (one of vLLM's own raises, vllm/reasoning's basic parser). The GPU (GB10 / DGX Spark) is read from
   the same file ('BF16 70B doesn't fit GB10') and a sibling file of the same repository; no release is stated in the
   playbook (a sibling note names the NGC 'vllm:26.05-py3' container), so release is None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round804-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

FLAGOS = ("https://github.com/flagos-ai/build-infra/blob/c82c05bb08932c83921903babcc231e66d165bae/"
          "packaging/vllm/docs/report-vllm-0.24.0.md")
PLAYBOOK = ("https://github.com/chipi/podcast_scraper/blob/c48b01b1e94c00cb59bd0269c6276cdfa5336ec3/"
            "autoresearch/MODEL_PLAYBOOK.md")

# ---------------------------------------- flagos-ai/build-infra report-vllm-0.24.0.md §5: MetaX, orphan EngineCore, 2.02/63.59 GiB
case("flagos-build-infra-report-v0240-metax-orphan-enginecore-free-2.02-of-63.59",
     FLAGOS,
     "# vllm 0.24.0 repack 端到端验证报告\n"
     "\n"
     "## 5. SDK 3.8.1.3详细记录\n"
     "\n"
     "日期：2026-08-15\n"
     "节点：`metax124`\n"
     "镜像：`flagos-runtime-metax-maca3.8.1.3:2.1.2-build`\n"
     "插件： main 分支 43edeb6（main）+ 本机未提交的 0.24.0 shim\n"
     "端口：8033/8034\n"
     "\n"
     "**验证过程注意事项：GPU 显存碰撞。**\n"
     "\n"
     "vLLM 二次启动报 `ValueError: Free memory on device cuda:0 (2.02/63.59 GiB) on startup is less than desired GPU "
     "memory utilization (0.92, 58.51 GiB)`。",
     "free_memory_low",
     {"free_gib": 2.02, "total_gib": 63.59, "gpu_memory_utilization": 0.92, "requested_gib": 58.51},
     "other_process",
     "The previous `vllm serve` on the same MetaX card left an orphaned `VLLM::EngineCore` process behind (about 10 GB "
     "of device memory, held on GPU 0 for 26 hours): the serve had been spawned detached from bash, and `pkill -f "
     "\"port 8033\"` / `pkill -f api_server` did not match the engine-core child. The next launch found only 2.02 of "
     "63.59 GiB free against the 58.51 GiB its 0.92 utilization asks for. Not a configuration or model-size problem.",
     "Find the orphan with `ps aux | grep EngineCore` and kill it by pid; the report's lesson: after stopping a serve, "
     "always check `ps aux | grep -E \"api_server|EngineCore\"` for orphans (flagos-ai/build-infra "
     "packaging/vllm/docs/report-vllm-0.24.0.md §5). The validation then passed (§0: MACA 3.8.1.3 x FlagTree / Triton "
     "pass, 2026-08-15).",
     release="0.24.0 (repacked as 0.24.0+flagos, with vllm-plugin-FL)",
     gpu="MetaX GPU (MACA SDK 3.8.1.3, node metax124; 63.59 GiB as vLLM prints it)",
     gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.032}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the report's title line and the head of §5 up to the error sentence, as stored; the root-cause and "
          "lesson lines that follow are left out (they are the fix). '二次启动' = 'on the second start'. The model is "
          "Qwen3-4B per the report's §0 / §4 (serve flags --enforce-eager --dtype bfloat16 per §4); the 0.92 utilization "
          "comes from the error line only. A utilization low enough to pass (below 2.02/63.59 = 0.032) leaves no room "
          "for the model, so every utilization from 0.032 up is marked wrong.")

# ---------------------------------------- chipi/podcast_scraper MODEL_PLAYBOOK.md: Moonlight-16B-A3B, 32768 over derived 8192
case("podcast-scraper-playbook-moonlight-16b-a3b-32768-over-derived-8192",
     PLAYBOOK,
     "## Moonshot\n"
     "\n"
     "### Moonlight-16B-A3B-Instruct (Feb 2025, A3B MoE)\n"
     "\n"
     "- HF: `moonshotai/Moonlight-16B-A3B-Instruct` — 31.9 GB BF16\n"
     "- Known failure modes:\n"
     "  - Without `--max-model-len=8192`: ValueError \"max_model_len (32768) greater\n"
     "    than derived max_model_len (max_position_embeddings=8192)\" → boot loop",
     "max_len_over_derived",
     {"max_model_len": 32768, "derived_key": "max_position_embeddings", "derived_max_model_len": 8192},
     "max_len_over_derived",
     "The GB10 sweep launched every candidate with max_model_len 32768; Moonlight-16B-A3B-Instruct's config.json has "
     "max_position_embeddings=8192, so vLLM's ModelConfig validation refused the launch and the container boot-looped.",
     "--max-model-len=8192, the model's own cap, listed as a REQUIRED vLLM flag for this model; the playbook rejects "
     "VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 ('risks nan via RoPE drift'). With it the model passed Round 3 (2026-06-17) "
     "(chipi/podcast_scraper autoresearch/MODEL_PLAYBOOK.md, Moonshot section; the sibling failure-mode notes mark it "
     "'FIXED: --max-model-len 8192').",
     release=None, gpu="NVIDIA GB10 (DGX Spark; named in the same file)", gpus=None, command=None,
     forbidden=[{"flag": "--max-model-len", "above": 8192}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the section heading, the HF line and the 'Known failure modes' bullet as stored (the 'vLLM flags "
          "REQUIRED: --max-model-len=8192' bullet, the fix, is left out). The stored failure line itself starts "
          "'Without `--max-model-len=8192`:' and is kept verbatim. The message is the author's shortened quote (no "
          "'User-specified', 'is', 'the').")

# ---------------------------------------- chipi/podcast_scraper MODEL_PLAYBOOK.md: Nemotron-Super-49B FP8, --reasoning-parser=nemotron_v3
case("podcast-scraper-playbook-nemotron-super-49b-fp8-reasoning-parser-nemotron-v3-no-think-tokens",
     PLAYBOOK,
     "## NVIDIA\n"
     "\n"
     "### Llama-3.3-Nemotron-Super-49B-v1_5-FP8\n"
     "\n"
     "- HF: `nvidia/Llama-3_3-Nemotron-Super-49B-v1_5-FP8` — 52 GB FP8\n"
     "- vLLM flags: do NOT use `--reasoning-parser=nemotron_v3` — fails at startup with\n"
     "  \"NemotronV3ReasoningParser reasoning parser could not locate think start/end\n"
     "  tokens in the tokenizer\"",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The launch passed --reasoning-parser=nemotron_v3, whose parser looks up dedicated think start / end tokens in the "
     "tokenizer at start-up; Llama-3.3-Nemotron-Super-49B-v1.5's tokenizer vocabulary has no such tokens, so vLLM "
     "raised and the container went into a restart loop. The parser does not fit this model; not memory or length.",
     "Remove the --reasoning-parser flag and control reasoning through the system prompt instead: the literal "
     "'/no_think' system prompt (NVIDIA's convention for this model) with greedy decoding "
     "(chipi/podcast_scraper autoresearch/MODEL_PLAYBOOK.md, NVIDIA section).",
     release=None, gpu="NVIDIA GB10 (DGX Spark; named in the same file)", gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the section heading, the HF line and the flags bullet cut after the quoted message; the rest of that "
          "sentence ('because this model's tokenizer vocab doesn't include the dedicated think delimiter tokens ... "
          "Remove the flag and control reasoning via system prompt instead') and the prompt-convention bullets are left "
          "out (cause and fix). The stored bullet opens with the author's 'do NOT use', kept verbatim. vLLM's own "
          "message ends with '!' and the class name; the author quotes it without the '!'.")

BATCH.write()
