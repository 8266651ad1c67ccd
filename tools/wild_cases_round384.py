"""Round-384 blind batch: release skew in launch flags and environment variables (a `vllm serve` /
`python -m vllm.entrypoints...` launch that dies because a flag or env var was removed, renamed, not yet added or
changed meaning in the user's release: `unrecognized arguments`, `--task`, `--disable-log-requests`, `VLLM_USE_V1`,
`--swap-space`, `--rope-scaling`, `--guided-decoding-backend`, `--speculative-model`); collected by helper wild384
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round384-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source; every expectation would have been written from the source thread only.

RESULT: 0 cases. The helper checked the clock at 02:13 UTC (deadline 03:05, stop collecting at 02:55), read the
brief, and then lost its turn to an interrupted API call; when it resumed, `date -u` read 03:05:38, past the hard
deadline, so per the brief it wrote only this docstring-only file. Look-ups: 0 of the 40 allowed.

Sources given up (for the lead, not cases):
- None looked at: no look-ups were made. The slice (launch-flag / env-var release skew) is untouched and can be
  handed to a later round as it stands.

Judgement calls for the lead:
1. None: no cases were written.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round384-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
