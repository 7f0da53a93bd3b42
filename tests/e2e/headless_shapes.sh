#!/usr/bin/env bash
# Every room tiling plays headless end to end with the real Lua rules:
# the omniscient solver's commands for a seed (wumpus solve) win the
# game typed into `play --headless`, a save taken half way resumes to the
# same end, and the agent plays each shape out.
source "$(dirname "$0")/headless_lib.bash"

shapes=(
  "--shape hex"
  "--shape triangle --width 10 --height 6"
  "--shape polar --height 5"
  "--shape upsilon"
  "--shape zeta"
  "--wrap x"
  "--wrap xy"
  "--weave"
)

for shape in "${shapes[@]}"; do
  # shellcheck disable=SC2086 # the shape's options are words
  set -- $shape
  seed=41
  "$wumpus" solve --seed "$seed" --size 6 "$@" >"$work/plan.txt" ||
    fail "$shape: solve failed"
  grep -q '^won in' "$work/plan.txt" || fail "$shape: the solver did not win: $(tail -1 "$work/plan.txt")"
  sed '1d;$d' "$work/plan.txt" >"$work/commands.txt"
  "$wumpus" play --headless --seed "$seed" --size 6 "$@" <"$work/commands.txt" >"$work/game.txt" ||
    fail "$shape: play failed"
  grep -q '^\*\*\* You won!' "$work/game.txt" || fail "$shape: the solver's commands did not win in play"

  # Half the commands, a save, then the rest from the save.
  half=$(($(wc -l <"$work/commands.txt") / 2))
  { head -n "$half" "$work/commands.txt"; echo "save $work/save.json"; } |
    "$wumpus" play --headless --seed "$seed" --size 6 "$@" >/dev/null
  [ -s "$work/save.json" ] || fail "$shape: no save written"
  tail -n +$((half + 1)) "$work/commands.txt" |
    "$wumpus" play --headless --load "$work/save.json" >"$work/resumed.txt" ||
    fail "$shape: the save did not load: $(tail -2 "$work/resumed.txt")"
  grep -q '^\*\*\* You won!' "$work/resumed.txt" || fail "$shape: the resumed game did not win"

  "$wumpus" agent --games 3 --seed-from 7 --size 6 "$@" >"$work/agent.txt" ||
    fail "$shape: the agent failed: $(cat "$work/agent.txt")"
done

# Typed directions: hexagons take the six, with short forms.
printf 'look\nne\nsw\nnorth\nface se\nturn 90\ndirection\n' |
  "$wumpus" play --headless --seed 5 --size 6 --shape hex >"$work/hex.txt"
grep -q '^wumpus: hex 6x6' "$work/hex.txt" || fail "hex: no start line"
grep -q 'Passages lead' "$work/hex.txt" || fail "hex: look does not list the ways"
grep -q 'You cannot go north from here' "$work/hex.txt" || fail "hex: north is no hexagon's side"
grep -q 'You face southeast' "$work/hex.txt" || fail "hex: face se"
grep -q 'You face southwest' "$work/hex.txt" || fail "hex: a right turn from southeast"

printf 'look\n' | "$wumpus" play --headless --json --seed 5 --size 6 --shape zeta >"$work/zeta.json"
python3 - "$work/zeta.json" <<'PY' || fail "zeta: JSON start event lacks the shape"
import json, sys
start = json.loads(open(sys.argv[1]).readline())
assert start["shape"] == "zeta" and start["wrap"] == "" and not start["weave"], start
PY

if "$wumpus" play --headless --shape hex --wrap x </dev/null 2>"$work/err"; then fail "hex with wrap accepted"; fi
grep -q "square rooms" "$work/err" || fail "hex with wrap: unclear error"
if "$wumpus" play --headless --shape nonesuch </dev/null 2>"$work/err"; then fail "unknown shape accepted"; fi
grep -q "unknown shape" "$work/err" || fail "unknown shape: unclear error"
echo "headless shapes: ok"
