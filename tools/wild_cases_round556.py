"""Round-556 blind batch: vLLM start-up failures told in COMMUNITY POSTS of the pages corpus (Reddit r/LocalLLaMA,
r/LocalLLM, r/MachineLearning and their mirrors, Hacker News and its mirrors, Medium / Towards AI, dev.to, Hashnode,
Substack, personal and small-company blogs); collected by helper wild556 and NOT graded by the collector. A HELD-OUT
measurement like every wild round -- but this round holds NO case: nothing in the slice met the brief's bar (vLLM's
own error text verbatim in the stored text, a cause pinned down by the post, and the source not used or skipped
before).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Look-ups: 34 of the 35 allowed, all ``search`` corpus=pages (no find_string / read_file / fetch / find_files /
find_repos). 0 cases. Every candidate url was checked with grep -iF against /work/coord/USED_SOURCES.txt and the
earlier rounds' files (tools/wild_cases_round*.py, tests/golden/wild/*.json) before any further look-up was spent on it.

Why the slice gave nothing (for the lead; it agrees with rounds 100, 145, 221 and 277):
- The pages corpus answers with the OPENING of a stored page (about 2,000 characters; a query aimed at a later passage
  of the same page -- valinux.co.jp, gross.systems, the GLM-5.1 field report, paraloncloud -- returned the same opening
  every time). Real write-ups put the set-up first and the failing log further down, out of reach.
- For every generic vLLM start-up query (KV cache too small, free memory, OOM at load, bf16 on Turing, fp8/awq on old
  GPUs, TP, WSL2, Docker) the top hits are the same AI-written error farms: errornotes.dev, gigagpu.com, aimadetools,
  fixdevs, theneuralbase.com / .pages.dev, runlocalai.co, runaihome.com and its dev.to copy, craftrigs.pages.dev,
  localrig.pages.dev, ventusserver.com, coldfusion-example.blogspot.com, intranet.presrite.com, malidrive.com.tr,
  staging-wms-erp.tvc.mx, openillumi.com, taourl.com, blog.gitcode.com digests, stepcodex.com issue digests,
  huzi-pk-web-v4.pages.dev, capitolioxa.com, dev.to tildalice (teaser only), dev.to johalputt, cloudzsexy spam.
  Their logs are generic or invented ("Tried to allocate 2.00 GiB ... 23.65 GiB"), so none is a case.
- Reddit came back only as mirror LISTING pages (reddit.fufik.eu r/LocalAIServers hot: a 4x MI50 performance post;
  redlib.cjs-cloud.com r/ROCm: an R9700 performance post, named before); no Reddit thread with a pasted vLLM launch
  error. Hacker News came back only as one-line mirror items (hotkuki.com Nano-vLLM / vLLM IR submissions,
  hnshowcase.com 47310428: an NVFP4-on-SM120 "Show HN" whose quoted error is TensorRT-LLM's "FP4 Gemm not supported
  before Blackwell", not vLLM's). No Medium, Hashnode or Substack page with a vLLM start-up log came back at all.

Sources given up (for the lead and later collectors, not cases):
- New, but no vLLM error text in the stored opening (the failure is told as prose, or is past the opening):
  www.valinux.co.jp/blog/entry/20260305 (Japanese company blog: Qwen3-Next-80B FP8 on Strix Halo gfx1151 / Radeon 8060S;
  "vLLM refused the FP8 MoE backend at start-up", fixed by patching vLLM's architecture check and faking gfx942; only the
  summary bullets are stored); gross.systems/running-claude-code-with-glm-air.html (GLM-4.5-Air-FP8 on 2x RTX PRO 6000
  Blackwell, "took jumping through some hoops" -- the stored text stops in the CUDA 12.9.1 / nvidia-container set-up);
  hugingapi.com/lukealonso/GLM-5.1-NVFP4/discussions/4 (HF community field report "From 'Doesn't Work' to 641 tok/s",
  6x RTX PRO 6000, vLLM 0.19.0: glm_moe_dsa unknown to transformers, sparse MLA has no SM120 kernel, FlashMLA asserts on
  non-SM90/SM100 -- all prose, no log line stored); paraloncloud.com/resources/scheduling-llms-across-mixed-gpus
  (Qwen3.6-27B AWQ with pipeline-parallel 2 on 12 GB cards: "vLLM tried to allocate the 2.4 GB LM head -- and died
  with CUDA out of memory a..." -- prose, cut there; worth a look if a later round can read past the opening);
  towardsai.net "Moving from Ollama to vLLM: Finding Stability" (only the publication boilerplate is stored).
- Already used or named in earlier rounds (not re-opened): hugingapi.com Lorbus/Qwen3.6-27B-int4-AutoRound
  discussions/2 (fixture hf-lorbus-qwen36-27b-autoround-2-turboquant-mtp-cudagraph-tolist); kenrollins.github.io
  gemma-forge gotchas; alexander-ollman.github.io dual 3090; ojitha.github.io Gemma 4 on gfx1150; myoceane.fr
  (success logs); discuss.vllm.ai t/2420; forum.beginner.center t/2597; velog.io/@js03210; edutelligence #570 (its
  yhajoa mirror); git.daviestechlabs.io kuberay-images e7642b86; huawei-csl/KVarN PR #19 WSL2 note;
  voipmonitor/rtx6kpro glm5.md (its webkkk.net mirror); weicj/vLLM-2080Ti-Definitive; mortenoh.github.io msai-setup;
  prathamesh.dev local-llm-blackwell; hiteshkrgupta.github.io; the dev.to / runaihome "vLLM Won't Start?" guide.
- Not a vLLM start-up failure: earino.github.io bf16-on-T4 (a training speed post), cs.lemb.tech P40 cheatsheet,
  ellie.geekministry.org (llama.cpp Vulkan vs ROCm), cryptokeepercanada.com (llama.cpp on a GTX 1080),
  mconcat/GLM-5.1-NVFP4 model card mirror (a "known issue" line, "ValueError: All MoE projections need to have same
  quantization scheme", not a user's launch), AltotechTH/ai-coding-fitness-w3-llm-paralellism (a teaching notebook
  on a GitHub page, outside this slice; it may hold a deliberate OOM demo for the code/notebook collectors).

Judgement calls for the lead:
1. A zero-case round is reported rather than padding it with the prose-only posts above: none of them shows vLLM's
   printed error, so a fixture would test kvroom on the blogger's paraphrase, not on a log.
2. Nothing was appended to /work/coord/USED_SOURCES.txt, since no source was used for a case; the given-up list above is
   the round's skip list (later collectors grep the round files for it).
3. The pages corpus for this slice looks mined to the bottom for vLLM start-up failures; more look-ups here are
   unlikely to pay. A fetch-based route (pages whose blogs are GitHub Pages repos with a stored snapshot) was not tried
   this round because round 277 found no stored repo for the two blogs it tried.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round556-blind")
case = BATCH.case

# No case met the brief's bar in this slice (see the docstring).

if __name__ == "__main__":
    BATCH.write()
