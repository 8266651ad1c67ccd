"""Round-277 blind batch: vLLM start-up failures pasted in ENGLISH on forums, blogs and Q&A threads, searched in the
``pages`` corpus only (discuss.vllm.ai, Reddit r/LocalLLaMA and its mirrors, Stack Overflow, NVIDIA/AMD developer
forums, personal blogs and field reports; GitHub issue trackers excluded); collected by helper wild277 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round277-blind"``; the lead grades it once.
A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

**Result: 0 cases.** The slice is mined out in the stored pages corpus. Every unused page that the searches reached
either showed no error text of a vLLM launch in its stored excerpt (the corpus hands back excerpts, mostly from a
page's beginning, and deeper sections could not be reached), or was not a real user's failure (SEO/AI-written
explainers with placeholder errors), or was out of the slice (GitHub trackers, SGLang), or was already in
USED_SOURCES.txt.

Look-ups: 58 of the 60 allowed (54 ``search``, all corpus=pages; 2 ``find_files`` and 1 ``read_file`` that found no
stored GitHub copy of two blogs (henokb.github.io, alexander-ollman.github.io); 1 ``fetch`` answered "No snapshot of that
repository can be had here"; no ``find_string``). Stack Overflow pages never came back at all; Reddit only through
mirrors (reddlx.com, reddit.sentinel-team.org, redlib/r.arson.gg, theaterfi.re); discuss.vllm.ai only through threads
used or skipped before. Most hits for generic queries were the same dozen SEO explainers.

Sources given up (for the lead, not cases):
- Already used (checked with grep -F in USED_SOURCES.txt or tests/golden/wild): tobias-weiss.org DGX-Spark OOM debugging;
  devashish.me two-Qwen3-on-one-Spark (and its copies wpnews.pro, blog.022025.xyz); NVIDIA forums t/370309?page=5,
  t/372268, t/362368/16; discuss.vllm.ai t/2420, t/2724, and t/2584 (skipped by an earlier round: no error line or
  answer in the stored copy); ojitha.github.io Gemma-4-26B on Ryzen AI (used via its GitHub source); qevos.ai
  Qwen3.6-27B-FP8 4090-48GB; joshua8.ai Qwen3.5-35B on 5090 (and it is a first-request Triton OOM, not start-up);
  obsidian-quartz-blog Triton/vLLM on Orin; airelien.dev Genesis/TurboQuant NotImplementedError on hybrid Qwen3.6;
  MiaAI-Lab DeepSeek-V4 DSpark repo.
- Error text not reachable in the stored excerpt (the failure is only narrated, or the code block with the error was
  dropped from the chunk the search returned):
  ai-muninn.com/en/blog/openclaw-ollama-vllm-gpu-conflict (GX10/GB10, Qwen3.5-35B-A3B-FP8 at
  --gpu-memory-utilization 0.90, ~50% of vLLM restarts "failing with an OOM error during model load" because Ollama's
  KEEP_ALIVE=2h parked GLM-4.7-Flash (19 GB); the fix is to unload Ollama models; a good other_process case if a later
  round can see the vLLM error line); al-engr.com/ds4-dual-spark-deploy.html ("What Broke (Six Times)", DeepSeek-V4-
  Flash TP=2 over two Sparks: CPU torch wheel pulled by --rebuild-vllm so the vLLM C extension fails; DeepGEMM missing
  for the sparse-attention indexer; the code blocks are absent from the stored chunk); catg.kghs.net
  2026-06-gb10-two-lane-appliance (--swap-space 0 rejected by vLLM 0.21.0; the error output is cut off) and its
  Part 1; mdsite.deno.dev mirror of NVIDIA forum t/370044 (Nemotron-3-Nano NVFP4 on Jetson Thor, vLLM 0.20.2,
  speculative method 'mtp' / 'nemotron_h_mtp' rejected with NotImplementedError; the traceback and any answer lie past
  the stored excerpt); henokb.github.io/blog/qwen-a100.html (Qwen3.5-27B on one A100-80GB, "the problems I hit";
  no stored GitHub source, no snapshot); servingcard.dev/learn/context-length (Qwen3.5-27B AWQ at max_model_len 131072
  on GB10; the outcome is cut off); reddlx.com/author/hazyhaar (Qwen3.6-27B AWQ on a 5090, 16K vs 24K max-model-len
  with bf16 vs fp8 KV; no error line shown); prathamesh.dev 2026/06/04 local-llm-blackwell (RTX PRO 6000; only the
  driver/firmware part, no vLLM error, was reachable); sovgrid.org five DGX Spark disasters (page-cache OOM at launch,
  fixed by drop_caches; no error text reachable); corti.com gpt-oss-120B on Spark field report; ai-muninn gpt-oss-120B
  "six bugs" and "Qwen3.5-35B six gotchas" posts; clanker.technoascetic.com "The Smallest Supercomputer";
  remus-software.org Qwen3.6-35B on 2x RTX 5060 Ti; alexander-ollman.github.io Qwen3.6 on dual 3090 (no stored repo);
  Reddit r/LocalLLaMA 1sfnjoh (u/SageQuestN, via r.arson.gg / theaterfi.re / a redlib mirror: Qwen3.5-4B AWQ on an
  RTX 3060 12 GB with --max_seq_len 110k, "vLLM crashes at ~23k", "KV memory allocated: ~3.23 GB"; the numbers are
  the author's paraphrase of vLLM's KV-capacity refusal, no error line is pasted, and the one reply reachable is cut off
  at "You can use --enf"; unused, worth a look if a later round can read the comments).
- Not a real user's failure: SEO/AI-written explainers with generic or placeholder errors (errornotes.dev,
  runlocalai.co, gigagpu.com, aimadetools.com, fixdevs.com, theneuralbase.com, runaihome.com and its dev.to copy,
  openillumi.com, insiderllm, specpicks); AI retellings of GitHub issues (stepcodex.com, staging-wms-erp.tvc.mx,
  malidrive.com.tr, blog.gitcode.com, dredyson.com); and two story-style posts judged fabricated:
  local-llm-website.pages.dev/posts/vllm-oom-debug-log.html (a "Killed" during weight loading on 2x RTX 4090 for
  "Qwen/Qwen3-32B-Instruct", a repository id that does not exist, with log lines that do not look like vLLM's) and
  dev.to/johalputt "war story" (vLLM 0.6.0 in 2026, invented fleet numbers).
- Out of the slice: ls1intum/edutelligence #570 (a GitHub issue, through a mirror: gemma-3-27b-it TP=2 on RTX PRO
  6000 Max-Q, 'Free memory on device cuda:0 (79.12/94.97 GiB) ... (0.95, 90.22 GiB)'); mudler/LocalAI PR #9950
  (GitHub PR: vllm/_C.abi3.so undefined symbol c10::MessageLogger on L4T13, torch 2.10 vs 2.11); al-engr.com
  minimax-sglang-debug and sglang-deepseek-spark-pivot (SGLang, not vLLM); reddit.sentinel-team.org 1roqkw4 (NVFP4 MoE
  on 4x RTX PRO 6000 gives garbage output, a correctness problem rather than a launch failure).

Judgement calls: none taken into fixtures. The two calls made were to treat the story-style pages above as fabricated
(not real reports) and to refuse pages whose failure is only narrated ("an OOM error during model load") without the
error text the brief requires.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round277-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
