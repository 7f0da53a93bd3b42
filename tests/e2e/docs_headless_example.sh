#!/usr/bin/env bash
# docs/headless.md's example is the program's output, byte for byte:
# the block under "$ printf 'southeast\nshoot\n' | wumpus play --headless
# --seed 42 --size 5" is run and compared, so it cannot go stale again.
source "$(dirname "$0")/headless_lib.bash"
page=$2/docs/headless.md
command="printf 'southeast\\nshoot\\n' | wumpus play --headless --seed 42 --size 5"
# The lines after the command, up to the end of its code block.
# (ENVIRON, not -v: awk would read the \n in it as a newline.)
CMD="\$ $command" awk '
  $0 == ENVIRON["CMD"] { on = 1; next }
  on && /^```/ { exit }
  on { print }' "$page" >"$work/expected"
[ -s "$work/expected" ] || fail "docs/headless.md has no example '\$ $command'"
printf 'southeast\nshoot\n' | "$wumpus" play --headless --seed 42 --size 5 >"$work/actual"
diff -u "$work/expected" "$work/actual" || fail "docs/headless.md's example is stale"
echo ok
