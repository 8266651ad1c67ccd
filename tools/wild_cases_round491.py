"""Round-491 blind batch: vLLM's own tracker, issues #20000-#40000 (2025, releases 0.9-0.12), the MEMORY family by exact
strings, fourth pass; collected by helper wild491 and NOT graded by the collector. A HELD-OUT measurement: graded once,
on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite, and did not read kvroom's source.

RESULT: 0 cases. The slice is exhausted for the stored corpus: every thread the issues search returned for the memory
strings, in or near #20000-#40000, was already in /work/coord/USED_SOURCES.txt, already a fixture, or named in an
earlier round's skip list; the few new threads were not start-up memory failures or had no pinned cause.

Look-ups: 37 of the 40 allowed (36 ``search`` corpus=issues, 1 ``read_file`` that found nothing -- issues are not files).
Every candidate was checked with grep against /work/coord/USED_SOURCES.txt (both "owner/repo #N" and the URL), the
fixtures in tests/golden/wild and the skip lists of tools/wild_cases_round*.py before it was considered.

Queries tried (all corpus=issues): 'To serve at least one request with the models's max seq len ...'; 'No available
memory for the cache blocks ...' (plain, + EngineCore_DP0 / RTX 3090 / Qwen2.5-VL, + two instances on one GPU / 'Available
KV cache memory: -'); 'Free memory on device ... less than desired GPU memory utilization' (plain, + DGX Spark GB10
unified memory, + data-parallel ranks on cuda:0, + WSL2 / Docker Desktop); 'CUDA out of memory occurred when warming up
sampler with 1024 / 256 dummy requests'; 'Available KV cache memory: -' (Qwen3, vLLM 0.10); Mamba cache blocks vs
max_num_seqs (Qwen3-Next, Nemotron-H, granite-4.0-h, Jamba / Falcon-H1 / MambaCacheManager); 'estimated maximum model
length' (Gemma 3 27B, Llama-4-Scout 10M context, gpt-oss-20b on 16 GB); 'Memory profiling takes ... model weights take
...'; CUDA-graph capture OOM (L4, vLLM 0.10); OOM at load (Worker_TP0, safetensors shards, vLLM 0.11; Qwen3-30B-A3B on
24 GB; GLM-4.5-Air on 4x 4090); 'Error in memory profiling' AssertionError; multimodal profile_run OOM; kv_cache_memory_bytes
/ --kv-cache-memory; TPU HBM RESOURCE_EXHAUSTED; MI300X HIP out of memory; EAGLE3 draft-model KV; LoRA max_loras OOM at
profiling; V1 initialize_kv_cache_tensors OOM.

Sources given up (for the lead, not cases):
- Already used or fixtures (USED_SOURCES.txt / tests/golden/wild): vllm #27508, #33263, #10439, #38632, #38270, #21348,
  #15105, #14452, #23230, #39788, #34076, #15676, #15598, #18124, #36861, #18446, #22173, #33358, #17250, #26278, #17939,
  #29233, #29049, #12529; pytorch/pytorch #175666; vllm-omni #262; llm-d #787; NVIDIA-NeMo/RL #2620; kaito #2319;
  retail-shopping-assistant #95; kvcached #110; vllm-ascend #9099; gpustack #4963; nlzy/vllm-gfx906 #14;
  LMCache #1372 (fixture lmcache-1372-kv-4.50-of-3.58-est-26032).
- Named in earlier rounds' skip lists (not re-opened): vllm #26884, #20726, #35854, #23050, #26863, #18107, #27017,
  #14574, #38599, #16118, #12826; vllm-ascend #5917.
- New to the shared lists but not cases:
  * vllm #23087 ('How to Offload KV Cache to CPU without initializing in GPU Memory?', Aug 2025): the same reporter and
    incident as LMCache #1372, already a fixture; the vLLM thread's stored text carries no error line (a usage question
    with a script).
  * vllm #23086 ('[Bug][NIXL]: AssertionError assert self.dst_num_blocks[engine_id] == nixl_agent_meta.num_blocks',
    Aug 2025): a P/D disaggregation (NIXL) failure at request time when the prefill and decode instances have different
    KV block counts; not the memory family's start-up messages, no kind label fits, closed as stale with no diagnosis in
    the stored text (PR #19532 had dropped the sibling num_blocks check in June 2025).
  * vllm PR #19804 ('Allow to override KV cache memory calculation', June 2025): a feature PR (second LMCache instance on
    one GPU got available_kv_cache_memory 0); no error text, and WoosukKwon's answer only points to a fix (#18974).
  * bespokelabsai/curator PR #298 (outside the slice): a V0 CacheEngine._allocate_kv_cache traceback in turn 12; the
    stored chunk stops before the error line and shows no cause.

Judgement calls for the lead: none (no cases). The memory family of vLLM's #20000-#40000 range looks fully mined in this
corpus after ~480 rounds; further rounds on this slice are unlikely to find new threads with the search tool as it is.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round491-blind")
case = BATCH.case

BATCH.write()
