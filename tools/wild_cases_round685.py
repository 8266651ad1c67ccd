"""Round-685 blind batch: RL-FOR-REASONING AND R1-REPRODUCTION REPOSITORIES OTHER THAN VERL, OPENRLHF AND TRL
(open-r1, EasyR1, R1-V, VLM-R1, simpleRL-reason, Logic-RL, TinyZero, Search-R1, ZeroSearch, AReaL, ROLL, NeMo-RL,
prime-rl, SkyRL, rllm, LMM-R1, MM-Eureka, Open-Reasoner-Zero, OAT, Light-R1), 2025-2026: THE vLLM ENGINE (ROLLOUT OR
EVAL) REFUSING TO START OR FAILING AT ITS FIRST GENERATE BECAUSE OF THE SETTINGS THE REPO DERIVED; collected by helper
wild685 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round685-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only, with the text as the search tool's issues corpus shows it and the fix left out of the excerpt.

**Result: 0 cases.** Look-ups: 35 of the 35 allowed (33 ``search`` corpus=issues, 1 ``search`` corpus=code, and one
more issues search; no read_file / find_string / find_files / find_repos / fetch). Every candidate was checked against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the skip lists of tools/wild_cases_round*.py before any
look-up was spent on it.

How mined the slice is: MINED OUT for this search tool. The same slice (or a superset of it) was cut by rounds 321,
380, 428, 473, 483, 522, 549, 616 and 660; of the ~30 in-slice threads the 35 queries surfaced, all but three were
already fixtures or named in those skip lists, and the three fresh ones (below) have no error line and/or no cause in
the stored text. The issues corpus ranks vllm-project/vllm threads far above the small RL repositories for any query
that quotes a vLLM message, and repository names in a query hardly move the ranking, so the small repos' threads
surface only by luck. Not one in-slice hit came back for AReaL, ROLL, prime-rl, sail-sg/oat, Light-R1 or Logic-RL
beyond those already used.

Sources given up (for the lead, not cases):
- Fresh (claimed in CLAIMS.txt as round685, but NOT used -- free for a later round that can reach more text):
  datawhalechina/unlock-deepseek #28 ('启动训练失败问题', the Datawhale-R1 GRPO reproduction on trl + vLLM 0.6.x,
  22 GiB card, gpu_memory_utilization=0.50, 'Maximum concurrency for 32768 tokens per request: 4.18x', then a
  traceback from train_Datawhale-R1.py during 'Capturing cudagraphs for decoding'; two queries returned only this
  chunk, which stops inside the traceback before the error line; thread open, no answer stored);
  BytedTsinghua-SIA/MemAgent #9 (verl-based RL repo, run_memory_7B.sh -> 'pydantic_core.ValidationError: 1 validation
  error for ModelConfig limit_mm_per_prompt' in the title only; the stored chunk is the Ray subclassing warning and
  the head of the TaskRunner traceback; closed, answer not stored; three queries returned only this chunk).
- Fresh but no error line / not vLLM's text: huggingface/open-r1 #382 (Qwen2.5-Math-7B eval with
  max_position_embeddings 4096; prose only, points to open-r1 PR #297), #458 (the error is a screenshot);
  Alibaba-NLP/VRAG #30 (vLLM 0.6.3 vs Qwen2.5-VL config, prose only); Alibaba-NLP/ZeroSearch #11 (torch OOM of the
  trainer on the GPU the simulation server holds, no vLLM text); appletea233/Temporal-R1 #1 (single-GPU failure in
  verl's own dtensor_weight_loaders, no vLLM message); rllm-org/rllm #217 (HTTP 500 from the router, no server log);
  NovaSky-AI/SkyRL #1721 (silent, no error), PR #1788 (CI, nixl packaging); StarsfieldAI/R1-V PR #44 (AttributeError in
  the trainer, not vLLM); Mini-o3 #21 (empty rollout, no message reached).
- Already used (USED_SOURCES.txt) or in earlier rounds' skip lists, met again and not re-opened: EasyR1 #207, #648,
  #82, PR #3425, PR #1, sullimax/EasyR1 #31; open-r1 #568, #174; simpleRL-reason #58, #70 (usage); NVIDIA-NeMo/RL
  #259, #1244, PR #4080, #893; SkyRL #87, #284; rllm #141; agentica-project/verl-pipeline #3; R1-V #133, #68;
  lmm-r1 #9, #16, #48, #68; multimodal-art-projection/TreePO #6; EvolvingLMMs-Lab/LongVT #9; ritzz-ai/GUI-R1 #32;
  TIGER-AI-Lab/verl-tool #88; knoveleng/open-rs #8; ms-swift #3739; VectorInstitute/vector-inference #61.
- Out of slice (met, not considered): ms-swift #7933, #9991, #3848, #3871, #3114; trl #2688, #2927, #3128, #3008,
  #3788, #2864; verl #189, #138, #1109, #1368, #3987; vllm #17431, #27508, #49064 and other vllm-project threads;
  NVIDIA-AI-Blueprints/retail-shopping-assistant PR #95, kaito #2319, vllm-project/recipes PR #551 (Mamba blocks,
  serving, not RL).

Judgement calls for the lead:
1. A 0-case round rather than weak cases: the two fresh in-slice threads (unlock-deepseek #28, MemAgent #9) would
   need the cause guessed from the message alone (no answer, no fix PR, and for #28 no error line at all), which the
   brief rules out.
2. MemAgent (long-context memory agent trained with RL on a verl fork) and unlock-deepseek (a Datawhale R1
   reproduction on trl) are outside the brief's named list but inside its class ('RL-for-reasoning and
   R1-reproduction repositories'); I treated them as in-slice.
3. For a later round: these small repos' threads are reached far better by their own title words (Chinese titles
   included) than by quoting vLLM's message; a round with read access to the full thread (not only the first stored
   chunk) could turn unlock-deepseek #28 and MemAgent #9 into cases.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round685-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
