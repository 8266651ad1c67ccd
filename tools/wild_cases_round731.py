"""Round-731 blind batch: VLLM'S OWN TRACKER, ISSUES AND PRS NUMBERED VLLM-PROJECT/VLLM#44000 TO #47999 ONLY: START-UP
FAILURES AND FIRST-REQUEST FAILURES CAUSED BY THE LAUNCH, ANY FAILURE FAMILY, WITH VLLM'S ERROR LINE AND A CAUSE IN THE
STORED TEXT; collected by helper wild731 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round731-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and the fix PR it links). Excerpts are the text as the search tool's issues corpus shows it; the fix is left out
of the excerpt. Every source was checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip
lists before it was spent on, and claimed in CLAIMS.txt at once.

Look-ups: 44 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). 3 cases,
all one family (vLLM main's FusedMoE/MoERunner inversion refactor, PR #41184, moved the expert parameters under a nested
``experts.routed_experts`` submodule, and several model loaders kept looking up the old names):
- vllm #45830 (issue, 2026-06-16): unsloth/gpt-oss-20b-BF16 (dequantized GPT-OSS) on a CPU dev build, "KeyError:
  'layers.0.mlp.experts.w2_weight'" at weight loading; fixed by the merged PR #45818 (the unquantized gpt-oss loading
  path ``_load_weights_other`` routed through ``remap_moe_expert_weights``; "issue: #45830").
- vllm PR #44953 (2026-06-09, closed unmerged): Qwen3.5-35B-A3B with EP + DP 2 + MTP, "KeyError:
  'layers.13.mlp.experts.w13_weight'" in qwen3_5.py load_fused_expert_weights; the author's own diagnosis (the module
  now stores the parameters under experts.routed_experts.*) and "could be loaded successfully with an older vLLM
  development snapshot".
- vllm PR #47031 (2026-06-29, merged): GraniteMoeShared (ibm-research/moe-7b-1b-active-shared-experts) on TP=2 Intel
  B60 XPU, "KeyError: 'layers.0.block_sparse_moe.experts.routed_experts.routed_experts.w13_weight'" (the model's loader
  still inserted routed_experts, the parent loader inserts it again after #41184).

How mined the slice is: heavily. The search corpus does not filter by number, and the threads of this band (late May
to early July 2026: vLLM 0.20-0.23, Gemma 4, Qwen3.5/3.6, DeepSeek-V4, GLM-5.x) only come up for queries built from
that era's model / release words; of the in-band threads the 44 look-ups reached, most were already used or
skip-listed, and the rest carry the error as a screenshot, no cause, or are not launch failures. 3 cases is the
per-repository cap, and they happen to share one mechanism (see judgement call 1).

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): vllm #44494 (Gemma 4 12B on Modal, 0.21.0), #45259 (Gemma 4 E2B on
  Intel Arc, round 425), #46169 (ROCm 'never starts serving'), #46796 (DeepSeek-V4-Flash on B300, round 535), #48848
  (out of band and USED), #51964 (out of band, USED), #49497 (out of band, round 458).
- Error line only in the title / a screenshot, cause weak: vllm #46679 (GLM5.2-FP8 on 2x8 H20, official glm52 image,
  "RuntimeError: The expanded size of the tensor (10210) must match the existing size (16384)"; the log is a
  screenshot, the stored text does not say whether it failed at start-up or on a request, and the only answer is
  chaunceyjiang's "can no longer be reproduced on the main branch. You can wait for the next release" -- claimed in
  CLAIMS.txt by this round, not written).
- Screenshots only: vllm #44184 (and its twin #43980, just below the band): DeepSeek-V3-FP8 / GLM5 with --kv-cache-dtype
  fp8 and LMCache + Mooncake, "d node crash", images only.
- Not a launch failure: vllm #44906 (Kimi-K2.6 tool-call parser output with tool_choice, a parsing bug).
- Same incident as a case: vllm PR #45818 (the fix of #45830; used as the fix source, not as a second case). vllm PR
  #45067 (the Quark gpt-oss twin of #45818, 2026-06-09): no error line in the stored chunk.

Judgement calls for the lead:
1. All three cases are one mechanism (a vLLM main refactor, #41184, renamed the MoE expert parameters; model loaders
   kept the old names). Kind is weight_loading_mismatch for all (README: a KeyError on a dotted name in a model's
   load_weights). The CAUSE is labelled release_regression for all three: each thread shows the failure is vLLM's
   own code change (a dev build after #41184), not the user's checkpoint -- #44953 says so in the paste (an older dev
   snapshot loaded the same checkpoint), #47031's title names #41184, and #45830's fix PR #45818 says "broken by
   FusedMoE refactor". The 25 earlier fixtures with a KeyError in load_weights all use cause weight_loading_mismatch,
   including vLLM-side loader bugs fixed by a PR (e.g. vllm-pr37214-minimax-m25-...): the lead may prefer that label.
   If one label must be kept for the family, weight_loading_mismatch is the conservative one for #45830 (its excerpt
   says nothing of an upgrade).
2. vllm-45830: the stored traceback is cut after its first line ("(Worke"); the error line is in the issue title and
   the description's sentence (KeyError on layers.0.mlp.experts.w2_weight). The version printed is
   "0.1.dev17670+gb2cfae777" (a source build without a tag), so release is left None; the platform is CPU.
3. vllm-44953 and vllm-47031 are PRs, not users' launch threads: the excerpts are the PR authors' pasted failure. #44953
   was closed unmerged: its fix is not in the stored thread; the cause is the author's own diagnosis. Drop them if
   fix-PR cases are unwanted.
4. vllm-47031: the launch shown (the Test Plan's ``python -c`` with vllm.LLM) sets no TP, while the "Before" line says
   TP=2 on an Intel B60 XPU; command is the snippet as shown, gpus left None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round731-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}]

# ---------------------------------------- vllm #45830: unsloth/gpt-oss-20b-BF16 on a CPU dev build -> KeyError: 'layers.0.mlp.experts.w2_weight'
case("vllm-45830-gpt-oss-20b-bf16-cpu-keyerror-experts-w2-weight-routed-experts-refactor",
     "https://github.com/vllm-project/vllm/issues/45830",
     "[Bug]: GptOssForCausalLM fails to load BF16 (dequantized) checkpoint — KeyError: 'layers.0.mlp.experts.w2_weight'\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of <code>python -m vllm.collect_env</code></summary>\n"
     "\n"
     "```text\n"
     "<PASTE the full output of `python -m vllm.collect_env` here>\n"
     "\n"
     "# Key facts from the failing run:\n"
     "# vLLM version : 0.1.dev17670+gb2cfae777\n"
     "# Platform     : CPU (device_config=cpu), dtype=torch.bfloat16\n"
     "# Python       : 3.12\n"
     "# Model        : unsloth/gpt-oss-20b-BF16  (BF16-dequantized GPT-OSS-20B, MoE)\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Loading the dequantized **BF16** GPT-OSS checkpoint `unsloth/gpt-oss-20b-BF16` fails during weight loading with a "
     "`KeyError` on the fused-MoE down-projection parameter `layers.0.mlp.experts.w2_weight`. The engine core never "
     "initializes.\n"
     "\n"
     "This is reproducible on a clean install (no custom platform plugins). I hit it via `lm-eval` with the vLLM "
     "backend, but it fails at model load time, before any evaluation runs.\n"
     "\n"
     "**Repro (lm-eval):**\n"
     "\n"
     "```bash\n"
     "lm_eval --model vllm \\\n"
     "  --model_args pretrained=unsloth/gpt-oss-20b-BF16,dtype=bfloat16,trust_remote_code=True,  --tasks gsm8k\n"
     "```\n"
     "\n"
     "**Equivalent direct repro:**\n"
     "\n"
     "```bash\n"
     "vllm serve unsloth/gpt-oss-20b-BF16 --dtype bfloat16 --trust-remote-code\n"
     "```\n"
     "\n"
     "**Traceback:**\n"
     "\n"
     "```text\n"
     "(Worker pid=1345116) ERROR [multiproc_executor.py:888] Traceback (most recent call last):\n"
     "...\n"
     "(Worke",
     "weight_loading_mismatch", {}, "release_regression",
     "A vLLM-side regression on main, not a bad checkpoint: the FusedMoE/MoERunner inversion refactor (PR #41184) moved "
     "the expert weight parameters into a nested RoutedExperts submodule, renaming them from '...mlp.experts.<w>' to "
     "'...mlp.experts.routed_experts.<w>'. gpt-oss's unquantized loading path (_load_weights_other, used for standard "
     "non-mxfp4 / non-Quark checkpoints such as the BF16-dequantized unsloth/gpt-oss-20b-BF16) still indexed "
     "params_dict with the old name, so weight loading raised KeyError: 'layers.0.mlp.experts.w2_weight' and the engine "
     "never initialized. Nothing about memory, parallelism or the platform (CPU here).",
     "the merged PR #45818 ('[Bugfix]: Fix unquantized gpt-oss weight loading broken by FusedMoE r[efactor]', "
     "Priyjain-amd, 2026-06-16, 'issue: #45830'): _load_weights_other routes the checkpoint names through the shared "
     "remap_moe_expert_weights helper (already used by the Quark path), which remaps the known expert parameters to the "
     "nested routed_experts names when they exist. Fix for the user: a vLLM build containing PR #45818 (or one from "
     "before #41184). Read from the fix PR; the issue thread's own answer is not stored.",
     release=None, gpu=None, gpus=None,
     command="vllm serve unsloth/gpt-oss-20b-BF16 --dtype bfloat16 --trust-remote-code",
     forbidden=_NOT_MEMORY + [{"flag": "--dtype"}],
     note="Excerpt: the issue title and description as the stored text shows them; the stored traceback stops after "
          "its first line, at '(Worke' (the KeyError itself is in the title and the description). The version string "
          "is a tagless source build (0.1.dev17670+gb2cfae777), so release is None; the platform is CPU, so gpu is "
          "None. Fix read from PR #45818, which names this issue. Same family as vllm-44953 and vllm-47031.")

# ---------------------------------------- vllm PR #44953: Qwen3.5-35B-A3B, EP + DP2 + MTP -> KeyError: 'layers.13.mlp.experts.w13_weight' (qwen3_5.py)
case("vllm-pr44953-qwen35-35b-a3b-ep-dp2-mtp-keyerror-experts-w13-weight-after-update",
     "https://github.com/vllm-project/vllm/pull/44953",
     "[Bugfix] Fix Qwen3.5 MoE expert weight loading\n"
     "\n"
     "## Purpose\n"
     "\n"
     "The same Qwen3.5-35B-A3B checkpoint could be loaded successfully with an older\n"
     "vLLM development snapshot, but after updating to the latest vLLM code, model\n"
     "startup fails during weight loading.\n"
     "\n"
     "The failure can be reproduced with:\n"
     "\n"
     "```bash\n"
     "vllm serve /root/autodl-tmp/models/Qwen3.5-35B-A3B/ \\\n"
     "  --max-model-len 2048 \\\n"
     "  --max-num-batched-tokens 256 \\\n"
     "  --trust-remote-code \\\n"
     "  --enable-expert-parallel \\\n"
     "  --data-parallel-size 2 \\\n"
     "  --speculative_config '{\"method\":\"mtp\", \"num_speculative_tokens\":3}' \\\n"
     "  --enforce-eager\n"
     "```\n"
     "\n"
     "The worker fails to start with:\n"
     "\n"
     "```text\n"
     "KeyError: 'layers.13.mlp.experts.w13_weight'\n"
     "```\n"
     "\n"
     "The traceback shows that the error happens in Qwen3.5 fused expert weight loading:\n"
     "\n"
     "```text\n"
     "File \"vllm/model_executor/models/qwen3_5.py\", line 361, in load_weights\n"
     "  success_w1 = self.load_fused_expert_weights(...)\n"
     "\n"
     "File \"vllm/model_executor/models/qwen3_5.py\", line 258, in load_fused_expert_weights\n"
     "  param = params_dict[name]\n"
     "\n"
     "KeyError: 'layers.13.mlp.experts.w13_weight'\n"
     "```",
     "weight_loading_mismatch", {}, "release_regression",
     "A regression on vLLM main (June 2026), not the checkpoint: the same Qwen3.5-35B-A3B folder loaded with an older "
     "development snapshot. The Qwen3.5 loader (qwen3_5.py load_fused_expert_weights) maps the checkpoint's fused expert "
     "tensors to experts.w13_weight / experts.w2_weight, but the current MoE module (after the FusedMoE/MoERunner "
     "refactor, PR #41184) stores them under experts.routed_experts.w13_weight / .w2_weight, so params_dict[name] "
     "raised KeyError at worker start. The flags (EP, DP 2, MTP, 2048 tokens) are not the cause.",
     "not in the stored thread: the PR (benjii13, 2026-06-09) was closed without merging. Its own change maps the fused "
     "expert names to experts.routed_experts.w13_weight / w2_weight in the Qwen3.5 loader; the author's workaround "
     "evidence is the older vLLM development snapshot that loaded the same checkpoint. Fix for the user: a vLLM build "
     "whose Qwen3.5 loader maps the routed_experts names (the same class of fix as the merged #45054 / #45818 / #47031 "
     "for other models), or the build from before #41184.",
     release=None, gpu=None, gpus=None,
     command="vllm serve /root/autodl-tmp/models/Qwen3.5-35B-A3B/ --max-model-len 2048 --max-num-batched-tokens 256 "
             "--trust-remote-code --enable-expert-parallel --data-parallel-size 2 "
             "--speculative_config '{\"method\":\"mtp\", \"num_speculative_tokens\":3}' --enforce-eager",
     forbidden=_NOT_MEMORY + [{"flag": "--max-num-batched-tokens"}, {"flag": "--data-parallel-size"}],
     note="Excerpt: the PR title and its Purpose section up to the pasted traceback; the opening sentence 'This PR fixes "
          "a Qwen3.5 MoE expert weight loading regression on current main.' and the diagnosis paragraphs after the "
          "traceback (the routed_experts names) are left out as the answer. A PR, not a user's issue (judgement call 3); "
          "closed unmerged, so the fix is not stated in the thread. Release not stated (vLLM main, June 2026); GPU not "
          "stated.")

# ---------------------------------------- vllm PR #47031: GraniteMoeShared on TP=2 Intel B60 XPU -> KeyError: '...experts.routed_experts.routed_experts.w13_weight'
case("vllm-pr47031-granitemoeshared-xpu-tp2-keyerror-doubled-routed-experts-w13-weight",
     "https://github.com/vllm-project/vllm/pull/47031",
     "[Bugfix] Fix GraniteMoeShared weight loading broken by #41184\n"
     "\n"
     "  ## Test Plan\n"
     "\n"
     "  ```bash\n"
     "  python -c \"\n"
     "  from vllm import LLM, SamplingParams\n"
     "  llm = LLM(model='ibm-research/moe-7b-1b-active-shared-experts')\n"
     "  outputs = llm.generate(['Hello!'], SamplingParams(max_tokens=20))\n"
     "  print(outputs[0].outputs[0].text)\n"
     "  \"\n"
     "  ```\n"
     "  ## Test Result\n"
     "  \n"
     "  Before (unpatched, `ibm-research/moe-7b-1b-active-shared-experts`, TP=2, Intel B60 XPU):\n"
     "  ```bash\n"
     "  (Worker_TP1) ERROR KeyError: 'layers.0.block_sparse_moe.experts.routed_experts.routed_experts.w13_weight'\n"
     "  (Worker_TP0) ERROR KeyError: 'layers.0.block_sparse_moe.expert",
     "weight_loading_mismatch", {}, "release_regression",
     "A regression of vLLM main, not the checkpoint: after the FusedMoE/MoERunner inversion refactor (PR #41184) the "
     "parent _load_weights() expects expert keys of the form experts.{e}.w{n}.weight and inserts the routed_experts "
     "level itself, but GraniteMoeShared.load_weights() still inserted 'routed_experts' before delegating, producing the "
     "doubled path experts.routed_experts.routed_experts.{e}.w{n}.weight and a KeyError on every TP rank. PR #45054 had "
     "fixed the same class of issue in aria.py, qwen3_vl_moe.py, step3_text.py and step3p5.py but left "
     "granitemoeshared.py out. The XPU platform and TP=2 are not the cause.",
     "the merged PR #47031 (mganczarenko, 2026-06-29): the spurious 'routed_experts' segment is removed from the three "
     "replacement strings in GraniteMoeShared.load_weights, so the parent receives experts.{e}.w{n}.weight (the "
     "stored chunk ends before the PR's 'After' result). Fix for the user: a vLLM build containing PR "
     "#47031 (or one from before #41184).",
     release=None, gpu="Intel B60 XPU", gpus=None,
     command="python -c \"from vllm import LLM, SamplingParams; "
             "llm = LLM(model='ibm-research/moe-7b-1b-active-shared-experts'); "
             "outputs = llm.generate(['Hello!'], SamplingParams(max_tokens=20))\"",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the PR title, its Test Plan and the 'Before' result as stored (the indentation is the stored "
          "text's); the stored chunk ends inside the second KeyError, at '...block_sparse_moe.expert'. The Purpose "
          "section (the diagnosis and the fix) is left out as the answer; the title still names #41184. A PR, not a "
          "user's issue (judgement call 3). The command is the Test Plan snippet joined on one line (it sets no TP; the "
          "'Before' line says TP=2); gpus left None.")

BATCH.write()
