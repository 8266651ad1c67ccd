"""Round-109 blind batch: any way a vLLM launch dies, from any public issue tracker, found with unusual query wordings
(a GPU or model name with "vllm" and "error", a flag name with "refused"/"invalid", an exception or import name, error
words in Japanese, Korean, Spanish and Chinese), collected by helper wild109 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round109-blind"``; the lead grades it once
(``python tests/wild_grade.py round109``). A HELD-OUT measurement: graded once, on the final code, and nothing is to
be fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, its logs and launch
checks) to choose them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the thread only. Excerpts are the text as the search tool's stored copy of the thread shows it (issues
corpus excerpts: a thread's beginning or one turn of it); where lines were dropped the note says so; the fix lines
are left out of the excerpt (they are in fix_that_worked).

Sources: the search tool's issues corpus only. 24 look-ups, all ``search`` on the issues corpus (no find_string,
read_file, find_files or find_repos; no fetch). **Short of the 4-6 asked on the memory side: 4 cases, none of them
memory.** Every memory thread the 24 searches returned (KV cache too small in V0 and V1 wording, no cache blocks,
the free-memory gate, sampler-warmup OOMs, Jetson unified-memory OOMs, MIG slices, kvcached / gpustack / llm-d /
OpenRLHF / DeepSeek-V2 / QwenLM threads) was already in /work/coord/USED_SOURCES.txt, a fixture, or a named skip in
tests/golden/wild/BLIND.md; NVIDIA/nccl#1645 is the same thread as the used vllm#15105 (moved), so it was not
taken. Other candidates left: threads whose error is only an attachment or a screenshot (QwenLM/Qwen3#828,
intel/llm-scaler#164, Tele-AI/TeleChat-52B#9), threads whose stored text has the traceback but not the failing line
or any answer (vllm#3764, #8416, #10483, #16995, #41209, weicj/vLLM-2080Ti-Definitive#68, LMCache#1662, vllm-omni
#2238, instructlab#3466), timothystewart6/vllm-gb10#7 (Qwen3-32B with --max-model-len 131072 over a 40960 derived
length: the launch succeeds and the process dies on the first request, so not a launch failure), vllm PR #29431
(a developer's demo log cut before its error line), and LoRA-rank threads whose error comes at a request, not at
launch (unsloth#2097 in fast_generate; ms-swift#4221, '推理时').

Judgement calls for the lead (each case's ``note`` says more):
1. No exact kind for two import failures, the closest used: "no module named 'flash_attn.ops'" (vllm#42675, a
   FlashAttention-4 package whose ``flash_attn`` lacks the ``ops`` submodule vLLM's rotary code imports) ->
   dependency_version_mismatch (README: a submodule missing from an installed package); "cannot import name
   'get_flash_attn_version' from 'vllm.attention.backends.utils'" (vllm#15265, V1 MLA code not updated after a
   refactor on main) -> dependency_version_mismatch for the kind, cause release_regression (vLLM's own code at one
   commit, fixed by PR #15280; dependency_version_mismatch is the alternative cause).
2. LoRA's "LoRA rank 64 is greater than max_lora_rank 16." has no README row: vllm_check_failed (one of vLLM's own
   raises; the message names the lever, --max-lora-rank). vllm#2847 quotes the line alone, so whether it came at launch
   (--lora-modules loaded at start) or at the first LoRA request is not said; gpustack#5438's traceback is the
   EngineCore's add_lora, the adapter loaded while the model instance started. The lead may drop vllm#2847 if a
   request-time failure is out of scope.
3. Thin evidence: vllm#15265's excerpt is the issue title alone (the stored text shows the diagnosis turn, not the
   original log); vllm#42675's error is quoted by the reporter in the title, with the code lines that raise it;
   gpustack#5438's fix is not in the stored text (the message itself is conclusive about the lever).
4. Traps: none of the four is a memory failure; no utilization, length, TP or KV-dtype flag helps any of them.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round109-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ import: FA4's flash_attn has no flash_attn.ops
case("vllm-42675-fa4-flash-attn-ops-missing", "https://github.com/vllm-project/vllm/issues/42675",
     "[Bug]: FA4 causes `no module named 'flash_attn.ops'`\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "[vllm/model_executor/layers/rotary_embedding/common.py](https://github.com/vllm-project/vllm/blame/main/vllm/"
     "model_executor/layers/rotary_embedding/common.py) conditionally imports `flash_attn.ops.triton.rotary` by:\n"
     "\n"
     "```python\n"
     "if not current_platform.is_cpu() and find_spec(\"flash_attn\") is not None:\n"
     "            from flash_attn.ops.triton.rotary import apply_rotary\n"
     "```\n"
     "\n"
     "FA4 contains the module `flash_attn` but not `flash_attn.ops.triton.rotary`, causing the import error.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM's rotary-embedding helper checks only that a package named flash_attn is importable and then imports "
     "flash_attn.ops.triton.rotary; with FlashAttention-4 installed, its flash_attn package has no ops submodule, so "
     "the import fails with ModuleNotFoundError ('no module named flash_attn.ops') when the model's rotary "
     "embedding is set up: two packages (vLLM's code and the installed flash_attn) that do not fit.",
     "the reporter's proposed fix (in the issue body): make vLLM check find_spec(\"flash_attn.ops.triton.rotary\") "
     "instead of find_spec(\"flash_attn\"); for a user, a vLLM with that check, or an environment without FA4's "
     "flash_attn package (two later '+1' comments, no maintainer reply in the stored text)",
     release="not stated (main, May 2026)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 3: the issue title and its description as stored, up to the sentence naming the "
          "cause; the description's last sentence (the quick fix) left out. The error is the reporter's own "
          "lower-case quote of Python's ModuleNotFoundError, in the title; no log and no command")

# ------------------------------------------------------------------ import: V1 MLA reaches a moved helper (main, March 2025)
case("vllm-15265-v1-mla-get-flash-attn-version-import", "https://github.com/vllm-project/vllm/issues/15265",
     "[Bug]: V1 with MLA enable throw error `cannot import name 'get_flash_attn_version' from "
     "'vllm.attention.backends.utils'`",
     "dependency_version_mismatch", {}, "release_regression",
     "On vLLM's main branch in March 2025 get_flash_attn_version had moved from vllm.attention.backends.utils to "
     "vllm.fa_utils; the V0 MLA code was updated but the V1 MLA backend (vllm/v1/attention/backends/mla/common.py) "
     "still imported it from the old module, so launching an MLA model (DeepSeek-style) on the V1 engine died at "
     "that import. A bug in vLLM's own source at that commit, not the user's environment.",
     "fixed in vLLM by PR #15280 (the V1 MLA import pointed at vllm.fa_utils), opened by lhtin, the commenter who "
     "found the cause, after a reply agreed with the diagnosis and asked for a PR; an earlier reply suggested "
     "rebuilding from source",
     release="main (March 2025, a source build with the V1 engine)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 3: the excerpt is the issue title, which quotes the error; the stored text of the "
          "thread is the diagnosis turn (lhtin quoting the reply 'Yeah, you are right ... submit a PR' and linking PR "
          "#15280), without the original log. Kind: dependency_version_mismatch (\"cannot import name 'X' from "
          "'vllm...'\", here without its path); cause release_regression (dependency_version_mismatch is the "
          "alternative)")

# ------------------------------------------------------------------ LoRA: adapter rank over the default max_lora_rank (0.3.x)
case("vllm-2847-lora-rank-64-over-max-16", "https://github.com/vllm-project/vllm/issues/2847",
     "ValueError: LoRA rank 64 is greater than max_lora_rank 16.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The LoRA adapter was trained with rank 64, and vLLM was started with --enable-lora but without --max-lora-rank, "
     "whose default is 16; vLLM's LoRA loader refuses an adapter whose rank exceeds max_lora_rank.",
     "a commenter's answer, confirmed by others: pass --max-lora-rank 64 (or LLM(..., enable_lora=True, "
     "max_lora_rank=64)); ranks above 64 were not supported in that release (see #3934)",
     release="not stated (February 2024, 0.3.x)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--max-lora-rank", "at_most": 32}, {"flag": "--tensor-parallel-size"},
                                {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the description is this one line (the title asks for higher ranks); the answer is "
          "dspoka's comment, confirmed by two later comments. Whether the line came at launch or at the first "
          "LoRA request is not said. No README row reads LoRA's rank check: vllm_check_failed")

# ------------------------------------------------------------------ LoRA: gpustack's vLLM instance with a rank-64 adapter
case("gpustack-5438-lora-rank-64-over-max-16-add-lora", "https://github.com/gpustack/gpustack/issues/5438",
     "LoRA rank 64 is greater than max_lora_rank 16\n"
     "\n"
     "```\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "v1/worker/lora_model_runner_mixin.py\", line 276, in add_lora\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]     return self.lora_manager.add_adapter(lora_request)\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "lora/worker_manager.py\", line 282, in add_adapter\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]     lora = self._load_adapter(lora_request)\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "lora/worker_manager.py\", line 155, in _load_adapter\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]     raise e\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "lora/worker_manager.py\", line 122, in _load_adapter\n"
     "(EngineCore pid=86) ERROR 06-01 13:18:12 [core.py:1341]     peft_helper.validate_legal(self.lora_config)",
     "vllm_check_failed", {}, "vllm_check_failed",
     "GPUStack deployed a model with a rank-64 LoRA adapter on vLLM's V1 engine without raising max_lora_rank from "
     "its default 16; when the adapter was added (EngineCore add_lora -> PEFTHelper.validate_legal) vLLM refused it "
     "with 'LoRA rank 64 is greater than max_lora_rank 16' and the instance failed.",
     "not in the stored text (the issue, filed by gitlawr, is closed); the message names the lever: "
     "start vLLM with --max-lora-rank 64 or higher (GPUStack passing it for the adapter's rank)",
     release="not stated (a V1 release with vllm/v1/worker/lora_model_runner_mixin.py; 2026)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--max-lora-rank", "at_most": 32}, {"flag": "--tensor-parallel-size"},
                                {"flag": "--kv-cache-dtype"}],
     note="judgement calls 2 and 3: the issue title (the error message, as GPUStack's title gives it) and the "
          "stored turn of its log, which begins mid-traceback and is cut after validate_legal's frame (the "
          "exception line itself is past the stored part; the title quotes it). No README row reads LoRA's rank "
          "check: vllm_check_failed")

if __name__ == "__main__":
    BATCH.write()
