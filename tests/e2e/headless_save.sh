#!/usr/bin/env bash
# Saving from headless play and resuming with --load continues exactly
# where the game stopped; damaged saves are refused with a clear error.
source "$(dirname "$0")/headless_lib.bash"

# A missed shot wakes the Wumpus, so its random walk spans the save.
first='shoot n
wait
east
wait
south'
second='wait
west
wait
north
wait
east
inventory
look'

run() { "$wumpus" play --headless --json --seed 778 --size 6 "$@"; }

printf '%s\n%s\n' "$first" "$second" | run >"$work/whole.json"
printf '%s\nsave %s\n' "$first" "$work/game.json" | run >"$work/part.json"
grep -q "Game saved to" "$work/part.json" || fail "save did not report success"
[ -s "$work/game.json" ] || fail "no save file written"
printf '%s\n' "$second" | run --load "$work/game.json" >"$work/resumed.json"

# The last state of the uninterrupted game and of the resumed one agree.
tail -n 1 "$work/whole.json" >"$work/whole.last"
tail -n 1 "$work/resumed.json" >"$work/resumed.last"
cmp -s "$work/whole.last" "$work/resumed.last" ||
  fail "resumed game differs: $(cat "$work/whole.last") vs $(cat "$work/resumed.last")"
# And so do the messages after the save point.
grep -v '"event":"start"' "$work/whole.json" | tail -n "$(grep -vc '"event":"start"' "$work/resumed.json")" \
  | grep -v '^{"event":"state"' | tail -n 12 >"$work/whole.tail"
grep -v '"event":"start"' "$work/resumed.json" | grep -v '^{"event":"state"' | tail -n 12 >"$work/resumed.tail"
cmp -s "$work/whole.tail" "$work/resumed.tail" || fail "messages after resuming differ"

head -c 200 "$work/game.json" >"$work/truncated.json"
if run --load "$work/truncated.json" </dev/null 2>"$work/err" >/dev/null; then fail "truncated save loaded"; fi
grep -q "cannot load" "$work/err" || fail "truncated save: unclear error"
sed 's/"version": 5/"version": 9/' "$work/game.json" >"$work/future.json"
if run --load "$work/future.json" </dev/null 2>"$work/err" >/dev/null; then fail "future save loaded"; fi
grep -q "newer wumpus" "$work/err" || fail "future save: unclear error"
echo "headless save: ok"
