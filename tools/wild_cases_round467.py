"""Round-467 blind batch: RL / POST-TRAINING FRAMEWORKS that run vLLM for rollouts, SECOND pass (verl, OpenRLHF, TRL
GRPO / vllm-serve, ROLL, slime / vime, AReaL, SkyRL, NeMo-RL, prime-rl, open-instruct, EasyR1, Oat, rllm,
Agent-Lightning), where vLLM fails at start-up or at its first rollout / first weight sync because of how the framework
launched it; collected by helper wild467 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round467-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 38 of the 40 allowed (38 ``search`` corpus=issues; no find_string / read_file / fetch). **2 cases, short of
the 4-6 asked**: hiyouga/EasyR1 #278 (Qwen3-30B-A3B on the vLLM 0.8.4 image, 'Parameter' object has no attribute
'weight_loader' before the first rollout) and verl-project/verl #540 (vLLM FP8 quantization under verl's dtensor weight
sync, the same AttributeError). The slice is mined out on the issues corpus after rounds 112/140/210/251/299/321/357/
380/385/414/428: nearly every framework thread the search returned was already in USED_SOURCES.txt or in an earlier
round's skip list, and most new ones are stored as a first chunk that stops in the launch script / traceback head
before vLLM's error line, or have no fix. Every source was checked with grep -F against /work/coord/USED_SOURCES.txt
(lower-case "owner/repo #N" and the URL) and against /work/main/tools/wild_cases_round*.py before it was spent on.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): verl #245, #513, #649, #224, #4229, #7624 / PR #7626 / #7632
  / PR #259, PR #5384 (named in round 414), #4380 (= vllm #29786); OpenRLHF #1162, #741, #358, #679, #866, #922,
  #1013, PR #702, PR #728; trl #3523, #3706, #3450, PR #3310; SkyRL #284, #87, PR #2051; EasyR1 #428, PR #1;
  NeMo-RL PR #4080; TinyZero #111; prime-rl #917 / #918 (round 428: undefined-symbol line not stored); OpenPipe/ART
  PR #501 (round 428 skip list); agent-lightning #352; lm-eval #2706; kvcached #29; rl-swarm #90; vllm #23192,
  #17431; pytorch #175666.
- Error line not in the stored chunk, or only the title paraphrases it: verl #5683 (verl 0.7.1 + vLLM 0.17.0 with
  rollout.quantization=fp8 on 8x H20, weight_loader_v2 traceback cut before the exception line; 2 look-ups), verl
  #6112 (fp8 rollout RuntimeError, traceback cut in _load_module), verl PR #6393 (vLLM 0.20.2 FP8 rollout weight
  update, traceback cut), verl #3840 (qwen3-vl-30B on vllm-ascend 0.11.0 'weight_loader' in title only, script only),
  verl #3271 (verl 0.5.0 LoRA + vLLM V1 wake_up failure, error line cut), verl #5586 ('vLLM.config error' for R3 on
  vLLM 0.16, no text), rllm #141 (LoRA + vLLM V1 wake_up, cut), agentica verl-pipeline #5 (V1 engine, cut),
  agent-lightning PR #144 (verl 0.5.0 + vLLM 0.11.0 ModuleNotFoundError: only the RayTaskError head stored; #208 says
  verl 0.5 is incompatible with vLLM 0.11), open-instruct PR #521 (vllm_utils2 with new vLLM, log cut before the
  error), trl #3115 (title 'model_executor does not exist' only, no traceback; a commenter's VLLM_USE_V1=0 worked),
  trl #3925 (trl vllm-serve init_communicator: 'Failed to load NCCL library from <VLLM_NCCL_SO_PATH>' cut mid-line,
  no answer), trl #3321 / DeepSpeed #7230 (GPU0/GPU1 communication, error not stored), SkyRL PR #143 (weight-sync
  NCCL_CUMEM_ENABLE error is in a gist), SkyRL #1398 (DP>1 weight sync, error cut), PrimeIntellect-ai/verifiers #121
  (FP8 weight sync Qwen3-8B-FP8, cut), AReaL PR #195 / #795 (design review; HTTP 400 at XCCL weight update, no vLLM
  text).
- Not a vLLM start-up / first-rollout failure: slime #537 (torch_memory_saver OOM in the train phase, SGLang), verl
  #647 (SGLang OOM), verl PR #6912 and Trinity-RFT PR #541 (mid-run OOM at weight resync), NeMo-RL #2631 (silent
  accuracy loss with sleep level 2), simpleRL-reason #84 (host RAM), trl #3885 (TRL's own vllm_mode check), verl #2186,
  #2898 (training-side memory), ms-swift #8208 (hang, no error), vllm-project/vime PRs #3 / #55 / #66 (developer PRs).
- Off-slice: unsloth-zoo #1211 (max_num_batched_tokens < max_model_len rule quoted as code, no log), vllm-omni #276,
  ray #54739, Open-Reasoner-Zero #69 / #70 (feature notes, no log), sgl-project/sglang PR #5424 (cited below for the
  mechanism, SGLang's own fix).

Judgement calls for the lead:
1. Both cases carry vLLM's AttributeError "'Parameter' object has no attribute 'weight_loader'", raised while the RL
   framework pushes weights into the already-built engine (EasyR1's / verl's weight sync before the first rollout), not
   while vLLM reads a checkpoint. No earlier fixture used this message (grep of tests/golden/wild found none). kind
   weight_loading_mismatch (the weight-load step rejects the parameter set) for both; a dedicated kind such as
   weight_sync_failed would also be defensible.
2. easyr1-278: cause dependency_version_mismatch (the vLLM 0.8.4 image was too old for Qwen3-MoE under EasyR1; the
   maintainer's answer was to upgrade vLLM to 0.8.5, which the reporter confirmed). release_regression does not fit
   (0.8.4 was the first release with Qwen3-MoE, not a regression).
3. verl-540: cause weight_loading_mismatch (verl's dtensor weight loader assumed every vLLM parameter has a
   weight_loader; vLLM's FP8 online quantization swaps the layer weights for plain Parameters after loading, the same
   mechanism sglang PR #5424 describes for SGLang). No reporter-confirmed fix: the only answer is a 2026 triage comment
   saying the old loader path is gone from verl main and FP8 rollout is now supported via
   actor_rollout_ref.rollout.quantization=fp8. Drop it if a fix confirmed in-thread is required.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round467-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- EasyR1 #278: Qwen3-30B-A3B GRPO on the vLLM 0.8.4 image -> 'Parameter' object has no attribute 'weight_loader' before the first rollout
case("easyr1-278-qwen3-30b-a3b-moe-vllm-084-parameter-no-attribute-weight-loader",
     "https://github.com/hiyouga/EasyR1/issues/278",
     "qwen3 moe 在 vllm 0.8.4中 出现AttributeError: 'Parameter' object has no attribute 'weight_loader'\n"
     "\n"
     "您好，我在使用vllm 0.8.4版本的镜像对Qwen3-30B-A3B训练时候，在运行到Processed prompts之前，出现AttributeError: "
     "'Parameter' object has no attribute 'weight_loader'。",
     "weight_loading_mismatch", {}, "dependency_version_mismatch",
     "EasyR1 (a verl fork) training Qwen3-30B-A3B (a Qwen3 MoE) with the vLLM 0.8.4 image: before the first rollout "
     "('Processed prompts'), EasyR1 loads the actor's weights into the colocated vLLM engine and vLLM 0.8.4's Qwen3-MoE "
     "model has a parameter without a weight_loader, so the weight sync dies with this AttributeError. The vLLM "
     "release was too old for Qwen3-MoE in this path; not a memory or launch-flag problem.",
     "maintainer hiyouga (2025-05-03): upgrade vLLM to 0.8.5 manually ('可以手动升级到 0.8.5'); the reporter had already "
     "found that training runs with vLLM 0.8.5 and later settled on 0.8.5.post1 (0.8.5 hit an OOM after part of an "
     "epoch on two 8-GPU nodes, 0.8.5.post1 ran a full epoch)",
     release="0.8.4", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the first sentence of the description (Chinese: 'when training Qwen3-30B-A3B "
          "with the vLLM 0.8.4 image, before reaching Processed prompts, AttributeError ... appears'). The "
          "description's last sentence ('使用vllm 0.8.5可以训练了' = 'with vLLM 0.8.5 it trains') is the fix and is "
          "left out, as are the comments. No traceback was pasted; the error string is verbatim.")

# ---------------------------------------- verl #540: verl + vLLM 0.7.3 LLM(..., quantization='fp8') -> load_dtensor_weights AttributeError weight_loader
case("verl-540-vllm-073-fp8-rollout-load-dtensor-weights-parameter-no-attribute-weight-loader",
     "https://github.com/verl-project/verl/issues/540",
     "AttributeError: 'Parameter' object has no attribute 'weight_loader' when using FP8 quantization in vLLM\n"
     "\n"
     "When using vLLM with FP8 quantization\n"
     "```\n"
     "engine = LLM(..., quantization='fp8')\n"
     "```\n"
     "the model loading process fails with the following error in load_dtensor_weights:\n"
     "```\n"
     "AttributeError: 'Parameter' object has no attribute 'weight_loader'\n"
     "```\n"
     "vllm version: 0.7.3\n"
     "PyTorch version: 2.5.1\n"
     "Is there a plan to support an FP8 weight loader?\n"
     "How can dtensor_weight_loader be modified to support FP8?",
     "weight_loading_mismatch", {"quantization": "fp8"}, "weight_loading_mismatch",
     "verl's rollout builds the vLLM engine with quantization='fp8' and then pushes the FSDP actor's weights into it "
     "through its own dtensor weight loader (verl/third_party/vllm/vllm_spmd/dtensor_weight_loaders.py), which calls "
     "each vLLM parameter's weight_loader. vLLM's FP8 online quantization replaces the layer weights with plain "
     "Parameters after loading, which carry no weight_loader, so the framework's weight sync into an FP8 engine fails "
     "(verl 0.x did not support FP8 rollout; the same failure was reported with vLLM 0.8.4).",
     "no reporter-confirmed fix in the thread. A triage comment (Kirrito-k423, 2026-06-28) says the old "
     "dtensor_weight_loaders path no longer exists on verl main and FP8 rollout is now supported through "
     "actor_rollout_ref.rollout.quantization=fp8 (weights re-quantized via load_quanted_weights and loaded with vLLM's "
     "model.load_weights); i.e. upgrade verl and use its FP8 rollout option instead of passing quantization='fp8' to "
     "the engine directly, or roll out in BF16",
     release="0.7.3", gpu=None, gpus=None, command="engine = LLM(..., quantization='fp8')",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the whole description as stored. The comments (maintainer PeterSH6 asking the "
          "vLLM version, 'same error' reports on vLLM 0.8.4, the triage comment) are left out. This is the "
          "framework's weight sync at rollout init, not vLLM's own checkpoint loading.")

if __name__ == "__main__":
    BATCH.write()
