"""Round-333 blind batch: vLLM start-up failures from vLLM's own tracker, issues titled "[Usage]" or "[Installation]"
with numbers 8000-20000 (issues corpus), collected by helper wild333 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round333-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 31 spent (30 ``search``, all corpus=issues; 1 ``fetch`` of vllm-project/vllm, refused as too large, 1.1 GB
over the 500 MB limit; no ``find_string``, ``read_file`` or ``find_files``); two further ``search`` calls were
refused with "the search budget for this session is used up", so the round stopped there, under the 45 the brief
allowed. **Short of the 4-10 asked: 1 case.** The issues corpus returns one turn of a thread per hit, so a thread's
error text and its fix mostly cannot be read together without several look-ups per thread, and most in-slice
[Usage]/[Installation] threads with both were already in USED_SOURCES.txt.

Sources given up (for the lead, not cases):
- Already used (checked with grep -F before spending more): vllm #11037, #13510, #10517, #10439, #14942, #12577,
  #13608, #15598, #11560, #19185, #23192 (out of range anyway).
- In the slice but no usable error text and/or no fix in the turns the corpus returned: #14076 ([Usage] Startup
  error occurred; a CPU build 0.7.4.dev119+gca377cf1.cpu, the traceback shown stops inside uvloop with no error
  line); #15066 ([Installation] macOS source build, _C.abi3.so; only the command and a mid-traceback turn, the
  commenter's guess "linked against the wrong version of pytorch?" but no final error line or fix); #16307
  ([Usage] vllm-openai:v0.7.3 'no kernel image' on 8x Tesla P100; only the collect_env turn came back, no log or
  reply); #19542 ([Installation] GTX 1080 Ti, compute 6.1, vLLM 0.9.1 'CUDA kernel image not available'; only the
  environment dump came back twice); #9920 ([Usage] TP=2 on 2x RTX 6000 Ada stalls after the first run; NCCL INFO
  lines only, a hang, no error).
- In the slice but not a start-up failure: #13518 ([Installation] pip install on Windows fails while building the
  sdist); #13116 ([Installation] question about xformers 0.0.28.post3 vs torch 2.6.0, shown by python -m
  xformers.info, not by a failing launch; V100).
- Out of the slice (titled [Bug], [Doc] or from other trackers), seen in passing and not taken: vllm #14992
  (V1 'No available memory for the cache blocks', fixed with --max-num-seqs=256), #15228, #17462, #10626,
  #18835, #19018, #14452; vllm-ascend #1502; gpustack #1497.

Judgement calls for the lead (the case's ``note`` says more):
1. The one case (#13279) has the error text (an OSError from xformers' _C.so, 'undefined symbol ...
   throw_data_ptr_access_error') and the reporter's own xformers.info diagnosis (built for PyTorch 2.6.0+cu124,
   have 2.5.1+cu124), but no confirmed fix: the thread was closed as stale in the turns returned. fix_that_worked
   records the printed advice (reinstall the xformers matching the installed torch). Kind and cause
   torch_abi_mismatch (a compiled extension built against another torch); dependency_version_mismatch is the
   alternative. The lead may drop it for lacking a confirmed fix.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round333-blind")
case = BATCH.case

# ---------------------------------------------- vllm #13279 [Installation]: xformers built for torch 2.6.0, env has 2.5.1
case("vllm-13279-installation-xformers-c-so-undefined-symbol-built-for-torch-260-have-251",
     "https://github.com/vllm-project/vllm/issues/13279",
     "OSError: /mnt/anaconda3/envs/vllm-py312/lib/python3.12/site-packages/xformers/_C.so: undefined symbol: "
     "_ZNK3c1011StorageImpl27throw_data_ptr_access_errorEv\n"
     "\n"
     "python -m xformers.info\n"
     "\n"
     "WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:\n"
     "    PyTorch 2.6.0+cu124 with CUDA 1201 (you have 2.5.1+cu124)\n"
     "    Python  3.12.9 (you have 3.12.9)\n"
     "  Please reinstall xformers (see https://github.com/facebookresearch/xformers#installing-xformers)\n"
     "  Memory-efficient attention, SwiGLU, sparse and more won't be available.\n"
     "  Set XFORMERS_MORE_DETAILS=1 for more details\n"
     "xFormers 0.0.28.post3\n"
     "memory_efficient_attention.ckF:                    unavailable\n"
     "memory_efficient_attention.ckB:                    unavailable",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "The reporter's vLLM server (a conda env vllm-py312, Python 3.12.9, torch 2.5.1+cu124, February 2025) died at "
     "start-up while the GPU worker was being created (the traceback in the thread runs AsyncLLMEngine -> LLMEngine -> "
     "gpu_executor._create_worker -> init_worker) with an OSError loading xformers' compiled extension: the xformers "
     "binary in the env reports it was built for PyTorch 2.6.0+cu124, not the 2.5.1+cu124 that is installed, so a "
     "torch C++ symbol (c10::StorageImpl::throw_data_ptr_access_error) is missing. A torch / xformers binary "
     "mismatch in the environment, not a memory or configuration problem.",
     "no fix is stated in the turns the corpus returned (the issue was closed as stale); the reporter's own "
     "diagnosis is the xformers.info output above, whose advice is 'Please reinstall xformers' - i.e. install the "
     "xformers build that matches the installed torch 2.5.1 (the pairing vLLM 0.7.x pins: torch 2.5.1 with "
     "xformers 0.0.28.post3), or the torch that the installed xformers was built for",
     release="not stated in the turns seen (February 2025; torch 2.5.1+cu124 as pinned by vLLM 0.7.x)",
     gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the last line of the issue body (the OSError) and the reporter's first comment (python -m "
          "xformers.info), cut after the second 'unavailable' row of the long operator table. The traceback in "
          "turn 2 (FD-Liekkas, collapsed into one line in the thread) is left out. Kind/cause torch_abi_mismatch: "
          "an 'undefined symbol' from a compiled extension built against a different torch (here xformers' _C.so, "
          "not vllm._C); dependency_version_mismatch is the alternative. No fix confirmed in the thread (stale), so "
          "fix_that_worked records the printed advice; the lead may prefer to drop the case for that reason.")

if __name__ == "__main__":
    BATCH.write()
