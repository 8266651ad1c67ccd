"""Round-331 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round331-blind")
case = BATCH.case

# ------------------------------------------ torchtune: output dir holds only meta_model_0.pt, vLLM finds no config.json
case("torchtune-945-llama3-8b-meta-model-0-pt-no-config-json-v041",
     "https://github.com/meta-pytorch/torchtune/issues/945",
     "After training, the output folder only contain files like `meta_model_0.pt`. If I try to use vllm server to serve "
     "this model like this: `python -m vllm.entrypoints.openai.api_server --model finetuned_model_path --dtype bfloat16  "
     "--port 1235 --max-logprobs 1`. An error will show up saying ` finetuned_model_pathdoes not appear to have a file "
     "named config.json`",
     "config_format_not_found", {}, "config_format_not_found",
     "A Meta-Llama-3-8B full fine-tune with torchtune (May 2024) wrote its output folder with only the checkpoint file "
     "meta_model_0.pt (torchtune's Meta-format checkpointer): no Hugging Face config.json, tokenizer or generation "
     "config. vLLM 0.4.1's api_server pointed at that folder could not read a model config and stopped before loading "
     "anything. Not memory and not a flag problem.",
     "the author's next comment (2024-05-07): 'I've copied a few json files file origin folder to the my fine-tuned "
     "model folder and the above issue was resolved.'; the same author's twin vLLM thread (vllm-project/vllm#4657) got "
     "the maintainer's answer (mgoin): 'you still need all the usual files in the folder that you would need to run "
     "with HF Transformers ... copy over all the config files that come with the base model (basically this means all "
     "files that end in `*.json`, but especially the `config.json`)'",
     release="0.4.1 (the author's next log line: 'Initializing an LLM engine (v0.4.1)')",
     gpu="NVIDIA A100-SXM4-80GB (from the same author's environment dump in vllm#4657, same day)", gpus=8,
     command="python -m vllm.entrypoints.openai.api_server --model finetuned_model_path --dtype bfloat16  --port 1235 "
             "--max-logprobs 1",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the issue description as stored (the author's retelling of the error with its missing space "
          "'finetuned_model_pathdoes', not a raw traceback). The author's placeholder path is kept in the command. The "
          "thread goes on to a second error after the json files were copied (a vLLM 0.4.1 log whose error part the "
          "stored copy does not reach), so only the first failure is a case; its fix is the author's own words and "
          "the maintainer's answer in the twin thread vllm#4657 (same author, same day; not taken as a separate case). "
          "gpu/gpus from that twin thread's environment (8 x A100-SXM4-80GB). Kind/cause config_format_not_found as in "
          "hf-pixtral12b-disc22-mistral-format-no-config-json (the older transformers wording of the same refusal).")

if __name__ == "__main__":
    BATCH.write()
