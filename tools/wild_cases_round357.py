"""Round-357 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round357-blind")
case = BATCH.case

# ---------------------------------------- intel-arc-pro-b70-inference-cookbook #4: a recipe's max len needs 10 MiB more KV than it has
case("intel-arc-b70-cookbook-4-recipe-max-len-100000-kv-needs-4-26-has-4-25",
     "https://github.com/SergiioB/intel-arc-pro-b70-inference-cookbook/issues/4",
     "(EngineCore pid=316)   File \"/opt/venv/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py\", line 2193, in get_\n"
     "kv_cache_configs\n"
     "(EngineCore pid=316)     _check_enough_kv_cache_memory(\n"
     "(EngineCore pid=316)   File \"/opt/venv/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py\", line 758, in _chec\n"
     "k_enough_kv_cache_memory\n"
     "(EngineCore pid=316)     raise ValueError(\n"
     "(EngineCore pid=316) ValueError: To serve at least one request with the model's max seq len (100000), (4.26 GiB KV cach\n"
     "e is needed, which is larger than the available KV cache memory (4.25 GiB). Based on the avai",
     "kv_cache_too_small", {"max_seq_len": 100000, "needed_gib": 4.26, "available_gib": 4.25}, "kv_too_small",
     "A user running a launch recipe from the Intel Arc Pro B70 inference cookbook (vLLM on XPU, single B70): the "
     "recipe's context length of 100000 tokens needs 4.26 GiB of KV cache for one full-length request, and the "
     "memory left for KV under the recipe's utilization after weights and activations was 4.25 GiB — about 10 MiB "
     "short (the issue title: '10MiB to small KV cache'). The launch's max length and utilization were tuned for a "
     "slightly different runtime and overshoot by a hair on the user's.",
     "not reachable in the stored chunk (the issue is closed). From the log: lower --max-model-len a little below "
     "100000 (vLLM's own estimate, cut off in the paste, is just under it) or raise --gpu-memory-utilization by about a "
     "hundredth so the KV budget covers 4.26 GiB",
     release=None, gpu="Intel Arc Pro B70 (XPU, 32 GB)", gpus=None, command=None,
     forbidden=[{"flag": "--max-model-len", "at_least": 100000}, {"flag": "--tensor-parallel-size"},
                {"flag": "--gpu-memory-utilization", "at_most": 0.5}],
     note="Excerpt: the tail of the traceback as the stored chunk of the issue body shows it, hard-wrapped where the "
          "source wraps it (mid-word: 'get_' / 'kv_cache_configs', 'KV cach' / 'e is needed'); the chunk ends inside "
          "the message at 'Based on the avai', so the estimated maximum model length is not in the text. Earlier "
          "frames (core.py, otel.py) were dropped. The launch command and the recipe name are not in the chunk; the "
          "utilization it used is unknown, so the utilization forbidden is only a generous floor (lowering it far "
          "would make the shortfall worse). gpus unknown (the repo covers 1x and 2x B70).")

if __name__ == "__main__":
    BATCH.write()
