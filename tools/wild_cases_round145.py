"""Round-145 blind batch: vLLM launch logs as users bring them to WEB PAGES (the search tool's pages corpus: Stack
Overflow, discuss.vllm.ai, Reddit r/LocalLLaMA and its mirrors, personal blogs, Medium/dev.to write-ups quoting an error
from their own run), taken with plain symptom queries ("vllm max_model_len larger than KV cache", "vllm No available
memory for the cache blocks", "vllm out of memory loading model", "vllm ValueError when starting", "vllm serve fails")
and their forum/Reddit/blog phrasings, collected by helper wild145 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round145-blind"``; the lead grades it once
(``python tests/wild_grade.py round145``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-144: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on this excerpt, and did not read kvroom's source (src/, tests/*.py) to choose
it; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
page only. The excerpt is the text as the search tool's stored copy of the page shows it (a stored page is its
beginning only); lines dropped are shown as ``...`` and named in the note.

Sources and look-ups: 55 counted look-ups: 53 ``search`` (all on the pages corpus), 1 ``find_string`` (a probe of the
V1 KV refusal's wording: its ten hits were committed files in GitHub repositories, another slice's ground, none taken),
1 ``find_files`` (devnen/qwen3.6-windows-server docs/: not stored); no read_file, find_repos or fetch.
**1 case, far short of the 8-14 asked, and it is a capacity log, not a failed launch.** Not padded. The pages slice is
mined out, as rounds 29, 32, 63, 100, 113 and 129 already reported: every symptom query, in English, Chinese,
Japanese and Korean, and in Stack Overflow / discuss.vllm.ai / r/LocalLLaMA / Medium wording, came back with the same
AI-written explainers quoting placeholder errors (errornotes.dev, runlocalai, fixdevs, gigagpu, aimadetools,
theneuralbase, runaihome and its dev.to copy, intranet.presrite, telemetry.sector88, kubenatives, resiliotech,
youngju.dev, kube-dojo, localrig, openillumi, velog js03210, gpt9.kr, coldfusion-example, edgeaistack,
taourl, ai-manual.ru, claudeatlas skills, cloudzsexy spam pages), CSDN/gitcode digest farms (blog.gitcode.com copies of
api-for-open-llm and Dynamo issues, mynw/nshx/scrxy/tjhnrl/ai6s "避坑" pages), GitHub-issue mirrors that belong to the
issues slice (stepcodex.com vllm#41849/#39809/#41560/#41860/#41530/#39133, github.saobby/pluskevin/yhajoa mirrors), and
pages earlier rounds took or named as skips (discuss.vllm.ai t/2420, t/2584, t/2674, t/2462; forum.beginner.center
t/2597; kenrollins gemma-forge gotchas; myoceane.fr; obsidian-quartz Orin; jishuzhan 2002605617710694401;
hokwangchoi.com; ojitha.github.io; devopscube; ai-muninn.com; smeltcore; xbill's Gemma-4 Cloud Run L4 write-up on
dev.to/gde and its neura.market copy (error past the stored beginning); LocalAI PR#9950; edutelligence#570).
No Stack Overflow page came back for any vLLM query. Reddit came back only through mirrors (redlib.astronima.party,
redlib.cjs-cloud.com r/ROCm, r.arson.gg and 147.135.128.64:8080 copies of r/LocalLLaMA 1sfnjoh, reddit.sentinel-team
snapshot 1rf7idu): a multi-3090 P2P tutorial, an R9700 performance post, a vLLM-vs-llama.cpp context comparison on an
RTX 3060 ("vLLM crashes at ~23k", no printed error) and a devops before/after story; none prints a vLLM launch error.
Fresh blogs whose stored beginning stops before any error (not taken): dehydratedwater.dev (4x3090 agent benchmark),
leeharden.com and truongnh-gde.dev (Gemma 4 on Cloud Run RTX PRO 6000), glassmkr.com (Gemma 4 on L4 via llama.cpp),
blog.aibox.today (Korean vLLM notes), jishuzhan 2006155009705689089 (Qwen3-235B on 8x 910B), dev.to daniel_lm's
vLLM CPU-backend contributor notes (its quoted errors are CMake build errors, not launches), hiteshkrgupta.github.io
(blog index only), mortenoh.github.io msai-setup (a "not supported on gfx1151" reference page, no error text).

Every url and bare thread number was checked against /work/coord/USED_SOURCES.txt (url, issues/N, pull/N,
discussions/N, #N), the fixtures' names and sources, tests/golden/wild/BLIND.md, and the round files on the wild*
worktrees in flight (wt-wild140..146).

Judgement calls for the lead (the case's ``note`` says more):
1. A capacity log, not a failure (kind null, cause capacity): the only fresh page with vLLM's own printed lines from
   the poster's run is a discuss.vllm.ai question on why GPU memory stays the same at any max_model_len. Taken because
   the log itself is conclusive (vLLM reserves total x utilization = 13.11 GiB whatever the length, and the KV cache
   fills what weights and activations leave, 5.83 GiB), though no answer is stored; flagged here because the brief asks
   for launches that die. Leave it out of the memory-failure count.
2. The post pastes three starts (max_model_len 8192, 4096, 16384) of the same deployment; only the first (8192) is
   kept, so that the numbers name one launch; the other two blocks are dropped and named in the note (their KV
   reservations, 5.85 and 5.78 GiB, differ only by the activation peak).
3. Not a plain vLLM command: an NVIDIA NIM container serving meta/llama-3.2-3b-instruct with vLLM inside (V0 engine
   lines, executor_base.py's '# cuda blocks'); no command line and no release are stated.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round145-blind")
case = BATCH.case

# ------------------------------------------------------------------ capacity: NIM llama-3.2-3b on a T4, KV 5.83 GiB
case("discuss-vllm-2724-nim-llama32-3b-t4-capacity-5.83",
     "https://discuss.vllm.ai/t/max-model-len-vs-gpu-memory-usage/2724",
     "Max_model_len vs GPU memory Usage\n"
     "\n"
     "Typically it is believed that reducing the max_model_len would help in reducing the GPU memory usage.\n"
     "\n"
     "But this fact was not observed while i tried deploying a model meta-llama-3.2-3b "
     "https://build.nvidia.com/meta/llama-3.2-3b-instruct?nim=self-hosted from NIM model repo o n Tesla T4 GPU (16GB "
     "VRAM).\n"
     "\n"
     "Here I tried deploying the model using different values of max_model_len but the GPU memory usage remained "
     "constant.\n"
     "\n"
     "here are logs:\n"
     "Logs for max_model_len: 8192\n"
     "\n"
     "the current vLLM instance can use total_gpu_memory (14.56GiB) x gpu_memory_utilization (0.90) = 13.11GiB\n"
     "model weights take 6.02GiB; non_torch_memory takes 0.05GiB; PyTorch activation peak memory takes 1.22GiB; the "
     "rest of the memory reserved for KV Cache is 5.83GiB.\n"
     "INFO 2026-06-22 05:04:45.292 executor_base.py:111] # cuda blocks: 3409, # CPU blocks: 2340\n"
     "INFO 2026-06-22 05:04:45.292 executor_base.py:116] Maximum concurrency for 8192 tokens per request: 6.66x\n"
     "...",
     None,
     {"reserved_kv_gib": 5.83, "weights_gib": 6.02, "activation_gib": 1.22, "non_torch_gib": 0.05,
      "total_gib": 14.56, "gpu_memory_utilization": 0.9, "max_model_len": 8192},
     "capacity",
     "A discuss.vllm.ai question (June 2026): meta/llama-3.2-3b-instruct served from an NVIDIA NIM container (vLLM's V0 "
     "engine inside) on one Tesla T4 (14.56 GiB usable) at the default utilization 0.90. The engine started: vLLM "
     "budgets total x utilization = 13.11 GiB whatever max_model_len is, the weights take 6.02 GiB, the activation "
     "peak 1.22 GiB and non-torch memory 0.05 GiB, and the KV cache is given the rest, 5.83 GiB (3409 blocks), which at "
     "8192 tokens is 6.66 concurrent sequences. Lowering max_model_len only raises the concurrency (13.37x at 4096) and "
     "leaves the footprint the same, which is what the poster saw; the footprint is set by gpu_memory_utilization.",
     "none stated (the stored page ends inside the question; no reply is stored). From the log: the reserved memory is "
     "total x gpu_memory_utilization, so a smaller footprint needs a lower --gpu-memory-utilization (or a fixed KV "
     "size), not a shorter --max-model-len",
     release="not stated (NIM container; V0 engine lines, executor_base.py's '# cuda blocks' line)",
     gpu="Tesla T4 (16 GB)", gpus=1,
     command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement calls 1-3: the post's title, question and its first log block (max_model_len 8192) as stored; the "
          "two later blocks (max_model_len 4096: activation 1.19 GiB, KV 5.85 GiB, 3422 blocks, 13.37x; max_model_len "
          "16384: activation 1.26 GiB, KV 5.78 GiB, 3381 blocks, 3.30x) and the closing sentence, cut mid-word by the "
          "stored copy ('Now this fact is contrary to what we t'), are replaced by '...'. Not a failure: no error line "
          "in the post. A length cut is no lever on the footprint the poster asks about, but it is not listed as "
          "forbidden (a capacity log, where a tool may still mention the length's effect on concurrency). The GPU is "
          "one T4, hence tensor parallelism above 1 forbidden")

if __name__ == "__main__":
    BATCH.write()
