"""Round-415 blind batch: MODEL MAKERS' OWN REPOSITORIES (deepseek-ai, zai-org, moonshotai, MiniMax-AI, mistralai,
google, microsoft, InternLM, OpenGVLab, OpenBMB, ...) where users report vLLM failing to serve that model; collected
by helper wild415 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round415-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

(docstring in progress)
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

if __name__ == "__main__":
    BATCH.write()
