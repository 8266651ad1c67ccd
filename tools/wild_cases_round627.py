"""Round-627 blind batch: TOKENIZER AND DETOKENIZER failures at start-up or at the first requests caused by the
launch's tokenizer choice (--tokenizer pointing at another model's tokenizer, --tokenizer-mode, --skip-tokenizer-init,
a wrapper's template that adds tokens the engine does not know), any tracker; collected by helper wild627 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round627-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 24 of the 40 allowed (23 ``search`` corpus=issues, 1 ``search`` corpus=docs); no read_file / fetch. 5 cases:
vllm #16958 (--tokenizer-mode mistral + the Mistral tool parser: 'skip_special_tokens=False is not supported for
Mistral tokenizers' at the first tool request), vllm #577 (--tokenizer hf-internal-testing/llama-tokenizer on
open_llama_13b: garbage text, no error line), vllm #11374 (vllm serve with --skip-tokenizer-init, 0.6.x: 'Can't load
tokenizer'), vllm PR #54904 (skip_tokenizer_init=True on a multimodal model: the HF processor gets tokenizer None at
engine init), LlamaFactory #7328 (--template qwen on DeepSeek-R1-Distill-Qwen-7B with the vLLM backend: 'Token id
151665 is out of vocabulary' at the first chat turn). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was used.

The slice is close to mined out. The OverflowError ('out of range integral type conversion attempted') threads on
vLLM's tracker are all engine-side garbage ids (DeepSeek-R1 AWQ, llama-3.3-70b-fp8, chunked prompt-logprobs), not the
launch's tokenizer; the 'Token id N is out of vocabulary' threads are RL rollouts (skipped by earlier rounds) or models
whose padded vocabulary exceeds the tokenizer; the --tokenizer-mode mistral start-up failures were taken or skipped
by earlier rounds (#16292 is a case; #14465, #16681, #21122, #8995, #15345 taken or skipped).

Sources given up (for the lead, not cases):
- Not the launch's tokenizer choice (engine or checkpoint side): vllm #24211 (DeepSeek-R1 AWQ detokenizer
  OverflowError, occasional in production, open), #21951 (llama-3.3-70b-fp8 incremental detokenization, in-range
  overflow), PR #48567 / PR #47346 (out-of-range ids guards), #340 / PR #2398 (model vocab padded above the
  tokenizer, sampler emits ids the tokenizer lacks; stored chunk holds only late comments), #13175 (Qwen2.5 generating
  out-of-vocabulary ids), #32228 (gpt-oss ids question), verl #1398; HF discussions LeoLM/leo-mistral-hessianai-7b-chat
  #4 (32002-token tokenizer vs 32128 embeddings, "TypeError: argument 'tokens': 'NoneType' object cannot be converted
  to 'PyString'", no fix reached), solidrust/Hermes-2-Pro-Mistral-7B-AWQ #1, stabilityai/stablelm-2-zephyr-1_6b #6.
- vLLM's own default tokenizer choice rather than the launch's: vllm #281 (h2ogpt open-llama-13b garbage with vLLM
  0.1.x substituting hf-internal-testing/llama-tokenizer; closed by PRs #284 / #298, same class as the vllm-577 case).
- Client-side or a fix PR without the failing log: vllm PR #39539 (the bench client's --tokenizer-mode hf), PR #14094
  (request-level skip_special_tokens=false with --tokenizer-mode mistral crashing v0.7.2; error text not in the
  stored chunk), PR #7739, PR #20910, vllm-metal #336 (a vllm-metal detokenizer bug, both tokenizers fail).
- No error text or no pin: vllm #12985 (GGUF tokenization, env block only), #30828 (GLM-4.6V-Flash, a tokenizer regex
  warning before an error the chunk cuts), NVIDIA-NeMo/RL #818 (vllm 0.10.0 skip_tokenizer_init, points at vllm
  #21846, no error text), OpenRLHF-style rollouts, #5273 (chatglm3 LoRA tokenizer AttributeError, no answer).
- Named in earlier rounds' skip lists or used (not re-opened): vllm #14465, #16681, #21122, #8994, #8912, #26797,
  #569, #16510; OpenRLHF #1117; mistral-common #109; FastChat #1860, #2222.

Judgement calls for the lead:
1. New cause labels: ``tokenizer_model_mismatch`` (vllm-577, llamafactory-7328: the tokenizer the launch made the
   engine / wrapper use is not the model's) and ``skip_tokenizer_init_unsupported`` (vllm-11374, vllm-pr54904: a
   launch with skip_tokenizer_init on a path that still needs a tokenizer). No existing cause fits; rename freely.
2. vllm-577 has NO error line: the failure is garbage text from a wrong --tokenizer (the slice asked for it). Kind
   None. The evidence is the reporter's own comparison (the model's own tokenizer gives correct text), which is left
   out of the excerpt. Drop it if a case must carry an error line.
3. vllm-16958: kind vllm_check_failed (the message is an assert in vLLM's MistralTokenizer); cause release_regression
   (the Mistral tool parser's adjust_request forcing skip_special_tokens=False, fixed by the merged PR #16964); the
   reporter is a vLLM maintainer. The lead may prefer a tokenizer-mode cause.
4. vllm-11374: the OSError is from a commenter (v0.6.x) who 'faces the same issue', not from the reporter, whose error
   is cut from the stored chunk; kind tokenizer_load_failed (transformers' "Can't load tokenizer" is not in the README
   table; the nearest kind). No fix reached in the thread (closed stale); the reporter: it works without the flag.
5. vllm-pr54904: a fix PR, closed unmerged; the error and repro are the PR description's. Kind None (an AttributeError
   over None inside transformers' Qwen3-VL processor, not vLLM's frame). The excerpt leaves out the PR title (it
   names the fix) and trailing spaces of the traceback line.
6. llamafactory-7328: the error is only in the title (the log is a screenshot); the maintainer's one-line answer is
   '--template deepseek3'. That the qwen template adds a token (<|im_end|>, id 151665) the engine's tokenizer lacks is
   the collector's reading, not the thread's words. kind vllm_check_failed (vLLM's 'Token id N is out of vocabulary').
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round627-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #16958: --tokenizer-mode mistral + mistral tool parser -> skip_special_tokens assert
case("vllm-16958-mistral-small-24b-awq-tokenizer-mode-mistral-tool-parser-skip-special-tokens-false-assert",
     "https://github.com/vllm-project/vllm/issues/16958",
     "[Bug]: AssertionError: skip_special_tokens=False is not supported for Mistral tokenizers\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "``` bash\n"
     "vllm serve stelterlab/Mistral-Small-24B-Instruct-2501-AWQ --tool-call-parser mistral   --enable-auto-tool-choice"
     "  --tokenizer-mode mistral --guided-decoding-backend xgrammar\n"
     "```\n"
     "``` python\n"
     "from lmformatenforcer.external.jsonschemaobject import JsonSchemaObject\n"
     "\n"
     "from openai import OpenAI\n"
     "\n"
     "openai_api_key = \"EMPTY\"\n"
     "openai_api_base = \"http://localhost:8000/v1\"\n"
     "\n"
     "client = OpenAI(\n"
     "    api_key=openai_api_key,\n"
     "    base_url=openai_api_base,\n"
     ")\n"
     "tools = [\n"
     "    {\n"
     "        \"type\": \"function\",\n"
     "        \"function\": {\n"
     "            \"name\": \"get_current_weather\",",
     "vllm_check_failed", {}, "release_regression",
     "vllm serve of a Mistral-Small-24B AWQ checkpoint with --tokenizer-mode mistral together with --tool-call-parser "
     "mistral --enable-auto-tool-choice: on a chat request with tools, the Mistral tool parser's adjust_request sets "
     "skip_special_tokens=False (needed to see the [TOOL_CALLS] token with an HF tokenizer), and vLLM's MistralTokenizer "
     "asserts skip_special_tokens is True when decoding, so the first tool request fails. A vLLM bug in the "
     "combination of the launch's tokenizer mode and the tool parser, not memory.",
     "fixed in vLLM by the merged PR #16964 (chaunceyjiang, 'Fix AssertionError: skip_special_tokens=False is not "
     "supported for Mistral tokenizers', also closing #16190): the tool parser no longer forces "
     "skip_special_tokens=False with the MistralTokenizer (a reviewer: only when MistralTokenizer is not used); i.e. a "
     "release with that PR, or the HF tokenizer with a chat template",
     release=None, gpu=None, gpus=None,
     command="vllm serve stelterlab/Mistral-Small-24B-Instruct-2501-AWQ --tool-call-parser mistral "
             "--enable-auto-tool-choice --tokenizer-mode mistral --guided-decoding-backend xgrammar",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title (the error line) and the description's command and the start of its client "
          "script, as stored; the env block ('Your output of `python collect_env.py` here') and the rest of the "
          "script are left out. The reporter (chaunceyjiang) is a vLLM maintainer who filed and fixed it.")

# ---------------------------------------- vllm #577: --tokenizer hf-internal-testing/llama-tokenizer on open_llama_13b -> garbage text
case("vllm-577-open-llama-13b-tokenizer-hf-internal-testing-llama-tokenizer-garbage-output",
     "https://github.com/vllm-project/vllm/issues/577",
     "Incorrect output when using hf-internal-testing/llama-tokenizer\n"
     "\n"
     "When using 'hf-internal-testing/llama-tokenizer':\n"
     "```\n"
     "python -m vllm.entrypoints.api_server \\\n"
     "             --model openlm-research/open_llama_13b \\\n"
     "             --tokenizer hf-internal-testing/llama-tokenizer \\\n"
     "             --tensor-parallel-size 1 --port 9990\n"
     "```\n"
     "Output:\n"
     "```\n"
     "$> curl http://localhost:9990/generate -d '{\n"
     "\"prompt\": \"San Francisco is a\",\n"
     "\"use_beam_search\": true,\n"
     "\"n\": 2,\n"
     "\"temperature\": 0\n"
     "}'\n"
     "\n"
     "$> \n"
     + r'{"text": ["San Francisco is a\u0440\u0430\u043d\n Pur Francisco is a\u0440\u0430\u043d and t forivoion' + "\n"
     + r'impro\u8d8aion \u044e\u0433\u043e", "San Francisco is aong\u8d8a\u1f7aor togg is a\u0440\u0430\u043d an'
     + "\n"
     + r'd t|\\\u8d8a \u044e\u0433\u043eion impro\u7532"]}<Trial 3044984 worker_0> debug $ curl http://localhost'
     + "\n```",
     None, {"tensor_parallel_size": 1}, "tokenizer_model_mismatch",
     "July 2023 (vLLM 0.1.x api_server): openlm-research/open_llama_13b launched with --tokenizer "
     "hf-internal-testing/llama-tokenizer, the LLaMA-1 tokenizer that vLLM's own error message then recommended for "
     "LLaMA-based models. OpenLLaMA was trained with its own SentencePiece vocabulary, so the model's token ids decode "
     "to unrelated pieces through the LLaMA tokenizer: mixed Cyrillic / CJK garbage, no error raised.",
     "the reporter: with the model's own tokenizer (no --tokenizer flag) the results are correct, although "
     "initialisation is very slow; i.e. drop --tokenizer hf-internal-testing/llama-tokenizer for OpenLLaMA (vLLM "
     "PR #298 added --tokenizer-mode slow for open llama)",
     release="not stated (July 2023, a vLLM 0.1.x release)", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.api_server --model openlm-research/open_llama_13b --tokenizer "
             "hf-internal-testing/llama-tokenizer --tensor-parallel-size 1 --port 9990",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="No error line: the failure is the garbage text itself (judgement call 2). Excerpt: the title and the "
          "description up to the first curl output, as stored (the JSON's \\u escapes kept as literal text); the "
          "reporter's second run with the model's own tokenizer (the evidence) is left out.")

# ---------------------------------------- vllm #11374: vllm serve --skip-tokenizer-init (0.6.x) -> Can't load tokenizer
case("vllm-11374-vllm-serve-skip-tokenizer-init-v06-cant-load-tokenizer-gpt2tokenizerfast",
     "https://github.com/vllm-project/vllm/issues/11374",
     "[Bug]: `vllm serve` fails when passing `--skip-tokenizer-init` flag\n"
     "\n"
     "When I try to spin up a vllm server and I pass `--skip-tokenizer-init` to avoid initializing the default "
     "tokenizer, I face this error:\n"
     "\n"
     "hyunjunmoon · comment · 2025-01-21\n"
     "I'm facing the same issue.\n"
     "\n"
     "My error message:\n"
     "`OSError: Can't load tokenizer for '{model_path}'. If you were trying to load it from "
     "'[https://huggingface.co/models'](https://huggingface.co/models%27), make sure you don't have a local directory "
     "with the same name. Otherwise, make sure '{model_path}' is the correct path to a directory containing all "
     "relevant files for a GPT2TokenizerFast tokenizer.` \n"
     "\n"
     "And my engine args:\n"
     "`Initializing an LLM engine (v0.6",
     "tokenizer_load_failed", {}, "skip_tokenizer_init_unsupported",
     "vllm serve (0.6.x) launched with --skip-tokenizer-init to pass token ids without a tokenizer: the OpenAI "
     "server still builds a tokenizer from the model path for its serving layer, which the flag was meant to avoid, "
     "so the launch fails with transformers' \"Can't load tokenizer\". The flag was honoured by the offline engine "
     "but not by the OpenAI server in these releases; the reporter: the issue goes away without the flag.",
     "no fix reached in the thread (closed as stale; a maintainer only cc'd others); the reporter's workaround: "
     "launch without --skip-tokenizer-init",
     release="0.6.x (the commenter's engine line 'Initializing an LLM engine (v0.6'; December 2024)", gpu=None,
     gpus=None, command="vllm serve <model> --skip-tokenizer-init",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the title, the description's sentence before its error block (the block itself is not in the "
          "stored chunk) and a commenter's error message and cut engine line. The reporter's 'The issue gets "
          "resolved if I don't pass the above flag' is left out. Judgement call 4.")

# ---------------------------------------- vllm PR #54904: skip_tokenizer_init=True + Qwen3-VL -> processor gets tokenizer None
case("vllm-pr54904-qwen3-vl-30b-a3b-skip-tokenizer-init-processor-nonetype-convert-tokens-to-ids",
     "https://github.com/vllm-project/vllm/pull/54904",
     " ## Purpose\n"
     "\n"
     "  Multimodal engine init crashes with `AttributeError: 'NoneType' object has no attribute "
     "'convert_tokens_to_ids'` when `skip_tokenizer_init=True` is combined with any multimodal model (verified "
     "against Qwen3-VL).\n"
     "\n"
     "  ## Repro\n"
     "\n"
     "  ```python\n"
     "  from vllm import LLM\n"
     "  llm = LLM(model=\"Qwen/Qwen3-VL-30B-A3B-Instruct\", skip_tokenizer_init=True)\n"
     "\n"
     "  Fails during AsyncLLM.__init__ before any request, traceback ending at:\n"
     "\n"
     "  File \".../transformers/models/qwen3_vl/processing_qwen3_vl.py\", line 51, in __init__\n"
     "      else tokenizer.convert_tokens_to_ids(self.image_token)\n"
     "  AttributeError: 'NoneType' object has no attribute 'convert_tokens_to_ids'\n"
     "```",
     None, {}, "skip_tokenizer_init_unsupported",
     "vllm.LLM(model='Qwen/Qwen3-VL-30B-A3B-Instruct', skip_tokenizer_init=True) (token-in / token-out RL use): with "
     "skip_tokenizer_init vLLM's tokenizer registry returns None, but a multimodal model still builds the Hugging "
     "Face processor at engine init, and Qwen3-VL's processor calls tokenizer.convert_tokens_to_ids on that None, so "
     "AsyncLLM.__init__ dies before any request. The launch's tokenizer setting does not fit a multimodal model "
     "(also DarkLight1337, PR #12868: skip_tokenizer_init 'will likely not work' for multimodal models).",
     "no fix merged (the PR, which loads a tokenizer for the processor alone, was closed unmerged); the way out is "
     "launching without skip_tokenizer_init (tokenizing on the engine side) for a multimodal model",
     release="not stated (September 2026 main branch)", gpu=None, gpus=None,
     command="LLM(model=\"Qwen/Qwen3-VL-30B-A3B-Instruct\", skip_tokenizer_init=True)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the PR description's Purpose sentence and Repro block, as stored (trailing spaces after "
          "'in __init__' dropped); the title (it names the fix), the fix paragraph and the root-cause list are left "
          "out. Judgement call 5.")

# ---------------------------------------- LlamaFactory #7328: DeepSeek-R1-Distill-Qwen-7B --template qwen --infer_backend vllm -> token id out of vocabulary
case("llamafactory-7328-deepseek-r1-distill-qwen-7b-template-qwen-vllm-073-token-id-151665-out-of-vocabulary",
     "https://github.com/hiyouga/LlamaFactory/issues/7328",
     "ValueError: Token id 151665 is out of vocabulary\n"
     "\n"
     "### System Info\n"
     "\n"
     "- `llamafactory` version: 0.9.2\n"
     "- Platform: Linux-3.10.0-1160.el7.x86_64-x86_64-with-glibc2.31\n"
     "- Python version: 3.12.4\n"
     "- PyTorch version: 2.5.1+cu121 (GPU)\n"
     "- Transformers version: 4.49.0\n"
     "- Datasets version: 3.3.2\n"
     "- Accelerate version: 1.4.0\n"
     "- PEFT version: 0.12.0\n"
     "- TRL version: 0.9.6\n"
     "- GPU type: NVIDIA GeForce RTX 4090\n"
     "- GPU number: 1\n"
     "- GPU memory: 23.65GB\n"
     "- vLLM version: 0.7.3\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "```text\n"
     "Put your message here.\n"
     "```\n"
     "\n"
     "grantchenhuarong · comment · 2025-03-16\n"
     "启动chat llamafactory-cli chat --model_name_or_path /home/dataset-bc-pub/DeepSeek-R1-Distill-Qwen-7B --template "
     "qwen --infer_backend vllm\n"
     "输入“你好”就返回标题异常信息了。怀疑是python3.12版本问题，拟打算建python3.10再测试下。先记录下这个issue.\n"
     "\n"
     "![Image](https://github.com/user-attachments/assets/9d58ea6e-f7b6-49db-8854-96f56d2226a4)\n"
     "\n"
     "grantchenhuarong · comment · 2025-03-16\n"
     "调整了torch==2.5.1和vllm==0.7.3",
     "vllm_check_failed", {}, "tokenizer_model_mismatch",
     "LlamaFactory 0.9.2 chat with the vLLM 0.7.3 backend, DeepSeek-R1-Distill-Qwen-7B launched with --template qwen: "
     "the Qwen chat template does not fit this model's tokenizer (DeepSeek-R1-Distill-Qwen redefines the Qwen "
     "special tokens), so the prompt ids the wrapper sends carry id 151665, one past the engine tokenizer's "
     "vocabulary, and vLLM's prompt validation refuses the first chat turn. Not Python 3.12, not memory.",
     "the maintainer (hiyouga): use `--template deepseek3`",
     release="0.7.3 (LlamaFactory 0.9.2, transformers 4.49.0, torch 2.5.1+cu121)", gpu="NVIDIA GeForce RTX 4090",
     gpus=1,
     command="llamafactory-cli chat --model_name_or_path /home/dataset-bc-pub/DeepSeek-R1-Distill-Qwen-7B "
             "--template qwen --infer_backend vllm",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="The error is only in the title; the log is a screenshot. Excerpt: the title, the System Info block, the "
          "empty Reproduction block and the reporter's two comments, as stored; the maintainer's answer is left out. "
          "Judgement call 6.")

BATCH.write()
