#!/usr/bin/env bash
# Mazes given, not carved, end to end through pipes: our JSON of every
# shape reads back (--load -) to the same document; a block grid written
# by -f blocks reads back as drawn (--blocks - --keep-passages); stdin is
# held to the same caps as a file; bad grids and options that would carve
# a given maze are refused with status 2 and one line saying where.
source "$(dirname "$0")/headless_lib.bash"

shapes=(
  "-W 12 -H 6"
  "-W 9 -H 7 --braid 0.5"
  "--shape hex -W 8 -H 6"
  "--shape triangle -W 9 -H 5"
  "--shape polar -W 6 -H 5"
  "--shape upsilon -W 6 -H 6"
  "--shape zeta -W 7 -H 6"
  "--wrap xy -W 6 -H 5"
  "--weave -W 9 -H 9"
  "-L 3 --mask ring"
  "--graph dodecahedron"
  "-a rooms -W 24 -H 10"
)
for shape in "${shapes[@]}"; do
  # shellcheck disable=SC2086 # the shape's options are words
  set -- $shape
  "$wumpus" maze "$@" -s 5 -f json --solve >"$work/maze.json"
  "$wumpus" maze --load - -f json --solve <"$work/maze.json" >"$work/back.json" ||
    fail "$shape: --load - refused its own JSON"
  cmp -s "$work/maze.json" "$work/back.json" || fail "$shape: the JSON did not round-trip"
done

# Blocks: written, read back as drawn, written again; solved by Pledge.
for source in "--blocks walled-triangle" "--blocks triangle" "-W 15 -H 8 --sparse 2" "--mask ring --braid 0.3"; do
  # shellcheck disable=SC2086
  set -- $source
  "$wumpus" maze "$@" -s 3 -f blocks >"$work/maze.blocks"
  "$wumpus" maze --blocks - --keep-passages -f blocks <"$work/maze.blocks" >"$work/back.blocks" ||
    fail "$source: --blocks - --keep-passages refused its own blocks"
  cmp -s "$work/maze.blocks" "$work/back.blocks" || fail "$source: the blocks did not round-trip"
  "$wumpus" maze --blocks "$work/maze.blocks" --keep-passages --solver pledge --stats -f none |
    grep -q 'solved$' || fail "$source: Pledge did not solve the blocks read as drawn"
done

# Refusals: status 2 and the line and column.
refused() {  # refused EXPECTED-TEXT ARGS... (stdin: the input)
  local expected=$1 status=0
  shift
  "$wumpus" maze "$@" >/dev/null 2>"$work/err" || status=$?
  [ "$status" = 2 ] || fail "$*: status $status, not 2"
  grep -qF -- "$expected" "$work/err" || fail "$*: '$(cat "$work/err")' lacks '$expected'"
}
printf ' @@@@@@@\n @ # # @\n @@@@@@@\n' | refused '-:2: the # in column 4' --blocks -
printf '@@@@@\n@   @\n@@ @@\n' | refused '-:3: the outline is open at column 3' --blocks -
printf '@@@\n@ @\n@@@\n' | refused 'does not apply' --blocks - --keep-passages -a kruskal
printf '{"version":2,' | refused '-:1: not JSON' --load -
printf '{"width":1e999}' | refused '-: a number too large to read' --load -
head -c $((64 * 1024 * 1024 + 1)) /dev/zero | refused 'at most' --load -
"$wumpus" maze -W 3 -H 3 -s 1 -f json | sed 's/"passages":\[\[0,0,1,0\]/"passages":[[0,0,2,2]/' |
  refused 'does not join two neighbouring rooms' --load -
echo ok
