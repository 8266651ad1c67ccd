"""Round-849 blind batch: MORE EVENTS IN TROUBLESHOOTING NOTES USED ONCE (1): a third of 51 such files; collected by a
helper and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round849-blind"``; the
lead grades it once (tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 19. 4 cases (three from Cuena's DeepSeek-V4 Ray debugging notes, one from a LOG.md). Dropped: aws-samples
ISSUES_FIXED.md (HyperPod items), 15-Leafresh-AI, 6/model-workbench, ZengboJamesWang, Sudidaren, WordMaze-RL (no
second launch failure), Peuqui's handover (too long to search).

4 cases:
- bozoukov-aft-qwen36-27b-fp8-v026-agent-max-model-len-40960-http-400-context-exceeded: https://github.com/Matthew-Bozoukov/Lessons_from_constituitional_AFT/blob/d27110b8f3622c1dede3c26971bf48f137df4986/LOG.md
- cuena-mn5-dsv4-pro-ray-dp-dp-master-node-0000-missing-or-dead: https://github.com/Cuena/vector-inference-mn5/blob/7acaf4e6d69530d5e71e9ae335c93bc0df877ce9/docs/deepseek-v4-ray-debugging.md
- cuena-mn5-dsv4-pro-ray-dp-tp8-dp3-vllm-host-ip-copied-one-unique-ip: https://github.com/Cuena/vector-inference-mn5/blob/7acaf4e6d69530d5e71e9ae335c93bc0df877ce9/docs/deepseek-v4-ray-debugging.md
- cuena-mn5-dsv4-pro-tp24-6x4-128-heads-not-divisible-by-24: https://github.com/Cuena/vector-inference-mn5/blob/7acaf4e6d69530d5e71e9ae335c93bc0df877ce9/docs/deepseek-v4-ray-debugging.md

Judgement calls for the lead: gpus_available 24 in the Cuena cases is the allocation (6 nodes x 4). bozoukov: no vLLM
message, a request-time failure of a server started with too short a context.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round849-blind")
case = BATCH.case

case('bozoukov-aft-qwen36-27b-fp8-v026-agent-max-model-len-40960-http-400-context-exceeded',
     'https://github.com/Matthew-Bozoukov/Lessons_from_constituitional_AFT/blob/d27110b8f3622c1dede3c26971bf48f137df4986/LOG.md',
     '## 2026-07-29 — FP8 matched-pair ODCV eval (fine-tune vs base). GOTCHAS FOR FUTURE AGENTS.\n\n**Design:** serve BOTH the fine-tune and the unmodified base at FP8 on the same vLLM build,\nsame flags, same tunnel, temperature 0 — so the arms differ only by the LoRA. [...]\n\n### Serving Qwen3.6-27B (hybrid Mamba/linear-attention + vision tower) on vLLM 0.26\n\n[...]\n2. [...] At 40960, **7/80 scenarios died** with HTTP 400\n   (context exceeded) and produced **no transcript at all** — `agent_main.py` catches the API\n   error and `return traj` *without* calling `_archive_trail`. The agent loop resends its whole\n   growing conversation and upstream never truncates bash output (that line is commented out).\n[...]\n4. **`--quantization fp8` works** and gives **70.6 tok/s vs 49.0 bf16 (1.44×)**, KV cache\n   252k → 678k tokens.',
     None,
     {'max_model_len': 40960},
     'prompt_exceeds_max_model_len',
     'Qwen3.6-27B (and its LoRA fine-tune) served with vLLM 0.26 at --quantization fp8 on one H100 for the ODCV-Bench bash agent, with --max-model-len 40960. The agent resends its whole growing conversation each cycle and the harness never truncates bash output, so long trajectories outgrew the 40960-token context and vLLM rejected those requests with HTTP 400 (context exceeded); 7 of 80 scenarios died without a transcript. The same model had run without failures on OpenRouter at its native 262144 context. The server started fine; the limit was simply too short for the workload (the FP8 KV pool held ~678k tokens, so a longer limit fit).',
     "the author's log, same item: '`--max-model-len` must be LARGE. ... **Use ≥131072.** All 7 re-ran clean afterwards.'",
     release='0.26 (vLLM 0.26, per the section heading)',
     gpu="NVIDIA H100 80GB (the entry's single-H100 roofline arithmetic; the project's boxes are 1x H100 80GB)",
     gpus=1,
     command=None,
     forbidden=[{'flag': '--max-model-len', 'at_most': 40960}, {'flag': '--gpu-memory-utilization'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--enforce-eager'}, {'flag': '--cpu-offload-gb'}],
     note="A second event from an already-used file: LOG.md was used before (at blob/main) for item 1 of the same 2026-07-29 section (max_num_seqs 1024 > 345 Mamba cache blocks, fix --max-num-seqs 32); this is item 2, a different failure (request-time HTTP 400 on context length) with its own figure and fix. Read at commit d27110b8 (a shorter, older version of LOG.md than the one the earlier fixture quoted). Excerpt: the entry heading and first sentence of its Design paragraph, the Serving heading, item 2 without its bold lead ('`--max-model-len` must be LARGE.', the answer) and without its last two sentences (the OpenRouter 262144 comparison and 'Use ≥131072. All 7 re-ran clean afterwards.'), then item 4's first sentence (setup: FP8, KV cache 678k tokens). Item 1 (the Mamba-blocks startup error) left out so the excerpt carries one failure. message_kind null: the log paraphrases the failure as 'HTTP 400 (context exceeded)', no vLLM message text is quoted (vLLM's own would be the prompt-too-long check, vllm_check_failed). Not a launch failure but a wrong-capacity start: the server came up with a context too short for the agent. gpus_available 1: item 8 computes decode against one H100's bandwidth roofline and the same project's boxes are '1×H100 80GB'; the serving box's count is not stated in the entry itself. Command not in the log.")

case('cuena-mn5-dsv4-pro-ray-dp-dp-master-node-0000-missing-or-dead',
     'https://github.com/Cuena/vector-inference-mn5/blob/7acaf4e6d69530d5e71e9ae335c93bc0df877ce9/docs/deepseek-v4-ray-debugging.md',
     '# DeepSeek V4 / vLLM 0.20.1 Ray Debugging Notes\n\nDate: 2026-05-08\n\n[...]\n\nAfter job `40250971`, the active experiment was changed again to:\n\n```text\ncompilation_configs/deepseek_v4_pro_mn5_tp8_dp3_ep.yaml\n```\n\nwith `num_nodes: 6`, `--tensor-parallel-size: 8`, and\n`--data-parallel-size: 3`.\n\nAfter job `40253904`, the model preset also pins `--api-server-count: 1`.\n\nAfter job `40254155`, the model preset also adds\n`--data-parallel-backend: ray` and `VLLM_RAY_DP_PACK_STRATEGY=span`.\n\nAfter job `40255510`, the launcher stopped exporting `VLLM_HOST_IP` from the\nouter SLURM environment. After job `40256658`, it now sets node-local\n`VLLM_HOST_IP` only for `ray start`.\n\n[...]\n\nThe launcher now sets `VLLM_HOST_IP` only in the `ray start` process\nenvironment for each node. The head script does not export it before\n`vllm serve`, so the driver should not copy a single head IP into remote actors.\n\nJob `40262452` showed that node-local `VLLM_HOST_IP` for Ray workers was not\nenough [...]\n\n```text\nUsing host IP 0.0.0.0 as ray-based data parallel address\nAssertionError: The DP master node (ip: 0.0.0.0) is missing or dead\n```',
     'vllm_check_failed',
     {'tensor_parallel_size': 8},
     'host_ip_detection_failed',
     "Same DeepSeek V4 Pro TP8 x DP3 Ray-DP launch (vLLM 0.20.1, 6 SLURM nodes, Singularity --containall). With VLLM_HOST_IP now set only in each node's 'ray start' and not in the vLLM driver's environment, 'the vLLM driver itself still could not infer the ray-based DP master address and selected 0.0.0.0', so the Ray DP placement looked for a master node at 0.0.0.0, which no Ray node has, and asserted.",
     'the author: \'The launcher now adds an explicit --data-parallel-address "$head_node_ip" for Ray DP jobs\'; the next job 40263543 \'showed that the explicit DP address worked\' (vLLM moved on to DP placement-group creation)',
     release='0.20.1',
     gpu='not named (MareNostrum 5 nodes, 4 GPUs each)',
     gpus=24,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size'}, {'flag': '--enforce-eager'}],
     note="Another event of an already-used file (used before for its two Gemma 4 events; the TP24 heads and the duplicate-IP events are separate round849 cases). This is job 40262452. Excerpt: title/date; the config-work lines of the TP8/DP3 Ray-DP preset and the launcher's VLLM_HOST_IP history (setup, including the previous round's fix); the paragraph on what the launcher now does; the job 40262452 sentence cut after 'was not enough' (the rest, 'because the vLLM driver itself still could not infer the ray-based DP master address and selected 0.0.0.0', is the diagnosis) and its two-line error as quoted. Left out: the job 40256658 failure ('Failed to get the IP address, using 0.0.0.0 by default' / unique-IP check on {'0.0.0.0'}: a different message for the workers) and everything from 'The launcher now adds an explicit --data-parallel-address' on. The next failure (job 40263543, 'Not enough total available nodes (5)') had a fix that was never tested before the work was abandoned, so it is not taken. Judgement call: cause host_ip_detection_failed (the driver could not determine its own address); alternative vllm_check_failed, as the vllm#51712 fixture of the same assertion (a different, config-bug cause at DP size 1) named it. gpus_available 24 = 6 nodes x 4 GPUs.")

case('cuena-mn5-dsv4-pro-ray-dp-tp8-dp3-vllm-host-ip-copied-one-unique-ip',
     'https://github.com/Cuena/vector-inference-mn5/blob/7acaf4e6d69530d5e71e9ae335c93bc0df877ce9/docs/deepseek-v4-ray-debugging.md',
     '# DeepSeek V4 / vLLM 0.20.1 Ray Debugging Notes\n\nDate: 2026-05-08\n\n[...]\n\nAfter job `40250971`, the active experiment was changed again to:\n\n```text\ncompilation_configs/deepseek_v4_pro_mn5_tp8_dp3_ep.yaml\n```\n\nwith `num_nodes: 6`, `--tensor-parallel-size: 8`, and\n`--data-parallel-size: 3`.\n\nAfter job `40253904`, the model preset also pins `--api-server-count: 1`.\n\nAfter job `40254155`, the model preset also adds\n`--data-parallel-backend: ray` and `VLLM_RAY_DP_PACK_STRATEGY=span`.\n\n[...]\n\nImportant config settings:\n\n```yaml\nblock-size: 256\nmax-model-len: 100000\nmax-num-seqs: 1\nmax-num-batched-tokens: 512\nno-enable-flashinfer-autotune: true\nattention-config: \'{"use_fp4_indexer_cache": true}\'\n\ncompilation-config: >\n  {"mode":0,\n   "cudagraph_mode":"FULL_DECODE_ONLY",\n   "pass_config":{"fuse_allreduce_rms":false}}\n```\n\n[...]\n\nJob `40255510` showed that Ray DP did start and vLLM created\n`DPMoEEngineCoreActor` processes, but those actors failed [...]\n\n```text\nEvery node should have a unique IP address ... 1 unique IP addresses\n{\'10.2.104.70\'}.\n```\n\n[...]\n\n- Add runtime env forwarding for container commands:\n\n```bash\nPYTHONPATH=${PYTHONPATH:-}\nVEC_INF_PATCH_RAY_INIT_NODE_IP=${VEC_INF_PATCH_RAY_INIT_NODE_IP:-}\nVLLM_HOST_IP=${VLLM_HOST_IP:-}\nHOST_IP=${HOST_IP:-}\nRAY_ADDRESS=${RAY_ADDRESS:-}\nRAY_NODE_IP_ADDRESS=${RAY_NODE_IP_ADDRESS:-}\nRAY_OVERRIDE_NODE_IP_ADDRESS=${RAY_OVERRIDE_NODE_IP_ADDRESS:-}\n```',
     'vllm_check_failed',
     {'tensor_parallel_size': 8},
     'host_ip_detection_failed',
     "DeepSeek V4 Pro, vLLM 0.20.1, TP8 x DP3 with --data-parallel-backend ray over 6 SLURM nodes (Singularity). The SLURM launcher exported VLLM_HOST_IP (the head node's IP) in the vLLM driver's environment; 'vLLM copies VLLM_* environment variables into Ray actors, so remote actors inherited the head IP and vLLM reported duplicate node IPs' (only one unique IP, 10.2.104.70), and the DPMoEEngineCoreActor processes failed vLLM's one-IP-per-node check. Not a network or GPU problem: a per-node IP override leaked to every node.",
     "the author: 'The launcher now leaves VLLM_HOST_IP unset in the vLLM driver environment' (then, after job 40256658, sets it only in each node's own 'ray start' environment); the next job 40256658 confirmed 'The duplicate head-IP failure was gone'",
     release='0.20.1',
     gpu='not named (MareNostrum 5 nodes, 4 GPUs each)',
     gpus=24,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size'}, {'flag': '--enforce-eager'}],
     note="Another event of an already-used file (used before for its two Gemma 4 events, different failures and fixes; the TP24 heads event is a separate round849 case). This is job 40255510. Excerpt: title/date; the config-work lines describing the TP8/DP3 Ray-DP preset; the 'Important config settings' yaml block; the job 40255510 sentence cut after 'those actors failed' (the rest, 'because the launcher exported VLLM_HOST_IP on the head node. vLLM copies VLLM_* environment variables into Ray actors ...', is the answer) and its error block as the author quotes it (the author's own '...' abridgement, no full traceback in the file); last, the launcher's container env-forwarding block from the 'Code Changes Made' section (the user's setup: VLLM_HOST_IP forwarded into the container), placed after the error though it sits later in the file. Left out: the 'After job 40255510, the launcher stopped exporting VLLM_HOST_IP' line and all later paragraphs (the fix). Judgement calls: message_kind vllm_check_failed (vLLM's Ray executor check; an earlier fixture of the same message uses it); cause host_ip_detection_failed: the IP vLLM took for each node was wrong, here through an env override rather than failed detection; the alternative is vllm_check_failed (as the LongCat fixture named its same-message, different-cause case) or a new name like vllm_host_ip_env_propagated. gpus_available 24 = 6 nodes x 4 GPUs; GPU model not named. tensor_parallel_size 8 from the preset line.")

case('cuena-mn5-dsv4-pro-tp24-6x4-128-heads-not-divisible-by-24',
     'https://github.com/Cuena/vector-inference-mn5/blob/7acaf4e6d69530d5e71e9ae335c93bc0df877ce9/docs/deepseek-v4-ray-debugging.md',
     '# DeepSeek V4 / vLLM 0.20.1 Ray Debugging Notes\n\nDate: 2026-05-08\n\n[...]\n\n## DeepSeek V4 Pro Config Work\n\nAdded a DeepSeek V4 Pro MN5 profile and an initial config file:\n\n```text\ncompilation_configs/deepseek_v4_pro_mn5_tp16_ep.yaml\n```\n\nAfter job `40247684`, the active experiment was changed to:\n\n```text\ncompilation_configs/deepseek_v4_pro_mn5_tp24_ep.yaml\n```\n\nwith `num_nodes: 6` and `--tensor-parallel-size: 24`.\n\n[...]\n\n- Job `40247684` proved the Ray attach issue was fixed and TP16 reached model\n  construction.\n- TP16 then failed with:\n\n```text\nValueError: Weight input_size_per_partition = 192 is not divisible by\nweight quantization block_k = 128.\n```\n\n- Job `40250971` tested TP24 on 6 nodes and failed earlier, during speculative\n  decoding config validation:\n\n```text\nValue error, Total number of attention heads (128) must be divisible by\ntensor parallel size (24).\n```',
     'tp_not_divisible',
     {'num_attention_heads': 128, 'tensor_parallel_size': 24},
     'tp_not_divisible',
     "DeepSeek V4 Pro on vLLM 0.20.1 (Singularity image) across 6 MareNostrum 5 nodes x 4 GPUs through a manually started Ray cluster: after TP16 (4 nodes) failed the FP8 block check, job 40250971 tried --tensor-parallel-size 24 to use all 24 GPUs, and config validation (with MTP speculative decoding still on) refused because the model's 128 attention heads are not divisible by 24. A tensor-parallel size the model cannot be split by, not memory or Ray.",
     "the author: 'TP24 is therefore invalid for DeepSeek V4's 128 heads ... TP8 satisfies both known constraints' (128 % 8, and 3072/8 = 384 a multiple of the 128 FP8 block); the next config used --tensor-parallel-size 8 with --data-parallel-size 3 and expert parallelism over the 24 GPUs ('DP3 uses the remaining 24-GPU allocation ... instead of increasing TP to an invalid value'), speculative decoding disabled; job 40253904 with TP8/DP3 got past this validation and 'reached vLLM internal DP startup' (it then failed on later, unrelated multi-node issues)",
     release='0.20.1',
     gpu='not named (MareNostrum 5 nodes, 4 GPUs each)',
     gpus=24,
     command=None,
     forbidden=[{'flag': '--tensor-parallel-size', 'value': '24'}, {'flag': '--tensor-parallel-size', 'value': '16'}, {'flag': '--tensor-parallel-size', 'above': 24}, {'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}],
     note="A second/third event from an already-used file: the file was used before for its two Gemma 4 events (--limit-mm-per-prompt JSON parse error; max_tokens_per_mm_item 2496 > max_num_batched_tokens 2048), both different failures with their own fixes. This is the DeepSeek TP24 event (job 40250971). Excerpt: the file's title/date, the start of 'DeepSeek V4 Pro Config Work' up to 'with num_nodes: 6 and --tensor-parallel-size: 24', then the bullets under 'compilation_configs/deepseek_v4_pro_mn5_tp8_dp3_ep.yaml' from the TP16 result to the TP24 error; cut: the author's conclusion ('TP24 is therefore invalid ... TP8 satisfies both known constraints ... DP3 ...') and the TP8/DP3 config changes (the fix). The TP16 block_k error stays in as the preceding context (it is why TP24 was tried; its own fix is the same TP8 move, see forbidden). gpus_available 24 = the whole allocation (6 nodes x 4 GPUs: 'each MN5 node has only 4 GPUs', 'the remaining 24-GPU allocation'); per node it is 4. GPU model is not named in the file. Forbidding TP16: the same file shows it fails for this checkpoint (block_k).")

if __name__ == "__main__":
    BATCH.write()
