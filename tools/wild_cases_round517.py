"""Round-517 blind batch: vLLM start-up failures from the MODEL-FILE slice (tokenizer load failures, GGUF files whose
architecture the config loader does not know, missing Hub snapshots in offline mode, a tokenizer API that the
installed vLLM does not match), collected by helper wild517 from the search tool's issues corpus (and a few docs-corpus
look-ups for Hugging Face discussions, none of which yielded a case) and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round517-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` (31 corpus=issues, 3 corpus=docs); no find_string / read_file / fetch.
5 cases: lm-sys/FastChat #1955 (vLLM 0.1.x LLM() on lmsys/vicuna-13b-v1.3, 'Failed to load the tokenizer'),
vllm-project/vllm-omni #6145 (NPU nightly CI, Wan2.2-I2V-A14B-Diffusers not in the node's HF cache with outgoing
traffic disabled, LocalEntryNotFoundError), unslothai/unsloth #2254 (DeepSeek-V3-0324 UD-IQ2_XXS GGUF on 8 AMD GPUs
without --hf-config-path, 'GGUF model with architecture deepseek2 is not supported yet'), vllm-project/vllm #42229
(a DeepSeek-V4-Flash GGUF with architecture deepseek2, same message, no answer), intel/llm-scaler #241 (Ministral 3
2512 on the llm-scaler-vllm:1.2 XPU image with vLLM 0.10.3.dev0: 'MistralTokenizer' object has no attribute
'convert_tokens_to_ids'). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the
earlier rounds' skip lists (tools/wild_cases_round*.py) before a look-up was spent on it. The slice is very heavily
mined: most queries (Tokenizer class X does not exist, 'As of transformers v4.44', trust_remote_code, gated 401,
rope_scaling, preprocessor_config.json, 'Invalid repository ID', 'Unrecognized model ... model_type', GGUF
architectures, chat-template paths, 'Can't load tokenizer') returned only used or skip-listed threads.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or a case of an earlier round: vllm #29849, #3719, #9255, #7978, #13510, #15027,
  #17210, #36217, #19793, #8331, #9531, #6215, #5244, #47600, #30691, #28691, #33229, #7357, #15277, #30485;
  Tencent-Hunyuan/Hunyuan-4B #2; production-stack #407; runpod worker-vllm #257; llm-compressor #1305;
  TensorRT-LLM-ChatGLM3 #3; api-for-open-llm #185; HF mistralai/Pixtral-12B-2409 discussion 22; HF
  openbmb/MiniCPM3-4B discussion 25.
- Named in earlier rounds' skip lists (not re-opened): gpustack #5096, #1804; QwenPaw #3084; vllm #39279, #9408,
  #23684, #12867, #23321, #38716, #7268, #22043, #13579, #6934, #10534, #10023, #18382, #16224, #16681, #30641, #13150,
  #15120; vllm-omni #541, #3106, #917; THUDM/LongWriter #39; Qwen3-Omni #105; vllm-ascend #5353; Seed-X-7B #7;
  dgx-vllm #16; ragflow-plus #64; FastChat #3536; runpod worker-vllm #88, #89; tt-inference-server #37; pytorch/serve
  #3365; ray-project/ray #54812; skypilot #2634; litellm #6121, #4600; runpod worker-vllm #43; transformers #43366,
  #32577.
- Error line or cause not in the stored chunks: vllm-omni #5412 (diffusion stage ignores HF_HUB_OFFLINE, vLLM 0.25.0 /
  vllm-omni 0.25.0rc2.dev119; fixed by merged PR #5403, but three queries returned only the traceback head and the env
  block, never the final error line); vllm-omni #3432 (SD3.5-medium 'does not appear to have files', CI; closed as
  not recurring, no cause), #3586 (Qwen-Image text_encoder shard missing, CI; no cause stored), #3201
  (MammothUTokenizer does not exist, e2e test; no answer stored); vllm #567 (LocalEntryNotFoundError for
  facebook/opt-125m, July 2023; two queries, only the traceback head, no answer); vllm #22416 (Mixtral from a local
  path with Mistral-format flags; only the description head); vllm #10129 (llava-med-v1.5-mistral-7b) and #11731
  (LLaVA-Next-Video-7B-Qwen2): traceback heads only; lm-sys/FastChat #2222 (vicuna 1.5 vllm_worker tokenizer
  failure: the traceback is cut before the error line; the maintainer's --tokenizer hf-internal-testing/llama-tokenizer
  advice worked for the reporter) and #1860 (screenshot only); ray-project/ray-llm #108 (BaichuanTokenizer does not
  exist with trust_remote_code set; no answer seen); intel/llm-scaler #240 (Mistral-Large-3 on XPU, chunk stops in
  the docker command); HF THUDM/glm-4-9b-chat discussion 14 (vLLM 0.4.1 tokenizer error, chunk stops in the args
  Namespace); HF bartowski/reader-lm-1.5b-GGUF discussion 1 (chunk stops in the Ray Serve traceback).
- Not a vLLM start-up failure, no verbatim error, or not vLLM's message: vllm #595 (how to set trust_remote_code, no
  error), #8458 (offline question, no error text), #9904 / #10299 / #4119 (chat-template questions without the error
  text), #1910 / #4859 / #1824 (offline-mode feature threads); HF stabilityai/stablelm-2-zephyr-1_6b discussion 6
  (Arcade100kTokenizer 'errors' attribute at decode time, during generate); HF bartowski/aya-23-8B-GGUF discussion 6
  (the quoted OSError is from transformers); the many 'Tokenizer class ... does not exist', 'untagged enum
  ModelWrapper', sentencepiece / protobuf / tiktoken threads of non-vLLM projects.

Judgement calls for the lead:
1. fastchat-1955: kind/cause tokenizer_load_failed, the label round 271 created for vLLM's own 'Failed to load the
   tokenizer' refusal (vllm-569). The fix is a maintainer's pointer (merrymercy: a link to FastChat's vllm_integration.md
   instructions) and a commenter's code with tokenizer='hf-internal-testing/llama-tokenizer'; the reporter did not
   confirm. The underlying TypeError is not in the thread; the real_cause cites vLLM's own code comment from PR
   #364 ('The LLaMA tokenizer causes a protobuf error in some environments').
2. vllm-omni-6145: a CI start-up failure of vllm-omni's server (not a user's launch), taken because the error line is
   verbatim and the title pins the cause (the model missing from the NPU node's HF cache in offline mode). kind/cause
   hub_unreachable, as the one earlier fixture with this exact LocalEntryNotFoundError text
   (github-at0rp1d0i-peephole-...-offline-localentrynotfound) was labelled; the lead may prefer model_not_found. The
   reporter's sentence that states the cause, and the title, are left out of the excerpt. No fix is in the stored text.
3. unsloth-2254 and vllm-42229: kind/cause architecture_unsupported, as all 16 earlier fixtures with 'GGUF model with
   architecture ... is not supported yet' were labelled. In both the launch has no --hf-config-path, so vLLM read the
   config through transformers' GGUF parser, which has no deepseek2 mapping; the route vLLM documents for DeepSeek GGUF
   (PR #13167, and the answer in the used vllm #15277) is --hf-config-path plus --tokenizer pointing at the original
   DeepSeek config/tokenizer files. For #2254 the stored thread only shows the reporter quoting an earlier, unstored
   reply ('better off running the safetensors'); #42229 has no answer at all (open; a contributor offered to work on
   it), so its fix field says so. #42229 is a DeepSeek-V4-Flash GGUF whose GGUF architecture key is deepseek2; whether
   vLLM's GGUF path could load V4 at all even with --hf-config-path is not settled in the thread.
4. llm-scaler-241: the error line and the vLLM version are fragments of the reporter's own analysis sentence (the
   stored text has no separate log block); the fragments are copied verbatim and the analysis (Ministral 3 needs vLLM
   >= 0.12.0; vLLM 0.12.0 pulls torch 2.9 which IPEX 2.8 refuses) is left out. kind/cause dependency_version_mismatch,
   as vllm-1403 (a tokenizer object missing an attribute because of a version mismatch) was labelled; the cause is the
   XPU image's vLLM being older than the model requires. The issue is closed; whether a new image fixed it is not in the
   stored text, so the fix is the reporter's diagnosis (an XPU image with vLLM >= 0.12.0).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round517-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- FastChat #1955: LLM("lmsys/vicuna-13b-v1.3", tensor_parallel_size=2) on vLLM 0.1.x -> Failed to load the tokenizer
case("fastchat-1955-vicuna-13b-v13-llm-tp2-failed-to-load-the-tokenizer-vllm-01x",
     "https://github.com/lm-sys/FastChat/issues/1955",
     "Vicuna - support tokenizers.\n"
     "\n"
     "Hi, May I ask you how to process such errors when uploading the vicuna-13b models from LLM API?\n"
     "\n"
     "`RuntimeError: Failed to load the tokenizer. If you are using a LLaMA-based model, use "
     "'hf-internal-testing/llama-tokenizer' instead of the original tokenizer.`\n"
     "\n"
     "How to address this?\n"
     "\n"
     "My code: \n"
     "`llm = LLM(\"lmsys/vicuna-13b-v1.3\", tensor_parallel_size=2)`",
     "tokenizer_load_failed", {"tensor_parallel_size": 2}, "tokenizer_load_failed",
     "July 2023 (vLLM 0.1.x): vllm.LLM(\"lmsys/vicuna-13b-v1.3\", tensor_parallel_size=2) builds the model's own "
     "LLaMA tokenizer through AutoTokenizer before any GPU work; that load raised inside get_tokenizer, which vLLM "
     "0.1.x turned into its generic 'Failed to load the tokenizer' RuntimeError (vLLM's code at the time: 'The LLaMA "
     "tokenizer causes a protobuf error in some environments', PR #364). A tokenizer-loading problem of the LLaMA-based "
     "checkpoint, not memory or parallelism.",
     "maintainer merrymercy pointed to FastChat's docs/vllm_integration.md#instructions; commenter "
     "iRanadheer: add the tokenizer to the LLM: "
     "LLM(\"lmsys/vicuna-13b-v1.3\", tensor_parallel_size=2, tokenizer='hf-internal-testing/llama-tokenizer'). "
     "The reporter did not confirm; the same advice (zhuohan123, FastChat #1860: '--tokenizer "
     "hf-internal-test/llama-tokenizer') was given for the vllm worker",
     release="not stated (July 2023, a vLLM 0.1.x release)", gpu=None, gpus=None,
     command="llm = LLM(\"lmsys/vicuna-13b-v1.3\", tensor_parallel_size=2)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the whole description as stored (the trailing space after 'My code:' kept). "
          "The comments (merrymercy's link, LQchen1's question, iRanadheer's code) are left out.")

# ---------------------------------------- vllm-omni #6145: NPU nightly CI, serve Wan-AI/Wan2.2-I2V-A14B-Diffusers offline -> LocalEntryNotFoundError
case("vllm-omni-6145-npu-ci-wan22-i2v-a14b-diffusers-offline-localentrynotfound-no-cached-snapshot",
     "https://github.com/vllm-project/vllm-omni/issues/6145",
     "### Your current environment\n"
     "\n"
     "NPU nightly CI, main branch, commit 5358f5db01e5 (build [vllm-omni-npu-ci #5291]"
     "(https://buildkite.com/vllm/vllm-omni-npu-ci/builds/5291), scheduled nightly 2026-08-12 18:00 UTC).\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "```text\n"
     "(APIServer pid=163)   File \".../vllm_omni/entrypoints/omni_base.py\", line 91, in omni_snapshot_download\n"
     "(APIServer pid=163)     download_weights_from_hf_specific(\n"
     "(APIServer pid=163)   File \".../huggingface_hub/_snapshot_download.py\", line 345, in snapshot_download\n"
     "(APIServer pid=163) huggingface_hub.errors.LocalEntryNotFoundError: Cannot find an appropriate cached snapshot "
     "folder for the specified revision on the local disk and outgoing traffic has been disabled\n"
     "```\n"
     "\n"
     "Server launch command:\n"
     "\n"
     "```text\n"
     "vllm_omni.entrypoints.cli.main serve Wan-AI/Wan2.2-I2V-A14B-Diffusers --host 127.0.0.1 --port 60009 --omni "
     "--cfg-parallel-size 2 --usp 2 --vae-patch-parallel-size 4 --use-hsdp ...\n"
     "```",
     "hub_unreachable", {}, "hub_unreachable",
     "vllm-omni's nightly NPU CI (main, commit 5358f5db01e5) started `serve Wan-AI/Wan2.2-I2V-A14B-Diffusers` by "
     "repo id on a node whose outgoing traffic to the Hub is disabled (offline mode); omni_snapshot_download -> "
     "snapshot_download looked for a cached snapshot of that repository in the node's HF cache, none was there, and "
     "with downloads disabled it raised LocalEntryNotFoundError at server start-up. The model was missing from the "
     "node's Hugging Face cache; not a device, memory or parallelism problem.",
     "no fix stated in the stored text (the issue is closed). From the message and the title: populate the NPU node's "
     "HF cache with Wan-AI/Wan2.2-I2V-A14B-Diffusers (or point the server at a local snapshot path), or allow the Hub "
     "download",
     release="vllm-omni main, commit 5358f5db01e5 (NPU nightly CI)", gpu="Ascend NPU (CI node)", gpus=None,
     command="vllm_omni.entrypoints.cli.main serve Wan-AI/Wan2.2-I2V-A14B-Diffusers --host 127.0.0.1 --port 60009 "
             "--omni --cfg-parallel-size 2 --usp 2 --vae-patch-parallel-size 4 --use-hsdp ...",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the description's environment line, log block and launch command as stored. Left out: the title "
          "('... LocalEntryNotFoundError: Wan-AI/Wan2.2-I2V-A14B-Diffusers missing from NPU node HF cache (offline "
          "mode)') and the reporter's sentence before the log, both of which state the cause, and the 'Failed tests' "
          "list after the command. The '...' in the paths and at the end of the command are the stored text's own.")

# ---------------------------------------- unsloth #2254: vllm serve DeepSeek-V3-0324-UD-IQ2_XXS.gguf, TP 8, AMD -> GGUF architecture deepseek2 not supported
case("unsloth-2254-deepseek-v3-0324-ud-iq2-xxs-gguf-amd-tp8-no-hf-config-path-deepseek2-not-supported",
     "https://github.com/unslothai/unsloth/issues/2254",
     "[QST] Running Model \"unsloth/DeepSeek-V3-0324-GGUF\" with vLLM does not working\n"
     "\n"
     "from the hugging face model repo, it claims that model can be deployed with vLLM. But this is not the case.  "
     "Attempting to run the model with following command following the vLLM documentation on AMD GPU's and it is "
     "always failing. \n"
     "\n"
     "vllm serve /root/.cache/huggingface/hub/DeepSeek-V3-0324-UD-IQ2_XXS.gguf --tokenizer "
     "unsloth/DeepSeek-V3-0324-GGUF --tensor-parallel-size 8\n"
     "\n"
     "Produces following error message:\n"
     "\n"
     "ValueError: GGUF model with architecture deepseek2 is not supported yet.\n"
     "\n"
     "**File \"/opt/conda/envs/py_3.12/lib/python3.12/site-packages/transformers/configuration_utils.py\", line 685, "
     "in _get_config_dict\n"
     "config_dict = load_gguf_checkpoint(resolved_config_file, return_tensors=False)[\"config\"]\n"
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "File \"/opt/conda/envs/py_3.12/lib/python3.12/site-packages/transformers/modeling_gguf_pytorch_utils.py\", line "
     "401, in load_gguf_checkpoint\n"
     "raise ValueError(f\"GGUF model with architecture {architecture} is not supported yet.\")\n"
     "ValueError: GGUF model with architecture deepseek2 is not supported yet.**\n"
     "\n"
     "Does this model supported by vLLM on AMD GPU's?",
     "architecture_unsupported", {"tensor_parallel_size": 8}, "architecture_unsupported",
     "Serving unsloth's DeepSeek-V3-0324 UD-IQ2_XXS GGUF with vllm serve on eight AMD GPUs (ROCm, Python 3.12 "
     "conda image), with --tokenizer pointing at the GGUF repository and no --hf-config-path: vLLM builds the model "
     "config from the .gguf file through transformers' GGUF loader (configuration_utils._get_config_dict -> "
     "load_gguf_checkpoint), which has no mapping for the GGUF architecture 'deepseek2', so start-up stopped at config "
     "parsing before any weights or GPU memory were touched. A model-format / loader-support limit, not memory.",
     "in the stored thread only the reporter's follow-up quotes an earlier reply that is not stored ('better off "
     "running the safetensors'), i.e. serve the safetensors DeepSeek-V3-0324 checkpoint instead of the GGUF. vLLM's own route for "
     "DeepSeek GGUF (PR #13167 'Deepseek GGUF support', merged; the answer in vllm #15277) is to pass --hf-config-path "
     "and --tokenizer pointing at a folder with the original DeepSeek config.json / tokenizer / configuration files so "
     "that the config is not parsed from the GGUF",
     release=None, gpu="AMD GPUs (ROCm; model not stated)", gpus=None,
     command="vllm serve /root/.cache/huggingface/hub/DeepSeek-V3-0324-UD-IQ2_XXS.gguf --tokenizer "
             "unsloth/DeepSeek-V3-0324-GGUF --tensor-parallel-size 8",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the whole description as stored (the bold markers '**' and the double space "
          "after 'not the case.' are the stored text's). The reporter's later comment (quoting 'better off running the "
          "safetensors') is left out. Eight GPUs are implied by --tensor-parallel-size 8, not stated.")

# ---------------------------------------- vllm #42229: api_server on ./DeepSeekV4-Flash-158B-Q4_K_M.gguf, --load-format gguf, no --hf-config-path -> deepseek2 not supported
case("vllm-42229-deepseek-v4-flash-158b-q4km-gguf-no-hf-config-path-deepseek2-not-supported",
     "https://github.com/vllm-project/vllm/issues/42229",
     "[Bug]: ValueError: GGUF model with architecture deepseek2 is not supported yet.\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of <code>python collect_env.py</code></summary>\n"
     "\n"
     "```text\n"
     "Your output of `python collect_env.py` here\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "when trying to load gguf of deepseek v4 \n"
     "```\n"
     "python3 -m vllm.entrypoints.openai.api_server  --model ./DeepSeekV4-Flash-158B-Q4_K_M.gguf --served-model-name "
     "DeepSeek-V4-Flash  --max-model-len=8192 --generation-config auto  --enable-sleep-mode --gpu-memory-utilization "
     "0.85    --tokenizer deepseek-ai/DeepSeek-V4  --load-format gguf --cpu-offload-gb 100  \n"
     "```\n"
     "\n"
     " ValueError: GGUF model with architecture deepseek2 is not supported yet.",
     "architecture_unsupported", {"max_model_len": 8192, "gpu_memory_utilization": 0.85}, "architecture_unsupported",
     "Loading a DeepSeek-V4-Flash 158B Q4_K_M GGUF with the OpenAI api_server (--load-format gguf, --tokenizer "
     "deepseek-ai/DeepSeek-V4, no --hf-config-path): the GGUF file declares the architecture 'deepseek2', and the config "
     "is built from the GGUF metadata by a GGUF config parser that has no mapping for it, so the server refused at "
     "config time with 'GGUF model with architecture deepseek2 is not supported yet'. A model-format / loader-support "
     "limit; the memory settings in the command (0.85, --cpu-offload-gb 100, 8192) were never reached.",
     "no fix in the stored text (open; a contributor, AjAyrAo43, offered to work on it and was asked three months "
     "later whether still working on it). The route vLLM documents for DeepSeek GGUF files (PR #13167; answer in the "
     "used vllm #15277) is --hf-config-path plus --tokenizer pointing at a folder with the original config and "
     "tokenizer files; whether that loads a V4 GGUF is not settled in the thread",
     release=None, gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server  --model ./DeepSeekV4-Flash-158B-Q4_K_M.gguf "
             "--served-model-name DeepSeek-V4-Flash  --max-model-len=8192 --generation-config auto  --enable-sleep-mode "
             "--gpu-memory-utilization 0.85    --tokenizer deepseek-ai/DeepSeek-V4  --load-format gguf "
             "--cpu-offload-gb 100",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the whole description as stored (the empty collect_env template kept; the "
          "double spaces in the command and the leading space before the final ValueError are the stored text's). "
          "The comments (a volunteer and a ping) are left out. No GPU, GPU count or vLLM version is given.")

# ---------------------------------------- intel/llm-scaler #241: Ministral-3 2512 on intel/llm-scaler-vllm:1.2 (vLLM 0.10.3.dev0 xpu) -> MistralTokenizer has no convert_tokens_to_ids
case("llm-scaler-241-ministral3-2512-xpu-image-12-vllm-0103-mistraltokenizer-no-convert-tokens-to-ids",
     "https://github.com/intel/llm-scaler/issues/241",
     "Ministral 3 - 2512 vLLM Enabling Issue: Tokenizer error\n"
     "\n"
     "Hardware:\n"
     "- CPU: Intel(R) Xeon(R) Platinum 8468V\n"
     "- GPU: PVC - Intel(R) Data Center GPU Max 1550 \n"
     "\n"
     "OS\n"
     "- Ubuntu 22.04.5 LTS\n"
     "\n"
     "Model to trying to enable:\n"
     "- mistralai/Ministral-3-3B-Base-2512, mistralai/Ministral-3-8B-Base-2512, mistralai/Ministral-3-14B-Base-2512\n"
     "\n"
     "Image tried:\n"
     "- intel/llm-scaler-vllm:1.2\n"
     "\n"
     "the image's vllm version is `0.10.3.dev0+g01efc7ef7.d20251125.xpu`\n"
     "\n"
     "`AttributeError: 'MistralTokenizer' object has no attribute 'convert_tokens_to_ids'. Did you mean: "
     "'convert_tokens_to_string'?`",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Intel's llm-scaler-vllm:1.2 XPU image (vLLM 0.10.3.dev0+g01efc7ef7.d20251125.xpu) on an Intel Data Center GPU "
     "Max 1550 (PVC), serving mistralai/Ministral-3-{3B,8B,14B}-Base-2512: these checkpoints need vLLM >= 0.12.0 (per "
     "their model card, which the reporter cites), and with the image's older vLLM start-up failed in the tokenizer "
     "set-up: convert_tokens_to_ids was called on a MistralTokenizer object that does not have it. The image's vLLM is too old for the model; not memory, device or parallelism.",
     "reporter's diagnosis (the issue is closed; no maintainer reply in the stored text): an XPU image with vLLM >= "
     "0.12.0 is needed; upgrading vLLM in place to 0.12.0 pulled torch 2.9.0, which the image's "
     "intel_extension_for_pytorch 2.8.10.post1+xpu refuses ('needs to work with PyTorch 2.8.*'), so a pip upgrade "
     "inside the image is not a fix",
     release="0.10.3.dev0+g01efc7ef7.d20251125.xpu (intel/llm-scaler-vllm:1.2)",
     gpu="Intel Data Center GPU Max 1550 (PVC)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description's Hardware / OS / Model / Image sections as stored; the line "
          "with the vLLM version and the AttributeError line are verbatim fragments of the reporter's analysis sentence "
          "('... but the image's vllm version is `0.10.3.dev0+...xpu`. If vllm is not upgraded, it gets "
          "`AttributeError: ...`'), set on their own lines; the rest of that analysis (Ministral 3 requires vLLM >= "
          "0.12.0; the torch 2.9 / IPEX 2.8 clash after upgrading) and the docker recipe that follows are left out.")

BATCH.write()
