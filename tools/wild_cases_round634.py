"""Round-634 blind batch: vLLM start-up failures (and failures at the first requests caused by the launch) with
SPECULATIVE DECODING turned on -- --speculative-config / --speculative-model / --num-speculative-tokens with EAGLE,
MTP, ngram, Medusa and draft models, on any tracker; collected by helper wild634 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round634-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 36 of the 40 allowed, all ``search`` (34 corpus=issues, 1 docs, 1 pages); no read_file / fetch /
find_string. The slice is close to mined out: the common speculative-decoding refusals (draft TP, EAGLE TP > 1,
'Eagle3 is only supported for Llama', draft-model spec decode unsupported on V1, vocab-size asserts, MLPSpeculator
token counts, num_speculative_tokens missing, PP + MTP SupportsPP, DFlash/DSpark families, memory failures with a
drafter) are all in USED_SOURCES.txt or earlier rounds' skip lists. What was left is wrappers and forks (verl, the
1Cat-vLLM fork, vllm-ascend) and old V0 threads whose error sits in the title. 6 cases:
verl #4540 (verl 0.6.0 rollout + vLLM 0.9.1 speculative_config -> 'SpecDecodeWorker' object has no attribute
'model_runner'), vllm #9878 (Llama-3.2-90B-Vision + ngram spec decode, V0 -> encoder_seq_data None in
determine_num_available_blocks), 1Cat-vLLM #439 (DS V4 Flash 0731 TP4 x PP2 + spec decode -> 'GPUModelRunner' object
has no attribute 'drafter'), 1Cat-vLLM PR #573 (Qwen4Exp MTP + PP -> dynamo Unsupported, assert intermediate_tensors
is not None), vllm PR #18435 comment / issue #20021 (DeepSeek-R1 deepseek_mtp on vLLM 0.9.0.1 -> 'GPUModelRunner'
object has no attribute 'attn_metadata_builder' at the first request), vllm-ascend #7365 (method draft_model,
Qwen3-8B + Qwen3-0.6B on 910B3 -> expanded size 1024 vs 4096 in eagle_proposer.set_inputs_first_pass).
Every source was checked with grep against /work/coord/USED_SOURCES.txt (lower-case 'owner/repo #N' and the URL,
with a digit boundary) and against the earlier rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists (not re-opened): vllm #41456, #29945, #5302,
  #10483, #21797, #12901, #19775, #8416, #7456, #6137, #6967, #25134, #33329, #8849, #19174, #26328, #54526, #24322,
  #14044, #14089, #14117, #36643, #31266, #13682; vllm-ascend #2667, #9009; speculators #149; thomas9120/LLama-GUI
  #165; production-stack #407.
- Error line not in the stored text, or no cause/fix reachable: vllm #5342 (0.4.3, llama2-70B TP4 + 1.1B draft with a
  2048 context: 'NoneType' object has no attribute 'numel' once prompt+output > 2048 with TP > 1; a request-length
  failure, stale, no fix), vllm-ascend #9144 ("Unsupported speculative method: 'mtp'" with deepseek_mtp on the
  deepseekv4-a3 image; the raise line is beyond the stored chunk), vllm-ascend #5361 (eagle3 on 0.11.0: GE TilingParse
  errors, wait-feedback), #13329, #8820 (stale), #10640 (log as an attachment), #6524 (eagle3 + FULL_DECODE_ONLY
  graph: 'When layout is TND, queryT(21) must be equal to the last element of actualSequenceLengthQ(20)' at the first
  request, open, no answer), vllm #6768 (Medusa zephyr head, error not stored), #20813, #10969 (body not stored), #7907
  (KeyError: 40, only collect_env stored), #10615 (V0 spec decode + PP, traceback cut before the error), #49355 (MTP +
  PP 'three distinct failures': failure 2 'PP+async expects sampled_token_ids to have shape [num_reqs, 1]' happens only
  after a local patch of failure 1; open), #57755 and syv-ai/qwen38-27b-rtx3090 #160 (the same assert quoted in prose
  only, after local patches), vllm #30661 / vllm-ascend #5010 (suffix decoding draft_model_config None: title only,
  fix PR vllm-ascend #4813 named, no error line), 1Cat-vLLM #555 (P/D + MRV2 align prefix caching + spec decode: the
  fork's own ValueError 'MRV2 align prefix caching with speculative decoding requires the default SD Mamba conv-state
  layout on this V100 path.'; open, no answer -- a candidate if a later round can read the thread), vllm #36122 (GDN
  assert at requests, open), vllm PR #53575 (closed, its log cut), PR #44566 (same message as the pr20375 fixture),
  PR #31886 (draft TP ignored: not a failure), PR #38073 (closed, its issue #37966 not reachable).
- Not vLLM: sgl-project/sglang #36528, LostRuins/koboldcpp #2325, turboderp-org/exllamav2 #733, alibaba/rtp-llm #105,
  NVIDIA/TensorRT-LLM #2816 / #4708, lmstudio-bug-tracker #2036, noonghunna/club-3090 #758 (runtime crash after many
  requests).

Judgement calls for the lead:
1. verl-4540: the failure is in verl's own rollout code (vllm_rollout_spmd.py line 484) reaching
   `...worker.model_runner`, which vLLM's V0 SpecDecodeWorker (what a speculative_config builds on 0.9.1's V0 path)
   does not have. No fix in the thread (open); vLLM's RFC #48296 lists verl#4526 (the same reporter's first filing of
   the same text, taken as the same source) as 'verl's vllm.LLM wrapper does not pass through speculative_config'.
   kind None (an AttributeError on one of vLLM's classes raised in another program); cause `unrecognized`: no label
   says 'the wrapper does not support speculative decoding' -- the lead may prefer dependency_version_mismatch.
2. vllm-9878: the error is in the issue title (the stored body is cut inside the traceback). No answer (closed as
   stale); the cause is read from the traceback (SpecDecodeWorker.determine_num_available_blocks reaching a missing
   encoder_seq_data) and from vLLM's own stance that speculative decoding is not supported with encoder/decoder models
   (STR_NOT_IMPL_ENC_DEC_SPEC_DEC, the vllm-pr19286 fixture's message). kind None, cause architecture_unsupported (as
   vllm-22152 labelled 'spec decode does not support this target architecture').
3. 1cat-vllm-439: the log is a screenshot; the error text is the issue title (taken as round448 took xinference-4141).
   The stored description does not show the speculative config; that spec decode was on comes from the contributor's
   diagnosis in the thread and from PR #511 ('Fixes #439 ... with speculative decoding and pipeline_parallel_size >
   1'). kind None, cause pp_unsupported, as the vllm-30436 fixture labels the same message upstream.
4. 1cat-vllm-pr573: a fix PR (such cases grade worse); the excerpt is the log the PR quotes. kind torch_compile_error
   (the vllm-20986 / vllm-55050 fixtures' label for dynamo Unsupported); cause pp_unsupported (the MTP drafter was not
   PP-aware in that build) -- the lead may prefer release_regression.
5. vllm-pr18435-...: the excerpt is a user's comment on the merged PR that added V1 DeepSeek MTP (prose with the
   command and the error line, then log lines of the same comment). The cause (release_regression) rests on issue
   #20021 ('[V1] DeepSeek MTP is broken since 0.9.0'), where a commenter thanks the author 'for this fix' and says
   they 'also noticed the attn_metadata_builder error'; the fixing PR and the first release with it are not in the
   stored text. A failure at the first request (execute_model -> propose), caused by the launch's speculative config.
6. vllm-ascend-7365: open and triaged, no fix; the cause is read from the traceback (vllm_ascend's eagle_proposer
   set_inputs_first_pass copying the 4096-wide target hidden states of Qwen3-8B into a 1024-wide buffer for the
   Qwen3-0.6B draft). kind None, cause `unrecognized` (a plug-in bug no label names). The weakest case of the batch;
   the lead may drop it.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round634-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- verl #4540 (#4526): verl 0.6.0 rollout LLM(speculative_config=...) on vLLM 0.9.1 -> 'SpecDecodeWorker' object has no attribute 'model_runner'
case("verl-4540-verl-060-vllm-091-rollout-speculative-config-specdecodeworker-no-attribute-model-runner",
     "https://github.com/verl-project/verl/issues/4540",
     "verl0.6.0是否支持rollout阶段在vllm.LLM中设置speculative_config\n"
     "\n"
     "### System Info\n"
     "\n"
     "vllm0.9.1；verl0.6.0配置下\n"
     "尝试在rollout阶段中初始化推理引擎vllm.LLM的时候加入speculative_config投机解码，运行后报错：**'SpecDecodeWorker' "
     "object has no attribute 'model_runner'（位置在/verl/verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py，"
     "line484）**\n"
     "\n"
     "### Information\n"
     "\n"
     "- [ ] The official example scripts\n"
     "- [ ] My own modified scripts\n"
     "\n"
     "### Tasks\n"
     "\n"
     "- [ ] An officially supported task in the `examples` folder (such as GLUE/SQuAD, ...)\n"
     "- [ ] My own task or dataset (give details below)\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "**vllm_rollout_spmd.py 中设置的推理引擎LLM中加入speculative_config参数配置**\n"
     "    self.inference_engine = LLM(\n"
     "        model=model_path,\n"
     "        enable_sleep_mode=config.free_cache_engine,\n"
     "        tensor_parallel_size=tensor_parallel_size,\n"
     "        distributed_executor_backend=\"external_launcher\",\n"
     "        dtype=config.dtype,\n"
     "        enforce_eager=config.enforce_eager,\n"
     "        gpu_memory_utilization=config.gpu_memory_utilization,\n"
     "        disable_custom_all_reduce=True,\n"
     "        skip_tokenizer_init=False,\n"
     "        max_model_len=max_model_len,\n"
     "        max_num_seqs=config.max_num_seqs,\n"
     "        load_format=load_format,\n"
     "        disable_log_stats=config.disable_log_stats,\n"
     "        max_num_batched_tokens=max_num_batched_tokens,\n"
     "        enable_chunked_prefill=config.enable_chunked_prefill,\n"
     "        enable_prefix_caching=config.enable_prefix_caching,",
     None, {}, "unrecognized",
     "The user added a speculative_config to the vllm.LLM that verl 0.6.0's vLLM rollout builds (vLLM 0.9.1). With "
     "speculative decoding on, vLLM's (V0) worker is a SpecDecodeWorker wrapping the scorer and proposer workers, and it "
     "has no model_runner attribute; verl's own rollout code (vllm_rollout_spmd.py line 484) reaches into the worker's "
     "model_runner, so the rollout fails as soon as it touches the engine. verl 0.6.0's vLLM rollout does not support "
     "speculative decoding (vLLM RFC #48296 lists this report, verl#4526, as 'verl's vllm.LLM wrapper does not pass "
     "through speculative_config'). Not a memory or GPU problem.",
     "No fix reached in the stored thread (open; #4526, the same reporter's first filing, is open too). What avoids it "
     "is leaving speculative_config out of verl 0.6.0's rollout LLM; speculative decoding in verl's vLLM rollout is "
     "work in progress (verl PRs #5509 / #5925, open; vLLM RFC #48296).",
     release="0.9.1 (verl 0.6.0)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: title and description as stored (Chinese: 'does verl 0.6.0 support setting speculative_config in "
          "vllm.LLM in the rollout stage'; 'under vllm 0.9.1 / verl 0.6.0, adding speculative_config when initialising "
          "the vllm.LLM inference engine in the rollout stage gives the error ... (at vllm_rollout_spmd.py line 484)'), "
          "cut after the enable_prefix_caching line of the LLM(...) call (the stored chunk stops inside the next "
          "argument; the speculative_config argument itself is not in the stored text). verl #4526 has the same text "
          "without the versions and is recorded as used too. Judgement call: kind None, cause unrecognized.")

# ---------------------------------------- vllm #9878: Llama-3.2-90B-Vision TP8 + ngram spec decode (V0) -> encoder_seq_data None in determine_num_available_blocks
case("vllm-9878-llama32-90b-vision-tp8-h100-ngram-spec-decode-encoder-seq-data-none-get-len",
     "https://github.com/vllm-project/vllm/issues/9878",
     "[Bug]: seq_group_metadata.encoder_seq_data.get_len() AttributeError: 'NoneType' object has no attribute "
     "'get_len'\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Due to network isolation, I am currently unable to run scripts.\n"
     "I use 8* h100 80G\n"
     "the run command\n"
     "`vllm serve /models/Llama-3.2-90B-Vision-Instruct/ --dtype auto --tensor_parallel_size 8 --max-num-seqs 32 "
     "--enforce-eager --gpu_memory_utilization 0.95 --max_model_len 8192 --max_seq_len_to_capture 8192 "
     "--speculative_model \"[ngram]\" --num_speculative_tokens 5 --ngram_prompt_lookup_max 4 --use_v2_block_manager\n"
     "`\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "(VllmWorkerProcess pid=489) ERROR 10-31 08:09:05 multiproc_worker_utils.py:229] Exception in worker "
     "VllmWorkerProcess while processing method determine_num_available_blocks.\n"
     "(VllmWorkerProcess pid=489) ERROR 10-31 08:09:05 multiproc_worker_utils.py:229] Traceback (most recent call "
     "last):\n"
     "(VllmWorkerProcess pid=489) ERROR 10-31 08:09:05 multiproc_worker_utils.py:229]   File "
     "\"/root/anaconda3/lib/python3.9/site-packages/vllm/executor/multiproc_worker_utils.py\", line 223, in "
     "_run_worker_process\n"
     "(VllmWorkerProcess pid=489) ERROR 10-31 08:09:05 multiproc_worker_utils.py:229]     output = executor(*args, "
     "**kwargs)",
     None, {"tensor_parallel_size": 8, "max_num_seqs": 32, "gpu_memory_utilization": 0.95, "max_model_len": 8192},
     "architecture_unsupported",
     "Speculative decoding (the V0 ngram proposer, --speculative_model \"[ngram]\") launched on Llama-3.2-90B-Vision, "
     "an encoder-decoder (Mllama, cross-attention) model. During the memory-profiling step the SpecDecodeWorker's "
     "determine_num_available_blocks path hands the model runner sequence-group metadata without encoder data, and "
     "the encoder-decoder code reads seq_group_metadata.encoder_seq_data.get_len() on None. vLLM's V0 speculative "
     "decoding did not support encoder/decoder models (its own message for that case is 'Speculative decoding is not "
     "currently supported with encoder/decoder models.'), but this path crashed before any such check. Not a memory "
     "problem.",
     "No fix reached in the stored thread (closed as stale). What avoids it is serving this model without "
     "--speculative_model / --num_speculative_tokens (speculative decoding was not available for encoder-decoder "
     "models in this release line).",
     release=None, gpu="NVIDIA H100 80GB", gpus=8,
     command="vllm serve /models/Llama-3.2-90B-Vision-Instruct/ --dtype auto --tensor_parallel_size 8 --max-num-seqs "
             "32 --enforce-eager --gpu_memory_utilization 0.95 --max_model_len 8192 --max_seq_len_to_capture 8192 "
             "--speculative_model \"[ngram]\" --num_speculative_tokens 5 --ngram_prompt_lookup_max 4 "
             "--use_v2_block_manager",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--max-num-seqs"}],
     note="Excerpt: title and description as stored, cut after the fourth traceback line (the next line, the "
          "spec_decode_worker.py frame, is cut mid-word in the stored chunk); the AttributeError itself is in the "
          "title. Release not shown (October 2024, flags of the 0.6.x line: --speculative_model, "
          "--use_v2_block_manager). Judgement call: kind None, cause architecture_unsupported.")

# ---------------------------------------- 1Cat-vLLM #439: DS V4 Flash 0731 TP4 x PP2 with speculative decoding -> 'GPUModelRunner' object has no attribute 'drafter'
case("1cat-vllm-439-dsv4-flash-0731-tp4-pp2-spec-decode-gpumodelrunner-no-attribute-drafter",
     "https://github.com/1CatAI/1Cat-vLLM/issues/439",
     "[Bug]: 'GPUModelRunner' object has no attribute 'drafter'\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of <code>python collect_env.py</code></summary>\n"
     "\n"
     "```text\n"
     "Running DS V4 Flash 0731 by TP4xPP2 using newest main branch.\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "<img width=\"2183\" height=\"1158\" alt=\"Image\" "
     "src=\"https://github.com/user-attachments/assets/e6dbe96c-26c3-414b-b639-b15a46e5b591\" />\n"
     "\n"
     "DSYZayn · comment · 2026-09-04\n"
     "Still there in v1.5.0 and the latest on Sep. 4th.",
     None, {"tensor_parallel_size": 4, "pipeline_parallel_size": 2}, "pp_unsupported",
     "DeepSeek-V4-Flash-0731 served by the 1Cat-vLLM fork with tensor parallel 4 x pipeline parallel 2 and "
     "speculative decoding on. GPUModelRunner builds self.drafter only on the last PP rank (the draft model lives "
     "there), but code that runs on every rank during memory profiling (determine_available_memory -> profile_run -> "
     "_dummy_run -> _build_attention_metadata) reads self.drafter whenever a speculative config is set, so the "
     "workers of PP rank 0 die with this AttributeError before any request. A contributor in the thread: 'this is "
     "not a missing guard, it is missing PP support for speculative decoding'. Not a memory problem.",
     "Fixed by 1Cat-vLLM PR #511 (merged, 'Fixes #439'): self.drafter = None on non-last PP ranks and the "
     "drafter-only initialisation gated on the last rank; so a 1Cat-vLLM build after v1.5.0 that carries PR #511, "
     "or until then tensor parallelism only (no --pipeline-parallel-size) or no speculative decoding.",
     release="1Cat-vLLM main / v1.5.0 (a vLLM fork)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: title, the environment section and the bug section (a screenshot) as stored, plus the "
          "reporter's follow-up comment; the contributor's diagnosis and the PR are left out. The error text is the "
          "issue title only (the log is a screenshot). The speculative config is not in the stored text; that "
          "speculative decoding was on comes from the diagnosis and PR #511. TP4 x PP2 implies 8 GPUs; the GPU model is "
          "not stated. Judgement call: kind None, cause pp_unsupported (as the upstream vllm-30436 fixture).")

# ---------------------------------------- 1Cat-vLLM PR #573: Qwen4Exp --speculative-config method=mtp + PP > 1 -> dynamo Unsupported, assert intermediate_tensors is not None
case("1cat-vllm-pr573-qwen4exp-mtp-pp-gt1-dynamo-data-dependent-assert-intermediate-tensors",
     "https://github.com/1CatAI/1Cat-vLLM/pull/573",
     "Qwen4Exp with `--speculative-config method=mtp` and `--pipeline-parallel-size`\n"
     "greater than one does not boot at all. Every worker on the final pipeline rank\n"
     "dies while compiling:\n"
     "\n"
     "    (Worker_PP1_TP0) ERROR torch._dynamo.exc.Unsupported:\n"
     "        Data-dependent assertion failed (cannot compile partial graph)\n"
     "    (Worker_PP1_TP0) ERROR     assert intermediate_tensors is not None\n"
     "    (Worker_PP1_TP0) ERROR     File \".../vllm/models/qwen4_exp/nvidia/mtp.py\",\n"
     "                                 line 333, in forward",
     "torch_compile_error", {}, "pp_unsupported",
     "Qwen4Exp (Qwen3.8-Flash-Next family) served with an MTP speculative config and pipeline parallelism > 1 on the "
     "1Cat-vLLM fork. The MTP drafter runs only on the last PP rank, but its forward branched on the TARGET model's "
     "pipeline position (get_pp_group().is_first_rank): on the last rank that is False, so the drafter took the "
     "'receive intermediate tensors from the previous stage' path and asserted on tensors nobody sends. Under the "
     "fullgraph AOT compile that data-dependent assert is a dynamo error, so every worker of the final rank dies at "
     "boot. MTP + PP was not supported for this model in that build; not a memory problem.",
     "Fixed by 1Cat-vLLM PR #573 (merged): the drafter's forward drops the pipeline branches (it is stage-local on the "
     "last rank). Before that build: no --pipeline-parallel-size with the MTP speculative config (tensor parallelism "
     "only), or no speculative decoding.",
     release="1Cat-vLLM main, September 2026 (a vLLM fork; exact build not in the stored text)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM,
     note="Excerpt: the PR description's problem statement and the log it quotes (the fix paragraphs and the title, "
          "which names the fix, are left out). A fix-PR source. Judgement call: kind torch_compile_error (the label of "
          "the other dynamo 'Unsupported' fixtures), cause pp_unsupported; the lead may prefer release_regression.")

# ---------------------------------------- vllm PR #18435 comment / #20021: DeepSeek-R1 TP8 on 8x H20, vLLM 0.9.0.1, deepseek_mtp -> 'GPUModelRunner' object has no attribute 'attn_metadata_builder'
case("vllm-pr18435-deepseek-r1-tp8-h20-v0901-deepseek-mtp-gpumodelrunner-no-attribute-attn-metadata-builder",
     "https://github.com/vllm-project/vllm/pull/18435",
     "@YaoJiayi Hi, I have a problem. My running command is: \n"
     "\n"
     "        vllm serve /ssd0/model/DeepSeek-R1 \\\n"
     "            --port=8000 --max-model-len=8192 \\\n"
     "            --max-num-batched-tokens=16384 \\\n"
     "            --gpu_memory_utilization 0.9 \\\n"
     "            --tensor-parallel-size 8 \\\n"
     "            --enable-chunked-prefill \\\n"
     "            --enable-prefix-caching \\\n"
     "            --trust-remote-code \\\n"
     "            --served-model-name deepseek-r1 \\\n"
     "            --speculative-config='{\"method\": \"deepseek_mtp\", \"num_speculative_tokens\": 1}'\n"
     "\n"
     "I got this error 'RuntimeError: Worker failed with error ''GPUModelRunner' object has no attribute "
     "'attn_metadata_builder'', please check the stack trace above for the root cause' \n"
     "\n"
     "I run server on H20 x 8, and install vllm == 0.9.0.1.\n"
     "\n"
     "(VllmWorker rank=5 pid=407627) ERROR 06-04 10:14:43 [multiproc_executor.py:522]   File "
     "\"/usr/local/lib/python3.10/dist-packages/vllm/v1/spec_decode/eagle.py\", line 144, in propose\n"
     "(VllmWorker rank=4 pid=407626) ERROR 06-04 10:14:43 [multiproc_executor.py:522]   File "
     "\"/usr/local/lib/python3.10/dist-packages/torch/utils/_contextlib.py\", line 116, in decorate_context\n"
     "(VllmWorker rank=2 pid=407624) ERROR 06-04 10:14:43 [multiproc_executor.py:522]     return func(*args, "
     "**kwargs)\n"
     "(VllmWorker rank=5 pid=407627) ERROR 06-04 10:14:43 [multiproc_executor.py:522]     attn_metadata = "
     "self.runner.attn_metadata_builder.build(\n"
     "(VllmWorker rank=4 pid=407626) ERROR 06-04 10:14:43 [multiproc_executor.py:522]     return func(*args, "
     "**kwargs)\n"
     "(VllmWorker rank=2 pid=407624) ERROR 06-04 10:14:43 [multiproc_executor.py:522]   File "
     "\"/usr/local/lib/python3.10/dist-packages/vllm/v1/worker/gpu_model_runner.py\", line 1419, in execute_model\n"
     "\n"
     "ERROR 06-04 10:14:43 [core.py:502]   File "
     "\"/usr/local/lib/python3.10/dist-packages/vllm/v1/executor/multiproc_executor.py\", line 202, in get_response\n"
     "ERROR 06-04 10:14:43 [core.py:502]     raise RuntimeError(\n"
     "ERROR 06-04 10:14:43 [core.py:502] RuntimeError: Worker failed with error ''GPUModelRunner' object has no "
     "attribute 'attn_metadata_builder'', please check the stack trace above for the root cause",
     None, {"max_model_len": 8192, "max_num_batched_tokens": 16384, "gpu_memory_utilization": 0.9,
            "tensor_parallel_size": 8},
     "release_regression",
     "DeepSeek-R1 with the V1 DeepSeek MTP speculative config on vLLM 0.9.0.1: the V1 EAGLE/MTP proposer "
     "(v1/spec_decode/eagle.py propose, reached from execute_model at the first request) still reads "
     "self.runner.attn_metadata_builder, an attribute GPUModelRunner no longer has after 0.9.0's attention-metadata "
     "changes, so every worker fails on the first step. vllm #20021 ('[V1] DeepSeek MTP is broken since 0.9.0') tracks "
     "the breakage. A release bug, not a memory, GPU or flag problem.",
     "Fixed on main in late June 2025: in vllm #20021 a commenter thanks the author 'for this fix' and says they "
     "'also noticed the attn_metadata_builder error'; the fixing PR and the first release carrying it are not in the "
     "stored text. So: a vLLM release after that fix, or an earlier release (before 0.9.0, per #20021's title) for MTP "
     "on V1, or serving without --speculative-config until then.",
     release="0.9.0.1", gpu="NVIDIA H20", gpus=8,
     command="vllm serve /ssd0/model/DeepSeek-R1 --port=8000 --max-model-len=8192 --max-num-batched-tokens=16384 "
             "--gpu_memory_utilization 0.9 --tensor-parallel-size 8 --enable-chunked-prefill --enable-prefix-caching "
             "--trust-remote-code --served-model-name deepseek-r1 --speculative-config='{\"method\": \"deepseek_mtp\", "
             "\"num_speculative_tokens\": 1}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: a user's comment (mahaocong90, 2025-06-04) on the merged PR that added V1 DeepSeek MTP -- the "
          "prose with the command and the error, then two stored pieces of the same comment's log (interleaved "
          "worker lines as stored, then the engine core's last lines), joined by a blank line. Not a start-up crash: "
          "the engine starts and fails at the first request because of the speculative config. Judgement call: kind "
          "None (an AttributeError on one of vLLM's classes), cause release_regression from issue #20021.")

# ---------------------------------------- vllm-ascend #7365: method draft_model, Qwen3-8B + Qwen3-0.6B on 910B3 -> expanded size 1024 vs 4096 in eagle_proposer.set_inputs_first_pass
case("vllm-ascend-7365-910b3-qwen3-8b-draft-qwen3-06b-draft-model-method-hidden-1024-vs-4096-eagle-proposer",
     "https://github.com/vllm-project/vllm-ascend/issues/7365",
     "[Bug]: Speculation decoding: method: \"draft_model\" works incorrect on simple example.\n"
     "\n"
     "```python\n"
     "from vllm import LLM, SamplingParams\n"
     "prompts = [\"The future of AI is\"]\n"
     "sampling_params = SamplingParams(temperature=0.8, top_p=0.95)\n"
     "\n"
     "llm = LLM(\n"
     "    model=\"Qwen/Qwen3-8B\",\n"
     "    tensor_parallel_size=1,\n"
     "    speculative_config={\n"
     "        \"model\": \"Qwen/Qwen3-0.6B\",\n"
     "        \"num_speculative_tokens\": 5,\n"
     "        \"method\": \"draft_model\",\n"
     "    },\n"
     ")\n"
     "outputs = llm.generate(prompts, sampling_params)\n"
     "\n"
     "for output in outputs:\n"
     "    prompt = output.prompt\n"
     "    generated_text = output.outputs[0].text\n"
     "    print(f\"Prompt: {prompt!r}, Generated text: {generated_text!r}\")\n"
     "```\n"
     "<summary> \n"
     "But I get this error:\n"
     "</summary>\n"
     "\n"
     "```bash\n"
     "File \"~/miniconda3/envs/v1lm_env/lib/python3.10/site-packages/vllm_ascend/spec_decodejeagle_proposer.py\",\n"
     "self.hidden_states[:num_tokens] = target_hidden_states\n"
     "RuntimeError: The expanded size of the tensor (1024) must match the existing size (4096) at non-singleton "
     "dimension 1. Target sizes: [5, 1024]. Tensor sizes: [5, 4096]\n"
     "line 1008, in set_inputs_first_pass\n"
     "```\n"
     "\n"
     "NPU:\n"
     "| 0     910B3               | OK            | 97.6        46                0    / 0             |",
     None, {"tensor_parallel_size": 1}, "unrecognized",
     "Speculative decoding with method draft_model (target Qwen/Qwen3-8B, hidden size 4096; draft Qwen/Qwen3-0.6B, "
     "hidden size 1024) on vllm-ascend (Ascend 910B3). In this vllm-ascend release the draft_model method ran through "
     "the EAGLE proposer's input preparation (vllm_ascend/spec_decode/eagle_proposer.py set_inputs_first_pass), which "
     "copies the target model's hidden states into a buffer sized for the drafter's hidden size -- right for EAGLE "
     "heads built on the target's hidden size, wrong for an independent smaller draft model -- so the copy of [5, 4096] "
     "into [5, 1024] fails. A plug-in bug for this method, not a memory, vocab or flag problem.",
     "No fix reached in the stored thread (open, labelled triaged). What avoids it is a draft whose hidden size matches "
     "the target's (or an EAGLE/MTP method) on this vllm-ascend release, or a vllm-ascend build whose draft_model "
     "proposer does not copy target hidden states.",
     release=None, gpu="Ascend 910B3", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the title, the reproduction script and the error block as stored (the misspelt path "
          "'spec_decodejeagle_proposer.py' is as stored), then the first NPU row of the npu-smi table from the same "
          "description; the rest of the table is left out. vLLM / vllm-ascend versions are not in the stored text. "
          "Judgement call: kind None, cause unrecognized (a plug-in bug no label names); the weakest case of the "
          "batch.")

BATCH.write()
