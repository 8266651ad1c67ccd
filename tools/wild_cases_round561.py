"""Round-561 blind batch: PLATFORM-SPECIFIC vLLM start-up failures (WSL2, Docker Desktop, macOS / Apple silicon and
vllm-metal, Windows-native attempts, ARM64 / aarch64 hosts: GH200 / Grace, Jetson Orin / Thor, AWS Graviton with the CPU
backend, IBM POWER / s390x CPU backend); collected by helper wild561 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round561-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed, all ``search`` calls (25 corpus=issues, 3 pages, 2 code, 1 docs; no find_string /
read_file / fetch / find_files / find_repos). 2 cases: vllm #10833 (WSL2 Ubuntu 24.04, vLLM 0.6.4.post1, a Windows
'D:\\...' model path handed to vLLM inside WSL -> huggingface_hub HFValidationError) and vllm-ascend #13936 (Phytium
D2000 ARMv8.0 aarch64 host, vllm-ascend v0.23.0rc1-310p image with torch 2.10 -> 'Illegal instruction (core dumped)'
at launch). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and
against the earlier rounds' skip lists (tools/wild_cases_round*.py) before it was spent on.

THE SLICE IS EXHAUSTED in the stored corpora. Almost every platform thread the searches surfaced was already a
fixture or named in an earlier round's skip list (round 429 took the WSL2 threads, rounds 119/222/248 the WSL2 UVA
ones, rounds 134/201/221 the Jetson containers, 146/460 the GH200 installs, Apple-silicon threads in several rounds).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt or a fixture): vllm #47387, #43381, #47292, #24297 (CPU aarch64 'CPU backend only
  supports V1'), #19461, #9728 (Jetson NVML), #34470 (Thor sm_110a), #31700, #56830 (GB10 co-tenant profiling
  assert), #33358, #15286 (Windows-native vllm._C), #4140; noonghunna/club-3090 #32; vllm-project/vllm-metal #16,
  #58; ppc64le/build-scripts PR #8270 / #8660; TheTom/vllm-swift #10; dusty-nv/jetson-containers #795; EuroEval;
  the obsidian-quartz-blog Orin page (HRXWEB); BarryTheShen jetson-orin-agx notes.
- Named in earlier rounds' skip lists (not re-opened): vllm #11863, #18362, #19645 (Apple silicon), #27971, #13387,
  #12819 (ppc64le), #23934, #30533, #32840 (CPU backend / Graviton), #18390, #10459, #41373 (GH200), #14178 (Orin),
  #5161, #4411 and microsoft/WSL #12467 (WSL2 multi-GPU NCCL), #16446, #16984, #10626, #2021, #10116, #46307 (GB10
  host wedge), #55169; dusty-nv/jetson-containers #704, #1568, #1554, #800, #1557, #1420.
- Error line not reachable or not a vLLM launch failure: vllm PR #39910 (s390x: protobuf crash at launch and an L2
  cache lookup crash at the first inference; the stored chunk stops in the traceback before the exception line, and
  a fix-PR case would carry a PR-only cause); vllm #49861 / PR #49864 (ROCm on WSL2 ignores
  VLLM_WSL2_ENABLE_PIN_MEMORY: a warning, no failure); PR #41496, PR #50784 (docs / feature PRs); vllm #15439 (WSL2
  4090 'serve from hard disk' usage question: only the env dump stored); vllm #5102 and #38820 (WSL hang / port
  question, no error line); docker/model-runner #907 (Docker Model Runner refusing its vllm backend on WSL2: not a
  vLLM message); waybarrios/vllm-mlx #516, #621 (vllm-mlx is a separate MLX server, not vLLM); RHOIM bootc README
  ('Unknown runtime environment' on linux/arm64: a build, not a launch); vllm #19577 (x86 Oracle Linux CPU image,
  off-slice, no error printed); vllm #1771 (Bus error as a screenshot).

Judgement calls for the lead:
1. vllm-10833: the stored text has the exception class only in the issue TITLE ('huggingface_hub.errors.
   HFValidationError:') and in the traceback frames down to ``validate_repo_id(arg_value)`` (huggingface_hub
   _validators.py:106); the final 'Repo id must be in the form ...' line is beyond the stored chunk. Taken, as round 448
   took title-only errors (xinference-4141 / -5195), because the launch command with the Windows path is verbatim, the
   frames' vscode-remote+wsl-ubuntu-24.04 URLs show the process ran inside WSL, and the cause is pinned by a vLLM
   maintainer's diagnosis (Isotr0py, 2024-12-02). The reporter's reply to that diagnosis is cut in the stored text,
   so 'fix' states the maintainer's instruction, not a confirmed outcome. kind/cause model_not_found, the label the
   six earlier HFValidationError fixtures use (vllm-17877, ai-infra-assistant, spark-vllm-docker-153, ...); the lead
   may prefer a platform-specific cause (a Windows path inside WSL) if one is ever added.
2. vllm-10833: the reporter also mentions other models / a modelscope thread failing differently ('full size other error'); the
   case covers only the GGUF launch whose command and traceback are in the excerpt.
3. vllm-ascend-13936: an Ascend NPU thread, taken under the slice's 'ARM64 / aarch64 hosts' because the failure is the
   host CPU's instruction set (ARMv8.0 Phytium D2000 vs a torch 2.10 aarch64 build using ARMv8.1+ instructions), not the
   NPU. kind None (no vLLM line is printed; the shell's SIGILL report is the only error), cause
   cpu_instruction_set_unsupported as in ipex-llm-12922. The cause is pinned by a commenter (yukikazeK, citing
   pytorch/pytorch #174344, fixed in 2.11.0) and the reporter's own test (torch 2.9 imports, 2.10.post2 does not), not
   by a vLLM maintainer; no fix is confirmed in the stored text.
4. Other aarch64 / macOS / WSL leads in the searches (vllm #29625 ARM CPU enforce_eager crash, #2021 Orin comments,
   #39761 GB10 NVFP4 decode, #18157) were skip-listed, used, off-slice or not start-up failures; vllm-ascend
   #13936 was checked against 'vllm-ascend #13936' (the round files' '#13936' hits are vllm's Phi-4-MM issue).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round561-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #10833: WSL2 (Ubuntu 24.04), vLLM 0.6.4.post1, GGUF model given as a Windows D:\ path -> HFValidationError
case("vllm-10833-wsl2-qwq-32b-gguf-windows-drive-path-hfvalidationerror-v064post1",
     "https://github.com/vllm-project/vllm/issues/10833",
     "[Bug]: Qwen-QwQ-32B-Preview vllm 0.6.4-post1 huggingface_hub.errors.HFValidationError:\n"
     "\n"
     "```cmd\n"
     "python -m vllm.entrypoints.openai.api_server     --model=\"D:\\Users\\Admin\\.cache\\modelscope\\hub\\qwen\\"
     "Qwen-QwQ-32B-Preview-GGUF\\QwQ-32B-Preview-IQ2_XS.gguf\"     --served-model-name=\"1\"    --trust-remote-code     "
     "--host=0.0.0.0     --port=45001     --tensor-parallel-size=1     --gpu-memory-utilization=0.96     "
     "--max-num-seqs=12     --enforce-eager     --max-model-len=8192\n"
     "```\n"
     "use Qwen-QwQ-32B-Preview vllm 0.6.4-post1 openai api \n"
     "and gguf kaggle awq model api or local all has this issue.\n"
     "\n"
     "```\n"
     "    [102](https://vscode-remote+wsl-002bubuntu-002d24-002e04.vscode-resource.vscode-cdn.net/mnt/d/my/work/study/"
     "ai/kaggle_code/aimo2/~/anaconda3/lib/python3.12/site-packages/huggingface_hub/utils/_validators.py:102)     "
     "zip(signature.parameters, args),  # Args values\n"
     "    [103](https://vscode-remote+wsl-002bubuntu-002d24-002e04.vscode-resource.vscode-cdn.net/mnt/d/my/work/study/"
     "ai/kaggle_code/aimo2/~/anaconda3/lib/python3.12/site-packages/huggingface_hub/utils/_validators.py:103)     "
     "kwargs.items(),  # Kwargs values\n"
     "    [104](https://vscode-remote+wsl-002bubuntu-002d24-002e04.vscode-resource.vscode-cdn.net/mnt/d/my/work/study/"
     "ai/kaggle_code/aimo2/~/anaconda3/lib/python3.12/site-packages/huggingface_hub/utils/_validators.py:104) ):\n"
     "    [105](https://vscode-remote+wsl-002bubuntu-002d24-002e04.vscode-resource.vscode-cdn.net/mnt/d/my/work/study/"
     "ai/kaggle_code/aimo2/~/anaconda3/lib/python3.12/site-packages/huggingface_hub/utils/_validators.py:105)     "
     "if arg_name in [\"repo_id\", \"from_id\", \"to_id\"]:\n"
     "--> [106](https://vscode-remote+wsl-002bubuntu-002d24-002e04.vscode-resource.vscode-cdn.net/mnt/d/my/work/study/"
     "ai/kaggle_code/aimo2/~/anaconda3/lib/python3.12/site-packages/huggingface_hub/utils/_validators.py:106)         "
     "validate_repo_id(arg_value)\n"
     "```",
     "model_not_found", {}, "model_not_found",
     "vLLM ran inside WSL2 (Ubuntu 24.04, driven from VS Code Remote-WSL) but was given the model as a Windows path "
     "('D:\\Users\\Admin\\...\\QwQ-32B-Preview-IQ2_XS.gguf'). Inside WSL that string is not an existing file, so vLLM / "
     "transformers treated it as a Hugging Face repo id and huggingface_hub's validate_repo_id rejected it "
     "(HFValidationError). A path / platform mistake, not a GPU, memory or model-support problem.",
     "vLLM maintainer Isotr0py (2024-12-02): 'If you are running vLLM on WSL, to access the model on your windows file "
     "system, you should use /mnt/d/...', i.e. --model=/mnt/d/Users/Admin/.cache/modelscope/hub/qwen/"
     "Qwen-QwQ-32B-Preview-GGUF/QwQ-32B-Preview-IQ2_XS.gguf. The reporter's answer is cut in the stored text (no "
     "confirmed outcome); the issue is closed",
     release="0.6.4.post1", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model=\"D:\\Users\\Admin\\.cache\\modelscope\\hub\\qwen\\"
             "Qwen-QwQ-32B-Preview-GGUF\\QwQ-32B-Preview-IQ2_XS.gguf\" --served-model-name=\"1\" --trust-remote-code "
             "--host=0.0.0.0 --port=45001 --tensor-parallel-size=1 --gpu-memory-utilization=0.96 --max-num-seqs=12 "
             "--enforce-eager --max-model-len=8192",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title, the launch command and the reporter's sentence from the description, then the last "
          "traceback frames of the stored chunk (a Jupyter/VS Code rendering whose links carry "
          "'vscode-remote+wsl-002bubuntu-002d24-002e04', i.e. WSL Ubuntu-24.04, and '/mnt/d/...' working paths). The "
          "final 'HFValidationError: Repo id must be in the form ...' line is not in the stored text; the exception "
          "class is in the title. The maintainer's answer is left out.")

# ---------------------------------------- vllm-ascend #13936: Phytium D2000 (ARMv8.0 aarch64) + Ascend 310P, vllm-ascend v0.23.0rc1-310p image (torch 2.10) -> Illegal instruction at launch
case("vllm-ascend-13936-phytium-d2000-armv8-310p-v0230rc1-torch210-illegal-instruction",
     "https://github.com/vllm-project/vllm-ascend/issues/13936",
     "[Bug]: 基于飞腾D2000+310P3运行vllm-ascend-0.23.0rc1-310p出现Illegal instruction (core dumped)\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "硬件环境：飞腾D2000+310P1(48GB）\n"
     "docker镜像：docker pull m.daocloud.io/quay.io/ascend/vllm-ascend:v0.23.0rc1-310p-openeuler\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "进入容器后执行vllm就出现Illegal instruction (core dumped),排查到原因是由于import torch就出现这个问题，"
     "torch版本是2.10.post2，2.9的torch可以正常import，但运行vllm有其他的问题",
     None, {}, "cpu_instruction_set_unsupported",
     "The host CPU is a Phytium (飞腾) D2000, an aarch64 core that implements only ARMv8.0. The vllm-ascend "
     "v0.23.0rc1-310p image ships torch 2.10 (2.10.post2), whose aarch64 build uses ARMv8.1/8.2 instructions, so the "
     "process dies with SIGILL ('Illegal instruction (core dumped)') as soon as torch is imported, before vLLM prints "
     "anything. Per commenter yukikazeK (2026-09-09) this is a PyTorch issue (pytorch/pytorch #174344) fixed in torch "
     "2.11.0, while the Ascend image still defaults to 2.10.0; the reporter's own reading (D2000 = ARMv8 only, Kunpeng "
     "920 / D3000 = ARMv8.2) agrees. Not a memory, NPU or configuration problem.",
     "no confirmed fix in the stored thread (issue open). Suggestions: maintainer YangShuai52 proposed the "
     "nightly-releases-v0.23.0-310p image (torch 2.10.post4; the reporter questioned whether it supports ARMv8.0); "
     "yukikazeK: rebuild PyTorch on the D2000, or move to torch >= 2.11.0 where pytorch #174344 is fixed (or an "
     "LD_PRELOAD SIGILL shim rewriting the ARMv8.1 instructions). The reporter notes torch 2.9 imports fine on this CPU",
     release="vllm-ascend v0.23.0rc1-310p image (torch 2.10.post2)",
     gpu="Huawei Ascend 310P (NPU), host CPU Phytium D2000 (aarch64, ARMv8.0)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as stored (Chinese: '硬件环境' = hardware; 'docker镜像' = docker "
          "image; '进入容器后执行vllm就出现Illegal instruction (core dumped), 排查到原因是由于import torch就出现这个问题' = "
          "'running vllm inside the container gives Illegal instruction (core dumped); investigation shows import torch "
          "alone triggers it'; 'torch 2.9 imports fine but running vllm has other problems'). The title says 310P3, the "
          "body 310P1(48GB). The replies (maintainer, reporter's ARMv8 remark, yukikazeK's diagnosis) are left out. "
          "kind None: no vLLM message is printed, as in the round-288 fixture ipex-llm-12922 (x86 AVX2/AVX-512 SIGILL), "
          "whose cause label cpu_instruction_set_unsupported is reused.")

if __name__ == "__main__":
    BATCH.write()
