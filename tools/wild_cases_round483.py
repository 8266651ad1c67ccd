"""Round-483 blind batch. Slice asked for: RESEARCH-CODE repositories of 2025-2026 papers that run vLLM for rollouts,
generation or evaluation (Search-R1, simpleRL-reason, DAPO, LIMO, s1, SkyThought, open-thoughts, open-r1 forks, R1-V,
VLM-R1, Visual-RFT, Light-R1, rllm / deepscaler, TIGER-AI-Lab, princeton-nlp, open-instruct, understand-r1-zero,
RUCAIBox, THUDM/GLM eval code). Collected by helper wild483 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round483-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread only.
Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). Every candidate was
checked with grep -iF against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against the earlier
round files' skip lists before it was used.

**1 case, and it is OUTSIDE the slice**: vllm-project/vllm #15269 (V0 engine start-up dies with "The size of tensor a
(50) must match the size of tensor b (56) at non-singleton dimension 0"; a maintainer pins it to max_num_seqs=50 not
being one of the CUDA-graph capture sizes). The slice itself is exhausted in this corpus: every research-repo thread
the issues search returned with a vLLM start-up error in its stored text was already in USED_SOURCES.txt or in an
earlier round's skip list, and the new ones carry no error line or no cause (below).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): Graph-COM/SubgraphRAG #19; basalam/product-catalog-generator #10; NovaSky-AI/SkyRL
  #87; ovg-project/kvcached #29; pytorch/pytorch #175666; MIV-XJTU/FSDrive #21; huggingface/trl #2826;
  OpenBMB/AgentCPM-GUI #80; vllm #6220, #7593, #6253, #3676; xorbitsai/inference #1715; DataXujing/TensorRT-LLM-ChatGLM3
  #3; xusenlinzy/api-for-open-llm #185; NVIDIA-NeMo/RL #259; substratusai/vllm-docker #37; LlamaFactory #4960;
  vllm-project/recipes #551; zai-org/GLM-V #8; zai-org/GLM-4 #608, #662; zai-org/GLM-4.5 #56; vllm #23206, #33580.
- Named in earlier rounds' skip lists (not re-opened): hiyouga/EasyR1 #82 (= verl #513), #428; Mini-o3 #16;
  EvolvingLMMs-Lab/lmms-eval #726; studio-dots-ai/dots.ocr #3; OpenRLHF #358, #741; zai-org/GLM-4 #274;
  huggingface/trl #3788; TIGER-AI-Lab/Pixel-Reasoner #19 (screenshots); Alibaba-NLP/ZeroSearch #7 (sglang);
  igeniusai/domyn-swarm #97; StarsfieldAI/R1-V #132, #133, #68; vllm LoRA-boot threads #6314, #9207, #10342, #13135,
  #17396, #15036, #12438.
- New, but no error line or no cause in the stored text: huggingface/open-r1 #253 ('Error when VLLM Capturing CUDA
  graph shapes', vLLM 0.7.1 on cuda:7 for GRPO; the stored chunk stops inside the engine-config line, no answer);
  vllm #9517 (gemma-2-2b max_model_len 8192 on 0.6.3.post1 from a research eval script 'moa/eval.py'; the stored
  traceback stops at _get_and_verify_max_len before the ValueError line; PR #10584 says it fixes #9517 and the
  release is 0.6.5 -- a good case if a later collector can reach the error line); hiyouga/LlamaFactory #10240
  ('CUDA-capable device(s) is/are busy or unavailable' from vllm_infer.py while vllm serve on GPUs 4,5 works; open,
  labelled pending, no diagnosis); RUC-NLPIR/Search-o1 #35 (a CUDA kernel error while generating, asked as a speed
  question, not start-up); zai-org/GLM-4 #793 (GLM-4.5V glm4v_moe; the error is paraphrased in Chinese, not quoted);
  wyf3/llm_related #29 (no answer); gofreelee/SpaceServe #15 (a fork of vLLM, closed stale); Search-R1 #111 (an OOM
  whose stored text is the script only); multimodal-art-projection/TreePO #6 (mid-training rollout, not start-up);
  simplescaling/s1 #95 / #35 / #102 (lm_eval budget-forcing errors at generate time, not vLLM start-up).
- Not vLLM's start-up: verl #843 / #302 (cumem OOM at wake_up mid-training); Visual-RFT #178 (trl / transformers
  AutoModel class); R1-V PR #44 (trainer attribute).

Judgement calls for the lead:
1. vllm-15269 is outside the slice (the reporter runs vLLM as a library inside a private inference server, not a
   research repo); taken because it is new, the error is verbatim in the stored title and the cause is pinned by a
   maintainer's reproduction. The error is only in the issue title; the stored body shows the environment block
   (2x A100 80GB PCIe, PyTorch 2.6.0+cu124) but not the traceback or the reporter's engine arguments.
2. Kind null and cause 'unrecognized', as the two earlier tensor-size-mismatch fixtures
   (gpustack-2490-..., vllm-39809-...) were labelled: the message is a bare torch shape error that no vLLM check
   words. The real cause is a V0 bug (max_num_seqs not a member of cudagraph_capture_sizes, so the padded batch 56 !=
   50); if the lead prefers a specific label, 'cuda_graph_unsupported' is the nearest existing one, or a new
   'max_num_seqs_not_capture_size'.
3. numbers is empty: 50 and 56 are printed only as tensor sizes; 50 equals max_num_seqs per the maintainer, but the
   excerpt does not print it as max_num_seqs.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round483-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #15269: V0 engine, Llama 3.1, 2x A100 80GB -> tensor a (50) vs b (56) at start-up
case("vllm-15269-llama31-v0-2xa100-max-num-seqs-50-cudagraph-56-tensor-size-mismatch",
     "https://github.com/vllm-project/vllm/issues/15269",
     "# [Bug]: RuntimeError at vllm startup, V0 engine, Llama 3.1, \"The size of tensor a (50) must match the size of "
     "tensor b (56) at non-singleton dimension 0\"\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "The output of `python collect_env.py`\n"
     "\n"
     "INFO 03-21 04:23:58 [__init__.py:256] Automatically detected platform cuda.\n"
     "Collecting environment information...\n"
     "PyTorch version: 2.6.0+cu124\n"
     "Is debug build: False\n"
     "CUDA used to build PyTorch: 12.4\n"
     "ROCM used to build PyTorch: N/A\n"
     "\n"
     "OS: Ubuntu 22.04.5 LTS (x86_64)\n"
     "GCC version: (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0\n"
     "Clang version: Could not collect\n"
     "CMake version: Could not collect\n"
     "Libc version: glibc-2.35\n"
     "\n"
     "Python version: 3.12.8 (main, Dec  6 2024, 19:59:28) [Clang 18.1.8 ] (64-bit runtime)\n"
     "Python platform: Linux-6.8.0-40-generic-x86_64-with-glibc2.35\n"
     "Is CUDA available: True\n"
     "CUDA runtime version: Could not collect\n"
     "CUDA_MODULE_LOADING set to: LAZY\n"
     "GPU models and configuration: \n"
     "GPU 0: NVIDIA A100 80GB PCIe\n"
     "GPU 1: NVIDIA A100 80GB PCIe\n"
     "\n"
     "Nvidia driver version: 535.183.06",
     None, {}, "unrecognized",
     "A V0-engine start-up failure (Llama 3.1 on 2x A100 80GB PCIe): the engine was configured with max_num_seqs=50, "
     "which is not one of the CUDA-graph capture sizes ([56,48,40,32,24,16,8,4,2,1]); the batch is padded to the next "
     "capture size (56) and a tensor sized by max_num_seqs (50) no longer matches it, so the start-up run raises the "
     "torch shape error. Diagnosed by the maintainer varun-sundar-rabindranath, who reproduced it with "
     "--max-num-seqs 50 (with LoRA enabled) and called it a mismatch between max_num_seqs and the cudagraph capture "
     "sizes. Not a memory, GPU or model problem.",
     "maintainer (varun-sundar-rabindranath): 'I'll put up a fix' (a vLLM fix plus a test); reporter's workaround in the "
     "meantime: 'fix our max_num_seqs to one of the graph capture sizes' (for 50, the nearest are 48 or 56 -- collector's reading). Issue closed.",
     release=None, gpu="NVIDIA A100 80GB PCIe", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the issue title (the only place the stored text has the error string) and the start of the "
          "collect_env block as stored, down to the driver line; the stored body stops in the CPU section, so the "
          "reporter's traceback and engine arguments are not reachable (they run vLLM as a library in a private "
          "server, per a later comment). The vLLM version is not printed in the stored text; the '[__init__.py:256]' "
          "log prefix and the March 2025 date point at a 0.8.x release, left out of release. The maintainer's repro "
          "command (benchmark_throughput.py ... --enable-lora --max-num-seqs 50) is part of the diagnosis and kept out "
          "of the excerpt.")

if __name__ == "__main__":
    BATCH.write()
