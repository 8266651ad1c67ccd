"""Round-456 blind batch: vLLM MEMORY failures on SMALL and MID GPUs (8-48 GB: T4, V100, A10/A10G, L4, RTX A-series,
RTX 20/30/40/50 series), with the texts "To serve at least one request", "No available memory for the cache blocks",
"Free memory on device", "CUDA out of memory", "larger than the maximum number of tokens that can be stored in KV
cache" and "max_num_seqs ... exceeds available Mamba cache blocks", on any tracker (vLLM's and downstream projects');
collected by helper wild456 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round456-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch: issue threads are not files, and
re-querying a thread's own title returned the same first chunk each time). 1 case: syv-ai/qwen38-27b-rtx3090 PR #29
(RTX 3090 24 GB, engine boots, first prompt dies with torch.OutOfMemoryError / expandable_segments mapping failure at
MAX_SEQS 16 on the CTX=huge profile). The slice is exhausted: nearly every memory-on-a-small-GPU thread the issues
corpus returns (it keeps returning the same ~40 popular threads whatever the phrasing) is already in
USED_SOURCES.txt, a golden fixture, or a named skip in an earlier round's docstring. Every source was checked with
grep -F against /work/coord/USED_SOURCES.txt (repo #N and url) and against tools/wild_cases_round*.py before any
further look-up was spent on it.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / golden fixture): vllm #2248, #14992, #10517, #14452, #34076, #49064, #2418, #11560,
  #7721, #16343, #12030, #2140, #7590, #20305, #17431, #15598, #17238, #13882, #31372, #18124, #783, #188, #7526,
  #27934, #7593, #11251, #17462, #2413; QwenLM/Qwen #853, #819; QwenLM/Qwen3 #16, #295; QAnything #289;
  syv-ai/qwen38-27b-rtx3090 #25, #39; SergiioB arc-b70 cookbook #4; basalam #10; OpenRLHF #336; dots.ocr #179;
  MiniCPM-V #640; club-3090 #35, #32; wtdcode/vllm-backport #15; DeepSeek-V2 #83; api-for-open-llm #259, #225;
  LlamaFactory #6476; xinference #4926; gpustack #1800; kaito #2132, #2319; rwlove/home-ops #13226; instructlab #3122.
- Named in earlier rounds' skip lists (not re-opened): vllm #4429, #36802, #7154, #4168, #17835, #7768, #15182,
  #20726, #35854, #26863, #7553, #9163, #2554, #12568, #29481, #34209, #14102, #55148; boson-ai/higgs-audio-vllm #23;
  imoneoi/openchat #198; verl #302; meta-llama/llama #918 (not vLLM); OpenBMB/UltraRAG #23; MeetKai/functionary #128
  (3x 3090, 32768; error line not in the stored chunk); aivrar/vllm-windows-build #14; guqiong96/Lvllm #35;
  weicj/vLLM-2080Ti-Definitive #19; mlcommons/inference #2408.
- Free but not usable:
  - THUDM/LongWriter #38 (LongWriter-glm4-9b on Kaggle 2x T4, TP 2, max_model_len 32768, gpu_memory_utilization=1):
    the stored chunk stops at 'Error message: ``` Value' in both look-ups; issue open, no answer stored. A good case if
    the lead can reach the rest of the thread.
  - studio-dots-ai/dots.ocr #168 ('vllm0.9, gpu-48G, 启动报错'): the chunk stops in the traceback right after 'Encoder
    cache will be initialized with a budget of 14400 tokens'; the error line is not stored (probably the same
    encoder-profiling OOM as the used #179, which a maintainer-side commenter tied to flash-attn being absent).
  - opendatalab/MinerU #3992 (A10 24 GB, backend vlm-vllm-engine, vLLM 0.10.2, '显存炸了'): no error text stored, and
    the maintainer answer is only that a 24 GB A10 should be enough.
  - syv-ai/qwen38-27b-rtx3090 PR #81 (a 3090 'refuses the boot (`estimated maximum model length 57120`)' at DFLASH
    width 15): only a fragment of the message, and the maintainer could not reproduce the refusal on the reference
    3090 (mixed thread).
  - fengin/Fun-CosyVoice3-0.5B-2512-Deploy #5 (a question about setting gpu_memory_utilization, no log);
    zai-org/GLM-V #89 (T4, multimodal placeholder error, not memory); vllm #17891, #4723, #822, #235 (usage questions,
    no failure).

Judgement calls for the lead:
1. syv-ai-29: the failure is at the first request, not at boot ('boots, captures graphs, answers /health 200, dies on
   the first prompt'), taken under 'a failure at its first requests caused by how it was launched' (MAX_SEQS=16 on
   the CTX=huge profile of a 24 GB card). kind oom_forward (the label earlier rounds gave OOMs at the first request);
   cause oom_profiling, the label 6 of the 11 oom_forward fixtures use for 'the start-up memory budget did not cover a
   peak that comes later' -- here allocations that scale with max_num_seqs, which the thread measured (free after
   boot 596 -> 356 MiB from MAX_SEQS 8 -> 16). The lead may prefer a max_num_seqs-specific cause if one exists.
   The error text is the allocator's 'expandable_segments: memory mapping failed with OOM ...' warning (wrapped over
   two lines in the stored text, kept as stored) plus the thread's own words 'torch.OutOfMemoryError'; the full torch
   'CUDA out of memory. Tried to allocate ...' line is not in the stored text. The earlier fixture with the same
   allocator line (qwen38-flash-next-2x3090-2, a load-time OOM) was labelled oom_loading / host_memory_exhausted; this
   one is a different phase and cause.
   The PR title ('MAX_SEQS above 12 at CTX=huge kills the engine; ...') names the answer, so it is left out of the
   excerpt; the table of MAX_SEQS vs free memory is kept, as it is the user-visible measurement.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round456-blind")
case = BATCH.case

# ---------------------------------------- syv-ai/qwen38-27b-rtx3090 PR #29: RTX 3090, CTX=huge, MAX_SEQS 16 -> OOM on the first prompt
case("syv-ai-qwen38-27b-rtx3090-29-ctx-huge-max-seqs-16-first-prompt-oom-expandable-segments-20mib",
     "https://github.com/syv-ai/qwen38-27b-rtx3090/pull/29",
     "Same visible failure as gotcha 38 — boots, captures graphs, answers `/health` 200, dies on the first prompt with "
     "`torch.OutOfMemoryError` — but a **different bill**, and capping `CG` does not prevent it. `CG` sits at its 64 "
     "cap in every run below.\n"
     "\n"
     "| `MAX_SEQS` | free after boot | one ~3.7k prompt |\n"
     "|---|---|---|\n"
     "| 8 | 596 MiB | ok |\n"
     "| 10 | 456 MiB | ok |\n"
     "| 12 | 416 MiB | ok |\n"
     "| **16** | **356 MiB** | **dead** |\n"
     "\n"
     "```\n"
     "expandable_segments: memory mapping failed with OOM on device 0 while trying to\n"
     "map 20971520 bytes (free: 20578304, total: 25272516608)\n"
     "```\n"
     "\n"
     "20 MB wanted against 20 MB left, on a 24 GB card. No concurrency needed — `num_running_reqs=1`, "
     "`step_counter=0`, `kv_cache_usage=0.18`. Reproduced twice with byte-identical counters.",
     "oom_forward", {"max_num_seqs": 16}, "oom_profiling",
     "The syv-ai Qwen3.8-27B kit on one RTX 3090 (24 GB) with the CTX=huge profile and MAX_SEQS (vLLM max_num_seqs) "
     "overridden to 16: vLLM boots, captures CUDA graphs (CG capped at 64) and answers /health, but allocations that "
     "scale with max_num_seqs itself leave only ~356 MiB free after boot, and the first ~3.7k-token prompt needs a "
     "further 20 MiB mapping that is not there (20578304 bytes free), so the engine dies with torch.OutOfMemoryError. "
     "Not concurrency and not the KV cache filling up (one running request, kv_cache_usage 0.18); MAX_SEQS 8-12 work.",
     "merged PR #29 (maintainer mhenrichsen, 2026-08-23): keep MAX_SEQS at 12 or below at CTX=huge (the shipped "
     "CTX=huge default is MAX_SEQS=2, so the failure needs an override); the launcher now warns above 12 rather than "
     "clamping, and KV_MEM (the pinned KV-cache size) is 'the knob that buys the headroom back' on a 24 GB card",
     release="not stated in the excerpt (the kit's pinned vLLM, August 2026; V1 engine)",
     gpu="NVIDIA GeForce RTX 3090 (24 GB)", gpus=1, command=None,
     forbidden=[{"flag": "--max-num-seqs", "at_least": 16}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the PR description as stored, from its first paragraph (minus the closing clause 'so the memory is "
          "going to allocations that scale with max_num_seqs itself', which is the diagnosis) to the reproduction "
          "note; the title and the 'Warns rather than clamps' paragraph (the fix and the KV_MEM knob) are left out. "
          "The allocator line is wrapped over two lines exactly as stored. gpus=1 because the kit is a single-3090 "
          "recipe (earlier syv-ai fixtures used 1); the PR itself only says 'a 24 GB card'. No GiB value is printed "
          "(the allocator prints bytes: total 25272516608 ~= 23.54 GiB), so numbers carries only max_num_seqs.")

BATCH.write()
