"""Round-343 blind batch: KV-cache / Mamba-cache memory failures at vLLM start-up for hybrid and new-architecture
models (Gemma 2/3/4, Qwen3-Next / Qwen3.5 / Qwen3.6, Jamba, Granite 4, Falcon-H1, Nemotron-H, MiniMax, DeepSeek
V3/V3.2 MLA, gpt-oss sliding window, Llama 4); collected by helper wild343 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round343-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source text only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
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
