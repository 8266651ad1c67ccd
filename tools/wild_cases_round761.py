"""Round-761 blind batch: HUGGING FACE HUB AND MODEL FILES AT VLLM'S START-UP (gated or private repos 401/403,
HF_HUB_OFFLINE / no network, revision or file not found, trust_remote_code required, missing config.json / tokenizer
files, safetensors header or incomplete download errors), any tracker; collected by helper wild761 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round761-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (nor tests/*.py); every expectation was written from
the source thread only (README's message_kind table and diagnosis.cause list, and earlier fixtures' labels, were read
for the label names). Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt.

Look-ups: 34 of the 45 allowed: 33 ``search`` corpus=issues and 1 ``read_file`` that found nothing (issue threads are
not files in the index); no fetch / find_* calls. Every candidate was checked against /work/coord/USED_SOURCES.txt,
/work/coord/CLAIMS.txt and the skip lists of the earlier rounds' docstrings before it was spent on, and claimed in
CLAIMS.txt. 2 cases:
- vllm PR #8501: `vllm serve <repo> --revision <branch>` on a repository with no config.json on main -> the Hub's 404
  for .../resolve/main/config.json (the OpenAI server did not pass --revision on; fixed by the PR).
- awslabs/data-on-eks #605: Triton + vLLM blueprint on EKS, gated meta-llama/Meta-Llama-3-8B-Instruct -> 403 'not in
  the authorized list' (the licence was not accepted on the Hub for the token's account).

The slice is MINED OUT. Round 665 cut almost the same slice (model files and caches, offline launches, revisions) and
rounds 26, 34, 46, 134, 341, 360, 455, 517, 539, 552, 559, 577 and 605 cover the gated / offline / safetensors /
trust_remote_code threads; nearly every thread the search returned for the error lines of this class (GatedRepoError,
OfflineModeIsEnabled, LocalEntryNotFoundError, HFValidationError, 'Cannot find any model weights', HeaderTooLarge /
MetadataIncompleteBuffer, 'does not appear to have a file named ...', trust_remote_code prompts) was already used or
skip-listed. A round of 2 is what was left with an error line AND a cause in the stored text.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): tt-inference-server #37; pytorch/serve #3365; Avarok dgx-vllm #16;
  vllm #39039, #23684, #3719, #1910, #9255, #8331, #3125, #7953, #4333, #3329, #31444, #13510, #12867, #13150, #15027,
  #4416, #6934, #11182; HabanaAI vllm-fork #1474; vllm-omni #5412, #573, #474, #917; runpod worker-vllm #43, PR #343;
  modal-examples #837 / #834; unsloth #2317, #3366; Qwen3-VL #264; vast-ai base-image #128; ChatGLM3 #946;
  OmniParser #130; trl #3604; gpustack #1268, #815; bytedance-iaas/vllm #76; rl-swarm #122; ipex-llm #12953;
  vllm-ascend #618; huggingface_hub PR #3645; CoSER #3; ray #54812; kaito #931; fastsafetensors #88;
  llm-compressor #1305; huggingface_hub #2779 (round 605); recipes #116; litellm #6121, #4600; api-for-open-llm
  #185; vllm #9531, #6215.
- Claimed this round but not written: vllm #14925 (simon-mo, V0 + TP with a trust_remote_code config on a nightly
  0.7.4.dev: the stored chunk stops in the args Namespace before the error line; the same family as the used
  'Can't pickle <class transformers_modules...>' fixtures vllm-14966 / vllm-15033 and PR #11182); vllm PR #29706
  (HF_HUB_OFFLINE=1 with --tokenizer given as a Hub id: only the PR's 'After' log was reached, the 'Before' failure is
  not in the stored chunks seen); vllm #11268 (LLM('meta-llama/Llama-3.1-70B-Instruct') through an in-house Hub
  proxy 'https://hfproxy/...': HfHubHTTPError 404 for sentence_bert_config.json; the error line IS stored and the
  reporter points at PR #9506 (the sentence-transformers config lookup added for every model), but the issue is open
  with no maintainer answer or fix stored, so no confirmed cause -- a good case if a later round finds the fix);
  kserve #3832 (llama3-8b-instruct on KServe's Hugging Face runtime with the vLLM backend, gated repo: the stored
  description only says 'An authentication error occurred with huggingface login', no error line; fixed by docs PR
  kserve/website #386, HF_TOKEN from a secret).
- Not vLLM / not its start-up: lmms-eval #1530 / PR #1531 (lmms-eval's own AutoProcessor call drops
  trust_remote_code -> EOFError; vLLM got the flag); bigcodebench PR #55 (flag not propagated; no error pasted);
  validatedpatterns rag-llm-gitops #70 (HF_TOKEN 'None' in a download-model init container: huggingface_hub whoami);
  openedai-vision #25, dstack #1164, LLaVA-NeXT #140, mistral.rs #621, TGI #827 / #431 (other servers);
  sglang #32279, mlx-vlm PR #1827, FreeToken #124 (other engines); OpenBMB MiniCPM-V #541 (vLLM 0.5.5, a KV-cache
  profiling traceback, not this slice).

Judgement calls for the lead:
1. vllm-8501 is a fix PR, not a user's thread: the excerpt is the PR author's (lewtun) pasted traceback and the
   sentence that says when it arises (with --revision on a repository without config.json on main); the PR's title
   and its first sentence ('This PR exposes the revision arg in the OpenAPI server ...') are the fix and were left
   out. The stored chunk stops inside hf_hub_download's frames, after the 404 line and before transformers' final
   OSError ('... does not appear to have a file named config.json'). kind config_format_not_found, as the two earlier
   fixtures of a 404 / Entry Not Found for .../resolve/main/config.json (cot-eval-50, worker-vllm-70). Cause
   release_regression: the thread shows the file exists on the requested branch and vLLM's OpenAI server did not hand
   --revision to its config lookup (a bug of that release on the launch's path, fixed by a newer one); the lead may
   prefer config_format_not_found. The vLLM release is not printed (PR merged 2024-09-16).
2. data-on-eks-605: the issue body has the error only as an attachment (pod.log) and a screenshot; the error line in
   the excerpt is the pod.log line the maintainer quoted in his answer (his own words -- 'As the error in the log says,
   you have to accept the terms and conditions on hugging face for the models' -- are left out). The stored chunk ends
   inside that line ('Visit https://huggingfac'). The model server is Triton's vLLM backend (the blueprint 'Deploying
   Multiple Large Language Models with NVIDIA Triton Server and vLLM'): the refusal is transformers' gated-repo
   OSError raised while vLLM's engine reads config.json, surfaced by Triton's Python stub ('Failed to initialize Python
   stub: ...'); no vLLM log line of its own is stored. Drop it if a vLLM banner or frame is required. The '\\n' in the
   line are literal backslash-n (Triton escapes the message), kept verbatim.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round761-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}]

# ---------------------------------------- vllm PR #8501: vllm serve --revision on a repo without config.json on main -> 404 .../resolve/main/config.json
case("vllm-8501-serve-revision-branch-repo-no-config-on-main-404-config-json",
     "https://github.com/vllm-project/vllm/pull/8501",
     "```shell\n"
     "vllm serve {MODEL_ID} --revision {REVISION}\n"
     "```\n"
     "\n"
     "... the following error that arises when passing `--revision` to `vllm serve` for model repos that _do not_ have "
     "a `config.json` file on the `main` branch (a common pattern among HF Hub users who use branches for versioning "
     "experiments):\n"
     "\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"/fsx/lewis/miniconda3/envs/mixeval/lib/python3.10/site-packages/huggingface_hub/utils/_errors.py\", line 304, in hf_raise_for_status\n"
     "    response.raise_for_status()\n"
     "  File \"/fsx/lewis/miniconda3/envs/mixeval/lib/python3.10/site-packages/requests/models.py\", line 1024, in raise_for_status\n"
     "    raise HTTPError(http_error_msg, response=self)\n"
     "requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://huggingface.co/HuggingFaceH4/gemma-2-2b-gkd/resolve/main/config.json\n"
     "\n"
     "The above exception was the direct cause of the following exception:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/fsx/lewis/miniconda3/envs/mixeval/lib/python3.10/site-packages/transformers/utils/hub.py\", line 402, in cached_file\n"
     "    resolved_file = hf_hub_download(\n"
     "  File \"/fsx/lewis/miniconda3/envs/mixeval/lib/python3.10/site-packages/huggingface_hub/utils/_deprecation.py\", line 101, in inner_f\n"
     "    return f(*args, **kwargs)\n"
     "  File \"/fsx/lewis/miniconda3/envs/mixeval/lib/python3.10/site-packages/huggingface_hub/utils/_validators.py\", line 114, in _inner_fn\n"
     "    return fn(*args, **kwargs)\n"
     "  File \"/fsx/lewis/miniconda3/envs/mixeval/lib/python3.10/site-packages/huggingface_hub/file_download.py\", line 1240, in hf_hub_download\n"
     "    return _hf_hub_download_to_cache_dir(\n",
     "config_format_not_found", {}, "release_regression",
     "vllm serve was given --revision for a Hub repository (HuggingFaceH4/gemma-2-2b-gkd) that keeps its model files, "
     "config.json included, on a branch and has no config.json on main. The OpenAI server of that vLLM did not pass "
     "--revision on to its config lookup, so transformers asked the Hub for .../resolve/main/config.json and got 404. "
     "The file exists at the requested revision; the launch's flag was dropped by vLLM. Not memory, length or "
     "parallelism.",
     "vLLM's merged PR #8501 ('[Frontend] Expose revision arg in OpenAI server', lewtun, 2024-09-16): the server hands "
     "the revision through, so `vllm serve {MODEL_ID} --revision {REVISION}` loads config.json from that branch; fix: "
     "a vLLM release with that PR. (Serving a local snapshot of the branch would avoid the lookup; that is the "
     "collector's reading, not stated in the PR.)",
     release=None, gpu=None, gpus=None, command="vllm serve {MODEL_ID} --revision {REVISION}",
     forbidden=_NOT_MEMORY + [{"flag": "--trust-remote-code"}],
     note="Excerpt: the PR description's command block and the sentence saying when the error arises (its opening "
          "'This PR exposes the revision arg ...' and 'In particular, it resolves' are the fix and were cut, marked "
          "'...'), then the pasted traceback as stored; the stored chunk ends inside hf_hub_download's frames, before "
          "transformers' final OSError. The command is the PR's template (placeholders as written). Judgement call 1.")

# ---------------------------------------- awslabs/data-on-eks #605: Triton + vLLM on EKS, gated Meta-Llama-3-8B-Instruct -> 403 not in the authorized list
case("data-on-eks-605-triton-vllm-llama3-8b-gated-403-not-authorized-list",
     "https://github.com/awslabs/data-on-eks/issues/605",
     "nvidia-triton-server-triton-inference-server pod is crashing\n"
     "\n"
     "## Description\n"
     "Hi, I am creating a  demo for “[Deploying Multiple Large Language Models with NVIDIA Triton Server and vLLM]"
     "(https://awslabs.github.io/data-on-eks/docs/gen-ai/inference/vLLM-NVIDIATritonServer-Llama2)” from my Isengard "
     "account using Cloud9.\n"
     "However, nvidia-triton-server-triton-inference-server-54546fdb86-wh7tb pod is crashing. Attached is the pod log. \n"
     "\n"
     "I think – I have access to Huggingface for Llama and Mistral models.\n"
     "\n"
     "Terraform v1.9.3\n"
     "\n"
     "[pod.log](https://github.com/user-attachments/files/16516311/pod.log)\n"
     "![image](https://github.com/user-attachments/assets/735ef366-9962-4315-895e-b92641e657a2)\n"
     "\n"
     "```\n"
     "I0806 21:52:45.863589 1 pb_stub.cc:366] \"Failed to initialize Python stub: OSError: You are trying to access a "
     "gated repo.\\nMake sure to have access to it at https://huggingface.co/meta-llama/Meta-Llama-3-8B-Instruct.\\n403 "
     "Client Error. (Request ID: Root=1-66b29b2d-360bea0d76518b604809e08c;c38d10d6-674e-466b-9a56-a7b3f7c07a4e)\\n\\n"
     "Cannot access gated repo for url https://huggingface.co/meta-llama/Meta-Llama-3-8B-Instruct/resolve/main/"
     "config.json.\\nAccess to model meta-llama/Meta-Llama-3-8B-Instruct is restricted and you are not in the "
     "authorized list. Visit https://huggingfac\n",
     "hub_access_denied", {}, "hub_access_denied",
     "The data-on-eks blueprint serves meta-llama/Meta-Llama-3-8B-Instruct (and Mistral) with Triton's vLLM backend. "
     "The Hub refused config.json with 403: the model is gated and the account whose token the pod used was 'not in "
     "the authorized list' (the Llama 3 licence had not been accepted for it), so vLLM's engine could not read the "
     "config and Triton's Python stub failed to initialize; the pod crash-looped. The reporter only thought they had "
     "access. Nothing about memory, parallelism or length is involved.",
     "the maintainer's answer (askulkarni2, 2024-08-07): 'As the error in the log says, you have to accept the terms "
     "and conditions on hugging face for the models' -- request / accept access to meta-llama/Meta-Llama-3-8B-Instruct "
     "on huggingface.co with the account of the HF token given to the deployment, then redeploy. No follow-up from the "
     "reporter is stored (the issue is closed).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title and body as stored, then the pod.log line the maintainer quoted in his answer (his "
          "sentence left out); the stored chunk ends inside that line at 'Visit https://huggingfac'. The '\\n' are "
          "literal in the log line (Triton escapes the message). No vLLM version, GPU or launch command is shown. "
          "Judgement call 2.")

BATCH.write()
