"""Round-825 blind batch: NAMED FIND_STRING HITS TO TIE TO THEIR REPOSITORIES, EIGHTH LIST (ids 58207351715,
52309308425 + 52377383460 + 52221836498, 70927055968, 66560198295, 56252449236: read each by id, find its repository
from the names / paths in the text, at most 6 look-ups per hit, untied hits are not cases); collected by helper wild825
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round825-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (README's message_kind table and cause list, and earlier fixtures for the labels and `numbers` keys). Excerpts
are the text as the stored file shows it; the author's own diagnosis and the fix are left out of the excerpt where the
text allows it (see each note).

Look-ups: 26 of the 40 allowed: 13 read_file (the seven hits by id, four second / third pages, two by
repository + path + commit to check that the stored id is that commit's version), 9 find_files, 1 search
(corpus=code), 2 fetch (one snapshot copied, one refused: 'No snapshot of that repository can be had here'), and no
find_string. 6 cases, from 4 tied hits (5 of the 7 ids were read; 4 tied, the WSL2 trio not):
- dmnfull-... x3 (58207351715 = SuyogKhanal/DmNfull Equivariant_pathway/equivariant_CNN_hybrid/baseline_vs_p4/
  baseline_vs_p4_sequential_batch/claude_memory.md, tied by find_files with the path the note names, id confirmed by
  read_file at commit f90986e5): vLLM 0.17.1, one H100 80 GB per server, bitsandbytes 8-bit on the fly:
  (a) Qwen3-VL-32B at its default 262144: '64.0 GiB KV cache needed > available 49.49 GiB' -> VLLM_MAX_MODEL_LEN cap;
  (b) Qwen3-32B at 65536: 'User-specified max_model_len (65536) is greater than the derived max_model_len
  (max_position_embeddings=40960)' -> VLLM_MAX_MODEL_LEN=40960; (c) the aggregator's request at a 32768 launch:
  'You passed 16385 input tokens and requested 16384 output tokens ... context length is only 32768' -> 40960 + an
  8192 output cap + fewer failures per prompt.
- nexstacksg-dgx-spark-qwen38-qwen-omni-overlapping-loads-kv-minus-5.49 (66560198295 = nexstacksg/dgx-spark README.md,
  tied by find_files path scripts/serve-qwen38.sh (3 holders; the host name 'nexstack' picks this one), id confirmed
  by read_file at commit eddb1bb4): two systemd vLLM units on one GB10 whose weight loads overlapped: 'Available KV
  cache memory: -5.49 GiB' / 'No available memory for the cache blocks'; fix: ExecStartPre readiness gate.
- autoterm-sst-rasst-8016-a6000-tp2-util-0.55-kv-minus-5.71 (56252449236 = luojiaxuan/autoterm-sst
  docs/auto_glossary_mixed_switch_20260707.md, tied by find_files path eval/streaming_sst/eval_mixed_domain_switch.py;
  the commit is 60c7ae2b, found in the fetched snapshot as the one version of the file with the stored 30,502 chars):
  TP=2 on A6000 48 GB at RASST_GPU_MEMORY_UTILIZATION=0.55, 'Available KV cache memory: -5.71 GiB'; fix 0.85.
- vllm-gfx906-mobydick-run-vllm-cuda3-free-10.17-of-31.98-crashed-attempt-workers (70927055968 = KIntegrated/
  vllm-gfx906-mobydick tools/gfx906/run-vllm.sh, tied by find_files path tools/gfx906/export-run-vllm.sh (named in the
  file's header), id confirmed by read_file at commit 87be95c8): a BOOT_TRIES retry while the segfaulted attempt's
  workers still held ~21.8 GiB/GPU: 'Free memory on device cuda:3 (10.17/31.98 GiB) on startup is less than desired
  GPU memory utilization (0.95)'; fix: wait for the VLLM:: processes to exit (VRAM drain gate, reaping stragglers).

How mined: these hits had been read before (rounds 158, 822, 824 list them as untied); the names in the texts tied 4
of 5 within 1-4 look-ups each. None of the four repositories is in USED_SOURCES.txt (grepped by repository name, not
only by id); all four were claimed in CLAIMS.txt before writing.

Sources given up (for the lead, not cases):
- 52309308425 / 52377383460 / 52221836498 (WSL2, RedHatAI/Qwen3.6-35B-A3B-NVFP4 on vllm/vllm-openai:v0.20.0-cu130 /
  a 0.19.2rc1.dev8 build, a single ~32 GB Blackwell card): NOT tied. The texts name no repository, path or user (only
  container_name qwen3-6-moe-35b-a3b-nvfp4 and the docker network development-network); one code search found
  nothing. Also weak as a case: 52309308425 ('docker compose that caused regression') is 0.70 with 'Available KV cache
  memory: -3.31 GiB' and the 0.20 hint 'The current --gpu-memory-utilization=0.7000 is equivalent to
  --gpu-memory-utilization=0.6868 without CUDA graph memory profiling'; the sibling 52377383460 is the same model at
  0.90 / 65536 reaching 'Available KV cache memory: 2.95' (the stored page ends there); 52221836498 is 0.19.2rc1 at
  0.80 with 'Available KV cache memory: -0.12 GiB' and the 'increase --gpu-memory-utilization from 0.8000 to 0.8379'
  hint. None of the three states a cause or a fix in its own text (util_too_low by the numbers, but nothing says what
  the author did).
- Not reused from the same files: DmNfull's 'max_output_tokens=16384 cannot be greater than max_model_len=8192' (the
  note quotes it as a failure mode of an 8192 launch; not taken as a 4th case from the repository). dgx-spark's other
  incidents ('_OpNamespace' 'vllm' object has no attribute 'flashinfer_mm_fp4' on the first boot-time start, cause:
  nvcc not on the systemd user manager's PATH, so has_flashinfer() is False while the cached AOT graph still calls the
  op; and a health check killing a loading server, 'SchemaError ... KeyboardInterrupt'): good candidates for a later
  round, each with its cause and fix in the same README (the repository now has 1 case, 2 more allowed).
  mobydick's run-vllm also carries an RCCL 'no algorithm/protocol available for function AllGather with datatype
  ncclInt8. NCCL_ALGO was set to Tree' refusal (cause: NCCL_ALGO=Tree from a borrowed env; fix: NCCL_ENVELOPE=0) and
  an 'AssertionError: GDN decode-first invariant violated' under async scheduling (fix: --no-async-scheduling) --
  both on a fork, candidates only.

Judgement calls for the lead:
1. The three DmNfull cases are one file, a Claude handoff note, not a thread: each excerpt is the note's title, its
   'Qwen serving' section (the 8-bit memory reasoning, the two-server architecture diagram), gotcha 9 (bitsandbytes
   flags) and the one failure-mode bullet of gotcha 11, with gotcha 11's opening paragraph (the diagnosis and the
   VLLM_MAX_MODEL_LEN cap) and its 'Resolution' left out. The quoted errors are the author's retellings with '...'
   elisions, not pasted logs. release 0.17.1 is the note's VLLM_PYTHON env (vllm_embed, 'vllm 0.17.1'); gotcha 8,
   which states it, is left out of the excerpts (it carries a ModuleNotFoundError of its own).
2. dmnfull (a): the note says the 262144 refusal was the VLM log (Qwen3-VL-32B, whose native length is 262144); the
   65536 refusal (b) was Qwen3-32B (40960). numbers for (a) follow the kv_cache_too_small keys (max_seq_len,
   needed_gib, available_gib) read from the retold line. Forbidden for (a): any length at or above 262144 and TP above
   1 (each server owns one GPU of the two; the other GPU serves the other model).
3. dmnfull (c) is request-time (the OpenAI server's 400), labelled as README's 'You passed N input tokens and
   requested K output tokens' row: vllm_check_failed / prompt_exceeds_max_model_len, numbers prompt_len 16385,
   output_tokens 16384, max_model_len 32768. The fix had three parts (length 40960 = the model's ceiling, an 8192
   output cap in the proxy, correction_n 50 -> 20 to bound the prompt); a length above 40960 is forbidden (the
   author refuses VLLM_ALLOW_LONG_MAX_MODEL_LEN).
4. dgx-spark: the paste shows both lines ('Available KV cache memory: -5.49 GiB' then 'ERROR ValueError: No available
   memory for the cache blocks'); kind no_kv_memory as most earlier fixtures with both lines, available_gib -5.49.
   The excerpt keeps the README's title, its opening, the models table, the systemd bullet and the shared-budget
   bullet (0.50 agent / 0.30 omni on one 128 GB unified-memory GB10) and the error block; the 'Startup ordering'
   heading (it names the fix), the paragraph before the block (the diagnosis), 'Both servers died exactly this way on
   2026-08-22', the After= / ExecStartPre paragraphs and the 2026-08-22 status line ('the startup race that was
   silently killing both servers was fixed') are left out. release None: at the failure (2026-08-22) the agent server
   ran a vLLM nightly and omni 0.25.0, and the block does not say which server printed it (the README says both died).
   A utilization above the agent's 0.50 is forbidden (the 0.50 / 0.30 split is the global budget; the cause is the
   overlap, not the share).
5. autoterm-sst: the journal's one sentence holds setting, diagnosis and error together ('根因：8016
   RASST_GPU_MEMORY_UTILIZATION=0.55 在 A6000 48GB 上仅留 26.4GB < TP=2 权重 ~33GB/卡，vLLM 报 Available KV cache
   memory: -5.71 GiB → engine init 失败。修复：0.85 + RAG 移到 cuda:0'); the excerpt is the document title, the
   section heading and the bullet cut after '失败。' (mid-line: the fix that follows on the same line is left out);
   the diagnosis cannot be cut without losing TP=2, the card and the weight size. Cause weights_exceed_budget (the
   author's own: 0.55 x 48 GB = 26.4 GB < ~33 GB of weights per card); the lead may prefer util_too_low. The fix also
   moved the RAG model to another GPU ('RAG 移到 cuda:0（GPU 4 全空）'), so a co-resident RAG process may have shared
   the vLLM cards at 0.55: the author credits the utilization, so the label follows that. The commit in the URL
   (60c7ae2b) is from the fetched snapshot, not from find_files (which lists the path at 88d0975, an early version
   without this section); -5.71 is in the file from 15ff3028 to 56d00e9b.
6. mobydick: the text is a committed launcher's comment, not a report thread; the excerpt is the header, the model /
   hardware line, the BOOT_TRIES usage note, TP=4, the engine argv and the BOOT_TRIES block's opening and its quoted
   error, with the 'Between attempts it waits for the crashed workers to release their ~21.9 GiB per GPU' paragraph
   (the fix) and the VRAM_GATE / wait_vram_released lines left out. The line kept before the error ('...path. A fixed
   sleep is not that wait: on 2026-09-21 the segfault at 20:52:48 / still had ~21.8 GiB/GPU pinned 2 and 4 minutes
   later') states that the crashed attempt still held the memory -- kept because it is the observation, and cut
   lines would leave the error without its occasion. numbers: free_gib 10.17, total_gib 31.98, gpu_memory_utilization
   0.95 (this wording prints no requested GiB). release: the vllm-gfx906-mobydick fork, version not stated in the
   pages read.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round825-blind")
case = BATCH.case

_DMN_URL = ("https://github.com/SuyogKhanal/DmNfull/blob/f90986e5deb2b025e0dfc2d553a13d178706061f/Equivariant_pathway/"
            "equivariant_CNN_hybrid/baseline_vs_p4/baseline_vs_p4_sequential_batch/claude_memory.md")

_DMN_HEAD = """# Claude memory — baseline_vs_p4_sequential_batch

### Qwen serving (two vLLM servers + tiny proxy)

The user explicitly chose `--gpus=2` after we discussed memory and
swap costs. Reasoning:

- Qwen3-32B at 8-bit ≈ 32 GB weights + ~10 GB activations + KV cache.
  Qwen3-VL-32B is roughly the same. Two persistent vLLM servers on
  one H100 (80 GB) would be tight; on H200 (141 GB) comfortable.
  Two GPUs sidesteps the question.

Architecture:

```
[upstream pipeline]
    │ openai.OpenAI(base_url=$OPENAI_BASE_URL).chat.completions.create(model=...)
    ▼
qwen/proxy.py  (port 8002, CPU)
    │ routes by body["model"]
    ├──→ port 8001  vLLM serving Qwen3-VL-32B on GPU 0   (handles vlm_analyser)
    └──→ port 8000  vLLM serving Qwen3-32B    on GPU 1   (handles reasoning + aggregator + plain LLM)
```

9. **`bitsandbytes` must be installed in `VLLM_PYTHON`'s env.** Script
   passes `--quantization bitsandbytes --load-format bitsandbytes` and
   the model dirs hold raw bf16 shards; vLLM does on-the-fly 8-bit
   quant. Install: `/home/s226137394/.conda/envs/vllm_embed/bin/pip
   install bitsandbytes`.

    Three failure modes seen while tuning this:
"""

_DMN_NOTE = ("Excerpt: the note's title, its 'Qwen serving' section (the hot-swapping bullet and the paragraphs after "
             "the diagram dropped), gotcha 9 and one failure-mode bullet of gotcha 11 with the line that introduces "
             "the bullets; gotcha 11's opening paragraph (diagnosis + the VLLM_MAX_MODEL_LEN cap), its other bullets "
             "and its 'Resolution' are left out, as is gotcha 8 (the vllm 0.17.1 env; a ModuleNotFoundError of its "
             "own). The error is the author's retelling with '...' elisions. Judgement calls 1-3.")

# ---------------------------------------- DmNfull (a): Qwen3-VL-32B bnb-8bit at its default 262144 -> 64.0 GiB needed > 49.49 available
case("dmnfull-qwen3-vl-32b-bnb8-h100-262144-kv-64gib-of-49.49-v0171",
     _DMN_URL,
     _DMN_HEAD +
     "    - Too high (262144): VLM log `ValueError: ... max seq len (262144),\n"
     "      64.0 GiB KV cache needed > available 49.49 GiB`.",
     "kv_cache_too_small", {"max_seq_len": 262144, "needed_gib": 64.0, "available_gib": 49.49}, "kv_too_small",
     "Qwen3-VL-32B (served by its own vLLM 0.17.1 on one 80 GB H100, weights quantized to 8 bit on the fly by "
     "bitsandbytes) was started without a length cap, so vLLM used the model's default max_model_len of 262144; one "
     "262144-token sequence needs ~64 GiB of KV cache, more than the ~49.5 GiB left for the cache after the weights "
     "('That needs ~64 GiB KV cache per server — exceeds the ~50 GiB free after the bnb-quantized 20 GiB model fits in "
     "80 GB H100', the note's gotcha 11).",
     "the author capped the length through submit_one_qwen.sh's VLLM_MAX_MODEL_LEN (default 65536 in the script; the "
     "final resolution set it to 40960, the Qwen3-32B ceiling, for both servers), per the note's gotcha 11 "
     "('Cap via VLLM_MAX_MODEL_LEN').",
     release="0.17.1", gpu="NVIDIA H100 80GB", gpus=2, command=None,
     forbidden=[{"flag": "--max-model-len", "at_least": 262144}, {"flag": "--tensor-parallel-size", "above": 1}],
     note=_DMN_NOTE + " gpus=2 is the SLURM job's two GPUs, one per server.")

# ---------------------------------------- DmNfull (b): Qwen3-32B at 65536 -> over derived 40960
case("dmnfull-qwen3-32b-bnb8-h100-max-model-len-65536-over-derived-40960-v0171",
     _DMN_URL,
     _DMN_HEAD +
     "    - Too high (65536): vLLM REFUSES to start —\n"
     "      `User-specified max_model_len (65536) is greater than the derived\n"
     "      max_model_len (max_position_embeddings=40960)`.",
     "max_len_over_derived",
     {"max_model_len": 65536, "derived_max_model_len": 40960, "derived_key": "max_position_embeddings"},
     "max_len_over_derived",
     "submit_one_qwen.sh's VLLM_MAX_MODEL_LEN default of 65536 (chosen to fit the VLM's KV cache) is above Qwen3-32B's "
     "own ceiling, max_position_embeddings 40960, so vLLM 0.17.1 refused to start the LLM server ('Qwen3-32B's hard "
     "ceiling is 40960; can't exceed it without VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 (risks RoPE NaN — don't)').",
     "VLLM_MAX_MODEL_LEN=40960 ('the model's hard max'), the first of the note's three 'load-bearing' resolution "
     "knobs (gotcha 11); the author explicitly rejects VLLM_ALLOW_LONG_MAX_MODEL_LEN=1.",
     release="0.17.1", gpu="NVIDIA H100 80GB", gpus=2, command=None,
     forbidden=[{"flag": "--max-model-len", "above": 40960}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note=_DMN_NOTE + " The bullet is cut mid-line after the quoted error: the rest of its line and the next "
                      "(\"Qwen3-32B's hard ceiling is **40960**; can't exceed it without "
                      "`VLLM_ALLOW_LONG_MAX_MODEL_LEN=1` (risks RoPE NaN — don't).\") are left out.")

# ---------------------------------------- DmNfull (c): request-time, 16385 input + 16384 output over a 32768 launch
case("dmnfull-qwen3-32b-aggregator-16385-input-16384-output-over-32768-v0171",
     _DMN_URL,
     _DMN_HEAD +
     "    - Too low for input+output (32768): the **aggregator** at\n"
     "      production `correction_n=50` sends ~16k input and requests 16384\n"
     "      output → `400 ... You passed 16385 input tokens and requested\n"
     "      16384 output tokens ... context length is only 32768`. The\n"
     "      aggregator prompt scales with failure count, so smoke\n"
     "      (correction_n≈8) never triggered it; only the full sweep did.",
     "vllm_check_failed", {"prompt_len": 16385, "output_tokens": 16384, "max_model_len": 32768},
     "prompt_exceeds_max_model_len",
     "With the server launched at max_model_len 32768, the pipeline's aggregator (which always asks for 16384 output "
     "tokens and whose prompt grows with the number of failures summarised) sent a 16385-token prompt: prompt + "
     "requested output exceed the launch's 32768-token context, so vLLM's OpenAI server answered 400.",
     "the note's 'Resolution (3 knobs together)': VLLM_MAX_MODEL_LEN=40960 (the model's hard max), the proxy capping "
     "max_output_tokens to 8192 (PROXY_MAX_OUTPUT_TOKENS), and correction_n=20 instead of 50 to bound the prompt "
     "('at correction_n=50 a round had 23 failures -> 32769 input tokens, which overflowed even with the 8192 output "
     "cap').",
     release="0.17.1", gpu="NVIDIA H100 80GB", gpus=2, command=None,
     forbidden=[{"flag": "--max-model-len", "above": 40960}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note=_DMN_NOTE + " Request-time (judgement call 3).")

# ---------------------------------------- nexstacksg/dgx-spark README: qwen38.service + qwen-omni.service loads overlapped on one GB10
case("nexstacksg-dgx-spark-qwen38-qwen-omni-overlapping-loads-kv-minus-5.49",
     "https://github.com/nexstacksg/dgx-spark/blob/eddb1bb4e43f8342c45fa60a1979b5a6c30ab563/README.md",
     """# Agentic AI Stack on DGX Spark

Self-hosted, fully local AI stack for **~10 concurrent users** on a single **NVIDIA DGX Spark**
(GB10 Grace Blackwell, 128 GB unified memory, ARM64). It provides:

- **Text chat, tool calling & autonomous agents** — [Hermes Agent](https://github.com/nousresearch/hermes-agent)
  (Nous Research) running against **Qwen3.8-27B** (NVFP4)
- **Vision** — Qwen3.8 is natively multimodal (image + video input), so agents can read
  screenshots, invoices, shipping docs directly
- **Voice (listen)** — **Qwen3-Omni-30B-A3B**: audio/video in → text out (speech synthesis
  is a separate leg, see *Voice status* below)

Everything runs on-prem, without root, as user services. No data leaves the machine.

## Models

| Role | Model | Quant | Port | Service |
|---|---|---|---|---|
| Agents, chat, vision | [Qwen3.8-27B](https://huggingface.co/Qwen/Qwen3.8-27B) | [NVFP4 (Unsloth Dynamic)](https://huggingface.co/unsloth/Qwen3.8-27B-NVFP4) | 8000 | `qwen38.service` |
| Voice (audio understanding) | [Qwen3-Omni-30B-A3B-Instruct](https://huggingface.co/Qwen/Qwen3-Omni-30B-A3B-Instruct) | FP8 at load (`--quantization fp8`; no official FP8 repo exists) | 8091 | `qwen-omni.service` |

- **systemd user services**, enabled at boot, with `loginctl enable-linger` set so they
  run without an active login session. Because they start *before* GNOME login they do not
  see `/etc/profile.d` PATH additions — the serve scripts export `/usr/local/cuda/bin`
  themselves (see "First start after a reboot crashes" below):

```bash
systemctl --user status qwen38.service qwen-omni.service   # health
journalctl --user -u qwen38.service -f                     # logs
systemctl --user restart qwen38.service                    # after config edits
```

- `--max-model-len` / `--max-num-seqs` / `--gpu-memory-utilization` (0.50 agent / 0.30
  omni) are the shared-memory budget. Raising one means lowering another; 128 GB is
  unified with the OS (~115 GB usable). vLLM pre-allocates its pools at startup, so
  high memory usage at idle is normal and constant — it is not a leak. RAM and GPU
  memory are the SAME pool on the Spark (no separate VRAM), so `free` showing ~110 GiB
  used with both servers idle is expected.

```
INFO  [gpu_worker.py:538] Available KV cache memory: -5.49 GiB
ERROR ValueError: No available memory for the cache blocks
```""",
     "no_kv_memory", {"available_gib": -5.49}, "other_process",
     "Two vLLM servers share one GB10 (qwen38.service for Qwen3.8-27B NVFP4 at 0.50, qwen-omni.service for "
     "Qwen3-Omni-30B-A3B at 0.30). Both started at boot and their ~5-minute weight loads overlapped: 'vLLM sizes its "
     "KV cache by profiling free memory while the model loads; if a neighbour allocates ~30 GB inside that window, the "
     "profiler charges it against *this* server's budget and the KV cache comes out negative'. After=qwen38.service "
     "alone did not serialise them because with Type=simple systemd considers the unit started when the process forks. "
     "Both servers died this way on 2026-08-22 (README, 'Startup ordering').",
     "the README's fix: ExecStartPre in qwen-omni.service that blocks on real HTTP readiness of the agent server "
     "(scripts/wait-for-vllm.sh http://127.0.0.1:8000/v1/models 1800), so the two loads are serialised; 'The 0.50 / "
     "0.30 split is a global budget, not a per-process reservation — it only holds if the loads are serialised.'",
     release=None, gpu="NVIDIA DGX Spark (GB10, 128 GB unified memory)", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "above": 0.5}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the README's title and opening, the models table, the systemd bullet with its command block and "
          "the shared-budget bullet (its last sentence, 'If the desktop ever feels starved ...', dropped), then the "
          "error block; the architecture diagram, the status notes, the 'Startup ordering' heading, the diagnosis "
          "paragraph before the block and the fix after it are left out (judgement call 4).")

# ---------------------------------------- luojiaxuan/autoterm-sst journal: 8016 server, TP=2 on A6000 48GB at 0.55 -> -5.71 GiB
case("autoterm-sst-rasst-8016-a6000-tp2-util-0.55-kv-minus-5.71",
     "https://github.com/luojiaxuan/autoterm-sst/blob/60c7ae2bb6afcb51ec56791a18572b999b85c87d/docs/"
     "auto_glossary_mixed_switch_20260707.md",
     "# Auto Glossary Mixed-Domain Switch Benchmark - 2026-07-07\n"
     "\n"
     "## 2026-07-10: zh 10-talk random（seed 20260707）车道与 8016 启动修复\n"
     "\n"
     "- 首夜 random 链两次失败根因：8016 `RASST_GPU_MEMORY_UTILIZATION=0.55`\n"
     "  在 A6000 48GB 上仅留 26.4GB < TP=2 权重 ~33GB/卡，vLLM 报\n"
     "  `Available KV cache memory: -5.71 GiB` → engine init 失败。",
     "kv_memory_negative", {"available_gib": -5.71, "gpu_memory_utilization": 0.55}, "weights_exceed_budget",
     "The 8016 evaluation server ran vLLM with tensor parallel 2 on RTX A6000 48 GB cards at "
     "RASST_GPU_MEMORY_UTILIZATION=0.55: the budget per card, 0.55 x 48 GB = 26.4 GB, is below the ~33 GB of weights "
     "each card holds at TP=2, so the profile left -5.71 GiB for the KV cache and engine init failed (twice, on the "
     "first night's random chain).",
     "the journal's own fix: RASST_GPU_MEMORY_UTILIZATION 0.85, plus the RAG model moved to cuda:0 (GPU 4, entirely "
     "free); the 8016 server then came up at 00:06:59 UTC, engine load in 75 s ('修复：0.85 + RAG 移到 cuda:0（GPU 4 "
     "全空），8016 于 00:06:59 UTC 起服务').",
     release=None, gpu="NVIDIA RTX A6000 48GB", gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.55}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the document's title, the 2026-07-10 section heading and its first bullet cut after '失败。' "
          "(mid-line: the fix follows on the same line); the rest of the 30,502-char journal (glossary routing "
          "benchmarks) dropped. The author's diagnosis is inside the same sentence and kept (judgement call 5). "
          "gpu_memory_utilization is read from the same sentence, not from a vLLM line. The model is not named in "
          "this section (an Omni-based speech-translation server); gpus not stated for the host (aries).")

# ---------------------------------------- KIntegrated/vllm-gfx906-mobydick run-vllm: retry into a crashed attempt's memory
case("vllm-gfx906-mobydick-run-vllm-cuda3-free-10.17-of-31.98-crashed-attempt-workers",
     "https://github.com/KIntegrated/vllm-gfx906-mobydick/blob/87be95c8d681069367e007170071fdcb2fd76aff/tools/gfx906/"
     "run-vllm.sh",
     """#!/usr/bin/bash
# --- COPY OF THE GFX906 DEPLOYMENT LAUNCHER (API key removed) -------------
# This file is a snapshot of the launcher that boots this box, exported by
# tools/gfx906/export-run-vllm.sh so that the flags, knobs and measurement notes
# that took weeks to accumulate travel with the source tree.
# Serve Qwen3.8-Flash-Next-AWQ-INT4 (arch Qwen4ExpForConditionalGeneration:
# 48 layers = 36 GDN + 12 full-attn, 512 experts / top-10, PLE+ngram,
# hyper-connections, 1 MTP layer) on 4x gfx906, 32 GiB/GPU.
# BOOT_TRIES=<n> (default 1) relaunches a boot that dies BEFORE it ever serves.
#   The MTP+graphs failure is boot-time-only -- an engine that reaches "Application
#   startup complete" has served 5h30m+ -- so retrying is currently the only way to
#   run the fast configuration: 34.5 t/s median vs 15.9 eager (§14.9). At 3/11, eight
#   attempts cost about 17 minutes. It never restarts a server that was serving, and
#   refuses to start at all while something already answers on :9000.
TP=4
local argv=(
    vllm serve /ai/models/hf.co/cyankiwi/Qwen3.8-Flash-Next-AWQ-INT4
    --served-model-name vllm-chat
    --host 0.0.0.0
    --port 9000
    --tensor-parallel-size "$TP"
    --dtype float16
    --max-model-len "$MAXLEN"
    --max-num-seqs "$MAXSEQS"
    --max-num-batched-tokens "$MBT"
    --gpu-memory-utilization 0.95
    --compilation-config "$comp_cfg"
    "${graph_args[@]}"
    --no-async-scheduling
    --enable-auto-tool-choice
    --tool-call-parser qwen3_coder
    --reasoning-parser qwen3
    --generation-config auto
    --chat-template /ai/models/hf.co/froggeric/Qwen-Fixed-Chat-Templates/chat_template.jinja
    "${jit_args[@]}" "${spec_args[@]}" "${mm_args[@]}" "${kv_args[@]}" $@
)
# --- BOOT_TRIES: retry a boot that dies before it ever starts serving -------
# Why this exists: the MTP+graphs GC use-after-free (report §13.4, §14) is a
# boot-time-only failure. Across the 17 boots in the surviving logs (report
# §14.8) MTP+graphs served 3 of 11 and every other configuration served every
# time, while an engine that *does* reach startup has been observed to serve
# 5h30m+ without reproducing. Paying ~4 min per failed attempt is far cheaper
# than running eager: 15.9 t/s median served vs 34.5 t/s median for the same
# model with MTP + piecewise graphs (report §14.9).
# path. A fixed sleep is not that wait: on 2026-09-21 the segfault at 20:52:48
# still had ~21.8 GiB/GPU pinned 2 and 4 minutes later, so two of the eight
# BOOT_TRIES were consumed by
#   ValueError: Free memory on device cuda:3 (10.17/31.98 GiB) on startup is
#   less than desired GPU memory utilization (0.95)
# raised from request_memory() (v1/worker/utils.py:526) -- not the GC bug at all,""",
     "free_memory_low", {"free_gib": 10.17, "total_gib": 31.98, "gpu_memory_utilization": 0.95}, "other_process",
     "A BOOT_TRIES retry was launched while the previous attempt, which had segfaulted (the MTP + CUDA-graphs GC bug), "
     "still had its worker processes alive: ~21.8 GiB per GPU stayed pinned 2 and 4 minutes after the segfault "
     "because the driver keeps the buffers until every fd on /dev/kfd and /dev/dri/renderD* closes. The new engine "
     "found 10.17 of 31.98 GiB free on cuda:3, below the 0.95 it asked for -- memory held by the crashed attempt's "
     "processes, not a configuration fault ('not the GC bug at all, which is how a 3-in-11 coin flip turned into "
     "\"every retry dies\"').",
     "the launcher's fix: wait, between attempts, for the crashed workers to release their memory -- measured, not a "
     "fixed sleep: wait_vram_released reaps VLLM:: stragglers (SIGTERM then SIGKILL) and polls rocm-smi until no GPU "
     "holds more than VRAM_GATE_MAX_USED (2 GiB), up to VRAM_GATE_TIMEOUT (300 s) ('what has to be waited for is the "
     "processes, not the wall clock').",
     release=None, gpu="AMD gfx906 (MI50/MI60 class, 32 GiB)", gpus=4, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.95}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: lines of the 65,833-char launcher in file order: the first five header lines, the model / "
          "hardware lines, the BOOT_TRIES usage note, TP=4, the engine argv of boot_once(), then the BOOT_TRIES "
          "block's opening paragraph and the lines around the quoted error; the paragraph between them ('Between "
          "attempts it waits for the crashed workers to release their ~21.9 GiB per GPU ...', the fix) and "
          "everything else (NCCL / GC / PLE blocks, VRAM gate code) dropped, so the line kept before the error "
          "begins with the dangling 'path.' of the dropped paragraph. command None: the argv uses the script's "
          "variables (MAXLEN default 131072, MAXSEQS 3, MBT 4096). Judgement call 6.")

BATCH.write()
