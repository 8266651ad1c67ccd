"""Round-91 blind batch (helper wild91): MULTIMODAL, embedding, reranker and audio models failing to launch in vLLM
(Qwen2-VL / Qwen2.5-VL, Llama-3.2-Vision (mllama), Gemma 4 images, Whisper, a Qwen3 reranker), from any GitHub
tracker, collected by helper wild91 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round91-blind"``; the lead grades it once (``python tests/wild_grade.py round91``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the
searches returned them (after de-duplication against USED_SOURCES.txt, the fixtures on main and the fixtures of the
rounds in flight, wild90 and wild92), not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py, rounds 19-29 and 85-89: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
thread only, with README's ``message_kind`` table and ``diagnosis.cause`` list as the vocabulary. Excerpts are the
text as the search tool's stored copy of the thread shows it (the issues corpus stores a thread's opening and some
comments, not always the whole of either; a long log is often cut mid-line, and then the excerpt ends where the stored
text ends); where lines in between were dropped the excerpt shows ``...`` and the note says so; fix lines are left out
of the excerpt (they are in fix_that_worked). Where the failure is named only in the issue title the excerpt gives
the title and the note says so.

Sources and look-ups: 36 counted look-ups, all ``search`` on the issues corpus (one ``read_file`` on an issue path
that the index does not hold, counted), 0 ``find_string``, 0 ``fetch``. Queries by model family and by the exact
wording of the failure (max_tokens_per_mm_item vs max_num_batched_tokens, "are not supported for now" with
Qwen2_5_VLForConditionalGeneration, transformers' "model type `qwen2_5_vl`", "No available memory for the cache
blocks" with Qwen2-VL, mllama / InternVL / Phi-3.5-vision / MiniCPM-V / Whisper / Gemma 3 / reranker startup errors).
11 cases from 11 threads in 7 repositories (vllm-project/vllm, QwenLM/Qwen3-Embedding, QwenLM/Qwen3-VL,
runpod-workers/worker-vllm, xorbitsai/inference, decoderesearch/interp-engine, RBLN-SW/vllm-rbln). 4 memory (an
mllama profile-run OOM, a Qwen2.5-VL 10-image profile OOM on V100s, two prose-only OOMs fixed by max_num_seqs:
Whisper on a 3060 and Qwen2.5-VL on 0.8.3) and 7 other (two architectures older than the release, two model types
newer than transformers, a failed inspection, two multimodal-item budgets over max_num_batched_tokens).

Skipped, and why: threads whose stored text holds no error line or no cause (vllm#14184 Qwen2-VL-7B V0 load OOM,
vllm#16749 InternVL3-78B on 4x A100 40G, vllm#26612 Qwen3-VL-30B on A800, vllm#31529, vllm#33464 Qwen3-VL-Reranker,
vllm#7718 Phi-3.5-vision on 0.5.4, vllm#9356 mllama on a 32 GB card, vllm#13579 qwen2_5_vl (screenshot only),
xorbitsai/inference#4720, vllm#15676 Gemma 3 on 0.8.2); not launch failures (vllm#11842, vllm#15802, vllm#9805 is a
feature request, QwenLM/Qwen3-VL#734 a warning, Knowledge-Bridger#4 a request-time 400); not vLLM or not in the slice
(LlamaFactory#5495, QwenLM/Qwen3-VL#62 a transformers script, minimind#405 a text LLM, vllm#15105 a text LLM,
Ascend plugin reports vllm-ascend#1960 / #2262 / #2950, gofreelee/SpaceServe#15 a research fork with no cause,
tenstorrent/vllm#469 with the error only in prose); already taken (USED_SOURCES.txt or fixtures): recipes#441,
gpustack#1800, vllm#16570, vllm#11560, QwenLM/Qwen3-VL#1224, vllm#10034, #9630, #9445, #10569, #35603, #21176, #13715,
#18124, gpustack#364, the Arc B70 cookbook. QwenLM/Qwen3#914 is the same text as QwenLM/Qwen3-VL#223 (one case).

Judgement calls for the lead (each case's ``note`` says more):
1. OOM phase: vllm#8879 -> oom_profiling from the reporter's frame (mllama's vision encoder forward at startup; the
   OOM line itself is not stored; oom_loading / oom_forward the alternatives); vllm#22173 -> oom_profiling from
   "determine_num_available_blocks" plus the title's "CUDA out of memory" (torch's line cut by the stored text);
   vllm#15216 and vllm#16551 -> oom_loading with cause oom_unknown_phase, the rounds' convention for prose-only OOMs,
   although the fix (max_num_seqs) points at the profiling / warm-up run (oom_profiling the alternative cause).
2. Releases inferred, not stated: vllm#12502 (log dated 2025-01-28, before 0.7.2, which added Qwen2.5-VL); vllm#8879
   (PyTorch 2.4.0, Llama 3.2 Vision arrived in 0.6.2). The architecture fixes (0.6.1 for Qwen2-VL, 0.7.2 for
   Qwen2.5-VL) are the releases with the architecture, not fixes the reporters state.
3. Causes read from the message itself with no maintainer: RunPod's qwen2_vl (transformers_too_old: the message
   says so and qwen2_vl entered transformers in 4.45); Qwen3-Embedding#89 (model_inspection_failed, "Environment
   Conflicted. Reinstall can work."; dependency_version_mismatch the alternative).
4. Not a GPU, not an issue: vllm-rbln#527 is a Rebellions NPU plugin (vLLM's own multimodal-budget check, same
   lever); interp-engine#2 and vllm-rbln#527 are merged pull requests whose authors quote the error in prose.
5. Traps: no memory lever for the seven non-memory cases; the two batched-token refusals need a budget of at least
   one item (2496, 1500), and a shorter length cannot help (Whisper's is 448); vllm#22173 already runs an FP8 KV
   (fp8_e5m2) on four GPUs, and its profile is sized by the ten images, not the length; vllm#16551's reporter
   already cut the length without effect; vllm#8879 has two GPUs and its lever is max_num_seqs.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round91-blind")
case = BATCH.case
# ------------------------------------------------------------------ memory: mllama profile run OOM, 2x A100 80GB (vllm#8879)
case("vllm-8879-llama32-11b-vision-mllama-profile-oom-max-num-seqs",
     "https://github.com/vllm-project/vllm/issues/8879",
     "[Usage]: OOM when using Llama-3.2-11B-Vision-Instruct\n"
     "...\n"
     "PyTorch version: 2.4.0+cu121\n"
     "...\n"
     "GPU models and configuration: \n"
     "GPU 0: NVIDIA A100 80GB PCIe\n"
     "GPU 1: NVIDIA A100 80GB PCIe\n"
     "...\n"
     "I'm continuing debugging now;; \n"
     "Other than the error message that appeared when I first wrote the issue, nothing appears.\n"
     "I'm still debugging so I don't know exactly where the error occurred.\n"
     "File \"/home/heerak/miniconda3/envs/eval/lib/python3.10/site-packages/vllm/model_executor/models/mllama.py\", "
     "line 1084, in forward\n"
     "cross_attention_states = self.vision_model(pixel_values,\n"
     "In this part, OOM occurs as the memory continues to increase as it passes forward.",
     "oom_profiling", {}, "oom_profiling",
     "Llama-3.2-11B-Vision-Instruct (mllama, an encoder-decoder VLM) launched with vLLM's defaults on an A100 80GB "
     "(two in the box). V0's profile run builds max_num_seqs (default 256) dummy sequences each with a full image "
     "and pushes them through the vision encoder; the cross-attention states of 256 image sequences exhaust the card "
     "inside mllama.py's forward(), before any KV cache is sized. A maintainer (ywang96) explains that the default "
     "max_num_seqs=256 cannot work for this architecture (128k context plus the cross-attention block tables) and "
     "that CUDA graphs should be off for it.",
     "max_num_seqs=16 and enforce_eager=True (maintainer ywang96); the reporter: 'Oh, it finally works.'",
     release="not stated (PyTorch 2.4.0+cu121; Llama 3.2 Vision support arrived in vLLM 0.6.2, 2024-09-25)",
     gpu="NVIDIA A100 80GB PCIe", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-model-len"}],
     note="Excerpt: the issue title (the reporter's own word 'OOM'; the original error message is not in the stored "
          "thread), two lines of the collect_env block, and the reporter's follow-up comment naming the frame "
          "('...' marks dropped lines). Judgement call: kind oom_profiling from the frame (the vision encoder's "
          "forward during startup, i.e. V0's profile run; the exception line itself is not quoted) -- the "
          "alternatives are oom_loading (README's row for a reporter's own 'OOM' with no phase) and oom_forward. "
          "A shorter --max-model-len is forbidden: the profile's size is set by max_num_seqs x one image each "
          "(a sibling thread, vllm#9630, still OOMs at --max-model-len 32); the lever is --max-num-seqs (and "
          "--enforce-eager).")

# ------------------------------------------------------------------ non-memory: Qwen3 reranker example, inspection failed (Qwen3-Embedding#89)
case("qwen3-embedding-89-reranker-qwen3forcausallm-failed-inspection",
     "https://github.com/QwenLM/Qwen3-Embedding/issues/89",
     "The following is my environment inforamation (the same as the requirements.txt).\n"
     "torch==2.6.0\n"
     "transformers==4.51.3\n"
     "mteb==1.38.9\n"
     "vllm==0.8.5.post1\n"
     "datasets==2.21.0\n"
     "flash-attn==2.7.4.post1\n"
     "However, when I run examples/qwen3_reranker_vllm.py, the following issue messages occur:\n"
     "ValueError: Model architectures ['Qwen3ForCausalLM'] failed to be inspected. Please check the logs for more "
     "details.",
     "model_inspection_failed", {}, "model_inspection_failed",
     "Qwen3-Reranker run through vLLM 0.8.5.post1 (whose registry has Qwen3ForCausalLM: it was added in 0.8.5) from "
     "the model repo's example script. The registry's subprocess could not import the model class, so vLLM reported "
     "the architecture as failing inspection; the reporter's other example (the embedding one) ran, and the cause "
     "was a conflicted Python environment (packages not matching), not a missing architecture or GPU memory.",
     "'Environment Conflicted. Reinstall can work.' (the reporter, after a commenter suggested upgrading vLLM)",
     release="0.8.5.post1", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue description as stored (the reporter pasted only the last error line, no log). "
          "Judgement call: cause model_inspection_failed (the registered class failed to import); "
          "dependency_version_mismatch is the alternative reading of 'Environment Conflicted', but the thread "
          "names no package. The fix is a reinstall of the environment, no vLLM flag.")

# ------------------------------------------------------------------ non-memory: Qwen2.5-VL before vLLM 0.7.2 (vllm#12502)
case("vllm-12502-qwen25-vl-72b-architecture-not-supported-jan-2025",
     "https://github.com/vllm-project/vllm/issues/12502",
     "[New Model]: Qwen/Qwen2.5-VL-72B-Instruct\n"
     "### The model to consider.\n"
     "Current error that vllm does not support the Qwen2_5_VLForConditionalGeneration architecture\n"
     "...\n"
     "ERROR 01-28 06:55:12 engine.py:366] ValueError: Model architectures ['Qwen2_5_VLForConditionalGeneration'] "
     "are not supported for now. Supported architectures: dict_keys(['AquilaModel', 'AquilaForCausalLM', "
     "'ArcticForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', 'CohereForCausalLM', "
     "'Cohere2ForCausalLM', 'DbrxForCausalLM', 'DeciLMForCausalLM', 'DeepseekForCausalLM', 'DeepseekV2ForCausalLM', "
     "'DeepseekV3ForCausalLM', 'ExaoneForCausalLM', 'FalconForCausalLM', 'GemmaForCausalLM', 'Gemma2ForCausalLM', "
     "'GlmForCausalLM', 'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', 'GPTNeoXForCausalLM', "
     "'GraniteForCausalLM', 'GraniteMoeForCausalLM', 'GritLM', 'InternLMForCausalLM', 'InternLM2ForCausalLM', "
     "'InternLM2VEForCausalLM', 'JAISLMHeadModel', 'JambaForCausalLM', 'LlamaForCausalLM', 'LLaMAForCausalLM', "
     "'MambaForCausalLM', 'FalconMambaForCausalLM', 'MiniCPMForCausalLM', 'MiniCPM3ForCausalLM', "
     "'MistralForCausalLM', 'MixtralForCausalLM', 'QuantMixtralForCausalLM', 'MptForCausalLM', 'MPTForCausalLM', "
     "'NemotronForCausalLM', 'OlmoForCausalLM', 'Olmo2ForCausalLM', 'OlmoeForCausalLM', 'OPTForCausalLM', "
     "'OrionForCausalLM', 'PersimmonForCausalLM', 'PhiForCausalLM', 'Phi3ForCausalLM', 'Phi3SmallForCausalLM', "
     "'PhiMoEForCausalLM', 'Qwen2ForCausalLM', 'Qwen2MoeForCausalLM', 'RWForCausalLM', 'StableLMEpochForCaus",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Qwen2.5-VL was released on 2025-01-26; two days later the reporter's vLLM (a release before 0.7.2, probably "
     "0.7.0) had no Qwen2_5_VLForConditionalGeneration in its registry, so the model config check refused the "
     "architecture at startup. Support arrived with the Qwen2.5-VL model PR (vllm#12604) in vLLM 0.7.2.",
     "a vLLM with Qwen2.5-VL support: 0.7.2 or later (the new-model request was closed once support landed; not "
     "stated in the stored thread which release the reporter moved to)",
     release="not stated (log dated 01-28, 2025: 0.7.0 was the newest release)", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title with its '[New Model]:' label, as GitHub shows it, the description's "
          "sentence, then the error line as stored (the supported list is cut mid-name by the stored text; '...' "
          "marks the traceback dropped). Judgement calls: the release is inferred from the date (0.7.0 / 0.7.1 "
          "both lack Qwen2.5-VL; 0.7.2 has it), and the fix is the release with the architecture, not a fix the "
          "reporter reports. --trust-remote-code is forbidden: it does not add a vLLM architecture.")

# ------------------------------------------------------------------ non-memory: Qwen2-VL on vLLM 0.6.0, T4 (QwenLM/Qwen3-VL#223)
case("qwen3-vl-223-qwen2-vl-7b-t4-vllm-0.6.0-architecture-not-supported",
     "https://github.com/QwenLM/Qwen3-VL/issues/223",
     "[Question]: 在teala t4卡上，基于vllm 运行Qwen2-VL-7B-Instruct，报错Qwen2VLForConditionalGeneration不支持\n"
     "...\n"
     "**环境：**\n"
     "transformers                      4.45.0.dev0\n"
     "vllm                              0.6.0\n"
     "**运行的命令：**\n"
     "python -m vllm.entrypoints.openai.api_server     --model /root/.cache/modelscope/hub/qwen/Qwen2-VL-7B-Instruct/ "
     "--dtype=float32  \n"
     "也尝试了half。\n"
     "另外对config.json做了如下修改\n"
     " \"rope_scaling\": { \n"
     "    \"type\": \"yarn\",\n"
     "    \"factor\": 4.0,\n"
     "    \"original_max_position_embeddings\": 32768\n"
     "  },\n"
     "  因为如果不做修改，会有如下报错\n"
     "  Unrecognized keys in `rope_scaling` for 'rope_type'='default': {'mrope_section'}\n"
     "Traceback (most recent call last):\n"
     "********************\n"
     "line 1738, in _get_and_verify_max_len\n"
     "    assert \"factor\" in rope_scaling\n"
     "**报错内容：**\n"
     "raise ValueError(\n"
     "ValueError: Model architectures ['Qwen2VLForConditionalGeneration'] are not supported for now. Supported "
     "architectures: ['AquilaModel', 'AquilaForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', "
     "'BloomForCausalLM', 'ChatGLMModel",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Qwen2-VL-7B-Instruct on a Tesla T4 with vLLM 0.6.0: Qwen2-VL (Qwen2VLForConditionalGeneration, with its "
     "mrope rope_scaling) was added in vLLM 0.6.1, so 0.6.0 first tripped on the unknown mrope rope_scaling "
     "(assert \"factor\" in rope_scaling) and, after the reporter rewrote rope_scaling to yarn in config.json, "
     "refused the architecture. Both errors come from the release being older than the model's support.",
     "not recorded in the stored thread (closed); the release with Qwen2-VL is vLLM 0.6.1 or later (with the "
     "original config.json restored: the yarn edit is not the model's rope)",
     release="0.6.0", gpu="Tesla T4", gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title, then the description from the environment lines to the error as stored (cut "
          "in the supported list); '...' drops the template's checkboxes. The same text was filed by the same user "
          "the same day as QwenLM/Qwen3#914 (then QwenLM/Qwen2); counted once. Judgement calls: the earlier "
          "rope_scaling assert is part of the same cause (0.6.0 predates Qwen2-VL) and the final error line is "
          "the architecture refusal; the fix is the release, no reply in the stored thread states it. The T4 "
          "also has no bfloat16 (the reporter already passes float32 / half), which is not what failed here.")

# ------------------------------------------------------------------ non-memory: qwen2_vl unknown to transformers in RunPod's vLLM worker (runpod-workers/worker-vllm#114)
case("runpod-worker-vllm-114-qwen2-vl-model-type-unknown-transformers",
     "https://github.com/runpod-workers/worker-vllm/issues/114",
     "An error occurred: The checkpoint you are trying to load has model type qwen2_vl but Transformers does not "
     "recognize this architecture. This could be because of an issue with the checkpoint, or becaus\n"
     "Im getting the following error when using the vLLM template\n"
     "An error occurred: The checkpoint you are trying to load has model type qwen2_vl but Transformers does not "
     "recognize this architecture. This could be because of an issue with the checkpoint, or because your version "
     "of Transformers is out of date.\n"
     "I believe its because the latest version of transformers is required:",
     "model_type_unknown", {}, "transformers_too_old",
     "RunPod's serverless vLLM worker template (September 2024) shipped a transformers release without the qwen2_vl "
     "model type (it arrived in transformers 4.45), so loading Qwen2-VL's config failed before vLLM could start; "
     "the reporter reads it as an outdated transformers.",
     "no fix inside the template in the stored thread; a commenter ran Qwen2-VL-72B-Instruct-GPTQ-Int4 instead with "
     "the qwenllm/qwenvl:latest image (newer transformers and vLLM) on pods with 2x A40 (--dtype float16 "
     "--tensor-parallel-size 2 --max-model-len 8192 --limit-mm-per-prompt image=5,video=1); serverless endpoints "
     "still did not work for them",
     release="not stated (RunPod worker-vllm template, 2024-09)", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title (cut by GitHub's stored title), the description's error sentence and the "
          "reporter's reading; the reporter's pip line (the fix idea) is left out. The error is printed by the "
          "worker's own 'An error occurred:' wrapper around transformers' message. Judgement call: cause "
          "transformers_too_old on the message's own wording and the model's date (qwen2_vl entered transformers "
          "in 4.45.0); no maintainer confirms it. --trust-remote-code is forbidden: Qwen2-VL ships no remote code.")

# ------------------------------------------------------------------ non-memory: qwen2_5_vl unknown to transformers 4.48.3 under Xinference's vLLM (xorbitsai/inference#2833)
case("xinference-2833-qwen25-vl-72b-model-type-unknown-transformers-4.48.3",
     "https://github.com/xorbitsai/inference/issues/2833",
     "qwen2.5-vl模型启动失败\n"
     "### System Info / 系統信息\n"
     "linux a800\n"
     "...\n"
     "### Version info / 版本信息\n"
     "xinfer 1.2.2\n"
     "### The command used to start Xinference / 用以启动 xinference 的命令\n"
     "xinference-local --host 0.0.0.0 --port 9997\n"
     "### Reproduction / 复现过程\n"
     "最新的xinfer，下了qwen2.5-vl-72B后vllm启动报错\n"
     "14:07ValueError: [address=0.0.0.0:41575, pid=4034185] The checkpoint you are trying to load has model type "
     "`qwen2_5_vl` but Transformers does not recognize this architecture. This could be because of an issue with "
     "the checkpoint, or because your version of Transformers is out of date.\n"
     "You can update Transformers with the command `pip install --upgrade transformers`. If this does not work, and "
     "the checkpoint is very new, then there may not be a release version that supports this model yet. In this "
     "case, you can get the most up-to-date code by installing Transformers from source with the command `pip "
     "install git+[https://github.com/huggingface/transformers.git`](https://github.com/huggingface/transformers.git%60)\n"
     "但是当前的transformers版本 4.48.3已经是最新的了",
     "model_type_unknown", {}, "transformers_too_old",
     "Qwen2.5-VL-72B launched through Xinference 1.2.2's vLLM backend on A800s in February 2025: the qwen2_5_vl "
     "model type was not yet in any transformers release (4.48.3 was the newest; it arrived in 4.49.0), so reading "
     "the model config failed before the engine started.",
     "the reporter: '没事 pip install git+...' -- transformers installed from source (then 4.49.0.dev) solved it",
     release="not stated (Xinference 1.2.2; transformers 4.48.3)", gpu="NVIDIA A800", gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--trust-remote-code"}],
     note="Excerpt: the title and the issue template's fields as stored ('...' drops the Docker checkboxes); the "
          "error also appears in a screenshot, the text line is the reporter's paste. The reporter's closing "
          "comment (the fix) is left out. Judgement call: cause transformers_too_old although the installed "
          "transformers was the newest release: the model type was newer than every release, and the from-source "
          "install fixed it.")

# ------------------------------------------------------------------ memory: Qwen2.5-VL-72B GPTQ on 4x V100, profile OOM with 10 images + 1 video (vllm#22173)
case("vllm-22173-qwen25-vl-72b-gptq-v100-profile-oom-10-images",
     "https://github.com/vllm-project/vllm/issues/22173",
     "0.9.0.1:CUDA out of memory when setting limit_mm_per_prompt={\"image\":10,\"video\":1} with "
     "Qwen2.5-VL-72B-GPTQ-Int4\n"
     "- vLLM版本: 0.9.0.1\n"
     "- 硬件配置: 4x NVIDIA V100 32GB\n"
     " llm = LLM(\n"
     "        model=MODEL_PATH,\n"
     "        tokenizer=MODEL_PATH,\n"
     "        limit_mm_per_prompt={\"image\": 10, \"video\": 1}, \n"
     "        dtype=\"float16\",\n"
     "        gpu_memory_utilization=0.9,\n"
     "        quantization=\"gptq\",  # awq, gptq\n"
     "        tensor_parallel_size=4,\n"
     "        max_model_len=4096*2,  #4096*2\n"
     "        kv_cache_dtype=\"fp8_e5m2\",\n"
     "        # max_num_batched_tokens=8192,  # 扩大序列池\n"
     "        # enforce_eager=True,           # V100需禁用算子融合\n"
     "        trust_remote_code=True\n"
     "    )\n"
     "##报错\n"
     "...\n"
     "(VllmWorkerProcess pid=42877) WARNING 08-04 16:54:49 [profiling.py:247] The sequence length used for "
     "profiling (max_num_batched_tokens / max_num_seqs = 8192) is too short to hold the multi-modal embeddings in "
     "the worst case (180224 tokens in total, out of which {'image': 163840, 'video': 16384} are reserved for "
     "multi-modal embeddings). This may cause certain multi-modal inputs to fail during inference, even when the "
     "input text is short. To avoid this, you should increase `max_model_len`, reduce `max_num_seqs`, and/or reduce "
     "`mm_counts`.\n"
     "...\n"
     "(VllmWorkerProcess pid=42878) ERROR 08-04 16:54:59 [multiproc_worker_utils.py:238] Exception in worker "
     "VllmWorkerProcess while processing method determine_num_available_blocks.",
     "oom_profiling", {"gpu_memory_utilization": 0.9, "tensor_parallel_size": 4}, "oom_profiling",
     "Qwen2.5-VL-72B GPTQ-Int4 on 4x V100 32GB with vLLM 0.9.0.1 (the V0 engine on Volta) and "
     "limit_mm_per_prompt image=10, video=1: V0's memory profile runs the vision encoder on the worst case of ten "
     "maximum-size images plus a video (163840 + 16384 multimodal tokens), and the workers ran out of GPU memory in "
     "determine_num_available_blocks, i.e. during the profile run, before the KV cache was sized. With one image the "
     "same setup is the reporter's baseline (the title ties the OOM to the 10-image limit).",
     "not recorded (closed as stale); the lever the log names is fewer multimodal items per prompt (a lower "
     "limit_mm_per_prompt) or smaller images (max_pixels in mm_processor_kwargs)",
     release="0.9.0.1", gpu="NVIDIA V100 32GB", gpus=4,
     command="LLM(model=MODEL_PATH, limit_mm_per_prompt={\"image\": 10, \"video\": 1}, dtype=\"float16\", "
             "gpu_memory_utilization=0.9, quantization=\"gptq\", tensor_parallel_size=4, max_model_len=8192, "
             "kv_cache_dtype=\"fp8_e5m2\", trust_remote_code=True)",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--gpu-memory-utilization", "at_most": 0.9},
                {"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--max-model-len"}],
     note="Excerpt: the issue title (where 'CUDA out of memory' is named), the description's version / hardware "
          "lines and LLM(...) call, then two lines of the stored log ('...' marks the dropped repeats of the "
          "warning and the traceback, which the stored text cuts before torch's OOM line). Judgement calls: kind "
          "oom_profiling from determine_num_available_blocks plus the title's 'CUDA out of memory' (the exception "
          "line itself is not in the stored text; oom_loading is README's row for a title's own words). "
          "The fix is not recorded; the thread was closed as stale. A shorter --max-model-len does not shrink "
          "the image profile (the dummy images are sized by the limit, not the length), the KV is already FP8 "
          "(e5m2), and there are four GPUs.")

# ------------------------------------------------------------------ non-memory: Gemma 4 image item 2496 > max_num_batched_tokens 512 (decoderesearch/interp-engine#2)
case("interp-engine-pr2-gemma-mm-item-2496-batched-512",
     "https://github.com/decoderesearch/interp-engine/pull/2",
     "fix: multimodal checkpoints fail under vLLM when max_num_batched_tokens is too small\n"
     "vLLM forces chunked multimodal input off for a model whose image tokens attend bidirectionally (Gemma 3, "
     "Gemma 4), and then refuses to start unless one whole item fits in a single batch. Both of this repo's vLLM "
     "paths size the batch to something smaller and hit the refusal:\n"
     "  Chunked MM input disabled but max_tokens_per_mm_item (2496) is larger\n"
     "  than max_num_batched_tokens (512).\n"
     "vLLM raises its own floor for exactly this case, but only while defaulting `max_num_batched_tokens`, and "
     "clamps the result against `max_model_len` right after -- so a caller that sizes the window to its prompt "
     "defeats the fix.",
     "batched_tokens_too_small", {"max_num_batched_tokens": 512}, "batched_tokens_too_small",
     "An interpretability harness started vLLM on multimodal Gemma checkpoints (the 2496-token image item is Gemma "
     "4's) with max_num_batched_tokens sized to its short prompts (512). For these models vLLM disables chunked "
     "multimodal input, so one whole image item (2496 tokens) must fit in one scheduler step, and the engine "
     "refused to start.",
     "the PR adds a floor for max_num_batched_tokens on multimodal wrapper configs (facts.min_batched_tokens), so "
     "the harness passes a budget of at least one image item (>= 2496 for Gemma 4, 256 for Gemma 3)",
     release="not stated", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--max-num-batched-tokens", "at_most": 2495}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the PR's title and the opening of its description, which quotes vLLM's error (wrapped over two "
          "lines by the author, the trailing 'Please increase max_num_batched_tokens.' not quoted); the bullets "
          "that describe the fix are left out. A merged pull request in a third-party repository, not an issue; "
          "the model family is named in prose (the 2496 figure is Gemma 4's per the PR). No GPU or release is "
          "named. A shorter max_model_len would not help: the item must fit the batch, and the PR notes vLLM's own "
          "floor is clamped by the length.")

# ------------------------------------------------------------------ non-memory: Whisper audio item 1500 > max_num_batched_tokens 448 (RBLN-SW/vllm-rbln#527)
case("vllm-rbln-pr527-whisper-mm-item-1500-batched-448",
     "https://github.com/RBLN-SW/vllm-rbln/pull/527",
     "fix(config): ensure max_num_batched_tokens >= max_source_positions for enc-dec\n"
     "## Summary\n"
     "- Fix `ValueError: Chunked MM input disabled but max_tokens_per_mm_item (1500) is larger than "
     "max_num_batched_tokens (448)` when initializing Whisper models\n"
     "- `sync_vllm_from_rbln_config` was setting `max_num_batched_tokens = dec_max_seq_len` (448), but vllm's "
     "`MultiModalBudget` now validates that `max_num_batched_tokens >= max_tokens_per_mm_item` (1500 for whisper "
     "audio) when chunked MM input is disabled",
     "batched_tokens_too_small", {"max_num_batched_tokens": 448}, "batched_tokens_too_small",
     "Whisper (encoder-decoder audio model) under the Rebellions NPU plugin for vLLM: the plugin's config sync set "
     "max_num_batched_tokens to the decoder's maximum length (448), but vLLM's V1 multimodal budget requires one "
     "whole audio item (Whisper's 1500 encoder positions) to fit in a step when chunked multimodal input is "
     "disabled, so the engine refused to initialize.",
     "max_num_batched_tokens set to max(max_model_len, max_source_positions) for encoder-decoder models (>= 1500 "
     "for Whisper)",
     release="not stated (vllm-rbln plugin, 2026-04)", gpu="Rebellions NPU (vllm-rbln plugin), not a GPU", gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--max-num-batched-tokens", "at_most": 1499}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the PR title and the first two bullets of its summary (the root-cause and test-plan sections "
          "left out). The error is quoted by the PR author in backticks inside prose, not a pasted log. Judgement "
          "call: taken although the hardware is an NPU through a vLLM platform plugin, because the refusal is "
          "vLLM's own multimodal-budget check and its lever is the same flag; a GPU user gets the same message. "
          "Whisper's max_model_len is 448, so no length change helps; the batch budget must reach 1500.")

# ------------------------------------------------------------------ memory: whisper-large-v3-turbo OOM at start on RTX 3060 12GB (vllm#15216)
case("vllm-15216-whisper-large-v3-turbo-3060-12g-oom-max-num-seqs",
     "https://github.com/vllm-project/vllm/issues/15216",
     "[Bug][Help]: I used vllm 0.8.0 to deploy whisper-large-v3-turbo . The model is only 1.6G , and i use a 3060 "
     "with 12G. However, right after the service started, it encountered an out-of-memory (OOM) er\n"
     "root@8b927132d0a8:~/whisper-large-v3-turbo# pip list |  grep vllm\n"
     "vllm                              0.8.0\n"
     "root@8b927132d0a8:~/whisper-large-v3-turbo# nvidia-smi\n"
     "Thu Mar 20 05:18:02 2025       \n"
     "+---------------------------------------------------------------------------------------+\n"
     "| NVIDIA-SMI 535.54.03              Driver Version: 535.54.03    CUDA Version: 12.2     |\n"
     "|-----------------------------------------+----------------------+----------------------+\n"
     "| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |\n"
     "| Fan  Temp   Perf          Pwr:Usage/Cap |         Memory-Usage | GPU-Util  Compute M. |\n"
     "|                                         |                      |               MIG M. |\n"
     "|=========================================+======================+======================|\n"
     "|   0  NVIDIA GeForce RTX 3060        Off | 00000000:03:00.0 Off |                  N/A |\n"
     "| 30%   30C    P8              11W / 170W |      4MiB / 12288MiB |      0%      Default |",
     "oom_loading", {}, "oom_unknown_phase",
     "whisper-large-v3-turbo (about 1.6 GB of weights) served with vLLM 0.8.0 on an otherwise empty RTX 3060 12GB "
     "ran out of GPU memory right after startup. The maintainer (DarkLight1337) pointed at a memory leak fixed in "
     "0.8.1 and at --max-num-seqs, which sets the batch vLLM sizes its startup dummy runs for; lowering "
     "--max-num-seqs made it start. The memory went to the batch-sized dummy run, not the weights or another "
     "process (the card shows 4MiB in use before the launch).",
     "--max-num-seqs lowered (the reporter: 'thx, --max-num-seqs is ok'); the maintainer also advised vLLM 0.8.1 "
     "(a memory-leak fix)",
     release="0.8.0", gpu="NVIDIA GeForce RTX 3060 12GB", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len"}],
     note="Excerpt: the issue title (cut by GitHub's stored title at 'er'), then the reporter's pip and nvidia-smi "
          "paste as stored (cut inside the nvidia-smi table); the OOM line itself is not in the stored text. "
          "Judgement call: kind oom_loading with cause oom_unknown_phase, the rounds' convention for an OOM known "
          "only from the reporter's words; the evidence (max_num_seqs fixed it) points at the profiling / "
          "warm-up run, so oom_profiling is the alternative cause. Whisper's context is 448 tokens, so a shorter "
          "--max-model-len is no lever; there is one GPU.")

# ------------------------------------------------------------------ memory: Qwen2.5-VL OOM in 0.8.3 (V1 default max_num_seqs 1024) (vllm#16551)
case("vllm-16551-qwen25-vl-0.8.3-oom-ok-in-0.7.2-max-num-seqs-1024",
     "https://github.com/vllm-project/vllm/issues/16551",
     "[Bug]: Severe OOM in 0.8.3 （ok in 0.7.2）\n"
     "...\n"
     "I used to serve Qwen-QwQ-32b, Qwen2.5-vl-32b-awq and qwen2.5-vl-7b in vllm 0.7.2，both of them can load "
     "successfully. when I upgraded vllm to 0.8.3 I found only QwQ can load successfully and qwen2.5-vl all go "
     "OOM.even after I reduced max-model-len, for example for the 7b model, I reduced max-model-len from 26000 to "
     "16384, still OOM. I tried both increase and decrease gpu-memory-utilization, also not working. so I think this "
     "is a bug with vllm.",
     "oom_loading", {}, "oom_unknown_phase",
     "Qwen2.5-VL (7B and 32B-AWQ) that started under vLLM 0.7.2 ran out of GPU memory at startup under 0.8.3, whose "
     "V1 engine raised the default max_num_seqs from 256 to 1024; V1's profile run (dummy multimodal inputs and a "
     "sampler warm-up sized by max_num_seqs) then needs far more activation memory. The maintainer (DarkLight1337) "
     "answers with --max-num-seqs: set it back to the old default. Neither a shorter length nor another "
     "utilization helped, as the reporter found.",
     "reduce --max-num-seqs (maintainer DarkLight1337: the default was raised from 256 to 1024; set it back to the "
     "old value); the reporter's confirmation is not in the stored thread",
     release="0.8.3", gpu=None, gpus=None,
     forbidden=[{"flag": "--max-model-len"}],
     note="Excerpt: the issue title and the bug description as stored ('...' drops the environment block); no "
          "log is pasted, and the reporter's follow-up about the image processor config and the maintainer's "
          "reply (the fix) are left out. Judgement call: kind oom_loading with cause oom_unknown_phase (the "
          "rounds' convention for prose-only OOMs); the maintainer's answer places it in V1's max_num_seqs-sized "
          "profile / sampler warm-up, so oom_profiling is the alternative cause. A shorter --max-model-len is "
          "forbidden: the reporter already cut 26000 to 16384 without effect. The GPU is not named in the stored "
          "text, so no utilization or TP bound is set.")

if __name__ == "__main__":
    BATCH.write()
