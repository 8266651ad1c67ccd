"""Round-586 blind batch: vLLM start-up failures reported in GitHub DISCUSSIONS and HUGGING FACE MODEL-CARD
DISCUSSIONS (any failure family), collected by helper wild586 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round586-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's docs corpus shows it; the fix (where any) is left out of the excerpt.

Look-ups: 26 of the 30 allowed, all ``search`` corpus=docs (no read_file / find_string / fetch / find_files /
find_repos). 1 case: HF TheBloke/AquilaChat2-34B-16K-AWQ #1 (vLLM imported from an uncompiled source checkout:
"cannot import name 'cuda_utils' from partially initialized module 'vllm'"). The slice is MINED OUT: across 26
queries cut by failure family (KV cache / OOM, free memory, architectures, quantization, bf16 on old GPUs, rope
scaling, attention backends, trust_remote_code, import / undefined symbol, docker / no GPU, ROCm, Blackwell NVFP4,
gpt-oss, Llama-4, DeepSeek-V3, GLM-4, InternVL, TRL GRPO, Open WebUI) the docs corpus kept returning the same ~30 HF
discussions and four vLLM Discussions, and every one of them but the case below was already in USED_SOURCES.txt or
in an earlier round's skip list. GitHub Discussions of vLLM itself were not reachable with new numbers at all (only
vllm discussions listing page 6, no thread); other repos' Discussions found were a tutorial and a show-and-tell.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): HF inclusionAI/Ling-3.0-flash-fp8 #8,
  mistralai/Pixtral-Large-Instruct-2411 #13, unsloth/Qwen2.5-32B-Instruct-bnb-4bit #1,
  neuralmagic/Llama-3.2-90B-Vision-Instruct-FP8-dynamic #3, fsaudm/Meta-Llama-3.1-70B-Instruct-INT8 #1,
  alpindale/c4ai-command-r-plus-GPTQ #4, bartowski/internlm2-chat-7b-llama #1, RedHatAI/gemma-4-26B-A4B-it-NVFP4 #6,
  moonshotai/Kimi-VL-A3B-Thinking-2506 #4, mistralai/Magistral-Small-2506 (listing), mistralai/Ministral-8B #10,
  ModelCloud/Mistral-Nemo-Instruct-2407-gptq-4bit #2, VAGOsolutions/SauerkrautLM-Nemo-12b #1, bit-dny/MindLLM-1b3 #4,
  AXCXEPT/EZO-AutoCoTRAG-Qwen2.5-72B #1, Alibaba-NLP/gte-large-en-v1.5 #19, mistralai/Mistral-7B-Instruct-v0.1 #11,
  v0.2 #58, core42/jais-30b-chat-v3 #3, Qwen/Qwen2-Audio-7B-Instruct #10, openbmb/MiniCPM3-4B #7,
  mlx-community Nemotron-70B-8bit #5 / Llama-3.1-70B-8bit #2, CohereForAI/c4ai-command-r-v01-4bit #10,
  orcarouter/OrcaSAQ-2-27B #6, huggingface/InferenceSupport #2016, unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit #9,
  swiss-ai/Apertus-8B #8, nvidia/NVLM-D-72B #17, DavidAU/Mistral-Small-3.1-24B-...-MAX-NEO-Imatrix-GGUF #6,
  BatsResearch/bonito-v1 #2, neuralmagic/Phi-3-mini-128k-instruct-quantized.w8a8 #1, meta-llama/Llama-3.1-8B-Instruct
  #15, cortecs/Llama-3.3-70B-Instruct-FP8-Dynamic #1, deepseek-ai/DeepSeek-V3 #25, unsloth/Llama-4-Scout bnb-4bit #7,
  opensourcerelease/DeepSeek-V3-bf16 #6, neuralmagic/Phi-3.5-mini-instruct-FP8-KV #1, stepfun-ai/Step-Audio-R1.1 #2,
  surajd's discussion #8, neuralmagic/Llama-3.2-11B-Vision-Instruct-FP8-dynamic #1, ISTA-DASLab AQLM listing;
  HF Spaces lilpulgoyt/Ggvg, lilmeaty/Hhhgg, tanosugi/plamo-translate-202508; pastebin hEJXAiGj; THUDM/LongWriter #38;
  SemiAnalysisAI/InferenceX #1587; feuler/gh200-pytorch #2.
- New but not a case: openGPT-X/Teuken-7B-instruct-research-v0.4 #6 (only its title is stored, on users' activity
  pages; not shown to be vLLM); Vezora/Qwen2.5-Coder-32B-Instruct-fp8-W8A16 #1 ('OOMing' on two 3090s, no error text);
  deepseek-ai/DeepSeek-V3 #19 (A100 cluster, 'all sorts of errors', none pasted); Qwen/Qwen3-Next-80B-A3B-Instruct #35
  (nonsense output with FlashInfer 0.4, not a start-up failure); SeerAttention/SeerAttention-Llama-3.1-8B #1 and
  TheBloke/Yarn-Llama-2-13B-128K-GPTQ #1 (rope_scaling ValueErrors from transformers code, vLLM not shown);
  google/gemma-2-9b-it #9, google/gemma-2-9b #8 / #23, google/gemma-2b-it #32, THUDM/cogvlm-chat-hf #15, THUDM/glm-4-9b
  #9, THUDM/glm-4-9b-chat #70, THUDM/chatglm2-6b #45 (transformers / OpenLLM, not vLLM); 5CD-AI/Vintern-1B-v3_5 #1
  (lmdeploy); sgl-project/sglang discussion #47143 (show and tell); pewdiepie-archdaemon/odysseus discussion #5493
  (a 5090 recipe, no failure); HF Spaces zurd46/eliAI_demo and other 'No CUDA GPUs' Spaces (not vLLM).

Judgement calls for the lead:
1. hf-aquilachat2-34b-16k-awq-disc1: the thread has NO answer (one post, no replies). Taken under 'the message itself when it leaves no
   doubt': the ImportError names the package's own __init__ in a source checkout (/home/ps/app/edison/vllm/vllm/...,
   a 'vllm' folder inside a 'vllm' folder, not site-packages), and cuda_utils was one of vLLM 0.2.x's compiled
   extension modules, so Python imported the uncompiled source tree and found no built cuda_utils in it. kind
   vllm_extension_import_failed / cause vllm_extension_missing, as the earlier source-folder fixtures
   (vllm-issue4229-..., qwen2vl-51-..., vllm-11037-source-checkout-no-vllm-c) are labelled; the message is a new
   wording (the 0.2.x cuda_utils module, not vllm._C), so the lead may find kvroom has no rule for it. The stored text
   renders __init__.py as 'init.py' (the HF markdown ate the underscores); kept verbatim. The release is not printed:
   '0.2.x' is inferred from the module name (cuda_utils existed only before the kernels were merged into vllm._C).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round586-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- HF TheBloke/AquilaChat2-34B-16K-AWQ #1: vLLM 0.2.x imported from a source checkout -> cannot import name 'cuda_utils' from partially initialized module 'vllm'
case("hf-aquilachat2-34b-16k-awq-disc1-source-checkout-cannot-import-cuda-utils-partially-initialized-vllm",
     "https://huggingface.co/TheBloke/AquilaChat2-34B-16K-AWQ/discussions/1",
     "ImportError: cannot import name 'cuda_utils' from partially initialized module 'vllm' (most likely due to a "
     "circular import)\n"
     "\n"
     "#1\n"
     "by wei54 - opened\n"
     "\n"
     "I followed the vllm documentation and this code exactly as I tried to start AquilaChat2-34B-16K-AWQ, but it "
     "returned an error.\n"
     "\n"
     "from vllm import LLM, SamplingParams\n"
     "\n"
     "prompts = [\n"
     "\"Tell me about AI\",\n"
     "\"Write a story about llamas\",\n"
     "\"What is 291 - 150?\",\n"
     "\"How much wood would a woodchuck chuck if a woodchuck could chuck wood?\",\n"
     "]\n"
     "prompt_template=f'''System: A chat between a curious human and an artificial intelligence assistant. The "
     "assistant gives helpful, detailed, and polite answers to the human's questions.\n"
     "Human: {prompt}\n"
     "Assistant:\n"
     "'''\n"
     "\n"
     "prompts = [prompt_template.format(prompt=prompt) for prompt in prompts]\n"
     "\n"
     "sampling_params = SamplingParams(temperature=0.8, top_p=0.95)\n"
     "\n"
     "llm = LLM(model=\"TheBloke/AquilaChat2-34B-16K-AWQ\", quantization=\"awq\", dtype=\"auto\")\n"
     "\n"
     "outputs = llm.generate(prompts, sampling_params)\n"
     "\n"
     "Print the outputs.\n"
     "\n"
     "for output in outputs:\n"
     "prompt = output.prompt\n"
     "generated_text = output.outputs[0].text\n"
     "print(f\"Prompt: {prompt!r}, Generated text: {generated_text!r}\")\n"
     "\n"
     "How can I deal with this\n"
     "\n"
     "ImportError: cannot import name 'cuda_utils' from partially initialized module 'vllm' (most likely due to a "
     "circular import) (/home/ps/app/edison/vllm/vllm/init.py)",
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "The script imported vLLM from a source checkout (/home/ps/app/edison/vllm/vllm/__init__.py, a 'vllm' package "
     "folder inside the cloned 'vllm' repository) instead of an installed, built vLLM. vLLM 0.2.x's __init__ imports "
     "its compiled extension module cuda_utils, which exists only after the C++/CUDA extensions are built; the source "
     "tree has none, so the import of the half-initialised package fails with Python's 'partially initialized module' "
     "ImportError before any engine is created. Not a model, AWQ, memory or GPU problem.",
     "no fix reached in the thread (one post, no replies). From the message: run the script from outside the cloned "
     "repository (or remove that folder from the path) so the installed vLLM with its built extensions is imported, "
     "or build the checkout in place (pip install -e .) before importing it",
     release="0.2.x (not printed; vLLM's cuda_utils extension module predates the merge of the kernels into vllm._C)",
     gpu=None, gpus=None,
     command="llm = LLM(model=\"TheBloke/AquilaChat2-34B-16K-AWQ\", quantization=\"awq\", dtype=\"auto\")",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"},
                       {"flag": "--dtype"}],
     note="Excerpt: the whole discussion as the stored text shows it (title, opening post with the README's example "
          "code and the error); there are no replies. Judgement call: no answer in the thread; the cause is read from "
          "the message's path (a source checkout) and the module name (a compiled 0.2.x extension). '__init__.py' is "
          "stored as 'init.py' (markdown rendering) and kept verbatim; the unindented for-loop is as stored.")

if __name__ == "__main__":
    BATCH.write()
