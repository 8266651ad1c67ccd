"""Round-325 blind batch: vLLM launch failures from AGENT and CODING-ASSISTANT projects whose users self-host the
model with vLLM (OpenHands, SWE-agent, AutoGen, CrewAI, MetaGPT, Continue, Tabby, aider, Cline, Roo, smolagents,
browser-use, OpenDevin, Qwen-Agent, camel-ai, and, found on the way, the GUI/computer-use agents UI-TARS and
Midscene and the coding-model self-hosting kit club-3090), issues corpus only; collected by helper wild325 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round325-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 49 of the 50 allowed (48 ``search``, all corpus=issues; 1 ``read_file``, which failed: an issue thread is
not a stored file; no find_string, find_files or fetch). 6 cases.

The slice as named was nearly empty in this corpus: searches naming OpenHands, SWE-agent, AutoGen, CrewAI, MetaGPT,
Continue, Tabby, aider, Cline, Roo, smolagents, browser-use, OpenDevin, Qwen-Agent and camel-ai came back with
vllm-project threads (almost all already in USED_SOURCES.txt) or with agent-side threads about requests to an
already-running server (404s, tool-choice 400s, timeouts), not start-up failures. The cases come from the agent
projects that do self-host with vLLM and were not mined before: the UI-TARS GUI agent (bytedance/UI-TARS,
UI-TARS-desktop, a UI-TARS user's vLLM issue, and Midscene, a browser agent that drives UI-TARS) and club-3090, a kit
for self-hosting a coding model for coding agents on RTX 3090s.

Sources given up (for the lead, not cases):
- Already used (checked with grep -F): OpenBMB/XAgent #379; transformerlab-app #370; substratusai/vllm-docker #37;
  QwenLM/Qwen3 #16, #295, #67; vllm #2418, #17238, #18124, #13582, #6746; QwenLM/Qwen3-VL
  #35, #1205; api-for-open-llm #225, #259; DeepSeek-V2 #83; gpustack #1800; OpenBMB/AgentCPM-GUI #55 (#11 has no error
  text); vllm-project/recipes PR #12; OpenRLHF #336; vllm-omni #276; open-r1 #568; lemonade-sdk/vllm-rocm #5;
  Alex8791-cyber/cognithor PR #318 (WSL2, 30.12/31.84 GiB vs 0.95 -> 0.93); syv-ai/qwen38-27b-rtx3090 #1; club-3090
  #4 (and many other club-3090 threads).
- Not a start-up failure, or no error text: OpenHands #7840 (server up, client gets 404), #8832 (llama.cpp), PR #7805;
  MetaGPT #1879 (request-time timeout); FastGPT #3289 (screenshots); OpenManus #331 and syv-ai/qwen38-27b-rtx3090 #19
  (request-time '"auto" tool choice requires --enable-auto-tool-choice'); UI-TARS-desktop #378, #92, #587 (request
  time); TabbyML issues (llama.cpp backend); smallcloudai/refact #94, #72, #468 (the kit's own launcher messages);
  infiniflow/ragflow #9856 (vLLM came up; failure on the RAGFlow side); ShishirPatil/gorilla #1003 (CLI option).
- Error without a visible fix or with the error line cut: nearai/nearai #65 ('The number of required GPUs exceeds the
  total number of available GPUs in the cluster', no reply in the stored thread); rllm-org/rllm #147 (DeepSWE, log cut
  before the error line); gensyn-ai/rl-swarm #122 (only the launch header visible); bytedance/UI-TARS #110 (traceback
  stops at get_image_size_with_most_features, before the error line) and #94 ('Failed to load the image processor
  ... consider setting trust_remote_code', then a second traceback in compute_encoder_budget cut before its error
  line; same family as the UI-TARS cases taken, fix not reached); club-3090 #1044 (rig report only, no log in the
  stored text).

Judgement calls for the lead (each case's ``note`` says more):
1. Four of the six are the same failure family: UI-TARS-7B-DPO (a Qwen2-VL derivative) whose preprocessor_config.json
   predates the transformers (>= 4.50) check on the image processor's `size` keys, raised while vLLM builds the
   processor at start-up. Labelled kind and cause dependency_version_mismatch (no processor-config-keys label exists;
   processor_config_not_found does not fit: the file is there, its keys are old). Only UI-TARS #165 has a fix-like
   statement (the author's diagnosis in the title); vllm #15614 has a participant's working launch (the v0.8.0 image);
   Midscene #783 and UI-TARS-desktop #427 have none (open issues): their expectations come from the error text alone.
   The vllm #15614 excerpt ends with the issue TITLE's error line, because the stored body excerpt stops in the args
   Namespace; flagged in its note.
2. club-3090 #32: the excerpt is a log the author pasted in a later comment (GPU 0, 14.71 GiB free, 1.19 GiB asked),
   not the first report that the maintainer decoded (GPU 1, 'Process 60 has 17179869184.00 GiB' = 16 GiB); the
   maintainer's fix (lower the dual.yml budget for WSL2, then a triage ladder) is advice, not a confirmed fix. Kind
   oom_loading, cause oom_unknown_phase.
3. club-3090 #1134: the only error text in the stored thread is the kit's own preflight line, quoted by the maintainer
   ('[preflight] ERROR: GPU 0 has 7.1 GiB free, but this config needs ~21.7 GiB/card') with the rig report's idle-VRAM
   lines; vLLM's own message is not shown. Kind free_memory_low, cause other_process (memory held on the Windows side,
   invisible to nvidia-smi inside WSL); the fix is the maintainer's diagnosis (drop --force, free the GPUs first).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round325-blind")
case = BATCH.case

# ------------------------------------------- UI-TARS (GUI agent): UI-TARS-7B-DPO preprocessor config vs transformers
case("github-ui-tars-165-ui-tars-7b-dpo-qwen2vl-image-processor-size-shortest-longest-edge",
     "https://github.com/bytedance/UI-TARS/issues/165",
     "python -m vllm.entrypoints.openai.api_server \\\n"
     "    --model \"ByteDance-Seed/UI-TARS-7B-DPO\" \\\n"
     "    --trust-remote-code \\\n"
     "    # Other vLLM options like --port, --host, --tensor-parallel-size, --max-model-len\n"
     "Observed Behavior:\n"
     "The vLLM engine fails to start, and the logs show the following key error:\n"
     "Using a slow image processor as `use_fast` is unset and a slow processor was saved with this model. `use_fast=True` "
     "will be the default behavior in v4.52, even if the model was saved with a slow processor. This will result in minor "
     "differences in outputs. You'll still be able to use a slow processor with `use_fast=False`.\n"
     "...\n"
     "ERROR ... [core.py:...]   File \"/usr/local/lib/python3.10/dist-packages/transformers/models/qwen2_vl/"
     "image_processing_qwen2_vl.py\", line 143, in __init__\n"
     "ERROR ... [core.py:...]     raise ValueError(\"size must contain 'shortest_edge' and 'longest_edge' k",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Serving the UI-TARS GUI-agent model ByteDance-Seed/UI-TARS-7B-DPO (a Qwen2-VL derivative) with vLLM's OpenAI "
     "server: the engine dies at start-up while building the Qwen2-VL image processor, because the installed "
     "transformers (4.5x, whose Qwen2VLImageProcessor.__init__ now validates `size`) rejects the model's old "
     "preprocessor_config.json, whose `size` lacks the 'shortest_edge'/'longest_edge' keys. Not a GPU, memory or "
     "flag problem: a model-config vs transformers-version mismatch.",
     "the author's own diagnosis, in the issue title: 'size in preprocessor_config.json needs shortest_edge and "
     "longest_edge for vLLM compatibility (e.g., with Qwen2VLImageProcessor)' - i.e. give the model's "
     "preprocessor_config.json a `size` with shortest_edge/longest_edge (or use a transformers release from before "
     "that validation); the issue was closed, the closing comment was not reached",
     release="not stated (vLLM V1 engine, core.py; May 2025; transformers 4.5x per the use_fast warning)",
     gpu="not stated", gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model ByteDance-Seed/UI-TARS-7B-DPO --trust-remote-code",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue body from the launch command to the last log line, as the search excerpt shows it; the "
          "author's own '...' and the elided '[core.py:...]' prefixes are theirs; the stored text stops mid-word "
          "('k' of 'keys'). The comment line inside the command is the author's. The fix is the author's diagnosis in "
          "the title (the thread's closing comment could not be reached). Kind/cause dependency_version_mismatch is a "
          "judgement call (closest existing label: the model's processor config predates the transformers check); "
          "processor_config_not_found does not fit (the file exists, its keys are old). command: the author's "
          "approximate command without the placeholder comment line.")

# ------------------------------------------- Midscene (browser agent) serving UI-TARS-7B-DPO: size keys rejected
case("github-midscene-783-ui-tars-7b-dpo-vllm083-l20-size-keys-max-pixels-rejected",
     "https://github.com/web-infra-dev/midscene/issues/783",
     "CUDA_VISIBLE_DEVICES=0,1 python -m vllm.entrypoints.openai.api_server --served-model-name ui-tars --dtype=half  "
     "--trust-remote-code --model ./UI-TARS-7B-DPO/ --limit-mm-per-prompt \"image=6\"\n"
     "\n"
     "vllm 0.8.3    ubuntu22.04  GPU L20 cuda 12.4 \n"
     "ERROR 05-29 08:36:42 [core.py:390] ValueError: size must have one of the following set of keys: ({'width', "
     "'height'}, {'shortest_edge'}, {'longest_edge', 'shortest_edge'}, {'longest_edge'}, {'max_width', 'max_height'}), "
     "got dict_keys(['max_pixels', 'min_pixels', 'shortest_edge', 'longest_edge', 'max_width', 'max_height'])",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A Midscene (browser-automation agent) user self-hosting UI-TARS-7B-DPO with vLLM 0.8.3 on NVIDIA L20s: the V1 "
     "engine core dies at start-up because the image processor's `size` dict (built from the model's "
     "preprocessor_config.json, which still carries the old max_pixels/min_pixels keys next to the new ones) fails "
     "the installed transformers' size-key validation. A model-config vs transformers-version mismatch, not memory, "
     "dtype or parallelism.",
     "none stated in the thread (open issue; no answer reached). The error itself names the cause: the processor's "
     "`size` must be one of the listed key sets, and the model's config supplies max_pixels/min_pixels besides them",
     release="0.8.3 (stated by the author)",
     gpu="NVIDIA L20", gpus=2,
     command="CUDA_VISIBLE_DEVICES=0,1 python -m vllm.entrypoints.openai.api_server --served-model-name ui-tars "
             "--dtype=half --trust-remote-code --model ./UI-TARS-7B-DPO/ --limit-mm-per-prompt \"image=6\"",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the 'Version' block (launch command) and the 'Details' block of the issue body as the source shows "
          "them; the 'Reproduce Steps' block repeats the same two lines and is dropped, as is the CSDN link. No fix in "
          "the thread (the issue is open and the stored thread has no reply): expectations come from the error text. "
          "gpus=2 from CUDA_VISIBLE_DEVICES=0,1 (no --tensor-parallel-size flag, so TP 1). Kind/cause "
          "dependency_version_mismatch is a judgement call, as in github-ui-tars-165 (same model, same family of "
          "transformers check, a different message wording from a later transformers).")

# ------------------------------------------- vLLM issue by a UI-TARS user: vLLM 0.8.2, UI-TARS-7B-DPO, size keys
case("vllm-15614-ui-tars-7b-dpo-v082-size-must-contain-shortest-longest-edge",
     "https://github.com/vllm-project/vllm/issues/15614",
     "(opensora) ubuntu@ubuntu:~/psh$ python -m vllm.entrypoints.openai.api_server --served-model-name ui-tars --model "
     "/home/ubuntu/psh/UI-TARS-7B-DPO --limit-mm-per-prompt image=5 -tp 1 --trust-remote-code --port 8001\n"
     "INFO 03-27 16:11:36 [__init__.py:239] Automatically detected platform cuda.\n"
     "INFO 03-27 16:11:37 [api_server.py:981] vLLM API server version 0.8.2\n"
     "ValueError: size must contain 'shortest_edge' and 'longest_edge' keys.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A UI-TARS (GUI agent) user serving UI-TARS-7B-DPO with vLLM 0.8.2's OpenAI server (the launch line of the "
     "UI-TARS README: --served-model-name ui-tars --limit-mm-per-prompt image=5 -tp 1): start-up fails in the Qwen2-VL "
     "image processor, which (in the transformers installed next to vLLM 0.8.2, late March 2025) requires "
     "'shortest_edge' and 'longest_edge' in the model's preprocessor `size`; the UI-TARS-7B-DPO config does not have "
     "them. A model-config vs transformers/vLLM-version mismatch, not a GPU or memory failure.",
     "no fix from the author in the stored thread; a participant (ErykCh, 2025-03-28) reports that the same model "
     "boots with the older image: 'this works: docker run ... vllm/vllm-openai:v0.8.0 --model "
     "bytedance-research/UI-TARS-7B-DPO --served-model-name llm' - i.e. use an earlier vLLM/transformers pairing",
     release="0.8.2 (printed)",
     gpu="not stated", gpus=1,
     command="python -m vllm.entrypoints.openai.api_server --served-model-name ui-tars --model "
             "/home/ubuntu/psh/UI-TARS-7B-DPO --limit-mm-per-prompt image=5 -tp 1 --trust-remote-code --port 8001",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the first three lines of the 'Your current environment' block as the search excerpt shows them; "
          "the long args Namespace line and everything after it were not in the stored excerpt, so the last line "
          "(the ValueError) is the issue TITLE's error text (minus the '[Installation]: ' prefix), placed where the "
          "traceback would end - an edit, flagged here. gpus=1 is a judgement from -tp 1 (the GPU count is not "
          "stated). The fix is a participant's, not the author's: another launch (docker, vllm/vllm-openai:v0.8.0) of "
          "the same model that boots. Same underlying failure as github-ui-tars-165 and github-midscene-783.")

# ------------------------------------------- club-3090 (self-hosted coding model kit): WSL2, 2x3090 dual, boot OOM
case("github-club-3090-32-qwen36-27b-dual-2x3090-wsl2-boot-oom-1.19-free-14.71",
     "https://github.com/noonghunna/club-3090/issues/32",
     "(Worker_TP0 pid=60) ERROR 05-03 00:18:16 [multiproc_executor.py:870] torch.OutOfMemoryError: CUDA out of memory. "
     "Tried to allocate 1.19 GiB. GPU 0 has a total capacity of 24.00 GiB of which 14.71 GiB is free. Of the allocated "
     "memory 7.89 GiB is allocated by PyTorch, and 12.54 MiB is reserved by PyTorch but unallocated. If reserved but "
     "unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  "
     "See documentation for Memory Management  (https://docs.pytorch.org/docs/stable/notes/cuda.html#optimizing-memory-"
     "usage-with-pytorch-cuda-alloc-conf)\n"
     "[rank0]:[W503 00:18:16.797904992 ProcessGroupNCCL.cpp:1575] Warning: WARNING: destroy_process_group() was not "
     "called before program exit, which can leak resources. For more info, please see "
     "https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())\n"
     "(EngineCore pid=51) Process EngineCore:\n"
     "(EngineCore pid=51) ERROR 05-03 00:18:17 [core.py:1136] EngineCore failed to start.",
     "oom_loading", {"tried_gib": 1.19, "total_gib": 24.0, "free_gib": 14.71}, "oom_unknown_phase",
     "club-3090 user (self-hosting Qwen3.6-27B for coding agents) on Windows WSL2 with two RTX 3090s, launching the "
     "kit's vllm/dual variant (TP=2; per the maintainer dual.yml runs --gpu-memory-utilization 0.92, max-model-len "
     "262144, max-num-seqs 2): a TP worker hits torch OOM during engine start, before serving. The maintainer's "
     "reading of the first log: 'a real budget overflow' (~16 GiB held by the other TP worker + 7.89 GiB init buffer "
     "+ 1.19 GiB next > 24 GiB); the dual config is already tight (~23.6 GB/card) on native Linux, and on WSL2 the "
     "Xwayland passthrough (~830 MiB on GPU 0) and the vGPU layer's reserve push it over.",
     "the maintainer (noonghunna, 2026-05-02): 'Try this first - edit `dual.yml`, lower budget for WSL2' (change two "
     "lines of models/qwen3.6-27b/vllm/compose/docker-compose.dual.yml, i.e. the memory budget: utilization / context; "
     "the exact values are cut in the stored text), then a 5-step triage ladder (vllm/minimal -> tools-text -> "
     "long-text -> dual) to find which layer breaks on WSL2; the issue was closed, the final confirmation was not "
     "reached",
     release="not printed (club-3090's pinned vLLM image, May 2026; V1 engine, multiproc_executor)",
     gpu="2x NVIDIA GeForce RTX 3090 (24 GiB) under Windows WSL2", gpus=2,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.92}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--max-model-len", "above": 262144}, {"flag": "--max-num-seqs", "above": 2}],
     note="Excerpt: a log the author (RossNE99) pasted in a LATER comment of the thread (turn 25, timestamps 05-03 "
          "00:18), not the first report (05-02 19:37, whose stored excerpt only shows the tail 'Exception: WorkerProc "
          "initialization failed due to an exception in a background process.'). The maintainer's decoding quotes the "
          "first log's 'Process 60 has 17179869184.00 GiB memory in use' on GPU 1 with the same 7.89 GiB / 1.19 GiB "
          "figures; the later log shows GPU 0 with 14.71 GiB reported free - it may be a re-run after some of the "
          "suggested changes, so command is None and the fix is the maintainer's advice, not a confirmed fix. Cause "
          "oom_unknown_phase (torch OOM in a worker during start, phase not printed; the maintainer calls it a real "
          "budget overflow made worse by WSL2's display/vGPU reserve). Forbidden: raising the budget or context above "
          "what dual.yml already used, or TP beyond the two cards.")

# ------------------------------------------- club-3090: WSL2 2x3090, GPUs 17/19.6 GiB busy at idle, preflight forced
case("github-club-3090-1134-qwen38-27b-dual-fast-wsl2-idle-vram-held-7.1-free-needs-21.7",
     "https://github.com/noonghunna/club-3090/issues/1134",
     "GPU 0 idle VRAM: 17461 MiB ⚠ something is using this GPU\n"
     "GPU 1 idle VRAM: 20079 MiB ⚠ something is using this GPU\n"
     "Processes: No running processes found\n"
     "[preflight] ERROR: GPU 0 has 7.1 GiB free, but this config needs ~21.7 GiB/card",
     "free_memory_low", {"free_gib": 7.1, "requested_gib": 21.7}, "other_process",
     "club-3090 user on Windows 11 + WSL2 (Ubuntu 24.04) with two RTX 3090s, started the kit's "
     "vllm/qwen38-27b-dual-fast variant (TP=2, gpu_memory_utilization=0.90, i.e. ~21.7 GiB per card) with --force: "
     "the cards already held ~17.0 and ~19.6 GiB at idle, taken by something on the Windows side that WSL's nvidia-smi "
     "cannot show ('No running processes found'), leaving ~7.1 and ~4.5 GiB free. vLLM loaded the weights, then "
     "aborted when it could not claim the KV/activation budget ('the model loads and after that container crash'). "
     "--force had bypassed the kit's preflight, which reports exactly this.",
     "the maintainer (noonghunna, 2026-09-06): the GPUs are 'already nearly full before the container starts' - "
     "re-run without --force so the preflight gate stops it, and free the memory held outside WSL (nvidia-smi inside "
     "WSL cannot show the holder) before launching; the issue is open, the author's confirmation was not reached",
     release="not printed (club-3090's pinned vLLM image, September 2026)",
     gpu="2x NVIDIA GeForce RTX 3090 (24 GiB) under Windows 11 WSL2", gpus=2,
     command="bash scripts/switch.sh vllm/qwen38-27b-dual-fast --force",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the lines the maintainer quotes from the author's report.sh output (the three GPU lines) and the "
          "kit's preflight line that, per the maintainer, is printed before the forced launch; the author's own vLLM "
          "log is not in the stored thread (the body is a long rig report). So the message is the launcher's "
          "preflight, not vLLM's own free-memory check - kind free_memory_low is a judgement call (same meaning: free "
          "memory below what the configured utilization asks). The failing 'command' is the kit's launcher, which "
          "starts vLLM; utilization 0.90 and TP=2 come from the maintainer's description of the variant. Cause "
          "other_process: memory held outside vLLM on the Windows host, invisible inside WSL.")

# ------------------------------------------- UI-TARS-desktop user: V0 engine dies in profiling on the size-key check
case("github-ui-tars-desktop-427-v0-engine-profile-size-must-contain-shortest-longest-edge",
     "https://github.com/bytedance/UI-TARS-desktop/issues/427",
     "ERROR 04-01 20:31:07 engine.py:366] size must contain 'shortest_edge' and 'longest_edge' keys.\n"
     "ERROR 04-01 20:31:07 engine.py:366] Traceback (most recent call last):\n"
     "ERROR 04-01 20:31:07 engine.py:366]   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 357, in run_mp_engine\n"
     "ERROR 04-01 20:31:07 engine.py:366]     engine = MQLLMEngine.from_engine_args(engine_args=engine_args,\n"
     "ERROR 04-01 20:31:07 engine.py:366]   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 119, in from_engine_args\n"
     "ERROR 04-01 20:31:07 engine.py:366]     return cls(ipc_path=ipc_path,\n"
     "ERROR 04-01 20:31:07 engine.py:366]   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 71, in __init__\n"
     "ERROR 04-01 20:31:07 engine.py:366]     self.engine = LLMEngine(*args, **kwargs)\n"
     "ERROR 04-01 20:31:07 engine.py:366]   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", "
     "line 276, in __init__\n"
     "ERROR 04-01 20:31:07 engine.py:366]     self._initialize_kv_caches()\n"
     "ERROR 04-01 20:31:07 engine.py:366]   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", "
     "line 416, in _initialize_kv_caches\n"
     "ERROR 04-01 20:31:07 engine.py:366]     self.model_executor.determine_num_available_blocks())",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A UI-TARS-desktop (computer-use agent app) user self-hosting the UI-TARS model with vLLM's OpenAI server "
     "(V0 multiprocessing engine, April 2025): start-up dies during the memory-profiling step "
     "(_initialize_kv_caches -> determine_num_available_blocks), where vLLM builds the Qwen2-VL image processor and "
     "the installed transformers rejects the model's preprocessor `size` for lacking 'shortest_edge'/'longest_edge'. "
     "Not a memory shortage despite the KV-cache frames in the traceback: a model-config vs transformers-version "
     "mismatch (the same failure as github-ui-tars-165 and vllm-15614).",
     "none stated in the thread (open issue; no answer reached)",
     release="not printed (V0 engine via vllm/engine/multiprocessing, Python 3.10 image, April 2025)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the start of the author's pasted log as the search excerpt shows it (turn 0, continued), cut "
          "where the stored text stops (inside determine_num_available_blocks); the model name and launch command are "
          "not in the stored excerpt - the 'UI TARS' label and the repository say it is the UI-TARS model. No reply in "
          "the stored thread: expectations come from the error text. The traceback passes through _initialize_kv_caches"
          " (profiling), so memory flags are marked wrong on purpose: they would not touch a processor-config "
          "ValueError.")

if __name__ == "__main__":
    BATCH.write()
