#!/usr/bin/env bash
# Hostile mods against the real binary: a mod printing what differs
# between processes (addresses, heap size) prints the same in two runs
# and after a save is loaded; a mod copying a large variable out of the
# world again and again is stopped by the memory cap, named, with the
# process staying small, and the game goes on under the built-in rules.
source "$(dirname "$0")/headless_lib.bash"
mods=$(dirname "$0")/hostile_mods
mkdir -p "$work/leaky" "$work/hog"
cp "$mods/leaky.lua" "$work/leaky/"
cp "$mods/hog.lua" "$work/hog/"

play() { "$wumpus" play --headless --seed 42 --size 5 "$@"; }

printf 'wait\nwait\nwait\n' | play --mods "$work/leaky" >"$work/a.txt" 2>&1 ||
  fail "the leaky mod did not run"
printf 'wait\nwait\nwait\n' | play --mods "$work/leaky" >"$work/b.txt" 2>&1
grep -q 'leaky: table: #[0-9]* function: #[0-9]* table: #[0-9]* heap=0.0 p=false' "$work/a.txt" ||
  fail "the leaky mod saw an address or the heap: $(grep leaky: "$work/a.txt" | head -1)"
cmp -s "$work/a.txt" "$work/b.txt" || fail "two runs of one seed and mod differ"

# Numbering goes on after a load where it was.
printf 'wait\nwait\nsave %s\n' "$work/leaky.json" | play --mods "$work/leaky" >/dev/null 2>&1
printf 'wait\n' | play --load "$work/leaky.json" --mods "$work/leaky" >"$work/c.txt" 2>&1 ||
  fail "the leaky game did not load: $(cat "$work/c.txt")"
[ "$(grep -o 'leaky: table: #[0-9]*' "$work/c.txt" | tail -n 1)" = \
  "$(grep -o 'leaky: table: #[0-9]*' "$work/a.txt" | sed -n 3p)" ] ||
  fail "tostring numbering restarted after --load"

/usr/bin/time -f '%M' -o "$work/rss" \
  "$wumpus" play --headless --seed 42 --size 5 --mods "$work/hog" \
  <<<$'wait\nwait\nwait\nnorth\neast\nsouth\nwest' >"$work/hog.txt" 2>&1 ||
  fail "the hog game did not run"
grep -q "hog.lua:[0-9]*: in on_turn: memory cap of 32 MiB exceeded (mod 'hog' is stopped" "$work/hog.txt" ||
  fail "the memory cap did not stop the hog, by name"
rss=$(cat "$work/rss")
echo "peak RSS with the hog: ${rss} KiB"
[ "$rss" -lt 200000 ] || fail "the process grew to ${rss} KiB"
echo "ok"
