"""Round-418 blind batch: vLLM start-up failures reported in CHINESE, JAPANESE or KOREAN (GitHub trackers of Qwen,
ModelScope/ms-swift, THUDM/zai-org, MiniCPM, DeepSeek, vllm-ascend, LlamaFactory, Xinference, gpustack, 1Panel, tutorial
repos such as datawhalechina/self-llm; the pages corpus: CSDN mirrors, Qiita, Zenn, velog, tistory; and CJK notes
committed to repositories, found with find_string) where the fix is given; collected by helper wild418 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round418-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 49 of the 50 allowed (39 ``search``: 30 issues, 6 pages, 3 code; 4 ``find_string``; 2 ``read_file``; 2
``find_files``; 2 ``find_repos``, counted to be safe). 1 case: datawhalechina/self-llm #459. The slice is mined out:
nearly every CJK thread the issues corpus returned for memory, KV-cache, dtype, TP, quantization, driver, NCCL and
argparse queries was already in USED_SOURCES.txt or named in an earlier round's skip list (rounds 233, 306, 200, 151
covered the same slice), the pages corpus returns generic tutorials for Japanese and Korean queries, and Japanese /
Korean wording never surfaced a Japanese- or Korean-language issue. Every candidate was checked with grep -F against
/work/coord/USED_SOURCES.txt and grep over tools/wild_cases_round3*.py / round4*.py before it was taken.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #17238, #2418, #730, #23955, #27389, #22173, #16570; QwenLM/Qwen3 #295, #16;
  QwenLM/Qwen #782; QwenLM/Qwen3-VL #1224; xusenlinzy/api-for-open-llm #225, #259; LlamaFactory #6476; vllm-ascend #3314,
  #1987, #1617, #5707, #9372, #2378, #19; xorbitsai/inference #3135; ms-swift #4974; MiniCPM-V #82, #640, #612;
  OpenBMB/MiniCPM #222; OpenSQZ/MiniCPM-V-CookBook #7; MiniMax-M1 #21; zai-org/GLM-4 #510; QAnything #128, #289;
  transformerlab-app #370; verl #2594; MIV-XJTU/FSDrive #21; THU-KEG/AdaptThink #1; syv-ai/qwen38-27b-rtx3090 #39;
  weicj/vLLM-2080Ti-Definitive #68; modelscope/FunASR #2973; vllm-omni #241, #1364; deepseek-ai/DeepSeek-R1 #546;
  PaddlePaddle/ERNIE #1389, #1000; Tencent-Hunyuan/HunyuanImage-3.0 PR #54; LyttonFeng/pinchbench-skill
  rl/docs/runpod_setup_and_training.md (a Chinese RunPod note, 'Free memory on device cuda:0 (0.75/44.4 GiB)', reached
  through find_string and only then found in USED_SOURCES.txt).
- Named in earlier rounds' skip lists (not re-opened): vllm #26612, #13370, #40778, #3764; LlamaFactory #3387;
  vllm-ascend #12891, #14628; xinference #1115, #3582, #4229 (one look-up spent: the traceback still stops before the
  error line); ms-swift #3288; MiniCPM-V #765; OpenBMB/MiniCPM #193; GLM-4 #758; GLM-V #223; HunyuanOCR #14/#15;
  DeepSeek-V2 #99; Qwen3-VL #1988, #1589; 1CatAI/1Cat-vLLM #57; vllm-omni #1081 (one look-up spent: the only reply, 'use
  quotes for model name', still does not fit).
- Error line not in the stored text, or no fix: ms-swift #8387 (Qwen3.5-9B with --language-model-only in the
  vllm0.17.1 image; EngineCore dies at the first request, the root error is not in the chunk), #5165 / #9379 / #6147
  (seq_cls models deployed with the vllm backend; the logs stop before the error), #7280 (EngineDeadError under load,
  not a start-up failure); QwenLM/Qwen3-VL #832 (torch OOM on a 31.60 GiB GPU, no command, no answer); vllm-ascend
  #2235, #2338 (bodies cut); vllm #16380, #12820 (empty chunks), #7576 (a hang, no error line), #37525 (screenshots);
  Tencent-Hunyuan/Tencent-Hunyuan-Large #19 (the error is paraphrased, 'fix' is a vendor fork of vLLM); Tele-AI/
  TeleChat-52B #9 and OpenBMB/MiniCPM #158 (errors only in screenshots); PaddleOCR #17094; 1Panel #12532 (screenshot);
  deepseek-ai/DeepSeek-OCR #195 (paddlex's vLLM plugin imports a vllm.model_executor.models.ernie45 that the installed
  vLLM lacks, so LLM() dies in load_general_plugins; English, no answer reached).
- Out of the slice (English) or not stock vLLM: vllm-omni #4508 (GLM-Image docs' '--stage-0-devices' flags refused;
  fixed by docs PR #4512, but the stored chunk stops before the error line), vllm-omni #1592 and vllm #34545 (--omni /
  --stage-configs-path refused with vllm 0.15/0.16 against vllm-omni 0.14.0, fix not reached); LG-AI-EXAONE/K-EXAONE #2
  (a fork branch's FusedMoE call); ztxz16/exvllm #1 and nlzy/vllm-gfx906 #41 (forks).
- No url reachable: a Japanese README committed for the 'チューニングコンペティション2026' Singularity submission sample
  (ABCI, llm-jp/llm-jp-3.1-1.8b-instruct4 through NeMo-Skills serve_vllm): 'invalid literal for int(): 'GPU-…'' at vLLM
  start when CUDA_VISIBLE_DEVICES holds a GPU UUID, fixed by exporting numeric ids. Found by find_string (file id
  67117074297), but neither read_file nor three further look-ups (two code searches, find_files on tir/README.md,
  find_repos) named its repository and path, so it is not a case. A Japanese handoff note (sinchir0/ogiri-llm, FlashInfer
  sampler 'requires GPUs with sm75 or higher' on an sm120 RTX PRO 5000 with vLLM 0.30) was left too: its fix is marked
  unverified and five fixtures already hold that bug.
- Pages corpus: openillumi.com (an AI-written article with a placeholder log, 'Tried to allocate X GiB'), errorcanon.top
  (synthetic), blog.gitcode.com on Xinference max_model_len (no error line), velog js03210 and gpt9.kr (already named).

Judgement calls for the lead:
1. self-llm #459: the error line is the reporter's own typed copy of a screenshot ('vllm:error:unrecognized
   arguments:--enable-reason', no spaces, cut short), not a pasted log. Labels follow vllm-18538 (the same refusal of
   --enable-reasoning): kind and cause vllm_check_failed, numbers {}; --enable-reasoning is listed as forbidden (adding
   it back is the failure).
2. Only one case: I preferred to hand back one clean case over padding the round with threads whose error line is
   only in a title or whose fix is a guess.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round418-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- datawhalechina/self-llm #459: Qwen3-8B tutorial command, --enable-reasoning unrecognized
case("self-llm-459-qwen3-8b-tutorial-enable-reasoning-unrecognized",
     "https://github.com/datawhalechina/self-llm/issues/459",
     "在启用vllm serve 设置--enable-resoning参数报错\n"
     "\n"
     "### 复现步骤\n"
     "\n"
     "1.执行命令：VLLM_USE_MODELSCOPE=true vllm serve /root/autodl-tmp/Qwen/Qwen3-8B --served-model-name Qwen3-8B "
     "--max_model_len 8192 --enable-reasoning --reasoning-parser deepseek_r1\n"
     "2.报错：“vllm:error:unrecognized arguments:--enable-reason”",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The self-llm tutorial for Qwen3-8B (written for an older vLLM) starts the server with --enable-reasoning "
     "--reasoning-parser deepseek_r1; on the reader's newer vLLM the --enable-reasoning flag no longer exists "
     "(deprecated in 0.9.0, removed by 0.10.0; --reasoning-parser alone turns reasoning output on), so vLLM's argument "
     "parser refuses the command before anything is loaded. A stale flag in a tutorial command, nothing about memory, "
     "GPUs or the model.",
     "the reporter, in the issue's '其他信息' section: 'BUG消除办法：删除--enable--reasoning参数即可' (remove the "
     "--enable-reasoning flag and the server starts; --reasoning-parser deepseek_r1 stays)",
     release=None, gpu=None, gpus=None,
     command="VLLM_USE_MODELSCOPE=true vllm serve /root/autodl-tmp/Qwen/Qwen3-8B --served-model-name Qwen3-8B "
             "--max_model_len 8192 --enable-reasoning --reasoning-parser deepseek_r1",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--enable-reasoning"}],
     note="Excerpt: the bug description sentence and the two reproduction steps as the issue body shows them (Chinese, "
          "the tutorial-bug template); the template headings for model/tutorial/owner, the screenshots and the "
          "'其他信息' section holding the fix are dropped. The error line is the reporter's own transcription of a "
          "screenshot (typed without spaces and cut at '--enable-reason'), not a pasted log; vLLM's real line is "
          "'vllm: error: unrecognized arguments: --enable-reasoning'. The vLLM release is only in a screenshot.")

if __name__ == "__main__":
    BATCH.write()
