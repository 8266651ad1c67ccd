"""Round-247 blind batch: vLLM launch failures reported on the issue trackers of projects that START vLLM (model
repos and tools: zai-org/GLM-4 and GLM-V (THUDM ChatGLM), InternVL, ipex-llm, lm-evaluation-harness, NeMo-Skills,
open-instruct, OpenHands, open-webui, DB-GPT, ...), where the thread shows the error text and, ideally, what fixed it;
collected by helper wild247 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round247-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round247-blind")
case = BATCH.case

# ------------------------------------------ zai-org/GLM-4: GLM-4-32B-0414 on vLLM 0.8.4, native impl TypeError
case("github-glm4-742-glm4-32b-0414-v084-linear-input-tuple-model-impl-transformers",
     "https://github.com/zai-org/GLM-4/issues/742",
     "vllm=0.8.4\n"
     "python=3.12.9\n"
     "\n"
     "ERROR 04-15 15:04:22 [core.py:387] TypeError: linear(): argument 'input' (position 1) must be Tensor, not tuple",
     None, {}, "release_regression",
     "vLLM 0.8.4 (V1 engine) serving THUDM's GLM-4-32B-0414 with vLLM's own Glm4 model code: the engine core died "
     "with a TypeError inside the model forward (a layer handed a tuple to F.linear), i.e. a bug in vLLM 0.8.4's "
     "GLM-4-0414 implementation, not a memory or configuration problem. A commenter pointed to the vLLM fix "
     "(vllm-project/vllm PR 16618).",
     "the author (HappyToSummer): 'add --model-impl transformers it works' — running the model through the "
     "Transformers backend sidesteps the broken native implementation; the lasting fix is vLLM PR 16618 (a later "
     "vLLM release)",
     release="0.8.4", gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--cpu-offload-gb"}],
     note="The issue body is only the two version lines and the one ERROR line, all kept. The launch command and GPU "
          "are not given. Kind None: a bare Python TypeError from the model forward with no vLLM message of a known "
          "kind; cause release_regression (a model-implementation bug in the 0.8.4 release, fixed by PR 16618; the "
          "author's workaround is --model-impl transformers). Memory and length flags are beside the point. "
          "Whether the crash happened in the start-up profiling run or on the first request is not said "
          "(core.py:387 is the EngineCore exception handler in 0.8.4; vllm issue 16687 shows the same model crashing "
          "in determine_available_memory at start-up).")

# ------------------------------------------ MoonshotAI/Moonlight: vllm serve without --trust-remote-code
case("github-moonlight-26-moonlight-16b-a3b-vllm-serve-trust-remote-code-required",
     "https://github.com/MoonshotAI/Moonlight/issues/26",
     "报错信息如下：\n"
     "ValueError: Loading moonshotai/Moonlight-16B-A3B-Instruct requires you to execute the configuration file in that "
     "repo on your local machine. Make sure you have read the code there to avoid malicious use, then set the option "
     "`trust_remote_code=True` to remove this error.",
     "trust_remote_code_required", {}, "trust_remote_code_required",
     "`vllm serve moonshotai/Moonlight-16B-A3B-Instruct` on a server with a 10 GB GPU: the Moonlight checkpoint ships "
     "custom configuration code (DeepseekV3-style config in the repo), so vLLM refused to load it without "
     "--trust-remote-code. The author then passed it wrongly as a bare 'trust_remote_code=True' positional argument "
     "('vllm: error: unrecognized arguments: trust_remote_code=True').",
     "the maintainer (tpoisonooo): use the dash form of the flag, ' --trust-remote-code' (the error text names "
     "trust_remote_code with underscores, but the CLI flag uses dashes). The author replied that it still did not "
     "run, adding that the server has only 10 GB of GPU memory and cannot run the 16B model with vllm serve — so the "
     "flag clears this error but the launch then has a separate memory problem; no working launch is reported",
     release="not stated (April 2025; the vllm CLI already has the bench subcommand, so 0.8.x)",
     gpu="not named (10 GB of GPU memory, per the author)", gpus=1,
     command='vllm serve "moonshotai/Moonlight-16B-A3B-Instruct"',
     forbidden=[{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--dtype"}],
     note="Excerpt: the first error of the issue body, as shown (one Chinese lead-in line kept); the author's second "
          "attempt (unrecognized arguments: trust_remote_code=True) is left out. The command is not pasted for the "
          "first attempt; it is taken from the second attempt minus the wrongly passed 'trust_remote_code=True'. gpus=1 "
          "is a judgement call from '这台服务器只有10G显存' (the server has only 10 GB of GPU memory). The expected "
          "answer is --trust-remote-code; the thread does not report a successful start (the author blames the 10 GB "
          "GPU for a 16B MoE model, about 32 GB in bf16), so memory flags are not marked wrong beyond TP above 1.")

if __name__ == "__main__":
    BATCH.write()
