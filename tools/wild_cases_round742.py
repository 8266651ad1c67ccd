"""Round-742 blind batch: RL AND POST-TRAINING FRAMEWORKS THAT LAUNCH vLLM AS THEIR ROLLOUT ENGINE
(allenai/open-instruct, axolotl-ai-cloud/axolotl, PrimeIntellect-ai/prime-rl, inclusionAI/AReaL, rllm-org/rllm,
NVIDIA/NeMo-Skills, NovaSky-AI/SkyRL, OpenRLHF, volcengine/verl, huggingface/trl; 2024-2026) -- ISSUES WHOSE STORED
TEXT QUOTES vLLM's OWN START-UP ERROR (KV cache, memory, gpu_memory_utilization, max_model_len, TP, dtype, backend)
WITH THE CAUSE OR FIX IN THE THREAD; collected by helper wild742 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round742-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only, with the fix left out of the excerpt. Every thread met was checked with grep against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' tools/wild_cases_round*.py skip lists
before any look-up was spent on it, and claimed at once.

**0 cases.** Look-ups: 40 of the 45 allowed -- 35 ``search`` corpus=issues, 2 ``search`` corpus=pages, 1
``find_string``, 2 ``read_file`` (one of them answered "no file at that repository and path": an issue is not a stored
file); no find_files / find_repos / fetch. The last 5 were left unspent once it was clear the corpus returns no unused
thread of the slice.

How mined the slice is: MINED OUT in this corpus. The semantic search does not key on the framework's name: queries
that pair vLLM's own lines ("No available memory for the cache blocks", "To serve at least one request with the
model's max seq len", "Free memory on device ... on startup is less than desired", "must be divisible by tensor
parallel size", "max_num_batched_tokens (8192) is smaller than max_model_len", "Bfloat16 is only supported on GPUs with
compute capability of at least 8.0", "LoRA rank ... is greater than max_lora_rank", "Model architectures ... are not
supported for now", "CUDA Error: out of memory at .../cumem_allocator.cpp", "max_num_seqs ... exceeds available Mamba
cache blocks", "is_async_output_supported", "mma -> mma layout conversion is only supported on Ampere") with each
framework's own vocabulary (actor_rollout_ref.rollout.*, ray::WorkerDict.actor_rollout_init_model,
vllm_rollout_spmd.py, (AsyncvLLMServer pid=, (vLLMHttpServer pid=, (LLMRayActor pid=, train_ppo_ray
--vllm_num_engines, open_instruct grpo_fast / vllm_utils, skyrl_train inference_engines / generator.*, trl vllm-serve /
vllm_mode colocate, axolotl vllm-serve, areal launcher vllm_server, prime_rl uv run inference, NeMo-Skills) return
mostly vllm-project/vllm's own threads and model vendors' trackers; every slice thread that did surface with an error
line and a cause is already a fixture or named in an earlier round's skip list. prime-rl, AReaL, rllm, NeMo-Skills and
SkyRL surfaced no issue thread with vLLM's error line at all (only PRs: prime-rl #111 '[fix] set max_model_len', #1408
'round up max_lora_rank'; AReaL PR #417 'fix vllm compatibility issue'; SkyRL PRs #1788, #1934), i.e. the corpus holds
few of their issues. Later rounds should not re-cut this slice in the issues corpus.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier skip lists, met again: verl #138, #189 / PR #259, #217, #302,
  #1469, #1642, #2031, #2245, #4002, #5015, PR #1138; OpenRLHF #336, #741, #1050; open-instruct PR #521; SkyRL #87;
  trl #2688, #2798, #2816, #2927, #3128, #2864; axolotl #2528; NVIDIA-NeMo/RL #259, PR #3280; TIGER-AI-Lab/verl-tool
  #85; Qihoo360/Light-R1 #43; LlamaFactory #8127; THU-KEG/AdaptThink #1; QinYang79/ICL #3; open-r1 #475, #543;
  gensyn-ai/rl-swarm #90, #122; lmm-r1 #71; PrimeIntellect-ai/prime-rl #950 (trainer-side OOM, not vLLM).
- Claimed and then not taken: verl-project/verl #1036 ('Pin memory allocaiton failed', reinforce++ with Qwen2.5-3B;
  the stored chunk is the description's traceback through vllm_rollout_spmd.py __init__ -> LLM.sleep(level=1) ->
  collective_rpc('sleep'), and it stops before the error line; the issue is open and no answer or fix is stored). The
  claim line "verl-project/verl#1036 round742" stays in CLAIMS.txt so no later round re-spends on it.
- Not a start-up failure (mid-training wake-up / weight-sync OOMs): verl PR #6912 ('empty device cache before waking
  KV cache in colocate mode', closed), OpenRLHF #1050, verl #3902 (Ascend 'Memory usage increased after sleeping'),
  verl #7145 (Ascend EL0004 during long training).
- A committed notes file, not reachable as a case: find_string("vllm_rollout_spmd.py\\", line") hit a 57,937-character
  Chinese troubleshooting log of a verl ReTool run (read_file id 33225870585) that holds vLLM's V1 "ValueError: No
  available memory for the cache blocks" under verl's _build_rollout (section 14, its own heading read only in part)
  and, in section "16", vLLM's async_llm.py check "ValueError: Using V1 AsyncLLMEngine, but envs.VLLM_USE_V1=False ...",
  with the author's own resolution in the heading ("export VLLM_USE_V1=1"). Neither find_string nor read_file returns
  the repository or path for an id, so no source URL could be written; left for a round that can resolve id
  33225870585 to its repository.
- AI-written digests skipped (pages corpus): blog.gitcode.com retellings of TRL GRPO + vLLM issues (init OOM on 4x
  3090, 'is_async_output_supported', V100 prefix caching), leeroopedia 'Verl GPU Memory Utilization Tuning', SEO
  mirrors of 'verl 踩坑记录' / 'verl 显存不足怎么办' -- no raw log, or a retelling of an already-used thread.
- Off-slice, met in passing (all already used): rwlove/home-ops #13226, kaito-project/kaito #2319, vllm-project/recipes
  #906 / #551, NVIDIA-AI-Blueprints/retail-shopping-assistant #95 (Mamba cache blocks); vllm PR #55148 (docs PR for the
  Mamba bound, no user log of its own beyond #49064's), MIV-XJTU/FSDrive #21, ms-swift #4221.

Judgement calls for the lead:
1. No case was written rather than take verl #1036 without vLLM's error line or any cause in the stored text.
2. The notes file behind find_string id 33225870585 is the one unused slice source with both vLLM's line and the
   author's fix; it needs its repository resolved (read_file by id does not return it) before it can be a case.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round742-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
