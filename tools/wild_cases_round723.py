"""Round-723 blind batch: VENDOR FORUMS AND COMMUNITIES (forums.developer.nvidia.com -- DGX Spark / GB10, Jetson AGX
Thor / Orin, NIM, NGC vLLM containers; community.amd.com and ROCm communities; Intel community -- Gaudi / Arc / XPU;
Huawei Ascend forums -- hiascend / 昇腾社区; cloud vendors' Q&A -- AWS re:Post, Google Cloud community, Azure Q&A,
Alibaba / Tencent cloud Q&A; RunPod / Modal / Vast.ai / Lambda community pages): a user's vLLM error with the answer
that fixed it, searched in the ``pages`` corpus; collected by helper wild723 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round723-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

**Result: 0 cases.** Nothing was added under tests/golden/wild/; running this module writes nothing and prints 0.
The slice is MINED OUT for this search tool (as the lead warned for the pages corpus this wave): the vendor-forum and
first-person pages the searches returned that carry a real vLLM error line and a fix were already in
/work/coord/USED_SOURCES.txt, and the new pages were vendor docs, guides, performance / benchmark threads or
AI-written overviews with no user's vLLM error text in the stored (opening) part of the page. Quality over count: no
thin case was forced in. Stopped early, after 24 look-ups, on the lead's note (~20 look-ups with nothing new).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on any excerpt, and did not read kvroom's source (src/, tests/*.py); every expectation would have been
written from the source thread only, with the fix left out of the excerpt. Every source was checked with grep against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' skip lists before it was spent on.

Look-ups: 24 of the 50 allowed, all ``search`` corpus=pages (no read_file, find_string, find_files, find_repos or
fetch). Nothing was claimed in /work/coord/CLAIMS.txt (no source reached the point of being written).

Cases: none.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): obsidian-quartz-blog.pages.dev triton-inference-server-vllm-orin (Orin, 'no kernel
  image' / 'Cannot re-initialize CUDA in forked subprocess'; also its GitHub source file); corti.com (gpt-oss-120B on
  DGX Spark, also seen via its longform.social mirror); clanker.technoascetic.com the-smallest-supercomputer;
  al-engr.com (ds4-dual-spark-deploy; the minimax-sglang-debug page is SGLang, not vLLM); tobias-weiss.org
  dgx-spark-vllm-oom-debugging (2-node DGX Spark, OOM killer / NV_ERR_NO_MEMORY); runtimenotes.com
  running-a-coding-model-on-runpod; ojitha.github.io Gemma4-26BInstalled (AMD Ryzen AI gfx1150, used via its GitHub
  source); forums.developer.nvidia.com dgx-spark-13-49-tok-s-with-qwen3-5-35b-native-sm121-kernel-build-guide/365083
  and nemotron-3-nano-on-jetson-thor...mtp-rejected/370044 (via mdsite.deno.dev); stepcodex mirror of
  vllm-project/vllm#38411 (Jetson Thor vision encoder, cudaErrorUnsupportedPtxVersion; rounds 113, 221, 442, 555).
- New, but no vLLM error in the stored text or not a failure: forums.developer.nvidia.com
  jetson-agx-thor-vllm-26-02-moe-performance-significantly-below-reference-missing-fused-moe-config/364663 (MoE
  throughput below reference; only the 'Using default MoE config' warning, no failure), forums.developer.nvidia.com
  pytorch-cudacachingallocator-nvml-assertion...orin-nano.../370049 (llama.cpp + NeMo ASR, not vLLM),
  ai6s.net 694e5517bf6b0e4b285e93ab (vLLM-Ascend practice guide on GitCode Notebook; stored part shows only a
  'No module named vllm._C' warning that the author says to ignore, the 'version conflict fixed by disabling MoE'
  section is not stored; the same text is re-hosted on tjhnrl.com and nshx.cn), jishuzhan.net/article/2006155009705689089
  (Qwen3-235B on 8x 910B: stored part stops in the NPU driver install), blog.gitcode.com 62698a31... (AI retelling of a
  jetson-containers vLLM memory thread on Orin NX: no error line, generic advice), conselara.dev notes (DGX Spark SM121
  gotchas: advice list, no log), mygithub.zhongnongyixun.com Sggin1/DGX-SPARK nvfp4-guide (memory bloat of NVFP4 on
  GB10, a TensorRT-LLM autotuner line, no vLLM failure), yuvraj97.com gpu-cluster-hardening (Modal 8x B200; a
  'TP=8 Triton compilation file-lock crash' is named but no log stored), chan179-astro.pages.dev ai-infra (Modal
  Gemma 4 31B cold-start notes, no error stored), dev.to/gde lessons-learned...gemma4-nvidia-l4-cloud-run (Gemma 4
  31B on Cloud Run L4 'unsuccessfully deployed'; agent-written, stored part is setup only, no vLLM log),
  redlib mirror of r/ROCm (2x R9700 vLLM 0.22.1 setup: a long-context decode slowdown, no error), hackmd.io
  @johnnynunez (DGX Spark + Thor multi-node recipe, no error), simpletech-site.pages.dev (PR #35568 verification,
  no error), atcuality2021/vllm-gb10 mirror (installer README, no log), vlaicu.io (playbook), edgeaistack.ai,
  thehighnotes/vllm-jetson-orin (wheel README), ai.gitcode.com model pages (successful vLLM-Ascend runs).
- Skipped as generic / AI-written guides (per the brief): theneuralbase.com / .pages.dev, coldfusion-example.blogspot.com
  (AMD Instinct 'Triton errors' article without a real log), adg.csdn.net 69709068 ('vLLM镜像部署常见错误及解决方案大全'),
  dev.to/johalputt (a 'war story' with invented-looking numbers and no vLLM log), amazon-chatbot-experience.pages.dev,
  lucaberton.com, kubernetes.recipes, brick-house.org (scrambled copies of vLLM's RunPod doc page).
- Nothing reached on community.amd.com, Intel community (Gaudi / Arc), hiascend.com, AWS re:Post, Azure Q&A,
  Alibaba / Tencent cloud Q&A, Vast.ai or Lambda: the pages corpus returned only vendor documentation, release pages
  (HabanaAI/vllm-fork mirrors) and tutorials for those queries.

Judgement calls for the lead:
1. 0 cases. The DGX Spark / Jetson part of this slice is where the pages corpus holds real first-person material, and
   what carries an error line there is already in USED_SOURCES.txt (rounds before this wave mined
   forums.developer.nvidia.com and the DGX Spark blogs). The other vendor communities are not in the stored pages in
   any form that shows a user's vLLM error.
2. Stored pages are only their opening part; long first-person posts (ai6s.net, jishuzhan.net, yuvraj97.com,
   chan179-astro, the xbill Cloud Run posts) may hold a real error further down that this corpus does not store. If a
   later round can read whole pages, ai6s.net 694e5517bf6b0e4b285e93ab and yuvraj97.com gpu-cluster-hardening are the
   first to retry.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round723-blind")
case = BATCH.case

# No cases: see the docstring (slice mined out in the pages corpus; the new pages lacked a user's vLLM error text).

if __name__ == "__main__":
    BATCH.write()
