"""Round-776 blind batch: SLEEP MODE, WEIGHT OFFLOAD AND KV OFFLOAD AT VLLM'S START-UP OR FIRST USE
(--enable-sleep-mode: CuMemAllocator, expandable_segments refusals, wake_up failures; --cpu-offload-gb refusals or
crashes with torch.compile, quantized models, UVA; --kv-offloading-size / OffloadingConnector / LMCache CPU offload
errors; --swap-space), 2024-2026; collected by helper wild776 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round776-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR / maintainer answer it links) only. Excerpts are the text as the search tool's issues corpus shows
it; the fix is left out of the excerpt. Every source was checked with grep against /work/coord/USED_SOURCES.txt,
/work/coord/CLAIMS.txt and the earlier rounds' tools/wild_cases_round*.py (bare "#NUM" too) before it was spent on,
and claimed in CLAIMS.txt before it was read further.

Look-ups: 44 of the 45 allowed: 40 ``search`` corpus=issues, 3 ``search`` corpus=pages, 1 ``read_file`` that found
nothing (issues are not files). 3 cases:
- LMCache #523: LMCache built from source under vLLM V1; a VllmWorker dies importing LMCache's torchac_cuda extension,
  'undefined symbol: _ZN3c106detail23torchInternalAssertFail...__cxx11...' (the binary built for another torch /
  C++ ABI); an LMCache contributor's rebuilt torchac_cuda .so fixed it.
- LMCache #3821: DeepSeek-V4-Flash with LMCacheMPConnector CPU offload AND MTP speculative decoding on one B300:
  LMCache's layout check 'attempt_permute_to_contiguous_view: ... storage_offset != 0' at KV-cache registration;
  fixed by the merged LMCache PR #3853 (accept the non-zero storage_offset of MTP's pooled per-layer KV views).
- vllm #42404: PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True with SimpleCPUOffloadConnector refused at config
  validation (the blanket KV-connector rejection PR #41237 added, unless sleep mode is on); the ways out are the
  allocator setting or sleep mode / the cumem allocator; the reporter's opt-in PR #42405 is unmerged.

How mined the slice is: MINED OUT for vLLM's own sleep-mode / --cpu-offload-gb / --swap-space messages. Rounds 583
(host memory and offloading) and 601 (sleep mode, weight updates, RL colocation) cut this seam before and said so, and
rounds 96 / 113 / 405 / 630 / 715 took the newer threads (cumem MemPool load OOMs, 'Cannot re-initialize the input
batch', OffloadingConnector block-size asserts). Of ~90 threads the searches returned, all but a handful were used or
skip-listed; the fresh ones are LMCache-side failures and a 2026 expandable_segments refusal.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): vllm #36651, #36796, #15877, #15871, #11748, #26206,
  #26329, #44888, #43093, #54743, #53906, #43951, #48680, #34877, #52511, #49151, #37883, #49861, #47579, #41496,
  #36753, #15483, #5328, #6952, #8757, #14096, #56283, #56410, #15992, #15329; LMCache #949,
  #1455, #1889, #1088, #1970, #955, #1901, #792, #1712, #2306, #2927, #538, #1759, #4008, #1063, #1909;
  LMCache/lmcache-vllm #48; ovg-project/kvcached #267; intel/llm-scaler #556; llm-d/llm-d #661; llm-d/llm-d-kv-cache
  #657; production-stack #574; OpenRLHF #1011; unsloth #2104, #3542; verl #666; vllm-ascend #556.
- Error line not in the stored text, or no cause stored: vllm #29168 ('--cpu-offload-gb crashes with "CPU tensor must
  be pinned"', GGUF Gemma3-12B on k8s RTX 4090, vllm nightly; open, no answer stored; 2 look-ups); vllm PR #6496
  (JJEccles's comment: vLLM 0.6.3.post1 --cpu-offload-gb 2 + --enable-lora never starts; the traceback is cut before
  its error line and no reply is stored; the class is vllm #11748, already used); LMCache #585 ('LMCache built with
  torch v2.7.0 does not work with vLLM v0.8.5.post1', fixed by LMCache PR #583 pinning torch 2.6.0, but the stored
  traceback stops before the error line; 2 look-ups); LMCache #681 ('Newest Vllm image cannot work with the existing
  lmcache': ImportError lmcache/c_ops '...torchInternalAssertFail...RKSs' in a vLLM CI-postmerge image; the error line
  is stored but no answer, no vLLM frame and no launch command -- the cause would be read from the title only);
  unsloth #1819 ('!handles_.at(i) INTERNAL ASSERT FAILED at CUDACachingAllocator.cpp:393' in unsloth's fast_inference
  load; no cause stored, and no sleep mode); wtdcode/vllm-backport #61 (LMCacheMPConnector on the latest-sm80 image
  with DeepSeek-V4-Flash-0731; only the compose file is stored); vllm #48242 (LMCache connectors + expandable_segments
  on GB10; the issue itself is not stored, only its PR #48243).
- Not start-up / not a vLLM failure: vllm #16234 (wrong output after /wake_up, no error), the 'V1 sleep/wake leaves
  P0 multimodal sender cache desynced' report (stepcodex mirror; mid-run, issue number not reached), vllm #52656
  (OffloadingConnector 'silently crashes' above 64 GB, no error text), vllm #58178 (UVA offload design issue),
  vllm-ascend #7971 (code reading, no log), LMCache #629 / #544 / #802 (lmcache_vllm v0 example scripts, not a vLLM
  launch), Ksuriuri/index-tts-vllm #99 (used), MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks #57 / PR #58 (host wedge on
  GB10 with expandable_segments:False, no vLLM error), vllm #53424 (LMCache c_ops falls back, a warning).

Judgement calls for the lead:
1. vllm-42404: the stored issue text never shows the ValueError line itself -- only the title ('expandable_segments:
   True rejected with SimpleCPUOffloadConnector') and the reporter's description of the rejection. The verbatim line
   is in the stepcodex.com mirror of the same issue (pages corpus): "ValueError: KV connector SimpleCPUOffloadConnector
   is incompatible with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True unless enable_sleep_mode is also enabled.
   PyTorch's CUDA VMM allocator can remap KV cache virtual addresses, which may invalidate connectors that hold direct
   references to GPU memory." It was NOT pasted into the excerpt (the excerpt is the issue's stored text); add it if
   the lead prefers graded excerpts to carry the line. The kind follows the only earlier fixture with this message
   (syv-ai-qwen38-27b-rtx3090 #95, OffloadingConnector: allocator_config_incompatible). The thread has no maintainer
   answer (closed stale); the cause is the reporter's own analysis naming PR #41237, and the fix is the error's own
   two escapes (drop expandable_segments, or turn on sleep mode / from PR #33648 the cumem allocator) -- the reporter's
   PR #42405 (marker class for DMA-only connectors) and PR #48243 (operator opt-out) are both unmerged. GPU and GPU
   count come from the reporter's PR #42405 ('3x NVIDIA RTX 3060 12GB'), not from the issue's stored text.
2. lmcache-3821: a failure inside LMCache's connector (its own ValueError) during vLLM's KV-cache registration, so no
   README row names it: kind None. Cause labelled dependency_version_mismatch (an LMCache release, 0.4.8rc4, whose
   layout check predates the fix in PR #3853; fix: an LMCache with it). Earlier LMCache-internal fixtures used
   'unrecognized' (lmcache-1909, lmcache-2947); attention_backend_feature_unsupported ('the connector lacks the
   model's attention layout') is the other reading. The excerpt keeps the reporter's observation that dropping
   either --speculative-config or --kv-transfer-config boots fine (it is in the report, not an answer), and leaves
   out the 'What seems to be going on' diagnosis. Same error class, still open and not taken: LMCache #3931
   (DeepSeek-V4-Flash + LMCacheMPConnector on 8x H20, vLLM 0.23.0, LMCache 0.5.0, without MTP named; LMCache PR #4013
   -- closed -- explains DeepSeek V4's fp8 KV + fp4 indexer cache sharing one pool buffer).
3. lmcache-523: the thread never says 'ABI'; the cause is read from the message (a torch C++ symbol missing from
   LMCache's compiled torchac_cuda extension, in its std::__cxx11 form) and from the fix that worked for the
   commenter (maobaolong, an LMCache contributor): replacing the .so with one he built. Whether it fixed the reporter
   is not stored (the closing comment is cut at 'This issu'). kind/cause torch_abi_mismatch, as the LMCache c_ops
   fixtures lmcache-1273 / lmcache-1712.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round776-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}]

# ---------------------------------------- LMCache #523: LMCache from source under vLLM V1 -> torchac_cuda .so undefined symbol torchInternalAssertFail (__cxx11)
case("lmcache-523-vllm-v1-lmcache-source-torchac-cuda-undefined-symbol-torchinternalassertfail-cxx11",
     "https://github.com/LMCache/LMCache/issues/523",
     "ImportErr undefined symbol under vllm v1\n"
     "\n"
     "I build lmcache from source with `MCACHE_USE_EXPERIMENTAL=True pip install -e .`\n"
     "```\n"
     "from lmcache.experimental.storage_backend.storage_manager import StorageManager\n"
     "(VllmWorker rank=3 pid=150413) ERROR 04-24 07:04:06 [multiproc_executor.py:435] ImportError: "
     "/home/logs/huanxi/lmcache_venv_hu/lib/python3.10/site-packages/torchac_cuda.cpython-310-x86_64-linux-gnu.so:\n"
     " undefined symbol: _ZN3c106detail23torchInternalAssertFailEPKcS2_jS2_RKNSt7__cxx1112basic_stringIcSt11char_"
     "traitsIcESaIcEEE\n"
     "```",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "vLLM V1 (multiproc executor, at least 4 workers) started with LMCache built from source; when a worker imports "
     "LMCache's experimental storage manager, LMCache's compiled CUDA extension torchac_cuda fails to load because it "
     "references a torch C++ symbol (c10::detail::torchInternalAssertFail taking a std::__cxx11 string) that the "
     "installed torch does not export: the extension binary was built against a different torch build / C++ ABI than "
     "the one vLLM runs on. A binary / torch mismatch of the KV-offload library, not memory or parallelism.",
     "from the thread: an LMCache contributor (maobaolong) hit the same error and fixed it by replacing the "
     "torchac_cuda .so with one he built himself ('Replace this can fix it in my env', 'I replace the cuda file by "
     "mine, it works for me'); i.e. a torchac_cuda / LMCache extension compiled against the torch actually installed "
     "with vLLM (rebuild it in that environment). Whether it fixed the reporter is not stored (closed; the closing "
     "comment is cut).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the whole description as stored (the typo 'MCACHE_USE_EXPERIMENTAL' is the "
          "reporter's). The vLLM release is not stated ('under vllm v1'; multiproc_executor.py:435 and 'VllmWorker "
          "rank=3' are V1 of spring 2025, 0.8.x). Python 3.10 (the .so name). See judgement call 3.")

# ---------------------------------------- LMCache #3821: DeepSeek-V4-Flash + LMCacheMPConnector CPU offload + MTP -> storage_offset != 0 at KV registration
case("lmcache-3821-dsv4-flash-b300-mp-connector-cpu-offload-plus-mtp-storage-offset-nonzero",
     "https://github.com/LMCache/LMCache/issues/3821",
     "Crash with offload + MTP/spec-decode together: `storage_offset != 0` in `_validate_dim0_padded_layout`\n"
     "\n"
     "## What I hit\n"
     "\n"
     "When I enable **CPU KV offload** (`LMCacheMPConnector`) **and MTP / speculative decoding** at the same time, "
     "the engine crashes during KV-cache registration:\n"
     "\n"
     "```\n"
     "ValueError: attempt_permute_to_contiguous_view: tensor is non-contiguous and not a\n"
     "  supported (dim-0 padding only) layout — storage_offset != 0 (slice/narrow view, base address shifted).\n"
     "```\n"
     "\n"
     "CPU offload on its own works, and MTP on its own works — it's only the **combination** that fails.\n"
     "\n"
     "## Environment\n"
     "\n"
     "- vLLM `v0.23.1rc1.dev206+g93bad1191` (nightly `93bad119…`)\n"
     "- LMCache `0.4.8rc4` (this connector code looks the same in `0.4.7`)\n"
     "- Model: `deepseek-ai/DeepSeek-V4-Flash` (sparse-MLA hybrid), single B300, TP=1\n"
     "- `LMCacheMPConnector`, `kv_role=kv_both`, CPU L1 only\n"
     "\n"
     "## Reproduce\n"
     "\n"
     "Serve with offload **and** MTP enabled:\n"
     "\n"
     "```\n"
     "vllm serve <model> --tensor-parallel-size=1 --kv-cache-dtype=fp8 ... \\\n"
     "  --speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":2}' \\\n"
     "  --kv-transfer-config '{\"kv_connector\":\"LMCacheMPConnector\",\"kv_role\":\"kv_both\"}'\n"
     "```\n"
     "\n"
     "Drop `--speculative-config` (offload only) **or** `--kv-transfer-config` (MTP only) and it boots fine.",
     None, {}, "dependency_version_mismatch",
     "DeepSeek-V4-Flash on one B300 (vLLM nightly 0.23.1rc1.dev206) with LMCache's multiprocess connector for CPU KV "
     "offload and MTP speculative decoding together. With MTP on, vLLM lays the KV cache out as one shared pool, so "
     "each layer's KV tensor is a slice of it with a non-zero storage_offset; LMCache 0.4.8rc4's "
     "_validate_dim0_padded_layout accepted dim-0 block padding but rejected any non-zero storage_offset, so KV-cache "
     "registration raised the ValueError and the engine died at start-up. A layout check of that LMCache release, "
     "not memory: offload alone and MTP alone both boot.",
     "fixed in LMCache by the merged PR #3853 ('[GPU connector] Allow non-zero storage_offset in dim-0-padded layout "
     "(MTP + CPU offload)', nafis271, 'Issue: #3821'; validated DeepSeek-V4-Flash + MTP + CPU offload: unpatched "
     "crashes at kv_format/contiguity.py, patched all 168 per-layer KV tensors register): an LMCache release with that "
     "PR. Until then, the reporter's own observation: run without --speculative-config (or without the connector).",
     release="0.23.1rc1.dev206+g93bad1191 (nightly)", gpu="NVIDIA B300", gpus=None,
     command="vllm serve <model> --tensor-parallel-size=1 --kv-cache-dtype=fp8 ... --speculative-config "
             "'{\"method\":\"mtp\",\"num_speculative_tokens\":2}' --kv-transfer-config "
             "'{\"kv_connector\":\"LMCacheMPConnector\",\"kv_role\":\"kv_both\"}'",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue's title, 'What I hit', 'Environment' and 'Reproduce' sections as stored; the 'What seems "
          "to be going on' section (the reporter's diagnosis) is left out. The command is the reporter's, with their "
          "own '...'. 'single B300' is one GPU in use; how many the machine has is not stated. See judgement call 2.")

# ---------------------------------------- vllm #42404: expandable_segments:True + SimpleCPUOffloadConnector refused (PR #41237's blanket KV-connector rejection)
case("vllm-42404-expandable-segments-rejected-simplecpuoffloadconnector-qwen3-30b-a3b-pp3",
     "https://github.com/vllm-project/vllm/issues/42404",
     "[Bug]: expandable_segments:True rejected with SimpleCPUOffloadConnector — no opt-in mechanism for DMA-only "
     "connectors\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "PR #41237 added a blanket rejection of **all** KV connectors when `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:"
     "True` is set (unless `--enable-sleep-mode` is also enabled). The reasoning is correct for RDMA-based connectors "
     "like `NixlConnector` and `MooncakeConnectorV1` — VMM can remap KV cache pages, invalidating registered memory "
     "regions.\n"
     "\n"
     "However, `SimpleCPUOffloadConnector` uses **DMA (memcpy via `torch.cat`/tensor slicing)** — not RDMA or pinned "
     "memory registrations. These operations go through the CUDA allocator and are transparent to VMM remapping. The "
     "blanket rejection is a false positive for this connector.\n"
     "\n"
     "**Impact:** Users on memory-constrained GPUs (12–24 GiB) who need both:\n"
     "- KV cache offloading to CPU (to serve models whose weights barely fit in VRAM)\n"
     "- `expandable_segments:True` (to reduce memory fragmentation and avoid OOM during prefill)\n"
     "\n"
     "…are blocked with no workaround. Sleep mode (`--enable-sleep-mode`) adds ~868 MiB/GPU overhead for "
     "CuMemAllocator pools, which is too much for already-tight memory budgets.\n"
     "\n"
     "**Reproduction:**\n"
     "\n"
     "```bash\n"
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True \\\n"
     "python3 -m vllm.entrypoints.openai.api_server \\\n"
     "  Qwen/Qwen3-30B-A3B \\\n"
     "  --pipeline-parallel-size 3 \\\n"
     "  --max-model-len 65536",
     "allocator_config_incompatible", {}, "allocator_config_incompatible",
     "The reporter launched vLLM with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True and the SimpleCPUOffloadConnector "
     "for CPU KV offload (Qwen3-30B-A3B, pipeline parallel over 3 GPUs). Since PR #41237 vLLM's config validation "
     "refuses every KV connector together with expandable_segments:True unless sleep mode (the cumem allocator) is on, "
     "because PyTorch's CUDA VMM allocator can remap KV-cache addresses under connectors that registered them; the "
     "check does not distinguish copy-only connectors such as SimpleCPUOffloadConnector, so the launch is refused at "
     "start-up. An allocator-setting / connector conflict, not a lack of GPU or host memory.",
     "no maintainer answer stored (closed as stale). The ways out are the ones the refusal names: start without "
     "expandable_segments:True (unset PYTORCH_CUDA_ALLOC_CONF or expandable_segments:False), or add --enable-sleep-mode "
     "(later releases: the cumem allocator, PR #33648) at ~868 MiB/GPU of pool overhead per the reporter. The "
     "reporter's PR #42405 (a SupportsVmmSafeTransfers marker letting DMA-only connectors through) and PR #48243 (an "
     "operator opt-out, KVTransferConfig.kv_connector_supports_expandable_segments) are open / unmerged in the stored "
     "copies; forks (local-inference-lab/vllm PR #450, 1CatAI/1Cat-vLLM PR #248) exempt the local CPU offload "
     "connectors.",
     release=None, gpu="NVIDIA GeForce RTX 3060 12GB", gpus=3,
     command="PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True python3 -m vllm.entrypoints.openai.api_server "
             "Qwen/Qwen3-30B-A3B --pipeline-parallel-size 3 --max-model-len 65536",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--pipeline-parallel-size"}],
     note="Excerpt: the issue title and the 'Describe the bug' section as stored, which stops inside the reproduction "
          "command after '--max-model-len 65536' (the rest of the command, with the connector flags, and the log are "
          "not stored). The environment block before it is not stored. The ValueError line itself is not in the "
          "stored issue text (see judgement call 1: the stepcodex mirror has it). GPU model and count (3x RTX 3060 "
          "12GB) are from the same author's PR #42405 hardware validation, which also ran --kv-offloading-backend "
          "native --kv-offloading-size 16. The command is cut as stored.")

BATCH.write()
