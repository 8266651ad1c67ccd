"""Round-526 blind batch: MEMORY failures at start-up on NEWER vLLM releases (0.11-0.34, 2025-2026) in vLLM's own
tracker and its satellites (vllm-ascend, vllm-omni, vllm-gaudi, tpu-inference, vllm-metal, recipes, production-stack,
aibrix), by the V1 wordings; collected by helper wild526 and NOT graded by the collector. A HELD-OUT measurement: graded
once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
  test
suite, and did not read kvroom's source.

RESULT: 0 cases. Every thread the search tool returned for the slice's messages was already in
/work/coord/USED_SOURCES.txt, already a fixture in tests/golden/wild, or named in an earlier round's skip list; the few
threads that were new either had no verbatim error line in any stored chunk, were not start-up failures, or had no
pinned cause. No case was taken on a paraphrased error, to stay consistent with rounds 47 / 261 / 404 (which skipped
vllm-ascend #14004 for the same reason).

Look-ups: 37 of the 40 allowed, all ``search`` (34 corpus=issues, 2 corpus=pages, 1 corpus=docs); no read_file / fetch /
find_* calls. Every candidate was checked before any further spending with grep against /work/coord/USED_SOURCES.txt
("owner/repo #N" and the URL), the fixture names in tests/golden/wild and the skip lists of
/work/main/tools/wild_cases_round*.py and /work/h5*/tools/wild_cases_round5*.py.

Queries tried: 'To serve at least one request with the model's max seq len' (gpt-oss sliding window; gpt-oss-20b on an
RTX; DGX Spark GB10; 850000 / 10.58 GiB); 'No available memory for the cache blocks' + determine_available_memory;
'estimated maximum model length' (Gemma 4, DeepSeek-V3.2 / V4 on H200, gemma-4-31B on RTX 5090 with the hybrid KV
manager disabled); Mamba cache blocks vs max_num_seqs (Qwen3.5); '--max-model-len auto' / '-1'; kv_cache_memory_bytes
and --kv-cache-memory; production-stack / aibrix pods; vllm-omni stage OOM; CUDA-graph capture OOM (MiniMax-M2 /
GLM-4.6); 'Error in memory profiling'; 'Free memory on device ... less than desired' with sleep mode / a second
  instance;
'CUDA out of memory occurred when warming up sampler'; tpu-inference HBM RESOURCE_EXHAUSTED; vllm-gaudi warmup OOM;
V0 spec-decode draft OOM; multimodal profile_run OOM (Qwen3-VL, limit_mm_per_prompt); XPU out of memory;
_allocate_kv_cache_tensors OOM; VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS after an upgrade; a Chinese-language query;
pages corpus for discuss.vllm.ai ('vLLM Forums') threads (none came back: only generic tutorials); docs corpus for
vllm-project/vllm Discussions (none came back).

Sources given up (for the lead, not cases):
- Already used or fixtures (USED_SOURCES.txt / tests/golden/wild): vllm #27508, #23278, #16343, #12030, #15598, #20305,
  #17431, #17366, #19407, #29431, #40302, #38632, #49064, #36734, #51041, #44376, #34076, #39788, #49224, #19186,
  #56830, #33358, #21348, #14452, #15105, #26278, #22173, #27706, #16551, #17250, #10517 (cited), #2418 (cited);
  vllm-ascend #9099; vllm-omni #807, #168; vllm-metal #505; vllm-gaudi #1736; tpu-inference #223; recipes #551;
  aibrix #1154; kaito #2319; NVIDIA-NeMo/RL #2620; retail-shopping-assistant #95; rwlove/home-ops #13226;
  SemiAnalysisAI/InferenceX #1587; kvcached #29, #110; lemonade-sdk/vllm-rocm #5; wtdcode/vllm-backport #15;
  SergiioB/intel-arc-pro-b70-inference-cookbook #4; pytorch/pytorch #175666; llm-d #787; xorbitsai/inference #4926;
  eugr/spark-vllm-docker #396; MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks #47; AI-Hypercomputer/tpu-recipes #151;
  intel/llm-scaler #424, #578; gpustack #4963; tenstorrent/tt-xla #5727; huggingface space lilpulgoyt/Ggvg.
- Named in earlier rounds' skip lists (not re-opened; #57595 and #48601 are also in USED_SOURCES.txt): vllm #16141,
  #14574, #42510, #55148, #45416 (docs PR), #57595, #48601, #49878, #50780, #45178, #36634, #30515, #40991, #19490,
  #20743, #56824; vllm-omni #6836, #3135, #7555, #919; vllm-gaudi PR #993; vllm-ascend #14274 / #14004 and the fix
  PRs #14005 / #14275 / #14276 / #15331 / #17163 (310P double-counted HBM: 'Available KV cache memory: 0.09 GiB'
  stored, the final error line cut in every chunk); tenstorrent/vllm #163; eugr/spark-vllm-docker #296;
  intel/llm-scaler #305; intel/ipex-llm #11789; tpu-inference #3350; gpustack/runner #251; NVIDIA/xr-ai #462;
  wyf3/llm_related #29; NVIDIA/nccl #1645 (= vllm #15105).
- New to the shared lists but not cases:
  * MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks #204 (Sept 2026, closed; 2x DGX Spark GB10, TP=2, MAX_MODEL_LEN=850000,
    GPU_MEM_UTIL=0.85, fp8 KV): the InstantTensor loader (LOAD_FORMAT=instanttensor) costs ~4.4 GiB of KV pool
    (10.58 vs 15.01 GiB available; one 850k request needs 13.46 GiB), so vLLM refuses to start; a clean single-variable
    experiment pins the cause and PR #242 ships '--kv-cache-memory-bytes 15032385536' as the fix. Three look-ups reached
    the description and two comments, but the ValueError itself ("below" the table in the description) is in no stored
    chunk: only 'ValueError' and the reporter's numbers are. A good case if a later round can reach the error line
    (kind kv_cache_too_small, cause weights_exceed_budget or a loader-overhead label). Outside vLLM's own trackers.
  * MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks #118 (open; shared head node, ~6.8 GiB of resident services): the stored
    table retells the failures ('worker rank startup check: free 105.08 < 105.82 GiB', '1M max seq needs 14.52 GiB KV,
    7.49 available') but does not paste vLLM's lines; #74 (boot stall after KV allocation, no error); PR #242 (the
    README change for #204; no log).
  * vllm #55169 ('occasional gross error in memory profiling', Sept 2026, closed, 8x H100 80GB): the targeted query
    returned only the nvidia-smi block of the description; no error line or cause in the stored text.
  * vllm #57936 ('--kv-cache-memory suggestion double-counts CUDAGraph memory', Sept 2026, open; fix PR #57983): the
    engine starts; only the logged --kv-cache-memory suggestion is wrong (negative for large graph pools). Not a
    start-up failure.
  * vllm #22624 (1.7B fp16 + 0.6B draft OOM on an A800 80 GB, Aug 2025, open/stale): V0 speculative decoding,
    capture_model; the stored chunk is the args dump, no fix (vllm #9995 explains the V0 draft-model profiling gap, but
    nothing in #22624 ties it to this launch). Off the release range too.
  * vllm #38459 ('limit_mm_per_prompt is ineffective for Qwen3-VL', 0.17.1, open): only collect_env in the stored chunk.
  * vllm #15928 (DeepSeek V3 on MI308 with V1, closed): the chunk stops in worker_busy_loop after the KV-size lines; not
    spent on (no memory error visible). vllm #35920 (UMA profiling on DGX Spark / Jetson, stale): prose only.
  * vllm PR #39254 (FullAttentionSpec.max_memory_usage_bytes ignores sliding_window with the hybrid manager disabled;
    Gemma 4 31B on a 5090, 64K -> 93K): a closed PR with no user error text. vllm PR #19804, vllm-gaudi PR #1078,
    vllm PR #45197, vllm-omni PRs #1160 / #4369, LMCache PR #2521, vllm-project/recipes PR #632, modelship PR #195
    ('256 > 134 mamba blocks' is the author's paraphrase), docker/model-runner #1009 (same Gemma-4-31B-on-Mac incident
    as the used vllm-metal #505): no verbatim start-up error or not a start-up failure.

Judgement calls for the lead: none (no cases). The V1 memory wordings on vLLM's tracker and its satellites look fully
mined in this corpus: for every wording the top 10-12 hits were already used, and new hits were retellings without the
error line. The one promising fresh thread (MiaAI #204) is outside vLLM's trackers and its stored chunks lack the
ValueError line; the lead may want a later round to try reaching it (e.g. a fetch of the repository's docs, which PR
#242 edits).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round526-blind")
case = BATCH.case

BATCH.write()
