"""Round-819 blind batch: NAMED LEADS, ELEVENTH LIST (awslabs/DefectDetectionApplication's Jetson Orin JP6 bugfix
spec, erictang000/SkyRL .claude/runs/PROGRESS.md, numinous-technology/trimtab docs/environment-notes.md's driver-575
section, NVIDIA/nccl #1657, the Search-R1 guide quoting 'max_num_seqs (256) exceeds available Mamba cache blocks
(229)'); collected by helper wild819 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round819-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (README's message_kind table and diagnosis.cause list, and earlier fixtures for the numbers' keys). Excerpts are
the text as the stored copy shows it; the fix is left out of the excerpt.

Look-ups: 18 of the 40 allowed (the session's 40 are shared by 3 collectors, so this round stopped early):
6 for DefectDetectionApplication (read_file id 63220100624 twice, find_files .kiro/specs ext bugfix.md / ext md /
under .kiro/specs/vllm, find_string 'specs/vllm-jp6'), 2 for SkyRL (read_file id 54163087409, find_files path),
1 for trimtab (read_file id 61230656147, the commit 22a3f96c that rounds 814 / 815 tied), 2 for NVIDIA/nccl #1657
(search issues twice), 6 for the Search-R1 guide (read_file id 57438895403, find_string on the error, search code,
find_files path docs/INTERVIEW_QA.md, find_files repo Bowen-mantou/search-r1-repro ext md, read_file
docs/TUTORIAL.md at offset 43000 -> commit 05dbe091, id 57633941143), and 1 spare. No fetch, no device.

Removed by the lead after the round's one grading (at which all three passed): the SkyRL case, whose source link
does not hold its text (round 823's collector read .claude/runs/PROGRESS.md at 5cb28158 and in every commit of the
fetched repository: a Nemotron-3-Nano run log; the hit id 54163087409 is another file the index names no repository
for). A case whose source cannot be tied is not a case; the round is 2 cases, graded 2/2.

3 cases as collected:
- erictang000-skyrl-progress-glm47-flash-h200-20-heads-tp8 (removed, see above): GLM-4.7-Flash (20 attention heads) in SkyRL on 4x8 H200,
  vLLM rollout engines at TP=8: 'Total number of attention heads (20) must be divisible by tensor parallel size (8)';
  fix TP=4 (8 engines x TP=4).
- trimtab-environment-notes-vllm-028-cu13-torch-driver-570-too-old-12080: PyPI vLLM 0.28 (torch for CUDA 13) on a
  RunPod host with driver 570: 'The NVIDIA driver on your system is too old (found version 12080)'; fix a host with a
  575+ driver (the launcher exits code 3 on a too-old host and the run is retried elsewhere).
- search-r1-repro-tutorial-qwen35-4b-verl-mamba-256-over-229: Qwen3.5-4B (hybrid) as veRL's vLLM rollout on AutoDL
  4090s: 'max_num_seqs (256) exceeds available Mamba cache blocks (229)'; fix max_num_seqs=229.

How mined the slice is: spent. Each lead was worked to its per-lead cap (6) or to its case. What is left in the leads:
see 'Good candidates' below.

Sources given up (for the lead, not cases):
- awslabs/DefectDetectionApplication, the JP6 bugfix spec (id 63220100624): NOT tied again. The stored text is a very
  good case (vLLM 0.9.3 V0, Qwen2.5-VL-7B-Instruct-AWQ at gpu_memory_utilization 0.4, max_model_len 4096,
  enforce_eager, Jetson Orin AGX 29 GB unified memory; 'model weights take 6.59GiB; non_torch_memory takes 8.29GiB;
  PyTorch activation peak memory takes 4.93GiB; the rest of the memory reserved for KV Cache is -7.83GiB' then 'No
  available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.'; the
  retry after 'Reclaimed cached CUDA memory' got non_torch -0.05 GiB, KV 0.65 GiB and READY; the spec calls raising
  the utilization 'a hazard, not a fix' because co-resident ONNX/Triton models hold ~5.7 GiB of the same memory, and
  names the new two-image limit_mm_per_prompt default (commit 086c251) as the leading 1.0.61 regression candidate).
  But its path was not found: find_files under '.kiro/specs' (ext md) lists 524 files alphabetically and stops at
  'custom-python-source/'; ext 'bugfix.md' returns 0 (ext matches only the last suffix); 'under' is a folder, not a
  prefix ('.kiro/specs/vllm' -> 0); the text never names its own folder; find_string 'specs/vllm-jp6' -> 0. The
  folder name is the one thing missing: one find_files(repo=..., under='.kiro/specs/<name>') with the right name
  ties it (its siblings: vllm-model-reload-after-backend-restart, vllm-sizing-and-packaging-errors,
  vllm-jp7-engine-cuda-init, model-gpu-fallback-visibility; this spec 'owns' the JP6 1.0.61 KV-budget defect).
- NVIDIA/nccl #1657 ('NCCL error: unhandled system error' under vLLM's Ray executor, labelled question / triaged,
  closed): two issue searches return only turn 0 (the traceback); no maintainer answer or reporter follow-up is
  stored in any returned chunk. No cause -> not a case. Claimed in CLAIMS.txt so it is not re-spent.
- id 69297130221 (the other Search-R1 guide quoting the same '256 ... (229)' line, section 'C.2 Mamba 的 recurrent
  state 与 cache block', 97956 chars, citing 'SEARCH-R1-COMPLETE-REPORT.md §2.11' and 'e6b_run.sh 第 140 行'): not
  tied (probably another docs/ file of Bowen-mantou/search-r1-repro, e.g. 01-GPU-MEMORY-GUIDE.md or
  05-SYS-ENGINEERING-GUIDE.md; not opened). Same incident as the case written; not a second case.
- id 57438895403 is an older version of the same docs/TUTORIAL.md (57094 chars; its table row quotes the same line);
  the case is tied to the version actually read (commit 05dbe091, 57118 chars), whose 'pit 11' section gives the
  error, cause and fix in separate bullets.

Good candidates found but not spent (for later rounds):
- erictang000/SkyRL .claude/runs/PROGRESS.md (same commit 5cb28158), 'Issues Encountered' 7: 'RuntimeError:
  [gloo/transport/tcp/...] Timed out waiting 1800000ms' -- vLLM's Gloo barrier in CustomAllreduce.__init__ on a
  multi-node colocated run; fix disable_custom_all_reduce=true (root cause: Ray PACK placed TP bundles across nodes,
  fixed by get_reordered_bundle_indices). The author elided the middle of the message ('...').
- Bowen-mantou/search-r1-repro docs/TUTORIAL.md (commit 05dbe091) 'pit 14': vLLM 0.28 routes
  Qwen3_5ForConditionalGeneration to the Qwen3-VL implementation, which requires an image processor: 'OSError: Can't
  load image processor ... containing a preprocessor_config.json file' on a merged text-only checkpoint; fix copy
  preprocessor_config.json from upstream Qwen3.5-4B (message elided with '...' by the author).

Judgement calls for the lead:
1. All three are authors' own notes (a progress log, environment notes, a tutorial's pitfall list), each quoting
   vLLM's / torch's line inside prose or a list item, not a pasted log. The excerpts keep the line as quoted.
2. erictang000-skyrl: the line is quoted with a 'ValidationError: ' head (vLLM's pydantic config validation); kind
   tp_not_divisible from README's row. release 0.16.0 comes from the same file's Phase 7 section ('Incompatible with
   GLM MLA (vLLM 0.16.0)'), not from the error's line; gpus 32 is the whole cluster (4 nodes x 8 H200), a TP group
   stays inside one 8-GPU node. TP=5 would also divide 20 but the file says 'TP=5 fails with mp backend (NCCL issue
   with non-power-of-2 workers)'; it is not forbidden.
3. trimtab: the third case from this file (rounds 814 and 815 took its Mamba and FlashInfer sections); round 815
   left this section explicitly for a later round. The message is torch's, the kind is README's cuda_driver_mismatch
   row as earlier fixtures of 'too old (found version 12080)' labelled it.
4. search-r1-repro: which GPU count / utilization the failing run used is not stated (the script runs with N_GPUS 1
   or 2 at rollout.gpu_memory_utilization 0.55 / 0.75 on 24 GB cards; the server section says AutoDL 2x4090); the
   vLLM release is not stated for this error (the same tutorial names vLLM 0.28 for Qwen3.5 in 'pit 14'). 256 is
   vLLM's default max_num_seqs, not set by the launch, so only a max-num-seqs above 229 is forbidden.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round819-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- numinous-technology/trimtab environment notes: vLLM 0.28 cu13 torch on a driver-570 host
case("trimtab-environment-notes-vllm-028-cu13-torch-driver-570-too-old-12080",
     "https://github.com/numinous-technology/trimtab/blob/22a3f96c856c01e28bb98cba480546209204e19a/"
     "docs/environment-notes.md",
     "# Environment notes from the GPU runs\n"
     "\n"
     "Things that cost hours and were not trimtab bugs. Each is now handled in\n"
     "bench/pod_run.sh or bench/launch_runpod.sh, recorded here so the next person\n"
     "recognises the symptom.\n"
     "\n"
     "...\n"
     "\n"
     "## vLLM wheels need a host driver of 575 or newer\n"
     "\n"
     "PyPI vLLM 0.28 pulls torch built for CUDA 13. On a host with driver 570\n"
     "(CUDA 12.8) the engine core dies with `The NVIDIA driver on your system is too\n"
     "old (found version 12080)`.",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "The PyPI vLLM 0.28 wheel pulls a torch built for CUDA 13, which needs an NVIDIA driver of 575 or newer; RunPod "
     "hosts with driver 570 (CUDA 12.8, 'found version 12080') cannot run it, so the engine core died at start-up. A "
     "host driver too old for the wheel's CUDA, not memory or a vLLM setting.",
     "the authors, same section: 'RunPod secure cloud mixes hosts with 570 and 580 drivers. The launcher reads the "
     "driver after SSH comes up and exits with code 3 on a too-old host so the pod is released and the run retried "
     "elsewhere' -- i.e. a host with a 575+ (580) driver; the section title: 'vLLM wheels need a host driver of 575 "
     "or newer'.",
     release="0.28", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the note's title and intro, then the 'vLLM wheels need a host driver of 575 or newer' section up "
          "to and including the quoted error, as stored at commit 22a3f96c (id 61230656147). Cut, marked '...': the "
          "'vllm/vllm-openai has an ENTRYPOINT' section before it. Cut after the error: the 570/580 host mix and the "
          "launcher's exit-code-3 retry (the fix), and the later sections (rounds 814 / 815 took the Mamba and "
          "FlashInfer ones). No GPU or command is tied to this error. Judgement call 3.")

# ---------------------------------------- Bowen-mantou/search-r1-repro TUTORIAL pit 11: Qwen3.5-4B vLLM rollout, Mamba (256) > (229)
case("search-r1-repro-tutorial-qwen35-4b-verl-mamba-256-over-229",
     "https://github.com/Bowen-mantou/search-r1-repro/blob/05dbe091220c8cebc1f4572a7bb86e782320e775/docs/TUTORIAL.md",
     "## 4.4 踩坑记录（每个坑：现象→根因→修复→教训）\n"
     "\n"
     "> 这是本项目最值钱的一章。每个坑都真实花过钱/时间。\n"
     "\n"
     "...\n"
     "\n"
     "### 坑 11：Mamba cache block 限制\n"
     "\n"
     "- **现象**：vLLM 启动报\n"
     "  `max_num_seqs (256) exceeds available Mamba cache blocks (229)`。",
     "mamba_blocks", {"max_num_seqs": 256, "mamba_blocks": 229}, "mamba_blocks",
     "Qwen3.5-4B, trained with GRPO in veRL with vLLM as the rollout engine, is a hybrid Transformer + Mamba "
     "(linear-attention) model; vLLM keeps a fixed number of Mamba state blocks, one per running sequence, and the "
     "memory the rollout's pool left held 229 of them, fewer than vLLM's default max_num_seqs of 256, so the engine "
     "refused to start (the tutorial's root-cause bullet: 'Qwen3.5 的 Mamba 层在 vLLM 里用固定数量 cache block，256 "
     "并发超上限').",
     "the author, same section: '修复：`max_num_seqs=229`' (rollout.max_num_seqs=229 in verl_search_r1/e6b_run.sh; "
     "the same tutorial's config table: 'rollout.max_num_seqs=229 ... Mamba 适配 ... 设 229 以下'). The rollout's "
     "128 concurrent sequences (32 x 4) fit under 229.",
     release="not stated for this error (the same tutorial names vLLM 0.28 for Qwen3.5 in its 'pit 14')",
     gpu="NVIDIA RTX 4090 (AutoDL, 24 GB per card)", gpus=2, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 229}, {"flag": "--max-model-len"}],
     note="Excerpt: the heading and lead line of the tutorial's section 4.4 (pitfalls), then 'pit 11' up to its "
          "symptom bullet with the quoted error, as stored at commit 05dbe091 (read_file id 57633941143; an older "
          "version of the file is id 57438895403). Cut, marked '...': pits 1-10. Cut after the error: the root-cause, "
          "fix ('max_num_seqs=229') and lesson bullets. The failing run's GPU count and utilization are not stated "
          "(the script runs N_GPUS 1 or 2 at 0.55 / 0.75; the server section says AutoDL 2x4090). Judgement call 4.")

BATCH.write()
