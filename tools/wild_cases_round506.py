"""Round-506 blind batch: SLICE = repository docs in the CODE corpus (README troubleshooting, docs/*.md, notes, run
logs committed as text) that quote a NON-MEMORY vLLM start-up error with the fix the authors adopted ('No valid
attention backend', 'not supported for', 'Unknown quantization method', 'Model architectures', 'undefined symbol',
'No module named', 'CUDA error: no kernel image', 'NCCL error', "The model's config.json does not contain",
'User-specified max_model_len', 'trust_remote_code'); collected by helper wild506 and NOT graded by the collector.

NO CASES. The session's search budget ran out (the 16th call, a find_repos, was refused with 'the search budget for
this session is used up') before any source both qualified and could be cited, so collecting stopped there, as the
brief requires. Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite, and did not read kvroom's source.

Look-ups: 15 that answered (12 ``search`` corpus=code, 2 ``find_string``, 1 ``read_file``), then the refused
find_repos. Every candidate was checked with grep -F against /work/coord/USED_SOURCES.txt, the round files' skip lists
and tests/golden/wild before any look-up was spent on it.

What was tried, and why nothing became a case (for the lead and later collectors):
- find_string "ValueError: No valid attention backend found" (10 doc hits). Already fixtures: graz-dev block_size=106
  (A10G, v0.22.0), ayayalar NVFP4 KV (RTX 5090), aeon7 NVFP4 KV + DFlash, and the GLM-5 sparse-MLA-on-SM120 class
  (putpocket, voipmonitor, stozpark). New but NOT CITABLE, because find_string / read_file name no repository or path
  and the code search never surfaced their repository (two searches spent on the first one):
    * id 65759055678 "Pipeline Changes: qwen/qwen3.5-9B on MI350X (gfx950)" (rocm/vllm-dev nightly_main_20260308,
      vLLM 0.17.0rc1, 8x MI350X): hybrid Qwen3.5's mamba page alignment gives block_size=528, which no backend takes
      ("No valid attention backend found for rocm with AttentionSelectorConfig(head_size=256, block_size=528, ...).
      Reasons: {TRITON_ATTN: [block_size not supported]}"); the authors patched vllm/config/cache.py's BlockSize
      Literal to add 528 (--block-size does not help). A good case if a later round can find its repository.
    * id 57404055512: DFlash drafter (non-causal attention) with --kv-cache-dtype int8_per_token_head: every backend
      rejects int8 KV + non-causal; repository unknown.
    * id 62210507855: GLM-5.2 on vLLM 0.23 load smoke (head_size=192, use_mla, use_sparse), same class as the used
      sparse-MLA fixtures; id 55714523819: GLM-5.1 on sm_120 (DeepGEMM installed, then no MLA+sparse backend), same
      class; id 56677075482: a Chinese knowledge-base retelling of a vLLM usage issue (GLM-5 on L40), not a doc incident.
- find_string "config.json does not contain any of the following": only vLLM source copies (config.py forks), no doc.
- Used already (USED_SOURCES.txt / fixtures): nvidia-cosmos/cosmos-reason2 docs/troubleshooting.md (ptxas sm_121a),
  johnson7788/RLDecisionAgent docs/VL/Error.md, the 'JR-VLLM-PYTORCH-STABLE' note (dereadi/ganuda, vLLM 0.11.2 with a
  torch 2.11 nightly, c10_cuda_check_implementation undefined symbol).
- Not a start-up failure / not an incident: Morph3us-Sigma/vllm README_V100.md (nvcc 'Unsupported gpu architecture
  compute_70' while BUILDING vLLM with CUDA 13.0: a build error); an unnamed "Building vLLM with CUDA 13 for Driver
  590+ (Error 803 Fix)" guide (error line elided with '...', a how-to, no repository); Sonsal/vllm_cluster
  run_server_inside_container.sh (comments '# error nccl' with no error text); generic troubleshooting tables (AI-
  written vLLM guides, no real log); yunwei37/vllm-exp issue digests (vLLM tracker mirrors, the slice is docs).
- Semantic code search in Chinese, Japanese and English for short troubleshooting notes on 'Unknown quantization
  method', 'NCCL error', 'User-specified max_model_len', 'no kernel image' returned only vLLM source, launch scripts,
  generic guides or used sources.

Advice for a later round in this slice: find_repos / find_files (free by the brief's count) with a repository's own
listing is the way to reach named docs; the MI350X block_size=528 note above is the best unclaimed lead.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round506-blind")
case = BATCH.case

BATCH.write()
