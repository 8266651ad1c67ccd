"""Round-435 blind batch: AGENT, RAG and APP FRAMEWORKS whose docs tell users to self-host with vLLM (OpenHands,
SWE-agent, camel-ai, dify, ragflow, graphrag, LightRAG, open-webui, LocalAI, anything-llm, khoj, storm, Qwen-Agent,
browser-use, OpenManus, smolagents, TabbyML), where the user's vLLM server fails to start; collected by helper
wild435 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round435-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

(Look-ups, sources given up and judgement calls: filled in at the end of the round.)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round435-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--kv-cache-dtype"}]

# ---------------------------------------- vllm PR #20801: Devstral-Small-2507 (OpenHands' coding model) -> mistral_common 'Unknown version: v13'
case("vllm-pr-20801-devstral-small-2507-mistral-common-unknown-version-v13",
     "https://github.com/vllm-project/vllm/pull/20801",
     "It resolves error:\n"
     "ValueError: Unknown version: v13 in /app/cache/huggingface/hub/models--mistralai--Devstral-Small-2507. Make sure "
     "to use a valid version string: ['v1', 'v2', 'v3', 'v7', 'v11']",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "mistralai/Devstral-Small-2507 (the agentic coding model Mistral built with All Hands AI for OpenHands) ships a "
     "tekken tokenizer of version v13; the mistral_common installed with the vLLM image (vLLM required only "
     "mistral_common >= 1.6.2 then) knows tokenizer versions up to v11, so loading the tokenizer with --tokenizer_mode "
     "mistral fails at start-up with 'Unknown version: v13'. A too-old Python dependency, not memory, GPU or flags.",
     "the PR's author (pskwr, 2025-07-11), following the Devstral-Small-2507 model card's vLLM instructions: upgrade "
     "mistral_common to >= 1.7.0 (the PR bumps requirements/common.txt from mistral_common[opencv] >= 1.6.2 to >= "
     "1.7.0); by hand: pip install -U 'mistral_common>=1.7.0' in the vLLM environment / image, or a vLLM release that "
     "pins it",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                       {"flag": "--quantization"}],
     note="Excerpt: the two lines of the PR description that quote the error (the PR's purpose and its diff, i.e. the "
          "fix, are left out). The user-facing report of the same launch, vllm #20902 (Devstral-Small-2507 on "
          "vllm/vllm-openai v0.9.1 -> v0.9.2 with --tokenizer_mode mistral --config_format mistral --load_format "
          "mistral), is stored only up to the config line, before the error, so the PR's quote is the source. Slice "
          "edge: Devstral is OpenHands' recommended self-hosted model; the tracker is vLLM's.")

if __name__ == "__main__":
    BATCH.write()
