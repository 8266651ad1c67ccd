"""Round-796 blind batch: THE PAGES CORPUS (forum threads, Q&A answers, blog posts and vendor manuals --
discuss.vllm.ai, Stack Overflow, Reddit, Medium, Zhihu / CSDN posts, cloud vendors' vLLM guides -- that quote a vLLM
start-up error and the fix in the same page); collected by helper wild796 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round796-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

**Result: 0 cases.** Nothing was added under tests/golden/wild/; running this module writes nothing and prints 0.
The slice is mined out in the stored pages corpus: every page the searches returned that quotes a user's own vLLM
start-up error and its fix was already a source (USED_SOURCES.txt, the fixtures' source_url) or named in an earlier
round's skip list. The rest were AI-written explainers or SEO pages with no user log. No thin case was forced in.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on any excerpt, and did not read kvroom's source (src/, tests/*.py); expectations would have been written
from the source page only (and a fix PR / maintainer answer it links). Every address the searches returned was
checked against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt, the fixtures' source_url fields and the skip
lists in tools/wild_cases_round*.py before any look-up was spent on it.

Look-ups: 39 of the 50 allowed, all ``search``: 37 corpus=pages, 2 corpus=issues (to find the GitHub threads behind
two pages-corpus retellings: the api-for-open-llm Qwen1.5-14B KV-cache thread and an LMCache fork-reinit thread).
No read_file / find_string / find_files / find_repos / fetch. Queries tried: the brief's error lines ('To serve at
least one request', 'No available memory for the cache blocks', 'Free memory on device', '... larger than the maximum
number of tokens that can be stored in KV cache', 'Bfloat16 is only supported ...', 'CUDA out of memory. Tried to
allocate', 'Failed to infer device type', 'Cannot re-initialize CUDA in forked subprocess', 'are not supported for
now', Gemma-2's logits_soft_cap / FlashInfer message, 'please increase max_num_batched_tokens'), with flags, in
English, Chinese (CSDN / cnblogs / Zhihu / Ascend-forum phrasing), Japanese (Zenn / Qiita) and Korean (velog /
tistory); also forum-shaped queries (NVIDIA developer forums: Jetson, DGX Spark), vendor manuals (Alibaba PAI-EAS,
GKE / Vertex AI, SageMaker / AWS Neuron), Kubernetes CrashLoopBackOff write-ups, Hugging Face Space runtime pages,
first-person blog phrasing ('turns out', 'lessons learned', 'war stories'), and GitHub-issue mirrors / PR digests that
the pages corpus holds (stepcodex.com, github-users.yhajoa.workers.dev, prhub.com.cn).

How mined: fully, for this corpus. Rounds 100, 113, 129, 145, 266-279, 715-723 and others already took or named every
first-hand page the searches reached. Generic error-line queries return the same AI explainers every time (errornotes,
gigagpu, runlocalai, runaihome and its dev.to copy, fixdevs, aimadetools, theneuralbase, presrite, kubenatives,
besthub, ventusserver, errorcanon, the blog.gitcode.com / adg.csdn.net / mzph / pswp / sgqg / maplevalley / 0539edu /
nshx / tjhnrl digests). The pages corpus stores only a page's opening, so long first-person posts whose error section
comes later (hokwangchoi.com, jishuzhan 2006155009705689089, ai6s.net) stay out of reach, as earlier rounds found.

Sources given up (for the lead, not cases):
- Already sources: ls1intum/edutelligence #570 (Free memory on device, mirror at github-users.yhajoa.workers.dev),
  www.devashish.me two-Qwen3-on-one-Spark (and its wpnews.pro copy), www.tobias-weiss.org DGX Spark OOM, al-engr.com
  ds4-dual-spark-deploy, www.gpt9.kr/2025/09/cli-vllm.html, www.mzph.cn/pingmian/81541.shtml (and its hk.pswp.cn /
  sgqg.cn copies), www.lrbar.com parameter-optimization-journey, myoceane.fr A100 Gemma-4 log,
  xusenlinzy/api-for-open-llm #225 / #259 (the two blog.gitcode.com retellings point to them), QwenLM/Qwen3 #16 /
  #295, vllm #2418 / #2785 / #40937 / #41849 (the last two through stepcodex), LlamaFactory #6476, discuss.vllm.ai
  t/1602.
- Named in earlier rounds' skip lists: forum.beginner.center t/2597 (claimed round 722; answer only), sovgrid.org
  five-dgx-spark-disasters (no error line stored), corti.com and its longform.social copy, catg.kghs.net GB10 parts
  1 / 2, al-engr.com spark-config-rethink / spark-stack, hiteshkrgupta.github.io, hokwangchoi.com vlm-benchmarks,
  edgeaistack.ai Jetson page, obsidian-quartz-blog Orin page, velog js03210, blog.aibox.today, ai6s.net 694e5517 and
  its tjhnrl / nshx copies, jishuzhan 2006155009705689089, devpress.csdn.net/amd 6a045be3 (a working start log),
  John6666/forum2 HF-forum answer mirror (vllm_initial_memory_spike.md: advice, no asker log), plsevery.com,
  vllm #3051 (args only), FastChat #3177 (error past the window), LlamaFactory #6474 (twin of #6476).
- New, looked at, not a case (claimed in CLAIMS.txt where a look-up was spent on it):
  ai.wmx.dev/guides/vllm-serving (a GKE GitOps write-up with Symptom / Cause / Fix entries; the stored part shows
  Argo CD reverting replicas and a 'GCE out of resources' scale-up, no vLLM error text; a second targeted search did
  not reach more of it); LMCache/LMCache #1710 ('Cannot re-initialize CUDA in forked subprocess' from vLLM's
  examples/others/lmcache/kv_cache_sharing_lmcache_v1.py, lmcache 0.3.7.dev52, vLLM 0.11.0rc2.dev94: closed as
  stale, the only reply asks whether it was fixed -- no cause); liunian-Jay/MU-GOT #2 (the same fork error after
  building GOT into vLLM 0.5.3, no answer stored); aws-neuron/aws-neuron-sdk #1303 (neuronx-cc's NCC_IXCG856
  compile error, a compiler message, not vLLM's); xorbitsai/inference PR #5030 (a fork deadlock with no vLLM error
  text); www.kubenatives.com / resiliotech.com / besthub.dev OOM runbooks (generic, no user log);
  robotmunki.com annotated start log (a capacity log, no failure); the blog.gitcode.com retelling of an OpenRLHF
  'No supported device detected' thread and of a QwenLM V100 bfloat16 thread (retellings, the user's log is not
  quoted; the underlying threads were not looked up).
- Off-slice, not taken: vllm-project/vllm #38428 (stepcodex mirror): 'AssertionError: Sampled token IDs exceed the
  max model length. Total number of tokens: 4097 > max_model_len: 4096' during realtime audio streaming, one linked
  PR -- a request-time engine bug, not a launch failure.

Judgement calls for the lead:
1. 0 cases by choice: the only new pages with a vLLM error and an answer were retellings (gitcode digests, stepcodex
   summaries) whose underlying threads are already sources, or threads without a cause (LMCache #1710).
2. Two issues-corpus look-ups were spent to trace pages-corpus retellings to their GitHub threads (all of them turned
   out to be sources already); a later pages round may skip that step, since the retellings' threads are used.
3. For later rounds: the pages corpus is exhausted for vLLM start-up errors; what could still yield cases is a
   corpus that stores whole pages (the long first-person posts named above keep their error sections past the
   stored opening).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round796-blind")
case = BATCH.case

# No cases: see the docstring (every first-hand page the pages corpus returned was already a source or a named skip;
# the new pages were AI retellings or lacked the user's log or a cause).

if __name__ == "__main__":
    BATCH.write()
