"""Round-715 blind batch: MIRRORS OF vLLM's OWN GITHUB ISSUES IN THE PAGES CORPUS (stepcodex.com 'Fix [Bug]: ...' pages
and github.<mirror> hosts) FOR MEMORY FAILURES -- KV cache too small, no available memory, the free-memory gate, CUDA
OOM while loading / profiling / capturing CUDA graphs, max_model_len derived or exceeded -- 2025-2026 threads;
collected by helper wild715 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round715-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only, with the fix left out of the excerpt. Every url and bare issue number met was checked with grep
against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' tools/wild_cases_round*.py skip
lists before it was read further.

**0 cases.** Look-ups: 45 of the 50 allowed (43 ``search`` corpus=pages, 2 ``search`` corpus=issues, used only to
find the GitHub number behind a stepcodex page that does not print it, and to look for the full text of #36598); no
read_file, find_string, find_files, find_repos or fetch.

How mined the slice is: mined out. Rounds 100, 113, 129, 145 and 404 already walked the stepcodex.com and
github.<mirror> copies of vLLM issues in this corpus, and every memory-failure mirror the searches returned is either
already a fixture (USED_SOURCES.txt) or named in an earlier round's skip list. Queries quoting vLLM's memory messages
verbatim ("No available memory for the cache blocks", "To serve at least one request ...", "Free memory on device ...
less than desired", "Cannot auto-fit max_model_len", "Failed to load model - not enough GPU memory", "Failed to create
unquantized linear weights", "max_num_seqs exceeds available Mamba cache blocks", "User-specified max_model_len ... is
greater than the derived"), stepcodex's own page layout ("Error Message / Root Cause / Fix Action", "💡(How to fix)",
"✅(Solved)"), GitHub's ("Skip to content [Bug]: ..."), mirror host names (github.saobby.my.eu.org, github.meowingcats01.workers.dev,
github-users.yhajoa.workers.dev), model families (gpt-oss, Gemma 4, DeepSeek-V4, Qwen3.5 / Qwen3-Next, Llama 4) and
platforms (ROCm, Jetson, DGX Spark GB10, HAMi / MIG) all came back with the same AI-written explainers (errornotes.dev,
runlocalai, gigagpu, fixdevs, aimadetools, theneuralbase, runaihome / its dev.to copy, intranet.presrite, errorcanon,
ventusserver, besthub, the gitcode / youkuaiyun digests, a cloudzsexy spam page) and the same dozen stepcodex / mirror
pages listed below. No stepcodex page for a 2025 (vLLM 0.8-0.11) memory thread came back at all; the stored stepcodex
copies are of spring-2026 issues.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #40937 (stepcodex: profile_cudagraph_memory() OOM under HAMi slicing, v0.19.1),
  #43755 (stepcodex: _check_enough_kv_cache_memory vs TP/PP with KV offloading, DeepSeek-V4-Pro; its fix PRs #43796 /
  #43882 are the same incident), #43951 (stepcodex: MoE + --enable-sleep-mode OOM during weight load, bisected to
  #41268) and its relatives #34877 / #48680, #36450 (Qwen3.5 AWQ on an RTX 5090, Triton OOM in solve_tril).
- Named in earlier rounds' skip lists: vllm #44740 (github-users.yhajoa mirror: negative CUDA-graph estimate with MTP on
  GB10; only the working 0.55-utilization run's log is stored, not the failing 0.8 one -- rounds 113 / 129), #43969
  (stepcodex: gpt-oss-120b MXFP4 MoE init OOM-killed on DGX Spark / Jetson Thor; the "log" is the reporter's
  angle-bracket paraphrase "<process exits with SIGKILL / status 137 ...>", no vLLM text -- round 460), #39133
  (stepcodex: Gemma 4 31B INT4 on 2x24 GB, GPU KV cache 25,200 tokens at max_model_len 131072; a capacity complaint, the
  page's "Error Message" is an unrelated Triton fp8e4nv compile error; fix PR #39866 caps the SWA admission budget --
  round 145), #40807 (TurboQuant spec-decode capture: a CUDA-graph host copy, not memory), #36598 (see below).
- Claimed, then not taken: vllm #36598 (stepcodex: "Triton autotuner OOM on Qwen3.5/Qwen3-Next GDN layers (non-SM90
  GPUs)", fixed by merged PR #36599 which warms the GDN Triton autotuner during the V1 profile run). It is not in
  USED_SOURCES.txt, but (a) the stored copy cuts the pasted traceback at 'File ".../vllm/model_executor/layers/fl' --
  no error line, only the prose "causes a Triton out of memory error during the first inference request"; (b) the
  issues corpus does not hold the issue itself; (c) round 113 skip-listed it and round 32 cited it as the upstream
  class of the joshua8 fixture; (d) the same mechanism is already two fixtures (vllm-36450-..., joshua8-...). A third
  copy with no error line would add nothing to the measurement.
- Not vLLM's own issue / another project's tracker: Project-HAMi/HAMi-core #181 (mirror at 172.245.126.119:8080: the
  HAMi side of vllm #40937, the same incident); dusty-nv jetson-containers retold by blog.gitcode.com (a digest farm);
  ls1intum/edutelligence #570 (used, skip-listed).
- Not a memory failure / not a launch: stepcodex vllm #41862 (EP deadlock on Qwen3.5-397B, a hang), #37931
  (flashinfer_cutedsl with cross-node EP, DeepEP 'invalid resource handle'), SimpleCPUOffloadConnector popleft_n assert
  on a second long request (a request-time assert, no number shown), #41364 (feature request: a cap for
  --max-model-len auto), #38175 (ViT full CUDA graph RFC), #39583 (bitsandbytes / GGUF deprecation RFC); mirrored PRs
  #37429 / #41495 (hybrid Mamba KV sizing refactors, no user log), #24374 (CUDA-graph docs), #36384 / #36325 (other fix
  PRs for the #36598 class).
- Non-mirror pages outside the slice, met in passing (not claimed): tilcodes.fly.dev (CUDA-graph OOM under load after
  hours of serving, not at start-up; skip-listed in round 113), tobias-weiss.org DGX Spark dmesg page (skip-listed in
  round 129), blog.us.fixstars.com/?p=1070 (Llama 4 Scout / Maverick context limits on 8x H100 with vLLM 0.8.3; the
  stored text shows the OOM only as a figure), discuss.vllm.ai t/2420 / t/2584 / t/357 (used or skip-listed).

Judgement calls for the lead:
1. No case was written rather than taking #36598 with its error line cut and its class already twice in the fixtures
   (see above). The claim line "vllm-project/vllm#36598 round715" stays in CLAIMS.txt so no later round re-spends on it.
2. Good candidates for a later round are not in this corpus: the memory threads behind the stepcodex copies are
   reachable whole only through the issues corpus (vllm #35743 and #34954, both Triton-autotuner / FLA OOMs on
   consumer Blackwell named by fix PRs #36325 and #36384, are unused in USED_SOURCES.txt, but they are the same class as
   the two fixtures above).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round715-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
