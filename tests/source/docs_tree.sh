#!/usr/bin/env bash
# docs_tree.sh SOURCE_DIR: docs/architecture.md's table of folders has a
# row "| `src/FOLDER/` |" for every folder under src/, and none for a
# folder that is gone, so the map of the code follows every move.
set -euo pipefail
cd "$1"
page=docs/architecture.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find src -mindepth 1 -type d | sed 's|$|/|' | sort >"$work/tree"
sed -n 's/^| `\(src\/[^`]*\/\)` |.*/\1/p' "$page" | sort >"$work/rows"
if ! diff -u "$work/tree" "$work/rows" >"$work/diff"; then
  echo "folders under src/ (-) and $page's rows (+) differ:" >&2
  tail -n +3 "$work/diff" | grep '^[-+]' >&2
  exit 1
fi
echo "tree: ok ($(wc -l <"$work/tree") folders)"
