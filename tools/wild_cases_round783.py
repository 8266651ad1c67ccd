"""Round-783 blind batch: CONTAINER IMAGES OF vLLM (vllm/vllm-openai, nightly images, CUDA 12.9 / 13 images, the
-cu130 tags, rocm/vllm images, NGC vLLM containers, cloud DLCs): the image's CUDA newer than the host driver,
entrypoint and argument mistakes (`vllm serve` doubled, env vars as args), missing libraries inside the image, image
tag vs model support, 2025-2026; collected by helper wild783 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round783-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 38 of the 45 allowed (35 ``search`` corpus=issues, 2 ``search`` corpus=pages, 1 ``read_file`` that found no
stored file). 1 case:
vllm #2235 (the vllm/vllm-openai image on RunPod: docker's own '-p 8000:8000' reached the image's entrypoint, and
vLLM's argparse read '-p' as '-pp': "argument --pipeline-parallel-size/-pp: invalid int value: '8000:8000'").

The slice is MINED OUT. Of the ~110 threads the searches returned, every in-slice one with an error line and a cause
was already in USED_SOURCES.txt, CLAIMS.txt or an earlier round's skip list (the same slice was cut by rounds 293,
294, 360, 387, 390, 425, 426, 429, 525, 564, 766 among others). The one case kept is from 2023, outside the slice's
2025-2026 window (judgement call 1).

Sources given up (for the lead, not cases):
- Already used or skip-listed (checked, not re-opened): vllm #37133, #27389, #22072, #42399, #32755, #13150 (argument
  mistakes); vllm #5635, #33447, #19445, #16652, #16307, #31424, #39878, #12847, #13946, #10717, #12505, #12559,
  #23935, #27268, #9865, #17210, #10833, #15614, #31700, #34199, #15613, #2236, #36615, #51964, #19185, #30855, #6071,
  #33229, #6603, #17170, #46169; gpustack #1540, #1254, #4678, #2097, #2664, #3707, #3628; llm-d #706;
  llm-d-benchmark #724; production-stack #454, #433; Lvllmds4 #46; FunASR #2973; verl-omni #133; verl #6949;
  NVIDIA/dgx-spark-playbooks #75; eugr/spark-vllm-docker #272, #296; unsloth #3825; vertex-ai-samples #3331, #2254,
  #3443; aws-samples/amazon-sagemaker-generativeai #111; aws/sagemaker-python-sdk #5752; ipex-llm #11944;
  opea GenAIComps #336; GenAIInfra PR #612; ROCm/legacy-rocm-build #4386; lemonade-sdk/vllm-rocm #10; QwenLM/Qwen3-VL
  #1515; dusty-nv/jetson-containers #704; containers/ramalama #758; kvcached #74; vllm #22164 (claimed by round 760).
- Claimed by this round but NOT used (no cause or no error line in the stored text; the lead may release them):
  vllm #13307 (Llama-3.2-90B-Vision in vllm/vllm-openai:latest, transformers' "KeyError: 'mllama'" under
  /usr/local/lib/python3.10 -- which hints at an old cached image, since 0.7.2's image is python3.12 -- but the thread
  closed stale with no answer stored), vllm #10156 (Llama-3.1-70B in the image; only the `docker inspect` dump is
  stored), NVIDIA/NemoClaw #4658 (vllm/vllm-openai:nightly-1fc2cee... on DGX Spark GB10, driver 580.142, "CUDA unknown
  error" at torch._C._cuda_init(); closed, but only the description is stored, no cause), vllm #23259 (docker compose
  `command: ["--model", "${MODEL_NAME}", ...]` with MODEL_NAME only in env_file -- compose interpolates from the
  project .env, not env_file -- but the chunk stops before any error and the issue is open), vllm #10974 (CPU image,
  HFValidationError on '/models/'; no cause stored), vllm #5503 ('No module named bitsandbytes' in the image: the error
  is only in the title and the only stored comment is the fix).
- No vLLM error text / not a launch: vllm-omni #3834 (image without ENTRYPOINT: Docker's 'exec: "--model": executable
  file not found'), eugr/spark-vllm-docker #266 (the NVIDIA container banner "This container was built for NVIDIA
  Driver Release 590.48 or later, but version 580.159.03 was detected", no vLLM line, no fix), production-stack #548
  (bitsandbytes absent from lmcache/vllm-openai; the maintainer's answer is stored but no error line), janhq/server
  #262 (nvidia-container-cli's 'unsatisfied condition: cuda>=12.9'), LambdaLabsML/agentbeats-lambda PR #35 (Error 803
  with vllm-openai:latest 0.16.0 retold in a docs PR, no log), NVIDIA/Model-Optimizer PR #2042 (the -cu130 tag rule in
  an agent skill file, no log), vllm PR #32292 / #32294 (docs: positional model after the image falls back to the
  default model; no failure), noonghunna/club-3090 #633 (ik-llama, not vLLM), runpod worker-vllm #216 (image not
  found), LMCache #3251 / #679 (image tags / uv venv), sglang #5843 / #5136.
- pages corpus: nothing usable (vendor blogs and generic guides without a reported failure).

Judgement calls for the lead:
1. vllm-2235 is from December 2023 (vLLM 0.2.x), outside the slice's 2025-2026 window; kept because it is squarely the
   slice's 'docker arguments given to the image' class and no in-window thread was left. Drop it if the window is
   strict.
2. vllm-2235's cause is read from the error line and a community answer, not a maintainer: leedhn's "placing the `-p`
   argument before `--env` may resolve this issue!" with a working `docker run` whose options all come before the
   image name. The RunPod template itself is a screenshot (not stored). '8000:8000' is docker's port mapping, so the
   docker option reached vLLM's parser (RunPod's 'container start command' / the arguments after the image are
   appended to the image's `python3 -m vllm.entrypoints.openai.api_server` entrypoint); argparse's prefix matching
   took '-p' for '-pp'. A later commenter (KamalUtla) reports the same error with a `docker run` whose -p is before
   the image, but the stored text is cut before his full command, so it neither confirms nor refutes the answer.
3. kind: argparse's "invalid int value" refusal of vLLM's own flag is not named in README's table; labelled
   vllm_check_failed / cause vllm_check_failed like the earlier argparse-refusal fixtures (e.g. vllm-37133's
   'unrecognized arguments'); no numbers.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round783-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm #2235: vllm/vllm-openai on RunPod, docker's -p 8000:8000 passed to the entrypoint -> -pp invalid int
case("vllm-2235-openai-image-runpod-docker-port-flag-as-pipeline-parallel-size-invalid-int",
     "https://github.com/vllm-project/vllm/issues/2235",
     "Argument --pipeline-parallel-size/-pp: invalid int value: '8000:8000\n"
     "\n"
     "I'm experiencing an issue with the docker image when try to run it on runpod.io. I get the following error:\n"
     "`api_server.py: error: argument --pipeline-parallel-size/-pp: invalid int value: '8000:8000`\n"
     "\n"
     "I've follow the [docs](https://docs.vllm.ai/en/latest/serving/deploying_with_docker.html) . I'm not sure what's "
     "causing this issue, but it's preventing me from using the vllm container.\n"
     "This is the runpod template configuration that i was using:\n"
     "![Screenshot from 2023-12-21 14-28-54](https://github.com/vllm-project/vllm/assets/153531968/"
     "cd690e2c-afbc-4b0e-9583-1adbc260bfa6)\n"
     "\n"
     "Any help or guidance would be greatly appreciated. Thank you!",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The docker run options of vLLM's Docker guide ('-p 8000:8000', the port mapping) were entered in the RunPod "
     "template where the container's arguments go, so they were appended to the vllm/vllm-openai image's entrypoint "
     "(python3 -m vllm.entrypoints.openai.api_server). vLLM's argparse took '-p' as an abbreviation of '-pp' "
     "(--pipeline-parallel-size) and refused '8000:8000' as its integer value; the server exits in argument parsing, "
     "before any model, GPU or memory work. A container argument mistake, not a parallelism choice.",
     "community answer in the thread (leedhn, 2024-03-05): 'placing the `-p` argument before `--env` may resolve this "
     "issue!', with a working command whose docker options (--runtime, --gpus, -p 8000:8000, --ipc=host, -v, --env) "
     "all come before the image name and only vLLM's own flags (--model ...) after it. I.e. give the port mapping to "
     "docker / RunPod's port setting, not to the image's arguments. (No maintainer answer stored.)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--pipeline-parallel-size"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the description as stored (the RunPod template is a screenshot, kept as its "
          "markdown link); the answers left out. The stored error line lacks its closing quote after '8000:8000' "
          "(the reporter's backtick span) -- not fixed. No launch command is shown (template screenshot only), so "
          "command is None; the release is not stated (the 'latest' image of December 2023). 2023, outside the "
          "slice's window (judgement call 1); cause from a community answer (judgement call 2).")

BATCH.write()
