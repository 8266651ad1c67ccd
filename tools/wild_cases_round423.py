"""Round-423 blind batch: PULL REQUESTS of projects that launch vLLM (verl, TRL, OpenRLHF, LLaMA-Factory, ms-swift,
xinference, gpustack, dynamo, llm-d, kserve, ray, NeMo RL, lm-evaluation-harness, opencompass, axolotl, unsloth) whose
merged change is the confirmed fix for a vLLM start-up failure the framework caused (a wrong engine argument for a
newer vLLM, a removed vLLM API, a framework-set max_model_len / gpu_memory_utilization); collected by helper wild423
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round423-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 42 of the 50 allowed (39 ``search`` corpus=issues, 3 ``fetch``: xorbitsai/inference, whose git history
confirmed the fix PR #4489; ray-project/ray, refused as too large (1.8 GB); kserve/kserve, whose snapshot of 2026-08-21
predates kserve #6065 and holds no fix). 5 cases: xinference #4508 (fixed by PR #4489), vllm PR #18259 (lm-eval's
failure, fixed by lm-eval PR #2992), LLaMA-Factory #9503 (fixed by PR #9539), ray #60056, unsloth #4841. A sixth,
kserve #6065, was written and then dropped: it is already the round-416 fixture
kserve-6065-huggingfaceserver-vllm-025-renderer-api-removed-no-module-serve-render (not yet in USED_SOURCES.txt).
The slice is heavily mined: most PR hits that quote a vLLM error (verl PRs #259 / #5015 / #7632, OpenRLHF PR #702,
kserve PR #4501, SkyRL PR #2051, vllm-omni PR #1842, worker-vllm PR #35) are already in USED_SOURCES.txt, and most
framework PRs (ms-swift, xinference, EasyR1, LLaMA-Factory, prime-rl) have empty or prose-only descriptions, so the
error line usually sits in the linked issue. Three cases therefore use the issue or another thread as the source and
the merged PR as the fix; two have no confirmed fix (said so in fix_that_worked). Sources were checked against
USED_SOURCES.txt, the earlier rounds' docstrings (grep of the number) and the fixtures' source_url.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or taken by an earlier fixture: kserve #6065 (round-416 fixture); verl PR #259,
  #5015, #7632 and issue #7624 (its PR #7626 is the same incident); OpenRLHF PR #702, #922, #336; kserve PR #4501; ray #54739, #52975; trl #3304; SkyRL PR
  #2051; vllm-omni PR #1842; runpod worker-vllm PR #35; gpustack #3991, #2616, #313; xinference #4468, #3135;
  LlamaFactory #6654, #6523, #7234; NeMo RL #870; unsloth #2002; odysseus #191; kvcached #29; production-stack #407;
  instructlab #3122; langchain #17906; pytorch #175666; vllm #52435 (and PR #52535, the same launch); vllm PR #11061.
- unsloth-zoo PR #783 (merged; 'No module named vllm.transformers_utils.tokenizer' on vLLM >= 0.22): the fix for
  unsloth #6385, which is already a fixture (unsloth-6385-...) - same incident, not taken twice.
- Named in earlier skip lists, not re-spent: EasyR1 PR #197 (issues #193/#195 not reached; one more search returned
  only forks' #31), EasyR1 #82 (= verl #513), lm-eval #2880 / #3134 (request-time length errors), trl #3142 (no error
  text), ramalama #758 (argparse refusal only in the title), llm-compressor PR #1560 (log cut before the error).
- No error line in the stored text: prime-rl PR #1968 / #1969 / #3589 (prose: 'removed log_error_stack'), lm-eval PR
  #3176 ('device' removed in 0.10.0, prose), lm-eval PR #1124 (only engine-config lines, the OOM described), verl PR
  #1634 (error as an image), xinference PR #4489 / #4562 / #3875 and ms-swift PRs #5474 / #7302 / #463 (empty
  descriptions; #4489 used as the fix of #4508), xinference #4175 (import failures described), opea GenAIExamples PR
  #1809 (issue #1805 not reached), open-instruct PR #521 (log cut before the error), vllm PR #19510 (Ray Serve
  DeepSeek-V2-Lite pickling regression; the log in the chunk stops before the error), igeniusai/domyn-swarm #97 (V1
  start-up stack cut before the exception), llm-compressor PR #2319 (prose).
- Not a vLLM start-up failure or not vLLM: verl PR #1068 ('dummy_dtensor' is not a valid LoadFormat - SGLang's
  engine), verl #413 (weight sync during generate), LlamaFactory PR #4029 (generate() keyword at request time, closed
  unmerged), opencompass PR #1207 (opencompass's own VLLM wrapper rejects 'end_str'), xinference PR #2385
  (request-time prompt-length limit), lighteval #612 (lighteval's own config class).
- Left as off-slice with no fix: trl PR #6569 comment / vllm #49920 (vLLM 0.26.0 on Python 3.10: Triton fails to
  parse the MiniMax-M3 kernels at import, "AttributeError: 'NoneType' object has no attribute 'start'"; a vLLM bug,
  open, only 'Python 3.11 works'); vllm #36433 (matryoshka memory, a plain vLLM issue, not pursued).

Judgement calls for the lead:
1. Source choice: where the PR that fixes a failure does not store the error line, the case's url is the thread that
   does (xinference #4508, LLaMA-Factory #9503: issue + merged PR; vllm PR #18259: the vLLM PR whose comment quotes
   lm-eval's TypeError, fixed by lm-eval PR #2992). xinference #4508's fix is read from the xinference git history
   (commit 2fa93d7 of PR #4489 guards exactly the VLLM_USE_V1 lookup), not from a reply.
2. Three cases (xinference-4508, vllm-pr18259, llamafactory-9503) are a framework calling a vLLM API that
   a newer vLLM removed or changed; labelled dependency_version_mismatch for both kind and cause, as the earlier
   fixtures unsloth-6385 and nemo-rl-870 were. vllm-pr18259's failure comes after the engine is built (in lm-eval's
   VLLM wrapper __init__), so the lead may judge it a wrapper failure rather than a vLLM start-up failure.
3. ray-60056: kind model_type_unknown, cause transformers_too_old (the usual pairing), although the gap is on Ray's
   path - vLLM itself knows deepseek_v32 (vllm serve works in the same image). The chained traceback's final exception
   is not stored; the KeyError is the error line. No fix reachable.
4. unsloth-4841 is an issue, not a PR, and a vLLM 0.19.0 compile regression rather than a framework-set argument;
   taken for its clean error line and two reported working changes (pin 0.18.0; enforce_eager). kind/cause
   torch_compile_error; --enforce-eager is deliberately not forbidden.
5. None of the five prints a figure under a LABELS.txt key that the failure turns on, so numbers is {} throughout.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round423-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- xinference #4508 (fixed by PR #4489): embedding model on vLLM 0.12 -> vllm.envs has no VLLM_USE_V1
case("xinference-4508-qwen3-embedding-vllm-012-envs-no-attribute-vllm-use-v1",
     "https://github.com/xorbitsai/inference/issues/4508",
     "cuda 13.0\n"
     "python 3.10.9\n"
     "torch 2.9.0+cu130\n"
     "vllm 0.12.0+cu130\n"
     "...\n"
     "xinference 1.16.0\n"
     "...\n"
     "XINFERENCE_MODEL_SRC=modelscope xinference-local --host 0.0.0.0 --port 7708\n"
     "...\n"
     "1.start the xinference server:\n"
     "XINFERENCE_MODEL_SRC=modelscope xinference-local --host 0.0.0.0 --port 7708\n"
     "2.start Qwen3-Embedding model:\n"
     "xinference launch --model-name Qwen3-Embedding-0.6B --model-type embedding --model-engine vllm --endpoint "
     "http://127.0.0.1:7708\n"
     "3.Error reports:\n"
     "xinference.core.supervisor 53091 ERROR    Failed to launch replica Qwen3-Embedding-0.6B-0: [address=0.0.0.0:39985, "
     "pid=54926] module 'vllm.envs' has no attribute 'VLLM_USE_V1'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Xinference 1.16.0's vLLM embedding backend reads vllm.envs.VLLM_USE_V1 while setting up the model's context length "
     "at launch; vLLM removed the VLLM_USE_V1 switch (V0 engine gone, vllm PR #28204, Nov 2025), so with vllm 0.12.0 the "
     "attribute lookup fails and the replica never starts. A framework / vLLM API mismatch, not memory or parallelism.",
     "merged xinference PR #4489 ('BUG: new vllm version cannot launch embedding models', OliverBryant, merged "
     "2026-01-20, commit 2fa93d7): _set_context_length now treats vLLM > 0.11.0 as V1 and only reads VLLM_USE_V1 when "
     "vllm.envs still has it (the same PR drops task='embed' for vLLM >= 0.13). I.e. upgrade xinference past 1.17 (or "
     "pin vllm <= 0.11.0 with 1.16.0)",
     release="vLLM 0.12.0+cu130 with xinference 1.16.0", gpu=None, gpus=None,
     command="xinference launch --model-name Qwen3-Embedding-0.6B --model-type embedding --model-engine vllm "
             "--endpoint http://127.0.0.1:7708",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description (system info lines, version, start command, the reproduction steps and the "
          "error line) as the stored chunk shows it; the 'Running with Docker' checkboxes and headings are dropped "
          "('...'), and the reporter's own diagnosis after the error (which names vllm PR #28204) is left out. The issue "
          "itself was closed as stale; the fix is the merged PR #4489, read from the xinference git history (its diff "
          "guards exactly this VLLM_USE_V1 lookup), not from a reply in the thread.")

# ---------------------------------------- vllm PR #18259 (lm-eval fixed by PR #2992): lm_eval --model vllm on vLLM 0.9 -> resolve_hf_chat_template missing model_config
case("vllm-pr18259-lm-eval-vllm-resolve-hf-chat-template-missing-model-config",
     "https://github.com/vllm-project/vllm/pull/18259",
     "This makes `lm_eval --model vllm` fail.\n"
     "...\n"
     "https://github.com/vllm-project/vllm/pull/18098 also results in `[rank0]: TypeError: resolve_hf_chat_template() "
     "missing 1 required keyword-only argument: 'model_config'` in lm-eval-harness.\n"
     "\n"
     "https://github.com/EleutherAI/lm-evaluation-harness/blob/0126f6d15e6d5f9b93f244b8ece5a44bdbac9c2c/lm_eval/models/"
     "vllm_causallms.py#L143",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "lm-evaluation-harness's vLLM backend (vllm_causallms.py, in the model's __init__) calls vLLM's "
     "resolve_hf_chat_template() with the old signature; vLLM PR #18098 (in the 0.9.0 line) made model_config a "
     "required keyword-only argument, so `lm_eval --model vllm` fails while constructing the model, after the engine is "
     "built. A caller / vLLM API mismatch, not memory or parallelism.",
     "merged lm-evaluation-harness PR #2992 ('[Fix] Update resolve_hf_chat_template arguments', fxmarty-amd, reviewed "
     "by baberabb: 'Thanks for the fix!'): passes model_config to resolve_hf_chat_template for the latest vLLM (and "
     "handles the trust_remote_code typo fixed in this vLLM PR #18259 for 0.9.0). I.e. upgrade lm-eval, or pin vLLM "
     "below the #18098 change",
     release="vLLM main after PR #18098 (May 2025, the 0.9.0 line)", gpu=None, gpus=None,
     command="lm_eval --model vllm",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Excerpt: the vLLM PR's description line and fxmarty-amd's comment holding the error line, as the stored "
          "thread shows them (mgoin's review between them is dropped, '...'). The source is the vLLM PR because the "
          "error line is stored there, not in lm-eval PR #2992's description, which only describes it; #2992 is the "
          "confirmed fix. No full log or model was posted.")

# ---------------------------------------- LlamaFactory #9503 (fixed by PR #9539): vLLM 0.11.0 -> AsyncEngineArgs got an unexpected keyword argument 'disable_log_requests'
case("llamafactory-9503-vllm-011-asyncengineargs-unexpected-disable-log-requests",
     "https://github.com/hiyouga/LlamaFactory/issues/9503",
     "- `llamafactory` version: 0.9.4.dev0\n"
     "- Platform: Linux-5.15.0-25-generic-x86_64-with-glibc2.35\n"
     "- Python version: 3.11.14\n"
     "- PyTorch version: 2.8.0+cu128 (GPU)\n"
     "- Transformers version: 4.57.1\n"
     "- Datasets version: 4.0.0\n"
     "- Accelerate version: 1.11.0\n"
     "- PEFT version: 0.17.1\n"
     "- GPU type: NVIDIA H100 80GB HBM3\n"
     "- GPU number: 8\n"
     "- GPU memory: 79.21GB\n"
     "- TRL version: 0.9.6\n"
     "- vLLM version: 0.11.0\n"
     "- Git commit: a711bce664faade03b540ad30c41707ba8c928ad\n"
     "- Default data directory: detected\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "```text\n"
     "model_name_or_path: /path/to/Qwen3-8B\n"
     "template: qwen3\n"
     "infer_backend: vllm\n"
     "```\n"
     "\n"
     "### Others\n"
     "\n"
     "使用0.11.0版本的vLLM推理，报错 TypeError: AsyncEngineArgs.__init__() got an unexpected keyword argument "
     "'disable_log_requests'。",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "LLaMA-Factory 0.9.4.dev0's vLLM chat engine builds AsyncEngineArgs with disable_log_requests; vLLM 0.10.1 removed "
     "that argument (replaced by enable_log_requests), so with vLLM 0.11.0 the engine arguments cannot even be "
     "constructed and `infer_backend: vllm` fails before any model loading. A framework / vLLM API mismatch; the 8x H100 "
     "and the Qwen3-8B model are not involved.",
     "merged LLaMA-Factory PR #9539 ('[chat] fix the error when the vLLM version is greater than 0.10.0', by the "
     "reporter xvxuopop): checks the vLLM version and passes enable_log_requests on vLLM >= 0.10.1, disable_log_requests "
     "before it; the reporter confirmed renaming the argument made inference run. I.e. update LLaMA-Factory (or pin vLLM "
     "<= 0.10.0)",
     release="vLLM 0.11.0 with llamafactory 0.9.4.dev0", gpu="8x NVIDIA H100 80GB HBM3", gpus=8,
     command="llamafactory-cli chat (model_name_or_path: /path/to/Qwen3-8B, template: qwen3, infer_backend: vllm)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--enforce-eager"},
                       {"flag": "--dtype"}],
     note="Excerpt: the issue's System Info list, the Reproduction config and the first sentence of 'Others' (the error "
          "line, in the reporter's Chinese prose) as the stored chunk shows them; the rest of 'Others' (the reporter's "
          "diagnosis and the edit that made it work, shown only as images) is left out. No traceback was pasted; the "
          "error line is the reporter's quote. The entry point (chat vs api/webchat) is not stated beyond 'chat "
          "inference' in the title, so command is a reconstruction from the title and the config.")

# ---------------------------------------- ray #60056: Ray Data LLM build_llm_processor with DeepSeek-V3.2 -> transformers KeyError 'deepseek_v32'
case("ray-60056-data-llm-deepseek-v32-build-processor-keyerror-deepseek-v32",
     "https://github.com/ray-project/ray/issues/60056",
     "DeepSeek v3.2 runs without issue when served with vllm serve (in the same container image), but when going "
     "through the Ray execution path, we encounter the following error:\n"
     "\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/ray/anaconda3/lib/python3.12/site-packages/transformers/models/auto/configuration_auto.py\", line "
     "1360, in from_pretrained\n"
     "    config_class = CONFIG_MAPPING[config_dict[\"model_type\"]]\n"
     "                   ~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/ray/anaconda3/lib/python3.12/site-packages/transformers/models/auto/configuration_auto.py\", line "
     "1048, in __getitem__\n"
     "    raise KeyError(key)\n"
     "KeyError: 'deepseek_v32'\n"
     "\n"
     "During handling of the above exception, another exception occurred:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/ray/test.py\", line 17, in <module>\n"
     "    processor = build_llm_processor(\n"
     "                ^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/ray/anaconda3/lib/python3.12/site-packages/ray/_common/deprecation.py\", line 135, in _ctor\n"
     "    return obj(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/ray/anaconda3/lib/python3.12/site-packages/ray/data/llm.py\", line 547, in build_llm_processor\n"
     "    return build_processor(\n"
     "...",
     "model_type_unknown", {}, "transformers_too_old",
     "Ray Data LLM's build_llm_processor reads the model's config through transformers' AutoConfig before any vLLM "
     "engine exists; the installed transformers has no 'deepseek_v32' model type (vLLM carries its own config class for "
     "DeepSeek-V3.2, which is why `vllm serve` in the same image works), so the config lookup raises KeyError "
     "'deepseek_v32' and the processor, hence the vLLM engine stage, never starts. A config / transformers registry gap "
     "on Ray's path, not memory or parallelism.",
     "not in the stored text (the issue is closed; no reply or linked PR was reachable in 2 look-ups). From the log: a "
     "transformers release that registers deepseek_v32 (or a Ray release whose processor does not resolve the config "
     "through plain AutoConfig) is needed; vllm serve in the same image is the reporter's working path",
     release="Ray Data LLM (ray.data.llm.build_llm_processor), January 2026; vLLM version not stated", gpu=None,
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"},
                       {"flag": "--quantization"}],
     note="Excerpt: the issue description's opening sentence and the traceback as far as the stored chunk reaches "
          "('...' marks the cut after build_processor(; the final exception of the chained traceback is not stored, "
          "so the KeyError is the error line). The reporter's test.py is only named in the traceback. No fix reachable; "
          "real_cause is read from the traceback and the reporter's own comparison with vllm serve.")

# ---------------------------------------- unsloth #4841: fast_inference (bnb 4-bit) on vLLM 0.19.0 -> torch.compile "Tried to erase Node size_1"
case("unsloth-4841-fast-inference-bnb-vllm-019-a100-tried-to-erase-node-size-1",
     "https://github.com/unslothai/unsloth/issues/4841",
     "## Environment\n"
     "\n"
     "- **Unsloth**: 2026.4.1 (latest from git)\n"
     "- **vLLM**: 0.19.0\n"
     "- **GPU**: A100-SXM4-80GB\n"
     "- **CUDA**: 12.8\n"
     "- **PyTorch**: 2.10.0+cu128\n"
     "- **Platform**: Google Colab\n"
     "\n"
     "## Description\n"
     "\n"
     "Loading a merged fp16 model (or base model) with `fast_inference=True` crashes during vLLM's `torch.compile` "
     "graph capture phase.\n"
     "\n"
     "This worked correctly 3 days ago with vLLM 0.18.x. The issue appeared after vLLM updated to 0.19.0.\n"
     "\n"
     "## Reproduction\n"
     "\n"
     "```python\n"
     "from unsloth import FastLanguageModel\n"
     "\n"
     "model, tokenizer = FastLanguageModel.from_pretrained(\n"
     "    model_name=\"unsloth/Qwen3-1.7B\",  # also tested with a custom merged model\n"
     "    max_seq_length=2048,\n"
     "    dtype=None,\n"
     "    load_in_4bit=True,\n"
     "    fast_inference=True,\n"
     ")\n"
     "```\n"
     "\n"
     "## Error\n"
     "\n"
     "```\n"
     "RuntimeError: Tried to erase Node size_1 but it still had 2 users in the graph: {getitem_3: None, getitem_4: "
     "None}!\n"
     "```",
     "torch_compile_error", {}, "torch_compile_error",
     "Unsloth's fast_inference path starts an in-process vLLM 0.19.0 engine for Qwen3-1.7B loaded in 4-bit "
     "(bitsandbytes); during vLLM's torch.compile / CUDA-graph capture at start-up, an FX graph pass fails ('Tried to "
     "erase Node size_1 but it still had 2 users'), a compile-pipeline regression of vLLM 0.19.0 with this setup (the "
     "same code worked on 0.18.x). Not memory: an A100 80GB and a 1.7B model.",
     "reporter's workaround (AlessandroBertozzi): pin vllm==0.18.0; a commenter (l-besiege-l) reports enforce_eager=True "
     "(skipping torch.compile / graph capture) also solved it. No fix PR in the stored text (the issue is open)",
     release="vLLM 0.19.0 (unsloth 2026.4.1, PyTorch 2.10.0+cu128)", gpu="NVIDIA A100-SXM4-80GB (Google Colab)",
     gpus=1,
     command="FastLanguageModel.from_pretrained(model_name='unsloth/Qwen3-1.7B', max_seq_length=2048, dtype=None, "
             "load_in_4bit=True, fast_inference=True)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue description's Environment, Description, Reproduction and Error sections as the stored "
          "chunk shows them; its 'Workaround' section (pin vllm 0.18.0) and the enforce_eager comment are left out. No "
          "full traceback was pasted. Not a PR: taken because it is an unsloth launch with a clean error line and two "
          "reported working changes (see judgement calls).")

if __name__ == "__main__":
    BATCH.write()
