"""Round-654 blind batch: NUMERICS AT RUNTIME caused by the launch's dtype (float16 on a model trained in bfloat16 /
float32): outputs of '!!!!', '<pad>' or empty strings at the first requests, traced by the thread to the dtype the
engine was started with; any tracker; collected by helper wild654 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round654-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 25 of the 30 allowed, all ``search`` corpus=issues. 6 cases: vllm #18733 (gemma-3-4b-it with --dtype
float16 -> replies full of <pad>), vllm #6177 (gemma-2-27B on 4x A10G -> empty strings), vllm #8283 (DeepSeek-V2 236B
on 8x A100 with dtype=torch.half, vLLM 0.5.4 -> '!!!!'), allenai/olmo-cookbook #60 (OLMo-core v2 fp32 checkpoints run
by vLLM in fp16 -> '!!!!'), vllm-project/vllm-ascend #517 (LoRA-tuned Qwen2.5 on 910B2 -> all '！') and #562
(LLaMA-Factory-tuned Qwen2.5-VL-7B on vllm-ascend -> all '!'). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice: none of these is a vLLM message. The engine starts, and the first requests come back as garbage (runs of
'!' are token 0 sampled from NaN logits, '<pad>' / '' likewise) because the launch ran a bfloat16- or float32-trained
model in float16, where its activations overflow. No thread in the slice that the search returned showed the
'probability tensor contains either inf, nan or element < 0' message together with a vLLM launch and a dtype
diagnosis: the message threads are either transformers' own generate() (Qwen-VL, LLaVA, BELLE, InternEvo, GLM-4,
Baichuan-13B, LongLoRA, llama_inference, HuatuoGPT) or vLLM threads whose cause is not the dtype.

Sources given up (for the lead, not cases):
- Named in earlier rounds' skip lists (not re-spent as cases): vllm #17154 (GLM-4-32B-0414-FP8 '!!!!!' in float16;
  DarkLight1337: 'numerical stability issues when using float16', reporter confirmed bfloat16 works; round 256 gave it
  up as 'a runtime output problem, not a start-up failure': it fits this round's slice exactly and the lead may want it
  taken in a later round), #14817 (Gemma-3 empty text, already used), #14696 (Gemma-3 feature thread, round 391).
- 'probability tensor contains ...' in vLLM threads whose cause is not the dtype or is not reached: vllm #641
  (Baichuan-7b, dtype='float16' in the code, 2023; the stored chunk has no resolution, and #1448 calls it the same bug
  as an InternLM bias issue), #1448 (llama2-70B TP=8, 'revert vllm version to 0.2.0'), #2053 (falcon-40b AWQ via
  FastChat), #2063 / casper-hansen/AutoAWQ #252 (Falcon-7B AWQ, 'CUDA kernel overflows', closed as a vLLM issue, no
  fix), #4151 (mid-run at item 429, vLLM 0.2.2, round 462 gave it up).
- Symptom and dtype but no fix / no diagnosis in the stored text: vllm #16489 (Gemma3-27B over V100s with --dtype
  float16 -> empty content; V100 has no bfloat16, a float32 fix would fit the slice, but no answer is stored),
  vllm-project/vllm-ascend #131 (Qwen2.5-VL-7B --dtype float16 -> '!' replies; maintainers asked for versions / seeds,
  #549's bf16 suggestion was never answered), #549, vllm #6499 (gemma-2-27b-it --dtype half -> content ''; the stored
  chunk is the description only; same class as #6177), vllm #15429 / #16579 (DeepSeek-R1-AWQ fp16 abnormal, no
  answer), vllm #3998 (Qwen1.5-14B on V100 '!!!!', screenshots, answers point at versions / GPTQ, no fix), vllm #9618
  (V100 GPTQ-Int4 '!!!!', commenters disagree, no fix), vllm #17622 (Gemma3 empty output, env dump only).
- Mixed or not a launch-dtype cause: vllm #15002 (DeepSeek-R1-AWQ nightly garbage; LucasWilkinson confirms --dtype
  auto works, but the stored comment with the command shows a different V0 load failure), vllm #14126 (Qwen2.5-72B
  GPTQ '!!!!' from fp16 overflow inside the GPTQ path; jeejeelee's fix is a clamp on a personal branch, issue open),
  QwenLM/Qwen3 #381 (AWQ '!' fixed by a calibration set), vllm #13133 (V1 fp8 KV wrong output, skip-listed by round
  13), #5793 (GPTQ Marlin quality A10 vs A100), #41343 / #48945 / #25800 (fp8 KV corruption bugs, no launch fix), vllm
  PR #30090 (GGUF bf16 garbage: a PR test plan, not a user's failure), PR #16618 (GLM4 fix PR comment).
- Not vLLM: transformers #36822, #33294; QwenLM/Qwen3 #761, #826, #1171; QwenLM/Qwen3-VL #71 (renamed shard, not
  dtype), #77, #299; InternLM/InternEvo #278; mit-han-lab/llm-awq #69; google/gemma_pytorch #10; xorbitsai/inference
  #2486 (Transformers engine).

Judgement calls for the lead:
1. Labels: no vLLM message is printed, so message_kind None (as vllm-577's garbage-output fixture); cause
   dtype_unsupported for all six, the cause earlier collectors gave vLLM 0.9.2+'s own refusal of the same situation
   ("The model type 'gemma3' does not support float16. Reason: Numerical instability.", 5 fixtures). The lead may prefer
   a dedicated cause (e.g. float16_overflow) for a model that runs but overflows in float16; none exists in LABELS.txt.
2. These are failures at the first requests, not at start-up: the launch's dtype is the cause, and the right fix is a
   launch flag (--dtype bfloat16, or float32 where bfloat16 is not available), so they were taken under 'a failure at
   its first requests caused by how it was launched'. The memory flags are forbidden for all of them.
3. vllm-6177, vllm-ascend-517 and vllm-ascend-562: the dtype the reporter ran with is not in the stored excerpt (the
   answer that names it is the fix and was left out); the cause rests on the maintainer's diagnosis (#6177, WoosukKwon)
   or the reporter's own fix (the two Ascend threads: 'dtype改为bf16即可', '将精度改为 bfloat16 就可以了').
4. vllm-8283: the thread's own resolution is not in the stored chunk; the cause is pinned by the merged PR #13232
   ('[Bugfix] Fix FP16 overflow for DeepSeek V2': 'When dtype is set to fp16 ... the model's intermediate value will
   overflow the max of fp16, causing model to produce garbage'). The excerpt's code is the reporter's, typos included
   ('tensor_parakkek_size=8', 'work_use_ray'); tensor_parallel_size 8 is left out of numbers because of the typo.
5. olmo-cookbook-60: the excerpt line 'v2 fp16 (this is what misled us, since we used fp16 for vllm and fp32 for HF)'
   comes from the maintainer's diagnosing comment; it states the setting, not the fix, and was kept whole. vLLM's
   dtype 'auto' ran the float32 checkpoints in float16 (the comment: 'for fp32 models HF uses fp32 whereas vllm uses
   fp16').
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round654-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_FP16 = [{"flag": "--dtype", "value": "float16"}, {"flag": "--dtype", "value": "half"}]

# ---------------------------------------- vllm #18733: gemma-3-4b-it served with --dtype float16 -> replies filled with <pad>
case("vllm-18733-gemma3-4b-it-dtype-float16-reply-filled-with-pad-tokens",
     "https://github.com/vllm-project/vllm/issues/18733",
     "[Bug]: Deploying Gemma3 model through VLLM, there are a large number of special characters <pad> filled in the "
     "reply content\n"
     "\n"
     "vllm command:\n"
     "CUDA_VISIBLE_DEVICES=6 \\\n"
     "vllm serve \\\n"
     "--host 0.0.0.0 \\\n"
     "--port 8088 \\\n"
     "--dtype float16 \\\n"
     "--served-model-name gemma-3-4b-it \\\n"
     "--tensor-parallel-size 1 \\\n"
     "--gpu-memory-utilization 0.9 \\\n"
     "--tokenizer /home/jdli/models/gemma-3-4b-it \\\n"
     "--max-model-len 2500 \\\n"
     "--generation-config vllm \\\n"
     "/home/jdli/models/gemma-3-4b-it",
     None, {"dtype": "float16", "tensor_parallel_size": 1, "gpu_memory_utilization": 0.9, "max_model_len": 2500},
     "dtype_unsupported",
     "Gemma 3 was trained in bfloat16; served with --dtype float16 its activations overflow (numerical instability), "
     "the logits turn to NaN and every reply comes back filled with <pad> tokens. The engine starts and answers; the "
     "launch's dtype is the fault, not memory or the tokenizer.",
     "DarkLight1337 (vLLM maintainer, 2025-05-27): 'Gemma3 has numerical instability when using float16. Please change "
     "the dtype to bfloat16 or float32'; the reporter confirmed the same day: 'Indeed, that's the reason. The problem "
     "has been solved.'",
     release=None, gpu=None, gpus=None,
     command="vllm serve --host 0.0.0.0 --port 8088 --dtype float16 --served-model-name gemma-3-4b-it "
             "--tensor-parallel-size 1 --gpu-memory-utilization 0.9 --tokenizer /home/jdli/models/gemma-3-4b-it "
             "--max-model-len 2500 --generation-config vllm /home/jdli/models/gemma-3-4b-it",
     forbidden=_FP16 + _MEM,
     note="Excerpt: the issue title and the command as the stored chunk shows them (the description's screenshots are "
          "not stored). The GPU is not named; CUDA_VISIBLE_DEVICES=6 only says the machine has more than six. Filed "
          "2025-05 (vLLM ~0.8.5-0.9.0), before 0.9.2 made vLLM refuse float16 for gemma3 outright.")

# ---------------------------------------- vllm #6177: gemma-2-27B on 4x A10G -> empty strings
case("vllm-6177-gemma2-27b-4x-a10g-empty-string-outputs-float16",
     "https://github.com/vllm-project/vllm/issues/6177",
     "[Bug]: Empty strings as output using gemma-2-27B with 4 A10s\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "PyTorch version: 2.3.0+cu121\n"
     "Is debug build: False\n"
     "CUDA used to build PyTorch: 12.1\n"
     "ROCM used to build PyTorch: N/A\n"
     "\n"
     "OS: Ubuntu 22.04.4 LTS (x86_64)\n"
     "GCC version: (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0\n"
     "Clang version: Could not collect\n"
     "CMake version: version 3.29.6\n"
     "Libc version: glibc-2.35\n"
     "\n"
     "Python version: 3.10.12 (main, Nov 20 2023, 15:14:05) [GCC 11.4.0] (64-bit runtime)\n"
     "Python platform: Linux-6.5.0-1020-aws-x86_64-with-glibc2.35\n"
     "Is CUDA available: True\n"
     "CUDA runtime version: 12.1.105\n"
     "CUDA_MODULE_LOADING set to: LAZY\n"
     "GPU models and configuration: \n"
     "GPU 0: NVIDIA A10G\n"
     "GPU 1: NVIDIA A10G\n"
     "GPU 2: NVIDIA A10G\n"
     "GPU 3: NVIDIA A10G\n"
     "\n"
     "Nvidia driver version: 535.183.01",
     None, {}, "dtype_unsupported",
     "gemma-2-27B (trained in bfloat16) run over four A10G GPUs in float16: the 27B model's activations overflow in "
     "FP16 and generation returns empty strings. The A10G supports bfloat16, so the float16 choice was the launch's, "
     "not the hardware's.",
     "WoosukKwon (vLLM maintainer, 2024-07-06): 'The Gemma2 model was trained in BF16 data type and does not work well "
     "in FP16. Please switch `dtype` to \"bfloat16\".'; the reporter (lucafirefox, 2024-07-07): 'Tested using "
     "dtype=bfloat16 and it works.'",
     release=None, gpu="NVIDIA A10G", gpus=4, command=None,
     forbidden=_FP16 + _MEM + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the title and the head of the environment block as the stored chunk shows it (cut after the driver "
          "line; the CPU section that follows is dropped). The reporter's code with the dtype is not in the stored "
          "chunk: the dtype is read from the maintainer's answer (left out as the fix). July 2024, PyTorch 2.3.0: vLLM "
          "0.5.x. A later commenter (MattYoon, TP=4 with bfloat16) reports weaker instruction following, a different "
          "problem.")

# ---------------------------------------- vllm #8283: DeepSeek-V2 236B on 8x A100, dtype=torch.half, vLLM 0.5.4 -> '!!!!'
case("vllm-8283-deepseek-v2-236b-8xa100-v054-dtype-half-exclamation-marks",
     "https://github.com/vllm-project/vllm/issues/8283",
     "[Bug]: deepseek_v2 236B on 8XA100 wrong output vllm==0.5.4\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "**wrong output** \n"
     " Prompt:  'Funniestjoke ever:',generated text: '!!!!!!!!!!!!!!!!!!'\n"
     " Prompt:  The capital of France is:',generated text: '!!!!!!!!!!!!!!!!!!'\n"
     " Prompt:  'The future of AI is:',generated text: '!!!!!!!!!!!!!!!!!!'\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "from llvm import LLM, SamplingPatams\n"
     "import argpase\n"
     "import torch\n"
     "\n"
     "def generate(args, prompts):\n"
     "      sampling_params = SamplingParams(temperature=0.8, top_k=1, max_tokens=20)\n"
     "      llm = LLM(mode=args.model_path, trust_remote_code=True, max_model_len=2048,work_use_ray=True, "
     "enforce_eager=True, dtype=torch.half, tensor_parakkek_size=8, enable_chunked_prefill=False)\n"
     "      outputs = llm.gennrate(prompts, sampling_params)\n"
     "      for output in outputs:\n"
     "           prompt = output.prompt\n"
     "           generated_text = output.output[0].text\n"
     "           print(f\"prompt: {prompt!r} Generated text {generated_text!r}\")",
     None, {"dtype": "half", "max_model_len": 2048}, "dtype_unsupported",
     "DeepSeek-V2 (bf16 weights) run in float16 (dtype=torch.half): the intermediate values of its MoE layers exceed "
     "FP16's range, overflow to inf/NaN and the model emits only '!' (token 0). The A100s support bfloat16; the float16 "
     "choice in the launch caused it.",
     "not in the stored chunk of this thread (closed). The cause is pinned by vLLM's merged PR #13232 ('[Bugfix] Fix "
     "FP16 overflow for DeepSeek V2', Concurrensee, 2025-02): 'When dtype is set to fp16 (vllm will cast model from "
     "bf16 to fp16), the model's intermediate value will overflow the max of fp16, causing model to produce garbage.' "
     "Fix: dtype bfloat16 (the checkpoint's own) on the A100s, or a vLLM release that carries PR #13232",
     release="0.5.4", gpu="NVIDIA A100", gpus=8, command=None,
     forbidden=_FP16 + _MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as the stored chunk shows them, typos included (the reporter retyped "
          "the code: 'tensor_parakkek_size=8', 'work_use_ray', 'gennrate'); the trailing 'Before submitting' checklist "
          "is dropped. Judgement call: the fix comes from a later merged PR, not from the thread itself.")

# ---------------------------------------- allenai/olmo-cookbook #60: OLMo-core v2 fp32 checkpoints, vLLM dtype auto -> fp16 -> '!!!!'
case("olmo-cookbook-60-olmo-core-v2-fp32-checkpoint-vllm-fp16-exclamation-marks",
     "https://github.com/allenai/olmo-cookbook/issues/60",
     "# NaN when running OLMo-core v2 trained models via VLLM\n"
     "\n"
     "v2 fp16 (this is what misled us, since we used fp16 for vllm and fp32 for HF):\n"
     "```\n"
     "vLLM output: !!!!!!!!!!!!!!!!\n"
     "HF output: San Francisco is !!!!!!!!!!!!!!!!!!!!\n"
     "```",
     None, {}, "dtype_unsupported",
     "OLMo-core v2 checkpoints were exported in float32; vLLM's dtype 'auto' ran float32 configs in float16, and the v2 "
     "models overflow in FP16 (NaN), so vLLM printed only '!' (HF in fp16 did the same). The v19 models survived fp16, "
     "which made the team suspect the model version instead of the dtype.",
     "2015aroras (AllenAI maintainer, 2025-05-07): 'the issue is mainly about dtype mismatch. By default, for fp32 "
     "models HF uses fp32 whereas vllm uses fp16 ... Going forth, we should make vllm use either fp32 or bf16.' i.e. "
     "start vLLM with --dtype bfloat16 or --dtype float32; with fp32 the vLLM output matched HF",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_FP16 + _MEM,
     note="Excerpt: the issue title and the 'v2 fp16' block of the maintainer's diagnosing comment (the header line is "
          "kept whole; the fp32 / v19 comparisons and the conclusion are left out). Neither the vLLM release nor the "
          "GPU is in the stored text. Not vLLM's tracker: AllenAI's evaluation cookbook.")

# ---------------------------------------- vllm-ascend #517: LoRA-tuned Qwen2.5 on Ascend 910B2 -> all '！'
case("vllm-ascend-517-qwen25-lora-finetuned-910b2-outputs-all-exclamation-marks",
     "https://github.com/vllm-project/vllm-ascend/issues/517",
     "[Bug]: 使用qwen2.5微调的模型，在910B2卡上进行推理，生成的结果都是“！”\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of `python collect_env.py`</summary>\n"
     "\n"
     "```text\n"
     "Your output of above commands here\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "基于LoRA对qwen2.5微调的模型，在910B2卡上进行推理，生成的结果都是“！”",
     None, {}, "dtype_unsupported",
     "A LoRA-fine-tuned Qwen2.5 served with vllm-ascend on an Ascend 910B2 in float16: the model's activations overflow "
     "in FP16 and every generated token is '！'. The 910B2 runs bfloat16, so the float16 choice was the launch's.",
     "the reporter (TW-NLP, 2025-04-14, same day): 'dtype改为bf16即可' (changing dtype to bf16 is all it takes)",
     release=None, gpu="Ascend 910B2", gpus=None, command=None,
     forbidden=_FP16 + _MEM,
     note="Excerpt: the whole issue as stored, the empty collect_env template included (title: 'a model fine-tuned from "
          "qwen2.5, inference on a 910B2 card, the generated results are all \"！\"'; body: 'a model fine-tuned from "
          "qwen2.5 with LoRA ...'). The dtype used is not stated; the float16 reading rests on the reporter's fix.")

# ---------------------------------------- vllm-ascend #562: LLaMA-Factory-SFT Qwen2.5-VL-7B on vllm-ascend -> all '!'
case("vllm-ascend-562-qwen25vl-7b-llamafactory-sft-outputs-all-exclamation-marks",
     "https://github.com/vllm-project/vllm-ascend/issues/562",
     "[Bug]: qwen2.5vl-7b 经过llamafactorySFT后，使用vllm-ascend推理回复全是感叹号\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "pyTorch version: 2.5.1\n"
     "Is debug build: False\n"
     "\n"
     "OS: Huawei Cloud EulerOS 2.0 (aarch64) (aarch64)\n"
     "GCC version: (GCC) 10.3.1\n"
     "Clang version: Could not collect\n"
     "CMake version: version 3.22.0\n"
     "Libc version: glibc-2.34\n"
     "\n"
     "Python version: 3.9.10 | packaged by conda-forge | (main, Feb  1 2022, 21:53:27)  [GCC 9.4.0] (64-bit runtime)\n"
     "Python platform: Linux-4.19.90-vhulk2211.3.0.h1543.eulerosv2r10.aarch64-aarch64-with-glibc2.34\n"
     "\n"
     "CPU:\n"
     "Architecture:                    aarch64\n"
     "CPU op-mode(s):                  64-bit\n"
     "Byte Order:                      Little Endian\n"
     "CPU(s):                          192\n"
     "Vendor ID:                       HiSilicon\n"
     "Model name:                      Kunpeng-920",
     None, {}, "dtype_unsupported",
     "Qwen2.5-VL-7B fine-tuned with LLaMA-Factory and served with vllm-ascend in float16: the fine-tuned model overflows "
     "in FP16 and every reply is exclamation marks. The official Qwen2.5-VL-7B-Instruct ran fine for the maintainers; "
     "the dtype, not the NPU's inf/nan mode, was the cause.",
     "the reporter (w1051868626, 2025-04-23): '已解决，将精度改为 bfloat16 就可以了' (solved: changing the precision to "
     "bfloat16 is enough). An earlier suggestion (export INF_NAN_MODE_ENABLE=0, from MindIE) was corrected by the "
     "reporter as wrong for this device",
     release=None, gpu="Ascend NPU (model not in the stored text; Kunpeng-920 host)", gpus=None, command=None,
     forbidden=_FP16 + _MEM,
     note="Excerpt: the title ('qwen2.5vl-7b after LLaMA-Factory SFT, replies from vllm-ascend inference are all "
          "exclamation marks') and the head of the environment block as stored; lines 'On-line CPU(s) list', 'Model', "
          "'Thread(s) per core' and the cache lines are dropped. The dtype used is not stated; the float16 reading "
          "rests on the reporter's fix.")

if __name__ == "__main__":
    BATCH.write()
