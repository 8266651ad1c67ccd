"""Round-249 blind batch: vLLM launch failures reported on the trackers and Hugging Face discussions of MODEL vendors
(google-deepmind/gemma, meta-llama/llama-models, ibm-granite, LiquidAI, MoonshotAI, deepseek-ai, tencent/Hunyuan,
ByteDance-Seed, stepfun-ai, MiniMax-AI, allenai/OLMo, nvidia Nemotron, 01-ai/Yi, baichuan-inc, Skywork,
microsoft/Phi); collected by helper wild249 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round249-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round249-blind")
case = BATCH.case

# ------------------------------------------------ MoonshotAI/Kimi-K2 #19: --tool-call-parser kimi_k2 on vLLM 0.9.2
case("github-kimi-k2-19-tool-call-parser-kimi-k2-not-in-v092",
     "https://github.com/MoonshotAI/Kimi-K2/issues/19",
     "KeyError: 'invalid tool call parser: kimi_k2 (chose from { deepseek_v3,granite-20b-fc,granite,hermes,internlm,"
     "jamba,llama4_pythonic,llama4_json,llama3_json,minimax,mistral,phi4_mini_json,pythonic,xlam })'",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Serving Kimi-K2 with the model card's `--tool-call-parser kimi_k2` on a released vLLM (0.9.2 or older, July "
     "2025): the installed release's tool-parser registry had no 'kimi_k2' parser yet (it was merged on main after "
     "0.9.2), so the API server's argument validation raised KeyError before any engine started.",
     "MoonshotAI maintainer (2025-07-17): 'for now you need to build it from source ... Keep an eye on "
     "https://github.com/vllm-project/vllm/tags; the next release after v0.9.2 should be good to use.' — i.e. a "
     "vLLM build/release that contains the kimi_k2 tool parser",
     release="0.9.2 or older (the maintainer: 'the next release after v0.9.2 should be good')",
     gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--quantization"}],
     note="The issue body is the single KeyError line, kept whole. No command, GPU or release is given by the author; "
          "the release is inferred from the maintainer's reply. Labelled like the earlier gpt-oss 'invalid tool call "
          "parser: openai' case (vllm_check_failed): a refusal of a CLI value that a newer vLLM accepts. Not a memory "
          "failure, so memory flags are forbidden.")

if __name__ == "__main__":
    BATCH.write()
