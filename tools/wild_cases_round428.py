"""Round-428 blind batch: RESEARCH CODE (paper implementations, reasoning / agent / RL recipes) that runs vLLM for
generation or evaluation, where vLLM fails at start-up; collected by helper wild428 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round428-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 48 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). 3 cases:
tulerfeng/Video-R1 #38 (eval script, Qwen2.5-VL inspection failure, fixed by the repo's transformers build),
dhcode-cpp/X-R1 #29 (GRPO on trl 0.15.0 + vLLM 0.7.2, Qwen2ForCausalLM inspection failure, maintainer: 'pull new code'),
KeplerC/robo2VLM #3 (benchmark on a recent vLLM, 'cannot import FlexibleArgumentParser from vllm.utils', self-answered).
The slice is close to exhausted: nearly every hit for the named repos (open-r1, Search-R1, simpleRL-reason, TinyZero,
Open-Reasoner-Zero, open-instruct, rllm, SkyRL, ReCall, ZeroSearch, PRIME-RL, lmm-r1, EasyR1, R1-V, OpenRLHF, verl-tool)
and for the common start-up messages in RL/eval code was already in USED_SOURCES.txt or an earlier round's skip list,
so the three cases come from smaller paper repos (Video-R1, X-R1, Robo2VLM). Sources were checked against
USED_SOURCES.txt and the skip lists of tools/wild_cases_round3*.py / round4*.py before use.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): huggingface/trl #2688, #3128, #3304; VectorInstitute/vector-inference #61;
  NovaSky-AI/SkyRL #284, #87; Graph-COM/SubgraphRAG #19; MIV-XJTU/FSDrive #21; QinYang79/ICL #3; TideDra/lmm-r1 #48,
  #42, #43; PKU-ONELab/Themis #4; liunian-Jay/MU-GOT #2; ustc-time-series/Time-R1 #7 (vLLM 0.10.2 'model_hf_config'
  TypeError, fixed by vllm==0.6.3 -- would have been a good case); hiyouga/LlamaFactory #7182; OpenRLHF #336;
  deepseek-ai/DeepSeek-V2 #83; QwenLM/Qwen3 #295; basalam/product-catalog-generator #10; ray-project/ray #54739;
  vllm #25837, #20305, #10439, #22173, #2418.
- Named in earlier rounds' skip lists (not re-opened): Qihoo360/Light-R1 #43; gensyn-ai/rl-swarm #90, #122;
  hiyouga/EasyR1 #82; huggingface/trl #3788, #3142, #3450, #2816; axolotl #2752; qiancheng0/ToolRL #39;
  RUC-NLPIR/FlashRAG #140; Zillwang/StepSearch #10 (= Search-R1 #173, same author); opendatalab/FakeVLM #15;
  rllm-org/rllm #208; verl #245, #1141; OpenRLHF #358, #741; TIGER-AI-Lab/verl-tool #85, #88; ms-swift #4594;
  QwenLM/Qwen3-VL #1204; microsoft/MInference #63; LlamaFactory #4545; open-instruct #526.
- Error line not in the stored text / error only an image: microsoft/agent-lightning #284, #352 (RAG / verl training,
  no log in the chunk); FanqingM/MM-Eureka-V0 #12 (OOM inside the Qwen2.5-VL vision tower in vLLM, phase and answer not
  reached); PrimeIntellect-ai/verifiers #31 (QwQ-32B in trl's GRPOTrainer LLM(), traceback head only, no answer);
  Simplified-Reasoning/LUFFY #23 (RayTaskError(ValueError) from generate_sequences, cut before the message, 2 look-ups);
  microsoft/rStar #28 and MIV-XJTU/FSDrive #32 (errors are images; FSDrive maintainer: install the latest vLLM for
  Qwen2-VL); pat-jj/DeepRetrieval #36 (the vLLM-version error is paraphrased, not pasted); knoveleng/open-rs #8
  ('Server is not up yet' only in the title, log is an image); OpenBMB/UltraRAG #23 (error not reached);
  huggingface/open-r1 #288 (image), #468 (a lighteval traceback, no vLLM error reached).
- No fix / unresolved: tulerfeng/Video-R1 #30 and #57 (same inspection error as #38, open, no confirmation);
  dhcode-cpp/X-R1 #6 (same error as #29, other reporter, open); NovaSky-AI/SkyRL #365 (Qwen2ForCausalLM failed to be
  inspected in the text_to_sql example, open, no answer); huggingface/trl #3157 (trl vllm-serve NotImplementedError in
  get_state_cls on vLLM 0.8.2, no answer reached; also a library, not research code).
- Not a start-up failure: PeterGriffinJin/Search-R1 #54, #57 (faiss retriever OOM, not vLLM); PRIME-RL/TTRL #12
  (illegal memory access during generation); Agent-RL/ReCall #38 (error at step 8); VTool-R1/VTool-R1 #3 (uvicorn
  'enable_ssl_refresh' TypeError that the maintainer says is harmless); Liuziyu77/Visual-RFT #218 (flash-attn / torch
  AttributeError); Simplified-Reasoning/LUFFY #43 (convergence question); RUC-NLPIR/Search-o1 #35 (CUDA error during
  generation, speed thread).
- Out of slice / not a user report: ms-swift #7132, #8175; Ksuriuri/index-tts-vllm #31; rllm-org/rllm #434, #502
  (support questions); pytorch/torchtitan #3756 (feature work); OpenPipe/ART PR #501 (a pin PR).

Judgement calls for the lead:
1. Video-R1 #38 and X-R1 #29: kind/cause model_inspection_failed, following earlier rounds' labelling of the same
   'failed to be inspected' failures (e.g. LlamaFactory #7182, lmm-r1 #48). Both threads point at a package mismatch
   (the repo's transformers build; the repo's newer code), so dependency_version_mismatch would also fit as cause.
2. Video-R1 #38: the stored chunk stops inside the second traceback, so the final 'ValueError: Model architectures
   [...] failed to be inspected' is not in the excerpt; only vLLM's 'Error in inspecting model architecture' lines are.
3. X-R1 #29: a weak case -- the fix is the maintainer's 'pull new code.' with no confirmation, and the subprocess's own
   error is unknown; the final ValueError is only in the issue title, which opens the excerpt.
4. robo2VLM #3: the ImportError is raised by the research code's own import of a vLLM helper, before vLLM's engine
   starts; taken because it is what stops the vLLM-based benchmark from launching, labelled dependency_version_mismatch
   as earlier 'cannot import name ... from vllm' cases were.
5. None of the three prints a figure under a LABELS.txt key, so numbers is {} throughout; memory, parallelism and
   dtype flags are marked wrong for all three.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round428-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- tulerfeng/Video-R1 #38: eval script, Qwen2.5-VL -> Error in inspecting model architecture
case("video-r1-38-eval-qwen25vl-error-inspecting-model-architecture-transformers-build",
     "https://github.com/tulerfeng/Video-R1/issues/38",
     "When we run the Eval script, we encounter the following problem, but there is no problem with the environment "
     "during training. Is it because of the transformers library? We cannot solve this problem by upgrading or "
     "downgrading.\n"
     "\n"
     "ERROR 04-23 17:52:11 registry.py:306] Error in inspecting model architecture 'Qwen2_5_VLForConditionalGeneration'\n"
     "ERROR 04-23 17:52:11 registry.py:306] Traceback (most recent call last):\n"
     "ERROR 04-23 17:52:11 registry.py:306]   File \"/root/miniconda3/envs/video-r1/lib/python3.11/site-packages/vllm/"
     "model_executor/models/registry.py\", line 507, in _run_in_subprocess\n"
     "ERROR 04-23 17:52:11 registry.py:306]     returned.check_returncode()\n"
     "ERROR 04-23 17:52:11 registry.py:306]   File \"/root/miniconda3/envs/video-r1/lib/python3.11/subprocess.py\", line "
     "502, in check_returncode\n"
     "ERROR 04-23 17:52:11 registry.py:306]     raise CalledProcessError(self.returncode, self.args, self.stdout,\n"
     "ERROR 04-23 17:52:11 registry.py:306] subprocess.CalledProcessError: Command '['/root/miniconda3/envs/video-r1/bin/"
     "python', '-m', 'vllm.model_executor.models.registry']' returned non-zero exit status 1.\n"
     "ERROR 04-23 17:52:11 registry.py:306] \n"
     "ERROR 04-23 17:52:11 registry.py:306] The above exception was the direct cause of the following exception:",
     "model_inspection_failed", {}, "model_inspection_failed",
     "Video-R1's evaluation script opens the trained Qwen2.5-VL checkpoint with vLLM (the repo pins vLLM 0.7.2 and ships "
     "its own copy of transformers). In the reporter's eval environment the transformers package was not the repo's "
     "build, so the subprocess in which vLLM 0.7.2 imports and inspects Qwen2_5_VLForConditionalGeneration failed and "
     "vLLM could not start. A Python-package mismatch (vLLM 0.7.2 x transformers build), not memory or GPU.",
     "confirmed by the reporter (UniDra001, 2025-04-24): 'I have sovled this issue by reinstall transformers library you "
     "provided!' after the maintainer (tulerfeng) asked 'Have you set the version of vLLM to 0.7.2 and use the "
     "transformers library we provide ?' -- i.e. reinstall the repo's pinned transformers with vLLM 0.7.2",
     release="0.7.2 (the repo's pin; the reporter's version is not printed)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue description as the stored chunk shows it (the thanks line dropped); the chunk stops inside "
          "the second traceback ('Traceback (most recent cal'), so the excerpt ends at the 'direct cause' line and the "
          "final ValueError ('... failed to be inspected') is not in the stored text. Judgement call: kind/cause "
          "model_inspection_failed as earlier rounds labelled the same Qwen2.5-VL x transformers failure (e.g. "
          "LlamaFactory #7182); the thread's cause is a transformers build mismatch, so dependency_version_mismatch "
          "would also fit. Video-R1 #30 (same error, same maintainer question, open, no confirmation) not taken.")

# ---------------------------------------- dhcode-cpp/X-R1 #29: GRPO (trl 0.15.0 + vLLM 0.7.2) -> Qwen2ForCausalLM failed to be inspected
case("x-r1-29-grpo-trl015-vllm072-qwen2forcausallm-failed-to-be-inspected",
     "https://github.com/dhcode-cpp/X-R1/issues/29",
     "ValueError: Model architectures ['Qwen2ForCausalLM'] failed to be inspected.\n"
     "\n"
     "Run command as such:\n"
     "**accelerate launch --config_file recipes/zero3.yaml --num_processes=3 src/x_r1/grpo.py --config "
     "recipes/examples/mathcn_zero_3B_config.yaml** \n"
     "\n"
     "Error Info as below:\n"
     "[INFO|image_processing_auto.py:297] 2025-02-19 10:50:53,008 >> Could not locate the image processor configuration "
     "file, will try to use the model config instead.\n"
     "ERROR 02-19 10:50:53 registry.py:306] Error in inspecting model architecture 'Qwen2ForCausalLM'\n"
     "ERROR 02-19 10:50:53 registry.py:306] Traceback (most recent call last):\n"
     "ERROR 02-19 10:50:53 registry.py:306]   File \"/home/miniconda3/envs/ds/lib/python3.11/site-packages/vllm/"
     "model_executor/models/registry.py\", line 507, in _run_in_subprocess\n"
     "ERROR 02-19 10:50:53 registry.py:306]     returned.check_returncode()\n"
     "ERROR 02-19 10:50:53 registry.py:306]   File \"/home/miniconda3/envs/ds/lib/python3.11/subprocess.py\", line 502, "
     "in check_returncode\n"
     "ERROR 02-19 10:50:53 registry.py:306]     raise CalledProcessError(self.returncode, self.args, self.stdout,\n"
     "ERROR 02-19 10:50:53 registry.py:306] subprocess.CalledProcessError: Command '['/home/miniconda3/envs/ds/bin/"
     "python', '-m', 'vllm.model_executor.models.registry']' returned non-zero exit status 1.",
     "model_inspection_failed", {}, "model_inspection_failed",
     "X-R1 (an R1-Zero-style GRPO reproduction on trl 0.15.0 + vLLM 0.7.2) starts vLLM inside trl's GRPOTrainer for "
     "rollouts of a Qwen2.5-3B model. vLLM 0.7.2 could not start because the subprocess in which it imports and "
     "inspects the Qwen2ForCausalLM class exited with status 1; the subprocess's own error is not in the stored text. "
     "The reporter had the repo's pinned versions (trl 0.15.0, vllm 0.7.2), and the maintainer's answer was to update "
     "the repo's code, so the failure lay in the software stack the recipe set up, not in memory, GPU count or "
     "parallelism.",
     "maintainer (dhcode-cpp, 2025-02-21): 'pull new code.' after asking the reporter to confirm trl==0.15.0 and "
     "vllm==0.7.2 (confirmed); the issue was closed without a confirmation from the reporter. What the new code "
     "changed is not in the stored text",
     release="0.7.2 (the reporter's conda list: vllm 0.7.2, trl 0.15.0)", gpu=None, gpus=None,
     command="accelerate launch --config_file recipes/zero3.yaml --num_processes=3 src/x_r1/grpo.py --config "
             "recipes/examples/mathcn_zero_3B_config.yaml",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (the only place the stored text gives the final ValueError) and the description "
          "as the stored chunk shows it; the chunk stops at 'The above exception was the direct cause of the "
          "following', so the excerpt ends at the CalledProcessError line. The answer turns (version check, 'pull new "
          "code.') are left out. Weak case: the fix is the maintainer's one-line instruction, the reporter did not "
          "confirm, and the subprocess's underlying error is unknown. X-R1 #6 (same error, other reporter, open, no "
          "answer reached) was not taken.")

# ---------------------------------------- KeplerC/robo2VLM #3: benchmark on a recent vLLM -> cannot import FlexibleArgumentParser from vllm.utils
case("robo2vlm-3-benchmark-recent-vllm-cannot-import-flexibleargumentparser-from-vllm-utils",
     "https://github.com/KeplerC/robo2VLM/issues/3",
     "I ran into an import error when running the benchmark with recent versions of vLLM:\n"
     "\n"
     "```bash\n"
     "ImportError: cannot import name 'FlexibleArgumentParser' from 'vllm.utils'\n"
     "```\n"
     "\n"
     "Could you please let me know which vLLM version this codebase was tested with, or if there is a recommended "
     "version to use?",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Robo2VLM's benchmark code imports FlexibleArgumentParser from vllm.utils, where the vLLM releases it was written "
     "against kept it. On the recent vLLM the reporter installed the class is no longer exported there (per the "
     "reporter's follow-up, on 0.12.0 it is importable from vllm.utils.argparse_utils), so the import fails before "
     "any engine is built. A research-code / vLLM API version mismatch, not a GPU, memory or model problem.",
     "self-answered by the reporter (HuBocheng, 2025-12-16): 'Version: 0.12.0 and `from vllm.utils.argparse_utils "
     "import FlexibleArgumentParser` works' -- i.e. with vLLM 0.12.0, change the repo's import to the new module path "
     "(or install a vLLM release old enough to still export it from vllm.utils); the issue was closed",
     release="a recent vLLM (December 2025); 0.12.0 works with the changed import", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the whole issue description as the stored chunk shows it; the reporter's follow-up with the fix is "
          "left out. The exact vLLM version that raised the error is not stated ('recent versions'). Judgement call: "
          "the failure is an import in the research code rather than inside vLLM's own start-up, but it is what stops "
          "the vLLM-based benchmark from launching; kind/cause dependency_version_mismatch as earlier rounds labelled "
          "'cannot import name ... from vllm...' errors (OpenPipe/ART PR #501, the same API move seen as 'No module "
          "named vllm.utils.argparse_utils' on the other side, was not taken).")

if __name__ == "__main__":
    BATCH.write()
