"""Round-503 blind batch. The slice was HUGGING FACE SPACES 'runtime error' pages (docs corpus: a Space's banner 'Exit
code: 1. Reason: ...' with the tail of the container log) whose log is a vLLM start-up failure of a family OTHER than
round 496's 'no GPU visible' (CUDA OOM, KV cache too small, no memory for cache blocks, bf16 on a T4, quantization /
architecture not supported, gated repo, max_model_len over the derived length). The slice gave NO usable new page;
the round's single case is a vllm-project/vllm issue that surfaced on one of the slice's queries. Collected by helper
wild503 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round503-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on the excerpt, and did not read kvroom's source; every expectation was written from the stored text only
(the search tool's docs-corpus excerpt of the page; no read_file / fetch was spent).

Look-ups: 20 calls, all ``search``: 19 answered (18 corpus=docs, 1 more docs query aimed at one Space's tail) and the
20th (corpus=pages) refused by the tool ('the search budget for this session is used up'), which ended the collecting
well short of the brief's 40. **1 case**: vllm-project/vllm #3723 (DBRX-instruct on vLLM 0.3.3, 'Model
architectures ['DbrxForCausalLM'] are not supported for now'). Every source was checked with grep -iF against
/work/coord/USED_SOURCES.txt and against the round files (main and the other worktrees) before it was used.

Sources given up (for the lead, not cases):
- The slice itself. Space 'runtime error' banners with a vLLM log that the docs corpus returned, other than the used
  ones, all have the final exception BEYOND the stored excerpt (the store keeps only the page's opening, ~1,500
  characters of a banner whose log tail is longer):
  * huggingface.co/spaces/fawadrashid/Pixtral-Inference: vllm.LLM(model="mistralai/Pixtral-12B-2409") in app.py, V0
    GPUExecutor; the stored text stops in Worker.__init__ -> 'ModelRunnerClass(' (a second, targeted query returned
    the same opening).
  * huggingface.co/spaces/lilmeaty/Hhhgg: a 0.1.x-era vLLM (LLMEngine._init_workers(distributed_init_method)); the
    stored text stops in the import chain models/aquila.py -> layers/activation.py -> 'from
    vllm.model_executor.layers.quantiza' (an extension / import failure, message not stored).
  * huggingface.co/spaces/AngelaKkkkkkkkk/V3: [rank0] traceback in LlamaAttention -> QKVParallelLinear ->
    'quant_config.get_quant_method(self,' (a quantization failure, message not stored).
- Already used or in earlier rounds' skip lists (not re-opened): Spaces lilpulgoyt/Ggvg, muryshev/vllm-mixtral (torch
  OOM, no fix; rounds 203 / 495), khaled314/1111, affandes/try-zephyr, tanosugi/plamo-translate-202508; pastebin
  vjSgS4up, Vqc9seit; SemiAnalysisAI/InferenceX #1587; feuler/gh200-pytorch #2; BatsResearch/bonito #22; vllm #1157,
  #1284, #2418, #3528, #13202, #13929, #15286, #17618, #20305; argilla-io/distilabel #326; HF mistralai/Mistral-7B-
  Instruct-v0.2 #58, Mistral-7B-Instruct-v0.1 #11, BatsResearch/bonito-v1 #2, AXCXEPT/EZO-AutoCoTRAG #1,
  bit-dny/MindLLM #4, openbmb/MiniCPM3-4B #7, core42/jais-30b-chat-v3 #3, defog/sqlcoder-70b-alpha #4,
  TheBloke/Phind-CodeLlama-34B-v2-AWQ #2, fsaudm/Meta-Llama-3.1-70B-Instruct-INT8 #1, moonshotai/Kimi-VL-A3B-Thinking-
  2506 #4, neuralmagic/Meta-Llama-3.1-70B-Instruct-quantized.w8a16 #4; pytorch/serve #3365; intel/llm-scaler #154;
  gist samos123; hiascend 0278197082761921126.
- Not vLLM's failure (the many Space banners the queries brought): transformers GatedRepoError 401 banners
  (0xdant/facebook-blenderbot-3B, Dabococo/WLH-llama-3.2-vision-11B, funtools/elderly-helper, AmpleBasis/llama-3.2-
  vision-11B, dingckc/testing-space, crystal99/dooe, Majid88/..., gagan3012/ArchiveRAG, Wedyan2023/test,
  slugroom/llama_rjochtwurd, Faizal2805/cyberbot, cloudfom/metrics, tomaszj321/BlockyKeywordExtraction), transformers /
  diffusers torch OOM banners (vivaceailab/Stable, eagle0504/VideoLLaMA3), ZeroGPU 'CUDA must not be initialized' /
  'CUDA has been initialized before importing the spaces package' banners, llama-cpp-python libcudart / libcuda
  banners, exllamav2 undefined symbol (pabloce/exllama), transformers AWQ 'GPU is required' (akhil2808/...).
- Error line not in the stored text / no cause: HF mistralai/Mistral-7B-Instruct-v0.1 #97 (mistral-src vllm image,
  stored text stops in the args Namespace); vllm #3630 (undefined symbol in vllm/_C, no cause pinned); vllm #6464
  (round 107: no answer, one-line body).

Judgement calls for the lead:
1. vllm-3723 is off the slice (a GitHub issue, not a Space page); taken because the slice gave nothing usable and the
   case is new, verbatim and pinned by the thread ('The support of dbrx-instruct is currently only merged to the main
   branch' against the reporter's 'Version: 0.3.3'). kind/cause architecture_unsupported, as the 114 earlier fixtures
   with this message. The stored text cuts the printed registry after 'StableLMEpochForCausalLM','; kept as stored.
2. The 'Name: vllm / Version: 0.3.3 ...' block (pip show output) precedes the environment heading in the stored text;
   it reads as the reporter's answer to the version question and is kept in the excerpt as version information (the
   question itself, the diagnosis, is left out).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round503-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #3723: dbrx-instruct on vLLM 0.3.3 -> DbrxForCausalLM not supported for now
case("vllm-3723-dbrx-instruct-vllm-033-dbrxforcausallm-not-supported",
     "https://github.com/vllm-project/vllm/issues/3723",
     "Name: vllm\n"
     "Version: 0.3.3\n"
     "Summary: A high-throughput and memory-efficient inference and serving engine for LLMs\n"
     "Home-page: https://github.com/vllm-project/vllm\n"
     "Author: vLLM Team\n"
     "Author-email:\n"
     "License: Apache 2.0\n"
     "Your current environment\n"
     "python -m vllm.entrypoints.openai.api_server --model /data1/LLM/model/AI-ModelScope/dbrx-instruct "
     "--trust-remote-code\n"
     "\U0001f41b Describe the bug\n"
     "ValueError: Model architectures ['DbrxForCausalLM'] are not supported for now. Supported architectures: "
     "['AquilaModel', 'AquilaForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', "
     "'ChatGLMModel', 'ChatGLMForConditionalGeneration', 'DeciLMForCausalLM', 'DeepseekForCausalLM', "
     "'FalconForCausalLM', 'GemmaForCausalLM', 'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', "
     "'GPTNeoXForCausalLM', 'InternLMForCausalLM', 'InternLM2ForCausalLM', 'LlamaForCausalLM', 'LLaMAForCausalLM', "
     "'MistralForCausalLM', 'MixtralForCausalLM', 'QuantMixtralForCausalLM', 'MptForCausalLM', 'MPTForCausalLM', "
     "'OLMoForCausalLM', 'OPTForCausalLM', 'OrionForCausalLM', 'PhiForCausalLM', 'QWenLMHeadModel', "
     "'Qwen2ForCausalLM', 'RWForCausalLM', 'StableLMEpochForCausalLM',",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Databricks' dbrx-instruct (a ModelScope copy, architecture DbrxForCausalLM) served with the OpenAI server of vLLM "
     "0.3.3: that release's model registry has no DBRX implementation (the printed list has no Dbrx entry), so the "
     "architecture check refuses the model at start-up. Per the reply in the thread, DBRX support was at that time "
     "merged only on vLLM's main branch, not in any release. Not a memory or GPU problem; --trust-remote-code does not "
     "help because vLLM needs its own implementation.",
     "from the thread: use a vLLM that has DBRX support, which at the time meant installing / building vLLM from the "
     "main branch ('The support of dbrx-instruct is currently only merged to the main branch'); the reporter's "
     "outcome is not in the stored text. (Collector's knowledge, not the thread: the first release with "
     "DbrxForCausalLM is v0.4.0.)",
     release="0.3.3", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model /data1/LLM/model/AI-ModelScope/dbrx-instruct "
             "--trust-remote-code",
     forbidden=_MEM + [{"flag": "--trust-remote-code"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the stored text after the (left-out) reply 'Which version of vllm are you on? The support of "
          "dbrx-instruct is currently only merged to the main branch.'; the pip show block, the command and the "
          "error line, cut by the store inside the printed registry (after 'StableLMEpochForCausalLM',). GPU and "
          "GPU count not stated.")

BATCH.write()
