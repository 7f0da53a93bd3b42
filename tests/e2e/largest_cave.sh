#!/usr/bin/env bash
# The largest cave the command line accepts starts: the rules' setup budget
# grows with the cave. A larger one is refused up front, saying why.
source "$(dirname "$0")/headless_lib.bash"

printf 'look\n' | "$wumpus" play --headless --size 1000 --seed 1 >"$work/out" 2>"$work/err" ||
  fail "a 1000x1000 cave did not start: $(cat "$work/err")"
grep -q '^wumpus: hex 1000x1000 cave' "$work/out" || fail "no start line: $(head -c 300 "$work/out")"
grep -q '^> look' "$work/out" || fail "the game did not read a command"

if "$wumpus" play --headless --size 1000 --levels 2 </dev/null >/dev/null 2>"$work/err"; then
  fail "2,000,000 rooms accepted"
fi
grep -q 'has 2000000 rooms; a game has at most 1048576' "$work/err" ||
  fail "too large a cave: unclear error: $(cat "$work/err")"
echo "largest cave: ok"
