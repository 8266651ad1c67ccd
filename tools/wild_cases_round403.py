"""Round-403 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round403-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- instructlab #2286: ilab serve, TP 4 left in config on a 1-GPU node -> Too large swap space 16.00 of 15.01
case("instructlab-2286-ilab-serve-tp4-on-one-gpu-too-large-swap-space-16-of-15.01",
     "https://github.com/instructlab/instructlab/issues/2286",
     "ValueError: Too large swap space. 16.00 GiB out of the 15.01 GiB total CPU memory is allocated for the swap "
     "space.",
     "swap_space_too_large", {"swap_space_gib": 16.0, "cpu_memory_gib": 15.01}, "swap_space_too_large",
     "An InstructLab user ran `ilab model serve` (vLLM backend) with an ilab config whose serve section still carried "
     "--tensor-parallel-size 4, on a smaller node with a single GPU and ~15 GiB of host RAM. vLLM's V0 cache config "
     "reserves swap_space (default 4 GiB) of pinned CPU memory per tensor-parallel worker, so TP 4 asked for 16 GiB "
     "of swap against 15.01 GiB of total host memory and the config check refused to start. The swap-space message is "
     "the symptom; the wrong TP size (4 on a 1-GPU machine) is the root cause.",
     "maintainer bbrowning (issue body, 2024-09-19): 'The fix for the user's problem was to change this "
     "tensor-parallel-size to 1' (the issue itself is a feature request for ilab to sanity-check TP against the GPUs "
     "present)",
     release="not stated (September 2024; the vLLM that instructlab pinned then, V0 engine)",
     gpu=None, gpus=1, command="ilab model serve (config serve.vllm args with --tensor-parallel-size 4)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the error line exactly as the issue quotes it; the surrounding explanation (TP 4 in the config on a "
          "single-GPU node, fixed by TP 1) is the diagnosis and is left out. The command is paraphrased from the "
          "issue's prose (no command line was pasted). numbers: 16.00 GiB requested swap (4 GiB x TP 4) and 15.01 GiB "
          "host memory as the message prints them, with the key names an earlier round used for this message.")

# ---------------------------------------- vllm-ascend #13213: GLM-5.2 W8A8 + DSpark draft on 4x A2 nodes -> KV page unification NotImplementedError
case("vllm-ascend-13213-glm52-w8a8-dspark-a2-mla-target-swa-draft-page-size-not-divisible",
     "https://github.com/vllm-project/vllm-ascend/issues/13213",
     "- Hardware: 4 × Atlas 800I A2 nodes, each with 8 × Ascend 910B1\n"
     "- Container: `quay.io/ascend/vllm-ascend:nightly-main`\n"
     "- Target model: `Eco-Tech/GLM-5.2-w8a8`-compatible W8A8 checkpoint\n"
     "- Draft model: `RedHatAI/GLM-5.2-speculator.dspark`\n"
     "- Parallelism: `DP4 / local DP1 / TP8 / EP`\n"
     "- Speculative decoding: `method=dspark`, `num_speculative_tokens=7`, draft eager mode\n"
     "- KV block size: 128\n"
     "- Target quantization: `ascend`\n"
     "\n"
     "GLM-5.2 W8A8 + DSpark can load both the target and draft checkpoints and compile the DSpark head, but EngineCore "
     "fails while merging target and draft KV-cache specs:\n"
     "\n"
     "Available KV cache memory: 25.30 GiB\n"
     "\n"
     "NotImplementedError: Layer model.layers.0.self_attn.attn: page size is not divisible\n"
     "by the maximum page size and cannot be padded. Padding is only supported for\n"
     "attention layers whose backend indexes KV pages by the block stride\n"
     "(indexes_kv_by_block_stride is True).\n"
     "\n"
     "Stack:\n"
     "\n"
     "EngineCore._initialize_kv_caches\n"
     "  -> get_kv_cache_configs\n"
     "  -> get_kv_cache_groups\n"
     "  -> unify_kv_cache_spec_page_size\n"
     "  -> NotImplementedError",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vllm-ascend nightly on 4 Atlas 800I A2 nodes (32 x 910B1, DP4 x TP8 with EP) serving GLM-5.2 W8A8 (a sparse-MLA "
     "target) with the RedHatAI DSpark speculator, whose draft layers use GQA sliding-window attention. After both "
     "models loaded and 25.30 GiB was found for KV cache, vLLM's KV-cache planner tried to unify the page sizes of the "
     "target's MLA layers and the draft's sliding-window layers: the draft layer's page size does not divide the "
     "largest page size and its attention backend cannot use padded pages, so the planner raised NotImplementedError. "
     "A missing feature in vLLM's KV-cache planning for a mixed {sparse-MLA target + SWA draft} layout, not a memory "
     "or parallel-size problem (memory was ample).",
     "no fix in the issue's stored text (closed). vllm-ascend PR #14176 ('[BugFix][v0.26] Backport SWA DSpark fixes', "
     "wangbj127, 2026-08-13) backports vLLM PR #48776, 'solving KV Cache planning when target model is sparse-MLA and "
     "draft model is SWA', for DSpark drafts such as RedHatAI/GLM-5.2-speculator.dspark, and reports GLM-5.2 W4A8 + "
     "DSpark running; i.e. a vLLM / vllm-ascend build with that KV-planning fix (the link to this issue is the "
     "collector's reading, not stated in the stored text)",
     release="vllm-ascend nightly-main (July 2026; also the v0.25.1rc-aligned line per the report)",
     gpu="Huawei Ascend 910B1 (Atlas 800I A2, NPU)", gpus=32, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue body's environment list, the 'What happened' sentence, the printed KV memory line, the "
          "error and the stack summary as the reporter wrote them (the reproduction section after them is not in "
          "the stored chunk). The error is split over four lines in the source and kept that way. 'Available KV "
          "cache memory: 25.30 GiB' shows memory was not the problem, so numbers is {}. The fix is inferred from a "
          "later vllm-ascend backport PR that names this exact target/draft layout.")

if __name__ == "__main__":
    BATCH.write()
