"""Round-802 blind batch: NAMED FIND_STRING HITS TO TIE TO THEIR REPOSITORIES (ids 59533355566 / 59377163703 /
59188061241, 54948619273, 60413800626, 69007722630, and philemon1977/romc.ai-gfx90a id 68386477568; at most 8
look-ups per hit, a source URL only as https://github.com/OWNER/REPO/blob/COMMIT/PATH from find_files); collected by
helper wild802 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round802-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source text only. Excerpts would be the text as the search tool's stored copy shows it; the fix left out.

Look-ups: 17 of the 50 shared by the wave's three collectors (read_file x6, find_repos x7, find_files x4; no search,
no find_string, no fetch).

**0 cases.** None of the hits could be placed in a repository with a commit from find_files, so under the slice's
rule none is a case. The slice is now exhausted for cheap look-ups: what each hit names (below) has been tried, and
the rest would mean guessing repository or path names.

Sources given up (for the lead, not cases):
- id 59533355566 'sm_86 patches (vs vLLM 38a267cdd), each found by a real boot failure on 2x3090' (Kimi-K3, wheel
  vllm-0.26.1rc2+sm86: 'NotImplementedError: No Unquantized MoE backend...' because TritonExperts rejects SiTU;
  fix 01-triton-experts-situ.patch). Good content, but the case would come from a patch index, not a boot log
  (the error line is quoted in a table cell). 8 look-ups: read_file on it and on its siblings 59377163703
  ('Negative matrix -- observed on 2x3090, vllm 0.26.1rc2+sm86 (2026-07-30)': 'ValueError: FP8 KV cache is not
  supported by the Triton MLA backend on NVIDIA GeForce RTX 3090 (compute capability 8.6); native FP8 (fp8e4nv)
  requires SM89+', marked "Expected", so it was a planned negative test with no fix) and 59188061241 (K3 MTP + PP=2
  rank-asymmetric init deadlock on a vast container; only a workaround, PP without spec decode; upstream issue
  'not filed yet'). None of the three names a repository or a user. Tried: find_files path
  patches/01-triton-experts-situ.patch (0 repositories); find_repos 'sm86' (truncated at 100; the vLLM-on-sm86
  candidates are ProtoAI-Bakari/vllm-DSA-sm86-3090, tomylin890/vllm-sm86-dsv4, haohervchb/FlashMLA-SM86,
  AntonProkopyev/fa2-fp8kv-sm86); find_files ProtoAI-Bakari/vllm-DSA-sm86-3090 ext=patch (only
  csrc_patches/0027-cumem-fabric-guard-sm86.patch and 0028-silu-mul-fp8-deepgemm-guard-sm86.patch: a different patch
  set); find_repos 'kimi-k3' (truncated at 100); find_files CutieillFusion/vllm-kimi-k3 (a k3_w1 quantization fork,
  not it). Not tried: tomylin890/vllm-sm86-dsv4 (DSV4, so probably not K3), a find_repos for '3090' with 'k3' /
  'kimi' in the name.
- id 54948619273 (GH200 SRE lab 'Gotchas'; 'ValidationError: User-specified max_model_len (131072) is greater than
  the derived max_model_len (max_position_embeddings=40960.0 ... )' for Qwen3-32B, fix 32K): the text names
  kubectl namespace lab-domains-sre, node aicompute03, Tucows e-mail addresses, an Ollama shim, a LiteLLM gateway, a
  wiki-ingester, pgvector. 4 look-ups: the read, find_repos 'tucows' (66 repositories, mostly interview exercises;
  none is the lab), 'aicompute' (nothing), 'sre-lab' (truncated, nothing matching GH200 / vLLM by name). Round 800
  tried 'domains-sre' (empty). Also a weak case: the error line is a pasted fragment that the note itself shortens
  with '...'.
- id 60413800626 ('Comparison Run Issues -- Fixes Implemented', 2026-05-21; LLaVA via vLLM LLM(max_model_len=5120)
  -> 'ValueError: User-specified max_model_len (5120) is greater than the derived max_model_len
  (max_position_embeddings=4096). ...'; fix max_model_len=4096 + _truncate_prompt to 3840 input tokens; a 9-VLM
  image geo-localization pipeline, probably a fork of the NaviG paper's code). 3 look-ups: the read, find_repos
  'srjnk' (empty), '/navig' (truncated; zzredblah/navig is the only exact-name hit listed and was not opened).
  A later round could try find_files on zzredblah/navig, or find_repos with 'navig' plus the user's GitHub handle
  if one turns up.
- id 69007722630 ('Round 6 -- replay measurements and offload bracket', 2026-09-15; OFFGB=55 fails the 1M-context
  minimum-KV check '(1048576), 2.2 GiB KV cache is needed, which is larger than the available KV cache memory
  (0.65 GiB) ... 123264'; OFFGB=60 works): the full text names no model, GPU, repository or user, only bundle files
  (campaign_round6.sh, run_sessions.sh, replay2.py, replay_sessions.py, build_fixture_v2.py, facts-R6-off55.txt) and
  'the recipe and blog'. 2 look-ups: find_files path campaign_round6.sh (0 at the root) and the read. Not tied. (Also
  note the text: 'Intermediate offload flags remain untested', so the fix is only 'OFFGB=60 works at 1M'.)
- philemon1977/romc.ai-gfx90a id 68386477568 (released by round 799): read once. It is a Chinese 'dead routes /
  negative results' digest ('搬运自 SKILL.md L145-253 / L474-581'), not an incident log. The -3.23 GiB line is the
  author's paraphrase ('⇒ `Available KV cache memory: -3.23 GiB`'), not a pasted vLLM log, and the same file gives
  it two causes: section C says engram-resident weights 51.7 GiB/rank plus the estimated graph pool over the 0.97
  budget (fix VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0 + smaller MAX_MODEL_LEN / MAX_CUDAGRAPH_CAPTURE_SIZE);
  section D says empty_cache freed 0.00 GiB after moving the engram table to the host ('算得 Available KV: -3.23
  GiB'), a dead route with no fix. Because of the two causes and the paraphrase, no path look-ups were spent on it.
  Not a case under the brief's 'only if the same note states the cause and fix'.

Judgement calls for the lead:
1. The 8-per-hit cap was used in full only on 59533355566, the only hit whose content seemed worth a case. The
   others got 2-4 look-ups because their names (tucows, srjnk01, bundle file names) gave no exact repository or path
   to aim at, and the wave's shared budget is 50.
2. 68386477568 was judged from its text and not placed: even placed, it fails the brief's cause-and-fix condition
   (two causes in one note, error line paraphrased).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round802-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
