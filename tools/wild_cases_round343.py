"""Round-343 blind batch: KV-cache / Mamba-cache memory failures at vLLM start-up for hybrid and new-architecture
models (Gemma 2/3/4, Qwen3-Next / Qwen3.5 / Qwen3.6, Jamba, Granite 4, Falcon-H1, Nemotron-H, MiniMax, DeepSeek
V3/V3.2 MLA, gpt-oss sliding window, Llama 4); collected by helper wild343 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round343-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source text only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 49 of the 50 allowed (33 ``search``: 28 corpus=issues, 3 corpus=code, 2 corpus=pages; 2 ``find_string``;
7 ``read_file``; 6 ``find_files``; 1 ``find_repos``; no ``fetch``). **Short of the 4-10 asked: 1 case.** The slice
is mined out in the issues corpus: nearly every vLLM-tracker thread it returns for these messages and these models
is already in USED_SOURCES.txt (or is the same launch as a fixture in tests/golden/wild/), and the fresh material
that ``find_string`` surfaces (notes, scripts, wiki pages) mostly could not be pinned to a repository and path.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #25350, #10517, #16118, #49064, #38632 (CI, 600 blocks),
  #27508, #23278, #6746, #6689, #2418, #2785, #12865, #7526, #51041, #34076, #14452, #14992, #16318, #17431, #2248,
  #23230, #15664, #7593, #6220, #51744; NVIDIA-NeMo/RL #2620; NVIDIA-AI-Blueprints
  retail-shopping-assistant #95; kaito #2319; recipes #906, #551, #12; rwlove/home-ops #13226; eugr/spark-vllm-docker
  #396; wtdcode/vllm-backport #15; lemonade-sdk/vllm-rocm #5; SergiioB intel-arc-pro-b70 cookbook #4; OpenRLHF #336;
  QAnything #289; basalam #10; GPTFuzz #27; xorbitsai #4926; LlamaFactory #7234; deepseek-ai/DeepSeek-V2 #83.
- Same launch as an existing fixture though its url is not in USED_SOURCES.txt: dipeshbabu/efficient-llm-systems
  research/papers/cross-engine-mi300x.md is a copy of TheTom/turboquant_plus docs/papers/cross-engine-mi300x.md
  (fixture github-thetom-mi300x-qwen36-35b-mamba-1024-of-784; its free-memory item 5, 24.05/191.69 GiB vs 0.85,
  162.93 GiB, was deliberately left out there, so it is left out here too); vllm PR #55148 (docs) restates the two
  launches of #49064; vllm PR #38599 (revert) is the same CI failure as #38632; the find_string hits for the Qwen3.6
  classroom VM (173 blocks) and the GLM-5.3-Flash Strix-Halo notes (293 blocks) are existing fixtures.
- Error text not reachable in the stored thread excerpts (issue threads can only be read through search excerpts):
  ROCm/vllm #539 (Llama 4 Scout 1M+ context on 8x MI300X; the maintainer's advice on --max-num-batched-tokens and fp8
  KV is visible, the crash text is not); MiniMax-AI/MiniMax-M2.5 #30 (16 H100 over Ray, PP4; no error line seen, open);
  vllm #44494 (Gemma 4 12B on Modal, vLLM 0.21.0: 'Model loading took 22.57 GiB' then 'EngineCore failed to start',
  the raise itself not reached); runpod-workers/worker-vllm #276 (gpt-oss-120b, 'WorkerProc failed to start', error
  cut, open, no fix); vllm #8680 (Gemma 2 9B beyond 4096 tokens on an RTX 3090; body only); vllm #27409 (granite-4.0-h-
  small-FP8 over Ray on 2x 3090; error not reached).
- Found by find_string but not pinnable to a repository and path within the budget (a read_file by id gives text
  without repo/path; code/pages searches on their openings failed): an Anvil H100 wiki page 'Anvil H100 Qwen3.6 vLLM
  Benchmark' (Qwen3.6-27B BF16, vLLM 0.25.1, 'max_num_seqs (1024) exceeds available Mamba cache blocks (312)', fixed
  with --max-num-seqs 128 and a verified restart; a good case if the lead can locate it); a Chinese blog post
  '从零训练到上线：一个 27B 混合架构模型的四天流水账' (Qwen3.8-27B LoRA on RTX PRO 6000, vLLM 0.27.1, '(1024) ... (630)',
  fixed with --max-num-seqs 600); a KDA-model serve script (34 of 45 layers KDA, 181 GiB NVFP4, '(256) ... (32)' at
  GPU_MEM_UTIL=0.86, MAX_NUM_SEQS=32; three versions); a Chinese dbaa operations manual FAQ ('(1024) ... (348)', set
  64); code comments/docstrings citing 313, 399 and 160 blocks (a RunPod pod helper in the same project as the case
  below, a GLQ bench runner, a calibration regression test) -- those are weaker (retellings inside code).
- Off-slice unused threads seen in passing and not taken: imoneoi/openchat #198 (Gemma-1 based, error cut),
  MeetKai/functionary #128, LlamaFactory #6473, gofreelee/SpaceServe #15, dusty-nv/jetson-containers #1568, vllm #4168,
  LMCache #1088, ovg-project/kvcached #304, vllm #14574 (CI).

Judgement calls for the lead (the case's ``note`` says more):
1. The one case (Qwen3.6-27B FP8 on one H100, vLLM 0.26, 1024 seqs vs 345 Mamba blocks) is pinned by repository and
   path but not by commit: LOG.md was found by locating the project through find_files on a path named in a sibling
   docstring (src/model_profile.py); the stored 41,382-character version that holds the 2026-07-29 entry came back
   from read_file by id without its commit, and the path's default stored version (0c120b0c, 23k chars) predates the
   entry. The url is therefore blob/main. The error is the author's italic quotation in a GOTCHAS list (wrapped,
   without vLLM's 'Please lower ... at most N' tail).
2. Forbidden only where clearly wrong: --max-num-seqs above 345 and TP above the single GPU. Raising
   gpu_memory_utilization (vLLM's own alternative) and the kv-cache dtype are not marked.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round343-blind")
case = BATCH.case

# ------------------------------------------- Qwen3.6-27B FP8 on 1 x H100, vLLM 0.26: default 1024 seqs vs 345 Mamba blocks
case("github-bozoukov-constitutional-aft-qwen36-27b-fp8-h100-v026-mamba-1024-over-345",
     "https://github.com/Matthew-Bozoukov/Lessons_from_constituitional_AFT/blob/main/LOG.md",
     "## 2026-07-29 — FP8 matched-pair ODCV eval (fine-tune vs base). GOTCHAS FOR FUTURE AGENTS.\n"
     "\n"
     "**Design:** serve BOTH the fine-tune and the unmodified base at FP8 on the same vLLM build,\n"
     "same flags, same tunnel, temperature 0 — so the arms differ only by the LoRA.\n"
     "...\n"
     "### Serving Qwen3.6-27B (hybrid Mamba/linear-attention + vision tower) on vLLM 0.26\n"
     "\n"
     "1. **`max_num_seqs` must be lowered.** Default 1024 fails at startup: *\"max_num_seqs (1024)\n"
     "   exceeds available Mamba cache blocks (345). Each decode sequence requires one Mamba cache\n"
     "   block.\"*",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 345}, "mamba_blocks",
     "An alignment-research log: Qwen3.6-27B (hybrid Gated-DeltaNet/attention with a vision tower) and its LoRA "
     "fine-tune served with vLLM 0.26 on a single rented H100 80GB, --quantization fp8, for an 80-scenario ODCV-Bench "
     "agent eval. With vLLM's default max_num_seqs of 1024 the engine refused to start: after the weights and KV "
     "pool only 345 Mamba (linear-attention state) cache blocks were available, one per decode sequence, so CUDA "
     "graph capture could not proceed.",
     "the author's own log, same item: 'Use `--max-num-seqs 32`.' (with --max-model-len >= 131072 and the qwen3_xml "
     "tool parser, items 2-3, for the agent workload); both arms then served and the 80-scenario eval ran",
     release="0.26 (vLLM 0.26, per the log's heading)",
     gpu="NVIDIA H100 80GB (rented, 1 GPU; the log's cost line: '3.22h H100')", gpus=1,
     command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 345}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the entry's heading and the first sentence of its Design paragraph, '...' for the rest of that "
          "paragraph, then the section heading and item 1 up to the quoted error; the fix sentence after it ('Use "
          "`--max-num-seqs 32`.') is left out. The error is the author's quotation (italic, wrapped), cut by the "
          "author after 'one Mamba cache block.' (no 'Please lower ... at most 345' tail). URL: the stored copy is a "
          "41,382-character version of LOG.md (index id 58568850144) whose commit the index did not give; the "
          "2026-07-29 entry sits near the top of that most-recent-first log, so blob/main is given. The exact vllm "
          "command is not in the log (command None).")

if __name__ == "__main__":
    BATCH.write()
