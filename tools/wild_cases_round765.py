"""Round-765 blind batch: NAMED LEADS (threads earlier collectors saw and did not spend, re-checked with fresh searches on
their own words: vllm #28498 (fix PR #45064), vllm PR #39126, vllm #20832 (fix PR #20853), vllm #40437 (fix PR #40606),
vllm #11268, ROCm/legacy-rocm-build #5007, modelscope/ms-swift #8186, huggingface/transformers #36246, vllm #44087,
EuroEval #1787 / #1866 / #1777 / #1778 (bot logs)); collected by helper wild765 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round765-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and the fix PR / maintainer answer it links). Excerpts are the text as the search tool's issues corpus shows
it; the fix is left out of the excerpt.

Look-ups: 29 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
3 cases:
- transformers #36246 (vLLM 0.7.2 + transformers 4.49.0, LLM('Qwen2.5-VL-7B'): "ImportError: cannot import name
  'Qwen2_5_VLImageProcessor' from 'transformers.models.qwen2_5_vl'"; transformers 4.49.0 removed the class the 0.7.2
  model file imports; a commenter's textual fix plus DarkLight1337's diagnosis on vllm #12932: vLLM 0.7.3+).
- vllm #28498 ('[Bug][RL]: Port Conflict', vLLM 0.11.0, 2P4D DeepSeek-V3; the error line comes from a commenter's
  one-host P/D reproducer: "zmq.error.ZMQError: Address already in use"; cause per fix PR #45064 and its siblings:
  get_open_port() probes a port, closes it, and the ZMQ bind comes later -- a second vLLM on the host takes it).
- vllm #44087 (Step-3.5/3.7-Flash NVFP4 + MTP speculative decoding: the drafter builds mtp_block with the target's
  NVFP4 quant config while the MTP weights are BF16 -> AssertionError on the weight shape in parameter.py; the
  reporter's fix: eugr/spark-vllm-docker PR #268, keep the MTP block unquantized and graft the dropped MTP weights).

How mined the slice is: these were the leftovers of rounds 280, 438, 476, 743, 750, 751, 752, 754, 759, 760, 761 and
763, each given up because the search excerpt stopped before the error line or had no cause. The fresh searches
reached new chunks only for #28498 (a comment with the error line and a reproducer; the fix PR #45064's own root-cause
text) and confirmed the textual answer of transformers #36246; #44087 is taken on its stored description (error
named and cut in the assert line). Every other lead is still unusable with the search tool alone: the chunk the
index returns for each is the same one earlier rounds saw.

Sources given up (for the lead, not cases):
- vllm #40437 (gemma-4-31B-it-unsloth-bnb-4bit; fixed by PR #40606, whose description gives the cause: k_eq_v layers
  ship no v_proj so the BNB QuantState covers q+k = 18432 of 20480 rows): four searches reached the closing comments
  and a traceback chunk stopping at gemma4.py 'hidden_states = self.self_attn(' -- never the error line. Claimed in
  CLAIMS.txt by this round, not written. A good case for a reader of whole threads (expected kind: torch's runtime
  error in gemma4.py's attention under bitsandbytes; cause quantization_mismatch-like / weight_loading_mismatch; fix:
  a release with PR #40606 or #42825).
- vllm #20832 (Qwen3-32B-AWQ on a 3090 after PR #20694; reverted by PR #20853): only the one-line description and
  the comments are stored; no error text in any chunk reached (two searches).
- vllm #11268 (LLM('meta-llama/Llama-3.1-70B-Instruct') through an in-house hub proxy: "HfHubHTTPError: 404 Client
  Error: Not Found for url: https://hfproxy/.../sentence_bert_config.json"): error line stored, the reporter blames
  PR #9506 (the sentence-transformers config lookup for every model), but the issue is open and three searches found
  no maintainer answer or fix PR. No confirmed cause.
- modelscope/ms-swift #8186 (transformers-5 list-valued extra_special_tokens in a swift 4.0 export refused by vLLM's
  transformers 4.x): two searches never reached the thread; the twin transformers #47110 and mlx-lm #661 are not vLLM.
- ROCm/legacy-rocm-build #5007 (RX 9070 XT under WSL2, vLLM 0.8.2; fix later vllm PR #38434): two searches return only
  the environment / rocminfo chunk; the vLLM error is not reached.
- vllm PR #39126 (Eagle3 draft on Kimi-K2.5-NVFP4 with FLASHINFER_MLA): two searches return the same llama_eagle3.py
  -> LlamaModel frames; the final error line is not reached.
- EuroEval #1866 (gemma-4-12B, traceback through determine_available_memory), #1777 (NorwAI-Mixtral-8x7B-instruct,
  KV-cache sizing lines), #1778 (NorwAI-Mistral-7B-instruct, compilation config dump), #1787 (norbloom-7b-scratch,
  config dump): the bot comments are stored from their cut heads; two searches reached no later chunk, and the bot
  threads carry no maintainer diagnosis. Also seen, not opened: EuroEval #1867, #1783, #1776, #1779, #1643, #1662.
- Seen in passing, not in the slice: vllm #40443 / PR #50960 / PR #44495 / PR #44813 / PR #54113 (same ZMQ port-race
  family; #40443 is used), vllm-ascend #15358 (a customer report pointing at #28498, no log), vllm #39378 (vLLM 0.19.0
  ROCm 7900 XTX 'Failed to infer device type', not checked), xorbitsai/inference #4727 (LoRA-merged Qwen3-VL, a
  transformers processor traceback), QwenLM/Qwen3-VL #2058 and ms-swift #8352 (skip-listed in earlier rounds).

Judgement calls for the lead:
1. transformers-36246: round 280 skip-listed this thread as 'the only answer is an image'; round 754 noted that the
   stored text now shows the error line and a textual answer ('i add Qwen2VLImageProcessor, it's work.'). The answer
   is terse (its screenshots are not readable), so the cause and the release fix are taken from the vLLM maintainer's
   answer on vllm #12932 (DarkLight1337, same import, same versions). A second report of the message already used
   in hf-qwen25-vl-72b-disc11-... (a different user and thread). kind and cause dependency_version_mismatch as that
   fixture.
2. vllm-28498: the issue description (robertgshaw2-redhat relaying a user's 2P4D DeepSeek-V3 report) stops in the
   DPLBAsyncMPClient frames before the error; the error line in the excerpt is from abhibambhaniya's comment, whose
   reproducer (two P2pNcclConnector servers on one host, kv_rank 0 / 1, no kv_port) may instead hit the connector's
   fixed kv_port + rank collision of vllm #44061 (used), not the get_open_port race. kind and cause port_in_use hold
   for either reading. The issue is open in the stored copy: PR #45064 (the race fix for engine ZMQ addresses and
   get_open_ports_list) is closed, PR #44813 open, PR #50960 (shm_broadcast's MessageQueue only) merged; no release
   fix for this path is confirmed.
3. vllm-44087: the stored error line is cut inside 'parameter.py: assert param_data.s'; the description names it an
   AssertionError (weight shape mismatch) and carries the reporter's own diagnosis, so the excerpt states its cause.
   kind weight_loading_mismatch as the twin fixture dgx-vllm-6 (NVFP4 Qwen3-Next MTP drafter, same assert); cause
   weight_loading_mismatch there too, though quantization_mismatch (an NVFP4 layer given BF16 weights) is a fair
   alternative. The issue's closing note is not stored; the fix is the reporter's PR #268 on eugr/spark-vllm-docker.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round765-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- transformers #36246: vLLM 0.7.2 + transformers 4.49.0, Qwen2.5-VL -> cannot import Qwen2_5_VLImageProcessor
case("transformers-36246-qwen25-vl-7b-vllm-072-transformers-449-cannot-import-qwen2-5-vlimageprocessor",
     "https://github.com/huggingface/transformers/issues/36246",
     "ImportError: cannot import name 'Qwen2_5_VLImageProcessor' from 'transformers.models.qwen2_5_vl' "
     "(/usr/local/lib/python3.10/dist-packages/transformers/models/qwen2_5_vl/__init__.py)\n"
     "\n"
     "### System Info\n"
     "\n"
     "vllm==0.7.2\n"
     "transformers==4.49.0\n"
     "\n"
     "### Who can help?\n"
     "\n"
     "ImportError: cannot import name 'Qwen2_5_VLImageProcessor' from 'transformers.models.qwen2_5_vl' "
     "(/usr/local/lib/python3.10/dist-packages/transformers/models/qwen2_5_vl/__init__.py)\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "from vllm import LLM\n"
     "model = LLM(model=\"Qwen2.5-VL-7B, trust_remote_code=True, dtype=\"bfloat16\")\n"
     "\n"
     "### Expected behavior\n"
     "\n"
     "I confirm the version:4.49.0_dev contains a script named image_processing_qwen2_5_vl.py, but version 4.49.0 "
     "remove it.\n"
     "ImportError: cannot import name 'Qwen2_5_VLImageProcessor' from 'transformers.models.qwen2_5_vl' "
     "(/usr/local/lib/python3.10/dist-packages/transformers/models/qwen2_5_vl/__init__.py)",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.7.2's Qwen2.5-VL model file imports Qwen2_5_VLImageProcessor, a class that existed only in the "
     "transformers 4.49.0 development builds; the released transformers 4.49.0 removed it (Qwen2.5-VL uses "
     "Qwen2VLImageProcessor), so importing vLLM's model code fails. A version mismatch between vLLM 0.7.2 and "
     "transformers 4.49.0, not the model files or memory.",
     "in the thread, a commenter (2710932616): 'i add Qwen2VLImageProcessor, it's work.' (details only in screenshots). "
     "The vLLM maintainer's diagnosis of the same import on vllm-project/vllm #12932 (DarkLight1337): transformers "
     "removed the definition of Qwen2_5_VLImageProcessor; editing the model's preprocessor config does not help "
     "because the older vLLM still imports it; with transformers 4.49 use vLLM 0.7.3 or newer (a user there confirms "
     "vllm 0.7.3 + transformers 4.49.0 works).",
     release="0.7.2", gpu=None, gpus=None,
     command="LLM(model=\"Qwen2.5-VL-7B, trust_remote_code=True, dtype=\"bfloat16\")",
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title and description as stored (the empty Information / Tasks checklists dropped); "
          "the comment with the fix and its screenshots left out. The reporter's command line is quoted as written "
          "(an unclosed quote after the model name). Judgement call 1.")

# ---------------------------------------- vllm #28498: [Bug][RL]: Port Conflict -- ZMQError: Address already in use (vLLM 0.11.0)
case("vllm-28498-rl-port-conflict-2p4d-deepseek-v3-zmq-address-already-in-use-v0110",
     "https://github.com/vllm-project/vllm/issues/28498",
     "[Bug][RL]: Port Conflict\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "- bug report:\n"
     "\n"
     "```\n"
     "Hello vLLM team, I'm running into a suspicious ZMQ socket bug with my 2P 4D configuration for DeepSeek-V3 (see "
     "below). I thought it is caused by reusing same nodes for many vLLM launches, but now it happened also at a clean "
     "node. Seems like a DP bug of sorts. Please find logs attached. vllm==0.11.0.\n"
     "```\n"
     "\n"
     "```bash\n"
     "[1;36m(APIServer pid=670293)[0;0m   File \"XXX/.venv/lib/python3.12/site-packages/vllm/v1/engine/async_llm.py\", "
     "line 134, in __init__\n"
     "[1;36m(APIServer pid=670293)[0;0m     self.engine_core = EngineCoreClient.make_async_mp_client(\n"
     "[1;36m(APIServer pid=670293)[0;0m                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[1;36m(APIServer pid=670293)[0;0m   File \"XXX/.venv/lib/python3.12/site-packages/vllm/v1/engine/core_client.py\", "
     "line 101, in make_async_mp_client\n"
     "[1;36m(APIServer pid=670293)[0;0m     return DPLBAsyncMPClient(*client_args)\n"
     "[1;36m(APIServer pid=670293)[0;0m            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[1;36m(APIServer pid=670293)[0;0m   File \"XXX/.venv/lib/python3.12/site-packages/vllm/v1/engine/core_client.py\", "
     "line 1125, in __init__\n"
     "[1;36m(APIServer pid=670293)[0;0m     super().__init__(vllm_config, executor_class, log_stats,\n"
     "[1;36m(APIServer pid=670293)[0;0m   File \"XXX/.venv/lib/python3.12/site-packages/vllm/v1/engine/core_cli\n"
     "\n"
     "[...]\n"
     "\n"
     "abhibambhaniya · comment · 2025-11-13\n"
     "@haosdent , I am still seeing the same error with #28636  . \n"
     "\n"
     "To recreate the error try this script or the shorter method below:\n"
     "\n"
     "```\n"
     "model=\"meta-llama/Meta-Llama-3.1-8B-Instruct\"\n"
     "# Prefill server:\n"
     "CUDA_VISIBLE_DEVICES=0 vllm serve $model     --port 8100     --max-model-len 10000     "
     "--gpu-memory-utilization 0.6     --kv-transfer-config     "
     "'{\"kv_connector\":\"P2pNcclConnector\",\"kv_role\":\"kv_producer\",\"kv_rank\":0,\"kv_parallel_size\":2,"
     "\"kv_buffer_size\":5e9}' &\n"
     "\n"
     "# Decode server:\n"
     "CUDA_VISIBLE_DEVICES=1 vllm serve $model     --port 8200     --max-model-len 10000     "
     "--gpu-memory-utilization 0.6     --kv-transfer-config     "
     "'{\"kv_connector\":\"P2pNcclConnector\",\"kv_role\":\"kv_consumer\",\"kv_rank\":1,\"kv_parallel_size\":2,"
     "\"kv_buffer_size\":5e9}' &\n"
     "```\n"
     "\n"
     "In this the decode server gives the error and crashes:  `zmq.error.ZMQError: Address already in use`",
     "port_in_use", {}, "port_in_use",
     "Two vLLM instances started on one host (a prefill and a decode server of a P/D setup) pick their ZeroMQ ports "
     "with get_open_port(), which binds a temporary socket to port 0, reads the port and closes it; the real ZMQ bind "
     "happens later, so the other instance can be handed the same port in between and one of them dies with "
     "EADDRINUSE. The port is held by the sibling vLLM process, not by a stale server; nothing about memory, length or "
     "parallel sizes.",
     "not fixed in the stored thread (open). Fix PR #45064 ('fix: [Bug][RL]: Port Conflict', Fixes #28498, closed): "
     "get_engine_zmq_addresses calls get_open_port() separately for each ZMQ address and 'A second concurrent vLLM "
     "instance on the same host (e.g., a prefill process running alongside a decode process in a 2P setup) can call "
     "get_open_port() in the window between the close and the ZMQ bind, receive the same port, and one instance will "
     "fail with ZMQError: Address already in use'; the same TOCTOU race in get_open_ports_list. Sibling PRs bind to "
     "port 0 and read the bound port back (PR #44813 open; PR #50960 merged for shm_broadcast's MessageQueue). Until a "
     "release has the fix: start the instances one after the other (or retry the launch; vllm-ascend #15358 reports "
     "the third start succeeding).",
     release="0.11.0", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=1 vllm serve $model     --port 8200     --max-model-len 10000     "
             "--gpu-memory-utilization 0.6     --kv-transfer-config     "
             "'{\"kv_connector\":\"P2pNcclConnector\",\"kv_role\":\"kv_consumer\",\"kv_rank\":1,"
             "\"kv_parallel_size\":2,\"kv_buffer_size\":5e9}' &",
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--data-parallel-size"}],
     note="Excerpt: the issue title and the stored description chunk (it stops mid-path in the core_client.py frame; "
          "'[1;36m' is the stored text's colour code with the escape byte gone), then '[...]' and "
          "abhibambhaniya's comment, which holds the error line; the other comments and the fix PRs left out. The "
          "command is the comment's decode server. Judgement call 2: the comment's reproducer may hit the "
          "P2pNcclConnector kv_port collision (vllm #44061) rather than the race; port_in_use either way.")

# ---------------------------------------- vllm #44087: Step-3.5/3.7-Flash NVFP4 + MTP: drafter quantizes mtp_block -> AssertionError weight shape
case("vllm-44087-step37-flash-nvfp4-mtp-drafter-quantizes-bf16-mtp-block-shape-assert",
     "https://github.com/vllm-project/vllm/issues/44087",
     "[Bug]: Step-3.5/3.7-Flash MTP speculative decoding fails to load on NVFP4 (drafter quantizes mtp_block, can't "
     "keep unquantized MTP weights)\n"
     "\n"
     "### Summary\n"
     "\n"
     "On an **NVFP4** checkpoint, Step-3.5/3.7-Flash **MTP speculative decoding fails to load the draft model** with "
     "an `AssertionError` (weight shape mismatch), because the MTP drafter builds its `mtp_block` (and `shared_head`) "
     "using the model's NVFP4 quant config **even when the MTP weights are unquantized (BF16)**. The draft model's "
     "quant config is filtered to the *target* model's modules, so `hf_quant_config.json` `exclude_modules` cannot "
     "reach the MTP layers — there is no way to keep them unquantized.\n"
     "\n"
     "Distinct from the existing Step-3.5 MTP issues (#38339 low acceptance, #40000 v0.19 start failure, #38498 ROCm): "
     "this is an **NVFP4-specific** quantization/load mismatch.\n"
     "\n"
     "### Where\n"
     "\n"
     "`vllm/model_executor/models/step3p5_mtp.py`, `Step3p5AMultiTokenPredictorLayer.__init__`:\n"
     "\n"
     "```python\n"
     "quant_config = vllm_config.quant_config\n"
     "...\n"
     "self.shared_head = SharedHead(config=config, quant_config=quant_config)\n"
     "self.mtp_block = Step3p5DecoderLayer(\n"
     "    vllm_config,            # carries the NVFP4 quant_config\n"
     "    prefix=f\"{prefix}.mtp_block\",\n"
     ")\n"
     "```\n"
     "\n"
     "So `mtp_block`'s linears are created as NVFP4 (packed) and expect packed FP4 weights, while a checkpoint whose "
     "MTP block is unquantized (BF16) provides full-width weights:\n"
     "\n"
     "```\n"
     "parameter.py: assert param_data.s",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "With --speculative-config method mtp on an NVFP4 (ModelOpt) Step-3.5/3.7-Flash checkpoint, vLLM's MTP drafter "
     "(step3p5_mtp.py) builds its mtp_block and shared_head with the target model's NVFP4 quant config, so those "
     "linears expect packed FP4 tensors; the MTP weights are BF16 (ModelOpt's export dropped the MTP layers, and the "
     "reporter grafted the original BF16 ones back), and hf_quant_config.json's exclude_modules cannot reach the "
     "draft's modules because the draft's quant config is filtered to the target's. The loader's shape assert in "
     "parameter.py fails (NVFP4-packed param=(11264, 2048) vs the full-width BF16 tensor). A checkpoint / "
     "quantization-layout mismatch of the drafter, not memory.",
     "not in the stored issue thread (closed; its closing note is not stored). The reporter's own fix, "
     "eugr/spark-vllm-docker PR #268 ('Step-3.7-Flash NVFP4 + MTP speculative decoding', choiceoh): graft the three "
     "MTP layers' weights back into the NVFP4 export, repair the four per-layer config lists ModelOpt truncated "
     "(layer_types, partial_rotary_factors, swiglu_limits, swiglu_limits_shared), and keep the drafter's MTP block "
     "unquantized so it loads; verified on dual DGX Spark (GB10), TP=2, acceptance length ~2.4-2.6. Without that: "
     "serve the NVFP4 checkpoint without MTP speculative decoding.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description as stored; the stored text ends inside the assert line "
          "('assert param_data.s'), so the shape numbers are not in the excerpt (param=(11264, 2048) is from the "
          "reporter's PR #268). The description carries the reporter's own diagnosis. GPU (GB10) and TP=2 come from "
          "PR #268, not the issue, so gpu / gpus are left None. Judgement call 3.")

BATCH.write()
