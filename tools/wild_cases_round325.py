"""Round-325 blind batch: vLLM launch failures from AGENT and CODING-ASSISTANT projects whose users self-host the
model with vLLM (OpenHands, SWE-agent, AutoGen, CrewAI, MetaGPT, Continue, Tabby, aider, Cline, Roo, smolagents,
browser-use, OpenDevin, Qwen-Agent, camel-ai, and, found on the way, the GUI/computer-use agents UI-TARS and
Midscene and the coding-model self-hosting kit club-3090), issues corpus only; collected by helper wild325 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round325-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

(Look-up tally, sources given up and judgement calls: filled in at the end of the session.)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round325-blind")
case = BATCH.case

# ------------------------------------------- UI-TARS (GUI agent): UI-TARS-7B-DPO preprocessor config vs transformers
case("github-ui-tars-165-ui-tars-7b-dpo-qwen2vl-image-processor-size-shortest-longest-edge",
     "https://github.com/bytedance/UI-TARS/issues/165",
     "python -m vllm.entrypoints.openai.api_server \\\n"
     "    --model \"ByteDance-Seed/UI-TARS-7B-DPO\" \\\n"
     "    --trust-remote-code \\\n"
     "    # Other vLLM options like --port, --host, --tensor-parallel-size, --max-model-len\n"
     "Observed Behavior:\n"
     "The vLLM engine fails to start, and the logs show the following key error:\n"
     "Using a slow image processor as `use_fast` is unset and a slow processor was saved with this model. `use_fast=True` "
     "will be the default behavior in v4.52, even if the model was saved with a slow processor. This will result in minor "
     "differences in outputs. You'll still be able to use a slow processor with `use_fast=False`.\n"
     "...\n"
     "ERROR ... [core.py:...]   File \"/usr/local/lib/python3.10/dist-packages/transformers/models/qwen2_vl/"
     "image_processing_qwen2_vl.py\", line 143, in __init__\n"
     "ERROR ... [core.py:...]     raise ValueError(\"size must contain 'shortest_edge' and 'longest_edge' k",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Serving the UI-TARS GUI-agent model ByteDance-Seed/UI-TARS-7B-DPO (a Qwen2-VL derivative) with vLLM's OpenAI "
     "server: the engine dies at start-up while building the Qwen2-VL image processor, because the installed "
     "transformers (4.5x, whose Qwen2VLImageProcessor.__init__ now validates `size`) rejects the model's old "
     "preprocessor_config.json, whose `size` lacks the 'shortest_edge'/'longest_edge' keys. Not a GPU, memory or "
     "flag problem: a model-config vs transformers-version mismatch.",
     "the author's own diagnosis, in the issue title: 'size in preprocessor_config.json needs shortest_edge and "
     "longest_edge for vLLM compatibility (e.g., with Qwen2VLImageProcessor)' - i.e. give the model's "
     "preprocessor_config.json a `size` with shortest_edge/longest_edge (or use a transformers release from before "
     "that validation); the issue was closed, the closing comment was not reached",
     release="not stated (vLLM V1 engine, core.py; May 2025; transformers 4.5x per the use_fast warning)",
     gpu="not stated", gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model ByteDance-Seed/UI-TARS-7B-DPO --trust-remote-code",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue body from the launch command to the last log line, as the search excerpt shows it; the "
          "author's own '...' and the elided '[core.py:...]' prefixes are theirs; the stored text stops mid-word "
          "('k' of 'keys'). The comment line inside the command is the author's. The fix is the author's diagnosis in "
          "the title (the thread's closing comment could not be reached). Kind/cause dependency_version_mismatch is a "
          "judgement call (closest existing label: the model's processor config predates the transformers check); "
          "processor_config_not_found does not fit (the file exists, its keys are old). command: the author's "
          "approximate command without the placeholder comment line.")

if __name__ == "__main__":
    BATCH.write()
