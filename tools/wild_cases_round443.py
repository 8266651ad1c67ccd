"""Round-443 blind batch: vLLM start-up failures written up in CHINESE, JAPANESE or KOREAN by the person whose own
launch failed (CSDN / Zhihu / cnblogs / juejin / Qiita / Zenn / velog / tistory / note.com pages in the pages corpus,
and CJK notes committed to the author's own GitHub repository), with the log or error line pasted and the fix stated;
collected by helper wild443 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round443-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source only.
Excerpts are the text as the search tool's stored copy shows it; the fix is left out of the excerpt.

Look-ups: 38 charged of the 50 allowed (21 ``search``: 16 corpus=pages, 5 corpus=code; 9 ``find_string``; 5
``read_file``; 3 ``find_files``; no fetch). A 39th call (a pages search for a Japanese RTX 5090 'no kernel image'
post) was refused with "the search budget for this session is used up", so the round stopped there, well before the
deadline. 2 cases, both from the same author's Chinese notes committed to GitHub (dupengair/learn-vllm), two
different incidents on the same 6 GB laptop GPU: vLLM 0.10.2 broken by transformers 5.17.0, and a hand-built
Namespace passed to api_server.build_app on 0.10.2.

**The pages-corpus slice is mined out.** Every Chinese, Japanese and Korean query (KV cache / max_model_len, OOM,
free memory, bf16 on V100, TP / heads, ValueError, "已解决", tistory / Zenn / Qiita phrasing) returned the same
content-farm or AI-written explainers earlier rounds listed (blog.gitcode.com digests, adg.csdn / wenku.csdn /
youkuaiyun, mzph / pswp / sgqg / mynw / maplevalley / wmrh farms, 2048ai.net, openillumi, errornotes, runlocalai,
aimadetools, theneuralbase, gigagpu, youngju.dev, blog.aibox.today) or first-hand pages already used (velog js03210,
gpt9.kr, myoceane.fr, blog.csdn.net/acs713). The pages corpus stores only a page's opening, so CSDN posts whose error
section is further down (the mzph.cn 7GB DeepSeek-R1 post's "异常日志处理") cannot be reached. The two cases came from
the other route earlier rounds used: CJK notes committed to the author's own repository, found with find_string
("vllm部署报错") and then located by path with find_files (a by-id read_file does not give the repository, so a note
found only by id cannot be cited). Every url was checked with grep -iF against /work/coord/USED_SOURCES.txt, the
fixtures' source_url and tools/wild_cases_round*.py before it was taken.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures): hzqjgthy/vllm KV_Cache_显存不足错误解决方案.md (40960 needs 5.62 of 4.50
  GiB); imroc/tke-guide (VLLM_PORT 'tcp://...' int parse, met again through find_string "vllm 启动报错");
  zhenhantech/amdgpudriver DEEPSEEK_QUICK_FIX.md ('ROCM_FLASH' for VLLM_ATTENTION_BACKEND, met through "vLLM启动失败");
  hanchi-gao/vllm-gpu-pcie-benchmark SERVE_MEMORY_FIX.md (5.31/31.86 GiB, util 0.8); the LightZero 'vLLM V1 引擎内存分析问题'
  report (initial 41.19 / current 41.64 GiB); Peuqui 'vLLM Fix Summary - RTX 3060'; velog js03210; gpt9.kr;
  myoceane.fr; mzph.cn/pingmian/81541 (and its pswp.cn / sgqg.cn copies); blog.csdn.net/acs713 (Qwen3-32B
  --cpu-offload-gb log).
- AI-written, SEO or digest pages (not first-hand): blog.gitcode.com (api-for-open-llm KV-cache digests 8192 vs 4512
  and 32768 vs 15248, QwenLM V100 bf16 digest, GPUStack gemma-3 TP 3 digest, Llama-4 half digest), maplevalley.com.cn
  V100 Qwen2.5 guide, mynw.cn Hunyuan-MT guide, wmrh.cn EngineDeadError list, 2048ai.net 'vLLM 0.5.0 KV cache bug',
  openillumi.com (Japanese, declares itself AI-assisted), adg.csdn.net, wenku.csdn.net, blog.youkuaiyun.com Xinference
  digest, an interview-answer note ('vLLM GPU 内存管理问题解析', 6.92/8.0 GiB example).
- Found through find_string, not taken (thin, or the repository could not be named): a Chinese two-node 8x A800 Ray
  note naming `RuntimeError: Gloo connectFullMesh failed` as a tip with the GLOO_SOCKET_IFNAME fix (no pasted log; six
  Gloo cases already exist); a conda note linking vllm #18967 ('_moe_C' has no attribute, title only; fix: build vLLM
  0.11 from source); a TPU v7 DeepSeek-R1 FP4 guide with 22 pitfalls ('MLA models require both the NEW_MODEL_DESIGN=1
  environment variable...' cut with '...', 'TPU initialization failed: open(/dev/vfio/4): Device or resource busy';
  it runs the author's patched tpu-inference with its own MoE-cache env vars); a Chinese deployment table row 'vLLM
  起不来：Qwen2Tokenizer has no attribute all_special_tokens_extended' on vLLM 0.7.3 (one-row summary, same class as
  case 1); a verl 2x24 GB colocate note that says 'vLLM 起不来' and points to a section not read.
- Same document / not a start-up failure: dupengair/learn-finetune docs/vLLM部署报错分析与改造方案.md (the same note and
  incident as case 2, copied into the sibling repo; taken once); section 7 of the case-2 note (a 404 'The model
  `qwen3-0.6b` does not exist' from a client sending the wrong served-model-name: the server was healthy).

Judgement calls for the lead:
1. Slice: both cases are Chinese notes in the author's GitHub repository, not CSDN / Zhihu / Qiita pages; the pages
   corpus gave nothing unused and first-hand (see above). The repository has a CLAUDE.md and the notes read as
   assistant-drafted analyses, but they record the author's own runs (dated 2026-09-17 and 09-23, the local conda env
   'ai-gpu', dist-info timestamps, the author's log figures). The lead may drop them as off-slice.
2. Same author, two cases: different incidents (a script/API error on 09-17, a transformers upgrade on 09-23) with
   different messages and fixes; both on one RTX 4050 Laptop 6 GB under WSL2, vLLM 0.10.2, VLLM_USE_V1=0.
3. Case 2 (Namespace has no attribute 'disable_fastapi_docs'): no label names 'user code calls vLLM internals with an
   old API'; kind and cause dependency_version_mismatch (the script follows the vLLM 0.4-0.6 pattern and runs on
   0.10.2); unrecognized is the alternative. The engine had loaded, so memory flags are marked wrong.
4. Neither note pastes a raw traceback: the error lines are the author's quotes in the note headers (case 1: the
   AttributeError and that it printed twice; case 2: the AttributeError plus log facts and the crash-point code).
   numbers is {} for both (no figure under a LABELS.txt key in the messages).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round443-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

_LV = "https://github.com/dupengair/learn-vllm/blob/"

# ---------------------------------------- dupengair/learn-vllm: vLLM 0.10.2 + transformers 5.17.0 -> Qwen2Tokenizer has no attribute all_special_tokens_extended
case("github-dupengair-learn-vllm-v0102-transformers-517-qwen2tokenizer-all-special-tokens-extended",
     _LV + "9a36c54f41800cf8048f50874fcc14247d1129f9/docs/"
     "transformers-5%E5%8D%87%E7%BA%A7%E5%AF%BC%E8%87%B4vLLM%E5%90%AF%E5%8A%A8%E5%A4%B1%E8%B4%A5%E5%88%86%E6%9E%90.md",
     "> 对应脚本：`test_vllm_qwen3-0.6b.py`（以及 -lora / -SFT 两个变体，同锅）\n"
     "> 现象：`AttributeError: Qwen2Tokenizer has no attribute all_special_tokens_extended`，同一错误连打两遍（APIServer "
     "主进程一遍、SpawnProcess-1 引擎子进程一遍），服务起不来",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.10.2 (V0 engine, VLLM_USE_V1=0) serving Qwen3-0.6B on a 6 GB RTX 4050 Laptop under WSL2. Installing "
     "sentence-transformers 6.1.0 for another project in the same conda env made pip upgrade transformers to 5.17.0 "
     "(and tokenizers to 0.23.2); vLLM 0.10.2 declares only transformers>=4.55.2, and its get_cached_tokenizer reads "
     "tokenizer.all_special_tokens_extended, which transformers 5.0 removed. The tokenizer init fails in both the "
     "API-server process and the engine subprocess, so the server never starts. A library version mismatch, not "
     "memory, the model or the launch flags.",
     "the author's own fix in the same note (sections 4-7): downgrade to a compatible pair, pip install "
     "\"transformers==4.57.6\" \"sentence-transformers==5.1.0\" (tokenizers goes back to 0.22.2, vllm/torch untouched), "
     "then re-run the server script and curl /v1/models; alternatives weighed: a separate env for the embedding work, "
     "or a vLLM release that supports transformers 5.x",
     release="0.10.2", gpu="NVIDIA RTX 4050 Laptop GPU (6 GB), WSL2", gpus=1,
     command="python test_vllm_qwen3-0.6b.py",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"},
                       {"flag": "--max-num-seqs"}, {"flag": "--dtype"}],
     note="Excerpt: the two header lines of the author's Chinese post-mortem (docs/transformers-5升级导致vLLM启动失败分析.md), "
          "which quote the error line and say it printed twice; the title (which names transformers 5.17.0 as the "
          "cause) and the 'conclusion first' line (which gives the downgrade) are left out, as is the analysis. No raw "
          "traceback is pasted in the note. The versions (vLLM 0.10.2, transformers 5.17.0, tokenizers 0.23.2) come from "
          "the note's body. The command is the script the note names (test_vllm_qwen3-0.6b.py builds args with vLLM's "
          "make_arg_parser and calls run_server: --model ./model/Qwen3-0.6B --max-model-len 4096 "
          "--gpu-memory-utilization 0.7, VLLM_USE_V1=0); the 6 GB RTX 4050 Laptop / WSL2 set-up is from the same repo's "
          "other note. The same author's second case (the Namespace one) is a different incident on the same machine.")

# ---------------------------------------- dupengair/learn-vllm: hand-built Namespace + api_server.build_app on vLLM 0.10.2 -> no attribute 'disable_fastapi_docs'
case("github-dupengair-learn-vllm-v0102-hand-built-namespace-build-app-no-disable-fastapi-docs",
     _LV + "79f055701819a5160bf2d73620df0ebfa2ef9f0d/docs/"
     "vLLM%E9%83%A8%E7%BD%B2%E6%8A%A5%E9%94%99%E5%88%86%E6%9E%90%E4%B8%8E%E6%94%B9%E9%80%A0%E6%96%B9%E6%A1%88.md",
     "> 2026-09-17。运行 `test_vllm.py` 报 `AttributeError: 'Namespace' object has no attribute 'disable_fastapi_docs'`。\n"
     "...\n"
     "> 版本事实基于本机 `ai-gpu` 环境实际安装的 **vLLM 0.10.2** 源码（`vllm/entrypoints/openai/`），所有行号均已核对。\n"
     "> 硬件约束：RTX 4050 Laptop **6GB 显存** + WSL2，CPU 内存仅 7.76GB（日志可见 4GB 已划作 swap）。\n"
     "\n"
     "---\n"
     "\n"
     "## 一、现象与一句话结论\n"
     "\n"
     "值得注意的时序：**引擎其实加载成功了**。日志里 `init engine ... took 19.47 seconds`、CUDA graph 捕获完毕、"
     "`Supported_tasks: ['generate']` 都已打印，说明 `LLM(...)` 本身没问题；崩溃发生在**之后的\"服务组装\"阶段**（`build_app`）。\n"
     "...\n"
     "崩溃点 `api_server.py:1566`（`build_app` 第一行就访问缺失字段）：\n"
     "\n"
     "```python\n"
     "def build_app(args: Namespace) -> FastAPI:\n"
     "    if args.disable_fastapi_docs:      # ← 手搓 Namespace 里没有，当场 AttributeError\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A learner's serving script for Qwen3-0.6B on vLLM 0.10.2 (V0 engine, 6 GB RTX 4050 Laptop, WSL2) used the "
     "old (vLLM 0.4-0.6 era) pattern: build an engine with LLM(...), hand-build an argparse Namespace of nine fields "
     "holding llm_engine, then call vllm.entrypoints.openai.api_server.build_app(args) and uvicorn.run. In 0.10.2 the "
     "server builds its own engine from a complete CLI Namespace (AsyncEngineArgs.from_cli_args does hard getattr on "
     "every field) and build_app reads many front-end fields, so it failed at its first line on the missing "
     "disable_fastapi_docs. The engine itself had loaded fine; the failure is the script's use of an internal API "
     "that changed across vLLM releases, not memory or the model.",
     "the author's own fix (the note's sections 3 and 5, and the repo's README, whose three server scripts now use it): "
     "drop the hand-built LLM(...) and Namespace, build the full args with "
     "make_arg_parser(FlexibleArgumentParser()).parse_args([...]) carrying --model/--served-model-name/--max-model-len "
     "4096/--gpu-memory-utilization 0.7/--host/--port, call validate_parsed_serve_args(args) and "
     "uvloop.run(run_server(args)); or simply use the CLI, VLLM_USE_V1=0 vllm serve ./model/Qwen3-0.6B "
     "--served-model-name qwen3-0.6b --max-model-len 4096 --gpu-memory-utilization 0.7",
     release="0.10.2", gpu="NVIDIA RTX 4050 Laptop GPU (6 GB), WSL2", gpus=1,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"},
                       {"flag": "--max-num-seqs"}, {"flag": "--dtype"}],
     note="Excerpt: the header lines and the start of section 1 of the author's Chinese analysis "
          "(docs/vLLM部署报错分析与改造方案.md), then the crash-point code block of section 2.1; dropped ('...'): the "
          "header line saying the note does not change the script, the 'one-sentence conclusion' paragraph (it gives "
          "the fix) and the start of 2.1. The note quotes the error line and log facts but pastes no raw traceback. "
          "No shell command: the failing script (test_vllm.py: VLLM_USE_V1=0, LLM(model='./model/Qwen3-0.6B', "
          "max_model_len=4096, gpu_memory_utilization=0.7), a hand-built Namespace, api_server.build_app, uvicorn.run) "
          "is described in section 3. Judgement call: kind/cause dependency_version_mismatch (a script written against "
          "an older vLLM internal API); no label fits 'user code calls vLLM internals wrongly' better.")

if __name__ == "__main__":
    BATCH.write()
