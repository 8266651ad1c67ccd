"""Round-621 blind batch: vLLM failing at launch or at its first requests because the launch named a REASONING or
TOOL-CALL PARSER that does not fit the model or the vLLM release (a parser name upstream vLLM does not ship, a
model-bundled --tool-parser-plugin file written for another vLLM, a parser class whose constructor no longer fits the
serving layer that builds it); any tracker. Collected by helper wild621 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round621-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues / docs corpora show it; the fix is left out of the excerpt.

Look-ups: 37 of the 40 allowed (33 ``search`` corpus=issues, 3 corpus=docs, 1 corpus=pages; no find_string,
read_file, find_files, find_repos or fetch). 5 cases: Nexusflow/Athene-V2-Agent HF discussion #2 (a parser name only
the vendor's vLLM image ships), vllm #34405 (Qwen3-Coder-Next's bundled tool-parser plugin on vLLM 0.15.0),
speakleash/bielik-tools #12 (the Bielik tool-parser plugin's two-argument constructor on vLLM 0.20+), vllm #38837
(vLLM's own Gemma4ToolParser against the tools-passing serving layer on a 0.18.2rc1 main build), vllm #39847 (vLLM's
own MiniMaxM2Parser against the chat_template_kwargs-passing serving layer on a main build). Every source was checked
with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists (grep of the issue
number in tools/wild_cases_round*.py) before it was spent on.

The slice's classic vein -- a mismatched --tool-call-parser / --reasoning-parser on vLLM's tracker (hermes on a
non-Hermes model, deepseek_r1 on another family, --enable-reasoning removed, 'invalid choice' for a newer parser
name) -- is mined out: rounds 126, 206, 293, 342, 361, 451 and 570 took or named every such thread the queries
returned. The new seam this round found is parser PLUGINS and parser CONSTRUCTORS across releases: vLLM moved
vllm.entrypoints.openai.protocol / tool_parsers (0.13-0.20) and started passing ``tools`` (#38029) and
``chat_template_kwargs`` to parser constructors, which breaks model-bundled plugin files and a few of vLLM's own
parsers at the first tool request. Most of those threads are fix PRs (not taken, see below).

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-spent): vllm #26561 (round 468), #24459 (570, 585),
  #8912 (293, 451, 570), #18375 (451, 570), #17514 (497), #9304 (451), #30651 (411), #18791 (451), #18538, #9312,
  #17609; vllm-project/recipes #51, #515; zai-org/GLM-4.5 #16, #58; zai-org/GLM-4 #745 (286); ByteDance-Seed/seed-oss
  #18 (446, 485); THUDM/glm-4-9b-chat #83 (499); vllm-ascend #14573; datawhalechina/self-llm #459; openbmb/MiniCPM3-4B
  discussion #25.
- Error text not in the stored chunk: vllm #11903 (hermes on a non-Hermes model, K-Mistele's diagnosis and the
  reporter's confirmation with Hermes-3-Llama-3.1-8B are stored, the first turn with the error is not), zai-org/GLM-4
  #698 (glm4-9b-chat with --tool-call-parser llama3_json; the chunk stops in the reproduction script, no answer),
  #761 (GLM-4-9B-0414 with pythonic, no error text), vllm #21881 (--tool-parser-plugin not registered on macOS, only
  the env dump stored), #42065 (Nemotron-Nano-9B-v2's nemotron_json plugin vs the 0.20 module reorg: a feature
  request with a table of moved imports, no error line; used here only as the source of the 0.15-0.20 module layout in
  the vllm-34405 fix), speakleash/bielik-tools #8 (plugin vs vLLM 0.13: a diff only), SkyworkAI/Skywork-R1V #42
  (no think tokens in the tokenizer, no error line), mistralai/mistral-vibe #82 (screenshot), HF
  mistralai/Devstral-2-123B-Instruct-2512 discussion #10 (mistral_common chat-template error, cause not reached).
- Fix PRs / CI, not a user's launch (not taken; the fix-PR class grades worse): NVIDIA-NeMo/RL PR #2868 (nemotron_json
  shim 'TypeError: __init__() takes 2 positional arguments but 3 were given' -- the same class as bielik-tools-12),
  tenstorrent/vllm-tt-plugin PRs #72 / #117 (the plugin's Gemma4ToolParser, same TypeError), vllm PRs #39683, #39861,
  #41066, #8709, #30724, #33988, #40942; verl-project/uni-agent PR #116; hanXen/vllm-qwen2.5-coder-tool-parser PR #1;
  vllm-project/recipes PR #83 (restates recipes #51's KeyError).
- Same incident as a case: vllm #39652 (Gemma4ToolParser TypeError on google/gemma-4-26B-A4B-it, twin of #38837),
  vllm #41065 (MiniMaxM2Parser chat_template_kwargs TypeError re-filed by a PR author with a mock reproduction, no
  user log; same class as #39847).
- Parser bugs at requests with the RIGHT parser (not a launch choice, no fix reached): vllm #34322 / vllm-ascend #6561
  (qwen3_coder IndexError on Qwen3-Coder-Next), #32436 (glm47 empty-argument TypeError), #21544, #17790, #19056,
  #22975, #30554, #37937, #9048, #46863 (llama4_pythonic vs JSON output), #39468, #44906, #11402, #11786, #13473,
  #16214, #51073; xorbitsai/inference #3562 (Xinference's own error).

Judgement calls for the lead:
1. hf-athene-v2-agent-disc2: the error is only in the discussion's title and no one answered; the cause is read from
   the message and the model card (its usage runs Nexusflow's own image ghcr.io/nexusflowai/athene-v2-vllm:latest).
   Kind and cause vllm_check_failed, as vllm-recipes-51 (the same 'invalid tool call parser' KeyError) was labelled.
   The release is left None; the KeyError's list (hermes, internlm, llama3_json, mistral) looks like 0.6.3.x.
2. vllm-34405 and bielik-tools-12: a plugin file written for another vLLM -- kind and cause dependency_version_mismatch,
   as README's message_kind row puts "No module named 'vllm.inputs.data'" (a module the importing code expects and
   this vLLM moved) and CPython's "takes N positional arguments but M were given" (two packages of releases not made
   together), and as unsloth-3962 (the same TypeError wording) was labelled. In #34405 the ModuleNotFoundError is in
   the title and the prose only (the stored traceback stops in the start-up banner); no fix is stored (closed stale).
   In bielik-tools-12 the error is the client's relay ('openai.APIError: ...'), not a server log.
3. vllm-38837: the same CPython TypeError, but both sides are vLLM's own code on a main build (0.18.2rc1.dev71): kind
   dependency_version_mismatch (the message's kind), cause release_regression (README: Python's own error in vLLM's
   source elsewhere than a model's code). The lead may prefer kind None.
4. vllm-39847: the stored chunk stops before the exception line; only vLLM's 'Error in parser creation.' log record
   and the call site (chat_template_kwargs=...) are shown, so kind None and cause release_regression; the TypeError
   ('unexpected keyword argument chat_template_kwargs') is named by the merged fix PR #39861, not by the excerpt.
5. All five fail at the first tool request or at start-up with no memory figure: numbers {} and the memory flags
   forbidden throughout.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round621-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- HF Nexusflow/Athene-V2-Agent discussion #2: --tool-call-parser Athene-V2-Agent on upstream vLLM
case("hf-athene-v2-agent-disc2-tool-call-parser-athene-v2-agent-not-in-upstream-vllm",
     "https://huggingface.co/Nexusflow/Athene-V2-Agent/discussions/2",
     "[Feature] KeyError: 'invalid tool call parser: Athene-V2-Agent (chose from { hermes,internlm,llama3_json,mistral })'\n"
     "\n"
     "#2\n"
     "by wyxwangmed - opened\n"
     "\n"
     "Can you put 'Athene-V2-Agent' into the public version of vllm?\n"
     "\n"
     "I think it will be easy to use if you provide it in the public version of vllm.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Athene-V2-Agent (a Qwen2.5-72B-Instruct fine-tune) was served with --tool-call-parser Athene-V2-Agent on an "
     "upstream vLLM: that parser name exists only in Nexusflow's own vLLM docker image (the model card's usage runs "
     "ghcr.io/nexusflowai/athene-v2-vllm:latest), so upstream vLLM's OpenAI server, whose registry held only hermes, "
     "internlm, llama3_json and mistral, refused the parser name at start with this KeyError.",
     "no reply in the discussion. Per the model card, run the model with Nexusflow's vLLM image "
     "(ghcr.io/nexusflowai/athene-v2-vllm:latest), which ships the Athene-V2-Agent parser; on upstream vLLM only a "
     "parser the release lists can be named (the reporter asks for the parser to be upstreamed)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="a Hugging Face model discussion; the error is only in its title (the body is the request to upstream the "
          "parser). The parser list in the KeyError matches a vLLM 0.6.3-era release. Labelled as vllm-recipes-51 (the "
          "same 'invalid tool call parser' KeyError for --tool-call-parser openai on 0.10.1) was.")

# ---------------------------------------- vllm #34405: Qwen3-Coder-Next's bundled qwen3coder_tool_parser_vllm.py on vLLM 0.15.0
case("vllm-34405-qwen3-coder-next-v0150-bundled-tool-parser-plugin-no-module-openai-protocol",
     "https://github.com/vllm-project/vllm/issues/34405",
     "[Bug]: Qwen3-Coder-Next加载模型自带的qwen3coder_tool_parser_vllm.py，报错No module named "
     "'vllm.entrypoints.openai.protocol'\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "v0.15.0\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Qwen3-Coder-Next通过--tool-parser-plugin参数，加载模型自带的qwen3coder_tool_parser_vllm.py：\n"
     "```\n"
     "vllm serve /llm_data2/Qwen3-Coder-Next/ \\\n"
     "  --tensor-parallel-size 4 \\\n"
     "  --enable-expert-parallel \\\n"
     "  --served-model-name Qwen3-Coder-Next \\\n"
     "  --trust-remote-code \\\n"
     "  --enable-auto-tool-choice \\\n"
     "  --tool-parser-plugin /llm_data2/Qwen3-Coder-Next/qwen3coder_tool_parser_vllm.py \\\n"
     "  --tool-call-parser qwen3_coder \\\n"
     "  --max-model-len auto \\\n"
     "  --compilation-config '{\"cudagraph_mode\":\"FULL_DECODE_ONLY\"}' \\\n"
     "  --max-num-batched-tokens 4096 \\\n"
     "  --gpu-memory-utilization 0.8\n"
     "```\n"
     "\n"
     "vllm在加载qwen3coder_tool_parser_vllm.py文件时，报错No module named 'vllm.entrypoints.openai.protocol'\n"
     "```\n"
     "(APIServer pid=78) INFO 02-12 07:30:43 [utils.py:325]        █     █     █▄   ▄█\n"
     "(APIServer pid=78) INFO 02-12 07:30:43 [utils.py:325]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.15.0\n"
     "(APIServer pid=78) INFO 02-12 07:30:43 [utils.py:325]   █▄█▀ █     █     █     █  model   /llm_data2/Qwen3-Coder-Next/\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.15.0 serving Qwen3-Coder-Next with --tool-parser-plugin pointed at the tool-parser file bundled in the "
     "model repository (qwen3coder_tool_parser_vllm.py). The plugin was written against an older vLLM and imports "
     "vllm.entrypoints.openai.protocol, a module 0.15 no longer has (its classes moved to "
     "vllm.entrypoints.openai.chat_completion.protocol and vllm.entrypoints.openai.engine.protocol), so importing the "
     "plugin at server start fails with ModuleNotFoundError: a plugin file and a vLLM of releases not made together.",
     "no fix in the stored thread (closed stale). The way out the message leaves: drop --tool-parser-plugin and use "
     "vLLM's built-in --tool-call-parser qwen3_coder (the name the launch already gives), or a plugin file updated to "
     "0.15's module layout (vllm #42065 tabulates the moved imports), or the vLLM release the bundled file was "
     "written for",
     release="0.15.0", gpu=None, gpus=None,
     command="vllm serve /llm_data2/Qwen3-Coder-Next/ --tensor-parallel-size 4 --enable-expert-parallel "
             "--served-model-name Qwen3-Coder-Next --trust-remote-code --enable-auto-tool-choice --tool-parser-plugin "
             "/llm_data2/Qwen3-Coder-Next/qwen3coder_tool_parser_vllm.py --tool-call-parser qwen3_coder "
             "--max-model-len auto --compilation-config '{\"cudagraph_mode\":\"FULL_DECODE_ONLY\"}' "
             "--max-num-batched-tokens 4096 --gpu-memory-utilization 0.8",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-batched-tokens"}],
     note="Chinese title / prose: 'Qwen3-Coder-Next loading the model's own qwen3coder_tool_parser_vllm.py reports No "
          "module named ...' and 'when vllm loads the qwen3coder_tool_parser_vllm.py file it reports ...'. The stored "
          "traceback stops in the start-up banner; the error is in the title and the prose. The GPU is not named.")

# ---------------------------------------- speakleash/bielik-tools #12: BielikToolParser plugin on vLLM 0.20+
case("bielik-tools-12-vllm-020-bielik-tool-parser-plugin-init-takes-2-positional-3-given",
     "https://github.com/speakleash/bielik-tools/issues/12",
     "BielikToolParser error in vLLM v0.20.0+\n"
     "\n"
     "There is a problem with `BielikToolParser` for vLMM v0.20.+:\n"
     "\n"
     "```\n"
     "openai.APIError: BielikToolParser.__init__() takes 2 positional arguments but 3 were given\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The Bielik models' tool-call parser is an out-of-tree --tool-parser-plugin file (tools/bielik_vllm_tool_parser.py) "
     "whose constructor takes only the tokenizer. vLLM 0.20 builds every tool parser as parser_cls(tokenizer, tools), "
     "so the first request carrying tools fails with this TypeError, relayed to the OpenAI client: the plugin was "
     "written for an older vLLM than the one serving.",
     "the reporter's own fix, stated in the issue: change the plugin's __init__(self, tokenizer) to "
     "__init__(self, tokenizer, *args, **kwargs) and pass them on to super().__init__ -- 'Fixes that problem'",
     release="0.20.x", gpu=None, gpus=None, command=None,
     forbidden=_MEM,
     note="the error is the OpenAI client's relay (openai.APIError) of the server's 400, not a server log; the issue "
          "names the release only as 'v0.20.0+' / 'v0.20.+'. Labelled as unsloth-3962 (the same CPython wording, a "
          "package written for another vLLM) was.")

# ---------------------------------------- vllm #38837: 0.18.2rc1.dev71 main, Gemma-4-31B-IT-NVFP4 on GB10, --tool-call-parser gemma4
case("vllm-38837-gemma4-31b-nvfp4-gb10-0182rc1-gemma4-tool-parser-init-takes-2-positional-3-given",
     "https://github.com/vllm-project/vllm/issues/38837",
     "[Bug]: Gemma4ToolParser.__init__() missing `tools` parameter — 400 error on tool calls\n"
     "\n"
     "```text\n"
     "vLLM version: 0.18.2rc1.dev71 (main branch, post-#38826)\n"
     "PyTorch: 2.10.0+cu130\n"
     "CUDA: 13.0\n"
     "GPU: NVIDIA GB10 (DGX Spark, SM 12.1)\n"
     "Python: 3.12.13\n"
     "OS: Linux-6.17.0-1014-nvidia-aarch64-with-glibc2.35\n"
     "```\n"
     "\n"
     "## 🐛 Describe the bug\n"
     "\n"
     "```\n"
     "400 Gemma4ToolParser.__init__() takes 2 positional arguments but 3 were given\n"
     "```\n"
     "\n"
     "### How to reproduce\n"
     "\n"
     "1. Serve a Gemma 4 model with tool calling enabled:\n"
     "   ```bash\n"
     "   vllm serve nvidia/Gemma-4-31B-IT-NVFP4 \\\n"
     "       --enable-auto-tool-choice \\\n"
     "       --tool-call-parser gemma4\n"
     "   ```\n"
     "2. Send a chat completion request with `tools` specified\n"
     "3. Get `400` error immediately",
     "dependency_version_mismatch", {}, "release_regression",
     "A main-branch vLLM (0.18.2rc1.dev71) serving Gemma-4-31B-IT-NVFP4 with --tool-call-parser gemma4: the serving "
     "layer builds tool parsers with (tokenizer, tools) since vLLM PR #38029, but the Gemma4ToolParser added in PR "
     "#38826 was written against the old one-argument constructor, so every request with tools fails with this "
     "TypeError (HTTP 400). Two parts of the same vLLM build that do not fit each other, not the user's launch.",
     "the issue was closed; the reporter's root cause (Gemma4ToolParser must accept tools and pass them to "
     "ToolParser.__init__) is the fix, the same one-line diff posted in vllm #39652 for the identical error. A vLLM "
     "build with the fixed parser; nothing in the launch needs to change",
     release="0.18.2rc1.dev71", gpu="NVIDIA GB10", gpus=1,
     command="vllm serve nvidia/Gemma-4-31B-IT-NVFP4 --enable-auto-tool-choice --tool-call-parser gemma4",
     forbidden=_MEM,
     note="the excerpt leaves out the issue's own 'Root cause' section (the diagnosis and the diff). The error reaches "
          "the client as a 400; the server starts normally.")

# ---------------------------------------- vllm #39847: main build db8a6d66b, MiniMax M2 parser vs refactored serving
case("vllm-39847-main-db8a6d66b-minimax-m2-parser-creation-chat-template-kwargs",
     "https://github.com/vllm-project/vllm/issues/39847",
     "[Bug]: MiniMaxM2Parser incompatible with refactored OpenAIServingChat\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "build db8a6d66b\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "```python\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581] Error in parser creation.\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581] Traceback (most recent call last):\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]   File \"/runtime/lib/python3.13/site-packages/vllm/entrypoints/openai/chat_completion/serving.py\", line 571, in chat_completion_stream_generator\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]     self.parser_cls(\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]     ~~~~~~~~~~~~~~~^\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]         tokenizer,\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]         ^^^^^^^^^^\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]         request.tools,\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]         ^^^^^^^^^^^^^^\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]         chat_template_kwargs=chat_template_kwargs,\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]     )\n"
     "(APIServer pid=109941) ERROR 04-14 23:12:44 [serving.py:581]     ^",
     None, {}, "release_regression",
     "A main-branch vLLM build (db8a6d66b) serving a MiniMax M2 model with its combined MiniMax M2 parser: the "
     "refactored chat-completion streaming path passes chat_template_kwargs= to every parser constructor, but "
     "MiniMaxM2Parser.__init__ took only (tokenizer, tools), so creating the parser raised TypeError ('unexpected "
     "keyword argument chat_template_kwargs') on every streaming request and the output came back unparsed. A "
     "regression inside one vLLM build, not the user's launch.",
     "vLLM PR #39861 (merged, 'Fixes #39847') added **kwargs to MiniMaxM2Parser.__init__; a build with it (the same "
     "break reappeared later and was fixed again, vllm #41065 / PR #41066)",
     release="main build db8a6d66b", gpu=None, gpus=None, command=None,
     forbidden=_MEM,
     note="the stored chunk stops at the call site, before the exception line; the exception is named by the merged "
          "fix PR #39861 ('TypeError: MiniMaxM2Parser.__init__() got an unexpected keyword argument "
          "'chat_template_kwargs''), not by the excerpt.")

BATCH.write()
