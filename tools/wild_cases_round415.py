"""Round-415 blind batch: MODEL MAKERS' OWN REPOSITORIES (deepseek-ai, zai-org, moonshotai, MiniMax-AI, mistralai,
google, microsoft, InternLM, OpenGVLab, OpenBMB, ...) where users report vLLM failing to serve that model; collected
by helper wild415 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round415-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 42 of the 50 allowed, all ``search`` (39 corpus=issues, 3 corpus=pages; no read_file / find_string /
find_files / fetch). The first turn of this session was cut off by an API error before anything was written; if it
made look-ups they are not in this count. 5 cases: OpenBMB/MiniCPM #186, vllm #37406 (MiniMax-M2.1-MXFP4), vllm
#27314 (DeepSeek-OCR), baichuan-inc/Baichuan-M1-14B #8 and #14. The slice is heavily mined: nearly every memory
thread in the publishers' repos (GLM-4, Kimi-K2, Kimi-VL, DeepSeek-V2, InternVL, Nemotron, Llama-4, Phi-3-vision)
was already in USED_SOURCES.txt, a fixture or an earlier skip list, so no memory case was found and all five are
model-support / loading failures. The pages corpus gave no Hugging Face discussion with a vLLM error (3 tries).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures): MoonshotAI/Kimi-VL #54, #15; MoonshotAI/Kimi-K2 #51; deepseek-ai/
  DeepSeek-V2 #83; deepseek-ai/DeepSeek-R1 #588 and LlamaFactory #7438 (twins of vllm #15336); deepseek-ai/
  DeepSeek-OCR #5; OpenBMB/MiniCPM-V #82; OpenBMB/MiniCPM #222; iceflame89/vllm #1; zai-org/GLM-4 #157;
  MIV-XJTU/FSDrive #21; datawhalechina/self-llm #162; QwenLM/Qwen3 #295; vllm-ascend #9099; vllm #23230, #16318,
  #15664, #5976, #6124, #15336, #8097, #52435, #5244, #27761, #16712, #16330, #16150, #27706, #28228.
- Named in earlier rounds' skip lists (not re-opened): vllm #16749, #27409, #27971, #21122, #14465, #35637;
  MiniMax-AI/MiniMax-M2.5 #30; zai-org/GLM-4 #19, #47, #117; deepseek-ai/DeepSeek-OCR #77; gpustack #2259;
  xorbitsai/inference #1115; vllm-ascend #8213; discuss.vllm.ai t/2674 (Gemma-4-31B NVFP4 on 2x 5070 Ti).
- Error line not in the stored chunk: vllm #19427 (Magistral-Small-2506; the author's fix '--tokenizer_mode mistral
  --config_format mistral' is stored, the error is not, in 2 look-ups); zai-org/GLM-4 #121 (glm-4-9b-chat on
  v0.4.3, the traceback stops inside _init_cache_engine, 2 look-ups); zai-org/GLM-4 #173 (3x P40, v0.4.2, error a
  screenshot); vllm #36193 (Step-3.5-Flash SWIGLUSTEP activation on the ROCm AITER MoE path; two chunks, both
  mid-traceback; fix PR #39333 open); MoonshotAI/Kimi-K2 #122 (Kimi-K2.5 on 8x H20, screenshot); vllm #13810
  (Baichuan2 on 0.7.2, log not stored); vllm-ascend #8817 (GLM-5.1 w8a8 'npu out of memory' described only).
- Error only in the title, and no answer stored: vllm-ascend #14855 (Baichuan-7B, 'Model architecture
  BaiChuanForCausalLM was supported in vLLM until v0.23.0, and is not supported anymore'; labelled wontfix; 2
  look-ups reached only the traceback's start); deepseek-ai/DeepSeek-OCR #244 (title retyped by the user, body a
  screenshot; a commenter points to vLLM 0.11.1); vllm #4157 (MiniCPMForCausalLM on 0.4.0.post1; the maintainer's
  answer is stored but the error is only the title; not taken for that reason, #14 below was taken because its
  title is the verbatim vLLM line and the fix is the reporter's own). OpenBMB/MiniCPM #241 (MiniCPM3Model after a
  LoRA merge): the printed registry itself lists 'MiniCPM3Model' (a patched vLLM), so the log does not settle the
  cause and no reply was stored. iceflame89/vllm #12 (MiniCPM3ForCausalLM in a fork's tracker, no answer).
- Not a vLLM start-up failure / outside the slice: kvcache-ai/ktransformers #2036 (sglang); vllm #49041 (Nemotron
  illegal memory access at run time); vllm #41519 (MiMo-V2.5 on SM12x, garbage output); MoonshotAI/Kimi-K2 #100
  (tool calls); vllm-project/vllm-metal #655 (Falcon-H1 first-request crash); ovg-project/kvcached #210
  (kvcached + Llama 70B, error line not stored); xorbitsai/inference #1712, zai-org/GLM-4 #575/#306/#147 and
  baichuan-inc/Baichuan-M1-14B #7/#3 (Transformers, not vLLM); vllm #15844 (Baichuan-M1 ImportError on 0.8.2: the
  stored chunk is a commenter's follow-up; that commenter's own report is taken as Baichuan-M1-14B #14).

Judgement calls for the lead:
1. vllm #37406: the title speaks of a GPU hang at TP=1, but the body's pasted failure is the 'contains custom
   code ... pass trust_remote_code=True' ValidationError with --trust-remote-code already given; taken as that
   start-up failure. kind trust_remote_code_required (the printed message), cause transformers_too_old (the
   reporter's root cause: transformers 4.57.6 has no minimax_m2 config); --trust-remote-code is marked a wrong fix.
   The lead may prefer dependency_version_mismatch for the cause.
2. baichuan-inc/Baichuan-M1-14B #14: the vLLM error line is only in the issue title (pasted verbatim; the body
   says 'the problem in the title'), taken as round 405 took vllm #58203. kind/cause architecture_unsupported,
   following llamafactory-7922 and vllm-13441 for the same 'has no vLLM implementation' message.
3. baichuan-inc/Baichuan-M1-14B #8: the run is Baichuan's own vLLM fork (0.1.dev3930), not an upstream release;
   the failing assert is vLLM's default_weight_loader. kind/cause weight_loading_mismatch (a TP-2 sharding gap in
   the fork's baichuan_m1.py), the maintainer's reply says the fork was fixed; TP above the 2 GPUs is wrong.
4. OpenBMB/MiniCPM #186 and vllm #27314: no reply with a fix is stored for #186 (fix_that_worked says so and gives
   what the log implies); the release for both is inferred from the printed registry, not stated.
5. vllm #27314 is the third DeepSeek-OCR 'not supported' case (after deepseek-ocr-5 and vllm-27761): different
   reporter and launch; drop it if the lead counts it as the same incident class too often.
6. None of the five prints a figure under a LABELS.txt key that the failure turns on, so numbers is {} throughout
   (#8's tensor shapes have no key).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round415-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- OpenBMB/MiniCPM #186: LoRA-merged MiniCPM saved as MiniCPMModel -> not supported
case("minicpm-186-lora-merged-minicpmmodel-arch-not-supported",
     "https://github.com/OpenBMB/MiniCPM/issues/186",
     "vllm使用lora微调后的模型报错\n"
     "\n"
     "[Bug]: ValueError: Model architectures ['MiniCPMModel'] are not supported for now. Supported architectures: "
     "['AquilaModel', 'AquilaForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', "
     "'ChatGLMModel', 'ChatGLMForConditionalGeneration', 'CohereForCausalLM', 'DbrxForCausalLM', 'DeciLMForCausalLM', "
     "'DeepseekForCausalLM', 'FalconForCausalLM', 'GemmaForCausalLM', 'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', "
     "'GPTJForCausalLM', 'GPTNeoXForCausalLM', 'InternLMForCausalLM', 'InternLM2ForCausalLM', 'JAISLMHeadModel', "
     "'LlamaForCausalLM', 'LlavaForConditionalGeneration', 'LLaMAForCausalLM', 'MistralForCausalLM', "
     "'MixtralForCausalLM', 'QuantMixtralForCausalLM', 'MptForCausalLM', 'MPTForCausalLM', 'MiniCPMForCausalLM', "
     "'OlmoForCausalLM', 'OPTForCausalLM', 'OrionForCausalLM', 'PhiForCausalLM', 'Phi3ForCausalLM', "
     "'QWenLMHeadModel', 'Qwen2ForCausalLM', 'Qwen2MoeForCausalLM', 'RWForCausalLM', 'StableLMEpochForCausalLM', "
     "'StableLmForCausalLM', 'Starcoder2ForCausalLM', 'XverseForCausalLM']",
     "architecture_unsupported", {}, "architecture_unsupported",
     "A MiniCPM (2B) checkpoint fine-tuned with LoRA and merged/saved so that its config.json names the bare "
     "backbone class MiniCPMModel (no LM head) instead of MiniCPMForCausalLM. The printed registry does hold "
     "MiniCPMForCausalLM, so the model family is supported; it is the merged checkpoint's architectures entry that "
     "vLLM cannot map (the same merge-export slip unsloth-zoo PR #149 describes for Qwen2Model). Not a memory or "
     "parallelism problem.",
     "not in the stored text (the issue is closed; no reply was reachable). From the log: save the merged model "
     "with the causal-LM class (AutoModelForCausalLM / merge_and_unload on the ForCausalLM model) or set "
     "\"architectures\": [\"MiniCPMForCausalLM\"] in the merged config.json",
     release="not stated (the printed registry has Phi3ForCausalLM and JAISLMHeadModel but no Gemma2ForCausalLM, "
             "DeepseekV2ForCausalLM or MiniCPMV: a vLLM of about 0.4.2-0.4.3)",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue title and the error line as the description shows it (the issue-template checkbox "
          "line before it dropped; the '### To Reproduce' section repeats the same line and is dropped). No "
          "traceback or command was pasted. The release is inferred from the printed registry, not stated.")

# ---------------------------------------- vllm #37406: amd/MiniMax-M2.1-MXFP4, transformers 4.57.6 has no minimax_m2 -> 'contains custom code' although --trust-remote-code
case("vllm-37406-minimax-m21-mxfp4-transformers-4576-no-minimax-m2-custom-code-refusal",
     "https://github.com/vllm-project/vllm/issues/37406",
     "### Error message\n"
     "```\n"
     "(APIServer pid=295080) pydantic_core._pydantic_core.ValidationError: 1 validation error for VllmConfig\n"
     "(APIServer pid=295080)   Value error, The repository /workspace/amd/MiniMax-M2.1-MXFP4 contains custom code which "
     "must be executed to correctly load the model. You can inspect the repository content at "
     "/workspace/amd/MiniMax-M2.1-MXFP4 .\n"
     "(APIServer pid=295080)  You can inspect the repository content at "
     "https://hf.co//workspace/amd/MiniMax-M2.1-MXFP4.\n"
     "(APIServer pid=295080) Please pass the argument `trust_remote_code=True` to allow custom code to be run. "
     "[type=value_error, input_value=ArgsKwargs((), {'model_co... 'shutdown_timeout': 0}), input_type=ArgsKwargs]\n"
     "```\n"
     "\n"
     "### Script\n"
     "A minimal script to launch vllm server:\n"
     "```bash\n"
     "vllm serve /workspace/amd/MiniMax-M2.1-MXFP4 \\\n"
     "  --trust-remote-code \\\n"
     "  --enforce-eager \\\n"
     "  --port 8899\n"
     "```",
     "trust_remote_code_required", {}, "transformers_too_old",
     "amd/MiniMax-M2.1-MXFP4 (AMD Quark MXFP4 export of MiniMax-M2.1, model_type minimax_m2) served on an AMD Instinct "
     "(MI300/MI325) box with --trust-remote-code already passed: the refusal is not about the flag. The installed "
     "transformers 4.57.6 has 'minimax' but no 'minimax_m2' in its AutoConfig mapping (transformers 5.2.0 has "
     "MiniMaxM2Config), so the config path that the Quark checkpoint takes falls through to the remote-code branch "
     "and raises the 'contains custom code' ValidationError. A transformers version / config-resolution gap, not a "
     "memory or parallelism problem.",
     "the reporter (xuebwang-amd, the issue's 'Root cause' / 'Solution' sections): the cause is transformers 4.57.6 "
     "lacking minimax_m2; either let vLLM run with transformers >= 5 (which has MiniMaxM2Config) or take vLLM PR "
     "#37408, which fixes it on the Quark side. No user-confirmed run is in the stored text",
     release=None, gpu="AMD Instinct MI325X / MI300X (the title: 'MI325/300')", gpus=None,
     command="vllm serve /workspace/amd/MiniMax-M2.1-MXFP4 --trust-remote-code --enforce-eager --port 8899",
     forbidden=_MEM + [{"flag": "--trust-remote-code"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue's 'Error message' and 'Script' sections as the stored chunk shows them; the reporter's "
          "'Root cause' and 'Solution' sections that follow are left out (they are the answer). The title speaks of "
          "a GPU hang with TP=1, but the body's pasted failure is this start-up refusal; that is the case taken. "
          "The vLLM release is not in the stored chunk. Judgement call: kind follows the printed message "
          "(trust_remote_code_required), cause transformers_too_old.")

# ---------------------------------------- vllm #27314: DeepSeek-OCR on a release without DeepseekOCRForCausalLM
case("vllm-27314-deepseek-ocr-release-without-deepseekocrforcausallm",
     "https://github.com/vllm-project/vllm/issues/27314",
     "[Feature]: Add support the new Deepseek OCR model.\n"
     "\n"
     "### 🚀 The feature, motivation and pitch\n"
     "\n"
     "(APIServer pid=352089) Value error, Model architectures ['DeepseekOCRForCausalLM'] are not supported for now. "
     "Supported architectures: dict_keys(['ApertusForCausalLM', 'AquilaModel', 'AquilaForCausalLM', "
     "'ArceeForCausalLM', 'ArcticForCausalLM', 'MiniMaxForCausalLM',",
     "architecture_unsupported", {}, "architecture_unsupported",
     "deepseek-ai/DeepSeek-OCR (DeepseekOCRForCausalLM), released 2025-10-20, served with a pip vLLM whose registry "
     "predates it (the printed dict_keys list is the 0.11.0-era one that starts with ApertusForCausalLM): the "
     "model class was merged into vLLM main days later and first shipped in 0.11.1, so the release refuses the "
     "architecture at config validation. Not a memory, parallelism or flag problem.",
     "the author's own follow-up (kindywu, 2025-10-23): 'It look like the PR already merged and the branch is "
     "removed' with a link to vllm/model_executor/models/deepseek_ocr.py on main, i.e. install vLLM main / a "
     "nightly, or a release >= 0.11.1, which registers DeepseekOCRForCausalLM. The issue was closed after it",
     release="not stated (the printed registry is the 0.11.0 one; DeepSeek-OCR support first shipped in 0.11.1)",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                       {"flag": "--quantization"}],
     note="Excerpt: the issue title and the description as stored, which cuts the pasted error inside the "
          "architecture list (after 'MiniMaxForCausalLM',). The author's follow-up comment with the answer is left "
          "out. Same failure class as vllm-27761 and deepseek-ocr-5 (different reporters and launches); the "
          "release is inferred from the list and the dates, not stated.")

# ---------------------------------------- baichuan-inc/Baichuan-M1-14B #8: Baichuan's vLLM fork, M1-14B at TP 2 on V100 -> weight shape assert
case("baichuan-m1-14b-8-fork-tp2-v100-weight-shape-assert",
     "https://github.com/baichuan-inc/Baichuan-M1-14B/issues/8",
     "Use full pecision:\n"
     "```\n"
     "CUDA_VISIBLE_DEVICES=2,3 vllm serve baichuan-inc/Baichuan-M1-14B-Instruct --trust-remote-code --dtype half  -tp 2\n"
     "```\n"
     "\n"
     "got error's below:\n"
     "```\n"
     "(VllmWorkerProcess pid=3984335) INFO 01-27 11:03:00 weight_utils.py:251] Using model weights format "
     "['*.safetensors']\n"
     "ERROR 01-27 11:03:02 engine.py:366] Attempted to load weight (torch.Size([1, 1, 2, 1, 2])) into parameter "
     "(torch.Size([1, 1, 1, 1, 2]))\n"
     "ERROR 01-27 11:03:02 engine.py:366] Traceback (most recent call last):\n"
     "ERROR 01-27 11:03:02 engine.py:366]   File \"/home/deploy/BaiCuan/vllm/vllm/engine/multiprocessing/engine.py\", "
     "line 357, in run_mp_engine\n"
     "...\n"
     "ERROR 01-27 11:03:02 engine.py:366]   File \"/home/deploy/BaiCuan/vllm/vllm/model_executor/model_loader/"
     "loader.py\", line 366, in load_model\n"
     "ERROR 01-27 11:03:02 engine.py:366]     loaded_weights = model.load_weights(\n"
     "ERROR 01-27 11:03:02 engine.py:366]                      ^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 01-27 11:03:02 engine.py:366]   File \"/home/deploy/BaiCuan/vllm/vllm/model_executor/models/"
     "baichuan_m1.py\", line 791, in load_weights\n"
     "ERROR 01-27 11:03:02 engine.py:366]     weight_loader(param, loaded_weight)\n"
     "ERROR 01-27 11:03:02 engine.py:366]   File \"/home/deploy/BaiCuan/vllm/vllm/model_executor/model_loader/"
     "weight_utils.py\", line 562, in default_weight_loader\n"
     "ERROR 01-27 11:03:02 engine.py:366]     assert param.size() == loaded_weight.size(), (\n"
     "ERROR 01-27 11:03:02 engine.py:366]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 01-27 11:03:02 engine.py:366] AssertionError: Attempted to load weight (torch.Size([1, 1, 2, 1, 2])) into "
     "parameter (torch.Size([1, 1, 1, 1, 2]))\n"
     "ERROR 01-27 11:03:03 multiproc_worker_utils.py:123] Worker VllmWorkerProcess pid 3984335 died, exit code: -15\n"
     "INFO 01-27 11:03:03 multiproc_worker_utils.py:127] Killing local vLLM worker processes",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Baichuan-M1-14B-Instruct served with Baichuan's own vLLM fork (0.1.dev3930+gc52b2c9, built for M1) at "
     "tensor-parallel 2 on two V100-32GB: the fork's baichuan_m1.py load_weights sent a small per-head tensor "
     "(shape [1,1,2,1,2], a 2-head dimension) through default_weight_loader unsharded, while the TP-2 model built the "
     "parameter for 1 head per rank ([1,1,1,1,2]), so the shape assert fired. A TP sharding gap in the model's loader "
     "(the same model ran on one GPU with bitsandbytes), not a memory or flag problem.",
     "maintainer rainkert (2025-02-05): 'We have fixed the support for tp=2 in the forke[d vLLM]' - i.e. update "
     "Baichuan's vLLM fork to the fixed revision and rerun with -tp 2 (the stored text cuts the reply there; no "
     "confirmation from the reporter is stored)",
     release="Baichuan's vLLM fork, 0.1.dev3930+gc52b2c9.precompiled",
     gpu="NVIDIA V100 32GB", gpus=2,
     command="CUDA_VISIBLE_DEVICES=2,3 vllm serve baichuan-inc/Baichuan-M1-14B-Instruct --trust-remote-code "
             "--dtype half  -tp 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--kv-cache-dtype"},
                       {"flag": "--dtype"}],
     note="Excerpt assembled from two stored chunks of the issue body: the full-precision command and the start of "
          "the log (first chunk), then the traceback tail from loader.py to the worker shutdown (second chunk); the "
          "frames in between are dropped ('...'). The body's working 1-GPU bitsandbytes command and environment "
          "lines are left out. The maintainer's reply is cut in the stored text after 'in the forke'. Judgement "
          "call: a model-maker's vLLM fork, not upstream vLLM; the failure is vLLM's own loader assert.")

# ---------------------------------------- baichuan-inc/Baichuan-M1-14B #14: upstream vLLM 0.8.2 has no BaichuanM1ForCausalLM
case("baichuan-m1-14b-14-vllm082-baichuanm1forcausallm-no-vllm-implementation",
     "https://github.com/baichuan-inc/Baichuan-M1-14B/issues/14",
     "ValueError: BaichuanM1ForCausalLM has no vLLM implementation and the Transformers implementation is not "
     "compatible with vLLM. Try setting VLLM_USE_V1=0.\n"
     "\n"
     "我在使用vllm 0.8.2 transformers 4.48.2 flash-attn 2.7.4.post1导入baichuan-m1-14b时遇到了题目所述问题，请问该如何解决？",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Baichuan-M1-14B (BaichuanM1ForCausalLM, trust-remote-code) loaded with upstream pip vLLM 0.8.2: upstream vLLM "
     "had no BaichuanM1ForCausalLM class (Baichuan shipped M1 support only in its own vLLM fork), and the model's "
     "remote Transformers code is not usable through vLLM's Transformers fallback, so model resolution fails. "
     "Not a memory or parallelism problem; what fixed it was a different vLLM build, not the message's "
     "VLLM_USE_V1=0 hint (the thread does not say whether that hint was tried).",
     "the reporter's own follow-up (huihuihuizhang, 2025-04-21), '以上已解决' (solved by the above): start from "
     "nvcr.io/nvidia/pytorch:24.11-py3, pip install vllm==0.6.6.post1 and transformers==4.48.0, then git clone "
     "https://github.com/baichuan-inc/vllm.git and install it editable with VLLM_PRECOMPILED_WHEEL_LOCATION pointing "
     "at the vllm-0.6.6.post1 wheel - i.e. run Baichuan's vLLM fork, which implements BaichuanM1ForCausalLM",
     release="0.8.2 (upstream pip vLLM, stated by the reporter)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                       {"flag": "--quantization"}],
     note="Excerpt: the issue title (which is vLLM's error line, pasted verbatim by the reporter) and the one-line "
          "body, which refers to 'the problem in the title'; no log was pasted. The reporter's later comment with "
          "the working install is left out. Judgement call (as round 405's vllm #58203): the error string is only "
          "in the title. The message's own hint (VLLM_USE_V1=0) is not what fixed it.")

if __name__ == "__main__":
    BATCH.write()
