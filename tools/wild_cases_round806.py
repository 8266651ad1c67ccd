"""Round-806 blind batch: NAMED FIND_STRING HITS TO TIE TO THEIR REPOSITORIES, THIRD LIST (ids 63041997115,
69410394420, 55123743702, 57455109566, 60413800626; read by id, the repository found from names / paths in the text, at
most 6 look-ups per hit, a source URL only as https://github.com/OWNER/REPO/blob/COMMIT/PATH from find_files; untied
hits are not cases); collected by helper wild806 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round806-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source text only, with the fix left out of the excerpt.

RESULT: 0 CASES. None of the five hits could be tied to a repository and a commit within the per-hit limit, so by the
slice's rule none is a case (the contents are good; only the source URL is missing).

Look-ups: 27 of the 50 shared (5 read_file by id, 1 read_file by repo/path, 9 find_files, 1 find_repos, 11 search
corpus=code). Per hit:
- id 63041997115 ('# Measured on this hardware', RTX 4090, vLLM 0.27.1, cyankiwi/Qwen3.8-27B-AWQ-INT4): 6 -- the read;
  find_files scripts/measure-ceiling.sh (none; rounds 174 / 804 had tried it and config/model-artifacts.yaml,
  benchmark-profile.yaml); a code search on measure-ceiling / Qwen3.8-27B-AWQ-INT4 (no hit naming the repository);
  find_files MEASURED.md (15 repositories, none plausible) and docs/MEASURED.md (13; the one plausible name,
  manulaggarwal/local-llm-preflight, was read: an M4 Mac Mini / omlx note, not this page).
- id 60413800626 ('Comparison Run Issues -- Fixes Implemented', LLaVA at max_model_len 5120 over a derived 4096): 6 --
  the read; find_files on zzredblah/navig (a Next.js / NestJS project-management app with .claude/ docs -- NOT the
  geo-localization NaviG code, so not the home of /nfshomes/srjnk01/Navig/llm.py); a code search on the note's words;
  find_repos 'navig' (100+, navigation apps, truncated); find_files FIXES_IMPLEMENTED.md (1016+ repositories, a
  common name); a code search on results_s6_llava / CPM_sft / LLaVA_vllm (geo-localization papers only).
- id 55123743702 ('# Qwen3-30B-A3B Deployment Guide', L20 in Kubernetes): 5 -- the read; two code searches (the guide's
  words; the final command with /mnt/OSSbuket and the probe / shm settings): nothing naming the repository;
  find_files qwen3-curent.yml (none) and DEPLOYMENT_GUIDE.md (15314 repositories, useless).
- id 57455109566 ('# vLLM Bare-Metal Playbook', the T4 / A10 sweep table): 5 -- the read; three code searches (the
  playbook's words; storage-class-model-blob.yaml / RAY_HEAD_SERVICE_HOST; stacks/download-modells): nothing naming
  the repository; find_files stacks/rayaks/vllm-ray-service/README.md and stacks/download-modells/README.md (none).
- id 69410394420 ('# model-server 模型部署手册', /mnt/ssd1/steins/model-server): 4 -- the read; two code searches
  (model_serve.sh's sed / uv run vllm serve lines; the compose anchors x-model-env / x-model-base with the two
  service names): nothing naming the repository; find_files
  models/opendatalab/MinerU2.5-Pro-2605-1.2B/model_serve.sh (none; round 804 had tried the Qwen3Guard and 2509
  model_serve.sh paths and vllm_logging_config.json).

How mined the slice is: these five hits were already listed as 'not placed' by rounds 174, 800, 802 and 804; a fourth
try with new path guesses and code searches found nothing. The shell scripts, yaml and json that these notes name do
not seem to be in the find_files index at all, and the code search returns only the openings of small files from
other repositories. Another round on them is unlikely to pay unless a new kind of look-up (e.g. a search that returns
a markdown file's repository) becomes available.

Sources given up (for the lead, not cases) -- what each would be, if a later round ties it:
- 63041997115: vLLM 0.27.1, RTX 4090 (24564 MiB), one GPU. (a) '--gpu-memory-utilization 0.985 fails outright:
  ValueError: Free memory on device cuda:0 (22.78/23.48 GiB)' -- desktop / other processes ~0.7 GiB; fix 0.97 (kind
  as for the other 'Free memory on device' fixtures; cause the other-process one; forbidden: a utilization at or
  above 0.985). (b) eager profiles at 0.97 start healthy, then 'torch.OutOfMemoryError: CUDA out of memory. Tried to
  allocate 394.00 MiB.' in flashinfer.py _get_workspace_buffer and EngineDeadError at the first request; fix 0.94 (a
  FlashInfer workspace allocated outside the profiled budget). (c) MTP draft head (qwen3_5_mtp): 'OutOfMemoryError:
  Tried to allocate 2.37 GiB' at 0.97 / 0.95 / 0.85 -- the unquantised draft loads after the KV pool is claimed,
  lowering utilization does not help; MTP dropped (not a vLLM-fixable launch; a judgement case).
- 69410394420: (a) MinerU2.5-Pro-2605-1.2B with MAX_MODEL_LEN 16384 copied from the 2509 service: 'max_model_len
  (16384) is greater than the derived max_model_len (max_position_embeddings=8192)', fix 8192 or unset; (b)
  Qwen/Qwen3Guard-Gen-8B at 0.9 on a GPU where another vLLM held 24 GiB: 'Free memory on device cuda:0 (54.95/79.25
  GiB) ... less than desired GPU memory utilization (0.9, 71.33 GiB)', fix 0.45.
- 55123743702: Qwen3-30B-A3B BF16 on one L20 (~45 GB): 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate
  20.00 MiB. GPU has 44.17 GiB memory in use.' at load, fixed by --quantization bitsandbytes --load-format
  bitsandbytes (8-bit, 16.8 GiB); then a warm-up OOM 'Tried to allocate 384.00 MiB ... 44.53 GiB of which 359.94 MiB
  is free' fixed by --enforce-eager. No vLLM version stated.
- 57455109566: Meta-Llama-3-8B-Instruct on an A10, max model len 16384: 'ValueError: User-specified max_model_len
  (16384) is greater than derived max_model_len (max_position_embeddings=8192 or model_max_length=None).'; the next
  table row runs at 8192. A table cell, not a log.
- 60413800626: LLaVA through vLLM LLM(model=..., dtype="float16", max_model_len=5120): 'ValueError: User-specified
  max_model_len (5120) is greater than the derived max_model_len (max_position_embeddings=4096). This may lead to
  incorrect model outputs.'; fix max_model_len=4096 plus prompt truncation to 3840 input tokens.

Judgement calls for the lead:
1. No case was written on an untied hit, as the slice requires; the content above is recorded so a later round with a
   way to reach the repositories does not have to re-read them.
2. zzredblah/navig, suggested by the brief, is a different project (a web app whose .claude/ docs and src/app/ pages
   are all that is stored); it should not be tried again for 60413800626.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round806-blind")
case = BATCH.case

# No case: none of the five hits could be tied to a repository and commit (see the docstring).

BATCH.write()
