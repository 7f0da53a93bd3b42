#!/usr/bin/env bash
# A packager's configuration: with BUILD_TESTING and WUMPUS_BENCHMARKS
# off, neither Catch2 nor Google Benchmark is looked for.
source "$(dirname "$0")/install_lib.bash"

cmake -S "$source_dir" -B "$work/build" -DBUILD_TESTING=OFF -DWUMPUS_BENCHMARKS=OFF \
  -DCMAKE_DISABLE_FIND_PACKAGE_Catch2=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON \
  >"$work/log" 2>&1 || fail "configuring failed: $(tail -5 "$work/log")"
echo "configure without test tools: ok"
