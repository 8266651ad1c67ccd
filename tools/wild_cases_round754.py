"""Round-754 blind batch: TOKENIZER, CHAT TEMPLATE AND PROCESSOR FAILURES AT VLLM'S START-UP OR FIRST REQUEST
(tokenizer_config, tokenizer.json newer than the installed tokenizers, a missing chat template, a processor class
transformers lacks, mistral tokenizer modes); collected by helper wild754 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round754-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and, where named, a fix PR / sibling thread the search returned). Excerpts are the text as the search tool's
issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 2 cases:
vllm #7780 (a --chat-template path that did not exist: 'The supplied chat template (./chat_template/llama3.jinja)
looks like a file path, but it failed to be opened. Reason: [Errno 2] No such file or directory'), vllm #42281
(EXAONE 4.5 on vLLM 0.20.2 with transformers 5.8.0: 'Error in inspecting model architecture
'Exaone4_5_ForConditionalGeneration'' -- the model module imports an EXAONE 4.5 image processor that the installed
transformers does not have).

How mined the slice is: mined out. 35 searches over every error line of the slice (untagged enum ModelWrapper /
PyPreTokenizerTypeWrapper, TokenizersBackend, extra_special_tokens as a list, Couldn't instantiate / Converting from
SentencePiece and Tiktoken, TypeError not a string, protobuf, RecursionError on unk_token_id, Mistral tokenizer mode /
mistral_common imports / 'No tokenizer file found in directory', default chat template no longer allowed, processor
without a chat template, chat-template path not found, jinja TemplateSyntaxError, Unrecognized processing class /
image processor, preprocessor_config.json, BaichuanTokenizer sp_model, GGUF tokenizers, JSONDecodeError on the
tokenizer files, trust-remote-code tokenizers, chat_template.jinja written by newer transformers, HF generation
tags) returned well over 60 vLLM-related threads; every one but the two below and the given-up ones was already in
USED_SOURCES.txt, CLAIMS.txt or an earlier round's skip list.

Sources given up (for the lead, not cases):
- Error line and cause not both stored: modelscope/ms-swift #8186 (claimed; swift 4.0 export of a Qwen3-VL LoRA,
  tokenizer_config.json written with transformers-5 'extra_special_tokens' as a list, vLLM's transformers 4.x fails
  in _set_model_specific_special_tokens -- the stored paste stops at `list(special_tokens.keys())` before
  "AttributeError: 'list' object has no attribute 'keys'", and there is no answer; the reporter's diagnosis is right
  and matches tt-inference-server PR #4507, ml-explore/mlx-lm #661 and LlamaFactory #10766, so a later round with
  the whole thread could take it: expected dependency_version_mismatch / transformers_too_old as the earlier
  tt-inference-server fixture); databricks/dbrx #16 (claimed; vLLM get_tokenizer -> 'OSError: Unable to load
  vocabulary from file', the thread stops at a maintainer's 'What version'); tulerfeng/Video-R1 #60 (claimed; vLLM
  core.py 'Unrecognized image processor in Video-R1/Video-R1-7B', no answer stored) and its twin Video-R1 #55;
  vllm #29563 (claimed; the issue behind PR #29582 'Optional tokenizer argument when loading GGUF models', not in the
  corpus); baichuan-inc/Baichuan2 #226 (BaichuanTokenizer sp_model with transformers 4.34, vLLM only named in a
  comment; the vLLM twin #1403 is used); modelscope/ms-swift #4358 (chat_template.jinja written by new transformers,
  'use transformers 4.49 for vllm', no error text).
- Already used or skip-listed (checked, not spent): vllm #31444, #14465, #21122, #20902, #19427, #23152, #8994,
  #8995, #569, #1403, #1445, #490, #47600, #10023, #15230, #16245, #17821, #18140, #35679, #17977, #6934, #8668,
  #28691, #14766, #15277, #33229, #23321, #29137, #29582, #39086, #52614, #8650, #8715, #31792, #7182 (protobuf);
  transformers #36246 (skip-listed in round 280 as 'the only answer is an image'; the stored text now shows the
  error line, the reporter's own analysis and a textual 'i add Qwen2VLImageProcessor, it's work' -- a lead may
  reopen it), #36292, #43366, #26882; ray #53873, #53571; vllm-ascend #471; vllm-omni #917; gpustack #5096;
  QwenPaw #3084; spark-vllm-docker #170; LlamaFactory #10310, #6532; ms-swift #8098, #8352; Qwen3-VL #2058;
  mistral-common #109, #11, #167; lm-format-enforcer #141; lmcache-vllm #54; proxy-lite #25; GLM-V #213;
  FastChat #2222; ray-llm #108; agent-lightning #57; LongWriter #39; Seed-X-7B #7; runpod worker-vllm #129.
- Not vLLM (the same error lines from transformers / other servers): ComfyUI, FramePack, ktransformers,
  open-instruct #738, unsloth #1059, mlx-lm #661, mlx-vlm #612, minimind #578, verl #5078 (TokenizersBackend in
  verl's own tokenizer load, vLLM not in the stored frames), TGI #1534 / #1545 / #3247, llama-cpp-python #2225,
  oobabooga #6985, axolotl #2762, lmms-eval #661, open-r1 #85.

Judgement calls for the lead:
1. vllm-7780 is a feature request ('Check for presence of files at startup'): the error line is real and complete up
   to the path, but the thread has no fix beyond the maintainer's 'Good point. PR welcomed here!'. The cause is read from the
   message itself (Errno 2: the relative path ./chat_template/llama3.jinja did not exist from the server's working
   directory); labelled vllm_check_failed / vllm_check_failed like the two earlier fixtures of this message
   (vllm-47600, jackyansongli). Drop it if a thread without a reported fix does not count.
2. vllm-42281's stored thread has the vLLM registry line and the title's diagnosis ('Exaone4_5_ImageProcessor missing
   in transformers') but neither the final ImportError nor an answer (closed). The mechanism and fix are taken from
   vllm #48819 / PR #48820 (the same bug family: vLLM's exaone4_5 module imports
   transformers.models.exaone4_5 at import time; transformers 5.6.0 lacks it, 5.12.0 has it), not from #42281 itself.
   Kind and cause model_inspection_failed, as the earlier fixture of the same mechanism (vllm-12932: Qwen2.5-VL's
   module importing Qwen2_5_VLImageProcessor that transformers 4.49 removed). A lead preferring the
   transformers-version reading may take transformers_too_old as the cause. gpus=1 is read from the collect_env GPU
   topology (GPU0 only).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round754-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm #7780: --chat-template ./chat_template/llama3.jinja not found (after loading the model)
case("vllm-7780-chat-template-relative-path-llama3-jinja-failed-to-be-opened",
     "https://github.com/vllm-project/vllm/issues/7780",
     "[Feature]: Check for presence of files at startup\n"
     "\n"
     "### 🚀 The feature, motivation and pitch\n"
     "\n"
     "Checks for files such as templates etc. should be done right at the start of vLLM loading. Not right at the "
     "end after 30 minutes of loading the model.\n"
     "\n"
     "[rank0]: ValueError: The supplied chat template (./chat_template/llama3.jinja) looks like a file path, but it "
     "failed to be opened. Reason: [Errno 2] No such file or directory:",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The launch passed --chat-template ./chat_template/llama3.jinja, a relative path that did not exist from the "
     "server's working directory ([Errno 2] No such file or directory). vLLM's OpenAI server opens the chat template "
     "only after the model has loaded, so the launch failed at the end of a 30-minute load with its check 'The "
     "supplied chat template (...) looks like a file path, but it failed to be opened'. A missing template file, not "
     "memory, the model or the tokenizer.",
     "not in the stored thread beyond the message itself: the maintainer (simon-mo) agreed the files should be checked "
     "at start-up ('Good point. PR welcomed here!'). The fix the message asks for: a --chat-template path that exists "
     "from the server's working directory (an absolute path, or the file copied / mounted there), or the flag left "
     "out so the tokenizer's own chat template is used.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the whole stored description (the template's name is in the error line; the "
          "stored text ends after 'No such file or directory:'). A feature request, not a bug report (judgement "
          "call 1). Labels follow the earlier fixtures of this message (vllm-47600).")

# ---------------------------------------- vllm #42281: EXAONE 4.5 on vLLM 0.20.2 + transformers 5.8.0 -> Error in inspecting model architecture
case("vllm-42281-exaone45-v0202-transformers-580-image-processor-missing-inspection-failed",
     "https://github.com/vllm-project/vllm/issues/42281",
     "[Bug]: EXAONE 4.5 import fails: Exaone4_5_ImageProcessor missing in transformers\n"
     "\n"
     "```text\n"
     "[pip3] torch==2.11.0+cu130\n"
     "[pip3] torch_c_dlpack_ext==0.1.5\n"
     "[pip3] torchaudio==2.11.0+cu130\n"
     "[pip3] torchvision==0.26.0+cu130\n"
     "[pip3] transformers==5.8.0\n"
     "[pip3] triton==3.6.0\n"
     "[conda] Could not collect\n"
     "\n"
     "==============================\n"
     "         vLLM Info\n"
     "==============================\n"
     "ROCM Version                 : Could not collect\n"
     "vLLM Version                 : 0.20.2\n"
     "vLLM Build Flags:\n"
     "  CUDA Archs: 7.5 8.0 8.6 8.9 9.0 10.0 12.0+PTX; ROCm: Disabled; XPU: Disabled\n"
     "GPU Topology:\n"
     "        GPU0    NIC0    NIC1    NIC2    CPU Affinity    NUMA Affinity   GPU NUMA ID\n"
     "GPU0     X      SYS     PIX     NODE    16-31,48-63     1               N/A\n"
     "```\n"
     "\n"
     "```\n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912] Error in inspecting model architecture "
     "'Exaone4_5_ForConditionalGeneration'\n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912] Traceback (most recent call last):\n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912]   File \"/usr/local/lib/python3.12/site-packages/vllm/"
     "model_executor/models/registry.py\", line 1336, in _run_in_subprocess\n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912]     returned.check_returncode()\n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912]   File \"/usr/local/lib/python3.12/subprocess.py\", "
     "line 502, in check_returncode\n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912]     raise CalledProcessError(self.returncode, "
     "self.args, self.stdout,\n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912] subprocess.CalledProcessError: Command "
     "'['/usr/local/bin/python3', '-m', 'vllm.model_executor.models.registry']' returned non-zero exit status 1.\n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912] \n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912] The above exception was the direct cause of the "
     "following exception:\n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912] \n"
     "(APIServer pid=287) ERROR 05-11 14:35:35 [registry.py:912] Traceback (most recent call last):\n"
     "```",
     "model_inspection_failed", {}, "model_inspection_failed",
     "Exaone4_5_ForConditionalGeneration is registered in vLLM 0.20.2, but its model module imports EXAONE 4.5's "
     "classes from transformers (the title: 'Exaone4_5_ImageProcessor missing in transformers'), and the installed "
     "transformers 5.8.0 does not provide them, so the registry's inspection subprocess failed to import the class and "
     "vLLM reported 'Error in inspecting model architecture'. vllm #48819 documents the same mechanism: "
     "vllm.model_executor.models.exaone4_5 imports transformers.models.exaone4_5 at import time, absent from "
     "transformers 5.6.0 and present in 5.12.0. A transformers release without the model's processor, not memory or "
     "parallelism.",
     "not in the stored #42281 thread (closed; no answer stored). From vllm #48819 / PR #48820 (open in the stored "
     "copy: defer the optional transformers model imports): a transformers release that ships EXAONE 4.5 "
     "(transformers.models.exaone4_5 is present in 5.12.0), or a vLLM whose exaone4_5 module defers that import.",
     release="0.20.2", gpu=None, gpus=1, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--trust-remote-code"}],
     note="Excerpt: the title, the tail of the collect_env block (the versions and the GPU topology; the earlier "
          "environment dump, the NIC legend and the issue template dropped) and the start of the registry's log as "
          "stored; the stored text ends at the second 'Traceback (most recent call last):' -- the final ImportError "
          "line is not stored. Judgement call 2 (cause read from the title and vllm #48819).")

BATCH.write()
