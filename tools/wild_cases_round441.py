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

# ---------------------------------------- Drolsey/syslab-server docs/models.md: Qwen3-32B-AWQ on an RTX 5090, container recreated while the old one still held VRAM -> 8192 needs 2.0 of 0.45 GiB
case("github-drolsey-syslab-server-rtx5090-qwen3-32b-awq-8192-2.0-of-0.45-compose-recreate-race",
     "https://github.com/Drolsey/syslab-server/blob/main/docs/models.md",
     "**Re-read the startup log after any change to either flag** — the numbers above\n"
     "are the whole basis for both, and they are one `grep` away:\n"
     "\n"
     "```\n"
     "docker compose logs vllm | grep -i \"kv cache\\|maximum concurrency\"\n"
     "```\n"
     "\n"
     "Not free, though, and the same log shows why. **One boot of this container\n"
     "failed outright**:\n"
     "\n"
     "```\n"
     "Available KV cache memory: 0.45 GiB\n"
     "ValueError: To serve at least one request with the model's max seq len (8192),\n"
     "2.0 GiB KV cache is needed ... estimated maximum model length is 1856.\n"
     "```",
     "kv_cache_too_small",
     {"max_seq_len": 8192, "needed_gib": 2.0, "available_gib": 0.45, "estimated_max_model_len": 1856},
     "other_process",
     "Qwen3-32B-AWQ served by vLLM in docker compose on one RTX 5090 (32 GB) at --max-model-len 8192, whose KV pool is "
     "normally 3.0 GiB (0.70) or 5.16 GiB (0.85). This boot came from a `docker compose up -d` that recreated the "
     "container while the previous vLLM container was still releasing its VRAM, so the new engine's profile saw that "
     "memory as used and only 0.45 GiB was left for KV cache. A transient race with another (exiting) process, not a "
     "launch configuration that is too large: the same flags started 28 seconds later.",
     "the author (docs/models.md, the section after the 0.85 change): the next attempt, 28 seconds later, succeeded "
     "with the full 3.0 GiB; the compose service's `restart: unless-stopped` made it self-healing. I.e. wait for the "
     "old container to release the GPU (or let the restart policy retry) and keep the flags; the author warns that a "
     "higher utilization leaves less slack for this race",
     release=None, gpu="NVIDIA RTX 5090 (32 GB, 31.36 GiB)", gpus=1,
     command=None,
     forbidden=[{"flag": "--max-model-len", "at_most": 1856}, {"flag": "--gpu-memory-utilization", "above": 0.85},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Excerpt: the two paragraphs of the repository's model notes that lead to the failed boot and the log lines "
          "the author quotes (shortened by the author with '...'), as the file shows them; the paragraph after it (the "
          "cause and that the retry succeeded) is left out. The utilization of the failing boot is not printed: the "
          "passage sits in the section on raising it 0.70 -> 0.85, but 'the full 3.0 GiB' is the 0.70 pool. The "
          "model (Qwen3-32B AWQ, 18.00 GiB of weights) and the card come from the same file. Attribution: find_string "
          "gives no repository; the file's links (HANDOVER.md, docs/plans/step-05-embeddings.md) were matched with "
          "find_files by exact path to Drolsey/syslab-server, whose docs/models.md has 13 stored versions; the one "
          "read_file returned (commit 022761aa..., 4,659 characters) is not the 29,303-character version holding this "
          "passage (id 69451098589), so the url is the file on main. Judgement call: kind kv_cache_too_small with cause "
          "other_process (a previous instance still holding VRAM), as the j33bs duplicate-service fixture.")

if __name__ == "__main__":
    BATCH.write()
