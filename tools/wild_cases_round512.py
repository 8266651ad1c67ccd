"""Round-512 blind batch: vLLM start-up failures (and failures at the first requests caused by how vLLM was launched) on
Q&A and BLOG PAGES other than CSDN (the search tool's pages corpus -- Stack Overflow, Server Fault, Super User, Zhihu,
Juejin, cnblogs, SegmentFault, Qiita, Zenn, velog, Tistory, Habr, dev.to, Medium, personal blogs), searched by exact
vLLM error strings and by "vllm serve" + error words in English, Chinese, Japanese, Korean and Russian; collected by
helper wild512 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch":
"round512-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to
be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test suite
on these excerpts, and did not read kvroom's source; every expectation was written from the source page only. The
excerpt is the text as the stored page / stored repository file shows it; the fix is left out of it.

Look-ups: 37 of the 40 allowed: 29 ``search`` (26 corpus=pages, 3 corpus=code), 2 ``find_files``, 5
``read_file``, 1 ``find_string``; no fetch. Stopped with 3 left because the slice returned nothing new.
**3 cases**:
- gemma-forge-gotcha-vllm-019-gemma4-31b-nvfp4-auto-tool-choice-requires-flags-400 (Ken Rollins' gemma-forge project
  journal, GitHub Pages; gotcha 'vLLM requires explicit flags for function calling': vLLM 0.19.0 serving Gemma 4
  without --enable-auto-tool-choice / --tool-call-parser, first tool request -> 400).
- gemma-forge-gotcha-gemma4-31b-nvfp4-2xl4-max-model-len-4096-context-400 (same journal; gotcha 'NVFP4 31B on L4 has
  minimal KV cache headroom': launched with max_model_len=4096 because only ~642 MiB/GPU was left for the KV cache; the
  agent's second/third turn -> 400 'maximum context length is 4096 tokens ... 4097 tokens').
- jishuzhan-2005850804931575809-gb10-gpt-oss-120b-source-build-numpy-multiarray-failed-to-import (jishuzhan.net,
  a Chinese GB10 + GPT-OSS-120B deployment write-up: a source-built vLLM fails at start-up with 'ImportError:
  numpy.core.multiarray failed to import'; the author's fix was numpy<2.3).
Every source was checked with grep -iF against /work/coord/USED_SOURCES.txt, the fixtures' source_url and
tools/wild_cases_round*.py before a look-up was spent on it (the two gemma-forge gotchas are pages of a site four of
whose OTHER gotchas earlier rounds took -- nvfp4-vram-math, transformers-gemma4, triton-vllm-version,
nemotron-tp-tiling-error; these two URLs were in no list).

What the slice gave (it confirms rounds 443, 444, 463 and 486): the pages corpus holds NO Stack Overflow / Server
Fault / Super User thread for any phrasing tried (exact vLLM messages: 'No available memory for the cache blocks', 'is
larger than the maximum number of tokens that can be stored in KV cache', 'KV cache is needed, which is larger than the
available KV cache memory', 'Bfloat16 is only supported on GPUs with compute capability', 'Engine core initialization
failed', 'Failed to infer device type', 'undefined symbol ... _C.abi3.so'; SO-style titles). It answers with AI-written
explainers and content farms (errornotes.dev, runlocalai, runaihome + its dev.to copy, theneuralbase, gigagpu,
aitoolsguidebook, intranet.presrite, leeroopedia, openillumi, ai-manual.ru, mojoai.ru, blog.gitcode.com rewrites of
GitHub issues, adg.csdn / youkuaiyun, mynw / 0539edu / mzph / wmrh farms, stepcodex issue rewrites, cloudzsexy spam),
plus first-hand pages earlier rounds already used (velog js03210, gpt9.kr, myoceane.fr, qiita nagayaoh, catg.kghs.net
part 1 and 2, ojitha.github.io, aitherium, discuss.ai.google.dev Gemma-4 Vertex thread, runtimenotes.com, the
Jong-Seong GB10 guide, atcuality2021/vllm-gb10, mcsm.jp GB10 diary). Korean (velog / tistory), Japanese (Zenn / Qiita)
and Russian (Habr) phrasings returned the same used pages or explainers. The route that worked was the one earlier
rounds found: a first-hand project site (GitHub Pages) whose source repository the index holds, listed with
find_files and read with read_file.

Sources given up (for the lead, not cases):
- Already used / in earlier skip lists (not re-opened): velog js03210; gpt9.kr; myoceane.fr (Gemma-4 / GPT-OSS on
  A100); qiita nagayaoh; catg.kghs.net part 1 and part 2 ('--swap-space doesn't exist in vLLM 0.21.0', no error text
  stored); ojitha.github.io Gemma4-26B on a gfx1150 APU (round 201 took its AITER case); aitherium Gemma-4 hot-swap;
  discuss.ai.google.dev t/141868; runtimenotes.com RunPod series; kenrollins gotchas nvfp4-vram-math, transformers-gemma4,
  triton-vllm-version, nemotron-tp-tiling-error; Jong-Seong/qwen3-next-gb10-guide; atcuality2021/vllm-gb10; mcsm.jp GB10
  bare-metal diary; stepcodex rewrite of vllm #37883 (UVA CPU offload on WSL); jishuzhan 2002605617710694401 and
  2011634582375415809; HF deepseek-ai/DeepSeek-V4-Flash #28.
- First-hand but no vLLM error text in the stored text: prathamesh.dev 'Building a Local LLM Server on Blackwell:
  Everything That Went Wrong' (only Part 1 is stored: the RTX PRO 6000's 'nvidia-smi: No devices were found', a driver /
  GSP-firmware problem fixed with nvidia-driver-580-open -- not vLLM); blog.us.fixstars.com ?p=1070 and
  proc-cpuinfo.fixstars.com 2025/04/llama4-vllm-context-length (Llama 4 Scout / Maverick on vLLM 0.8.3, 8x H100 cannot
  take 10M tokens -- shown as a figure, no message in the text); kenrollins gemma-forge nemotron-tool-parser (symptom is
  prose: no structured tool_calls, no error line); gemma-forge journey 00.5 and 12 (configuration findings, '--enforce-eager
  because the sampler warm-up OOM'd during CUDA graph capture' without the message); infoedu.co.kr XGEN tuning notes
  (mentions OOM, no log); hugingapi.com mirror of lukealonso/GLM-5.1-NVFP4 #4 (summary of failures, no verbatim error);
  reddit.sentinel-team.org snapshot of the SM120 NVFP4 MoE debug report (garbage output, not a start-up failure);
  banandre.com CUTLASS SM120 article (re-telling of someone else's benchmark).
- Content farms / rewrites (not first-hand): mynw.cn 425280 (a T4x2 Qwen2.5-VL-AWQ docker walkthrough copied from
  elsewhere), mynw.cn 911551 / 848567, 0539edu.com 869325 (gpt-oss-20b-WEBUI 'avoid the pits' lists), wmrh.cn 129032
  (EngineDeadError 'seven causes'), blog.youkuaiyun.com gitblog rewrite of an Xinference VLLM_USE_V1 issue,
  blog.gitcode.com rewrites (api-for-open-llm KV-cache 8192 > 4512 and 32768 > 15248, Mixtral compile cache, ROCm
  cutlass_mla_decode undefined symbol, OpenRLHF 'No supported device detected', Qwen on V100 bf16).

Judgement calls for the lead:
1. Both gemma-forge cases fail at a REQUEST, not at start-up; taken under 'a failure at its first requests caused by how
   it was launched', with the labels earlier rounds used for the same messages: the '"auto" tool choice requires
   --enable-auto-tool-choice and --tool-call-parser to be set' 400 is kind vllm_check_failed / cause
   auto_tool_choice_not_enabled (five earlier fixtures); the 'This model's maximum context length is N tokens ... for a
   total of at least N+1 tokens' 400 is kind vllm_check_failed / cause prompt_exceeds_max_model_len (six earlier
   fixtures use that cause for the decoder-prompt / input-too-long refusals). For the context case the page's own fix is
   two-pronged (compact the tool outputs AND raise max_model_len to 8192, which its 10,432-token KV cache allows for one
   request), so the cause could also be read as kv_too_small-adjacent; I kept the cause the message names. It hits on the
   second or third agent turn, not the first request.
2. The gemma-forge source_url is the published page (kenrollins.github.io/gemma-forge/journal/gotchas/...), as earlier
   rounds cited this site; the text was read from the site's source in kenrollins/gemma-forge at commit
   b7c79a6382044b8db051db71b53fec7d9f6574c4 (docs/journal/gotchas/*.md). The machine is a Dell XR7620 with 4x NVIDIA L4
   (journey 00.5), so gpus=4 although the model ran tp=2 on GPUs 0+1.
3. jishuzhan-2005850804931575809: jishuzhan.net is a Chinese tech-article aggregator (not CSDN itself, though it often
   carries CSDN authors' posts) and this write-up reads partly AI-polished ('黄金部署路径', emoji headings). Taken because
   the error line is verbatim, the environment is specific (GB10, CUDA 13.0, Python 3.11 conda, vLLM source build for
   MXFP4) and the author states the fix that worked (pip install "numpy<2.3" --force-reinstall). The author's diagnosis
   ('Numba vs NumPy 2.x ABI conflict') is theirs; the message itself only says a compiled module could not import
   numpy's C core. kind / cause dependency_version_mismatch, as for the earlier NumPy-2 fixtures (vllm-5594,
   github-atreydesai numba-needs-numpy). Drop it if the lead treats jishuzhan as a CSDN mirror (outside this slice) or
   as an AI-written page. The stored chunk stops at '踩坑 2:Harmony 词表下载' -- the HarmonyError (offline tiktoken vocab)
   and the 'multiprocessing CUDA init deadlock' sections of the same page are not stored, so no case was made of them.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round512-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- gemma-forge gotcha: vLLM 0.19.0 + Gemma 4 without tool-call flags -> 400
case("gemma-forge-gotcha-vllm-019-gemma4-31b-nvfp4-auto-tool-choice-requires-flags-400",
     "https://kenrollins.github.io/gemma-forge/journal/gotchas/vllm-tool-call-parser/",
     "Gotcha: vLLM requires explicit flags for function calling\n"
     "\n"
     "## Symptom\n"
     "```\n"
     "Error code: 400 - \"auto\" tool choice requires --enable-auto-tool-choice\n"
     "and --tool-call-parser to be set\n"
     "```\n"
     "\n"
     "When sending an OpenAI-format request with `tools` parameter to vLLM,\n"
     "the request is rejected with a 400 error.\n"
     "\n"
     "## Environment\n"
     "- vLLM 0.19.0\n"
     "- Gemma 4 31B-IT NVFP4 and E4B-IT\n"
     "- vllm/vllm-openai container with gemma-forge/vllm:latest Dockerfile",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "The gemma-forge project (an agentic harness on Google ADK talking to vLLM's OpenAI-compatible API on a 4x NVIDIA L4 "
     "server) started vLLM 0.19.0 with Gemma 4 (31B-IT NVFP4 at tp=2, and E4B-IT) without tool calling enabled; vLLM "
     "does not enable function calling by default and needs a model-family parser chosen at start-up, so the first "
     "request carrying `tools` (tool_choice auto) was refused with a 400.",
     "the author: add --enable-auto-tool-choice --tool-call-parser gemma4 to `vllm serve` (gemma4, not functiongemma); "
     "with the flags both Gemma 4 31B-IT NVFP4 (tp=2) and E4B-IT returned structured tool_calls that ADK executes",
     release="0.19.0", gpu="NVIDIA L4 (24 GB)", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="the page's title, 'Symptom' and 'Environment' sections (read from docs/journal/gotchas/vllm-tool-call-parser.md "
          "in kenrollins/gemma-forge at b7c79a63); 'Root cause', 'Fix', 'Important' and 'Verified behavior' left out. "
          "A request-time 400 caused by the launch flags; no vLLM start-up log is pasted.")

# ---------------------------------------- gemma-forge gotcha: NVFP4 31B on 2x L4, max_model_len 4096 -> 400 at turn 2-3
case("gemma-forge-gotcha-gemma4-31b-nvfp4-2xl4-max-model-len-4096-context-400",
     "https://kenrollins.github.io/gemma-forge/journal/gotchas/context-window-edge/",
     "Gotcha: NVFP4 31B on L4 has minimal KV cache headroom\n"
     "\n"
     "## Symptom\n"
     "```\n"
     "Error code: 400 - This model's maximum context length is 4096 tokens.\n"
     "However, you requested 1024 output tokens and your prompt contains at\n"
     "least 3073 input tokens, for a total of at least 4097 tokens.\n"
     "```\n"
     "\n"
     "Hits on the second or third turn of a multi-turn conversation, even\n"
     "with max_model_len=4096. The first turn works fine.\n"
     "\n"
     "## Environment\n"
     "- nvidia/Gemma-4-31B-IT-NVFP4\n"
     "- tensor_parallel_size=2\n"
     "- gpu_memory_utilization=0.90\n"
     "- NVIDIA L4 (23,034 MiB per GPU)\n"
     "- KV cache: FP8 e4m3",
     "vllm_check_failed", {"max_model_len": 4096}, "prompt_exceeds_max_model_len",
     "nvidia/Gemma-4-31B-IT-NVFP4 at tensor_parallel_size=2 on two L4s takes ~21.9 GB per GPU, leaving ~642 MiB per GPU "
     "for an FP8 KV cache (10,432 tokens in all), so vLLM was launched with max_model_len=4096; the ADK agent's prompt "
     "grows inside a turn (previous messages + tool calls + a STIG scan result), and by the second or third turn prompt "
     "(3073+) plus the requested 1024 output tokens passed 4096, which vLLM refuses with a 400.",
     "the author (multi-pronged): truncate tool outputs (the 71K-char STIG scan to the 20 most relevant failing rules), "
     "raise max_model_len to 8192 (the 10,432-token KV cache allows it for one concurrent request), ask the agent for "
     "concise answers, and consider summarising between loop iterations",
     release="0.19.0 (the journal's vLLM; not printed on this page)", gpu="NVIDIA L4 (23,034 MiB)", gpus=4,
     command=None,
     forbidden=[{"flag": "--max-model-len", "at_most": 4096}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--cpu-offload-gb"}],
     note="the page's title, 'Symptom' and 'Environment' sections (docs/journal/gotchas/context-window-edge.md in "
          "kenrollins/gemma-forge at b7c79a63); 'Root cause' (the 642 MiB / 10,432-token / 3.58x numbers), 'Fix' and "
          "'Key insight' left out. The host has 4 L4s (journey 00.5: tp=2 on GPUs 0+1, GPUs 2+3 free). A request-time "
          "400 caused by the launch's max_model_len; judgement call 1.")

# ---------------------------------------- jishuzhan: GB10, GPT-OSS-120B, vLLM source build -> numpy.core.multiarray failed to import
case("jishuzhan-2005850804931575809-gb10-gpt-oss-120b-source-build-numpy-multiarray-failed-to-import",
     "https://jishuzhan.net/article/2005850804931575809",
     "实战:在 NVIDIA Blackwell GB10 上部署 GPT-OSS 120B (MXFP4) 全流程避坑指南\n"
     "\n"
     "🛠️ 硬件与环境清单\n"
     "- GPU: NVIDIA Blackwell GB10 (128GB Unified Memory)\n"
     "- Driver: CUDA 13.0 Compatible (Driver 580+)\n"
     "- OS: Ubuntu 24.04.3 LTS\n"
     "- Python: 3.11 (Conda)\n"
     "- vLLM: V1 Engine (Source Build)\n"
     "- Model: GPT-OSS 120B (MXFP4 Quantized)\n"
     "\n"
     "conda create -n vllm-spark python=3.11 -y\n"
     "conda activate vllm-spark\n"
     "git clone https://github.com/vllm-project/vllm.git\n"
     "cd vllm\n"
     "pip install -r requirements-build.txt\n"
     "export MAX_JOBS=32\n"
     "pip install -e .\n"
     "\n"
     "💥 踩坑 1:NumPy ABI 兼容性冲突\n"
     "【问题现象】\n"
     "启动时报错 ImportError: numpy.core.multiarray failed to import",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A vLLM built from source (pip install -e .) in a Python 3.11 conda env on an NVIDIA GB10 (DGX Spark class, CUDA "
     "13.0) fails at start-up with 'ImportError: numpy.core.multiarray failed to import': the environment had pulled in a "
     "NumPy 2.x that a compiled dependency could not load with -- the author pins it on Numba vs NumPy 2.x (some vLLM "
     "dependency installed the new NumPy).",
     "the author: pip install \"numpy<2.3\" --force-reinstall, then checked the torch / numpy versions; deployment "
     "went on",
     release="vLLM main, source build (V1 engine; version not printed)", gpu="NVIDIA GB10 (128 GB unified memory)",
     gpus=1, command="pip install -e .  (then starting vLLM)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="the page's title, environment list, the build commands and the '问题现象' line as stored; '原因分析' and "
          "'解决方案' left out. The stored chunk ends at '踩坑 2:Harmony 词表下载'. Judgement call 3 (jishuzhan / "
          "possibly AI-polished).")

BATCH.write()
