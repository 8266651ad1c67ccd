"""Round-835 blind batch: UNTIED LEADS TRIED AGAIN (68750912884, 61476237448, 57047223386, an RHAIIS Qwen3.5-122B report,
71241891923, 68296289933); collected by a helper and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round835-blind"``; the lead grades it once (tests/golden/wild/BLIND.md, the session of 2026-12-07,
fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 36 of 40. 1 case. Dropped: 61476237448 (tied to cha-ki-b/Neurosurgery-clinical-Chatbot STT/PHASE-1-SPIKE.md,
already used), 71241891923 (Lexieli666/wattbench, the same event already used), 68750912884 and the RHAIIS report and
57047223386 (no repository).

1 case:
- tnzgit-cmp170hx-qwen38-27b-int8-g64-kv-262144-114.23-of-37.85: https://github.com/TnzGit/vLLM-CMP170HX-Qwen3.8/blob/804f27271edad414ae0e04cc006025c8c1c301c5/handover.md

Judgement calls for the lead: tnzgit: nothing fixed the G64 launch itself; the author named the real fix (the Mamba
layers in their own KV group) and moved on to another format; cause kv_too_small (kv_page_padding_waste the
alternative).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round835-blind")
case = BATCH.case

case('tnzgit-cmp170hx-qwen38-27b-int8-g64-kv-262144-114.23-of-37.85',
     'https://github.com/TnzGit/vLLM-CMP170HX-Qwen3.8/blob/804f27271edad414ae0e04cc006025c8c1c301c5/handover.md',
     '# Engineering handover: CMP 170HX / Qwen3.8 mixed-FP8 path\n[...]\n```text\nvLLM 0.27.1\nPyTorch 2.13.0\nCUDA 13\n```\n[...]\n```text\nGPU            1 x NVIDIA CMP 170HX 64 GB\narchitecture   SM80\npower limit    180 W\nmodel          Qwen3.8-27B W4A16 target\nspeculator     DFlash2 W4A16, 7 draft tokens\n```\n[...]\n| arm | backend / KV | 4k C1 | per-request wall |\n| --- | --- | --- | --- |\n| baseline | FLASH_ATTN / bfloat16 | **47.6 out tok/s** | 2.69 s |\n| INT8-G64 | TRITON_ATTN / int8_g64 (this work) | **2.7 out tok/s** | 47.28 s |\n[...]\n### 23.2 Completed A/B (4k and the reachable ceiling)\n\nBoth arms: `MAX_SEQS=4`, `SPEC=dflash2`, `DFLASH_TOKENS=7`,\n`VLLM_SPEC_DECODE_ATTN=1`, graph mode, same prompt, greedy, warmup discarded.\nRows were run one process per concurrency by `run_ab_rows.sh` so a crash in one\nrow does not lose the others.\n\n| row | baseline bf16 | INT8-G64 | G64/baseline |\n| --- | --- | --- | --- |\n| 4k C1 | 49.36 tok/s | 43.46 tok/s | 0.88x |\n| 4k C2 | 51.70 tok/s | 43.02 tok/s | 0.83x |\n| 4k C4 | **crash** | 41.51 tok/s | n/a |\n| 32k C1 | **crash** | 2.52 tok/s | n/a |\n| 32k C2 | **crash** | 2.00 tok/s | n/a |\n| 126k / 250k | not serviceable | not serviceable | n/a |\n[...]\nat `G64_MAX_LEN=262144` the engine refuses\nwith `114.23 GiB KV cache is needed, which is larger than the available KV cache\nmemory (37.85 GiB)`',
     'kv_cache_too_small',
     {'needed_gib': 114.23, 'available_gib': 37.85, 'max_model_len': 262144},
     'kv_too_small',
     "An engineering handover for a patched vLLM 0.27.1 on one 64 GB CMP 170HX serving Qwen3.8-27B W4A16 (48 Mamba/linear-attention layers) with a DFlash2 drafter and an experimental INT8-G64 KV cache (TRITON_ATTN / int8_g64). The author's per-layer dump (section 23.5) shows the G64 attention page (135,168 B, block 64) does not divide the Mamba page (1,777,664 B), so vLLM's page unification falls onto the page_size_padded path and pads every attention page up to the Mamba page size (13.15x waste; the drafter's sliding-window layers 52.6x), leaving a G64 pool of 65,362 tokens against 529,060 for bf16. At G64_MAX_LEN=262144 one sequence therefore needs 114.23 GiB, about 467 KB per token, against 37.85 GiB of KV memory, and the engine refuses.",
     "None within the G64 arm: the author: 'The real fix is to give the linear-attention (Mamba) layers their own KV cache group with their own page size instead of unifying every layer onto the Mamba page. Until then INT8-G64 cannot deliver its intended memory advantage.' A later revision of the same handover (sections 25-26, read in a stored version without a commit) froze INT8-G64 after the E42 kill gate failed and measured long context on the production path instead (TRITON_ATTN + --kv-cache-dtype int8_per_token_head, max_len=262144, pool 1,137,362 tokens), i.e. the workaround is leaving the int8_g64 format.",
     release='0.27.1 (patched fork stack: PyTorch 2.13.0, CUDA 13, experimental int8_g64 KV cache)',
     gpu='NVIDIA CMP 170HX 64 GB (SM80)',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--max-model-len', 'at_most': 126000}],
     note="Excerpt from handover.md at 804f272 (the commit that pushed sections 19-23): the title, the vLLM base and the operating-envelope blocks from sections 1-2, the arm table from section 22 (shows the int8_g64 KV of the failing arm), section 23.2's A/B setup and table, then the one refusal sentence from 23.5. Left out: 23.5's heading ('the G64 KV cache costs 8.1x the bf16 pool'), the pool figures and the page-size table before the sentence, its opening clause 'This is why 126k/250k cannot be served:' and the per-token/payload remark and fix after it, all being the author's diagnosis. The author quotes vLLM's message from its second clause: no max seq len or estimated maximum length is printed; max_model_len 262144 is the launcher's G64_MAX_LEN. Judgement calls: cause kv_too_small (the message's kind) although the underlying cause is a fork-specific KV page-padding defect (a fair alternative name would be a new 'kv_page_padding_waste'); the --max-model-len bound: about 37.85/114.23 x 262144 = ~86.9k tokens would launch, but the goal was the 126k/250k rows, so lengths at or below 126000 are forbidden as not keeping the goal. The utilization is not stated, so no --gpu-memory-utilization bound. The same file records other failures (illegal memory access crashes in both arms); only this refusal is taken. TnzGit is not in USED_SOURCES.")

if __name__ == "__main__":
    BATCH.write()
