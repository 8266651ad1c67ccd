"""Round-379 blind batch: vLLM's own tracker (github.com/vllm-project/vllm), issues numbered 30000-40000 only, any
failure at launch or at the first requests (memory, KV cache, quantization, kernels, distributed, model loading,
config); collected by helper wild379 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round379-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source; every expectation would have been written from the source thread only.

RESULT: 0 cases. The helper started at 02:06 UTC against a 02:20 deadline (stop collecting at 02:10), so only about
four minutes of collecting were possible. Look-ups: 15 of the 50 allowed (15 ``search`` corpus=issues). The issues
corpus returned mostly threads outside the 30000-40000 slice; the six in range were used already, given up by an
earlier round, or had no error line stored.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #34076 (PP2 RTX 5070 Ti + 5090 D, KV bottleneck; fix PRs #34078 /
  #34080 by the author, both closed), #32105 (PP3 RTX 4090 Qwen3-VL-30B-FP8 KV cache not shared across PP stages).
- Error line not in the stored text: vllm #34028 (gabinguo, vLLM 0.15.1, FP8 model "Value error, Found unknown
  quantization", worked on v0.11.0). Two look-ups gave only the title, the collect_env output and the closing
  comments ("verified working with 0.17.0 release", thanks to @baonudesifeizhai for the fix). The pasted error line
  was not reachable, so no case. Worth a retry in a later round with more time: the fix is confirmed by the author.
- vllm #30848 (MaoJianwei, 'Fail to run Qwen3-Next model', open): two look-ups gave only 'This issue provides more
  logs.'; no error line, no fix.
- vllm #31872 (Qwen3-Next-80B-A3B-Instruct-NVFP4, KeyError 'layers.27.self_attn.q...' in qwen3_next load_weights,
  closed as stale): given up already in tools/wild_cases_round33.py (no answer); the stored chunk cuts the KeyError.
- vllm #31529 (vllm 0.12.0, Qwen3-VL-30B-A3B-Thinking): already named in rounds 318/322; chunk stops at
  '* fail traceback'.
- Out of slice (number outside 30000-40000), seen in passing and not checked against USED_SOURCES: vllm #27508,
  #17366, #14574, #16141, #10439, #2248, #44411, #19415, #25837, #17939, #4327, #10142, #26431, #14040, #22906,
  #10626, #16761, #7201, #6732, #7699, #13814, #20226, #18835, #18995, #20748, #16901, #20522, #13306, #17372,
  #17666, #15676.

Judgement calls for the lead:
1. None: no cases were written.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round379-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
