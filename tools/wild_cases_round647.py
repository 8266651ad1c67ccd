"""Round-647 blind batch: vLLM start-up failures on THE TRANSFORMERS BACKEND (--model-impl transformers /
model_impl='transformers', the 'falling back to Transformers implementation' path, TransformersForCausalLM /
TransformersForMultimodalLM refusals, remote-code models run through it, transformers versions under the backend), any
tracker; collected by helper wild647 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round647-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (joined with '...' where the stored chunks skip
lines); the fix is left out of the excerpt.

Look-ups: 31 of the 40 allowed, all ``search`` (29 corpus=issues, 1 docs, 1 pages); no read_file / fetch / find_*
(issues are not files); collecting stopped early because the slice is mined out. 3 cases: vllm #19801
(Qwen3-30B-A3B with --model-impl=transformers, TypeError in the backend's attention hook, transformers' Qwen3-MoE decoder layer not passing kwargs on), vllm #15046
(stablelm-base-alpha-7b-v2 with model_impl='transformers', TP 4: 'The Transformers implementation of
StableLMAlphaForCausalLM is not compatible with vLLM'), PaddlePaddle/PaddleOCR #17148 (PaddleOCR-VL taken by the
Transformers fallback: "no module or parameter named 'mlp_AR' in TransformersForCausalLM"). Every source was checked
with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

THE SLICE IS MINED OUT. Almost every thread the search returns for the backend's messages ('has no vLLM implementation
and the Transformers implementation is not compatible', 'falling back to Transformers implementation', 'does not
support tensor parallel yet', TransformersForMultimodalLM, 'mlp_AR', model_impl in trl / verl) is already a fixture or
in a skip list; the search returns the same eight or nine vLLM threads for every phrasing. The lead should not send
another collector to this slice.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists (not re-spent): vllm #14115, #18516, #10481,
  #16146, #15006, #17630, #9624, #9712, #23714, #22126, #55051, #19002, #52029, #28517 (round 97);
  zai-org/GLM-4 #751; huggingface/transformers #39868; huggingface/trl #3450; vast-ai/base-image #128;
  hiyouga/LlamaFactory #8026; PaddlePaddle/ERNIE #1349; OpenBMB/VoxCPM #338 (vllm-omni TP, out of slice anyway);
  mistralai/Mistral-Small-3.1-24B-Instruct-2503 HF discussion #16 (round 558); moonshotai/Kimi-VL-A3B-Thinking-2506 #4.
- No fix and no cause the thread pins down: vllm #16826 ('The Transformers implementation of My Model is not compatible
  with vLLM', a custom Qwen2ForCausalPersonalLM subclass with _supports_attention_backend = True, 22+ turns with a
  second reporter's GateModelForCausalLM on vLLM 0.8.4; four searches never surfaced a maintainer answer or the
  ValueError line itself, only the traceback head); vllm #16183 (ChatGLMForConditionalGeneration 'has no vLLM
  implementation and the Transformers implementation is not compatible' on the CPU backend, torch 2.5.1+cpu, open, no
  answer; why a registered architecture fell through to the backend is not in the stored text); vllm #31375
  (BAGEL-7B-MoT on vLLM 0.13.0, stored chunks stop in the environment block).
- Not this slice / not a failure: vllm #17630 (the fallback WARNING, later 'failed to be inspected'), vllm PRs #11330,
  #14552, #15290, #17039, #25322, #34436 (no user log); trl PR #3773; ServerlessLLM PR #196 (its own Transformers
  backend, not vLLM's); runpod-workers/worker-vllm PR #258 (tokenizer, transformers 5).

Judgement calls for the lead:
1. vllm-19801: the cause is a commenter's diagnosis (celidos: transformers' Qwen3MoeDecoderLayer does not pass **kwargs
   on, seen on transformers 4.51.3, tied to huggingface/transformers PR #38691 / commit b84ebb7), not a maintainer's,
   and no fix is confirmed in the stored text. The reporter's own line (dense Qwen3 serves fine with the backend, only
   MoE fails) agrees. kind None (a bare TypeError, no vLLM message; as github-glm4-742 for a Transformers-backend
   TypeError), cause dependency_version_mismatch (the installed transformers' modeling code vs what vLLM's backend
   needs); release_regression (of transformers) or architecture_unsupported are the alternatives.
2. vllm-15046: the error sentence is the reporter's comment quoting the message ('@hmellor The Transformers
   implementation of StableLMAlphaForCausalLM is not compatible with vLLM.') above a notebook traceback whose last
   frames are not in the stored chunks; kind/cause architecture_unsupported as vllm-12154 and vllm-26161 label the same
   refusal. No fix (open). gpus 4 is read from tensor_parallel_size=4 (at least four GPUs); numbers left empty (the
   TP size is in the user's code cell and does not bear on the refusal).
3. paddleocr-17148: the same message and the same reading as round 97's vllm-28517 (labels copied: kind
   weight_loading_mismatch, cause architecture_unsupported); a different user and tracker. The ValueError is only in the
   issue title; the stored body shows the notebook's 'Engine core initialization failed' tail. No fix in the stored
   text (closed); the lead may drop it as a same-class duplicate.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round647-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #19801: Qwen3-30B-A3B --model-impl=transformers -> TypeError in vllm_flash_attention_forward
case("vllm-19801-qwen3-30b-a3b-model-impl-transformers-attention-instances-nonetype-not-subscriptable",
     "https://github.com/vllm-project/vllm/issues/19801",
     "[Bug]: Loading Qwen3MoE using Transformers backend\n"
     "\n"
     "vllm serve Qwen/Qwen3-30B-A3B --model-impl=transformers\n"
     "\n"
     "Result in error:\n"
     "\n"
     "  File \"/cpfs02/user/qinshengling.qsl/skip/vl2/lib/python3.10/site-packages/vllm/model_executor/models/"
     "transformers.py\", line 66, in vllm_flash_attention_forward\n"
     "    self_attn = attention_instances[module.layer_idx]\n"
     "TypeError: 'NoneType' object is not subscriptable\n"
     "\n"
     "which I believe is a unique bug related to MoE structure, as the dense models of Qwen3 can be served normally "
     "with transformers backend.",
     None, {}, "dependency_version_mismatch",
     "vllm serve Qwen/Qwen3-30B-A3B forced onto the Transformers backend (--model-impl=transformers): the installed "
     "transformers' Qwen3MoeDecoderLayer does not pass **kwargs on to its attention, so the backend's attention hook "
     "(vllm_flash_attention_forward) receives attention_instances=None and fails while the engine starts. Dense Qwen3 "
     "models work with the same backend.",
     "no fix confirmed in the stored text; a commenter (celidos) traced it to transformers' Qwen3-MoE decoder layer not "
     "propagating kwargs (seen on transformers 4.51.3, tied to huggingface/transformers PR #38691); the error's reading: "
     "a transformers release whose Qwen3-MoE modeling passes kwargs through, or the native vLLM Qwen3-MoE "
     "implementation (drop --model-impl transformers)",
     release="not stated (collect_env left as the template; June 2025)", gpu=None, gpus=None,
     command="vllm serve Qwen/Qwen3-30B-A3B --model-impl=transformers",
     forbidden=_MEM,
     note="judgement call 1: the issue title, then the description's command and traceback tail as stored. The "
          "transformers version (4.51.3) is the commenter's, not the reporter's, so it is not in the excerpt.")

# ---------------------------------------- vllm #15046: stablelm-base-alpha-7b-v2, model_impl='transformers', TP 4 -> Transformers implementation not compatible
case("vllm-15046-stablelm-base-alpha-7b-v2-model-impl-transformers-tp4-not-compatible",
     "https://github.com/vllm-project/vllm/issues/15046",
     "[Bug]: StableLMAlphaForCausalLM has no vLLM implementation\n"
     "\n"
     "@hmellor The Transformers implementation of StableLMAlphaForCausalLM is not compatible with vLLM.\n"
     "\n"
     "```error\n"
     "---------------------------------------------------------------------------\n"
     "ValueError                                Traceback (most recent call last)\n"
     "Cell In[1], line 4\n"
     "      1 from vllm import LLM\n"
     "      3 # stabilityai/stablelm-base-alpha-3b-v2\n"
     "----> 4 llm = LLM(model= \"stabilityai/stablelm-base-alpha-7b-v2\", \n"
     "      5     tokenizer = \"stabilityai/stablelm-base-alpha-7b-v2\", \n"
     "      6     model_impl=\"transformers\",\n"
     "      7     trust_remote_code=True,\n"
     "      8     tensor_parallel_size=4)\n"
     "\n"
     "File ~/mambaforge/envs/vllm/lib/python3.12/site-packages/vllm/utils.py:1022, in deprecate_args.<locals>.wrapper."
     "<locals>.inner(*args, **kwargs)\n"
     "...\n"
     "File ~/mambaforge/envs/vllm/lib/python3.12/site-packages/vllm/model_executor/model_loader/__init__.py:14, in "
     "get_model(vllm_config)\n"
     "     12 def get_model(*, vllm_config: VllmConfig) -> nn.Module:\n"
     "     13     loader = get_model_loader(vllm_config.load_config)\n"
     "---> 14     return loader.load_model(vllm_config=vllm_config)\n"
     "\n"
     "File ~/mambaforge/envs/vllm/lib/python3.12/site-packages/vllm/model_executor/model_loader/loader.py:406, in "
     "DefaultModelLoader.load_model(self, vllm_config)\n"
     "    404 with set_default_torch_dtype(model_config.dtype):\n"
     "    405     with target_device:\n"
     "--> 406         model = _initialize_model(vllm_config=vllm_config)\n"
     "...\n"
     "File ~/mambaforge/envs/vllm/lib/python3.12/site-packages/vllm/model_executor/model_loader/loader.py:115, in "
     "_initialize_model(vllm_config, prefix)\n"
     "    113 \"\"\"Initialize a model with the given configurations.\"\"\"\n"
     "    114 model_config = vllm_config.model_config\n"
     "--> 115 model_class, _ = get_model_architecture(model_config)",
     "architecture_unsupported", {}, "architecture_unsupported",
     "stabilityai/stablelm-base-alpha-7b-v2 is a remote-code model (StableLMAlphaForCausalLM) that vLLM has no native "
     "class for; forced onto the Transformers backend (model_impl='transformers', trust_remote_code=True, TP 4) it is "
     "refused at architecture resolution because its custom modeling code does not implement the attention interface "
     "the backend requires.",
     "no fix reached in the stored text (open); the message's own reading: this architecture cannot run in vLLM until "
     "it gets a native implementation or its remote code is made backend-compatible",
     release="not stated (V0-era offline LLM API, vllm/model_executor/model_loader/loader.py; March 2025)", gpu=None,
     gpus=4, command="LLM(model=\"stabilityai/stablelm-base-alpha-7b-v2\", tokenizer=\"stabilityai/stablelm-base-alpha-7b-v2\", "
                     "model_impl=\"transformers\", trust_remote_code=True, tensor_parallel_size=4)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="judgement call 2: the issue title, then turn 3 (the reporter's reply to the maintainer) as stored, the "
          "notebook traceback's skipped frames marked '...'. gpus 4 from tensor_parallel_size=4.")

# ---------------------------------------- PaddleOCR #17148: PaddleOCR-VL through the Transformers fallback -> no 'mlp_AR' in TransformersForCausalLM
case("paddleocr-17148-paddleocr-vl-transformers-fallback-no-mlp-ar-in-transformersforcausallm",
     "https://github.com/PaddlePaddle/PaddleOCR/issues/17148",
     "[Bug]: ValueError: There is no module or parameter named 'mlp_AR' in TransformersForCausalLM\n"
     "...\n"
     "File ~/.local/lib/python3.10/site-packages/vllm/v1/engine/utils.py:785, in wait_for_engine_startup("
     "handshake_socket, addresses, core_engines, parallel_config, cache_config, proc_manager, coord_process)\n"
     "    783     if coord_process is not None and coord_process.exitcode is not None:\n"
     "    784         finished[coord_process.name] = coord_process.exitcode\n"
     "--> 785     raise RuntimeError(\"Engine core initialization failed. \"\n"
     "    786                        \"See root cause above. \"\n"
     "    787                        f\"Failed core proc(s): {finished}\")\n"
     "    789 # Receive HELLO and READY messages from the input socket.\n"
     "    790 eng_identity, ready_msg_bytes = handshake_socket.recv_multipart()\n"
     "\n"
     "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
     "weight_loading_mismatch", {}, "architecture_unsupported",
     "PaddleOCR-VL loaded in a notebook with a vLLM release that has no native PaddleOCR-VL class: vLLM fell back to its "
     "generic Transformers backend (TransformersForCausalLM), which has no place for the checkpoint's vision projector "
     "weights ('mlp_AR'), so weight loading stops and the engine core fails to start.",
     "none in the stored text (closed); the error's own reading, as for vllm #28517: a vLLM release with the native "
     "PaddleOCR-VL model instead of the Transformers fallback",
     release="not stated (V1 engine, wait_for_engine_startup with coord_process; late 2025, pydantic 2.12.0 in the "
             "pip list)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 3: the issue title (the ValueError), then the 'turn 0 continued' chunk's notebook traceback "
          "tail as stored; the frames between are not in the stored text ('...').")

BATCH.write()
