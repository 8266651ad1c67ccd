"""Round-788 blind batch: CONTEXT AND PIPELINE PARALLELISM AT VLLM'S START-UP (--decode-context-parallel-size (DCP) /
prefill context parallel (PCP) refusals or crashes, --pipeline-parallel-size with a model or feature that refuses PP,
VLLM_PP_LAYER_PARTITION, PP with speculative decoding / LoRA / multimodal encoders, PP over Ray or multiple nodes),
2025-2026; collected by helper wild788 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round788-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PRs it or its twins link) only. Excerpts are the text as the search tool's issues corpus shows it; the
fix is left out of the excerpt.

Look-ups: 37 of the 45 allowed, all ``search`` (36 corpus=issues, 1 corpus=pages; no read_file / find_string / fetch).
2 cases, both the same family (vLLM V1's Ray executor re-sorting its workers for pipeline parallelism and updating
rpc_rank but not global_rank, so a worker takes another stage's KV-cache config and looks up layers it does not own):
vllm #31903 (DeepSeek-V3.2, TP8 x PP over Ray: KeyError 'model.layers.30.self_attn.indexer.k_cache'; the reporter's own
fix PR #31937), vllm #41287 (Qwen3-32B on 3 nodes x 8 H100, TP8 x PP3 over Ray, vLLM 0.19.1: KeyError on the first
layer of a shard the worker does not own; the reporter's diagnosis, plus PRs #31580 / #33700 / vllm-ascend #6993).

How mined: the slice is mined out for the common lines. Nearly every PP thread the searches return ('Pipeline
parallelism is not supported for this model', MTP / EAGLE draft without SupportsPP, PP + spec decode, Kimi / Qwen3.5 /
MiniMax / Step3p5 PP refusals, PP KeyErrors, multi-node Ray PP) is already used or named in an earlier skip list.
DCP / PCP have almost no user threads with a start-up error line and a cause: the stored DCP material is mostly PRs
that reword the 'DCP requires attention impls to return the softmax lse' assertion (for #28407, used), and the user
threads found are output-drift reports (#41623), a request-time assertion (#28476) or feature requests (#47846).

Sources given up (for the lead, not cases):
- Already used or in an earlier skip list: vllm #33685, #45455, #52761, #14117, #10615, #49355, #57755, #36643,
  #36861, #15217, #15332, #42927, #28407, #41623, #40649 (a case in round 530), #37974, #36640, #12026, #21438, #29447,
  #37933, #7474, #14009, #14093, #9015, #7413, #22424; ray-project/ray #63328; vllm-gaudi #728; vllm-ascend #2077,
  #6678, #10910; SystemPanic/vllm-windows #71; OpenGVLab/InternVL #524 (2024, and skip-listed).
- Error line not in the stored chunk / no cause: vllm #28476 (DCP + DeepSeek-V3 'AssertionError on long context';
  the stored chunks are torch.fx frames only, no assertion text, no answer reached; request-time), #37001 (multi-node
  PP crash: the only error is Ray's raylet 'Check failed ... ChannelError: Channel closed', not vLLM's; the cause is only
  the unmerged, stale PR #37102 (VLLM_RAY_CGRAPH_BUFFER_SIZE_BYTES) by a drive-by contributor), vllm-ascend #12102
  (v0.23.0 A3 with DCP: 'AssertionError: sum_page_size_bytes % current_kv_cache_spec.page_size_bytes == 0' at
  start-up; the only answer is pisceskkk's 'please try https://github.com/vllm-project/vllm-ascend/pull/11981' and
  the PR's content was not reachable in two look-ups, so neither the cause nor whether the assert is vLLM's or
  vllm-ascend's could be read; a good candidate once PR #11981 is readable).
- Feature request, no answer: vllm #47846 (MRV2 'Value error, Model Runner V2 does not yet support: prefill context
  parallelism' with PCP 8, and 'World size (64) is larger than the number of available GPUs (8) in this node' with
  TP8 x PCP8 on one H20 node; no maintainer reply stored; the first message's gate is explained only by the TPU PR
  #50612, and the same message is already the fixture tpu-inference-pr3309-...).
- Fix PRs only (same family as the cases, not taken to keep the family at two): vllm PR #31580 (zhaoninge, closed,
  pastes the KeyError log), PR #33700 (for issue #30128, closed; #30128 itself not found in the corpus), PR #40678,
  vllm-ascend PR #6993.

Judgement calls for the lead:
1. vllm-31903 is named in round 411's skip list as 'traceback cut in initialize_from_config'. The stored text this
   round does hold the error line (a second chunk of the same description ends in "KeyError:
   'model.layers.30.self_attn.indexer.k_cache'"), and the thread is not in USED_SOURCES.txt, so it was taken; drop it
   if skip-listed threads are never to be reused.
2. Both cases follow README's null row (Python's KeyError on an attention layer's / KV cache's name where the launch
   splits the layers over pipeline stages: cause pp_unsupported), as the earlier fixtures vllm-37974 and
   ray-pr63328 did. The real cause is narrower: a bug of vLLM's Ray executor (global_rank left stale by adjust_rank),
   not a model that refuses PP; the lead may prefer release_regression (#41287 names PR #23691 as the change that
   broke it).
3. None of the fix PRs is merged in the stored text (#31937, #31580, #33700 closed; #41287 closed as stale), so
   'fix' is the reporters' / PR authors' patch (set global_rank with rpc_rank in adjust_rank) plus the workaround the
   PRs imply (not the Ray executor's re-sorting, i.e. another executor backend or no PP), not a confirmed release.
4. vllm-41287's stored description names the failing layers only in a table ('KeyError layer | layers.21') and in the
   title ('`KeyError` at KV-cache init'); the traceback line itself is not in the stored chunks read. Taken because
   the reporter's diagnosis is precise; drop it if the verbatim line is required.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round788-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm #31903: DeepSeek-V3.2 TP8 x PP over Ray -> KeyError 'model.layers.30.self_attn.indexer.k_cache'
case("vllm-31903-dsv32-tp8-pp-ray-keyerror-indexer-k-cache-stale-global-rank",
     "https://github.com/vllm-project/vllm/issues/31903",
     "[Bug]: TP8+PP8 running deepseek-3.2 error\n"
     "\n"
     "```\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", line 650, in init\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] super().init(\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", line 111, in init\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] num_gpu_blocks, num_cpu_blocks, kv_cache_config = self._initialize_kv_caches(\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", line 269, in _initialize_kv_caches\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] self.model_executor.initialize_from_config(kv_cache_configs)\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/abstract.py\", line 115, in initialize_from_config\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] self.collective_rpc(\"initialize_from_config\", args=(kv_cache_configs,))\n"
     "[...]\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py\", line 4843, in get_attn_backends_for_group\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] layers = get_layers_from_vllm_config(\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] File \"/usr/local/lib/python3.12/dist-packages/vllm/config/vllm.py\", line 1457, in get_layers_from_vllm_config\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] if isinstance(forward_context[layer_name], layer_type)\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] ~~~~~~~~~~~~~~~^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=749) ERROR 01-07 00:15:34 [core.py:879] KeyError: 'model.layers.30.self_attn.indexer.k_cache'\n"
     "(EngineCore_DP0 pid=749) Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=749) File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "(EngineCore_DP0 pid=749) self.run()\n"
     "(EngineCore_DP0 pid=749) File \"/usr/lib/python3.12/multiprocessing/process.py\", line 108, in run\n"
     "(EngineCore_DP0 pid=749) self._target(*self._args, **self._kwargs)\n"
     "[...]\n"
     "(EngineCore_DP0 pid=749) attn_backends = get_attn_backends_for_group(kv_cache_group_spec)\n"
     "(EngineCore_DP0 pid=749) ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=749) File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py\", line 4843, in get_attn_backends_for_group\n"
     "(EngineCore_DP0 pid=749) layers = get_layers_from_vllm_config(\n"
     "(EngineCore_DP0 pid=749) ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=749) File \"/usr/local/lib/python3.12/dist-packages/vllm/config/vllm.py\", line 1457, in get_layers_from_vllm_config\n"
     "(EngineCore_DP0 pid=749) if isinstance(forward_context[layer_name], layer_type)\n"
     "(EngineCore_DP0 pid=749) ~~~~~~~~~~~~~~~^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=749) KeyError: 'model.layers.30.self_attn.indexer.k_cache'\n"
     "(EngineCore_DP0 pid=749) 2026-01-07 00:15:34,024 ERROR worker.py:433 -- Unhandled error (suppress with 'RAY_IGNORE_UNHANDLED_ERRORS=1'): ray::RayWorkerWrapper.execute_method() (pid=266, ip=172.16.27.118, actor_id=d740849637b5e2635f8c94e501000000, repr=<vllm.v1.executor.ray_utils.RayWorkerWrapper object at 0x7f34c014e540>)\n"
     "```",
     None, {}, "pp_unsupported",
     "DeepSeek-V3.2 served with tensor parallel 8 x pipeline parallel over vLLM V1's Ray executor: while the engine "
     "initialises the KV cache (initialize_from_config -> initialize_attn_backend -> get_attn_backends_for_group) a "
     "worker looks up 'model.layers.30.self_attn.indexer.k_cache', a layer of a pipeline stage it does not own, and "
     "raises KeyError. The reporter's own fix PR #31937 gives the cause: the Ray executor re-sorts its workers and "
     "adjusts each one's rank (rpc_rank) but not its global_rank, and initialize_from_config picks the worker's KV-cache "
     "config by global_rank, so a worker of one PP stage receives another stage's config (layer list). A bug of the "
     "Ray executor's PP rank mapping, not memory and not the model.",
     "no merged fix in the stored text. The reporter (lengrongfu) opened PR #31937 ('[Bugfix]some time rank mapping "
     "error when use ray in pp', FIX #31903; closed): 'in ray distributed it adjust rank, but not adjust global rank "
     "value, but in initialize_from_config method it need use global rank to get kv cache config' -- the patch updates "
     "global_rank in WorkerWrapperBase.adjust_rank; with it 'vllm serve DeepSeek-V3.2 -tp=8 -pp=4 "
     "--distributed-executor-backend ray' starts. The same patch is in PR #31580 and vllm-ascend PR #6993 (which "
     "names upstream issue #30128 / PR #33700). The issue itself was closed as stale.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and three stored chunks of the description's traceback, in the order of the "
          "traceback, joined with '[...]' where the stored text between them was not reached (the first chunk stops "
          "inside collective_rpc, the second holds the KeyError, the third is the same traceback without the ERROR "
          "prefix and Ray's 'Unhandled error' line). The launch command is not in the stored description; it is in "
          "the fix PR #31937 and the same author's empty issue #31904 ('vllm serve DeepSeek-V3.2 -tp=8 -pp=4 "
          "--distributed-executor-backend ray'), while the title says TP8+PP8, so command and GPU count are left "
          "None. Skip-listed in round 411 as 'traceback cut'; see the judgement calls.")

# ---------------------------------------- vllm #41287: Qwen3-32B 3 nodes x 8 H100, TP8 x PP3 over Ray, 0.19.1 -> KeyError on a layer the worker does not own
case("vllm-41287-qwen3-32b-3x8-h100-tp8-pp3-ray-keyerror-kv-cache-init-global-rank-v0191",
     "https://github.com/vllm-project/vllm/issues/41287",
     "[Bug]: V1 + Ray multi-node pipeline parallel `KeyError` at KV-cache init due to missing `global_rank` update\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of <code>python collect_env.py</code></summary>\n"
     "\n"
     "```text\n"
     "==============================\n"
     "        System Info\n"
     "==============================\n"
     "OS                           : Ubuntu 22.04.5 LTS (x86_64)\n"
     "[...]\n"
     "PyTorch version              : 2.10.0+cu129\n"
     "[...]\n"
     "GPU models and configuration :\n"
     "GPU 0: NVIDIA H100 80GB HBM3\n"
     "GPU 1: NVIDIA H100 80GB\n"
     "[...]\n"
     "vLLM Version                 : 0.19.1\n"
     "[...]\n"
     "```\n"
     "</details>\n"
     "\n"
     "To reproduce, I used 3 nodes × 8 H100, [Qwen3-32B](https://huggingface.co/Qwen/Qwen3-32B), TP=8 PP=3:\n"
     "\n"
     "```bash\n"
     "# Bring up Ray across the allocation, then:\n"
     "vllm serve \"Qwen/Qwen3-32B\" \\\n"
     "  --tensor-parallel-size 8 --pipeline-parallel-size 3 \\\n"
     "  --distributed-executor-backend ray\n"
     "```\n"
     "\n"
     "Across pipeline parallel ranks in a single run:\n"
     "\n"
     "| failing worker IP    | KeyError layer | shard the layer belongs to |\n"
     "|----------------------|----------------|----------------------------|\n"
     "| 192.168.28.43 (head) | `layers.21`    | PP rank 1's first layer    |\n"
     "| 192.168.29.211       | `layers.0`     | PP rank 0's first layer    |\n"
     "| 192.168.28.43 (head) | `layers.43`    | PP rank 2's first layer    |\n"
     "\n"
     "Every failure is on the first layer of some shard the worker doesn't own... the worker is iterating a layer-name "
     "list it should never have received.",
     None, {}, "pp_unsupported",
     "vLLM 0.19.1 serving Qwen3-32B on 3 nodes x 8 H100 with TP 8 x PP 3 over the Ray executor: at KV-cache "
     "initialisation workers raise KeyError on the first layer of a pipeline shard they do not own (layers.21, "
     "layers.0, layers.43). The reporter's diagnosis: PR #23691 broke the Ray path for PP > 1, because the Ray "
     "executor's adjust_rank (v1/executor/ray_utils.py) re-maps rpc_rank but does not reset global_rank "
     "(v1/worker/worker_base.py), which selects the worker's entry of kv_cache_configs, so a worker gets another stage's "
     "layer list. A bug of the Ray executor's PP rank mapping, not memory and not the model.",
     "no merged fix in the stored text (closed as stale). The reporter's suggested fix: add `self.global_rank = "
     "self.rpc_rank` in adjust_rank; the same patch is PR #31580 ('update global_rank when adjusting rpc_rank to fix "
     "layer key error', closed), PR #31937 (for #31903, closed) and vllm-ascend PR #6993 (monkey-patches "
     "WorkerWrapperBase.adjust_rank; cites upstream issue #30128 / PR #33700). Without the patch: a launch that does "
     "not go through the Ray executor's worker re-sorting (the multiprocessing backend) or no pipeline parallelism.",
     release="0.19.1", gpu="NVIDIA H100 80GB HBM3", gpus=24,
     command="vllm serve \"Qwen/Qwen3-32B\" --tensor-parallel-size 8 --pipeline-parallel-size 3 "
             "--distributed-executor-backend ray",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title, the head lines of the collect_env block that the stored text shows (elided with "
          "'[...]'), and the 'To reproduce' part with the reporter's table, verbatim; the diagnosis paragraph after "
          "the table ('This bug was introduced in #23691 ... The suggested fix is adding self.global_rank = "
          "self.rpc_rank into adjust_rank') is left out as the fix. The stored chunks read do not show the traceback's "
          "own 'KeyError: ...' line; the error is named by the title and the table only (judgement call 4). gpus=24 "
          "from '3 nodes × 8 H100'.")

if __name__ == "__main__":
    BATCH.write()
