#!/usr/bin/env bash
# header_using_directives.sh SOURCE_DIR: fails if a header under src/,
# tests/ or bench/ has a using-directive. A directive in a header gives
# every name of that namespace a second name in each file that includes
# it, and a batched build lets files lean on it by accident (issue 33).
set -euo pipefail
cd "$1"
found=$(grep -rnE --include='*.hpp' --include='*.h' '^[^/]*\busing[[:space:]]+namespace\b' \
  src tests bench || true)
if [ -n "$found" ]; then
  echo "using-directives in headers (say the namespace, or move the directive into a .cpp):" >&2
  echo "$found" >&2
  exit 1
fi
echo "no header under src/, tests/ or bench/ has a using-directive"
