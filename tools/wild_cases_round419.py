"""Round-419 blind batch: vLLM on ACCELERATORS OTHER THAN NVIDIA CUDA failing at start-up (Google TPU / tpu-inference,
Intel Gaudi, AWS Neuron, Apple Silicon / vllm-metal, IBM Spyre, Rebellions, Tenstorrent, Intel XPU, AMD ROCm, Hygon
DCU); collected by helper wild419 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round419-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 44 of the 50 allowed (40 ``search`` corpus=issues, 2 ``search`` corpus=pages, 1 ``find_string``, 1
``read_file``; no fetch). 3 cases: parsehawk/parsehawk #6 (vllm-metal, KV budget negative at memory fraction 0.5),
vllm #43239 (Gemma-4-E4B on TPU v6e through tpu-inference's torchax path), marin-community/marin #4413 (vllm-tpu mesh
code on a v6e-4 slice whose devices lack .coords). The slice is very heavily mined: almost every TPU / Gaudi / ROCm /
XPU / Neuron / vllm-metal thread the searches returned was already in USED_SOURCES.txt or an earlier skip list, and the
unmined Neuron and Tenstorrent threads had their error lines cut out of the stored chunks. Sources were checked with
grep -F against USED_SOURCES.txt, the earlier rounds' docstrings and the fixtures' source_url.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): vllm #8318, #19490, #27706, #7951, #10932, #17170,
  #36615, #20743, #16243, #11260, #6269; nlzy/vllm-gfx906 #12, #14; gpustack #4963; lemonade-sdk/vllm-rocm #5;
  vllm-gaudi #1736; HabanaAI/vllm-fork #344, #666, #776; opea-project/Enterprise-RAG #84; torch-spyre/sendnn-inference
  #38; SergiioB/intel-arc-pro-b70-inference-cookbook #4; intel/llm-scaler #305, #424, #578; intel/ipex-llm #11789,
  #11881; ROCm/legacy-rocm-build #4386, #4447, #4909, #5865; tpu-inference #765, #999, #2333, #3350; vllm-neuron #7;
  aws-neuron-sdk #1120, #1123; tenstorrent/tt-inference-server #3151; marin PR #4675; TheTom/vllm-swift #10;
  vllm-metal #16, #58, #171, #398.
- Error line not in the stored chunk, or no cause/fix reachable: tenstorrent/vllm #285 (N150 Llama-3.1-8B at
  --max_model_len 65536 OOMs in prefill warm-up; the chunk stops before the error; the later N150 32768 check is the
  used tt-inference-server #3151); aws-neuron-sdk #1022 (Llama-3.1-8B on inf2.8xlarge, traceback cut in
  executor_base); vllm #11189 (Inf2, log cut inside the config dump, which shows device_config=cpu), #6452 (Mistral on
  inf2, only a later comment), #5738 (inf2, neuronx-cc 'Failed compilation', root cause not shown), #14218 (DeepSeek-R1
  int8 on TPU; only 'v4 doesn't support int8'), #23834 (Qwen3 MoE on TPU, API-server half only), #49468 (RX 9070 on
  Ubuntu 26.04, title only), #28362 (Intel 125H XPU, error cut); aws-neuron/neuronx-distributed-inference #5 (trace
  cut); tpu-inference #2453 (Gemma-4-26B-A4B on v5e, chunk stops at the traceback head) and #2126 (Gemma 4 via torchax,
  trace cut in gemma4.py); sebastianmechno-sys/vllm-rocm-windows-rdna2 #7 (RX 6900 XT gfx1030 hipErrorInvalidImage,
  open, trace cut) and #2 (the maintainer's HSA_OVERRIDE_GFX_VERSION=10.3.1 answer was reached but not the reporter's
  error, and the reporter says the override still fails on a 6900 XT); nlzy/vllm-gfx906 #6 (gfx906 'invalid device
  function', open, no answer); gpustack #2489 (Hygon DCU, profile_run traceback without its final line);
  RBLN-SW/vllm-rbln #113, #114 (vendor engineers' compile/runtime errors, no error line or fix stored);
  ARahim3/kaggle-tpu-lab #7 (the reporter says the EngineCore root cause scrolled out); deepseek-ai/DeepSeek-R1 #318
  (config dump only, stale).
- Not a start-up failure, or not a user report: tenstorrent/tt-xla #5494, #4040, tenstorrent/tt-forge #855 and
  tt-inference-server #456, #225 (CI nightlies / attachments); tt-inference-server #3120 (a second CI report of the
  used #3151); tenstorrent/tt-metal #21904 (a developer's edited source); vllm-metal #274 (Metal OOM under load,
  mid-run); vllm-gaudi PRs #993 / #1078 / #1033 and tpu-inference PRs #508 / #2827 (developer PRs).
- No citable url: two vllm-metal write-ups with a real 'Paged attention: not enough Metal memory for KV cache' log
  found by find_string (a blog post on Qwen3-8B BF16 on an M4 24 GB: fraction 0.92, model_memory 16.38 GB,
  kv_budget -0.13 GB, fixed by 4-bit MLX quantization; and a note at fraction 0.05, kv_budget -0.11 GB): the index named
  no repository or path and a pages search did not find the rendered post.
- Off the slice: odysseus-dev/odysseus #191, vllm-ascend #9672, 1CatAI/1Cat-vLLM #27, vllm #26431.

Judgement calls for the lead:
1. parsehawk #6: kind kv_memory_negative and cause util_too_low, following vllm-metal-755 (same vllm-metal message);
   total_gib is the Metal limit (14.30). The app launches vLLM itself, so there is no command; the fix (higher memory
   fraction 0.70 and --max-num-seqs 1 for the 16/18 GB tier) comes from the repo's PRs #11 ('Closes #6') and #119.
2. vllm #43239: round 354 listed it under 'no fix or cause reachable'. The cause and fix here come from tpu-inference
   PRs #3176 and #3406 (found by a search for tpu-inference #2126; no look-up was spent on #43239 itself). kind
   device_api_unsupported (the torchax bridge cannot copy_ into a plain, unconverted tensor attribute), cause
   architecture_unsupported (the Gemma-4 E-series was enabled for tpu-inference's JAX path only); the lead may prefer
   release_regression or vllm_check_failed.
3. marin #4413: NEW cause label accelerator_topology_unsupported, because no existing cause fits a TPU slice whose
   device objects lack the topology coordinates the TPU plugin sorts on (platform_unsupported is used for OSes vLLM
   cannot run on, accelerator_env_invalid for broken TPU_* environment text, release_regression is not shown). kind
   device_api_unsupported as in habana-vllm-fork-754. The report is labelled 'agent-generated' (an assistant's write-up
   of a real run) and no fix was reachable; recorded as such.
4. None of the three prints a figure that a LABELS.txt key covers except parsehawk #6; numbers is {} for the other two.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round419-blind")
case = BATCH.case

# ---------------------------------------- parsehawk #6: NuExtract3-W4A16 on a 16/18 GB Mac, vllm-metal fraction 0.5 -> kv_budget -0.38GB
case("parsehawk-6-nuextract3-w4a16-16gb-mac-metal-fraction-0.5-kv-budget-minus-0.38",
     "https://github.com/parsehawk/parsehawk/issues/6",
     "vLLM Metal runtime fails to start on 18 GB Macs: KV cache memory budget goes negative at default "
     "VLLM_METAL_MEMORY_FRACTION=0.5\n"
     "\n"
     "On a 16 GB Apple Silicon Mac, the model runtime fails to initialize. `parsehawk start` brings up the API, but the "
     "vLLM Metal engine core crashes during startup, so no extraction jobs can run.\n"
     "\n"
     "From `data/logs/runtime.log`:\n"
     "\n"
     "```\n"
     "ValueError: Paged attention: not enough Metal memory for KV cache.\n"
     "metal_limit=14.30GB, fraction=0.5, usable_metal=7.15GB,\n"
     "model_memory=5.32GB, overhead=2.06GB,\n"
     "kv_budget_before_hybrid=-0.23GB,\n"
     "hybrid_gdn_state=lazy (growth_peak_reserve=0.15GB, 51.5MB/seq * peak_slots=3/max_num_seqs=256),\n"
     "kv_budget=-0.38GB.\n"
     "Mitigations: increase VLLM_METAL_MEMORY_FRACTION; use a smaller or more\n"
     "quantized model; lower --max-num-seqs (for single-user serving, try --max-num-seqs 1).\n"
     "```\n"
     "...\n"
     "- Model: `numind/NuExtract3-W4A16`\n"
     "- Runtime: vLLM Metal v0.23.0, `max_seq_len=8192",
     "kv_memory_negative",
     {"available_gib": -0.38, "weights_gib": 5.32, "gpu_memory_utilization": 0.5, "total_gib": 14.30},
     "util_too_low",
     "parsehawk launches vLLM with the vllm-metal plugin on a 16/18 GB Apple Silicon Mac (Metal limit 14.30 GB) at the "
     "default VLLM_METAL_MEMORY_FRACTION=0.5: only 7.15 GB is usable, and the NuExtract3-W4A16 weights (5.32 GB) plus "
     "overhead (2.06 GB) already exceed it, and the default max_num_seqs 256 adds peak-slot reserve for the hybrid GDN "
     "state, so the KV budget is -0.38 GB and the engine core refuses to start. The memory fraction is too low for this "
     "model on this machine (and max_num_seqs needlessly high), not a context-length problem.",
     "confirmed by the maintainers: parsehawk PR #11 ('Tune vLLM runtime defaults by model profile', merged, 'Closes "
     "#6') resolves memory-tier defaults and passes --max-num-seqs through; per the later PR #119 the 16/18 GB Apple "
     "Silicon tier runs with gpu_memory_utilization 0.70 and max_num_seqs 1 (max_model_len 8192, later 16384), i.e. a "
     "higher memory fraction and --max-num-seqs 1",
     release="vLLM 0.23.0 with vllm-metal ('vLLM Metal v0.23.0')",
     gpu="Apple Silicon Mac, 16/18 GB unified memory (metal_limit 14.30 GB)", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.5}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs", "at_least": 256}],
     note="Excerpt: the issue title, the first sentence of the summary, and the runtime.log block the reporter pasted "
          "under 'Root cause', then the first two environment lines (the stored chunk stops inside the second); the "
          "reporter's own arithmetic paragraph after the log is dropped. The parsehawk launch command is not pasted "
          "(the app starts vLLM itself). The fix comes from the repo's PRs #11 (closes #6) and #119, found by their own "
          "search hits. total_gib is the Metal limit, as in vllm-metal-755.")

# ---------------------------------------- vllm #43239: gemma-4-E4B-it on TPU v6e 1x1 (vllm/vllm-tpu:gemma4) -> torchax '_elem' at precompile
case("vllm-43239-gemma4-e4b-tpu-v6e-1x1-torchax-per-layer-embeddings-copy-no-attribute-elem",
     "https://github.com/vllm-project/vllm/issues/43239",
     " I tried to serve `google/gemma-4-E4B-it` on Google Cloud TPU v6e (`tpu-v6e-slice`, topology `1x1`, accelerator "
     "count `1`) using vLLM.\n"
     "\n"
     "  Image used:\n"
     "\n"
     "  ```text\n"
     "  vllm/vllm-tpu:gemma4\n"
     "\n"
     "  The model starts loading on TPU, but fails during engine initialization with:\n"
     "\n"
     "  AttributeError: 'Tensor' object has no attribute '_elem'\n"
     "\n"
     "  Relevant stack trace:\n"
     "\n"
     "  Precompile input_embeddings_merger --> {'num_tokens': 16}\n"
     "  ...\n"
     "  File \"/workspace/tpu_inference/tpu_inference/models/vllm/vllm_model_wrapper.py\", line 384, in "
     "embed_input_ids_func\n"
     "    output_from_torch = torch.func.functional_call(\n"
     "  ...\n"
     "  File \"/usr/local/lib/python3.12/site-packages/vllm/model_executor/models/gemma4_mm.py\", line 933, in "
     "embed_input_ids\n"
     "    self.per_layer_embeddings[: per_layer_inputs.shape[0]].copy_(\n"
     "  ...\n"
     "  File \"/usr/local/lib/python3.12/site-packages/torchax/ops/jaten.py\", line 107, in _aten_copy\n"
     "    x._elem = y._elem.astype(x._elem.dtype)\n"
     "                             ^^^^^^^\n"
     "  AttributeError: 'Tensor' object has no attribute '_elem'\n"
     "```\n"
     "  I also tried limiting multimodal inputs for a text-only workload:\n"
     "\n"
     "  --limit-mm-per-prompt '{\"image\": 0, \"audio\": 0}'\n"
     "\n"
     "  but the model still did not come up successfully.",
     "device_api_unsupported", {}, "architecture_unsupported",
     "google/gemma-4-E4B-it served on a single TPU v6e chip with the vllm/vllm-tpu:gemma4 image went through "
     "tpu-inference's vLLM/torchax model path (tpu_inference/models/vllm/vllm_model_wrapper.py). vLLM's "
     "Gemma4ForConditionalGeneration keeps its per-layer embeddings (PLE) in a pre-allocated plain tensor attribute "
     "(not a parameter or registered buffer), so tpu-inference never converts it to a torchax tensor, and the in-place "
     "per_layer_embeddings[:n].copy_(...) in embed_input_ids crashes in torchax's _aten_copy during the engine-init "
     "precompile. The Gemma-4 E-series was enabled only for tpu-inference's JAX (flax_nnx) implementation; on the "
     "vLLM/torchax path this model is unsupported. Not a memory or multimodal-limit problem (limiting images/audio to 0 "
     "did not help).",
     "not in this thread (closed as stale). The tpu-inference maintainers diagnosed the same crash in their nightly "
     "builds: PR #3176 ('Pin gemma-4 E2B/E4B nightly tests to the JAX path (MODEL_IMPL_TYPE=flax_nnx)') says the "
     "E-series models were enabled for the JAX implementation only, and merged PR #3406 ('[gemma4] Fix torchax-path "
     "E2B/E4B accuracy: inline PLE + skip KV-cache writes for KV-shared layers', 2026-08-17) fixes the engine-init "
     "crash on the torchax path. So: run with MODEL_IMPL_TYPE=flax_nnx (the JAX implementation), or a tpu-inference "
     "build with PR #3406",
     release="vllm/vllm-tpu:gemma4 image (tpu-inference torchax path; vLLM 2026-05)",
     gpu="Google Cloud TPU v6e (tpu-v6e-slice, topology 1x1)", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--limit-mm-per-prompt"},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue description as the stored chunk shows it, from 'I tried to serve' through the sentence "
          "on --limit-mm-per-prompt (the reporter's own code fence opens before 'vllm/vllm-tpu:gemma4' and closes after "
          "the trace; indentation and the '...' elisions are the reporter's). The title's request for 31B / 26B-A4B / "
          "MTP support and the closing question are dropped. Judgement call: round 354 named this thread under 'no fix "
          "or cause reachable'; the cause and fix here come from tpu-inference PRs #3176 and #3406, which surfaced in a "
          "search for tpu-inference #2126 (no look-up was spent on #43239 itself). The exact launch flags are not in "
          "the stored text.")

# ---------------------------------------- marin #4413: vllm-tpu 0.13.2.post6 on europe-west4 v6e-4 -> make_optimized_mesh x.coords AttributeError
case("marin-4413-vllm-tpu-v6e-4-europe-west4-make-optimized-mesh-device-coords-attributeerror",
     "https://github.com/marin-community/marin/issues/4413",
     "**Describe the bug**\n"
     "`vllm serve` on `europe-west4` `v6e-4` crashes during TPU engine startup in "
     "`tpu_inference.utils.make_optimized_mesh()`. The failing logic sorts devices with `key=lambda x: x.coords`; on the "
     "failing slice, the device objects seen by `tpu_inference` do not expose `.coords`, so startup aborts with "
     "`AttributeError` before the API server is ready. This is not specific to any Marin experiment script. The same "
     "`vllm serve` command works on `us-east5` `v6e-4` and on `europe-west4` `v6e-8`.\n"
     "\n"
     "**To Reproduce**\n"
     "1. On Iris, allocate `europe-west4` `v6e-4` with `vllm-tpu==0.13.2.post6`, `jax==0.8.0`, `jaxlib==0.8.0`, and "
     "`libtpu==0.0.24`.\n"
     "2. Run:\n"
     "   ```bash\n"
     "   /app/.venv/bin/vllm serve \\\n"
     "     gs://marin-eu-west4/checkpoints/dpo/bloom_speceval_v2_marin_instruct_beta0.01_lr7.5e-7_seed0-872f2e/hf/step-849 "
     "\\\n"
     "     --trust-remote-code \\\n"
     "     --host 127.0.0.1 \\\n"
     "     --port 8000 \\\n"
     "     --load-format runai_streamer \\\n"
     "     --tensor-parallel-size 4 \\\n"
     "     --max-model-len 4096 \\\n"
     "     --gpu-memory-utilization 0.9\n"
     "   ```\n"
     "3. Observe:\n"
     "   ```text\n"
     "   File \".../tpu_inference/utils.py\", line 205, in make_optimized_mesh\n"
     "     devices = sorted(devices, key=lambda x: x.coords)\n"
     "   AttributeError\n"
     "   RuntimeError: Engine core initialization failed. See root cause above. Failed core pro",
     "device_api_unsupported", {}, "accelerator_topology_unsupported",
     "vllm-tpu 0.13.2.post6 (tpu-inference) builds its device mesh in tpu_inference.utils.make_optimized_mesh() by "
     "sorting the JAX devices on their .coords attribute. On the europe-west4 v6e-4 slice the device objects tpu-inference "
     "sees do not expose .coords, so engine start-up dies with an AttributeError before any weights are loaded. The same "
     "command, versions and TP 4 work on a us-east5 v6e-4 and on a europe-west4 v6e-8, so it is the slice's device "
     "topology as presented to tpu-inference, not the model, the flags or memory.",
     "not reachable in the stored text (closed; the report carries the 'agent-generated' label and its closing comment was "
     "not in the stored chunk). From the report: run on a slice whose devices expose coordinates (the us-east5 v6e-4 or a "
     "europe-west4 v6e-8 worked with the same command), or use a tpu-inference build whose mesh code does not require "
     "device.coords",
     release="vllm-tpu 0.13.2.post6 (jax 0.8.0, jaxlib 0.8.0, libtpu 0.0.24)",
     gpu="Google Cloud TPU v6e-4 slice (europe-west4)", gpus=4,
     command="/app/.venv/bin/vllm serve gs://marin-eu-west4/checkpoints/dpo/"
             "bloom_speceval_v2_marin_instruct_beta0.01_lr7.5e-7_seed0-872f2e/hf/step-849 --trust-remote-code --host "
             "127.0.0.1 --port 8000 --load-format runai_streamer --tensor-parallel-size 4 --max-model-len 4096 "
             "--gpu-memory-utilization 0.9",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size", "above": 4},
                {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue description from 'Describe the bug' to the end of the stored chunk, which stops inside the "
          "RuntimeError line ('Failed core pro'); the trace is the reporter's abridged one ('...' in the path is theirs). "
          "Judgement calls: the issue is labelled 'agent-generated' (written up by an assistant from a real run on the "
          "team's Iris cluster); no fix or closing comment was reachable in two look-ups; kind device_api_unsupported "
          "(a device attribute the TPU plugin needs is missing); the cause is a new label, see the docstring. A later "
          "tpu-inference PR #2827 ('Fixes for TPU device topology', open) was seen but its relation to this crash is not "
          "stated, so it is not offered as the fix.")

if __name__ == "__main__":
    BATCH.write()
