"""Round-539 blind batch: vLLM start-up failures caused by ENVIRONMENT VARIABLES and CONFIG FILES (VLLM_PORT reused as
the API server's --port, VLLM_ATTENTION_BACKEND forcing a backend the model refuses, VLLM_USE_MODELSCOPE and the
ModelScope code paths it switches on, an empty config.json), any repository's issues and pull requests, 2024-2025;
collected by helper wild539 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round539-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed, all ``search`` (30 corpus=issues, 1 corpus=pages); none refused. 8 cases:
vllm #5867 (VLLM_PORT reused as --port on 0.5.0.post1, pinned by the merged doc PR #5873), flashinfer-ai/flashinfer
#720 (VLLM_ATTENTION_BACKEND=FLASHINFER with Qwen2-VL on 0.6.3.post1), microsoft/OmniParser #130 (0-byte config.json,
'not a valid JSON file' under vllm serve), vllm #7986 (VLLM_USE_MODELSCOPE=True ignored by 0.5.5's image-processor
lookup, 401 from huggingface.co; fixed by merged PR #8037), vllm PR #16524 (VLLM_USE_MODELSCOPE=True without the
optional modelscope package), vllm-ascend #343 (vLLM 0.7.3 + modelscope >= 1.23: cannot import name '_try_login';
pinned by merged vllm-ascend PR #296), vllm-ascend #829 (vllm-ascend v0.7.3 image: ModelScope 'has no revision:
main'), vllm #13382 (VLLM_USE_MODELSCOPE=True still listing files through huggingface.co; fixed by merged PR #13384).
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists
(tools/wild_cases_round*.py, rounds 511-538 included) before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier skip lists: vllm #14320 (TORCH_SDPA 'Invalid attention backend
  for cuda', round 97), vllm-ascend #4197 ('Unknown attention backend: ASCEND', rounds 387 / 492), vllm #34199 and
  #15613 (VLLM_PORT 'tcp://' from Kubernetes service links), #13815 (CUDA_VISIBLE_DEVICES UUIDs), #20127 (HF_HOME /
  '/.cache' permission), #3719 and #1910 (HF_HUB_OFFLINE), #23684, #13258 (FLASHINFER not installed), #40173
  (VLLM_BATCH_INVARIANT), #1016 / #16456 / #8984 / #4981 (invalid device ordinal), verl #913, #5637 (spawn
  bootstrapping, body not stored), #12724, #26161, #22301, #19448 (--kv-transfer-config), #10662, ray #58449,
  kyuz0/amd-strix-halo-vllm-toolboxes #36, dynamo #2706, LlamaFactory #6468, Qwen2.5-Omni #340, domyn-swarm #97.
- Error line not in the stored text, or only a screenshot / paraphrase: gpustack #3658 (Errno 99, stored log stops at
  INFO lines), #4241 (screenshots; the maintainers' 'host network required' reply), #3921 and #3753 (the error only
  paraphrased); vllm #48823 (FlashInfer all-reduce 'invalid device ordinal', environment block only); unsloth-zoo #46
  (CUDA_VISIBLE_DEVICES=1 -> cuda:1, no error text); vllm #23684 (HF_HUB_OFFLINE with a local path, no error text).
- No cause pinned in the stored text: vllm #35967 ('invalid literal for int() with base 10: 4.0' in VllmConfig, open,
  no reply stored); vllm #9033 (VLLM_USE_MODELSCOPE=True still reaching huggingface.co on serve, closed without a
  stored reply; the same class as the vllm-13382 case); LMCache #2062 (VLLM_USE_V1=0 with LMCache 0.3.2 on vLLM 0.9.1,
  'assert issubclass(connector_cls, KVConnectorBase)', closed as stale without an answer); Marker-Inc-Korea/AutoRAG
  #696 (XFormers 'does not support attention logits soft capping', GPU not stated, no reply stored; the class is
  heavily used); vllm #24060 (HF_ENDPOINT + VLLM_USE_MODELSCOPE, retries logged, open); vllm #9096 (TORCH_SDPA on a
  Quadro RTX 8000, a mixed thread).
- Not a start-up failure of vLLM: openai/gpt-oss #275 (a code-review report of a TP env value, no log);
  tenstorrent/tt-inference-server #37 (the Hugging Face download in their own server); vllm-metal #682 (plugin falls
  back to HF without an error).

Judgement calls for the lead:
1. vllm-5867: the stored chunk of the thread stops before its resolution; the cause is pinned by youkaichao's first
   reply ('You need to change the value of VLLM_PORT') and by the merged doc PR #5873 ('lessons learned from #5867':
   VLLM_PORT / VLLM_HOST_IP are for vLLM's internal use, '--port $VLLM_PORT ... will not work'). kind/cause port_in_use,
   as the NIM troubleshooting fixture with the same VLLM_PORT story is labelled.
2. flashinfer-720: the RuntimeError line is the issue title (the description's log in the stored chunk stops at
   'model_runner.py:1056]', a cut line left out); taken because the message names the forced backend and the model.
   kind/cause attention_backend_feature_unsupported as the other forced-backend refusals (gpustack-perflab, aws-eks).
   No reply is stored; the fix is read from the message (drop the forced backend).
3. omniparser-130: kind config_format_not_found because the two earlier fixtures with 'is not a valid JSON file' use
   it; cause checkpoint_file_corrupt (the Hub repository's config.json is 0 bytes, per the title and the reporter). The
   repository is not an LLM checkpoint vLLM could serve anyway (the lead may prefer architecture_unsupported); no fix
   was reached (open).
4. vllm-7986: kind hub_access_denied for '401 Client Error: Unauthorized for url' (the repo id is a ModelScope id that
   does not exist on huggingface.co; the lead may prefer model_not_found as in the 'repository-not-found-401' fixtures);
   cause release_regression (PR #7710 in 0.5.5 added an HF-only image-processor lookup; fixed by PR #8037).
5. vllm-pr16524: a developer's report in a PR description on a source build of main (2025-04-12, macOS paths); the PR
   that would make modelscope a dependency was closed, the maintainer calling it optional like bitsandbytes. kind/cause
   dependency_missing.
6. vllm-ascend-343: the error is in a comment of a thread whose title is about installing 0.7.3 on Kylin + Ascend
   910B; the cause and fix come from the sibling merged PR vllm-ascend #296 (pin modelscope<1.23.0 for vLLM 0.7.3,
   because vllm PR #13807 is not in v0.7.3), not from the thread itself. The error is logged by the same
   'Error retrieving file list' retry loop as the vllm-13382 case (PR #13384, in 0.7.3, introduced the _try_login
   import). kind/cause dependency_version_mismatch.
7. vllm-ascend-829: kind model_not_found for ModelScope's 'NotExistError ... has no revision: main' (no earlier fixture
   has this message); cause release_regression from the maintainer's diagnosis (v0.7.3's get_processor does not pass
   revision, latest main does); no confirmed fix in the stored text.
8. vllm-13382: kind hub_unreachable (the huggingface.co MaxRetryError / ConnectTimeoutError line, labelled so in three
   earlier fixtures); cause release_regression rather than hub_unreachable, because VLLM_USE_MODELSCOPE=True should have
   kept vLLM off huggingface.co (merged fix PR #13384).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round539-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #5867: 0.5.0.post1 api_server with --port $VLLM_PORT -> Errno 98 address already in use
case("vllm-5867-v050post1-port-is-vllm-port-env-errno-98-address-in-use",
     "https://github.com/vllm-project/vllm/issues/5867",
     "Using the same forum.As I am encountering the same error on `0.5.0.post1` version. \n"
     "\n"
     "I am launching  openai.api server using the following command and consistently seeing the IP-Bind error. It works "
     "on 0.4.2 version which is my current image. I am looking to upgrade to newer vllm version to access features/fixes "
     "that were failing on earlier version. \n"
     "\n"
     "```\n"
     "CMD=\"python -u -m vllm.entrypoints.openai.api_server \\\n"
     "        -- host 0.0.0.0 \\\n"
     "         --port $VLLM_PORT \\\n"
     "        --model $launch_model \\\n"
     "        --tensor-parallel-size $NUM_GPUS \\\n"
     "        --download-dir /data\"\n"
     "```\n"
     "\n"
     "Error:\n"
     "```\n"
     "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 9000): address already in use\n"
     "```",
     "port_in_use", {}, "port_in_use",
     "The launch script passes the container's VLLM_PORT variable (9000) to the OpenAI server as --port. From vLLM 0.5.0 "
     "VLLM_PORT is read by vLLM itself as the port of its internal (distributed) communication, so with tensor "
     "parallelism vLLM takes port 9000 for its own use first and the API server then cannot bind the same port; on "
     "0.4.2 the variable meant nothing to vLLM, which is why the same script worked there. Not a firewall, memory or "
     "GPU problem.",
     "maintainer youkaichao: 'That port is already used. You need to change the value of `VLLM_PORT`.'; merged PR #5873 "
     "('lessons learned from #5867') documents that VLLM_PORT and VLLM_HOST_IP set the port and IP for vLLM's internal "
     "usage, not the API server's, and that '--port $VLLM_PORT' will not work. Fix: give the API server its own port "
     "variable (or unset VLLM_PORT / give it a different value)",
     release="0.5.0.post1", gpu=None, gpus=None,
     command="python -u -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --port $VLLM_PORT --model $launch_model "
             "--tensor-parallel-size $NUM_GPUS --download-dir /data",
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue description as stored (moved from vllm #1141), the quoted command and the error; the "
          "maintainer's replies are left out. The stored chunk ends before the thread's last turns, so the fix is read "
          "from the first maintainer reply and the merged documentation PR #5873 that cites this issue. The number of "
          "GPUs ($NUM_GPUS) is not stated.")

# ---------------------------------------- flashinfer #720: VLLM_ATTENTION_BACKEND=FLASHINFER + Qwen2-VL-7B FP8 on vLLM 0.6.3.post1
case("flashinfer-720-qwen2-vl-7b-fp8-vllm-063post1-forced-flashinfer-backend-unsupported",
     "https://github.com/flashinfer-ai/flashinfer/issues/720",
     "RuntimeError: Qwen2-VL does not support _Backend.FLASHINFER backend now\n"
     "\n"
     "VLLM_ATTENTION_BACKEND=FLASHINFER vllm serve /root/autodl-tmp/models/Qwen2-VL-7B-Instruct-FP8-Dynamic "
     "--max-model-len 3840\n"
     "WARNING 01-07 11:20:01 cuda.py:22] You are using a deprecated `pynvml` package. Please install `nvidia-ml-py` "
     "instead, and make sure to uninstall `pynvml`. When both of them are installed, `pynvml` will take precedence and "
     "cause errors. See https://pypi.org/project/pynvml for more information.\n"
     "INFO 01-07 11:20:04 api_server.py:528] vLLM API server version 0.6.3.post1\n"
     "INFO 01-07 11:20:12 llm_engine.py:237] Initializing an LLM engine (v0.6.3.post1) with config: "
     "model='/root/autodl-tmp/models/Qwen2-VL-7B-Instruct-FP8-Dynamic', speculative_config=None, "
     "tokenizer='/root/autodl-tmp/models/Qwen2-VL-7B-Instruct-FP8-Dynamic', skip_tokenizer_init=False, "
     "tokenizer_mode=auto, revision=None, override_neuron_config=None, rope_scaling=None, rope_theta=None, "
     "tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=3840, download_dir=None, "
     "load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, "
     "quantization=compressed-tensors, enforce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, "
     "device_config=cuda, decoding_config=DecodingConfig(guided_decoding_backend='outlines'), "
     "observability_config=ObservabilityConfig(otlp_traces_endpoint=None, collect_model_forward_time=False, "
     "collect_model_execute_time=False), seed=0, served_model_name=/root/autodl-tmp/models/Qwen2-VL-7B-Instruct-FP8-"
     "Dynamic, num_scheduler_steps=1, chunked_prefill_enabled=False multi_step_stream_outputs=True, "
     "enable_prefix_caching=False, use_async_output_proc=True, use_cached_outputs=True, mm_processor_kwargs=None)\n"
     "INFO 01-07 11:20:12 selector.py:141] Using Flashinfer backend.",
     "attention_backend_feature_unsupported", {"max_model_len": 3840, "tensor_parallel_size": 1,
                                               "quantization": "compressed-tensors", "dtype": "bfloat16"},
     "attention_backend_feature_unsupported",
     "The user forced FlashInfer for every attention layer with VLLM_ATTENTION_BACKEND=FLASHINFER. In vLLM 0.6.3.post1 "
     "Qwen2-VL's vision encoder only implements other attention backends, so building the model refuses the forced "
     "backend with this RuntimeError before any weights are used. The environment variable, not memory or the FP8 "
     "checkpoint, stops the launch.",
     "no reply stored (the issue is closed, labels question / vllm); the message itself names the cause: drop "
     "VLLM_ATTENTION_BACKEND=FLASHINFER (or set a backend Qwen2-VL supports) and let vLLM choose",
     release="0.6.3.post1", gpu=None, gpus=None,
     command="VLLM_ATTENTION_BACKEND=FLASHINFER vllm serve /root/autodl-tmp/models/Qwen2-VL-7B-Instruct-FP8-Dynamic "
             "--max-model-len 3840",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title (the RuntimeError line; the stored description's log ends at a cut "
          "'model_runner.py:1056]' line, left out) then the description's command and log lines as stored; the args "
          "Namespace line is left out, the engine-config line is joined where the store wrapped it. GPU not stated.")

# ---------------------------------------- microsoft/OmniParser #130: vllm serve on OmniParser-v2.0 -> config.json (0 bytes) is not a valid JSON file
case("omniparser-130-omniparser-v2-hub-config-json-0-bytes-not-valid-json-vllm-serve",
     "https://github.com/microsoft/OmniParser/issues/130",
     "config.json 0 bytes on hugging face omniparser v2\n"
     "\n"
     "causing issue with `vllm serve`\n"
     "\n"
     "```\n"
     "    raise EnvironmentError(\n"
     "OSError: It looks like the config file at '/Users/manish/.cache/huggingface/hub/models--microsoft--OmniParser-v2.0/"
     "snapshots/11459378703eb81474b8a59e156e7a37aa75a092/config.json' is not a valid JSON file.\n"
     "```",
     "config_format_not_found", {}, "checkpoint_file_corrupt",
     "The microsoft/OmniParser-v2.0 repository on the Hugging Face Hub carries a config.json of 0 bytes (the reporter's "
     "screenshot of the file list). `vllm serve` downloads it into the HF cache and hands it to transformers, whose "
     "config loader cannot parse an empty file and raises 'is not a valid JSON file' before any engine is built. A "
     "defective model file in the repository, not a vLLM version or hardware problem (OmniParser is a detector + "
     "caption model pair, not an LLM checkpoint).",
     "no fix reached (the issue is open)",
     release=None, gpu=None, gpus=None, command="vllm serve microsoft/OmniParser-v2.0",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as stored, whole (the screenshot of the 0-byte file is not text). "
          "The command is inferred from 'vllm serve' and the cache path (models--microsoft--OmniParser-v2.0); the "
          "machine is a Mac (/Users/ path), vLLM version not stated.")

# ---------------------------------------- vllm #7986: vllm-openai v0.5.5 docker, VLLM_USE_MODELSCOPE=True, -tp 4 -> 401 for preprocessor_config.json on huggingface.co
case("vllm-7986-v055-docker-vllm-use-modelscope-ignored-preprocessor-config-401",
     "https://github.com/vllm-project/vllm/issues/7986",
     "[Bug]: vllm0.5.5 Ignores VLLM_USE_MODELSCOPE=True and Accesses huggingface.co\n"
     "\n"
     "After running\n"
     "```bash\n"
     "docker run --runtime nvidia --gpus all -v cache/modelscope:/root/.cache/modelscope --env "
     "\"VLLM_USE_MODELSCOPE=True\" -p 8000:8000 --ipc host -d --name vllm vllm/vllm-openai:v0.5.5 --model "
     "LLM-Research/Meta-Llama-3.1-8B-Instruct --trust-remote-code -tp 4\n"
     "```\n"
     "the container exits quickly. Upon checking the logs, it was found that\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/huggingface_hub/utils/_errors.py\", line 304, in "
     "hf_raise_for_status\n"
     "    response.raise_for_status()\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/requests/models.py\", line 1024, in raise_for_status\n"
     "    raise HTTPError(http_error_msg, response=self)\n"
     "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
     "https://huggingface.co/LLM-Research/Meta-Llama-3.1-8B-Instruct/resolve/main/preprocessor_config.json\n"
     "\n"
     "The above exception was the direct cause of the following exception:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/transformers/utils/hub.py\", line 402, in cached_file\n"
     "    resolved_file = hf_hub_download(\n"
     "```",
     "hub_access_denied", {"tensor_parallel_size": 4}, "release_regression",
     "With VLLM_USE_MODELSCOPE=True the model id LLM-Research/Meta-Llama-3.1-8B-Instruct is a ModelScope id, but vLLM "
     "0.5.5 added an image-processor lookup (get_image_processor_config in vllm/transformers_utils/config.py, from PR "
     "#7710) that always goes through transformers / huggingface.co, ignoring the variable; the id does not exist "
     "there, huggingface.co answers 401, and the container exits at start-up. A regression of the 0.5.5 release, not a "
     "token or access problem of the user.",
     "merged PR #8037 (NickLucche, '[Bugfix] Fix ModelScope models in v0.5.5', FIX #7986) skips the Hugging Face "
     "image-processor config for ModelScope models (returns an empty dict, as for text-only models); use a release with "
     "that fix (or 0.5.4)",
     release="0.5.5 (vllm/vllm-openai:v0.5.5)", gpu=None, gpus=4,
     command="docker run --runtime nvidia --gpus all -v cache/modelscope:/root/.cache/modelscope --env "
             "\"VLLM_USE_MODELSCOPE=True\" -p 8000:8000 --ipc host -d --name vllm vllm/vllm-openai:v0.5.5 --model "
             "LLM-Research/Meta-Llama-3.1-8B-Instruct --trust-remote-code -tp 4",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the title and the description's command and log as stored, cut where the stored chunk continues "
          "into further transformers frames; the reporter's pointer to config.py#L113 and the replies are left out. "
          "GPU model not stated; -tp 4 implies four GPUs.")

# ---------------------------------------- vllm PR #16524: VLLM_USE_MODELSCOPE=True without the modelscope package -> ModuleNotFoundError at import
case("vllm-pr16524-vllm-use-modelscope-true-no-module-named-modelscope",
     "https://github.com/vllm-project/vllm/pull/16524",
     "- Cannot load if using `modelscope`:\n"
     "```\n"
     "$ export VLLM_USE_MODELSCOPE=True\n"
     "$ vllm serve qwen/Qwen1.5-0.5B-Chat\n"
     "Traceback (most recent call last):\n"
     "  File \"/Users/xxx/local/github_projects/vllm/vllm/distributed/kv_transfer/kv_connector/base.py\", line 15, in "
     "<module>\n"
     "    from vllm.sequence import IntermediateTensors\n"
     "  File \"/Users/xxx/local/github_projects/vllm/vllm/sequence.py\", line 17, in <module>\n"
     "    from vllm.inputs import SingletonInputs, SingletonInputsAdapter\n"
     "  File \"/Users/xxx/local/github_projects/vllm/vllm/inputs/__init__.py\", line 9, in <module>\n"
     "    from .registry import (DummyData, InputContext, InputProcessingContext,\n"
     "  File \"/Users/xxx/local/github_projects/vllm/vllm/inputs/registry.py\", line 15, in <module>\n"
     "    from vllm.transformers_utils.processor import cached_processor_from_config\n"
     "  File \"/Users/xxx/local/github_projects/vllm/vllm/transformers_utils/__init__.py\", line 7, in <module>\n"
     "    import modelscope\n"
     "ModuleNotFoundError: No module named 'modelscope'\n"
     "```",
     "dependency_missing", {}, "dependency_missing",
     "VLLM_USE_MODELSCOPE=True makes vllm/transformers_utils/__init__.py import the modelscope package at import time, "
     "and modelscope is not one of vLLM's default dependencies; in an environment without it `vllm serve` dies with "
     "ModuleNotFoundError before parsing the model. The environment variable switches on an optional dependency that "
     "was never installed.",
     "maintainer jeejeelee: 'modelscope is not a default dependency in the package, similar to bitsandbytes' (the PR "
     "adding it to the requirements was closed, not merged). Fix: pip install modelscope, or unset VLLM_USE_MODELSCOPE",
     release="source build of main (April 2025)", gpu=None, gpus=None,
     command="VLLM_USE_MODELSCOPE=True vllm serve qwen/Qwen1.5-0.5B-Chat",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's first part (the reproduction), whole; the rest of the description (the "
          "proposed requirements change) and the review are left out. A developer's local source checkout on macOS.")

# ---------------------------------------- vllm-ascend #343: vLLM 0.7.3 + vllm-ascend 0.7.3rc1 on Kylin / 910B -> cannot import name '_try_login' from modelscope
case("vllm-ascend-343-v073-910b-kylin-modelscope-cannot-import-try-login",
     "https://github.com/vllm-project/vllm-ascend/issues/343",
     "通过以下命令可正常安装：\n"
     "```python\n"
     "# Install vLLM\n"
     "git clone --depth 1 --branch v0.7.3 https://github.com/vllm-project/vllm\n"
     "cd vllm\n"
     "VLLM_TARGET_DEVICE=empty pip install . --extra-index https://download.pytorch.org/whl/cpu/\n"
     "\n"
     "# Install vllm-project/vllm-ascend from pypi.\n"
     "pip install vllm-ascend==0.7.3rc1 --extra-index https://download.pytorch.org/whl/cpu/\n"
     "```\n"
     "BUT\n"
     "有个modelscope的错误\n"
     "`\n"
     "ERROR 03-18 09:23:40 config.py:102] Error retrieving file list: cannot import name '_try_login' from "
     "'modelscope.utils.hf_util' (/data/miniconda3/envs/vllm_73/lib/python3.11/site-packages/modelscope/utils/hf_util/"
     "__init__.py), retrying 1 of 2\n"
     "ERROR 03-18 09:23:42 config.py:100] Error retrieving file list: cannot import name '_try_login' from "
     "'modelscope.utils.hf_util' (/data/miniconda3/envs/vllm_73/lib/python3.11/site-packages/modelscope/utils/hf_util/"
     "__init__.py)\n"
     "Traceback (most recent call last):\n"
     "  File \"/data/llm_projects/test/examples.py\", line 22, in <module>\n"
     "    llm = LLM(model=\"Qwen/Qwen2.5-0.5B-Instruct\")\n"
     "          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/data/miniconda3/envs/vllm_73/lib/python3.11/site-packages/vllm/utils.py\", line 1022, in inner\n"
     "    return fn(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/data/miniconda3/envs/vllm_73/lib/python3.11/site-packages/vllm/entrypoints/llm.py\", line 242, in "
     "__init__",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.7.3 looks up the model's file list through ModelScope (the ModelScope path is active on this Ascend setup) "
     "and imports the private helper _try_login from modelscope.utils.hf_util; modelscope 1.23.0 removed it, so with a "
     "current modelscope the lookup fails twice and LLM(...) dies at construction. vLLM's fix (PR #13807) came after "
     "v0.7.3. A vLLM / modelscope version mismatch, not an NPU problem.",
     "merged vllm-ascend PR #296 (MengqingCao, '[CI][v0.7.3] Pin modelscope<1.23.0 match vLLM 0.7.3': vllm PR #13807 is "
     "not included in v0.7.3): pip install 'modelscope<1.23.0' next to vLLM 0.7.3, or use a vLLM release that has #13807",
     release="vLLM 0.7.3 (source, VLLM_TARGET_DEVICE=empty) + vllm-ascend 0.7.3rc1", gpu="Huawei Ascend 910B", gpus=None,
     command="LLM(model=\"Qwen/Qwen2.5-0.5B-Instruct\")",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the reporter's comment in the thread (Chinese: '通过以下命令可正常安装' = installs fine with these "
          "commands, '有个modelscope的错误' = there is a modelscope error), as stored, up to where the chunk stops; the "
          "store's line wrap inside the second ERROR line ('hf_ut\\nil') is joined. The thread's title is about "
          "upgrading 0.7.1rc1 -> 0.7.3rc1 on Kylin OS + Ascend 910B; the cause and fix come from the sibling merged PR "
          "vllm-ascend #296, whose CI log shows the same ImportError from vllm/transformers_utils/utils.py "
          "modelscope_list_repo_files.")

# ---------------------------------------- vllm-ascend #829: vllm-ascend v0.7.3 image, Qwen2.5-VL-7B -> ModelScope NotExistError has no revision: main
case("vllm-ascend-829-v073-image-atlas-800i-a2-qwen25-vl-modelscope-no-revision-main",
     "https://github.com/vllm-project/vllm-ascend/issues/829",
     "### Your current environment\n"
     "\n"
     "docker：quay.io/ascend/vllm-ascend:v0.7.3\n"
     "Machine：Atlas 800I A2\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Running the command `vllm serve Qwen/Qwen2.5-VL-7B-Instruct --dtype bfloat16 --max_model_len 32768 "
     "--max-num-batched-tokens 32768` results in an error.\n"
     "\n"
     "```text\n"
     "modelscope.hub.errors.NotExistError: The model: Qwen/Qwen2.5-VL-7B-Instruct has no revision: main !\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/python3.10.17/bin/vllm\", line 8, in <module>\n"
     "    sys.exit(main())\n"
     "  File \"/vllm-workspace/vllm/vllm/entrypoints/cli/main.py\", line 73, in main\n"
     "    args.dispatch_function(args)\n"
     "  File \"/vllm-workspace/vllm/vllm/entrypoints/cli/serve.py\", line 34, in cmd\n"
     "    uvloop.run(run_server(args))\n"
     "  File \"/usr/local/python3.10.17/lib/python3.10/site-packages/uvloop/__init__.py\", line 82, in run\n"
     "    return loop.run_until_complete(wrapper())\n"
     "  File \"uvloop/loop.pyx\", line 1518, in uvloop.loop.Loop.run_until_complete\n"
     "  File \"/usr/local/python3.10.17/lib/python3.10/site-packages/uvloop/__init__.py\", line 61, in wrapper\n"
     "    return await main\n"
     "  File \"/vllm-workspace/vllm/vllm/entrypoints/openai/api_server.py\", line 947, in run_server\n"
     "    async with build_async_engine_client(args) as engine_client:\n"
     "  File \"/usr/local/python3.10.17/lib/python3.10/contextlib.py\", line 199, in __aenter__\n"
     "    return await anext(self.gen)\n"
     "  File \"/vllm-workspace/vllm/vllm/entrypoints/openai/api_server.py\", line 139, in build_async_engine_client\n"
     "    async with build_async_engine_client_from_engine_args(\n"
     "```",
     "model_not_found", {"max_model_len": 32768, "max_num_batched_tokens": 32768, "dtype": "bfloat16"},
     "release_regression",
     "In the vllm-ascend v0.7.3 image the model is resolved through ModelScope (the error comes from modelscope.hub). "
     "vLLM 0.7.3's get_processor calls the processor's from_pretrained without a revision argument, so ModelScope's "
     "wrapper asks for revision 'main', which the ModelScope repository Qwen/Qwen2.5-VL-7B-Instruct does not have (its "
     "default branch is 'master'); the multimodal processor lookup fails and the server exits. Newer vLLM (main) passes "
     "the revision through. A bug of the 0.7.3 line, not the model id or the NPU.",
     "no confirmed fix in the stored text: maintainer shen-shanshan: 'In latest main of vllm, there is a `revision` "
     "param pass in and to `from_pretrained()`, while `v0.7.3` doesn't has'; Potabk suggests passing revision=master "
     "as a simple solution; i.e. a vLLM / vllm-ascend release with the revision pass-through",
     release="vllm-ascend v0.7.3 image (quay.io/ascend/vllm-ascend:v0.7.3)", gpu="Huawei Ascend (Atlas 800I A2)",
     gpus=None,
     command="vllm serve Qwen/Qwen2.5-VL-7B-Instruct --dtype bfloat16 --max_model_len 32768 --max-num-batched-tokens "
             "32768",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the description's environment lines and the log block as stored in two chunks (the head of the "
          "log, INFO lines about plugins, is left out; the traceback is cut where the stored chunk stops). The fix "
          "comments are left out.")

# ---------------------------------------- vllm #13382: VLLM_USE_MODELSCOPE=True on 0.7.3.dev -> file list still fetched from huggingface.co, ConnectTimeout
case("vllm-13382-v073dev-vllm-use-modelscope-file-list-from-huggingface-connect-timeout",
     "https://github.com/vllm-project/vllm/issues/13382",
     "When using `export VLLM_USE_MODELSCOPE=True`, the huggingface_hub API will be used to get the model file list.\n"
     "\n"
     "It takes a long time to wait, then return error:\n"
     "```shell\n"
     "$ export VLLM_USE_MODELSCOPE=True\n"
     "$ export VLLM_USE_V1=1\n"
     "$ vllm serve deepseek-ai/DeepSeek-R1-Distill-Qwen-14B --enable-reasoning --reasoning-parser deepseek_r1\n"
     "INFO 02-17 15:31:16 __init__.py:190] Automatically detected platform cuda.\n"
     "INFO 02-17 15:31:18 api_server.py:891] vLLM API server version 0.7.3.dev133+g84683fa2.d20250214\n"
     "...\n"
     "ERROR 02-17 15:33:29 config.py:102] Error retrieving file list: (MaxRetryError(\"HTTPSConnectionPool("
     "host='huggingface.co', port=443): Max retries exceeded with url: "
     "/api/models/deepseek-ai/DeepSeek-R1-Distill-Qwen-14B/tree/main?recursive=True&expand=False (Caused by "
     "ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f216b87a360>, 'Connection to huggingface.co "
     "timed out. (connect timeout=None)'))\"), '(Request ID: 1ba47281-d3fd-47d8-b844-bc6c1984d527)'), retrying 1 of 2",
     "hub_unreachable", {}, "release_regression",
     "The user set VLLM_USE_MODELSCOPE=True because huggingface.co is not reachable from the machine, but the dev build "
     "of 0.7.3 still listed the repository's files with huggingface_hub's list_repo_files (vllm/transformers_utils/"
     "config.py, also used for the sentence-transformers tokenizer config), so the lookup hangs on huggingface.co and "
     "fails after retries. A vLLM bug in the ModelScope path, not the user's network or model id.",
     "merged PR #13384 (r4ntix, '[Bugfix] Fix VLLM_USE_MODELSCOPE issue', FIX #13382): list the files through "
     "ModelScope when VLLM_USE_MODELSCOPE is set; tested by Yikun ('VLLM_USE_MODELSCOPE=true vllm serve "
     "Qwen/Qwen2.5-0.5B-Instruct' then downloads to ~/.cache/modelscope)",
     release="0.7.3.dev133+g84683fa2.d20250214", gpu=None, gpus=None,
     command="VLLM_USE_MODELSCOPE=True VLLM_USE_V1=1 vllm serve deepseek-ai/DeepSeek-R1-Distill-Qwen-14B "
             "--enable-reasoning --reasoning-parser deepseek_r1",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the description's bug section as stored, up to the first ERROR line (the second ERROR line is cut "
          "in the stored chunk and left out); the environment block is left out.")

BATCH.write()
