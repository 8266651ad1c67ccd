"""Round-215 blind batch: REAL vLLM launch failures from vllm-project/vllm issues and pull requests numbered 1-6000
(2023 to mid-2024, releases 0.1-0.4, the V0 engine), each with the fix the thread or commit establishes; collected by
helper wild215 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round215-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the thread only. Excerpts are the text as the search
index (corpus=issues) stores the thread; where lines in between were dropped the note says so; the fix is left out
of the excerpt.

Sources and look-ups: LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round215-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------------ PR #1339: AquilaChat2 class name unregistered
case("vllm-pr1339-aquilachat2-aquilaforcausallm-unsupported-v020",
     "https://github.com/vllm-project/vllm/pull/1339",
     "The architectures  of `BAAI/AquilaChat2-34B` and `BAAI/AquilaChat2-7B` are `AquilaForCausalLM`. When loading "
     "the model, it will show error:\n"
     "```\n"
     "ValueError: Model architectures ['AquilaForCausalLM'] are not supported for now. Supported architectures: "
     "['AquilaModel', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', 'FalconForCausalLM', "
     "'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', 'GPTNeoXForCausalLM', 'InternLMForCausalLM', "
     "'LlamaForCausalLM', 'LLaMAForCausalLM', 'MistralForCausalLM', 'MPTForCausalLM', 'OPTForCausalLM', "
     "'QWenLMHeadModel', 'RWForCausalLM']\n"
     "```",
     "architecture_unsupported", {}, "architecture_unsupported",
     "BAAI's Aquila2 checkpoints (AquilaChat2-7B/34B, October 2023) name their class AquilaForCausalLM, while the "
     "vLLM release of the day (0.2.0: the printed registry already has MistralForCausalLM) registered the Aquila "
     "implementation only under the first Aquila's class name AquilaModel, so the registry lookup refused the "
     "checkpoint before any weights were loaded.",
     "this merged PR (October 2023) registers 'AquilaForCausalLM' for the existing Aquila implementation; the author's "
     "manual test with the new and old Aquila models passes; the fix ships in the next vLLM release (0.2.1)",
     release="0.2.0 (not printed; the registry list with MistralForCausalLM and no AquilaForCausalLM; a commenter on "
             "PR #1331 gives 'version 0.2.0' for the same error)",
     gpu=None, gpus=None, command=None,
     forbidden=NON_MEMORY + [{"flag": "--trust-remote-code"}],
     note="the PR description as stored (the reporter's own error, quoted in the PR that fixes it; the PR's "
          "screenshots of the passing test are left out). Cause architecture_unsupported: the class name is not in "
          "that release's registry; the fix is the release with the PR, not a flag")

if __name__ == "__main__":
    BATCH.write()
