"""Round-441 blind batch: DOCSTRING PLACEHOLDER (filled in at the end of the round).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round441-blind")
case = BATCH.case

# ---------------------------------------- Vilsol/glm52-vllm BENCHMARKS.md: GLM-5.3 RadixArk NVFP4 (BF16 MTP layer) TP8 at 917504 -> 23.38 of 22.61 GiB
case("github-vilsol-glm52-vllm-glm53-radixark-nvfp4-tp8-917504-23.38-of-22.61",
     "https://github.com/Vilsol/glm52-vllm/blob/main/BENCHMARKS.md",
     "## 1. The cutover: RadixArk NVFP4, and why 917,504 context died\n"
     "\n"
     "`MODEL_HOST` -> `RadixArk/GLM-5.3-NVFP4` (432.9 GiB, 47 shards, verified\n"
     "byte-exact). Weight delta vs lukealonso 5.2 is **entirely the MTP layer**:\n"
     "\n"
     "| category | 5.2 | 5.3 | delta |\n"
     "|---|---:|---:|---:|\n"
     "| routed experts | 379.69 GiB | 379.69 GiB | 0.00 |\n"
     "| attention | 24.34 | 24.34 | 0.00 |\n"
     "| embed / lm_head | 3.54 | 3.54 | 0.00 |\n"
     "| shared experts | 5.27 | 5.27 | 0.00 |\n"
     "| **MTP (layer 78)** | **5.60** | **18.54** | **+12.94** |\n"
     "\n"
     "luke *quantized* MTP in 5.2; **every** big-5.3 NVFP4 (RadixArk, incoai,\n"
     "Inferact, LIL) leaves it BF16. This cost is inherent to 5.3, not a quant choice.\n"
     "\n"
     "Per-GPU the MTP shards /8 (+1.62 GiB), but the **profiled peak activation also\n"
     "rose 2.25 -> 3.49 GiB** — a BF16 draft layer needs bigger buffers for the three\n"
     "MTP forwards. Total KV loss 25.43 -> 22.61 GiB. First boot then refused:\n"
     "\n"
     "    ValueError: To serve at least one request with the model's max seq len\n"
     "    (917504), 23.38 GiB KV cache is needed, which is larger than the available\n"
     "    KV cache memory (22.61 GiB). Estimated maximum model length is 886912.",
     "kv_cache_too_small",
     {"max_seq_len": 917504, "needed_gib": 23.38, "available_gib": 22.61, "estimated_max_model_len": 886912},
     "kv_too_small",
     "GLM-5.3 (GlmMoeDsaForCausalLM, 744B MoE) as RadixArk/GLM-5.3-NVFP4 on 8x RTX PRO 6000 Blackwell (96 GB, TP8, "
     "fp8 KV, MTP k=3), swapped in for the GLM-5.2 checkpoint under the launcher's 917,504-token MAX_MODEL_LEN. The 5.3 "
     "quants leave the MTP layer in BF16 (+12.94 GiB, +1.62 GiB per GPU) and the profiled activation peak rose 2.25 -> "
     "3.49 GiB, so the per-GPU KV budget fell from 25.43 to 22.61 GiB: 0.77 GiB short of one 917,504-token request "
     "(the pool holds 886,912 tokens). A context length set for the smaller 5.2 footprint, not a broken setup.",
     "the author (Vilsol, BENCHMARKS.md Phase 18 section 1): at 26.72 KiB/token, MAX_MODEL_LEN 917,504 -> 851,968 "
     "(a 4% margin under the estimated 886,912), after which it served (later GMU 0.93 -> 0.925 for runtime OOMs "
     "in the MTP draft path, a separate matter)",
     release="voipmonitor/vllm gilded-gnosis r20 image (b12x vLLM fork build; the journal's 'r20 launcher')",
     gpu="8x NVIDIA RTX PRO 6000 Blackwell Server Edition (96 GB, 94.97 GiB usable)", gpus=8, command=None,
     forbidden=[{"flag": "--max-model-len", "above": 886912}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--enforce-eager"}],
     note="Excerpt: Phase 18 section 1 of the repository's benchmark journal (a running log of an 8-GPU GLM-5.2/5.3 "
          "deployment), from its heading to the pasted ValueError, as the file shows it (the error is indented four "
          "spaces and wrapped as the author pasted it; vLLM's 'Based on the available memory' wording is the newer "
          "'Estimated maximum model length is'). The next paragraph (the per-token cost and the new MAX_MODEL_LEN) is the "
          "fix and is left out. Attribution: find_string gives no repository; the stored 95,912-character version "
          "(id 61672036026) is a later version of Vilsol/glm52-vllm's BENCHMARKS.md than the one find_files lists "
          "(commit 1c840750..., 24,313 characters, same journal: the DCP2 + LMCache sections), so the url is the file "
          "on main, not a commit. The KV dtype is already fp8 and TP is 8 of 8 GPUs.")

if __name__ == "__main__":
    BATCH.write()
