"""Round-663 blind batch: STRUCTURED OUTPUTS, looked for first in the structured-output libraries' OWN trackers
(xgrammar, outlines / outlines-core, guidance / llguidance, lm-format-enforcer) and then in vLLM's structured_outputs /
guided_decoding threads: backend not installed or the wrong version, a schema / regex / grammar the backend refuses,
--guided-decoding-backend / --structured-outputs-config refused by the release, tokenizer incompatibility (Mistral
tokenizers, byte-level vocab), 2024-2026; collected by helper wild663 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round663-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` (34 corpus=issues, 1 corpus=docs); no read_file / fetch / find_* calls.
2 cases: dottxt-ai/outlines #576 (outlines.serve on vLLM main after the TokenizerGroup change, 'TokenizerGroup' has
no attribute 'get_vocab') and dottxt-ai/outlines #624 (outlines' JSONLogitsProcessor handed a vllm.LLM: 'LLM' object
has no attribute 'tokenizer'). Every source was checked with grep -iF against /work/coord/USED_SOURCES.txt and against
the earlier rounds' docstrings (tools/wild_cases_round*.py) before it was taken.

THE SLICE IS CLOSE TO MINED OUT. vLLM's own structured-output threads are nearly all used or skip-listed (rounds 252,
293, 342, 451, 454, 457, 552, 565, 570, 588, 611, 617, 646 named them), and the libraries' own trackers mostly hold
library-only reports (xgrammar / llguidance used directly with transformers, llama.cpp, SGLang, mlc-llm), feature
requests, or threads whose stored chunk stops before the error line or the fix. The two cases are from the early-2024
outlines <-> vLLM integration (outlines.serve and outlines.serve.vllm logits processors against vLLM 0.2.7-0.3.0).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): dottxt-ai/outlines #503, #536, #1517, #1609; vllm #8429, #11045, #16738, #8358,
  #16500, #7231, #2713, #3087; ray-project/ray #45739.
- Named in earlier rounds' skip lists (not re-opened): vllm PRs #47312, #30346 (grammar-compilation crashes, round 293),
  #16030 / mlc-ai/xgrammar #292, #13563, #14534 (xgrammar vocab assert, round 57), #11377, #16339, #16911, #13260,
  #13847, #13505, #14401, #52614, #20875, #6261; zai-org/GLM-4 #545; xusenlinzy/api-for-open-llm #279; outlines #1610,
  #1276; SystemPanic/vllm-windows #49; lm-sys/FastChat #2978, #2984; modelscope/ms-swift #3356.
- Error line not in the stored chunk, or no fix reached: noamgat/lm-format-enforcer #67 (vLLM 0.3.0 TokenizerGroup,
  traceback cut at lmformatenforcer/integrations/vllm.py:36 before the AttributeError line), #141 (Pixtral +
  tokenizer_mode mistral, traceback cut at tokenizer.encode("0"; fix PR #142 merged), dottxt-ai/outlines #1326
  (outlines.serve with vLLM 0.6.4.post1, chunk stops in the engine config), #535 (CodeLlama-13B-AWQ via outlines.serve
  on vLLM 0.2.6: 'CodeLlamaTokenizer has no attribute vocabulary' at the first constrained request; error only in the
  title and no reply stored), #1132 (CFG through vLLM 0.6.0 + outlines main 'crashes the whole server', no error
  line), #1222 (Ministral-8B tokenizer_mode mistral 'Cannot convert token', open, no fix), #524 (Mixtral TP4 +
  RegexLogitsProcessor, no error line), #1233 (outlines' own NotImplementedError for CFG on models.VLLM, open; a
  library refusal, not a vLLM failure); vllm #9433 ('Cannot convert token `\ufffd[` (186029) to bytes' from outlines'
  reduced_vocabulary on a Mixtral, closed as stale, no fix), #15790 (xgrammar 0.1.17 with Qwen2.5-VL, only the client
  code stored), #10489 / PR #10490 (outlines 0.1.x upgrade, error truncated), #3879 ('TokenizerGroup' object is not
  callable; only the environment block stored), #7557 (tokenizers cannot be pickled; only a '+1' comment stored),
  #12131, #26421, #57550 (feature gaps, no launch log).
- Not a vLLM start-up / first-request failure, or not vLLM: pip resolution failures for outlines -> pyairports
  (vllm #23983, VITA-MLLM/VITA #131, zeroQiaoba/AffectGPT #21, Search-R1 #150, deepjavalibrary/djl-serving PR #2873:
  install-time, no vLLM log), JIA-Lab-research/Seg-Zero #12 and vllm #11886 (xgrammar wheel not found at pip time),
  mlc-ai/xgrammar #256, #192, #104, #611, outlines-core #223, guidance-ai/llguidance #253 (library used without vLLM or
  feature requests), sgl-project/sglang #1930, #2166 (SGLang), eosphoros-ai/DB-GPT #1600 (TokenizerGroup in DB-GPT's
  own vLLM adapter; outside the slice and only the message in a Chinese sentence), lm-format-enforcer #27 (2023).
- Same incident as a used thread: MozerWang/Loong #12 (same reporter and error as vllm #11411, already a case).

Judgement calls for the lead:
1. Neither case is a vLLM start-up failure in the strict sense: vLLM loads (outlines.serve starts the engine; the
   offline vllm.LLM is built) and the structured-output library's first call into vLLM fails on vLLM's tokenizer API.
   Taken as round 646 took libraries calling vLLM internals, and labelled kind/cause dependency_version_mismatch as the
   earlier outlines fixtures (outlines-503, vllm-10138) are.
2. outlines-576: the error line is a quote, inside the issue, of a user's comment on outlines #504; the reporter is an
   outlines maintainer (lapp0) who names the vLLM commit that introduced TokenizerGroup. The fix is the quoted user's
   pin of vLLM to the commit before it (worked for him) and outlines PR #579 (the maintainer's; its merge is not in
   the stored text). release is a vLLM main commit, not a version.
3. outlines-624: the same reporter had posted the same error the day before as a comment on outlines #536 (used,
   given up by round 646 for lack of a fix; there he gives vllm==0.3.0, outlines==0.0.27). The #624 thread itself
   carries no version and no reply; the fix is read from outlines PR #711 ('Fix vLLM integration', merged 2024-02-27),
   whose point 2 is exactly this docstring / llm.tokenizer mismatch, and from vllm #3087 (used), where another user
   passes llm=llm.llm_engine to the same processor. The lead may prefer kind None (an outlines AttributeError, no vLLM
   message) and cause unrecognized.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round663-blind")
case = BATCH.case

_NONMEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- outlines #576: outlines.serve.serve on vLLM main 9b945daa (TokenizerGroup) -> 'TokenizerGroup' object has no attribute 'get_vocab'
case("outlines-576-outlines-serve-vllm-main-9b945daa-tokenizergroup-no-attribute-get-vocab",
     "https://github.com/dottxt-ai/outlines/issues/576",
     "Outlines `serve` Broken if Using vLLM `main`\n"
     "\n"
     "### Describe the issue as clearly as possible:\n"
     "\n"
     "> I just tested it again with a normal venv and pip and it seems the newly added LoRa-support to vllm broke "
     "something:\n"
     "> \n"
     ">     AttributeError: 'TokenizerGroup' object has no attribute 'get_vocab'\n"
     "\n"
     "### Steps/code to reproduce the bug:\n"
     "\n"
     "```python\n"
     "Install problematic vLLM with\n"
     "\n"
     "`pip install git+https://github.com/vllm-project/vllm@9b945daaf1ce03b8b02d68b37c59baf28566b535`\n"
     "\n"
     "Run with\n"
     "\n"
     "`python -m outlines.serve.serve --model=\"mistralai/Mistral-7B-Instruct-v0.2\"`\n"
     "```\n"
     "\n"
     "### Outlines/Python version information:\n"
     "\n"
     "```python\n"
     "vLLM: `9b945daaf1ce03b8b02d68b37c59baf28566b535`\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM main at commit 9b945daa (the multi-LoRA change, January 2024) wrapped the engine's tokenizer in a "
     "TokenizerGroup; outlines.serve's vLLM integration still treated engine.tokenizer as a Hugging Face tokenizer and "
     "called get_vocab() on it when building the guided-decoding FSM, so the outlines server on that vLLM failed with "
     "this AttributeError. An outlines / vLLM API mismatch, not a GPU, model or memory problem.",
     "the user quoted in the issue (from outlines #504): pinning vLLM to the commit before the change still works "
     "('pip install git+https://github.com/vllm-project/vllm@71d63ed72e8e528e3131af79b2c1ad853065ccb8'); outlines "
     "maintainer lapp0 asked the user to try outlines PR #579, which adapts outlines.serve to the TokenizerGroup (its "
     "merge is not in the stored text). In short: a vLLM older than the TokenizerGroup change, or an outlines with the "
     "fix",
     release="vLLM main @ 9b945daaf1ce (January 2024, before 0.3.0)", gpu=None, gpus=None,
     command="python -m outlines.serve.serve --model=\"mistralai/Mistral-7B-Instruct-v0.2\"",
     forbidden=_NONMEM + [{"flag": "--enforce-eager"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title and description as the stored chunk shows them, with the quoted user's pin of the "
          "earlier vLLM commit (the fix), the maintainer's diagnosis line naming the vLLM commit and the link to #504 "
          "left out. The error line is the quoted user's; no full traceback is stored. The stored thread shows only "
          "the maintainer's pointer to outlines PR #579 as a reply.")

# ---------------------------------------- outlines #624: outlines.serve.vllm JSONLogitsProcessor(schema, vllm.LLM) -> 'LLM' object has no attribute 'tokenizer'
case("outlines-624-mistral-7b-offline-llm-outlines-jsonlogitsprocessor-llm-object-no-attribute-tokenizer",
     "https://github.com/dottxt-ai/outlines/issues/624",
     "Docstring of `RegexLogitsProcessor` is incorrect\n"
     "\n"
     "### Describe the issue as clearly as possible:\n"
     "\n"
     "otherwise it throws this error: `AttributeError: 'LLM' object has no attribute 'tokenizer'`.\n"
     "\n"
     "### Steps/code to reproduce the bug:\n"
     "\n"
     "```python\n"
     "from vllm import LLM\n"
     "from outlines.serve.vllm import JSONLogitsProcessor, _patched_apply_logits_processors\n"
     "from pydantic import BaseModel\n"
     "from vllm import SamplingParams\n"
     "import vllm.model_executor.layers.sampler as sampler\n"
     "\n"
     "sampler._apply_logits_processors = _patched_apply_logits_processors\n"
     "\n"
     "llm = LLM('mistralai/Mistral-7B-Instruct-v0.1')\n"
     "\n"
     "class AviationPrompt(BaseModel):\n"
     "    is_aviation_related: bool\n"
     "\n"
     "logits_processor = JSONLogitsProcessor(AviationPrompt, llm)\n"
     "results = llm.generate(user_prompts, sampling_params=SamplingParams(max_tokens=100, "
     "logits_processors=[logits_processor]))\n"
     "```\n"
     "\n"
     "### Expected result:\n"
     "\n"
     "```shell\n"
     "No errors\n"
     "```\n"
     "\n"
     "### Error message:\n"
     "\n"
     "```shell\n"
     "Traceback (most recent call last):\n"
     "  File \"/pkg/modal/_container_entrypoint.py\", line 372, in handle_input_exception\n"
     "    yield\n"
     "  File \"/pkg/modal/_container_entrypoint.py\", line 530, in run_inputs\n"
     "    res = imp_fun.fun(*args, **kwargs)\n"
     "  File \"/root/api.py\",",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "outlines' vLLM logits processors (outlines.serve.vllm RegexLogitsProcessor / JSONLogitsProcessor, outlines "
     "0.0.2x) read llm.tokenizer, an attribute of vLLM's (Async)LLMEngine, while their docstring says to pass a "
     "vllm.LLM, which exposes the tokenizer only through get_tokenizer(). Building the processor from the offline "
     "vllm.LLM therefore fails with this AttributeError after the engine has loaded; nothing is wrong with the model, "
     "the GPU or memory.",
     "not in this thread (closed, no reply stored). outlines PR #711 'Fix vLLM integration' (saattrupdan, merged "
     "2024-02-27) fixes exactly this: the processors now take the tokenizer via vllm.LLM.get_tokenizer() and fall back "
     "to a tokenizer attribute for an LLMEngine. Until then, pass the engine instead of the LLM "
     "(JSONLogitsProcessor(schema=..., llm=llm.llm_engine), as used in vllm #3087), or upgrade outlines past PR #711",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--enforce-eager"}, {"flag": "--trust-remote-code"}, {"flag": "--quantization"}],
     note="Excerpt: the issue as the stored chunk shows it; the description's first sentence ('Related to #536, the "
          "JSONLogitsProcessor requires the same `adapt_tokenizer` modifications found [here](...)', which points at "
          "the workaround) is cut down to its error clause, and the traceback is stored only up to '/root/api.py' "
          "(Modal container). The same reporter posted the same error on outlines #536 a day earlier with vllm==0.3.0 "
          "and outlines==0.0.27; that thread is used and not repeated here, so release stays None.")

BATCH.write()
