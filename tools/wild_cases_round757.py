"""Round-757 blind batch: STRUCTURED OUTPUT, REASONING-PARSER AND TOOL-PARSER FLAGS AT vLLM'S START-UP
(--guided-decoding-backend / --structured-outputs-config, xgrammar / outlines / lm-format-enforcer import or version
errors, --reasoning-parser, --tool-call-parser, --enable-auto-tool-choice refusals), from any repository; collected by
helper wild757 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round757-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source only
(the report itself, the author's follow-up commit or note that says what fixed it). Excerpts are the text as the
stored file shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 45 allowed: 15 ``search`` corpus=issues, 3 ``search`` corpus=code, 4 ``find_string``, 5
``read_file``, 4 ``fetch`` (2 gave no snapshot), 1 ``find_repos``, 7 ``find_files``. 3 cases, all from committed files
(the issues corpus gave nothing new: every thread of this slice it returned was used or skip-listed):
- guardkit run-4.md (NVIDIA's NGC vLLM 26.01 container = vLLM 0.13.0 on a DGX Spark GB10: 'vllm: error: unrecognized
  arguments: --guided-decoding-backend xgrammar'; the author's commit 8 minutes later swaps it for
  --structured-outputs-config.backend xgrammar, 'the old --guided-decoding-backend flag was removed in v0.12').
- guardkit failing-extra-args.md (the same author, 13 days later, another script, vllm/vllm-openai:cu130-nightly:
  'unrecognized arguments: --guided-decoding-backend outlines'; fixed 17 minutes later with
  --structured-outputs-config.backend xgrammar).
- 0xc1fa/edge docs/note-vllm.md (vLLM 0.26.0 image on 2x RTX 4090, Qwen3.8-27B AWQ: "KeyError: 'invalid tool call
  parser: qwen3 (chose from { ..., qwen3_coder, qwen3_xml, ... })'" in a restart loop; fixed with
  --tool-call-parser=qwen3_xml).

How mined: this slice is mined out in the issues corpus. Rounds 126, 188, 206, 252, 293, 342, 384, 387, 451, 552,
570, 580, 585, 617, 621, 625, 646, 663, 678, 689, 698, 700, 711, 713 cut it or its neighbours; 264 of the 3721 earlier
fixtures mention these flags. The find_string tool over committed files (run logs, runbooks, lessons-learned notes)
still finds fresh reports with the error line and the author's fix; the cost is locating the repository and path,
which read_file by id does not give (find_files by a path the text names did it twice).

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): vllm #18538, #9312, #16339, #9986, #8057, #8974, #24459, #34405,
  #42065, #21881, #16030 / mlc-ai/xgrammar #292, #13563, #16738, #13505, #13847; xorbitsai/inference #2900;
  dottxt-ai/outlines #1610, #1326; zai-org/GLM-4.5 #58; vllm-project/recipes #51, #515; vllm-ascend #14573;
  zai-org/GLM-4 #545; ms-swift #3356; JIA-Lab-research/Seg-Zero #12; langchain4j #3475; QwenPaw #1449; evalscope
  #1196; microsoft/agent-lightning #592; gianpremrajaram/precept-research CHANGELOG (round 188).
- No cause in the stored thread: vllm #42399 ('vllm: error: unrecognized arguments: --reasoning-config' on
  vllm/vllm-openai:v0.20.1 with --reasoning-parser qwen3; closed, no answer stored -- the lead can read the flag tables
  for the release that added --reasoning-config); vllm #32600 (import-time traceback with --reasoning-parser qwen3
  --tool-call-parser qwen3_coder, open, the error line not stored).
- Error line not in the stored chunk: vllm #53072 ('--headless does not load custom reasoning parser plugins', vLLM
  0.25.1, closed by the merged PR #53124 'Load reasoning parser plugins before headless engine config'; the stored
  description stops inside the reporter's minimal parser, before the KeyError) -- a good case if a later round
  reaches the rest of the description; it is the core-vLLM twin of the used vllm-ascend #14573.
- Fresh committed notes found with find_string whose repository / path the collector could not pin within the budget
  (each has the error line and the author's cause / fix; good cases for a later round):
  * read_file id 52538728601, a Korean 'Claude Bug Report' (pt-eval / wbl-eval, Solar-Open-100B on Slurm): B002
    'vllm serve: error: argument --reasoning-parser: invalid choice: 'solar_wbl'' on vLLM 0.11.1 (the choices are
    fixed before --reasoning-parser-plugin is imported; fix: register the parser in vllm/reasoning/__init__.py) and
    B004 'invalid tool call parser: solar_wbl' caused by 'No module named pyjson5' inside the tool-parser plugin (fix:
    pip install pyjson5).
  * neronain/AutoDeployDGXProject src/lmds/brain/orchestrator.py (the stored version with the 2026-09-01 docstring
    was not the one read_file returned; id 63222536533, test id 63272355254): a planner LLM gave a Qwen3.5 MoE
    '--tool-call-parser qwen25 --reasoning-parser qwen25' (SGLang's names) and the container died after loading
    122B of weights with "KeyError: 'invalid tool call parser: qwen25'" / 'Reasoning parser 'qwen25' not found'.
  * id 62683031797 (a patch script): NVIDIA's Llama-Nemotron tool-parser plugin written against vllm==0.9.2 fails to
    import on 0.26 (ModuleNotFoundError on vllm.entrypoints.openai.protocol), so 'invalid tool call parser:
    llama_nemotron_json'.
  * id 63611331661 (a DGX notes file, 68K characters): Qwen3.6-27B with --tool-call-parser qwen25 -> invalid tool
    call parser; the working launch uses qwen3_xml.
  * id 55900210115 (an Ascend runbook, vLLM 0.18.0rc1): 'invalid tool call parser: deepseekv3' -> deepseek_v3.
  * id 58755281510 in Porrrrrrg/Formal-Aware-AI-DV-Copilot (path not found among its 233 .md files listed):
    'vllm 0.20.2 rejected ... --enable-reasoning'; startup succeeded without the reasoning flags.
  * id 54076173637 (a lessons-learned file beside submodules/vllm_service): '--enable-reasoning' refused by
    vllm/vllm-openai:v0.19.x; --reasoning-parser alone.
- Not vLLM / not start-up: rapid-mlx's '--reasoning-parser: invalid choice: '(none)'' (an MLX server, id
  59118594952); jsirish/llm-hosting TOOL-PARSER-RESEARCH.md (request-time parser errors); vllm #16339 (llguidance
  TypeError at request time, and skip-listed); dynamo PR #5127, vllm-ascend #11588 / PR #11589, vllm PR #49625
  (mixed structured-output backends at request time).

Judgement calls for the lead:
1. Both guardkit cases are vLLM's argparse refusal "unrecognized arguments: --guided-decoding-backend X" (the
   guided_* flags went away when --structured-outputs-config came in, vLLM PR #22772). Kind and cause follow the 30
   earlier fixtures of an unrecognized argument (vllm_check_failed / vllm_check_failed); dependency_version_mismatch
   is the alternative (two earlier fixtures). The fix that worked in both is --structured-outputs-config.backend
   xgrammar; in the second the author also switched the backend from outlines to xgrammar, so 'outlines' in the new
   flag is not shown to fail.
2. guardkit already has nine fixtures from other files of the same repository (rounds 28-186); these two are new files
   and a different failure class. The second one's release is not printed: the script's default image for that preset
   is vllm/vllm-openai:cu130-nightly (late March 2026), and the usage line lists a 'launch' subcommand that the first
   log's 0.13.0 lacks; release is left None.
3. edge-note-vllm: the author's explanation ('vLLM 0.26.0 split the qwen3 parser into qwen3_coder / qwen3_xml') is
   their reading; the collector is not sure vLLM ever had a 'qwen3' tool parser. Either way the name is not among the
   release's parsers, and qwen3_xml started it. The excerpt is the note's own section up to the pasted KeyError, with
   the flow chart (it names the fix) and step 3's heading (it names the fix) left out. Kind / cause follow the earlier
   'invalid tool call parser' fixtures (vllm_check_failed / vllm_check_failed). The note's next failure (the missing
   preprocessor_config.json) is outside the excerpt.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round757-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}]

# ---------------------------------------- guardkit run-4.md: NGC vLLM 26.01 (0.13.0) on DGX Spark, --guided-decoding-backend xgrammar refused
case("guardkit-gb10-ngc-2601-v0130-guided-decoding-backend-xgrammar-unrecognized",
     "https://github.com/guardkit/guardkit/blob/29ca719632476f0926c7e694ca428f4893cfe876/docs/reviews/graphiti-qwen3/run-4.md",
     'richardwoollcott@promaxgb10-41b1:~/Projects/appmilla_github/guardkit/scripts$ docker logs -f vllm-graphiti\n'
     '\n'
     '==========\n'
     '== vLLM ==\n'
     '==========\n'
     '\n'
     'NVIDIA Release 26.01 (build 257596323)\n'
     'vLLM Version 0.13.0+faa43dbf\n'
     'Container image Copyright (c) 2025, NVIDIA CORPORATION & AFFILIATES. All rights reserved.\n'
     '\n'
     'Various files include modifications (c) NVIDIA CORPORATION & AFFILIATES.  All rights reserved.\n'
     '\n'
     'GOVERNING TERMS: The software and materials are governed by the NVIDIA Software License Agreement\n'
     '(found at https://www.nvidia.com/en-us/agreements/enterprise-software/nvidia-software-license-agreement/)\n'
     'and the Product-Specific Terms for NVIDIA AI Products\n'
     '(found at https://www.nvidia.com/en-us/agreements/enterprise-software/product-specific-terms-for-ai-products/).\n'
     '\n'
     'NOTE: CUDA Forward Compatibility mode ENABLED.\n'
     '  Using CUDA 13.1 driver version 590.48.01 with kernel driver version 580.126.09.\n'
     '  See https://docs.nvidia.com/deploy/cuda-compatibility/ for details.\n'
     '\n'
     "/usr/local/lib/python3.12/dist-packages/torchvision/io/image.py:14: UserWarning: Failed to load image Python extension: 'Could not load this library: /usr/local/lib/python3.12/dist-packages/torchvision/image.so'If you don't plan on using image functionality from `torchvision.io`, you can ignore this warning. Otherwise, there might be something wrong with your environment. Did you have `libjpeg` or `libpng` installed before building `torchvision` from source?\n"
     '  warn(\n'
     'usage: vllm [-h] [-v] {chat,complete,serve,bench,collect-env,run-batch} ...\n'
     'vllm: error: unrecognized arguments: --guided-decoding-backend xgrammar\n',
     "vllm_check_failed", {}, "vllm_check_failed",
     "The launch script scripts/vllm-graphiti.sh (changed one minute before this log, commit 59ea811, to serve "
     "Qwen/Qwen2.5-14B-Instruct-FP8 for Graphiti's json_schema extraction) passed --guided-decoding-backend xgrammar to "
     "NVIDIA's NGC container nvcr.io/nvidia/vllm:26.01-py3, whose vLLM is 0.13.0. That release no longer has the "
     "guided_* flags (replaced by --structured-outputs-config), so vLLM's argument parser refused the command line "
     "and the container exited before any model or GPU work. Not memory, not the model.",
     "the author's commit 9016f07 ('Fixes for graphiti llm', 2026-03-18 13:28, eight minutes after the log was "
     "committed): every --guided-decoding-backend xgrammar in the script became --structured-outputs-config.backend "
     "xgrammar, with the comment 'This is the vLLM v0.13+ flag (the old --guided-decoding-backend flag was removed in "
     "v0.12). Default \"auto\" also selects xgrammar'.",
     release="0.13.0", gpu="NVIDIA GB10 (DGX Spark)", gpus=1,
     command="docker run -d --name vllm-graphiti --gpus all -p 8000:8000 --ipc=host ... nvcr.io/nvidia/vllm:26.01-py3 "
             "vllm serve Qwen/Qwen2.5-14B-Instruct-FP8 --host 0.0.0.0 --port 8000 --gpu-memory-utilization 0.15 "
             "--max-model-len 32768 --dtype auto --kv-cache-dtype fp8 --enable-prefix-caching "
             "--guided-decoding-backend xgrammar (scripts/vllm-graphiti.sh at 59ea811, default preset)",
     forbidden=_NOT_MEMORY + [{"flag": "--guided-decoding-backend"}],
     note="Excerpt: the whole committed file (the author's `docker logs -f vllm-graphiti` paste), unedited. The "
          "command is read from the script as committed one minute before the log (the log itself shows no command). "
          "See judgement calls 1 and 2.")

# ---------------------------------------- guardkit failing-extra-args.md: vllm-openai cu130-nightly, --guided-decoding-backend outlines refused
case("guardkit-gb10-cu130-nightly-guided-decoding-backend-outlines-unrecognized",
     "https://github.com/guardkit/guardkit/blob/28225f6ae008bb4f8b2f3ac1f870a59b9de622b5/docs/reviews/agentic-dataset-factory/failing-extra-args.md",
     'richardwoollcott@promaxgb10-41b1:~/Projects/appmilla_github/guardkit/scripts$ docker logs -f vllm-agentic-factory\n'
     'usage: vllm [-h] [-v]\n'
     '            {chat,complete,serve,launch,bench,collect-env,run-batch} ...\n'
     'vllm: error: unrecognized arguments: --guided-decoding-backend outlines\n',
     "vllm_check_failed", {}, "vllm_check_failed",
     "Commit 32fe929 (three minutes before this log) added --guided-decoding-backend outlines to the Qwen3.5-35B-A3B-FP8 "
     "preset of scripts/vllm-agentic-factory.sh, whose default image for that preset is vllm/vllm-openai:cu130-nightly. "
     "The guided_* flags are gone from that vLLM (replaced by --structured-outputs-config), so the CLI's argument "
     "parser refused the command and the container exited at once. Not memory, not the model or the tool parser.",
     "the author's commit d7519a0 ('updated vllm agentic factory script for args', 2026-03-31 07:47, 17 minutes after "
     "the log): --guided-decoding-backend outlines replaced by --structured-outputs-config.backend xgrammar (the "
     "banner changed from 'Guided: outlines' to 'Structured: xgrammar').",
     release=None, gpu="NVIDIA GB10 (DGX Spark)", gpus=1,
     command="docker run -d --name vllm-agentic-factory --gpus all -p 8002:8000 --ipc=host ... --entrypoint vllm "
             "vllm/vllm-openai:cu130-nightly serve Qwen/Qwen3.5-35B-A3B-FP8 --host 0.0.0.0 --port 8000 "
             "--gpu-memory-utilization 0.80 --max-model-len 262144 --dtype auto --trust-remote-code "
             "--enable-auto-tool-choice --tool-call-parser qwen3_coder --enable-prefix-caching "
             "--guided-decoding-backend outlines (scripts/vllm-agentic-factory.sh at 32fe929, default preset)",
     forbidden=_NOT_MEMORY + [{"flag": "--guided-decoding-backend"}],
     note="Excerpt: the whole committed file, unedited. Release not printed (a nightly image of late March 2026); "
          "the command is read from the script as committed three minutes before the log. See judgement calls 1 and 2.")

# ---------------------------------------- 0xc1fa/edge docs/note-vllm.md: vLLM 0.26.0, --tool-call-parser=qwen3 -> KeyError invalid tool call parser
case("edge-note-vllm-v0260-2x4090-qwen38-tool-call-parser-qwen3-invalid",
     "https://github.com/0xc1fa/edge/blob/2278fef345515508634ce4c866602e873d5e6d5a/docs/note-vllm.md",
     '## 🐛 vLLM 的 Qwen 解析器与多模态配置 260822\n'
     '\n'
     '> 问题：vllm 镜像的两个服务都已经启动 为何 Open webui 还是看不到模型\n'
     '\n'
     '**① 看容器状态——先识别"Up 7 seconds"假象**\n'
     '\n'
     '```bash\n'
     "docker ps -a --format 'table {{.Names}}\\t{{.Status}}'\n"
     '# vllm-qwen38    Up 7 seconds    ← 刚被 restart 拉起，不是稳定运行\n'
     '```\n'
     '\n'
     '`restart: unless-stopped` 会让崩溃容器反复重启，Status 时间戳很短就是循环的破绽。\n'
     '\n'
     '**② 直接打 API——确认服务是否真的就绪**\n'
     '\n'
     '```bash\n'
     'curl -s -m 10 http://127.0.0.1:18000/v1/models; echo "EXIT=$?"\n'
     '# EXIT=56（连接重置），无任何 JSON —— API 从未就绪\n'
     '```\n'
     '\n'
     'Open WebUI 侧同样可见证据：`docker logs vllm-webui` 里 `Connection error: [Errno 104] Connection reset by peer`、`GET /openai/models/0 → 500`，模型列表自然为空。\n'
     '\n'
     '```bash\n'
     'docker logs vllm-qwen38 --tail 80 2>&1 | tail -80\n'
     "# KeyError: 'invalid tool call parser: qwen3 (chose from { ..., qwen3_coder, qwen3_xml, ... })'\n"
     '```',
     "vllm_check_failed", {}, "vllm_check_failed",
     "The docker-compose service vllm-qwen38 (vllm/vllm-openai 0.26.0 on two RTX 4090s, Qwen3.8-27B-W4A16-AWQ) was "
     "started with --tool-call-parser=qwen3, a name that is not among the release's registered tool parsers (it lists "
     "qwen3_coder and qwen3_xml). vLLM's API-server argument validation (validate_api_server_args, per the author) "
     "raised KeyError at start-up, and restart: unless-stopped kept the container in a crash loop, so /v1/models never "
     "answered and Open WebUI showed no model. The author's reading: 0.26.0 split 'qwen3' into qwen3_coder (Coder "
     "models) and qwen3_xml (dense models). A wrong parser name, not memory.",
     "the author's note: infer/vllm/docker-compose.yml changed '--tool-call-parser=qwen3' to "
     "'--tool-call-parser=qwen3_xml' and the service was recreated (docker compose --profile qwen38 up -d "
     "--force-recreate vllm-qwen38); 'after the rebuild the log no longer reports the parser error'.",
     release="0.26.0", gpu="NVIDIA GeForce RTX 4090", gpus=2, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tool-call-parser", "value": "qwen3"}],
     note="Excerpt: the note's section '🐛 vLLM 的 Qwen 解析器与多模态配置 260822' from its heading to the pasted "
          "KeyError, with the flow chart and step 3's heading left out (both name the fix) and the rest of the "
          "section (the fix, the next failure, the webui cache) dropped. The compose command is not shown; the flag "
          "is read from the author's diff. See judgement call 3.")

BATCH.write()
