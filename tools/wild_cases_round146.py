"""Round-146 blind batch: vLLM's own tracker (vllm-project/vllm), threads labelled [Usage], [Installation], [Doc],
[Performance] or [Misc] (not [Bug]) where a launch died at start-up and the thread shows why, and vLLM GitHub
Discussions -- collected by helper wild146 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round146-blind"``; the lead grades it once (``python tests/wild_grade.py round146``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

**Result: 0 cases.** Nothing was added under tests/golden/wild/; running this module writes nothing and prints 0.
The slice is mined out for this search tool: every non-[Bug] vLLM thread the searches returned with a start-up
failure, the error text and a conclusive cause was already a source (USED_SOURCES.txt, a fixture, BLIND.md's skip
lists or another round's named skips), and the few new threads had no usable error text or no cause in their stored
excerpts. Quality over count: no thin case was forced in.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite, and did not read kvroom's source (src/, tests/*.py).

Sources and look-ups: 71 look-ups in all (69 ``search``: 68 issues corpus, 1 pages corpus; 1 ``read_file``, which
answered "no file" for vllm-project/vllm issues/23049 -- the issues corpus is only readable through search
excerpts; no find_string, find_files, find_repos or fetch). Every vLLM thread number the searches returned was
checked against /work/coord/USED_SOURCES.txt (the url and the issues/N, pull/N, discussions/N and #N forms), the
fixtures' file names, tests/golden/wild/BLIND.md, the tools/ round files on main and on every h-wild* branch.

Judgement calls / notes for the lead:
1. GitHub Discussions: neither the issues corpus nor the pages corpus returned any vllm-project/vllm/discussions
   page (two look-ups aimed at them; USED_SOURCES.txt holds none either). That half of the slice could not be
   searched with this tool.
2. Already used or named skips (returned, not taken): vllm#26612, #23176, #6746, #10517, #2418, #11560, #13582,
   #12030, #14376, #20305, #2248, #7028, #7768 (BLIND), #12577, #14942, #3528, #15066 (round 104 skip), #15469,
   #25837, #55148, #49064, #38632, #14076, #18163, #7593, #30515, #1157, #1153, #946, #1284, #14452, #7526, #18681,
   #39976, #3387, #4327, #414, #596, #4232, #52435, #1705, #2652, #3952, #3359, #22793 (BLIND skip), #4429,
   #18124, #17238, #54652, #3709, #17170, #17631, #8185 (round 125/133 skip), #25350, #5079, #7367, #11004, #20097,
   #7413, #5594, #5587, #11037, #12529, #14574, #27508, #32653, #26206; PR #17219 is a doc note, no launch.
3. New threads seen but not taken (for later collectors):
   - vllm#23049 [Usage] torch.OutOfMemoryError: stored excerpt is the reporter's pip list only; open, no answer seen.
   - vllm#20129 [Usage] nomic-embed-text-v1.5 in the vllm-openai 0.8.4 image (--task=embed --trust-remote-code, L40S):
     only the opening of the log is stored; the error line and any answer were not reached in two look-ups.
   - vllm#9865 [Installation] pynvml.NVMLError_InvalidArgument at nvmlDeviceGetHandleByIndex(physical_device_id):
     several reporters, several causes (a GPU-virtualisation hook "infxGPU"/libvgpu on the opener's node; another
     user's os.environ["CUDA_VISIBLE_DEVICES"]='0' set before importing vllm; a Helm deployment's env) and no
     conclusive cause for the one full log stored (turn 19) -- not taken. Related new: vllm#25802 [Usage] (open, error
     line not stored), vllm#19071 ([Bug], out of slice).
   - vllm#29737 [Installation] "RM has detected an NVML/RM version mismatch": the title quotes NVML's message (a
     kernel module / user-space driver library mismatch), but the stored excerpt is collect_env only, it is open and
     stale with no answer, and it is not shown that the error came from a vLLM launch (it may be collect_env) -- in
     doubt, skipped. No kind row fits it; cuda_driver_mismatch (alternative no_gpu_visible) would be the closest.
   - vllm#30441 [Usage] vllm serve on B300 (0.12.0, torch 2.9.0+cu130): environment only in the stored excerpts.
   - vllm#4462 / #3564 [Usage] Kubernetes set-ups: only the YAML / environment turns are stored, no error line.
   - vllm#10459 [Installation] GH200 (aarch64) wheel: the stored turn 25 is a torch.compile graph dump cut before its
     error line.
   - vllm#11191, #41373 [Installation] GH200 source builds: build failures, not launches.
   - Out of slice ([Bug] label or another tracker) but new: vllm#864 (screenshots only), #634, #12994, #4242,
     #17269, #34041, #56824, #46307; club-3090#35, kaito#2132, wtdcode/vllm-backport#15 (already a source).
4. Memory half: none. Every KV-cache / OOM / free-memory thread in the [Usage]/[Installation]/[Doc]/[Performance]
   labels that the searches surfaced was already a fixture or a named skip.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round146-blind")
case = BATCH.case

# No cases: see the docstring (slice mined out; new threads lacked the error text or a conclusive cause).

if __name__ == "__main__":
    BATCH.write()
