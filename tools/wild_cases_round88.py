"""Round-88 blind batch (helper wild88): NON-memory vLLM launch deaths of 2024 (V0 engine, releases 0.4-0.6) as users
report them in vLLM's own GitHub tracker (vllm-project/vllm issues), collected by helper wild88 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round88-blind"``; the lead grades it once
(``python tests/wild_grade.py round88``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches returned them (after de-duplication against earlier rounds),
not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
thread only, with README's ``message_kind`` table and ``diagnosis.cause`` list as the vocabulary. Excerpts are the text
as the search tool's stored copy of the thread shows it (the issues corpus stores a thread's opening and some comments,
not always the whole of either; a long log is often cut mid-line, and then the excerpt ends where the stored text
ends); where lines in between were dropped the excerpt shows ``...`` and the note says so; fix lines are left out of
the excerpt (they are in fix_that_worked). Where the error line is only in the issue title the excerpt gives the title
(without GitHub's "[Bug]: " label) and the note says so.

Slice, as briefed: vLLM's tracker, 2024, non-memory startup deaths (bfloat16 on pre-Ampere, head / vocab counts over
TP, unsupported architectures, quantization methods and kernel shapes, ray / NCCL / distributed init, flash-attn /
xformers / triton imports, tokenizer and rope_scaling config, LoRA refusals). So the batch is all non-memory by design
(no memory half).

Sources and look-ups: the search tool's issues corpus only; 55 look-ups of the 70 allowed (54 ``search`` on the issues
corpus, 1 ``read_file`` that found no stored issue text: the issues corpus is not readable by read_file, so a thread is
only seen through search excerpts; no find_string or fetch). **9 cases from 9 threads**, short of nothing in count but
thin in answers: this slice of the tracker is mined out. Of the vLLM threads the searches brought, most were already in
/work/coord/USED_SOURCES.txt or a fixture (vllm#9990, #2652, #1157, #946, #1284, #1153, #414, #596, #9913, #9713,
#4202, #5828, #1488, #6692, #6689, #3709, #2977, #11431, #10178, #9584, #8097, #1581, #6152, #7246, #6986, #6989,
#3463, #9922, #6218, #7060, #9531, #5244, #2797, #5501, #3147, #3543, #6601) or named as skips in
tests/golden/wild/BLIND.md for having no visible answer (#9515, #9712, #9377, #9624, #10481, #13475, #14154, #14040,
#4327, #1282, #6732, #10626, #8908, #29707, #6026, #7413, #2565, #10662, #3528, #7151, #9469, #8893). Every url was
grepped in USED_SOURCES.txt (url and bare number), the fixtures and BLIND.md.

Skipped here, and why: error only in a screenshot (vllm#6054 pipeline parallel, #5660 Qwen2-72B GPTQ on two A100s);
no failure text (#5992 Gemma2 request, #6173 V100 Gemma, #4639 and #7464 hangs, #1399 a 2023 thread's late comment,
#4923 no text); not a user's launch (#6956 a maintainer's design bug, #8189 feature request named in BLIND.md, #7905 /
#9250 / #10022 PRs); error cut before the failing line in the stored text (#5951 Phi-3-medium TP=4, #4784 Phi-3-mini,
#8895 / #9236 / #9091 Qwen2-VL-72B, #5566 gptq_marlin flag, #7240 GPTQ on 0.5.4, #6603, #11238 Phi-4, #4366, #6062);
no answer and not conclusive (#3387 libcudart.so.11.0 under apptainer, #2406 / #3190 ray driver without GPUs,
#9481 Llama-3.1-70B `rope_scaling["type"]` on a stated 0.5.5 whose line is older code, #6148 ChatGLM LoRA with the
version unknown, #8281 a December comment's traceback); a possible runtime rather than launch failure (#3355 prefix
caching with sliding window on 0.3.3, whose stored comments suggest it fired on a later prompt); other repositories and
2025 threads (#12502, #13279, #14814, #13047, #12656, #16808, the QwenLM / LlamaFactory / runpod threads).

Judgement calls for the lead (each case's ``note`` says more):
1. Answers from outside the thread or none: the log is taken as conclusive where the stored thread has no answer
   (vllm#6385 vocab 32768 over TP=3, #9015 mllama not in the PP list, #6215 trust_remote_code through litellm,
   #4323 Phi-3-128k on 0.4.0.post1); the fix named comes from a sibling source the searches showed: #8484 from
   maintainer DarkLight1337 in vllm#10178 (Qwen2-VL LoRA in PR #10022, next release), #8388 from transformers#33401 /
   vLLM PR #9250's description and QwenLM/Qwen3-VL#282 (the transformers pin), #4323 from vllm#4306 (LongRoPE missing)
   and the 0.4.1 release (my knowledge, not the thread). #9015 was named a skip in an earlier round for want of an
   answer; taken here because its log is conclusive (the release's own PP architecture list).
2. Kinds with no exact row: awq_marlin's "Weight input_size_per_partition = 10944 is not divisible by min_thread_k =
   128" at TP=1 (#7075) -> tp_not_divisible, as the earlier fixture vllm-9913 (the same model family and message) was
   labelled; quantization_kernel_bug or vllm_check_failed are the alternatives. flash_attn_2_cuda's "undefined symbol:
   _ZN3c105Error..." (#8841) -> torch_abi_mismatch (a torch C++ symbol in an extension built for another torch; the
   extension is flash-attn's, not vllm._C); dependency_version_mismatch is the alternative. Phi-3-128k's
   `assert "factor" in rope_scaling` on 0.4.0.post1 (#4323) -> rope_scaling_unsupported, though the deeper cause is a
   release older than Phi-3 support (architecture_release_mismatch / architecture_unsupported the alternatives).
3. Thin evidence: #8841, #8484, #11520 and #8388 give the error in the issue title (with environment lines or a
   one-line description); #7075's error is printed by the reporter's own wrapper ("[WARN] .../chat_router.py") after
   vLLM's engine-config line, cut at "running with"; #6215's error is cut mid-sentence by the stored text.
4. Traps: #7075 runs at TP=1 already, so the message's "Consider reducing tensor_parallel_size" is no help and
   "--quantization gptq" is wrong for an AWQ checkpoint; #6385 has 3 GPUs, so TP 4 is not there and TP 3 is the
   failure; #9015's PP is the failure itself; #4323 and #8388 die in the config check, before any memory is
   measured, so no length or utilization helps.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round88-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ kernel shape: awq_marlin min_thread_k at TP=1 (DeepSeek-V2-Lite)
case("vllm-7075-deepseek-v2-lite-awq-marlin-min-thread-k-10944-tp1", "https://github.com/vllm-project/vllm/issues/7075",
     "Error(awq)\n"
     "INFO 08-02 08:16:01 llm_engine.py:176] Initializing an LLM engine (v0.5.3.post1) with config: "
     "model='/usr/local/models/llm', speculative_config=None, tokenizer='/usr/local/models/llm', "
     "skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, rope_scaling=None, rope_theta=None, "
     "tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, max_seq_len=32768, download_dir=None, "
     "load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, "
     "quantization=awq_marlin, enforce_eager=True, kv_cache_dtype=auto, quantization_param_path=None, "
     "device_config=cuda, decoding_config=DecodingConfig(guided_decoding_backend='outlines'), "
     "observability_config=ObservabilityConfig(otlp_traces_endpoint=None), seed=0, "
     "served_model_name=/usr/local/models/llm, use_v2_block_manager=False, enable_prefix_caching=False)\n"
     "INFO 08-02 08:16:01 model_runner.py:680] Starting to load model /usr/local/models/llm...\n"
     "Cache shape torch.Size([163840, 64])\n"
     "[2024-08-02 08:16:02,424] [WARN] /usr/local/api/chat_router.py(114):__init__: ERROR ChatModel not working\n"
     "[2024-08-02 08:16:02,424] [WARN] /usr/local/api/chat_router.py(115):__init__: Weight "
     "input_size_per_partition = 10944 is not divisible by min_thread_k = 128. Consider reducing "
     "tensor_parallel_size or running with",
     "tp_not_divisible", {"tensor_parallel_size": 1}, "tp_not_divisible",
     "A DeepSeek-V2-Lite AWQ checkpoint served from the reporter's own API wrapper with vLLM 0.5.3.post1 on one GPU "
     "(tensor_parallel_size=1): vLLM routed the AWQ checkpoint to the awq_marlin kernel (quantization=awq_marlin in "
     "the engine config), whose minimum K tile of 128 does not divide the MoE/MLP input size 10944 even unsplit, so "
     "the layer was refused while the model was built. Not a TP problem: TP is already 1.",
     "no maintainer answer (closed as stale); a later commenter (2024-12-28) got past the check by changing "
     "GPTQ_MARLIN_MIN_THREAD_K from 128 to 64 in vllm/model_executor/layers/quantization/utils/marlin_utils.py "
     "(under sglang), then hit an OutOfResources error on an A40; the sibling thread vllm#9913 reports the same edit "
     "running with good output on 0.6.3.post1",
     release="0.5.3.post1", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--quantization", "value": "gptq"}],
     note="judgement calls 2, 3 and 4: the description's 'Error(awq)' block as stored (the reporter also tried a "
          "GPTQ quant, whose block is not in the stored text); the stored text ends at 'running with' (vLLM's "
          "message goes on '--quantization gptq.'). The error line is printed by the reporter's own wrapper "
          "(chat_router.py), not by vLLM's logger. Kind as the earlier fixture vllm-9913 (same model family, same "
          "message at TP=1): tp_not_divisible; quantization_kernel_bug or vllm_check_failed the alternatives. "
          "'--quantization gptq' is forbidden: the checkpoint of this block is AWQ. GPU not named.")

# ------------------------------------------------------------------ TP: Mixtral-8x22B vocab 32768 over TP=3
case("vllm-6385-mixtral-8x22b-tp3-vocab-32768-not-divisible-by-3", "https://github.com/vllm-project/vllm/issues/6385",
     "Some LLM models have assertion error, in multiproc_worker_utils.py:120\n"
     "- especially when using 3 GPUs\n"
     "...\n"
     "1. model: AI-ModelScope/Mixtral-8x22B-Instruct-v0.1\n"
     "\n"
     "---\n"
     "\n"
     "2. Settings: tensor-parallel-size 3\n"
     "- for 3 GPU\n"
     "\n"
     "---\n"
     "\n"
     "3. Error:\n"
     "\n"
     "[rank0]: AssertionError: 32768 is not divisible by 3\n"
     "\n"
     "ERROR 07-13 02:56:30 multiproc_worker_utils.py:120] Worker VllmWorkerProcess pid 382811 died, exit code: -15\n"
     "INFO 07-13 02:56:30 multiproc_worker_utils.py:123] Killing local vLLM worker processes",
     "tp_not_divisible", {"tensor_parallel_size": 3}, "tp_not_divisible",
     "Mixtral-8x22B-Instruct (from ModelScope) with --tensor-parallel-size 3 on 3 GPUs (July 2024, the multiprocessing "
     "executor of 0.5.x): vLLM's divide() refused to shard the 32768-entry vocabulary over 3 ranks (the model's 8 KV "
     "heads do not split over 3 either), so every worker died while the model was built.",
     "no answer in the stored thread (closed as stale); the log is conclusive: the TP size must divide the vocabulary "
     "and the heads, so TP 2 (or 4 with a fourth GPU), or pipeline parallelism instead of a 3-way TP split",
     release="not stated (July 2024; 0.5.x, multiproc_worker_utils)", gpu=None, gpus=3,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "value": "3"},
                                {"flag": "--tensor-parallel-size", "above": 3}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 4: the description as stored, its opening two lines, then (after '...', the "
          "reporter's sentences on severity dropped) the numbered model / settings / error sections with their '---' "
          "rules; the custom-allreduce warning and the resource_tracker KeyError printed at shutdown, after it, left "
          "out. GPU model not named.")

# ------------------------------------------------------------------ import: flash_attn built for another torch (Llama 3.2)
case("vllm-8841-llama32-flash-attn-2-cuda-undefined-symbol", "https://github.com/vllm-project/vllm/issues/8841",
     "ImportError: /usr/local/lib/python3.10/dist-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: "
     "undefined symbol: _ZN3c105ErrorC2ENS_14SourceLocationENSt7__cxx1112basic_stringIcSt11char",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "Serving a Llama 3.2 model with vLLM (September 2024, the Llama 3.2 release week): the public flash-attn package "
     "installed in /usr/local/lib/python3.10/dist-packages had been built against another PyTorch, so loading its "
     "flash_attn_2_cuda extension failed on a c10 C++ symbol (c10::Error's constructor) and the launch died on the "
     "import. A commenter notes the Llama 3.2 models still go through the public flash-attn rather than vLLM's own "
     "vllm-flash-attn.",
     "a commenter (sfc-gh-zhwang): 'pip install flash_attn==2.5.8' solved it ('looks like llama3.2 models are still "
     "using public flash-attn')",
     release="not stated (September 2024, Llama 3.2 era: 0.6.2)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 2 and 3: the error is the issue's title as stored (its '[Bug]: ' label dropped; GitHub "
          "cut the mangled symbol at '...St11char'); the stored description is not shown, only the fix comment. "
          "torch_abi_mismatch because the undefined symbol is torch's (c10) in a compiled extension; the extension "
          "is flash-attn's, not vllm._C, so dependency_version_mismatch is the alternative.")

# ------------------------------------------------------------------ architecture: DeepseekV3ForCausalLM before 0.6.6
case("vllm-11520-deepseek-v3-architecture-not-supported", "https://github.com/vllm-project/vllm/issues/11520",
     "ValueError: Model architectures ['DeepseekV3ForCausalLM'] are not supported for now.\n"
     "\n"
     "### 🚀 The feature, motivation and pitch\n"
     "\n"
     "The DeepseekV3 is a very powerful model. Would you help support the model deployment?\n"
     "\n"
     "https://huggingface.co/deepseek-ai/DeepSeek-V3",
     "architecture_unsupported", {}, "architecture_unsupported",
     "DeepSeek-V3 launched on the vLLM of 26 December 2024 (0.6.5 was the latest release): that release's registry "
     "has DeepseekV2ForCausalLM but not DeepseekV3ForCausalLM, so the architecture check refused the model.",
     "maintainer jeejeelee: 'See: https://github.com/vllm-project/vllm/pull/11502' (DeepSeek-V3 support, in the next "
     "release, 0.6.6)",
     release="not stated (December 2024; 0.6.5 or older)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="judgement call 3: the error is the issue's title (its '[Feature]: ' label dropped), followed by the "
          "description as stored; no log. The release carrying PR #11502 (0.6.6) is from the release history, not "
          "stated in the thread.")

# ------------------------------------------------------------------ PP: mllama not in 0.6.2's pipeline-parallel list
case("vllm-9015-llama32-90b-vision-pp4-mllama-not-in-pp-list", "https://github.com/vllm-project/vllm/issues/9015",
     "I'm trying to load LLaMA 3.2 90B Vision model across two nodes. Each node has 2 A100 80GB GPUs. I'm using tensor "
     "parallel size=1 and pipeline parallel size = 4. I get the following not implemented error.\n"
     "\n"
     "I'm using the latest published version of vLLM (version: 0.6.2). Any help to resolve this would be greatly "
     "received. Thank you.\n"
     "\n"
     "    raise NotImplementedError(\n"
     "NotImplementedError: Pipeline parallelism is only supported for the following  architectures: "
     "['AquilaForCausalLM', 'AquilaModel', 'DeepseekV2ForCausalLM', 'GPT2LMHeadModel', 'InternLM2ForCausalLM', "
     "'InternLMForCausalLM', 'InternVLChatModel', 'JAISLMHeadModel', 'LlamaForCausalLM', 'LLaMAForCausalLM', "
     "'MistralForCausalLM', 'MixtralForCausalLM', 'NemotronForCausalLM', 'Phi3ForCausalLM', 'Qwen2ForCausalLM', "
     "'Qwen2MoeForCausalLM', 'QWenLMHeadModel', 'Qwen2VLForConditionalGeneration'].",
     "pp_unsupported", {}, "pp_unsupported",
     "Llama 3.2 90B Vision (MllamaForConditionalGeneration) over two nodes of 2x A100 80GB with TP=1 and PP=4 on "
     "vLLM 0.6.2: that release implements pipeline parallelism only for the architectures it lists, and Mllama is "
     "not among them, so the engine refused the PP layout at start.",
     "no answer in the stored thread (closed as stale); the log is conclusive: drop pipeline parallelism for this "
     "model and shard it with tensor parallelism (TP=4 over the four A100s, across the two nodes with Ray), or a "
     "later release whose list includes Mllama",
     release="0.6.2", gpu="NVIDIA A100 80GB (2 per node, 2 nodes)", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--pipeline-parallel-size"}, {"flag": "--tensor-parallel-size", "above": 4},
                                {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 4: the description's bug section as stored (the empty collect_env block before it "
          "and the checklist after it left out). An earlier round named this thread as a skip for want of an "
          "answer (BLIND.md); taken here because the release's own architecture list is the answer. The double "
          "space in 'following  architectures' is vLLM's own.")

# ------------------------------------------------------------------ LoRA: Qwen2-VL before 0.6.4
case("vllm-8484-qwen2-vl-enable-lora-unsupported", "https://github.com/vllm-project/vllm/issues/8484",
     "Model Qwen2VLForConditionalGeneration does not support LoRA, but LoRA is enabled.\n"
     "...\n"
     "Versions of relevant libraries:\n"
     "[pip3] torch==2.4.0\n"
     "[pip3] torchvision==0.19.0\n"
     "[pip3] transformers==4.45.0.dev0\n"
     "[pip3] triton==3.0.0",
     "lora_unsupported", {}, "lora_unsupported",
     "Qwen2-VL launched with LoRA enabled on a September 2024 vLLM (torch 2.4.0 and transformers 4.45.0.dev0, the "
     "0.6.1 era): in that release the Qwen2-VL model class did not implement LoRA, so the engine refused to start "
     "with --enable-lora.",
     "not in this thread's stored text; the maintainer's answer in the sibling thread vllm#10178 (DarkLight1337, "
     "2024-11-09): LoRA support for the language backbone of Qwen2-VL was added in PR #10022 and ships in the next "
     "release (0.6.4), or build vLLM from source; until then merge the LoRA into the weights",
     release="not stated (September 2024; torch 2.4.0, transformers 4.45.0.dev0: 0.6.1 era)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 1 and 3: the error is the issue's title (its '[Usage]: ' label dropped); then, after "
          "'...', four of the collect_env 'Versions of relevant libraries' lines as stored (the nvidia-* and conda "
          "lines in between dropped). The fix is from the sibling thread vllm#10178 (a fixture's source, so not "
          "taken as a case itself).")

# ------------------------------------------------------------------ trust_remote_code: Phi-3-small through litellm
case("vllm-6215-litellm-phi3-small-trust-remote-code", "https://github.com/vllm-project/vllm/issues/6215",
     "Final returned optional params: {'temperature': 0.2, 'max_tokens': 80, 'trust_remote_code': True}\n"
     "...\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/ubuntu/Tushar/vllm_test/venv/lib/python3.10/site-packages/vllm/transformers_utils/config.py\", "
     "line 41, in get_config\n"
     "    config = AutoConfig.from_pretrained(\n"
     "  File \"/home/ubuntu/Tushar/vllm_test/venv/lib/python3.10/site-packages/transformers/models/auto/"
     "configuration_auto.py\", line 968, in from_pretrained\n"
     "    trust_remote_code = resolve_trust_remote_code(\n"
     "  File \"/home/ubuntu/Tushar/vllm_test/venv/lib/python3.10/site-packages/transformers/dynamic_module_utils.py\", "
     "line 640, in resolve_trust_remote_code\n"
     "    raise ValueError(\n"
     "ValueError: Loading microsoft/Phi-3-small-8k-instruct requires you to execute the configuration file in that "
     "repo on your local machine. Make sure you have read the code th",
     "trust_remote_code_required", {}, "trust_remote_code_required",
     "vLLM driven through LiteLLM's vllm provider (July 2024) with microsoft/Phi-3-small-8k-instruct, whose config is "
     "custom code: LiteLLM put trust_remote_code=True among the sampling 'optional params' rather than passing it to "
     "vLLM's engine, so vLLM loaded the config without it and transformers refused.",
     "no answer in the stored thread (closed as stale); the log is conclusive: vLLM itself must get "
     "trust_remote_code=True (LLM(..., trust_remote_code=True) / --trust-remote-code), not the request parameters",
     release="not stated (July 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 3: the LiteLLM line showing where trust_remote_code went, then (after '...', the "
          "LiteLLM help and logging lines dropped) the traceback as stored, which ends mid-word ('th'). The "
          "message is transformers' older wording ('... then set the option `trust_remote_code=True` to remove this "
          "error').")

# ------------------------------------------------------------------ rope_scaling: Phi-3-mini-128k on 0.4.0.post1
case("vllm-4323-phi3-mini-128k-0.4.0.post1-assert-factor-rope-scaling",
     "https://github.com/vllm-project/vllm/issues/4323",
     "phi-3 (microsoft/Phi-3-mini-128k-instruct) fails with assert \"factor\" in rope_scaling\n"
     "\n"
     "docker 0.4.0.post1\n"
     "...\n"
     "docker run -d     --runtime=nvidia     --gpus '\"device=1\"'     --shm-size=10.24gb     -p 5001:5001         "
     "-e NCCL_IGNORE_DISABLED_P2P=1     -e HUGGING_FACE_HUB_TOKEN=$HUGGING_FACE_HUB_TOKEN     -v "
     "/etc/passwd:/etc/passwd:ro     -v /etc/group:/etc/group:ro     -u `id -u`:`id -g`     -v "
     "\"${HOME}\"/.cache:$HOME/.cache/ -v \"${HOME}\"/.config:$HOME/.config/   -v "
     "\"${HOME}\"/.triton:$HOME/.triton/      --network host     vllm/vllm-openai:latest         --port=5001         "
     "--host=0.0.0.0         --model=microsoft/Phi-3-mini-128k-instruct         --seed 1234         "
     "--trust-remote-code         --tensor-parallel-size=1         --max-num-batched-tokens=131072 "
     "--max-log-len=100         --download-dir=$HOME/.cache/huggingface/hub &>> logs.vllm_server.phi3.txt\n"
     "gives:\n"
     "INFO 04-24 06:29:08 api_server.py:149] vLLM API server version 0.4.0.post1",
     "rope_scaling_unsupported", {}, "rope_scaling_unsupported",
     "Phi-3-mini-128k-instruct on the vllm/vllm-openai:latest image of 24 April 2024 (0.4.0.post1), one GPU: the "
     "model's rope_scaling is Phi-3's LongRoPE ('su', with short/long factor lists and no 'factor' key), which that "
     "release's max-length check did not know, so it died on assert \"factor\" in rope_scaling while the engine "
     "config was built, before any memory was measured. Phi-3 (and its LongRoPE) came with the next release.",
     "no answer in the stored thread; the sibling request vllm#4306 names the missing piece ('Support for LongRope "
     "#3575'); Phi-3 support (Phi3ForCausalLM with LongRoPE) shipped in vLLM 0.4.1, released the same day",
     release="0.4.0.post1 (docker vllm/vllm-openai:latest)", gpu=None, gpus=1,
     command="docker run ... vllm/vllm-openai:latest --model=microsoft/Phi-3-mini-128k-instruct --trust-remote-code "
             "--tensor-parallel-size=1 --max-num-batched-tokens=131072 ...",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1, 2 and 4: the issue's title (its '[Bug]: ' label dropped) carries the error; then the "
          "description as stored ('docker 0.4.0.post1', then after '...' the command block and the first log line; "
          "the stored text stops before the traceback). Kind rope_scaling_unsupported (the assert is the row's "
          "0.5.5-0.6.3 wording, here in an older release); the deeper cause is a release older than Phi-3 support, "
          "so architecture_release_mismatch / architecture_unsupported are the alternatives. The 0.4.1 date is from "
          "the release history, not the thread. gpus=1: the container was given device 1 only.")

# ------------------------------------------------------------------ rope_scaling: Qwen2-VL under transformers 4.45.0.dev0
case("vllm-8388-qwen2-vl-7b-assert-factor-transformers-dev", "https://github.com/vllm-project/vllm/issues/8388",
     "loading qwen2-vl-7b fails with error: `assert \"factor\" in rope_scaling`\n"
     "...\n"
     "Versions of relevant libraries:\n"
     "[pip3] torch==2.4.0\n"
     "[pip3] torchvision==0.19.0\n"
     "[pip3] transformers==4.45.0.dev0",
     "rope_scaling_unsupported", {}, "rope_scaling_unsupported",
     "Qwen2-VL-7B on a September 2024 vLLM (0.6.0/0.6.1) with transformers 4.45.0.dev0: that transformers build, "
     "after its RoPE standardisation, rewrites Qwen2-VL's rope_scaling type 'mrope' to 'default' "
     "(huggingface/transformers#33401), and vLLM's max-length check, which skipped the factor lookup only for type "
     "'mrope', then hit assert \"factor\" in rope_scaling while building the model config.",
     "not in this thread's stored text; from the sources the searches showed: install transformers at the commit the "
     "Qwen2-VL README pins (pip install git+https://github.com/huggingface/transformers@21fac7abba2a37fae86106f87fcf"
     "9974fd1e3830, QwenLM/Qwen3-VL#282), or transformers 4.45.2 (which fixed #33401) with vLLM 0.6.3, whose PR "
     "#9250 treats M-RoPE as rope_type 'default'",
     release="not stated (September 2024; torch 2.4.0, transformers 4.45.0.dev0: 0.6.0/0.6.1)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1, 3 and 4: the error is the issue's title (its '[Bug]: ' label dropped); then, after "
          "'...', three of the collect_env library lines as stored (the flake8 / nvidia-* lines dropped); the "
          "stored text shows no log and no answer. Same failure as the fixture ms-swift-1954 (another repository), "
          "labelled the same way; transformers' role makes dependency_version_mismatch the alternative cause.")

if __name__ == "__main__":
    BATCH.write()
