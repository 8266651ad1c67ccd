"""Round-790 blind batch: COMMITTED LOGS AND NOTES, SECOND LIST OF TEXTS -- vLLM error texts found with find_string
(not the issues corpus) inside files committed to public repositories ('CUDA out of memory. Tried to allocate' near
vllm, 'EngineCore failed to start', 'WorkerProc initialization failed', 'RuntimeError: Engine process failed to
start', 'Failed to infer device type', 'No CUDA GPUs are available', 'is not divisible by', 'does not support', 'Model
architectures', 'have been deprecated'), then read_file of the hit for the author's cause / fix in the same file;
vLLM's own source and test files skipped; collected by helper wild790 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round790-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it. THIS ROUND HOLDS NO CASE: nothing
found met the brief's bar (vLLM's own error text and the author's cause / fix in the same committed file, from a
repository that could be named for the source URL, not used or skip-listed before, and under the 3-case cap).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on any excerpt, and did not read kvroom's source (src/, tests/*.py); every expectation would have been
written from the source file only, with the fix left out of the excerpt. Only README.md (the message_kind table and
the diagnosis.cause list), earlier rounds' tools/wild_cases_round*.py and tests/golden/wild/*.json were read.

Look-ups: 29 of the 45 allowed: 9 ``find_string`` ('WorkerProc initialization failed', 'RuntimeError: Engine process
failed to start', 'Failed to infer device type', 'No CUDA GPUs are available', 'is not divisible by tensor parallel
size', 'EngineCore failed to start', 'are not supported for now. Supported architectures', 'failed to be inspected.
Please check the logs', 'must be divisible by tensor parallel size ('), 5 ``read_file`` (by id), 7 ``search``
corpus=code (to name the repository behind a hit), 4 ``find_repos``, 2 ``find_files``; no fetch. Stopped early with
look-ups left because the session's look-ups are shared by five collectors and every remaining lead needs several
look-ups only to learn a repository name.

0 cases.

How mined the slice is: very. find_string answers each of these strings with ten hits of which most are log
classifiers / fatal-pattern lists, vLLM source copies and annotated source walk-throughs, issue-digest mirrors (the
Chinese 'wiki' copies of vllm issues with 本地原始数据只有评论数量), generic troubleshooting guides and docs copies; the few
first-hand notes with both the error and the fix were already fixtures (the tp-divisibility hits: sql-agent-training
verl 40 heads / TP3 and its 16.17/44.39 free-memory refusal, herobrine-blog 28 / TP3, adaptthink 28 / TP8) or sit in
a repository at its 3-case cap. find_string names no repository, and a code search names one only when the file is
small and its opening matches; that pinned one hit (to a used source) out of five tries.

Sources given up (for the lead, not cases):
- Used or at the cap once the repository was pinned:
  * find_string id 7002850010 = Lumin33r/llm-optimization-platform docs/deployment-fixes.md (Mistral-7B fp16 on a T4,
    'max seq len (2048) ... KV cache (1936)', fixed with the AWQ variant): round 25's fixture
    llm-optimization-platform-eks-t4-mistral7b-fp16-2048-over-1936 (pinned with 1 search + 2 find_repos + 1
    find_files: wasted).
  * find_string id 54982829035 (a 1,255-char note 'MiniMax CCL MPI Transport Negative': 4x Intel Arc Pro B70, vLLM
    XPU, MiniMax-M2.7 AutoRound TP=4, CCL_ATL_TRANSPORT=mpi -> oneCCL atl_mpi init frames, 'WorkerProc initialization
    failed due to an exception in a background process' / 'RuntimeError: Engine core initialization failed'; the
    author's fix: keep CCL_ATL_TRANSPORT=ofi). Its log path (/home/steve/bench-results/...) and the 'LocalMaxxing'
    wording point at steveseguin/b70-optimization-lab (find_repos 'b70'), which already has 3 fixtures
    (notes/2026-06-06-qwen35-gemma-autoround-candidates.md and two from experiments/minimax_xpu_kv_offload/README.md):
    at the 3-case cap, so not spent on. The path of the note itself was not confirmed (two code searches missed it).
- Skip-listed thread found again in a committed copy: find_string / read_file id 70692720957 is a committed mirror of
  LMCache/LMCache #3163 (Qwen3.6-27B, vLLM 0.19.1, TP4 on 8x A100-40G, --kv-transfer-config LMCacheConnectorV1:
  'ValueError: Hybrid KV cache manager is disabled but failed to convert the KV cache specs to one unified type.',
  then a Qwen3.5-27B twin). The mirror DOES hold the full error line that the issues corpus cut (rounds 403, 579), but
  #3163 is in the skip lists of rounds 53, 403, 579, 630 and 773 (773: 'the KV-transfer slice'), the same family is
  already fixture vllm-42911 (Qwen3.6-27B FP8 + LMCache) and lmcache-pr1436, and the stored answer is only a
  maintainer's guess ('We probably need to implement the mamba support as well?'); not used.
- Error and cause, but the repository is not named within the budget (read_file by id gives no repository or path):
  * id 56992414826 (3,258 chars, 'GLM-5.1-FP8 vLLM Debugging -- Session 2026-06-03'): 8 workers exit, generic
    'WorkerProc initialization failed'; the worker line is 'NameError: name 'indexer' is not defined' at
    deepseek_v2.py ~1558 ('if not self.is_v32 and indexer in name:'), fixed by quoting "indexer". Reads as the
    author's own patch of vLLM's model file rather than a vLLM release bug -- a lead only if that line is shown to be
    in a vLLM release (then release_regression). Its Bug 2 (TCPStore port 29505 EADDRINUSE from a stale master,
    fixed with fuser -k) has no vLLM error text.
  * id 60234620409 (77k chars, a MiniMax-M3 W4AFP8 quantization journal): 'WorkerProc initialization failed' /
    'EngineCore initialization failed' from stock vLLM's fused q/k/v + indexer packed loading against a checkpoint
    that quantizes q/k/v but keeps the MSA indexer in bf16 (the author's own quantized export); only the summary lines
    are quoted, not vLLM's log.
  * id 56116877728 (15.8k chars, a blog-like write-up of multi-card NVIDIA / Ascend runs): 'Total number of attention
    heads (28) must be divisible by tensor parallel size (8)' for Qwen2.5-7B at TP8, quoted in prose (fix: a TP that
    divides 28). One code search did not name its repository.
- No fix in the file / not a real failure report: id 70267910602 (a GB10 vLLM 0.30 model sweep table:
  RedHatAI/gemma-4-26B-A4B-it-FP8-dynamic 'Model architectures ['Gemma4ForConditionalGeneration'] failed to be
  inspected', status 'engine failed to start', no cause or fix); id 53236382602 ('ROCm vLLM Container
  Troubleshooting', 'Failed to infer device type', Status: open); id 38245653517 (GKE notes: 'Failed to infer device
  type' on vllm/vllm-openai:latest, 'fixed' by pinning v0.4.0 -- no log, cause unclear); id 63486762953 (vLLM on a
  host with no GPU, replaced by Ollama: no log); id 23243261553 (a DeepSeek-OCR project's troubleshooting entry,
  'TransformersForCausalLM' failed to be inspected, 'fixed in the latest commit' by registering the model -- a bare
  line, repository not named); 65807581183 (NIM on an L4, root cause 'not established'); 9533154196 (CPU Molmo,
  reasoning only); the 'No CUDA GPUs are available' hits (sandboxed shells of non-vLLM projects, Paddle / simulator
  code, a Korean setup guide's generic advice); 18641793924 (sgl-jax's head-divisibility check, not vLLM); the
  classifier / pattern-list files (55290972250, 57982784994, 55254355865, 66421110934, 71559146952, 55152150236,
  62657364398, 69380548991, 66371760656, 59140428371, 55527714812, 55058108549); docs copies and digests (155079155,
  58727686238, 27211897133, 22203176703 -- Xinference's MKL threading-layer note -- and the vllm-issue digests
  56713666518, 57012739888, 56778130410, 56901456774, 56820250957, 57001021234, 57120254031).

Judgement calls for the lead:
1. A zero-case round is reported rather than padding it: the two best texts (the B70 MiniMax CCL note and the LMCache
   #3163 mirror) are blocked by the per-repository cap and by the skip lists respectively, not by their quality; the
   lead may decide either rule should give way (the B70 note is a clean 'error + what fixed it' pair: kind would be
   the worker-start wrapper's, cause nccl_error-like (oneCCL's MPI transport), fix CCL_ATL_TRANSPORT=ofi).
2. Nothing was claimed in /work/coord/CLAIMS.txt and nothing added to USED_SOURCES.txt (no source was spent on).
3. For a later round: pin the repositories behind ids 56992414826 and 56116877728 (a find_files by a guessed path or
   a fetch of a candidate repository is cheaper than more code searches), and check whether the 'indexer in name'
   NameError was ever in a vLLM release.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round790-blind")
case = BATCH.case

# No case met the brief's bar in this slice (see the docstring).

BATCH.write()
