#!/usr/bin/env bash
# replay.sh TARGET NAME WUMPUS SOURCE_DIR: runs fuzz target TARGET once on
# each seed of NAME and each crash kept in regressions/NAME/ (ctest).
set -euo pipefail
target=$1 name=$2 wumpus=$3 source_dir=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$(dirname "$0")/seeds.sh" "$name" "$work/seeds" "$wumpus" "$source_dir"
inputs=("$work"/seeds/*)
if [ -d "$(dirname "$0")/regressions/$name" ]; then
  inputs+=("$(dirname "$0")/regressions/$name"/*)
fi
"$target" "${inputs[@]}"
