"""Round-354 blind batch: DRAFT docstring (rewritten at the end of the round)."""
from wild_blind import BlindBatch

BATCH = BlindBatch("round354-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #11342: CPU backend on ppc64le, TP 2 -> No module named 'intel_extension_for_pytorch'
case("vllm-11342-cpu-ppc64le-tp2-all-reduce-no-module-intel-extension-for-pytorch",
     "https://github.com/vllm-project/vllm/issues/11342",
     "# vllm serve meta-llama/Meta-Llama-3.1-8B-Instruct  --tensor-parallel-size 2 --max-model-len 2048\n"
     "\n"
     "INFO 01-16 09:13:50 api_server.py:712] vLLM API server version 0.6.6.post2.dev29+g6036d4db.d20250103\n"
     "...\n"
     "ERROR 01-16 09:14:13 engine.py:135]   File \"/opt/conda/lib/python3.11/site-packages/vllm-0.6.6.post2.dev29+g6036d4db.d20250103.cpu-py3.11-linux-ppc64le.egg/vllm/distributed/communication_op.py\", line 11, in tensor_model_parallel_all_reduce\n"
     "ERROR 01-16 09:14:13 engine.py:135]     return get_tp_group().all_reduce(input_)\n"
     "ERROR 01-16 09:14:13 engine.py:135]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 01-16 09:14:13 engine.py:135]   File \"/opt/conda/lib/python3.11/site-packages/vllm-0.6.6.post2.dev29+g6036d4db.d20250103.cpu-py3.11-linux-ppc64le.egg/vllm/distributed/parallel_state.py\", line 338, in all_reduce\n"
     "ERROR 01-16 09:14:13 engine.py:135]     import intel_extension_for_pytorch as ipex\n"
     "ERROR 01-16 09:14:13 engine.py:135] ModuleNotFoundError: No module named 'intel_extension_for_pytorch'\n"
     "INFO 01-16 09:14:13 multiproc_worker_utils.py:125] Killing local vLLM worker processes",
     "dependency_missing", {}, "platform_unsupported",
     "vLLM's CPU backend (0.6.6.post2 dev build) on an IBM POWER (ppc64le) host with --tensor-parallel-size 2: at that "
     "release the CPU path of the tensor-parallel all_reduce imported intel_extension_for_pytorch unconditionally, and "
     "IPEX is an x86-only package that cannot be installed on ppc64le (or macOS, the issue author's platform), so the "
     "first all_reduce of the dummy run died with ModuleNotFoundError. A platform gap in vLLM's CPU TP path, not a "
     "memory or model problem.",
     "no workaround from the user in the stored text beyond confirming IPEX cannot be installed on ppc64le (asked by "
     "ruisearch42 whether IPEX was installed). Fixed in vLLM by PR #12546 ('[Bugfix] Fix ModuleNotFoundError: No module "
     "named intel_extension_for_pytorch for --tensor-parallel-size more than 1', 'FIX #11342', merged Feb 2025), which "
     "falls back to torch.distributed all_reduce on CPUs without IPEX; i.e. upgrade vLLM, or run with TP 1 on the "
     "older build",
     release="0.6.6.post2.dev29+g6036d4db (CPU build, ppc64le)", gpu="none (CPU backend, ppc64le host)", gpus=0,
     command="vllm serve meta-llama/Meta-Llama-3.1-8B-Instruct  --tensor-parallel-size 2 --max-model-len 2048",
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: from a later turn of the issue by varad-ahirwadkar (turn 2, same failure on ppc64le; the issue "
          "author's own report is macOS multi-node CPU inference): the command line and the API-server version line "
          "from the start of that log, then the traceback tail as stored; the args Namespace and the rest of the log "
          "between are dropped ('...'). The fix comes from the linked PR #12546 (its description says 'FIX #11342'), "
          "found in the same search. Kind dependency_missing / cause platform_unsupported follow round 336's use of "
          "those labels for a module that cannot be installed on the platform.")

if __name__ == "__main__":
    BATCH.write()
