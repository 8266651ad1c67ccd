"""Round-702 blind batch: TRANSLATION, SUBTITLE, DOCUMENT-TRANSLATION and WRITING TOOLS pointed at a vLLM server or
running vLLM (VideoLingo, KrillinAI, PDFMathTranslate / BabelDOC, LunaTranslator, pot-desktop, manga-image-translator,
Sakura-LLM / SakuraLLM's own servers, GalTransl, AiNiee, translation-agent, novel-writing tools such as long-novel-GPT /
AI-Novel), 2024-2026, from their OWN trackers: vLLM's error with the cause stated; collected by helper wild702 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round702-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and, where named, a maintainer's answer in a twin thread). Excerpts are the text as the search tool's issues
corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
1 case: PDFMathTranslate-next #157 (pdf2zh-next / BabelDOC's OpenAI-compatible translator sending chat requests to a
vLLM server that serves ByteDance-Seed/Seed-X-PPO-7B, a translation model shipped without a chat template: vLLM's 400
'As of transformers v4.44, default chat template is no longer allowed ...').

The slice is close to EMPTY, not merely mined out: these tools' users overwhelmingly run Ollama, LM Studio or
llama.cpp (SakuraLLM's own launcher is llama.cpp's server.exe), so their trackers hold 502 / 503 / 404 / connection
errors of those servers, screenshots, and usage questions; vLLM's own error text with a stated cause is almost absent.
The vLLM threads that do exist for translation models (Hunyuan-MT, Seed-X) are used or skip-listed in earlier rounds.

Sources given up (for the lead, not cases):
- Already used or skip-listed by earlier rounds: Tencent-Hunyuan/Hunyuan-MT #37 ('No HunYuanMoE layer found', used in
  round 604; I appended a claim line before finding that -- it is not a case here); ByteDance-Seed/Seed-X-7B #7 (chat
  template, round 361 and later skip lists; read here only as the maintainers' answer cited for #157).
- No vLLM error text / not vLLM: SakuraLLM/SakuraLLM #48 (llama.cpp server CUDA OOM), #47 (AiNiee 503, CPU Python
  server), #29 (AutoGPTQ 'no device index'); NEKOparapa/AiNiee #346 (llama.cpp server 502, a VPN); GalTransl/GalTransl
  #86 (llama.cpp 503); HIllya51/LunaTranslator #1405 (Ollama 'model is required'); neavo/KeywordGacha #65 ('vllm
  backend' in the title, but the answer says the failure is the model's non-JSON reply, not vLLM; the error is a
  screenshot); zyddnys/manga-image-translator #894 (screenshot), #1011 (LM Studio), #1026 (Ollama); Huanshere/VideoLingo
  #540, #106, #202 (Ollama), #173 / #179 / #353 / #505 (WhisperX LocalEntryNotFoundError); aidayang/VideoLingo-OneClick
  #1 (Ollama 503); PDFMathTranslate-next #41 (Ollama 502); PDFMathTranslate/PDFMathTranslate #428 (feature question);
  Tencent-Hunyuan/Hy-MT #13 (HY-MT1.5-7B under vLLM 0.13.0 with --quantization experts_int8 answers '!!!!'; no error
  line, no cause stored); ByteDance-Seed/Seed-X-7B #15 (garbled AWQ output, no error); hydropix/TranslateBooksWithLLMs
  #174 (a maintainer's context-length FAQ, no failure); YILING0013/AI_NovelGenerator #144 (huggingface.co timeout).
- Error line not in the stored chunk: SakuraLLM/SakuraLLM PR #40 ('Support vllm engine': its 'Known issues' list,
  GPTQ Sakura-13B with tensor_parallel_size > 1, is cut right after the model name).
- Nothing usable reached for KrillinAI, pot-desktop, translation-agent, BabelDOC's own tracker, long-novel-GPT, AI-Novel,
  bilingual_book_maker, VideoCaptioner, TranslateGemma front-ends.

Judgement calls for the lead:
1. pdfmathtranslate-next-157: the stored thread is OPEN and holds no answer. The cause is read from vLLM's message
   itself (the served tokenizer defines no chat template) and from the Seed-X maintainers' answer in
   ByteDance-Seed/Seed-X-7B #7 (OwenNJU, 2025-07-25: 'our model does not include one and cannot be combined with other
   chat templates, such as the Mistral template'; launch per Seed-X-7B #1), the same model served the same way. Drop
   the case if a fix from the case's own thread is required.
2. The failure is at the first requests (chat-completions), caused by how the server was launched (a model without a
   chat template, no --chat-template); kind and cause chat_template_missing as in the nine earlier fixtures with
   'default chat template is no longer allowed'. --chat-template is NOT put in forbidden although the maintainers say a
   borrowed template (Mistral's) does not fit Seed-X: a template that reproduces Seed-X's own prompt format would work.
3. No vLLM release, GPU or launch command is in the stored text (all None).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round702-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}]

# ---------------------------------------- PDFMathTranslate-next #157: pdf2zh-next -> vLLM serving Seed-X-PPO-7B -> 400 default chat template is no longer allowed
case("pdfmathtranslate-next-157-pdf2zh-babeldoc-vllm-seed-x-ppo-7b-no-chat-template-400",
     "https://github.com/PDFMathTranslate-next/PDFMathTranslate-next/issues/157",
     "使用ByteDance-Seed/Seed-X-PPO-7B模型时报错\n"
     "\n"
     "当我使用专业的翻译模型ByteDance-Seed/Seed-X-PPO-7B 通过vllm加载，通过openai兼容模式接入后，系统在翻译时会报错：\n"
     "ERROR:babeldoc.format.pdf.document_il.midend.il_translator:Error translating paragraph. Paragraph: jnCCP (ents & "
     "design choices followed in the TSMixer.). Error: Error code: 400 - {'object':  il_translator.py:937\n"
     "                             'error', 'message': 'As of transformers v4.44, default chat template is no longer "
     "allowed, so you must provide a chat template if the tokenizer does not define one.', 'type':                    "
     "                  \n"
     "                             'BadRequestError', 'param': None, 'code': 400}.                                    "
     "                                                                                                 \n"
     "                             Traceback (most recent call last):                                                 "
     "                                                                                                 \n"
     "                               File \"/home/dbcszh/.local/share/uv/tools/pdf2zh-next/lib/python3.12/site-packages/"
     "babeldoc/format/pdf/document_il/midend/il_translator.py\", line 916, in translate_paragraph                       "
     "               \n"
     "                                 translated_text = self.translate_engine.llm_translate",
     "chat_template_missing", {}, "chat_template_missing",
     "ByteDance-Seed/Seed-X-PPO-7B is a Mistral-architecture translation model released without a chat template in its "
     "tokenizer config: it is prompted with a raw completion format ('Translate the following English sentence into "
     "Chinese:\\n<text> <zh>'). pdf2zh-next / BabelDOC's OpenAI-compatible translator sends every paragraph to vLLM's "
     "/v1/chat/completions, and vLLM (with transformers >= 4.44) refuses to apply a default template, so each "
     "paragraph fails with this 400. The server was launched without --chat-template for a model that has none; not "
     "a GPU, memory or start-up problem.",
     "not in the stored PDFMathTranslate-next thread (open, no answer stored). From the model's maintainers "
     "(ByteDance-Seed/Seed-X-7B #7, OwenNJU, 2025-07-25), on the same 400 from a vLLM server of Seed-X-PPO-7B: the "
     "model 'does not include one [a chat template] and cannot be combined with other chat templates, such as the "
     "Mistral template'; launch the server as in Seed-X-7B #1 and send Seed-X's own prompt to the completions "
     "endpoint. Fix: use Seed-X through /v1/completions with its prompt format (a client that can do that), or point "
     "PDFMathTranslate-next at a chat model that ships a chat template.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the description as the stored text shows it, from the reporter's sentence to "
          "the point where the stored chunk stops inside BabelDOC's traceback; the '[turn 0 by charliboy, continued]' "
          "marker is dropped (whatever came before it in the description -- the issue template's checklist and "
          "environment -- is not in the stored text). The rich-console padding is kept. The fix comes from a twin "
          "thread on the model's own tracker (judgement call 1).")

BATCH.write()
