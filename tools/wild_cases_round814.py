"""Round-814 blind batch: NEW FIGURES INSIDE MESSAGES SEEN THIS YEAR (fragments that hold a figure and had not been
searched: 'Mamba cache blocks (1' / '(4' / '(9', 'max_num_seqs (512) exceeds', 'max_num_seqs (64) exceeds',
'estimated maximum model length is 5' / '... is 7', 'Available KV cache memory: -2.' / '-3.', 'less than desired GPU
memory utilization (0.8' / '(0.95,'); collected by helper wild814 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round814-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only. Excerpts are the text as the stored copy of the committed file shows it (read with read_file; the commit is in
the URL); the fix is left out of the excerpt.

Look-ups: 28 of the 40 allowed (shared by the wave's four collectors): 11 ``search`` (7 corpus=issues, 2 pages, 2
code), 4 ``find_string`` ('exceeds available Mamba cache blocks (', '... (4', '... (9', 'estimated maximum model
length is 7'), 4 ``read_file`` (find_string id 60478267225; gisenberg/local-model-eval
tools/qwen36_27b_mtp_sweep.py; id 61230656147; numinous-technology/trimtab docs/environment-notes.md, which returned
id 61230656147 again), 1 ``find_repos`` ('ai-runtime'), 8 ``find_files`` ('tools/qwen36_27b_mtp_sweep.py',
'pod_run.sh', 'bench/pod_run.sh', 'vllm_bench.py', gisenberg docs/ and *.md, ultimatechris/ornith-dflash-sglang *.md,
trimtab *.md). No fetch, no device.

2 cases:
- gisenberg-local-model-eval-...-mtp1-mamba-1024-over-914: Qwen3.6-27B FP8 with the model's MTP head (k=1) on a
  PR-40898 (DFlash) vLLM build, --max-model-len 262144, default max_num_seqs 1024 vs 914 Mamba blocks; the author's
  fix, in the same file: --max-num-seqs 256 (spec-decode adds Mamba slots per draft step; single-stream bench).
- trimtab-environment-notes-qwen38-27b-mamba-1024-over-978: Qwen3.8-27B on rented GPUs (RunPod / Modal; vLLM 0.28
  wheels per the same note), default max_num_seqs 1024 vs 978 Mamba blocks; the author's fix, same note:
  bench/pod_run.sh passes --max-num-seqs 256.

How mined the slice is: mined out in the issues corpus. Every issue / PR thread the figure searches reached was
already in USED_SOURCES.txt (vllm PR #38632 (600), NVIDIA-AI-Blueprints/retail-shopping-assistant #95 (524), recipes
#551 (856), #906 (512), #12 (205728), vllm-omni #262 (-3.86), #469 (-2.77), rwlove/home-ops #13226 (95), pytorch
#175666 (19.77/22.05, 0.9), MiaAI-Lab GLM-5.3-Flash #47, SergiioB/intel-arc-pro-b70 #4, vllm #27508, #49064,
runpod-workers/worker-vllm #35); semantic search ignores the digits, so figure fragments reach the same threads again.
The fresh figures live in committed notes that find_string reaches (about 25 unused hits), but find_string and
read_file by id give no repository, and most of them could not be placed (below). Only the two whose text named a
companion path (tools/qwen36_27b_mtp_sweep.py, bench/pod_run.sh) were placed, one find_files each.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt or an earlier fixture holds the figure): vllm #38632, #49064 (969, 161),
  retail-shopping-assistant #95, recipes #551 / #906 / #12, vllm-omni #262 / #469, home-ops #13226, pytorch #175666,
  worker-vllm #35; find_string notes with the figures 173 (armllm class VM), 161 (Kimi-K3 TP16), 345 (bozoukov),
  784 (thetom MI300X), 293 (davidcanar GLM-5.3-Flash), 421 (strix-halo-setup), 983 (vastai runbook), 630 (rounds
  152 / 164), 7740 (ciphemonjy GB10), 7728 (aima 4090).
- vllm PR #55148 (docs: 'max_num_seqs is bounded by the Mamba cache pool'): unused, but its only figures are #49064's
  (1024 vs 969, 256 vs 161), already a fixture; a docs PR, no launch of its own.
- Unplaced find_string hits (good content, no repository found within the look-ups spent; a later round with a
  fresh idea for the repository may take them): id 60478267225 ('AI1 vLLM RDNA lane' recipe, 2x Radeon AI PRO
  R9700, vLLM 0.23.1.dev1+rocm7.14, Qwen3.8-27B INT4: 'max_num_seqs (256) exceeds available Mamba cache blocks (42)'
  fixed with --max-num-seqs 32, and '40K OOMs KV -- needs 2.68 GiB vs 2.05 available (est. max len 30576)' fixed
  with --kv-cache-dtype fp8; a code search, find_repos 'ai-runtime' and find_files 'vllm_bench.py' missed it);
  66485435916 (an app changelog v1.10.2: 'max_num_seqs (1024) exceeds available Mamba cache blocks (409)', the engine
  now told to hold eight); 70295823562 (a launch script's comment, CARDS 1,5: '(1024) ... (466)'; a code search
  missed it); 68850618402 (Hermes fleet notes: '(256) ... (92)' on 16 GB cards at 0.92, fix --max-num-seqs 64; '163'
  blocks on 20 GB cards at TP2/DP3, fix 128); 56891772430 (nightly notes on an RTX PRO 6000: '(1024) ... (940)', cap
  256); 56311606221 (Chinese notes, default TP1: '(1024) ... (976)', fix not read); 68818407034 (Chinese notes,
  Qwen3.8 BF16 one card '(256) ... (41)', answered by quantizing to W4A8); 57962242084 ('estimated maximum model length
  is 758912' at util 0.90, 0.92 boots); 54571433259 (1M context, 'estimated maximum model length is 77440', reduced to
  200000); 69630673046 / 69803965202 (one repo's English / Chinese notes, '... is 7440'); 62573502966 (a TRL
  colocate Gemma-4 help text, '... is 75904'); 70895985475 (1Cat-vLLM V100 16GB, Ornith 9B MTP1, 4.68 vs 2.61 GiB,
  '... is 71280', FAIL_STARTUP recorded with no fix tried).
- Not a failure report: 70159397625 / 70300827836 / 70681753039 (one README's settings table, '(256) ... (46)' as
  guidance); 70231925580 (a UI test fixture with '(96)'); 56123192657, 60352620393, 71198155578, 61006730106 (code
  tests quoting the message); 68310287869 (a symptom table, '(224)', '-0.38 GiB'); 56158513475 (a blog's 'Estimated
  maximum model length is 72,896' beside 'Available KV cache memory: 0.87 GiB', no failure line); 52370154135 (a
  tuning run whose 0.2 candidate failed at '... is 7728' -- the same figure as the aima fixture, skipped).
- Issues search hits without the error line or a cause: vllm #20305 (description empty), vllm #40256, kvcached #191 /
  #316 (kvcached's own allocator), vllm-ascend #14276 (a fix PR, no log), vllm #34005 (not this message).

Judgement calls for the lead:
1. Both cases are committed files (a sweep script's comment; an environment-notes page), not threads: each holds
   vLLM's error text AND the author's fix in the same file, which the brief allows ('a committed log/notebook').
2. gisenberg: the excerpt keeps the script's docstring, the COMMON argument list up to the Mamba comment (the
   0.92 -> 0.88 utilization comment about a separate mtp-2 cudagraph OOM is cut, since that is a second failure with
   its own figures; the '--gpu-memory-utilization', '0.88' line itself is kept as the file shows it) and the mtp-1
   variant. Which utilization MTP-1 failed at (0.92 before the drop, or 0.88) is not stated. No GPU is named; the
   script's VRAM check reads one GPU ('~86 GB VRAM' held by a leftover EngineCore), so gpus is left None and no
   tensor-parallel fix is forbidden. The release is a PR-40898 (DFlash) branch build, not a numbered release.
3. trimtab: the error line is quoted inside prose ('(`max_num_seqs (1024) exceeds available Mamba cache blocks
   (978)`)'), not a pasted log. The excerpt keeps the note's title and intro and the 'Hybrid models' section with
   the fix sentence cut; the other sections (driver 570 'found version 12080', FlashInfer 'requires GPUs with sm75 or
   higher' on an RTX PRO 6000, the max_num_running_reqs assertion of the author's own patch) are cut because each is
   a different failure; they are candidates for other slices. The note names 96 GB and 80 GB cards only for SGLang's
   analogue, so gpu is None.
4. Neither file says a larger --gpu-memory-utilization was tried; per README's mamba_blocks row (default N, which
   the launch did not set) no utilization bound is forbidden; --max-model-len is forbidden in both (the authors kept
   the context: 262144 in gisenberg; trimtab does not change it).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round814-blind")
case = BATCH.case

# ---------------------------------------- gisenberg/local-model-eval: Qwen3.6-27B FP8 + MTP k=1 -> Mamba (1024) > (914)
case("gisenberg-local-model-eval-qwen36-27b-fp8-mtp1-mamba-1024-over-914",
     "https://github.com/gisenberg/local-model-eval/blob/4fc553fc31ca7c99008428eff122d5cb4031f493/"
     "tools/qwen36_27b_mtp_sweep.py",
     "#!/usr/bin/env python3\n"
     "\"\"\"\n"
     "Orchestrator for the Qwen3.6-27B FP8 spec-decode sweep.\n"
     "\n"
     "Per variant: spawn vLLM, poll for ready, run the existing 4-bench coding suite\n"
     "(`tools/nvfp4_qwen36_27b_bench.py`), scrape /metrics, stop vLLM, write summary.\n"
     "\n"
     "...\n"
     "MODEL_PATH = \"/home/gisenberg/models-vllm/qwen36-27b-fp8\"\n"
     "DRAFTER_PATH = \"/home/gisenberg/models-vllm/qwen36-27b-dflash-drafter-v2026-04-27\"\n"
     "VENV = \"/home/gisenberg/venvs/dflash-pr40898\"\n"
     "CUDA_HOME = f\"{VENV}/lib/python3.12/site-packages/nvidia/cu13\"\n"
     "\n"
     "# Common vLLM args matched to the production qwen36-27b llama-swap entry,\n"
     "# minus the spec-decode block (each variant overrides).\n"
     "COMMON = [\n"
     "    \"--host\", \"127.0.0.1\",\n"
     "    \"--port\", str(PORT),\n"
     "    \"--served-model-name\", SERVED_NAME,\n"
     "    \"--max-model-len\", \"262144\",\n"
     "    ...\n"
     "    \"--gpu-memory-utilization\", \"0.88\",\n"
     "    \"--enable-prefix-caching\",\n"
     "    ...\n"
     "    \"--max-num-batched-tokens\", \"32768\",\n"
     "    # MTP-1 fails at default max_num_seqs=1024: \"max_num_seqs (1024) exceeds\n"
     "    # available Mamba cache blocks (914)\". Spec-decode adds Mamba cache slots\n"
     "    # per draft step; ...\n"
     "...\n"
     "    \"mtp-1\": {\n"
     "        \"desc\": \"qwen3_5_mtp k=1 (model's native MTP head, low-latency preset)\",\n"
     "        \"extra\": FLASH + [\"--speculative-config\", json.dumps({\"method\": \"mtp\", \"num_speculative_tokens\": 1})],\n"
     "    },",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 914}, "mamba_blocks",
     "Qwen3.6-27B is a hybrid (Gated DeltaNet linear attention beside full attention: 'Mamba cache' state per "
     "sequence). With FP8 weights, a 262144-token context and the model's MTP head as speculative decoder (k=1), the "
     "memory left held only 914 Mamba cache blocks while vLLM's default max_num_seqs was 1024, so the MTP-1 launch "
     "failed at start-up; the author notes that speculative decoding adds Mamba cache slots per draft step.",
     "the author, same file (comment on COMMON): '256 is comfortably below the floor for k=2 too and our bench is "
     "single-stream' -- COMMON passes \"--max-num-seqs\", \"256\" for every variant, context (262144) kept.",
     release="not stated (a vLLM build from the DFlash PR #40898 branch, venv 'dflash-pr40898', CUDA 13, spring 2026)",
     gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 914}, {"flag": "--max-model-len"}],
     note="Excerpt: the script's docstring head, the path constants, the COMMON list up to the Mamba comment and the "
          "mtp-1 variant, as stored at commit 4fc553fc (find_string also holds an earlier version, id 54513125043, "
          "with the same comment). Cut, marked '...': the usage lines of the docstring, PORT / SERVED_NAME, the "
          "comment on the 0.92 -> 0.88 utilization drop (an mtp-2 OOM 'Tried to allocate 1.56 GiB ... 558.56 MiB "
          "free' in cudagraph_memory profiling, a separate failure), the attention-backend comment, the end of the "
          "Mamba comment and the '--max-num-seqs', '256' line that follows it (the fix), and the other variants. "
          "Which utilization the MTP-1 failure ran at is not stated. Judgement call 2.")

# ---------------------------------------- numinous-technology/trimtab: Qwen3.8-27B on rented GPUs -> Mamba (1024) > (978)
case("trimtab-environment-notes-qwen38-27b-mamba-1024-over-978",
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
     "## Hybrid models and vLLM's default max_num_seqs\n"
     "\n"
     "Qwen3.8-27B mixes attention and Mamba layers. vLLM sizes Mamba state per\n"
     "sequence, and the default `max_num_seqs=1024` exceeds the blocks it can fit\n"
     "(`max_num_seqs (1024) exceeds available Mamba cache blocks (978)`).",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 978}, "mamba_blocks",
     "Qwen3.8-27B is a hybrid (attention plus Mamba-style layers); vLLM keeps one Mamba state block per running "
     "sequence, and on the authors' rented GPU the memory left held 978 blocks, fewer than vLLM's default "
     "max_num_seqs of 1024, so the engine refused to start. A launch default, not a trimtab bug (the note's own "
     "framing).",
     "the authors, same note: 'pod_run.sh passes `--max-num-seqs 256`' (bench/pod_run.sh, the RunPod / Modal launch "
     "script).",
     release="not stated for this error (the same note: 'PyPI vLLM 0.28 pulls torch built for CUDA 13')",
     gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 978}, {"flag": "--max-model-len"}],
     note="Excerpt: the note's title and intro and the 'Hybrid models and vLLM's default max_num_seqs' section up to "
          "and including the quoted error, as stored at commit 22a3f96c (id 61230656147). Cut, marked '...': the "
          "sections before it (vllm/vllm-openai ENTRYPOINT; driver 575+ with 'The NVIDIA driver on your system is "
          "too old (found version 12080)'; FlashInfer 'requires GPUs with sm75 or higher' on an RTX PRO 6000), each "
          "a separate failure. Cut after the error: 'pod_run.sh passes `--max-num-seqs 256`.' (the fix), the SGLang "
          "--max-mamba-cache-size sentence (96 GB vs 80 GB cards, about SGLang) and the later sections. No GPU or "
          "command is tied to this error. Judgement call 3.")

BATCH.write()
