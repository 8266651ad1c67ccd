"""Round-208 blind batch: DEPLOYMENT MATERIAL committed to repositories (Kubernetes manifests, compose files, deployment
guides and troubleshooting notes beside them) recording a vLLM launch that failed at startup, with the error as quoted
and the setting that fixed it; collected by helper wild208 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round208-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the committed file only. Excerpts are the text as the file shows it;
where lines in between were dropped the note says so; the authors' fix lines are left out of the excerpt (they are in
fix_that_worked).

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round208-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------ AIBrix quickstart manifest: V0 KV check at the model's 131072 default
case("github-aibrix-quickstart-k8s-deepseek-r1-distill-llama-8b-v071-kv-cache-v0",
     "https://github.com/vllm-project/aibrix/blob/16bf1ba0715c2500ad18834206010703f467e9d2/samples/quickstart/model.yaml",
     "        - command:\n"
     "            - python3\n"
     "            - -m\n"
     "            - vllm.entrypoints.openai.api_server\n"
     "            - --host\n"
     "            - \"0.0.0.0\"\n"
     "            - --port\n"
     "            - \"8000\"\n"
     "            - --uvicorn-log-level\n"
     "            - warning\n"
     "            - --model\n"
     "            - deepseek-ai/DeepSeek-R1-Distill-Llama-8B\n"
     "            - --served-model-name\n"
     "            # Note: The `--served-model-name` argument value must also match the Service name and the Deployment "
     "label `model.aibrix.ai/name`\n"
     "            - deepseek-r1-distill-llama-8b\n"
     "            - --max-model-len\n"
     "            - \"12288\" # 24k length, this is to avoid \"The model's max seq len (131072) is larger than the maximum "
     "number of tokens that can be stored in KV cache\" issue.\n"
     "          image: vllm/vllm-openai:v0.7.1",
     "kv_cache_too_small_v0", {"max_seq_len": 131072}, "kv_too_small",
     "AIBrix's quickstart Deployment serves deepseek-ai/DeepSeek-R1-Distill-Llama-8B from vllm/vllm-openai:v0.7.1 on one "
     "GPU (nvidia.com/gpu: 1). Without --max-model-len the model's config gives 131072 tokens of context, and on the "
     "single card the KV cache left after the 8B bf16 weights holds far fewer tokens, so the V0 engine's startup check "
     "refused to start the server.",
     "the manifest sets --max-model-len 12288 (the comment calls it '24k length'); with that the quickstart server starts",
     release="0.7.1 (vllm/vllm-openai:v0.7.1 image)", gpu=None, gpus=1,
     command="python3 -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --port 8000 --uvicorn-log-level warning "
             "--model deepseek-ai/DeepSeek-R1-Distill-Llama-8B --served-model-name deepseek-r1-distill-llama-8b "
             "(the manifest's command without the --max-model-len pair)",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="Judgement calls: the error is retold in a YAML comment on the very line that fixes it, so the excerpt has to "
          "carry the '--max-model-len \"12288\"' line (the comment cannot be cut from it); the fix value is therefore "
          "visible in the excerpt. The quote has only the first half of vLLM's V0 message (no KV-token count), hence "
          "only max_seq_len in numbers. The GPU model is not named in the manifest (gpu None; the pod asks for one "
          "GPU, hence gpus=1 and TP above 1 wrong). The comment's '24k length' does not match 12288 - as committed. "
          "The Deployment's labels/metadata above the container spec and the probes/Service below are left out. The "
          "aibrix repository is in USED_REPOS.txt (two issues and a third-party note), but this manifest's url is not")

if __name__ == "__main__":
    BATCH.write()
