"""Round-824 blind batch: LENGTH REFUSALS WITH FIGURES ('is greater than the derived max_model_len
(max_position_embeddings=' with a digit after it, 'or model_max_length=None in model', 'VLLM_ALLOW_LONG_MAX_MODEL_LEN',
'max_model_len (' with 'is larger than', 'longer than the maximum model length of' with a digit, 'The decoder prompt
(length', 'is too long and exceeds limit of', 'max_num_batched_tokens (' ... 'is smaller than max_model_len',
'rope_scaling' next to a refusal; only failures at start-up or at the first request that come from how vLLM was
launched); collected by helper wild824 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round824-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source (thread
or committed file) only. Excerpts are the text as the search tools' stored copy shows it; the fix is left out of the
excerpt.

Look-ups: 21 (of the 40 shared by the wave's two collectors; this collector stopped at about half so as not to eat
the other collector's share): 10 ``search`` (8 corpus=issues, 1 pages, 1 code), 2 ``find_string`` (the first refused
for a string over 50 characters), 5 ``read_file``, 4 ``find_files`` (2 find_files and 3 read_file of these went to
tying a hit that turned out to be used, below). 1 case:
- streams-rollout-market HERMES_INSTALL.md (shamanez/streams-rollout-market, scripts/live/HERMES_INSTALL.md @841472ae):
  Qwen/Qwen3-32B served by the project's serve_for_capture.sh at MAX_LEN=131072 with YaRN rope scaling injected via
  --hf-overrides; vLLM refused 'User-specified max_model_len (131072) is greater than the derived max_model_len
  (max_position_embeddings=40960)'; the file's troubleshooting row gives the authors' cause and the fix
  (VLLM_ALLOW_LONG_MAX_MODEL_LEN=1, which the script now exports when YaRN is on).

How mined the slice is: essentially mined out in the issues corpus. Every thread the seven issues searches returned
(derived-max-len refusals, model_max_length=None, the batched-tokens refusal, 'exceeds limit of', 'Prompt length of
... longer than', rope_scaling / YaRN next to the refusal, lm-eval / opencompass / verl / open-r1 wordings) was
already in USED_SOURCES.txt or an earlier round's skip list (rounds 101, 118, 125, 133, 303, 310, 612, ...). The only
fresh material came from find_string over committed files ('max_model_len (max_position_embeddings=40960', 9 hits),
and most of those need several look-ups each to tie to a repository.

Sources given up (for the lead, not cases):
- Already used or skip-listed (issues corpus): vllm #2565, #3676, #7303, #20097, #447, #453, #525, #4346 (usage),
  #11061, #41456, #39976 / PR #40063 (round 133); tenstorrent/tt-inference-server #456; xorbitsai/inference #1715;
  netease-youdao/QAnything #457 (round 52); ruipeterpan/specreason #4; EvolvingLMMs-Lab/LongVT #9;
  EleutherAI/lm-evaluation-harness #2880, #3134; hiyouga/LlamaFactory #7723; verl #7624 / PR #7626 / PR #7632 / PR #259
  (volcengine/verl #189); unslothai/unsloth-zoo #1211 (round 133); huggingface/open-r1 #645 (rounds 133 / 320).
- Not cases (no failure, docs, feature threads): vllm PR #972, #5911, #7080, #1057, #1264, #33109, #55116 (TeleChat3
  YaRN max-len fix PR, no user failure pasted), #18681, #6641, #8418 (usage); vllm-ascend #760; NovaSky-AI/SkyRL PR
  #561; ms-swift PR #5220, #394; modal-labs/modal-examples #843; deepseek-ai/DeepSeek-V2 #72 (question, no error);
  QwenLM/Qwen3 #953 (transformers, not vLLM); guoqingbao/xinfer #215 / PR #274 (another engine).
- find_string hits left: LeiHenan/myCCFA2 notes/prereg/p06-frontier.md (file id 69390436152, Qwen3-4B 140000 over
  40960) -- tied to its repository and then found USED (round 800, another version's URL); a find_string id differs
  between versions of one file, so grepping the id alone misses it. 54948619273 used (rounds 800 / 802).
  56785863529 is a machine-made wiki digest of a vLLM issue (InternVL3-38B-hf, 65536 over 40960), no fix.

Good candidates found but NOT spent (need look-ups to tie to a repository; each has the error line AND its fix in
the same file):
- find_string id 58207351715: a Claude handoff note of a SLURM project ('baseline_vs_p4_sequential_batch/', conda envs
  'maze' / 'vllm_embed' with vLLM 0.17.1, submit_one_qwen.sh, qwen/proxy.py): Qwen3-32B bnb-8bit on an 80 GB H100,
  'User-specified max_model_len (65536) is greater than the derived max_model_len (max_position_embeddings=40960)';
  resolution VLLM_MAX_MODEL_LEN=40960 (the note also carries a 262144 KV-too-small failure, 64.0 GiB needed > 49.49
  GiB, and a request-time 'You passed 16385 input tokens and requested 16384 output tokens ... context length is only
  32768' with their fixes -- up to three cases from one file). One code search did not find the repository.
- find_string id 67579458330: a deployment report where Qwen3-32B AWQ (TP=2) runs with max-model-len=65536 over
  max_position_embeddings=40960 and rope_scaling=None (vLLM's WARNING form of the message, so the long-length env var
  was set) and returns garbage ('!!!!') at 58,911 prompt tokens; a first-long-request failure from how it was
  launched. Repository not tied.
- find_string id 62612770299: a launcher script's comment (InternVL3.5 capped at 40960 after vLLM refused 131072 over
  40960); weaker (a code comment, fix = the cap in the script).
- find_string id 62848746053: a README's 'Do not set --max-model-len unless you mean it' (262144 over 40960) -- a
  doc warning rather than a reported incident; probably not a case.

Judgement calls for the lead:
1. streams-rollout-market is a committed install guide, not an issue thread: the excerpt is the guide's title and
   opening paragraph, the section-3 serving bullet about YaRN CUT after the --hf-overrides JSON (the rest of that
   sentence, "and exports VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. Required for vLLM >= 0.20 ...", is the fix and was left
   out), the launch command, and the troubleshooting row's Symptom cell; the Cause and Fix cells are left out.
2. The authors' cause ('vLLM validates max-len before applying rope override') is their reading; from vLLM's own
   derivation a YaRN rope_scaling that reached the config (factor 4.0 x original 32768 = 131072) would have allowed
   131072, so the override evidently did not take effect at validation time. Either way the refusal's class is
   max_len_over_derived, and the fix that worked is the env var with YaRN kept on. A shorter --max-model-len (<=
   40960) would start the server but defeat the guide's stated purpose (131 K context; Hermes needs >= 64 000 tokens):
   it is NOT put in forbidden (it is a valid start-up fix), but a grader may want to prefer the env-var fix.
3. release is not stated beyond 'vLLM >= 0.20' (the guide's note that --rope-scaling was removed); gpus is not stated
   exactly (the verified Dense run uses TP=4, so the spot host has at least 4 GPUs), so gpus=None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round824-blind")
case = BATCH.case

# ---------------------------------------- shamanez/streams-rollout-market scripts/live/HERMES_INSTALL.md: Qwen3-32B MAX_LEN=131072 + YaRN via --hf-overrides -> 131072 over derived 40960
case("streams-rollout-market-hermes-install-qwen3-32b-yarn-hf-overrides-131072-over-derived-40960",
     "https://github.com/shamanez/streams-rollout-market/blob/841472aea818192d9b7ead33e84181ddf641d119/scripts/live/HERMES_INSTALL.md",
     "# Installing Hermes-Agent against a self-hosted vLLM Qwen3 endpoint\n"
     "\n"
     "Verbatim, reproducible install + smoke-test of NousResearch Hermes-Agent\n"
     "talking to our spot-instance vLLM at 131 K context. Followed verbatim on\n"
     "2026-05-12 and confirmed working with both `Qwen/Qwen3-32B` (Dense, bf16)\n"
     "and `Qwen/Qwen3-30B-A3B` (MoE, bf16).\n"
     "\n"
     "## 3. Serve Qwen3 at 131 K via `serve_for_capture.sh`\n"
     "\n"
     "`scripts/live/serve_for_capture.sh` (already on the spot at\n"
     "`~/serve_for_capture.sh`) handles:\n"
     "\n"
     "- YaRN rope scaling when `MAX_LEN > 40 960` (Qwen3's native limit):\n"
     "  injects `--hf-overrides '{\"rope_scaling\":{\"rope_type\":\"yarn\",\n"
     "  \"factor\":4.0,\"original_max_position_embeddings\":32768}}'`\n"
     "\n"
     "Launch (foreground via tmux for clean detach):\n"
     "\n"
     "```bash\n"
     "ssh my-vllm-spot-instance\n"
     "tmux kill-session -t vllm 2>/dev/null || true\n"
     "tmux new-session -d -s vllm \\\n"
     "  'MODEL=Qwen/Qwen3-32B   MAX_LEN=131072         bash ~/serve_for_capture.sh \\\n"
     "     2>&1 | tee /tmp/vllm_serve.log'\n"
     "```\n"
     "\n"
     "## 6. Troubleshooting\n"
     "\n"
     "| Symptom | Cause | Fix |\n"
     "|---------|-------|-----|\n"
     "| `User-specified max_model_len (131072) is greater than the derived max_model_len "
     "(max_position_embeddings=40960)` |",
     "max_len_over_derived",
     {"max_model_len": 131072, "derived_key": "max_position_embeddings", "derived_max_model_len": 40960},
     "max_len_over_derived",
     "A committed install guide of a research project (Hermes-Agent driving a self-hosted vLLM on a spot host): "
     "Qwen/Qwen3-32B (bf16) launched through the project's serve_for_capture.sh with MAX_LEN=131072, the script adding "
     "YaRN rope scaling with --hf-overrides '{\"rope_scaling\":{\"rope_type\":\"yarn\",\"factor\":4.0,"
     "\"original_max_position_embeddings\":32768}}' (vLLM >= 0.20, where --rope-scaling was removed). Qwen3-32B's "
     "config.json declares max_position_embeddings 40960, and vLLM refused the 131072 length at start-up: "
     "'User-specified max_model_len (131072) is greater than the derived max_model_len (max_position_embeddings=40960)'. "
     "The guide's cause column: 'vLLM validates max-len before applying rope override.'",
     "the guide's troubleshooting row: 'Export VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 (already done by serve_for_capture.sh "
     "when YaRN is on)'; section 3 of the same guide: the script injects the YaRN --hf-overrides 'and exports "
     "VLLM_ALLOW_LONG_MAX_MODEL_LEN=1'. With that the 131072-token server started and the verified Hermes runs "
     "(Qwen3-32B TP=4, Qwen3-30B-A3B TP=2) worked at 131 K context.",
     release="not stated (vLLM >= 0.20 per the guide's note that --rope-scaling was removed)",
     gpu=None, gpus=None,
     command="MODEL=Qwen/Qwen3-32B   MAX_LEN=131072         bash ~/serve_for_capture.sh",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the guide's title and opening paragraph; from section 3 the intro line, the YaRN bullet CUT after "
          "the --hf-overrides JSON (the rest of that sentence names the fix: 'and exports "
          "VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. Required for vLLM >= 0.20 -- older --rope-scaling flag was removed.'), "
          "the other two bullets dropped (tool-call parser; routed experts), and the launch block without the "
          "commented MoE variant and the readiness loop; from section 6 the table header and this row's Symptom cell "
          "only (Cause and Fix cells left out). Sections 0-2, 4, 5 dropped (Hermes install / smoke test). The error "
          "line is the guide's quotation of vLLM's message (cut by the authors after the figures, no traceback). "
          "gpus not stated exactly (verified Dense run at TP=4). A length fix at or below 40960 is not forbidden "
          "(it would start) but defeats the guide's 131 K purpose: see judgement call 2.")

BATCH.write()
