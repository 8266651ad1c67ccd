"""Round-665 blind batch: vLLM start-up failures about MODEL FILES AND CACHES (HF_HUB_OFFLINE / TRANSFORMERS_OFFLINE
launches, read-only or relocated HF caches, model paths that are no directory or miss config / tokenizer files,
symlinked snapshots, revisions, ModelScope downloads, object-store paths with the Run:ai streamer, sharded safetensors
index mismatches), any tracker, 2024-2026; collected by helper wild665 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round665-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed (32 ``search`` corpus=issues, 1 ``search`` corpus=pages); no read_file / fetch /
find_* calls. Every candidate was checked against /work/coord/USED_SOURCES.txt and against the earlier rounds'
docstrings (skip lists) before it was spent on. 5 cases: ChatGLM3 #946 (vLLM on a local chatglm3-6b folder whose
tokenizer_config.json auto_map names the Hub repo, no network), vllm #13485 (v0.6.6 runai_streamer with a bucket-root
s3:// URI -> HFValidationError on the temp dir), gpustack #3628 (GPUStack v2 mirrored deployment skipped, host model
path not in the vLLM 0.11.0 runner container -> HFValidationError), ray PR #64996 (Ray Serve LLM hands vLLM the
served name instead of the s3:// URI under runai_streamer), aibrix #766 (s3:// URI given to vllm-openai as the model,
read as a Hub repo id).

The slice is close to MINED OUT: nearly every offline / HF_HUB_OFFLINE, ModelScope, runai_streamer, revision and
missing-config thread the search returns is already in USED_SOURCES.txt or in the skip lists of rounds 341, 360, 434,
455, 517, 539, 552, 559, 577 and 605. The productive seam this round was OBJECT-STORE PATHS handed to vLLM by wrappers
(Ray Serve, AIBrix, GPUStack's runner containers) and release-specific URI handling; the GPUStack v2 'mirrored
deployment' family (below) has more threads whose vLLM error line is beyond the stored chunk.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): vllm #23684, #39039, #3719, #1910, #9255, #1986, #16524, #13962, #9033,
  #7953, #23236, #32807, #23674, #12311, #12290, #22843, #12867, #5727, #4416, #4657, #13150, #31444, #10632, #1120,
  #16597, #7986, #7345, #32841, #8995, #15027, #10833; vllm-omni #5412, #573; Avarok dgx-vllm #16; modelscope #936;
  xinference #1112; unsloth #2317; ray #52499, #64978, #65477, #60681, #56905; run-ai/runai-model-streamer #28, #34,
  #55, #95, #154; production-stack #193; LLMFlux #58; VinePPO #3; tt-inference-server #4026; kserve PR #3456;
  torchtune #945; trl #3604; vllm-ascend #829; gpustack #1268, #1804; vertex-ai-samples #3331; lm-eval #2744.
- Error line not in the stored chunk (or only a paraphrase): gpustack #3099 (title: 'Failed to start model instance
  when mounting <data-dir> from host path other than /var/lib/gpustack', vLLM 0.10.2 runner; chunk stops in the
  non-default args), #4185 ('Failed to get self Container gpustack-worker'; transformers traceback cut before the
  error), #5013, #2954, #3878, #3606 (same mirrored-deployment family, GPUStack log only); vllm #24313 ('Starting from
  v0.10.1 model can't be loaded from s3', production-stack, runai_streamer; the HFValidationError line is cut
  mid-sentence in the stored chunk, so not taken); vllm PR #39155 / issue #39112 (HF_HUB_OFFLINE=1 with an s3:// URI
  -> HFValidationError, fixed in 0.20; the PR's 'before' log stops at 'Traceback'); vllm #12437 (HFValidationError
  from S3, closed as a duplicate of #11929, traceback head only); vllm-omni #917 ('No tokenizer file found in
  directory' for Qwen3-Omni via MistralCommonBackend; no answer stored); modal-examples #834 / #837 ('Cannot find any
  model weights with /llamas/...' on vLLM 0.5.4 bitsandbytes; no answer stored); llm-d-benchmark PR #1411 ('model path
  does not exist', paraphrase only).
- No cause or fix reachable: vllm #10721 (fine-tuned trainer.save_model folder -> HFValidationError on vLLM serve;
  closed stale, no answer stored); vllm #5415 (--revision 'resolve/6_5' for an exl2 branch -> 404; an exl2 repository
  vLLM cannot load anyway); axolotl #3959 (hypothetical 'Invalid repository ID' under a branch without config.json;
  the real behaviour was a silent start); Neph0s/CoSER #3 (stale index, 'vllm doesn't work', no error text).
- Not a vLLM failure / not vLLM's message: huggingface_hub #2797 (read-only HF cache under the user's own
  AutoConfig call); vllm-ascend #618 (ModelScope 'has no revision: main' inside an lm-eval run: only modelscope frames
  are stored, the same class as the vllm-ascend-829 fixture, and the issue's second error is lm-eval's dataset
  download); vllm-ascend #607 / PR #7279 (lm-eval datasets via ModelScope); gpustack #5247 (ModelScope's 'File exists'
  on a dangling symlink during GPUStack's own download); huggingface_hub PR #3645 ('Error retrieving safetensors' is
  never the failure); sglang #18299 (SGLang); TGI #3090; runpod worker-vllm PR #343 (RevisionNotFoundError described
  in prose only); dynamo PR #15147 (TensorRT-LLM).

Judgement calls for the lead:
1. chatglm3-946: kind/cause hub_unreachable. The model is given by a local absolute path, but chatglm3-6b's
   tokenizer_config.json auto_map names its tokenizer class by the Hub repo ('THUDM/chatglm3-6b--tokenization_chatglm
   ...' style), so transformers goes to the Hub for tokenization_chatglm.py and, with no network, prints the 'We
   couldn't connect' message naming THUDM/chatglm3-6b. The fix that worked (reporter, after a tip from a WeChat group)
   was rewriting auto_map to the local module; the maintainer's alternative was transformers 4.37.2. The lead may
   prefer a dedicated cause (the checkpoint's auto_map pointing at the Hub); none exists in LABELS.txt.
2. vllm-13485: kind model_not_found (huggingface_hub's HFValidationError on a local path, README's row), cause
   release_regression: the Run:ai streamer's maintainer says 0.6.6 only handled s3://bucket/dir/ and later vLLM fixed
   it. The printed path is vLLM's own temp dir (/tmp/tmp8px3pe24), not the user's argument. The stored text has the
   typo 'huggingface_hub.errors/HFValidationError' (a slash), kept verbatim.
3. gpustack-3628: the error string is only the issue title ('huggingface_hub.errors.HFValidationError', the class name
   without its message, README's 'cut after its class name' row); the body is GPUStack's log up to the container
   creation. The cause is read from that log (mirrored deployment skipped: 'failed to get self Container
   k8s-master-02', so the runner container lacks the host path /data/kubernetes-data/...) and from the same family's
   threads (gpustack #4185, #3099 by GPUStack's team); no answer is stored in #3628 itself. kind/cause model_not_found
   as spark-vllm-docker-153 (model folder not mounted).
4. ray-pr64996: a fix PR of Ray (not vLLM); the excerpt is only the error line it quotes, the config is in `command`
   from the linked issue ray #64978 (skip-listed by rounds 553/605 because its chunk lacked the vLLM error; the PR has
   it). kind model_not_found (transformers' 'is not a local folder and is not a valid model identifier'), cause
   model_not_found; the lead may prefer release_regression (Ray PR #64110 changed what is passed as --model).
5. aibrix-766: no answer stored (open). The cause is read from the message: the s3:// URI went to vLLM as --model
   with no object-store load format, so vLLM/transformers validated it as a Hub repo id. kind/cause model_not_found.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round665-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- ChatGLM3 #946: vLLM OpenAI server on a local chatglm3-6b folder, no network -> We couldn't connect ... tokenization_chatglm.py
case("chatglm3-946-local-chatglm3-6b-auto-map-hub-repo-no-network-tokenization-chatglm-py",
     "https://github.com/zai-org/ChatGLM3/issues/946",
     "使用vLLM部署ChatGLM3 报错\n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "pyton version 3.10 \n"
     "centos 8\n"
     "\n"
     "### Reproduction / 复现过程\n"
     "\n"
     "启动vLLM命令\n"
     "```py\n"
     " python -m vllm.entrypoints.openai.api_server     --model=/usr/local/models/THUDM/chatglm3-6b     "
     "--trust-remote-code     --served-model-name qwmiic     --host 127.0.0.1     --port 9999        --dtype=half\n"
     "```\n"
     "报错：hugging face 网络连不上` We couldn't connect to 'https://huggingface.co' to load this file, couldn't find "
     "it in the cached files and it looks like THUDM/chatglm3-6b is not the path to a directory containing a file "
     "named tokenization_chatglm.py.`\n"
     "于是我修改了config.json的` \"_name_or_path\": \"/usr/local/models/THUDM/chatglm3-6b\",`属性，再运行依然报错？\n"
     "我没有找到配置修改的入口，我该如何解决？",
     "hub_unreachable", {"dtype": "half"}, "hub_unreachable",
     "vLLM's OpenAI server launched on a local copy of THUDM/chatglm3-6b (a remote-code model) on a machine that cannot "
     "reach huggingface.co. The folder's tokenizer_config.json auto_map names the tokenizer class by its Hub repository "
     "(THUDM/chatglm3-6b), so transformers, when vLLM loads the tokenizer with trust_remote_code, tries to fetch "
     "tokenization_chatglm.py from the Hub instead of the local folder and fails with no network. Editing config.json's "
     "_name_or_path does not touch that reference. Not a memory or GPU problem.",
     "confirmed by the reporter (Songjiadong, 2024-03-11): rewriting tokenizer_config.json's auto_map to the local "
     "module, \"AutoTokenizer\": [\"tokenization_chatglm.ChatGLMTokenizer\", null], made vLLM start. The maintainer "
     "(zRzRzRzRzRzRzR) also suggested the absolute path and, failing that, downgrading transformers to 4.37.2",
     release=None, gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model=/usr/local/models/THUDM/chatglm3-6b "
             "--trust-remote-code --served-model-name qwmiic --host 127.0.0.1 --port 9999 --dtype=half",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as the stored text shows them (the empty 'official example / own "
          "scripts' checkboxes and the 'Expected behavior' line dropped). Chinese: '报错：hugging face 网络连不上' = "
          "'error: cannot connect to the hugging face network'; '于是我修改了config.json的...属性，再运行依然报错' = 'so I "
          "changed config.json's _name_or_path, still the same error'. The vLLM version is not stated (March 2024, "
          "so 0.3.x). The maintainer's and reporter's replies with the fix are left out.")

# ---------------------------------------- vllm #13485: vllm-openai v0.6.6, s3://vllm-phi35 (bucket root) with runai_streamer -> HFValidationError on /tmp/tmp8px3pe24
case("vllm-13485-v066-runai-streamer-s3-bucket-root-hfvalidationerror-tmp-dir",
     "https://github.com/vllm-project/vllm/issues/13485",
     "[Bug]: HFValidation\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Hi, I'm trying to run vllm while loading the model from a s3 compatible storage.\n"
     "\n"
     "Using the official image tag v0.6.6\n"
     "\n"
     "I have defined following env vars:\n"
     "AWS_ACCESS_KEY_ID \n"
     "AWS_SECRET_ACCESS_KEY \n"
     "AWS_ENDPOINT_URL\n"
     "AWS_EC2_METADATA_DISABLED=true\n"
     "RUNAI_STREAMER_S3_ENDPOINT\n"
     "RUNAI_STREAMER_S3_USE_VIRTUAL_ADDRESSING=0\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I'm running the following command:\n"
     "`vllm serve s3://vllm-phi35 --load-format runai_streamer`\n"
     "\n"
     "And I get the following error:\n"
     "```\n"
     "huggingface_hub.errors/HFValidationError: Repo id must be in the form 'repo_name' or 'namespace/repo_name': "
     "'/tmp/tmp8px3pe24' . Use `repo_type` argument if needed.\n"
     "```",
     "model_not_found", {}, "release_regression",
     "vLLM 0.6.6 (official image) serving a model straight from an S3-compatible bucket with the Run:ai model streamer, "
     "the model given as the bucket root (s3://vllm-phi35, no directory). vLLM pulls the config and tokenizer files "
     "into a temporary folder and points the model at it; 0.6.6 only handled the s3://bucket/dir/ form, so for a "
     "bucket-root URI the temp folder got no config.json and the temp path was then validated as a Hub repository id. "
     "A bug of the 0.6.6 release's object-store path handling, not the credentials, memory or GPU.",
     "diagnosed by noa-neria (Run:ai model streamer maintainer, 2025-02-19): 'This issue is resolved in latest version "
     "of vllm ... In 0.6.6 the only path pattern that works is s3://bucket/dir/'; i.e. a newer vLLM (0.7.x), or on "
     "0.6.6 the model placed under a directory of the bucket and given as s3://bucket/dir/",
     release="0.6.6 (official image)", gpu=None, gpus=None,
     command="vllm serve s3://vllm-phi35 --load-format runai_streamer",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as the stored text shows them; the 'Before submitting' checkbox "
          "is dropped and the comments are left out (JaheimLee: 'I also encountered this issue while loading a local "
          "model'; noa-neria's diagnosis). The typo 'huggingface_hub.errors/HFValidationError' (a slash) is the "
          "reporter's, kept verbatim. The same reporter's production-stack #193 (File access error on OCP) is a "
          "different failure and is skip-listed.")

# ---------------------------------------- gpustack #3628: GPUStack v2 runner vllm0.11.0, bge-m3 from a host path, mirrored deployment skipped -> HFValidationError
case("gpustack-3628-v2-runner-vllm0110-bge-m3-host-path-mirrored-deployment-skipped-hfvalidationerror",
     "https://github.com/gpustack/gpustack/issues/3628",
     "huggingface_hub.errors.HFValidationError\n"
     "\n"
     "2025-12-01 14:34:04.738873+08:00 - gpustack.worker.backends.base - INFO - Preparing model files...\n"
     "2025-12-01 14:34:04.748344+08:00 - gpustack.worker.backends.base - INFO - Model files are ready.\n"
     "2025-12-01 14:34:04.748491+08:00 - gpustack.worker.serve_manager - INFO - Provisioning model instance "
     "bge-m3-AIB6b\n"
     "2025-12-01 14:34:04.748550+08:00 - gpustack.worker.backends.vllm - INFO - Starting vLLM model instance: "
     "bge-m3-AIB6b\n"
     "2025-12-01 14:34:05.188540+08:00 - gpustack.worker.backends.vllm - INFO - Creating vLLM container workload: "
     "bge-m3-AIB6b\n"
     "2025-12-01 14:34:05.188656+08:00 - gpustack.worker.backends.vllm - INFO - With image: "
     "quay.io/gpustack/runner:cuda12.8-vllm0.11.0, arguments: [vllm serve "
     "/data/kubernetes-data/meta-think/compute-power-management/models/bge-m3 --max-model-len 8192 --host "
     "192.168.96.139 --port 40000 --served-model-name bge-m3], ports: [40000], envs(inconsistent input items mean "
     "unchangeable):\n"
     "2025-12-01 14:34:05.214354+08:00 - 1060 - gpustack_runtime.deployer.docker - WARNING - Mirrored deployment "
     "enabled, but no Container name set, using hostname(k8s-master-02) instead\n"
     "2025-12-01 14:34:05.226055+08:00 - 1060 - gpustack_runtime.deployer.docker - WARNING - Mirrored deployment "
     "enabled, but failed to get self Container k8s-master-02, skipping\n"
     "2025-12-01 14:34:13.376585+08:00 - gpustack.worker.backends.vllm - INFO - Created vLLM containe",
     "model_not_found", {"max_model_len": 8192}, "model_not_found",
     "GPUStack v2 starts vLLM 0.11.0 in a separate runner container and, with 'mirrored deployment', copies the "
     "worker container's volume mounts into it. Here the worker could not find its own container (no container name "
     "set, the host name k8s-master-02 matched none), so mirroring was skipped and the runner container got none of "
     "the worker's mounts: the local model folder /data/kubernetes-data/.../models/bge-m3 does not exist inside it, "
     "and vLLM/transformers, finding no folder, validated the path as a Hugging Face repository id. A model path not "
     "present in the container vLLM runs in, not the model, memory or GPU.",
     "no answer is stored in this thread (closed). From the log and the same family (gpustack #4185 'Failed to get "
     "self Container gpustack-worker', #3099 by GPUStack's team): name the worker container so mirrored deployment "
     "finds it (GPUSTACK_RUNTIME_DEPLOY_MIRRORED_NAME=<worker container name>, as gpustack #5247's command line sets), "
     "or mount the model folder into the runner container at the same path",
     release="0.11.0 (GPUStack runner quay.io/gpustack/runner:cuda12.8-vllm0.11.0)", gpu=None, gpus=None,
     command="vllm serve /data/kubernetes-data/meta-think/compute-power-management/models/bge-m3 --max-model-len 8192 "
             "--host 192.168.96.139 --port 40000 --served-model-name bge-m3",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"},
                       {"flag": "--trust-remote-code"}],
     note="Judgement call: the error string is only the issue title (the exception class without its message); the "
          "body as stored is GPUStack's worker log, cut mid-word where the stored chunk stops ('Created vLLM "
          "containe'). Taken because the log pins the cause (mirrored deployment skipped, host path as the model) and "
          "the same GPUStack v2 family is documented in #4185 / #3099. bge-m3 is an embedding model; the failure "
          "comes before any of that matters.")

# ---------------------------------------- ray PR #64996: Ray Serve LLM, s3:// model_source + runai_streamer -> vLLM gets the served name 'gpt-oss-120b'
case("ray-pr64996-serve-llm-s3-model-source-runai-streamer-served-name-as-model-not-a-valid-model-identifier",
     "https://github.com/ray-project/ray/pull/64996",
     "RuntimeError: Failed to create vLLM engine config: gpt-oss-120b is not a local folder and is not a valid model "
     "identifier listed on 'https://huggingface.co/models'",
     "model_not_found", {}, "model_not_found",
     "Ray Serve LLM deployment with model_id 'gpt-oss-120b' (the served name), model_source "
     "'s3://my-bucket/llm-server/openai/gpt-oss-120b' and engine_kwargs load_format='runai_streamer' (tensor parallel "
     "4). After Ray PR #64110, VLLMEngineConfig.from_llm_config turns a string s3:// model_source into a download "
     "mirror and passes the model_id to vLLM as --model; under a streaming load format nothing is downloaded either, "
     "so vLLM is asked to load 'gpt-oss-120b', which is neither a local folder nor a Hub repository. The wrapper's "
     "model argument, not vLLM, the bucket or memory.",
     "not merged in the stored text (open PR by alimaazamat, 2026-07-24): pass the object-store URI itself as vLLM's "
     "model for streaming load formats (with ray PR #65120). Workaround implied by issue ray #64978: a Ray release "
     "before PR #64110, or engine_kwargs that give vLLM the s3:// URI as the model",
     release=None, gpu=None, gpus=None,
     command="LLMConfig(model_loading_config={\"model_id\": \"gpt-oss-120b\", \"model_source\": "
             "\"s3://my-bucket/llm-server/openai/gpt-oss-120b\"}, engine_kwargs={\"load_format\": \"runai_streamer\", "
             "\"tensor_parallel_size\": 4})",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the one error line the PR description quotes for the failing start-up (the surrounding analysis "
          "and the fix are left out). The config in `command` is the one of the linked issue ray-project/ray #64978 "
          "(apost71), whose stored chunk stops before any error; the vLLM and Ray versions are not stated in the "
          "stored text (July 2026). The RuntimeError prefix is Ray's wrapper; the message after it is transformers'.")

# ---------------------------------------- aibrix #766: AIBrix 0.2.0 base model from s3:// given to vllm-openai -> HFValidationError on the s3 URI
case("aibrix-766-base-model-s3-uri-as-vllm-model-hfvalidationerror-repo-id",
     "https://github.com/vllm-project/aibrix/issues/766",
     "Loading base model/lora adapters from s3 fails and throws HF error\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Im trying to initialize AIBrix using model files hosted on s3. But I am not able to get vllm-openai container to "
     "run as its incorrectly identifying the s3 link as being a HF repo.\n"
     "\n"
     "`huggingface_hub.errors.HFValidationError: Repo id must be in the form 'repo_name' or 'namespace/repo_name': "
     "'s3://s3-bucket/llama-3.1-nemoguard-8b-topic-control'. Use `repo_type` argument if needed.`\n"
     "\n"
     "### Steps to Reproduce\n"
     "\n"
     "1. Move a model `llama-3.1-nemoguard-8b-topic-control` to a s3 bucket\n"
     "2. Deploy AIBrix following the docs: "
     "https://aibrix.readthedocs.io/latest/features/lora-dynamic-loading.html#create-base-model. Be sure to reference "
     "the model using its s3 path: `s3://s3-bucket/llama-3.1-nemoguard-8b-topic-control`\n"
     "3. Inspect the pod logs and find the error. Pod will crash when applying.\n"
     "4. Same issue if you just load LoRA from s3\n"
     "\n"
     "### Environment\n"
     "\n"
     "- AIBrix version: 0.20.0\n"
     "- k8s deployment\n"
     "- AWS s3 bucket with model files",
     "model_not_found", {}, "model_not_found",
     "AIBrix's base-model deployment with the vllm-openai container given the S3 URI of the model folder directly as "
     "the model. vLLM of that time loads s3:// only through an object-store load format (--load-format "
     "runai_streamer), and AIBrix's documented route downloads the files to a local path first; without either, the "
     "URI reached transformers / huggingface_hub, which validated it as a Hub repository id and refused it. A model "
     "location vLLM cannot read as given, not memory or GPU.",
     "no fix reached in the stored text (open, labelled kind/bug, area/lora). From the message: give vLLM a local path "
     "(download the S3 folder first, e.g. with AIBrix's downloader or an init container) or serve the s3:// URI with "
     "--load-format runai_streamer on a vLLM that supports it",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as the stored text shows them, without the 'Expected behavior' "
          "line. 'AIBrix version: 0.20.0' is the reporter's spelling (AIBrix 0.2.0, February 2025); the vLLM version "
          "is not stated. Step 4 (LoRA adapters from s3) is the same refusal for --lora-modules.")

if __name__ == "__main__":
    BATCH.write()
