"""Round-582 blind batch: vLLM start-up failures reported in CHINESE, JAPANESE or KOREAN (Chinese-language issues on
vLLM's, vllm-ascend's, Xinference's, LLaMA-Factory's, Qwen's, DeepSeek's, MiniCPM's trackers; Japanese / Korean issue
queries; CJK notes kept in repositories through the code corpus), any failure family; collected by helper wild582 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round582-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 30 allowed (27 ``search`` corpus=issues, 1 ``search`` corpus=code; no read_file / fetch /
find_string). 2 cases, both Chinese-language vllm-ascend issues about Qwen3-Next on Ascend NPUs and its Triton-Ascend
dependency: vllm-ascend #3212 (No module named 'triton': triton-ascend not installed, the tutorial's required step) and
vllm-ascend #5690 (bishengir-compile has no target 'Ascend910B4-1' in the v0.13.0rc1 image; fixed by the newer Triton
in the 0.13.0 image). The slice is close to mined out: nearly every Chinese-language vLLM start-up thread the issues
corpus returned (vLLM, vllm-ascend, Xinference, LLaMA-Factory, QwenLM, DeepSeek, MiniCPM, GLM, ms-swift) was already in
USED_SOURCES.txt or an earlier round's skip list, Japanese and Korean queries on the issues corpus return only English
threads, and the one CJK repository note the code corpus returned (hzqjgthy/vllm's KV-cache note) is a fixture already.
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and the earlier rounds' files before it was
spent on.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): vllm #17238, #29481, #41209, #18933, #12997,
  #14186, #13121, #19045, #29849, #39279, #11441 (not checked further); vllm-ascend #2267, #1249, #14628, #692, #10525,
  #3291, #3843, #329, #975, #3479, #5710, #9294, #6490, #12907, #485, #7421, #5353, #3162; DeepSeek-R1 #546;
  OpenBMB/MiniCPM #193, #222; MiniCPM-V #640; AgentCPM-GUI #11; QwenLM/Qwen #853; Qwen3-VL #35, #1515; Qwen3 #1339;
  Qwen3-Omni #105; zai-org/GLM-OCR #10; GLM-V #204; GLM-4 #630; xinference #1112, #3135, #4229; LlamaFactory #4931,
  #8025; dengcao/Qwen3-Reranker-0.6B #6; InternLM #826; LongWriter #39; Seed-X-7B #7; odysseus #191;
  hzqjgthy/vllm KV_Cache note.
- Error line not in the stored chunk (traceback cut, or a screenshot / attachment): vllm-ascend #3029 (Qwen3-Next on the
  v0.10.2rc1 image, registry.py import traceback cut before the error; very likely the same missing-triton class as
  #3212), #3373 and #3564 (Qwen3-Next on 910C arm per the tutorial, log cut in the plugin warnings; #3564's maintainer
  points at the #3291 'Ascend config is not initialized' bug fixed by PR #3557), #143 (910B, torch_npu lacking
  npu_selfattention / npu_rope, error only in a screenshot and in prose), #1544 (DP2 x TP8, rank 0 and rank TP both on
  device 0, screenshots only), #11542 (HCCL hcclCommInitRootInfoConfig error code 1 on two 910B3 nodes, screenshots),
  #8519 (910B4 four-card Qwen3-32B 'HCCL API调用失败', only a shutdown line stored; a maintainer questions the
  /dev/davinci10..16 mounts; no fix), #641 (310P3, an HTML paste); intel/ipex-llm #12953 ('vllm镜像无法启动': the
  ipex-llm vLLM image cannot reach huggingface.co at start, traceback cut at create_engine_config before the error).
- No fix / cause not pinned in the stored text: vllm-ascend #9534 (deepseekv4 image with Ray multi-node,
  "TypeError: get_attn_backend() got multiple values for argument 'use_mla'"; only an automated reply suggesting
  data-parallel multiproc instead of Ray); Ascend/pytorch #60 (Chinese, torch-npu 2.4.0.post2 lacks
  '_npu_rotary_embedding', no maintainer answer, no vLLM log).
- Off the slice (English-language reports), left for another round: vllm-ascend #218 and #379 (AttributeError: module
  'torch_npu' has no attribute '_npu_rotary_embedding' at the profile run, vllm-ascend 0.7.3-era, torch_npu older than
  the dev build vllm-ascend pinned; the answers are beyond the stored chunk), #56 ('npu_rope' missing with torch-npu
  2.5.1rc1 and vllm-ascend 0.7.1), #117 (torch_npu-2.5.1.dev20250218 ImportError undefined symbol atb GroupTopkParam);
  vllm #12670 (Ray 'does not allocate any GPUs on the driver node', a Chinese commenter on an English thread).

Judgement calls for the lead:
1. vllm-ascend-3212: the error string is in the title and in the one-line description only (no traceback pasted);
   taken because it is verbatim and the maintainer's answer (Yikun: the Qwen3-Next tutorial's required step installs
   triton, plus PR #3113) was confirmed by the reporter ('感谢，已解决'). kind dependency_missing as for the earlier
   "No module named 'triton'" fixtures (vllm-14888, vllm-16955); cause dependency_missing, not platform_unsupported as
   in those two, because here the platform does have the package (triton-ascend) and installing it fixed the launch.
2. vllm-ascend-5690: the excerpt's error lines are from a commenter's quoted log ('Same error:', the stored text runs
   the three log lines together on one line; kept as stored), the image tag from a later comment by nowang6; the
   reporter's own log is an attachment. kind torch_compile_error as round 454 labelled the same bishengir-compile
   message (vllm-ascend-7423, 310P3); cause dependency_version_mismatch rather than that fixture's
   architecture_unsupported, because the 910B4-1 is a supported chip and the maintainer's fix was the newer Triton in the
   0.13.0 image (a toolchain older than the chip name, not a chip the project does not support). Whether the Triton
   compile failed during start-up profiling or at the first request is not visible (worker_busy_loop logs both); the
   title says the model could not be run at all.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round582-blind")
case = BATCH.case

_NOT_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
            {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm-ascend #3212: Qwen3-Next on an Ascend NPU -> No module named 'triton' (triton-ascend not installed)
case("vllm-ascend-3212-qwen3-next-npu-no-module-named-triton-triton-ascend-not-installed",
     "https://github.com/vllm-project/vllm-ascend/issues/3212",
     "[Doc]: qwen3-next No module named 'triton'\n"
     "\n"
     "### 📚 The doc issue\n"
     "\n"
     "在NPU机器上，可以使用 qwen3-next 吗？为什么缺少 No module named 'triton'",
     "dependency_missing", {}, "dependency_missing",
     "Serving Qwen3-Next with vLLM on an Ascend NPU machine (vllm-ascend, September 2025): vllm-ascend's Qwen3-Next "
     "path runs Triton kernels (the gated-delta-net / linear-attention ops) through Triton-Ascend, which is not part of "
     "the base install; the vllm-ascend Qwen3-Next tutorial lists installing it (with the BiSheng toolkit) as a required "
     "step. The user had skipped it, so importing the model's Triton code failed with No module named 'triton'. A "
     "missing dependency, not a memory or parallelism problem.",
     "maintainer Yikun (2025-09-27): follow https://vllm-ascend.readthedocs.io/en/latest/tutorials/"
     "multi_npu_qwen3_next.html, which has 'a required step to install triton' (and PR #3113 improved it); the reporter "
     "confirmed the next day: '感谢，已解决' (thanks, solved)",
     release=None, gpu="Huawei Ascend NPU", gpus=None, command=None,
     forbidden=_NOT_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the whole issue (title and one-line description) as the stored text shows it ('在NPU机器上，可以使用 "
          "qwen3-next 吗？为什么缺少 ...' = can qwen3-next be used on an NPU machine? why is 'triton' missing?); the "
          "maintainer's answer and the reporter's confirmation are left out. No traceback, version or command was "
          "pasted; the date (2025-09-27) puts it at vllm-ascend v0.10.2rc1 / v0.11.0rc0.")

# ---------------------------------------- vllm-ascend #5690: v0.13.0rc1 image, Qwen3-Next-80B on 910B4-1 -> bishengir-compile: Cannot find option named 'Ascend910B4-1'
case("vllm-ascend-5690-v0130rc1-qwen3-next-80b-910b4-1-bishengir-cannot-find-option-ascend910b4-1",
     "https://github.com/vllm-project/vllm-ascend/issues/5690",
     "[Bug]: 910B4-1无法运行qwen3-next-80b，triton有问题\n"
     "\n"
     "> Same error:\n"
     "> \n"
     "> (Worker_TP1 pid=265) ERROR 01-09 02:43:59 [multiproc_executor.py:824] ///------------------[ERROR][Triton][BEG]"
     "------------------ (Worker_TP1 pid=265) ERROR 01-09 02:43:59 [multiproc_executor.py:824] [ConvertLinalgRToBinary] "
     "encounters error: (Worker_TP1 pid=265) ERROR 01-09 02:43:59 [multiproc_executor.py:824] bishengir-compile: for the "
     "--target option: Cannot find option named 'Ascend910B4-1'!\n"
     "\n"
     "I used the docker image: quay.io/ascend/vllm-ascend:v0.13.0rc1",
     "torch_compile_error", {}, "dependency_version_mismatch",
     "Qwen3-Next-80B-A3B-Instruct with tensor parallelism on Ascend 910B4-1 NPUs from the docker image "
     "quay.io/ascend/vllm-ascend:v0.13.0rc1: Qwen3-Next's Triton kernels are compiled by Triton-Ascend, whose BiSheng IR "
     "compiler (bishengir-compile) in that image had no target named 'Ascend910B4-1', so the kernel build failed in the "
     "TP workers and the model could not run. The Triton-Ascend / BiSheng toolchain bundled in the rc1 image was older "
     "than the chip variant; a toolchain version problem, not a memory, flag or model problem.",
     "maintainer Meihan-chen (2026-01-29): 'We have addressed it by integrating the latest Triton version and its "
     "environment configuration into our Docker image ... please use the updated Docker image tag: 0.13.0'; earlier a "
     "commenter suggested upgrading triton. Not confirmed by the reporter in the stored text",
     release="vllm-ascend v0.13.0rc1 (docker image quay.io/ascend/vllm-ascend:v0.13.0rc1)",
     gpu="Huawei Ascend 910B4-1", gpus=None, command=None,
     forbidden=_NOT_MEM,
     note="Excerpt: the issue title ('910B4-1无法运行qwen3-next-80b，triton有问题' = the 910B4-1 cannot run "
          "qwen3-next-80b, triton has a problem), a comment's quoted log ('Same error:' from another user, the three log "
          "lines run together on one line as stored) and nowang6's comment naming the image; the reporter's own log is "
          "an attachment (not in the text), and the maintainer's answer is left out. Same message class as "
          "vllm-ascend-7423 (310P3, round 454), but on a supported chip with a toolchain-version fix.")

if __name__ == "__main__":
    BATCH.write()
