"""Round-461 blind batch: vLLM start-up failures met by readers who FOLLOW A GUIDE -- deployment tutorials, vLLM's own
recipes, vendor playbooks / cookbooks (vllm-project/recipes, openai/openai-cookbook's gpt-oss guide, the Odysseus
app's model "Cookbook"), 2025-2026; collected by helper wild461 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round461-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (plus, where said, the guide's own file at the commit the reader followed). Excerpts are the text as the search
tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 40 allowed: 30 ``search`` corpus=issues and 2 ``fetch`` (github:vllm-project/recipes, to read the
GLM-V.md and DeepSeek-OCR.md guides and the diff of recipes PR #167 with git show; the mirror's commit messages carry
no error text, so no case was taken from the mirror alone; a second fetch, github:openai/openai-cookbook, was refused
as too large, so the gpt-oss guide's install command of August 2025 was not read). 4 cases: vllm-project/recipes PR #167 (GLM-4.5V recipe
command, broken line continuation -> 'unrecognized arguments'), odysseus-dev/odysseus #500 (the app's Cookbook installs
flash-attn 4 -> No module named 'flash_attn.ops'), openai/openai-cookbook #1994 (gpt-oss guide, vllm 0.10.1+gptoss ->
flash_attn_varlen_func() unexpected keyword 's_aux'), vllm-project/vllm #28030 (DeepSeek-OCR recipe's nightly cu129
install -> 'the provided PTX was compiled with an unsupported toolchain'). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is very heavily mined: nearly every tutorial / model-repo / Chinese-deployment thread the searches returned
(self-llm, Qwen, GLM, MiniCPM, DeepSeek, api-for-open-llm, FastChat, LlamaFactory, jetson-containers, ROCm build
tracker, DGX Spark playbooks, LangChain docs, unsloth notebooks) was already in USED_SOURCES.txt or an earlier skip
list.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier skip lists: jingyaogong/minimind #405; OpenBMB/MiniCPM #193;
  QwenLM/Qwen3-VL #35, #832, #1589; deepseek-ai/DeepSeek-R1 #546; ROCm/legacy-rocm-build #3246, #4447; QwenLM/Qwen3
  #16, #110, #295; vllm #2418, #2785; xusenlinzy/api-for-open-llm #225, #259; deepseek-ai/DeepSeek-V2 #83;
  instructlab #1988, #3466; production-stack #407; dusty-nv/jetson-containers #704, #1568; GenAIExamples #1808;
  mistral-finetune #93; zai-org/GLM-4 #450, #510, #758; zai-org/GLM-V #204; MiniCPM-V #950; unslothai/unsloth #2887;
  substratusai/vllm-docker #37; langchain #17906; vllm #7154; orpheus-streaming #7; NVIDIA/dgx-spark-playbooks #75;
  aws-samples/amazon-sagemaker-generativeai #111; Mini-o3 #16; datawhalechina/self-llm #162, #459 (in USED);
  zai-org/GLM-4.5 #58 and PR #5 (model-README '--tool-call-parser glm45' on vLLM 0.10.0, round 247); vllm #9312;
  vllm-project/recipes #515.
- No vLLM error text in the stored text: vllm-project/recipes PR #183 (DeepGEMM install; the stored worker traceback
  stops before the error line); NVIDIA/NeMo-Agent-Toolkit PR #2007 (the guide's Nemotron-3-Nano command needs
  --trust-remote-code and a lower --max-num-seqs; the PR paraphrases the errors, no verbatim line);
  NVIDIA/dgx-spark-playbooks #109 (image lacks Ray, no log); NVIDIA-NeMo/Nemotron PR #102, openai-cookbook PR #1990,
  hcompai/hai-cookbook PR #15 (titles only); vllm-project/recipes #685 (Kimi-K3 on ROCm, command only).
- Not a vLLM start-up failure: openai/openai-cookbook #2330 (the gpt-oss guide's pinned torch nightly is gone: a uv
  resolution error at install time); datawhalechina/llm-preview PR #5 (notebook OOM advice, no log); amd/gaia #71
  and #120 (Lemonade / GAIA UI, screenshots); eugr/spark-vllm-docker #217 (run-recipe.py's own YAML parsing);
  lm-evaluation-harness #1207 (error text not stored); NVIDIA-AI-Blueprints/rag #31 (NIM startup probe only), #8
  (rag-playground numpy import, not vLLM).
- Same class as a case: odysseus-dev/odysseus #3977 (same 'flash_attn.ops' failure from the Cookbook, later reporter;
  not taken separately).

Judgement calls for the lead:
1. recipes-pr167: the stored text is only the PR description (the two error lines). The merged PR renamed
   `--mm_processor_cache_type` to `--mm-processor-cache-type`, but the error's shape (an empty ' ' argument refused, then
   the shell running '--mm_processor_cache_type' as a command) is a broken line continuation: in the recipe file the
   previous line ends in a backslash FOLLOWED BY A SPACE (`--mm-encoder-tp-mode data \\ `), which the collector saw
   in the recipes mirror (GLM/GLM-V.md at the PR's parent commit, and still at HEAD). vLLM's argument parser accepts
   underscore spellings, so the rename alone would not have changed anything. real_cause follows the message and the
   recipe file, not the PR title; kind/cause vllm_check_failed as the 37 earlier 'unrecognized arguments' fixtures.
   The lead may prefer to treat the PR's rename as 'the fix that worked'.
2. odysseus-500: the cause is the reporter's own diagnosis (the ls output shows only flash_attn/cute and a
   flash_attn_4-4.0.0b15 dist-info), no maintainer reply in the stored text. Labelled dependency_version_mismatch as
   the one earlier fixture with this message (vllm-42675). The app's 'Cookbook' is a model-catalogue/installer feature
   of Odysseus rather than a tutorial repo; it fits the slice as 'following a guided install'.
3. openai-cookbook-1994: no fix in the stored text (issue closed). The cause is read from the message: vLLM's
   FlashAttention backend (gpt-oss build) passes s_aux (attention sinks) to a flash_attn_varlen_func that does not
   take it, i.e. the attention kernel package actually used does not match the vLLM build. The reporter installed with
   pip and added upstream flash-attn 2.8.0/2.8.2 by hand (the guide's own install command of that date could not be
   read: the cookbook snapshot was too large to fetch); which package won is not visible. The reporter says it 'fails during inference' while 'starting the VLLM server'; taken as a start-up /
   first-forward failure caused by how the environment was built.
4. vllm-28030: the excerpt is a COMMENT (liyucheng09) in an installation issue about following the recipes' nightly
   uv command; the stored text has no driver version and no reply to that comment. The cause is the message itself
   (CUDA's cudaErrorUnsupportedPtxVersion = the driver is older than the toolkit that compiled the kernels) plus the
   recipe file of that date (DeepSeek/DeepSeek-OCR.md: 'uv pip install -U vllm --pre --extra-index-url
   https://wheels.vllm.ai/nightly --extra-index-url https://download.pytorch.org/whl/cu129 ...', i.e. CUDA 12.9 builds)
   and the commenter's own 'cuda 12.8'. Maintainer youkaichao merged a troubleshooting doc for exactly this message the
   same day (vllm PR #28305, 2025-11-07), not linked from the thread. kind/cause cuda_driver_mismatch as the 4 earlier
   fixtures with this message.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round461-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-project/recipes PR #167: GLM-4.5V-FP8 recipe command -> vllm: error: unrecognized arguments
case("recipes-pr167-glm45v-fp8-recipe-backslash-space-unrecognized-arguments-not-found",
     "https://github.com/vllm-project/recipes/pull/167",
     "```\n"
     "vllm: error: unrecognized arguments:  \n"
     "--mm_processor_cache_type: not found\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The reader copied the GLM-V recipe's multi-line `vllm serve zai-org/GLM-4.5V-FP8 ...` command. One line of it, "
     "`--mm-encoder-tp-mode data \\ `, ends in a backslash followed by a space, so the shell escaped the space instead "
     "of continuing the line: vLLM received a lone ' ' positional argument and refused it ('unrecognized arguments:  '), "
     "and the shell then ran the next line `--mm_processor_cache_type shm` as a command of its own ('not found'). A "
     "broken command line in the guide, not a GPU, memory or model problem.",
     "merged recipes PR #167 (felladrin, 2025-12-15/16), which changed the last line to `--mm-processor-cache-type shm` "
     "'to prevent it from throwing the following error'. The operative fix is to remove the space after the backslash "
     "(or put the arguments on one line); the collector found the trailing space still in GLM/GLM-V.md after the PR",
     release=None, gpu=None, gpus=None,
     command="vllm serve zai-org/GLM-4.5V-FP8 \\\n"
             "     --tensor-parallel-size 4 \\\n"
             "     --tool-call-parser glm45 \\\n"
             "     --reasoning-parser glm45 \\\n"
             "     --enable-auto-tool-choice \\\n"
             "     --enable-expert-parallel \\\n"
             "     --allowed-local-media-path / \\\n"
             "     --mm-encoder-tp-mode data \\ \n"
             "     --mm_processor_cache_type shm",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the error block of the PR description, verbatim (the stored text has nothing else). The command is "
          "NOT from the thread: it is the recipe's command in GLM/GLM-V.md at the PR's parent commit (vllm-project/"
          "recipes mirror, git show 6f7fcb5^), with its trailing space after the backslash kept. Judgement call 1.")

# ---------------------------------------- odysseus-dev/odysseus #500: the app's Cookbook vLLM install ships flash-attn 4 -> No module named 'flash_attn.ops'
case("odysseus-500-cookbook-vllm-qwen3-omni-awq-flash-attn4-no-module-flash-attn-ops",
     "https://github.com/odysseus-dev/odysseus/issues/500",
     "Hi, tried serving a few Qwen models in the Cookbook (3.6 and Omni 3.0) via vLLM and they all crash on load with:\n"
     "\n"
     "```\n"
     "File \".../vllm/model_executor/models/qwen3_omni_moe_thinker.py\", line 778, in __init__\n"
     "    self.rotary_pos_emb = get_rope(\n"
     "File \".../vllm/model_executor/layers/rotary_embedding/common.py\", line 139, in __init__\n"
     "    from flash_attn.ops.triton.rotary import apply_rotary\n"
     "ModuleNotFoundError: No module named 'flash_attn.ops'\n"
     "```\n"
     "\n"
     "```\n"
     "$ ls .../site-packages/flash_attn/\n"
     "cute\n"
     "```\n"
     "```\n"
     "docker compose exec odysseus ls /app/.local/lib/python3.12/site-packages/ | grep -i flash\n"
     "flash_attn\n"
     "flash_attn_4-4.0.0b15.dist-info    ←\n"
     "flash_attn_origin\n"
     "```\n"
     "\n"
     "**Repro:**\n"
     "1. Install vLLM via Cookbook → Dependencies\n"
     "2. Serve e.g. `Qwen3-Omni-30B-A3B-Instruct-AWQ-4bit`\n"
     "3. Crash on load",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Odysseus's Cookbook installs vLLM into the app container together with FlashAttention-4 (flash_attn_4 "
     "4.0.0b15), whose flash_attn package only has the cute kernels. vLLM's rotary-embedding helper sees a package named "
     "flash_attn and imports flash_attn.ops.triton.rotary (the FA2/FA3 layout), which FA4 does not have, so building the "
     "Qwen3 / Qwen3-Omni model fails at load with ModuleNotFoundError. A package-set mismatch (vLLM's code vs the "
     "installed flash-attn major version), not memory, GPU or the model itself.",
     "no maintainer fix in the stored text (labels bug / needs-validation). The reporter's suggestion: pin flash-attn to "
     "a 2.x/3.x release in the Cookbook's dependency install (or remove FA4 from the environment); their workaround: "
     "serve the model from a standalone vllm/vllm-openai container and point the app at it as a remote endpoint",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue description as stored, without its title (the title states the diagnosis: 'bundled "
          "flash-attn v4 incompatible with vLLM's Qwen vision code'), without the sentences explaining the ls output "
          "and the version-mismatch conclusion, and without the workaround line. Odysseus #3977 ('Flash attention issue "
          "with vllm', same Cookbook path, same import) is the same incident class and was not taken. Judgement call 2.")

# ---------------------------------------- openai/openai-cookbook #1994: gpt-oss guide, vllm 0.10.1+gptoss -> flash_attn_varlen_func() unexpected keyword 's_aux'
case("openai-cookbook-1994-gpt-oss-120b-vllm-0101-gptoss-flash-attn-varlen-unexpected-s-aux",
     "https://github.com/openai/openai-cookbook/issues/1994",
     "# Flash Attention `s_aux` parameter compatibility issue in vllm==0.10.1+gptoss\n"
     "\n"
     "## Bug Report\n"
     "\n"
     "**Environment:**\n"
     "- OS: Linux 5.15.0-140-generic\n"
     "- Python: 3.12.0\n"
     "- CUDA: 12.8\n"
     "- GPU: Multi-GPU setup (CUDA_VISIBLE_DEVICES=0,1)\n"
     "\n"
     "**Installed Versions:**\n"
     "```bash\n"
     "vllm==0.10.1+gptoss (from https://wheels.vllm.ai/gpt-oss/)\n"
     "torch==2.9.0.dev20250804+cu128\n"
     "torchaudio==2.8.0.dev20250804+cu128\n"
     "torchvision==0.24.0.dev20250804+cu128\n"
     "flash-attn==2.8.0 (and 2.8.2 tested)\n"
     "```\n"
     "\n"
     "**Installation Command Used:**\n"
     "```bash\n"
     "pip install --pre torch==2.9.0.dev20250804+cu128 torchaudio==2.8.0.dev20250804+cu128 "
     "torchvision==0.24.0.dev20250804+cu128 --extra-index-url https://download.pytorch.org/whl/nightly/cu128\n"
     "\n"
     "pip install \"flash-attn==2.8.0\" --no-build-isolation\n"
     "\n"
     "pip install --pre vllm==0.10.1+gptoss --extra-index-url https://wheels.vllm.ai/gpt-oss/\n"
     "```\n"
     "\n"
     "## Problem Description\n"
     "\n"
     "When starting the VLLM server with the GPT-OSS model, it fails during inference with a Flash Attention "
     "compatibility error:\n"
     "\n"
     "```bash\n"
     "CUDA_VISIBLE_DEVICES=0,1 vllm serve openai/gpt-oss-120b\n"
     "```\n"
     "\n"
     "**Error:**\n"
     "```\n"
     "TypeError: flash_attn_varlen_func() got an unexpected keyword argument 's_aux'\n"
     "```\n"
     "\n"
     "**Full Stack Trace:**\n"
     "```\n"
     "File \"/vllm/v1/attention/backends/flash_attn.py\", line 526, in forward\n"
     "    flash_attn_varlen_func(",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Filed against OpenAI's cookbook (its gpt-oss 'run with vLLM' guide), the reporter built the environment with pip (torch "
     "nightly 2.9.0.dev20250804+cu128, a separately built upstream flash-attn 2.8.0 / 2.8.2, then vllm==0.10.1+gptoss). "
     "vLLM's FlashAttention backend in the gpt-oss build calls flash_attn_varlen_func(..., s_aux=...) to pass "
     "gpt-oss's attention sinks, but the flash-attention function it ends up calling does not know that argument, so "
     "the first forward pass fails with a TypeError: the attention-kernel package in the environment does not match "
     "the vLLM build. Not a memory or GPU-capacity problem.",
     "no fix reached in the stored text (the issue is closed without a stored reply). From the message: make the "
     "attention kernels match the vLLM build -- a clean environment with vllm==0.10.1+gptoss from the gpt-oss wheel "
     "index and its own bundled vllm-flash-attn (as the guide installs it), without a separately installed upstream "
     "flash-attn",
     release="0.10.1+gptoss", gpu=None, gpus=2,
     command="CUDA_VISIBLE_DEVICES=0,1 vllm serve openai/gpt-oss-120b",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"}],
     note="Excerpt: the issue description as stored, from its heading down to where the stored chunk cuts the stack "
          "trace (the last line is the full stored 'flash_attn_varlen_func(' frame line; the repeated TypeError line "
          "that the chunk cuts mid-word is dropped). The issue title 'VLLM Serve with OSS model is broken' is left out. "
          "gpus=2 from CUDA_VISIBLE_DEVICES=0,1; the GPU model is not stated. Judgement call 3.")

# ---------------------------------------- vllm #28030 (comment): DeepSeek-OCR recipe nightly (cu129) install on a CUDA 12.8 host -> PTX compiled with an unsupported toolchain
case("vllm-28030-deepseek-ocr-recipe-nightly-cu129-ptx-unsupported-toolchain-cuda128-host",
     "https://github.com/vllm-project/vllm/issues/28030",
     "[Installation]: VLLM nightly version installation(0.11.0) is unable to install via uv according to vLLM recipes.\n"
     "\n"
     "@ywang96 \n"
     "\n"
     "Are you sure nightly wheels are compatible with cuda 12.8?\n"
     "\n"
     "```\n"
     "(EngineCore_DP0 pid=1959996)   File \"/cpfs02/user/lyc508653/codespace/DeepSeek-OCR/.venv/lib/python3.12/"
     "site-packages/vllm/vllm_flash_attn/flash_attn_interface.py\", line 236, in flash_attn_varlen_func\n"
     "(EngineCore_DP0 pid=1959996)     out, softmax_lse = torch.ops._vllm_fa2_C.varlen_fwd(\n"
     "(EngineCore_DP0 pid=1959996)                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=1959996)   File \"/cpfs02/user/lyc508653/codespace/DeepSeek-OCR/.venv/lib/python3.12/"
     "site-packages/torch/_ops.py\", line 1255, in __call__\n"
     "(EngineCore_DP0 pid=1959996)     return self._op(*args, **kwargs)\n"
     "(EngineCore_DP0 pid=1959996)            ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=1959996) torch.AcceleratorError: CUDA error: the provided PTX was compiled with an "
     "unsupported toolchain.\n"
     "(EngineCore_DP0 pid=1959996) Search for `cudaErrorUnsupportedPtxVersion' in https://docs.nvidia.com/cuda/"
     "cuda-runtime-api/group__CUDART__TYPES.html for more information.\n"
     "(EngineCore_DP0 pid=1959996) CUDA kernel errors might be asynchronously reported at some other API call, so the "
     "stacktrace below might be incorrect.\n"
     "(EngineCore_DP0 pid=1959996) For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "The commenter followed the DeepSeek-OCR recipe, which installed a vLLM nightly together with torch from the cu129 "
     "index (CUDA 12.9 builds), on a host whose NVIDIA driver supports CUDA 12.8. The vllm-flash-attn kernels in that "
     "build carry PTX from a newer CUDA toolchain than the installed driver can JIT-compile, so the first FlashAttention "
     "call in the engine core fails with cudaErrorUnsupportedPtxVersion. A driver older than the wheels' CUDA version, "
     "not a memory or model problem.",
     "no reply to this comment in the stored text. For this exact message vLLM maintainer youkaichao merged a "
     "troubleshooting entry the same day (vllm PR #28305, 'add guide about the provided PTX was compiled with an "
     "unsupported toolchain', checked with the CUDA driver team): the NVIDIA driver is older than the CUDA used to build "
     "the wheels; upgrade the driver (or use CUDA forward compatibility), or install a vLLM / torch build for the host's "
     "CUDA 12.8 (cu128 wheels) instead of the recipe's cu129 index",
     release="0.11.x nightly (before v0.11.1), per the recipe", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the comment by liyucheng09 (2025-11-07) as stored; the comment's last line, "
          "which the stored chunk cuts after '(EngineCore_DP', is dropped. The install command is not in the stored "
          "chunk: the recipe of that date (vllm-project/recipes DeepSeek/DeepSeek-OCR.md at a430baf) reads 'uv pip "
          "install -U vllm --pre --extra-index-url https://wheels.vllm.ai/nightly --extra-index-url "
          "https://download.pytorch.org/whl/cu129 --index-strategy unsafe-best-match'. The issue's own description (an "
          "install-resolution problem) is not the case. Judgement call 4.")

if __name__ == "__main__":
    BATCH.write()
