"""Round-538 blind batch: LAUNCH-FLAG refusals of `vllm serve` (argparse 'invalid choice' / 'ambiguous option' /
'expected one argument' / 'cannot be converted to <function loads>', JSON-valued flags mangled by launchers, YAML
`--config` files, the `--model` option refused by `vllm serve`), any repository's issues and PRs, 2024-2026; collected
by helper wild538 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round538-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 40 allowed, all ``search`` (28 corpus=issues, 1 pages, 2 code; none refused). 9 cases:
vllm PR #7784 (--load-format 'sharded_state' invalid choice), vllm PR #18999 (YAML --config with a `model:` key ->
'ambiguous option: --model'), vllm PR #33196 (YAML --config dict value for hf_overrides -> 'cannot be converted to
<function loads>'), vllm PR #16691 (`vllm serve --model X` -> ValueError 'provide the model as a positional argument'),
eugr/spark-vllm-docker #187 (--no-ray worker gets --speculative-config with its quotes stripped), #283 (sparkrun recipe's
doubled braces in --diffusion-config), #111 (launch-cluster.sh passes backslash-escaped JSON), QwenLM/Qwen #968
(FastChat vllm_worker '--model-path: expected one argument', unset environment variable), lemonade-sdk/lemonade
#1912 (Lemonade's vLLM engine splits the -sc JSON at whitespace).
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt, the earlier rounds' skip lists
(tools/wild_cases_round*.py in /work/main and the other collectors' worktrees) and tests/golden/wild before use.

The slice is heavily mined: 'unrecognized arguments' for --task / --disable-log-requests / --enable-reasoning /
--num-scheduler-steps / --config, the glm45 parser refusals, --compilation-config 3, --limit-mm-per-prompt key=value
and the KVTransferConfig refusals were all used or skip-listed before this round, so the round's cases are the less
common argparse / config-file refusals and launcher quoting bugs.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / golden): vllm #9398, #46325, #27389, #19050, #42587 (skip-listed), #19448
  (skip-listed), vllm-project/recipes #51, spark-arena/sparkrun #195, kvcache-ai/Mooncake #31, #421, LMCache #638,
  #2306, defilantech/LLMKube #1030, VectorInstitute/vector-inference #157, zai-org/GLM-4.5 #16/#58, vllm #9312.
- Named in earlier rounds' skip lists (not re-opened): vllm #22072, #8273, #13150, #3651, #13669, #14192, #6897,
  #16409, #14076; containers/ramalama #758; vllm-project/vllm-omni #1081; zai-org/GLM-V #144; xorbitsai/inference
  #4196, #3594; vllm-project/production-stack #582.
- Error text not in the stored text, or paraphrased: vllm #8947 (YAML --config 'order of arguments matters'; only the
  env dump and the maintainer's replies are stored), vllm #7345 (`vllm serve llava1.5-7b --model /mnt/models/`;
  traceback cut before the error; its fix PR #7347 has no error text), vllm #14819 (feature request), vllm #34326
  (env dump only), vllm #42480 and #43496 (titles only; env dumps), vllm #22301 (error block empty),
  eugr/spark-vllm-docker #163 ('Llogs say something like: ...', paraphrased), spark-arena/sparkrun PR #114 (JSON
  quote stripping described, no error line), a committed 'vLLM Server Startup Script Fix' doc found by the code
  corpus ('api_server.py: error: unrecognized arguments: 15:48:30.397 | INFO | ...', log lines captured into argv)
  whose repository the answer did not name (uncitable).
- Cause not pinned by the stored thread: wtdcode/vllm-backport #16 ('--speculative-config/-sc: Value method:dspark
  cannot be converted', looks like unquoted JSON split by bash brace expansion, but the recipe is cut before the flag
  and no answer is stored); vllm #24888 (AttributeError 'SpeculativeConfig' object has no attribute 'get', the
  reporter's own root-cause analysis, open, no maintainer reply stored; the command also has '----speculative-config'
  and 'ngram_prompt_lookup_max').
- Error line not retrievable in the budget: vllm #17609 (a comment: '--reasoning-parser qwen3' on the
  vllm-openai:v0.8.5.post1 image; the stored chunk stops inside the usage dump before the error line).
- Same incident as a case or an earlier fixture: vllm PR #7545 (the same --load-format 'sharded_state' refusal,
  closed in favour of #7784, which is the case); vllm PR #17944 (same author and same ValueError as #16691);
  vllm #26161 (the MiniCPM-V 4.5 'Expecting value' ModelConfig error already used as MiniCPM-V-CookBook #51).
- Not vLLM's parser: waybarrios/vllm-mlx #7, jjang-ai/vmlx #41, Avarok-Cybersecurity/atlas #21, ray-project/ray
  #55585 (Ray Serve TypeError), odysseus-dev/odysseus #103 (request-time pydantic error).

Judgement calls for the lead:
1. Labels: every argparse / CLI refusal of `vllm serve` in tests/golden/wild (about 55 fixtures: 'unrecognized
   arguments', 'invalid choice', 'cannot be converted to <function loads>', 'validation error for CompilationConfig')
   is kind vllm_check_failed with cause vllm_check_failed, and dynamo-3161 (dynamo.vllm's own parser) is labelled the
   same way; this round follows that for all 9 cases, including 'ambiguous option' and 'expected one argument' and the
   ValueError from vLLM's parse_args, which no earlier fixture has. No new label.
2. vllm-pr7784 and vllm-pr33196 are vLLM bugs in the CLI layer (choices list out of sync with the LoadFormat enum; the
   YAML loader str()-ing dicts), not user mistakes; vllm_check_failed kept for the cause as for the other argparse
   refusals; the lead may prefer release_regression for neither (no earlier release accepted them).
3. PRs as sources (vllm #7784, #18999, #33196, #16691): each PR description carries its author's own reproduction
   (command + verbatim error) and the change that fixed it, as round 448's vllm-pr10005 did. #33196 is stored as
   'closed' (not merged), so its fix field says no merged fix is in the stored text.
4. spark-vllm-docker #111: the stored thread has only the description (closed, no reply stored). Taken because the
   message leaves little doubt: every brace, quote and comma of the JSON reached vLLM backslash-escaped, i.e. the
   launcher's argument quoting (the reporter's title: 'Regression due to quoted arguments'), not vLLM; the same
   repository's PR #76 (merged 2026-03-04, two weeks before) had switched launch-cluster.sh to printf %q. Fix: none
   in the stored text. The lead may drop it.
5. spark-vllm-docker #283 is the same class as the used sparkrun #195 (a recipe's '{{ }}' escape reaching vLLM
   verbatim) but a different recipe, flag (--diffusion-config) and reporter; taken as a separate incident.
6. QwenLM/Qwen #968: the refusal is FastChat's vllm_worker parser (the Qwen README's FastChat + vLLM deployment with
   a vllm-gptq 0.2.2 build), not `vllm serve`; taken under 'any repository's issues' like dynamo-3161. The log line
   is in the stored text (a screenshot repeats it).
8. lemonade-1912: open, no fix stored; cause read from the message (the value stops at the JSON's first space,
   shell quote attached) and the maintainers' bug label, like judgement call 4.
9. gpu / gpus are left None where the thread does not print them (spark-vllm-docker is a DGX Spark project, but the
   issues do not print the device).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round538-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #7784: vllm serve --load-format sharded_state -> invalid choice (choices out of sync with LoadFormat)
case("vllm-pr7784-llama3-8b-fp8-sharded-state-load-format-invalid-choice-tp2",
     "https://github.com/vllm-project/vllm/pull/7784",
     "```bash\n"
     "> huggingface-cli download neuralmagic/Meta-Llama-3-8B-Instruct-FP8 --local-dir Meta-Llama-3-8B-Instruct-FP8\n"
     "> python examples/save_sharded_state.py --model Meta-Llama-3-8B-Instruct-FP8 --tensor-parallel-size 2 "
     "--output Meta-Llama-3-8B-Instruct-FP8-SHARDED\n"
     "> vllm serve Meta-Llama-3-8B-Instruct-FP8-SHARDED --tensor-parallel-size 2 --load-format sharded_state\n"
     "usage: vllm serve <model_tag> [options]\n"
     "vllm serve: error: argument --load-format: invalid choice: 'sharded_state' (choose from 'auto', 'pt', "
     "'safetensors', 'npcache', 'dummy', 'tensorizer', 'bitsandbytes')\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A checkpoint saved with examples/save_sharded_state.py (TP=2) can only be loaded with --load-format "
     "sharded_state, but the `vllm serve` argument parser of that release (August 2024) had a hard-coded choices list "
     "for --load-format that had not been kept in sync with the LoadFormat enum (which did contain sharded_state and "
     "gguf), so argparse refused the launch before anything loaded. A vLLM CLI bug, not memory or GPUs.",
     "PR #7784 (mgoin, merged 2024-08-22, approved by DarkLight1337): the --load-format choices now come directly "
     "from the LoadFormat enum, so `vllm serve ... --load-format sharded_state` is accepted on releases after it; "
     "PR #7545 (tjandy98), which added 'sharded_state' to the list by hand, was closed in its favour",
     release=None, gpu=None, gpus=None,
     command="vllm serve Meta-Llama-3-8B-Instruct-FP8-SHARDED --tensor-parallel-size 2 --load-format sharded_state",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the reproduction block of the PR description as stored; the sentence before it ('before this PR "
          "you could not load sharded_state models') and the LoadFormat enum listing after it (the diagnosis) are "
          "left out. The TP=2 is the saved checkpoint's sharding; changing it would not help. The vLLM release is "
          "not printed (the choices list matches the 0.5.x line).")

# ---------------------------------------- vllm PR #18999: vllm serve --config config.yaml with `model:` key -> ambiguous option: --model
case("vllm-pr18999-config-yaml-model-key-ambiguous-option-model-impl",
     "https://github.com/vllm-project/vllm/pull/18999",
     "```\n"
     "$ cat /tmp/config.yaml\n"
     "# config.yaml\n"
     "\n"
     "model: meta-llama/Meta-Llama-3-8B-Instruct\n"
     "host: \"127.0.0.1\"\n"
     "port: 6379\n"
     "uvicorn-log-level: \"info\"\n"
     "\n"
     "vllm serve  --config /tmp/config.yaml\n"
     "usage: vllm serve [model_tag] [options]\n"
     "vllm serve: error: ambiguous option: --model could match --model-impl, --model-loader-extra-config\n"
     "\n"
     "\n"
     "vllm serve meta-llama/Meta-Llama-3-8B-Instruct --config /tmp/config.yaml\n"
     "usage: vllm serve [model_tag] [options]\n"
     "vllm serve: error: ambiguous option: --model could match --model-impl, --model-loader-extra-config\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The YAML file given to `vllm serve --config` had a `model:` key; vLLM turns each config-file key into a "
     "`--key value` option, but on this (June 2025 main) build `vllm serve` takes the model only as the positional "
     "model_tag and no longer registers a plain --model option, so argparse's prefix matching finds --model-impl and "
     "--model-loader-extra-config and exits with 'ambiguous option' — with or without the positional model. A "
     "config-file / CLI mismatch, not memory or GPUs.",
     "PR #18999 (reidliu41, merged): with the `model:` line removed from config.yaml and the model given positionally "
     "(`vllm serve meta-llama/Meta-Llama-3-8B-Instruct --config /tmp/config.yaml`) the server starts (the PR's third "
     "run); the PR fixes the config-file handling so that the model is taken only as the positional argument",
     release=None, gpu=None, gpus=None, command="vllm serve  --config /tmp/config.yaml",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR description's reproduction block, up to the second refusal; the third run (config without "
          "`model:`, server starting) is the fix and is left out. The reviewer (DarkLight1337) asked whether "
          "config.yaml should be able to supply the model ID; later releases accept `model:` in the config file "
          "again, so the expected fix is the positional model / dropping the key for this build.")

# ---------------------------------------- vllm PR #33196: YAML --config with a dict value (hf_overrides) -> cannot be converted to <function loads>
case("vllm-pr33196-config-yaml-hf-overrides-dict-cannot-be-converted-loads",
     "https://github.com/vllm-project/vllm/pull/33196",
     "When using `vllm serve --config <file-path>` to pass a YAML file containing dict values (e.g., "
     "`hf_overrides`)\n"
     "\n"
     "```\n"
     "usage: vllm serve [model_tag] [options]\n"
     "vllm serve: error: argument --hf-overrides: Value {'architectures': ['Qwen3ForCausalLM']} cannot be converted "
     "to <function loads at 0x7f0aed27a8e0>.\n"
     "```\n"
     "\n"
     "```bash\n"
     "vllm serve --config /path/to/config.yaml\n"
     "```\n"
     "\n"
     "Where the config file contains dict values like:\n"
     "```yaml\n"
     "model: Qwen/Qwen3-1.7B\n"
     "hf_overrides:",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The YAML config file passed with `vllm serve --config` gave hf_overrides as a YAML mapping; vLLM's "
     "load_config_file turned dict values into CLI strings with Python's str(), producing the single-quoted repr "
     "{'architectures': ['Qwen3ForCausalLM']}, which is not JSON, so json.loads in the --hf-overrides argument type "
     "failed and argparse exited before anything loaded. A config-file conversion bug in vLLM (January 2026), not "
     "memory or GPUs.",
     "no merged fix in the stored text: PR #33196 (wangluochao902) proposes serialising dict values with json.dumps "
     "in load_config_file so the flag receives valid JSON; the stored PR is closed. Writing the value as a JSON string "
     "in the YAML, or passing --hf-overrides on the command line, avoids the conversion (not stated in the thread)",
     release=None, gpu=None, gpus=None, command="vllm serve --config /path/to/config.yaml",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR description's sentence naming the case, its error block, its test command and the start "
          "of its YAML example (the stored text is cut after 'hf_overrides:' / 'architect...', so the cut line is "
          "left out); the root-cause paragraph (load_config_file / str()) is left out. Judgement call 3.")

# ---------------------------------------- vllm PR #16691: vllm serve --model X -> ValueError provide the model as a positional argument
case("vllm-pr16691-serve-model-option-valueerror-positional-argument",
     "https://github.com/vllm-project/vllm/pull/16691",
     "```\n"
     " vllm serve --model mistralai/Mistral-7B-Instruct-v0.3\n"
     "INFO 04-16 10:14:00 [__init__.py:239] Automatically detected platform cuda.\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/ccc/vllm/bin/vllm\", line 8, in <module>\n"
     "    sys.exit(main())\n"
     "             ^^^^^^\n"
     "  File \"/home/ccc/github/vllm/vllm/entrypoints/cli/main.py\", line 46, in main\n"
     "    args = parser.parse_args()\n"
     "           ^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/ccc/github/vllm/vllm/utils.py\", line 1312, in parse_args\n"
     "    raise ValueError(\n"
     "ValueError: With `vllm serve`, you should provide the model as a positional argument or in a config file "
     "instead of via the `--model` option.\n"
     "\n"
     "$ vllm serve --help|grep '\\-\\-model'\n"
     "  --model MODEL         Name or path of the huggingface model to use.\n"
     "  --model-impl {auto,vllm,transformers}\n"
     "                        ``--model`` argument. Noted that this name(s) will\n"
     "  --model-loader-extra-config MODEL_LOADER_EXTRA_CONFIG\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "`vllm serve` was launched with the model given through the --model option (which `vllm serve --help` still "
     "listed) instead of as the positional model_tag; vLLM's argument parser refuses that on purpose (since PR #7347, "
     "because `vllm serve <model_tag> --model <other>` used to ignore --model) and raises this ValueError before "
     "anything loads. A launch-command form problem, not memory or GPUs.",
     "the message's own fix: give the model positionally (`vllm serve mistralai/Mistral-7B-Instruct-v0.3`) or as "
     "`model:` in a --config file; PR #16691 (reidliu41, April-May 2025, approved by DarkLight1337) hides --model "
     "from `vllm serve --help` and PR #17944 removes it from the usage line so users stop trying it",
     release=None, gpu=None, gpus=None, command="vllm serve --model mistralai/Mistral-7B-Instruct-v0.3",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR description's block as stored (the run and its traceback, then the --help grep that shows "
          "why users try --model). A development build of April 2025; no release printed. PR #17944 (same author, "
          "May 2025) shows the same ValueError from utils.py line 1391 and was not taken separately.")

# ---------------------------------------- eugr/spark-vllm-docker #187: --no-ray worker node gets --speculative-config with quotes stripped
case("spark-vllm-docker-187-no-ray-worker-speculative-config-mtp-quotes-stripped",
     "https://github.com/eugr/spark-vllm-docker/issues/187",
     "Config ends up malformed in certain cases when reaching worker node in `--no-ray` mode\n"
     "\n"
     "Ah, then it's a problem with a config parser somewhere. Adding `--speculative-config "
     "'{\"method\":\"mtp\",\"num_speculative_tokens\":2}'` to a config using `--no-ray` prevents the connection from "
     "being made.\n"
     "\n"
     "This is what I get on the other node:\n"
     "```\n"
     "vllm serve: error: argument --speculative-config/-sc: Value {method:mtp,num_speculative_tokens:2} cannot be "
     "converted to <function loads at 0xf846f50693a0>.\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A two-node launch with spark-vllm-docker's launcher in --no-ray mode (torch-distributed / mp across nodes): the "
     "launcher rebuilds the vllm serve command for the worker node and sends it over ssh + docker exec, and that "
     "path lost the quoting of the JSON value, so the worker's vLLM received {method:mtp,num_speculative_tokens:2} "
     "(no double quotes), json.loads failed and the worker's argparse exited; the head then waited for a connection "
     "that never came. The launcher's quoting, not vLLM or memory.",
     "the reporter (oparoz, 2026-04-15): rewriting the ssh command in the launcher's exec_no_ray_cluster() to quote "
     "the remote payload with printf -v remote_cmd 'docker exec -d %q bash -c %q' fixed it; the maintainer (eugr) had "
     "pointed at his --no-ray command rewriting ('I parse the command and remove everything related to Ray'); the "
     "issue is closed",
     release=None, gpu=None, gpus=None,
     command="--speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":2}' (launch-cluster.sh --no-ray)",
     forbidden=_MEM + [{"flag": "--speculative-config"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the reporter's comment with the worker-node error, as stored; the "
          "maintainer's remarks and the reporter's ssh fix after it are left out. The first comments (MTP support "
          "question) are not needed. The user's JSON is valid; dropping --speculative-config is forbidden as a "
          "'fix' because the failure is the launcher's quoting.")

# ---------------------------------------- eugr/spark-vllm-docker #283: sparkrun recipe's doubled braces -> --diffusion-config cannot be converted
case("spark-vllm-docker-283-sparkrun-diffusion-gemma-double-brace-diffusion-config",
     "https://github.com/eugr/spark-vllm-docker/issues/283",
     "## Bug: `--diffusion-config` is passed with invalid JSON escaping for Diffusion Gemma\n"
     "\n"
     "### Command\n"
     "\n"
     "```bash\n"
     "sparkrun run @eugr/diffusion-gemma-bf16-thinking --no-rm --ensure --restart unless-stopped\n"
     "```\n"
     "\n"
     "### Actual behavior\n"
     "\n"
     "The runtime launches but fails when invoking `vllm serve`.\n"
     "\n"
     "Relevant part of the generated command:\n"
     "\n"
     "```bash\n"
     "vllm serve google/diffusiongemma-26B-A4B-it \\\n"
     "  ...\n"
     "  --diffusion-config '{{\"canvas_length\":256}}' \\\n"
     "  --override-generation-config '{{\"max_new_tokens\": null}}' \\\n"
     "  ...\n"
     "```\n"
     "\n"
     "Startup then aborts with:\n"
     "\n"
     "```text\n"
     "[6/6] Post-launch hooks — skipped\n"
     "usage: vllm serve [model_tag] [options]\n"
     "vllm serve: error: argument --diffusion-config/-dc: Value {{\"canvas_length\":256}} cannot be converted to "
     "<function loads at 0xf6edf860ca40>.\n"
     "Download complete: : 0.00B [00:58, ?B/s]\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The @eugr/diffusion-gemma-bf16-thinking recipe writes its JSON flags with doubled braces ({{ }}), an escape "
     "for the recipe's templating, but the sparkrun version in use emitted them literally, so vLLM received "
     "{{\"canvas_length\":256}}, which is not JSON, and argparse exited before the model loaded. Recipe / launcher "
     "escaping, not vLLM or memory.",
     "no fix in the stored text beyond the sparkrun maintainer (dbotwinick, 2026-06-11): 'next version of sparkrun "
     "will have built-in guard/correction for that'; single braces ('{\"canvas_length\":256}') are what vLLM parses "
     "(in the same class, sparkrun #195, the maintainer pointed to the v2 recipe)",
     release=None, gpu=None, gpus=None,
     command="sparkrun run @eugr/diffusion-gemma-bf16-thinking --no-rm --ensure --restart unless-stopped",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue description's Command / Actual behavior sections as stored (the Expected behavior "
          "paragraph and the reporter's closing diagnosis sentence are left out). Judgement call 5.")

# ---------------------------------------- eugr/spark-vllm-docker #111: launch-cluster.sh passes backslash-escaped JSON -> --speculative-config cannot be converted
case("spark-vllm-docker-111-launch-cluster-qwen35-27b-fp8-speculative-config-backslash-escaped",
     "https://github.com/eugr/spark-vllm-docker/issues/111",
     "Regression due to quoted arguments\n"
     "\n"
     "This command was working a few days ago:\n"
     "\n"
     "```console\n"
     "./launch-cluster.sh --solo -t vllm-node-tf5   --apply-mod mods/fix-qwen3.5-chat-template   -e "
     "VLLM_MARLIN_USE_ATOMIC_ADD=1   exec vllm serve Qwen/Qwen3.5-27B-FP8   --port 32651 --host 0.0.0.0   "
     "--gpu-memory-utilization 0.93   --enable-auto-tool-choice   --tool-call-parser qwen3_coder   --reasoning-parser "
     "qwen3   -O3   --max-num-batched-tokens 8192   --performance-mode throughput   --enable-prefix-caching   "
     "--trust-remote-code   --enable-chunked-prefill   --async-scheduling   --language-model-only   --chat-template "
     "unsloth.jinja   --speculative-config '{\"method\":\"qwen3_next_mtp\",\"num_speculative_tokens\":2}'   "
     "--load-format fastsafetensors\n"
     "```\n"
     "\n"
     "Now, it fails with this error:\n"
     "```console\n"
     "vllm serve: error: argument --speculative-config: Value "
     "\\{\\\"method\\\":\\\"qwen3_next_mtp\\\"\\,\\\"num_speculative_tokens\\\":2\\} cannot be converted to "
     "<function loads at 0xe67c60da6a20>.\n"
     "```\n"
     "\n"
     "What is the new way to do this?",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A single-node (--solo) launch of Qwen3.5-27B-FP8 through spark-vllm-docker's launch-cluster.sh `exec`: the "
     "launcher's new argument quoting escaped the JSON of --speculative-config for a shell (a backslash before every "
     "brace, quote and comma) but the string was not re-parsed by a shell before reaching vLLM, so json.loads got "
     "the backslashes and argparse refused the flag. The same command had worked days earlier; a launcher quoting "
     "regression, not vLLM or memory.",
     "no fix in the stored text (issue closed, no reply stored). The same repository's PR #76 (merged 2026-03-04) had "
     "switched launch-cluster.sh to printf %q quoting of exec arguments; in #163 (April 2026) the maintainer reported "
     "JSON --speculative-config working through launch-cluster.sh and run-recipe.sh",
     release=None, gpu=None, gpus=1,
     command="./launch-cluster.sh --solo -t vllm-node-tf5 ... exec vllm serve Qwen/Qwen3.5-27B-FP8 ... "
             "--speculative-config '{\"method\":\"qwen3_next_mtp\",\"num_speculative_tokens\":2}' "
             "--load-format fastsafetensors",
     forbidden=_MEM + [{"flag": "--speculative-config"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the whole issue description as stored. gpus=1 from --solo (single node; the project's nodes are "
          "single-GPU DGX Sparks, not printed). Judgement call 4: cause read from the message and the title; the "
          "lead may drop it.")

# ---------------------------------------- QwenLM/Qwen #968: FastChat vllm_worker --model-path with empty $model_path -> expected one argument
case("qwen-968-fastchat-vllm-worker-model-path-expected-one-argument-unset-env",
     "https://github.com/QwenLM/Qwen/issues/968",
     "[BUG] | ERROR | stderr | vllm_worker.py: error: argument --model-path: expected one argument\n"
     "\n"
     "### 当前行为 | Current Behavior\n"
     "\n"
     "执行 python -m fastchat.serve.controller 报错\n"
     "| ERROR | stderr | vllm_worker.py: error: argument --model-path: expected one argument\n"
     "\n"
     "### 运行环境 | Environment\n"
     "\n"
     "```Markdown\n"
     "- OS:WSL2\n"
     "- Python:3.11\n"
     "- Transformers: 4.36.2\n"
     "- PyTorch:2.1.2\n"
     "- CUDA (`python -c 'import torch; print(torch.version.cuda)'`):12.1\n"
     "- vllm    0.2.2+cu123  /home/wsl/Qwen-main/vllm-gptq\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Qwen's FastChat + vLLM deployment (controller, fastchat.serve.vllm_worker with a vllm-gptq 0.2.2 build, WSL2): "
     "the worker is started with --model-path $model_path, and the environment variable model_path was not set, so "
     "the shell passed --model-path with no value and the worker's argparse exited ('expected one argument') before "
     "vLLM was started. A launch-script / environment problem, not memory or GPUs.",
     "Qwen maintainer jklj077 (2024-01-17): set the environment variable model_path to the local model directory or "
     "the model name ('请配置环境变量`model_path`，指向模型文件在本地的路径或模型名'); the reporter confirmed it "
     "solved the problem ('谢谢  问题解决')",
     release="0.2.2+cu123 (vllm-gptq build)", gpu=None, gpus=None, command="python -m fastchat.serve.controller",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the description's Current Behavior and Environment sections as stored (Chinese "
          "'执行 ... 报错' = 'running ... errors'); the log is also attached as a screenshot. Judgement call 6: FastChat's "
          "vllm_worker parser, not `vllm serve`.")

# ---------------------------------------- lemonade-sdk/lemonade #1912: lemonade 10.4.0 vLLM engine splits -sc JSON at whitespace -> cannot be converted
case("lemonade-1912-gemma4-31b-mtp-strix-halo-speculative-config-split-at-space",
     "https://github.com/lemonade-sdk/lemonade/issues/1912",
     "vLLM: problem parsing `-sc` argument\n"
     "\n"
     "### Lemonade Version\n"
     "\n"
     "10.4.0\n"
     "\n"
     "### GPU / APU Model\n"
     "\n"
     "AMD Ryzen AI Max+ 395\n"
     "\n"
     "### Bug Description\n"
     "\n"
     "Attempting to use Gemma 4 31B IT with the corresponding assistant model as per the vLLM docs "
     "(https://docs.vllm.ai/projects/recipes/en/latest/Google/Gemma4.html#speculative-decoding-mtp)  yields the "
     "following error:\n"
     "\n"
     "`[Error] (Process) api_server.py: error: argument --speculative-config/-sc: Value '{\"model\": cannot be "
     "converted to <function loads at 0x7fc340c94220>.`",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Lemonade 10.4.0's vLLM engine (AMD Ryzen AI Max+ 395 / Strix Halo) passed the user's extra vLLM arguments to "
     "api_server.py split at whitespace without shell-style quoting, so --speculative-config received only the first "
     "token of the JSON ('{\"model\": with the user's opening single quote) and json.loads failed; argparse exited "
     "before the model loaded. The wrapper's argument splitting, not vLLM, the GPU or memory.",
     "no fix reached in the stored text (open, labelled bug / engine::vllm by the Lemonade maintainers); the message "
     "itself shows the value cut at the first space, so JSON without spaces or a wrapper that shell-splits its "
     "argument string avoids it",
     release=None, gpu="AMD Ryzen AI Max+ 395 (Radeon 8060S)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--speculative-config"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue title and the form fields / bug description as stored, with the Component field and "
          "the long system-spec block (inxi output; Gentoo, Framework Desktop) left out. The cause is read from the "
          "message (the value ends at the first space of the JSON, with the shell quote still attached) and the "
          "maintainers' 'bug' label; the lead may drop it if a stated fix is required. The vLLM version is not "
          "printed in the stored text.")

BATCH.write()
