"""Round-720 blind batch: JAPANESE and KOREAN FIRST-PERSON POSTS (qiita.com, zenn.dev, note.com, hatenablog / hatena,
developers.io (DevelopersIO / classmethod), velog.io, tistory, naver blog, brunch.co.kr, wikidocs) -- an author's own
vLLM launch (RTX / A100 / H100 / DGX Spark / Jetson / WSL2 / Docker) with the pasted error line and the fix, searched
in the PAGES corpus; collected by helper wild720 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round720-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source (src/, tests/*.py); every expectation would have been written from the
source page only, with the fix left out of the excerpt.

Look-ups: 30 of the 50 allowed (24 ``search``: 20 corpus=pages, 1 corpus=docs, 3 corpus=code; 6 ``find_string``;
no read_file / find_files / find_repos / fetch). **0 cases.** Stopped with 20 left because every query, in Japanese
and in Korean, and from every angle tried (generic start-up errors, KV / free-memory refusals, T4 / Colab bfloat16,
fork / CUDA re-init, libcudart in Docker, WSL2, Jetson, DGX Spark / GB10, RTX 5090 / sm_120, DevelopersIO / EC2,
Hatena, company tech blogs, wikidocs, tistory), returned the same small set of JP/KR pages that earlier rounds
(22, 120, 233, 246, 267, 306, 486, 543, 582, 671) already used or set aside, plus AI-written explainers.

**The slice is mined out.** The pages corpus holds very few Japanese / Korean first-person vLLM pages, and it stores
each page from its beginning, so a Qiita / Zenn / Hatena / tistory post whose log sits in its 3rd-5th section cannot
be quoted. Committed copies of such posts (Zenn repositories, Korean course / team READMEs) were the productive route
in rounds 120 and 267, and those were taken then; find_string on new Japanese / Korean phrases this round hit only
checklists and generic troubleshooting sections.

Sources given up (for the lead, not cases):
- Already used / in USED_SOURCES.txt or earlier skip lists (not re-opened): qiita.com/nagayaoh/items/
  79a50d327e6124df0c81 (Matsuo-lab 2025, 'mmapエラーは ulimit -v unlimited', log past the stored opening);
  velog.io/@js03210 (max-model-len vs gpu-memory-utilization explainer, generic error quote); www.gpt9.kr/2025/09/
  cli-vllm.html (KR, refers to 'the error you just saw' but the error is not in the stored text); mcsm.jp GB10
  bare-metal build record; blog.aibox.today vLLM notes (KR, 'issue resolution cases' past the intro);
  cell-devlog.tistory.com/248 (KR, k8s vLLM deployment guide, no launch log); dssugar/zenn (rounds 120).
- AI-written / SEO / vendor explainers with no single user's launch: openillumi.com (JA, 'この記事はAI技術を活用し',
  Phi-3 128k multi-GPU OOM with 'X GiB' placeholders), openillumi gunicorn CUDA re-init page, kirekaku.com/1124 (JA,
  vLLM/FastAPI sales-style guide), dmy51x2ik1vsx.cloudfront.net ja/ko 'vLLM quickstart', youngju.dev (KR guides),
  glossary.kaitrust.ai, itpe.jackerlab.com, unsloth.ai/docs/jp (engine-argument table), docs.redhat.com/ja RHAIIS
  server-argument pages, cloud.google.com Vertex AI vLLM tutorial (ja), notes.yuuk.io (JA vLLM notes, no failure),
  qiita.com/Koggle/items/4f304b3d69f41e45f27e (JA vLLM intro, transformers code only), proc-cpuinfo.fixstars.com
  Llama 4 context-length study (JA, experiment write-up; the opening shows no error line).
- First-hand but the error is past the stored opening (new, for a later round with another route to the full text):
  eng-blog.iij.ad.jp/archives/30426 (JA, IIJ 'building and running an in-house local LLM API server', 2025-02-17:
  only the background / requirements are stored); appwritefunc...?url=tech.asken.inc/entry/20251223 (JA, asken
  advent calendar 'SageMaker で vLLM を動かそう', a proxy-wrapped address; only the table of contents and the AWS
  comparison are stored); mellerikat.com/blog_tech (KR, LG 'vLLM 완전 정복: EVA를 위한 최적화', optimisation account,
  no failure in the stored opening); hokwangchoi.com/blog/vlm-benchmarks (English, an author's own Jetson Orin Nano
  Cosmos-Reason2 runtime comparison: 'vLLM needed a community-quantized W4A16 checkpoint and a vision-encoder profile
  cap' -- the failing vLLM log is past the TL;DR; English, so off-slice anyway).
- Not JP/KR or not vLLM's own failure: myoceane.fr A100 Gemma-4 / gpt-oss notes (Traditional Chinese, capacity logs,
  no failure), obsidian-quartz-blog Triton/vLLM on Orin (Chinese, used before), conselara.dev DGX Spark notes
  (English advice), www.ai-manual.ru (Russian explainers), gist imfht RTX 5090 (Chinese, no vLLM error line),
  jishuzhan / blog.gitcode / CSDN digests (Chinese).
- find_string hits with no launch log (repository not named by find_string; not pursued): a Japanese Docker /
  Gemma-4 guide's 'よくある問題' section (CUDA OOM, 'gpu-memory-utilization を下げる', no vLLM error text); a Japanese
  LLM-platform README ('Embedding サーバーが起動しない' -> lower gpu-memory-utilization 0.3 -> 0.2, no error text); a
  Korean serve_qwen.sh for Qwen3.6-27B-FP8 at TP 2 whose comment says util 0.80 / max-model-len 4096 / --enforce-eager
  avoid OOM (no error text); a Korean vLLM log-diagnosis module (rule table, not a report); a Japanese duo-talk
  'vLLMが起動しない' section (generic checklist).
- Unpinned leads from earlier rounds were retried once and still not found: the Korean DGX-Spark 'edgexpert'
  Qwen2.5-VL-32B note ('Free memory on device cuda:0 (109.66/119.63 GiB) ... (0.92, 110.06 GiB)', fixed with 0.85;
  round 233) -- a code search on its numbers returned other files.

Judgement calls for the lead:
1. Zero cases rather than weak ones: nothing seen in this slice had both a real launch's vLLM error line in the
   stored text and the author's fix; explainers whose numbers are placeholders or invented were excluded as the brief
   says.
2. For a later round, the JP/KR first-person material that still exists is reachable only as committed files (code
   corpus / find_string + find_files to pin the repository) or via a fetch of a blog's own GitHub repository (Zenn and
   Hugo / Jekyll blogs keep their articles in git); the pages corpus is exhausted for this slice.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round720-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
