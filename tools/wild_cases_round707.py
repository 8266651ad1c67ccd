"""Round-707 blind batch: MODEL-VENDOR STACKS WITH A vLLM PROVIDER: meta-llama/llama-stack (remote::vllm and
inline::vllm providers), llama-stack-apps, ibm-granite repos (granite models, granite-guardian, granite-vision served
with vLLM), mistralai repos (mistral-common, mistral-inference, Mistral models on vLLM: tokenizer_mode mistral,
config_format mistral), 2024-2026: vLLM's own error with the cause stated; collected by helper wild707 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round707-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and the fix PR / maintainer answer it links). Excerpts are the text as the search tool's issues corpus shows it;
the fix is left out of the excerpt. Every source was checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the
earlier rounds' skip lists (grep) before it was spent on, and claimed in CLAIMS.txt.

Look-ups: 33 of the 35 allowed, all ``search`` (32 corpus=issues, 1 corpus=pages; no read_file / find_string /
find_files / fetch). 2 cases:
- vllm #7212 (IBM's ibm-granite/granite-7b-instruct with its MLPSpeculator ibm-granite/granite-7b-instruct-accelerator,
  vLLM 0.5.4: 'RuntimeError: CUDA error: device-side assert triggered' at the first completion; vLLM's logits
  processor truncated the padded vocab on the wrong dimension; fixed by vLLM PR #7218, which says 'FIX #7212').
- GoogleCloudPlatform/vertex-ai-samples #2622 (Mixtral-8x7B-Instruct-v0.1 deployed with vLLM from Google's
  model_garden_pytorch_mistral notebook: Triton's cached '_padded_copy.so: undefined symbol: cuLaunchKernel' during
  vLLM's profiling; fixed by Google updating the serving container).

How mined the slice is: mined out for this round's tools. The Mistral-on-vLLM part (tokenizer_mode / config_format /
load_format mistral, params.json, tekken versions, Pixtral / Voxtral / Devstral / Mistral-Small) is almost entirely
used or skip-listed by earlier rounds (round 126, 131, 293, 302, 361, 392, 433, 435, 569, 588, 608 ...). The
llama-stack (now ogx-ai/ogx) threads in the issues corpus carry llama-stack's own errors or the 400 body cut before
vLLM's message; no inline::vllm traceback was reached. The ibm-granite repos' own trackers returned no vLLM error
threads; the Granite threads on vLLM's tracker are used or skip-listed (#27971, #27409, #41284, #9844).

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-spent): vllm #17210, #10534, #16681, #16292, #17132, #15300, #27971, #27409,
  #41284, #20902 / PR #20801, #21176, #44911, #50706, #4664, #5061, #8650 / PR #8715, #39086, #47825,
  #34106, #5893, #8358, #31792, #9844, #10970, #4344, #2997; ray-project/ray #53873; runpod worker-vllm #223;
  vllm-omni #2388; huggingface/transformers #39841; mistral-common #109, #167; ogx-ai/ogx #4534, #4984, #405, #502.
- Error line not in the stored chunk (claimed, then given up): mistralai/mistral-finetune #93 ('vllm serve
  ~/finetuning/models/7B' after the mistral-finetune tutorial; only the reproduction steps stored, open, no answer);
  ogx-ai/ogx #1955 (remote-vllm distribution images after 0.1.9 get a BadRequest from vLLM; the stored text stops at
  "BadRequestError: Error code: 400 - {'object': 'erro", no cause reached); vllm #9907 (Mistral 'SentencePieceTokenizer'
  object has no attribute 'id_to_byte_piece': only the title and the environment dump stored, no answer reached);
  vllm #27266 (Mistral text-only model triggering multimodal setup: only the environment stored, open).
- Same class as a used case: mistralai/mistral-common #52 ('mistral-common==1.4.1 crashes vllm': the cv2 import chain
  of vllm #8650, used in round 588; its stored chunk stops inside importlib before the AttributeError line).
- Not vLLM's message / not a failure of vLLM: ogx-ai/ogx #1953 (llama-stack's default tool system prompt), #152
  (llama-stack meta-reference model parallel 8 on 2 GPUs: 'CUDA error: invalid device ordinal' outside vLLM), #382,
  #1661 (distribution guide questions); LMCache/lmcache-vllm #54 (LMCache's injection reaching tokenizer.name_or_path);
  instructlab/instructlab #3466 (used; 'vLLM failed to start' wrapper line only); EuroEval PR #1909 (a wrapper's
  retry, no log); vllm PR #9027, #11307, #8339, issue #10379 (Granite tool-calling parsers: output behaviour, no
  error); a gitcode Granite-4.1 on vLLM-Ascend page (a deployment note, no failing log).
- Out of the 2024-2026 window: vllm #2076, #2052, #2174, #2022 (Mixtral in December 2023).

Judgement calls for the lead:
1. vllm-7212: the failure comes at the first request, not at start-up, but purely from how the server was launched
   (the speculative model chosen); taken under 'the first requests where the failure comes from how vLLM was
   launched'. The error is torch's CUDA error, not a vLLM message: kind null. No cause value names 'a vLLM bug fixed
   by a later release' other than release_regression, which is used here (as earlier rounds did for vLLM's own bugs
   fixed by a PR); the lead may prefer unrecognized. The excerpt joins two stored pieces of the same description (the
   config lines at the top of the log, then the tail of the traceback and the reporter's 3b comparison), with
   '[...]' where the stored text has a gap; the 7b launch command itself is not in the stored text (only the 3b
   command that works), so command is None. The reporter is IBM's tjohnson31415, who also wrote the fix PR #7218.
2. vertex-ai-samples-2622: slice edge (Mistral's Mixtral served with vLLM, but through Google's Vertex AI Model Garden
   container, not a mistralai repo). The error line ('ImportError: /root/.triton/cache/.../_padded_copy.so: undefined
   symbol: cuLaunchKernel') is stored only in the issue title; the stored description shows the head of vLLM's
   traceback (_run_workers during the block profiling) and is cut before the exception line, as round 448 took for
   xinference #4141 / #5195. No README row names a Triton launcher that was built but fails to import with an
   undefined libcuda symbol, so kind null; cause container_image_broken (the maintainer's fix was an updated serving
   container and notebook). The lead may prefer triton_compiler_missing (the launcher .so built without libcuda) as
   the kind, or drop the case as off-slice.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round707-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm #7212: granite-7b-instruct + granite-7b-instruct-accelerator (MLPSpeculator), vLLM 0.5.4 -> device-side assert at the first request
case("vllm-7212-granite-7b-instruct-mlp-speculator-padded-vocab-device-side-assert-v054",
     "https://github.com/vllm-project/vllm/issues/7212",
     "[Bug]: CUDA error when using speculative decoding with ibm-granite/granite-7b-instruct\n"
     "\n"
     "```\n"
     "INFO 08-06 17:53:56 config.py:1452] Downcasting torch.float32 to torch.float16.\n"
     "INFO 08-06 17:53:56 config.py:1452] Downcasting torch.float32 to torch.float16.\n"
     "WARNING 08-06 17:53:56 config.py:1509] The model's config.json does not contain any of the following keys to "
     "determine the original maximum length of the model: ['max_position_embeddings', 'n_positions', 'max_seq_len', "
     "'seq_length', 'model_max_length', 'max_sequence_length', 'max_seq_length', 'seq_len']. Assuming the model's "
     "maximum length is 2048.\n"
     "INFO 08-06 17:53:56 llm_engine.py:174] Initializing an LLM engine (v0.5.4) with config: "
     "model='ibm-granite/granite-7b-instruct', speculative_config=SpeculativeConfig("
     "draft_model='ibm-granite/granite-7b-instruct-accelerator', num_spec_tokens=5), "
     "tokenizer='ibm-granite/granite-7b-instruct', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, "
     "rope_scaling=None, rope_theta=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.float16, "
     "max_seq_len=2048, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, "
     "pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=True, "
     "kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda, "
     "decoding_config=DecodingConfig(guided_decoding_backend='outlines'), observabi\n"
     "[...]\n"
     "  File \"/workspace/my-vllm/lib64/python3.11/site-packages/vllm/entrypoints/openai/api_server.py\", line 204, "
     "in create_completion\n"
     "    generator = await openai_serving_completion.create_completion(\n"
     "                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/workspace/my-vllm/lib64/python3.11/site-packages/vllm/entrypoints/openai/serving_completion.py\", "
     "line 170, in create_completion\n"
     "    async for i, res in result_generator:\n"
     "  File \"/workspace/my-vllm/lib64/python3.11/site-packages/vllm/utils.py\", line 346, in consumer\n"
     "    raise e\n"
     "  File \"/workspace/my-vllm/lib64/python3.11/site-packages/vllm/utils.py\", line 337, in consumer\n"
     "    raise item\n"
     "  File \"/workspace/my-vllm/lib64/python3.11/site-packages/vllm/utils.py\", line 312, in producer\n"
     "    async for item in iterator:\n"
     "  File \"/workspace/my-vllm/lib64/python3.11/site-packages/vllm/entrypoints/openai/rpc/client.py\", line 216, "
     "in generate\n"
     "    raise request_output\n"
     "RuntimeError: CUDA error: device-side assert triggered\n"
     "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.\n"
     "\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "With the 3b model, speculative decoding seems to work fine, eg.:\n"
     "```\n"
     "vllm serve ibm-granite/granite-3b-code-instruct --speculative-model "
     "ibm-granite/granite-3b-code-instruct-accelerator --use-v2-block-manager --enforce-eager\n"
     "```",
     None, {}, "release_regression",
     "A vLLM 0.5.4 bug in speculative decoding with an MLPSpeculator draft: ibm-granite/granite-7b-instruct's "
     "vocab_size is not a multiple of 64, so vLLM pads the vocab; the truncation of that padding in logits_processor "
     "operated on the wrong dimension, the vocab dimension was not truncated, and rejection_sampling.py then indexed "
     "out of bounds (the device-side assert at the first completion request). The 3b model (vocab a multiple of 64) "
     "was unaffected. Not memory, length or parallelism.",
     "vLLM PR #7218 '[Bugfix] Fix speculative decoding with MLPSpeculator with padded vocabulary' (tjohnson31415, "
     "opened 2024-08-06, merged; 'FIX #7212'): truncate the padding on the vocab dimension (and fix the argument order of "
     "the strict_mode check); fix: a vLLM release after 0.5.4 that contains it (the merge date and first release were not read), or run granite-7b-instruct without "
     "the speculative model until then.",
     release="0.5.4", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--enforce-eager"}],
     note="Excerpt: title plus two stored pieces of the same description (the top of the log, then the end of the "
          "traceback and the reporter's 3b comparison), joined with '[...]' where the stored text has a gap; the "
          "environment block is not stored. The 7b launch command is not in the stored text (only the working 3b "
          "one). Request-time failure caused by the launch (speculative model choice); cause label is a judgement "
          "call (release_regression for a vLLM bug fixed by a later release).")

# ---------------------------------------- vertex-ai-samples #2622: Mixtral-8x7B-Instruct-v0.1 on Vertex Model Garden's vLLM container -> Triton _padded_copy.so undefined symbol cuLaunchKernel
case("vertex-ai-samples-2622-mixtral-8x7b-model-garden-vllm-triton-padded-copy-undefined-culaunchkernel",
     "https://github.com/GoogleCloudPlatform/vertex-ai-samples/issues/2622",
     "Mixtral-8x7B-Instruct-v0.1 deployment fails with ImportError: "
     "/root/.triton/cache/704764ad6ae9c3a5bc327b7bfe283d87/_padded_copy.so: undefined symbol: cuLaunchKernel\n"
     "\n"
     "Trying to deploy Mixtral-8x7B-Instruct-v0.1 using notebook "
     "https://github.com/GoogleCloudPlatform/vertex-ai-samples/blob/main/notebooks/community/model_garden/"
     "model_garden_pytorch_mistral.ipynb.\n"
     "\n"
     "Model deployment fails with:\n"
     "\n"
     "ERROR 2024-01-10T20:35:28.471508502Z num_blocks = self._run_workers(\n"
     "ERROR 2024-01-10T20:35:28.471519708Z File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", "
     "line 750, in _run_workers\n"
     "ERROR 2024-01-10T20:35:28.471760988Z self._run_workers_in_batch(workers, method, *args, **kwargs))\n"
     "ERROR 2024-01-10T20:35:28.471772193Z File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", "
     "line 727, in _run_workers_in_batch\n"
     "ERROR 2024-01-10T20:35:28.471962690Z all_outputs = ray.get(all_outputs)\n"
     "ERROR 2024-01-10T20:35:28.471971750Z File \"/usr/local/lib/python3.10/dist-packages/ray/_private/"
     "auto_init_hook.py\", line 24, in auto_init_wrapper\n"
     "ERROR 2024-01-10T20:35:28.472045421Z return fn(*args, **kwargs)\n"
     "ERROR 2024-01-10T20:35:28.472060680Z File \"/usr/local/lib/python3.10/dist-packages/ray/_private/"
     "client_mode_hook.py\", line 103, in wrapper\n"
     "ERROR 2024-01-10T20:35:28.472093343Z return func(*args, **kwargs)\n"
     "ERROR 2024-01-10T20:35:28.472111225Z File \"/usr/local/l",
     None, {}, "container_image_broken",
     "The vLLM serving container that Google's Model Garden notebook deployed for Mixtral-8x7B-Instruct-v0.1 was "
     "broken: during vLLM's KV-block profiling (_run_workers on the Ray workers) the Triton kernel launcher compiled "
     "into ~/.triton/cache for Mixtral's MoE (_padded_copy) could not be imported because it does not resolve the CUDA "
     "driver's cuLaunchKernel (libcuda not linked / not found in the image). Nothing in the user's launch settings "
     "(memory, length, parallelism) caused it.",
     "Maintainer (kathyyu-google, 2024-01-19): 'we have updated the container used for deploying "
     "Mixtral-8x7B-Instruct-v0.1 and the model notebook. Please try it' -- i.e. redeploy with the updated serving "
     "container image from the updated notebook; issue closed.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title (the only place the stored text holds the error line) and the description as "
          "stored, which is cut inside the traceback before the exception line. vLLM release and GPU not stated in "
          "the stored text (the _run_workers_in_batch frames are vLLM 0.2.x). Slice edge: Mixtral on vLLM through "
          "Google's Vertex container, not a mistralai repository (judgement call 2).")

BATCH.write()
